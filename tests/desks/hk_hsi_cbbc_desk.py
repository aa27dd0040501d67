#!/usr/bin/env python3
"""Blind desk generator: hk_hsi_cbbc_desk.

A Hong Kong equities desk: HSI / HSCEI index futures (plus mini HSI), HK single
stocks named by code (0700.HK, 700, 9988) or by company name (Tencent, Meituan,
HSBC ...), and CBBCs / warrants on them.  Produces a seeded capture (JSON Lines
dicts, see shared/CAPTURE-FORMAT.md) and ground-truth labels.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.hk_hsi_cbbc_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "hk_hsi_cbbc_desk"
DISCORD_EPOCH = 1420070400000
HKT = 8 * 3600
# Default: the last day ends at midnight HKT Friday 14 Mar 2025 -> Sat 00:00 HKT.
DEFAULT_END = datetime(2025, 3, 14, 16, 0, 0, tzinfo=timezone.utc)

GUILD_ID = "1350962841157320714"
_BASE_CHANNELS = [
    "1350963517046095943", "1350963902781317170", "1350964288410890351",
    "1350964655383134289", "1350965031758972949", "1350965419149172826",
    "1350965804316307527", "1350966187755380838",
]

# key: (author_id, author_name, is_bot)
PEOPLE = {
    "raymond": ("1204418837225611324", "raymond.cheung", False),   # desk head
    "kelvin": ("1204419374190821416", "kelvin_w", False),          # index futures
    "fai": ("1204420051537367131", "ahfai_cbbc", False),           # CBBC / warrants
    "winnie": ("1204420616862453842", "winnie.lau", False),        # single names
    "jason": ("1204421163527066702", "jtse", False),               # junior / analyst
    "compliance": ("1204421840915560539", "hk-compliance", False),
    "derek": ("1204422307761963119", "derek.macro", False),        # other desk
    "exec": ("1265113902836187206", "Kestrel", True),              # execution agent
    "oms": ("1265114433247871117", "OMS-Bridge", True),
    "risk": ("1265114956621512734", "riskd", True),
    "news": ("1265115501109280848", "newswire-relay", True),
    "bell": ("1265116020984873000", "hkex-bell", True),
    "ko": ("1265116548355686431", "cbbc-watch", True),
    "pnl": ("1265117090582725653", "pnl-bot", True),
    "alert": ("1265117611234263070", "px-alert", True),
    "deploy": ("1265118155021585428", "deploy-bot", True),
}

# code, canonical company name, alternative names, base price
STOCKS = [
    (700, "Tencent", ["Tencent", "騰訊", "Tencent Holdings"], 381.0),
    (9988, "Alibaba", ["Alibaba", "阿里", "Alibaba Group"], 88.4),
    (3690, "Meituan", ["Meituan", "美團", "Meituan"], 134.6),
    (5, "HSBC", ["HSBC", "滙豐", "HSBC Holdings"], 68.45),
    (1299, "AIA", ["AIA", "友邦", "AIA Group"], 58.2),
    (941, "China Mobile", ["China Mobile", "中移動", "China Mobile"], 70.3),
    (1810, "Xiaomi", ["Xiaomi", "小米", "Xiaomi"], 16.24),
    (1211, "BYD", ["BYD", "比亞迪", "BYD Co"], 262.4),
    (388, "HKEX", ["HKEX", "港交所", "Hong Kong Exchanges"], 291.6),
    (2318, "Ping An", ["Ping An", "平保", "Ping An Insurance"], 40.15),
    (9618, "JD.com", ["JD.com", "京東", "JD.com"], 112.3),
    (1024, "Kuaishou", ["Kuaishou", "快手", "Kuaishou"], 45.6),
    (883, "CNOOC", ["CNOOC", "中海油", "CNOOC"], 17.36),
    (16, "Sun Hung Kai Properties", ["SHKP", "新地", "Sun Hung Kai Properties"], 79.9),
    (981, "SMIC", ["SMIC", "中芯", "SMIC"], 22.45),
    (9999, "NetEase", ["NetEase", "網易", "NetEase"], 151.2),
    (27, "Galaxy Entertainment", ["Galaxy Ent", "銀娛", "Galaxy Entertainment"], 35.1),
    (2020, "Anta Sports", ["Anta", "安踏", "Anta Sports"], 78.6),
    (1398, "ICBC", ["ICBC", "工行", "ICBC"], 5.12),
    (2269, "WuXi Biologics", ["WuXi Bio", "藥明生物", "WuXi Biologics"], 19.8),
    (1109, "China Resources Land", ["CR Land", "華潤置地", "China Resources Land"], 25.6),
    (6690, "Haier Smart Home", ["Haier", "海爾", "Haier Smart Home"], 27.3),
]
_STK = {s[0]: s for s in STOCKS}
ISSUERS = ["SG", "UB", "HS", "BP", "JP", "MB", "GS", "CT"]
MONTHS = "FGHJKMNQUVXZ"


# ---------------------------------------------------------------- helpers
def _fi(x):
    return f"{int(round(x)):,}"


def _tick(p):
    for lim, t in ((0.25, 0.001), (0.5, 0.005), (10, 0.01), (20, 0.02), (100, 0.05), (200, 0.1), (500, 0.2)):
        if p < lim:
            return t
    return 0.5


def _rp(p):
    t = _tick(p)
    return round(round(p / t) * t, 3)


def _fp(p):
    if p < 0.5:
        return f"{p:.3f}"
    if p < 100:
        return f"{p:.2f}"
    return f"{p:.1f}"


def _k(q):
    if q >= 1_000_000 and q % 1_000_000 == 0:
        return f"{q // 1_000_000}m"
    if q % 1000 == 0:
        return f"{q // 1000}k"
    return f"{q:,}"


def _cs(code):
    """How traders write a code in chat: 700, 9988, but 0005 / 0016 for the short ones."""
    return str(code) if code >= 100 else f"{code:04d}"


def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _hhmm(ms):
    s = (ms // 1000 + HKT) % 86400
    return f"{s // 3600:02d}:{(s // 60) % 60:02d}"


def _channel_id(idx):
    if idx < len(_BASE_CHANNELS):
        return _BASE_CHANNELS[idx]
    return str(int(_BASE_CHANNELS[-1]) + 104729 * 4194304 * (idx - len(_BASE_CHANNELS) + 1) + 7 * idx)


def _embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


class Msg:
    def __init__(self, t, who, content="", kind="chat", embeds=None, ref=None, thread=None):
        self.t = int(t)
        self.who = who
        self.content = content
        self.kind = kind  # hard | near | noise | chat
        self.embeds = embeds
        self.ref = ref
        self.thread = thread  # starter Msg when posted inside a thread
        self.labels = []  # (event_type, facts, phrasing)
        self.idioms = []  # (idiom, expected)
        self.edits = []  # (t, content, [superseded])
        self.delete_t = None
        self.bulk_t = None
        self.forget = None  # (t, by_key)
        self.pins = []  # (t, by, op)
        self.reactions = []  # (t, emoji, user, op)
        self.removed = None
        self.attachments = None
        self.id = None
        self.channel = None

    def final_text(self):
        c = self.edits[-1][1] if self.edits else self.content
        return c + ("\n" + _embed_text(self.embeds) if self.embeds else "")


def _oms_embed(title, inst, side, qty, px, oid, venue, extra=None, desc=None, book="HK-EQD"):
    fields = [
        {"name": "Instrument", "value": inst, "inline": True},
        {"name": "Side", "value": side, "inline": True},
        {"name": "Qty", "value": qty, "inline": True},
        {"name": "Price", "value": px, "inline": True},
    ]
    for n, v in extra or []:
        fields.append({"name": n, "value": v, "inline": True})
    seed = sum(ord(ch) for ch in oid)
    fields.append({"name": "Account", "value": f"{book}-{'PRIN' if book == 'HK-EQD' else 'MAIN'}-{seed % 7 + 1:02d}", "inline": True})
    fields.append({"name": "ClOrdID", "value": f"{oid}-{seed % 97:02d}", "inline": True})
    fields.append({"name": "Route", "value": f"{venue} via OCG/OAPI gw{seed % 3 + 1}", "inline": False})
    e = {"title": title, "author": "OMS", "fields": fields, "footer": f"ord {oid} · {venue} · book {book}"}
    e["description"] = desc or (f"{title}: {side} {qty} {inst} @ {px} on {venue}. Account {book}, routed via OCG/OAPI; "
                                 "execution reports mirrored to dropcopy and recon. Reply in thread for amendments.")
    return e


# ------------------------------------------------------------ channel state
class ChannelState:
    def __init__(self, seed, idx):
        r = random.Random(f"{DESK}:state:{seed}:{idx}")
        self.idx = idx
        self.hsi = 17850 + r.randint(-350, 350)
        self.px = {c: _rp(p * (1 + r.uniform(-0.05, 0.05))) for c, _, _, p in STOCKS}
        self.oid_seq = r.randint(11, 60)
        self.ko_seq = r.randint(100, 400)
        picks = r.sample([700, 9988, 3690, 5, 1299, 1211, 388, 1810], 2)
        # book: list of dicts
        self.book = []
        for c in picks:
            q = r.choice([50_000, 100_000, 200_000]) if self.px[c] < 150 else r.choice([20_000, 40_000, 60_000])
            self.book.append({"kind": "stock", "code": c, "qty": q, "px": self.px[c],
                              "stop": _rp(self.px[c] * 0.95)})
        und = r.choice([700, 9988, 3690])
        cc = r.randint(52000, 69999)
        self.book.append({"kind": "cbbc", "code": cc, "und": und, "qty": r.choice([500_000, 1_000_000]),
                          "px": 0.0, "bull": True, "iss": r.choice(ISSUERS)})
        self.index_pos = None  # {"sym","contract","long","qty","px","stop"}

    def oid(self, prefix):
        self.oid_seq += r_step(self.oid_seq)
        return f"{prefix}{self.idx}{self.oid_seq:04d}"


def r_step(x):
    return 1 + (x * 7) % 3


# ----------------------------------------------------------------- the day
class Day:
    def __init__(self, seed, st, chan_idx, day_idx, start_ms):
        self.r = random.Random(f"{DESK}:{seed}:{chan_idx}:{day_idx}")
        self.st = st
        self.ci = chan_idx
        self.di = day_idx
        self.start = start_ms
        self.clock0 = (start_ms // 1000 + HKT) % 86400
        self.msgs = []
        d = datetime.fromtimestamp(start_ms / 1000 + HKT + 3600, tz=timezone.utc)
        self.date = d
        mon = d.month if d.day <= 26 else d.month % 12 + 1
        yr = d.year % 10 if not (d.day > 26 and d.month == 12) else (d.year + 1) % 10
        self.mcode = f"{MONTHS[mon - 1]}{yr}"
        self.mname = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mon - 1]
        r = self.r
        st.hsi = max(14000, st.hsi + r.randint(-260, 260))
        for c in st.px:
            st.px[c] = _rp(st.px[c] * (1 + r.uniform(-0.025, 0.025)))
        self.hsi = st.hsi
        self.hhi = round(st.hsi * 0.3448)
        self.held_events = []  # (t, code, +1/-1)
        self.book0 = list(st.book)
        self.book_log = []  # (t, "add"|"rm", entry)
        self.index0 = st.index_pos
        self.index0_stop = st.index_pos["stop"] if st.index_pos else None
        self.index_log = []  # (t, pos)
        self.path = [self.hsi]
        for _ in range(100):
            self.path.append(self.path[-1] + r.gauss(0, 22))
        self._now = start_ms
        self.ko_codes_held = set()

    # time at HKT clock seconds (inside this day's 24h window)
    def at(self, h, m=0, s=None, jitter=0):
        if s is None:
            s = self.r.randint(0, 59)
        sec = h * 3600 + m * 60 + s
        off = (sec - self.clock0) % 86400
        return self.start + off * 1000 + (self.r.randint(0, jitter * 1000) if jitter else self.r.randint(0, 999))

    def post(self, t, who, content="", kind="chat", embeds=None, ref=None, thread=None):
        m = Msg(t, who, content, kind, embeds, ref, thread)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing):
        m.kind = "hard"
        m.labels.append((etype, list(facts), phrasing))
        return m

    def idiom(self, m, name, expected):
        m.idioms.append((name, expected))
        return m

    def book_at(self, t):
        bk = list(self.book0)
        for et, op, e in sorted(self.book_log, key=lambda x: x[0]):
            if et <= t:
                if op == "add":
                    bk.append(e)
                elif e in bk:
                    bk.remove(e)
        return bk

    def index_at(self, t):
        pos = self.index0
        for et, p in sorted(self.index_log, key=lambda x: x[0]):
            if et <= t:
                pos = p
        return pos

    def lvl(self, t=None):
        t = self._now if t is None else t
        sec = (t // 1000 + HKT) % 86400
        return self.path[min(len(self.path) - 1, sec // 900)]

    def nhard(self):
        return sum(len(m.labels) for m in self.msgs)

    def later(self, t, lo, hi):
        return t + self.r.randint(lo * 1000, hi * 1000)

    def ack(self, t, ref, who=None, thread=None):
        who = who or self.r.choice(["kelvin", "fai", "winnie", "jason", "raymond"])
        txt = self.r.choice(["ok", "thx", "👍", "收到", "唔該", "🙏", "noted", "ok ok", "👌", "明", "kk", "ty"])
        return self.post(t, who, txt, "noise", ref=ref, thread=thread)

    def stock_name(self, code, style=None):
        _, canon, alts, _ = _STK[code]
        r = self.r
        style = style or r.choice(["name", "code", "hk", "name", "cn"])
        if style == "name":
            return alts[0]
        if style == "cn":
            return alts[1]
        if style == "hk":
            return f"{code:04d}.HK"
        return _cs(code)

    # ---------------------------------------------------- index lifecycles
    def lc_index(self, t, night=False, reject=False, resize=False, edit_stop=False, edit_fill=False):
        r, st = self.r, self.st
        inst = r.choice(["HSI", "HSI", "HSI", "HHI", "HHI", "MHI"]) if not night else "HSI"
        lvl = round(self.lvl(t) if inst != "HHI" else self.lvl(t) * 0.3448)
        contract = f"{inst}{self.mcode}"
        long_ = r.random() < 0.55
        step = 5 if inst == "HSI" else 10
        qty = r.choice([5, 10, 15, 20, 25, 30]) if inst == "HSI" else r.choice([10, 20, 30, 40, 60])
        if resize:
            qty = r.choice([40, 50, 60]) if inst != "MHI" else 80
        px = lvl
        gap = r.randint(6, 12) * step if inst != "HHI" else r.randint(6, 12) * 4
        sl = px - gap if long_ else px + gap
        tp = px + 2 * gap if long_ else px - 2 * gap
        P, S, TP = _fi(px), _fi(sl), _fi(tp)
        sym = r.choice([inst, contract, f"{inst} {self.mname}"]) if inst != "HHI" else r.choice(["HHI", contract, "國指"])
        why = r.choice([
            "reclaim of VWAP + southbound buying", "CBBC bull cluster below = support", "failed breakout, fade it",
            "A50 leading, tech bid", "tape heavy after PMI miss", "ADR implied gap closing", "short covering into lunch",
            "HIBOR spike, property weak", "USDCNH > 7.30 again"])
        v = r.randrange(4)
        bs = "b" if long_ else "s"
        if v == 0:
            c = f"{bs} {qty} lots {sym} @ {P} sl {S}"
            if r.random() < 0.5:
                c += f" tp {TP}"
            facts = [sym, f"{bs} {qty} lots", P, S]
            ph, idi = "shorthand", "b/s N lots SYM @ px sl stop shorthand proposal"
        elif v == 1:
            side = "long" if long_ else "short"
            c = f"{sym} {side} {qty} @ {P}, sl {S} tp {TP} — 做唔做? ({why})"
            facts = [sym, side, str(qty), P, S]
            ph, idi = "untagged", "SYM long/short N @ px 做唔做 question-form proposal"
        elif v == 2:
            side = "BUY" if long_ else "SELL"
            c = f"[PROPOSAL] {side} {qty} {contract} LMT {P} | SL {S} | TP {TP} | why: {why}"
            facts = ["[PROPOSAL]", side, contract, P, S]
            ph, idi = "tagged", "[PROPOSAL] tagged index proposal"
        else:
            side = "買" if long_ else "沽"
            c = f"{side} {qty} 張 {sym} @ {P}, stop {S}. {r.choice(['睇好', '頂唔順', '有得博', '等咗成朝'])} — {why}"
            facts = [sym, f"{side} {qty} 張", P, S]
            ph, idi = "untagged", "Cantonese 買/沽 N 張 proposal"
        p = self.post(t, "kelvin", c)
        self.hard(p, "trade_proposal", facts, ph)
        self.idiom(p, idi, "trade_proposal")
        t2 = self.later(t, 20, 120)
        if r.random() < 0.35:
            q = self.post(t2, "raymond", r.choice([
                f"why here? {P} 係 resistance 喎", "size?", "點解唔等 pullback?", f"stop {S} 夠唔夠闊?",
                "what's the catalyst?"]), "near", ref=p)
            self.idiom(q, "head asks question about proposal", "not_hard")
            t2 = self.later(t2, 30, 150)
            self.post(t2, "kelvin", r.choice([
                "flow 好明顯, CBBC street 都 lean 同一邊", "ATR 110pts, stop ok", "等唔到, momentum 而家",
                "PMI out already, this is the reaction"]), ref=q)
            t2 = self.later(t2, 20, 120)
        if r.random() < 0.25:
            self.post(self.later(t, 5, 15), "jason", r.choice(["looks interesting", "👀", "nice level", "hmm 同意"]), "near", ref=p)
        if reject:
            txt, fct = r.choice([
                (f"no. 唔好追, wait for {_fi(px - gap if long_ else px + gap)}", ["no.", "唔好追"]),
                ("pass — CPI tonight. 下次", ["pass", "CPI tonight"]),
                ("唔批, size too big for this tape", ["唔批", "size too big"]),
                ("no, we're already max delta-ish. skip", ["no,", "skip"]),
            ])
            a = self.post(t2, "raymond", txt, ref=p)
            self.hard(a, "trade_approval", fct, "reply")
            self.idiom(a, "short Cantonese rejection reply", "trade_approval")
            self.ack(self.later(t2, 10, 60), a, "kelvin")
            return None
        v = r.randrange(6)
        if v == 5 and not resize:
            qty = max(step, (qty // 2) // step * step) if inst == "HSI" else max(10, qty // 2)
            txt, fct = f"ok 做 but half size, {qty} lots", ["ok 做", f"{qty} lots"]
        else:
            txt, fct = [("ok 做", ["ok", "做"]), ("👍 send it", ["👍", "send it"]), ("ok go 👍", ["ok go", "👍"]),
                        ("得，做啦", ["得", "做啦"]), ("approved. go", ["approved", "go"]),
                        (f"yes send — 唔好追 above {_fi(px + step * 2)}" if long_ else f"yes send — 唔好追 below {_fi(px - step * 2)}",
                         ["yes send", "唔好追"])][v]
        a = self.post(t2, "raymond", txt, ref=p)
        self.hard(a, "trade_approval", fct, "reply")
        self.idiom(a, "ok 做 reply approval" if "做" in txt else "emoji/english short reply approval", "trade_approval")
        t3 = self.later(t2, 15, 90)
        oid = st.oid("HF")
        venue = "HKFE" if not night else "HKFE T+1"
        side = "BUY" if long_ else "SELL"
        if resize:
            allowed = qty // 2 if qty // 2 >= 5 else qty
            rk = self.post(t3, "risk",
                           f"riskd event=ORDER_RESIZED ord={oid} sym={contract} side={side} req_qty={qty} alw_qty={allowed} "
                           f"rule=net_delta_{inst.lower()} limit_lots={allowed + r.choice([0, 5, 10])} by=engine")
            self.hard(rk, "risk_limit", ["ORDER_RESIZED", oid, f"alw_qty={allowed}"], "structured")
            self.idiom(rk, "risk engine ORDER_RESIZED key=value line", "risk_limit")
            qty = allowed
            t3 = self.later(t3, 2, 20)
            self.post(self.later(t3, 10, 40), "kelvin", r.choice(["ffs 😤", "ok fine", "咁就 " + str(qty) + " 啦"]), "noise", ref=rk)
        cv = r.randrange(3)
        if cv == 0:
            e = _oms_embed("Order Accepted", contract, side, str(qty), P, oid, venue, [("Type", "LMT"), ("TIF", "DAY" if not night else "GTC")])
            c = self.post(t3, "oms", "", embeds=[e])
            self.hard(c, "trade_confirmation", [contract, side, str(qty), P, oid], "embed")
            self.idiom(c, "OMS embed Order Accepted (embed only)", "trade_confirmation")
        elif cv == 1:
            c = self.post(t3, "oms", f"ACK ord={oid} sym={contract} side={side} qty={qty} px={int(px)} tif=DAY status=WORKING venue={venue.replace(' ', '_')}")
            self.hard(c, "trade_confirmation", [oid, contract, f"side={side}", f"qty={qty}", f"px={int(px)}"], "structured")
            self.idiom(c, "OMS ACK key=value line", "trade_confirmation")
        else:
            c = self.post(t3, "exec", f"Order {oid} sent: {side} {qty} {contract} LMT {P}. {venue} ack received, working.")
            self.hard(c, "trade_confirmation", [oid, side, str(qty), contract, P], "untagged")
            self.idiom(c, "exec agent prose order sent/working", "trade_confirmation")
        # fills
        t4 = self.later(t3, 20, 400)
        fill_px = px + (r.choice([0, 0, 1, -1]) if inst != "MHI" else 0)
        FP = _fi(fill_px)
        if edit_fill:
            part = max(1, qty // 2 + r.randint(-2, 2))
            old_avg = _fi(fill_px - 1 if long_ else fill_px + 1)
            f = self.post(t4, "oms", f"FILL ord={oid} sym={contract} side={side} cum={part}/{qty} avg={old_avg} status=PARTIAL")
            newc = f"FILL ord={oid} sym={contract} side={side} cum={qty}/{qty} avg={FP} status=FILLED"
            f.edits.append((self.later(t4, 30, 200), newc, [f"cum={part}/{qty}", f"avg={old_avg}"]))
            self.hard(f, "trade_fill", [oid, contract, f"side={side}", f"cum={qty}/{qty}", f"avg={FP}"], "structured")
            self.idiom(f, "OMS FILL line edited from partial to full", "trade_fill")
            t5 = f.edits[-1][0]
        elif r.random() < 0.35 and qty >= 10:
            part = qty // 2
            f1 = self.post(t4, "oms", "", embeds=[_oms_embed("Partial Fill", contract, side, f"{part} / {qty}", FP, oid, venue)])
            self.hard(f1, "trade_fill", [contract, side, f"{part} / {qty}", FP], "embed")
            t5 = self.later(t4, 15, 300)
            f2 = self.post(t5, "oms", "", embeds=[_oms_embed("Fill", contract, side, f"{qty} / {qty}", FP, oid, venue, [("Status", "FILLED")])])
            self.hard(f2, "trade_fill", [contract, side, f"{qty} / {qty}", FP], "embed")
            self.idiom(f2, "OMS embed Fill with cum qty", "trade_fill")
            f = f2
        else:
            if r.random() < 0.5:
                f = self.post(t4, "oms", "", embeds=[_oms_embed("Fill", contract, side, str(qty), FP, oid, venue, [("Status", "FILLED")])])
                self.hard(f, "trade_fill", [contract, side, str(qty), FP], "embed")
            else:
                f = self.post(t4, "kelvin", f"filled {qty} {sym} @ {FP} ✅")
                self.hard(f, "trade_fill", [sym, f"filled {qty}", FP], "shorthand")
                self.idiom(f, "filled N SYM @ px ✅ trader shorthand fill", "trade_fill")
            t5 = t4
        if r.random() < 0.4:
            f.reactions.append((self.later(t5, 5, 60), r.choice(["✅", "🔥", "💪"]), PEOPLE["raymond"][0], "add"))
        pos = {"contract": contract, "sym": sym, "long": long_, "qty": qty, "px": px, "stop": sl, "step": step, "inst": inst}
        self.index_log.append((t5, pos))
        # stop placement
        t6 = self.later(t5, 40, 300)
        if edit_stop:
            lab = f"{contract} {'L' if long_ else 'S'}{qty}"
            s1 = self.post(t6, "kelvin", f"{lab} stop {S}")
            step2 = (gap // 2) // step * step or step
            lvl2 = sl + step2 if long_ else sl - step2
            lvl3 = px + step if long_ else px - step
            s1.edits.append((self.later(t6, 1200, 2400), f"{lab} stop {_fi(lvl2)} (moved, was wider)", [S]))
            s1.edits.append((self.later(s1.edits[-1][0], 900, 2400), f"{lab} stop {_fi(lvl3)} — BE+ (moved twice, see edits)", [_fi(lvl2)]))
            self.hard(s1, "stop_or_target_change", [contract, f"stop {_fi(lvl3)}"], "shorthand")
            self.idiom(s1, "stop level edited twice in place", "stop_or_target_change")
            sl = lvl3
        else:
            sv = r.randrange(3)
            if sv == 0:
                s1 = self.post(t6, "kelvin", f"sl {S} in (stop mkt), tp {TP}", ref=f)
                self.hard(s1, "stop_or_target_change", [f"sl {S}", f"tp {TP}"], "reply")
            elif sv == 1:
                s1 = self.post(t6, "exec", self._status_report(t6, f"Protective stop for {contract} placed at {S} (stop-market, GTC incl. T+1); take-profit {TP} resting."))
                self.hard(s1, "stop_or_target_change", [contract, S, TP], "buried")
                self.idiom(s1, "stop placement buried in exec status report", "stop_or_target_change")
            else:
                s1 = self.post(t6, "oms", f"STOP ord={st.oid('HS')} parent={oid} sym={contract} side={'SELL' if long_ else 'BUY'} qty={qty} trigger={int(sl)} type=STP status=ACCEPTED")
                self.hard(s1, "stop_or_target_change", [contract, f"trigger={int(sl)}", f"parent={oid}"], "structured")
        pos["stop"] = sl
        st.index_pos = pos
        return s1.edits[-1][0] if s1.edits else s1.t

    def lc_index_exit_or_move(self, t):
        r, ip = self.r, self.st.index_pos
        if not ip:
            return
        if r.random() < 0.5:
            new = ip["px"] + 3 * ip["step"] if ip["long"] else ip["px"] - 3 * ip["step"]
            txt = r.choice([f"{ip['sym']} sl → {_fi(new)}, lock some in", f"move stop on {ip['contract']} to {_fi(new)}",
                            f"trail {ip['sym']} stop 上 {_fi(new)}"])
            m = self.post(t, "kelvin", txt)
            self.hard(m, "stop_or_target_change", [ip["sym"] if ip["sym"] in txt else ip["contract"], _fi(new)], "untagged")
            self.idiom(m, "sl → level arrow stop move", "stop_or_target_change")
            ip["stop"] = new
        else:
            txt = r.choice([f"tp removed on {ip['contract']}, trailing 80pts instead", f"{ip['sym']} 唔要 tp 住, let it run, stop stays"])
            m = self.post(t, "kelvin", txt)
            self.hard(m, "stop_or_target_change", [ip["contract"] if ip["contract"] in txt else ip["sym"], "tp removed" if "tp removed" in txt else "唔要 tp"], "untagged")

    def _status_report(self, t, decision):
        r, st = self.r, self.st
        rows = []
        for b in self.book_at(t):
            if b["kind"] == "stock":
                last = st.px[b["code"]] * r.uniform(0.985, 1.015)
                rows.append(f"  {b['code']:04d}.HK {b['qty']:>+11,} @ {_fp(b['px']):>7}  last {_fp(last):>7}  "
                            f"uPnL {(last - b['px']) * b['qty'] / 1000:+,.0f}k  stop {_fp(b['stop'])}")
            else:
                rows.append(f"  CBBC {b['code']} {b['qty']:>+11,} ({'bull' if b['bull'] else 'bear'} {b['iss']}, und "
                            f"{(str(b['und']) + '.HK') if b.get('und') else 'HSI'})  uPnL {r.randint(-60, 90):+d}k")
        ip = self.index_at(t)
        if ip:
            rows.append(f"  {ip['contract']} {'+' if ip['long'] else '-'}{ip['qty']} lots @ {_fi(ip['px'])}")
        hs = self.lvl(t)
        lines = [
            f"**Status {_hhmm(t)} HKT — desk HK-EQD/{self.ci + 1}** (Kestrel)",
            "Positions:",
            *rows,
            f"Market: HSI {_fi(hs)} ({r.uniform(-1.2, 1.2):+.2f}%), HSCEI {_fi(self.hhi + r.randint(-30, 30))}, HSTECH {_fi(hs * 0.2 + r.randint(-40, 40))}, "
            f"turnover HK${r.uniform(30, 140):.1f}bn, southbound {r.choice(['+', '-'])}HK${r.uniform(0.5, 9):.1f}bn, A50 {r.uniform(-1, 1):+.2f}%, "
            f"USDCNH {r.uniform(7.18, 7.34):.4f}, 1M HIBOR {r.uniform(3.5, 4.9):.2f}%.",
            f"CBBC street: bulls ~HK${r.uniform(0.8, 2.9):.1f}bn between {_fi(hs - 700)}–{_fi(hs - 300)}, bears ~HK${r.uniform(0.5, 2.2):.1f}bn between "
            f"{_fi(hs + 300)}–{_fi(hs + 800)}; nearest heavy KO band {r.choice(['below', 'above'])} spot by {r.randint(120, 420)}pts.",
            f"Action: {decision}",
            f"Working orders: {r.choice(['none', 'none', '1 (resting TP)', '2 (stops)'])}. OMS gw1/gw2 up, latency p50 {r.uniform(2, 6):.1f}ms / p99 {r.randint(8, 25)}ms, "
            f"0 rejects today, risk util {r.randint(40, 90)}%, recon clean as of {_hhmm(t - 900_000)}.",
            "KO bands (street, HSI):",
            *[f"  {_fi(hs + off)}–{_fi(hs + off + 99)}  {'bull' if off < 0 else 'bear'}  ~HK${r.uniform(40, 600):.0f}m  {r.randint(5, 60)} products"
              for off in (-600, -400, -200, 200, 400)],
            f"Session: {r.choice(['continuous trading', 'CAS approaching', 'T+1 after-hours', 'pre-open'])}; VCM triggers today {r.randint(0, 4)}; "
            f"halts {r.randint(0, 2)} (none in book); short-sell ratio {r.uniform(12, 19):.1f}%.",
            "Recent street KOs (not in book): " + "; ".join(f"{r.randint(52000, 69999)} HSI {r.choice(['bull', 'bear'])} {r.choice(ISSUERS)}" for _ in range(3)) + ".",
            f"Checks: stops vs book ✅, limits vs book ✅, OMS/dropcopy match ✅, KO proximity ✅, news watch on held names ✅ ({r.randint(3, 20)} items screened).",
            f"Next: {r.choice(['monitoring CBBC KO levels near spot', 'watching ADR-implied open for T+1', 'EOD recon at 16:45', 'no further action unless stops trigger', 'results calendar check after lunch'])}.",
        ]
        return "\n".join(lines)

    # ---------------------------------------------------- stock lifecycles
    def lc_stock(self, t, reject=False, exit_pos=None, forget=False):
        r, st = self.r, self.st
        if exit_pos:
            code = exit_pos["code"]
            long_ = False
            qty = exit_pos["qty"]
        else:
            held = {b["code"] for b in st.book if b["kind"] == "stock"}
            code = r.choice([c for c in (700, 9988, 3690, 5, 1299, 1211, 388, 1810, 941, 2318, 9618) if c not in held])
            long_ = r.random() < 0.75
            qty = r.choice([20_000, 50_000, 100_000, 200_000]) if st.px[code] < 150 else r.choice([10_000, 20_000, 40_000])
        px = st.px[code]
        P = _fp(px)
        sl = _rp(px * (0.96 if long_ else 1.04))
        tp = _rp(px * (1.08 if long_ else 0.93))
        S, T = _fp(sl), _fp(tp)
        name = self.stock_name(code)
        hk = f"{code:04d}.HK"
        why = r.choice(["results next wk, street too bearish", "southbound accumulating 5 days", "breakout over 20d high",
                        "div play, ex-date Thu", "mainland stimulus headlines", "ADR +3% overnight", "price war fears overdone"])
        if exit_pos:
            v = r.randrange(3)
            if v == 0:
                c = f"s {_k(qty)} {_cs(code)} @ {P} — cut it, {r.choice(['thesis broken', '食咗夠', 'rotate into index'])}"
                facts = [_cs(code), f"s {_k(qty)}", P]
                ph = "shorthand"
            elif v == 1:
                c = f"Propose we sell the whole {name} line ({qty:,} sh) here at {P}. {r.choice(['Target reached', 'Risk/reward gone', 'Better use of gross elsewhere'])}."
                facts = [name, "sell", f"{qty:,}", P]
                ph = "untagged"
            else:
                c = f"平倉 {name} {_k(qty)} @ {P}? 我覺得夠喇"
                facts = [name, "平倉", _k(qty), P]
                ph = "untagged"
        elif forget:
            acct = f"{r.randint(1000, 9999)}-{r.randint(100, 999)}"
            c = (f"for client {r.choice(['Mrs Leung', 'Mr Ho', 'Dr Tsang', 'Mrs Chow'])} a/c {acct}: b {_k(qty)} {hk} @ {P} sl {S}, "
                 f"{r.choice(['she called me directly', 'he called me directly', 'per phone order'])}")
            facts = [hk, f"b {_k(qty)}", P, S]
            ph = "shorthand"
        else:
            v = r.randrange(4)
            bs = "buy" if long_ else "sell"
            if v == 0:
                c = f"Want to {bs} {_k(qty)} {name} around {P}, stop {S}, tgt {T}. {why}. @raymond ok?"
                facts = [name, bs, _k(qty), P, S]
                ph, idi = "untagged", "prose 'want to buy Nk <company>' proposal"
            elif v == 1:
                c = f"{'b' if long_ else 's'} {_k(qty)} {_cs(code)} @ {P} sl {S}"
                facts = [_cs(code), f"{'b' if long_ else 's'} {_k(qty)}", P, S]
                ph, idi = "shorthand", "k-suffixed size with bare HK code shorthand"
            elif v == 2:
                c = f"{name} {'跌到' if long_ else '彈到'} {P}, 想{'入' if long_ else '沽'} {_k(qty)}, stop {S} 🙏"
                facts = [name, f"想{'入' if long_ else '沽'} {_k(qty)}", P, S]
                ph, idi = "untagged", "Cantonese 想入 Nk <company> proposal"
            else:
                c = f"[PROPOSE] {hk} {bs.upper()} {qty:,} @ {P} LMT, SL {S}, TP {T}"
                facts = [hk, bs.upper(), f"{qty:,}", P, S]
                ph, idi = "tagged", "[PROPOSE] tagged single-stock proposal"
        p = self.post(t, "winnie", c)
        self.hard(p, "trade_proposal", facts, ph)
        if not exit_pos and not forget:
            self.idiom(p, idi, "trade_proposal")
        if forget:
            p.forget = (self.later(t, 300, 900), "compliance")
            p.removed = f"a/c {acct}"
            self.post(self.later(t, 900, 1200), "compliance", "Removed a message with client account details. Please keep client identifiers in the OMS client field, not in chat. Thanks.")
            return
        t2 = self.later(t, 30, 240)
        if reject:
            a = self.post(t2, "raymond", r.choice(["🙅 no — results tmr, wait", "唔好住, 太多 China tech already"]), ref=p)
            self.hard(a, "trade_approval", ["no" if "no" in a.content else "唔好住", "results tmr" if "results" in a.content else "China tech"], "reply")
            return
        txt, fct = r.choice([("ok 做", ["ok", "做"]), ("go", None), ("👍", None), ("ok send", ["ok", "send"]),
                             ("yes, go ahead", ["yes", "go ahead"]), ("做啦 👍", ["做啦", "👍"])])
        if fct is None:
            txt, fct = (f"go, {name} ok", ["go", name]) if r.random() < 0.5 else (f"👍 {_cs(code)} ok", ["👍", f"{_cs(code)} ok"])
        a = self.post(t2, "raymond", txt, ref=p)
        self.hard(a, "trade_approval", fct, "reply")
        t3 = self.later(t2, 20, 120)
        oid = self.st.oid("HE")
        side = "BUY" if long_ else "SELL"
        if r.random() < 0.5:
            c = self.post(t3, "exec", f"[ACK] {hk} {side} {qty:,} @ {P} — ord {oid} accepted by HKEX, working (DAY)")
            self.hard(c, "trade_confirmation", [hk, side, f"{qty:,}", P, oid], "tagged")
            self.idiom(c, "[ACK] tagged exec confirmation", "trade_confirmation")
        else:
            c = self.post(t3, "oms", "", embeds=[_oms_embed("New Order — ACK", hk, side, f"{qty:,}", P, oid, "HKEX", [("Type", "LMT"), ("TIF", "DAY")])])
            self.hard(c, "trade_confirmation", [hk, side, f"{qty:,}", P, oid], "embed")
        t4 = self.later(t3, 60, 900)
        if not exit_pos and r.random() < 0.2:
            x = self.post(t4, "exec", f"Cancelled {oid} ({hk} {side} {qty:,} @ {P}) — no fill in 15 min, per desk rule; 0 filled.")
            self.hard(x, "trade_confirmation", ["Cancelled", oid, hk], "untagged")
            self.idiom(x, "exec agent cancel confirmation", "trade_confirmation")
            return
        fv = r.randrange(3)
        if fv == 0:
            f = self.post(t4, "exec", f"[FILL] {hk} {side} {qty:,} @ {P} avg (ord {oid})")
            self.hard(f, "trade_fill", [hk, side, f"{qty:,}", P], "tagged")
            self.idiom(f, "[FILL] tagged exec fill", "trade_fill")
        elif fv == 1:
            f = self.post(t4, "oms", "", embeds=[_oms_embed("Execution report", hk, side, f"{qty:,}", P, oid, "HKEX", [("Status", "FILLED"), ("LeavesQty", "0")])])
            self.hard(f, "trade_fill", [hk, side, f"{qty:,}", P], "embed")
            self.idiom(f, "OMS embed Execution report fill", "trade_fill")
        else:
            f = self.post(t4, "winnie", f"{'買' if long_ else '沽'}晒 {_k(qty)} {name} @ {P} 🙌")
            self.hard(f, "trade_fill", [f"{'買' if long_ else '沽'}晒 {_k(qty)}", name, P], "shorthand")
        if exit_pos:
            self.st.book = [b for b in self.st.book if b is not exit_pos]
            self.book_log.append((f.t, "rm", exit_pos))
            self.held_events.append((f.t, code, -1))
            return f.t
        entry = {"kind": "stock", "code": code, "qty": qty if long_ else -qty, "px": px, "stop": sl}
        self.st.book.append(entry)
        self.book_log.append((f.t, "add", entry))
        self.held_events.append((f.t, code, +1))
        t5 = self.later(t4, 60, 600)
        s = self.post(t5, "winnie", r.choice([f"{_cs(code)} stop {S} in OMS, tgt {T}", f"{name}: sl {S} / tp {T} set",
                                                 f"stop for {hk} = {S} (hard stop now, not mental)"]))
        self.hard(s, "stop_or_target_change", [x for x in (hk, name, _cs(code)) if x in s.content][:1] + [S], "untagged")
        return t5

    # ---------------------------------------------------- CBBC / warrants
    def lc_cbbc(self, t, warrant=False, thread=True):
        r, st = self.r, self.st
        und_stock = r.random() < 0.45 or warrant
        code = r.randint(52000, 69999) if not warrant else r.randint(13000, 29999)
        iss = r.choice(ISSUERS)
        if und_stock:
            uc = r.choice([700, 9988, 3690, 1810, 1211])
            spot = st.px[uc]
            und = self.stock_name(uc, r.choice(["name", "code"]))
        else:
            uc = None
            spot = self.hsi
            und = "HSI"
        bull = r.random() < 0.6 or warrant
        if warrant:
            strike = _rp(spot * 1.1)
            price = _rp(max(0.01, spot * 0.06 / 10 * r.uniform(0.7, 1.3)))
            desc = f"{und} call {iss} {r.choice(['26/06', '29/08', '30/09'])} k{_fp(strike)}"
            kind_cn = "窩輪"
        else:
            if und == "HSI":
                call = int((spot - r.randint(8, 16) * 50) if bull else (spot + r.randint(8, 16) * 50)) // 50 * 50
                price = _rp(abs(spot - call) / 10000 + 0.005)
            else:
                call = _rp(spot * (0.9 if bull else 1.1))
                price = _rp(abs(spot - call) / 100 + 0.01)
            desc = f"{und} {'牛' if bull else '熊'} {iss} rc {_fi(call) if und == 'HSI' else _fp(call)}"
            kind_cn = "牛證" if bull else "熊證"
        units = r.choice([500_000, 1_000_000, 2_000_000, 3_000_000])
        PR = _fp(price)
        v = r.randrange(3)
        if v == 0:
            c = f"b {_k(units)} {code} @ {PR} ({desc})"
            facts = [str(code), f"b {_k(units)}", PR]
            idi = "CBBC code + 牛/熊 + recall level shorthand proposal"
        elif v == 1:
            c = f"{kind_cn} {code} 入 {_k(units)} @ {PR}, {desc}, KO buffer ok 我計過"
            facts = [str(code), f"入 {_k(units)}", PR]
            idi = "Cantonese 牛證/熊證 入 N proposal"
        else:
            c = f"[PROPOSAL] BUY {units:,} {code} ({desc}) @ {PR}"
            facts = ["[PROPOSAL]", "BUY", f"{units:,}", str(code), PR]
            idi = "[PROPOSAL] tagged CBBC proposal"
        p = self.post(t, "fai", c)
        self.hard(p, "trade_proposal", facts, "shorthand" if v < 2 else "tagged")
        self.idiom(p, idi, "trade_proposal")
        th = p if thread else None
        t2 = self.later(t, 30, 200)
        if thread:
            self.post(self.later(t, 10, 25), "jason", r.choice(["ratio 係幾多?", "issuer spread ok?", "how far is KO?"]), "near", thread=th)
            t2 = self.later(t2, 30, 60)
            self.post(self.later(t, 28, 29), "fai", r.choice(["10000:1, spread 1 tick", "UB/SG spread 最窄", "~650pts buffer"]), thread=th)
        txt, fct = r.choice([("👍 send it", ["👍", "send it"]), ("ok 做", ["ok", "做"]), ("go, but max 1m", ["go", "max 1m"]),
                             ("send 🚀", ["send", "🚀"])])
        if txt.startswith("go, but") and units > 1_000_000:
            units = 1_000_000
        a = self.post(t2, "raymond", txt, ref=p, thread=th)
        self.hard(a, "trade_approval", fct, "reply")
        self.idiom(a, "emoji 👍 send it approval", "trade_approval")
        t3 = self.later(t2, 20, 100)
        oid = st.oid("HC")
        if r.random() < 0.3:
            rk = self.post(t3, "risk", f"riskd event=ORDER_BLOCKED ord={oid} sym={code} reason=cbbc_notional_cap cap_hkd=5.0m "
                                      f"req_hkd={units * price / 1e6 + 5.1:.1f}m action=block")
            self.hard(rk, "risk_limit", ["ORDER_BLOCKED", str(code), "cbbc_notional_cap"], "structured")
            self.idiom(rk, "risk ORDER_BLOCKED key=value", "risk_limit")
            self.post(self.later(t3, 20, 80), "fai", "ok 咁 skip 先, 遲啲 resize", thread=th)
            return
        fv = r.randrange(3)
        if fv == 0:
            f = self.post(t3, "fai", f"filled {_k(units)} {code} @ {PR} ✅", thread=th)
            self.hard(f, "trade_fill", [str(code), f"filled {_k(units)}", PR], "shorthand")
        elif fv == 1:
            f = self.post(t3, "oms", "", embeds=[_oms_embed("Fill", str(code), "BUY", f"{units:,}", PR, oid, "HKEX", [("Product", "CBBC" if not warrant else "DW")])], thread=th)
            self.hard(f, "trade_fill", [str(code), "BUY", f"{units:,}", PR], "embed")
        else:
            f = self.post(t3, "exec", f"Filled: BUY {units:,} {code} ({desc}) @ {PR}, ord {oid}. Position now {units:,}.", thread=th)
            self.hard(f, "trade_fill", ["BUY", f"{units:,}", str(code), PR], "untagged")
        entry = {"kind": "cbbc", "code": code, "und": uc, "qty": units, "px": price, "bull": bull, "iss": iss}
        self.st.book.append(entry)
        self.book_log.append((f.t, "add", entry))
        if uc:
            self.held_events.append((f.t, uc, +1))
        t4 = self.later(t3, 60, 500)
        if und == "HSI":
            lvl = _fi(spot - r.randint(3, 6) * 50 if bull else spot + r.randint(3, 6) * 50)
        else:
            lvl = _fp(_rp(spot * (0.96 if bull else 1.04)))
        s = self.post(t4, "fai", f"{code}: stop = {und} {lvl} (underlying), 唔 hold 到 KO", thread=th)
        self.hard(s, "stop_or_target_change", [str(code), lvl], "untagged")
        self.idiom(s, "CBBC stop expressed on underlying level", "stop_or_target_change")
        return t4

    # --------------------------------------------------------- other hard
    def risk_events(self, times):
        r = self.r
        out = []
        opts = [
            lambda t: (self.post(t, "raymond", f"from now: max {r.choice([30, 40, 50])} lots HSI net, no new CBBC after 15:30. {r.choice(['CPI tonight', 'vol too high', 'after yday'])}"),
                       lambda m: ["lots HSI net", "no new CBBC after 15:30"], "untagged", "desk head sets lot cap in prose"),
            lambda t: (self.post(t, "risk", f"riskd event=LIMIT_BREACH metric=single_name_pct name={r.choice(sorted(self._held_at(t)) or [700]):04d}.HK value={r.uniform(20.1, 24):.1f}% limit=20.0% action=alert_only"),
                       lambda m: ["LIMIT_BREACH", m.content.split("name=")[1].split()[0], "limit=20.0%"], "structured", "risk LIMIT_BREACH key=value"),
            lambda t: (self.post(t, "risk", "", embeds=[{"title": "Limit changed", "author": "riskd",
                                                         "fields": [{"name": "Metric", "value": "gross_hkd"}, {"name": "Old", "value": "500m"},
                                                                    {"name": "New", "value": f"{r.choice([450, 550, 600])}m"}, {"name": "Approved by", "value": "raymond.cheung"}],
                                                         "footer": "risk engine · HK-EQD"}]),
                       lambda m: ["Limit changed", "gross_hkd", m.embeds[0]["fields"][2]["value"]], "embed", "risk embed limit changed"),
            lambda t: (self.post(t, "exec", self._status_report(t, f"Risk: desk var95 at {r.randint(101, 112)}% of limit — per rule I am blocking new index adds until it is back under 100%.")),
                       lambda m: ["var95", "blocking new index adds"], "buried", "risk enforcement buried in status report"),
        ]
        for t, i in zip(times, r.sample(range(len(opts)), len(times))):
            m, ff, ph, idi = opts[i](t)
            self.hard(m, "risk_limit", ff(m), ph)
            self.idiom(m, idi, "risk_limit")
            out.append(m)
            if i == 0:
                m.pins.append((self.later(t, 20, 60), "raymond", "pin"))
                m.reactions.append((self.later(t, 10, 30), "📌", PEOPLE["raymond"][0], "add"))
        return out

    def headline(self, code, name):
        r = self.r
        tpl, kw, summ = r.choice([
            ("{co} Q4 revenue beats estimates, adj. net profit +{p}% y/y", "beats estimates", "Gross margin expanded; management guided capex higher for AI infra."),
            ("{co} announces HK${n}bn on-market share buyback", "buyback", "Programme runs 12 months; company says shares undervalued."),
            ("{co} shares to halt trading pending inside information announcement", "halt trading", "Halt from 13:00 HKT, no reason given in the HKEXnews filing."),
            ("{co} cut to Neutral at Goldman, PT lowered to HK${pt}", "cut to Neutral", "Broker cites slowing core growth and rising competition."),
            ("{co} upgraded to Overweight at Morgan Stanley; PT HK${pt}", "upgraded to Overweight", "Analyst sees earnings trough passing in 2H."),
            ("SAMR opens probe into {co} over merchant exclusivity practices", "probe", "Regulator statement posted on its website; company says it will cooperate."),
            ("{co} prices US${n}bn zero-coupon convertible due 2030", "convertible", "Conversion premium 27.5%; proceeds for overseas expansion and buyback."),
            ("{co} CFO to step down, effective end-month — filing", "step down", "Successor named from internal finance team; no disagreement with board."),
            ("{co} profit warning: FY net profit seen down {p}%", "profit warning", "Company blames weaker consumer demand and FX losses."),
        ])
        hl = tpl.format(co=name, p=r.randint(8, 45), n=r.choice([1.5, 2, 3, 5]) if "convertible" in tpl else r.choice([2, 5, 10, 20]), pt=_fp(_rp(self.st.px[code] * r.uniform(0.8, 1.3))))
        return hl, kw, summ

    def news_post(self, t, code, name, etype=None, via=None):
        r = self.r
        hl, kw, summ = self.headline(code, name)
        src = r.choice(["BBG", "RTRS", "HKEJ 信報", "SCMP", "Caixin", "HKEXnews", "AAStocks"])
        summ = summ + " " + r.choice([
            "Shares were little changed in the pre-market auction; options volume picked up in the near-dated calls.",
            "Analysts on the call focused on capital return and the pace of overseas expansion; no change to full-year guidance.",
            "The stock has underperformed the Hang Seng Tech index by around 6 points year to date, per exchange data.",
            "Mainland investors have been net buyers via Stock Connect for most of the past two weeks, per HKEX data.",
            "The company did not respond to a request for comment outside business hours.",
        ]) + " " + r.choice([
            "Street consensus for next quarter is unchanged pending broker updates.",
            "More details are expected in the annual report due later this month.",
            "Trading volume in the first hour was about 1.4 times the 20-day average.",
            "Related CBBC and warrant turnover rose on the headline, issuer data show.",
        ])
        summ += "\n" + r.choice([
            "Context: Hong Kong-listed Chinese internet and consumer names have been volatile this quarter as investors weigh stimulus headlines against softer data.",
            "Context: the Hang Seng Index has swung in a wide range this month with turnover well above last year's average.",
            "Context: sell-side estimates for the sector have been trimmed in recent weeks, though buyback activity has picked up."]) + " " + r.choice([
            f"Background: the shares have moved {r.uniform(-25, 40):+.0f}% over 12 months against a {r.uniform(-10, 25):+.0f}% move in the Hang Seng Index; "
            f"{r.randint(20, 45)} analysts cover the stock, {r.randint(10, 35)} with a buy rating.",
            "Background: the company last updated guidance at its interim results; management has since flagged a more cautious consumer and "
            "higher marketing spend in its core business, while capital returns have been stepped up.",
            f"Background: the stock is a Hang Seng Index constituent with a weighting of about {r.uniform(0.8, 9):.1f}% and is among the most active "
            "underlyings for CBBCs and warrants on the exchange.",
        ])
        v = r.randrange(3)
        if v == 0:
            m = self.post(t, "news", f"📰 {src} | {hl}\n> {summ}")
            ph = "untagged"
        elif v == 1:
            m = self.post(t, "news", "", embeds=[{"title": hl, "description": summ, "author": "newswire", "footer": f"{src} · {_hhmm(t)} HKT · {code:04d}.HK"}])
            ph = "embed"
        else:
            m = self.post(t, "news", f"[NEWS] {_hhmm(t)} {src}: {hl} ({code:04d}.HK)\n{summ}")
            ph = "tagged"
        if etype:
            self.hard(m, etype, [name, kw], ph)
        else:
            m.kind = "near"
        return m

    # ------------------------------------------------------------ build
    def build(self):
        r, st = self.r, self.st
        book_start = [dict(b) for b in st.book]
        held_start = {b["code"] for b in book_start if b["kind"] == "stock"} | {b["und"] for b in book_start if b["kind"] == "cbbc" and b.get("und")}
        all_held_today = set(held_start)

        self.noise_timeline()

        # watchlist, pinned
        cand = [s[0] for s in STOCKS if s[0] not in all_held_today]
        watch = r.sample(cand, 3)
        t = self.at(8, 22, jitter=400)
        wl = self.post(t, "raymond", "watchlist today 👀 " + ", ".join(f"{self.stock_name(c, 'name')} ({c})" for c in watch)
                       + f"\n{r.choice(['唔好亂嚟', 'only w/ a catalyst', 'results season, careful'])}")
        wl.pins.append((self.later(t, 10, 40), "raymond", "pin"))
        wl.reactions.append((self.later(t, 5, 20), "📌", PEOPLE["raymond"][0], "add"))
        wl.pins.append((self.at(16, 50, jitter=300), "raymond", "unpin"))

        # lifecycles
        slots = [self.at(9, 17, jitter=600), self.at(9, 55, jitter=900), self.at(10, 50, jitter=1800),
                 self.at(13, 10, jitter=900), self.at(14, 5, jitter=1200), self.at(15, 5, jitter=1200)]
        kinds = ["index", "stock", "cbbc", "index", r.choice(["stock", "warrant", "cbbc"]), "exit"]
        if r.random() < 0.6:
            kinds.remove(kinds[4])
            slots.pop(r.choice([1, 2, 4]))
        r.shuffle(kinds)
        if "exit" in kinds:
            kinds.remove("exit")
            kinds.append("exit")
        reject_i = r.choice([i for i, k in enumerate(kinds) if k != "exit"])
        idx_is = [i for i, k in enumerate(kinds) if k == "index"]
        resize_i = idx_is[0] if idx_is and r.random() < 0.7 else None
        first_index_done = False
        edit_fill_done = False
        threaded = False
        for i, (k, ts) in enumerate(zip(kinds, slots)):
            rej = i == reject_i
            if k == "index":
                es = not first_index_done and not rej
                ef = not edit_fill_done and not es and not rej
                end = self.lc_index(ts, reject=rej, resize=(i == resize_i and not rej), edit_stop=es, edit_fill=ef)
                if end and es:
                    first_index_done = True
                if end and ef:
                    edit_fill_done = True
                if end and r.random() < 0.6:
                    self.lc_index_exit_or_move(self.later(end, 900, 3000))
            elif k == "stock":
                self.lc_stock(ts, reject=rej)
            elif k in ("cbbc", "warrant"):
                if rej:
                    self.lc_stock(ts, reject=True)
                else:
                    self.lc_cbbc(ts, warrant=(k == "warrant"), thread=not threaded)
                    threaded = True
            else:
                stocks = [b for b in st.book if b["kind"] == "stock" and b["qty"] > 0]
                if stocks and len(stocks) > 1:
                    self.lc_stock(ts, exit_pos=r.choice(stocks))
                else:
                    self.lc_stock(ts)
        # night session index trade
        if r.random() < 0.3:
            self.lc_index(self.at(21, 35, jitter=1500), night=True)
        if not first_index_done:
            self.lc_index(self.at(11, 20, jitter=900), edit_stop=True)

        # deleted hard event (wrong channel) and forgotten one
        t = self.at(10, 12, jitter=2400)
        d = self.post(t, "fai", f"b 2m {r.randint(52000, 69999)} @ 0.0{r.randint(30, 79)} for the structured notes book")
        self.hard(d, "trade_proposal", [d.content.split()[2], "b 2m"], "shorthand")
        d.delete_t = self.later(t, 40, 120)
        d.removed = d.content.split(" for ")[0]
        self.post(self.later(t, 30, 40), "fai", "sorry wrong chan 🙈")
        if r.random() < 0.7:
            self.lc_stock(self.at(11, 5, jitter=1500), forget=True)

        # held-position / watchlist / unrelated news
        held_now = self._held_at
        n_held = 0
        for hh in (8, 10, 13, 15, 19):
            if (r.random() < 0.5 and self.nhard() < 35) or (hh == 19 and n_held == 0):
                t = self.at(hh, r.randint(0, 55), jitter=200)
                hs = sorted(held_now(t))
                if hs:
                    c = r.choice(hs)
                    nm = self.stock_name(c, "name")
                    m = self.news_post(t, c, nm, "held_position_news")
                    n_held += 1
                    via = any(b["kind"] == "cbbc" and b.get("und") == c for b in st.book) and not any(b["kind"] == "stock" and b["code"] == c for b in st.book)
                    self.idiom(m, "news on CBBC underlying (held via derivative)" if via else "news on held name by company name", "held_position_news")
                    if r.random() < 0.5:
                        self.ack(self.later(t, 20, 200), m, "winnie")
                    if r.random() < 0.3 and self.nhard() < 35:
                        rt = self.post(self.later(t, 60, 240), "exec",
                                       r.choice([f"Triage: '{nm}' headline → routed to winnie.lau ({c:04d}.HK exposure in book) for review.",
                                                 f"triage item=N-{r.randint(1000, 9999)} action=route target=winnie.lau sym={c:04d}.HK reason=held_news"]), ref=m)
                        self.hard(rt, "route_decision", ["winnie.lau", f"{c:04d}.HK"], "structured" if "action=" in rt.content else "untagged")
                        self.idiom(rt, "triage routed to holder", "route_decision")
        for hh in (9, 14):
            t = self.at(hh, r.randint(0, 55), jitter=200)
            c = r.choice(watch)
            m = self.news_post(t, c, self.stock_name(c, "name"), "watchlist_news")
            self.idiom(m, "news on watchlist name", "watchlist_news")
        all_held_today |= {c for _, c, _ in self.held_events}
        unrel = [s[0] for s in STOCKS if s[0] not in all_held_today and s[0] not in watch]
        self.long_content(unrel)
        nr_left = r.choice([0, 1, 1, 2])
        for _ in range(r.randint(5, 8)):
            t = self.at(r.choice([7, 9, 11, 13, 14, 17, 20, 22]), r.randint(0, 59), jitter=60)
            c = r.choice(unrel)
            m = self.news_post(t, c, self.stock_name(c, "name"))
            self.idiom(m, "headline on a name nobody holds", "not_hard")
            if r.random() < 0.3 and nr_left > 0 and self.nhard() < 35:
                nr_left -= 1
                nr = self.post(self.later(t, 30, 300), r.choice(["raymond", "exec"]),
                               r.choice(["not ours, ignore 🙅", f"Triage: {c:04d}.HK not held/watched — no action, not routed."]), ref=m)
                if nr.who == "raymond":
                    nr.content = "not ours, ignore 🙅"
                    self.hard(nr, "no_route_decision", ["not ours", "ignore"], "reply")
                else:
                    nr.content = f"Triage: {c:04d}.HK not held/watched — no action, not routed."
                    self.hard(nr, "no_route_decision", [f"{c:04d}.HK", "not routed"], "untagged")
                self.idiom(nr, "explicit not-routed triage", "no_route_decision")
        # KO alert triage no-route
        t = self.at(r.choice([10, 14]), r.randint(0, 59))
        ko = self.post(t, "ko", self._ko_line(t), "noise")
        nr = self.post(self.later(t, 20, 90), "exec", f"KO alert {ko.content.split()[3]} reviewed: product not in book, no action required — not routing.", ref=ko)
        self.hard(nr, "no_route_decision", [ko.content.split()[3], "no action required"], "reply")
        # routing by head
        t = self.at(15, 20, jitter=1500)
        rc = r.choice(sorted(held_now(t)) or [700])
        rm = self.post(t, "raymond", r.choice([f"Routing the {self.stock_name(rc, 'name')} work to Kestrel — VWAP into close if we decide to trim",
                                               f"@Kestrel yours: {self.stock_name(rc, 'name')} 收市前 rebalance, I'm routing it to you"]))
        self.hard(rm, "route_decision", [self.stock_name(rc, "name"), "Kestrel"], "untagged")
        self.idiom(rm, "desk head routes item to exec agent", "route_decision")

        # risk
        self.risk_events([self.at(8, 35, jitter=900), self.at(r.choice([11, 14]), r.randint(0, 50))][: r.choice([1, 2, 2]) if self.nhard() < 37 else 1])

        # thesis updates
        for t in (self.at(12, 20, jitter=1800), self.at(16, 40, jitter=1800))[: r.choice([1, 2]) if self.nhard() < 38 else 1]:
            self.thesis(t)

        # EOD report with buried decision
        t = self.at(16, 35, jitter=400)
        ip = self.index_at(t)
        if ip:
            new = ip["stop"] + ip["step"] * 2 if ip["long"] else ip["stop"] - ip["step"] * 2
            dec = f"Overnight: {ip['contract']} stop tightened to {_fi(new)} for the T+1 session."
            m = self.post(t, "exec", self._eod(t, dec))
            self.hard(m, "stop_or_target_change", [ip["contract"], _fi(new)], "buried")
            ip["stop"] = new
        else:
            c = r.choice([b["code"] for b in self.book_at(t) if b["kind"] == "stock"] or [700])
            dec = f"Routing tomorrow's {c:04d}.HK pre-open review to winnie.lau."
            m = self.post(t, "exec", self._eod(t, dec))
            self.hard(m, "route_decision", [f"{c:04d}.HK", "winnie.lau"], "buried")
        self.idiom(m, "decision buried in long EOD report", m.labels[0][0])

        self.periodic_reports()
        self.near_misses()
        self.chat_fill()
        self.bulk_noise()
        return self.msgs

    def periodic_reports(self):
        r, st = self.r, self.st
        # morning book (near-miss: restates stops, no change)
        t = self.at(8, 5, jitter=300)
        stops = "; ".join(f"{b['code']:04d}.HK stop {_fp(b['stop'])} (unchanged)" for b in self.book_at(t) if b["kind"] == "stock")
        if self.index0:
            stops += f"; {self.index0['contract']} stop {_fi(self.index0_stop)} (unchanged)"
        m = self.post(t, "exec", self._status_report(t, f"No changes overnight. Stops: {stops}.").replace("Action:", "Book check:"), "near")
        self.idiom(m, "morning book restating unchanged stops", "not_hard")

        for hh in (9, 10, 11, 13, 14, 15, 18, 22):
            t = self.at(hh, r.randint(40, 52))
            self.post(t, "exec", self._status_report(t, r.choice([
                "none — routine check, all stops resting as per book.", "none; no working orders need attention.",
                "nothing to do; positions within limits, stops unchanged.", "no action; monitoring only."])), "noise")
        for hh, mm in ((7, 40), (10, 30), (12, 5), (14, 30), (16, 15), (20, 0)):
            t = self.at(hh, mm, jitter=120)
            rows = [f"{b['code']:04d}.HK   {b['qty']:>+12,}  avg {_fp(b['px']):>8}  last {_fp(st.px[b['code']] * r.uniform(0.99, 1.01)):>8}  {r.randint(-500, 700):+5d}k  {r.uniform(-3, 3):+.2f}%"
                    if b["kind"] == "stock" else f"CBBC {b['code']}    {b['qty']:>+12,}  {'bull' if b['bull'] else 'bear'} {b['iss']}              {r.randint(-80, 120):+5d}k  {r.uniform(-9, 9):+.2f}%"
                    for b in self.book_at(t)]
            self.post(t, "pnl", f"📊 PnL snapshot {_hhmm(t)} HKT | desk HK-EQD/{self.ci + 1}\n```\n" + "\n".join(rows)
                      + f"\nindex fut {r.randint(-300, 400):+d}k\nTOTAL     HK${r.uniform(-1.5, 2.5):+.2f}m   MTD HK${r.uniform(-5, 12):+.1f}m\n```"
                      + f"\nby bucket: delta {r.randint(-900, 900):+d}k | gamma {r.randint(-60, 60):+d}k | vega {r.randint(-40, 40):+d}k | theta/decay {r.randint(-30, 0):+d}k | "
                        f"fees {r.randint(-60, -5):+d}k | carry {r.randint(-10, 10):+d}k\nrealised {r.randint(-500, 800):+d}k, unrealised {r.randint(-900, 900):+d}k, "
                        f"gross used {r.randint(45, 90)}%, turnover today HK${r.uniform(20, 180):.1f}m, commissions {r.uniform(0.5, 3):.2f}bp avg, "
                        f"slippage vs arrival {r.uniform(-4, 6):+.1f}bp\n"
                        f"hit ratio {r.randint(35, 70)}% on {r.randint(4, 15)} trades, max dd intraday {r.randint(-900, -50)}k at {r.choice(['09:4', '10:1', '11:2', '14:0'])}{r.randint(0, 9)}", "noise")

    def _held_at(self, t):
        hs = {b["code"] for b in self.st.book if b["kind"] == "stock"}
        hs |= {b["und"] for b in self.st.book if b["kind"] == "cbbc" and b.get("und")}
        # roll back events after t
        for et, c, sgn in self.held_events:
            if et > t and sgn > 0:
                hs.discard(c)
            if et > t and sgn < 0:
                hs.add(c)
        # avoid names whose holding changes within 30 min of t (ambiguous)
        for et, c, _ in self.held_events:
            if abs(et - t) < 1800_000:
                hs.discard(c)
        return hs

    def thesis(self, t):
        r, st = self.r, self.st
        if not getattr(self, "_thesis_left", None):
            self._thesis_left = r.sample(range(4), 4)
        v = self._thesis_left.pop()
        held = sorted(self._held_at(t)) or [700]
        c = r.choice(held)
        nm = self.stock_name(c, "name")
        if v == 0:
            m = self.post(t, "winnie", f"Changing my view on {nm}: now bearish. {r.choice(['Price war with JD is real', 'Guidance too rich', 'Southbound selling 4 days straight'])}, margin-expansion thesis invalidated. Will look to cut on bounces.")
            self.hard(m, "thesis_update", [nm, "now bearish", "thesis invalidated"], "untagged")
            self.idiom(m, "explicit 'changing my view' bearish flip", "thesis_update")
        elif v == 1:
            if r.random() < 0.5:
                m = self.post(t, "kelvin", f"HSI 轉淡 — lost {_fi(self.lvl(t) + 40)} support, view bearish into Fri, only fading rallies from here")
                self.hard(m, "thesis_update", ["HSI 轉淡", "view bearish"], "untagged")
            else:
                m = self.post(t, "kelvin", f"HSI 轉好 — held {_fi(self.lvl(t) - 60)} twice, flipping to bullish bias for the wk, shorts only as hedges")
                self.hard(m, "thesis_update", ["HSI 轉好", "bullish bias"], "untagged")
            self.idiom(m, "Cantonese 轉淡 view change", "thesis_update")
        elif v == 2:
            m = self.post(t, "raymond", f"Conviction up on {nm} into results — keep full size, 唔好 trim")
            self.hard(m, "thesis_update", [nm, "Conviction up"], "untagged")
        else:
            body = self._analysis(t)
            mid = f"Net: I'm downgrading {nm} from high to low conviction — thesis on the buyback support no longer holds."
            parts = body.split("\n\n")
            parts.insert(len(parts) // 2 + 1, mid)
            m = self.post(t, "winnie", "\n\n".join(parts))
            self.hard(m, "thesis_update", [nm, "high to low conviction"], "buried")
            self.idiom(m, "conviction change buried mid analysis", "thesis_update")

    def _analysis(self, t):
        r = self.r
        h = self.lvl(t)
        paras = [
            f"Street bull CBBC outstanding is concentrated {_fi(h - 650)}–{_fi(h - 350)} (≈HK${r.uniform(1.2, 2.8):.1f}bn notional), "
            f"bears thinner above {_fi(h + 400)}. If we lose {_fi(h - 350)} there is a KO cascade risk as issuers unwind hedges, which historically adds 80–150pts of downside in an hour.",
            f"Southbound has been {r.choice(['net buyers', 'net sellers'])} for {r.randint(3, 9)} sessions (HK${r.uniform(8, 40):.0f}bn cumulative), mostly in "
            f"{r.choice(['Tencent, Meituan and Xiaomi', 'HSBC, China Mobile and CNOOC', 'Alibaba and the insurers'])}. Dividend names keep getting the mainland bid while tech is two-way.",
            f"Vol: HSI 1M implied {r.uniform(18, 28):.1f} vs realised {r.uniform(15, 26):.1f}; skew flat. HIBOR 1M at {r.uniform(3.5, 4.9):.2f}% — property and banks sensitive to that, "
            f"and USDHKD is {r.choice(['near the weak side', 'mid-band', 'near the strong side'])} of the band.",
            f"Technicals: 20d MA {_fi(h - r.randint(50, 250))}, 50d {_fi(h - r.randint(200, 600))}. RSI {r.randint(38, 71)}. None of this is a trade by itself, "
            "just context for sizing; A50 futures and the ADR-implied open still drive the first hour.",
            f"Issuer behaviour: when bulls knock out the issuer unwinds its long futures hedge, so a cluster of KOs is mechanically a sell programme. "
            f"Conversely new bull issuance after a KO wave tends to support the tape. Today's new listings skew {r.choice(['bull', 'bear'])} ({r.randint(55, 75)}%), "
            "which usually tells you where the retail crowd is leaning rather than where the index goes.",
            f"Cross-asset: CNH has been {r.choice(['stable', 'weak', 'firm'])}, US 10y {r.uniform(4.0, 4.6):.2f}%, and the Golden Dragon index moved "
            f"{r.uniform(-3, 3):+.1f}% overnight. Correlation of HSI with the ADR basket is ~{r.uniform(0.6, 0.9):.2f} over 20 days, lower than usual, so the open gap is a weaker signal.",
        ]
        openers = [
            "Quick read on positioning before the afternoon, no trade idea attached:",
            "Some context on where we are (long, sorry):",
            "Notes from the flows call + my own numbers:",
            "Dumping my thoughts here so I don't repeat them 5 times:",
            "Weekly-ish positioning check:",
        ]
        r.shuffle(paras)
        k = r.randint(3, 5)
        return r.choice(openers) + "\n\n" + "\n\n".join(paras[:k])

    def _eod(self, t, decision):
        r, st = self.r, self.st
        lines = [f"**EOD {self.date:%d %b} — HK-EQD/{self.ci + 1}** (Kestrel)", "",
                 f"Close: HSI {_fi(self.lvl(t))} ({r.uniform(-1.8, 1.8):+.2f}%), HSCEI {_fi(self.lvl(t) * 0.3448)}, "
                 f"turnover HK${r.uniform(80, 190):.1f}bn. Southbound {r.choice(['+', '-'])}HK${r.uniform(1, 15):.1f}bn.", "",
                 "Book:"]
        for b in self.book_at(t):
            if b["kind"] == "stock":
                lines.append(f"  {b['code']:04d}.HK {b['qty']:+,} avg {_fp(b['px'])} stop {_fp(b['stop'])}  pnl {r.randint(-400, 600)}k")
            else:
                lines.append(f"  CBBC {b['code']} {b['qty']:+,} ({'bull' if b['bull'] else 'bear'}, {b['iss']})  pnl {r.randint(-90, 150)}k")
        if self.index_at(t):
            ip = self.index_at(t)
            lines.append(f"  {ip['contract']} {'+' if ip['long'] else '-'}{ip['qty']} lots avg {_fi(ip['px'])}")
        lines += ["", f"Day PnL HK${r.uniform(-2.5, 3.5):+.2f}m; fees HK${r.randint(18, 70)}k. Orders {r.randint(6, 14)}, fills matched by recon.",
                  "", decision, "",
                  "Tomorrow: ADR-implied open, results calendar, CBBC KO levels within 1% of spot flagged in #cbbc-watch.",
                  f"Limits at close: gross {r.randint(55, 92)}%, var95 {r.randint(50, 97)}%, single-name max {r.uniform(9, 19.5):.1f}%."]
        return "\n".join(lines)

    def _ko_line(self, t):
        r = self.r
        self.st.ko_seq += 1
        held = {b["code"] for b in self.st.book if b["kind"] == "cbbc"}
        code = r.randint(52000, 69999)
        while code in held:
            code += 1
        und = r.choice(["HSI", "HSI", "HSI", "HSCEI", "TENCENT", "ALIBABA", "MEITUAN"])
        bull = r.random() < 0.5
        lvl = _fi(self.hsi + (-1 if bull else 1) * r.randint(2, 8) * 50) if und == "HSI" else (_fi(self.hhi + r.randint(-100, 100)) if und == "HSCEI" else _fp(r.uniform(80, 420)))
        return (f"⚠️ CBBC KO: {code} {und} {'bull' if bull else 'bear'} ({r.choice(ISSUERS)}) call {lvl} — MCE at {_hhmm(t)}:{r.randint(0, 59):02d}, trading suspended, residual value calc T+1\n"
                f"outstanding {r.randint(5, 85)}% of issue, street notional ~HK${r.uniform(2, 60):.1f}m, next KO cluster {r.choice(['50', '100', '150', '200'])}pts away. "
                f"not in book — fyi only. spot at trigger {_fi(self.hsi + r.randint(-300, 300)) if und == 'HSI' else 'n/a'}, "
                f"{r.randint(1, 12)} other products from the same issuer within 100pts.")

    # --------------------------------------------------------------- noise
    def noise_timeline(self):
        r, st = self.r, self.st
        # risk heartbeats hourly
        for hh in range(24):
            t = self.at(hh, r.randint(0, 2), r.randint(0, 59))
            g = r.uniform(280, 520)
            v = r.uniform(2.1, 5.6)
            m = self.post(t, "risk", f"riskd hb ts={hh:02d}:00 HKT desk=HK-EQD/{self.ci + 1} status=OK breaches=0\n"
                                      f"gross_hkd={g:.1f}m/600m ({g / 6:.0f}%) net_hkd={r.uniform(-90, 140):+.1f}m\n"
                                      f"delta: hsi={r.randint(-35, 40):+d}lots hhi={r.randint(-40, 40):+d}lots mhi={r.randint(-20, 20):+d} beta_adj_hkd={r.uniform(-60, 90):+.1f}m\n"
                                      f"var95_1d_hkd={v:.2f}m/6.00m ({v / 0.06:.0f}%) es97.5_hkd={v * 1.38:.2f}m\n"
                                      f"cbbc_notional_hkd={r.uniform(0.5, 4.9):.1f}m/5.0m dw_notional_hkd={r.uniform(0.1, 1.9):.1f}m/2.0m\n"
                                      f"single_name_max={r.choice(['0700.HK', '9988.HK', '0005.HK', '3690.HK'])} {r.uniform(6, 18):.1f}%/20% sector_max=tech {r.randint(20, 44)}%/45%\n"
                                      f"by_und: HSI {r.randint(-30, 30):+d} | HHI {r.randint(-40, 40):+d} | 0700.HK {r.uniform(-9, 9):+.1f}m | 9988.HK {r.uniform(-6, 6):+.1f}m | "
                                      f"3690.HK {r.uniform(-5, 5):+.1f}m | 0005.HK {r.uniform(-5, 5):+.1f}m | other {r.uniform(-8, 8):+.1f}m\n"
                                      f"stress: hsi-5%={r.uniform(-6, -1):.2f}m hsi+5%={r.uniform(0.5, 5):+.2f}m hibor+50bp={r.uniform(-0.6, -0.05):.2f}m cnh+1%={r.uniform(-0.9, 0.9):+.2f}m\n"
                                      f"ko_proximity=none<1.0% margin_hkfe_hkd={r.uniform(8, 30):.1f}m im_vm=ok latency_p99={r.randint(6, 19)}ms "
                                      f"limits_version={self.date:%Y.%m.%d}-1 checks={41}/41 src=riskd-{r.randint(1, 3)}", "noise")
            if 7 <= hh <= 18 or hh >= 21:
                tbl = ["```", f"{'name':<10}{'delta_hkd':>12}{'gamma':>9}{'vega_k':>9}{'pct_nav':>9}{'limit':>8}"]
                for c in (700, 9988, 3690, 5, 1299, 941, 1810, 1211, 388, 2318):
                    tbl.append(f"{c:04d}.HK {r.uniform(-8, 9):>+11.2f}m{r.uniform(-0.4, 0.4):>+9.2f}{r.randint(-40, 60):>+9d}{r.uniform(0, 14):>8.1f}%{'20%':>8}")
                tbl.append(f"{'HSI fut':<10}{r.uniform(-30, 30):>+11.2f}m{'-':>9}{'-':>9}{r.uniform(0, 10):>8.1f}%{'n/a':>8}")
                tbl.append(f"{'HHI fut':<10}{r.uniform(-20, 20):>+11.2f}m{'-':>9}{'-':>9}{r.uniform(0, 8):>8.1f}%{'n/a':>8}")
                tbl.append(f"{'CBBC/DW':<10}{r.uniform(-6, 6):>+11.2f}m{r.uniform(-1, 1):>+9.2f}{r.randint(-20, 20):>+9d}{r.uniform(0, 3):>8.1f}%{'5.0m':>8}")
                tbl.append("```")
                m.content += "\nexposure snapshot (session hour):\n" + "\n".join(tbl)
            if hh == 3:
                self.idiom(m, "risk heartbeat all ok (not a limit event)", "not_hard")
        for hh in range(0, 24, 2):
            self.post(self.at(hh, r.randint(5, 50)), "oms", f"oms-bridge ♥ sess=HKFE-OAPI,HKEX-OCG up {r.randint(1, 96)}h{r.randint(0, 59):02d}m lat_p50={r.uniform(1.5, 4.5):.1f}ms q=0 seq={r.randint(100000, 999999)}\n"
                      f"gw1 HKFE-OAPI  state=UP  msgs_in={r.randint(1000, 90000)} msgs_out={r.randint(500, 40000)} rej=0 resend=0\n"
                      f"gw2 HKEX-OCG   state=UP  msgs_in={r.randint(1000, 90000)} msgs_out={r.randint(500, 40000)} rej=0 resend=0\n"
                      f"dropcopy=UP recon_lag={r.randint(0, 4)}s clock_skew={r.randint(0, 9)}ms", "noise")
        bells = [((9, 0), "🔔 HKEX: Pre-opening session started (09:00 HKT) — order input period"),
                 ((9, 15), "🔔 HKFE: day session open (index futures)"),
                 ((9, 30), "🔔 HKEX: Continuous trading session open"),
                 ((12, 0), "🍱 HKEX: Morning session closed — lunch break until 13:00"),
                 ((13, 0), "🔔 HKEX: Afternoon session open"),
                 ((16, 0), "🔔 HKEX: Closing auction session (CAS) started"),
                 ((16, 10), "🔔 HKEX: Market closed"),
                 ((16, 30), "🔔 HKFE: day session closed"),
                 ((17, 15), "🌙 HKFE: after-hours (T+1) session open"),
                 ((3, 0), "🌙 HKFE: after-hours (T+1) session closed")]
        for (h, m_), txt in bells:
            self.post(self.at(h, m_, r.randint(0, 3)), "bell", txt, "noise")
        for _ in range(r.randint(6, 9)):
            t = self.at(r.choice([9, 10, 10, 11, 13, 14, 15, 15]), r.randint(0, 59))
            m = self.post(t, "ko", self._ko_line(t), "noise")
            self.idiom(m, "CBBC KO alert on product not held", "not_hard")
        for _ in range(r.randint(4, 6)):
            c = r.choice(STOCKS)[0]
            t = self.at(r.choice([9, 10, 11, 13, 14, 15]), r.randint(0, 59))
            self.post(t, "alert", f"{r.choice(['📈', '📉'])} px-alert: {c:04d}.HK crossed {_fp(self.st.px[c])} ({r.uniform(-3, 3):+.1f}% d/d), vol {r.uniform(0.6, 3.1):.1f}x 20d avg", "noise")
        # reconnect + stack trace
        h = r.choice([2, 5, 6])
        t = self.at(h, r.randint(0, 40))
        self.post(t, "oms", "oms-bridge: HKFE-OAPI session dropped (ECONNRESET) — reconnecting (attempt 1/5)…", "noise")
        self.post(t + 4100, "oms", "oms-bridge: reconnect attempt 2/5 …", "noise")
        self.post(t + 9800, "oms", f"oms-bridge: reconnected, resync ok ({r.randint(0, 3)} gaps replayed)", "noise")
        t2 = self.at(r.choice([1, 4, 18, 23]), r.randint(0, 50))
        self.post(t2, "news", "newswire-relay crashed, restarting\n```\nTraceback (most recent call last):\n"
                              '  File "/opt/relay/relay/main.py", line 214, in run\n    await self.poll_sources()\n'
                              '  File "/opt/relay/relay/sources/hkex.py", line 88, in poll_sources\n    items = parse_rss(resp.text)\n'
                              '  File "/opt/relay/relay/parse.py", line 41, in parse_rss\n    root = ET.fromstring(body)\n'
                              '  File "/usr/lib/python3.11/xml/etree/ElementTree.py", line 1338, in XML\n    parser.feed(text)\n'
                              "xml.etree.ElementTree.ParseError: not well-formed (invalid token): line 1, column 0\n\n"
                              "During handling of the above exception, another exception occurred:\n\n"
                              "Traceback (most recent call last):\n"
                              '  File "/opt/relay/relay/main.py", line 231, in run\n    self.metrics.incr("parse_error", source=src.name)\n'
                              '  File "/opt/relay/relay/metrics.py", line 57, in incr\n    self._sock.sendto(payload, self._addr)\n'
                              "ConnectionRefusedError: [Errno 111] Connection refused\n```\n"
                              f"restart #{r.randint(2, 9)} in 5s (backoff)", "noise")
        for hh, txt in ((19, f"deploy: riskd v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod-hk ✅ ({r.randint(30, 90)}s, 0 errors)\n"
                             "changes:\n- faster KO-proximity scan (vectorised per issuer)\n- fix: HHI beta map missing after roll\n"
                             "- hb now includes dw_notional\n- bump deps (tzdata 2025a)\nrollback: `deployctl rollback riskd --to previous`"),
                        (19, f"CI: oms-bridge #{r.randint(900, 1500)} passed ✅ (unit 412/412, replay 3/3)"),
                        (7, f"cron sod-load 07:30: refdata ok, {r.randint(1100, 1400)} CBBC + {r.randint(8000, 9500)} DW loaded, holidays table ok"),
                        (16, f"cron eod-recon 16:45: {r.randint(6, 18)} fills matched, 0 breaks"),
                        (23, f"cron triage-sweep 23:00: {r.randint(9, 30)} items seen, 0 routed, 0 escalated")):
            m = self.post(self.at(hh, r.randint(0, 55) if hh != 16 else 46), "deploy", txt, "noise" if "triage" not in txt else "near")
            if "triage" in txt:
                self.idiom(m, "cron triage sweep '0 routed' summary", "not_hard")

    def bulk_noise(self):
        r = self.r
        t = self.at(r.choice([10, 14]), r.randint(0, 50))
        ms = []
        for i in range(3):
            c = r.choice(STOCKS)[0]
            ms.append(self.post(t + i * 350, "alert", f"📈 px-alert: {c:04d}.HK crossed {_fp(self.st.px[c])} (dup #{i + 1}, feed replay)", "noise"))
        bt = self.later(t, 60, 200)
        for m in ms:
            m.bulk_t = bt
            m.removed = m.content
        self.post(bt + 3000, "jason", "cleaned up the dup alerts 🧹", "noise")

    def long_content(self, unrel):
        r, st = self.r, self.st
        h = self.hsi
        movers = r.sample(unrel, min(6, len(unrel)))

        def mv(c):
            return f"{self.stock_name(c, 'name')} ({c:04d}) {r.uniform(-6, 6):+.1f}%"
        wraps = [
            ((7, 50), "Asia morning brief", [
                f"US: S&P {r.uniform(-1.2, 1.2):+.2f}%, Nasdaq {r.uniform(-1.8, 1.8):+.2f}%, Golden Dragon index {r.uniform(-3, 3):+.2f}%. UST 10y {r.uniform(4.0, 4.6):.2f}%.",
                f"FX: DXY {r.uniform(102, 107):.2f}, USDCNH {r.uniform(7.18, 7.34):.4f}, USDJPY {r.uniform(146, 152):.2f}. Brent ${r.uniform(68, 82):.2f}.",
                f"HK ADR-implied: HSI {_fi(h + r.randint(-150, 150))} vs close {_fi(h)}; night futures {r.randint(-120, 120):+d}pts.",
                f"Calendar: China CPI/PPI {r.choice(['09:30', 'Sat'])}, US CPI 20:30 HKT, HKMA base rate unchanged. Results today: {', '.join(self.stock_name(c, 'name') for c in movers[:2])}.",
                "Connect: southbound quota usage normal; northbound closed for mainland holiday? no — both directions open today.",
                "Flows desk colour: long-only rotating out of internet into dividend names for a third day; HF covering in property; CBBC issuers net buyers of futures on Friday KOs."]),
            ((12, 6), "HK midday wrap", [
                f"HSI {_fi(h + r.randint(-120, 120))} ({r.uniform(-1.5, 1.5):+.2f}%), HSCEI {_fi(self.hhi + r.randint(-40, 40))}, HSTECH {r.uniform(-2.5, 2.5):+.2f}%. Morning turnover HK${r.uniform(40, 110):.1f}bn.",
                "Top movers: " + ", ".join(mv(c) for c in movers[:4]) + ".",
                f"Southbound net {r.choice(['buy', 'sell'])} HK${r.uniform(1, 12):.1f}bn at the break; heaviest in dividend names and chips.",
                f"CBBC: {r.randint(3, 19)} knock-outs this morning, mostly HSI {r.choice(['bulls', 'bears'])} with call levels within 200pts of the open.",
                "Sectors: insurers and banks firmer on yield curve; property developers lower on HIBOR; EV makers mixed after monthly deliveries.",
                "Afternoon: watch China credit data after the close and any headlines from the NPC standing committee."]),
            ((16, 20), "HK close wrap", [
                f"HSI closed {_fi(h + r.randint(-160, 160))} ({r.uniform(-2, 2):+.2f}%), HSCEI {_fi(self.hhi + r.randint(-50, 50))}, HSTECH {r.uniform(-3, 3):+.2f}%. Full-day turnover HK${r.uniform(90, 200):.1f}bn.",
                "Leaders/laggards: " + ", ".join(mv(c) for c in movers[2:6]) + ".",
                f"Short selling {r.uniform(12, 19):.1f}% of main board turnover. Southbound {r.choice(['+', '-'])}HK${r.uniform(2, 20):.1f}bn.",
                f"Derivatives: HSI futures basis {r.randint(-90, 20):+d}pts, open interest {r.randint(110, 160)}k. New CBBC listings tomorrow: {r.randint(80, 200)}.",
                "Tomorrow: US CPI reaction in the ADRs, results from several mid-caps, and quarterly index review announcement after the close Friday."]),
        ]
        for (hh, mm), title, body in wraps:
            t = self.at(hh, mm, jitter=120)
            if r.random() < 0.5:
                m = self.post(t, "news", f"🗞️ **{title}** ({self.date:%d %b})\n" + "\n".join("• " + b for b in body), "near")
            else:
                m = self.post(t, "news", "", "near", embeds=[{"title": title, "description": "\n".join(body), "author": "newswire",
                                                                "footer": f"desk wrap · {_hhmm(t)} HKT"}])
            self.idiom(m, "market wrap listing movers (generic colour)", "not_hard")
        # broker research digests on names nobody holds
        for _ in range(2):
            c = r.choice(unrel)
            nm = self.stock_name(c, "name")
            t = self.at(r.choice([7, 8, 18]), r.randint(0, 59))
            m = self.post(t, "news", (
                f"📑 Research digest — {nm} ({c:04d}.HK)\n"
                f"{r.choice(['Citi', 'JPM', 'CICC', 'Macquarie', 'Nomura'])} {r.choice(['initiates at', 'reiterates', 'moves to'])} {r.choice(['Buy', 'Neutral', 'Sell'])}, "
                f"PT HK${_fp(_rp(st.px[c] * r.uniform(0.8, 1.35)))}. Key points:\n"
                f"1) Earnings revisions have turned {r.choice(['positive', 'negative', 'flat'])} for the first time in {r.randint(2, 6)} quarters; consensus FY EPS moved {r.uniform(-6, 6):+.1f}% in 4 weeks.\n"
                f"2) Valuation {r.uniform(6, 25):.1f}x fwd P/E vs 5y avg {r.uniform(8, 22):.1f}x; dividend yield {r.uniform(1, 8):.1f}%.\n"
                f"3) Catalysts: {r.choice(['interim results in Aug', 'capital markets day next month', 'index inclusion review', 'regulatory clarity on pricing'])}; "
                f"risks: {r.choice(['competition', 'FX', 'policy', 'execution on overseas expansion'])}.\n"
                "Not a recommendation from this desk; forwarded for reference."), "near")
            self.idiom(m, "broker research digest on unheld name", "not_hard")
        # generic macro headlines
        macro = [
            ("PBOC keeps 1-year LPR at 3.10%, 5-year at 3.60%, as expected", "Decision in line with a Reuters poll of 30 traders and analysts; state banks seen keeping deposit rates steady."),
            (f"China February CPI {r.uniform(-0.8, 0.9):+.1f}% y/y, PPI {r.uniform(-3, -1):+.1f}% y/y", "Core inflation remained subdued; economists flag base effects from the Lunar New Year timing."),
            ("HKMA says banking system liquidity ample, aggregate balance unchanged", "The de-facto central bank said it would continue to monitor interbank rates closely."),
            ("US futures edge higher ahead of CPI; Treasury yields steady", "Traders price roughly two Fed cuts this year; the dollar was little changed against major peers."),
            ("Hang Seng Indexes announces quarterly review date; results after market close Friday", "Changes take effect after the close on the first Friday of next month, the index compiler said."),
            ("Southbound Stock Connect net inflows hit record for the quarter", "Mainland investors have bought a net HK$ of shares via the link since January, exchange data show."),
            ("Yen weakens past 150 per dollar as BOJ signals patience", "Asian currencies were mostly softer; the offshore yuan slipped modestly."),
        ]
        for hl, summ in r.sample(macro, r.randint(4, 6)):
            t = self.at(r.choice([8, 9, 10, 11, 13, 15, 17, 20, 21, 22]), r.randint(0, 59))
            src = r.choice(["BBG", "RTRS", "MNI", "Caixin"])
            m = self.post(t, "news", f"📰 {src} | {hl}\n> {summ} "
                          + r.choice(["Markets showed little immediate reaction.", "HSI futures ticked up briefly on the headline.",
                                      "Analysts expect limited impact on near-term policy."]), "near")
        # earnings-prep thread (discussion, no decisions)
        c = r.choice(unrel)
        nm = self.stock_name(c, "name")
        t = self.at(r.choice([17, 18]), r.randint(0, 40))
        starter = self.post(t, "winnie", (
            f"🧵 {nm} results prep — notes before tmr, pls add\n"
            f"• consensus rev HK${r.uniform(10, 200):.1f}bn ({r.uniform(-5, 20):+.1f}% y/y), NP HK${r.uniform(2, 40):.1f}bn; whisper a bit higher after channel checks\n"
            f"• options imply ±{r.uniform(4, 11):.1f}% move, last 8 prints avg abs move {r.uniform(3, 9):.1f}%\n"
            f"• street CBBC on it small (~HK${r.uniform(20, 200):.0f}m), warrants turnover picks up into the print\n"
            "• what matters: margin guide, buyback size, any comment on pricing competition\n"
            "• we have no position and I'm not proposing one — just want the desk to know the setup in case the print moves the sector"), "chat")
        for i, (who, txt) in enumerate(r.sample([
                ("jason", "last 3 prints they guided conservative then beat, fwiw"),
                ("fai", "issuer 話 call warrants demand 好勁, IV 貴"),
                ("kelvin", "if it gaps big HSTECH will follow, 我睇住 index side"),
                ("raymond", "ok thanks, good notes 👍"),
                ("jason", "consensus has been drifting down 3 weeks"),
                ("winnie", "will update after the print tonight 🌙")], 5)):
            self.post(t + (i + 1) * r.randint(60, 400) * 1000, who, txt, "chat", thread=starter)
        # morning note by the desk head (general opinion, no decision)
        t = self.at(8, 45, jitter=400)
        self.post(t, "raymond", (
            f"morning all ☕ quick thoughts\n"
            f"- HSI {_fi(h)} area still the pivot, range {_fi(h - 300)}–{_fi(h + 300)} until CPI\n"
            "- flows > fundamentals this week, southbound is the marginal buyer\n"
            "- CBBC street heavy on the bull side again, so dips can accelerate on KOs — be quick\n"
            "- nothing changes on the book from me, same limits as pinned, same stops\n"
            "- 唔好 overtrade, quality over quantity 🙏"), "near")
        # second stack trace (risk bot websocket)
        t = self.at(r.choice([0, 6, 20]), r.randint(0, 50))
        self.post(t, "risk", ("riskd WARN price feed websocket closed, falling back to snapshot polling\n```\n"
                              "Traceback (most recent call last):\n"
                              '  File "/srv/riskd/feeds/ws.py", line 142, in _reader\n    msg = await self.ws.recv()\n'
                              '  File "/srv/riskd/.venv/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 568, in recv\n    await self.ensure_open()\n'
                              '  File "/srv/riskd/.venv/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 944, in ensure_open\n    raise self.connection_closed_exc()\n'
                              "websockets.exceptions.ConnectionClosedError: received 1011 (internal error) keepalive ping timeout; then sent 1011 (internal error)\n```\n"
                              f"fallback=snapshot every 5s, limits still enforced. reconnect in {r.randint(5, 30)}s"), "noise")
        # ADR-implied table (noise) and US recap (near)
        t = self.at(7, 5, jitter=600)
        rows = [f"{c:04d}.HK  {_STK[c][2][0]:<14} ADR-implied {_fp(st.px[c] * r.uniform(0.97, 1.03)):>7}  vs HK close {_fp(st.px[c]):>7}"
                for c in (700, 9988, 3690, 5, 1299, 9618, 9999, 1024, 1211, 2318)]
        self.post(t, "alert", "🌏 ADR-implied open (px-alert)\n```\n" + "\n".join(rows) + "\n```", "noise")
        t = self.at(5, 30, jitter=900)
        self.post(t, "news", (f"🇺🇸 US session recap\n• S&P 500 {r.uniform(-1.5, 1.5):+.2f}%, Nasdaq {r.uniform(-2, 2):+.2f}%, Dow {r.uniform(-1.2, 1.2):+.2f}%, Russell {r.uniform(-2, 2):+.2f}%\n"
                              f"• Nasdaq Golden Dragon China index {r.uniform(-4, 4):+.2f}%; KWEB {r.uniform(-4, 4):+.2f}%, FXI {r.uniform(-3, 3):+.2f}%\n"
                              f"• UST 2y {r.uniform(3.7, 4.4):.2f}%, 10y {r.uniform(4.0, 4.6):.2f}%; DXY {r.uniform(102, 107):.2f}; gold ${r.uniform(2600, 3000):,.0f}; WTI ${r.uniform(64, 80):.2f}\n"
                              "• Fed speakers: two regional presidents said policy is well positioned, no urgency to move; markets price roughly two cuts this year\n"
                              "• Megacap tech mixed; semis outperformed on AI capex commentary; consumer discretionary lagged after a soft retail print\n"
                              f"• HSI night futures closed {r.randint(-150, 150):+d}pts vs day session; HHI night {r.randint(-60, 60):+d}pts"), "near")
        # HKEX daily notice
        t = self.at(7, 20, jitter=600)
        self.post(t, "bell", (f"📋 HKEX daily: {r.randint(80, 220)} new CBBCs and {r.randint(20, 90)} new DWs listed today; "
                              f"{r.randint(5, 40)} CBBCs expire; {r.randint(0, 3)} trading halts pending announcement; "
                              "VCM active for HSI/HSCEI constituents, CAS applies to all equities. Typhoon/black rainstorm: none in force."), "noise")

    def near_misses(self):
        r, st = self.r, self.st
        h = self.hsi
        pool = [
            ("jason", f"如果 HSI 穿 {_fi(h - 250)}, 我哋會唔會 b 啲熊證? just thinking", "hypothetical Cantonese 如果 … 會唔會 b"),
            ("jason", f"what if we bought {self.stock_name(r.choice([9988, 3690, 1810]), 'name')} into results? not a proposal, just asking", "what-if question"),
            ("kelvin", f"last Thu we b 30 lots @ {_fi(h - 430)} and got stopped at {_fi(h - 520)} — 唔好再 catch knife", "past trade told as history"),
            ("winnie", f"remember 2021 we shorted 9988 @ 210 lol, 好彩 cover 得早", "old trade war story"),
            ("derek", f"fyi macro desk sold 200 HHI @ {_fi(self.hhi + 12)} this am, not your book", "another desk's trade"),
            ("kelvin", f"Derek's team b 1m Xiaomi @ {_fp(st.px[1810])} fwiw, flows 嚟緊", "another desk's trade relayed"),
            ("fai", f"paper: b 10 MHI @ {_fi(h)} on the sim acct, testing new algo", "paper trade on sim acct"),
            ("jason", f"bt: short HSI after +2% gap, sl 120pts, 2018-24: {r.randint(180, 260)} trades, win {r.randint(46, 56)}%, avg +{r.randint(5, 25)}pts. meh", "backtest stats with trading words"),
            ("winnie", '> "HK stocks poised for best week since January" — Bloomberg\nlol 每個禮拜都係咁講', "quoted headline with sarcasm"),
            ("jason", f"a stop at {_fi(h - 200)} would be sensible imo for anyone long", "sensible-stop opinion without decision"),
            ("jason", "someone should look at Kuaishou, chart looks ok", "someone should look at X"),
            ("fai", "anyone know the KO level for the SG bull we had last month?", "question about past product"),
            ("raymond", "should we be running more HHI vs HSI? discuss tmr", "strategy question"),
            ("kelvin", f"如果 CPI hot, HSI 可能去 {_fi(h - 400)}, 到時再睇", "conditional level talk"),
        ]
        for who, txt, idi in r.sample(pool, r.randint(9, 12)):
            t = self.at(r.choice([8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 21]), r.randint(0, 59))
            m = self.post(t, who, txt, "near")
            self.idiom(m, idi, "not_hard")
        # another desk's fill via OMS embed
        t = self.at(r.choice([10, 11, 14]), r.randint(0, 59))
        c = r.choice([941, 1299, 2318])
        m = self.post(t, "oms", "", "near", embeds=[_oms_embed("Fill", f"{c:04d}.HK", "SELL", "300,000", _fp(st.px[c]), f"MX{r.randint(1000, 9999)}", "HKEX", [("Desk", "MACRO-ASIA")], book="MACRO-ASIA")])
        self.idiom(m, "OMS fill embed for another desk's book", "not_hard")
        t = self.at(r.choice([10, 13, 15]), r.randint(0, 59))
        m = self.post(t, "oms", f"[SIM] FILL ord=SIM{r.randint(100, 999)} sym=MHI{self.mcode} side=BUY qty=5 px={int(h)} acct=PAPER-01", "near")
        self.idiom(m, "[SIM] paper fill line", "not_hard")
        # long analysis with no decision
        for _ in range(4):
            t = self.at(r.choice([7, 8, 12, 17, 18]), r.randint(0, 59))
            m = self.post(t, r.choice(["winnie", "jason"]), self._analysis(t), "near")
            self.idiom(m, "long analysis with trading words, no decision", "not_hard")
        m = self.post(self.at(12, 30, jitter=1200), "raymond", "morning recap: 2 trades, stops in, nobody do anything dumb over lunch 🍜", "near")

    def chat_fill(self):
        r = self.r
        h = self.hsi
        names = [s[2][0] for s in STOCKS] + [s[2][1] for s in STOCKS]
        frags = [
            lambda: f"HSI {_fi(h + r.randint(-150, 150))} 好 heavy today",
            lambda: f"southbound {r.choice(['+', '-'])}{r.uniform(1, 12):.1f}bn by {r.choice(['10:30', 'lunch', '2pm', '3pm'])}",
            lambda: f"{r.choice(names)} 成日咁 {r.choice(['跳', '插', '瞓身', '冇 volume'])}",
            lambda: f"A50 {r.uniform(-1.2, 1.2):+.1f}%, CNH {r.uniform(7.20, 7.34):.4f}",
            lambda: r.choice(["邊個食 lunch? 一齊叫 dim sum", "coffee run ☕ anyone", "aircon 又壞 🥵", "MTR 又 delay 😩",
                              "family call 5 min brb", "who's on T+1 tonight?", "me tonight 🌙", "IT 話 VPN 今晚 maintenance"]),
            lambda: f"{r.choice(['HIBOR', '1M HIBOR'])} {r.uniform(3.5, 4.9):.2f}% 又升",
            lambda: f"{r.choice(['street', 'issuers'])} 加緊 {r.choice(['牛證', '熊證'])} around {_fi(h + r.choice([-1, 1]) * r.randint(3, 9) * 50)}",
            lambda: f"ADR implied {r.choice(['+', '-'])}{r.randint(20, 180)}pts for tmr",
            lambda: f"{r.choice(names)} vol {r.uniform(1.2, 3.5):.1f}x avg, someone big in there",
            lambda: f"US futs {r.uniform(-0.9, 0.9):+.1f}% — {r.choice(['CPI tonight', 'payrolls fri', 'fed speakers', 'quiet'])}",
            lambda: r.choice(["lol", "😂", "哈哈", "💀", "wtf is this tape", "market 好淡", "rebound 啦", "frustrating day 😤",
                              "tape 好 thin after lunch", "chop chop chop", "跟住 fed 食", "咁 risky 都有人追"]),
            lambda: f"spread on {r.choice(['HSI', 'HHI', 'MHI'])} calendar {r.randint(-120, 40)} today",
            lambda: f"{r.choice(['UB', 'SG', 'BP', 'HS'])} quoting wide on the {r.choice(['Tencent', 'Meituan', 'HSI'])} bulls again",
            lambda: f"{r.choice(names)} 今日 {r.choice(['冇嘢做', 'range bound', '好強', '好弱', '跟大市'])}",
            lambda: (f"{r.choice(['honestly', 'tbh', 'fwiw', 'lol'])} the tape since {r.choice(['open', 'lunch', '2pm'])} is all {r.choice(['CBBC hedging', 'southbound', 'index arb', 'short covering'])} — "
                     f"{r.choice(['every uptick gets sold', 'bids keep refreshing', 'nobody wants to hold into CPI', 'big prints at the offer'])}, "
                     f"HSI {_fi(h + r.randint(-120, 120))} / HHI {_fi(self.hhi + r.randint(-40, 40))}. {r.choice(['睇下點', '冇人知', '唔好太認真', '慢慢嚟'])}"),
            lambda: (f"{r.choice(['issuers', 'street', 'the SG desk', 'UB flow'])} saying {r.choice(['bull', 'bear'])} CBBC inflows {r.choice(['picked up', 'dried up', 'flipped'])} "
                     f"{r.choice(['this morning', 'after lunch', 'since yesterday'])}, {r.randint(200, 900)}m HKD net. "
                     f"{r.choice(['could matter into KO bands', 'usually a contrarian sign', 'doesnt mean much on its own'])}"),
        ]
        weights = {0: 1, 1: 1, 2: 0.4, 3: 0.2, 4: 0.2, 5: 0.3, 6: 0.6, 7: 2, 8: 5, 9: 10, 10: 9, 11: 8, 12: 3,
                   13: 7, 14: 8, 15: 10, 16: 7, 17: 4, 18: 3, 19: 2, 20: 2, 21: 4, 22: 3, 23: 2}
        hours = list(weights)
        n = r.randint(82, 100)
        humans = ["kelvin", "fai", "winnie", "jason", "raymond", "kelvin", "fai", "winnie"]
        prev = None
        for _ in range(n):
            hh = r.choices(hours, [weights[x] for x in hours])[0]
            t = self.at(hh, r.randint(0, 59))
            self._now = t
            h = self.lvl(t)
            m = self.post(t, r.choice(humans), r.choice(frags)())
            if prev is not None and r.random() < 0.3:
                pass
            prev = m
        # acks on random earlier chat
        chats = [m for m in self.msgs if m.kind in ("chat", "near") and not m.thread]
        for m in r.sample(chats, min(len(chats), r.randint(5, 9))):
            self.ack(self.later(m.t, 10, 120), m)
        # an occasional attachment
        cands = [m for m in self.msgs if m.who in ("kelvin", "winnie") and m.kind == "chat"]
        for m in r.sample(cands, min(2, len(cands))):
            m.attachments = [{"id": None, "filename": r.choice(["hsi_5m.png", "cbbc_heatmap.png", "flows.png"]), "size": r.randint(40000, 300000)}]


# ------------------------------------------------------------- assembly
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_msgs = []
    for ci in range(channels):
        st = ChannelState(seed, ci)
        cid = _channel_id(ci)
        for di in range(days):
            start = end_ms - (days - di) * 86_400_000
            day = Day(seed, st, ci, di, start)
            for m in day.build():
                m.channel = cid
                m.ci = ci
                all_msgs.append(m)
    # unique ms, stable order
    all_msgs.sort(key=lambda m: (m.t, m.channel, m.who))
    used = set()
    for m in all_msgs:
        while m.t in used:
            m.t += 1
        used.add(m.t)
    all_msgs.sort(key=lambda m: m.t)
    seq = 0
    for m in all_msgs:
        worker = 1 + (m.ci % 30)
        m.id = str(((m.t - DISCORD_EPOCH) << 22) | (worker << 17) | (seq & 0x1FFFF & 0xFFF))
        seq += 1
    att_seq = 0
    ev = []  # (time_ms, order, dict)
    order = 0

    def chan_of(m):
        return m.thread.id if m.thread is not None else m.channel

    for m in all_msgs:
        aid, aname, abot = PEOPLE[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot, "created_at": _iso(m.t),
               "content": m.content, "attachments": [], "embeds": m.embeds or [],
               "reference_id": m.ref.id if m.ref is not None else None}
        if m.attachments:
            for a in m.attachments:
                att_seq += 1
                aid2 = str(int(m.id) + att_seq)
                msg["attachments"].append({"id": aid2, "filename": a["filename"], "size": a["size"],
                                           "url": f"https://cdn.discordapp.com/attachments/{m.channel}/{aid2}/{a['filename']}"})
        if any(p[2] == "pin" for p in m.pins):
            msg["pinned"] = False
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread is not None:
            line["parent_channel_id"] = m.channel
        line["message"] = msg
        ev.append((m.t, order, line)); order += 1
        base = {"guild_id": GUILD_ID, "channel_id": chan_of(m)}
        for (t, content, _sup) in m.edits:
            ev.append((t, order, {"op": "edit", **base, "message_id": m.id, "edited_at": _iso(t), "content": content})); order += 1
        if m.delete_t:
            ev.append((m.delete_t, order, {"op": "delete", **base, "message_id": m.id, "deleted_at": _iso(m.delete_t)})); order += 1
        if m.forget:
            t, by = m.forget
            ev.append((t, order, {"op": "forget", **base, "message_id": m.id, "requested_by": PEOPLE[by][0], "at": _iso(t)})); order += 1
        for (t, by, op) in m.pins:
            ev.append((t, order, {"op": op, **base, "message_id": m.id, "by": PEOPLE[by][0], "at": _iso(t)})); order += 1
        for (t, emoji, user, op) in m.reactions:
            ev.append((t, order, {"op": "reaction_" + op, **base, "message_id": m.id, "emoji": emoji, "user_id": user, "at": _iso(t)})); order += 1
    bulks = {}
    for m in all_msgs:
        if m.bulk_t:
            bulks.setdefault((chan_of(m), m.bulk_t), []).append(m.id)
    for (ch, t), ids in sorted(bulks.items(), key=lambda x: x[0][1]):
        ev.append((t, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch, "message_ids": ids, "deleted_at": _iso(t)})); order += 1
    ev.sort(key=lambda x: (x[0], x[1]))
    events = [e[2] for e in ev]

    # labels
    hard, sup, removed, noise, near = [], [], [], [], []
    seen_idiom = set()
    idiom_cands = []
    for m in all_msgs:
        state = "live"
        if m.edits:
            state = "edited"
        if m.delete_t or m.bulk_t:
            state = "deleted"
        if m.forget:
            state = "forgotten"
        for et, facts, ph in m.labels:
            hard.append({"channel_id": chan_of(m), "message_id": m.id, "event_type": et, "facts": facts,
                         "phrasing": ph, "final_state": state})
        for (_, _, ss) in m.edits:
            for s in ss:
                if s not in m.final_text():
                    sup.append([chan_of(m), m.id, s])
        if m.removed:
            removed.append(m.removed)
        if m.kind == "noise":
            noise.append(m.id)
        elif m.kind == "near":
            near.append(m.id)
        for name, exp in m.idioms:
            if name not in seen_idiom and state in ("live", "edited"):
                seen_idiom.add(name)
                idiom_cands.append({"message_id": m.id, "idiom": name, "expected": exp})
    hard_i = [x for x in idiom_cands if x["expected"] != "not_hard"]
    soft_i = [x for x in idiom_cands if x["expected"] == "not_hard"]
    idioms = hard_i[:12] + soft_i[: 20 - len(hard_i[:12])]
    idioms.sort(key=lambda x: int(x["message_id"]))
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


def _parse_end(s):
    if not s:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(a.seed, _parse_end(a.end), a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n} messages, {len(res['labels']['hard_events'])} hard events", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
