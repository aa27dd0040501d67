#!/usr/bin/env python3
"""Desk generator: Houston voice-loop energy desk (energy equities + NYMEX crude/natgas/heat).

Humans mostly talk over a turret voice loop; the "loop-scribe" bot posts speech-to-text
into Discord (speaker tags inside the message, little punctuation, numbers spelled out,
mis-heard tickers, later re-transcriptions).  Around it: an OMS bridge, a risk bot, a news
relay, two LLM agents and a few humans typing.

Standard library only.  Pure function of the arguments (independent of PYTHONHASHSEED).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "houston_voice_transcript_energy_desk"
GUILD_ID = "1318842957361104896"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 4, 6, 0, 0, tzinfo=timezone.utc)  # midnight CST, Thu 3 Dec ends
CT_OFFSET = timedelta(hours=-6)
BASE_CHANNELS = ["1319207744392691722", "1319207918447923281", "1319208131577413642"]

# author key -> (id, display name, bot, worker)
AUTHORS = {
    "scribe": ("1290417736455028806", "loop-scribe", True, 3),
    "oms": ("1301958203377418270", "oms-bridge", True, 5),
    "risk": ("1287734092615131196", "guardrail", True, 6),
    "wire": ("1296602418559700992", "wire-relay", True, 7),
    "analyst": ("1342018897345396787", "bayou-analyst", True, 9),
    "exec": ("1342020931058487357", "exec-agent", True, 10),
    "cron": ("1299045211689394238", "desk-cron", True, 11),
    "deploy": ("1283310457760260156", "deploy-bot", True, 12),
    "alerts": ("1311174488035819560", "tv-alerts", True, 13),
    "dana": ("1187462093311770714", "Dana Reyes", False, 1),
    "marcus": ("1194530271946014771", "Marcus Tate", False, 1),
    "luis": ("1203887145022455838", "Luis Garza", False, 1),
    "priya": ("1221904378815242270", "Priya Kannan", False, 1),
    "tomas": ("1249978630711545916", "Tomas Villarreal (ops)", False, 1),
    "ed": ("1178203344598611978", "Ed Kowalski", False, 1),
}
COMPLIANCE_ID = "1163590248814317629"

SPEAKERS = ["Dana R", "Marcus T", "Luis G", "Priya K", "Ed K"]

# ticker -> voice renderings (mis-heard), company name, price range in dollars
EQ = {
    "OXY": (["ox why", "o x y", "oxy"], "Occidental Petroleum", (44, 61)),
    "DVN": (["devin", "d v n", "devon"], "Devon Energy", (32, 47)),
    "COP": (["cop", "see oh pee", "conoco"], "ConocoPhillips", (96, 118)),
    "EQT": (["e q t", "eat cue tee", "eqt"], "EQT Corp", (34, 46)),
    "AR": (["antero", "a r"], "Antero Resources", (28, 39)),
    "VLO": (["val arrow", "v l o", "valero"], "Valero Energy", (121, 164)),
    "MPC": (["m p c", "marathon pete"], "Marathon Petroleum", (141, 183)),
    "FANG": (["diamond back", "fang"], "Diamondback Energy", (136, 174)),
    "EOG": (["e o g", "yogi"], "EOG Resources", (112, 131)),
    "HAL": (["hal", "halliburton"], "Halliburton", (24, 33)),
    "SLB": (["slab", "s l b"], "SLB", (36, 48)),
}
NOT_HELD_COS = ["Chevron", "Exxon Mobil", "Kinder Morgan", "Cheniere Energy", "Baker Hughes",
                "Williams Cos", "Targa Resources", "Hess Midstream", "APA Corp", "Ovintiv"]

# ----------------------------------------------------------------------------- words
ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def w(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + w(n % 100))


def size_words(n: int) -> str:
    if n >= 1000 and n % 1000 == 0:
        return w(n // 1000) + " thousand"
    if 1000 < n < 10000 and n % 100 == 0:
        return w(n // 100) + " hundred"
    if n >= 1000:
        return w(n // 1000) + " thousand " + w(n % 1000)
    return w(n)


def whole_words(d: int) -> str:
    if d >= 100:
        r = d % 100
        return ONES[d // 100] + " " + ("oh " + ONES[r] if r < 10 else w(r))
    return w(d)


def px_words(c: int) -> str:
    """Equity/crude price in cents -> spoken form."""
    d, r = divmod(c, 100)
    base = whole_words(d)
    if r == 0:
        return base + " flat"
    if r == 25:
        return base + " and a quarter"
    if r == 50:
        return base + " and a half"
    if r == 75:
        return base + " and three quarters"
    if r < 10:
        return base + " oh " + ONES[r]
    return base + " " + w(r)


def ng_words(c: int) -> str:
    """NG price in cents-of-dollar (341 -> 3.41) -> 'three forty one'."""
    d, r = divmod(c, 100)
    if r == 0:
        return w(d) + " even"
    if r < 10:
        return w(d) + " oh " + ONES[r]
    return w(d) + " " + w(r)


def p2(c: int) -> str:
    return "%d.%02d" % divmod(c, 100)


def fmt_int(n: int) -> str:
    return "{:,}".format(n)


# ----------------------------------------------------------------------------- day builder
class Day:
    def __init__(self, rng: random.Random, channel_id: str, start: datetime):
        self.rng = rng
        self.ch = channel_id
        self.start = start
        self.msgs = {}  # key -> dict
        self.order = []
        self.ops = []  # (t, seq, dict with key refs)
        self.n = 0
        self.removed = []
        self.superseded = []
        self.idioms = []

    # time helpers: t is seconds since local (window) midnight
    def at(self, h: float, jitter_min: float = 0.0) -> float:
        t = h * 3600 + self.rng.uniform(0, jitter_min * 60)
        return min(max(t, 1.0), 86399.0)

    def curve_time(self) -> float:
        weights = [0.35, 0.3, 0.3, 0.3, 0.4, 0.8, 1.4, 2.4, 4.2, 4.6, 3.6, 2.6, 2.0, 3.2, 3.0,
                   2.0, 1.2, 0.8, 0.6, 0.5, 0.45, 0.4, 0.35, 0.35]
        h = self.rng.choices(range(24), weights=weights)[0]
        return h * 3600 + self.rng.uniform(0, 3599)

    def local(self, t: float) -> str:
        dt = self.start + timedelta(seconds=t) + CT_OFFSET
        return dt.strftime("%H:%M")

    def add(self, t, author, content, kind="chat", ref=None, embeds=None, thread=None,
            hard=None, idiom=None, attachments=None):
        self.n += 1
        key = "m%d" % self.n
        self.msgs[key] = dict(key=key, t=t, author=author, content=content, kind=kind, ref=ref,
                              embeds=embeds, thread=thread, hard=hard, idiom=idiom,
                              attachments=attachments, final=content, state="live",
                              final_embeds=embeds)
        self.order.append(key)
        return key

    def edit(self, key, t, new_content, superseded=()):
        m = self.msgs[key]
        assert t > m["t"]
        m["final"] = new_content
        m["state"] = "edited"
        for s in superseded:
            self.superseded.append((key, s))
        self.ops.append((t, len(self.ops), {"op": "edit", "key": key, "content": new_content}))

    def delete(self, key, t, snippet):
        m = self.msgs[key]
        assert t > m["t"]
        m["state"] = "deleted"
        self.removed.append(snippet)
        self.ops.append((t, len(self.ops), {"op": "delete", "key": key}))

    def bulk_delete(self, keys, t, snippets):
        for k in keys:
            assert t > self.msgs[k]["t"]
            self.msgs[k]["state"] = "deleted"
        self.removed.extend(snippets)
        self.ops.append((t, len(self.ops), {"op": "bulk_delete", "keys": list(keys)}))

    def forget(self, key, t, snippet):
        m = self.msgs[key]
        assert t > m["t"]
        m["state"] = "forgotten"
        self.removed.append(snippet)
        self.ops.append((t, len(self.ops), {"op": "forget", "key": key}))

    def pin(self, key, t, by="dana"):
        self.ops.append((t, len(self.ops), {"op": "pin", "key": key, "by": by}))

    def react(self, key, t, emoji, by="dana"):
        self.ops.append((t, len(self.ops), {"op": "reaction_add", "key": key, "emoji": emoji, "by": by}))


def H(event_type, facts, phrasing):
    return {"event_type": event_type, "facts": list(facts), "phrasing": phrasing}


# ----------------------------------------------------------------------------- voice style
def um(rng):
    return rng.choice(["uh ", "um ", "so ", "yeah ", "okay so ", "", "", "alright ", "like "])


def tail(rng):
    return rng.choice(["", "", " you know", " anyway", " so yeah", " uh", " right", " i think"])


def scribe(rng, speaker, text, conf=True):
    s = "[%s] %s%s%s" % (speaker, um(rng), text, tail(rng))
    if conf and rng.random() < 0.3:
        s += " (conf 0.%d)" % rng.randint(62, 94)
    return s


# ----------------------------------------------------------------------------- the day
def build_day(rng: random.Random, channel_id: str, start: datetime, idiom_rows: bool):
    D = Day(rng, channel_id, start)
    R = rng

    # ---- cast of instruments for this channel-day
    A = R.choice(["OXY", "DVN", "COP"])                  # long, added today
    B = R.choice([x for x in ["OXY", "DVN", "COP"] if x != A])  # long, thesis in morning note
    C = R.choice(["EQT", "AR"])                           # long Jan calls (held derivative)
    S = R.choice(["VLO", "MPC"])                          # short, covered today
    W1 = R.choice(["FANG", "EOG"])                        # watchlist
    W2 = R.choice(["HAL", "SLB"])                         # watchlist
    nh = R.sample(NOT_HELD_COS, 4)

    def vname(t):
        return R.choice(EQ[t][0])

    def pxc(t):
        lo, hi = EQ[t][2]
        return R.randint(lo * 100, hi * 100)

    def oid():
        return "HVT-%05X" % R.randint(0x10000, 0xFFFFF)

    cl = R.randint(5650, 7350)          # CLF7 in cents
    ng = R.randint(318, 462)            # NGF7 in cents (3.18..4.62)
    ho = R.randint(22300, 25400)        # HOF7 in 1/10000 $ (2.2300..2.5400)
    cl_w = px_words(cl)
    idioms = D.idioms

    def idiom(key, name, expected):
        if idiom_rows:
            idioms.append((key, name, expected))

    # positions held (used by snapshot) -------------------------------------------------
    a_pos = R.choice([4000, 5000, 6000, 8000])
    b_pos = R.choice([3000, 5000, 7500])
    s_pos = R.choice([3000, 4000, 5000])
    c_k = (pxc(C) // 100 + R.randint(1, 4))
    c_cnt = R.choice([200, 300, 400])
    cl_pos = R.choice([15, 20, 25])

    # ================================================================ overnight noise
    t = D.at(5.9, 5)
    snap = D.add(t, "risk", "", kind="noise", embeds=[{
        "title": "Book snapshot 06:00 CT",
        "description": "HVT-ENERGY positions carried from prior session",
        "fields": [
            {"name": "%s" % A, "value": "+%s sh" % fmt_int(a_pos), "inline": True},
            {"name": "%s" % B, "value": "+%s sh" % fmt_int(b_pos), "inline": True},
            {"name": "%s Jan %d C" % (C, c_k), "value": "+%d" % c_cnt, "inline": True},
            {"name": "%s" % S, "value": "-%s sh" % fmt_int(s_pos), "inline": True},
            {"name": "CLF7", "value": "+%d lots" % cl_pos, "inline": True},
            {"name": "Watchlist", "value": "%s, %s, AR" % (W1, W2) if C != "AR" else "%s, %s, EQT" % (W1, W2)},
        ],
        "footer": "guardrail v3.4 · snapshot only"}])

    # stack traces at ~02:10, bulk deleted by ops at ~06:30
    traces = []
    for i in range(3):
        tt = D.at(2.15 + i * 0.01, 0.4)
        port = R.randint(9100, 9199)
        traces.append(D.add(tt, "oms", (
            "oms-bridge ERROR fix-session NYMEX-GW%d seq gap recovery failed (attempt %d/3)\n"
            "Traceback (most recent call last):\n"
            "  File \"/opt/oms/bridge/session.py\", line 412, in on_resend\n"
            "    self._replay(gap.begin, gap.end)\n"
            "  File \"/opt/oms/bridge/session.py\", line 377, in _replay\n"
            "    raise SeqGapError(f\"gap {begin}-{end} on port %d\")\n"
            "bridge.errors.SeqGapError: gap %d-%d on port %d\n"
            "  retry_in=30s  heartbeat_ms=%d  peer=10.41.7.%d") % (
                i + 2, i + 1, port, 88000 + i * 17, 88012 + i * 17, port, R.randint(900, 1400),
                R.randint(10, 60)), kind="noise"))
    D.bulk_delete(traces, D.at(6.45, 10), ["seq gap recovery failed (attempt"])
    kx = D.add(D.at(18.7, 30), "ed", "dinner res at 7 for 4 under Kowalski, the place on Kirby", kind="chat")
    D.delete(kx, D.msgs[kx]["t"] + R.randint(15, 60), "dinner res at 7 for 4 under Kowalski")
    ok_trace = D.add(D.at(6.6, 5), "tomas", "cleared the overnight bridge spam, GW%d resynced, no orders affected" % R.randint(2, 4), kind="chat")

    # ================================================================ morning note (buried thesis)
    b_old, b_new = R.choice([("high", "medium"), ("medium", "low"), ("medium", "high")])
    crk = R.randint(18, 31)
    note = (
        "**Morning energy note — %s**\n"
        "Overnight: WTI Jan printed a %s range, Brent-WTI at $%s.%02d, Asia demand steady. "
        "Cushing inventories per the private surveys drifted lower for a third week; the Jan/Feb "
        "spread is firm in backwardation. Gulf Coast 3-2-1 crack ~$%d/bbl, distillate leg doing "
        "most of the work as heating demand picks up.\n"
        "Gas: weather models trended colder overnight for the 11-15 day; Henry Hub cash traded "
        "near the front. Storage consensus for the weekly print is a draw; freeze-off risk in "
        "Appalachia is the swing factor.\n"
        "Book: %s long is working, %s calls carried into the cold, %s short still under water vs "
        "entry. Desk view change from the 7:30 loop: conviction on the %s long moved from %s to %s "
        "pending the Delaware Basin well results.\n"
        "Equities: sector beta to crude ~0.6 trailing 20d; services names lagging E&Ps; "
        "refiners bid on the crack. Nothing in the pre-market prints looks like a desk-level "
        "catalyst beyond the weekly numbers.\n"
        "Calendar (CT): 09:30 EIA, 13:30 NYMEX settle, 15:00 cash close.") % (
            (start + CT_OFFSET).strftime("%a %d %b"), R.choice(["tight", "wide", "two-way"]),
            R.randint(3, 5), R.randint(0, 99), crk, A, C, S, B, b_old, b_new)
    k = D.add(D.at(6.2, 20), "analyst", note, kind="hard",
              hard=H("thesis_update", [B, "from %s to %s" % (b_old, b_new)], "buried"))
    idiom(k, "conviction change buried mid-paragraph of LLM morning note", "thesis_update")

    # ================================================================ daily loss limit (voice) pinned
    ll = R.choice([200, 250, 300, 350])
    llw = {200: "two hundred k", 250: "two fifty k", 300: "three hundred k", 350: "three fifty k"}[ll]
    t = D.at(7.55, 8)
    k = D.add(t, "scribe", scribe(R, "Dana R", "okay everybody listen up daily loss limit for the "
                                   "desk today is %s hard stop if we hit it we're flat and done" % llw),
              kind="hard", hard=H("risk_limit", ["daily loss limit", llw], "untagged"))
    D.react(k, t + 40, "📌")
    D.pin(k, t + 45)

    # ================================================================ crude add (shorthand)
    cl_px = cl + R.choice([-5, 0, 5])
    cl_stop = cl_px - R.randint(110, 160)
    cl_q = R.choice([5, 10, 15])
    t0 = D.at(8.1, 25)
    kp = D.add(t0, "luis", "b %d CLF7 @ %s stp %s" % (cl_q, p2(cl_px), p2(cl_stop)), kind="hard",
               hard=H("trade_proposal", ["b %d" % cl_q, "CLF7", p2(cl_px), p2(cl_stop)], "shorthand"))
    idiom(kp, "typed shorthand 'b N CLF7 @ px stp lvl'", "trade_proposal")
    ka = D.add(t0 + R.randint(40, 120), "dana", R.choice(["👍 send it", "👍 send it luis", "send it 👍"]),
               ref=kp, kind="hard", hard=H("trade_approval", ["👍", "send it"], "reply"))
    idiom(ka, "emoji reply approving a shorthand proposal", "trade_approval")
    o_cl = oid()
    t1 = t0 + R.randint(150, 260)
    D.add(t1, "oms", "", kind="hard", embeds=[{
        "title": "Order accepted", "description": "NEW LMT DAY",
        "fields": [{"name": "Symbol", "value": "CLF7", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": str(cl_q), "inline": True},
                   {"name": "Limit", "value": p2(cl_px), "inline": True}],
        "footer": "ord %s · venue NYMEX · acct ENRG-1" % o_cl}],
        hard=H("trade_confirmation", ["CLF7", "BUY", p2(cl_px), o_cl], "embed"))
    fill_px = cl_px - R.choice([0, 1, 2])
    kf = D.add(t1 + R.randint(20, 200), "oms", json.dumps(
        {"evt": "fill", "ord": o_cl, "sym": "CLF7", "side": "BUY", "qty": cl_q, "px": p2(fill_px),
         "leaves": 0, "venue": "NYMEX", "liq": "A"}), kind="hard",
        hard=H("trade_fill", [o_cl, "CLF7", "BUY", p2(fill_px)], "structured"))
    D.react(kf, t1 + 300, "✅")

    # ================================================================ A add (voice, spelled numbers, correction)
    a_px = (pxc(A) // 25) * 25
    if a_px % 100 != 25:
        a_px = (a_px // 100) * 100 + 25
    a_q = R.choice([2500, 3500, 1500, 4500])
    a_vn = EQ[A][0][0]
    a_stop_w = px_words(a_px - 175)
    t0 = D.at(8.75, 25)
    kp = D.add(t0, "scribe", "[Marcus T] uh so on the %s i want to add here buy %s %s at %s limit "
                "stop under %s same as the other piece" % (a_vn, size_words(a_q), a_vn, px_words(a_px), a_stop_w),
               kind="hard", hard=H("trade_proposal", [a_vn, "buy", size_words(a_q), px_words(a_px)], "untagged"))
    idiom(kp, "mis-heard ticker + spelled size/price in voice proposal", "trade_proposal")
    a_px2 = a_px + 25
    kc = D.add(t0 + R.randint(30, 70), "scribe",
               "[Marcus T] correction make that %s on the limit not %s it's lifting" % (
                   px_words(a_px2).replace(" and a half", " and a half"), px_words(a_px).split(" and ")[-1]),
               kind="hard", hard=H("trade_proposal", ["correction", px_words(a_px2)], "untagged"))
    idiom(kc, "later transcript correcting the spoken limit", "trade_proposal")
    kap = D.add(t0 + R.randint(90, 150), "scribe", "[Dana R] yeah go ahead on the %s %s" % (
        a_vn, R.choice(["fine by me", "you're approved", "do it"])), kind="hard",
        hard=H("trade_approval", ["[Dana R]", "go ahead", a_vn], "untagged"))
    o_a = oid()
    t1 = t0 + R.randint(200, 300)
    D.add(t1, "oms", "ACK ord=%s state=WORKING side=BUY qty=%d sym=%s type=LMT px=%s tif=DAY venue=ARCA acct=ENRG-1" % (
        o_a, a_q, A, p2(a_px2)), kind="hard",
        hard=H("trade_confirmation", [o_a, "WORKING", "BUY", str(a_q), A], "structured"))
    q1 = (a_q // 5 * 3) // 100 * 100
    f1 = a_px2 - R.choice([1, 2])
    f2 = a_px2
    avg = (f1 * q1 + f2 * (a_q - q1)) // a_q
    if avg == f1:
        avg = f1 + 1 if f1 + 1 != f2 else f1
    kf = D.add(t1 + R.randint(30, 90), "oms",
               "FILL ord=%s sym=%s side=BUY last_qty=%d last_px=%s cum_qty=%d/%d avg_px=%s" % (
                   o_a, A, q1, p2(f1), q1, a_q, p2(f1)), kind="hard")
    final_fill = "FILL ord=%s sym=%s side=BUY last_qty=%d last_px=%s cum_qty=%d/%d avg_px=%s status=FILLED" % (
        o_a, A, a_q - q1, p2(f2), a_q, a_q, p2(avg))
    sup = ["%d/%d" % (q1, a_q)]
    if p2(f1) not in final_fill:
        sup.append(p2(f1))
    D.edit(kf, t1 + R.randint(400, 900), final_fill, superseded=sup)
    D.msgs[kf]["hard"] = H("trade_fill", [o_a, A, "%d/%d" % (a_q, a_q), p2(avg)], "structured")
    idiom(kf, "bridge edits partial fill line into cumulative fill", "trade_fill")

    # stop typed then edited twice
    s1, s2, s3 = a_px2 - 210, a_px2 - 140, a_px2 - 90
    ks = D.add(t1 + R.randint(1000, 1500), "marcus",
               "%s stop %s on the whole %s (hard, GTC)" % (A, p2(s1), fmt_int(a_pos + a_q)), kind="hard")
    D.edit(ks, D.at(11.2, 30), "%s stop %s on the whole %s (hard, GTC) — moved up after the fill" % (
        A, p2(s2), fmt_int(a_pos + a_q)), superseded=[p2(s1)])
    D.edit(ks, D.at(14.6, 20), "%s stop %s on the whole %s (hard, GTC) — raised again, under today's low" % (
        A, p2(s3), fmt_int(a_pos + a_q)), superseded=[p2(s2)])
    D.msgs[ks]["hard"] = H("stop_or_target_change", [A, "stop", p2(s3), fmt_int(a_pos + a_q)], "untagged")
    idiom(ks, "typed stop moved twice by editing the same message", "stop_or_target_change")

    # ================================================================ gas: route, thread, buried proposal, resize
    tg = D.at(9.3, 8)
    kr = D.add(tg, "scribe", scribe(R, "Dana R", "priya you own the storage number today anything on the "
                                      "gas goes through you not luis", conf=False),
               kind="hard", hard=H("route_decision", ["priya", "you own the storage number"], "untagged"))
    draw = R.randint(45, 110)
    exp = draw + R.choice([-12, -9, -7, 6, 8, 11])
    kth = D.add(tg + R.randint(60, 200), "priya", "thread for the storage print 🧵", kind="chat")
    thread = kth  # thread id = starter message id
    D.add(D.at(9.52, 2), "wire", "*EIA: US WORKING GAS STORAGE -%d BCF VS -%d BCF EXPECTED" % (draw, exp),
          kind="chat", thread=thread)
    D.add(D.at(9.56, 3), "priya", "%s vs %d, %s" % ("bigger draw" if draw > exp else "smaller draw", exp,
                                               "salt did most of it" if R.random() < .5 else "east region heavy"),
          kind="chat", thread=thread)
    ng_px = ng
    ng_stop = ng_px + R.randint(12, 18)
    ng_q = 15
    t0 = D.at(9.7, 10)
    kp = D.add(t0, "scribe",
               "[Priya K] so the number's %s the market's kind of shrugging it off which tells you "
               "everything uh the euro run backed off the cold for week two too and the cash is not "
               "confirming anything and you know the producers are gonna hedge into any pop anyway "
               "so what i want to do is sell fifteen natty Jan at %s stop %s and uh we can talk "
               "about adding if it breaks the low from tuesday the curve's also flattening which "
               "is kind of what you'd expect if the market thinks the cold is overdone so yeah" % (
                   "out", ng_words(ng_px), ng_words(ng_stop)),
               kind="hard", hard=H("trade_proposal", ["sell fifteen", "natty Jan", ng_words(ng_px),
                                                      ng_words(ng_stop)], "buried"))
    idiom(kp, "proposal buried in a long voice ramble", "trade_proposal")
    D.add(t0 + R.randint(50, 100), "scribe", "[Ed K] yeah i'm good with the gas short priya go", kind="hard",
          hard=H("trade_approval", ["[Ed K]", "good with the gas short"], "untagged"))
    o_ng = oid()
    t1 = t0 + R.randint(160, 220)
    kz = D.add(t1, "risk", "RESIZE ord=%s sym=NGF7 side=SELL qty %d->10 rule=ng_lots_cap cap=40 cur=30" % (o_ng, ng_q),
               kind="hard", hard=H("risk_limit", ["RESIZE", o_ng, "NGF7", "->10", "ng_lots_cap"], "structured"))
    idiom(kz, "risk engine resizes an order key=value", "risk_limit")
    D.add(t1 + R.randint(5, 20), "oms", "ACK ord=%s state=WORKING side=SELL qty=10 sym=NGF7 type=LMT px=%s tif=DAY venue=NYMEX" % (
        o_ng, "%d.%02d0" % divmod(ng_px, 100)), kind="hard",
        hard=H("trade_confirmation", [o_ng, "SELL", "NGF7", "%d.%02d0" % divmod(ng_px, 100)], "structured"))
    kf = D.add(t1 + R.randint(60, 300), "oms", "", kind="hard", embeds=[{
        "title": "Execution report", "description": "FILLED",
        "fields": [{"name": "Symbol", "value": "NGF7", "inline": True},
                   {"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Qty", "value": "10", "inline": True},
                   {"name": "Avg px", "value": "%d.%02d0" % divmod(ng_px, 100), "inline": True}],
        "footer": "ord %s · venue NYMEX" % o_ng}],
        hard=H("trade_fill", ["NGF7", "SELL", "10", "%d.%02d0" % divmod(ng_px, 100)], "embed"))
    idiom(kf, "embed-only execution report", "trade_fill")
    D.add(t1 + R.randint(320, 400), "priya", "ok that's on, we're short 10 not 15 because of the cap", kind="chat",
          thread=thread, ref=None)
    tgt1, tgt2 = ng_px - R.randint(17, 20), ng_px - R.randint(13, 16)
    while ng_words(tgt1) in ng_words(tgt2):
        tgt2 -= 1
    kt = D.add(D.at(10.8, 20), "scribe", "[Priya K] target on the gas short uh %s for the ten lots" % ng_words(tgt1),
               kind="hard")
    D.edit(kt, D.msgs[kt]["t"] + R.randint(20, 60),
           "[Priya K] target on the gas short uh %s for the ten lots (rev 2)" % ng_words(tgt2),
           superseded=[ng_words(tgt1)])
    D.msgs[kt]["hard"] = H("stop_or_target_change", ["target", "gas short", ng_words(tgt2)], "untagged")
    idiom(kt, "loop-scribe re-transcription edits a spoken target", "stop_or_target_change")

    # ================================================================ refiner short: thesis, cover, partial, expiry
    s_vn = EQ[S][0][-1]
    t0 = D.at(10.45, 20)
    D.add(t0, "scribe", scribe(R, "Dana R", "i'm done with the refining short thesis cracks aren't rolling "
                                "over distillate's too tight i'm flipping to neutral on %s" % s_vn, conf=False),
          kind="hard", hard=H("thesis_update", ["flipping to neutral", s_vn], "untagged"))
    s_px = pxc(S)
    s_cov = s_pos
    kp = D.add(t0 + R.randint(120, 240), "marcus",
               "proposing we cover the %s short, buy %s %s at %s limit, all of it" % (
                   S, fmt_int(s_cov), S, p2(s_px)), kind="hard",
               hard=H("trade_proposal", ["cover", S, fmt_int(s_cov), p2(s_px)], "untagged"))
    D.add(D.msgs[kp]["t"] + R.randint(30, 90), "dana", R.choice(["ok go, cover it", "ok go 👍 cover it", "yes ok go cover"]), ref=kp,
          kind="hard", hard=H("trade_approval", ["ok go", "cover"], "reply"))
    o_s = oid()
    t1 = D.msgs[kp]["t"] + R.randint(120, 200)
    D.add(t1, "oms", "ACK ord=%s state=WORKING side=BUY qty=%d sym=%s type=LMT px=%s tif=DAY venue=NYSE note=cover" % (
        o_s, s_cov, S, p2(s_px)), kind="hard",
        hard=H("trade_confirmation", [o_s, "BUY", str(s_cov), S], "structured"))
    s_fq = s_cov - R.choice([500, 1000])
    kf = D.add(t1 + R.randint(200, 600), "oms", "", kind="hard", embeds=[{
        "title": "Execution report", "description": "PARTIALLY FILLED",
        "fields": [{"name": "Symbol", "value": S, "inline": True},
                   {"name": "Side", "value": "BUY_TO_COVER", "inline": True},
                   {"name": "Qty", "value": fmt_int(s_fq), "inline": True},
                   {"name": "Avg px", "value": p2(s_px - 3), "inline": True}],
        "footer": "ord %s · venue NYSE · leaves %d" % (o_s, s_cov - s_fq)}],
        hard=H("trade_fill", [S, "BUY_TO_COVER", fmt_int(s_fq), p2(s_px - 3)], "embed"))
    D.react(kf, D.msgs[kf]["t"] + 90, "✅")
    D.add(D.at(15.02, 3), "oms", "CXL ord=%s sym=%s state=EXPIRED reason=DAY_TIF leaves=%d" % (o_s, S, s_cov - s_fq),
          kind="hard", hard=H("trade_confirmation", ["CXL", o_s, "EXPIRED", "leaves=%d" % (s_cov - s_fq)], "structured"))

    # ================================================================ news + routing
    a_co = EQ[A][1]
    a_head = R.choice([
        "RAISES 2027 PERMIAN OUTPUT GUIDANCE, SEES CAPEX FLAT",
        "SAYS DELAWARE BASIN WELL RESULTS ABOVE TYPE CURVE",
        "ANNOUNCES $1.5B BOLT-ON ACQUISITION IN MIDLAND BASIN",
        "BOOSTS BUYBACK AUTHORIZATION BY $3B"])
    k = D.add(D.at(7.1, 60), "wire", "*%s %s" % (a_co.upper(), a_head), kind="hard",
              hard=H("held_position_news", [a_co.upper(), a_head.split(",")[0]], "tagged"))
    idiom(k, "held name headline by company name only", "held_position_news")
    D.react(k, D.msgs[k]["t"] + 30, "👀", by="marcus")
    c_co = EQ[C][1]
    c_head = R.choice(["CUTS Q4 PRODUCTION GUIDANCE ON CURTAILMENTS", "SAYS WILL DEFER TWO TILS TO 2027",
                       "WINTER STORM SHUT-INS IN SOUTHWEST PA, SEES 0.4 BCF/D OFFLINE"])
    tn = D.at(11.6, 30)
    kn = D.add(tn, "wire", "*%s %s" % (c_co.upper(), c_head), kind="hard",
               hard=H("held_position_news", [c_co.upper(), c_head.split(",")[0]], "tagged"))
    kr = D.add(tn + R.randint(60, 180), "analyst",
               "Routing the %s headline → exec-agent: recheck delta/theta on the %s Jan %d calls (%d lots) "
               "and report before settle." % (C, C, c_k, c_cnt), kind="hard",
               hard=H("route_decision", ["Routing", C, "exec-agent"], "tagged"))
    # thread on the news message
    th2 = kn
    D.add(tn + R.randint(200, 300), "marcus", "should we just sell the calls here?", thread=th2, kind="near")
    kt = D.add(tn + R.randint(320, 500), "dana",
               "no. holding the %s calls, view unchanged, the cold does more for them than this headline hurts" % C,
               thread=th2, kind="hard", hard=H("thesis_update", ["holding the %s calls" % C, "view unchanged"], "untagged"))
    ke = D.add(tn + R.randint(900, 1500), "exec", (
        "%s Jan %d C x%d — delta %.2f (Δ chg %+.2f since open), theta -$%s/day, vega $%s/vol. "
        "Underlying %s; delta still inside the book's gas-beta band. Report only, no order generated." % (
            C, c_k, c_cnt, R.uniform(.35, .6), R.uniform(-.09, -.02), fmt_int(R.randint(900, 2400)),
            fmt_int(R.randint(3000, 7000)), p2(pxc(C)))), kind="chat", ref=kr)

    s_co = EQ[S][1]
    if R.random() < 0.7:
        s_head = R.choice([
            "SAYS PORT ARTHUR CRUDE UNIT RESTARTED AFTER OUTAGE",
            "Q4 THROUGHPUT SEEN AT 94% OF CAPACITY",
            "FLARING REPORTED AT TEXAS CITY REFINERY - TCEQ FILING"])
        D.add(D.at(12.5, 60), "wire", "*%s %s" % (s_co.upper(), s_head), kind="hard",
              hard=H("held_position_news", [s_co.upper(), s_head.split(" - ")[0]], "tagged"))

    w1_co = EQ[W1][1]
    w1_head = R.choice(["TO SELL NON-OPERATED ASSETS FOR $800M", "NAMES NEW CFO", "RAISES BASE DIVIDEND 5%"])
    D.add(D.at(11.95, 10), "wire", "*%s %s" % (w1_co.upper(), w1_head), kind="hard",
          hard=H("watchlist_news", [w1_co.upper(), w1_head.split(" ")[0] + " " + w1_head.split(" ")[1]], "tagged"))
    w1px = pxc(W1)
    kp = D.add(D.at(12.2, 10), "analyst", (
        "[PROPOSAL] BUY %s %s @ %s LMT, stop %s, size fits gross after the %s cover.\n"
        "Why: headline de-risks the balance sheet; screens cheap vs peers on EV/EBITDAX; "
        "watchlist name with catalyst. Needs PM sign-off.") % (
            fmt_int(3000), W1, p2(w1px), p2(w1px - 620), S), kind="hard",
        hard=H("trade_proposal", ["BUY", "3,000", W1, p2(w1px)], "tagged"))
    w1v = EQ[W1][0][0]
    kr2 = D.add(D.msgs[kp]["t"] + R.randint(100, 300), "scribe",
                "[Dana R] no on the %s not today we're at the top of gross already pass" % w1v, kind="hard",
                hard=H("trade_approval", [w1v, "not today", "pass"], "untagged"))
    idiom(kr2, "spoken rejection of an agent proposal (mis-heard name)", "trade_approval")

    w2_co = EQ[W2][1]
    tw = D.at(13.1, 20)
    D.add(tw, "wire", "*%s DOWNGRADED TO %s AT %s" % (w2_co.upper(), R.choice(["NEUTRAL", "UNDERWEIGHT", "SELL"]),
                                                     R.choice(["PIPER", "BERNSTEIN", "RBC", "JEFFERIES"])),
          kind="hard", hard=H("watchlist_news", [w2_co.upper(), "DOWNGRADED"], "tagged"))
    k = D.add(tw + R.randint(60, 200), "exec",
              "triage %s downgrade: watchlist only, no position — no action, not routed." % W2,
              kind="hard", hard=H("no_route_decision", [W2, "no action, not routed"], "untagged"))
    if R.random() < 0.6:
        tn2 = D.at(10.1, 60)
        D.add(tn2, "wire", "*%s %s" % (nh[0].upper(), R.choice(["SAYS GULF OF MEXICO PLATFORM BACK ONLINE",
                                                               "PRICES $2B SENIOR NOTES",
                                                               "EXTENDS LNG OFFTAKE DEAL WITH JERA"])), kind="near")
        D.add(tn2 + R.randint(60, 240), "analyst", "%s item: not in book or watchlist, no route." % nh[0],
              kind="hard", hard=H("no_route_decision", [nh[0], "no route"], "untagged"))

    # ================================================================ heat: deleted shorthand + repost + venue reject
    if R.random() < 0.6:
        hp1 = ho // 10 * 10 + 5
        hp2 = (ho - R.randint(90, 240)) // 10 * 10
        f4 = lambda x: "%d.%04d" % divmod(x, 10000)
        t0 = D.at(12.9, 15)
        kd = D.add(t0, "luis", "s 5 HOF7 @ %s stp %s" % (f4(hp1), f4(hp1 + 400)), kind="hard",
                   hard=H("trade_proposal", ["s 5", "HOF7", f4(hp1)], "shorthand"))
        D.delete(kd, t0 + R.randint(25, 50), "HOF7 @ %s stp" % f4(hp1))
        D.add(t0 + R.randint(60, 90), "luis", "wrong px ignore that, reposting", kind="chat")
        kp = D.add(t0 + R.randint(100, 140), "luis", "s 5 HOF7 @ %s stp %s" % (f4(hp2), f4(hp2 + 400)),
                   kind="hard", hard=H("trade_proposal", ["s 5", "HOF7", f4(hp2), f4(hp2 + 400)], "shorthand"))
        D.add(D.msgs[kp]["t"] + R.randint(30, 80), "scribe", "[Dana R] heat's fine luis go", kind="hard",
              hard=H("trade_approval", ["heat's fine", "luis go"], "untagged"))
        o_h = oid()
        D.add(D.msgs[kp]["t"] + R.randint(150, 200), "oms",
              "REJ ord=%s sym=HOF7 side=SELL qty=5 px=%s reason=PRICE_BAND_EXCEEDED venue=NYMEX" % (o_h, f4(hp2)),
              kind="hard", hard=H("trade_confirmation", ["REJ", o_h, "HOF7", "PRICE_BAND_EXCEEDED"], "structured"))
        D.add(D.msgs[kp]["t"] + R.randint(230, 300), "scribe", "[Luis G] ugh the band moved forget it i'll look again after settle",
              kind="chat")

    # ================================================================ risk breach + block
    gross = R.randint(402, 431)
    tr = D.at(13.6, 15)
    k = D.add(tr, "risk", "", kind="hard", embeds=[{
        "title": "⚠ Limit breach", "description": "desk HVT-ENERGY",
        "fields": [{"name": "Limit", "value": "gross_notional", "inline": True},
                   {"name": "Value", "value": "%d.%dm" % divmod(gross, 10), "inline": True},
                   {"name": "Cap", "value": "40.0m", "inline": True}],
        "footer": "guardrail v3.4 · new risk-increasing orders blocked"}],
        hard=H("risk_limit", ["gross_notional", "%d.%dm" % divmod(gross, 10), "40.0m"], "embed"))
    o_b = oid()
    bq = R.choice([3000, 4000, 5000])
    D.add(tr + R.randint(60, 240), "risk", "BLOCK ord=%s sym=%s side=BUY qty=%d reason=gross_cap_breach" % (o_b, C, bq),
          kind="hard", hard=H("risk_limit", ["BLOCK", o_b, C, "gross_cap_breach"], "structured"))
    D.add(tr + R.randint(300, 500), "scribe", "[Marcus T] yeah that was me on the %s stock sorry i'll wait for the cover to clear" % EQ[C][0][0],
          kind="chat")

    # ================================================================ crude stop raised (voice)
    if R.random() < 0.7:
        ns = cl_stop + R.randint(50, 90)
        D.add(D.at(14.3, 25), "scribe", "[Luis G] moving my stop on the jan crude up to %s on all %s" % (
            px_words(ns), w(cl_pos + cl_q)), kind="hard",
            hard=H("stop_or_target_change", ["stop", "jan crude", px_words(ns)], "untagged"))

    # ================================================================ forgets
    client = R.choice(["Halvorsen", "Broussard", "Okafor", "Lindqvist", "Thibodeaux"])
    acct = R.randint(1000, 9999)
    bq2 = R.choice([2000, 3000])
    b_vn = EQ[B][0][0]
    t0 = D.at(15.4, 15)
    kf = D.add(t0, "scribe", "[Dana R] okay for the %s family account ending %d buy %s %s at the close" % (
        client, acct, size_words(bq2), b_vn), kind="hard",
        hard=H("trade_proposal", [b_vn, "buy", size_words(bq2)], "untagged"))
    D.forget(kf, t0 + R.randint(600, 1200), "%s family account ending %d" % (client, acct))
    D.add(t0 + R.randint(1300, 1500), "tomas", "compliance scrubbed a transcript line, reminder no client names on the loop pls",
          kind="chat")
    t0 = D.at(16.2, 20)
    phone = "seven one three five five five %s" % " ".join(ONES[int(x)] if x != "0" else "oh" for x in "%04d" % R.randint(0, 9999))
    kf2 = D.add(t0, "scribe", "[Marcus T] if the loop drops tonight my cell is %s" % phone, kind="chat")
    D.forget(kf2, t0 + R.randint(300, 900), "my cell is %s" % phone)

    # ================================================================ near misses
    near = []
    nm = lambda h, j, a, c, **kw: near.append(D.add(D.at(h, j), a, c, kind="near", **kw))
    v1 = EQ[W1][0][-1]
    nm(9.1, 90, "scribe", scribe(R, "Marcus T", "what if we bought some %s here at like %s would that even fit" % (
        v1, px_words(pxc(W1) // 100 * 100))))
    idiom(D.order[-1], "spoken 'what if we bought' hypothetical", "not_hard")
    nm(11.0, 120, "scribe", scribe(R, "Ed K", "back in twenty twenty we bought %s at like eleven bucks and "
                                  "sold it at thirty that was the trade of the decade" % EQ["OXY"][0][0]))
    idiom(D.order[-1], "voice war story past tense", "not_hard")
    nm(10.0, 180, "luis", "fyi the Dallas desk just lifted %d CLF7 apparently, that's who was paying %s" % (
        R.choice([50, 75, 100]), p2(cl + R.randint(5, 30))))
    idiom(D.order[-1], "other desk's crude trade", "not_hard")
    nm(12.6, 120, "priya", "paper: short %d NGG7 @ %s in the sim book, tracking it for the intern challenge" % (
        R.choice([10, 20]), "%d.%02d0" % divmod(ng + R.randint(3, 12), 100)))
    idiom(D.order[-1], "paper trade in sim book", "not_hard")
    nm(14.9, 60, "analyst", (
        "Backtest (2019-2026): sell CL front on EIA crude draw surprise > 3m bbl, exit next settle. "
        "n=212, hit 54%%, avg fill %s, avg PnL +$0.%02d/bbl, max DD -$%s on 10 lots. "
        "Not tradeable as-is; results are in-sample.") % (p2(cl - R.randint(200, 900)), R.randint(5, 30),
                                                         fmt_int(R.randint(40, 90) * 1000)))
    nm(10.9, 90, "scribe", scribe(R, "Luis G", "a stop at %s would be sensible on the crude imo but whatever" % px_words(cl - 300)))
    nm(9.9, 120, "scribe", scribe(R, "Ed K", "are we still long the %s or did we trim that last week" % EQ[B][0][1]))
    nm(13.3, 120, "scribe", scribe(R, "Priya K", "if natty gets to %s i'd probably sell some more but not before" % ng_words(ng + 25)))
    nm(8.4, 60, "scribe", "[unknown] ...and that's why i'm telling viewers buy energy stocks now while they're cheap... [background tv]")
    idiom(D.order[-1], "background TV picked up by the scribe", "not_hard")
    nm(11.5, 120, "ed", "someone should look at %s here, gassy names lagging the strip" % EQ["AR" if C != "AR" else "EQT"][1])
    nm(16.5, 60, "marcus", "sold %s last month at %s lol should've held" % (S, p2(pxc(S) - 800)))
    nm(14.0, 60, "scribe", scribe(R, "Luis G", "we should send the crude spread order soon before the settle rush"))
    nm(15.8, 60, "scribe", "[Dana R] sure let's buy ten thousand lots of crude and retire lol")
    nm(13.8, 120, "ed", "the Calgary team moved their stop on CNQ again, they're gonna get run over")
    nm(7.6, 40, "cron", "triage sweep 07:30 CT · 21 items seen · 0 routed · 0 escalated")
    idiom(D.order[-1], "cron summary '0 routed'", "not_hard")
    nm(12.8, 60, "cron", "triage sweep 12:45 CT · 34 items seen · 0 routed · 2 deduped")
    nm(8.9, 60, "marcus", "> *%s %s\nlol look at this one, glad we're not in it" % (
        nh[1].upper(), R.choice(["PLANS TO CUT 600 JOBS", "CEO TO RETIRE IN 2027", "DELAYS FID ON EXPANSION"])))
    nm(10.7, 60, "analyst", (
        "Spread note: CLF7/CLG7 at +%d cents, HO crack vs CL at $%d.%02d. Historically when the crack is this firm "
        "into mid-December the front spreads hold; buying the spread or selling the back would both have worked "
        "in 6 of the last 9 years. Refiner equities already discount most of it. Informational.") % (
            R.randint(18, 45), R.randint(24, 38), R.randint(0, 99)))
    nm(9.6, 60, "scribe", scribe(R, "Marcus T", "should i be adding more %s or is that too much with the calls" % EQ[A][0][1]))
    nm(15.2, 40, "scribe", scribe(R, "Priya K", "yesterday we sold the gas at the high and bought it back at the low so that was nice"))
    nm(17.5, 120, "ed", "hypothetically if the EU price cap goes through, who's the first name you'd short")
    nm(13.95, 30, "scribe", scribe(R, "Dana R", "reminder the %s name is on the restricted list for the research team not us" % nh[2]))
    nm(6.9, 40, "wire", "*FED'S %s: POLICY WELL POSITIONED, NO RUSH ON FURTHER CUTS" % R.choice(["WALLER", "LOGAN", "BARKIN"]))
    nm(14.7, 40, "wire", "*%s SAYS %s" % (nh[3].upper(), R.choice(["PERMIAN PIPELINE EXPANSION IN SERVICE", "Q4 VOLUMES IN LINE"])))
    nm(16.8, 90, "analyst", "Question for the desk: do we want the %s Jan calls rolled to Feb if vol stays under 45? Not urgent." % C)

    # ================================================================ noise
    for h in range(24):
        tt = h * 3600 + R.randint(20, 240)
        g = R.randint(300, 399)
        D.add(tt, "risk", ("guardrail ♥ %s CT · limits ok · gross %d.%dm/40.0m · net %+d.%dm · var95 %dk/400k · "
                           "ng lots %d/40 · cl lots %d/60 · dd %dk · %d open orders") % (
            D.local(tt), g // 10, g % 10, R.randint(-40, 120) // 10, R.randint(0, 9), R.randint(160, 240),
            R.randint(0, 30), R.randint(15, 40), R.randint(0, 90), R.randint(0, 6)), kind="noise")
    for i in range(R.randint(3, 5)):
        tt = D.curve_time()
        D.add(tt, "scribe", "[loop-scribe] audio reconnect turret %d · gap 00:00:%02d · resumed · model whisper-energy-v7" % (
            R.randint(1, 6), R.randint(3, 58)), kind="noise")
    for i in range(R.randint(7, 10)):
        tt = D.curve_time()
        D.add(tt, "scribe", R.choice(["[inaudible]", "[crosstalk]", "[Marcus T] can you guys hear me",
                                      "[Luis G] sorry was on mute", "[Priya K] hello? hello", "[Ed K] [inaudible] yeah",
                                      "[unknown] [laughter]", "[Dana R] hang on phone", "[crosstalk] [inaudible]"]),
              kind="noise")
    alert_keys = []
    for i in range(R.randint(9, 12)):
        tt = D.curve_time()
        sym, lvl = R.choice([("CLF7", p2(cl + R.randint(-120, 120) // 25 * 25)),
                             ("NGF7", "%d.%02d0" % divmod(ng + R.randint(-15, 15), 100)),
                             ("BZH7", p2(cl + 400 + R.randint(-100, 100))),
                             ("XLE", p2(R.randint(8600, 9500))),
                             (A, p2(pxc(A)))])
        alert_keys.append(D.add(tt, "alerts", "🔔 %s %s %s (last %s)" % (
            sym, R.choice(["crossed above", "crossed below", "touched"]), lvl, lvl), kind="noise"))
    for i in range(R.randint(4, 6)):
        hh = R.choice([7, 8, 9, 10, 11, 12, 13, 14, 15])
        tt = hh * 3600 + R.randint(60, 600)
        eq_d, fu_d = R.randint(-60000, 90000), R.randint(-50000, 60000)
        pnl = ("PnL snapshot %s CT\n```\nbook        day        mtd\nequities  %+9s  %+9s\nfutures   %+9s  %+9s\n"
               "options   %+9s  %+9s\ntotal     %+9s  %+9s\n```") % (
            D.local(tt), fmt_int(eq_d), fmt_int(R.randint(100000, 500000)), fmt_int(fu_d),
            fmt_int(R.randint(-90000, 200000)), fmt_int(R.randint(-9000, 9000)), fmt_int(R.randint(-40000, 40000)),
            fmt_int(eq_d + fu_d), fmt_int(R.randint(200000, 700000)))
        pnl = pnl.replace("+-", "-")
        alert_keys.append(D.add(tt, "risk", pnl, kind="noise", attachments=[{
            "id": str(((int(tt * 1000) + 1700000000000 - DISCORD_EPOCH) << 22) | 77),
            "filename": "pnl_%s.png" % D.local(tt).replace(":", ""), "size": R.randint(30000, 90000),
            "url": "https://cdn.example.invalid/pnl/%d.png" % R.randint(10 ** 8, 10 ** 9)}]))
    for i in range(R.randint(3, 5)):
        tt = D.curve_time()
        D.add(tt, "cron", R.choice([
            "eod recon 02:00 CT · %d orders · %d fills · 0 breaks · report in s3://hvt-recon/" % (R.randint(20, 60), R.randint(30, 90)),
            "margin call check · CME SPAN ok · excess $%sm" % R.randint(4, 12),
            "loop-scribe transcript archive rotated · %d segments · %d MB" % (R.randint(300, 900), R.randint(80, 400)),
            "position file pushed to admin · %d lines · sha %08x" % (R.randint(40, 80), R.getrandbits(32))]),
            kind="noise")
    for i in range(R.randint(2, 3)):
        tt = D.curve_time()
        D.add(tt, "deploy", R.choice([
            "deploy-bot: loop-scribe %d.%d.%d → prod (vad tuned, ticker lexicon +%d entries) ✅" % (
                4, R.randint(6, 9), R.randint(0, 9), R.randint(3, 20)),
            "deploy-bot: oms-bridge 2.%d.%d → prod ✅ (canary 10%% passed)" % (R.randint(10, 19), R.randint(0, 9)),
            "CI: guardrail #%d passed · 412 tests · 1m%02ds" % (R.randint(800, 999), R.randint(10, 59)),
            "CI: bayou-analyst prompt pack v%d lint ✅" % R.randint(30, 60)]), kind="noise")
    # one live stack trace
    tt = D.at(R.choice([3.5, 18.5, 20.2]), 30)
    D.add(tt, "exec", ("exec-agent WARN tool call timed out, retrying\n"
                       "  tool=oms.get_order_status timeout_ms=8000 attempt=1\n"
                       "  at agent.tools.oms.OmsClient.status (oms.py:188)\n"
                       "  at agent.loop.run_step (loop.py:542)\n  recovered after 2.%ds") % R.randint(1, 9), kind="noise")
    for i in range(R.randint(9, 13)):
        target = R.choice(alert_keys)
        tt = D.msgs[target]["t"] + R.randint(20, 400)
        D.add(min(tt, 86390), R.choice(["dana", "marcus", "luis", "priya", "ed", "tomas"]),
              R.choice(["ok", "thx", "ty", "👍", "lol", "nice", "🙏", "k", "👀", "oof"]), ref=target, kind="noise")

    # ================================================================ chatter (not hard, not noise)
    vc = [
        "crude's just chopping around %s nobody wants to do anything before the number" % cl_w,
        "jan feb spread is out to like %s cents back that's pretty firm for december" % w(R.randint(18, 45)),
        "the midland cash market's a little softer today heard diffs at plus %s" % w(R.randint(40, 95)),
        "weather models came in colder on the euro for the back half of the month the american's warmer though",
        "permian guys are all saying the same thing on the calls basically flat volumes next year capital discipline blah blah",
        "gulf coast refiners are running hard cracks around %s bucks on the three two one" % w(crk),
        "can someone check if the screens are lagging mine froze for like ten seconds",
        "asia bought some cargoes overnight that's why brent's bid versus wti",
        "heating oil's the strong leg today distillate stocks are just really low for this time of year",
        "henry hub cash is trading like %s this morning" % ng_words(ng + R.randint(-20, 5)),
        "who's got the freeze-off numbers from the marcellus i saw something on the pipeline noms",
        "i'm gonna grab lunch anybody want anything from the taco place on westheimer",
        "the s and p's dragging us around today energy's just trading as beta",
        "vol's kinda cheap in the front like %s on the jan natty straddle" % w(R.randint(38, 62)),
        "the rig count's tomorrow right or is it friday i lose track",
        "services names are just dead money until the budgets come out in january",
        "did anybody listen to the opec call recording it was mostly noise",
        "the basis guys upstairs are losing their minds over waha again negative cash prints",
        "cushing's getting tight like actually tight not twitter tight",
        "spreads are telling you the front is tighter than the flat price is",
        "mideast headlines aren't doing anything today market's numb to it",
        "the canadian heavy diff blew out a little overnight",
        "that block in the e and p etf was just a rebalance i think",
        "i need the turret guy to fix channel four it keeps clipping",
        "the gas curve's flattening into the winter strip which makes sense if the cold's priced",
        "refinery outage list is light this week nothing major on the gulf",
        "it's gonna be a slow afternoon after settle watch",
        "the product cracks in new york harbor are wild today",
        "anyone else getting the exchange notice about the holiday hours",
        "the dollar's doing nothing so it's all supply demand today",
        "volumes are light everybody's already half on vacation",
    ]
    R.shuffle(vc)
    subj = ["crude", "the jan crude", "brent", "the jan feb spread", "natty", "the gas", "heat", "the cracks",
            "the e and ps", "the services names", "the refiners", "henry hub cash", "the winter strip", "front vol",
            "the gassy names", "wti midland", "the products", "rbob", "the xle", "the big integrateds"]
    obs = ["is just chopping around", "looks heavy here", "is bid for no real reason", "keeps getting sold on every uptick",
           "is doing the exact same thing it did yesterday", "is trading like a meme stock", "hasn't moved since the open",
           "popped on nothing", "is grinding higher all morning", "feels tired up here", "is lagging the move in crude",
           "is trading a little better than i thought", "can't hold a bid", "is stuck in a fifty cent range",
           "is going out on the lows again", "got hit when the headline came out"]
    why = ["i think it's just the roll", "probably the cold in the models", "somebody big is working an order",
           "headlines out of vienna", "people squaring up before the number", "the dollar's a little softer",
           "probably ctas", "it's quarter-end-ish flows i guess", "the refinery outage chatter", "no idea honestly",
           "the producers hedging into it", "the algos chasing the last print", "the asian buying overnight",
           "the sell side notes this morning", "the pipeline maintenance notice", "nobody wants to be short into the cold"]
    close = ["we'll see", "whatever", "i don't love it", "kinda interesting actually", "it'll reverse by settle",
             "i'm just watching", "it's a grind", "classic december", "same story every winter", "", ""]
    inter = ["yeah", "mm hm", "right", "totally", "yep", "no that's fair", "huh", "true", "lol", "[laughter]", "[inaudible]"]

    def utter(used=None):
        if R.random() < 0.35:
            t_ = vc[R.randrange(len(vc))]
        else:
            t_ = "%s %s %s" % (R.choice(subj), R.choice(obs), R.choice(why))
            c_ = R.choice(close)
            if c_:
                t_ += " " + c_
        if R.random() < 0.55:
            ext_ = R.choice([
                "and honestly the way it's trading tells you more than any of the headlines do people are just "
                "squaring up before the weekly numbers",
                "which is the same thing we saw last winter right before the cold actually showed up and the "
                "front blew out for like a week and a half",
                "i'm just saying it's not the kind of tape where you wanna be a hero either direction",
                "i talked to a couple of the guys at the majors and they're all kind of shrugging at it",
                "and the brokers are saying the same thing so either everybody's right or everybody's wrong",
                "and the screens were lagging again so who knows what the real print was",
                "anyway the settle's gonna tell us more than this does"])
            if used is None or ext_ not in used:
                t_ += " " + ext_
                if used is not None:
                    used.add(ext_)
        return t_

    def voice_time():
        while True:
            tt_ = D.curve_time()
            if 6.0 * 3600 <= tt_ <= 17.6 * 3600:
                return tt_

    n_chat_voice = R.randint(54, 60)
    for i in range(n_chat_voice):
        lines_ = []
        used_ = set()
        last = None
        for j in range(R.randint(6, 12)):
            sp = R.choice([x for x in SPEAKERS if x != last])
            last = sp
            if j > 0 and R.random() < 0.25:
                lines_.append("[%s] %s" % (sp, R.choice(inter)))
            else:
                lines_.append(scribe(R, sp, utter(used_), conf=False))
        txt = "\n".join(lines_)
        if R.random() < 0.25:
            txt += " (conf 0.%d)" % R.randint(60, 93)
        D.add(voice_time(), "scribe", txt, kind="chat")
    # exec-agent status lines (noise)
    for hh in sorted(R.sample([6, 8, 10, 12, 14, 16, 18, 22], R.randint(5, 7))):
        tt = hh * 3600 + R.randint(300, 1500)
        D.add(tt, "exec", ("exec-agent status %s CT\n"
                           "  working orders: %d · pending approvals: 0 · queue depth: %d\n"
                           "  last OMS heartbeat: %ds ago · FIX sessions: NYMEX-GW2 up, NYMEX-GW3 up, ARCA up\n"
                           "  tool latency p50/p95: %d/%d ms · tokens used today: %s\n"
                           "  nothing to report") % (
            D.local(tt), R.randint(0, 4), R.randint(0, 3), R.randint(1, 9), R.randint(80, 200),
            R.randint(400, 1900), fmt_int(R.randint(40000, 400000))), kind="noise")
    # generic wire colour (not held, not watched)
    gen = ["*US 10-YEAR YIELD RISES 3 BPS TO %.2f%%" % R.uniform(3.9, 4.6),
           "*DOLLAR INDEX LITTLE CHANGED AHEAD OF PAYROLLS",
           "*GOLD EXTENDS GAINS, SPOT UP 0.8%",
           "*CHINA NOV CRUDE IMPORTS %.1fM BPD - CUSTOMS" % R.uniform(10.2, 11.9),
           "*SAUDI ARAMCO SETS JAN ARAB LIGHT OSP TO ASIA AT +$%.2f VS OMAN/DUBAI" % R.uniform(0.8, 2.4),
           "*IEA: GLOBAL OIL DEMAND GROWTH SEEN AT %d KB/D IN 2027" % R.randint(700, 1200),
           "*EU GAS STORAGE %d%% FULL - GIE" % R.randint(70, 88),
           "*US NATGAS OUTPUT IN LOWER 48 AT %.1f BCF/D - LSEG" % R.uniform(104, 109),
           "*TROPICAL STORM ACTIVITY NONE IN GULF PER NHC",
           "*S&P 500 FUTURES UP 0.3% PREMARKET",
           "*RUSSIA SEABORNE CRUDE EXPORTS STEADY AT %.2fM BPD" % R.uniform(3.0, 3.6)]
    for txt in R.sample(gen, R.randint(7, 9)):
        D.add(D.curve_time(), "wire", txt, kind="chat")
    # LLM loop digests (colour only, no decisions restated)
    for hh in R.sample([8.5, 10.5, 12.5, 14.5, 16.0], 4):
        tt = D.at(hh, 20)
        D.add(tt, "analyst", (
            "Loop digest %s CT (last ~2h of turret audio, %d segments)\n"
            "• Tone: %s. Most airtime on %s and %s.\n"
            "• Market colour heard: %s; %s.\n"
            "• Open questions raised (no answers yet): %s?\n"
            "• Transcription quality: %d low-confidence spans, mostly crosstalk; ticker aliases seen: %s.\n"
            "Orders, fills and approvals are in the OMS and desk messages above; this digest does not restate them.") % (
                D.local(tt), R.randint(20, 60), R.choice(["calm", "busy", "choppy", "quiet after settle", "tense into the number"]),
                R.choice(["crude spreads", "the storage number", "refining margins", "the cold in the models"]),
                R.choice(["E&P equities", "gas cash", "heat cracks", "services names"]),
                "%s %s" % (R.choice(subj), R.choice(obs)), "%s %s" % (R.choice(subj), R.choice(obs)),
                R.choice(["whether the cold in week two is real", "who was buying the Feb crude", "why cash gas traded over futures",
                          "whether the holiday hours affect settle", "what the Calgary team is doing in heavy diffs"]),
                R.randint(2, 12), ", ".join(R.sample(["ox why", "val arrow", "diamond back", "devin", "eat cue tee", "slab", "yogi"], 3))),
            kind="chat")
    tc = [
        "API last night was %+.1fm crude, %+.1fm gasoline fyi" % (R.uniform(-5, 3), R.uniform(-2, 4)),
        "screens back, it was the market data line on turret 2",
        "who moved the turret config? my speed dials are gone",
        "loop-scribe keeps writing 'ox why' lol, Tomas can we add it to the lexicon",
        "sat data has Cushing tanks down again, fwiw",
        "reminder: holiday party is the 18th, RSVP to Tomas",
        "the coffee machine on 32 is broken again",
        "anyone have the Genscape file from this morning?",
        "IT says the loop audio will blip at 5:30 for a patch",
        "jan options expiry calendar is pinned in #energy-ops",
        "does anyone know if the EIA release is on time today",
        "the rig count format changed, they split out the Haynesville now",
        "looking at the forward curve screenshot from Priya, the winter strip looks rich",
        "new intern starts monday, sit him next to Luis",
        "can we get the loop transcript archive searchable please, scrolling is brutal",
        "heads up the NYMEX settle calc page is slow today",
        "Luis your mic is hot",
        "shoutout to ops for the overnight cleanup",
    ]
    for txt in R.sample(tc, R.randint(13, 16)):
        D.add(D.curve_time(), R.choice(["dana", "marcus", "luis", "priya", "ed", "tomas"]), txt, kind="chat")
    an = [
        ("Midday wrap: WTI Jan %s, Brent Mar +$%d.%02d over, HO crack firm, RBOB soft. Energy equities +%.1f%% vs "
         "S&P %+.1f%%; E&Ps leading, services lagging. Gas: front flat after the storage number, cash "
         "premium narrowing. Book exposures unchanged from the 10:00 snapshot apart from the fills above.") % (
            p2(cl + R.randint(-80, 80)), R.randint(3, 5), R.randint(0, 99), R.uniform(-1.5, 2.2), R.uniform(-1, 1)),
        ("Transcript QA: loop-scribe confidence averaged 0.%d over the morning session; low-confidence spans were "
         "mostly crosstalk on turret 3 between 08:40 and 09:10. Ticker lexicon misses today: 'ox why', 'val arrow', "
         "'diamond back'. Suggest adding them as aliases.") % R.randint(78, 90),
        ("Weather desk summary: GFS ens warmer by %d HDDs for days 8-14, ECMWF ens colder by %d HDDs. Consensus "
         "still below-normal temps for the Midwest and Northeast through the 20th. Population-weighted HDDs for "
         "the week ahead ~%d.") % (R.randint(4, 15), R.randint(3, 12), R.randint(150, 210)),
        ("Settle recap: CLF7 %s, CLG7 %s, NGF7 %s, HOF7 %s. Open interest up in the front gas contract, down in "
         "crude. Settle-to-settle moves within 1 sd of the 20d realized.") % (
            p2(cl + R.randint(-60, 60)), p2(cl + R.randint(-90, 10)), "%d.%02d0" % divmod(ng + R.randint(-10, 10), 100),
            "%d.%04d" % divmod(ho + R.randint(-300, 300), 10000)),
        ("Sector flows: energy ETFs saw $%dm %s over the last 5 sessions; short interest in refiners ticked up "
         "per the mid-month data. Options: skew in E&P names flattened; front-month implieds in gas names "
         "remain elevated vs realized.") % (R.randint(80, 600), R.choice(["inflows", "outflows"])),
        "Calendar reminder: rig count Friday 12:00 CT, CFTC COT Friday 14:30 CT, OPEC+ JMMC next Tuesday.",
    ]
    for txt in an:
        D.add(D.curve_time(), "analyst", txt, kind="chat")
    # second thread: crude spreads chatter
    tt = D.at(11.3, 20)
    th3 = D.add(tt, "luis", "🧵 jan/feb spread watch", kind="chat")
    for j in range(R.randint(3, 5)):
        D.add(tt + 60 * (j + 1) + R.randint(0, 50), R.choice(["luis", "ed", "priya", "marcus"]), R.choice([
            "+%d now" % R.randint(18, 45), "it's the Cushing draw talk", "feb/mar flat though, weird",
            "someone big rolling early?", "looks like index roll front-running", "still bid"]), thread=th3, kind="chat")

    return D


# ----------------------------------------------------------------------------- assembly
def _channel_id(c: int) -> str:
    if c < len(BASE_CHANNELS):
        return BASE_CHANNELS[c]
    ms = 1734400000000 + c * 86400123
    return str(((ms - DISCORD_EPOCH) << 22) | (2 << 17) | (c & 0xFFF))


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


def _snow(ms: int, worker: int, seq: int) -> str:
    return str(((ms - DISCORD_EPOCH) << 22) | (worker << 17) | (seq & 0x1FFFF))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    events = []
    hard_rows, superseded, removed, noise_ids, near_ids, idioms = [], [], [], [], [], []
    used_ms = set()
    seq_counter = [0]
    for d in range(days):
        start = end - timedelta(days=days - d)
        start_ms = int(start.timestamp() * 1000)
        for c in range(channels):
            ch = _channel_id(c)
            rng = random.Random(int(seed) * 1000003 + c * 7919 + d * 104729 + 17)
            D = build_day(rng, ch, start, idiom_rows=(c == 0 and d == 0))
            # assign ids in time order
            keys = sorted(D.order, key=lambda k: (D.msgs[k]["t"], int(k[1:])))
            ids = {}
            tms = {}
            for k in keys:
                m = D.msgs[k]
                ms = start_ms + int(m["t"] * 1000)
                while ms in used_ms:
                    ms += 1
                used_ms.add(ms)
                a = AUTHORS[m["author"]]
                seq_counter[0] += 1
                ids[k] = _snow(ms, a[3], seq_counter[0])
                tms[k] = ms
            timeline = []
            for k in keys:
                m = D.msgs[k]
                a = AUTHORS[m["author"]]
                chan = ch
                msg = {"id": ids[k], "author_id": a[0], "author_name": a[1], "author_bot": a[2],
                       "created_at": _iso(datetime.fromtimestamp(tms[k] / 1000, tz=timezone.utc)),
                       "content": m["content"], "attachments": m["attachments"] or [],
                       "embeds": m["embeds"] or [], "reference_id": ids[m["ref"]] if m["ref"] else None}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch, "message": msg}
                if m["thread"]:
                    chan = ids[m["thread"]]
                    ev["channel_id"] = chan
                    ev["parent_channel_id"] = ch
                m["chan"] = chan
                timeline.append((tms[k], 0, ev))
            for t, s, op in D.ops:
                ms = start_ms + int(t * 1000)
                at = _iso(datetime.fromtimestamp(ms / 1000, tz=timezone.utc))
                if op["op"] == "bulk_delete":
                    ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": D.msgs[op["keys"][0]]["chan"],
                          "message_ids": [ids[k] for k in op["keys"]], "deleted_at": at}
                else:
                    m = D.msgs[op["key"]]
                    base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": ids[op["key"]]}
                    if op["op"] == "edit":
                        base.update(edited_at=at, content=op["content"])
                    elif op["op"] == "delete":
                        base.update(deleted_at=at)
                    elif op["op"] == "forget":
                        base.update(requested_by=COMPLIANCE_ID, at=at)
                    elif op["op"] == "pin":
                        base.update(by=AUTHORS[op["by"]][0], at=at)
                    elif op["op"] == "reaction_add":
                        base.update(emoji=op["emoji"], user_id=AUTHORS[op["by"]][0], at=at)
                    ev = base
                timeline.append((ms, 1 + s, ev))
            timeline.sort(key=lambda x: (x[0], x[1]))
            events.extend(timeline)
            for k in keys:
                m = D.msgs[k]
                if m["hard"]:
                    hard_rows.append({"channel_id": m["chan"], "message_id": ids[k],
                                      "event_type": m["hard"]["event_type"], "facts": m["hard"]["facts"],
                                      "phrasing": m["hard"]["phrasing"], "final_state": m["state"]})
                elif m["kind"] == "noise" and m["state"] == "live":
                    noise_ids.append(ids[k])
                elif m["kind"] == "near" and m["state"] == "live":
                    near_ids.append(ids[k])
            for k, s in D.superseded:
                superseded.append([D.msgs[k]["chan"], ids[k], s])
            removed.extend(D.removed)
            for k, name, exp in D.idioms:
                idioms.append({"message_id": ids[k], "idiom": name, "expected": exp})
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events],
            "labels": {"desk": DESK, "hard_events": hard_rows, "superseded_facts": superseded,
                       "removed_texts": removed, "noise_message_ids": noise_ids, "near_miss_ids": near_ids,
                       "idioms": idioms}}


# ----------------------------------------------------------------------------- self-check
def _text_of(msg_content, embeds):
    parts = [msg_content or ""]
    for e in embeds or []:
        for f in ("title", "description", "author", "footer"):
            if e.get(f):
                parts.append(str(e[f]))
        for fl in e.get("fields", []):
            parts.append(str(fl.get("name", "")))
            parts.append(str(fl.get("value", "")))
    return "\n".join(parts)


def self_check(cap_path: str, labels_path: str) -> bool:
    ok = True
    msgs, chan_of, parent, final, state = {}, {}, {}, {}, {}
    order = []
    with open(cap_path, encoding="utf-8") as fh:
        lines = [json.loads(l) for l in fh if l.strip()]
    with open(labels_path, encoding="utf-8") as fh:
        labels = json.load(fh)
    last_ms = 0
    for ev in lines:
        if ev["op"] == "create":
            m = ev["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if int(ca.timestamp() * 1000) != ms:
                print("id/created_at mismatch", mid)
                ok = False
            if ms < last_ms:
                print("create out of order", mid)
                ok = False
            last_ms = ms
            msgs[mid] = m
            chan_of[mid] = ev["channel_id"]
            parent[mid] = ev.get("parent_channel_id") or ev["channel_id"]
            final[mid] = _text_of(m["content"], m["embeds"])
            state[mid] = "live"
            order.append(mid)
        elif ev["op"] == "edit":
            final[ev["message_id"]] = _text_of(ev["content"], msgs[ev["message_id"]]["embeds"])
            if state[ev["message_id"]] == "live":
                state[ev["message_id"]] = "edited"
        elif ev["op"] == "delete":
            state[ev["message_id"]] = "deleted"
        elif ev["op"] == "bulk_delete":
            for i in ev["message_ids"]:
                state[i] = "deleted"
        elif ev["op"] == "forget":
            state[ev["message_id"]] = "forgotten"
    ids_sorted = sorted(order, key=int)
    if ids_sorted != order:
        print("ids not ordered with time")
        ok = False
    # per channel-day stats
    per = {}
    for mid in order:
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        day = datetime.fromtimestamp((ms - 6 * 3600 * 1000) / 1000, tz=timezone.utc).date().isoformat()
        key = (parent[mid], day)
        p = per.setdefault(key, {"msgs": 0, "bytes": 0, "noise": 0, "hard": 0, "near": 0, "types": {}})
        p["msgs"] += 1
        p["bytes"] += len(_text_of(msgs[mid]["content"], msgs[mid]["embeds"]).encode("utf-8"))
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    kday = {}
    for mid in order:
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        kday[mid] = (parent[mid], datetime.fromtimestamp((ms - 6 * 3600 * 1000) / 1000, tz=timezone.utc).date().isoformat())
    for mid in noise:
        per[kday[mid]]["noise"] += 1
    for mid in near:
        per[kday[mid]]["near"] += 1
    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            print("label id missing", mid)
            ok = False
            continue
        hard_ids.add(mid)
        if h["channel_id"] != chan_of[mid]:
            print("channel mismatch", mid)
            ok = False
        if h["final_state"] != state[mid]:
            print("state mismatch", mid, h["final_state"], state[mid])
            ok = False
        if not 2 <= len(h["facts"]) <= 5:
            print("facts count", mid, h["facts"])
            ok = False
        for f in h["facts"]:
            if f not in final[mid]:
                print("fact not in final text", mid, repr(f), "|", final[mid][:200])
                ok = False
        p = per[kday[mid]]
        p["hard"] += 1
        p["types"][h["event_type"]] = p["types"].get(h["event_type"], 0) + 1
    if hard_ids & (noise | near) or noise & near:
        print("overlapping label sets")
        ok = False
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in msgs or old in final[mid]:
            print("superseded fact still present / id missing", mid, old)
            ok = False
    live_text = "\n".join(final[m] for m in order if state[m] in ("live", "edited"))
    for snip in labels["removed_texts"]:
        if snip in live_text:
            print("removed snippet appears in live text", snip)
            ok = False
        if not any(snip in _text_of(msgs[m]["content"], msgs[m]["embeds"]) for m in order if state[m] in ("deleted", "forgotten")):
            print("removed snippet not found in any removed message", snip)
            ok = False
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            print("idiom id missing", row)
            ok = False
    if not 10 <= len(labels["idioms"]) <= 20:
        print("idiom count", len(labels["idioms"]))
        ok = False
    for key, p in sorted(per.items()):
        nr = p["noise"] / p["msgs"]
        print("channel %s day %s: msgs=%d bytes=%d noise=%d (%.0f%%) near=%d hard=%d types=%s" % (
            key[0], key[1], p["msgs"], p["bytes"], p["noise"], 100 * nr, p["near"], p["hard"],
            json.dumps(p["types"], sort_keys=True)))
        if not (180 <= p["msgs"] <= 320 and 70000 <= p["bytes"] <= 120000 and 0.25 <= nr <= 0.40
                and 25 <= p["hard"] <= 45):
            print("  OUT OF RANGE")
            ok = False
    print("self-check:", "PASS" if ok else "FAIL")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the written files and verify them")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        return 0 if self_check(a.out, a.labels) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
