#!/usr/bin/env python3
"""Desk generator: US mid/small-cap long/short equity pod during earnings season.

One busy Discord channel-day per (channel, day): PM, junior analyst, two LLM analyst
agents, an LLM risk agent, a triage agent, an execution agent/trader, and a zoo of bots
(OMS, compliance, earnings calendar, price alerts, locates, market data, CI, news).

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.us_midcap_pod_agents --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "us_midcap_pod_agents"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1271443956188561418"
# 04:00Z = midnight New York (EDT); the default day is Wed 2026-07-29 ET.
DEFAULT_END = datetime(2026, 7, 30, 4, 0, 0, tzinfo=timezone.utc)

_CHANNEL_IDS = [
    "1284019736640880641",
    "1284022517113319455",
    "1284025690471796760",
    "1284031187222069298",
]


def channel_id_for(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    return str(1284040000000000000 + idx * 7340033221 + 3 * 131072 + idx)


AUTHORS = {
    "pm": ("1129834471265120316", "dana.okafor", False),
    "jr": ("1198470036615503912", "theo_l", False),
    "trader": ("1156203349811204177", "marco.exec", False),
    "atlas": ("1241187730916966460", "atlas-research", True),
    "vega": ("1241188012470726706", "vega-research", True),
    "risk": ("1241189655230316604", "sentinel-risk", True),
    "triage": ("1241190397152305222", "triage-agent", True),
    "exec": ("1241191102688698438", "exec-agent", True),
    "oms": ("1209930187764371466", "Tradeflow OMS", True),
    "comp": ("1209931550275526676", "compliance-bot", True),
    "ecal": ("1209932418781532250", "earnings-cal", True),
    "alert": ("1209933077866430544", "px-alerts", True),
    "locate": ("1209934101327155291", "locate-bot", True),
    "md": ("1209935012519211038", "mdfeed", True),
    "ci": ("1209936650432663643", "ci-bot", True),
    "news": ("1209937301258518599", "newswire", True),
    "mod": ("1102577018260119623", "ops-mod", False),
}

# ticker, company name (as headlines write it), base price, sector tag
UNIVERSE = [
    ("HUBG", "Hub Group", 41.2, "ind"), ("KNX", "Knight-Swift", 47.9, "ind"),
    ("WERN", "Werner Enterprises", 27.6, "ind"), ("ARCB", "ArcBest", 71.3, "ind"),
    ("GXO", "GXO Logistics", 49.8, "ind"), ("TREX", "Trex", 58.4, "ind"),
    ("AAON", "AAON", 88.1, "ind"), ("WMS", "Advanced Drainage Systems", 118.6, "ind"),
    ("GNRC", "Generac", 142.7, "ind"), ("MIDD", "Middleby", 139.2, "ind"),
    ("ATKR", "Atkore", 66.9, "ind"), ("ESAB", "ESAB", 121.5, "ind"),
    ("TTC", "Toro", 79.4, "ind"), ("FELE", "Franklin Electric", 92.3, "ind"),
    ("UFPI", "UFP Industries", 101.8, "ind"), ("SITE", "SiteOne Landscape", 126.9, "ind"),
    ("TXRH", "Texas Roadhouse", 178.3, "cons"), ("CAKE", "Cheesecake Factory", 61.7, "cons"),
    ("WING", "Wingstop", 331.0, "cons"), ("DKS", "Dick's Sporting Goods", 203.4, "cons"),
    ("ASO", "Academy Sports", 52.6, "cons"), ("BOOT", "Boot Barn", 171.2, "cons"),
    ("ELF", "e.l.f. Beauty", 121.9, "cons"), ("CROX", "Crocs", 99.5, "cons"),
    ("FIVE", "Five Below", 131.8, "cons"), ("OLLI", "Ollie's Bargain Outlet", 108.7, "cons"),
    ("KTB", "Kontoor Brands", 69.2, "cons"), ("YETI", "YETI Holdings", 36.4, "cons"),
    ("PLNT", "Planet Fitness", 104.5, "cons"), ("SHAK", "Shake Shack", 118.2, "cons"),
    ("BJRI", "BJ's Restaurants", 44.1, "cons"), ("LEVI", "Levi Strauss", 19.8, "cons"),
    ("CHDN", "Churchill Downs", 98.6, "cons"), ("RH", "RH", 187.5, "cons"),
]

UNRELATED_COS = [
    "Apple", "Microsoft", "Alphabet", "Meta", "Amazon", "Tesla", "Nvidia", "Broadcom",
    "JPMorgan", "Goldman Sachs", "Exxon Mobil", "Chevron", "Pfizer", "Merck", "UnitedHealth",
    "Boeing", "Caterpillar", "Visa", "Mastercard", "Procter & Gamble", "Coca-Cola",
    "Intel", "AMD", "Qualcomm", "Starbucks", "Ford", "General Motors", "Netflix", "Spotify",
    "Uber", "Airbnb", "Snowflake", "Palantir", "Moderna", "Southwest Airlines", "Carnival",
]

MACRO_HEADLINES = [
    "US 10Y yield up {a} bp at {y:.2f}% ahead of Treasury refunding details",
    "WTI crude settles {sgn}{o:.1f}% at ${op:.2f}/bbl; EIA draw larger than expected",
    "Fed's {fed}: policy 'well positioned', no rush to move in September",
    "Dollar index {sgn}{d:.1f}% as euro slips after soft German CPI",
    "US MBA mortgage applications {sgn}{m:.1f}% w/w; 30y rate {mr:.2f}%",
    "ADP private payrolls +{adp}k vs +{adpe}k est",
    "Gold {sgn}{g:.1f}% to ${gp:,.0f}/oz",
    "Bitcoin {sgn}{b:.1f}% to ${bp:,.0f} as ETF flows turn {flow}",
    "Nikkei closes {sgn}{n:.1f}%; yen at {yen:.2f} per dollar",
    "Stoxx 600 {sgn}{s:.1f}% at the close, autos lead",
    "US pending home sales {sgn}{h:.1f}% m/m vs {he:+.1f}% est",
    "Treasury to auction ${t}bn 7-year notes at 1pm ET",
    "VIX {sgn}{v:.1f} pts to {vl:.1f} into FOMC week",
    "China July official manufacturing PMI {pmi:.1f} vs {pmie:.1f} est",
    "Copper {sgn}{c:.1f}% on LME; aluminium flat",
]

UNRELATED_TEMPL = [
    "{co} shares {sgn}{p:.1f}% after hours on Q2 results; guides Q3 revenue {dir} consensus",
    "{co} to cut {n:,} jobs in restructuring - memo",
    "{co} prices ${b:.1f}bn senior notes offering in {k} tranches",
    "{co} CEO says demand 'resilient' in interview with CNBC",
    "{co} announces ${b:.1f}bn buyback, raises dividend {d}%",
    "EU regulators open probe into {co} over {topic}",
    "{co} raised to Overweight at {bank}; PT ${pt}",
    "{co} cut to Neutral at {bank}; PT ${pt}",
    "{co} to acquire private {topic} startup for undisclosed sum",
    "{co} recalls {n:,} units over {topic} issue - NHTSA",
]
BANKS = ["Morgan Stanley", "JPMorgan", "Goldman", "BofA", "Citi", "Barclays", "UBS",
         "Wells Fargo", "Jefferies", "Piper Sandler", "Baird", "KeyBanc", "Stifel", "Evercore ISI"]
TOPICS = ["data privacy", "battery", "cloud pricing", "app store", "AI tooling", "airbag",
          "payments", "advertising", "software", "chip design"]


def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _ms(t: datetime) -> int:
    return int(t.timestamp() * 1000)


class Msg:
    __slots__ = ("key", "t", "author", "content", "embeds", "ref", "thread", "id", "final",
                 "attachments")

    def __init__(self, key, t, author, content, embeds, ref, thread, attachments=None):
        self.key = key
        self.t = t
        self.author = author
        self.content = content
        self.embeds = embeds
        self.ref = ref
        self.thread = thread
        self.id = None
        self.final = content
        self.attachments = attachments


class Day:
    """Builds one channel-day."""

    def __init__(self, seed: int, ch_idx: int, day_idx: int, day_start: datetime):
        self.r = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
        self.book_r = random.Random(f"{DESK}|book|{seed}|{ch_idx}|{day_idx}")
        self.ch_idx = ch_idx
        self.channel_id = channel_id_for(ch_idx)
        self.day_start = day_start
        self.msgs: list[Msg] = []
        self.ops: list[tuple] = []
        self.hard: list[tuple] = []
        self.superseded: list[tuple] = []
        self.removed: list[str] = []
        self.noise: list[Msg] = []
        self.near: list[Msg] = []
        self.idioms: list[tuple] = []
        self._k = 0
        self._oid = 0
        h = hashlib.sha1(f"{seed}|{ch_idx}|{day_idx}".encode()).hexdigest().upper()
        self.oid_prefix = "".join(c for c in h if c.isalpha())[:1] or "Q"
        self.oid_base = int(h[:4], 16) % 9000 + 1000

    # ---------------------------------------------------------------- helpers
    def T(self, h, m, s=None, jitter=0):
        r = self.r
        if s is None:
            s = r.randint(0, 59)
        base = self.day_start + timedelta(hours=h, minutes=m, seconds=s,
                                          milliseconds=r.randint(0, 999))
        if jitter:
            base += timedelta(seconds=r.randint(-jitter, jitter))
        return base

    def after(self, msg, sec_lo, sec_hi):
        return msg.t + timedelta(seconds=self.r.randint(sec_lo, sec_hi),
                                 milliseconds=self.r.randint(0, 999))

    def post(self, t, author, content="", embeds=None, ref=None, thread=None, attachments=None):
        self._k += 1
        m = Msg(self._k, t, author, content, embeds, ref, thread, attachments)
        self.msgs.append(m)
        return m

    def oid(self):
        self._oid += 1
        return f"{self.oid_prefix}{self.oid_base + self._oid * 7}"

    def label(self, msg, etype, facts, phrasing, state="live"):
        self.hard.append((msg, etype, facts, phrasing, state))

    def edit(self, msg, t, new):
        self.ops.append((t, "edit", msg, new))
        msg.final = new

    def delete(self, msg, t, snippet):
        self.ops.append((t, "delete", msg, None))
        self.removed.append(snippet)

    def forget(self, msg, t, by, snippet):
        self.ops.append((t, "forget", msg, by))
        self.removed.append(snippet)

    def bulk(self, msgs, t, snippets):
        self.ops.append((t, "bulk_delete", msgs, None))
        self.removed.extend(snippets)

    def pin(self, msg, t):
        self.ops.append((t, "reaction_add", msg, ("📌", AUTHORS["pm"][0])))
        self.ops.append((t + timedelta(seconds=2), "pin", msg, AUTHORS["pm"][0]))

    def react(self, msg, t, emoji, who):
        self.ops.append((t, "reaction_add", msg, (emoji, AUTHORS[who][0])))

    def px(self, tk):
        return self.prices[tk]

    # ------------------------------------------------------------------ book
    def setup_book(self):
        r = self.book_r
        names = UNIVERSE[:]
        r.shuffle(names)
        ind = [n for n in names if n[3] == "ind"]
        cons = [n for n in names if n[3] == "cons"]
        self.longs = [ind[0], cons[0], ind[1], cons[1], ind[2], cons[2]]
        self.shorts = [cons[3], ind[3], cons[4], ind[4]]
        self.optname = ind[5]
        self.watch = [cons[5], ind[6], cons[6], ind[7], cons[7]]
        self.others = ind[8:] + cons[8:]
        self.prices = {}
        for tk, co, p, _ in UNIVERSE:
            self.prices[tk] = round(p * r.uniform(0.88, 1.12), 2)
        self.co = {tk: co for tk, co, _, _ in UNIVERSE}
        self.date = (self.day_start + timedelta(hours=12)).date()
        self.dstr = self.date.strftime("%m/%d")

    # ------------------------------------------------------------ long notes
    def _para_pool(self, tk, co, px, when):
        r = self.r
        chg = r.uniform(-14, 14)
        im = r.uniform(6, 13)
        rm = im * r.uniform(0.7, 1.3)
        si = r.uniform(3, 19)
        dtc = r.uniform(1.5, 8)
        rev = r.uniform(300, 2400)
        eps = r.uniform(0.3, 3.4)
        f = lambda x: f"{x:.2f}"
        paras = {}
        paras["setup"] = (
            f"**Setup.** {co} ({tk}) reports {when}. The stock is {chg:+.1f}% over the last month "
            f"and {chg - r.uniform(-5, 5):+.1f}% vs the Russell 2000 over the same window. Options imply "
            f"a ±{im:.1f}% move on the print against a trailing eight-quarter realised average of "
            f"{rm:.1f}%, so the market is paying {'up' if im > rm else 'less than usual'} for the event. "
            f"Short interest is {si:.1f}% of float ({dtc:.1f} days to cover) and has "
            f"{r.choice(['risen', 'fallen', 'barely moved'])} since the last report.")
        paras["street"] = (
            f"**What the street wants.** Consensus is revenue ${rev:,.0f}m "
            f"({r.uniform(-4, 12):+.1f}% y/y) and adj. EPS ${f(eps)}; the buy-side bar we hear from "
            f"the usual channels is closer to ${f(eps * r.uniform(1.01, 1.07))}. The quarter matters "
            f"less than the guide: the FY range currently sits at ${f(eps * 3.6)}-${f(eps * 3.9)} and the "
            f"street is already at the top half, which needs a second-half ramp of roughly "
            f"{r.uniform(3, 9):.1f}% that management has not explicitly underwritten.")
        sect = next((x[3] for x in UNIVERSE if x[0] == tk), "cons")
        paras["data"] = (lambda opts: opts[0] if sect == "cons" else r.choice(opts[1:]))([
            (f"**Data.** Our card-panel read for the quarter is {r.uniform(-3, 6):+.1f}% same-store, "
             f"with June the weakest month ({r.uniform(-5, 2):+.1f}%) and a visible pickup in the first three "
             f"weeks of July. Web traffic (Similarweb) is {r.uniform(-12, 15):+.0f}% y/y, app downloads "
             f"{r.uniform(-20, 25):+.0f}%. Promo intensity from our scraped price basket is "
             f"{r.randint(40, 260)}bp higher than a year ago, concentrated in clearance."),
            (f"**Data.** Cass shipments {r.uniform(-8, 3):+.1f}% y/y in June, truckload spot rates "
             f"${r.uniform(1.9, 2.4):.2f}/mi ex-fuel (contract ${r.uniform(2.4, 2.8):.2f}), and the "
             f"intermodal volume series from AAR is {r.uniform(-4, 9):+.1f}% QTD. Channel inventory "
             f"commentary from distributors on their own calls was {r.choice(['cautious', 'constructive', 'mixed'])}; "
             f"two of five said destocking is 'largely done'."),
            (f"**Data.** Dealer survey ({r.randint(18, 41)} respondents): {r.randint(30, 70)}% expect "
             f"H2 sell-through up, {r.randint(10, 35)}% down, the rest flat. Lead times have normalised "
             f"to {r.randint(3, 9)} weeks from {r.randint(10, 18)} last year. Price/cost is still "
             f"positive by ~{r.randint(40, 180)}bp but narrowing as the tariff pass-through laps."),
        ])
        paras["positioning"] = (
            f"**Positioning.** Crowding score (prime-broker composite) is {r.randint(35, 92)}/100; "
            f"hedge-fund ownership {r.choice(['increased', 'decreased'])} {r.randint(1, 9)}pp QoQ per the "
            f"13F roll-up. Borrow is {r.choice(['GC', 'warm', 'easy'])} at {r.uniform(0.25, 2.8):.2f}%. "
            f"Sell-side ratings are {r.randint(5, 14)} Buy / {r.randint(3, 9)} Hold / {r.randint(0, 3)} Sell "
            f"with the median PT ${f(px * r.uniform(1.02, 1.25))}. Into the last four prints the stock "
            f"moved {r.randint(-12, -2)}%, {r.randint(2, 14)}%, {r.randint(-9, 9)}% and {r.randint(-7, 11)}% "
            f"on day one.")
        bull, base, bear = px * r.uniform(1.15, 1.3), px * r.uniform(0.98, 1.06), px * r.uniform(0.72, 0.86)
        paras["scen"] = (
            "**Scenarios (12-month).**\n\n"
            "| case | prob | EPS FY+1 | multiple | price |\n"
            "|---|---|---|---|---|\n"
            f"| bull | {r.randint(20, 35)}% | ${f(eps * 4.4)} | {r.randint(18, 26)}x | ${f(bull)} |\n"
            f"| base | {r.randint(40, 55)}% | ${f(eps * 4.0)} | {r.randint(15, 20)}x | ${f(base)} |\n"
            f"| bear | {r.randint(15, 30)}% | ${f(eps * 3.3)} | {r.randint(10, 14)}x | ${f(bear)} |\n\n"
            f"Probability-weighted value ${f((bull + 2 * base + bear) / 4)} vs spot ${f(px)}.")
        paras["risks"] = (
            "**Risks.** " + r.choice([
                "Weather shifted demand into Q3 and management may lean on that; we would rather they did not.",
                "The new CFO has no track record of guiding conservatively.",
                "Tariff commentary is the wild card: a single sentence on pricing can swamp the quarter.",
                "Freight exposure in the cost line; diesel moved 9% in the quarter.",
            ]) + " " + r.choice([
                "A clean beat with a held guide is probably a sell-the-news set-up given the run.",
                "The balance sheet is fine; this is an earnings-revision story, not a solvency one.",
                "M&A optionality is real but nobody gets paid for waiting on it.",
            ]) + f" Liquidity is ~${r.uniform(25, 160):.0f}m ADV, so sizing is the constraint, not the thesis.")
        paras["calls"] = (
            "**Questions for the call.**\n"
            f"- Exit-rate gross margin, and how much of the {r.randint(40, 200)}bp y/y move is mix\n"
            "- Inventory per store / per DC vs the plan given in Q1\n"
            f"- Price elasticity on the {r.choice(['opening', 'premium', 'value'])} tier since the June increases\n"
            "- Any change to the capex cadence or the buyback authorisation\n"
            f"- Q3-to-date trend; last year they gave it on the call {r.choice(['(they will again)', '(they may not)'])}")
        paras["mind"] = (
            "**What changes our mind.** " + r.choice([
                f"A guide cut of more than {r.randint(3, 8)}% at the midpoint, or inventory growing faster than sales for a second quarter.",
                "Evidence the share gains are promotional rather than structural.",
                "Management walking back the margin framework they gave at the investor day.",
            ]) + " Conversely, a beat on units without price would make us materially more constructive.")
        peers = self.r.sample(self.others, 5) if len(self.others) >= 5 else self.others
        paras["peers"] = (
            "**Peer set.**\n\n| ticker | EV/EBITDA NTM | P/E NTM | YTD | last print day-1 |\n|---|---|---|---|---|\n"
            + "\n".join(f"| {pt} | {r.uniform(7, 19):.1f}x | {r.uniform(11, 32):.1f}x | {r.uniform(-25, 30):+.0f}% | "
                         f"{r.uniform(-14, 14):+.1f}% |" for pt, _, _, _ in peers)
            + f"\n| **{tk}** | {r.uniform(7, 19):.1f}x | {r.uniform(11, 32):.1f}x | {r.uniform(-25, 30):+.0f}% | "
              f"{r.uniform(-14, 14):+.1f}% |\n\nThe group has de-rated {r.uniform(0.5, 3):.1f} turns since March; "
              f"{tk} sits {r.choice(['at a premium', 'at a discount', 'roughly in line'])} on EBITDA and the spread "
              "has been stable through the last two prints.")
        paras["tone"] = (
            "**Management tone tracker.** " + r.choice([
                "Q1 call language scored 'cautiously optimistic'; the CEO used 'choppy' four times, the CFO twice.",
                "Tone deteriorated from Q4 to Q1: fewer forward-looking statements, more 'macro' caveats.",
                "The CFO has guided to the low end in three of the last four years and then beaten it.",
            ]) + f" Our NLP score moved {r.uniform(-0.4, 0.4):+.2f} QoQ (scale -1..1). Insider activity: "
            f"{r.choice(['two small director purchases in May', 'routine 10b5-1 sales by the CEO', 'none since the last window'])}. "
            f"Buyback cadence {r.choice(['accelerated', 'slowed', 'unchanged'])} in the quarter per the 10-Q share count.")
        paras["bridge"] = (
            "**EPS bridge vs last year (per share).**\n"
            f"- volume/mix {r.uniform(-0.25, 0.3):+.2f}\n- price {r.uniform(0, 0.25):+.2f}\n"
            f"- input costs {r.uniform(-0.2, 0.05):+.2f}\n- freight/logistics {r.uniform(-0.1, 0.1):+.2f}\n"
            f"- SG&A deleverage {r.uniform(-0.15, 0.02):+.2f}\n- tax/share count {r.uniform(-0.02, 0.06):+.2f}\n"
            "Net: the quarter is mostly price; volume is the swing factor for the guide.")
        paras["kpis"] = (
            "**KPIs, last four quarters.**\n\n| quarter | rev y/y | GM | comp/volume | inventory y/y |\n|---|---|---|---|---|\n"
            + "\n".join(f"| {q} | {r.uniform(-6, 12):+.1f}% | {r.uniform(28, 46):.1f}% | {r.uniform(-6, 8):+.1f}% | "
                         f"{r.uniform(-12, 15):+.1f}% |" for q in ("Q2-24", "Q3-24", "Q4-24", "Q1-25")))
        paras["tape"] = (
            f"**Tape and flows.** Call/put volume {r.uniform(0.5, 2.5):.1f}x over five sessions, skew "
            f"{r.choice(['flattened', 'steepened'])} {r.uniform(0.5, 3):.1f} vols. ETF ownership is "
            f"{r.uniform(18, 34):.0f}% of float, so index rebalances move it more than fundamentals on quiet days. "
            f"Dark-pool share of volume {r.uniform(35, 52):.0f}% vs {r.uniform(35, 52):.0f}% for the group.")
        paras["appx"] = (
            "**Appendix: model deltas vs consensus.**\n\n"
            "| line | ours | cons | Δ |\n|---|---|---|---|\n"
            f"| revenue | {rev * r.uniform(0.97, 1.04):,.0f} | {rev:,.0f} | {r.uniform(-3, 4):+.1f}% |\n"
            f"| gross margin | {r.uniform(28, 46):.1f}% | {r.uniform(28, 46):.1f}% | {r.randint(-80, 90):+d}bp |\n"
            f"| SG&A % | {r.uniform(18, 30):.1f}% | {r.uniform(18, 30):.1f}% | {r.randint(-40, 60):+d}bp |\n"
            f"| EPS | {f(eps * r.uniform(0.95, 1.08))} | {f(eps)} | {r.uniform(-5, 8):+.1f}% |")
        return paras

    def long_note(self, author, kind, tk, when, decision=None, title=None, extra=None, print_line=None):
        co = self.co.get(tk, tk)
        px = self.prices.get(tk, 50.0)
        p = self._para_pool(tk, co, px, when)
        order = ["setup", "street", "kpis", "data", "peers", "positioning", "scen", "bridge", "risks",
                 "tone", "tape", "calls", "mind", "appx"]
        if kind == "post":
            order = ["setup", "kpis", "data", "bridge", "positioning", "peers", "scen", "risks", "tone",
                     "calls", "mind", "appx"]
            p["setup"] = (
                f"**Print.** {co} ({tk}) {self.r.choice(['beat on the top line', 'missed on revenue', 'came in line'])} "
                f"and {self.r.choice(['raised', 'held', 'trimmed', 'narrowed'])} the FY guide. Stock is "
                f"{self.r.uniform(-11, 11):+.1f}% in extended trading on {self.r.uniform(1.5, 6):.1f}x normal volume. "
                f"Gross margin {self.r.randint(-120, 140):+d}bp y/y; inventory {self.r.uniform(-9, 14):+.1f}% "
                f"vs sales {self.r.uniform(-4, 10):+.1f}%.")
        if print_line:
            p["setup"] = print_line
        if kind == "sector":
            order = ["data", "peers", "positioning", "tape", "risks", "scen", "tone", "mind"]
        optional = {"kpis", "peers", "tone", "tape", "bridge"}
        order = [k for k in order if k not in optional or self.r.random() < 0.8]
        paras = [p[k] for k in order]
        if extra:
            paras.insert(1, extra)
        if decision:
            paras.insert(len(paras) // 2, decision)
        head = title or f"## {tk} — {'Q2 preview' if kind == 'pre' else 'post-print'} ({self.dstr})"
        tail = self.r.choice([
            "_Sources: company filings, card panel, PB crowding data. Not investment advice outside the pod._",
            "_Generated by research agent; figures from internal model v4.2 and vendor feeds as of the timestamp._",
            "_Model file and transcripts in the research drive._",
        ])
        return head + "\n\n" + "\n\n".join(paras) + "\n\n" + tail

    # --------------------------------------------------------------- noise
    def headline_unrelated(self):
        r = self.r
        if r.random() < 0.45:
            t = r.choice(MACRO_HEADLINES)
            sgn = r.choice(["+", "-"])
            return t.format(a=r.randint(1, 9), y=r.uniform(3.9, 4.6), sgn=sgn, o=r.uniform(0.2, 2.5),
                            op=r.uniform(68, 84), fed=r.choice(["Waller", "Logan", "Goolsbee", "Barkin"]),
                            d=r.uniform(0.1, 0.8), m=r.uniform(0.5, 6), mr=r.uniform(6.4, 7.1),
                            adp=r.randint(60, 190), adpe=r.randint(80, 160), g=r.uniform(0.1, 1.6),
                            gp=r.uniform(2300, 3400), b=r.uniform(0.5, 4.5), bp=r.uniform(58000, 118000),
                            flow=r.choice(["positive", "negative"]), n=r.uniform(0.1, 1.8),
                            yen=r.uniform(142, 158), s=r.uniform(0.1, 1.2), h=r.uniform(0.2, 3.5),
                            he=r.uniform(-2, 2), t=r.choice([44, 42, 40]), v=r.uniform(0.3, 2.2),
                            vl=r.uniform(13, 22), pmi=r.uniform(48.5, 51.2), pmie=r.uniform(49, 50.5),
                            c=r.uniform(0.2, 2.2))
        if r.random() < 0.3 and self.others:
            tk, co, _, _ = r.choice(self.others)
            return r.choice([
                f"{co} Q2 adj. EPS ${r.uniform(0.3, 3):.2f} vs ${r.uniform(0.3, 3):.2f} est; shares {r.choice(['+', '-'])}{r.uniform(1, 9):.1f}% premarket",
                f"{co} {r.choice(['raised', 'cut'])} to {r.choice(['Buy', 'Hold', 'Underweight'])} at {r.choice(BANKS)}",
                f"{co} sets date for Q2 results, conference call",
                f"{co} appoints {r.choice(['chief operating officer', 'new board chair', 'CFO'])}",
            ])
        t = r.choice(UNRELATED_TEMPL)
        return t.format(co=r.choice(UNRELATED_COS), sgn=r.choice(["+", "-"]), p=r.uniform(1, 12),
                        dir=r.choice(["above", "below", "in line with"]), n=r.randint(300, 12000),
                        b=r.uniform(0.5, 6), k=r.randint(2, 5), d=r.randint(3, 12),
                        topic=r.choice(TOPICS), bank=r.choice(BANKS), pt=r.randint(40, 900))

    def stack_trace(self):
        r = self.r
        return (
            "md feed reconnect: websocket closed (1006) — resubscribing 412 symbols\n"
            "```\nTraceback (most recent call last):\n"
            '  File "/opt/mdfeed/feed/ws.py", line 218, in _pump\n'
            "    frame = await self._ws.recv()\n"
            '  File "/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 568, in recv\n'
            "    await self.ensure_open()\n"
            '  File "/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 944, in ensure_open\n'
            "    raise self.connection_closed_exc()\n"
            "websockets.exceptions.ConnectionClosedError: no close frame received or sent\n"
            "```\n"
            f"backoff {r.choice([0.5, 1.0, 2.0])}s → reconnected to {r.choice(['ny4', 'ny5', 'carteret'])}-gw{r.randint(1, 4)} "
            f"in {r.uniform(0.8, 4.5):.1f}s, gap-fill {r.randint(200, 4000)} msgs, snapshot ok")

    def fill_noise(self, n_target):
        """Spread background noise over the day with a realistic curve."""
        r = self.r
        # hourly risk heartbeats (quieter overnight)
        for h in range(24):
            if (h < 7 or h > 17) and h % 2 == 1:
                continue
            if h in (9, 15) and r.random() < 0.5:
                continue
            g = r.uniform(3.1, 3.7)
            m = self.post(self.T(h, r.randint(0, 3)), "risk",
                          r.choice([
                              f"heartbeat ✅ limits ok · gross {g:.2f}x · net {r.uniform(-2, 9):+.1f}% · breaches 0",
                              f"risk-engine alive · {g:.2f}x gross · β-adj net {r.uniform(-4, 6):+.1f}% · all limits ok",
                          ]))
            self.noise.append(m)
        # triage sweeps
        for h in (6, 8, 12, 14, 22):
            m = self.post(self.T(h, r.randint(30, 40)), "triage",
                          f"sweep {h:02d}:30 ET — {r.randint(6, 40)} items scanned, 0 routed, 0 escalated, "
                          f"{r.randint(0, 3)} deduped")
            self.noise.append(m)
        # md heartbeats
        for h in (0, 8, 16, 20):
            m = self.post(self.T(h, r.randint(10, 50)), "md",
                          f"md ok · consolidated lag p50 {r.randint(2, 9)}ms p99 {r.randint(20, 90)}ms · "
                          f"symbols {r.randint(405, 420)} · drops 0")
            self.noise.append(m)
        # CI
        for h, mm in ((1, 12), (9, 5), (13, 22), (17, 48), (21, 30)):
            m = self.post(self.T(h, mm), "ci", r.choice([
                f"✅ pod-tools#{r.randint(1800, 1990)} passed on main ({r.randint(2, 6)}m{r.randint(0, 59)}s)",
                f"deploy risk-engine v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ok (canary 100%)",
                f"✅ research-agents#{r.randint(400, 520)} passed · 212 tests · coverage 81%",
                f"nightly backfill prices_eod complete · {r.randint(3100, 3300)} symbols · 0 gaps",
            ]))
            self.noise.append(m)
        # PnL snapshots
        for h, mm in ((10, 0), (12, 0), (14, 0), (16, 15)):
            m = self.post(self.T(h, mm, s=r.randint(0, 20)), "risk",
                          f"PnL {h:02d}:{mm:02d} ET | day {r.choice(['+', '-'])}${r.randint(20, 420)}k "
                          f"({r.choice(['+', '-'])}{r.randint(3, 70)}bps) | MTD {r.uniform(-2.6, 1.5):+.2f}% | "
                          f"gross {r.uniform(3.1, 3.8):.2f}x | net {r.uniform(-2, 9):+.1f}%")
            self.noise.append(m)
        # md reconnects with traces
        for h, mm in ((9, 58), (13, 47)):
            m = self.post(self.T(h, mm), "md", self.stack_trace())
            self.noise.append(m)
        # price alerts on book/watch names during the session
        held = [n[0] for n in self.longs + self.shorts + self.watch]
        for _ in range(9):
            tk = r.choice(held)
            h = r.choice([9, 10, 10, 11, 12, 13, 14, 15, 15])
            mm = r.randint(31 if h == 9 else 0, 59)
            lvl = self.prices[tk] * r.uniform(0.95, 1.05)
            m = self.post(self.T(h, mm), "alert",
                          f"🔔 {tk} crossed {lvl:.2f} {r.choice(['↑', '↓'])} ({r.uniform(-6, 6):+.1f}% d/d, "
                          f"vol {r.uniform(0.6, 3.5):.1f}x)")
            self.noise.append(m)
        # locates / borrow
        for tk, _, _, _ in self.shorts[:3]:
            m = self.post(self.T(r.choice([7, 8]), r.randint(0, 59)), "locate",
                          f"LOCATE OK {tk} {r.choice([10000, 15000, 20000, 25000]):,} sh @ "
                          f"{r.uniform(0.25, 0.9):.2f}% (GC) · req#{r.randint(50000, 59999)} · valid until 16:00 ET")
            self.noise.append(m)
        m = self.post(self.T(6, 3), "locate",
                      f"borrow rates refreshed · {r.randint(120, 180)} names · HTB changes 0 on pod book")
        self.noise.append(m)
        # unrelated headlines, weighted to pre-market / session / AMC
        count = 0
        while count < n_target:
            h = r.choices(range(24), weights=[1, 1, 1, 1, 2, 2, 4, 6, 7, 6, 8, 6, 4, 4, 5, 6, 9, 7, 4, 3, 2, 2, 1, 1])[0]
            m = self.post(self.T(h, r.randint(0, 59)), "news", self.headline_unrelated())
            self.noise.append(m)
            count += 1


    def chatter(self, n):
        """Desk colour: neither noise nor a decision."""
        r = self.r
        book = [x[0] for x in self.longs + self.shorts]
        watch = [x[0] for x in self.watch]
        other = [x[0] for x in self.others]
        # (author, template, first ET hour, last ET hour, max uses)
        T = [
            ("jr", "{tk} tape feels heavy, lots of 100-lot sellers", 10, 15, 2),
            ("jr", "reading the {tk} 10-Q, inventory footnote is interesting. will summarise", 7, 21, 2),
            ("jr", "{tk} IR called back. nothing useful, 'comfortable with the street'", 9, 16, 1),
            ("jr", "{tk} options volume {x}x avg, mostly Aug calls", 10, 15, 2),
            ("jr", "anyone else's terminal lagging", 9, 15, 1),
            ("jr", "{tk} transcript is on the drive", 8, 20, 2),
            ("jr", "{w} call is at 5pm not 4:30, they moved it", 10, 15, 1),
            ("jr", "{tk} borrow fee unchanged per the bot", 8, 15, 2),
            ("jr", "XLY {pct} today, consumer getting sold across the board", 11, 15, 1),
            ("jr", "IWM underperforming SPY by {bp}bp, small caps hate this tape", 11, 15, 1),
            ("jr", "{o0} printed this morning, {pct}. not ours", 7, 11, 2),
            ("jr", "{tk} now {pct} on the day, no news I can find", 10, 15, 3),
            ("jr", "coffee run, anyone", 8, 14, 1),
            ("jr", "updated the comp sheet for {w}", 8, 20, 2),
            ("jr", "{w} channel checks came back mixed", 9, 17, 1),
            ("jr", "{tk} getting bid with the group, nothing specific", 10, 15, 2),
            ("jr", "squawk says a big seller in the consumer names again", 10, 15, 1),
            ("jr", "R2K rebalance estimates out, nothing material for us", 12, 18, 1),
            ("pm", "love how {tk} trades like a meme stock on a 2% comp", 10, 16, 1),
            ("pm", "the street is going to be shocked, shocked, that freight is still bad", 7, 17, 1),
            ("pm", "who keeps muting the squawk", 9, 15, 1),
            ("pm", "{o} again. nobody cares", 8, 17, 2),
            ("pm", "every sell-side note today says 'inflection'. sure", 8, 17, 1),
            ("pm", "{tk} is the most over-explained stock in the book", 9, 18, 1),
            ("pm", "small caps doing small cap things", 10, 16, 1),
            ("pm", "keep the previews short tomorrow, I read them on the train", 17, 20, 1),
            ("pm", "anyone seen the {w0} guide math? doesn't add up to me", 8, 12, 1),
            ("pm", "this tape has the memory of a goldfish", 11, 15, 1),
            ("pm", "if one more agent note says 'nuanced' I'm unplugging it", 9, 20, 1),
            ("trader", "liquidity thin in {tk}, spread {c}c wide", 9, 15, 2),
            ("trader", "market volumes tracking {v}% of 20d at this point", 10, 15, 2),
            ("trader", "MOC imbalance update: {imb}", 15, 15, 1),
            ("trader", "opening auction in {tk} was {x}x normal size", 9, 10, 1),
            ("trader", "dark share elevated across the consumer names today", 11, 15, 1),
            ("trader", "ext-hours books are a mess tonight, careful with anything marketable", 16, 18, 1),
            ("atlas", "Preview queue for tomorrow: {o}, {w}, {o2}. ETA 19:30 ET.", 16, 18, 1),
            ("atlas", "Transcript for {tk} processed; key passages tagged in the research drive.", 9, 22, 2),
            ("atlas", "Data refresh: card panel updated through {dt}. No anomalies flagged.", 6, 8, 1),
            ("atlas", "Consensus snapshot refreshed for {n} names; {k} estimate revisions since yesterday.", 6, 9, 1),
            ("vega", "Model for {w} rolled forward to Q3; no estimate changes yet.", 8, 22, 2),
            ("vega", "Note: {o} commentary on promo intensity is relevant for {tk}; details in the EOD note.", 9, 20, 2),
            ("vega", "Web traffic panel for {w} shows {pct} w/w, within normal range.", 7, 12, 1),
            ("vega", "Transcript for {w} processed; Q&A section is where the guide detail is.", 17, 22, 1),
            ("exec", "market-wide volumes {v}% of 20d average at {hh}:00 ET.", 10, 15, 3),
            ("exec", "spreads in the R2000 consumer names {c}% wider than 20d median so far today.", 10, 14, 2),
            ("risk", "intraday factor drift: momentum {z}, size {z2}. within tolerance.", 10, 15, 2),
        ]
        weights = {h: w for h, w in zip(range(6, 23), [2, 4, 6, 9, 10, 7, 5, 5, 6, 8, 7, 5, 4, 3, 2, 1, 1])}
        uses = [0] * len(T)
        out = []
        tries = 0
        while len(out) < n and tries < 5000:
            tries += 1
            k = r.randrange(len(T))
            who, t, h0, h1, mx = T[k]
            if uses[k] >= mx:
                continue
            hours = list(range(h0, h1 + 1))
            h = r.choices(hours, weights=[weights.get(x, 1) for x in hours])[0]
            mm = r.randint(31, 59) if h == 9 and h0 <= 9 and "auction" in t else r.randint(0, 59)
            if "MOC" in t:
                mm = r.randint(50, 57)
            uses[k] += 1
            txt = t.format(tk=r.choice(book), w=r.choice(watch), w0=watch[0], o=r.choice(other),
                           o0=r.choice(other[:4]), o2=r.choice(other),
                           x=round(r.uniform(1.5, 4.5), 1), pct=f"{r.uniform(-4, 4):+.1f}%",
                           bp=r.randint(30, 140), c=r.randint(3, 25), v=r.randint(78, 125),
                           imb=f"${r.randint(200, 1900)}m to {r.choice(['buy', 'sell'])}",
                           dt=(self.date - timedelta(days=2)).strftime("%m/%d"), hh=h,
                           n=r.randint(300, 420), k=r.randint(8, 60),
                           z=f"{r.uniform(-0.2, 0.2):+.2f}", z2=f"{r.uniform(-0.2, 0.2):+.2f}")
            out.append(self.post(self.T(h, mm), who, txt))
        return out

    # ----------------------------------------------------------- the script
    def build(self):
        self.setup_book()
        r = self.r
        L, S, W = self.longs, self.shorts, self.watch
        L0, L1, L2, L3, L4, L5 = [x[0] for x in L]
        S0, S1, S2, S3 = [x[0] for x in S]
        W0, W1, W2, W3, W4 = [x[0] for x in W]
        O0 = self.optname[0]
        co = self.co
        P = self.prices
        f2 = lambda x: f"{x:.2f}"

        self.fill_noise(n_target=27)
        self.chatter(72)

        # --- earnings calendar cron (noise)
        m = self.post(self.T(6, 0, s=5), "ecal",
                      f"**Earnings today {self.dstr}**\nBMO: {L0}, {W0}, "
                      + ", ".join(x[0] for x in self.others[:4]) +
                      f"\nAMC: {S0}, {W1}, " + ", ".join(x[0] for x in self.others[4:9]) +
                      f"\nTomorrow BMO: {S1}, " + ", ".join(x[0] for x in self.others[9:12]) +
                      "\n(book names flagged in pod dashboard)")
        self.noise.append(m)

        # --- pre-market: print on held L0 by company name only
        eps = r.uniform(0.4, 2.2)
        hl0 = (f"{co[L0]} Q2 adj. EPS ${eps:.2f} vs ${eps * 0.9:.2f} est; revenue "
               f"${r.randint(600, 1900)}m vs est; raises FY EPS guide to ${eps * 3.9:.2f}-${eps * 4.1:.2f}")
        n_l0 = self.post(self.T(6, 46), "news", hl0)
        self.label(n_l0, "held_position_news", [co[L0], f"${eps:.2f}", "raises FY EPS guide"], "untagged")
        self.idioms.append((n_l0, "held name by company name only in headline", "held_position_news"))

        eps = r.uniform(0.4, 2.2)
        hw0 = f"{co[W0]} Q2 EPS ${eps:.2f} vs ${eps * 1.08:.2f} est; cuts FY sales outlook on softer {r.choice(['June', 'May-June'])} demand"
        n_w0 = self.post(self.T(6, 53), "news", hw0)
        self.label(n_w0, "watchlist_news", [co[W0], f"${eps:.2f}", "cuts FY sales outlook"], "untagged")

        # --- atlas post-print note on L0: conviction change buried
        dec = (f"**Where we land.** This is the quarter the cycle thesis needed. We are raising "
               f"conviction on {L0} from medium to high and keeping the full position through the call; "
               f"no change to size today.")
        note_l0 = self.post(self.T(7, 6), "atlas",
                            self.long_note("atlas", "post", L0, "this morning", decision=dec))
        self.label(note_l0, "thesis_update", [L0, "from medium to high"], "buried")
        self.idioms.append((note_l0, "conviction change buried mid post-print markdown note", "thesis_update"))
        # thread on the note
        th1 = note_l0
        q = self.post(self.after(note_l0, 300, 600), "pm", "what breaks this. one line.", thread=th1)
        a = self.post(self.after(q, 20, 60), "atlas",
                      f"Price/cost turning negative in Q3 as the tariff pass-through laps (we model +{r.randint(40, 120)}bp); "
                      f"that would put the FY guide back at the low end and the margin bridge stops working. "
                      f"Secondary: channel destock resuming if dealer sell-through stalls.", thread=th1)
        self.post(self.after(a, 30, 120), "pm", "fine", thread=th1)

        nm = self.post(self.T(7, 21), "jr", f"{L0} +{r.uniform(5, 9):.1f}% pre. if it opens there do we chase or is it priced?")
        self.near.append(nm)
        self.post(self.after(nm, 60, 200), "pm", "ask me at 10")

        # --- morning risk report with limit change buried
        g = r.uniform(3.2, 3.6)
        rr = (f"### Pod risk — morning ({self.dstr})\n\n"
              "| metric | value | limit | usage |\n|---|---|---|---|\n"
              f"| gross | {g:.2f}x | 4.5x | {g / 4.5 * 100:.0f}% |\n"
              f"| net | {r.uniform(1, 8):+.1f}% | ±15% | — |\n"
              f"| β-adj net | {r.uniform(-3, 5):+.1f}% | ±10% | — |\n"
              f"| MTD drawdown | {r.uniform(-2.9, -0.8):.2f}% | -4.0% soft / -6.0% hard | — |\n\n"
              "**Factor exposures (z, Barra-style)**\n"
              f"- size {r.uniform(-0.6, 0.1):+.2f} · value {r.uniform(-0.3, 0.4):+.2f} · momentum {r.uniform(-0.5, 0.5):+.2f}\n"
              f"- growth {r.uniform(-0.3, 0.4):+.2f} · quality {r.uniform(-0.1, 0.5):+.2f} · SI-crowding {r.uniform(-0.4, 0.3):+.2f}\n"
              f"- residual vol share {r.randint(58, 74)}% of total\n\n"
              f"**Earnings this week:** {len(L) + len(S) - 3} of {len(L) + len(S)} single names report; "
              f"earnings-weighted gross {r.uniform(0.9, 1.6):.2f}x.\n\n"
              f"**Change effective today:** pod gross limit lowered to 4.0x from 4.5x for the rest of "
              f"earnings season (CRO memo {self.date.strftime('%d-%b')}). At current gross that leaves "
              f"{(4.0 - g):.2f}x of headroom; orders that would take gross above 4.0x will be resized pre-trade.\n\n"
              "**Top weights (% GMV)**\n"
              + "\n".join(f"- {x[0]} {r.uniform(2.5, 4.8):.1f}% long" for x in L[:4]) + "\n"
              + "\n".join(f"- {x[0]} {r.uniform(2.0, 4.0):.1f}% short" for x in S[:3]) + "\n"
              f"- XLI {r.uniform(3, 6):.1f}% short · XLY {r.uniform(2, 5):.1f}% short · IWM {r.uniform(4, 8):.1f}% short\n"
              f"- {O0} Aug calls (Δ-adj {r.uniform(0.8, 1.6):.1f}%) · IWM Aug 210 P · SPY Sep 540 P\n\n"
              f"**Liquidity:** 95% of GMV liquidates in {r.uniform(1.2, 2.4):.1f} days at 20% ADV.\n\n"
              "_Next report 12:30 ET._")
        risk_am = self.post(self.T(7, 31), "risk", rr)
        self.label(risk_am, "risk_limit", ["gross limit", "4.0x", "4.5x"], "buried")
        self.pin(risk_am, self.after(risk_am, 400, 900))
        self.idioms.append((risk_am, "limit change buried in exposure report table", "risk_limit"))

        # --- compliance restricted add
        comp = self.post(self.T(7, 42), "comp", "", embeds=[{
            "title": "Restricted list — ADD",
            "description": f"{W2} ({co[W2]}) added to the firm restricted list. All trading blocked, "
                           "including options and swaps, until removal is posted here.",
            "fields": [{"name": "Symbol", "value": W2, "inline": True},
                       {"name": "Effective", "value": f"{self.dstr} 07:42 ET", "inline": True},
                       {"name": "Scope", "value": "all pods · all accounts", "inline": True}],
            "footer": f"compliance ref RL-{r.randint(2000, 2999)} · questions to #compliance"}])
        self.label(comp, "risk_limit", [W2, "restricted list", "All trading blocked"], "embed")
        self.idioms.append((comp, "compliance restricted-list add blocks a name (embed only)", "risk_limit"))

        # --- vega preview on S0 (held short, AMC) with proposal buried
        s0p = P[S0]
        ent = round(s0p * 1.01, 2)
        stp = round(s0p * 1.07, 2)
        dec = (f"**Recommendation.** Press it into the print: sell another 12k {S0} at {f2(ent)} or better, "
               f"and put a stop at {f2(stp)} on the whole short (currently 20k). Rationale is the "
               f"traffic deceleration above, not the multiple.")
        pre_s0 = self.post(self.T(8, 9), "vega",
                           self.long_note("vega", "pre", S0, "after the close today", decision=dec))
        self.label(pre_s0, "trade_proposal", [S0, "sell another 12k", f2(ent), f2(stp)], "buried")
        self.idioms.append((pre_s0, "size+limit+stop proposal in middle of earnings preview", "trade_proposal"))
        ap = self.post(self.after(pre_s0, 600, 1100), "pm", "approved but 8k not 12k. don't lift it, work it.", ref=pre_s0)
        self.label(ap, "trade_approval", ["approved", "8k"], "reply")
        self.idioms.append((ap, "approval with resize in a reply", "trade_approval"))
        self.post(self.after(ap, 20, 60), "vega", "Acknowledged — 8k, not 12k.", ref=ap)

        oid_s0 = self.oid()
        conf = self.post(self.T(9, 24), "oms", "", embeds=[{
            "title": "Order accepted", "author": "Tradeflow OMS",
            "fields": [{"name": "Symbol", "value": S0, "inline": True},
                       {"name": "Side", "value": "SELL SHORT", "inline": True},
                       {"name": "Shares", "value": "8,000", "inline": True},
                       {"name": "Limit", "value": f2(ent), "inline": True},
                       {"name": "TIF", "value": "DAY", "inline": True},
                       {"name": "Order ID", "value": oid_s0, "inline": True},
                       {"name": "Status", "value": "ACCEPTED"}],
            "footer": f"pod MC-{self.ch_idx + 3} · locate req attached · algo LIMIT"}])
        self.label(conf, "trade_confirmation", [S0, "SELL SHORT", "8,000", oid_s0, "ACCEPTED"], "embed")
        fillpx = round(ent + r.uniform(0.02, 0.3), 2)
        fl = self.post(self.T(9, 41), "oms", "", embeds=[{
            "title": "Execution report", "author": "Tradeflow OMS",
            "fields": [{"name": "Symbol", "value": S0, "inline": True},
                       {"name": "Side", "value": "SELL SHORT", "inline": True},
                       {"name": "Shares", "value": "8,000", "inline": True},
                       {"name": "Avg Px", "value": f2(fillpx), "inline": True},
                       {"name": "Order ID", "value": oid_s0, "inline": True},
                       {"name": "Status", "value": "FILLED"}],
            "footer": "venue mix: ARCA 31% · NSDQ 27% · dark 42%"}])
        self.label(fl, "trade_fill", [S0, "SELL SHORT", "8,000", f2(fillpx), oid_s0], "embed")
        self.idioms.append((fl, "OMS execution report embed with Avg Px field", "trade_fill"))
        self.react(fl, self.after(fl, 30, 200), "✅", "jr")

        # --- junior shorthand proposal on L1 (after a deleted wrong-ticker one)
        l1p = P[L1]
        l1e = round(l1p, 1)
        stop0 = round(l1p * 0.955, 2)
        wrong = self.post(self.T(9, 33, s=12), "jr", f"adding 15k {L0} @ {l1e}, stop {f2(stop0)}")
        self.label(wrong, "trade_proposal", [L0, "adding", "15k", str(l1e)], "shorthand", "deleted")
        self.delete(wrong, self.after(wrong, 25, 50), f"adding 15k {L0} @ {l1e}")
        prop = self.post(self.T(9, 34, s=30), "jr", f"adding 15k {L1} @ {l1e}, stop {f2(stop0)}")
        self.label(prop, "trade_proposal", [L1, "adding", "15k", str(l1e), f2(stop0)], "shorthand")
        self.idioms.append((prop, "k-suffixed shorthand add with @ price and stop", "trade_proposal"))
        go = self.post(self.after(prop, 40, 90), "pm", "ok go, 15k max", ref=prop)
        self.label(go, "trade_approval", ["ok go", "15k max"], "reply")
        oid_l1 = self.oid()
        ack = self.post(self.after(go, 30, 70), "oms",
                        f"ACK | {L1} | BUY | 15,000 | LMT {l1e:.2f} | ord {oid_l1} | ALGO=VWAP 45m | status=WORKING")
        self.label(ack, "trade_confirmation", [L1, "BUY", "15,000", oid_l1, "WORKING"], "structured")
        self.idioms.append((ack, "OMS pipe-delimited ack line", "trade_confirmation"))
        p1 = round(l1e - r.uniform(0.01, 0.06), 2)
        p2 = round(l1e - r.uniform(0.0, 0.04), 2)
        fline0 = f"FILL | {L1} | BUY | 9,500 @ {f2(p1)} | ord {oid_l1} | leaves 5,500"
        fline1 = f"FILL | {L1} | BUY | 15,000 @ {f2(p2)} | ord {oid_l1} | leaves 0"
        fm = self.post(self.T(9, 58), "oms", fline0)
        self.edit(fm, self.T(10, 19), fline1)
        self.label(fm, "trade_fill", [L1, "BUY", "15,000", f2(p2), oid_l1], "structured", "edited")
        self.superseded.append((fm, "9,500"))
        if f2(p1) != f2(p2):
            self.superseded.append((fm, f2(p1)))
        self.idioms.append((fm, "cumulative fill line edited in place", "trade_fill"))

        st = self.post(self.T(10, 24), "jr", f"{L1} stop {f2(stop0)}")
        stop1 = round(p2 * 0.97, 2)
        stop2 = round(p2 * 0.982, 2)
        self.edit(st, self.T(11, 52), f"{L1} stop {f2(stop1)}")
        self.edit(st, self.T(14, 37), f"{L1} stop {f2(stop2)} (moved up under VWAP)")
        self.label(st, "stop_or_target_change", [L1, "stop", f2(stop2)], "shorthand", "edited")
        self.superseded.append((st, f2(stop0)))
        self.superseded.append((st, f2(stop1)))
        self.pin(st, self.T(14, 39))
        self.idioms.append((st, "stop moved twice by editing the same message", "stop_or_target_change"))

        # --- L2 news by company name + PM no-route
        hl2 = f"{co[L2]} names {r.choice(['Sarah Whitcomb', 'Daniel Reyes', 'Priya Natarajan'])} CFO effective Sept. 1; reaffirms FY outlook"
        n_l2 = self.post(self.T(10, 6), "news", hl2)
        self.label(n_l2, "held_position_news", [co[L2], "CFO", "reaffirms FY outlook"], "untagged")
        nr = self.post(self.after(n_l2, 120, 400), "pm",
                       f"{L2}: not acting on this. CFO swap was telegraphed in May, outlook reaffirmed. move on", ref=n_l2)
        self.label(nr, "no_route_decision", [L2, "not acting"], "reply")

        # --- single-name breach, trim, approval, route, conf, fill
        l3w = r.uniform(5.3, 5.9)
        br = self.post(self.T(10, 21), "risk",
                       f"⚠️ LIMIT BREACH · single-name · {L3} at {l3w:.1f}% GMV vs 5.0% cap (moved on the print "
                       f"read-through). Required: reduce to ≤5.0% by 15:00 ET or the engine trims at 15:05.")
        self.label(br, "risk_limit", [L3, f"{l3w:.1f}%", "5.0% cap"], "tagged")
        trim = self.post(self.after(br, 90, 200), "jr", f"trim {L3} by a third", ref=br)
        self.label(trim, "trade_proposal", [L3, "trim", "by a third"], "shorthand")
        ok = self.post(self.after(trim, 30, 90), "pm", "👍 send it", ref=trim)
        self.label(ok, "trade_approval", ["👍", "send it"], "reply")
        self.idioms.append((ok, "emoji approval reply", "trade_approval"))
        l3q = r.choice([9000, 10500, 11000, 12000])
        rt = self.post(self.after(ok, 20, 60), "triage",
                       f"Routing the {L3} trim ({l3q:,} sh, ≈1/3) to exec-agent. Deadline 15:00 ET per risk; "
                       f"benchmark arrival, max 15% ADV.")
        self.label(rt, "route_decision", [L3, "exec-agent", "Routing"], "untagged")
        oid_l3 = self.oid()
        l3px = P[L3]
        c3 = self.post(self.after(rt, 40, 120), "oms", "", embeds=[{
            "title": "Order sent",
            "description": f"SELL {l3q:,} {L3} · LMT {f2(l3px * 0.995)} · ALGO ARRIVAL",
            "fields": [{"name": "Order ID", "value": oid_l3, "inline": True},
                       {"name": "Status", "value": "SENT", "inline": True},
                       {"name": "Trader", "value": "exec-agent", "inline": True}],
            "footer": "Tradeflow OMS · route SMART"}])
        self.label(c3, "trade_confirmation", [f"SELL {l3q:,} {L3}", oid_l3, "SENT"], "embed")
        l3f = round(l3px * r.uniform(0.994, 1.003), 2)
        ef = self.post(self.T(11, 8), "exec",
                       f"done on the {L3} trim: sold {l3q:,} at {f2(l3f)} avg, {r.randint(-6, 4):+d}bp vs arrival. "
                       f"{L3} now ~{r.uniform(4.2, 4.8):.1f}% GMV, back inside the cap.")
        self.label(ef, "trade_fill", [L3, "sold", f"{l3q:,}", f2(l3f)], "untagged")
        self.post(self.after(ef, 30, 100), "pm", "thx")

        # --- atlas preview on W1, no decision (near miss)
        w1 = P[W1]
        nd = (f"**Trade framing (not a recommendation).** If the print is clean a long above "
              f"{f2(w1 * 1.03)} with a stop at {f2(w1 * 0.95)} would fit the pattern of the last two "
              f"beats, but the set-up is crowded and we are not proposing a position. Watchlist only.")
        nm = self.post(self.T(11, 1), "atlas", self.long_note("atlas", "pre", W1, "after the close", decision=nd))
        self.near.append(nm)
        self.idioms.append((nm, "long preview with entry/stop levels but explicitly no position", "not_hard"))

        nm = self.post(self.T(11, 16), "jr", f"what's our stop on {S1} again?")
        self.near.append(nm)
        nm2 = self.post(self.after(nm, 40, 120), "pm",
                        f"{f2(P[S1] * 1.08)}, same as last week. it's in the sheet. jfc", ref=nm)
        self.near.append(nm2)

        nm = self.post(self.T(11, 29), "jr",
                       f"Raj's pod just lifted {r.randint(150, 300)}k {W3} per the floor chat lol. someone's got a view")
        self.near.append(nm)
        self.idioms.append((nm, "other pod's trade overheard", "not_hard"))
        self.post(self.after(nm, 60, 200), "pm", "raj buys tops for a living")

        # --- restricted-name proposal killed
        w2p = P[W2]
        rp = self.post(self.T(11, 43), "jr", f"b 10k {W2} @ {f2(w2p * 0.93)} — down 9 on nothing, looks oversold")
        self.label(rp, "trade_proposal", [W2, "b 10k", f2(w2p * 0.93)], "shorthand")
        kill = self.post(self.after(rp, 40, 100), "pm",
                         "it's on the restricted list since 7:42. killed. read the channel", ref=rp)
        self.label(kill, "trade_approval", ["restricted list", "killed"], "reply")
        self.post(self.after(kill, 20, 60), "jr", "my bad 🙈")

        # --- midday risk status (not labelled), near-miss scenario
        nm = self.post(self.T(12, 31), "risk",
                       f"### Midday risk\n\ngross {r.uniform(3.3, 3.8):.2f}x of 4.0x · net {r.uniform(1, 8):+.1f}% · "
                       f"β-adj {r.uniform(-3, 4):+.1f}% · MTD {r.uniform(-2.8, -0.5):.2f}%\n\n"
                       f"What-if requested by theo_l: adding 20k {L1} would take it to "
                       f"{r.uniform(5.2, 5.7):.1f}% GMV, above the 5.0% single-name cap. No order exists; "
                       "informational only.\n\n"
                       f"Factor drift since open: momentum {r.uniform(-0.2, 0.2):+.2f}, size {r.uniform(-0.2, 0.1):+.2f}.")
        self.near.append(nm)

        nm = self.post(self.T(12, 12), "vega",
                       f"Paper book: long 5k {W3} @ {f2(P[W3])} (sim only, tracking the preview call; no live order).")
        self.near.append(nm)
        self.idioms.append((nm, "paper trade by agent", "not_hard"))

        bt = ("**Backtest — fading AMC gap-ups >8% in R2000 consumer names, 2019-2025**\n\n"
              f"- {r.randint(380, 460)} events, short at next open, cover at close T+3\n"
              f"- hit rate {r.randint(51, 58)}%, avg {r.uniform(0.3, 1.4):.2f}% per trade, worst -{r.uniform(18, 31):.1f}%\n"
              f"- simulated fills {r.randint(25, 60)}bp worse than the opening print; borrow cost ignored\n"
              f"- e.g. sold 10k {S2} at {f2(P[S2] * 1.2)} in Nov-23 sim, covered {f2(P[S2] * 1.1)}\n\n"
              "Not robust after costs in 2024-25. Shelving.")
        nm = self.post(self.T(12, 22), "atlas", bt)
        self.near.append(nm)
        self.idioms.append((nm, "backtest with simulated fills", "not_hard"))

        nm = self.post(self.T(12, 34), "pm",
                       f"reminder we covered {S2} at {f2(P[S2] * 0.8)} last august and it went another 30% lower. not doing that again on a print")
        self.near.append(nm)
        self.idioms.append((nm, "past trade told as history", "not_hard"))

        nm = self.post(self.T(12, 40), "jr",
                       f"> \"{co[L4]} to be acquired by private equity — report\" (Feb '24)\n"
                       "lol remember when this was the whole thesis")
        self.near.append(nm)

        # --- PM thesis flip on L4
        peer = self.others[0][1]
        th = self.post(self.T(12, 47), "pm",
                       f"{L4} thesis is broken. {peer}'s read-through on the season is bad and the channel "
                       f"is full. I'm now neutral-to-bearish — no adds, it goes on the funding list.")
        self.label(th, "thesis_update", [L4, "thesis is broken", "neutral-to-bearish"], "untagged")
        self.react(th, self.after(th, 20, 90), "👀", "jr")

        # --- route IWM roll to Marco
        rt2 = self.post(self.T(13, 2), "pm",
                        "@marco.exec IWM put roll is yours: Aug 210s into Sep 205s, same 400 lots, after 3pm")
        self.label(rt2, "route_decision", ["IWM", "marco.exec", "is yours"], "untagged")
        self.post(self.after(rt2, 30, 120), "trader", "on it", ref=rt2)

        ss = self.post(self.T(13, 20), "jr",
                       "MS truckers note fwiw: 'spot has troughed, prefer asset-light into H2, rates +3-5% in bid season'. nothing new")
        self.near.append(ss)

        # --- L5 add → risk resize → fill
        l5p = P[L5]
        pl5 = self.post(self.T(13, 51), "jr", f"b 40k {L5} @ {f2(l5p)}. post-print dip, thesis unchanged")
        self.label(pl5, "trade_proposal", [L5, "b 40k", f2(l5p)], "shorthand")
        g5 = self.post(self.after(pl5, 60, 180), "pm", "go, 40k is fine", ref=pl5)
        self.label(g5, "trade_approval", ["go", "40k"], "reply")
        oid_l5 = self.oid()
        rs = self.post(self.after(g5, 60, 120), "risk",
                       f"PRE-TRADE | ord {oid_l5} | BUY 40,000 {L5} | RESIZED → 22,000 | "
                       f"rule=single_name_gmv_cap 5.0% | proj 5.0%")
        self.label(rs, "risk_limit", [oid_l5, L5, "RESIZED", "22,000"], "structured")
        self.idioms.append((rs, "risk engine resizes order pre-trade", "risk_limit"))
        l5f = round(l5p * r.uniform(0.996, 1.004), 2)
        js = self.post(self.after(rs, 300, 900), "oms",
                       json.dumps({"evt": "fill", "ord": oid_l5, "sym": L5, "side": "BUY", "qty": 22000,
                                   "avg_px": l5f, "status": "FILLED", "venue": "SMART"}))
        self.label(js, "trade_fill", [oid_l5, L5, "BUY", "22000", str(l5f)], "structured")

        # --- watchlist news W4
        n_w4 = self.post(self.T(14, 29), "news",
                         f"{co[W4]} said to explore strategic alternatives including a sale — Reuters, citing people familiar")
        self.label(n_w4, "watchlist_news", [co[W4], "strategic alternatives"], "untagged")
        nm = self.post(self.after(n_w4, 90, 240), "jr", f"someone should look at {W4} on this")
        self.near.append(nm)
        nr2 = self.post(self.after(nm, 120, 300), "triage",
                        f"{W4} headline: watchlist name, no position. Reuters piece repeats the 07/22 report; "
                        "no new facts. Not routed, no action.")
        self.label(nr2, "no_route_decision", [W4, "Not routed", "no action"], "untagged")
        self.idioms.append((nr2, "triage agent explicit not-routed decision", "no_route_decision"))

        # --- stop removal on XLI hedge, target on L0
        xr = self.post(self.T(15, 3), "pm", "pull the stop on the XLI short. it's a hedge, not a trade")
        self.label(xr, "stop_or_target_change", ["XLI", "pull the stop"], "untagged")
        tgt = round(P[L0] * 1.12, 2)
        tg = self.post(self.T(15, 14), "jr", f"{L0} PT set {f2(tgt)}, scaling out a third there")
        self.label(tg, "stop_or_target_change", [L0, "PT", f2(tgt)], "shorthand")

        nm = self.post(self.T(15, 22), "pm", f"if {S0} guides comps below 2% I'd want to press it again, but let's see the number")
        self.near.append(nm)

        # --- IWM roll fill (prose, Marco)
        a1, a2 = r.uniform(0.8, 1.6), r.uniform(2.2, 3.4)
        rf = self.post(self.T(15, 46), "trader",
                       f"IWM rolled: sold 400 Aug 210 P @ {a1:.2f}, bought 400 Sep 205 P @ {a2:.2f}. net debit {a2 - a1:.2f}")
        self.label(rf, "trade_fill", ["IWM", "sold 400", f"{a1:.2f}", f"{a2:.2f}"], "untagged")
        self.post(self.after(rf, 30, 100), "pm", "🙏")

        # --- other desk overheard via vega (near miss)
        nm = self.post(self.T(15, 55), "vega",
                       "FYI: the consumer pod upstairs is short XLY into tomorrow's prints per the morning huddle; "
                       "we have no change to our XLY hedge.")
        self.near.append(nm)

        # --- EOD risk with drawdown soft-limit change buried
        rr2 = (f"### Pod risk — close ({self.dstr})\n\n"
               f"gross {r.uniform(3.3, 3.9):.2f}x (limit 4.0x) · net {r.uniform(1, 8):+.1f}% · β-adj net "
               f"{r.uniform(-3, 4):+.1f}% · day {r.choice(['+', '-'])}{r.randint(5, 80)}bps · MTD {r.uniform(-3.1, -0.5):.2f}%\n\n"
               "**Factor P&L (bps):** "
               f"market {r.randint(-20, 20):+d} · size {r.randint(-12, 12):+d} · momentum {r.randint(-15, 15):+d} · "
               f"value {r.randint(-8, 8):+d} · residual {r.randint(-30, 40):+d}\n\n"
               "**Breaches today:** 1 (single-name, cured 11:08 ET).\n\n"
               "**Drawdown framework:** per PM request the MTD drawdown soft limit moves to -3.5% from -4.0% "
               "effective tomorrow; the -6.0% hard stop is unchanged. Breaching the soft limit triggers a "
               "25% gross cut within one session.\n\n"
               f"**Overnight earnings exposure:** {S0} (short), {W1} (watch), tomorrow BMO {S1} (short).\n\n"
               "**Per-name close (% GMV / day P&L bps / 1d VaR bps)**\n\n| name | side | % GMV | P&L | VaR |\n|---|---|---|---|---|\n"
               + "\n".join(f"| {x[0]} | long | {r.uniform(1.5, 4.9):.1f}% | {r.randint(-25, 30):+d} | {r.randint(4, 19)} |" for x in L)
               + "\n" + "\n".join(f"| {x[0]} | short | {r.uniform(1.5, 4.0):.1f}% | {r.randint(-25, 30):+d} | {r.randint(4, 19)} |" for x in S)
               + f"\n| XLI/XLY/IWM | hedge | {r.uniform(10, 18):.1f}% | {r.randint(-15, 15):+d} | {r.randint(3, 9)} |\n\n"
               "_Next report 07:30 ET._")
        risk_pm = self.post(self.T(16, 4), "risk", rr2)
        self.label(risk_pm, "risk_limit", ["drawdown soft limit", "-3.5%", "-4.0%"], "buried")

        # --- AMC: S0 print (company name), O0 upgrade (held via options)
        eps = r.uniform(0.5, 2.5)
        hs0 = (f"{co[S0]} Q2 EPS ${eps:.2f} vs ${eps * 1.04:.2f} est; comparable sales "
               f"+{r.uniform(2.5, 5.5):.1f}%; raises FY comp guide; shares +{r.uniform(4, 11):.1f}% after hours")
        n_s0 = self.post(self.T(16, 7), "news", hs0)
        self.label(n_s0, "held_position_news", [co[S0], f"${eps:.2f}", "comparable sales"], "untagged")
        n_o0 = self.post(self.T(16, 31), "news",
                         f"{co[O0]} upgraded to Outperform at {r.choice(BANKS)}; PT raised to ${round(P[O0] * 1.25)}")
        self.label(n_o0, "held_position_news", [co[O0], "upgraded to Outperform"], "untagged")
        self.idioms.append((n_o0, "news on underlying of held options, by company name", "held_position_news"))

        # --- vega post-print on S0: cover half buried, thread approval
        cv = round(P[S0] * 0.93, 2)
        dec = (f"**Action.** The bear case on unit growth did not show up in the numbers. We recommend "
               f"covering half the {S0} short (14k of 28k) in extended hours at or below {f2(cv)}, and "
               f"revisiting the rest after the call.")
        post_s0 = self.post(self.T(16, 38), "vega",
                            self.long_note("vega", "post", S0, "last night", decision=dec,
                                          print_line=(f"**Print.** {co[S0]} ({S0}) beat on comps and raised the FY comp guide. "
                                                      f"Stock is up in extended trading on {r.uniform(2, 6):.1f}x normal volume; "
                                                      f"gross margin {r.randint(-20, 90):+d}bp y/y, inventory "
                                                      f"{r.uniform(-6, 4):+.1f}% vs sales {r.uniform(3, 9):+.1f}%.")))
        self.label(post_s0, "trade_proposal", [S0, "covering half", "14k", f2(cv)], "buried")
        th2 = post_s0
        qq = self.post(self.after(post_s0, 200, 400), "pm", "was the comp beat traffic or ticket?", thread=th2)
        aa = self.post(self.after(qq, 20, 50), "vega",
                       f"Mostly ticket: traffic {r.uniform(-2, 0.5):+.1f}%, check {r.uniform(1.5, 4):+.1f}%. "
                       "That is the part that weakens the short: price is sticking.", thread=th2)
        ap2 = self.post(self.after(aa, 60, 200), "pm", "fine. cover half.", thread=th2, ref=post_s0)
        self.label(ap2, "trade_approval", ["fine", "cover half"], "reply")
        oid_c = self.oid()
        cpx = round(cv - r.uniform(0.05, 0.6), 2)
        fc = self.post(self.after(ap2, 400, 900), "oms", "", embeds=[{
            "title": "Execution report — extended hours",
            "fields": [{"name": "Symbol", "value": S0, "inline": True},
                       {"name": "Side", "value": "BUY TO COVER", "inline": True},
                       {"name": "Shares", "value": "14,000", "inline": True},
                       {"name": "Avg Px", "value": f2(cpx), "inline": True},
                       {"name": "Order ID", "value": oid_c, "inline": True},
                       {"name": "Status", "value": "FILLED"}],
            "footer": "session POST · ARCA/NSDQ"}])
        self.label(fc, "trade_fill", [S0, "BUY TO COVER", "14,000", f2(cpx), oid_c], "embed")

        nm = self.post(self.T(17, 12), "trader",
                       f"fwiw last time we covered {S0} on a print we got filled 30k at {f2(P[S0] * 1.04)} and the spread was 40c wide. ext hours is a joke")
        self.near.append(nm)

        self.post(self.T(17, 20), "jr", f"{S0} call starting")
        self.post(self.T(17, 44), "jr", f"{S0} CFO on traffic: 'July trending similar to Q2'. meh")

        # --- forgotten MNPI-ish thesis flip
        fg = self.post(self.T(18, 6), "jr",
                       f"flipping bearish on {L2}, my buddy at {co[L2]} says Q3 orders are soft and they'll miss")
        self.label(fg, "thesis_update", [L2, "flipping bearish"], "untagged", "forgotten")
        cm = self.post(self.after(fg, 120, 240), "comp",
                       "A message in this channel has been referred to Compliance and removed. Reminder: no "
                       "information from company insiders. @theo_l please contact compliance.")
        self.noise.append(cm)
        self.forget(fg, self.after(fg, 150, 260), AUTHORS["mod"][0], f"my buddy at {co[L2]} says Q3 orders are soft")

        # --- CI spam bulk-deleted
        spam = []
        for i in range(3):
            s_ = self.post(self.T(19, 2, s=10 + i * 3), "ci",
                           f"❌ deploy research-agents failed: healthcheck timeout (attempt {i + 1}/3)")
            spam.append(s_)
            self.noise.append(s_)
        self.bulk(spam, self.T(19, 9), ["deploy research-agents failed: healthcheck timeout"])
        m = self.post(self.T(19, 14), "ci", "✅ deploy research-agents v0.31.2 → prod ok (retry)")
        self.noise.append(m)

        # --- evening: previews for tomorrow, S1 thesis confirm buried
        dec = (f"**Bottom line.** Nothing here changes our view: we confirm the short thesis on {S1} into "
               f"tomorrow's print and keep full size; conviction stays high.")
        pr_s1 = self.post(self.T(20, 12), "atlas",
                          self.long_note("atlas", "pre", S1, "before the open tomorrow", decision=dec))
        self.label(pr_s1, "thesis_update", [S1, "confirm the short thesis", "keep full size"], "buried")

        m = self.post(self.T(20, 1), "ecal",
                      f"**Tomorrow BMO:** {S1}, " + ", ".join(x[0] for x in self.others[9:14]) +
                      "\n**Tomorrow AMC:** " + ", ".join(x[0] for x in self.others[14:18]))
        self.noise.append(m)

        # extra long no-decision notes for volume: sector pieces / other names
        self.post(self.T(8, 48), "atlas",
                  self.long_note("atlas", "sector", L0, "", title=f"## Industrials read-across ({self.dstr})"))
        self.post(self.T(13, 33), "vega",
                  self.long_note("vega", "pre", W1, "after the close",
                                 title=f"## {W1} — second look ahead of AMC ({self.dstr})"))
        self.post(self.T(21, 5), "vega",
                  self.long_note("vega", "pre", self.others[9][0], "before the open tomorrow",
                                 title=f"## {self.others[9][0]} — peer read for {S1} ({self.dstr})"))
        self.post(self.T(10, 47), "atlas",
                  self.long_note("atlas", "post", W0, "this morning",
                                 title=f"## {W0} — post-print, watchlist ({self.dstr})"))
        self.post(self.T(22, 18), "atlas",
                  self.long_note("atlas", "sector", S0, "",
                                 title=f"## Consumer discretionary: what the AMC prints said ({self.dstr})"))
        self.post(self.T(17, 58), "vega",
                  self.long_note("vega", "post", W1, "after the close",
                                 title=f"## {W1} — post-print, watchlist ({self.dstr})"))

        self.post(self.T(9, 12), "vega",
                  self.long_note("vega", "post", L5, "yesterday after the close",
                                 title=f"## {L5} — post-print follow-up, day two ({self.dstr})"))
        self.post(self.T(19, 40), "atlas",
                  self.long_note("atlas", "pre", self.others[10][0], "before the open tomorrow",
                                 title=f"## {self.others[10][0]} — preview, read-across to {L0} ({self.dstr})"))
        self.post(self.T(21, 48), "vega",
                  self.long_note("vega", "sector", W4, "",
                                 title=f"## Restaurants and leisure: week-one scorecard ({self.dstr})"))

        self.post(self.T(7, 52), "vega",
                  self.long_note("vega", "pre", S3, "next week",
                                 title=f"## {S3} — early pre-read, reports next week ({self.dstr})"))
        self.post(self.T(14, 6), "atlas",
                  self.long_note("atlas", "sector", L2, "",
                                 title=f"## {L2} — the CFO change in context ({self.dstr})"))
        self.post(self.T(11, 51), "vega",
                  self.long_note("vega", "post", W4, "last week",
                                 title=f"## {W4} — watchlist refresh ({self.dstr})"))
        self.post(self.T(23, 12), "atlas",
                  self.long_note("atlas", "sector", L4, "",
                                 title=f"## Overnight read-across for tomorrow's industrials ({self.dstr})"))

        # human chatter (neither noise nor labelled)
        chat = [
            (8, 2, "pm", "morning. busy one. keep the channel clean"),
            (8, 4, "jr", "gm"),
            (9, 28, "pm", "open in 2. try not to embarrass me"),
            (9, 45, "jr", f"{W0} getting smoked on that guide, -{r.randint(8, 16)}%"),
            (10, 33, "pm", f"{L0} holding the gap. good"),
            (11, 35, "jr", "lunch order going in, anyone"),
            (12, 55, "pm", "quiet. enjoy it"),
            (13, 10, "jr", f"{S3} borrow still fine?"),
            (13, 12, "pm", "ask the bot"),
            (14, 11, "jr", f"{L2} grinding higher on no volume"),
            (14, 50, "pm", "quiet into the close please"),
            (15, 35, "jr", "MOC imbalances look heavy on the sell side"),
            (16, 1, "pm", "good day. prints now"),
            (16, 20, "jr", f"{S0} down in the AH book? thin"),
            (18, 30, "pm", "logging off. back at 6"),
            (18, 32, "atlas", "Acknowledged."),
        ]
        for h, mm, who, txt in chat:
            self.post(self.T(h, mm), who, txt)
        # acks (noise)
        for h, mm, who, txt in [(9, 37, "jr", "ty"), (10, 28, "exec", "ack"), (11, 9, "jr", "👍"),
                                (13, 4, "jr", "k"), (15, 47, "jr", "🔥"), (16, 47, "jr", "nice"),
                                (7, 35, "jr", "👀"), (12, 2, "trader", "ok"), (14, 0, "jr", "lol")]:
            m = self.post(self.T(h, mm), who, txt)
            self.noise.append(m)

    # --------------------------------------------------------- materialise
    def assign_ids(self):
        worker = (self.ch_idx * 3 + 5) % 32
        self.msgs.sort(key=lambda m: (m.t, m.key))
        last_ms, seq = None, 0
        for m in self.msgs:
            ms = _ms(m.t)
            seq = seq + 1 if ms == last_ms else 0
            last_ms = ms
            m.id = str(_snowflake(ms, worker, seq))

    def chan_of(self, m):
        return m.thread.id if m.thread is not None else self.channel_id

    def events(self):
        out = []
        for m in self.msgs:
            aid, aname, abot = AUTHORS[m.author]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m.t), "content": m.content, "attachments": [],
                   "embeds": m.embeds or [],
                   "reference_id": m.ref.id if m.ref is not None else None}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": self.chan_of(m)}
            if m.thread is not None:
                line["parent_channel_id"] = self.channel_id
            line["message"] = msg
            out.append((m.t, 0, line))
        for t, kind, m, extra in self.ops:
            if kind == "bulk_delete":
                line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.channel_id,
                        "message_ids": [x.id for x in m], "deleted_at": _iso(t)}
            else:
                line = {"op": kind, "guild_id": GUILD_ID, "channel_id": self.chan_of(m)}
                if m.thread is not None:
                    line["parent_channel_id"] = self.channel_id
                line["message_id"] = m.id
                if kind == "edit":
                    line["edited_at"] = _iso(t)
                    line["content"] = extra
                elif kind == "delete":
                    line["deleted_at"] = _iso(t)
                elif kind == "forget":
                    line["requested_by"] = extra
                    line["at"] = _iso(t)
                elif kind in ("pin", "unpin"):
                    line["by"] = extra
                    line["at"] = _iso(t)
                elif kind in ("reaction_add", "reaction_remove"):
                    line["emoji"] = extra[0]
                    line["user_id"] = extra[1]
                    line["at"] = _iso(t)
            out.append((t, 1, line))
        return out


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    all_ev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for c in range(channels):
            day = Day(seed, c, d, day_start)
            day.build()
            day.assign_ids()
            all_ev.extend(day.events())
            for m, et, facts, ph, st in day.hard:
                labels["hard_events"].append({"channel_id": day.chan_of(m), "message_id": m.id,
                                              "event_type": et, "facts": facts, "phrasing": ph,
                                              "final_state": st})
            for m, old in day.superseded:
                labels["superseded_facts"].append([day.chan_of(m), m.id, old])
            labels["removed_texts"].extend(day.removed)
            labels["noise_message_ids"].extend(m.id for m in day.noise)
            labels["near_miss_ids"].extend(m.id for m in day.near)
            for m, name, exp in day.idioms:
                if name in seen_idioms:
                    continue
                seen_idioms.add(name)
                labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})
    all_ev.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in all_ev], "labels": labels}


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
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}")


if __name__ == "__main__":
    main()
