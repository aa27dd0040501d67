"""US REIT long/short pairs desk -- an agent-heavy floor channel.

Seeded generator of a capture (JSON Lines events) plus ground-truth labels.
Standard library only; output is a pure function of the arguments.

    python -m tests.desks.reit_pairs_agent_floor --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "reit_pairs_agent_floor"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1263507714268119040"
DEFAULT_END = datetime(2026, 12, 5, 0, 0, tzinfo=timezone.utc)
UNIX0 = datetime(1970, 1, 1, tzinfo=timezone.utc)

# ----------------------------------------------------------------------------
# people and bots (ids stable per person/bot)
# ----------------------------------------------------------------------------
PEOPLE = {
    "dana": ("1187419930470514729", "Dana Whitlock", False),      # desk lead PM
    "marcus": ("1192285710638221322", "marcus.oy", False),         # PM
    "priya": ("1201846652313542716", "Priya R (compliance)", False),
    "theo": ("1176093418802417725", "theo.b", False),               # credit pod, lurks
    "analyst": ("1230157740892168283", "analyst-agent", True),
    "risk": ("1230158202479329362", "risk-agent", True),
    "exec": ("1230158617837060147", "exec-agent", True),
    "router": ("1230158995240255532", "router", True),
    "news": ("1230159402255945829", "newswatch", True),
    "oms": ("1219603370251632721", "OMS Bridge", True),
    "riskd": ("1219604066875256903", "riskd", True),
    "cron": ("1208833514911649883", "cron", True),
    "ci": ("1208834190677254226", "deploy-bot", True),
    "pnl": ("1219604760428011560", "pnl-snap", True),
    "gw": ("1208835011322781768", "gateway-mon", True),
    "paper": ("1231720459046060092", "sandbox-paper", True),
}

# ----------------------------------------------------------------------------
# universe
# ----------------------------------------------------------------------------
CO = {
    # ticker: (full name, short name, ref px, sector)
    "BXP": ("BXP Inc.", "BXP", 71.40, "office"),
    "VNO": ("Vornado Realty Trust", "Vornado", 39.20, "office"),
    "SLG": ("SL Green Realty", "SL Green", 61.50, "office"),
    "KRC": ("Kilroy Realty", "Kilroy", 38.60, "office"),
    "CUZ": ("Cousins Properties", "Cousins", 29.10, "office"),
    "HIW": ("Highwoods Properties", "Highwoods", 31.40, "office"),
    "DEI": ("Douglas Emmett", "Douglas Emmett", 16.20, "office"),
    "JBGS": ("JBG SMITH Properties", "JBG SMITH", 17.80, "office"),
    "ARE": ("Alexandria Real Estate Equities", "Alexandria", 76.00, "office"),
    "DLR": ("Digital Realty Trust", "Digital Realty", 166.00, "datacentre"),
    "EQIX": ("Equinix", "Equinix", 792.00, "datacentre"),
    "IRM": ("Iron Mountain", "Iron Mountain", 96.00, "datacentre"),
    "AMT": ("American Tower", "American Tower", 188.00, "towers"),
    "CCI": ("Crown Castle", "Crown Castle", 101.00, "towers"),
    "SBAC": ("SBA Communications", "SBA Communications", 204.00, "towers"),
    "PSA": ("Public Storage", "Public Storage", 286.00, "storage"),
    "EXR": ("Extra Space Storage", "Extra Space", 146.00, "storage"),
    "CUBE": ("CubeSmart", "CubeSmart", 40.50, "storage"),
    "NSA": ("National Storage Affiliates", "National Storage Affiliates", 35.20, "storage"),
    "AVB": ("AvalonBay Communities", "AvalonBay", 208.00, "resi"),
    "EQR": ("Equity Residential", "Equity Residential", 67.50, "resi"),
    "ESS": ("Essex Property Trust", "Essex", 281.00, "resi"),
    "UDR": ("UDR Inc.", "UDR", 39.80, "resi"),
    "MAA": ("Mid-America Apartment Communities", "Mid-America Apartment", 143.00, "resi"),
    "CPT": ("Camden Property Trust", "Camden", 114.00, "resi"),
    "INVH": ("Invitation Homes", "Invitation Homes", 31.20, "resi"),
    "AMH": ("American Homes 4 Rent", "American Homes 4 Rent", 36.40, "resi"),
    "ADC": ("Agree Realty", "Agree Realty", 74.20, "netlease"),
    "NNN": ("NNN REIT", "NNN REIT", 42.10, "netlease"),
    "EPRT": ("Essential Properties Realty Trust", "Essential Properties", 31.60, "netlease"),
    "WPC": ("W. P. Carey", "W. P. Carey", 63.80, "netlease"),
    "VICI": ("VICI Properties", "VICI Properties", 32.40, "netlease"),
    "GLPI": ("Gaming and Leisure Properties", "Gaming and Leisure", 47.90, "netlease"),
    "FCPT": ("Four Corners Property Trust", "Four Corners", 27.60, "netlease"),
}
SECTORS = ["office", "datacentre", "towers", "storage", "resi", "netlease"]
SECTOR_LABEL = {"office": "office", "datacentre": "data centres", "towers": "towers",
                "storage": "self-storage", "resi": "residential", "netlease": "net lease"}
SECTOR_PAIRS = {
    "office": [("BXP", "VNO"), ("KRC", "DEI"), ("CUZ", "HIW"), ("SLG", "VNO"), ("ARE", "KRC")],
    "datacentre": [("DLR", "EQIX"), ("EQIX", "DLR"), ("IRM", "DLR")],
    "towers": [("AMT", "CCI"), ("SBAC", "CCI"), ("CCI", "AMT")],
    "storage": [("PSA", "EXR"), ("CUBE", "NSA"), ("EXR", "CUBE")],
    "resi": [("AVB", "EQR"), ("ESS", "UDR"), ("MAA", "CPT"), ("INVH", "AMH")],
    "netlease": [("ADC", "NNN"), ("EPRT", "WPC"), ("VICI", "GLPI"), ("ADC", "EPRT")],
}
OTHER_REITS = [
    ("Prologis", "industrial"), ("Simon Property Group", "malls"), ("Welltower", "healthcare"),
    ("Ventas", "healthcare"), ("Host Hotels & Resorts", "lodging"), ("Medical Properties Trust", "healthcare"),
    ("Kimco Realty", "shopping centres"), ("Regency Centers", "shopping centres"),
    ("Federal Realty", "shopping centres"), ("Healthpeak", "healthcare"), ("Rexford Industrial", "industrial"),
    ("Americold Realty", "cold storage"), ("Lamar Advertising", "billboards"), ("Sun Communities", "manufactured housing"),
    ("Equity LifeStyle", "manufactured housing"), ("Park Hotels & Resorts", "lodging"),
    ("EastGroup Properties", "industrial"), ("Terreno Realty", "industrial"), ("Realty Income", "net lease"),
    ("Lineage", "cold storage"), ("Outfront Media", "billboards"), ("Omega Healthcare", "healthcare"),
]
NON_REIT_HEADLINES = [
    "T-Mobile says 2027 capex to fall about {p}% as 5G build winds down",
    "Verizon to shed {n},000 jobs in cost programme, sees flat wireless service revenue",
    "AT&T signs ${b}bn fiber build partnership with private-equity backer",
    "Nvidia guides data-centre revenue above consensus; shares +{p}% after hours",
    "Microsoft pauses {n}MW of planned AI capacity in Midwest, report says",
    "Oracle raises FY capex plan to ${b}bn on cloud backlog",
    "Blackstone closes ${b}bn real estate debt fund, its largest",
    "Brookfield agrees to buy UK student housing platform for {b}bn pounds",
    "Dollar General to close {n} stores, slows new-unit growth",
    "Walgreens lists {n} more locations for closure in 2027",
    "CoStar Group: US office sublease space falls for {n}th straight month",
    "Zillow rent index: US asking rents +{p}.{n}% y/y in November",
    "JPMorgan raises CRE loan-loss reserve by ${n}m, cites office",
    "Goldman Sachs strategists see 10-year yield ending 2027 at 4.{n}%",
    "Meta signs power purchase agreement for {n}MW of nuclear capacity",
    "Amazon Web Services to invest ${b}bn in Georgia data-centre campus",
]
BANKS = ["Morgan Stanley", "Citi", "BofA", "Evercore ISI", "Green Street", "Wells Fargo", "Barclays",
         "KeyBanc", "BMO", "Raymond James", "Jefferies", "Truist"]
CITIES = {"office": ["Midtown", "South San Francisco", "Atlanta", "Boston Back Bay", "Santa Monica", "Austin", "Charlotte"],
          "datacentre": ["Northern Virginia", "Dallas", "Phoenix", "Frankfurt", "Chicago", "Hillsboro"],
          "towers": ["the Southeast", "Texas", "the Midwest"],
          "storage": ["Florida", "Texas", "the Sun Belt", "Southern California"],
          "resi": ["Seattle", "Denver", "Austin", "Atlanta", "the Bay Area", "Nashville"],
          "netlease": ["Ohio", "Texas", "the Southeast"]}
TENANTS = {"office": ["a large AI lab", "a global law firm", "a Big Four accounting firm", "a biotech", "a hedge fund"],
           "datacentre": ["a hyperscaler", "an AI cloud provider", "a large social-media company"],
           "netlease": ["a regional pharmacy chain", "a casual-dining operator", "a car-wash operator", "a fitness chain"]}
NEWS_SOURCES = ["BBG", "RTRS", "DJ", "PRNW", "BusinessWire", "WSJ", "8-K", "Bisnow", "The Real Deal"]



# ----------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------
def q(n):
    return f"{n:,}"


def k(n):
    if n % 1000 == 0:
        return f"{n // 1000}k"
    return f"{n / 1000:.1f}k".replace(".0k", "k")


def money(x):
    if abs(x) >= 1e6:
        return f"${x / 1e6:,.2f}m"
    return f"${x / 1e3:,.1f}k"


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id(idx):
    return str(snowflake(1716480000000 + idx * 3600017 + 271828, 11, 1000 + idx))


def iso(ms):
    dt = UNIX0 + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def to_ms(dt):
    return (dt - UNIX0) // timedelta(milliseconds=1)


def _nth_sunday(year, month, n):
    d = datetime(year, month, 1, tzinfo=timezone.utc)
    off = (6 - d.weekday()) % 7
    return d + timedelta(days=off + 7 * (n - 1))


def et_offset_hours(day_start):
    y = day_start.year
    dst_start = _nth_sunday(y, 3, 2)
    dst_end = _nth_sunday(y, 11, 1)
    return 4 if dst_start <= day_start < dst_end else 5


def hexid(r, n=6):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def ty_price(r):
    h = r.choice([110, 111, 112])
    t = r.randint(0, 31)
    return f"{h}-{t:02d}{'+' if r.random() < 0.5 else ''}"


# ----------------------------------------------------------------------------
# model objects
# ----------------------------------------------------------------------------
class Chan:
    def __init__(self, cid=None, parent=None, starter=None):
        self.cid = cid
        self.parent = parent
        self.starter = starter

    @property
    def id(self):
        return self.cid if self.cid is not None else str(self.starter.id)


class Msg:
    def __init__(self, t, chan, who, content="", embeds=None, ref=None, attachments=None):
        self.t = t
        self.chan = chan
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.attachments = attachments or []
        self.id = None
        self.hard = None
        self.noise = False
        self.near = False
        self.edits = []
        self.deleted_at = None
        self.bulk = False
        self.forget = None
        self.snippet = None
        self.superseded = []
        self.idiom = None

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content


# ----------------------------------------------------------------------------
# the book (per channel, stable over the days of a run)
# ----------------------------------------------------------------------------
def build_book(seed, ch):
    r = random.Random(seed * 7919 + ch * 104729 + 17)
    pairs, used = [], []
    for sector in SECTORS:
        cands = [p for p in SECTOR_PAIRS[sector] if p[0] not in used and p[1] not in used]
        L, S = r.choice(cands)
        used += [L, S]
        pairs.append((L, S, sector))
    office_free = [t for t in CO if CO[t][3] == "office" and t not in used]
    overlay = r.choice(office_free)
    held = used + [overlay]
    rest = [t for t in CO if t not in held]
    r.shuffle(rest)
    watch = sorted(rest[:6])
    unrelated = sorted(rest[6:])
    sizes = {}
    for L, S, _ in pairs:
        notional = r.choice([1.5, 2.0, 2.5, 3.0, 3.5]) * 1e6
        sizes[(L, S)] = notional
    return {"pairs": pairs, "overlay": overlay, "held": held, "watch": watch,
            "unrelated": unrelated, "sizes": sizes, "pod": f"RP{ch + 1}"}


# ----------------------------------------------------------------------------
# one channel-day
# ----------------------------------------------------------------------------
class Day:
    def __init__(self, seed, ch, di, day_start, book):
        dord = day_start.date().toordinal()
        self.r = random.Random(seed * 1000003 + ch * 10007 + dord * 101 + 7)
        self.seed, self.ch, self.di = seed, ch, di
        self.day_start = day_start
        self.D0 = to_ms(day_start)
        self.off = et_offset_hours(day_start)
        self.weekday = day_start.weekday()
        self.weekend = self.weekday >= 5
        self.chan = Chan(cid=channel_id(ch))
        self.book = book
        self.msgs = []
        self.ops = []
        self.mmdd = day_start.strftime("%m%d")
        self.datestr = day_start.strftime("%a %d %b")
        self.pid_n = 0
        self.news_n = 200000 + ((seed * 37 + ch * 911) % 9000) * 10 + (dord % 400) * 6000
        self.busy = []
        self.thesis_tk = []
        self.used_nids = []
        r = self.r
        self.px = {t: round(CO[t][2] * (1 + r.uniform(-0.035, 0.035)), 2) for t in CO}
        self.tenyr = round(4.05 + r.uniform(-0.25, 0.25), 2)

    # -- time ---------------------------------------------------------------
    def et(self, h, m=0, s=None):
        """ET wall-clock time (may be negative hours / before midnight ET) -> ms, clamped to the UTC day."""
        r = self.r
        sec = s if s is not None else r.randint(0, 59)
        ms = self.D0 + int(((h + self.off) * 60 + m) * 60 + sec) * 1000 + r.randint(0, 999)
        return max(self.D0 + 500, min(ms, self.D0 + 86400000 - 5000))

    def et_str(self, ms):
        mins = ((ms - self.D0) // 60000 - self.off * 60) % 1440
        return f"{mins // 60:02d}:{mins % 60:02d}"

    def later(self, t, lo, hi):
        return min(t + self.r.randint(int(lo * 1000), int(hi * 1000)), self.D0 + 86400000 - 3000)

    # -- posting ------------------------------------------------------------
    def post(self, t, who, content="", embeds=None, ref=None, chan=None, attachments=None):
        m = Msg(t, chan or self.chan, who, content, embeds, ref, attachments)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.hard = (etype, list(facts), phrasing)
        if idiom:
            m.idiom = (idiom, etype)
        return m

    def noise(self, m, idiom=None):
        m.noise = True
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def near(self, m, idiom=None):
        m.near = True
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def pid(self):
        self.pid_n += 1
        return f"{self.book['pod']}-{self.mmdd}-{self.pid_n}"

    def nid(self, t, i=0):
        """news item ids grow with time (the feed numbers items as it ingests them); never reused."""
        n = self.news_n + (t - self.D0) // 45000 * 3 + i
        while n in self.used_nids:
            n += 1
        self.used_nids.append(n)
        return f"N-{n}"

    def pin(self, m, t, who="dana"):
        self.ops.append({"kind": "pin", "t": t, "msg": m, "by": who})

    def react(self, m, t, emoji, who):
        self.ops.append({"kind": "react", "t": t, "msg": m, "emoji": emoji, "by": who})

    # -- sizes --------------------------------------------------------------
    def pair_qty(self, L, S, frac):
        notional = self.book["sizes"][(L, S)] * frac
        qL = max(100, int(round(notional / self.px[L] / 100.0)) * 100)
        qS = max(100, int(round(notional / self.px[S] / 100.0)) * 100)
        return qL, qS

    def ratio(self, L, S):
        return self.px[L] / self.px[S]


# ----------------------------------------------------------------------------
# text builders
# ----------------------------------------------------------------------------
def legs_text(r, L, S, qL, qS, action, style):
    if action == "add":
        if style == 0:
            return f"long {q(qL)} {L} / short {q(qS)} {S}"
        return f"buy {q(qL)} {L} and sell short {q(qS)} {S}"
    if style == 0:
        return f"sell {q(qL)} {L} / buy to cover {q(qS)} {S}"
    return f"sell {q(qL)} {L} and cover {q(qS)} {S}"


def signals_table(D, L, S):
    r = D.r
    rows = [
        ("FFO rev. 30d", f"{r.uniform(-2.5, 3.5):+.1f}%", f"{r.uniform(-3.5, 2.0):+.1f}%"),
        ("disc. to NAV", f"{r.uniform(-28, 6):+.0f}%", f"{r.uniform(-20, 12):+.0f}%"),
        ("implied cap", f"{r.uniform(5.2, 8.8):.1f}%", f"{r.uniform(5.0, 8.5):.1f}%"),
        ("SSNOI guide", f"{r.uniform(-1.0, 5.0):+.1f}%", f"{r.uniform(-2.0, 4.0):+.1f}%"),
        ("net debt/EBITDA", f"{r.uniform(4.5, 8.5):.1f}x", f"{r.uniform(4.5, 9.0):.1f}x"),
        ("20d fund flow", f"{r.uniform(-1.5, 2.5):+.1f}σ", f"{r.uniform(-2.0, 1.5):+.1f}σ"),
    ]
    r.shuffle(rows)
    out = [f"| signal | {L} | {S} | edge |", "|---|---|---|---|"]
    for name, a, b in rows[:r.randint(4, 6)]:
        out.append(f"| {name} | {a} | {b} | {r.choice(['long', 'short', 'flat', 'long', 'n/m'])} |")
    return "\n".join(out)


def catalysts(D, L, S, sector):
    r = D.r
    pool = {
        "office": ["{A} lease-expiry cliff in 2027 is ~{p}% of ABR", "Manhattan Class A availability down {p}bp q/q",
                   "{B} has a {p}% secured maturity wall in 2H27", "sublease space trending lower for {p} months"],
        "datacentre": ["hyperscale pre-leasing at {A} ~{p}% of 2027 deliveries", "power-constrained markets keep pricing firm",
                       "{B} retail colo renewal spreads +{p}%", "AI inference demand pushing 2028 pipeline"],
        "towers": ["carrier amendment activity running +{p}% y/y", "{B} fiber disposal proceeds for deleveraging",
                   "churn headwind from the Sprint decommissioning nearly done", "{A} international FX drag ~{p}bp"],
        "storage": ["street rates troughing, move-in volumes +{p}% y/y", "{B} ECRI pushback from the regulators",
                    "housing turnover still the swing factor", "{A} third-party management platform adds"],
        "resi": ["Sun Belt supply falling {p}% from the 2024 peak", "{B} coastal exposure on tech layoffs",
                 "renewal spreads holding +{p}%", "concessions in {C} still elevated"],
        "netlease": ["{A} investment-grade tenant mix ~{p}% of ABR", "{B} acquisition cap rates compressing",
                     "cost of capital spread vs 10y at {p}bp", "tenant credit watchlist growing at {B}"],
    }[sector]
    r.shuffle(pool)
    out = []
    for s in pool[:3]:
        out.append("- " + s.format(A=L, B=S, p=r.randint(4, 38), C=r.choice(CITIES["resi"])))
    return "\n".join(out)


def risks_block(D, L, S):
    r = D.r
    pool = [f"- rates: pair is ~{r.randint(2, 9)}% long duration net; a 25bp back-up costs ~{money(r.randint(8, 40) * 1000)}",
            f"- borrow on {S} could tighten (currently {r.randint(25, 90)}bp, utilisation {r.randint(40, 93)}%)",
            f"- M&A optionality sits on the short side ({S}); a bid would hurt",
            f"- crowding: {r.randint(9, 27)} 13F holders added {L} last quarter",
            f"- earnings gap risk: {L} reports before {S}",
            "- index rebalance flows at the quarterly reconstitution"]
    r.shuffle(pool)
    return "\n".join(pool[:r.randint(2, 4)])


def appendix_block(D):
    r = D.r
    return (f"<sub>model pairs-v{r.randint(4, 6)}.{r.randint(0, 9)} · coint p={r.uniform(0.001, 0.06):.3f} · "
            f"half-life {r.randint(9, 41)}d · run {hexid(r, 8)} · {r.randint(18, 64)}k tokens</sub>")


def pair_review_report(D, L, S, sector, pid, qL, qS, action, stop, tgt):
    """Long markdown review; one decision sentence buried mid-report. Returns (text, facts)."""
    r = D.r
    ratio = D.ratio(L, S)
    mean = ratio * (1 + r.uniform(0.03, 0.07)) if action == "add" else ratio * (1 - r.uniform(0.03, 0.06))
    z = (ratio - mean) / (ratio * 0.028)
    legs = legs_text(r, L, S, qL, qS, action, r.randint(0, 1))
    decision = r.choice([
        f"Net of all that I'm proposing {pid}: {legs}, entry around {ratio:.3f} on the ratio, stop {stop:.3f}, target {tgt:.3f}.",
        f"On that basis the proposal is {pid} — {legs} (≈{money(qL * D.px[L])} a side), ratio stop {stop:.3f}, take-profit {tgt:.3f}.",
        f"So: {pid}, {legs}, working it pair-VWAP; stop on the ratio at {stop:.3f} and target {tgt:.3f}.",
    ])
    facts = [pid, L, q(qL), S, q(qS)]
    para_pre = r.choice([
        f"The ratio has {'cheapened' if action == 'add' else 'richened'} {abs(z):.1f}σ versus its 120-day mean ({mean:.3f}) while the fundamental spread moved the other way.",
        f"Mean-reversion signal fired on the {r.choice(['close', 'overnight run'])}: z={z:+.2f}, above the {r.choice(['1.8', '2.0', '1.5'])} entry threshold, with the cointegration test still passing.",
    ])
    para_post = r.choice([
        f"Post-trade the {SECTOR_LABEL[sector]} sleeve stays near {r.uniform(-1.5, 2.5):+.1f}% net of NAV and beta to RMZ ~{r.uniform(-0.06, 0.06):+.2f}.",
        f"Borrow on {S} is {r.randint(20, 85)}bp; locate is available per PB1 this morning. Liquidity: {r.randint(3, 9)}% of 20d ADV per leg.",
    ])
    head = r.choice(["## Pair review", "## Pairs desk — review", "# Pair note"])
    txt = (f"{head}: {L} / {S} ({SECTOR_LABEL[sector]})\n"
           f"_analyst-agent · {D.datestr} · data as of {D.et_str(D.D0 + (D.off + 8) * 3600000)} ET_\n\n"
           f"### Summary\n"
           f"- ratio {L}/{S} **{ratio:.3f}**, z {z:+.2f} vs 120d mean {mean:.3f}\n"
           f"- {L} {D.px[L]:.2f} · {S} {D.px[S]:.2f} · 10y {D.tenyr:.2f}%\n"
           f"- current book: {action_word(action)} an existing pair, {money(D.book['sizes'][(L, S)])} a side\n\n"
           f"### Signals\n{signals_table(D, L, S)}\n\n"
           f"### Catalysts\n{catalysts(D, L, S, sector)}\n\n"
           f"### Positioning\n{para_pre} {decision} {para_post}\n\n"
           f"### Risks\n{risks_block(D, L, S)}\n\n"
           f"{appendix_block(D)}")
    return txt, facts


def action_word(action):
    return "adding to" if action == "add" else "trimming"


def sector_note(D):
    r = D.r
    rows = []
    for s in SECTORS:
        rows.append(f"| {SECTOR_LABEL[s]} | {r.uniform(-2.2, 2.2):+.1f}% | {r.uniform(-4, 4):+.1f}% | {r.uniform(-7, 7):+.1f}% |")
    cal = r.sample(["Nov payrolls 08:30", "ISM services 10:00", "UMich sentiment 10:00", "10y auction 13:00",
                    "Fed speakers (Waller 12:15)", "jobless claims 08:30", "JOLTS 10:00", "CPI 08:30",
                    "Nareit REITworld wrap-up", "MSCI rebalance effective at the close"], 3)
    book_lines = []
    for L, S, sec in D.book["pairs"]:
        rr = D.ratio(L, S)
        book_lines.append(f"- {L}/{S}: ratio {rr:.3f}, {r.uniform(-2.4, 2.4):+.1f}σ, MTD {r.uniform(-60, 90):+.0f}k")
    txt = (f"## Morning note — US REITs · {D.datestr}\n\n"
           f"**Macro.** 10y at {D.tenyr:.2f}% ({r.randint(-9, 9):+d}bp), 2s10s {r.randint(20, 70)}bp. "
           f"{r.choice(['Futures flat into the data.', 'Curve bull-steepening overnight.', 'Real yields drifting lower, supportive for long-duration REITs.', 'Dollar firmer, risk-off tone in Asia.'])}\n\n"
           f"| sector | 1d | 5d | 1m |\n|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
           f"**Calendar (ET).** " + "; ".join(cal) + ".\n\n"
           f"**Book.** Pairs as of last close:\n" + "\n".join(book_lines) + "\n\n"
           f"**Reading.** {r.choice(['Office dispersion is the widest since 2023; quality-vs-commodity spread keeps working.', 'Data-centre multiples are pricing another leg of hyperscale leasing; we stay balanced.', 'Storage looks like the bottoming sector in the data, but price action has front-run it.', 'Net lease trades as a bond proxy; cost of capital spread is the only thing that matters.'])} "
           f"{r.choice(['Nothing in the overnight tape changes the pairs.', 'No new signals crossed thresholds overnight.', 'Two pairs are within 0.5σ of their entry bands; monitoring.'])}\n\n"
           f"{appendix_block(D)}")
    return txt


def risk_morning(D, change_sentence=None):
    r = D.r
    gross = r.uniform(34, 44)
    util = [("gross notional", f"{gross:.1f}m", "45.0m", f"{gross / 45 * 100:.0f}%"),
            ("net notional", f"{r.uniform(-1.5, 1.5):+.2f}m", "±3.0m", f"{r.randint(5, 60)}%"),
            ("beta to RMZ", f"{r.uniform(-0.08, 0.08):+.2f}", "±0.15", f"{r.randint(5, 55)}%"),
            ("1d VaR 95", f"{r.uniform(0.7, 1.3):.2f}m", "1.60m", f"{r.randint(45, 82)}%"),
            ("largest single short", f"{r.uniform(2.1, 4.6):.1f}% NAV", "5.0%", f"{r.randint(40, 92)}%")]
    tbl = "| limit | value | cap | use |\n|---|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in util)
    borrow = ", ".join(f"{p[1]} {r.randint(20, 140)}bp" for p in r.sample(D.book["pairs"], 3))
    notes = change_sentence or r.choice(["No limit changes today; all utilisation inside soft bands.",
                                         "Limits unchanged from yesterday. Nothing breaching soft thresholds.",
                                         "No changes to limits. Watching borrow on the short legs."])
    txt = (f"## Risk — pre-open · {D.datestr}\n\n{tbl}\n\n"
           f"**Borrow.** {borrow}. Locates renewed with PB1/PB2 at 07:45.\n\n"
           f"**Notes.** Overnight VaR moved {r.uniform(-6, 6):+.1f}% on the vol update. {notes} "
           f"Factor exposure: size {r.uniform(-0.3, 0.3):+.2f}, value {r.uniform(-0.3, 0.3):+.2f}, momentum {r.uniform(-0.3, 0.3):+.2f}.\n\n"
           f"<sub>risk-agent · model riskcore-{r.randint(3, 5)}.{r.randint(0, 12)} · {r.randint(9, 30)}k tokens</sub>")
    return txt


MON_REASONS = ["sector beta on the 10y move", "a block in the short leg", "index-flow noise", "peer read-across from a print",
               "the long leg lagging on no news", "an analyst PT change", "ETF creation flow", "options expiry pinning"]


def pairs_monitor(D, t):
    r = D.r
    pl = "WTD P&L" if D.weekend else "day P&L"
    lines = [f"| pair | ratio | z | {pl} | to stop (σ) | borrow | ADV % |", "|---|---|---|---|---|---|---|"]
    for L, S, _ in D.book["pairs"]:
        lines.append(f"| {L}/{S} | {D.ratio(L, S) * (1 + r.uniform(-0.004, 0.004)):.3f} | {r.uniform(-2.5, 2.5):+.2f} | "
                     f"{r.uniform(-35, 45):+.1f}k | {r.uniform(0.6, 3.2):.1f} | {r.randint(20, 110)}bp | {r.uniform(0.5, 9):.1f}% |")
    notes = []
    for L, S, _ in r.sample(D.book["pairs"], 4):
        notes.append(f"- {L}/{S}: ratio {r.uniform(-0.9, 0.9):+.2f}% since last run on {r.choice(MON_REASONS)}; "
                     f"residual vs factor model {r.uniform(-1.5, 1.5):+.2f}σ, half-life estimate {r.randint(9, 40)}d.")
    title = f"**Pairs model check {D.et_str(t)} ET** (Friday close marks)" if D.weekend else f"**Pairs monitor {D.et_str(t)} ET**"
    txt = (f"{title} · run {hexid(r, 6)}\n" + "\n".join(lines) + "\n\n"
           + "\n".join(notes) + "\n"
           f"- sector dispersion (cross-sectional σ of 1d returns): {r.uniform(0.6, 2.2):.2f}% vs 20d avg {r.uniform(0.7, 1.9):.2f}%\n"
           f"- RMZ {r.uniform(-1.4, 1.4):+.2f}%, 10y {D.tenyr + r.uniform(-0.05, 0.05):.2f}%, corr(RMZ, 10y) 20d {r.uniform(-0.8, -0.3):.2f}\n"
           f"{r.choice(['No signals crossed thresholds.', 'No new entries or exits flagged.', 'All pairs inside bands; nothing actionable.', 'Dispersion normal; nothing to flag.'])}")
    return txt


DEEP_TOPICS = {
    "office": ("Office: sublease overhang and the 2027 expiry wall",
               [("2027 expiries % ABR", 6, 18, "{:.1f}%"), ("sublease % avail.", 8, 30, "{:.0f}%"), ("TI/LC $/sf", 60, 160, "${:.0f}"),
                ("occupancy", 78, 93, "{:.1f}%"), ("secured debt", 5, 45, "{:.0f}%")]),
    "datacentre": ("Data centres: power, not land, is the binding constraint",
                   [("MW under constr.", 80, 900, "{:.0f}"), ("pre-leased", 45, 95, "{:.0f}%"), ("yield on cost", 9, 13, "{:.1f}%"),
                    ("power secured MW", 500, 4000, "{:,.0f}"), ("capex/EBITDA", 0.6, 1.6, "{:.2f}x")]),
    "towers": ("Towers: amendment cycle vs churn into 2027",
               [("organic billings", 1.5, 6.5, "{:+.1f}%"), ("churn", 1.0, 4.5, "{:.1f}%"), ("amendments share", 30, 70, "{:.0f}%"),
                ("FX drag (bp)", 0, 180, "{:.0f}"), ("net leverage", 4.5, 7.5, "{:.1f}x")]),
    "storage": ("Self-storage: is the street-rate trough in?",
                [("street rate y/y", -9, 4, "{:+.1f}%"), ("move-ins y/y", -6, 8, "{:+.1f}%"), ("occupancy", 88, 95, "{:.1f}%"),
                 ("ECRI uplift", 8, 30, "{:.0f}%"), ("SS revenue", -2, 3.5, "{:+.1f}%")]),
    "resi": ("Residential: Sun Belt supply digestion vs coastal fatigue",
             [("new-lease spread", -5, 3, "{:+.1f}%"), ("renewal spread", 2, 5.5, "{:+.1f}%"), ("occupancy", 94, 97, "{:.1f}%"),
              ("concessions (wks)", 0, 6, "{:.1f}"), ("supply % stock", 1, 9, "{:.1f}%")]),
    "netlease": ("Net lease: the spread to the 10-year is the whole story",
                 [("acq. cap rate", 6.5, 8.2, "{:.1f}%"), ("WACC", 5.5, 7.5, "{:.1f}%"), ("spread (bp)", 40, 220, "{:.0f}"),
                  ("IG tenant", 15, 70, "{:.0f}%"), ("watchlist % ABR", 0.5, 6, "{:.1f}%")]),
}


def deep_dive(D, sector=None):
    r = D.r
    sector = sector or r.choice(SECTORS)
    title, metrics = DEEP_TOPICS[sector]
    names = [t for t in CO if CO[t][3] == sector]
    r.shuffle(names)
    names = sorted(names)
    hdr = "| name | " + " | ".join(m[0] for m in metrics) + " |\n|---|" + "---|" * len(metrics)
    rows = []
    for tk in names:
        rows.append(f"| {tk} | " + " | ".join(fmt.format(r.uniform(lo, hi)) for _, lo, hi, fmt in metrics) + " |")
    obs = [
        f"The top-quartile names on {metrics[0][0]} have outperformed the bottom quartile by {r.uniform(2, 14):.1f}pts over 6 months.",
        f"Dispersion on {metrics[1][0]} is the widest in our {r.randint(5, 12)}-year sample; the market is paying for it only partly.",
        f"Sell-side estimates still embed {r.uniform(0.5, 3.5):.1f}% growth for 2027, which looks {r.choice(['generous', 'conservative', 'about right'])} on these inputs.",
        f"Private-market marks lag public pricing by roughly {r.randint(2, 5)} quarters; NAV discounts should be read with that in mind.",
        f"Balance-sheet capacity varies a lot: {r.randint(2, 4)} of these names could fund growth without equity.",
        f"Management commentary at the last round of conferences was {r.choice(['more cautious than the numbers', 'constructive', 'mixed'])}.",
    ]
    r.shuffle(obs)
    txt = (f"## Research note — {title}\n_analyst-agent · {D.datestr} · long read, no action_\n\n"
           f"### Question\n{r.choice(['Where are we in the cycle for this sub-sector, and which balance sheets are exposed?', 'Is the public-private valuation gap closing, and who benefits?', 'Which operating metric leads the share prices here, and how early?'])}\n\n"
           f"### Data\n{hdr}\n" + "\n".join(rows) + "\n\n"
           f"### Observations\n" + "\n".join(f"- {o}" for o in obs[:5]) + "\n\n"
           f"### Read-across\n{r.choice(['The public market is discounting a slower recovery than the operating data shows; the gap is largest in the mid-caps.', 'Operating data and share prices are broadly consistent; most of the remaining dispersion is balance-sheet driven.', 'The share-price leaders are not the operating leaders; some of that is index membership and some is simply rates.'])} "
           f"{r.choice(['Private transactions in the last two quarters cleared close to public implied cap rates, which is unusual for this part of the cycle.', 'Transaction volumes are still too thin to validate either set of marks.', 'The few private trades we can see cleared 50-100bp inside public implied cap rates.'])} "
           f"{r.choice(['Over the next two quarters the swing factor is funding cost.', 'Over the next two quarters the swing factor is occupancy.', 'Over the next two quarters the swing factor is new supply.'])}\n\n"
           f"### Method\nCompany filings and supplementals through the latest quarter, {r.choice(['Green Street', 'S&P', 'company'])} NAVs, our own cap-rate model "
           f"(v{r.randint(2, 5)}.{r.randint(0, 9)}). Figures are trailing unless marked. Sample excludes names under {money(r.choice([1, 2]) * 1e9)} cap.\n\n"
           f"### Open questions\n- {r.choice(['How sticky are the concessions?', 'Does the supply pipeline actually roll off on schedule?', 'How much of the capex is maintenance dressed as growth?'])}\n"
           f"- {r.choice(['What do the private buyers underwrite for exit caps?', 'Is the cost of debt the real constraint?', 'How big is the index-flow component?'])}\n\n"
           f"{appendix_block(D)}")
    return txt


def week_ahead(D):
    r = D.r
    rows = []
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    for tk in r.sample(D.book["held"] + D.book["watch"], 10):
        rows.append(f"| {r.choice(days)} | {tk} | {r.choice(['investor day', 'Nasdaq conf. fireside', 'Nareit REITworld follow-up', 'monthly ops update', 'ex-dividend', 'debt maturity'])} | {r.choice(['low', 'med', 'high'])} |")
    return (f"## Week ahead — events touching the book\n_analyst-agent · {D.datestr}_\n\n| day | name | event | gap risk |\n|---|---|---|---|\n"
            + "\n".join(rows) + "\n\n"
            f"Macro: {r.choice(['CPI Wednesday, FOMC the week after', 'payrolls Friday, 10y and 30y auctions', 'retail sales and housing starts'])}. "
            f"Historically the REIT index moves {r.uniform(0.8, 1.9):.1f}x its normal range on CPI days. "
            f"Listed so the monitors can widen alert bands where gap risk is high.\n\n{appendix_block(D)}")


def borrow_report(D):
    r = D.r
    rows = []
    for L, S, _ in D.book["pairs"]:
        rows.append(f"| {S} | {r.uniform(1.5, 9.5):.1f}% | {r.uniform(1.2, 6.5):.1f} | {r.randint(20, 140)}bp | {r.randint(30, 95)}% | {r.choice(['stable', 'tightening', 'easing'])} |")
    return (f"## Borrow & short interest · {D.datestr}\n_risk-agent_\n\n| short leg | SI % float | days to cover | fee | util. | trend |\n|---|---|---|---|---|---|\n"
            + "\n".join(rows) + "\n\n"
            f"PB1 and PB2 availability checked at {r.choice(['07:45', '08:00', '12:30'])} ET. No recalls outstanding. "
            f"Squeeze score (internal, 0-10): max {r.uniform(2, 6.5):.1f}. For information.\n\n"
            + "\n".join(f"- {S}: {r.choice(['fee stable for 3 weeks', 'two lenders pulled supply, others filled it', 'utilisation creeping up since the guidance cut', 'new lender added at PB2', 'rebate rate tracking GC'])}" for L, S, _ in D.book["pairs"][:4]) + "\n\n"
            f"<sub>risk-agent · {r.randint(6, 18)}k tokens</sub>")


def flows_report(D):
    r = D.r
    rows = [f"| {e} | {r.uniform(-420, 380):+.0f}m | {r.uniform(-2.5, 2.5):+.1f}% | {r.uniform(-1.5, 1.5):+.2f}σ |"
            for e in ["VNQ", "XLRE", "SCHH", "IYR", "USRT", "REET"]]
    return (f"## Flows · REIT ETFs and funds · {D.datestr}\n_analyst-agent_\n\n| vehicle | 5d flow | AUM Δ | z |\n|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Active REIT mutual funds: {r.choice(['outflows', 'inflows'])} of ${r.randint(80, 600)}m last week (Lipper). "
            f"Dedicated long-only positioning sits {r.choice(['overweight', 'underweight'])} {r.choice(list(SECTOR_LABEL.values()))}. "
            f"Passive share of float averages {r.randint(24, 38)}% across our names, which dampens idiosyncratic moves into index events.\n\n{appendix_block(D)}")


def revisions_scan(D):
    r = D.r
    names = r.sample(D.book["held"] + D.book["watch"], 8)
    rows = [f"| {tk} | {r.uniform(-3, 3):+.1f}% | {r.uniform(-4, 4):+.1f}% | {r.randint(0, 5)}/{r.randint(0, 5)} |" for tk in names]
    return (f"## Consensus revisions scan · {D.datestr}\n_analyst-agent_\n\n| name | FFO 2026 (30d) | FFO 2027 (30d) | up/down |\n|---|---|---|---|\n"
            + "\n".join(rows) + "\n\n"
            f"Breadth across the sector: {r.randint(35, 65)}% of estimate changes were upgrades over 30 days. "
            f"Revisions lead relative returns by roughly {r.randint(2, 6)} weeks in our sample.\n\n{appendix_block(D)}")


def router_eval(D):
    r = D.r
    return (f"## Router eval · trailing 7d\n| metric | value |\n|---|---|\n| items seen | {r.randint(900, 1800)} |\n| routed | {r.randint(40, 120)} |\n"
            f"| dropped (no exposure) | {r.randint(600, 1300)} |\n| PM overrides | {r.randint(0, 6)} |\n| p95 latency | {r.uniform(1.5, 4.5):.1f}s |\n\n"
            f"Two false negatives last week (both company-name-only headlines); alias table refreshed. Prompt pack v{r.randint(3, 4)}.{r.randint(10, 40)}.")


LONG_REPORTS = [("analyst", deep_dive), ("analyst", week_ahead), ("risk", borrow_report), ("analyst", flows_report),
                ("analyst", revisions_scan), ("router", router_eval)]


def reunderwrite(D, pair):
    r = D.r
    L, S, sec = pair
    rows = []
    for name, a, b_ in [("NAV/sh (our model)", f"{D.px[L] * r.uniform(0.95, 1.35):.2f}", f"{D.px[S] * r.uniform(0.8, 1.25):.2f}"),
                        ("implied cap rate", f"{r.uniform(5.2, 8.5):.1f}%", f"{r.uniform(5.2, 8.5):.1f}%"),
                        ("2027 AFFO/sh", f"{D.px[L] / r.uniform(14, 24):.2f}", f"{D.px[S] / r.uniform(14, 24):.2f}"),
                        ("AFFO yield", f"{r.uniform(4, 7.5):.1f}%", f"{r.uniform(4, 7.5):.1f}%"),
                        ("net debt/EBITDA", f"{r.uniform(4.5, 8.5):.1f}x", f"{r.uniform(4.5, 8.5):.1f}x")]:
        rows.append(f"| {name} | {a} | {b_} |")
    return (f"### Weekend re-underwrite — {L}/{S} ({SECTOR_LABEL[sec]})\n_analyst-agent · batch job, inputs refreshed_\n\n"
            f"| input | {L} | {S} |\n|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Sensitivities: ±25bp cap rate moves NAV {r.uniform(3, 7):.1f}% ({L}) and {r.uniform(3, 8):.1f}% ({S}); "
            f"ratio fair-value band {D.ratio(L, S) * 0.95:.3f}–{D.ratio(L, S) * 1.08:.3f}. "
            f"Inputs only; queued for PM review Monday.\n\n"
            f"**Cap-rate sensitivity (NAV/sh)**\n| cap Δ | {L} | {S} | ratio FV |\n|---|---|---|---|\n"
            + "\n".join(f"| {d:+d}bp | {D.px[L] * (1 - d / 600) * r.uniform(0.98, 1.02):.2f} | {D.px[S] * (1 - d / 550) * r.uniform(0.98, 1.02):.2f} | "
                        f"{D.ratio(L, S) * (1 + d / 9000):.3f} |" for d in (-50, -25, 0, 25, 50)) + "\n\n"
            f"**What changed this week.** {r.choice(['Guidance unchanged at both names; estimates drifted with rates.', 'One leg refinanced; interest expense assumptions updated.', 'Leasing data from the monthly update fed into occupancy assumptions.', 'Street NAVs moved more than ours; our marks are stickier by design.'])} "
            f"{r.choice(['No new disclosures at the other name.', 'The other name presented at a conference; nothing new in the slides.', 'Dividend declared in line.'])}\n\n{appendix_block(D)}")


def pair_diagnostics(D, pair):
    r = D.r
    L, S, sec = pair
    rows = []
    for w in ["20d", "60d", "120d", "250d"]:
        rows.append(f"| {w} | {D.ratio(L, S) * r.uniform(0.96, 1.04):.3f} | {D.ratio(L, S) * r.uniform(0.02, 0.06):.3f} | {r.uniform(0.4, 0.92):.2f} | "
                    f"{r.uniform(0.001, 0.12):.3f} | {r.randint(8, 45)}d |")
    return (f"### Pair diagnostics — {L}/{S}\n_analyst-agent · weekend batch · Friday close inputs_\n\n"
            f"| window | mean ratio | σ | corr | coint p | half-life |\n|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Residual autocorrelation (lag 1) {r.uniform(0.6, 0.95):.2f}; Hurst {r.uniform(0.3, 0.55):.2f}. "
            f"Beta of each leg to RMZ: {L} {r.uniform(0.7, 1.3):.2f}, {S} {r.uniform(0.7, 1.3):.2f}; to 10y (per 10bp): "
            f"{L} {r.uniform(-1.5, -0.3):.2f}%, {S} {r.uniform(-1.5, -0.3):.2f}%. "
            f"{r.choice(['Stable relationship across windows.', 'Short window diverging from the long ones; worth watching.', 'Correlation has decayed since the summer.'])} "
            f"Diagnostics only.\n\n"
            f"**Weekly z path (Fri closes)**\n| week | z | ratio |\n|---|---|---|\n"
            + "\n".join(f"| w-{w} | {r.uniform(-2.4, 2.4):+.2f} | {D.ratio(L, S) * r.uniform(0.95, 1.05):.3f} |" for w in range(6, 0, -1)) + "\n\n"
            f"{appendix_block(D)}")


def weekly_attribution(D):
    r = D.r
    rows = [f"| {L}/{S} | {r.uniform(-120, 180):+.0f}k | {r.uniform(-60, 90):+.0f}k | {r.uniform(-40, 40):+.0f}k | {r.uniform(-15, 5):+.0f}k |"
            for L, S, _ in D.book["pairs"]]
    return (f"## Weekly attribution · week to {D.datestr}\n\n| pair | total | spread | factor | carry/borrow |\n|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Options overlay: {r.uniform(-30, 40):+.0f}k. TY hedge: {r.uniform(-50, 50):+.0f}k. Fees and borrow: {r.uniform(-25, -5):.0f}k.\n"
            f"Hit rate on pair signals this week {r.randint(40, 70)}%; average holding period {r.randint(9, 40)} days.\n\n{appendix_block(D)}")


def letter_draft(D):
    r = D.r
    b = D.book
    paras = [
        f"The REIT pairs sleeve returned {r.uniform(-0.6, 1.4):+.2f}% over the period with a beta to the REIT index of {r.uniform(-0.05, 0.05):+.2f}. "
        f"Performance came mainly from {SECTOR_LABEL[r.choice(SECTORS)]} and {SECTOR_LABEL[r.choice(SECTORS)]}, where dispersion between "
        f"well-capitalised landlords and their more levered peers kept widening.",
        f"Rates remained the dominant factor for the sector as a whole: the correlation between daily REIT returns and changes in the "
        f"10-year yield averaged {r.uniform(-0.8, -0.4):.2f}. Because the book is built as matched pairs and hedged with Treasury futures, "
        f"that factor contributed {r.uniform(-0.1, 0.1):+.2f}% — by design, close to nothing.",
        f"Borrow costs on the short legs averaged {r.randint(30, 80)}bp, slightly {r.choice(['above', 'below'])} the prior period. "
        f"We continue to avoid short legs where utilisation exceeds 90%, which rules out some of the more obvious candidates.",
        f"Looking ahead, we expect {r.choice(['supply in Sun Belt apartments', 'the office expiry wall', 'power availability for data centres', 'tower churn'])} "
        f"to be the main source of dispersion. Our process is unchanged: signals from the pair model, fundamental review by the analyst agent, "
        f"and every position approved by a portfolio manager.",
        f"On risk, gross exposure averaged ${r.uniform(34, 44):.0f}m and net exposure stayed within ±${r.uniform(0.5, 1.5):.1f}m. "
        f"The largest drawdown in the period was {r.uniform(0.3, 1.2):.1f}%, during the {r.choice(['CPI', 'payrolls', 'FOMC'])} week, and was recovered within {r.randint(3, 12)} sessions.",
        f"We made {r.randint(4, 12)} changes to existing pairs and closed {r.randint(0, 3)}. Turnover remains low by design; most of the "
        f"return comes from holding relationships through noise rather than from frequent re-entry.",
    ]
    return (f"**DRAFT — investor letter, REIT pairs section** (for Dana's edit, not for distribution)\n\n" + "\n\n".join(paras)
            + f"\n\n_word count {r.randint(380, 520)} · compliance review pending · analyst-agent_")


def weekend_digest(D):
    r = D.r
    items = []
    for i in range(r.randint(7, 10)):
        if r.random() < 0.5:
            name, _ = r.choice(OTHER_REITS)
            head, _ = reit_headline(r, name, "x")
        else:
            head = r.choice(NON_REIT_HEADLINES).format(p=r.randint(3, 12), n=r.randint(2, 9), b=r.randint(2, 40))
        items.append(f"{i + 1}. {head} ({r.choice(NEWS_SOURCES)})")
    return (f"**Weekend wrap** · {D.datestr} · {len(items)} items, none touching the book\n" + "\n".join(items)
            + "\nQuiet tape; feeds healthy. Next digest at 05:30 ET Monday.")


def backtest_grid(D, pair):
    r = D.r
    L, S, sec = pair
    rows = []
    for ez in ("1.5", "2.0", "2.5"):
        for xz in ("0.0", "0.5", "1.0"):
            rows.append(f"| {ez} | {xz} | {r.uniform(0.3, 1.7):.2f} | {r.uniform(-18, -4):.1f}% | {r.randint(8, 60)} | {r.randint(48, 68)}% | {r.uniform(-3, 12):+.1f}% |")
    return (f"**Backtest grid** {L}/{S} · 2016-01 → 2026-11 · costs 6bp/side + borrow at historical fees · weekend batch\n"
            f"| entry z | exit z | Sharpe | max DD | trades | hit | CAGR |\n|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Best cell is not robust to a ±0.25 perturbation of the entry band; the {r.choice(['2.0/0.5', '1.5/0.5', '2.0/0.0'])} cell is the most stable. "
            f"Simulated fills at next-open VWAP; a {r.randint(2, 5)}-day locate lag is applied to short entries. Research output — nothing here changes live parameters.")


def pair_screen(D):
    r = D.r
    names = list(CO)
    rows = []
    for i in range(r.randint(7, 9)):
        sec = r.choice(SECTORS)
        cands = [t for t in names if CO[t][3] == sec]
        a, b_ = r.sample(cands, 2)
        rows.append(f"| {a}/{b_} | {SECTOR_LABEL[sec]} | {r.uniform(0.001, 0.09):.3f} | {r.randint(8, 55)}d | {r.uniform(-2.8, 2.8):+.2f} | {r.randint(20, 140)}bp |")
    return (f"**Pair screen** · universe {len(names)} US REITs · {D.datestr}\n"
            f"| candidate | sector | coint p | half-life | z now | borrow (short leg) |\n|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Screen output only: candidates need fundamental review before anything is proposed. Filters: ADV > $20m both legs, "
            f"borrow < 150bp, same sub-sector.")


def weekly_tca(D):
    r = D.r
    return (f"**Weekly TCA summary** · {D.datestr}\n| metric | this week | 4w avg |\n|---|---|---|\n"
            f"| slippage vs arrival | {r.uniform(-2, 7):+.1f}bp | {r.uniform(0, 5):+.1f}bp |\n| vs interval VWAP | {r.uniform(-3, 4):+.1f}bp | {r.uniform(-2, 3):+.1f}bp |\n"
            f"| avg POV | {r.randint(5, 12)}% | {r.randint(6, 11)}% |\n| dark share | {r.randint(20, 50)}% | {r.randint(25, 45)}% |\n"
            f"| leg-imbalance breaches | {r.randint(0, 3)} | {r.uniform(0, 2):.1f} |\n\n"
            f"Short legs cost more than long legs by {r.uniform(0.5, 4):.1f}bp on average (locate-driven pacing). Options: {r.randint(1, 6)} orders, "
            f"median {r.uniform(0.02, 0.08):.2f} inside the NBBO mid. No recon breaks.")


def weekly_risk(D):
    r = D.r
    return (f"## Weekly risk review · {D.datestr}\n\n| item | Mon | Fri |\n|---|---|---|\n| gross | {r.uniform(34, 44):.1f}m | {r.uniform(34, 44):.1f}m |\n"
            f"| net | {r.uniform(-1, 1):+.2f}m | {r.uniform(-1, 1):+.2f}m |\n| VaR95 | {r.uniform(0.8, 1.4):.2f}m | {r.uniform(0.8, 1.4):.2f}m |\n"
            f"| DV01 net | {r.uniform(-8, 8):+.1f}k | {r.uniform(-8, 8):+.1f}k |\n\n"
            f"Limit events this week: {r.randint(0, 3)} (see pins). Stress set refreshed with the November shocks. "
            f"Borrow cost trend {r.choice(['flat', 'slightly higher', 'lower'])}. Model backtest exceptions: {r.randint(0, 2)} in 250d (green zone).\n\n"
            f"<sub>risk-agent · {r.randint(10, 25)}k tokens</sub>")


def impact_check(D, news, conclusion):
    r = D.r
    tk = news.tk
    name = CO[tk][1]
    pair = [p for p in D.book["pairs"] if tk in p[:2]]
    leg = (f"{'long' if pair[0][0] == tk else 'short'} leg of {pair[0][0]}/{pair[0][1]}" if pair else "underlying of the put overlay")
    txt = (f"### Impact check — {news.nid} ({name})\n"
           f"**Exposure.** {tk} is the {leg}.\n\n"
           f"**What it says.** {r.choice(['The headline is consistent with what management signalled at the last conference.', 'This is new information versus the last supplemental.', 'Mostly known; the size is the surprise.'])} "
           f"{r.choice(['No change to the balance sheet picture.', 'Leverage effect is small (<0.1x).', 'Funding is already in place.'])}\n\n"
           f"| item | est. impact |\n|---|---|\n| 2027 FFO/sh | {r.uniform(-2.5, 2.5):+.1f}% |\n| NAV/sh | {r.uniform(-3, 3):+.1f}% |\n"
           f"| pair ratio fair value | {r.uniform(-1.5, 1.5):+.2f}% |\n\n"
           f"{conclusion} "
           f"{r.choice(['Will revisit after the call.', 'Sell-side notes should land by the open.', 'Watching the borrow in case shorts crowd in.'])}")
    return txt

def digest_text(D, items):
    lines = [f"**Overnight digest** · {len(items)} items · {D.datestr}"]
    for i, (nid, src, head) in enumerate(items, 1):
        lines.append(f"{i}. {head} ({src}, {nid})")
    lines.append(D.r.choice(["Full text in the news store; ping me for any item.", "Sources deduped; 3 low-relevance items dropped.",
                             "Scoring: relevance model rn-7; items ranked by recency."]))
    return "\n".join(lines)


# -- news --------------------------------------------------------------------
def reit_headline(r, name, sector):
    """Returns (headline, fact) where fact is a load-bearing figure in the headline."""
    generic = [
        lambda: (lambda x: (f"{name} cuts 2027 FFO guidance midpoint to ${x:.2f} a share", f"${x:.2f}"))(r.uniform(1.5, 9.5)),
        lambda: (lambda a: (f"{name} raises 2026 core FFO guidance to ${a:.2f}-${a + 0.06:.2f}", f"${a:.2f}-${a + 0.06:.2f}"))(r.uniform(1.5, 9.5)),
        lambda: (lambda n, c: (f"{name} prices ${n}m of {c} senior notes due 2033", f"${n}m"))(r.choice([350, 400, 500, 600, 750]), r.choice(["5.25%", "5.50%", "5.875%", "6.125%"])),
        lambda: (lambda b, pt: (f"{name} downgraded to Underweight at {b}; PT ${pt}", f"PT ${pt}"))(r.choice(BANKS), r.randint(12, 300)),
        lambda: (lambda b, pt: (f"{name} upgraded to Overweight at {b}; PT ${pt}", f"PT ${pt}"))(r.choice(BANKS), r.randint(12, 300)),
        lambda: (lambda n: (f"{name} launches {n}m-share follow-on offering", f"{n}m-share"))(r.choice([5, 6, 8, 10, 12])),
        lambda: (lambda n: (f"{name} authorizes ${n}m share buyback", f"${n}m"))(r.choice([250, 300, 400, 500])),
        lambda: (f"S&P revises {name} outlook to negative, affirms BBB", "outlook to negative"),
        lambda: (lambda p: (f"{name} raises quarterly dividend {p}%", f"{p}%"))(r.randint(2, 7)),
        lambda: (lambda: (f"{name} CFO to step down effective March 31", "CFO to step down"))(),
    ]
    spec = {
        "office": [
            lambda: (lambda n: (f"{name} signs {n}k sq ft lease with {r.choice(TENANTS['office'])} in {r.choice(CITIES['office'])}", f"{n}k sq ft"))(r.choice([120, 180, 240, 310, 415])),
            lambda: (lambda c: (f"{name} sells stake in {r.choice(CITIES['office'])} tower at {c:.1f}% cap rate", f"{c:.1f}% cap rate"))(r.uniform(6.0, 8.9)),
            lambda: (lambda o: (f"{name} says portfolio occupancy slipped to {o:.1f}% in Q4 update", f"{o:.1f}%"))(r.uniform(78, 91)),
        ],
        "datacentre": [
            lambda: (lambda n: (f"{name} signs {n}MW hyperscale lease in {r.choice(CITIES['datacentre'])}", f"{n}MW"))(r.choice([48, 72, 96, 120, 200])),
            lambda: (lambda n: (f"{name} forms ${n}bn JV with sovereign fund for AI campus", f"${n}bn JV"))(r.choice([3, 5, 7, 10])),
        ],
        "towers": [
            lambda: (lambda x: (f"{name} agrees to sell fiber and small-cell unit for ${x:.1f}bn", f"${x:.1f}bn"))(r.uniform(6.5, 9.9)),
            lambda: (lambda n: (f"{name} says carrier churn to cut 2027 site leasing revenue by ${n}m", f"${n}m"))(r.choice([45, 60, 75, 90])),
        ],
        "storage": [
            lambda: (lambda o, s: (f"{name} November occupancy {o:.1f}%, street rates {s:+.1f}% y/y", f"{o:.1f}%"))(r.uniform(89, 95), r.uniform(-6, 3)),
            lambda: (lambda n, m: (f"{name} to buy {n}-store portfolio for ${m}m", f"{n}-store"))(r.choice([18, 26, 41, 57]), r.choice([310, 450, 620, 880])),
        ],
        "resi": [
            lambda: (lambda b, rn: (f"{name} November blended lease growth {b:+.1f}%, renewals {rn:+.1f}%", f"{b:+.1f}%"))(r.uniform(-1.5, 3.0), r.uniform(2.5, 5.0)),
            lambda: (lambda n: (f"{name} starts {n}-unit development in {r.choice(CITIES['resi'])}", f"{n}-unit"))(r.choice([280, 340, 410, 520])),
        ],
        "netlease": [
            lambda: (lambda m, c: (f"{name} acquires ${m}m of net-lease assets at {c:.1f}% cap", f"${m}m"))(r.choice([180, 240, 310, 450]), r.uniform(6.8, 7.9)),
            lambda: (lambda p: (f"{name} tenant {r.choice(TENANTS['netlease'])} files Chapter 11; {p:.1f}% of ABR", f"{p:.1f}% of ABR"))(r.uniform(0.8, 3.9)),
        ],
    }.get(sector, [])
    pool = generic + spec + spec
    return r.choice(pool)()


NEWS_SUMMARIES = [
    "Company statement.", "Per 8-K filed after the close.", "Source: company press release.",
    "Shares {p:+.1f}% in pre-market.", "Follows a similar move by a peer last month.",
    "Market reaction muted so far ({p:+.1f}%).", "Shares {p:+.1f}% since the headline.",
]


NEWS_CONTEXT = [
    "Context: the company last updated guidance in late October; consensus sits {p:+.1f}% away from the new figure.",
    "Context: this is the second such announcement this year; the first was received poorly.",
    "Context: peers have been doing similar deals at wider cap rates.",
    "Context: sell-side had flagged the possibility in notes last week.",
    "Context: the stock has moved {p:+.1f}% over the past month versus the REIT index.",
    "Context: the filing gives no detail on timing beyond 'in the coming quarters'.",
]


def news_text(D, head, nid, src, t, style, match=None):
    r = D.r
    summ = r.choice(NEWS_SUMMARIES).format(p=r.uniform(-4.5, 4.5))
    ctx = r.choice(NEWS_CONTEXT).format(p=r.uniform(-9, 9))
    tail = f" · match: {match}" if match else ""
    if style == 0:
        return f"📰 **{head}**\n{summ} {ctx}\n`{src} · {D.et_str(t)} ET · {nid} · conf {r.uniform(0.6, 0.99):.2f}{tail}`"
    if style == 1:
        return f"NEWS {nid} | {src} | {head}{(' | ' + match) if match else ''}\n> {summ}\n> {ctx}"
    return f"headline ({src}, {D.et_str(t)}): {head} — {summ}\n{ctx}{tail}"


# ----------------------------------------------------------------------------
# scenes
# ----------------------------------------------------------------------------
def scene_news(D, t, kind, route=None, style=None):
    """kind: held / watch / unrelated / nonreit / colour / overlay. Returns the news msg."""
    r = D.r
    b = D.book
    nid = D.nid(t)
    src = r.choice(NEWS_SOURCES)
    style = r.randint(0, 2) if style is None else style
    if kind in ("held", "overlay"):
        if kind == "overlay":
            tk = b["overlay"]
        else:
            tk = r.choice([x for x in b["held"] if x != b["overlay"]])
        name = r.choice([CO[tk][0], CO[tk][1]])
        head, fact = reit_headline(r, name, CO[tk][3])
        match = "held" if r.random() < 0.25 else None
        m = D.post(t, "news", news_text(D, head, nid, src, t, style, match))
        phr = {0: "untagged", 1: "tagged", 2: "untagged"}[style]
        D.hard(m, "held_position_news", [name, fact], phr,
               idiom="headline on option-overlay underlying by company name" if kind == "overlay" else "headline names held leg by company name, no ticker")
        m.tk = tk
    elif kind == "watch":
        tk = r.choice(b["watch"])
        name = r.choice([CO[tk][0], CO[tk][1]])
        head, fact = reit_headline(r, name, CO[tk][3])
        match = "watchlist" if r.random() < 0.3 else None
        m = D.post(t, "news", news_text(D, head, nid, src, t, style, match))
        D.hard(m, "watchlist_news", [name, fact], {0: "untagged", 1: "tagged", 2: "untagged"}[style],
               idiom="watchlist headline by company name")
        m.tk = tk
    elif kind == "unrelated":
        if r.random() < 0.45 and b["unrelated"]:
            tk = r.choice(b["unrelated"])
            name, sector = r.choice([CO[tk][0], CO[tk][1]]), CO[tk][3]
        else:
            name, sector = r.choice(OTHER_REITS)
        head, _ = reit_headline(r, name, sector if sector in SECTORS else "x")
        m = D.post(t, "news", news_text(D, head, nid, src, t, style, "none" if r.random() < 0.2 else None))
        D.near(m, idiom="headline on a REIT neither held nor watched")
        m.tk = None
    elif kind == "nonreit":
        head = r.choice(NON_REIT_HEADLINES).format(p=r.randint(3, 12), n=r.randint(2, 9), b=r.randint(2, 40))
        m = D.post(t, "news", news_text(D, head, nid, src, t, style))
        D.near(m, idiom="tenant/customer headline (carrier, hyperscaler) with no REIT named")
        m.tk = None
    else:  # colour
        head = r.choice([
            f"US REITs {r.uniform(-1.8, 1.8):+.1f}% as 10-year yield moves {r.randint(-9, 9):+d}bp to {D.tenyr:.2f}%",
            f"REIT fund flows: {r.choice(['inflows', 'outflows'])} of ${r.randint(120, 900)}m last week, Lipper says",
            f"Office REITs lead sector {r.choice(['gains', 'losses'])} after {r.choice(['CoStar vacancy data', 'a big Midtown lease', 'Fed minutes'])}",
            f"REIT M&A volume on pace for ${r.randint(30, 80)}bn in 2026, most since 2021",
            f"Commercial property prices {r.uniform(-1.2, 1.2):+.1f}% m/m in November, Green Street CPPI",
        ])
        m = D.post(t, "news", news_text(D, head, nid, src, t, style))
        D.near(m, idiom="generic REIT market colour headline")
        m.tk = None
    m.nid = nid
    m.headline = head
    return m


def scene_router_on_news(D, news, decision):
    r = D.r
    t = D.later(news.t, 8, 90)
    nid = news.nid
    if decision == "route":
        tk = news.tk
        style = r.randint(0, 2)
        if style == 0:
            txt = f"→ routing {nid} to @analyst-agent: touches a held leg ({tk}); needs a thesis check before the open."
            facts, phr = [nid, "@analyst-agent"], "untagged"
        elif style == 1:
            txt = f"route item={nid} target=analyst-agent reason=held:{tk} prio=p{r.randint(1, 2)} dedupe=ok"
            facts, phr = [nid, "target=analyst-agent"], "structured"
        else:
            txt = f"{nid} → @risk-agent (held {tk}, check gap risk and borrow). analyst cc'd."
            facts, phr = [nid, "@risk-agent"], "untagged"
        m = D.post(t, "router", txt, ref=news)
        D.hard(m, "route_decision", facts, phr, idiom="router key=value route line" if style == 1 else None)
        who = "analyst" if "analyst" in txt else "risk"
        ack = D.post(D.later(t, 20, 240), who, r.choice(["ack", "on it", "picked up", "👀 looking"]), ref=m)
        D.noise(ack)
        if who == "analyst" and getattr(news, "tk", None):
            tk = news.tk
            D.thesis_tk.append(tk)
            if r.random() < 0.6:
                concl = r.choice([f"Conclusion: thesis on {tk} intact, conviction unchanged.",
                                  f"Net: {tk} view confirmed — no change to conviction.",
                                  f"Conclusion: cutting conviction on {tk} from high to medium."])
                ic = D.post(D.later(ack.t, 300, 1500), "analyst", impact_check(D, news, concl), ref=m)
                kw = "thesis on" if "thesis on" in concl else ("view confirmed" if "confirmed" in concl else "cutting conviction")
                D.hard(ic, "thesis_update", [tk, kw], "buried", idiom="thesis conclusion buried in an impact check")
            else:
                ic = D.post(D.later(ack.t, 300, 1500), "analyst",
                            impact_check(D, news, "Too early to tell; holding judgement until the call."), ref=m)
                D.near(ic)
        return m
    style = r.randint(0, 3)
    if style == 0:
        txt = f"{nid}: not routing — no position and not on the watchlist. logged."
        facts, phr = [nid, "not routing"], "untagged"
    elif style == 1:
        txt = f"route item={nid} target=none reason=no_exposure action=drop"
        facts, phr = [nid, "target=none"], "structured"
    elif style == 2:
        txt = f"decision on {nid}: no action needed, nothing to route (already covered in the thesis)."
        facts, phr = [nid, "no action needed"], "untagged"
    else:
        txt = f"dropping {nid} — not ours, no exposure. no route."
        facts, phr = [nid, "no route"], "untagged"
    m = D.post(t, "router", txt, ref=news)
    D.hard(m, "no_route_decision", facts, phr, idiom="router explicit no-route on an item")
    return m


def scene_digest(D, t, with_held=True):
    r = D.r
    items = []
    held_entry = None
    n = r.randint(5, 7)
    hpos = r.randint(2, n - 1)
    for i in range(n):
        nid = D.nid(t - 3600000 * (n - i), i)
        src = r.choice(NEWS_SOURCES)
        if with_held and i == hpos:
            tk = r.choice([x for x in D.book["held"] if x != D.book["overlay"]])
            name = CO[tk][0]
            head, fact = reit_headline(r, name, CO[tk][3])
            held_entry = (name, fact, nid, tk)
        elif r.random() < 0.5:
            name, sec = r.choice(OTHER_REITS)
            head, _ = reit_headline(r, name, "x")
        else:
            head = r.choice(NON_REIT_HEADLINES).format(p=r.randint(3, 12), n=r.randint(2, 9), b=r.randint(2, 40))
        items.append((nid, src, head))
    m = D.post(t, "news", digest_text(D, items))
    if held_entry:
        D.hard(m, "held_position_news", [held_entry[0], held_entry[1]], "buried", idiom="held-name item buried in overnight digest")
        m.nid, m.tk = held_entry[2], held_entry[3]
    else:
        D.near(m)
    return m


def scene_pair_lifecycle(D, t0, pair, variant, edit_stop=False, edit_fill=False, resize=False, reject=False, thread_parent=None):
    """An add/trim on an existing pair: proposal -> approval -> route -> OMS -> fills -> stop."""
    r = D.r
    L, S, sector = pair
    action = "add" if r.random() < 0.7 else "trim"
    frac = r.choice([0.25, 0.3, 0.4, 0.5])
    qL, qS = D.pair_qty(L, S, frac)
    ratio = D.ratio(L, S)
    if action == "add":
        stop = ratio * (1 - r.uniform(0.035, 0.06))
        tgt = ratio * (1 + r.uniform(0.06, 0.11))
    else:
        stop = ratio * (1 - r.uniform(0.05, 0.08))
        tgt = ratio * (1 + r.uniform(0.03, 0.06))
    pid = D.pid()
    pm = r.choice(["dana", "marcus"])
    approver = "dana" if pm == "marcus" else r.choice(["dana", "marcus"])
    t = t0
    # --- proposal ---------------------------------------------------------
    if variant == "report":
        txt, facts = pair_review_report(D, L, S, sector, pid, qL, qS, action, stop, tgt)
        prop = D.post(t, "analyst", txt, attachments=[{"id": str(snowflake(t, 3, 7)), "filename": f"{L}_{S}_ratio_120d.png",
                                                      "size": r.randint(38000, 91000), "url": f"https://cdn.desk.local/att/{L}_{S}_ratio_120d.png"}])
        D.hard(prop, "trade_proposal", facts, "buried", idiom="decision sentence buried in multi-section markdown pair review")
        proposer = "analyst"
    elif variant == "tagged":
        legs = legs_text(r, L, S, qL, qS, action, 0)
        txt = (f"[PROPOSAL] {pid} · {legs} · ratio {ratio:.3f} · stop {stop:.3f} · tgt {tgt:.3f}\n"
               f"why: {r.choice(['z-score back through 2σ after the guidance reset', 'NAV gap widened 4pts on no news', 'revisions diverging, flow neutral', 'borrow cost fell, carry now positive'])}; "
               f"sized at {int(frac * 100)}% of the existing pair. needs PM sign-off.")
        prop = D.post(t, "analyst", txt)
        D.hard(prop, "trade_proposal", [pid, L, q(qL), S, q(qS)], "tagged", idiom="[PROPOSAL] tag with ratio stop/target")
        proposer = "analyst"
    else:  # PM shorthand
        if action == "add":
            txt = f"b {k(qL)} {L} / s {k(qS)} {S} vs ratio {ratio:.3f}, stop {stop:.3f}. {pid}"
            facts = [f"b {k(qL)} {L}", f"s {k(qS)} {S}", pid]
        else:
            txt = f"trim {L}/{S}: s {k(qL)} {L}, cover {k(qS)} {S} mkt-ish. {pid}"
            facts = [f"s {k(qL)} {L}", f"cover {k(qS)} {S}", pid]
        prop = D.post(t, pm, txt)
        D.hard(prop, "trade_proposal", facts, "shorthand", idiom="PM k-suffixed shorthand pair proposal")
        proposer = pm
        approver = "dana" if pm == "marcus" else "marcus"
    # pre-trade numbers (near-miss: no decision)
    t = D.later(t, 60, 400)
    pre = D.post(t, "risk", f"pre-trade {pid}: post-trade gross {r.uniform(36, 44):.1f}m (cap 45.0m), "
                            f"{SECTOR_LABEL[sector]} net {r.uniform(-2, 3):+.1f}% NAV (cap 5%), β {r.uniform(-0.05, 0.05):+.2f}, "
                            f"borrow {S} {r.randint(20, 90)}bp. numbers only, PM's call.", ref=prop)
    D.near(pre, idiom="risk pre-trade numbers with caps quoted, no change")
    if r.random() < 0.4:
        t = D.later(t, 30, 300)
        asker = r.choice(["dana", "marcus"]) if proposer == "analyst" else ("dana" if proposer == "marcus" else "marcus")
        qm = D.post(t, asker, r.choice([f"what's the locate on {S} look like for that size?",
                                                               "looks interesting. how does this interact with the office breach?",
                                                               f"is {L} reporting before we'd be done?", "why not the full 50%?"]), ref=prop)
        D.near(qm, idiom="question in reply to a proposal")
        t = D.later(t, 40, 200)
        D.post(t, "analyst", r.choice([f"locate for the full size is fine, PB1 has {q(qS * 3)} available at {r.randint(25, 70)}bp.",
                                       "reports after we'd be done; no overlap.", "keeps us inside the soft band; full 50% would not.",
                                       "no interaction, different sleeve."]), ref=qm)
    # --- approval ------------------------------------------------------------
    t = D.later(t, 120, 900)
    sized_down = variant != "shorthand" and r.random() < 0.3 and not reject
    if reject:
        txt = r.choice([f"not today, pass on {pid}", f"no. pass on {pid}, revisit after the print"])
        ap = D.post(t, approver, txt, ref=prop)
        D.hard(ap, "trade_approval", ["pass on", pid], "reply", idiom="short reply rejecting a proposal")
        return {"pid": pid, "prop": prop, "rejected": True}
    if sized_down:
        qL2, qS2 = max(100, (qL // 200) * 100), max(100, (qS // 200) * 100)
        ap = D.post(t, approver, f"no, size down to {k(qL2)}/{k(qS2)}", ref=prop)
        D.hard(ap, "trade_approval", ["no, size down", f"{k(qL2)}/{k(qS2)}"], "reply", idiom="reply 'no, size down' resizing a proposal")
        qL, qS = qL2, qS2
        t = D.later(t, 60, 300)
        legs = legs_text(r, L, S, qL, qS, action, 0)
        pid2 = pid + "b"
        prop2 = D.post(t, proposer if proposer == "analyst" else "analyst",
                       f"[PROPOSAL] {pid2} (resized per {PEOPLE[approver][1].split()[0]}) · {legs} · stop {stop:.3f} unchanged", ref=ap)
        D.hard(prop2, "trade_proposal", [pid2, L, q(qL), S, q(qS)], "tagged")
        pid, prop = pid2, prop2
        t = D.later(t, 60, 400)
        txt, facts = r.choice([("👍 send it", ["👍", "send it"]), ("👍 go, resized is fine", ["👍", "resized is fine"]),
                               (f"ok go {pid}", ["ok go", pid])])
        ap = D.post(t, approver, txt, ref=prop)
        D.hard(ap, "trade_approval", facts, "reply")
    else:
        opts = [(f"ship it, {pid}", ["ship it", pid]), ("👍 send it", ["👍", "send it"]),
                (f"ok go. {L}/{S} full size", ["ok go", f"{L}/{S}"]), (f"yep, go {pid}", ["yep, go", pid]),
                (f"approved — {pid}, keep it under 10% POV", ["approved", pid])]
        txt, facts = r.choice(opts)
        ap = D.post(t, approver, txt, ref=prop)
        D.hard(ap, "trade_approval", facts, "reply", idiom="short reply approval via reference_id")
    D.react(ap, D.later(ap.t, 5, 60), "✅", "exec")
    # --- route ---------------------------------------------------------------
    t = D.later(t, 20, 180)
    rs = r.randint(0, 2)
    side_l = "BUY" if action == "add" else "SELL"
    side_s = "SELL SHORT" if action == "add" else "BUY TO COVER"
    if rs == 0:
        rt = D.post(t, "router", f"routing {pid} ({L}/{S}, approved by {PEOPLE[approver][1].split()[0]}) → @exec-agent", ref=ap)
        D.hard(rt, "route_decision", [pid, "@exec-agent"], "untagged")
    elif rs == 1:
        rt = D.post(t, "router", f"route item={pid} target=exec-agent reason=pm_approved approver={approver} prio=p1")
        D.hard(rt, "route_decision", [pid, "target=exec-agent"], "structured")
    else:
        until = "15:45" if not D.weekend else "Monday's open"
        rt = D.post(t, "analyst", f"@exec-agent please work {pid}: {side_l.lower()} {q(qL)} {L}, {side_s.lower()} {q(qS)} {S}, "
                                  f"pair-VWAP into {until}, max {r.choice([8, 10, 12])}% POV, leg imbalance ≤ {money(r.choice([100, 150, 200]) * 1000)}.")
        D.hard(rt, "route_decision", ["@exec-agent", pid], "untagged", idiom="agent-to-agent '@exec-agent please work' handoff")
    ack = D.post(D.later(t, 10, 90), "exec", r.choice(["on it", "ack", "👍", "picked up, staging"]), ref=rt)
    D.noise(ack)
    plan = (f"**Execution plan · {pid}** (nothing sent yet)\n"
            f"| leg | side | qty | ADV % | est. cost |\n|---|---|---|---|---|\n"
            f"| {L} | {side_l} | {q(qL)} | {r.uniform(2, 9):.1f}% | {r.uniform(3, 9):.1f}bp |\n"
            f"| {S} | {side_s} | {q(qS)} | {r.uniform(2, 9):.1f}% | {r.uniform(3, 11):.1f}bp |\n"
            f"Approach: {r.choice(['pair-VWAP with a leg-imbalance band', 'participate 8-12% with dark midpoint first', 'front-load 30% at the open auction then VWAP'])}. "
            f"Will {'start at Monday' + chr(39) + 's open' if D.weekend else r.choice(['start at the open', 'start after the first 15 minutes', 'start once locates are confirmed'])} and post fills as they come.")
    D.near(D.post(D.later(ack.t, 20, 200), "exec", plan, ref=rt), idiom="exec plan table before anything is sent")
    # --- risk resize ----------------------------------------------------------
    oidL, oidS = hexid(r), hexid(r)
    if resize and action == "add":
        t = D.later(t, 30, 120)
        qS_new = max(100, int(qS * r.uniform(0.6, 0.85)) // 100 * 100)
        rz = D.post(t, "riskd", f"riskd evt=ORDER_RESIZE ord={oidS} sym={S} side=SELL_SHORT req_qty={qS} new_qty={qS_new} "
                                f"rule=locate_avail locate={qS_new} src=PB1")
        D.hard(rz, "risk_limit", ["ORDER_RESIZE", S, f"new_qty={qS_new}"], "structured", idiom="riskd ORDER_RESIZE key=value")
        qS = qS_new
    # --- OMS acceptance --------------------------------------------------------
    if D.weekend:
        t = D.later(t, 60, 600)
    else:
        t = max(D.later(t, 30, 240), D.et(9, 30, 5))
    status = "QUEUED · releases Mon 09:30 ET" if D.weekend else "WORKING"
    cs = r.randint(0, 1)
    if cs == 0 or D.weekend:
        emb = {"title": "Orders accepted" if not D.weekend else "Orders staged", "description": f"{pid} · pair {L}/{S}",
               "author": "OMS",
               "fields": [{"name": "Leg 1", "value": f"{side_l} {q(qL)} {L} · VWAP · DAY{' (Mon)' if D.weekend else ''}", "inline": False},
                          {"name": "Leg 2", "value": f"{side_s} {q(qS)} {S} · VWAP · DAY{' (Mon)' if D.weekend else ''}", "inline": False},
                          {"name": "Status", "value": status, "inline": True}],
               "footer": f"ord {oidL}/{oidS} · smart route ARCA/NSDQ/dark"}
        cf = D.post(t, "oms", "", embeds=[emb])
        D.hard(cf, "trade_confirmation", [L, q(qL), S, status.split(" ·")[0]], "embed", idiom="embed-only OMS 'Orders accepted' with legs in fields")
    else:
        cf = D.post(t, "oms", f"oms ack ord={oidL} sym={L} side={side_l.replace(' ', '_')} qty={qL} tif=DAY algo=VWAP status=ACCEPTED parent={pid}\n"
                              f"oms ack ord={oidS} sym={S} side={side_s.replace(' ', '_')} qty={qS} tif=DAY algo=VWAP status=ACCEPTED parent={pid}")
        D.hard(cf, "trade_confirmation", ["status=ACCEPTED", oidL, oidS, pid], "structured", idiom="OMS ack key=value lines")
    out = {"pid": pid, "prop": prop, "L": L, "S": S, "qL": qL, "qS": qS, "stop": stop, "tgt": tgt, "action": action,
           "oidL": oidL, "oidS": oidS, "conf": cf, "rejected": False}
    if D.weekend:
        return out
    # --- fills ------------------------------------------------------------------
    t = D.later(t, 1800, 4200)
    avgL = round(D.px[L] * (1 + r.uniform(-0.004, 0.004)), 2)
    avgS = round(D.px[S] * (1 + r.uniform(-0.004, 0.004)), 2)
    emb = {"title": "Execution report", "description": f"{pid} leg 1 complete", "author": "OMS",
           "fields": [{"name": "Symbol", "value": L, "inline": True}, {"name": "Side", "value": side_l, "inline": True},
                      {"name": "Filled", "value": f"{q(qL)} / {q(qL)}", "inline": True}, {"name": "Avg px", "value": f"{avgL:.2f}", "inline": True},
                      {"name": "Status", "value": "FILLED", "inline": True}],
           "footer": f"ord {oidL} · ARCA {r.randint(15, 40)}% · NSDQ {r.randint(15, 35)}% · dark {r.randint(20, 50)}%"}
    f1 = D.post(t, "oms", "", embeds=[emb])
    D.hard(f1, "trade_fill", [L, side_l, q(qL), f"{avgL:.2f}"], "embed", idiom="embed-only OMS execution report")
    t = D.later(t, 120, 1500)
    fs = r.randint(0, 2)
    short_word = "s" if action == "add" else "cover"
    if edit_fill:
        bad = round(avgS + r.choice([-0.09, 0.09, 0.07, -0.07]), 2)
        side_txt = "sell short" if action == "add" else "buy to cover"
        txt0 = f"[FILL] {S} {side_txt} {q(qS)} @ {bad:.2f} avg · complete · {pid}"
        txt1 = f"[FILL] {S} {side_txt} {q(qS)} @ {avgS:.2f} avg · complete · {pid} (px corrected per OMS)"
        f2 = D.post(t, "exec", txt0)
        f2.edits.append((D.later(t, 240, 1500), txt1))
        f2.superseded.append(f"{bad:.2f}")
        D.hard(f2, "trade_fill", [S, side_txt, q(qS), f"{avgS:.2f}"], "tagged", idiom="[FILL] line edited to correct the price")
    elif fs == 0:
        f2 = D.post(t, "exec", f"{S} {short_word} {k(qS)} done @ {avgS:.2f} avg, {pid} complete")
        D.hard(f2, "trade_fill", [S, f"{short_word} {k(qS)}", f"{avgS:.2f}"], "shorthand", idiom="exec shorthand fill 's 9.4k done @ px'")
    elif fs == 1:
        side_j = "SELL_SHORT" if action == "add" else "BUY_TO_COVER"
        f2 = D.post(t, "exec", json.dumps({"evt": "fill", "ord": oidS, "parent": pid, "sym": S, "side": side_j, "qty": qS,
                                           "avg_px": avgS, "leaves": 0}, ensure_ascii=False))
        D.hard(f2, "trade_fill", [S, side_j, str(qS), f"{avgS}"], "structured", idiom="exec-agent JSON fill line")
    else:
        side_txt = "sell short" if action == "add" else "buy to cover"
        f2 = D.post(t, "exec", f"[FILL] {S} {side_txt} {q(qS)} @ {avgS:.2f} avg · complete · {pid}")
        D.hard(f2, "trade_fill", [S, side_txt, q(qS), f"{avgS:.2f}"], "tagged")
    # --- stop ---------------------------------------------------------------------
    t = D.later(t, 300, 1800)
    ns = stop if action == "add" else stop
    if edit_stop:
        out["stop_msg"] = scene_stop_edit(D, t, L, S, ns, tgt)
    else:
        so = r.randint(0, 1)
        if so == 0:
            st = D.post(t, "exec", f"[STOP] {L}/{S} ratio stop {stop:.3f} · TP {tgt:.3f} · contingent unwind armed in OMS ({pid})")
            D.hard(st, "stop_or_target_change", [f"{L}/{S}", f"{stop:.3f}", f"{tgt:.3f}"], "tagged", idiom="[STOP] tag with ratio stop and TP")
        else:
            st = D.post(t, pm, f"setting the {L}/{S} stop at {stop:.3f} on the ratio, target {tgt:.3f}. exec has it.", ref=f2)
            D.hard(st, "stop_or_target_change", [f"{L}/{S}", f"{stop:.3f}", f"{tgt:.3f}"], "untagged")
    return out


def scene_stop_edit(D, t, L, S, ns, tgt):
    r = D.r
    s0 = round(ns, 3)
    s1 = round(ns * (1 + r.uniform(0.006, 0.012)), 3)
    s2 = round(s1 * (1 + r.uniform(0.006, 0.012)), 3)
    tp = f"{tgt:.3f}"
    mk = lambda s, extra: f"stop on {L}/{S}: {s:.3f} on the ratio, closing basis{extra}. TP {tp}."
    st = D.post(t, "dana", mk(s0, ""))
    st.edits.append((D.later(t, 3600, 6000), mk(s1, " (trailed)")))
    st.edits.append((D.later(st.edits[0][0], 3600, 5400), mk(s2, " (trailed again after the close-in)")))
    st.superseded += [f"{s0:.3f}", f"{s1:.3f}"]
    D.hard(st, "stop_or_target_change", [f"{L}/{S}", f"{s2:.3f}", tp], "untagged", idiom="ratio stop moved twice by editing one message")
    D.pin(st, D.later(t, 20, 200))
    D.react(st, D.later(t, 10, 100), "📌", "dana")
    return st


def scene_option(D, t0, cancel_rest=True):
    r = D.r
    b = D.book
    L, S, sector = r.choice([p for p in b["pairs"] if D.px[p[0]] > 25])
    u = L
    px = D.px[u]
    step = 5 if px > 60 else (2.5 if px > 25 else 1)
    K = round(px * r.uniform(1.05, 1.10) / step) * step
    Ks = f"{K:g}"
    exp = r.choice(["Jan27", "Feb27", "Mar27"])
    occ_exp = {"Jan27": "270115", "Feb27": "270219", "Mar27": "270319"}[exp]
    prem = round(px * r.uniform(0.008, 0.025), 2)
    n = r.choice([20, 25, 30, 40, 50])
    pid = D.pid()
    occ = f"{u} {occ_exp}C{int(K * 1000):08d}"
    pm = r.choice(["marcus", "dana"])
    other = "dana" if pm == "marcus" else "marcus"
    prop = D.post(t0, pm, f"s {n} {u} {exp} {Ks}C @ {prem:.2f} — overwrite on the long leg, {pid}")
    D.hard(prop, "trade_proposal", [f"s {n}", f"{u} {exp} {Ks}C", f"{prem:.2f}"], "shorthand", idiom="listed option overwrite in shorthand")
    t = D.later(t0, 90, 700)
    txt, facts = r.choice([("fine by me, go", ["fine by me", "go"]), (f"ok go on the {u} calls", ["ok go", f"{u} calls"]),
                           ("👍 do it", ["👍", "do it"])])
    ap = D.post(t, other, txt, ref=prop)
    D.hard(ap, "trade_approval", facts, "reply")
    oid = hexid(r)
    t = D.later(t, 40, 300)
    if D.weekend:
        t = D.later(t, 60, 300)
        c = D.post(t, "oms", f"oms ack ord={oid} sym=\"{occ}\" side=SELL_TO_OPEN qty={n} px={prem:.2f} tif=DAY status=PENDING_OPEN")
        D.hard(c, "trade_confirmation", [f"ord={oid}", "SELL_TO_OPEN", "status=PENDING_OPEN"], "structured")
        return
    t = max(t, D.et(9, 31))
    c = D.post(t, "oms", f"oms ack ord={oid} sym=\"{occ}\" side=SELL_TO_OPEN qty={n} px={prem:.2f} tif=DAY status=ACCEPTED venue=CBOE")
    D.hard(c, "trade_confirmation", [f"ord={oid}", "SELL_TO_OPEN", f"qty={n}", "status=ACCEPTED"], "structured")
    part = max(5, int(n * r.uniform(0.4, 0.7)))
    t = D.later(t, 600, 3600)
    emb = {"title": "Execution report — partial", "description": f"{u} {exp} {Ks} call", "author": "OMS",
           "fields": [{"name": "Side", "value": "SELL TO OPEN", "inline": True},
                      {"name": "Filled", "value": f"{part} / {n}", "inline": True},
                      {"name": "Px", "value": f"{prem:.2f}", "inline": True}],
           "footer": f"ord {oid} · CBOE/PHLX"}
    f = D.post(t, "oms", "", embeds=[emb])
    D.hard(f, "trade_fill", [f"{u} {exp} {Ks} call", "SELL TO OPEN", f"{part} / {n}", f"{prem:.2f}"], "embed", idiom="partial option fill in embed")
    if cancel_rest:
        t = max(D.later(t, 600, 3000), D.et(15, 59, r.randint(0, 40)))
        emb = {"title": "Order cancelled", "description": f"{u} {exp} {Ks} call · remainder", "author": "OMS",
               "fields": [{"name": "Cancelled qty", "value": str(n - part), "inline": True},
                          {"name": "Reason", "value": "EOD: DAY order unfilled remainder", "inline": True}],
               "footer": f"ord {oid} · {pid}"}
        cx = D.post(t, "oms", "", embeds=[emb])
        D.hard(cx, "trade_confirmation", ["Order cancelled", str(n - part), f"ord {oid}"], "embed", idiom="embed 'Order cancelled' for the unfilled remainder")


def scene_ty(D, t0, fill=True, fill_t=None):
    r = D.r
    n = r.choice([8, 10, 12, 14, 16, 20])
    dv = r.uniform(9, 26)
    side = r.choice(["sell", "sell", "buy"])
    px = ty_price(r)
    txt = (f"Rates check · {D.et_str(t0)} ET\n\n"
           f"| bucket | DV01 ($/bp) |\n|---|---|\n| REIT longs | {dv * 3.1:+.1f}k |\n| REIT shorts | {-dv * 2.1:+.1f}k |\n| TY hedge | {-dv * 0.5:+.1f}k |\n| **net** | **{dv:+.1f}k** |\n\n"
           f"Empirical REIT duration has drifted up this week (rolling 60d beta to 10y {r.uniform(-4.5, -2.0):.1f}). "
           f"I propose we {side} {n} TYH7 at market to bring net DV01 under $5k; uses {r.randint(3, 9)}% of the futures line. "
           f"Alternative considered: trimming the long legs instead, rejected on cost.")
    if side == "buy":
        txt = txt.replace(f"| **net** | **{dv:+.1f}k** |", f"| **net** | **{-dv:+.1f}k** |")
    p = D.post(t0, "risk", txt)
    D.hard(p, "trade_proposal", ["TYH7", side, f"{side} {n} TYH7"], "buried", idiom="rate hedge proposal in a risk-agent DV01 table")
    t = D.later(t0, 120, 900)
    a = D.post(t, "dana", f"yes do it, TYH7 x{n}", ref=p)
    D.hard(a, "trade_approval", ["yes do it", f"TYH7 x{n}"], "reply")
    if not fill:
        return
    t = fill_t if fill_t is not None else D.later(t, 90, 600)
    past = "sold" if side == "sell" else "bought"
    f = D.post(t, "exec", f"TYH7 {past} {n} @ {px} avg{' on the Globex open' if fill_t is not None else ''}, hedge on")
    D.hard(f, "trade_fill", ["TYH7", f"{past} {n}", px], "shorthand", idiom="TY futures fill in 32nds")
    return f


def scene_limit_structured(D, t, kind):
    r = D.r
    if kind == "change":
        old = r.choice([45.0, 42.0, 40.0])
        new = old - r.choice([3.0, 5.0]) if r.random() < 0.6 else old + 3.0
        m = D.post(t, "riskd", f"riskd evt=LIMIT_CHANGE book=REIT-PAIRS-{D.ch + 1} limit=gross_notional old={old:.1f}m new={new:.1f}m "
                               f"eff={iso(t)[:16]}Z by=dana.whitlock ticket=RK-{r.randint(1000, 9999)}")
        D.hard(m, "risk_limit", ["LIMIT_CHANGE", "gross_notional", f"new={new:.1f}m"], "structured", idiom="riskd LIMIT_CHANGE key=value")
        D.pin(m, D.later(t, 30, 300), "dana")
        return m
    if kind == "breach":
        sec = r.choice(["office", "datacentre", "resi"])
        val = r.uniform(5.1, 6.4)
        m = D.post(t, "riskd", f"riskd evt=LIMIT_BREACH limit=sector_net sector={sec} value=+{val:.1f}% cap=5.0% action=block_adds")
        D.hard(m, "risk_limit", ["LIMIT_BREACH", f"sector={sec}", f"+{val:.1f}%"], "structured")
        return m
    # block
    L, S, _ = r.choice([p for p in D.book["pairs"] if p[1] not in D.busy] or D.book["pairs"])
    oid = hexid(r)
    m = D.post(t, "riskd", f"riskd evt=ORDER_BLOCK ord={oid} sym={S} side=SELL_SHORT qty={r.randint(20, 90) * 100} "
                           f"rule=single_name_short_cap value={r.uniform(5.0, 5.6):.2f}% cap=5.00%")
    D.hard(m, "risk_limit", ["ORDER_BLOCK", S, f"ord={oid}"], "structured")
    return m


def scene_limit_prose(D, t):
    r = D.r
    L, S, sec = r.choice(D.book["pairs"])
    amt = r.choice([6, 7, 8, 9, 10])
    m = D.post(t, "dana", f"raising the {L}/{S} pair gross limit to ${amt}m through Friday while we build it. risk has the ticket.")
    D.hard(m, "risk_limit", [f"{L}/{S}", f"${amt}m"], "untagged", idiom="PM prose limit change")
    return m


def scene_thesis(D, t, style, pair=None, chan=None, ref=None):
    r = D.r
    free = [p for p in D.book["pairs"] if p[0] not in D.thesis_tk and p[1] not in D.thesis_tk]
    L, S, sec = pair or r.choice(free or D.book["pairs"])
    D.thesis_tk += [L, S]
    if style == 0:
        a, b = r.choice([("high", "medium"), ("medium", "low"), ("medium", "high")])
        m = D.post(t, "analyst", f"[THESIS] {L}/{S}: conviction {a} → {b}. "
                                 f"{r.choice(['Guidance reset removed the earnings gap we were paid for', 'Supply data came in better than our base case', 'Borrow tightening changes the carry math', 'Leasing momentum is now showing up in the print'])}. "
                                 f"No size change proposed.", chan=chan, ref=ref)
        D.hard(m, "thesis_update", [f"{L}/{S}", f"{a} → {b}"], "tagged", idiom="[THESIS] conviction change")
    elif style == 1:
        m = D.post(t, r.choice(["dana", "marcus"]),
                   f"I'm flipping on {S}. was constructive on the {r.choice(['balance sheet repair', 'lease-up story', 'asset sales', 'AFFO recovery'])}, "
                   f"now bearish — {r.choice(['the last two prints said otherwise', 'management keeps pushing the timeline', 'the sale cap rates are too wide'])}. "
                   f"happy it's the short leg.", chan=chan, ref=ref)
        D.hard(m, "thesis_update", [S, "now bearish"], "untagged", idiom="PM flips view in prose")
    else:
        m = D.post(t, "analyst", f"Post-print re-underwrite on {L}: thesis intact, conviction unchanged (high). "
                                 f"{r.choice(['SSNOI beat by 60bp', 'leasing spreads +11%', 'guide held despite FX', 'occupancy +80bp q/q'])}; "
                                 f"nothing in the call contradicts the pair.", chan=chan, ref=ref)
        D.hard(m, "thesis_update", [L, "thesis intact"], "untagged")
    return m


def scene_thread(D, t0, pairs):
    r = D.r
    pair = pairs[2]
    L, S, sec = pair
    starter = D.post(t0, "marcus", f"thread for {L}/{S} post-print review — keep it out of the main channel pls")
    th = Chan(parent=D.chan, starter=starter)
    t = D.later(t0, 30, 200)
    body = (f"### {L}/{S} — what changed\n"
            f"- {L}: {r.choice(['beat on SSNOI', 'guide held', 'leasing volume +18% q/q', 'occupancy +50bp'])}\n"
            f"- {S}: {r.choice(['guide cut on bad debt', 'capex raised', 'occupancy -70bp', 'no buyback'])}\n"
            f"- ratio moved {r.uniform(0.8, 3.2):+.1f}% on the day, z now {r.uniform(-1, 2):+.2f}\n"
            f"- consensus FFO revisions: {L} {r.uniform(0, 2):+.1f}%, {S} {r.uniform(-3, 0):+.1f}%\n\n"
            f"The spread move is about half of what the revisions imply. The question is whether to let it run or bank some of it.")
    D.post(t, "analyst", body, chan=th)
    t = D.later(t, 120, 600)
    q1 = D.post(t, "dana", f"what's the hit rate historically when {S} guides down in Q4?", chan=th)
    D.near(q1)
    t = D.later(t, 60, 240)
    D.post(t, "analyst", f"{r.randint(5, 8)} of the last {r.randint(9, 12)} Q4 cuts saw further underperformance over 60d; median {r.uniform(-6, -2):.1f}%. "
                         f"Small sample, wide dispersion.", chan=th, ref=q1)
    t = D.later(t, 200, 900)
    hist = D.post(t, "marcus", f"fwiw in 2023 we took the same pair off after the first leg and left {r.randint(3, 6)}% on the table", chan=th)
    D.near(hist, idiom="past-tense history of a prior pair exit")
    t = D.later(t, 120, 600)
    th_msg = scene_thesis(D, t, 0, pair=pair, chan=th)
    t = D.later(t, 120, 600)
    ntp = D.ratio(L, S) * (1 + r.uniform(0.07, 0.12))
    tp = D.post(t, "dana", f"agreed. moving the TP on {L}/{S} to {ntp:.3f}, stop unchanged.", chan=th)
    D.hard(tp, "stop_or_target_change", [f"{L}/{S}", f"{ntp:.3f}"], "untagged", idiom="target moved inside a thread")
    t = D.later(t, 60, 300)
    D.noise(D.post(t, "exec", "ack, OMS contingent updated", chan=th, ref=tp))
    return th


def scene_stop_removal(D, pairs):
    r = D.r
    L, S, _ = pairs[5]
    m = D.post(D.et(r.randint(11, 15), r.randint(0, 59)), "dana",
               f"removing the stop on {L}/{S} into the print, will manage it by hand. TP unchanged.")
    D.hard(m, "stop_or_target_change", [f"{L}/{S}", "removing the stop"], "untagged", idiom="stop removed into a print")


def scene_deleted_proposal(D, t):
    r = D.r
    L, S, _ = r.choice(D.book["pairs"])
    qL, qS = D.pair_qty(L, S, 0.2)
    txt = f"b {k(qL)} {L} / s {k(qS)} {S} at mkt, quick one"
    m = D.post(t, "marcus", txt)
    D.hard(m, "trade_proposal", [f"b {k(qL)} {L}", f"s {k(qS)} {S}"], "shorthand")
    m.deleted_at = D.later(t, 40, 160)
    m.snippet = txt
    t2 = D.later(m.deleted_at, 5, 40)
    D.noise(D.post(t2, "marcus", "ignore, wrong book"))


def scene_forget_personal(D, t):
    r = D.r
    num = f"917-555-0{r.randint(100, 199)}"
    txt = f"if anyone needs me I'm on {num} til 3, kid's school thing"
    m = D.post(t, "dana", txt)
    D.noise(m)
    m.forget = (D.later(t, 600, 2400), "priya")
    m.snippet = num


def scene_forget_news(D, t):
    r = D.r
    tk = r.choice([x for x in D.book["held"] if x != D.book["overlay"]])
    name = CO[tk][1]
    size = r.choice(["$1.2bn", "$850m", "$640m", "$2.1bn"])
    txt = f"📰 (broker chat, unconfirmed) hearing {name} is shopping its {r.choice(CITIES.get(CO[tk][3], ['core']))} portfolio, ~{size}, bids due next week"
    m = D.post(t, "news", txt)
    D.hard(m, "held_position_news", [name, f"~{size}"], "untagged")
    m.forget = (D.later(t, 300, 1500), "priya")
    m.snippet = f"hearing {name} is shopping its"
    t2 = D.later(m.forget[0], 5, 60)
    D.near(D.post(t2, "priya", "removed the broker-chat item above. chat rumours are not a permitted source for the agents; newswatch filter updated."))


def scene_bulk_trace(D, t):
    r = D.r
    agent = r.choice(["newswatch", "exec-agent", "analyst-agent"])
    who = {"newswatch": "news", "exec-agent": "exec", "analyst-agent": "analyst"}[agent]
    msgs = []
    req = hexid(r, 8)
    for i in range(r.randint(3, 4)):
        rid = f"{req}-{i}"
        txt = (f"```\nTraceback (most recent call last):\n  File \"/srv/agents/{agent}/loop.py\", line {r.randint(120, 480)}, in step\n"
               f"    out = self.llm.complete(prompt, timeout=30)\n  File \"/srv/agents/common/llm.py\", line {r.randint(40, 200)}, in complete\n"
               f"    raise UpstreamTimeout(resp)\n  File \"/srv/agents/common/retry.py\", line {r.randint(20, 90)}, in wrapped\n"
               f"    return fn(*a, **kw)\n  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 479, in wait_for\n"
               f"    return fut.result()\ncommon.llm.UpstreamTimeout: 504 from model gateway (req {rid})\n```")
        m = D.post(D.later(t, i * 3 + 1, i * 3 + 3), who, txt)
        D.noise(m, idiom="stack trace burst from an agent" if i == 0 else None)
        m.bulk = True
        m.snippet = f"req {rid}"
        msgs.append(m)
    td = D.later(msgs[-1].t, 60, 400)
    D.ops.append({"kind": "bulk", "t": td, "msgs": msgs})
    D.noise(D.post(D.later(td, 5, 60), "dana", "cleared the trace spam"))


def near_misses(D):
    """A pool of near-miss messages at plausible times (none of them is a hard event)."""
    r = D.r
    b = D.book
    out = []
    L, S, sec = r.choice(b["pairs"])
    rr = D.ratio(L, S)
    # hypothetical flip / scenario analysis
    t = D.et(r.randint(10, 14), r.randint(0, 59))
    head = r.choice([f"### Scenario: what if we flipped {L}/{S}?", f"### Thought experiment — {S} long vs {L} short",
                     f"### What-if: reversing the {L}/{S} orientation"])
    txt = (f"{head}\n"
           f"{r.choice(['Hypothetical only — not a proposal.', 'Scenario work, nothing to action.', 'For discussion; no trade implied.'])}\n\n"
           f"If we were to go long {S} / short {L} at today's ratio ({rr:.3f}), the carry would be "
           f"{r.uniform(-60, 40):+.0f}bp/yr after borrow, and the historical payoff of a flip after a "
           f"{r.uniform(1.5, 2.5):.1f}σ move is negative in {r.randint(6, 9)}/10 cases.\n\n"
           f"| scenario | ratio 60d | pair P&L |\n|---|---|---|\n"
           f"| base | {rr * 1.02:.3f} | {r.uniform(-120, 40):+.0f}k |\n| bear {SECTOR_LABEL[sec]} | {rr * 0.95:.3f} | {r.uniform(-40, 160):+.0f}k |\n"
           f"| rates -50bp | {rr * 1.04:.3f} | {r.uniform(-200, -10):+.0f}k |\n\n"
           f"A stop at {rr * 0.96:.3f} would be the natural level in that world. Keeping the current orientation.")
    out.append(D.near(D.post(t, "analyst", txt), idiom="scenario analysis with hypothetical flip and stop level"))
    # backtest
    L2, S2, _ = r.choice(b["pairs"])
    t = D.et(r.randint(6, 8), r.randint(0, 59))
    rows = []
    for i in range(r.randint(4, 6)):
        yr = 2019 + i
        rows.append(f"| {yr}-{r.randint(1, 12):02d} | {r.choice(['long', 'short'])} {L2}/{S2} | {q(r.randint(20, 90) * 100)} @ {D.px[L2] * r.uniform(0.7, 1.2):.2f} | {r.uniform(-4, 9):+.1f}% |")
    txt = (f"**Backtest** {L2}/{S2} · z-entry {r.choice(['1.5', '2.0', '2.25'])} / exit {r.choice(['0.0', '0.5'])} · 2019-01 → 2026-11 · costs 6bp + borrow\n"
           f"| entry | side | fill | ret |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"
           f"Sharpe {r.uniform(0.6, 1.6):.2f} · max DD {r.uniform(-14, -5):.1f}% · hit rate {r.randint(52, 66)}% · trades {r.randint(14, 40)}. "
           f"Simulated fills at next-open VWAP.")
    out.append(D.near(D.post(t, "analyst", txt), idiom="backtest table with simulated fills"))
    # PM question
    t = D.et(r.randint(10, 15), r.randint(0, 59))
    out.append(D.near(D.post(t, r.choice(["dana", "marcus"]), r.choice([
        f"should we add to {L}/{S} here or wait for the print?", f"anyone know where borrow on {S} is today?",
        f"do we want more {L} into year end? thinking out loud", f"what would it cost us to run {L}/{S} without the stop?",
        f"is {S} still the right short against {L} or is there a cleaner one?", f"how big could {L}/{S} get before liquidity bites?"])),
        idiom="PM question about adding, no decision"))
    # other pod trade
    if r.random() < 0.7:
        tk = r.choice(b["held"])
        t = D.et(r.randint(9, 14), r.randint(0, 59))
        out.append(D.near(D.post(t, "theo", r.choice([
            f"fyi credit pod sold {r.randint(20, 80)}k {tk} this morning against the CDS, if you see the prints that's us not you",
            f"heads up, we (credit) bought {r.randint(15, 60)}k {tk} vs the bonds earlier — not your book",
            f"our pod lifted a block of {tk}, {r.randint(25, 90)}k, in case your algo saw it"])),
            idiom="another pod's trade on a held ticker"))
    # paper trades
    for i in range(r.randint(1, 3)):
        tk = r.choice(b["held"] + b["watch"])
        t = D.et(r.randint(9, 15), r.randint(0, 59))
        side = r.choice(["BUY", "SELL"])
        rp = " (replay of Friday session)" if D.weekend else ""
        out.append(D.near(D.post(t, "paper", f"[sandbox]{rp} PAPER FILL {side} {q(r.randint(10, 80) * 100)} {tk} @ {D.px[tk] * r.uniform(0.99, 1.01):.2f} · strat=pairs-v7-candidate · acct=SIM-REIT-0{r.randint(1, 4)}"),
                          idiom="sandbox paper fill" if i == 0 else None))
    # history
    if r.random() < 0.6:
        t = D.et(r.randint(11, 16), r.randint(0, 59))
        L3, S3, _ = r.choice(b["pairs"])
        out.append(D.near(D.post(t, "marcus", r.choice([
            f"reminder: last March we got stopped out of {L3}/{S3} at {D.ratio(L3, S3) * 0.93:.3f} the day the supply print hit. don't want a repeat",
            f"we had {L3}/{S3} on in 2024 too, took it off at {D.ratio(L3, S3) * 1.06:.3f} and it kept going",
            f"last time {S3} cut guidance we covered too early, fwiw"]))))
    # stop hypothetical
    t = D.et(r.randint(12, 16), r.randint(0, 59))
    out.append(D.near(D.post(t, "analyst", r.choice([
        f"if we size up {L}/{S} after the print, a stop around {rr * 0.955:.3f} would be sensible (≈1.6σ).",
        f"for reference, a {rr * 0.95:.3f} stop on {L}/{S} would have been hit {r.randint(1, 4)} times in the last two years.",
        f"a tighter stop on {L}/{S} (say {rr * 0.965:.3f}) would cut expected return by ~{r.randint(10, 30)}% in the backtest."])),
        idiom="'a stop at X would be sensible' with no decision"))
    # stress
    t = D.et(r.randint(7, 9), r.randint(0, 59))
    out.append(D.near(D.post(t, "risk", (f"**Stress (hypothetical)** · +50bp parallel: book {r.uniform(-420, -120):.0f}k · office sleeve {r.uniform(-180, -40):.0f}k · "
                                         f"towers {r.uniform(-90, 10):.0f}k\n-20% office shock: {r.uniform(-260, 80):.0f}k\n"
                                         f"{r.choice(['No limit would be hit in either scenario; no action.', 'Both scenarios stay inside VaR and gross caps.', 'Inside all limits; informational.'])}"))))
    # exec plan
    if not D.weekend and r.random() < 0.7:
        t = D.et(r.randint(10, 12), r.randint(0, 59))
        out.append(D.near(D.post(t, "exec", r.choice([
            "if risk wants a TY hedge today we should send it after the 1pm auction, not before. nothing sent, waiting for a go.",
            "we should probably work any adds after 10:00, the open auction has been thin. nothing live right now.",
            "if there's a short leg today we should check locates first, PB2 was slow yesterday. nothing sent."])),
            idiom="exec plan 'we should send soon' (not a confirmation)"))
    # someone should look
    wt = r.choice(b["watch"])
    t = D.et(r.randint(8, 13), r.randint(0, 59))
    out.append(D.near(D.post(t, "analyst", r.choice([
        f"someone should look at {CO[wt][1]}'s {r.choice(['JV terms', 'development pipeline', 'unsecured refi', 'tenant concentration'])} — could be a future leg. not today.",
        f"{CO[wt][1]} keeps showing up in the screen; worth a proper look next week.",
        f"parking {CO[wt][1]} for a deeper review, nothing actionable yet."]))))
    # agent conditional plan
    if r.random() < 0.7:
        t = D.et(r.randint(14, 17), r.randint(0, 59))
        out.append(D.near(D.post(t, "analyst", r.choice([
            f"if {L}/{S} gets to {rr * 0.97:.3f} tomorrow I'd likely propose adding 20%. flagging early, nothing to do now.",
            f"watching {L}/{S}: a move through {rr * 1.03:.3f} would put it at the exit band. no action today.",
            f"should {S} print below {D.px[S] * 0.95:.2f} I'd expect to come back with a resize. heads-up only."]))))
    # other pod's agent proposal quoted
    if r.random() < 0.5:
        t = D.et(r.randint(10, 15), r.randint(0, 59))
        a1, a2 = r.sample(["Simon Property", "Kimco Realty", "Regency Centers", "Federal Realty", "Welltower", "Ventas"], 2)
        out.append(D.near(D.post(t, "marcus", f"the Hollis pod's agent is proposing long {a1} / short {a2}, {r.randint(20, 60)}k a side — not ours, fyi")))
    # general opinion
    t = D.et(r.randint(12, 17), r.randint(0, 59))
    out.append(D.near(D.post(t, r.choice(["dana", "marcus"]), r.choice([
        "REITs are still a rates trade until the Fed stops cutting. nothing new.", "still think quality beats cheap in office, same as all year",
        "the sector is just a duration proxy this week", "same view as always: balance sheets first, growth second",
        "data centres are priced for perfection but that's been true for two years", "net lease is a bond with a roof, trade it like one"])),
        idiom="general market opinion restated"))
    # risk hypothetical limit
    if r.random() < 0.7:
        t = D.et(r.randint(12, 16), r.randint(0, 59))
        out.append(D.near(D.post(t, "risk", r.choice([
            f"if gross goes past ${r.choice([43, 44])}m we'd hit the soft cap; at the current pace we're fine into the close.",
            f"one more add in {SECTOR_LABEL[sec]} would take the sleeve to ~{r.uniform(4.2, 4.9):.1f}% net, still under the 5% cap.",
            "VaR is at the upper end of its band but inside the limit; flagging, no action."]))))
    # last month's fill told as history
    if r.random() < 0.6:
        t = D.et(r.randint(16, 18), r.randint(0, 59))
        L4, S4, _ = r.choice(b["pairs"])
        out.append(D.near(D.post(t, "exec", r.choice([
            f"for the record, the October {L4} exit filled {q(r.randint(30, 90) * 100)} @ {D.px[L4] * 0.96:.2f} — TCA archive updated.",
            f"archive note: September's {S4} cover went at {D.px[S4] * 1.04:.2f} avg, {q(r.randint(30, 90) * 100)} sh, logged in the TCA store."])),
            idiom="last month's fill told as history"))
    return out


# -- noise ---------------------------------------------------------------------
HOUR_W = [4, 3, 3, 3, 3, 4, 5, 6, 7, 9, 10, 12, 14, 15, 19, 20, 19, 17, 16, 17, 19, 12, 8, 6]


def sample_time(D):
    r = D.r
    h = r.choices(range(24), weights=HOUR_W)[0]
    return D.D0 + h * 3600000 + r.randint(0, 3599999)


def noise_heartbeats(D):
    r = D.r
    out = []
    for h in range(0, 24):
        t = D.D0 + h * 3600000 + r.randint(0, 240000)
        out.append(D.noise(D.post(t, "riskd", f"riskd hb seq={r.randint(10000, 99999)} status=ok limits=ok gross={r.uniform(34, 44):.1f}m "
                                              f"net={r.uniform(-1.2, 1.2):+.2f}m var95={r.uniform(0.8, 1.4):.2f}m"),
                           idiom="riskd heartbeat 'limits=ok'" if h == 3 else None))
    return out


def noise_one(D, kind, t):
    r = D.r
    b = D.book
    if kind == "cron":
        seen = r.randint(3, 18)
        routed = r.choice([0, 0, 0, 1, 2])
        return D.noise(D.post(t, "cron", f"router cron {D.et_str(t)} ET: seen {seen} · routed {routed} · dropped {seen - routed} (dup/low relevance) · p95 decide {r.uniform(1.1, 4.2):.1f}s"),
                       idiom="cron summary '0 routed'" if routed == 0 else None)
    if kind == "tokens":
        ag = r.choice(["analyst-agent", "risk-agent", "exec-agent", "router", "newswatch"])
        who = {"analyst-agent": "analyst", "risk-agent": "risk", "exec-agent": "exec", "router": "router", "newswatch": "news"}[ag]
        vals = [(mdl, r.randint(5, 180) * 1000, r.randint(1, 22) * 1000, r.uniform(0.1, 4.5))
                for mdl in r.sample(["large-ctx", "fast", "embed", "rerank"], r.randint(2, 3))]
        rows = "\n".join(f"| {a} | {q(b_)} | {q(c)} | ${d:.2f} |" for a, b_, c, d in vals)
        return D.noise(D.post(t, who, f"📊 token usage ({ag}) last 1h: prompt {q(sum(v[1] for v in vals))} · completion {q(sum(v[2] for v in vals))} · "
                                      f"cost ${sum(v[3] for v in vals):.2f} · cache hit {r.randint(35, 88)}%\n| model | in | out | cost |\n|---|---|---|---|\n{rows}"),
                       idiom="agent token-usage report")
    if kind == "ci":
        return D.noise(D.post(t, "ci", r.choice([
            f"✅ ci · reit-agents#{r.randint(2200, 2600)} main passed (lint, unit, replay) in {r.randint(4, 9)}m{r.randint(0, 59):02d}s",
            f"🚀 deploy exec-agent v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod (canary 100%)",
            f"🚀 deploy analyst-agent prompt pack v3.{r.randint(10, 40)} → prod",
            f"❌ ci · reit-agents#{r.randint(2200, 2600)} failed: test_router_dedupe (flaky, retried)"])))
    if kind == "reconnect":
        return D.noise(D.post(t, "gw", f"gateway-mon: ws closed ({r.choice(['1006', '4000', '1001'])}), resumed after {r.uniform(1.2, 9.5):.1f}s, {r.randint(0, 3)} events replayed"))
    if kind == "pnl":
        return D.noise(D.post(t, "pnl", f"PnL {D.et_str(t)} ET · day {r.uniform(-90, 140):+.1f}k · MTD {r.uniform(-300, 1400):+.0f}k · gross ${r.uniform(34, 44):.1f}m · net {r.uniform(-1, 1):+.2f}m · β {r.uniform(-0.06, 0.06):+.2f}"))
    if kind == "alert":
        tk = r.choice(b["held"] + b["watch"])
        lvl = round(D.px[tk] / 5) * 5 if D.px[tk] > 50 else round(D.px[tk])
        return D.noise(D.post(t, "pnl", f"🔔 {tk} {D.px[tk] * r.uniform(0.995, 1.005):.2f} {r.choice(['↓ through', '↑ through'])} {lvl:.2f} (alert {r.randint(3000, 3999)})"))
    if kind == "agent_hb":
        ag, who = r.choice([("exec-agent", "exec"), ("router", "router"), ("newswatch", "news")])
        return D.noise(D.post(t, who, f"{ag} alive · queue {r.randint(0, 3)} · open tasks {r.randint(0, 2)} · p50 latency {r.uniform(0.9, 3.1):.1f}s"))
    if kind == "nw_status":
        return D.noise(D.post(t, "news", f"newswatch: {r.randint(20, 140)} items scanned last hour, {r.randint(0, 2)} posted, feeds ok"))
    return None


ACKS = ["ack", "thx", "ty", "👍", "ok", "🙏", "nice", "k", "cheers", "👀"]


def noise_ack(D, target):
    r = D.r
    who = r.choice(["dana", "marcus", "exec", "analyst"]) if target.who not in ("dana", "marcus") else r.choice(["analyst", "exec", "risk"])
    m = D.post(D.later(target.t, 15, 600), who, r.choice(ACKS), ref=target)
    return D.noise(m, idiom="bare emoji/ack reply to a non-proposal")


CHATTER = [
    ("dana", "morning all"), ("marcus", "morning. bbg is slow again"), ("marcus", "coffee run, back in 10"),
    ("dana", "who's on the 2pm with the Green Street guys?"), ("marcus", "me, I'll take notes"),
    ("dana", "lunch is here"), ("marcus", "NAREIT deck is in the drive if anyone wants it"),
    ("dana", "office names trading like bonds again"), ("marcus", "vol is dead today"),
    ("dana", "can we get the monitor table sorted by z going forward"), ("marcus", "heading out at 5, on mobile after"),
    ("dana", "quiet one"), ("marcus", "prime broker call moved to Thursday"),
    ("dana", "reminder the quarterly letter draft is due Friday"), ("marcus", "the new dashboard is much better fwiw"),
]


def analyst_eod(D, t):
    r = D.r
    lines = []
    for L, S, sec in D.book["pairs"]:
        lines.append(f"| {L}/{S} | {r.uniform(-45, 60):+.1f}k | {r.uniform(-1.5, 1.5):+.2f}% | {r.choice(['spread', 'beta leak', 'idio long', 'idio short', 'borrow'])} |")
    txt = (f"## EOD wrap · {D.datestr}\n\n| pair | P&L | ratio Δ | driver |\n|---|---|---|---|\n" + "\n".join(lines) + "\n\n"
           f"**What worked.** {r.choice(['Quality office over commodity office again.', 'Storage pair paid as street rates stabilised.', 'Tower pair tracked the fiber-sale spread.'])} "
           f"**What didn't.** {r.choice(['Net lease pair gave back with rates.', 'Data-centre short leg squeezed on AI headlines.', 'Resi pair drifted on coastal weakness.'])}\n\n"
           f"**Tomorrow.** Watching {r.choice(D.book['watch'])} and {r.choice(D.book['watch'])} into {r.choice(['their investor days', 'the NAREIT data', 'the jobs print'])}; "
           f"no signals at threshold.\n\n{appendix_block(D)}")
    return txt


def exec_tca(D, t, pids):
    r = D.r
    rows = [f"| {p} | {r.uniform(-4, 7):+.1f}bp | {r.uniform(-3, 4):+.1f}bp | {r.randint(5, 12)}% | {r.randint(20, 55)}% |" for p in pids] or ["| — | — | — | — | — |"]
    return (f"**TCA · {D.datestr}**\n| parent | vs arrival | vs VWAP | POV | dark |\n|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
            f"Commission {r.uniform(0.3, 0.9):.2f}¢/sh. Borrow fees accrued {money(r.randint(900, 4800))}. No breaks in recon.")


def risk_eod(D, t):
    r = D.r
    return (f"**Risk EOD · {D.datestr}** — gross ${r.uniform(34, 44):.1f}m, net {r.uniform(-1, 1):+.2f}m, β {r.uniform(-0.06, 0.06):+.2f}, "
            f"VaR95 {r.uniform(0.8, 1.4):.2f}m ({r.randint(50, 85)}% of limit). Largest contributor: {r.choice(D.book['pairs'])[0]}. "
            f"Borrow recalls: none. Overnight gap risk ranked in the attached sheet.")


# ----------------------------------------------------------------------------
# day assembly
# ----------------------------------------------------------------------------
def build_day(D):
    r = D.r
    b = D.book
    wk = D.weekend
    pids = []
    # -- overnight / pre-market ----------------------------------------------
    scene_bulk_trace(D, D.et(r.randint(-3, 1), r.randint(0, 59)))
    dig = scene_digest(D, D.et(5, r.randint(20, 50)), with_held=True)
    scene_router_on_news(D, dig, "route")
    D.post(D.et(6, r.randint(0, 50)), "analyst", sector_note(D))
    D.sectors_left = list(SECTORS)
    r.shuffle(D.sectors_left)
    D.reports_left = list(range(1, len(LONG_REPORTS)))
    D.reund_left = list(b["pairs"])
    r.shuffle(D.reund_left)
    D.grid_left = list(b["pairs"])
    r.shuffle(D.grid_left)
    D.screens_left = 2
    D.diag_left = list(b["pairs"])
    r.shuffle(D.diag_left)
    D.weekly_left = [("analyst", weekly_attribution), ("exec", weekly_tca), ("risk", weekly_risk), ("analyst", letter_draft),
                     ("news", weekend_digest), ("news", weekend_digest)]
    r.shuffle(D.weekly_left)
    r.shuffle(D.reports_left)
    for i in range(2):
        D.post(D.et(r.choice([4, 5, 9, 11, 14, 17]), r.randint(0, 59)), "analyst", deep_dive(D, D.sectors_left.pop()))
    # risk morning report, sometimes with a buried limit change
    if r.random() < 0.5:
        L, S, _ = r.choice(b["pairs"])
        new = r.choice(["4.0%", "3.5%", "4.5%"])
        sent = (f"Effective from {'Monday' + chr(39) + 's open' if wk else 'the open'}, the single-name short cap goes to {new} of NAV (from 5.0%) for names with borrow above 60bp; "
                f"{S} is the one that binds.")
        m = D.post(D.et(7, r.randint(0, 40)), "risk", risk_morning(D, sent))
        D.hard(m, "risk_limit", ["single-name short cap", new], "buried", idiom="limit change buried in risk-agent pre-open report")
    else:
        D.near(D.post(D.et(7, r.randint(0, 40)), "risk", risk_morning(D)), idiom="risk pre-open report 'no limit changes'")
    # -- news through the day ---------------------------------------------------
    held_news = []
    for i in range(r.randint(1, 2) if wk else 1):
        m = scene_news(D, D.et(r.choice([6, 7, 8, 10, 11, 13, 15]), r.randint(0, 59)), "held")
        held_news.append(m)
    if r.random() < 0.5:
        held_news.append(scene_news(D, D.et(r.randint(8, 14), r.randint(0, 59)), "overlay"))
    for m in held_news:
        if r.random() < 0.7:
            scene_router_on_news(D, m, "route")
    for i in range(r.randint(1, 2)):
        m = scene_news(D, D.et(r.randint(7, 16), r.randint(0, 59)), "watch")
        if r.random() < 0.5:
            scene_router_on_news(D, m, "noroute")
    unrel = []
    for i in range(r.randint(7, 10)):
        unrel.append(scene_news(D, sample_time(D), "unrelated"))
    for i in range(r.randint(2, 4)):
        unrel.append(scene_news(D, sample_time(D), "nonreit"))
    for i in range(r.randint(1, 2)):
        scene_news(D, D.et(r.randint(9, 16), r.randint(0, 59)), "colour")
    for m in r.sample(unrel, r.randint(1, 2)):
        scene_router_on_news(D, m, "noroute")
    # -- trade lifecycles ---------------------------------------------------------
    pairs = list(b["pairs"])
    r.shuffle(pairs)
    # pairs[0..1]: lifecycles · [2]: review thread · [3]: weekend/rejected proposal · [4]: weekend stop edit · [5]: stop removal
    if (pairs[2][0] in D.thesis_tk or pairs[2][1] in D.thesis_tk) and not (pairs[3][0] in D.thesis_tk or pairs[3][1] in D.thesis_tk):
        pairs[2], pairs[3] = pairs[3], pairs[2]
    variants = ["report", r.choice(["tagged", "shorthand"])]
    D.busy = [x for p in pairs[:2] for x in p[:2]]
    lc1 = scene_pair_lifecycle(D, D.et(8, r.randint(0, 40)), pairs[0], variants[0], edit_stop=True, resize=r.random() < 0.4)
    pids.append(lc1["pid"])
    lc2 = scene_pair_lifecycle(D, D.et(r.randint(11, 12), r.randint(0, 59)), pairs[1], variants[1], edit_fill=True,
                               resize=r.random() < 0.3)
    pids.append(lc2["pid"])
    optional = []  # (cost in hard events, callable) -- run last, within the day's budget
    if wk:
        lc3w = scene_pair_lifecycle(D, D.et(r.randint(14, 15), r.randint(0, 59)), pairs[3], r.choice(["tagged", "report"]))
        pids.append(lc3w["pid"])
    if r.random() < (0.25 if not wk else 0.5):
        optional.append((2, lambda: scene_pair_lifecycle(D, D.et(13, r.randint(0, 50)), pairs[5] if wk else pairs[3], r.choice(["tagged", "report"]), reject=True)))
    # option overwrite
    if r.random() < (0.6 if not wk else 0.8):
        optional.append((5, lambda: scene_option(D, D.et(14, r.randint(0, 40)), cancel_rest=True)))
    # TY hedge
    if not wk:
        scene_ty(D, D.et(13, r.randint(5, 25)))
    elif D.weekday == 6:
        # Globex opens Sunday 18:00 ET
        scene_ty(D, D.et(17, r.randint(5, 30)), fill=True, fill_t=D.et(18, r.randint(1, 20)))
    # limits
    kinds = r.sample(["change", "breach", "block"], 2 if not wk else 1)
    for kd in kinds:
        scene_limit_structured(D, D.et(r.randint(9, 14), r.randint(0, 59)), kd)
    if r.random() < 0.3:
        optional.append((1, lambda: scene_limit_prose(D, D.et(r.randint(9, 12), r.randint(0, 59)))))
    # thesis
    if wk or r.random() < 0.5:
        optional.append((1, lambda: scene_thesis(D, D.et(r.randint(8, 15), r.randint(0, 59)), r.choice([1, 2]))))
    # thread
    scene_thread(D, D.et(r.randint(10, 13), r.randint(0, 59)), pairs)
    if wk:
        L, S, _ = pairs[4]
        rr = D.ratio(L, S)
        scene_stop_edit(D, D.et(r.randint(9, 11), r.randint(0, 59)), L, S, rr * (1 - r.uniform(0.04, 0.06)), rr * (1 + r.uniform(0.06, 0.1)))
    # extra stop removal some days
    if r.random() < 0.4:
        optional.append((1, lambda: scene_stop_removal(D, pairs)))
    # deletes / forgets
    scene_deleted_proposal(D, D.et(r.randint(9, 12), r.randint(0, 59)))
    scene_forget_personal(D, D.et(r.randint(10, 14), r.randint(0, 59)))
    if r.random() < 0.4:
        optional.append((1, lambda: scene_forget_news(D, D.et(r.randint(6, 14), r.randint(0, 59)))))
    for cost, fn in optional:
        if sum(1 for m in D.msgs if m.hard) + cost <= 42:
            fn()
    # near-misses
    near_misses(D)
    # -- other: monitors, eod, chatter ----------------------------------------------
    mon_hours = [10, 11, 12, 13, 14, 15] if not wk else [10, 13]
    for h in mon_hours:
        t = D.et(h, r.randint(0, 10))
        D.post(t, "analyst", pairs_monitor(D, t))
    if not wk:
        t = D.et(16, r.randint(15, 40))
        eodm = D.post(t, "analyst", analyst_eod(D, t))
        noise_ack(D, eodm)
        t = D.et(16, r.randint(30, 55))
        tca = D.post(t, "exec", exec_tca(D, t, pids))
        noise_ack(D, tca)
        D.post(D.et(17, r.randint(0, 30)), "risk", risk_eod(D, t))
    else:
        t = D.et(16, r.randint(0, 50))
        snap = D.post(t, "risk", risk_eod(D, t).replace("Risk EOD", "Risk snapshot (Friday marks)"))
        noise_ack(D, snap)
    chat = list(CHATTER)
    r.shuffle(chat)
    for who, txt in chat[: r.randint(8, 12) if not wk else r.randint(3, 5)]:
        D.post(D.et(r.randint(7, 17), r.randint(0, 59)), who, txt)
    if wk:
        D.post(D.et(r.randint(9, 12), r.randint(0, 59)), "dana", "weekend mode: anything staged needs my 👍 before Monday's open")
        D.post(D.et(r.randint(9, 12), r.randint(0, 59)), "analyst", sector_note(D))
    # -- fill up to size with noise and other ------------------------------------------
    noise_heartbeats(D)
    target_total = r.randint(232, 268) if not wk else r.randint(222, 250)
    noise_ratio = r.uniform(0.31, 0.36)
    kinds = ["cron"] * 5 + ["tokens"] * 3 + ["pnl"] * (3 if not wk else 0) + ["alert"] * (2 if not wk else 0) + \
            ["agent_hb"] * 3 + ["nw_status"] * 2 + ["ci"] + ["reconnect"]
    # a couple of fixed ones
    noise_one(D, "ci", D.et(1, r.randint(0, 59)))
    noise_one(D, "reconnect", sample_time(D))
    while sum(1 for m in D.msgs if m.noise) < int(target_total * noise_ratio):
        kd = r.choice(kinds)
        if kd in ("pnl", "alert"):
            t = D.et(r.randint(9, 15), r.randint(0, 59)) if kd == "pnl" else D.et(r.randint(9, 15), r.randint(30, 59))
        else:
            t = sample_time(D)
        if r.random() < 0.12:
            cand = [m for m in D.msgs if not m.hard and not m.noise and m.chan is D.chan and m.who not in ("dana", "marcus")]
            if cand:
                noise_ack(D, r.choice(cand))
                continue
        noise_one(D, kd, t)
    # other filler: more monitors, analysis, chatter until target_total
    while len(D.msgs) < target_total:
        nbytes = sum(len(m.content.encode()) + sum(len(embed_text(e).encode()) for e in m.embeds) for m in D.msgs)
        per_slot = (100000 - nbytes) / max(1, target_total - len(D.msgs))
        x = r.random()
        if per_slot > 2200:
            x = 0.95
        elif per_slot > 1100:
            x = r.choice([0.1, 0.3, 0.85, 0.95])
        elif per_slot < 300:
            x = r.choice([0.5, 0.55, 0.65, 0.7])
        if wk and (x < 0.45 or 0.8 <= x < 0.9):
            x = r.choice([0.55, 0.95, 0.95, 0.95])
        if wk and 0.6 <= x < 0.8 and r.random() < 0.7:
            x = 0.95
        if x < 0.45:
            t = D.et(r.randint(9, 16), r.randint(0, 59))
            D.post(t, "analyst", pairs_monitor(D, t))
        elif x < 0.6:
            who, txt = r.choice(CHATTER)
            D.post(D.et(r.randint(7, 17), r.randint(0, 59)), who, txt)
        elif x < 0.8:
            kind = r.choice(["unrelated", "unrelated", "nonreit", "colour"])
            scene_news(D, sample_time(D), kind)
        elif x < 0.9:
            t = D.et(r.randint(9, 16), r.randint(0, 59))
            rows = "\n".join(f"| {L}/{S} | {r.uniform(40, 260):.0f}k | {r.uniform(5, 30):.0f}% | {r.uniform(-0.04, 0.04):+.2f} |"
                             for L, S, _ in r.sample(b["pairs"], 4))
            D.post(t, "risk", f"**Intraday risk · {D.et_str(t)} ET** · gross ${r.uniform(34, 44):.1f}m · net {r.uniform(-1, 1):+.2f}m · VaR95 {r.uniform(0.8, 1.4):.2f}m\n"
                              f"| pair | VaR contrib | % of total | β |\n|---|---|---|---|\n{rows}\n"
                              f"Correlation regime: {r.choice(['normal', 'rates-driven', 'elevated'])}. Borrow: no recalls. No flags.")
        else:
            t = D.et(r.randint(5, 15), r.randint(0, 59))
            if D.reports_left and (r.random() < 0.6 or not D.sectors_left):
                who, fn = LONG_REPORTS[D.reports_left.pop()]
                m = D.post(t, who, fn(D))
                if fn is router_eval:
                    D.near(m)
            elif D.sectors_left:
                D.post(t, "analyst", deep_dive(D, D.sectors_left.pop()))
            elif wk and D.reund_left:
                D.post(t, "analyst", reunderwrite(D, D.reund_left.pop()))
            elif wk and D.diag_left:
                D.post(t, "analyst", pair_diagnostics(D, D.diag_left.pop()))
            elif wk and D.grid_left:
                D.near(D.post(t, "analyst", backtest_grid(D, D.grid_left.pop())), idiom="weekend backtest grid")
            elif wk and D.screens_left > 0:
                D.screens_left -= 1
                D.near(D.post(t, "analyst", pair_screen(D)))
            elif wk and D.weekly_left:
                who, fn = D.weekly_left.pop()
                m = D.post(t, who, fn(D))
                if fn is weekend_digest:
                    D.near(m)
            else:
                D.post(t, "analyst", pairs_monitor(D, t))


    # top-up: agents' scheduled model runs if the day is still light on content
    def nbytes():
        return sum(len(m.content.encode()) + sum(len(embed_text(e).encode()) for e in m.embeds) for m in D.msgs)
    while nbytes() < 82000 and len(D.msgs) < 278:
        t = D.et(r.randint(9, 16), r.randint(0, 59)) if not wk else D.et(r.randint(6, 18), r.randint(0, 59))
        if wk and D.grid_left:
            D.near(D.post(t, "analyst", backtest_grid(D, D.grid_left.pop())))
        else:
            D.post(t, "analyst", pairs_monitor(D, t))


# ----------------------------------------------------------------------------
# finalisation: ids, events, labels
# ----------------------------------------------------------------------------
def finalize_day(D, seq_state):
    msgs = sorted(enumerate(D.msgs), key=lambda x: (x[1].t, x[0]))
    last = 0
    worker = (D.ch % 30) + 1
    for _, m in msgs:
        if m.t <= last:
            m.t = last + 1 + D.r.randint(0, 40)
        if m.ref is not None and m.t <= m.ref.t:
            m.t = m.ref.t + 500
        last = m.t
        seq_state[0] = (seq_state[0] + 1) % 4096
        m.id = snowflake(m.t, worker, seq_state[0])
    return [m for _, m in msgs]


def embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts += [f.get("name", ""), f.get("value", "")]
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


def msg_text(m):
    return "\n".join([m.final_content()] + [embed_text(e) for e in m.embeds])


def emit(days):
    events = []
    order = 0
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    for D, msgs in days:
        for m in msgs:
            aid, aname, abot = PEOPLE[m.who]
            cid = m.chan.id
            msg = {"id": str(m.id), "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": iso(m.t), "content": m.content, "attachments": m.attachments,
                   "embeds": m.embeds, "reference_id": str(m.ref.id) if m.ref is not None else None,
                   "pinned": False}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if m.chan.parent is not None:
                line["parent_channel_id"] = m.chan.parent.id
            line["message"] = msg
            events.append((m.t, order, line))
            order += 1
            for te, content in m.edits:
                events.append((te, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": str(m.id),
                                           "edited_at": iso(te), "content": content}))
                order += 1
            if m.deleted_at is not None:
                events.append((m.deleted_at, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                     "message_id": str(m.id), "deleted_at": iso(m.deleted_at)}))
                order += 1
            if m.forget is not None:
                events.append((m.forget[0], order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid,
                                                    "message_id": str(m.id), "requested_by": PEOPLE[m.forget[1]][0],
                                                    "at": iso(m.forget[0])}))
                order += 1
            # labels
            state = "forgotten" if m.forget else ("deleted" if (m.deleted_at is not None or m.bulk) else ("edited" if m.edits else "live"))
            if m.hard:
                et, facts, phr = m.hard
                labels["hard_events"].append({"channel_id": cid, "message_id": str(m.id), "event_type": et, "facts": facts,
                                              "phrasing": phr, "final_state": state})
            for s in m.superseded:
                labels["superseded_facts"].append([cid, str(m.id), s])
            if m.snippet and state in ("deleted", "forgotten"):
                labels["removed_texts"].append(m.snippet)
            if m.noise:
                labels["noise_message_ids"].append(str(m.id))
            if m.near:
                labels["near_miss_ids"].append(str(m.id))
            if m.idiom and m.idiom[0] not in idiom_seen and state in ("live", "edited"):
                idiom_seen[m.idiom[0]] = {"message_id": str(m.id), "idiom": m.idiom[0], "expected": m.idiom[1]}
        for op in D.ops:
            if op["kind"] == "bulk":
                ms = op["msgs"]
                events.append((op["t"], order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms[0].chan.id,
                                                "message_ids": [str(x.id) for x in ms], "deleted_at": iso(op["t"])}))
            elif op["kind"] == "pin":
                m = op["msg"]
                events.append((op["t"], order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.chan.id, "message_id": str(m.id),
                                                "by": PEOPLE[op["by"]][0], "at": iso(op["t"])}))
            elif op["kind"] == "react":
                m = op["msg"]
                events.append((op["t"], order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.chan.id,
                                                "message_id": str(m.id), "emoji": op["emoji"], "user_id": PEOPLE[op["by"]][0],
                                                "at": iso(op["t"])}))
            order += 1
    events.sort(key=lambda x: (x[0], x[1]))
    labels["idioms"] = list(idiom_seen.values())[:20]
    return [e[2] for e in events], labels


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    out_days = []
    for ch in range(channels):
        book = build_book(seed, ch)
        for di in range(days):
            seq_state = [0]
            day_start = end - timedelta(days=days - di)
            D = Day(seed, ch, di, day_start, book)
            build_day(D)
            out_days.append((D, finalize_day(D, seq_state)))
    events, labels = emit(out_days)
    return {"events": events, "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="US REIT pairs agent-floor desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n_create} messages, {len(res['labels']['hard_events'])} hard events", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
