#!/usr/bin/env python3
"""singapore_fx_swaps: one busy day (or week) of a Singapore bank's Asian FX
forwards & swaps desk channel, as a capture file plus ground-truth labels.

USD/SGD swaps, USD/CNH forwards, USD/KRW and USD/INR NDFs, USD/JPY forward
points and cross-currency basis. Human chat (clipped, lowercase, a bit of
Singlish), an e-trading pricing engine (key=value), a matching/confirmation
platform (embeds), a risk daemon (JSON), an LLM research agent (markdown),
a news wire, fixings, FIX session logs, PnL tables and the odd stack trace.

Standard library only. Everything is a pure function of the arguments.

CLI:
    python -m tests.desks.singapore_fx_swaps --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "singapore_fx_swaps"
DISCORD_EPOCH = 1420070400000
UTC = timezone.utc
# last day ends at 00:00 SGT Sat 14 Mar 2026 -> the default day is Fri 13 Mar (SGT)
DEFAULT_END = datetime(2026, 3, 13, 16, 0, 0, tzinfo=UTC)

GUILD_ID = "1342871950364512257"
_CHANNEL_IDS = [
    "1342874417261189130",  # #asia-fx-fwds-swaps
    "1342874602913165343",  # #ndf-desk
    "1342874795071049749",  # #sgd-cnh-swaps
    "1342875013627844679",  # #jpy-basis
]

# name -> (author id, is bot)
AUTHORS = {
    "wei.ming":        ("1187421096358260817", False),  # desk head
    "jh.lim":          ("1187423355017125918", False),  # SGD / CNH swaps trader
    "priya.s":         ("1187425718940612639", False),  # KRW / INR NDF trader
    "kenji.t":         ("1187428102113484851", False),  # JPY fwds / xccy basis
    "rachel.ong":      ("1187430447663407164", False),  # sales
    "darren.sales":    ("1187432796297330688", False),  # sales (corporates)
    "goh.risk":        ("1187435210375135302", False),  # market risk manager
    "sam.ldn":         ("1187437628827598869", False),  # london cover
    "mark.ny":         ("1187439980561293363", False),  # ny cover
    "helios":          ("1201886374215098429", True),   # e-trading pricing engine
    "MatchHub":        ("1201888215427362836", True),   # matching / confirmation
    "riskd":           ("1201890127330017351", True),   # risk engine
    "Aster":           ("1201892311622873158", True),   # LLM research agent
    "wire-asia":       ("1201894470905098260", True),   # news wire
    "fixings":         ("1201896658712920165", True),   # WMR / ABS / KFTC / RBI fixings
    "fixbridge":       ("1201898841399361566", True),   # FIX session monitor
    "pnl-bot":         ("1201900997563218011", True),   # EOD PnL
    "deploy-bot":      ("1201903164508437585", True),   # CI / deploys
    "matchhub-adapter": ("1201905310934020140", True),  # java adapter logs
}


def _channel_id(i: int) -> str:
    if i < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[i]
    return str(1342875013627844679 + (i - len(_CHANNEL_IDS) + 1) * 211977 * (1 << 22))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _n(x: float, d: int = 2) -> str:
    return f"{x:,.{d}f}"


def _pts(x: float, d: int = 1) -> str:
    return f"{x:.{d}f}"


def _add_bd(d, n):
    """add n business days (Mon-Fri) to a date."""
    out = d
    step = 0
    while step < n:
        out = out + timedelta(days=1)
        if out.weekday() < 5:
            step += 1
    return out


def _add_months(d, m):
    y, mo = d.year, d.month + m
    while mo > 12:
        mo -= 12
        y += 1
    day = min(d.day, 28)
    out = d.replace(year=y, month=mo, day=day)
    while out.weekday() >= 5:
        out = out + timedelta(days=1)
    return out


class Flow:
    """one channel-day: its messages, threads and labels."""

    def __init__(self, rng, chan_idx, day_idx, chan_id, day_start, labels, record_idioms):
        self.rng = rng
        self.ci = chan_idx
        self.di = day_idx
        self.cid = chan_id
        self.t0 = int(day_start.timestamp() * 1000)
        self.day_start = day_start
        self.labels = labels
        self.record_idioms = record_idioms
        self.events = []          # (ms, order, event)
        self.used_ms = set()
        self.seq = 0
        self.order = 0
        self.worker = (chan_idx * 7 + day_idx * 3 + 1) % 32
        self.final = {}           # mid -> {"content":..., "embeds":[...], "ms":..., "chan":...}
        self.msg_count = 0
        self.bytes = 0
        self.gone = set()
        # the script is written for a Friday; other weekdays get no weekend talk
        self.subs = [] if self.sgt_date().weekday() == 4 else _NOT_FRIDAY

    # ---------- time & ids
    def _ms(self, at):
        at = max(1.0, min(86398.0, at))
        ms = self.t0 + int(at * 1000) + self.rng.randint(0, 997)
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    def _push(self, ms, ev):
        self.order += 1
        self.events.append((ms, self.order, ev))

    def post(self, at, who, content="", embeds=None, reply=None, thread=None, attachments=None):
        for a, b in self.subs:
            content = content.replace(a, b)
        ms = self._ms(at)
        self.seq += 1
        mid = str(((ms - DISCORD_EPOCH) << 22) | (self.worker << 17) | (self.seq & 0x1FFFF))
        aid, bot = AUTHORS[who]
        chan = thread if thread else self.cid
        msg = {
            "id": mid, "author_id": aid, "author_name": who, "author_bot": bot,
            "created_at": _iso(ms), "content": content,
            "attachments": attachments or [], "embeds": embeds or [],
            "reference_id": reply, "pinned": False,
        }
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if thread:
            ev["parent_channel_id"] = self.cid
        ev["message"] = msg
        self._push(ms, ev)
        self.final[mid] = {"content": content, "embeds": embeds or [], "ms": ms, "chan": chan,
                           "reply": reply}
        self.msg_count += 1
        self.bytes += len(content.encode("utf-8")) + sum(len(_embed_text(e).encode("utf-8"))
                                                         for e in (embeds or []))
        return mid

    def _after(self, mid, at):
        ms = self._ms(at)
        if ms <= self.final[mid]["ms"]:
            ms = self.final[mid]["ms"] + 1500 + self.rng.randint(0, 900)
            while ms in self.used_ms:
                ms += 1
            self.used_ms.add(ms)
        return ms

    def edit(self, mid, at, content):
        ms = self._after(mid, at)
        self._push(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.final[mid]["chan"],
                        "message_id": mid, "edited_at": _iso(ms), "content": content})
        self.final[mid]["content"] = content

    def delete(self, mid, at):
        ms = self._after(mid, at)
        self._push(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.final[mid]["chan"],
                        "message_id": mid, "deleted_at": _iso(ms)})
        self.gone.add(mid)

    def bulk_delete(self, mids, at):
        ms = max(self._after(m, at) for m in mids)
        self._push(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.cid,
                        "message_ids": list(mids), "deleted_at": _iso(ms)})
        self.gone.update(mids)

    def forget(self, mid, at, by):
        ms = self._after(mid, at)
        self._push(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.final[mid]["chan"],
                        "message_id": mid, "requested_by": AUTHORS[by][0], "at": _iso(ms)})
        self.gone.add(mid)

    def pin(self, mid, at, by):
        ms = self._after(mid, at)
        self._push(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.final[mid]["chan"],
                        "message_id": mid, "by": AUTHORS[by][0], "at": _iso(ms)})

    def react(self, mid, at, emoji, by):
        ms = self._after(mid, at)
        self._push(ms, {"op": "reaction_add", "guild_id": GUILD_ID,
                        "channel_id": self.final[mid]["chan"], "message_id": mid,
                        "emoji": emoji, "user_id": AUTHORS[by][0], "at": _iso(ms)})

    def unreact(self, mid, at, emoji, by):
        ms = self._after(mid, at)
        self._push(ms, {"op": "reaction_remove", "guild_id": GUILD_ID,
                        "channel_id": self.final[mid]["chan"], "message_id": mid,
                        "emoji": emoji, "user_id": AUTHORS[by][0], "at": _iso(ms)})

    # ---------- labels
    def hard(self, mid, etype, facts, phrasing, final_state="live"):
        self.labels["hard_events"].append({
            "channel_id": self.final[mid]["chan"], "message_id": mid, "event_type": etype,
            "facts": list(facts), "phrasing": phrasing, "final_state": final_state})

    def superseded(self, mid, old):
        self.labels["superseded_facts"].append([self.final[mid]["chan"], mid, old])

    def removed(self, snippet):
        self.labels["removed_texts"].append(snippet)

    def noise(self, mid):
        self.labels["noise_message_ids"].append(mid)

    def near(self, mid):
        self.labels["near_miss_ids"].append(mid)

    def idiom(self, mid, name, expected):
        if self.record_idioms and name in IDIOMS_KEPT:
            self.labels["idioms"].append({"message_id": mid, "idiom": name, "expected": expected})

    # ---------- helpers
    def ts_utc(self, at):
        return _iso(self.t0 + int(at * 1000))[:-5] + "Z"

    def sgt_date(self):
        return (self.day_start + timedelta(hours=8)).date()


_NOT_FRIDAY = [
    ("weekend event risk", "overnight event risk"),
    ("fyi that's me, weekend. back to normal monday", "fyi that's me, china data tonight. back to normal tmrw"),
    ("priya looking monday", "priya looking tmrw"),
    ("KRW NOP cap cut for the weekend", "KRW NOP cap cut overnight"),
    ("Tomorrow/Monday:", "Tomorrow:"),
    ("Limits carried into the weekend", "Limits carried overnight"),
    ("event risk into the weekend", "event risk overnight"),
    ("## Weekend risk checklist", "## Overnight risk checklist"),
    ("KRW NOP reduced for the weekend", "KRW NOP reduced overnight"),
    ("weekend contact:", "overnight contact:"),
    ("FIX session roll 05:00 SGT Saturday is skipped (weekend), Monday logon 05:05 SGT.",
     "FIX session roll 05:00 SGT as usual."),
    ("over the weekend", "overnight"),
    ("ahead of weekend trade data", "ahead of trade data"),
    ("- Weekend: China trade data (Sat)", "- Tonight: China trade data"),
]


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []) or []:
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


# the 20 idioms written to the labels (one example message each)
IDIOMS_KEPT = {
    "pinned morning limits list from desk head",
    "conviction change buried in research note's Views bullets",
    "central-bank headline on currency held via swaps book",
    "indicative two-way swap points quote",
    "embed-only platform confirmation with Deal ID/legs fields",
    "[PROPOSE] tag with size/price/stop",
    "pricing engine key=value fill line",
    "stop level edited twice in place",
    "what-if on forward points with a rate decision",
    "explicit 'no action' reply to a headline",
    "Singlish 'can lah' approval",
    "proposal as one bold bullet inside long agent report",
    "routing an approved order to the algo engine",
    "risk engine JSON blocking deal on counterparty credit line",
    "another bank's trade print on the platform",
    "backtest with simulated fills",
    "paper trade in shorthand",
    "client enquiry, explicitly not an order",
    "'mine 50 1m $sgd' swap shorthand asking for ok",
    "watchlist currency central-bank headline",
}


# ------------------------------------------------------------------ content pools

FILLER_SG = [
    ("jh.lim", "sgd spot bid again, 1.33 handle getting defended hard"),
    ("jh.lim", "t/n sgd heavy today, everyone rolling shorts"),
    ("jh.lim", "cnh fix strong again lol, how many days in a row now", 9.3),
    ("jh.lim", "cnh hibor o/n up 40bp, front end points whipping around"),
    ("jh.lim", "anyone seen the MAS survey out this morning?"),
    ("jh.lim", "sora compounded 3m 1.98, unch"),
    ("jh.lim", "market dead, going for kopi. anyone?"),
    ("jh.lim", "ICAP run is out, nothing interesting in the sgd strip"),
    ("jh.lim", "1y $sgd got hit a few times in the ib, somebody big selling points"),
    ("jh.lim", "brb ops calling about yesterday's settlements"),
    ("jh.lim", "who moved my monitor cable again"),
    ("jh.lim", "cnh 1w points ridiculous today, pboc draining?"),
    ("priya.s", "onshore krw opened soft, foreigners selling kospi again", 8.1),
    ("priya.s", "nps hedge ratio chatter again, dunno how real"),
    ("priya.s", "kospi -0.8%, foreigners net sold 320bn so far", 8.2),
    ("priya.s", "inr ndf vs onshore basis super tight today"),
    ("priya.s", "fpi outflows 2nd day running"),
    ("priya.s", "krw 1m pts around -2.85 mid fyi"),
    ("priya.s", "brokers very quiet in inr, mumbai half asleep"),
    ("priya.s", "seoul traders saying exporters sitting on their hands till 1,480"),
    ("priya.s", "did anyone else get the tullett invoice with the wrong rates"),
    ("priya.s", "mumbai market open, usd/inr 86.4x onshore", 11.6),
    ("kenji.t", "tokyo lunch, jpy market asleep", 10.9),
    ("kenji.t", "5y basis -38/-39 in brokers, nothing trading"),
    ("kenji.t", "japanese lifers back next week, basis should get some demand"),
    ("kenji.t", "usdjpy 3m pts drifting, boj speakers later today"),
    ("kenji.t", "tona fixing 0.477, unch"),
    ("kenji.t", "jgb 10y 1.52%, the new normal I guess"),
    ("kenji.t", "mof data on tuesday, keep an eye"),
    ("kenji.t", "anyone know why bbg is lagging on the jpy pages"),
    ("rachel.ong", "swf treasurer very chatty this morning, good sign"),
    ("rachel.ong", "client lunch at 12:30, back by 2"),
    ("rachel.ong", "corporate flow light, month end still next week"),
    ("rachel.ong", "my clients all asking about MAS in april"),
    ("rachel.ong", "any colour on cnh for a client call at 3?"),
    ("rachel.ong", "reminder: kyc refresh for 3 of my names, pls don't price them till done"),
    ("darren.sales", "indo names all asking about idr ndf, told them not our book"),
    ("darren.sales", "traffic on the PIE this morning was insane"),
    ("darren.sales", "one of my indo cfos keeps emailing me every 10 min lol"),
    ("darren.sales", "malaysian corporates quiet, ringgit holidays?"),
    ("darren.sales", "who has the spare charger"),
    ("wei.ming", "pls keep chat clean, compliance sampling this channel this month"),
    ("wei.ming", "who's covering inr monday? priya on leave right"),
    ("wei.ming", "reminder: town hall 5pm, level 22"),
    ("wei.ming", "good flow this morning guys", 11.3),
    ("goh.risk", "var report will be late, system upgrade in risk tonight"),
    ("goh.risk", "pls check cpty names on matchhub, two mismatches yesterday"),
    ("goh.risk", "stress run moved to 6pm today"),
    ("jh.lim", "the 6m-1y sgd spread keeps cheapening, real money paying 1y every afternoon but nobody touches 6m. "
               "if it keeps up the 6m looks rich vs sora path, just saying, not doing anything yet"),
    ("jh.lim", "ops says yesterday's t/n roll settled late because of the nostro cut-off at citi, "
               "they want us to book before 2pm going forward"),
    ("priya.s", "seoul brokers say the NPS tendency is to come in around 1,475-1,480, every time last 3 months. "
                "exporters know it too so they wait. classic"),
    ("priya.s", "mumbai desk at the other bank told me rbi has been in every day this week, "
                "always state banks, always 86.50ish. feels like a line in the sand"),
    ("kenji.t", "tokyo colleagues say the big lifers finished their FY plans, allocation to hedged foreign bonds "
                "lower again. means less basis receiving in april than people think"),
    ("kenji.t", "usdjpy 1m pts moved 0.4 on the quarter-end turn already, earlier than last year"),
    ("rachel.ong", "had coffee with the treasurer at one of the reits, they want to hedge 2 years of usd income "
                   "but board only meets in may. will keep warm"),
    ("rachel.ong", "3 of my clients asked the same question today: will MAS flatten the slope in april. "
                   "told them our economists say no but the market is 30/70"),
    ("darren.sales", "corp treasury conference next week at MBS, who wants to come, free lunch at least"),
    ("wei.ming", "mid-year reviews start next month, pls update your objectives in the hr system before friday"),
    ("goh.risk", "new limit framework doc on sharepoint, the PV01 buckets change from april, read it pls"),
    ("jh.lim", "spot sgd 1.33 handle, 1y pts quiet, 3m better bid, that's it from me"),
    ("priya.s", "krw implied yields moving with ktb, nothing weird"),
    ("kenji.t", "brokers showing nothing in 10y basis, very quiet"),
    ("rachel.ong", "the swf treasurer says thanks for the quick turnaround", 11.3),
    ("darren.sales", "compliance training due today, don't forget"),
    ("jh.lim", "cnh 1y pts at the lows of the month, pboc really doesn't want it weaker"),
    ("jh.lim", "anyone have the new ABS rulebook link"),
    ("jh.lim", "sgd o/n sora printing 1.88, sticky"),
    ("jh.lim", "ebs direct a bit laggy this morning, anyone else?"),
    ("priya.s", "kfix today going to be interesting after the bok comments", 9.6),
    ("priya.s", "the inr onshore forward desk at the other bank is paying 1y every day, they must have a big importer"),
    ("priya.s", "krw 3m pts pretty stable despite spot noise"),
    ("priya.s", "fpi selling in indian bonds 3rd day, yields +4bp"),
    ("kenji.t", "usdjpy spot 148-149 for a week now, vol sellers happy"),
    ("kenji.t", "tokyo office asking for our basis levels for the monthly report, sending them the runs"),
    ("kenji.t", "nothing from the lifers today apart from the one ticket", 12.0),
    ("rachel.ong", "singapore gov bond auction next week, might see some swap demand around it"),
    ("rachel.ong", "clients don't believe MAS will move, nobody wants to pay for protection"),
    ("darren.sales", "thai corp asked about thb ndf — we don't do it, pointed them to bangkok"),
    ("wei.ming", "anyone want dinner after the town hall? tiong bahru"),
    ("wei.ming", "new grad starts monday, pls be nice, she sits next to jh"),
    ("goh.risk", "limit dashboard fixed, it was showing stale INR numbers this morning"),
    ("jh.lim", "3m sgd pts better bid after ABS, few banks covering", 11.1),
    ("priya.s", "krw 1m ndf volume today about 1.5x normal on the platforms"),
    ("kenji.t", "basis brokers say a japanese megabank was asking in 7y"),
]

FILLER_NIGHT = [  # (who, text, SGT hours it may appear at)
    ("sam.ldn", "ldn here, got the book", [15]),
    ("sam.ldn", "cable ripping, usd bid everywhere", [20, 21, 22]),
    ("sam.ldn", "sgd swaps quiet in ldn, couple of hedge funds asking for 1y colour", [0, 1]),
    ("sam.ldn", "krw ndf thin in ldn, 1,47x", [0, 1, 19, 20]),
    ("sam.ldn", "ldn ok, nothing to report, handing to ny", [1, 21]),
    ("mark.ny", "ny: ppi hot, usd bid across the board", [2]),
    ("mark.ny", "usdjpy 149 handle tested", [3, 4]),
    ("mark.ny", "quiet here, grabbing coffee", [3, 4, 5]),
    ("mark.ny", "ny handing back, nothing done in asia ccys", [5, 6]),
]

ACKS = ["ok", "thx", "ty", "👍", "noted", "k", "🙏", "ok lah", "shiok", "haha ok", "ty ty", "roger"]

# SGT hour weights for human chat
HUMAN_CURVE = [0.6, 0.5, 0.3, 0.2, 0.1, 0.1, 0.4, 2.0, 6.0, 8.0, 7.0, 5.0, 3.0, 5.0,
               7.0, 8.0, 7.0, 5.0, 3.0, 1.6, 1.2, 1.0, 0.8, 0.7]


def _hour_pick(rng, curve):
    tot = sum(curve)
    r = rng.uniform(0, tot)
    acc = 0.0
    for h, w in enumerate(curve):
        acc += w
        if r <= acc:
            return h
    return 23


# ------------------------------------------------------------------ the day

def _build_day(f: Flow):
    rng = f.rng
    d = f.sgt_date()
    dstr = d.strftime("%d-%b-%Y")
    dshort = d.strftime("%a %d %b")
    spot_date = _add_bd(d, 2)
    ci = f.ci

    def at(h, m, s=0, jit=30):
        return h * 3600 + m * 60 + s + rng.uniform(0, jit)

    # ---- market levels of the day
    sgd_spot = 1.3385 + rng.uniform(-0.005, 0.005)
    sgd_tn = round(-0.47 + rng.uniform(-0.04, 0.04), 2)
    sgd_1m = round(-14.4 + rng.uniform(-1.0, 1.0), 1)
    sgd_3m = round(-42.6 + rng.uniform(-2.0, 2.0), 1)
    sgd_6m = round(sgd_3m * 1.95 + rng.uniform(-1, 1), 1)
    sgd_1y = round(sgd_6m * 1.9 + rng.uniform(-2, 2), 1)
    cnh_spot = round(7.1850 + rng.uniform(-0.02, 0.02), 4)
    cnh_3m_pts = -rng.randint(400, 460)
    cnh_3m = round(cnh_spot + cnh_3m_pts / 10000.0, 4)
    krw = round(1468.5 + rng.uniform(-6, 6), 1)
    krw_pts = round(-2.85 + rng.uniform(-0.3, 0.3), 2)
    inr_spot = round(86.40 + rng.uniform(-0.2, 0.2), 2)
    inr_3m = round(inr_spot + 0.55, 2)
    jpy_spot = round(148.6 + rng.uniform(-1, 1), 2)
    jpy_3m_pts = round(-104.5 + rng.uniform(-3, 3), 1)
    basis5y = round(-38.5 + rng.uniform(-2, 2), 1)
    tn_amt = rng.choice([150, 200, 250])
    thb = 33.7 + rng.uniform(-0.3, 0.3)
    idr = 16410 + rng.uniform(-60, 60)
    twd = 32.4 + rng.uniform(-0.2, 0.2)

    dealno = lambda: "MH-%s-%05d" % (d.strftime("%y%m%d"), rng.randint(10000, 99999))
    ordno = lambda: "HX%06X" % rng.randint(0x100000, 0xFFFFFF)
    rfqno = lambda: "RFQ-%d" % rng.randint(80000, 99999)

    client = rng.choice(["Kestrel Holdings", "Banyan Sovereign Fund", "Straits Reserve Pte"])
    cshort = client.split()[0]
    xccy_client = rng.choice(["Sakura Mutual Life", "Hinode Life", "Kaido Trust Bank"])
    xshort = xccy_client.split()[0]
    bad_client = rng.choice(["Sinar Dagang Tbk", "Lautan Mas Tbk"])
    bshort = bad_client.split()[0]
    enquiry_client = rng.choice(["Pacific Rim Foods", "Orchid Textiles", "Merlion Logistics"])
    forgot_client = rng.choice(["Halvorsen Shipping", "Tanjong Marine", "Nordhavn Bulk"])

    # ================================================================ bots: all day
    # hourly WMR intraday fixings (noise) + special fixings
    lv = {"SGD": sgd_spot, "CNH": cnh_spot, "JPY": jpy_spot, "KRW": krw, "INR": inr_spot,
          "THB": thb, "IDR": idr, "TWD": twd}
    fp = {"SGD": (sgd_1m, sgd_3m, 1), "CNH": (cnh_3m_pts / 3.0, cnh_3m_pts, 0), "JPY": (jpy_3m_pts / 3.1, jpy_3m_pts, 1),
          "KRW": (krw_pts, krw_pts * 2.9, 2), "INR": (19.0, 55.0, 1), "THB": (-9.5, -27.0, 1),
          "IDR": (31.0, 92.0, 0), "TWD": (-8.2, -24.5, 1)}
    for h in range(24):
        for k in lv:
            lv[k] *= 1 + rng.uniform(-0.0007, 0.0007)
        gmt = (h - 8) % 24
        lines = []
        for k, fmt in (("SGD", "%.5f"), ("CNH", "%.5f"), ("JPY", "%.3f"), ("KRW", None), ("INR", "%.4f"),
                       ("THB", "%.3f"), ("IDR", None), ("TWD", "%.3f")):
            spot = _n(lv[k], 2 if k == "KRW" else 0) if fmt is None else fmt % lv[k]
            p1, p3, dp = fp[k]
            j = rng.uniform(0.97, 1.03)
            lines.append("USD/%s  %10s  1M %8s  3M %8s  6M %8s  1Y %8s" % (
                k, spot, "%.*f" % (dp, p1 * j), "%.*f" % (dp, p3 * j), "%.*f" % (dp, p3 * j * 1.96),
                "%.*f" % (dp, p3 * j * 3.75)))
        txt = ("WMR intraday fix %02d:00 SGT (%02d:00 GMT), mid, fwd pts in pips/paise/won\n```\n%s\n```\n"
               "src=WMR/LSEG · %d of 8 rates contributed on time" % (h, gmt, "\n".join(lines), 8 - (rng.random() < 0.1)))
        f.noise(f.post(at(h, 0, 4, 8), "fixings", txt))
    cny_fix = round(cnh_spot - rng.uniform(0.010, 0.018), 4)
    f.noise(f.post(at(9, 15, 5, 10), "fixings",
                   "PBOC USD/CNY central parity %.4f (prev %.4f) | model est %.4f | gap %d pips"
                   % (cny_fix, cny_fix + rng.uniform(-0.004, 0.004), cny_fix + 0.0160,
                      -rng.randint(140, 190))))
    f.noise(f.post(at(11, 0, 40, 10), "fixings",
                   "ABS/SGD fixings 11:00 SGT | USD/SGD %.4f | SORA o/n 1.8820 | SORA 1M comp 1.9412 | "
                   "SORA 3M comp 1.9807 | USD/THB %.3f | USD/IDR %s | USD/TWD %.3f | USD/PHP 57.912"
                   % (sgd_spot, thb, _n(idr, 0), twd)))
    f.noise(f.post(at(14, 32, 0, 20), "fixings",
                   "KFTC USD/KRW 1M NDF fixing %s (prev %s) | KRW MAR (market avg rate) %s"
                   % (_n(krw + rng.uniform(-2, 2), 2), _n(krw + rng.uniform(-5, 5), 2),
                      _n(krw + rng.uniform(-1, 1), 2))))
    f.noise(f.post(at(16, 0, 20, 20), "fixings",
                   "FBIL/RBI reference rate USD/INR %.4f | EUR/INR %.4f | GBP/INR %.4f | JPY/INR (100) %.4f"
                   % (inr_spot + rng.uniform(-0.05, 0.05), inr_spot * 1.087, inr_spot * 1.292,
                      inr_spot / jpy_spot * 100)))

    # riskd heartbeats (noise) + pv01 snapshots (noise)
    for h in (1, 3, 5, 7, 19, 21, 23):
        f.noise(f.post(at(h, 30, 0, 120), "riskd", json.dumps(
            {"type": "heartbeat", "svc": "riskd", "ts": f.ts_utc(h * 3600 + 1800), "books": 5,
             "limits_ok": True, "lag_ms": rng.randint(40, 190)})))
    pv = {"SGD": -31250, "CNH": 12400, "KRW": 8810, "INR": 40120, "JPY": -22950}
    shape = {"SGD": [0.02, 0.11, 0.34, 0.28, 0.25], "CNH": [0.05, 0.18, 0.55, 0.17, 0.05],
             "KRW": [0.01, 0.71, 0.2, 0.06, 0.02], "INR": [0.0, 0.12, 0.74, 0.1, 0.04],
             "JPY": [0.0, 0.06, 0.31, 0.08, 0.55]}
    for h in (8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18):
        for k in pv:
            pv[k] = int(pv[k] * (1 + rng.uniform(-0.06, 0.06)))
        ladder = {k: dict(zip(("tn", "1m", "3m", "6m", "1y+"),
                              [int(pv[k] * w * rng.uniform(0.9, 1.1)) for w in shape[k]])) for k in pv}
        f.noise(f.post(at(h, 45, 0, 200), "riskd", json.dumps(
            {"type": "pv01_snapshot", "ts": f.ts_utc(h * 3600 + 2700), "pv01_usd": dict(pv),
             "pv01_ladder_usd": ladder,
             "nop_usd_m": {"SGD": rng.randint(60, 140), "CNH": rng.randint(10, 60),
                           "KRW": rng.randint(30, 110), "INR": rng.randint(20, 70),
                           "JPY": rng.randint(40, 160)},
             "util_pct": {"KRW_nop": rng.randint(20, 70), "INR_3m_pv01": rng.randint(60, 95),
                          "desk_var": rng.randint(40, 80)},
             "status": "ok"})))

    # helios heartbeats & curve pubs (noise)
    for h in (0, 4, 6, 9, 13, 17, 20, 22):
        f.noise(f.post(at(h, 20, 0, 600), "helios",
                       "ts=%s svc=helios evt=hb region=sg1 streams=%d rfq_open=%d lat_p99_ms=%.1f ok=1"
                       % (f.ts_utc(h * 3600 + 1200), rng.randint(38, 46), rng.randint(0, 5),
                          rng.uniform(2.5, 6.5))))
    for h in (8, 12, 15):
        f.noise(f.post(at(h, 5, 0, 200), "helios",
                       "svc=helios evt=curve_pub sym=USDSGD src=mid tn=%s 1w=%.1f 1m=%s 2m=%.1f 3m=%s "
                       "6m=%s 1y=%s | sym=USDCNH 1m=%d 3m=%d 6m=%d | sym=USDJPY 1m=%.1f 3m=%.1f"
                       % (_pts(sgd_tn, 2), sgd_1m / 4.2, _pts(sgd_1m), sgd_1m * 2, _pts(sgd_3m),
                          _pts(sgd_6m), _pts(sgd_1y), int(cnh_3m_pts / 3), cnh_3m_pts,
                          int(cnh_3m_pts * 1.9), jpy_3m_pts / 3, jpy_3m_pts)))

    # Aster overnight cron summaries (noise)
    for h in (1, 3, 5):
        f.noise(f.post(at(h, 2, 0, 60), "Aster",
                       "triage run %02d:00 SGT — %d items scanned, 0 routed, 0 escalated"
                       % (h, rng.randint(2, 9))))

    # FIX session roll (noise)
    f.noise(f.post(at(5, 0, 5, 5), "fixbridge",
                   "FIX.4.4 HELIOS->EBSD 35=5 LOGOUT 58=End of day session roll seq_out=%d seq_in=%d"
                   % (rng.randint(30000, 90000), rng.randint(30000, 90000))))
    f.noise(f.post(at(5, 5, 10, 5), "fixbridge",
                   "FIX.4.4 HELIOS->EBSD 35=A LOGON 98=0 108=30 141=Y (seq reset) status=UP"))
    f.noise(f.post(at(5, 6, 0, 20), "fixbridge",
                   "FIX.4.4 MATCHHUB-STP 35=A LOGON 108=30 status=UP"))

    # deploy (noise)
    f.noise(f.post(at(6, 40, 0, 60), "deploy-bot",
                   "deploy helios-pricer 4.12.%d → sg1-prod ✅ canary 100%% · 0 alerts · "
                   "build #%d (ci: 412 tests passed)" % (rng.randint(2, 9), rng.randint(5100, 5900))))
    f.noise(f.post(at(6, 52, 0, 60), "helios",
                   "svc=helios evt=startup ver=4.12 region=sg1 books=SGD,CNH,KRW,INR,JPY "
                   "venues=EBSD,FXALL,360T,MATCHHUB ok=1"))

    # ================================================================ night: ldn / ny chatter
    night = list(FILLER_NIGHT)
    rng.shuffle(night)
    for who, txt, hours in night[:7]:
        f.post(at(rng.choice(hours), rng.randint(0, 59), 0, 50), who, txt)

    # night news (generic colour / unrelated -> near misses)
    m = f.post(at(2, 31, 0, 40), "wire-asia",
               "🇺🇸 US PPI m/m +0.4% vs +0.2% exp; core +0.3%. Treasury 2y yields up 5bp, "
               "dollar index extends gains\n"
               "> Goods prices drove the beat; services margins were flat. Fed funds futures pared June easing "
               "bets to 38bp. Asian currencies were mostly weaker in early offshore trade.")
    f.near(m)
    m = f.post(at(3, 48, 0, 60), "wire-asia",
               "🇧🇷 Brazil's COPOM signals end of tightening cycle; BRL weakens 0.6% vs USD\n"
               "> The statement dropped the reference to 'further adjustments'; DI futures rallied 15bp at the front.")
    f.near(m)

    # ================================================================ 06:30 london handover
    handover = f.post(at(6, 31, 0, 60), "sam.ldn",
                      "handover ldn→sg:\n"
                      "- sgd swaps: quiet, a HF asked for 1y colour, nothing done. t/n roll still to do in sg.\n"
                      "- cnh: fix expectations lower again, 3m pts %d mid at ldn close\n"
                      "- krw ndf 1m traded 1,47x in thin ldn, no flow from us\n"
                      "- inr: nothing\n"
                      "- jpy: 3m pts %s, basis unch\n"
                      "- news: US PPI hot, 2y +5bp, usd bid broadly; BRL weaker on COPOM (irrelevant for us)\n"
                      "- ops: one MT300 exception overnight on an old SGD deal, ops has it, not urgent\n"
                      "- helios: streams fine overnight, one FXALL disconnect at 03:12 GMT, auto-recovered\n"
                      "book unchanged from your close. gn"
                      % (cnh_3m_pts + rng.randint(-5, 5), _pts(jpy_3m_pts)))
    f.noise(f.post(at(7, 35, 0, 60), "jh.lim", "ty sam", reply=handover))

    # ================================================================ 07:45 pinned limits (risk_limit)
    krw_nop = rng.choice([150, 160, 175])
    inr_pv01 = rng.choice([45, 50])
    pinned = f.post(at(7, 46, 0, 60), "wei.ming",
                    "morning all. limits for today, pls read:\n"
                    "- KRW NOP cap %dm (gross, all tenors)\n"
                    "- INR 3M bucket PV01 max %dk\n"
                    "- SGD swaps book as usual, no change\n"
                    "- watchlist: THB, IDR, TWD — no positions, just keep an eye\n"
                    "anything client >300m comes to me before you show a price" % (krw_nop, inr_pv01))
    f.hard(pinned, "risk_limit", ["KRW NOP cap %dm" % krw_nop, "INR 3M bucket PV01 max %dk" % inr_pv01],
           "untagged")
    f.pin(pinned, at(7, 47, 0, 30), "wei.ming")
    f.react(pinned, at(7, 47, 30, 30), "📌", "wei.ming")
    f.react(pinned, at(7, 52, 0, 60), "👍", "priya.s")
    f.idiom(pinned, "pinned morning limits list from desk head", "risk_limit")

    # ================================================================ 08:00 Aster morning note (thesis buried)
    krw_tgt = float(int(krw + 16.5))
    krw_inval = float(int(krw - 13))
    mnote = f.post(at(8, 1, 0, 40), "Aster",
                   "## Asia FX fwds — morning note (%s)\n\n"
                   "**Overnight**\n"
                   "- DXY +0.2%%, UST 2y 3.98%% (+3bp); front end sold after the PPI beat.\n"
                   "- USD/KRW NDF 1M closed NY at %s; onshore opens in 20m. NPS hedge-ratio chatter back.\n"
                   "- USD/CNH %.4f, CNY fix model ~%.4f; counter-cyclical factor still visible.\n"
                   "- USD/INR 1M NDF %.2f; RBI presence noted at 86.50-55 yesterday via state banks.\n"
                   "- USD/JPY %.2f, 3M pts %s; 5y xccy basis %sbp mid.\n\n"
                   "**Curves (mid, pips unless noted)**\n"
                   "| pair | spot | T/N | 1M | 3M | 6M | 1Y |\n"
                   "|---|---|---|---|---|---|---|\n"
                   "| USD/SGD | %.4f | %s | %s | %s | %s | %s |\n"
                   "| USD/CNH | %.4f | -4.1 | %d | %d | %d | %d |\n"
                   "| USD/KRW | %s | -0.09 | %s | %.2f | %.2f | %.2f |\n"
                   "| USD/INR | %.2f | 0.01 | 0.19 | 0.55 | 1.07 | 2.05 |\n\n"
                   "**Flows**\n"
                   "- Real money paid 1Y USD/SGD points ~300m through the interbank yesterday afternoon.\n"
                   "- Exporter USD supply in KRW thin; importer demand steady into month end.\n"
                   "- Offshore INR NDF volumes -20%% w/w; onshore-offshore basis tight.\n"
                   "- JPY: lifer hedging demand absent this week (fiscal-year planning), basis flows one-way from "
                   "US issuers swapping yen Samurai proceeds.\n\n"
                   "**Rates & liquidity**\n"
                   "- SORA o/n 1.88%%, 3M compounded 1.98%%; SOFR 4.30%%. The SORA-SOFR gap (~232bp) explains "
                   "most of the USD/SGD points; residual (basis) ~ -6bp in 3M, within its 6M range.\n"
                   "- CNH HIBOR o/n 1.9%% after 2.4%% Wednesday; PBOC drained via offshore bills auction, so the front "
                   "end stays jumpy into the 20th.\n"
                   "- KRW: KTB 3y 2.61%%, CD 91d 2.78%%; the NDF-onshore forward basis is flat.\n"
                   "- INR: MIBOR 5.68%%, banking liquidity in surplus ~₹1.2trn after the VRR.\n"
                   "- JPY: TONA 0.477%%, 3M TIBOR 0.71%%; USD/JPY implied yen yield ~ -0.2%% through FX.\n\n"
                   "**Desk book (start of day, from riskd 07:30)**\n"
                   "| book | net (USD) | PV01 | note |\n"
                   "|---|---|---|---|\n"
                   "| SGD-SWAPS-01 | pay pts 1Y-2Y 240m | -31k | rolling t/n daily |\n"
                   "| CNH-FWD-01 | flat | 0 | |\n"
                   "| KRW-NDF-01 | flat | 0 | |\n"
                   "| INR-NDF-01 | long 3M 40m | +40k | near limit |\n"
                   "| JPY-FWD-01 / BASIS-02 | receive 3M pts 150m / basis flat | -23k | |\n\n"
                   "**Event risk**\n"
                   "- BOK governor at parliament ~09:00; RBI intervention pattern near 86.50.\n"
                   "- Weekend: China trade data (Sat), US tariff headlines risk; CNH gaps historically 150-300 pips on Mondays after such data.\n"
                   "- MAS April review 4 weeks out; speakers have been pushing back on easing talk.\n\n"
                   "**Yesterday (desk)**\n"
                   "- Rolled 200m t/n USD/SGD; received 3M JPY points 50m; no NDF activity; 11 e-RFQs dealt via helios.\n"
                   "- PnL +USD 84k (carry +21k, SGD curve +70k, JPY -7k).\n\n"
                   "**Fixing history (last 5)**\n"
                   "| day | CNY fix | ABS SGD | KFTC KRW | RBI ref |\n"
                   "|---|---|---|---|---|\n"
                   "| T-1 | 7.1738 | %.4f | %s | %.4f |\n"
                   "| T-2 | 7.1751 | %.4f | %s | %.4f |\n"
                   "| T-3 | 7.1760 | %.4f | %s | %.4f |\n"
                   "| T-4 | 7.1772 | %.4f | %s | %.4f |\n"
                   "| T-5 | 7.1769 | %.4f | %s | %.4f |\n\n"
                   "**Views**\n"
                   "- USD/SGD: carry small vs MAS-policy risk, see pinned limits.\n"
                   "- USD/KRW 1M NDF: **conviction raised to high** on the long; target %s, invalidation below %s.\n"
                   "- USD/INR: range 86.30-86.90, RBI smoothing both ways.\n"
                   "- JPY basis: stable, lifers return next week.\n\n"
                   "**Calendar (SGT)**\n"
                   "- 09:15 CNY fixing · 11:00 ABS SGD fixings · 14:30 KFTC KRW fix · 16:00 RBI ref · 20:30 US retail sales\n\n"
                   "_Aster v2.7 · sources: WMR, ABS, KFTC, broker runs · not investment advice_"
                   % (dshort, _n(krw + rng.uniform(1, 3), 2), cnh_spot, cny_fix, inr_spot + 0.19,
                      jpy_spot, _pts(jpy_3m_pts), _pts(basis5y), sgd_spot, _pts(sgd_tn, 2),
                      _pts(sgd_1m), _pts(sgd_3m), _pts(sgd_6m), _pts(sgd_1y), cnh_spot,
                      int(cnh_3m_pts / 3), cnh_3m_pts, int(cnh_3m_pts * 1.9), int(cnh_3m_pts * 3.6),
                      _n(krw, 2), krw_pts, krw_pts * 2.9, krw_pts * 5.7, krw_pts * 11.2,
                      inr_spot,
                      sgd_spot - 0.0012, _n(krw - 2.1, 2), inr_spot - 0.03,
                      sgd_spot - 0.0020, _n(krw - 5.4, 2), inr_spot - 0.06,
                      sgd_spot + 0.0004, _n(krw - 7.9, 2), inr_spot - 0.11,
                      sgd_spot - 0.0009, _n(krw - 4.0, 2), inr_spot - 0.09,
                      sgd_spot + 0.0015, _n(krw - 9.6, 2), inr_spot - 0.15,
                      _n(krw_tgt, 2), _n(krw_inval, 2)))
    f.hard(mnote, "thesis_update", ["USD/KRW 1M NDF", "conviction raised to high", _n(krw_tgt, 2)], "buried")
    f.idiom(mnote, "conviction change buried in research note's Views bullets", "thesis_update")

    # ================================================================ 08:10 MAS headline (held)
    mas = f.post(at(8, 11, 0, 60), "wire-asia",
                 "🇸🇬 MAS: current S$NEER policy band settings remain appropriate, official says; "
                 "core inflation seen at 1.0-2.0%% this year — SGD little changed at %.4f\n"
                 "> The official, speaking at a banking conference, said the S$NEER remained in the upper half of "
                 "the band and that the policy slope was 'calibrated for medium-term price stability'. Economists "
                 "polled expect no change at the April review; SORA-implied paths price 3bp of easing by mid-year. "
                 "Swap points in USD/SGD were little moved, 1Y around %s." % (sgd_spot - 0.0008, _pts(sgd_1y)))
    f.hard(mas, "held_position_news", ["MAS", "S$NEER"], "untagged")
    f.idiom(mas, "central-bank headline on currency held via swaps book", "held_position_news")

    # ================================================================ 08:15 Kestrel: indic + thread
    indic_bid = round(sgd_3m - 0.4, 1)
    indic_off = round(sgd_3m + 0.5, 1)
    ind = f.post(at(8, 16, 0, 40), "jh.lim",
                 "indic for %s 3m $sgd %s/%s, can firm up after the ABS fix" % (cshort.lower(),
                                                                                 _pts(indic_bid), _pts(indic_off)))
    f.near(ind)
    f.idiom(ind, "indicative two-way swap points quote", "not_hard")

    kstart = f.post(at(8, 20, 0, 30), "rachel.ong",
                    "%s — 3M USD/SGD swap 500m, RFQ at 11 after ABS. thread 👇" % client)
    kthread = kstart
    f.post(at(8, 21, 0, 20), "rachel.ong",
           "client sells/buys 500m usd/sgd 3m (sell usd spot, buy back 3m), value %s. they'll ask 3 banks "
           "at 11 after ABS, size is firm. treasurer says they're funding a SGD bond settlement"
           % spot_date.strftime("%d-%b"), thread=kthread)
    kpv01 = rng.randint(38, 48)
    kq = f.post(at(8, 26, 0, 30), "wei.ming", "what's our 3m sgd risk look like if we take all 500?",
                thread=kthread)
    f.post(at(8, 29, 0, 30), "jh.lim",
           "pv01 ~ -%dk on the whole thing, fine vs book. will hedge half in ib" % kpv01,
           reply=kq, thread=kthread)
    kpx = round(sgd_3m + 0.1, 1)
    kprop = f.post(at(10, 52, 0, 40), "jh.lim",
                   "propose: we buy/sell 500m 3m usd/sgd vs %s at %s (they sell/buy). hedge 250 in the ib, "
                   "warehouse rest vs t/n book. spot ref %.4f" % (cshort, _pts(kpx), sgd_spot),
                   thread=kthread)
    f.hard(kprop, "trade_proposal", ["buy/sell", "500m", "3m usd/sgd", _pts(kpx)], "untagged")
    kok = f.post(at(10, 55, 0, 20), "wei.ming", "ok go, show them %s" % _pts(kpx), reply=kprop, thread=kthread)
    f.hard(kok, "trade_approval", ["ok go", _pts(kpx)], "reply")
    f.idiom(kok, "short reply approval in client-deal thread", "trade_approval")
    kdone = f.post(at(11, 5, 0, 30), "rachel.ong",
                   "%s done at %s on 500m 3m usd/sgd 🎉 we were best by 0.3" % (cshort.lower(), _pts(kpx)),
                   thread=kthread)
    f.hard(kdone, "trade_fill", [cshort.lower(), _pts(kpx), "500m", "3m usd/sgd"], "untagged")
    kdeal = dealno()
    far = _add_months(spot_date, 3)
    kconf = f.post(at(11, 7, 0, 30), "MatchHub", "", thread=kthread, embeds=[{
        "title": "Deal confirmed — FX Swap",
        "description": "Affirmed by both parties via MatchHub STP",
        "author": "MatchHub",
        "fields": [
            {"name": "Deal ID", "value": kdeal, "inline": True},
            {"name": "Product", "value": "FXSWAP USD/SGD 3M", "inline": True},
            {"name": "Counterparty", "value": client.upper(), "inline": True},
            {"name": "Near leg", "value": "%s · we BUY USD @ %.4f" % (spot_date.isoformat(), sgd_spot), "inline": False},
            {"name": "Far leg", "value": "%s · we SELL USD @ %.5f" % (far.isoformat(), sgd_spot + kpx / 10000.0), "inline": False},
            {"name": "Points", "value": _pts(kpx), "inline": True},
            {"name": "Amount", "value": "USD 500,000,000", "inline": True},
            {"name": "Status", "value": "CONFIRMED", "inline": True},
        ],
        "footer": "MatchHub STP · affirmed %s SGT · book SGD-SWAPS-01" % "11:07"}])
    f.hard(kconf, "trade_confirmation", [kdeal, "CONFIRMED", _pts(kpx), "USD 500,000,000"], "embed")
    f.idiom(kconf, "embed-only platform confirmation with Deal ID/legs fields", "trade_confirmation")
    f.react(kconf, at(11, 9, 0, 30), "✅", "wei.ming")
    f.post(at(11, 12, 0, 30), "wei.ming", "good job both", thread=kthread)
    ssi = f.post(at(11, 20, 0, 30), "rachel.ong",
                 "for ops: %s SSI — USD a/c 0012-447819-001 at DBS SG, SGD a/c 0721-330056-2, "
                 "contact mr. lee +65 9xxx 4410" % cshort, thread=kthread)
    f.forget(ssi, at(11, 41, 0, 30), "wei.ming")
    f.removed("USD a/c 0012-447819-001")
    f.post(at(11, 42, 0, 30), "wei.ming", "pls don't post SSIs here, send via ops mailbox. removed.",
           thread=kthread)

    # ================================================================ 08:30 KRW NDF proposal (tagged)
    krw_stop0 = round(krw - 13.5, 1)
    kp = f.post(at(8, 33, 0, 40), "priya.s",
                "[PROPOSE] buy 1M USD/KRW NDF 30m @ %s, stop %s — exporters quiet, NPS headlines fading, "
                "carry negligible" % (_n(krw, 2), _n(krw_stop0, 2)))
    f.hard(kp, "trade_proposal", ["buy", "1M USD/KRW NDF", "30m", _n(krw, 2), _n(krw_stop0, 2)], "tagged")
    f.idiom(kp, "[PROPOSE] tag with size/price/stop", "trade_proposal")
    ka = f.post(at(8, 36, 0, 30), "wei.ming", "✅ approved", reply=kp)
    f.hard(ka, "trade_approval", ["✅", "approved"], "reply")
    f.idiom(ka, "emoji-check approval as reply", "trade_approval")
    krw_ord = ordno()
    krw_fill = round(krw - 0.05, 2)
    kfl = f.post(at(8, 39, 0, 30), "helios",
                 "ts=%s svc=helios evt=fill ordid=%s venue=FXALL sym=USDKRW-NDF tenor=1M side=BUY "
                 "lastqty=30000000 lastpx=%.2f cumqty=30000000 leaves=0 fixing=KFTC18 book=KRW-NDF-01 "
                 "trader=priya.s settle=USD fixdate=T+1M-2 uti=E02SGFX%08d"
                 % (f.ts_utc(8 * 3600 + 2340), krw_ord, krw_fill, rng.randint(10 ** 7, 10 ** 8 - 1)))
    f.hard(kfl, "trade_fill", [krw_ord, "USDKRW-NDF", "side=BUY", "lastqty=30000000", "%.2f" % krw_fill],
           "structured")
    f.idiom(kfl, "pricing engine key=value fill line", "trade_fill")
    f.react(kfl, at(8, 40, 0, 30), "👍", "priya.s")

    # stop message, edited twice
    s0, s1, s2 = krw_stop0, round(krw_stop0 + 3.0, 1), round(krw_stop0 + 6.5, 1)
    stopm = f.post(at(8, 42, 0, 30), "priya.s", "stop on the 1m krw ndf long: %s" % _n(s0, 2))
    f.edit(stopm, at(14, 3, 0, 60), "stop on the 1m krw ndf long: %s (moved up, spot through 1,47x)" % _n(s1, 2))
    f.edit(stopm, at(16, 11, 0, 60), "stop on the 1m krw ndf long: %s (moved again, locking in)" % _n(s2, 2))
    f.hard(stopm, "stop_or_target_change", ["1m krw ndf", _n(s2, 2)], "untagged", "edited")
    f.superseded(stopm, _n(s0, 2))
    f.superseded(stopm, _n(s1, 2))
    f.react(stopm, at(8, 44, 0, 30), "📌", "wei.ming")
    f.idiom(stopm, "stop level edited twice in place", "stop_or_target_change")

    # ================================================================ 09:00 hypothetical
    hyp = f.post(at(9, 2, 0, 60), "kenji.t",
                 "if boj goes in april what does 3m usdjpy do, %s → -90? would we pay basis then or wait for lifers"
                 % _pts(jpy_3m_pts))
    f.near(hyp)
    f.idiom(hyp, "what-if on forward points with a rate decision", "not_hard")
    f.post(at(9, 5, 0, 60), "jh.lim", "wait for lifers lah", reply=hyp)

    # ================================================================ 09:20 BOK headline (held) + no action
    bok = f.post(at(9, 21, 0, 60), "wire-asia",
                 "🇰🇷 BOK Governor: watching FX volatility closely, won weakness 'excessive', ready to act "
                 "if one-sided moves persist — USD/KRW NDF 1M %s\n"
                 "> The governor told lawmakers that authorities had 'various tools' including the NPS currency-swap "
                 "line and that the won's recent fall was not fully explained by fundamentals. Dealers in Seoul said "
                 "the remarks were in line with previous verbal guidance; no actual intervention was detected in the "
                 "first hour. Foreign investors were net sellers of KOSPI for a fifth session." % _n(krw + 3.4, 2))
    f.hard(bok, "held_position_news", ["BOK", "won"], "untagged")
    bokno = f.post(at(9, 24, 0, 40), "priya.s",
                   "no action on the BOK headline, verbal only, we're already sized", reply=bok)
    f.hard(bokno, "no_route_decision", ["no action", "BOK"], "reply")
    f.idiom(bokno, "explicit 'no action' reply to a headline", "no_route_decision")
    f.post(at(9, 25, 0, 30), "wei.ming", "agree", reply=bokno)

    # ================================================================ 09:40 INR shorthand proposal
    inr_stop = round(inr_3m - 0.35, 2)
    ip = f.post(at(9, 41, 0, 40), "priya.s",
                "b 20 3m inr ndf %.2f stop %.2f, rbi been sitting on the offer all week" % (inr_3m, inr_stop))
    f.hard(ip, "trade_proposal", ["b 20", "3m inr ndf", "%.2f" % inr_3m, "%.2f" % inr_stop], "shorthand")
    f.idiom(ip, "shorthand 'b 20 3m inr ndf px stop px' proposal", "trade_proposal")
    ia = f.post(at(9, 43, 0, 40), "wei.ming", "can lah, go", reply=ip)
    f.hard(ia, "trade_approval", ["can lah", "go"], "reply")
    f.idiom(ia, "Singlish 'can lah' approval", "trade_approval")
    inr_fill = round(inr_3m - 0.01, 2)
    inr_wrong = round(inr_fill + 0.01, 2)
    ifl = f.post(at(9, 51, 0, 40), "priya.s", "done 20 3m inr @ %.2f w/ SCB" % inr_wrong)
    f.edit(ifl, at(9, 55, 0, 40), "done 20 3m inr @ %.2f w/ SCB (px fixed, was fat-fingered)" % inr_fill)
    f.hard(ifl, "trade_fill", ["done 20", "3m inr", "%.2f" % inr_fill], "shorthand", "edited")
    f.superseded(ifl, "%.2f" % inr_wrong)

    # ================================================================ 10:00 Aster CNH report with buried proposal
    cnh_stop = round(cnh_3m + 0.0330, 4)
    cnh_tgt = round(cnh_3m - 0.0370, 4)
    crep = f.post(at(10, 1, 0, 40), "Aster",
                  "## USD/CNH 3M forward — carry & fixing review\n\n"
                  "### Context\n"
                  "- CNY fix set 140-190 pips stronger than model for 9 straight sessions; signal intent is unambiguous.\n"
                  "- CNH 3M points %d (mid), implied CNH yield ~1.95%% vs SOFR 4.30%%; the negative carry on a USD/CNH "
                  "short forward is small relative to the fixing drift.\n"
                  "- Offshore liquidity: CNH HIBOR o/n volatile (1.6%%-2.4%% this week), front points noisy, 3M stable.\n\n"
                  "### Analysis\n"
                  "1. Fixing-gap regressions (2023-2026) put the fair 3M outright ~%.4f if the gap persists.\n"
                  "2. Exporter conversion ratios rising (SAFE data), adds steady USD supply onshore.\n"
                  "3. Risk: a tariff headline squeezes CNH 300-500 pips in an hour; historically faded within 2 sessions.\n"
                  "4. Positioning surveys show leveraged funds already short USD/CNH; crowding moderate.\n\n"
                  "### Data\n"
                  "| date | CNY fix | model | gap (pips) | CNH 3M pts |\n"
                  "|---|---|---|---|---|\n"
                  "| T-1 | 7.1738 | 7.1912 | -174 | %d |\n"
                  "| T-2 | 7.1751 | 7.1903 | -152 | %d |\n"
                  "| T-3 | 7.1760 | 7.1944 | -184 | %d |\n"
                  "| T-4 | 7.1772 | 7.1921 | -149 | %d |\n"
                  "| T-5 | 7.1769 | 7.1930 | -161 | %d |\n\n"
                  "Carry math: selling USD/CNH 3M at %d pts costs ~%d pips vs spot at expiry if spot is unchanged; the "
                  "fixing-drift prior (-15 to -20 pips/day when the gap is >140) is worth ~900 pips over 3M if sustained, "
                  "so the expected value stays positive even with a 50%% haircut on the drift.\n\n"
                  "### Positioning\n"
                  "- Desk net: flat CNH forwards since Tuesday.\n"
                  "- **Proposal:** sell 3M USD/CNH fwd 40m at %.4f (%d pts), stop %.4f, target %.4f.\n"
                  "- Size rationale: 40m ≈ 9%% of the CNH PV01 allowance; leaves room for client flow.\n\n"
                  "### Scenarios (3M horizon)\n"
                  "| scenario | prob | USD/CNH spot | P&L on 40m |\n"
                  "|---|---|---|---|\n"
                  "| fix drift persists | 50%% | 7.10-7.12 | +USD 250-350k |\n"
                  "| range | 30%% | 7.15-7.19 | -USD 50k to +50k |\n"
                  "| tariff shock | 20%% | 7.24+ | -USD 450k (stopped earlier) |\n\n"
                  "### Risks / what would change this\n"
                  "- Fix reverting to model for 2+ sessions.\n"
                  "- US tariff escalation headlines.\n"
                  "- CNH HIBOR squeeze above 4%% (front points blow out, 3M follows).\n\n"
                  "_Aster v2.7 · confidence: medium-high · data to 09:55 SGT_"
                  % (cnh_3m_pts, cnh_3m - 0.025, cnh_3m_pts + 3, cnh_3m_pts + 7, cnh_3m_pts - 2, cnh_3m_pts + 11,
                     cnh_3m_pts + 9, cnh_3m_pts, -cnh_3m_pts, cnh_3m, cnh_3m_pts, cnh_stop, cnh_tgt))
    f.hard(crep, "trade_proposal", ["sell 3M USD/CNH fwd", "40m", "%.4f" % cnh_3m, "%.4f" % cnh_stop], "buried")
    f.idiom(crep, "proposal as one bold bullet inside long agent report", "trade_proposal")
    capp = f.post(at(10, 9, 0, 40), "wei.ming", "approved, but 25m not 40. work it thru helios", reply=crep)
    f.hard(capp, "trade_approval", ["approved", "25m"], "reply")
    f.idiom(capp, "approval with size cut", "trade_approval")
    croute = f.post(at(10, 11, 0, 40), "jh.lim",
                    "routing the CNH 3M sell to helios algo, TWAP 20min, limit %.4f" % (cnh_3m - 0.0005))
    f.hard(croute, "route_decision", ["CNH 3M sell", "helios"], "untagged")
    f.idiom(croute, "routing an approved order to the algo engine", "route_decision")
    cnh_ord = ordno()
    cack = f.post(at(10, 12, 0, 30), "helios",
                  "ts=%s svc=helios evt=order_ack ordid=%s venue=EBSD sym=USDCNH tenor=3M side=SELL "
                  "qty=25000000 algo=TWAP lmt=%.4f status=WORKING"
                  % (f.ts_utc(10 * 3600 + 720), cnh_ord, cnh_3m - 0.0005))
    f.hard(cack, "trade_confirmation", [cnh_ord, "USDCNH", "side=SELL", "status=WORKING"], "structured")
    # quote-reject spam, bulk deleted (noise, removed)
    spam = []
    for k in range(4):
        spam.append(f.post(at(10, 14, k * 4, 2), "helios",
                           "svc=helios evt=quote_reject stream=USDSGD-1M cpty=LP%d reason=STALE_QUOTE age_ms=%d"
                           % (rng.randint(10, 40), rng.randint(900, 2400))))
    f.bulk_delete(spam, at(10, 17, 0, 30))
    f.removed("reason=STALE_QUOTE")
    cfill_px = round(cnh_3m - 0.0002, 4)
    cpf = f.post(at(10, 26, 0, 30), "helios",
                 "ts=%s svc=helios evt=fill ordid=%s venue=EBSD sym=USDCNH tenor=3M side=SELL lastqty=15000000 "
                 "lastpx=%.4f cumqty=15000000 leaves=10000000 avgpx=%.4f book=CNH-FWD-01 algo=TWAP children=4"
                 % (f.ts_utc(10 * 3600 + 1560), cnh_ord, cfill_px, cfill_px))
    f.hard(cpf, "trade_fill", [cnh_ord, "side=SELL", "lastqty=15000000", "%.4f" % cfill_px], "structured")
    f.idiom(cpf, "partial fill with leaves>0 in key=value", "trade_fill")

    # hypothetical stop talk (near miss)
    hs = f.post(at(10, 33, 0, 40), "jh.lim",
                "a stop at %.4f would be sensible if we end up adding more cnh, but let's see the fix tmrw"
                % (cnh_3m + 0.0380))
    f.near(hs)
    f.idiom(hs, "'a stop at X would be sensible' without decision", "not_hard")

    # ================================================================ 10:45 credit-line block
    bad_rfq = rfqno()
    f.post(at(10, 40, 0, 30), "darren.sales",
           "%s want 1y usd/sgd swap 80m, pricing now" % bshort.lower())
    blk = f.post(at(10, 44, 0, 30), "riskd", json.dumps(
        {"type": "deal_blocked", "ts": f.ts_utc(10 * 3600 + 2640), "deal_ref": bad_rfq,
         "cpty": bad_client.upper(), "product": "FXSWAP USDSGD 1Y", "notional_usd": 80000000,
         "check": "credit_line", "line_usd": 50000000, "utilised_usd": 41200000, "action": "BLOCK"}))
    f.hard(blk, "risk_limit", ["deal_blocked", bad_rfq, "credit_line", "BLOCK"], "structured")
    f.idiom(blk, "risk engine JSON blocking deal on counterparty credit line", "risk_limit")
    f.post(at(10, 46, 0, 30), "darren.sales", "aiyo. will ask credit for a temp excess", reply=blk)

    # ================================================================ 11:15 xccy thread
    xstart = f.post(at(11, 14, 0, 30), "kenji.t",
                    "%s ALM — 5y USD/JPY xccy basis, thread" % xccy_client)
    xth = xstart
    f.post(at(11, 15, 0, 20), "kenji.t",
           "they're swapping a new USD bond back to yen, want us to receive usd sofr / pay tona + basis. "
           "they'll give us the trade if we're at or better than %s" % _pts(basis5y), thread=xth)
    xprop = f.post(at(11, 19, 0, 30), "kenji.t",
                   "PROPOSAL: pay 5y USD/JPY xccy basis 50m @ %sbp vs %s, MTM resetting, hedge with 3m pts roll"
                   % (_pts(basis5y), xshort), thread=xth)
    f.hard(xprop, "trade_proposal", ["pay 5y USD/JPY xccy basis", "50m", _pts(basis5y)], "tagged")
    xq = f.post(at(11, 21, 0, 30), "wei.ming", "hold on, what's the PV01 on that?", reply=xprop, thread=xth)
    f.near(xq)
    f.idiom(xq, "question about a proposal (not approval)", "not_hard")
    f.post(at(11, 23, 0, 30), "kenji.t", "~%dk per bp of basis, ir pv01 hedged" % rng.randint(21, 25),
           reply=xq, thread=xth)
    xok = f.post(at(11, 25, 0, 30), "wei.ming", "ok go 👍", reply=xprop, thread=xth)
    f.hard(xok, "trade_approval", ["ok go", "👍"], "reply")
    xdeal = dealno()
    xfill = f.post(at(11, 52, 0, 60), "MatchHub", "", thread=xth, embeds=[{
        "title": "Execution — matched",
        "description": "XCCY basis swap matched on voice ticket",
        "author": "MatchHub",
        "fields": [
            {"name": "Deal ID", "value": xdeal, "inline": True},
            {"name": "Product", "value": "XCCY USD/JPY 5Y MTM", "inline": True},
            {"name": "Side", "value": "PAY basis", "inline": True},
            {"name": "Near leg", "value": spot_date.isoformat(), "inline": True},
            {"name": "Far leg", "value": _add_months(spot_date, 60).isoformat(), "inline": True},
            {"name": "Points", "value": "%sbp" % _pts(basis5y), "inline": True},
            {"name": "Amount", "value": "USD 50,000,000", "inline": True},
            {"name": "Status", "value": "FILLED", "inline": True},
        ],
        "footer": "MatchHub · cpty %s · book JPY-BASIS-02" % xccy_client.upper()}])
    f.hard(xfill, "trade_fill", [xdeal, "PAY basis", "%sbp" % _pts(basis5y), "USD 50,000,000"], "embed")
    f.idiom(xfill, "embed-only matched/FILLED fill for basis swap", "trade_fill")

    # ================================================================ lunch-ish
    # another bank's print on platform (near miss) + chat about it
    other_px = _n(krw + 0.7, 2)
    op = f.post(at(12, 51, 0, 60), "MatchHub", "", embeds=[{
        "title": "Platform print (anonymised)",
        "description": "Market trade reported on MatchHub",
        "fields": [
            {"name": "Product", "value": "NDF USD/KRW 1M", "inline": True},
            {"name": "Amount", "value": "USD 100,000,000", "inline": True},
            {"name": "Price", "value": other_px, "inline": True},
            {"name": "Parties", "value": "BANK-C / BANK-K", "inline": True},
        ],
        "footer": "market data · not your deal"}])
    f.near(op)
    f.idiom(op, "another bank's trade print on the platform", "not_hard")
    opc = f.post(at(12, 53, 0, 40), "priya.s", "someone just printed 100m 1m krw at %s, not us lol" % other_px,
                 reply=op)
    f.near(opc)

    # backtest (near miss)
    bt = f.post(at(12, 31, 0, 60), "Aster",
                "### Backtest — INR 3M NDF roll-carry (2019-01 → 2026-02)\n"
                "- Rule: long USD/INR 3M NDF when fwd premium > 6.0% ann., roll monthly, exit on RBI-intervention flag.\n"
                "- Fills: assumed at mid + 0.5 paise; 3m NDF bought 86 times, sold 86 times.\n"
                "- Sharpe 0.84, CAGR 3.1%, max DD -3.4% (Aug-2024), hit rate 57%.\n"
                "- Worst month: Dec-2024 (-1.9%), RBI sold ~$12bn in the NDF market.\n"
                "- Turnover ~2.1x notional/yr; costs eat ~40% of gross carry.\n"
                "| year | return | sharpe | max DD | trades |\n"
                "|---|---|---|---|---|\n"
                "| 2019 | +2.8% | 0.91 | -1.2% | 12 |\n"
                "| 2020 | +1.1% | 0.32 | -3.4% | 12 |\n"
                "| 2021 | +4.0% | 1.40 | -0.8% | 12 |\n"
                "| 2022 | +3.6% | 0.97 | -2.1% | 12 |\n"
                "| 2023 | +4.4% | 1.62 | -0.6% | 12 |\n"
                "| 2024 | +2.2% | 0.55 | -3.1% | 14 |\n"
                "| 2025 | +3.5% | 1.05 | -1.5% | 12 |\n"
                "Caveats: no slippage on RBI days, no funding-cost drift, survivorship in broker data.\n"
                "_informational only — not a trade recommendation_")
    f.near(bt)
    f.idiom(bt, "backtest with simulated fills", "not_hard")

    # paper trade (near miss)
    pp = f.post(at(12, 44, 0, 60), "priya.s",
                "paper book: s 15 1m twd ndf @ %.3f, just tracking it for the watchlist review" % (twd - 0.02))
    f.near(pp)
    f.idiom(pp, "paper trade in shorthand", "not_hard")

    # enquiry only
    enq = f.post(at(12, 12, 0, 60), "darren.sales",
                 "%s asking where we'd be on 6m usd/cnh 20m — enquiry only, they're comparing with HSBC, "
                 "no order" % enquiry_client)
    f.near(enq)
    f.idiom(enq, "client enquiry, explicitly not an order", "not_hard")

    # lunch chatter & acks (noise)
    mk = f.post(at(12, 2, 0, 60), "jh.lim", "makan? chicken rice downstairs")
    for who in ("priya.s", "kenji.t"):
        f.noise(f.post(at(12, 4, 0, 60), who, rng.choice(["ok", "ok lah", "👍", "can"]), reply=mk))

    # ================================================================ 13:30 RBI headline + breach
    rbi = f.post(at(13, 31, 0, 60), "wire-asia",
                 "🇮🇳 RBI seen selling dollars via state-run banks near %.2f to cap the rupee's fall — traders; "
                 "USD/INR 3M NDF at %.2f\n"
                 "> Three traders said state-run banks were offering dollars in the 86.45-86.55 area, likely on "
                 "behalf of the central bank. The rupee has been under pressure from portfolio outflows and a wider "
                 "trade gap; forward premiums edged higher, with the 1-year implied yield at 2.31%%. The RBI's "
                 "reserves stood at $641bn as of last week." % (inr_spot + 0.08, inr_3m + 0.03))
    f.hard(rbi, "held_position_news", ["RBI", "rupee"], "untagged")
    brv = inr_pv01 * 1000 + rng.randint(3100, 7900)
    br = f.post(at(13, 46, 0, 60), "riskd", json.dumps(
        {"type": "limit_breach", "ts": f.ts_utc(13 * 3600 + 2760), "metric": "pv01", "ccy": "INR",
         "bucket": "3M", "value_usd": brv, "limit_usd": inr_pv01 * 1000, "severity": "amber",
         "owner": "priya.s"}))
    f.hard(br, "risk_limit", ["limit_breach", "INR", str(brv), str(inr_pv01 * 1000)], "structured")
    f.idiom(br, "risk engine JSON limit breach line", "risk_limit")
    f.post(at(13, 49, 0, 60), "priya.s", "seeing it, it's the rbi move on the mtm. will look after the ref rate",
           reply=br)

    # ================================================================ 14:00 no-route triage by Aster (short)
    nr = f.post(at(14, 1, 0, 60), "Aster",
                "triage 14:00 — BSP (Philippines) rate headline: PHP not held, not on watchlist → no route, logged only")
    f.hard(nr, "no_route_decision", ["PHP", "no route"], "structured")
    f.idiom(nr, "agent triage line deciding no route", "no_route_decision")

    # ================================================================ 14:40 SGD thesis change
    th = f.post(at(14, 41, 0, 60), "jh.lim",
                "view change on 3m $sgd: was paying points for the sora-sofr gap, now neutral — MAS speakers "
                "pushing back, taking the view off the sheet")
    f.hard(th, "thesis_update", ["3m $sgd", "now neutral"], "untagged")
    f.idiom(th, "trader flips view to neutral in prose", "thesis_update")

    # ================================================================ 14:50 mine 50 -> rejected
    m50 = f.post(at(14, 51, 0, 60), "jh.lim",
                 "mine 50 1m $sgd @ %s? want to own the month-end turn" % _pts(sgd_1m))
    f.hard(m50, "trade_proposal", ["mine 50", "1m $sgd", _pts(sgd_1m)], "shorthand")
    f.idiom(m50, "'mine 50 1m $sgd' swap shorthand asking for ok", "trade_proposal")
    rej = f.post(at(14, 54, 0, 60), "wei.ming", "no lah, just said neutral right? skip", reply=m50)
    f.hard(rej, "trade_approval", ["no lah", "skip"], "reply")
    f.idiom(rej, "Singlish rejection reply", "trade_approval")

    # ================================================================ 15:00 forgotten proposal
    fg = f.post(at(15, 2, 0, 60), "darren.sales",
                "propose we show %s 6m usd/sgd at %s on 120m — their RM at the other bank pulled lines "
                "so they'll pay up, cfo told me in confidence" % (forgot_client, _pts(sgd_6m - 1.5)))
    f.hard(fg, "trade_proposal", ["6m usd/sgd", "120m", _pts(sgd_6m - 1.5)], "untagged", "forgotten")
    f.forget(fg, at(15, 9, 0, 60), "wei.ming")
    f.removed("their RM at the other bank pulled lines")
    f.post(at(15, 10, 0, 40), "wei.ming", "darren, not in this channel pls. call me.")

    # ================================================================ 15:10 t/n fill deleted + reposted
    tn_wrong = round(sgd_tn + 0.01, 2)
    tn_tkt = rng.randint(40000, 89999)
    tnd = f.post(at(15, 12, 0, 60), "jh.lim", "filled %d t/n $sgd @ %s s/b, tkt %d" % (tn_amt, _pts(tn_wrong, 2), tn_tkt))
    f.hard(tnd, "trade_fill", ["%d t/n $sgd" % tn_amt, _pts(tn_wrong, 2)], "shorthand", "deleted")
    f.delete(tnd, at(15, 14, 0, 30))
    f.removed("filled %d t/n $sgd @ %s s/b, tkt %d" % (tn_amt, _pts(tn_wrong, 2), tn_tkt))
    tnr = f.post(at(15, 15, 0, 30), "jh.lim",
                 "filled %d t/n $sgd @ %s s/b (prev msg wrong px, deleted)" % (tn_amt, _pts(sgd_tn, 2)))
    f.hard(tnr, "trade_fill", ["%d t/n $sgd" % tn_amt, _pts(sgd_tn, 2)], "shorthand")
    f.idiom(tnr, "t/n roll fill in swap shorthand (s/b)", "trade_fill")

    # "we should" near miss
    ws = f.post(at(15, 20, 0, 60), "kenji.t", "we should roll the 3m jpy hedge before tokyo close next week")
    f.near(ws)

    # ================================================================ 15:30 stack trace & reconnect (noise)
    f.noise(f.post(at(15, 31, 0, 60), "matchhub-adapter",
                   "```\nERROR %s [confirm-listener-3] c.s.fx.matchhub.ConfirmListener - failed to map MT300 for deal %s\n"
                   "java.lang.IllegalStateException: settlement instruction missing for BIC DBSSSGSGXXX ccy=SGD\n"
                   "\tat com.sgfx.matchhub.ssi.SsiResolver.resolve(SsiResolver.java:211)\n"
                   "\tat com.sgfx.matchhub.confirm.Mt300Mapper.map(Mt300Mapper.java:88)\n"
                   "\tat com.sgfx.matchhub.confirm.ConfirmListener.onMessage(ConfirmListener.java:143)\n"
                   "\tat org.springframework.jms.listener.AbstractMessageListenerContainer.doInvokeListener(AbstractMessageListenerContainer.java:761)\n"
                   "\tat org.springframework.jms.listener.AbstractMessageListenerContainer.invokeListener(AbstractMessageListenerContainer.java:699)\n"
                   "\tat org.springframework.jms.listener.DefaultMessageListenerContainer$AsyncMessageListenerInvoker.run(DefaultMessageListenerContainer.java:1237)\n"
                   "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
                   "Caused by: java.util.NoSuchElementException: No value present\n"
                   "\tat java.base/java.util.Optional.orElseThrow(Optional.java:377)\n"
                   "\tat com.sgfx.matchhub.ssi.SsiCache.lookup(SsiCache.java:64)\n"
                   "\tat com.sgfx.matchhub.ssi.SsiResolver.lambda$resolve$2(SsiResolver.java:198)\n"
                   "\tat java.base/java.util.concurrent.ConcurrentHashMap.computeIfAbsent(ConcurrentHashMap.java:1708)\n"
                   "\t... 6 common frames omitted\n```"
                   % (f.ts_utc(15 * 3600 + 1860).replace("T", " ").replace("Z", ""), kdeal)))
    f.noise(f.post(at(15, 33, 0, 30), "fixbridge",
                   "FIX.4.4 HELIOS->EBSD session dropped (heartbeat timeout 30s) — reconnecting 1/5"))
    f.noise(f.post(at(15, 34, 0, 30), "fixbridge",
                   "FIX.4.4 HELIOS->EBSD 35=A LOGON ok · resend 34=%d-%d · status=UP"
                   % (rng.randint(4000, 4500), rng.randint(4600, 4900))))

    # ================================================================ 15:45 CNH remainder cancelled
    ccan = f.post(at(15, 46, 0, 60), "helios",
                  "ts=%s svc=helios evt=order_cancel ordid=%s sym=USDCNH tenor=3M side=SELL cumqty=15000000 "
                  "leaves=0 status=CANCELLED reason=user(jh.lim) text=fix-risk into close"
                  % (f.ts_utc(15 * 3600 + 2760), cnh_ord))
    f.hard(ccan, "trade_confirmation", [cnh_ord, "status=CANCELLED"], "structured")
    f.idiom(ccan, "order cancel ack with leaves=0", "trade_confirmation")

    # ================================================================ optional JPY forward points scene
    if rng.random() < 0.55:
        jp = f.post(at(13, 12, 0, 60), "kenji.t", "mine 100 3m $jpy @ %s, tidy up the basis hedge. ok?"
                    % _pts(jpy_3m_pts))
        f.hard(jp, "trade_proposal", ["mine 100", "3m $jpy", _pts(jpy_3m_pts)], "shorthand")
        ja = f.post(at(13, 15, 0, 60), "wei.ming", "👍 send it", reply=jp)
        f.hard(ja, "trade_approval", ["👍", "send it"], "reply")
        f.idiom(ja, "thumbs-up 'send it' approval", "trade_approval")
        jo = ordno()
        jr = f.post(at(13, 17, 0, 30), "helios",
                    "ts=%s svc=helios evt=order_reject ordid=%s venue=EBSD sym=USDJPY tenor=3M side=SB qty=100000000 "
                    "pts=%s status=REJECTED reason=LIMIT_PRICE_AWAY_FROM_MARKET"
                    % (f.ts_utc(13 * 3600 + 1020), jo, _pts(jpy_3m_pts)))
        f.hard(jr, "trade_confirmation", [jo, "USDJPY", "status=REJECTED"], "structured")
        f.idiom(jr, "venue reject in key=value", "trade_confirmation")
        jo2 = ordno()
        jpx = round(jpy_3m_pts + 0.3, 1)
        jf = f.post(at(13, 24, 0, 60), "helios",
                    "ts=%s svc=helios evt=fill ordid=%s venue=EBSD sym=USDJPY tenor=3M side=SB lastqty=100000000 "
                    "lastpts=%s cumqty=100000000 leaves=0 book=JPY-FWD-01 near=SPOT far=3M trader=kenji.t"
                    % (f.ts_utc(13 * 3600 + 1440), jo2, _pts(jpx)))
        f.hard(jf, "trade_fill", [jo2, "USDJPY", "lastqty=100000000", "lastpts=%s" % _pts(jpx)], "structured")
    else:
        f.post(at(13, 12, 0, 60), "kenji.t", "tokyo quiet, jpy pts not moving at all")

    # ================================================================ 16:15 target change
    tgt1 = krw_tgt - 3
    tp = f.post(at(16, 16, 0, 60), "priya.s",
                "tp on the krw ndf moved to %s from %s, exporters will sell above" % (_n(tgt1, 2), _n(krw_tgt, 0)))
    f.hard(tp, "stop_or_target_change", ["tp", "krw ndf", _n(tgt1, 2)], "untagged")

    # ================================================================ 16:30 BoT (watchlist) + unrelated
    bot = f.post(at(16, 31, 0, 60), "wire-asia",
                 "🇹🇭 Bank of Thailand holds policy rate at 1.75%%, flags baht strength as a concern; "
                 "USD/THB %.2f\n"
                 "> The MPC voted 5-2 to hold, with two members favouring a cut. Governor's statement said the baht "
                 "had 'appreciated faster than regional peers' and the committee stood ready to use other tools. "
                 "Onshore THB forward points widened slightly after the decision." % thb)
    f.hard(bot, "watchlist_news", ["Bank of Thailand", "baht"], "untagged")
    f.idiom(bot, "watchlist currency central-bank headline", "watchlist_news")
    boe = f.post(at(17, 2, 0, 60), "wire-asia",
                 "🇬🇧 BoE's Bailey: UK services inflation 'still too sticky', gilts little changed\n"
                 "> Bailey told a parliamentary committee the MPC needed more evidence before further easing; sterling "
                 "rose 0.2% vs the dollar and short-sterling futures trimmed cut pricing for May.")
    f.near(boe)
    f.idiom(boe, "unrelated central-bank headline", "not_hard")

    # ================================================================ 16:45 Aster triage with a route
    trg = f.post(at(16, 46, 0, 60), "Aster",
                 "### Triage 16:45 SGT\n"
                 "- Fixings: all in (CNY, ABS, KFTC, RBI ref), no gaps.\n"
                 "- Positions reconciled vs MatchHub: 14/14 tickets matched; 1 SSI exception (ops ticket open).\n"
                 "- CNH 3M order %s cancelled with 15m done; no follow-up needed.\n"
                 "- e-trading: helios dealt %d RFQs today, 0 rejects after the 15:33 reconnect; latency p99 back to normal.\n"
                 "- Client enquiries outstanding: %s 6M USD/CNH (enquiry only), insurer 6M-1Y SGD rolls (next week).\n"
                 "- %s 1Y swap blocked on credit line → routing the temp-excess request to @goh.risk for credit sign-off.\n"
                 "- INR 3M PV01 amber since 13:46; owner aware.\n"
                 "- News: BoT decision 16:31 (THB, watchlist); other headlines outside desk currencies."
                 % (cnh_ord, rng.randint(8, 15), enquiry_client, bad_client))
    f.hard(trg, "route_decision", ["routing the temp-excess request", "@goh.risk"], "buried")
    f.idiom(trg, "routing decision as one bullet in a triage list", "route_decision")

    # ================================================================ 17:10 KRW NOP cut (risk_limit)
    new_nop = krw_nop - 30
    lu = f.post(at(17, 12, 0, 60), "riskd", json.dumps(
        {"type": "limit_update", "ts": f.ts_utc(17 * 3600 + 720), "metric": "nop", "ccy": "KRW",
         "old_usd": krw_nop * 1000000, "new_usd": new_nop * 1000000, "set_by": "goh.risk",
         "effective": f.ts_utc(17 * 3600 + 900), "reason": "weekend event risk"}))
    f.hard(lu, "risk_limit", ["limit_update", "KRW", str(new_nop * 1000000)], "structured")
    f.post(at(17, 14, 0, 60), "goh.risk", "fyi that's me, weekend. back to normal monday", reply=lu)

    # ================================================================ 17:20 past deal recounted
    past = f.post(at(17, 21, 0, 60), "jh.lim",
                  "reminds me of oct when we did 300m 3m sgd with %s at -52 and spot ran 2 big figs the same "
                  "afternoon. good times" % cshort.lower())
    f.near(past)
    f.idiom(past, "past deal recounted as a story", "not_hard")

    # ================================================================ PnL (noise): intraday snapshots + EOD
    books = ("SGD-SWAPS-01", "CNH-FWD-01", "KRW-NDF-01", "INR-NDF-01", "JPY-FWD-01", "JPY-BASIS-02")

    def pnl_table(scale):
        rows, tot = [], [0, 0, 0, 0]
        for book in books:
            r = [int(rng.randint(-90, 160) * 1000 * scale), int(rng.randint(-220, 260) * 1000 * scale),
                 int(rng.randint(-15, 40) * 1000 * scale), 0]
            r[3] = r[0] + r[1] + r[2]
            tot = [a + b for a, b in zip(tot, r)]
            rows.append("%-13s %12s %12s %10s %12s" % (book, _n(r[0], 0), _n(r[1], 0), _n(r[2], 0), _n(r[3], 0)))
        return ("%-13s %12s %12s %10s %12s\n%s\n%s\n%-13s %12s %12s %10s %12s"
                % ("book", "realised", "unrealised", "carry", "total", "\n".join(rows), "-" * 63,
                   "TOTAL", _n(tot[0], 0), _n(tot[1], 0), _n(tot[2], 0), _n(tot[3], 0)))

    for h in (12, 15):
        f.noise(f.post(at(h, 1, 0, 60), "pnl-bot",
                       "intraday PnL snapshot %02d:00 SGT (USD, flash, unaudited)\n```\n%s\n```"
                       % (h, pnl_table(0.6))))
    ladder_rows = []
    for book in books:
        ladder_rows.append("%-13s" % book + "".join("%10s" % _n(rng.randint(-60, 60) * 1000, 0)
                                                    for _ in ("tn", "1m", "3m", "6m", "1y", "2y+")))
    f.noise(f.post(at(17, 32, 0, 60), "pnl-bot",
                   "**EOD PnL — ASIA FX FWD/SWAPS — %s (17:30 SGT cut, USD)**\n```\n%s\n```\n"
                   "**Unrealised by tenor (USD)**\n```\n%-13s%10s%10s%10s%10s%10s%10s\n%s\n```\n"
                   "**Attribution**\n```\nspot delta      %12s\npoints/curve    %12s\nbasis           %12s\n"
                   "carry/roll      %12s\nnew deals (day1)%12s\nfees/brokerage  %12s\n```\n"
                   "**Top VaR contributors**: KRW-NDF-01 1M long (38%%), INR-NDF-01 3M (24%%), SGD-SWAPS-01 1Y (19%%), "
                   "JPY-BASIS-02 5Y (11%%), CNH-FWD-01 3M (8%%)\n"
                   "VaR 1d 99%%: %s (limit 4,500,000) · MTD: %s · YTD: %s · stress (CNH +5%%): %s\n"
                   "sources: riskd close 17:30, WMR 17:00 marks, KFTC/RBI official fixings"
                   % (dstr, pnl_table(1.0), "book", "tn", "1m", "3m", "6m", "1y", "2y+", "\n".join(ladder_rows),
                      _n(rng.randint(-200, 200) * 1000, 0), _n(rng.randint(-150, 250) * 1000, 0),
                      _n(rng.randint(-50, 50) * 1000, 0), _n(rng.randint(10, 60) * 1000, 0),
                      _n(rng.randint(50, 300) * 1000, 0), _n(-rng.randint(3, 15) * 1000, 0),
                      _n(rng.randint(2100, 3900) * 1000, 0), _n(rng.randint(-900, 2600) * 1000, 0),
                      _n(rng.randint(1800, 9800) * 1000, 0), _n(-rng.randint(900, 2400) * 1000, 0))))

    # ================================================================ 18:00 long analysis, no decision
    ana = f.post(at(18, 3, 0, 60), "kenji.t",
                 "some thoughts on jpy basis for next week, no action yet:\n"
                 "1) lifers back from fiscal-year planning, historically they receive basis in 5-10y in the 2nd "
                 "half of march — that's what pushed 5y from -42 to -36 last year.\n"
                 "2) usd funding premium at quarter end: 3m usdjpy pts could cheapen 2-3 as japanese banks "
                 "pay up over the turn; we'd be sellers of that move normally.\n"
                 "3) boj: if they hike in april the ois curve moves first, basis usually lags 1-2 weeks.\n"
                 "4) risk: US bank balance sheet at quarter end, yankee cd issuance slowing.\n"
                 "5) the 10y sector is where the real dislocation is, -52 vs 5y -38, but liquidity is awful and "
                 "the lifers are the only natural receivers there.\n"
                 "6) fwd points: quarter-end turn is in the 3m already, 1w enters next friday; watch the t/n jump.\n"
                 "so basically stay patient, the %s trade today gives us some of the exposure already." % xshort)
    f.near(ana)
    f.idiom(ana, "long trader analysis with trading words, no decision", "not_hard")

    # ================================================================ 18:30 handover restating levels (near miss)
    hov = f.post(at(18, 32, 0, 60), "wei.ming",
                 "handing over to ldn. book:\n"
                 "- long 1M KRW NDF 30m, stop %s unchanged, tp %s\n"
                 "- short 3M USD/CNH 15m (order cancelled, rest not done)\n"
                 "- INR 3M NDF long 60m (40 old + 20 today), PV01 amber, priya looking monday\n"
                 "- SGD: %s 3m done, hedged half\n"
                 "- JPY: %s basis 50m done\n"
                 "- e-trading: helios streams on overnight with the standard night widening, max clip 25m\n"
                 "- open items: %s credit excess (goh), %s SSI exception (ops), insurer rolls next week (rachel)\n"
                 "nothing working overnight. call me if KRW gaps." % (_n(s2, 2), _n(tgt1, 2), cshort, xshort, bshort, cshort))
    f.near(hov)
    f.idiom(hov, "handover restating existing stop (no change)", "not_hard")
    f.post(at(18, 35, 0, 60), "sam.ldn", "got it, thx", reply=hov)

    # Aster EOD wrap, history of today (near miss)
    wrap = f.post(at(18, 50, 0, 60), "Aster",
                  "## EOD wrap (%s)\n"
                  "- Today we bought 30m 1M USD/KRW NDF, did 500m 3M USD/SGD with %s, sold 15m of 25m 3M USD/CNH "
                  "(rest cancelled), paid 5y JPY basis 50m with %s.\n"
                  "- Curve: USD/SGD 3M ended %s, 1Y %s; CNH 3M %d; KRW 1M pts %.2f.\n"
                  "- Risk: INR 3M PV01 amber; KRW NOP cap cut for the weekend.\n"
                  "- Tomorrow/Monday: CPI releases in KR and IN; MAS speaker at 10:00.\n"
                  "- Open risk items: INR 3M PV01 amber (MTM-driven, no new adds per risk), credit excess request pending, "
                  "1 SSI exception.\n"
                  "- Limits carried into the weekend: KRW NOP reduced; all others unchanged."
                  % (dshort, cshort, xshort, _pts(sgd_3m - 0.3), _pts(sgd_1y + 0.5), cnh_3m_pts - 4, krw_pts))
    f.near(wrap)
    f.idiom(wrap, "end-of-day recap of today's fills (history)", "not_hard")

    # other desk's trade (near miss)
    od = f.post(at(10, 37, 0, 60), "kenji.t",
                "fyi rates desk next door paid 200m 5y sora ois, might see it leak into sgd basis")
    f.near(od)
    # "if it breaks" hypothetical from Aster
    hy2 = f.post(at(15, 53, 0, 60), "Aster",
                 "note: if USD/KRW 1M breaks %s with volume, the desk could consider adding 20m — conditional, "
                 "not a proposal" % _n(krw + 11.5, 2))
    f.near(hy2)
    # sales says a client traded with another bank
    cl = f.post(at(13, 58, 0, 60), "rachel.ong",
                "fyi %s did their 1m usd/cnh with HSBC today, 30m, we were 2nd" % enquiry_client.split()[0].lower())
    f.near(cl)

    # watchlist price alerts (noise)
    for h, mm, txt in ((9, 48, "alert USDKRW-NDF 1M crossed %s (last %s)" % (_n(krw + 5, 2), _n(krw + 5.3, 2))),
                       (11, 33, "alert USDTHB crossed %.2f (last %.3f)" % (thb - 0.1, thb - 0.11)),
                       (14, 9, "alert USDCNH spot crossed %.4f (last %.4f)" % (cnh_spot - 0.01, cnh_spot - 0.0104)),
                       (16, 37, "alert USDINR-NDF 3M crossed %.2f (last %.2f)" % (inr_3m + 0.1, inr_3m + 0.11)),
                       (20, 12, "alert USDJPY spot crossed %.2f (last %.2f)" % (jpy_spot + 0.5, jpy_spot + 0.52))):
        f.noise(f.post(at(h, mm, 0, 60), "helios", "svc=helios evt=price_alert " + txt))

    # ================================================================ extra long-form content
    # Aster weekly positioning note, early (plain)
    f.post(at(7, 14, 0, 60), "Aster",
           "## Positioning & flows — week to date (%s)\n\n"
           "**Surveys / proxies**\n"
           "- Leveraged funds: short USD/CNH (moderate), long USD/KRW (light, building since Monday), flat SGD.\n"
           "- Real money: receiving SGD points in 1Y (paying USD/SGD swaps) — 3 tickets > 200m seen in the interbank this week.\n"
           "- Corporates: Korean exporters under-hedged vs 3M average (KITA survey 41%% vs 55%%); Indian importers "
           "hedging 3M-6M ahead of the oil bill.\n"
           "- Japanese lifers: hedge ratios at 44%%, lowest since 2019; FY-start rebalancing is the main April risk.\n\n"
           "**Interbank volumes (broker data, USD bn, WTD)**\n"
           "| pair | spot | swaps | NDF/fwd | vs 4w avg |\n"
           "|---|---|---|---|---|\n"
           "| USD/SGD | 18.2 | 41.5 | - | +12%% |\n"
           "| USD/CNH | 36.9 | 58.1 | 9.4 | -4%% |\n"
           "| USD/KRW | - | - | 27.3 | +21%% |\n"
           "| USD/INR | - | - | 14.8 | -18%% |\n"
           "| USD/JPY | 212.0 | 388.4 | 15.2 | +2%% |\n\n"
           "**Options market read (25d RR, 1M)**\n"
           "- USD/KRW 1.35 (calls over), up 0.3 w/w; USD/CNH 0.60, flat; USD/SGD 0.35; USD/INR 0.55, up 0.1.\n"
           "- Implied vol: KRW 1M 8.9, CNH 1M 4.6, SGD 1M 4.1, INR 1M 3.7, JPY 1M 9.8.\n\n"
           "**Read-across for the desk**\n"
           "- KRW NDF positioning still light; room for a squeeze higher if exporters stay away.\n"
           "- SGD swap demand from real money supports the 1Y sector; watch the 6M-1Y spread for cheapening.\n"
           "- INR NDF liquidity thinning — keep clip sizes at 10-20m.\n\n"
           "_Aster v2.7 · weekly note · sources: broker volumes, KITA, JPX, MOF_" % dshort)

    # Aster midday event-risk research (near miss: analysis, no decision)
    er = f.post(at(12, 21, 0, 60), "Aster",
                "## KRW & INR NDFs — event risk into the weekend\n\n"
                "### KRW\n"
                "- BOK verbal guidance this morning matched the template used in Oct and Dec; in both cases USD/KRW "
                "1M NDF retraced 8-12 won within three sessions before resuming the trend.\n"
                "- NPS swap line: usage cap is $65bn; ~$41bn drawn. Additional usage would cap spot near 1,480-1,490.\n"
                "- KOSPI foreign outflows: 5 sessions, cumulative 2.1trn won; historically correlated 0.6 with 1M NDF.\n"
                "- Scenario grid (1M NDF, 1 week): calm %s-%s (55%%), squeeze to %s (25%%), intervention drop to %s (20%%).\n\n"
                "### INR\n"
                "- RBI defending 86.50 with state-bank offers; the 3M NDF premium is rising as the NDF absorbs "
                "hedging that can't get done onshore.\n"
                "- Onshore forward premium 1Y 2.31%% vs NDF 2.36%%; arbitrage band tight.\n"
                "- FPI debt flows: index-inclusion inflows slowing, -$0.6bn WTD.\n"
                "- Risk: the desk's INR 3M PV01 is close to its bucket limit; any further RBI-driven premium move "
                "shows up as a PV01 increase on the MTM.\n\n"
                "| scenario (1 week) | KRW 1M NDF | INR 3M NDF | desk P&L est. |\n"
                "|---|---|---|---|\n"
                "| calm / range | +/-5 won | +/-5 paise | +/-USD 60k |\n"
                "| risk-off (tariffs) | +15 won | +20 paise | +USD 310k KRW, +USD 90k INR |\n"
                "| BOK/RBI act together | -12 won | -15 paise | -USD 250k KRW, -USD 70k INR |\n"
                "| NPS swap-line expansion | -8 won | n/a | -USD 160k |\n\n"
                "### History of similar set-ups\n"
                "- Oct-2024: BOK verbal + NPS line extension → 1M NDF -14 won in 2 days, then +22 won over 3 weeks.\n"
                "- Apr-2025: verbal only, no follow-through; spot +9 won by the next Friday.\n"
                "- Dec-2025: verbal + actual smoothing (~$2bn est.), 1M NDF capped for 6 sessions.\n\n"
                "### Cross-checks\n"
                "- Carry: long USD/KRW 1M costs ~%s won/month; long USD/INR 3M earns nothing net after the premium.\n"
                "- Correlation KRW/INR 1M changes (60d): 0.41.\n"
                "- Weekend gap risk: China trade data Saturday, US tariff headlines; historical Monday gap in KRW NDF "
                "after such data: median 4 won, 90th pct 11 won.\n\n"
                "_analysis only — no change to desk views; see morning note for positions_"
                % (_n(krw - 3, 0), _n(krw + 6, 0), _n(krw + 16, 0), _n(krw - 10, 0), _pts(-krw_pts, 2)))
    f.near(er)

    # Aster client-flow digest (plain)
    f.post(at(13, 5, 0, 60), "Aster",
           "### Client flow digest 09:00-13:00 SGT (anonymised)\n"
           "- Sovereign/SWF: 1 ticket, 3M USD/SGD, 500m (done with us).\n"
           "- Corporates: 7 RFQs (4 SGD, 2 CNH, 1 IDR — IDR declined, not our book); hit ratio 2/6.\n"
           "- Asset managers: 3 RFQs in 1Y SGD, all passed at cover; we were 2nd on two of them.\n"
           "- e-trading (helios): %d RFQs streamed, %d dealt, avg notional %dm, median quote-to-trade 410ms.\n"
           "- Lifers: 1 enquiry 5Y USD/JPY basis (traded).\n"
           "Notes: corporate demand skewed to 3M-6M tenors; no unusual flow in KRW/INR from clients."
           % (rng.randint(40, 70), rng.randint(6, 14), rng.randint(3, 12)))

    # helios e-trading RFQ stream (noise) — quotes and passes, no deals
    for k in range(8):
        h = rng.choice([8, 9, 9, 10, 10, 11, 13, 14, 15, 15, 16])
        tenor = rng.choice(["1W", "1M", "2M", "3M", "6M"])
        sym = rng.choice(["USDSGD", "USDSGD", "USDCNH", "USDJPY"])
        base = {"USDSGD": sgd_1m, "USDCNH": cnh_3m_pts / 3, "USDJPY": jpy_3m_pts / 3}[sym]
        mult = {"1W": 0.25, "1M": 1, "2M": 2, "3M": 3, "6M": 6}[tenor]
        mid = base * mult
        spread = abs(mid) * 0.02 + 0.2
        st = rng.choice(["PASSED", "EXPIRED", "QUOTED", "PASSED"])
        f.noise(f.post(at(h, rng.randint(0, 58), 0, 50), "helios",
                       "svc=helios evt=rfq rfq=%s venue=%s cpty=CLT-%04d sym=%s type=SWAP tenor=%s qty=%d000000 "
                       "bid=%.1f ask=%.1f status=%s ttl_ms=%d"
                       % (rfqno(), rng.choice(["FXALL", "360T", "FXALL"]), rng.randint(1000, 9999), sym, tenor,
                          rng.choice([5, 10, 20, 25, 50]), mid - spread, mid + spread, st, rng.randint(800, 3000))))

    # more news: china (held CNH), japan data (generic colour), commodities (unrelated)
    cn = f.post(at(10, 48, 0, 60), "wire-asia",
                "🇨🇳 PBOC sets yuan fixing stronger than expected for 10th straight day; state banks seen buying "
                "yuan in offshore market — USD/CNH %.4f\n"
                "> The central bank also drained liquidity in Hong Kong via a CNH bill auction, pushing overnight "
                "CNH HIBOR higher. Traders said the signal was to lean against depreciation ahead of weekend trade data."
                % (cnh_spot - 0.0031))
    f.hard(cn, "held_position_news", ["yuan", "USD/CNH"], "untagged")
    oil = f.post(at(14, 22, 0, 60), "wire-asia",
                 "🛢️ Brent +1.2% to $78.40 on Red Sea shipping disruption; Asian importers' dollar demand watched\n"
                 "> Analysts said a sustained move above $80 would widen trade deficits in India and Korea, though "
                 "the near-term FX impact is typically muted.")
    f.near(oil)
    au = f.post(at(7, 52, 0, 60), "wire-asia",
                "🇦🇺 Australia Feb employment +38.2k vs +25k exp; unemployment 4.0%. AUD +0.3%\n"
                "> Full-time jobs rose 26k; RBA pricing for May nudged lower.")
    f.near(au)

    # riskd EOD limit utilisation (near miss: restates an existing breach)
    eodr = f.post(at(17, 41, 0, 60), "riskd", json.dumps(
        {"type": "eod_utilisation", "ts": f.ts_utc(17 * 3600 + 2460), "var_1d_99_usd": rng.randint(2100000, 3900000),
         "var_limit_usd": 4500000,
         "nop_util": {"SGD": "%d%%" % rng.randint(30, 70), "CNH": "%d%%" % rng.randint(5, 30),
                      "KRW": "%d%%" % rng.randint(20, 30), "INR": "%d%%" % rng.randint(40, 70),
                      "JPY": "%d%%" % rng.randint(30, 60)},
         "pv01_util": {"SGD": "%d%%" % rng.randint(40, 80), "INR_3M": "%d%%" % (brv * 100 // (inr_pv01 * 1000)),
                       "JPY": "%d%%" % rng.randint(30, 60)},
         "open_breaches": [{"ccy": "INR", "bucket": "3M", "metric": "pv01", "since": f.ts_utc(13 * 3600 + 2760),
                            "severity": "amber"}],
         "credit_exceptions": [{"cpty": bad_client.upper(), "ref": bad_rfq, "status": "pending credit"}]}))
    f.near(eodr)

    # MatchHub daily STP recap (near miss: history of confirmed deals)
    recap = f.post(at(18, 6, 0, 60), "MatchHub", "", embeds=[{
        "title": "Daily STP recap — SG FX fwds/swaps",
        "description": "All deals affirmed today (SGT)",
        "fields": [
            {"name": "Deals", "value": "%d" % rng.randint(12, 18), "inline": True},
            {"name": "Affirmed", "value": "100%", "inline": True},
            {"name": "SSI exceptions", "value": "1 (%s)" % kdeal, "inline": True},
            {"name": "Largest", "value": "%s FXSWAP USD/SGD 3M USD 500m" % kdeal, "inline": False},
            {"name": "Basis", "value": "%s XCCY USD/JPY 5Y USD 50m" % xdeal, "inline": False},
            {"name": "Unmatched", "value": "0", "inline": True},
        ],
        "footer": "MatchHub STP · recap generated 18:05 SGT · informational"}])
    f.near(recap)

    # second stack trace: helios FIX adapter at the disconnect (noise)
    f.noise(f.post(at(15, 33, 30, 10), "helios",
                   "svc=helios evt=error component=fix-adapter session=HELIOS->EBSD\n```\n"
                   "quickfix.SessionException: Heartbeat timeout, no message received in 36000ms\n"
                   "\tat quickfix.Session.next(Session.java:2101)\n"
                   "\tat quickfix.mina.SessionConnector$SessionTimerTask.run(SessionConnector.java:336)\n"
                   "\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)\n"
                   "\tat java.base/java.util.concurrent.FutureTask.runAndReset(FutureTask.java:358)\n"
                   "\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:305)\n"
                   "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n```\nstreams paused=%d resume=auto"
                   % rng.randint(12, 30)))

    # Aster overnight recap (plain)
    f.post(at(6, 50, 0, 60), "Aster",
           "## Overnight recap (LDN/NY) — %s\n\n"
           "**Macro**\n"
           "- US PPI beat (+0.4%% m/m); UST 2y +5bp to 3.98%%, 10y +3bp; Fed funds futures trimmed June easing to 38bp.\n"
           "- EUR/USD -0.3%%, GBP/USD flat after Bailey; DXY +0.2%%.\n"
           "- Brent +0.8%%; copper -0.4%%; gold -0.3%%.\n\n"
           "**Asia FX offshore**\n"
           "| pair | SG close | NY close | chg | note |\n"
           "|---|---|---|---|---|\n"
           "| USD/SGD | %.4f | %.4f | +%d pips | range-bound |\n"
           "| USD/CNH | %.4f | %.4f | +%d pips | fix expectations lower |\n"
           "| USD/KRW 1M NDF | %s | %s | +%.1f won | thin |\n"
           "| USD/INR 1M NDF | %.2f | %.2f | +%.2f | |\n"
           "| USD/JPY | %.2f | %.2f | +%.2f | |\n\n"
           "**Swaps & points**\n"
           "- USD/SGD 1Y points %s (unch), 3M %s (-0.2); 6M-1Y spread cheapened 0.8 in LDN on real-money paying.\n"
           "- USD/JPY 3M points %s, 5y basis %sbp; nothing traded in size in NY.\n"
           "- USD/CNH 3M points %d; CNH HIBOR o/n fixing 1.9%% (prev 2.4%%).\n\n"
           "**Headlines overnight**\n"
           "- US: PPI beat; jobless claims 221k; Treasury 30y auction tailed 1.2bp.\n"
           "- Europe: ECB speakers split on April; Bund 10y 2.61%%.\n"
           "- China: state media says yuan 'basically stable at a reasonable equilibrium level'.\n"
           "- Japan: Rengo first tally due Friday evening Tokyo.\n\n"
           "**Things the desk will see today**\n"
           "- CNY fixing 09:15; BOK governor at parliament; RBI around 86.50 again likely; KFTC fix 14:30; "
           "RBI ref 16:00; US retail sales 20:30 SGT.\n\n"
           "_Aster v2.7 · auto-generated 06:50 SGT_"
           % (dshort, sgd_spot - 0.0011, sgd_spot, rng.randint(4, 15), cnh_spot - 0.0022, cnh_spot,
              rng.randint(10, 30), _n(krw - 1.8, 2), _n(krw, 2), rng.uniform(0.5, 2.5), inr_spot + 0.16,
              inr_spot + 0.19, rng.uniform(0.01, 0.05), jpy_spot - 0.34, jpy_spot, rng.uniform(0.1, 0.5),
              _pts(sgd_1y), _pts(sgd_3m), _pts(jpy_3m_pts), _pts(basis5y), cnh_3m_pts))

    # Aster SGD swaps RV scan (plain analysis)
    f.post(at(9, 33, 0, 60), "Aster",
           "## USD/SGD swap curve — relative value scan (09:30 SGT)\n\n"
           "**Implied SGD yields vs SORA OIS (bp, FX-implied minus OIS)**\n"
           "| tenor | points | implied SGD | SORA OIS | basis | 3M z-score |\n"
           "|---|---|---|---|---|---|\n"
           "| 1M | %s | 1.93%% | 1.95%% | -2 | -0.3 |\n"
           "| 3M | %s | 1.92%% | 1.98%% | -6 | -0.8 |\n"
           "| 6M | %s | 1.90%% | 1.99%% | -9 | -1.2 |\n"
           "| 1Y | %s | 1.89%% | 2.01%% | -12 | -1.6 |\n"
           "| 2Y | %.1f | 1.91%% | 2.05%% | -14 | -1.1 |\n\n"
           "**Observations**\n"
           "- The 6M and 1Y sectors screen cheap vs OIS (basis -9/-12bp), consistent with persistent real-money "
           "paying of USD/SGD points in 1Y. The 1Y z-score (-1.6) is the most extreme since last September.\n"
           "- 1M-3M is close to fair; the t/n has traded heavy (%s) on month-end-style rolling even though month end "
           "is next week.\n"
           "- Spot sensitivity: points move ~0.15 per 10 pips of spot in 1Y via the yield differential — negligible "
           "for today.\n"
           "- Historical behaviour: after 1Y z-score < -1.5 the basis normalised by a median 4bp over 3 weeks "
           "(n=11, 2019-2026), with two failures during MAS policy surprises.\n\n"
           "**Past episodes (1Y basis z < -1.5)**\n"
           "| start | z | basis move 3w | driver |\n"
           "|---|---|---|---|\n"
           "| Sep-2025 | -1.7 | +5bp | insurer hedging, reversed after quarter end |\n"
           "| Mar-2025 | -1.6 | +3bp | SGS auction supply |\n"
           "| Oct-2024 | -1.9 | -2bp | MAS policy surprise (failure) |\n"
           "| Jun-2024 | -1.5 | +4bp | half-year turn |\n\n"
           "**Flows to watch**\n"
           "- SWF rolls concentrate in 3M; bond-settlement funding flows in 1M-3M.\n"
           "- Insurers hedging USD bond holdings sell/buy in 6M-1Y — the source of the cheapening.\n\n"
           "_scan only — no positions implied. Aster v2.7_"
           % (_pts(sgd_1m), _pts(sgd_3m), _pts(sgd_6m), _pts(sgd_1y), sgd_1y * 1.85, _pts(sgd_tn, 2)))

    # Aster JPY basis monitor (plain)
    f.post(at(15, 3, 0, 60), "Aster",
           "## USD/JPY forwards & basis monitor (15:00 SGT)\n\n"
           "| tenor | fwd pts | implied JPY yld | TONA OIS | xccy basis |\n"
           "|---|---|---|---|---|\n"
           "| 1M | %.1f | 0.31%% | 0.48%% | -17 |\n"
           "| 3M | %s | 0.35%% | 0.52%% | -17 |\n"
           "| 6M | %.1f | 0.41%% | 0.58%% | -17 |\n"
           "| 1Y | %.1f | 0.49%% | 0.66%% | -17 |\n"
           "| 5Y | - | - | 0.98%% | %s |\n\n"
           "- Quarter-end turn: 3M now includes the March turn; the turn premium is ~3 pips above last year's, "
           "in line with tighter USD balance sheets at Japanese banks.\n"
           "- 5Y basis steady after the lifer ticket this morning; broker runs %s/%s.\n"
           "- Samurai/Uridashi issuance pipeline: ~¥380bn in the next 2 weeks; issuers swap proceeds to USD, which "
           "pushes basis less negative.\n"
           "- BOJ: April meeting priced 42%% for a hike; points would richen by ~2-3 on a hike, basis barely moves.\n\n"
           "_monitor only · Aster v2.7_"
           % (jpy_3m_pts / 3, _pts(jpy_3m_pts), jpy_3m_pts * 1.95, jpy_3m_pts * 3.8, _pts(basis5y),
              _pts(basis5y - 0.5), _pts(basis5y + 0.5)))

    # Aster weekend risk checklist (plain)
    f.near(f.post(at(17, 51, 0, 60), "Aster",
           "## Weekend risk checklist (%s)\n\n"
           "1. **China trade data (Sat 11:00 SGT)** — consensus exports +3.1%% y/y. A miss tends to weaken CNH "
           "150-300 pips at the Monday open. Desk exposure: short 3M USD/CNH 15m.\n"
           "2. **US tariff headlines** — any announcement over the weekend hits CNH, KRW first; KRW NDF Monday gap "
           "90th pct 11 won.\n"
           "3. **BOK** — after today's verbal guidance, actual intervention on Monday is possible if 1M NDF > 1,480.\n"
           "4. **RBI** — the 86.50 line; weekend news flow rarely matters, Monday onshore open sets the tone.\n"
           "5. **MAS** — no events; next speaker Tuesday.\n"
           "6. **Operations** — 1 SSI exception open on the %s 3M deal (ops ticket); value date %s.\n"
           "7. **Limits** — KRW NOP reduced for the weekend per riskd 17:12; INR 3M PV01 amber.\n"
           "8. **Systems** — helios night streaming with widened spreads; FIX session roll 05:00 SGT Saturday is "
           "skipped (weekend), Monday logon 05:05 SGT. MatchHub recon job had a DB timeout overnight (recovered).\n"
           "9. **People** — weekend contact: desk head for KRW/CNH gaps, risk manager for limit questions.\n\n"
           "_checklist only · owners as per pinned message_" % (dshort, cshort, spot_date.isoformat())))

    # Kestrel thread extra pricing chat (plain)
    pn = f.post(at(10, 31, 0, 60), "jh.lim",
           "pricing note for %s: mid %s, ib run %s/%s, we'd skew to the offer since we pay 1y already and this "
           "offsets. hedge 250 in 3m via EBS direct in 2 clips, rest vs t/n book. will firm at 10:50" %
           (cshort.lower(), _pts(sgd_3m), _pts(indic_bid), _pts(indic_off)), thread=kthread)
    f.near(pn)
    f.post(at(10, 38, 0, 60), "rachel.ong",
           "treasurer says 2 other banks asked. they care about the far-leg settlement more than the 0.1, "
           "ops can do value %s no problem" % spot_date.strftime("%d-%b"), thread=kthread)

    # sales long-ish messages (plain)
    f.post(at(9, 11, 0, 60), "rachel.ong",
           "client colour from this morning calls:\n"
           "- 2 reits want to hedge usd dividend income 1y out, not urgent\n"
           "- a family office asked about sgd deposits vs swapping usd, sent them the 3m/6m implied yields\n"
           "- %s treasurer confirmed the 11am rfq\n"
           "- an insurer wants 6m-1y usd/sgd rolls in size next week, will bring it when firm" % cshort.lower())
    f.post(at(14, 15, 0, 60), "darren.sales",
           "update on the indo corp side: 3 names asked for idr ndf today (told them to go via jakarta branch), "
           "%s still waiting on credit. one malaysian corp wants a usd/sgd 6m for a property deposit but "
           "only after their board meets" % bshort.lower())
    f.post(at(16, 52, 0, 60), "goh.risk",
           "re the INR amber: it's MTM-driven not new trades, i've put it in the daily risk report with "
           "the rbi context")
    # Aster pre-trade check in the client thread (plain)
    f.post(at(10, 45, 0, 40), "Aster",
           "### Pre-trade check — %s 3M USD/SGD 500m (sell/buy by client)\n"
           "- Credit: line USD 1.2bn, utilised 310m → post-trade 810m (68%%) ✔\n"
           "- KYC/ISDA/CSA: current; CSA threshold 0, daily margining ✔\n"
           "- Market risk: 3M SGD PV01 impact ≈ -%dk; book after hedge within SGD bucket ✔\n"
           "- Liquidity: interbank 3M depth ~1.5bn inside 0.3 pts at 11:00 (ABS window) ✔\n"
           "- Fair value: mid %s, skew suggestion +0.1 to +0.2 given book axe (we pay 1Y).\n"
           "- Settlement: near leg value %s, far leg %s; SSIs on file (ops to re-confirm).\n"
           "_checks only · decision with desk head_"
           % (client, kpv01, _pts(sgd_3m), spot_date.isoformat(),
              _add_months(spot_date, 3).isoformat()), thread=kthread)

    # Aster TCA on the CNH algo order (near miss: history of fills)
    tca = f.post(at(16, 5, 0, 60), "Aster",
                 "### TCA — %s USD/CNH 3M sell (helios TWAP)\n"
                 "- Parent: 25m, limit %.4f; executed 15m in 6 child fills between 10:12 and 10:31; remainder cancelled 15:46.\n"
                 "- Avg px %.4f vs arrival mid %.4f → slippage %+.1f pips; vs TWAP benchmark %+.1f pips.\n"
                 "- Participation ~8%% of EBS 3M volume in the window; market impact estimate 1.2 pips.\n"
                 "- Child fills: 10:13 2m, 10:16 3m, 10:19 2m, 10:22 3m, 10:26 3m, 10:31 2m (aggregated in one helios fill line at 10:26 + 10:31).\n"
                 "- Note: venue heartbeat timeout 15:33 unrelated to this order.\n"
                 "_post-trade analytics, informational_"
                 % (cnh_ord, cnh_3m - 0.0005, cfill_px, cnh_3m, rng.uniform(-1.5, 1.5), rng.uniform(-1, 1)))
    f.near(tca)

    # Aster next-week calendar (plain)
    f.post(at(18, 20, 0, 60), "Aster",
           "## Next week — Asia FX fwds calendar (SGT)\n"
           "| day | time | event | desk relevance |\n"
           "|---|---|---|---|\n"
           "| Mon | 09:15 | CNY fixing | CNH 3M short |\n"
           "| Mon | 10:00 | China activity data (IP, retail) | CNH |\n"
           "| Tue | 07:00 | KR trade (first 20 days) | KRW NDF long |\n"
           "| Tue | 10:00 | MAS MD speech | SGD swaps |\n"
           "| Wed | 02:00 | FOMC decision | all USD points |\n"
           "| Wed | 13:30 | BOJ decision (if scheduled) | JPY pts/basis |\n"
           "| Thu | 14:00 | SG non-oil domestic exports | SGD |\n"
           "| Thu | 16:00 | RBI ref / FX reserves (Fri) | INR NDF |\n"
           "| Fri | 07:30 | Japan national CPI | JPY |\n"
           "| Fri | 17:00 | Quarter-end turn enters 1W | t/n, 1W points |\n"
           "Notes: FOMC lands in the Asia night; helios streams widen automatically 01:45-02:30 SGT. "
           "Quarter-end turn pricing in USD/SGD 1W expected to jump ~0.3-0.5 pts once it enters the window.\n"
           "_Aster v2.7_")

    # MAS/SGD colour from rates sales (plain)
    f.post(at(11, 48, 0, 60), "rachel.ong",
           "sharing from our economists' note: they expect MAS to keep the slope unchanged in april, core "
           "inflation undershooting but growth resilient; risk case is a flattening to 0%% if Q1 GDP disappoints. "
           "they see the S$NEER at +1.6%% above mid. clients can have the pdf on request"
           .replace("%%", "%"))
    # overnight batch stack trace (noise)
    f.noise(f.post(at(3, 17, 0, 60), "matchhub-adapter",
                   "```\nWARN  %s [eod-recon-1] c.s.fx.matchhub.recon.EodReconJob - recon pass 2/3 failed, retrying in 60s\n"
                   "org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [select * from "
                   "fx_deal d join fx_leg l on l.deal_id = d.id where d.trade_date = ? and d.book in (?,?,?,?,?,?)]; "
                   "ORA-01013: user requested cancel of current operation\n"
                   "\tat org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:112)\n"
                   "\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)\n"
                   "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:667)\n"
                   "\tat org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:713)\n"
                   "\tat com.sgfx.matchhub.recon.DealRepository.findByTradeDate(DealRepository.java:57)\n"
                   "\tat com.sgfx.matchhub.recon.EodReconJob.run(EodReconJob.java:94)\n"
                   "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)\n"
                   "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
                   "Caused by: java.sql.SQLTimeoutException: ORA-01013: user requested cancel of current operation\n"
                   "\tat oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:629)\n"
                   "\t... 12 common frames omitted\n```\nrecon pass 3/3 OK (%d deals, 0 breaks)"
                   % (f.ts_utc(3 * 3600 + 1020).replace("T", " ").replace("Z", ""), rng.randint(40, 90))))

    # Aster KRW intraday flow note (plain)
    f.post(at(15, 41, 0, 60), "Aster",
           "### USD/KRW NDF — intraday flow note (15:40 SGT)\n"
           "- Onshore close %s; KFTC fix set near the high of the day. NDF 1M pts %.2f, stable through the BOK headline.\n"
           "- Platform volumes ~1.5x normal; two prints > 100m (neither ours) around 13:00.\n"
           "- Exporter offers thin below 1,480; importer bids steady on dips to 1,465.\n"
           "- Correlation with KOSPI foreign flows intraday: -0.7 (high).\n"
           "- BOK: verbal only; no smoothing detected from onshore dealers.\n"
           "- London session typically adds 2-4 won of range on Fridays in this regime.\n"
           "_flow note, no recommendation_" % (_n(krw + 4.1, 2), krw_pts))

    # INR desk colour (plain)
    f.post(at(16, 24, 0, 60), "priya.s",
           "inr wrap: rbi there all day at 86.50ish, onshore closed %.2f, 3m ndf premium up ~1.5 paise on the day "
           "which is what tipped the pv01 over. will talk to goh about the bucket def for april" % (inr_spot + 0.05))
    # Aster fixing-window study (plain)
    f.post(at(11, 36, 0, 60), "Aster",
           "## ABS 11:00 fixing window — liquidity study (last 60 sessions)\n\n"
           "| window (SGT) | avg EBS USD/SGD volume | avg spread (pips) | 3M swap depth inside 0.3 |\n"
           "|---|---|---|---|\n"
           "| 10:45-10:55 | 210m | 1.1 | 0.9bn |\n"
           "| 10:55-11:00 | 480m | 0.8 | 1.6bn |\n"
           "| 11:00-11:05 | 390m | 0.9 | 1.4bn |\n"
           "| 11:05-11:15 | 160m | 1.3 | 0.8bn |\n\n"
           "- Swap depth peaks in the 5 minutes before the fix as corporate and SWF hedgers cluster there.\n"
           "- Spot drift into the fix averages 1.2 pips in the direction of the larger side (no edge after costs).\n"
           "- For large client swaps priced off the fix, hedging 40-60% in the 10:55-11:05 window minimised "
           "slippage in 48 of 60 sessions.\n"
           "- Fixing rate vs WMR 11:00 intraday: mean absolute difference 0.6 pips.\n\n"
           "_study only · Aster v2.7 · data: EBS, ABS, internal helios logs_")

    # Aster counterparty credit watch (plain)
    f.post(at(9, 52, 0, 60), "Aster",
           "### Counterparty credit watch (daily)\n"
           "- %s: line USD 50m, utilised 41.2m (82%%); headroom 8.8m.\n"
           "- %s: line USD 1.2bn, utilised 310m (26%%).\n"
           "- %s: ISDA/CSA current; CSA threshold 0.\n"
           "- 2 corporates with KYC refresh outstanding (sales informed; pricing paused per policy).\n"
           "- No rating actions overnight on desk counterparties; one outlook change (negative) on an Indonesian "
           "property developer we don't face.\n"
           "_source: credit system 07:00 SGT snapshot_" % (bad_client, client, xccy_client))

    # extra wire items (near misses: generic colour / unrelated)
    for (hh, mm, txt) in (
            (7, 31, "🇯🇵 Japan Feb PPI +3.9% y/y vs +4.0% exp; yen little changed\n> Import prices in yen terms rose "
                    "1.2%, reflecting earlier yen weakness; BOJ officials have flagged upstream price pressure."),
            (10, 22, "🇦🇺 RBA's Hauser: policy 'well placed', no urgency to move\n> AUD/USD edged 0.1% higher; "
                     "cash-rate futures unchanged."),
            (13, 41, "🇪🇺 ECB's Lane: services disinflation 'on track'; bund yields dip 2bp\n> EUR/USD at 1.0842; "
                     "markets price 60% odds of an April cut."),
            (19, 33, "🇺🇸 US retail sales control group +0.5% vs +0.3% exp; dollar firms\n> Headline +0.2%; "
                     "autos dragged. 2y Treasury yields rose 3bp.")):
        f.near(f.post(at(hh, mm, 0, 60), "wire-asia", txt))
    # Aster INR NDF curve note (plain)
    f.post(at(14, 48, 0, 60), "Aster",
           "### USD/INR NDF curve (14:45 SGT)\n"
           "| tenor | outright | premium (paise) | annualised | onshore fwd | NDF-onshore |\n"
           "|---|---|---|---|---|---|\n"
           "| 1M | %.2f | 19.5 | 2.70%% | %.2f | +0.5 |\n"
           "| 3M | %.2f | 56.0 | 2.59%% | %.2f | +1.0 |\n"
           "| 6M | %.2f | 108.0 | 2.50%% | %.2f | +1.5 |\n"
           "| 1Y | %.2f | 205.0 | 2.37%% | %.2f | +2.5 |\n"
           "- Premiums rose 1-1.5 paise across the curve after RBI's spot defence; pattern consistent with "
           "hedging demand displaced into the NDF.\n"
           "- Term structure flatter than the 3M average; 6M-1Y looks cheap by ~2 paise vs model.\n"
           "_curve note only_"
           % (inr_spot + 0.195, inr_spot + 0.19, inr_spot + 0.56, inr_spot + 0.55, inr_spot + 1.08,
              inr_spot + 1.065, inr_spot + 2.05, inr_spot + 2.025))

    # Aster CNH fixing tracker (plain)
    f.post(at(9, 19, 0, 40), "Aster",
           "### CNY fixing tracker — %s\n"
           "- Fix %.4f vs model %.4f: gap %d pips (10th session > 140 pips).\n"
           "- Fix vs prev close onshore: -%d pips; CNH reaction +/-15 pips so far.\n"
           "- 20-day average gap: -163 pips; max -201 (T-12).\n"
           "- Onshore CNY spot opened %.4f; CNH-CNY spread %d pips (normal band 0-80).\n"
           "_tracker · auto-generated after 09:15 fix_"
           % (dshort, cny_fix, cny_fix + 0.0160, -rng.randint(140, 190), rng.randint(20, 80),
              cny_fix + 0.0110, rng.randint(20, 70)))
    # Aster SGD short-end liquidity (plain)
    f.post(at(8, 47, 0, 60), "Aster",
           "### SGD short-end liquidity check (08:45 SGT)\n"
           "- T/N USD/SGD %s mid; O/N-T/N spread 0.03, normal. S/N not quoted yet.\n"
           "- SGD interbank: o/n SORA 1.88%%, MAS standing facility unused for 9 sessions; banking system SGD "
           "liquidity ~S$38bn (MAS weekly).\n"
           "- USD funding: o/n SOFR 4.30%%, FRA-OIS 3M 22bp (+1bp w/w), no stress signals.\n"
           "- 1W points include the weekend only; quarter-end turn enters 1W next Friday, expect +0.3 to +0.5 pts.\n"
           "- Rolling needs for the book today: %dm t/n (desk estimate), plus the %s near leg hedging if done.\n"
           "- Brokers: Tullett/ICAP runs show 1M %s, 3M %s mids; depth good in 1M-3M, thin beyond 6M.\n"
           "_liquidity check · no action implied_" % (_pts(sgd_tn, 2), tn_amt, cshort, _pts(sgd_1m), _pts(sgd_3m)))

    # Aster RBI intervention tracker (plain)
    f.post(at(13, 38, 0, 60), "Aster",
           "### RBI intervention tracker\n"
           "| day | level defended | est. size (USD bn) | channel | NDF 3M premium chg |\n"
           "|---|---|---|---|---|\n"
           "| T | 86.45-86.55 | 1.0-1.5 | spot via state banks | +1.5 paise |\n"
           "| T-1 | 86.50 | 0.8 | spot | +0.5 paise |\n"
           "| T-2 | 86.48 | 1.1 | spot + NDF | -0.5 paise |\n"
           "| T-3 | 86.40 | 0.5 | spot | 0.0 |\n"
           "| T-4 | 86.35 | 0.3 | spot | +0.5 paise |\n"
           "- Cumulative est. ~$4bn this week; forward book data (monthly) shows net short forwards rising.\n"
           "- When RBI defends spot only, NDF premiums tend to rise as offshore hedgers pay forwards instead.\n"
           "_tracker · estimates from dealer surveys, not official data_")
    # xccy thread extra colour (plain)
    f.post(at(11, 17, 0, 30), "kenji.t",
           "context: %s issued a 5y USD bond last week, 300m, swapping 50m with us and the rest split with two "
           "japanese banks. MTM resetting, quarterly resets, ISDA 2006 defs, CSA in USD cash. basis runs %s/%s "
           "in brokers, lifer demand absent this week so we're fine to warehouse the basis and hedge the IR legs"
           % (xshort, _pts(basis5y - 0.5), _pts(basis5y + 0.5)), thread=xth)

    # london evening summary (plain)
    f.post(at(22, 14, 0, 60), "sam.ldn",
           "ldn midday summary: usd firmer after retail sales, usd/sgd +12 pips, 1y pts unch. krw ndf 1m trading "
           "%s-%s in ldn, no flow from us, stop well away. cnh quiet after the fix story, 3m pts %d. inr nothing. "
           "jpy 3m pts -0.3 on the turn. helios streaming fine, 4 e-rfqs dealt in sgd 1m/3m small size "
           "(all under 10m, auto-hedged)" % (_n(krw + 1, 0), _n(krw + 6, 0), cnh_3m_pts - 3))

    # risk manager memo (plain)
    f.post(at(16, 58, 0, 60), "goh.risk",
           "re the april limit framework: PV01 buckets become tn-1m / 1m-3m / 3m-1y / 1y+, NOP stays per ccy. "
           "INR and KRW get separate NDF-basis limits. drafts are on sharepoint, comments by 27th pls. "
           "nothing changes for today's book")
    # ================================================================ SG filler chat + acks
    pool = list(FILLER_SG)
    rng.shuffle(pool)
    n_fill = 60 + rng.randint(0, 8)
    filler_ids = []
    for item in pool[:n_fill]:
        who, txt = item[0], item[1]
        h = _hour_pick(rng, HUMAN_CURVE)
        if h < 7 or h > 19:
            h = rng.choice([8, 9, 10, 14, 15, 16])
        t = at(h, rng.randint(0, 58), 0, 50)
        if len(item) > 2 and t < item[2] * 3600:
            t = rng.uniform(item[2] * 3600, 17.5 * 3600)
        filler_ids.append(f.post(t, who, txt))
    # acks (noise), some as replies to filler
    for _ in range(12 + rng.randint(0, 4)):
        tgt = rng.choice(filler_ids)
        who = rng.choice(["jh.lim", "priya.s", "kenji.t", "rachel.ong", "wei.ming", "darren.sales"])
        t = (f.final[tgt]["ms"] - f.t0) / 1000.0 + rng.uniform(30, 400)
        f.noise(f.post(t, who, rng.choice(ACKS), reply=tgt if rng.random() < 0.6 else None))
    # 3 generic desk banter with attachments (a chart)
    f.post(at(9, 58, 0, 60), "jh.lim", "sgd 3m pts vs sora-sofr spread, 6m chart",
           attachments=[{"id": str(1350000000000000000 + rng.randint(1, 10 ** 15)),
                         "filename": "sgd3m_vs_sora_sofr.png", "size": rng.randint(40000, 90000),
                         "url": "https://cdn.example.invalid/att/sgd3m.png"}])


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default 2026-03-13T16:00Z = midnight SGT);
    channels: how many channels of this desk; days: how many consecutive days."""
    res = _generate(seed, end, channels, days)
    return {"events": res["events"], "labels": res["labels"]}


def _generate(seed, end, channels, days):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    all_events = []
    stats = []
    for c in range(max(1, channels)):
        cid = _channel_id(c)
        for di in range(max(1, days)):
            day_start = end - timedelta(days=days - di)
            rng = random.Random("%s|%d|%d|%d" % (DESK, seed, c, di))
            fl = Flow(rng, c, di, cid, day_start, labels, record_idioms=(c == 0 and di == days - 1))
            _build_day(fl)
            all_events.extend(fl.events)
            stats.append({"channel_id": cid, "day": (day_start + timedelta(hours=8)).date().isoformat(),
                          "messages": fl.msg_count, "bytes": fl.bytes})
    all_events.sort(key=lambda t: (t[0], t[1]))
    labels["removed_texts"] = sorted(set(labels["removed_texts"]), key=labels["removed_texts"].index)
    return {"events": [e for _, _, e in all_events], "labels": labels, "stats": stats}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="singapore_fx_swaps desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = _generate(a.seed, _parse_end(a.end) if a.end else None, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    n_hard = len(res["labels"]["hard_events"])
    print("events=%d hard=%d channel-days=%d" % (len(res["events"]), n_hard, len(res["stats"])))
    for s in res["stats"]:
        print("  %s %s messages=%d bytes=%d" % (s["channel_id"], s["day"], s["messages"], s["bytes"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
