"""btc_miner_treasury_desk -- seeded desk generator (standard library only).

Treasury desk of a listed Bitcoin miner (fictional "Pecos Hash Inc.", ticker PHSH,
sites in West Texas).  The channel mixes: spot sales of mined coins (Coinbase Prime
TWAP, OTC blocks relayed from Telegram), Deribit and CME BTC options (covered calls,
put spreads, collars), hashprice forwards, ERCOT power (curtailment sell-back, 4CP),
hedges on the company's own stock, a JSON-lines risk engine, pool / power / news
bots and the usual noise.

generate(seed, end, channels, days) -> {"events": [...], "labels": {...}}
Everything is a pure function of the arguments (no clock, no hash(), no set order).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from bisect import bisect_right
from datetime import date, datetime, timedelta, timezone

DESK = "btc_miner_treasury_desk"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 8, 11, 5, 0, 0, tzinfo=timezone.utc)  # Mon 10 Aug 2026, midnight CDT


def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


GUILD_ID = str(_snow(1686203554123, 1, 77))


def _channel_id(ci: int) -> str:
    return str(_snow(1691647213337 + ci * 7777777 + (ci * ci) * 1013, 3, 101 + ci * 17))


PEOPLE = {
    # key: (author_id, author_name, bot)
    "dana": ("1124938265501827112", "dana.r", False),        # head of treasury, approver
    "priya": ("1129004417726332938", "priya.cfo", False),    # CFO, approver / limits
    "jules": ("1131587220093145159", "jules_tsy", False),    # execution + options
    "mike": ("1138260871129481246", "mike.ops", False),      # power / sites
    "tk": ("1142719905538760714", "tk", False),              # analyst
    "sam": ("1150332198877036605", "sam.q", False),          # quant
    "tg": ("1160773209118703646", "tg-bridge", True),
    "exb": ("1161049982571124787", "exbridge", True),
    "risk": ("1163390017255870515", "riskd", True),
    "pool": ("1165820394117427251", "poolbot", True),
    "grid": ("1167005519902814278", "gridbot", True),
    "news": ("1170218836647911466", "newswire", True),
    "mnews": ("1172671140532699184", "minerwire", True),
    "alert": ("1174116203392212992", "px-alert", True),
    "cron": ("1176540871005016114", "cron", True),
    "ci": ("1179002290018834462", "ci-bot", True),
    "triage": ("1181443700237709363", "triage", True),
}

MONS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MON_T = [m.title() for m in MONS]
FUT_CODES = "FGHJKMNQUVXZ"

# local-hour activity (US Central): humans, and OTC counterparties relayed from Telegram
H_W = [0.12, 0.07, 0.05, 0.05, 0.07, 0.22, 0.7, 1.4, 2.2, 2.6, 2.4, 2.0,
       1.3, 1.7, 2.1, 2.3, 1.9, 1.3, 0.9, 0.7, 0.55, 0.45, 0.32, 0.2]
TG_W = [0.6, 0.5, 0.5, 0.6, 0.7, 0.8, 1.0, 1.4, 1.8, 2.0, 1.8, 1.4,
        1.0, 1.0, 1.1, 1.1, 0.9, 0.7, 0.7, 0.8, 0.9, 0.9, 0.8, 0.7]

SITES = ["pecos-1", "garza", "monahans"]


def _last_friday(y: int, m: int) -> date:
    nxt = date(y + 1, 1, 1) if m == 12 else date(y, m + 1, 1)
    d = nxt - timedelta(days=1)
    while d.weekday() != 4:
        d -= timedelta(days=1)
    return d


def _third_friday(y: int, m: int) -> date:
    d = date(y, m, 1)
    while d.weekday() != 4:
        d += timedelta(days=1)
    return d + timedelta(days=14)


def _add_month(y: int, m: int, k: int):
    m2 = m - 1 + k
    return y + m2 // 12, m2 % 12 + 1


def _dcode(d: date) -> str:
    return f"{d.day}{MONS[d.month - 1]}{d.year % 100:02d}"


def c0(x) -> str:
    return f"{int(round(x)):,}"


def c2(x) -> str:
    return f"{x:,.2f}"


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"


class _Msg:
    __slots__ = ("t", "who", "content", "embeds", "ref", "thread", "kind", "hard", "edits",
                 "superseded", "deleted", "forgot", "snippet", "idiom", "attachments",
                 "order", "id", "chan")

    def __init__(self, t, who, content, embeds, ref, thread, kind, order):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind
        self.hard = None
        self.edits = []
        self.superseded = []
        self.deleted = None
        self.forgot = None
        self.snippet = None
        self.idiom = None
        self.attachments = []
        self.order = order
        self.id = None
        self.chan = None

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def _emb(title, fields, footer, description=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    e["footer"] = footer
    return e


class _ChannelDay:
    def __init__(self, seed: int, ci: int, cid: str, ds: int, de: int):
        self.ci, self.cid, self.ds, self.de = ci, cid, ds, de
        mid = datetime.fromtimestamp((ds + de) // 2000, tz=timezone.utc)
        self.off_h = -5 if 3 <= mid.month <= 10 else -6
        self.ldate = (mid + timedelta(hours=self.off_h)).date()
        self.weekend = self.ldate.weekday() >= 5
        self.monday = self.ldate.weekday() == 0
        self.season4cp = 6 <= self.ldate.month <= 9
        self.r = random.Random(seed * 1000003 + ci * 7919 + self.ldate.toordinal() * 31 + 5)
        # market state is shared by every channel of the desk on a given date
        self.mr = random.Random(seed * 1000033 + self.ldate.toordinal() * 131 + 17)
        self.msgs = []
        self.ops = []  # (t, prio, payload-dict without guild/channel filled)
        self._n = 0
        self.threads = []
        self._weights()
        self._market()

    # ------------------------------------------------------------------ basics
    def _weights(self):
        n = max(60, (self.de - self.ds) // 60000)
        self.nmin = n
        base_min = self.ds // 60000
        ch, ct = [], []
        acc_h = acc_t = 0.0
        for i in range(n):
            lh = ((base_min + i) // 60 + self.off_h) % 24
            acc_h += H_W[lh]
            acc_t += TG_W[lh]
            ch.append(acc_h)
            ct.append(acc_t)
        self.cum_h, self.cum_t = ch, ct
        self.lds = ((base_min + self.off_h * 60) % 1440)

    def lm(self, hour: float) -> int:
        """minute offset in the window of a local clock time (hour, may be fractional)"""
        return int((hour * 60 - self.lds) % 1440)

    def ht(self, lo=0, hi=None, w="h") -> int:
        cum = self.cum_h if w == "h" else self.cum_t
        n = len(cum)
        hi = n if hi is None else max(1, min(n, hi))
        lo = max(0, min(lo, hi - 1))
        base = cum[lo - 1] if lo > 0 else 0.0
        x = base + self.r.random() * (cum[hi - 1] - base)
        i = min(max(bisect_right(cum, x), lo), hi - 1)
        return self.ds + i * 60000 + self.r.randrange(60000)

    def at(self, hour: float, jitter_min: float = 0.0) -> int:
        m = self.lm(hour)
        t = self.ds + m * 60000 + int(self.r.uniform(0, max(1.0, jitter_min)) * 60000) + self.r.randrange(1000, 59000)
        return min(t, self.de - 1000)

    def clamp(self, t):
        return max(self.ds + 500, min(t, self.de - 2000))

    def mins(self, a, b):
        return int(self.r.uniform(a, b) * 60000) + self.r.randrange(1000)

    def _market(self):
        r = self.mr
        self.open = 104000 + r.randrange(0, 22000)
        self.close = self.open * (1 + r.uniform(-0.035, 0.035))
        self.phase = r.uniform(0, 6.28)
        self.dv = r.randint(38, 54)
        self.rr = round(r.uniform(-4.5, 1.5), 1)
        self.hp = round(r.uniform(43.5, 53.5), 2)
        self.prod = round(r.uniform(12.8, 15.6), 2)
        self.held = round(r.uniform(1860, 1985), 1)
        self.floor = r.choice([1600, 1650, 1650, 1700])
        self.floor_new = None
        self.floor_t = None
        self.cap = r.choice([200, 250])
        self.cap_new = None
        self.cap_t = None
        self.curt_mw = 0
        self.phsh = round(r.uniform(11.5, 18.5), 2)
        self.eh = round(r.uniform(20.6, 22.4), 2)
        self.basis = round(r.uniform(4.5, 9.5), 1)
        d = self.ldate
        lf = _last_friday(d.year, d.month)
        if (lf - d).days < 6:
            y, m = _add_month(d.year, d.month, 1)
            lf = _last_friday(y, m)
        self.exp_m_date = lf
        self.exp_m = _dcode(lf)
        y, m = d.year, d.month
        while True:
            if m in (3, 6, 9, 12) and (_last_friday(y, m) - d).days >= 20:
                break
            y, m = _add_month(y, m, 1)
        qd = _last_friday(y, m)
        self.exp_q = _dcode(qd)
        self.q_mon = f"{MON_T[m - 1]}{y % 100:02d}"
        self.q_fut = f"BTC{FUT_CODES[m - 1]}{y % 10}"
        nf = d + timedelta(days=2)
        while nf.weekday() != 4:
            nf += timedelta(days=1)
        self.exp_w = _dcode(nf)
        y2, m2 = _add_month(d.year, d.month, 2)
        tf = _third_friday(y2, m2)
        self.phsh_exp = f"{tf.day:02d}{MONS[m2 - 1]}{y2 % 100:02d}"
        self.phsh_mon = MON_T[m2 - 1]
        self.fwd_m = [MON_T[_add_month(d.year, d.month, k)[1] - 1] for k in (1, 2, 3)]
        self.dstr = f"{d.month}/{d.day}"

    def p(self, t) -> float:
        frac = (t - self.ds) / max(1, (self.de - self.ds))
        return self.open + (self.close - self.open) * frac + self.open * 0.004 * math.sin(frac * 18.85 + self.phase)

    def floor_at(self, t):
        if self.floor_new is not None and self.floor_t is not None and t >= self.floor_t:
            return self.floor_new
        return self.floor

    def hexid(self, n=6):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    # ------------------------------------------------------------------ message ops
    def add(self, t, who, content="", embeds=None, ref=None, thread=None, kind="chat",
            hard=None, idiom=None, attachments=None):
        t = self.clamp(t)
        m = _Msg(t, who, content, embeds, ref, thread, kind, self._n)
        self._n += 1
        if hard:
            m.kind = "hard"
            m.hard = hard
        if idiom:
            m.idiom = idiom
        if attachments:
            m.attachments = attachments
        self.msgs.append(m)
        return m

    def edit(self, m, dt, content, old_levels=()):
        last = m.edits[-1][0] if m.edits else m.t
        t = self.clamp(max(last + 30000, m.t + dt))
        m.edits.append((t, content))
        for lv in old_levels:
            m.superseded.append(lv)

    def delete(self, m, dt, snippet):
        m.deleted = (self.clamp(m.t + max(dt, 5000)), "delete")
        m.snippet = snippet

    def forget(self, m, dt, snippet, by="dana"):
        m.forgot = (self.clamp(m.t + max(dt, 5000)), by)
        m.snippet = snippet

    def bulk(self, ms, t, snippets):
        for m, s in zip(ms, snippets):
            m.deleted = (self.clamp(t), "bulk")
            m.snippet = s
        self.ops.append(("bulk", self.clamp(t), ms))

    def pin(self, m, dt, by="dana", react=True):
        t = self.clamp(m.t + max(dt, 3000))
        self.ops.append(("pin", t, m, by))
        if react:
            self.ops.append(("react", t + 1500, m, "📌", by))

    def react(self, m, dt, emoji, by, remove_after=None):
        t = self.clamp(m.t + max(dt, 2000))
        self.ops.append(("react", t, m, emoji, by))
        if remove_after:
            self.ops.append(("unreact", self.clamp(t + remove_after), m, emoji, by))

    def thread_start(self, t, who, title):
        st = self.add(t, who, title, kind="chat")
        self.threads.append(st)
        return st

    def appr(self, extra=()):
        opts = [("ok go 👍", ["ok go", "👍"]), ("👍 send it", ["👍", "send it"]),
                ("go ahead ✅", ["go ahead", "✅"]), ("approved, send it", ["approved", "send it"]),
                ("yes — do it", ["yes", "do it"]), ("ok go", ["ok", "go"])]
        opts = opts + list(extra)
        return self.r.choice(opts)

    # ================================================================== scenarios
    def sc_twap(self):
        r = self.r
        t = self.ht(lo=self.lm(7.0), hi=self.lm(11.5))
        px = self.p(t)
        q = round(self.prod * r.uniform(0.7, 1.0), 1)
        qs = f"{q:.1f}"
        floor = int(px * r.uniform(0.984, 0.992)) // 50 * 50
        fs = c0(floor)
        who, apv = ("jules", "dana") if r.random() < 0.6 else ("dana", "priya")
        if r.random() < 0.45:
            s = str(floor)
            bad = int(s[0] + s[2] + s[1] + s[3:]) if s[1] != s[2] else floor * 10 + 5
            bs = c0(bad)
            m0 = self.add(t, who, f"s {qs} ₿ twap 6h lmt {bs} (yday prod)",
                          hard=("trade_proposal", "shorthand", [f"s {qs} ₿", "twap", bs]))
            self.delete(m0, self.mins(0.4, 1.2), f"twap 6h lmt {bs}")
            self.add(t + self.mins(1.3, 2.0), who, r.choice(["typo, reposting 🤦", "fat finger, deleted. again:", "wrong px lol, one sec"]))
            t = t + self.mins(2.2, 3.5)
        v = r.randrange(3)
        held_after = self.held - q
        if v == 0:
            txt = (f"[PROPOSAL] sell {qs} btc (yday production) via prime TWAP 6h, floor {{F}}. "
                   f"post-trade held ≈ {held_after:,.1f} ₿ vs {self.floor:,} floor")
            facts = ["sell", f"{qs} btc", "{F}"]
            ph, idi = "tagged", ("tagged production TWAP proposal", "trade_proposal")
        elif v == 1:
            txt = (f"yday we mined {self.prod} ₿. plan is to sell {qs} of it today — twap over the US session, "
                   f"floor at {{F}}, rest stays in treasury. objections?")
            facts = [f"sell {qs}", "twap", "{F}"]
            ph, idi = "untagged", ("prose production-sale proposal ending in a question", "trade_proposal")
        else:
            txt = f"s {qs} ₿ twap 6h lmt {{F}} (yday prod)"
            facts = [f"s {qs} ₿", "twap", "{F}"]
            ph, idi = "shorthand", ("₿-sized shorthand TWAP proposal", "trade_proposal")
        floors = [floor]
        nedit = 2 if r.random() < 0.35 else (1 if r.random() < 0.6 else 0)
        sign = r.choice([-1, 1])
        for _ in range(nedit):
            floors.append(floors[-1] + sign * r.choice([100, 150, 200, 250]))
        fsx = [c0(f) for f in floors]
        prop = self.add(t, who, txt.replace("{F}", fsx[0]),
                        hard=("trade_proposal", ph, [f.replace("{F}", fsx[-1]) for f in facts]), idiom=idi)
        for i in range(1, len(fsx)):
            self.edit(prop, self.mins(1.0 * i, 2.5 * i), txt.replace("{F}", fsx[i]), [fsx[i - 1]])
        fs = fsx[-1]
        floor = floors[-1]
        ta = t + self.mins(6, 16)
        txt_a, fa = self.appr([(f"approved — {qs} btc, {fs} floor", ["approved", f"{qs} btc", fs])])
        ap = self.add(ta, apv, txt_a, ref=prop, hard=("trade_approval", "reply", fa),
                      idiom=("short emoji approval reply", "trade_approval") if "👍" in txt_a else None)
        if r.random() < 0.4:
            self.react(prop, (ta - t) - 20000, "👍", apv)
        tc = ta + self.mins(2, 6)
        oid = "tw-" + self.hexid(6)
        start = datetime.fromtimestamp(tc // 1000, tz=timezone.utc).strftime("%H:%M")
        emb = _emb("TWAP accepted", [("Side", "SELL"), ("Qty", f"{q:.2f} BTC"), ("Limit", fs), ("Slices", "24"),
                                     ("Duration", "6h"), ("Account", "PHSH-TSY-01")],
                   f"order {oid} · start {start}Z · Coinbase Prime", description="BTC-USD · TWAP · spot sale of mined coins",
                   author="exbridge/prime")
        self.add(tc, "exb", "", embeds=[emb], hard=("trade_confirmation", "embed", ["SELL", f"{q:.2f} BTC", fs, oid]),
                 idiom=("embed-only TWAP acceptance", "trade_confirmation"))
        cum = 0.0
        fills = []
        offs = (r.uniform(60, 80), r.uniform(170, 200)) if r.random() < 0.5 else (r.uniform(60, 80),)
        for k, off in enumerate(offs):
            tf = tc + int(off * 60000)
            sq = round(q * r.uniform(0.15, 0.22), 2)
            cum = round(cum + sq, 2)
            fp = max(floor + r.randint(20, 400), self.p(tf)) + r.uniform(-40, 40)
            fps = c2(fp)
            if k == 0:
                txt_f = f"[FILL] {oid} 1h agg: sold {sq:.2f} BTC avg {{P}} · cum {cum:.2f}/{q:.2f}"
                m = self.add(tf, "exb", txt_f.replace("{P}", fps),
                             hard=("trade_fill", "tagged", [oid, "sold", f"{sq:.2f} BTC", "{P}"]))
                if r.random() < 0.5:
                    fp2 = c2(fp + r.choice([-1, 1]) * r.uniform(8, 45))
                    self.edit(m, self.mins(3, 9), txt_f.replace("{P}", fp2) + " (corrected: bridge rounding)", [fps])
                    fps = fp2
                m.hard = ("trade_fill", "tagged", [oid, "sold", f"{sq:.2f} BTC", fps])
                fills.append(m)
            else:
                m = self.add(tf, "exb",
                             f"fill venue=prime order={oid} side=SELL qty={sq:.2f} avg={fps} cum={cum:.2f}/{q:.2f} status=partially_filled",
                             hard=("trade_fill", "structured", [f"order={oid}", "side=SELL", f"qty={sq:.2f}", f"avg={fps}"]),
                             idiom=("key=value partial fill line", "trade_fill"))
                fills.append(m)
        tdone = tc + int(r.uniform(358, 372) * 60000)
        avg = c2(max(floor + 150, (self.p(tc) + self.p(tdone)) / 2) + r.uniform(-30, 30))
        slices = []
        for j in range(24):
            ts_ = tc + j * 15 * 60000 + r.randrange(60000)
            slices.append(f"{j + 1:02d} {_iso(ts_)[11:19]}Z {q / 24 * r.uniform(0.9, 1.1):.4f} @ {c2(self.p(ts_) + r.uniform(-25, 25))}")
        emb2 = _emb("TWAP complete", [("Side", "SELL"), ("Filled", f"{q:.2f} BTC"), ("Avg px", avg),
                                      ("Slices", "24/24"), ("Fees", f"{r.uniform(1.6, 2.6):.1f} bps")],
                    f"order {oid} · Coinbase Prime · settled to USD", author="exbridge/prime",
                    description="slice log:\n```\n" + "\n".join(slices) + "\n```")
        done = self.add(tdone, "exb", "", embeds=[emb2], hard=("trade_fill", "embed", ["SELL", f"{q:.2f} BTC", avg, oid]))
        self.react(done, self.mins(1, 6), "✅", who)
        self.held = round(self.held - q, 1)
        return prop

    def sc_otc_thread(self):
        r = self.r
        t = self.ht(lo=self.lm(7), hi=self.lm(14.5))
        st = self.thread_start(t, "jules", f"🧵 arcadia block {self.dstr}")
        px = self.p(t)
        b = r.choice([12, 15, 18, 20])
        ind = int(px * (1 - b / 10000))
        lo_n, hi_n = r.choice([(20, 40), (25, 50), (30, 60)])
        t1 = t + self.mins(0.5, 2)
        self.add(t1, "tg", f"[tg] @arcadia_otc: gm. we're buyers {lo_n}-{hi_n} btc today, indic {ind:,} (cb mid -{b}bps). not firm yet, can firm in 10",
                 thread=st, kind="near", idiom=("telegram OTC indication only", "not_hard"))
        t2 = t1 + self.mins(1, 4)
        self.add(t2, "tk", f"is that for the full {hi_n} or just the first {lo_n}?", thread=st, kind="near")
        t3 = t2 + self.mins(1, 3)
        self.add(t3, "tg", "[tg] @arcadia_otc: full size if we're done within the hour", thread=st)
        n = r.randrange(lo_n, hi_n + 1, 5)
        b2 = b - r.choice([2, 3, 5])
        t4 = t3 + self.mins(2, 6)
        prop = self.add(t4, "jules",
                        f"proposing: sell {n} ₿ to arcadia at mid -{b2}bps, same-day settle via prime. covers the production backlog and keeps us above floor. @dana.r ok?",
                        thread=st, hard=("trade_proposal", "untagged", ["sell", f"{n} ₿", "arcadia", f"-{b2}bps"]))
        t5 = t4 + self.mins(2, 7)
        txt, fa = self.appr()
        self.add(t5, "dana", txt, ref=prop, thread=st, hard=("trade_approval", "reply", fa))
        nn = str(n)
        t6 = t5 + self.mins(1, 3)
        if r.random() < 0.45:
            n2 = round(n * r.uniform(0.6, 0.85), 1)
            fl = self.floor_at(t6)
            js = json.dumps({"evt": "order_resized", "ref": f"otc-arcadia-{self.hexid(4)}", "side": "sell",
                             "req_qty": float(n), "new_qty": n2, "rule": "min_btc_held", "floor": fl,
                             "held_after": round(self.held - n2, 1), "ts": _iso(t6)}, ensure_ascii=False)
            self.add(t6, "risk", js, hard=("risk_limit", "structured", ['"evt": "order_resized"', f'"new_qty": {n2}', '"rule": "min_btc_held"']),
                     idiom=("JSON risk-engine order resize", "risk_limit"))
            self.add(t6 + self.mins(1, 2), "jules", "riskd trimmed it, telling arcadia", thread=st)
            nn = str(n2)
            t6 += self.mins(2, 3)
        t7 = t6 + self.mins(3, 9)
        fp = px * (1 - b2 / 10000) + r.uniform(-60, 60)
        ref = f"ARC-{self.ldate.month:02d}{self.ldate.day:02d}-{r.randint(2, 19):02d}"
        usd = int(float(nn) * fp)
        self.add(t7, "tg", f"[tg] @arcadia_otc: done ✅ you sell {nn} BTC @ {c2(fp)}, {usd:,} USDC to you on receipt. ref {ref}",
                 thread=st, hard=("trade_fill", "untagged", [f"{nn} BTC", "sell", c2(fp), ref]),
                 idiom=("telegram-relayed OTC fill", "trade_fill"))
        self.add(t7 + self.mins(1, 3), "jules", "ty 🙏 sending from the prime vault now", thread=st)
        self.add(t7 + self.mins(12, 30), "tg", "[tg] @arcadia_otc: all squared on our side, pleasure as always 🤝", thread=st)
        self.add(t7 + self.mins(31, 40), "jules", "👍", thread=st, kind="noise")
        self.held = round(self.held - float(nn), 1)

    def sc_lumen_forget(self):
        r = self.r
        t = self.ht(lo=self.lm(8), hi=self.lm(17), w="t")
        n = r.choice([10, 12, 15, 20])
        px = c2(self.p(t) * (1 - r.uniform(0.0008, 0.0016)))
        ref = f"LP-{r.randint(40000, 99999)}"
        acct = f"4410-27{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        m = self.add(t, "tg", f"[tg] @lumen_prime: confirming you sold {n} BTC @ {px} to Lumen, ref {ref}. wire to our JPM acct {acct} ABA 02100{r.randint(1000, 9999)}, ops contact Marta +1 646 555 01{r.randint(10, 99)}",
                     hard=("trade_fill", "untagged", [f"{n} BTC", "sold", px, ref]))
        self.forget(m, self.mins(3, 8), f"JPM acct {acct}")
        self.add(m.t + self.mins(8.5, 10), "dana", "pls no bank details over the bridge 🙏 scrubbed it")
        self.add(m.t + self.mins(11, 16), "tg", f"[tg] @lumen_prime: sorry!! clean version: you sold {n} BTC @ {px}, ref {ref}, settles per SSI on file",
                 hard=("trade_fill", "untagged", [f"{n} BTC", "sold", px, ref]))
        self.held = round(self.held - n, 1)

    def sc_cc(self):
        r = self.r
        t = self.ht(lo=self.lm(7.5), hi=self.lm(13))
        px = self.p(t)
        K = int(math.ceil(px * r.uniform(1.10, 1.18) / 5000.0)) * 5000
        exp = self.exp_q if r.random() < 0.5 else self.exp_m
        inst = f"BTC-{exp}-{K}-C"
        n = r.choice([10, 15, 20, 25, 30])
        prem = f"{r.uniform(0.008, 0.024):.4f}"
        delta = r.randint(12, 22)
        who, apv = ("jules", r.choice(["dana", "priya"]))
        v = r.randrange(3)
        if v == 0:
            prop = self.add(t, who, f"[PROP] sell {n}x {inst} @ {prem} — covered vs treasury, ~{delta}d, dvol {self.dv}",
                            hard=("trade_proposal", "tagged", ["sell", f"{n}x", inst, prem]))
        elif v == 1:
            prop = self.add(t, who, f"s {n}x {inst} @ {prem} cov",
                            hard=("trade_proposal", "shorthand", [f"s {n}x", inst, prem]),
                            idiom=("s NNx deribit instrument shorthand overwrite", "trade_proposal"))
        else:
            prop = self.add(t, who, f"calls are rich again (dvol {self.dv}). i'd like to sell {n} of the {exp} {K // 1000}k calls at {prem} against the stack, ~{delta} delta each",
                            hard=("trade_proposal", "untagged", ["sell", f"{n} of the {exp} {K // 1000}k calls", prem]))
        ta = t + self.mins(4, 20)
        if r.random() < 0.3:
            self.add(t + self.mins(1.5, 3.5), apv, f"what's the total delta after this? we're at {r.randint(150, 230)} short already",
                     ref=prop, kind="near")
            self.add(t + self.mins(3.6, 4.0), who, f"+{n * delta / 100:.1f} short delta, still under the cap", kind="chat")
            ta = t + self.mins(4.5, 9)
        txt, fa = self.appr([(f"yes, {n}x max", ["yes", f"{n}x max"])])
        self.add(ta, apv, txt, ref=prop, hard=("trade_approval", "reply", fa))
        tc = ta + self.mins(1, 4)
        did = str(r.randint(30000000000, 39999999999))
        emb = _emb("Deribit order open", [("Instrument", inst), ("Side", "sell"), ("Amount", f"{n}.0"), ("Price", prem),
                                          ("Type", "limit · post_only"), ("Order ID", did)],
                   f"deribit · {did} · label tsy-cc-{self.hexid(4)}", author="exbridge/deribit")
        self.add(tc, "exb", "", embeds=[emb], hard=("trade_confirmation", "embed", [inst, "sell", f"{n}.0", did]),
                 idiom=("embed-only deribit order ack", "trade_confirmation"))
        tf = tc + self.mins(3, 40)
        fp = f"{float(prem) + r.choice([0.0, 0.0, 0.0001, -0.0001]):.4f}"
        fm = self.add(tf, "exb", f"deribit fill order_id={did} instrument={inst} side=sell amount={n}.0 price={fp} state=filled fee=0.0003",
                      hard=("trade_fill", "structured", [f"order_id={did}", f"instrument={inst}", "side=sell", f"price={fp}"]))
        self.react(fm, self.mins(0.5, 4), "✅", "jules")
        self.cc_fill_t = tf
        # buyback stop, moved twice by editing the same message
        ts = tf + self.mins(15, 60)
        s1 = K - r.choice([6000, 5000, 4000])
        s2 = s1 + r.choice([500, 1000, 1500])
        s3 = s2 + r.choice([500, 1000])
        base = "buyback stop on the {k}k calls: if btc trades {S} we buy back all {n}x {inst}"
        stm = self.add(ts, "jules", base.format(k=K // 1000, S=c0(s1), n=n, inst=inst),
                       hard=("stop_or_target_change", "untagged", [inst, "buy back", c0(s3)]),
                       idiom=("buyback stop edited twice", "stop_or_target_change"))
        self.edit(stm, self.mins(70, 140), base.format(k=K // 1000, S=c0(s2), n=n, inst=inst), [c0(s1)])
        self.edit(stm, self.mins(180, 320), base.format(k=K // 1000, S=c0(s3), n=n, inst=inst) + " (moved again)", [c0(s2)])
        self.pin(stm, self.mins(2, 10), "dana")
        if r.random() < 0.3:
            tp = f"{float(prem) * r.uniform(0.18, 0.25):.4f}"
            self.add(ts + self.mins(2, 8), "jules", f"target on {inst}: resting bid {tp} gtc to take them off at ~80% of premium",
                     hard=("stop_or_target_change", "untagged", [inst, tp]))
        return inst, n, K

    def sc_collar(self):
        r = self.r
        t = self.ht(lo=self.lm(8), hi=self.lm(13.5))
        px = self.p(t)
        fl = self.floor_at(t)
        if not self.weekend:
            P = int(px * r.uniform(0.86, 0.9) / 1000) * 1000
            C = int(px * r.uniform(1.16, 1.24) / 1000) * 1000
            L = r.choice([20, 30, 40, 50])
            net = r.randint(-250, 250)
            netw = f"{abs(net):,} per lot {'credit' if net >= 0 else 'debit'}"
            body = (
                f"{self.q_mon.lower()} hedge plan, thinking out loud for a bit then a proposal:\n"
                f"- production thru {self.q_mon[:3].lower()} ~{int(self.prod * 45)} ₿, pre-sold ~{r.randint(90, 180)} via fwds/TWAPs already\n"
                f"- treasury {self.held:,.1f} ₿ vs floor {fl:,}, headroom {self.held - fl:,.1f} ₿\n"
                f"- downside is what matters: lender covenants get tight below ~{int(px * 0.78 / 1000)}k and that's the scenario the board asks about every time\n"
                f"- upside: we keep most of it, the CC overlay only caps a slice\n"
                f"proposal: buy the CME {self.q_mon} {P}P, sell the {self.q_mon} {C}C, {L} lots each ({L * 5} ₿ notional), net ~{netw} at current marks.\n"
                f"- alternatives i looked at: deribit put spread (cheaper, but more margin sitting on deribit), selling more spot (no)\n"
                f"- vol: dvol {self.dv}, 25d rr {self.rr} — puts aren't cheap but the call finances it\n"
                f"- marex has the lines, IM ~${r.randint(2, 6)}.{r.randint(0, 9)}M\n"
                f"comments by noon pls"
            )
            prop = self.add(t, "dana", body, hard=("trade_proposal", "buried",
                                                   [f"buy the CME {self.q_mon} {P}P", f"sell the {self.q_mon} {C}C", f"{L} lots each"]),
                            idiom=("collar proposal inside a thinking-out-loud plan", "trade_proposal"))
            self.add(t + self.mins(5, 15), "jules", f"the {C}C strike feels low if we get an ETF-flow squeeze, thoughts?", kind="chat")
            ta = t + self.mins(16, 40)
            self.add(ta, "priya", f"collar approved as proposed, {L} lots. go", ref=prop,
                     hard=("trade_approval", "reply", ["collar approved", f"{L} lots"]))
            tc = ta + self.mins(4, 12)
            mid = f"M-{r.randint(80000, 99999)}"
            self.add(tc, "exb", f"FCM ACK acct=PHSH-CME-2 strat=COLLAR buy={self.q_fut} P{P} sell={self.q_fut} C{C} qty={L} net={net} tif=DAY status=WORKING id={mid}",
                     hard=("trade_confirmation", "structured", ["strat=COLLAR", f"qty={L}", "status=WORKING", f"id={mid}"]),
                     idiom=("FCM key=value working ack", "trade_confirmation"))
            tf = tc + self.mins(6, 50)
            netf = net + r.randint(-40, 40)
            emb = _emb("Fill — Marex (CME)", [("Strategy", "COLLAR"), ("Buy", f"{self.q_fut} P{P}"), ("Sell", f"{self.q_fut} C{C}"),
                                              ("Qty", f"{L}"), ("Net", f"{netf}")],
                       f"id {mid} · CME Globex · account PHSH-CME-2", author="exbridge/marex")
            fm = self.add(tf, "exb", "", embeds=[emb], hard=("trade_fill", "embed", ["COLLAR", f"{self.q_fut} P{P}", f"{self.q_fut} C{C}", f"id {mid}"]))
            self.react(fm, self.mins(1, 5), "✅", "dana")
        else:
            P = int(px * r.uniform(0.88, 0.92) / 5000) * 5000
            P2 = P - 10000
            n = r.choice([20, 25, 30, 40])
            pr = f"{r.uniform(0.004, 0.011):.4f}"
            prop = self.add(t, "jules", f"weekend, cme shut. b {n}x {self.exp_m} {P // 1000}k/{P2 // 1000}k put spread @ {pr} on deribit instead, rolls into the collar monday",
                            hard=("trade_proposal", "shorthand", [f"b {n}x", f"{P // 1000}k/{P2 // 1000}k put spread", pr]))
            ta = t + self.mins(6, 30)
            txt, fa = self.appr()
            self.add(ta, "dana", txt, ref=prop, hard=("trade_approval", "reply", fa))
            tc = ta + self.mins(1, 4)
            did = str(r.randint(30000000000, 39999999999))
            emb = _emb("Deribit combo order open", [("Legs", f"+{n} BTC-{self.exp_m}-{P}-P / -{n} BTC-{self.exp_m}-{P2}-P"),
                                                    ("Side", "buy"), ("Price", pr), ("Order ID", did)],
                       f"deribit · {did} · combo · label tsy-ps-{self.hexid(4)}", author="exbridge/deribit")
            self.add(tc, "exb", "", embeds=[emb], hard=("trade_confirmation", "embed", [f"BTC-{self.exp_m}-{P}-P", "buy", pr, did]))
            tf = tc + self.mins(5, 45)
            self.add(tf, "exb", f"deribit fill order_id={did} combo=PS {self.exp_m} {P}/{P2} side=buy amount={n}.0 price={pr} state=filled",
                     hard=("trade_fill", "structured", [f"order_id={did}", "side=buy", f"amount={n}.0", f"price={pr}"]))

    def sc_hashprice(self):
        r = self.r
        t = self.ht(lo=self.lm(8), hi=self.lm(14))
        ph = r.choice([25, 40, 50, 60, 75])
        m1, m3 = self.fwd_m[0], self.fwd_m[2]
        th = int(self.hp) + r.choice([2, 3, 4])
        hp1 = round(th - r.uniform(0.6, 2.4), 2)
        who = r.choice(["dana", "jules"])
        if r.random() < 0.5:
            prop = self.add(t, who, f"[PROPOSAL] sell {ph} PH/s {m1}-{m3} hashprice fwd @ ${hp1:.2f}/PH/day w/ ridgeline, 3-month strip. index ${self.hp:.2f}",
                            hard=("trade_proposal", "tagged", ["sell", f"{ph} PH/s", f"${hp1:.2f}/PH/day"]))
        else:
            prop = self.add(t, who, f"ridgeline will take {ph} PH/s of {m1}-{m3} at ${hp1:.2f}/PH/day. i want to sell that strip — locks ~${ph * hp1 * 91 / 1e6:.2f}M of revenue",
                            hard=("trade_proposal", "untagged", ["sell that strip", f"{ph} PH/s", f"${hp1:.2f}/PH/day"]))
        ta = t + self.mins(5, 25)
        self.add(ta, "priya", f"no. not below ${th} — that was the floor we agreed for Q4", ref=prop,
                 hard=("trade_approval", "reply", ["no.", f"not below ${th}"]),
                 idiom=("rejection reply with a price floor", "trade_approval"))
        self.add(ta + self.mins(1, 3), who, "fair, will push them", kind="chat")
        if r.random() < 0.35:
            t2 = ta + self.mins(60, 180)
            hp2 = round(th + r.uniform(0.05, 0.6), 2)
            p2 = self.add(t2, who, f"ridgeline firmed at ${hp2:.2f} for the same {ph} PH/s strip. resubmitting: sell {ph} PH/s {m1}-{m3} @ ${hp2:.2f}",
                          hard=("trade_proposal", "untagged", ["sell", f"{ph} PH/s", f"${hp2:.2f}"]))
            ta2 = t2 + self.mins(3, 15)
            txt, fa = self.appr([("fine, do it", ["fine", "do it"])])
            self.add(ta2, "priya", txt, ref=p2, hard=("trade_approval", "reply", fa))
            tf = ta2 + self.mins(5, 25)
            tk = f"HPF-{r.randint(1000, 9999)}"
            self.add(tf, "tg", f"[tg] @ridgeline_hpf: confirmed — you sell {ph} PH/s {m1}-{m3} hashprice @ ${hp2:.2f}/PH/day, ticket {tk}. docs to follow",
                     hard=("trade_fill", "untagged", ["you sell", f"{ph} PH/s", f"${hp2:.2f}/PH/day", tk]))

    def sc_power(self):
        r = self.r
        cp = self.season4cp and not self.weekend
        use_thread = r.random() < 0.5
        st = None
        t0 = self.at(9.5, 60)
        if cp:
            prob = r.randint(38, 72)
            gw = round(r.uniform(82.0, 88.5), 1)
            a1 = self.add(t0, "grid", f"⚠️ 4CP watch {self.dstr}: peak probability {prob}% for HE17, forecast {gw} GW. next update 13:00 CT", kind="noise")
        if use_thread:
            st = self.thread_start(t0 + self.mins(5, 20), "mike", f"🧵 {'4CP' if cp else 'curtailment'} {self.dstr}")
        tp = self.at(11.5, 120)
        mw = r.choice([60, 85, 110, 135])
        self.curt_mw = mw
        rs = r.choice([70, 80, 90, 110])
        if r.random() < 0.5:
            prop = self.add(tp, "mike", f"curtail garza + monahans {mw}MW HE16-HE19 today {'for 4CP' if cp else 'into the price spike'}, sell back into RT, restart when LZ_WEST < ${rs}",
                            thread=st, hard=("trade_proposal", "untagged", ["curtail", f"{mw}MW", "HE16-HE19", "sell back"]))
        else:
            prop = self.add(tp, "mike", f"{'4cp' if cp else 'spike'}: off {mw}MW he16-19, sellback rt, back on < ${rs}",
                            thread=st, hard=("trade_proposal", "shorthand", [f"off {mw}MW", "he16-19", "sellback"]),
                            idiom=("MW curtailment sell-back shorthand", "trade_proposal"))
        if r.random() < 0.4:
            loss = self.prod * mw / (self.eh * 18.5) * 4 / 24
            self.add(tp + self.mins(1, 4), "tk", f"how much btc do we give up for 4h? ~{loss:.2f}?", thread=st, kind="near")
        ta = tp + self.mins(5, 20)
        txt, fa = self.appr([("👍 do it, ercot's not giving us a choice", ["👍", "do it"])])
        self.add(ta, "dana", txt, ref=prop, thread=st, hard=("trade_approval", "reply", fa))
        tc = ta + self.mins(3, 12)
        ref = f"C-{r.randint(1000, 9999)}"
        self.add(tc, "grid", f"CURTAIL ACK qse=lonestar site=garza,monahans mw={mw} he=16-19 status=ACCEPTED ref={ref}",
                 hard=("trade_confirmation", "structured", ["CURTAIL ACK", f"mw={mw}", "status=ACCEPTED", f"ref={ref}"]),
                 idiom=("QSE curtail ack key=value", "trade_confirmation"))
        if cp:
            t2 = self.at(13.0, 8)
            self.add(t2, "grid", f"⚠️ 4CP update {self.dstr}: HE17 probability {min(95, prob + r.randint(5, 20))}%, HE18 {r.randint(20, 45)}%", kind="noise")
            t3 = self.at(16.2, 25)
            a3 = self.add(t3, "grid", f"⚠️ 4CP alert: HE18 now {r.randint(46, 70)}% (load {gw + 0.4:.1f} GW, tightening). recommend curtail", kind="noise")
            self.add(t3 + self.mins(2, 8), "dana", "no action on that one — we're already off thru HE19. not routing to ops", ref=a3, thread=None,
                     hard=("no_route_decision", "reply", ["no action", "not routing"]),
                     idiom=("4CP alert no-action reply", "no_route_decision"))
        tr = self.at(19.3, 20)
        self.add(tr, "mike", "garza + monahans back on, all hashing 👍", thread=st)
        if r.random() < 0.5:
            old = r.choice([180, 190, 200])
            new = old - r.choice([15, 25, 30])
            tl = self.ht(lo=self.lm(9), hi=self.lm(17))
            self.add(tl, r.choice(["mike", "dana"]),
                     f"new rule thru {self.fwd_m[0].lower()}: auto-curtail trigger is ${new}/MWh LZ_WEST RT (was ${old}). at ${self.hp:.0f} hashprice nothing above that pays",
                     hard=("risk_limit", "untagged", ["auto-curtail trigger", f"${new}/MWh"]),
                     idiom=("curtail trigger as an operating limit", "risk_limit"))
        return st

    def sc_own_stock(self):
        r = self.r
        t = self.ht(lo=self.lm(9), hi=self.lm(14.5))
        k = r.choice([1.2, 1.5, 2.4, 3.0, 3.6])
        q = int(round(k * 1000))
        strike = r.choice([x / 2 for x in range(int(self.phsh * 2 * 0.7), int(self.phsh * 2 * 0.85) + 1)])
        ss = f"{strike:g}"
        pr = f"{r.uniform(0.25, 0.9):.2f}"[1:]
        if r.random() < 0.5:
            prop = self.add(t, "jules", f"b {k}k phsh {self.phsh_mon.lower()} {ss}p @ {pr} — earnout share hedge",
                            hard=("trade_proposal", "shorthand", [f"b {k}k", f"phsh {self.phsh_mon.lower()} {ss}p", f"@ {pr}"]),
                            idiom=("k-suffixed own-stock put shorthand", "trade_proposal"))
            apv = "priya"
        else:
            prop = self.add(t, "priya", f"for the earnout shares: buy {q:,} PHSH {self.phsh_mon} {ss} puts, limit 0{pr}. legal cleared it, we're outside blackout",
                            hard=("trade_proposal", "untagged", ["buy", f"{q:,} PHSH {self.phsh_mon} {ss} puts", f"limit 0{pr}"]))
            apv = "dana"
        ta = t + self.mins(3, 18)
        txt, fa = self.appr([("👍 go", ["👍", "go"])])
        self.add(ta, apv, txt, ref=prop, hard=("trade_approval", "reply", fa))
        tc = ta + self.mins(2, 6)
        oid = self.hexid(6)
        emb = _emb("Order working — IBKR", [("Symbol", f"PHSH {self.phsh_exp} {ss} P"), ("Side", "BUY"), ("Qty", f"{q:,}"),
                                            ("Limit", f"0{pr}"), ("TIF", "DAY")],
                   f"ord {oid} · SMART/OPRA · agency", author="exbridge/ibkr")
        self.add(tc, "exb", "", embeds=[emb], hard=("trade_confirmation", "embed", [f"PHSH {self.phsh_exp} {ss} P", "BUY", f"{q:,}", oid]))
        tf = tc + self.mins(10, 90)
        fp = f"0.{int(pr[1:]) + r.choice([-1, 0, 0, 1]):02d}"
        self.add(tf, "exb", f"[FILL] BUY {q:,} PHSH {self.phsh_mon} {ss}P @ {fp} avg (ord {oid})",
                 hard=("trade_fill", "tagged", ["BUY", f"{q:,}", f"PHSH {self.phsh_mon} {ss}P", fp]))

    def sc_risk(self):
        r = self.r
        if self.floor_new is None and r.random() < 0.7:
            new = self.floor + r.choice([50, 100, -50])
            self.floor_new = new
            self.floor_t = self.ht(lo=self.lm(10), hi=self.lm(16))
        if self.floor_new is not None:
            t = self.floor_t
            js = json.dumps({"evt": "limit_change", "limit": "min_btc_held", "old": self.floor, "new": self.floor_new,
                             "unit": "BTC", "set_by": "priya.cfo", "eff": _iso(t)}, ensure_ascii=False)
            m = self.add(t, "risk", js, hard=("risk_limit", "structured", ['"limit": "min_btc_held"', f'"new": {self.floor_new}']),
                         idiom=("JSON min_btc_held floor change", "risk_limit"))
            self.pin(m, self.mins(1, 8), "dana")
        if r.random() < 0.4:
            t = self.ht(lo=self.lm(10), hi=self.lm(20))
            v = round(-300 - r.uniform(5, 40), 1)
            js = json.dumps({"evt": "limit_breach", "limit": "net_delta_btc", "value": v, "max_abs": 300,
                             "action": "block_new_sells", "ts": _iso(t)})
            bm = self.add(t, "risk", js, hard=("risk_limit", "structured", ['"evt": "limit_breach"', '"net_delta_btc"', f"{v}"]))
            self.add(t + self.mins(2, 6), "jules", "no action on the breach — that's collar delta + the spot drop, comes back as spot bounces. not touching it", ref=bm,
                     hard=("no_route_decision", "reply", ["no action", "not touching it"]))
        if r.random() < 0.4 or not any(m.hard and m.hard[0] == "risk_limit" for m in self.msgs):
            t = self.ht(lo=self.lm(9), hi=self.lm(17))
            old = self.cap
            new = old - 50
            self.cap_new, self.cap_t = new, t
            self.add(t, "priya", f"effective now: deribit short-call delta cap {new} btc (was {old}). riskd will block anything over, jules pls don't fight it",
                     hard=("risk_limit", "untagged", ["short-call delta cap", f"{new} btc"]))

    def sc_routing(self):
        r = self.r
        picks = [r.choice([0, 1]), r.choice([2, 3])]
        r.shuffle(picks)
        for p_ in picks:
            t = self.ht(lo=self.lm(7), hi=self.lm(18))
            if p_ == 0:
                n = r.choice([50, 75, 100])
                self.add(t, "dana", f"routing the tidewater {n} btc rfq to @jules_tsy — you run it, same floor as today's program",
                         hard=("route_decision", "untagged", ["routing", "tidewater", "@jules_tsy"]),
                         idiom=("routing an OTC rfq to a named trader", "route_decision"))
            elif p_ == 1:
                tn = r.randint(1100, 1999)
                self.add(t, "triage", f"triage #{tn} otc_inquiry(lumen_prime, {r.choice([10, 15, 20])} btc) → routed: exec-agent (owner jules_tsy)",
                         hard=("route_decision", "structured", [f"#{tn}", "routed: exec-agent"]),
                         idiom=("triage bot routed line", "route_decision"))
            elif p_ == 2:
                tn = r.randint(1100, 1999)
                self.add(t, "triage", f"triage #{tn} alert(hashrate_drop {r.choice(SITES)} -{r.randint(3, 9)}%) → no_route: scheduled maintenance window",
                         hard=("no_route_decision", "structured", [f"#{tn}", "no_route"]))
            else:
                n = r.choice([80, 100, 150])
                self.add(t, "dana", f"tidewater's {n} btc bid from this morning — pass, not routing it. below our floor px and we're done for the day",
                         hard=("no_route_decision", "untagged", ["pass", "not routing"]))
        if r.random() < 0.3:
            t = self.ht(lo=self.lm(9), hi=self.lm(16))
            self.add(t, "priya", "@tk take the OUHA data-room request, you own it till corp dev is back monday",
                     hard=("route_decision", "untagged", ["@tk", "OUHA data-room request"]))

    def sc_news(self):
        r = self.r
        out = []
        up = self.close > self.open
        lvl = int(round(self.p(self.ds + 10 * 3600000) / 1000.0)) * 1000
        flow = r.randint(140, 820)
        hpn = f"${self.hp - r.uniform(0.4, 1.6):.2f}/PH/day"
        nmw = f"{r.choice([150, 200, 240])}MW"
        mined = r.randint(410, 470)
        held = [
            (f"Bitcoin {'climbs above' if up else 'slips below'} ${lvl:,} as US spot ETFs log ${flow}M of {'inflows' if up else 'outflows'}",
             ["Bitcoin", f"${lvl:,}"],
             f"The largest cryptocurrency {'extended gains' if up else 'fell'} in US trading, with spot ETF {'creations' if up else 'redemptions'} of about ${flow}M on the day according to issuer data. "
             f"Options markets showed 25-delta risk reversals near {self.rr} vols for the front month, while CME basis held around {self.basis}% annualized.\n\n"
             f"Traders pointed to positioning into the {self.exp_m} expiry and softer dollar funding conditions. Several OTC desks said public-miner selling remained orderly and mostly programmatic, "
             f"with blocks of 25-100 BTC clearing a few basis points under screen mid. Realized volatility over one week stood near {r.randint(28, 45)}%, below implied levels.\n\n"
             f"\"The market is waiting for a catalyst,\" one derivatives trader said, adding that open interest in calls above ${int(lvl * 1.15 / 5000) * 5:,}k had grown steadily over the past month.\n\n"
             f"On-chain data showed exchange balances continuing to decline, while long-term holder supply was little changed. Stablecoin supply on major venues rose for a fourth week. "
             f"Analysts at two brokerages said the next leg would likely depend on ETF flows and on whether the options market's call overwriting by miners and funds persists into quarter-end."),
            (f"Hashprice index falls to {hpn} as difficulty climbs {r.uniform(2.1, 5.8):.1f}%",
             ["Hashprice index", hpn],
             f"Network difficulty adjusted higher for the {r.choice(['second', 'third', 'fourth'])} consecutive epoch, pushing the USD hashprice benchmark to its lowest level since spring. "
             f"Transaction fees remain below 2% of block rewards and mempool congestion has been minimal for weeks.\n\n"
             f"Analysts said older-generation fleets in higher-cost jurisdictions are near breakeven and that forward curves for the next three months trade at a modest discount to the spot index. "
             f"Hashrate forward volumes picked up as several listed miners locked in revenue for the fourth quarter, according to brokers.\n\n"
             f"Network hashrate was estimated at {r.randint(880, 960)} EH/s on a seven-day average. The next adjustment is projected in about {r.randint(3, 12)} days, "
             f"with early estimates pointing to another increase as new-generation machines are energized in Texas, Ethiopia and the Middle East.\n\n"
             f"Public miners have responded by curtailing older fleets during peak power prices and, in several cases, by pivoting capacity toward AI and high-performance computing hosting."),
            (f"Pecos Hash (PHSH) July update: mined {mined} BTC, {self.eh:.1f} EH/s deployed, treasury above {int(self.held // 100) * 100:,} BTC",
             ["Pecos Hash", "PHSH", f"{mined} BTC"],
             f"Pecos Hash Inc. said in its monthly production update that it mined bitcoin at an average of {self.prod:.1f} BTC per day in July, with fleet uptime of {r.uniform(93, 97.5):.1f}% despite curtailment during ERCOT peak periods. "
             f"The company said it sold part of its production through a programmatic sales program and maintains a covered-call overlay on a portion of its holdings.\n\n"
             f"Pecos Hash operates three sites in West Texas. It said demand-response credits and four-coincident-peak avoidance reduced its effective power cost to about ${r.uniform(29, 36):.1f}/MWh for the month. "
             f"Shares {'rose' if r.random() < 0.5 else 'fell'} {r.uniform(0.5, 4.5):.1f}% in early trading.\n\n"
             f"The company reiterated its target of {self.eh + r.uniform(1.5, 4):.1f} EH/s by year-end, supported by deliveries of new S21 XP machines, and said its treasury policy keeps a minimum balance of bitcoin "
             f"on hand while selling a portion of monthly output. Analysts noted that the stock has underperformed peers with HPC exposure this year."),
            (f"Nordwall Compute signs {nmw} AI hosting lease with hyperscaler; shares jump {r.randint(9, 22)}% premarket",
             ["Nordwall Compute", nmw],
             "Nordwall Compute said the 15-year lease covers a campus in Abilene, Texas, with first capacity delivered in mid-2027. The company, which converted part of its bitcoin-mining footprint "
             "to high-performance computing last year, said the contract carries a weighted average of about $1.4M per MW per year.\n\n"
             "Analysts raised price targets following the announcement, citing the counterparty's credit quality and the length of the term. Nordwall said financing for the build-out would come from a "
             "mix of project debt and cash on hand, and that it does not expect to issue equity for the project.\n\n"
             "Nordwall's remaining mining operations will continue at its Oklahoma and North Dakota sites. The company said it expects the lease to generate about $4.2B of revenue over the term "
             "and that the tenant has options for a further 100MW at the same campus."),
        ]
        watch = [
            ("Ouachita Hash said to explore sale, has hired advisers — people familiar",
             ["Ouachita Hash", "explore sale"],
             "Ouachita Hash, a mid-sized miner with about 9 EH/s across Arkansas and Oklahoma, is working with advisers on strategic options including a sale, according to people familiar with the matter. "
             "Deliberations are early and may not lead to a transaction.\n\nOuachita's shares rose after the report; the company declined to comment. The miner holds roughly 1,100 BTC on its balance sheet and has "
             "about 300MW of contracted power, which people familiar said is the main attraction for potential bidders including data-center developers.\n\n"
             "Potential suitors could include larger listed miners looking to add power capacity, the people said. Ouachita's largest shareholder, an infrastructure fund, has been pushing for a "
             "strategic review since the spring, according to a letter reviewed by reporters."),
            (f"Tessera Power (TSPW) delays West Texas substation energization to Q{r.choice([1, 2])} 2027",
             ["Tessera Power", "2027"],
             "Tessera Power said interconnection equipment delays pushed back the energization date of its new 345kV substation near Pecos. The project was expected to serve several large flexible loads, "
             "including data centers and bitcoin mining sites.\n\nThe utility reaffirmed full-year guidance and said the delay would not affect existing customers. Large-load interconnection queues in the "
             "Permian region have grown sharply this year, according to grid filings.\n\n"
             "Tessera shares were little changed. Analysts said the delay could push some large-load customers toward behind-the-meter arrangements with gas generation."),
            (f"OUHA: Ouachita Hash receives unsolicited approach at ${r.uniform(6.5, 9.5):.2f}/sh — filing",
             ["Ouachita Hash", "unsolicited approach"],
             "A regulatory filing showed the miner's board received an unsolicited, non-binding indication of interest. The board said it will evaluate the proposal with its advisers. "
             "No assurance can be given that any transaction will result.\n\nThe filing did not name the bidder. Ouachita has about 9 EH/s deployed and had been exploring strategic options."),
        ]
        other = [
            (f"Granite Ridge Mining sold {r.randint(250, 600)} BTC in July, holds {r.randint(2000, 9000):,} BTC",
             f"Granite Ridge Mining said in its monthly update it sold part of its production and a portion of its treasury to fund capex on new S21 rigs. The company mined {r.randint(500, 800)} BTC in the month "
             f"and said it expects to keep selling a majority of production through year-end.\n\nGranite Ridge also disclosed it had written covered calls on part of its holdings, without giving sizes.",
             ("other miner's BTC sale in a news headline", "not_hard")),
            ("Blue Norther Digital prices $350M 0% convertible notes due 2031",
             "Blue Norther Digital said it will use part of the proceeds for capped call transactions and to repurchase existing notes. Shares fell in after-hours trading.\n\n"
             "The notes carry a conversion premium of 42.5%. The company said the rest of the proceeds would fund expansion of its Oklahoma site.", None),
            (f"Lakeshore Mining hedges {r.randint(20, 45)}% of Q4 production with hashprice forwards",
             "Lakeshore Mining said it entered hashprice forward contracts with several counterparties, locking revenue for a portion of its fleet through year-end. "
             "The company also bought BTC put options to protect its treasury, it said in a shareholder letter.", None),
            ("Halcyon Foods beats Q2 estimates, raises full-year guidance",
             "Halcyon Foods reported quarterly revenue ahead of consensus as pricing held up and volumes recovered in its frozen segment. The company raised its full-year EPS range and "
             "announced a $500M buyback.", None),
            (f"US CPI rises 0.{r.randint(1, 3)}% m/m in July; core 0.{r.randint(2, 3)}%",
             "Treasury yields were little changed after the print; futures pricing for the next FOMC meeting moved slightly. Shelter costs slowed for a third month.", None),
            ("Permian Basin crude output hits record as drillers add rigs",
             "Oil output in the Permian rose to a record in July, according to state data, as operators added rigs in the Delaware sub-basin. Associated gas production also climbed, weighing on Waha hub prices.", None),
            ("Solar developer Brightfield files for Chapter 11 after tax-credit sale collapses",
             "Brightfield said it has secured debtor-in-possession financing and expects operations at its operating projects to continue. The company's Texas portfolio includes about 1.2GW of projects "
             "under construction, several of which have offtake agreements with industrial customers.\n\nCreditors include a group of regional banks and two infrastructure funds.", None),
            (f"Stonebridge Miners adds {r.randint(2, 5)} EH/s in Paraguay, eyes {r.randint(30, 50)} EH/s by 2027",
             "Stonebridge Miners said its new hydro-powered site came online ahead of schedule. The company said it sells nearly all of its monthly production and does not run a hedging program.\n\n"
             "Shares rose in early trading. Stonebridge also said it was in talks to sell a stake in its Norwegian site.", None),
            ("Fed minutes show officials split on timing of next cut",
             "Minutes of the last FOMC meeting showed several officials wanted more evidence that inflation was moving sustainably toward 2%, while others flagged softening labor-market data. "
             "Futures pricing was little changed after the release.", None),
            (f"Ether options volume hits record as traders bet on ${r.randint(4, 7)}K by year-end",
             "Open interest in ether call options rose to an all-time high on Deribit, with large blocks bought in the December expiry. Analysts said the flows were driven by funds rotating out of "
             "bitcoin-heavy books.", None),
            ("Chipmaker Veltrion guides Q3 below consensus on weaker datacenter orders",
             "Veltrion said customers were digesting inventory. Shares fell 8% after hours. The company kept its long-term margin target unchanged.", None),
        ]
        nh = r.choice([2, 2, 3])
        hsel = r.sample(range(len(held)), nh)
        wsel = r.sample(range(len(watch)), r.choice([1, 2]))
        osel = r.sample(range(len(other)), r.choice([4, 5, 6]))
        for i in hsel:
            title, facts, desc = held[i]
            t = self.ht(lo=self.lm(6), hi=self.lm(20))
            bot = "mnews" if i in (1, 2, 3) else "news"
            if r.random() < 0.5:
                e = {"title": title, "description": desc, "url": f"https://news.example.com/a/{self.hexid(8)}",
                     "footer": f"{PEOPLE[bot][1]} · {_iso(t)[11:16]} UTC"}
                m = self.add(t, bot, "", embeds=[e], hard=("held_position_news", "embed", facts))
            else:
                m = self.add(t, bot, f"📰 {title}\n\n{desc}\n\nhttps://news.example.com/a/{self.hexid(8)}", hard=("held_position_news", "untagged", facts))
            if i == 2:
                m.idiom = ("company-name held news (own stock)", "held_position_news")
            if r.random() < 0.5:
                self.react(m, self.mins(1, 20), "👀", "tk")
            out.append(m)
        for i in wsel:
            title, facts, desc = watch[i]
            t = self.ht(lo=self.lm(6), hi=self.lm(20))
            e = {"title": title, "description": desc, "url": f"https://news.example.com/a/{self.hexid(8)}",
                 "footer": f"minerwire · {_iso(t)[11:16]} UTC"}
            m = self.add(t, "mnews", "", embeds=[e], hard=("watchlist_news", "embed", facts),
                         idiom=("watchlist miner M&A headline", "watchlist_news"))
            out.append(m)
        for i in osel:
            title, desc, idi = other[i]
            t = self.ht(lo=self.lm(5), hi=self.lm(21))
            bot = r.choice(["news", "mnews"])
            if r.random() < 0.5:
                e = {"title": title, "description": desc, "url": f"https://news.example.com/a/{self.hexid(8)}",
                     "footer": f"{PEOPLE[bot][1]} · {_iso(t)[11:16]} UTC"}
                self.add(t, bot, "", embeds=[e], kind="near", idiom=idi)
            else:
                self.add(t, bot, f"📰 {title}\n\n{desc}\n\nhttps://news.example.com/a/{self.hexid(8)}", kind="near", idiom=idi)
        return out

    def sc_thesis(self):
        r = self.r
        a = r.random() < 0.55
        b = r.random() < 0.45
        if not a and not b:
            a = True
        if a:
            t = self.ht(lo=self.lm(8), hi=self.lm(17))
            d = r.uniform(3.0, 6.5)
            self.add(t, "dana",
                     f"changing my view on hashprice: was expecting a recovery into Q4 on fees, now bearish thru nov. difficulty +{d:.1f}% again and mempool is dead. we lean into selling fwds on any pop",
                     hard=("thesis_update", "untagged", ["hashprice", "bearish thru nov"]),
                     idiom=("hashprice view flip", "thesis_update"))
        if b:
            lo = max(self.lm(8), (getattr(self, "cc_fill_t", self.ds) - self.ds) // 60000 + 20)
            t = self.ht(lo=lo, hi=max(lo + 30, self.lm(18)))
            lvl = int(self.p(t) * 1.2 / 5000) * 5000
            self.add(t, "jules",
                     f"[VIEW] after today's print i'm cutting conviction on the CC overlay: dvol {self.dv} doesn't pay for the upside we give away. no new 30d calls below {lvl // 1000}k until vol is back above 50",
                     hard=("thesis_update", "tagged", ["CC overlay", f"no new 30d calls below {lvl // 1000}k"]))

    # ------------------------------------------------------------------ long texts
    def sc_memo(self):
        r = self.r
        t = self.at(7.3, 40) if self.monday else self.at(17.6, 60)
        K = int(math.ceil(self.open * 1.2 / 5000.0)) * 5000
        inst, ncc = f"BTC-{self.exp_m}-{K}-C", r.choice([20, 25, 30])
        fl = self.floor
        kind = r.choice(["risk_limit", "trade_proposal", "thesis_update"])
        if kind == "risk_limit" and self.floor_new is None:
            new = fl + 50 * r.choice([1, 2])
            self.floor_new = new
            self.floor_t = t + self.mins(150, 300)
        px = self.p(t)
        if kind == "risk_limit":
            new = self.floor_new
            dec = (f"• decision: effective today the min-BTC-held floor goes to {new:,} ₿ (from {fl:,}) — covenant reset, riskd picks it up later today.",
                   ["min-BTC-held floor", f"{new:,} ₿"])
        elif kind == "trade_proposal":
            x = r.choice([20, 25, 30, 35])
            flr = int(px * 0.93 / 1000)
            dec = (f"• proposal: on top of production, sell {x} ₿/wk through {self.fwd_m[0].lower()} via prime TWAP with a {flr}k floor — takes treasury to ~{self.held - 4 * x:,.0f} ₿ by quarter end.",
                   [f"sell {x} ₿/wk", "prime TWAP", f"{flr}k floor"])
        else:
            dec = (f"• view change: we're no longer positioned for a Q4 hashprice recovery — now bearish hashprice into Q1 (difficulty up {r.randint(3, 4)} adjustments straight, fees flat). hedge ratio on fwds should go up.",
                   ["view change", "bearish hashprice into Q1"])
        wk_prod = round(self.prod * 7 + r.uniform(-3, 3), 1)
        sold = round(wk_prod * r.uniform(0.5, 0.8), 1)
        otc = round(r.uniform(20, 60), 1)
        lots = r.choice([20, 30, 40])
        phf = r.choice([50, 75, 100])
        sites = []
        for s_, share in (("pecos-1", 0.46), ("garza", 0.29), ("monahans", 0.25)):
            sites.append(f"{s_:<10} {self.eh * share:>6.2f} EH/s  uptime {r.uniform(91, 99):>5.1f}%  mined {wk_prod * share if self.monday else self.prod * share:>6.2f} ₿  curtailed {r.randint(0, 30):>2}h  {r.uniform(17, 24):.1f} J/TH")
        book = ["treasury", "hedge book", "sales & power", "treasury ops"][self.ci % 4]
        if self.monday:
            hdr = (f"**weekly {book} memo — wk{self.ldate.isocalendar()[1]} ({self.dstr})**\n"
                   f"draft for the board pack, comments by thu pls. numbers from the sheet as of 07:00 CT; anything marked (est) gets trued up after the recon.\n\n")
        else:
            hdr = f"**EOD {book} note {self.dstr}**\nshorter one today, full memo monday. numbers as of 17:00 CT.\n\n"
        s1 = (f"**1. production & sales**\n"
              f"• mined last {'wk' if self.monday else '24h'}: {wk_prod if self.monday else self.prod} ₿ (pool luck {r.randint(88, 112)}%). difficulty {r.uniform(-2, 6):+.1f}% at the last adjustment, our share of network ~{self.eh / 900 * 100:.2f}%.\n"
              f"```\n" + "\n".join(sites) + "\n```\n"
              f"• sold {sold if self.monday else round(self.prod * 0.8, 1)} ₿ via prime TWAP + {otc} ₿ OTC (arcadia, lumen), blended avg ${c0(px * r.uniform(0.98, 1.01))}, slippage vs arrival {r.uniform(-4, 6):+.1f}bps. rest retained.\n"
              f"• treasury {self.held:,.1f} ₿ vs the {fl:,} ₿ min-held floor; headroom {self.held - fl:,.1f} ₿. custody 82% cold (fireblocks + anchorage) / 18% prime.\n"
              f"• ytd: {r.randint(1900, 2600):,} ₿ sold at avg ${c0(px * r.uniform(0.8, 0.92))}, realized vs fair value +${r.uniform(3, 18):.1f}M. sales program running at {r.randint(60, 85)}% of production.\n\n")
        sales = []
        for k in range(5, 0, -1):
            dd_ = self.ldate - timedelta(days=k)
            sales.append(f"{dd_.isoformat()}  {self.prod * r.uniform(0.6, 1.0):>6.2f} ₿  avg {c0(px * r.uniform(0.97, 1.02)):>8}  {r.choice(['prime twap', 'prime twap', 'arcadia otc', 'lumen otc']):<12} slip {r.uniform(-5, 8):+.1f}bps")
        s1 += ("sales log (last 5 days):\n```\n" + "\n".join(sales) + "\n```\n\n")
        expo = "\n".join(f"{cp:<12} ${r.uniform(0, 9):>5.1f}M / $15M   settle {st:<10} last trade {r.randint(1, 12)}d ago"
                         for cp, st in (("arcadia", "T+0 usdc"), ("lumen", "T+0 usd"), ("tidewater", "T+1 usd"), ("ridgeline", "monthly")))
        s2x = ("counterparty exposure:\n```\n" + expo + "\n```\n")
        s2 = (f"**2. hedges**\n"
              f"```\n"
              f"book                 position                         mark        delta(₿)   pnl mtd\n"
              f"deribit CC overlay   -{ncc}x {inst:<24} {r.uniform(0.004, 0.02):.4f}     {-r.uniform(2, 6):>6.1f}    +{r.uniform(0.2, 1.9):.2f} ₿\n"
              f"deribit put spreads  +{r.choice([20, 30])}x {self.exp_m} {int(px * 0.85 / 5000) * 5}k/{int(px * 0.85 / 5000) * 5 - 10}k   {r.uniform(0.002, 0.008):.4f}     {r.uniform(1, 4):>6.1f}    {r.uniform(-0.6, 0.3):+.2f} ₿\n"
              f"CME collar (marex)   {lots} lots {self.q_mon}                     {r.randint(-300, 300):+d}/lot    {-r.uniform(30, 80):>6.1f}    {r.uniform(-0.3, 0.3):+.2f}M\n"
              f"hashprice fwds       -{phf} PH/s {self.fwd_m[0]}-{self.fwd_m[2]}                ${self.hp + r.uniform(0.5, 3):.2f}      n/a       {r.uniform(-0.05, 0.12):+.2f}M\n"
              f"PHSH earnout puts    +{r.choice([2.4, 3.0, 3.6])}k {self.phsh_mon}                       {r.uniform(0.2, 0.9):.2f}       n/a       {r.uniform(-0.1, 0.1):+.2f}M\n"
              f"```\n"
              f"• overlay P&L since jan +{r.uniform(4, 19):.1f} ₿; premium collected mtd {r.uniform(0.8, 2.9):.2f} ₿. assignment risk on the {self.exp_m} strikes is low at current spot.\n"
              f"• collar delta cover ~{r.randint(12, 25)}% of treasury. margin at marex ${r.uniform(2, 6):.1f}M IM, no calls this week.\n")
        s3 = (f"\n**3. power**\n"
              f"• ERCOT RT avg LZ_WEST ${r.uniform(28, 61):.2f}/MWh, {r.randint(4, 31)} curtailed hours, ${r.randint(40, 380)}k sell-back credits.\n"
              f"• 4CP: {r.randint(1, 3)} of 4 intervals likely already set this summer; transmission charge avoidance tracking ~${r.uniform(2.1, 6.8):.1f}M annualized.\n"
              f"• fixed-price PPA at monahans ${r.uniform(31, 38):.2f}/MWh thru 2027; garza index + adder; pecos-1 behind the meter.\n"
              f"• all-in power cost {r.uniform(29, 38):.1f} $/MWh incl. credits; breakeven hashprice for the fleet ~${r.uniform(29, 35):.2f}/PH/day.\n\n")
        s4 = (f"**4. liquidity & covenants**\n"
              f"• cash + USDC ${r.randint(80, 190)}M, undrawn revolver ${r.choice([50, 75, 100])}M. next covenant test on the 15th: min liquidity ${r.choice([60, 75])}M incl. BTC at 50% haircut.\n"
              f"• convert: $575M 2030s outstanding, capped call intact; PHSH {self.phsh:.2f} vs cap ${r.uniform(24, 30):.2f}.\n"
              f"• capex: s21 xp batch payments ${r.randint(8, 25)}M due in {self.fwd_m[0].lower()}, funded from cash, not BTC.\n\n"
              f"**5. calendar**\n"
              f"• deribit weekly {self.exp_w} 08:00 UTC • monthly {self.exp_m} • hosting partner call thu • july ERCOT settlement statements fri\n"
              f"• 4CP watch all week, heat dome over west texas. treasury committee thu 10:00.\n\n"
              f"**6. open questions (nothing to decide here)**\n"
              f"• do we want a bigger collar into year-end? sam is running scenarios.\n"
              f"• ouachita: waiting on the NDA.\n"
              f"• should ATM issuance resume after the blackout? legal to advise.\n"
              f"• auditors asked how we mark the hashprice fwds — sam drafting.\n")
        if not self.monday:
            s3 = (f"\n**2b. power**\n• RT avg LZ_WEST ${r.uniform(28, 61):.2f}/MWh today, {r.randint(0, 5)} curtailed hours, sell-back credits ${r.randint(5, 90)}k\n"
                  f"• DA for tomorrow HE17 ${r.uniform(60, 400):.2f}, 4CP odds {r.randint(10, 70)}%\n\n")
            s4 = (f"**3. tomorrow**\n• weekly expiry {self.exp_w} approaching, watch the pin around {int(px / 5000) * 5}k\n"
                  f"• 4CP watch continues, mike has the call\n• prime maintenance window sat, no TWAPs then\n")
        ctxp = (f"**0. market context**\n"
                f"spot {c0(px)} ({(self.close / self.open - 1) * 100:+.1f}% {'w/w' if self.monday else 'd/d'}), dvol {self.dv}, 25d rr {self.rr} front. etf flows {r.choice(['positive', 'mixed', 'negative'])} for the period, "
                f"cme basis {self.basis}% ann. hashprice index ${self.hp:.2f}/PH/day, network ~{r.randint(880, 960)} EH/s, fees {r.uniform(0.8, 2.2):.1f}% of rewards. "
                f"public miners as a group sold ~{r.randint(80, 110)}% of production last month and several pivoted more MW to HPC; otc desks say miner supply is the main overhang. "
                f"ERCOT: summer peak loads running {r.uniform(1, 4):.1f}% above last year, RT volatility concentrated in HE17-HE20.\n\n")
        lim = ""
        if self.monday:
            lim = ("**3b. limits status (for reference, no changes proposed here)**\n```\n"
                   f"min_btc_held          {fl:>6,} ₿      headroom {self.held - fl:,.1f}\n"
                   f"net_delta_btc          ±300 ₿      current {-r.uniform(180, 290):.1f}\n"
                   f"short_call_delta_btc  {self.cap:>6} ₿      current {r.uniform(80, self.cap - 10):.1f}\n"
                   f"deribit_im_pct           45%      current {r.uniform(18, 34):.1f}%\n"
                   f"hashprice_fwd_phs       250      current {phf}\n"
                   f"otc per cpty           $15M      max used ${r.uniform(2, 9):.1f}M\n```\n\n"
                   f"**3c. ops**\n• s21 xp batch {r.randint(3, 6)} energized at garza, +{r.uniform(0.3, 0.9):.2f} EH/s\n• monahans T2 transformer inspection this week, ~5MW offline 1h\n"
                   f"• firmware rollout at pecos-1 {r.randint(40, 90)}% complete, efficiency +{r.uniform(1, 4):.1f}% on upgraded units\n• insurance renewal for the sites due {self.fwd_m[0].lower()} 1\n\n")
        who = r.choice(["dana", "priya"]) if self.monday else "dana"
        if self.monday:
            parts = [hdr.replace("**\n", " (1/3)**\n", 1) + ctxp + s1, "(2/3)\n" + s2 + dec[0] + "\n" + s2x + s3, "(3/3)\n" + lim + s4]
            hi_ = 1
        else:
            parts = [hdr.replace("**\n", " (1/2)**\n", 1) + ctxp + s1, "(2/2)\n" + s2 + dec[0] + "\n" + s2x + s3 + s4]
            hi_ = 1
        first = None
        tt = t
        for i_, body in enumerate(parts):
            if i_ == hi_:
                m = self.add(tt, who, body, hard=(kind, "buried", dec[1]),
                             idiom=("decision buried in the weekly treasury memo", kind) if self.monday else ("decision buried in the EOD treasury note", kind))
            else:
                m = self.add(tt, who, body)
            if first is None:
                first = m
            tt += r.randint(4000, 20000)
        if self.monday:
            self.pin(first, self.mins(2, 15), "dana")
        return first

    def long_near(self):
        r = self.r
        out = []
        t = self.ht(lo=self.lm(9), hi=self.lm(17))
        hp = self.hp
        be = round(r.uniform(29.5, 33.5), 2)
        rows = []
        for name, dd, fee, pm in (("base", 2.0, 1.4, 1.0), ("bear", 6.0, 0.9, 0.85), ("bull", -1.0, 2.6, 1.2), ("fee spike", 1.0, 6.0, 1.0), ("halving-ish", 4.0, 1.0, 0.7)):
            h = hp * pm * (1 + (fee - 1.4) / 100) / (1 + dd / 100)
            rows.append(f"{name:<14}{dd:+5.1f}%   {fee:4.1f}   {c0(self.p(t) * pm):>8}   ${h:6.2f}     ${h - be:+6.2f}/PH/day")
        curve = "\n".join(f"{m_:<6} idx-implied ${hp - k * r.uniform(0.4, 0.9):.2f}   fwd bid ${hp - k * r.uniform(0.8, 1.4) - 0.5:.2f}   disc {r.uniform(1.5, 6.5):.1f}%"
                          for k, m_ in enumerate(self.fwd_m, 1))
        txt = (f"hashprice sensitivity, v3 (sam) — long, sorry\n"
               f"```\n"
               f"scenario      diff_chg  fees%  btc        hashprice   margin vs breakeven ${be}\n" + "\n".join(rows) + "\n```\n"
               f"forward curve vs index today:\n```\n{curve}\n```\n"
               f"observations + method in the next msg")
        out.append(self.add(t, "sam", txt, kind="near"))
        txt = (f"(cont.) observations:\n"
               f"1) at the bear case the s19 xp racks at garza go underwater whenever LZ_WEST RT > ${r.randint(55, 70)}, so curtailment discipline matters more than the BTC sale program\n"
               f"2) selling fwds at current index locks the base case, but historically (2023-2025) fwds traded ~{r.uniform(2, 6):.1f}% under realized index at 3m tenor — the buyer gets paid for taking the difficulty risk\n"
               f"3) covered calls and hashprice fwds are not independent: in a BTC rally both hurt, in a difficulty spike only the fwds help\n"
               f"4) the collar + fwds combo cuts the 5% tail on quarterly revenue by ~{r.randint(18, 31)}% in the sim; adding the put spreads on top is worth ~{r.randint(2, 7)}% more\n"
               f"5) if we ever wanted to sell calls on top of the collar we'd be short upside twice, which nobody wants to explain to the board\n"
               f"6) regression of our daily revenue on btc + difficulty: beta to btc {r.uniform(0.9, 1.1):.2f}, to difficulty {-r.uniform(0.8, 1.0):.2f}, r² {r.uniform(0.8, 0.95):.2f}. fees noise.\n"
               f"data: pool payouts jan→now, deribit marks at 08:00 UTC, ridgeline curve snapshots. notebook in the repo under research/hashprice_v3.\n"
               f"method: 10k paths, btc as GBM with vol from the deribit surface ({self.dv}), difficulty as a drift + jump process fitted on 2023-2025 adjustments, fees bootstrapped from daily history. "
               f"revenue = hashrate × hashprice × uptime, with uptime reduced on days where simulated RT > our curtail trigger.\n"
               f"hedge ratios tested (share of next-quarter hashrate sold forward): 0% / 25% / 50% / 75% → p5 quarterly revenue "
               f"${r.uniform(18, 22):.1f}M / ${r.uniform(22, 25):.1f}M / ${r.uniform(25, 28):.1f}M / ${r.uniform(27, 30):.1f}M, median roughly flat across all four.\n"
               f"not proposing anything, just want eyes on it before thursday's treasury committee")
        out.append(self.add(t + r.randint(20000, 90000), "sam", txt, kind="near", idiom=("long quant analysis with trading words, no decision", "not_hard")))
        if r.random() < 0.8:
            t = self.ht(lo=self.lm(6.5), hi=self.lm(9))
            ptxt = (f"desk colour am: spot {c0(self.p(t))}, asia sold it overnight then bought the dip. dvol {self.dv}, 25d rr {self.rr} front, "
                    f"term flat-ish out to {self.exp_q}. funding slightly negative on most venues, cme basis ~{self.basis}% ann. etf flows {r.choice(['mixed', 'light', 'heavy in', 'heavy out'])} yday. "
                    f"otc: arcadia + tidewater both showing bids below mid, lumen quiet. miners as a group seem to be overwriting calls in the {int(self.p(t) * 1.15 / 5000) * 5}k-{int(self.p(t) * 1.25 / 5000) * 5}k area, which keeps upside vol offered. "
                    f"deribit block flow: someone bought ~{r.randint(500, 2500)} of the {self.exp_q} puts overnight, probably a fund hedging. "
                    f"my general take: range trade continues until the fee market wakes up. nothing new for us here, just colour.")
            out.append(self.add(t, "jules", ptxt, kind="near", idiom=("morning desk colour, general market opinion only", "not_hard")))
        if self.season4cp or r.random() < 0.6:
            t = self.at(7.6, 50)
            gw = round(r.uniform(80.0, 88.0), 1)
            otxt = (f"ercot outlook {self.dstr}: highs {r.randint(99, 107)}°F midland/odessa, system load forecast peak {gw} GW HE17, wind {r.uniform(6, 18):.1f} GW at peak, solar drops off fast after HE19. "
                    f"DA LZ_WEST on-peak cleared ${r.uniform(45, 120):.2f}, HE17-18 ${r.uniform(120, 480):.2f}. reserves forecast {r.uniform(3, 8):.1f} GW at the tightest hour. "
                    f"{'4CP odds look real for HE17 today, ' if self.season4cp else ''}if the afternoon update holds i'll probably put up a curtailment around midday. "
                    f"sites: pecos-1 {r.uniform(96, 99.5):.1f}% online, garza {r.uniform(92, 99):.1f}%, monahans {r.uniform(90, 98):.1f}% (T2 inspection pending). "
                    f"immersion loops fine, air-cooled halls at garza will derate ~{r.randint(3, 9)}% in the afternoon heat regardless.")
            out.append(self.add(t, "mike", otxt, kind="near", idiom=("power outlook with a future intent, no decision yet", "not_hard")))
        if r.random() < 0.6:
            t = self.ht(lo=self.lm(10), hi=self.lm(18))
            ntxt = (f"ouachita comps, quick and dirty (tk):\n"
                    f"• EV/EH ~${r.uniform(18, 32):.0f}M vs us at ${r.uniform(25, 40):.0f}M; EV/MW contracted ~${r.uniform(0.6, 1.4):.2f}M\n"
                    f"• their power cost ~${r.uniform(38, 46):.0f}/MWh vs our {r.uniform(29, 36):.0f}; fleet efficiency {r.uniform(21, 26):.1f} J/TH vs our {r.uniform(17, 20):.1f}\n"
                    f"• treasury ~1,100 ₿, they'd need ~{r.randint(300, 700)} ₿ of support to close any deal at today's prices\n"
                    f"• stock trades {r.uniform(0.6, 1.1):.2f}x book; short interest {r.uniform(8, 22):.0f}% of float\n"
                    f"nothing actionable, for the file.")
            out.append(self.add(t, "tk", ntxt, kind="near"))
        for _ in range(r.choice([1, 2])):
            t = self.ht(lo=self.lm(5), hi=self.lm(20), w="t")
            who = r.choice(["arcadia_otc", "tidewater_desk", "lumen_prime"])
            ctxt = (f"[tg] @{who}: colour from our side — flows were {r.choice(['two-way', 'better offered', 'better bid'])} overnight, "
                    f"{r.choice(['asia family offices buying dips', 'a couple of funds rolling basis', 'miners selling the usual size'])}. "
                    f"ETF APs created ~{r.randint(1, 6)}k btc net this week. vol sellers active in the {self.exp_m} wings. "
                    f"we're not axed either way today but can show size if you need it. usual SSIs, T+0.")
            self.add(t, "tg", ctxt)
        return out

    def near_pool(self):
        r = self.r
        px = self.p(self.ds + 12 * 3600000)
        K = int(px * 1.15 / 5000) * 5000
        pool = [
            ("jules", f"what if we rolled the {K // 1000}k calls up to {K // 1000 + 10}k before expiry? would cost ~{r.uniform(0.2, 0.9):.2f} btc, just thinking", ("hypothetical roll question", "not_hard")),
            ("tk", f"q: is the {self.q_mon[:3].lower()} collar still the full size or did we take some off last wk?", None),
            ("sam", f"backtest: 10% OTM weekly CC overlay on 25% of treasury since 2022 → +{r.uniform(1.5, 4.5):.1f}%/yr, max dd {r.uniform(2, 6):.1f}% worse. not a proposal, just numbers", ("backtest of covered-call overlay", "not_hard")),
            ("sam", f"paper book: sold 10x BTC-{self.exp_w}-{K}-C @ {r.uniform(0.002, 0.009):.4f} (sim only, testing the new vol model)", ("paper trade in the sim book", "not_hard")),
            ("dana", f"last halving we sold 100% of production for 4 months, ~{r.randint(900, 1300):,} btc at avg ~{r.randint(26, 31)}k. never again", ("last-halving sales history", "not_hard")),
            ("tg", f"[tg] @tidewater_desk: indic only — would pay {c0(px * 0.9985)} for 100 btc, not firm, good for 5 min", None),
            ("jules", f"a buyback stop on the calls around {c0(K - 3000)} would make sense imo", ("stop suggestion without a decision", "not_hard")),
            ("mike", "someone should look at hedging sept power, the west hub curve looks rich", None),
            ("priya", f"if BTC runs to {int(px * 1.2 / 1000)}k do we sell more than production? asking for the board deck", None),
            ("dana", "remember 2022 when marex margin-called us on the puts at 3am? good times", None),
            ("tk", "would a 100/90 put spread be cheaper than the collar? curious", None),
            ("jules", "in 2024 we sold the 100k calls at 0.02 and got run over, lesson learned", None),
            ("tg", f"[tg] @lumen_prime: fyi showing {c0(px * 0.999)} bid for 20-30 btc if you have interest, indicative", None),
            ("sam", f"sim: if we'd curtailed every HE17 in july we'd have saved ~${r.randint(180, 640)}k in 4CP charges", None),
            ("jules", f"should we be selling the {self.exp_q} {K // 1000 + 5}s now or wait for dvol to pop?", None),
            ("dana", f"hypothetically, if OUHA came to us we'd need ~{r.randint(300, 600)} ₿ of dry powder. not today", ("hypothetical watchlist M&A sizing", "not_hard")),
            ("mike", "in 2023 we curtailed like 30 days straight in august lol", None),
            ("tk", "what's our avg sale price ytd? for the board slide", None),
            ("tg", f"[tg] @ridgeline_hpf: indicative hashprice curve: {self.fwd_m[0]} ${self.hp - 0.4:.2f} / {self.fwd_m[1]} ${self.hp - 1.1:.2f} / {self.fwd_m[2]} ${self.hp - 1.9:.2f} PH/day, not firm", None),
            ("sam", f"backtest v2: TWAP vs VWAP on our sales since jan, TWAP ~{r.uniform(0.5, 3):.1f}bps worse, not worth switching yet", None),
            ("jules", "other miners are clearly overwriting calls, skew's flat in the wings. interesting", None),
            ("priya", "would the board go for a 2x bigger collar? probably not, just asking", None),
            ("jules", f"if spot loses {int(px * 0.95 / 1000)}k i'd want to think about the put spread again. not now", None),
            ("tk", "do we still have the lumen SSI on file or do they need to resend?", None),
            ("dana", "granite ridge dumping 400+ btc in july is probably why the otc bids were soft", None),
        ]
        k = r.randint(19, 24)
        idx = r.sample(range(len(pool)), k)
        for i in idx:
            who, txt, idi = pool[i]
            t = self.ht(lo=self.lm(6), hi=self.lm(21), w="t" if who == "tg" else "h")
            self.add(t, who, txt, kind="near", idiom=idi)

    def sc_audit_thread(self):
        r = self.r
        t = self.ht(lo=self.lm(10), hi=self.lm(15))
        st = self.thread_start(t, "priya", "🧵 auditor q's: how we mark the hashprice fwds + the CC overlay")
        self.add(t + self.mins(1, 4), "priya", ("auditors sent 3 questions, pasting:\n1) what is the valuation input for the hashprice forwards (level 2 vs level 3)?\n"
                                                "2) how are the deribit options marked at period end, and who reviews the marks?\n"
                                                "3) is there any hedge accounting designation on the CME collar?\nneed draft answers by thu"), thread=st)
        self.add(t + self.mins(15, 35), "sam", (f"draft for 1): forwards are marked off the ridgeline published curve at 16:00 CT, cross-checked against the hashprice index and two broker quotes. "
                                                f"the curve is observable for the first 3 months and we'd argue level 2 there; beyond that it's interpolated from difficulty assumptions, so level 3 for anything past "
                                                f"{self.fwd_m[2].lower()}. differences between the curve and broker quotes have been under ${r.uniform(0.2, 0.6):.2f}/PH/day all year.\n"
                                                f"draft for 2): deribit mark price at 08:00 UTC on the last day of the period (exchange settlement), pulled by the exbridge statement job; tk reviews and signs off "
                                                f"in the close checklist. for illiquid strikes we compare to the deribit implied vol surface and flag anything more than 3 vols off.\n"
                                                f"draft for 3): no hedge accounting, everything through P&L at fair value. priya to confirm with the controller."), thread=st)
        self.add(t + self.mins(36, 50), "priya", "good. for 3) confirmed, no designation. can you add the dates of the curve snapshots?", thread=st)
        rows = "\n".join(f"{(self.ldate - timedelta(days=7 * k)).isoformat()}  curve {self.hp + r.uniform(-1, 2):.2f}  idx {self.hp + r.uniform(-1, 1):.2f}  brokers {self.hp + r.uniform(-1, 2):.2f}/{self.hp + r.uniform(-1, 2):.2f}"
                         for k in range(4, 0, -1))
        self.add(t + self.mins(52, 70), "tk", f"snapshots we have on file:\n```\n{rows}\n```\nfull history in the close folder", thread=st)
        self.add(t + self.mins(71, 80), "priya", "perfect ty", thread=st, kind="noise")

    # ------------------------------------------------------------------ long-form pool (fills the byte budget)
    def long_pool(self):
        r = self.r
        px = self.p(self.ds + 13 * 3600000)
        d = self.ldate
        items = [
            ("sam", "near", (f"difficulty adjustment preview (sam): next epoch in ~{r.randint(2, 11)} days. blocks are coming in at {r.uniform(9.2, 9.9):.2f} min avg over the epoch so far, "
                             f"which points to +{r.uniform(1.5, 5.5):.1f}% if it holds. new capacity: public filings + the pool share data suggest ~{r.randint(15, 35)} EH/s energized since the last adjustment, "
                             f"mostly texas and the gulf. seasonal: august heat usually shaves 1-2% off effective hashrate through curtailment, which we're seeing in block times on hot afternoons.\n"
                             f"what it means for us: hashprice index drifts toward ${self.hp * 0.97:.2f} on an unchanged btc price; our breakeven is safe but the older s19 racks at garza get thin. "
                             f"the fwd curve already prices ~{r.uniform(2, 5):.1f}% decline per month, so the market agrees. no change suggested, just the preview for the committee.")),
            ("jules", "near", (f"basis note: cme front basis {self.basis}% ann, deribit {self.q_mon[:3].lower()} future {self.basis + r.uniform(-0.6, 0.8):.1f}%. funding on perps has been flat to negative for a week, "
                               f"which usually means the levered long crowd is out. cash-and-carry funds have been trimming, cme OI down ~{r.uniform(2, 9):.1f}% in two weeks. "
                               f"for a miner the basis is interesting because selling futures against production is basically a forward sale at spot + basis; at {self.basis}% that's "
                               f"~${px * self.basis / 100 / 4:,.0f}/btc over a quarter. historically we've preferred the TWAP program + options overlay over futures because of margin. "
                               f"just flagging the level, this is not a proposal.")),
            ("mike", "chat", (f"pasting the vendor email re: the s21 xp batch {r.randint(4, 7)} delivery —\n> Dear Pecos Hash team, due to a customs inspection at the port of Houston, "
                              f"the shipment of {r.randint(1800, 4200):,} units originally scheduled to arrive on {(d + timedelta(days=5)).isoformat()} is now expected on {(d + timedelta(days=19)).isoformat()}. "
                              f"The units have cleared factory QA; test reports attached. We apologize for the inconvenience and will waive storage fees for the delay period. "
                              f"Please confirm the delivery address (garza site, dock B) and receiving contact.\n"
                              f"so ~{r.uniform(0.4, 0.9):.2f} EH/s slips two weeks. I'll update the capacity plan, no impact on the power contracts.")),
            ("priya", "chat", (f"board deck outline for the {self.fwd_m[0].lower()} meeting, treasury section (comments welcome):\n1. treasury policy recap (min held floor, sale program, custody)\n"
                               f"2. ytd sales + avg price vs spot, otc vs twap\n3. hedge book: CC overlay P&L, collar, put spreads, hashprice fwds\n4. power: curtailment + 4CP savings, sell-back credits\n"
                               f"5. liquidity + covenants, convert, capped call\n6. risks: hashprice, difficulty, ERCOT rule changes, counterparty\n7. appendix: limit framework + who approves what\n"
                               f"tk owns slides 2 and 4, sam 3 and 6, I'll do 1, 5, 7. draft due the 24th.")),
            ("dana", "chat", (f"reminder on custody ops since we have new people: any move out of cold needs 2 of 3 approvers (me, priya, jules) in the fireblocks policy, "
                              f"prime vault withdrawals need the video call callback, and we never send to a new address without the test-send + phone verification of the SSI. "
                              f"otc settlement goes from prime only. if a counterparty sends bank details or wallet addresses over the telegram bridge, do not use them — ask them to resend through "
                              f"the portal and ping a mod to scrub the message. key ceremony for the new cold wallet shards is on the 20th, {r.choice(['10am', '2pm'])} CT, in person.")),
            ("exb", "noise", (f"exbridge: venue notice relayed (coinbase prime)\n> Scheduled maintenance: Prime trading and transfer services will be unavailable on "
                              f"{(d + timedelta(days=(5 - d.weekday()) % 7 or 7)).isoformat()} from 02:00 to 03:00 UTC. Open TWAP and VWAP orders will be paused and resumed automatically. "
                              f"API keys are not affected. Please plan settlements accordingly.\n> Reference: PRIME-MAINT-{r.randint(1000, 9999)}")),
            ("exb", "chat", (f"exbridge: venue notice relayed (deribit)\n> Deribit will list new BTC weekly and quarterly strikes from {(d + timedelta(days=3)).isoformat()}. "
                             f"Portfolio margin parameters for BTC options will be updated: the price range scenario moves from ±16% to ±{r.choice([15, 17, 18])}% and the vol shock scenario remains unchanged. "
                             f"Clients on portfolio margin may see initial margin change by up to {r.randint(3, 9)}%.\n> Announcement #{r.randint(800, 999)}")),
            ("tg", "chat", (f"[tg] @arcadia_otc: weekly flow report 📊\n• client flow: {r.randint(55, 75)}% sell / {r.randint(25, 45)}% buy by notional, miners ~{r.randint(30, 55)}% of sell flow\n"
                            f"• block sizes: median {r.randint(15, 40)} btc, largest {r.randint(300, 900)} btc (fund)\n• spreads to mid: {r.randint(6, 14)}bps avg for 25-100 btc\n"
                            f"• options: clients selling upside in {self.exp_q}, buying {self.exp_m} downside\n• settlement: usdc share {r.randint(40, 70)}% vs usd wires\n"
                            f"indicative and for info only, not an offer. happy to walk through on a call.")),
            ("tg", "near", (f"[tg] @ridgeline_hpf: market update — hashprice fwd curve softened {r.uniform(0.5, 2):.1f}% this week as difficulty expectations rose. "
                            f"{self.fwd_m[0]} ${self.hp - 0.5:.2f} / {self.fwd_m[1]} ${self.hp - 1.2:.2f} / {self.fwd_m[2]} ${self.hp - 2.0:.2f} PH/day mid. "
                            f"we saw two-way interest from miners locking Q4 and from funds buying hashrate exposure. indicative only, firm levels on request.")),
            ("mike", "chat", (f"garza breaker trip post-mortem (short): {(d - timedelta(days=r.randint(2, 6))).isoformat()} 15:42 CT, main breaker on row 3 tripped on ground fault, "
                              f"{r.randint(12, 22)}MW offline for {r.randint(40, 110)} min. root cause: water ingress in a junction box after the storm. fix: box replaced, "
                              f"all boxes on rows 1-6 inspected, 2 more resealed. production impact ~{r.uniform(0.1, 0.4):.2f} btc. insurance deductible not reached. "
                              f"action items are with the site lead, nothing for treasury.")),
            ("tk", "chat", ("ERCOT july settlement recon (tk):\n```\nsite       metered MWh   invoice $      sell-back credit   4CP est charge\n" +
                            "\n".join(f"{s_:<10} {r.randint(40000, 110000):>11,}   ${r.uniform(1.2, 4.2):>5.2f}M        ${r.randint(20, 240):>4}k             ${r.randint(0, 90):>3}k"
                                      for s_ in SITES) +
                            "\n```\nmatches lonestar's statements within $2k, one adjustment on garza for a meter swap day. sending to accounting.")),
            ("sam", "near", ("vol surface snapshot 08:00 UTC (sam):\n```\nexpiry      25dP   atm    25dC   rr\n" +
                             "\n".join(f"{e_:<10} {self.dv + r.uniform(1, 5):5.1f} {self.dv + k * 1.1:5.1f} {self.dv + r.uniform(-2, 2):5.1f} {self.rr + r.uniform(-1, 1):+5.1f}"
                                       for k, e_ in enumerate((self.exp_w, self.exp_m, self.exp_q))) +
                             "\n```\nskew flatter than last week, upside still heavy from overwriters. for reference, no view.")),
            ("priya", "chat", (f"legal/IR calendar: quiet period for the Q3 print starts {self.fwd_m[0].lower()} 15, same as every quarter — the standing insider policy "
                               f"applies from then, nothing new. BTC treasury activity isn't covered by the blackout; the usual committee process is unchanged. IR will circulate the earnings date once the board confirms.")),
            ("dana", "chat", (f"draft reply to the analyst who asked about treasury policy (pls sanity check):\n> Our treasury policy keeps a minimum bitcoin balance set by the board and sells a portion of "
                              f"monthly production programmatically to fund operations and capex. We use exchange-listed and OTC options to manage price risk on part of our holdings, and from time "
                              f"to time sell hashprice forwards to lock in revenue. Power is managed through fixed-price contracts and active curtailment during ERCOT peak periods. "
                              f"We report holdings and sales monthly.\ngeneric on purpose, no numbers beyond what's in the monthly update.")),
            ("mike", "near", ("4CP history for the committee deck (mike):\n```\nyear  jun          jul          aug          sep\n"
                              "2023  6/27 HE17   7/31 HE18   8/10 HE17   9/6 HE17\n2024  6/28 HE18   7/30 HE18   8/20 HE18   9/3 HE17\n2025  6/30 HE18   7/29 HE17   8/12 HE18   9/4 HE17\n```\n"
                              "we hit 4/4 in 2024 and 2025, 3/4 in 2023 (missed jul because of a site outage). history only, the playbook is the same.")),
            ("sam", "chat", (f"tax lot note: accounting wants specific-ID for btc disposals going forward instead of fifo. for the twap program that means tagging each day's sale to the "
                             f"lots mined that day when possible (short holding period, tiny gain/loss), and to the oldest lots for otc blocks. exbridge already stores the order ids, "
                             f"I'll add a lot_id column to the export. no impact on trading, just bookkeeping.")),
            ("grid", "chat", (f"📢 ERCOT market notice M-B{d.strftime('%m%d%y')}-01 · Large Flexible Load reminder\nERCOT reminds Qualified Scheduling Entities representing Large Flexible Loads "
                              f"(≥75 MW) of the registration and telemetry requirements effective this year, including the obligation to report curtailment capability and to follow "
                              f"Emergency Condition instructions. Non-compliance may result in referral to the Independent Market Monitor.\n\nThis notice is informational (relayed by gridbot).")),
            ("jules", "near", (f"rough idea for later, not now: if dvol gets back above 55 it might be worth selling a strip of {self.exp_q} calls 20% OTM against the cold wallet, "
                               f"sized maybe 5% of treasury. would need the committee and the delta cap would bind around {int(self.cap * 0.8)} btc short call delta. parking it in the ideas doc.")),
            ("tk", "chat", (f"monthly close checklist status (tk), {d.strftime('%b')} close:\n☑ btc balances confirmed with custodians (fireblocks, anchorage, prime)\n"
                            f"☑ deribit statement tied out, {r.randint(3, 8)} positions, marks from exchange settlement\n☑ marex statement tied out, collar marked at settlement\n"
                            f"☐ ridgeline hashprice fwd confirms — 1 missing ({self.fwd_m[1]} strip), chased\n☑ ibkr PHSH options statement\n☐ ERCOT settlement statements — lonestar sending friday\n"
                            f"☑ fair value table + impairment test (none needed under ASU 2023-08)\n☐ tax lot tagging for otc disposals\nsign-off target: the 8th business day")),
            ("jules", "near", (f"deribit block board this morning, for colour: {r.randint(300, 900)}x {self.exp_q} {int(px * 1.25 / 5000) * 5}k calls sold in two prints, "
                               f"{r.randint(200, 600)}x {self.exp_m} {int(px * 0.85 / 5000) * 5}k/{int(px * 0.8 / 5000) * 5}k put spread bought, and a big {self.exp_w} straddle seller. "
                               f"looks like the usual overwriting + a fund protecting into month-end. not us, not our flow, just what's printing.")),
            ("mike", "chat", (f"site ops weekly (mike):\n• pecos-1: {r.uniform(97, 99.5):.1f}% uptime, immersion pump 3 replaced, firmware rollout {r.randint(40, 90)}%\n"
                              f"• garza: {r.uniform(93, 98):.1f}% uptime, breaker row 3 fixed, s21 xp batch racked, air-cooled halls derating in the afternoons\n"
                              f"• monahans: {r.uniform(91, 97):.1f}% uptime, T2 inspection scheduled, two immersion tanks drained for maintenance\n"
                              f"• safety: 0 recordables, 1 near-miss (forklift at garza dock B), toolbox talk done\n• headcount: 1 new tech at monahans, 1 open role at garza\n"
                              f"• next week: heat, heat, heat. curtailment playbook is the same as last summer.")),
            ("sam", "chat", (f"riskd change request (sam): add a per-instrument concentration check for deribit — no single strike > 40% of the short call delta. "
                             f"today the biggest is the {self.exp_m} line at ~{r.randint(25, 45)}%. PR is up, tests green except the rounding one that's been flaky. "
                             f"this is a new check, not a new limit value — the committee still has to approve turning it on in enforce mode, until then it only logs.")),
            ("priya", "chat", (f"insurance renewal summary for the sites (priya): property cover ${r.randint(180, 260)}M across the three sites, deductible ${r.choice([1, 2, 2.5])}M per occurrence, "
                               f"named windstorm sublimit ${r.randint(40, 80)}M. premium up {r.randint(5, 18)}% y/y, mostly because of the hail losses in the market last spring. "
                               f"crime/custody policy for the cold wallets renews separately in {self.fwd_m[1].lower()}, underwriters want the new key ceremony documented. "
                               f"broker presentation next tuesday, I'll circulate the deck.")),
            ("dana", "near", (f"notes from the call with arcadia's desk head: they're adding a usdc settlement window at 18:00 CT, raising our line to $20M (we stay at our own $15M limit), "
                              f"and they asked whether we'd ever do a multi-day block at vwap. told them it's a committee question. they also mentioned two other miners are running "
                              f"sales programs through them now, so their bids may get more competitive on quiet days. nothing to act on.")),
            ("tg", "chat", (f"[tg] @lumen_prime: ops note — our usd wire cut-off moves to 15:30 CT from next monday, usdc settlement unchanged 24/7. "
                            f"new SSI letter on letterhead will come via the portal, please do not use any bank details sent over chat. "
                            f"also: we're now able to settle in pyusd if that's easier for you. thanks! 🙏")),
            ("exb", "noise", (f"exbridge: daily order summary {d.isoformat()}\n```\nvenue       orders  fills  cancels  rejects\nprime          {r.randint(1, 4):>3}   {r.randint(20, 60):>4}      {r.randint(0, 2):>3}      0\n"
                              f"deribit        {r.randint(2, 7):>3}   {r.randint(2, 9):>4}      {r.randint(0, 4):>3}      {r.randint(0, 1)}\nmarex          {r.randint(0, 2):>3}   {r.randint(0, 2):>4}        0      0\n"
                              f"ibkr           {r.randint(0, 2):>3}   {r.randint(0, 3):>4}        0      0\n```\nlatency p50/p99: prime {r.randint(20, 60)}/{r.randint(90, 300)}ms · deribit {r.randint(30, 90)}/{r.randint(150, 500)}ms")),
            ("mike", "chat", (f"heads up, texas PUC open meeting thursday has the large-load interconnection rule on the agenda. the draft would require new loads ≥75MW to disclose backup "
                              f"generation and allow ERCOT to remotely curtail in emergencies. we're already compliant at all three sites via the QSE, but the disclosure piece adds paperwork. "
                              f"our lobbyist will send a summary after the meeting.")),
            ("sam", "near", (f"post-trade TCA on last week's twaps (sam): avg slippage vs arrival {r.uniform(-3, 5):+.1f}bps, vs interval vwap {r.uniform(-2, 3):+.1f}bps. "
                             f"worst day was the friday with the ETF outflow headline ({r.uniform(8, 15):.1f}bps). slices during 13:00-15:00 CT were consistently best. "
                             f"if we ever re-tune the schedule, front-loading into the US afternoon would have saved ~{r.uniform(0.5, 2):.1f}bps. backtest only.")),
            ("tk", "chat", (f"updated the treasury dashboard: new tiles for hashprice fwd MTM, 4CP tracker, and OTC counterparty utilization. the old 'sales vs production' chart "
                            f"now shows a 30-day rolling ratio ({r.randint(60, 85)}% currently). link pinned in #treasury-dash. if anything looks off ping me, the deribit greeks feed "
                            f"still lags ~2 min behind the bridge.")),
            ("priya", "chat", (f"lender update call recap: they were fine with the q2 numbers, asked about the min-held floor methodology (we walked them through the covenant math), and "
                               f"want monthly instead of quarterly BTC balance reporting going forward. no changes to the facility. next formal test on the 15th.")),
            ("dana", "chat", (f"priorities this week (dana):\n1) get the board treasury section drafted (priya owns, everyone feeds)\n2) close the auditor questions on fwd marks + option marks\n"
                              f"3) 4CP season: keep the curtailment discipline, mike has the call every afternoon\n4) otc: keep arcadia + lumen warm, tidewater's pricing has been off\n"
                              f"5) custody: key ceremony on the 20th, everyone read the runbook\n6) hire: interview loop for the treasury analyst role thu/fri\nping me if something's missing")),
            ("jules", "chat", (f"for the new folks, deribit margin in one paragraph: we're on portfolio margin, IM is the worst loss across price moves of ±16% and vol shocks, computed on the whole book. "
                               f"short calls covered by spot don't get margin credit there because the spot sits in cold storage, so every call we sell eats IM in BTC. "
                               f"that's why riskd watches deribit_im_pct (cap 45%) and why we don't sell calls in size without topping up the account from prime. "
                               f"the put spreads are cheap on margin because the short wing offsets most of it.")),
            ("sam", "chat", ("riskd heartbeat schema, since people keep asking:\n• btc_held / floor / headroom — treasury vs min_btc_held, in BTC\n"
                             "• limits.* — current value and the configured max for each limit (config_rev tells you which config is live)\n"
                             "• util_pct — same thing as a percentage\n• counters — orders/fills last hour, resizes/blocks last 24h\n• venues / latency_ms — connectivity\n"
                             "a heartbeat never changes a limit. limit changes come as evt=limit_change, breaches as evt=limit_breach, resizes as evt=order_resized.")),
            ("mike", "chat", ("summer derate data, last 30 days (mike):\n```\nhall              cooling     avg derate 14-19h   worst day\n"
                              f"pecos-1 A-D       immersion   {r.uniform(0, 1.5):.1f}%               {r.uniform(1, 3):.1f}%\n"
                              f"garza 1-3         air         {r.uniform(5, 9):.1f}%               {r.uniform(10, 16):.1f}%\n"
                              f"garza 4           immersion   {r.uniform(0, 1.5):.1f}%               {r.uniform(1, 3):.1f}%\n"
                              f"monahans          immersion   {r.uniform(0.5, 2):.1f}%               {r.uniform(2, 4):.1f}%\n```\n"
                              "air-cooled halls at garza are the problem child every summer. capex request for converting hall 3 is in the plan for next year.")),
            ("tk", "near", ("peer production/sales, july (from their monthly updates, tk):\n```\nminer                mined   sold    held      hashrate\n"
                            f"granite ridge        {r.randint(500, 800):>5}   {r.randint(250, 600):>5}   {r.randint(2000, 9000):>6,}    {r.randint(25, 45)} EH/s\n"
                            f"blue norther         {r.randint(300, 600):>5}   {r.randint(0, 200):>5}   {r.randint(5000, 15000):>6,}    {r.randint(20, 40)} EH/s\n"
                            f"lakeshore            {r.randint(150, 300):>5}   {r.randint(100, 300):>5}   {r.randint(300, 1200):>6,}    {r.randint(8, 15)} EH/s\n"
                            f"ouachita             {r.randint(120, 250):>5}   {r.randint(50, 200):>5}   {r.randint(900, 1300):>6,}    {r.randint(7, 10)} EH/s\n"
                            f"us (pecos)           {int(self.prod * 31):>5}   {int(self.prod * 31 * 0.7):>5}   {self.held:>6,.0f}    {self.eh:.1f} EH/s\n```\n"
                            "everyone's selling more than last year except blue norther. for the board slide.")),
            ("priya", "chat", ("auditor PBC list for treasury (priya), due friday:\n• custody confirmations (fireblocks, anchorage, prime) as of period end\n"
                               "• deribit, marex, ibkr statements + reconciliation\n• hashprice fwd confirms + curve snapshots\n• treasury policy + limit framework (current version)\n"
                               "• board/committee minutes approving the floor and the hedge program\n• sales log with order ids\ntk is collecting, I'll review thursday")),
            ("tg", "near", (f"[tg] @tidewater_desk: weekly vol recap — btc 1m atm {self.dv}, down {r.uniform(0.5, 4):.1f} on the week, realized {r.randint(28, 42)}. "
                            f"skew: puts over calls by {abs(self.rr):.1f} vols in the front. biggest flow was overwriting in {self.exp_q} and a fund buying {self.exp_m} put spreads. "
                            f"we think vol is cheap vs realized into the fall but no axe today. indicative commentary only.")),
            ("tg", "chat", ("[tg] @ridgeline_hpf: product update 🆕 we now offer 6-month hashprice strips (min 10 PH/s), monthly cash settlement against the published index, "
                            "and an option to settle in BTC at the index rate. docs in the portal, existing ISDA covers it. happy to walk through on a call.")),
            ("exb", "noise", (f"exbridge: prime FIX session report {d.isoformat()}\nsession PHSH-TSY-01 · logon {r.randint(0, 5):02d}:{r.randint(0, 59):02d}Z · heartbeats {r.randint(2800, 2900)} · "
                              f"resends {r.randint(0, 3)} · seq in {r.randint(4000, 9000)} out {r.randint(3000, 8000)} · rejects 0 · avg rtt {r.randint(9, 30)}ms · "
                              f"drop copy in sync · next scheduled logout 21:59Z")),
            ("grid", "noise", ("📈 ERCOT 7-day load forecast (GW, daily peak)\n```\n" +
                               "\n".join(f"{(d + timedelta(days=k)).strftime('%a %m/%d')}   {r.uniform(78, 89):5.1f}   HE{r.choice([17, 18])}   wind {r.uniform(4, 18):4.1f}   solar {r.uniform(18, 26):4.1f}"
                                         for k in range(1, 8)) + "\n```\nsource: ERCOT MTLF · 4CP risk days flagged in the tracker")),
            ("sam", "near", (f"fee market note (sam): fees have been {r.uniform(0.7, 1.9):.1f}% of block rewards over the last 30 days, vs ~{r.uniform(3, 6):.0f}% in the same month last year. "
                             f"inscriptions/runes activity is basically gone, mempool clears most blocks at 1-2 sat/vB. every 1pp of fee share is worth ~${self.hp * 0.01:.2f}/PH/day of hashprice, "
                             f"so a fee spike would have to be big to change our numbers. nothing to trade on, just context for the committee when they ask why hashprice isn't recovering.")),
            ("priya", "chat", ("for the new hires, the treasury policy in short (board-approved, unchanged since march): the committee sets the min-held floor and the hedge limits; "
                               "dana approves trades inside the program, I approve anything outside it or above the size bands; riskd enforces the numbers pre-trade; "
                               "every trade gets a proposal in this channel and an explicit approval before it goes out. full document in the policy folder, read it before your first shift.")),
            ("mike", "chat", (f"ERCOT ancillary services note (mike): we're not registered for ECRS or non-spin at any site yet, only the voluntary curtailment + 4CP program through the QSE. "
                              f"registering garza as a controllable load resource would pay ~${r.randint(4, 12)}/MW-h on average this summer but we'd give up control of when we curtail. "
                              f"lonestar can run the numbers if we want, it's a capex + telemetry project, not a trading decision.")),
            ("jules", "chat", (f"expiry prep for {self.exp_w} (jules): our weekly exposure is zero, monthly {self.exp_m} short calls are far OTM at current spot, "
                               f"settlement is 08:00 UTC friday on the 30-min TWAP of the index. if anyone's on early friday, the exbridge statement will show the expired lines, "
                               f"nothing needs doing by hand. reminder that deribit settles in BTC, so any ITM short calls would debit BTC from the account, not USD.")),
            ("tk", "chat", (f"custody attestation summary (tk): fireblocks {self.held * 0.5:,.1f} ₿ in 3 vaults, anchorage {self.held * 0.32:,.1f} ₿, prime {self.held * 0.18:,.1f} ₿. "
                            f"all three signed attestations received, addresses match the register, no unexpected movements in the last 7 days. proof-of-control test sends done "
                            f"on {(d - timedelta(days=r.randint(2, 9))).isoformat()}. filed in the close folder.")),
            ("tg", "chat", ("[tg] @arcadia_otc: settlement ops note — from next week our usdc settlement runs off the new wallet listed in the portal, old one retired. "
                            "please whitelist via your usual process (we'll do the test send + callback as always). nothing changes on the usd side. thanks 🙏")),
        ]
        order = r.sample(range(len(items)), len(items))
        return [items[i] for i in order]

    def nhard(self):
        return sum(1 for m in self.msgs if m.hard)

    def cur_bytes(self):
        return sum(len(m.content.encode("utf-8")) + len(_embed_text(m.embeds).encode("utf-8")) for m in self.msgs)

    # ------------------------------------------------------------------ long-form extras
    def extras(self):
        r = self.r
        # ERCOT market notices relayed by gridbot (neutral, informational)
        notices = [
            ("Weather Watch", f"ERCOT is issuing a Weather Watch for {self.ldate.isoformat()} through {(self.ldate + timedelta(days=2)).isoformat()} due to forecasted high temperatures and increased demand. "
                              f"Peak demand is forecast to reach {r.uniform(84, 89):.1f} GW, with the highest risk of tight conditions between HE17 and HE20. ERCOT will continue to monitor conditions "
                              f"and may issue additional notices, including an Operating Condition Notice (OCN) or Advisory, if conditions warrant."),
            ("OCN — physical responsive capability", f"ERCOT has issued an Operating Condition Notice for {self.ldate.isoformat()} because physical responsive capability is projected to fall below "
                                                     f"{r.randint(3000, 3500)} MW during HE18-HE20. Market participants should ensure resource availability and telemetry are accurate. "
                                                     f"ERCOT may deploy Load Resources and Emergency Response Service if conditions deteriorate."),
            ("RTC+B market trials reminder", "ERCOT reminds Market Participants that real-time co-optimization market trials continue this week. Settlement statements for trial days are non-binding. "
                                             "Qualified Scheduling Entities should review the updated trial schedule posted to the market trials page and report any discrepancies in telemetry or offers."),
        ]
        for k in r.sample(range(len(notices)), r.choice([1, 2])):
            title, body = notices[k]
            t = self.ht(lo=self.lm(6), hi=self.lm(18))
            self.add(t, "grid", (f"📢 ERCOT market notice M-A{self.ldate.strftime('%m%d%y')}-0{k + 1} · {title}\n{body}\n\n"
                                 f"Market participants are reminded to:\n• keep Current Operating Plans (COPs) and resource status updated;\n"
                                 f"• report forced outages or derates promptly;\n• review Load Resource and Controllable Load Resource obligations for the period.\n\n"
                                 f"This notice is informational. Questions: client services (relayed by gridbot)."))
        # deribit daily statement, 08:00 UTC settlement
        t = self.ht(lo=self.lm(3.05), hi=self.lm(3.2), w="t")
        Kc = int(math.ceil(self.open * 1.2 / 5000.0)) * 5000
        self.add(t, "exb", (f"exbridge: deribit daily statement tsy-main · settlement {_iso(t)[:10]} 08:00 UTC\n```\n"
                            f"equity            {r.uniform(380, 460):>12.4f} BTC\n"
                            f"balance           {r.uniform(380, 460):>12.4f} BTC\n"
                            f"session upl       {r.uniform(-2, 2):>+12.4f} BTC\n"
                            f"session rpl       {r.uniform(-0.5, 0.5):>+12.4f} BTC\n"
                            f"fees              {-r.uniform(0.001, 0.02):>12.4f} BTC\n"
                            f"options value     {-r.uniform(0.5, 4):>12.4f} BTC\n"
                            f"initial margin    {r.uniform(60, 130):>12.4f} BTC\n"
                            f"maintenance       {r.uniform(30, 70):>12.4f} BTC\n"
                            f"delivered         {'none' if self.ldate.weekday() != 5 else 'weekly options expired OTM':>12}\n"
                            f"positions         BTC-{self.exp_m}-{Kc}-C, BTC-{self.exp_q}-{Kc + 10000}-C, BTC-{self.exp_m}-{int(self.open * 0.85 / 5000) * 5000}-P (+ short wing)\n```\n"
                            f"statement id {self.hexid(12)} · pdf archived"), kind="noise")
        # CI deploy with changelog
        t = self.ht(lo=self.lm(10), hi=self.lm(16))
        svc = r.choice(["riskd", "exbridge", "tg-bridge"])
        self.add(t, "ci", (f"ci: {svc} v2.{r.randint(10, 20)}.{r.randint(0, 9)} deployed to prod-tx1 ✅ (canary 10% → 100% over 15m)\n"
                           f"changelog:\n• fix: resize rounding to 0.01 BTC (was 0.1)\n• feat: per-counterparty OTC exposure in heartbeat\n"
                           f"• chore: bump websockets 12.0 → 13.1\n• fix: tg relay loop guard now dedupes by upstream msg id\n"
                           f"• docs: runbook for prime FIX seq reset\nrollback: `deployctl rollback {svc} --to {self.hexid(7)}` · approved by sam.q"), kind="noise")
        # am meeting notes (neutral notes, no decisions)
        t = self.at(8.8, 20)
        self.add(t, "tk", (f"am meeting notes {self.dstr} (dana, priya, jules, mike, sam, tk)\n"
                           f"• production: yday {self.prod} ₿, fleet {self.eh:.2f} EH/s, {r.choice(['garza breaker swap done', 'monahans T2 inspection pending', 'pecos-1 firmware push ongoing'])}\n"
                           f"• market: spot {c0(self.p(t))}, dvol {self.dv}, hashprice ${self.hp:.2f}. range-y, nothing dramatic overnight\n"
                           f"• treasury: {self.held:,.1f} ₿ held, floor {self.floor_at(t):,}. sales program on schedule\n"
                           f"• power: {'4CP watch today, odds posted by gridbot' if self.season4cp else 'no grid stress expected'}. DA HE17 ${r.uniform(60, 300):.2f}\n"
                           f"• hedges: CC overlay + collar unchanged overnight, put spreads far OTM\n"
                           f"• corp: auditors still on the fair-value footnote; ouachita NDA not signed yet\n"
                           f"• open items: lonestar settlement statements for july still pending; prime fee tier letter received; ERCOT notice re market trials\n"
                           f"next meeting tmrw 08:30"), kind="near", idiom=("morning meeting notes, status only", "not_hard"))
        # eod options recap
        t = self.at(16.2, 40)
        self.add(t, "jules", (f"eod opts recap: dvol {self.dv + r.uniform(-2, 2):.1f}, front rr {self.rr}, {self.exp_w} weekly pinning around {int(self.p(t) / 5000) * 5}k. "
                              f"our short calls lost ~{r.uniform(0.1, 0.6):.2f} ₿ of value today (good for us), put spreads flat. gamma small. "
                              f"flows: funds sold {self.exp_q} upside all day, someone rolled a big block of {self.exp_m} puts down and out. "
                              f"nothing to do tonight, book is where we want it. vol-wise i still think we're at the cheap end of the range but that's not a trade idea, just a feeling."),
                 kind="near")
        # tg weekly/daily recap from an OTC counterparty
        t = self.ht(lo=self.lm(6), hi=self.lm(10), w="t")
        self.add(t, "tg", (f"[tg] @tidewater_desk: daily recap 📬\n"
                           f"— spot: {c0(self.p(t))}, range {c0(self.p(t) * 0.985)}-{c0(self.p(t) * 1.012)} over 24h\n"
                           f"— flows: miners net sellers ~{r.randint(400, 1500)} btc across the street, ETF APs net {'buyers' if r.random() < 0.5 else 'sellers'}, asia FOs buying dips\n"
                           f"— vol: {self.exp_m} atm {self.dv - 1}, {self.exp_q} atm {self.dv + 1}, wings well offered\n"
                           f"— basis: cme front {self.basis}%, perp funding flat\n"
                           f"— our axes: none today, happy to quote two-way up to 200 btc\n"
                           f"not an offer or solicitation, for info only. reply here or on bloomberg chat."))
        # tk sales attribution (analysis, no decision)
        if r.random() < 0.7:
            t = self.ht(lo=self.lm(11), hi=self.lm(17))
            rows = "\n".join(f"{m_:<6} {r.uniform(250, 420):>7.1f} ₿  avg {c0(self.p(t) * r.uniform(0.82, 1.0)):>8}  vs vwap {r.uniform(-6, 6):+5.1f}bps  twap {r.randint(55, 85)}% / otc {r.randint(15, 45)}%"
                             for m_ in ("feb", "mar", "apr", "may", "jun", "jul"))
            self.add(t, "tk", (f"sales attribution ytd for the board slide (tk):\n```\n{rows}\n```\n"
                               f"takeaways: otc fills beat twap by ~{r.uniform(1, 4):.1f}bps on avg but size is lumpy; twap slippage worst on fridays. "
                               f"none of this changes the program, just documenting."), kind="near")

    # ------------------------------------------------------------------ noise
    def cap_at(self, t):
        if self.cap_new is not None and self.cap_t is not None and t >= self.cap_t:
            return self.cap_new
        return self.cap

    def noise(self):
        r = self.r
        span = self.de - self.ds
        # riskd heartbeats every ~90 min
        n_hb = 12
        for k in range(n_hb):
            t = self.ds + int((k + r.uniform(0.05, 0.35)) * span / n_hb)
            fl = self.floor_at(t)
            cap = self.cap_at(t)
            held = round(self.held + r.uniform(-0.4, 0.4), 2)
            js = json.dumps({"evt": "heartbeat", "svc": "riskd", "v": "2.14.1", "host": "risk-tx1-a", "ts": _iso(t),
                             "btc_held": held, "floor": fl, "headroom": round(held - fl, 2),
                             "limits": {"net_delta_btc": {"value": round(-r.uniform(180, 290), 1), "max_abs": 300},
                                        "short_call_delta_btc": {"value": round(r.uniform(80, cap - 10), 1), "max": cap},
                                        "deribit_im_pct": {"value": round(r.uniform(18, 34), 1), "max": 45},
                                        "hashprice_fwd_phs": {"value": r.choice([75, 100, 125, 150]), "max": 250},
                                        "otc_cpty_usd": {"arcadia": r.randint(0, 9) * 1000000, "lumen": r.randint(0, 5) * 1000000,
                                                         "tidewater": 0, "max_each": 15000000},
                                        "phsh_opt_notional_usd": {"value": r.randint(1500000, 4200000), "max": 5000000}},
                             "venues": {"prime": "ok", "deribit": "ok", "marex": "ok", "ibkr": "ok", "ridgeline": "ok", "tg_bridge": "ok"},
                             "latency_ms": {"prime": r.randint(8, 60), "deribit": r.randint(20, 140), "marex": r.randint(15, 90), "ibkr": r.randint(10, 80)},
                             "marks": {"btc": round(self.p(t), 2), "dvol": round(self.dv + r.uniform(-1.5, 1.5), 1), "hashprice": round(self.hp + r.uniform(-0.3, 0.3), 2),
                                       "phsh": round(self.phsh + r.uniform(-0.2, 0.2), 2)},
                             "util_pct": {"floor_headroom": round(100 * (held - fl) / held, 1), "short_call": r.randint(40, 90), "im": r.randint(40, 75), "otc": r.randint(0, 60)},
                             "counters": {"orders_1h": r.randint(0, 6), "fills_1h": r.randint(0, 30), "resizes_24h": r.randint(0, 2), "blocks_24h": 0},
                             "last_breach": None, "config_rev": "lim-2026.08-r" + str(3 if self.floor_at(t) == self.floor and self.cap_at(t) == self.cap else 4),
                             "pending_orders": r.randint(0, 4), "pretrade_checks_1h": r.randint(8, 90),
                             "limits_ok": True, "checks": 37, "lag_ms": r.randint(3, 40)})
            m = self.add(t, "risk", js, kind="noise")
            if k == 2:
                m.idiom = ("riskd heartbeat with limit numbers", "not_hard")
        # pool stats every 2h
        mtd_days = max(0, self.ldate.day - 1)
        for k in range(8):
            t = self.ds + int((k + r.uniform(0.1, 0.3)) * span / 8)
            eh = self.eh + r.uniform(-0.5, 0.3)
            s1, s2 = eh * 0.46, eh * 0.29
            s3 = eh - s1 - s2
            txt = (f"⛏️ pool stats {_iso(t)[11:16]}Z\n"
                   f"hashrate {eh:.2f} EH/s (1h) · {self.eh:.2f} (24h) · accepted {r.uniform(99.5, 99.9):.2f}% · stale {r.uniform(0.1, 0.35):.2f}% · rejected {r.uniform(0.01, 0.1):.2f}%\n"
                   f"pecos-1   {s1:.2f} EH/s · {r.uniform(95, 99.5):.1f}% up · {r.randint(26000, 28000):,} workers · hottest rack C{r.randint(1, 30)} {r.randint(62, 78)}°C\n"
                   f"garza     {s2:.2f} EH/s · {r.uniform(90, 99):.1f}% up · {r.randint(16500, 18000):,} workers · {r.randint(0, 400)} offline ({r.choice(['breaker row 3', 'firmware push', 'heat derate', 'network switch B'])})\n"
                   f"monahans  {s3:.2f} EH/s · {r.uniform(90, 98):.1f}% up · {r.randint(15000, 16500):,} workers · immersion loop {r.randint(1, 4)} {r.choice(['ok', 'ok', 'pressure warn cleared'])}\n"
                   f"est. prod today {self.prod + r.uniform(-0.4, 0.4):.2f} BTC · mtd {self.prod * mtd_days + r.uniform(-2, 2):.1f} BTC · luck {r.randint(78, 126)}% · fpps {r.uniform(4.1, 5.3) * 1e-7:.10f} BTC/TH/day\n"
                   f"power: pecos-1 {r.randint(128, 150)}MW · garza {r.randint(70, 92)}MW · monahans {r.randint(50, 64)}MW · PUE {r.uniform(1.02, 1.09):.2f} · avg inlet {r.randint(24, 41)}°C\n"
                   f"top errors: {r.choice(['hashboard 2 temp', 'fan rpm low', 'psu undervolt', 'chain 1 missing chips'])} ×{r.randint(10, 90)} · {r.choice(['network timeout', 'stratum reconnect', 'nonce error'])} ×{r.randint(5, 60)}\n"
                   f"payout pending {r.uniform(0.5, 9):.4f} BTC · next payout 00:00Z · workers online {r.randint(61000, 66000):,}/{66480:,}")
            m = self.add(t, "pool", txt, kind="noise")
            if k == 3:
                m.idiom = ("pool bot hashrate/production stats", "not_hard")
        # daily production report
        t = self.at(6.08, 3)
        rows = []
        tot = 0.0
        for s_, share in (("pecos-1", 0.46), ("garza", 0.29), ("monahans", 0.25)):
            mined = self.prod * share * r.uniform(0.96, 1.04)
            tot += mined
            rows.append(f"{s_:<10} {self.eh * share:>6.2f}   {r.uniform(90, 99.5):>5.1f}%   {mined:>6.3f}   {r.randint(0, 6):>3}h   {r.uniform(17, 24):>5.1f}   {r.randint(20, 40):>4}°C")
        self.add(t, "pool", (f"📈 daily production report {(self.ldate - timedelta(days=1)).isoformat()}\n```\n"
                             f"site        EH/s    uptime   BTC      curt   J/TH   inlet\n" + "\n".join(rows) +
                             f"\ntotal      {self.eh:>6.2f}            {tot:>6.3f}\n```\n"
                             f"fees share {r.uniform(0.8, 2.2):.2f}% · difficulty {r.uniform(120, 140):.2f}T · hashprice ${self.hp:.2f}/PH/day · "
                             f"revenue ${tot * self.p(t) / 1000:,.0f}k · power cost est ${r.uniform(60, 140):,.0f}k"), kind="noise")
        # ERCOT prices hourly, local 6..22
        for h in list(range(6, 24)) + [2]:
            t = self.at(h + 0.02, 3)
            hb = r.uniform(22, 70) if h < 14 or h > 20 else r.uniform(45, 600)
            curt = self.curt_mw and 16 <= h <= 19
            tbl = []
            for node, mult in (("HB_WEST", 1.0), ("LZ_WEST", r.uniform(1.01, 1.12)), ("HB_NORTH", r.uniform(0.7, 1.0)), ("HB_SOUTH", r.uniform(0.7, 1.0)),
                               ("HB_HOUSTON", r.uniform(0.7, 1.0)), ("HB_PAN", r.uniform(0.5, 1.0)), ("LZ_NORTH", r.uniform(0.7, 1.0))):
                rt_ = hb * mult
                da_ = rt_ * r.uniform(0.8, 1.3)
                tbl.append(f"{node:<11}{rt_:>9.2f}{da_:>9.2f}{rt_ - da_:>+9.2f}")
            txt = (f"⚡ ERCOT RT SPP {h:02d}:00 CT (interval ending)\n```\nnode           RT $     DA $       Δ\n" + "\n".join(tbl) + "\n```\n"
                   f"5-min max ${hb * r.uniform(1.0, 1.6):.2f} · ORDC adder ${max(0.0, r.uniform(-20, 15)):.2f} · "
                   f"sys load {r.uniform(58, 86):.1f} GW · wind {r.uniform(4, 20):.1f} GW · solar {r.uniform(0, 24) if 7 <= h <= 20 else 0.0:.1f} GW · PRC {r.randint(3500, 9000):,} MW\n"
                   f"sites drawing: pecos-1 {r.randint(128, 150)}MW · garza {max(0, 88 - self.curt_mw) if curt else r.randint(80, 92)}MW · "
                   f"monahans {max(0, 60 - max(0, self.curt_mw - 88)) if curt else r.randint(55, 64)}MW\n"
                   f"5-min LZ_WEST: " + " ".join(f"{hb * r.uniform(0.85, 1.2):.1f}" for _ in range(12)) + "\n"
                   f"4CP tracker: today peak so far {r.uniform(70, 86):.1f} GW · month max {r.uniform(84, 88):.1f} GW · interval {'HE17' if r.random() < 0.5 else 'HE18'} leads")
            self.add(t, "grid", txt, kind="noise")
        # deribit positions sync every 4h
        Kc = int(math.ceil(self.open * 1.2 / 5000.0)) * 5000
        Pp = int(self.open * 0.85 / 5000) * 5000
        for k in range(4):
            t = self.ds + int((k + r.uniform(0.3, 0.5)) * span / 4)
            fields = [(f"BTC-{self.exp_m}-{Kc}-C", f"-{r.choice([20, 25, 30])}.0 · avg {r.uniform(0.012, 0.02):.4f} · mark {r.uniform(0.004, 0.012):.4f} · Δ {-r.uniform(2, 6):.2f}"),
                      (f"BTC-{self.exp_q}-{Kc + 10000}-C", f"-{r.choice([10, 15])}.0 · avg {r.uniform(0.015, 0.03):.4f} · mark {r.uniform(0.01, 0.02):.4f} · Δ {-r.uniform(1, 3):.2f}"),
                      (f"BTC-{self.exp_m}-{Pp}-P", f"+{r.choice([20, 30])}.0 · avg {r.uniform(0.006, 0.012):.4f} · mark {r.uniform(0.002, 0.01):.4f} · Δ {-r.uniform(0.5, 2):.2f}"),
                      (f"BTC-{self.exp_m}-{Pp - 10000}-P", f"-{r.choice([20, 30])}.0 · avg {r.uniform(0.002, 0.005):.4f} · mark {r.uniform(0.001, 0.004):.4f} · Δ {r.uniform(0.2, 1):.2f}"),
                      ("Equity", f"{r.uniform(380, 460):.2f} BTC"), ("IM / MM", f"{r.uniform(18, 32):.1f}% / {r.uniform(9, 16):.1f}%")]
            emb = _emb("Deribit positions sync", fields, f"exbridge · sync {_iso(t)[11:16]}Z · account tsy-main · {len(fields) - 2} positions",
                       author="exbridge/deribit")
            self.add(t, "exb", "", embeds=[emb], kind="noise",
                     idiom=("embed positions sync (status, not an order)", "not_hard") if k == 1 else None)
        # funding / basis dashboard
        for h in (8.0, 15.0):
            t = self.at(h, 4)
            rows = "\n".join(f"{v:<10}{f_:>12}{b_:>14}{oi:>12}" for v, f_, b_, oi in (
                ("binance", f"{r.uniform(-0.01, 0.01):+.4f}%", "—", f"${r.uniform(6, 12):.1f}B"),
                ("bybit", f"{r.uniform(-0.01, 0.01):+.4f}%", "—", f"${r.uniform(3, 7):.1f}B"),
                ("okx", f"{r.uniform(-0.01, 0.01):+.4f}%", "—", f"${r.uniform(2, 5):.1f}B"),
                ("deribit", f"{r.uniform(-0.01, 0.01):+.4f}%", f"{self.basis + r.uniform(-0.5, 0.8):.1f}% {self.q_mon[:3]}", f"${r.uniform(1, 3):.1f}B"),
                ("cme", "—", f"{self.basis:.1f}% front", f"${r.uniform(9, 16):.1f}B")))
            self.add(t, "alert", (f"📉 funding/basis {h:02.0f}:00 CT\n```\nvenue        funding 8h         basis          OI\n{rows}\n```\n"
                                  f"dvol {self.dv + r.uniform(-1.5, 1.5):.1f} · 25d rr {self.rr} · term 1w {self.dv - r.randint(2, 6)} / 1m {self.dv} / 3m {self.dv + r.randint(1, 4)} · "
                                  f"spot {c0(self.p(t))}"), kind="noise")
        t = self.at(13.4, 10)
        das = []
        for blk in range(6):
            hrs = " ".join(f"{r.uniform(25, 60) if (blk * 4 + j) < 14 or (blk * 4 + j) > 20 else r.uniform(60, 420):6.2f}" for j in range(4))
            das.append(f"HE{blk * 4 + 1:02d}-{blk * 4 + 4:02d}  {hrs}")
        self.add(t, "grid", (f"📅 ERCOT DA results for {(self.ldate + timedelta(days=1)).isoformat()} · LZ_WEST $/MWh\n```\n" + "\n".join(das) +
                             f"\n```\non-peak avg ${r.uniform(45, 140):.2f} · off-peak ${r.uniform(20, 40):.2f} · our DA awards: none (fixed-price + RT sell-back only)"), kind="noise")
        # price alerts
        for k in range(r.randint(4, 6)):
            t = self.ht(lo=0, hi=self.nmin, w="t")
            kind = r.choice(["btc", "btc", "dvol", "hp"])
            if kind == "btc":
                lv = int(self.p(t) / 1000) * 1000
                txt = f"🔔 BTC crossed {lv:,} ({'up' if r.random() < 0.5 else 'down'}) · cb {c0(self.p(t))} · 1h {r.uniform(-1.5, 1.5):+.2f}%"
            elif kind == "dvol":
                txt = f"🔔 DVOL {self.dv + r.uniform(-2, 3):.1f} ({r.uniform(-3, 3):+.1f} in 1h)"
            else:
                txt = f"🔔 hashprice idx ${self.hp + r.uniform(-0.6, 0.6):.2f} ({r.uniform(-2, 2):+.1f}% d/d)"
            m = self.add(t, "alert", txt, kind="noise")
            if k == 0:
                dh = f"[dup {self.hexid(5)}]"
                d = self.add(m.t + 900, "alert", txt + " " + dh, kind="noise")
                self.delete(d, self.mins(2, 20), dh)
        # cron
        recon = "\n".join(f"{a:<18}{v:<10}{b:>12}{u:>16}   diff 0.00"
                          for a, v, b, u in (("PHSH-TSY-01", "prime", f"{self.held * 0.18:,.4f}", f"${r.uniform(5, 40):,.2f}M"),
                                             ("cold-fb-01", "fireblocks", f"{self.held * 0.5:,.4f}", "$0.00M"),
                                             ("cold-anc-01", "anchorage", f"{self.held * 0.32:,.4f}", "$0.00M"),
                                             ("tsy-main", "deribit", f"{r.uniform(380, 460):,.4f}", "$0.00M"),
                                             ("PHSH-CME-2", "marex", "0.0000", f"${r.uniform(3, 9):,.2f}M"),
                                             ("PHSH-EQ-1", "ibkr", "0.0000", f"${r.uniform(1, 4):,.2f}M")))
        self.add(self.at(2.0, 3), "cron", f"cron: nightly recon 02:00 CT ✅ 0 breaks · {r.uniform(2, 9):.1f}s\n```\naccount           venue          BTC             USD\n{recon}\n```", kind="noise")
        self.add(self.at(6.0, 2), "cron", f"cron: triage sweep 06:00 — 0 routed, {r.randint(4, 17)} auto-closed, {r.randint(0, 3)} stale", kind="noise",
                 idiom=("cron triage summary '0 routed'", "not_hard"))
        self.add(self.at(12.0, 2), "cron", f"cron: custody attestations pulled (fireblocks, anchorage, prime) · {self.held:,.1f} BTC reconciled · diff 0.0000 · proof {self.hexid(16)}", kind="noise")
        self.add(self.at(23.0, 4), "cron", f"cron: EOD snapshot exported → s3://phsh-treasury/eod/{self.ldate.isoformat()}.parquet ({r.randint(180, 420)} KB) · {r.randint(3000, 9000):,} rows", kind="noise")
        # riskd EOD report (status only)
        t = self.at(17.08, 3)
        fl = self.floor_at(t)
        cap = self.cap_at(t)
        self.add(t, "risk", (f"riskd EOD limits report {self.ldate.isoformat()}\n```\n"
                             f"limit                    value        max        util\n"
                             f"min_btc_held (floor)     {self.held:>9,.1f}  ≥ {fl:>7,}   headroom {self.held - fl:,.1f}\n"
                             f"net_delta_btc            {-r.uniform(180, 290):>9.1f}    ±300       {r.randint(60, 95)}%\n"
                             f"short_call_delta_btc     {r.uniform(80, cap - 10):>9.1f}    {cap:>5}       {r.randint(40, 90)}%\n"
                             f"deribit_im_pct           {r.uniform(18, 34):>9.1f}    45         {r.randint(40, 75)}%\n"
                             f"hashprice_fwd_phs        {r.choice([75, 100, 125, 150]):>9}    250        {r.randint(30, 60)}%\n"
                             f"otc_cpty arcadia         {'$' + str(r.randint(0, 9)) + '.0M':>9}    $15M       {r.randint(0, 60)}%\n"
                             f"phsh_opt_notional        {'$' + format(r.uniform(1.5, 4.2), '.1f') + 'M':>9}    $5M        {r.randint(30, 84)}%\n"
                             f"```\nall limits within bounds at 17:00 CT · {r.randint(300, 900)} pre-trade checks today"), kind="noise",
                 idiom=("riskd EOD limits report (status only)", "not_hard"))
        # CI
        for k in range(r.randint(2, 3)):
            t = self.ht(lo=self.lm(9), hi=self.lm(18))
            svc = r.choice(["exbridge", "riskd", "gridbot", "tg-bridge"])
            self.add(t, "ci", f"ci: {svc}#{r.randint(900, 2100)} main ✅ passed ({r.randint(1, 6)}m{r.randint(10, 59)}s) · deploy to prod-tx1 {r.choice(['started', 'done', 'queued'])} · {self.hexid(7)}", kind="noise")
        if r.random() < 0.75:
            t = self.ht(lo=self.lm(10), hi=self.lm(17))
            self.add(t, "ci", (f"ci: riskd#{r.randint(900, 2100)} ❌ failed (tests)\n```\n"
                               f"tests/test_limits.py::test_floor_resize_rounding FAILED\n"
                               f"tests/test_limits.py::test_delta_cap_block FAILED\n"
                               f"tests/test_heartbeat.py::test_schema PASSED\n\n"
                               f"___________________ test_floor_resize_rounding ___________________\n"
                               f"    def test_floor_resize_rounding():\n        o = Order(side='sell', qty=25.0)\n        r = engine.check(o, held=1668.4, floor=1650)\n"
                               f">       assert r.new_qty == 18.39\nE       AssertionError: assert 18.4 == 18.39\n\n"
                               f"___________________ test_delta_cap_block ___________________\nE       KeyError: 'short_call_delta'\n"
                               f"========== 2 failed, 311 passed, 4 skipped in 41.22s ==========\n```\nauthor: sam.q · commit {self.hexid(7)} · not deployed"), kind="noise")
        # reconnects
        rc = [("exb", "exbridge: deribit ws reconnected (gap {g}s, resubscribed 12 channels)"),
              ("tg", "tg-bridge: session resumed after {g}s, 0 msgs lost"),
              ("exb", "exbridge: prime FIX logon ok (seq reset, gap {g}s)"),
              ("grid", "gridbot: ercot api 503, retry ok after {g}s")]
        for k in r.sample(range(len(rc)), 2):
            who, txt = rc[k]
            self.add(self.ht(lo=0, hi=self.nmin, w="t"), who, txt.format(g=f"{r.uniform(1.1, 45):.1f}"), kind="noise")
        # stack traces
        traces = [
            ("exb", "exbridge: unhandled exception in deribit ws loop, restarting worker\n```\nTraceback (most recent call last):\n"
                    "  File \"/opt/exbridge/venues/deribit.py\", line 214, in _recv_loop\n    msg = await self.ws.recv()\n"
                    "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n    await self.ensure_open()\n"
                    "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 939, in ensure_open\n    raise self.connection_closed_exc()\n"
                    "websockets.exceptions.ConnectionClosedError: received 1006 (connection closed abnormally [internal]); then sent 1006\n\n"
                    "During handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n"
                    "  File \"/opt/exbridge/main.py\", line 88, in supervise\n    await venue.run()\n"
                    "  File \"/opt/exbridge/venues/deribit.py\", line 131, in run\n    await self._resubscribe(self.channels)\n"
                    "  File \"/opt/exbridge/venues/deribit.py\", line 162, in _resubscribe\n    resp = await self._rpc(\"public/subscribe\", {\"channels\": chans})\n"
                    "  File \"/opt/exbridge/venues/base.py\", line 77, in _rpc\n    raise RpcTimeout(method, self.timeout)\n"
                    "exbridge.venues.base.RpcTimeout: public/subscribe timed out after 10.0s\n```\nworker={w} pid={p} restarts_24h={n}"),
            ("grid", "gridbot: poll failed, skipping interval\n```\nTraceback (most recent call last):\n"
                     "  File \"/srv/gridbot/ercot.py\", line 58, in poll_rt\n    data = resp.json()\n"
                     "  File \"/usr/lib/python3.11/site-packages/requests/models.py\", line 975, in json\n    raise RequestsJSONDecodeError(e.msg, e.doc, e.pos)\n"
                     "requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n```\nendpoint=/api/public-reports/np6-905-cd/spp_node_zone_hub status=200 body=<html> retries={n} pid={p}"),
            ("tg", "tg-bridge: relay error, message queued\n```\nTraceback (most recent call last):\n"
                   "  File \"/app/bridge/relay.py\", line 141, in forward\n    await self.client.send_message(self.target, text)\n"
                   "  File \"/app/.venv/lib/python3.11/site-packages/telethon/client/messages.py\", line 889, in send_message\n    return await self(request)\n"
                   "  File \"/app/.venv/lib/python3.11/site-packages/telethon/client/users.py\", line 87, in _call\n    raise errors.FloodWaitError(request=r, capture=d)\n"
                   "telethon.errors.rpcerrorlist.FloodWaitError: A wait of {n} seconds is required (caused by SendMessageRequest)\n```\nqueue_depth={w} pid={p}"),
        ]
        for k in r.sample(range(len(traces)), r.randint(1, 2)):
            who, txt = traces[k]
            t = self.ht(lo=0, hi=self.nmin, w="t")
            self.add(t, who, txt.replace("{w}", str(r.randint(1, 4))).replace("{p}", str(r.randint(2000, 65000))).replace("{n}", str(r.randint(2, 30))),
                     kind="noise", idiom=("bridge stack trace", "not_hard"))
        # treasury snapshots (PnL)
        for h in (7.0, 16.5):
            t = self.at(h, 10)
            px = self.p(t)
            flt = self.floor_at(t)
            txt = (f"📊 treasury snapshot {_iso(t)[11:16]}Z\n```\n"
                   f"BTC held        {self.held:>10,.1f}   mv ${self.held * px / 1e6:,.1f}M   px {c0(px)}\n"
                   f"  prime           {self.held * 0.18:>10,.1f}\n  fireblocks      {self.held * 0.5:>10,.1f}\n  anchorage       {self.held * 0.32:>10,.1f}\n"
                   f"floor           {flt:>10,}   headroom {self.held - flt:,.1f}\n"
                   f"deribit         short calls {r.randint(40, 90)}x · put spreads {r.randint(0, 40)}x · IM {r.uniform(18, 33):.1f}% · equity {r.uniform(380, 460):.1f} BTC\n"
                   f"cme (marex)     collar {r.choice([20, 30, 40])} lots {self.q_fut} · IM ${r.uniform(2, 6):.1f}M\n"
                   f"hashprice fwds  short {r.choice([75, 100, 125])} PH/s avg ${self.hp + 1.4:.2f} vs idx ${self.hp:.2f}\n"
                   f"PHSH            earnout puts {r.choice([2.4, 3.0, 3.6])}k · px {self.phsh:.2f}\n"
                   f"NWCP            {r.uniform(2.9, 3.3):.1f}M sh (strategic) · watch: OUHA TSPW\n"
                   f"cash + USDC     ${r.uniform(80, 190):.1f}M\n"
                   f"pnl d/d         ${r.uniform(-6, 6):+.2f}M  (btc {r.uniform(-6, 6):+.2f} · opts {r.uniform(-0.4, 0.4):+.2f} · fwds {r.uniform(-0.1, 0.1):+.2f} · phsh {r.uniform(-0.1, 0.1):+.2f})\n```")
            self.add(t, "risk", txt, kind="noise", idiom=("treasury/PnL snapshot listing holdings", "not_hard") if h == 7.0 else None)
        # human pnl line
        self.add(self.at(17.2, 30), "tk", f"weekly pnl attribution so far: CCs +{r.randint(20, 140)}k, collar {r.randint(-90, 60):+d}k, fwds +{r.randint(5, 60)}k, spot mtm {r.uniform(-4, 4):+.1f}M", kind="noise")
        # relay loop spam -> bulk delete
        tb = self.ht(lo=self.lm(5), hi=self.lm(22), w="t")
        spam = []
        sn = []
        for j in range(r.randint(3, 4)):
            mid = r.randint(80000, 99999)
            txt = f"[tg] ⚠️ relay loop detected msg#{mid} re-sent (attempt {j + 2})"
            spam.append(self.add(tb + j * 1500, "tg", txt, kind="noise"))
            sn.append(f"relay loop detected msg#{mid}")
        self.bulk(spam, tb + self.mins(3, 9), sn)

    def chat_pool(self):
        """groups of consecutive lines: [(who, text), ...]; first element may be a local-hour window"""
        r = self.r
        px = self.p(self.ds + 12 * 3600000)
        M = (6.5, 9.5)  # morning window
        groups = [
            [("jules", f"funding flipped negative on most venues, cme front basis ~{self.basis}% ann")],
            [("jules", f"dvol {self.dv} — calls still bid-ish vs realized")],
            [("mike", "garza back to 100% after the breaker swap ⚡")],
            [("mike", "monahans immersion loop 2 pressure alarm cleared, techs on site")],
            [M, ("priya", "on the audit call til 11, ping if urgent")],
            [("priya", "can someone drop the july prod report in here? board pack needs it"), ("tk", "uploading now", "phsh_july_production.pdf")],
            [("jules", "cb prime ui is slow af today")],
            [(11.0, 12.5), ("tk", "lunch anyone? tacos on 5th 🌮"), ("mike", "in"), ("sam", "can't, on a call")],
            [M, ("jules", f"spot {px / 1000:.1f}k and drifting, asia sold it overnight")],
            [M, ("tk", f"hashprice idx at {self.hp:.2f} this morning fwiw")],
            [("mike", f"ercot forecasting {r.uniform(80, 88):.1f} GW peak tomorrow, hot one 🥵")],
            [("mike", f"firmware push to the s21 fleet at pecos-1 is {r.randint(30, 90)}% done")],
            [("jules", f"deribit margin looks fine, IM {r.randint(18, 32)}% of equity")],
            [("priya", "auditors want the custody attestations by friday"), ("tk", "pulling them, cron already has today's")],
            [(15.0, 17.5), ("dana", "who's covering tonight? I'm out after 6"), ("jules", "I've got it tonight")],
            [(13.0, 16.0), ("mike", f"ERCOT DA for tomorrow printed, HE17 at ${r.uniform(90, 400):.2f}")],
            [("mike", "transformer at monahans T2 inspection at 2pm, 5MW offline ~1h")],
            [("jules", "fyi marex moved their margin call cutoff to 3pm CT")],
            [("jules", f"basis funds seem to be unwinding, cme oi down {r.uniform(2, 8):.1f}% w/w")],
            [("tk", "got the new SSI from arcadia, verified by phone ✅")],
            [("tk", "treasury dashboard is showing stale deribit greeks again"), ("sam", "restarting the greeks job"), ("sam", "fixed, was the api token expiry")],
            [("jules", "anyone seen the new fee schedule from prime?"), ("dana", "yeah, 1bp lower above $50M/mo, we're well above")],
            [("mike", "tx temps are gnarly, immersion is holding up")],
            [M, ("tk", f"pool luck was terrible overnight, {r.randint(70, 88)}%"), ("sam", "it'll mean revert, always does")],
            [("priya", "board wants a slide on the covered-call P&L since jan"), ("tk", "i'll build it from the deribit exports")],
            [("sam", f"realized vol 1w is {r.randint(28, 45)}, fyi")],
            [("sam", f"mempool is empty, fees ~{r.randint(1, 4)} sat/vB, no help for hashprice")],
            [M, ("jules", "gm"), ("tk", "gm ☕"), ("mike", "gm all")],
            [M, ("dana", "morning")],
            [("dana", f"custody sweep to cold done, {r.uniform(20, 60):.1f} ₿ moved, sigs from me + priya")],
            [("jules", "coinbase prime scheduled maintenance sat 02:00-03:00 UTC fyi")],
            [("tk", "ok who changed the grafana colours 😂"), ("sam", "guilty. colourblind-friendly palette, you'll get used to it")],
            [("priya", "convert holders call at 3, me + dana")],
            [("jules", f"phsh borrow fee up to {r.uniform(3, 12):.1f}% at ibkr")],
            [M, ("jules", f"phsh {self.phsh:.2f} pre, volume light")],
            [("mike", "4CP days spreadsheet is in the shared drive now")],
            [("priya", "can we get the july ERCOT settlement statements reconciled this week"), ("tk", "on it")],
            [("mike", "asic delivery slipped 2 weeks again 🙄")],
            [("mike", f"s21 xp batch {r.randint(2, 6)} racked at garza, hashing by tonight")],
            [("jules", f"deribit skew: 25d rr {self.rr} front, puts bid")],
            [("jules", "eth/btc breaking down again, not our problem lol")],
            [("dana", "weekly call with the hosting partner moved to thu")],
            [("priya", "lender's covenant test date is the 15th fyi")],
            [("sam", "sharing the hashprice model v3 in #quant, feedback welcome")],
            [("tk", "coffee machine on 4 is broken again"), ("mike", "it's been broken since june")],
            [("dana", "interns start monday, someone give them read-only on the treasury sheet"), ("tk", "will do")],
            [("priya", "cold wallet key ceremony scheduled for the 20th")],
            [("jules", "prime says usdc settlement delays on their side, ~20 min"), ("jules", "prime says it's fixed now")],
            [(13.0, 17.0), ("mike", f"RT spiked to ${r.randint(300, 2500)} for like 5 min around 1:35 then back")],
            [("tk", f"pool payout landed, {r.uniform(5, 15):.4f} ₿ to the hot wallet"), ("tk", "swept to custody")],
            [("dana", "@tk vol surface chart pls"), ("tk", "here", "vol_surface.png")],
            [("mike", f"it's going to be {r.randint(101, 108)}°F thursday")],
            [("mike", f"HE17 load forecast revised up {r.uniform(0.5, 2.5):.1f} GW")],
            [("sam", f"our share of network ~{self.eh / 900 * 100:.2f}% now")],
            [("priya", "legal says no contact with ouachita people till the NDA is signed")],
            [("priya", "10-Q BTC fair value footnote needs the new numbers"), ("tk", "fair value table updated in the sheet")],
            [("jules", "deribit ws was flapping again, bridge handled it")],
            [("tk", "my internet is dying, switching to phone"), ("tk", "back")],
            [("jules", "tg bridge lag is ~10s today fyi")],
            [("mike", "new tech starts at monahans tomorrow")],
            [("dana", "everyone please re-enroll 2FA on prime by friday"), ("jules", "done"), ("tk", "done ✅")],
            [("tg", "[tg] @arcadia_otc: gm gm, quiet in asia")],
            [("tg", "[tg] @tidewater_desk: anyone around? just checking in")],
            [("tg", "[tg] @lumen_prime: happy to help if you have anything today 🙌")],
            [("tg", "[tg] @ridgeline_hpf: new hashprice curve published in the portal")],
            [("tg", "[tg] @arcadia_otc: decent demand from ETF APs this week fyi")],
            [("tg", "[tg] @tidewater_desk: flows light, mostly miners selling into it")],
            [("tg", f"[tg] @arcadia_otc: colour — asia desks sold {r.randint(1, 3)}k btc overnight, mostly basis unwinds. us morning should be better bid. no axe from us today, just sharing")],
            [("tg", "[tg] @lumen_prime: our ops moved to the new SSI, will send the letter on letterhead")],
            [("jules", f"cme front {self.q_fut} basis {self.basis}%, next {self.basis + 0.6:.1f}%")],
            [(16.0, 18.5), ("dana", "good work today everyone 🙏")],
            [("mike", "pecos-1 immersion pump 3 replaced, back to full")],
            [("sam", "anyone know why the riskd heartbeat lag jumped at 3am?"), ("jules", "probably the deribit maintenance window")],
            [("tk", "can someone approve my expense report lol (not a trade)"), ("dana", "done")],
            [("mike", "lonestar QSE changed their contact rota, new numbers in the wiki")],
            [("dana", "reminder: no trade talk with arcadia on personal phones, bridge only")],
            [("jules", "the monthly expiry is going to pin, everyone's short calls up there")],
            [("sam", "the hashprice model v3 notebook now pulls the ridgeline curve automatically")],
            [("mike", f"dust storm near monahans, filters getting changed early")],
            [("jules", f"perp OI up {r.uniform(1, 6):.1f}% since the asia open, nothing crazy")],
        ]
        return groups

    def fill_chat(self, target):
        r = self.r
        groups = self.chat_pool()
        order = r.sample(range(len(groups)), len(groups))
        i = 0
        while len(self.msgs) < target and i < 4 * len(order):
            g = groups[order[i % len(order)]]
            i += 1
            if i > len(order) and len(g) > 1:
                continue
            win = None
            lines = g
            if not isinstance(g[0][0], str):
                win, lines = g[0], g[1:]
            who0 = lines[0][0]
            if win:
                t = self.ht(lo=self.lm(win[0]), hi=self.lm(win[1]), w="h")
            else:
                t = self.ht(lo=0, hi=self.nmin, w="t" if who0 == "tg" else "h")
            prev = None
            for k, line in enumerate(lines):
                who, txt = line[0], line[1]
                if i > len(order):
                    txt = txt + r.choice([" fwiw", " ^", " (again)"])
                ref = prev if (prev is not None and r.random() < 0.5) else None
                m = self.add(t, who, txt, ref=ref)
                if len(line) > 2:
                    aid = str(_snow(t, 9, r.randint(0, 4000)))
                    m.attachments = [{"id": aid, "filename": line[2], "size": r.randint(60000, 940000),
                                      "url": f"https://cdn.discordapp.com/attachments/{self.cid}/{aid}/{line[2]}"}]
                    m.ref = prev
                prev = m
                t += self.mins(0.4, 6)

    def acks(self, n):
        r = self.r
        cands = [m for m in self.msgs if m.thread is None and m.deleted is None and m.forgot is None
                 and (m.kind in ("chat", "near") or (m.hard and m.hard[0] in ("trade_fill", "held_position_news", "risk_limit", "route_decision")))]
        words = ["ok", "thx", "ty", "👍", "🙏", "k", "nice", "lol", "👀", "copy", "seen", "ack", "ty!", "💪", "🔥", "kk", "noted", "🫡"]
        cands.sort(key=lambda m: (m.t, m.order))
        for j in range(n):
            if not cands:
                break
            m = cands[r.randrange(len(cands))]
            who = r.choice(["dana", "jules", "tk", "mike", "priya", "sam"])
            if PEOPLE[m.who][0] == PEOPLE[who][0]:
                who = "tk" if who != "tk" else "jules"
            a = self.add(m.t + self.mins(0.3, 6), who, r.choice(words), ref=m if r.random() < 0.7 else None, kind="noise")
            if j == 0:
                a.idiom = ("emoji ack reply to an info message", "not_hard")

    def gate_code_forget(self):
        r = self.r
        t = self.ht(lo=self.lm(7), hi=self.lm(18))
        code = f"{r.randint(1000, 9999)}#"
        m = self.add(t, "mike", f"for whoever goes to monahans tmrw: gate code is {code}, my cell 432-555-01{r.randint(10, 99)} if the guard gives you trouble")
        self.forget(m, self.mins(4, 30), f"gate code is {code}")

    # ------------------------------------------------------------------ build
    def build(self):
        r = self.r
        target = r.randint(232, 266)
        self.sc_cc()
        self.sc_memo()
        self.sc_twap()
        self.sc_otc_thread()
        self.sc_hashprice()
        self.sc_power()
        self.sc_risk()
        self.sc_routing()
        self.sc_news()
        self.sc_thesis()
        # optional flows, kept inside the 25-45 hard-event budget
        cap = 44
        want_lum = r.random() < 0.4
        want_collar = r.random() < 0.6 or self.weekend
        want_own = (not self.weekend) and r.random() < 0.45
        lum = False
        if want_lum and self.nhard() + 2 <= cap:
            self.sc_lumen_forget()
            lum = True
        if want_collar and self.nhard() + 4 <= cap:
            self.sc_collar()
        if want_own and self.nhard() + 4 <= cap:
            self.sc_own_stock()
        if not lum or r.random() < 0.4:
            self.gate_code_forget()
        self.long_near()
        self.extras()
        if r.random() < 0.7:
            self.sc_audit_thread()
        self.near_pool()
        self.noise()
        n_ack = r.randint(6, 10)
        byte_target = r.randint(84000, 96000)
        for who, kind, txt in self.long_pool():
            remaining = max(0, target - n_ack - len(self.msgs))
            if self.cur_bytes() + remaining * 75 >= byte_target or remaining <= 20:
                break
            t = self.ht(lo=self.lm(6), hi=self.lm(21), w="t" if who in ("tg", "grid", "exb") else "h")
            self.add(t, who, txt, kind=kind)
        self.fill_chat(target - n_ack)
        self.acks(n_ack)

    # ------------------------------------------------------------------ finalize
    def finalize(self, counter, worker):
        self.msgs.sort(key=lambda m: (m.t, m.order))
        last = 0
        for m in self.msgs:
            if m.t <= last:
                m.t = last + 1
            last = m.t
            m.id = str(_snow(m.t, worker, counter[0]))
            counter[0] += 1
        for m in self.msgs:
            m.chan = m.thread.id if m.thread is not None else self.cid


def _build_events(cds):
    evs = []
    for ci_, cd in enumerate(cds):
        cid = cd.cid
        for m in cd.msgs:
            pid, pname, pbot = PEOPLE[m.who]
            base = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
            if m.thread is not None:
                base["parent_channel_id"] = cid
            base["message"] = {
                "id": m.id, "author_id": pid, "author_name": pname, "author_bot": pbot,
                "created_at": _iso(m.t), "content": m.content, "attachments": m.attachments,
                "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None, "pinned": False,
            }
            evs.append((m.t, 0, ci_, m.order, base))
            for k, (te, c) in enumerate(m.edits):
                te = max(te, m.t + 1000 * (k + 1))
                e = {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.chan}
                if m.thread is not None:
                    e["parent_channel_id"] = cid
                e.update({"message_id": m.id, "edited_at": _iso(te), "content": c})
                evs.append((te, 1, ci_, m.order * 10 + k, e))
            if m.deleted and m.deleted[1] == "delete":
                m.deleted = (max(m.deleted[0], m.t + 1000), "delete")
                e = {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.chan}
                if m.thread is not None:
                    e["parent_channel_id"] = cid
                e.update({"message_id": m.id, "deleted_at": _iso(m.deleted[0])})
                evs.append((m.deleted[0], 2, ci_, m.order, e))
            if m.forgot:
                m.forgot = (max(m.forgot[0], m.t + 1000), m.forgot[1])
                e = {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                     "requested_by": PEOPLE[m.forgot[1]][0], "at": _iso(m.forgot[0])}
                evs.append((m.forgot[0], 2, ci_, m.order, e))
        for j, op in enumerate(cd.ops):
            kind = op[0]
            if kind == "bulk":
                _, t, ms = op
                t = max([t] + [x.t + 1000 for x in ms])
                e = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                     "message_ids": [x.id for x in ms], "deleted_at": _iso(t)}
                evs.append((t, 3, ci_, j, e))
            elif kind == "pin":
                _, t, m, by = op
                t = max(t, m.t + 1000)
                e = {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id, "by": PEOPLE[by][0], "at": _iso(t)}
                evs.append((t, 3, ci_, j, e))
            elif kind in ("react", "unreact"):
                _, t, m, emoji, by = op
                t = max(t, m.t + 1000)
                e = {"op": "reaction_add" if kind == "react" else "reaction_remove", "guild_id": GUILD_ID,
                     "channel_id": m.chan, "message_id": m.id, "emoji": emoji, "user_id": PEOPLE[by][0], "at": _iso(t)}
                evs.append((t, 3, ci_, j, e))
    evs.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    return [x[4] for x in evs]


_PREF_HARD = ["₿-sized shorthand TWAP proposal", "short emoji approval reply", "embed-only TWAP acceptance",
              "telegram-relayed OTC fill", "JSON risk-engine order resize", "JSON min_btc_held floor change",
              "buyback stop edited twice", "MW curtailment sell-back shorthand", "QSE curtail ack key=value",
              "4CP alert no-action reply", "decision buried in the weekly treasury memo", "company-name held news (own stock)",
              "hashprice view flip", "k-suffixed own-stock put shorthand", "rejection reply with a price floor",
              "triage bot routed line", "watchlist miner M&A headline"]
_PREF_SOFT = ["telegram OTC indication only", "other miner's BTC sale in a news headline", "backtest of covered-call overlay",
              "paper trade in the sim book", "last-halving sales history", "stop suggestion without a decision",
              "riskd heartbeat with limit numbers", "cron triage summary '0 routed'", "hypothetical roll question",
              "long quant analysis with trading words, no decision"]


def _pick_idioms(rows):
    """10-20 rows: mostly hard-event idioms, some near-miss / noise idioms, in a fixed preference order"""
    by = {}
    for x in rows:
        by.setdefault(x["idiom"], x)
    out = []
    for name in _PREF_HARD:
        if name in by and len([o for o in out if o["expected"] != "not_hard"]) < 12:
            out.append(by[name])
    for name in _PREF_SOFT:
        if name in by and len([o for o in out if o["expected"] == "not_hard"]) < 8:
            out.append(by[name])
    for x in rows:
        if len(out) >= 20:
            break
        if x not in out:
            out.append(x)
    return out[:20]


def _labels(cds):
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idiom = []
    for cd in cds:
        for m in cd.msgs:
            state = "live"
            if m.forgot:
                state = "forgotten"
            elif m.deleted:
                state = "deleted"
            elif m.edits:
                state = "edited"
            if m.hard:
                typ, ph, facts = m.hard
                hard.append({"channel_id": m.chan, "message_id": m.id, "event_type": typ, "facts": list(facts),
                             "phrasing": ph, "final_state": state})
            for lv in m.superseded:
                sup.append([m.chan, m.id, lv])
            if m.snippet:
                removed.append(m.snippet)
            if state in ("live", "edited"):
                if m.kind == "noise":
                    noise.append(m.id)
                elif m.kind == "near":
                    near.append(m.id)
                if m.idiom and m.idiom[0] not in seen_idiom:
                    seen_idiom.append(m.idiom[0])
                    idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    idioms = _pick_idioms(idioms)
    return {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
            "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    counter = [int(seed) % 997]
    cds = []
    for d in range(days):
        ds = end_ms - (days - d) * 86400000
        de = ds + 86400000
        for ci in range(channels):
            cd = _ChannelDay(int(seed), ci, _channel_id(ci), ds, de)
            cd.build()
            cd.finalize(counter, 1 + ci % 31)
            cds.append(cd)
    return {"events": _build_events(cds), "labels": _labels(cds)}


def _parse_end(s):
    if not s:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-08-11T05:00Z)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lb = res["labels"]
    print(f"{len(res['events'])} events, {len(lb['hard_events'])} hard events, "
          f"{len(lb['noise_message_ids'])} noise, {len(lb['near_miss_ids'])} near-miss", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
