#!/usr/bin/env python3
"""Credit-index desk (London + New York): CDX IG/HY, iTraxx Main/Crossover,
index options, single-name CDS and bond-CDS basis.

Seeded, standard-library-only generator of a busy Discord channel capture plus
ground-truth labels. Deterministic for a given seed; never iterates over sets of
strings and never calls hash(), so PYTHONHASHSEED does not matter.

    python -m tests.desks.cdx_itraxx_index_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "cdx_itraxx_index_desk"
DISCORD_EPOCH_MS = 1420070400000
GUILD_ID = "1322917408355146762"
CHANNEL_IDS = [
    "1322918846027731004",
    "1322919132590966815",
    "1322919570463592508",
    "1322920219847310357",
]
DEFAULT_END = datetime(2026, 12, 8, 0, 0, 0, tzinfo=timezone.utc)

# name -> (author id, is_bot)
PEOPLE = {
    "Tom Aldridge": ("1187421950337159217", False),      # desk head, London; approves, pins, moderates
    "Dana Whitfield": ("1183760021458813029", False),    # NY head; approves
    "Rob Fenwick": ("1190275813664428093", False),       # XO / Main trader, ex-sell-side
    "Nadia Khoury": ("1192840377109921882", False),      # single names + basis
    "Marcus Bell": ("1201558946072109120", False),       # CDX HY, NY
    "Jen Okafor": ("1204419028815773746", False),        # CDX IG + index options, NY
    "Sofia Lind": ("1196633847720345619", False),        # risk manager
    "ib-relay": ("1248710395522736198", True),           # Bloomberg IB chat relay
    "capture-bot": ("1250391184407093299", True),        # SEF / MarkitWire
    "risk-engine": ("1251002763389521940", True),
    "credit-events": ("1253847220619407441", True),
    "idx-exec-agent": ("1260038471195734026", True),
    "credit-research-agent": ("1260041388127652893", True),
    "desk-triage": ("1260044902736917514", True),
    "newsfeed": ("1255512093384722457", True),
    "flow-relay": ("1256673390104618006", True),
    "pnl-bot": ("1249988213070954567", True),
    "deploy-bot": ("1247700125533308940", True),
    "desk-heartbeat": ("1247701998321917972", True),
    "px-alerts": ("1252230640978823219", True),
}
TRADERS = ["Rob Fenwick", "Nadia Khoury", "Marcus Bell", "Jen Okafor", "Tom Aldridge", "Dana Whitfield"]
LDN_TRADERS = ["Rob Fenwick", "Nadia Khoury", "Tom Aldridge"]
NY_TRADERS = ["Marcus Bell", "Jen Okafor", "Dana Whitfield"]

# activity weight per UTC hour (London open 07:00, NY open 14:30 UTC in December)
HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 8, 10, 9, 8, 7, 8, 10, 11, 10, 8, 6, 5, 4, 4, 3, 2, 1]
DEALERS = ["JPM", "GS", "BNPP", "BARC", "MS", "CITI", "DB", "SG", "BofA", "UBS", "HSBC"]


def q(x: float) -> str:
    """Format a level the way a trader types it: 306.5, 52.25, 312."""
    s = f"{x:.3f}".rstrip("0").rstrip(".")
    return s


def ms_to_iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def hhmm(t: float) -> str:
    t = int(t)
    return f"{t // 3600:02d}:{(t % 3600) // 60:02d}"


class Day:
    """One channel-day under construction. Times are seconds from day start."""

    def __init__(self, rng: random.Random, ci: int, di: int):
        self.rng = rng
        self.ci = ci
        self.di = di
        self.msgs: list[dict] = []
        self.n = 0

    # ---- primitives -------------------------------------------------------
    def add(self, t, who, content="", *, reply=None, thread=None, embeds=None,
            attachments=None, kind="chat", hard=None, near=False, idiom=None,
            decision=None):
        t = max(1.0, min(float(t), 86390.0))
        m = {
            "k": self.n, "t": t, "who": who, "content": content, "reply": reply,
            "thread": thread, "embeds": embeds or [], "attachments": attachments or [],
            "kind": kind, "hard": hard, "near": near, "idiom": idiom,
            "edits": [], "delete": None, "forget": None, "pins": [], "reacts": [], "unpins": [], "unreacts": [],
            "decision": decision, "superseded": [], "removed": None, "bulk": None,
        }
        self.n += 1
        self.msgs.append(m)
        return m

    def H(self, t, who, content="", etype="", facts=(), phrasing="untagged", **kw):
        return self.add(t, who, content, hard={"type": etype, "facts": list(facts), "phrasing": phrasing}, **kw)

    def N(self, t, who, content="", **kw):
        return self.add(t, who, content, kind="noise", **kw)

    def NM(self, t, who, content="", **kw):
        return self.add(t, who, content, near=True, **kw)

    def slot(self, lo_h: float, hi_h: float) -> float:
        return self.rng.uniform(lo_h * 3600, hi_h * 3600)

    def curve_time(self, lo_h=0, hi_h=24) -> float:
        hrs = list(range(lo_h, hi_h))
        w = [HOUR_WEIGHTS[h] for h in hrs]
        h = self.rng.choices(hrs, weights=w, k=1)[0]
        return h * 3600 + self.rng.uniform(0, 3599)

    def mins(self, a, b) -> float:
        return self.rng.uniform(a * 60, b * 60)


# ---------------------------------------------------------------------------
# text builders
# ---------------------------------------------------------------------------

def levels(rng: random.Random) -> dict:
    xo = round(rng.uniform(292, 328) * 2) / 2
    main = round(rng.uniform(54.5, 61.5) * 4) / 4
    ig = round(rng.uniform(49.5, 56.0) * 4) / 4
    hy = round(rng.uniform(105.4, 107.1) * 8) / 8
    return {
        "xo": xo, "main": main, "ig": ig, "hy": hy,
        "hyspd": int(round(rng.uniform(300, 345))),
        "snr": round((main * rng.uniform(1.05, 1.12)) * 4) / 4,
        "sub": round((main * rng.uniform(1.9, 2.05)) * 4) / 4,
        "em": round(rng.uniform(96.8, 98.2) * 8) / 8,
        "xochg": rng.choice(["+2", "+3.5", "-1.5", "+4", "-3", "+1"]),
        "mainchg": rng.choice(["+0.5", "-0.25", "+0.75", "unch", "-0.5"]),
        "igchg": rng.choice(["+0.5", "-0.25", "+0.75", "unch", "+1"]),
        "hychg": rng.choice(["-0.10", "+0.05", "-0.18", "-0.06", "+0.12"]),
    }


def dealer_index_run(rng, lv, dealer, t):
    m, x, ig, hy = lv["main"], lv["xo"], lv["ig"], lv["hy"]
    rows = [
        ("ITRX MAIN S46 3Y", m - 17.25, 0.5, "bp"), ("ITRX MAIN S46 5Y", m, 0.25, "bp"),
        ("ITRX MAIN S46 7Y", m + 12.5, 0.5, "bp"), ("ITRX MAIN S46 10Y", m + 26.75, 0.75, "bp"),
        ("ITRX MAIN S45 5Y", m - 4.75, 0.5, "bp"),
        ("ITRX XOVER S46 3Y", x - 95, 3.0, "bp"), ("ITRX XOVER S46 5Y", x, 1.5, "bp"),
        ("ITRX XOVER S46 7Y", x + 28, 3.0, "bp"), ("ITRX XOVER S46 10Y", x + 51, 4.0, "bp"),
        ("ITRX XOVER S45 5Y", x - 14.5, 2.0, "bp"),
        ("ITRX SNRFIN S46 5Y", lv["snr"], 0.5, "bp"), ("ITRX SNRFIN S46 10Y", lv["snr"] + 24, 1.0, "bp"),
        ("ITRX SUBFIN S46 5Y", lv["sub"], 2.0, "bp"),
        ("CDX IG 47 3Y", ig - 16.5, 0.5, "bp"), ("CDX IG 47 5Y", ig, 0.25, "bp"),
        ("CDX IG 47 7Y", ig + 17.75, 0.5, "bp"), ("CDX IG 47 10Y", ig + 30.25, 0.75, "bp"),
        ("CDX IG 46 5Y", ig - 3.75, 0.5, "bp"),
        ("CDX HY 47 3Y", hy + 2.1, 0.25, "px"), ("CDX HY 47 5Y", hy, 0.125, "px"),
        ("CDX HY 46 5Y", hy + 0.6, 0.25, "px"), ("CDX EM 46 5Y", lv["em"], 0.25, "px"),
    ]
    keep = [r for r in rows if rng.random() < 0.85]
    lines = [f"[IB:{dealer} CREDIT] {dealer} index runs {hhmm(t)} — indicative, size in mm, refresh before trading",
             f"{'index':<22}{'bid':>9}   {'offer':<9} {'size':>7}  {'chg':>6}     {'last':>8}  {'day lo-hi':<15} {'RED':<10}"]
    for name, mid, w, unit in keep:
        adj = rng.choice([-1, 0, 0, 1]) * (w / 2)
        bid = mid + adj - w / 2
        ask = mid + adj + w / 2
        sz = rng.choice(["25x25", "50x50", "25x50", "50x25", "100x100", "10x10"])
        chg = rng.choice(["unch", f"+{q(w / 2)}", f"-{q(w / 2)}", f"+{q(w)}", f"-{q(w)}"])
        last = mid + rng.choice([-1, 0, 1]) * w / 4
        lo, hi = mid - w * rng.uniform(1, 3), mid + w * rng.uniform(1, 3)
        red = "2I65" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(5))
        lines.append(f"{name:<22}{bid:>9.3f} / {ask:<9.3f} {sz:>7}  {chg:>6} {unit}  {last:>8.3f}  {lo:>7.2f}-{hi:<7.2f} {red}")
    extra = [
        f"rolls: IG 46/47 {q(3.5 + rng.choice([0, 0.25]))}/{q(3.75 + rng.choice([0, 0.25]))}  MAIN 45/46 {q(4.5 + rng.choice([0, 0.25]))}/{q(5.0 + rng.choice([0, 0.25]))}  XO 45/46 {q(14 + rng.choice([0, 0.5]))}/{q(15 + rng.choice([0, 0.5]))}",
        f"ratios: XO/MAIN {x / m:.2f}x   HY/IG {lv['hyspd'] / ig:.2f}x   SUB/SNR {lv['sub'] / lv['snr']:.2f}x",
        f"curves: MAIN 5s10s {q(26.75 + rng.choice([-0.25, 0, 0.25]))}  XO 5s10s {51 + rng.randint(-2, 2)}  IG 5s10s {q(30.25 + rng.choice([-0.25, 0, 0.25]))}",
        f"axes: {rng.choice(['pay', 'rcv'])} XO 10y, {rng.choice(['pay', 'rcv'])} IG 7y, {rng.choice(['buy', 'sell'])} HY 46 px, {rng.choice(['pay', 'rcv'])} SNRFIN 5y",
        "tranches on request (MAIN 3-6/6-12, XO 0-10/10-20), SNRFIN/SUBFIN in 10s only",
        "pls call for size > 100mm IG equiv; all levels subject to credit and sales-trader discretion",
        f"basis to intrinsic: MAIN {rng.uniform(-1, 0.5):+.2f}  XO {rng.uniform(-8, 2):+.1f}  IG {rng.uniform(-1, 0.5):+.2f}  HY {rng.uniform(-0.3, 0.1):+.2f}px",
    ]
    rng.shuffle(extra)
    lines.extend(extra[: rng.randint(3, 6)])
    lines.append(f"— relayed from IB room CR-{dealer}-IDX · {rng.randint(3, 40)} msgs suppressed · not an offer to trade")
    return "\n".join(lines)


SN_NAMES = [
    ("TESCO", 78), ("BOEING", 112), ("FORD MOTOR CREDIT", 182), ("TELECOM ITALIA", 214),
    ("CARNIVAL", 236), ("ROLLS-ROYCE", 71), ("GRIFOLS", 498), ("VOLKSWAGEN", 92),
    ("STELLANTIS", 104), ("BAYER", 118), ("RENAULT", 166), ("VODAFONE", 67),
    ("ORACLE", 88), ("AT&T", 84), ("NORDSTROM", 296), ("MACY'S", 260),
    ("LUFTHANSA", 138), ("AIR FRANCE-KLM", 244), ("THYSSENKRUPP", 331), ("ZF FRIEDRICHSHAFEN", 402),
]


def dealer_sn_run(rng, dealer, t):
    names = list(SN_NAMES)
    rng.shuffle(names)
    lines = [f"[IB:{dealer} SN] {dealer} single-name CDS runs {hhmm(t)} (bps, 5mm/10mm)",
             f"{'name':<22}{'3Y':^17}{'5Y':^17}{'7Y':^17} doc"]
    for nm, base in names[: rng.randint(11, 16)]:
        mid = base * rng.uniform(0.94, 1.06)
        w = 3 if base < 150 else 6 if base < 300 else 12
        cells = ""
        for f_ in (0.62, 1.0, 1.21):
            mm = mid * f_
            cells += f"{mm - w / 2:>7.1f}/{mm + w / 2:<7.1f}  "
        lines.append(f"{nm:<22}{cells}{rng.choice(['MR14', 'MMR14', 'XR14', 'CR14'])}")
    lines.append(rng.choice([
        "curves on request. BOEING 3s5s flat-ish, TI upfront runs in separate chat",
        "axed: sell prot in autos, buy prot in retail",
        "all runs subject to credit, refresh before trading",
    ]))
    lines.append(f"— relayed from IB room CR-{dealer}-SN")
    return "\n".join(lines)


def _opt_px(rng, ref, k, tv, scale, payer=True, width=None):
    intr = max(0.0, (ref - k) if payer else (k - ref)) * scale
    mid = intr + tv * 2.718281828 ** (-abs(k - ref) / (width or ref * 0.12)) * rng.uniform(0.9, 1.1)
    w = max(1, round(mid * 0.06))
    lo = max(0, round(mid - w / 2))
    return f"{lo}/{lo + w}"


def dealer_vol_run(rng, lv, dealer, t):
    xo, main, ig, hy = lv["xo"], lv["main"], lv["ig"], lv["hy"]
    lines = [f"[IB:{dealer} VOL] index options {hhmm(t)} — ref XO {q(xo)} / MAIN {q(main)} / IG {q(ig)} / HY {hy:.2f}",
             "payers (P) / receivers (R) in cents upfront, HY puts (p) in price cents; vol = Black on spread / price"]
    for exp in ["Dec26", "Jan27", "Feb27", "Mar27"]:
        ks = [int(round(xo / 25.0)) * 25 + d for d in (-50, -25, 0, 25, 50, 75)]
        tv = {"Dec26": 22, "Jan27": 38, "Feb27": 50, "Mar27": 60}[exp]
        cells = "  ".join(f"{k}P {_opt_px(rng, xo, k, tv, 4.1)}" for k in ks)
        lines.append(f"XO   {exp}  {cells}  atm {rng.uniform(38, 52):.1f}")
    for exp in ["Dec26", "Jan27", "Feb27", "Mar27"]:
        ks = [int(round(main / 2.5)) * 2.5 + d for d in (-5, -2.5, 0, 2.5, 5, 7.5)]
        tv = {"Dec26": 5, "Jan27": 9, "Feb27": 12, "Mar27": 14}[exp]
        cells = "  ".join(f"{q(k)}P {_opt_px(rng, main, k, tv, 4.6)}" for k in ks)
        lines.append(f"MAIN {exp}  {cells}  atm {rng.uniform(40, 55):.1f}")
    for exp in ["Jan27", "Feb27", "Mar27"]:
        ks = [int(round(ig / 2.5)) * 2.5 + d for d in (-5, -2.5, 0, 2.5, 5, 7.5)]
        tv = {"Jan27": 9, "Feb27": 12, "Mar27": 14}[exp]
        cells = "  ".join(f"{q(k)}{'R' if k < ig else 'P'} {_opt_px(rng, ig, k, tv, 4.6, payer=(k >= ig))}" for k in ks)
        lines.append(f"IG   {exp}  {cells}  atm {rng.uniform(40, 52):.1f}")
    for exp in ["Jan27", "Mar27"]:
        ks = [round(hy) - 3 + i for i in range(5)]
        tv = {"Jan27": 45, "Mar27": 80}[exp]
        cells = "  ".join(f"{k}p {_opt_px(rng, hy, k, tv, 100, payer=False, width=1.5)}" for k in ks)
        lines.append(f"HY   {exp}  {cells}  atm {rng.uniform(26, 34):.1f}")
    lines.append(rng.choice(["skew bid, wings offered", "straddles indic only", "delta exch vs ref, min 25mm"]))
    lines.append(f"— relayed from IB room CR-{dealer}-VOL · indicative, not an offer")
    return "\n".join(lines)


def risk_heartbeat(rng, t):
    d = {
        "src": "risk-engine", "type": "heartbeat", "book": "CRD-IDX",
        "asof": hhmm(t) + "Z",
        "cs01_usd": {"used": rng.randint(120000, 240000), "limit": 300000},
        "jtd_usd": {"used": rng.randint(60000000, 140000000), "limit": 200000000},
        "vega_usd": {"used": rng.randint(40000, 95000), "limit": 150000},
        "single_name_jtd_max_usd": rng.randint(10, 22) * 1000000,
        "books": [
            {"book": b, "cs01_usd": rng.randint(-90000, 160000), "jtd_usd": rng.randint(-60, 140) * 1000000,
             "vega_usd": rng.randint(0, 60000), "var99_1d_usd": rng.randint(150000, 900000)}
            for b in ("CRD-IDX-LDN", "CRD-IDX-NY", "CRD-IDX-OPT", "CRD-SN-BASIS")
        ],
        "stale_marks": 0, "engine": "risk-engine 3.8", "latency_ms": rng.randint(40, 400),
        "status": "ALL_LIMITS_OK",
    }
    return json.dumps(d, separators=(",", ":"))


FILLER = [
    # (who or None, text) -- desk chatter, colour, logistics; never a decision
    ("LDN", "morning. XO {xochg} on the open, Main {mainchg}. asia was dead, nothing in the tape", 7.0, 7.6),
    ("LDN", "BNP showing XO {xo} mid in 25, feels sticky up here"),
    ("LDN", "real money paying Main in the belly again, 3s5s steepening"),
    ("LDN", "SNRFIN/Main ratio back near 1.08x, lowest since the summer"),
    ("LDN", "who has the roll calc for Main 45/46? mine says 4.75 but CDSW disagrees by a quarter"),
    ("LDN", "XO skew bid again, 25d payers ~1.2 vol over receivers"),
    ("LDN", "street lifting XO payers all morning, vol up a point since 8"),
    ("LDN", "Main 10y is where the action is, 5s10s flattest since Feb"),
    ("LDN", "ECB speakers at 11, then nothing till the US data", 7.5, 10.5),
    ("ANY", "anyone else's BBG keyboard dead? IT says 'restart'. genius"),
    ("ANY", "BofA's run is 2 ticks wide of everyone else, ignore it"),
    ("LDN", "SG quoting XO 1-1.5 wider than BNP, funny old world"),
    ("LDN", "Bunds selling off and Main doesn't care, tells you how short the street is risk"),
    ("LDN", "Main trading inside {main} for the first time in a couple of weeks"),
    ("ANY", "Dec IMM coupon is the 21st this year (20th is a Sunday), watch the accrual on anything booked around it"),
    ("LDN", "XO 46/45 roll at 14.5, was 13 last week. nobody wants the off-the-run"),
    ("LDN", "SUBFIN lagging badly, {sub} mid. AT1 supply pipeline is the excuse du jour"),
    ("LDN", "ex-ante I'd have said XO beta to equities is 4x, realised this month closer to 2.5"),
    ("LDN", "Barclays just sent their 2027 outlook, 74 pages, TL;DR spreads range-bound"),
    ("LDN", "the Dutch pension guys are back, you can tell when Main 10y gets hit every 20 mins"),
    ("LDN", "lunch is the place downstairs again. don't ask", 11.6, 12.6),
    ("LDN", "XO basis to theoretical about -6, the index is cheap vs the names for once"),
    ("LDN", "interesting: DB and JPM both axed the same way in XO 10y, that never happens"),
    ("LDN", "iTraxx Main vol 46.5 on the Jan expiry, realised 38. carry is fine for sellers"),
    ("LDN", "Main {main} / XO {xo}, ratio {ratio}x. decompressing slowly"),
    ("LDN", "broker screens 0.25 wide in Main all morning, tightest in ages"),
    ("NY", "gm from NY. what did I miss", 11.8, 12.2),
    ("NY", "IG opened {igchg}, HY {hychg} in price. spoos flat", 14.55, 15.0),
    ("NY", "HY/IG ratio around {hyig}x"),
    ("NY", "IG 10s bid. someone big in the long end again"),
    ("NY", "MS axed to buy IG protection, GS the other way. comedy"),
    ("NY", "jobless claims in 10", 13.2, 13.33),
    ("NY", "HY 47 basis to intrinsic about -15c, index rich to the names"),
    ("NY", "HY options skew is silly, 105 strike puts 2+ vol over ATM"),
    ("NY", "DTCC data shows heavy IG notional in 7y yesterday, pensions?"),
    ("NY", "who's got JPM's HY single-name runs, can't find the chat"),
    ("NY", "IG 46/47 roll widening into Friday"),
    ("NY", "CDX HY {hy} mid, spread equiv ~{hyspd}"),
    ("NY", "new issue calendar: 6 IG deals today, 2 HY. hedging flows should pick up after pricing", 12.8, 15.0),
    ("NY", "HY 47 defaults priced in: ~2.4% annualised at these levels per the model"),
    ("NY", "IG {ig} mid. tightest in the range since October"),
    ("NY", "anyone else see the ETF creations in HYG? 400mm yesterday"),
    ("NY", "CDX HY vol 31, IG vol 44. feels like IG vol is the cheaper hedge again"),
    ("NY", "fed speakers all afternoon, market ignoring them"),
    ("NY", "flow desk says hedge funds covering HY shorts into year end, classic"),
    ("NY", "we're quiet here, street's quiet, holidays coming"),
    ("NY", "OTR/OFR spread in IG 47 vs 46 at {roll}bp"),
    ("NY", "HY index arb: 3 names trading 30+ pts off the rest, skews the intrinsic"),
    ("ANY", "can someone fix the mark on SUBFIN 10y, it's been stale since yesterday"),
    ("ANY", "ops say the ICE Clear Credit EOD file is late again"),
    ("ANY", "the chart in the morning note has the axes swapped btw", 7.0, 9.0),
    ("ANY", "quiet. too quiet"),
    ("ANY", "phones dead, screens red-ish, just another December day"),
    ("LDN", "when I ran the flow book, December went like this every year: everyone pays XO the first week, vol gets bid, then the roll-down grind takes 10bp out by the 20th. not saying it repeats, just that the pattern is as old as the hills"),
    ("LDN", "the thing people forget about XO is how many of the names have basically no cash curve. you're trading a basket of CDS that half the street can't hedge, so when it gaps, it gaps"),
    ("NY", "ex-sell-side rant incoming: nobody on the buy side understands HY index intrinsic. the dealers make a living off the basis and still complain about balance sheet"),
    ("NY", "HY 47 has one name at 40 pts upfront and two in the 20s. any credit event there and the index drops ~0.4 pts on the day"),
    ("LDN", "Main 5y/10y curve flattening is the biggest thing nobody is talking about. the 10y receivers from the insurers are relentless"),
    ("ANY", "reminder: desk offsite is the 15th, RSVP to Tom's assistant"),
    ("ANY", "is the ISDA CDS def'ns 2014 vs 2003 thing still an issue on that old TI trade? ops asking"),
    ("ANY", "ops: all of yesterday's MarkitWire trades matched, no breaks"),
    ("LDN", "the Crossover has gone 5 sessions without a 5bp move, that's the longest since 2019"),
    ("NY", "IG skew flattened, 55 payers vs 50 receivers at parity vol now"),
    ("LDN", "dealer axes look like everyone wants to sell XO protection into the holidays"),
    ("NY", "CDX IG 5y trading {ig} with 500mm on the screen, biggest print of the morning"),
    ("LDN", "ratings agencies quiet this week, just the usual outlook noise"),
    ("LDN", "option expiry on the 17th, gamma's going to keep XO pinned near the big strikes"),
    ("NY", "cash-CDS basis in IG financials back to flat, was -12 in Oct"),
    ("ANY", "that Bloomberg chat relay is posting every run twice again"),
    ("LDN", "XO tranche correlation screen not updating, 0-10 equity at 42 pts upfront since 8am"),
    ("NY", "ok HY printing {hy} now, bit of a pop after the claims", 13.55, 14.4),
    ("LDN", "Main 1m realised vol 3.1bp/day. pretty sleepy"),
    ("ANY", "docs for the new SEF rules are on the drive, compliance wants a read receipt"),
    ("NY", "heard a macro fund bought 2bn IG protection via payers last week, explains the skew"),
    ("LDN", "XO upfront for the S46 5y is about {xoupf} pts on a 500 coupon"),
    ("ANY", "lol"),
    ("ANY", "fair"),
    ("ANY", "agreed"),
    ("NY", "HY index vs HYG: the CDS is outperforming cash by ~15c on the week"),
    ("LDN", "Main skew: 60 payers at 49 vol, 55 receivers 43. nothing to see"),
    ("LDN", "funny how everyone's suddenly a 'credit bear' when XO is 20 off the tights"),
    ("NY", "fed funds futures moved 3bp, IG didn't care, HY -5c"),
    ("ANY", "calendar: EU PMIs tomorrow 9am, Fed speakers all week"),
    ("LDN", "the corporate hybrid supply is all going into SNRFIN hedges, watch that ratio"),
    ("NY", "HY 46 trading {hy46} px, roll about 0.6 pts"),
    ("ANY", "if anyone needs the SIMM numbers for month-end, Sofia has them"),
    ("LDN", "XO 5y vs 3y at 95bp, steepest curve since June"),
    ("LDN", "the thing with the Main roll this year is the index committee dropping two of the autos. everyone's been pre-positioning in SNRFIN to hedge it, which is why the ratio looks so odd. by March it'll be a non-event, it always is, but the next six weeks are going to be noisy"),
    ("NY", "old habits: when I was on the HY index desk we used to mark the close off three runs and the intrinsic, then argue with the sales guys for an hour about whose run was stale. the relay bot basically does the first half of that job now and none of the arguing"),
    ("LDN", "someone asked me why XO options skew is so sticky. answer: the natural sellers of payers are the same real money accounts that are long cash, and they don't sell vol into year end, so the only supply is dealers flattening books. no supply, no flattening"),
    ("NY", "SEF volumes in CDX IG are 20% down on last year for the same week. the big clips are moving to RFQ-to-3 instead of the CLOB. if you want to see where the real flow is, watch the block prints in the SDR tape, not the screen"),
    ("LDN", "fun fact from the DTCC weekly: net notional in XO is the highest since 2022 and gross-to-net is still about 9x. lots of churn, not much conviction, which matches what the runs have been telling us all week"),
    ("NY", "the HY index has a skew problem nobody talks about: 3 names make up half the default-adjusted basis. if one of them restructures before the roll, the intrinsic moves more than the index and the arb desks blow out the basis for a day or two"),
    ("LDN", "ECB bank lending survey on the drive if anyone's interested. credit standards tightening at the margin for SMEs, nothing for the big corporates. not an XO story yet, maybe a SUBFIN story by spring"),
    ("ANY", "ops reminder: any trade not affirmed on MarkitWire by 17:00 LDN shows up on the breaks report and compliance starts emailing. please affirm your own trades before you go home, not tomorrow morning"),
    ("NY", "if you look at HY single-name CDS vs bonds for the retailers, CDS is 40-60bp tight of cash across the board. that's the CLO managers hedging with bonds they can't sell, classic year-end behaviour"),
    ("LDN", "the quarterly index ratings report came out: two XO names on negative watch, one positive, nothing in Main. the usual suspects. the market's priced most of it, judging by where their 5y trades"),
]


EXCHANGES = [
    ((9.5, 11.0), "coffee run, anyone?", "flat white pls, oat if they have it", "double espresso, ta"),
    ((12.0, 13.0), "whoever ordered the pizza, it's at reception", "+1 on the pizza"),
    ((16.0, 17.5), "who's on the late shift tonight?", "me till 9, Marcus covers after"),
    ((10.0, 16.0), "brb, risk committee", "^back. nothing exciting, they want the JTD report weekly now"),
]


def pick_who(rng, tag):
    if tag == "LDN":
        return rng.choice(LDN_TRADERS)
    if tag == "NY":
        return rng.choice(NY_TRADERS)
    return rng.choice(TRADERS)


def _movers(rng, names, k):
    rows = []
    for nm, base in rng.sample(names, k):
        lvl = base * rng.uniform(0.95, 1.05)
        chg = rng.choice([-1, 1]) * rng.uniform(0.5, 9)
        rows.append(f"| {nm.title()} | {lvl:.0f} | {chg:+.1f} | {rng.choice(['flows', 'supply', 'rating chatter', 'equity move', 'index arb', 'no news'])} |")
    return "\n".join(rows)


def morning_note(rng, lv, fmt, d):
    day = d.date.strftime("%a %d %b %Y")
    return (
        f"**Credit index morning note — {day}**\n\n"
        "| index | close | chg | 1m range | z-score |\n|---|---|---|---|---|\n"
        f"| iTraxx Main S46 5y | {fmt['main']} | {lv['mainchg']} | {q(lv['main'] - 3.5)}–{q(lv['main'] + 2.75)} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| iTraxx Main S46 10y | {q(lv['main'] + 26.75)} | {rng.choice(['+0.5', 'unch', '-0.25'])} | {q(lv['main'] + 23)}–{q(lv['main'] + 30)} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| iTraxx XO S46 5y | {fmt['xo']} | {lv['xochg']} | {q(lv['xo'] - 22)}–{q(lv['xo'] + 12)} | {rng.uniform(-1, 1.5):+.2f} |\n"
        f"| iTraxx SNRFIN S46 5y | {q(lv['snr'])} | {rng.choice(['+0.5', 'unch', '-0.25'])} | {q(lv['snr'] - 4)}–{q(lv['snr'] + 3)} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| iTraxx SUBFIN S46 5y | {fmt['sub']} | {rng.choice(['+1', 'unch', '-1.5'])} | {q(lv['sub'] - 9)}–{q(lv['sub'] + 6)} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| CDX IG S47 5y | {fmt['ig']} | {lv['igchg']} | {q(lv['ig'] - 3)}–{q(lv['ig'] + 2.5)} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| CDX HY S47 5y (px) | {fmt['hy']} | {lv['hychg']} | {lv['hy'] - 1.1:.2f}–{lv['hy'] + 0.6:.2f} | {rng.uniform(-1, 1):+.2f} |\n"
        f"| CDX EM S46 5y (px) | {lv['em']:.2f} | {rng.choice(['+0.05', 'unch', '-0.10'])} | {lv['em'] - 0.8:.2f}–{lv['em'] + 0.4:.2f} | {rng.uniform(-1, 1):+.2f} |\n\n"
        "**Overnight.** Asia credit flat, JGB curve bear-steepened, iTraxx Asia ex-Japan unchanged. No fallen-angel "
        "news, no new DC questions in EMEA. US close was firm: IG tighter into the cash close, HY index up in price "
        "as the ETF creations continued. Dealer positioning surveys still show the street net short XO protection "
        "into year end, while real money has been paying Main 10y against cash sales.\n\n"
        "**Single-name movers (5y, bp)**\n\n| name | mid | d/d | driver |\n|---|---|---|---|\n"
        + _movers(rng, SN_NAMES, 8) +
        "\n\n**Read.** The tape rewards patience. The last three times XO widened 15bp into December, half of it came "
        "back by the roll. Skew is bid (25d XO payers about +1.2 vol over receivers), which makes outright protection "
        "look better value than payers at the short end. Someone who wanted to hit the bid on receivers or lift payers "
        "here would be paying up for convexity that has not been realised since October. The HY/IG ratio sits at "
        f"{fmt['hyig']}x, mid-range; the compression trade has stalled rather than reversed. "
        "Nothing in this note is a recommendation to trade; levels are composites for reference.\n\n"
        "| calendar (UTC) | event |\n|---|---|\n| 09:00 | EZ PMIs (flash) |\n| 10:00 | ECB speakers |\n"
        "| 13:30 | US claims |\n| 15:00 | EMEA DC meeting |\n| 16:00 | iTraxx option expiry reminders |\n| 19:00 | Fed speakers |\n"
    )


def ny_open_brief(rng, lv, fmt):
    deals = ""
    for iss in rng.sample(["Oracle", "AT&T", "Ford Credit", "Comcast", "Pfizer", "Verizon", "Boeing Capital",
                           "Caterpillar Fin", "John Deere Capital", "Intel", "Amgen", "HCA"], 6):
        deals += f"| {iss} | {rng.choice(['3y', '5y', '7y', '10y', '30y'])} | {rng.choice([500, 750, 1000, 1250, 1500])}mm | T+{rng.randint(85, 180)} IPT |\n"
    return (
        "**NY open brief**\n\n"
        "| index | level | vs LDN open | note |\n|---|---|---|---|\n"
        f"| CDX IG S47 5y | {fmt['ig']} | {lv['igchg']} | roll 46/47 {fmt['roll']} |\n"
        f"| CDX HY S47 5y | {fmt['hy']} px | {lv['hychg']} | spread equiv ~{fmt['hyspd']} |\n"
        f"| CDX EM S46 5y | {lv['em']:.2f} px | {rng.choice(['+0.05', 'unch', '-0.10'])} | quiet |\n"
        f"| iTraxx XO S46 5y | {fmt['xo']} | {lv['xochg']} | London close in 2h |\n\n"
        "**IG new issue calendar (today)**\n\n| issuer | tenor | size | guidance |\n|---|---|---|---|\n"
        + deals +
        "\nHedging flow around pricing usually shows up in CDX IG 5y and 10y in the hour after books close. "
        "ETF: HYG +$310mm creations yesterday, LQD flat. HY single names: retail and autos wider, "
        "telecoms tighter on the tower-sale headlines. Options: IG Jan 55 payers trading 44 vol, HY Jan 104 puts "
        "at 31 vol. No desk action implied; for context only."
    )


def basis_monitor(rng):
    names = [("Ford Motor Credit 2029", 215, 183), ("Boeing 2030", 128, 112), ("Tesco 2031", 96, 78),
             ("Telecom Italia 2029", 238, 214), ("Carnival 2028", 248, 236), ("Rolls-Royce 2030", 88, 71),
             ("Grifols 2028", 582, 498), ("Volkswagen Intl 2030", 104, 92), ("Stellantis 2031", 118, 104),
             ("Bayer 2030", 131, 118), ("Renault 2029", 178, 166), ("Vodafone 2031", 79, 67)]
    rows = ""
    for nm, z, c in names:
        z2 = z + rng.randint(-6, 6)
        c2 = c + rng.randint(-4, 4)
        rows += f"| {nm} | Z+{z2} | {c2} | {c2 - z2:+d} | {rng.randint(-6, 6):+d} | {rng.choice(['GC', 'GC', 'GC', 'special -15', 'GC'])} |\n"
    return (
        "**Bond-CDS basis monitor (5y-matched, bp)**\n\n"
        "| bond | Z-spread | CDS | basis | 1w chg | repo |\n|---|---|---|---|---|---|\n" + rows +
        "\nMost negative bases cluster in autos and leisure, where cash supply has outrun CDS demand. "
        "Bases inside -60 are usually repo or liquidity stories rather than mispricing. "
        "Monitor only; positions are in the book report."
    )


def vol_surface(rng, lv):
    rows = ""
    for idx, base in (("XO", 44), ("Main", 47), ("IG", 45), ("HY (px vol)", 30)):
        for exp in ("Dec26", "Jan27", "Feb27", "Mar27"):
            atm = base + rng.uniform(-3, 3)
            rows += f"| {idx} | {exp} | {atm:.1f} | {rng.uniform(0.4, 2.2):+.1f} | {rng.uniform(-1.2, 0.2):+.1f} | {rng.uniform(-4, 6):+.1f} |\n"
    return (
        "**Index options vol surface (composite, 09:00 LDN)**\n\n"
        "| index | expiry | ATM vol | 25d payer - ATM | 25d rcvr - ATM | 1m implied - realised |\n|---|---|---|---|---|---|\n"
        + rows +
        "\nSkew remains payer-biased across the board; HY quoted in price vol. Surface fitted from " + str(rng.randint(6, 11)) +
        " dealer runs, outliers dropped. Reference only."
    )


def roll_monitor(rng, lv):
    adds = ["Brevik Shipping ASA", "Calder Foods plc", "Ostara Chemicals AG", "Lindqvist Paper AB", "Mereo Leisure SA",
            "Halden Telecom AS", "Pont-Neuf Retail SA", "Aurelia Autoparts SpA"]
    rng.shuffle(adds)
    rows = "".join(f"| {nm} | {rng.choice(['add (liquidity)', 'drop (rating)', 'drop (liquidity)', 'add (rating)'])} | {rng.randint(180, 620)} |\n"
                   for nm in adds[:6])
    return (
        "**Roll monitor — iTraxx XO S47 / CDX S48 (projected, Mar-27)**\n\n"
        "| name | projected change | 5y CDS |\n|---|---|---|\n" + rows +
        f"\nProjected roll: Main 46/47 ~{q(5 + rng.choice([0, 0.25, 0.5]))}bp, XO ~{rng.randint(14, 19)}bp, IG 47/48 ~{q(3.5 + rng.choice([0, 0.25]))}bp. "
        "Based on DTCC liquidity ranks and current ratings; the official preliminary lists come out in March."
    )


def london_close(rng, lv, fmt):
    return (
        "**London close**\n\n"
        "| index | close | day | week |\n|---|---|---|---|\n"
        f"| Main S46 5y | {fmt['main']} | {lv['mainchg']} | {rng.choice(['+1.25', '-0.75', '+0.5', '-1.5'])} |\n"
        f"| XO S46 5y | {fmt['xo']} | {lv['xochg']} | {rng.choice(['+6', '-4.5', '+2', '-8'])} |\n"
        f"| SNRFIN S46 5y | {q(lv['snr'])} | {rng.choice(['+0.5', 'unch', '-0.25'])} | {rng.choice(['+1', '-0.5'])} |\n"
        f"| SUBFIN S46 5y | {fmt['sub']} | {rng.choice(['+1', 'unch', '-1.5'])} | {rng.choice(['+2.5', '-3'])} |\n\n"
        "Volumes: Main ~€" + str(rng.randint(9, 18)) + "bn, XO ~€" + str(rng.randint(2, 5)) + "bn on SDR data. "
        "Options volume concentrated in Jan expiry XO payers and Main receivers; skew ended a touch softer than the open. "
        "Tranche screens quiet. Off-the-run XO S45 lagged the roll tighter again. "
        "European cash: primary €" + str(rng.randint(3, 9)) + "bn across 7 deals, books ~3x covered on average."
    )


# ---------------------------------------------------------------------------
# one channel-day
# ---------------------------------------------------------------------------

def build_day(seed: int, ci: int, di: int, day_date: datetime | None = None):
    rng = random.Random((seed & 0xFFFFFFFF) * 1000003 + ci * 7919 + di * 104729 + 17)
    d = Day(rng, ci, di)
    d.date = day_date or (DEFAULT_END - timedelta(days=1))
    lv = levels(rng)
    X = q(lv["xo"])
    fmt = dict(
        xo=X, main=q(lv["main"]), ig=q(lv["ig"]), hy=f"{lv['hy']:.2f}", hyspd=lv["hyspd"],
        sub=q(lv["sub"]), xochg=lv["xochg"], mainchg=lv["mainchg"], igchg=lv["igchg"],
        hychg=lv["hychg"], ratio=f"{lv['xo'] / lv['main']:.2f}", hyig=f"{lv['hyspd'] / lv['ig']:.1f}",
        roll=q(3.5 + rng.choice([0, 0.25, 0.5])), xoupf=f"{(500 - lv['xo']) * 4.3 / 100:.2f}",
        hy46=f"{lv['hy'] + 0.6:.2f}",
    )
    oid = lambda: f"TW-{rng.randint(8800000, 8899999)}"
    optional = lambda: rng.random() < 0.55

    # ================= noise: heartbeats, risk heartbeats, runs ============
    skip = set(rng.sample(range(24), 10))
    for h in range(24):
        if h in skip:
            continue
        t = h * 3600 + rng.uniform(2, 40)
        d.N(t, "desk-heartbeat", f"♥ cdx-gw ok · lag {rng.randint(18, 95)}ms · q={rng.choice([0, 0, 0, 1, 2])} · md BBG/ICE ok · sef TW/BBG ok")
    for h in range(0, 24, 3):
        t = h * 3600 + rng.uniform(300, 900)
        d.N(t, "risk-engine", risk_heartbeat(rng, t))
    for i in range(rng.randint(24, 27)):
        t = d.curve_time(6, 22)
        r = rng.random()
        dealer = rng.choice(DEALERS)
        if r < 0.6:
            txt = dealer_index_run(rng, lv, dealer, t)
        elif r < 0.82:
            txt = dealer_sn_run(rng, dealer, t)
        else:
            txt = dealer_vol_run(rng, lv, dealer, t)
        d.N(t, "ib-relay", txt)
    # price alerts
    alert_defs = [
        ("ITRX XOVER S46 5Y", X, f"{rng.choice(['crossed', 'touched'])} {q(lv['xo'] - 0.5)}"),
        ("CDX IG 47 5Y", fmt["ig"], "moved 0.75 in 15m"),
        ("CDX HY 47 5Y", fmt["hy"], "px below 20d low"),
        ("ITRX MAIN S46 5Y", fmt["main"], "crossed session high"),
        ("BOEING 5Y CDS", str(rng.randint(108, 118)), "+4 d/d"),
        ("ITRX SUBFIN S46 5Y", fmt["sub"], "stale > 60m"),
        ("CDX EM 46 5Y", f"{lv['em']:.2f}", "px alert 97.50"),
    ]
    for name, lvl, why in rng.sample(alert_defs, 6):
        t = d.curve_time(7, 21)
        if rng.random() < 0.5:
            d.N(t, "px-alerts", f"⚠ {name} {lvl} — {why}")
        else:
            d.N(t, "px-alerts", "", embeds=[{"title": "Price alert", "description": f"{name} {lvl}",
                                             "fields": [{"name": "Rule", "value": why, "inline": True}],
                                             "footer": "px-alerts · ICE/Markit composite"}])
    # PnL snapshots (embed)
    for hh in (10.0, 14.5, 17.5, 21.5):
        t = hh * 3600 + rng.uniform(0, 300)
        books = [("XO/MAIN", rng.randint(-180, 240)), ("CDX IG", rng.randint(-90, 120)),
                 ("CDX HY", rng.randint(-150, 160)), ("IDX OPTIONS", rng.randint(-60, 140)),
                 ("SINGLE NAMES", rng.randint(-70, 90)), ("BASIS", rng.randint(-30, 40))]
        tot = sum(v for _, v in books)
        d.N(t, "pnl-bot", "", embeds=[{
            "title": f"PnL snapshot {hhmm(t)}Z",
            "description": f"CRD-IDX total {tot:+d}k USD (mark: ICE/Markit composite)",
            "fields": [{"name": b, "value": f"{v:+d}k", "inline": True} for b, v in books],
            "footer": "pnl-bot · intraday, unofficial"}])
    # CI / deploy
    for h, txt in [
        (rng.uniform(5.2, 6.4), f"deploy cdx-curve-svc {rng.randint(2, 3)}.{rng.randint(10, 19)}.{rng.randint(0, 9)} → prod-ldn ✅ (sha {rng.randint(0x1000000, 0xfffffff):07x})"),
        (rng.uniform(12.0, 12.6), f"CI: sef-capture #{rng.randint(4000, 4999)} passed (212 tests, 3 skipped) on main"),
        (rng.uniform(22.1, 23.2), f"deploy risk-engine 3.8.{rng.randint(1, 9)} → prod-ny ✅ rolling restart, 0 dropped msgs"),
    ]:
        d.N(h * 3600, "deploy-bot", txt)
    # reconnect + stack trace
    d.N(d.slot(3, 5), "ib-relay", f"IB gateway session {rng.randint(0x1000, 0xffff):04x} reconnected after {rng.randint(3, 40)}s")
    d.N(d.slot(16, 18), "ib-relay", f"IB gateway session {rng.randint(0x1000, 0xffff):04x} reconnected after {rng.randint(3, 40)}s (backfilled {rng.randint(2, 30)} msgs)")
    storm_t = d.slot(9.5, 11)
    storm = []
    sess = f"{rng.randint(0x1000, 0xffff):04x}"
    for i in range(3):
        storm.append(d.N(storm_t + i * rng.uniform(2, 6), "ib-relay",
                         f"reconnect storm: IB gw session {sess} attempt #{i + 1} failed (ECONNRESET), retrying in {2 ** (i + 1)}s"))
    tr = d.N(storm_t + 25, "ib-relay",
             "relay worker crashed, restarting:\n```\nTraceback (most recent call last):\n"
             "  File \"/srv/ibrelay/relay.py\", line 214, in pump\n    msg = await self.sock.recv()\n"
             "  File \"/srv/ibrelay/ibgw.py\", line 88, in recv\n    raise ConnectionResetError(\"peer closed\")\n"
             "ConnectionResetError: peer closed\n```")
    d.N(storm_t + 60, "ib-relay", f"IB gateway session {sess} reconnected after 58s, resuming relay")
    for m in storm:
        m["bulk"] = storm_t + 600
        m["removed"] = m["content"][:60]
    # cron summaries
    for i, h in enumerate((0.05, 6.0, 12.0, 18.0)):
        t = h * 3600 + rng.uniform(5, 60)
        n_it = rng.randint(6, 22)
        txt = f"triage sweep {hhmm(t)}Z — {n_it} items scanned, 0 routed, {rng.randint(0, 3)} snoozed"
        if i == 1:
            m = d.NM(t, "desk-triage", txt, idiom=("cron sweep '0 routed' status line", "not_hard"))
        else:
            d.N(t, "desk-triage", txt)
    d.N(d.slot(21.2, 21.6), "idx-exec-agent", f"EOD marks job complete: {rng.randint(180, 240)} curves, 0 stale, ICE file ingested")

    # ================= morning note (near-miss: long analysis) ==============
    t = d.slot(6.3, 6.9)
    note = morning_note(rng, lv, fmt, d)
    d.NM(t, "credit-research-agent", note, attachments=[{"id": "a1", "filename": "xo_main_ratio.png", "size": rng.randint(40000, 90000), "url": "x"}],
         idiom=("long research note with trading words, no decision", "not_hard"))

    # ================= desk sheet (pinned, plain) ============================
    sheet = d.add(d.slot(6.5, 6.95), "Tom Aldridge",
                  "desk sheet for today —\n"
                  "Book: long prot iTraxx XO S46 5y €10mm · long risk CDX HY S47 5y $10mm (legacy) · "
                  "short prot Tesco 5y €10mm · long prot Boeing 5y $20mm\n"
                  "Watchlist: Telecom Italia, Carnival, Kessel Chemicals, Rolls-Royce, Grifols\n"
                  "London: Rob (XO/Main), Nadia (SN/basis). NY: Marcus (HY), Jen (IG/options), Dana.")
    sheet["pins"].append(sheet["t"] + 30)

    # ================= C4: cancel a resting GTC Main bid =====================
    t = d.slot(7.05, 7.6)
    o_gtc = oid()
    c4 = d.H(t, "idx-exec-agent", f"{o_gtc} cancelled — pulled the overnight GTC bid for 25mm Main S46 5y at {q(lv['main'] + 1.25)}, Rob wants the line clean before the open. nothing done on it.",
             "trade_confirmation", [o_gtc, "cancelled", "Main"], "untagged")
    d.N(t + d.mins(1, 4), "Rob Fenwick", "ty", reply=c4)

    # ================= H3: Tesco (held: sold protection) =====================
    t = d.slot(7.0, 7.3)
    h3 = d.H(t, "newsfeed", "TESCO PLC RAISES FY RETAIL ADJ. OPERATING PROFIT GUIDANCE; BUYBACK UNCHANGED — RNS",
             "held_position_news", ["TESCO", "RAISES FY"], "untagged")
    d.add(t + d.mins(2, 8), "Nadia Khoury", "Tesco 5y was 78ish on the runs before this, let's see the open", reply=h3)

    # ================= H2: XO index version change (held via XO) ============
    t = d.slot(7.35, 8.0)
    h2 = d.H(t, "credit-events", "", "held_position_news", ["iTraxx Crossover S46", "Version 2"], "embed",
             embeds=[{"title": "Index version update",
                      "description": "Markit iTraxx Europe Crossover — iTraxx Crossover S46 Version 2 published, "
                                     "following a Bankruptcy Credit Event for Norvane Packaging SA (DC determination).",
                      "author": "credit-events",
                      "fields": [{"name": "Index factor", "value": "0.9875", "inline": True},
                                 {"name": "Effective", "value": "T+1", "inline": True},
                                 {"name": "Red code", "value": "2I667KJ..", "inline": True}],
                      "footer": "source: IHS Markit notice · index annex v2"}],
             idiom=("index version change on a held index, embed only", "held_position_news"))
    r1 = d.H(t + d.mins(2, 6), "desk-triage",
             "routing: XO S46 V2 factor change → idx-exec-agent, rebook notional on the legacy XO protection and re-run CS01.",
             "route_decision", ["routing", "idx-exec-agent"], "untagged", reply=h2)
    d.add(t + d.mins(8, 14), "idx-exec-agent", "ack, rebooking after ICE publishes the V2 RED file", reply=r1)

    # ================= P6: deleted proposal ==================================
    t = d.slot(7.7, 9.0)
    mlvl = q(lv["main"] + 0.5)
    p6 = d.H(t, "Rob Fenwick", f"pay 10mm Main S46 5y @ {mlvl}, stop {q(lv['main'] - 2.5)}, Tom?",
             "trade_proposal", ["pay", "10mm", "Main S46 5y", mlvl], "shorthand")
    p6["delete"] = t + d.mins(0.5, 1.5)
    p6["removed"] = f"pay 10mm Main S46 5y @ {mlvl}"
    d.add(p6["delete"] + 25, "Rob Fenwick", "ignore that, wrong window. fat fingers today")

    # ================= P1 scene: pay XO ======================================
    t0 = d.slot(8.1, 10.0)
    n = rng.choice([5, 10, 15])
    stop = int(lv["xo"]) - rng.choice([18, 20, 22, 25])
    tgt = int(lv["xo"]) + rng.choice([30, 35, 40])
    p1_txt = rng.choice([
        f"XO feels too tight for this tape. want to pay {n}mm XO S46 5y here at {X}, stop {stop} on a close, tgt {tgt}. Tom ok?",
        f"Tom — I'd like to pay {n}mm XO S46 5y at {X}. stop {stop}, target {tgt}. HY wides overnight + supply next week, protection is cheap here",
    ])
    p1 = d.H(t0, "Rob Fenwick", p1_txt, "trade_proposal", ["pay", f"{n}mm", "XO S46 5y", X, str(stop)], "untagged",
             idiom=("'pay Nmm XO' = buy protection, prose proposal", "trade_proposal"))
    d.NM(t0 + d.mins(1, 3), "Jen Okafor", f"a stop at {stop + 5} would be more sensible fwiw, {stop} is a long way", reply=p1)
    appr = rng.choice([(f"ok go, {n} only", ["ok go", f"{n} only"]),
                       (f"yes go. {n}mm, not more", ["yes go", f"{n}mm"]),
                       (f"approved — {n}mm", ["approved", f"{n}mm"])])
    ta = t0 + d.mins(4, 9)
    a1 = d.H(ta, "Tom Aldridge", appr[0], "trade_approval", appr[1], "reply", reply=p1)
    p1["reacts"].append((ta + 20, "📌", "Tom Aldridge"))
    p1["pins"].append(ta + 25)
    p1["unpins"].append(d.slot(21.6, 21.9))
    p1["unreacts"].append((d.slot(21.6, 21.9), "📌", "Tom Aldridge"))
    tc = ta + d.mins(1.5, 3)
    o1 = oid()
    if optional():
        orej = oid()
        d.H(tc, "capture-bot", f"oms: order={orej} status=REJECTED reason=PRICE_COLLAR instr=ITRX.EUR.XOVER.S46.5Y side=BUY_PROT limit={int(lv['xo'] * 10)} notional={n}mm",
            "trade_confirmation", [orej, "status=REJECTED", "PRICE_COLLAR"], "structured")
        d.add(tc + d.mins(0.3, 1), "Rob Fenwick", "lol missed the decimal. again")
        tc += d.mins(1.5, 3)
    c1 = d.H(tc, "capture-bot",
             f"SEF EXECUTION REPORT\nVenue: Tradeweb SEF (MTF)\nOrderID: {o1}\nStatus: WORKING\nAccount: CRD-IDX-LDN\n"
             f"Side: BUY PROTECTION\nInstrument: ITRAXX XOVER S46 5Y (EUR)\nNotional: EUR {n},000,000\nLimit: {X}\nTIF: DAY\nTrader: rfenwick",
             "trade_confirmation", [o1, "WORKING", "BUY PROTECTION", "ITRAXX XOVER S46 5Y"], "structured",
             idiom=("SEF key: value execution block, status WORKING", "trade_confirmation"))
    tf = tc + d.mins(4, 18)
    fpx = q(lv["xo"] - 0.5)
    f1 = d.H(tf, "capture-bot",
             f"SEF EXECUTION REPORT\nVenue: Tradeweb SEF (MTF)\nOrderID: {o1}\nStatus: FILLED\nAccount: CRD-IDX-LDN\n"
             f"Side: BUY PROTECTION\nInstrument: ITRAXX XOVER S46 5Y (EUR)\nFillQty: EUR {n},000,000\nFillPx: {fpx}\nCounterparty: {rng.choice(['BNPP', 'BARC', 'DB', 'SG'])}\n"
             f"Coupon: 500 · Upfront: {(500 - lv['xo'] + 0.5) * 4.3 / 100:.3f} pts\nUTI: E02{rng.randint(10 ** 11, 10 ** 12 - 1)}",
             "trade_fill", [o1, "FILLED", "BUY PROTECTION", f"EUR {n},000,000", fpx], "structured")
    f1["reacts"].append((tf + 40, "👍", "Tom Aldridge"))
    mw = str(rng.randint(60000000, 69999999))
    d.H(tf + d.mins(22, 40), "capture-bot",
        f"MarkitWire confirmation\nMW TradeID: {mw}\nSEF OrderID: {o1}\nState: CLEARED (ICE Clear Credit)\nSide: Buy Protection\n"
        f"Reference: iTraxx Europe Crossover S46 V1 5Y\nNotional: EUR {n},000,000\nSpread: {fpx}\nClearing member: CRD-IDX via GS FCM",
        "trade_confirmation", [mw, "CLEARED", "Buy Protection"], "structured")
    ts = tf + d.mins(3, 10)
    s2a, s2b = stop + rng.choice([5, 6]), stop + rng.choice([9, 10, 11])
    s1 = d.H(ts, "Rob Fenwick", f"stop on the {n}mm XO prot: {stop} close basis", "stop_or_target_change",
             ["XO prot", str(s2b)], "untagged", idiom=("stop moved twice by editing one message", "stop_or_target_change"))
    s1["edits"] = [(ts + d.mins(100, 160), f"stop on the {n}mm XO prot: {s2a} close basis (moved up)"),
                   (ts + d.mins(220, 330), f"stop on the {n}mm XO prot: {s2b} close basis (moved up again, locking some in)")]
    s1["superseded"] = [str(stop), str(s2a)]
    s1["reacts"].append((ts + d.mins(1, 3), "📌", "Tom Aldridge"))
    s1["pins"].append(ts + d.mins(3, 5))
    d.N(ts + d.mins(1, 2), "Tom Aldridge", "👍", reply=s1)

    # ================= P4: options report with buried proposal + thread ====
    t0 = d.slot(9.4, 11.2)
    strike = int(round(lv["xo"] / 25.0)) * 25 + 25
    prem = rng.choice([34, 36, 38, 41])
    pstop = prem - rng.choice([14, 16])
    rep = (
        "## XO options check-in\n\n"
        f"Ref XO S46 5y {X}. Realised 1m vol {rng.uniform(30, 38):.1f}, implied Jan27 {rng.uniform(41, 47):.1f}. "
        "Skew has steepened two sessions running and the dealer vol runs are offered in the wings.\n\n"
        "| expiry | strike | payer (c) | receiver (c) | vol |\n|---|---|---|---|---|\n"
        f"| Jan27 | {strike - 25} | {prem + 16} | {rng.randint(20, 35)} | {rng.uniform(40, 44):.1f} |\n"
        f"| Jan27 | {strike} | {prem} | {rng.randint(40, 60)} | {rng.uniform(43, 47):.1f} |\n"
        f"| Jan27 | {strike + 25} | {prem - 12} | {rng.randint(65, 90)} | {rng.uniform(45, 49):.1f} |\n"
        f"| Mar27 | {strike} | {prem + 21} | {rng.randint(55, 80)} | {rng.uniform(42, 46):.1f} |\n\n"
        "Book context: we are long XO protection and carry the legacy HY long. "
        "A payer overlay gives convexity for the V2 / supply window without adding JTD.\n\n"
        f"**Proposal:** buy €50mm XO S46 Jan27 {strike} payers at {prem}c, premium stop {pstop}c.\n\n"
        "Risks: vol crush after the ECB, skew normalising, theta ~0.9c/day into expiry. "
        "Alternatives considered: Mar27 same strike (more vega, more theta), or a 1x2 payer spread (caps the tail we want).\n\n"
        "| XO at Jan expiry | payer value (c) | P&L per €50mm (€k) |\n|---|---|---|\n"
        + "".join(f"| {lvx} | {max(0, (lvx - strike) * 4.1):.0f} | {(max(0, (lvx - strike) * 4.1) - prem) * 5:.0f} |\n"
                  for lvx in (strike - 50, strike - 25, strike, strike + 25, strike + 50, strike + 75))
        + f"\nGreeks at entry (per €50mm): delta €{rng.randint(9, 13)}mm, gamma {rng.uniform(0.3, 0.6):.2f}mm/bp, "
        f"vega €{rng.randint(14, 22)}k/vol, theta -€{rng.randint(3, 6)}k/day. Model: Black on spread, forward adjusted for front-end protection."
    )
    p4 = d.H(t0, "credit-research-agent", rep, "trade_proposal",
             ["buy", "€50mm", f"XO S46 Jan27 {strike} payers", f"{prem}c"], "buried",
             decision=f"**Proposal:** buy €50mm XO S46 Jan27 {strike} payers at {prem}c",
             idiom=("proposal buried mid options research report", "trade_proposal"))
    th = p4  # thread starter
    tt = t0 + d.mins(3, 8)
    d.add(tt, "Rob Fenwick", f"strike is fine, {strike} is ~5% OTM fwd. vol is the question", thread=th)
    d.add(tt + d.mins(2, 6), "Jen Okafor", "vol's cheap vs where it was in Oct, fine by me. delta ~20%", thread=th)
    d.NM(tt + d.mins(6, 10), "Jen Okafor", "question though: what if we did the Mar27 instead? more time for the supply story", thread=th)
    ta = tt + d.mins(14, 35)
    a4 = d.H(ta, "Tom Aldridge", rng.choice(["approved, 50mm, go", "go on the payers, 50mm", "ok — approved as proposed"]),
             "trade_approval", [], "reply", thread=th, reply=p4)
    a4["hard"]["facts"] = {"approved, 50mm, go": ["approved", "50mm"], "go on the payers, 50mm": ["go on the payers", "50mm"],
                           "ok — approved as proposed": ["approved as proposed", "ok"]}[a4["content"]]
    fpx4 = f"{prem - 1}c"
    tf = ta + d.mins(12, 40)
    tk = f"OPT-{rng.randint(40000, 49999)}"
    f3 = d.H(tf, "idx-exec-agent",
             f"Bought €50mm XO S46 Jan27 {strike} payers @ {fpx4} from {rng.choice(['BNPP', 'BARC', 'JPM'])}, ticket {tk}. delta ≈ €{rng.randint(9, 13)}mm, premium paid on T+3.",
             "trade_fill", ["Bought", "€50mm", f"XO S46 Jan27 {strike} payers", fpx4], "untagged", thread=th)
    tgt4 = prem + rng.choice([20, 22, 25])
    d.H(tf + d.mins(8, 25), "Rob Fenwick", f"setting TP on the payers at {tgt4}c, premium stop stays {pstop}c",
        "stop_or_target_change", ["payers", f"{tgt4}c"], "untagged", thread=th)
    d.N(tf + d.mins(26, 40), "Jen Okafor", "👍", thread=th)

    # ================= L3: JTD limit set by risk =============================
    t0 = d.slot(8.5, 11.5)
    d.H(t0, "Sofia Lind", "Setting the single-name JTD limit to $40mm per name from now, down from $50mm — CRO request after the Norvane default. Boeing is at $20mm so no action needed.",
        "risk_limit", ["JTD limit", "$40mm per name"], "untagged")
    d.N(t0 + d.mins(2, 6), "Nadia Khoury", "noted")
    if optional():
        ob = oid()
        d.H(t0 + d.mins(40, 120), "risk-engine", "", "risk_limit", ["Order blocked", "JTD per name", ob], "embed",
            embeds=[{"title": "Order blocked", "description": "pre-trade check failed",
                     "fields": [{"name": "Order", "value": ob, "inline": True},
                                {"name": "Check", "value": "JTD per name", "inline": True},
                                {"name": "Requested", "value": "$25mm BOEING 5Y buy prot", "inline": True},
                                {"name": "Headroom", "value": "$20mm", "inline": True}],
                     "footer": "risk-engine 3.8 · CRD-IDX · limit $40mm/name"}])

    # ================= P5: bond-CDS basis ====================================
    t0 = d.slot(10.0, 12.3)
    z = rng.randint(208, 222)
    cds = rng.randint(178, 190)
    basis = cds - z
    bstop = basis + rng.choice([12, 13, 15])
    p5 = d.H(t0, "Nadia Khoury",
             f"Ford Credit basis looks daft. F 6.8% 2029s at Z+{z} vs 5y CDS {cds} → {basis}bp.\n"
             f"I want to buy $10mm bonds + buy $10mm 5y protection as a package at {basis}, stop {bstop}.\n"
             "repo GC, settle T+2, no new issue risk before Jan.",
             "trade_proposal", ["buy $10mm bonds", "buy $10mm 5y protection", f"at {basis}", f"stop {bstop}"], "untagged")
    d.NM(t0 + d.mins(3, 10), "Jen Okafor", "is repo really GC on those? last time it went special for a week", reply=p5)
    d.NM(t0 + d.mins(11, 18), "Rob Fenwick", "Tom, any thoughts on the basis package?")
    ta = t0 + d.mins(20, 45)
    a5 = d.H(ta, "Tom Aldridge", f"[APPROVED] Ford basis package, $10mm both legs, stop {bstop}",
             "trade_approval", ["[APPROVED]", "Ford basis package", "$10mm"], "tagged", reply=p5)
    bpx = rng.choice([101.125, 101.375, 100.625])
    bcds = cds + 1
    tf = ta + d.mins(20, 60)
    f4 = d.H(tf, "Nadia Khoury", f"pt fill: b 6mm F 29s @ {q(bpx)} / CDS 6mm @ {bcds}",
             "trade_fill", ["b 6mm", "F 29s", q(bpx + 0.125), str(bcds)], "shorthand",
             idiom=("shorthand partial fill, price corrected by edit", "trade_fill"))
    f4["edits"] = [(tf + d.mins(4, 15), f"pt fill: b 6mm F 29s @ {q(bpx + 0.125)} / CDS 6mm @ {bcds} — px fixed")]
    f4["superseded"] = [q(bpx)]
    d.N(tf + d.mins(1, 3), "Tom Aldridge", "thx", reply=f4)

    # ================= T2: midday recap with buried thesis ===================
    t0 = d.slot(12.2, 13.4)
    t2 = (
        "### Midday recap — flows & book\n\n"
        "| book | position | CS01 ($k) | day P&L ($k) |\n|---|---|---|---|\n"
        f"| XO protection | long prot €{n + 10}mm S46 5y | {-(n + 10) * 0.44:.1f} | {rng.randint(-40, 60)} |\n"
        f"| XO payers | €50mm Jan27 {strike} | {-rng.uniform(8, 12):.1f} | {rng.randint(-20, 30)} |\n"
        f"| CDX HY legacy | long risk $10mm S47 | {rng.uniform(4.2, 4.8):.1f} | {rng.randint(-25, 25)} |\n"
        f"| Tesco | short prot €10mm 5y | {rng.uniform(4, 5):.1f} | {rng.randint(-5, 8)} |\n"
        f"| Boeing | long prot $20mm 5y | {-rng.uniform(8.5, 9.5):.1f} | {rng.randint(-10, 15)} |\n\n"
        "| flow | street vol (est.) | who |\n|---|---|---|\n"
        f"| Main 10y | €{rng.randint(1, 4)}bn | pensions/insurers paying |\n"
        f"| XO 5y | €{rng.randint(400, 1500)}mm | macro funds, two-way |\n"
        f"| XO Jan payers | €{rng.randint(1, 3)}bn notional | fast money buying |\n"
        f"| SNRFIN 5y | €{rng.randint(300, 900)}mm | bank treasuries hedging |\n"
        f"| CDX IG 5y (early NY) | ${rng.randint(1, 5)}bn | mixed |\n\n"
        "Flows: real money paying Main 10y, fast money lifting XO payers, HY quiet ahead of US data. "
        "Dealer axes skew toward selling XO protection. "
        "Thesis: conviction on the XO payers cut to medium from high — realised vol keeps dropping and the V2 factor change "
        "removed part of the tail we were paying for. "
        "No change elsewhere; the basis package is partly done."
    )
    d.H(t0, "credit-research-agent", t2, "thesis_update", ["XO payers", "cut to medium"], "buried",
        decision="Thesis: conviction on the XO payers cut to medium from high")

    # ================= H1: Boeing (held) + T3 ================================
    t0 = d.slot(12.5, 15.0)
    h1 = d.H(t0, "newsfeed", "BOEING CO: MOODY'S PLACES Baa3 RATINGS ON REVIEW FOR DOWNGRADE, CITES 737 DELIVERY SHORTFALL",
             "held_position_news", ["BOEING", "REVIEW FOR DOWNGRADE"], "untagged",
             idiom=("headline on a name held via single-name CDS", "held_position_news"))
    if optional():
        d.H(t0 + d.mins(3, 15), "Nadia Khoury", "Boeing: thesis confirmed, staying long the $20mm protection, conviction up a notch",
            "thesis_update", ["Boeing", "thesis confirmed"], "reply", reply=h1)
    d.add(t0 + d.mins(5, 20), "Marcus Bell", "that's the one Nadia flagged in the Friday meeting", reply=h1)

    # ================= HY proposal rejected ==================================
    t0 = d.slot(13.6, 15.4)
    hn = rng.choice([10, 15, 20])
    hpx = f"{lv['hy']:.2f}"
    hstop = f"{lv['hy'] - 1.25:.2f}"
    htgt = f"{lv['hy'] + 1.25:.2f}"
    p3 = d.H(t0, "Marcus Bell",
             f"[PROPOSAL] buy risk ${hn}mm CDX HY S47 5y @ {hpx} (pts), stop {hstop}, tgt {htgt}. carry + roll-down, claims soft",
             "trade_proposal", ["buy risk", f"${hn}mm", "CDX HY S47 5y", hpx, hstop], "tagged")
    d.NM(t0 + d.mins(1, 3), "Rob Fenwick", "looks interesting", reply=p3)
    d.NM(t0 + d.mins(3, 6), "Jen Okafor", f"what's the stop based on? {hstop} is just the 50dma", reply=p3)
    d.H(t0 + d.mins(9, 25), "Dana Whitfield", "no. not adding HY risk ahead of the Fed — pass for today, revisit tomorrow",
        "trade_approval", ["not adding HY risk", "pass for today"], "reply", reply=p3)

    # ================= R2: human handoff =====================================
    t0 = d.slot(14.0, 16.0)
    d.H(t0, "Dana Whitfield", "@Jen Okafor handing you the IG/HY skew ticket from the PM, you own it from here",
        "route_decision", ["handing you", "IG/HY skew ticket"], "untagged")
    d.N(t0 + d.mins(1, 3), "Jen Okafor", "on it")

    # ================= IG scene: shorthand proposal, resize, embed, fills ====
    t0 = d.slot(14.6, 16.3)
    ign = rng.choice([100, 150])
    igap = ign - rng.choice([25, 50])
    iglvl = q(lv["ig"] + 0.25)
    igstop = q(lv["ig"] + rng.choice([5, 5.5, 6]))
    p2_txt, p2_f = rng.choice([
        (f"s {ign}mm IG47 5y @ {iglvl} stp {igstop}", [f"s {ign}mm", "IG47 5y", iglvl, f"stp {igstop}"]),
        (f"sell {ign}mm IG47 5y prot @ {iglvl}, stp {igstop}", ["sell", f"{ign}mm", "IG47 5y", iglvl]),
    ])
    p2 = d.H(t0, "Jen Okafor", p2_txt, "trade_proposal", p2_f, "shorthand",
             idiom=("mm-suffixed shorthand, s = sell protection", "trade_proposal"))
    ta = t0 + d.mins(2, 8)
    appr2 = rng.choice([("👍 send it", ["👍", "send it"]), ("fine, send it", ["fine", "send it"]), ("go 👍", ["go", "👍"])])
    a2 = d.H(ta, "Dana Whitfield", appr2[0], "trade_approval", appr2[1], "reply", reply=p2,
             idiom=("emoji approval reply", "trade_approval"))
    d.NM(ta + d.mins(0.5, 1.5), "Jen Okafor", "we should send it before Powell speaks tbh", reply=a2)
    o2 = oid()
    tr = ta + d.mins(2, 4)
    d.H(tr, "risk-engine",
        json.dumps({"src": "risk-engine", "event": "ORDER_RESIZED", "order_id": o2, "instrument": "CDX.NA.IG.47 5Y",
                    "side": "SELL_PROT", "requested_mm": ign, "approved_mm": igap, "reason": "CS01 headroom"},
                   separators=(",", ":")),
        "risk_limit", ["ORDER_RESIZED", o2, f"\"approved_mm\":{igap}"], "structured")
    c2 = d.H(tr + d.mins(0.5, 2), "capture-bot", "", "trade_confirmation",
             [o2, "SELL PROTECTION", f"{igap},000,000", "WORKING"], "embed",
             embeds=[{"title": "Order accepted", "description": "Tradeweb SEF · CDX.NA.IG.47 5Y",
                      "author": "OMS",
                      "fields": [{"name": "Side", "value": "SELL PROTECTION", "inline": True},
                                 {"name": "Notional", "value": f"{igap},000,000", "inline": True},
                                 {"name": "Limit", "value": iglvl, "inline": True},
                                 {"name": "Status", "value": "WORKING", "inline": True}],
                      "footer": f"order {o2} · acct CRD-IDX-NY · venue TWSEF"}],
             idiom=("embed-only OMS acceptance", "trade_confirmation"))
    part1 = igap - 25
    fp1 = q(lv["ig"] + 0.25)
    tf1 = tr + d.mins(4, 15)
    d.H(tf1, "idx-exec-agent", f"fill ord={o2} side=SELL_PROT idx=CDX.IG.47.5Y qty={part1}mm px={fp1} cpty=GS leaves=25mm",
        "trade_fill", [o2, "SELL_PROT", f"qty={part1}mm", f"px={fp1}"], "structured",
        idiom=("key=value partial fill line", "trade_fill"))
    fp2 = q(lv["ig"])
    tf2 = tf1 + d.mins(5, 30)
    f2 = d.H(tf2, "Jen Okafor", f"[FILL] sold the other 25mm IG47 5y prot @ {fp2} w/ MS, {o2} done",
             "trade_fill", ["sold", "25mm", "IG47 5y", fp2], "tagged")
    f2["reacts"].append((tf2 + 30, "👍", "Dana Whitfield"))
    if optional():
        ns = q(float(igstop) - 1)
        d.H(tf2 + d.mins(10, 60), "Jen Okafor", f"IG stp → {ns}, tighter now we're done", "stop_or_target_change",
            ["IG stp", ns], "shorthand")

    # ================= L1: CS01 breach JSON ==================================
    t0 = d.slot(15.8, 17.0)
    used = rng.randint(301000, 325000)
    pct = f"{used / 3000:.1f}"
    d.H(t0, "risk-engine",
        json.dumps({"src": "risk-engine", "event": "LIMIT_BREACH", "book": "CRD-IDX", "metric": "CS01",
                    "used_usd": used, "limit_usd": 300000, "pct": float(pct), "action": "BLOCK_NEW_RISK"},
                   separators=(",", ":")),
        "risk_limit", ["LIMIT_BREACH", "CS01", pct, "BLOCK_NEW_RISK"], "structured")
    d.add(t0 + d.mins(2, 6), "Sofia Lind", "seen. that's the IG fills on top of the HY legacy, the CDS leg of the basis offsets a bit once it books")

    # ================= S4: forgotten stop ====================================
    t0 = d.slot(15.2, 18.0)
    fst = f"{lv['hy'] - 1.5:.2f}"
    s4 = d.H(t0, "Marcus Bell", f"moved the HY legacy stop to {fst} — per Citadel's ask on the block we did for them last week",
             "stop_or_target_change", ["HY legacy stop", fst], "untagged")
    s4["forget"] = t0 + d.mins(20, 80)
    s4["removed"] = "per Citadel's ask on the block"

    # ================= W1 Kessel DC + N1 ====================================
    t0 = d.slot(15.1, 17.3)
    w1 = d.H(t0, "credit-events",
             "ISDA EMEA DC — Resolved: a Failure to Pay Credit Event has occurred with respect to Kessel Chemicals GmbH "
             f"(event determination date {(d.date - timedelta(days=rng.randint(1, 4))).strftime('%Y-%m-%d')}). Auction: to be confirmed. Ref: 2026{rng.randint(1000, 9999)}",
             "watchlist_news", ["Kessel Chemicals", "Failure to Pay Credit Event"], "structured")
    d.H(t0 + d.mins(2, 6), "desk-triage",
        "Kessel FTP determination: not in our indices or book, watchlist only — no action, not routed.",
        "no_route_decision", ["Kessel", "no action", "not routed"], "reply", reply=w1,
        idiom=("triage explicit no-action", "no_route_decision"))

    # ================= W2 Telecom Italia + optional R3 =======================
    t0 = d.slot(10.5, 15.5)
    w2 = d.H(t0, "credit-events",
             "DC Secretary notice\nType: Succession Event\nReference Entity: Telecom Italia SpA\n"
             "Outcome: Successor(s) determined — 100% to TIM Netco Holdings SpA for senior obligations\nEffective: next index annex",
             "watchlist_news", ["Telecom Italia", "Succession Event"], "structured")
    if optional():
        d.H(t0 + d.mins(3, 8), "desk-triage", "", "route_decision", ["Routed", "credit-research-agent"], "embed", reply=w2,
            embeds=[{"title": "Routed", "description": "Telecom Italia succession — check ref obligation and XO annex impact",
                     "fields": [{"name": "Assignee", "value": "credit-research-agent", "inline": True},
                                {"name": "Priority", "value": "normal", "inline": True}],
                     "footer": "desk-triage"}])

    # ================= W3 Carnival (optional) ===============================
    if optional():
        t0 = d.slot(11.0, 14.0)
        d.H(t0, "newsfeed", "CARNIVAL CORP: S&P RAISES TO BBB- FROM BB+, OUTLOOK STABLE",
            "watchlist_news", ["CARNIVAL", "BBB-"], "untagged")

    # ================= unrelated credit event + N2 ===========================
    t0 = d.slot(16.0, 19.0)
    ue = d.NM(t0, "credit-events", "Americas DC: question accepted re potential Bankruptcy Credit Event, Pellham Retail Inc. Meeting scheduled.")
    d.H(t0 + d.mins(3, 10), "Tom Aldridge", "nothing for us there, leave it", "no_route_decision",
        ["nothing for us", "leave it"], "reply", reply=ue)
    d.NM(d.slot(8.0, 17.0), "newsfeed", "BRAYFORD RAIL: BONDHOLDER GROUP HIRES ADVISERS AHEAD OF 2027 MATURITY")

    # ================= T1 HY thesis ==========================================
    t0 = d.slot(17.2, 19.5)
    d.H(t0, "Marcus Bell",
        f"changing my HY call. was bearish into year end, now neutral — {lv['hyspd']} looks like the wides with the Fed done. legacy long stays as is.",
        "thesis_update", ["HY call", "now neutral"], "untagged")

    # ================= S5: EOD report with buried stop =======================
    t0 = d.slot(21.05, 21.9)
    old_hs = f"{lv['hy'] - 1.5:.2f}"
    new_hs = f"{lv['hy'] - 0.75:.2f}"
    eod = (
        "## EOD — CRD-IDX\n\n"
        "| position | size | mark | day chg | CS01 ($k) |\n|---|---|---|---|---|\n"
        f"| iTraxx XO S46 5y prot | €{n + 10}mm | {q(lv['xo'] + rng.choice([-1, 0.5, 1.5]))} | {lv['xochg']} | {-(n + 10) * 0.44:.1f} |\n"
        f"| XO Jan27 {strike} payers | €50mm | {prem + rng.randint(-3, 3)}c | — | {-rng.uniform(8, 12):.1f} |\n"
        f"| CDX IG S47 5y short prot | ${igap}mm | {fmt['ig']} | {lv['igchg']} | {igap * 0.47:.1f} |\n"
        f"| CDX HY S47 5y long risk | $10mm | {fmt['hy']} | {lv['hychg']} | {rng.uniform(4.2, 4.8):.1f} |\n"
        f"| Ford basis pkg | $6mm/$10mm | {basis + rng.randint(-2, 2)}bp | — | ~0 |\n\n"
        "Summary: quiet-ish close, IG book bigger after the afternoon sale, XO protection in the money. "
        f"HY 10mm legacy long: stop raised to {new_hs}. "
        "Ford basis: $4mm of each leg still to do.\n\n"
        "| P&L attribution ($k) | carry | spread | vol | basis | total |\n|---|---|---|---|---|---|\n"
        + "".join(f"| {bk} | {a_} | {b_} | {c_} | {d_} | {a_ + b_ + c_ + d_} |\n"
                  for bk, a_, b_, c_, d_ in [(bk, rng.randint(-3, 9), rng.randint(-60, 80), rng.randint(-15, 20), rng.randint(-5, 5))
                                             for bk in ("XO/Main", "IG", "HY", "Options", "Single names", "Basis")])
        + "\n| risk usage at close | used | limit |\n|---|---|---|\n"
        f"| CS01 | ${rng.randint(250, 292)}k | $300k |\n| JTD | ${rng.randint(90, 150)}mm | $200mm |\n"
        f"| vega | ${rng.randint(60, 110)}k | $150k |\n| max single-name JTD | $20mm (Boeing) | $40mm |\n\n"
        "Tomorrow: EZ PMIs 09:00, DC meeting on Pellham (not ours), IG supply ~$8bn."
    )
    d.H(t0, "credit-research-agent", eod, "stop_or_target_change", ["HY 10mm legacy long", new_hs], "buried",
        decision=f"HY 10mm legacy long: stop raised to {new_hs}",
        idiom=("stop change buried in EOD table report", "stop_or_target_change"))

    # ================= assorted near-misses ==================================
    nm = [
        ("Jen Okafor", f"what if we paid XO here into the roll? {X} feels cheap vs HY", ("hypothetical 'what if we paid'", "not_hard")),
        ("Rob Fenwick", "anyone rolling IG 47→48 early or waiting for March?", None),
        ("Rob Fenwick", "back in mar-20 we paid 50mm XO at 320 and covered at 690. never that easy again", None),
        ("Jen Okafor", f"paper pf: sell 50mm Main S46 5y @ {fmt['main']} (model book only, not real)", ("paper-portfolio trade", "not_hard")),
        ("Nadia Khoury", "someone should look at Grifols basis, -80 and nobody cares", None),
        ("Rob Fenwick", "> GS strategy: \"we recommend buying XO protection into year end\"\nconsensus trade much?", None),
        ("Marcus Bell", "filled 25mm HY at 104 back in April, still hurts", None),
        ("Rob Fenwick", f"if Main gets to {q(lv['main'] + 6)} I'd want receivers, not before", None),
        ("Marcus Bell", "GS saying their HY desk lifted 200mm HY47 this morning, someone's covering", None),
    ]
    for who, txt, idi in nm:
        tag = "NY" if who in NY_TRADERS else "LDN"
        t = d.curve_time(13, 20) if tag == "NY" else d.curve_time(7, 17)
        d.NM(t, who, txt, idiom=idi)
    # other desk via capture-bot and flow relay
    oo = oid()
    d.NM(d.curve_time(13, 20), "capture-bot",
         f"SEF EXECUTION REPORT\nVenue: Bloomberg SEF\nOrderID: {oo}\nStatus: FILLED\nAccount: EM-CREDIT-NY\nSide: BUY PROTECTION\n"
         f"Instrument: CDX EM S46 5Y (USD)\nFillQty: USD 20,000,000\nFillPx: {lv['em']:.2f}\nCounterparty: CITI",
         idiom=("another desk's fill in the same capture-bot format", "not_hard"))
    d.NM(d.curve_time(13, 20), "flow-relay",
         f"[relay #hy-cash] HY cash desk bought $5mm CCL 6.65% 2028s @ {rng.choice(['101.25', '101.5', '101.75'])}, axed to sell more")
    d.NM(d.curve_time(8, 12), "flow-relay", "[relay #euro-ig-cash] sold €8mm VW 3.75% 2030s at +118, done with DB")
    # UAT test fill
    d.NM(d.curve_time(6, 8), "capture-bot",
         f"[UAT] SEF EXECUTION REPORT\nVenue: Tradeweb SEF (UAT)\nOrderID: TW-UAT-{rng.randint(1000, 9999)}\nStatus: FILLED\n"
         "Account: CRD-IDX-TEST\nSide: SELL PROTECTION\nInstrument: CDX IG S47 5Y\nFillQty: USD 1,000,000\nFillPx: 50.00\n(test environment — not a live trade)",
         idiom=("UAT test-environment fill", "not_hard"))
    # backtest
    d.NM(d.slot(16.2, 18.0), "credit-research-agent",
         "**Backtest: buy 1m 25d XO payers 10 days before each roll, hold to expiry (2014-2026, 26 rolls)**\n\n"
         "| metric | value |\n|---|---|\n| hit rate | 41% |\n| avg P&L / premium | +18% |\n| worst | -100% (premium) |\n"
         "| best | +410% (Mar-20) |\n| Sharpe (ann.) | 0.62 |\n\n"
         "| year | rolls | hits | P&L/premium |\n|---|---|---|---|\n"
         + "".join(f"| {yr} | 2 | {rng.randint(0, 2)} | {rng.randint(-100, 160):+d}% |\n" for yr in range(2014, 2027))
         + "\n"
         "Fills assumed at mid + 1c. Ex-2020 the strategy is roughly flat. Simulated only; no live trades implied.")

    # ================= neutral agent reports (neither) =======================
    d.add(d.slot(18.0, 19.5), "credit-research-agent",
          "**CS01 ladder (USD k per bp)**\n\n| tenor | Main | XO | IG | HY | SN |\n|---|---|---|---|---|---|\n"
          + "".join(f"| {tn} | {rng.uniform(-3, 3):.1f} | {rng.uniform(-25, 2):.1f} | {rng.uniform(0, 60):.1f} | {rng.uniform(0, 6):.1f} | {rng.uniform(-10, 6):.1f} |\n"
                    for tn in ["1y", "3y", "5y", "7y", "10y"])
          + "\n| name | JTD ($mm) | CS01 ($k) |\n|---|---|---|\n"
          + "".join(f"| {nm} | {j:+d} | {c:+.1f} |\n" for nm, j, c in
                    (("Boeing", -20, -9.1), ("Tesco", 11, 4.6), ("Ford Motor Credit", -4, -1.1),
                     ("XO basket (top 5)", rng.randint(-14, -6), rng.uniform(-6, -2)), ("HY basket (top 5)", rng.randint(1, 4), rng.uniform(0.5, 1.8))))
          + "\nConcentration: 5y bucket carries 88% of CS01. Curve risk small. Source: risk-engine EOD-1 run.")
    d.add(d.slot(11.5, 12.2), "credit-research-agent",
          "**Dealer axes digest (IB relay, last 4h)**\n\n| dealer | axe |\n|---|---|\n"
          + "".join(f"| {dl} | {rng.choice(['pay', 'rcv'])} {rng.choice(['XO 5y', 'Main 10y', 'IG 7y', 'HY px', 'SNRFIN 5y'])} in {rng.choice([25, 50, 100])} |\n"
                    for dl in rng.sample(DEALERS, 10))
          + f"\n{rng.randint(30, 80)} runs parsed, {rng.randint(2, 9)} duplicates dropped. Colour only.")

    d.add(d.slot(13.8, 14.4), "credit-research-agent", ny_open_brief(rng, lv, fmt))
    d.add(d.slot(9.0, 16.0), "credit-research-agent", basis_monitor(rng))
    d.add(d.slot(16.6, 17.0), "credit-research-agent", london_close(rng, lv, fmt))
    d.add(d.slot(8.5, 9.3), "credit-research-agent", vol_surface(rng, lv))
    d.add(d.slot(19.5, 20.5), "credit-research-agent", roll_monitor(rng, lv))
    d.add(d.slot(6.9, 7.2), "credit-events",
          "Roll calendar (IHS Markit / S&P DJI)\nSeries: iTraxx Europe S47, CDX.NA S48\nPreliminary constituent lists: 2027-03-09\n"
          "Final lists: 2027-03-17\nRoll date: 2027-03-20\nNotes: index rules unchanged; liquidity poll window opens 2027-02-23. No action required.")

    # ================= acks (noise) ==========================================
    for i in range(rng.randint(5, 7)):
        d.N(d.curve_time(7, 21), rng.choice(TRADERS), rng.choice(["ok", "thx", "👍", "ty", "k", "🙏", "+1", "cheers", "noted", "ok ty"]))

    # ================= filler chat ===========================================
    pool = list(FILLER)
    rng.shuffle(pool)
    n_fill = rng.randint(72, 80)
    for ent in pool[:n_fill]:
        tag, txt = ent[0], ent[1]
        who = pick_who(rng, tag)
        if len(ent) == 4:
            t = d.slot(ent[2], ent[3])
        elif tag == "NY":
            t = d.curve_time(12, 23)
        elif tag == "LDN":
            t = d.curve_time(6, 18)
        else:
            t = d.curve_time(6, 22)
        d.add(t, who, txt.format(**fmt))
    # little exchanges
    for pair in EXCHANGES:
        if rng.random() < 0.3:
            continue
        lo, hi = pair[0]
        t = d.slot(lo, hi)
        prev = None
        for j, txt in enumerate(pair[1:]):
            if txt.startswith("^"):
                txt, who = txt[1:], prev["who"]
                t += d.mins(20, 50)
            else:
                who = rng.choice([w for w in TRADERS if prev is None or w != prev["who"]])
            prev = d.add(t, who, txt, reply=prev if (prev is not None and rng.random() < 0.5) else None)
            t += d.mins(0.3, 4)
    d.add(storm_t + 90, rng.choice(TRADERS), "@deploy-bot is it you breaking the relay or IB?")
    # a deleted chat line
    dm = d.add(d.curve_time(9, 17), "Marcus Bell", "wrong chat — meant for the HY cash guys: their CCL axe is stale")
    dm["delete"] = dm["t"] + d.mins(0.3, 2)
    dm["removed"] = "meant for the HY cash guys"
    return d


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def _channel_id(ci: int) -> str:
    if ci < len(CHANNEL_IDS):
        return CHANNEL_IDS[ci]
    return str(int(CHANNEL_IDS[-1]) + (ci - len(CHANNEL_IDS) + 1) * 7340033 * 4099)


def _final_text(m):
    c = m["edits"][-1][1] if m["edits"] else m["content"]
    parts = [c]
    for e in m["embeds"]:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    rows = []  # (ms, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ci in range(channels):
        cid = _channel_id(ci)
        worker = (ci % 31) + 1
        for di in range(days):
            day_start = end_ms - (days - di) * 86400000
            d = build_day(seed, ci, di, datetime.fromtimestamp(day_start / 1000, tz=timezone.utc))
            msgs = sorted(d.msgs, key=lambda m: (m["t"], m["k"]))
            last_ms, seq = -1, 0
            for m in msgs:
                ms = day_start + int(round(m["t"] * 1000))
                if ms <= last_ms:
                    ms = last_ms  # keep order; bump sequence
                    seq += 1
                else:
                    seq = 0
                last_ms = ms
                m["ms"] = ms
                m["id"] = str(((ms - DISCORD_EPOCH_MS) << 22) | (worker << 17) | seq)
            for m in msgs:
                thread_id = m["thread"]["id"] if m["thread"] is not None else None
                ch = thread_id or cid
                msg = {"id": m["id"], "author_id": PEOPLE[m["who"]][0], "author_name": m["who"],
                       "author_bot": PEOPLE[m["who"]][1], "created_at": ms_to_iso(m["ms"]),
                       "content": m["content"], "attachments": m["attachments"], "embeds": m["embeds"],
                       "reference_id": m["reply"]["id"] if m["reply"] is not None else None}
                if m["pins"]:
                    msg["pinned"] = False
                for j, att in enumerate(m["attachments"]):
                    att["id"] = str(int(m["id"]) + 1 + j)
                    att["url"] = f"https://cdn.discordapp.com/attachments/{ch}/{att['id']}/{att['filename']}"
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
                if thread_id:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                rows.append((m["ms"], 0, int(m["id"]), ev))
                m["ch"] = ch

                def at(sec):
                    return day_start + int(round(min(sec, 86399.0) * 1000))
                for sec, newc in m["edits"]:
                    e_ms = max(at(sec), m["ms"] + 1000)
                    rows.append((e_ms, 1, int(m["id"]), {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "edited_at": ms_to_iso(e_ms), "content": newc}))
                if m["delete"] is not None:
                    e_ms = max(at(m["delete"]), m["ms"] + 1000)
                    rows.append((e_ms, 2, int(m["id"]), {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "deleted_at": ms_to_iso(e_ms)}))
                if m["forget"] is not None:
                    e_ms = max(at(m["forget"]), m["ms"] + 1000)
                    rows.append((e_ms, 2, int(m["id"]), {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "requested_by": PEOPLE["Tom Aldridge"][0],
                                                         "at": ms_to_iso(e_ms)}))
                for sec in m["pins"]:
                    e_ms = max(at(sec), m["ms"] + 1000)
                    rows.append((e_ms, 1, int(m["id"]), {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "by": PEOPLE["Tom Aldridge"][0], "at": ms_to_iso(e_ms)}))
                for sec in m["unpins"]:
                    e_ms = max(at(sec), m["ms"] + 2000)
                    rows.append((e_ms, 1, int(m["id"]), {"op": "unpin", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "by": PEOPLE["Tom Aldridge"][0], "at": ms_to_iso(e_ms)}))
                for sec, emo, who in m["unreacts"]:
                    e_ms = max(at(sec), m["ms"] + 2000)
                    rows.append((e_ms, 1, int(m["id"]), {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "emoji": emo, "user_id": PEOPLE[who][0],
                                                         "at": ms_to_iso(e_ms)}))
                for sec, emo, who in m["reacts"]:
                    e_ms = max(at(sec), m["ms"] + 1000)
                    rows.append((e_ms, 1, int(m["id"]), {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m["id"], "emoji": emo, "user_id": PEOPLE[who][0],
                                                         "at": ms_to_iso(e_ms)}))
            # bulk delete (storm)
            bulk = [m for m in msgs if m["bulk"] is not None]
            if bulk:
                e_ms = day_start + int(round(bulk[0]["bulk"] * 1000))
                rows.append((e_ms, 2, int(bulk[0]["id"]), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                           "message_ids": [m["id"] for m in bulk], "deleted_at": ms_to_iso(e_ms)}))
            # labels
            first = (ci == 0 and di == 0)
            for m in msgs:
                if m["hard"]:
                    h = m["hard"]
                    state = "forgotten" if m["forget"] is not None else "deleted" if (m["delete"] is not None or m["bulk"] is not None) \
                        else "edited" if m["edits"] else "live"
                    labels["hard_events"].append({"channel_id": m["ch"], "message_id": m["id"], "event_type": h["type"],
                                                  "facts": h["facts"], "phrasing": h["phrasing"], "final_state": state})
                    for s in m["superseded"]:
                        labels["superseded_facts"].append([m["ch"], m["id"], s])
                if m["removed"] and m["removed"] not in labels["removed_texts"]:
                    labels["removed_texts"].append(m["removed"])
                if m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                if m["near"]:
                    labels["near_miss_ids"].append(m["id"])
                if first and m["idiom"]:
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
                # internal consistency (cheap assertions)
                if m["hard"]:
                    ft = _final_text(m)
                    for f in m["hard"]["facts"]:
                        assert f in ft, (f, ft[:80])
                        if m["decision"]:
                            assert f in m["decision"], (f, m["decision"])
                    for s in m["superseded"]:
                        assert s not in ft, (s, ft)
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    return {"events": [r[3] for r in rows], "labels": labels}


# ---------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------

def check(events: list, labels: dict, channels: int, days: int, end: datetime | None = None, verbose=True) -> bool:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    start_ms = end_ms - days * 86400000
    ok = True

    def bad(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg)

    msgs, versions, state, parent = {}, {}, {}, {}
    last_t = None
    for i, ev in enumerate(events):
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                bad(f"line {i}: missing {k}")
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            t = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            tms = int(round(t.timestamp() * 1000))
            if (int(m["id"]) >> 22) + DISCORD_EPOCH_MS != tms:
                bad(f"snowflake/created_at mismatch {m['id']}")
        else:
            key = {"edit": "edited_at", "delete": "deleted_at", "bulk_delete": "deleted_at"}.get(op, "at")
            t = datetime.strptime(ev[key], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
        if last_t is not None and t < last_t:
            bad(f"line {i}: not in time order")
        last_t = t
        if op == "create":
            m = ev["message"]
            if m["id"] in msgs:
                bad(f"dup id {m['id']}")
            msgs[m["id"]] = ev
            versions[m["id"]] = [m["content"]]
            state[m["id"]] = "live"
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif op == "edit":
            versions[ev["message_id"]].append(ev["content"])
            if state[ev["message_id"]] == "live":
                state[ev["message_id"]] = "edited"
        elif op == "delete":
            state[ev["message_id"]] = "deleted"
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                state[x] = "deleted"
        elif op == "forget":
            state[ev["message_id"]] = "forgotten"
    # ids ordered with time within each channel
    by_ch = {}
    for ev in events:
        if ev["op"] == "create":
            by_ch.setdefault(ev["channel_id"], []).append(int(ev["message"]["id"]))
    for ch, ids in by_ch.items():
        if ids != sorted(ids):
            bad(f"ids not ordered in {ch}")

    def final_text(mid):
        ev = msgs[mid]
        parts = [versions[mid][-1]]
        for e in ev["message"].get("embeds", []):
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts += [f["name"], f["value"]]
        return "\n".join(parts)

    hard_ids = set()
    by_type, by_phr, by_state = {}, {}, {}
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            bad(f"label id missing {mid}")
            continue
        hard_ids.add(mid)
        if msgs[mid]["channel_id"] != h["channel_id"]:
            bad(f"label channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            bad(f"facts count {mid} {h['facts']}")
        ft = final_text(mid)
        for f in h["facts"]:
            if f not in ft:
                bad(f"fact {f!r} not in {mid}")
        if h["final_state"] != state[mid]:
            bad(f"final_state {h['final_state']} vs {state[mid]} for {mid}")
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
        by_phr[h["phrasing"]] = by_phr.get(h["phrasing"], 0) + 1
        by_state[h["final_state"]] = by_state.get(h["final_state"], 0) + 1
    for ch, mid, old in labels["superseded_facts"]:
        if old in final_text(mid):
            bad(f"superseded {old} still in {mid}")
        if not any(old in v for v in versions[mid][:-1]):
            bad(f"superseded {old} never in an earlier version of {mid}")
    removed_contents = [versions[m][-1] for m in msgs if state[m] in ("deleted", "forgotten")]
    for r in labels["removed_texts"]:
        if not any(r in c for c in removed_contents):
            bad(f"removed text not in a removed message: {r!r}")
    for m in msgs:
        if state[m] in ("deleted", "forgotten"):
            if not any(r in versions[m][-1] for r in labels["removed_texts"]):
                bad(f"removed message {m} has no removed_text")
        else:
            ft = final_text(m)
            for r in labels["removed_texts"]:
                if r in ft:
                    bad(f"removed text {r!r} also in live message {m}")
    noise, near = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    if noise & hard_ids or near & hard_ids or noise & near:
        bad("label sets overlap")
    for x in list(noise) + list(near):
        if x not in msgs:
            bad(f"noise/near id missing {x}")
    if not 10 <= len(labels["idioms"]) <= 20:
        bad(f"idioms {len(labels['idioms'])}")
    for r in labels["idioms"]:
        if r["message_id"] not in msgs:
            bad("idiom id missing")
        exp = r["expected"]
        if exp != "not_hard":
            h = [h for h in labels["hard_events"] if h["message_id"] == r["message_id"]]
            if not h or h[0]["event_type"] != exp:
                bad(f"idiom expected mismatch {r}")
        elif r["message_id"] in hard_ids:
            bad(f"idiom not_hard points at a hard event {r}")

    # per channel-day stats
    parents = sorted({parent[m] for m in msgs})
    print(f"{'channel':<20} day  msgs  KB     noise%  hard  near")
    for ch in parents:
        for di in range(days):
            lo, hi = start_ms + di * 86400000, start_ms + (di + 1) * 86400000
            ids = [m for m in msgs if parent[m] == ch and lo <= (int(m) >> 22) + DISCORD_EPOCH_MS < hi]
            n = len(ids)
            kb = sum(len(final_text(m).encode()) for m in ids) / 1024
            nz = sum(1 for m in ids if m in noise) / max(n, 1) * 100
            hd = sum(1 for m in ids if m in hard_ids)
            nr = sum(1 for m in ids if m in near)
            print(f"{ch:<20} {di:>3} {n:>5} {kb:>6.1f} {nz:>7.1f} {hd:>5} {nr:>5}")
            if not 220 <= n <= 280:
                bad(f"message count {n} out of 220-280")
            if not 70 <= kb <= 120:
                bad(f"KB {kb:.1f} out of 70-120")
            if not 25 <= nz <= 40:
                bad(f"noise {nz:.1f}% out of 25-40")
            if not 25 <= hd <= 45:
                bad(f"hard {hd} out of 25-45")
            hrs = [0] * 24
            for m in ids:
                hrs[(((int(m) >> 22) + DISCORD_EPOCH_MS - lo) // 3600000)] += 1
            if verbose and ch == parents[0] and di == 0:
                print("  hourly:", " ".join(str(x) for x in hrs))
    print("hard by type:", json.dumps(dict(sorted(by_type.items()))))
    print("hard by phrasing:", json.dumps(dict(sorted(by_phr.items()))))
    print("hard by final_state:", json.dumps(dict(sorted(by_state.items()))))
    print(f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])} "
          f"noise={len(noise)} near={len(near)} idioms={len(labels['idioms'])} events={len(events)}")
    print("SELF-CHECK", "PASSED" if ok else "FAILED")
    return ok


def _parse_end(s: str | None):
    if not s:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the written files and verify labels/sizes")
    a = ap.parse_args(argv)
    end = _parse_end(a.end)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            evs = [json.loads(line) for line in f if line.strip()]
        with open(a.labels, encoding="utf-8") as f:
            lab = json.load(f)
        return 0 if check(evs, lab, a.channels, a.days, end) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
