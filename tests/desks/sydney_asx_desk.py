#!/usr/bin/env python3
"""Sydney ASX desk: a seeded generator of busy Discord channel captures + ground-truth labels.

ASX equities (codes like BHP, FMG, LYC; sometimes ".AX" / " AU"), SPI 200 futures
(APZ6/APH7), ASX options, AUD/USD and SGX iron-ore hedges, and small-cap capital raisings
(placements, SPPs, broker block bookbuilds). Standard library only.

    python -m tests.desks.sydney_asx_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "sydney_asx_desk"
DISCORD_EPOCH = 1420070400000
UTC = timezone.utc
# Fri 4 Dec 2026 ends at local (AEDT, UTC+11) midnight.
DEFAULT_END = datetime(2026, 12, 4, 13, 0, 0, tzinfo=UTC)
LOCAL_OFFSET_H = 11  # AEDT in December


def _sf(ms: int, worker: int = 1, seq: int = 0) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _fixed_id(tag: str, base_ms: int) -> str:
    h = int(hashlib.sha256(tag.encode()).hexdigest(), 16)
    return str(_sf(base_ms + h % 86_400_000 * 3, 1 + h % 29, h % 4000))


GUILD_ID = _fixed_id("sydney-asx-guild", 1_607_300_000_000)
_CHANNEL_NAMES = ["syd-asx-desk", "syd-asx-smallcaps", "syd-asx-derivs", "syd-asx-macro",
                  "syd-asx-book2", "syd-asx-resources", "syd-asx-industrials", "syd-asx-nightdesk"]


def channel_id(i: int) -> str:
    return _fixed_id("sydney-asx-channel-%d" % i, 1_716_400_000_000 + i * 5_000_000_000)


# who: (name, bot, worker)
AUTHORS = {
    "gazza": ("Gazza", False, 3),
    "macca": ("Macca", False, 4),
    "jonno": ("Jonno", False, 5),
    "research": ("research-agent", True, 6),
    "exec": ("exec-agent", True, 7),
    "risk": ("risk-agent", True, 8),
    "oms": ("IRESS-OMS", True, 9),
    "broker": ("broker-mail", True, 10),
    "ann": ("ASX-Ann", True, 11),
    "deskmon": ("deskmon", True, 12),
    "ci": ("ci-bot", True, 13),
    "pnl": ("pnl-bot", True, 14),
}
AUTHOR_IDS = {k: _fixed_id("sydney-asx-author-" + k, 1_650_000_000_000 + i * 900_000_000)
              for i, k in enumerate(AUTHORS)}

COMPANY = {
    "BHP": ("BHP Group", 45.80), "FMG": ("Fortescue", 19.40), "WDS": ("Woodside Energy", 24.10),
    "LYC": ("Lynas Rare Earths", 11.80), "NST": ("Northern Star Resources", 19.90),
    "MIN": ("Mineral Resources", 38.50), "CBA": ("Commonwealth Bank", 158.20),
    "RIO": ("Rio Tinto", 122.50), "S32": ("South32", 3.45), "PLS": ("Pilbara Minerals", 2.95),
    "IGO": ("IGO Ltd", 5.62), "STO": ("Santos", 7.61),
    "CSL": ("CSL Ltd", 245.10), "WES": ("Wesfarmers", 78.20), "XRO": ("Xero", 165.40),
    "TLS": ("Telstra", 4.85), "ANZ": ("ANZ Group", 30.20), "QBE": ("QBE Insurance", 21.50),
    "WOW": ("Woolworths", 31.05), "NAB": ("National Australia Bank", 38.90),
    "TCL": ("Transurban", 13.70), "GMG": ("Goodman Group", 33.40),
}
SMALL = {"TGF": ("Tanami Gold Fields", 0.44), "YRE": ("Yilgarn Rare Earths", 0.185),
         "KGR": ("Kimberley Graphite", 0.074), "GUX": ("Gawler Uranium", 0.31),
         "PBC": ("Pilbara Copper", 0.095)}
BIG = ["BHP", "FMG", "WDS", "LYC", "NST", "MIN", "CBA", "RIO", "S32", "PLS", "IGO", "STO"]
OTHER = ["CSL", "WES", "XRO", "TLS", "ANZ", "QBE", "WOW", "NAB", "TCL", "GMG"]
ACCT = "SYD-PROP-3"
OTHER_ACCTS = ["MEL-INC-2", "SYD-CLIENT-14", "BNE-SMA-07"]


def px(v: float) -> str:
    if v >= 2:
        return "%.2f" % v
    return "%.3f" % v


def tick(v: float) -> float:
    if v >= 2:
        return round(v, 2)
    if v >= 0.1:
        return round(round(v * 200) / 200, 3)
    return round(v, 3)


# --------------------------------------------------------------------------- text pools
OVERNIGHT = [
    "S&P 500 {a:+.1f}%, Nasdaq {b:+.1f}%, Russell {c:+.1f}%. SPI futures {spi_chg:+d} pts overnight to {spi}, which points to a {tone} open for the XJO.",
    "US 10-year yields {bp:+d}bp to {ust:.2f}%; the curve bull-steepened after a soft ISM services print. DXY {c:+.1f}%.",
    "Copper {a:+.1f}% on the LME to US${cu:,}/t; Brent {b:+.1f}% to US${brent:.2f}; gold {c:+.1f}% to US${gold:,}/oz.",
    "Offshore listings: BHP ADR implies {bhp_adr} (vs {bhp} close), RIO ADR {a:+.1f}%. Resources set to lead, banks a touch softer on the US move.",
    "Fed speakers were mixed: one voter flagged patience on cuts, another talked up labour-market slack. Futures price {cuts} by June.",
    "European close was quiet; Stoxx 600 {b:+.1f}%, miners +{m:.1f}% on the China headlines, energy flat.",
    "Volatility is cheap: VIX {vix:.1f}, S&P/ASX 200 VIX {avix:.1f}. Skew in XJO options remains bid for downside into year-end.",
]
IRON = [
    "SGX iron ore (front month) settled US${io:.2f}/t, {a:+.1f}% on the day; Dalian {b:+.1f}% in the night session. Port stocks {inv:.1f}Mt, down {d:.1f}Mt w/w.",
    "Tangshan steel margins are still thin (CNY {marg}/t for rebar), and blast-furnace utilisation ticked down to {bf:.1f}%. Restocking ahead of Lunar New Year usually starts mid-December.",
    "Pilbara shipments last week: Port Hedland {ph:.1f}Mt, in line with the seasonal run-rate. Cyclone season begins in earnest from January, not a factor yet.",
    "Chinese property data remain the swing factor: new-home sales down {nh}% y/y in the top-30 cities, but the latest policy package is broader than the market expected.",
    "The forward curve is in backwardation of roughly US${bw:.2f}/t between the first and third months, which helps short hedges roll positively.",
    "Simandou ramp-up remains the medium-term overhang; consensus still has first meaningful tonnes in 2H CY26, and most sell-side decks assume 60-80Mtpa by 2028.",
]
LITHIUM = [
    "Spodumene SC6 CIF China last at US${sc6:,}/t ({a:+.1f}% w/w); lithium carbonate futures on GFEX {b:+.1f}%. Sentiment is still fragile after the CATL mine restart headlines.",
    "Short interest in the lithium names remains elevated: PLS {si1:.1f}%, MIN {si2:.1f}%, IGO {si3:.1f}% of free float per the latest ASIC data.",
    "Converter margins have recovered, which historically precedes spodumene restocking by 4-6 weeks; but inventories at Chinese cathode makers are high.",
    "Rare earths: NdPr oxide CNY {ndpr:,}/t, {c:+.1f}% w/w. Export-licence chatter out of Beijing keeps the non-China supply chain story alive.",
]
RATES = [
    "AUD/USD {aud:.4f}, {a:+.2f}% overnight; the cross is trading more off iron ore than rates this week. AUD/JPY {audjpy:.2f}.",
    "ACGB 3s {bp:+d}bp, 10s {bp2:+d}bp. Cash-rate futures price {rba}bp of easing by May; the RBA minutes at 11:30 AEDT are unlikely to move that.",
    "Domestic data: monthly CPI indicator next Wednesday, consensus {cpi:.1f}% y/y trimmed mean. Retail sales surprised to the upside last month.",
    "Offshore real-money flows have been net buyers of Australian duration for three weeks; the AUD has not followed, which tells you the currency is a China/commodity trade for now.",
]
FLOWS = [
    "Crossings: {n} blocks printed yesterday above A$10m, mostly banks and REITs. Index rebalance flows are done; the next S&P quarterly review is in March.",
    "Broker flow desks report long-only selling in the majors and hedge-fund buying of the gold names; retail net buyers of the lithium complex on the dip.",
    "Capital raisings: {raises} deals in the past week, average discount {disc:.1f}%. Small-cap resources placements are clearing at tighter discounts than in Q3.",
    "ETF flows: A200/IOZ saw A${etf}m inflows; the resources sector ETF had its biggest week of redemptions since August.",
    "Short-dated XJO options: open interest concentrated at the 8,500 and 8,600 strikes for the December expiry; pin risk if we drift there into the 17th.",
    "Dividend season in the banks is behind us; the ex-date drag on the index is done until February reporting.",
]
CALENDAR = [
    "Today: RBA minutes 11:30, China Caixin services PMI 12:45, US payrolls tomorrow night our time.",
    "SPI 200 December futures (APZ6) expire on the 17th; roll into APH7 is running at roughly {roll} pts of calendar spread.",
    "AGMs this week: {agm1}, {agm2}. No major domestic reporting until February.",
    "ASX options December expiry is Thursday the 17th as well; watch the single-stock open interest in BHP and CBA.",
    "Quarterlies still due from a handful of June-year-end small caps; expect a trickle of Appendix 5B and 3B releases.",
]
RISKS = [
    "Key risks: another round of Chinese property stress, an upside US inflation surprise, and a sharp reversal in the AUD if the iron-ore bounce fades.",
    "Liquidity into year-end will thin out from the 18th; we should expect wider spreads in the small-cap book and more gappy opens.",
    "Correlation between the miners and the AUD is at the top of its 2-year range ({corr:.2f}), so hedges are doing their job but diversification is lower than it looks.",
    "Model caveat: the sector factor model has under-predicted dispersion in materials for six weeks; treat the ex-ante vol numbers with care.",
]

DEEP = [
    "The broader point is that the index has been carried by a narrow group of large caps for most of the half. Equal-weight XJO is lagging the cap-weighted index by {disc:.1f} points year-to-date, breadth (share of constituents above the 50-day average) sits at {n}0%, and the advance/decline line has rolled over twice in the past month without the headline index following. Historically, that kind of divergence resolves through the leaders catching down rather than the laggards catching up, but the timing signal is poor and it can persist for a quarter or more.",
    "On the China side, the data flow is mixed rather than bad. Credit impulse has turned marginally positive on a 6-month basis, infrastructure FAI is running ahead of property FAI for the first time since 2021, and steel exports remain very strong at an annualised {inv:.0f}Mt-equivalent. The concern for seaborne iron ore is less demand than supply: Simandou, the Pilbara debottlenecks and higher Brazilian volumes all land in the same 18-month window.",
    "Sell-side revisions have been a headwind for the materials sector for three straight months: consensus FY27 EPS for the big diversifieds is down roughly {d:.1f}% since August, mostly price-deck changes rather than operating misses. Energy revisions have stabilised. Banks have seen small upgrades on lower impairment charges, which explains part of the relative strength despite the rich multiples.",
    "Liquidity in the ASX small-cap resources space has improved materially since October. Average daily value traded in the Small Resources index is up about {etf}% versus the Q3 average, placements are clearing faster, and the discount at which raisings are priced has narrowed. That is usually a late-cycle signal for the small-cap resources tape, though it can run for a while when the commodity price is supportive.",
    "Options markets are pricing a calm December. One-month implied vol on the XJO is near the bottom decile of its 5-year range, the put skew is flatter than average and single-stock implieds in the miners are below realised for the first time since the spring. The cheapness reflects dealer positioning (long gamma around 8,500) more than any fundamental view.",
    "Rates and the currency remain a secondary driver. The AUD has traded as a China proxy for most of the quarter: its 30-day correlation with SGX iron ore is {corr:.2f} while its correlation with the AU-US 2-year spread is close to zero. That matters for how hedges behave: if the iron ore rally reverses, both the equity longs and the FX hedge move in the same direction, and the net protection is smaller than the notional suggests.",
    "Domestic earnings season in February will be the next real catalyst. Ahead of that, the market is watching AGM-season trading updates, which have so far skewed slightly negative for consumer names and slightly positive for industrials with offshore exposure. Resources companies typically do not update guidance outside of quarterly reports unless something has gone wrong operationally.",
    "Across the desk's coverage, the dispersion of 1-month returns is the highest since March. Stock-specific news (halts, raisings, guidance changes) explains more of the daily variance than sector factors, which argues for keeping single-name exposure tight and hedging the beta rather than trying to express views through the index.",
    "Capital-raising supply in small-cap resources is running at roughly A${etf}m a week. The typical structure has been a two-tranche placement at a {disc:.1f}% discount with an SPP on top and one-for-two or one-for-three attaching options to the lead manager. Aftermarket performance is mixed: about half of the deals in the past month closed below the offer price on day five.",
    "Positioning surveys from the prime brokers show net leverage in Australian long/short funds at {n}th percentile of its 3-year range, gross leverage near the highs. That combination usually means a crowded short book; the most-shorted decile of the ASX 200 has outperformed the least-shorted by about {d:.1f}% over the past month, which is consistent with some covering into year-end.",
    "The energy complex is a sideshow for the index but not for the desk's cross-asset hedges. LNG spot prices in North Asia are soft, the JKM curve is flat into the northern winter, and oil has been range-bound. Woodside and Santos have traded more on capital-management expectations than on commodity prices, and the dividend yield support has kept both inside a narrow band.",
    "Gold equities remain the cleanest expression of the lower-real-rates theme. Australian-dollar gold is near record highs, all-in sustaining costs for the mid-tiers have stabilised after two years of inflation, and M&A interest is real: three bids for ASX-listed producers in the past quarter, all at premiums of 25-40%. Valuations are no longer cheap on spot, though they look reasonable on the strip.",
    "Rare earths are being treated as a strategic asset class rather than a commodity. Western offtake agreements increasingly carry price floors, government-backed funding is available for processing capacity, and the equity market has started to pay a multiple for that certainty. The risk is that the floor prices are renegotiated if Chinese export policy softens.",
    "Market microstructure is worth a note into year-end: closing-auction participation is running at roughly {n}% of daily value traded on the ASX, well above the 2019 average, and the dark-pool share has ticked up. Execution around the 16:10 auction has become more important than the intraday VWAP for large orders, and that shows up in the desk's slippage statistics.",
    "Finally on valuation: the XJO trades on about {bf:.0f}% of its long-run average forward P/E premium to the MSCI World ex-US, with the banks doing most of the work. Materials trade close to their 10-year average multiple on consensus, but consensus still embeds iron ore in the high US$90s for FY27, so the sector is cheaper on spot than it looks on paper.",
    "Iron-ore shipping data from the Pilbara ports suggest the majors are running at or slightly above their guided run-rates for the half; Port Hedland's monthly total looks on track for {ph:.1f}Mt per week on average. Any weather disruption in January and February would tighten the seaborne market briefly, but the futures curve already discounts some of that.",
]
STOCK_COMMENT = [
    "Price action has been constructive since the last update; it is back above the 50-day average on rising volume.",
    "Volumes are running below the 20-day average, and the stock has spent five sessions inside a tight range.",
    "Short interest has drifted higher over the fortnight, mostly from a couple of regular borrowers.",
    "Consensus target price sits roughly {up:.0f}% above the last trade, with a wide spread between the high and low estimates.",
    "It continues to trade at a discount to the peer group on EV/EBITDA, largely a function of the capex profile.",
    "The options market implies a move of about {mv:.1f}% over the next month, below the average realised over the past year.",
    "Realised volatility has compressed over the past fortnight; the average true range is near a 3-month low.",
    "The stock has underperformed the sector by {under:.1f}% over the month with no company-specific news flow.",
    "Index weight changes are not expected at the March review.",
    "Relative strength versus the XJO is flat over three months, with most of the move coming from the sector factor.",
]

SMALLCAP = [
    "Resource: {res:.1f}Mt @ {grade:.2f} g/t for {oz}koz (JORC 2012, {ind}% Indicated). The last update added about a fifth of the ounces, mostly from the southern extension, and the infill program is designed to convert Inferred to Indicated ahead of the PFS.",
    "Cash: A${cash:.1f}m at the end of the September quarter, with quarterly operating and investing outflows of roughly A${burn:.1f}m. Without the raise the runway is about {run} months; post-raise and before the SPP it extends beyond the PFS delivery date.",
    "Register: top-20 holders own about {top20}% of the shares on issue; two resources funds hold a combined {funds}%, and the chair holds {chair:.1f}%. Retail participation has been high in past SPPs, which historically means selling pressure in the weeks after settlement.",
    "Valuation: on the placement price, the company trades at about A${evoz}/oz of resource, versus a peer median of A${peer}/oz for pre-PFS developers in Western Australia. The discount reflects the depth of the orebody and the lack of a processing solution within trucking distance.",
    "Aftermarket: of the last {deals} comparable small-cap gold placements, {below} closed below the offer price five days after settlement, with an average day-5 return of {d5:+.1f}%. Deals with attaching options tended to hold up slightly better, probably because of the option value to participants.",
    "Management: the CEO joined from a mid-tier producer eighteen months ago and has delivered the drilling program on budget. The board added a processing engineer as a non-executive director in the last quarter, which is consistent with the stated plan to move to a PFS in CY27.",
    "Catalysts: assay results from the current program are due in batches over the next two months, a metallurgical test-work update is expected in the March quarter, and the PFS is scheduled for the second half of 2027. None of these are likely to land before the SPP closes.",
    "Technical: the stock had run about {run2}% in the month before the halt on heavy volume, which is typical ahead of a raise. The 50-day average sits roughly {ma}% below the last close; the offer price is close to the August breakout level.",
]

CHATTER = [
    "{c} a bit heavy on the open", "iron ore's off a buck in Singapore", "Dalian's green for what it's worth",
    "who's on coffees", "arvo session's gonna be a snooze", "lithium names getting smoked again",
    "{c} bid's thin, 2k at a time", "banks doing banky things", "aircon's cactus again, it's 28 in here",
    "RBA mins at 11:30, don't expect much", "China PMI out at 12:45", "spoos flat", "gold miners catching a bid",
    "XJO +0.4%, miners doing the heavy lifting", "{c} volumes light, half the 20d avg",
    "anyone seen the score at the Gabba", "Thommo's leaving drinks at the Ivy tonight, you in?",
    "{c} back at VWAP", "someone's leaning on {c} into the close auction", "AUD popping, 0.66 handle",
    "Sydney traffic was feral this morning", "quiet one", "tape's dead", "macro guys reckon the RBA's done",
    "{c} off the lows", "Cup sweep money's still in the drawer btw", "this IRESS layout is doing my head in",
    "{c} pre-open IEP looks soft", "{c} 1.2m traded already, someone's busy", "brokers all at the Christmas lunch I reckon",
    "{c} indicative 3c higher", "SPI's tracking the spoos tick for tick", "who moved my monitor",
    "{c} printing at the high of day", "the bank tellers are out in force on {c}", "Dalian night session opens at 9",
    "heavy rain in Port Hedland apparently", "{c} 20d vol's at the lows", "keen for the Boxing Day test",
    "{c} spread's 2 ticks wide, ridiculous for a top 20 name", "Hang Seng +1.1% at the open",
    "Nikkei's off half a percent", "kettle's broken, someone ring facilities", "{c} crossing 400k at the mid",
    "anyone else's IRESS keep logging out", "{c} getting sold hard into the close auction", "fark it's hot, Sydney in December",
    "footy tipping comp money's due", "US futures a touch softer", "Dalian night session green again", "{c} ticking higher, no news",
    "who's doing the Christmas party booking", "brokers have gone very quiet on {c}", "{c} halfway through the range",
    "lunch?", "back in 10", "that's lunch sorted", "{c} 5-day high", "{c} 3 cents off the open", "gold's ripping, spot through 4.2k",
    "copper's flat", "Brent down a buck", "SPI night session quiet", "Shanghai composite flat at the break",
    "{c} dark pool prints all morning", "reckon it's a Christmas-party kind of tape", "who's on the desk tomorrow night for US payrolls",
    "{c} ex-div next week isn't it", "IT reckon the second screen's fixed, it isn't", "servo coffee is a crime",
]
MKT_HOURS_WORDS = ("open", "close", "bid's thin", "printing", "VWAP", "Hang Seng", "Nikkei", "RBA mins", "PMI out",
                   "IEP", "traded already", "indicative", "spread's", "crossing", "heavy lifting", "off the lows", "tracking the spoos",
                   "tellers", "quiet one", "tape's dead", "snooze", "volumes light")
ACKS = ["cheers", "ta", "👍", "ok", "legend", "too easy", "sweet", "thx", "no wukkas", "👌", "ta mate",
        "cheers mate", "✅", "nice", "good stuff", "righto ta"]

ANN_MINOR = ["Appendix 2A", "Change of Director's Interest Notice", "Notification of cessation of securities",
             "Change in substantial holding", "Investor presentation", "Notice of Annual General Meeting",
             "Becoming a substantial holder", "Cleansing notice"]
ANN_MATERIAL = ["Guidance update", "Response to ASX price query", "Market update - operations",
                "Quarterly Activities Report", "Chair's address to shareholders and trading update"]


class Day:
    """One channel-day: messages with offsets (ms from day start) and ops."""

    def __init__(self, rng: random.Random, ch_idx: int, day_idx: int):
        self.rng = rng
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.msgs = []
        self.ops = []

    # times -----------------------------------------------------------------
    def T(self, h, m=0, s=0, jit=0):
        t = h * 3600 + m * 60 + s
        if jit:
            t += self.rng.uniform(-jit, jit)
        return max(1.0, min(86398.0, t))

    # posting ---------------------------------------------------------------
    def post(self, t, who, content="", embeds=None, reply=None, kind="chat", thread=False,
             attachments=None, idiom=None):
        m = {"t": int(t * 1000), "who": who, "content": content, "embeds": embeds or [],
             "reply": reply, "kind": kind, "thread": thread, "labels": [], "edits": [],
             "removed": None, "snip": None, "superseded": [], "idiom": idiom,
             "attachments": attachments or [], "order": len(self.msgs), "starter": False}
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m["kind"] = "hard"
        m["labels"].append((etype, list(facts), phrasing))
        if idiom and not m["idiom"]:
            m["idiom"] = (idiom, etype)
        return m

    def near(self, t, who, content, idiom=None, **kw):
        return self.post(t, who, content, kind="near", idiom=(idiom, "not_hard") if idiom else None, **kw)

    def noise(self, t, who, content, **kw):
        return self.post(t, who, content, kind="noise", **kw)

    def edit(self, m, t, content, superseded=()):
        m["edits"].append((int(t * 1000), content))
        m["superseded"].extend(superseded)

    def delete(self, m, t, snip, by="gazza"):
        m["removed"] = ("delete", int(t * 1000), by)
        m["snip"] = snip

    def forget(self, m, t, snip, by="gazza"):
        m["removed"] = ("forget", int(t * 1000), by)
        m["snip"] = snip

    def op(self, t, kind, target, **kw):
        self.ops.append({"t": int(t * 1000), "kind": kind, "target": target, **kw})


# --------------------------------------------------------------------------- builders
def _note(rng, ctx, title, sections, decision=None, decision_at=None, tail=""):
    """Long markdown research note. decision is inserted mid-way into a section."""
    out = ["# " + title, "",
           "_research-agent · sources: IRESS, SGX, LME, ASX MAP, broker notes · auto-generated, reviewed by nobody yet_", ""]
    names = [s[0] for s in sections]
    if decision_at is None:
        decision_at = len(sections) // 2
    for i, (head, pool, n) in enumerate(sections):
        out.append("## " + head)
        paras = rng.sample(pool, min(n, len(pool)))
        for j, p in enumerate(paras):
            out.append(p.format(**ctx))
            out.append("")
            if decision and i == decision_at and j == 0:
                out.append(decision)
                out.append("")
    if tail:
        out.append(tail)
        out.append("")
    out.append("---")
    out.append("_Sections: %s. Not investment advice; internal desk use only._" % ", ".join(names))
    return "\n".join(out)


def _book_section(rng, P, name, codes, held_qty):
    lines = ["## Book & watchlist review", "",
             "| code | last | 5d % | 20d vol | SI % | support | resistance |",
             "|------|------|------|---------|------|---------|------------|"]
    for c in codes:
        p = P[c]
        lines.append("| %s | %s | %+.1f | %d%% | %.1f | %s | %s |" % (
            c, px(p), rng.uniform(-6, 6), rng.randint(18, 55), rng.uniform(0.5, 12), px(p * 0.95), px(p * 1.06)))
    lines.append("")
    for c in codes:
        hq = held_qty.get(c)
        pos = ("held: {:,} shares".format(hq)) if hq else "not held"
        com = " ".join(x.format(up=rng.uniform(4, 25), mv=rng.uniform(4, 11), under=rng.uniform(1, 8))
                       for x in rng.sample(STOCK_COMMENT, 2))
        lines.append("**%s** (%s, %s) — last %s. %s" % (c, name[c], pos, px(P[c]), com))
        lines.append("")
    return "\n".join(lines)


def _ctx(rng, st):
    c = dict(
        a=rng.uniform(-1.5, 1.5), b=rng.uniform(-1.8, 1.8), c=rng.uniform(-0.9, 0.9),
        spi=st["spi"], spi_chg=rng.randint(-45, 45), tone=rng.choice(["firmer", "softer", "flat", "modestly higher"]),
        bp=rng.randint(-8, 8), bp2=rng.randint(-9, 9), ust=rng.uniform(3.85, 4.45),
        cu=rng.randint(9400, 11200), brent=rng.uniform(61, 78), gold=rng.randint(3900, 4400),
        bhp_adr=px(st["px"]["BHP"] * rng.uniform(0.985, 1.015)), bhp=px(st["px"]["BHP"]),
        cuts=rng.choice(["one cut", "two cuts", "1.5 cuts", "just under two cuts"]), m=rng.uniform(0.2, 2.4),
        vix=rng.uniform(13, 21), avix=rng.uniform(10, 17), io=st["io"], inv=rng.uniform(138, 152),
        d=rng.uniform(0.3, 2.9), marg=rng.randint(-40, 120), bf=rng.uniform(84, 91), ph=rng.uniform(9.2, 11.4),
        nh=rng.randint(8, 31), bw=rng.uniform(0.6, 2.1), sc6=rng.randint(780, 1250), si1=rng.uniform(8, 18),
        si2=rng.uniform(5, 12), si3=rng.uniform(3, 9), ndpr=rng.randint(520000, 690000),
        aud=st["aud"], audjpy=rng.uniform(96, 104), rba=rng.randint(10, 45), cpi=rng.uniform(2.6, 3.4),
        n=rng.randint(4, 14), raises=rng.randint(9, 26), disc=rng.uniform(6.5, 13.5), etf=rng.randint(40, 240),
        roll=rng.randint(30, 48), agm1=rng.choice(OTHER), agm2=rng.choice(OTHER),
        corr=rng.uniform(0.55, 0.78), stamp=st["stamp"],
    )
    return c


def build_day(seed: int, ch_idx: int, day_idx: int) -> Day:
    rng = random.Random("%s|%s|%s|sydney" % (seed, ch_idx, day_idx))
    D = Day(rng, ch_idx, day_idx)
    T = D.T

    # ---- book state for the day ----
    big = BIG[:]
    rng.shuffle(big)
    held, watch, opt_under, not_held = big[:4], big[4:7], big[7], big[8:] + OTHER
    smalls = list(SMALL)
    rng.shuffle(smalls)
    raise_name, watch_small, other_small = smalls[0], smalls[1], smalls[2:]
    P = {k: tick(v[1] * rng.uniform(0.93, 1.07)) for k, v in COMPANY.items()}
    P.update({k: tick(v[1] * rng.uniform(0.9, 1.1)) for k, v in SMALL.items()})
    name = {k: v[0] for k, v in list(COMPANY.items()) + list(SMALL.items())}
    spi = int(8520 + rng.randint(-180, 180))
    aud = round(0.6585 + rng.uniform(-0.012, 0.012), 4)
    io = round(104.3 + rng.uniform(-6, 6), 2)
    fut, fut_next = "APZ6", "APH7"
    st = {"px": P, "spi": "{:,}".format(spi), "aud": aud, "io": io, "stamp": "06:55"}
    ex0 = 2291 + day_idx * 61 + ch_idx * 17
    ex = {k: "EX-%d" % (ex0 + i) for i, k in enumerate(
        ["crack", "yaml", "bang", "aud", "yre", "fef", "opt", "roll", "stopamend", "spi"])}
    oms0 = 22719 + day_idx * 311 + ch_idx * 97
    omsid = {k: "8841-%d" % (oms0 + i * 3) for i, k in enumerate(ex)}
    held_qty = {c: rng.choice([20000, 25000, 30000, 40000, 50000, 60000, 80000]) for c in held}
    opt_strike = round(P[opt_under] * 1.03)
    opt_desc = "%s Jan27 %d calls" % (opt_under, opt_strike)
    opt_lots = rng.choice([150, 200, 250, 300])
    spi_short = rng.choice([8, 10, 12, 14])
    aud_short = rng.choice([4, 5, 6])
    fef_short = rng.choice([100, 150, 200])

    def sfx(c):
        return c + rng.choice(["", "", "", ".AX", " AU"])

    # ============================================================ overnight / noise backbone
    for h in range(24):
        lat = rng.randint(18, 95)
        state = "idle" if h < 6 or h > 19 else "ok"
        D.noise(T(h, 0, rng.randint(2, 40)), "deskmon",
                "♥ deskmon %02d:00 · oms=ok (%dms) · exec-agent=ok · risk-agent=ok · research-agent=%s · md=ok · fx=ok" % (h, lat, state))
    for h in rng.sample([1, 4, 8, 12, 15, 18, 21], 5):
        who = rng.choice(["exec", "risk", "research"])
        D.noise(T(h, rng.randint(5, 55)), who, "%s self-check: tools %d/%d ok · oms session alive · pending=%d · ctx %d%% · last error none" % (
            AUTHORS[who][0], 14, 14, rng.randint(0, 2), rng.randint(12, 64)))
    ci_lines = [
        "ci ▸ risk-agent #%d passed (main@%s) · 4m%02ds" % (rng.randint(1400, 1600), "%07x" % rng.getrandbits(28), rng.randint(0, 59)),
        "deploy ▸ exec-agent v2.14.%d → prod ✅ (rolling, 0 orders in flight)" % rng.randint(1, 9),
        "ci ▸ research-agent #%d failed: test_sgx_calendar (flaky) — retrying" % rng.randint(800, 990),
        "ci ▸ research-agent retry passed ✅",
        "deploy ▸ oms-bridge config reload (venue map v%d)" % rng.randint(30, 60),
    ]
    for i, line in enumerate(ci_lines):
        D.noise(T([2, 3, 3, 3, 17][i], [15, 5, 40, 52, 30][i], jit=200), "ci", line)
    spam = [D.noise(T(5, 58, 10 + i * 7), "oms", "IRESS-OMS: FIX session SYDPROP3↔IOS dropped (heartbeat timeout) — reconnect attempt %d" % (i + 1)) for i in range(3)]
    D.noise(T(5, 59, 20), "oms", "IRESS-OMS: FIX session SYDPROP3↔IOS reconnected (seq %d, gap fill 0)" % rng.randint(9000, 12000))
    D.op(T(7, 11), "bulk_delete", spam, by="gazza")
    for m in spam:
        m["snip"] = m["content"][:60]
        m["removed"] = ("bulk", None, "gazza")
    D.noise(T(13, rng.randint(5, 50)), "oms", "IRESS-OMS: market data feed resubscribed (%d codes)" % rng.randint(180, 260))
    trace = (
        "⚠️ exec-agent: unhandled exception in oms_poll (recovered, retrying in 5s)\n```\n"
        "Traceback (most recent call last):\n"
        "  File \"/srv/exec_agent/oms/poll.py\", line 212, in poll_loop\n    reports = await self.session.fetch_exec_reports(since=self.cursor)\n"
        "  File \"/srv/exec_agent/oms/iress.py\", line 88, in fetch_exec_reports\n    resp = await self._req(\"GET\", f\"/orders/reports?since={since}\")\n"
        "  File \"/srv/exec_agent/oms/iress.py\", line 41, in _req\n    raise OmsTransportError(resp.status, body[:200])\n"
        "exec_agent.oms.errors.OmsTransportError: (503, '<html><head><title>503 Service Temporarily Unavailable</title></head>')\n"
        "\nDuring handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n  File \"/srv/exec_agent/oms/poll.py\", line 230, in poll_loop\n    self.metrics.observe(\"poll_latency\", time.monotonic() - t0)\n"
        "  File \"/srv/exec_agent/metrics.py\", line 19, in observe\n    self._hist[name].append(value)\nKeyError: 'poll_latency'\n```")
    D.noise(T(4, rng.randint(5, 50)), "exec", trace)
    D.noise(T(9, 55, rng.randint(0, 20)), "deskmon", "🔔 ASX market open in 5 — pre-open auction, staggered open 10:00:00–10:09:45 (A-B first)")
    for hh, mm in [(10, 30), (12, 0), (14, 0), (16, 15), (19, 0)]:
        top = rng.sample(held, 2)
        D.noise(T(hh, mm, rng.randint(0, 90)), "pnl", "📊 PnL %02d:%02d · day %s AUD · gross A$%.1fm · net A$%.1fm · top: %s %+.1fk, %s %+.1fk · SPI hedge %+.1fk" % (
            hh, mm, "{:+,.0f}".format(rng.uniform(-90000, 140000)), rng.uniform(14, 22), rng.uniform(3, 9), top[0], rng.uniform(-30, 40), top[1], rng.uniform(-30, 40), rng.uniform(-25, 25)))

    # ============================================================ 06:55 research note 1 (thesis buried)
    th_name = rng.choice(held[:2] + watch[1:2])
    th_dir = rng.choice([("neutral", "overweight"), ("overweight", "neutral"), ("underweight", "neutral")])
    th_code = sfx(th_name)
    dec1 = ("**View change:** we are moving %s from %s to **%s**. The %s we were waiting for has now printed, and the risk we flagged last week is no longer the swing factor. Conviction: %s." % (
        th_code, th_dir[0], th_dir[1], rng.choice(["cost-out", "shipment guidance", "balance-sheet repair", "volume recovery"]), rng.choice(["medium", "high"])))
    n1 = D.post(T(6, 55, jit=120), "research", _note(rng, _ctx(rng, st), "Morning wrap — ASX resources & macro", [
        ("Overnight", OVERNIGHT, 5), ("Iron ore", IRON, 5), ("Lithium & rare earths", LITHIUM, 3),
        ("AUD & rates", RATES, 3), ("Big picture", DEEP, 8), ("Flows", FLOWS, 4), ("Calendar", CALENDAR, 3), ("Risks", RISKS, 3)],
        decision=dec1, decision_at=1, tail=_book_section(rng, P, name, held + watch, held_qty)))
    D.hard(n1, "thesis_update", [th_code, th_dir[1]], "buried", idiom="view change buried in morning wrap")

    # ============================================================ 07:25 risk pre-open table (limit change)
    old_spi, new_spi = rng.choice([(20, 15), (25, 20), (15, 12)])
    sc_old, sc_new = rng.choice([(1_000_000, 1_000_000)])
    pos_lines = "\n".join("| %-6s | %9s | %8s |" % (c, "{:,}".format(held_qty[c]), px(P[c] * rng.uniform(0.9, 1.02))) for c in held)
    risk_tbl = D.post(T(7, 25, jit=60), "risk", (
        "**Pre-open limits & book**\n```\n| limit              | value        | used    |\n|--------------------|--------------|---------|\n"
        "| gross_max          | A$25.0m      | %4.1fm |\n| net_max            | A$10.0m      | %4.1fm |\n| single_name_max    | 10%% NAV      | %4.1f%% |\n"
        "| small_cap_bucket   | A$1,000,000  | %s |\n| spi_net_max        | %d contracts | %d     |\n| fx_hedge_band      | 60-100%%      | %d%%     |\n"
        "| iron_ore_lots_max  | 300          | %d     |\n```\n"
        "Book (equities):\n```\n| code   | qty       | avg px   |\n%s\n```\n"
        "Derivs: short %d %s · long %d %s · short AUD/USD %dm · short %d FEF Jan27 (SGX)\n"
        "CHANGED: spi_net_max %d → %d contracts (per Gazza, year-end liquidity). All other limits unchanged.") % (
        rng.uniform(14, 21), rng.uniform(3, 8), rng.uniform(4, 9.5),
        "A$%dk" % rng.randint(600, 900), new_spi, spi_short, rng.randint(70, 95), fef_short, pos_lines,
        spi_short, fut, opt_lots, opt_desc, aud_short, fef_short, old_spi, new_spi))
    D.hard(risk_tbl, "risk_limit", ["spi_net_max", "%d → %d" % (old_spi, new_spi)], "structured", idiom="CHANGED line at the foot of the limit table")
    D.op(T(7, 31), "pin", risk_tbl, by="gazza")
    D.op(T(7, 31, 5), "reaction_add", risk_tbl, emoji="📌", user="gazza")

    # ============================================================ 07:45 research note 2 (proposal buried), route, exec yaml proposal
    pn = watch[2]
    p_lim = tick(P[pn] * 0.993)
    p_stop = tick(p_lim * 0.955)
    p_tgt = tick(p_lim * 1.11)
    p_qty = rng.choice([30000, 40000, 50000, 60000]) if P[pn] < 60 else rng.choice([3000, 4000, 5000])
    p_code = sfx(pn)
    dec2 = ("**Proposal:** buy {q:,} {c} at or below {l}, stop {s}, target {t} (risk ≈ A${r:,.0f}). Entry on the pullback into the gap; size is ~{pct}% NAV.".format(
        q=p_qty, c=p_code, l=px(p_lim), s=px(p_stop), t=px(p_tgt), r=p_qty * (p_lim - p_stop), pct=rng.choice([2, 3, 4])))
    n2 = D.post(T(7, 46, jit=90), "research", _note(rng, _ctx(rng, st), "%s — setting up for an entry" % name[pn], [
        ("Context", FLOWS, 3), ("Commodity backdrop", IRON + LITHIUM, 5), ("Positioning", FLOWS, 2),
        ("Macro", RATES, 3), ("Big picture", DEEP, 7), ("What could go wrong", RISKS, 3), ("Calendar", CALENDAR, 2)],
        decision=dec2, decision_at=2, tail=_book_section(rng, P, name, [pn] + watch[:2], held_qty)))
    D.hard(n2, "trade_proposal", [p_code, "buy", "{:,}".format(p_qty), px(p_lim), px(p_stop)], "buried", idiom="trade proposal buried in a sector note")
    rt = D.post(T(7, 52, jit=30), "research", "Routing the %s entry ticket to @exec-agent — limit %s, stop %s, needs Gazza's OK before release." % (pn, px(p_lim), px(p_stop)), reply=n2)
    D.hard(rt, "route_decision", [pn, "@exec-agent", "Routing"], "untagged", idiom="agent routes a ticket to another agent")
    yaml_body = ("```yaml\nproposal: {id}\nside: BUY\ncode: {c}.AX\nqty: {q}\nlimit: {l}\nstop: {s}\ntarget: {t}\ntif: DAY\nsource: research-agent note {st}\nstatus: PENDING_APPROVAL\n```").format(
        id=ex["yaml"], c=pn, q=p_qty, l=px(p_lim), s=px(p_stop), t=px(p_tgt), st="07:46")
    yp = D.post(T(7, 55, jit=30), "exec", "Order ticket staged, waiting on approval:\n" + yaml_body, reply=rt)
    appr_t = T(10, 21, jit=60)
    yaml_final = yaml_body.replace("status: PENDING_APPROVAL", "status: APPROVED  # Gazza %s" % "10:21")
    D.edit(yp, appr_t, "Order ticket staged — **APPROVED** by Gazza, releasing:\n" + yaml_final)
    D.hard(yp, "trade_proposal", [ex["yaml"], "BUY", pn, str(p_qty), px(p_lim)], "structured", idiom="YAML order ticket from exec agent")
    D.hard(yp, "trade_approval", ["APPROVED", ex["yaml"], pn], "structured", idiom="approval by editing the proposal to add APPROVED")
    D.op(appr_t + 20, "pin", yp, by="gazza")
    D.op(appr_t + 25, "reaction_add", yp, emoji="📌", user="gazza")
    rz_qty = int(p_qty * rng.choice([0.5, 0.6, 0.75]) // 1000 * 1000) if p_qty >= 10000 else int(p_qty * 0.6 // 100 * 100)
    rz = D.post(appr_t + 40, "risk", (
        "verdict: RESIZE\norder: {id}\ncode: {c}\nrequested_qty: {q}\napproved_qty: {a}\nlimit_hit: single_name_max (10% NAV incl. pending)\n"
        "headroom_aud: {h:,.0f}\nnote: resized, not blocked; resubmit above approved_qty needs desk-head override").format(
        id=ex["yaml"], c=pn, q=p_qty, a=rz_qty, h=rz_qty * p_lim), reply=yp)
    D.hard(rz, "risk_limit", ["RESIZE", ex["yaml"], str(rz_qty)], "structured", idiom="risk agent RESIZE verdict in key: value lines")
    fill_px = tick(p_lim - rng.choice([0, 0.01, 0.02]) if p_lim >= 2 else p_lim)
    of = D.post(appr_t + 200, "oms", "", embeds=[{
        "title": "Execution Report", "author": "IRESS IOS+",
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Code", "value": pn, "inline": True},
                   {"name": "Qty", "value": "{:,}".format(rz_qty), "inline": True}, {"name": "Avg Px", "value": px(fill_px), "inline": True},
                   {"name": "Status", "value": "Filled", "inline": True}],
        "footer": "Acct %s · Ord %s · ref %s · ASX TradeMatch" % (ACCT, omsid["yaml"], ex["yaml"])}])
    D.hard(of, "trade_fill", ["BUY", pn, "{:,}".format(rz_qty), px(fill_px), "Filled"], "embed", idiom="embed-only OMS fill (fields only)")

    # ============================================================ TGF placement: broker email → thread
    rp = P[raise_name]
    off = tick(rp * rng.uniform(0.88, 0.93))
    raise_amt = rng.choice([18, 25, 35, 40])
    email = D.post(T(8, 12, jit=120), "broker", (
        "📧 **FW: STRICTLY CONFIDENTIAL — {n} ({c}) — A${amt}m Placement — WALL CROSS**\n"
        "From: Harbourside Securities ECM <ecm@harbourside.example>\nTo: syd-desk@desk.example\n\n"
        "Team,\n\nFurther to our call, {n} (ASX:{c}) is seeking to raise A${amt}m via a two-tranche placement to sophisticated and professional investors, with an SPP of up to A$5m to follow.\n\n"
        "• Offer price: ${o} ({d:.1f}% discount to last close ${lc}; {d2:.1f}% to 5-day VWAP)\n• New shares: ~{ns:.1f}m ({pct:.1f}% of SOI), T1 under LR7.1/7.1A, T2 subject to shareholder approval\n"
        "• Use of funds: resource definition drilling at the flagship, processing-plant FEED, working capital\n• SPP: capped at A$30k per holder, same price, no scale-back priority\n"
        "• Timetable: company enters trading halt pre-open today; bids due 14:00 AEDT; allocations this evening; settlement T+2 (T1)\n"
        "• Lead manager fee: 5.0% + options (1 for 3) to JLM\n\n"
        "Please treat this as inside information. You are wall-crossed from receipt of this email until the company's announcement.\n\n"
        "Kind regards,\nHarbourside ECM\n\n— This email and any attachments are confidential and may be privileged. If you are not the intended recipient, please delete it. "
        "Harbourside Securities Pty Ltd AFSL 000000. Past performance is not indicative of future performance.").format(
        n=name[raise_name], c=raise_name, amt=raise_amt, o=px(off), d=(1 - off / rp) * 100, lc=px(rp), d2=(1 - off / rp) * 100 - 1.3,
        ns=raise_amt / off, pct=rng.uniform(9, 15)), attachments=[{"id": "0", "filename": "%s_placement_termsheet.pdf" % raise_name, "size": rng.randint(180000, 420000), "url": "https://cdn.example/att/%s_ts.pdf" % raise_name}])
    email["starter"] = True
    tr = D.post(T(8, 21, jit=60), "gazza", "Macca you take the %s raise, have a look at the drill results and give me a number by 1" % raise_name, thread=True)
    D.hard(tr, "route_decision", ["Macca", raise_name], "untagged", idiom="head of desk hands a deal to a trader")
    D.noise(T(8, 23), "macca", "on it", thread=True)
    D.post(T(9, 10, jit=300), "macca", "AISC's a bit ugly at the flagship but the infill hits last month were decent. Register's thin, couple of funds own 30% between them", thread=True)
    D.post(T(9, 20, jit=300), "jonno", "is the SPP same price? and what's the escrow on the options", thread=True, kind="near")
    D.post(T(9, 24, jit=120), "broker", "RE: %s — SPP same price, options unlisted, no escrow. Books %.1fx covered already, bids due 14:00." % (raise_name, rng.uniform(1.2, 2.4)), thread=True)
    bid_qty = rng.choice([1_500_000, 2_000_000, 2_500_000, 3_000_000])
    bid_short = "%sm" % (("%.1f" % (bid_qty / 1e6)).rstrip("0").rstrip("."))
    bp = D.post(T(13, 18, jit=120), "macca", "reckon we bid %s %s @ %s in the placement, happy to wear a scale back. fits the small cap bucket" % (bid_short, raise_name, px(off)), thread=True)
    D.hard(bp, "trade_proposal", ["bid", bid_short, raise_name, px(off)], "shorthand", idiom="placement bid proposal with m-suffixed size")
    ba = D.post(T(13, 24, jit=60), "gazza", "yep send", thread=True, reply=bp)
    D.hard(ba, "trade_approval", ["yep send"], "reply", idiom="two-word reply approving a proposal")
    bc = D.post(T(13, 41, jit=120), "broker", "RE: {c} placement — bid received: {a} {q:,} {c} @ ${o}, firm, no limit. Thanks, Harbourside ECM".format(
        c=raise_name, a=ACCT, q=bid_qty, o=px(off)), thread=True)
    D.hard(bc, "trade_confirmation", ["bid received", "{:,}".format(bid_qty), raise_name, "$" + px(off)], "untagged", idiom="broker email confirms our bid in the book")
    D.noise(T(13, 42), "macca", "ta", thread=True, reply=bc)
    alloc = int(bid_qty * rng.choice([0.5, 0.625, 0.75]))
    al = D.post(T(19, 35, jit=600), "broker", (
        "📧 **{c} placement — ALLOCATION**\nAccount: {a}\nAllocated: {q:,} {c} @ ${o} ({pct:.1f}% of bid)\nSettlement: T+2 via DvP, CHESS HIN on file\n"
        "Books closed {cov:.1f}x covered; scale-backs applied pro-rata to bids under A$1m.").format(
        c=raise_name, a=ACCT, q=alloc, o=px(off), pct=alloc / bid_qty * 100, cov=rng.uniform(2.0, 3.6)), thread=True)
    D.hard(al, "trade_fill", ["Allocated", "{:,}".format(alloc), raise_name, "$" + px(off)], "structured", idiom="placement allocation email as a fill")
    D.noise(T(19, 50, jit=300), "gazza", "👍", thread=True, reply=al)
    ah = D.post(T(9, 38, jit=60), "ann", "", embeds=[{
        "title": "%s — Trading Halt" % raise_name, "description": "%s has requested a trading halt pending an announcement in relation to a proposed capital raising." % name[raise_name],
        "fields": [{"name": "Code", "value": raise_name, "inline": True}, {"name": "Type", "value": "Trading Halt", "inline": True},
                   {"name": "Price sensitive", "value": "Yes", "inline": True}],
        "footer": "ASX Market Announcements Platform · 09:38 AEDT", "url": "https://www.asx.com.au/markets/trade-our-cash-market/announcements.%s" % raise_name.lower()}])
    D.hard(ah, "watchlist_news", [raise_name, "Trading Halt", "capital raising"], "embed", idiom="announcement embed: trading halt on a watchlist small cap")

    # ============================================================ 10:04 Macca crack at held[0]
    cn = held[0]
    c_lim = tick(P[cn] * 0.997)
    c_qty = rng.choice([30, 40, 50, 60]) if P[cn] < 60 else rng.choice([4, 5, 6])
    c_qty_s = "%dk" % c_qty
    c_n = c_qty * 1000
    c_stop0 = tick(c_lim * 0.975)
    cp = D.post(T(10, 4, jit=60), "macca", "gonna have a crack at %s, b %s @ %s, stop under %s. looks like it's found the bottom" % (cn, c_qty_s, px(c_lim), px(c_stop0)))
    D.hard(cp, "trade_proposal", [cn, "b " + c_qty_s, px(c_lim)], "shorthand", idiom="'have a crack at' shorthand proposal with k size")
    ca = D.post(T(10, 5, 10), "gazza", rng.choice(["yep send", "righto, go", "yep send it"]), reply=cp)
    D.hard(ca, "trade_approval", [ca["content"]], "reply")
    part = c_n // 2
    part_px = tick(c_lim - (0.01 if c_lim >= 2 else 0))
    ow = D.post(T(10, 5, 40), "oms", "", embeds=[{"title": "Order Update", "author": "IRESS IOS+", "fields": [
        {"name": "Side", "value": "BUY", "inline": True}, {"name": "Code", "value": cn, "inline": True},
        {"name": "Qty", "value": "{:,}".format(c_n), "inline": True}, {"name": "Avg Px", "value": "—", "inline": True},
        {"name": "Status", "value": "Working", "inline": True}], "footer": "Acct %s · Ord %s · limit %s · ASX TradeMatch" % (ACCT, omsid["crack"], px(c_lim))}])
    D.hard(ow, "trade_confirmation", ["BUY", cn, "{:,}".format(c_n), "Working", omsid["crack"]], "embed", idiom="OMS embed status Working")
    op_ = D.post(T(10, 7, 30), "oms", "", embeds=[{"title": "Execution Report", "author": "IRESS IOS+", "fields": [
        {"name": "Side", "value": "BUY", "inline": True}, {"name": "Code", "value": cn, "inline": True},
        {"name": "Qty", "value": "{:,}".format(part), "inline": True}, {"name": "Avg Px", "value": px(part_px), "inline": True},
        {"name": "Status", "value": "Part Filled", "inline": True}], "footer": "Acct %s · Ord %s · ASX TradeMatch" % (ACCT, omsid["crack"])}])
    D.hard(op_, "trade_fill", ["BUY", cn, "{:,}".format(part), px(part_px), "Part Filled"], "embed")
    full_px = "%.3f" % ((part_px + c_lim) / 2) if c_lim >= 2 else px(c_lim)
    xf = D.post(T(10, 9, 10), "exec", "[FILL] %s BUY %s %s @ %s (partial, %s working)" % (ex["crack"], "{:,}".format(part), cn, px(part_px), "{:,}".format(c_n - part)))
    D.edit(xf, T(10, 31, 5), "[FILL] %s BUY %s %s @ %s avg (complete)" % (ex["crack"], "{:,}".format(c_n), cn, full_px), superseded=["{:,}".format(part) + " " + cn])
    D.hard(xf, "trade_fill", [ex["crack"], "BUY", "{:,}".format(c_n), cn, full_px], "tagged", idiom="[FILL] tag edited from partial to complete")
    D.noise(T(10, 9, 40), "macca", rng.choice(ACKS), reply=xf)
    s1 = tick(c_lim * 0.975)
    s2 = tick(c_lim * 0.983)
    s3 = tick(c_lim * 0.992)
    sm = D.post(T(10, 12), "macca", "chuck a stop at %s on the %s" % (px(s1), cn))
    D.edit(sm, T(10, 16, 30), "chuck a stop at %s on the %s" % (px(s2), cn), superseded=[px(s1)])
    D.edit(sm, T(13, 40, 10), "chuck a stop at %s on the %s (moved up, she's running)" % (px(s3), cn), superseded=[px(s2)])
    D.hard(sm, "stop_or_target_change", [px(s3), cn, "stop"], "untagged", idiom="stop moved twice by editing the same message")
    D.near(T(10, 14), "jonno", "what's the stop on that?", reply=cp, idiom="question under a proposal")

    # ============================================================ 10:45 Jonno bang in
    bn = watch[0]
    b_qty = rng.choice([25, 40, 50, 75]) if P[bn] < 60 else rng.choice([3, 5, 8])
    b_px = tick(P[bn] * 0.998)
    bq = D.post(T(10, 45, jit=120), "jonno", "bang in %dk %s on the bid, %s. she'll be right" % (b_qty, sfx(bn), px(b_px)))
    D.hard(bq, "trade_proposal", ["bang in", "%dk" % b_qty, bn, px(b_px)], "untagged", idiom="'bang in Nk X on the bid' proposal")
    D.near(bq["t"] / 1000 + 40, "macca", "looks interesting, the gap's still open on the daily", reply=bq, idiom="'looks interesting' reply that is not an approval")
    b_a = D.post(bq["t"] / 1000 + 75, "gazza", "righto", reply=bq)
    D.hard(b_a, "trade_approval", ["righto"], "reply", idiom="'righto' as approval")
    bf = D.post(bq["t"] / 1000 + 260, "oms", "", embeds=[{"title": "Execution Report", "author": "IRESS IOS+", "fields": [
        {"name": "Side", "value": "BUY", "inline": True}, {"name": "Code", "value": bn, "inline": True},
        {"name": "Qty", "value": "{:,}".format(b_qty * 1000), "inline": True}, {"name": "Avg Px", "value": px(b_px), "inline": True},
        {"name": "Status", "value": "Filled", "inline": True}], "footer": "Acct %s · Ord %s · ASX Centre Point + TradeMatch" % (ACCT, omsid["bang"])}])
    D.hard(bf, "trade_fill", ["BUY", bn, "{:,}".format(b_qty * 1000), px(b_px), "Filled"], "embed")
    D.noise(bq["t"] / 1000 + 300, "jonno", "👍", reply=bf)

    # other-account OMS embeds (near miss)
    for i in range(rng.randint(2, 3)):
        oc = rng.choice(held + not_held[:4])
        D.near(T(rng.choice([10, 11, 14, 15]), rng.randint(0, 59)), "oms", "", embeds=[{"title": "Execution Report", "author": "IRESS IOS+", "fields": [
            {"name": "Side", "value": rng.choice(["SELL", "BUY"]), "inline": True}, {"name": "Code", "value": oc, "inline": True},
            {"name": "Qty", "value": "{:,}".format(rng.choice([12000, 45000, 120000, 200000])), "inline": True},
            {"name": "Avg Px", "value": px(P[oc]), "inline": True}, {"name": "Status", "value": "Filled", "inline": True}],
            "footer": "Acct %s · Ord 77%d · ASX TradeMatch" % (rng.choice(OTHER_ACCTS), rng.randint(10000, 99999))}],
            idiom="OMS fill embed for another account" if i == 0 else None)

    # ============================================================ held news: halt by company name, option underlying
    hn = held[2]
    hreason = rng.choice(["a material acquisition", "an update to FY guidance", "a response to media speculation", "a regulatory matter"])
    hm = D.post(T(11, 2, jit=120), "jonno", "heads up, %s just went into a halt, pending %s" % (name[hn], hreason))
    D.hard(hm, "held_position_news", [name[hn], "halt"], "untagged", idiom="held name referred to by company name only")
    D.near(hm["t"] / 1000 + 50, "macca", "how much do we have in that again?", reply=hm)
    D.post(hm["t"] / 1000 + 110, "risk", "%s: %s shares, %.1f%% NAV, halted — marking at last (%s) until it reopens." % (hn, "{:,}".format(held_qty[hn]), rng.uniform(2, 6), px(P[hn])), reply=hm)
    ot = rng.choice(ANN_MATERIAL)
    om = D.post(T(11, 12, jit=240), "ann", "📢 ASX | **%s** %s | %s | ⚠️ price sensitive | https://www.asx.com.au/markets/announcements/%s" % (
        opt_under, name[opt_under], ot, rng.randint(2900000, 2999999)))
    D.hard(om, "held_position_news", [opt_under, ot], "tagged", idiom="announcement on the underlying of held options")

    # ============================================================ 11:15 AUD hedge top-up + hold fire
    aq = rng.choice([2, 3])
    a_px = round(aud + 0.0005, 4)
    ap = D.post(T(11, 16, jit=90), "macca", "[PROP] S %dm AUDUSD @ %.4f, top up the hedge, miners running hot" % (aq, a_px))
    D.hard(ap, "trade_proposal", ["[PROP]", "S %dm AUDUSD" % aq, "%.4f" % a_px], "tagged", idiom="[PROP] tagged FX hedge proposal")
    hf = D.post(ap["t"] / 1000 + 70, "gazza", "hold fire, RBA mins at 11:30", reply=ap)
    D.hard(hf, "trade_approval", ["hold fire"], "reply", idiom="'hold fire' as a deferral of a proposal")

    # ============================================================ 11:50 deleted proposal
    dn = rng.choice(["PLS", "IGO", "S32"])
    dq = rng.choice([100, 150, 200])
    dm = D.post(T(11, 50, jit=120), "macca", "b %dk %s @ %s stop %s" % (dq, dn, px(P[dn]), px(tick(P[dn] * 0.95))))
    D.hard(dm, "trade_proposal", ["b %dk" % dq, dn, px(P[dn])], "shorthand")
    D.delete(dm, dm["t"] / 1000 + 55, "b %dk %s @ %s stop" % (dq, dn, px(P[dn])), by="macca")
    D.post(dm["t"] / 1000 + 70, "macca", "soz wrong window, ignore")

    # ============================================================ 12:10 exec YRE proposal → BLOCK → cancelled
    yq = rng.choice([300000, 400000, 500000])
    y_lim = tick(P[watch_small] * 1.005)
    yb = D.post(T(12, 10, jit=120), "exec", ("Momentum signal on {c} (vol 3.1x 20d). Proposing, pending risk:\n```yaml\norder: {id}\nside: BUY\ncode: {c}\nqty: {q}\nlimit: {l}\ntif: DAY\nstatus: PENDING_RISK\n```").format(
        c=watch_small, id=ex["yre"], q=yq, l=px(y_lim)))
    D.hard(yb, "trade_proposal", [ex["yre"], "BUY", watch_small, str(yq), px(y_lim)], "structured")
    bk = D.post(yb["t"] / 1000 + 25, "risk", ("verdict: BLOCK\norder: {id}\ncode: {c}\nlimit_hit: small_cap_bucket\nbucket_used_aud: {u:,}\nbucket_max_aud: 1,000,000\n"
                                                "note: rejected; desk head may lift bucket").format(
        id=ex["yre"], c=watch_small, u=rng.randint(940000, 1080000)), reply=yb)
    D.hard(bk, "risk_limit", ["BLOCK", ex["yre"], "small_cap_bucket"], "structured", idiom="risk agent BLOCK verdict")
    yc = D.post(bk["t"] / 1000 + 15, "exec", "%s %s CANCELLED before release (risk BLOCK). Not resubmitting." % (ex["yre"], watch_small), reply=bk)
    D.hard(yc, "trade_confirmation", [ex["yre"], "CANCELLED"], "untagged", idiom="exec status line: order cancelled")

    # ============================================================ 12:40 research no-route note
    nr = rng.choice([c for c in not_held[:5]])
    dec3 = "**Decision:** no action on the %s release — numbers in line, no read-through to the book; not routing to exec-agent." % nr
    n3 = D.post(T(12, 40, jit=300), "research", _note(rng, _ctx(rng, st), "%s (%s) release — read-through check" % (name[nr], nr), [
        ("What they said", FLOWS, 3), ("Read-through", IRON + RATES, 4), ("Context", DEEP, 7), ("Positioning", FLOWS, 2), ("Risks", RISKS, 3)],
        decision=dec3, decision_at=1, tail=_book_section(rng, P, name, held, held_qty)))
    D.hard(n3, "no_route_decision", [nr, "no action", "not routing"], "buried", idiom="buried 'no action, not routing' decision in a note")

    # ============================================================ 14:00 thesis, stop to b/e, forgotten fill
    tn = held[3]
    tm = D.post(T(14, 2, jit=300), "jonno", "reckon the %s thesis is cooked. %s — going neutral from here, not adding" % (
        tn, rng.choice(["guidance reset kills the FY27 numbers", "the cost blowout's structural not one-off", "China demand story's not showing up in the volumes"])))
    D.hard(tm, "thesis_update", [tn, "going neutral"], "untagged", idiom="'thesis is cooked' slang view change")
    be_name = held[1]
    be = tick(P[be_name] * rng.uniform(0.985, 0.995))
    bm = D.post(T(14, 20, jit=200), "gazza", "move the %s stop to b/e, %s. not giving it back" % (be_name, px(be)))
    D.hard(bm, "stop_or_target_change", [be_name, "stop", px(be)], "untagged")
    fn = rng.choice(held[1:3])
    fq = rng.choice([10, 15, 20])
    fm = D.post(T(14, 31, jit=120), "jonno", "got %dk %s @ %s for the desk, crossed vs Smithy's client (Pembroke Super)" % (fq, fn, px(P[fn])))
    D.hard(fm, "trade_fill", ["%dk" % fq, fn, px(P[fn])], "untagged")
    D.forget(fm, fm["t"] / 1000 + 520, "crossed vs Smithy's client (Pembroke Super)", by="gazza")
    D.post(fm["t"] / 1000 + 560, "gazza", "pulled that, no client names in here pls. booked via the OMS anyway")

    # ============================================================ research notes without decisions (near-misses)
    nm1 = D.near(T(9, 5, jit=600), "research", _note(rng, _ctx(rng, st), "Lithium complex — positioning check (no change)", [
        ("Prices", LITHIUM, 4), ("Positioning", FLOWS, 3), ("Macro", RATES, 2), ("Big picture", DEEP, 7), ("Risks", RISKS, 2)],
        tail=_book_section(rng, P, name, ["PLS", "MIN", "IGO", "LYC"], held_qty)), idiom="long analysis with trading words, no decision")
    bt_c = rng.choice(held)
    D.near(T(15, 30, jit=900), "research", (
        "### Backtest — {c} 3-day RSI<10 mean reversion\n\nRule: buy {c} at the close when 3-day RSI < 10 and price > 200d MA; exit after 5 sessions or +4%.\n"
        "Sample 2018-2025: {n} trades, hit rate {h}%, avg +{a:.1f}%, max DD -{dd:.1f}%.\n\nExample fills (simulated):\n"
        "- 12 Mar 2024: buy 40,000 @ {p1} → sold @ {p2}\n- 07 Aug 2024: buy 40,000 @ {p3} → stopped @ {p4}\n\n"
        "Costs modelled at 6bp + half-spread. Simulated fills, paper only.").format(
        c=bt_c, n=rng.randint(40, 90), h=rng.randint(52, 63), a=rng.uniform(0.8, 2.1), dd=rng.uniform(6, 14),
        p1=px(P[bt_c] * 0.8), p2=px(P[bt_c] * 0.83), p3=px(P[bt_c] * 0.76), p4=px(P[bt_c] * 0.73)), idiom="backtest with simulated fills")
    D.near(T(17, 20, jit=900), "research", _note(rng, _ctx(rng, st), "Close wrap", [
        ("Tape", FLOWS, 3), ("Iron ore", IRON, 3), ("AUD & rates", RATES, 2), ("Tomorrow", CALENDAR, 3), ("Big picture", DEEP, 7), ("Risks", RISKS, 2)],
        tail=_book_section(rng, P, name, held + watch, held_qty)))
    D.near(T(12, 50, jit=600), "research", _note(rng, _ctx(rng, st), "Midday check-in", [
        ("Tape", FLOWS, 3), ("China open", IRON, 3), ("Big picture", DEEP, 6), ("Rates", RATES, 2)],
        tail=_book_section(rng, P, name, watch + [watch_small, raise_name], held_qty)))
    D.near(T(20, 40, jit=900), "research", _note(rng, _ctx(rng, st), "Evening: SGX/Dalian night session & US preview", [
        ("Overnight setup", OVERNIGHT, 4), ("Iron ore", IRON, 4), ("Big picture", DEEP, 5), ("Risks", RISKS, 2)]))

    # ============================================================ other near-misses
    hypo = rng.choice(not_held[:4])
    D.near(T(9, 32, jit=400), "macca", "what if we had a crack at %s if it gets under %s? just thinking out loud" % (hypo, px(P[hypo] * 0.95)), idiom="hypothetical 'what if we had a crack'")
    D.near(T(10, 52, jit=300), "jonno", "anyone reckon %s's worth a short into the close?" % rng.choice(not_held[:6]), idiom="question about a possible trade")
    hist = rng.choice(held)
    D.near(T(12, 25, jit=500), "macca", "remember we got 100k %s @ %s back in '24, mate that was a trade" % (hist, px(P[hist] * 0.7)), idiom="history: old fill told as a story")
    D.near(T(11, 35, jit=500), "jonno", "Melbourne desk just dumped 200k %s apparently, someone's client" % rng.choice(OTHER[:5]), idiom="other desk's trade")
    pc = rng.choice(watch)
    D.near(T(13, 5, jit=500), "macca", "paper acct: b 10k %s @ %s — tracking only, not for the book" % (pc, px(P[pc])), idiom="paper trade in shorthand")
    D.near(T(8, 40, jit=600), "jonno", "lol AFR: \"ASX set for %s open as traders eye US jobs data\" — groundbreaking stuff" % rng.choice(["flat", "softer", "higher"]), idiom="quoted generic headline")
    sc = rng.choice(watch[1:])
    D.near(T(15, 5, jit=400), "macca", "a stop around %s would make sense on %s, if we ever get set" % (px(P[sc] * 0.94), sc), idiom="sensible-stop talk with no decision")
    sim = rng.choice(watch[1:])
    D.near(T(12, 55, jit=300), "exec", "SIM ONLY (dry-run): would send BUY 20000 %s @ %s — not released" % (sim, px(P[sim])), idiom="exec agent dry-run order")
    D.near(T(16, 40, jit=300), "macca", "we should send the roll soon, spread's decent")
    so = rng.choice(held)
    D.near(T(18, 5, jit=600), "jonno", "we got stopped out of %s at %s last month, still annoyed" % (so, px(P[so] * 0.9)))
    for h in (9, 13, 17):
        D.near(T(h, 45, jit=120), "deskmon", "cron triage pass %02d:45 — %d items seen, 0 routed, 0 escalated" % (h, rng.randint(3, 19)))
    D.near(T(7, 5, jit=300), "risk", "risk-agent overnight check: all limits ok · SPI night session flat · no breaches")
    D.near(T(20, 30, jit=600), "risk", "risk-agent evening check: all limits ok · %d open orders · FX band %d%%" % (rng.randint(0, 2), rng.randint(70, 95)))
    # broker: other clients' blocks / FYIs
    for i, c in enumerate(rng.sample(not_held[2:], 2)):
        D.near(T(rng.choice([7, 16, 17, 22]), rng.randint(0, 59)), "broker", (
            "📧 **Block trade — {c} — bookbuild {state}**\nFrom: Southbank Partners ECM\n\nOn behalf of a client we are selling {q:.1f}m {c} shares at A${p} ({d:.1f}% discount to last). "
            "Books {cov}. Allocations to institutional accounts only. This is not an offer to retail.").format(
            c=c, state=rng.choice(["open", "covered", "closed"]), q=rng.uniform(2, 12), p=px(P[c] * 0.96), d=rng.uniform(2.5, 5),
            cov=rng.choice(["covered at price", "closed, fully allocated", "1.4x covered"])), idiom="another client's block trade from the broker bridge" if i == 0 else None)
    for c in rng.sample(not_held[4:], 3):
        D.near(T(rng.choice([8, 9, 10, 11, 15, 16]), rng.randint(0, 59)), "ann", "📢 ASX | **%s** %s | %s" % (c, name[c], rng.choice(ANN_MINOR)))
    D.near(T(8, 30, jit=300), "ann", "📢 ASX | **%s** %s | %s" % (other_small[0], name[other_small[0]], rng.choice(["Appendix 3B", "Appendix 5B", "Quarterly Activities Report"])),
           idiom="announcement on a small cap we neither hold nor watch")

    # broker ECM pipeline email and intraday risk snapshots (colour / near-miss)
    deals = []
    for c in rng.sample(not_held[2:] + other_small, 5):
        nm_ = name[c]
        deals.append("• %s (%s) — %s, A$%dm, indicative %s; books %s" % (
            nm_, c, rng.choice(["placement + SPP", "accelerated non-renounceable entitlement offer", "secondary block (vendor)", "convertible note", "institutional placement"]),
            rng.randint(8, 450), "$" + px(P[c] * rng.uniform(0.88, 0.97)), rng.choice(["open", "covered", "closing 16:00", "tbc"])))
    D.near(T(7, 40, jit=300), "broker", (
        "📧 **Southbank Partners — ECM morning pipeline**\nFrom: ECM Syndicate <syndicate@southbank.example>\n\nGood morning. Live and upcoming deals (institutional only; wall-crossing required for starred names):\n\n%s\n\n"
        "Secondary flow: we saw two-way interest in the gold producers and a better seller of the REITs into yesterday's close. Hybrid market quiet.\n\n"
        "Reminder: this pipeline is provided for information only. It does not constitute an offer or an invitation to apply for securities. Any allocations are at the "
        "absolute discretion of the lead managers and the issuer. Southbank Partners Pty Ltd AFSL 000001. If you no longer wish to receive this email, reply UNSUBSCRIBE.") % "\n".join(deals),
        idiom="broker pipeline email listing other clients' deals")
    for hh in (12, 15):
        rows = "\n".join("| %-6s | %5.1f%% | %5.1f%% | ok |" % (c, rng.uniform(2, 9.5), 10.0) for c in held + [watch[0]])
        D.near(T(hh, 32, jit=200), "risk", (
            "risk-agent intraday snapshot %02d:32\n```\n| code   | %% NAV | limit  | st |\n|--------|--------|--------|----|\n%s\n```\n"
            "gross A$%.1fm / 25.0m · net A$%.1fm / 10.0m · spi net %d / %d · FX hedge %d%% · iron ore %d / 300 lots · small cap bucket A$%dk\nall limits ok") % (
            hh, rows, rng.uniform(14, 21), rng.uniform(3, 8), spi_short, new_spi, rng.randint(70, 95), fef_short, rng.randint(500, 990)))

    # research on the raise (thread) and extra colour notes (near-miss, no decision)
    sctx = _ctx(rng, st)
    sctx.update(res=rng.uniform(8, 30), grade=rng.uniform(1.1, 2.6), oz=rng.randint(350, 1400), ind=rng.randint(30, 65),
                cash=rng.uniform(2, 9), burn=rng.uniform(1.5, 4.5), run=rng.randint(3, 8), top20=rng.randint(38, 62),
                funds=rng.randint(12, 30), chair=rng.uniform(1, 6), evoz=rng.randint(25, 70), peer=rng.randint(45, 110),
                deals=rng.randint(8, 16), below=rng.randint(3, 8), d5=rng.uniform(-8, 6), run2=rng.randint(15, 60), ma=rng.randint(10, 35))
    D.near(T(10, 35, jit=300), "research", _note(rng, sctx, "%s (%s) placement — quick look for Macca" % (name[raise_name], raise_name), [
        ("Deposit", SMALLCAP[:2], 2), ("Balance sheet & register", SMALLCAP[2:4], 2), ("Deal mechanics", FLOWS, 2),
        ("Comparables", SMALLCAP[4:], 4), ("Sector backdrop", DEEP, 5), ("Risks", RISKS, 2)]), thread=True,
        idiom="long placement analysis in the deal thread, no decision")
    D.near(T(15, 45, jit=400), "research", _note(rng, _ctx(rng, st), "Iron ore & the hedge book — sensitivity", [
        ("Where we are", IRON, 4), ("FX linkage", RATES, 3), ("Big picture", DEEP, 6), ("Flows", FLOWS, 2), ("Risks", RISKS, 2)],
        tail=_book_section(rng, P, name, held, held_qty)))
    D.near(T(2, 30, jit=900), "research", _note(rng, _ctx(rng, st), "Overnight session notes (auto)", [
        ("US session", OVERNIGHT, 4), ("Asia close", IRON, 2), ("Big picture", DEEP, 5)]))

    D.near(T(8, 50, jit=600), "research", _note(rng, _ctx(rng, st), "Small-cap resources screen — weekly", [
        ("Flows", FLOWS, 3), ("Raisings", DEEP[3:4] + DEEP[14:15] + FLOWS[2:3], 3), ("Big picture", DEEP, 4), ("Risks", RISKS, 2)],
        tail=_book_section(rng, P, name, [raise_name, watch_small] + other_small, held_qty)),
        idiom="screen note naming small caps with no action")

    # ============================================================ non-hard removals
    cm = D.post(T(15, 12, jit=600), "jonno", "client's mobile is 0412 555 019 if Harbourside need to call him back")
    D.forget(cm, cm["t"] / 1000 + 300, "0412 555 019", by="gazza")
    ty = D.post(T(11, 40, jit=300), "jonno", "%s liquidity is shocking todya" % rng.choice(held))
    D.edit(ty, ty["t"] / 1000 + 30, ty["content"].replace("todya", "today"))
    td = D.post(T(16, 5, jit=300), "macca", "who left the tuna in the microwave 🤢")
    D.delete(td, td["t"] / 1000 + 120, "tuna in the microwave", by="macca")

    # ============================================================ optional scenes
    def sc_aud_go():
        g = D.post(T(11, 42, jit=60), "gazza", "ok go now", reply=ap)
        D.hard(g, "trade_approval", ["ok go now"], "reply")
        w = D.post(g["t"] / 1000 + 30, "exec", "%s AUDUSD SELL %s working @ %.4f (EBS)" % (ex["aud"], "{:,}".format(aq * 1_000_000), a_px))
        D.hard(w, "trade_confirmation", [ex["aud"], "AUDUSD", "SELL", "working"], "untagged")
        f = D.post(g["t"] / 1000 + 95, "exec", "fill: order=%s side=SELL ccy=AUDUSD qty=%s px=%.5f venue=EBS" % (ex["aud"], aq * 1_000_000, a_px + 0.00002))
        D.hard(f, "trade_fill", [ex["aud"], "SELL", str(aq * 1_000_000), "%.5f" % (a_px + 0.00002)], "structured", idiom="key=value fill line")
        return 3

    def sc_spi():
        lq = rng.choice([3, 4, 5])
        lp = spi - rng.randint(2, 8)
        s = D.post(T(15, 10, jit=300), "jonno", "reckon we lift %d %s back @ %d, take some of the hedge off into the close" % (lq, fut, lp))
        D.hard(s, "trade_proposal", ["lift %d %s" % (lq, fut), str(lp)], "untagged", idiom="futures hedge proposal 'lift N APZ6'")
        n = D.post(s["t"] / 1000 + 60, "gazza", "nah leave it", reply=s)
        D.hard(n, "trade_approval", ["nah leave it"], "reply", idiom="'nah leave it' rejection")
        return 2

    def sc_breach():
        b = D.post(T(15, 48, jit=240), "risk", "⛔ BREACH single_name_max: %s %.1f%% NAV > 10.0%% limit (after %s fill). Action: no new buys in %s until back under; desk head notified." % (
            held[0], rng.uniform(10.1, 11.4), ex["crack"], held[0]))
        D.hard(b, "risk_limit", ["BREACH", "single_name_max", held[0]], "tagged")
        return 1

    def sc_lift():
        l = D.post(T(12, 22, jit=120), "gazza", "lifting the small cap bucket to 1.5m for today, Macca's raise is eating it. risk-agent pls apply")
        D.hard(l, "risk_limit", ["small cap bucket", "1.5m"], "untagged", idiom="head of desk changes a limit in prose")
        D.post(l["t"] / 1000 + 20, "risk", "ack: small_cap_bucket A$1,000,000 → A$1,500,000 (expires 23:59 AEDT), applied by Gazza", reply=l, kind="noise")
        return 1

    def sc_conv():
        c = D.post(T(16, 25, jit=300), "gazza", "still like %s, conviction up after today's tape. keep the full size" % held[1])
        D.hard(c, "thesis_update", [held[1], "conviction up"], "untagged")
        return 1

    def sc_target():
        t = D.post(T(14, 50, jit=300), "jonno", "pull the target on %s, let her run" % held[0])
        D.hard(t, "stop_or_target_change", [held[0], "pull the target"], "untagged", idiom="target removed: 'pull the target, let her run'")
        return 1

    def sc_quarterly():
        q = D.post(T(9, 31, jit=120), "ann", "", embeds=[{"title": "%s — Quarterly Activities Report" % held[3], "description": "%s: production %s guidance; unit costs %s." % (
            name[held[3]], rng.choice(["at the top end of", "within", "below"]), rng.choice(["down 4% q/q", "up 6% q/q", "flat"])),
            "fields": [{"name": "Code", "value": held[3], "inline": True}, {"name": "Type", "value": "Quarterly Activities Report", "inline": True}],
            "footer": "ASX Market Announcements Platform · 09:31 AEDT"}])
        D.hard(q, "held_position_news", [held[3], "Quarterly Activities Report"], "embed")
        return 1

    def sc_ironore():
        i = D.post(T(21, 15, jit=900), "jonno", "Bloomberg: China to widen property support — SGX iron ore +%.1f%% to US$%.2f. FEF short stinging" % (rng.uniform(2.1, 3.9), io + 3))
        D.hard(i, "held_position_news", ["SGX iron ore", "+"], "untagged", idiom="commodity headline hitting a held futures hedge")
        return 1

    def sc_3b():
        a = D.post(T(16, 32, jit=300), "ann", "📢 ASX | **%s** %s | Appendix 3B - proposed issue of securities (placement %.1fm shares @ $%s)" % (
            watch_small, name[watch_small], rng.uniform(20, 80), px(P[watch_small] * 0.9)))
        D.hard(a, "watchlist_news", [watch_small, "Appendix 3B"], "tagged")
        return 1

    def sc_watch1():
        w = D.post(T(10, 58, jit=300), "ann", "📢 ASX | **%s** %s | %s | ⚠️ price sensitive" % (watch[1], name[watch[1]], rng.choice(ANN_MATERIAL)))
        D.hard(w, "watchlist_news", [watch[1], name[watch[1]]], "tagged")
        return 1

    def sc_noroute():
        c = rng.choice(not_held[:3])
        b = D.post(T(15, 40, jit=300), "broker", "📧 **Block offer — %s**\nFrom: Southbank Partners\n\nSeller of %.1fm %s @ A$%s (3.8%% discount), can work size for you. Let us know by 16:00." % (
            c, rng.uniform(3, 9), c, px(P[c] * 0.962)))
        n = D.post(b["t"] / 1000 + 180, "gazza", "%s block not for us — not routing that one" % c, reply=b)
        D.hard(n, "no_route_decision", [c, "not routing"], "reply", idiom="head declines a broker offer: 'not routing'")
        return 1

    def sc_stopamend():
        o = tick(P[held[1]] * 0.95)
        nw = tick(P[held[1]] * 0.965)
        s = D.post(T(11, 25, jit=300), "exec", "stop_amend: order=%s-S code=%s side=SELL qty=%d old_stop=%s new_stop=%s status=ACCEPTED" % (
            ex["stopamend"], held[1], held_qty[held[1]], px(o), px(nw)))
        D.hard(s, "stop_or_target_change", [held[1], "new_stop=%s" % px(nw)], "structured", idiom="key=value stop amend line")
        return 1

    def sc_fef():
        q = rng.choice([30, 50])
        p_ = round(io + 0.2, 2)
        s = D.post(T(15, 22, jit=300), "jonno", "s %d FEF Jan27 @ %.2f on SGX, top up the ore hedge" % (q, p_))
        D.hard(s, "trade_proposal", ["s %d FEF" % q, "%.2f" % p_], "shorthand")
        a = D.post(s["t"] / 1000 + 50, "gazza", "👍 send it", reply=s)
        D.hard(a, "trade_approval", ["👍 send it"], "reply", idiom="emoji + 'send it' approval")
        f = D.post(s["t"] / 1000 + 240, "exec", "[FILL] %s SELL %d FEF Jan27 @ %.2f (SGX, via clearer)" % (ex["fef"], q, p_))
        D.hard(f, "trade_fill", [ex["fef"], "SELL", "%d FEF" % q, "%.2f" % p_], "tagged")
        return 3

    def sc_opt():
        q = rng.choice([100, 150])
        prem = round(P[opt_under] * 0.021, 2)
        s = D.post(T(14, 35, jit=300), "macca", "add %d more %s @ %.2f, cheap vol" % (q, opt_desc, prem))
        D.hard(s, "trade_proposal", ["add %d" % q, opt_desc, "%.2f" % prem], "untagged")
        a = D.post(s["t"] / 1000 + 80, "gazza", "yep", reply=s)
        D.hard(a, "trade_approval", ["yep"], "reply")
        f = D.post(s["t"] / 1000 + 300, "oms", "", embeds=[{"title": "Execution Report", "author": "IRESS IOS+", "fields": [
            {"name": "Side", "value": "BUY", "inline": True}, {"name": "Code", "value": "%s Jan27 %d C" % (opt_under, opt_strike), "inline": True},
            {"name": "Qty", "value": "%d" % q, "inline": True}, {"name": "Avg Px", "value": "%.2f" % prem, "inline": True},
            {"name": "Status", "value": "Filled", "inline": True}], "footer": "Acct %s · Ord %s · ASX Derivatives" % (ACCT, omsid["opt"])}])
        D.hard(f, "trade_fill", ["BUY", "%s Jan27 %d C" % (opt_under, opt_strike), "%d" % q, "%.2f" % prem], "embed")
        return 3

    def sc_roll():
        sp = -rng.randint(30, 48)
        r = D.post(T(16, 45, jit=300), "exec", "```yaml\norder: {id}\ntype: calendar_roll\nlegs:\n  - BUY {n} {f}\n  - SELL {n} {g}\nspread: {sp}\nstatus: ACCEPTED\nvenue: ASX 24\n```".format(
            id=ex["roll"], n=spi_short, f=fut, g=fut_next, sp=sp))
        D.hard(r, "trade_confirmation", [ex["roll"], "calendar_roll", "ACCEPTED", fut_next], "structured", idiom="YAML roll order accepted")
        return 1

    optional = [sc_aud_go, sc_spi, sc_breach, sc_lift, sc_conv, sc_target, sc_quarterly, sc_ironore,
                sc_3b, sc_watch1, sc_noroute, sc_stopamend, sc_fef, sc_opt, sc_roll]
    rng.shuffle(optional)
    mandatory = sum(len(m["labels"]) for m in D.msgs)
    target = rng.randint(mandatory + 1, 42)
    total = mandatory
    costs = {sc_aud_go: 3, sc_fef: 3, sc_opt: 3, sc_spi: 2}
    for fn_ in optional:
        c = costs.get(fn_, 1)
        if total + c <= target:
            total += fn_()

    # ============================================================ fill: noise acks/alerts, then chatter
    weights = [1, 1, 1, 1, 1, 2, 4, 7, 10, 14, 20, 18, 12, 9, 12, 16, 14, 9, 6, 4, 3, 3, 2, 1]

    def rand_t():
        h = rng.choices(range(24), weights=weights)[0]
        return T(h, rng.randint(0, 59), rng.randint(0, 59))

    total_msgs = rng.randint(225, 285)
    noise_target = int(total_msgs * rng.uniform(0.30, 0.36))
    humans = ["gazza", "macca", "jonno"]
    cur_noise = sum(1 for m in D.msgs if m["kind"] == "noise")
    while cur_noise < noise_target:
        r = rng.random()
        t = rand_t()
        if r < 0.55:
            D.noise(t, rng.choice(humans), rng.choice(ACKS))
        elif r < 0.85:
            c = rng.choice([x for x in held + watch if x != hn])
            D.noise(t, "deskmon", "🔔 %s crossed %s (%+.1f%%)" % (rng.choice([c, c + ".AX"]), px(P[c] * rng.uniform(0.98, 1.02)), rng.uniform(-2.5, 2.5)))
        else:
            D.noise(t, "oms", "IRESS-OMS: %s" % rng.choice(["session heartbeat ok", "market data reconnect (ASX ITCH) ok", "drop-copy resync complete", "order book snapshot refreshed"]))
        cur_noise += 1
    codes = [c for c in held + watch + not_held[:5] if c != hn]
    day_lines = [x for x in CHATTER if any(k in x for k in MKT_HOURS_WORDS)]
    any_lines = [x for x in CHATTER if x not in day_lines]
    decks = {"day": [], "any": []}
    while len(D.msgs) < total_msgs:
        t = rand_t()
        c = rng.choice(codes)
        key = "day" if 9.5 * 3600 <= t <= 16.2 * 3600 and rng.random() < 0.6 else "any"
        if not decks[key]:
            decks[key] = (day_lines if key == "day" else any_lines)[:]
            rng.shuffle(decks[key])
        D.post(t, rng.choice(humans), decks[key].pop().format(c=rng.choice([c, c, c + ".AX"])))
    return D


# --------------------------------------------------------------------------- assembly
def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _final_text(m) -> str:
    parts = [m["edits"][-1][1] if m["edits"] else m["content"]]
    for e in m["embeds"]:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


def _assemble(D: Day, day_start_ms: int, chan: str, seq_box: list):
    events = []  # (ms, tiebreak, event)
    used = set()
    msgs = sorted(D.msgs, key=lambda m: (m["t"], m["order"]))
    # threads must come after their starter
    starter = next((m for m in msgs if m["starter"]), None)
    for m in msgs:
        ms = day_start_ms + m["t"]
        while ms in used:
            ms += 1
        used.add(ms)
        m["ms"] = ms
        seq_box[0] = (seq_box[0] + 1) % 4096
        m["id"] = str(_sf(ms, AUTHORS[m["who"]][2], seq_box[0]))
    thread_id = starter["id"] if starter else None
    labels = {"hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    for m in msgs:
        cid = thread_id if m["thread"] else chan
        if m["thread"]:
            assert m["ms"] > starter["ms"]
        name, bot, _ = AUTHORS[m["who"]]
        msg = {"id": m["id"], "author_id": AUTHOR_IDS[m["who"]], "author_name": name, "author_bot": bot,
               "created_at": _iso(m["ms"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": m["reply"]["id"] if m["reply"] else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["thread"]:
            ev["parent_channel_id"] = chan
        ev["message"] = msg
        events.append((m["ms"], 0, ev))
        m["cid"] = cid
        for (ems, content) in m["edits"]:
            events.append((day_start_ms + ems, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                                   "edited_at": _iso(day_start_ms + ems), "content": content}))
        if m["removed"] and m["removed"][0] in ("delete", "forget"):
            kind, rms, by = m["removed"]
            if kind == "delete":
                events.append((day_start_ms + rms, 2, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                                       "deleted_at": _iso(day_start_ms + rms)}))
            else:
                events.append((day_start_ms + rms, 2, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                                       "requested_by": AUTHOR_IDS[by], "at": _iso(day_start_ms + rms)}))
        final_state = "live"
        if m["removed"]:
            final_state = {"delete": "deleted", "forget": "forgotten", "bulk": "deleted"}[m["removed"][0]]
            labels["removed_texts"].append(m["snip"])
        elif m["edits"]:
            final_state = "edited"
        for (etype, facts, phr) in m["labels"]:
            labels["hard_events"].append({"channel_id": cid, "message_id": m["id"], "event_type": etype, "facts": facts,
                                          "phrasing": phr, "final_state": final_state})
        for s in m["superseded"]:
            labels["superseded_facts"].append([cid, m["id"], s])
        if m["kind"] == "noise" and not m["removed"]:
            labels["noise_message_ids"].append(m["id"])
        if m["kind"] == "near" and not m["removed"]:
            labels["near_miss_ids"].append(m["id"])
        if m["idiom"] and not m["removed"] or (m["idiom"] and m["kind"] == "hard"):
            labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    for o in D.ops:
        t = day_start_ms + o["t"]
        if o["kind"] == "bulk_delete":
            cid = o["target"][0]["cid"]
            events.append((t, 2, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                  "message_ids": [x["id"] for x in o["target"]], "deleted_at": _iso(t)}))
        elif o["kind"] == "pin":
            events.append((t, 3, {"op": "pin", "guild_id": GUILD_ID, "channel_id": o["target"]["cid"], "message_id": o["target"]["id"],
                                  "by": AUTHOR_IDS[o["by"]], "at": _iso(t)}))
        elif o["kind"] == "reaction_add":
            events.append((t, 3, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": o["target"]["cid"], "message_id": o["target"]["id"],
                                  "emoji": o["emoji"], "user_id": AUTHOR_IDS[o["user"]], "at": _iso(t)}))
    # a few 👀 reactions on proposals
    for m in msgs:
        if m["kind"] == "hard" and m["who"] in ("macca", "jonno") and not m["removed"] and D.rng.random() < 0.4:
            t = m["ms"] + 15000
            events.append((t, 3, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["cid"], "message_id": m["id"],
                                  "emoji": "👀", "user_id": AUTHOR_IDS["gazza"], "at": _iso(t)}))
    return events, labels, msgs


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    k = 0
    seq_box = [0]
    for d in range(days):
        day_start = end_ms - (days - d) * 86_400_000
        for c in range(channels):
            D = build_day(seed, c, d)
            ev, lab, _ = _assemble(D, day_start, channel_id(c), seq_box)
            for e in ev:
                all_events.append((e[0], e[1], k, e[2]))
                k += 1
            for key in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[key].extend(lab[key])
            if d == 0 and c == 0:
                hard_i = [x for x in lab["idioms"] if x["expected"] != "not_hard"]
                near_i = [x for x in lab["idioms"] if x["expected"] == "not_hard"]
                labels["idioms"] = hard_i[:12] + near_i[:8]
    all_events.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in all_events], "labels": labels}


# --------------------------------------------------------------------------- checks / CLI
def _text_of_create(msg) -> str:
    parts = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


def check(result: dict) -> dict:
    events, labels = result["events"], result["labels"]
    final = {}
    created = {}
    chan_of = {}
    last_t = None
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            final[m["id"]] = _text_of_create(m)
            created[m["id"]] = m
            chan_of[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            assert _iso(ms) == m["created_at"], (m["id"], m["created_at"])
            t = ms
        elif e["op"] == "edit":
            m = created[e["message_id"]]
            embeds_txt = _text_of_create(dict(m, content=""))
            final[e["message_id"]] = e["content"] + embeds_txt
            t = int(datetime.fromisoformat(e["edited_at"].replace("Z", "+00:00")).timestamp() * 1000)
        else:
            ts = e.get("deleted_at") or e.get("at")
            t = int(datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp() * 1000)
        assert last_t is None or t >= last_t, ("events out of time order", e)
        last_t = t
    for h in labels["hard_events"]:
        assert h["message_id"] in final, h
        if h["final_state"] in ("live", "edited"):
            for f in h["facts"]:
                assert f in final[h["message_id"]], ("fact not in text", f, final[h["message_id"]][:200])
        assert 2 <= len(h["facts"]) <= 5 or h["event_type"] == "trade_approval", h
    for cid, mid, old in labels["superseded_facts"]:
        assert old not in final[mid], (old, final[mid])
    gone = set()
    for e in events:
        if e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])
    live_text = "\n".join(v for k, v in final.items() if k not in gone)
    for snip in labels["removed_texts"]:
        assert snip not in live_text, ("removed text still live", snip)
    for h in labels["hard_events"]:
        assert (h["message_id"] in gone) == (h["final_state"] in ("deleted", "forgotten")), h
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        assert i in final, i
    # per channel-day stats
    per = {}
    for mid, m in created.items():
        key = (chan_of[mid], m["created_at"][:10] if False else None)
    per_chan = {}
    for mid, m in created.items():
        per_chan.setdefault(chan_of[mid], []).append(mid)
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    stats = {"messages": len(created), "bytes": sum(len(final[i].encode()) for i in created),
             "hard_events": len(labels["hard_events"]), "hard_messages": len(hard_ids),
             "noise": len(labels["noise_message_ids"]), "near_miss": len(labels["near_miss_ids"]),
             "idioms": len(labels["idioms"]), "removed": len(labels["removed_texts"]),
             "superseded": len(labels["superseded_facts"]), "channels": len(per_chan),
             "ops": {}}
    for e in events:
        stats["ops"][e["op"]] = stats["ops"].get(e["op"], 0) + 1
    stats["noise_pct"] = round(100.0 * stats["noise"] / max(1, stats["messages"]), 1)
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description="Sydney ASX desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    stats = check({"events": events, "labels": res["labels"]})
    n = max(1, a.channels * a.days)
    stats["per_channel_day"] = {"messages": round(stats["messages"] / n, 1), "kb": round(stats["bytes"] / n / 1024, 1),
                                "hard_events": round(stats["hard_events"] / n, 1), "noise": round(stats["noise"] / n, 1)}
    print(json.dumps(stats, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
