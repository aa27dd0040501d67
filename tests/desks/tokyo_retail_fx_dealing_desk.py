"""Tokyo retail FX / CFD broker -- dealing (cover) desk.

Seeded generator of a busy channel-day of the dealing desk of a Japanese retail
FX and CFD broker: dealers cover client net exposure with interbank LPs, an
auto-hedge engine posts key=value lines, an LP aggregator bridge posts fills as
embeds, a NOP risk bot enforces per-currency limits, and client margin-call /
loss-cut cascades flood the channel.

Author: blind helper, 2026-12-07.  Standard library only.
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "tokyo_retail_fx_dealing_desk"
GUILD_ID = "1318846027719335947"
CHANNEL_IDS = [
    "1318846731184693318",
    "1318847203950218261",
    "1318847590637279273",
    "1318848114402984009",
]
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 11, 19, 22, 0, 0, tzinfo=timezone.utc)  # 07:00 JST rollover
JST = timedelta(hours=9)

PEOPLE = {
    # key: (author_id, author_name, bot)
    "sato": ("1183920476618342450", "sato_k", False),            # desk lead
    "yamamoto": ("1183921580331620372", "yamamoto.h", False),    # head of dealing
    "tanaka": ("1183922911709573160", "tanaka_dealing", False),
    "suzuki": ("1183924006244933642", "suzuki.r", False),
    "kenji": ("1183925373617393705", "kenji.w", False),          # NY shift
    "nakamura": ("1183926551818129439", "nakamura_risk", False),
    "ito": ("1183927904271880262", "ito (ops)", False),
    "hedge": ("1246017733981208656", "auto-hedge", True),
    "bridge": ("1246018452394196993", "lp-bridge", True),
    "risk": ("1246019118930362408", "nop-guard", True),
    "mc": ("1246019860437082172", "mc-watch", True),
    "swap": ("1246020504971526174", "swap-feed", True),
    "feed": ("1246021181697388604", "feedmon", True),
    "news": ("1246021930665648180", "headline-bot", True),
    "ci": ("1246022619370356776", "deploy-bot", True),
    "pnl": ("1246023267209912380", "pnl-snap", True),
    "router": ("1246023970078795876", "desk-router", True),
}
DEALERS_DAY = ["tanaka", "suzuki", "sato"]
DEALERS_NY = ["kenji", "suzuki"]
APPROVERS = ["yamamoto", "sato"]

# code, slash, ja name, base px, decimals, unit-kind, ccy for NOP
INSTR = [
    ("USDJPY", "USD/JPY", "ドル円", 152.40, 2, "fx", "USD"),
    ("EURJPY", "EUR/JPY", "ユロ円", 176.80, 2, "fx", "EUR"),
    ("GBPJPY", "GBP/JPY", "ポン円", 201.30, 2, "fx", "GBP"),
    ("AUDJPY", "AUD/JPY", "豪ドル円", 99.60, 2, "fx", "AUD"),
    ("MXNJPY", "MXN/JPY", "メキ円", 8.254, 3, "fx", "MXN"),
    ("TRYJPY", "TRY/JPY", "トル円", 3.618, 3, "fx", "TRY"),
    ("XAUUSD", "GOLD", "金CFD", 2652.4, 1, "oz", "XAU"),
    ("JP225", "JP225", "日経CFD", 39810.0, 0, "lot", "JPY"),
]
INST_W = [30, 14, 12, 8, 9, 8, 10, 9]
WATCH = [("ZARJPY", "ZAR/JPY", "ランド円"), ("NZDJPY", "NZD/JPY", "キウイ円"), ("CHFJPY", "CHF/JPY", "スイス円")]
LPS = ["LP1", "LP2", "LP3", "LP4", "LP5"]

# activity by JST hour (0..23)
HOUR_W = [1.5, 1.0, 0.6, 0.35, 0.22, 0.2, 0.3, 0.7, 1.2, 2.0, 1.6, 1.2, 0.7, 1.0, 1.1, 1.3,
          1.8, 1.6, 1.2, 1.0, 1.0, 1.4, 2.0, 1.7]


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


class Msg:
    __slots__ = ("t", "author", "content", "embeds", "ref", "thread", "kind", "label", "idiom",
                 "edits", "deleted", "forgotten", "snippet", "superseded", "id", "order")

    def __init__(self, t, author, content, embeds=None, ref=None, thread=False, kind="chat"):
        self.t = int(t)
        self.author = author
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind          # hard | noise | near | chat
        self.label = None         # (event_type, facts, phrasing)
        self.idiom = None         # (idiom, expected)
        self.edits = []           # [(offset_ms, content)]
        self.deleted = None       # offset ms after create
        self.forgotten = None     # (offset ms, by_key)
        self.snippet = None
        self.superseded = []
        self.id = None
        self.order = 0

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


def _embed_text(embeds):
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f["name"]))
            parts.append(str(f["value"]))
    return "\n".join(parts)


class Day:
    def __init__(self, seed, ch_idx, day_idx, start_ms, end_ms):
        self.r = random.Random(seed * 1000003 + ch_idx * 7919 + day_idx * 104729 + 17)
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.start = start_ms
        self.end = end_ms
        self.msgs = []
        self.pins = []        # (msg, by, offset)
        self.reacts = []      # (msg, emoji, user, offset)
        self.bulk = []        # ([msgs], t)
        self.counter = 0
        self.px = {}
        r = self.r
        for code, slash, ja, base, dp, kind, ccy in INSTR:
            self.px[code] = base * (1 + r.uniform(-0.012, 0.012))
        self.oid_n = r.randint(40000, 90000)
        self.thread_used = False

    # ---------------------------------------------------------------- helpers
    def when(self, lo_h=None, hi_h=None):
        """Random time on the activity curve (optionally within JST hours lo..hi)."""
        r = self.r
        hours = list(range(24))
        w = list(HOUR_W)
        if lo_h is not None:
            allowed = set()
            h = lo_h
            while True:
                allowed.add(h % 24)
                if h % 24 == hi_h % 24:
                    break
                h += 1
            w = [w[i] if i in allowed else 0 for i in hours]
        h = r.choices(hours, weights=w)[0]
        # day window starts at 07:00 JST
        off_h = (h - 7) % 24
        t = self.start + off_h * 3600000 + r.randint(0, 3599999)
        return min(t, self.end - 45 * 60000)

    def at_jst(self, hh, mm, jitter_s=0):
        off = ((hh - 7) % 24) * 3600000 + mm * 60000
        return self.start + off + (self.r.randint(0, jitter_s * 1000) if jitter_s else 0)

    def add(self, t, author, content, embeds=None, ref=None, thread=False, kind="chat"):
        m = Msg(t, author, content, embeds, ref, thread, kind)
        self.counter += 1
        m.order = self.counter
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.kind = "hard"
        m.label = (etype, list(facts), phrasing)
        if idiom:
            m.idiom = (idiom, etype)
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def noise(self, m):
        m.kind = "noise"
        return m

    def inst(self, fx_only=False):
        r = self.r
        while True:
            i = r.choices(range(len(INSTR)), weights=INST_W)[0]
            if not fx_only or INSTR[i][5] == "fx":
                return INSTR[i]

    def price(self, code, jit=0.0004):
        p = self.px[code] * (1 + self.r.uniform(-jit, jit))
        self.px[code] = p
        return p

    @staticmethod
    def fmt(p, dp):
        if dp == 0:
            return "{:,.0f}".format(p)
        return ("{:.%df}" % dp).format(p)

    def size(self, inst):
        r = self.r
        kind = inst[5]
        if kind == "fx":
            if inst[0] in ("MXNJPY", "TRYJPY"):
                n = r.choice([30, 50, 80, 100, 120, 150])
            else:
                n = r.choice([5, 10, 15, 20, 25, 30, 40, 50])
            return n, "%d本" % n, n * 1000000
        if kind == "oz":
            n = r.choice([500, 800, 1000, 1500, 2000])
            return n, "%soz" % "{:,}".format(n), n
        n = r.choice([20, 30, 40, 50, 80])
        return n, "%d lots" % n, n

    def qty_str(self, inst, q):
        return "{:,}".format(q)

    def oid(self, prefix=None):
        self.oid_n += self.r.randint(3, 97)
        if prefix:
            return "%s-%d" % (prefix, self.oid_n)
        return "%06X" % (self.oid_n * 2654435761 % 16777216)

    def stop_for(self, inst, px, side, mult=1.0):
        code, dp = inst[0], inst[4]
        base = {"fx": px * 0.0032, "oz": 14.0, "lot": 260.0}[inst[5]] * mult
        return px - base if side == "BUY" else px + base

    # ---------------------------------------------------------------- scenes
    def flow_manual(self, t0, variant):
        """Dealer proposes a cover, head approves, bridge acks, fills, stop set."""
        r = self.r
        inst = self.inst()
        code, slash, ja, _, dp, kind, ccy = inst
        side = r.choice(["BUY", "SELL"])
        n, size, qty = self.size(inst)
        px = self.price(code)
        pxs = self.fmt(px, dp)
        sl = self.fmt(self.stop_for(inst, px, side), dp)
        dealer = r.choice(DEALERS_NY if self._is_ny(t0) else DEALERS_DAY)
        approver = r.choice([a for a in APPROVERS if a != dealer])
        t = t0
        sw_ja = "買い" if side == "BUY" else "売り"
        sw_en = side.lower()
        otype = r.choice(["成行", "指値"])
        pct = r.randint(58, 79)
        prop_style = variant.get("prop", r.choice(["untagged", "tagged", "shorthand", "structured"]))
        hp = None
        if variant.get("delete_first"):
            wrong = "%d本" % (n * 10) if kind == "fx" else size + "0"
            bad = self.add(t, dealer, "%s %s %s cover 提案 %s %s（client 売り越し分）" % (ja, wrong, sw_en, otype, pxs))
            self.hard(bad, "trade_proposal", [ja, wrong, sw_en, pxs], "untagged")
            bad.deleted = r.randint(25, 70) * 1000
            bad.snippet = "%s %s %s cover 提案" % (ja, wrong, sw_en)
            t += bad.deleted + r.randint(5, 30) * 1000
            self.noise(self.add(t, dealer, r.choice(["桁ミス、消して再投稿", "typo 失礼 🙇 再送します", "↑0一個多かった、消しました"])))
            t += r.randint(10, 40) * 1000
            prop_style = "untagged"
        if prop_style == "untagged":
            old_size = None
            if variant.get("edit_size"):
                on, old_size, _ = self.size(inst)
                while old_size == size:
                    on, old_size, _ = self.size(inst)
            txt = "%s client net %s 偏り（NOP %s %d%%）→ %s %s %s cover 提案、%s %s、損切り %s"
            fill = (ja, "long" if side == "SELL" else "short", ccy, pct, ja, "@SIZE@", sw_en, otype, pxs, sl)
            body = txt % fill
            p = self.add(t, dealer, body.replace("@SIZE@", old_size or size))
            self.hard(p, "trade_proposal", [ja, size, sw_en, pxs], "untagged",
                      idiom="untagged JP proposal with NOP% reason and 本 size" if not old_size else None)
            if old_size:
                p.edits.append((r.randint(15, 35) * 1000, body.replace("@SIZE@", size) + "（サイズ修正）"))
                p.superseded.append(old_size)
        elif prop_style == "tagged":
            p = self.add(t, dealer, "[PROPOSAL] %s %s %s @ %s %s / SL %s — %s NOP %d%% なので半分カバー" % (
                slash, side, size, pxs, otype, sl, ccy, pct))
            self.hard(p, "trade_proposal", [slash, side, size, pxs], "tagged")
        elif prop_style == "shorthand":
            s = "b" if side == "BUY" else "s"
            p = self.add(t, dealer, "%s %s %s @ %s %s, sl %s" % (s, size, code.lower(), pxs, "lmt" if otype == "指値" else "mkt", sl))
            self.hard(p, "trade_proposal", ["%s %s" % (s, size), code.lower(), pxs], "shorthand",
                      idiom="shorthand b/s + 本 size + lowercase pair proposal")
        else:
            hp = self.oid("HP")
            dealer = "hedge"
            p = self.add(t, "hedge", "evt=HEDGE_PROPOSAL id=%s sym=%s side=%s qty=%d px_ref=%s trigger=nop_%s_pct>=%d "
                         "mode=manual_approve client_net=%s%d ttl=300s" % (
                             hp, code, side, qty, self.fmt(px, dp + 1 if dp else 0), ccy.lower(), pct,
                             "-" if side == "BUY" else "+", qty * r.randint(2, 4)))
            self.hard(p, "trade_proposal", [hp, "sym=%s" % code, "side=%s" % side, "qty=%d" % qty], "structured",
                      idiom="auto-hedge key=value HEDGE_PROPOSAL awaiting manual approval")
        t += r.randint(40, 300) * 1000
        if r.random() < 0.35:
            q = self.add(t, approver, r.choice(["LP どこ？", "スプレッド今どのくらい？", "NY 指標前だけど大丈夫？", "残りは auto に任せる？"]), ref=p)
            t += r.randint(20, 90) * 1000
            self.add(t, dealer if dealer != "hedge" else "tanaka", r.choice(["LP2/LP3 で分割", "0.3銭くらい", "指標前に半分だけ", "はい、残りは engine"]), ref=q)
            t += r.randint(20, 90) * 1000
        if variant.get("reject"):
            opts = [("却下。%s は指標まで待ち" % ja, ["却下", ja], "reply"),
                    ("no — %s 見送り、NOP まだ余裕ある" % slash, [slash, "見送り"], "reply"),
                    ("[REJECTED] %s %s %s — 介入警戒中は増やさない" % (hp or slash, side, size if not hp else ""), ["[REJECTED]", hp or slash], "tagged")]
            txt, facts, ph = r.choice(opts)
            a = self.add(t, approver, txt.replace("  ", " ").rstrip(" —"), ref=p)
            self.hard(a, "trade_approval", facts, ph, idiom="reply rejection 却下/見送り")
            t += r.randint(30, 120) * 1000
            self.noise(self.add(t, dealer if dealer != "hedge" else "tanaka", r.choice(["了解", "りょ", "👌", "承知"]), ref=a))
            return t
        if hp:
            txt, word = r.choice([("approve %s ✅" % hp, "approve"), ("%s ok go" % hp, "ok go"), ("承認 %s" % hp, "承認")])
            a = self.add(t, approver, txt, ref=p)
            self.hard(a, "trade_approval", [hp, word], "reply", idiom="reply approval quoting engine proposal id")
        else:
            style = r.randint(0, 4)
            if style == 0:
                a = self.add(t, approver, "ok go %s" % size, ref=p)
                facts = ["ok go", size]
                self.hard(a, "trade_approval", facts, "reply", idiom="two-word reply approval with size")
            elif style == 1:
                a = self.add(t, approver, "👍 send it — %s %s" % (ja, size), ref=p)
                self.hard(a, "trade_approval", ["send it", ja, size], "reply", idiom="emoji send-it reply approval")
            elif style == 2:
                a = self.add(t, approver, "承認。%s %s 進めて" % (ja, size), ref=p)
                self.hard(a, "trade_approval", ["承認", ja, size], "reply", idiom="承認 reply approval")
            elif style == 3:
                a = self.add(t, approver, "了解、%s で go" % size, ref=p)
                self.hard(a, "trade_approval", ["go", size], "reply")
            else:
                a = self.add(t, approver, "[APPROVED] %s %s %s (limit %s)" % (slash, side, size, pxs))
                self.hard(a, "trade_approval", ["[APPROVED]", slash, side, size], "tagged")
        dealer = dealer if dealer != "hedge" else r.choice(DEALERS_DAY)
        t += r.randint(15, 120) * 1000
        return self.exec_chain(t, inst, side, n, size, qty, px, sl, dealer, variant, otype)

    def exec_chain(self, t, inst, side, n, size, qty, px, sl, dealer, variant, otype="指値", engine=False):
        r = self.r
        code, slash, ja, _, dp, kind, ccy = inst
        pxs = self.fmt(px, dp)
        lp = r.choice(LPS)
        oid = self.oid("HE" if engine else None)
        cstyle = "structured" if engine else r.choice(["embed", "embed", "untagged", "structured"])
        qs = self.qty_str(inst, qty)
        if cstyle == "embed":
            c = self.add(t, "bridge", "", embeds=[{
                "title": r.choice(["Order accepted", "注文受付 / NEW"]),
                "description": "%s %s %s @ %s %s" % (code, side, qs, pxs, "LMT" if otype == "指値" else "MKT"),
                "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": qs, "inline": True},
                           {"name": "LP", "value": lp, "inline": True}, {"name": "TIF", "value": r.choice(["GTC", "IOC", "DAY"]), "inline": True}],
                "footer": "ord %s · bridge tyo-2 · acct COVER-01" % oid}])
            self.hard(c, "trade_confirmation", [code, side, oid], "embed", idiom="LP bridge embed-only order ack")
        elif cstyle == "structured":
            c = self.add(t, "hedge", "evt=ORDER_ACK ord=%s sym=%s side=%s qty=%d type=%s px=%s lp=%s tif=IOC latency_ms=%d book=COVER-01 "
                "nop_before=%d%% nop_after_est=%d%% quotes=%d best_lp=%s strategy=%s" % (
                oid, code, side, qty, "LMT" if otype == "指値" else "MKT", pxs, lp, r.randint(3, 40),
                r.randint(60, 95), r.randint(20, 55), r.randint(3, 5), lp, r.choice(["sweep", "twap_30s", "single_lp"])))
            self.hard(c, "trade_confirmation", ["ord=%s" % oid, "sym=%s" % code, "side=%s" % side], "structured")
        else:
            c = self.add(t, dealer, "%s %s %s、%s に working（ord %s）" % (ja, otype, pxs, lp, oid))
            self.hard(c, "trade_confirmation", [ja, pxs, oid], "untagged", idiom="dealer says order working at LP with ord id")
        t += r.randint(2, 90) * 1000
        if variant.get("cancel"):
            cx = self.add(t + r.randint(60, 400) * 1000, dealer, "ord %s cancel 済み、%s %s の指値取り消し。%s" % (
                oid, ja, pxs, r.choice(["レート離れた", "client flow 反転したので", "NY 指標前に一旦"])))
            self.hard(cx, "trade_confirmation", [oid, "cancel", ja], "untagged", idiom="order cancel 済み")
            return t + 500000
        if variant.get("lp_reject"):
            rj = self.add(t, "bridge", "", embeds=[{"title": "Order rejected", "description": "%s %s %s — last look reject" % (code, side, qs),
                                                   "fields": [{"name": "LP", "value": lp}, {"name": "Reason", "value": "PRICE_MOVED"}],
                                                   "footer": "ord %s" % oid}])
            self.hard(rj, "trade_confirmation", ["Order rejected", code, oid], "embed")
            t += r.randint(20, 80) * 1000
            self.add(t, dealer, r.choice(["last look で蹴られた、別 LP で再送", "LP%d 最近 reject 多い…再送" % r.randint(1, 5)]))
            lp = r.choice([x for x in LPS if x != lp])
            oid = self.oid("HE" if engine else None)
            t += r.randint(10, 60) * 1000
            c2 = self.add(t, "hedge", "evt=ORDER_ACK ord=%s sym=%s side=%s qty=%d type=MKT lp=%s tif=IOC retry=1" % (oid, code, side, qty, lp))
            self.hard(c2, "trade_confirmation", ["ord=%s" % oid, "sym=%s" % code, "retry=1"], "structured")
            t += r.randint(1, 20) * 1000
        fpx = px * (1 + r.uniform(-0.0002, 0.0002))
        fps = self.fmt(fpx, dp + (1 if kind == "fx" else 0))
        fstyle = variant.get("fill", r.choice(["embed", "embed", "structured", "untagged", "shorthand"]))
        if engine and fstyle in ("untagged", "shorthand"):
            fstyle = "structured"
        if variant.get("partial"):
            q1 = qty // 2
            f1 = self.add(t, "hedge", "evt=FILL ord=%s sym=%s side=%s filled=%d avg=%s lp=%s leaves=%d" % (oid, code, side, q1, fps, lp, qty - q1))
            self.hard(f1, "trade_fill", ["ord=%s" % oid, "filled=%d" % q1, "avg=%s" % fps], "structured",
                      idiom="engine partial FILL with leaves>0")
            t += r.randint(5, 120) * 1000
            fstyle = "embed"
        if variant.get("edit_fill"):
            fstyle = "untagged"
        if fstyle == "embed":
            f = self.add(t, "bridge", "", embeds=[{
                "title": r.choice(["Fill", "約定通知", "Execution report"]),
                "description": "%s %s %s" % (code, side, slash),
                "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": qs, "inline": True},
                           {"name": "Avg px", "value": fps, "inline": True}, {"name": "LP", "value": lp, "inline": True}],
                "footer": "ord %s · %s" % (oid, r.choice(["venue AGG-TYO", "bridge tyo-2", "agg v3 / cover book"]))}])
            self.hard(f, "trade_fill", [code, side, qs, fps], "embed", idiom="LP aggregator fill embed with Avg px field")
        elif fstyle == "structured":
            f = self.add(t, "hedge", "evt=FILL ord=%s sym=%s side=%s filled=%d avg=%s lp=%s leaves=0 slip_pips=%.1f book=COVER-01 "
                "child_orders=%d markout_1s=%.2f markout_10s=%.2f nop_after=%d%%" % (
                oid, code, side, qty, fps, lp, r.uniform(-0.3, 0.6), r.randint(1, 6), r.uniform(-0.4, 0.4), r.uniform(-0.9, 0.9), r.randint(15, 55)))
            self.hard(f, "trade_fill", ["ord=%s" % oid, "sym=%s" % code, "filled=%d" % qty, "avg=%s" % fps], "structured")
        elif fstyle == "shorthand":
            s = "b" if side == "BUY" else "s"
            f = self.add(t, dealer, "done %s %s %s @%s" % (s, size, code.lower(), fps))
            self.hard(f, "trade_fill", ["done", size, code.lower(), fps], "shorthand", idiom="done s 本 pair @px shorthand fill")
        else:
            if variant.get("edit_fill"):
                old = self.fmt(fpx * (1 + r.choice([-1, 1]) * r.uniform(0.0002, 0.0006)), dp + (1 if kind == "fx" else 0))
                f = self.add(t, dealer, "約定 %s %s %s @ %s" % (ja, "buy" if side == "BUY" else "sell", size, old))
                f.edits.append((r.randint(60, 300) * 1000, "約定 %s %s %s @ %s（LP 訂正後の価格）" % (ja, "buy" if side == "BUY" else "sell", size, fps)))
                f.superseded.append(old)
                self.hard(f, "trade_fill", [ja, size, fps], "untagged", idiom="fill price corrected by edit")
            else:
                f = self.add(t, dealer, ("%s %s %s で約定 ✅ %s" % (ja, size, fps, r.choice(["", "スリッページなし", "残なし"]))).rstrip())
                self.hard(f, "trade_fill", [ja, size, fps, "約定"], "untagged", idiom="JP 約定 untagged fill")
        if r.random() < 0.55:
            self.reacts.append((f, r.choice(["👍", "✅", "🙏"]), r.choice(APPROVERS), r.randint(10, 200) * 1000))
        t += r.randint(20, 240) * 1000
        if r.random() < 0.4:
            self.noise(self.add(t, r.choice(["sato", "yamamoto", "suzuki"]), r.choice(["thx", "ok", "🙏", "👍", "nice", "おつ"])))
            t += r.randint(10, 60) * 1000
        if variant.get("stop", r.random() < 0.4):
            t = self.stop_msg(t, inst, side, size, fpx, dealer, variant.get("edit_stop"), oid)
        return t

    def stop_msg(self, t, inst, side, size, fpx, dealer, edit2, oid):
        r = self.r
        code, slash, ja, _, dp, kind, ccy = inst
        sl = self.stop_for(inst, fpx, side)
        sls = self.fmt(sl, dp)
        if edit2:
            s2 = self.fmt(self.stop_for(inst, fpx, side, 0.75), dp)
            s3 = self.fmt(self.stop_for(inst, fpx, side, 0.45), dp)
            m = self.add(t, dealer, "%s カバー分 損切り %s に置いた" % (ja, sls))
            o1 = r.randint(20, 50) * 60000
            mv = "引き上げ" if side == "BUY" else "引き下げ"
            m.edits.append((o1, "%s カバー分 損切り %s に置いた（%s）" % (ja, s2, mv)))
            m.edits.append((o1 + r.randint(30, 90) * 60000, "%s カバー分 損切り %s に置いた（再度%s、建値近辺）" % (ja, s3, mv)))
            m.superseded += [sls, s2]
            self.hard(m, "stop_or_target_change", [ja, "損切り", s3], "untagged", idiom="stop moved twice by editing the same message")
            self.pins.append((m, "sato", r.randint(60, 600) * 1000))
            return t + 60000
        style = r.randint(0, 3)
        if style == 0:
            m = self.add(t, dealer, "[SL] %s %s %s stop %s" % (slash, side, size, sls))
            self.hard(m, "stop_or_target_change", ["[SL]", slash, sls], "tagged")
        elif style == 1:
            tp = self.fmt(2 * fpx - sl, dp)
            m = self.add(t, dealer, "%s 利確 %s に指値置きました、損切りはなし（engine 側で NOP 管理）" % (ja, tp))
            self.hard(m, "stop_or_target_change", [ja, "利確", tp], "untagged", idiom="take-profit 利確 指値 placed")
        elif style == 2:
            m = self.add(t, "hedge", "evt=SL_SET ord=%s sym=%s sl=%s trail=off by=%s" % (oid, code, sls, PEOPLE[dealer][1]))
            self.hard(m, "stop_or_target_change", ["ord=%s" % oid, "sym=%s" % code, "sl=%s" % sls], "structured")
        else:
            m = self.add(t, dealer, "ストップ %s。%s 抜けたら切る" % (sls, ja))
            self.hard(m, "stop_or_target_change", ["ストップ", sls, ja], "untagged")
        return t + 30000

    def flow_engine(self, t0, variant):
        r = self.r
        inst = self.inst(fx_only=True)
        code, slash, ja, _, dp, kind, ccy = inst
        side = r.choice(["BUY", "SELL"])
        n, size, qty = self.size(inst)
        px = self.price(code)
        t = t0
        if variant.get("resize"):
            nq = qty // 2
            m = self.add(t, "hedge", "evt=ORDER_RESIZED sym=%s side=%s qty=%d->%d reason=NOP_%s_LIMIT nop_after=%d%% rule=R-07" % (
                code, side, qty, nq, ccy, r.randint(96, 100)))
            self.hard(m, "risk_limit", ["ORDER_RESIZED", "sym=%s" % code, "qty=%d->%d" % (qty, nq)], "structured",
                      idiom="engine resizes order on NOP limit")
            qty = nq
            n = n // 2
            size = "%d本" % n
            t += r.randint(1, 5) * 1000
        return self.exec_chain(t, inst, side, n, size, qty, px, self.fmt(self.stop_for(inst, px, side), dp), "tanaka",
                               variant, "成行", engine=True)

    def _is_ny(self, t):
        h = ((t - self.start) // 3600000 + 7) % 24
        return h >= 21 or h < 6

    # risk
    def risk_event(self, t, style):
        r = self.r
        inst = r.choice([i for i in INSTR if i[5] == "fx"])
        ccy = inst[6]
        lim = {"USD": 500, "EUR": 200, "GBP": 150, "AUD": 150, "MXN": 3000, "TRY": 1000}[ccy]
        if style == "breach":
            v = int(lim * r.uniform(1.03, 1.2))
            m = self.add(t, "risk", "⚠️ NOP BREACH %s net %s %sM / limit %sM → auto-hedge forced, manual orders blocked until < 90%%" % (
                ccy, r.choice(["long", "short"]), "{:,}".format(v), "{:,}".format(lim)))
            self.hard(m, "risk_limit", ["NOP BREACH", ccy, "{:,}".format(v) + "M", "{:,}".format(lim) + "M"], "tagged",
                      idiom="risk bot NOP BREACH line")
            return m, ccy
        if style == "change":
            nl = int(lim * r.choice([0.6, 0.7, 0.8, 1.2]))
            m = self.add(t, "nakamura", "%s NOP limit %sM → %sM に変更、%s。%s まで有効" % (
                ccy, "{:,}".format(lim), "{:,}".format(nl),
                {"USD": "介入警戒で", "EUR": "ECB speakers 多いので", "GBP": "BoE 前なので", "AUD": "RBA 前なので",
                 "MXN": "Banxico 前なので", "TRY": "TCMB 会合リスク"}[ccy],
                r.choice(["NY close", "15:00", "翌朝 7:00"])))
            self.hard(m, "risk_limit", [ccy, "NOP limit", "{:,}".format(nl) + "M"], "untagged", idiom="risk manager changes NOP limit in prose")
            self.pins.append((m, "sato", r.randint(30, 300) * 1000))
            self.reacts.append((m, "📌", "sato", r.randint(10, 100) * 1000))
            return m, ccy
        # block embed
        code = inst[0]
        m = self.add(t, "risk", "", embeds=[{"title": "Order blocked", "description": "%s manual order exceeds %s NOP limit" % (code, ccy),
                                             "fields": [{"name": "Requested", "value": "%d本" % r.choice([20, 30, 50])},
                                                        {"name": "Limit", "value": "%sM" % "{:,}".format(lim)},
                                                        {"name": "Rule", "value": "NOP-%s-HARD" % ccy}],
                                             "footer": "nop-guard · action=BLOCK"}])
        self.hard(m, "risk_limit", ["Order blocked", code, "NOP-%s-HARD" % ccy], "embed", idiom="risk embed Order blocked")
        return m, ccy

    # ---------------------------------------------------------------- noise
    def n_heartbeat(self, t):
        r = self.r
        rows = []
        for c, lim in [("USD", 500), ("EUR", 200), ("GBP", 150), ("AUD", 150), ("MXN", 3000), ("TRY", 1000), ("XAU", 40), ("JP225", 900)]:
            used = lim * r.uniform(0.08, 0.68)
            rows.append("%-6s net %-5s %9s / %7s  %3d%%  ok" % (c, r.choice(["long", "short"]), "{:,.1f}".format(used), "{:,}".format(lim), used * 100 / lim))
        return self.noise(self.add(t, "risk", "hb ok · NOP snapshot (M, base ccy) · all limits ok · lat %dms · eval %d rules\n```\n%s\n```" % (
            r.randint(2, 19), r.randint(40, 60), "\n".join(rows))))

    def n_feed(self, t, trace=False):
        r = self.r
        lp = r.choice(LPS)
        if not trace:
            syms = ",".join(r.sample(["USDJPY", "EURJPY", "GBPJPY", "AUDJPY", "NZDJPY", "CADJPY", "CHFJPY", "ZARJPY", "MXNJPY", "TRYJPY",
                                      "EURUSD", "GBPUSD", "AUDUSD", "XAUUSD", "XAGUSD", "JP225", "US30", "NAS100"], 9))
            return self.noise(self.add(t, "feed", "price feed %s reconnect (seq gap %d) — resubscribed %d symbols in %dms; stale=%s\n"
                                       "first quotes after logon: %s\nclient rate stream paused %dms, %d quotes dropped, indicative flag cleared" % (
                lp, r.randint(2, 400), r.randint(30, 64), r.randint(80, 2400), r.choice(["none", "TRYJPY,MXNJPY", "ZARJPY"]), syms,
                r.randint(50, 900), r.randint(0, 300))))
        tb = ("feed %s session dropped, reconnecting\n```\nTraceback (most recent call last):\n"
              "  File \"/opt/feedmon/fix/session.py\", line 412, in _pump\n    msg = self._sock.recv_fix(timeout=self.hb_interval)\n"
              "  File \"/opt/feedmon/fix/transport.py\", line 188, in recv_fix\n    raise SessionTimeout(self.peer, elapsed)\n"
              "  File \"/opt/feedmon/fix/transport.py\", line 176, in recv_fix\n    chunk = self._ssl.read(65536)\n"
              "ssl.SSLZeroReturnError: TLS/SSL connection has been closed (EOF) (_ssl.c:2580)\n\n"
              "During handling of the above exception, another exception occurred:\n\n"
              "feedmon.fix.errors.SessionTimeout: peer=%s-MD-%02d no Heartbeat(35=0) for %.1fs (HeartBtInt=5)\n```\n"
              "retry 1/5 in 2s … retry 2/5 in 4s … logon ok, MDReqID=%d snapshot resent (%d syms)") % (
            lp, lp, r.randint(1, 9), r.uniform(11, 40), r.randint(10000, 99999), r.randint(30, 64))
        return self.noise(self.add(t, "feed", tb))

    def n_spread(self, t):
        r = self.r
        inst = r.choice(INSTR[:6])
        base = {"USDJPY": 0.2, "EURJPY": 0.4, "GBPJPY": 0.9, "AUDJPY": 0.5, "MXNJPY": 0.3, "TRYJPY": 1.6}[inst[0]]
        return self.noise(self.add(t, "feed", "⚠ spread widen %s %.1f → %.1f pips (%s, %s) — client spread 広告維持率 %d%%" % (
            inst[0], base, base * r.uniform(3, 25), r.choice(LPS), r.choice(["rollover", "thin liquidity", "news", "LP quote gap"]),
            r.randint(86, 99)) + "\nLP quotes: " + " | ".join("%s %.1f" % (lp, base * r.uniform(1, 20)) for lp in LPS)))

    def n_book(self, t):
        r = self.r
        inst = r.choice(INSTR[:6])
        code, dp = inst[0], inst[4]
        mid = self.px[code]
        step = 10 ** -(dp + 1) * r.choice([2, 3, 5])
        fields = []
        for lvl in range(5):
            fields.append({"name": "L%d bid" % (lvl + 1), "value": "%s × %d本 (%s)" % (self.fmt(mid - step * (lvl + 1), dp + 1), r.randint(1, 30), r.choice(LPS)), "inline": True})
            fields.append({"name": "L%d ask" % (lvl + 1), "value": "%s × %d本 (%s)" % (self.fmt(mid + step * (lvl + 1), dp + 1), r.randint(1, 30), r.choice(LPS)), "inline": True})
        return self.noise(self.add(t, "bridge", "", embeds=[{"title": "Aggregated book %s" % code, "description": "top-5 merged, %d LPs live, snapshot every 4h" % r.randint(3, 5),
                                                             "fields": fields, "footer": "lp-bridge · book agg v3 · depth %d本" % r.randint(80, 400)}]))

    def n_eod(self, t, hh):
        r = self.r
        rows = []
        for code, slash, ja, base, dp, kind, ccy in INSTR:
            rows.append("%-7s client net %+8s  cover %+8s  内部化 %2d%%  PnL %+12s円" % (
                code, "{:,}".format(r.randint(-900, 900)), "{:,}".format(r.randint(-600, 600)), r.randint(20, 80),
                "{:,}".format(r.randint(-6000000, 9000000))))
        head = "%s cover book report (auto) — 単位: 本/oz/lot" % ("東京クローズ" if hh == 15 else "NY クローズ")
        tail = "LP fill rate %.1f%% · reject %d · avg slip %.2f pips · margin call %d件 · ロスカット %d件 · swap 付与 %s円" % (
            r.uniform(94, 99.5), r.randint(2, 30), r.uniform(-0.1, 0.4), r.randint(80, 600), r.randint(20, 300), "{:,}".format(r.randint(10, 90) * 100000))
        return self.noise(self.add(t, "pnl", head + "\n```\n" + "\n".join(rows) + "\n```\n" + tail))

    def n_gwlog(self, t):
        r = self.r
        rows = []
        base = t // 1000
        for i in range(r.randint(9, 14)):
            ts = datetime.fromtimestamp(base - 30 + i * 3, tz=timezone.utc) + JST
            rows.append("%s JST [%s] rate-gateway: %s" % (ts.strftime("%H:%M:%S"), r.choice(["INFO", "WARN", "INFO", "DEBUG"]), r.choice([
                "client stream fanout=%d lag_p99=%dms" % (r.randint(20000, 90000), r.randint(4, 80)),
                "markup table reload ok (tbl v%d)" % r.randint(30, 60),
                "LP%d quote stale %dms > 500ms, excluded from best" % (r.randint(1, 5), r.randint(500, 3000)),
                "indicative flag ON for %s (spread > cap)" % r.choice(["TRYJPY", "MXNJPY", "ZARJPY"]),
                "indicative flag OFF", "gc pause %dms" % r.randint(5, 90), "ws clients=%d" % r.randint(30000, 120000)])))
        return self.noise(self.add(t, "feed", "rate-gateway log excerpt (auto)\n```\n%s\n```" % "\n".join(rows)))

    def n_price_alert(self, t):
        r = self.r
        inst = self.inst()
        p = self.price(inst[0], 0.001)
        return self.noise(self.add(t, "feed", "🔔 %s %s %s (%s)" % (inst[0], r.choice(["crossed", "touched", "above", "below"]),
                                                                  self.fmt(p, inst[4]), r.choice(["1m high", "1m low", "round number", "day high", "day low"]))))

    def n_pnl(self, t):
        r = self.r
        fields = []
        for c in ["USDJPY", "EURJPY", "GBPJPY", "AUDJPY", "MXNJPY", "TRYJPY", "ZARJPY", "XAUUSD", "JP225", "swap", "LP fees"]:
            fields.append({"name": c, "value": "%+s円" % "{:,}".format(r.randint(-4800000, 6200000)), "inline": True})
        return self.noise(self.add(t, "pnl", "", embeds=[{"title": "Cover book PnL snapshot", "description": "realized+unrealized, JPY, since 07:00 JST · cover ratio %d%% · internalized %d%% · client trades %s" % (
                                                              r.randint(30, 80), r.randint(20, 70), "{:,}".format(r.randint(20000, 160000))),
                                                          "fields": fields, "footer": "pnl-snap · total %+s円 · spread income %s円" % (
                                                              "{:,}".format(r.randint(-9000000, 24000000)), "{:,}".format(r.randint(3000000, 41000000)))}]))

    def n_cron(self, t):
        r = self.r
        return self.noise(self.add(t, "router", "router summary %s: %d routed · %d auto-closed · %d pending · queue lag %ds\nby source: nop-guard %d, feedmon %d, mc-watch %d, swap-feed %d\nnext run in 60m" % (
            r.choice(["hourly", "08:00", "shift"]), 0, r.randint(3, 40), r.randint(0, 3), r.randint(0, 9),
            r.randint(0, 9), r.randint(0, 20), r.randint(5, 90), r.randint(0, 2))))

    def n_ci(self, t):
        r = self.r
        svc = r.choice(["hedge-engine", "lp-bridge", "nop-guard", "mc-watch", "rate-gateway"])
        chg = r.sample(["fix: LP4 session re-logon on seq reset", "feat: per-ccy NOP warn threshold configurable", "chore: bump quickfix 2.3.1",
                        "fix: swap table rounding for MXN/TRY", "perf: aggregator book merge 18% faster", "fix: mc-watch dedupe on resend",
                        "feat: spread alert includes LP source", "test: replay of 2024-04-29 intervention day", "fix: JP225 dividend adj sign"], 3)
        return self.noise(self.add(t, "ci", "deploy %s v%d.%d.%d → prod-tyo %s (%s) · canary 5%% → 100%% · pipeline #%d\n%s" % (
            svc, 4, r.randint(10, 30), r.randint(0, 9), r.choice(["✅", "✅", "⏪ rolled back"]), "%07x" % r.randint(0, 0xFFFFFFF),
            r.randint(18000, 19999), "\n".join("- " + c for c in chg))))

    def n_mc(self, t, heavy=False):
        r = self.r
        inst = r.choice(INSTR[:6])
        k = r.randint(14, 30) if heavy else r.randint(4, 10)
        if r.random() < 0.5:
            lines = []
            for _ in range(k):
                req = r.randint(40, 2000) * 1000
                lines.append("acct ****%04d 維持率 %.1f%% %s %s %s万通貨 · 必要証拠金 %s円 / 有効証拠金 %s円 · 通知 mail+push" % (
                    r.randint(0, 9999), r.uniform(50.5, 99.9), inst[0], r.choice(["long", "short"]), r.choice([1, 2, 3, 5, 10, 20]),
                    "{:,}".format(req), "{:,}".format(int(req * r.uniform(0.5, 0.99)))))
            head = "📣 margin call %d件 (%s 急変)" % (k, inst[2])
        else:
            lines = ["ロスカット執行 acct ****%04d %s %s %s万通貨 @%s · 維持率 %.1f%% · 確定損益 -%s円 · 内部化" % (
                r.randint(0, 9999), inst[0], r.choice(["sell", "buy"]), r.choice([1, 2, 3, 5, 10]),
                self.fmt(self.price(inst[0], 0.0002), inst[4]), r.uniform(30, 49.9), "{:,}".format(r.randint(20, 3000) * 1000))
                     for _ in range(k)]
            head = "⛔ loss-cut batch %d件 · client net 変化 %s %+d万" % (k, inst[0], r.randint(-400, 400))
        return self.noise(self.add(t, "mc", head + "\n" + "\n".join(lines)))

    def n_swap(self, t):
        r = self.r
        fields = []
        for code, slash, ja, base, dp, kind, ccy in INSTR[:6]:
            fields.append({"name": slash, "value": "買 %+d / 売 %+d" % (r.randint(-30, 260), r.randint(-300, 20)), "inline": True})
        return self.noise(self.add(t, "swap", "", embeds=[{"title": "スワップポイント更新 (per 1万通貨, 円)", "description": "effective %s NY close" % r.choice(["本日", "翌営業日"]),
                                                           "fields": fields, "footer": "swap-feed · source LP mid + markup tbl v%d" % r.randint(30, 60)}]))

    def n_ack(self, t, ref=None):
        r = self.r
        return self.noise(self.add(t, r.choice(["tanaka", "suzuki", "sato", "kenji", "ito"]),
                                   r.choice(["ok", "thx", "了解", "🙏", "👍", "りょ", "ok👌", "承知", "ありがとうございます", "👀", "🫡", "おつかれさまです"]), ref=ref))

    def n_unrelated_news(self, t):
        r = self.r
        hl = r.choice(["Nvidia shares rise 2% premarket", "Brent crude up 1.1% on inventory draw", "UK retail sales miss consensus",
                       "Copper hits 3-week high in Shanghai", "Hang Seng tech index down 1.4%", "Bitcoin ETF inflows slow for third day"])
        return self.noise(self.add(t, "news", "📰 %s" % hl))

    # ---------------------------------------------------------------- chatter / near-misses
    CHAT = [
        "ドル円 上値重いね", "今日 仲値 ドル不足っぽい", "ランチ行ってきます🍱", "戻りました", "LP3 の quote 今日ちょっと遅くない？",
        "client flow 朝から買い越し、いつも通り", "ユロ円 ほぼ動かず", "トル円 スプレッド相変わらず", "メキ円の client long 積み上がってる",
        "金 CFD 今日はおとなしい", "日経CFD 寄り前から client 売り多い", "コーヒー買ってくる ☕ 要る人？", "NY 担当 kenji さん 21時から",
        "engine の閾値って今 70% のままだよね？", "はい、70% のまま", "今日 vendor 点検 何時からでしたっけ", "02:00-02:30 JST です",
        "オジ円は静か", "ポン円 London 勢入ってきた", "rollover 前に スプレッド広がるの毎日の風物詩", "アラート多すぎて埋もれる…",
        "mc-watch のミュートしたい", "ミュートはダメです（コンプラ）😇", "LP5 の last look 設定、来週確認します", "了解です",
        "今日の client 入金 多め", "月末だから実需も多い", "ドル円 152 台定着？", "いや分からん", "ユロ円 ECB speakers 多い日",
        "今日 システム静か、いいね", "フラグ立てといた", "チケット切りました OPS-%d", "昼の引継ぎ 13:00 で",
        "トル円 の client long ほんと減らない", "メキ円 スワップ目当ての client 多いね", "日経CFD の配当調整 来月",
        "豪ドル円 RBA minutes 10:30", "スプレッド広告 維持率 大丈夫そう", "rate-gateway のログ見てます", "LP2 戻った",
        "朝の client flow まとめ: ドル円は仲値にかけて client 売り、その後は押し目買い。メキ円とトル円は相変わらずスワップ目当ての買いが中心で、"
        "週末持ち越し分が積み上がってる。金CFD は昨日の NY 引けから静か。日経CFD は寄り前の client 売りが多めだったけど寄ってからは落ち着いた",
        "LP 側の担当者から連絡: LP4 は来週からトル円の最大クォートサイズを縮小するそうです（本数は未定）。last look の window も 80ms→120ms に変更予定。"
        "詳細はメールで転送しておきます。影響ありそうなら engine の LP 優先度を見直す必要あり",
        "コンプラから: スプレッド広告の維持率、先月分の報告書作成中とのこと。rollover 前後と指標時の除外ルールについて確認依頼きてます。"
        "担当は伊藤さん、締切は今週金曜",
        "システム部より: 今夜 02:00-02:30 JST に rate-gateway のメンテ。client 向けレート配信は止まらないけど、cover 側の auto-hedge は"
        "その間 manual モードになるので、NY 担当は NOP に注意してください",
        "新人向けメモ: NOP = net open position。client の売買を内部で相殺した残りが desk の持ち高で、閾値を超えたら engine が LP にカバーを出す。"
        "manual で出すときは必ず提案→承認→執行の順で、チャンネルに残すこと",
        "今日の client 問い合わせ: ロスカット価格の計算方法について 12 件、スワップ付与日について 5 件。CS チームには FAQ リンク共有済み",
        "昨日の LP 別 fill rate: LP1 98.2%, LP2 97.5%, LP3 99.1%, LP4 93.8%, LP5 96.0%。LP4 の reject 率が目立つ、月次レビューの議題に入れます",
        "メキ円 client の平均保有期間が伸びてる（42日→55日）。スワップ目的の長期保有が増えてる証拠、cover 比率の議論は来週の会議で",
    ]

    CHAT_LONG = [
        "ドル円の client ポジ、ここ 3 日で long が %d%% 増えてる。介入警戒の中でこの積み上がりは正直怖いけど、cover は engine の閾値通りに回ってるので今のところ問題なし。"
        "ロスカット価格帯が 150 円台前半に固まってるのは把握しておきたい",
        "LP%d のセールスと電話: 最近うちの flow が toxic 判定されてないか確認したら、markout は問題ないとのこと。ただ指標時の reject は last look 仕様上避けられないと。"
        "指標 5 分前からは LP%d 優先に切り替える運用を検討中",
        "お客様対応メモ（個人情報なし）: ロスカット後の残高マイナスについての問い合わせ %d 件。約款通り追証請求の案内。CS 側のテンプレ文面を本日中に更新してもらいます",
        "スワップの件、MXN の政策金利見通しが下がってるので来月から買いスワップを %d 円程度引き下げる案が営業から出てます。dealing としては LP 側の調達コスト次第なので"
        "数字を確認してから回答します",
        "rate-gateway の client 配信遅延、原因は GC っぽい。ヒープ設定見直しは来週のリリースに入れる。今日は様子見で、lag_p99 が 100ms 超えたらシステム当番に連絡",
        "夜間の NY 担当向け: 22:30 の指標前後は spread 拡大ルール（広告外）適用、client 向け約定拒否は出さない方針。engine の閾値をどうするかは nakamura さんと相談中、決まったらここに書きます",
        "月次レビュー資料の下書き: cover 比率、内部化率、LP 別 fill rate、スリッページ、ロスカット件数の推移。グラフは金曜までに。誰か 10 月分の LP fee 明細持ってる？",
        "日経CFD の配当調整額、今年は %d 円で確定。client への価格調整額の告知は来週月曜。cover 側の先物ロールと日付ずれないように確認お願いします",
    ]

    def chat(self, t, thread=False):
        r = self.r
        if not thread and r.random() < 0.3:
            txt = r.choice(self.CHAT_LONG)
            if "%d" in txt:
                txt = txt.replace("%d%%", "%d%%" % r.randint(10, 40), 1) if "%d%%" in txt else txt
                while "%d" in txt:
                    txt = txt.replace("%d", str(r.randint(2, 5)), 1)
            who = r.choice(DEALERS_NY + ["ito"] if self._is_ny(t) else DEALERS_DAY + ["ito", "yamamoto", "nakamura"])
            return self.add(t, who, txt)
        txt = r.choice(self.CHAT)
        if "%d" in txt:
            txt = txt % r.randint(4000, 9999)
        who = r.choice(DEALERS_NY + ["ito"] if self._is_ny(t) else DEALERS_DAY + ["ito", "yamamoto", "nakamura"])
        return self.add(t, who, txt, thread=thread)

    def near_miss(self, t, kind, thread=False):
        r = self.r
        inst = self.inst()
        code, slash, ja, _, dp, k, ccy = inst
        px = self.fmt(self.price(code), dp)
        n, size, qty = self.size(inst)
        who = r.choice(DEALERS_NY if self._is_ny(t) else DEALERS_DAY)
        if kind == "hypo":
            txt = r.choice(["もし介入来たら %s %s くらい一気に売りカバー要るかもね" % ("ドル円", "%d本" % r.choice([50, 80, 100])),
                            "仮に BoJ が 12 月上げたら %s の client long ロスカット連鎖 → こっちは %s で売り越しになるかも" % (ja, size),
                            "%s %s @ %s で入れてたら今ごろ +%d pips だったな（入れてない）" % (ja, size, px, r.randint(10, 60))])
            idi = "hypothetical もし/仮に cover with size"
        elif kind == "question":
            txt = r.choice(["%s カバー今入れるべき？それとも NY まで待つ？" % ja, "%s の損切りって今どこだっけ？" % ja,
                            "%s %s 売りで出すなら LP どこがいい？" % (slash, size)])
            idi = "question about whether to cover"
        elif kind == "client":
            txt = r.choice(["client 口座 ****%04d が %s %s 成行 %s、でかいね" % (r.randint(0, 9999), ja, "%d万通貨" % r.choice([50, 100, 300]), r.choice(["buy", "sell"])),
                            "大口 client が %s %s で指値 %s 置いてる（顧客注文）" % (ja, r.choice(["buy", "sell"]), px)])
            idi = "client order, not desk trade"
        elif kind == "yesterday":
            txt = r.choice(["昨日の %s %s %s @ %s 約定、結果的に良かった" % (ja, r.choice(["sell", "buy"]), size, px),
                            "先週の %s カバー、%s で約定してたの今見たら最悪のタイミングだった😂" % (ja, px)])
            idi = "yesterday's fill recounted"
        elif kind == "demo":
            txt = "デモ口座で新 hedge logic テスト中: env=demo sym=%s side=%s qty=%d FILL avg=%s (paper, 本番影響なし)" % (
                code, r.choice(["BUY", "SELL"]), qty, px)
            idi = "demo/paper fill with env=demo"
        elif kind == "quoted":
            txt = r.choice(["> 2022年9月22日 政府・日銀、24年ぶり円買い介入（ドル円 145.90 → 140.30）\nあの時の client ロスカット量えぐかった",
                            "> 2024年4月29日 ドル円 160.20 から急落、介入観測\n懐かしい。あの日 LP 全部 spread 飛んだ",
                            "FYI 古い記事: 「トルコリラ 2021年12月 急落」 — 研修資料用に貼っときます"])
            idi = "quoted old intervention headline"
        elif kind == "otherdesk":
            txt = r.choice(["機関投資家デスクが %s %s 売ったらしい、うちは関係なし" % (ja, "%d本" % r.choice([100, 200])),
                            "隣の証券 dealing が %s で %s buy したって噂" % (ja, px)])
            idi = "other desk's trade"
        elif kind == "backtest":
            txt = "backtest: NOP 閾値 %d%% → %d%% にすると先月 hedge コスト %d%%、%s の DD は %d万円 増（sim fills avg %s）" % (
                70, r.choice([60, 75, 80]), -r.randint(5, 18), ja, r.randint(50, 900), px)
            idi = "backtest with sim fills"
        elif kind == "suggest":
            txt = "%s の損切りは %s あたりが妥当かな、まだ決めてないけど" % (ja, self.fmt(self.stop_for(inst, self.px[code], "BUY"), dp))
            idi = "stop suggestion without decision"
        else:  # analysis
            txt = ("週次メモ（長い）: %s は client flow が一方向（long 偏重 %d%%）、スワップ狙いの積み上がりが続いている。"
                   "過去の急落局面（2018年8月、2021年12月、2023年6月）では維持率低下→ロスカット連鎖→cover 側で売り越しが発生し、"
                   "LP の spread は平常時の %d 倍まで拡大した。今の NOP 閾値 %d%% と engine の分割執行（%d 分割）で吸収できるかは"
                   "LP の depth 次第。成行で %s 出した場合の slippage 推計は %.1f pips。指値・損切りの運用ルールは現状維持が前提で、"
                   "今日何かを変える提案ではありません。参考: %s 現値 %s、1w vol %.1f%%。") % (
                ja, r.randint(70, 92), r.randint(8, 30), 70, r.randint(3, 8), size, r.uniform(0.5, 6), slash, px, r.uniform(6, 25))
            idi = "long analysis with trading words, no decision"
        m = self.add(t, who, txt, thread=thread)
        return self.near(m, idi)

    # ---------------------------------------------------------------- news / thesis / routing
    def held_news(self, t, which, thread=False):
        r = self.r
        usd = self.fmt(self.px["USDJPY"], 2)
        if which == "mof":
            m = self.add(t, "news", "【速報】三村財務官「過度な変動には適切に対応」、ドル円 %s 付近で急落 — 介入観測" % usd, thread=thread)
            return self.hard(m, "held_position_news", ["財務官", "ドル円", usd], "untagged", idiom="MoF jawboning headline on held USD/JPY")
        if which == "rumour":
            m = self.add(t, "kenji" if self._is_ny(t) else "suzuki",
                         "噂: 財務省がレートチェック実施との話（未確認、%s 経由）。ドル円 %s から 60 pips 下げ" % (r.choice(["LP2 のセールス", "chat", "bbg ticker"]), usd), thread=thread)
            return self.hard(m, "held_position_news", ["レートチェック", "ドル円"], "untagged", idiom="intervention rumour (rate check) on held pair")
        if which == "boj":
            m = self.add(t, "news", "", embeds=[{"title": "BOJ: 植田総裁、12月会合での利上げ可能性に言及", "description": "円全面高、ドル円・ユロ円 下落",
                                                 "author": "headline-bot / Nikkei wire", "footer": "JST %s" % r.choice(["11:42", "15:31", "16:05"])}], thread=thread)
            return self.hard(m, "held_position_news", ["植田総裁", "利上げ", "ドル円"], "embed", idiom="BoJ headline embed naming held crosses")
        if which == "tcmb":
            m = self.add(t, "news", "📰 TCMB cuts one-week repo rate by %d bp to %.1f%%; TRY weakens, TRY/JPY %s" % (
                r.choice([100, 150, 250]), r.uniform(35, 45), self.fmt(self.px["TRYJPY"], 3)), thread=thread)
            return self.hard(m, "held_position_news", ["TCMB", "TRY/JPY"], "untagged")
        if which == "banxico":
            m = self.add(t, "news", "📰 Banxico recorta tasa %d pb a %.2f%% — MXN/JPY %s" % (r.choice([25, 50]), r.uniform(8, 10), self.fmt(self.px["MXNJPY"], 3)), thread=thread)
            return self.hard(m, "held_position_news", ["Banxico", "MXN/JPY"], "untagged")
        if which == "gold":
            m = self.add(t, "news", "📰 Gold jumps to $%s/oz on safe-haven bid — 金CFD client 売り越し拡大" % self.fmt(self.px["XAUUSD"], 1), thread=thread)
            return self.hard(m, "held_position_news", ["Gold", "金CFD"], "untagged")
        m = self.add(t, "news", "📰 日経平均先物 夜間 %s 円安で上昇、JP225 CFD client long 偏り" % self.fmt(self.px["JP225"], 0), thread=thread)
        return self.hard(m, "held_position_news", ["日経平均先物", "JP225"], "untagged", idiom="Nikkei futures headline for held JP225 CFD")

    def watch_news(self, t, which):
        r = self.r
        if which == 0:
            m = self.add(t, "news", "📰 SARB holds repo rate at %.2f%%, rand firms — ZAR/JPY watch" % r.uniform(6.5, 7.5))
            return self.hard(m, "watchlist_news", ["SARB", "ZAR/JPY"], "untagged", idiom="watchlist central-bank headline")
        if which == 1:
            m = self.add(t, "news", "", embeds=[{"title": "RBNZ cuts OCR 25bp", "description": "NZD/JPY %s 下落、キウイ円 client long 増加" % self.fmt(88 + r.uniform(-1, 1), 2),
                                                 "footer": "headline-bot · watchlist"}])
            return self.hard(m, "watchlist_news", ["RBNZ", "NZD/JPY"], "embed")
        m = self.add(t, "news", "📰 SNB Schlegel: negative rates not ruled out — スイス円 CHF/JPY 上昇")
        return self.hard(m, "watchlist_news", ["SNB", "CHF/JPY"], "untagged")

    def thesis(self, t, style, thread=False):
        r = self.r
        if style == 0:
            m = self.add(t, "sato", "ドル円 view 変更: 介入リスク高まったので上値限定、cover bias neutral → bearish。client long の積み上がり分は早めにカバー", thread=thread)
            return self.hard(m, "thesis_update", ["ドル円", "neutral → bearish"], "untagged", idiom="view change neutral→bearish")
        if style == 1:
            m = self.add(t, "yamamoto", "トル円 carry の見方は維持。ただし conviction 下げる（TCMB 後）、cover 比率は 80% → 90%", thread=thread)
            return self.hard(m, "thesis_update", ["トル円", "conviction 下げる"], "untagged")
        if style == 2:
            m = self.add(t, "sato", "[VIEW] メキ円: Banxico 後も bullish 維持、client long は 70% 内部化で OK", thread=thread)
            return self.hard(m, "thesis_update", ["[VIEW]", "メキ円", "bullish 維持"], "tagged")
        m = self.add(t, "kenji" if self._is_ny(t) else "suzuki", "金CFD の thesis 崩れた、安全資産 bid 終わり。bullish → neutral に変更", thread=thread)
        return self.hard(m, "thesis_update", ["金CFD", "bullish → neutral"], "untagged")

    def routing(self, t, kind, ref=None):
        r = self.r
        if kind == "route_h":
            topic = r.choice(["TRY NOP", "MXN 偏り", "LP4 reject 多発"])
            m = self.add(t, "sato", "この %s の件は risk の中村さんに回します @nakamura_risk" % topic, ref=ref)
            return self.hard(m, "route_decision", [topic, "中村さんに回します"], "reply" if ref else "untagged", idiom="route to named person in JP")
        if kind == "route_b":
            item = "ALRT-%d" % r.randint(1000, 9999)
            m = self.add(t, "router", "router item=%s action=ROUTE to=exec-agent reason=%s" % (item, r.choice(["nop_breach", "lp_reject_spike", "manual_cover_request"])))
            return self.hard(m, "route_decision", [item, "action=ROUTE", "to=exec-agent"], "structured")
        if kind == "noroute_h":
            m = self.add(t, "yamamoto", r.choice(["このロスカット cascade は対応不要、システム正常処理。no action", "spread alert は無視でOK、LP3 単独の問題なので対応なし"]), ref=ref)
            f = ["ロスカット", "対応不要"] if "ロスカット" in m.content else ["無視でOK", "対応なし"]
            return self.hard(m, "no_route_decision", f, "reply" if ref else "untagged", idiom="explicit 対応不要/no action decision")
        item = "ALRT-%d" % r.randint(1000, 9999)
        m = self.add(t, "router", "router item=%s decision=NO_ROUTE reason=%s" % (item, r.choice(["duplicate", "below_threshold", "known_lp_issue"])))
        return self.hard(m, "no_route_decision", [item, "NO_ROUTE"], "structured")

    def handover(self, t, decision):
        """Long shift report with one decision sentence buried inside."""
        r = self.r
        inst = self.inst(fx_only=True)
        code, slash, ja, _, dp, kind, ccy = inst
        px = self.price(code)
        pxs = self.fmt(px, dp)
        n, size, qty = self.size(inst)
        lines = ["【%s 引継ぎ】" % r.choice(["東京→ロンドン", "朝", "ロンドン→NY"]),
                 "・client flow: %s long 偏り %d%%、%s short 偏り %d%%" % ("ドル円", r.randint(55, 80), "ユロ円", r.randint(50, 70)),
                 "・NOP: USD %d%% / EUR %d%% / MXN %d%% / TRY %d%% of limit" % tuple(r.randint(20, 85) for _ in range(4)),
                 "・LP: LP%d last look reject %d件、LP%d quote 遅延あり（ベンダー確認中 OPS-%d）" % (r.randint(1, 5), r.randint(2, 9), r.randint(1, 5), r.randint(4000, 9999)),
                 "・margin call %d件 / ロスカット %d件（大半 %s）" % (r.randint(20, 140), r.randint(5, 60), r.choice(["ドル円", "トル円", "メキ円"])),
                 "・スワップ: 本日分反映済み、メキ円 買 %d 円" % r.randint(10, 25)]
        facts = None
        if decision == "proposal":
            side = r.choice(["sell", "buy"])
            dl = "・%s は %s %s @ %s で cover 提案、承認お願いします（損切り %s）" % (ja, side, size, pxs, self.fmt(self.stop_for(inst, px, side.upper()), dp))
            facts, et = [ja, side, size, pxs], "trade_proposal"
        elif decision == "stop":
            a = self.fmt(self.stop_for(inst, px, "BUY"), dp)
            dl = "・%s cover long の損切り %s に引き上げ済み" % (ja, a)
            facts, et = [ja, "損切り", a], "stop_or_target_change"
        else:
            dl = "・%s は view 変更、bullish → neutral（client long 過多のため）" % ja
            facts, et = [ja, "bullish → neutral"], "thesis_update"
        lines.insert(r.randint(3, 5), dl)
        lines += ["・システム: hedge-engine v4.%d deploy 済み、rate-gateway 再起動 1 回" % r.randint(10, 30),
                  "・指標: %s" % r.choice(["22:30 米雇用統計", "22:30 米 CPI", "16:00 英 GDP", "21:00 メキシコ CPI"]),
                  "以上、よろしくお願いします🙏"]
        m = self.add(t, r.choice(DEALERS_DAY), "\n".join(lines))
        return self.hard(m, et, facts, "buried", idiom="decision buried in shift handover report" if decision == "proposal" else None)

    # ---------------------------------------------------------------- build
    def build(self):
        r = self.r
        # swap update at rollover, watchlist pin
        self.n_swap(self.at_jst(7, 0, 40))
        w = self.add(self.at_jst(7, 40, 600), "sato", "本日の watch: ランド円 ZAR/JPY、キウイ円 NZD/JPY、スイス円 CHF/JPY。held は通常通り 8 銘柄。介入警戒レベル %s" % r.choice(["高", "中"]))
        self.pins.append((w, "sato", 30000))
        # handovers
        hs = ["proposal", "stop", "thesis"]
        r.shuffle(hs)
        self.handover(self.at_jst(8, 30, 900), hs[0])
        self.handover(self.at_jst(16, 20, 900), hs[1])
        if r.random() < 0.6:
            self.handover(self.at_jst(21, 10, 900), hs[2])
        # manual flows
        variants = [{"edit_stop": True, "stop": True, "prop": "shorthand"}, {"edit_fill": True}, {"reject": True}, {"delete_first": True},
                    {"edit_size": True, "prop": "untagged"}, {}, {"partial": True}, {"cancel": True}]
        r.shuffle(variants)
        # the edited-stop flow and one delete/edit flow are always present
        must = [variants.index({"edit_stop": True, "stop": True, "prop": "shorthand"}), variants.index({"edit_fill": True}),
                variants.index(r.choice([{"delete_first": True}, {"edit_size": True, "prop": "untagged"}]))]
        rest = [i for i in range(len(variants)) if i not in must]
        for i in must + rest[:1 + (r.random() < 0.3)]:
            self.flow_manual(self.when(), variants[i])
        for v in r.sample([{}, {"resize": True}, {"lp_reject": True}, {}], 2):
            self.flow_engine(self.when(), v)
        # risk
        for st in r.sample(["breach", "change", "block"], 2):
            m, ccy = self.risk_event(self.when(), st)
            if st == "breach" and r.random() < 0.7:
                self.routing(m.t + r.randint(60, 400) * 1000, "route_h", ref=m)
        # routing / no-route
        self.routing(self.when(), "route_b")
        self.routing(self.when(), "noroute_b")
        mc = self.n_mc(self.when(9, 23), heavy=True)
        self.routing(mc.t + r.randint(60, 600) * 1000, "noroute_h", ref=mc)
        # news
        held = ["boj", "tcmb", "banxico", "gold", "nikkei"]
        r.shuffle(held)
        for k in held[:2]:
            self.held_news(self.when(), k)
        for k in r.sample([0, 1, 2], r.randint(1, 2)):
            self.watch_news(self.when(), k)
        self.thesis(self.when(), r.choice([1, 2, 3]))
        # thread: intervention watch
        tt = self.when(13, 2)
        self.thread_t = tt
        self.held_news(tt, "mof", thread=True)
        tt += r.randint(30, 120) * 1000
        for _ in range(r.randint(3, 5)):
            self.chat(tt, thread=True)
            tt += r.randint(20, 200) * 1000
        self.held_news(tt, "rumour", thread=True)
        tt += r.randint(30, 200) * 1000
        self.near_miss(tt, "hypo", thread=True)
        tt += r.randint(30, 200) * 1000
        self.thesis(tt, 0, thread=True)
        tt += r.randint(30, 200) * 1000
        self.near_miss(tt, "quoted", thread=True)
        for _ in range(r.randint(2, 4)):
            tt += r.randint(30, 300) * 1000
            self.noise(self.add(tt, r.choice(["tanaka", "kenji", "suzuki"]), r.choice(["👀", "了解", "ok", "🙏", "watch してます"]), thread=True))
        # near misses
        kinds = ["hypo", "question", "client", "yesterday", "demo", "quoted", "otherdesk", "backtest", "suggest", "analysis"]
        for k in kinds + kinds + r.sample(kinds, 3):
            self.near_miss(self.when(), k)
        # forget: dealer pastes client full name with trade (near miss) -> forgotten
        fm = self.add(self.when(9, 20), r.choice(DEALERS_DAY), "client %s様 acct 00%d が %s %s 成行 buy、クレーム電話あり" % (
            r.choice(["山田太郎", "佐々木美穂", "高橋健一"]), r.randint(100000, 999999), "ドル円", "%d万通貨" % r.choice([100, 200])))
        self.near(fm)
        fm.forgotten = (r.randint(3, 20) * 60000, "sato")
        fm.snippet = fm.content.split(" が ")[0]
        # noise
        for _ in range(r.randint(11, 13)):
            self.n_heartbeat(self.when())
        for _ in range(r.randint(4, 6)):
            self.n_feed(self.when())
        for _ in range(3):
            self.n_feed(self.when(), trace=True)
        for _ in range(r.randint(6, 8)):
            self.n_book(self.when())
        for _ in range(2):
            self.n_gwlog(self.when())
        for _ in range(r.randint(5, 6)):
            self.n_spread(self.when())
        for _ in range(r.randint(5, 6)):
            self.n_price_alert(self.when())
        for hh in (15, 6):
            self.n_eod(self.at_jst(hh, 5, 600), hh)
        for _ in range(r.randint(5, 6)):
            self.n_pnl(self.when())
        for _ in range(r.randint(3, 4)):
            self.n_cron(self.when())
        for _ in range(r.randint(2, 3)):
            self.n_ci(self.when())
        self.n_swap(self.when(17, 18))
        for _ in range(r.randint(2, 3)):
            self.n_unrelated_news(self.when())
        # margin-call cascade (bulk noise); a few get bulk-deleted
        ct = self.when(22, 1)
        casc = []
        for _ in range(r.randint(12, 16)):
            casc.append(self.n_mc(ct, heavy=r.random() < 0.8))
            ct += r.randint(5, 60) * 1000
        dup = []
        for _ in range(4):
            d = self.n_mc(ct)
            d.content = "[dup resend] " + d.content
            d.snippet = d.content.split("\n")[0] + "\n" + d.content.split("\n")[1]
            dup.append(d)
            ct += r.randint(1, 4) * 1000
        self.bulk.append((dup, ct + r.randint(60, 300) * 1000))
        for _ in range(r.randint(4, 5)):
            self.n_mc(self.when())
        for _ in range(r.randint(8, 10)):
            self.n_ack(self.when())
        # a deleted chatter line
        dc = self.add(self.when(), "tanaka", "間違えて別チャンネルの内容貼った、LP2 の営業メモ（社外秘）")
        dc.deleted = r.randint(10, 60) * 1000
        dc.snippet = "LP2 の営業メモ（社外秘）"
        # chatter
        for _ in range(r.randint(68, 76)):
            self.chat(self.when())
        return self

    def check_window(self):
        for m in self.msgs:
            if m.t >= self.end - 1000:
                m.t = self.end - 1000 - self.r.randint(0, 3600) * 1000
            if m.t < self.start:
                m.t = self.start + self.r.randint(0, 600) * 1000


def _channel_id(idx: int) -> str:
    if idx < len(CHANNEL_IDS):
        return CHANNEL_IDS[idx]
    return str(1318848114402984009 + idx * 7340033 * 4096 + 911)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    lines = []   # (time_ms, tiebreak, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    idiom_cands = []
    tb = 0
    for ci in range(channels):
        ch = _channel_id(ci)
        for d in range(days):
            dend = end_ms - (days - 1 - d) * 86400000
            day = Day(seed, ci, d, dend - 86400000, dend).build()
            day.check_window()
            msgs = sorted(day.msgs, key=lambda m: (m.t, m.order))
            # strictly increasing ms, then snowflakes
            last = -1
            worker = (ci * 5 + 3) % 32
            for seq, m in enumerate(msgs):
                if m.t <= last:
                    m.t = last + 1
                last = m.t
                m.id = str(_snow(m.t, worker, seq))
            thread_id = str(_snow(day.thread_t - 1500, (worker + 1) % 32, 1))
            for m in msgs:
                cid = thread_id if m.thread else ch
                msg = {"id": m.id, "author_id": PEOPLE[m.author][0], "author_name": PEOPLE[m.author][1],
                       "author_bot": PEOPLE[m.author][2], "created_at": _iso(m.t), "content": m.content,
                       "attachments": [], "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None, "pinned": False}
                line = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid, "message": msg}
                if m.thread:
                    line["parent_channel_id"] = ch
                tb += 1
                lines.append((m.t, tb, line))
                for off, content in m.edits:
                    tb += 1
                    lines.append((m.t + off, tb, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                                  "edited_at": _iso(m.t + off), "content": content}))
                removed = False
                if m.deleted is not None:
                    tb += 1
                    lines.append((m.t + m.deleted, tb, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                        "message_id": m.id, "deleted_at": _iso(m.t + m.deleted)}))
                    removed = "deleted"
                if m.forgotten is not None:
                    off, by = m.forgotten
                    tb += 1
                    lines.append((m.t + off, tb, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                                  "requested_by": PEOPLE[by][0], "at": _iso(m.t + off)}))
                    removed = "forgotten"
                for grp, _t in day.bulk:
                    if m in grp:
                        removed = "deleted"
                if removed:
                    labels["removed_texts"].append(m.snippet or m.final())
                if m.label:
                    et, facts, ph = m.label
                    labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": et, "facts": facts,
                                                  "phrasing": ph, "final_state": removed or ("edited" if m.edits else "live")})
                for old in m.superseded:
                    labels["superseded_facts"].append([cid, m.id, old])
                if not removed:
                    if m.kind == "noise":
                        labels["noise_message_ids"].append(m.id)
                    elif m.kind == "near":
                        labels["near_miss_ids"].append(m.id)
                if m.idiom and not removed and m.idiom[0] not in idiom_seen:
                    idiom_seen.add(m.idiom[0])
                    idiom_cands.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
            for grp, t in day.bulk:
                tb += 1
                lines.append((t, tb, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                                      "message_ids": [x.id for x in grp], "deleted_at": _iso(t)}))
            for m, by, off in day.pins:
                cid = thread_id if m.thread else ch
                tb += 1
                lines.append((m.t + off, tb, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                              "by": PEOPLE[by][0], "at": _iso(m.t + off)}))
            for m, emoji, user, off in day.reacts:
                cid = thread_id if m.thread else ch
                tb += 1
                lines.append((m.t + off, tb, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                              "emoji": emoji, "user_id": PEOPLE[user][0], "at": _iso(m.t + off)}))
    # up to 20 idioms, round-robin over expected types so every kind is represented
    groups = {}
    for c in idiom_cands:
        groups.setdefault(c["expected"], []).append(c)
    labels["idioms"].extend(groups.pop("not_hard", [])[:7])
    keys = sorted(groups)
    while len(labels["idioms"]) < 20 and any(groups[k] for k in keys):
        for k in keys:
            if groups[k] and len(labels["idioms"]) < 20:
                labels["idioms"].append(groups[k].pop(0))
    lines.sort(key=lambda x: (x[0], x[1]))
    return {"events": [l[2] for l in lines], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.%s" % DESK)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
