"""Desk generator: mbs_tba -- agency MBS TBA / rolls / spec pools / CMOs, hedged in UST futures + swaps.

Produces a seeded, busy day (or week) of the desk's Discord channel(s) as a capture
(JSON Lines ops, see shared/CAPTURE-FORMAT.md) plus ground-truth labels.

    python -m tests.desks.mbs_tba --out cap.jsonl --labels labels.json [--seed N]
        [--channels N] [--days N] [--end ISO]

Standard library only.  Everything is a pure function of the arguments.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "mbs_tba"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=timezone.utc)


# --------------------------------------------------------------------------- ids


def _h(s: str) -> int:
    return int.from_bytes(hashlib.sha256(s.encode()).digest()[:8], "big")


def _static_snowflake(name: str) -> str:
    """Random-looking but stable 19-digit snowflake (created 2023-2024) for guild/channel/user ids."""
    h = _h("mbs_tba/" + name)
    ms = 1672531200000 + h % (2 * 365 * 86400000)
    return str(((ms - DISCORD_EPOCH) << 22) | ((h >> 40) & 0x3FFFFF))


GUILD_ID = _static_snowflake("guild")


def channel_id(idx: int) -> str:
    return _static_snowflake(f"channel-{idx}")


CHANNEL_NAMES = ["mbs-tba", "mbs-specs-cmo", "mbs-ginnie", "mbs-rolls-hedges",
                 "mbs-tba-2", "mbs-tba-3", "mbs-tba-4", "mbs-tba-5"]

# people & bots: key -> (display name, bot?)
PEOPLE = {
    "mk": ("mkowal", False),            # TBA trader, street shorthand
    "ps": ("priya.s", False),           # spec pools / CMO trader, prose
    "pm": ("RCastellano", False),       # PM / desk lead: approves, pins
    "dw": ("dwu-strat", False),         # strategist: long analysis, scenarios
    "ops": ("ops-leah", False),         # allocations / ops
    "jt": ("jtran", False),             # junior / hedges
    "mod": ("compliance-mod", False),   # moderator (forget)
    "bridge": ("ib-bridge", True),      # chat bridge relaying dealer runs/axes (other firms)
    "tw": ("tw-exec", True),            # TradeWeb-style execution bot
    "fut": ("cme-oms", True),           # futures OMS
    "prepay": ("speeds-bot", True),     # prepay analytics
    "alloc": ("alloc-flow", True),      # allocations workflow
    "risk": ("riskbot", True),          # DV01/OAD limits
    "news": ("newsdesk", True),         # news embeds
    "trace": ("trace-tape", True),      # TRACE TBA prints of the street
    "ci": ("ci-deploy", True),          # CI/deploy
    "px": ("pxalert", True),            # price alerts
    "pnl": ("pnl-bot", True),           # pnl snapshots
}
AUTHOR_IDS = {k: _static_snowflake("user-" + v[0]) for k, v in PEOPLE.items()}

# --------------------------------------------------------------------------- market

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# key: tw name, short, nickname, mid px (64ths), held?/watch?
INSTR = {
    "FN55": dict(tw="FNCL 5.5", sh="FN 5.5", nick="5.5s", px=100 * 64 + 29, cls="held"),
    "FN6": dict(tw="FNCL 6", sh="FN 6", nick="6s", px=101 * 64 + 52, cls="held"),
    "G26": dict(tw="G2SF 6", sh="G2 6", nick="G2 6s", px=101 * 64 + 36, cls="held"),
    "FN65": dict(tw="FNCL 6.5", sh="FN 6.5", nick="6.5s", px=102 * 64 + 58, cls="watch"),
    "G255": dict(tw="G2SF 5.5", sh="G2 5.5", nick="G2 5.5s", px=100 * 64 + 17, cls="watch"),
    "FNCI5": dict(tw="FNCI 5", sh="15yr 5", nick="15yr 5s", px=100 * 64 + 61, cls="watch"),
    "FN5": dict(tw="FNCL 5", sh="FN 5", nick="5s", px=98 * 64 + 59, cls="street"),
    "FN45": dict(tw="FNCL 4.5", sh="FN 4.5", nick="4.5s", px=96 * 64 + 24, cls="street"),
    "G25": dict(tw="G2SF 5", sh="G2 5", nick="G2 5s", px=98 * 64 + 40, cls="street"),
    "FN4": dict(tw="FNCL 4", sh="FN 4", nick="4s", px=93 * 64 + 18, cls="street"),
    "G265": dict(tw="G2SF 6.5", sh="G2 6.5", nick="G2 6.5s", px=102 * 64 + 30, cls="street"),
    "FNCI55": dict(tw="FNCI 5.5", sh="15yr 5.5", nick="15yr 5.5s", px=101 * 64 + 44, cls="street"),
}
TRADE_TBA = ["FN55", "FN55", "FN6", "G26", "FN6", "FN55"]
SPEC_STORIES = ["85k max LLB", "110k max LLB", "NY geo", "low-FICO", "investor prop", "high-LTV"]
DEALERS = ["GS", "JPM", "MS", "BARC", "CITI", "WFS", "BOFA", "NOM", "MIZ", "DB"]
CMOS_HELD = "FHR 5312 PA"
# idioms reported first (test cases), then any others up to 20
IDIOM_PRIORITY = [
    "'bid 100-14+ for 50mm FN 5.5 Jan'", "dollar roll 'drop 7/32' proposal", "resize approval 'do 25 not 50'",
    "terse reject 'pass'", "one-letter 'k' approval", "TradeWeb key=value fill", "stop moved twice via edits",
    "risk engine resize key=value", "trade buried mid long report", "allocation JSON route",
    "news embed on held coupon", "decision buried in speeds table", "street print: 'isn't us — not routing'",
    "dealer TBA run relayed by bridge", "dealer axe 'b 250mm ... firm' (other firm)", "TRACE street prints table",
    "'what if speeds pick up' scenario", "old-trade recap (history)", "bare 'k' ack to a dealer run",
    "roll-level colour (no trade)",
    # fallbacks
    "PM 'looks interesting' (not approval)", "paper trade in sim book", "other desk's trade",
    "embed-only execution report", "generic Fed runoff / GSE headline", "slash-separated b/s ticket",
]
# preferred author of each long chat variant (None: anyone)
LONG_CHAT_AUTHORS = ["dw", "ps", "ops", "mk", "ps", "pm", "dw", "pm", "dw", "mk", "ps"]
CMOS_STREET = ["FNR 2025-18 PB", "GNR 2024-77 FA", "FHR 5401 ZB", "FNR 2026-03 KA"]


def fmt_px(p: int) -> str:
    w, r = divmod(p, 64)
    t, half = divmod(r, 2)
    return f"{w}-{t:02d}{'+' if half else ''}"


def fmt_ticks(n64: int) -> str:
    t, half = divmod(n64, 2)
    return f"{t}{'+' if half else ''}"


def fut_code(d: datetime) -> str:
    m = d.month
    y = d.year
    for qm, code in ((3, "H"), (6, "M"), (9, "U"), (12, "Z")):
        # the active (most liquid) contract rolls ~a week before the delivery month
        if qm > m + 1 or (qm == m + 1 and d.day < 24):
            return f"{code}{y % 10}"
    return f"H{(y + 1) % 10}"


def tba_months(d: datetime):
    """front/back TBA month names for a trade date (roll month flips after ~12th)."""
    i = d.month - 1
    if d.day >= 12:
        i += 1
    return MONTHS[i % 12], MONTHS[(i + 1) % 12]


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def et(ms: int) -> str:
    """hh:mm New York time (fixed -5h, good enough for a desk log)."""
    dt = datetime.fromtimestamp(ms / 1000 - 5 * 3600, tz=timezone.utc)
    return dt.strftime("%H:%M")


# --------------------------------------------------------------------------- capture


class Capture:
    def __init__(self):
        self.ops = []          # (ms, order, dict)
        self.order = 0
        self.used_ms = set()
        self.seq = 0
        self.msgs = {}         # id -> info
        self.hard = {}         # id -> label
        self.superseded = []
        self.removed = []
        self.idioms = {}       # idiom -> (mid, expected)

    def _push(self, ms, d):
        self.order += 1
        self.ops.append((ms, self.order, d))

    def snowflake(self, ms: int, worker: int):
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        self.seq = (self.seq + 1) & 0xFFF
        return ms, str(((ms - DISCORD_EPOCH) << 22) | ((worker & 0x1F) << 17) | self.seq)

    def create(self, ms, ch, who, content="", *, embeds=None, ref=None, parent=None,
               worker=1, cat="chat", cd=None, attachments=None):
        ms, mid = self.snowflake(ms, worker)
        name, bot = PEOPLE[who]
        m = {"id": mid, "author_id": AUTHOR_IDS[who], "author_name": name, "author_bot": bot,
             "created_at": iso(ms), "content": content, "attachments": attachments or [],
             "embeds": embeds or [], "reference_id": ref}
        d = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if parent:
            d["parent_channel_id"] = parent
        d["message"] = m
        self._push(ms, d)
        self.msgs[mid] = {"ch": ch, "ms": ms, "content": content, "embeds": embeds or [],
                          "cat": cat, "cd": cd, "state": "live", "edits": 0}
        return mid, ms

    def edit(self, ms, mid, content):
        info = self.msgs[mid]
        ms = max(ms, info["ms"] + 1000)
        self._push(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": info["ch"],
                        "message_id": mid, "edited_at": iso(ms), "content": content})
        info["content"] = content
        info["edits"] += 1
        if info["state"] == "live":
            info["state"] = "edited"
        return ms

    def delete(self, ms, mid, snippet):
        info = self.msgs[mid]
        ms = max(ms, info["ms"] + 1000)
        self._push(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": info["ch"],
                        "message_id": mid, "deleted_at": iso(ms)})
        info["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, mids, snippets):
        ch = self.msgs[mids[0]]["ch"]
        ms = max([ms] + [self.msgs[m]["ms"] + 1000 for m in mids])
        self._push(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                        "message_ids": list(mids), "deleted_at": iso(ms)})
        for m in mids:
            self.msgs[m]["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, ms, mid, snippet):
        info = self.msgs[mid]
        ms = max(ms, info["ms"] + 1000)
        self._push(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": info["ch"],
                        "message_id": mid, "requested_by": AUTHOR_IDS["mod"], "at": iso(ms)})
        info["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, ms, mid, who="pm"):
        info = self.msgs[mid]
        ms = max(ms, info["ms"] + 1000)
        self._push(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": info["ch"],
                        "message_id": mid, "by": AUTHOR_IDS[who], "at": iso(ms)})

    def react(self, ms, mid, emoji, who, remove=False):
        info = self.msgs[mid]
        ms = max(ms, info["ms"] + 500)
        self._push(ms, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                        "channel_id": info["ch"], "message_id": mid, "emoji": emoji,
                        "user_id": AUTHOR_IDS[who], "at": iso(ms)})

    def label(self, mid, etype, facts, phrasing):
        self.msgs[mid]["cat"] = "hard"
        self.hard[mid] = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}

    def idiom(self, mid, name, expected):
        if name not in self.idioms:
            self.idioms[name] = (mid, expected)

    # ------------------------------------------------------------------ output
    def result(self):
        self.ops.sort(key=lambda x: (x[0], x[1]))
        events = [d for _, _, d in self.ops]
        hard = []
        for mid, lab in self.hard.items():
            info = self.msgs[mid]
            hard.append({"channel_id": info["ch"], "message_id": mid, "event_type": lab["event_type"],
                         "facts": lab["facts"], "phrasing": lab["phrasing"], "final_state": info["state"]})
        hard.sort(key=lambda x: int(x["message_id"]))
        noise = sorted((m for m, i in self.msgs.items() if i["cat"] == "noise"), key=int)
        near = sorted((m for m, i in self.msgs.items() if i["cat"] == "near"), key=int)
        names = [n for n in IDIOM_PRIORITY if n in self.idioms]
        names += [n for n in self.idioms if n not in names]
        idioms = [{"message_id": self.idioms[n][0], "idiom": n, "expected": self.idioms[n][1]} for n in names[:20]]
        return {"events": events, "labels": {
            "desk": DESK, "hard_events": hard,
            "superseded_facts": self.superseded, "removed_texts": self.removed,
            "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms[:20]}}


# --------------------------------------------------------------------------- a channel-day

HOUR_W = [0.6, 0.5, 0.4, 0.4, 0.5, 0.7, 0.9, 1.2, 1.6, 2.0, 2.6, 4.0,
          7.0, 9.5, 10.0, 9.0, 8.0, 6.0, 7.0, 8.5, 7.0, 3.5, 1.8, 1.0]   # UTC, NY desk


class Day:
    def __init__(self, cap: Capture, rng: random.Random, ch: str, idx: int, day_start: datetime,
                 day_no: int):
        self.cap, self.r, self.ch, self.idx = cap, rng, ch, idx
        self.t0 = int(day_start.timestamp() * 1000)
        self.t1 = self.t0 + 86400000
        self.h0 = (self.t0 % 86400000) / 3600000
        self.date = day_start
        self.day_no = day_no
        self.cd = f"{ch}/{day_start.date().isoformat()}"
        self.worker = (idx * 5 + 3) % 32
        self.front, self.back = tba_months(day_start)
        self.FRONT, self.BACK = self.front.upper(), self.back.upper()
        prev = MONTHS[(MONTHS.index(self.front) - 1) % 12]
        self.roll_pair = (self.front, self.back) if day_start.day < 12 else (prev, self.front)
        fc = fut_code(day_start)
        self.ty, self.fv, self.us = "TY" + fc, "FV" + fc, "US" + fc
        drift = rng.randint(-10, 10)
        self.mid = {k: v["px"] + drift + rng.randint(-3, 3) for k, v in INSTR.items()}
        self.ty_px = 110 * 64 + 44 + drift // 2 + rng.randint(-4, 4)
        self.thread = None
        self.n_hard = 0
        self.dv01 = rng.randint(280, 360)
        self.oad_lim = rng.choice(["5.20", "5.25", "5.00"])
        self.limit_changes = []   # (ms, metric, new value) -- limits in force change during the day
        self.roll_drop = {k: rng.randint(8, 18) for k in INSTR}   # 64ths

    # ---- helpers
    def when(self, lo_h=0.0, hi_h=24.0, weighted=True):
        r = self.r
        if weighted:
            hours = [h for h in range(24) if lo_h <= h < hi_h]
            h = r.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
            return self.at(h + r.random())
        return self.at(lo_h + r.random() * (hi_h - lo_h))

    def at(self, utc_hour):
        """ms of a UTC clock hour inside this 24h window (the window need not start at midnight)."""
        return self.t0 + int(((utc_hour - self.h0) % 24) * 3600000)

    def lim_at(self, ms, metric):
        v = 400 if metric == "dv01" else self.oad_lim
        for t, m, new in self.limit_changes:
            if m == metric and t <= ms:
                v = new
        return v

    def clamp(self, ms):
        return min(max(ms, self.t0 + 1), self.t1 - 60000)

    def post(self, ms, who, content="", cat="chat", **kw):
        ch = kw.pop("ch", None) or self.ch
        if ch != self.ch and "parent" not in kw:
            kw["parent"] = self.ch
        return self.cap.create(self.clamp(ms), ch, who, content, worker=self.worker, cat=cat,
                               cd=self.cd, **kw)

    def hard(self, mid, etype, facts, phrasing, idiom=None):
        info = self.cap.msgs[mid]
        self.cap.label(mid, etype, facts, phrasing)
        self.n_hard += 1
        if idiom:
            self.cap.idiom(mid, idiom, etype)
        return mid

    def near(self, ms, who, content, idiom=None, **kw):
        mid, ms = self.post(ms, who, content, cat="near", **kw)
        if idiom:
            self.cap.idiom(mid, idiom, "not_hard")
        return mid, ms

    def noise(self, ms, who, content, **kw):
        return self.post(ms, who, content, cat="noise", **kw)

    def pxs(self, key, off=0):
        return fmt_px(self.mid[key] + off)

    def oid(self):
        return "TW-" + format(self.r.getrandbits(32), "08X")

    def aid(self):
        return f"AL-{self.r.randint(1000, 99999)}"

    def mins(self, a, b):
        return int(self.r.uniform(a, b) * 60000)

    # ------------------------------------------------------------------ the flow
    def build(self):
        r = self.r
        self.morning_note()
        target_hard = r.randint(29, 38)
        extras = [self.news_held, self.news_held, self.news_watch, self.thesis, self.thesis,
                  self.no_route, self.no_route, self.prepay_buried,
                  self.hedge_swap_story]
        r.shuffle(extras)
        stories = [self.tba_story, self.tba_story, self.tba_story, self.spec_story, self.cmo_story,
                   self.tba_story, self.spec_story, self.tba_story]
        if self.idx % 4 == 1:
            stories = [self.spec_story, self.tba_story, self.spec_story, self.cmo_story, self.spec_story,
                       self.tba_story, self.cmo_story, self.tba_story]
        self.roll_thread()
        self.deleted_proposal()
        self.forget_alloc()
        for f in (self.news_held, self.news_watch, self.thesis, self.risk_limit_change, self.no_route):
            f()
        for f in extras[:2]:
            f()
        i = 0
        while self.n_hard < target_hard - 3 and i < len(stories):
            stories[i]()
            i += 1
        for f in extras[6:]:
            if self.n_hard >= target_hard:
                break
            f()
        while self.n_hard < 26:
            self.tba_story()
        self.wraps()
        self.book_stop()
        self.fixed_long()
        # near misses + chatter
        self.near_misses(r.randint(50, 60))
        self.chatter(r.randint(46, 60))
        self.noise_fill()
        self.top_up()

    def _cd_stats(self):
        n = b = 0
        for i in self.cap.msgs.values():
            if i["cd"] == self.cd:
                n += 1
                b += len(i["content"].encode()) + sum(len(json.dumps(e, ensure_ascii=False).encode()) // 2 for e in i["embeds"])
        return n, b

    def top_up(self):
        """a real busy day is long-winded: add long street/analysis posts until the day's volume is reached."""
        r = self.r
        target = r.randint(80, 96) * 1024
        k = 0
        while True:
            n, b = self._cd_stats()
            if b >= target or n >= 305:
                break
            ms = self.when(11, 21)
            c = k % 3
            if c == 0:
                c1 = self.deck("topup_near", 4)
                d = r.choice(DEALERS)
                if c1 == 0:
                    self.near(ms, "bridge", self.dealer_run(d, ms))
                elif c1 == 1:
                    self.near(ms, "bridge", self.bwic_list(d, ms))
                elif c1 == 2:
                    self.near(ms, "bridge", self.street_strategy(d))
                else:
                    self.near(ms, "dw", self.long_report(ms))
            elif c == 1:
                self.near(ms, "bridge", self.dealer_run(r.choice(DEALERS), ms))
            else:
                c2 = self.deck("topup_noise", 6)
                if c2 == 0:
                    self.noise(ms, "prepay", self.speeds_table(ms))
                elif c2 == 1:
                    self.noise(ms, "prepay", self.spec_table(ms))
                elif c2 == 2:
                    self.noise(ms, "prepay", self.stacktrace())
                elif c2 == 3:
                    self.noise(ms, "risk", self.risk_report(ms).replace("Daily risk report", "Intraday risk snapshot"))
                elif c2 == 4:
                    self.noise(ms, "pnl", self.pnl_detail(ms))
                else:
                    self.noise(ms, "ci", self.ci_log(ms))
            k += 1

    # ------------------------------------------------------------------ morning / context
    def morning_note(self):
        r = self.r
        ms = self.when(11, 12, weighted=False)
        fn55, fn6, g26 = self.pxs("FN55"), self.pxs("FN6"), self.pxs("G26")
        focus = self.idx % 4
        if focus == 1:
            txt = (f"gm. specs/CMO sleeve into the open ({et(ms)} ET): {r.choice([80, 95, 120])}mm 85k max LLB 5.5s, "
                   f"{r.choice([30, 40])}mm NY geo 6s, {r.choice([20, 25])}mm {CMOS_HELD}. BWICs today: {r.randint(3, 9)} lists. "
                   f"OAD cap {self.oad_lim}y. same desk book as #mbs-tba, this channel is for pools/CMO flow only.")
            mid, _ = self.post(ms, "ps", txt)
            self.cap.pin(ms + self.mins(2, 10), mid, "pm")
            return
        if focus == 2:
            txt = (f"gm. Ginnie sleeve ({et(ms)} ET): short {r.choice([50, 60])}mm G2 6 vs FN 6 swap, watching G2 5.5 bank bid. "
                   f"G2 6 {g26}, G2 5.5 {self.pxs('G255')}. buyout data due with the factor release.")
            mid, _ = self.post(ms, "mk", txt)
            self.cap.pin(ms + self.mins(2, 10), mid, "pm")
            return
        if focus == 3:
            txt = (f"gm. rolls & hedges ({et(ms)} ET): {self.roll_pair[0]}/{self.roll_pair[1]} rolls open, "
                   f"hedges short {r.randint(900, 1400)} {self.ty} / {r.randint(300, 700)} {self.fv}, pay-fix "
                   f"{r.choice([150, 200, 250])}mm 5y SOFR. DV01 ~{self.dv01}k.")
            mid, _ = self.post(ms, "jt", txt)
            self.cap.pin(ms + self.mins(2, 10), mid, "pm")
            return
        txt = (f"gm. book into the open ({et(ms)} ET):\n"
               f"- long {r.choice([150, 175, 200])}mm FN 5.5 {self.front} (avg {fmt_px(self.mid['FN55'] - r.randint(4, 20))}), "
               f"long {r.choice([75, 100])}mm FN 6 {self.front}, short {r.choice([50, 60])}mm G2 6 vs FN 6 swap\n"
               f"- specs: {r.choice([80, 95, 120])}mm 85k max LLB 5.5s, {r.choice([30, 40])}mm NY geo 6s; CMO: {r.choice([20, 25])}mm {CMOS_HELD}\n"
               f"- hedges: short {r.randint(900, 1400)} {self.ty}, short {r.randint(300, 700)} {self.fv}, pay-fix {r.choice([150, 200, 250])}mm 5y SOFR\n"
               f"- watching: FN 6.5 supply, G2 5.5 bank bid, 15yr 5s\n"
               f"screens: FN 5.5 {fn55} / FN 6 {fn6} / G2 6 {g26}. {self.roll_pair[0][0]}/{self.roll_pair[1][0]} rolls open.")
        mid, _ = self.post(ms, "mk", txt)
        self.cap.pin(ms + self.mins(2, 10), mid, "pm")

    # ------------------------------------------------------------------ trade stories
    def _approval(self, ms, prop_id, size, nick, stop, ch=None, allow_reject=True):
        """PM reply. returns (approved: bool, size, ms)."""
        r = self.r
        roll = r.random()
        kw = {"ref": prop_id}
        if ch:
            kw["ch"] = ch
        if r.random() < 0.25:
            q, ans = r.choice([
                ("what's the hedge ratio on that?", f"{r.randint(3, 5)}.{r.randint(0, 9)} {self.ty} per 1mm, same as the book"),
                (f"looks interesting. where were {nick} at the close yesterday?",
                 f"closed {fmt_px(r.randint(6400, 6500))}ish, roll was soft"),
                (f"why {size} and not half?", "size is what the axe is, can scale"),
                ("hmm. what does the roll look like if speeds tick up?", "it gets worse, not terrible — 1 tick")])
            self.near(ms, "pm", q, idiom="PM question before deciding" if "hedge" in q else None, **kw)
            ms += self.mins(1, 6)
            self.post(ms, "mk" if r.random() < 0.7 else "ps", ans, **kw)
            ms += self.mins(1, 5)
        if allow_reject and roll < 0.16:
            txt = r.choice([f"pass — {nick} are fine where they are", f"pass. not adding {nick} into factor day",
                            f"no. wait for the roll to settle"])
            f = ["pass", nick] if txt.startswith("pass") else ["no.", "wait for the roll"]
            mid, ms = self.post(ms, "pm", txt, **kw)
            self.hard(mid, "trade_approval", f, "reply", idiom="terse reject 'pass'" if f[0] == "pass" else None)
            if r.random() < 0.6:
                self.noise(ms + self.mins(0.3, 3), "mk", r.choice(["k", "👍", "fair", "ok"]), **kw)
            return False, size, ms
        if roll < 0.36 and size >= 30:
            new = size // 2 if size % 2 == 0 and (size // 2) % 5 == 0 else 25
            if new >= size:
                new = size - 10
            txt = f"do {new} not {size}"
            mid, ms = self.post(ms, "pm", txt, **kw)
            self.hard(mid, "trade_approval", [f"do {new}", f"not {size}"], "reply",
                      idiom="resize approval 'do 25 not 50'")
            return True, new, ms
        c = r.randrange(6)
        if c == 0:
            txt, f, idi = "k. send it", ["k.", "send it"], "one-letter 'k' approval"
        elif c == 1:
            txt, f, idi = "👍 send it", ["👍", "send it"], "emoji approval"
        elif c == 2:
            txt, f, idi = f"ok go, {size}mm", ["ok go", f"{size}mm"], None
        elif c == 3:
            txt = f"approved. {size}mm max" + (f", stop stays {stop}" if stop != "n/a" else "")
            f, idi = ["approved", f"{size}mm max"], None
        elif c == 4:
            txt, f, idi = f"yes on the {nick}. keep the {self.ty} hedge on", ["yes on the", nick], None
        else:
            txt, f, idi = "k, go", ["k,", "go"], None
        mid, ms = self.post(ms, "pm", txt, **kw)
        self.hard(mid, "trade_approval", f, "reply", idiom=idi)
        if r.random() < 0.3:
            self.cap.react(ms + 2000, prop_id, "✅", "pm")
        return True, size, ms

    def _confirm(self, ms, oid, side, sec, size, lim, ch=None, extra=""):
        r = self.r
        kw = {"ch": ch} if ch else {}
        c = r.randrange(4)
        ndl = r.randint(3, 6)
        if c == 0:
            txt = (f"TW ORDER ACK id={oid} side={side} sec={sec} face={size}MM lim={lim} "
                   f"dlrs={ndl} tif=DAY status=WORKING settle={self.front.upper()}-A acct=MBS-CORE "
                   f"trader=mkowal proto=LIST ts={et(ms)}ET{extra}")
            mid, ms = self.post(ms, "tw", txt, **kw)
            self.hard(mid, "trade_confirmation", [oid, "WORKING", side, sec], "structured",
                      idiom="TradeWeb key=value ack")
        elif c == 1:
            txt = json.dumps({"type": "order_status", "order_id": oid, "status": "ACCEPTED", "side": side,
                              "security": sec, "face_mm": size, "limit": lim, "dealers": ndl,
                              "venue": "TW-TBA"})
            mid, ms = self.post(ms, "tw", txt, **kw)
            self.hard(mid, "trade_confirmation", [oid, "ACCEPTED", sec], "structured")
        elif c == 2:
            emb = [{"title": "TradeWeb · Order accepted", "author": "tw-exec",
                    "fields": [{"name": "Side", "value": side, "inline": True},
                               {"name": "Security", "value": sec, "inline": True},
                               {"name": "Face", "value": f"{size}MM", "inline": True},
                               {"name": "Limit", "value": lim, "inline": True},
                               {"name": "Status", "value": "WORKING"}],
                    "footer": f"order {oid} · TW TBA list · {ndl} dealers"}]
            mid, ms = self.post(ms, "tw", "", embeds=emb, **kw)
            self.hard(mid, "trade_confirmation", [oid, side, sec, "WORKING"], "embed",
                      idiom="embed-only order ack")
        else:
            txt = f"out on TW to {ndl} dealers, {sec} {size}mm @ {lim}, {oid} working"
            mid, ms = self.post(ms, "mk", txt, **kw)
            self.hard(mid, "trade_confirmation", [oid, "working", f"{size}mm"], "untagged")
        return mid, ms

    def _fill(self, ms, oid, side, sec, face, px, leaves, ch=None, who_trader="mk", short=None):
        r = self.r
        kw = {"ch": ch} if ch else {}
        c = r.randrange(5)
        dl = r.choice(DEALERS)
        if c in (0, 1):
            txt = (f"TW FILL id={oid} side={side} sec={sec} face={face}MM px={px} cpty={dl} leaves={leaves}MM "
                   f"settle={self.front.upper()}-A pools=TBD "
                   f"acct=MBS-CORE ts={et(ms)}ET")
            mid, ms = self.post(ms, "tw", txt, **kw)
            self.hard(mid, "trade_fill", [oid, side, f"face={face}MM", px], "structured",
                      idiom="TradeWeb key=value fill" if leaves == 0 else "partial fill with leaves=")
        elif c == 2:
            emb = [{"title": "Execution report", "author": "tw-exec",
                    "description": "partial" if leaves else "complete",
                    "fields": [{"name": "Side", "value": side, "inline": True},
                               {"name": "Security", "value": sec, "inline": True},
                               {"name": "Face", "value": f"{face}MM", "inline": True},
                               {"name": "Price", "value": px, "inline": True},
                               {"name": "Dealer", "value": dl, "inline": True},
                               {"name": "Leaves", "value": f"{leaves}MM"}],
                    "footer": f"order {oid} · venue TW"}]
            mid, ms = self.post(ms, "tw", "", embeds=emb, **kw)
            self.hard(mid, "trade_fill", [oid, side, f"{face}MM", px], "embed", idiom="embed-only execution report")
        elif c == 3:
            sh = short or sec
            verb = "bot" if side == "BUY" else "sold"
            txt = f"done. {verb} {face}mm {sh} @ {px} w/ {dl}" + (f", {leaves} left working" if leaves else "")
            mid, ms = self.post(ms, who_trader, txt, **kw)
            self.hard(mid, "trade_fill", [f"{verb} {face}mm", sh, px], "untagged", idiom="trader 'done. bot 25mm' fill")
        else:
            sh = short or sec
            verb = "lifted" if side == "BUY" else "hit"
            txt = f"{verb} {face} {sh} {px} ({dl})"
            mid, ms = self.post(ms, who_trader, txt, **kw)
            self.hard(mid, "trade_fill", [f"{verb} {face}", sh, px], "shorthand",
                      idiom="'lifted 25 FN 5.5 Jan 100-15' shorthand fill")
        return mid, ms

    def _hedge_fill(self, ms, n, side="SELL", ch=None):
        r = self.r
        kw = {"ch": ch} if ch else {}
        px = fmt_px(self.ty_px + r.randint(-3, 3))
        fid = f"F{r.randint(100000, 999999)}"
        if r.random() < 0.6:
            txt = f"FILL {side} {n} {self.ty} @ {px} acct=MBS-HEDGE ord={fid} avg={px}"
            mid, ms = self.post(ms, "fut", txt, **kw)
            self.hard(mid, "trade_fill", [side, f"{n} {self.ty}", px, fid], "structured")
        else:
            w = "sold" if side == "SELL" else "bought"
            txt = f"hedge on: {w} {n} {self.ty} {px}"
            mid, ms = self.post(ms, "jt", txt, **kw)
            self.hard(mid, "trade_fill", [f"{w} {n} {self.ty}", px], "untagged")
        return mid, ms

    def tba_story(self):
        r = self.r
        rej = self.__dict__.setdefault("rejected", set())
        for _ in range(6):
            key = r.choice(TRADE_TBA if self.idx % 4 != 2 else ["G26", "G26", "FN6", "FN55"])
            side = "BUY" if r.random() < 0.62 else "SELL"
            if (key, side) not in rej:
                break
        ins = INSTR[key]
        size = r.choice([25, 50, 50, 75, 100])
        spread = r.choice([0, 1, 2])
        lim_p = self.mid[key] + (-spread if side == "BUY" else spread)
        lim = fmt_px(lim_p)
        stop_p = lim_p - r.randint(14, 20) if side == "BUY" else lim_p + r.randint(14, 20)
        stop = fmt_px(stop_p)
        tgt = fmt_px(lim_p + r.randint(16, 30) if side == "BUY" else lim_p - r.randint(16, 30))
        n = int(size * r.uniform(3.6, 4.8))
        sh_m = f"{ins['sh']} {self.front}"
        tw_m = f"{ins['tw']} {self.FRONT}"
        ms = self.when(12, 20)
        c = r.randrange(6)
        who = "mk"
        if c == 0 and side == "BUY":
            txt = f"bid {lim} for {size}mm {sh_m}, hdg {n} {self.ty}, stp {stop}"
            f, ph, idi = [f"bid {lim}", f"{size}mm", sh_m], "shorthand", "'bid 100-14+ for 50mm FN 5.5 Jan'"
        elif c == 0:
            txt = f"o {size}mm {sh_m} @ {lim} — lightening up, buy back {n} {self.ty}"
            f, ph, idi = [f"o {size}mm", sh_m, lim], "shorthand", "'o 50mm' offer shorthand"
        elif c == 1:
            s = "b" if side == "BUY" else "s"
            txt = f"{s} {size}mm {sh_m} @ {lim} / hdg {n} {self.ty} / stp {stop} / tgt {tgt}"
            f, ph, idi = [f"{s} {size}mm", sh_m, lim], "shorthand", "slash-separated b/s ticket"
        elif c == 2:
            txt = (f"[PROP] {side} {size}mm {tw_m} @ {lim} | hdg {'SELL' if side == 'BUY' else 'BUY'} {n} {self.ty} "
                   f"| stop {stop} | tgt {tgt}")
            f, ph, idi = [f"[PROP] {side}", f"{size}mm", tw_m, lim], "tagged", "[PROP] tagged ticket"
        elif c == 3:
            who = "ps"
            verb = "add" if side == "BUY" else "take off"
            oas = r.randint(28, 62)
            txt = (f"I'd like to {verb} {size}mm {tw_m} here at {lim}. Carry is {r.choice(['+', '+', '-'])}{r.randint(1, 6)}"
                   f"/32 through the {self.roll_pair[0]}/{self.roll_pair[1]} roll and OAS is {oas}bp vs "
                   f"{oas + r.randint(-6, 6)} 1m avg. Hedge {n} {self.ty}, stop {stop}. ok to go?")
            f, ph, idi = [verb, f"{size}mm", tw_m, lim], "untagged", None
        elif c == 4:
            who = "dw" if r.random() < 0.5 else "ps"
            verb = "buy" if side == "BUY" else "sell"
            txt = self.long_report(ms, extra=f"**Trade:** {verb} {size}mm {tw_m} at {lim}, hedged {n} {self.ty}; stop {stop}.")
            f, ph, idi = [f"{verb} {size}mm", tw_m, lim], "buried", "trade buried mid long report"
        else:
            verb = "pay" if side == "BUY" else "sell at"
            txt = f"want to {verb} {lim} for {size}mm {sh_m} vs {n} {self.ty}, stop {stop}. PM?"
            if side == "SELL":
                txt = f"want to sell {size}mm {sh_m} at {lim}, buy back {n} {self.ty}, stop {stop}. PM?"
                f = ["sell", f"{size}mm", sh_m, lim]
            else:
                f = [f"pay {lim}", f"{size}mm", sh_m]
            ph, idi = "untagged", None
        pid, ms = self.post(ms, who, txt)
        self.hard(pid, "trade_proposal", f, ph, idiom=idi)
        if r.random() < 0.3:
            self.cap.react(ms + 5000, pid, "📌", "pm")
        ms += self.mins(1, 12)
        ok, size, ms = self._approval(ms, pid, size, ins["nick"], stop)
        if not ok:
            rej.add((key, side))
            return
        ms += self.mins(0.5, 4)
        oid = self.oid()
        if r.random() < 0.22:
            old = size
            size = max(10, size - r.choice([10, 15, 25]))
            if size >= old:
                size = old - 10
            lim_k = self.lim_at(ms, "dv01")
            dv = lim_k + r.randint(8, 45)
            if r.random() < 0.5:
                txt = (f"RISK BREACH pre-trade desk_dv01={dv}k limit={lim_k}k order={oid} "
                       f"action=RESIZE {old}MM->{size}MM")
                rid, ms = self.post(ms, "risk", txt)
                self.hard(rid, "risk_limit", ["BREACH", oid, f"{old}MM->{size}MM"], "structured",
                          idiom="risk engine resize key=value")
            else:
                emb = [{"title": "Pre-trade limit breach — order resized",
                        "fields": [{"name": "Metric", "value": "desk DV01", "inline": True},
                                   {"name": "Post-trade", "value": f"${dv}k", "inline": True},
                                   {"name": "Limit", "value": f"${lim_k}k", "inline": True},
                                   {"name": "Action", "value": f"resized {old}MM → {size}MM"}],
                        "footer": f"riskbot · order {oid}"}]
                rid, ms = self.post(ms, "risk", "", embeds=emb)
                self.hard(rid, "risk_limit", ["desk DV01", f"resized {old}MM → {size}MM", oid], "embed")
            ms += self.mins(0.2, 1)
        cid, ms = self._confirm(ms, oid, side, tw_m, size, lim)
        # optional cancel instead of fill
        if r.random() < 0.1:
            ms += self.mins(10, 40)
            txt = f"TW ORDER CXL id={oid} status=CANCELLED reason=trader_pull filled=0MM"
            xid, ms = self.post(ms, "tw", txt)
            self.hard(xid, "trade_confirmation", [oid, "CANCELLED"], "structured")
            self.post(ms + self.mins(0.5, 2), "mk", r.choice(["pulled it, street ran away", "pulled, will re-bid after the print"]))
            return
        ms += self.mins(0.3, 8)
        fpx_p = lim_p + (r.choice([0, 0, -1]) if side == "BUY" else r.choice([0, 0, 1]))
        fpx = fmt_px(fpx_p)
        if r.random() < 0.35 and size >= 25:
            a = size // 2 if (size // 2) % 5 == 0 else size - 10
            self._fill(ms, oid, side, tw_m, a, fpx, size - a, short=sh_m)
            ms += self.mins(2, 20)
            fid, ms = self._fill(ms, oid, side, tw_m, size - a, fpx, 0, short=sh_m)
        else:
            # sometimes the bot posts a wrong px and edits it
            if r.random() < 0.25:
                wrong = fmt_px(fpx_p + r.choice([-3, 3, 2]))
                txt = f"TW FILL id={oid} side={side} sec={tw_m} face={size}MM px={wrong} cpty={r.choice(DEALERS)} leaves=0MM"
                fid, ms = self.post(ms, "tw", txt)
                new = txt.replace(f"px={wrong}", f"px={fpx}") + " corr=PX"
                self.cap.edit(ms + self.mins(1, 6), fid, new)
                self.hard(fid, "trade_fill", [oid, side, f"face={size}MM", f"px={fpx}"], "structured",
                          idiom="fill px corrected by edit")
                self.cap.superseded.append([self.ch, fid, wrong])
            else:
                fid, ms = self._fill(ms, oid, side, tw_m, size, fpx, 0, short=sh_m)
        if r.random() < 0.4:
            self.cap.react(ms + 3000, fid, r.choice(["👍", "🔥", "✅"]), r.choice(["pm", "ps", "jt"]))
        if r.random() < 0.5:
            ms += self.mins(0.5, 5)
            self._hedge_fill(ms, n, "SELL" if side == "BUY" else "BUY")
        if r.random() < 0.5:
            self.noise(ms + self.mins(0.2, 2), r.choice(["pm", "ps", "jt"]), r.choice(["nice", "ty", "👍", "gj", "thx"]))
        # stop management
        if side == "BUY" and r.random() < 0.55:
            ms += self.mins(5, 45)
            self._stop(ms, size, sh_m, stop, lim_p, stop_p)
        # allocation
        if r.random() < 0.55:
            ms += self.mins(10, 60)
            self._alloc(ms, oid, tw_m, size)

    def _stop(self, ms, size, sh_m, stop, lim_p, stop_p):
        r = self.r
        if r.random() < 0.45:
            # stop moved twice by editing the same message
            s1 = stop
            # each move >= 2/64 so no old level is a prefix of a new one ("100-06" vs "100-06+")
            s2_p = stop_p + r.randint(2, 5) * 2
            s2 = fmt_px(s2_p)
            s3 = fmt_px(s2_p + r.randint(2, 4) * 2)
            txt = f"stop on the {size}mm {sh_m} long: {s1}"
            mid, ms2 = self.post(ms, "mk", txt)
            self.cap.edit(ms2 + self.mins(30, 70), mid, f"stop on the {size}mm {sh_m} long: {s2} (moved up)")
            self.cap.edit(ms2 + self.mins(100, 180), mid, f"stop on the {size}mm {sh_m} long: {s3} (moved up again, locking it in)")
            self.hard(mid, "stop_or_target_change", [sh_m, s3], "untagged", idiom="stop moved twice via edits")
            self.cap.superseded.append([self.ch, mid, s1])
            self.cap.superseded.append([self.ch, mid, s2])
            if r.random() < 0.5:
                self.cap.react(ms2 + 60000, mid, "📌", "pm")
        else:
            c = r.randrange(3)
            if c == 0:
                tgt = fmt_px(lim_p + r.randint(18, 30))
                txt = f"[STOP/TGT] {sh_m} {size}mm: stop {stop}, target {tgt}"
                mid, _ = self.post(ms, "mk", txt)
                self.hard(mid, "stop_or_target_change", [sh_m, f"stop {stop}", f"target {tgt}"], "tagged")
            elif c == 1:
                ns = fmt_px(lim_p - r.randint(4, 9))
                txt = f"tightening stop on {sh_m} to {ns}, roll is softening"
                mid, _ = self.post(ms, "mk", txt)
                self.hard(mid, "stop_or_target_change", ["tightening stop", sh_m, ns], "untagged")
            else:
                txt = f"pulling the hard stop on the {sh_m} — hedged now, running it on OAS (out if wider than {r.randint(45, 60)}bp)"
                mid, _ = self.post(ms, "pm", txt)
                self.hard(mid, "stop_or_target_change", ["pulling the hard stop", sh_m], "untagged",
                          idiom="stop removed, OAS-based exit")

    def _alloc(self, ms, oid, sec, size):
        r = self.r
        aid = self.aid()
        a = int(size * r.choice([0.6, 0.5, 0.8]))
        c = r.randrange(3)
        if c == 0:
            payload = {"alloc_id": aid, "trade": oid, "security": sec, "face_mm": size,
                       "split": {"MBS-CORE": a, "MBS-TR": size - a}, "decision": "route",
                       "route_to": "ops-settlement", "settle": f"{self.front} class A"}
            txt = "```json\n" + json.dumps(payload, indent=1) + "\n```"
            mid, _ = self.post(ms, "alloc", txt)
            self.hard(mid, "route_decision", [aid, "ops-settlement"], "structured", idiom="allocation JSON route")
        elif c == 1:
            txt = f"routing {aid} ({sec} {size}mm, {oid}) to @ops-leah for 48hr notification"
            mid, _ = self.post(ms, "mk", txt)
            self.hard(mid, "route_decision", ["routing", aid, "ops-leah"], "untagged")
        else:
            payload = {"alloc_id": aid, "trade": oid, "decision": "no_route",
                       "reason": "already allocated on TW (dup ticket)", "face_mm": size}
            txt = json.dumps(payload)
            mid, _ = self.post(ms, "alloc", txt)
            self.hard(mid, "no_route_decision", [aid, "no_route"], "structured", idiom="allocation JSON no_route")
        if r.random() < 0.4:
            self.noise(ms + self.mins(1, 8), "ops", r.choice(["got it", "👍", "on it", "ty"]), ref=mid)

    def spec_story(self):
        r = self.r
        story = r.choice(SPEC_STORIES)
        cpn = r.choice(["5.5s", "6s"])
        size = r.choice([15, 20, 25, 30, 40])
        pay = r.randint(10, 60)  # 32nds pay-up
        payup = f"{pay // 32}-{pay % 32:02d}" if pay >= 32 else f"{pay}/32"
        tkey = "FN55" if cpn == "5.5s" else "FN6"
        ms = self.when(12, 20)
        c = r.randrange(3)
        if c == 0:
            txt = (f"spec: pay {payup} pay-up for {size}mm {story} FN {cpn} (TBA {self.front} +{payup}). "
                   f"cheap vs 3m avg by {r.randint(2, 6)} ticks, {r.choice(['2 lists out', 'axe from BOFA', 'BWIC at 2pm'])}")
            f, ph = [f"pay {payup}", f"{size}mm", story], "shorthand"
        elif c == 1:
            txt = (f"[PROP] BUY {size}mm {story} {cpn} pools, pay-up {payup} over {INSTR[tkey]['sh']} {self.front}, "
                   f"{r.choice(['WALA 4', 'WALA 7', 'WALA 11'])}, OAD {r.uniform(4.2, 5.4):.2f}y")
            f, ph = ["[PROP] BUY", f"{size}mm", story, payup], "tagged"
        else:
            txt = (f"Proposal for the BWIC at 2: bid {payup} over for the {size}mm {story} {cpn} list "
                   f"(lines 3-6). Speeds on this story have been {r.randint(3, 6)}-{r.randint(7, 9)} CPR slower than TBA "
                   f"for a year, I think that's worth the pay-up. Hedge out of the existing TBA long.")
            f, ph = [f"bid {payup}", f"{size}mm", story], "untagged"
        pid, ms = self.post(ms, "ps", txt)
        self.hard(pid, "trade_proposal", f, ph, idiom="spec pool pay-up proposal")
        ms += self.mins(2, 15)
        ok, size, ms = self._approval(ms, pid, size, f"{story} {cpn}" if r.random() < 0.5 else cpn, "n/a")
        if not ok:
            return
        ms += self.mins(5, 60)
        if r.random() < 0.5:
            oid = self.oid()
            txt = (f"BWIC RESULT list={r.randint(100, 999)} line={r.randint(3, 6)} status=WON cover={fmt_ticks(r.randint(1, 8))} "
                   f"side=BUY face={size}MM payup={payup} story={story.replace(' ', '_')} ref={oid}")
            mid, ms = self.post(ms, "tw", txt)
            self.hard(mid, "trade_fill", ["WON", "BUY", f"face={size}MM", f"payup={payup}"], "structured",
                      idiom="BWIC won = fill")
        else:
            oid = self.oid()
            txt = f"won the {size}mm {story} line at {payup} over, cover was {fmt_ticks(r.randint(1, 6))}"
            mid, ms = self.post(ms, "ps", txt)
            self.hard(mid, "trade_fill", [f"won the {size}mm", story, payup], "untagged")
        if r.random() < 0.6:
            self._alloc(ms + self.mins(5, 40), oid, f"{story} FN {cpn}", size)

    def cmo_story(self):
        r = self.r
        size = r.choice([10, 15, 20])
        px_p = r.randint(98 * 64 + 20, 99 * 64 + 40)
        px = fmt_px(px_p)
        ms = self.when(13, 20)
        side = "buy" if r.random() < 0.7 else "sell"
        txt = (f"proposing: {side} {size}mm {CMOS_HELD} @ {px} (PAC 5.5, WAL {r.uniform(4, 7):.1f}y, "
               f"+{r.randint(120, 170)}/curve). {'Adds' if side == 'buy' else 'Cuts'} ~{r.uniform(0.1, 0.3):.2f}y OAD, inside the cap.")
        pid, ms = self.post(ms, "ps", txt)
        self.hard(pid, "trade_proposal", [side, f"{size}mm", CMOS_HELD, px], "untagged", idiom="CMO tranche proposal")
        ms += self.mins(3, 20)
        ok, size, ms = self._approval(ms, pid, size, "5312s", "n/a")
        if not ok:
            return
        ms += self.mins(5, 40)
        dl = r.choice(DEALERS)
        emb = [{"title": "Voice trade booked", "author": "OMS",
                "fields": [{"name": "Side", "value": side.upper(), "inline": True},
                           {"name": "Bond", "value": CMOS_HELD, "inline": True},
                           {"name": "Orig face", "value": f"{size}MM", "inline": True},
                           {"name": "Price", "value": px, "inline": True},
                           {"name": "Cpty", "value": dl}],
                "footer": f"ticket V{r.randint(10000, 99999)} · settle T+3"}]
        mid, ms = self.post(ms, "tw", "", embeds=emb)
        self.hard(mid, "trade_fill", [side.upper(), CMOS_HELD, f"{size}MM", px], "embed")
        if r.random() < 0.6:
            ms += self.mins(5, 30)
            lvl = r.randint(170, 200)
            txt = f"stop on {CMOS_HELD}: out if spread wider than +{lvl}/curve"
            sid, _ = self.post(ms, "ps", txt)
            self.hard(sid, "stop_or_target_change", [CMOS_HELD, f"+{lvl}/curve"], "untagged")

    def hedge_swap_story(self):
        r = self.r
        ms = self.when(13, 20)
        n = r.choice([50, 75, 100])
        rate = f"{r.uniform(3.35, 3.85):.3f}"
        txt = f"[PROP] pay fixed {n}mm 5y SOFR @ {rate}% to square DV01 after the adds (book ~{self.dv01 + 40}k)"
        pid, ms = self.post(ms, "jt", txt)
        self.hard(pid, "trade_proposal", ["pay fixed", f"{n}mm 5y SOFR", f"{rate}%"], "tagged", idiom="swap hedge proposal")
        ms += self.mins(2, 10)
        ok, n, ms = self._approval(ms, pid, n, "swaps", "n/a", allow_reject=False)
        ms += self.mins(3, 20)
        fr = f"{float(rate) + r.choice([0, 0.001, -0.001]):.3f}"
        txt = f"SWAP DONE pay_fixed notional={n}MM tenor=5Y index=SOFR rate={fr} cpty={r.choice(DEALERS)} via=SEF"
        mid, _ = self.post(ms, "fut", txt)
        self.hard(mid, "trade_fill", ["pay_fixed", f"notional={n}MM", f"rate={fr}"], "structured")

    # ------------------------------------------------------------------ roll thread
    def roll_thread(self):
        r = self.r
        key = r.choice(["FN55", "G26", "FN6"])
        ins = INSTR[key]
        a, b = self.roll_pair
        ms = self.when(13, 17)
        starter, ms = self.post(ms, "mk", f"thread for the {ins['sh']} {a}/{b} roll, keep the runs out of main")
        tid_ms, tid = self.cap.snowflake(ms + 1500, self.worker)
        th = tid
        ms = tid_ms + 2000
        d = self.roll_drop[key]
        dtxt = f"{d // 2}/32" if d % 2 == 0 else f"{fmt_ticks(d)}/32"
        self.near(ms, "bridge", f"[bridge · {r.choice(DEALERS)}] {ins['tw']} {a[0]}/{b[0]} roll {fmt_ticks(d - 1)} / {fmt_ticks(d + 1)} in 250mm", ch=th)
        ms += self.mins(2, 8)
        size = r.choice([100, 150, 200])
        txt = f"roll {size}mm {ins['sh']} {a}/{b}, sell {a} buy {b}, want drop {dtxt} or better"
        pid, ms = self.post(ms, "mk", txt, ch=th)
        self.hard(pid, "trade_proposal", [f"roll {size}mm", f"{ins['sh']} {a}/{b}", dtxt], "shorthand",
                  idiom="dollar roll 'drop 7/32' proposal")
        ms += self.mins(1, 6)
        txt = f"ok go, {dtxt} or better only"
        aid_, ms = self.post(ms, "pm", txt, ch=th, ref=pid)
        self.hard(aid_, "trade_approval", ["ok go", dtxt], "reply")
        ms += self.mins(1, 4)
        oid = self.oid()
        txt = (f"TW ROLL ACK id={oid} sell={ins['tw']} {a.upper()} buy={ins['tw']} {b.upper()} face={size}MM "
               f"drop={dtxt} status=WORKING")
        cid, ms = self.post(ms, "tw", txt, ch=th)
        self.hard(cid, "trade_confirmation", [oid, "WORKING", f"face={size}MM"], "structured")
        ms += self.mins(3, 25)
        txt = (f"TW FILL id={oid} ROLL sell={ins['tw']} {a.upper()} buy={ins['tw']} {b.upper()} face={size}MM "
               f"drop={dtxt} cpty={r.choice(DEALERS)}")
        fid, ms = self.post(ms, "tw", txt, ch=th)
        self.hard(fid, "trade_fill", [oid, "ROLL", f"face={size}MM", f"drop={dtxt}"], "structured")
        self.post(ms + self.mins(1, 5), "mk",
                  f"rolled. implied financing ~{r.uniform(3.9, 5.4):.2f}% vs SOFR {r.uniform(3.6, 3.9):.2f}, "
                  f"so {r.randint(20, 60)}bp special. fine.", ch=th)
        self.noise(ms + self.mins(5, 9), "pm", "👍", ch=th)

    # ------------------------------------------------------------------ deletions / forget
    def deleted_proposal(self):
        r = self.r
        ms = self.when(13, 19)
        sz = r.choice([40, 60, 80])
        p = fmt_px(self.mid["FN65"])
        tag = f"#{r.randint(100, 999)}"
        txt = f"b {sz}mm FN 6.5 {self.front} @ {p} / hdg {int(sz * 3.8)} {self.ty} {tag}"
        mid, ms = self.post(ms, "mk", txt)
        self.hard(mid, "trade_proposal", [f"b {sz}mm", f"FN 6.5 {self.front}", p], "shorthand")
        self.cap.delete(ms + self.mins(0.5, 2), mid, f"b {sz}mm FN 6.5 {self.front} @ {p} / hdg {int(sz * 3.8)} {self.ty} {tag}")
        self.post(ms + self.mins(2.5, 4), "mk", "ignore that, wrong coupon. nothing in 6.5s")
        # a reconnect storm cleaned up with a bulk delete
        ms2 = self.when(2, 10, weighted=False)
        ids, snips = [], []
        for k in range(r.randint(3, 5)):
            s = r.randint(10000, 99999)
            txt = f"tw-exec: FIX session dropped (seq={s}), reconnecting… attempt {k + 1}"
            mid, ms2 = self.noise(ms2 + r.randint(800, 4000), "tw", txt)
            ids.append(mid)
            snips.append(f"seq={s}")
        self.cap.bulk_delete(ms2 + self.mins(3, 10), ids, snips)
        # a chatter message deleted
        ms3 = self.when(12, 21)
        dd = r.randint(100, 999)
        mid, ms3 = self.post(ms3, "jt", f"anyone got the dial-in for the {dd} call? pw is in my dm")
        self.cap.delete(ms3 + self.mins(1, 5), mid, f"dial-in for the {dd} call")

    def forget_alloc(self):
        r = self.r
        ms = self.when(14, 20)
        aid = self.aid()
        acct = f"ACCT-{r.randint(1000, 9999)}"
        client = r.choice(["Meridian Teachers Pension", "Halvorsen Family Office", "Crestline Mutual Ins.",
                           "St. Brendan Health Endowment"])
        size = r.choice([20, 30, 40])
        payload = {"alloc_id": aid, "decision": "route", "route_to": "pm-review",
                   "security": f"FNCL 5.5 {self.FRONT}", "face_mm": size,
                   "client": client, "account": acct, "note": "client name should not be in channel"}
        txt = json.dumps(payload)
        mid, ms = self.post(ms, "alloc", txt)
        self.hard(mid, "route_decision", [aid, "pm-review"], "structured")
        self.cap.forget(ms + self.mins(5, 30), mid, acct)
        rid, _ = self.post(ms + self.mins(31, 40), "ops", f"reposting without client details: {aid} → pm-review, {size}mm")
        self.hard(rid, "route_decision", [aid, "pm-review", f"{size}mm"], "untagged")

    # ------------------------------------------------------------------ standalone hard events
    def news_held(self):
        r = self.r
        ms = self.when(11, 21)
        items = [
            ("Ginnie Mae II 6% buyouts spike as FHA loss-mit program winds down",
             "Delinquent-loan buyouts in G2SF 6 pools ran at 4.1 CPR-equivalent in November, servicers say; "
             "Street sees G2 6s speeds near 17 CPR next report.", ["Ginnie Mae II 6%", "buyouts"]),
            ("FHFA trims LLPAs on high-LTV loans; analysts flag faster UMBS 5.5% speeds",
             "The change takes effect for deliveries from February. Strategists expect UMBS 5.5% to pay 2-3 CPR faster.",
             ["UMBS 5.5%", "LLPAs"]),
            ("Freddie Mac REMIC 5312 factor revised after servicing transfer",
             "Class PA factor restated to 0.9412; holders of FHR 5312 PA see small principal catch-up.",
             ["REMIC 5312", "FHR 5312 PA"]),
            ("Fannie Mae 30-yr 6% pools prepay 14.8 CPR in December factor release",
             "Speeds on 2024-2025 vintage UMBS 6% came in above consensus of 13.5 CPR.",
             ["Fannie Mae 30-yr 6%", "14.8 CPR"]),
            ("Fed says SOMA paydowns concentrated in 5.5% and 6% UMBS as runoff continues",
             "The New York Fed's monthly report shows most principal runoff now comes from 5.5% and 6% UMBS coupons.",
             ["5.5% and 6% UMBS", "SOMA"]),
            ("Low-balance pool pay-ups hit 1-year high on bank demand",
             "85k max LLB 5.5s pay-ups widened as banks chase prepayment protection.",
             ["85k max LLB 5.5s", "pay-ups"]),
        ]
        t, dsc, f = items[self.deck("news_held", len(items))]
        dsc = dsc + " " + self.news_boiler()
        emb = [{"title": t, "description": dsc, "url": f"https://news.example.com/mbs/{r.randint(10 ** 6, 10 ** 7)}",
                "author": r.choice(["Bloomberg First Word", "Reuters", "IFR Markets", "Inside MBS & ABS"]),
                "footer": f"newsdesk · {et(ms)} ET"}]
        mid, ms = self.post(ms, "news", "", embeds=emb)
        self.hard(mid, "held_position_news", f, "embed", idiom="news embed on held coupon")
        if r.random() < 0.5:
            self.post(ms + self.mins(1, 8), r.choice(["mk", "ps", "dw"]),
                      r.choice(["that's us", "this is why we own the specs", "noted, speeds model already has it",
                                "watch the 6s roll on this"]), ref=mid)

    def news_watch(self):
        r = self.r
        ms = self.when(11, 21)
        items = [
            ("Record UMBS 6.5% issuance as originators pivot to higher coupons", ["UMBS 6.5%", "issuance"]),
            ("Banks soak up Ginnie II 5.5% float, shrinking the TBA deliverable", ["Ginnie II 5.5%", "float"]),
            ("Overseas accounts add 15-year UMBS 5% on curve steepening", ["15-year UMBS 5%", "Overseas"]),
        ]
        t, f = items[self.deck("news_watch", len(items))]
        emb = [{"title": t, "description": "Dealers report two-way flows; roll specialness unchanged. " + self.news_boiler(),
                "author": r.choice(["Bloomberg First Word", "Reuters"]), "footer": f"newsdesk · {et(ms)} ET"}]
        mid, _ = self.post(ms, "news", "", embeds=emb)
        self.hard(mid, "watchlist_news", f, "embed", idiom="watchlist coupon news embed")

    def thesis(self):
        r = self.r
        ms = self.when(12, 21)
        c = self.deck("thesis", 5)
        if c == 0:
            txt = ("view change: flipping G2 6s vs FN 6s from neutral to short G2s — buyout risk is back and "
                   "the Ginnie bid from banks is gone. conviction medium.")
            f = ["flipping G2 6s vs FN 6s", "short G2s", "conviction medium"]
            who, ph = "pm", "untagged"
        elif c == 1:
            txt = f"[VIEW] FNCL 5.5 basis: conviction ↑ high. roll specialness + bank demand, adding on dips"
            f = ["[VIEW]", "FNCL 5.5", "conviction ↑ high"]
            who, ph = "pm", "tagged"
        elif c == 2:
            txt = "still like the 85k story after that print. conviction unchanged, no size change"
            f = ["85k story", "conviction unchanged"]
            who, ph = "ps", "untagged"
        elif c == 3:
            txt = (f"thesis on {CMOS_HELD} is dead — the PAC band breaks at 14 CPR and the 6s just printed 15. "
                   "downgrading to sell on strength.")
            f = [f"thesis on {CMOS_HELD} is dead", "sell on strength"]
            who, ph = "ps", "untagged"
        else:
            txt = "turning bearish FN 6 vs FN 5.5 (up-in-coupon swap). negative convexity is not getting paid."
            f = ["turning bearish FN 6 vs FN 5.5", "up-in-coupon swap"]
            who, ph = "dw", "untagged"
        mid, _ = self.post(ms, who, txt)
        self.hard(mid, "thesis_update", f, ph, idiom="thesis flip prose" if c == 0 else None)

    def prepay_buried(self):
        """a speeds table that does carry a decision (buried)."""
        r = self.r
        ms = self.when(12, 16)
        table = self.speeds_table(ms)
        c = self.deck("prepay", 2)
        if c == 0:
            dec = "**Desk decision:** no action on G2SF 6 holdings; speeds inside model band."
            f, et_ = ["no action", "G2SF 6"], "no_route_decision"
        else:
            dec = "**Desk view:** downgrading FNCL 6 to underweight on the faster print (model 16 CPR vs 12 prior)."
            f, et_ = ["downgrading FNCL 6", "underweight"], "thesis_update"
        txt = table.split("\n\n", 1)
        txt = txt[0] + "\n\n" + dec + "\n\n" + (txt[1] if len(txt) > 1 else "")
        mid, _ = self.post(ms, "prepay", txt)
        self.hard(mid, et_, f, "buried", idiom="decision buried in speeds table")

    def risk_limit_change(self):
        r = self.r
        ms = self.when(12, 15)
        c = self.deck("risk", 3)
        if c == 0:
            new = r.choice(["4.90", "5.40", "5.10"])
            txt = f"from CRO, effective now: spec/CMO book OAD cap {new}y (was {self.oad_lim}y). riskbot updated."
            self.limit_changes.append((ms, "oad", new))
            mid, ms = self.post(ms, "pm", txt)
            self.hard(mid, "risk_limit", ["OAD cap", f"{new}y"], "untagged", idiom="limit change relayed by PM")
            self.cap.pin(ms + self.mins(1, 5), mid, "pm")
        elif c == 1:
            txt = f"LIMIT UPDATE metric=desk_dv01 limit=450k prev=400k approved_by=CRO ttl=EOW"
            self.limit_changes.append((ms, "dv01", 450))
            mid, ms = self.post(ms, "risk", txt)
            self.hard(mid, "risk_limit", ["LIMIT UPDATE", "limit=450k"], "structured")
            self.cap.pin(ms + self.mins(1, 5), mid, "pm")
        else:
            oid = self.oid()
            val = f"{float(self.oad_lim) + r.uniform(0.05, 0.3):.2f}"
            emb = [{"title": "Order blocked", "description": "post-trade OAS duration over limit",
                    "fields": [{"name": "Metric", "value": "OAD (spec+CMO)", "inline": True},
                               {"name": "Post-trade", "value": f"{val}y", "inline": True},
                               {"name": "Limit", "value": f"{self.oad_lim}y", "inline": True},
                               {"name": "Action", "value": f"BLOCKED {oid}"}],
                    "footer": "riskbot · pre-trade"}]
            mid, ms = self.post(ms, "risk", "", embeds=emb)
            self.hard(mid, "risk_limit", [f"BLOCKED {oid}", f"{val}y"], "embed", idiom="embed-only risk block")
            self.post(ms + self.mins(1, 4), "ps", "fair, that was the extra 5312s. will come back with less")

    def no_route(self):
        r = self.r
        ms = self.when(12, 21)
        c = self.deck("noroute", 3)
        if c == 0:
            sz = r.choice([250, 500, 300])
            txt = f"that {sz}mm G2 6s print on TRACE isn't us — no action, not routing"
            mid, _ = self.post(ms, "mk", txt)
            self.hard(mid, "no_route_decision", ["G2 6s", "no action", "not routing"], "untagged",
                      idiom="street print: 'isn't us — not routing'")
        elif c == 1:
            aid = self.aid()
            txt = f"{aid}: no route needed, position flat after the roll. closing it out"
            mid, _ = self.post(ms, "ops", txt)
            self.hard(mid, "no_route_decision", [aid, "no route needed"], "untagged")
        else:
            txt = f"pxalert on the {INSTR['FN55']['sh']} is noise, leaving the position alone. nothing to route"
            mid, _ = self.post(ms, "pm", txt)
            self.hard(mid, "no_route_decision", [INSTR['FN55']['sh'], "nothing to route"], "untagged")

    # ------------------------------------------------------------------ long text builders
    def news_boiler(self):
        r = self.r
        return r.choice([
            "Analysts at several dealers said the move was largely expected and that positioning into year-end remains light. "
            "Mortgage rates have eased in recent weeks, keeping refinancing activity subdued outside the highest coupons.",
            "The agencies did not comment beyond the release. Market participants said the details would matter more for "
            "speeds in higher-coupon pools than for the TBA market as a whole.",
            "Separately, the Mortgage Bankers Association said its refinance index rose for a second week. Investors are "
            "watching next week's factor release for confirmation of the trend.",
            "Policy watchers said any change would take months to implement and would likely be phased in; "
            "the news had little immediate effect on spreads, traders said.",
        ])

    def long_report(self, ms, extra=None):
        r = self.r
        fn55, fn6, g26 = self.pxs("FN55"), self.pxs("FN6"), self.pxs("G26")
        paras = [
            f"**{self.note_title(ms)} — {self.date.strftime('%a %d %b')}, {et(ms)} ET**",
            f"Overnight: Asia real-money were {r.choice(['better sellers', 'two-way', 'better buyers'])} of 5.5s and 6s; "
            f"JGB move pushed {self.ty} to {fmt_px(self.ty_px)}. Basis opened {r.choice(['1/32 tighter', 'unch', '1+ wider'])} "
            f"vs 10s. Current coupon at {r.uniform(5.1, 5.6):.2f}%, {r.randint(115, 150)}bp over the 5y/10y blend.",
            f"Levels: FN 5.5 {self.front} {fn55}, FN 6 {self.front} {fn6}, G2 6 {self.front} {g26}. "
            f"{self.roll_pair[0]}/{self.roll_pair[1]} rolls: 5.5s {fmt_ticks(self.roll_drop['FN55'])}, "
            f"6s {fmt_ticks(self.roll_drop['FN6'])}, G2 6s {fmt_ticks(self.roll_drop['G26'])}.",
            f"Supply: originators sold ~${r.uniform(1.2, 3.1):.1f}bn yesterday, mostly 6s and 6.5s. Fed runoff "
            f"~${r.randint(14, 18)}bn/month, unchanged. Bank demand quiet ahead of year-end; money managers still "
            f"overweight vs index by ~{r.randint(2, 5)}%.",
            f"Speeds: {self.front} factor day is the {r.randint(4, 7)}th. Our model has FN 6s at {r.randint(11, 16)} CPR "
            f"and G2 6s at {r.randint(13, 19)} CPR; buyouts are the swing factor. If the 6s print fast the roll "
            f"cheapens and up-in-coupon swaps get hit.",
            f"Vol: 1y10y normal vol ~{r.randint(88, 104)}bp/yr; OAS on 5.5s {r.randint(30, 55)}bp vs "
            f"{r.randint(30, 55)} 1m avg, 6s {r.randint(40, 70)}bp.",
        ]
        paras.append("Positioning (street survey): " + ", ".join(
            f"{x} {r.choice(['OW', 'UW', 'flat'])} {r.uniform(0.5, 4):.1f}%" for x in ["4.5s", "5s", "5.5s", "6s", "6.5s", "GNs"]) +
            f". CMO issuance ${r.uniform(0.8, 2.6):.1f}bn yesterday, {r.randint(2, 7)} deals, mostly 5.5 and 6 collateral; "
            f"that is what keeps the 5.5s roll special.")
        paras.append(f"Hedging: empirical duration of 5.5s {r.uniform(3.8, 4.6):.1f}y vs model {r.uniform(4.2, 5.0):.1f}y; "
                     f"6s {r.uniform(2.6, 3.4):.1f}y vs {r.uniform(3.0, 3.8):.1f}y. The gap matters for the {self.ty} ratio "
                     f"if we get a {r.randint(15, 30)}bp move either way.")
        if extra:
            paras.insert(r.randint(3, 5), extra)
        paras.append(r.choice(["Risks: CPI Thursday, month-end index extension (~0.08y).",
                               "Risks: refunding size, GSE headline risk from the FHFA speech at 1pm.",
                               "Risks: a rally through 4% 10s would wake up the refi index fast."]))
        return "\n\n".join(paras)

    def speeds_table(self, ms):
        r = self.r
        rows = []
        base = {"4.0": 4.2, "4.5": 5, "5.0": 6.5, "5.5": 9, "6.0": 13, "6.5": 18}
        for agency, cpns in (("FN", ["4.0", "4.5", "5.0", "5.5", "6.0", "6.5"]), ("G2", ["5.0", "5.5", "6.0", "6.5"])):
            for cpn in cpns:
                for vint in sorted(r.sample(["2022", "2023", "2024", "2025"], 2 if agency == "FN" else 1)):
                    c1 = base[cpn] + r.uniform(-2, 3) + (2 if agency == "G2" else 0)
                    c3 = c1 + r.uniform(-1.5, 1.5)
                    c6 = c3 + r.uniform(-1.5, 1.5)
                    mdl = c1 + r.uniform(-2, 2)
                    wala = 2026 - int(vint)
                    rows.append(f"| {agency} {cpn} | {vint} | {wala * 12 + r.randint(0, 11)} | {r.uniform(20, 260):.0f} | "
                                f"{c1:.1f} | {c3:.1f} | {c6:.1f} | {mdl:.1f} | {c1 - mdl:+.1f} |")
        title = r.choice([f"Speeds report — {self.front} factor preview", "Cohort speeds vs model", "Speeds monitor — FN/G2 30yr",
                          f"Servicer remits digest — {self.front} cycle", "Prepay dashboard refresh"])
        head = (f"**{title} ({et(ms)} ET run)**\n"
                f"1m/3m/6m CPR by coupon & vintage vs model. Source: agency factor files + servicer remits, "
                f"{r.randint(60, 95)}% of UPB reported.\n\n"
                "| cohort | vint | WALA | UPB $bn | 1m | 3m | 6m | model | Δ |\n|---|---|---|---|---|---|---|---|---|\n")
        tail = (f"\n\nbuyouts (G2): {r.uniform(2, 5):.1f} CDR-equiv · turnover steady · burnout factor {r.uniform(0.8, 1):.2f} · "
                f"refi incentive (CC vs WAC): 5.5s {r.randint(-40, 10)}bp, 6s {r.randint(0, 60)}bp, 6.5s {r.randint(40, 110)}bp"
                f"\n_model v2.{r.randint(10, 19)}.{r.randint(0, 9)} · next run {et(self.at(19))} ET · informational only_")
        return head + "\n".join(rows) + tail

    def dealer_run(self, dealer, ms):
        r = self.r
        a, b = self.roll_pair
        lines = [f"[bridge · {dealer}] TBA run {et(ms - self.r.randint(20000, 240000))} ET — px / sz ({a}/{b} settle)"]
        for k in ["FN4", "FN45", "FN5", "FN55", "FN6", "FN65", "FNCI5", "FNCI55", "G25", "G255", "G26", "G265"]:
            m = self.mid[k] + r.randint(-1, 1)
            w = r.choice([1, 1, 2])
            mb = m - self.roll_drop[k]
            lines.append(f"{INSTR[k]['tw']:<9} {a[:3].upper()} {fmt_px(m - w):>8} / {fmt_px(m + 1):<8} "
                         f"{r.choice([100, 200, 250, 500])}x{r.choice([100, 200, 250])} | {b[:3].upper()} "
                         f"{fmt_px(mb - w):>8} / {fmt_px(mb + 1):<8}")
        rl = " | ".join(f"{INSTR[k]['sh']} {fmt_ticks(self.roll_drop[k] + r.randint(-1, 1))}" for k in ["FN5", "FN55", "FN6", "G26"])
        lines.append(f"rolls {a[0]}/{b[0]}: {rl}")
        lines.append(r.choice(["axes: better buyer 5.5s, seller 6.5s", "axes: none firm", "axed to buy G2 6 D/J roll",
                               "axes: seller 5s up to 500mm, buyer 15yr 5s"]))
        lines.append("specs (pay-up /32 over TBA): " + " · ".join(
            f"{st} {c} {fmt_ticks(r.randint(4, 44))}" for st, c in r.sample(
                [("85k", "5.5"), ("110k", "5.5"), ("NY", "6"), ("LowFICO", "6"), ("Inv", "6"), ("85k", "6"), ("CQ", "5.5")], 4)))
        lines.append("levels indicative, subject to change · relayed from IB chat")
        return "\n".join(lines)

    def spec_table(self, ms):
        r = self.r
        rows = []
        for story in SPEC_STORIES:
            for cpn in ["5.5", "6.0"]:
                pu = r.randint(4, 48) if cpn == "5.5" else r.randint(8, 64)
                c1 = r.uniform(3, 9) if "LLB" in story or "NY" in story else r.uniform(7, 16)
                rows.append(f"| {story} | FN {cpn} | {fmt_ticks(pu)}/32 | {fmt_ticks(pu + r.randint(-6, 6))}/32 | "
                            f"{c1:.1f} | {c1 + r.uniform(3, 9):.1f} | {r.uniform(0.05, 0.45):.2f}y |")
        return (f"**Spec pool monitor — pay-ups & speeds vs TBA ({et(ms)} ET)**\n"
                "| story | cpn | pay-up | 1m ago | 1m CPR | TBA 1m CPR | OAD vs TBA |\n|---|---|---|---|---|---|---|\n"
                + "\n".join(rows) +
                f"\n\nBWIC calendar: {r.randint(3, 12)} lists today, ${r.uniform(0.4, 2.5):.1f}bn orig face. "
                f"Pay-ups are mid-market from dealer runs; informational only.")

    def street_strategy(self, dealer):
        r = self.r
        a, b = self.roll_pair
        return (f"[bridge · {dealer}] **{dealer} Agency MBS Strategy — weekly**\n"
                f"• We stay overweight {r.choice(['5.5s', '6s', '5s'])} vs underweight {r.choice(['6.5s', 'G2 6s', '4.5s'])}. "
                f"Net supply for {b} is tracking ${r.randint(18, 32)}bn, with originators concentrated in 6s and 6.5s.\n"
                f"• Rolls: {a[0]}/{b[0]} 5.5s at {fmt_ticks(self.roll_drop['FN55'])} implies financing ~{r.randint(15, 60)}bp "
                f"through SOFR; we recommend rolling 5.5s and delivering 6s.\n"
                f"• Speeds: we expect the {self.front} report to show FN 6s +{r.uniform(0.5, 2.5):.1f} CPR and G2 6s "
                f"+{r.uniform(1, 3):.1f} CPR, driven by buyouts and seasonals.\n"
                f"• Spec pools: LLB pay-ups look full; we prefer NY geo and investor stories in 6s.\n"
                f"• Risks: a rally through {r.uniform(3.7, 4.0):.2f}% 10s puts 6s into the refi window; GSE policy "
                f"headlines around g-fees and LLPAs.\n"
                f"_This is {dealer} sales/strategy commentary, not an offer. Relayed from IB chat._")

    def bwic_list(self, dealer, ms):
        r = self.r
        rows = []
        for i in range(r.randint(8, 14)):
            cus = "3140" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(5))
            st = r.choice(SPEC_STORIES)
            cpn = r.choice(["5.5", "6.0", "6.5", "5.0"])
            rows.append(f"{i + 1:>2}. {cus} FN {cpn} {r.randint(2022, 2025)} {st:<14} orig {r.randint(3, 40)}mm  "
                        f"cur {r.uniform(1, 30):.1f}mm  talk +{fmt_ticks(r.randint(2, 40))}/32")
        return (f"[bridge · {dealer}] BWIC {r.randint(100, 999)} — bids due {et(ms + r.randint(1, 3) * 3600000)[:3]}00 ET, "
                f"settle {self.front} class A\n" + "\n".join(rows) +
                f"\nseller: {r.choice(['bank portfolio', 'REIT', 'money manager'])} · talk is {dealer} colour, not a level")

    def fixed_long(self):
        r = self.r
        ms0 = self.when(11.3, 12, weighted=False)
        self.post(ms0, "dw", self.long_report(ms0))
        ms = self.when(15, 19, weighted=False)
        rows = []
        for i in range(r.randint(8, 12)):
            rows.append(f"  {'3140' + ''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(5))}  "
                        f"FN {r.choice(['5.5', '6.0'])}  orig {r.uniform(1, 12):.3f}mm  WAC {r.uniform(5.9, 7.1):.3f}  "
                        f"WALA {r.randint(1, 30)}  {r.choice(['MULTI', 'CA', 'TX', 'FL', 'NY'])}")
        self.post(ms, "ops", f"48hr pool notification received from {r.choice(DEALERS)} for {self.roll_pair[0]} settle "
                             f"(prior trades), {len(rows)} pools:\n" + "\n".join(rows) +
                             "\nvariance within 0.01%. loaded to alloc-flow, nothing for the desk to do.")
        ms = self.when(14, 20)
        grid = ["| shock | FN 5.5 CPR | FN 6 CPR | G2 6 CPR | book OAD | carry/mo |", "|---|---|---|---|---|---|"]
        for sh in ["-100", "-50", "-25", "0", "+25", "+50", "+100"]:
            b = int(sh)
            grid.append(f"| {sh}bp | {max(4, 9 - b / 12 + r.uniform(-1, 1)):.1f} | {max(6, 13 - b / 9 + r.uniform(-1, 1)):.1f} | "
                        f"{max(7, 15 - b / 8 + r.uniform(-1, 1)):.1f} | {4.5 + b / 220:.2f}y | "
                        f"{'+' if b > -40 else '-'}{fmt_ticks(r.randint(1, 8))}/32 |")
        self.near(ms, "dw", "scenario grid for the book — what if speeds pick up (or slow) with rates. "
                           "parallel shocks, model speeds, no position changes assumed:\n" + "\n".join(grid) +
                           "\nnot a recommendation, just so everyone has the same numbers before factor day.",
                  idiom="scenario grid (what-if) table")

    def book_stop(self):
        """a stop on an existing book position, moved twice by editing the same message."""
        r = self.r
        key = r.choice(["FN55", "FN6"])
        ins = INSTR[key]
        base = self.mid[key]
        s1, s2, s3 = fmt_px(base - r.randint(20, 24)), fmt_px(base - r.randint(14, 18)), fmt_px(base - r.randint(8, 12))
        ms = self.when(12, 14)
        sh_m = f"{ins['sh']} {self.front}"
        mid, ms = self.post(ms, "pm", f"book stop on the core {sh_m} long: {s1} on TW screen mid, no exceptions")
        self.cap.edit(ms + self.mins(40, 90), mid, f"book stop on the core {sh_m} long: {s2} on TW screen mid, no exceptions")
        self.cap.edit(ms + self.mins(150, 240), mid, f"book stop on the core {sh_m} long: {s3} on TW screen mid, no exceptions (raised twice today)")
        self.hard(mid, "stop_or_target_change", ["book stop", sh_m, s3], "untagged", idiom="stop moved twice via edits")
        self.cap.superseded.append([self.ch, mid, s1])
        self.cap.superseded.append([self.ch, mid, s2])
        self.cap.pin(ms + self.mins(1, 5), mid, "pm")
        self.cap.react(ms + self.mins(1, 5), mid, "📌", "pm")

    def wraps(self):
        r = self.r
        ms = self.when(16.5, 17.5, weighted=False)
        a, b = self.roll_pair
        lines = [f"**midday wrap ({et(ms)} ET)**", "| coupon | px | chg | roll | OAS |", "|---|---|---|---|---|"]
        for k in ["FN5", "FN55", "FN6", "FN65", "G255", "G26", "FNCI5"]:
            lines.append(f"| {INSTR[k]['tw']} {self.front} | {self.pxs(k, r.randint(-2, 2))} | "
                         f"{r.choice(['+', '-'])}{fmt_ticks(r.randint(0, 8))} | {fmt_ticks(self.roll_drop[k])} | {r.randint(25, 75)} |")
        lines.append(f"\nflows: {r.choice(['money managers better sellers of 6s', 'banks quiet, MMs two-way', 'overseas buying 5s'])}; "
                     f"originators ${r.uniform(0.5, 1.8):.1f}bn so far, mostly 6s. {self.ty} {fmt_px(self.ty_px)}. "
                     f"basis {r.choice(['tighter', 'wider', 'unch'])} vs 10s; vol {r.choice(['offered', 'bid', 'flat'])}.")
        self.post(ms, "dw", "\n".join(lines))
        ms = self.when(21, 21.9, weighted=False)
        lines = [f"**EOD {self.date.strftime('%d %b')}** — closing levels (TW composite 3pm)"]
        for k in ["FN45", "FN5", "FN55", "FN6", "FN65", "G25", "G255", "G26", "FNCI5"]:
            lines.append(f"{INSTR[k]['tw']:<9} {self.front} {self.pxs(k)}  {a[0]}/{b[0]} {fmt_ticks(self.roll_drop[k])}  "
                         f"OAS {r.randint(25, 75)}  1m CPR {r.uniform(4, 20):.1f}")
        lines.append(f"\nbook: DV01 ~{self.dv01}k, OAD {r.uniform(4.2, 4.9):.2f}y. tomorrow: "
                     f"{r.choice(['jobless claims, 2pm BWIC', 'factor preview, FHFA speech', 'CPI, 5y auction'])}. "
                     f"pnl recap in #mbs-pnl. gn")
        self.post(ms, "mk", "\n".join(lines))

    # ------------------------------------------------------------------ near misses
    def near_misses(self, n):
        r = self.r
        kinds = (["run"] * 15 + ["axe"] * 6 + ["trace"] * 6 + ["roll_colour"] * 5 + ["whatif"] * 3 + ["recap"] * 3 +
                 ["hypo"] * 3 + ["question"] * 4 + ["otherdesk"] * 3 + ["paper"] * 2 + ["backtest"] * 2 +
                 ["generic_news"] * 5 + ["analysis"] * 9 + ["strat_relay"] * 6 + ["bwic"] * 5 + ["stop_musing"] * 2 + ["pm_meh"] * 2 + ["k_ack"] * 1)
        for _ in range(n):
            k = r.choice(kinds)
            ms = self.when(11, 22)
            d = r.choice(DEALERS)
            key = r.choice(["FN55", "FN6", "G26", "FN5", "FN65"])
            ins = INSTR[key]
            p = self.pxs(key, r.randint(-2, 2))
            sz = r.choice([100, 200, 250, 500, 1000])
            if k == "run":
                self.near(ms, "bridge", self.dealer_run(d, ms), idiom="dealer TBA run relayed by bridge")
            elif k == "axe":
                t = r.choice([f"[bridge · {d}] AXE: {d} better buyer {sz}mm {ins['tw']} {self.front} up to {p}, will work in pieces",
                              f"[bridge · {d}] {d} offers {sz}mm {ins['sh']} {self.front} @ {p}, refreshable. also axed to sell {self.roll_pair[0][0]}/{self.roll_pair[1][0]} roll",
                              f"[bridge · {d}] b {sz}mm {ins['sh']} {self.front} {p} firm 15min",
                              f"[bridge · {d}] spec axe: {d} has {r.randint(20, 80)}mm 85k max LLB 5.5s to offer at {r.randint(28, 40)}/32 over, WALA 3"])
                self.near(ms, "bridge", t, idiom="dealer axe 'b 250mm ... firm' (other firm)" if " b " in t else None)
            elif k == "trace":
                rows = "\n".join(f"{et(ms - r.randint(0, 600000))} | {INSTR[x]['tw']} {self.FRONT} | {r.choice([25, 50, 100, 250, 500])}MM | "
                                 f"{self.pxs(x, r.randint(-2, 2))} | {r.choice(['D-C', 'D-D'])}"
                                 for x in [r.choice(["FN55", "FN6", "G26", "FN5", "FN65", "G255"]) for _ in range(r.randint(6, 12))])
                self.near(ms, "trace", f"TRACE TBA prints (street, 15m delay)\ntime | sec | size | px | type\n{rows}",
                          idiom="TRACE street prints table")
            elif k == "roll_colour":
                dr = self.roll_drop[key] + r.randint(-1, 1)
                who = r.choice(["mk", "bridge", "jt"])
                t = r.choice([f"colour: {ins['sh']} {self.roll_pair[0][0]}/{self.roll_pair[1][0]} traded {fmt_ticks(dr)} in {sz}mm, specialness ~{r.randint(15, 60)}bp",
                              f"roll colour from {d}: {ins['nick']} drop {fmt_ticks(dr)}/32 last, {fmt_ticks(dr - 1)} bid. CMO desks taking collateral.",
                              f"{ins['nick']} roll softened {r.choice(['half a tick', 'a tick', '1+'])} since lunch. dealers say it's month-end index guys"])
                if who == "bridge":
                    t = f"[bridge · {d}] " + t
                self.near(ms, who, t, idiom="roll-level colour (no trade)")
            elif k == "whatif":
                t = (f"what if speeds pick up to {r.randint(18, 25)} CPR on the {ins['nick']}? roll goes to ~{fmt_ticks(r.randint(4, 9))}, "
                     f"carry on our long flips to -{r.randint(1, 4)}/32 a month and OAD shortens {r.uniform(0.3, 0.8):.1f}y. "
                     f"we'd be {r.choice(['under-hedged', 'over-hedged'])} by ~{r.randint(150, 400)} {self.ty}. just flagging, not a call.")
                self.near(ms, "dw", t, idiom="'what if speeds pick up' scenario")
            elif k == "recap":
                mon = r.choice(["March", "June", "August", "last October"])
                t = r.choice([f"recap for the new folks: in {mon} we bot {r.choice([100, 150])}mm FN 6 at {fmt_px(r.randint(6370, 6420))} and got run over when speeds hit 20. stop was at {fmt_px(r.randint(6330, 6360))}, filled through it.",
                              f"reminder: the {mon} G2 6 roll trade — sold {r.choice([200, 300])}mm at {fmt_ticks(r.randint(10, 16))} drop, rolled 3 months, made ~{r.randint(8, 20)} ticks. that's the template.",
                              f"old ticket from {mon}: TW FILL side=BUY sec=FNCL 5.5 face=75MM px={fmt_px(r.randint(6380, 6440))} — posting for the audit, not a new trade"])
                self.near(ms, r.choice(["pm", "mk"]), t, idiom="old-trade recap (history)")
            elif k == "hypo":
                t = r.choice([f"if the Fed ever restarts MBS purchases we'd want to be long {ins['nick']} yesterday",
                              f"in a world where GSEs exit conservatorship, would we buy {ins['nick']} at {p}? maybe",
                              f"someone should look at {ins['sh']} vs swaps here, it's wide"])
                self.near(ms, r.choice(["dw", "jt", "ps"]), t, idiom="hypothetical 'if the Fed restarts'" if "Fed" in t else None)
            elif k == "question":
                t = r.choice([f"should we be bidding the 85ks here?", f"are we still long the {ins['nick']} or did that go?",
                              f"anyone seen where {ins['sh']} {self.front} traded after the 10am?",
                              f"thoughts on {ins['nick']} into the factor print?", "what's our DV01 right now roughly?"])
                self.near(ms, r.choice(["jt", "ps", "mk"]), t, idiom="question about bidding")
            elif k == "otherdesk":
                t = r.choice([f"fyi rates desk just sold {r.randint(1, 4)}k {self.ty}, that's not us",
                              f"CMO desk bot {sz}mm {ins['sh']} {self.front} for collateral, not our book",
                              f"the agency CMBS desk is bidding DUS 10/9.5 — not us"])
                self.near(ms, r.choice(["jt", "mk"]), t, idiom="other desk's trade")
            elif k == "paper":
                t = f"paper: b {r.choice([25, 50])}mm {ins['sh']} {self.front} @ {p} in the sim book, tracking vs the real one"
                self.near(ms, "jt", t, idiom="paper trade in sim book")
            elif k == "backtest":
                t = (f"backtest (2019-2025) of the roll-drop signal: enter when drop > {r.randint(8, 11)}/32 over fair, "
                     f"{r.randint(40, 90)} trades, hit rate {r.randint(52, 64)}%, avg fill {fmt_ticks(r.randint(10, 16))}. "
                     f"sharpe {r.uniform(0.6, 1.4):.2f}. not live.")
                self.near(ms, "dw", t, idiom="roll signal backtest")
            elif k == "generic_news":
                t, dsc = r.choice([
                    ("Fed balance sheet: MBS holdings fall ${}bn in November as runoff continues".format(r.randint(14, 18)),
                     "Runoff pace unchanged; officials see no change to the cap."),
                    ("FHFA director: GSE release from conservatorship 'not imminent'", "Comments at a housing conference."),
                    ("MBA: mortgage applications rise {:.1f}% w/w; refi index up".format(r.uniform(1, 8)),
                     "30-year contract rate {:.2f}%.".format(r.uniform(5.9, 6.6))),
                    ("Treasury sets ${}bn 10-year auction for next week".format(r.choice([39, 42])), "Size unchanged."),
                    ("Fed minutes: a few officials discussed MBS sales 'at some point'", "No near-term plans, minutes show."),
                    ("Home prices rise {:.1f}% y/y in Case-Shiller index".format(r.uniform(1, 5)), "Gains slow for 4th month."),
                ])
                emb = [{"title": t, "description": dsc + " " + self.news_boiler(), "author": r.choice(["Reuters", "Bloomberg First Word"]),
                        "footer": f"newsdesk · {et(ms)} ET"}]
                self.near(ms, "news", "", embeds=emb, idiom="generic Fed runoff / GSE headline")
            elif k == "analysis":
                self.near(ms, "dw", self.long_report(ms), idiom="long desk note, no decision")
            elif k == "bwic":
                self.near(ms, "bridge", self.bwic_list(d, ms), idiom="BWIC list with talk levels (street)")
            elif k == "strat_relay":
                self.near(ms, "bridge", self.street_strategy(d), idiom="dealer strategy piece relayed")
            elif k == "stop_musing":
                t = f"a stop around {fmt_px(self.mid[key] - 16)} on the {ins['nick']} would be sensible if we add more"
                self.near(ms, "dw", t, idiom="stop suggestion without decision")
            elif k == "pm_meh":
                t = r.choice([f"{ins['nick']} look interesting here", f"not hating the {ins['nick']}. let me think"])
                self.near(ms, "pm", t, idiom="PM 'looks interesting' (not approval)")
            else:
                # 'k' that acknowledges a dealer run, not a trade
                rid, ms2 = self.near(ms, "bridge", self.dealer_run(d, ms))
                kid, _ = self.noise(ms2 + self.mins(0.2, 2), "mk", "k", ref=rid)
                self.cap.idiom(kid, "bare 'k' ack to a dealer run", "not_hard")

    # ------------------------------------------------------------------ chatter
    def chatter(self, n):
        r = self.r
        for _ in range(n):
            ms = self.when(10, 23)
            key = r.choice(["FN55", "FN6", "G26", "FN5", "FN65", "G255"])
            ins = INSTR[key]
            opts = ([
                f"{ins['nick']} heavy, originators hitting bids all morning",
                f"{ins['nick']} feel better bid since the 10y auction tail",
                "lunch? the greek place or the sad salad",
                "who has ALLQ up on the G2s? mine froze",
                f"basis {r.choice(['tighter', 'wider'])} {fmt_ticks(r.randint(1, 3))} vs TY on the day",
                "factor day next week, please nobody go on holiday",
                f"CPI {r.choice(['hot', 'soft', 'inline'])}, 5s {r.choice(['up', 'down'])} {fmt_ticks(r.randint(2, 9))}, basis didn't care",
                "money managers were sellers of 6s into the close per three dealers",
                f"{r.choice(DEALERS)} salesperson says a big overseas acct is asking about 15yr 5s",
                "bank portfolios are asleep into year-end",
                "remind me to call ops about the fails in the Dec 5s",
                "vol selling again, 1y10y offered",
                f"current coupon {r.uniform(5.1, 5.6):.2f}, spread to 10s {r.randint(115, 150)}bp",
                "the Fed runoff number is basically irrelevant now, nobody trades it",
                "does anyone know if the FHFA speech is at 1 or 2",
                f"the {self.roll_pair[0]}/{self.roll_pair[1]} roll chatter is all about the 6s today",
                "mute the bridge for 10, it's spamming the same BARC run",
                "I'll be out 3-4 for the dentist, jt has the hedges",
                f"speeds model has {ins['nick']} at {r.randint(8, 20)} CPR for the {self.front} print",
                "coffee run, anyone?",
                "can someone check why the pnl bot double counted the swaps yesterday",
                f"{ins['sh']} {self.front} is the cheapest to deliver by a mile",
                "CMO desk says they need 5.5 collateral for two deals next week",
                "GSE reform headline is the same one from last month, ignore",
                f"{self.ty} {fmt_px(self.ty_px + r.randint(-6, 6))}, 10s {r.uniform(3.9, 4.4):.3f}%",
                "payups on new-production LLBs are silly right now",
                "the bridge lag is like 40s today, don't trust those runs",
                f"{r.choice(DEALERS)} and {r.choice(DEALERS)} both showing the same axe in {ins['nick']}, smells like one seller",
                "is the TW session flaky for anyone else or just me",
                f"{ins['nick']} OAS {r.randint(30, 70)} on our model, {r.randint(30, 70)} on YB. whatever",
                "pool files for the 48-hour are late again",
                "who moved the speeds dashboard link",
                f"10s {r.choice(['through', 'back above'])} {r.uniform(3.9, 4.4):.2f}, mortgages lagging",
                "anyone going to the SIFMA thing in Jan",
                f"{ins['nick']} in the roll look rich to me but what do I know",
                "reminder: desk dinner thursday, RSVP to Leah",
                "FHFA speech was a nothing burger",
                "originator selling slowed after lunch",
                "rates vol desk says gamma sellers are back",
            ])
            t = opts[self.deck("chatter", len(opts))]
            who = r.choice(["mk", "ps", "jt", "dw", "pm", "mk", "ps"])
            if r.random() < 0.25:
                c = self.deck("long_chat", 11)
                t = self.long_chat(ms, c)
                who = LONG_CHAT_AUTHORS[c] or who
            self.post(ms, who, t)

    def note_title(self, ms):
        h = ((ms % 86400000) / 3600000 - 5) % 24
        if h < 8:
            return self.r.choice(["MBS morning", "Pre-open MBS notes", "MBS AM thoughts"])
        if h < 12:
            return self.r.choice(["MBS late morning", "MBS desk notes", "Mid-morning MBS"])
        if h < 14.5:
            return self.r.choice(["MBS midday", "Lunchtime MBS notes", "MBS desk notes"])
        return self.r.choice(["MBS afternoon", "Into the close — MBS", "MBS PM notes"])

    def deck(self, name, n):
        """draw without replacement from range(n), reshuffled when exhausted (less repetition)."""
        d = self.__dict__.setdefault("_decks", {}).setdefault(name, [])
        if not d:
            d.extend(range(n))
            self.r.shuffle(d)
        return d.pop()

    def long_chat(self, ms, c):
        r = self.r
        if c >= 5:
            return self.long_chat2(c, ms)
        if c == 0:
            return (f"Thinking out loud on the {self.front} print. The curve between 5.5s and 6s has gone from "
                    f"{r.randint(30, 40)} to {r.randint(40, 55)} ticks in a month, and most of that is the 6s cheapening on "
                    f"speeds fears rather than 5.5s richening. Historically that spread mean-reverts once the factor "
                    f"comes out, but the last two times (March, August) it didn't because buyouts stayed high. "
                    f"Dealers I talked to ({', '.join(r.sample(DEALERS, 3))}) are split. OAS on the 6s looks wide "
                    f"on our model ({r.randint(50, 70)}bp) but the model has missed buyouts for a year. Not a call, "
                    f"just want people to have the context before Thursday.")
        if c == 1:
            return (f"notes from the {r.choice(DEALERS)} research call: (1) they think net supply for {self.back} is "
                    f"${r.randint(18, 30)}bn, mostly 6s/6.5s; (2) bank demand comes back in Jan once capital rules are final; "
                    f"(3) they like G2/FN swaps in 5.5s, not 6s; (4) roll specialness in 5.5s is a CMO story, "
                    f"{r.randint(3, 7)} deals priced this week; (5) they see the Fed runoff steady at ~${r.randint(14, 18)}bn. "
                    f"Slides in the shared drive. Usual caveat: they're axed to sell 6s.")
        if c == 3:
            return (f"re the {self.roll_pair[0]}/{self.roll_pair[1]} roll: the drop in 5.5s has been "
                    f"{fmt_ticks(self.roll_drop['FN55'] + 2)} → {fmt_ticks(self.roll_drop['FN55'])} over the week. "
                    f"At these levels implied financing is ~{r.randint(20, 70)}bp through SOFR, which is the CMO bid for "
                    f"collateral more than anything. Our notional rolled so far is about two thirds of the book. "
                    f"The worst-to-deliver in 5.5s is 2024 production with high-LTV, which is why the street keeps "
                    f"saying it's special. For 6s the roll is closer to fair, maybe half a tick rich. "
                    f"If the 6s print fast on factor day the roll will cheapen, which is why I keep nagging about it.")
        if c == 4:
            return (f"{r.choice(DEALERS)} desk chat summary: real money were sellers of "
                    f"{r.choice(['5s', '5.5s', '6s'])} into the afternoon, originators did "
                    f"${r.uniform(0.8, 2.2):.1f}bn, the Fed's runoff is a non-event. They're hearing that two "
                    f"large banks are looking at G2 5.5s again after the capital proposal, but nothing has traded in "
                    f"size. CMO arbs need 6s collateral for a {r.choice(['PAC/support', 'floater/inverse', 'sequential'])} deal "
                    f"pricing Thursday. None of this is firm, treat as colour.")
        return (f"ops update: {r.randint(2, 6)} fails in the {self.roll_pair[0]} {r.choice(['5s', '5.5s', '6s'])} from last "
                f"settlement, {r.randint(1, 3)} cleared this morning. 48-hour day for {self.roll_pair[0]} class A is coming, "
                f"please get allocations into alloc-flow by 2pm the day before. pool files from dealers are landing "
                f"in the usual folder; if a dealer sends pools by email instead, forward to ops, don't reply-all. "
                f"also: the TW session cert renews Sunday, expect a reconnect or two.")

    def long_chat2(self, c, ms):
        r = self.r
        a, b = self.roll_pair
        if c == 5:
            return ("compliance reminder since we have new people on the bridge: anything relayed by ib-bridge is another "
                    "firm's indication. It is not our order, not our fill, and not firm unless the dealer says firm "
                    "on a recorded line. Don't copy bridge runs into tickets. If you trade off one, book it through TW "
                    "or voice with the ticket number so ops can match it. Thanks — audit asked again this quarter.")
        if c == 6:
            return (f"on G2 buyouts: the servicer remits suggest {r.uniform(2.5, 5.5):.1f}% of the 6s cohort is 90+ days "
                    f"delinquent, and the two big servicers have been buying out as soon as they're eligible. That adds "
                    f"{r.randint(2, 5)}-{r.randint(6, 8)} CPR to G2 6s vs FN 6s over the next two reports. The street "
                    f"knows this; the G2/FN swap already moved {r.randint(3, 8)} ticks. The question is whether the "
                    f"remaining move is worth the carry. Context only.")
        if c == 7:
            return ("GSE policy thoughts, since half the headlines today are about it: release from conservatorship keeps "
                    "coming up, but nobody credible thinks the implicit guarantee changes in the near term. The market "
                    "treats any headline as a 1-2 tick event in the basis that fades within the day. The tail risk is a "
                    "g-fee change, which would hit speeds at the margin. Nothing to do about it now.")
        if c == 8:
            return (f"hedge ratios: empirical duration of the 5.5s over the last {r.randint(20, 60)} days is "
                    f"{r.uniform(3.6, 4.5):.1f}y vs {r.uniform(4.2, 5.0):.1f}y model. If you hedge to model you're "
                    f"over-hedged in a selloff and under-hedged in a rally. Most of the street hedges somewhere in "
                    f"between. Our {self.ty} ratio is closer to model. Worth a discussion at the Friday meeting, not today.")
        if c == 9:
            return (f"year-end: repo for MBS collateral is going to get sticky over the turn, GC {r.randint(5, 25)}bp over "
                    f"SOFR in the forwards. That's part of why the {a}/{b} roll is special — people would rather "
                    f"be in a dollar roll than finance pools over year-end. Expect the {b[0]}/{MONTHS[(MONTHS.index(b) + 1) % 12][0]} "
                    f"roll to be less special once we're past it.")
        return (f"CMO desk asked whether we can supply {r.choice([100, 200, 300])}mm 5.5 collateral for a "
                f"{r.choice(['PAC/support', 'sequential', 'floater/inverse'])} deal next week. I said we'd look; we're not "
                f"a natural seller here and the roll is paying us to stay. They'll go to the street if we don't. "
                f"Their arb is about {r.randint(2, 8)} ticks at current levels, per their own model.")

    # ------------------------------------------------------------------ noise
    def noise_fill(self):
        r = self.r
        # risk reports (all ok -> noise)
        for hh in (11.2, 21.3):
            ms = self.at(hh) + r.randint(0, 600000)
            self.noise(ms, "risk", self.risk_report(ms))
        # heartbeats: risk bot hourly
        for h in range(24):
            ms = self.t0 + h * 3600000 + r.randint(20000, 90000)
            dv = self.dv01 + r.randint(-20, 20)
            self.noise(ms, "risk", f"✅ risk ok | dv01 {dv}k/{self.lim_at(ms, 'dv01')}k | oad {r.uniform(4.2, 4.8):.2f}y/{self.lim_at(ms, 'oad')}y | "
                                   f"var95 {r.uniform(1.5, 2.4):.1f}mm/3.0mm | {et(ms)} ET")
        msgs = [m for m, i in self.cap.msgs.items() if i["cd"] == self.cd]
        total = len(msgs)
        cur_noise = sum(1 for m in msgs if self.cap.msgs[m]["cat"] == "noise")
        share = r.uniform(0.30, 0.36)
        need = int((share * total - cur_noise) / (1 - share)) + 1
        kinds = (["cron"] * 5 + ["ci"] * 3 + ["pxalert"] * 6 + ["pnl"] * 4 + ["reconnect"] * 3 + ["trace"] * 1 +
                 ["ack"] * 8 + ["speeds"] * 3 + ["spec_tbl"] * 1 + ["alloc_sum"] * 3 + ["twhb"] * 3)
        for _ in range(max(0, need)):
            k = r.choice(kinds)
            ms = self.when(0, 24)
            if k == "cron":
                t = r.choice([f"alloc-flow cron {et(ms)}: 0 routed, {r.randint(0, 3)} pending, {r.randint(0, 9)} settled",
                              f"[cron] factor-file sync ok ({r.randint(1200, 4000)} pools updated)",
                              f"[cron] EOD marks snapshot queued for {et(ms)} ET",
                              f"alloc-flow sweep: nothing to route"])
                self.noise(ms, "alloc", t)
            elif k == "ci":
                self.noise(ms, "ci", f"deploy speeds-model v2.{r.randint(10, 19)}.{r.randint(0, 9)} → {r.choice(['prod', 'uat'])} "
                                     f"{r.choice(['✅', '✅', '❌ rolled back'])} (build {r.randint(8000, 9999)})")
            elif k == "pxalert":
                key = r.choice(["FN55", "FN6", "G26", "FN65"])
                self.noise(ms, "px", f"ALERT {INSTR[key]['tw']} {self.FRONT} crossed {self.pxs(key, r.randint(-6, 6))} "
                                     f"({r.choice(['+', '-'])}{fmt_ticks(r.randint(2, 10))}/32 on day)")
            elif k == "pnl":
                sg = lambda: r.choice(['+', '-'])
                body = "\n".join(f"  {INSTR[k]['sh']:<7} {sg()}${r.randint(0, 150):>3}k  carry {sg()}${r.randint(0, 20)}k"
                                  for k in ["FN5", "FN55", "FN6", "G26", "FN65"])
                self.noise(ms, "pnl", f"pnl snapshot {et(ms)} ET\ndesk {sg()}${r.randint(10, 400)}k | TBA "
                                      f"{sg()}${r.randint(5, 300)}k | specs +${r.randint(0, 60)}k | CMO "
                                      f"{sg()}${r.randint(0, 30)}k | hedges {sg()}${r.randint(0, 200)}k\n{body}\n"
                                      f"(marks: TW composite {et(ms)}, futures settle-adjusted)")
            elif k == "reconnect":
                if r.random() < 0.5:
                    self.noise(ms, "bridge", f"ib-bridge: reconnected to IB chat (gap {r.randint(3, 90)}s), replaying {r.randint(0, 12)} msgs")
                else:
                    self.noise(ms, "prepay", self.stacktrace())
            elif k == "trace":
                self.noise(ms, "trace", f"trace-tape: feed heartbeat {et(ms)} ET, lag {r.randint(1, 30)}s")
            elif k == "ack":
                t = r.choice(["ok", "thx", "ty", "👍", "🙏", "lol", "+1", "ya", "np", "🫡", "same", "on it"])
                self.noise(ms, r.choice(["mk", "ps", "jt", "ops", "dw"]), t)
            elif k == "speeds":
                self.noise(ms, "prepay", self.speeds_table(ms))
            elif k == "spec_tbl":
                self.noise(ms, "prepay", self.spec_table(ms))
            elif k == "alloc_sum":
                summ = {"job": "alloc-sweep", "run_at": iso(ms), "routed": 0, "pending": r.randint(0, 4),
                        "settled": r.randint(0, 12), "fails": r.randint(0, 3),
                        "by_class": {"A": r.randint(0, 6), "B": r.randint(0, 3), "C": r.randint(0, 2)},
                        "pool_files": {"received": r.randint(0, 9), "parsed": r.randint(0, 9), "errors": 0},
                        "next_run": "+60m", "status": "ok"}
                self.noise(ms, "alloc", "```json\n" + json.dumps(summ, indent=1) + "\n```")
            else:
                self.noise(ms, "tw", f"tw-exec heartbeat · session UP · {r.randint(0, 4)} orders working · {et(ms)} ET")

    def risk_report(self, ms):
        r = self.r
        rows = [f"| desk DV01 | ${self.dv01 + r.randint(-15, 15)}k | ${self.lim_at(ms, 'dv01')}k | ok |",
                f"| OAD spec+CMO | {r.uniform(4.2, 4.8):.2f}y | {self.lim_at(ms, 'oad')}y | ok |",
                f"| OAS dur TBA | {r.uniform(3.9, 4.6):.2f}y | 5.50y | ok |",
                f"| convexity | {r.uniform(-1.6, -0.8):.2f} | -2.00 | ok |",
                f"| vega (1y10y) | ${r.randint(40, 90)}k/bp | $120k | ok |",
                f"| VaR 95 1d | ${r.uniform(1.5, 2.4):.1f}mm | $3.0mm | ok |",
                f"| roll exposure | {r.randint(300, 700)}mm | 1,000mm | ok |",
                f"| CMO face | {r.randint(20, 45)}mm | 75mm | ok |"]
        return (f"**Daily risk report — {et(ms)} ET** (riskbot)\n| metric | value | limit | status |\n|---|---|---|---|\n"
                + "\n".join(rows) +
                f"\nkey-rate DV01: 2y {r.randint(10, 40)}k · 5y {r.randint(60, 140)}k · 10y {r.randint(80, 160)}k · 30y {r.randint(5, 40)}k"
                f"\nall limits ok · no breaches in last 24h · model run {r.randint(1000, 9999)}")

    def pnl_detail(self, ms):
        r = self.r
        sg = lambda: r.choice(["+", "-"])
        rows = "\n".join(f"| {INSTR[k]['tw']} | {r.randint(-300, 300)}mm | {sg()}${r.randint(0, 180)}k | {sg()}${r.randint(0, 25)}k | "
                         f"{sg()}${r.randint(0, 60)}k |" for k in ["FN5", "FN55", "FN6", "FN65", "G255", "G26", "FNCI5"])
        return (f"**PnL attribution {et(ms)} ET** (pnl-bot, TW composite marks)\n| line | pos | price | carry | spread |\n"
                f"|---|---|---|---|---|\n{rows}\n| specs | — | {sg()}${r.randint(0, 60)}k | +${r.randint(0, 15)}k | — |\n"
                f"| CMO | — | {sg()}${r.randint(0, 40)}k | +${r.randint(0, 5)}k | — |\n| hedges | — | {sg()}${r.randint(0, 250)}k | — | — |\n"
                f"total {sg()}${r.randint(10, 500)}k · unexplained ${r.randint(0, 9)}k")

    def ci_log(self, ms):
        r = self.r
        b = r.randint(8000, 9999)
        svc = r.choice(["speeds-model", "alloc-flow", "tw-bridge-adapter", "riskbot-rules", "pnl-bot"])
        steps = ["checkout", "lint", "unit (412 tests)", "integration (TW sandbox)", "build image", "push registry", "deploy canary", "health check"]
        lines = [f"[{et(ms + i * r.randint(20000, 90000))}] {st:<26} {'ok' if i < 7 or r.random() < 0.8 else 'FAILED'}"
                 for i, st in enumerate(steps)]
        return f"ci-deploy: pipeline #{b} for {svc} ({r.choice(['main', 'release/2.1', 'hotfix/fix-cpr-nan'])})\n```\n" + "\n".join(lines) + "\n```"

    def stacktrace(self):
        r = self.r
        return ("speeds-bot ERROR while rendering cohort report\n```\nTraceback (most recent call last):\n"
                "  File \"/srv/speeds/report.py\", line 212, in render\n    rows = build_rows(cohorts, factor_month)\n"
                f"  File \"/srv/speeds/cohorts.py\", line {r.randint(80, 140)}, in build_rows\n    cpr = smm_to_cpr(p.smm)\n"
                "  File \"/srv/speeds/math.py\", line 17, in smm_to_cpr\n    return 1 - (1 - smm) ** 12\n"
                "TypeError: unsupported operand type(s) for -: 'int' and 'NoneType'\n```\nretrying in 300s")


# --------------------------------------------------------------------------- entry points


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    cap = Capture()
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for c in range(channels):
            rng = random.Random(f"{DESK}|{seed}|{c}|{day_start.date().isoformat()}")
            Day(cap, rng, channel_id(c), c, day_start, d).build()
    return cap.result()


# --------------------------------------------------------------------------- verification


def _final_text(m: dict) -> str:
    parts = [m.get("content") or ""]
    for e in m.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def verify(lines: list, labels: dict, end: datetime | None = None) -> dict:
    end = (end or DEFAULT_END).astimezone(timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    errs = []
    msgs, chan_of, parent_of, state = {}, {}, {}, {}
    last_ms, last_id = -1, -1
    for n, d in enumerate(lines, 1):
        op = d["op"]
        if op == "create":
            m = d["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if int(ca.timestamp() * 1000) != ms:
                errs.append(f"line {n}: created_at != snowflake time")
            if mid <= last_id:
                errs.append(f"line {n}: id not increasing")
            last_id = mid
            msgs[m["id"]] = dict(m)
            chan_of[m["id"]] = d["channel_id"]
            parent_of[m["id"]] = d.get("parent_channel_id") or d["channel_id"]
            state[m["id"]] = "live"
            t = ms
        elif op == "edit":
            msgs[d["message_id"]]["content"] = d["content"]
            state[d["message_id"]] = "edited"
            t = int(datetime.strptime(d["edited_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
        else:
            key = {"delete": "deleted_at", "bulk_delete": "deleted_at"}.get(op, "at")
            t = int(datetime.strptime(d[key], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
            if op == "delete":
                state[d["message_id"]] = "deleted"
            elif op == "bulk_delete":
                for x in d["message_ids"]:
                    state[x] = "deleted"
            elif op == "forget":
                state[d["message_id"]] = "forgotten"
            for x in ([d["message_id"]] if "message_id" in d else d.get("message_ids", [])):
                if x not in msgs:
                    errs.append(f"line {n}: {op} for unknown message {x}")
        if t < last_ms:
            errs.append(f"line {n}: events not in time order")
        last_ms = t
    hard_ids = set()
    per_type = {}
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errs.append(f"hard label {mid} missing")
            continue
        if chan_of[mid] != h["channel_id"]:
            errs.append(f"hard label {mid} wrong channel")
        txt = _final_text(msgs[mid])
        if not 2 <= len(h["facts"]) <= 5:
            errs.append(f"{mid}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in txt:
                errs.append(f"{mid}: fact {f!r} not in {txt[:120]!r}")
        if h["final_state"] != state[mid]:
            errs.append(f"{mid}: final_state {h['final_state']} != {state[mid]}")
        hard_ids.add(mid)
        per_type[h["event_type"]] = per_type.get(h["event_type"], 0) + 1
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in msgs or old in _final_text(msgs[mid]):
            errs.append(f"superseded {old!r} still in {mid}")
    live_text = "\n".join(_final_text(m) for k, m in msgs.items() if state[k] in ("live", "edited"))
    for s in labels["removed_texts"]:
        if s in live_text:
            errs.append(f"removed text {s!r} appears in a live message")
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for s, nm in ((noise, "noise"), (near, "near")):
        for x in s:
            if x not in msgs:
                errs.append(f"{nm} id {x} missing")
            if x in hard_ids:
                errs.append(f"{nm} id {x} is also hard")
    if noise & near:
        errs.append("noise/near overlap")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"{len(labels['idioms'])} idioms")
    for i in labels["idioms"]:
        if i["message_id"] not in msgs:
            errs.append(f"idiom {i['idiom']} missing msg")
        elif (i["expected"] == "not_hard") == (i["message_id"] in hard_ids):
            errs.append(f"idiom {i['idiom']} expected mismatch")
    # per channel-day stats (threads count with their parent)
    cds = {}
    for mid, m in msgs.items():
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        dstart = end - timedelta(days=(end_ms - ms - 1) // 86400000 + 1)
        key = (parent_of[mid], dstart.strftime("%Y-%m-%dT%H:%MZ"))
        c = cds.setdefault(key, {"messages": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        c["messages"] += 1
        c["bytes"] += len(_final_text(m).encode())
        c["hard"] += mid in hard_ids
        c["noise"] += mid in noise
        c["near"] += mid in near
    rows = []
    for (ch, day), c in sorted(cds.items(), key=lambda x: (x[0][1], x[0][0])):
        share = c["noise"] / c["messages"]
        kb = c["bytes"] / 1024
        rows.append({"channel": ch, "day": day, "messages": c["messages"], "kb": round(kb, 1),
                     "hard": c["hard"], "noise_share": round(share, 3), "near": c["near"]})
        if not 180 <= c["messages"] <= 320:
            errs.append(f"{ch}/{day}: {c['messages']} messages")
        if not 70 <= kb <= 120:
            errs.append(f"{ch}/{day}: {kb:.1f} KB")
        if not 0.25 <= share <= 0.40:
            errs.append(f"{ch}/{day}: noise share {share:.2f}")
        if not 25 <= c["hard"] <= 45:
            errs.append(f"{ch}/{day}: {c['hard']} hard")
    return {"errors": errs, "per_type": dict(sorted(per_type.items())), "channel_days": rows,
            "messages": len(msgs), "lines": len(lines),
            "kb": round(sum(len(_final_text(m).encode()) for m in msgs.values()) / 1024, 1)}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.mbs_tba")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-04T00:00Z)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # check: load back what was written
    with open(a.out, encoding="utf-8") as fh:
        lines = [json.loads(x) for x in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    if end is not None and end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    rep = verify(lines, labels, end)
    print(f"{rep['lines']} lines, {rep['messages']} messages, {rep['kb']} KB, "
          f"{len(labels['hard_events'])} hard events, {len(labels['idioms'])} idioms")
    print("hard events per type: " + ", ".join(f"{k}={v}" for k, v in rep["per_type"].items()))
    for row in rep["channel_days"]:
        print(f"  {row['day']} ch {row['channel']}: {row['messages']} msgs, {row['kb']} KB, "
              f"{row['hard']} hard, {row['near']} near-miss, noise {row['noise_share'] * 100:.1f}%")
    if rep["errors"]:
        print(f"{len(rep['errors'])} problems:")
        for e in rep["errors"][:40]:
            print("  " + e)
        return 1
    print("verify: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
