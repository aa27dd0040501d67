"""munis_desk: a US municipal bond dealer/SMA desk channel generator.

Standard library only. Pure function of its arguments. See munis_desk.md.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "munis_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1174829365018842153"
_CH_BASE = [
    "1183650927413985301", "1183651184207364118", "1183652044871720972",
    "1183652719934566410", "1183653390517293097", "1183654106285170739",
]
DEFAULT_END = datetime(2026, 11, 18, 5, 0, 0, tzinfo=timezone.utc)  # midnight ET

PEOPLE = {
    "trader": ("Dom Ferraro", "1097384512276418562", False),
    "junior": ("Kev Liu", "1121907345518829610", False),
    "pm": ("Helen Ashworth", "1088236649013735444", False),
    "oms": ("muni-oms", "1150274038816596069", True),
    "risk": ("riskguard", "1150281776342011914", True),
    "analyst": ("credit-analyst", "1162004418372927538", True),
    "news": ("muni-wire", "1139920571266383912", True),
    "pricing": ("pricing-svc", "1150290117432879185", True),
    "emma": ("emma-feed", "1150293385002715206", True),
    "cron": ("cron", "1150297461931646986", True),
    "ci": ("ci-deploy", "1150301128514257017", True),
    "pnl": ("pnl-bot", "1150305566318969003", True),
    "msrb": ("msrb-tape", "1150309921477726289", True),
    "bwic": ("bwic-inbox", "1150314087130353806", True),
    "router": ("desk-router", "1162011732250349629", True),
    "synd": ("syndicate-bot", "1150318835546624070", True),
}

# issuer long name, short, state, GO/REV, cusip6, issue2, coupon, maturity
UNIVERSE = [
    ("New York City Transitional Finance Authority", "NYC TFA", "NY", "REV", "64971X", "QM", "5", 2041),
    ("State of California", "CA GO", "CA", "GO", "13063D", "GA", "4", 2049),
    ("State of Illinois", "IL GO", "IL", "GO", "452152", "Q7", "5", 2043),
    ("Chicago O'Hare International Airport", "O'Hare", "IL", "REV", "167593", "ZK", "5", 2048),
    ("Texas Transportation Commission", "TX Trans", "TX", "REV", "882830", "BN", "4", 2045),
    ("Commonwealth of Massachusetts", "MASS GO", "MA", "GO", "57582R", "L4", "5", 2039),
    ("Los Angeles Department of Water and Power", "LADWP", "CA", "REV", "544495", "F3", "5", 2047),
    ("New Jersey Turnpike Authority", "NJ Tpk", "NJ", "REV", "646139", "3C", "4", 2046),
    ("Metropolitan Transportation Authority", "MTA", "NY", "REV", "59259Y", "GD", "5", 2050),
    ("State of Washington", "WA GO", "WA", "GO", "93974E", "VR", "5", 2040),
    ("City and County of Denver Airport System", "DEN Airport", "CO", "REV", "249182", "PA", "5.25", 2043),
    ("Chicago Board of Education", "CBOE", "IL", "GO", "167505", "ZX", "5", 2042),
    ("Pennsylvania Turnpike Commission", "PA Tpk", "PA", "REV", "709224", "DM", "4", 2051),
    ("Port Authority of New York and New Jersey", "PANYNJ", "NY", "REV", "73358W", "KT", "4", 2052),
    ("Miami-Dade County Aviation Department", "MIA Aviation", "FL", "REV", "59333P", "E8", "5", 2044),
]
UNRELATED_NEWS_ISSUERS = [
    "City of Detroit", "Puerto Rico Electric Power Authority", "Brightline West", "City of Hartford",
    "Jefferson County, Alabama sewer system", "Oregon Health & Science University",
    "Harris County Toll Road Authority", "Allegheny County Airport Authority",
]
DEALERS = ["Hilltop", "Baird", "Stifel", "Raymond James", "Piper", "RBC", "Jefferies", "Janney", "Loop"]


def cusip_check(c8: str) -> str:
    total = 0
    for i, ch in enumerate(c8):
        v = int(ch) if ch.isdigit() else ord(ch.upper()) - 55
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


class Bond:
    def __init__(self, row, rng):
        self.long, self.short, self.state, self.kind, c6, iss, self.cpn, self.mat = row
        self.cusip = c6 + iss + cusip_check(c6 + iss)
        self.yy = str(self.mat)[2:]
        base = {"IL": 3.95, "NY": 3.45, "CA": 3.35, "NJ": 3.70, "TX": 3.55, "MA": 3.25,
                "WA": 3.20, "CO": 3.50, "PA": 3.75, "FL": 3.55}[self.state]
        self.yld = round(base + rng.uniform(-0.15, 0.2) + (self.mat - 2040) * 0.015, 2)

    @property
    def sh(self):  # "NYC TFA 5s 41"
        return f"{self.short} {self.cpn}s {self.yy}"

    @property
    def of(self):  # "NYC TFA 5s of 2041"
        return f"{self.short} {self.cpn}s of {self.mat}"

    def price(self, rng, yld=None):
        y = self.yld if yld is None else yld
        p = 100 + (float(self.cpn) - y) * rng.uniform(6.6, 7.6)
        return f"{round(p * 8) / 8:.3f}"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(i: int) -> str:
    if i < len(_CH_BASE):
        return _CH_BASE[i]
    return str(int(_CH_BASE[-1]) + (i - len(_CH_BASE) + 1) * 1000003 * 104729)


class Labels:
    def __init__(self):
        self.hard, self.sup, self.removed, self.noise, self.near, self.idioms = [], [], [], [], [], []


class Chan:
    """One channel-day: produces events and labels."""

    def __init__(self, cid, worker, rng, day_start, labels, want_idioms):
        self.cid, self.worker, self.rng, self.d0, self.L = cid, worker, rng, day_start, labels
        self.events = []  # (ms, order, event)
        self.used = set()
        self.msgs = {}
        self.order = 0
        self.want_idioms = want_idioms
        self.thread_id = None

    # ---- time helpers -------------------------------------------------
    def at(self, h, m=0.0, s=None):
        """ET-ish hour offset from day start (day starts at local midnight)."""
        if s is None:
            s = self.rng.uniform(0, 59)
        t = self.d0 + timedelta(hours=h, minutes=m, seconds=s)
        return int(t.timestamp() * 1000) + self.rng.randint(0, 999)

    def later(self, ms, lo_s, hi_s):
        return ms + int(self.rng.uniform(lo_s, hi_s) * 1000)

    def _push(self, ms, ev):
        self.order += 1
        self.events.append((ms, self.order, ev))

    # ---- ops ----------------------------------------------------------
    def post(self, ms, who, content="", embeds=None, ref=None, thread=False):
        while ms in self.used:
            ms += 1
        self.used.add(ms)
        mid = str(snowflake(ms, self.worker, len(self.used) % 4096))
        name, aid, bot = PEOPLE[who]
        cid = self.thread_id if thread else self.cid
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(ms), "content": content, "attachments": [],
               "embeds": embeds or [], "reference_id": ref}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid, "message": msg}
        if thread:
            ev["parent_channel_id"] = self.cid
        self._push(ms, ev)
        self.msgs[mid] = {"ms": ms, "content": content, "embeds": embeds or [], "cid": cid}
        return mid

    def edit(self, ms, mid, content):
        self.msgs[mid]["content"] = content
        self._push(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["cid"],
                        "message_id": mid, "edited_at": iso(ms), "content": content})

    def delete(self, ms, mid):
        self._push(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["cid"],
                        "message_id": mid, "deleted_at": iso(ms)})

    def bulk_delete(self, ms, mids):
        self._push(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.cid,
                        "message_ids": list(mids), "deleted_at": iso(ms)})

    def forget(self, ms, mid, by):
        self._push(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["cid"],
                        "message_id": mid, "requested_by": PEOPLE[by][1], "at": iso(ms)})

    def pin(self, ms, mid, by):
        self._push(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["cid"],
                        "message_id": mid, "by": PEOPLE[by][1], "at": iso(ms)})

    def react(self, ms, mid, emoji, by):
        self._push(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["cid"],
                        "message_id": mid, "emoji": emoji, "user_id": PEOPLE[by][1], "at": iso(ms)})

    # ---- labels -------------------------------------------------------
    def hard(self, mid, etype, facts, phrasing, state="live", idiom=None):
        self.L.hard.append({"channel_id": self.msgs[mid]["cid"], "message_id": mid, "event_type": etype,
                            "facts": list(facts), "phrasing": phrasing, "final_state": state})
        if idiom and self.want_idioms:
            self.L.idioms.append({"message_id": mid, "idiom": idiom, "expected": etype})
        return mid

    def near(self, mid, idiom=None):
        self.L.near.append(mid)
        if idiom and self.want_idioms:
            self.L.idioms.append({"message_id": mid, "idiom": idiom, "expected": "not_hard"})
        return mid

    def noise(self, mid):
        self.L.noise.append(mid)
        return mid

    def sup(self, mid, old):
        self.L.sup.append([self.msgs[mid]["cid"], mid, old])

    def removed(self, snippet):
        self.L.removed.append(snippet)


# ---------------------------------------------------------------------------
# content pools
CHATTER = [
    "curve steeper again, 30y MMD +{a} on the day, 10y unch",
    "funds reported +${b}mm inflows last week per LSEG, that's why the long end is sticky",
    "supply calendar is {c}bn this week, heavy for November",
    "TFA blocks trading rich vs MMD today, nobody wants to sell",
    "IL paper widening a touch, {a}bp cheaper than Friday",
    "retail buying everything 4-7 yrs, the 20+ is where the value is",
    "ratio 10y MMD/UST at {r}% — still not cheap enough for crossovers",
    "coffee run, anyone?",
    "bid side thin in anything over 2040, dealers full",
    "California paper getting taken out at the screen, crazy",
    "slow one so far. NY names doing all the work",
    "seeing the usual SMA rebalancing flows, lots of odd-lot 25k-100k",
    "Bloomberg BVAL is stale on half the IL strip again",
    "the new-issue concessions are basically gone, 2-3bp at best",
    "30y UST through {u}, munis lagging as usual",
    "who has the latest on the MTA capital plan? hearing the board vote slipped",
    "heads up, EMMA was lagging earlier, check the prints before you trust them",
    "spreads on A-rated airports unchanged, nothing going on there",
    "Texas PSF names are all sold out lol",
    "reminder: month-end SMA statements cut on the 28th",
    "tax-loss swap season is starting, expect more odd-lot bid lists",
    "the 5s vs 4s convexity trade is crowded, everyone owns it",
    "PR bonds bid up again on the settlement chatter, not our thing",
    "long end feels heavy into the Fed speakers",
    "odd lots of {a}0k trading 10bp back of round lots, as usual",
    "BVAL marked the O'Hare strip up a point, no prints to back it",
    "anyone else's Bloomberg slow? MSG taking forever",
    "dealers are leaning short the long end into the big NYC deal next week",
    "hearing a large SMA manager is selling 4s for tax losses",
    "state GO spreads basically flat all month",
    "the TX Trans 4s keep getting shown, someone has a lot",
    "pre-refunded paper quoted through Treasuries again, silly",
    "new-issue balances are sitting around in the 2050s",
    "retail buying the 5-7y bucket at the screen again today",
]
ACKS = ["thx", "ty", "👍", "k", "🙏", "ok", "ok ty", "👀", "lol", "nice", "🫡", "got it", "✅"]
ACK_WHO = ["trader", "junior", "junior", "trader"]
ANALYST_PARAS = {
    "pension": [
        "**Pension funding.** {issuer}'s aggregate funded ratio stands at {f1}% on a GASB 68 basis, up from {f0}% two years ago, helped by full actuarially determined contributions and investment returns above the {dr}% discount rate. The statutory ramp still back-loads contributions; our base case has the ADC rising to {adc}% of own-source revenue by FY2029. Fixed costs (debt service + pension + OPEB) absorb roughly {fc}% of governmental revenue, which is high versus the median for the rating category but stable.",
        "**Pension funding.** Net pension liability fell to ${npl}bn in the latest ACFR. The plan assumes a {dr}% return and a closed amortization period; a 100bp shortfall would add about ${npl2}bn to the unfunded liability. The funded ratio of {f1}% compares with {f0}% at the trough. Contribution discipline has held through two budget cycles, which is what the agencies said they would watch.",
    ],
    "rating": [
        "**Rating outlook.** Moody's and S&P both carry a stable outlook; Fitch moved to positive in the spring. The agencies cite structural balance and reserve rebuilding (unassigned fund balance {rb}% of expenditures). A one-notch upgrade over 12-18 months is plausible but not our base case, given wage settlements still open and the federal funding cliff in transit and health.",
        "**Rating outlook.** We think the rating is well anchored. Key sensitivities: reserve drawdown below {rb}% of revenues, a failure to fund the ADC, or a material increase in leverage for the capital plan. None of these look imminent. The outlook change risk is asymmetric to the upside only if the legislature passes the revenue package in the spring session.",
    ],
    "coverage": [
        "**Revenue coverage.** Senior-lien debt service coverage was {dscr}x in FY2025 (all-in {dscr2}x), against a 1.50x rate covenant and a 1.25x additional bonds test. Pledged revenues grew {g}% year on year; the top ten payers are {tt}% of the base, so concentration is modest. Liquidity at {dcoh} days cash on hand is comfortable.",
        "**Revenue coverage.** Pledged tax receipts covered maximum annual debt service {dscr}x last fiscal year. The ABT requires 3.0x, so the issuer has room for roughly ${cap}bn of additional parity debt before the test binds. Receipts are sensitive to withholding and real estate transfer taxes, which fell {g}% in the last downturn and recovered within six quarters.",
    ],
    "rv": [
        "**Relative value.** The {sh} trades around MMD +{sp} at {y}%, {d}bp wide of where comparable credits clear in the secondary. Recent MSRB prints are mostly odd-lot retail sells, which tends to exaggerate the cheapness. Supply from the same issuer over the next quarter is expected at ${sup}bn.",
        "**Relative value.** On a spread-to-MMD basis the {sh} sit at +{sp}bp, against a one-year range of +{lo} to +{hi}. Historically the name tightened after budget adoption; the seasonal pattern held in four of the last six years. Dealer positions in the name look heavy per the Street's bid-side depth.",
    ],
    "misc": [
        "**Legal/structure.** The bonds are special obligations secured by a statutory lien on pledged revenues, with a trustee-held debt service reserve funded at the lesser of the three-prong test. Bankruptcy remoteness is strong; the issuer is not eligible for Chapter 9 without state authorization.",
        "**Budget.** The adopted budget closes a ${gap}mm gap mostly with recurring measures, though about a third is one-shot (fund sweeps and a delayed payroll). The mid-year update is due in February; the legislative analyst already flagged softer sales tax receipts.",
        "**ESG / climate.** Physical climate exposure is moderate. The capital plan includes ${cap}bn of resilience spending over ten years, partly grant-funded, which the agencies view as credit neutral to positive.",
    ],
}


NEWS_BODY = [
    "The agency cited {x} and noted that liquidity remains adequate with {d} days cash on hand.",
    "The action affects about ${b}bn of outstanding parity debt. The issuer said it does not expect any change to its financing plans.",
    "Analysts pointed to pension contributions, wage settlements and the pace of federal aid runoff as the key variables for the next 12-18 months.",
    "Officials said the budget for the coming fiscal year will be balanced without drawing on reserves, according to a statement posted to EMMA.",
    "Market participants said secondary trading in the credit was light ahead of the announcement.",
    "The report follows a {m}-month review and incorporates audited results for fiscal 2025.",
]


GENERIC_NEWS = [
    "Muni funds see ${x}mm of inflows in the latest week, Lipper says",
    "10-year Treasury yield climbs to {y}% ahead of Fed minutes",
    "Municipal issuance calendar tops ${z}bn for the week, led by transportation deals",
    "Muni-to-Treasury ratios hover near year lows as reinvestment demand peaks",
    "MSRB proposes changes to trade-reporting timelines for odd-lot trades",
]


def news_body(rng):
    return " ".join(s.format(x=rng.choice(["stronger reserves", "narrowing structural gaps", "slower revenue growth", "rising fixed costs"]),
                             d=rng.randint(150, 600), b=f"{rng.uniform(0.6, 22):.1f}", m=rng.randint(3, 9))
                    for s in rng.sample(NEWS_BODY, 3))


def _fmt(rng, s, **kw):
    vals = dict(f1=f"{rng.uniform(42, 88):.1f}", f0=f"{rng.uniform(35, 70):.1f}", dr=rng.choice(["6.75", "7.0", "6.5", "6.9"]),
                adc=f"{rng.uniform(8, 22):.1f}", fc=f"{rng.uniform(18, 34):.0f}", npl=f"{rng.uniform(4, 140):.1f}",
                npl2=f"{rng.uniform(1, 14):.1f}", rb=f"{rng.uniform(6, 19):.1f}", dscr=f"{rng.uniform(1.6, 9.5):.2f}",
                dscr2=f"{rng.uniform(1.3, 3.0):.2f}", g=f"{rng.uniform(1.5, 9.0):.1f}", tt=f"{rng.uniform(4, 21):.0f}",
                dcoh=rng.randint(180, 720), cap=f"{rng.uniform(1.2, 9.8):.1f}", sp=rng.randint(18, 95),
                d=rng.randint(3, 14), sup=f"{rng.uniform(0.4, 3.5):.1f}", lo=rng.randint(10, 30), hi=rng.randint(60, 120),
                gap=rng.randint(180, 2400), y=f"{rng.uniform(3.1, 4.3):.2f}")
    vals.update(kw)
    return s.format(**vals)


def analyst_note(rng, bond, decision=None, peers=()):
    parts = [f"## Credit note — {bond.long} ({bond.kind}, {bond.state})",
             f"_Coverage refresh ahead of this week's secondary activity; CUSIP reference {bond.cusip} ({bond.of})._", "",
             "| metric | FY2023 | FY2024 | FY2025 |", "| --- | --- | --- | --- |"]
    for name, lo, hi, fmt in [("debt service coverage (x)", 1.4, 6.5, "{:.2f}"), ("funded ratio (%)", 40, 90, "{:.1f}"),
                              ("fund balance / exp (%)", 4, 20, "{:.1f}"), ("debt / personal income (%)", 2, 9, "{:.1f}"),
                              ("own-source revenue growth (%)", -3, 9, "{:.1f}")]:
        parts.append(f"| {name} | " + " | ".join(fmt.format(rng.uniform(lo, hi)) for _ in range(3)) + " |")
    parts.append("")
    keys = ["pension", "rating", "coverage", "rv", "misc"]
    paras = []
    for k in keys:
        for tpl in ANALYST_PARAS[k][:2] if rng.random() < 0.8 else ANALYST_PARAS[k][:1]:
            paras.append(_fmt(rng, tpl, issuer=bond.long, sh=bond.sh))
    paras.append(_fmt(rng, ANALYST_PARAS["misc"][2], issuer=bond.long, sh=bond.sh))
    paras.append("**Recent EMMA disclosures.**\n" + "\n".join(
        f"- {rng.randint(1, 28):02d}/{rng.randint(1, 11):02d}/2026 {rng.choice(['annual financial information', 'budget', 'event notice: rating change', 'voluntary: investor presentation', 'quarterly revenue report', 'event notice: bond call'])}"
        for _ in range(rng.randint(3, 6))))
    if peers:
        paras.append("**Peers.** " + "; ".join(
            f"{p.long} trades MMD +{rng.randint(15, 90)} with coverage {rng.uniform(1.4, 5):.2f}x" for p in peers) +
            ". None of the peer spreads moved more than a few bp this week.")
    if decision:
        paras.insert(len(paras) // 2, decision)
    parts += [p + "\n" for p in paras]
    parts.append("**What would change our mind.** A failed budget, a missed pension contribution, or coverage "
                 "below 1.5x on the senior lien. We will refresh after the next disclosure on EMMA.")
    parts.append(f"\n_sources: EMMA continuing disclosures, ACFR FY2025, agency reports; model run {rng.randint(1000, 9999)}_")
    return "\n".join(parts)


def bwic_list(rng, kind, dealer, bonds, item):
    lines = [f"**{kind} {item}** from {dealer} — due {rng.choice(['10:30', '11:00', '13:00', '14:00', '14:30'])} ET, "
             f"{rng.choice(['all or none', 'bids on any/all', 'line item', 'odd lots ok'])}", "```",
             "#  CUSIP      DESCRIPTION                     PAR        CALL        RTG    LAST EVAL"]
    for i in range(rng.randint(16, 26)):
        b = rng.choice(bonds)
        par = rng.choice(["25", "50", "100", "150", "250", "500", "1,000", "2,000", "3,000"])
        lines.append(f"{i + 1:<2} {b.cusip}  {(b.short + ' ' + b.cpn + ' ' + str(b.mat)):<30}  {par + 'k':<9}  "
                     f"{'11/01/' + str(rng.randint(2030, 2036)):<10}  "
                     f"{rng.choice(['AA', 'AA-', 'A+', 'A', 'BBB+', 'AAA', 'Aa2', 'A2']):<5}  {b.price(rng)}")
    lines.append("```")
    lines.append(f"talk: {rng.choice(['none', 'MMD +15/+25 area', 'no talk, best bids', 'cover shown after'])}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------
def build_day(c: Chan, rng: random.Random):
    d0 = c.d0
    bonds = [Bond(r, rng) for r in UNIVERSE]
    rng.shuffle(bonds)
    held, watch, others = bonds[:6], bonds[6:8], bonds[8:]
    dealers = DEALERS[:]
    rng.shuffle(dealers)
    acct = rng.choice(["SMA-Core", "SMA-07", "SMA-12", "SMA-Muni-Int"])
    oid = lambda: f"ORD-{rng.randint(10000, 99999)}"
    date_str = (d0 + timedelta(hours=12)).strftime("%Y-%m-%d")
    fut = rng.choice(["TYZ6", "TYH7"])
    fut_px = rng.randint(110, 112)

    def fpx(x32):
        return f"{fut_px + x32 // 32}-{x32 % 32:02d}"

    # ---------------- background noise -----------------
    h = rng.uniform(0, 0.6)
    while h < 24:
        ms = c.at(h, 0)
        cur = rng.randint(13800, 14600)
        c.noise(c.post(ms, "pricing", f"pricing-svc ♥ ok | curves=MMD,BVAL,ICE | lag={rng.uniform(0.4, 3.2):.1f}s | "
                                      f"evaluated={cur:,} cusips | stale={rng.randint(0, 40)} | queue={rng.randint(0, 9)} | "
                                      f"node=prc-{rng.randint(1, 4)} build 2.14.{rng.randint(1, 6)} | "
                                      f"feeds: ice=ok bval=ok rtrs={rng.choice(['ok', 'ok', 'ok', 'lagging'])} emma=ok | mem={rng.randint(38, 71)}%"))
        h += rng.uniform(0.55, 0.8)
    risk_skip = set(rng.sample(range(24), 3))
    for hr in range(24):
        if hr in risk_skip:
            continue
        ms = c.at(hr, rng.uniform(1, 10))
        c.noise(c.post(ms, "risk", f"riskguard hb ts={iso(ms)} rules=37 breaches=0 status=OK "
                                   f"issuer_conc_max={rng.uniform(2.1, 4.8):.1f}% state_conc_max={rng.uniform(7, 11.5):.1f}% "
                                   f"dur_band=OK avg_dur={rng.uniform(5.6, 6.9):.2f} book=SMA"))
    for hr, txt in [(1.1, "cron[emma-disclosure-sync] done in {s}s new_filings={n} matched_holdings=0"),
                    (4.4, "cron[eod-positions] completed in {s}s rows={r:,} status=ok"),
                    (6.2, "cron[mmd-scale-load] loaded MMD AAA scale {d} ({s}s)"),
                    (17.6, "cron[sma-rebalance-preview] generated {n} previews in {s}s"),
                    (20.3, "cron[msrb-rtrs-archive] archived {r:,} prints, {s}s")]:
        c.noise(c.post(c.at(hr, rng.uniform(0, 20)), "cron",
                       txt.format(s=f"{rng.uniform(3, 90):.1f}", n=rng.randint(2, 40), r=rng.randint(900, 40000), d=date_str)))
    # near-miss cron: "0 routed"
    c.near(c.post(c.at(7.2, rng.uniform(0, 30)), "cron", f"cron[bwic-triage] scanned {rng.randint(6, 19)} lists, 0 routed, 0 flagged"),
           idiom="cron summary with zero routed")
    for _ in range(rng.randint(3, 5)):
        c.noise(c.post(c.at(rng.uniform(0, 23.5)), "emma",
                       f"emma-feed: websocket closed ({rng.choice(['1006', '1011', '1001'])}), reconnecting in {rng.choice([2, 5, 10])}s… "
                       f"reconnected, resubscribed {rng.randint(300, 480)} CUSIPs, gap-fill {rng.randint(0, 60)} msgs"))
    for _ in range(2):
        c.noise(c.post(c.at(rng.uniform(18.5, 23.5)), "ci",
                       f"ci: deploy {rng.choice(['muni-pricer', 'oms-gateway', 'riskguard', 'bwic-parser'])} "
                       f"v{rng.randint(1, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)} → prod ✅ ({rng.randint(1, 6)}m{rng.randint(0, 59):02d}s) "
                       f"commit {rng.getrandbits(28):07x}"))
    # CI stack trace spam, bulk deleted later
    t_ci = c.at(rng.uniform(1.5, 3.5))
    spam = []
    for k in range(3):
        trace = (f"ci: job bwic-parser#{rng.randint(4000, 4999)} FAILED\n```\nTraceback (most recent call last):\n"
                 f'  File "/app/bwic/parse.py", line {rng.randint(80, 300)}, in parse_list\n    rows = table.extract(cols=COLS)\n'
                 f'  File "/app/bwic/table.py", line {rng.randint(20, 90)}, in extract\n    raise ParseError(f"bad par column: {{cell!r}}")\n'
                 f"bwic.errors.ParseError: bad par column: '{rng.choice(['1MM', '2.5M', 'n/a'])}' (retry {k + 1}/3)\n```")
        spam.append(c.noise(c.post(c.later(t_ci, 60 * k, 60 * k + 30), "ci", trace)))
    c.bulk_delete(c.later(t_ci, 600, 900), spam)
    c.removed("bad par column")
    for hr in sorted(rng.sample([9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.2, 17.0], 7)):
        dayp = rng.randint(-60000, 140000)
        c.noise(c.post(c.at(hr), "pnl",
                       f"PnL snapshot {int(hr) + 0:02d}:{30 if hr % 1 else 0:02d} ET\n"
                       f"day {'+' if dayp >= 0 else '-'}${abs(dayp):,} | MTD +${rng.randint(300000, 900000):,} | "
                       f"DV01 ${rng.uniform(12, 26):.1f}k | {fut} hedge {'+' if rng.random() < .5 else '-'}${rng.randint(500, 9000):,} | "
                       f"inventory ${rng.uniform(60, 140):.1f}mm across {rng.randint(40, 90)} CUSIPs"))
    for _ in range(rng.randint(8, 11)):
        c.noise(c.post(c.at(rng.uniform(8, 17)), rng.choice(ACK_WHO), rng.choice(ACKS)))

    # ---------------- market data: MMD, MSRB prints, BWIC lists -----------
    for hr, tag in [(7.6, "open"), (11.3, "midday"), (15.1, "close est"), (16.4, "final")]:
        lv = [round(2.45 + rng.uniform(-.05, .05), 2), round(2.71 + rng.uniform(-.05, .05), 2),
              round(3.29 + rng.uniform(-.05, .05), 2), round(3.58 + rng.uniform(-.05, .05), 2)]
        c.post(c.at(hr), "pricing", f"MMD AAA scale ({tag}): 5y {lv[0]:.2f} | 10y {lv[1]:.2f} | 20y {lv[2]:.2f} | 30y {lv[3]:.2f} "
                                    f"— 10y {rng.choice(['-2', '-1', 'unch', '+1', '+2'])}, 30y {rng.choice(['-1', 'unch', '+1', '+3'])}")
    prints = []
    for _ in range(rng.randint(30, 36)):
        b = rng.choice(bonds)
        par = rng.choice([25000, 50000, 100000, 250000, 500000, 1000000, 2000000, 5000000])
        y = round(b.yld + rng.uniform(-0.06, 0.08), 3)
        pm = c.post(c.at(rng.uniform(9.3, 16.8)), "msrb",
                    f"MSRB {b.cusip} {b.short} {b.cpn} 11/01/{b.mat} | {par:,} | {b.price(rng, y)} | {y:.3f}% | "
                    f"{rng.choice(['D-C sell', 'D-C buy', 'inter-dealer', 'D-C buy (ATS)'])} | {rng.randint(9, 16):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} ET | "
                    f"rtrs seq {rng.randint(100000, 999999)} | spread to MMD +{rng.randint(10, 90)} | {rng.choice(['', 'weighted price', 'list offering price', 'when-issued'])}")
        prints.append((pm, b))
    held_prints = [p for p, b in prints if b in held][:5]
    for k, p in enumerate(held_prints):
        c.near(p, idiom="other dealer's MSRB print on a held CUSIP" if k == 0 else None)
    bw_items = []
    for k in range(rng.randint(5, 6)):
        kind = rng.choice(["BWIC", "BWIC", "OWIC"])
        item = f"{kind}-{rng.randint(1000, 9999)}"
        t = c.at(rng.uniform(8.0, 14.0))
        mid = c.post(t, "bwic", bwic_list(rng, kind, dealers[k], bonds, item))
        bw_items.append((mid, item, dealers[k], t))
        c.near(mid, idiom="BWIC list from another dealer, desk only looks" if k == 0 else None)

    t = c.at(6, rng.uniform(40, 55))
    rows = "\n".join(f"issuer={b.short.replace(' ', '_')} state={b.state} weight={rng.uniform(0.5, 4.6):.2f}% limit=5.0% status=OK"
                     for b in held + others[:4])
    states = " ".join(f"{s_}={rng.uniform(2, 11.5):.1f}%" for s_ in sorted({b.state for b in bonds}))
    c.near(c.post(t, "risk", f"riskguard daily report {date_str} — all limits ok\n```\n{rows}\nstate_weights {states} limit_default=12.5%\n"
                             f"duration band 5.0-7.5 current {rng.uniform(5.8, 6.9):.2f} OK\nrating floor A- current wavg AA- OK\n```"),
           idiom="daily risk report, all limits ok")
    scale = " | ".join(f"{y}y {2.30 + 0.048 * y + rng.uniform(-.02, .02):.2f}" for y in (1, 2, 3, 5, 7, 10, 12, 15, 20, 25, 30))
    c.post(c.at(7, rng.uniform(0, 4)), "pricing", f"MMD AAA full scale {date_str} (prelim)\n{scale}\n"
                                                 f"AA +{rng.randint(8, 14)} | A +{rng.randint(35, 55)} | BBB +{rng.randint(90, 130)} (10y spreads, bp)")

    # ---------------- morning setup -------------------
    t = c.at(7, rng.uniform(5, 40))
    holdings_txt = ", ".join(f"{b.sh} ({b.cusip})" for b in held)
    m_setup = c.post(t, "trader", f"morning all. book for the SMA program: {holdings_txt}.\n"
                                  f"watching: {watch[0].short}, {watch[1].short}. {fut} hedge vs the long end.")
    c.pin(c.later(t, 60, 300), m_setup, "pm")
    # limit change (risk) early, with PM 📌
    t = c.at(7, rng.uniform(45, 58))
    st = rng.choice(["IL", "NY", "CA"])
    old_l, new_l = rng.choice([("12.0%", "10.0%"), ("15.0%", "12.5%"), ("10.0%", "12.0%")])
    m = c.post(t, "risk", f"LIMIT_CHANGE scope=state state={st} program=SMA limit_old={old_l} limit_new={new_l} "
                          f"effective={date_str} approved_by=CRO ticket=RSK-{rng.randint(200, 999)}")
    c.hard(m, "risk_limit", [f"state={st}", f"limit_new={new_l}"], "structured", idiom="key=value state concentration limit change")
    c.react(c.later(t, 120, 600), m, "📌", "pm")
    # analyst morning note, no decision
    c.near(c.post(c.at(7, rng.uniform(10, 50)), "analyst", analyst_note(rng, held[1], peers=others[:2])),
           idiom="long credit note with trading words but no decision")

    # ---------------- Trade A: tagged proposal -> approval -> ack -> fill (price corrected by edit)
    bA = others[0]
    yA = f"{bA.yld + 0.06:.2f}"
    pxA = bA.price(rng, float(yA))
    t = c.at(9, rng.uniform(5, 40))
    pA = c.post(t, "trader", f"[PROPOSAL] BUY 2mm {bA.cusip} {bA.sh} @ {yA} yld (~{pxA}) for {acct} — "
                             f"MMD +{rng.randint(25, 45)}, fits the duration band, takes us out of cash")
    c.hard(pA, "trade_proposal", [bA.cusip, "BUY", "2mm", yA], "tagged", idiom="tagged [PROPOSAL] with mm size and yield")
    t = c.later(t, 120, 500)
    q = c.post(t, "pm", "Could you tell me where the last print was on this one, please?", ref=pA)
    c.near(q, idiom="PM question on a proposal (not approval)")
    t = c.later(t, 60, 200)
    c.post(t, "trader", f"last print {rng.choice(['2mm', '1mm', '500k'])} at {float(yA) + 0.03:.2f} two days ago, odd-lot retail since", ref=q)
    t = c.later(t, 100, 400)
    aA = c.post(t, "pm", "Approved, thank you. Please proceed.", ref=pA)
    c.hard(aA, "trade_approval", ["Approved"], "reply", idiom="polite PM reply approval")
    c.pin(c.later(t, 20, 90), pA, "pm")
    oA = oid()
    t = c.later(t, 40, 120)
    m = c.post(t, "oms", f"ACK|{oA}|BUY|{bA.cusip}|2,000,000|LMT {yA}Y|WORKING|{acct}")
    c.hard(m, "trade_confirmation", [oA, "BUY", bA.cusip, "WORKING"], "structured", idiom="pipe-delimited OMS ack")
    t = c.later(t, 600, 2400)
    bad_px = f"{float(pxA) + 0.125:.3f}"
    fA = c.post(t, "oms", f"FILL|{oA}|BUY|{bA.cusip}|2,000,000|PX {bad_px}|YLD {yA}|{acct}")
    c.edit(c.later(t, 240, 900), fA, f"FILL|{oA}|BUY|{bA.cusip}|2,000,000|PX {pxA}|YLD {yA}|{acct}|CORR px")
    c.hard(fA, "trade_fill", [oA, "BUY", "2,000,000", f"PX {pxA}"], "structured", state="edited",
           idiom="pipe fill with price corrected by edit")
    c.sup(fA, bad_px)
    c.noise(c.post(c.later(t, 30, 120), "trader", "👍"))

    # ---------------- Trade B: voice sell shorthand to HY acct -----------
    bB = held[0]
    pxB = bB.price(rng)
    t = c.at(rng.uniform(9.8, 11.2))
    m = c.post(t, "trader", f"sold 500k {bB.sh} to HY acct {pxB}")
    c.hard(m, "trade_fill", ["sold", "500k", bB.sh, pxB], "shorthand", idiom="dealer shorthand sale 'sold 500k X to acct px'")

    # ---------------- Trade C: voice buy shorthand (optional) -----------
    if rng.random() < 0.85:
        bC = held[2]
        yC = f"{bC.yld:.2f}"
        t = c.at(rng.uniform(10, 13.5))
        m = c.post(t, "trader", f"bot 2mm {bC.cusip} @ {yC} yld from {dealers[5]}, into inventory")
        c.hard(m, "trade_fill", ["bot", "2mm", bC.cusip, yC], "shorthand", idiom="'bot 2mm CUSIP @ y yld' shorthand buy")

    # ---------------- Trade D: untagged proposal, declined ----------------
    bD = held[3]
    pxD = bD.price(rng)
    t = c.at(rng.uniform(10.2, 11.8))
    pD = c.post(t, "trader", f"Helen — I'd like to trim 1mm of the {bD.of} out of {acct} around {pxD}. "
                             f"Bids are decent today and it frees room under the {bD.state} limit.")
    c.hard(pD, "trade_proposal", ["trim", "1mm", bD.of, pxD], "untagged")
    t = c.later(t, 300, 1500)
    m = c.post(t, "pm", "Thank you, Dom. I'd rather we hold this for now — let's not sell into this week's supply. Declined for today.", ref=pD)
    c.hard(m, "trade_approval", ["Declined"], "reply", idiom="polite PM decline reply")
    c.noise(c.post(c.later(t, 30, 200), "trader", "fair enough, thx", ref=m))

    # ---------------- Trade E: shorthand proposal -> 👍 send it -> embed conf -> embed fill
    bE = held[4]
    pxE = bE.price(rng)
    oE = oid()
    t = c.at(rng.uniform(11.5, 13.5))
    pE = c.post(t, "trader", f"pls approve: s 1.5mm {bE.cusip} @ {pxE} {acct}")
    c.hard(pE, "trade_proposal", ["s 1.5mm", bE.cusip, pxE], "shorthand", idiom="'pls approve: s 1.5mm CUSIP @ px' shorthand")
    t = c.later(t, 120, 700)
    m = c.post(t, "pm", "👍 send it", ref=pE)
    c.hard(m, "trade_approval", ["send it"], "reply", idiom="emoji + 'send it' approval reply")
    t = c.later(t, 40, 150)
    m = c.post(t, "oms", "", embeds=[{"title": "Order accepted", "description": f"{bE.long} {bE.cpn}% {bE.mat}",
                                      "author": "muni-oms",
                                      "fields": [{"name": "CUSIP", "value": bE.cusip, "inline": True},
                                                 {"name": "Side", "value": "SELL", "inline": True},
                                                 {"name": "Par", "value": "1,500,000", "inline": True},
                                                 {"name": "Limit", "value": pxE, "inline": True},
                                                 {"name": "Account", "value": acct, "inline": True}],
                                      "footer": f"order {oE} · venue TMC/ATS"}])
    c.hard(m, "trade_confirmation", [oE, "SELL", bE.cusip, "Order accepted"], "embed", idiom="embed-only order accepted")
    t = c.later(t, 900, 3000)
    yE = f"{bE.yld - 0.02:.2f}"
    m = c.post(t, "oms", "", embeds=[{"title": "Execution report", "description": "Filled",
                                      "fields": [{"name": "CUSIP", "value": bE.cusip, "inline": True},
                                                 {"name": "Side", "value": "SELL", "inline": True},
                                                 {"name": "Par", "value": "1,500,000", "inline": True},
                                                 {"name": "Price", "value": pxE, "inline": True},
                                                 {"name": "Yield", "value": yE, "inline": True},
                                                 {"name": "Account", "value": acct, "inline": True}],
                                      "footer": f"order {oE} · {dealers[6]}"}])
    c.hard(m, "trade_fill", [oE, "SELL", "1,500,000", pxE], "embed", idiom="embed-only execution report fill")

    # ---------------- Trade F: proposal approved then risk-blocked ----------
    bF = [b for b in bonds if b.state == "IL"][0]
    yF = f"{bF.yld:.2f}"
    oF = oid()
    t = c.at(rng.uniform(13.2, 14.2))
    pF = c.post(t, "trader", f"[PROPOSAL] buy 3mm {bF.sh} @ {yF} for {acct}, cheapest IL paper on the screen")
    c.hard(pF, "trade_proposal", ["buy", "3mm", bF.sh, yF], "tagged")
    t = c.later(t, 200, 800)
    m = c.post(t, "pm", "Yes, go ahead — thank you.", ref=pF)
    c.hard(m, "trade_approval", ["go ahead"], "reply")
    t = c.later(t, 60, 180)
    conc = f"{rng.uniform(12.6, 14.5):.1f}%"
    m = c.post(t, "risk", f"BLOCK order={oF} cusip={bF.cusip} acct={acct} rule=state_conc state=IL limit=12.5% "
                          f"post_trade={conc} action=REJECTED")
    c.hard(m, "risk_limit", [f"order={oF}", "state=IL", f"post_trade={conc}", "action=REJECTED"], "structured",
           idiom="risk engine blocks an order (key=value)")
    t = c.later(t, 2, 10)
    m = c.post(t, "oms", f"REJ|{oF}|BUY|{bF.cusip}|3,000,000|LMT {yF}Y|REJECTED|riskguard state_conc")
    c.hard(m, "trade_confirmation", [oF, bF.cusip, "REJECTED"], "structured")
    c.post(c.later(t, 60, 300), "trader", "ugh, forgot the IL cap moved. will revisit after the sells settle")

    # ---------------- Trade G: BWIC bid, level moved twice by edit --------
    bw_mid, bw_item, bw_dealer, bw_t = bw_items[0]
    bG = held[5]
    lv = rng.choice([97, 98, 99, 101])
    b0, b1, b2 = f"{lv}.500", f"{lv}.625", f"{lv}.750"
    t = c.later(bw_t, 900, 2400)
    g = c.post(t, "trader", f"our bid on the {bw_dealer} {bw_item}: 2mm {bG.cusip} at {b0}", ref=bw_mid)
    c.edit(c.later(t, 300, 700), g, f"our bid on the {bw_dealer} {bw_item}: 2mm {bG.cusip} at {b1}")
    c.edit(c.later(t, 900, 1500), g, f"our bid on the {bw_dealer} {bw_item}: 2mm {bG.cusip} at {b2} (final)")
    c.hard(g, "trade_proposal", [bw_item, "2mm", bG.cusip, b2], "reply", state="edited", idiom="BWIC bid level moved twice by edit")
    c.sup(g, b0)
    c.sup(g, b1)
    t = c.later(t, 1600, 1900)
    oG = oid()
    m = c.post(t, "oms", f"BWIC_BID|{oG}|{bw_item}|BUY|{bG.cusip}|2,000,000|{b2}|SUBMITTED")
    c.hard(m, "trade_confirmation", [oG, bw_item, "SUBMITTED"], "structured")
    t = c.later(t, 1800, 3600)
    c.near(c.post(t, "bwic", f"{bw_item} results: line {rng.randint(1, 9)} ({bG.cusip}) traded, cover {lv + 1}.000 — you were not the high bid"),
           idiom="BWIC cover/result where another dealer won")

    # ---------------- Trade H: deleted proposal ---------------------------
    bH = others[1]
    t = c.at(rng.uniform(10.5, 12.5))
    h_px = bH.price(rng)
    m = c.post(t, "trader", f"[PROPOSAL] BUY 1mm {bH.cusip} {bH.sh} @ {h_px} for {acct}")
    c.hard(m, "trade_proposal", [bH.cusip, "BUY", "1mm", h_px], "tagged", state="deleted")
    c.delete(c.later(t, 60, 200), m)
    c.removed(f"BUY 1mm {bH.cusip}")
    c.post(c.later(t, 210, 300), "trader", "ignore that, wrong cusip. will repost if it still makes sense")

    # ---------------- Trade I: forgotten fill (client name leaked) --------
    bI = held[1]
    pxI = bI.price(rng)
    client = rng.choice(["Feldman family trust", "Okafor revocable trust", "Marchetti IRA"])
    t = c.at(rng.uniform(12.0, 15.0))
    m = c.post(t, "trader", f"sold 750k {bI.sh} to the {client} acct {rng.randint(1000, 9999)} @ {pxI}")
    c.hard(m, "trade_fill", ["sold", "750k", bI.sh, pxI], "shorthand", state="forgotten")
    c.forget(c.later(t, 600, 1800), m, "pm")
    c.removed(client)

    # ---------------- New-issue retail order period (thread) -------------
    dasny = Bond(("Dormitory Authority of the State of New York", "DASNY", "NY", "REV", "64990F", "U2", "5", 2044), rng)
    t = c.at(8, rng.uniform(30, 50))
    c.thread_id = str(snowflake(t - 5, 30, rng.randint(0, 4095)))
    ny = f"{dasny.yld:.2f}"
    c.post(t, "synd", f"**DASNY PIT Revenue Bonds, Series 2026A** — retail order period open 9:00–11:30 ET.\n"
                      f"5s of 2044 ({dasny.cusip}) priced at {ny}% (MMD +{rng.randint(15, 30)}), $"
                      f"{rng.randint(600, 1400)}mm total, retail priority for orders ≤ $1mm per account.", thread=True)
    t = c.later(t, 900, 1800)
    pN = c.post(t, "trader", f"putting in 3mm retail for the SMA accts on the 5s 44 @ {ny}, ok?", thread=True)
    c.hard(pN, "trade_proposal", ["3mm", "5s 44", ny], "untagged", idiom="new-issue retail order entry as proposal")
    t = c.later(t, 200, 600)
    m = c.post(t, "pm", "Yes, please go ahead with 3mm for the program. Thank you.", ref=pN, thread=True)
    c.hard(m, "trade_approval", ["go ahead", "3mm"], "reply")
    t = c.later(t, 60, 240)
    oN = oid()
    m = c.post(t, "oms", f"ROP_ORDER|{oN}|DASNY 5 2044|{dasny.cusip}|BUY|3,000,000|{ny}%|ACCEPTED|SMA-Core", thread=True)
    c.hard(m, "trade_confirmation", [oN, dasny.cusip, "ACCEPTED"], "structured")
    c.post(c.later(t, 1200, 3000), "junior", "hearing the retail book is 4x, don't expect a full fill", thread=True)
    c.near(c.post(c.later(t, 3100, 3600), "junior", f"if they bump it to {float(ny) - 0.05:.2f} I'd cut our order, right?", thread=True),
           idiom="hypothetical question in order-period thread")
    t = c.at(14, rng.uniform(5, 40))
    allot = rng.choice(["1,200,000", "900,000", "1,500,000"])
    m = c.post(t, "synd", "", thread=True,
               embeds=[{"title": "Allocation notice — DASNY 2026A", "description": "Retail order period allotments",
                        "fields": [{"name": "CUSIP", "value": dasny.cusip, "inline": True},
                                   {"name": "Side", "value": "BUY", "inline": True},
                                   {"name": "Par", "value": allot, "inline": True},
                                   {"name": "Price", "value": dasny.price(rng), "inline": True},
                                   {"name": "Yield", "value": ny, "inline": True},
                                   {"name": "Account", "value": "SMA-Core", "inline": True}],
                        "footer": f"order {oN} · allotted of 3,000,000 requested"}])
    c.hard(m, "trade_fill", [oN, "BUY", allot, dasny.cusip], "embed", idiom="new-issue allocation embed as fill")
    c.noise(c.post(c.later(t, 100, 500), "trader", "meh, better than nothing", thread=True))

    # ---------------- Treasury futures hedge ------------------------------
    t = c.at(rng.uniform(9.6, 10.4))
    nfut = rng.choice([20, 30, 40, 50])
    e32 = rng.randint(4, 20)
    m = c.post(t, "trader", f"hedge: sold {nfut} {fut} @ {fpx(e32)} vs the SMA buys")
    c.hard(m, "trade_fill", ["sold", str(nfut), fut, fpx(e32)], "shorthand", idiom="treasury futures hedge fill in 32nds")
    t = c.later(t, 120, 400)
    s0, s1, s2 = fpx(e32 + 24), fpx(e32 + 20), fpx(e32 + 16)
    sm = c.post(t, "trader", f"[STOP] {fut} short: stop {s0}")
    c.edit(c.later(t, 3600, 7200), sm, f"[STOP] {fut} short: stop {s1}")
    c.edit(c.later(t, 10800, 14400), sm, f"[STOP] {fut} short: stop {s2} (trailed)")
    c.hard(sm, "stop_or_target_change", [fut, "stop", s2], "tagged", state="edited", idiom="stop moved twice by editing same message")
    c.sup(sm, s0)
    c.sup(sm, s1)
    c.near(c.post(c.later(t, 200, 900), "junior", f"fwiw a stop at {fpx(e32 + 12)} would be tighter and more sensible imo"),
           idiom="suggested stop level with no decision")
    bT = held[1]
    tgt = f"{bT.yld - 0.25:.2f}"
    t = c.at(rng.uniform(11, 12.5))
    m = c.post(t, "trader", f"setting a target on the {bT.sh} block: offer it out if it trades through {tgt} yld")
    c.hard(m, "stop_or_target_change", [bT.sh, "target", tgt], "untagged")
    t = c.at(rng.uniform(15.3, 15.8))
    m = c.post(t, "trader", f"pulling the stop on the {fut} short, covering into the close instead")
    c.hard(m, "stop_or_target_change", ["pulling the stop", fut], "untagged")
    t = c.later(t, 300, 900)
    cpx = fpx(e32 - rng.randint(2, 10))
    m = c.post(t, "trader", f"bot back {nfut} {fut} @ {cpx}, hedge flat")
    c.hard(m, "trade_fill", ["bot back", str(nfut), fut, cpx], "shorthand")

    # ---------------- Risk breach -------------------------------------------
    t = c.at(rng.uniform(12.5, 15.5))
    bR = held[0]
    cur = f"{rng.uniform(5.2, 6.4):.1f}%"
    m = c.post(t, "risk", f"ALERT type=concentration scope=issuer issuer=\"{bR.long}\" program=SMA limit=5.0% current={cur} "
                          f"action=review_required owner=trading")
    c.hard(m, "risk_limit", [bR.long, "limit=5.0%", f"current={cur}"], "structured")
    c.post(c.later(t, 120, 600), "trader", f"that's the {bR.short} new-issue allocation + market move, looking into it", ref=m)

    # ---------------- news --------------------------------------------------
    held_news = [
        ("Moody's affirms {r} on {long}; outlook {o}", "affirms"),
        ("S&P revises outlook on {long} to {o} from stable", "revises outlook"),
        ("Fitch downgrades {long} to {r}; outlook {o}", "downgrades"),
        ("{long} delays FY2025 audited financials, files EMMA notice of failure to file", "failure to file"),
        ("KBRA upgrades {long} to {r}, citing revenue recovery", "upgrades"),
    ]
    n_held = rng.choice([2, 3, 3])
    hn_msgs = []
    for k, (tpl, key) in enumerate(rng.sample(held_news, n_held)):
        b = held[k + 1] if k < 3 else held[0]
        r = rng.choice(["Aa2", "AA-", "A+", "A2", "AA"])
        o = rng.choice(["negative", "positive", "stable"])
        t = c.at(rng.uniform(7.5, 16.5))
        text = tpl.format(long=b.long, r=r, o=o)
        m = c.post(t, "news", f"📰 {text}\n{news_body(rng)}")
        c.hard(m, "held_position_news", [b.long, key], "untagged",
               idiom="rating action on held issuer named by long issuer name only" if k == 0 else None)
        hn_msgs.append((m, b, t))
    # thesis reply to first held news
    m0, b0_, t0 = hn_msgs[0]
    m = c.post(c.later(t0, 300, 1500), "trader", f"doesn't change anything for me, still like the {b0_.sh} here, holding full size", ref=m0)
    c.hard(m, "thesis_update", [b0_.sh, "holding full size"], "reply", idiom="reply confirming view after headline")
    w_acts = rng.sample(["places {l} on Rating Watch Negative", "assigns positive outlook to {l}",
                         "{l} board approves $1.2bn new-money deal for January"], 2)
    for k, wb in enumerate(watch):
        t = c.at(rng.uniform(8, 16))
        act = w_acts[k]
        text = act.format(l=wb.long)
        m = c.post(t, "news", (f"📰 Fitch {text}" if "board" not in act else f"📰 {text}") + "\n" + news_body(rng))
        c.hard(m, "watchlist_news", [wb.long], "untagged", idiom="watchlist issuer headline" if k == 0 else None)
    for k, iss in enumerate(rng.sample(UNRELATED_NEWS_ISSUERS, rng.randint(6, 7))):
        t = c.at(rng.uniform(7, 18))
        hl = rng.choice(["Moody's upgrades {i} to A3", "{i} prices $640mm refunding at MMD +48",
                         "S&P assigns stable outlook to {i}", "{i} enters forbearance with bondholders"])
        c.near(c.post(t, "news", f"📰 {hl.format(i=iss)}\n{news_body(rng)}"), idiom="headline on issuer not held" if k == 0 else None)
    t = c.at(rng.uniform(10, 15))
    c.near(c.post(t, "trader", "remember when \"Illinois cut to one notch above junk\" was the headline every other week? "
                               "we bot the O'Hare 5s at 4.10 back then lol"), idiom="quoted old headline + past-tense trade")

    # ---------------- thesis updates --------------------------------------
    bTh = rng.choice([b for b in held if b != held[0]])
    view = rng.choice([("constructive", "adding on weakness"), ("negative", "no more adds, trimming into strength")])
    t = c.at(rng.uniform(12.5, 16))
    m = c.post(t, "trader", f"flipping to {view[0]} on {bTh.short} here after the budget news — {view[1]}.")
    c.hard(m, "thesis_update", [bTh.short, view[0]], "untagged", idiom="untagged view flip")
    bAn = watch[0]
    nv = rng.choice(["overweight", "underweight"])
    dec = (f"**Desk view change.** We move {bAn.short} from neutral to {nv}, conviction medium; the desk should "
           f"treat new-issue supply from this credit accordingly.")
    t = c.at(rng.uniform(13, 15))
    m = c.post(t, "analyst", analyst_note(rng, bAn, decision=dec, peers=others[2:4]))
    c.hard(m, "thesis_update", [f"We move {bAn.short} from neutral to {nv}"], "buried", idiom="decision buried mid-note in analyst markdown")
    c.near(c.post(c.at(rng.uniform(16, 18)), "analyst", analyst_note(rng, others[2], peers=held[:2])))
    c.near(c.post(c.at(rng.uniform(10, 12)), "analyst", analyst_note(rng, held[0], peers=others[3:5])))
    c.near(c.post(c.at(rng.uniform(19, 21)), "analyst", analyst_note(rng, held[3], peers=watch)))
    c.near(c.post(c.at(rng.uniform(5.5, 6.8)), "analyst", analyst_note(rng, watch[1], peers=held[4:6])))
    c.near(c.post(c.at(rng.uniform(21, 23)), "analyst", analyst_note(rng, others[4], peers=held[2:4])))
    c.near(c.post(c.at(rng.uniform(14.5, 16)), "analyst", analyst_note(rng, others[5], peers=watch)))
    c.near(c.post(c.at(rng.uniform(11, 15)), "analyst",
                  f"Backtest: buying {held[0].short} when spread to MMD > 30bp and holding 20d, 2019-2025: "
                  f"avg {rng.randint(6, 15)}bp tightening, hit rate {rng.randint(55, 72)}%, max adverse {rng.randint(12, 30)}bp. "
                  f"Simulated fills at mid; no transaction costs."), idiom="backtest summary")

    # ---------------- routing ---------------------------------------------
    _, it2, dl2, t2 = bw_items[1]
    m = c.post(c.later(t2, 600, 1500), "trader", f"routing the {dl2} {it2} to Kev, he has the TX axes. bid the Texas lines only")
    c.hard(m, "route_decision", [f"{dl2} {it2}", "Kev"], "untagged", idiom="route list to a person")
    _, it3, dl3, t3 = bw_items[2]
    m = c.post(c.later(t3, 300, 900), "router", f"route item={it3} to=exec-agent reason=axe_match lines={rng.randint(2, 5)} owner=Dom")
    c.hard(m, "route_decision", [f"item={it3}", "to=exec-agent"], "structured", idiom="router key=value route")
    _, it4, dl4, t4 = bw_items[3]
    m = c.post(c.later(t4, 300, 900), "router", f"no_route item={it4} reason=no_axe,size_under_min reviewed_by=Dom")
    c.hard(m, "no_route_decision", [f"item={it4}", "no_route"], "structured", idiom="router key=value no_route")
    wb = watch[1]
    m = c.post(c.at(rng.uniform(15, 16.5)), "trader", f"nothing to do on the {wb.short} headline, we don't own it — not routing, no action")
    c.hard(m, "no_route_decision", [wb.short, "not routing"], "untagged")

    # ---------------- near-miss chatter -------------------------------------
    c.near(c.post(c.at(rng.uniform(9, 12)), "trader", f"if {held[0].short} cheapens to {held[0].yld + 0.12:.2f} I'd want another 5mm"),
           idiom="hypothetical size at a level")
    c.near(c.post(c.at(rng.uniform(9, 15)), "junior", f"should we look at the {others[3].sh}? seems cheap vs the curve"))
    c.near(c.post(c.at(rng.uniform(9, 15)), "junior",
                  f"[SIM] bot 5mm {others[3].cusip} @ {others[3].yld:.2f} — sandbox book for the training deck, ignore"),
           idiom="paper/sim trade tag")
    c.near(c.post(c.at(rng.uniform(9, 15)), "junior",
                  f"fyi the taxable desk sold 10mm of the {rng.choice(['PANYNJ', 'LADWP', 'MTA'])} taxables this morning"),
           idiom="another desk's trade")
    c.near(c.post(c.at(rng.uniform(9, 15)), "trader",
                  f"last month we bot 3mm {held[2].sh} at {held[2].yld + 0.2:.2f}, that one's working out"))
    c.near(c.post(c.at(rng.uniform(9, 14)), "junior", f"anyone know who's showing the {dealers[7]} OWIC? some chunky {others[4].short} in there"))

    # ---------------- general chatter ---------------------------------------
    for s in rng.sample(CHATTER, rng.randint(22, 27)):
        txt = s.format(a=rng.randint(1, 4), b=rng.randint(300, 2100), c=f"{rng.uniform(7, 14):.1f}", r=rng.randint(62, 74),
                       u=f"{rng.uniform(4.4, 4.9):.2f}")
        c.post(c.at(rng.uniform(7.5, 17.5)), rng.choice(["trader", "junior", "junior"]), txt)
    for hl in rng.sample(GENERIC_NEWS, 3):
        c.post(c.at(rng.uniform(8, 17)), "news", "📰 " + hl.format(x=rng.randint(300, 2400), y=f"{rng.uniform(4.0, 4.6):.2f}",
                                                                  z=f"{rng.uniform(7, 15):.1f}") + "\n" + news_body(rng))
    t = c.at(7, rng.uniform(50, 59))
    c.post(t, "trader", "morning wrap:\n"
           f"- UST 10y {rng.uniform(4.0, 4.5):.2f}, curve {rng.choice(['steeper', 'flatter', 'unch'])}; MMD 10y ratio ~{rng.randint(62, 72)}%\n"
           f"- supply {rng.uniform(7, 14):.1f}bn this week, biggest: {rng.choice(['LA USD', 'NYC GO', 'Texas Water', 'Mass DOT'])}, "
           f"{rng.choice(['Harris County', 'Ohio Turnpike', 'Atlanta Airport'])}\n"
           f"- funds +${rng.randint(300, 2100)}mm last week; ETFs {rng.choice(['bought', 'sold'])} ${rng.randint(100, 900)}mm\n"
           f"- bid lists: {len(bw_items)} so far, mostly odd lots and tax-swap paper\n"
           "- nothing from overnight on EMMA that touches the book")
    c.post(c.at(16, rng.uniform(40, 58)), "trader", "eod colour: " + " ".join(rng.sample([
        "long end outperformed into the close.", "bid lists got through at decent levels, covers tight.",
        "IL paper quieter after lunch.", "NY names still the bid of the day.", "new issues mostly 1-2x subscribed.",
        "ratios unchanged, crossovers sitting out.", "Treasuries gave back the morning rally.",
        "dealer inventories up again per the Fed data."], 5)))
    reb = "\n".join(f"{a_} {rng.choice(['BUY', 'SELL'])} {rng.choice(['25k', '50k', '100k', '250k'])} {b.cusip} ({b.sh}) reason={rng.choice(['drift', 'cash', 'dur_band', 'new_acct'])}"
                    for a_, b in ((f"SMA-{rng.randint(100, 999)}", rng.choice(bonds)) for _ in range(rng.randint(10, 14))))
    c.near(c.post(c.at(rng.uniform(17.7, 18.2)), "cron", f"sma-rebalance PREVIEW (not submitted, needs PM review tomorrow)\n```\n{reb}\n```"),
           idiom="rebalance preview list, not submitted")
    for _ in range(rng.randint(5, 8)):
        b = rng.choice(bonds)
        c.post(c.at(rng.uniform(9, 16)), "pricing",
               f"⚠ price alert {b.cusip} {b.sh}: eval yield moved {rng.choice(['+', '-'])}{rng.randint(6, 15)}bp vs prior close "
               f"(BVAL {b.yld:.3f}%), {rng.randint(1, 7)} trades today")


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    L = Labels()
    allev = []
    for ci in range(channels):
        cid = channel_id(ci)
        for d in range(days):
            d0 = end - timedelta(days=days - d)
            rng = random.Random(f"{DESK}:{seed}:{ci}:{d}")
            ch = Chan(cid, 1 + ci % 29, rng, d0, L, want_idioms=(ci == 0 and d == 0))
            build_day(ch, rng)
            allev += [(ms, ci, d, o, ev) for ms, o, ev in ch.events]
    allev.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    if len(L.idioms) > 20:
        hardi = [i for i in L.idioms if i["expected"] != "not_hard"]
        nh = [i for i in L.idioms if i["expected"] == "not_hard"]
        L.idioms = hardi[::2][:13] + nh[:7]
    labels = {"desk": DESK, "hard_events": L.hard, "superseded_facts": L.sup, "removed_texts": L.removed,
              "noise_message_ids": L.noise, "near_miss_ids": L.near, "idioms": L.idioms}
    return {"events": [e[4] for e in allev], "labels": labels}


# ---------------------------------------------------------------------------
def _msg_text(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


def verify(path, labels):
    msgs, chan_of, order_ok, last = {}, {}, True, None
    per = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            ev = json.loads(line)
            op = ev["op"]
            if op == "create":
                m = ev["message"]
                ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
                assert iso(ms) == m["created_at"], (m["id"], m["created_at"])
                if last is not None and int(m["id"]) < last:
                    order_ok = False
                last = int(m["id"])
                msgs[m["id"]] = {"content": m["content"], "embeds": m["embeds"]}
                parent = ev.get("parent_channel_id") or ev["channel_id"]
                chan_of[m["id"]] = (parent, ms)
                per.setdefault(parent, []).append((ms, m["id"], len(line.encode())))
            elif op == "edit":
                msgs[ev["message_id"]]["content"] = ev["content"]
    bad = 0
    for h in labels["hard_events"]:
        mm = msgs.get(h["message_id"])
        if mm is None:
            print("MISSING", h)
            bad += 1
            continue
        text = _msg_text(mm["content"], mm["embeds"])
        for f in h["facts"]:
            if f not in text:
                print("FACT NOT FOUND", f, "|", h["event_type"], "|", text[:200])
                bad += 1
    for cid, mid, old in labels["superseded_facts"]:
        if old in _msg_text(msgs[mid]["content"], msgs[mid]["embeds"]):
            print("SUPERSEDED STILL PRESENT", old)
            bad += 1
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if mid not in msgs:
            print("MISSING id", mid)
            bad += 1
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    overlap = hard_ids & (set(labels["noise_message_ids"]) | set(labels["near_miss_ids"]))
    if overlap:
        print("OVERLAP", overlap)
        bad += 1
    return msgs, chan_of, per, order_ok, bad


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-verify", action="store_true")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_verify:
        return 0
    lab = out["labels"]
    msgs, chan_of, per, order_ok, bad = verify(a.out, lab)
    end_dt = end or DEFAULT_END
    if end_dt.tzinfo is None:
        end_dt = end_dt.replace(tzinfo=timezone.utc)
    noise, near = set(lab["noise_message_ids"]), set(lab["near_miss_ids"])
    hard_ids = {}
    for h in lab["hard_events"]:
        hard_ids[h["message_id"]] = h
    print(f"events={len(out['events'])} order_ok={order_ok} label_errors={bad}")
    ok_all = order_ok and bad == 0
    for cid, rows in sorted(per.items()):
        for d in range(a.days):
            lo = int((end_dt - timedelta(days=a.days - d)).timestamp() * 1000)
            hi = lo + 86400000
            sel = [r for r in rows if lo <= r[0] < hi]
            ids = [r[1] for r in sel]
            kb_content = sum(len(_msg_text(msgs[i]["content"], msgs[i]["embeds"]).encode()) for i in ids) / 1024
            kb_jsonl = sum(r[2] for r in sel) / 1024
            nh = sum(1 for i in ids if i in hard_ids)
            nn = sum(1 for i in ids if i in noise)
            nm = sum(1 for i in ids if i in near)
            in_range = 180 <= len(ids) <= 320 and 70 <= kb_content <= 120 and 25 <= nh <= 45
            ok_all &= in_range
            print(f"  ch={cid} day={d} msgs={len(ids)} content={kb_content:.1f}KB jsonl={kb_jsonl:.1f}KB "
                  f"hard={nh} noise={nn} ({100 * nn / max(1, len(ids)):.0f}%) near={nm} {'OK' if in_range else 'OUT OF RANGE'}")
    by_type = {}
    for h in lab["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    print("hard by type:", json.dumps(by_type, sort_keys=True))
    print(f"idioms={len(lab['idioms'])} superseded={len(lab['superseded_facts'])} removed={len(lab['removed_texts'])}")
    print("VERIFY", "PASS" if ok_all else "FAIL")
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())
