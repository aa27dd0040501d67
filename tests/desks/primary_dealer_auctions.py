#!/usr/bin/env python3
"""Desk generator: a primary dealer's US Treasury auction desk.

Produces a seeded, busy day (or days) of the desk's Discord channel(s) as a
capture (JSON Lines events) plus ground-truth labels.  Standard library only.

    python -m tests.desks.primary_dealer_auctions --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "primary_dealer_auctions"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 2, 12, 0, 0, 0, tzinfo=timezone.utc)  # day = Wed 2026-02-11


def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _snow(unix_ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _iso(unix_ms: int) -> str:
    dt = datetime.fromtimestamp(unix_ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (unix_ms % 1000)


def _h(s: str) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest()[:12], 16)


GUILD_ID = str(_snow(_ms(datetime(2023, 6, 2, 13, 41, 7, tzinfo=timezone.utc)) + 517, 4, 0))


def channel_id(idx: int) -> str:
    base = _ms(datetime(2023, 11, 14, 15, 3, 22, tzinfo=timezone.utc))
    return str(_snow(base + idx * 37 * 86400000 + (_h("pda-ch-%d" % idx) % 86400000), 7, idx % 4096))


# ---------------------------------------------------------------- people / bots
PEOPLE = {
    "synd": ("Dana Whitcomb", False),
    "t10": ("priya.k", False),
    "t2": ("mroth", False),
    "tb": ("tkovac", False),
    "sales": ("jen.ostrowski", False),
    "strat_h": ("wes.liang", False),
    "mod": ("compliance-desk", False),
    "abs": ("ABS-gw", True),
    "risk": ("riskd", True),
    "strat": ("strat-agent", True),
    "wire": ("wire", True),
    "bridge": ("dealer-bridge", True),
    "pit": ("pitwatch", True),
    "cron": ("cronkeeper", True),
    "deploy": ("deploybot", True),
    "fill": ("fillbot", True),
    "router": ("router-agent", True),
}


def author_id(key: str) -> str:
    start = _ms(datetime(2018, 3, 1, tzinfo=timezone.utc))
    off = _h("pda-author-" + key) % (5 * 365 * 86400000)
    return str(_snow(start + off, _h(key) % 32, _h(key + "s") % 4096))


# ---------------------------------------------------------------- market set-up
AUCTIONS = [
    dict(short="10y", code="10Y", name="10-YEAR NOTE", nice="10-year note", kind="new issue",
         cusip="91282CPK1", desc="4 1/8% Feb-36", size=42, wi=4.183, fut="TYH6", fpx=110.5,
         fdv=64.0, bucket="7-10Y", dv01mm=850.0, swap="10y SOFR", spread=-42.5),
    dict(short="30y", code="30Y", name="30-YEAR BOND", nice="30-year bond", kind="new issue",
         cusip="912810UN6", desc="4 3/4% Feb-56", size=25, wi=4.781, fut="USH6", fpx=114.25,
         fdv=142.0, bucket="20-30Y", dv01mm=1610.0, swap="30y SOFR", spread=-81.0),
    dict(short="3y", code="03Y", name="3-YEAR NOTE", nice="3-year note", kind="new issue",
         cusip="91282CPJ4", desc="3 7/8% Feb-29", size=58, wi=3.862, fut="TUH6", fpx=103.75,
         fdv=39.0, bucket="2-5Y", dv01mm=282.0, swap="3y SOFR", spread=-21.0),
    dict(short="10y TIPS", code="10T", name="10-YEAR TIPS REOPENING", nice="10-year TIPS reopening",
         kind="reopening", cusip="91282CNS6", desc="1 7/8% Jan-35 TIPS", size=19, wi=1.842,
         fut="TYH6", fpx=110.5, fdv=64.0, bucket="7-10Y", dv01mm=880.0, swap="10y SOFR", spread=-42.5),
    dict(short="20y", code="20Y", name="20-YEAR BOND REOPENING", nice="20-year reopening",
         kind="reopening", cusip="912810UL0", desc="4 5/8% Nov-45", size=13, wi=4.712, fut="USH6",
         fpx=114.25, fdv=142.0, bucket="20-30Y", dv01mm=1290.0, swap="20y SOFR", spread=-69.0),
    dict(short="7y", code="07Y", name="7-YEAR NOTE", nice="7-year note", kind="new issue",
         cusip="91282CPL9", desc="4% Jan-33", size=44, wi=3.998, fut="FVH6", fpx=108.625,
         fdv=47.0, bucket="5-7Y", dv01mm=610.0, swap="7y SOFR", spread=-36.0),
]
BILLS = [("13w", 3.930), ("26w", 3.905), ("6w", 3.952), ("17w", 3.921), ("52w", 3.781), ("8w", 3.944)]
BUYBACK_BONDS = [("912810TM0", "4% Nov-52"), ("912810TT5", "4 1/8% Aug-53"), ("912810SZ2", "2 1/4% Feb-52")]


def f32(x: float) -> str:
    """Treasury futures price in 32nds with '+' for a half."""
    whole = int(x)
    t = round((x - whole) * 64)
    if t >= 64:
        whole, t = whole + 1, t - 64
    s = "%d-%02d" % (whole, t // 2)
    return s + ("+" if t % 2 else "")


def y3(x: float) -> str:
    return "%.3f" % x


def mmfmt(mm: int) -> str:
    return "%dmm" % mm


def commas(n: int) -> str:
    return "{:,}".format(n)


# ---------------------------------------------------------------- day builder
class Day:
    def __init__(self, seed, ch_idx, day_idx, day_start, alloc):
        self.rng = random.Random("pda|%d|%d|%s" % (seed, ch_idx, day_start.date().isoformat()))
        self.ch_idx = ch_idx
        self.ch = channel_id(ch_idx)
        self.day_start = day_start
        self.t0 = _ms(day_start)
        self.alloc = alloc
        self.worker = 1 + ch_idx % 30
        self.events = []  # (ms, order, dict)
        self.order = 0
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.msgs = {}  # id -> dict(ch, content, embeds, ms)
        self.count = 0
        self.bytes = 0
        self.used_times = set()
        r = self.rng
        n = len(AUCTIONS)
        pick = (day_start.date().toordinal() + 2 * ch_idx) % n
        self.A = dict(AUCTIONS[pick])
        A = self.A
        A["wi"] = round(A["wi"] + r.uniform(-0.045, 0.045), 3)
        A["fpx"] = A["fpx"] + r.randint(-20, 20) / 64.0
        self.mmdd = day_start.strftime("%m%d")
        others = [a for i, a in enumerate(AUCTIONS) if i != pick]
        r.shuffle(others)
        self.watch = others[:2]
        self.unheld = others[2:]
        self.bb = BUYBACK_BONDS[(day_start.day + ch_idx) % len(BUYBACK_BONDS)]
        bl = list(BILLS)
        r.shuffle(bl)
        self.bill, self.bill2 = bl[0], bl[1]
        self.bill = (self.bill[0], round(self.bill[1] + r.uniform(-0.02, 0.02), 3))
        self.bill2 = (self.bill2[0], round(self.bill2[1] + r.uniform(-0.02, 0.02), 3))
        self.thread = None

    # -- time helpers
    def at(self, h, m=0, s=0.0, jit=0.0):
        sec = h * 3600 + m * 60 + s + (self.rng.uniform(0, jit) if jit else 0)
        return max(1.0, min(sec, 86399.0))

    def rand_time(self, lo_h=0, hi_h=24):
        w = [1, 0.8, 0.8, 1, 1, 0.8, 1.2, 2.5, 3, 3, 3.5, 4, 8, 10, 10, 10, 11, 10, 13, 9, 7, 4, 2, 1.5]
        hours = list(range(lo_h, hi_h))
        h = self.rng.choices(hours, weights=[w[x] for x in hours])[0]
        return h * 3600 + self.rng.uniform(0, 3599)

    def _ms_at(self, sec):
        ms = self.t0 + int(sec * 1000) + self.rng.randint(0, 999)
        while ms in self.used_times:
            ms += 1
        self.used_times.add(ms)
        return ms

    def _push(self, ms, ev):
        self.order += 1
        self.events.append((ms, self.order, ev))

    # -- message creation
    def post(self, sec, who, content="", embeds=None, reply=None, thread=False, kind=None,
             hard=None, idiom=None, pinned=False):
        ms = self._ms_at(sec)
        key = (ms, self.worker)
        seq = self.alloc.get(key, 0)
        self.alloc[key] = seq + 1
        mid = str(_snow(ms, self.worker, seq))
        name, bot = PEOPLE[who]
        chan = self.thread if (thread and self.thread) else self.ch
        msg = {"id": mid, "author_id": author_id(who), "author_name": name, "author_bot": bot,
               "created_at": _iso(ms), "content": content, "attachments": [],
               "embeds": embeds or [], "reference_id": reply}
        if pinned:
            msg["pinned"] = True
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if chan != self.ch:
            ev["parent_channel_id"] = self.ch
        ev["message"] = msg
        self._push(ms, ev)
        self.msgs[mid] = {"ch": chan, "content": content, "embeds": embeds or [], "ms": ms}
        self.count += 1
        self.bytes += len(content.encode()) + sum(len(_embed_text(e).encode()) for e in (embeds or []))
        if kind == "noise":
            self.noise.append(mid)
        elif kind == "near":
            self.near.append(mid)
        if hard:
            etype, facts, phr = hard
            if not facts and phr == "reply":
                facts = [content]
            self.hard.append({"channel_id": chan, "message_id": mid, "event_type": etype,
                              "facts": list(facts), "phrasing": phr, "final_state": "live"})
        if idiom:
            exp = hard[0] if hard else "not_hard"
            self.idioms.append({"message_id": mid, "idiom": idiom, "expected": exp})
        return mid

    def hard_of(self, mid):
        for h in self.hard:
            if h["message_id"] == mid:
                return h
        return None

    def edit(self, sec, mid, content, new_facts=None, old=()):
        ms = self._ms_at(sec)
        m = self.msgs[mid]
        assert ms > m["ms"]
        self._push(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["ch"], "message_id": mid,
                        "edited_at": _iso(ms), "content": content})
        m["content"] = content
        h = self.hard_of(mid)
        if h:
            h["final_state"] = "edited"
            if new_facts:
                h["facts"] = list(new_facts)
        for o in old:
            self.superseded.append([m["ch"], mid, o])

    def delete(self, sec, mid, snippet):
        ms = self._ms_at(sec)
        m = self.msgs[mid]
        assert ms > m["ms"]
        self._push(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m["ch"], "message_id": mid,
                        "deleted_at": _iso(ms)})
        self._gone(mid, "deleted", snippet)

    def bulk_delete(self, sec, mids, snippets):
        ms = self._ms_at(sec)
        ch = self.msgs[mids[0]]["ch"]
        self._push(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                        "message_ids": list(mids), "deleted_at": _iso(ms)})
        for mid, sn in zip(mids, snippets):
            self._gone(mid, "deleted", sn)

    def forget(self, sec, mid, snippet):
        ms = self._ms_at(sec)
        m = self.msgs[mid]
        self._push(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m["ch"], "message_id": mid,
                        "requested_by": author_id("mod"), "at": _iso(ms)})
        self._gone(mid, "forgotten", snippet)

    def _gone(self, mid, state, snippet):
        m = self.msgs[mid]
        assert snippet in m["content"] or any(snippet in _embed_text(e) for e in m["embeds"]), snippet
        m["gone"] = state
        h = self.hard_of(mid)
        if h:
            h["final_state"] = state
        self.removed.append(snippet)

    def pin(self, sec, mid, who="synd"):
        ms = self._ms_at(sec)
        self._push(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                        "message_id": mid, "by": author_id(who), "at": _iso(ms)})

    def react(self, sec, mid, emoji, who, remove=False):
        ms = self._ms_at(sec)
        self._push(ms, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                        "channel_id": self.msgs[mid]["ch"], "message_id": mid, "emoji": emoji,
                        "user_id": author_id(who), "at": _iso(ms)})

    # ------------------------------------------------------------ the day
    def build(self):
        self.background()
        self.overnight_and_london()
        self.ny_morning()
        self.bills_auction()
        self.main_auction()
        self.post_auction()
        self.chatter()
        self.near_misses()
        self.long_flow()
        self.evening()
        return self

    # ---------------------------------------------------- noise backdrop
    def background(self):
        r = self.rng
        A = self.A
        for hh in range(24):
            if 13 <= hh <= 21:
                self.post(self.at(hh, 0, r.uniform(2, 40)), "risk", "", embeds=[_risk_report(r, hh)], kind="noise")
                continue
            self.post(self.at(hh, 0, r.uniform(2, 40)), "risk",
                      "riskd ♥ ok | 7 buckets | lat %dms | rev %s" % (
                          r.randint(2, 9), "2.8.%d" % r.randint(10, 14)), kind="noise")
        for hh in range(10, 23, 2):
            self.post(self.at(hh, 30, r.uniform(0, 50)), "abs",
                      "ABS-gw heartbeat seq=%d session=TAAPS-PD%02d state=UP rtt=%dms q=0" % (
                          r.randint(10000, 99999), r.randint(1, 9), r.randint(28, 70)), kind="noise")
        # pit-style price alerts
        alerts = []
        for _ in range(r.randint(10, 13)):
            sec = self.rand_time(12, 22)
            alerts.append(sec)
        for sec in sorted(alerts) + [self.at(13, 30, 3), self.at(13, 30, 9), self.at(18, 0, 40)]:
            choice = r.random()
            mv = r.randint(2, 9)
            up = r.random() < 0.5
            if choice < 0.4:
                px = A["fpx"] + r.randint(-14, 14) / 64.0
                txt = "🔔 %s %s %s %d ticks | vol %sk" % (A["fut"], f32(px), "▲" if up else "▼", mv,
                                                           r.randint(180, 1400))
            elif choice < 0.75:
                yy = A["wi"] + r.uniform(-0.03, 0.03)
                txt = "🔔 %s WI %s %s %.1fbp on the day" % (A["short"], y3(yy), "▲" if up else "▼", mv / 2.0)
            elif choice < 0.9:
                txt = "🔔 2s10s %+.1fbp → %.1f | 5s30s %.1f" % ((mv - 5) / 2.0, 38 + r.uniform(-4, 4),
                                                                 61 + r.uniform(-5, 5))
            else:
                txt = "🔔 %s new session %s %s" % (A["fut"], "high" if up else "low",
                                                  f32(A["fpx"] + r.randint(-20, 20) / 64.0))
            self.post(sec, "pit", txt, kind="noise")
        # reconnects + stack trace, some bulk-deleted
        base = self.at(3, 9, 0, 120)
        ids, snips = [], []
        for k in range(3):
            sess = "%08x" % r.getrandbits(32)
            ids.append(self.post(base + k * 7, "bridge",
                                 "dealer-bridge: upstream IB chat dropped, reconnecting (attempt %d) sess=%s" % (k + 1, sess),
                                 kind="noise"))
            snips.append("sess=%s" % sess)
        self.post(base + 30, "bridge", _stack_bridge(r), kind="noise")
        self.bulk_delete(base + 600, ids, snips)
        self.post(self.at(3, 21, 0, 60), "bridge", "dealer-bridge: reconnected, 4 rooms rejoined, backlog 0",
                  kind="noise")
        self.post(self.at(20, 14, 0, 600), "bridge", "dealer-bridge: reconnected after %ds, rooms=4" % r.randint(3, 40),
                  kind="noise")
        # CI / deploy
        self.post(self.at(10, 40, 0, 300), "deploy", "CI ✔ abs-gw#%d passed (%d tests, %ds)" % (
            r.randint(1400, 1600), r.randint(190, 240), r.randint(60, 140)), kind="noise")
        self.post(self.at(10, 52, 0, 300), "deploy", "deploy abs-gw v3.14.%d → prod ✔ (canary 100%%, no errors)" % r.randint(1, 9),
                  kind="noise")
        self.post(self.at(21, 40, 0, 300), "deploy",
                  "CI ✖ riskd#%d failed: tests/test_bucket_rollup.py::test_tips_dv01_indexratio — AssertionError" % r.randint(800, 999),
                  kind="noise")
        self.post(self.at(22, 5, 0, 300), "deploy", "deploy riskd 2.9.0-rc%d → uat ✔" % r.randint(1, 4), kind="noise")
        self.post(self.at(15, 47, 0, 300), "router", _stack_router(r), kind="noise")
        # PnL snapshots
        for hh, lab in ((12, "07:00ET"), (16, "11:00ET"), (19, "14:00ET"), (21, "16:00ET")):
            a, b, c = r.uniform(-0.4, 0.4), r.uniform(-0.5, 0.5), r.uniform(-0.3, 0.3)
            if r.random() < 0.5:
                self.post(self.at(hh, 2, 0, 200), "cron", "PnL %s | WI %+.2fmm | futs %+.2fmm | bills %+.2fmm | total %+.2fmm" % (
                    lab, a, b, c, a + b + c), kind="noise")
            else:
                self.post(self.at(hh, 2, 0, 200), "cron", "", embeds=[{
                    "title": "PnL snapshot %s" % lab, "description": "desk: UST auctions",
                    "fields": [{"name": "WI", "value": "%+.2fmm" % a, "inline": True},
                               {"name": "Futures", "value": "%+.2fmm" % b, "inline": True},
                               {"name": "Bills", "value": "%+.2fmm" % c, "inline": True},
                               {"name": "Total", "value": "%+.2fmm" % (a + b + c)}],
                    "footer": "cronkeeper · pnl-snap"}], kind="noise")
        # cron summaries
        self.post(self.at(2, 0, 5, 60), "cron", "overnight recon: 0 breaks, 0 fails vs FICC, %d CUSIPs checked" % r.randint(180, 260),
                  kind="noise")
        self.post(self.at(6, 0, 5, 60), "cron", "feed digest 01:00ET: 0 routed, %d skipped, 0 pending" % r.randint(1, 6),
                  kind="noise")
        self.post(self.at(17, 0, 5, 60), "cron", "router summary 12:00ET: %d routed · %d no-route · 0 pending" % (
            r.randint(2, 5), r.randint(1, 4)), kind="noise")

    # ---------------------------------------------------- overnight + London
    def overnight_and_london(self):
        r = self.rng
        A = self.A
        jgb = r.choice(["*JAPAN 30-YR JGB AUCTION BID-TO-COVER 3.04 VS 3.31 PRIOR; TAIL 0.12",
                        "*JAPAN 20-YR JGB AUCTION LOWEST PRICE 97.65, TAIL 0.08; BTC 3.38",
                        "*JAPAN 5-YR JGB AUCTION DRAWS BTC 3.61, STRONGEST SINCE OCT"])
        self.post(self.at(3, 35, 0, 200), "wire", jgb, kind="near")
        self.post(self.at(4, 10, 0, 1800), "bridge", "[bridge · TKO] " + r.choice([
            "lifers quiet, some 10s buying from a Taiwan name into the JGB move, nothing size",
            "asia real money light, 30s WI tight bid-offer, no size either way",
            "Tokyo desk says JGB supply digested fine, spillover to USTs minimal"]))
        self.post(self.at(6, 30, 0, 600), "strat", _asia_wrap(r, A))
        gilt = r.choice(["*UK DMO: 4.5% 2035 GILT AUCTION RAISES £4.25BN, COVER 3.12",
                         "*GERMANY SELLS €4.1BN 2.6% 2035 BUND, BTC 1.9 (RETAINED 18%)",
                         "*UK DMO ANNOUNCES 2061 GILT SYNDICATION, WEEK OF 16 FEB"])
        self.post(self.at(8, 5, 0, 900), "wire", gilt, kind="near")
        self.post(self.at(9, 30, 0, 900), "strat", _stats_pack(r, A, self.bill), kind="near",
                  idiom="long auction stats pack, trading words, no decision")
        self.post(self.at(9, 50, 0, 1800), "bridge", "[bridge · LDN] " + r.choice([
            "real money selling gilts vs buying 10s USTs early, small",
            "swap spreads a touch wider in Europe, 10s -42 area in US terms",
            "quiet london, everyone waiting for NY data"]))
        # book/status message: near miss, pinned
        self.book_id = self.post(self.at(11, 0, 20, 60), "cron", _book(r, A, self.watch, self.bb, self.bill), kind="near")
        self.pin(self.at(12, 10, 0, 200), self.book_id)

    # ---------------------------------------------------- NY morning
    def ny_morning(self):
        r = self.rng
        A = self.A
        for who, txt in (("t10", "gm"), ("t2", "morning"), ("tb", r.choice(["gm", "mornin", "☕"]))):
            self.post(self.at(12, 4, 0, 500), who, txt, kind="noise")
        # risk limit raised for the auction (structured)
        old = {"7-10Y": 1.80, "20-30Y": 1.10, "2-5Y": 1.40, "5-7Y": 1.25}[A["bucket"]]
        new = round(old * r.choice([1.3, 1.4, 1.45]), 2)
        self.lim_old, self.lim_new = old, new
        olds, news = "%.2fmm" % old, "%.2fmm" % new
        self.post(self.at(12, 15, 0, 300), "risk",
                  "riskd LIMIT_SET desk=UST-AUCT bucket=%s dv01_limit=%s (was %s) reason=%s_AUCTION approver=D.Whitcomb valid_until=19:00Z" % (
                      A["bucket"], news, olds, A["code"]),
                  hard=("risk_limit", [A["bucket"], news, "LIMIT_SET"], "structured"),
                  idiom="risk engine temp limit raise for the auction")
        # repo op (optional)
        if r.random() < 0.35:
            amt = r.choice([1000, 1500, 2000])
            rate = r.choice(["4.35", "4.30", "4.40"])
            self.post(self.at(12, 20, 0, 200), "tb",
                      "fyi putting %s into the AM RP op at %s min, desk standing auth" % (commas(amt) + "mm", rate))
            pid = "RP%s-AM-%02d" % (self.mmdd, r.randint(1, 40))
            self.post(self.at(12, 28, 0, 60), "abs",
                      "FEDTRADE SUBMIT prop_id=%s op=SRF-AM amt=%d rate=%s coll=UST status=SUBMITTED" % (pid, amt * 1000000, rate),
                      hard=("trade_confirmation", [pid, "SUBMITTED", rate], "structured"))
            self.post(self.at(12, 31, 0, 60), "abs", "", embeds=[{
                "title": "FedTrade result · SRF-AM", "description": "Proposition awarded",
                "fields": [{"name": "prop_id", "value": pid, "inline": True},
                           {"name": "Accepted", "value": commas(amt) + "mm", "inline": True},
                           {"name": "Rate", "value": rate + "%", "inline": True}],
                "footer": "FRBNY via ABS-gw · settle same-day"}],
                      hard=("trade_fill", [pid, commas(amt) + "mm", rate + "%"], "embed"))
        # WI short set-up into the auction
        wi_px = round(A["wi"] - r.choice([0.009, 0.011, 0.013]), 3)
        self.wi_px = wi_px
        wi_amt = r.choice([150, 200, 250])
        self.wi_amt = wi_amt
        s1 = round(wi_px - 0.027, 3)
        s2 = round(wi_px - 0.020, 3)
        s3 = round(wi_px - 0.013, 3)
        prop_txt = r.choice([
            "sell %dmm %s WI @ %s, stop %s — setting up the concession into %s ET" % (wi_amt, A["short"], y3(wi_px), y3(s1), "13:00"),
            "looking to offer %dmm %s WI at %s, stop %s, cover on the award" % (wi_amt, A["short"], y3(wi_px), y3(s1)),
        ])
        p = self.post(self.at(12, 40, 0, 300), "t10", prop_txt,
                      hard=("trade_proposal", [A["short"] + " WI", str(wi_amt) + "mm", y3(wi_px)], "shorthand"))
        self.post(self.at(12, 48, 0, 60), "synd", r.choice(["yes", "go", "approved"]), reply=p,
                  hard=("trade_approval", [], "reply"), idiom="one-word approval by reply")
        self.react(self.at(12, 48, 50), p, "👍", "t2")
        self.post(self.at(12, 52, 0, 60), "fill", "", embeds=[{
            "title": "Execution report", "description": "WI trade booked",
            "author": "OMS",
            "fields": [{"name": "Instrument", "value": "%s WI (%s)" % (A["short"], A["cusip"]), "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": str(wi_amt) + "mm", "inline": True},
                       {"name": "Yield", "value": y3(wi_px), "inline": True}],
            "footer": "ord %s · venue BrokerTec" % ("%06x" % r.getrandbits(24))}],
                  hard=("trade_fill", [A["cusip"], "SELL", str(wi_amt) + "mm", y3(wi_px)], "embed"))
        stop_id = self.post(self.at(12, 55, 0, 60), "t10", "stop on the %s WI short: %s" % (A["short"], y3(s1)),
                            hard=("stop_or_target_change", [A["short"] + " WI", y3(s1)], "untagged"),
                            idiom="stop moved twice by editing the same message")
        self.edit(self.at(14, 40, 0, 300), stop_id, "stop on the %s WI short: %s" % (A["short"], y3(s2)),
                  new_facts=[A["short"] + " WI", y3(s2)], old=[y3(s1)])
        self.edit(self.at(16, 50, 0, 300), stop_id, "stop on the %s WI short: %s (trailing)" % (A["short"], y3(s3)),
                  new_facts=[A["short"] + " WI", y3(s3)], old=[y3(s2)])
        # data headlines (generic) + fed generic headline
        self.post(self.at(13, 30, 0.3), "wire", r.choice([
            "*US JAN CPI +0.3% M/M, EST +0.3%; CORE +0.3%, EST +0.3%",
            "*US INITIAL JOBLESS CLAIMS 221K, EST 218K; CONTINUING 1.87M",
            "*US JAN RETAIL SALES +0.4% M/M, EST +0.2%; CONTROL GROUP +0.5%"]))
        self.post(self.at(13, 32, 0, 120), "t2", r.choice(["in line, nothing", "meh", "bit hot, 2s leaking"]))
        self.post(self.at(14, 5, 0, 900), "wire", r.choice([
            "*FED'S BOSTIC: NO RUSH TO ADJUST POLICY, INFLATION STILL ABOVE GOAL",
            "*FED'S LOGAN: BALANCE SHEET RUNOFF NEAR END-POINT, WATCHING REPO",
            "*FED'S WALLER: LABOR MARKET SOFTENING GRADUALLY"]), kind="near")
        # buyback: submission, result headline on held cusip, our offer accepted
        bbc, bbd = self.bb
        oid = "BB%s-%03d" % (self.mmdd, r.randint(1, 400))
        bpx = 96 + r.randint(0, 40) / 32.0 + (1 / 64.0 if r.random() < 0.5 else 0)
        if r.random() < 0.5:
            self.post(self.at(14, 12, 0, 200), "abs",
                  "ABS BUYBACK SUBMIT offer_id=%s op=BB-20-30Y cusip=%s side=OFFER px=%s amt=25000000 status=SUBMITTED" % (
                      oid, bbc, f32(bpx)),
                  hard=("trade_confirmation", [oid, bbc, "SUBMITTED"], "structured"))
        tot = r.choice(["2.0B", "1.5B", "2.5B"])
        acc = r.randint(180, 420)
        self.post(self.at(14, 33, 0, 60), "wire",
                  "*TREASURY BUYBACK (20-30Y NOMINAL): ACCEPTS $%s OF $%.1fB OFFERED; %s (%s) $%dMM ACCEPTED" % (
                      tot, r.uniform(6, 11), bbc, bbd, acc),
                  hard=("held_position_news", [bbc, "$%dMM ACCEPTED" % acc], "untagged"),
                  idiom="buyback headline naming a held CUSIP")
        self.post(self.at(14, 35, 0, 60), "abs",
                  "ABS BUYBACK RESULT offer_id=%s cusip=%s px=%s amt=25000000 status=ACCEPTED" % (oid, bbc, f32(bpx)),
                  hard=("trade_fill", [oid, f32(bpx), "25000000", "ACCEPTED"], "structured"))
        # watchlist news
        W1 = self.watch[0]
        dt = (self.day_start + timedelta(days=r.choice([5, 6, 7]))).strftime("%b %d").upper()
        self.post(self.at(14, 31, 0, 1200), "wire",
                  "*TREASURY TO SELL $%dB %s ON %s; CUSIP %s" % (W1["size"], W1["name"], dt, W1["cusip"]),
                  hard=("watchlist_news", [W1["name"], "$%dB" % W1["size"]], "untagged"))
        # customer bid: forgotten (real name) then anonymised repost
        cl = r.choice(["Halcyon Pension", "Halcyon Pension Trust"])
        camt = r.choice([200, 300, 400])
        self.cust_amt = camt
        self.cust_y = round(A["wi"] - r.choice([0.003, 0.004, 0.005]), 3)
        f = self.post(self.at(15, 5, 0, 120), "sales",
                      "%s wants %dmm %s at %s comp, passing through — routing to ABS via Dana" % (
                          cl, camt, A["short"], y3(self.cust_y)),
                      hard=("route_decision", [str(camt) + "mm", y3(self.cust_y), "routing to ABS"], "untagged"))
        self.forget(self.at(15, 9, 0, 60), f, cl)
        self.post(self.at(15, 11, 0, 60), "sales",
                  "sorry, scrubbed. CUST-0412 bid %dmm %s at %s comp, pass-through → routing to Dana for the ABS ticket" % (
                      camt, A["short"], y3(self.cust_y)),
                  hard=("route_decision", ["CUST-0412", str(camt) + "mm", "routing to Dana"], "untagged"))
        self.post(self.at(15, 13, 0, 60), "synd", "k", kind="noise")
        # strategist updated preview with buried change of view
        self.post(self.at(15, 30, 0, 300), "strat", _preview_buried(r, A, self.bill, self),
                  hard=("thesis_update", [A["short"], "tail of 0.5-1bp", "was: stop-through"], "buried"),
                  idiom="change of view buried in a long auction preview")
        self.thesis_pick = r.random()
        if self.thesis_pick < 0.45:
            W2 = self.watch[1]
            if r.random() < 0.5:
                self.post(self.at(15, 55, 0, 900), "t2",
                          "changing my mind on %s for next week: was leaning buy the concession, now think it tails — too much supply this month, out of the long idea" % W2["short"],
                          hard=("thesis_update", [W2["short"], "now think it tails", "out of the long idea"], "untagged"))
            else:
                self.post(self.at(15, 55, 0, 900), "t2",
                          "flipping on %s — was constructive into the auction, now neutral-to-bearish; the curve move took away the concession" % W2["short"],
                          hard=("thesis_update", [W2["short"], "flipping", "neutral-to-bearish"], "untagged"))

    # ---------------------------------------------------- bills
    def bills_auction(self):
        r = self.rng
        (b1, r1), (b2, r2) = self.bill, self.bill2
        amt = r.choice([2, 3, 4])
        p = self.post(self.at(16, 5, 0, 200), "tb",
                      "bills: bid %s %s %dbn, and %s %s 1bn if we still want it" % (b1, y3(r1), amt, b2, y3(r2)),
                      hard=("trade_proposal", [b1, y3(r1), "%dbn" % amt], "shorthand"))
        if r.random() < 0.5:
            self.post(self.at(16, 9, 0, 60), "synd", "yes to the first, skip the second", reply=p,
                      hard=("trade_approval", ["yes to the first", "skip the second"], "reply"))
        else:
            self.post(self.at(16, 9, 0, 60), "synd", "yes on %s, pass %s" % (b1, b2), reply=p,
                      hard=("trade_approval", ["yes on " + b1, "pass " + b2], "reply"))
        bid = "TB-%s-%s-01" % (b1.upper(), self.mmdd)
        self.post(self.at(16, 14, 0, 120), "abs",
                        "ABS SUBMIT bid_id=%s auction=%s-BILL type=COMP side=BID rate=%s amt=%d acct=PD-HOUSE status=SUBMITTED" % (
                            bid, b1.upper(), y3(r1), amt * 1000000000),
                        hard=("trade_confirmation", [bid, y3(r1), "SUBMITTED"], "structured"),
                        idiom="auction system key=value submission line")
        self.post(self.at(16, 17, 0, 300), "tb", "we should send the %s too before it closes, no?" % b2, kind="near")
        late = "TB-%s-%s-02" % (b2.upper(), self.mmdd)
        self.post(self.at(16, 30, 0.4, 1.0), "abs",
                  "ABS NAK bid_id=%s auction=%s-BILL rate=%s amt=1000000000 status=REJECTED reason=window_closed close=11:30:00ET" % (
                      late, b2.upper(), y3(r2)),
                  hard=("trade_confirmation", [late, "REJECTED", "window_closed"], "structured"),
                  idiom="late bid rejected by the auction system")
        self.post(self.at(16, 30, 20, 30), "tb", r.choice(["ffs", "too slow, fine", "oh well"]), kind="noise")
        pct = round(r.uniform(22, 61), 2)
        alloc = int(amt * 1000000000 * pct / 100 / 1000000) * 1000000
        self.post(self.at(16, 33, 0, 60), "abs",
                  "ABS AWARD bid_id=%s stop=%s our_rate=%s alloc=%d (%.2f%% at stop) status=AWARDED" % (
                      bid, y3(r1), y3(r1), alloc, pct),
                  hard=("trade_fill", [bid, str(alloc), y3(r1)], "structured"))
        b52 = "52w" if b1 != "52w" and b2 != "52w" else "4w"
        self.post(self.at(16, 36, 0, 300), "t2", "are we bidding the %s on Thursday or sitting it out?" % b52, kind="near")
        self.post(self.at(16, 41, 0, 300), "tb",
                  "%s: no action, not bidding it this week — stop-out's been through our model three times running" % b52,
                  hard=("no_route_decision", [b52, "no action"], "untagged"))

    # ---------------------------------------------------- main auction (thread)
    def main_auction(self):
        r = self.rng
        A = self.A
        starter = self.post(self.at(17, 2, 0, 120), "synd", "%s bids in the thread 👇 keep it there" % A["short"])
        self.thread = starter
        bid_y = round(A["wi"] + r.choice([0.001, 0.002, 0.003]), 3)
        self.bid_y = bid_y
        amt = r.choice([200, 250, 300])
        ff = self.post(self.at(17, 8, 0, 60), "t10", "bid %s WI %s %d0mm" % (A["short"], y3(bid_y), amt), thread=True,
                       hard=("trade_proposal", [A["short"] + " WI", y3(bid_y), "%d0mm" % amt], "shorthand"))
        self.delete(self.at(17, 9, 30, 20), ff, "%s %d0mm" % (y3(bid_y), amt))
        self.post(self.at(17, 10, 0, 10), "t10", "fat finger, deleted — real one below", thread=True)
        p = self.post(self.at(17, 10, 30, 30), "t10", "bid %s WI %s %dmm" % (A["short"], y3(bid_y), amt), thread=True,
                      hard=("trade_proposal", [A["short"] + " WI", "bid", y3(bid_y), "%dmm" % amt], "shorthand"),
                      idiom="rates shorthand bid in yield with mm size")
        self.post(self.at(17, 13, 0, 40), "synd", "approved", reply=p, thread=True,
                  hard=("trade_approval", ["approved"], "reply"))
        self.react(self.at(17, 13, 50), p, "📌", "synd")
        self.react(self.at(17, 14, 10), p, "👍", "t10")
        tier_y = round(bid_y - 0.010, 3)
        tier_amt = r.choice([100, 150])
        self.post(self.at(17, 16, 0, 60), "t2", "what if we go %s on a second tier instead of chasing the screws?" % y3(round(tier_y + 0.005, 3)),
                  thread=True, kind="near")
        p2 = self.post(self.at(17, 19, 0, 60), "t10", "2nd tier: bid %s %s %dmm" % (A["short"], y3(tier_y), tier_amt), thread=True,
                       hard=("trade_proposal", [A["short"], y3(tier_y), "%dmm" % tier_amt], "shorthand"))
        self.post(self.at(17, 22, 0, 60), "synd", r.choice(["no", "pass", "no."]), reply=p2, thread=True,
                  hard=("trade_approval", [], "reply"), idiom="one-word rejection by reply")
        self.post(self.at(17, 22, 40, 30), "t10", "👍", thread=True, kind="noise")
        # risk what-if (near miss)
        add = round(amt * A["dv01mm"] / 1e6, 3)
        used = round(self.lim_new - add * r.uniform(0.35, 0.7), 3)
        self.post(self.at(17, 30, 0, 200), "risk",
                  "riskd whatif: +%dmm %s → bucket %s dv01 %.3fmm (limit %.2fmm) — informational, no order" % (
                      amt, A["short"], A["bucket"], used + add, self.lim_new), thread=True, kind="near",
                  idiom="risk what-if, informational")
        # submission, risk resize, ack
        bid = "TB-%s-%s-01" % (A["code"], self.mmdd)
        self.bid_id = bid
        sub = self.post(self.at(17, 39, 50, 5), "abs",
                        "ABS SUBMIT bid_id=%s auction=%s cusip=%s type=COMP side=BID yield=%s amt=%d acct=PD-HOUSE trader=priya.k status=SUBMITTED" % (
                            bid, A["code"], A["cusip"], y3(bid_y), amt * 1000000), thread=True,
                        hard=("trade_confirmation", [bid, y3(bid_y), "SUBMITTED"], "structured"))
        room = self.lim_new - used
        new_amt = max(25, int(room * 1e6 / A["dv01mm"] / 5) * 5)
        new_amt = min(new_amt, amt - 25)
        self.award_amt_bid = new_amt
        rs = "%dmm->%dmm" % (amt, new_amt)
        self.post(self.at(17, 40, 3, 1), "risk",
                  "riskd ORDER_RESIZED bid_id=%s bucket=%s dv01_post=%.3fmm limit=%.2fmm amt %s" % (
                      bid, A["bucket"], used + add, self.lim_new, rs), reply=sub, thread=True,
                  hard=("risk_limit", [bid, "ORDER_RESIZED", rs], "structured"),
                  idiom="risk engine resizes an auction bid")
        self.post(self.at(17, 40, 9, 2), "abs",
                  "ABS ACK bid_id=%s yield=%s amt=%d status=ACCEPTED tsy_ref=A%07d" % (
                      bid, y3(bid_y), new_amt * 1000000, r.randint(0, 9999999)), reply=sub, thread=True,
                  hard=("trade_confirmation", [bid, str(new_amt * 1000000), "ACCEPTED"], "structured"))
        # customer pass-through
        cb = "TB-%s-%s-C1" % (A["code"], self.mmdd)
        self.post(self.at(17, 44, 0, 60), "abs",
                  "ABS ACK bid_id=%s type=COMP passthru=Y cust=CUST-0412 yield=%s amt=%d status=ACCEPTED" % (
                      cb, y3(self.cust_y), self.cust_amt * 1000000), thread=True,
                  hard=("trade_confirmation", [cb, "CUST-0412", "ACCEPTED"], "structured"))
        if r.random() < 0.4:
            cy2 = round(self.cust_y + 0.002, 3)
            self.post(self.at(17, 51, 0, 60), "abs", "ABS CXL bid_id=%s status=CANCELLED reason=cust_amend" % cb, thread=True,
                      hard=("trade_confirmation", [cb, "CANCELLED"], "structured"))
            cb2 = cb[:-1] + "2"
            self.post(self.at(17, 52, 30, 30), "abs",
                      "ABS ACK bid_id=%s type=COMP passthru=Y cust=CUST-0412 yield=%s amt=%d status=ACCEPTED" % (
                          cb2, y3(cy2), self.cust_amt * 1000000), thread=True,
                      hard=("trade_confirmation", [cb2, y3(cy2), "ACCEPTED"], "structured"))
        # UAT line (near miss)
        self.post(self.at(17, 35, 0, 200), "abs",
                  "ABS[UAT] ACK bid_id=UAT-%s-%04d yield=%s amt=100000000 status=ACCEPTED env=uat (test harness)" % (
                      A["code"], r.randint(0, 9999), y3(bid_y)), kind="near", idiom="test-environment ack")
        self.post(self.at(17, 56, 0, 100), "synd", "anything else goes in now or not at all", thread=True)
        # result
        tail = round(r.choice([-0.4, 0.3, 0.6, 0.8, 1.1, 1.4]), 1)
        self.tail = tail
        wi_close = round(bid_y - tail / 100.0, 3)
        btc = round(r.uniform(2.31, 2.72), 2)
        ind = round(r.uniform(58, 74), 1)
        dirs = round(r.uniform(12, 22), 1)
        dlr = round(100 - ind - dirs, 1)
        hl = "*US SELLS $%dB %s AT %s%%, WI %s%%; BTC %.2f, INDIRECTS %.1f%%, DEALERS %.1f%%" % (
            A["size"], A["name"] + "S" if not A["name"].endswith("REOPENING") else A["name"], y3(bid_y), y3(wi_close), btc, ind, dlr)
        self.post(self.at(18, 1, 2, 8), "wire", hl,
                  hard=("held_position_news", [A["name"], y3(bid_y)], "untagged"),
                  idiom="auction result headline on the held issue")
        tl = ("tail %.1fbp" % tail) if tail > 0 else ("stop-through %.1fbp" % abs(tail))
        self.post(self.at(18, 1, 40, 20), "t10", "%s, %.2f btc, indirects %.1f" % (tl, btc, ind), thread=True)
        self.post(self.at(18, 2, 0, 30), "t2", r.choice(["ugh", "fine", "could be worse", "lol dealers"]), thread=True,
                  kind="noise")
        pct = round(r.uniform(28, 66), 2)
        alloc = int(new_amt * pct / 100) * 1000000
        self.alloc_amt = alloc
        self.post(self.at(18, 3, 0, 40), "abs", "", thread=True, embeds=[{
            "title": "Auction award · %s" % A["code"], "description": "bid_id %s" % bid,
            "fields": [{"name": "High yield", "value": y3(bid_y), "inline": True},
                       {"name": "Our bid", "value": y3(bid_y), "inline": True},
                       {"name": "Allotted at high", "value": "%.2f%%" % pct, "inline": True},
                       {"name": "Awarded", "value": commas(alloc)}],
            "footer": "ABS-gw · settle %s" % (self.day_start + timedelta(days=r.choice([4, 5]))).strftime("%m/%d")}],
                  hard=("trade_fill", [bid, y3(bid_y), commas(alloc)], "embed"),
                  idiom="auction award embed, pro-rata at high")
        self.post(self.at(18, 4, 0, 60), "bridge", "[bridge · %s] %s" % (r.choice(["BARC", "GS", "CITI"]), r.choice([
            "we bid %s for 1bn, got zip, all through us" % y3(round(bid_y + 0.004, 3)),
            "we got 60% at the high, hedged in TY already"])), kind="near",
                  idiom="another dealer's result relayed by the bridge")
        self.post(self.at(18, 6, 0, 100), "synd", r.choice(["thx all", "ok. hedge it", "good, now hedge"]), thread=True)

    # ---------------------------------------------------- post auction
    def post_auction(self):
        r = self.rng
        A = self.A
        dv = self.alloc_amt / 1e6 * A["dv01mm"]
        qty = max(300, int(round(dv * 0.55 / A["fdv"], -2)))
        px = A["fpx"] + r.randint(-6, 6) / 64.0
        pxs = f32(px)
        p = self.post(self.at(18, 7, 0, 60), "t2",
                      r.choice(["going to sell %s %s at %s against the award, ok?",
                                "hedge: sell %s %s @ %s vs award, then let the rest ride"]) % (commas(qty), A["fut"], pxs),
                      hard=("trade_proposal", [A["fut"], "sell", commas(qty), pxs], "untagged"))
        self.post(self.at(18, 8, 0, 30), "synd", r.choice(["👍 send it", "ok go", "go"]), reply=p,
                  hard=("trade_approval", [], "reply"), idiom="emoji + short reply approval")
        part = max(100, int(qty * r.choice([0.5, 0.6, 0.7]) / 100) * 100)
        oid = "%06x" % r.getrandbits(24)
        fid = self.post(self.at(18, 9, 0, 30), "fill",
                        "FILL ord=%s %s SELL %s/%s @ %s venue=CME status=PARTIAL" % (oid, A["fut"], part, qty, pxs),
                        hard=("trade_fill", [oid, A["fut"], "SELL", "%d/%d" % (part, qty)], "structured"))
        self.edit(self.at(18, 11, 0, 40), fid,
                  "FILL ord=%s %s SELL %s/%s @ %s venue=CME status=FILLED" % (oid, A["fut"], qty, qty, pxs),
                  new_facts=[oid, A["fut"], "SELL", "%d/%d" % (qty, qty), pxs], old=["%d/%d" % (part, qty)])
        tp = f32(px - r.randint(14, 22) / 32.0)
        st = f32(px + r.randint(8, 14) / 32.0)
        self.post(self.at(18, 14, 0, 60), "t2", "[TP] %s short hedge: take profit %s, stop %s" % (A["fut"], tp, st),
                  hard=("stop_or_target_change", [A["fut"], tp, st], "tagged"))
        # swap spread hedge
        samt = r.choice([100, 150, 200])
        spr = A["spread"] + r.choice([-0.5, 0, 0.5])
        rate = round(self.bid_y + (spr - 0.1) / 100.0, 4)
        self.post(self.at(18, 26, 0, 120), "t10",
                  "done: paid %s %dmm @ %.4f (spr %.1f)" % (A["swap"], samt, rate, spr - 0.1),
                  hard=("trade_fill", ["paid", A["swap"], "%dmm" % samt, "%.4f" % rate], "shorthand"))
        # routing
        tk = "HEDGE-%s-%02d" % (self.mmdd, r.randint(1, 30))
        self.post(self.at(18, 30, 0, 120), "router",
                  "route ticket=%s item=post-auction residual DV01 (%s) → exec-agent owner=priya.k reason=award hedge" % (tk, A["bucket"]),
                  hard=("route_decision", [tk, "exec-agent"], "structured"))
        U = self.unheld[0]
        self.post(self.at(18, 40, 0, 1200), "wire",
                  "*US %s WI %s%%, %s 1.2BP INTO NEXT WEEK'S SUPPLY" % (U["name"], y3(U["wi"]), r.choice(["CHEAPENS", "RICHENS"])),
                  kind="near")
        wid = r.randint(10000, 99999)
        self.post(self.at(19, 5, 0, 600), "router",
                  "route item=wire#%d (%s headline) → none reason=not held/not on watch" % (wid, U["short"]),
                  hard=("no_route_decision", ["wire#%d" % wid, "none"], "structured"),
                  idiom="router explicit no-route on an unheld headline")
        # limit reset + breach
        self.post(self.at(19, 0, 30, 60), "risk",
                  "riskd LIMIT_SET desk=UST-AUCT bucket=%s dv01_limit=%.2fmm (was %.2fmm) reason=auction_window_closed" % (
                      A["bucket"], self.lim_old, self.lim_new),
                  hard=("risk_limit", [A["bucket"], "%.2fmm" % self.lim_old, "auction_window_closed"], "structured"))
        bk = "20-30Y" if A["bucket"] != "20-30Y" else "10-20Y"
        used = r.randint(760, 880)
        self.post(self.at(19, 18, 0, 300), "risk", "", embeds=[{
            "title": "DV01 limit breach", "description": "new risk in bucket blocked until back under limit",
            "fields": [{"name": "Bucket", "value": bk, "inline": True},
                       {"name": "Used", "value": "%dk" % used, "inline": True},
                       {"name": "Limit", "value": "750k", "inline": True},
                       {"name": "Action", "value": "BLOCK_NEW"}],
            "footer": "riskd · desk UST-AUCT"}],
                  hard=("risk_limit", [bk, "750k", "BLOCK_NEW"], "embed"))
        # fed headlines: one on the held issue, one generic
        self.post(self.at(19, 30, 0, 600), "wire",
                  "*NY FED SOMA SECURITIES LENDING: %s (%s) $%.1fB LENT, MIN FEE 5BP" % (
                      A["cusip"], A["desc"], r.uniform(1.5, 4.0)),
                  hard=("held_position_news", [A["cusip"], "SECURITIES LENDING"], "untagged"))
        self.post(self.at(19, 1, 0, 1200), "wire", r.choice([
            "*FOMC MINUTES: MANY OFFICIALS SAW RISKS AS BALANCED",
            "*FED'S JEFFERSON: POLICY WELL POSITIONED",
            "*FED'S BARR: BANK CAPITAL REVIEW ON TRACK"]), kind="near")
        if self.thesis_pick > 0.6:
            self.post(self.at(20, 10, 0, 900), "t10",
                      "on %s into next month: conviction down — was bullish on the concession trade, now think the indirect bid is fading, I'm neutral" % A["short"],
                      hard=("thesis_update", [A["short"], "conviction down"], "untagged"))
        if r.random() < 0.5:
            self.post(self.at(20, 40, 0, 600), "t2", "removed the stop on the %s hedge, it's a hedge now not a trade" % A["fut"],
                      hard=("stop_or_target_change", [A["fut"], "removed the stop"], "untagged"))

    # ---------------------------------------------------- near misses
    def near_misses(self):
        r = self.rng
        A = self.A
        last_y = round(A["wi"] - r.uniform(0.1, 0.3), 3)
        items = [
            (self.rand_time(13, 17), "t10", "last %s we took %d%% at %s and it tailed %.1f — not repeating that" % (
                A["short"], r.randint(20, 45), y3(last_y), r.uniform(1.0, 2.2)), "past auction told as history"),
            (self.rand_time(12, 17), "t2", "paper: bid 30y WI %s 100mm (sim book, ignore)" % y3(4.78 + r.uniform(-0.03, 0.03)),
             "paper trade"),
            (self.rand_time(10, 15), "strat_h",
             "backtest of the tail model on the last 24 %s auctions: shading the bid 0.4bp would have filled %d%% vs %d%% and saved %.1fbp avg" % (
                 A["short"], r.randint(30, 50), r.randint(45, 70), r.uniform(0.1, 0.5)), None),
            (self.rand_time(15, 17), "t10", "a stop at %s on the futures would be sensible if we get the full award" % f32(A["fpx"] + 0.4),
             None),
            (self.rand_time(12, 16), "sales", "fyi the swaps desk paid 500mm 5y this morning vs their issuance flow, not ours", None),
            (self.rand_time(18, 20), "t10", "if it tails more than 1bp next time I'd want 500 more, just saying", None),
            (self.rand_time(13, 16), "t2", "someone should look at the %s roll at some point" % self.watch[1]["short"], None),
            (self.rand_time(16, 18), "bridge", "[bridge · CITI] gave 300 %s WI at %s, client flow" % (
                A["short"], y3(A["wi"] - 0.004)), None),
            (self.rand_time(19, 21), "strat_h",
             "remember Aug-23: '*10Y AUCTION TAILS 2.3BP, DEALERS TAKE 24%' — that was the low in indirects", None),
        ]
        for sec, who, txt, idiom in items:
            self.post(sec, who, txt, kind="near", idiom=idiom)

    # ---------------------------------------------------- chatter (not hard, not noise)
    def chatter(self):
        r = self.rng
        A = self.A
        ctx = dict(short=A["short"], fut=A["fut"], wi=y3(A["wi"]), b=A["bucket"], sz=A["size"],
                   w1=self.watch[0]["short"], w2=self.watch[1]["short"], bill=self.bill[0],
                   spr="%.1f" % A["spread"], px=f32(A["fpx"]))
        pool = [(w, t.format(**ctx)) for w, t in _CHATTER]
        r.shuffle(pool)
        n = r.randint(36, 48)
        for who, txt in pool[:n]:
            self.post(self.rand_time(7, 23), who, txt)
        for _ in range(r.randint(5, 8)):
            self.post(self.rand_time(0, 24), "bridge", "[bridge · %s] %s" % (
                r.choice(["BARC", "GS", "CITI", "JPM", "BNP", "TD", "MS"]),
                r.choice(_BRIDGE).format(**ctx)))
        acks = ["ok", "thx", "ty", "👍", "k", "np", "🙏", "lol", "ack", "+1", "👀", "🔥", "yep", "sure"]
        for _ in range(r.randint(7, 10)):
            self.post(self.rand_time(12, 21), r.choice(["t10", "t2", "tb", "sales"]), r.choice(acks), kind="noise")
        # a chatter typo edit and a deleted wrong-room message
        m = self.post(self.at(13, 50, 0, 300), "t2", "TY vols %s normal on the 1y tenor, stll cheap" % r.randint(88, 99))
        self.edit(self.at(13, 58, 0, 60), m, self.msgs[m]["content"].replace("stll", "still"))
        w = self.post(self.at(15, 38, 0, 120), "sales", "wrong room sorry — lunch order for the 3rd floor is #%d" % r.randint(100, 999))
        self.delete(self.at(15, 42, 30, 30), w, "lunch order for the 3rd floor")

    def long_flow(self):
        r = self.rng
        A = self.A
        ctx = dict(short=A["short"], fut=A["fut"], wi=y3(A["wi"]), b=A["bucket"], w1=self.watch[0]["short"],
                   w2=self.watch[1]["short"], bill=self.bill[0], spr="%.1f" % A["spread"], px=f32(A["fpx"]),
                   sz=A["size"], cusip=A["cusip"])
        self.post(self.at(7, 45, 0, 600), "strat", _london_note(r, A))
        self.post(self.at(19, 40, 0, 600), "strat", _post_review(r, A, self), kind="near")
        self.post(self.at(22, 10, 0, 900), "strat", _evening_wrap(r, A, self))
        for hh in range(13, 22):
            self.post(self.at(hh, 45, 0, 600), "bridge", _bridge_digest(r, hh, ctx))
        longs = [(w, t.format(**ctx)) for w, t in _LONG_CHATTER]
        r.shuffle(longs)
        for who, txt in longs:
            self.post(self.rand_time(11, 22), who, txt)
        heads = list(_GENERIC_HEADS)
        r.shuffle(heads)
        bodies = list(_HEAD_BODIES)
        r.shuffle(bodies)
        for k, h in enumerate(heads[:r.randint(12, 16)]):
            self.post(self.rand_time(8, 22), "wire", h + ("\n" + bodies[k % len(bodies)] if k % 3 != 2 else ""))
        self.post(self.at(20, 50, 0, 600), "strat", _week_ahead(r, A, self), kind="near")
        self.post(self.at(13, 50, 0, 600), "strat_h", _fed_ops_note(r, A))
        for hh in (16, 20):
            self.post(self.at(hh, 20, 0, 900), "sales", _sales_digest(r, ctx, hh))
        self.post(self.at(21, 10, 0, 600), "t10", _desk_notes(r, A, ctx))
        self.post(self.at(21, 35, 0, 300), "risk", "", embeds=[{
            "title": "riskd EOD limits report", "description": "desk UST-AUCT · end-of-day usage vs limits, status only",
            "fields": [{"name": b, "value": "used %.2fmm · limit %.2fmm · peak %.2fmm · VaR %.1fmm" % (
                r.uniform(0.1, lim * 0.8), lim, r.uniform(lim * 0.5, lim * 0.95), r.uniform(0.5, 3.5))}
                for b, lim in (("0-2Y", 0.90), ("2-5Y", 1.40), ("5-7Y", 1.25), ("7-10Y", 1.80), ("10-20Y", 0.75),
                               ("20-30Y", 1.10), ("TIPS", 0.60))],
            "footer": "riskd 2.8 · report id EOD-%s" % self.mmdd}], kind="noise")
        self.post(self.at(18, 15, 0, 300), "abs", "", embeds=[{
            "title": "ABS session report · %s" % A["code"],
            "description": "competitive window closed 13:00:00ET; all messages reconciled with TAAPS",
            "fields": [{"name": "Messages out", "value": str(r.randint(9, 16)), "inline": True},
                       {"name": "Acks", "value": str(r.randint(5, 9)), "inline": True},
                       {"name": "Naks", "value": "0", "inline": True},
                       {"name": "Max rtt", "value": "%dms" % r.randint(60, 140), "inline": True},
                       {"name": "Clock skew", "value": "%dms" % r.randint(1, 9), "inline": True},
                       {"name": "Session", "value": "TAAPS-PD%02d" % r.randint(1, 9)}],
            "footer": "ABS-gw v3.14 · session log archived"}], kind="noise")
        self.post(self.at(11, 30, 0, 600), "deploy", _stack_feed(r), kind="noise")
        self.post(self.at(16, 45, 0, 300), "risk", _stress_report(r, A), kind="noise")
        self.post(self.at(17, 20, 0, 300), "abs", _abs_checklist(r, A, self), kind="noise")
        for hh in (8, 11, 14, 17, 20, 23):
            self.post(self.at(hh, 5, 0, 300), "router", "triage tick " + json.dumps({
                "job": "triage", "window": "%02d:00-%02d:00Z" % ((hh - 3) % 24, hh), "items_seen": r.randint(12, 60),
                "routed": 0 if hh in (8, 23) else r.randint(0, 3), "no_route": r.randint(0, 6),
                "pending": 0, "sources": {"wire": r.randint(3, 20), "bridge": r.randint(2, 12), "abs": r.randint(0, 9),
                                          "riskd": r.randint(3, 6), "humans": r.randint(0, 40)},
                "latency_ms": {"p50": r.randint(80, 200), "p99": r.randint(400, 2400)},
                "model": "router-clf-2026.01", "fallback_rules": r.randint(0, 2)}, ensure_ascii=False), kind="noise")

    def evening(self):
        r = self.rng
        A = self.A
        self.post(self.at(21, 50, 0, 300), "cron", _eod(r, A, self), kind="noise")
        self.post(self.at(22, 30, 0, 1800), "strat",
                  "overnight: nothing to route, %s calendar unchanged, Asia open in ~%dh" % (A["short"], r.randint(1, 2)),
                  kind="noise")


# ---------------------------------------------------------------- text pools
_CHATTER = [
    ("t10", "{short} WI trading about 0.4bp cheap to the curve vs where we were at 07:00"),
    ("t10", "concession into {short} looks ~1.5bp on the 5d, not huge"),
    ("t2", "{fut} volumes light, barely 600k through"),
    ("t2", "2s10s steeper on the day, belly leading"),
    ("tb", "bills cheapening into the {bill} size, 4w-13w spread out 2bp this week"),
    ("tb", "GC opened 4.33-4.35, SOFR fixed 4.32"),
    ("sales", "real money asking about {short} size, nothing firm yet"),
    ("sales", "2 accounts want our indirect estimate for {short}, I'm telling them 'in line'"),
    ("synd", "reminder noncomp cutoff is 12:00 ET, comps 13:00 ET"),
    ("synd", "nobody bids without my ok in the thread please"),
    ("t10", "swap spreads {spr} in 10s, not helping"),
    ("t2", "CTAs still long per the model, not much left to sell"),
    ("t10", "the {short} has tailed 3 of the last 6, street knows it"),
    ("strat_h", "indirects averaged 67% over the last six, std 4"),
    ("strat_h", "dealer takedown trend lower, good sign for coverage"),
    ("tb", "someone moved the fed funds futures 1bp, March meeting repriced a touch"),
    ("t2", "{fut} basis rich, CTD unchanged"),
    ("t10", "curve steepening into supply as usual"),
    ("sales", "hedge fund asking if we're axed in {short} WI, said no"),
    ("t2", "who has the 12:00 noncomp number?"),
    ("tb", "noncomp ~ 1.1bn per TD screen"),
    ("synd", "ops: settle is next Tuesday, please confirm fails list is clean"),
    ("t10", "WI bid-offer 0.2bp, decent liquidity"),
    ("t2", "headlines quiet, risk-on in equities"),
    ("sales", "asia accounts done for the day, EU mostly on the sidelines for {short}"),
    ("t10", "{w1} next week will be the bigger test"),
    ("strat_h", "the {w2} roll is trading 1/4bp rich to fair on our model"),
    ("tb", "ON RRP usage down again, liquidity draining slowly"),
    ("t2", "stat: last 5 Feb {short} auctions, 4 tailed"),
    ("synd", "lunch at 12:30 ET, someone stay on the desk"),
    ("t10", "I'll watch the screen into 12:59:30, don't ping me"),
    ("t2", "bund auction went ok, no spillover"),
    ("tb", "money funds rolling into bills, steady demand"),
    ("sales", "client asked for last month's stats pack, sent"),
    ("strat_h", "vol sellers active in the 1y-10y"),
    ("t10", "stupid question: is the TIPS reopening this month or next"),
    ("tb", "next month, 3rd Thursday"),
    ("t2", "equities gapping, 10s 1bp richer"),
    ("synd", "please keep colour in the bridge summary, not screenshots"),
    ("t10", "the screws for {short} are where we'd expect, nothing special"),
    ("strat_h", "foreign official custody holdings flat w/w"),
    ("sales", "pension accounts doing quarter-end extension early"),
    ("t2", "{fut} at {px}, capped by options strikes above"),
    ("tb", "repo specials: {short} OTR special 18bp, unchanged"),
    ("t10", "front-end flows both ways, no conviction"),
    ("synd", "I'm on a call 10:00-10:30 ET, text me if urgent"),
    ("t2", "Chicago says locals lean short into the auction"),
    ("strat_h", "seasonals: February supply usually cheapens 2-3bp pre-auction"),
    ("sales", "the {w1} interest from Asia central banks has been steady"),
    ("t10", "market feels long after the data, careful"),
    ("tb", "cash management bill rumour again, Treasury hasn't said anything"),
    ("synd", "good work this morning"),
    ("t2", "vol compressing into the print, typical"),
    ("strat_h", "primary dealer positions in coupons up $6bn w/w per NY Fed"),
    ("t10", "screen says indirect demand at 15:00 ET yesterday was strong"),
    ("sales", "CUST-0412 asking whether we can do pre-auction size again next month, told them depends"),
    ("tb", "TGA up 20bn, bills supply easing next week"),
    ("t2", "someone turn the squawk down please"),
    ("t10", "fine, will do the EOD notes"),
    ("strat_h", "FX reserve managers were net sellers of 2s last month per TIC"),
    ("synd", "{b} bucket is where the room is today, keep it there"),
    ("t2", "the overnight book was flat, nothing to hand over"),
    ("tb", "SOFR-FF spread positive again, month-end effect"),
    ("sales", "reminder: the compliance training is due Friday"),
    ("t10", "WI range today {wi} ± 2bp so far"),
    ("strat_h", "swap spread curve steeper, 30s leading"),
    ("t2", "curve flattener trade in the macro book, not ours"),
    ("tb", "bill auctions this week sized up 5bn in aggregate"),
    ("t10", "I'm checking the auction calc spreadsheet against TD formula, matches"),
    ("synd", "EOD notes by 17:00 ET please"),
    ("t2", "futures roll starts in two weeks, start thinking"),
    ("strat_h", "our indirect model uses 5 inputs, error about 3.5 pts"),
    ("sales", "Japanese lifers back after holiday, watch for duration demand"),
    ("tb", "the 4w bill stop was 1bp through WI yesterday"),
    ("t10", "auction day always feels long"),
    ("t2", "someone tell IT the bridge keeps dropping at 03:00 UTC"),
]

_BRIDGE = [
    "hearing fast money sold {short} WI into NY open, nothing big",
    "real money asking levels in {short}, not biting",
    "light two-way in {fut}, no block prints",
    "street feels short into {short}, concession priced",
    "central bank names quiet in {w1}",
    "hearing a big indirect account active in the {short} WI",
    "asia real money buying 2s, small tickets",
    "swap spreads squeezed 0.5bp wider in 10s on payer flow",
    "dealer axes: better to buy {w2}, nobody wants to sell",
]


def _embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts.append("%s %s" % (f.get("name", ""), f.get("value", "")))
    parts.append(e.get("footer", ""))
    return " · ".join(p for p in parts if p)


def _stack_bridge(r):
    return ("dealer-bridge: unhandled exception in relay loop\n```\nTraceback (most recent call last):\n"
            "  File \"/srv/bridge/relay.py\", line 212, in pump\n    msg = await self.upstream.recv()\n"
            "  File \"/srv/bridge/ib_chat.py\", line 88, in recv\n    raise ConnectionResetError(self.sess)\n"
            "ConnectionResetError: [Errno 104] Connection reset by peer (room=UST-COLOUR-%d)\n```\nrestarting in 5s" % r.randint(1, 9))


def _stack_router(r):
    return ("router-agent: classifier timeout, falling back to rules\n```\nTraceback (most recent call last):\n"
            "  File \"/opt/router/worker.py\", line 144, in handle\n    label = await clf.classify(item, timeout=2.0)\n"
            "  File \"/opt/router/clf.py\", line 61, in classify\n    raise asyncio.TimeoutError()\n"
            "asyncio.exceptions.TimeoutError\n```\nitem=%d retried=1 ok" % r.randint(10000, 99999))


def _book(r, A, watch, bb, bill):
    lines = ["📒 book @ 06:00ET — UST auctions desk", ""]
    lines.append("positions (held):")
    lines.append("  • %s OTR %s (%s) long %dmm vs WI" % (A["short"], A["desc"], A["cusip"], r.choice([120, 180, 240])))
    lines.append("  • %s short %s contracts (hedge)" % (A["fut"], commas(r.choice([800, 1100, 1400]))))
    lines.append("  • %s (%s) long %dmm — buyback candidate" % (bb[0], bb[1], r.choice([60, 85, 110])))
    lines.append("  • bills: %s %s bn, 4w %s bn" % (bill[0], r.choice(["1.2", "2.4", "3.1"]), r.choice(["0.8", "1.5"])))
    lines.append("")
    lines.append("watch: %s" % ", ".join("%s (%s)" % (w["short"], w["cusip"]) for w in watch))
    lines.append("")
    lines.append("DV01 by bucket (used / limit):")
    for b, lim in (("0-2Y", "0.90"), ("2-5Y", "1.40"), ("5-7Y", "1.25"), ("7-10Y", "1.80"), ("10-20Y", "0.75"),
                   ("20-30Y", "1.10"), ("TIPS", "0.60")):
        lines.append("  %-7s %.2fmm / %smm" % (b, r.uniform(0.1, float(lim) * 0.85), lim))
    lines.append("")
    lines.append("today: %s %s ($%dB) comps 13:00 ET; %s bills 11:30 ET; 20-30Y buyback 10:00-10:30 ET" % (
        A["short"], A["kind"], A["size"], bill[0]))
    return "\n".join(lines)


def _asia_wrap(r, A):
    paras = [
        "Asia wrap (strat-agent, automated)",
        "Rates: USTs %s in Tokyo hours; 10s %s, curve little changed. JGB %s. Aussie bonds followed USTs with a lag." % (
            r.choice(["a touch firmer", "slightly softer", "unchanged"]), y3(4.18 + r.uniform(-0.03, 0.03)),
            r.choice(["supply went fine", "curve bear-steepened after the auction", "quiet"])),
        "Flows: real money light, some Taiwanese lifer interest in the long end, central bank accounts absent. "
        "Futures volumes %d%% of the 20d average." % r.randint(40, 75),
        "FX: USDJPY range-bound, CNH stable; no read-through for Treasuries.",
    ] + _analysis(r, 4) + [
        "Calendar (ET): 08:30 data; 10:00 buyback (20-30Y nominal); 11:30 %s; 13:00 %s." % ("bills", A["nice"]),
        "Curve at Tokyo close:\n" + _curve_table(r),
        "%s auctions, last twelve (for the calendar today):\n" % A["nice"] + _hist_table(r, A, 12),
        "Futures overnight:\n" + _futures_table(r, A),
        "Nothing in this note is a recommendation; auction view comes in the preview.",
    ]
    return "\n\n".join(paras)


_CURVE = [("2y", 3.91), ("3y", 3.86), ("5y", 3.93), ("7y", 4.02), ("10y", 4.18), ("20y", 4.71), ("30y", 4.78)]


_ANALYSIS = [
    "Mechanics reminder: competitive bids are in yield to three decimals; the high yield is the stop-out and bids at the "
    "high are allotted pro rata. Non-competitive tenders are filled first, then SOMA add-ons are on top of the offered "
    "amount. The tail is measured against the 13:00 ET WI print, which itself moves in the last minute, so small tails and "
    "small stop-throughs are statistically indistinguishable.",
    "Dealer takedown has historically been the cleanest single indicator of how an auction went: primary dealers are "
    "obliged to bid for their share and the residual they take is the part end users did not want. In the past two years "
    "the takedown has ranged from roughly 8% to 24% in this tenor, with the high end usually coinciding with tails.",
    "Indirect bidders include foreign central banks bidding through the NY Fed, foreign and domestic investment managers "
    "bidding through dealers, and other accounts that route bids via a primary dealer. The category is broad, which is "
    "why month-to-month moves of three or four points are not very informative.",
    "Direct bidders submit on their own account through TAAPS; the category has grown over the last decade as more "
    "domestic money managers bid directly. It tends to be stable, and large moves are usually one or two accounts.",
    "WI trading: between announcement and auction the new issue trades when-issued on the inter-dealer platforms and "
    "with customers. Dealers often go into the auction short WI against the award they expect, which creates a natural "
    "bid for the issue once the result is known; this is one reason post-auction drift tends to be modest.",
    "Concession measures are sensitive to the window and to the curve reference. A 5-day outright measure and a fly-based "
    "measure can disagree in sign when the whole curve moves; neither is reliable on its own, so we publish both and a "
    "composite.",
    "Futures positioning around auctions: leveraged funds often hold the short leg of basis trades in futures, so CFTC "
    "shorts are not a directional signal. Asset managers' longs are the mirror. Changes over a week are more useful than levels.",
    "Swap spreads matter for the auction through hedging: accounts that buy the new issue and pay fixed on swaps widen "
    "spreads; payers into the auction typically show up as spread widening in the final hour. Spreads have been stable "
    "this week, which is neutral.",
    "Settlement and specials: the outgoing on-the-run usually trades special in repo until the new issue settles; "
    "a very special old issue can pull demand into the auction from shorts who want to roll. The current level is "
    "within the normal range.",
    "Calendar effects: auctions that settle on the 15th alongside coupon payments and corporate tax dates can see a "
    "slight cheapening from funding needs, but the effect in the data is small and noisy.",
    "Volatility: implied vol in the 1y10y sector is a proxy for how much concession the market needs. When vol is low "
    "the concession tends to be small and auctions clear closer to WI; the relation is loose but consistent.",
    "Foreign demand data (TIC, custody holdings) arrives with a lag and moves slowly; it is useful context for the trend "
    "in indirect bidding but says little about any single auction.",
    "Bills: money fund demand is the marginal buyer, and reverse repo balances indicate how much cash is still parked at "
    "the Fed. As those balances fall, bill stop-outs relative to WI become more sensitive to supply changes.",
    "Reopenings behave differently from new issues: the outstanding amount is already held and lent, the CUSIP is known "
    "to index buyers, and the WI trades as a spread to the existing bond. Historically reopenings have tailed slightly "
    "less often than new issues in the same tenor, though the difference is within sampling error.",
    "TIPS auctions add an inflation component: real-yield bidders, breakeven traders and liability-driven accounts all "
    "participate, and the index ratio on settlement matters for the cash amount. Dealer takedown in TIPS has been "
    "structurally higher than in nominals, so the same takedown number means less.",
    "Post-auction flows: after the result, dealers with an award hedge in futures or swaps within minutes; accounts that "
    "missed the auction buy in the secondary market. The first 30 minutes after the print often reverse part of the move "
    "seen in the last five minutes before the close.",
    "Auction-day intraday pattern: WI typically cheapens through the morning, with the low often between 11:30 and 12:45 ET, "
    "then trades sideways into the close. Data releases at 08:30 ET and Fed speakers can break the pattern, but the median "
    "profile has been stable for several years.",
    "Reportable positions: bidders must report net long positions above 35% of the offering amount, and no single bidder "
    "can be awarded more than 35%. For large real-money accounts this cap is rarely binding, but it shapes how big "
    "pass-through bids are split across dealers.",
    "Buybacks: the Treasury's liquidity-support buybacks target off-the-run issues across sectors on a published schedule; "
    "cash-management buybacks are larger and clustered around tax dates. Their effect on the on-the-run auction is "
    "second-order, mainly through the duration they remove from the sector.",
]


def _analysis(r, k):
    pool = list(_ANALYSIS)
    r.shuffle(pool)
    return pool[:k]


def _curve_table(r):
    rows = ["| tenor | yield | 1d bp | 5d bp | ASW bp | z-conc |", "|---|---|---|---|---|---|"]
    for t, y in _CURVE:
        rows.append("| %s | %s | %+.1f | %+.1f | %.1f | %+.2f |" % (
            t, y3(y + r.uniform(-0.04, 0.04)), r.uniform(-3, 3), r.uniform(-8, 8), r.uniform(-85, -15), r.uniform(-1.5, 2)))
    return "\n".join(rows)


def _calendar_table(r, d):
    rows = ["| date | auction | size | WI | note |", "|---|---|---|---|---|"]
    for k, w in enumerate(d.watch + d.unheld[:2]):
        dt = (d.day_start + timedelta(days=5 + k)).strftime("%a %d-%b")
        rows.append("| %s | %s | $%dB | %s | %s |" % (dt, w["nice"], w["size"], y3(w["wi"] + r.uniform(-0.03, 0.03)),
                                                     r.choice(["size unchanged", "reopening", "new issue", "CUSIP %s" % w["cusip"]])))
    for b, rt in BILLS[:4]:
        rows.append("| weekly | %s bill | $%dB | %s | bills |" % (b, r.randint(48, 95), y3(rt + r.uniform(-0.02, 0.02))))
    return "\n".join(rows)


def _bidder_stats(r, A):
    rows = ["| metric | last | 6-avg | 12-avg | 12-min | 12-max |", "|---|---|---|---|---|---|"]
    for m, lo, hi in (("bid-to-cover", 2.2, 2.8), ("indirect %", 58, 76), ("direct %", 10, 22), ("dealer %", 9, 22),
                      ("tail bp", -1.0, 2.0), ("noncomp $bn", 0.2, 1.4), ("SOMA add-on $bn", 0.0, 6.0)):
        v = [r.uniform(lo, hi) for _ in range(4)]
        rows.append("| %s | %.2f | %.2f | %.2f | %.2f | %.2f |" % (m, v[0], v[1], v[2], min(v), max(v)))
    return "\n".join(rows)


def _futures_table(r, A):
    rows = ["| contract | px | chg | vol | OI chg | CTD | net basis |", "|---|---|---|---|---|---|---|"]
    for c, px in (("TUH6", 103.75), ("FVH6", 108.625), ("TYH6", 110.5), ("UXYH6", 113.25), ("USH6", 114.25), ("WNH6", 119.5)):
        rows.append("| %s | %s | %+d/32 | %dk | %+dk | %s | %.1f/32 |" % (
            c, f32(px + r.randint(-16, 16) / 64.0), r.randint(-9, 9), r.randint(90, 1600), r.randint(-40, 60),
            r.choice(["T 4 1/8 11/32", "T 3 7/8 02/30", "T 4 3/8 05/34", "T 4 1/4 08/54", "T 4 08/27"]), r.uniform(0.2, 4)))
    return "\n".join(rows)


def _hist_table(r, A, n=6):
    rows = ["| date | high | WI | tail | btc | ind | dir | dlr |", "|---|---|---|---|---|---|---|---|"]
    base = A["wi"] - 0.15
    for i in range(n):
        hy = base + r.uniform(-0.25, 0.25)
        t = r.choice([-0.6, -0.2, 0.3, 0.6, 0.9, 1.3, 1.7])
        ind = r.uniform(58, 76)
        di = r.uniform(10, 22)
        rows.append("| %s | %s | %s | %+.1f | %.2f | %.1f | %.1f | %.1f |" % (
            datetime(2025 - i // 12, 12 - i % 12, 10).strftime("%b-%y"), y3(hy), y3(hy - t / 100), t,
            r.uniform(2.2, 2.8), ind, di, 100 - ind - di))
    return "\n".join(rows)


def _stats_pack(r, A, bill):
    parts = [
        "**Auction stats pack — %s %s ($%dB)** (reference only)" % (A["short"], A["kind"], A["size"]),
        "This pack collects the data we usually look at before an auction. It is descriptive; the preview later today carries the view.",
        "Recent history:\n" + _hist_table(r, A, 24),
    ] + _analysis(r, 16) + [
        "Concession: the %s has cheapened %.1fbp vs the 5y/30y fly over the last five sessions, in line with the 2y median of %.1fbp. "
        "Historically a concession of this size has been followed by a stop-through about half the time, and a tail of more than 1bp in about a quarter of cases; "
        "the sample is small and the distribution is fat-tailed." % (A["short"], r.uniform(1, 3), r.uniform(1.5, 2.5)),
        "Demand metrics: indirect award averaged %.1f%% over six auctions with a standard deviation near 4 points. Direct bidders have been stable at %.0f-%.0f%%. "
        "Primary dealer takedown has trended lower, which in past cycles coincided with richer auctions, but the relationship is weak (R² ≈ 0.18)." % (
            r.uniform(63, 70), r.uniform(14, 16), r.uniform(18, 21)),
        "Positioning: CFTC leveraged funds net short %s; asset managers net long. JPM client survey shows neutrals at %d%%. "
        "Futures open interest in %s rose %dk contracts this week, mostly basis-related." % (
            A["fut"], r.randint(55, 80), A["fut"], r.randint(20, 90)),
        "Relative value: %s WI vs the old issue roll at %.2fbp; swap spread at %.1fbp; ASW tighter by %.1fbp w/w. "
        "Real money typically buys the roll in the final hour; fast money tends to sell the WI into the close and buy back on the award." % (
            A["short"], r.uniform(0.5, 2.5), A["spread"], r.uniform(0.2, 1.0)),
        "Bills: %s bill sized at $%dB; stop-outs have come 0.5-1.5bp through WI in four of the last six. Money fund assets at a record." % (
            bill[0], r.randint(70, 90)),
        "Risk to watch: 08:30 data, Fed speakers at 11:00 and 14:00, and the 20-30Y buyback at 10:00 ET, which removes duration from the long end.",
        "Curve snapshot:\n" + _curve_table(r),
        "Bidder statistics, %s:\n" % A["short"] + _bidder_stats(r, A),
        "Bidder statistics, other tenors (for context):\n\n" + "\n\n".join(
            "%s\n" % o["nice"] + _bidder_stats(r, o) for o in AUCTIONS if o["code"] != A["code"]),
        "Futures:\n" + _futures_table(r, A),
        "Seasonality: February auctions in this tenor have cheapened by a median %.1fbp over the five sessions before the "
        "auction (sample of 14 years). The post-auction drift over the next five sessions has a median of %.1fbp richer, "
        "with a wide interquartile range, so the pattern is weak." % (r.uniform(1, 3), r.uniform(0.2, 1.5)),
        "Liquidity: BrokerTec depth at top of book in the %s averaged $%dmm this week vs $%dmm over the year; bid-offer has "
        "been stable at 0.2bp. Depth thins in the final 15 minutes before the close, as usual." % (
            A["short"], r.randint(80, 160), r.randint(90, 170)),
        "Funding and specials: the outgoing issue is %dbp special in overnight repo; term special for the new issue is "
        "quoted %dbp for the first week, which is normal for this tenor." % (r.randint(8, 30), r.randint(5, 20)),
        "Appendix: model inputs (concession z-score, vol, curve slope, swap spread, prior tail) are in the usual sheet. "
        "Definitions: tail = high yield minus WI at 13:00 ET; concession = 5-day change relative to a 2s5s10s or 5s10s30s fly; "
        "indirect share excludes SOMA add-ons.",
    ]
    return "\n\n".join(parts)


def _preview_buried(r, A, bill, d):
    parts = [
        "**%s auction preview — update 10:30ET** (strat-agent)" % A["short"],
        "Summary of what changed since the 06:00 stats pack: the 08:30 print, the buyback result, and WI trading through the morning. "
        "Supply is $%dB, as announced; the CUSIP is %s (%s)." % (A["size"], A["cusip"], A["desc"]),
        "Concession & curve: the %s has cheapened a further %.1fbp since NY open, mostly in the last hour; the move has been in outright yields rather than on the curve, "
        "so the fly-based concession is roughly unchanged. WI has traded a %.1fbp range. Futures volumes are below average and the basis is stable." % (
            A["short"], r.uniform(0.3, 1.2), r.uniform(1.5, 3.5)),
        "Demand: indirect participation has run 62-74% over the past year. Foreign official custody holdings were flat on the week. "
        "Our bridge colour is mixed: one large real-money account reported interested at the screws; two fast-money accounts short into the close.",
        "Recent history:\n" + _hist_table(r, A, 12),
    ] + _analysis(r, 5) + [
        "View change: we now expect a tail of 0.5-1bp in the %s (was: stop-through of ~0.5bp this morning) — the concession has not come in and the end-user bid is thinner than we assumed." % A["short"],
    ] + _analysis(r, 4) + [
        "Execution notes for the desk are unchanged from standing guidance: bids by tier in the thread, syndicate sign-off before submission, customer bids passed through ABS.",
        "Other auctions: the %s bill at 11:30 ET should come close to WI; money-fund demand remains strong. Nothing in the bill sector changes the coupon picture." % bill[0],
        "Risks: a surprise in Fed speak at 14:00 ET; the 20-30Y buyback took duration out of the long end this morning, which may spill into the belly; "
        "month-end extension is still two weeks away.",
        "Curve snapshot (10:30 ET):\n" + _curve_table(r),
        "Bidder statistics:\n" + _bidder_stats(r, A),
        "Upcoming calendar:\n" + _calendar_table(r, d),
        "Watch-list tenors:\n\n" + "\n\n".join("%s\n" % w["nice"] + _bidder_stats(r, w) for w in d.watch),
        "Scenario sketch (not a trading instruction): a stop-through of more than 0.5bp has historically come with indirects above "
        "70%% and dealers under 12%%; a tail of more than 1bp with dealers above 20%%. Post-auction drift after a tail has "
        "averaged %.1fbp cheaper over two sessions, after a stop-through %.1fbp richer." % (r.uniform(0.3, 1.5), r.uniform(0.3, 1.5)),
        "Futures:\n" + _futures_table(r, A),
        "Data appendix: concession z-score %.2f; 1y10y normal vol %d; 2s10s %.1fbp; 10y swap spread %.1fbp." % (
            r.uniform(-0.5, 1.5), r.randint(86, 99), 38 + r.uniform(-4, 4), -42.5 + r.uniform(-1, 1)),
    ]
    return "\n\n".join(parts)


def _eod(r, A, d):
    lines = ["📊 EOD summary — UST auctions desk (cronkeeper)",
             "auctions: %s %s; %s bills" % (A["short"], A["kind"], d.bill[0]),
             "bids: %d submitted · %d acked · 1 rejected (late) · %d cancelled" % (r.randint(4, 6), r.randint(3, 5), r.randint(0, 1)),
             "router: %d routed · %d no-route · 0 pending" % (r.randint(3, 6), r.randint(2, 4)),
             "risk: %s limit restored at 14:00 ET; 1 breach alert logged" % A["bucket"],
             "pnl (indicative): %+.2fmm" % r.uniform(-0.6, 0.8),
             "jobs: recon ok, pnl-snap ok, feed digest ok, stats-pack ok",
             "next: Asia wrap 01:30 ET"]
    return "\n".join(lines)


def _risk_report(r, hh):
    rows = []
    for b, lim in (("0-2Y", 0.90), ("2-5Y", 1.40), ("5-7Y", 1.25), ("7-10Y", 1.80), ("10-20Y", 0.75),
                   ("20-30Y", 1.10), ("TIPS", 0.60)):
        rows.append({"name": b, "value": "%.2f / %.2fmm" % (r.uniform(0.1, lim * 0.8), lim), "inline": True})
    return {"title": "riskd hourly · DV01 by bucket", "description": "used / limit, desk UST-AUCT, snapshot %02d:00Z" % hh,
            "fields": rows, "footer": "riskd 2.8 · status only · no action required"}


_LONG_CHATTER = [
    ("t10", "ok so the way I see the {short} today: WI cheapened into the data, then the curve took it back, so the concession "
            "we thought we had at 07:00 is maybe half there. I'm not excited either way, the bid will come from the usual "
            "places and the screws will be the screws. Watching the last 20 minutes like always."),
    ("sales", "client colour roundup: two real money accounts asked about the {short} for size but neither gave a level; "
              "one central bank account asked for our indirect estimate (told them in line with the six-auction average); "
              "a macro fund is asking about {w1} next week and the roll. Nobody pushing anything into the window yet."),
    ("tb", "bills recap for the morning: {bill} WI traded in a tight range, money funds steady, no sign of the month-end "
           "squeeze in GC yet. Repo specials unchanged except the {short} OTR which is ~18bp special. The CMB rumour "
           "is still floating around but Treasury hasn't said anything and the TGA doesn't need it."),
    ("strat_h", "for the record the indirect model is a simple regression: concession z-score, 1y10y vol, prior indirect, "
                "swap spread change over 5d, and a dummy for month-end. Out-of-sample error is about 3.5 points, so "
                "anything inside ±4 is noise. I would not trade off a 2-point miss."),
    ("t2", "{fut} has been capped at {px} all morning, lots of open interest in the calls just above. The basis is "
           "stable, CTD hasn't changed, and the roll is still two weeks away. Volume is ~60% of normal which fits the "
           "usual pre-auction lull."),
    ("synd", "housekeeping: (1) bids go in the thread with size and level, I reply there; (2) customer pass-through "
             "bids go through Jen, never typed directly into ABS; (3) nothing submitted after 12:59:30 ET unless I say "
             "so; (4) hedges after the result, not before. Same as every auction, just saying it once."),
    ("sales", "Asia accounts were quiet overnight, Europe mostly on the sidelines, a couple of UK pension funds "
              "extending duration ahead of quarter-end. Nothing in the pipeline for {short} so far beyond what we "
              "already have from CUST-0412."),
    ("t10", "the thing nobody talks about: the {short} WI has been the cheapest point on the curve for three sessions, "
            "and yet the fly hasn't moved. That tells me the concession is in outright yields, not relative value, "
            "which historically doesn't help the auction much."),
    ("strat_h", "interesting stat from the TIC data: foreign official holdings of coupons dropped a little last month "
                "while private foreign buying picked up. Doesn't change much for today but worth keeping in mind for "
                "the longer end over the next few months."),
    ("tb", "ops note: the fails list from yesterday is clean, one late delivery in the 4w bill cleared at 10:05 ET. "
           "Settlement for the {short} is next Tuesday; please make sure the WI short is flagged for pair-off on "
           "the award or ops will chase us again."),
    ("t2", "macro desk is asking if we see any stress in the front end. Told them no: SOFR printing around IORB, "
           "GC calm, bills clearing near WI. If anything money funds are hungry for paper."),
    ("sales", "compliance reminder from this morning: no client names in this channel, use the CUST codes. If you "
              "slip, ping compliance-desk and they'll scrub it. Thanks."),
    ("t10", "looking at the screen: {short} WI bid-offer 0.2bp, depth fine, lots of small prints. No sign of a block. "
            "If something big was coming we'd usually see it on the bridge first."),
    ("strat_h", "bidder breakdown norms for this tenor: indirects 60-75, directs 12-22, dealers 10-20. A dealer number "
                "above 20 has historically been a bad sign for the next auction in the same tenor, not just this one."),
    ("t2", "equities sold off a bit after lunch, 10s 1bp richer, nothing in rates moved on its own. Vol sellers in the "
           "1y-10y are still there so the market's not worried."),
    ("tb", "Treasury refunding statement language still says coupon sizes stay unchanged 'for at least the next "
           "several quarters'. Bills share creeping up but within the 20% guidance."),
    ("synd", "nice work today on the thread discipline, much easier to read back. For the EOD notes please put the "
             "bidder breakdown and our allotment in the template, not in prose."),
    ("t10", "curve notes: 2s10s steeper by about a bp, 5s30s flat. The belly is where the real money is buying. "
            "Swap spreads {spr} in 10s, basically unchanged, which means no help from payers today."),
    ("sales", "heads-up: a hedge fund asked whether we are 'axed' in {short} WI. Told them we make markets, that's all. "
              "They seem to be short and hoping for a tail."),
    ("strat_h", "the buyback this morning was a decent size for the long end. Historically the day-of effect is small "
                "(<0.5bp) but it helps the off-the-runs in the 20-30y sector more than the OTR."),
    ("t2", "someone asked about last year's February cycle: 3y came fine, 10y tailed 1.1, 30y tailed 2.0. This year "
           "the setup is different, more concession into the 10y. Just context, not a prediction."),
    ("tb", "money market fund assets up another 20bn on the week, most of it government funds. That's why bill "
           "stop-outs keep coming through WI."),
    ("t10", "IT says the bridge drops at 03:00 UTC because of the upstream session reset. They'll move our reconnect "
            "window. Not urgent, it comes back on its own."),
    ("strat_h", "model check: our concession measure uses the 5d change in the {short} vs a 2s5s10s fly, our tail "
                "model uses the same plus the previous indirect. Both are in the sheet if anyone wants to argue."),
    ("sales", "CUST-0412 asked if we'd show them a pre-auction level next month too. Told them it depends on the "
              "setup and syndicate sign-off. They were happy with the pass-through process today."),
    ("t2", "{fut} open interest up 40k in two days, mostly spread trades per the CFTC breakdown. Nothing directional."),
    ("t10", "reading the room on the bridge: nobody sounds confident. Everybody's 'a bit short' into {short}. That "
            "usually means a decent auction, but this desk has learned not to trade on that alone."),
]

_GENERIC_HEADS = [
    "*S&P 500 FUTURES -0.4%, NASDAQ -0.6% PRE-MARKET",
    "*WTI CRUDE +1.2% TO $71.40/BBL",
    "*DOLLAR INDEX +0.2%; USDJPY 152.10",
    "*US MORTGAGE APPLICATIONS +2.1% W/W; 30Y RATE 6.79%",
    "*ECB'S LANE: DISINFLATION ON TRACK",
    "*BOE'S BAILEY: GRADUAL APPROACH TO CUTS REMAINS APPROPRIATE",
    "*GOLD +0.5% TO $2,915/OZ",
    "*US EIA CRUDE INVENTORIES +4.1M BBL, EST +2.0M",
    "*CHINA JAN CPI +0.5% Y/Y, EST +0.4%",
    "*EURO AREA 10Y BUND YIELD +2BP TO 2.41%",
    "*MBA: REFINANCE INDEX +4.3%",
    "*US ATLANTA FED GDPNOW Q1 ESTIMATE 2.3%",
    "*VIX RISES TO 16.8",
    "*BITCOIN FALLS 3% TO $94,100",
    "*US BUDGET DEFICIT $129B FOR JANUARY",
    "*CANADA 10Y YIELD +3BP",
    "*IG CORPORATE ISSUANCE $18B TODAY ACROSS 11 DEALS",
    "*US REDBOOK SAME-STORE SALES +5.6% Y/Y",
]


def _bridge_digest(r, hh, ctx):
    lines = ["[bridge digest %02d:00-%02d:45Z] colour from %d rooms" % (hh, hh, r.randint(3, 6))]
    pool = [
        "GS: real money two-way in {short}, no size; their desk thinks the concession is about fair, nothing forcing anyone",
        "BARC: fast money a bit short into {short}, hedged in {fut}; they expect the usual last-minute real-money bid",
        "CITI: asia central banks quiet, Europe light",
        "JPM: client survey neutrals up 3, shorts down 2, actives more neutral than the all-client number",
        "MS: axed to buy {w2} roll, nobody selling; they mention asset managers extending ahead of index rebalancing",
        "BNP: swap spread payers in 10s, small",
        "TD: bills demand steady, {bill} WI clearing",
        "BofA: CTAs flat-ish per their model",
        "RBC: hearing a pension extending in 20s",
        "WFS: insurance names quiet, waiting on the result",
        "NOM: Tokyo lifers back tomorrow",
        "DB: some curve steepeners unwinding in 5s30s, mostly macro accounts taking profit after the last leg",
        "JEF: {fut} block interest rumoured, not confirmed",
        "HSBC: gilts selling off a touch, no spillover",
        "MIZ: bills money funds rolling, nothing unusual",
    ]
    r.shuffle(pool)
    for t in pool[:r.randint(8, 12)]:
        lines.append("• " + t.format(**ctx))
    lines.append("(relayed, unverified; no trades of this desk)")
    return "\n".join(lines)


def _stack_feed(r):
    frames = "".join('  File "/srv/stats/%s.py", line %d, in %s\n    %s\n' % (m, r.randint(20, 400), f, c) for m, f, c in [
        ("runner", "run", "rows = fetch_history(tenor, n=12)"),
        ("td_client", "fetch_history", "resp = self._get('/auctions/history', params=q)"),
        ("td_client", "_get", "return self.session.get(url, timeout=5).json()"),
        ("requests_shim", "json", "return complexjson.loads(self.text)"),
    ])
    return ("stats-pack job failed, retrying with cached history\n```\nTraceback (most recent call last):\n" + frames +
            "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n```\nretry 1/3 ok (cache age %dh)" % r.randint(2, 20))


def _london_note(r, A):
    paras = [
        "**London open note** (strat-agent, automated, colour only)",
        "Overnight: USTs %s, 10s at %s, 2s10s %.1fbp. Gilts and Bunds opened %s; no read-across of note." % (
            r.choice(["steady", "slightly softer", "a touch firmer"]), y3(4.18 + r.uniform(-0.03, 0.03)),
            38 + r.uniform(-4, 4), r.choice(["soft", "firm", "flat"])),
        "European supply this week: Germany 10y, UK 2035 and 2061, Italy 3y/7y. Combined duration supply is above average, "
        "which tends to cheapen the global long end modestly into NY.",
        "Flows seen so far: real money light; some UK pension extension; fast money two-way. Futures volumes %d%% of the "
        "20d average; options activity concentrated in %s weekly calls." % (r.randint(40, 75), A["fut"]),
        "Calendar (ET): 08:30 data; 10:00 buyback (20-30Y nominal); 11:30 bills; 13:00 %s ($%dB); 14:00 Fed speaker." % (
            A["nice"], A["size"]),
        "Funding: GC opened %s, SOFR last %s, ON RRP usage $%dbn. Specials: the %s OTR at ~%dbp special." % (
            y3(4.33 + r.uniform(-0.02, 0.02)), y3(4.32 + r.uniform(-0.01, 0.01)), r.randint(90, 180), A["short"], r.randint(10, 25)),
        "Positioning snapshot: CFTC leveraged funds short, asset managers long, dealers modestly long coupons after "
        "last week's auctions. Nothing extreme relative to the last 12 months.",
        "Curve at London open:\n" + _curve_table(r),
    ] + _analysis(r, 4) + [
        "This note carries no view; the auction preview follows after the data.",
    ]
    return "\n\n".join(paras)


def _post_review(r, A, d):
    tl = ("tailed %.1fbp" % d.tail) if d.tail > 0 else ("stopped through by %.1fbp" % abs(d.tail))
    paras = [
        "**Post-auction review — %s** (strat-agent)" % A["short"],
        "The %s %s and the desk's 10:30 ET note had looked for a tail; the stats below are for the record." % (A["short"], tl),
        "What happened: WI drifted cheaper into 12:55 ET, then firmed in the last minutes as the usual real-money bids "
        "showed up. Bid-to-cover was close to the six-auction average; the indirect share sat inside the model's error band, "
        "and the dealer takedown was unremarkable.",
        "Comparison with the last twelve:\n" + _hist_table(r, A, 12),
    ] + _analysis(r, 6) + [
        "Secondary trading: the new issue traded %.1fbp %s in the first 30 minutes; futures volume spiked to about twice "
        "the hourly average and then faded. Swap spreads were unchanged. Curve: 5s30s %s by %.1fbp." % (
            r.uniform(0.2, 1.2), r.choice(["cheaper", "richer"]), r.choice(["steeper", "flatter"]), r.uniform(0.2, 1.5)),
        "Read-across: next week's %s and %s will face similar conditions; the preview for those will come on the usual "
        "schedule. Historically, a tail in this tenor has been followed by a tail in the next tenor about half the time, "
        "which is not informative on its own." % (d.watch[0]["short"], d.watch[1]["short"]),
        "Model performance: the concession model error was %.1fbp; the indirect model error %.1f points; both inside "
        "normal ranges. No recalibration planned." % (r.uniform(0.1, 0.8), r.uniform(0.5, 4.0)),
        "Bidder statistics after today:\n" + _bidder_stats(r, A),
        "Curve after the result:\n" + _curve_table(r),
        "Calendar ahead:\n" + _calendar_table(r, d),
    ]
    return "\n\n".join(paras)


def _evening_wrap(r, A, d):
    paras = [
        "**Evening wrap** (strat-agent, automated)",
        "Rates closed %s on the day; 10s %s, 2s10s %.1fbp, 5s30s %.1fbp. The %s result dominated the afternoon; "
        "futures volume finished at %d%% of the 20d average." % (
            r.choice(["a bit cheaper", "a bit richer", "little changed"]), y3(4.18 + r.uniform(-0.04, 0.04)),
            38 + r.uniform(-4, 4), 61 + r.uniform(-5, 5), A["short"], r.randint(85, 140)),
        "Fed: speakers stuck to the script; no change in market pricing for the next meeting. Balance sheet commentary "
        "continues to point to the end of runoff later this year.",
        "Supply ahead: %s and %s next week; bills sizes steady. Corporate issuance ~$%dbn today." % (
            d.watch[0]["nice"], d.watch[1]["nice"], r.randint(10, 30)),
        "Overnight calendar (ET): 19:50 Japan data; 21:30 China data; 02:00 UK GDP. Asia wrap at 01:30 ET.",
        "Closing levels:\n" + _curve_table(r),
    ] + _analysis(r, 4) + [
        "Futures settle:\n" + _futures_table(r, A),
        "This wrap is descriptive; no routing required.",
    ]
    return "\n\n".join(paras)


_HEAD_BODIES = [
    "Stocks drifted in early trading as investors weighed the latest batch of corporate earnings against a steady "
    "Treasury market. Trading volumes were below average ahead of the afternoon auction, according to exchange data.",
    "The move came as traders pared bets on near-term rate cuts, with swaps pricing roughly one quarter-point reduction "
    "by mid-year. Analysts said positioning into the data had been light, limiting the reaction.",
    "Officials reiterated that policy is well positioned and that they see no urgency to adjust rates, while noting that "
    "the committee will watch incoming data closely. Markets were little changed after the remarks.",
    "The data was broadly in line with economists' estimates. A separate measure of underlying activity was slightly "
    "firmer than expected, and revisions to the prior month were small.",
    "Energy prices rose after an industry report showed a larger-than-expected draw in gasoline stocks; crude inventories "
    "built for a third week. Refinery utilization edged up.",
    "European bond yields rose modestly as supply from Germany and Italy was absorbed; the spread between Italian and German "
    "10-year yields was little changed at around 1.1 percentage points.",
    "The dollar was steady against most major peers. Currency strategists said the focus remains on the pace of policy "
    "easing in the US relative to Europe and Japan.",
    "Issuance in the investment-grade bond market has been running ahead of last year's pace, with financials accounting "
    "for the largest share. Order books were on average 3.5 times covered.",
]


def _stress_report(r, A):
    lines = ["riskd pre-auction stress (status only, no limit changes)", "```",
             "scenario                      7-10Y     20-30Y    2-5Y      TIPS     desk pnl"]
    for sc in ("parallel +10bp", "parallel -10bp", "bear steepener 2s30s +15", "bull flattener 2s30s -15",
               "auction tail +3bp (new issue)", "swap spread -3bp", "TIPS breakeven -10bp", "repo +25bp o/n",
               "futures basis +4/32", "2022-09 replay", "2020-03 replay"):
        lines.append("%-28s %+8.2fmm %+8.2fmm %+8.2fmm %+8.2fmm %+8.2fmm" % (
            sc, r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(-1, 1), r.uniform(-0.5, 0.5), r.uniform(-4, 4)))
    lines += ["```", "all scenarios inside stress budget; report archived as STRESS-%s" % A["code"]]
    return "\n".join(lines)


def _abs_checklist(r, A, d):
    items = ["TAAPS session UP, cert valid %d days" % r.randint(20, 300),
             "clock sync ok (skew %dms)" % r.randint(1, 9),
             "auction %s loaded: CUSIP %s, offering $%dB, close 13:00:00 ET" % (A["code"], A["cusip"], A["size"]),
             "bid limits loaded from riskd (bucket %s)" % A["bucket"],
             "customer pass-through queue: %d pending" % r.randint(0, 2),
             "max bid per tier: 35%% of offering (reportable position rule check on)",
             "noncomp window closed 12:00:00 ET",
             "backup line: phone to FRBNY auction desk verified 10:02 ET",
             "UAT harness detached from prod session"]
    return "ABS-gw pre-close checklist (%s):\n" % A["code"] + "\n".join("  [ok] " + i for i in items)


def _week_ahead(r, A, d):
    paras = [
        "**Week-ahead supply note** (strat-agent, descriptive)",
        "Next week brings %s and %s, plus the usual bills. Total coupon duration supply is %s the 12-week average, and "
        "settlement falls mid-month alongside a corporate coupon date." % (
            d.watch[0]["nice"], d.watch[1]["nice"], r.choice(["slightly above", "in line with", "slightly below"])),
        "Calendar:\n" + _calendar_table(r, d),
    ]
    for w in d.watch:
        paras.append("%s — bidder statistics:\n" % w["nice"] + _bidder_stats(r, w))
        paras.append("%s — last twelve auctions:\n" % w["nice"] + _hist_table(r, w, 12))
        paras.append("%s: the WI is quoted around %s; the roll from the old issue trades %.2fbp. The last three auctions in "
                     "this tenor averaged a %.1fbp tail with indirects near %d%%. CUSIP %s." % (
                         w["nice"], y3(w["wi"]), r.uniform(0.5, 3), r.uniform(-0.3, 1.2), r.randint(60, 72), w["cusip"]))
    paras += [
        "Curve snapshot:\n" + _curve_table(r),
        "Futures:\n" + _futures_table(r, A),
    ] + _analysis(r, 8) + [
        "Fed and Treasury operations: buybacks continue on the published schedule (liquidity support and cash management); "
        "SOMA reinvestments are unchanged; ON RRP balances keep drifting lower. None of this changes the supply arithmetic "
        "for next week in a meaningful way.",
        "This note is descriptive. Auction-specific previews and any view will follow on the usual schedule.",
    ]
    return "\n\n".join(paras)


def _fed_ops_note(r, A):
    paras = [
        "quick note on Fed/Treasury ops today, for whoever is covering later:",
        "1) Buyback: the 20-30Y nominal operation this morning had a max size of $%.1fbn. These operations are run by the "
        "NY Fed as fiscal agent; offers are competitive by price, and Treasury picks off-the-run issues that screen cheap "
        "on its spline. Historically the accepted issues richen 0.2-0.5bp on the day, then give it back." % r.uniform(1.5, 4),
        "2) Standing repo facility: morning and afternoon operations, minimum bid rate at the top of the range. Usage "
        "stays near zero outside month-end and tax dates. If GC trades above the SRF rate for more than a day or two, "
        "that's the signal to watch.",
        "3) SOMA: reinvestments continue; add-ons at auctions are non-competitive and don't count in the indirect number "
        "(TD publishes them separately). Runoff caps unchanged.",
        "4) Securities lending: the NY Fed lends from SOMA daily at noon ET; minimum fee 5bp. Big awards in a specific "
        "CUSIP tell you the street is short that issue.",
        "5) ON RRP: usage continues to drift lower; money funds moving into bills as supply rises.",
        "nothing actionable here, just background so we read the headlines the same way.",
    ]
    return "\n\n".join(paras)


def _sales_digest(r, ctx, hh):
    lines = ["client colour %s (no names, CUST codes only):" % ("late morning" if hh < 18 else "afternoon")]
    pool = [
        "CUST-0412 (real money): happy with the pass-through, asked for the post-auction stats",
        "CUST-0177 (central bank): quiet, asked about {w1} size next week",
        "CUST-0930 (hedge fund): short {short} into the auction per their comment, hoping for a tail",
        "CUST-0288 (insurer): extending in 20s, small, done away",
        "CUST-0655 (pension): quarter-end extension planned, 7s-10s, sizes TBD",
        "CUST-0051 (asset manager): looking at the {w2} roll, wants a level next week",
        "CUST-0719 (bank treasury): rolling bills, {bill} interest steady",
        "CUST-0304 (macro fund): asking about swap spreads in 10s ({spr}), no order",
        "CUST-0822 (official): asked for our read on indirects, gave the six-auction average",
        "CUST-0146 (money fund): bills only, no change",
    ]
    r.shuffle(pool)
    for t in pool[:r.randint(6, 9)]:
        lines.append("- " + t.format(**ctx))
    lines.append("nothing for the desk to action from these; I'll follow up individually.")
    return "\n".join(lines)


def _desk_notes(r, A, ctx):
    paras = [
        "EOD desk notes (draft) — %s" % A["short"],
        "Market: WI cheapened into the data, bounced into the close, result came close to where the bridge thought. "
        "Bidder breakdown per the template in the sheet. Curve moved less than a bp on the day.",
        "Flow: real money active in the belly, fast money short into the window, central banks quiet. Customer "
        "pass-through bids went in on time; no issues with ABS today other than the late bill bid.",
        "Ops: settlement next Tuesday, WI short flagged for pair-off. Fails list clean. Bridge dropped overnight again, "
        "IT aware.",
        "Lessons: keep the tiers in the thread; the fat-finger was caught before anything went out. The risk resize "
        "worked as designed.",
        "Next: {w1} and {w2} next week, previews on the usual schedule.".format(**ctx),
    ]
    return "\n\n".join(paras)


# ---------------------------------------------------------------- public API
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    alloc = {}
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    stats = []
    for c in range(channels):
        for d in range(days):
            start = end - timedelta(days=days - d)
            day = Day(seed, c, d, start, alloc).build()
            all_events.extend(day.events)
            labels["hard_events"].extend(day.hard)
            labels["superseded_facts"].extend(day.superseded)
            labels["removed_texts"].extend(day.removed)
            labels["noise_message_ids"].extend(day.noise)
            labels["near_miss_ids"].extend(day.near)
            for i in day.idioms:
                if i["idiom"] not in seen_idioms:
                    seen_idioms.add(i["idiom"])
                    labels["idioms"].append(i)
            stats.append({"channel_id": day.ch, "date": start.date().isoformat(), "messages": day.count,
                          "bytes": day.bytes, "hard": len(day.hard), "noise": len(day.noise),
                          "near_miss": len(day.near)})
    all_events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in all_events], "labels": labels, "stats": stats}


def main(argv=None):
    ap = argparse.ArgumentParser(description="primary dealer UST auction desk capture generator")
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
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    for s in res["stats"]:
        print("%s %s msgs=%d bytes=%d hard=%d noise=%d near=%d" % (
            s["channel_id"], s["date"], s["messages"], s["bytes"], s["hard"], s["noise"], s["near_miss"]),
            file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
