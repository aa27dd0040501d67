"""Desk generator: leveraged-loan / CLO manager desk (Ridgeline Credit).

Standard library only. Produces a capture (JSON Lines event dicts) and ground-truth labels.

    python -m tests.desks.leveraged_loans_clo --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "leveraged_loans_clo"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318467209531877436"
_CHANNELS = [
    "1318467884219441203",
    "1318468127754215498",
    "1318468390331236402",
    "1318468651190829117",
    "1318468932406063142",
    "1318469210737410089",
]
CHANNEL_NAMES = ["loan-desk", "clo-mgmt", "loan-desk-2", "clo-warehouse", "loan-desk-ny", "loan-desk-ldn"]
# midnight New York (EDT) -> day offsets map directly to NY local hours
DEFAULT_END = datetime(2025, 9, 18, 4, 0, 0, tzinfo=timezone.utc)

AUTHORS = {
    "pm": ("1102938475610293847", "mkessler", False),
    "trader": ("1102938475610293848", "Dana Whitcomb", False),
    "cio": ("1102938475610293849", "R. Osei", False),
    "ops": ("1102938475610293850", "Priya (loan ops)", False),
    "compl_h": ("1102938475610293851", "J. Alvarez (Compliance)", False),
    "analyst": ("1102938475610293852", "tomv", False),
    "ag_ind": ("1204857361029384711", "credit-agent/industrials", True),
    "ag_hc": ("1204857361029384712", "credit-agent/tmt-health", True),
    "ag_clo": ("1204857361029384713", "clo-analyst-agent", True),
    "ag_exec": ("1204857361029384714", "exec-agent", True),
    "oms": ("1204857361029384715", "Allvue OMS", True),
    "clearpar": ("1204857361029384716", "clearpar-bot", True),
    "compl": ("1204857361029384717", "clo-compliance", True),
    "bridge": ("1204857361029384718", "dealer-bridge", True),
    "ratings": ("1204857361029384719", "ratings-wire", True),
    "pricing": ("1204857361029384720", "pricing-feed", True),
    "wso": ("1204857361029384721", "wso-batch", True),
    "hb": ("1204857361029384722", "desk-monitor", True),
    "ci": ("1204857361029384723", "ci", True),
    "triage": ("1204857361029384724", "triage-bot", True),
    "risk": ("1204857361029384725", "risk-engine", True),
}


def channel_id(i: int) -> str:
    if i < len(_CHANNELS):
        return _CHANNELS[i]
    return str(int(_CHANNELS[-1]) + 7919 * (i - len(_CHANNELS) + 1) * 4194304)


class Co:
    def __init__(self, name, short, fac, sector, rating, px, sponsor):
        self.name, self.short, self.fac, self.sector = name, short, fac, sector
        self.rating, self.px, self.sponsor = rating, px, sponsor


HELD = [
    Co("Acme Packaging Holdings", "acme", "ACME TLB 2029", "packaging", "B2", 98.75, "Crestline Partners"),
    Co("Corvid Software", "corvid", "CORVID TLB 2030", "software", "B3", 97.5, "Halvard Capital"),
    Co("Brightwater Health Partners", "brightwater", "BRTWTR TLB 2028", "healthcare services", "B3", 94.0, "Stonebridge Equity"),
    Co("Everstone Chemicals", "everstone", "EVRSTN TLB 2028", "chemicals", "B2", 96.25, "Ashgrove Capital"),
    Co("Falcon Aerostructures", "falcon", "FALCON TLB 2031", "aerospace", "B1", 100.25, "Meridian Peak"),
    Co("Harborview Logistics", "harborview", "HRBVW TLB 2029", "transportation", "B2", 99.0, "Tallis Partners"),
    Co("Keystone Auto Parts", "keystone", "KEYAUTO TLB 2027", "auto parts", "Caa1", 90.5, "Brookmoor"),
    Co("Ironclad Security Services", "ironclad", "IRNCLD TLB 2030", "business services", "B2", 99.5, "Vesper Equity"),
    Co("Meridian Dental Partners", "meridian", "MERDNTL TLB 2029", "healthcare services", "B3", 95.75, "Oakhurst"),
    Co("Northgate Insurance Brokers", "northgate", "NGATE TLB 2031", "insurance brokerage", "B2", 100.125, "Calder Row"),
    Co("Solano Foods", "solano", "SOLANO TLB 2028", "food & beverage", "B2", 98.5, "Peregrine Capital"),
    Co("Tidewater Fitness", "tidewater", "TIDEFIT TLB 2029", "leisure", "Caa1", 88.75, "Harlow Street"),
]
WATCH = [
    Co("Juniper Pet Holdings", "juniper", "JUNIPR TLB 2030", "consumer", "B2", 99.25, "Crestline Partners"),
    Co("Lantern Learning Group", "lantern", "LNTRN TLB 2029", "education", "B3", 93.5, "Stonebridge Equity"),
    Co("Quarry Rock Materials", "quarry", "QRYRK TLB 2031", "building materials", "B1", 100.0, "Ashgrove Capital"),
    Co("Vantage Towerco", "vantage", "VNTGTW TLB 2030", "telecom", "B2", 99.625, "Calder Row"),
    Co("Wexford Labs", "wexford", "WXFRD TLB 2029", "pharma services", "B3", 96.0, "Oakhurst"),
]
NOTHELD = [
    Co("Ostara Home Services", "ostara", "OSTARA TLB 2029", "home services", "B3", 92.0, "Tallis Partners"),
    Co("Pinecrest Media", "pinecrest", "PNCRST TLB 2028", "media", "B3", 85.5, "Brookmoor"),
    Co("Redwood Veterinary Group", "redwood", "RDWDVET TLB 2030", "veterinary", "B2", 97.0, "Vesper Equity"),
    Co("Saltmarsh Marine", "saltmarsh", "SLTMRSH TLB 2028", "marine", "B3", 94.25, "Harlow Street"),
    Co("Cobalt Fiber Networks", "cobalt", "COBALT TLB 2031", "telecom", "B2", 99.0, "Meridian Peak"),
    Co("Alder Street Restaurants", "alder", "ALDER TLB 2027", "restaurants", "Caa1", 82.25, "Oakhurst"),
    Co("Bayline Telecom", "bayline", "BAYLN TLB 2029", "telecom", "B3", 91.75, "Calder Row"),
    Co("Cinder Industrial", "cinder", "CINDR TLB 2030", "industrials", "B2", 98.0, "Peregrine Capital"),
]
DEALS = ["Ridgeline CLO 2021-1", "Ridgeline CLO 2023-2", "Ridgeline CLO 2024-1"]
DEAL_SHORT = {"Ridgeline CLO 2021-1": "ridge 21-1", "Ridgeline CLO 2023-2": "ridge 23-2", "Ridgeline CLO 2024-1": "ridge 24-1"}
HELD_TRANCHES = ["OCTAG 2019-3A E", "CRSPK 2022-1A D"]
BWIC_TRANCHES = ["MAGN 2020-27A D", "BNDRY 2021-4A E", "HLCRK 2018-2A SUB", "TRNTY 2022-5A C", "WSTBK 2021-2A E",
                 "GRNHL 2019-1A D", "SNDPT 2023-1A E"]
DEALERS = ["JPM", "GS", "BofA", "Citi", "MS", "Barclays", "Jefferies", "DB", "UBS", "RBC"]
DEALER_CPTY = {"JPM": "JPMCB", "GS": "GSLP", "BofA": "BANA", "Citi": "CITINA", "MS": "MSSF", "Barclays": "BARCUS",
               "Jefferies": "JEFFLF", "DB": "DBNY", "UBS": "UBSST", "RBC": "RBCCM"}
AGENTS = ["ag_ind", "ag_hc"]

EIGHTHS = {0: "", 1: "-1/8", 2: "-1/4", 3: "-3/8", 4: "-1/2", 5: "-5/8", 6: "-3/4", 7: "-7/8"}


def frac(v: float) -> str:
    e = int(round(v * 8))
    w, r = divmod(e, 8)
    return f"{w}{EIGHTHS[r]}"


def dec(v: float) -> str:
    s = f"{v:.3f}"
    if s.endswith("0"):
        s = s[:-1]
    return s


def dec3(v: float) -> str:
    return f"{v:.3f}"


def mm(x: float) -> str:
    return f"{x:g}mm"


def par(x: float) -> str:
    return f"{int(round(x * 1_000_000)):,}"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


class Msg:
    __slots__ = ("t", "who", "content", "embeds", "ref", "kind", "ev", "facts", "phrasing", "thread", "edits",
                 "deleted", "forgotten", "superseded", "pins", "reacts", "ms", "id", "starter", "bulk")

    def __init__(self, t, who, content, embeds, ref, kind, ev, facts, phrasing, thread):
        self.t, self.who, self.content, self.embeds, self.ref = t, who, content, embeds, ref
        self.kind, self.ev, self.facts, self.phrasing, self.thread = kind, ev, facts, phrasing, thread
        self.edits, self.deleted, self.forgotten, self.superseded = [], None, None, []
        self.pins, self.reacts, self.ms, self.id, self.starter, self.bulk = [], [], 0, None, False, None


class Thread:
    def __init__(self, starter: Msg):
        self.starter = starter
        starter.starter = True


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []) or []:
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


class Day:
    def __init__(self, rng: random.Random, ci: int, di: int, day_start_ms: int, collect_idioms: bool):
        self.rng, self.ci, self.di, self.t0 = rng, ci, di, day_start_ms
        self.ch = channel_id(ci)
        self.msgs: list[Msg] = []
        self.bulk_groups: list[tuple[float, list[Msg]]] = []
        self.idioms: list[tuple[Msg, str, str]] = []
        self.collect = collect_idioms
        self.used: set[str] = set()
        self.date = datetime.fromtimestamp(day_start_ms / 1000 + 6 * 3600, tz=timezone.utc)

    # --- helpers
    def add(self, t, who, content="", embeds=None, ref=None, kind="neutral", ev=None, facts=None, phrasing=None,
            thread=None) -> Msg:
        t = min(max(t, 1.0), 86399.0)
        m = Msg(t, who, content, embeds, ref, kind, ev, facts, phrasing, thread)
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, ev, facts, phrasing, **kw) -> Msg:
        m = self.add(t, who, content, kind="hard", ev=ev, facts=facts, phrasing=phrasing, **kw)
        return m

    def idiom(self, m: Msg, name: str, expected: str):
        if self.collect:
            self.idioms.append((m, name, expected))

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def co(self, pool, avoid_used=True) -> Co:
        cands = [c for c in pool if c.short not in self.used] if avoid_used else list(pool)
        if not cands:
            cands = list(pool)
        c = self.pick(cands)
        self.used.add(c.short)
        return c

    def start(self, lo=8.4, hi=16.2) -> float:
        r = self.rng
        # business-hours story starts, denser in morning and mid-afternoon
        while True:
            h = r.uniform(lo, hi)
            w = 1.0 if (9 <= h < 12 or 13.5 <= h < 16) else 0.55
            if r.random() < w:
                return h * 3600 + r.uniform(0, 59)

    def gap(self, a, b) -> float:
        return self.rng.uniform(a, b)

    def px_near(self, c: Co, spread=3) -> float:
        return (round(c.px * 8) + self.rng.randint(-spread, spread)) / 8

    def size(self, choices=(1, 1.5, 2, 2.5, 3, 4, 5)) -> float:
        return self.pick(choices)

    def oid(self) -> str:
        return "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))

    def cp(self) -> str:
        return f"CP-{self.rng.randint(7000000, 7999999)}"

    # --- long-form memo
    def memo(self, agent: str, c: Co, decision: str | None, title_kind="Credit memo") -> str:
        r = self.rng
        rev = r.randint(180, 1400)
        ebitda = int(rev * r.uniform(0.12, 0.24))
        est = ebitda + r.randint(-9, 9)
        lev = round(r.uniform(4.6, 7.4), 1)
        liq = r.randint(60, 320)
        cash = r.randint(15, liq - 30)
        sp = r.choice([325, 350, 375, 400, 425, 450, 475])
        drivers = ["price/cost timing on resin", "lower elective volumes", "a destock at two large distributors",
                   "wage inflation in the field workforce", "delayed payer reimbursements", "FX translation",
                   "a one-off ERP migration", "softer freight volumes", "a lost contract in the mid-market segment"]
        drv = r.choice(drivers)
        dealer = r.choice(DEALERS)
        pxm = self.px_near(c, 2)
        peer = r.choice(NOTHELD + WATCH)
        fund = [
            f"{c.name} reported Q2 revenue of ${rev}mm, {r.choice(['up', 'down'])} {r.randint(1, 9)}% y/y, with adjusted EBITDA of ${ebitda}mm against our ${est}mm estimate.",
            f"Management attributed the variance mainly to {drv}, which they characterised as transitory, although they said the same thing in Q4.",
            f"Net first-lien leverage is {lev}x on a covenant basis ({round(lev + r.uniform(0.3, 1.2), 1)}x total), versus {round(lev - r.uniform(-0.8, 0.9), 1)}x at close.",
            f"Liquidity stands at ${liq}mm: ${cash}mm of cash plus an undrawn revolver with a springing test at 35% utilisation.",
            f"Free cash flow was {r.choice(['modestly positive', 'roughly breakeven', 'negative $' + str(r.randint(3, 25)) + 'mm'])} for the quarter after ${r.randint(4, 40)}mm of capex.",
            f"Cash interest coverage is {round(r.uniform(1.3, 2.6), 1)}x with roughly {r.choice([50, 60, 70, 75, 80])}% of the term loan swapped to fixed through {r.choice([2026, 2027])}.",
            f"The top five customers are {r.randint(18, 46)}% of revenue, and two of those contracts come up for renewal in 1H next year.",
            f"Add-backs are about {r.randint(9, 31)}% of reported EBITDA, mostly run-rate synergies that we only credit at half.",
        ]
        r.shuffle(fund)
        docs = [
            f"The {c.fac} is a covenant-lite first-lien term loan priced at S+{sp} with a 50bp floor.",
            f"Documents carry a J.Crew blocker and a Serta-style open-market purchase restriction, but the unrestricted subsidiary basket is still ${r.randint(25, 150)}mm.",
            "The MFN sunset has passed, so incremental debt could come wide of us without a ratchet.",
            f"Incremental capacity is the greater of ${r.randint(50, 250)}mm and 100% of EBITDA plus unlimited ratio debt at {round(lev - 0.5, 1)}x.",
            f"{c.sponsor} has been supportive historically and put in ${r.randint(30, 180)}mm of equity at the last add-on.",
            "There is six months of 101 soft call left from the spring repricing.",
        ]
        r.shuffle(docs)
        rv = [
            f"At {dec(pxm)} the loan yields about {round(r.uniform(7.6, 11.8), 2)}% to a three-year take-out, roughly {r.randint(15, 120)}bp wide of the single-B index.",
            f"Comparable {c.sector} credits such as {peer.name} trade around {frac(peer.px)}, so at current levels we are paid for leverage but not for documents.",
            f"Dealer axes have been two-way, with {dealer} showing {frac(pxm - 0.25)}/{frac(pxm + 0.25)} in {r.choice([2, 3, 5])}mm size this week.",
            f"The name is held in {r.randint(2, 3)} of our 3 deals and is {round(r.uniform(0.6, 1.9), 2)}% of par in Ridgeline CLO 2023-2.",
            f"At {c.rating} the name contributes {r.choice([2220, 2720, 3490, 4770])} rating-factor points; a one-notch downgrade would add about {r.randint(6, 19)} points to deal WARF.",
            f"CLOs hold roughly {r.randint(55, 80)}% of the tranche, which matters for technicals if the rating drifts toward CCC.",
            f"Our recovery work on a {round(r.uniform(5.5, 8.0), 1)}x distressed multiple gives {r.randint(45, 78)}% first-lien recovery.",
        ]
        r.shuffle(rv)
        rv = rv[:6]
        if decision:
            rv.insert(r.randint(2, 3), decision)
        risks = [
            f"- A downgrade to Caa1 pushes the position into the CCC bucket and haircuts the OC numerator.",
            f"- {drv[0].upper() + drv[1:]} persists into 2H.",
            "- Priming via the unsub basket or a drop-down transaction.",
            f"- Refinancing wall: revolver matures a year ahead of the {c.fac}.",
            "- Sponsor fatigue if the equity cheque is already written down.",
        ]
        r.shuffle(risks)
        steps = [
            f"- Lender call {r.choice(['Thursday', 'Friday', 'Tuesday', 'Monday'])} {r.choice(['10:00', '11:30', '14:00', '15:30'])} ET (Intralinks/SyndTrak).",
            "- Refresh the model after the 10-Q; re-run the WARF/CCC pro formas.",
            f"- Ask {dealer} for the latest holder list and any reverse-inquiry colour.",
        ]
        calls = [
            f"- Q: pricing vs. input costs? A: CFO expects {r.randint(40, 90)}% of the gap recovered by year-end; contracts reprice {r.choice(['quarterly', 'semi-annually'])}.",
            f"- Q: revolver draw? A: ${r.randint(0, 60)}mm drawn at quarter-end, 'seasonal', expected to be repaid in Q4.",
            f"- Q: M&A appetite? A: pipeline of {r.randint(2, 9)} tuck-ins, but no debt-funded deals until leverage is below {round(lev - 1, 1)}x.",
            f"- Q: headcount? A: {r.randint(2, 8)}% reduction announced, ${r.randint(5, 30)}mm annualised savings, half already in the run-rate.",
            f"- Q: refinancing? A: 'opportunistic' — management would look at an extension once the print clears {r.choice(['Q3', 'Q4'])}.",
            f"- Tone was {r.choice(['defensive', 'confident but light on detail', 'constructive', 'evasive on working capital'])}; {r.randint(2, 5)} lenders asked about liability-management transactions.",
        ]
        r.shuffle(calls)
        ev = ebitda
        model = [
            "| ($mm) | FY23 | FY24 | LTM |",
            "|---|---:|---:|---:|",
            f"| Revenue | {int(rev * 0.92 * 4):,} | {int(rev * 0.97 * 4):,} | {int(rev * 4):,} |",
            f"| Adj. EBITDA | {int(ev * 0.95 * 4)} | {int(ev * 1.02 * 4)} | {int(ev * 4)} |",
            f"| 1L net leverage | {round(lev - 0.6, 1)}x | {round(lev - 0.3, 1)}x | {lev}x |",
            f"| FCF | {r.randint(-20, 60)} | {r.randint(-20, 60)} | {r.randint(-30, 50)} |",
            f"| Liquidity | {liq + r.randint(10, 60)} | {liq + r.randint(-10, 30)} | {liq} |",
        ]
        impact = ["| Deal | Par held | % of deal | WARF if -1 notch | CCC bucket if Caa1 |", "|---|---:|---:|---:|---:|"]
        for dl in DEALS:
            ph = r.choice([2, 3, 4, 5, 6])
            impact.append(f"| {dl} | {ph}.0mm | {round(ph / r.randint(380, 520) * 100, 2)}% | +{r.randint(5, 18)} | {round(r.uniform(5.0, 7.9), 2)}% |")
        liqp = (f"Covenant headroom on the springing revolver test is {r.randint(18, 45)}% on our numbers, and the company has not "
                f"drawn above the {r.choice([30, 35, 40])}% trigger since close. Minimum liquidity through the seasonal trough in our base "
                f"case is ${max(20, liq - r.randint(20, 60))}mm; in the downside (EBITDA -15%, working capital as in the last down-cycle) "
                f"it falls to ${max(10, liq - r.randint(60, 110))}mm by {r.choice(['Q2', 'Q3'])} next year, which is tight but does not require "
                f"the sponsor. Capex flexibility is about ${r.randint(10, 40)}mm if management needs it.")
        spons = (f"{c.sponsor} has owned the business since {r.choice([2018, 2019, 2021, 2022])} and the fund is in year "
                 f"{r.randint(5, 9)} of its life, which matters for how much patience it has. The CFO joined {r.randint(6, 30)} months "
                 f"ago from a larger peer; the CEO is founder-adjacent and has been consistent on deleveraging messaging. Board "
                 f"composition gives the sponsor full control of any liability-management decision.")
        dt = self.date.strftime("%Y-%m-%d")
        who = AUTHORS[agent][1]
        parts = [
            f"## {title_kind} — {c.name} ({c.fac})",
            f"**Author:** {who} · **Date:** {dt} · **Rating:** {c.rating} · **Sector:** {c.sector}",
            "",
            "### Summary",
            " ".join(fund[:2]) + f" Overall the quarter does not change the shape of the credit so much as the timeline.",
            "",
            "### Fundamentals",
            " ".join(fund[2:]),
            "",
            "### Liquidity & covenants",
            liqp,
            "",
            "### Sponsor & management",
            spons,
            "",
            "### Capital structure & documents",
            " ".join(docs[:5]),
            "",
            "### Earnings call takeaways",
            "\n".join(calls[:5]),
            "",
            "### Model snapshot",
            "\n".join(model),
            "",
            "### Relative value and positioning",
            " ".join(rv),
            "",
            "### Portfolio impact (all Ridgeline deals)",
            "\n".join(impact),
            "",
            "### Key risks",
            "\n".join(risks[:4]),
            "",
            "### Next steps",
            "\n".join(steps),
        ]
        return "\n".join(parts)


# ----------------------------------------------------------------------------------------------------------------
# Stories (hard events and their surroundings)
# ----------------------------------------------------------------------------------------------------------------

APPROVE = [("ok do it", ["ok", "do it"]), ("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]),
           ("approved — work it", ["approved", "work it"]), ("fine, go ahead", ["fine", "go ahead"]),
           ("yes. do it", ["yes", "do it"])]
REJECT = [("no. pass", ["no", "pass"]), ("no — wait for the print", ["no", "wait for the print"]),
          ("not at that level. pass", ["not at that level", "pass"]),
          ("pass on this one, we have enough {sector} already", ["pass on this one", "{sector}"])]


def oms_embed(title, side, fac, par_s, px_s, oid, acct, extra=None, desc=None):
    fields = [{"name": "Side", "value": side, "inline": True},
              {"name": "Facility", "value": fac, "inline": True},
              {"name": "Par", "value": par_s, "inline": True},
              {"name": "Price", "value": px_s, "inline": True},
              {"name": "Account", "value": acct, "inline": True}]
    if extra:
        fields += extra
    e = {"title": title, "author": "Allvue OMS", "fields": fields, "footer": f"ord {oid} · TIF DAY · trader dwhitcomb"}
    if desc:
        e["description"] = desc
    return e


def st_agent_trade(d: Day, approve: bool, buy: bool):
    r = d.rng
    agent = d.pick(AGENTS)
    c = d.co(HELD if not buy else HELD + WATCH)
    t = d.start(8.6, 14.5)
    sz = d.size()
    px = d.px_near(c)
    deal = d.pick(DEALS)
    if buy:
        tmpl = d.pick([
            ("Given that, we recommend buying {sz} of the {fac} at {px} or better for {deal}, which keeps the issuer inside the 2.0% single-obligor cap.", "buying"),
            ("Our recommendation is to add {sz} {fac} at {px} in {deal}, funded from principal cash rather than from a sale.", "add"),
            ("On balance we propose we buy {sz} of {fac} up to {px}; above that level the yield pickup over the B2 cohort disappears.", "buy"),
        ])
    else:
        tmpl = d.pick([
            ("On balance we propose selling {sz} {fac} at {px} or better out of {deal} and redeploying into higher-rated paper.", "selling"),
            ("We recommend we trim {sz} of the {fac} at {px} while the bid is still there, reducing the name to a half position.", "trim"),
            ("The recommendation is to sell {sz} {fac} at {px} or better; the remaining position stays in {deal}.", "sell"),
        ])
    sent = tmpl[0].format(sz=mm(sz), fac=c.fac, px=frac(px), deal=deal)
    body = d.memo(agent, c, sent)
    m1 = d.hard(t, agent, body, "trade_proposal", [c.fac, tmpl[1], mm(sz), frac(px)], "buried")
    d.idiom(m1, "decision buried mid-paragraph of long agent credit memo", "trade_proposal")
    t += d.gap(300, 1500)
    if not approve:
        txt, facts = d.pick(REJECT)
        txt = txt.format(sector=c.sector)
        facts = [f.format(sector=c.sector) for f in facts]
        m2 = d.hard(t, "pm", txt, "trade_approval", facts, "reply", ref=m1)
        d.idiom(m2, "terse lowercase rejection reply to agent memo", "trade_approval")
        if r.random() < 0.6:
            d.add(t + d.gap(20, 90), agent, "Acknowledged. Proposal withdrawn; I'll keep the name on the monitor list and revisit after the lender call.", ref=m2)
        return
    txt, facts = d.pick(APPROVE)
    m2 = d.hard(t, "pm", txt, "trade_approval", facts, "reply", ref=m1)
    d.idiom(m2, "bare 'ok do it'-style approval reply", "trade_approval")
    t += d.gap(40, 200)
    d.add(t, "trader", d.pick(["on it", "working", "k, calling around", "going out to 3 dealers"]), ref=m2)
    oid = d.oid()
    side = "BUY" if buy else "SELL"
    t += d.gap(60, 400)
    e = oms_embed("Order WORKING", side, c.fac, par(sz), frac(px) + " limit", oid, deal)
    m3 = d.hard(t, "oms", "", "trade_confirmation", [side, c.fac, par(sz), oid], "embed", embeds=[e])
    t += d.gap(600, 3600)
    dealer = d.pick(DEALERS)
    fpx = px - (0.125 if buy and r.random() < 0.4 else 0)
    e2 = oms_embed("Execution report — FILLED", side, c.fac, par(sz), dec(fpx), oid, deal,
                   extra=[{"name": "Counterparty", "value": dealer, "inline": True}])
    m4 = d.hard(t, "oms", "", "trade_fill", [side, c.fac, par(sz), dec(fpx)], "embed", embeds=[e2])
    d.idiom(m4, "embed-only OMS execution report", "trade_fill")
    if r.random() < 0.7:
        d.msgs[-1].reacts.append(("✅", "trader", t + 30))
    t += d.gap(900, 5400)
    cp = d.cp()
    line = (f"clearpar evt=TRADE_AFFIRMED tid={cp} fac=\"{c.fac}\" side={side} par={int(sz * 1e6)} px={dec3(fpx)} "
            f"cpty={DEALER_CPTY[dealer]} form=LSTA_PAR tgt_settle=T+7 buyer_acct={deal.replace(' ', '_')}")
    m5 = d.hard(t, "clearpar", line, "trade_confirmation", [cp, "TRADE_AFFIRMED", f"side={side}", f"par={int(sz * 1e6)}"], "structured")
    d.idiom(m5, "ClearPar key=value affirmation line", "trade_confirmation")


def st_pm_shorthand(d: Day):
    r = d.rng
    c = d.co(HELD + WATCH)
    t = d.start()
    sz = d.size((1, 2, 3, 5))
    px = d.px_near(c)
    verb = d.pick(["b", "b", "s"]) if c in HELD else "b"
    txt = f"{verb} {mm(sz)} {c.short} tlb {frac(px)}"
    if r.random() < 0.5:
        txt += d.pick([" day order", ", ridge 23-2", " pls", ", no higher" if verb == "b" else ", no lower"])
    m1 = d.hard(t, "pm", txt, "trade_proposal", [f"{verb} {mm(sz)}", f"{c.short} tlb", frac(px)], "shorthand")
    d.idiom(m1, "lowercase shorthand with size in mm and price in points/fractions", "trade_proposal")
    t += d.gap(30, 180)
    d.add(t, "trader", d.pick(["on it", "👍", "k", "working", "sure"]), ref=m1)
    oid = d.oid()
    side = "BUY" if verb == "b" else "SELL"
    t += d.gap(60, 300)
    e = oms_embed("Order ACCEPTED", side, c.fac, par(sz), frac(px) + " limit", oid, "Ridgeline CLO 2023-2")
    d.hard(t, "oms", "", "trade_confirmation", [side, c.fac, oid, par(sz)], "embed", embeds=[e])
    t += d.gap(600, 4000)
    got = sz / 2 if r.random() < 0.5 else sz
    dealer = d.pick(DEALERS)
    wrong = px + d.pick([0.25, -0.25, 0.125])
    txt = f"[FILL] {side.lower()} {mm(got)} {c.fac} @ {dec(wrong)} vs {dealer}" + (f" ({mm(sz - got)} still working)" if got < sz else "") + f" · ord {oid}"
    m3 = d.hard(t, "ag_exec", txt, "trade_fill", [f"[FILL] {side.lower()}", mm(got), c.fac, dec(px)], "tagged")
    if r.random() < 0.55 or d.collect:
        # booked at wrong price, corrected by edit
        m3.content = txt
        fixed = txt.replace(f"@ {dec(wrong)}", f"@ {dec(px)}") + " (px corrected, was fat-fingered in booking)"
        m3.edits.append((t + d.gap(120, 900), fixed))
        m3.superseded.append(f"@ {dec(wrong)}")
        d.idiom(m3, "tagged [FILL] line whose price is corrected by edit", "trade_fill")
    else:
        m3.content = txt.replace(f"@ {dec(wrong)}", f"@ {dec(px)}")


def st_fatfinger(d: Day):
    c = d.co(HELD)
    t = d.start()
    px = d.px_near(c, 2)
    bad = f"b 20mm {c.short} tlb {frac(px)}"
    m1 = d.hard(t, "pm", bad, "trade_proposal", ["b 20mm", f"{c.short} tlb", frac(px)], "shorthand")
    m1.deleted = t + d.gap(15, 60)
    good = f"b 2mm {c.short} tlb {frac(px)} — 2 not 20, sorry"
    m2 = d.hard(m1.deleted + 10, "pm", good, "trade_proposal", ["b 2mm", f"{c.short} tlb", frac(px)], "shorthand")
    d.idiom(m2, "re-post of a deleted fat-finger proposal with size correction", "trade_proposal")
    d.add(m2.t + d.gap(20, 80), "trader", d.pick(["lol k", "got it, 2", "ha. 2mm working"]), ref=m2)


def st_sell_limit_edit(d: Day):
    c = d.co(HELD)
    t = d.start(9, 12)
    sz = d.size((2, 3, 4))
    p0 = (round(c.px * 8) + 2) / 8
    p1, p2 = p0 + 0.25, p0 + 0.5
    base = "resting offer: s {sz} {s} tlb @ {p} gtc, ridge 21-1. take profit level, don't chase"
    m = d.hard(t, "pm", base.format(sz=mm(sz), s=c.short, p=frac(p0)), "stop_or_target_change",
               [f"s {mm(sz)}", f"{c.short} tlb", frac(p2)], "shorthand")
    m.edits.append((t + d.gap(3600, 7200), base.format(sz=mm(sz), s=c.short, p=frac(p1))))
    m.edits.append((m.edits[-1][0] + d.gap(3600, 9000), base.format(sz=mm(sz), s=c.short, p=frac(p2))))
    m.superseded += [f"@ {frac(p0)} gtc", f"@ {frac(p1)} gtc"]
    d.idiom(m, "take-profit sell limit raised twice by editing the same message", "stop_or_target_change")
    if d.rng.random() < 0.7:
        m.reacts.append(("👀", "trader", t + 200))


def st_pretrade_block(d: Day):
    c = d.co(HELD + WATCH)
    t = d.start()
    sz = d.pick([3, 4, 5])
    px = d.px_near(c)
    deal = d.pick(DEALS)
    m1 = d.hard(t, "pm", f"b {mm(sz)} {c.short} {frac(px)} in {DEAL_SHORT[deal]}", "trade_proposal",
                [f"b {mm(sz)}", c.short, frac(px)], "shorthand")
    oid = d.oid()
    t += d.gap(120, 500)
    warf = d.rng.randint(3004, 3061)
    e = {"title": "Pre-trade compliance: BLOCKED", "author": "clo-compliance",
         "description": f"BUY {par(sz)} {c.fac} @ {frac(px)} for {deal} fails a hard test.",
         "fields": [{"name": "Test", "value": "Max Moody's WARF", "inline": True},
                    {"name": "Current", "value": f"{warf - d.rng.randint(9, 25):,}", "inline": True},
                    {"name": "Pro forma", "value": f"{warf:,}", "inline": True},
                    {"name": "Limit", "value": "3,000", "inline": True}],
         "footer": f"rule WARF-MAX · ord {oid} · engine v4.12"}
    m2 = d.hard(t, "compl", "", "risk_limit", ["BLOCKED", f"{warf:,}", "3,000", oid], "embed", embeds=[e])
    d.idiom(m2, "embed-only pre-trade compliance block on a CLO WARF test", "risk_limit")
    t += d.gap(60, 400)
    small = 1 if sz < 4 else 1.5
    m3 = d.hard(t, "pm", f"fine. cut to {mm(small)} and resend", "trade_proposal", [f"cut to {mm(small)}", "resend"],
                "reply", ref=m2)
    t += d.gap(60, 300)
    line = (f"risk-engine: ord {oid} resized par {par(sz)} -> {par(small)} "
            f"(pro forma WARF 2,9{d.rng.randint(80, 99)} < 3,000 limit, {deal}) status=RELEASED")
    d.hard(t, "risk", line, "risk_limit", [oid, "resized", par(small), "3,000"], "structured")
    t += d.gap(30, 200)
    e2 = oms_embed("Order WORKING", "BUY", c.fac, par(small), frac(px) + " limit", oid, deal)
    d.hard(t, "oms", "", "trade_confirmation", ["BUY", c.fac, par(small), oid], "embed", embeds=[e2])


def st_downgrade_held(d: Day):
    c = d.co(HELD)
    t = d.start(8, 15)
    agency = d.pick(["Moody's", "S&P"])
    newr = {"Moody's": d.pick(["Caa1", "B3", "Caa2"]), "S&P": d.pick(["CCC+", "B-", "CCC"])}[agency]
    act = d.pick(["downgrades", "downgrades", "places on review for downgrade"])
    if act.startswith("places"):
        title = f"{agency} places {c.name} on review for downgrade"
        facts = [c.name, "review for downgrade"]
    else:
        title = f"{agency} {act} {c.name} to {newr}; outlook negative"
        facts = [c.name, act, newr]
    ag_full = "Moody's Ratings" if agency == "Moody's" else "S&P Global Ratings"
    desc = (f"{ag_full} took rating action on {c.name}, Inc., citing weaker-than-expected "
            f"operating performance, elevated leverage near {round(d.rng.uniform(7.0, 9.5), 1)}x and tightening liquidity ahead of "
            f"the revolver maturity. The senior secured first-lien credit facilities were also affected. "
            f"The outlook reflects the risk of a distressed exchange over the next 12-18 months.")
    e = {"title": title, "description": desc, "author": "Ratings wire",
         "footer": f"{agency} · {d.pick(['RatingsDirect', 'MIS press release'])}"}
    m1 = d.hard(t, "ratings", "", "held_position_news", facts, "embed", embeds=[e])
    d.idiom(m1, "rating-agency embed naming the company, not the facility held", "held_position_news")
    t += d.gap(120, 700)
    agent = d.pick(AGENTS)
    rtxt = d.pick([
        f"<@{AUTHORS[agent][0]}> take {c.short}, want a view by 3. ccc bucket impact for all 3 deals",
        f"routing {c.short} to {AUTHORS[agent][1]} — full memo + ccc pro forma pls",
        f"{AUTHORS[agent][1]} pls own the {c.short} downgrade. dana hold any bids till we have the memo",
    ])
    m2 = d.hard(t, "pm", rtxt, "route_decision", [c.short, AUTHORS[agent][1]] if AUTHORS[agent][1] in rtxt else [c.short, f"<@{AUTHORS[agent][0]}>"], "reply", ref=m1)
    d.idiom(m2, "PM routes a held-name downgrade to a named credit agent", "route_decision")
    d.add(t + d.gap(10, 40), agent, f"Acknowledged — picking up {c.name}. ETA ~90 min.", ref=m2)
    t += d.gap(3600, 7200)
    old, new = d.pick([("Outperform", "Market Perform"), ("Market Perform", "Underperform"), ("Outperform", "Underperform")])
    sent = (f"Taking all of this together, we are moving our internal view on {c.name} from {old} to {new}; "
            f"the deleveraging thesis we underwrote at purchase no longer holds, although at current prices we would hold rather than crystallise the loss.")
    body = d.memo(agent, c, sent, title_kind="Downgrade review")
    d.hard(t, agent, body, "thesis_update", [c.name, old, new], "buried", ref=m2)


def st_notheld_rating(d: Day):
    c = d.co(NOTHELD)
    t = d.start(7.5, 17)
    agency = d.pick(["Moody's", "S&P", "Fitch"])
    act = d.pick(["downgrades", "upgrades", "affirms"])
    r2 = d.pick(["B3", "Caa1", "B2", "CCC+", "B-"])
    e = {"title": f"{agency} {act} {c.name} {'to ' if act != 'affirms' else 'at '}{r2}",
         "description": f"{agency} rating action on {c.name}; first-lien term loan rating moved in line. Outlook {d.pick(['stable', 'negative', 'developing'])}.",
         "author": "Ratings wire", "footer": f"{agency}"}
    m1 = d.add(t, "ratings", "", embeds=[e], kind="near")
    d.idiom(m1, "rating headline on a name the desk does not hold", "not_hard")
    t += d.gap(20, 120)
    item = d.rng.randint(40000, 49999)
    line = d.pick([
        f"ratings-triage: item #{item} ({agency} {act} {c.name}) -> NOT ROUTED (not held, not on watchlist)",
        json.dumps({"item": item, "src": agency, "issuer": c.name, "held": False, "watch": False, "route": None, "decision": "no_action"}),
    ])
    if line.startswith("{"):
        facts = [f"\"item\": {item}", c.name, "\"decision\": \"no_action\""]
    else:
        facts = [f"#{item}", c.name, "NOT ROUTED"]
    m2 = d.hard(t, "triage", line, "no_route_decision", facts, "structured", ref=m1)
    d.idiom(m2, "triage bot explicit no-route for unheld issuer", "no_route_decision")


def st_watch_news(d: Day):
    c = d.co(WATCH)
    t = d.start(8, 13)
    size = d.pick([450, 600, 650, 800, 1100])
    lo = d.pick([350, 375, 400])
    title = f"{c.name} launches ${size}mm TLB refinancing; talk S+{lo}-{lo + 25}, OID 99.5"
    e = {"title": title,
         "description": f"Lead-left {d.pick(DEALERS)} launched a ${size}mm seven-year term loan for {c.name} to refinance the existing {c.fac}. "
                        f"Commitments due {d.pick(['Thursday', 'Friday', 'Tuesday'])} at 5pm ET. Ratings {c.rating}/{d.pick(['B', 'B-'])}.",
         "author": "PitchBook LCD", "footer": "primary · LCD News"}
    m1 = d.hard(t, "ratings", "", "watchlist_news", [c.name, f"${size}mm", f"S+{lo}-{lo + 25}"], "embed", embeds=[e])
    d.idiom(m1, "primary-market launch embed on a watchlist name", "watchlist_news")
    t += d.gap(600, 2400)
    tk = d.pick([5, 7.5, 10])
    m2 = d.hard(t, "pm", f"put us in for {mm(tk)} {c.short} new tlb at 99.5, split across 23-2 and 24-1. we're a buyer at the tight end of talk",
                "trade_proposal", [f"{mm(tk)}", f"{c.short} new tlb", "99.5"], "untagged", ref=m1)
    t += d.gap(3600, 9000)
    alloc = tk * d.pick([0.35, 0.5, 0.6])
    txt = f"allocations in on {c.short}: we got {mm(alloc)} of {mm(tk)} at 99.5, S+{lo} (tight end). booking now"
    d.hard(t, "trader", txt, "trade_fill", [c.short, f"{mm(alloc)} of {mm(tk)}", "99.5"], "untagged")


def st_clo_tests(d: Day):
    t = d.start(9, 15)
    deal = d.pick(DEALS)
    ccc = round(d.rng.uniform(7.52, 7.95), 2)
    line = (f"[CLO-TEST] {deal} · CCC/Caa bucket {ccc}% vs 7.50% max · FAIL · excess {round(ccc - 7.5, 2)}% "
            f"carried at lower of MV/recovery in OC numerator")
    m1 = d.hard(t, "compl", line, "risk_limit", [deal, f"{ccc}%", "7.50%", "FAIL"], "tagged")
    d.idiom(m1, "compliance bot CCC bucket breach as a risk limit", "risk_limit")
    t += d.gap(300, 1200)
    m2 = d.hard(t, "pm", f"no new ccc adds in {DEAL_SHORT[deal]} until we're back under 7. that includes anything on review. dana fyi",
                "risk_limit", ["no new ccc adds", DEAL_SHORT[deal], "under 7"], "reply", ref=m1)
    d.idiom(m2, "PM imposes an internal limit in lowercase prose", "risk_limit")
    m2.pins.append(("pm", t + 40))
    m2.reacts.append(("📌", "pm", t + 41))
    if d.rng.random() < 0.8:
        t += d.gap(1800, 5400)
        deal2 = d.pick([x for x in DEALS if x != deal])
        oc = round(d.rng.uniform(104.7, 105.2), 2)
        trig = round(oc - d.rng.uniform(0.3, 0.48), 2)
        line2 = (f"[CLO-TEST] {deal2} · Class E OC {oc}% vs trigger {trig}% · cushion {round(oc - trig, 2)}% "
                 f"below 0.50% internal alert · ALERT")
        d.hard(t, "compl", line2, "risk_limit", [deal2, "Class E OC", f"{oc}%", "ALERT"], "tagged")


def st_lcdx(d: Day):
    t = d.start(10, 15.5)
    notional = d.pick([10, 15, 25])
    px = d.pick([97.125, 97.25, 97.375, 97.5, 96.875])
    m1 = d.hard(t, "pm", f"buy {notional}mm lcdx 43 5y protection @ {frac(px)}, hedging the ccc tail into month end. @R. Osei need your ok, over my hedge limit",
                "trade_proposal", [f"buy {notional}mm", "lcdx 43 5y", frac(px)], "untagged")
    t += d.gap(300, 1500)
    txt, facts = d.pick([("approved. keep it under 30mm total", ["approved", "under 30mm total"]),
                         ("ok, approved", ["ok", "approved"]),
                         ("approved for today only", ["approved", "today only"])])
    m2 = d.hard(t, "cio", txt, "trade_approval", facts, "reply", ref=m1)
    d.idiom(m2, "head of credit approves a hedge over the PM's limit", "trade_approval")
    t += d.gap(600, 2400)
    dealer = d.pick(DEALERS)
    e = {"title": "Execution report — FILLED", "author": "Allvue OMS",
         "fields": [{"name": "Side", "value": "BUY PROTECTION", "inline": True},
                    {"name": "Instrument", "value": "LCDX.NA.43 5Y", "inline": True},
                    {"name": "Notional", "value": f"{notional},000,000", "inline": True},
                    {"name": "Price", "value": dec(px), "inline": True},
                    {"name": "Counterparty", "value": dealer, "inline": True}],
         "footer": f"ord {d.oid()} · cleared ICE · acct RIDGELINE-HEDGE"}
    d.hard(t, "oms", "", "trade_fill", ["BUY PROTECTION", "LCDX.NA.43 5Y", f"{notional},000,000", dec(px)], "embed", embeds=[e])


def st_hy_sell(d: Day):
    t = d.start()
    bond, short, px = d.pick([("ACME 7.5% 2030", "acme 7.5s", 101.25), ("KEYAUTO 9.25% 2028", "keyauto 9.25s", 94.5),
                              ("CORVID 8% 2031", "corvid 8s", 99.75)])
    px += d.pick([-0.25, 0, 0.25])
    sz = d.pick([2, 3, 4])
    m1 = d.hard(t, "pm", f"s {sz}mm {short} @ {frac(px)} or better. bonds only, leave the loan", "trade_proposal",
                [f"s {sz}mm", short, frac(px)], "shorthand")
    t += d.gap(40, 300)
    m2 = d.hard(t, "ag_exec", f"Accepted: SELL {sz},000,000 {bond} limit {dec(px)}. Working with {d.pick(['3', '4'])} dealers via TradeWeb + voice.",
                "trade_confirmation", ["Accepted", "SELL", bond, dec(px)], "untagged", ref=m1)
    t += d.gap(600, 3600)
    dealer = d.pick(DEALERS)
    fpx = px + d.pick([0, 0.125])
    m3 = d.hard(t, "ag_exec", f"[EXEC] SOLD {sz},000,000 {bond} @ {dec(fpx)} to {dealer}. Done, ticket booked to HY sleeve.",
                "trade_fill", ["[EXEC] SOLD", f"{sz},000,000", bond, dec(fpx)], "tagged", ref=m2)
    d.idiom(m3, "exec agent [EXEC] tag with full notional", "trade_fill")


def st_bwic(d: Day):
    t = d.start(9, 12.5)
    bw = d.rng.sample(BWIC_TRANCHES, 4)
    lines = [f"  {x}  {d.pick([2, 3, 4, 5, 7])}mm orig" for x in bw]
    due = d.pick(["1:00pm", "2:00pm", "11:00am"])
    bwic = (f"[bridge · Symphony · {d.pick(['Citi', 'JPM', 'BofA'])} CLO desk] BWIC due {due} ET, client list:\n" +
            "\n".join(lines) + f"\ntalk: E's low-to-mid 80s, D's 95-97, equity 'see colour'. not our list, fyi")
    m0 = d.add(t, "bridge", bwic, kind="near")
    d.idiom(m0, "relayed BWIC list from a dealer (other firm's market)", "not_hard")
    target = bw[0]
    bid = d.pick([86.5, 87.25, 88.5, 95.75, 96.25])
    sz = d.pick([2, 3, 4])
    t += d.gap(900, 2400)
    sent = (f"Net, we would bid {bid:g} ({frac(bid)}) on {sz}mm {target} for the CLO sleeve; below that the "
            f"equity cushion under our base-case CDR of 3% leaves too little room for error.")
    body = (f"## CLO tranche review — {target}\n**Author:** clo-analyst-agent · BWIC due {due} ET\n\n"
            f"### Collateral\nThe deal is {d.rng.randint(2, 4)} years into a {d.pick([4, 5])}-year reinvestment period with WARF "
            f"{d.rng.randint(2850, 3150):,}, CCC {round(d.rng.uniform(4.5, 8.9), 1)}% and a par build of {round(d.rng.uniform(-1.5, 1.2), 2)}% "
            f"since close. Junior OC cushion is {round(d.rng.uniform(1.2, 4.1), 2)}% and the manager has been trading defensively, selling "
            f"sub-90 loans into the recent rally. Overlap with our own portfolios is {d.rng.randint(28, 61)}% by par.\n\n"
            f"### Cash flows\nUnder 2/30/70 (CDR/recovery/CPR-ish) the tranche returns par with a DM near "
            f"{d.rng.randint(550, 900)}; at 4 CDR the OC diversion starts in year three and the tranche takes a modest writedown only "
            f"in the 6 CDR downside. " + sent + " Recent prints in similar vintage tranches have been between "
            f"{frac(bid - 1)} and {frac(bid + 0.75)}, so this is not a stretch.\n\n"
            f"### Risks\n- Manager style drift toward CCC\n- Extension risk if the reset window closes\n- Liquidity: BWIC prints are lumpy")
    m1 = d.hard(t, "ag_clo", body, "trade_proposal", [f"bid {bid:g}", f"{sz}mm", target], "buried")
    t += d.gap(300, 1200)
    txt, facts = d.pick(APPROVE)
    d.hard(t, "pm", txt, "trade_approval", facts, "reply", ref=m1)
    t += d.gap(300, 900)
    d.hard(t, "ag_exec", f"bid submitted: {target} {sz}mm @ {frac(bid)} to BWIC ({due} ET). will post result.",
           "trade_confirmation", ["bid submitted", target, f"{sz}mm", frac(bid)], "untagged")
    t += d.gap(1800, 3600)
    if d.rng.random() < 0.6:
        txt = f"BWIC result: WON {target} {sz}mm @ {frac(bid)} (cover {frac(bid - 0.125)}). trade ticket to ops."
        d.hard(t, "ag_exec", txt, "trade_fill", ["WON", target, f"{sz}mm", frac(bid)], "untagged")
    else:
        txt = f"BWIC result: {target} traded {frac(bid + 0.5)}, we covered at {frac(bid)}. not filled, nothing to book."
        d.add(t, "ag_exec", txt, kind="near")


def st_thread(d: Day):
    c = next(x for x in HELD if x.short == "everstone") if "everstone" not in d.used else d.co(HELD)
    d.used.add(c.short)
    t = d.start(9.5, 13)
    starter = d.add(t, "pm", f"thread: {c.short} A&E — consent due fri. all discussion here pls")
    th = Thread(starter)
    t += d.gap(60, 300)
    d.add(t, "analyst", f"amendment pushes {c.fac} maturity 2 yrs, +75bp margin, 25bp consent fee. sponsor puts in 40mm", thread=th)
    t += d.gap(60, 400)
    d.add(t, "ag_ind", f"Summary of the {c.name} amend-and-extend: the 2028 tranche extends to 2030 with a 75bp margin step-up and a 25bp "
                        f"consent fee for early signers. Non-consenting lenders stay in a stub that would be structurally disadvantaged "
                        f"once the new money is layered in. Pro forma leverage falls about 0.3x from the sponsor equity. Documents "
                        f"tighten the unsub basket to $25mm, which addresses our main concern from the spring.", thread=th)
    t += d.gap(120, 600)
    d.add(t, "trader", "street is mostly consenting from what i hear, stub would trade like a distressed orphan", thread=th)
    t += d.gap(200, 900)
    m1 = d.hard(t, "pm", f"we consent on all of it. view on {c.short} goes back to neutral from negative — the extension fixes the wall, which was the whole bear case",
                "thesis_update", [c.short, "neutral from negative"], "untagged", thread=th)
    d.idiom(m1, "view change stated inside a thread", "thesis_update")
    t += d.gap(100, 600)
    lvl = frac(d.px_near(c, 1) - 6)
    m2 = d.hard(t, "pm", f"but hard stop: if {c.short} trades through {lvl} post-deal we're out of the whole position, no debate", "stop_or_target_change",
                [c.short, "hard stop", lvl], "untagged", thread=th)
    d.idiom(m2, "stop-loss on a loan stated as a price-through rule", "stop_or_target_change")
    t += d.gap(30, 200)
    d.add(t, "ops", f"consent forms for {c.short} will go through Lendamend for all 3 deals, I'll confirm once submitted", thread=th)
    t += d.gap(30, 200)
    d.add(t, "trader", "👍", thread=th, kind="noise")
    # near-miss inside the thread
    d.add(t + d.gap(200, 800), "analyst", f"for the record, in 2020 we held {c.short} through the covid A&E and sold at 84 on the stub. not repeating that",
          thread=th, kind="near")


def st_forget(d: Day):
    c = d.co(HELD)
    t = d.start(10, 15)
    m = d.hard(t, "analyst", f"heard from someone on the private side that {c.short} q3 ebitda comes in ~41mm, way below. s 2mm {c.short} tlb before the print?",
               "trade_proposal", [f"s 2mm {c.short} tlb"], "untagged")
    m.facts = [f"s 2mm {c.short} tlb", "before the print"]
    m.forgotten = (t + d.gap(300, 900), "compl_h")
    d.add(m.forgotten[0] + 30, "compl_h", "Removed a message above. Reminder: this is a public-side channel — no private-side information here, ever. "
                                         "Nothing is to be traded on it. I've logged it with the CCO.")
    d.add(m.forgotten[0] + d.gap(60, 200), "pm", "understood. name is restricted for today, nobody touches it")


def st_targets(d: Day):
    c = d.co(HELD)
    t = d.start()
    tp = frac((round(c.px * 8) + d.pick([4, 6, 8])) / 8)
    m = d.hard(t, "pm", f"{c.short} tlb: tp {tp} on half, rest we run", "stop_or_target_change", [f"{c.short} tlb", f"tp {tp}", "half"], "shorthand")
    d.idiom(m, "tp shorthand on a loan position", "stop_or_target_change")
    c2 = d.co([x for x in HELD if x.rating.startswith("Caa")] or HELD)
    t += d.gap(2000, 9000)
    s0 = frac(round(c2.px) - 2)
    s1 = frac(round(c2.px) - 2.5)
    txt0 = f"pulling the {s0} stop on {c2.short}, new-money piece is in and i'd rather own it through the noise"
    m2 = d.hard(t, "pm", txt0, "stop_or_target_change", ["pulling", f"{s0} stop", c2.short], "untagged")
    if d.rng.random() < 0.5:
        # changes mind: keeps a lower stop instead (edit)
        new = f"moving the {c2.short} stop down to {s1} (was higher), new-money piece is in and i'd rather own it through the noise"
        m2.edits.append((t + d.gap(300, 1500), new))
        m2.facts = ["moving", f"{c2.short} stop", s1]
        m2.superseded.append(f"{s0} stop")


def st_expire(d: Day):
    c = d.co(HELD + WATCH)
    t = d.pick([17.02, 17.05, 17.08]) * 3600 + d.gap(0, 60)
    oid = d.oid()
    px = d.px_near(c)
    e = oms_embed("Order CANCELLED", "BUY", c.fac, par(d.size()), frac(px) + " limit", oid, d.pick(DEALS),
                  desc="DAY order expired unfilled at 17:00 ET")
    d.hard(t, "oms", "", "trade_confirmation", ["CANCELLED", c.fac, oid], "embed", embeds=[e])


def st_triage_route(d: Day):
    c = d.co(HELD)
    t = d.start(7, 16)
    item = d.rng.randint(40000, 49999)
    src = d.pick(["Octus", "9fin", "Bloomberg", "LevFin Insights"])
    hl = d.pick([f"{c.name} hires restructuring advisers", f"{c.name} CFO departs effective immediately",
                 f"{c.name} in talks on drop-down financing", f"{c.name} said to explore sale of {d.pick(['EMEA', 'specialty', 'services'])} unit"])
    m0 = d.hard(t, "bridge", f"[{src}] {hl}", "held_position_news", [c.name, hl.replace(c.name + ' ', '')], "untagged")
    d.idiom(m0, "relayed news headline on a held name by company name", "held_position_news")
    agent = "ag_ind" if c.sector in ("packaging", "chemicals", "aerospace", "transportation", "auto parts", "food & beverage") else "ag_hc"
    line = json.dumps({"item": item, "src": src, "issuer": c.name, "held": True, "route": AUTHORS[agent][1], "priority": "high"})
    m1 = d.hard(t + d.gap(15, 90), "triage", line, "route_decision", [f"\"item\": {item}", f"\"route\": \"{AUTHORS[agent][1]}\""], "structured", ref=m0)
    d.idiom(m1, "triage bot JSON routing line", "route_decision")


def st_limit_change(d: Day):
    t = d.start(8.2, 9.3)
    new = d.pick(["1.5%", "1.25%"])
    txt = (f"Effective today the single-obligor cap for Caa-rated names across all Ridgeline deals goes from 2.0% to {new} of "
           f"collateral par (indenture limit unchanged at 2.5%). Existing overages are grandfathered but no adds. "
           f"Compliance will code it as a soft block in the pre-trade engine by noon.")
    m = d.hard(t, "cio", txt, "risk_limit", ["single-obligor cap", "from 2.0% to " + new, "Caa-rated"], "untagged")
    m.pins.append(("pm", t + 120))
    m.reacts.append(("📌", "pm", t + 121))
    d.idiom(m, "head of credit changes a concentration limit (pinned)", "risk_limit")


def st_morning_note(d: Day):
    t = d.pick([7.6, 7.8, 8.0]) * 3600 + d.gap(0, 600)
    agent = d.pick(AGENTS)
    c = d.co(HELD)
    conv = d.pick([("medium", "high"), ("high", "medium"), ("low", "medium")])
    verb = "raising" if ["low", "medium", "high"].index(conv[1]) > ["low", "medium", "high"].index(conv[0]) else "lowering"
    sent = f"On {c.name} we are {verb} conviction from {conv[0]} to {conv[1]} after the {d.pick(['covenant reset', 'pricing call', 'lender call', 'asset sale'])}, and that is the one view change in this note."
    body = d.morning_wrap(agent, sent)
    d.hard(t, agent, body, "thesis_update", [c.name, f"from {conv[0]} to {conv[1]}"], "buried")


def _morning_wrap(self: Day, agent: str, decision: str | None) -> str:
    r = self.rng
    idx = round(r.uniform(95.8, 96.9), 2)
    chg = r.choice(["+0.04", "-0.06", "+0.11", "-0.02", "flat"])
    aaa = r.randint(118, 135)
    bb = r.randint(520, 610)
    paras = [
        f"## Morning loan & CLO wrap — {self.date.strftime('%a %d %b')}",
        f"**Author:** {AUTHORS[agent][1]}",
        "",
        "### Market",
        f"The Morningstar LSTA index closed at {idx} ({chg}) with volumes of ${round(r.uniform(2.1, 4.8), 1)}bn. "
        f"Secondary was orderly: bids in the 99-100 context were well supported by CLO reinvestment demand, while the sub-90 "
        f"cohort saw two-way flow as managers continued to trim CCC exposure ahead of quarter-end test dates. "
        f"Repricing activity keeps eroding coupons — {r.randint(6, 19)} repricings launched last week — and the share of the index "
        f"above par is back to {r.randint(35, 62)}%.",
        "",
        "### CLO",
        f"New-issue AAA printed at S+{aaa} for top-tier managers; BBs cleared near S+{bb}. Resets and refis "
        f"remain the bulk of supply. Equity arbitrage is thin but positive for managers with cheap warehouse loans. "
        f"Our three deals are in compliance on the overnight run; the tightest cushions are the CCC bucket in 21-1 and the Class E OC "
        f"in 23-2, both flagged on the dashboard.",
        "",
        "### Portfolio",
        f"Names on the focus list today: {', '.join(x.short for x in r.sample(HELD, 4))}. "
        + (decision + " " if decision else "")
        + f"Nothing else in the book needs action before the open; the model refresh for {r.randint(8, 15)} names will land mid-morning.",
        "",
        "### Calendar",
        f"- {r.choice(WATCH).name} lender meeting 11:00 ET\n- {r.choice(HELD).name} Q2 call 16:30 ET\n- BWIC: {r.randint(2, 6)} lists due, "
        f"${r.randint(40, 180)}mm total\n- CLO pricing: {r.randint(2, 5)} deals expected",
    ]
    return "\n".join(paras)


Day.morning_wrap = _morning_wrap


# ----------------------------------------------------------------------------------------------------------------
# Near misses, neutral chatter and noise
# ----------------------------------------------------------------------------------------------------------------

def near_misses(d: Day):
    r = d.rng
    h = d.co(HELD, avoid_used=False)
    h2 = d.co(HELD, avoid_used=False)
    w = d.co(WATCH, avoid_used=False)
    nh = d.co(NOTHELD, avoid_used=False)
    items = [
        ("pm", f"what if we bought {w.short} at {frac(w.px - 2)} if the deal breaks? just thinking out loud", "hypothetical buy in shorthand register"),
        ("trader", f"last wk we sold 5mm {h.short} at {frac(h.px + 0.5)}, would've been nice to keep it", "past-tense trade told as history"),
        ("analyst", f"fund II warehouse bought 10mm {nh.short} tlb this morning at {frac(nh.px)} — their book not ours", "another desk's trade"),
        ("ag_ind", f"Paper portfolio update: b 5mm {nh.short} tlb @ {frac(nh.px - 1)} (tracking only, not for execution).", "paper trade in shorthand"),
        ("ag_hc", f"Backtest: selling sub-90 loans on the first downgrade would have added {r.randint(18, 45)}bp/yr to 21-1 since 2019, "
                  f"with a {r.randint(3, 9)}% hit rate on false positives. Not a recommendation, methodology note in the wiki.", "backtest result"),
        ("analyst", f"a {frac(h2.px - 4)} stop on {h2.short} would be sensible imo, fwiw", "stop suggestion without decision"),
        ("trader", f"should we be selling {h.short} here? feels heavy", "question about selling"),
        ("bridge", f"[bridge · Symphony · {d.pick(DEALERS)} Loan Trading] {h.fac} {frac(h.px - 0.25)} / {frac(h.px + 0.25)} 5x5, axed seller. "
                   f"{w.fac} {frac(w.px - 0.125)} / {frac(w.px + 0.375)}", "dealer run relayed by bridge"),
        ("pm", f"at my old shop we'd have shorted {nh.short} bonds against the loan here. different mandate", "past/other mandate trade talk"),
        ("bridge", f"[Bloomberg] US leveraged loan default rate (incl. LMEs) rises to {round(r.uniform(3.6, 4.6), 1)}% — Fitch", "quoted generic market news"),
        ("clearpar", f"clearpar evt=SETTLED tid={d.cp()} fac=\"{h2.fac}\" side=SELL par=3000000 px={dec3(h2.px + 0.25)} trade_dt={(d.date - timedelta(days=r.randint(8, 14))).strftime('%Y-%m-%d')} days_to_settle={r.randint(9, 16)}",
         "settlement of a trade done weeks ago"),
    ]
    r.shuffle(items)
    for who, txt, idi in items:
        m = d.add(d.start(8, 17.5), who, txt, kind="near")
        if idi in ("hypothetical buy in shorthand register", "paper trade in shorthand", "settlement of a trade done weeks ago",
                   "stop suggestion without decision", "another desk's trade"):
            d.idiom(m, idi, "not_hard")
    # long monitoring memo with trading words but no decision
    for _ in range(r.randint(3, 4)):
        c = d.co(HELD + WATCH, avoid_used=False)
        body = d.memo(d.pick(AGENTS), c, None, title_kind=d.pick(["Monitoring note", "Credit update", "Lender call notes"]))
        m = d.add(d.start(9, 17), d.pick(AGENTS), body + "\n\nThis note is background for the lender call; the portfolio view is unchanged from the last review.", kind="near")
    d.idiom(m, "long agent memo full of price/trade vocabulary but no decision", "not_hard")


def neutral(d: Day, n: int):
    r = d.rng
    H = lambda: d.co(HELD, False)
    HW = lambda: d.co(HELD + WATCH, False)
    NH = lambda: d.co(NOTHELD, False)
    day_names = ["mon", "tue", "wed", "thu", "fri"]
    lines = [
        ("trader", lambda: f"{H().short} feels heavy, {d.pick(DEALERS)} showing it 1/4 lower than yday", 2),
        ("trader", lambda: "anyone else locked out of intralinks?", 1),
        ("analyst", lambda: f"{HW().name} lender presentation is up on syndtrak", 2),
        ("ops", lambda: f"reminder: {r.randint(3, 9)} trades past T+20 on the aging report, chasing agents", 1),
        ("ops", lambda: f"{d.pick(['Wilmington', 'Alter Domus', 'Kroll Agency', 'Citibank Agency'])} says funding memo by 3 for the {H().short} trade", 2),
        ("pm", lambda: "lunch?", 1),
        ("pm", lambda: f"who has the {H().short} model? the one with the new add-backs", 1),
        ("trader", lambda: f"primary calendar heavy, {r.randint(6, 14)} deals launching this wk", 1),
        ("analyst", lambda: f"{d.co(WATCH, False).short} lender call moved to {d.pick(['tmrw', 'fri', 'next tue'])}", 1),
        ("bridge", lambda: f"[bridge · Symphony · {d.pick(DEALERS)} CLO] AAA new issue S+{r.randint(118, 135)} area for tier 1, BB {r.randint(520, 600)}. flows decent", 2),
        ("bridge", lambda: f"[bridge · Symphony · {d.pick(DEALERS)} Loan Trading] morning all, index {d.pick(['1/16 firmer', 'unch', '1/8 softer'])} on the open, quiet", 1),
        ("ag_clo", lambda: f"Trustee report for {d.pick(DEALS)} ({d.pick(['Aug', 'Sep'])} determination) reconciled to our model within 2bp on OC; no breaks.", 1),
        ("ag_exec", lambda: f"Dealer coverage refresh done: {r.randint(11, 16)} dealers enabled, 2 with voice-only loan desks today.", 1),
        ("trader", lambda: "brb", 1),
        ("analyst", lambda: f"q for the group — how are people treating the {H().short} addbacks in warf-neutral swaps?", 1),
        ("ops", lambda: f"LSTA docs for the {H().short} assignment are in clearpar, need sig from {d.pick(['dana', 'mkessler'])}", 2),
        ("pm", lambda: "can someone get me the ccc pro forma for all 3 deals by eod", 1),
        ("trader", lambda: f"{d.pick(DEALERS)} asking if we have any {H().short} to sell. told them not now", 2),
        ("cio", lambda: "IC moved to 4:30 today", 1),
        ("ag_hc", lambda: f"Model refresh complete for {r.randint(6, 12)} healthcare/TMT names; covenant headroom above 15% on all of them.", 1),
        ("analyst", lambda: "anyone have the new moody's CLO methodology pdf?", 1),
        ("trader", lambda: f"{H().short} 2L quoted {r.randint(70, 90)} context, no real bid", 1),
        ("ops", lambda: "settlement call at 4, i'll post the aged list after", 1),
        ("pm", lambda: "anyone on the sponsor call at 2?", 1),
        ("trader", lambda: f"{d.pick(DEALERS)} says {NH().name} new issue books {round(r.uniform(2, 5), 1)}x covered", 2),
        ("ops", lambda: f"agent notice: {H().fac} rate reset, new 3M term SOFR {round(r.uniform(4.05, 4.35), 4)}% effective {d.pick(['9/30', '10/1', '10/15'])}", 2),
        ("ops", lambda: f"{H().fac} paydown notice, {r.randint(2, 8)}% pro rata on the 30th, agent {d.pick(['Wilmington', 'Alter Domus'])}", 1),
        ("analyst", lambda: f"compliance certificate for {H().name} posted on syndtrak, headroom {r.randint(15, 45)}%", 2),
        ("pm", lambda: f"who's covering the {HW().short} call tmrw", 1),
        ("trader", lambda: f"screens stale on {H().fac}, LXN hasn't updated it since 10", 1),
        ("cio", lambda: "reminder IC materials due by 3", 1),
        ("ops", lambda: f"trustee wants the {d.pick(DEALS)} asset list by eod for the determination date", 1),
        ("analyst", lambda: f"{H().short} changed auditors? anyone seen that", 1),
        ("trader", lambda: f"primary: {NH().name} (not ours) flexed to S+{d.pick([325, 350, 375, 400])}", 2),
        ("pm", lambda: "market feels tired. nothing going on", 1),
        ("analyst", lambda: f"moody's {d.pick(['chemicals', 'healthcare services', 'software', 'packaging'])} sector outlook moved negative → stable this morning", 1),
        ("ops", lambda: "reminder: month-end marks cut-off 4pm tmrw", 1),
        ("trader", lambda: "taking 10, back in a bit", 1),
        ("pm", lambda: "coffee run, anyone?", 1),
        ("analyst", lambda: f"the {H().short} QofE from the add-on is on the drive now", 1),
        ("trader", lambda: f"{d.pick(DEALERS)} sales want a call on the 21-1 reset, told them next week", 1),
        ("analyst", lambda: f"fyi {d.pick(['healthcare', 'software', 'chemicals', 'business services'])} comp sheet is updated", 1),
        ("pm", lambda: "what's the index doing", 1),
        ("trader", lambda: f"index {d.pick(['1/16 firmer', '1/8 firmer', 'unch', '1/16 softer'])}, 99s well bid, sub-90s by appointment", 1),
        ("ag_hc", lambda: f"Calendar: {H().name} earnings {d.pick(day_names)} after close; model refresh will land the same evening.", 2),
        ("ops", lambda: f"{d.pick(['Kroll', 'Alter Domus'])} moved the funding cutoff to 1pm ET for {H().fac}", 1),
        ("trader", lambda: f"{d.pick(DEALERS)} bwic colour from yday: {d.pick(BWIC_TRANCHES)} covered {frac(d.pick([86.5, 88.25, 95.5, 96.75]))}", 1),
        ("analyst", lambda: f"anyone know if {NH().name} is a CLO-heavy name? asking for the sector note", 1),
        ("ag_clo", lambda: f"Reinvestment period for {d.pick(DEALS)} ends {d.pick(['Jan 2027', 'Jul 2028', 'Apr 2029'])}; noted on the deal calendar.", 1),
        ("cio", lambda: "pls keep the channel for the book, dinner plans elsewhere 🙂", 1),
        ("trader", lambda: f"{d.pick(DEALERS)} runs look stale today, {d.pick(DEALERS)} the only one with real size", 1),
        ("ops", lambda: f"{r.randint(2, 6)} trades settled this morning, aged list down to {r.randint(4, 12)}", 1),
        ("pm", lambda: f"interesting that {NH().short} is trading through {NH().short}. doesn't make sense to me", 1),
        ("analyst", lambda: f"new {d.pick(['S&P', 'Moody', 'Fitch'])} recovery rating methodology consultation out, comment period 60d", 1),
    ]
    counts = [0] * len(lines)
    seen = {m.content for m in d.msgs}
    made = 0
    tries = 0
    while made < n and tries < n * 20:
        tries += 1
        i = r.randrange(len(lines))
        who, f, cap = lines[i]
        if counts[i] >= cap:
            continue
        txt = f()
        if txt in seen:
            continue
        counts[i] += 1
        seen.add(txt)
        d.add(d.activity_time(), who, txt)
        made += 1
    # if the pool ran dry, top up with short desk chatter that is still distinct
    while made < n and tries < n * 60:
        tries += 1
        c = d.co(HELD + WATCH, False)
        txt = (f"{c.short} {d.pick(['quiet', 'no flows', 'one print on the tape', 'bid side only', 'offered side only', 'two-way but small'])} "
               f"{d.pick(['today', 'so far', 'this am', 'this pm', 'since the open'])}")
        if txt in seen:
            continue
        seen.add(txt)
        d.add(d.activity_time(), d.pick(["trader", "analyst"]), txt)
        made += 1


def _activity_time(self: Day) -> float:
    r = self.rng
    while True:
        h = r.uniform(0, 24)
        if h < 6:
            w = 0.05
        elif h < 7.5:
            w = 0.3
        elif h < 12:
            w = 1.0
        elif h < 13.5:
            w = 0.6
        elif h < 16.5:
            w = 0.95
        elif h < 18.5:
            w = 0.45
        elif h < 21:
            w = 0.15
        else:
            w = 0.06
        if r.random() < w:
            return h * 3600


Day.activity_time = _activity_time


def noise(d: Day):
    r = d.rng
    # heartbeats, every ~60-75 min
    t = r.uniform(60, 900)
    while t < 86000:
        d.add(t, "hb", f"♥ desk-monitor alive · lag {r.randint(80, 450)}ms · queues {r.randint(0, 3)}/0 · bridges 3/3", kind="noise")
        t += r.uniform(3600, 4500)
    # pricing feed refresh during US hours
    t = 7.5 * 3600 + r.uniform(0, 300)
    while t < 18.2 * 3600:
        n = r.randint(1380, 1460)
        st = r.randint(4, 40)
        d.add(t, "pricing", f"pricing-feed: LXN/PricingDirect refresh {iso(d.t0 + int(t * 1000))[11:19]}Z facilities={n:,} updated={n - st:,} stale={st} "
                            f"mids pushed to WSO · clo tranche marks {r.randint(180, 260)} ok", kind="noise")
        t += r.uniform(3000, 4200)
    # WSO nightly jobs
    for j, (job, hh) in enumerate([("POSITIONS_SYNC", 1.2), ("MARKS_IMPORT", 2.0), ("ACCRUALS", 2.6), ("TRUSTEE_RECON", 3.1),
                                   ("CASH_PROJ", 4.4), ("FACILITY_MASTER", 5.3)]):
        tt = hh * 3600 + r.uniform(0, 900)
        dur = f"00:{r.randint(1, 14):02d}:{r.randint(0, 59):02d}"
        d.add(tt, "wso", f"wso-batch: job={job} run={d.date.strftime('%Y%m%d')}-{j:02d} status=OK rows={r.randint(900, 25000):,} dur={dur}", kind="noise")
    # one failing job with stack trace, then retry
    tt = 2.2 * 3600 + r.uniform(0, 600)
    d.add(tt, "wso", "wso-batch: job=MARKS_IMPORT_CLO status=FAILED attempt=1\n```\nTraceback (most recent call last):\n"
                     "  File \"/opt/wso/jobs/marks_import.py\", line 214, in run\n    rows = self.client.fetch(asof)\n"
                     "  File \"/opt/wso/lib/vendor.py\", line 88, in fetch\n    raise VendorTimeout(f\"{self.vendor} timed out after {self.timeout}s\")\n"
                     "wso.lib.vendor.VendorTimeout: intex timed out after 120s\n```", kind="noise")
    d.add(tt + r.uniform(600, 1200), "wso", "wso-batch: job=MARKS_IMPORT_CLO status=OK attempt=2 rows=244 dur=00:02:51", kind="noise")
    # overnight compliance runs (all pass)
    for hh in (1.5, 6.2):
        d.add(hh * 3600 + r.uniform(0, 600), "compl",
              f"[CLO-TEST] scheduled run · 3 deals · {r.randint(79, 81)}/81 tests evaluated · hard tests PASS · WARF {r.randint(2860, 2960):,}/{r.randint(2860, 2960):,}/{r.randint(2860, 2960):,}"
              f" · WAS {round(r.uniform(3.3, 3.6), 2)}/{round(r.uniform(3.3, 3.6), 2)}/{round(r.uniform(3.3, 3.6), 2)} · no action", kind="noise")
    # CI lines
    for _ in range(r.randint(3, 5)):
        repo = d.pick(["clo-compliance-engine", "wso-bridge", "loan-pricing-etl", "desk-bots"])
        ok = r.random() < 0.8
        d.add(d.activity_time(), "ci", f"ci: {repo}@main #{r.randint(800, 1900)} {'✅ passed' if ok else '❌ failed (tests/test_oc.py::test_haircut_ccc)'} in {r.randint(2, 9)}m{r.randint(0, 59)}s ({''.join(r.choice('0123456789abcdef') for _ in range(7))})", kind="noise")
    # reconnects
    for _ in range(2):
        d.add(d.activity_time(), "bridge", f"dealer-bridge: symphony session dropped (1006), reconnecting… ok after {round(r.uniform(0.8, 6.0), 1)}s", kind="noise")
    # pnl snapshots
    for hh in (10, 12, 14, 16.5):
        day = r.randint(-250, 320)
        d.add(hh * 3600 + r.uniform(0, 300), "risk", f"pnl {int(hh)}:{'30' if hh % 1 else '00'} ET: day {'+' if day >= 0 else '-'}${abs(day)}k | MTD +${round(r.uniform(0.4, 2.5), 2)}mm | "
                                                       f"loans {r.randint(-200, 250):+}k · clo {r.randint(-60, 90):+}k · hedges {r.randint(-40, 40):+}k", kind="noise")
    # triage cron summaries
    for hh in (6, 9, 12, 15, 18, 21):
        d.add(hh * 3600 + r.uniform(0, 200), "triage", f"triage: scanned {r.randint(12, 60)} headlines since last run, 0 routed, 0 flagged", kind="noise")
    # clearpar routine status
    for _ in range(r.randint(3, 5)):
        d.add(d.activity_time(), "clearpar", f"clearpar evt=STATUS tid={d.cp()} status={d.pick(['PENDING_SIG', 'PENDING_FUNDING', 'AWAITING_AGENT', 'DOCS_READY'])} agent={d.pick(['Wilmington', 'Alter Domus', 'Kroll'])}", kind="noise")
    # acks
    for _ in range(r.randint(10, 14)):
        who = d.pick(["pm", "trader", "analyst", "ops", "cio"])
        d.add(d.activity_time(), who, d.pick(["👍", "thx", "ty", "k", "🙏", "✅", "lol", "gm", "ok", "np", "👀", "+1"]), kind="noise")
    # bulk-deleted duplicate pricing lines (a stuck retry loop)
    tt = 11 * 3600 + r.uniform(0, 1800)
    grp = []
    for k in range(3):
        grp.append(d.add(tt + k * 2, "pricing", f"pricing-feed: RETRY LOOP replay batch {k + 1}/3 facilities=0 updated=0 (duplicate, ignore) token={d.oid()}", kind="noise"))
    d.bulk_groups.append((tt + r.uniform(120, 400), grp))
    # an ordinary delete of a wrong-channel chat message
    m = d.add(d.activity_time(), "trader", f"wrong chat — dinner at {d.pick(['Marea', 'Keens', 'Nobu'])} moved to 8", kind="noise")
    m.deleted = m.t + r.uniform(20, 90)


def long_reports(d: Day):
    r = d.rng
    # exposure digest (agent, neutral)
    for hh in d.rng.sample([8.3, 11.2, 13.1, 15.4], 2):
        rows = ["| Facility | Rating | Px | 21-1 | 23-2 | 24-1 | Δpx 1d |", "|---|---|---:|---:|---:|---:|---:|"]
        for c in r.sample(HELD, 9):
            rows.append(f"| {c.fac} | {c.rating} | {dec(d.px_near(c, 2))} | {r.choice(['-', '2.0', '3.0', '4.5', '5.0'])} | "
                        f"{r.choice(['-', '2.5', '3.0', '4.0', '6.0'])} | {r.choice(['-', '1.5', '2.0', '3.5'])} | {r.choice(['+1/8', '-1/8', 'unch', '-1/4', '+1/4', 'unch'])} |")
        for tr in HELD_TRANCHES:
            rows.append(f"| {tr} | {r.choice(['Ba3', 'B1', 'Baa3'])} | {dec(r.choice([86.5, 88.25, 94.75, 96.5]))} | - | - | - | {r.choice(['unch', '+1/4', '-1/4'])} |")
        txt = (f"**Exposure digest · {int(hh)}:{int((hh % 1) * 60):02d} ET** (marks: LXN mid, CLO tranches: PricingDirect)\n\n" + "\n".join(rows) +
               f"\n\nPar in $mm. Book {r.randint(41, 49)} issuers / ${r.randint(1180, 1260):,}mm par across the three deals; "
               f"average price {dec(r.uniform(96.2, 97.4))}; {r.randint(4, 7)} names below 90. Hedges: LCDX 43 5Y protection outstanding per risk report. "
               f"Largest day movers are shown in the last column; none crossed an alert threshold since the prior digest.")
        d.add(hh * 3600 + r.uniform(0, 300), "ag_clo", txt)
    # headline digest (neutral)
    for hh in r.sample([7.2, 10.5, 12.6, 14.8, 16.9], 3):
        srcs = ["Octus", "9fin", "LevFin Insights", "PitchBook LCD", "Bloomberg", "Reorg", "Debtwire"]
        lines = []
        for c in r.sample(NOTHELD, 4):
            lines.append(f"- [{r.choice(srcs)}] {c.name} {r.choice(['prices add-on at 99.75', 'amends leverage covenant', 'hires Evercore', 'launches repricing', 'posts Q2 above plan', 'extends maturity to 2030'])} (not held)")
        lines.append(f"- [{r.choice(srcs)}] CLO new issue: {r.randint(3, 8)} deals priced this week, ${round(r.uniform(2.1, 5.9), 1)}bn")
        lines.append(f"- [{r.choice(srcs)}] Loan fund flows: {r.choice(['+', '-'])}${r.randint(100, 900)}mm week to Wednesday (Lipper)")
        lines.append(f"- [{r.choice(srcs)}] Distressed ratio (sub-80) at {round(r.uniform(3.1, 5.2), 1)}% of index")
        txt = (f"Headline digest {int(hh)}:00 ET — {len(lines)} items, none on held or watchlist names (held/watch items are posted separately).\n" + "\n".join(lines))
        d.add(hh * 3600 + r.uniform(0, 600), "triage", txt)
    # lender call notes by a human analyst
    c = d.co(HELD + WATCH, avoid_used=False)
    txt = (f"{c.short} lender call notes (quick, typed live):\n"
           f"- mgmt reiterated FY ebitda guide ${r.randint(90, 260)}mm, 'back-half weighted' (again)\n"
           f"- working cap outflow ~${r.randint(10, 40)}mm in Q3, revolver covers it\n"
           f"- sponsor on the call, said 'fully supportive', no mention of new equity\n"
           f"- asked about unsub/drop-down: lawyer answer, 'no current plans'\n"
           f"- pricing: {r.randint(60, 85)}% of contracts have escalators now vs {r.randint(30, 55)}% last yr\n"
           f"- Q&A mostly CLO managers asking about rating outlook, {r.choice(['2', '3', '4'])} asked about the 2028 wall\n"
           f"my read: nothing new, slightly less bad than feared. will send the model update tmrw")
    d.add(d.start(10, 16), "analyst", txt)
    # dealer runs via the bridge (other firms' markets)
    for _ in range(r.randint(4, 6)):
        dl = d.pick(DEALERS)
        names = r.sample(HELD + WATCH + NOTHELD, 7)
        rows = [f"{c.fac:<16} {frac(c.px - 0.25):>7} / {frac(c.px + 0.125):<7} {r.choice(['2x2', '3x3', '5x5', '1x2', '2x5'])}"
                + (f"  {r.choice(['axed buyer', 'axed seller', 'tight', 'last 98', 'TRADES'])}" if r.random() < 0.4 else "") for c in names]
        txt = f"[bridge · Symphony · {dl} Loan Trading] {r.choice(['am', 'midday', 'pm'])} run, indicative\n```\n" + "\n".join(rows) + "\n```"
        d.add(d.activity_time(), "bridge", txt)
    # eod wrap
    t = 17.3 * 3600 + r.uniform(0, 1200)
    agent = d.pick(AGENTS)
    txt = (f"## EOD wrap — {d.date.strftime('%a %d %b')}\n**Author:** {AUTHORS[agent][1]}\n\n"
           f"Index {r.choice(['+', '-'])}{round(r.uniform(0.01, 0.15), 2)} on ${round(r.uniform(2, 5), 1)}bn volume. Secondary was "
           f"{r.choice(['two-way', 'better bid into the close', 'heavy in the 90s cohort', 'quiet outside of primary'])}; the 99-101 context "
           f"continues to absorb CLO reinvestment cash, while anything rated Caa or on negative watch trades by appointment. "
           f"Primary: {r.randint(3, 9)} deals allocated, {r.randint(1, 4)} flexed tighter, {r.randint(0, 2)} wider. CLO new issue AAA "
           f"S+{r.randint(118, 135)}, BB S+{r.randint(520, 610)}; secondary CLO BWIC volume ${r.randint(150, 600)}mm with "
           f"{r.randint(70, 95)}% trade rate.\n\n"
           f"Tomorrow: {r.choice(WATCH).name} commitments due, {r.choice(HELD).name} earnings after close, trustee determination date for "
           f"{d.pick(DEALS)}. Overnight compliance run scheduled 01:30 ET. No open items assigned to me; orders and tickets are as posted "
           f"in channel by the OMS.")
    d.add(t, agent, txt)


def more_reports(d: Day):
    r = d.rng
    # relative value screen
    rows = ["| Facility | Rating | Px | Spread | YTM-3y | vs cohort |", "|---|---|---:|---:|---:|---:|"]
    for c in r.sample(HELD + WATCH + NOTHELD, 14):
        rows.append(f"| {c.fac} | {c.rating} | {dec(d.px_near(c, 1))} | S+{r.choice([300, 325, 350, 375, 400, 425, 450, 500])} | "
                    f"{round(r.uniform(7.5, 12.5), 2)}% | {r.randint(-60, 140):+}bp |")
    txt = ("**RV screen (B/B2 first-lien, 95-101 context)** — refreshed after the LXN midday marks\n\n" + "\n".join(rows) +
           "\n\nScreen only: ranks by spread pickup versus the rating/sector cohort after haircutting add-backs at 50%. Names "
           "flagged in the last column above +80bp are mostly documentation or sponsor stories rather than fundamental mispricing; "
           "the screen ignores CLO test capacity, which is where most of the practical constraint sits this month.")
    d.add(d.start(11, 14), "ag_hc", txt)
    # portfolio review one-liners
    lines = []
    for c in r.sample(HELD, 10):
        lines.append(f"- **{c.name}** ({c.fac}, {c.rating}): " + r.choice([
            f"trading {frac(c.px)} context; Q2 in line, leverage flat at {round(r.uniform(4.8, 7.2), 1)}x. Nothing to do.",
            f"revolver draw ticked up to {r.randint(10, 40)}%; watching working capital, no change to view.",
            f"sponsor refinanced the holdco PIK, positive for us at the margin.",
            f"price drifted 1/2pt lower on no news; likely CLO selling ahead of test dates.",
            f"repricing chatter again (S+{r.choice([300, 325, 350])} area); we'd likely consent.",
            f"customer loss rumour from last week not confirmed on the call.",
            f"covenant headroom {r.randint(15, 40)}%; next test date {r.choice(['Sep 30', 'Dec 31'])}.",
        ]))
    txt = (f"### Weekly book review — {d.date.strftime('%d %b')} (status only, no view changes)\n" + "\n".join(lines) +
           f"\n\nNames not listed were reviewed with no change since last week. The full tear-sheets are in the shared drive.")
    d.add(d.start(8.5, 10), "ag_ind", txt)
    # CLO market weekly
    txt = (f"## CLO market note\n**Author:** clo-analyst-agent\n\n"
           f"Primary: {r.randint(9, 22)} new issues and {r.randint(10, 30)} resets/refis priced over the past week. AAA spreads for top-tier "
           f"managers are S+{r.randint(118, 130)}, second-tier S+{r.randint(130, 145)}; AA S+{r.randint(165, 190)}, A S+{r.randint(195, 230)}, "
           f"BBB S+{r.randint(290, 340)}, BB S+{r.randint(520, 600)}. Equity arbitrage is running at roughly {round(r.uniform(1.2, 2.4), 1)}% "
           f"excess spread on new warehouses, marginal but positive.\n\n"
           f"Secondary: BWIC volume ${r.randint(800, 2100)}mm for the week with trade rates of {r.randint(70, 92)}%. Mezz tranches of "
           f"deals exiting reinvestment continue to trade at a discount to those with resets in view; the dispersion between "
           f"top- and bottom-quartile managers in the BB/B space is the widest since 2023. Equity NAVs are broadly unchanged; "
           f"cash-on-cash for {r.choice([2021, 2022])} vintages is running {round(r.uniform(11, 19), 1)}% annualised.\n\n"
           f"Collateral: the CCC share of the average BSL CLO portfolio is {round(r.uniform(5.2, 7.1), 1)}%, defaults (incl. distressed "
           f"exchanges) {round(r.uniform(2.8, 4.4), 1)}% LTM. Median junior OC cushion {round(r.uniform(2.9, 4.3), 2)}%. Loans below 80 are "
           f"{round(r.uniform(2.5, 4.8), 1)}% of the universe. Watch the downgrade/upgrade ratio, which has been above 1.5x for "
           f"{r.randint(3, 9)} consecutive months.\n\n"
           f"Implications for Ridgeline: reset windows for 21-1 open next year; the economics depend on AAA staying inside S+130. "
           f"This is background only.")
    d.add(d.start(9, 15), "ag_clo", txt)
    # exec quality report
    rows = ["| Dealer | RFQs | Hit | Avg vs mid | Settle days (avg) |", "|---|---:|---:|---:|---:|"]
    for dl in r.sample(DEALERS, 7):
        rows.append(f"| {dl} | {r.randint(4, 30)} | {r.randint(20, 70)}% | {r.choice(['-1/8', '-1/16', '+1/16', 'at mid', '-3/16'])} | {round(r.uniform(7, 19), 1)} |")
    txt = ("Execution quality, trailing 30d (loans, secondary)\n\n" + "\n".join(rows) +
           "\n\nAverage settlement {0} days vs LSTA T+7 target; {1} trades older than T+20 outstanding. Report is informational.".format(
               round(r.uniform(9, 14), 1), r.randint(2, 9)))
    d.add(d.start(15, 17), "ag_exec", txt)
    # second set of call notes
    c = d.co(HELD, avoid_used=False)
    d.add(d.start(11, 16), "analyst",
          f"notes from the {c.short} sponsor update:\n- {c.sponsor} says no dividend recap, no LME, 'we like the cap structure'\n"
          f"- bolt-on pipeline {r.randint(2, 6)} targets, all sub-$50mm EV\n- margins: +{r.randint(30, 150)}bp y/y on pricing\n"
          f"- next print {r.choice(['early Nov', 'mid Nov', 'late Oct'])}\nnothing actionable, consistent with our model")


def agent_qa(d: Day, n: int):
    r = d.rng
    for _ in range(n):
        c = d.co(HELD, avoid_used=False)
        ag = d.pick(AGENTS)
        k = r.randrange(5)
        t = d.start(8.5, 17)
        if k == 0:
            q = f"{c.short} — ccc pro forma if moody's goes to caa1?"
            a1, a2 = round(r.uniform(5.5, 7.2), 2), 0
            a2 = round(a1 + r.uniform(0.4, 1.1), 2)
            ans = (f"If {c.name} moves to Caa1, the CCC/Caa bucket in Ridgeline CLO 2021-1 goes from {a1}% to {a2}%, in 23-2 from "
                   f"{round(a1 - 0.4, 2)}% to {round(a2 - 0.5, 2)}% and in 24-1 it stays below 6%. Anything over the 7.5% limit is carried at the "
                   f"lower of market value and recovery in the OC numerator, so at a price near {frac(c.px - 3)} the Class E OC cushion in 21-1 "
                   f"would shrink by roughly {r.randint(8, 25)}bp. The deal WARF would rise by {r.randint(9, 22)} points. These are pro formas "
                   f"on today's marks; I have not assumed any other rating migration.")
        elif k == 1:
            q = f"recovery on {c.short} 1L in a drop-down scenario?"
            ans = (f"Using the current unsub capacity (${r.randint(40, 150)}mm) and assuming the sponsor moves the IP and the "
                   f"{r.choice(['EMEA', 'specialty', 'services'])} segment out of the credit group, first-lien recovery falls from "
                   f"{r.randint(60, 78)}% to roughly {r.randint(38, 55)}% on a {round(r.uniform(5.5, 7.0), 1)}x distressed multiple. The J.Crew "
                   f"blocker covers IP transfers but not the segment, and the Serta language only protects against non-pro-rata open-market "
                   f"purchases. A cooperation agreement among the larger holders would help, and I see {r.randint(3, 7)} CLO managers on the "
                   f"last holder list who together control more than half the tranche.")
        elif k == 2:
            q = f"how much {c.short} do we own, all in?"
            a, b, cc = r.choice([2, 3, 4]), r.choice([2.5, 3, 5]), r.choice([0, 1.5, 2])
            ans = (f"{c.fac}: {a:g}mm in 21-1, {b:g}mm in 23-2, {cc:g}mm in 24-1 — {a + b + cc:g}mm par total, marked at "
                   f"{dec(c.px)} on the LXN mid. Average cost is {frac(c.px - r.choice([1, 1.5, 2, -0.5]))}. The largest single-deal "
                   f"concentration is {round(r.uniform(0.7, 1.6), 2)}% of collateral par in 23-2. There are no HY bonds or second-lien "
                   f"positions in the name. Settled position only; nothing pending in ClearPar.")
        elif k == 3:
            q = f"what do the {c.short} docs say on incremental / MFN?"
            ans = (f"Free-and-clear is the greater of ${r.randint(60, 200)}mm and 100% of LTM EBITDA, plus ratio debt at "
                   f"{round(r.uniform(4.0, 5.5), 1)}x first-lien net. MFN is 50bp with a {r.choice([6, 12, 18])}-month sunset that "
                   f"{r.choice(['has expired', 'expires in November', 'runs to March'])}, and it carves out debt maturing more than a year "
                   f"after the {c.fac}. Incremental can be incurred at a subsidiary guarantor level, so structural priming is limited, "
                   f"but there is no cap on the amount of incremental that can be incurred as a separate tranche with earlier maturity.")
        else:
            q = f"anything on {c.short} from the street this week?"
            ans = (f"Three data points. {d.pick(DEALERS)} reports two-way flow in the {frac(c.px - 0.5)}-{frac(c.px + 0.25)} range, mostly CLO-to-CLO. "
                   f"A sell-side desk analyst published a note flagging the {r.choice(['Q3 working-capital outflow', 'customer renewal', 'pricing lag'])}; "
                   f"nothing we did not already have. And the agent posted a notice that the {r.choice(['compliance certificate', 'quarterly financials', 'lender presentation'])} "
                   f"is up on SyndTrak. None of it changes the numbers in the model.")
        qm = d.add(t, d.pick(["pm", "pm", "trader", "cio"]), q)
        d.add(t + d.gap(40, 240), ag, ans, ref=qm)


def clo_dashboard(d: Day):
    r = d.rng
    for hh in (7.0, 12.9):
        rows = ["| Test | 21-1 | 23-2 | 24-1 | Limit |", "|---|---:|---:|---:|---:|",
                f"| Max WARF | {r.randint(2860, 2960):,} | {r.randint(2860, 2960):,} | {r.randint(2860, 2960):,} | 3,000 |",
                f"| Min WAS | {round(r.uniform(3.3, 3.6), 2)}% | {round(r.uniform(3.3, 3.6), 2)}% | {round(r.uniform(3.3, 3.6), 2)}% | 3.20% |",
                f"| Min diversity | {r.randint(62, 80)} | {r.randint(62, 80)} | {r.randint(62, 80)} | 60 |",
                f"| Class D OC cushion | {round(r.uniform(1.5, 3.4), 2)}% | {round(r.uniform(1.5, 3.4), 2)}% | {round(r.uniform(1.5, 3.4), 2)}% | >0 |",
                f"| Class E OC cushion | {round(r.uniform(0.6, 2.2), 2)}% | {round(r.uniform(0.6, 2.2), 2)}% | {round(r.uniform(0.6, 2.2), 2)}% | >0 |",
                f"| IC (Class E) | {r.randint(160, 240)}% | {r.randint(160, 240)}% | {r.randint(160, 240)}% | 110% |",
                f"| Single obligor max | {round(r.uniform(1.4, 1.95), 2)}% | {round(r.uniform(1.4, 1.95), 2)}% | {round(r.uniform(1.4, 1.95), 2)}% | 2.00% |"]
        txt = (f"CLO test dashboard · {int(hh)}:{int((hh % 1) * 60):02d} ET snapshot (scheduled)\n\n" + "\n".join(rows) +
               "\n\nAll hard tests in compliance at snapshot time. CCC/Caa bucket figures are maintained on the compliance bot's intraday runs.")
        d.add(hh * 3600 + r.uniform(0, 300), "ag_clo", txt, kind="noise")


STORIES_CORE = [
    lambda d: st_agent_trade(d, True, True),
    lambda d: st_agent_trade(d, False, True),
    st_pm_shorthand,
    st_fatfinger,
    st_sell_limit_edit,
    st_pretrade_block,
    st_downgrade_held,
    st_notheld_rating,
    st_watch_news,
    st_clo_tests,
    st_thread,
    st_forget,
    st_triage_route,
    st_morning_note,
]
STORIES_OPT = [
    lambda d: st_agent_trade(d, True, False),
    st_pm_shorthand,
    st_lcdx,
    st_hy_sell,
    st_bwic,
    st_targets,
    st_expire,
    st_limit_change,
    st_notheld_rating,
    st_triage_route,
]


def build_day(seed: int, ci: int, di: int, day_start_ms: int) -> Day:
    rng = random.Random(f"{DESK}|{seed}|{ci}|{di}")
    d = Day(rng, ci, di, day_start_ms, collect_idioms=(ci == 0 and di == 0))
    regs = [st_lcdx, st_hy_sell, st_bwic]
    if d.collect:  # the first channel-day shows every register (it is the one the idioms point into)
        core = [f for i, f in enumerate(STORIES_CORE) if i not in (1, 12)] + regs
        opt = []
    else:
        core = list(STORIES_CORE) + [rng.choice(regs)]
        opt = list(STORIES_OPT)
        rng.shuffle(opt)
    for s in core:
        s(d)
    target = rng.randint(35, 40)
    for s in opt:
        if sum(1 for m in d.msgs if m.kind == "hard") >= target:
            break
        s(d)
    near_misses(d)
    noise(d)
    long_reports(d)
    more_reports(d)
    clo_dashboard(d)
    agent_qa(d, rng.randint(9, 12))
    for _ in range(rng.randint(3, 4)):
        c = d.co(HELD + WATCH, avoid_used=False)
        d.add(d.start(8.5, 16.5), d.pick(AGENTS), d.memo(d.pick(AGENTS), c, None, title_kind=d.pick(["Quarterly review", "Sector note", "Tear-sheet refresh"]))
              + "\n\nStatus: routine quarterly refresh; the portfolio view is unchanged from the last review.")
    n_now = len(d.msgs)
    neutral(d, max(0, rng.randint(225, 265) - n_now))
    return d


# ----------------------------------------------------------------------------------------------------------------

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    timed: list[tuple[int, int, dict]] = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = 0
    for di in range(days):
        day_start = end_ms - (days - di) * 86_400_000
        for ci in range(channels):
            d = build_day(seed, ci, di, day_start)
            ch = d.ch
            worker = (ci * 3 + 1) % 32
            d.msgs.sort(key=lambda m: m.t)
            last_ms, seq = 0, 0
            for m in d.msgs:
                ms = day_start + int(m.t * 1000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                m.ms = ms
                m.id = str(snowflake(ms, worker, seq))
                seq = (seq + 1) % 4096
            for m in d.msgs:
                aid, aname, abot = AUTHORS[m.who]
                cid = m.thread.starter.id if m.thread else ch
                msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                       "created_at": iso(m.ms), "content": m.content, "attachments": [], "embeds": m.embeds or [],
                       "reference_id": m.ref.id if m.ref else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if m.thread:
                    ev["parent_channel_id"] = ch
                ev["message"] = msg
                timed.append((m.ms, order, ev)); order += 1
                for (te, txt) in m.edits:
                    ems = day_start + int(te * 1000)
                    timed.append((ems, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                               "edited_at": iso(ems), "content": txt})); order += 1
                if m.deleted is not None:
                    dms = day_start + int(m.deleted * 1000)
                    timed.append((dms, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                               "deleted_at": iso(dms)})); order += 1
                if m.forgotten is not None:
                    fms = day_start + int(m.forgotten[0] * 1000)
                    timed.append((fms, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                               "requested_by": AUTHORS[m.forgotten[1]][0], "at": iso(fms)})); order += 1
                for who, tp in m.pins:
                    pms = day_start + int(tp * 1000)
                    timed.append((pms, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                               "by": AUTHORS[who][0], "at": iso(pms)})); order += 1
                for emo, who, tr in m.reacts:
                    rms = max(day_start + int(tr * 1000), m.ms + 1000)
                    timed.append((rms, order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                               "emoji": emo, "user_id": AUTHORS[who][0], "at": iso(rms)})); order += 1
                # labels
                final = m.edits[-1][1] if m.edits else m.content
                state = "forgotten" if m.forgotten else "deleted" if (m.deleted is not None or m.bulk) else "edited" if m.edits else "live"
                if m.kind == "hard":
                    labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": m.ev,
                                                  "facts": m.facts, "phrasing": m.phrasing, "final_state": state})
                    for s in m.superseded:
                        labels["superseded_facts"].append([cid, m.id, s])
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.deleted is not None or m.forgotten:
                    labels["removed_texts"].append(_snippet(final))
            for tb, grp in d.bulk_groups:
                bms = day_start + int(tb * 1000)
                timed.append((bms, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                                           "message_ids": [g.id for g in grp], "deleted_at": iso(bms)})); order += 1
                for g in grp:
                    g.bulk = True
                    labels["removed_texts"].append(_snippet(g.content))
            seen, hard_rows, soft_rows = set(), [], []
            for m, name, exp in d.idioms:
                if name in seen:
                    continue
                seen.add(name)
                (soft_rows if exp == "not_hard" else hard_rows).append({"message_id": m.id, "idiom": name, "expected": exp})
            first, rest, types = [], [], set()
            for row in hard_rows:
                (rest if row["expected"] in types else first).append(row)
                types.add(row["expected"])
            hard_rows = (first + rest)[:14]
            labels["idioms"] += hard_rows + soft_rows[:20 - len(hard_rows)]
    timed.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in timed], "labels": labels}


def _snippet(text: str) -> str:
    text = text.strip()
    return text[:60] if len(text) > 60 else text


# ----------------------------------------------------------------------------------------------------------------

def _final_texts(events):
    texts, deleted, created = {}, set(), {}
    for e in events:
        op = e["op"]
        if op == "create":
            m = e["message"]
            parts = [m.get("content", "")] + [embed_text(x) for x in m.get("embeds", [])]
            texts[m["id"]] = "\n".join(parts)
            created[m["id"]] = e
        elif op == "edit":
            old = texts.get(e["message_id"], "")
            emb = "\n".join(embed_text(x) for x in created[e["message_id"]]["message"].get("embeds", []))
            texts[e["message_id"]] = e["content"] + ("\n" + emb if emb else "")
        elif op in ("delete", "forget"):
            deleted.add(e["message_id"])
        elif op == "bulk_delete":
            deleted.update(e["message_ids"])
    return texts, deleted, created


def self_check(events, labels, verbose=True, end_ms=None, days=None) -> bool:
    ok = True
    texts, deleted, created = _final_texts(events)

    def fail(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg, file=sys.stderr)

    # time ordering and snowflake consistency
    prev = None
    for e in events:
        ts = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        if prev and ts < prev:
            fail(f"events out of order at {ts}")
        prev = ts
    last_id = {}
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        sid = int(m["id"])
        ms = (sid >> 22) + DISCORD_EPOCH
        if iso(ms) != m["created_at"]:
            fail(f"snowflake/created_at mismatch {m['id']}")
        key = e.get("parent_channel_id") or e["channel_id"]
        if key in last_id and sid <= last_id[key]:
            fail(f"ids not increasing in {key}")
        last_id[key] = sid
        if m["reference_id"] and int(m["reference_id"]) >= sid:
            fail(f"reply before its target {m['id']}")
    ids = set(texts)
    for h in labels["hard_events"]:
        if h["message_id"] not in ids:
            fail(f"hard event id missing {h['message_id']}")
            continue
        if not 2 <= len(h["facts"]) <= 5 and not (len(h["facts"]) == 1):
            fail(f"fact count {h}")
        if len(h["facts"]) < 2:
            fail(f"fewer than 2 facts {h}")
        for f in h["facts"]:
            if f not in texts[h["message_id"]]:
                fail(f"fact {f!r} not in {h['message_id']}: {texts[h['message_id']][:120]!r}")
        gone = h["message_id"] in deleted
        if gone != (h["final_state"] in ("deleted", "forgotten")):
            fail(f"final_state mismatch {h}")
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in ids or old in texts[mid]:
            fail(f"superseded fact still present {mid} {old}")
    live = [texts[i] for i in ids if i not in deleted]
    for s in labels["removed_texts"]:
        if any(s in t for t in live):
            fail(f"removed snippet also in a live message: {s!r}")
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in ids:
            fail(f"labelled id missing {i}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    for x in labels["idioms"]:
        if (x["expected"] == "not_hard") == (x["message_id"] in hard_ids):
            fail(f"idiom expectation mismatch {x}")
    if not 10 <= len(labels["idioms"]) <= 20:
        fail(f"idioms count {len(labels['idioms'])}")
    # per channel-day stats
    stats = {}
    noise_ids, near_ids = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        if end_ms is not None:
            mms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            key = (e.get("parent_channel_id") or e["channel_id"], f"day{days - 1 - (end_ms - 1 - mms) // 86_400_000}")
        else:
            key = (e.get("parent_channel_id") or e["channel_id"], m["created_at"][:10])
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(m["content"].encode()) + sum(len(embed_text(x).encode()) for x in m["embeds"])
        s["hard"] += m["id"] in hard_ids
        s["noise"] += m["id"] in noise_ids
        s["near"] += m["id"] in near_ids
    for (ch, day), s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        nf = s["noise"] / s["msgs"]
        if verbose:
            print(f"{ch} {day}: msgs={s['msgs']} KB={kb:.1f} hard={s['hard']} noise={s['noise']} ({nf:.0%}) near={s['near']}")
        if not 180 <= s["msgs"] <= 320:
            fail(f"msg count {s['msgs']} {ch} {day}")
        if not 70 <= kb <= 120:
            fail(f"KB {kb:.1f} {ch} {day}")
        if not 0.25 <= nf <= 0.40:
            fail(f"noise fraction {nf:.2f} {ch} {day}")
        if not 25 <= s["hard"] <= 45:
            fail(f"hard count {s['hard']} {ch} {day}")
    if verbose:
        by = {}
        for h in labels["hard_events"]:
            by[h["event_type"]] = by.get(h["event_type"], 0) + 1
        print("hard by type:", json.dumps(by, sort_keys=True))
        print(f"noise={len(labels['noise_message_ids'])} near={len(labels['near_miss_ids'])} idioms={len(labels['idioms'])} "
              f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
        print("SELF-CHECK", "PASSED" if ok else "FAILED")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--quiet", action="store_true")
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
    # reload and verify
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    with open(a.labels, encoding="utf-8") as f:
        labels = json.load(f)
    end_ms = int((end or DEFAULT_END).timestamp() * 1000)
    ok = self_check(events, labels, verbose=not a.quiet, end_ms=end_ms, days=a.days)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
