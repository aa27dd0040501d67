"""Desk generator: etf_capmarkets.

ETF market making and primary market (creations/redemptions as an authorised
participant) for US and UCITS equity and fixed-income ETFs, with basket hedges
in the underlying stocks/bonds and index futures.

Produces a seeded, busy day (or week) of the desk's Discord channel(s) as a
capture (JSON Lines events) plus ground-truth labels. Standard library only.

    python -m tests.desks.etf_capmarkets --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

All funds, issuers, companies and APs are fictional. A day is the 24 h before
`end` (default 2026-05-22T00:00Z); the activity curve assumes days start at
00:00 UTC, so pass an --end at a UTC midnight for realistic session times.
Running the CLI reloads the written files, verifies the labels and prints
per channel-day stats to stderr (exit 1 if a check fails).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "etf_capmarkets"
DISCORD_EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 5, 22, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1187342958716289034"

SEC = 1000
MIN = 60 * SEC
HOUR = 60 * MIN


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0xFFF)


def channel_id(index: int) -> str:
    """Stable, distinct, random-looking channel snowflake per channel index."""
    ms = 1709251200000 + 7_919_311 * (index + 1) + 3 * 86_400_000 * index + (index * 7919) % 997
    return str(snowflake(ms, (index * 7 + 5) % 32, (index * 2654435761 + 1123) % 4096))


CHANNEL_NAMES = ["etf-mm-desk", "etf-primary", "etf-fi-mm", "etf-ucits-mm"]


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# --------------------------------------------------------------------------- people


class Person:
    __slots__ = ("key", "name", "uid", "bot", "worker")

    def __init__(self, key, name, uid, bot, worker):
        self.key, self.name, self.uid, self.bot, self.worker = key, name, uid, bot, worker


PEOPLE = {
    p.key: p
    for p in [
        Person("joost", "Joost", "712384519602831371", False, 1),
        Person("priya", "Priya S", "894120337785569310", False, 2),
        Person("marco", "marco_vdb", "1032217745091346513", False, 3),
        Person("sanne", "Sanne (ops)", "958330172648624168", False, 4),
        Person("mail", "AP-Mailbridge", "1121559902437318706", True, 8),
        Person("pcf", "pcf-cron", "1121560338812702780", True, 9),
        Person("heng", "hedgeng", "1098812240667590717", True, 10),
        Person("oms", "OMS", "1098812931704328283", True, 11),
        Person("risk", "RiskGuard", "1107734190925152356", True, 12),
        Person("analyst", "arb-analyst", "1176549311240073298", True, 13),
        Person("qe", "qe-monitor", "1098813377490706512", True, 14),
        Person("pnl", "pnl-snap", "1107734603002961960", True, 15),
        Person("ci", "deploy-bot", "1066291843307765800", True, 16),
    ]
}

# --------------------------------------------------------------------------- universe

FUNDS = {
    "XLKQ": dict(name="Quanta US Tech Select ETF", issuer="Quanta", reg="US", cls="eq", cur="$",
                 px=212.40, cu=50_000, fut="NQ", fpx=21480.0, fmult=20, hr=0.97, venue="ARCX",
                 bbg="US", lines=101, cutoff="16:00 ET", limit=600_000, cost=(2.2, 3.8)),
    "RSPQ": dict(name="Quanta US Equal Weight 500 ETF", issuer="Quanta", reg="US", cls="eq", cur="$",
                 px=168.20, cu=50_000, fut="ES", fpx=5912.0, fmult=50, hr=0.93, venue="ARCX",
                 bbg="US", lines=503, cutoff="16:00 ET", limit=400_000, cost=(3.0, 4.9)),
    "LQDQ": dict(name="Quanta USD Investment Grade Corporate Bond ETF", issuer="Quanta", reg="US",
                 cls="fi", cur="$", px=108.35, cu=100_000, fut="ZN", fpx=110.52, fmult=1000, hr=1.28,
                 venue="ARCX", bbg="US", lines=2814, cutoff="15:00 ET", limit=500_000, cost=(9.0, 16.0)),
    "TLTQ": dict(name="Quanta 20+ Year Treasury Bond ETF", issuer="Quanta", reg="US", cls="fi", cur="$",
                 px=88.90, cu=100_000, fut="UB", fpx=118.25, fmult=1000, hr=0.91, venue="XNAS",
                 bbg="US", lines=41, cutoff="15:00 ET", limit=800_000, cost=(3.0, 6.0)),
    "SX5Q": dict(name="Lumen EURO STOXX 50 UCITS ETF (Dist)", issuer="Lumen", reg="EU", cls="eq", cur="€",
                 px=51.84, cu=100_000, fut="FESX", fpx=5284.0, fmult=10, hr=1.00, venue="XETR",
                 bbg="GY", lines=50, cutoff="15:30 CET", limit=1_500_000, cost=(5.0, 8.0)),
    "IEUQ": dict(name="Lumen STOXX Europe 600 UCITS ETF (Acc)", issuer="Lumen", reg="EU", cls="eq", cur="€",
                 px=47.12, cu=100_000, fut="FXXP", fpx=548.6, fmult=50, hr=0.98, venue="XETR",
                 bbg="GY", lines=598, cutoff="15:30 CET", limit=1_200_000, cost=(7.0, 11.0)),
    "IEAQ": dict(name="Lumen EUR Corporate Bond UCITS ETF", issuer="Lumen", reg="EU", cls="fi", cur="€",
                 px=124.06, cu=50_000, fut="FGBM", fpx=117.85, fmult=1000, hr=0.96, venue="XAMS",
                 bbg="NA", lines=3121, cutoff="14:00 CET", limit=250_000, cost=(10.0, 18.0)),
}
US_EQ, US_FI, EU_EQ, EU_FI = ["XLKQ", "RSPQ"], ["TLTQ", "LQDQ"], ["SX5Q", "IEUQ"], ["IEAQ"]

PCF_ONLY = {
    "QSOX": dict(name="Quanta Semiconductor Leaders ETF", issuer="Quanta", reg="US", cls="eq", cur="$", px=74.10,
                 cu=25_000, lines=31),
}

WATCH = {
    "QSOX": "Quanta Semiconductor Leaders ETF",
    "VWRQ": "Lumen FTSE All-World UCITS ETF",
    "EMBQ": "Lumen USD EM Sovereign Bond UCITS ETF",
}

# top holdings: (ticker/id, issuer name, weight %)
HOLDINGS = {
    "XLKQ": [("NVSM", "Norvane Semiconductor", 9.11), ("HALV", "Halvorsen Software", 8.42),
             ("BRKD", "Brookdale Devices", 7.87), ("CIRX", "Cirrix Networks", 4.63),
             ("QBIT", "Quillbright Analytics", 3.95), ("MRDX", "Meridex Payments", 3.41),
             ("SLTN", "Saltana Micro", 2.88), ("VYRA", "Vyra Cloud", 2.54)],
    "RSPQ": [("KBRW", "Kinbrow Industrial", 0.21), ("GRNL", "Greenall Foods", 0.21),
             ("NVSM", "Norvane Semiconductor", 0.20), ("HALV", "Halvorsen Software", 0.20),
             ("ARDH", "Ardent Health Systems", 0.20), ("MRDX", "Meridex Payments", 0.20)],
    "LQDQ": [("KBRW 5.10 03/15/31", "Kinbrow Industrial", 0.31), ("HALV 4.35 09/01/34", "Halvorsen Software", 0.28),
             ("ARDH 3.90 06/15/29", "Ardent Health Systems", 0.22), ("MRDX 5.25 11/01/33", "Meridex Payments", 0.21),
             ("GRNL 4.80 02/15/30", "Greenall Foods", 0.19)],
    "TLTQ": [("T 4.625 05/15/54", "US Treasury", 4.12), ("T 4.25 02/15/54", "US Treasury", 3.98),
             ("T 4.75 11/15/53", "US Treasury", 3.71), ("T 3.625 05/15/53", "US Treasury", 3.40)],
    "SX5Q": [("VMLN", "Vandermolen Lithography", 8.21), ("KSSR", "Kessler Systeme", 6.12),
             ("CRVL", "Maison Corvel", 5.43), ("ALTB", "Altbach Versicherung", 4.18),
             ("RIVB", "Banque Rivoire", 3.36), ("ENSL", "Ensalia Energia", 3.27),
             ("SRLA", "Sorella Farmaceutici", 2.95), ("HDMR", "Hadmar Chemie", 2.61)],
    "IEUQ": [("VMLN", "Vandermolen Lithography", 2.31), ("KSSR", "Kessler Systeme", 1.74),
             ("CRVL", "Maison Corvel", 1.52), ("HLLS", "Hollis Brewing", 1.12),
             ("ALTB", "Altbach Versicherung", 1.18), ("NRLP", "Norrland Paper", 0.41),
             ("ZLLR", "Zeller Bau", 0.22)],
    "IEAQ": [("KSSR 3.25 2032", "Kessler Systeme", 0.38), ("RIVB 3.75 2029 SNP", "Banque Rivoire", 0.33),
             ("ENSL 4.00 2030", "Ensalia Energia", 0.29), ("HLLS 2.875 2031", "Hollis Brewing", 0.18),
             ("ZLLR 4.50 2028", "Zeller Bau", 0.12)],
}

# news that concerns held names (company, ticker, fund in which it sits, headline)
HELD_NEWS = [
    ("Norvane Semiconductor", "NVSM", "XLKQ",
     "Norvane Semiconductor cuts Q3 revenue guide to $14.2-14.6bn vs $15.1bn consensus; shares {mv} after hours",
     ["Norvane Semiconductor", "Q3 revenue guide"]),
    ("Halvorsen Software", "HALV", "XLKQ",
     "Halvorsen Software to buy Vantix Data for $11.8bn cash; HALV {mv} premarket, S&P puts rating on watch",
     ["Halvorsen Software", "Vantix Data"]),
    ("Brookdale Devices", "BRKD", "XLKQ",
     "Brookdale Devices halted in NY pending news; earlier report says EU antitrust probe into app store fees",
     ["Brookdale Devices", "halted"]),
    ("Kessler Systeme", "KSSR", "SX5Q",
     "Kessler Systeme wins EUR 2.1bn rail signalling contract, raises FY order intake target; shares {mv} in Frankfurt",
     ["Kessler Systeme", "EUR 2.1bn"]),
    ("Vandermolen Lithography", "VMLN", "SX5Q",
     "Vandermolen Lithography Q2 bookings EUR 6.9bn vs EUR 5.8bn est; stock {mv} in Amsterdam",
     ["Vandermolen Lithography", "Q2 bookings"]),
    ("Maison Corvel", "CRVL", "SX5Q",
     "Maison Corvel profit warning: Asia leather goods sales -9% in Q2; shares {mv} in Paris",
     ["Maison Corvel", "profit warning"]),
    ("Kinbrow Industrial", "KBRW", "LQDQ",
     "Moody's downgrades Kinbrow Industrial to Baa3 from Baa2, outlook negative; 2031s +38bp wider",
     ["Kinbrow Industrial", "Baa3"]),
    ("Banque Rivoire", "RIVB", "IEAQ",
     "Banque Rivoire to call EUR 1bn AT1 at first date, prices new SNP 2032; senior curve {mvbp} tighter",
     ["Banque Rivoire", "AT1"]),
    ("Hollis Brewing", "HLLS", "IEUQ",
     "Hollis Brewing names new CFO, confirms FY guide; shares {mv} in London",
     ["Hollis Brewing", "new CFO"]),
]

WATCH_NEWS = [
    ("QSOX", "Quanta files to move QSOX to the Vantor Semiconductor Leaders index from {d15}; TER cut 0.35% -> 0.25%",
     ["QSOX", "Vantor Semiconductor Leaders"]),
    ("EMBQ", "Lumen sets EMBQ launch for {d10} on LSE and Xetra, seed USD 150m; LP line-up to be confirmed",
     ["EMBQ", "launch"]),
    ("VWRQ", "VWRQ: Lumen adds a GBP line on LSE and cuts TER to 0.19%; AUM crosses USD 5bn",
     ["VWRQ", "TER"]),
    ("QSOX", "QSOX sees record USD 1.4bn inflow on the day, creation units up 28 in a session per issuer data",
     ["QSOX", "record USD 1.4bn inflow"]),
]

UNHELD_NEWS = [
    "Pellworth Mining shuts Kalgoorlie mill after safety incident; shares -11% in Sydney",
    "Caldera Biotech phase 3 readout hits primary endpoint; stock +34% premarket",
    "Yamaori Robotics raises FY operating profit guide by 12%; Tokyo shares +6%",
    "Brightwater Airlines (AIM) warns on summer capacity, fuel hedges rolled off",
    "Tessaro Gold agrees all-share merger with Kiln Creek Mining",
]

GENERIC_COLOUR = [
    "EU-domiciled equity ETFs took in EUR {n}bn this week, most since February per issuer flow data",
    "US treasury ETFs saw USD {n}bn of outflows yesterday, long end led",
    "IG credit ETF volumes running ~{p}% of 20d avg on the screen today, market feels quiet",
    "Bloomberg: fixed income ETF primary activity at a record for May, AP redemptions dominating",
]

OTHER_APS = [("Harbor Point Securities LLC", "HPSL"), ("Bellmont Trading B.V.", "BLMT"),
             ("Ostrand Flow Ltd", "OSFL"), ("Calder & Mews Securities", "CMSX")]
OUR_AP = ("Noordzee Capital Markets B.V.", "NZCM")
SISTER_AP = ("Noordzee Securities LLC", "NZSL")

IDIOM_PRIORITY = [
    "Dutch shorthand 'rdm Nu' proposal", "k-suffixed size shorthand with hedge leg", "proposal buried mid-report",
    "'ok go' reply approval", "emoji + 'send it' reply approval", "Dutch rejection reply",
    "AP portal email ack relayed by bridge", "embed-only OMS fill card", "key=value basket_fill from hedging engine",
    "stop moved twice by editing the same message", "risk bot breach line", "held news by company name only",
    "'not routing' reply to a bridge mail", "thesis invalidated inside report", "Dutch routing to a person",
    "watchlist ETF product news", "[FILL] tag", "other AP's order via bridge", "SIM mode key=value basket order",
    "Dutch hypothetical 'wat als'", "news on a name the desk does not hold",
    "long p/d report, trading words, no decision", "'👍' ack on a fill (noise)", "risk engine resizes an order",
    "Dutch shorthand limit raise",
    "held news tied to ETF top holding", "fill price corrected by edit", "untagged prose RFQ fill",
    "embed-only OMS order ack", "Dutch 'gedaan' shorthand fill", "'no action, not routed' inside report",
    "Dutch 'geen actie' no-route reply", "[ROUTE] tag to ops", "route to exec-agent buried in report",
    "Dutch view flip", "Dutch shorthand tgt/stop on residual", "history of a past create", "paper trade in sim",
    "backtest stats with fills", "cron route summary", "other desk's fill card (book DELTA1)",
    "sister-entity AP order via shared mailbox", "hypothetical stop level", "question about a limit",
    "locate OK check", "general market opinion", "'👍' / 'ty' ack on PnL (noise)", "batched child fills block",
]

NOT_HELD_WORDS = ["Pellworth", "Caldera", "Yamaori", "Brightwater", "Tessaro", "Kiln Creek"]


def fut_suffix(day: datetime) -> str:
    y, m = day.year, day.month
    for mm, code in ((3, "H"), (6, "M"), (9, "U"), (12, "Z")):
        if m < mm or (m == mm and day.day <= 12):
            return f"{code}{y % 10}"
    return f"H{(y + 1) % 10}"


def fmt_fut(fut: str, x: float) -> str:
    if fut in ("ZN", "UB"):
        handle = int(x)
        ticks = int(round((x - handle) * 64))
        if ticks >= 64:
            handle, ticks = handle + 1, 0
        return f"{handle}-{ticks // 2:02d}{'+' if ticks % 2 else ''}"
    if fut in ("NQ", "ES"):
        return f"{round(x * 4) / 4:,.2f}"
    if fut == "FESX":
        return f"{round(x):.0f}"
    if fut == "FXXP":
        return f"{x:.1f}"
    return f"{x:.2f}"


# filler holdings for PCF tables (deterministic per fund, not per day)
_SYL_A = ["Ar", "Bel", "Cor", "Dal", "Ely", "Fen", "Gar", "Hol", "Ist", "Jor", "Kel", "Lun", "Mar", "Nov",
          "Ost", "Pra", "Quen", "Ros", "Sal", "Tor", "Ulm", "Ven", "Wes", "Xan", "Yor", "Zel", "Ald", "Bro"]
_SYL_B = ["avia", "brook", "cent", "dyne", "ex", "field", "gate", "holt", "ion", "ark", "lund", "more",
          "nett", "ora", "pont", "ridge", "stad", "ton", "vale", "wick", "wyn", "ova", "is", "ant"]
_SUF_US = ["Corp", "Inc", "Holdings", "Group", "Systems", "Technologies", "Labs", "Networks"]
_SUF_EU = ["AG", "SE", "SA", "NV", "plc", "SpA", "AB", "Oyj", "ASA"]


def _filler_holdings(fund: str, n: int):
    r = random.Random("pcf-filler|" + fund)
    fd = FUNDS.get(fund) or PCF_ONLY[fund]
    out, seen = [], set(h[0] for h in HOLDINGS.get(fund, []))
    while len(out) < n:
        a, b = r.choice(_SYL_A), r.choice(_SYL_B)
        base = a + b
        if any(w.lower().startswith(base.lower()[:5]) for w in NOT_HELD_WORDS):
            continue
        if fd["cls"] == "fi":
            cpn = r.choice([2.125, 2.5, 2.875, 3.1, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.8, 5.1, 5.35])
            yr = r.randint(27, 54) if fund != "IEAQ" else r.randint(27, 36)
            tick = (a + b)[:4].upper()
            ident = f"{tick} {cpn:g} {r.randint(1, 12):02d}/{r.randint(1, 28):02d}/{yr}" if fd["reg"] == "US" \
                else f"{tick} {cpn:g} {2000 + yr}"
            name = base + " " + r.choice(_SUF_US if fd["reg"] == "US" else _SUF_EU)
        else:
            tick = (a + b).upper().replace(" ", "")[:4]
            ident = tick
            name = base + " " + r.choice(_SUF_US if fd["reg"] == "US" else _SUF_EU)
        if ident in seen:
            continue
        seen.add(ident)
        out.append((ident, name, r.uniform(5, 400)))
    return out


# --------------------------------------------------------------------------- model


class Msg:
    def __init__(self, day, t, who, content, kind, ref, thread, embeds, attachments):
        self.day = day
        self.t = t
        self.who = who
        self.content = content
        self.kind = kind  # hard | noise | near | plain
        self.ref = ref
        self.thread = thread  # starter Msg when inside a thread
        self.embeds = embeds or []
        self.attachments = attachments or []
        self.hard = None  # (event_type, facts, phrasing)
        self.idiom = None  # (name, expected)
        self.edits = []  # (t, new_content, [superseded facts])
        self.deleted = None
        self.bulk = None
        self.forgotten = None
        self.snippet = None
        self.id = None
        self.seq = 0
        self.order = 0

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content


class Op:
    def __init__(self, t, op, msg, **kw):
        self.t, self.op, self.msg, self.kw = t, op, msg, kw


def n0(x):
    return f"{int(round(x)):,}"


class DeskDay:
    def __init__(self, rng: random.Random, start_ms: int, ci: int, cid: str, prev_note):
        self.r = rng
        self.t0 = start_ms
        self.ci = ci
        self.cid = cid
        self.prev_note = prev_note
        self.date = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
        self.msgs: list[Msg] = []
        self.ops: list[Op] = []
        self.fs = fut_suffix(self.date)
        self.used = set()
        self.note_msg = None
        self.hard_n = 0

    # ---- helpers
    def T(self, h, m=0, s=0.0):
        return self.t0 + int(h * HOUR + m * MIN + s * SEC)

    def win(self, h1, h2):
        return self.t0 + int(self.r.uniform(h1, h2) * HOUR)

    def after(self, t, lo, hi):
        """t + uniform seconds"""
        return t + int(self.r.uniform(lo, hi) * SEC)

    def uid(self, fmt, lo, hi):
        while True:
            v = fmt.format(self.r.randint(lo, hi))
            if v not in self.used:
                self.used.add(v)
                return v

    def hexid(self):
        while True:
            v = f"{self.r.getrandbits(24):06x}"
            if v not in self.used and not v.isdigit():
                self.used.add(v)
                return v

    def post(self, t, who, content="", kind="plain", ref=None, thread=None, embeds=None, attachments=None):
        m = Msg(self, t, PEOPLE[who], content, kind, ref, thread, embeds, attachments)
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        m = self.post(t, who, content, kind="hard", **kw)
        m.hard = (etype, list(facts), phrasing)
        self.hard_n += 1
        return m

    def noise(self, t, who, content, **kw):
        return self.post(t, who, content, kind="noise", **kw)

    def near(self, t, who, content, idiom=None, **kw):
        m = self.post(t, who, content, kind="near", **kw)
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def edit(self, m, t, content, superseded=()):
        m.edits.append((t, content, list(superseded)))

    def delete(self, m, t, snippet):
        m.deleted = t
        m.snippet = snippet

    def forget(self, m, t, snippet, by="joost"):
        m.forgotten = t
        m.snippet = snippet
        self.ops.append(Op(t, "forget", m, by=by))

    def react(self, m, emoji, who, t):
        self.ops.append(Op(t, "reaction_add", m, emoji=emoji, user=PEOPLE[who].uid))

    def unreact(self, m, emoji, who, t):
        self.ops.append(Op(t, "reaction_remove", m, emoji=emoji, user=PEOPLE[who].uid))

    def pin(self, m, who, t):
        self.ops.append(Op(t, "pin", m, by=PEOPLE[who].uid))

    def unpin(self, m, who, t):
        self.ops.append(Op(t, "unpin", m, by=PEOPLE[who].uid))

    def ds(self, days=0, fmt="%Y-%m-%d"):
        return (self.date + timedelta(days=days)).strftime(fmt)

    def wd(self, days, fmt="%d %b"):
        d = self.date + timedelta(days=days)
        while d.weekday() >= 5:
            d += timedelta(days=1)
        return d.strftime(fmt)

    def mmdd(self):
        return self.date.strftime("%m%d")

    def fut(self, f):
        return FUNDS[f]["fut"] + self.fs

    def fpx(self, f):
        return fmt_fut(FUNDS[f]["fut"], self.fp[f])

    def contracts(self, f, shares):
        fd = FUNDS[f]
        notional = shares * self.px[f]
        val = self.fp[f] * fd["fmult"]
        return max(1, int(round(notional * fd["hr"] / val)))

    def p(self, f, x=None):
        return f"{(self.px[f] if x is None else x):.2f}"

    # ---- setup
    def setup(self):
        r = self.r
        self.px = {f: FUNDS[f]["px"] * (1 + r.gauss(0, 0.012)) for f in FUNDS}
        self.fp = {f: FUNDS[f]["fpx"] * (1 + r.gauss(0, 0.01)) for f in FUNDS}
        self.pos = {}
        for f, fd in FUNDS.items():
            lim = fd["limit"]
            self.pos[f] = int(round(r.uniform(0.35, 0.8) * lim / 5000.0)) * 5000
        self.pos["SX5Q"] = -self.pos["SX5Q"]  # short residual from screen selling
        self.pos["XLKQ"] = int(round(FUNDS["XLKQ"]["limit"] * r.uniform(0.78, 0.9) / 5000)) * 5000
        self.role = {
            "us_eq": r.choice(US_EQ) if self.ci % 2 else "XLKQ",
            "us_fi": r.choice(US_FI) if self.ci % 3 else "TLTQ",
            "eu_eq": r.choice(EU_EQ) if self.ci % 2 else "SX5Q",
            "eu_fi": "IEAQ",
        }
        self.other_us_eq = [f for f in US_EQ if f != self.role["us_eq"]][0]
        self.other_us_fi = [f for f in US_FI if f != self.role["us_fi"]][0]
        self.other_eu_eq = [f for f in EU_EQ if f != self.role["eu_eq"]][0]

    # ------------------------------------------------------------------ noise streams
    def heartbeats(self):
        r = self.r
        for h in [0, 2, 4] + list(range(6, 22)) + [23]:
            t = self.T(h, 0, r.uniform(1, 40))
            eng = "qe-eu" if 5 <= h < 16 else "qe-us"
            live = r.randint(380, 420) if 7 <= h < 20 else 0
            if live:
                txt = (f"♥ {eng} ok · quotes live {live}/420 · md lat p50 {r.randint(28, 55)}µs p99 "
                       f"{r.randint(150, 420)}µs · fills/h {r.randint(8, 70)} · rejects {r.choice([0, 0, 0, 1, 2])}")
            else:
                txt = f"♥ {eng} idle (session closed) · md connected · last fill {r.randint(1, 11)}h ago · mem {r.randint(38, 61)}%"
            self.noise(t, "qe", txt)
        for h in (6, 9, 12, 15, 18, 21):
            t = self.T(h, r.randint(1, 4), r.uniform(0, 59))
            n = len(FUNDS)
            self.noise(t, "risk", f"✅ RiskGuard sweep {h:02d}:00Z — {n}/{n} funds within inventory limits · gross "
                                  f"€{r.uniform(48, 72):.1f}m / €90.0m · locates pending {r.choice([0, 0, 1, 2])} · "
                                  f"stale marks 0")
        for h in (7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20):
            if r.random() < 0.6:
                t = self.T(h, r.choice([0, 30]), r.uniform(2, 20))
                mm, pr, hs = r.gauss(15, 12), r.gauss(5, 5), -abs(r.gauss(2, 1.5))
                fees = -abs(r.gauss(0.8, 0.3))
                net = mm + pr + hs + fees
                self.noise(t, "pnl", f"📊 PnL {h:02d}:{'00' if t % HOUR < 30 * MIN else '30'}Z · MM €{mm:+.1f}k · "
                                     f"primary €{pr:+.1f}k · hedge slip €{hs:+.1f}k · fees €{fees:+.1f}k · "
                                     f"**net €{net:+.1f}k** · gross exp €{r.uniform(45, 75):.1f}m")
        for _ in range(r.randint(5, 7)):
            t = self.win(7, 20)
            f = r.choice(list(FUNDS))
            a = r.uniform(1.5, 6)
            why = r.choice([f"{FUNDS[f]['fut']} vol spike", "iNAV stale >20s", "basket leg halted",
                            "issuer iNAV feed gap", "macro print", "top-of-book thin"])
            self.noise(t, "qe", f"⚠️ spread widen {f} {a:.1f}bp → {a * r.uniform(2, 4):.1f}bp ({why}) · quoting tier "
                                f"{r.choice([2, 2, 3])} · auto-revert in {r.choice([60, 120, 300])}s")
        for _ in range(r.randint(3, 5)):
            t = self.win(0, 23.9)
            self.noise(t, "qe", r.choice([
                f"🔌 md reconnect XETR EOBI · gap {r.uniform(0.2, 2.5):.1f}s · resync ok · seq {r.randint(10**7, 10**8)}",
                f"🔌 FIX session NZCM-ARCX reconnected (logon ok, seq reset N, resend {r.randint(0, 40)} msgs)",
                f"🔌 iNAV feed (Lumen/ICE) reconnect #{r.randint(1, 4)} · last tick {r.randint(3, 30)}s old",
                f"🔌 md reconnect CME MDP3 channel {r.choice([310, 312, 344])} · gap {r.uniform(0.1, 1.2):.1f}s · "
                f"snapshot recovery ok",
            ]))
        for _ in range(r.randint(1, 2)):
            t = self.win(6, 21)
            isin = r.choice(["DE000KSSR0127", "NL0010273215", "FR0000121014", "US66987V1098"])
            self.noise(t, "qe", (
                "qe-eu worker 3 exception (recovered):\n```\nTraceback (most recent call last):\n"
                '  File "/srv/qe/eu/pricer.py", line 412, in on_inav_tick\n    fv = self.fair_value(fund, tick)\n'
                '  File "/srv/qe/eu/pricer.py", line 288, in fair_value\n    w = self.weights[fund][isin]\n'
                f"KeyError: '{isin}'\n```\n-> fallback to issuer iNAV for {r.choice(EU_EQ)} for 30s"))
        t = self.T(5, r.randint(0, 40))
        self.noise(t, "ci", f"🚀 deploy qe-eu v4.{r.randint(10, 30)}.{r.randint(0, 9)} → prod-ams (canary 10% → 100%) ✔ "
                            f"· {r.randint(3, 9)} commits · by ci")
        t = self.win(9, 17)
        self.noise(t, "ci", f"CI: hedgeng #{r.randint(2100, 2600)} passed ({r.randint(380, 460)} tests, "
                            f"{r.randint(3, 9)}m{r.randint(0, 59):02d}s) on main @ {self.hexid()}{r.randint(0, 9)}")
        for _ in range(r.randint(3, 6)):
            t = self.win(7.5, 19.8)
            f = r.choice(list(FUNDS))
            self.noise(t, "heng", f"ts={iso(t)} svc=hedgeng evt=hedge_ratio fund={f} beta={FUNDS[f]['hr'] + r.gauss(0, 0.02):.3f} "
                                  f"fut={self.fut(f)} contracts={r.randint(-120, 120)} resid_{'usd' if FUNDS[f]['reg'] == 'US' else 'eur'}="
                                  f"{r.randint(-90, 90):+d}k r2={r.uniform(0.95, 0.998):.3f}")

    def pcf_tables(self):
        r = self.r
        start = self.T(2, r.randint(2, 15))
        funds = list(FUNDS) + list(PCF_ONLY)
        t = start
        broke = r.choice(["IEAQ", "LQDQ", "IEUQ"])
        starter = None
        for f in funds:
            t += int(r.uniform(3, 14) * MIN)
            fd = FUNDS.get(f) or PCF_ONLY[f]
            nav = (self.px[f] if f in self.px else fd["px"]) * (1 + r.gauss(0, 0.0008))
            rows = list(HOLDINGS.get(f, [])) + _filler_holdings(f, 60)
            shown = rows[:50]
            hdr = f"{'ID':<20} {'NAME':<22} {'SH/CU' if fd['cls'] == 'eq' else 'FACE/CU':>9} {'PX':>8} {'WGT%':>5}"
            lines = [hdr, "-" * len(hdr)]
            wrest = 40.0
            for i, (ident, name, w) in enumerate(shown):
                if i >= len(HOLDINGS.get(f, [])):
                    w = max(0.05, wrest / (i + 2))
                hp = r.uniform(40, 400) if fd["cls"] == "eq" else r.uniform(86, 104)
                if fd["cls"] == "eq":
                    q = n0(w / 100 * fd["cu"] * nav / hp)
                else:
                    q = n0(round(w / 100 * fd["cu"] * nav / 1000) * 1000)
                lines.append(f"{ident[:20]:<20} {name[:22]:<22} {q:>9} {hp:>8.2f} {w * (1 + r.gauss(0, 0.01)):>5.2f}")
            table = "\n".join(lines)
            desc = (f"```\n{table}\n```\n… {fd['lines'] - len(shown)} more lines · full file "
                    f"s3://nzcm-pcf/{self.ds(1)}/{f}.csv")
            status = "OK" if f in FUNDS else "OK (watchlist, onboarding — not loaded to qe)"
            if f == broke:
                status = f"WARN {r.randint(2, 4)} lines failed validation (price source missing)"
            title = f"PCF {f} · {fd['name']} · for T={self.ds(1)}"
            if f not in FUNDS:
                title = f"PCF {f} (read-only) · {fd['name']} · for T={self.ds(1)}"
            emb = [{"title": title,
                    "description": desc,
                    "fields": [{"name": "NAV/sh", "value": f"{nav:.4f}", "inline": True},
                               {"name": "shs/CU", "value": n0(fd["cu"]), "inline": True},
                               {"name": "est cash/CU", "value": f"{fd['cur']}{r.uniform(-20000, 30000):,.2f}", "inline": True},
                               {"name": "lines", "value": str(fd["lines"]), "inline": True},
                               {"name": "status", "value": status, "inline": False}],
                    "footer": f"pcf-cron · source {fd['issuer']} SFTP · sha1 {self.hexid()}{self.hexid()}"}]
            m = self.noise(t, "pcf", "", embeds=emb)
            if f == broke:
                starter = m
        t += int(r.uniform(2, 6) * MIN)
        self.noise(t, "pcf", f"pcf-cron run {self.ds(1)}: {len(funds)}/{len(funds)} files loaded · 1 warning "
                             f"({broke}) · custom baskets 0 · took {r.randint(14, 41)}m")
        # thread on the break
        th = starter
        t2 = self.T(6, r.randint(5, 30))
        self.post(t2, "sanne", f"looking at the {broke} PCF warning — issuer price file landed late again", thread=th)
        t2 = self.after(t2, 200, 900)
        self.noise(t2, "pcf", f"rerun {broke} for T={self.ds(1)}: status OK · {FUNDS[broke]['lines']} lines · diff vs "
                              f"first load: 3 prices filled", thread=th)
        t2 = self.after(t2, 60, 300)
        self.post(t2, "sanne", "ok clean now. nothing changes for quoting", thread=th)
        t2 = self.after(t2, 20, 200)
        self.noise(t2, "joost", "👍", thread=th)

    # ------------------------------------------------------------------ morning
    def morning(self):
        r = self.r
        t = self.T(6, r.randint(2, 9))
        rows = []
        for f, fd in FUNDS.items():
            ps = self.pos[f]
            rows.append(f"{f:<5} {ps:>+10,} {fd['limit']:>10,} {abs(ps) / fd['limit'] * 100:>5.1f}% "
                        f"{self.fut(f):>7} {self.contracts(f, abs(ps)) * (-1 if ps > 0 else 1):>+5}")
        hdr = f"{'fund':<5} {'inv sh':>10} {'limit':>10} {'util':>6} {'hedge':>7} {'lots':>5}"
        self.noise(t, "risk", "Inventory snapshot 06:00Z\n```\n" + hdr + "\n" + "\n".join(rows) + "\n```")
        t = self.T(6, r.randint(14, 35))
        book = ", ".join(
            f"{f} {'+' if self.pos[f] > 0 else '-'}{abs(self.pos[f]) // 1000}k" for f in FUNDS)
        greet = r.choice(["goeiemorgen", "morning all", "moin", "goedemorgen jongens"])
        note = (f"{greet}. book: {book}. alles gehedged behalve residuals. "
                f"watch: QSOX (LP onboarding), VWRQ, EMBQ launch. "
                f"limits ongewijzigd. cut-offs: UCITS 15:30 CET (IEAQ 14:00), US eq 16:00 ET, US FI 15:00 ET.")
        m = self.post(t, "joost", note)
        self.note_msg = m
        self.pin(m, "joost", self.after(t, 5, 30))
        self.react(m, "📌", "joost", self.after(t, 6, 40))
        if self.prev_note is not None:
            self.unpin(self.prev_note, "joost", self.after(t, 40, 90))
        self.noise(self.after(t, 60, 400), "priya", r.choice(["morning", "gm", "👋"]))
        if r.random() < 0.6:
            self.noise(self.after(t, 100, 600), "marco", r.choice(["goeiemorgen", "morning", "☕"]))

    # ------------------------------------------------------------------ analyst reports
    def report_section(self, f, prem=None):
        r = self.r
        fd = FUNDS.get(f)
        if fd is None:  # watchlist fund
            prem = prem if prem is not None else round(r.gauss(0, 6), 1)
            return (f"**{f}** (watch) — {WATCH[f]}: {'prem' if prem >= 0 else 'disc'} {prem:+.1f}bp vs iNAV. "
                    f"Screen spread {r.uniform(2, 9):.1f}bp, {r.randint(2, 6)} LPs quoting. Not in inventory; tracking for "
                    f"the LP onboarding file.")
        px = self.px[f]
        prem = prem if prem is not None else round(r.gauss(0, 4), 1)
        inav = px / (1 + prem / 1e4)
        lo, hi = fd["cost"]
        cost = r.uniform(lo, hi)
        kind = "create" if prem >= 0 else "redeem"
        comments = [
            f"Screen spread {r.uniform(1, 6):.1f}bp, top-of-book depth {fd['cur']}{r.uniform(0.5, 4):.1f}m each side.",
            f"iNAV lagged the basket by ~{r.randint(5, 25)}s around the open; internal FV agrees within {r.uniform(0.2, 1.5):.1f}bp.",
            f"Inventory {self.pos[f]:+,} sh vs limit {fd['limit']:,}; hedge {self.fut(f)} ratio {fd['hr']:.2f}.",
            f"Other APs: {r.randint(0, 4)} creates / {r.randint(0, 4)} redeems yesterday ({r.randint(-12, 12):+d} CU net).",
            f"Underlying {'basket' if fd['cls'] == 'eq' else 'bond'} liquidity {r.choice(['normal', 'thin', 'good', 'patchy in the long end'])}; "
            f"{r.choice(['no halts', 'one leg halted earlier', 'no corporate actions today', 'ex-div next week'])}.",
        ]
        r.shuffle(comments)
        return (f"**{f}** — last {px:.2f} / iNAV {inav:.2f} → {'prem' if prem >= 0 else 'disc'} {prem:+.1f}bp "
                f"(1d avg {prem * r.uniform(0.3, 0.9):+.1f}bp, 20d p10/p90 {-r.uniform(3, 12):.1f}/{r.uniform(3, 12):+.1f}bp). "
                f"Secondary vol {r.uniform(0.2, 4.5):.1f}m sh ({r.randint(40, 160)}% of 20d). Est. {kind} cost {cost:.1f}bp "
                f"(basket slip {cost * 0.6:.1f} + fee {cost * 0.25:.1f} + other {cost * 0.15:.1f}). " + " ".join(comments[:3]))

    def analyst_report(self, t, decision, hh):
        """Post a 3-part report; `decision` is None or (paragraph, etype, facts, focus_fund, prem).
        The decision (if any) sits in the middle part with analysis before and after it.
        Returns the middle message."""
        r = self.r
        funds = list(FUNDS) + r.sample(list(WATCH), 2)
        focus = decision[3] if decision else None
        if focus in funds:
            funds.remove(focus)
        r.shuffle(funds)
        secs = [self.report_section(f) for f in funds]
        header = (f"**Premium/discount monitor · {hh}Z** · arb-analyst v3.{r.randint(1, 4)} · iNAV src issuer 15s "
                  f"+ internal FV\nScope: {len(FUNDS)} inventory funds, 2 watchlist funds. Decisions need desk sign-off "
                  f"(Joost) unless flagged auto. Macro: {r.choice(['rates +3bp at the long end', 'equities firm, VIX 14', 'risk-off tone in EU banks', 'quiet tape, month-end flows building', 'USD softer, EU open strong'])}.")
        flows = (f"**Flows:** other APs net {r.randint(-20, 20):+d} CU in US equity and {r.randint(-15, 15):+d} CU in UCITS "
                 f"yesterday; creation/redemption ratio {r.uniform(0.4, 2.5):.2f}. Month-end rebalance on "
                 f"{self.ds(r.randint(5, 12), '%d %b')} expected to add ~USD {r.uniform(1, 6):.1f}bn of basket turnover "
                 f"across the Quanta range. Fixed income redemptions continue to dominate in the long end.")
        hedges = (f"**Hedge book:** NQ {r.randint(-150, 150):+d} lots, ES {r.randint(-80, 80):+d}, FESX {r.randint(-400, 400):+d}, "
                  f"FXXP {r.randint(-900, 900):+d}, UB {r.randint(-200, 200):+d}, ZN {r.randint(-300, 300):+d}, FGBM "
                  f"{r.randint(-150, 150):+d}. Residual beta {r.uniform(-0.05, 0.05):+.3f}, DV01 {r.uniform(-40, 40):+.1f}k/bp. "
                  f"ES/NQ basis {r.uniform(-2, 3):+.1f}bp vs fair, FESX roll {r.uniform(40, 60):.1f} mid.")
        footer = (f"Method: prem = last/iNAV − 1 on mid, 1m VWAP; cost = impact model v7 basket slip + issuer fee + "
                  f"stamp/FTT where applicable. Data as of {hh}:{r.randint(0, 4):02d}Z. Next run in ~{r.choice([2, 3])}h.")
        limit = 1950

        def total(blocks):
            return len("\n\n".join(blocks)) + 6

        p1 = [header]
        i = 0
        while i < len(secs) and total(p1 + [secs[i]]) < limit:
            p1.append(secs[i])
            i += 1
        p2 = []
        if i < len(secs):
            p2.append(secs[i])
            i += 1
        if decision:
            p2.append(self.report_section(focus, decision[4]))
            p2.append(decision[0])
        while i < len(secs) and total(p2 + [secs[i]]) < limit:
            p2.append(secs[i])
            i += 1
        if decision and p2[-1] == decision[0]:
            p2.append(hedges)
            hedges = None
        qrows = [f"{'fund':<5} {'stale>15s':>9} {'FV-iNAV bp':>10} {'disp bp':>7} {'src':>6}"]
        for f in FUNDS:
            qrows.append(f"{f:<5} {r.randint(0, 9):>9} {r.gauss(0, 1.2):>+10.1f} {abs(r.gauss(1, 0.6)):>7.1f} "
                         f"{'ICE' if FUNDS[f]['reg'] == 'EU' else 'CBOE':>6}")
        quality = "**iNAV quality (last 2h):**\n```\n" + "\n".join(qrows) + "\n```"
        p3 = secs[i:] + [quality, flows] + ([hedges] if hedges else []) + [footer]
        while total(p3) >= limit and len(p3) > 2:
            p3.pop(-2 if len(p3) > 2 else 0)
        while total(p2) >= limit:
            p2.pop(0)
        msgs = []
        tt = t
        crow = [f"{'fund':<5} {'side':<6} {'slip':>5} {'fee':>5} {'tax':>4} {'fin':>4} {'total':>6} {'band':>5}"]
        for f, fd in FUNDS.items():
            sl, fe = r.uniform(fd['cost'][0] * 0.5, fd['cost'][1] * 0.6), r.uniform(0.3, 3)
            tx = 0.0 if fd['reg'] == 'US' or fd['cls'] == 'fi' else r.choice([0.0, 0.0, 2.0])
            fi_ = r.uniform(0.1, 0.6)
            for side in ("create", "redeem"):
                crow.append(f"{f:<5} {side:<6} {sl:>5.1f} {fe:>5.1f} {tx:>4.1f} {fi_:>4.1f} {sl + fe + tx + fi_:>6.1f} "
                            f"{(sl + fe + tx + fi_) * 1.5:>5.1f}")
                sl *= r.uniform(0.8, 1.3)
        p4 = ["**Cost model detail (bp, per side):**\n```\n" + "\n".join(crow) + "\n```",
              f"Model notes: slippage from impact model v7 calibrated on the last {r.randint(40, 90)} baskets; band = 1.5x "
              f"total cost. Fixed income slippage uses dealer-axe coverage ({r.randint(55, 85)}% of lines axed today)."]
        for k, blocks in enumerate((p1, p2, p3, p4)):
            txt = f"({k + 1}/4) " + "\n\n".join(blocks)
            if k == 1 and decision:
                m = self.hard(tt, "analyst", txt, decision[1], decision[2], "buried")
            elif k == 1:
                m = self.near(tt, "analyst", txt, idiom="long p/d report, trading words, no decision")
            else:
                m = self.post(tt, "analyst", txt)
            if k == 0:
                m.attachments = [{"id": None, "filename": f"prem_disc_{hh}00.png", "size": r.randint(38000, 91000)}]
            msgs.append(m)
            tt += r.randint(900, 2500)
        return msgs[1]

    def eod_recap(self):
        r = self.r
        t = self.T(20, r.randint(40, 55))
        blocks = [f"**EOD desk recap · {self.ds()}** (arb-analyst)"]
        for f, fd in FUNDS.items():
            blocks.append(f"{f}: close {self.px[f] * (1 + r.gauss(0, 0.003)):.2f}, closing {'prem' if r.random() < 0.5 else 'disc'} "
                          f"{abs(r.gauss(0, 4)):.1f}bp, time-weighted |p/d| {abs(r.gauss(3, 1.5)):.1f}bp, our share of screen "
                          f"volume {r.randint(4, 22)}%, quote uptime {r.uniform(97, 99.9):.1f}%.")
        blocks.append(f"Attribution: MM spread capture €{r.uniform(10, 40):.1f}k, primary €{r.uniform(0, 15):.1f}k, hedge "
                      f"slippage €{-r.uniform(1, 6):.1f}k, financing €{-r.uniform(0.5, 2):.1f}k. Spread-widening events: "
                      f"{r.randint(4, 11)} (median {r.randint(40, 200)}s). iNAV staleness >20s: {r.randint(0, 6)} episodes, "
                      f"mostly Lumen feed around the EU close.")
        self.post(t, "analyst", "\n".join(blocks))

    # ------------------------------------------------------------------ hard scenes
    # each returns nothing; bookkeeping of hard count is via self.hard_n

    def sc_us_create_thread(self):
        """Priya proposes a create, lead approves, thread with portal/engine, evening execution."""
        r = self.r
        f = self.role["us_eq"]
        fd = FUNDS[f]
        u = r.choice([3, 4, 4, 5, 6])
        sh = u * fd["cu"]
        prem = round(r.uniform(5.5, 9.5), 1)
        short = int(round(sh * r.uniform(0.7, 0.95) / 1000)) * 1000
        nfut = self.contracts(f, sh)
        t = self.win(14.0, 17.5)
        prop = self.hard(
            t, "priya",
            f"{f} prem {prem:+.1f}bp vs iNAV for 20 min now, we're short {short // 1000}k from the screen since the open. "
            f"Proposing cr {u}u ({n0(sh)} sh): buy basket via hedgeng VWAP-15, sell {nfut} {fd['fut']} back as legs fill. "
            f"Cost est {r.uniform(*fd['cost']):.1f}bp. ok?",
            "trade_proposal", [f, f"cr {u}u", f"{nfut} {fd['fut']}"], "untagged")
        prop.idiom = ("prose proposal with CU count and futures hedge", "trade_proposal")
        t2 = self.after(t, 40, 200)
        q = self.near(t2, "marco", f"do we have the {fd['lines']}-line basket loaded for today or still yesterday's PCF?",
                      ref=prop)
        t2 = self.after(t2, 20, 90)
        self.post(t2, "priya", "today's, rerun was clean", ref=q)
        t3 = self.after(t2, 30, 180)
        appr_txt = r.choice([f"ok go, {u}u", f"ok go, {u}u. niet chasen op de basket"])
        appr = self.hard(t3, "joost", appr_txt, "trade_approval", ["ok go", f"{u}u"], "reply", ref=prop)
        appr.idiom = ("'ok go' reply approval", "trade_approval")
        self.react(prop, "👍", "joost", self.after(t3, 2, 10))
        # thread
        tt = self.after(t3, 20, 60)
        self.post(tt, "priya", f"details in here. sending the {f} create now", thread=prop)
        cr = self.uid("CR-" + self.mmdd() + "-{:04d}", 100, 9999)
        tt = self.after(tt, 60, 200)
        et = tt - int(r.uniform(0.5, 2) * SEC)
        ack = (f"📨 **Quanta AP Portal** <ap-portal@quantafunds-ap.net>\n**Subject:** Order Acknowledgement {cr}\n"
               f"To: etf-primary@noordzee-cm.nl\n────────\nOrder ID: {cr}\nFund: {f} ({fd['name']})\n"
               f"Type: CREATE · In-kind\nUnits: {u} CU ({n0(sh)} shares)\nAP: {OUR_AP[0]} ({OUR_AP[1]})\n"
               f"Trade date: {self.ds()} · Settlement: T+1\nStatus: ACCEPTED\n"
               f"Cut-off: {fd['cutoff']} (received {datetime.fromtimestamp(et / 1000, tz=timezone.utc) - timedelta(hours=4 if 3 < self.date.month < 11 else 5):%H:%M:%S} ET)")
        m = self.hard(tt, "mail", ack, "trade_confirmation", [cr, f, f"{u} CU", "ACCEPTED"], "structured", thread=prop)
        m.idiom = ("AP portal email ack relayed by bridge", "trade_confirmation")
        bk = self.uid("BK-{:05d}", 10000, 99999)
        tt = self.after(tt, 5, 40)
        notional = sh * self.px[f] / 1e6
        self.hard(tt, "heng",
                  f"ts={iso(tt)} svc=hedgeng evt=basket_order id={bk} fund={f} side=BUY units={u} legs={fd['lines']} "
                  f"notional=USD{notional:.2f}m algo=VWAP-15 ref={cr} status=WORKING",
                  "trade_confirmation", [bk, f, "side=BUY", "status=WORKING"], "structured", thread=prop)
        tt = self.after(tt, 300, 500)
        self.near(tt, "priya", f"basket {r.randint(45, 70)}% done, slip {r.uniform(0.5, 2.2):.1f}bp vs arrival", thread=prop,
                  idiom="basket progress without fill details")
        tt = self.after(tt, 200, 400)
        legs = HOLDINGS[f] + [(x[0], x[1], 0.5) for x in _filler_holdings(f, 20)]
        rows = []
        for sym, _, w in legs[:18]:
            q = int(w / 100 * sh * self.px[f] / r.uniform(40, 300))
            rows.append(f"child_fill parent={bk} sym={sym} side=BUY qty={q} px={r.uniform(40, 300):.2f} "
                        f"venue={r.choice(['XNAS', 'XNYS', 'BATS', 'EDGX', 'IEXG'])} leaves=0")
        first = rows[0].split()
        cf = self.hard(tt, "heng", f"ts={iso(tt)} svc=hedgeng evt=child_fills batch=1/{(fd['lines'] + 17) // 18} parent={bk}\n```\n"
                       + "\n".join(rows) + "\n```", "trade_fill", [f"parent={bk}", first[2], "side=BUY", first[4]],
                       "structured", thread=prop)
        cf.idiom = ("batched child fills block", "trade_fill")
        tt = self.after(tt, 300, 500)
        bf = self.hard(tt, "heng",
                       f"ts={iso(tt)} svc=hedgeng evt=basket_fill id={bk} fund={f} side=BUY filled_legs={fd['lines']}/{fd['lines']} "
                       f"notional=USD{notional * r.uniform(0.998, 1.002):.2f}m avg_slip_bp={r.uniform(0.6, 2.4):.1f} status=DONE",
                       "trade_fill", [bk, f, "side=BUY", f"filled_legs={fd['lines']}/{fd['lines']}"], "structured", thread=prop)
        bf.idiom = ("key=value basket_fill from hedging engine", "trade_fill")
        tt = self.after(tt, 10, 60)
        fpx_wrong = self.fpx(f).replace(",", "")
        self.fp[f] += r.choice([-0.25, 0.25, -0.5]) if fd["fut"] == "NQ" or fd["fut"] == "ES" else 0.25
        fpx_right = self.fpx(f).replace(",", "")
        if fpx_right == fpx_wrong:
            self.fp[f] += 0.5
            fpx_right = self.fpx(f).replace(",", "")
        ff = self.hard(tt, "heng",
                       f"ts={iso(tt)} svc=hedgeng evt=fut_fill sym={self.fut(f)} side=SELL qty={nfut} px={fpx_wrong} "
                       f"parent={bk} venue=XCME",
                       "trade_fill", [self.fut(f), "side=SELL", f"qty={nfut}", f"px={fpx_right}"], "structured",
                       thread=prop)
        self.edit(ff, self.after(tt, 90, 400),
                  f"ts={iso(tt)} svc=hedgeng evt=fut_fill sym={self.fut(f)} side=SELL qty={nfut} px={fpx_right} "
                  f"parent={bk} venue=XCME corrected=1 (avg px restated by FCM)",
                  [f"px={fpx_wrong}"])
        ff.idiom = ("fill price corrected by edit", "trade_fill")
        tt = self.after(tt, 30, 120)
        self.noise(tt, "priya", "ty", thread=prop)
        # evening: executed at NAV
        te = self.win(20.6, 21.6)
        nav = self.px[f] * (1 + r.gauss(0, 0.0005))
        self.hard(te, "mail",
                  f"📨 **Quanta AP Portal** <ap-portal@quantafunds-ap.net>\n**Subject:** Order Executed {cr}\n────────\n"
                  f"Order ID: {cr} · {f} · CREATE {u} CU\nStatus: EXECUTED at NAV {nav:.4f}\nShares to deliver: {n0(sh)}\n"
                  f"Cash component: USD {r.uniform(-40000, 40000):,.2f}\nSettlement: {self.ds(1)} (DTC)",
                  "trade_fill", [cr, "EXECUTED", f"{nav:.4f}", n0(sh)], "structured")
        self.pos[f] -= 0
        return prop

    def sc_breach_and_limit(self):
        r = self.r
        f = self.role["us_eq"]
        fd = FUNDS[f]
        lim = fd["limit"]
        inv = lim + int(r.uniform(5000, 25000) / 100) * 100
        t = self.win(14.5, 18.5)
        m = self.hard(t, "risk",
                      f"🚨 **LIMIT BREACH** fund={f} inventory {inv:,} sh vs limit {lim:,} ({inv / lim * 100:.1f}%) — "
                      f"new buys in {f} blocked until util < 95%. driver: qe-us buys since open. owner: Joost",
                      "risk_limit", [f, f"{inv:,}", f"{lim:,}", "LIMIT BREACH"], "structured")
        m.idiom = ("risk bot breach line", "risk_limit")
        t = self.after(t, 60, 240)
        self.near(t, "marco", f"wat is de {f} limit ook alweer, {lim // 1000}k? of was die verhoogd", ref=m,
                  idiom="question about a limit")
        t = self.after(t, 60, 300)
        new = lim + r.choice([50_000, 100_000])
        lm = self.hard(t, "joost", f"{f} inv limit → {new // 1000}k tot EOD, met risk afgestemd. morgen terug naar {lim // 1000}k",
                       "risk_limit", [f, f"{new // 1000}k", "tot EOD"], "shorthand", ref=m)
        lm.idiom = ("Dutch shorthand limit raise", "risk_limit")
        self.pin(lm, "joost", self.after(t, 5, 30))
        t = self.after(t, 30, 120)
        self.hard(t, "risk", f"limit updated fund={f} inv_limit {lim:,} → {new:,} (by joost, expires {self.ds()} 23:59Z) · "
                             f"buys unblocked", "risk_limit", [f, f"{new:,}", "limit updated"], "structured")
        t = self.after(t, 10, 60)
        self.noise(t, "priya", "thx")

    def sc_us_fi_redeem(self):
        """Lead shorthand redeem, routing, OMS fill buying on screen, stop edited twice."""
        r = self.r
        f = self.role["us_fi"]
        fd = FUNDS[f]
        u = r.choice([2, 2, 3])
        sh = u * fd["cu"]
        disc = round(-r.uniform(12, 22), 1)
        nfut = self.contracts(f, sh)
        t = self.win(14.0, 17.0)
        m = self.hard(t, "joost", f"rdm {u}u {f}, disc {disc}bp. kopen op scherm, hedge w/ {fd['fut']}",
                      "trade_proposal", [f"rdm {u}u {f}", "hedge w/ " + fd["fut"]], "shorthand")
        m.idiom = ("Dutch shorthand 'rdm Nu' proposal", "trade_proposal")
        t = self.after(t, 40, 150)
        rt = self.hard(t, "joost", f"marco pak jij de {f} rdm op? Sanne doet de settlement",
                       "route_decision", ["marco", f"{f} rdm"], "untagged")
        rt.idiom = ("Dutch routing to a person", "route_decision")
        t = self.after(t, 20, 90)
        self.noise(t, "marco", "ja, op it")
        t = self.after(t, 200, 600)
        ordid = self.hexid()
        buy_px = self.px[f] * (1 + disc / 1e4 * 0.3)
        emb = [{"title": "Execution Report — FILL", "description": "", "author": "OMS · NZCM ETF",
                "fields": [{"name": "Symbol", "value": f"{f} {fd['bbg']}", "inline": True},
                           {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": n0(sh), "inline": True},
                           {"name": "Avg Px", "value": f"{buy_px:.2f}", "inline": True},
                           {"name": "Venue", "value": r.choice(["ARCX", "XNAS", "BATS", "RFQ-TW"]), "inline": True},
                           {"name": "Status", "value": "FILLED", "inline": True}],
                "footer": f"ord {ordid} · book ETF-MM-US · {iso(t)[11:23]}Z"}]
        fm = self.hard(t, "oms", "", "trade_fill", [f"{f} {fd['bbg']}", "BUY", n0(sh), f"{buy_px:.2f}"], "embed",
                       embeds=emb)
        fm.idiom = ("embed-only OMS fill card", "trade_fill")
        t = self.after(t, 15, 60)
        self.noise(t, "marco", "👍", ref=fm).idiom = ("'👍' ack on a fill (noise)", "not_hard")
        t = self.after(t, 60, 200)
        rd = self.uid("RD-" + self.mmdd() + "-{:04d}", 100, 9999)
        self.hard(t, "mail",
                  f"📨 **Quanta AP Portal** <ap-portal@quantafunds-ap.net>\n**Subject:** Order Acknowledgement {rd}\n"
                  f"────────\nOrder ID: {rd}\nFund: {f}\nType: REDEEM · In-kind\nUnits: {u} CU ({n0(sh)} shares)\n"
                  f"AP: {OUR_AP[0]} ({OUR_AP[1]})\nStatus: ACCEPTED\nCut-off: {fd['cutoff']}",
                  "trade_confirmation", [rd, f, "REDEEM", "ACCEPTED"], "structured")
        # residual stop, edited twice
        t = self.after(t, 300, 900)
        resid = r.choice([80, 100, 120, 150])
        s0 = self.px[f] * (1 - r.uniform(0.006, 0.009))
        s1 = s0 + 0.15
        s2 = s1 + 0.15
        tg = self.px[f] * (1 + r.uniform(0.006, 0.01))
        base = f"{f} residual {resid}k long after the rdm hedge — stop {{}}, target {tg:.2f}. hedge stays on in {fd['fut']}"
        sm = self.hard(t, "priya", base.format(f"{s0:.2f}"), "stop_or_target_change",
                       [f, f"{s2:.2f}", f"{tg:.2f}"], "untagged")
        self.edit(sm, self.after(t, 1200, 2400), base.format(f"{s1:.2f}"), [f"{s0:.2f}"])
        self.edit(sm, self.after(t, 3000, 4200), base.format(f"{s2:.2f}") + " (moved up twice, basket done)",
                  [f"{s1:.2f}"])
        sm.idiom = ("stop moved twice by editing the same message", "stop_or_target_change")
        t = self.after(t, 60, 300)
        self.near(t, "marco", f"a stop at {s0 - 0.4:.2f} would have been fine too, no? given the UB hedge",
                  ref=sm, idiom="hypothetical stop level")
        # evening execution
        te = self.win(20.3, 21.9)
        self.hard(te, "mail",
                  f"📨 **Quanta AP Portal** <ap-portal@quantafunds-ap.net>\n**Subject:** Order Executed {rd}\n────────\n"
                  f"Order ID: {rd} · {f} · REDEEM {u} CU\nStatus: EXECUTED at NAV {self.px[f] * (1 + r.gauss(0, 0.0004)):.4f}\n"
                  f"Securities to receive: {r.randint(18, 41)} lines · Cash component: USD {r.uniform(-9000, 9000):,.2f}\n"
                  f"Settlement: {self.ds(1)}",
                  "trade_fill", [rd, "EXECUTED", "REDEEM", f"{u} CU"], "structured")

    def sc_eu_eq_mm(self):
        """Marco shorthand (edited), lead emoji approval, OMS ack + fill embeds, FESX fill shorthand."""
        r = self.r
        f = self.role["eu_eq"]
        fd = FUNDS[f]
        q1 = r.choice([20, 25, 30])
        q2 = q1 + r.choice([5, 10])
        p1 = self.px[f] * (1 - r.uniform(0.0004, 0.001))
        p2 = p1 - 0.01 * r.choice([1, 2])
        n1 = self.contracts(f, q1 * 1000)
        n2 = self.contracts(f, q2 * 1000)
        t = self.win(7.5, 11.5)
        tpl = "b {}k {} @ {} / s {} {} hedge. disc {}bp"
        disc = round(-r.uniform(5, 9), 1)
        m = self.hard(t, "marco", tpl.format(q1, f, f"{p1:.2f}", n1, fd["fut"], disc), "trade_proposal",
                      [f"b {q2}k {f}", f"{p2:.2f}", f"s {n2} {fd['fut']}"], "shorthand")
        self.edit(m, self.after(t, 30, 90), tpl.format(q2, f, f"{p2:.2f}", n2, fd["fut"], disc),
                  [f"b {q1}k", f"{p1:.2f}"])
        m.idiom = ("k-suffixed size shorthand with hedge leg", "trade_proposal")
        t = self.after(t, 100, 240)
        a = self.hard(t, "joost", "👍 send it", "trade_approval", ["👍", "send it"], "reply", ref=m)
        a.idiom = ("emoji + 'send it' reply approval", "trade_approval")
        self.react(m, "👍", "joost", self.after(t, -5, 5))
        t = self.after(t, 20, 60)
        oid = self.hexid()
        emb = [{"title": "Order Ack", "description": f"NEW LIMIT DAY {f} {fd['bbg']}", "author": "OMS · NZCM ETF",
                "fields": [{"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": n0(q2 * 1000), "inline": True},
                           {"name": "Limit", "value": f"{p2:.2f}", "inline": True},
                           {"name": "Venue", "value": fd["venue"], "inline": True},
                           {"name": "Status", "value": "WORKING", "inline": True}],
                "footer": f"ord {oid} · book ETF-MM-EU · {iso(t)[11:23]}Z"}]
        self.hard(t, "oms", "", "trade_confirmation", [f"{f} {fd['bbg']}", "BUY", n0(q2 * 1000), "WORKING"], "embed",
                  embeds=emb).idiom = ("embed-only OMS order ack", "trade_confirmation")
        t = self.after(t, 60, 400)
        part = int(q2 * 1000 * r.uniform(0.4, 0.7) / 1000) * 1000
        emb2 = [{"title": "Execution Report — PARTIAL", "description": "", "author": "OMS · NZCM ETF",
                 "fields": [{"name": "Symbol", "value": f"{f} {fd['bbg']}", "inline": True},
                            {"name": "Side", "value": "BUY", "inline": True},
                            {"name": "Fill Qty", "value": n0(part), "inline": True},
                            {"name": "Fill Px", "value": f"{p2:.2f}", "inline": True},
                            {"name": "Leaves", "value": n0(q2 * 1000 - part), "inline": True}],
                 "footer": f"ord {oid} · {fd['venue']} · {iso(t)[11:23]}Z"}]
        self.hard(t, "oms", "", "trade_fill", [f"{f} {fd['bbg']}", "BUY", n0(part), f"{p2:.2f}"], "embed", embeds=emb2)
        t = self.after(t, 30, 120)
        nn = max(1, int(n2 * part / (q2 * 1000)))
        fx = fmt_fut(fd["fut"], self.fp[f])
        self.hard(t, "marco", f"gedaan: s {nn} {fd['fut']} @ {fx} tegen de partial", "trade_fill",
                  [f"s {nn} {fd['fut']}", fx], "shorthand").idiom = ("Dutch 'gedaan' shorthand fill", "trade_fill")
        t = self.after(t, 20, 100)
        self.noise(t, "joost", r.choice(["top", "mooi", "👍"]))
        return oid

    def sc_eu_cancel(self, oid):
        r = self.r
        f = self.role["eu_eq"]
        fd = FUNDS[f]
        t = self.win(11.8, 13.0)
        self.post(t, "joost", f"cxl de rest van die {f} bid, disc is weg")
        t = self.after(t, 20, 90)
        emb = [{"title": "Cancel Ack", "description": f"{f} {fd['bbg']} BUY remainder cancelled", "author": "OMS · NZCM ETF",
                "fields": [{"name": "Leaves cxl", "value": n0(r.randint(5, 15) * 1000), "inline": True},
                           {"name": "Status", "value": "CANCELLED", "inline": True}],
                "footer": f"ord {oid} · {fd['venue']}"}]
        self.hard(t, "oms", "", "trade_confirmation", [f"{f} {fd['bbg']}", "CANCELLED", f"ord {oid}"], "embed", embeds=emb)

    def sc_eu_fi_redeem(self):
        r = self.r
        f = "IEAQ"
        fd = FUNDS[f]
        u = r.choice([2, 3])
        t = self.win(8.0, 10.5)
        nfut = self.contracts(f, u * fd["cu"])
        m = self.hard(t, "joost", f"rdm {u}u {f} vandaag, disc {-r.uniform(14, 25):.1f}bp is te mooi. {nfut} {fd['fut']} erbij",
                      "trade_proposal", [f"rdm {u}u {f}", f"{nfut} {fd['fut']}"], "shorthand")
        t = self.after(t, 60, 200)
        rd = self.uid("LU-RD-" + self.mmdd() + "{:03d}", 100, 999)
        self.hard(t, "priya", f"[ROUTE] {f} rdm {u}u → Sanne (ops) for in-kind delivery instructions + Euroclear pre-matching",
                  "route_decision", ["[ROUTE]", f"{f} rdm {u}u", "Sanne"], "tagged").idiom = (
            "[ROUTE] tag to ops", "route_decision")
        t = self.after(t, 40, 200)
        self.post(t, "sanne", f"got it, SSIs for {f} on file. will pre-match once the portal acks", ref=None)
        t = self.after(t, 400, 1200)
        self.hard(t, "mail",
                  f"📨 **Lumen Capital Markets** <primary@lumen-icav.ie>\n**Subject:** Dealing confirmation {rd}\n"
                  f"────────\nRef: {rd} · {f} · REDEMPTION {u} CU ({n0(u * fd['cu'])} shares)\nAP: {OUR_AP[0]}\n"
                  f"Dealing date: {self.ds()} · Valuation point 17:30 CET · Settle T+2\nStatus: ACCEPTED — in kind",
                  "trade_confirmation", [rd, f, "REDEMPTION", "ACCEPTED"], "structured")
        te = self.win(16.2, 17.8)
        self.hard(te, "mail",
                  f"📨 **Lumen Capital Markets** <primary@lumen-icav.ie>\n**Subject:** Contract note {rd}\n────────\n"
                  f"{f} REDEMPTION {u} CU dealt at NAV EUR {self.px[f] * (1 + r.gauss(0, 0.0004)):.4f} · "
                  f"{r.randint(180, 260)} bond lines to be delivered · cash EUR {r.uniform(-30000, 30000):,.2f}\n"
                  f"Settlement {self.ds(2)} via Euroclear",
                  "trade_fill", [rd, "REDEMPTION", f"{u} CU", "dealt at NAV"], "structured")
        return m

    def sc_eu_rejected_create(self):
        r = self.r
        f = self.other_eu_eq
        fd = FUNDS[f]
        u = r.choice([2, 3, 4])
        prem = round(r.uniform(9, 12), 1)
        cost = round(r.uniform(8.5, prem - 0.3), 1)
        t = self.win(8.5, 12.0)
        m = self.hard(t, "marco", f"proposal: cr {u}u {f}, prem {prem:+.1f}bp vs iNAV, all-in cost ~{cost}bp, hedge {fd['fut']}",
                      "trade_proposal", [f"cr {u}u {f}", fd["fut"]], "untagged")
        t = self.after(t, 60, 300)
        rej = r.choice(["nee, te dun na fees. laat liggen", "nee, te dun na fees. laat liggen, kijk morgen weer"])
        a = self.hard(t, "joost", rej, "trade_approval", ["nee", "te dun na fees"], "reply", ref=m)
        a.idiom = ("Dutch rejection reply", "trade_approval")
        t = self.after(t, 10, 60)
        self.noise(t, "marco", "ok")

    def sc_locate_fail(self):
        r = self.r
        name = r.choice(["KSSR", "CRVL", "ALTB"])
        q = r.randint(2, 6) * 10000
        t = self.win(9, 12.5)
        loc_ok = self.uid("LOC-{:05d}", 10000, 99999)
        self.near(t, "risk", f"✅ locate ok SHORT {q // 2:,} VMLN NA · ref {loc_ok} · rate {r.uniform(0.25, 0.6):.2f}% · "
                             f"for {self.role['eu_eq']} basket hedge", idiom="locate OK check")
        t = self.after(t, 60, 600)
        loc = self.uid("LOC-{:05d}", 10000, 99999)
        oid = self.hexid()
        self.hard(t, "risk", f"⛔ **LOCATE FAILED** SHORT {q:,} {name} GY — no borrow available (ref {loc}) — order "
                             f"ord {oid} BLOCKED. use FESX for the residual or get a manual locate",
                  "risk_limit", ["LOCATE FAILED", name, f"{q:,}", "BLOCKED"], "structured")
        t = self.after(t, 60, 200)
        self.post(t, "priya", f"fine, leaving {name} out of the short basket, FESX covers it")

    def sc_resize(self):
        r = self.r
        f = self.other_eu_eq
        q = r.choice([250_000, 300_000])
        q2 = q - r.choice([70_000, 100_000, 120_000])
        oid = self.hexid()
        t = self.win(9.5, 13.0)
        m = self.hard(t, "risk", f"🔧 **ORDER RESIZED** ord {oid} SELL {f} {q:,} → {q2:,} (fund gross limit "
                                 f"€{r.uniform(8, 12):.1f}m) · source qe-eu auto-hedge",
                      "risk_limit", ["ORDER RESIZED", f, f"{q:,}", f"{q2:,}"], "structured")
        m.idiom = ("risk engine resizes an order", "risk_limit")

    def sc_eu_late_reject(self):
        r = self.r
        f = self.other_eu_eq
        u = r.choice([1, 2])
        rd = self.uid("LU-CR-" + self.mmdd() + "{:03d}", 100, 999)
        t = self.T(13, 30, r.uniform(40, 400))
        self.hard(t, "mail",
                  f"📨 **Lumen Capital Markets** <primary@lumen-icav.ie>\n**Subject:** REJECTED {rd}\n────────\n"
                  f"Ref: {rd} · {f} · SUBSCRIPTION {u} CU\nAP: {OUR_AP[0]}\nStatus: REJECTED — received after dealing "
                  f"cut-off (15:30 CET). Please resubmit for next dealing day.",
                  "trade_confirmation", [rd, f, "REJECTED"], "structured")
        t = self.after(t, 60, 200)
        self.post(t, "joost", "verdomme, 40 sec te laat. morgen opnieuw")

    def sc_eu_stop(self):
        r = self.r
        f = self.role["eu_eq"]
        tg = self.px[f] * (1 - r.uniform(0.008, 0.012))
        st = self.px[f] * (1 + r.uniform(0.008, 0.012))
        t = self.win(10, 13)
        ps = abs(self.pos[f]) // 1000
        self.hard(t, "joost", f"{f} short residual {ps}k: tgt {tg:.2f}, stop {st:.2f}. rest blijft tegen {FUNDS[f]['fut']}",
                  "stop_or_target_change", [f, f"tgt {tg:.2f}", f"stop {st:.2f}"], "shorthand").idiom = (
            "Dutch shorthand tgt/stop on residual", "stop_or_target_change")

    def sc_engine_stop(self):
        r = self.r
        f = self.role["us_eq"]
        t = self.win(15, 19)
        v = r.choice([200, 250, 300])
        self.hard(t, "heng", f"ts={iso(t)} svc=hedgeng evt=residual_stop fund={f} stop_usd=-{v}k prev=-{v + 100}k set_by=joost "
                             f"action=flatten_via_{FUNDS[f]['fut']}",
                  "stop_or_target_change", [f"fund={f}", f"stop_usd=-{v}k"], "structured")

    def sc_no_route_lead(self):
        r = self.r
        f = self.role["eu_eq"]
        d = round(-r.uniform(3, 5), 1)
        t = self.win(9, 13)
        q = self.near(t, "marco", f"{f} disc {d}bp again, doen we iets?")
        t = self.after(t, 30, 180)
        m = self.hard(t, "joost", f"{f} {d}bp: laat maar, geen actie. binnen de band", "no_route_decision",
                      [f, "geen actie"], "reply", ref=q)
        m.idiom = ("Dutch 'geen actie' no-route reply", "no_route_decision")

    def sc_sister_no_route(self):
        r = self.r
        f = r.choice(["XLKQ", "TLTQ", "RSPQ"])
        u = r.randint(2, 8)
        cr = self.uid("CR-" + self.mmdd() + "-{:04d}", 100, 9999)
        t = self.win(13.6, 18)
        m = self.near(t, "mail",
                      f"📨 **Quanta AP Portal** <ap-portal@quantafunds-ap.net>\n**Subject:** Order Acknowledgement {cr}\n"
                      f"To: us-primary@noordzee-sec.com; cc: etf-primary@noordzee-cm.nl\n────────\nOrder ID: {cr}\n"
                      f"Fund: {f}\nType: CREATE · Cash\nUnits: {u} CU\nAP: {SISTER_AP[0]} ({SISTER_AP[1]})\nStatus: ACCEPTED",
                      idiom="sister-entity AP order via shared mailbox")
        t = self.after(t, 60, 300)
        a = self.hard(t, "priya", f"that one's {SISTER_AP[1]} (the US entity), not our book — not routing, ignore",
                      "no_route_decision", [SISTER_AP[1], "not routing"], "reply", ref=m)
        a.idiom = ("'not routing' reply to a bridge mail", "no_route_decision")

    def sc_lqdq_rfq_fill(self):
        r = self.r
        f = self.other_us_fi if self.role["us_fi"] == "TLTQ" else "LQDQ"
        f = "LQDQ"
        q = r.choice([100, 150, 200, 250])
        px = self.px[f] * (1 - r.uniform(0.0005, 0.001))
        t = self.win(14.5, 18.8)
        self.hard(t, "priya", f"done: bought {q}k {f} @ {px:.2f} on RFQ, {r.randint(3, 5)} dealers, cover {px + 0.02:.2f}. "
                              f"ZN hedge on",
                  "trade_fill", [f"bought {q}k {f}", f"{px:.2f}"], "untagged").idiom = (
            "untagged prose RFQ fill", "trade_fill")

    def sc_tagged_fut_fill(self):
        r = self.r
        f = self.other_us_eq
        fd = FUNDS[f]
        n = r.randint(8, 40)
        fx = fmt_fut(fd["fut"], self.fp[f])
        t = self.win(14, 19)
        self.hard(t, "priya", f"[FILL] s {n} {self.fut(f)} @ {fx} — {f} inventory overlay",
                  "trade_fill", ["[FILL]", f"s {n} {self.fut(f)}", fx], "tagged").idiom = ("[FILL] tag", "trade_fill")

    def sc_us_cancel_reject(self):
        r = self.r
        f = self.other_us_eq
        fd = FUNDS[f]
        oid = self.hexid()
        q = r.choice([50_000, 75_000, 100_000])
        t = self.win(14, 19.5)
        emb = [{"title": "Order Reject", "description": f"SELL {n0(q)} {f} {fd['bbg']} LMT {self.px[f] * 0.992:.2f}",
                "author": "OMS · NZCM ETF",
                "fields": [{"name": "Reason", "value": "price collar breach (>0.75% from ref)", "inline": False},
                           {"name": "Status", "value": "REJECTED", "inline": True}],
                "footer": f"ord {oid} · ARCX · book ETF-MM-US"}]
        self.hard(t, "oms", "", "trade_confirmation", ["SELL", f"{f} {fd['bbg']}", "REJECTED"], "embed", embeds=emb)
        t = self.after(t, 30, 120)
        self.post(t, "priya", f"fat finger on the {f} limit, my bad. resending at the right px")

    def sc_deleted_proposal(self):
        r = self.r
        f = self.other_us_eq
        u = r.choice([5, 6, 7])
        tag = r.randint(11, 99)
        t = self.win(13.7, 16)
        txt = f"cr {u}u {f} op de Veldhoven flow #{tag}, prem +{r.uniform(4, 6):.1f}bp"
        m = self.hard(t, "marco", txt, "trade_proposal", [f"cr {u}u {f}"], "shorthand")
        m.hard[1].append(f"#{tag}")
        self.delete(m, self.after(t, 20, 70), f"op de Veldhoven flow #{tag}")
        t = self.after(t, 80, 120)
        self.post(t, "marco", "sorry wrong channel")

    def sc_forgotten_proposal(self):
        r = self.r
        u = r.choice([6, 8, 10])
        f = "LQDQ"
        n = self.contracts(f, u * FUNDS[f]["cu"])
        t = self.win(15, 18)
        cl = r.choice(["Zuidas Pensioen", "Stichting Rijnmond Zorg", "Veluwe Verzekeringen"])
        m = self.hard(t, "priya", f"{cl} called, they want out of {u}u {f} tomorrow via us. proposing we pre-hedge "
                                  f"today: sell {n} {self.fut(f)} now, redeem the units T+0 tomorrow",
                      "trade_proposal", [f"{u}u {f}", f"sell {n} {self.fut(f)}"], "untagged")
        self.forget(m, self.after(t, 400, 900), f"{cl} called, they want out of {u}u {f}")
        t = self.after(t, 300, 600)
        m2 = self.post(t, "sanne", f"their settlements contact is Mr Dekker, +31 20 {r.randint(100, 999)} {r.randint(1000, 9999)}")
        self.forget(m2, self.after(t, 200, 500), "their settlements contact is Mr Dekker")
        t = self.after(t, 900, 1200)
        self.post(t, "joost", "geen klantnamen in dit kanaal aub. ik heb het weggehaald")

    def sc_thesis_lead(self):
        r = self.r
        t = self.win(15, 19)
        self.hard(t, "joost", "IG credit: ik draai van constructive naar neutraal op LQDQ. spreads te tight, geen inventory "
                              "meer carryen overnight — flat by close",
                  "thesis_update", ["LQDQ", "neutraal", "flat by close"], "untagged").idiom = (
            "Dutch view flip", "thesis_update")

    def sc_thesis_priya(self):
        r = self.r
        f = self.role["eu_eq"]
        t = self.win(9, 12.5)
        tagged = r.random() < 0.5
        self.hard(t, "priya", ("[VIEW] " if tagged else "") +
                  f"changing my view on the {f} discount: it's dividend-season driven, not flow. no longer "
                  f"expecting it to close before ex-date, so I'd stop leaning long into it",
                  "thesis_update", [f, "changing my view", "no longer expecting it to close"],
                  "tagged" if tagged else "untagged")

    def sc_held_news(self, k=1):
        r = self.r
        avail = [x for x in HELD_NEWS if x[0] not in self.used]
        picks = r.sample(avail, k)
        for x in picks:
            self.used.add(x[0])
        for comp, tick, fund, head, facts in picks:
            mv = f"{r.choice([-1, 1]) * r.uniform(3, 9):+.1f}%"
            mvbp = f"{r.randint(4, 12)}bp"
            h = head.format(mv=mv, mvbp=mvbp)
            eu = FUNDS[fund]["reg"] == "EU"
            t = self.win(7.2, 12.5) if eu else self.win(12, 20.5)
            style = r.random()
            if style < 0.4:
                txt = f"📰 {h}"
                ph = "untagged"
                idiom = ("held news by company name only", "held_position_news")
            elif style < 0.75:
                w = next(x[2] for x in HOLDINGS[fund] if x[1] == comp)
                txt = (f"📰 **{comp}** — {h}\n> {comp} is {w:.2f}% of {fund}; we hold {self.pos[fund]:+,} sh {fund} inventory. "
                       f"{FUNDS[fund]['fut']} hedge covers beta, not the idio. iNAV will gap vs screen in the next ticks.")
                ph = "untagged"
                idiom = ("held news tied to ETF top holding", "held_position_news")
            else:
                txt = f"heads up: {h}"
                ph = "untagged"
                idiom = ("human 'heads up' held news", "held_position_news")
            who = "analyst" if style < 0.75 else r.choice(["priya", "marco"])
            m = self.hard(t, who, txt, "held_position_news", facts, ph)
            m.idiom = idiom
            if r.random() < 0.5:
                self.react(m, "👀", "joost", self.after(t, 20, 300))

    def sc_watch_news(self, k=1):
        r = self.r
        avail = [x for x in WATCH_NEWS if x[1] not in self.used]
        picks = r.sample(avail, k)
        for x in picks:
            self.used.add(x[1])
        for tick, head, facts in picks:
            h = head.format(d15=self.ds(r.randint(14, 25), "%d %b"), d10=self.ds(r.randint(8, 14), "%d %b"))
            t = self.win(8, 19)
            if r.random() < 0.5:
                txt = f"📰 Watchlist · {h}"
            else:
                txt = (f"📨 **{('Quanta' if tick == 'QSOX' else 'Lumen')} ETF notice** <notices@"
                       f"{'quantafunds-ap.net' if tick == 'QSOX' else 'lumen-icav.ie'}>\n**Subject:** {tick} — product update\n"
                       f"────────\n{h}. Authorised participants and LPs will receive revised PCF templates 5 business days before.")
            m = self.hard(t, "analyst" if txt.startswith("📰") else "mail", txt, "watchlist_news", facts, "untagged")
            m.idiom = ("watchlist ETF product news", "watchlist_news")

    def reports(self):
        r = self.r
        kinds = ["proposal", "no_route", "thesis", "route", "none"]
        r.shuffle(kinds)
        slots = [(6.7, "06"), (10.0, "10"), (13.75, "13"), (16.5, "16"), (19.0, "19")]
        slots = sorted(r.sample(slots, len(kinds)))
        for (h, hh), kind in zip(slots, kinds):
            t = self.T(h, r.randint(0, 8), r.uniform(0, 59))
            us_open = h >= 13
            if kind == "none":
                self.analyst_report(t, None, hh)
                continue
            if kind == "proposal":
                f = self.other_us_fi if us_open else "IEAQ"
                fd = FUNDS[f]
                u = r.choice([2, 3])
                prem = round(-r.uniform(12, 20), 1)
                lim = self.px[f] * (1 + prem / 1e4 * 0.4)
                n = self.contracts(f, u * fd["cu"])
                para = (f"**Proposed action:** redeem {u}u {f} ({n0(u * fd['cu'])} sh) — buy on screen up to {lim:.2f} and "
                        f"deliver for NAV; hedge duration with {n} {fd['fut']}. Expected edge ~{abs(prem) - r.uniform(4, 7):.0f}bp "
                        f"net of costs. Needs desk sign-off before the {fd['cutoff']} cut-off.")
                m = self.analyst_report(t, (para, "trade_proposal", [f"redeem {u}u {f}", f"{lim:.2f}", f"{n} {fd['fut']}"], f, prem), hh)
                m.idiom = ("proposal buried mid-report", "trade_proposal")
                ta = self.after(m.t, 120, 500)
                if r.random() < 0.7:
                    u2 = u - 1
                    self.hard(ta, "joost", f"ja doen, {u2}u ipv {u}u", "trade_approval", ["ja doen", f"{u2}u ipv {u}u"],
                              "reply", ref=m).idiom = ("approval with size change", "trade_approval")
                else:
                    self.hard(ta, "joost", f"akkoord 👍 {f} rdm", "trade_approval", ["akkoord", f"{f} rdm"], "reply", ref=m)
            elif kind == "no_route":
                f = r.choice([self.other_eu_eq, self.other_us_eq]) if us_open else self.other_eu_eq
                fd = FUNDS[f]
                prem = round(r.uniform(4, fd["cost"][0] - 0.5), 1)
                para = (f"{f}: premium {prem:+.1f}bp sits inside the {fd['cost'][0] + 1:.1f}bp creation cost — no action, "
                        f"not routed. Will re-check if it prints above {fd['cost'][1]:.0f}bp for 15 min.")
                m = self.analyst_report(t, (para, "no_route_decision", [f, "no action, not routed"], f, prem), hh)
                m.idiom = ("'no action, not routed' inside report", "no_route_decision")
            elif kind == "thesis":
                f = self.other_us_fi if us_open else "IEAQ"
                para = (f"**Thesis update ({f}):** the discount mean-reversion thesis is invalidated for this week — "
                        f"month-end index extension flows keep the ETF offered into the close. Conviction lowered from "
                        f"high to low; we stop leaning on redemptions in {f} until the rebalance is done.")
                m = self.analyst_report(t, (para, "thesis_update", [f"Thesis update ({f})", "invalidated", "high to low"], f,
                                            round(-r.uniform(8, 14), 1)), hh)
                m.idiom = ("thesis invalidated inside report", "thesis_update")
            elif kind == "route":
                f = self.other_us_fi if us_open else "IEAQ"
                rq = self.uid("RQ-{:03d}", 100, 999)
                para = (f"Routing: {f} redemption ticket {rq} → exec-agent (owner: Priya) for execution before the "
                        f"{FUNDS[f]['cutoff']} cut-off; sizing per the approved band.")
                m = self.analyst_report(t, (para, "route_decision", [rq, "exec-agent", f], f, round(-r.uniform(10, 16), 1)), hh)
                m.idiom = ("route to exec-agent buried in report", "route_decision")

    # ------------------------------------------------------------------ near-misses and chatter
    def near_misses(self):
        r = self.r
        eu, us, fi = self.role["eu_eq"], self.role["us_eq"], self.role["us_fi"]
        pool = [
            (lambda: (self.win(8, 12), "joost", f"wat als we morgen 2u {eu} redeemen als die disc blijft hangen?",
                      "Dutch hypothetical 'wat als'")),
            (lambda: (self.win(14, 18), "marco", f"moeten we de {FUNDS[us]['fut']} hedge niet bijkopen? beta lijkt hoger vandaag",
                      None)),
            (lambda: (self.win(9, 18), "priya", f"fwiw last Thursday we did 6u {us} at +9bp and the basket slipped 4bp, so "
                                                f"don't chase", "history of a past create")),
            (lambda: (self.win(8, 20), "joost", f"in 2022 hebben we 40u {fi} op één dag geredeemd lol. andere tijden", None)),
            (lambda: (self.win(10, 19), "marco", f"paper: s 30k {self.other_eu_eq} @ {self.p(self.other_eu_eq)} in de sim, "
                                                 f"test van het nieuwe hedge model", "paper trade in sim")),
            (lambda: (self.win(13.6, 19.5), "priya", f"we should send the {us} cr before 15:30 ET, don't leave it to the last "
                                                     f"minute like last week", None)),
            (lambda: (self.win(9, 19), "joost", r.choice(["rates voelen toppy, maar goed", "Europa ziet er goedkoop uit vs US imo",
                                                          "markt is gek vandaag"]), "general market opinion")),
            (lambda: (self.win(15, 20), "pnl", f"what-if: hedged {us} with {'ES' if FUNDS[us]['fut'] == 'NQ' else 'NQ'} "
                                               f"instead of {FUNDS[us]['fut']} today → €{r.uniform(4, 15):+.1f}k vs actual",
                      None)),
            (lambda: (self.win(12, 14), "analyst", "route summary 12:00Z: 0 routed · 2 watch · 5 skipped (inside cost band)",
                      "cron route summary")),
            (lambda: (self.win(7, 20), "marco", f"iemand een idee waarom de {self.other_eu_eq} iNAV zo springt?", None)),
            (lambda: (self.win(16, 20), "priya", f"if {fi} disc goes past -25bp tomorrow I'd want to redeem 5u, "
                                                 f"just flagging", None)),
        ]
        for fn in r.sample(pool, r.randint(8, len(pool))):
            t, who, txt, idiom = fn()
            self.near(t, who, txt, idiom=idiom)
        # other AP orders / activity summary via bridge
        for _ in range(r.randint(2, 3)):
            ap, code = r.choice(OTHER_APS)
            f = r.choice(list(FUNDS))
            fd = FUNDS[f]
            u = r.randint(2, 15)
            t = self.win(8, 12.8) if fd["reg"] == "EU" else self.win(13.6, 19.8)
            ref = self.uid(("CR-" if r.random() < 0.5 else "RD-") + self.mmdd() + "-{:04d}", 100, 9999) if fd["reg"] == "US" \
                else self.uid("LU-" + r.choice(["CR", "RD"]) + "-" + self.mmdd() + "{:03d}", 100, 999)
            typ = "CREATE" if "CR" in ref else "REDEEM"
            self.near(t, "mail",
                      f"📨 **{fd['issuer']} LP desk** <lp-desk@{'quantafunds-ap.net' if fd['reg'] == 'US' else 'lumen-icav.ie'}>\n"
                      f"**Subject:** FW: order status {ref} ({code})\nTo: lp-distribution@…\n────────\n"
                      f"Order {ref} · {f} · {typ} {u} CU · AP {ap} ({code}) · Status: ACCEPTED\n"
                      f"(forwarded to LP list for quoting awareness — no action for other APs)",
                      idiom="other AP's order via bridge")
        t = self.win(21, 22.5)
        rows = []
        for f in FUNDS:
            for _ in range(r.randint(0, 2)):
                ap, code = r.choice(OTHER_APS + [OUR_AP])
                rows.append(f"{f:<5} {code:<5} {r.choice(['CR', 'RD']):<3} {r.randint(1, 12):>3} CU")
        self.near(t, "mail", f"📨 **Issuer primary activity {self.ds()} (all APs)** <reports@quantafunds-ap.net>\n```\n"
                             f"fund  AP    typ  size\n" + "\n".join(rows) + "\n```\nSource: transfer agent, unaudited.")
        # backtest and unheld news / colour
        t = self.win(10, 18)
        self.near(t, "analyst",
                  f"Backtest (2024-01 → {self.ds(-20, '%Y-%m')}), rule 'create when prem > 1.5× cost for 10 min' on {us}: "
                  f"{r.randint(180, 340)} trades, hit rate {r.randint(61, 77)}%, avg {r.uniform(1.5, 3.5):.1f}bp net, worst "
                  f"-{r.uniform(6, 14):.1f}bp (Aug-24 vol). Fills assumed at arrival mid + 1.2bp. Not a live signal.",
                  idiom="backtest stats with fills")
        for h in r.sample(UNHELD_NEWS, r.randint(2, 3)):
            t = self.win(6.5, 20)
            self.near(t, "analyst", f"📰 {h}", idiom="news on a name the desk does not hold")
        for g in r.sample(GENERIC_COLOUR, 2):
            t = self.win(8, 19)
            self.near(t, "analyst", "📰 " + g.format(n=f"{r.uniform(1, 6):.1f}", p=r.randint(40, 70)))
        # sim mode engine and other desk fill
        t = self.win(10, 17)
        bk = self.uid("SIM-{:05d}", 10000, 99999)
        self.near(t, "heng", f"ts={iso(t)} svc=hedgeng mode=SIM evt=basket_order id={bk} fund={us} side=BUY units=3 "
                             f"legs={FUNDS[us]['lines']} status=WORKING note=shadow-run-v8",
                  idiom="SIM mode key=value basket order")
        t = self.win(13.5, 19.5)
        emb = [{"title": "Execution Report — FILL", "description": "", "author": "OMS · NZCM DELTA1",
                "fields": [{"name": "Symbol", "value": f"ES{self.fs}", "inline": True},
                           {"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": str(r.randint(100, 400)), "inline": True},
                           {"name": "Px", "value": fmt_fut("ES", self.fp['RSPQ']), "inline": True}],
                "footer": f"ord {self.hexid()} · book DELTA1-SWAPS · client unwind"}]
        self.near(t, "oms", "", embeds=emb, idiom="other desk's fill card (book DELTA1)")
        t = self.win(14, 19)
        self.near(t, "joost", f"de swaps desk heeft net {r.randint(150, 400)} ES verkocht voor die klant unwind, kan de "
                              f"{FUNDS['RSPQ']['fut']} even wat doen", idiom="other desk's trade mentioned")

    def _convs(self):
        r = self.r
        eu, us, fi = self.role["eu_eq"], self.role["us_eq"], self.role["us_fi"]
        oeu = self.other_eu_eq
        fu, fe = FUNDS[us]["fut"], FUNDS[eu]["fut"]
        rf = lambda: r.choice(list(FUNDS))
        # (window, [(who, text), ...]) -- each later line replies to / follows the previous one
        convs = [
            ((7, 19), [("joost", f"{fu} boek is dun vandaag, pas op met grote clips"),
                       ("priya", f"noted, clipping {r.choice([3, 5, 8])} lots max")]),
            ((7, 13), [("joost", f"iNAV van Lumen loopt weer achter op {eu}, check het FV model"),
                       ("marco", f"FV zit {r.uniform(0.5, 2):.1f}bp onder iNAV, FV klopt. Lumen feed is {r.randint(12, 40)}s stale"),
                       ("joost", "ok, qe op FV laten lopen dan")]),
            ((8, 11), [("joost", "Sanne, heb je de settlement van gisteren rond?"),
                       ("sanne", "yes, all T-1 creates settled at DTC and Euroclear, no fails")]),
            ((11, 13), [("joost", "lunch, 20 min weg. Priya heeft de US zodra die open is"), ("priya", "👍")]),
            ((9, 18), [("joost", f"wie kijkt er naar de {FUNDS[oeu]['fut']} roll?"),
                       ("marco", f"ik, spread is {r.uniform(0.2, 0.6):.1f} nu, doe het morgen"), ("joost", "prima")]),
            ((7, 15), [("joost", f"hoezo is de {oeu} spread zo wijd?"),
                       ("marco", f"{FUNDS[oeu]['fut']} liep weg, qe heeft automatisch verbreed naar tier 2"),
                       ("marco", f"{oeu} quotes staan weer, {r.randint(2, 4)}bp breed")]),
            ((13, 20), [("priya", f"Quanta portal slow again, {r.randint(20, 60)}s to load the order screen"),
                        ("sanne", "same here, their status page says degraded")]),
            ((13, 20), [("priya", f"{fi} bonds: dealer axes look light in the 2050s")]),
            ((9, 14), [("sanne", "CSD deadline for IEAQ in-kind is 16:00 CET tomorrow, FYI")]),
            ((12, 18), [("sanne", "Euroclear confirms yesterday's IEAQ delivery matched")]),
            ((14, 20), [("sanne", f"DTC had a {r.randint(5, 20)} min delay on CNS, nothing on our side")]),
            ((7, 17), [("marco", "koffie iemand?"), ("joost", "ja graag, zwart"), ("priya", "I'm good thx")]),
            ((18.5, 20.5), [("joost", "mooi werk vandaag jongens"), ("marco", "🙏")]),
            ((13.6, 20), [("priya", f"{us} iNAV and our FV diverged {r.uniform(1, 4):.1f}bp around the "
                                    f"{r.choice(['jobless claims', 'ISM', 'Fed speaker', 'Treasury auction'])} headline, back now")]),
            ((8, 13), [("marco", f"{eu} top-of-book is allemaal ons en nog één LP"),
                       ("joost", "mooi, maar niet te agressief op size")]),
            ((8, 19), [("joost", "qe-eu tier 3 staat te lang aan, Marco check even de config"),
                       ("marco", "gecheckt, stond een oude override. weg nu")]),
            ((14, 19), [("priya", f"Quanta asks if we'd take custom baskets in {us} going forward — typically dropping "
                                  f"{r.randint(2, 5)} illiquid lines"),
                        ("joost", "custom baskets prima zolang de cash < 1% is")]),
            ((7, 10), [("sanne", f"PCF for {rf()} matches issuer website, loaded")]),
            ((15, 20), [("priya", f"{fi} creation fee goes up to $1,250/CU from next month btw"),
                        ("joost", "weer? pfff")]),
            ((14, 20), [("priya", "back, was on the Quanta call"), ("joost", "nog iets nieuws?"),
                        ("priya", "they're pushing custom baskets for FI, and a new fee tier. will write it up")]),
            ((9, 19), [("joost", "let op: US data om 12:30Z morgen, spreads vooraf wijder zetten"),
                       ("marco", "staat in de qe kalender")]),
            ((13.6, 20), [("priya", f"{us} on the screen: {r.randint(2, 6)} LPs at the touch, we're best bid "
                                    f"{r.randint(20, 70)}% of the time")]),
            ((9, 18), [("sanne", "Lumen changed the dealing form template, new one is in the shared drive")]),
            ((7, 12), [("marco", f"FESX roll spread {r.uniform(44, 52):.1f} mid, normaal")]),
            ((13.6, 20), [("priya", "ES/NQ basis tight today, hedges cheap")]),
            ((9, 19), [("joost", "wie heeft de Quanta capmarkets call morgen? ik kan niet"), ("priya", "I'll take it")]),
            ((7, 10), [("marco", f"kan iemand de {oeu} PCF checken, cash component ziet er raar uit"),
                       ("sanne", f"checked, it's the dividend accrual, €{r.uniform(2000, 9000):,.0f} per CU, fine")]),
            ((19, 20), [("priya", f"quoting {us} wider into the close, the closing auction imbalance is big"),
                        ("joost", "ok")]),
            ((7, 15), [("marco", "heeft iemand de nieuwe borrow rates voor de EU names?"),
                       ("sanne", "in the risk folder, updated this morning")]),
            ((13.6, 20), [("priya", "FIX drop on ARCX again, third time this week"), ("joost", "ticket bij infra?"),
                          ("priya", f"raised, INC-{r.randint(40000, 49999)}")]),
            ((16, 21), [("sanne", f"{r.randint(3, 12)} trades pending allocation in the back office, will clear by EOD")]),
            ((7, 15), [("marco", f"{oeu} iNAV springt, {r.randint(15, 40)}s geen tick"),
                       ("priya", "ICE feed issue, it's on their status page")]),
            ((8, 18), [("joost", "weekend rotatie: wie heeft zaterdag de PCF check?"), ("sanne", "ik")]),
            ((14, 19), [("priya", f"{fi} RFQ flow busy: {r.randint(8, 20)} requests in the last hour, hit ratio this week "
                                  f"~{r.randint(18, 35)}%")]),
            ((8, 14), [("marco", f"{oeu} creation cost model lijkt {r.uniform(1, 3):.1f}bp te hoog, FTT zit er dubbel in?"),
                       ("joost", "check met quant, niet zelf aanpassen")]),
            ((8, 19), [("priya", "heads up, I'm off Friday, Marco covers the US open"), ("marco", "👍")]),
            ((10, 16), [("joost", f"goed gedaan op de {eu} vanochtend")]),
            ((8, 18), [("sanne", "reminder: quarterly AP agreement attestations due end of month")]),
            ((8, 15), [("marco", f"{fe} roll window gaat dinsdag open, calendar spread nu {r.uniform(44, 52):.1f} mid")]),
            ((13.6, 20), [("priya", f"{fu} spread {r.randint(2, 3)} ticks, waiting for it to come in")]),
            ((13.6, 20), [("joost", "qe-us lat p99 loopt op, iemand infra gebeld?"),
                          ("priya", "they're on it, GC pause on the pricer")]),
            ((9, 18), [("marco", "wat betekent 'disp bp' in de analyst tabel?"),
                       ("priya", "dispersion between the iNAV sources, in bp")]),
            ((9, 17), [("sanne", "Lumen confirms SSIs updated for the new Clearstream account")]),
            ((8, 14), [("priya", f"{oeu}: one LP pulled their quotes for {r.randint(3, 15)} min, we were alone on the screen")]),
            ((8, 19), [("joost", "ja"), ]),
            ((6.5, 9), [("marco", f"overnight {us} moved {r.uniform(-1.5, 1.5):+.1f}% in the Asia session, iNAV pre-open looks sane")]),
            ((13.6, 19), [("priya", f"{us} opening auction printed {r.uniform(0.3, 2):.1f}bp rich to iNAV, normal"),
                          ("joost", "ok, houden zo")]),
            ((20, 22), [("sanne", "recon done, positions match the custodian"), ("joost", "👍 thx")]),
            ((20.3, 22.5), [("priya", "logging off, US handed to the night monitor"), ("joost", "ciao")]),
        ]
        return convs

    def chatter(self, n):
        r = self.r
        convs = self._convs()
        order = list(range(len(convs)))
        r.shuffle(order)
        # a second pass re-uses only single status-like lines that carry fresh numbers
        order = [(convs, i) for i in order] + [(None, i) for i in order
                                               if len(convs[i][1]) == 1 and any(ch.isdigit() for ch in convs[i][1][0][1])]
        acks = {"👍", "🙏", "ok", "ja", "ik", "prima", "ciao", "👍 thx", "I'll take it"}
        made = 0
        for src, i in order:
            if made >= n:
                break
            if src is None:
                src = self._convs()
            (h1, h2), lines = src[i]
            t = self.win(h1, h2)
            prev = None
            for who, txt in lines:
                ref = prev if prev is not None and r.random() < 0.55 else None
                if txt in acks:
                    m = self.noise(t, who, txt, ref=ref or prev)
                else:
                    m = self.post(t, who, txt, ref=ref)
                prev = m
                made += 1
                t = self.after(t, 25, 260)
        # a few acks that are noise, replying to PnL or news
        cands = [m for m in self.msgs if m.who.key in ("pnl", "analyst", "mail") and m.kind != "hard"]
        for _ in range(r.randint(4, 7)):
            if not cands:
                break
            tgt = r.choice(cands)
            who = r.choice(["joost", "priya", "marco", "sanne"])
            a = self.noise(self.after(tgt.t, 30, 400), who, r.choice(["ty", "thx", "👍", "🙏", "top", "dank je", "ok"]),
                           ref=tgt)
            if tgt.who.key == "pnl":
                a.idiom = ("'👍' / 'ty' ack on PnL (noise)", "not_hard")
        # typo edit on a plain message
        plain = [m for m in self.msgs if m.who.key == "joost" and m.kind == "plain" and m is not self.note_msg
                 and not m.edits]
        if plain:
            m = r.choice(plain)
            self.edit(m, self.after(m.t, 10, 60), m.content + " (edit: typo)")

    def extra_tables(self):
        r = self.r
        for h in (12, 18):
            t = self.T(h, r.randint(5, 12))
            rows = []
            for f, fd in FUNDS.items():
                ps = int(self.pos[f] * r.uniform(0.7, 1.1) / 100) * 100
                rows.append(f"{f:<5} {ps:>+10,} {fd['limit']:>10,} {abs(ps) / fd['limit'] * 100:>5.1f}% "
                            f"{self.fut(f):>7} {self.contracts(f, abs(ps)) * (-1 if ps > 0 else 1):>+5}")
            hdr = f"{'fund':<5} {'inv sh':>10} {'limit':>10} {'util':>6} {'hedge':>7} {'lots':>5}"
            self.noise(t, "risk", f"Inventory snapshot {h:02d}:00Z\n```\n" + hdr + "\n" + "\n".join(rows) + "\n```")
        t = self.T(20, r.randint(15, 30))
        rows = [f"{'basket':<9} {'fund':<5} {'side':<4} {'legs':>5} {'notional':>10} {'slip bp':>7} {'dur':>6}"]
        for _ in range(r.randint(7, 11)):
            f = r.choice(list(FUNDS))
            rows.append(f"{self.uid('BK-{:05d}', 10000, 99999):<9} {f:<5} {r.choice(['BUY', 'SELL']):<4} "
                        f"{r.randint(20, FUNDS[f]['lines'] if FUNDS[f]['lines'] < 600 else 600):>5} "
                        f"{r.uniform(0.4, 45):>9.2f}m {r.uniform(-0.5, 3.5):>7.1f} {r.randint(2, 48):>4}m")
        self.noise(t, "heng", "hedgeng EOD basket report (all books)\n```\n" + "\n".join(rows) + "\n```\n"
                              f"total slip {r.uniform(0.8, 2.2):.2f}bp notional-weighted · rejects {r.randint(0, 3)} · "
                              f"manual overrides {r.randint(0, 2)}")
        t = self.T(21, r.randint(5, 40))
        rows = [f"{'ref':<16} {'fund':<5} {'type':<6} {'CU':>3} {'csd':<10} {'status':<10}"]
        for _ in range(r.randint(5, 8)):
            f = r.choice(list(FUNDS))
            rows.append(f"{'T-1/' + str(r.randint(1000, 9999)):<16} {f:<5} {r.choice(['CREATE', 'REDEEM']):<6} "
                        f"{r.randint(1, 8):>3} {'DTC' if FUNDS[f]['reg'] == 'US' else 'Euroclear':<10} "
                        f"{r.choice(['SETTLED', 'SETTLED', 'SETTLED', 'MATCHED', 'PENDING']):<10}")
        self.post(t, "sanne", "settlement status yesterday's primary (T-1):\n```\n" + "\n".join(rows) + "\n```\nno fails, "
                              "one pending on a partial bond line, chasing tomorrow am")
        t = self.T(6, r.randint(35, 55))
        heads = r.sample(UNHELD_NEWS, 2) + [g.format(n=f"{r.uniform(1, 6):.1f}", p=r.randint(40, 70))
                                            for g in r.sample(GENERIC_COLOUR, 2)]
        self.near(t, "analyst", "**Overnight digest** (not in book unless flagged)\n" + "\n".join(f"• {h}" for h in heads)
                  + f"\n• Asia close: Nikkei {r.uniform(-1.5, 1.5):+.1f}%, Hang Seng {r.uniform(-2, 2):+.1f}%, UST 10y "
                    f"{r.uniform(3.9, 4.6):.2f}%\n• Futures: ES {r.uniform(-0.6, 0.6):+.2f}%, NQ {r.uniform(-0.8, 0.8):+.2f}%, "
                    f"FESX {r.uniform(-0.7, 0.7):+.2f}%", idiom="overnight digest of unheld names")

    def notices(self):
        r = self.r
        pool = []

        def rebal():
            rows = [f"{'action':<7} {'ticker':<8} {'name':<26} {'wgt%':>5}"]
            for _ in range(r.randint(8, 12)):
                a, b = r.choice(_SYL_A), r.choice(_SYL_B)
                rows.append(f"{r.choice(['ADD', 'DELETE', 'ADD']):<7} {(a + b).upper()[:4] + ' JT':<8} "
                            f"{a + b + ' ' + r.choice(['KK', 'Corp', 'Holdings']):<26} {r.uniform(0.05, 1.2):>5.2f}")
            return ("near", "Lumen ETF notice", "lumen-icav.ie", "JPNQ — quarterly index review",
                    f"Lumen MSCI Japan UCITS ETF (JPNQ) will track the index changes below effective close "
                    f"{self.ds(r.randint(6, 12), '%d %b')}. The PCF of the effective date will reflect the new "
                    f"composition; in-kind orders on that date will be accepted on the pro-forma basket.\n```\n"
                    + "\n".join(rows) + "\n```\nQueries: capital.markets@lumen-icav.ie", "other issuer fund notice")

        def merger():
            return ("near", "Calder Asset Management", "calder-am.com", "Notice of fund merger — CALQ into CALW",
                    f"The board of Calder ETF Trust has approved the merger of Calder US Quality Momentum ETF (CALQ) into "
                    f"Calder US Quality ETF (CALW), expected on {self.ds(r.randint(30, 60), '%d %b %Y')}. Creations in CALQ "
                    f"will be suspended from {self.ds(r.randint(20, 28), '%d %b')}; redemptions remain open until the "
                    f"last dealing day. Shareholders will receive CALW shares at the NAV exchange ratio. Authorised "
                    f"participants are asked to confirm their unit holdings in CALQ by reply. This notice is sent to "
                    f"all APs on the Calder distribution list.", "other issuer merger notice")

        def fees():
            return ("near", "Meridian ETFs AP services", "meridian-etf.com", "AP agreement — revised transaction fees",
                    f"Effective {self.ds(r.randint(10, 25), '%d %b')}, fixed creation/redemption fees for Meridian "
                    f"fixed income funds change as follows: MGOV $500 → $750 per order, MCRP $1,000 → $1,250, MHYB "
                    f"$1,500 unchanged. Variable cash fees for cash creations in MCRP may be charged up to 15bp at the "
                    f"discretion of the adviser. Please countersign the amended Schedule B via the portal. No action is "
                    f"required for APs without Meridian activity in the last 12 months.", "other issuer fee notice")

        def early_close():
            return ("plain", "Quanta ETF Trust", "quantafunds-ap.net", "Operational notice — early market close",
                    f"Due to the early close of US markets on {self.wd(r.randint(8, 40), '%a %d %b')}, order cut-offs for "
                    f"all Quanta ETF Trust funds will be 13:00 ET (equity) and 12:00 ET (fixed income) on that day. "
                    f"Custom in-kind baskets must be agreed by 11:00 ET. Settlement dates are unaffected. The AP portal "
                    f"will display the revised cut-offs from the preceding business day.", None)

        def csd():
            return ("plain", "Lumen Capital Markets", "lumen-icav.ie", "Settlement reminder — partial deliveries",
                    "As a reminder, in-kind redemptions in IEAQ are settled line by line; partial deliveries of individual "
                    "bonds do not hold up the remaining lines. Fails on individual lines will be bought in after 4 "
                    "business days in line with CSDR. Please make sure SSIs for all Euroclear and Clearstream accounts "
                    "are current in the portal.", None)

        pool = [rebal, merger, fees, early_close, csd]
        for fn in r.sample(pool, r.randint(3, 4)):
            kind, frm, dom, subj, body, idiom = fn()
            t = self.win(7, 20)
            txt = f"📨 **{frm}** <notices@{dom}>\n**Subject:** {subj}\nTo: lp-distribution@…\n────────\n{body}"
            if kind == "near":
                self.near(t, "mail", txt, idiom=idiom)
            else:
                self.post(t, "mail", txt)

    def spam_and_bulk(self):
        r = self.r
        t = self.win(19.5, 22.5)
        ms = []
        base = r.randint(10_000_000, 90_000_000)
        for i in range(r.randint(3, 5)):
            a = base + i * 137
            m = self.noise(t + i * r.randint(250, 900), "qe",
                           f"ERR md gap XNAS ITCH seq={a} → {a + 54} ({54} msgs) retrying… attempt {i + 1}")
            m.snippet = f"seq={a} → {a + 54}"
            ms.append(m)
        tb = self.after(t, 120, 400)
        for m in ms:
            m.deleted = tb
            m.bulk = id(ms)
        self.ops.append(Op(tb, "bulk_delete", None, msgs=ms))
        self.noise(self.after(tb, 5, 30), "joost", "spam opgeruimd")
        # a PnL snapshot posted with wrong numbers, deleted and reposted
        t = self.win(16.5, 19.5)
        bad = r.uniform(900, 1500)
        m = self.noise(t, "pnl", f"📊 PnL {datetime.fromtimestamp(t / 1000, tz=timezone.utc):%H:%M}Z · MM €{bad:+,.1f}k · "
                                 f"**net €{bad:+,.1f}k** (mark source: STALE)")
        self.delete(m, self.after(t, 30, 120), f"€{bad:+,.1f}k")
        self.noise(self.after(t, 150, 200), "pnl", f"📊 PnL restated · net €{r.gauss(18, 6):+.1f}k · stale marks fixed")

    # ------------------------------------------------------------------ build
    def build(self):
        r = self.r
        self.setup()
        self.heartbeats()
        self.pcf_tables()
        self.morning()
        self.reports()
        # hard scenes: must-haves then optional to a target count
        self.sc_us_create_thread()
        self.sc_us_fi_redeem()
        oid = self.sc_eu_eq_mm()
        self.sc_breach_and_limit()
        self.sc_deleted_proposal()
        self.sc_forgotten_proposal()
        self.sc_held_news(k=1)
        self.sc_watch_news(k=1)
        self.sc_sister_no_route()
        self.sc_tagged_fut_fill()
        target = r.randint(33, 41)
        optional = [
            (self.sc_eu_fi_redeem, 4), (lambda: self.sc_eu_cancel(oid), 1), (self.sc_eu_rejected_create, 2),
            (self.sc_locate_fail, 1), (self.sc_resize, 1), (self.sc_eu_late_reject, 1), (self.sc_eu_stop, 1),
            (self.sc_engine_stop, 1), (self.sc_no_route_lead, 1), (self.sc_lqdq_rfq_fill, 1),
            (self.sc_us_cancel_reject, 1), (self.sc_thesis_lead, 1),
            (self.sc_thesis_priya, 1), (lambda: self.sc_held_news(1), 1), (lambda: self.sc_watch_news(1), 1),
        ]
        r.shuffle(optional)
        for fn, k in optional:
            if self.hard_n + k <= target:
                fn()
        self.near_misses()
        self.spam_and_bulk()
        self.eod_recap()
        self.notices()
        self.extra_tables()
        n_noise = sum(1 for m in self.msgs if m.kind == "noise" and m.deleted is None)
        share = r.uniform(0.26, 0.31)
        total = min(300, max(200, int((n_noise + 5.5) / share)))
        self.chatter(max(20, total - len(self.msgs) - 5))


# --------------------------------------------------------------------------- assembly


def _embed_text(embeds):
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fl in e.get("fields", []):
            parts.append(f"{fl['name']} {fl['value']}")
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    dd = []
    for ci in range(channels):
        cid = channel_id(ci)
        prev_note = None
        for di in range(days):
            start = end_ms - (days - di) * 24 * HOUR
            date = datetime.fromtimestamp(start / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
            rng = random.Random(f"{DESK}|{seed}|{ci}|{date}")
            d = DeskDay(rng, start, ci, cid, prev_note)
            d.build()
            prev_note = d.note_msg
            dd.append(d)

    msgs = [m for d in dd for m in d.msgs]
    ops = [o for d in dd for o in d.ops]
    # clamp into the day, order, make ms unique, assign snowflakes
    for i, m in enumerate(msgs):
        lo, hi = m.day.t0 + 500, m.day.t0 + 24 * HOUR - 2000
        m.t = min(max(m.t, lo), hi)
        m.order = i
    # replies and thread messages must come after what they point at
    changed = True
    while changed:
        changed = False
        for m in msgs:
            for dep in (m.ref, m.thread):
                if dep is not None and m.t <= dep.t:
                    m.t = dep.t + 1500
                    changed = True
    msgs.sort(key=lambda m: (m.t, m.order))
    last = 0
    seq = 0
    for m in msgs:
        if m.t <= last:
            m.t = last + 1
        last = m.t
        m.id = str(snowflake(m.t, m.who.worker, seq))
        m.seq = seq
        seq = (seq + 1) % 4096

    def chan(m):
        return str(m.thread.id) if m.thread is not None else m.day.cid

    def base(m):
        b = {"guild_id": GUILD_ID, "channel_id": chan(m)}
        if m.thread is not None:
            b["parent_channel_id"] = m.day.cid
        return b

    events = []  # (t, rank, n, dict)
    n = 0
    for m in msgs:
        att = []
        for j, a in enumerate(m.attachments):
            aid = str(snowflake(m.t, m.who.worker, (m.seq + 2048 + j) % 4096))
            att.append({"id": aid, "filename": a["filename"], "size": a["size"],
                        "url": f"https://cdn.discordapp.com/attachments/{chan(m)}/{aid}/{a['filename']}"})
        msg = {"id": m.id, "author_id": m.who.uid, "author_name": m.who.name, "author_bot": m.who.bot,
               "created_at": iso(m.t), "content": m.content, "attachments": att, "embeds": m.embeds,
               "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
        ev = {"op": "create", **base(m), "message": msg}
        events.append((m.t, 0, n, ev))
        n += 1
        for et, content, _ in m.edits:
            et = max(et, m.t + 1000)
            events.append((et, 1, n, {"op": "edit", **base(m), "message_id": m.id, "edited_at": iso(et),
                                      "content": content}))
            n += 1
        if m.deleted is not None and m.bulk is None:
            dt = max(m.deleted, m.t + 1000)
            events.append((dt, 2, n, {"op": "delete", **base(m), "message_id": m.id, "deleted_at": iso(dt)}))
            n += 1
    for o in ops:
        if o.op == "bulk_delete":
            ms = o.kw["msgs"]
            t = max([o.t] + [x.t + 1000 for x in ms])
            events.append((t, 2, n, {"op": "bulk_delete", **base(ms[0]), "message_ids": [x.id for x in ms],
                                     "deleted_at": iso(t)}))
        elif o.op == "forget":
            t = max(o.t, o.msg.t + 1000)
            events.append((t, 3, n, {"op": "forget", **base(o.msg), "message_id": o.msg.id,
                                     "requested_by": PEOPLE[o.kw["by"]].uid, "at": iso(t)}))
        elif o.op in ("reaction_add", "reaction_remove"):
            t = max(o.t, o.msg.t + 800)
            events.append((t, 1, n, {"op": o.op, **base(o.msg), "message_id": o.msg.id, "emoji": o.kw["emoji"],
                                     "user_id": o.kw["user"], "at": iso(t)}))
        elif o.op in ("pin", "unpin"):
            t = max(o.t, o.msg.t + 800)
            events.append((t, 1, n, {"op": o.op, **base(o.msg), "message_id": o.msg.id, "by": o.kw["by"],
                                     "at": iso(t)}))
        n += 1
    events.sort(key=lambda x: (x[0], x[1], x[2]))

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in msgs:
        gone = m.deleted is not None or m.forgotten is not None
        if m.snippet:
            removed.append(m.snippet)
        if m.hard:
            state = "forgotten" if m.forgotten is not None else "deleted" if m.deleted is not None else \
                "edited" if m.edits else "live"
            hard.append({"channel_id": chan(m), "message_id": m.id, "event_type": m.hard[0], "facts": m.hard[1],
                         "phrasing": m.hard[2], "final_state": state})
        for _, _, old in m.edits:
            for o in old:
                sup.append([chan(m), m.id, o])
        if not gone and m.kind == "noise":
            noise.append(m.id)
        if not gone and m.kind == "near":
            near.append(m.id)
        if m.idiom and not gone and m.idiom[0] not in seen_idioms:
            seen_idioms.add(m.idiom[0])
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    idioms = sorted(idioms, key=lambda x: rank.get(x["idiom"], len(rank)))[:20]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- check


def check(events, labels, end_ms=None):
    """Verify labels against the capture; return (ok, report lines)."""
    errs = []
    created, final, gone, chan_of, parent_of, t_of = {}, {}, set(), {}, {}, {}
    last_id = -1
    last_t = ""
    for i, e in enumerate(events):
        t = e.get("at") or e.get("edited_at") or e.get("deleted_at") or e.get("message", {}).get("created_at")
        if t < last_t:
            errs.append(f"line {i + 1}: out of time order")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            if mid <= last_id:
                errs.append(f"id not increasing at {m['id']}")
            last_id = mid
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            if iso(ms) != m["created_at"]:
                errs.append(f"snowflake/created_at mismatch {m['id']}")
            if len(m["content"]) > 2000:
                errs.append(f"content > 2000 chars {m['id']}")
            for em in m["embeds"]:
                if len(em.get("description", "")) > 4096 or len(_embed_text([em])) > 6000:
                    errs.append(f"embed too long {m['id']}")
            created[m["id"]] = m
            final[m["id"]] = (m["content"], m["embeds"])
            chan_of[m["id"]] = e["channel_id"]
            parent_of[m["id"]] = e.get("parent_channel_id", e["channel_id"])
            t_of[m["id"]] = ms
        elif e["op"] == "edit":
            c, em = final[e["message_id"]]
            final[e["message_id"]] = (e["content"], em)
        elif e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])

    def text(mid):
        c, em = final[mid]
        return c + "\n" + _embed_text(em)

    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in created:
            errs.append(f"label id missing {mid}")
            continue
        if chan_of[mid] != h["channel_id"]:
            errs.append(f"label channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errs.append(f"{mid}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in text(mid):
                errs.append(f"fact {f!r} not in {mid}")
        if (h["final_state"] in ("deleted", "forgotten")) != (mid in gone):
            errs.append(f"final_state mismatch {mid}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in text(mid):
            errs.append(f"superseded {old!r} still in {mid}")
    live_text = "\n".join(text(m) for m in created if m not in gone)
    for s in labels["removed_texts"]:
        if s in live_text:
            errs.append(f"removed snippet still visible: {s!r}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if mid not in created:
            errs.append(f"id missing {mid}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"{len(labels['idioms'])} idioms")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errs.append("hard ids overlap noise/near-miss")
    # names used for "not held" near-misses must never sit in a PCF / holdings table
    for mid, m in created.items():
        if m["author_name"] == "pcf-cron":
            for w in NOT_HELD_WORDS:
                if w in _embed_text(m["embeds"]):
                    errs.append(f"not-held name {w} appears in PCF {mid}")

    # per channel-day stats
    by = {}
    if end_ms is None:
        t_max = max(t_of.values()) if t_of else 0
        end_ms = t_max - (t_max % (24 * HOUR)) + 24 * HOUR
    ndays = (end_ms - min(t_of.values())) // (24 * HOUR) + 1 if t_of else 0
    day0 = end_ms - ndays * 24 * HOUR
    hard_by = {}
    for h in labels["hard_events"]:
        mid = h["message_id"]
        k = (parent_of[mid], (t_of[mid] - day0) // (24 * HOUR))
        hard_by.setdefault(k, {}).setdefault(h["event_type"], 0)
        hard_by[k][h["event_type"]] += 1
    noise_set = set(labels["noise_message_ids"])
    near_set = set(labels["near_miss_ids"])
    for mid, m in created.items():
        k = (parent_of[mid], (t_of[mid] - day0) // (24 * HOUR))
        s = by.setdefault(k, {"msgs": 0, "bytes": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(m["content"].encode()) + len(_embed_text(m["embeds"]).encode())
        s["noise"] += mid in noise_set
        s["near"] += mid in near_set
    lines = []
    for k in sorted(by):
        s = by[k]
        hb = hard_by.get(k, {})
        nh = sum(hb.values())
        share = s["noise"] / s["msgs"]
        kb = s["bytes"] / 1024
        lines.append(f"channel {k[0]} day {k[1]}: {s['msgs']} messages, {kb:.1f} KB, {nh} hard, noise "
                     f"{share * 100:.1f}%, near-miss {s['near']}")
        lines.append("   hard by type: " + ", ".join(f"{t}={hb[t]}" for t in sorted(hb)))
        if not 180 <= s["msgs"] <= 320:
            errs.append(f"{k}: {s['msgs']} messages out of range")
        if not 70 <= kb <= 120:
            errs.append(f"{k}: {kb:.1f} KB out of range")
        if not 25 <= nh <= 45:
            errs.append(f"{k}: {nh} hard events out of range")
        if not 0.25 <= share <= 0.40:
            errs.append(f"{k}: noise share {share:.2f} out of range")
    lines.append(f"labels: {len(labels['hard_events'])} hard, {len(labels['superseded_facts'])} superseded, "
                 f"{len(labels['removed_texts'])} removed, {len(labels['noise_message_ids'])} noise, "
                 f"{len(labels['near_miss_ids'])} near-miss, {len(labels['idioms'])} idioms")
    return (not errs), lines, errs


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload and verify
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    e = end or DEFAULT_END
    if e.tzinfo is None:
        e = e.replace(tzinfo=timezone.utc)
    ok, lines, errs = check(events, labels, end_ms=int(e.timestamp() * 1000))
    if not a.quiet:
        for ln in lines:
            print(ln, file=sys.stderr)
    for e in errs[:50]:
        print("CHECK FAIL:", e, file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
