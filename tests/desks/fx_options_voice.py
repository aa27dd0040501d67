#!/usr/bin/env python3
"""fx_options_voice: a London G10 + EM FX options desk, seeded capture generator.

Vanilla vol (RRs, flies, ATM straddles, 25d calls/puts), barriers and digitals,
delta hedges in spot/NDF, vega/gamma/delta limits by pair.  Voice-broker transcripts
pasted by a bot, a terse head of desk, a quant with long surface notes, an e-trading
RFQ bridge, an auto-hedger, a risk bot, a central-bank wire, a booking bot.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.fx_options_voice --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
DESK = "fx_options_voice"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=UTC)
GUILD_ID = "1183407752915734559"
BASE_CHANNELS = [
    ("fxo-g10-voice", "1183409126730489917"),
    ("fxo-em-voice", "1183409583364206642"),
    ("fxo-exotics-hedging", "1183410271586521148"),
    ("fxo-asia-handover", "1183411006235642018"),
]

# key -> (id, display name, bot)
PEOPLE = {
    "nigel": ("1183398861120765993", "Nigel Ashcombe", False),
    "harry": ("1183399450247594034", "harry_p", False),
    "priya": ("1183399917652398150", "Priya R", False),
    "felix": ("1183400372918907010", "Felix (quant)", False),
    "tomasz": ("1183400856253722685", "tomasz.k", False),
    "owen": ("1183401294738849854", "Owen | NY sales", False),
    "mei": ("1183401712567005235", "Mei (SG)", False),
    "kit": ("1183402118307196969", "kit.mo", False),
    "vox": ("1183402649611702393", "VoxTap", True),
    "etp": ("1183403094468427876", "eFX-RFQ", True),
    "ah": ("1183403511013625938", "auto-hedger", True),
    "risk": ("1183403998487052348", "RiskGuard", True),
    "news": ("1183404471038287912", "MacroWire", True),
    "book": ("1183404903533215808", "fxo-booking", True),
    "ops": ("1183405378403299461", "fxo-ops", True),
    "cron": ("1183405790250274876", "cron", True),
    "surf": ("1183406219654729818", "volsurf", True),
    "pnl": ("1183406688271634502", "pnl-explain", True),
    "ci": ("1183407101213483120", "ci-deploy", True),
    "alert": ("1183407488767557722", "px-alerts", True),
    "router": ("1183407960282169416", "fxo-router", True),
}

PAIRS = {
    "EURUSD": dict(spot=1.0850, dp=5, ccy="EUR", atm=7.10, rr=0.52, fly=0.18, em=False, cb="ECB", cc="EUR", tc="USD"),
    "USDJPY": dict(spot=151.40, dp=3, ccy="USD", atm=9.60, rr=-1.25, fly=0.30, em=False, cb="BoJ", cc="USD", tc="JPY"),
    "AUDUSD": dict(spot=0.6620, dp=5, ccy="AUD", atm=9.80, rr=-0.95, fly=0.22, em=False, cb="RBA", cc="AUD", tc="USD"),
    "GBPUSD": dict(spot=1.2710, dp=5, ccy="GBP", atm=7.60, rr=-0.40, fly=0.17, em=False, cb="BoE", cc="GBP", tc="USD"),
    "USDCNH": dict(spot=7.2450, dp=4, ccy="USD", atm=4.60, rr=0.75, fly=0.20, em=True, cb="PBoC", cc="USD", tc="CNH"),
    "USDBRL": dict(spot=5.4200, dp=4, ccy="USD", atm=14.50, rr=2.20, fly=0.55, em=True, cb="BCB", cc="USD", tc="BRL"),
    "USDMXN": dict(spot=18.400, dp=4, ccy="USD", atm=11.80, rr=2.00, fly=0.45, em=True, cb="Banxico", cc="USD", tc="MXN"),
    "USDZAR": dict(spot=18.100, dp=4, ccy="USD", atm=14.90, rr=2.40, fly=0.50, em=True, cb="SARB", cc="USD", tc="ZAR"),
    "USDCHF": dict(spot=0.8820, dp=5, ccy="USD", atm=7.40, rr=-0.60, fly=0.19, em=False, cb="SNB", cc="USD", tc="CHF"),
    "NZDUSD": dict(spot=0.5940, dp=5, ccy="NZD", atm=10.20, rr=-1.00, fly=0.23, em=False, cb="RBNZ", cc="NZD", tc="USD"),
}
FWD_PTS = {"EURUSD": 18.0, "USDJPY": -36.0, "AUDUSD": 2.5, "GBPUSD": 1.5, "USDCNH": -165.0, "USDBRL": 235.0,
           "USDMXN": 850.0, "USDZAR": 720.0, "USDCHF": -26.0, "NZDUSD": 3.0}  # pips per month
TERM = {"1w": -0.55, "2w": -0.35, "1m": 0.0, "2m": 0.12, "3m": 0.28, "6m": 0.50, "1y": 0.70}
TENOR_M = {"1w": 0.25, "2w": 0.5, "1m": 1.0, "2m": 2.0, "3m": 3.0, "6m": 6.0, "1y": 12.0}

# Per-channel books: what the desk is long vol in (held) and what it watches.
PROFILES = [
    dict(held=["EURUSD", "USDJPY", "USDBRL"], watch=["AUDUSD", "USDCNH", "GBPUSD"],
         g10=["EURUSD", "USDJPY", "AUDUSD", "GBPUSD"], emp=["USDBRL", "USDCNH"], book="FXO-LDN-G10",
         positions=[("USDJPY", "3m", "ATM straddle", "long", 140), ("EURUSD", "1m", "25d RR", "long", 60),
                    ("USDBRL", "1m", "25d USD call", "long", 45)]),
    dict(held=["USDBRL", "USDCNH", "AUDUSD"], watch=["USDJPY", "USDMXN", "USDZAR"],
         g10=["AUDUSD", "USDJPY"], emp=["USDBRL", "USDCNH", "USDMXN", "USDZAR"], book="FXO-LDN-EM",
         positions=[("USDBRL", "1m", "25d USD call", "long", 70), ("USDCNH", "3m", "ATM straddle", "long", 55),
                    ("AUDUSD", "1m", "25d AUD put", "long", 40)]),
    dict(held=["USDJPY", "AUDUSD", "USDCNH"], watch=["EURUSD", "USDBRL", "NZDUSD"],
         g10=["USDJPY", "AUDUSD", "EURUSD"], emp=["USDCNH", "USDBRL"], book="FXO-LDN-XOTC",
         positions=[("USDJPY", "1m", "ATM straddle", "long", 95), ("AUDUSD", "3m", "25d RR", "long", 35),
                    ("USDCNH", "1m", "25d USD call", "long", 30)]),
]

BROKERS = [("GFI", "Tom"), ("BGC", "Sam"), ("TP ICAP", "Ade"), ("Tradition", "Lou"), ("GFI", "Kemi"), ("BGC", "Raf")]
ASIA_BROKERS = [("Tullett SG", "Wei"), ("BGC HK", "Jun")]
OTHER_BANKS = ["BNPP", "DB", "Citi", "JPM", "SocGen", "Barclays", "UBS", "HSBC", "Nomura", "MS", "GS", "Natixis"]
HOUR_W = [2, 3, 3, 2, 2, 3, 6, 12, 14, 14, 13, 11, 7, 9, 12, 13, 11, 8, 5, 4, 3, 3, 2, 2]


# --------------------------------------------------------------------------- utils

def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _hms(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%H:%M:%S")


def _hm(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%H:%M")


def _channel(i: int):
    if i < len(BASE_CHANNELS):
        return BASE_CHANNELS[i]
    h = int(hashlib.sha256(f"{DESK}:channel:{i}".encode()).hexdigest(), 16)
    ts = 1_690_000_000_000 + h % 40_000_000_000
    sid = ((ts - DISCORD_EPOCH) << 22) | ((h >> 64) & 0x3FFFFF)
    return (f"fxo-desk-{i + 1}", str(sid))


def _v(x: float) -> str:
    return f"{x:.2f}"


def _r05(x: float, up: bool) -> float:
    f = math.ceil if up else math.floor
    return round(f(round(x * 20, 6)) / 20, 2)


class Market:
    def __init__(self, seed: int, date: str):
        r = random.Random(f"{seed}|mkt|{date}")
        self.s = {}
        for p, d in PAIRS.items():
            self.s[p] = dict(
                spot=d["spot"] * math.exp(r.gauss(0, 0.006)),
                atm=d["atm"] + r.gauss(0, 0.3),
                rr=d["rr"] + r.gauss(0, 0.08),
                fly=max(0.08, d["fly"] + r.gauss(0, 0.015)),
            )

    def spot(self, p: str, jitter: float = 0.0) -> float:
        return self.s[p]["spot"] * (1 + jitter)

    def fspot(self, p: str, jitter: float = 0.0) -> str:
        return f"{self.spot(p, jitter):.{PAIRS[p]['dp']}f}"

    def mid(self, p: str, tenor: str, kind: str) -> float:
        s = self.s[p]
        atm = s["atm"] + TERM[tenor] * (1.6 if PAIRS[p]["em"] else 1.0)
        rr = s["rr"] * (1 + 0.15 * math.log(TENOR_M[tenor] + 0.0001 + 1))
        fly = s["fly"] * (1 + 0.1 * math.log(TENOR_M[tenor] + 1))
        if kind == "atm":
            return atm
        if kind == "rr":
            return rr
        if kind == "fly":
            return fly
        if kind == "call":
            return atm + fly + rr / 2
        if kind == "put":
            return atm + fly - rr / 2
        raise ValueError(kind)

    def quote(self, p: str, tenor: str, kind: str):
        em = PAIRS[p]["em"]
        m = self.mid(p, tenor, kind)
        cp = ""
        if kind == "rr":
            cp = "C" if m >= 0 else "P"
            m = abs(m)
        spread = {"atm": 0.2, "rr": 0.15, "fly": 0.05, "call": 0.25, "put": 0.25}[kind] * (2 if em else 1)
        if kind == "fly":
            bid = round(m - spread / 2, 2)
            off = round(bid + spread, 2)
        else:
            bid = _r05(m - spread / 2, False)
            off = round(bid + _r05(spread, True), 2)
        return bid, off, cp


def inst_name(p: str, tenor: str, kind: str) -> str:
    d = PAIRS[p]
    return {
        "atm": f"{p} {tenor} ATM straddle",
        "rr": f"{p} {tenor} 25d RR",
        "fly": f"{p} {tenor} 25d fly",
        "call": f"{p} {tenor} 25d {d['cc']} call",
        "put": f"{p} {tenor} 25d {d['cc']} put",
    }[kind]


def short_name(kind: str) -> str:
    return {"atm": "atm strd", "rr": "25rr", "fly": "25fly", "call": "25c", "put": "25p"}[kind]


# --------------------------------------------------------------------------- model

class M:
    __slots__ = ("t", "who", "content", "embeds", "reply", "thread", "hard", "cls", "idiom", "edits",
                 "delete_at", "forget_at", "pins", "reactions", "superseded", "snippet", "bulk", "attachments",
                 "id", "order", "ch", "parent", "is_thread_root")

    def __init__(self, t, who, content="", embeds=None, reply=None, thread=None, hard=None, cls=None,
                 idiom=None, attachments=None):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds
        self.reply = reply
        self.thread = thread          # M that roots the thread, or None
        self.hard = hard              # (type, facts, phrasing)
        self.cls = cls                # "noise" | "near" | None
        self.idiom = idiom            # (name, expected)
        self.edits = []               # [(t, content)]
        self.delete_at = None
        self.forget_at = None
        self.pins = []                # [(t, who, op)]
        self.reactions = []           # [(t, emoji, who, op)]
        self.superseded = []
        self.snippet = None
        self.bulk = None
        self.attachments = attachments
        self.id = None
        self.order = 0
        self.ch = None
        self.parent = None
        self.is_thread_root = False

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


class Day:
    def __init__(self, seed, ch_idx, day_start: datetime, market: Market):
        self.ch_idx = ch_idx
        self.start = _ms(day_start)
        self.date = day_start.date()
        self.r = random.Random(f"{seed}|{DESK}|{ch_idx}|{self.date.isoformat()}")
        self.mk = market
        self.prof = PROFILES[ch_idx % len(PROFILES)]
        self.msgs: list[M] = []
        self.k_tok = 0
        self.k_req = 0
        doy = self.date.timetuple().tm_yday
        self.doy = doy
        self.yymmdd = self.date.strftime("%y%m%d")
        self.used = set()

    # ids that look like a desk's own sequences.  They are handed out as placeholder tokens and
    # numbered after the day is built, in order of first appearance, so sequences rise with time.
    def _tok(self, kind, extra=""):
        self.k_tok += 1
        return f"\ue000{kind}:{self.k_tok}:{extra}\ue001"

    def trade_id(self):
        return self._tok("trade")

    def ah_id(self):
        return self._tok("ah")

    def rfq_id(self):
        return self._tok("rfq")

    def broker_ref(self, broker):
        return self._tok("ref", {"GFI": "GFI", "BGC": "BGC", "TP ICAP": "TPI", "Tradition": "TFS"}.get(broker, "VOX"))

    def oms_id(self):
        return self._tok("oms")

    def renumber(self):
        pat = re.compile("\ue000(\\w+):(\\d+):(\\w*)\ue001")
        order = {}
        counters = Counter()
        base_ref = (self.ch_idx * 37 + self.doy * 3) % 60 * 100

        def fmt(kind, extra, k):
            if kind == "trade":
                return f"FXO-{self.date.year}-{self.doy:03d}{self.ch_idx % 10}{k:02d}"
            if kind == "ah":
                return f"AH-{self.doy:03d}{self.ch_idx % 10}{k:02d}"
            if kind == "rfq":
                return f"{44 + self.ch_idx % 50}{self.doy:03d}{k:02d}"
            if kind == "oms":
                return f"OMS-{self.doy:03d}{self.ch_idx % 10}{k:02d}"
            return f"{extra}-{self.yymmdd}-{base_ref + k:04d}"

        def scan(text):
            for mt in pat.finditer(text):
                key = mt.group(0)
                if key not in order:
                    kind, extra = mt.group(1), mt.group(3)
                    ck = "ref" if kind == "ref" else kind
                    counters[ck] += 1
                    order[key] = fmt(kind, extra, counters[ck])

        for m in sorted(self.msgs, key=lambda x: x.t):
            scan(m.content)
            for _, c in m.edits:
                scan(c)
            if m.embeds:
                scan(json.dumps(m.embeds, ensure_ascii=False))

        def sub(x):
            if isinstance(x, str):
                return pat.sub(lambda mt: order.get(mt.group(0), mt.group(0)), x)
            if isinstance(x, list):
                return [sub(y) for y in x]
            if isinstance(x, tuple):
                return tuple(sub(y) for y in x)
            if isinstance(x, dict):
                return {k: sub(v) for k, v in x.items()}
            return x

        for m in self.msgs:
            m.content = sub(m.content)
            m.edits = [(t, sub(c)) for t, c in m.edits]
            m.embeds = sub(m.embeds)
            m.hard = sub(m.hard)
            m.superseded = sub(m.superseded)
            m.snippet = sub(m.snippet)

    def req_id(self):
        self.k_req += 1
        return hashlib.md5(f"{self.date}{self.ch_idx}{self.k_req}".encode()).hexdigest()[:12]

    # time helpers
    def at(self, h, m=0, s=None, jitter_s=0):
        if s is None:
            s = self.r.randrange(0, 60)
        ms = self.start + ((h * 60 + m) * 60 + s) * 1000 + self.r.randrange(0, 1000)
        if jitter_s:
            ms += self.r.randrange(0, jitter_s * 1000)
        return ms

    def win(self, h1: float, h2: float):
        return self.start + int(self.r.uniform(h1, h2) * 3600000)

    def floating(self, lo=0, hi=24):
        hours = list(range(lo, hi))
        h = self.r.choices(hours, [HOUR_W[x] for x in hours])[0]
        return self.start + h * 3600000 + self.r.randrange(3600000)

    def after(self, m: M, lo_s, hi_s):
        return m.t + self.r.randrange(int(lo_s * 1000), int(hi_s * 1000))

    def post(self, t, who, content="", **kw) -> M:
        t = max(self.start, min(t, self.start + 86400000 - 1500))
        m = M(t, who, content, **kw)
        self.msgs.append(m)
        return m

    def pick(self, pool, key=None):
        """pick without repeating within the day"""
        cands = [x for x in pool if (key or str)(x) not in self.used] or list(pool)
        x = self.r.choice(cands)
        self.used.add((key or str)(x))
        return x


# --------------------------------------------------------------------------- noise

def s_heartbeats(d: Day):
    up0 = d.r.randrange(1, 9)
    for h in range(24):
        if (h < 6 or h >= 20) and h % 2:
            continue
        t = d.at(h, 0, d.r.randrange(2, 40))
        lag = d.r.randrange(90, 420)
        fl = "7/7" if d.r.random() > 0.08 else "6/7 (ICAP-MD stale 41s)"
        form = d.r.random()
        if form < 0.45:
            c = f"♥ fxo-gw ok · feeds {fl} · md lag {lag}ms · oms ok · uptime {up0 + (h // 24)}d{h:02d}h"
        elif form < 0.8:
            c = f"heartbeat svc=fxo-gw status=OK feeds={fl.split()[0]} lag_ms={lag} oms=UP voxtap=UP q_depth={d.r.randrange(0, 4)}"
        else:
            c = f"♥ ok ({lag}ms)"
        d.post(t, "ops", c, cls="noise")
    # risk-bot heartbeats
    for h in d.r.sample([2, 6, 10, 14, 18, 22], 3):
        d.post(d.at(h, 30), "risk", f"RiskGuard: all limits ok ({d.r.randrange(14, 19)}/{d.r.randrange(19, 21)} checks green) · next run {h + 1:02d}:30Z",
                   cls="noise", idiom=("risk bot 'all limits ok' heartbeat", "not_hard"))
    # auto-hedger in-band status
    for _ in range(d.r.randrange(3, 5)):
        p = d.r.choice(d.prof["held"])
        band = 5 if not PAIRS[p]["em"] else 3
        dl = d.r.uniform(-band * 0.8, band * 0.8)
        d.post(d.floating(), "ah", f"AH: net Δ {p} {dl:+.1f}m / band ±{band}m — in band, no hedge", cls="noise")


def s_cron(d: Day):
    mk = d.mk
    items = [
        (d.at(0, 55, d.r.randrange(5, 30)), f"cron fix-capture: Tokyo 09:55 JST fix USDJPY {mk.fspot('USDJPY', -0.0004)} stored ✓ (src=MUFG TTM)"),
        (d.at(1, 15, d.r.randrange(5, 50)), f"cron fix-capture: PBoC USD/CNY midpoint {mk.spot('USDCNH') - 0.138:.4f} captured · CNH spot {mk.fspot('USDCNH')}"),
        (d.at(6, 0, d.r.randrange(10, 50)), "cron: overnight marks rolled → LDN (1w/2w/1m/2m/3m/6m/1y), 38 pairs, 0 stale"),
        (d.at(13, 15, d.r.randrange(5, 40)), f"cron fix-capture: ECB ref 14:15 CET captured — EURUSD {mk.fspot('EURUSD', 0.0002)[:6]}"),
        (d.at(16, 0, d.r.randrange(30, 59)), f"cron fix-capture: WMR 4pm captured, {d.r.randrange(26, 31)} pairs, 0 missing"),
        (d.at(17, 0, d.r.randrange(5, 30)), "cron: EOD vol marks locked 17:00 LDN · snapshot id " + d.req_id()),
        (d.at(22, 5, d.r.randrange(5, 30)), f"cron: EOD archive uploaded s3://fxo-ldn-archive/{d.date.isoformat()}/ ({d.r.randrange(180, 420)} MB)"),
    ]
    for t, c in items:
        d.post(t, "cron", c, cls="noise")
    d.post(d.at(21, 0, 5), "cron", f"cron: route-sweeper — 0 items routed, 0 pending, {d.r.randrange(0, 3)} expired",
           cls="noise", idiom=("cron route-sweeper summary '0 items routed'", "not_hard"))


def volsurf_table(d: Day, t: int, pairs):
    mk = d.mk
    ver = f"3.12.{d.r.randrange(0, 9)}"
    lines = [f"VOLSURF snapshot {_hms(t)}Z src=BBG/ICAP-composite ver={ver} sticky=delta",
             "```", "pair    tenor   ATM    25RR    25BF    10RR    10BF    25C     25P   fwdpts"]
    for p in pairs:
        for tn in ["1w", "2w", "1m", "2m", "3m", "6m", "1y"]:
            atm = mk.mid(p, tn, "atm") + d.r.gauss(0, 0.03)
            rr = mk.mid(p, tn, "rr") + d.r.gauss(0, 0.02)
            fly = mk.mid(p, tn, "fly")
            fp = FWD_PTS[p] * TENOR_M[tn] * (1 + d.r.gauss(0, 0.03))
            lines.append(f"{p:<7} {tn:<6} {atm:6.2f} {rr:+7.2f} {fly:7.2f} {rr * 1.85:+7.2f} {fly * 3.1:7.2f} "
                         f"{atm + fly + rr / 2:7.2f} {atm + fly - rr / 2:7.2f} {fp:+8.1f}")
    lines.append("```")
    lines.append(f"calib rmse {d.r.uniform(0.02, 0.09):.3f} vol · {d.r.randrange(0, 4)} quotes dropped (stale>120s)")
    return "\n".join(lines)


def s_volsurf(d: Day):
    slots = [(2, 0), (6, 0), (7, 0), (8, 0), (9, 30), (11, 0), (12, 30), (13, 0), (14, 30), (16, 0), (18, 0), (20, 0)]
    keep = sorted(d.r.sample(slots, d.r.randrange(10, 13)))
    allp = d.prof["held"] + d.prof["watch"]
    for h, m in keep:
        t = d.at(h, m, d.r.randrange(0, 8))
        pairs = d.r.sample(allp, len(allp))
        d.post(t, "surf", volsurf_table(d, t, pairs), cls="noise")


def s_risk_report(d: Day):
    prof = d.prof
    for h, m in [(7, 5), (12, 35), (17, 10)]:
        t = d.at(h, m)
        rows = []
        for p in prof["held"] + prof["watch"]:
            vl = d.r.choice([150, 200, 250]) if p in prof["held"] else d.r.choice([75, 100])
            vu = vl * d.r.uniform(0.2, 0.92)
            gl = d.r.choice([3.0, 4.0, 5.0])
            gu = -gl * d.r.uniform(0.05, 0.85)
            dl = 8 if not PAIRS[p]["em"] else 5
            du = d.r.uniform(-dl * 0.7, dl * 0.7)
            rows.append(f"{p:<8} {vu:7.0f}k/{vl}k{'':<{4 - len(str(vl))}} {vu / vl:5.0%}  {gu:+6.2f}m/-{gl:.1f}m {abs(gu) / gl:5.0%}  "
                        f"{du:+6.1f}m/±{dl}m  ok")
        c = "\n".join([f"RiskGuard utilisation · {prof['book']} · {_hm(t)}Z",
                       "```", "pair        vega used/limit   %     gamma(1%) used/limit  %     delta/band     status", *rows, "",
                       "scenario PnL ($k)   spot-2%  spot-1%   flat   spot+1%  spot+2%",
                       *[f"vol {dv:+d}             " + "  ".join(f"{dv * 45 + 11 * ds * ds - 4 * ds + d.r.gauss(0, 5):+7.0f}" for ds in (-2, -1, 0, 1, 2))
                         for dv in (-2, -1, 0, 1, 2)],
                       "```",
                       f"desk vega {d.r.randrange(45, 85)}% · VaR(1d,99) ${d.r.uniform(1.1, 2.4):.2f}m / $3.00m · stress(JPY+5%) ${d.r.uniform(-2.5, -0.8):.2f}m"])
        d.post(t, "risk", c, cls="noise")


def s_expiry_report(d: Day):
    t = d.at(15, 2)
    rows = []
    for i in range(d.r.randrange(4, 8)):
        p = d.r.choice(d.prof["held"] + d.prof["watch"])
        k = d.mk.spot(p) * (1 + d.r.uniform(-0.02, 0.02))
        cp = d.r.choice(["C", "P"])
        itm = (d.mk.spot(p) > k) == (cp == "C")
        rows.append(f"FXO-{d.date.year}-{d.r.randrange(100000, 336000)}  {p} {cp} K={k:.{PAIRS[p]['dp'] - 1}f}  "
                    f"{PAIRS[p]['ccy']} {d.r.choice([5, 10, 20, 25, 50])}m  {'ITM' if itm else 'OTM'}  "
                    f"{'auto-exercise' if itm else 'lapse'}")
    c = "\n".join([f"Expiry run NY 10:00 cut · {d.date.isoformat()}", "```", *rows, "```",
                   "settlement instructions sent to ops; no manual intervention required"])
    d.post(t, "cron", c, cls="noise")


def s_pnl(d: Day):
    for h, m, label in [(7, 45, "overnight"), (12, 0, "intraday"), (16, 35, "pre-EOD"), (20, 15, "EOD final")]:
        t = d.at(h, m)
        rows = []
        tot = [0.0] * 8
        for p in d.prof["held"] + d.r.sample(d.prof["watch"], 2):
            vals = [d.r.gauss(0, 14), d.r.gauss(3, 6), d.r.gauss(4, 25), -abs(d.r.gauss(6, 3)),
                    d.r.gauss(0, 2), d.r.gauss(0, 1), d.r.gauss(0, 0.8)]
            vals.append(sum(vals))
            tot = [a + b for a, b in zip(tot, vals)]
            rows.append(f"{p:<8}" + "".join(f"{x:+8.1f}k" for x in vals))
        c = "\n".join([f"PnL explain {d.prof['book']} · {label} · {_hm(t)}Z · USD",
                       "```",
                       "pair      delta    gamma     vega    theta    vanna    volga   unexpl    total",
                       *rows,
                       "TOTAL   " + "".join(f"{x:+8.1f}k" for x in tot),
                       "",
                       "vega by tenor (k/vol)   1w      2w      1m      2m      3m      6m      1y",
                       *[f"{p:<22}" + "".join(f"{d.r.gauss(0, 18):+8.1f}" for _ in range(7)) for p in d.prof["held"]],
                       "",
                       "top contributors",
                       *[f"  FXO-{d.date.year}-{d.r.randrange(100000, 336000)}  {x[0]} {x[1]} {x[2]:<16} {d.r.gauss(0, 12):+7.1f}k  "
                         f"(vega {d.r.gauss(0, 9):+5.1f}k, theta {-abs(d.r.gauss(2, 1)):+4.1f}k)"
                         for x in d.r.sample(d.prof["positions"] * 3, 6)],
                       "```",
                       f"src=pnl-explain v2.4 · marks {d.r.choice(['LDN 16:00', 'live', 'NY 10:00 cut'])} · unexplained within tolerance"])
        d.post(t, "pnl", c, cls="noise")


STACKS = [
    ("volsurf", "Traceback (most recent call last):\n  File \"/srv/volsurf/snap.py\", line 212, in publish\n    rows = build_rows(surface)\n  File \"/srv/volsurf/surface.py\", line 88, in build_rows\n    rr = quotes[(pair, tenor, \"25RR\")].mid\n  File \"/srv/volsurf/quotes.py\", line 41, in __getitem__\n    return self._q[key]\nKeyError: ('USDCNH', '2w', '25RR')"),
    ("fxo-booking", "ERROR booking.confirm: MarkitWire ack timeout after 30000ms\njava.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)\n\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)\n\tat java.base/sun.security.ssl.SSLSocketImpl.readApplicationRecord(SSLSocketImpl.java:1461)\n\tat com.bank.fxo.booking.mw.MwHttp.exchange(MwHttp.java:188)\n\tat com.bank.fxo.booking.mw.MwClient.ack(MwClient.java:412)\n\tat com.bank.fxo.booking.ConfirmWorker.run(ConfirmWorker.java:97)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)\nretrying (2/5) in 8s"),
    ("auto-hedger", "Traceback (most recent call last):\n  File \"/opt/ah/router.py\", line 330, in on_quote\n    px = book.best(side).px\n  File \"/opt/ah/book.py\", line 57, in best\n    return self.levels[side][0]\nIndexError: list index out of range\n(ah) venue EBS book empty for 212ms, skipped tick"),
    ("eFX-RFQ", "WARN rfq-bridge: FIX session FXALL-LDN-3 logout (reason=HeartBtInt exceeded)\n  SenderCompID=BANKFXO TargetCompID=FXALL MsgSeqNum=88123\n  at fixengine.Session.onTimeout(Session.java:771)\n  at fixengine.Timer.run(Timer.java:55)\nreconnecting in 5s"),
]


def s_ops(d: Day):
    # reconnects
    for _ in range(d.r.randrange(2, 4)):
        c = d.r.choice([
            f"gateway: session RESUMED after 1006 (abnormal closure), missed 0 events, seq {d.r.randrange(40000, 90000)}",
            f"md-feed ICAP reconnect #{d.r.randrange(1, 6)} ok ({d.r.randrange(200, 3000)}ms)",
            "VoxTap: GFI line 2 audio dropped, reconnected, transcript gap 00:00:14",
            f"WS closed 1001 (going away) — reconnecting in {d.r.randrange(2, 9)}s… connected",
            "eFX-RFQ: FIX session FXALL-LDN-3 logon OK (seq reset N)",
        ])
        d.post(d.floating(), "ops", c, cls="noise")
    # stack traces
    for _ in range(d.r.randrange(1, 3)):
        src, tr = d.r.choice(STACKS[:2] + STACKS)
        d.post(d.floating(), "ops", f"[{src}] {tr}\nreq_id={d.req_id()}", cls="noise")
    # deploys
    for _ in range(d.r.randrange(2, 4)):
        c = d.r.choice([
            f"deploy: fxo-pricer v4.18.{d.r.randrange(1, 9)} → prod-ldn (canary 10%) ✅ by ci-runner #{d.r.randrange(88000, 89999)}",
            f"CI: volsurf-snap main #{d.r.randrange(1200, 1400)} passed ({d.r.randrange(120, 180)} tests, 3m{d.r.randrange(10, 59)}s)",
            f"deploy: auto-hedger v2.9.{d.r.randrange(0, 6)} → prod-ldn ✅ (rolled 3/3 pods)",
            f"CI: fxo-booking release/2026.{d.date.month:02d} #{d.r.randrange(500, 700)} ❌ flaky test test_mw_ack_retry, re-run queued",
            "deploy: riskguard config reload (limits.yaml sha 9c1e2f) ✅",
        ])
        d.post(d.win(5.5, 22.5) if d.r.random() < 0.5 else d.at(21, d.r.randrange(0, 50)), "ci", c, cls="noise")
    # price alerts
    for _ in range(d.r.randrange(4, 6)):
        p = d.r.choice(d.prof["held"] + d.prof["watch"])
        if d.r.random() < 0.6:
            c = f"🔔 {p} spot {d.mk.fspot(p, d.r.uniform(-0.004, 0.004))} {d.r.choice(['↑', '↓'])} crossed alert (set by {d.r.choice(['harry_p', 'Priya R', 'tomasz.k'])})"
        else:
            tn = d.r.choice(["1m", "3m"])
            c = f"🔔 {p} {tn} ATM {d.mk.mid(p, tn, 'atm') + 0.2:.2f} > alert {d.mk.mid(p, tn, 'atm') + 0.1:.2f}"
        d.post(d.floating(5, 21), "alert", c, cls="noise")


ACKS = ["👍", "ta", "cheers", "ok", "thx", "🙏", "ty", "👌", "k", "nice one", "✅", "ta muchly", "👀", "+1", "lol", "noted"]


def ack(d: Day, target: M, who=None, lo=10, hi=240):
    who = who or d.r.choice(["harry", "priya", "tomasz", "nigel", "kit"])
    return d.post(d.after(target, lo, hi), who, d.r.choice(ACKS), reply=target if d.r.random() < 0.6 else None, cls="noise")


def s_bulk_spam(d: Day):
    """booking bot spams the same timeout; kit bulk-deletes the dupes"""
    t = d.win(9, 16)
    msgs = []
    for i in range(d.r.randrange(3, 5)):
        rid = d.req_id()
        msgs.append(d.post(t + i * d.r.randrange(1500, 4000), "book",
                           f"ERROR booking.confirm: MarkitWire ack timeout (dup) req_id={rid} — retry storm, suppressing",
                           cls="noise"))
    bt = msgs[-1].t + d.r.randrange(60, 400) * 1000
    for m in msgs:
        m.delete_at = bt
        m.bulk = "kit"
        m.snippet = m.content.split("req_id=")[1].split()[0]
    d.post(bt + 4000, "kit", "cleared the MarkitWire retry spam, ticket raised with booking support", cls="noise")


# --------------------------------------------------------------------------- near misses

def voice_run(d: Day, p: str, broker=None):
    b, n = broker or d.r.choice(BROKERS)
    mk = d.mk
    tn = d.r.choice(["1w", "1m", "1m", "2m", "3m", "6m"])
    kind = d.r.choice(["rr", "rr", "atm", "fly", "atm"])
    bid, off, cp = mk.quote(p, tn, kind)
    lab = {"rr": "25d RR", "atm": "ATM", "fly": "25 fly"}[kind]
    body = f"{p} {tn} {lab} {_v(bid)}/{_v(off)}{(' ' + cp) if cp else ''}"
    extra = d.r.random()
    if extra < 0.25:
        tn2 = "3m" if tn != "3m" else "1m"
        b2, o2, cp2 = mk.quote(p, tn2, "rr")
        body += f", {tn2} {_v(b2)}/{_v(o2)} {cp2}"
    elif extra < 0.35:
        body += ", anyone?"
    elif extra < 0.45:
        body += f" — {d.r.choice(['real money asking', 'interest both sides', 'offer is firm in 50', 'bid only 25'])}"
    return f"🎙 {b} · {n} › {body}"


def voice_other_trade(d: Day, p: str):
    b, n = d.r.choice(BROKERS)
    mk = d.mk
    tn = d.r.choice(["1m", "2m", "3m", "1w"])
    kind = d.r.choice(["rr", "atm", "fly"])
    bid, off, cp = mk.quote(p, tn, kind)
    lvl = _v(d.r.choice([bid, off, round((bid + off) / 2, 2)]))
    sz = d.r.choice([25, 50, 75, 100, 150])
    lab = {"rr": "25d RR", "atm": "ATM", "fly": "25 fly"}[kind]
    return d.r.choice([
        f"🎙 {b} · {n} › TRADED {p} {tn} {lab} {lvl} in {sz} (not us)",
        f"🎙 {b} · {n} › given {lvl} in {sz} {p} {tn} {lab}, both sides away",
        f"🎙 {b} · {n} › {p} {tn} {lab} paid {lvl} in {sz}, {_v(off + 0.05)} offered still",
        f"🎙 {b} · {n} › {d.r.choice(OTHER_BANKS)} lifted {p} {tn} {lab} at {lvl}, {sz} done away",
    ])


def s_voice_noise(d: Day):
    pairs = d.prof["held"] + d.prof["watch"] + ["USDCHF", "USDMXN", "EURUSD"]
    first_run = True
    for _ in range(d.r.randrange(30, 38)):
        p = d.r.choice(pairs)
        if d.r.random() < 0.68:
            c = voice_run(d, p)
            idi = ("broker two-way vol run pasted by voice bot", "not_hard") if first_run else None
            first_run = False
            d.post(d.floating(6, 18), "vox", c, cls="near", idiom=idi)
        else:
            d.post(d.floating(6, 18), "vox", voice_other_trade(d, p), cls="near",
                   idiom=("other bank's trade on the voice line ('not us')", "not_hard"))
    # Asia brokers overnight
    for _ in range(d.r.randrange(3, 6)):
        p = d.r.choice(["USDCNH", "USDJPY", "AUDUSD"])
        d.post(d.win(0.3, 5.8), "vox", voice_run(d, p, d.r.choice(ASIA_BROKERS)), cls="near")
    # multi-line transcripts with only other parties
    for _ in range(d.r.randrange(5, 8)):
        t = d.win(7.5, 16.5)
        d.post(t, "vox", voice_block(d, t, None), cls="near",
               idiom=("voice transcript block with only other banks' runs and trades", "not_hard"))
    for _ in range(d.r.randrange(1, 3)):
        t = d.win(1.0, 5.5)
        d.post(t, "vox", voice_block(d, t, None, asia=True), cls="near")
    d.post(d.floating(7, 17), "vox", d.r.choice([
        "🎙 voice bridge: GFI line 2 reconnected", "🎙 VoxTap: BGC turret muted by user, transcript paused",
        "🎙 VoxTap: transcription confidence low (0.61) on TP ICAP line, re-syncing"]), cls="noise")


def voice_block(d: Day, t: int, ours, asia=False):
    """multi-line transcript; `ours` = list of (offset_s, speaker, line) to splice in the middle"""
    b, n = d.r.choice(ASIA_BROKERS if asia else BROKERS[:4])
    if ours and "broker" in ours[0]:
        b, n = ours[0]["broker"]
    lines = []
    off = 0
    pairs = ["USDJPY", "USDCNH", "AUDUSD"] if asia else d.prof["held"] + d.prof["watch"]
    filler = []
    for _ in range(d.r.randrange(8, 14)):
        p = d.r.choice(pairs)
        if d.r.random() < 0.6:
            filler.append(voice_run(d, p, (b, n)).split("› ", 1)[1])
        else:
            filler.append(voice_other_trade(d, p).split("› ", 1)[1])
    mid = len(filler) // 2
    seq = [(f"{n} ({b})", x) for x in filler[:mid]]
    if ours:
        seq += ours[1]
    seq += [(f"{n} ({b})", x) for x in filler[mid:]]
    for who, line in seq:
        off += d.r.randrange(4, 25)
        lines.append(f"[{_hms(t - 200000 + off * 1000)}] {who}: {line}")
    head = f"🎙 voice · {b} {'Asia vol' if asia else d.r.choice(['G10/EM vol', 'FX options', 'vol desk'])} · {_hm(t - 200000)}–{_hm(t)}Z"
    return head + "\n" + "\n".join(lines)


def s_rfq_noise(d: Day):
    for i in range(d.r.randrange(6, 9)):
        p = d.r.choice(list(PAIRS))
        tn = d.r.choice(["1w", "1m", "2m", "3m"])
        kind = d.r.choice(["call", "put", "atm", "rr"])
        bid, off, cp = d.mk.quote(p, tn, kind)
        rid = d.rfq_id()
        plat = d.r.choice(["FXall", "360T", "Bloomberg FXGO", "Refinitiv FXT"])
        notl = f"{PAIRS[p]['ccy']}{d.r.choice([5, 10, 15, 20, 25, 50])}m"
        struct = {"call": f"{tn}_25d_call", "put": f"{tn}_25d_put", "atm": f"{tn}_atm_straddle", "rr": f"{tn}_25d_rr"}[kind]
        roll = d.r.random()
        if roll < 0.35:
            desk = d.r.choice(["FXO-NY", "FXO-SGP", "FXO-NY-EM"])
            res = d.r.choice(["WON", "LOST", "WON"])
            c = (f"rfq_id={rid} platform={plat} pair={p} struct={struct} client_side={d.r.choice(['BUY', 'SELL'])} "
                 f"notional={notl} our_px={_v(off)} result={res} desk={desk}")
            idi = ("RFQ result for another desk of the bank", "not_hard")
        elif roll < 0.7:
            c = (f"rfq_id={rid} platform={plat} pair={p} struct={struct} client_side=BUY notional={notl} "
                 f"our_px={_v(off)} result=LOST best={_v(off - 0.05)} desk=FXO-LDN")
            idi = ("RFQ result=LOST key=value line", "not_hard")
        else:
            c = (f"rfq_id={rid} platform={plat} pair={p} struct={struct} client_side=SELL notional={notl} "
                 f"our_px={_v(bid)} result=COVERED cover_gap={d.r.choice(['0.02', '0.05', '0.10'])} desk=FXO-LDN")
            idi = None
        d.post(d.floating(1, 22), "etp", c, cls="near", idiom=idi)
    # embed, other desk
    p = d.r.choice(["USDMXN", "USDZAR", "NZDUSD", "USDCHF"])
    d.post(d.floating(13, 21), "etp", "", cls="near", embeds=[{
        "title": "RFQ WON · FXGO", "description": f"{p} 1m 25d put · client buys",
        "fields": [{"name": "Desk", "value": "FXO-NY", "inline": True},
                   {"name": "Notional", "value": f"USD {d.r.choice([10, 20, 30])}m", "inline": True},
                   {"name": "Price", "value": f"{d.mk.mid(p, '1m', 'put'):.2f} vol", "inline": True}],
        "footer": f"rfq {d.rfq_id()} · NY book · not LDN"}])


NEWS = {
    # pair: [(headline, facts)]
    "EURUSD": [("ECB'S LANE: DISINFLATION ON TRACK, NO NEED TO PRE-COMMIT ON DECEMBER", ["ECB'S LANE", "DECEMBER"]),
               ("EURO ZONE NOV FLASH HICP 2.3% Y/Y VS 2.1% EST; CORE 2.8%", ["EURO ZONE", "HICP 2.3%"]),
               ("ECB SOURCES: POLICYMAKERS SEE DEC CUT AS LIVE, NOT A DONE DEAL — EUR/USD DIPS", ["ECB SOURCES", "EUR/USD"]),
               ("EUR/USD OPTION EXPIRIES NY CUT: 1.0850 (EUR 1.9BN), 1.0900 (EUR 1.2BN)", ["EUR/USD", "1.0850"])],
    "USDJPY": [("BOJ'S UEDA: WILL RAISE RATES IF ECONOMY, PRICES MOVE IN LINE WITH FORECAST", ["BOJ'S UEDA", "RAISE RATES"]),
               ("JAPAN'S KATO: WATCHING FX MOVES WITH HIGH SENSE OF URGENCY; USD/JPY OFF HIGHS", ["KATO", "USD/JPY"]),
               ("BOJ SOURCES: DECEMBER HIKE SEEN AS INCREASINGLY LIKELY, YEN FIRMS", ["BOJ SOURCES", "YEN"]),
               ("JAPAN MOF: NO COMMENT ON WHETHER INTERVENTION CONDUCTED TODAY — YEN SPIKES 1.2%", ["JAPAN MOF", "YEN SPIKES"])],
    "AUDUSD": [("RBA MINUTES: BOARD CONSIDERED CASE FOR HOLD, INFLATION RISKS TWO-SIDED", ["RBA MINUTES", "HOLD"]),
               ("AUSTRALIA Q3 GDP +0.3% Q/Q VS +0.5% EST; AUD/USD SLIPS", ["AUSTRALIA Q3 GDP", "AUD/USD"]),
               ("RBA'S BULLOCK: NOT CONSIDERING RATE CUTS IN NEAR TERM", ["RBA'S BULLOCK", "RATE CUTS"])],
    "GBPUSD": [("BOE'S BAILEY: GRADUAL APPROACH TO REMOVING RESTRICTION REMAINS APPROPRIATE", ["BOE'S BAILEY", "GRADUAL"]),
               ("UK OCT GDP -0.1% M/M VS +0.1% EST; STERLING EASES", ["UK OCT GDP", "STERLING"])],
    "USDCNH": [("PBOC SETS USD/CNY MIDPOINT AT 7.1032 VS 7.2418 REUTERS EST — STRONGEST BIAS SINCE JULY", ["PBOC", "USD/CNY MIDPOINT"]),
               ("CHINA NOV CAIXIN SERVICES PMI 51.5 VS 52.0 EST; OFFSHORE YUAN WEAKER", ["CHINA NOV CAIXIN", "OFFSHORE YUAN"]),
               ("CHINA POLITBURO: WILL IMPLEMENT MORE PROACTIVE FISCAL POLICY, 'MODERATELY LOOSE' MONETARY", ["CHINA POLITBURO", "MODERATELY LOOSE"])],
    "USDBRL": [("BRAZIL COPOM HOLDS SELIC AT 15.00%, AS EXPECTED; SIGNALS EXTENDED PAUSE", ["BRAZIL COPOM", "SELIC AT 15.00%"]),
               ("BCB'S GALIPOLO: READY TO ACT IN FX MARKET IF DYSFUNCTION, NOT A LEVEL TARGET", ["BCB'S GALIPOLO", "FX MARKET"]),
               ("BRAZIL CENTRAL BANK SELLS $2BN IN SPOT AUCTION; REAL RECOVERS", ["BRAZIL CENTRAL BANK", "$2BN"]),
               ("BRAZIL FINMIN: FISCAL PACKAGE TO BE SENT TO CONGRESS THIS WEEK; USD/BRL JUMPS", ["BRAZIL FINMIN", "USD/BRL"])],
    "USDMXN": [("BANXICO CUTS 25BP TO 7.00%, SPLIT 4-1 VOTE", ["BANXICO", "25BP"]),
               ("MEXICO OCT INDUSTRIAL OUTPUT -0.4% M/M; PESO STEADY", ["MEXICO OCT", "PESO"])],
    "USDZAR": [("SARB HOLDS REPO AT 7.00%, KGANYAGO SAYS RISKS BALANCED", ["SARB", "7.00%"]),
               ("SOUTH AFRICA Q3 GDP +0.5% Q/Q; RAND FIRMER", ["SOUTH AFRICA Q3 GDP", "RAND"])],
    "USDCHF": [("SNB'S SCHLEGEL: NEGATIVE RATES NOT RULED OUT, READY TO INTERVENE IN FX", ["SNB'S SCHLEGEL", "NEGATIVE RATES"])],
    "NZDUSD": [("RBNZ'S HAWKESBY: FURTHER EASING POSSIBLE IF OUTLOOK WEAKENS", ["RBNZ'S HAWKESBY", "EASING"]),
               ("NZ Q3 TERMS OF TRADE +1.1% Q/Q; KIWI EDGES UP", ["NZ Q3 TERMS OF TRADE", "KIWI"])],
}
GENERIC_NEWS = [
    "US NOV ISM SERVICES 52.1 VS 52.5 EST; PRICES PAID 58.2",
    "US INITIAL JOBLESS CLAIMS 224K VS 220K EST",
    "OIL: BRENT FUTURES +1.4% AT $74.10 ON OPEC+ SUPPLY HEADLINES",
    "US 10Y YIELD UP 6BP TO 4.31% AFTER JOLTS BEAT",
    "FED'S WALLER: COMFORTABLE WITH ANOTHER CUT, DATA DEPENDENT",
    "GLOBAL FX VOL: CVIX INDEX AT 3-MONTH LOW AHEAD OF CENTRAL BANK WEEK",
]


def news_post(d: Day, t, p, pick, embed=False, hard=None, cls=None, idiom=None):
    head, facts = pick
    if embed:
        emb = [{"title": "Central bank / data wire", "description": head,
                "fields": [{"name": "Region", "value": {"EUR": "Euro area", "JPY": "Japan", "AUD": "Australia", "GBP": "UK",
                                                         "CNH": "China", "BRL": "Brazil", "MXN": "Mexico", "ZAR": "South Africa",
                                                         "CHF": "Switzerland", "USD": "US"}.get(
                    PAIRS[p]["tc"] if PAIRS[p]["cc"] == "USD" else PAIRS[p]["cc"], "—"), "inline": True},
                           {"name": "Urgency", "value": d.r.choice(["RED", "AMBER"]), "inline": True}],
                "footer": f"MacroWire · {_hm(t)}Z"}]
        return d.post(t, "news", "", embeds=emb, hard=hard, cls=cls, idiom=idiom)
    tag = d.r.choice(["🔴", "🟠", "*", "‼️"])
    body = f"{tag} {head}"
    body += "\n" + news_body(d, p, head)
    return d.post(t, "news", body, hard=hard, cls=cls, idiom=idiom)


def news_body(d: Day, p, head):
    mk = d.mk
    cb = PAIRS[p]["cb"]
    bits = [
        f"> {cb} commentary crossed at {d.r.choice(['a conference Q&A', 'a parliamentary hearing', 'a press briefing', 'an interview with a local daily'])}; "
        f"markets had priced {d.r.randrange(20, 85)}% of a move at the next meeting going in.",
        f"> {p} spot {mk.fspot(p)} at the time of the headline, {d.r.choice(['little changed', 'up modestly', 'down modestly', 'choppy'])} over the session.",
        f"> Analysts at {d.r.choice(['ING', 'Nomura', 'MUFG', 'Rabobank', 'Danske', 'Itau', 'Standard Chartered'])} said the comments "
        f"{d.r.choice(['were in line with the recent shift in tone', 'leave the door open for either outcome', 'add to the case for patience', 'were more hawkish than the last set of minutes'])}.",
        f"> Related: {d.r.choice(['next data release Tuesday', 'meeting minutes due in two weeks', 'speaker schedule resumes Thursday', 'quarterly report due next month'])}. "
        f"src MacroWire/{d.r.choice(['RTRS', 'BBG', 'MNI', 'DJ'])} id {d.req_id()}",
    ]
    return "\n".join(bits[: d.r.randrange(3, 5)])


def s_news(d: Day):
    prof = d.prof
    held_pairs = d.r.sample(prof["held"], 3 if d.r.random() < 0.4 else 2)
    out = {}
    for i, p in enumerate(held_pairs):
        pick = d.pick(NEWS[p], key=lambda x: x[0])
        t = d.floating(1, 21)
        emb = (i == 1)
        m = news_post(d, t, p, pick, embed=emb,
                      hard=("held_position_news", list(pick[1]), "embed" if emb else "structured"),
                      idiom=("central-bank headline on a pair the desk is long vol in", "held_position_news"))
        out.setdefault("held", []).append((m, p))
    for p in d.r.sample(prof["watch"], 2 if d.r.random() < 0.3 else 1):
        if not NEWS.get(p):
            continue
        pick = d.pick(NEWS[p], key=lambda x: x[0])
        m = news_post(d, d.floating(1, 21), p, pick,
                      hard=("watchlist_news", list(pick[1]), "structured"),
                      idiom=("headline on a watchlist pair", "watchlist_news"))
        out.setdefault("watch", []).append((m, p))
    # not held, not watched
    others = [p for p in NEWS if p not in prof["held"] and p not in prof["watch"]]
    for p in d.r.sample(others, 2):
        pick = d.pick(NEWS[p], key=lambda x: x[0])
        m = news_post(d, d.floating(1, 21), p, pick, cls="near",
                      idiom=("headline on a pair the desk neither holds nor watches", "not_hard"))
        out.setdefault("other", []).append((m, p))
    for g in d.r.sample(GENERIC_NEWS, 3):
        d.post(d.floating(12, 21) if "US" in g else d.floating(), "news",
               f"{d.r.choice(['*', '🟠'])} {g}\n> {d.r.choice(['Dollar index little changed', 'Treasuries extended moves', 'Equity futures unmoved', 'FX vols flat on the print'])}; "
               f"src MacroWire/{d.r.choice(['RTRS', 'BBG', 'MNI'])} id {d.req_id()}", cls="near")
    return out


def s_people_near(d: Day):
    mk = d.mk
    held = d.prof["held"]
    p1 = d.r.choice(held)
    pool = [
        ("harry", f"if the BoJ does go in Dec, would we rather own 1w or 2w USDJPY? 1w ATM's {mk.mid('USDJPY', '1w', 'atm'):.2f} which feels cheap for a live meeting",
         ("hypothetical 'would we rather own'", "not_hard")),
        ("priya", f"what if we bought some AUDUSD 1m 25d puts here? {mk.mid('AUDUSD', '1m', 'put'):.2f} mid, RBA's a coin flip", ("hypothetical 'what if we bought'", "not_hard")),
        ("harry", "last March we paid 0.80 for the EURUSD 1m RR and it went to 1.40 inside a week. not saying it's that, just saying", ("past trade told as history", "not_hard")),
        ("tomasz", f"paper: sold 1m EURUSD 25d fly at {_v(mk.mid('EURUSD', '1m', 'fly'))} in the sim book, delta-hedged daily, let's see where it is Friday",
         ("paper trade in the sim book", "not_hard")),
        ("felix", "backtest: short 1m ATM straddle EURUSD, daily delta hedge, 2019-2025 → Sharpe 0.42, max DD -18 vol pts (Mar-20), hit rate 61%. Not a recommendation, just calibrating the carry",
         ("backtest result with trade words", "not_hard")),
        ("owen", f"fyi NY sold 100 USDJPY 1m ATM at {_v(mk.mid('USDJPY', '1m', 'atm') + 0.3)} overnight to a macro fund, their book not yours", ("other desk's trade relayed by sales", "not_hard")),
        ("mei", "SGP desk paid 0.95 in 30 AUD 1m RR this morning for a corp, nothing to do with LDN", None),
        ("felix", f"a stop at {mk.mid('USDBRL', '1m', 'call') - 1.3:.1f} vol on the BRL calls would be sensible imo, realised has been sticky", ("'a stop would be sensible' with no decision", "not_hard")),
        ("nigel", "what's the vega on that?", None),
        ("nigel", "looks interesting. later.", ("'looks interesting' from head of desk (no decision)", "not_hard")),
        ("harry", f"are we still long the {p1} vol or did that roll off?", None),
        ("priya", "vol's cheap everywhere tbh, feels like the year-end grind lower", None),
        ("tomasz", "anyone seen a decent 6m USDCNH DNT run? tradition had nothing", None),
        ("harry", f"someone should look at GBPUSD 3m, RR's gone to {_v(abs(mk.mid('GBPUSD', '3m', 'rr')))} P which is silly for a non-event", None),
        ("owen", "client asked if we'd show USDTRY 1m, told them probably not but checking", None),
        ("felix", "reminder the 2w now spans the FOMC, don't compare it to last week's 2w like for like", None),
        ("priya", "BRL implieds were 18 this time last year, we're nowhere near", None),
        ("harry", "how did the 1m EURUSD fly do vs our mark yesterday?", None),
    ]
    picks = d.r.sample(pool, d.r.randrange(10, 14))
    out = []
    for who, c, idi in picks:
        out.append(d.post(d.floating(6, 19), who, c, cls="near", idiom=idi))
    return out


# (who, text, earliest hour, latest hour) — UTC, London in winter
CHATTER = [
    ("harry", "morning", 6.8, 7.6), ("priya", "morning all", 6.6, 7.4), ("tomasz", "mornin", 7.2, 8.0), ("nigel", "morning.", 7.0, 7.4),
    ("kit", "coffee run, shout if you want one", 7.6, 9.5), ("harry", "GFI line's crackly again", 8, 16),
    ("priya", "lunch order going in 10 min", 11.3, 11.9), ("kit", "who's covering the 4pm fix?", 14.5, 15.6),
    ("tomasz", "in the exotics review 14:00-15:00, ping if urgent", 13.7, 13.98), ("priya", "back", 12.5, 13.0),
    ("harry", "Tom says the RR bid is a real money name, not the usual suspects", 8, 12),
    ("kit", "MO will chase the missing MarkitWire affirms after 3", 13, 14.9),
    ("owen", "NY in, morning London", 12.4, 12.9), ("harry", "anyone got the Bloomberg link for the Ueda presser?", 6.9, 8),
    ("priya", "BGC asking if we want their year-end drinks invite, I said obviously", 10, 17), ("kit", "fire drill at 11:30, turrets will stay up", 9.5, 11.2),
    ("tomasz", "pricer's slow on KOs again, restarted it", 8, 17), ("harry", "screens look frozen on ICAP, just me?", 8, 16),
    ("felix", "surface calibration looked off on 2w CNH this morning, fixed the stale quote filter", 7.5, 10),
    ("owen", "heads up — couple of corp names asking about Q1 hedging, will send details separately", 13, 15),
    ("priya", "Kemi at GFI is out till Monday, use Tom", 7.5, 9), ("kit", "reminder: year-end limit review pack due Friday", 9, 16),
    ("harry", "right, signing off the EUR stuff, Priya has the book", 17.6, 18.4), ("owen", "NY signing off, have a good one", 21.5, 22.5),
    ("tomasz", "booked the room for the exotics review deck", 9, 12), ("nigel", "off to the risk committee, back 3ish", 11.5, 12.2),
    ("felix", "new SABR params pushed to UAT, will promote after the 4pm", 10, 15.5),
    ("kit", "turret 4 is fixed", 9, 15), ("harry", "that's not how fixing works mate", 9, 17),
    ("priya", "who's got the ZAR broker's number, Raf moved desks?", 9, 16), ("tomasz", "back, anything for me?", 15.05, 15.3),
    ("nigel", "back. anything I need to see?", 15.0, 15.4), ("owen", "quiet in NY, everyone's waiting for the data", 13, 13.45),
]


def s_chatter(d: Day):
    for who, c, lo, hi in d.r.sample(CHATTER, d.r.randrange(22, 30)):
        d.post(d.win(lo, hi), who, c)


# --------------------------------------------------------------------------- hard-event scenes

def approval_text(d: Day, approve=True, size=None, ccy_word=None):
    if approve:
        opts = [
            ("yep do it", ["yep do it"]),
            ("👍 send it", ["👍", "send it"]),
            ("go on then", ["go on then"]),
            ("fine by me, go", ["fine by me", "go"]),
            ("yes. don't chase it", ["yes", "don't chase it"]),
            ("ok go", ["ok go"]),
        ]
        txt, facts = d.r.choice(opts)
        if size is not None and d.r.random() < 0.6:
            txt = f"{txt}. {size}'s fine"
            facts = facts + [f"{size}'s fine"]
        if len(facts) < 2:
            txt = txt + d.r.choice([", yes", " 👍"])
            facts = facts + [txt.split(facts[0], 1)[1].strip(", ")]
        return txt, facts
    opts = [
        (f"pass. not adding {ccy_word} vol into that", ["pass", f"not adding {ccy_word} vol"]),
        (f"no. we're long enough {ccy_word}", ["no", f"long enough {ccy_word}"]),
        (f"pass on the {ccy_word}", ["pass", ccy_word]),
    ]
    return d.r.choice(opts)


def s_chain(d: Day, pair, tenor, kind, buy, style, fill_style, t0):
    """proposal -> approval -> fill -> booking (+ match)"""
    mk = d.mk
    trader = "priya" if PAIRS[pair]["em"] else "harry"
    tname = "Priya" if trader == "priya" else "Harry"
    bid, off, cp = mk.quote(pair, tenor, kind)
    px = _v(_r05((bid + off) / 2, up=buy)) if kind != "fly" else _v(round((bid + off) / 2 + (0.01 if buy else -0.01), 2))
    if float(px) <= 0:
        px = _v(off)
    n = d.r.choice([20, 25, 30, 40, 50]) if not PAIRS[pair]["em"] else d.r.choice([10, 15, 20, 25])
    vega = max(5, int(round(n * {"atm": 1.15, "rr": 0.8, "fly": 0.9, "call": 0.55, "put": 0.55}[kind]
                            * math.sqrt(TENOR_M[tenor]) * (0.8 if PAIRS[pair]["em"] else 1.0))))
    inst = inst_name(pair, tenor, kind)
    b, bn = d.r.choice(BROKERS[:4])
    cpw = f" {cp}" if cp else ""
    why = d.r.choice([
        f"{PAIRS[pair]['cb']} risk not in the price imo",
        "realised is running well over implied",
        "skew's lagged spot for three sessions",
        f"cheap vs the {'3m' if tenor != '3m' else '6m'}, term structure's too flat",
        "client flow's been one way, this leans against it",
    ])
    side = "buy" if buy else "sell"
    {"USD": PAIRS[pair]["tc"], }.get(PAIRS[pair]["cc"], PAIRS[pair]["cc"])
    run = None
    # --- proposal
    if style == "prose":
        c = f"Want to {side} {n} {inst} at {px}{cpw} on {b} — {why}. ~{vega}k vega. ok?"
        facts = [inst, side, str(n), px]
        prop = d.post(t0, trader, c, hard=("trade_proposal", facts, "untagged"),
                      idiom=("untagged prose proposal ending 'ok?'", "trade_proposal"))
    elif style == "tagged":
        c = (f"[PROPOSAL] {inst} · {side.upper()} {n}m · {px}{cpw} · ~{vega}k vega\n"
             f"why: {why}. exit: {'take profit' if buy else 'buy back'} {_v(float(px) + (0.4 if buy else -0.3))}, review after {PAIRS[pair]['cb']}")
        facts = [inst, side.upper(), f"{n}m", px]
        prop = d.post(t0, trader, c, hard=("trade_proposal", facts, "tagged"),
                      idiom=("[PROPOSAL] tagged proposal with vega", "trade_proposal"))
    elif style == "shorthand":
        c = f"{'b' if buy else 's'} {n} {pair.lower()} {tenor} {short_name(kind)} @ {px}{cp.lower()} ?"
        facts = [f"{pair.lower()} {tenor} {short_name(kind)}", f"{'b' if buy else 's'} {n}", f"@ {px}"]
        prop = d.post(t0, trader, c, hard=("trade_proposal", facts, "shorthand"),
                      idiom=("shorthand 'b 50 eurusd 1m 25rr @ 0.55c ?'", "trade_proposal"))
    else:  # reply to a broker run
        rb, ro, rcp = mk.quote(pair, tenor, kind)
        lab = {"rr": "25d RR", "atm": "ATM", "fly": "25 fly", "call": f"25d {PAIRS[pair]['cc']} call", "put": f"25d {PAIRS[pair]['cc']} put"}[kind]
        run = d.post(t0 - d.r.randrange(40, 160) * 1000, "vox",
                     f"🎙 {b} · {bn} › {pair} {tenor} {lab} {_v(rb)}/{_v(ro)}{(' ' + rcp) if rcp else ''}", cls="near")
        px = _v(ro) if buy else _v(rb)
        ccyshort = PAIRS[pair]["cc"] if PAIRS[pair]["cc"] != "USD" else PAIRS[pair]["tc"]
        ref_name = f"{ccyshort} {tenor} " + {"rr": "RR", "atm": "ATM", "fly": "fly", "call": "calls", "put": "puts"}[kind]
        word = "pay" if buy else "give"
        c = f"I'll {word} {px} in {n} on that {ref_name} if you're ok Nigel"
        facts = [ref_name, word, px, f"in {n}"]
        prop = d.post(t0, trader, c, reply=run, hard=("trade_proposal", facts, "reply"),
                      idiom=("trader replies to a broker run: 'I'll pay X in N on that'", "trade_proposal"))
    # --- approval
    at, af = approval_text(d, True, size=n)
    appr = d.post(d.after(prop, 40, 420), "nigel", at, reply=prop, hard=("trade_approval", af, "reply"),
                  idiom=("head of desk terse reply approval 'yep do it'", "trade_approval") if at.startswith("yep") else
                  ("emoji reply approval '👍 send it'", "trade_approval") if at.startswith("👍") else None)
    if d.r.random() < 0.4:
        prop.reactions.append((appr.t + 2000, "👍", "nigel", "add"))
    # --- fill
    ft = d.after(appr, 60, 900)
    ref = d.broker_ref(b)
    word = "pay" if buy else "give"
    vword = "mine" if buy else "yours"
    if fill_style == "block":
        ours = [{"broker": (b, bn)}, [
            (f"{tname} (us)", f"{vword} {n} at {px}"),
            (f"{bn} ({b})", d.r.choice([f"{px} {'bid' if buy else 'offered'} in {n}, showing", "checking", "one sec, have to check the size"])),
            (f"{bn} ({b})", f"done. you {word} {px} in {n} {inst}, ref {ref}, cpty {d.r.choice(OTHER_BANKS)}"),
        ]]
        c = voice_block(d, ft, ours)
        fill = d.post(ft, "vox", c, hard=("trade_fill", [inst, f"{vword} {n} at {px}", f"you {word} {px}", ref], "buried"),
                      idiom=("our 'mine N at X … done, ref' buried in a voice transcript", "trade_fill"))
    elif fill_style == "voxline":
        c = f"🎙 {b} · {bn} › us: done — you {word} {px} in {n} {inst}, ref {ref}"
        fill = d.post(ft, "vox", c, hard=("trade_fill", [inst, f"you {word} {px}", f"in {n}", ref], "untagged"),
                      idiom=("single voice line 'done — you pay X in N …, ref'", "trade_fill"))
    elif fill_style == "tagged":
        verb = "bought" if buy else "sold"
        c = f"[FILL] {verb} {n} {inst} at {px}{cpw} via {b} ({bn}), ref {ref}"
        fill = d.post(ft, trader, c, hard=("trade_fill", [verb, str(n), inst, px, ref], "tagged"),
                      idiom=("[FILL] tagged trader fill", "trade_fill"))
    else:  # shorthand
        c = f"done {n} {pair.lower()} {tenor} {short_name(kind)} {px} w/ {b.split()[0]} {'(paid)' if buy else '(given)'}"
        fill = d.post(ft, trader, c, hard=("trade_fill", [f"done {n}", f"{pair.lower()} {tenor} {short_name(kind)}", px,
                                                          "(paid)" if buy else "(given)"], "shorthand"),
                      idiom=("shorthand fill 'done 20 usdbrl 1m 25c 15.40 w/ BGC (paid)'", "trade_fill"))
    if d.r.random() < 0.5:
        ack(d, fill, who="nigel" if d.r.random() < 0.5 else None)
    # --- booking confirmation
    tid = d.trade_id()
    bt = d.after(fill, 45, 300)
    cpty = d.r.choice(OTHER_BANKS)
    if d.r.random() < 0.5:
        c = (f"✅ booked {tid} | {inst} | {side.upper()} {PAIRS[pair]['ccy']} {n}m @ {px} vol | cpty {cpty} via {b} | "
             f"trader {PEOPLE[trader][1]} | book {d.prof['book']} | status=PENDING_CONF")
        book = d.post(bt, "book", c, hard=("trade_confirmation", [tid, inst, side.upper(), px], "structured"),
                      idiom=("booking bot '✅ booked FXO-… | … | status=' line", "trade_confirmation"))
    else:
        emb = [{"title": f"Trade booked · {tid}", "description": f"{inst} · {side.upper()} {PAIRS[pair]['ccy']} {n}m",
                "fields": [{"name": "Price", "value": f"{px} vol{cpw}", "inline": True},
                           {"name": "Cpty", "value": f"{cpty} via {b}", "inline": True},
                           {"name": "Vega", "value": f"~{vega}k", "inline": True},
                           {"name": "Status", "value": "ACCEPTED / PENDING_CONF", "inline": True}],
                "footer": f"{d.prof['book']} · trader {PEOPLE[trader][1]} · fxo-booking"}]
        book = d.post(bt, "book", "", embeds=emb, hard=("trade_confirmation", [tid, inst, side.upper(), f"{px} vol"], "embed"),
                      idiom=("booking bot embed-only 'Trade booked' card", "trade_confirmation"))
    if d.r.random() < 0.2:
        mt = d.after(book, 1200, 4800)
        d.post(mt, "book", f"conf {tid} status=MATCHED cpty={cpty} via=MarkitWire ts={_hms(mt)}Z",
               hard=("trade_confirmation", [tid, "status=MATCHED"], "structured"))
    return dict(prop=prop, appr=appr, fill=fill, book=book, tid=tid, px=px, inst=inst)


def s_rejected(d: Day, pair, t0):
    mk = d.mk
    trader = "priya" if PAIRS[pair]["em"] else "harry"
    kind = d.r.choice(["atm", "call", "rr"])
    tenor = d.r.choice(["1m", "2m"])
    bid, off, cp = mk.quote(pair, tenor, kind)
    inst = inst_name(pair, tenor, kind)
    n = d.r.choice([10, 15, 20, 30])
    buy = d.r.random() < 0.5
    px = _v(bid if not buy else off)
    side = "buy" if buy else "sell"
    why = d.r.choice([f"realised is running {d.r.uniform(1.0, 2.5):.1f} under implied", "we're paying too much theta for nothing",
                      "the event's priced twice over"] + (["fixing's been glued, realised 3.1"] if pair == "USDCNH" else []))
    c = d.r.choice([
        f"Proposing we {side} {n} {inst} at {px}{(' ' + cp) if cp else ''} — {why}. Nigel?",
        f"{side} {n} {inst} @ {px}? {why}",
    ])
    facts = [side, str(n), inst, px]
    prop = d.post(t0, trader, c, hard=("trade_proposal", facts, "untagged"))
    ccy_word = PAIRS[pair]["tc"] if PAIRS[pair]["cc"] == "USD" else PAIRS[pair]["cc"]
    at, af = approval_text(d, False, ccy_word=ccy_word)
    appr = d.post(d.after(prop, 60, 600), "nigel", at, reply=prop, hard=("trade_approval", af, "reply"),
                  idiom=("head of desk one-word rejection 'pass'", "trade_approval"))
    d.post(d.after(appr, 20, 200), trader, d.r.choice(["fair", "ok, parking it", "👍", "fine, will revisit after the fix"]),
           reply=appr, cls="noise" if d.r.random() < 0.5 else None)


def s_capped(d: Day, t0):
    """shorthand vega proposal, head caps the vega, trader resizes, voice fill, booking"""
    mk = d.mk
    pair = "USDJPY" if "USDJPY" in d.prof["held"] + d.prof["watch"] else d.prof["held"][0]
    tenor = "3m" if pair == "USDJPY" else "1m"
    trader = "priya" if PAIRS[pair]["em"] else "harry"
    tname = "Priya" if trader == "priya" else "Harry"
    bid, off, _ = mk.quote(pair, tenor, "atm")
    px = _v(_r05((bid + off) / 2, True))
    v0 = d.r.choice([40, 50, 60])
    cap = d.r.choice([20, 25, 30])
    c = f"b {v0}k vega {pair.lower()} {tenor} atm strd @ {px}"
    prop = d.post(t0, trader, c, hard=("trade_proposal", [f"b {v0}k vega", f"{pair.lower()} {tenor} atm strd", f"@ {px}"], "shorthand"),
                  idiom=("k-suffixed vega in shorthand proposal 'b 40k vega usdjpy 3m atm strd'", "trade_proposal"))
    ccy_word = PAIRS[pair]["tc"] if PAIRS[pair]["cc"] == "USD" else PAIRS[pair]["cc"]
    txt = d.r.choice([f"max {cap} vega on the {ccy_word}, then yes", f"max {cap} vega. rest after the {PAIRS[pair]['cb']}"])
    facts = [f"max {cap} vega", "then yes"] if "then yes" in txt else [f"max {cap} vega", f"rest after the {PAIRS[pair]['cb']}"]
    appr = d.post(d.after(prop, 30, 300), "nigel", txt, reply=prop, hard=("trade_approval", facts, "reply"),
                  idiom=("approval with a vega cap 'max 25 vega'", "trade_approval"))
    n = max(5, int(round(cap / (1.15 * math.sqrt(TENOR_M[tenor])))))
    d.post(d.after(appr, 20, 120), trader, f"ok, {cap}k = ~{n}m notional, bidding {px} on BGC", reply=appr)
    ft = d.after(appr, 200, 1200)
    ref = d.broker_ref("BGC")
    inst = inst_name(pair, tenor, "atm")
    ours = [{"broker": ("BGC", "Sam")}, [
        (f"{tname} (us)", f"mine {n} at {px}"),
        ("Sam (BGC)", f"done. you pay {px} in {n} {inst}, ref {ref}, cpty {d.r.choice(OTHER_BANKS)}"),
    ]]
    if d.r.random() < 0.5:
        fill = d.post(ft, "vox", voice_block(d, ft, ours),
                      hard=("trade_fill", [inst, f"mine {n} at {px}", f"you pay {px}", ref], "buried"))
    else:
        fill = d.post(ft, "vox", f"🎙 BGC · Sam › us: done — you pay {px} in {n} {inst}, ref {ref}",
                      hard=("trade_fill", [inst, f"you pay {px}", f"in {n}", ref], "untagged"))
    tid = d.trade_id()
    d.post(d.after(fill, 60, 240), "book",
           f"✅ booked {tid} | {inst} | BUY USD {n}m @ {px} vol | cpty via BGC | trader {PEOPLE[trader][1]} | book {d.prof['book']} | status=PENDING_CONF",
           hard=("trade_confirmation", [tid, inst, "BUY", px], "structured"))


def s_autohedger(d: Day):
    held = d.prof["held"]
    k = d.r.randrange(1, 3)
    fills = []
    for i in range(k):
        p = d.r.choice(held)
        t = d.floating(0, 22)
        side = d.r.choice(["BUY", "SELL"])
        q = d.r.choice([2, 3, 4.5, 5, 6, 8, 10, 12.5])
        qs = f"{q:g}m"
        aid = d.ah_id()
        venue = d.r.choice(["EBS", "LMAX", "Reuters M", "CBOE FX"]) if not PAIRS[p]["em"] else d.r.choice(["NDF-Matching", "360T NDF", "EBS"])
        px = d.mk.fspot(p, d.r.uniform(-0.002, 0.002))
        instr = p if p not in ("USDBRL",) else "USDBRL NDF 1m"
        roll = d.r.random()
        if i == 0 or roll < 0.45:
            c = (f"AH fill #{aid} {instr} {side} {PAIRS[p]['ccy']} {qs} @ {px} {venue} · book {d.prof['book']} · "
                 f"src=delta Δ_after {d.r.uniform(-1.5, 1.5):+.1f}m")
            m = d.post(t, "ah", c, hard=("trade_fill", [aid, instr, side, qs, px], "structured"),
                       idiom=("auto-hedger delta hedge fill line", "trade_fill"))
        elif roll < 0.75:
            j = {"src": "autohedger", "evt": "fill", "id": aid, "pair": instr, "side": side, "qty": f"{PAIRS[p]['ccy']} {qs}",
                 "px": px, "venue": venue, "book": d.prof["book"], "reason": d.r.choice(["delta_band", "gamma_rebal", "expiry_roll"])}
            m = d.post(t, "ah", json.dumps(j, ensure_ascii=False), hard=("trade_fill", [aid, instr, side, px], "structured"),
                       idiom=("auto-hedger JSON fill", "trade_fill"))
        else:
            fq = d.r.choice([2, 3, 4])
            c = f"AH partial #{aid} {instr} {side} {fq}m of {qs} @ {px} {venue} (working remainder, limit {px})"
            m = d.post(t, "ah", c, hard=("trade_fill", [aid, instr, side, f"{fq}m of {qs}", px], "structured"))
        fills.append(m)
    # an edited (corrected) fill
    p = d.r.choice(held)
    aid = d.ah_id()
    side = d.r.choice(["BUY", "SELL"])
    px0 = d.mk.fspot(p, 0.0007)
    px1 = d.mk.fspot(p, 0.0006)
    if px1 == px0:
        px1 = d.mk.fspot(p, 0.0005)
    t = d.floating(7, 20)
    base = f"AH fill #{aid} {p} {side} {PAIRS[p]['ccy']} 6m @ {{px}} EBS · book {d.prof['book']}"
    m = d.post(t, "ah", base.format(px=px0), hard=("trade_fill", [aid, p, side, "6m", px1], "structured"),
               idiom=("auto-hedger fill price corrected by edit", "trade_fill"))
    m.edits.append((t + d.r.randrange(60, 600) * 1000, base.format(px=px1) + " (px corrected, venue re-reported)"))
    m.superseded.append(px0)
    # confirmations: working / cancelled
    for _ in range(1 if d.r.random() < 0.8 else 0):
        p = d.r.choice(held)
        aid = d.ah_id()
        side = d.r.choice(["BUY", "SELL"])
        if d.r.random() < 0.5:
            c = f"AH order {aid} {p} {side} 5m CANCELLED (spot moved >1.5 pips before fill)"
            facts = [aid, p, "CANCELLED"]
        else:
            lim = d.mk.fspot(p, 0.0003)
            c = f"AH order {aid} {p} {side} 10m WORKING on EBS, limit {lim}"
            facts = [aid, p, "WORKING", lim]
        d.post(d.floating(3, 21), "ah", c, hard=("trade_confirmation", facts, "structured"),
               idiom=("auto-hedger order CANCELLED/WORKING status", "trade_confirmation"))
    # another book's hedge mirrored here (near miss)
    p = d.r.choice(["USDMXN", "USDZAR", "EURUSD"])
    d.post(d.floating(13, 21), "ah", f"(mirror) AH fill #{d.ah_id()}-NY {p} BUY 7m @ {d.mk.fspot(p)} · book FXO-NY-EM — info only", cls="near")
    return fills


def s_rfq_won(d: Day):
    held = d.prof["held"] + d.prof["watch"]
    for i in range(1 if d.r.random() < 0.7 else 2):
        p = d.r.choice(held)
        tn = d.r.choice(["1m", "2m", "3m"])
        kind = d.r.choice(["call", "put"])
        bid, off, _ = d.mk.quote(p, tn, kind)
        rid = d.rfq_id()
        notl = f"{PAIRS[p]['ccy']}{d.r.choice([10, 15, 20, 25])}m"
        plat = d.r.choice(["FXall", "360T", "Bloomberg FXGO"])
        t = d.floating(7, 18)
        if i == 0:
            c = (f"rfq_id={rid} platform={plat} pair={p} struct={tn}_25d_{kind} client_side=BUY notional={notl} "
                 f"our_px={_v(off)} result=WON cover={_v(off - 0.05)} desk=FXO-LDN")
            m = d.post(t, "etp", c, hard=("trade_fill", [f"rfq_id={rid}", f"pair={p}", "client_side=BUY", f"our_px={_v(off)}", "result=WON"], "structured"),
                       idiom=("RFQ result=WON key=value line (we sold to client)", "trade_fill"))
        else:
            emb = [{"title": f"RFQ WON · {plat}", "description": f"{p} {tn} 25d {PAIRS[p]['cc']} {kind} · client buys",
                    "fields": [{"name": "Desk", "value": "FXO-LDN", "inline": True},
                               {"name": "Notional", "value": notl, "inline": True},
                               {"name": "Our price", "value": f"{_v(off)} vol", "inline": True},
                               {"name": "Cover", "value": f"{_v(off - 0.1)}", "inline": True}],
                    "footer": f"rfq {rid} · auto-booked to {d.prof['book']}"}]
            m = d.post(t, "etp", "", embeds=emb, hard=("trade_fill", [f"{p} {tn} 25d", "client buys", notl, f"{_v(off)} vol", f"rfq {rid}"], "embed"),
                       idiom=("embed-only RFQ WON card", "trade_fill"))
        if d.r.random() < 0.4:
            ack(d, m)
    # a quote rejected by client / accepted — confirmation
    if d.r.random() > 0.4:
        return
    p = d.r.choice(held)
    rid = d.rfq_id()
    t = d.floating(8, 17)
    if d.r.random() < 0.5:
        c = f"rfq_id={rid} pair={p} struct=1m_atm_straddle order_status=ACCEPTED venue=FXall ts={_hms(t)}Z desk=FXO-LDN (awaiting auto-book)"
        facts = [f"rfq_id={rid}", f"pair={p}", "order_status=ACCEPTED"]
    else:
        c = f"rfq_id={rid} pair={p} struct=1m_atm_straddle order_status=REJECTED reason=credit_line_exceeded venue=360T ts={_hms(t)}Z desk=FXO-LDN"
        facts = [f"rfq_id={rid}", f"pair={p}", "order_status=REJECTED"]
    d.post(t, "etp", c, hard=("trade_confirmation", facts, "structured"))


def s_risk(d: Day):
    prof = d.prof
    out = []
    p = d.r.choice(prof["held"])
    lim = d.r.choice([150, 200, 250])
    cur = int(lim * d.r.uniform(1.02, 1.12))
    c = (f"⚠️ LIMIT BREACH {p} vega +{cur}k vs limit {lim}k ({cur * 100 // lim}%) · book {prof['book']} · "
         f"owner {'Priya R' if PAIRS[p]['em'] else 'harry_p'} · action: no new long vega until back inside")
    out.append(d.post(d.floating(8, 17), "risk", c, hard=("risk_limit", [p, "vega", f"+{cur}k", f"{lim}k"], "structured"),
                      idiom=("risk bot vega breach by pair", "risk_limit")))
    # resize
    if d.r.random() < 0.6:
        p2 = d.r.choice(prof["held"])
        v0 = d.r.choice([30, 40, 50])
        v1 = v0 - d.r.choice([10, 15, 20])
        oid = d.oms_id()
        c = f"RESIZE {oid} {p2} 1m 25d call {v0}k vega → {v1}k vega (headroom {v1}k on {p2} vega, limit engine v7)"
        out.append(d.post(d.floating(8, 17), "risk", c, hard=("risk_limit", [oid, p2, f"{v0}k", f"{v1}k vega"], "structured"),
                          idiom=("risk engine resizes an order", "risk_limit")))
    # limit change via embed
    if d.r.random() < 0.5:
        p3 = d.r.choice(prof["held"])
        old = d.r.choice([150, 200])
        new = old + d.r.choice([50, -50, 25])
        emb = [{"title": "Limit change", "description": f"{p3} vega limit updated",
                "fields": [{"name": "Pair", "value": p3, "inline": True}, {"name": "Metric", "value": "Vega", "inline": True},
                           {"name": "Old", "value": f"{old}k", "inline": True}, {"name": "New", "value": f"{new}k", "inline": True},
                           {"name": "Approved by", "value": "N. Ashcombe", "inline": True}],
                "footer": f"RiskGuard · effective {_hm(d.start + 7 * 3600000)}Z next session"}]
        out.append(d.post(d.floating(7, 18), "risk", "", embeds=emb, hard=("risk_limit", [p3, "Vega", f"{old}k", f"{new}k"], "embed"),
                          idiom=("embed-only limit change card", "risk_limit")))
    # gamma block
    if d.r.random() < 0.35:
        p4 = d.r.choice(prof["held"] + prof["watch"])
        g = d.r.uniform(3.6, 4.4)
        c = f"gamma check {p4} 1% spot: -${g + 0.2:.1f}m vs limit -${g:.1f}m — BLOCK new short gamma on {p4} until reduced"
        out.append(d.post(d.floating(9, 16), "risk", c, hard=("risk_limit", [p4, f"-${g:.1f}m", "BLOCK new short gamma"], "structured")))
    # head of desk sets a cap in prose
    if d.r.random() < 0.5:
        p5 = "USDJPY" if "USDJPY" in prof["held"] else prof["held"][0]
        cap = d.r.choice([120, 150, 175])
        ev = PAIRS[p5]["cb"]
        c = d.r.choice([f"Right — till the {ev}'s out nobody adds {PAIRS[p5]['tc'] if PAIRS[p5]['cc'] == 'USD' else PAIRS[p5]['cc']} vega. Hard cap {cap}k on {p5}.",
                        f"{p5} vega cap is {cap}k from now, all in. Tell me before you go near it."])
        m = d.post(d.floating(7, 12), "nigel", c, hard=("risk_limit", [p5, f"{cap}k"], "untagged"),
                   idiom=("head of desk sets a vega cap in prose", "risk_limit"))
        if d.r.random() < 0.7:
            m.pins.append((m.t + 20000, "nigel", "pin"))
            m.reactions.append((m.t + 21000, "📌", "nigel", "add"))
        out.append(m)
    # delta breach auto-hedged
    if d.r.random() < 0.2:
        p6 = d.r.choice(prof["held"])
        c = f"DELTA {p6} {d.r.choice(['+', '-'])}{d.r.uniform(9, 14):.1f}m vs band ±8m — breach, auto-hedger instructed to flatten"
        out.append(d.post(d.floating(2, 20), "risk", c, hard=("risk_limit", [p6, "band ±8m", "breach"], "structured")))
    return out


def s_stop(d: Day):
    """stop on a live position's spot hedge, moved twice by editing the same message"""
    prof = d.prof
    p = prof["held"][d.r.randrange(0, len(prof["held"]))]
    pos = [x for x in prof["positions"] if x[0] == p]
    tenor, struct = (pos[0][1], pos[0][2]) if pos else ("1m", "ATM straddle")
    trader = "priya" if PAIRS[p]["em"] else "harry"
    up = d.r.random() < 0.5
    s0 = d.mk.spot(p) * (1 + (0.006 if up else -0.006))
    step = d.mk.spot(p) * 0.0015 * (1 if up else -1)
    dp = PAIRS[p]["dp"] - 1
    lv = [f"{s0:.{dp}f}", f"{s0 + step:.{dp}f}", f"{s0 + 2 * step:.{dp}f}"]
    t = d.win(7.2, 10)
    tmpl = (f"{p} {tenor} {struct}: stop on the spot hedge at {{lv}} ({'buy' if up else 'sell'} stop, {PAIRS[p]['ccy']} 10m), "
            f"take profit on the vol at {_v(d.mk.mid(p, tenor, 'atm') + 1.1)}")
    m = d.post(t, trader, tmpl.format(lv=lv[0]), hard=("stop_or_target_change", [p, "stop on the spot hedge", lv[2]], "untagged"),
               idiom=("stop on spot hedge moved twice by editing the same message", "stop_or_target_change"))
    m.edits.append((d.win(11, 13), tmpl.format(lv=lv[1])))
    m.edits.append((d.win(14.5, 16.5), tmpl.format(lv=lv[2]) + " (moved x2)"))
    m.superseded += [lv[0], lv[1]]
    m.pins.append((t + 45000, "nigel", "pin"))
    m.reactions.append((t + 46000, "📌", "nigel", "add"))
    # tagged TP change on another held pos
    others = [x for x in prof["positions"] if x[0] != p]
    q = d.r.choice(others)
    if "RR" in q[2]:
        tp = _v(abs(d.mk.mid(q[0], q[1], "rr")) + 0.3)
    else:
        tp = _v(d.mk.mid(q[0], q[1], "call" if "call" in q[2] else "put" if "put" in q[2] else "atm") + 1.2)
    tr2 = "priya" if PAIRS[q[0]]["em"] else "harry"
    d.post(d.win(12, 17), tr2, f"[TP] {q[0]} {q[1]} {q[2]} — take profit moved to {tp} vol, stop unchanged",
           hard=("stop_or_target_change", [f"{q[0]} {q[1]} {q[2]}", "take profit", tp], "tagged"),
           idiom=("[TP] tagged take-profit move", "stop_or_target_change"))
    # removal of a stop
    if d.r.random() < 0.3:
        r = d.r.choice(prof["positions"])
        ccy = PAIRS[r[0]]["tc"] if PAIRS[r[0]]["cc"] == "USD" else PAIRS[r[0]]["cc"]
        d.post(d.win(15, 18), "priya" if PAIRS[r[0]]["em"] else "harry",
               f"pulling the stop on the {ccy} {r[2]}s — event's done, we hold to expiry",
               hard=("stop_or_target_change", [f"{ccy} {r[2]}s", "pulling the stop"], "untagged"))
    return m


def s_route(d: Day, news):
    out = []
    # explicit route by head of desk
    rid = d.rfq_id()
    p = d.r.choice([x for x in ["USDCNH", "USDJPY", "AUDUSD", "EURUSD"] if x in d.prof["held"] + d.prof["watch"]] or ["USDCNH"])
    if d.r.random() < 0.3:
        req = d.post(d.win(13, 16.5), "owen", f"client wants {p} 3m one-touch {d.mk.fspot(p, 0.02)[:-1]}, USD 5m payout — who's pricing?")
        d.post(d.after(req, 60, 600), "nigel", "exotics will look after the meeting", reply=req)
        req = None
    else:
        who = "owen" if d.r.random() < 0.5 else "etp"
        req = d.post(d.win(13, 15.5) if who == "owen" else d.win(8, 15), who,
                     f"client RFQ {rid}: {p} 3m one-touch {d.mk.fspot(p, 0.02)[:-1]}, USD 5m payout, wants a price by 4pm", cls=None)
    if req is not None:
        c = d.r.choice([f"Tomasz — yours. Routing the {p} one-touch to exotics, price it off the 3m.",
                        f"routing {rid} to Tomasz / exotics book, not a vanilla"])
        facts = [f"{p} one-touch", "Tomasz", "exotics"] if c.startswith("Tomasz") else [rid, "Tomasz", "exotics"]
        out.append(d.post(d.after(req, 60, 600), "nigel", c, reply=req, hard=("route_decision", facts, "reply"),
                          idiom=("head of desk routes a barrier RFQ to the exotics trader", "route_decision")))
        ack(d, out[-1], who="tomasz", lo=30, hi=200)
    # bot router
    if d.r.random() < 0.6:
        rid2 = d.rfq_id()
        p2 = d.r.choice(["USDCNH", "USDJPY", "EURUSD"])
        c = f"router: rfq={rid2} {p2} 2m DNT → exotics-agent (reason=barrier, owner=tomasz.k, sla=30m)"
        out.append(d.post(d.floating(7, 17), "router", c, hard=("route_decision", [f"rfq={rid2}", "exotics-agent"], "structured"),
                          idiom=("router bot key=value route to an agent", "route_decision")))
    # pass to another desk
    if d.r.random() < 0.25:
        c = d.r.choice(["passing Owen's USDMXN 6m ask to the NY EM desk, not ours",
                        "sending the SGP corp's AUDUSD 1y request to Mei, her client"])
        facts = ["USDMXN", "NY EM desk"] if "USDMXN" in c else ["AUDUSD 1y", "Mei"]
        out.append(d.post(d.floating(12, 17), "harry", c, hard=("route_decision", facts, "untagged")))
    # no-route on a headline not ours
    if news.get("other"):
        m0, p0 = news["other"][0]
        cb = PAIRS[p0]["cb"]
        c = d.r.choice([f"No action on that — {cb}'s not our pair.", f"ignore, {p0} isn't in the book. nothing to route."])
        facts = ["No action", cb] if c.startswith("No action") else ["ignore", p0, "nothing to route"]
        out.append(d.post(d.after(m0, 60, 900), "nigel", c, reply=m0, hard=("no_route_decision", facts, "reply"),
                          idiom=("head of desk 'no action' reply to a headline", "no_route_decision")))
    # no-route on generic data
    if d.r.random() < 0.4:
        c = d.r.choice(["US data: nothing to do, we're delta flat after the 13:30 hedge. Not routing.",
                        "claims print — no action, book's flat delta, leave it"])
        facts = ["nothing to do", "Not routing"] if "Not routing" in c else ["no action", "leave it"]
        out.append(d.post(d.win(13.55, 14.2), "harry", c, hard=("no_route_decision", facts, "untagged")))
    # bot no-route
    if d.r.random() < 0.25:
        rid3 = d.rfq_id()
        c = f"router: rfq={rid3} USDTRY 1m ATM — no route (desk not authorised for TRY), auto-declined"
        out.append(d.post(d.floating(8, 18), "router", c, hard=("no_route_decision", [f"rfq={rid3}", "no route"], "structured")))
    return out


def s_thesis(d: Day):
    out = []
    prof = d.prof
    p = d.r.choice(prof["held"])
    ccy = PAIRS[p]["tc"] if PAIRS[p]["cc"] == "USD" else PAIRS[p]["cc"]
    real = d.mk.mid(p, "1m", "atm") - d.r.uniform(1.2, 2.0)
    trader = "priya" if PAIRS[p]["em"] else "harry"
    c = d.r.choice([
        f"Flipping on {ccy} vol: was long into the {PAIRS[p]['cb']}, now think 1m is overpriced — realised {real:.1f} vs {d.mk.mid(p, '1m', 'atm'):.1f} implied. Bearish {p} vol from here.",
        f"[VIEW] {p}: thesis invalidated — {PAIRS[p]['cb']} has taken the event off the table, I no longer want to be long {ccy} vol. Neutral, looking to reduce.",
    ])
    d.flipped = p
    facts = [f"{ccy} vol", f"Bearish {p} vol"] if c.startswith("Flipping") else [f"{p}: thesis invalidated", f"long {ccy} vol"]
    out.append(d.post(d.floating(8, 16), trader, c, hard=("thesis_update", facts, "untagged" if c.startswith("Flipping") else "tagged"),
                      idiom=("trader flips a vol view ('Flipping on … Bearish … vol')", "thesis_update")))
    if d.r.random() < 0.3:
        p2 = d.r.choice([x for x in prof["held"] if x != p])
        d.confirmed = p2
        c = d.r.choice([f"Still like the {p2} vol long. Conviction up after today, not down.",
                        f"For the avoidance of doubt: {p2} vol long stays, conviction unchanged."])
        facts = [f"{p2} vol long", "Conviction up"] if "Conviction up" in c else [f"{p2} vol long stays", "conviction unchanged"]
        out.append(d.post(d.floating(10, 17), "nigel", c, hard=("thesis_update", facts, "untagged")))
    return out


def quant_note(d: Day, t):
    """Felix's long surface note; returns (content, hard tuple)"""
    mk = d.mk
    prof = d.prof
    g = [p for p in prof["g10"]][:3]
    p = "EURUSD" if "EURUSD" in prof["g10"] else prof["g10"][0]
    pj = "USDJPY" if "USDJPY" in prof["g10"] else prof["g10"][0]
    mode = d.r.choice(["proposal", "thesis"])
    rows = []
    for q in g:
        for tn in ["1m", "2m", "3m", "6m"]:
            atm = mk.mid(q, tn, "atm")
            rows.append(f"{q} {tn:<3} ATM {atm:5.2f}  real(20d) {atm - d.r.uniform(0.4, 2.2):5.2f}  "
                        f"25RR {mk.mid(q, tn, 'rr'):+5.2f}  25BF {mk.mid(q, tn, 'fly'):4.2f}  fwd-vol {atm + d.r.uniform(-0.3, 0.6):5.2f}")
    fly2 = _v(round(mk.mid(p, "2m", "fly") + 0.03, 2))
    vg = d.r.choice([10, 15, 20])
    if mode == "proposal":
        decision = (f"Concretely I'd propose we sell {vg}k vega of {p} 2m 25d fly at {fly2} against the 1m, "
                    f"vega-neutral, target 0.04 of convergence, stop if the 2m fly prints above {_v(float(fly2) + 0.06)}.")
        hard = ("trade_proposal", [f"sell {vg}k vega", f"{p} 2m 25d fly", f"at {fly2}"], "buried")
        idi = ("trade proposal buried mid-way through a quant surface note", "trade_proposal")
    else:
        decision = (f"Net-net I'm downgrading the {pj} 3m view from long-vol to neutral: the event premium is "
                    f"now {d.r.uniform(1.5, 2.2):.1f} vols over the 2m, which is the whole meeting and then some.")
        hard = ("thesis_update", [f"{pj} 3m view", "from long-vol to neutral"], "buried")
        idi = ("view change buried mid-way through a quant surface note", "thesis_update")
    paras = [
        f"**Surface note — {d.date.isoformat()} — G10 term structure & wings** (long, sorry)",
        "TL;DR at the bottom for those who skip. Numbers are 16:00 LDN marks from yesterday unless flagged; realised is 20d close-to-close, "
        "annualised, no weekend adjustment (I know, I know).",
        "```\n" + "\n".join(rows) + "\n```",
        f"1) Term structure. The front end has flattened noticeably since the start of the month: {p} 1m/3m is "
        f"{mk.mid(p, '3m', 'atm') - mk.mid(p, '1m', 'atm'):+.2f} vols against a 1y average of about +0.45. Most of that is the 1m "
        "richening into the central bank cluster rather than the 3m cheapening. Forward vol 1m→2m looks fair once you strip the meeting "
        "at the usual 1.2x-1.5x event-day weight, so I don't think the curve by itself is a trade.",
        f"2) Wings. 25d flies are mid-range across the board; the 10d fly in {pj} is where the dislocation is — the smile's "
        "steeper than our SABR fit wants (rho pinned at the bound on two days this week), which usually means someone large is buying "
        "downside tails through the brokers rather than on platform. Our calibration RMSE is fine in aggregate but the 10d residuals are "
        "3-4x the 25d ones.",
        f"3) Skew vs spot. The {p} RR has lagged spot for three sessions; the spot-vol beta estimated on 60d is "
        f"{d.r.uniform(0.6, 1.4):.2f} vol per big figure which would put the 1m RR about 0.1 higher than where the brokers show it. "
        "That's within noise for one day but not for three.",
        decision,
        "4) Realised. Realised has been undershooting implied by 1-2 vols in most G10 names, which is the normal premium; what's less "
        "normal is that the intraday realised (5-min) is *higher* than close-to-close, i.e. the fixings are absorbing moves. Anyone short "
        "gamma delta-hedging at the fix has been fine; anyone hedging on thresholds less so.",
        f"4b) Cross-check against the platform: RFQ hit ratios on {p} 1m have dropped to {d.r.randrange(18, 35)}% from the usual "
        f"{d.r.randrange(35, 45)}%, consistent with us being a touch high on the wings versus the street. I'd rather fix the marks than "
        "chase the hit ratio; the wing adjustment in the new params takes about 0.05-0.08 off the 10d and leaves the 25d alone. For "
        "reference the brokers' 10d fly mids have been stable within 0.03 for two weeks, which argues the move is ours, not the market's.",
        "5) Model housekeeping. Pushed the new SABR params to UAT; the beta=1 vs beta=0.5 comparison is in the shared notebook. "
        "Backtested the 2w interpolation fix over 2023-2025: max error down from 0.31 to 0.07 vols on event weeks, no change elsewhere.",
        f"TL;DR: curve fair, wings steep in JPY, skew lagging in {p[:3] if p != 'USDJPY' else 'JPY'}, realised split between fix and "
        "intraday. See the sentence in the middle for the one thing I'd actually do.",
    ]
    return "\n\n".join(paras), hard, idi, mode, (p, vg, fly2)


def s_quant(d: Day):
    t = d.win(7.6, 8.3)
    content, hard, idi, mode, (p, vg, fly2) = quant_note(d, t)
    note = d.post(t, "felix", content, hard=hard, idiom=idi,
                  attachments=[{"id": str(((t - DISCORD_EPOCH) << 22) | 77), "filename": "surface_resid.png",
                                "size": 48000 + d.r.randrange(20000), "url": "https://cdn.discordapp.com/attachments/fxo/surface_resid.png"}])
    if mode == "proposal":
        note.is_thread_root = True
        t1 = d.after(note, 300, 1500)
        q = d.post(t1, "harry", "so are we doing the fly or just admiring it?", thread=note, cls="near")
        a = d.post(d.after(q, 200, 900), "nigel", d.r.choice([
            f"Fine. Sell the {vg}k of the 2m fly at {fly2}, Harry to execute. Not a tick worse.",
            f"ok — approved, {vg}k at {fly2}, Harry executes"]), thread=note, reply=note,
            hard=("trade_approval", [f"{vg}k", fly2, "Harry"], "reply"))
        ref = d.broker_ref("TP ICAP")
        f = d.post(d.after(a, 300, 1800), "harry", f"sold {vg}k vega {p} 2m 25d fly at {fly2} with TP ICAP, ref {ref}",
                   thread=note, hard=("trade_fill", ["sold", f"{vg}k vega", f"{p} 2m 25d fly", fly2, ref], "untagged"))
        d.post(d.after(f, 30, 300), "felix", "🙏", thread=note, cls="noise")
        d.post(d.after(f, 400, 1500), "felix", "for the record the 1m leg is already in the book from last week, this is just the 2m side",
               thread=note)
    else:
        d.post(d.after(note, 400, 1800), "nigel", "noted. agree.", reply=note)


def s_quant_near(d: Day):
    """long analysis with trading words, no decision"""
    mk = d.mk
    p = d.r.choice(d.prof["held"])
    t = d.win(13, 17)
    tab = "\n".join(f"{tn:<3} {mk.mid(p, tn, 'atm'):5.2f} {mk.mid(p, tn, 'rr'):+5.2f} {mk.mid(p, tn, 'fly'):4.2f}  "
                    f"hist-pctile {d.r.randrange(5, 95):>2}%" for tn in ["1w", "2w", "1m", "2m", "3m", "6m", "1y"])
    c = (f"Some colour on {p} since people asked. Not a recommendation.\n\n"
         f"```\ntnr  ATM   25RR  25BF\n{tab}\n```\n\n"
         f"If we were to buy the 1m here we'd be paying roughly {mk.mid(p, '1m', 'atm') - 1.3:.1f} vols of realised-adjusted premium, "
         "which historically has only paid off around meetings that actually moved. Selling it would have made money in 7 of the last 10 "
         "months, but the three losers were big enough to wipe most of it out (classic). The skew is where I'd look if anything: the "
         "25d RR has a mean-reversion half-life of ~6 sessions on our data and it's 1.3 sd from its 3m mean. A 1x2 call spread would "
         "monetise that better than the RR outright, in theory. Someone could also argue for a calendar, long 3m short 1m, on the "
         "basis that the 3m captures two events and the 1m only one.\n\n"
         "Caveats: the 2021-2022 regime dominates the sample, broker marks for the 10d are thin after 16:00, and the platform data "
         "excludes voice. I'll refresh the notebook tomorrow with the extra month.")
    d.post(t, "felix", c, cls="near", idiom=("long quant colour with 'if we were to buy' and no decision", "not_hard"))


def s_runs(d: Day):
    """indicative runs the traders post for sales: quotes, no decision"""
    mk = d.mk
    for h, who in [(7.5, "harry"), (12.9, "priya")]:
        t = d.win(h, h + 0.4)
        pairs = d.prof["g10"] + d.prof["emp"] if who == "harry" else d.prof["emp"] + d.prof["g10"][:2]
        rows = []
        for p in pairs:
            cells = []
            for tn in ["1w", "1m", "3m", "6m"]:
                b, o, _ = mk.quote(p, tn, "atm")
                cells.append(f"{tn} {_v(b)}/{_v(o)}")
            rb, ro, rcp = mk.quote(p, "1m", "rr")
            fb, fo, _ = mk.quote(p, "1m", "fly")
            rows.append(f"{p:<7} " + "  ".join(cells) + f"  | 1m RR {_v(rb)}/{_v(ro)} {rcp}  1m fly {_v(fb)}/{_v(fo)}")
        c = "\n".join([f"LDN FXO indicative run {_hm(t)}Z — for sales, not firm, sizes 25-50 unless stated", "```", *rows, "```",
                       d.r.choice(["axe: none worth showing", "happy to show size in JPY 3m, ask first",
                                   "EM runs are wider into the fix, ping Priya for anything real", "skew runs refreshed every 30m"])])
        d.post(t, who, c, cls="near", idiom=("indicative vol run for sales (quotes, not firm)", "not_hard"))
        if d.r.random() < 0.6:
            d.post(t + d.r.randrange(60, 600) * 1000, "owen", d.r.choice(["can I show the 3m to the fund?", "ta, sending the EM bits to Mexico City", "👍 ta"]))


COLOUR = [
    ("harry", "Tom says a Japanese lifer has been buying 3m USDJPY JPY calls all morning, three lots of 100 through GFI alone. RR's gone {a} P on it.",
     lambda mk, r: _v(abs(mk.mid("USDJPY", "3m", "rr")) + 0.1)),
    ("priya", "BRL 1m calls were bid all through the Copom blackout, someone's paying {a} for 25d in size at BGC. not us, just flagging the flow.",
     lambda mk, r: _v(mk.mid("USDBRL", "1m", "call"))),
    ("harry", "EUR RR going better bid every time spot ticks up, classic. leveraged names lifting 1m calls in 100s, RR {a} C last I saw.",
     lambda mk, r: _v(abs(mk.mid("EURUSD", "1m", "rr")) + 0.05)),
    ("tomasz", "CNH DNT interest picked up — two banks asking for 3m 7.15/7.35 on Tradition. we'd be {a}% mid if anyone asked.",
     lambda mk, r: f"{r.uniform(18, 32):.0f}"),
    ("priya", "AUD 1m puts getting paid by the real money crowd, {a} paid twice in 50. RBA minutes are the excuse.",
     lambda mk, r: _v(mk.mid("AUDUSD", "1m", "put"))),
    ("harry", "1w EURUSD ATM printed {a} in 200 on ICAP, chunky for the time of day. fast money rolling gamma into the data.",
     lambda mk, r: _v(mk.mid("EURUSD", "1w", "atm"))),
    ("felix", "fwd vol 1m→2m in JPY is {a}, which is the lowest since September. the meeting is doing all the work in the 2m.",
     lambda mk, r: _v(mk.mid("USDJPY", "2m", "atm") - 0.4)),
    ("owen", "NY macro fund asking for 6m USDCNH 25d calls, want a level around {a}. I told them it's an LDN price, will come back.",
     lambda mk, r: _v(mk.mid("USDCNH", "6m", "call"))),
]


def s_colour(d: Day):
    mk = d.mk
    for who, tmpl, val in d.r.sample(COLOUR, d.r.randrange(4, 7)):
        t = d.win(12.7, 19) if who == "owen" else d.floating(7, 17)
        d.post(t, who, tmpl.format(a=val(mk, d.r)), cls="near")


def s_em_note(d: Day):
    """second long note with no decision: EM fixing/realised study"""
    mk = d.mk
    rows = []
    for p in ["USDCNH", "USDBRL", "USDMXN", "USDZAR"]:
        for tn in ["1m", "3m"]:
            atm = mk.mid(p, tn, "atm")
            rows.append(f"{p} {tn}  impl {atm:5.2f}  real10 {atm - d.r.uniform(-0.5, 2.5):5.2f}  real20 {atm - d.r.uniform(0, 2.0):5.2f}  "
                        f"fix-real {atm - d.r.uniform(1, 3.5):5.2f}  RR {mk.mid(p, tn, 'rr'):+5.2f}")
    c = ("EM fixing study, part 3 (for the Thursday meeting, nothing to action today)\n\n"
         "Question was whether hedging EM books at the fix instead of on delta thresholds leaves money on the table. Method: replay the "
         "auto-hedger log for the last 60 sessions against both policies, same bands, same venue costs.\n\n"
         "```\n" + "\n".join(rows) + "\n```\n\n"
         "Observations: (a) CNH realised at the fix is far below intraday because the fix is managed, so fix-hedging under-hedges the "
         "tails; (b) BRL is the opposite, the PTAX window is where the moves happen, so threshold hedging pays the spread twice; "
         "(c) MXN and ZAR are indifferent within noise. In money terms the difference is about $40-70k a month on a book our size, "
         "which is real but smaller than the slippage we ate on the two intervention days.\n\n"
         "If anyone wants to change the hedging policy it's a conversation for the meeting, not for today. Notebook and the replay "
         "logs are in the shared drive under fixing_study_v3.")
    d.post(d.win(14, 17.5), "felix", c, cls="near", idiom=("long EM study with trading words, 'nothing to action today'", "not_hard"))


CLIENT_ASKS = [
    ("USDMXN", "6m", "25d USD call", "Q1 import hedge, they'd rather pay premium than do a forward, budget rate 19.20"),
    ("AUDUSD", "1y", "25d AUD put", "miner with AUD revenues, wants to cap downside below 0.6400, open to a seagull"),
    ("USDCNH", "3m", "7.35/7.15 DNT", "fund wants to sell vol without naked short, asked for indicative in 10m"),
    ("EURUSD", "3m", "1.10 one-touch", "macro fund, 'cheap lottery ticket into ECB', 2m payout"),
    ("USDJPY", "6m", "25d USD put", "Japanese exporter wants a level for 145 strike; also asked about a KI forward"),
    ("USDBRL", "3m", "25d USD call", "corporate with USD debt maturities, wants 20m, asked for a zero-cost collar too"),
]


def s_client_asks(d: Day):
    for p, tn, st, why in d.r.sample(CLIENT_ASKS, d.r.randrange(2, 4)):
        t = d.win(13, 19.5)
        c = (f"fwd from client (name in CRM, not here): \"Hi Owen, could you send us an indicative for {p} {tn} {st}? {why}. "
             f"Nothing urgent, we'll decide after our {d.r.choice(['board call', 'treasury committee', 'month-end review'])}. "
             f"Please also show the delta hedge you'd assume and whether the price is live till NY close.\"\n"
             f"Owen: indicative only please, no firm price needed today. London to look at it tomorrow morning if easier.")
        d.post(t, "owen", c, cls="near", idiom=("client enquiry relayed by sales (indicative only)", "not_hard"))


def s_digest(d: Day):
    mk = d.mk
    prof = d.prof
    lines = [f"Lunchtime vol digest {d.date.isoformat()} (auto-drafted, Felix edits)"]
    for p in prof["held"] + prof["watch"]:
        a1, a3 = mk.mid(p, "1m", "atm"), mk.mid(p, "3m", "atm")
        lines.append(f"• {p}: 1m {a1:.2f} ({d.r.gauss(0, 0.2):+.2f} d/d), 3m {a3:.2f}, 1m RR {mk.mid(p, '1m', 'rr'):+.2f}, "
                     f"1m fly {mk.mid(p, '1m', 'fly'):.2f}; realised 10d {a1 - d.r.uniform(0.3, 2.2):.2f}. "
                     f"{d.r.choice(['Flow two-way.', 'Broker flow mostly buyers of topside.', 'Quiet, platform only.', 'Real money on the bid in the 3m.', 'Fast money selling the 1w.'])}")
    lines.append("Event calendar next 5 sessions: " + ", ".join(d.r.sample(
        ["ECB (Thu)", "BoJ speakers", "US CPI", "RBA minutes", "COPOM", "PBoC LPR", "UK CPI", "FOMC minutes", "Tokyo CPI"], 4)))
    lines.append("No positions implied; this is a descriptive digest.")
    d.post(d.win(12.0, 12.6), "felix", "\n".join(lines), cls="near")


def s_meeting_notes(d: Day):
    mk = d.mk
    prof = d.prof
    h = prof["held"]
    c = (f"Morning meeting notes {d.date.isoformat()} (kit)\n"
         f"Present: Nigel, Harry, Priya, Tomasz, Felix; Owen dialled in from NY for the last 5 min.\n"
         f"1. Overnight: Asia quiet apart from the CNH fix; {h[0]} vol {d.r.choice(['a touch lower', 'unchanged', 'marked up 0.2'])}, "
         f"{h[1]} spot in the middle of the range. Nothing booked overnight on the LDN book.\n"
         f"2. Positions reviewed: {', '.join(f'{x[3]} {x[0]} {x[1]} {x[2]}' for x in prof['positions'])}. "
         f"Discussed whether to take some of the {h[0]} off before the event; no conclusion, Nigel wants to see the 10:00 run first.\n"
         f"3. Felix walked through the surface residuals (10d wings steep, see his note). Harry asked about a 1x2 in "
         f"{prof['g10'][0]}; everyone agreed it's interesting, nobody is doing it today.\n"
         f"4. Client pipeline (Owen): two corporates asking about Q1 hedges in {d.r.choice(['AUD', 'BRL', 'MXN', 'CNH'])}, one fund "
         f"asking for 6m skew. Pricing only, no trades expected this week.\n"
         f"5. Ops: MarkitWire affirms lagging, kit chasing. Year-end limit review pack due Friday.\n"
         f"AOB: last year's {h[0]} trade came up again (we bought the 1m at {mk.mid(h[0], '1m', 'atm') - 1.5:.1f} and it expired worthless). "
         f"Lessons noted, not repeating the conversation.")
    d.post(d.win(8.45, 8.9), "kit", c, cls="near", idiom=("meeting minutes discussing trades with no decision", "not_hard"))


def s_handover(d: Day):
    """Mei's Asia handover with one buried routing decision"""
    mk = d.mk
    t = d.win(6.2, 6.9)
    rid = d.rfq_id()
    p = "USDCNH"
    c = (f"**Asia → LDN handover {d.date.isoformat()}**\n"
         f"• USDJPY: Tokyo fix {mk.fspot('USDJPY', -0.0004)}, range {mk.fspot('USDJPY', -0.003)}-{mk.fspot('USDJPY', 0.002)}. "
         f"1m ATM traded {mk.mid('USDJPY', '1m', 'atm'):.2f} on Tullett (not us), RR unchanged. AH hedged twice overnight, both in band.\n"
         f"• USDCNH: fix {mk.spot('USDCNH') - 0.138:.4f}, strong bias again. Onshore quiet, CNH 1m ATM {mk.mid('USDCNH', '1m', 'atm'):.2f}/"
         f"{mk.mid('USDCNH', '1m', 'atm') + 0.2:.2f}. Policy banks seen at 7.2{d.r.randrange(30, 60)}.\n"
         f"• AUDUSD: data soft, 1m RR a touch more puts over. SGP desk paid 0.95 in 30 1m RR for a corp, their book.\n"
         f"• Client RFQ {rid} (SG corp, {p} 6m DNT {mk.fspot(p, -0.02)}/{mk.fspot(p, 0.025)}): routing to Tomasz for London pricing, "
         f"the SGP exotics book is full for the year.\n"
         f"• Nothing else open. Marks rolled at 06:00 per cron, no stale quotes. Have a good day LDN 🙏")
    d.post(t - d.r.randrange(60, 300) * 1000, "mei", "gm LDN, handover below")
    m = d.post(t, "mei", c, hard=("route_decision", [f"Client RFQ {rid}", "routing to Tomasz"], "buried"),
               idiom=("routing decision buried in the Asia handover note", "route_decision"))
    d.post(t + d.r.randrange(600, 2400) * 1000, "mei", "SG logging off, LDN has the book")
    return m


def s_book_summary(d: Day):
    prof = d.prof
    t = d.win(7.0, 7.25)
    lines = [f"Book at open — {prof['book']} — {d.date.isoformat()}"]
    for (p, tn, st, side, vk) in prof["positions"]:
        lines.append(f"• {side} {p} {tn} {st}, ~{vk + d.r.randrange(-8, 9)}k vega")
    lines.append(f"Watching: {', '.join(prof['watch'])}. Vega used {d.r.randrange(55, 80)}% of desk limit.")
    lines.append("Events today: " + d.r.choice(["ECB speakers, US data 13:30", "BoJ speakers overnight, US claims", "RBA minutes, COPOM tonight", "PBoC fix, US ISM 15:00"]))
    m = d.post(t, "nigel", "\n".join(lines))
    m.pins.append((t + 30000, "nigel", "pin"))
    m.reactions.append((t + 30500, "📌", "nigel", "add"))
    if d.r.random() < 0.4:
        m.pins.append((t + 20 * 3600000, "nigel", "unpin"))
    return m


def s_eod(d: Day):
    prof = d.prof
    t = d.win(17.3, 18.2)
    p = d.r.choice([x for x in prof["held"] if x != getattr(d, "flipped", None)])
    ccy = PAIRS[p]["tc"] if PAIRS[p]["cc"] == "USD" else PAIRS[p]["cc"]
    c = (f"EOD {d.date.isoformat()} — {prof['book']}\n"
         f"PnL {d.r.gauss(40, 60):+.0f}k, mostly vega on {d.r.choice(prof['held'])} and theta bleed as usual. "
         f"Voice volumes decent, platform quiet after 3. Two breaks with MO, both booking-side, both fixed.\n"
         f"Risk: vega {d.r.randrange(60, 92)}% of limit, gamma fine, no open breaches.\n"
         f"{{view}}"
         f"Tomorrow: {d.r.choice(['US data at 13:30', 'CB speakers all day', 'month-end fixings', 'quiet calendar, watch CNH fix'])}. "
         f"Priya has the early, Harry the 4pm fix.")
    if d.r.random() < 0.6:
        c = c.replace("{view}", f"View: we stay long {ccy} vol into the {PAIRS[p]['cb']}; conviction unchanged.\n")
        return d.post(t, "nigel", c, hard=("thesis_update", [f"long {ccy} vol", "conviction unchanged"], "buried"),
                      idiom=("view reconfirmed in one line of the EOD note", "thesis_update"))
    c = c.replace("{view}", "Positions as per the morning sheet, nothing added after 3.\n")
    return d.post(t, "nigel", c)


def s_options_barrier(d: Day):
    """Tomasz barrier / digital proposals and an OMS acceptance"""
    mk = d.mk
    p = d.r.choice([x for x in ["USDCNH", "AUDUSD", "USDJPY"] if x in d.prof["held"] + d.prof["watch"]] or ["USDCNH"])
    t = d.floating(9, 16)
    kind = d.r.choice(["ot", "dig"])
    if kind == "ot":
        lvl = mk.fspot(p, 0.015)[:-1]
        pct = f"{d.r.uniform(14, 28):.1f}%"
        c = f"Proposing we sell the client a {p} 3m {lvl} one-touch, USD 5m payout, at {pct} — hedge with 3m 25d calls. Nigel?"
        facts = [f"{p} 3m {lvl} one-touch", "sell", "USD 5m", pct]
    else:
        lvl = mk.fspot(p, -0.012)[:-1]
        pct = f"{d.r.uniform(25, 38):.0f}%"
        c = f"[PROP] sell {p} 1m {lvl} digital put, {PAIRS[p]['ccy']} 3m payout @ {pct} — client via Owen"
        facts = [f"{p} 1m {lvl} digital put", "sell", f"{PAIRS[p]['ccy']} 3m payout", pct]
    prop = d.post(t, "tomasz", c, hard=("trade_proposal", facts, "untagged" if kind == "ot" else "tagged"),
                  idiom=("exotics proposal (one-touch/digital) with % premium", "trade_proposal"))
    if d.r.random() < 0.6:
        at, af = approval_text(d, True)
        d.post(d.after(prop, 60, 500), "nigel", at, reply=prop, hard=("trade_approval", af, "reply"))
        oid = d.oms_id()
        d.post(d.after(prop, 900, 2400), "book",
               f"order {oid} {p} {'OT' if kind == 'ot' else 'DIGI'} {lvl} SELL ACCEPTED by {d.r.choice(['360T', 'client portal', 'FXall'])} · status=LIVE",
               hard=("trade_confirmation", [oid, p, "ACCEPTED"], "structured"))
    else:
        d.post(d.after(prop, 60, 500), "nigel", "what's the vega on that?", reply=prop, cls="near",
               idiom=("head-of-desk question on a proposal (no decision)", "not_hard"))


def s_voice_cancel(d: Day):
    q = d.r.choice(d.prof["held"])
    b, bn = d.r.choice(BROKERS[:4])
    tt = d.floating(9, 16)
    d.post(tt, "vox", f"🎙 {b} · {bn} › us: you're off — {q} 1m 25d RR bid cancelled as asked",
           hard=("trade_confirmation", [q, "bid cancelled", "you're off"], "untagged"),
           idiom=("voice broker confirms our bid is cancelled ('you're off')", "trade_confirmation"))


def s_deleted_prop(d: Day):
    # a proposal posted then deleted
    p = d.r.choice(["GBPUSD", "AUDUSD", "EURUSD"])
    atm = d.mk.quote(p, "1m", "atm")[1]
    n = d.r.choice([20, 25, 30, 40])
    tail = d.r.choice(["fly's rich too", "realised is nowhere near", "into the fix?", "vs 7d realised, mad"])
    c = f"sell {n} {p} 1m atm @ {_v(atm)} ? {tail}"
    m = d.post(d.floating(8, 17), "harry", c, hard=("trade_proposal", [f"sell {n} {p} 1m atm", f"@ {_v(atm)}"], "shorthand"))
    m.delete_at = m.t + d.r.randrange(30, 200) * 1000
    m.snippet = c
    d.post(m.delete_at + 5000, "harry", "wrong window, ignore")


def s_deleted(d: Day):
    # a personal message deleted
    team = d.r.choice(["Spurs", "Arsenal", "Chelsea", "Fulham", "Brentford", "West Ham", "Palace"])
    price = d.r.randrange(30, 95)
    m = d.post(d.floating(11, 14), "harry", f"anyone want my spare ticket for the {team} game sat? £{price}, row M")
    m.delete_at = m.t + d.r.randrange(60, 400) * 1000
    m.snippet = f"spare ticket for the {team} game sat? £{price}"
    # forget: sales pastes client contact details
    first, last, dom = d.r.choice([("j", "halvorsen", "halvorsen-fo.no"), ("m", "okafor", "tamarind-treasury.com"),
                                    ("s", "lindqvist", "nordvik-capital.se"), ("r", "ferreira", "grupo-alcantara.com.br"),
                                    ("a", "whitcombe", "whitcombe-partners.co.uk")])
    email = f"{first}.{last}@{dom}"
    pair = d.r.choice(["USDMXN", "AUDUSD", "USDBRL", "EURUSD"])
    mob = f"+44 7700 9{d.r.randrange(10000, 99999)}"
    c = (f"client contact for the {pair} thing is {email}, mob {mob}, "
         f"acct {d.r.randrange(10, 99)}-{d.r.randrange(100, 999)}-{d.r.randrange(1000, 9999)} — don't put it in the ticket")
    m = d.post(d.win(13, 18), "owen", c)
    m.forget_at = (m.t + d.r.randrange(120, 900) * 1000, "nigel")
    m.snippet = f"{email}, mob {mob}"


def s_forget_prop(d: Day):
    # forget: a proposal naming a client
    p = "USDBRL"
    client = d.r.choice(["Castellane Capital", "Ipanema Agro Trading", "Serra Verde Mineração", "Alvorada Pension Fund", "Tiete Logistics"])
    acct = f"{d.r.randrange(1000, 9999)}-BR"
    ko = f"{d.mk.spot(p) * 1.1:.2f}"
    prem = f"{d.r.uniform(1.4, 2.4):.2f}%"
    c = (f"{client} (acct {acct}) wants to buy {p} 3m {ko} KO call, USD 10m at {prem} — "
         "proposing we sell it to them and hedge with 3m 25d calls")
    m = d.post(d.floating(10, 16), "priya", c, hard=("trade_proposal", [f"{p} 3m {ko} KO call", "USD 10m", prem, "sell"], "untagged"))
    m.forget_at = (m.t + d.r.randrange(300, 1800) * 1000, "nigel")
    m.snippet = f"{client} (acct {acct})"


def s_news_route(d: Day, news):
    """a held headline gets an explicit desk routing"""
    if not news.get("held"):
        return
    m0, p0 = news["held"][0]
    trader = "Priya" if PAIRS[p0]["em"] else "Harry"
    c = f"{trader} — check the {p0} 1m vs the headline, yours to handle"
    d.post(d.after(m0, 60, 600), "nigel", c, reply=m0, hard=("route_decision", [f"{p0} 1m", trader, "yours to handle"], "reply"))


# --------------------------------------------------------------------------- day builder

def build_day(seed: int, ch_idx: int, day_start: datetime, market: Market) -> Day:
    d = Day(seed, ch_idx, day_start, market)
    prof = d.prof
    # noise
    s_heartbeats(d)
    s_cron(d)
    s_volsurf(d)
    s_pnl(d)
    s_risk_report(d)
    s_expiry_report(d)
    s_ops(d)
    s_bulk_spam(d)
    # backdrop
    s_handover(d)
    s_book_summary(d)
    s_chatter(d)
    s_voice_noise(d)
    s_rfq_noise(d)
    s_people_near(d)
    s_quant_near(d)
    s_runs(d)
    s_colour(d)
    s_meeting_notes(d)
    s_client_asks(d)
    s_digest(d)
    if d.r.random() < 0.6:
        s_em_note(d)
    news = s_news(d)
    # hard chains
    pairs = prof["g10"][:2] + prof["emp"][:1]
    d.r.shuffle(pairs)
    styles = ["prose", "tagged", "shorthand", "reply"]
    fstyles = ["block", "voxline", "tagged", "shorthand"]
    d.r.shuffle(styles)
    d.r.shuffle(fstyles)
    nchains = 3 if d.r.random() < 0.15 else 2
    slots = sorted(d.r.sample([7.6, 8.6, 9.6, 10.6, 13.2, 14.2, 15.2], nchains + 2))
    for i in range(nchains):
        p = pairs[i % len(pairs)]
        kinds = ["rr", "atm", "fly"] if not PAIRS[p]["em"] else ["call", "atm", "rr"]
        kind = d.r.choice(kinds)
        tenor = d.r.choice(["1m", "1m", "2m", "3m"])
        buy = d.r.random() < 0.6
        s_chain(d, p, tenor, kind, buy, styles[i], fstyles[i], d.win(slots[i], slots[i] + 0.8))
    s_autohedger(d)
    s_rfq_won(d)
    s_risk(d)
    s_stop(d)
    s_route(d, news)
    s_thesis(d)
    s_quant(d)
    s_eod(d)
    s_deleted(d)
    # optional hard scenes, in random order, until the day's budget is used
    budget = d.r.randrange(31, 42)
    optional = [
        lambda: s_capped(d, d.win(slots[nchains], slots[nchains] + 0.8)),
        lambda: s_rejected(d, d.r.choice(prof["emp"] + prof["g10"]), d.win(slots[nchains + 1], slots[nchains + 1] + 0.8)),
        lambda: s_options_barrier(d),
        lambda: s_voice_cancel(d),
        lambda: s_deleted_prop(d),
        lambda: s_forget_prop(d),
        lambda: s_news_route(d, news),
    ]
    d.r.shuffle(optional)
    for fn in optional:
        if sum(1 for m in d.msgs if m.hard) + 2 > budget:
            break
        fn()
    # a few floating acks on fills / confirmations / approvals
    ackable = [m for m in d.msgs if m.hard and m.thread is None and m.delete_at is None and m.forget_at is None
               and m.hard[0] in ("trade_fill", "trade_confirmation", "trade_approval")]
    for _ in range(d.r.randrange(4, 8)):
        ack(d, d.r.choice(ackable))
    d.renumber()
    return d


# --------------------------------------------------------------------------- assembly

IDIOM_PRIORITY = [
    "our 'mine N at X … done, ref' buried in a voice transcript",
    "voice transcript block with only other banks' runs and trades",
    "other bank's trade on the voice line ('not us')",
    "head of desk terse reply approval 'yep do it'",
    "head of desk one-word rejection 'pass'",
    "approval with a vega cap 'max 25 vega'",
    "k-suffixed vega in shorthand proposal 'b 40k vega usdjpy 3m atm strd'",
    "trade proposal buried mid-way through a quant surface note",
    "view change buried mid-way through a quant surface note",
    "auto-hedger JSON fill",
    "RFQ result=WON key=value line (we sold to client)",
    "RFQ result for another desk of the bank",
    "risk engine resizes an order",
    "stop on spot hedge moved twice by editing the same message",
    "central-bank headline on a pair the desk is long vol in",
    "headline on a pair the desk neither holds nor watches",
    "routing decision buried in the Asia handover note",
    "head of desk 'no action' reply to a headline",
    "paper trade in the sim book",
    "trader flips a vol view ('Flipping on … Bearish … vol')",
    "booking bot embed-only 'Trade booked' card",
    "risk bot 'all limits ok' heartbeat",
]

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_msgs: list[tuple[M, str]] = []
    for di in range(days):
        day_end = end - timedelta(days=days - 1 - di)
        day_start = day_end - timedelta(days=1)
        mk = Market(seed, day_start.date().isoformat())
        for ci in range(channels):
            name, cid = _channel(ci)
            d = build_day(seed, ci, day_start, mk)
            for m in d.msgs:
                m.ch = cid
                all_msgs.append((m, cid))

    # assign snowflakes: ordered by time, seq within the same ms
    for i, (m, _) in enumerate(all_msgs):
        m.order = i
    all_msgs.sort(key=lambda x: (x[0].t, x[0].order))
    per_ms = Counter()
    chan_worker = {}
    for m, cid in all_msgs:
        w = chan_worker.setdefault(cid, 1 + (len(chan_worker) % 31))
        seq = per_ms[m.t]
        per_ms[m.t] += 1
        m.id = str(((m.t - DISCORD_EPOCH) << 22) | (w << 17) | (seq & 0x1FFFF))

    def chan_of(m: M):
        if m.thread is not None:
            return m.thread.id, m.ch
        return m.ch, None

    ev = []  # (t, order, dict)
    k = 0
    for m, cid in all_msgs:
        ch, parent = chan_of(m)
        msg = {"id": m.id, "author_id": PEOPLE[m.who][0], "author_name": PEOPLE[m.who][1], "author_bot": PEOPLE[m.who][2],
               "created_at": _iso(m.t), "content": m.content,
               "attachments": m.attachments or [], "embeds": m.embeds or [],
               "reference_id": m.reply.id if m.reply is not None else None}
        if m.pins:
            msg["pinned"] = False
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if parent:
            line["parent_channel_id"] = parent
        line["message"] = msg
        ev.append((m.t, k, line)); k += 1
        for (t, c) in m.edits:
            ev.append((t, k, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                              "edited_at": _iso(t), "content": c})); k += 1
        for (t, who, op) in m.pins:
            ev.append((t, k, {"op": op, "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                              "by": PEOPLE[who][0], "at": _iso(t)})); k += 1
        for (t, emo, who, op) in m.reactions:
            ev.append((t, k, {"op": "reaction_" + op, "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                              "emoji": emo, "user_id": PEOPLE[who][0], "at": _iso(t)})); k += 1
        if m.delete_at is not None and m.bulk is None:
            ev.append((m.delete_at, k, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                        "deleted_at": _iso(m.delete_at)})); k += 1
        if m.forget_at is not None:
            t, who = m.forget_at
            ev.append((t, k, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                              "requested_by": PEOPLE[who][0], "at": _iso(t)})); k += 1
    # bulk deletes grouped by (channel, time)
    bulks = defaultdict(list)
    for m, cid in all_msgs:
        if m.bulk is not None:
            bulks[(chan_of(m)[0], m.delete_at)].append(m.id)
    for (ch, t), ids in sorted(bulks.items(), key=lambda x: x[0][1]):
        ev.append((t, k, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch, "message_ids": ids,
                          "deleted_at": _iso(t)})); k += 1
    ev.sort(key=lambda x: (x[0], x[1]))
    events = [e for _, _, e in ev]

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    idiom_first = {}
    for m, cid in all_msgs:
        ch, _ = chan_of(m)
        if m.hard:
            et, facts, phr = m.hard
            state = "live"
            if m.forget_at is not None:
                state = "forgotten"
            elif m.delete_at is not None:
                state = "deleted"
            elif m.edits:
                state = "edited"
            hard.append({"channel_id": ch, "message_id": m.id, "event_type": et, "facts": list(facts),
                         "phrasing": phr, "final_state": state})
        for old in m.superseded:
            sup.append([ch, m.id, old])
        if m.snippet and (m.delete_at is not None or m.forget_at is not None):
            removed.append(m.snippet)
        if m.cls == "noise":
            noise.append(m.id)
        elif m.cls == "near":
            near.append(m.id)
        if m.idiom and m.idiom[0] not in idiom_first and m.delete_at is None and m.forget_at is None:
            idiom_first[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]}
    for name in IDIOM_PRIORITY + sorted(idiom_first):
        if len(idioms) >= 20:
            break
        if name in idiom_first and all(r["idiom"] != name for r in idioms):
            idioms.append(idiom_first[name])
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- check

def _text_of(msg_state):
    parts = [msg_state["content"] or ""]
    for e in msg_state.get("embeds") or []:
        for key in ("title", "description", "author", "footer", "url"):
            v = e.get(key)
            if isinstance(v, dict):
                v = v.get("text") or v.get("name")
            if v:
                parts.append(str(v))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def check(events, labels, quiet=False) -> bool:
    ok = True
    msgs = {}
    parent_of = {}
    last_t = None
    for i, e in enumerate(events):
        for f in ("op", "guild_id", "channel_id"):
            assert f in e, (i, e)
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
            if abs(_ms(ca) - ms) > 0:
                print("snowflake/created_at mismatch", m["id"]); ok = False
            if last_t is not None and ms < last_t:
                print("creates out of order", m["id"]); ok = False
            last_t = ms
            if m["id"] in msgs:
                print("duplicate id", m["id"]); ok = False
            msgs[m["id"]] = {"content": m["content"], "embeds": m["embeds"], "ch": e["channel_id"], "t": ms,
                             "bytes": len(m["content"].encode()) + len(json.dumps(m["embeds"], ensure_ascii=False).encode()) * (1 if m["embeds"] else 0),
                             "cbytes": len(m["content"].encode()), "etext": len(_text_of({"content": "", "embeds": m["embeds"]}).encode())}
            parent_of[e["channel_id"]] = e.get("parent_channel_id") or e["channel_id"]
        elif e["op"] == "edit":
            msgs[e["message_id"]]["content"] = e["content"]
    # time order of all events
    def ev_t(e):
        for k in ("created_at", "edited_at", "deleted_at", "at"):
            if k in e:
                return e[k]
            if e["op"] == "create":
                return e["message"]["created_at"]
        return None
    ts = [ev_t(e) for e in events]
    if ts != sorted(ts):
        print("events not time-ordered"); ok = False
    # ids increasing with creation time
    ids = [int(e["message"]["id"]) for e in events if e["op"] == "create"]
    if ids != sorted(ids):
        print("ids not increasing with time"); ok = False
    lab_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        lab_ids.add(mid)
        if mid not in msgs:
            print("label id missing", mid); ok = False; continue
        if msgs[mid]["ch"] != h["channel_id"]:
            print("label channel mismatch", mid); ok = False
        txt = _text_of(msgs[mid])
        if not (2 <= len(h["facts"]) <= 5):
            print("fact count", mid, h["facts"]); ok = False
        for f in h["facts"]:
            if f not in txt:
                print("fact not in text", mid, repr(f), "\n   ", txt[:300]); ok = False
    for ch_, mid, old in labels["superseded_facts"]:
        if mid not in msgs:
            print("superseded id missing", mid); ok = False
        elif old in _text_of(msgs[mid]):
            print("superseded level still in final text", mid, old); ok = False
    removed_ids = {e["message_id"] for e in events if e["op"] in ("delete", "forget")}
    removed_ids |= {x for e in events if e["op"] == "bulk_delete" for x in e["message_ids"]}
    for snip in labels["removed_texts"]:
        if not any(snip in _text_of(msgs[x]) for x in removed_ids):
            print("removed text not found in a removed message", snip); ok = False
        for mid, m in msgs.items():
            if mid not in removed_ids and snip in _text_of(m):
                print("removed text visible in live message", mid, snip); ok = False
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in msgs:
                print(lst, "id missing", mid); ok = False
            if mid in lab_ids:
                print(lst, "overlaps hard", mid); ok = False
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            print("idiom id missing", row); ok = False
    if not (10 <= len(labels["idioms"]) <= 20):
        print("idiom rows", len(labels["idioms"])); ok = False
    # per channel-day stats (threads folded into their parent)
    noise = set(labels["noise_message_ids"]); near = set(labels["near_miss_ids"])
    hard_by = defaultdict(Counter)
    for h in labels["hard_events"]:
        m = msgs[h["message_id"]]
        key = (parent_of[m["ch"]], datetime.fromtimestamp(m["t"] / 1000, UTC).date().isoformat())
        hard_by[key][h["event_type"]] += 1
    groups = defaultdict(list)
    for mid, m in msgs.items():
        groups[(parent_of[m["ch"]], datetime.fromtimestamp(m["t"] / 1000, UTC).date().isoformat())].append(mid)
    tot = Counter()
    for key in sorted(groups):
        g = groups[key]
        n = len(g)
        kb = sum(msgs[x]["cbytes"] + msgs[x]["etext"] for x in g) / 1000
        ckb = sum(msgs[x]["cbytes"] for x in g) / 1000
        nz = sum(1 for x in g if x in noise)
        nh = sum(hard_by[key].values())
        nn = sum(1 for x in g if x in near)
        flag = ""
        if not (180 <= n <= 320) or not (70 <= kb <= 120) or not (0.25 <= nz / n <= 0.40) or not (25 <= nh <= 45):
            flag = "  <-- OUT OF RANGE"; ok = False
        if not quiet:
            print(f"{key[0]} {key[1]}: msgs={n} KB={kb:.1f} (content {ckb:.1f}) hard={nh} noise={nz / n:.0%} near={nn}{flag}")
        tot.update(hard_by[key])
    if not quiet:
        print("hard events by type:", dict(sorted(tot.items())))
        print("phrasings:", dict(Counter(h["phrasing"] for h in labels["hard_events"])))
        print("final states:", dict(Counter(h["final_state"] for h in labels["hard_events"])))
        print("ops:", dict(Counter(e["op"] for e in events)))
        print(f"idioms={len(labels['idioms'])} superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
        print("CHECK", "OK" if ok else "FAILED")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    ap.add_argument("--check", action="store_true", help="reload the written files and verify them")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            evs = [json.loads(x) for x in f]
        with open(a.labels, encoding="utf-8") as f:
            lab = json.load(f)
        return 0 if check(evs, lab) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
