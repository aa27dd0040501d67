#!/usr/bin/env python3
"""Desk generator: inflation_linkers_swaps.

An inflation trading desk (TIPS, gilt and OAT/BTP linkers, breakevens, zero-coupon
inflation swaps on USCPI / UKRPI / HICPxT, CPI fixings and seasonals, nominal-future
hedges of real-yield risk).  Produces a capture (JSON Lines ops) plus ground-truth
labels.  Standard library only; output is a pure function of the arguments.

    python -m tests.desks.inflation_linkers_swaps --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "inflation_linkers_swaps"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 4, 15, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1193857402268475412"
WORKER = 13


def _channel_id(i):
    ms = 1700312345678 + i * 7777777 + (i * i * 1013) % 99991
    return str(((ms - DISCORD_EPOCH) << 22) | (3 << 17) | ((i * 37 + 11) % 4096))


AUTHORS = {
    "margaux": ("1102938475610293847", "margaux.r", False),
    "tobias": ("1119283746501928374", "tobias.wren", False),
    "dev": ("1128374650192837465", "dk", False),
    "ines": ("1137465019283746501", "ines.f", False),
    "sam": ("1146501928374650192", "sam (ops)", False),
    "strat": ("1155019283746501928", "InfStrat", True),
    "relay": ("1164102938475610293", "vbroker-relay", True),
    "xpb": ("1173847561029384756", "XPB Bridge", True),
    "risk": ("1182736450192837465", "riskd", True),
    "data": ("1191827364501928374", "macro-data", True),
    "ci": ("1200918273645019283", "ci-bot", True),
    "cron": ("1209182736450192837", "desk-cron", True),
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _hex(rng, n=6):
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(n))


def _ty(rng, base=111):
    """Treasury future price in 32nds, e.g. 111-16+."""
    whole = base + rng.choice([-1, 0, 0, 1])
    t = rng.randint(0, 31)
    plus = rng.choice(["", "+", "", "'2"]) if t < 31 else ""
    return f"{whole}-{t:02d}{plus}"


class _Day:
    """Builds one channel-day of items (message specs with labels)."""

    def __init__(self, rng, ch_idx, day_idx, day_start):
        self.rng = rng
        self.ch = ch_idx
        self.day = day_idx
        self.start = day_start
        self.items = []
        self.month = MONTHS[(day_start.month - 2) % 12]  # reference month of prints
        self.prev_month = MONTHS[(day_start.month - 3) % 12]

    # ---------------------------------------------------------------- helpers
    def add(self, t, author, content="", kind="chat", embeds=None, ref=None, thread=False,
            hard=None, idiom=None, attachments=None):
        t = max(1.0, min(86399.0, t))
        it = {"t": t, "a": author, "c": content, "e": embeds, "ref": ref, "th": thread,
              "kind": kind, "hard": hard, "idiom": idiom, "edits": [], "delete": None,
              "forget": None, "bulk": None, "pin": None, "reacts": [], "removed": None,
              "att": attachments, "ch": self.ch, "day": self.day, "start": self.start}
        self.items.append(it)
        return it

    def hour(self, lo, hi):
        return self.rng.uniform(lo * 3600.0, hi * 3600.0)

    def busy_time(self):
        w = [1, 1, 1, 1, 1, 2, 4, 8, 9, 9, 8, 7, 9, 10, 8, 7, 6, 4, 3, 2, 2, 1, 1, 1]
        h = self.rng.choices(range(24), weights=w)[0]
        return h * 3600.0 + self.rng.uniform(0, 3599)

    # ---------------------------------------------------------------- build
    def build(self):
        r = self.rng
        self.lv = {
            "z5": round(r.uniform(2.37, 2.47), 2),
            "be": r.randint(226, 236),
            "real10": round(r.uniform(1.86, 1.98), 2),
            "rpi10": round(r.uniform(3.40, 3.52), 2),
            "h55": round(r.uniform(2.01, 2.09), 2),
            "h2": round(r.uniform(1.80, 1.92), 2),
        }
        self.noise()
        self.holdings_news()
        self.generic_releases()
        self.story_tips()
        self.story_us_zc()
        self.story_ukrpi()
        self.story_eur_note_thread()
        if self.rng.random() < 0.75:
            self.story_btp_oat()
        self.story_risk()
        self.story_10s_be()
        self.story_forgotten_fill()
        self.thesis_and_routes()
        self.near_misses()
        self.long_analysis()
        self.broker()
        self.agent_notes()
        self.reports()
        self.qa()
        self.more_long()
        self.chat()
        self.acks()
        return self.items

    def paras(self, k):
        r = self.rng
        L = self.lv
        pool = [
            lambda: (f"Energy pass-through: RBOB is {r.choice(['up', 'down'])} {r.uniform(2, 8):.1f}% on the month; on the usual "
                     f"elasticity that is ~{r.randint(4, 12)}bp on headline m/m NSA with a one-month lag, almost all of it in the "
                     "front two fixings. The 10y barely cares: a $10 move in Brent has historically moved the 1y USCPI ZC ~35bp "
                     "but the 10y only ~4bp."),
            lambda: (f"Real-yield beta: the 90d regression of 10y real yields on 10y nominals gives {r.uniform(0.55, 0.78):.2f} "
                     f"(R² {r.uniform(0.7, 0.9):.2f}); on 30d it is {r.uniform(0.45, 0.85):.2f}. The instability is mostly on "
                     "data days, when breakevens absorb part of the nominal move. Hedge ratios set on the 90d number look fine."),
            lambda: (f"Positioning: dealer surveys and flow data suggest real-money accounts are ~{r.uniform(0.1, 0.4):.1f}y "
                     "underweight duration in TIPS versus the index and roughly neutral in UK linkers. Leveraged accounts are "
                     "long breakevens via futures-vs-cash. None of this is extreme."),
            lambda: (f"Carry and roll: 3m carry on 10y US breakevens is +{r.randint(2, 8)}bp from the positive NSA accrual, roll-down "
                     f"negligible; UK 10y RPI carry +{r.randint(1, 5)}bp; EUR 5y5y roll {r.randint(0, 2)}bp. Carry is the reason "
                     "spring breakevens tend to grind wider without news."),
            lambda: (f"Volatility: 1m realised breakeven vol is {r.uniform(2.0, 3.5):.1f}bp/day in the US and "
                     f"{r.uniform(2.5, 4.0):.1f}bp/day in the UK; implied via CPI caps is roughly flat to realised. Zero-floors on "
                     f"YoY inflation trade at {r.randint(5, 15)}bp running for 5y, cheap relative to the deflation scare of 2020."),
            lambda: (f"Asset swaps: TII 01/34 asset-swaps at SOFR {r.randint(-5, 15):+d}bp, UKTI 2033 at SONIA {r.randint(-20, 10):+d}bp, "
                     f"OATei 07/32 at €STR {r.randint(0, 25):+d}bp. The cash/swap basis is the cleanest read on balance-sheet "
                     "cost for linkers; it has been stable over the past month."),
            lambda: ("Index methodology: the BLS health insurance method change and the ONS move to include rental data from the "
                     "new private rents index both change seasonal patterns at the margin. We re-estimate factors when the "
                     "statistical agencies publish new vintages rather than mid-year."),
            lambda: (f"Cross-market: US/UK 10y breakeven spread {r.randint(95, 130)}bp, US/EUR {r.randint(25, 50)}bp. The US/EUR spread "
                     "has tracked the relative energy intensity of the two baskets more than relative monetary policy over the "
                     "last year."),
            lambda: (f"Term structure: the USCPI curve is {r.choice(['inverted', 'flat', 'gently inverted'])} from 1y to 5y "
                     f"({r.randint(5, 25)}bp) and flat beyond; the UK RPI curve has the 2030 kink; HICPxT is upward-sloping "
                     f"from 1y to 5y by {r.randint(5, 20)}bp. Forward inflation beyond 5y is anchored in all three markets."),
            lambda: (f"Supply elasticity: the last {r.randint(6, 10)} 10y TIPS auctions tailed on average "
                     f"{r.uniform(0.2, 1.2):.1f}bp with indirect bidders at {r.randint(60, 75)}%; the concession builds over three "
                     "sessions and unwinds over two. UK linker syndications price 1-3bp cheap to secondary."),
        ]
        return [f() for f in r.sample(pool, k)]

    # ================================================================ noise
    def noise(self):
        r = self.rng
        for h in range(24):  # risk heartbeats
            t = h * 3600 + r.uniform(0.5, 4.0)
            util = round(r.uniform(0.41, 0.83), 2)
            self.add(t, "risk", json.dumps({
                "ts": self.iso(t), "src": "riskd", "type": "heartbeat", "limits": "ok",
                "books": ["INF-US", "INF-UK", "INF-EU"], "util_max": util,
                "dv01_usd_net": r.randint(-42000, 38000), "stale_marks": 0,
                "util": {"INF-US": round(r.uniform(.3, .8), 2), "INF-UK": round(r.uniform(.4, .85), 2), "INF-EU": round(r.uniform(.2, .7), 2)},
                "checks": {"marks_age_s": r.randint(2, 40), "fixings_loaded": True, "oms_link": "up", "positions_recon": "ok"},
                "limits": {"INF-US": {"dv01_usd": 250000, "inf01_usd": 200000}, "INF-UK": {"dv01_usd": 180000, "inf01_gbp": 150000},
                           "INF-EU": {"dv01_usd": 150000, "inf01_eur": 120000}},
                "engine": "riskd/3.8.2", "host": "risk-prd-02"}), kind="noise",
                idiom=("risk heartbeat JSON all limits ok", "not_hard") if h == 3 else None)
        for h in range(0, 24, 2):  # router sweeps
            t = h * 3600 + 60 * 5 + r.uniform(0, 20)
            seen = r.randint(3, 22) if 6 <= h <= 18 else r.randint(0, 4)
            self.add(t, "cron", f"router sweep {h:02d}:05Z: {seen} items seen, 0 routed, 0 errors, "
                     f"queue depth {r.randint(0, 3)}, oldest item {r.randint(0, 40)}m, dedup {r.randint(0, 6)}, "
                     f"sources: macro-data {r.randint(0, 6)}, vbroker-relay {r.randint(0, 9)}, XPB {r.randint(0, 4)}", kind="noise",
                     idiom=("cron summary with 0 routed", "not_hard") if h == 10 else None)
        # curve snapshots with chart
        for h in (7, 9, 11, 13, 15, 17, 20):
            t = h * 3600 + r.uniform(0, 90)
            b = self.lv["be"]
            lines = [
                f"**Breakeven / ZC snapshot {h:02d}:00Z**",
                "```",
                f"US BE   2y {b + r.randint(8, 16):>4}  5y {b + r.randint(2, 8):>4}  10y {b + r.randint(-1, 1):>4}  30y {b - r.randint(1, 6):>4}  (bp)",
                f"USCPI ZC 1y {r.uniform(2.50, 2.75):.3f}  2y {r.uniform(2.45, 2.60):.3f}  5y {self.lv['z5'] + r.uniform(-.02, .02):.3f}  10y {r.uniform(2.36, 2.46):.3f}  30y {r.uniform(2.30, 2.40):.3f}",
                f"UKRPI ZC 1y {r.uniform(3.20, 3.60):.3f}  5y {r.uniform(3.45, 3.65):.3f}  10y {self.lv['rpi10'] + r.uniform(-.02, .02):.3f}  30y {r.uniform(3.30, 3.45):.3f}  5y5y {r.uniform(3.30, 3.50):.3f}",
                f"HICPxT   1y {r.uniform(1.75, 1.95):.3f}  2y {self.lv['h2'] + r.uniform(-.02, .02):.3f}  5y {r.uniform(1.90, 2.02):.3f}  10y {r.uniform(1.98, 2.10):.3f}  5y5y {self.lv['h55'] + r.uniform(-.02, .02):.3f}",
                f"Real    TII 01/34 {self.lv['real10'] + r.uniform(-.03, .03):.3f}  UKTI 33 {r.uniform(0.35, 0.55):.3f}  OATei 32 {r.uniform(0.30, 0.50):.3f}  BTPei 36 {r.uniform(1.45, 1.70):.3f}",
                f"Fut     TYM6 {_ty(r)}  RM6 {r.uniform(90.5, 92.5):.2f}  RXM6 {r.uniform(127.5, 130.5):.2f}",
                f"Fwds    US 1y1y {r.uniform(2.30, 2.50):.3f}  2y1y {r.uniform(2.30, 2.45):.3f}  5y5y {r.uniform(2.28, 2.45):.3f} | "
                f"UK 1y1y {r.uniform(3.10, 3.40):.3f}  5y5y {r.uniform(3.30, 3.50):.3f} | EU 1y1y {r.uniform(1.80, 2.00):.3f}  2y1y {r.uniform(1.85, 2.05):.3f}",
                f"ASW     TII 01/34 {r.randint(-5, 15):+d}  UKTI 33 {r.randint(-20, 10):+d}  OATei 32 {r.randint(0, 25):+d}  BTPei 36 {r.randint(60, 110):+d}  (bp vs OIS)",
                f"Nom     UST 10y {r.uniform(4.0, 4.6):.3f}  Gilt 10y {r.uniform(4.2, 4.8):.3f}  Bund 10y {r.uniform(2.4, 2.9):.3f}  BTP 10y {r.uniform(3.3, 3.9):.3f}",
                f"Vol     BE 10y 1m realised {r.uniform(2.0, 3.5):.1f}bp/d | ZC 1y CPI cap 3% {r.randint(20, 35)}bp | YoY floor 0% {r.randint(5, 15)}bp",
                "```",
                "src: composite mids, not tradeable",
            ]
            self.add(t, "cron", "\n".join(lines), kind="noise",
                     attachments=[{"id": str(10**18 + r.randint(10**16, 9 * 10**16)),
                                   "filename": f"be_curve_{h:02d}00.png", "size": r.randint(38000, 91000),
                                   "url": "https://cdn.example.invalid/att/be_curve.png"}],
                     idiom=("curve snapshot code block", "not_hard") if h == 9 else None)
        # pnl
        for h in (8, 12, 16, 21):
            t = h * 3600 + r.uniform(30, 200)
            a, b, c = r.randint(-300, 500), r.randint(-250, 300), r.randint(-150, 200)
            self.add(t, "risk", f"PnL snapshot {h:02d}:00Z | INF-US {a:+d}k | INF-UK {b:+d}k | INF-EU {c:+d}k | "
                     f"total {a + b + c:+d}k | carry/day {r.randint(8, 25)}k (seasonal accrual incl.)", kind="noise")
        # book snapshot
        t = 6 * 3600 + 50 * 60 + r.uniform(0, 120)
        self.add(t, "risk", "Book snapshot 06:50Z (start of day)\n"
                 f"- INF-US: long TII 1.75 01/34 ~{r.choice([40, 45, 50])}mm; pay USCPI 5y ZC {r.choice([75, 100, 125])}k/01; "
                 f"long 10s BE {r.choice([150, 200])}mm; short TYM6 hedge {r.randint(220, 320)} lots\n"
                 f"- INF-UK: long UKTI 0.125% 2033 £{r.choice([30, 35, 40])}mm; rec UKRPI 10y ZC {r.choice([50, 60])}k/01; short RM6 {r.randint(80, 140)}\n"
                 f"- INF-EU: long OATei 0.1% 07/32 €{r.choice([25, 30])}mm; long BTPei 1.8% 05/36 €{r.choice([15, 20])}mm; "
                 f"pay HICPxT 2y ZC {r.choice([30, 40])}k/01; pay HICPxT 5y5y 40k/01; short RXM6 {r.randint(60, 110)}\n"
                 "- watch: TII Apr-29, UKTI 2041, ACGBi 2030, JGBi 2034, DBRi 2033", kind="noise",
                 idiom=("start-of-day book snapshot listing positions", "not_hard"))
        # CI / deploy
        ci = [
            f"ci: inflation-pricer #{r.randint(4000, 4999)} passed (main, {r.randint(4, 9)}m{r.randint(10, 59)}s)",
            f"deploy: fixings-loader v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ok (3/3 pods healthy)",
            f"ci: seasonal-model #{r.randint(5000, 5999)} FAILED test_hicpxt_seasonals_{self.start.year} (flaky? retrying)",
            f"ci: seasonal-model retry passed",
            f"deploy: xpb-bridge 0.{r.randint(30, 49)}.{r.randint(0, 9)} canary 10% → 100%",
            f"ci: risk-engine #{r.randint(7000, 7999)} passed, coverage 84.{r.randint(0, 9)}%",
        ]
        for i, line in enumerate(ci):
            t = (1.5 + i * 3.2) * 3600 + r.uniform(0, 2400)
            self.add(t, "ci", line, kind="noise",
                     idiom=("CI/deploy line", "not_hard") if i == 1 else None)
        # reconnects
        for h in (r.uniform(2, 5), r.uniform(18, 22)):
            t = h * 3600
            self.add(t, "xpb", f"XPB bridge: websocket closed (1006), reconnecting in 5s…", kind="noise")
            self.add(t + r.uniform(6, 12), "xpb", f"XPB bridge: reconnected, session {_hex(r, 8).lower()}, "
                     f"{r.randint(0, 3)} msgs replayed", kind="noise")
        # reconnect storm, bulk deleted
        t0 = self.hour(4.2, 5.5)
        grp = []
        for k in range(4):
            tok = _hex(r, 6).lower()
            it = self.add(t0 + k * 2.1, "xpb", f"XPB bridge: heartbeat missed (seq {r.randint(1000, 9999)}), "
                          f"retry {k + 1}/5 conn-{tok}", kind="noise")
            it["removed"] = f"conn-{tok}"
            grp.append(it)
        for it in grp:
            it["bulk"] = ((self.ch, self.day, "storm"), 600.0 - (it["t"] - t0))
        # stack trace
        t = self.hour(9.5, 15.5)
        self.add(t, "xpb", "XPB bridge error while parsing dealer quote:\n```\nTraceback (most recent call last):\n"
                 "  File \"/srv/xpb/bridge/handlers.py\", line 412, in on_quote\n    q = Quote.from_wire(msg[\"dealerQuote\"])\n"
                 "  File \"/srv/xpb/bridge/model.py\", line 88, in from_wire\n    rate = Decimal(raw[\"rate\"])\n"
                 "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n```\nquote dropped, RFQ unaffected",
                 kind="noise", idiom=("bridge stack trace", "not_hard"))
        # price alerts
        alerts = [
            lambda: f"ALERT TYM6 {_ty(r)} crossed {_ty(r)} ({r.choice(['down', 'up'])})",
            lambda: f"ALERT US 10y BE {self.lv['be'] + r.randint(-3, 3)}bp crossed {self.lv['be'] + r.randint(-3, 3)}bp",
            lambda: f"ALERT Brent ${r.uniform(68, 88):.2f} {r.choice(['+', '-'])}{r.uniform(1.5, 3.5):.1f}% d/d",
            lambda: f"ALERT UKRPI 30y ZC {r.uniform(3.30, 3.45):.3f} new 1m {r.choice(['high', 'low'])}",
            lambda: f"ALERT RBOB front {r.uniform(2.2, 2.8):.4f} {r.choice(['+', '-'])}{r.uniform(2, 4):.1f}%",
            lambda: f"ALERT EUR 1y1y HICPxT {r.uniform(1.80, 2.00):.3f} below 20d mean - 2σ",
        ]
        for k in range(8):
            self.add(self.busy_time(), "cron", r.choice(alerts)(), kind="noise",
                     idiom=("price alert on a breakeven level", "not_hard") if k == 0 else None)
        # auction calendar (nominal supply only)
        t = 7 * 3600 + r.uniform(0, 600)
        self.add(t, "cron", "**Supply this week (nominals)**\n"
                 f"Mon: UST 3m/6m bills ${r.randint(140, 160)}bn | Tue: UST 3y ${r.randint(56, 60)}bn, Gilt 4.5% 2035 £{r.choice(['4.0', '4.25', '4.5'])}bn\n"
                 f"Wed: UST 10y ${r.randint(39, 43)}bn, Bund 2.5% 2035 €{r.choice(['4', '5'])}bn | Thu: UST 30y ${r.randint(22, 26)}bn, BTP 3y/7y €{r.uniform(6, 9):.1f}bn\n"
                 f"Fri: OAT long-end €{r.uniform(10, 13):.1f}bn\n(linker calendar posted separately by DMO/AFT/UST bots)",
                 kind="noise", idiom=("nominal auction calendar", "not_hard"))

    # ================================================================ news
    def holdings_news(self):
        r = self.rng
        m, pm = self.month, self.prev_month
        pool = []
        # US CPI embed
        hm, hy, cm = r.choice(["0.2%", "0.3%", "0.4%"]), f"{r.uniform(2.4, 3.0):.1f}%", r.choice(["0.2%", "0.3%"])
        nsa = f"{r.uniform(321.0, 325.0):.3f}"
        pool.append((12.5, "data", "", [{
            "title": f"US CPI ({m}) — released",
            "description": "BLS 08:30 ET. Index used for USCPI ZC swap and TIPS indexation. Breakdown: shelter "
                           f"{r.uniform(0.2, 0.4):.1f}% m/m, energy {r.uniform(-2, 3):.1f}%, food {r.uniform(0.0, 0.4):.1f}%, core goods "
                           f"{r.uniform(-0.2, 0.3):.1f}%, core services ex-shelter {r.uniform(0.1, 0.5):.1f}%. Revisions: none (NSA series is not revised).",
            "author": "macro-data", "fields": [
                {"name": "Headline m/m", "value": hm, "inline": True},
                {"name": "Headline y/y", "value": hy, "inline": True},
                {"name": "Core m/m", "value": cm, "inline": True},
                {"name": "CPI-U NSA", "value": nsa, "inline": True}],
            "footer": "BLS · consensus via survey"}], ["US CPI", "CPI-U NSA", nsa, hm], "embed"))
        idx = f"{r.uniform(398, 406):.1f}"
        ry = f"{r.uniform(3.6, 4.4):.1f}"
        pool.append((6.0, "data", f"UK ONS 07:00 BST — RPI ({m}) index {idx}, {ry}% y/y (cons {float(ry) + r.choice([-0.1, 0.1]):.1f}%), "
                     f"CPI {r.uniform(2.8, 3.4):.1f}% y/y, CPIH {r.uniform(3.0, 3.6):.1f}%. RPI fixing for UKRPI ZC swaps and gilt linker indexation: {idx}.",
                     None, ["RPI", idx, f"{ry}% y/y"], "untagged"))
        cov = f"{r.uniform(2.3, 3.3):.2f}x"
        ry33 = f"{r.uniform(0.35, 0.55):.3f}%"
        pool.append((10.6, "data", f"DMO auction result: £{r.choice(['2.25', '2.5', '2.75'])}bn 0.125% Index-linked Treasury Gilt 2033 "
                     f"(UKTI 0.125% 2033) — cover {cov}, real yield {ry33}, tail 0.2bp", None,
                     ["UKTI 0.125% 2033", cov, ry33], "untagged"))
        sz = f"${r.choice([16, 17, 18])}bn"
        pool.append((15.0, "data", f"UST announces {sz} reopening of 10-year TIPS (TII 1.75 01/34); auction next Thu, settles the 30th.",
                     None, ["TII 1.75 01/34", sz, "reopening"], "untagged"))
        hidx = f"{r.uniform(126.0, 129.0):.2f}"
        hh = f"{r.uniform(1.9, 2.5):.1f}%"
        pool.append((9.0, "data", f"Eurostat flash ({m}): HICP {hh} y/y, core {r.uniform(2.1, 2.7):.1f}%. "
                     f"HICPxT NSA index {hidx} (fixing for EUR HICPxT ZC swaps, 3m lag).", None,
                     ["HICPxT", hidx, hh], "untagged"))
        oy = f"{r.uniform(0.30, 0.50):.2f}%"
        pool.append((8.85, "data", f"AFT adjudication: €{r.uniform(0.9, 1.5):.2f}bn OAT€i 0.1% 07/32 (OATei 0.1% 07/32), "
                     f"bid-to-cover {r.uniform(2.0, 3.0):.2f}, real yield {oy}", None,
                     ["OATei 0.1% 07/32", oy], "untagged"))
        by = f"{r.uniform(1.45, 1.70):.2f}% real"
        pool.append((16.0, "data", f"MEF: BTP€i 1.8% 05/36 (BTPei 1.8% 05/36) mid-month auction, €{r.uniform(1.0, 1.75):.2f}bn allotted at {by}, "
                     f"cover {r.uniform(1.5, 2.2):.2f}", None, ["BTPei 1.8% 05/36", by], "untagged"))
        pool.append((9.5, "data", "UKSA/ONS: confirmation that RPI methodology aligns with CPIH from Feb-2030; "
                     "no compensation for index-linked gilt holders or RPI swap counterparties.", None,
                     ["RPI", "CPIH", "Feb-2030"], "untagged"))
        prev = f"{float(nsa) - r.uniform(0.4, 1.2):.3f}"
        pool.append((12.52, "data", f"FIXING src=BLS series=CPIAUCNS month={m} value={nsa} prev={prev} "
                     f"applies=USCPI_ZC_resets,TIPS_index_ratio", None, ["CPIAUCNS", nsa], "structured"))
        picks = r.sample(range(len(pool)), r.choice([3, 4, 4, 5]))
        if 0 not in picks and 8 in picks:
            picks[picks.index(8)] = 0
        for k, i in enumerate(sorted(picks)):
            h, a, c, e, facts, ph = pool[i]
            it = self.add(h * 3600 + r.uniform(0.5, 40), a, c, kind="hard", embeds=e,
                          hard=("held_position_news", facts, ph),
                          idiom=("data-bot release embed on a held swap index", "held_position_news") if i == 0 else
                          ("auction result on held linker", "held_position_news") if i in (2, 5, 6) else None)
            it["reacts"].append(("👀", "tobias", r.uniform(30, 300)))
        # watchlist news
        wpool = [
            ("ACGBi 2030", 1.5, lambda: (f"AOFM tender: A${r.choice([150, 200, 250])}m ACGBi 2030 (1.25% Treasury Indexed Bond), weighted avg real yield "
                                         f"{r.uniform(1.3, 1.7):.4f}%, cover {r.uniform(2.5, 4.5):.2f}x", ["ACGBi 2030", "cover"])),
            ("JGBi 2034", 3.0, lambda: (f"MoF Japan: JGBi 2034 buyback cut to ¥{r.choice([20, 25, 30])}bn per operation from next quarter", ["JGBi 2034", "buyback"])),
            ("UKTI 2041", 14.2, lambda: ("DMO: syndication mandate for 0.125% Index-linked Treasury Gilt 2041 (UKTI 2041), books expected to open tomorrow, subject to conditions",
                                        ["UKTI 2041", "syndication"])),
            ("TII Apr-29", 15.1, lambda: (f"UST: 5-year TIPS reopening (TII Apr-29) size ${r.choice([23, 24, 25])}bn, unchanged vs previous", ["TII Apr-29", "unchanged"])),
            ("DBRi 2033", 10.1, lambda: ("Finanzagentur: planned DBRi 2033 tap cancelled for Q2, no linker supply this quarter", ["DBRi 2033", "cancelled"])),
        ]
        ws = r.sample(wpool, 2)
        self.watch_items = []
        for name, h, fn in ws:
            c, facts = fn()
            it = self.add(h * 3600 + r.uniform(0, 600), "data", c, kind="hard",
                          hard=("watchlist_news", facts, "untagged"),
                          idiom=("data-bot headline on a watchlist linker", "watchlist_news"))
            self.watch_items.append((name, it))

    def generic_releases(self):
        r = self.rng
        m = self.month
        pool = [
            ("Japan CPI", 23.5, lambda: f"Japan national CPI ({m}): headline {r.uniform(2.0, 3.5):.1f}% y/y, core ex-fresh food {r.uniform(2.0, 3.2):.1f}%, core-core {r.uniform(1.5, 2.6):.1f}%"),
            ("Tokyo CPI", 23.55, lambda: f"Tokyo CPI ({m}): {r.uniform(1.8, 3.0):.1f}% y/y, ex-fresh food {r.uniform(1.6, 2.8):.1f}%"),
            ("Australia CPI", 1.5, lambda: f"Australia monthly CPI indicator ({m}): {r.uniform(2.2, 3.6):.1f}% y/y, trimmed mean {r.uniform(2.4, 3.2):.1f}%"),
            ("China CPI", 1.5, lambda: f"China CPI ({m}): {r.uniform(-0.5, 1.0):.1f}% y/y; PPI {r.uniform(-3.0, 0.5):.1f}% y/y"),
            ("Sweden CPIF", 6.0, lambda: f"Sweden CPIF ({m}): {r.uniform(1.5, 2.8):.1f}% y/y vs Riksbank forecast {r.uniform(1.6, 2.6):.1f}%"),
            ("Swiss CPI", 6.5, lambda: f"Swiss CPI ({m}): {r.uniform(0.0, 1.2):.1f}% y/y, core {r.uniform(0.4, 1.2):.1f}%"),
            ("Norway CPI", 6.0, lambda: f"Norway CPI-ATE ({m}): {r.uniform(2.2, 3.4):.1f}% y/y"),
            ("India CPI", 10.5, lambda: f"India CPI ({m}): {r.uniform(2.5, 5.5):.1f}% y/y"),
            ("Brazil IPCA", 12.0, lambda: f"Brazil IPCA ({m}): {r.uniform(0.1, 0.6):.2f}% m/m, {r.uniform(3.5, 5.5):.2f}% y/y"),
            ("Canada CPI", 12.5, lambda: f"Canada CPI ({m}): {r.uniform(1.6, 3.0):.1f}% y/y, CPI-trim {r.uniform(2.2, 3.1):.1f}%, CPI-median {r.uniform(2.2, 3.1):.1f}%"),
            ("Mexico CPI", 12.0, lambda: f"Mexico CPI 1H-{m}: {r.uniform(3.2, 4.6):.2f}% y/y"),
            ("Poland CPI", 8.0, lambda: f"Poland flash CPI ({m}): {r.uniform(2.5, 5.0):.1f}% y/y"),
        ]
        chosen = r.sample(pool, 6)
        self.generic_items = []
        for k, (name, h, fn) in enumerate(chosen):
            extra = (f" | {r.choice(['in line with consensus', 'a tenth above consensus', 'a tenth below consensus', 'two tenths above consensus'])} | "
                     f"{r.choice(['services sticky, goods disinflation continues', 'energy the main driver m/m', 'food prices firmer on weather', 'core in line, headline noisy'])}"
                     f" | next release in ~{r.choice([4, 5])} weeks | src: national statistics office via macro-data")
            it = self.add(h * 3600 + r.uniform(0.5, 30), "data", fn() + extra, kind="nm",
                          idiom=("generic CPI release for a market the desk does not trade", "not_hard") if k == 0 else None)
            self.generic_items.append((name, it))

    # ================================================================ stories
    def story_tips(self):
        r = self.rng
        L = self.lv
        real = L["real10"]
        stop0 = round(real + r.choice([0.12, 0.13, 0.14]), 2)
        t0 = self.hour(7.9, 8.5)
        opening = r.choice([
            "Long post, sorry — want this on record before the reopening chatter starts.",
            "Putting my reasoning down properly since Margaux asked for it in writing.",
            "Thinking out loud for a bit, then a concrete ask at the end of the middle bit.",
        ])
        para1 = (f"Real yields have backed up ~{r.randint(12, 22)}bp in 10y over three weeks while breakevens went nowhere, so the whole move "
                 f"has been real-rate driven. TII 01/34 at {real:.2f}% real sits near the top of its 6m range and the asset-swap spread to SOFR "
                 f"is {r.randint(8, 18)}bp cheaper than where it started the quarter. Part of that is the reopening overhang — the Street always "
                 f"pre-concedes 10y TIPS supply — and historically ~{r.uniform(1.0, 2.0):.1f}bp of the concession comes back within a few sessions after the auction.")
        para2 = (f"Seasonals also help from here: the NSA accrual in the next three months is positive, so carry on a long-real position "
                 f"(funded in repo, duration-hedged) is roughly +{r.randint(4, 9)}bp per quarter. The 90d beta of 10y reals to nominals is "
                 f"{r.uniform(0.55, 0.75):.2f}, so I'd hedge ~60% of the real-yield DV01 in TY rather than one-for-one.")
        decision = (f"So: I want to buy $25mm TII 1.75 01/34 at {real:.2f}% real or better, hedged with 140 TYM6 sold against it, "
                    f"stop {stop0:.2f}% real on the cash. ")
        para3 = (f"What would make me wrong: an oil spike that lifts BE while the Fed leans hawkish — reals up, BE up, and the hedge only half covers. "
                 f"Also if the CPI print comes in soft on shelter we lose the carry story for a month. I'm not touching the 30y, the long end is "
                 f"all LDI/pension flow and I don't have an edge there.")
        bg = "\n\n".join(self.paras(2))
        content = f"{opening}\n\n{para1}\n\n{bg}\n\n{para2} {decision}{para3}\n\nHappy to talk it through."
        p = self.add(t0, "tobias", content, kind="hard",
                     hard=("trade_proposal", ["buy", "$25mm", "TII 1.75 01/34", f"{real:.2f}%", f"{stop0:.2f}%"], "buried"),
                     idiom=("proposal buried mid-way in a long reasoned post", "trade_proposal"))
        p["pin"] = ("margaux", r.uniform(600, 1500))
        p["reacts"].append(("📌", "margaux", r.uniform(600, 1500)))
        appr = r.choice([
            ("Agree with the logic. Approved up to $25mm; work it around the auction concession.", ["Approved", "$25mm"]),
            ("Approved, $25mm, hedge as described. Don't chase above the level.", ["Approved", "$25mm"]),
        ])
        a = self.add(t0 + r.uniform(500, 1100), "margaux", appr[0], ref=p, kind="hard",
                     hard=("trade_approval", appr[1], "reply"))
        oid = f"XO-{r.randint(50000, 59999)}"
        self.tips_oid = oid
        ta = a["t"] + r.uniform(400, 1200)
        self.add(ta, "xpb", f"ORDER ACK id={oid} instr=\"TII 1.75 01/34\" side=BUY qty=25,000,000 limit={real:.3f}r tif=DAY state=WORKING venue=XPB-D2C",
                 kind="hard", hard=("trade_confirmation", [oid, "side=BUY", "TII 1.75 01/34", "state=WORKING"], "structured"),
                 idiom=("bridge key=value order ack", "trade_confirmation"))
        p1 = f"{real - r.uniform(0.003, 0.012):.3f}"
        tf = ta + r.uniform(1800, 4200)
        self.add(tf, "xpb", f"FILL id={oid} side=BUY qty=10,000,000 px={p1}r leaves=15,000,000 cpty=JPM venue=XPB-D2C",
                 kind="hard", hard=("trade_fill", [oid, "side=BUY", "qty=10,000,000", p1], "structured"),
                 idiom=("partial fill key=value with leaves", "trade_fill"))
        # rest done later (edited fill)
        while True:
            p2o = real - r.uniform(0.004, 0.025)
            p2 = p2o + r.choice([0.002, 0.003, -0.002])
            avg_o = (float(p1) * 10 + p2o * 15) / 25
            avg_n = (float(p1) * 10 + p2 * 15) / 25
            p2o_s, p2_s, avg_o_s, avg_n_s = f"{p2o:.3f}", f"{p2:.3f}", f"{avg_o:.3f}", f"{avg_n:.3f}"
            if len({p2o_s, p2_s, avg_o_s, avg_n_s, p1}) == 5:
                break
        typx = _ty(r)
        tr = 13.6 * 3600 + r.uniform(0, 1800)
        orig = (f"Rest of the Jan-34s done: bought 15mm at {p2o_s}% real from Citi, so 25mm in at avg {avg_o_s}. "
                f"Hedge: sold 140 TYM6 at {typx}.")
        new = (f"Rest of the Jan-34s done: bought 15mm at {p2_s}% real from Citi (ticket corrected), so 25mm in at avg {avg_n_s}. "
               f"Hedge: sold 140 TYM6 at {typx}.")
        f2 = self.add(tr, "tobias", orig, kind="hard",
                      hard=("trade_fill", ["bought", "15mm", p2_s, "140 TYM6", typx], "untagged"),
                      idiom=("prose fill corrected by edit", "trade_fill"))
        f2["edits"].append((r.uniform(300, 900), new, [p2o_s, avg_o_s]))
        # stop, moved twice by editing
        s1 = stop0
        s2 = round(s1 - 0.03, 2)
        s3 = round(s2 - r.choice([0.01, 0.02]), 2)
        ts = tr + r.uniform(600, 1500)
        st = self.add(ts, "tobias", f"Stop on TII 01/34 longs: {s1:.2f}% real (cash close basis)", kind="hard",
                      hard=("stop_or_target_change", ["Stop", "TII 01/34", f"{s3:.2f}%"], "untagged"),
                      idiom=("stop moved twice by editing same message", "stop_or_target_change"))
        st["edits"].append((r.uniform(3600, 7200), f"Stop on TII 01/34 longs: {s2:.2f}% real (cash close basis)", [f"{s1:.2f}%"]))
        st["edits"].append((r.uniform(9000, 14000), f"Stop on TII 01/34 longs: {s3:.2f}% real (cash close basis) — tightened into the reopening",
                            [f"{s2:.2f}%"]))
        self.add(ts + r.uniform(60, 400), "ines", "noted", ref=st, kind="noise")

    def story_us_zc(self):
        r = self.rng
        z5 = f"{self.lv['z5']:.2f}"
        t0 = self.hour(10.2, 11.4)
        txt, facts = r.choice([
            (f"pay 5y zc {z5} 50k/01", ["pay", "5y zc", z5, "50k/01"]),
            (f"5y USCPI zc — pay {z5} for 50k/01 pre-number", ["pay", "5y", z5, "50k/01"]),
            (f"wanna pay 5y zc {z5}, 50k/01", ["pay", "5y zc", z5, "50k/01"]),
        ])
        p = self.add(t0, "dev", txt, kind="hard", hard=("trade_proposal", facts, "shorthand"),
                     idiom=("k/01-sized shorthand ZC proposal", "trade_proposal"))
        atxt, afacts = r.choice([("ok go, 50k/01 max", ["ok go", "50k/01"]),
                                 ("👍 send it, 50k/01", ["send it", "50k/01"]),
                                 ("go ahead — 50k/01, not more", ["go ahead", "50k/01"])])
        a = self.add(t0 + r.uniform(40, 240), "margaux", atxt, ref=p, kind="hard",
                     hard=("trade_approval", afacts, "reply"), idiom=("short reply approval", "trade_approval"))
        rfq = f"R-{_hex(r)}"
        tc = a["t"] + r.uniform(30, 120)
        cpty = r.choice(["BARC", "JPM", "GS", "CITI", "MS"])
        self.add(tc, "xpb", "", kind="hard", embeds=[{
            "title": "RFQ SENT", "description": "USD CPI ZC 5Y", "author": "XPB",
            "fields": [{"name": "Side", "value": "PAY", "inline": True},
                       {"name": "Size", "value": "50k/01", "inline": True},
                       {"name": "Dealers", "value": "BARC, JPM, GS, CITI, MS", "inline": False},
                       {"name": "Limit", "value": f"{float(z5):.3f}", "inline": True}],
            "footer": f"rfq {rfq} · book INF-US"}],
            hard=("trade_confirmation", ["RFQ SENT", "USD CPI ZC 5Y", "PAY", rfq], "embed"),
            idiom=("embed-only RFQ sent", "trade_confirmation"))
        fill = f"{float(z5) + r.choice([-0.004, -0.002, 0.001, 0.002]):.3f}"
        self.add(tc + r.uniform(45, 180), "xpb", "", kind="hard", embeds=[{
            "title": "DONE", "description": "USD CPI ZC 5Y", "author": "XPB",
            "fields": [{"name": "Side", "value": "PAY", "inline": True},
                       {"name": "Rate", "value": fill, "inline": True},
                       {"name": "Size", "value": "50k/01", "inline": True},
                       {"name": "Cpty", "value": cpty, "inline": True},
                       {"name": "Cover", "value": f"{float(fill) + 0.003:.3f}", "inline": True}],
            "footer": f"rfq {rfq} · trade T-{r.randint(100000, 999999)} · index CPURNSA, 3m lag, interpolated · "
                      f"notional USD {r.choice([98, 99, 100, 101])}mm · eff T+2 · clearing LCH"}],
            hard=("trade_fill", ["DONE", "USD CPI ZC 5Y", "PAY", fill], "embed"),
            idiom=("embed-only DONE with fields", "trade_fill"))
        self.add(tc + r.uniform(200, 400), "dev", r.choice(["ty", "thx", "🙏"]), kind="noise")

    def story_ukrpi(self):
        r = self.rng
        rp = self.lv["rpi10"]
        wrong = f"{rp + 0.01:.2f}"
        right = f"{rp:.2f}"
        t0 = self.hour(7.0, 7.6)
        d = self.add(t0, "dev", f"rec 10y rpi {wrong} 25k/01", kind="hard",
                     hard=("trade_proposal", ["rec", "10y rpi", wrong, "25k/01"], "shorthand"),
                     idiom=("shorthand proposal deleted and reposted", "trade_proposal"))
        d["delete"] = r.uniform(30, 90)
        d["removed"] = f"rec 10y rpi {wrong} 25k/01"
        p = self.add(t0 + r.uniform(100, 160), "dev", f"pay 10y rpi {right} 25k/01 — wrong way round before, cutting half the receiver",
                     kind="hard", hard=("trade_proposal", ["pay", "10y rpi", right, "25k/01"], "shorthand"))
        atxt, afacts = r.choice([("👍 send it, half only", ["send it", "half"]),
                                 ("yes — cut half, 25k/01", ["yes", "25k/01"])])
        a = self.add(p["t"] + r.uniform(60, 300), "margaux", atxt, ref=p, kind="hard",
                     hard=("trade_approval", afacts, "reply"))
        fill = f"{rp + r.choice([-0.003, 0.002, 0.004]):.3f}"
        self.add(a["t"] + r.uniform(200, 600), "xpb", "", kind="hard", embeds=[{
            "title": "DONE", "description": "GBP RPI ZC 10Y", "author": "XPB",
            "fields": [{"name": "Side", "value": "PAY", "inline": True},
                       {"name": "Rate", "value": fill, "inline": True},
                       {"name": "Size", "value": "25k/01", "inline": True},
                       {"name": "Cpty", "value": r.choice(["LLOY", "NWM", "BARC", "HSBC"]), "inline": True}],
            "footer": f"rfq R-{_hex(r)} · book INF-UK"}],
            hard=("trade_fill", ["DONE", "GBP RPI ZC 10Y", "PAY", fill], "embed"))

    def story_eur_note_thread(self):
        r = self.rng
        h55 = f"{self.lv['h55']:.2f}"
        t0 = self.hour(8.0, 8.4)
        m = self.month
        note = "\n".join([
            f"## EUR inflation — morning note ({self.start.strftime('%d %b')})",
            "",
            "### Fixings",
            f"- HICPxT {m} fixing expected {r.uniform(0.3, 0.7):.2f}% m/m NSA; energy base effect drops out of y/y next month.",
            f"- French CPI (OATi) vs HICPxT (OAT€i) basis at {r.randint(8, 20)}bp, {r.choice(['wider', 'tighter'])} by {r.randint(1, 3)}bp on the week.",
            f"- Italy HICP NIC gap still distorts the BTP€i index ratio by ~{r.randint(2, 6)}bp real.",
            "",
            "### Seasonals",
            f"- March–May seasonal is the strongest of the year (10y avg +{r.uniform(0.9, 1.4):.2f}% NSA over the three months). The 1y ZC "
            f"already prices ~{r.randint(70, 95)}% of that; the remaining carry is small.",
            "- Package-holiday weights were re-based this year; Easter timing moves April services by up to 0.3pp. Expect noise in the flash.",
            "",
            "### Book",
            f"- HICPxT 2y payer ({r.choice([30, 40])}k/01): hold into the flash; fixings curve still above the swap by {r.randint(2, 6)}bp.",
            f"- **Change:** cut HICPxT 5y5y payer from 40k/01 to 20k/01 at {h55} or better — forwards have reached the ECB-anchor band "
            f"and the risk/reward of the remainder is thinner.",
            f"- OAT€i / BTP€i: no change.",
            "",
            "### Supply & flows",
            f"- AFT linker tap Thursday (€{r.uniform(1.5, 2.5):.1f}–{r.uniform(2.6, 3.2):.1f}bn across OAT€i 2032/2038); Finanzagentur quiet.",
            f"- Real-money demand for 10y HICPxT receivers picked up per dealer colour; corporate hedgers paying the 20y.",
            "",
            "### Risks",
            "- Gas price spike into the summer storage season; a 20% TTF move is ~12bp on the 1y HICPxT.",
            "- ECB communication on the inflation overshoot; any hint of tolerance pushes 5y5y back to 2.10+.",
            "",
            "### Other observations",
            *[f"- {x}" for x in self.paras(4)],
            "",
            "_Thread below for questions._",
        ])
        starter = self.add(t0, "strat", note, kind="hard",
                           hard=("trade_proposal", ["HICPxT 5y5y", "cut", "20k/01", h55], "buried"),
                           idiom=("agent markdown note with bold buried book change", "trade_proposal"))
        self.thread_starter = starter
        th = lambda t, a, c, **kw: self.add(t, a, c, thread=True, **kw)
        t = t0 + r.uniform(120, 400)
        th(t, "ines", "why 20k and not flat if the forwards are at the anchor?", kind="nm",
           idiom=("question about a proposal in a thread", "not_hard"))
        t += r.uniform(60, 200)
        th(t, "strat", "Because the 5y5y still carries positively and the ECB risk is two-sided; halving keeps the option on "
           "a tolerance narrative without holding the full inflation-01. Flat would be the call only if the flash undershoots by 0.2pp or more.")
        t += r.uniform(100, 400)
        th(t, "tobias", f"fwiw 5y5y traded {h55} in the broker screens at 07:45, so the level is there")
        t += r.uniform(100, 500)
        appr, af = r.choice([("fine, do it — 20k/01 off the 5y5y", ["do it", "20k/01"]),
                             ("approved: cut 5y5y to 20k/01", ["approved", "20k/01"])])
        th(t, "margaux", appr, kind="hard", hard=("trade_approval", af, "untagged"))
        t += r.uniform(60, 200)
        ticket = f"INF-{r.randint(2000, 2999)}"
        th(t, "strat", f"Routing the 5y5y cut to exec-agent (ticket {ticket}), limit {h55}, 20k/01 receive.",
           kind="hard", hard=("route_decision", ["Routing", "exec-agent", ticket], "untagged"),
           idiom=("agent routing a ticket to exec agent", "route_decision"))
        t += r.uniform(200, 600)
        th(t, "ines", "is the seasonal factor for April re-estimated every year or only with the weights?", kind="nm")
        t += r.uniform(60, 300)
        th(t, "strat", "Re-estimated annually with X-13 on the last 10y of NSA data; the weights change separately each January. "
           "Easter is handled with a moving-holiday regressor, which is why April/March swap between years.")
        t += r.uniform(60, 300)
        th(t, "ines", "thx 🙏", kind="noise")
        t += r.uniform(200, 900)
        th(t, "tobias", "One more on seasonals: the HICPxT seasonal amplitude has roughly doubled since the 2019 methodology "
           "change for package holidays and clothing sales, so anything estimated on pre-2019 data understates the "
           "March/April jump. Worth checking which vintage the dealers' fixings curves use — some still run the old one.")
        t += r.uniform(100, 600)
        th(t, "strat", f"Checked: two of the five dealer fixings curves in the relay this morning are consistent with the old vintage "
           f"(their April fixing is ~{r.randint(4, 9)}bp below ours). That gap is informational only; it is the kind of thing that "
           "closes on the print rather than before it.")
        t += r.uniform(100, 600)
        th(t, "dev", "interesting. would be a fun fixings trade if it were bigger, not worth the tickets at that size")
        # execution in main channel
        rfq = f"R-{_hex(r)}"
        tc = t + r.uniform(300, 900)
        self.add(tc, "xpb", "", kind="hard", embeds=[{
            "title": "RFQ CANCELLED", "description": "EUR HICPxT 5Y5Y", "author": "XPB",
            "fields": [{"name": "Side", "value": "RECEIVE", "inline": True},
                       {"name": "Size", "value": "20k/01", "inline": True},
                       {"name": "Reason", "value": "no dealer inside limit (best 0.4bp away)", "inline": False}],
            "footer": f"rfq {rfq} · book INF-EU"}],
            hard=("trade_confirmation", ["RFQ CANCELLED", "EUR HICPxT 5Y5Y", rfq], "embed"),
            idiom=("embed RFQ cancelled", "trade_confirmation"))
        fill = f"{self.lv['h55'] + r.choice([0.001, 0.003, 0.005]):.3f}"
        self.add(tc + r.uniform(1800, 5400), "xpb", "", kind="hard", embeds=[{
            "title": "DONE", "description": "EUR HICPxT 5Y5Y", "author": "XPB",
            "fields": [{"name": "Side", "value": "RECEIVE", "inline": True},
                       {"name": "Rate", "value": fill, "inline": True},
                       {"name": "Size", "value": "20k/01", "inline": True},
                       {"name": "Cpty", "value": r.choice(["BNP", "SG", "DB", "UBS"]), "inline": True}],
            "footer": f"rfq R-{_hex(r)} · book INF-EU"}],
            hard=("trade_fill", ["DONE", "EUR HICPxT 5Y5Y", "RECEIVE", fill], "embed"))

    def story_btp_oat(self):
        r = self.rng
        t0 = self.hour(9.3, 10.2)
        by = f"{r.uniform(1.50, 1.68):.2f}"
        oy = f"{r.uniform(0.32, 0.48):.2f}"
        sp = r.choice([10, 12, 15])
        content = (f"[PROPOSAL] switch OATei → BTPei: sell €20mm OATei 0.1% 07/32 at {oy} real, buy €20mm BTPei 1.8% 05/36 at {by} real; "
                   f"stop +{sp}bp on the real spread. Rationale: BTP€i real spread to OAT€i is {r.randint(115, 135)}bp vs "
                   f"{r.randint(95, 110)}bp 3m avg, Italian HICP NIC basis has normalised, and the carry pickup is ~{r.randint(3, 7)}bp/qtr.")
        p = self.add(t0, "tobias", content, kind="hard",
                     hard=("trade_proposal", ["[PROPOSAL]", "sell €20mm OATei 0.1% 07/32", "buy €20mm BTPei 1.8% 05/36", by, f"+{sp}bp"], "tagged"),
                     idiom=("tagged [PROPOSAL] switch", "trade_proposal"))
        txt, facts = r.choice([
            ("No — not adding Italy beta into the flash. Rejected, revisit tomorrow.", ["Rejected", "Italy"]),
            ("Rejected for today. BTPei liquidity is awful into the MEF auction; bring it back next week.", ["Rejected", "BTPei"]),
        ])
        self.add(t0 + r.uniform(300, 1200), "margaux", txt, ref=p, kind="hard",
                 hard=("trade_approval", facts, "reply"), idiom=("reply rejecting a proposal", "trade_approval"))
        self.add(t0 + r.uniform(1300, 1800), "tobias", "fair. parking it", kind="chat")

    def story_risk(self):
        r = self.rng
        t0 = self.hour(13.8, 14.6)
        val = r.randint(152000, 171000)
        b = self.add(t0, "risk", json.dumps({
            "ts": self.iso(t0), "src": "riskd", "type": "limit_breach", "book": "INF-UK", "metric": "inf01_gbp",
            "limit": 150000, "value": val, "util": round(val / 150000, 3), "action": "alert_head"}),
            kind="hard", hard=("risk_limit", ["limit_breach", "INF-UK", "150000", str(val)], "structured"),
            idiom=("risk JSON limit breach", "risk_limit"))
        txt = r.choice([
            "Raising INF-UK inf-01 limit to 175k for today only; back to 150k at the close. Bring it under by 16:00 regardless.",
            "INF-UK inf-01 limit temporarily 175k (today only), reverts to 150k tomorrow. No new UK receivers until it's back under.",
        ])
        self.add(t0 + r.uniform(180, 600), "margaux", txt, ref=b, kind="hard",
                 hard=("risk_limit", ["INF-UK", "175k"], "reply"),
                 idiom=("head raising a limit in prose", "risk_limit"))
        t1 = self.hour(15.2, 16.2)
        oid = f"XO-{r.randint(60000, 69999)}"
        orig, new = r.choice([(300, 180), (250, 160), (320, 200)])
        self.add(t1, "risk", json.dumps({
            "ts": self.iso(t1), "src": "riskd", "type": "order_resized", "order": oid, "instr": "TYM6", "side": "SELL",
            "orig_qty": orig, "new_qty": new, "reason": "dv01_limit", "book": "INF-US", "limit_usd_dv01": 250000}),
            kind="hard", hard=("risk_limit", ["order_resized", oid, "TYM6", f"\"new_qty\": {new}"], "structured"),
            idiom=("risk engine resizing an order (JSON)", "risk_limit"))

    def story_10s_be(self):
        r = self.rng
        be = self.lv["be"]
        t0 = 12.5 * 3600 + r.uniform(400, 1500)
        txt, facts = r.choice([
            (f"lift 10s BE {be} 100mm", ["lift", "10s BE", str(be), "100mm"]),
            (f"b 100mm 10s BE @ {be}", ["b 100mm", "10s BE", str(be)]),
        ])
        p = self.add(t0, "dev", txt, kind="hard", hard=("trade_proposal", facts, "shorthand"),
                     idiom=("terse lift/b shorthand on breakeven", "trade_proposal"))
        atxt, afacts = r.choice([("ok go, 100mm", ["ok go", "100mm"]), ("yes 100mm, go", ["yes", "100mm"])])
        a = self.add(t0 + r.uniform(30, 150), "margaux", atxt, ref=p, kind="hard", hard=("trade_approval", afacts, "reply"))
        fill = f"{be + r.choice([0.2, 0.4, 0.5]):.1f}"
        f = self.add(a["t"] + r.uniform(120, 500), "dev", f"done 100mm 10s BE @ {fill}", kind="hard",
                     hard=("trade_fill", ["done", "100mm", "10s BE", fill], "shorthand"),
                     idiom=("done shorthand fill", "trade_fill"))
        tgt, stp = be + r.choice([12, 14, 15]), be - r.choice([4, 5, 6])
        self.add(f["t"] + r.uniform(120, 600), "dev", f"10s BE: tgt {tgt} / stop {stp}", kind="hard",
                 hard=("stop_or_target_change", ["10s BE", f"tgt {tgt}", f"stop {stp}"], "shorthand"),
                 idiom=("tgt/stop shorthand", "stop_or_target_change"))

    def story_forgotten_fill(self):
        r = self.rng
        t0 = self.hour(15.0, 16.2)
        px = f"{r.uniform(0.36, 0.52):.3f}"
        f = self.add(t0, "dev", f"done 10mm UKTI 0.125% 2033 @ {px} real — Ashgrove Pension switch, don't repeat outside the desk",
                     kind="hard", hard=("trade_fill", ["done", "10mm", "UKTI 0.125% 2033", px], "shorthand"))
        f["forget"] = r.uniform(300, 900)
        f["removed"] = "Ashgrove Pension switch"
        self.add(t0 + r.uniform(950, 1300), "dev", f"reposting w/o the client name: bought 10mm UKTI 0.125% 2033 @ {px} real",
                 kind="hard", hard=("trade_fill", ["bought", "10mm", "UKTI 0.125% 2033", px], "untagged"))

    def thesis_and_routes(self):
        r = self.rng
        # strategist post-data note with buried view change
        t0 = self.hour(14.3, 15.6)
        tgt = f"{self.lv['rpi10'] - r.choice([0.12, 0.15, 0.18]):.2f}"
        note = "\n".join([
            "## Post-data note — linkers & ZC",
            "",
            "**US.** Headline in line, core a tenth soft on shelter; used cars and airfares the usual noise. The NSA index "
            f"accrual for the next fixing is now ~{r.uniform(0.25, 0.45):.2f}%, so front-end USCPI swaps gave back "
            f"{r.randint(3, 7)}bp and 10s BE {r.randint(1, 3)}bp. Nothing in the breakdown changes the medium-term picture.",
            "",
            f"**UK.** RPI-CPIH wedge {r.randint(70, 95)}bp. LDI flows continue to dominate the 30y+; 10y is where the macro view lives.",
            f"**View change — UK 10y RPI BE:** neutral → bearish, target {tgt}. The 2030 reform math plus softer services "
            "momentum leave the 10y too rich versus a CPIH+wedge fair value.",
            "",
            f"**EUR.** Flash was {r.choice(['in line', 'a tenth firm', 'a tenth soft'])}; HICPxT fixings curve re-marked "
            f"{r.randint(1, 4)}bp. The 5y5y sits at the upper end of the ECB-anchor band.",
            "",
            "**Supply.** 10y TIPS reopening next week; DMO linker syndication talk for the 2040s; AFT tap Thursday.",
            "",
            "**Background**",
            *[f"- {x}" for x in self.paras(4)],
            "",
            "| market | carry 3m | seasonal 3m | view |",
            "|---|---|---|---|",
            f"| US 10y BE | +{r.randint(3, 8)}bp | + | neutral |",
            f"| UK 10y RPI | +{r.randint(1, 5)}bp | + | bearish |",
            f"| EUR 5y5y | +{r.randint(1, 3)}bp | 0 | neutral |",
        ])
        self.add(t0, "strat", note, kind="hard",
                 hard=("thesis_update", ["UK 10y RPI", "bearish", tgt], "buried"),
                 idiom=("view change bolded inside agent note with table", "thesis_update"))
        t1 = 13.0 * 3600 + r.uniform(0, 2400)
        txt = r.choice([
            "After this morning's data my conviction on the Jan-34 TIPS long drops from high to medium. Keeping it, no adds until the reopening clears.",
            "Conviction on the Jan-34 TIPS long: medium now (was high). The core print took away a month of carry; no adds for now.",
        ])
        self.add(t1, "tobias", txt, kind="hard",
                 hard=("thesis_update", ["Jan-34", "medium", "no adds"], "untagged"),
                 idiom=("conviction downgrade in prose", "thesis_update"))
        t2 = 9 * 3600 + r.uniform(600, 2400)
        self.add(t2, "dev", r.choice(["HICPxT 2y payer: thesis intact post flash, holding",
                                      "2y HICPxT pay — flash fine, thesis intact, hold"]),
                 kind="hard", hard=("thesis_update", ["HICPxT", "thesis intact"], "shorthand"))
        # route by the head
        t3 = self.hour(10.8, 12.0)
        self.add(t3, "margaux", f"Routing the {self.prev_month} RPI fixing breaks to @ines for recon with ops — the 10y receiver reset "
                 "looks like it used the wrong index month.", kind="hard",
                 hard=("route_decision", ["Routing", "@ines", "RPI fixing breaks"], "untagged"),
                 idiom=("human routing a recon item to a person", "route_decision"))
        self.add(t3 + r.uniform(60, 300), "ines", "on it", kind="noise")
        # no-route: agent triage of a generic release
        name, gen = self.generic_items[0]
        for nm, it in self.generic_items:
            if it["t"] > 1800:
                name, gen = nm, it
                break
        self.add(gen["t"] + r.uniform(60, 300), "strat", f"Triage: {name} release — no exposure in the book, no action, not routed.",
                 ref=gen, kind="hard", hard=("no_route_decision", [name, "not routed"], "untagged"),
                 idiom=("agent triage 'no action, not routed'", "no_route_decision"))
        wname, wit = self.watch_items[0]
        tw = max(wit["t"] + r.uniform(120, 900), 7.2 * 3600 + r.uniform(0, 1200))
        self.add(tw, "margaux", f"Seen. No action on the {wname} headline for now, not routing it.",
                 ref=wit, kind="hard", hard=("no_route_decision", ["No action", wname], "reply"),
                 idiom=("head replying no action to watchlist news", "no_route_decision"))

    # ================================================================ near misses
    def near_misses(self):
        r = self.rng
        be, z5 = self.lv["be"], self.lv["z5"]
        nm = [
            ("ines", self.hour(8.5, 11.5), f"what if we paid 2y HICPxT into the flash, like 30k/01? just thinking out loud",
             ("hypothetical 'what if we paid'", "not_hard")),
            ("ines", self.hour(12.6, 14), f"would we buy the UKTI 2041 syndication if it comes {r.randint(3, 6)}bp cheap? asking for the morning meeting",
             ("question about a possible trade", "not_hard")),
            ("dev", self.hour(14, 16), f"could hedge the Jan-34s with FV instead of TY, curve-wise it's cleaner. not now tho", None),
            ("ines", self.hour(15, 17), f"a stop at {self.lv['real10'] + 0.15:.2f}% real would be sensible on the Jan-34s imo",
             ("opinion on a stop level without decision", "not_hard")),
            ("tobias", self.hour(10, 12), f"Reminder for the new joiners: in Sep-22 we bought 50mm UKTI 2033 at +0.40 real and got carried "
             f"out to +1.10 during the LDI unwind, stopped at the worst levels. That's why we write stops down and why UK size is capped.",
             ("war story: past trade told as history", "not_hard")),
            ("dev", self.hour(16, 18), f"this time last year we paid 1y USCPI at 2.60 and rode it to 3.10 lol. seasonals pay", None),
            ("sam", self.hour(9, 12), f"fyi rates desk sold {r.randint(2, 4)}k TYM6 on the open — their flow, not ours, don't double count in the hedge report",
             ("another desk's trade relayed", "not_hard")),
            ("tobias", self.hour(13, 15), f"EM desk received 2y Brazil IPCA at {r.uniform(4.2, 4.8):.2f} this morning, big ticket. Not us but explains the noise in the BRL screens", None),
            ("strat", self.hour(17, 18.5), "**Model portfolio (paper, not for execution)** — week-to-date:\n"
             f"- long 10y US BE 20k/01 from {be - 2} → +{r.randint(1, 6)}bp\n- pay 1y HICPxT 10k/01 from {r.uniform(1.78, 1.88):.2f} → {r.choice(['-', '+'])}{r.randint(1, 4)}bp\n"
             f"- rec 30y UKRPI 10k/01 from {r.uniform(3.35, 3.45):.2f} → +{r.randint(1, 3)}bp\nPaper P&L {r.randint(-40, 80):+d}k. Tracking only.",
             ("paper/model portfolio entries", "not_hard")),
            ("tobias", self.hour(7.5, 9), f"From a sell-side note this morning: \"We recommend paying 5y5y HICPxT at {self.lv['h55']:.2f} with a stop at 1.90\". "
             "Not our view, posting for context.", ("quoted sell-side trade recommendation", "not_hard")),
            ("ines", self.hour(11, 13), "another house says sell 10y UK RPI BE with target 3.25 — anyone read it? pdf in the research folder", None),
            ("strat", self.hour(19, 21), "Backtest (2010–2025): pay 1m USCPI ZC into Jan/Apr seasonal windows, enter T-10, exit on fixing. "
             f"Hit rate {r.randint(62, 74)}%, avg +{r.randint(8, 14)}bp, max DD -{r.randint(30, 45)}bp, Sharpe {r.uniform(0.7, 1.2):.2f}. "
             "Fills assumed at mid + 0.5bp. Research only.", ("backtest fills", "not_hard")),
            ("dev", self.hour(11.5, 12.4), "someone should look at Canada RRBs, the whole curve looks cheap vs BEs elsewhere", None),
            ("margaux", self.hour(17.5, 19), "For tomorrow: do we want to pre-position for the reopening or wait for the concession? Think about it, no decision tonight.", None),
        ]
        for a, t, c, idiom in nm:
            self.add(t, a, c, kind="nm", idiom=idiom)

    def long_analysis(self):
        r = self.rng
        be = self.lv["be"]
        m = self.month
        preview = "\n".join([
            f"## US CPI preview ({m})",
            "",
            f"**Consensus:** headline 0.{r.randint(2, 3)}% m/m, core 0.{r.randint(2, 3)}%. Our nowcast has core at 0.{r.randint(22, 31)}%.",
            "",
            "**Components to watch**",
            f"1. Shelter: OER trend {r.uniform(0.24, 0.32):.2f}% m/m; new-tenant index leads by ~12m and has flattened.",
            f"2. Energy: gasoline +{r.uniform(2, 7):.1f}% m/m NSA on AAA data; electricity flat.",
            f"3. Core goods: tariff pass-through in apparel and household furnishings, ~+{r.randint(2, 6)}bp contribution.",
            "4. Airfares/car insurance: high variance, historically half the miss vs consensus.",
            "",
            "**Market pricing**",
            f"- CPI fixing swaps imply {r.uniform(0.25, 0.45):.2f}% NSA for this print; 1y USCPI ZC {r.uniform(2.5, 2.7):.3f}.",
            f"- 10s BE at {be}bp; realised vol of BE on CPI days ~{r.uniform(2.0, 3.5):.1f}bp over the last 12 prints.",
            f"- Options: CPI caps/floors skewed to upside; 1y 3% cap ~{r.randint(20, 35)}bp running.",
            "",
            "**Background**",
            *[f"- {x}" for x in self.paras(3)],
            "",
            "**How the desk is set up** (for reference, no changes proposed here): long real duration in the 10y via TIPS, "
            "paying the 5y ZC, long 10s BE. A soft print hurts the ZC payer and the BE long; the TIPS long benefits via real yields "
            "only if nominals rally more than BE falls.",
            "",
            "**Scenarios**",
            "| core m/m | 10s BE | 5y ZC | TII 01/34 real |",
            "|---|---|---|---|",
            f"| 0.1% | -{r.randint(3, 5)}bp | -{r.randint(4, 7)}bp | -{r.randint(2, 5)}bp |",
            f"| 0.3% | +{r.randint(0, 1)}bp | +{r.randint(0, 2)}bp | flat |",
            f"| 0.4%+ | +{r.randint(3, 6)}bp | +{r.randint(5, 9)}bp | +{r.randint(2, 5)}bp |",
        ])
        self.add(self.hour(10.0, 10.8), "strat", preview, kind="nm",
                 idiom=("long agent preview with trading words, no decision", "not_hard"))
        wrap = "\n".join([
            f"## EOD wrap ({self.start.strftime('%d %b')})",
            "",
            f"- **US:** 10s BE closed {be + r.randint(-3, 3)}bp; TIPS real yields {r.choice(['+', '-'])}{r.randint(1, 5)}bp; "
            f"USCPI 5y ZC {self.lv['z5'] + r.uniform(-.03, .03):.3f}. Volumes {r.choice(['light', 'average', 'heavy'])}, "
            f"dealers reported real-money selling in the 5y sector and asset-swap buyers in the 10y.",
            f"- **UK:** RPI ZC 10y {self.lv['rpi10'] + r.uniform(-.03, .03):.3f}; long linkers outperformed nominals by "
            f"{r.randint(1, 4)}bp real on pension demand. Gilt futures {r.choice(['firmer', 'softer'])}.",
            f"- **EUR:** HICPxT 5y5y {self.lv['h55'] + r.uniform(-.02, .02):.3f}; BTP€i/OAT€i real spread {r.randint(110, 135)}bp.",
            "- **Flows:** supranational issuance of inflation-linked notes continues (swapped back via ZC payers), "
            "which keeps the 10y ZC bid; insurers receiving 30y HICPxT.",
            "- **Calendar tomorrow:** PPI, jobless claims, French final CPI, UK retail sales.",
            "",
            "",
            *[f"- {x}" for x in self.paras(3)],
            "",
            "No book changes from this note; positions and stops as per the pinned messages.",
        ])
        self.add(self.hour(20.6, 21.6), "strat", wrap, kind="nm",
                 idiom=("EOD wrap stating no book changes", "not_hard"))
        # Tobias long analysis, no decision
        txt = (f"Some thoughts on the UK linker curve since people keep asking. The 2030 RPI reform has made the curve two "
               f"instruments in one: everything fixing before Feb-30 is true RPI, everything after is effectively CPIH plus a "
               f"tiny wedge. Yet the 10y RPI ZC at {self.lv['rpi10']:.2f} still prices something like {r.randint(60, 80)}bp of wedge "
               f"on a blended basis, which only makes sense if you believe LDI demand stays price-insensitive. It did after 2022 "
               f"because schemes rebuilt hedges at any level; it's less obvious now that funding ratios are high and buy-outs "
               f"are taking the liabilities off balance sheets — insurers hedge with a different instrument mix and care about "
               f"spread. If I had to guess, the richness in the 10y-15y sector mean-reverts over quarters, not days. "
               f"The practical issue for us is that the receiver side is crowded and the DMO keeps the 2040s supplied. "
               f"I'd rather wait for a syndication to set a level than fight the flow. Not proposing anything — just want "
               f"everyone to have the same map when the next print comes.\n\n" + self.paras(1)[0])
        self.add(self.hour(16.5, 17.5), "tobias", txt, kind="nm",
                 idiom=("long human analysis explicitly no proposal", "not_hard"))

    def broker(self):
        r = self.rng
        houses = ["TPICAP", "BGC", "Tradition", "ICAP", "Tullett"]
        for k in range(12):
            t = self.busy_time()
            hse = r.choice(houses)
            kind = ["us", "uk", "eu"][k % 3]
            if kind == "us":
                base = self.lv["z5"]
                lines = [f"[relay · {hse} voice] USD CPI ZC run (indicative)"]
                for tn, off in (("1y", .18), ("2y", .10), ("3y", .05), ("5y", 0), ("7y", -.02), ("10y", -.03), ("20y", -.06), ("30y", -.08)):
                    mid = base + off + r.uniform(-.01, .01)
                    lines.append(f"  {tn:>3}  {mid - .01:.3f} / {mid + .01:.3f}")
                lines.append(f"  10s BE (TII 01/34 vs T 4.25 02/34): {self.lv['be'] - 1}/{self.lv['be'] + 1}")
                lines.append("  axes: payer 5y5y, receiver 30y — their clients, not firm")
            elif kind == "uk":
                lines = [f"[relay · {hse} voice] GBP RPI ZC (mid / b-o)"]
                for tn, off in (("1y", .05), ("2y", .08), ("5y", .10), ("10y", 0), ("15y", -.02), ("20y", -.05), ("30y", -.08), ("50y", -.15)):
                    mid = self.lv["rpi10"] + off + r.uniform(-.01, .01)
                    lines.append(f"  {tn:>3}  {mid:.3f}  {r.choice(['1.5', '2', '2.5', '3'])}bp")
                lines.append(f"  linker switch 2033/2041: {r.randint(-8, 4)}bp real; 2068s offered")
            else:
                lines = [f"[relay · {hse} voice] EUR HICPxT ZC"]
                for tn, off in (("1y", -.15), ("2y", -.10), ("5y", -.06), ("5y5y", 0), ("10y", -.02), ("20y", .03), ("30y", .05)):
                    mid = self.lv["h55"] + off + r.uniform(-.01, .01)
                    lines.append(f"  {tn:>4}  {mid - .008:.3f} / {mid + .008:.3f}")
                lines.append(f"  FRCPI 10y {self.lv['h55'] - r.uniform(0.05, 0.15):.3f} mid, OATi/OAT€i basis {r.randint(8, 20)}bp")
            lines.append("")
            if kind == "us":
                lines.append("  TIPS cash (real yld bid/ask, size mm):")
                for bnd, off in (("TII 0.125 01/30", -.55), ("TII 0.125 07/30", -.50), ("TII 0.125 01/31", -.42), ("TII 0.125 07/31", -.36),
                                 ("TII 0.625 07/32", -.25), ("TII 1.125 01/33", -.18), ("TII 1.375 07/33", -.10), ("TII 1.75 01/34", 0),
                                 ("TII 2.125 02/41", .30), ("TII 2.125 02/54", .45)):
                    y = self.lv["real10"] + off + r.uniform(-.01, .01)
                    lines.append(f"    {bnd:<16} {y + .005:.3f} / {y - .005:.3f}   {r.choice([10, 15, 25, 50])}x{r.choice([10, 15, 25, 50])}")
            elif kind == "uk":
                lines.append("  Gilt linkers (real yld bid/ask):")
                for bnd, y in (("UKTI 0.125% 2031", .15), ("UKTI 0.125% 2033", .45), ("UKTI 0.75% 2034", .60), ("UKTI 0.625% 2040", 1.15),
                               ("UKTI 2041", 1.25), ("UKTI 0.125% 2046", 1.45), ("UKTI 0.125% 2051", 1.60), ("UKTI 0.125% 2068", 1.70)):
                    y = y + r.uniform(-.03, .03)
                    lines.append(f"    {bnd:<18} {y + .004:.3f} / {y - .004:.3f}   £{r.choice([5, 10, 15, 25])}mm")
            else:
                lines.append("  € linkers (real yld bid/ask):")
                for bnd, y in (("OATei 0.1% 03/29", .05), ("OATei 0.1% 07/32", .40), ("OATei 0.1% 07/38", .85), ("DBRi 0.1% 04/33", .25),
                               ("DBRi 0.1% 04/46", .75), ("BTPei 0.4% 05/30", .95), ("BTPei 1.8% 05/36", 1.58), ("SPGBei 0.7% 11/33", .80)):
                    y = y + r.uniform(-.03, .03)
                    lines.append(f"    {bnd:<18} {y + .006:.3f} / {y - .006:.3f}   €{r.choice([5, 10, 20])}mm")
            fx = {"us": ("USCPI", self.lv["z5"] - .1), "uk": ("UKRPI", self.lv["rpi10"]), "eu": ("HICPxT", self.lv["h2"])}[kind]
            lines.append(f"  {fx[0]} fixings strip: " + "  ".join(f"{MONTHS[(self.start.month - 1 + j) % 12]} {r.uniform(-0.2, 0.7):.2f}" for j in range(6)))
            lines.append(f"  {fx[0]} fwds: 1y1y {fx[1] + r.uniform(-.1, .1):.3f}  2y1y {fx[1] + r.uniform(-.1, .1):.3f}  "
                         f"5y5y {fx[1] + r.uniform(-.1, .1):.3f}  10y10y {fx[1] + r.uniform(-.15, .05):.3f}")
            lines.append(f"  -- {hse} desk, indicative, subject to confirmation, not an offer to our desk")
            self.add(t, "relay", "\n".join(lines), kind="nm",
                     idiom=("voice broker run relayed (other firms' axes)", "not_hard") if k == 0 else None)
        for k in range(9):
            t = self.busy_time()
            hse = r.choice(houses)
            p = r.choice([
                lambda: f"[relay · {hse}] PRINT 10y UKRPI ZC {self.lv['rpi10'] + r.uniform(-.02, .02):.3f} £{r.choice([20, 30, 40])}k/01 given",
                lambda: f"[relay · {hse}] PRINT 5y USCPI ZC {self.lv['z5'] + r.uniform(-.02, .02):.3f} ${r.choice([25, 50, 75])}k/01 paid (not us)",
                lambda: f"[relay · {hse}] TRD 5y5y HICPxT {self.lv['h55'] + r.uniform(-.02, .02):.3f} €{r.choice([15, 20, 30])}k/01 mine",
                lambda: f"[relay · {hse}] PRINT TII 01/34 {r.randint(10, 50)}mm @ {self.lv['real10'] + r.uniform(-.02, .02):.3f}% real, switch vs T 4.25 02/34",
                lambda: f"[relay · {hse}] PRINT 30y UKRPI ZC {r.uniform(3.30, 3.45):.3f} £{r.choice([10, 15])}k/01 paid — pension hedge",
                lambda: f"[relay · {hse}] TRD 2y HICPxT {self.lv['h2'] + r.uniform(-.02, .02):.3f} €{r.choice([25, 40])}k/01 given",
            ])()
            p += (f"\n  ref {r.choice(['screen', 'voice', 'hybrid'])} · session vol {r.randint(3, 30)} tickets · "
                  f"last {r.choice(['paid', 'given', 'mid'])} {r.randint(1, 40)}m ago · relayed from {hse} chat, other firm's trade")
            self.add(t, "relay", p, kind="nm",
                     idiom=("relayed broker print of another firm's trade", "not_hard") if k == 0 else None)

    def agent_notes(self):
        r = self.rng
        L = self.lv
        m = self.month
        asia = "\n".join([
            f"## Overnight recap — {self.start.strftime('%a %d %b')}",
            "",
            "**Moves since the NY close**",
            f"- US 10s BE {L['be'] + r.randint(-2, 2)}bp ({r.choice(['+', '-'])}{r.randint(0, 2)}), 5y USCPI ZC {L['z5'] + r.uniform(-.02, .02):.3f}, "
            f"TII 01/34 real {L['real10'] + r.uniform(-.02, .02):.3f}%. TY {r.choice(['+', '-'])}{r.randint(1, 8)}/32 in thin Asia trade.",
            f"- Brent ${r.uniform(70, 86):.2f} ({r.choice(['+', '-'])}{r.uniform(0.2, 1.8):.1f}%), RBOB {r.uniform(2.2, 2.8):.4f}. Gasoline is the "
            "single biggest driver of the front of the USCPI curve; the 1y ZC has a ~0.8 beta to the 1m change in RBOB over the last year.",
            f"- JGB 10y {r.uniform(1.2, 1.7):.3f}%, JGBi breakevens {r.choice(['firmer', 'softer', 'unchanged'])}; ACGB 10y BE {r.uniform(2.3, 2.7):.2f}%.",
            f"- USD/JPY {r.uniform(140, 158):.2f}, EUR/USD {r.uniform(1.04, 1.16):.4f}, GBP/USD {r.uniform(1.22, 1.36):.4f}.",
            "",
            "**Data overnight**",
            "- Asia-Pacific inflation prints were broadly in line; none of them feeds an index we have exposure to.",
            "- China PPI deflation continues to export goods disinflation; relevant for core goods in the US with a 3–6 month lag.",
            "",
            "**What matters today**",
            "1. Data: see the calendar post; the main risk windows are the European mornings and 12:30Z.",
            "2. Supply: linker auctions and announcements in the afternoon; watch the concession into the close.",
            f"3. Central banks: {r.randint(2, 5)} speakers scheduled; market-implied inflation expectations are not the focus of any of them.",
            "4. Month-end index extension for the linker indices is estimated at ~0.05y for US and ~0.08y for UK — small.",
            "",
            "**Seasonal context**",
            f"The {m} NSA seasonal for US CPI averages {r.uniform(0.25, 0.55):.2f}% over 10y, UK RPI {r.uniform(0.2, 0.9):.2f}%, "
            f"HICPxT {r.uniform(0.4, 1.2):.2f}%. These are accrual-relevant for anyone holding linkers across the index month, "
            "and they explain most of the carry difference between the front-end ZC swaps and the cash curve.",
            "",
            *self.paras(3),
            "",
            "_No trade recommendations in this note._",
        ])
        self.add(6 * 3600 + r.uniform(1500, 2400), "strat", asia, kind="chat")
        rows = []
        for k in range(6):
            mo = MONTHS[(self.start.month - 1 + k) % 12]
            rows.append(f"| {mo} | {r.uniform(0.05, 0.55):.2f}% | {r.uniform(0.05, 0.55):.2f}% | {r.uniform(-0.3, 1.1):.2f}% | "
                        f"{r.uniform(-0.3, 1.1):.2f}% | {r.uniform(-0.8, 1.6):.2f}% | {r.uniform(-0.8, 1.6):.2f}% |")
        fix = "\n".join([
            "## Fixings & seasonals monitor",
            "",
            "Swap-implied monthly fixings vs our seasonal model (NSA m/m). Positive gap = swaps above model.",
            "",
            "| month | US swap | US model | UK RPI swap | UK RPI model | HICPxT swap | HICPxT model |",
            "|---|---|---|---|---|---|---|",
            *rows,
            "",
            f"- Largest gap: UK RPI in the summer months, {r.randint(4, 12)}bp rich to model — the same pattern as last year, "
            "when it closed into the print rather than before it.",
            f"- US fixings curve is {r.randint(1, 5)}bp below model for the next two prints: gasoline futures imply more than the swaps do.",
            "- HICPxT: the Easter effect is still not fully in the April/March split; the model spreads it by the ECB convention.",
            "",
            "Model: X-13 seasonal factors on 10y of NSA data, energy from futures strip, core from a 6m trimmed-mean trend. "
            "Standard error of a single month ~0.12pp for US, ~0.20pp for UK RPI, ~0.18pp for HICPxT.",
            "",
            *self.paras(2),
            "",
            "Monitor only; book decisions go through the morning note.",
        ])
        self.add(7 * 3600 + r.uniform(600, 1500), "strat", fix, kind="nm",
                 idiom=("fixings monitor table comparing swaps to model", "not_hard"))
        uk = "\n".join([
            "## UK linkers — structure note",
            "",
            f"**RPI-CPIH wedge.** Spot wedge {r.randint(70, 95)}bp. Post-Feb-2030 the wedge collapses to the CPIH-RPI "
            "methodological difference (≈0–10bp). The forward RPI curve therefore has a kink at 2030 that the swap market prices "
            f"only partially: 2030-35 forward RPI at {r.uniform(3.0, 3.3):.2f}% versus CPIH forecast + wedge of ~{r.uniform(2.6, 2.9):.2f}%.",
            "",
            "**Demand.** Defined-benefit schemes are ~90% hedged on a gilts-flat basis; incremental demand comes from buy-outs "
            "(insurers prefer CPI-capped structures, LPI) and from re-leveraging after the post-2022 collateral rules. Net: slower "
            "LDI buying than the market assumes, concentrated in the 2040-2060 sector.",
            "",
            "**Supply.** The DMO remit skews linker issuance to syndications in the long end; the 10y sector is supplied via "
            f"auction roughly every {r.choice([6, 7, 8])} weeks. The UKTI 2041 syndication mandate, if it comes, would be the "
            "first in that sector this fiscal year.",
            "",
            "**Relative value**",
            "| bond | real yield | z-spread vs SONIA | 3m chg |",
            "|---|---|---|---|",
            f"| UKTI 0.125% 2033 | {r.uniform(0.35, 0.55):.3f}% | {r.randint(-20, 10)}bp | {r.randint(-8, 8):+d}bp |",
            f"| UKTI 2041 | {r.uniform(1.1, 1.5):.3f}% | {r.randint(-25, 5)}bp | {r.randint(-8, 8):+d}bp |",
            f"| UKTI 2051 | {r.uniform(1.4, 1.8):.3f}% | {r.randint(-30, 0)}bp | {r.randint(-8, 8):+d}bp |",
            f"| UKTI 2068 | {r.uniform(1.5, 1.9):.3f}% | {r.randint(-35, -5)}bp | {r.randint(-8, 8):+d}bp |",
            "",
            "The 2033 is the cheapest point on the curve in z-spread terms, which is consistent with it being the bond the "
            "Street uses to hedge RPI swap receivers.",
            "",
            *self.paras(2),
            "",
            "Nothing here changes the book; it is background for the afternoon.",
        ])
        self.add(self.hour(11.0, 11.8), "strat", uk, kind="nm")
        aft = "\n\n".join([f"## Afternoon note — {self.start.strftime('%d %b')}",
                             "Quick synthesis of the session so far; nothing here is a recommendation.",
                             *self.paras(5),
                             "Next update with the EOD wrap."])
        self.add(self.hour(15.0, 15.6), "strat", aft, kind="chat")
        # market pulses (short-ish agent colour)
        for k, h in enumerate((8.3, 9.7, 11.2, 12.9, 14.9, 16.4, 18.1)):
            t = h * 3600 + r.uniform(0, 1200)
            self.add(t, "strat", "\n".join([
                f"**Pulse {int(t // 3600):02d}:{int(t % 3600 // 60):02d}Z**",
                f"- US: 10s BE {L['be'] + r.randint(-3, 3)}bp, 5y ZC {L['z5'] + r.uniform(-.03, .03):.3f}, real 10y {L['real10'] + r.uniform(-.03, .03):.3f}%; "
                f"flow {r.choice(['two-way', 'better selling', 'better buying', 'quiet'])} per dealer screens.",
                f"- UK: 10y RPI {L['rpi10'] + r.uniform(-.03, .03):.3f}, 30y {r.uniform(3.30, 3.45):.3f}; linkers {r.choice(['outperforming', 'lagging', 'in line with'])} nominals.",
                f"- EUR: 5y5y {L['h55'] + r.uniform(-.02, .02):.3f}, 2y {L['h2'] + r.uniform(-.02, .02):.3f}; BTP€i/OAT€i {r.randint(110, 135)}bp.",
                f"- Macro: Brent {r.choice(['+', '-'])}{r.uniform(0.1, 1.5):.1f}%, DXY {r.choice(['+', '-'])}{r.uniform(0.1, 0.6):.1f}%, "
                f"equities {r.choice(['firmer', 'softer', 'flat'])}.",
                f"- Fixings: next US print {r.uniform(0.1, 0.5):.2f}% NSA implied, UK RPI {r.uniform(0.1, 0.8):.2f}%, HICPxT {r.uniform(0.1, 0.9):.2f}%.",
                f"- Supply/flow: {r.choice(['auction concession building in the 10y sector', 'pension bid in the long end of UK linkers', 'asset-swap buyers active in 10y TIPS', 'quiet, most accounts waiting for data'])}.",
                "(colour only)",
            ]), kind="noise" if k % 3 == 0 else "chat")

    def reports(self):
        r = self.rng
        for h in (7, 12, 17, 22):
            t = h * 3600 + r.uniform(400, 700)
            lines = [f"Risk report {h:02d}:00Z (all books, limits unchanged)", "```",
                     "book     dv01_usd   limit    inf01      limit    vega_bp  status"]
            for b, dl, il in (("INF-US", 250, 200), ("INF-UK", 180, 150), ("INF-EU", 150, 120)):
                lines.append(f"{b:<8} {r.randint(-dl + 40, dl - 40):>+6}k  {dl}k   {r.randint(40, il - 8):>5}k   {il}k   "
                             f"{r.randint(0, 30):>4}k    ok")
            lines.append("bucket inf01 (k): " + "  ".join(f"{tn} {r.randint(-60, 60):+d}" for tn in ("1y", "2y", "5y", "10y", "15y", "20y", "30y")))
            lines.append("real-yield dv01 (k): " + "  ".join(f"{b} {r.randint(-90, 90):+d}" for b in ("TII 01/34", "UKTI 33", "OATei 32", "BTPei 36")))
            lines.append("futures hedge (lots): " + "  ".join(f"{b} {r.randint(-320, 0)}" for b in ("TYM6", "RM6", "RXM6")))
            lines += ["```",
                      f"VaR 1d 99%: {r.uniform(0.8, 1.6):.2f}mm (limit 2.00mm) | stress 'oil+20%': {r.randint(-900, -300)}k | "
                      f"stress 'RPI reform early': {r.randint(-700, -200)}k | top contributor: {r.choice(['INF-UK 10y RPI', 'INF-US TII 01/34', 'INF-EU 5y5y'])}",
                      f"margin (CCP+CSA) {r.uniform(18, 32):.1f}mm, unchanged vs prior snapshot; 0 stale marks; 0 overrides"]
            self.add(t, "risk", "\n".join(lines), kind="noise",
                     idiom=("periodic risk table 'limits unchanged'", "not_hard") if h == 7 else None)
        t = 5 * 3600 + r.uniform(900, 1600)
        cal = ["**Today's calendar (UTC)**"]
        evs = [("06:00", "UK CPI/RPI (if scheduled), Sweden CPIF, Norway CPI"), ("07:00", "Spain final CPI, German state CPIs"),
               ("08:50", "AFT linker adjudication window"), ("09:00", "Eurostat flash HICP / HICPxT"),
               ("10:30", "DMO auctions (if scheduled)"), ("12:30", "US CPI (if scheduled), Canada CPI, jobless claims"),
               ("14:00", "ECB speaker"), ("15:00", "UST auction announcements"), ("16:00", "MEF mid-month auctions announcement"),
               ("17:00", "Fed speaker"), ("18:00", "UST 10y/30y nominal auction results"), ("23:30", "Japan CPI (Tokyo, national)")]
        for hh, what in evs:
            cal.append(f"`{hh}` {what}")
        cal.append("Sources: exchange and agency calendars; times subject to change. Use the data bot posts for actual numbers.")
        self.add(t, "data", "\n".join(cal), kind="noise")
        t = self.hour(7.4, 7.8)
        self.add(t, "margaux", "Morning meeting notes, for those dialled in late:\n"
                 "1) Data today — we know the risk windows; usual print-window etiquette.\n"
                 "2) Supply — the linker announcements this afternoon matter more for the book than the data; keep an eye on the 2040s.\n"
                 "3) Risk — UK is the tightest book against its limits, EU is comfortable, US in the middle. Risk committee at 16:30.\n"
                 "4) Ops — the RPI reset break from last week is not yet closed; Sam is chasing the agent bank.\n"
                 "5) Admin — quarterly deck due Friday; I need the seasonal-carry slide and the LDI flow chart.\n"
                 "Nothing to decide from the meeting itself; proposals come through here as usual.", kind="chat")
        t = self.hour(17.2, 18.0)
        self.add(t, "sam", "Ops EOD:\n"
                 f"- swap confirms: {r.randint(4, 9)} sent, all matched on MarkitWire except 1 pending cpty sign-off (EUR)\n"
                 f"- linker settlements T+1: {r.randint(2, 5)} instructed, none failing\n"
                 "- CSA margin: called and agreed, no disputes\n"
                 "- RPI reset recon: agent bank confirms the index month, correction booked tomorrow\n"
                 "- reminder: ISDA 2008 inflation definitions ack from two counterparties still outstanding", kind="chat")
        t = self.hour(17.0, 17.4)
        self.add(t, "margaux", "Risk committee summary (16:30):\n"
                 "- Committee reviewed the three books against limits; UK utilisation discussed at length given the RPI "
                 "reform optionality and LDI crowding. No standing limits changed at committee.\n"
                 "- Stress scenarios: the committee wants an 'early RPI reform' scenario and an 'oil +30%' scenario added "
                 "to the daily report; risk tech to scope.\n"
                 "- Liquidity: BTP€i and long UK linkers flagged as the least liquid lines; exit-cost estimates to be refreshed "
                 "monthly instead of quarterly.\n"
                 "- Model: seasonal-factor vintage for 2026 approved; documentation to model risk by month-end.\n"
                 "- Next committee in two weeks.", kind="chat")
        t = self.hour(12.0, 12.4)
        self.add(t, "sam", "Ops midday: fixings-loader picked up the new index vintages, all three curves re-marked; "
                 f"{r.randint(1, 4)} swap confirms still unsigned from yesterday (chasing); cash linker settlements for today "
                 "all instructed; collateral pledged for the LCH account; no breaks except the known RPI reset.", kind="chat")
        t = self.hour(18.5, 19.5)
        self.add(t, "tobias", "End of day thoughts. The market spent the day trading supply rather than data: every bounce in real "
                 "yields was sold into by people pre-hedging auctions, and breakevens barely moved because the energy complex "
                 "was quiet. I still think the medium-term story is real-rate led — the term premium in nominals is doing the work, "
                 "not inflation expectations — and that argues for owning real duration against nominal duration over months, "
                 "not for trading breakevens around prints. The UK is the exception: the 2030 reform cliff means the 10y RPI is a "
                 "structural short for somebody with patience, but the carry is against you and LDI can keep it rich for a long "
                 "time. For EUR I have no strong view beyond the seasonals. See you tomorrow.", kind="chat")

    def qa(self):
        r = self.rng
        L = self.lv
        pairs = [
            ("ines", "@InfStrat how does the TIPS index ratio work again around the reference month?",
             "The index ratio is the reference CPI for the settlement date divided by the reference CPI at the bond's dated date. "
             "The reference CPI for the 1st of a month is the NSA CPI-U of three months earlier; for days in between it is "
             "linearly interpolated between the values for the 1st of that month and the 1st of the next. So an April settlement "
             "accrues January→February CPI. Two consequences: (1) the carry on a TIPS position over a month is known about "
             "three months in advance, which is why the seasonals matter so much for short-horizon relative value; (2) the "
             "principal is floored at par at maturity (deflation floor), which is worth more on recently issued bonds with "
             "little accrued inflation. For ZC swaps the convention is the same 3m lag, but without the interpolation for most "
             "dealer confirms unless specified."),
            ("ines", "@InfStrat quick one: what's the difference between inflation-01 and DV01 on our swaps?",
             "Inflation-01 is the PV change for a 1bp parallel move in the breakeven (ZC swap rate) curve holding nominal rates "
             "fixed; DV01 is the PV change for a 1bp move in nominal rates holding breakevens fixed. On a ZC inflation swap the "
             "inflation-01 is roughly notional × maturity × 1bp (discounted), and the nominal DV01 is small but not zero because "
             "the inflation leg is discounted on the nominal curve. For linkers we quote real-yield DV01, which is the sum of the "
             f"two sensitivities, and that is what the TY hedge targets (currently ~60% hedge ratio, beta {r.uniform(0.55, 0.75):.2f} on 90d)."),
            ("dev", "@InfStrat how is the RPI reform priced in the ZC curve, simple version pls",
             "Simple version: every RPI fixing from Feb-2030 onwards is computed with CPIH methods, so the expected RPI inflation "
             "after that date is CPIH expectations plus a very small wedge. Pre-2030 fixings keep the old wedge (~80-90bp over CPI). "
             "A 10y RPI ZC today is a blend: about four years at RPI and six at CPIH-like. The market prices it in the forward "
             f"curve: 1y fwd rates before 2030 are around {r.uniform(3.4, 3.8):.2f}%, after 2030 closer to {r.uniform(2.9, 3.2):.2f}%. "
             "The residual richness is mostly LDI demand for long RPI rather than an error in the reform maths."),
            ("ines", "@InfStrat why does the HICPxT curve have a kink in the front end?",
             "Mostly energy base effects: the 1y ZC covers fixings that are already partly known (3m lag) and the next few months of "
             "energy are visible in futures. The fixings market (monthly HICPxT swaps) trades those months explicitly, so the 1y ZC "
             "is essentially the compounded fixings strip plus a small risk premium. Beyond that the curve is driven by ECB "
             "credibility, which pins the 5y5y near 2.0–2.1. The kink between 1y and 2y is the handover from known/energy-driven "
             "fixings to expectations."),
        ]
        chosen = r.sample(pairs, 4)
        for a, q, ans in chosen:
            t = self.busy_time()
            qi = self.add(t, a, q, kind="chat")
            self.add(t + r.uniform(30, 120), "strat", ans, ref=qi, kind="chat")
        longs = [
            "On the Fed and real yields, since it came up at the morning meeting: the committee's reaction function is doing "
            "most of the work in 10y reals. Every time the market prices an extra cut, nominals rally and breakevens widen a "
            "touch, so reals fall by roughly two-thirds of the nominal move. That is the empirical beta we hedge with. The "
            "risk to the long-real thesis is not inflation, it's a term-premium shock — a supply-driven selloff where nominals "
            "and reals both cheapen and breakevens do nothing. We saw that twice last year and both times the TIPS underperformed "
            "their hedge by a couple of bp. Worth remembering when people say TIPS are a defensive asset.",
            "Carry maths for the new joiners, because it's the thing people get wrong most often. A TIPS position earns the real "
            "coupon plus the index accrual, funded at repo. The index accrual over the next month is the NSA CPI change from three "
            "months ago — already known — so the front-month carry is locked. Beyond that it's the fixings curve. In spring the "
            "NSA seasonal is strong, carry is positive and breakevens tend to widen into the prints; in Q4 the opposite. If you "
            "compare a TIPS breakeven to a ZC swap, always adjust for this seasonal carry or you'll think there's a basis that "
            "isn't there. Same logic in the UK with the 2m lag and no interpolation for swaps.",
            "On the HICPxT side I'd just point out that the tobacco exclusion matters more than people think in France and "
            "Italy: the domestic indices used by OATi and BTP Italia include tobacco, the euro-area index does not. When tobacco "
            "excise rises (it usually does in January and March) the domestic indices jump and the OATi/OAT€i basis moves. None "
            "of that is a trade today, but it's why the basis is not mean-reverting on the horizon the model assumes.",
        ]
        for txt in r.sample(longs, 3):
            self.add(self.busy_time(), "tobias", txt, kind="chat")

    def more_long(self):
        r = self.rng
        L = self.lv
        m = self.month
        comp = [("Food at home", .08), ("Food away", .06), ("Energy commodities", .04), ("Energy services", .03),
                ("Core goods", .19), ("Shelter", .35), ("Medical care services", .07), ("Transportation services", .06),
                ("Recreation", .05), ("Education & communication", .05), ("Other", .02)]
        rows = [f"| {n} | {w:.2f} | {r.uniform(-0.6, 0.9):+.2f}% | {r.uniform(-0.3, 0.6):+.2f}% | {r.uniform(-2, 2):+.1f}bp |" for n, w in comp]
        pm = "\n".join([
            f"## US CPI component monitor ({m})",
            "",
            "Contributions to headline m/m (SA), against our nowcast. Weights are relative importance, Dec basis.",
            "",
            "| component | weight | actual/expected m/m | nowcast m/m | contribution gap |",
            "|---|---|---|---|---|",
            *rows,
            "",
            "**Read-across to swaps.** The NSA index, not the SA one, drives the ZC fixings; the seasonal factor for this month "
            f"adds ~{r.uniform(0.05, 0.25):.2f}pp to NSA relative to SA. A 0.1pp miss on core moves the 1y USCPI ZC ~{r.randint(4, 8)}bp "
            f"and the 10y ~{r.randint(1, 2)}bp historically; 10s BE moves {r.uniform(0.8, 1.6):.1f}bp per 0.1pp on average.",
            "",
            "**Shelter detail.** OER and rent of primary residence run on a six-month panel; the new-tenant rent index leads by "
            "~4 quarters and has been flat, so the mechanical deceleration is intact. The risk is the lodging-away-from-home "
            "component, which is volatile and seasonal.",
            "",
            "**Goods.** Tariff pass-through continues in apparel, household furnishings and recreational goods. Used cars are "
            "soft per auction prices with a two-month lag. New vehicles flat.",
            "",
            *self.paras(2),
            "",
            "Monitor for reference; this is not a view change.",
        ])
        self.add(self.hour(12.7, 13.2), "strat", pm, kind="nm",
                 idiom=("component table with swap read-across, no decision", "not_hard"))
        sup = ["## Linker supply & flows — next two weeks", "",
               "| date | issuer | bond | size | notes |", "|---|---|---|---|---|"]
        for k in range(9):
            iss, bnd, sz = r.choice([("UST", "TII 1.75 01/34 (reopen)", "$17bn"), ("UST", "TII Apr-29 (reopen)", "$24bn"),
                                     ("DMO", "UKTI 0.125% 2033", "£2.5bn"), ("DMO", "UKTI 0.125% 2051", "£1.5bn"),
                                     ("DMO", "UKTI 2041 (syndication, tbc)", "£4-5bn"), ("AFT", "OATei 0.1% 07/32", "€1.0-1.5bn"),
                                     ("AFT", "OATei 0.1% 07/38", "€0.5-1.0bn"), ("MEF", "BTPei 1.8% 05/36", "€1.0-1.75bn"),
                                     ("Finanzagentur", "DBRi 0.1% 04/33", "€0.5bn"), ("AOFM", "ACGBi 2030", "A$200m")])
            d = (self.start + timedelta(days=r.randint(1, 14))).strftime("%d %b")
            sup.append(f"| {d} | {iss} | {bnd} | {sz} | {r.choice(['standard', 'concession usually 1-2bp', 'small, index-eligible', 'watch the tail', 'quarter-end'])} |")
        sup += ["",
                f"**Redemptions & coupons.** ~${r.randint(8, 20)}bn of TIPS coupon/principal flows next month; UK linker coupons "
                f"£{r.uniform(0.8, 2.0):.1f}bn; reinvestment supports the index-eligible part of each curve.",
                "",
                "**Flows.** Sovereign wealth and reserve managers have been net sellers of short TIPS (rotation into bills), "
                "pension funds net buyers of long UK linkers, euro insurers receiving long-dated HICPxT. Corporate "
                "hedgers (utilities, infrastructure) continue to pay 20-30y RPI and HICPxT via structured notes.",
                "",
                "**Index extension.** Month-end extension: US TIPS index +0.05y, UK linker index +0.08y, Barclays € linker "
                "index +0.04y. Not large enough to matter for the book.",
                "",
                *self.paras(1), "",
                "Calendar for awareness; no positioning implied."]
        self.add(self.hour(15.8, 16.6), "strat", "\n".join(sup), kind="chat")
        dig = "\n".join([
            "## Research digest (external, quoted)",
            "",
            f"> **House A:** \"We stay long 10y TIPS breakevens with a target of {L['be'] + 15}bp; the seasonal carry and energy "
            "base effects both support the trade into the summer.\"",
            "",
            f"> **House B:** \"Sell UK 10y RPI breakevens; the 2030 reform is under-priced by ~{r.randint(10, 25)}bp. "
            "Entry at current levels, stop 15bp wider.\"",
            "",
            "> **House C:** \"EUR 5y5y inflation is anchored; we prefer expressing ECB credibility via real yields in OAT€i "
            "rather than via breakevens.\"",
            "",
            "> **House D:** \"The deflation floor in new-issue TIPS is under-valued by option models that ignore the "
            "embedded inflation-volatility risk premium.\"",
            "",
            "Our notes: A is consensus and already priced; B is the most interesting but the carry is negative; C is a "
            "restatement; D is academically right and practically irrelevant at current inflation levels. These are other "
            "firms' recommendations, quoted for context only.",
        ])
        self.add(self.hour(8.6, 9.0), "strat", dig, kind="nm",
                 idiom=("quoted external research digest with trade recommendations", "not_hard"))
        # data fixings table (noise)
        t = 7 * 3600 + r.uniform(1800, 2700)
        self.add(t, "data", "Reference fixings (prev. business day)\n```\n"
                 f"SOFR      {r.uniform(3.5, 4.4):.2f}%     SONIA   {r.uniform(3.6, 4.4):.4f}%    €STR  {r.uniform(1.8, 2.4):.3f}%\n"
                 f"CPI-U NSA ({self.prev_month}) {r.uniform(319, 323):.3f}   RPI ({self.prev_month}) {r.uniform(395, 402):.1f}   HICPxT ({self.prev_month}) {r.uniform(125, 128):.2f}\n"
                 f"FRCPIx    {r.uniform(118, 122):.2f}      ITCPI   {r.uniform(120, 124):.1f}     JCPI  {r.uniform(108, 112):.1f}\n"
                 f"TIPS ref CPI today {r.uniform(319, 323):.5f}   index ratio TII 01/34 {r.uniform(1.05, 1.10):.5f}\n```\n"
                 "source: agency publications via fixings-loader; for reference only", kind="noise")
        # bridge session stats (noise)
        for h in (7.0, 21.0):
            t = h * 3600 + r.uniform(0, 900)
            self.add(t, "xpb", f"XPB session {'open' if h < 12 else 'close'} stats\n"
                     f"- rfqs today: {r.randint(0, 40)} | dealers online: {r.randint(9, 14)}/14 | median response {r.uniform(2.0, 6.0):.1f}s\n"
                     f"- book mapping: INF-US, INF-UK, INF-EU ok | static data version {r.randint(400, 499)} | clock skew {r.randint(0, 15)}ms\n"
                     f"- last error: {r.choice(['none', 'quote parse (dropped)', 'dealer timeout'])} | queue depth 0 | build 0.{r.randint(30, 49)}.{r.randint(0, 9)}",
                     kind="noise")
        # long ci/deploy changelog (noise)
        t = self.hour(18.5, 20.0)
        self.add(t, "ci", f"deploy: inflation-pricer v4.{r.randint(10, 30)}.{r.randint(0, 9)} → prod\n"
                 "changelog:\n- seasonal factors: 2026 vintage loaded for CPI-U, RPI, HICPxT\n"
                 "- ZC swap pricer: ISDA 2008 fallback for delayed index, interpolation flag per confirm\n"
                 "- linker analytics: deflation-floor value on new issues; index-ratio cache invalidation fix\n"
                 "- risk hooks: inflation-01 by bucket exported to riskd\n"
                 f"tests {r.randint(900, 1200)} passed, 0 failed | rollout 3/3 pods | no config change", kind="noise")

    def chat(self):
        r = self.rng
        L = self.lv
        pool = [
            ("dev", lambda: "10s BE feel heavy into the number, real money selling the Jan-34s?"),
            ("tobias", lambda: "RPI swaps getting paid in the 30y again — LDI rebalancing or just month-end?"),
            ("ines", lambda: "bbg laggy for anyone else? my ILBE page froze"),
            ("dev", lambda: "coffee run, anyone?"),
            ("margaux", lambda: "Fed speakers at 17:00Z, doubt it matters for BE"),
            ("ines", lambda: "the April HICP seasonal factor in the new vintage looks off vs last year"),
            ("tobias", lambda: f"oil +{r.uniform(1, 3):.1f}% on the open, 1y USCPI {r.randint(3, 7)}bp higher, 10y barely moved"),
            ("dev", lambda: "gilt futures offered on the remit chatter"),
            ("margaux", lambda: "ECB sources story out — nothing on inflation we didn't know"),
            ("sam", lambda: "lunch is here 🍜"),
            ("ines", lambda: "anyone read the BLS note on the OER sample rotation? interesting"),
            ("dev", lambda: f"UK 5y5y RPI {r.uniform(3.30, 3.50):.3f}, highest in a month"),
            ("tobias", lambda: f"Italy spread {r.randint(2, 6)}bp tighter, BTP€i following"),
            ("dev", lambda: f"real yields +{r.randint(2, 5)}bp, BE unchanged — all real rates today"),
            ("tobias", lambda: f"dealers wide on 30y UKRPI, {r.choice(['2.5', '3', '4'])}bp bid/offer, nobody wants the risk"),
            ("ines", lambda: f"TIPS roll Jan-34/Jul-34 at {r.uniform(-2, 3):.1f}bp, pretty flat"),
            ("margaux", lambda: "phones quiet, everyone waiting for the print"),
            ("sam", lambda: "fixings file from the agent bank landed, all matched except the RPI reset flagged earlier"),
            ("ines", lambda: "is the US core consensus 0.2 or 0.3? seen both"),
            ("tobias", lambda: "OATi vs OAT€i basis widening again, French tobacco component"),
            ("dev", lambda: f"long end of UK linkers +{r.randint(1, 3)} real vs nominals, 2068s bid"),
            ("dev", lambda: f"TY trading heavy, {_ty(r)} bid"),
            ("margaux", lambda: "reminder: risk committee at 16:30 London, Tobias and Dev please"),
            ("sam", lambda: "CSA margin call for the swap book came in, agreed and settled"),
            ("ines", lambda: f"HICPxT 1y looks cheap to the fixings curve by {r.randint(2, 4)}bp"),
            ("tobias", lambda: "anyone else think the Easter timing will mess up the April flash? last time it was 0.3pp on services"),
            ("dev", lambda: "mkt very thin in EUR linkers today, France holiday?"),
            ("sam", lambda: "reminder to sign the new ISDA inflation definitions ack by Friday"),
            ("margaux", lambda: "good work this morning everyone"),
            ("tobias", lambda: f"breakeven vol realised 1m: US {r.uniform(2.0, 3.5):.1f}bp/day, UK {r.uniform(2.5, 4.0):.1f}bp/day"),
            ("ines", lambda: "does the XPB bridge show the cover price on DONE trades for EUR too or only USD?"),
            ("sam", lambda: "ops: confirms for yesterday's swaps all matched on MarkitWire"),
            ("dev", lambda: "screens are flashing red, ignore, it's the ticker feed"),
            ("tobias", lambda: f"the 10y TIPS asset swap is {r.randint(-5, 15)}bp vs SOFR, cheapest since Feb"),
            ("ines", lambda: "what's the index lag convention for HICPxT ZC again, 3m?"),
            ("tobias", lambda: "yes 3m lag, no interpolation for EUR; UK 2m; US 3m with daily interpolation for TIPS"),
            ("margaux", lambda: "who has the deck for the quarterly? need the seasonal-carry slide"),
            ("dev", lambda: "ugh the Chicago screen is down again"),
            ("ines", lambda: f"UK CPIH services {r.uniform(4.0, 5.5):.1f}%, sticky"),
            ("tobias", lambda: "if anyone wants the fair value model for the 5y5y RPI it's on the shared drive, updated today"),
            ("sam", lambda: "client call moved to 15:00"),
            ("dev", lambda: f"BE curve 5s10s {r.randint(2, 9)}bp, flatter again"),
            ("tobias", lambda: f"dealer colour: real money sold ~${r.randint(200, 600)}mm of 5y TIPS since the open, mostly via switches into nominals; "
                               "the asset-swap buyers were there in the 10y so the curve steepened rather than everything cheapening"),
            ("dev", lambda: f"UK RPI 10y vs 30y at {r.randint(5, 20)}bp, flattest in weeks; LDI hedging the long end again or just fewer receivers around"),
            ("ines", lambda: "reading the ONS methodology paper on CPIH owner-occupier costs — if anyone has the summary version from last "
                             "year's consultation please share, the full thing is 90 pages"),
            ("sam", lambda: f"heads-up: {r.choice(['JPM', 'BARC', 'GS'])} changed their confirm template for ZC swaps, the index fallback "
                            "language is different (uses the ISDA 2008 fallback rather than the related bond). Legal is looking."),
            ("tobias", lambda: f"HICPxT fixings for the summer look {r.randint(2, 6)}bp rich to energy futures; package holidays again. "
                               "It's a pattern, not an edge, because everyone knows it"),
            ("margaux", lambda: "can someone put together the last 12 CPI-day moves in 10s BE vs the surprise? want it for the risk committee"),
            ("dev", lambda: f"BTP€i liquidity awful today, {r.randint(6, 12)}c wide on screen for €5mm"),
            ("ines", lambda: "the TIPS deflation floor on the new 5y is worth about 2bp by my model, does that match what others get?"),
            ("dev", lambda: f"swap spreads in the 10y {r.randint(-40, -25)}bp, asset-swap accounts happy"),
            ("tobias", lambda: "the Cleveland Fed nowcast moved up a tenth on gasoline, for what it's worth"),
            ("ines", lambda: "morning all — overnight recap is up from InfStrat"),
            ("sam", lambda: "new starters' access to the XPB bridge channel is sorted"),
            ("margaux", lambda: "can everyone update their holiday dates in the sheet before Friday"),
            ("dev", lambda: f"RPI 1y fixing swaps {r.randint(2, 6)}bp softer after the retail sales leak chatter"),
            ("tobias", lambda: "if the reopening tails again I'd expect the usual two-session bounce; we'll see"),
            ("ines", lambda: "how do people think about the CPIH owner-occupier housing weight change? seems under-discussed"),
            ("dev", lambda: f"UK 10y real {r.uniform(0.4, 0.7):.2f}, nominal 10y gilt {r.uniform(4.2, 4.8):.2f} — BE basically unchanged"),
            ("sam", lambda: "MarkitWire maintenance window Saturday 08:00-12:00 UTC"),
            ("tobias", lambda: "French final CPI revisions tend to be small, the flash is usually enough"),
        ]
        windows = {"coffee run, anyone?": (7.5, 10.5), "lunch is here 🍜": (11.6, 12.8),
                   "phones quiet, everyone waiting for the print": (11.8, 12.45), "client call moved to 15:00": (9.0, 14.5),
                   "reminder: risk committee at 16:30 London, Tobias and Dev please": (8.0, 15.5),
                   "good work this morning everyone": (11.5, 13.5), "morning all — overnight recap is up from InfStrat": (6.9, 8.2)}
        n = min(len(pool), r.randint(44, 52))
        for k, (a, fn) in enumerate(r.sample(pool, n)):
            txt = fn()
            t = self.hour(*windows[txt]) if txt in windows else self.busy_time()
            it = self.add(t, a, txt, kind="chat")
            if k == 3:  # typo fix edit on chat
                it["edits"].append((r.uniform(20, 90), it["c"] + " (edit: typo)", []))
        # one deleted chat message (wrong channel)
        t = self.hour(11, 16)
        tok = _hex(r, 5).lower()
        d = self.add(t, "ines", f"oops — meant for #ops-private: reset ticket {tok} needs the counterparty LEI", kind="chat")
        d["delete"] = r.uniform(20, 80)
        d["removed"] = f"reset ticket {tok}"

    def acks(self):
        r = self.rng
        humans = [it for it in self.items if AUTHORS[it["a"]][2] is False and not it["th"] and it["delete"] is None
                  and it["forget"] is None and it["kind"] == "chat"]
        humans.sort(key=lambda x: x["t"])
        for k in range(r.randint(10, 14)):
            tgt = r.choice(humans)
            who = r.choice([a for a in ("margaux", "tobias", "dev", "ines", "sam") if a != tgt["a"]])
            self.add(tgt["t"] + r.uniform(20, 400), who, r.choice(["ok", "thx", "👍", "ty", "🙏", "lol", "nice", "+1", "👀", "k", "ta", "cheers"]),
                     ref=tgt, kind="noise", idiom=("emoji/ok acknowledgement reply", "not_hard") if k == 0 else None)
        for k in range(r.randint(4, 8)):
            tgt = r.choice(self.items)
            if tgt["kind"] != "hard" and tgt["delete"] is None and tgt["forget"] is None and tgt["bulk"] is None:
                tgt["reacts"].append((r.choice(["👍", "👀", "🔥", "✅"]), r.choice(["margaux", "tobias", "dev", "ines"]), r.uniform(10, 900)))

    def iso(self, t):
        d = self.start + timedelta(seconds=t)
        return d.strftime("%Y-%m-%dT%H:%M:%S") + f".{d.microsecond // 1000:03d}Z"


def _iso_ms(ms):
    d = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"


def _embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    items = []
    for c in range(channels):
        for d in range(days):
            start = end - timedelta(days=days - d)
            rng = random.Random(f"{DESK}|{seed}|{c}|{d}")
            items.extend(_Day(rng, c, d, start).build())
    for it in items:
        base = int(it["start"].timestamp() * 1000)
        it["ms"] = base + int(it["t"] * 1000)
    # thread messages must come after their starter: guaranteed by construction (offsets > 0)
    items.sort(key=lambda x: (x["ms"], x["ch"]))
    last_ms, seq = None, 0
    for it in items:
        if it["ms"] == last_ms:
            seq += 1
        else:
            last_ms, seq = it["ms"], 0
        it["id"] = str(((it["ms"] - DISCORD_EPOCH) << 22) | (WORKER << 17) | (seq & 0x1FFFF))
    # channel / thread ids
    starters = {}
    for it in items:
        it["chan"] = _channel_id(it["ch"])
    for it in items:
        if it["th"]:
            key = (it["ch"], it["day"])
            if key not in starters:
                st = next(x for x in items if x["ch"] == it["ch"] and x["day"] == it["day"]
                          and x["a"] == "strat" and x["c"].startswith("## EUR inflation"))
                starters[key] = st["id"]
            it["thread_id"] = starters[key]
    evs = []  # (ms, rank, n, event)
    n = 0
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    idiom_cands = []
    bulk_groups = {}
    for it in items:
        a_id, a_name, a_bot = AUTHORS[it["a"]]
        chan = it.get("thread_id") if it["th"] else it["chan"]
        ref = it["ref"]["id"] if it["ref"] is not None else None
        msg = {"id": it["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
               "created_at": _iso_ms(it["ms"]), "content": it["c"], "attachments": it["att"] or [],
               "embeds": it["e"] or [], "reference_id": ref, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if it["th"]:
            ev["parent_channel_id"] = it["chan"]
        ev["message"] = msg
        evs.append((it["ms"], 0, n, ev)); n += 1
        final = it["c"]
        for dt, content, sup in it["edits"]:
            ms = it["ms"] + int(dt * 1000)
            evs.append((ms, 1, n, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan, "message_id": it["id"],
                                   "edited_at": _iso_ms(ms), "content": content})); n += 1
            final = content
            for s in sup:
                labels["superseded_facts"].append([chan, it["id"], s])
        if it["delete"] is not None:
            ms = it["ms"] + int(it["delete"] * 1000)
            evs.append((ms, 1, n, {"op": "delete", "guild_id": GUILD_ID, "channel_id": chan, "message_id": it["id"],
                                   "deleted_at": _iso_ms(ms)})); n += 1
        if it["forget"] is not None:
            ms = it["ms"] + int(it["forget"] * 1000)
            evs.append((ms, 1, n, {"op": "forget", "guild_id": GUILD_ID, "channel_id": chan, "message_id": it["id"],
                                   "requested_by": AUTHORS["margaux"][0], "at": _iso_ms(ms)})); n += 1
        if it["bulk"] is not None:
            g, dt = it["bulk"]
            bulk_groups.setdefault(g, {"chan": chan, "ids": [], "ms": it["ms"] + int(dt * 1000)})["ids"].append(it["id"])
        if it["pin"] is not None:
            who, dt = it["pin"]
            ms = it["ms"] + int(dt * 1000)
            evs.append((ms, 1, n, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chan, "message_id": it["id"],
                                   "by": AUTHORS[who][0], "at": _iso_ms(ms)})); n += 1
        for emoji, who, dt in it["reacts"]:
            ms = it["ms"] + int(dt * 1000)
            evs.append((ms, 1, n, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan, "message_id": it["id"],
                                   "emoji": emoji, "user_id": AUTHORS[who][0], "at": _iso_ms(ms)})); n += 1
        removed = it["delete"] is not None or it["forget"] is not None or it["bulk"] is not None
        if removed:
            labels["removed_texts"].append(it["removed"] or it["c"][:80])
        if it["hard"]:
            et, facts, ph = it["hard"]
            state = ("forgotten" if it["forget"] is not None else "deleted" if removed
                     else "edited" if it["edits"] else "live")
            labels["hard_events"].append({"channel_id": chan, "message_id": it["id"], "event_type": et,
                                          "facts": list(facts), "phrasing": ph, "final_state": state})
        elif it["kind"] == "noise":
            labels["noise_message_ids"].append(it["id"])
        elif it["kind"] == "nm":
            labels["near_miss_ids"].append(it["id"])
        if it["idiom"] and it["idiom"][0] not in seen_idioms and not removed:
            seen_idioms.add(it["idiom"][0])
            idiom_cands.append({"message_id": it["id"], "idiom": it["idiom"][0], "expected": it["idiom"][1]})
        it["final"] = final
    for g, b in bulk_groups.items():
        evs.append((b["ms"], 1, n, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": b["chan"],
                                    "message_ids": b["ids"], "deleted_at": _iso_ms(b["ms"])})); n += 1
    labels["idioms"] = _pick_idioms(idiom_cands)
    evs.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in evs], "labels": labels}


_HARD_ORDER = ["trade_proposal", "trade_approval", "trade_confirmation", "trade_fill", "stop_or_target_change",
               "route_decision", "no_route_decision", "held_position_news", "watchlist_news", "thesis_update", "risk_limit"]
_NOT_HARD_PREF = ["relayed broker print of another firm's trade", "paper/model portfolio entries",
                  "hypothetical 'what if we paid'", "war story: past trade told as history", "backtest fills",
                  "quoted sell-side trade recommendation", "long agent preview with trading words, no decision",
                  "cron summary with 0 routed"]
_HARD_PREF = ["k/01-sized shorthand ZC proposal", "proposal buried mid-way in a long reasoned post",
              "agent markdown note with bold buried book change", "short reply approval", "embed-only DONE with fields",
              "stop moved twice by editing same message", "risk engine resizing an order (JSON)",
              "bridge key=value order ack", "tagged [PROPOSAL] switch", "reply rejecting a proposal"]


def _pick_idioms(cands):
    """10-20 idioms: one per hard type, preferred near-misses, then preferred hard phrasings."""
    out, used = [], set()

    def take(c):
        if c["idiom"] not in used and len(out) < 20:
            used.add(c["idiom"])
            out.append(c)
    for et in _HARD_ORDER:
        for c in cands:
            if c["expected"] == et:
                take(c)
                break
    by_name = {c["idiom"]: c for c in cands}
    for name in _NOT_HARD_PREF + _HARD_PREF:
        if name in by_name:
            take(by_name[name])
    for c in cands:
        take(c)
    return out


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="capture JSONL output path")
    ap.add_argument("--labels", required=True, help="labels JSON output path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (UTC if no offset)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    print(f"{DESK}: {sum(1 for e in res['events'] if e['op'] == 'create')} messages, "
          f"{len(lab['hard_events'])} hard events, {len(lab['noise_message_ids'])} noise, "
          f"{len(lab['near_miss_ids'])} near-miss -> {a.out}, {a.labels}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
