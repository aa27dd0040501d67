#!/usr/bin/env python3
"""Desk generator: block_trading_ioi_desk.

A long-only asset manager's cash-equity trading desk (US + European equities,
a few ADRs and ETFs).  The channel mixes:

* broker IOIs / axes relayed by a Bloomberg-IB chat bridge (other firms' interest),
* natural block crosses from a dark-pool bridge (key=value lines),
* EMS parent/child order lines (JSON and pipe-separated) and embed-only exec reports,
* PMs sending orders in terse shorthand and approving by reply / reaction,
* a head trader's long end-of-morning colour note with one buried decision,
* a pre-trade compliance bot (restricted list, issuer limits, resize / block),
* TCA reports, corporate-action and company headlines, price alerts, heartbeats,
  reconnects, deploy lines, stack traces.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.block_trading_ioi_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "block_trading_ioi_desk"
EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 3, 13, 0, 0, 0, tzinfo=UTC)

GUILD_ID = "1241873305927462912"
_CHANNEL_IDS = ["1262047718395330571", "1262049905121685544", "1262051283744870410"]


def _sf(ms: int, worker: int = 1, seq: int = 0) -> str:
    return str(((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def channel_id(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    return _sf(1719800000000 + idx * 7_919_113, 7, idx * 37)


# --------------------------------------------------------------------------- people
_PEOPLE = [
    # key, display name, bot
    ("margot", "Margot Lindqvist", False),   # head trader, desk lead, moderator
    ("dev", "Dev Raman", False),             # US trader
    ("hannah", "Hannah Okafor", False),      # EU trader
    ("julian", "Julian Pryce", False),       # US PM
    ("sabine", "Sabine Roux", False),        # EU PM
    ("tomas", "Tomás Ibarra", False),        # global / ADR / Nordics PM
    ("priya", "Priya Nandakumar", False),    # compliance officer
    ("ken", "Ken Adeyemi", False),           # desk ops / infra
    ("ioi", "ioi-bridge", True),
    ("dark", "xdark-bridge", True),
    ("ems", "FlexEMS", True),
    ("comp", "preTrade", True),
    ("tca", "tca-bot", True),
    ("news", "newsdesk-feed", True),
    ("px", "px-alert", True),
    ("mon", "ops-mon", True),
    ("ci", "deploy-bot", True),
    ("agent", "exec-agent", True),
    ("pnl", "pnl-snap", True),
]
PEOPLE = {}
for _i, (_k, _n, _b) in enumerate(_PEOPLE):
    PEOPLE[_k] = {"id": _sf(1650000000000 + _i * 86_400_123 * 9, 1 + _i % 5, 100 + _i),
                  "name": _n, "bot": _b}
FIRST = {"dev": "Dev", "hannah": "Hannah", "julian": "Julian", "sabine": "Sabine",
         "tomas": "Tomás", "margot": "Margot", "priya": "Priya"}


# --------------------------------------------------------------------------- universe
class Inst:
    def __init__(self, tk, ems, dark, name, px, venue, region, pm, pence=False,
                 dec=2, kind="stock", underlying=None, lot=(40, 250)):
        self.tk, self.ems, self.dark, self.name = tk, ems, dark, name
        self.px, self.venue, self.region, self.pm = px, venue, region, pm
        self.pence, self.dec, self.kind, self.underlying, self.lot = pence, dec, kind, underlying, lot


HELD = [
    Inst("HD", "HD US", "HD", "Home Depot", 352.40, "XNYS", "US", "julian", lot=(40, 180)),
    Inst("TXN", "TXN US", "TXN", "Texas Instruments", 178.30, "XNAS", "US", "julian", lot=(80, 300)),
    Inst("ZTS", "ZTS US", "ZTS", "Zoetis", 162.10, "XNYS", "US", "julian", lot=(60, 250)),
    Inst("ROK", "ROK US", "ROK", "Rockwell Automation", 254.20, "XNYS", "US", "julian", lot=(30, 120)),
    Inst("ICE", "ICE US", "ICE", "Intercontinental Exchange", 148.60, "XNYS", "US", "julian", lot=(60, 220)),
    Inst("TSM", "TSM US", "TSM", "Taiwan Semiconductor ADR", 171.40, "XNYS", "US", "tomas",
         kind="adr", underlying="TSMC", lot=(100, 350)),
    Inst("VGK", "VGK US", "VGK", "Vanguard FTSE Europe ETF", 68.45, "ARCX", "US", "tomas",
         kind="etf", lot=(200, 600)),
    Inst("ASML NA", "ASML NA", "ASML.AS", "ASML", 712.40, "XAMS", "EU", "sabine", lot=(20, 90)),
    Inst("SU FP", "SU FP", "SU.PA", "Schneider Electric", 231.40, "XPAR", "EU", "sabine", lot=(40, 160)),
    Inst("RKT LN", "RKT LN", "RKT.L", "Reckitt", 4830.0, "XLON", "EU", "sabine", pence=True, lot=(150, 450)),
    Inst("SAP GY", "SAP GY", "SAP.DE", "SAP", 188.20, "XETR", "EU", "sabine", lot=(50, 200)),
    Inst("NOVOB DC", "NOVOB DC", "NOVOb.CO", "Novo Nordisk", 612.4, "XCSE", "EU", "tomas", dec=1, lot=(40, 150)),
]
H = {i.tk: i for i in HELD}
WATCH = [("IDXX", "IDEXX Laboratories"), ("POOL", "Pool Corp"), ("EL", "Estée Lauder"),
         ("KNEBV FH", "Kone"), ("DPLM LN", "Diploma"), ("ADYEN NA", "Adyen")]
OTHER_TK = ["NKE", "BA", "ULVR LN", "ENR GY", "RIO LN", "MC FP", "IFX GY", "WBA", "NVDA", "BNP FP",
            "AZN LN", "DG FP", "CAT", "KO", "SIE GY", "HSBA LN"]
BROKERS = [("GS-CASH-EQ", "GS"), ("MS-BLOCKS", "MS"), ("JEFF-HT", "Jefferies"), ("BARC-EQ", "Barclays"),
           ("JPM-EMEA-HT", "JPM"), ("UBS-CASH", "UBS"), ("BOFA-BLOCK", "BofA"), ("CITI-PT", "Citi"),
           ("BERN-EU", "Bernstein"), ("KEPLER-CHEV", "Kepler")]
POOLS = ["LQNT", "POSIT", "BIDS", "JEFX", "TURQ-BLX"]

HELD_NEWS = {
    "HD": ["Home Depot declares quarterly dividend of $2.30 per share, payable March 26",
           "Home Depot to acquire specialty distributor GMS Inc. in $5.5B deal - people familiar"],
    "TXN": ["Texas Instruments says Sherman fab ramp ahead of schedule, reiterates capex plan",
            "Texas Instruments CFO: analog inventory at customers 'largely normalized'"],
    "ZTS": ["Zoetis cuts FY revenue guidance to $9.25-9.40B on livestock softness",
            "Zoetis recalls batch of canine dermatology product in EU, says impact immaterial"],
    "ROK": ["Rockwell Automation CEO to retire at year-end; CFO named successor",
            "Rockwell Automation orders up high-single digits in Feb, distributor check shows"],
    "ICE": ["Intercontinental Exchange February ADV up 12% y/y, energy futures record",
            "Intercontinental Exchange prices $2.0B senior notes offering"],
    "TSM": ["TSMC February revenue up 43.1% y/y to NT$260bn",
            "TSMC board approves US$15bn capital appropriation, Arizona phase 3"],
    "VGK": ["Vanguard FTSE Europe ETF announces quarterly distribution of $0.3121 per share"],
    "ASML NA": ["ASML Q1 bookings preview: sell-side consensus at EUR 4.9bn ahead of April print",
                "ASML says Dutch government extends export licence review for DUV tools"],
    "SU FP": ["Schneider Electric agrees to buy remaining 35% of Indian JV for EUR 5.5bn",
              "Schneider Electric CEO change: board names successor effective immediately"],
    "RKT LN": ["Reckitt Benckiser Group PLC - Transaction in Own Shares (RNS)",
               "Reckitt confirms sale process for Essential Home unit, two bidders left"],
    "SAP GY": ["SAP SE sets ex-dividend date; proposes EUR 2.35 dividend at AGM",
               "SAP cloud backlog guidance reaffirmed at capital markets day"],
    "NOVOB DC": ["Novo Nordisk A/S: share repurchase programme, week 10 transactions",
                 "Novo Nordisk cuts US list price of Ozempic by 30% from next quarter"],
}
HELD_NEWS_FACTS = {
    # headline -> load-bearing substrings (besides the company name)
    "Home Depot declares quarterly dividend of $2.30 per share, payable March 26": ["$2.30"],
    "Home Depot to acquire specialty distributor GMS Inc. in $5.5B deal - people familiar": ["GMS", "$5.5B"],
    "Texas Instruments says Sherman fab ramp ahead of schedule, reiterates capex plan": ["Sherman fab"],
    "Texas Instruments CFO: analog inventory at customers 'largely normalized'": ["analog inventory"],
    "Zoetis cuts FY revenue guidance to $9.25-9.40B on livestock softness": ["cuts FY revenue guidance", "$9.25-9.40B"],
    "Zoetis recalls batch of canine dermatology product in EU, says impact immaterial": ["recalls"],
    "Rockwell Automation CEO to retire at year-end; CFO named successor": ["CEO to retire"],
    "Rockwell Automation orders up high-single digits in Feb, distributor check shows": ["orders up"],
    "Intercontinental Exchange February ADV up 12% y/y, energy futures record": ["ADV up 12%"],
    "Intercontinental Exchange prices $2.0B senior notes offering": ["$2.0B senior notes"],
    "TSMC February revenue up 43.1% y/y to NT$260bn": ["43.1%"],
    "TSMC board approves US$15bn capital appropriation, Arizona phase 3": ["US$15bn"],
    "Vanguard FTSE Europe ETF announces quarterly distribution of $0.3121 per share": ["$0.3121"],
    "ASML Q1 bookings preview: sell-side consensus at EUR 4.9bn ahead of April print": ["EUR 4.9bn"],
    "ASML says Dutch government extends export licence review for DUV tools": ["export licence"],
    "Schneider Electric agrees to buy remaining 35% of Indian JV for EUR 5.5bn": ["EUR 5.5bn"],
    "Schneider Electric CEO change: board names successor effective immediately": ["CEO change"],
    "Reckitt Benckiser Group PLC - Transaction in Own Shares (RNS)": ["Transaction in Own Shares"],
    "Reckitt confirms sale process for Essential Home unit, two bidders left": ["Essential Home"],
    "SAP SE sets ex-dividend date; proposes EUR 2.35 dividend at AGM": ["EUR 2.35"],
    "SAP cloud backlog guidance reaffirmed at capital markets day": ["cloud backlog"],
    "Novo Nordisk A/S: share repurchase programme, week 10 transactions": ["share repurchase"],
    "Novo Nordisk cuts US list price of Ozempic by 30% from next quarter": ["Ozempic", "30%"],
}
NEWS_NAME = {"HD": "Home Depot", "TXN": "Texas Instruments", "ZTS": "Zoetis", "ROK": "Rockwell Automation",
             "ICE": "Intercontinental Exchange", "TSM": "TSMC", "VGK": "Vanguard FTSE Europe ETF",
             "ASML NA": "ASML", "SU FP": "Schneider Electric", "RKT LN": "Reckitt", "SAP GY": "SAP",
             "NOVOB DC": "Novo Nordisk"}
WATCH_NEWS = [
    ("IDEXX Laboratories", "IDEXX Laboratories raises 2026 EPS guide to $12.40-12.80", ["$12.40-12.80"]),
    ("Pool Corp", "Pool Corp Q4 sales miss as chemicals pricing turns negative", ["sales miss"]),
    ("Estée Lauder", "Estée Lauder names new CFO, reaffirms fiscal outlook", ["new CFO"]),
    ("Kone", "Kone Q4 orders received EUR 2.4bn, beats on China stabilisation", ["EUR 2.4bn"]),
    ("Diploma", "Diploma PLC acquires US seals distributor for GBP 210m", ["GBP 210m"]),
    ("Adyen", "Adyen H2 net revenue +22% y/y, EBITDA margin 50%", ["+22%"]),
]
UNHELD_NEWS = [
    "Unilever confirms timetable for ice cream demerger, listing in Amsterdam",
    "Boeing February deliveries 44 jets vs 27 a year ago",
    "Nike CFO says inventory clean-up largely complete; shares +3% pre-mkt",
    "Siemens Energy raises mid-term margin target at CMD",
    "Rio Tinto Pilbara shipments down 4% q/q on cyclone disruption",
    "LVMH: Arnault family raises stake via holding company filing",
    "Walgreens agrees to take-private by Sycamore at $11.45 in cash",
    "Infineon guides Q2 revenue above consensus on auto stabilisation",
    "BNP Paribas launches EUR 1.1bn buyback tranche",
    "HSBC to cut 3,000 roles in investment bank restructuring - FT",
    "Caterpillar dealer stats: 3mma retail sales -4% in North America",
    "Coca-Cola European Partners prices EUR 500m bond",
]


# --------------------------------------------------------------------------- text pools
EU_COLOUR = [
    "Europe opened heavy: SX5E -0.6% in the first twenty minutes, autos and chemicals leading lower, staples bid as the usual rotation kicked in after the Bund move overnight.",
    "Primary-venue volumes were running at roughly 85% of the 20-day average into 10:00 CET, and the closing-auction share keeps creeping up; the lit book in mid-caps is thin beyond the first two levels.",
    "Brokers have been quiet on genuine naturals this morning. Most of the high-touch chatter was ETF-related plus the usual month-end pension rebalancing talk, which I would mostly discount.",
    "LIS flow on the periodic-auction venues was decent: Cboe LIS printed three blocks in semis before 09:30, none of them ours, all seemingly on the sell side.",
    "Sector colour: semis caught a bid after the overnight Taiwan monthly numbers, capital goods soft on the PMI miss, and luxury is still being used as a funding short by the fast-money crowd.",
    "Two brokers' crowding screens flagged momentum-unwind risk in Europe into next week. Worth keeping in mind for how patient we are on anything we are working.",
    "Spreads in the Nordic names widened after 10:00; Copenhagen liquidity is always thinner on a Thursday and today is no exception, with top-of-book size about half the usual.",
    "FX: EURUSD drifted to the 1.09 handle, which helps the US-listed ADRs versus the home lines a touch. Nothing actionable, just noting the basis moved about 15bps.",
    "UK mid-caps still trade like a locked market: wide spreads, three or four brokers dominating the prints, and most of the moves are RNS-driven rather than flow-driven.",
    "The US pre-market is busy with retail flow in the mega-caps again; futures +0.3% with the usual noise ahead of the CPI print at 12:30Z.",
    "The SI venues have been internalising more than usual; our child-order fill ratio on lit was 38% vs 45% last week, which the algo providers say is seasonal. I am not convinced.",
    "Jefferies and Kepler both tell me the hedge-fund community is net seller of European industrials for the fourth day in a row, mostly via swaps, so it does not show up on the tape.",
    "Closing auctions in Paris and Frankfurt have been printing 25-30% of ADV this week; the index-rebalance flow next Friday will push that higher and make the close a crowded trade.",
    "On the block side the conditional venues are showing more two-way interest than at any point this quarter, but the firm-up rate is poor: we saw four conditionals match and only one firm up.",
    "Macro: the ECB speakers this morning leaned dovish, the 2y Schatz rallied 6bps, and banks gave back the early gains. None of that changes the single-name picture for our book.",
    "Options: implied vols in the semis complex are elevated into the April prints; skew is bid on the downside which usually means the long-only community is hedging via collars.",
    "Broker algos: BAML's new close-targeting strategy did fine on Tuesday's sells, but slippage versus arrival was still around 11bps, in line with what we get doing it by hand.",
    "We had two fat-finger alerts from the EMS limit checks this week, both on odd-lot child orders, both harmless. Ken is looking at the threshold config.",
    "Dark-pool chatter: Liquidnet says institutional natural interest in European staples is the highest since October, mostly on the buy side, which fits with the rotation we have been seeing.",
    "Research calendar: three capital-markets days next week in our European names, and the usual sell-side conference in London on Tuesday where management meetings are still being allocated.",
    "Market structure note: the FCA consultation on the consolidated tape is out; comments due in May. Not urgent, but I'd like someone to read it before the quarterly best-ex review.",
    "Cash levels across the long-only funds we talk to are low, around 2.5%, so any inflow days tend to hit the same liquid large-caps in the first hour.",
]
EU_COLOUR += [
    "Auction dynamics: the Xetra closing auction has been uncrossing with a visible imbalance in the last minute more often than not, which makes the indicative price a poor guide until 17:34 CET.",
    "Periodic auctions are now about 4% of on-book volume in the large-caps we trade; fill quality there has been good on the buy side but we keep getting picked off on passive sells.",
    "The broker-crossing networks were unusually active in UK staples: two LIS prints in the first hour, both around mid, which suggests a long-only seller working patiently rather than a hedge-fund exit.",
    "Semis equipment is where the conviction money sits right now; every broker I spoke to said their long-only clients were buyers on any 2% dip in the group this month.",
    "Banks: the sector had its worst morning in three weeks on the back of the rates rally, but the flow was mostly systematic, and the single-name prints were small.",
    "Healthcare: the GLP-1 debate is back on after the pricing headlines, and sell-side sales are pushing the 'buy the dip' line harder than the analysts are, which I find telling.",
    "Industrial automation names are trading with a high beta to the PMI prints again; dispersion within the group has dropped to the lowest since last summer.",
    "Stock-borrow costs are creeping up in a few mid-cap names we hold, which usually means the short base is building; nothing alarming, but worth watching for squeezes into prints.",
    "Algo performance this week has been fine in aggregate, but I am seeing more signalling on our larger parents: the first ten minutes of a VWAP in thin names moves the price 5-8bps before we are 5% done.",
    "The cash-ETF basis in European broad-market ETFs was wide at the open, about 12bps over NAV on the ask, and normalised within an hour as the APs stepped in.",
]
US_COLOUR = [
    "Quad witching is next Friday; open interest in single-stock options in our US names is heavy around round-number strikes, which tends to pin prices into the close.",
    "NYSE closing imbalances have been skewed to buy all week, averaging around $1.2bn by 15:50 ET; the MOC window is where most of our US liquidity sits.",
    "Retail order-flow internalisers are still taking a big share of the sub-round-lot volume, so the lit top-of-book in our mid-caps is less informative than it looks.",
    "The New York sales-traders say the pension-fund community is done with the quarter-end rebalance, so expect the afternoon to be thinner than the morning.",
    "US pre-open: S&P futures +0.2%, Nasdaq +0.4%, with semis leading on the Taiwan numbers; the usual CPI chop should settle by 13:45Z.",
    "Imbalance indications ahead of the open look normal; nothing in our names above 10% of ADV.",
    "High-touch desks in New York are talking about a large ETF creation in the healthcare space, which could spill into single names around the close.",
    "The buy-side block venues in the US have been printing a lot of staples and medtech this week; semis remain mostly two-way.",
]
BROKER_NOTE_INTROS = [
    ("MS-EQ-STRAT", "MS Equity Strategy — morning call notes"),
    ("GS-FLOW", "GS Flow colour (sales-trading, not research)"),
    ("JPM-EMEA-HT", "JPM EMEA high-touch: what we're seeing"),
    ("BARC-EQ", "Barclays cash desk — pre-open themes"),
    ("UBS-CASH", "UBS cash: flow & positioning monitor"),
    ("BERN-EU", "Bernstein trading desk — sector flow snapshot"),
]
BROKER_NOTE_LINES = [
    "Long-only flow skewed to buying quality defensives yesterday, ~1.6x better to buy in staples and healthcare.",
    "Hedge funds net sold semis for a third session, mostly via single-stock swaps; we think the de-grossing is 60-70% done.",
    "We saw two large sellers in European capital goods through our algos; both appear to be pension rebalancing rather than view-driven.",
    "Our flow-based positioning monitor has industrials at the 15th percentile vs 2y history; historically that has preceded a 3-5% relative bounce over 4-6 weeks.",
    "Buybacks: corporate desk executed the largest weekly volume of the year in the US last week, concentrated in tech and financials.",
    "Vol control funds likely buyers of ~$15bn of equities over the next week if realised vol stays around current levels.",
    "ETF primary market: heavy redemptions in European broad-market ETFs, creations in US small caps and healthcare.",
    "In EM, Taiwan foreigners net bought for the fifth straight day, mostly in the foundry names after the monthly sales print.",
    "Risk arb spreads tightened across the board; no new deal flow of note overnight.",
    "Our trading view: prefer to fade strength in European luxury, stay constructive on semis equipment into the April prints.",
    "Month-end pension rebalancing model points to ~EUR 8bn of equity selling in Europe if markets hold here.",
    "Corporate access: management roadshows in London next week in industrial automation and payments.",
    "Our high-touch desk saw the biggest two-way block interest in European healthcare since January; crossing rates were about 40%.",
    "Program-trading desk notes heavy transition-management flow: two large pension mandates switching managers, both global equity.",
    "Short interest in US medtech rose 0.4pp over the last fortnight; borrow remains easy.",
    "Index events: quarterly rebalance in Europe next Friday, we estimate EUR 3.1bn one-way in the close, largest adds in industrials.",
    "Our algo flow was 55/45 better to sell in Europe yesterday, with the skew concentrated in consumer discretionary and autos.",
    "Options desk: heavy put buying in the SX7E June expiry, likely macro hedges rather than single-name views.",
    "US long-only community was net buyer for a fourth day; the sell side of our crosses is mostly hedge-fund de-grossing.",
    "Quant desk models suggest CTA positioning in European futures is close to max long; a 2% drop would trigger meaningful selling.",
    "Emerging-market desks report persistent outflows from broad EM funds, partly offset by inflows to Taiwan and India single-country ETFs.",
    "Japanese investors were sellers of European equities for the third week according to our custody-flow proxy.",
    "Sales-trading view: the market is under-owned in UK domestics, and any positive macro surprise could force some chasing.",
    "The high-touch desk matched three blocks above 1m shares in US industrials yesterday, all at or inside the spread.",
]
DISCLAIMERS = [
    "Disclaimer: This communication is for institutional investors only, is not research and is not an offer or solicitation to buy or sell any security. Indications of interest are not firm and are subject to confirmation. Past flow is not indicative of future interest.",
    "This message was sent by a sales-trader and may reflect the views of the trading desk only. IOIs are indicative, may be stale and do not represent a firm commitment. Please call to confirm any interest before acting.",
    "Institutional use only. Not investment research. The broker may have positions in, or trade as principal in, the securities mentioned. IOI quality flags follow the firm's published IOI policy, available on request.",
]
PM_SIGNS = {"julian": "JP", "sabine": "SR", "tomas": "TI"}

STACK = '''ioi-bridge: unhandled exception in relay loop (chat={chat}, seq={seq})
Traceback (most recent call last):
  File "/opt/ioi-bridge/relay/loop.py", line 214, in run
    msg = await self._ib.next_message(timeout=30)
  File "/opt/ioi-bridge/relay/ibclient.py", line 388, in next_message
    frame = self._decode(raw)
  File "/opt/ioi-bridge/relay/ibclient.py", line 441, in _decode
    body = json.loads(raw[self._hdr_len:])
  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
    return _default_decoder.decode(s)
  File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
    obj, end = self.raw_decode(s, idx=_w(s, 0).end())
  File "/usr/lib/python3.11/json/decoder.py", line 355, in raw_decode
    raise JSONDecodeError("Expecting value", s, err.value) from None
json.decoder.JSONDecodeError: Expecting value: line 1 column {col} (char {ch})
relay restarted by supervisor in {ms} ms; {n} frames replayed from offset {seq}'''


def _k(q: int) -> str:
    return f"{q // 1000}k"


def _c(q: int) -> str:
    return f"{q:,}"


class Day:
    """One channel-day of traffic."""

    def __init__(self, seed, ch_idx, day_idx, day_start):
        self.r = random.Random(f"{DESK}:{seed}:{ch_idx}:{day_idx}")
        self.ch = ch_idx
        self.cid = channel_id(ch_idx)
        self.day0 = int(day_start.timestamp() * 1000)
        self.date = day_start
        self.mmdd = day_start.strftime("%m%d")
        self.prev_mmdd = (day_start - timedelta(days=1)).strftime("%m%d")
        self.msgs = []
        self.thread_id = None
        self.ord_n = 0
        self.seq_no = self.r.randint(1_800_000, 2_400_000)
        self.px = {i.tk: i.px * (1 + self.r.gauss(0, 0.012)) for i in HELD}
        self.used_news = set()

    # ---------------------------------------------------------------- helpers
    def post(self, t, who, content="", kind="neutral", et=None, facts=None, phr=None, ref=None,
             embeds=None, thread=False, idiom=None, exp=None, attach=None):
        ms = self.day0 + int(max(0.0, min(t, 86399.0)) * 1000) + self.r.randint(0, 999)
        m = {"ms": ms, "who": who, "content": content, "kind": kind, "et": et, "facts": facts or [],
             "phr": phr, "ref": ref, "embeds": embeds, "thread": thread, "idiom": idiom, "exp": exp,
             "attach": attach, "edits": [], "deleted": None, "forgotten": None, "bulk": None,
             "superseded": [], "reactions": [], "pin": None, "cid": self.cid,
             "tid": self.thread_id if thread else None, "ord": len(self.msgs), "day": self}
        if kind == "hard" and idiom and exp is None:
            m["exp"] = et
        if kind != "hard" and idiom and exp is None:
            m["exp"] = "not_hard"
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, et, facts, phr, **kw):
        return self.post(t, who, content, kind="hard", et=et, facts=facts, phr=phr, **kw)

    def oid(self):
        self.ord_n += 1
        return f"P-{self.mmdd}-{self.ch}{self.ord_n:02d}"

    def price(self, inst, drift=0.0):
        p = self.px[inst.tk] * (1 + drift)
        return p

    def ph(self, inst, p):
        """human price."""
        if inst.pence:
            return f"{int(round(p)):,}p"
        return f"{p:.{inst.dec}f}"

    def pm_(self, inst, p):
        """machine price."""
        if inst.pence:
            return f"{round(p):.1f}"
        return f"{p:.{inst.dec}f}"

    def qty(self, inst):
        lo, hi = inst.lot
        return self.r.randint(lo // 5, hi // 5) * 5000

    def iso(self, t):
        return datetime.fromtimestamp((self.day0 + int(t * 1000)) / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"

    def hm(self, t):
        return datetime.fromtimestamp((self.day0 + int(t * 1000)) / 1000, UTC).strftime("%H:%M")

    def J(self, a, b):
        return self.r.uniform(a, b)

    # ---------------------------------------------------------------- noise
    def noise_bots(self):
        r = self.r
        for h in range(24):
            t = h * 3600 + r.uniform(0, 90)
            lag = r.randint(80, 900) if 7 <= h <= 20 else r.randint(40, 200)
            mph = r.randint(25, 70) if 7 <= h <= 20 else r.randint(0, 6)
            self.seq_no += mph + r.randint(0, 9)
            self.post(t, "mon", f"♥ {self.hm(t)}Z ioi-bridge ok | lag {lag}ms | msgs/h {mph} | seq {self.seq_no} | "
                                f"chats {r.randint(9, 11)}/11 joined\n♥ xdark-bridge ok | pools {r.randint(4, 5)}/5 | "
                                f"rtt p99 {r.randint(3, 60)}ms\n♥ FlexEMS FIX 4/4 sessions UP | drop-copy ok | "
                                f"md gaps 0 | disk {r.randint(31, 58)}% | mem {r.randint(40, 71)}%", kind="noise",
                      idiom="hourly bridge heartbeat" if h == 3 else None)
        for h in (1, 5, 9, 13, 17, 21):
            self.post(h * 3600 + r.uniform(600, 1500), "dark",
                      f"hb src={r.choice(POOLS)} state=UP sess={r.randint(10, 99)} seq={r.randint(100000, 999999)} "
                      f"rtt_ms={r.randint(2, 40)}", kind="noise")
        for h in (6, 12, 18):
            self.post(h * 3600 + r.uniform(200, 900), "comp",
                      f"preTrade heartbeat: engine OK, 0 blocks / {r.randint(0, 3)} warnings in last 6h, "
                      f"restricted list v{self.date.strftime('%Y.%m.%d')}-{r.randint(1, 3)} ({r.randint(11, 19)} names), "
                      f"all limits ok", kind="near" if h == 12 else "noise",
                      idiom="compliance heartbeat 'all limits ok'" if h == 12 else None)
        for h in (8, 10, 12, 14, 16, 18, 20):
            n = r.randint(9, 44)
            self.post(h * 3600 + r.uniform(0, 60), "ioi",
                      f"IOI digest {h:02d}:00Z — {n} IOIs/axes relayed last 2h, {r.randint(1, min(9, n))} in book names, "
                      f"0 routed, {r.randint(0, 3)} dup suppressed", kind="noise",
                      idiom="cron digest '0 routed'" if h == 10 else None)
        # price alerts
        names = r.sample(HELD, 9)
        for k, inst in enumerate(names):
            t = r.choice([r.uniform(8.1, 11.5), r.uniform(13.6, 19.9)]) * 3600
            move = r.uniform(2.0, 4.5) * r.choice([1, -1])
            arrow = "▲" if move > 0 else "▼"
            p = self.px[inst.tk] * (1 + move / 100)
            self.post(t, "px", f"px-alert {arrow} {inst.ems} {move:+.2f}% vs prev close @ {self.ph(inst, p)} "
                               f"(threshold ±2%)", kind="noise")
        for h in (10.0, 14.5, 17.0, 21.0):
            t = h * 3600 + r.uniform(0, 300)
            self.post(t, "pnl", f"PnL {self.hm(t)}Z | LO-GLB-EQ {r.uniform(-0.6, 0.6):+.2f}% vs bench "
                                f"{r.uniform(-0.6, 0.6):+.2f}% | active {r.randint(-30, 30):+d}bps | "
                                f"cash {r.uniform(1.2, 3.1):.2f}% | LO-EUR-SEL {r.uniform(-0.5, 0.5):+.2f}%",
                      kind="noise", idiom="PnL snapshot" if h == 14.5 else None)
        # reconnects
        for _ in range(r.randint(1, 2)):
            t = r.uniform(0.5, 23.5) * 3600
            self.post(t, "mon", f"FIX session FLEXEMS→{r.choice(['BAML-ALGO', 'JPM-DMA', 'GS-SIGMA', 'JEFF-HT'])} "
                                f"disconnected (heartbeat timeout); reconnected after {r.uniform(0.8, 9.5):.1f}s, "
                                f"resend {r.randint(0, 40)} msgs, no orders affected", kind="noise")
        # deploy
        t = r.uniform(5.0, 6.2) * 3600
        sha = "%07x" % r.getrandbits(28)
        self.post(t, "ci", f"deploy ioi-bridge v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod (sha {sha}) by ci-runner ✔ "
                           f"canary 5m green, rollout 100%", kind="noise", idiom="deploy line")
        t = r.uniform(21.5, 23.0) * 3600
        self.post(t, "ci", f"deploy tca-bot v0.{r.randint(30, 60)}.{r.randint(0, 9)} → prod (sha {'%07x' % r.getrandbits(28)}) ✔",
                  kind="noise")
        # stack trace
        t = r.uniform(2.0, 4.5) * 3600
        self.post(t, "mon", "```\n" + STACK.format(chat=r.choice(BROKERS)[0], seq=self.seq_no + r.randint(1, 99),
                                                     col=r.randint(1, 80), ch=r.randint(1, 400), ms=r.randint(200, 3000),
                                                     n=r.randint(2, 30)) + "\n```", kind="noise")
        t = r.uniform(13.0, 19.0) * 3600
        self.post(t, "mon", "```\nFlexEMS drop-copy consumer WARN (recovered)\n"
                            "com.flexems.dropcopy.SessionException: sequence gap detected expected=" + str(r.randint(10000, 99999)) +
                  " got=" + str(r.randint(100000, 199999)) + "\n"
                  "\tat com.flexems.dropcopy.FixSession.onMessage(FixSession.java:412)\n"
                  "\tat com.flexems.dropcopy.FixSession.lambda$start$3(FixSession.java:188)\n"
                  "\tat io.netty.channel.AbstractChannelHandlerContext.invokeChannelRead(AbstractChannelHandlerContext.java:444)\n"
                  "\tat io.netty.channel.DefaultChannelPipeline.fireChannelRead(DefaultChannelPipeline.java:919)\n"
                  "\tat io.netty.util.concurrent.SingleThreadEventExecutor$4.run(SingleThreadEventExecutor.java:997)\n"
                  "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
                  "resend request issued; gap filled in " + str(r.randint(40, 900)) + " ms, 0 executions affected\n```",
                  kind="noise")
        # replay storm, bulk deleted by Ken
        t = r.uniform(15.0, 16.0) * 3600
        storm = []
        for k in range(4):
            s = self.seq_no + 5000 + k * 7 + r.randint(0, 5)
            brk = r.choice(BROKERS)
            storm.append(self.post(t + k * 0.7, "ioi",
                                   f"⚠ replay dup seq={s} [IB:{brk[0]}] (frame resent after relay restart, ignore)",
                                   kind="noise"))
        self.post(t + 140, "ken", "cleared the replay dupes from the bridge restart, sorry all", kind="noise")
        for m in storm:
            m["bulk"] = (storm, 120.0, m["content"].split(" [IB")[0][2:])

    def acks(self, ref_pool):
        r = self.r
        words = ["ok", "thx", "👍", "ty", "k", "🙏", "noted", "ta", "got it", "👀", "cheers"]
        for m in r.sample(ref_pool, min(len(ref_pool), r.randint(8, 12))):
            who = r.choice(["dev", "hannah", "margot", "julian", "sabine", "tomas"])
            rel = (m["ms"] - self.day0) / 1000
            self.post(rel + r.uniform(20, 240), who, r.choice(words), kind="noise", ref=m,
                      thread=m["thread"], idiom="bare emoji ack on FYI" if len(self.msgs) % 7 == 0 else None)

    # ---------------------------------------------------------------- IOIs etc.
    def ioi_text(self, tk, side=None, px=None, brk=None):
        r = self.r
        chat, b = brk or r.choice(BROKERS)
        body = self._ioi_body(tk, side, px, (chat, b))
        sender = r.choice(["jmorris", "a.keane", "tpatel", "rsvensson", "mlopez", "kdubois", "hchen", "sgrant"])
        self.seq_no += 1
        return (f"{body}\n  ↳ from {sender}@{b.lower()} ({b} sales-trading) via IB chat; relayed by ioi-bridge · "
                f"seq {self.seq_no} · external interest, not an order of this desk"
                + (f"\n  {r.choice(DISCLAIMERS)}" if r.random() < 0.85 else ""))

    def _ioi_body(self, tk, side=None, px=None, brk=None):
        r = self.r
        chat, b = brk or r.choice(BROKERS)
        side = side or r.choice(["BUY", "SELL"])
        size = r.choice(["250k", "400k", "1.2mm", "600K", "~2x ADV", "750k", "3% ADV", "150k"])
        ref = f"{b[:2].upper()}-{r.randint(10000, 99999)}"
        pxs = px or f"{r.uniform(20, 700):.2f}"
        style = r.randint(0, 4)
        if style == 0:
            return f"[IB:{chat}] {b}: IOI {tk} — NATURAL {'BUYER' if side == 'BUY' else 'SELLER'} {size}, in touch around {pxs}, ref {ref}"
        if style == 1:
            return (f"[IB:{chat}] {b} axe: we're axed to {side.lower()} {tk}, {size} sh, can work vs VWAP or show at mid. "
                    f"LIS eligible. pls call")
        if style == 2:
            return f"[IB:{chat}] {b} IOI | {tk} | {side} | {size} | IN TOUCH | {r.choice(['A', 'B+', 'NATURAL', 'CAPITAL'])}"
        if style == 3:
            return (f"[IB:{chat}] {b}: in the market w/ size in {tk} (agency {side.lower()}er), ~{r.randint(20, 80)}% left, "
                    f"last print {pxs}, can facilitate")
        return (f"[IB:{chat}] {b} PT: {tk} {side} {size} — client {r.choice(['pension', 'sovereign', 'LO', 'insurer'])}, "
                f"happy to cross vs your natural, IOI valid till {r.choice(['11:00', '15:30', 'close'])}")

    def iois(self):
        r = self.r
        out = []
        n = r.randint(34, 42)
        for k in range(n):
            t = r.choice([r.uniform(8.0, 11.5), r.uniform(8.0, 11.5), r.uniform(13.0, 19.8), r.uniform(12.0, 16.5)]) * 3600
            pick = r.random()
            if pick < 0.45:
                inst = r.choice(HELD)
                tk = inst.tk
                px = self.ph(inst, self.px[inst.tk] * (1 + r.gauss(0, 0.003)))
            elif pick < 0.6:
                tk, px = r.choice(WATCH)[0], None
            else:
                tk, px = r.choice(OTHER_TK), None
            m = self.post(t, "ioi", self.ioi_text(tk, px=px), kind="near",
                          idiom="broker IOI via chat bridge (other firm's interest)" if k == 0 else None)
            m["ioi_tk"] = tk
            out.append(m)
        # dark pool indications (other side's interest)
        for k in range(r.randint(3, 5)):
            inst = r.choice(HELD)
            t = r.choice([r.uniform(8.1, 11.0), r.uniform(13.5, 19.5)]) * 3600
            m = self.post(t, "dark", f"src={r.choice(POOLS)} evt=IND sym={inst.dark} side={r.choice(['B', 'S'])} natural=Y "
                                     f"band={r.choice(['LARGE', 'MEDIUM', 'XL'])} contra=unknown firmup=N ts={self.iso(t)}",
                          kind="near", idiom="dark-pool IND key=value (not ours)" if k == 0 else None)
            out.append(m)
        return out

    def broker_notes(self):
        r = self.r
        for k, (chat, title) in enumerate(r.sample(BROKER_NOTE_INTROS * 2, 6)):
            t = r.choice([6.3, 6.6, 7.5, 12.6])*3600 + r.uniform(0, 1500)
            lines = r.sample(BROKER_NOTE_LINES, r.randint(11, 15))
            body = "\n".join(f"• {x}" for x in lines)
            self.post(t, "ioi", f"[IB:{chat}] {title}\n{body}\n— not research, for institutional clients only\n{r.choice(DISCLAIMERS)}",
                      kind="near", idiom="forwarded broker flow note, trading words no decision" if k == 0 else None)

    def book_snapshot(self):
        r = self.r
        t = 6 * 3600 + r.uniform(300, 900)
        rows = []
        for inst in HELD:
            q = r.randint(8, 60) * 25000
            rows.append(f"{inst.tk:<9} {inst.name:<28} {q:>10,}  {r.uniform(0.8, 4.9):.2f}% NAV  "
                        f"act {r.uniform(-0.8, 1.6):+.2f}%")
        body = "\n".join(rows)
        self.post(t, "pnl", f"BOD positions — LO-GLB-EQ (long only) as of {self.date.strftime('%Y-%m-%d')} 06:00Z\n"
                            f"```\n{body}\n```\ncash {r.uniform(1.5, 3.0):.2f}% | beta {r.uniform(0.92, 1.05):.2f} | "
                            f"names {len(HELD)} | source: OMS EOD", kind="neutral")
        wl = ", ".join(f"{tk} ({nm})" for tk, nm in WATCH)
        m = self.post(t + r.uniform(600, 1200), "margot",
                      f"Watchlist for today (not in the book, research coverage only): {wl}. "
                      f"Headlines on these to the channel please, no orders without a PM.", kind="neutral")
        m["pin"] = (r.uniform(30, 120), "margot")
        self.post(t + r.uniform(1300, 1800), "comp",
                  f"Morning compliance pack: restricted list v{self.date.strftime('%Y.%m.%d')}-1 ({r.randint(11, 19)} names, "
                  f"{r.randint(0, 2)} changes), issuer concentration max 5.00% NAV per fund, single-order ADV cap 25%, "
                  f"0 overnight breaches. Pre-trade engine v4.{r.randint(1, 9)} live.", kind="noise")

    def chatter(self, filler_nodes):
        r = self.r
        lines = [
            ("hannah", "Xetra looks very thin today, top of book in SAP is 1.2k shares. anyone else seeing the SI prints being tiny?"),
            ("dev", "CPI at 12:30Z, expect the US open to be jumpy; I'll keep the algos on passive until 13:45."),
            ("hannah", "Copenhagen auction volumes are light again; Novo closing auction did 11% of ADV yesterday vs 18% avg."),
            ("dev", "anyone else get the BofA axe sheet? it's in the shared drive, mostly ETF stuff"),
            ("margot", "reminder: best-ex quarterly review is Friday, please have the broker scorecards updated by Thursday EOD."),
            ("ken", "FlexEMS will show a banner at 17:00Z re: the weekend upgrade, nothing to do for you today."),
            ("hannah", "Paris open was messy, the SU FP auction uncrossed 40bps away from the close. normal service resumed now."),
            ("dev", "NYSE closing imbalance feed is lagging ~4s vs the primary, I'll eyeball the auction manually today."),
            ("margot", "Jefferies want to come in next week to walk us through their new conditional router; I said Tuesday PM works."),
            ("julian", "fyi I'm in the ZTS mgmt meeting 15:00-16:00, text if urgent"),
            ("sabine", "at the Kepler conf all morning, slow replies"),
            ("hannah", "LSE auction extension on RKT again, 2nd time this week — price monitoring tripped at 16:35"),
            ("dev", "the vwap curve on our algo for ROK looks off vs the actual volume profile, will raise with BAML"),
            ("tomas", "Taiwan closed +1.8%, foundry names leading, ADR basis about +40bps this morning"),
            ("ken", "bridge lag on the GS chat is from their side, they're aware"),
            ("margot", "lunch at desk today, can someone grab the curry order at 12:15"),
            ("hannah", "Turquoise Plato had a decent block in ASML at 09:41, not ours, looked like a seller finishing"),
            ("dev", "our algo wheel allocation this month: BAML 30 / JPM 25 / GS 25 / JEFF 20 — scorecards next week"),
        ]
        out = []
        for who, txt in r.sample(lines, r.randint(11, 15)):
            t = r.choice([r.uniform(8.0, 11.5), r.uniform(12.0, 17.0), r.uniform(13.5, 19.8)]) * 3600
            out.append(self.post(t, who, txt, kind="neutral"))
        return out

    def near_misses(self):
        r = self.r
        hd, txn, rok, zts, ice, sap, asml = (H[k] for k in ("HD", "TXN", "ROK", "ZTS", "ICE", "SAP GY", "ASML NA"))
        items = [
            ("julian", f"what if we just took the whole GS block in TXN, 400k? would put us ~30bps over weight. thinking out loud",
             "hypothetical 'what if we took the block'"),
            ("dev", "are we still a buyer of SAP GY into the print or is that parent done?", "question about an order"),
            ("margot", f"for the record, last March we bought 400k TXN at 171.20 in the GS cross and it was +6% in a week. not every natural is a gift though",
             "history fill told as anecdote"),
            ("hannah", f"FYI the income fund desk sold 200k ICE in yesterday's close — their flow, not ours, in case you see it in the TCA",
             "other desk's trade"),
            ("tomas", f"paper only: model sleeve b 50k IDXX @ 452 for the tracking portfolio, not an order",
             "paper trade in shorthand"),
            ("dev", f"backtest: POV 15% on our last 20 HD adds would have saved ~3.1bps vs the VWAP fills we actually got",
             "backtest fill talk"),
            ("julian", f"a stop around 240 on ROK would be sensible if the cycle rolls over, let's talk after the call",
             "stop suggestion without decision"),
            ("dev", f"we should send the ZTS order soon-ish if Julian still wants it, liquidity dries up after 15:00",
             "'should send soon' (no confirmation)"),
            ("hannah", f"tape: Jefferies printed 1.1mm RKT LN at 4,822p — that was the other side of the natural, not us",
             "another firm's print"),
            ("sabine", f"lol remember 'Schneider cuts margin guide' from 2023? stock -9% day one. different world now",
             "quoted old headline on held name"),
            ("tomas", f"if TSMC monthly sales disappoint next month, would we trim TSM or hold through? curious what you all think",
             "hypothetical trim question"),
            ("julian", f"someone should look at Pool Corp again at these levels, not an order, just flagging",
             "'someone should look at X'"),
        ]
        out = []
        for k, (who, txt, idi) in enumerate(r.sample(items, r.randint(8, 10))):
            t = r.choice([r.uniform(8.2, 11.0), r.uniform(13.5, 19.5)]) * 3600
            out.append(self.post(t, who, txt, kind="near", idiom=idi))
        # unheld news
        for k, hl in enumerate(r.sample(UNHELD_NEWS, r.randint(6, 8))):
            t = r.uniform(6.5, 20.5) * 3600
            out.append(self.post(t, "news", f"[{r.choice(['DJ', 'RTRS', 'BBG'])}] {hl}\n{self.news_body('The company')}", kind="near",
                                 idiom="headline on a name not held" if k == 0 else None))
        return out

    # ---------------------------------------------------------------- long reports
    def colour_note(self, decision):
        r = self.r
        t = r.uniform(11.2, 11.7) * 3600
        eu = r.sample(EU_COLOUR, 26)
        us = r.sample(US_COLOUR, 5)
        paras = ["Europe — " + " ".join(eu[0:4]), "Flows — " + " ".join(eu[4:8]), " ".join(eu[8:12]),
                 " ".join(eu[12:15]), "Desk — " + eu[15] + " " + decision + " " + eu[16],
                 " ".join(eu[17:20]), "Market structure — " + " ".join(eu[20:23]), " ".join(eu[23:26]),
                 "US into the open — " + " ".join(us)]
        text = (f"End-of-morning colour — {self.date.strftime('%a %d %b')}\n\n" + "\n\n".join(paras) +
                "\n\nThat's it from me, shout if anything's unclear. M.")
        return t, text

    def tca_reports(self):
        r = self.r
        for k in range(r.randint(3, 4)):
            inst = r.choice(HELD)
            side = r.choice(["BUY", "SELL"])
            q = self.qty(inst)
            arr = self.px[inst.tk] * (1 + r.gauss(0, 0.01))
            avg = arr * (1 + r.gauss(0, 0.002))
            t = r.uniform(20.6, 22.5) * 3600
            lines = [
                f"TCA — P-{self.prev_mmdd}-{r.randint(1, 9):03d} {inst.ems} {side} {q:,} (T-1, LO-GLB-EQ)",
                f"arrival {self.ph(inst, arr)} | avg {self.ph(inst, avg)} | IS {r.uniform(-25, 15):+.1f}bps | "
                f"vs iVWAP {r.uniform(-8, 8):+.1f}bps | vs close {r.uniform(-30, 30):+.1f}bps",
                f"participation {r.uniform(4, 22):.1f}% | duration {r.randint(40, 390)}m | "
                f"dark {r.randint(10, 55)}% | lit {r.randint(20, 60)}% | auction {r.randint(5, 30)}%",
                f"venue split: {', '.join(f'{v} {r.randint(2, 30)}%' for v in r.sample(['XNYS', 'XNAS', 'ARCX', 'LQNT', 'POSIT', 'SIGMA-X', 'XPAR', 'XETR', 'CEUX', 'TRQX', 'BIDS'], 5))}",
                f"reversion 5m {r.uniform(-6, 6):+.1f}bps / 30m {r.uniform(-12, 12):+.1f}bps | spread paid {r.uniform(0.5, 4):.1f}bps",
                f"broker: {r.choice(['BAML', 'JPM', 'GS', 'JEFF'])} {r.choice(['VWAP', 'IS', 'POV', 'CLOSE'])} | peer-universe rank "
                f"{r.randint(10, 90)}th pct | flag: {r.choice(['none', 'high reversion', 'late start', 'none', 'auction heavy'])}",
                "child detail (top 5 by notional):",
            ] + [f"  C-{r.randint(1000, 9999)} {r.choice(['XNYS', 'LQNT', 'POSIT', 'XPAR', 'XETR', 'CEUX', 'BIDS'])} "
                 f"{r.randint(2, 40) * 500:,} @ {self.ph(inst, avg * (1 + r.gauss(0, 0.002)))} "
                 f"slip {r.uniform(-9, 9):+.1f}bps" for _ in range(8)] + [
                "fills were T-1; this report is post-trade analytics only.",
            ]
            self.post(t, "tca", "\n".join(lines), kind="near", idiom="T-1 TCA report with fills" if k == 0 else None)

    def analyses(self):
        r = self.r
        items = [
            ("julian", "Notes from the ZTS management meeting, for the file. Management sounded more cautious on livestock than at the "
             "investor day: pricing is holding but volumes in cattle are weak and they flagged destocking at US distributors. Companion "
             "animal remains fine, derm franchise growing high-single digits, and the parasiticide pipeline is on track. Margins: they "
             "will protect them via opex, no change to buyback cadence. If the stock trades down into the low 150s the risk/reward would "
             "look different, and a bigger position could make sense, but I want to see the Q1 volume data first. Not asking for anything "
             "today, just writing it down so Dev has the context when the sell-side calls come in."),
            ("sabine", "Longer thought on European semis equipment since a few of you asked: the bull case is that China normalises "
             "lower but the rest of the world (logic at 2nm, HBM, advanced packaging) more than compensates from H2. The bear case is "
             "export-control creep plus customers pushing out fab timelines. Positioning is crowded long on every broker screen, which "
             "makes the stocks fragile on bad headlines even if fundamentals hold. Historically, buying ASML after a 10% drawdown in a "
             "crowded tape has worked about 70% of the time over three months. We are already at our target weight; this is context, "
             "not an order."),
            ("tomas", "On the ADR vs local line question for TSM: the ADR premium has ranged 5-25% over the past two years and sits "
             "around 18% now. In theory we could switch some exposure into the local line via our Taiwan QFII account, but the "
             "operational cost, FX hedging and the settlement cycle make it marginal unless the premium goes above 25%. I ran the numbers "
             "for a 100k-share equivalent switch and the round-trip cost eats most of the pickup. Filing this for the next PM meeting."),
            ("dev", "Algo review, US side, last four weeks: VWAP slippage vs interval VWAP averaged +1.8bps, IS vs arrival -9.4bps, and "
             "the POV strategies did worst in the first 30 minutes after the open. Dark-first strategies had better reversion numbers "
             "but lower completion; roughly one in three parents needed a manual top-up in the close. Liquidnet and BIDS crossed 12% of "
             "our notional between them, with POSIT a distant third. No changes proposed yet — want to see another month of data before "
             "we touch the wheel."),
            ("hannah", "EU auction stats for the month: closing auctions were 27% of our EU notional, up from 21% last quarter. Fill "
             "rates in the periodic auctions were 64% on buys vs 41% on sells, which matches the picked-off feeling. Xetra's close is "
             "the most expensive in spread terms for us, Euronext the cheapest. If we lean more on conditionals the auction share should "
             "drop, but the firm-up rates are still poor. Posting here because Margot asked for a paper trail before the best-ex review."),
        ]
        for who, txt in r.sample(items, 5):
            t = r.choice([r.uniform(9.0, 11.0), r.uniform(15.0, 19.0), r.uniform(21.0, 22.0)]) * 3600
            self.post(t, who, txt, kind="near", idiom="long PM analysis with trading words, no decision")

    def wraps(self):
        r = self.r
        titles = [(8.4, "European open wrap"), (11.0, "European midday wrap"), (16.7, "European close wrap"),
                  (20.3, "US close wrap")]
        for h, title in titles:
            t = h * 3600 + r.uniform(0, 600)
            body = " ".join(r.sample(BROKER_NOTE_LINES, 5)) + " " + " ".join(r.sample(EU_COLOUR, 3))
            idx = f"SX5E {r.uniform(-1.2, 1.2):+.2f}% | SXXP {r.uniform(-1, 1):+.2f}% | UKX {r.uniform(-1, 1):+.2f}% | " \
                  f"SPX {r.uniform(-1, 1):+.2f}% | NDX {r.uniform(-1.5, 1.5):+.2f}% | VIX {r.uniform(13, 22):.1f} | " \
                  f"Bund {r.uniform(2.2, 2.8):.2f}% | UST10 {r.uniform(3.9, 4.6):.2f}%"
            self.post(t, "news", f"📰 {title} — {self.hm(t)}Z\n{idx}\n{body}", kind="neutral")

    def axe_sheets(self):
        r = self.r
        for k in range(3):
            chat, b = r.choice(BROKERS)
            t = r.choice([6.9, 7.4, 12.9, 13.2]) * 3600 + r.uniform(0, 900)
            names = r.sample([i.tk for i in HELD] + [w[0] for w in WATCH] + OTHER_TK, 14)
            rows = [f"{tk:<9} {r.choice(['BUY ', 'SELL'])}  {r.choice(['natural', 'agency', 'risk', 'facil.'])}  "
                    f"{r.randint(1, 40) * 25:>5}k  {r.choice(['A', 'B', 'B+', 'C'])}  {r.choice(['vs VWAP', 'at mid', 'in touch', 'risk px avail', 'LIS only'])}"
                    for tk in names]
            self.post(t, "ioi", f"[IB:{chat}] {b} axe sheet {self.hm(t)}Z — client interest, all subject to confirmation\n```\n"
                                + "\n".join(rows) + "\n```\n  ↳ relayed by ioi-bridge · broker's axes, not our orders\n  "
                                + r.choice(DISCLAIMERS),
                      kind="near", idiom="multi-name broker axe sheet" if k == 0 else None)

    def meeting_notes(self):
        r = self.r
        for who, h in (("sabine", 7.0), ("julian", 12.5)):
            t = h * 3600 + r.uniform(-300, 300)
            lines = r.sample(BROKER_NOTE_LINES, 5) + r.sample(EU_COLOUR + US_COLOUR, 4)
            self.post(t, who, f"Morning meeting notes ({'EU' if who == 'sabine' else 'US'} PMs), FYI for the desk — "
                              "no orders here, those come separately:\n" + "\n".join(f"- {x}" for x in lines),
                      kind="neutral")

    def calendar(self):
        r = self.r
        t = 5.8 * 3600 + r.uniform(0, 600)
        evs = [f"{h:02d}:{m:02d}Z {x}" for (h, m), x in sorted(zip(
            [(r.randint(7, 20), r.choice([0, 15, 30, 45])) for _ in range(9)],
            ["DE ZEW", "UK GDP (m/m)", "US CPI (Feb)", "US jobless claims", "ECB speakers x2", "EIA nat gas storage",
             "US 30y auction", "FR CPI final", "Fed blackout ends"]))]
        corp = ["ex-div: SAP GY (proposed), HD (record date next week)", "results: Adyen (watchlist), Kone (watchlist) next week",
                "CMDs: Schneider Electric (Tue), Reckitt (Thu)", "AGMs: Novo Nordisk (26 Mar)", "index: FTSE/STOXX quarterly rebal next Fri"]
        self.post(t, "news", "📅 Calendar " + self.date.strftime("%a %d %b") + "\nMacro:\n" + "\n".join(evs) +
                  "\nCorporate (book + watchlist):\n" + "\n".join(f"- {c}" for c in corp) +
                  "\nHolidays: none in our markets. Half days: none.", kind="noise", idiom=None)

    def handover(self):
        r = self.r
        t = r.uniform(21.2, 21.6) * 3600
        body = " ".join(r.sample(US_COLOUR, 3) + r.sample(EU_COLOUR, 4))
        self.post(t, "dev", "Handover for the overnight cover: nothing working in the EMS, all parents closed or cancelled, "
                            "bridges green. Colour for the morning: " + body +
                  " If a headline hits a book name overnight, post it here and ping Margot; do not call brokers.",
                  kind="neutral")

    def preopen(self):
        r = self.r
        t = r.uniform(6.4, 6.8) * 3600
        body = "\n\n".join(" ".join(r.sample(EU_COLOUR, 3)) for _ in range(3))
        self.post(t, "margot", "Pre-open colour (no orders in here, just context):\n\n" + body +
                  "\n\nAsia: Nikkei " + f"{r.uniform(-1.5, 1.5):+.1f}%, TAIEX {r.uniform(-1.5, 2.5):+.1f}%, "
                  f"HSI {r.uniform(-2, 2):+.1f}%. Usual start.", kind="neutral")

    def us_colour(self):
        r = self.r
        t = r.uniform(17.0, 17.5) * 3600
        parts = r.sample(US_COLOUR, 5) + r.sample(EU_COLOUR, 3)
        self.post(t, "dev", "US midday colour: " + " ".join(parts) + " Working list is unchanged from the EMS blotter.",
                  kind="neutral")

    def moc_lines(self):
        r = self.r
        for k in range(r.randint(4, 6)):
            inst = r.choice([i for i in HELD if i.region == "US"])
            t = (19.83 + k * 0.03) * 3600 + r.uniform(0, 60)
            self.post(t, "px", f"MOC imbalance {self.hm(t)}Z {inst.ems}: {r.choice(['BUY', 'SELL'])} {r.randint(20, 900) * 1000:,} sh "
                               f"(paired {r.randint(100, 2000) * 1000:,}) | ref {self.ph(inst, self.px[inst.tk])} | "
                               f"near {self.ph(inst, self.px[inst.tk] * 1.001)} | far {self.ph(inst, self.px[inst.tk] * 0.999)} | "
                               f"{r.randint(2, 40)}% of ADV", kind="noise")

    def eod_recap(self, done):
        r = self.r
        t = r.uniform(20.4, 20.9) * 3600
        parts = [f"EOD recap {self.date.strftime('%d %b')} (for the record, all already booked):"]
        for d in done:
            parts.append(f"- {d}")
        parts.append("Markets: " + " ".join(r.sample(EU_COLOUR, 3)))
        parts.append("Nothing carried overnight except what's listed as working. Thanks all.")
        self.post(t, "margot", "\n".join(parts), kind="near", idiom="EOD recap in past tense" if self.ch == 0 else None)

    # ---------------------------------------------------------------- order flows
    def pm_order_text(self, inst, side, q, lim, style):
        s = PM_SIGNS[inst.pm]
        L = self.ph(inst, lim)
        if style == 0:
            side_w = "b" if side == "BUY" else "s"
            return f"{side_w} {_k(q)} {inst.tk} lim {L}, vwap to close, max 15% adv", [side_w, _k(q), inst.tk, L], "k-suffixed shorthand order from PM"
        if style == 1:
            side_w = "buy" if side == "BUY" else "sell"
            return (f"{inst.tk}: {side_w} {_c(q)} — limit {L}, happy to go dark for size. {s}",
                    [inst.tk, side_w, _c(q), L], "PM order with comma size and initials")
        if style == 2:
            side_w = "add" if side == "BUY" else "trim"
            return (f"{side_w} {_k(q)} {inst.tk}, don't {'pay >' if side == 'BUY' else 'sell <'}{L}, pov 10",
                    [side_w, _k(q), inst.tk, L], "add/trim verb with don't-pay cap")
        side_w = "BUY" if side == "BUY" else "SELL"
        return (f"ord: {inst.tk} {side_w} {q} LMT {L} IS-algo urgency med — ty",
                [inst.tk, side_w, str(q), L], "ord: pseudo-FIX line from PM")

    def ems_new(self, t, oid, inst, side, q, lim, algo, fmt, ref=None, status="ACCEPTED", evt="PARENT_NEW"):
        L = self.pm_(inst, lim)
        if fmt == "json":
            txt = ('{"ems":"FlexEMS","evt":"%s","ord":"%s","sym":"%s","side":"%s","qty":%d,"lmt":%s,'
                   '"tif":"DAY","algo":"%s","algoParams":{"maxPct":15,"startTime":"%s","endTime":"close","iWould":null},'
                   '"broker":"%s","acct":"LO-GLB-EQ","trader":"%s","clOrdId":"%s-%04d","exDest":"%s","status":"%s","ts":"%s"}'
                   % (evt, oid, inst.ems, side, q, L, algo, self.hm(t), self.r.choice(["BAML", "JPM", "GS", "JEFF"]),
                      "HOKAFOR" if inst.region == "EU" else "DRAMAN", oid, self.r.randint(1, 9999), inst.venue,
                      status, self.iso(t)))
            return self.hard(t, "ems", txt, "trade_confirmation", [oid, inst.ems, side, str(q), status], "structured",
                             ref=ref, idiom="EMS parent ack as JSON")
        txt = f"EMS|{evt}|{oid}|{inst.ems}|{side}|{q}|LMT {L}|{algo}|{status}"
        return self.hard(t, "ems", txt, "trade_confirmation", [oid, inst.ems, side, str(q), status], "structured",
                         ref=ref, idiom="EMS pipe-separated parent ack")

    def fill(self, t, oid, inst, side, q, p, cum, tot, style, ref=None, thread=False):
        r = self.r
        P = self.pm_(inst, p)
        if style == "pipe":
            txt = (f"EMS|FILL|{oid}|C-{r.randint(1000, 9999)}|{inst.ems}|{side}|{_c(q)}|{P}|{inst.venue}|cum {_c(cum)}/{_c(tot)}"
                   f"|avgPx {P}|liq {r.choice(['A', 'R', 'X'])}|ts {self.iso(t)}")
            return self.hard(t, "ems", txt, "trade_fill", [oid, inst.ems, side, _c(q), P], "structured", ref=ref,
                             idiom="pipe child fill with cum/total")
        if style == "json":
            txt = ('{"ems":"FlexEMS","evt":"CHILD_FILL","ord":"%s","child":"C-%d","sym":"%s","side":"%s","lastQty":%d,'
                   '"lastPx":%s,"cumQty":%d,"leaves":%d,"venue":"%s"}' % (oid, r.randint(1000, 9999), inst.ems, side, q, P,
                                                                          cum, tot - cum, inst.venue))
            return self.hard(t, "ems", txt, "trade_fill", [oid, inst.ems, side, str(q), P], "structured", ref=ref)
        if style == "embed":
            emb = [{"title": "Execution report", "description": "Partial fill" if cum < tot else "Filled",
                    "author": "FlexEMS",
                    "fields": [{"name": "Symbol", "value": inst.ems, "inline": True},
                               {"name": "Side", "value": side, "inline": True},
                               {"name": "Qty", "value": _c(q), "inline": True},
                               {"name": "Px", "value": P, "inline": True},
                               {"name": "Cum / Total", "value": f"{_c(cum)} / {_c(tot)}"}],
                    "footer": f"order {oid} · venue {inst.venue}"}]
            return self.hard(t, "ems", "", "trade_fill", [inst.ems, side, _c(q), P, oid], "embed", ref=ref, embeds=emb,
                             idiom="embed-only execution report")
        if style == "dark":
            txt = (f"src={r.choice(POOLS)} evt=EXEC ord={oid} sym={inst.dark} side={side[0]} qty={q} px={P} "
                   f"contra=natural block=Y ts={self.iso(t)}")
            return self.hard(t, "dark", txt, "trade_fill", [oid, inst.dark, f"side={side[0]}", f"qty={q}", f"px={P}"],
                             "structured", ref=ref, thread=thread, idiom="dark-pool EXEC key=value (our block)")
        if style == "prose":
            who = "hannah" if inst.region == "EU" else "dev"
            verb = "bought" if side == "BUY" else "sold"
            Ph = self.ph(inst, p)
            left = tot - cum
            txt = (f"{verb} {_k(q)} {inst.tk} @ {Ph} in the {r.choice(['POSIT', 'LQNT', 'BIDS', 'Plato'])} cross"
                   + (f", {_k(left)} left on the algo" if left > 0 else ", that's the lot"))
            return self.hard(t, who, txt, "trade_fill", [verb, _k(q), inst.tk, Ph], "untagged", ref=ref, thread=thread,
                             idiom="trader prose fill 'bought 180k X @ p in the cross'")
        # tagged
        who = "hannah" if inst.region == "EU" else "dev"
        Ph = self.ph(inst, p)
        txt = f"[FILL] {inst.tk} {side} {_c(q)} @ {Ph} ({inst.venue} {r.choice(['block', 'lit sweep', 'conditional', 'SI'])})"
        return self.hard(t, who, txt, "trade_fill", [inst.tk, side, _c(q), Ph], "tagged", ref=ref, thread=thread,
                         idiom="[FILL] tag from trader")

    def flow_pm_order(self, inst, side, t0, style, route=False, size_edit=False, fills=("pipe",), cancel=False):
        r = self.r
        q = self.qty(inst)
        lim = self.price(inst, 0.004 if side == "BUY" else -0.004)
        txt, facts, idi = self.pm_order_text(inst, side, q, lim, style)
        prop = None
        if size_edit:
            q0 = max(q - r.randint(2, 6) * 5000, 10000)
            while _k(q0) in txt or str(q0) in txt or _c(q0) in txt:
                q0 -= 5000
            txt0, _, _ = self.pm_order_text(inst, side, q0, lim, style)
            prop = self.hard(t0, inst.pm, txt0, "trade_proposal", facts, "shorthand", idiom=idi)
            prop["edits"].append((r.uniform(30, 90), txt))
            old = {0: _k(q0), 1: _c(q0), 2: _k(q0), 3: str(q0)}[style]
            prop["superseded"].append(old)
            self.post(t0 + r.uniform(100, 160), inst.pm, "(edited the size above, sorry — go off the edited one)", kind="neutral")
        else:
            prop = self.hard(t0, inst.pm, txt, "trade_proposal", facts, "shorthand", idiom=idi)
        trader = "hannah" if inst.region == "EU" else "dev"
        t = t0 + r.uniform(60, 200)
        if route:
            routes = [
                (f"{inst.tk} → {FIRST[trader]}, she has the {inst.venue} book this morning" if trader == "hannah"
                 else f"{inst.tk} → {FIRST[trader]}, he's on the US open", [inst.tk, FIRST[trader]], "arrow route to a named trader"),
                (f"routing the {inst.tk} {side.lower()} to exec-agent, POV 10% till close, {FIRST[trader]} supervises",
                 [inst.tk, "exec-agent"], "routing to exec-agent"),
            ]
            rt, rf, ri = r.choice(routes)
            self.hard(t, "margot", rt, "route_decision", rf, "reply", ref=prop, idiom=ri)
            if "exec-agent" in rt:
                self.post(t + r.uniform(5, 20), "agent", f"ack: taking {inst.tk} {side.lower()} from desk, POV 10%", kind="noise")
            t += r.uniform(60, 180)
        else:
            self.post(t, trader, r.choice(["got it", "on it", "👍 working it up", "ok, will go dark first"]),
                      kind="noise", ref=prop)
            t += r.uniform(30, 120)
        oid = self.oid()
        self.ems_new(t, oid, inst, side, q, lim, r.choice(["VWAP", "IS", "POV", "DARK-FIRST"]), r.choice(["json", "pipe"]))
        cum = 0
        nf = len(fills)
        done = []
        opn = (8.05 if inst.region == "EU" else 13.55) * 3600
        for k, st in enumerate(fills):
            t = max(t + r.uniform(600, 3600), opn + r.uniform(0, 900))
            part = q if k == nf - 1 and not cancel else r.randint(2, 5) * (q // 10) // 5000 * 5000 or 5000
            part = min(part, q - cum)
            if part <= 0:
                break
            cum += part
            p = self.price(inst, r.gauss(0, 0.002))
            fm = self.fill(t, oid, inst, side, part, p, cum, q, st)
            if size_edit and k == 0 and fm["content"]:
                good = self.pm_(inst, p) if st in ("pipe", "json", "dark") else self.ph(inst, p)
                bad = self.pm_(inst, p * 1.01) if st in ("pipe", "json", "dark") else self.ph(inst, p * 1.01)
                if good in fm["content"] and bad not in fm["content"]:
                    final = fm["content"]
                    fm["content"] = final.replace(good, bad)
                    fm["edits"].append((r.uniform(40, 200), final + (" (px corrected)" if st in ("prose", "tagged") else "")))
                    fm["superseded"].append(bad)
                    fm["idiom"] = "fill price corrected by edit"
                    fm["exp"] = "trade_fill"
            done.append(f"{inst.tk} {side.lower()} {_c(part)} @ {self.ph(inst, p)}")
        if cancel and cum < q:
            t += r.uniform(300, 1200)
            txt = f"EMS|PARENT_CXL|{oid}|{inst.ems}|{side}|{q}|CANCELLED by trader|cum {cum}|leaves 0"
            self.hard(t, "ems", txt, "trade_confirmation", [oid, "CANCELLED", inst.ems], "structured",
                      idiom="pipe cancel ack")
        return prop, done

    def flow_ioi_cross(self, inst, side, t0, approve=True, in_thread=False):
        r = self.r
        chat, b = r.choice(BROKERS)
        contra = "SELL" if side == "BUY" else "BUY"
        ioi = self.post(t0, "ioi", self.ioi_text(inst.tk, side=contra, px=self.ph(inst, self.px[inst.tk]), brk=(chat, b)),
                        kind="near")
        trader = "hannah" if inst.region == "EU" else "dev"
        pm = inst.pm
        th = False
        if in_thread:
            self.thread_id = _sf(self.day0 + int((t0 + 100) * 1000), 9, self.ch + 11)
            th = True
            self.post(t0 + 100, trader, f"{inst.tk} natural w/ {b} — thread", kind="neutral", thread=True)
        self.post(t0 + r.uniform(120, 200), trader,
                  f"{FIRST[pm]}, {b} has a natural {contra.lower()}er in {inst.tk} — you still want {'to add' if side == 'BUY' else 'out'}?",
                  kind="near", thread=th, idiom="trader question to PM about a natural" if not in_thread else None)
        self.post(t0 + r.uniform(300, 500), pm, r.choice(["yes if it's at mid. how much can we get?",
                                                          "maybe. what size are they showing?",
                                                          "depends on price, where's mid?"]), kind="neutral", thread=th)
        q = self.qty(inst)
        mid = self.price(inst, r.gauss(0, 0.0015))
        cap = mid * (1.001 if side == "BUY" else 0.999)
        t = t0 + r.uniform(600, 800)
        forms = [
            (f"Proposal: cross {_k(q)} {inst.tk} vs the {b} natural at mid, cap {self.ph(inst, cap)}. ok?",
             [_k(q), inst.tk, self.ph(inst, cap)], "untagged", "'Proposal: cross Nk vs natural at mid, cap' to PM"),
            (f"[PROP] {inst.tk} {side} {_c(q)} vs {b} natural, mid, limit {self.ph(inst, cap)} — need a yes",
             [inst.tk, side, _c(q), self.ph(inst, cap)], "tagged", "[PROP] tag for cross proposal"),
            (f"can do {_k(q)} {inst.tk} {('b' if side == 'BUY' else 's')} @ mid vs {b}, {self.ph(inst, cap)} worst. send?",
             [_k(q), inst.tk, self.ph(inst, cap)], "shorthand", "'can do Nk X b @ mid, send?' shorthand"),
        ]
        txt, facts, phr, idi = r.choice(forms)
        prop = self.hard(t, trader, txt, "trade_proposal", facts, phr, thread=th, ref=ioi if not th else None, idiom=idi)
        t += r.uniform(90, 400)
        if approve:
            appr = r.choice([
                (f"ok go, {_k(q)} max", ["ok go", _k(q)], "'ok go' reply approval"),
                (f"👍 send it, {self.ph(inst, cap)} max", ["send it", self.ph(inst, cap)], "'👍 send it' reply approval"),
                (f"yes, do the {inst.tk} cross", ["yes", inst.tk], "'yes, do the X cross' approval"),
            ])
            self.hard(t, pm, appr[0], "trade_approval", appr[1], "reply", ref=prop, thread=th, idiom=appr[2])
            prop["reactions"].append((t - self.r.uniform(5, 40) - (prop["ms"] - self.day0) / 1000, "✅", pm))
            t += r.uniform(20, 90)
            oid = self.oid()
            pool = r.choice(POOLS)
            self.hard(t, "dark", f"src={pool} evt=ACK ord={oid} sym={inst.dark} side={side[0]} qty={q} "
                                 f"lmt={self.pm_(inst, cap)} status=WORKING min_qty={q // 2} ts={self.iso(t)}",
                      "trade_confirmation", [oid, inst.dark, f"qty={q}", "status=WORKING"], "structured",
                      thread=th, idiom="dark-pool ACK status=WORKING")
            t += r.uniform(40, 600)
            p = mid
            self.fill(t, oid, inst, side, q, p, q, q, "dark", thread=th)
            self.post(t + r.uniform(30, 100), trader, f"done, thx {b}", kind="noise", thread=th)
            return [f"{inst.tk} {side.lower()} {_c(q)} @ {self.ph(inst, p)} (cross vs {b})"]
        rej = r.choice([
            (f"no — pass on {inst.tk}, not adding into the print", ["pass", inst.tk]),
            (f"not at that level. leave {inst.tk}", ["not at that level", inst.tk]),
        ])
        self.hard(t, pm, rej[0], "trade_approval", rej[1], "reply", ref=prop, thread=th,
                  idiom="PM rejection reply")
        self.post(t + r.uniform(30, 120), trader, f"ok, told {b} we pass", kind="neutral", thread=th)
        return []

    def flow_pretrade(self, inst, side, t0, block=False):
        r = self.r
        q = self.qty(inst)
        lim = self.price(inst, 0.005 if side == "BUY" else -0.005)
        txt, facts, idi = self.pm_order_text(inst, side, q, lim, r.choice([0, 2, 3]))
        prop = self.hard(t0, inst.pm, txt, "trade_proposal", facts, "shorthand")
        oid = self.oid()
        t = t0 + r.uniform(90, 240)
        if not block:
            q2 = (q * r.randint(55, 80) // 100) // 5000 * 5000
            emb = None
            if r.random() < 0.5:
                ctxt = (f"⛔ preTrade RESIZE ord={oid} {inst.ems} {side} {_c(q)} → {_c(q2)} | rule ISSUER_CONC_5PCT | "
                        f"post-trade {r.uniform(4.90, 4.99):.2f}% NAV (limit 5.00%)")
                self.hard(t, "comp", ctxt, "risk_limit", [oid, inst.ems, _c(q), _c(q2)], "structured",
                          idiom="preTrade RESIZE line")
            else:
                emb = [{"title": "Pre-trade check: order resized", "description": f"{inst.ems} {side} {_c(q)} → {_c(q2)}",
                        "author": "preTrade",
                        "fields": [{"name": "Order", "value": oid, "inline": True},
                                   {"name": "Rule", "value": "ISSUER_CONC_5PCT", "inline": True},
                                   {"name": "Post-trade", "value": f"{r.uniform(4.90, 4.99):.2f}% NAV"}],
                        "footer": "compliance · pre-trade engine v4"}]
                self.hard(t, "comp", "", "risk_limit", [oid, inst.ems, _c(q), _c(q2)], "embed", embeds=emb,
                          idiom="preTrade resize as embed")
            t += r.uniform(20, 80)
            self.ems_new(t, oid, inst, side, q2, lim, "POV", r.choice(["json", "pipe"]), evt="PARENT_REPLACE")
            self.post(t + r.uniform(60, 300), inst.pm, f"fine, {_k(q2)} it is. will revisit the cap with Priya", kind="neutral")
            t = max(t + r.uniform(900, 3000), (8.05 if inst.region == "EU" else 13.55) * 3600 + r.uniform(0, 900))
            p = self.price(inst, r.gauss(0, 0.002))
            part = q2 * r.randint(4, 10) // 10 // 5000 * 5000 or q2
            self.fill(t, oid, inst, side, part, p, part, q2, r.choice(["embed", "tagged", "json"]))
            return [f"{inst.tk} {side.lower()} {_c(part)} @ {self.ph(inst, p)} (resized parent)"]
        ctxt = (f"🚫 preTrade BLOCK ord={oid} {inst.ems} {side} {_c(q)} — instrument on RESTRICTED list "
                f"(added {self.hm(t - 3000)}Z, ref CMP-{r.randint(1000, 9999)}). Order not released.")
        self.hard(t, "comp", ctxt, "risk_limit", [oid, inst.ems, "BLOCK", "RESTRICTED"], "structured",
                  idiom="preTrade BLOCK restricted list")
        t += r.uniform(20, 60)
        self.hard(t, "ems", f"EMS|PARENT_REJECT|{oid}|{inst.ems}|{side}|{q}|REJECTED|reason=PRETRADE_RESTRICTED",
                  "trade_confirmation", [oid, "REJECTED", inst.ems], "structured", idiom="pipe reject ack")
        self.post(t + r.uniform(120, 400), inst.pm, "ugh. ok, leave it — Priya can you tell me when it comes off?", kind="neutral")
        self.post(t + r.uniform(500, 900), "priya", "will do. can't say more in channel, sorry", kind="neutral")
        return []

    def news_body(self, nm):
        r = self.r
        a = r.choice([
            f"{nm} said in a statement that the move was consistent with its previously communicated capital-allocation framework and that it would provide further detail at its next scheduled results.",
            f"People familiar with the matter said discussions had been ongoing for several weeks; {nm} declined to comment beyond the statement.",
            f"Analysts at two brokers said the announcement was broadly expected, though the timing was earlier than consensus had assumed.",
            f"The announcement came after the close of regular trading in the company's primary market; a conference call is scheduled for later in the day.",
        ])
        b = r.choice([
            "Shares were indicated modestly higher in pre-market trading, with volume light.",
            "The stock has underperformed its sector by about 8% over the past three months.",
            "Options activity picked up after the headline, with near-dated calls trading at roughly twice the 20-day average volume.",
            "Sell-side reaction was mixed; at least one broker said it would revisit estimates after the call.",
        ])
        c = r.choice(["(Reporting by newsroom staff; editing by desk editor)", "-- Dow Jones Newswires",
                      "(c) Bloomberg First Word, for subscribers only", "Source: company release via wire"])
        d = r.choice([
            "The company's next scheduled update is its quarterly results; it has said it does not comment on market speculation outside those windows.",
            "The statement did not change the company's full-year targets, which were set at its last capital markets event and reiterated in February.",
            "Trading volume in the stock over the past month has been below its 90-day average, according to exchange data.",
            "Credit-default swaps on the company were little changed after the headline, and the bonds traded in line with the sector.",
        ])
        e = r.choice([
            "Separately, the sector index was little changed on the day, with peers trading in a narrow range.",
            "The company has been the subject of takeover speculation in the past, which it has consistently declined to address.",
            "Management is due to present at an industry conference next week, according to the company's investor-relations calendar.",
        ])
        return f"{a} {d} {b} {e}\n{c}"

    # ---------------------------------------------------------------- other hard
    def held_news(self, n):
        r = self.r
        insts = r.sample([i for i in HELD if i.tk != "VGK"], n)
        for k, inst in enumerate(insts):
            hl = r.choice(HELD_NEWS[inst.tk])
            nm = NEWS_NAME[inst.tk]
            facts = [nm] + HELD_NEWS_FACTS[hl]
            if inst.tk == "TSM":
                t = r.uniform(1.5, 5.5) * 3600
            elif inst.region == "EU":
                t = r.uniform(6.5, 16.0) * 3600
            else:
                t = r.uniform(11.5, 20.5) * 3600
            src = r.choice(["DJ", "RTRS", "BBG"])
            if k % 3 == 2:
                emb = [{"title": hl, "description": self.news_body(nm),
                        "author": {"DJ": "Dow Jones Newswires", "RTRS": "Reuters", "BBG": "Bloomberg First Word"}[src],
                        "footer": f"{src} · {self.hm(t)}Z"}]
                self.hard(t, "news", "", "held_position_news", facts, "embed", embeds=emb,
                          idiom="embed-only headline on held name by company name")
            else:
                idi = "ADR underlying headline (TSMC → TSM)" if inst.tk == "TSM" else "wire headline on held name by company name only"
                self.hard(t, "news", f"[{src}] {hl}\n{self.news_body(nm)}", "held_position_news", facts, "untagged", idiom=idi)
            self.used_news.add(inst.tk)

    def watch_news(self, n, left):
        r = self.r
        for k in range(n):
            nm, hl, f = left.pop()
            t = r.uniform(6.5, 20.5) * 3600
            self.hard(t, "news", f"[{r.choice(['DJ', 'RTRS', 'BBG'])}] {hl}\n{self.news_body(nm)}", "watchlist_news", [nm] + f, "untagged",
                      idiom="watchlist headline")

    def thesis(self, n):
        r = self.r
        items = [
            ("julian", "ZTS — guide cut breaks the livestock-recovery leg of the thesis. conviction down to 2/5, no more adds",
             ["ZTS", "conviction down to 2/5", "no more adds"]),
            ("sabine", "ASML: bookings commentary confirms the thesis, conviction up — I want to run it at 1.3x bench weight",
             ["ASML", "conviction up", "1.3x bench weight"]),
            ("tomas", "view change on NOVOB DC: moving from overweight to neutral, pricing pressure is structural now",
             ["NOVOB DC", "overweight to neutral"]),
            ("julian", "thesis check on ROK after the orders data: intact, staying overweight, target 290",
             ["ROK", "intact", "target 290"]),
            ("sabine", "Reckitt: I'm done defending it, thesis is broken on the Essential Home sale. bearish from here, will trim into strength",
             ["Reckitt", "thesis is broken", "bearish"]),
        ]
        if not hasattr(self, "_thesis_q"):
            self._thesis_q = r.sample(items, len(items))
        for _ in range(n):
            who, txt, f = self._thesis_q.pop()
            t = r.choice([r.uniform(8.0, 11.0), r.uniform(12.0, 18.0)]) * 3600
            self.hard(t, who, txt, "thesis_update", f, "untagged", idiom="PM conviction change")

    def stop_flow(self):
        r = self.r
        inst = H["ROK"] if r.random() < 0.5 else H["ICE"]
        base = self.px[inst.tk]
        rem = r.randint(8, 16) * 5000
        s1 = base * 0.95
        s2 = base * 0.965
        s3 = base * 0.975
        t = r.uniform(14.0, 15.0) * 3600
        mk = lambda s: f"[STOP] {inst.tk} remaining {_k(rem)} — stop {s:.2f} (GTC in FlexEMS, {FIRST[inst.pm]} signed off)"
        m = self.hard(t, "dev", mk(s1), "stop_or_target_change", [inst.tk, _k(rem), f"{s3:.2f}"], "tagged",
                      idiom="[STOP] line moved twice by edit")
        m["edits"].append((r.uniform(2400, 4000), mk(s2)))
        m["edits"].append((r.uniform(9000, 14000), mk(s3)))
        m["superseded"] += [f"{s1:.2f}", f"{s2:.2f}"]
        m["pin"] = (r.uniform(60, 300), "margot")
        self.stop_tk = inst.tk

    def take_profit(self):
        r = self.r
        tp_inst = r.choice([i for i in (H["HD"], H["TXN"], H["ZTS"]) if i.tk != getattr(self, "stop_tk", None)])
        tp = self.px[tp_inst.tk] * 1.08
        t2 = r.uniform(16.0, 18.5) * 3600
        if True:
            self.hard(t2, tp_inst.pm, f"{tp_inst.tk} — take-profit at {tp:.2f} on half the line, park it GTC",
                      "stop_or_target_change", [tp_inst.tk, "take-profit", f"{tp:.2f}"], "untagged",
                      idiom="take-profit level set in prose")

    def no_routes(self, iois):
        r = self.r
        if not hasattr(self, "_nr_used"):
            self._nr_used = set()
        cands = [m for m in iois if m.get("ioi_tk") in H and id(m) not in self._nr_used]
        n = 0
        for m in r.sample(cands, min(1, len(cands))):
            self._nr_used.add(id(m))
            inst = H[m["ioi_tk"]]
            rel = (m["ms"] - self.day0) / 1000
            txt, f = r.choice([
                (f"pass on this one, we're done in {inst.tk}", ["pass", inst.tk]),
                (f"{inst.tk}: no action, not routing to {FIRST[inst.pm]} — nothing we need here", ["no action", inst.tk]),
                (f"ignore — not a fit for us in {inst.tk}", ["ignore", inst.tk]),
            ])
            self.hard(rel + r.uniform(60, 400), "margot", txt, "no_route_decision", f, "reply", ref=m,
                      idiom="reply 'pass' to a broker IOI")
            n += 1
        return n

    def headline_no_action(self):
        r = self.r
        nm_tk = [tk for tk in self.used_news if tk in ("SU FP", "ICE", "HD", "ROK", "SAP GY")]
        if not nm_tk:
            return
        tk = r.choice(nm_tk)
        t = r.uniform(17.0, 19.0) * 3600
        self.hard(t, "margot", f"re the {NEWS_NAME[tk]} headline earlier: no action from the desk, not sending it on — "
                               f"{FIRST[H[tk].pm]} already has it in the thesis",
                  "no_route_decision", ["no action", NEWS_NAME[tk]], "untagged", idiom="'no action' on held-name headline")

    def priya_limit(self):
        r = self.r
        t = r.uniform(12.0, 13.2) * 3600
        txt, f = r.choice([
            ("Desk: per IC minute today, single-name cap for ASML NA raised from 5.00% to 6.00% NAV in LO-GLB-EQ, "
             "effective now. preTrade config updated.", ["ASML NA", "5.00%", "6.00%"]),
            ("⚠ SU FP breached the 4.50% soft limit overnight on market move (now 4.61% NAV) — new buys blocked "
             "until Sabine signs the review form.", ["SU FP", "4.50%", "4.61%", "new buys blocked"]),
        ])
        self.hard(t, "priya", txt, "risk_limit", f, "untagged", idiom="compliance officer sets/enforces limit in prose")

    def deleted_fill(self):
        r = self.r
        t = r.uniform(16.6, 16.75) * 3600
        wrong = H["SAP GY"]
        p = self.px["SAP GY"] * 1.003
        txt = f"[FILL] {wrong.tk} BUY 12,000 @ {p:.2f} (XETR close auction)"
        m = self.hard(t, "hannah", txt, "trade_fill", [wrong.tk, "BUY", "12,000", f"{p:.2f}"], "tagged")
        m["deleted"] = (r.uniform(60, 180), txt)
        self.post(t + 200, "hannah", "ignore that, wrong parent — deleted", kind="neutral")

    def forget_flow(self):
        r = self.r
        inst = H["NOVOB DC"]
        t = r.uniform(9.0, 10.0) * 3600
        q = r.randint(6, 12) * 5000
        lim = self.px[inst.tk] * 0.992
        client = r.choice(["Hartwell Municipal Pension", "Orrin County Teachers Fund", "Bexley Mutual"])
        txt = (f"s {_k(q)} {inst.tk} lim {lim:.1f} — it's for the {client} redemption, they need the cash T+2, "
               f"acct {r.randint(10000000, 99999999)}")
        m = self.hard(t, "tomas", txt, "trade_proposal", ["s", _k(q), inst.tk, f"{lim:.1f}"], "shorthand")
        m["forgotten"] = (r.uniform(600, 1200), f"{client} redemption", "margot")
        t2 = t + r.uniform(1300, 1600)
        p2 = self.hard(t2, "tomas", f"reposting without the client detail: s {_k(q)} {inst.tk} lim {lim:.1f}, redemption flow",
                       "trade_proposal", ["s", _k(q), inst.tk, f"{lim:.1f}"], "shorthand",
                       idiom="reposted order after moderator erasure")
        self.post(t2 + 40, "hannah", "got it, will work it into the Copenhagen close", kind="noise", ref=p2)

    # ---------------------------------------------------------------- buried decision
    def buried(self):
        r = self.r
        opts = [
            ("trade_approval", "On Julian's ask from this morning: yes on the extra 60k HD, same 352.50 cap, add it to the parent.",
             ["yes", "60k", "HD", "352.50"]),
            ("route_decision", "Desk change from now: Dev takes the SAP GY parent and Hannah moves onto the US ADR book.",
             ["Dev takes", "SAP GY"]),
            ("no_route_decision", "The MS axe in ASML NA is a pass — not routing it to Sabine, we have what we need.",
             ["MS axe", "ASML NA", "pass"]),
            ("risk_limit", "Effective this afternoon max participation on any single order is capped at 20% ADV until the index rebal is done.",
             ["max participation", "20% ADV"]),
            ("stop_or_target_change", "On TXN I am moving the stop on the remaining 90k up to 169.50 after this morning's move.",
             ["TXN", "stop", "169.50"]),
        ]
        et, sent, facts = opts[(self.ch + self.r.randint(0, 4)) % len(opts)]
        t, text = self.colour_note(sent)
        m = self.hard(t, "margot", text, et, facts, "buried", idiom="decision buried in head trader colour note")
        m["pin"] = (r.uniform(60, 400), "margot")
        m["reactions"].append((r.uniform(30, 200), "📌", "margot"))
        m["reactions"].append((r.uniform(200, 900), "👀", r.choice(["dev", "hannah", "julian"])))
        return m

    def wrong_channel(self):
        r = self.r
        t = r.uniform(18.5, 19.5) * 3600
        txt = "oops wrong chat — dinner Thursday 7pm with the Jefferies sales guys, who's in?"
        m = self.post(t, "dev", txt, kind="neutral")
        m["deleted"] = (r.uniform(20, 90), "dinner Thursday 7pm with the Jefferies sales guys")

    # ---------------------------------------------------------------- build
    def build(self):
        r = self.r
        self.noise_bots()
        self.book_snapshot()
        self.broker_notes()
        iois = self.iois()
        self.chatter(None)
        self.near_misses()
        self.tca_reports()
        self.analyses()
        self.us_colour()
        self.wraps()
        self.preopen()
        self.axe_sheets()
        self.meeting_notes()
        self.calendar()
        self.handover()
        self.moc_lines()
        eu = [H[k] for k in ("ASML NA", "SU FP", "RKT LN", "SAP GY")]
        us = [H[k] for k in ("HD", "TXN", "ZTS", "ROK", "ICE")]
        r.shuffle(eu)
        r.shuffle(us)
        done = []
        fill_styles = ["pipe", "json", "embed", "prose", "tagged"]
        # EU order A
        inst = eu[0]
        _, d = self.flow_pm_order(inst, r.choice(["BUY", "SELL"]), r.uniform(7.1, 7.6) * 3600, r.randint(0, 3),
                                  route=True, fills=tuple(r.sample(fill_styles, r.randint(1, 2))), cancel=r.random() < 0.3)
        done += d
        # EU IOI cross in a thread
        done += self.flow_ioi_cross(eu[1], r.choice(["BUY", "SELL"]), r.uniform(8.2, 9.5) * 3600, approve=True, in_thread=True)
        self.thread_id = None
        # EU pretrade
        done += self.flow_pretrade(eu[2], "BUY", r.uniform(10.0, 10.8) * 3600, block=r.random() < 0.4)
        # forgotten proposal
        self.forget_flow()
        # buried decision
        self.buried()
        # US order A with size edit
        _, d = self.flow_pm_order(us[0], r.choice(["BUY", "SELL"]), r.uniform(12.8, 13.4) * 3600, r.randint(0, 3),
                                  route=r.random() < 0.5, size_edit=True, fills=tuple(r.sample(fill_styles, r.randint(1, 2))))
        done += d
        # US IOI cross
        done += self.flow_ioi_cross(us[1], r.choice(["BUY", "SELL"]), r.uniform(14.2, 15.2) * 3600,
                                    approve=r.random() < 0.55)
        # ADR/ETF pretrade
        done += self.flow_pretrade(r.choice([H["TSM"], H["VGK"], us[2]]), "BUY", r.uniform(16.0, 17.0) * 3600,
                                   block=False)
        self.stop_flow()
        self.held_news(3)
        self.thesis(1)
        self.no_routes(iois)
        self.deleted_fill()
        watch_left = r.sample(WATCH_NEWS, len(WATCH_NEWS))

        def us_close():
            _, d = self.flow_pm_order(us[3], "SELL", r.uniform(18.3, 18.8) * 3600, r.randint(0, 3),
                                      route=False, fills=("tagged",))
            done.extend(d)

        extras = [us_close, self.priya_limit, self.take_profit, self.headline_no_action,
                  lambda: self.watch_news(1, watch_left), lambda: self.watch_news(1, watch_left),
                  lambda: self.thesis(1), lambda: self.no_routes(iois)]
        r.shuffle(extras)
        target = r.randint(33, 41)
        for fn in extras:
            if sum(m["kind"] == "hard" for m in self.msgs) >= target:
                break
            fn()
        self.wrong_channel()
        self.eod_recap(done or ["no executions"])
        pool = [m for m in self.msgs if m["who"] in ("news", "px", "pnl") and m["kind"] != "hard"
                and not m["bulk"]]
        self.acks(pool)


# --------------------------------------------------------------------------- assembly
def _final(m):
    return m["edits"][-1][1] if m["edits"] else m["content"]


def _text_of(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer", "url"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


IDIOM_PRIORITY = [
    "decision buried in head trader colour note",
    "[STOP] line moved twice by edit",
    "k-suffixed shorthand order from PM",
    "'ok go' reply approval",
    "'👍 send it' reply approval",
    "PM rejection reply",
    "preTrade RESIZE line",
    "preTrade resize as embed",
    "preTrade BLOCK restricted list",
    "fill price corrected by edit",
    "embed-only execution report",
    "dark-pool EXEC key=value (our block)",
    "ADR underlying headline (TSMC → TSM)",
    "wire headline on held name by company name only",
    "embed-only headline on held name by company name",
    "reply 'pass' to a broker IOI",
    "broker IOI via chat bridge (other firm's interest)",
    "history fill told as anecdote",
    "hypothetical 'what if we took the block'",
    "other desk's trade",
    "paper trade in shorthand",
    "backtest fill talk",
    "compliance heartbeat 'all limits ok'",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    msgs = []
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for c in range(channels):
            day = Day(seed, c, d, day_start)
            day.build()
            msgs.extend(day.msgs)
    # unique, monotonic timestamps; real snowflakes
    msgs.sort(key=lambda m: (m["ms"], m["cid"], m["ord"]))
    prev = 0
    for i, m in enumerate(msgs):
        if m["ms"] <= prev:
            m["ms"] = prev + 1
        prev = m["ms"]
        worker = (PEOPLE[m["who"]]["bot"] and 2 or 1) + (int(m["cid"]) % 7) * 3
        m["id"] = _sf(m["ms"], worker, i)
    # events
    ev = []  # (ms, order, event)

    def iso(ms):
        return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"

    k = 0
    for m in msgs:
        p = PEOPLE[m["who"]]
        cid = m["tid"] or m["cid"]
        msg = {"id": m["id"], "author_id": p["id"], "author_name": p["name"], "author_bot": p["bot"],
               "created_at": iso(m["ms"]), "content": m["content"], "attachments": m["attach"] or [],
               "embeds": m["embeds"] or [], "reference_id": m["ref"]["id"] if m["ref"] else None,
               "pinned": False}
        e = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["tid"]:
            e["parent_channel_id"] = m["cid"]
        e["message"] = msg
        ev.append((m["ms"], k, e)); k += 1
        base = {"guild_id": GUILD_ID, "channel_id": cid}
        for dt, new in m["edits"]:
            t = m["ms"] + int(dt * 1000)
            ev.append((t, k, {"op": "edit", **base, "message_id": m["id"], "edited_at": iso(t), "content": new})); k += 1
        for dt, emo, who in m["reactions"]:
            t = m["ms"] + max(1000, int(dt * 1000))
            ev.append((t, k, {"op": "reaction_add", **base, "message_id": m["id"], "emoji": emo,
                              "user_id": PEOPLE[who]["id"], "at": iso(t)})); k += 1
        if m["pin"]:
            t = m["ms"] + int(m["pin"][0] * 1000)
            ev.append((t, k, {"op": "pin", **base, "message_id": m["id"], "by": PEOPLE[m["pin"][1]]["id"],
                              "at": iso(t)})); k += 1
        if m["deleted"]:
            t = m["ms"] + int(m["deleted"][0] * 1000)
            ev.append((t, k, {"op": "delete", **base, "message_id": m["id"], "deleted_at": iso(t)})); k += 1
        if m["forgotten"]:
            t = m["ms"] + int(m["forgotten"][0] * 1000)
            ev.append((t, k, {"op": "forget", **base, "message_id": m["id"],
                              "requested_by": PEOPLE[m["forgotten"][2]]["id"], "at": iso(t)})); k += 1
    seen_bulk = set()
    for m in msgs:
        if m["bulk"] and id(m["bulk"][0]) not in seen_bulk:
            seen_bulk.add(id(m["bulk"][0]))
            group = m["bulk"][0]
            t = max(x["ms"] for x in group) + int(m["bulk"][1] * 1000)
            ev.append((t, k, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": m["cid"],
                              "message_ids": [x["id"] for x in group], "deleted_at": iso(t)})); k += 1
    ev.sort(key=lambda x: (x[0], x[1]))
    events = [e for _, _, e in ev]

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in msgs:
        cid = m["tid"] or m["cid"]
        state = "live"
        if m["forgotten"]:
            state = "forgotten"
            removed.append(m["forgotten"][1])
        elif m["deleted"]:
            state = "deleted"
            removed.append(m["deleted"][1])
        elif m["bulk"]:
            state = "deleted"
            removed.append(m["bulk"][2])
        elif m["edits"]:
            state = "edited"
        if m["kind"] == "hard":
            hard.append({"channel_id": cid, "message_id": m["id"], "event_type": m["et"], "facts": m["facts"],
                         "phrasing": m["phr"], "final_state": state})
            for s in m["superseded"]:
                sup.append([cid, m["id"], s])
        elif m["kind"] == "noise":
            noise.append(m["id"])
        elif m["kind"] == "near":
            near.append(m["id"])
        if m["idiom"] and m["idiom"] not in seen_idioms and state in ("live", "edited") and m["day"].ch == 0:
            seen_idioms.add(m["idiom"])
            idioms.append({"message_id": m["id"], "idiom": m["idiom"], "expected": m["exp"]})
    prio = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    idioms = sorted(idioms, key=lambda x: prio.get(x["idiom"], len(prio)))[:20]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- self-check
def self_check(out: dict, verbose=True) -> bool:
    ok = True
    events, labels = out["events"], out["labels"]
    final, parent_of, created_ms = {}, {}, {}
    last_ms, last_id = 0, 0
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH
            ca = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000 + 0.5)
            if abs(ca - ms) > 1:
                ok = False; print("snowflake/created_at mismatch", m["id"])
            if mid <= last_id or ms < last_ms:
                ok = False; print("id order violation", m["id"])
            last_id, last_ms = mid, ms
            final[m["id"]] = _text_of(m["content"], m["embeds"])
            parent_of[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
            created_ms[m["id"]] = ms
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in final:
            ok = False; print("missing hard id", mid); continue
        if not 2 <= len(h["facts"]) <= 5:
            ok = False; print("facts count", mid, h["facts"])
        for f in h["facts"]:
            if f not in final[mid]:
                ok = False; print("fact not in text", mid, repr(f), final[mid][:120])
    for cid, mid, s in labels["superseded_facts"]:
        if s in final[mid]:
            ok = False; print("superseded fact still present", mid, s)
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if mid not in final:
            ok = False; print("missing id", mid)
    # removed snippets must not occur in any live message
    gone = set()
    for e in events:
        if e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])
    for snip in labels["removed_texts"]:
        for mid, txt in final.items():
            if mid not in gone and snip in txt:
                ok = False; print("removed snippet visible in live msg", snip)
    # per channel-day stats
    stats = {}
    hard_ids = {h["message_id"]: h for h in labels["hard_events"]}
    noise_ids, near_ids = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for mid, txt in final.items():
        day = datetime.fromtimestamp(created_ms[mid] / 1000, UTC).strftime("%Y-%m-%d")
        key = (parent_of[mid], day)
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["msgs"] += 1
        s["bytes"] += len(txt.encode("utf-8"))
        if mid in hard_ids:
            s["hard"] += 1
            t = hard_ids[mid]["event_type"]
            s["types"][t] = s["types"].get(t, 0) + 1
        if mid in noise_ids:
            s["noise"] += 1
        if mid in near_ids:
            s["near"] += 1
    for key, s in sorted(stats.items()):
        frac = s["noise"] / s["msgs"]
        good = 180 <= s["msgs"] <= 320 and 70_000 <= s["bytes"] <= 120_000 and 0.25 <= frac <= 0.40 \
            and 25 <= s["hard"] <= 45
        ok = ok and good
        if verbose:
            print(f"{key[0]} {key[1]}: msgs={s['msgs']} bytes={s['bytes']} hard={s['hard']} noise={s['noise']} "
                  f"({frac:.0%}) near={s['near']} {'OK' if good else 'OUT OF RANGE'}")
            print("   types:", dict(sorted(s["types"].items())))
    n_id = len(labels["idioms"])
    if not 10 <= n_id <= 20:
        ok = False; print("idiom count", n_id)
    if verbose:
        print(f"events={len(events)} hard={len(labels['hard_events'])} noise={len(labels['noise_message_ids'])} "
              f"near={len(labels['near_miss_ids'])} idioms={n_id} superseded={len(labels['superseded_facts'])} "
              f"removed={len(labels['removed_texts'])} self-check={'PASS' if ok else 'FAIL'}")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="run the self-check and print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        return 0 if self_check(out) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
