"""Desk generator: European / US long-short equities (``equities_ls``).

A seeded, pure-function simulation of one busy day (or several) in the Discord
channel(s) of a long/short equity desk: a PM who writes in full British
sentences, a junior analyst in casual lowercase, a CIO who signs off on the big
tickets, a news wire naming companies (not tickers), an execution bot, a risk
bot writing in prose, a routing agent, and the usual pile of bot noise.

Output is a capture (list of JSON-able dicts, see shared/CAPTURE-FORMAT.md) plus
ground-truth labels of every hard event.  Standard library only.

CLI:
    python -m tests.desks.equities_ls --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "equities_ls"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 5, 22, 0, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86_400_000
MIN = 60_000
HOUR = 3_600_000


def _sf(ms: int, worker: int, seq: int) -> str:
    return str(((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


GUILD_ID = _sf(_ms(datetime(2023, 9, 14, 8, 2, 51, tzinfo=timezone.utc)) + 417, 3, 1187)


def channel_id_for(index: int) -> str:
    base = _ms(datetime(2024, 2, 19, 8, 31, 12, tzinfo=timezone.utc)) + 448
    return _sf(base + index * 86_400_123 + index * 7919, 7, 4000 + index)


# --------------------------------------------------------------------------- people

def _person_id(i: int) -> str:
    base = _ms(datetime(2019, 6, 4, 10, 0, 0, tzinfo=timezone.utc))
    return _sf(base + i * 5_271_337_129 + (i * 7717) % 100_000, 1 + i % 5, 3100 + i * 37)


PEOPLE = {
    # key: (display name, is_bot)
    "pm": ("Alastair Wren", False),
    "analyst": ("priya.k", False),
    "cio": ("Gwen Maddox", False),
    "compliance": ("Ines Carvalho (Compliance)", False),
    "macro": ("marco.b (macro desk)", False),
    "news": ("Newswire", True),
    "exec": ("exec-bot", True),
    "risk": ("RiskGuard", True),
    "router": ("desk-router", True),
    "execagent": ("exec-agent", True),
    "hb": ("desk-relay", True),
    "cron": ("cron", True),
    "ci": ("ci-bot", True),
    "alerts": ("pricewatch", True),
    "pnl": ("pnl-bot", True),
    "bell": ("market-bell", True),
    "model": ("model-pf", True),
}
PERSON_IDS = {k: _person_id(i) for i, k in enumerate(PEOPLE)}

# --------------------------------------------------------------------------- book

BASE_PX = {"asml": 612.0, "sap": 181.0, "novo": 455.0, "mc": 562.0,
           "googl": 176.0, "msft": 431.0, "fesx": 5410.0}

HELD_NEWS = {
    "novo": [
        ("Novo Nordisk shares rise {p}% after EU regulator backs higher-dose Wegovy",
         ["Novo Nordisk", "Wegovy"]),
        ("Novo Nordisk to cut US list price of Ozempic by a third from January",
         ["Novo Nordisk", "Ozempic"]),
        ("Ozempic maker Novo Nordisk names new head of US operations",
         ["Novo Nordisk", "US operations"]),
    ],
    "asml": [
        ("ASML Holding says Dutch government widens export-licence requirement for DUV immersion tools",
         ["ASML Holding", "export-licence"]),
        ("ASML wins order for two High-NA EUV systems from Intel, sources say",
         ["ASML", "High-NA"]),
    ],
    "mc": [
        ("Kering warns on Gucci sales; LVMH slips {p}% in sympathy", ["LVMH", "Kering"]),
        ("LVMH to sell stake in Off-White owner at a loss, paper reports", ["LVMH", "Off-White"]),
        ("Louis Vuitton owner LVMH flags softer spending by Chinese shoppers in Europe",
         ["LVMH", "Chinese shoppers"]),
    ],
    "googl": [
        ("Google wins €1.2bn EU public-sector cloud contract", ["Google", "cloud contract"]),
        ("Alphabet's Waymo expands driverless service to three more US cities", ["Alphabet", "Waymo"]),
        ("US judge sets June remedies hearing in Google search antitrust case", ["Google", "antitrust"]),
    ],
    "msft": [
        ("Microsoft to cut about 3% of workforce in sales reorganisation - report",
         ["Microsoft", "workforce"]),
        ("Microsoft and OpenAI renegotiate revenue share, The Information reports",
         ["Microsoft", "OpenAI"]),
    ],
    "fesx": [
        ("Eurex raises initial margin on Euro Stoxx 50 index futures by 8% from Monday",
         ["Euro Stoxx 50", "initial margin"]),
    ],
}

WATCH_NEWS = [
    ("Infineon cuts full-year revenue outlook on weak auto demand", ["Infineon", "revenue outlook"], "infineon"),
    ("Siemens agrees to buy US simulation software firm for $5.1bn", ["Siemens", "$5.1bn"], "siemens"),
    ("Hermès first-quarter sales beat forecasts, leather goods up 12%", ["Hermès", "first-quarter sales"], "hermes"),
    ("ASM International first-quarter orders beat estimates on gate-all-around demand",
     ["ASM International", "orders"], "asmi"),
    ("Meta Platforms faces €800m EU fine over ad-free subscription model", ["Meta Platforms", "EU fine"], "meta"),
]

OTHER_NEWS = [
    ("Eli Lilly's oral GLP-1 pill meets main goal in late-stage obesity trial", "Eli Lilly"),
    ("Kering names new creative director at Gucci", "Kering"),
    ("TSMC April revenue up 38% year on year", "TSMC"),
    ("Unilever to complete ice-cream spin-off by year end", "Unilever"),
    ("Shell beats first-quarter profit estimates, keeps buyback at $3.5bn", "Shell"),
    ("BP chairman to step down after activist pressure", "BP"),
    ("Nestlé chief executive says price increases are largely behind it", "Nestlé"),
    ("Roche obesity drug shows 19% weight loss in mid-stage trial", "Roche"),
    ("TotalEnergies signs 20-year LNG supply deal with Oman", "TotalEnergies"),
    ("Airbus deliveries rise 9% in April; engine supply still a bottleneck", "Airbus"),
    ("HSBC to cut costs by $1.5bn in new restructuring", "HSBC"),
    ("Volkswagen recalls 140,000 ID. models over battery software", "Volkswagen"),
    ("Tesla shares fall 4% after China sales slump", "Tesla"),
    ("Apple to invest $500m in Indonesian factory, minister says", "Apple"),
    ("Amazon Web Services outage hits US-East region for a second day", "Amazon"),
    ("JPMorgan raises full-year net interest income forecast", "JPMorgan"),
    ("Adidas lifts full-year guidance on Samba demand", "Adidas"),
    ("Heineken cuts European beer volume outlook", "Heineken"),
    ("Ferrari says order book covers all of 2027", "Ferrari"),
    ("BMW warns US tariffs will cost it €1bn this year", "BMW"),
    ("Glencore weighs US listing, FT reports", "Glencore"),
    ("Zalando shares jump after first-quarter profit beat", "Zalando"),
    ("Samsung Electronics to double HBM output next year", "Samsung"),
    ("Richemont names new Cartier chief executive", "Richemont"),
    ("Sanofi agrees to buy US biotech for $9.5bn", "Sanofi"),
    ("Rio Tinto approves $2.5bn lithium expansion in Argentina", "Rio Tinto"),
    ("Stellantis names new Europe chief in management reshuffle", "Stellantis"),
    ("Ocado shares slide as Kroger scales back automated warehouses", "Ocado"),
]

SOURCES = ["Reuters", "Bloomberg", "Dow Jones", "FT", "MT Newswires"]

# colour sentences: general opinion / market colour, never a decision
PM_COLOUR = [
    "Bunds are {bp}bp {bdir} at the open and the curve is a touch steeper.",
    "US futures are {pct} and the dollar is a little softer against the euro.",
    "Asia was mixed overnight: the Nikkei {pct}, the Hang Seng weighed down by property again.",
    "ECB speakers today are Lane and Schnabel; I don't expect anything new, but the market will parse every word.",
    "Oil is {pct} after the inventory numbers, which helps nobody in our book.",
    "Vol is cheap - V2X sub-{v} - which is usually when I start to get nervous.",
    "Credit is calm; iTraxx Main a basis point or so tighter.",
    "The US data at 13:30 London is the main event, so expect the tape to go quiet beforehand.",
    "Semis had a decent night in the US, SOX {pct}, so the chip names should open firm.",
    "Luxury remains the soft spot in Europe and the China data on Friday is unlikely to change that.",
    "Pharma is being used as a funding source again, GLP-1 names in particular.",
    "Software is catching a bid on the AI-capex read-across.",
    "Megacap tech in the US is crowded; the prime-broker data has net leverage close to the highs.",
    "Banks are the momentum trade this week, which is not a trade we're involved in.",
    "Flows into European equity funds were positive for a sixth week, though most of it is passive.",
    "I'd note that dispersion is high, which is the environment we're paid for.",
    "The sell-side is busy upgrading anything with an AI slide in the deck; I'd treat most of it as noise.",
    "The borrow picture is unchanged: nothing on our shorts is hard to borrow.",
    "Month-end rebalancing flows should be modest, pension funds are roughly where they need to be.",
    "Earnings season is largely behind us in Europe; the US still has a handful of the big software names.",
]

ANALYST_COLOUR = [
    "asml order intake run-rate still looks fine ex-china, bookings lumpiness is the usual story",
    "sap cloud backlog growth decelerated a touch but current cloud backlog is what matters and that was ok",
    "novo weekly scripts (iqvia) for wegovy were +{n}% w/w, ozempic flat",
    "lvmh: fashion & leather is where any miss would be, wines & spirits already reset",
    "googl: search share vs chatgpt referrals is the debate, nobody has clean data on it",
    "msft: azure growth ex-ai in the low 30s is roughly the street number",
    "borrow on mc.pa still gc, no squeeze risk from the lending side",
    "gs pb data says european semis net exposure at a 2y high",
    "luxury peers: richemont holding up better than the bags names, watches weak",
    "estx50 vol surface flat-ish, skew a bit bid vs last week",
    "sector rotation screen flagged software as top inflow for the 3rd week",
    "the consensus for sap cloud rev is basically mgmt guide +1%, so the bar isn't high",
    "infineon auto exposure is ~45% of rev so any auto datapoint moves it",
    "hermes trades at 50x, the multiple is the whole debate",
    "asmi vs asml correlation has broken down a bit since gaa orders picked up",
    "eur/usd 1.{fx}, nothing dramatic",
    "short interest in european luxury at 3y highs per the markit data",
    "meta capex guide implies ~20% more datacentre spend, read-across for everyone in the chain",
]


PM_ESSAYS = [
    "On luxury: the bull case has always rested on the idea that the top-end customer is insulated from the cycle. "
    "What the last four quarters have shown is that the aspirational customer - the one buying a first bag, not a fifth - "
    "was a much bigger share of the growth than the industry admitted, and that customer is now trading down or simply "
    "not turning up. The brands with genuine scarcity will be fine. The ones that spent the last five years pushing volume "
    "through price increases have a harder conversation ahead of them, and the sell-side models still assume margins "
    "that were only ever achieved at the peak.",
    "On the GLP-1 market: everyone is now an expert on obesity drugs, which is usually the moment to be careful. The "
    "market is treating this as a two-horse race with a fixed pie, whereas I think the pie is still being sized. Supply, "
    "reimbursement and persistence on therapy are the three numbers that matter, and the headlines about new molecules "
    "tend to ignore all three. Pricing pressure in the US is real, but volume growth on the scale we're seeing absorbs a "
    "lot of it.",
    "On semiconductor equipment: the capex numbers from the hyperscalers keep going up, and the equipment names trade as "
    "if every dollar of that lands on their order books. It doesn't, or at least not in a straight line. Memory, logic and "
    "the China mix all move at different speeds, and export controls add a layer that nobody can model with any "
    "confidence. I'd rather own the names with a technological monopoly and accept the lumpiness than chase the ones "
    "that are merely cyclical.",
    "On European software: for years the argument was that Europe simply didn't have software companies worth owning at "
    "scale. That's changed, at least for a handful of names, and the multiple gap to the US peers has narrowed for good "
    "reasons. The risk now is that the AI narrative gets applied indiscriminately and the weaker names get carried along. "
    "The market is very good at paying for a story and rather worse at checking whether the numbers follow.",
    "On hedging: I want to be clear with everyone about why we run the index hedge the way we do. It isn't a view on the "
    "market, and I don't want it managed like one. It's there so that the book's PnL is driven by the stock calls, which "
    "is what our investors pay us for. That means it will cost us money in a rally, and I'm comfortable with that. What I "
    "don't want is anyone trimming it because it looks like a loser on the PnL screen.",
    "On US megacaps: concentration in the US index is as high as it has been in my career, and the weight of passive money "
    "means the largest names attract flows regardless of what they report. That makes shorting them in isolation a poor "
    "risk-reward, however stretched the valuation looks. Relative value within the group is a different matter - the "
    "dispersion between them has been wide this year and is likely to stay that way.",
    "On crowding: the prime-broker data says hedge fund net exposure is near the top of its range and gross is at a record. "
    "That doesn't tell you the direction of the next move, but it does tell you the size of it when it comes. We've seen "
    "three sharp de-grossing episodes in the last eighteen months and each one hit the most popular longs and shorts at "
    "the same time. Our overlap with the crowd is lower than it was, and I intend to keep it that way.",
    "On the macro backdrop: I keep being asked whether the rate cuts are priced. Roughly, yes, but the more interesting "
    "question for us is what happens to the equity risk premium if growth surprises on the downside at the same time. "
    "Europe has had the benefit of low expectations for a long while; that cushion is thinner than it was in January. "
    "None of this is a reason to be more net long or more net short, but it is a reason to keep the gross sensible.",
    "On process: after the last review I'd like us to be more disciplined about writing down why we own each name and "
    "what would make us wrong. Half of our worst outcomes in the last two years came from positions where the original "
    "reason had quietly gone and we were holding on out of habit. A two-line note in the shared sheet is enough, as long "
    "as it's kept up to date.",
    "On earnings season in general: the reaction function has been brutal this quarter - misses punished by eight or ten "
    "per cent, beats rewarded with two or three. That asymmetry usually means positioning is long and expectations are "
    "high, and it tends to persist until the crowd has been shaken out. It also means the risk around our own names' "
    "results is larger than the implied moves suggest.",
]

PM_ESSAYS += [
    "On the shape of the book: we run fewer names than most of our peers, which means each position has to earn its "
    "place. I'm comfortable with twenty-odd names and a hedge; I'm not comfortable with forty, because at that point "
    "nobody on the desk can tell you why we own the thirtieth. Concentration is a feature, provided we're honest about "
    "correlation between the names, which is where most concentrated books come unstuck.",
    "On sell-side research: I read it for the facts and the positioning, not the recommendations. A downgrade after a "
    "twenty per cent fall tells you what the crowd already thinks. What is useful is the channel-check work and the "
    "conference access, and the better analysts are happy to talk through their models without a rating attached. "
    "Please keep treating the notes as inputs rather than instructions.",
    "On Denmark: the krone peg makes our Novo exposure almost a euro exposure, which is convenient, but the liquidity "
    "profile of the Copenhagen market is thinner than people assume outside the top names. We've never had a problem "
    "exiting, but it's worth remembering that the closing auction there does a larger share of the day's volume than "
    "in Paris or Frankfurt.",
    "On the US session: our US names are a small part of the book by count but a large part by liquidity, and they tend "
    "to drive the afternoon PnL. The European close and the US open overlap for two hours, and that's where most of "
    "our intraday volatility comes from. I'd like us to be a little more deliberate about what we do in that window.",
    "On costs: commissions are a rounding error; market impact and borrow are not. The borrow on our shorts has been "
    "benign for a year, which makes it easy to forget. In a squeeze it is the first thing that changes, and it changes "
    "overnight. Please keep an eye on utilisation for anything we're short, not just the fee.",
    "On investor letters: the questions we get most often are about the hedge and about turnover. Both are reasonable. "
    "Our turnover is lower than it looks because a lot of the trading is resizing rather than new ideas, and I'd like "
    "the next letter to explain that more clearly than the last one did.",
    "On AI as an investment theme: the spending is real, the revenue is real for a few suppliers, and the returns for "
    "the spenders are still an open question. Equity markets tend to price the first two perfectly and the third with "
    "a lag. The best outcome for us is to own the picks and shovels that have pricing power and to be careful with "
    "anything whose story depends on the end customer's return on investment.",
    "On European consumer names more broadly: the consumer is fine in aggregate and weak at the margin, which is the "
    "worst combination for companies priced for growth. Volume is holding up in staples, pricing isn't, and the "
    "discretionary names are seeing both soften. I'd expect the second half to be a story of cost cuts rather than "
    "top-line recovery.",
]

PM_ESSAYS += [
    "On liquidity: the book could be liquidated in a day at a fifth of average volume, which is the test Risk cares "
    "about. The test I care about is a different one - how long it takes to exit when everyone else wants the same "
    "door. In March 2020 the answer for mid-caps was 'much longer than the model said'. We don't own many mid-caps now, "
    "and that's partly why.",
    "On pair trades in general: they look neat on a screen and are messy in practice. The two legs rarely have the "
    "same liquidity, the borrow on the short leg can move while the long leg sits still, and the ratio you backtest on "
    "closing prices is not the ratio you get filled at. I'm not against them, but I want the sizing to reflect the leg "
    "we'd struggle to get out of, not the average of the two.",
    "On the ECB: the market has moved from arguing about the number of cuts to arguing about the terminal rate, and "
    "that's a debate that matters more for the banks and the bond proxies than for anything we own. Where it does "
    "matter for us is the euro: a weaker euro flatters the reported numbers of our exporters, and a lot of this year's "
    "European earnings beats have had a currency tailwind nobody mentions on the calls.",
    "On China: I've stopped trying to forecast the stimulus and started watching the consumer data directly. Retail "
    "sales, travel bookings, the Macau gaming numbers and the luxury store traffic all point the same way, which is "
    "sideways at best. The companies that tell us China is 'stabilising' are usually describing the rate of decline.",
    "On what I got wrong last year: I was too slow to accept that the luxury cycle had turned, and too quick to assume "
    "the semis correction was a buying opportunity. Both mistakes had the same root - anchoring on the last cycle. I'd "
    "like us to be more willing to say 'this time the numbers are different' when the numbers actually are.",
    "On the US software names: the market has split them into AI winners and AI victims with very little evidence "
    "either way. Seat-based pricing is under pressure in theory, but renewal data so far hasn't shown it. The risk is "
    "not that the victims are mislabelled; it's that the winners are priced for a monetisation curve nobody has seen yet.",
    "On time horizons: most of our ideas are six- to eighteen-month views, but the PnL is marked every day and the "
    "pressure to react to the daily number is constant. My job is to make sure we only react when the thesis moves, not "
    "when the price does. That's easy to say and hard to do on a day like today.",
    "On dividends and buybacks: European companies are returning more cash than at any point in the last decade, and "
    "the market barely rewards it. A buyback at a sensible multiple is the cheapest form of growth a company can buy; "
    "at a silly multiple it destroys value quietly. We should be more willing to reward the former in our sizing.",
    "On data vendors: we pay for more alternative data than we use, and I'd like to cut the list by a third at renewal. "
    "The card-spend data has been genuinely useful on the consumer names; the satellite and app-download feeds haven't "
    "told us anything the company didn't tell us a month later. Priya, could you draft a short note on which feeds "
    "we've actually cited in the last six months?",
    "On recruitment: we've seen three good candidates for the second analyst seat, and I'd like a decision by the end "
    "of the month. The one thing I'm screening for is whether they change their mind when the evidence changes. "
    "Anyone can build a model; not everyone can throw one away.",
]

ANALYST_NOTES = [
    "channel checks, luxury (broker survey, 42 stores across paris / milan / london):\n"
    "- footfall down mid-single digit y/y, chinese tourists the weakest cohort again\n"
    "- leather goods waitlists shorter at most brands except the obvious one\n"
    "- staff say price increases in feb met more resistance than last year\n"
    "- watches weak everywhere, jewellery holding up\n"
    "- sample is small and store staff are not analysts, so take with salt",
    "conference notes (eu tech day, paris):\n"
    "- mood better than last year, ai monetisation the only topic\n"
    "- semis cap equipment panel: everyone says 2027 up, nobody will put a number on it\n"
    "- software panel: pricing models moving to consumption, margins debate unresolved\n"
    "- lots of us investors in the room, more than usual\n"
    "- nothing company-specific on our names that isn't already public",
    "weekly glp-1 data (iqvia, us):\n"
    "- total class scripts +{n}% w/w, new-to-brand share stable\n"
    "- compounded versions still a meaningful share per the survey data, hard to measure\n"
    "- payer coverage additions continue, two large employers added this month\n"
    "- nothing in this week's data that looks like a trend change",
    "semis data:\n"
    "- korea exports first 20 days, chips +{n}0% y/y\n"
    "- taiwan export orders beat, ai servers doing the lifting\n"
    "- dram contract prices up again, nand flat\n"
    "- tool import data from china down sharply, as expected post-restrictions\n"
    "- lead times for cowos packaging still stretched",
    "software / cloud datapoints:\n"
    "- cloud spend survey (n=150 cios): 2026 budgets +{n}% vs +7% in the last survey\n"
    "- erp migration projects cited as top priority by 38%\n"
    "- ai copilot adoption: lots of pilots, fewer paid seats than the vendors imply\n"
    "- pricing pushback mentioned by a third of respondents",
    "us megacap notes:\n"
    "- ad checks for q2 fine, search ad pricing stable\n"
    "- cloud backlog disclosures across the big three imply another year of 20%+ growth\n"
    "- capex guides keep rising; the depreciation wave hits margins from next year\n"
    "- antitrust calendar: two hearings in june, neither likely to produce a ruling before autumn",
    "flow / positioning:\n"
    "- hf net exposure (gs pb) {n}0th percentile over 5y, gross at a record\n"
    "- europe long/short funds added to software and trimmed luxury shorts last week\n"
    "- retail flow heavily into us single names, options volumes near highs\n"
    "- etf flows into europe positive six weeks running",
    "data calendar for the rest of the week:\n"
    "- thu: us jobless claims, eu flash pmis\n"
    "- fri: china retail sales and industrial production, uk retail sales\n"
    "- mon: ifo, us new home sales\n"
    "- company events: a couple of cmds in the sector, nothing on our names\n"
    "- index: stoxx quarterly review announcement next wednesday",
]

ANALYST_NOTES += [
    "expert call notes (former lvmh regional director, via the network):\n"
    "- says the china slowdown started in the tier-2 cities a year before it showed in the numbers\n"
    "- price increases in leather were 'at the limit' per internal discussions last year\n"
    "- thinks the brands will protect margin over volume for as long as they can\n"
    "- usual caveat: left 18 months ago, colour not data",
    "eu flash pmi preview:\n"
    "- consensus composite 50.{n}, services holding up, manufacturing still sub-50\n"
    "- germany the swing factor, france weak on politics\n"
    "- market reaction to pmis has been small all year, i wouldn't expect much\n"
    "- more interesting is the prices-charged component for the ecb debate",
    "ai capex tracker update:\n"
    "- big four hyperscaler capex guide now ~$3{n}0bn for the calendar year\n"
    "- equipment intensity (wfe / capex) drifting lower as spend shifts to power and buildings\n"
    "- lead times for transformers and switchgear are the new bottleneck per the suppliers\n"
    "- schneider / siemens both beneficiaries on that, fyi for the watchlist",
    "index events:\n"
    "- stoxx quarterly review: announcement next week, effective third friday of june\n"
    "- msci may review already effective, flows were small for our names\n"
    "- s&p quarterly rebalance on the us side, no changes for googl/msft\n"
    "- etf creation / redemption in sx5e products running slightly above normal",
    "borrow & lending check (weekly):\n"
    "- mc.pa: fee gc, utilisation {n}0%, no recalls\n"
    "- msft: gc, utilisation low\n"
    "- sector: luxury short interest up again, kering the most crowded\n"
    "- prime says lendable supply stable, no sign of lenders pulling back",
    "management meeting notes (sap ir, post-call):\n"
    "- tone confident, repeated the cloud backlog point several times\n"
    "- wouldn't quantify ai pricing, said 'later in the year'\n"
    "- restructuring savings coming through faster than planned\n"
    "- us public sector small, no sign of budget cuts affecting them yet",
]

PM_ESSAYS += [
    "On the difference between a view and a position: we can be right about a company and still lose money on the "
    "shares, because the price already reflects our view or because the market cares about something else for a "
    "quarter. I'd like our notes to separate the two explicitly - what we think will happen, and what we think is "
    "priced. Most of our disagreements on the desk turn out to be about the second, not the first.",
    "On capital markets days: they are marketing events, and the targets set at them are aspirations. The useful "
    "information is in the segment disclosure and in what management chooses not to repeat from the previous one. "
    "When a medium-term margin target quietly disappears from the slides, that is usually the most important thing "
    "said all day.",
    "On drawdowns: the book's worst month in the last three years cost us a little under four per cent, and the "
    "recovery took five months. That's within what we tell investors to expect, but I want us to remember how it felt. "
    "The temptation in a drawdown is to cut the positions that hurt most, which are often the ones with the most "
    "upside once the crowd has left.",
    "On the dollar: a good share of our European names report in euros and earn in dollars. The currency translation "
    "has been a tailwind for two years and could easily become a headwind, which the consensus numbers don't reflect. "
    "It's not a reason to change the book, but it is a reason to treat some of this year's beats with scepticism.",
    "On management access: we see the management teams of our large positions at least twice a year, which is more "
    "than enough. The meetings are most useful when we go in with a specific question we can't answer from the "
    "filings. If we leave a meeting having been told the strategy again, that was an hour we could have spent on the "
    "numbers.",
    "On ESG screens: a couple of our investors apply exclusion lists, and the compliance team checks the book against "
    "them daily. None of our current names is affected, but the lists change, and I'd rather we heard about changes "
    "from Compliance before we read about them in a client letter.",
    "On short selling in Europe: the disclosure regime means our larger shorts are public, and that changes the "
    "behaviour of the other side. A short that appears on the register attracts attention from the company, the "
    "press and occasionally other funds looking for a squeeze. Sizing below the disclosure threshold is a legitimate "
    "consideration, not just a regulatory one.",
    "On the quarterly review: the numbers are fine, the process is better than it was, and the hit rate on new ideas "
    "is a little above our long-run average. The weak spot remains the sell discipline on winners; we gave back too "
    "much on two positions last quarter by waiting for a target that the market had no intention of reaching.",
]

ANALYST_NOTES += [
    "card-spend data (europe, weekly):\n- luxury spend -{n}% y/y, third negative week in a row\n"
    "- travel retail at airports flat, chinese passenger numbers still below 2019\n"
    "- sportswear holding up, premium beauty slightly positive\n- sample skews uk/france, germany under-represented",
    "app / web traffic (us):\n- chatgpt referral traffic to retail sites +{n}0% m/m from a small base\n"
    "- google search share per similarweb stable within 0.5pt\n- bing share flat\n"
    "- caveat: the panel methodology changed in march, so y/y comparisons are noisy",
    "prime broker weekly (ms):\n- european tmt net exposure up two weeks in a row\n- healthcare shorts covered "
    "into the lilly data\n- luxury net exposure lowest since 2019\n- us megacap long concentration near record, "
    "dispersion within the group high",
    "rates & fx into the us data:\n- 2y ust 4.{n}0%, 10y range-bound\n- bund curve steepening, 2s10s +{n}bp on the week\n"
    "- eur/usd implied vol low, nobody positioned for a surprise\n- dkk peg quiet apart from month-end noise",
    "earnings revisions tracker:\n- stoxx 600 eps revisions ratio {n}0% up, improving from the lows\n"
    "- tech and banks leading, consumer discretionary lagging\n- our names: upgrades on sap, downgrades on lvmh, "
    "flat elsewhere\n- us: revisions positive for the megacaps, negative for small caps",
]

ANALYST_NOTES += [
    "short interest snapshot (markit, % of free float):\n- luxury: kering {n}.1%, burberry 6.4%, lvmh 0.9%\n"
    "- semis: asmi 1.2%, besi 4.8%, aixtron 7.9%\n- software: sap 0.6%, dassault 1.1%\n"
    "- our shorts are nowhere near the crowded end, which is how we like it",
    "options market colour (eu single stocks):\n- sap implied vol crushed post-print, 1m at the 10th percentile\n"
    "- asml skew bid, someone buying downside into the export headlines\n- novo call skew unusually rich, "
    "retail-ish flow in copenhagen\n- lvmh puts the most traded luxury contract for the {n}th day running",
    "quant factor monitor:\n- momentum had its best week since february, value lagging\n"
    "- low-vol underperforming as cyclicals bounce\n- crowding score for eu tmt at the 9{n}th percentile\n"
    "- our factor exposures are close to flat apart from a small momentum tilt",
    "consensus changes this week (our names + watchlist):\n- sap fy26 eps +{n}% post-print\n- asml fy26 eps -1%, "
    "china mix trimmed\n- lvmh fy26 eps -2%, fashion & leather cut again\n- novo unchanged\n- infineon -3%, auto\n"
    "- googl / msft +1% each, cloud",
]

COMP_TABLES = [
    ("luxury comps", ["hermès", "richemont", "kering", "prada", "moncler", "burberry"]),
    ("semis equipment comps", ["asmi", "besi", "aixtron", "tokyo electron", "lam research", "applied materials"]),
    ("eu software comps", ["dassault", "nemetschek", "sage", "temenos", "capgemini", "adyen"]),
    ("obesity / pharma comps", ["eli lilly", "roche", "astrazeneca", "zealand", "sanofi", "gsk"]),
    ("us megacap comps", ["apple", "amazon", "meta", "nvidia", "oracle", "salesforce"]),
]


def _comp_table(r, title, names):
    rows = "\n".join(f"{n:<18}{r.randint(12, 60):>5}x{r.randint(8, 40):>7}x{r.randint(-5, 25):>+7}%{r.randint(-30, 40):>+8}%"
                     for n in names)
    return (f"{title}, refreshed with this morning's prices (not our names, for context):\n```\n"
            f"name               p/e   ev/ebit  eps g    ytd\n{rows}\n```\nsource: consensus via factset, prices at "
            f"{r.choice(['08:00', '10:30', '14:00'])} london")


BROKER_NOTES = [
    "pasting the barclays morning call for the sector bits:\n> Airbus: Overweight, PT 205 - delivery cadence improving.\n"
    "> Volkswagen: Underweight, PT 82 - software write-downs not done.\n> Heineken: Equal Weight, cut PT to 78.\n"
    "> Adidas: top pick into Q2, we'd buy on any weakness.\nnone of it on our names",
    "ubs note doing the rounds:\n> We downgrade Kering to Sell (PT 170). Brand heat is not coming back in 2026 and the balance "
    "sheet limits optionality. We prefer Richemont (Buy).\nfor what it's worth, it's a peer read, not our name",
    "citi on the glp-1 space, extract:\n> Initiate Eli Lilly at Buy, PT 1,100; Roche at Neutral. Oral formulations expand the "
    "market rather than cannibalise it. We see class sales above $150bn by 2031.\nnothing on novo in the note oddly",
    "bernstein semis note, the gist:\n> Tokyo Electron upgraded to Outperform; ASM International reiterated Outperform, PT 720. "
    "We remain cautious on the memory-heavy names into 2H.\nfyi",
    "jefferies software:\n> Dassault Systèmes downgraded to Hold; Capgemini remains Buy. European IT services face an AI "
    "deflation question we don't think is priced.\nnothing on sap",
]

LEDES = [
    "{co} said in a statement that the decision followed a review by the board. Shares were {pct} in early trading.",
    "The news was first reported by {src}; {co} declined to comment beyond its statement. Analysts at {bank} called it {adj}.",
    "{co} is due to update investors at a capital markets event next month. The shares have {move} so far this year.",
    "A spokesperson for {co} confirmed the report but gave no further detail. Trading volume was about {x} times the 20-day average.",
    "{co} did not change its full-year outlook. {bank} said the move was {adj} and kept its rating unchanged.",
    "{co} shares were {pct} in the first hour of trading, against a flat sector.",
]
BANKS = ["Jefferies", "Barclays", "UBS", "Citi", "Bernstein", "BNP Paribas Exane", "Deutsche Bank", "Morgan Stanley"]


def _lede(r, co):
    a, b = r.sample(LEDES, 2)
    return (a + " " + b).format(co=co, src=r.choice(SOURCES), bank=r.choice(BANKS),
                                  adj=r.choice(["largely expected", "a modest positive", "a surprise", "a negative read-across",
                                                "immaterial to earnings"]),
                                  pct=r.choice(["up 1.2%", "down 0.8%", "little changed", "up 2.4%", "down 1.9%"]),
                                  move=r.choice(["risen 14%", "fallen 9%", "gained 3%", "lost a fifth"]),
                                  x=r.choice(["two", "three", "one and a half"]))


def _fmt(p: float, nd: int = 2) -> str:
    return f"{p:,.{nd}f}"


def _q(n: int) -> str:
    return f"{n:,}"


def _k(n: int) -> str:
    v = n / 1000
    return f"{int(v)}k" if v == int(v) else f"{v:g}k"


# idiom groups in priority order: the first idiom of a group present in the day represents it
IDIOM_HARD = [
    ("k-suffixed lowercase shorthand proposal",),
    ("decision sentence buried in PM morning note",),
    ("short reply approving a proposal",),
    ("CIO rejects a proposal in a reply", "British 'take half off' prose", "'cut it' buy-back of a short"),
    ("pipe-delimited EXEC fill line",),
    ("stop moved twice by editing the same message",),
    ("risk engine resizes an order",),
    ("arrow routing line to a person",),
    ("'no action: headline is old news'",),
    ("held name via subsidiary/brand (Google for GOOGL)", "news on underlying of held index future",
     "embed-only headline on held name", "all-caps wire flash on held name", "wire headline names company, not ticker"),
    ("headline on a watchlist name",),
    ("thesis confirmed after sell-side upgrade", "conviction change in PM prose"),
    ("pipe-delimited EXEC ack", "execution agent working ack in prose", "venue reject line", "day order expiry line"),
    ("JSON fill line", "key=value partial fill"),
]
IDIOM_SOFT = [
    ("quoted sell-side upgrade with PT",), ("paper trade from model portfolio bot",), ("question 'should we add'",),
    ("past-tense trade told as history",), ("other desk's trade, fyi",),
    ("headline on an unheld peer of a held name",), ("'a stop at X would be sensible' (no decision)",),
]

# --------------------------------------------------------------------------- builder

class DayBuilder:
    def __init__(self, rng: random.Random, t0: int, cid: str, ch: int, day: int):
        self.rng = rng
        self.t0 = t0
        self.cid = cid
        self.ch = ch
        self.day = day
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.used: set[int] = set()
        self.threads: dict[str, dict] = {}
        self.idioms: list[tuple] = []
        self.ord_n = 7700 + day * 97 + ch * 3001 + rng.randint(0, 20)
        self.worker = 9 + ch % 16
        self.colour = {"pm": _fill_colour(rng, PM_COLOUR, len(PM_COLOUR)),
                       "an": _fill_colour(rng, ANALYST_COLOUR, len(ANALYST_COLOUR))}

    def take(self, kind: str, n: int) -> list:
        """Colour sentences, each used at most once a day."""
        out = self.colour[kind][:n]
        self.colour[kind] = self.colour[kind][n:]
        return out

    # -- helpers
    def clock(self, t: int, secs: bool = False) -> str:
        dt = datetime.fromtimestamp((self.t0 + t) / 1000, tz=timezone.utc)
        return dt.strftime("%H:%M:%S" if secs else "%H:%M")

    def order(self) -> str:
        self.ord_n += self.rng.randint(1, 4)
        return f"X-{self.ord_n}"

    def at(self, h: float, m: float = 0, jitter_min: float = 0) -> int:
        t = int(h * HOUR + m * MIN)
        if jitter_min:
            t += int(self.rng.uniform(-jitter_min, jitter_min) * MIN)
        t += self.rng.randint(0, 59_999) if jitter_min else self.rng.randint(0, 9_999)
        return max(1_000, min(DAY_MS - 60_000, t))

    def thread(self, name: str, t: int) -> str:
        t = int(t)
        while t in self.used:
            t += 1
        self.used.add(t)
        key = f"th{len(self.threads)}"
        self.threads[key] = {"name": name, "t": t,
                             "id": _sf(self.t0 + t, 29, 500 + len(self.threads) + self.day * 7)}
        return key

    def post(self, t, who, content="", *, embeds=None, reply=None, thread=None, kind="chat",
             etype=None, facts=None, phrasing=None, idiom=None, attachments=None):
        t = max(500, min(DAY_MS - 1_000, int(t)))
        if reply is not None and t <= reply["t"]:
            t = reply["t"] + 1_500
        if thread is not None and t <= self.threads[thread]["t"]:
            t = self.threads[thread]["t"] + 1_000
        while t in self.used:
            t += 1
        self.used.add(t)
        m = {"k": len(self.msgs), "t": t, "who": who, "content": content, "final": content,
             "embeds": embeds or [], "reply": reply, "thread": thread, "kind": kind,
             "etype": etype, "facts": facts or [], "phrasing": phrasing, "edited": False,
             "state": "live", "superseded": [], "attachments": attachments or []}
        if kind == "hard":
            assert etype and phrasing and facts, content
        self.msgs.append(m)
        if idiom:
            self.idioms.append((m, idiom, etype if kind == "hard" else "not_hard"))
        return m

    def edit(self, m, t, content, superseded=()):
        t = max(int(t), m["t"] + 5_000)
        m["final"] = content
        m["edited"] = True
        m["superseded"].extend(superseded)
        self.ops.append({"op": "edit", "t": t, "m": m, "content": content})

    def delete(self, m, t):
        t = max(int(t), m["t"] + 3_000)
        m["state"] = "deleted"
        self.ops.append({"op": "delete", "t": t, "m": m})

    def bulk_delete(self, ms, t):
        t = max([int(t)] + [x["t"] + 3_000 for x in ms])
        for x in ms:
            x["state"] = "deleted"
        self.ops.append({"op": "bulk_delete", "t": t, "ms": ms})

    def forget(self, m, t, by):
        t = max(int(t), m["t"] + 3_000)
        m["state"] = "forgotten"
        self.ops.append({"op": "forget", "t": t, "m": m, "by": by})

    def pin(self, m, t, by, op="pin"):
        self.ops.append({"op": op, "t": max(int(t), m["t"] + 1_000), "m": m, "by": by})

    def react(self, m, t, emoji, who, op="reaction_add"):
        self.ops.append({"op": op, "t": max(int(t), m["t"] + 800), "m": m, "emoji": emoji, "who": who})

    # -- stats
    def text_of(self, m, final=True) -> str:
        parts = [m["final"] if final else m["content"]]
        for e in m["embeds"]:
            for key in ("title", "description", "author", "footer"):
                if e.get(key):
                    parts.append(str(e[key]))
            for f in e.get("fields", []):
                parts.append(f"{f['name']} {f['value']}")
        return "\n".join(p for p in parts if p)

    def stats(self):
        n = len(self.msgs)
        size = sum(len(self.text_of(m, final=False).encode("utf-8")) for m in self.msgs)
        hard = sum(1 for m in self.msgs if m["kind"] == "hard")
        noise = sum(1 for m in self.msgs if m["kind"] == "noise")
        return n, size, hard, noise

    # -- output
    def finalize(self):
        msgs = sorted(self.msgs, key=lambda m: m["t"])
        seq = self.rng.randint(0, 4000)
        for m in msgs:
            seq += 1
            m["id"] = _sf(self.t0 + m["t"], self.worker, seq)
        events = []
        order = 0

        def chan(m):
            return self.threads[m["thread"]]["id"] if m["thread"] else self.cid

        for m in msgs:
            who = m["who"]
            msg = {"id": m["id"], "author_id": PERSON_IDS[who], "author_name": PEOPLE[who][0],
                   "author_bot": PEOPLE[who][1], "created_at": _iso(self.t0 + m["t"]),
                   "content": m["content"], "attachments": m["attachments"], "embeds": m["embeds"],
                   "reference_id": m["reply"]["id"] if m["reply"] else None, "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m)}
            if m["thread"]:
                ev["parent_channel_id"] = self.cid
            ev["message"] = msg
            events.append((self.t0 + m["t"], order, ev))
            order += 1
        for op in sorted(self.ops, key=lambda o: o["t"]):
            t = self.t0 + op["t"]
            kind = op["op"]
            if kind == "bulk_delete":
                ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan(op["ms"][0]),
                      "message_ids": [x["id"] for x in op["ms"]], "deleted_at": _iso(t)}
            else:
                m = op["m"]
                ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m["id"]}
                if kind == "edit":
                    ev["edited_at"] = _iso(t)
                    ev["content"] = op["content"]
                elif kind == "delete":
                    ev["deleted_at"] = _iso(t)
                elif kind == "forget":
                    ev["requested_by"] = PERSON_IDS[op["by"]]
                    ev["at"] = _iso(t)
                elif kind in ("pin", "unpin"):
                    ev["by"] = PERSON_IDS[op["by"]]
                    ev["at"] = _iso(t)
                else:
                    ev["emoji"] = op["emoji"]
                    ev["user_id"] = PERSON_IDS[op["who"]]
                    ev["at"] = _iso(t)
            events.append((t, order, ev))
            order += 1
        labels = {"hard_events": [], "superseded_facts": [], "removed_texts": [],
                  "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
        for m in msgs:
            c = chan(m)
            if m["kind"] == "hard":
                state = m["state"] if m["state"] != "live" else ("edited" if m["edited"] else "live")
                labels["hard_events"].append({"channel_id": c, "message_id": m["id"],
                                              "event_type": m["etype"], "facts": list(m["facts"]),
                                              "phrasing": m["phrasing"], "final_state": state})
            elif m["kind"] == "noise":
                labels["noise_message_ids"].append(m["id"])
            elif m["kind"] == "near":
                labels["near_miss_ids"].append(m["id"])
            for s in m["superseded"]:
                labels["superseded_facts"].append([c, m["id"], s])
            if m["state"] in ("deleted", "forgotten"):
                labels["removed_texts"].append(m.get("snippet") or m["final"][:60])
        first = {}
        for m, idiom, expected in self.idioms:
            first.setdefault(idiom, (m, expected))
        chosen = []
        for group in IDIOM_HARD[:13] + IDIOM_SOFT:
            pick = next((i for i in group if i in first and i not in chosen), None)
            if pick:
                chosen.append(pick)
        for group in IDIOM_HARD[13:]:
            pick = next((i for i in group if i in first and i not in chosen), None)
            if pick and len(chosen) < 20:
                chosen.append(pick)
        for idiom in chosen[:20]:
            m, expected = first[idiom]
            labels["idioms"].append({"message_id": m["id"], "idiom": idiom, "expected": expected})
        return events, labels


# --------------------------------------------------------------------------- the day

def _fill_colour(rng, pool, n):
    out = []
    for s in rng.sample(pool, n):
        out.append(s.format(bp=rng.randint(1, 6), bdir=rng.choice(["higher", "lower"]),
                            pct=rng.choice(["+0.3%", "+0.6%", "-0.4%", "-0.2%", "+1.1%", "flat"]),
                            v=rng.choice([16, 17, 18]), n=rng.randint(2, 9), fx=rng.randint(1050, 1180)))
    return out


def script(D: DayBuilder):
    r = D.rng
    c = {k: v * (1 + r.uniform(-0.035, 0.035)) for k, v in BASE_PX.items()}
    sap_up = r.randint(3, 7)
    c["sap"] *= 1 + sap_up / 100  # the day opens on SAP's guidance raise
    pos = {"asml": r.choice([38_000, 42_000, 45_000]), "sap": r.choice([60_000, 75_000]),
           "novo": r.choice([30_000, 36_000]), "mc": r.choice([9_000, 11_000]),
           "googl": r.choice([12_000, 14_000]), "msft": r.choice([4_500, 5_200]),
           "fesx": r.choice([110, 120, 140])}
    single_name = "4.0%"
    near = []  # near-miss posting helper uses kind="near"

    def P(t, who, content="", **kw):
        return D.post(t, who, content, **kw)

    # ------------------------------------------------------------ noise: heartbeats
    for slot in range(24):
        if r.random() < 0.08:
            continue
        t = slot * 60 * MIN + r.randint(0, 90_000)
        lag = r.randint(18, 95)
        q = 0 if r.random() < 0.85 else r.randint(2, 40)
        txt = f"♥ desk-relay ok · {D.clock(t)}Z · lag {lag}ms · q={q}" + (" (draining)" if q else "")
        P(t, "hb", txt, kind="noise")

    # ------------------------------------------------------------ noise: cron / ci / bells / reconnects
    P(D.at(0, 4, 1), "cron", f"cron: nightly recon finished — 0 breaks, {r.randint(1200, 1900):,} trades matched, "
      f"{r.randint(2, 9)} late bookings auto-accepted\n"
      f"  positions vs prime (GS): match\n  positions vs prime (MS): match\n  cash vs custodian: match (±€{r.randint(1, 40)})\n"
      f"  corporate actions pending: {r.randint(0, 3)}\n  fx rates source: WMR 16:00 London\n"
      f"  elapsed {r.randint(40, 160)}s · next run 00:00Z", kind="noise")
    P(D.at(4, 0, 2), "cron", f"cron: borrow file loaded (GC {r.randint(8900, 9400):,} names, HTB {r.randint(300, 420)}, "
      f"recalls 0 on book names)", kind="noise")
    P(D.at(5, 30, 3), "cron", "cron: corporate actions feed ingested\n"
      f"  events: {r.randint(9, 25)}\n  dividends: {r.randint(3, 9)}\n  splits: 0\n  book names affected: 0\n"
      f"  duration: {r.randint(2, 9)}.{r.randint(0, 9)}s", kind="noise")
    P(D.at(20, 9, 3), "exec", f"EXEC | session summary {D.clock(D.at(20, 9))}Z\n"
      f"  orders: {r.randint(7, 14)} | child orders: {r.randint(120, 480)} | rejects: {r.randint(0, 2)}\n"
      f"  venues: XETR {r.randint(20, 40)}% · XAMS {r.randint(10, 25)}% · XPAR {r.randint(5, 15)}% · dark {r.randint(10, 25)}% · XNAS/XNYS rest\n"
      f"  slippage vs arrival: {r.randint(-4, 9)}bp (desk 30d avg {r.randint(2, 6)}bp)\n"
      "  FIX sessions: XEUR up · XETR up · XCSE up · XNAS up", kind="noise")
    P(D.at(6, 30, 2), "exec", f"EXEC | FIX logon XETR/XAMS/XPAR/XCSE ok · seq reset · heartbeat 30s", kind="noise")
    P(D.at(21, 12, 20) + 30 * MIN, "ci", "ci: deploy log pnl-bot\n```\n[1/5] build image ok (41s)\n[2/5] migrate db: 0 pending\n"
      "[3/5] canary 10% … healthy\n[4/5] rollout 100% … healthy\n[5/5] smoke: /health 200, /marks 200, /fx 200\n```", kind="noise")
    P(D.at(5, 45, 3), "cron", "cron: today's calendar (book + watchlist + macro)\n```\n"
      "06:00  UK   retail sales (Apr)\n07:00  DE   Ifo business climate\n08:00  SAP  earnings call (Q&A)\n"
      "09:00  EZ   flash PMIs\n10:00  ECB  Lane speaks\n13:30  US   jobless claims / durable goods\n"
      "14:45  US   flash PMIs\n15:00  LUX  broker conference call (luxury)\n16:30  ECB  Schnabel speaks\n"
      "17:00  MSFT Build agenda published\n```\nearnings today (watchlist): none · ex-div: none on book names", kind="noise")
    P(D.at(15, 50, 5), "alerts", "pricewatch top movers STOXX 600 at the close\n"
      f"▲ {', '.join(f'{n} +{r.randint(30, 90) / 10}%' for n in r.sample(['Zalando', 'Adyen', 'Ocado', 'Siemens Energy', 'Rheinmetall', 'Prosus', 'Sartorius'], 3))}\n"
      f"▼ {', '.join(f'{n} -{r.randint(30, 90) / 10}%' for n in r.sample(['Kering', 'Burberry', 'Bayer', 'Worldline', 'Stellantis', 'Heineken', 'Ubisoft'], 3))}\n"
      f"breadth: {r.randint(180, 420)} up / {r.randint(180, 420)} down", kind="noise")
    P(D.at(r.choice([9, 13, 16]), 40, 30), "compliance",
      "Weekly compliance bulletin:\n"
      "1. Personal account dealing: pre-clearance via the portal only; holding period is 30 days, no exceptions.\n"
      "2. Gifts and entertainment: please log anything above £50 within five working days, including the broker "
      "dinners at the Paris conference.\n"
      "3. MAR training: the annual module closes at the end of the month; four people on this desk haven't started it.\n"
      "4. Expert networks: calls must be booked through the approved platform and the pre-call attestation completed. "
      "If an expert strays into anything that sounds like inside information, end the call and ring me.\n"
      "5. Short disclosure: the weekly check found no positions near a disclosure threshold.\n"
      "Thank you all - Ines", kind="chat")
    P(D.at(r.choice([7, 12, 18]), 15, 20), "ci",
      "change notice CHG-" + str(r.randint(40000, 49999)) + ": OMS / exec-adapter maintenance window\n"
      "  when: Saturday 06:00-10:00 UTC\n  impact: no order entry; drop copy and blotter read-only\n"
      "  scope: FIX engine upgrade 4.2.11 → 4.2.14, TLS cert rotation, venue config reload\n"
      "  rollback: snapshot taken Friday 22:00 UTC, rollback tested in UAT\n"
      "  contacts: #oms-support, on-call via PagerDuty (exec-platform)", kind="noise")
    t = D.at(20, 35, 4)
    P(t, "exec", f"EXEC | TCA summary {D.clock(t)}Z (desk, today)\n```\nvenue   share   slip(bp)  fill%\n" +
      "\n".join(f"{v:<8}{r.randint(5, 40):>4}%  {r.randint(-30, 90) / 10:>+7.1f}  {r.randint(70, 100):>5}%" for v in
                ("XETR", "XAMS", "XPAR", "XCSE", "XNAS", "DARK", "SI")) +
      "\n```\nbenchmark: arrival mid · algo mix: VWAP 61%, POV 24%, IS 15%", kind="noise")
    P(D.at(21, 40, 10), "news",
      "Newswire week-ahead (generic, not filtered for the book)\n"
      "- Mon: German Ifo, US new home sales; UK bank holiday\n- Tue: US consumer confidence, Japan CPI (Tokyo)\n"
      "- Wed: Australian CPI, ECB financial stability review, OPEC+ technical meeting\n"
      "- Thu: US GDP (second estimate), eurozone M3, jobless claims\n"
      "- Fri: eurozone flash CPI, US PCE deflator, China official PMIs at the weekend\n"
      "Earnings: a handful of US retailers and software names; quiet in Europe.", kind="near")
    P(D.at(22, 30, 10), "cron", f"cron: EOD snapshot uploaded to s3://desk-eqls/eod/ ({r.randint(280, 340)} MB, "
      f"sha256 {hashlib.sha256(str(D.t0).encode()).hexdigest()[:16]}…)", kind="noise")
    P(D.at(23, 10, 8), "cron", "cron: overnight limit file refreshed from risk-core (16 limits, 0 changes)", kind="noise")
    build = 4800 + D.day * 11 + r.randint(0, 9)
    P(D.at(2, 15, 30), "ci", f"ci: exec-adapter #{build} passed ✅ ({r.randint(200, 240)} tests, 3m{r.randint(10, 59)}s)",
      kind="noise")
    P(D.at(12, 5, 20), "ci", f"ci: build #{build + 3} failed ❌ test_fix_session_reconnect (flaky), retrying", kind="noise")
    P(D.at(12, 20, 15), "ci", f"ci: build #{build + 3} retry passed ✅", kind="noise")
    P(D.at(21, 10, 20), "ci", f"ci: deploy pnl-bot v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ✔ (canary 10 min, no errors)",
      kind="noise")
    P(D.at(7, 0, 0) - 20_000, "bell", "🔔 Xetra / Euronext continuous trading open", kind="noise")
    P(D.at(15, 30, 0) - 60_000, "bell", "🔔 Xetra / Euronext closing auction", kind="noise")
    P(D.at(13, 30, 0) - 10_000, "bell", "🔔 NYSE / Nasdaq open", kind="noise")
    P(D.at(20, 0, 0) - 5_000, "bell", "🔔 NYSE / Nasdaq close", kind="noise")
    rc_t = D.at(r.choice([3, 11, 17]), 20, 20)
    P(rc_t, "hb", f"[gateway] connection reset by peer; reconnecting in {r.randint(2, 8)}s (attempt 1/5)", kind="noise")
    P(rc_t + r.randint(6_000, 15_000), "hb", f"[gateway] resumed session, replayed {r.randint(5, 60)} events", kind="noise")

    # price alerts
    alerts = [
        f"⚠️ ASML.AS {_fmt(c['asml'] * 1.008)} crossed ▲ (alert {r.randint(200, 240)})",
        f"⚠️ MC.PA through {_fmt(c['mc'] * 0.985)} ▼ (alert {r.randint(241, 280)})",
        f"📉 NOVO-B.CO -{r.randint(15, 30) / 10}% on the day",
        f"⚠️ V2X {r.randint(160, 200) / 10} ▲",
        f"📈 GOOGL +{r.randint(15, 35) / 10}% vs open",
        f"⚠️ SAP.DE new 52w high {_fmt(c['sap'] * 1.02)}",
        f"⚠️ FESX JUN26 {_fmt(c['fesx'] * 0.992, 0)} ▼ (alert {r.randint(300, 330)})",
        f"📈 MSFT +{r.randint(10, 25) / 10}% vs open",
        f"⚠️ EURDKK 7.46{r.randint(0, 9)} outside band (peg watch)",
    ]
    for a, h in zip(r.sample(alerts, r.randint(6, 8)), sorted(r.sample([7.2, 8.1, 9.4, 10.2, 13.6, 14.3, 15.1, 16.7, 18.4], 8))):
        P(D.at(h, 0, 15), "alerts", a, kind="noise")

    # pnl snapshots
    day_pnl = r.randint(-150, 450)
    for h in (9, 11, 14, 16, 20.5):
        day_pnl += r.randint(-120, 160)
        t = D.at(h, 0, 3)
        sign = "+" if day_pnl >= 0 else "-"
        gross = r.randint(175, 196)
        beta = r.randint(18, 29) / 100
        if r.random() < 0.25:
            P(t, "pnl", "", kind="noise", embeds=[{
                "title": f"Desk PnL — {D.clock(t)}Z",
                "fields": [{"name": "Day", "value": f"{sign}€{abs(day_pnl)}k", "inline": True},
                           {"name": "MTD", "value": f"+€{r.randint(1500, 3200) / 1000:.2f}m", "inline": True},
                           {"name": "Gross", "value": f"{gross}% NAV", "inline": True},
                           {"name": "Net", "value": f"{r.randint(5, 16)}%", "inline": True},
                           {"name": "β", "value": f"{beta:.2f}", "inline": True}],
                "footer": "pnl-bot · marks: composite · fx: WMR 16:00 prior"}])
        else:
            P(t, "pnl", f"PnL {D.clock(t)}Z | day {sign}€{abs(day_pnl)}k | mtd +€{r.randint(1500, 3200) / 1000:.2f}m | "
              f"gross {gross}% | net {r.randint(5, 16)}% | β {beta:.2f} | top: "
              f"{r.choice(['SAP.DE', 'NOVO-B.CO', 'GOOGL', 'MC.PA'])} / bottom: {r.choice(['ASML.AS', 'MSFT', 'FESXM6'])}\n```\n" +
              "\n".join(f"{sym:<11}{r.randint(-60, 120):>+5}k  {r.randint(-25, 40) / 10:>+5.1f}%" for sym in
                        ("ASML.AS", "SAP.DE", "NOVO-B.CO", "GOOGL", "MC.PA", "MSFT", "FESXM6")) + "\n```",
              kind="noise")

    # hourly market snapshots (noise)
    for h in (7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.75, 14.5, 15.25, 16.5, 17.5, 18.5, 19.5):
        t = D.at(h, 0, 2)
        mv = lambda: f"{r.randint(-18, 22) / 10:+.1f}%"
        P(t, "alerts", f"pricewatch snapshot {D.clock(t)}Z\n```\n"
          f"SX5E   {_fmt(c['fesx'] * (1 + r.uniform(-.006, .006)), 0):>7}  {mv()}\nDAX    {_fmt(23500 * (1 + r.uniform(-.02, .02)), 0):>7}  {mv()}\n"
          f"SPX    {_fmt(5900 * (1 + r.uniform(-.02, .02)), 0):>7}  {mv()}\nV2X    {r.randint(150, 200) / 10:>7}  {mv()}\n"
          f"ASML.AS {_fmt(c['asml']):>8} {mv()}  SAP.DE {_fmt(c['sap']):>7} {mv()}\n"
          f"NOVO-B.CO {_fmt(c['novo']):>7} {mv()}  MC.PA {_fmt(c['mc']):>7} {mv()}\n"
          f"GOOGL {_fmt(c['googl']):>7} {mv()}  MSFT {_fmt(c['msft']):>7} {mv()}\n```", kind="noise")

    # exec-adapter / router warnings (noise)
    t = D.at(r.choice([4, 13, 18]), 25, 20)
    P(t, "exec", "exec-adapter WARN: drop copy lagging primary by 2.4s (threshold 2.0s)\n```\n"
      "  at fix.dropcopy.Monitor.check(Monitor.java:118)\n  at fix.dropcopy.Monitor.lambda$start$0(Monitor.java:64)\n"
      "  at java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)\n"
      "  at java.base/java.util.concurrent.FutureTask.runAndReset(FutureTask.java:358)\n"
      "  at java.base/java.lang.Thread.run(Thread.java:1583)\n```\nauto-recovered after 1 cycle", kind="noise")
    t = D.at(r.choice([2, 14, 21]), 50, 20)
    P(t, "router", "desk-router: classifier call timed out, item re-queued\n```\nTraceback (most recent call last):\n"
      "  File \"/app/router/worker.py\", line 143, in handle\n    decision = await self.classify(item)\n"
      "  File \"/app/router/worker.py\", line 97, in classify\n    return await asyncio.wait_for(self.llm(item), 20)\n"
      "  File \"/usr/local/lib/python3.12/asyncio/tasks.py\", line 520, in wait_for\n    return await fut\n"
      "asyncio.exceptions.TimeoutError\n```\nretry 1/3 scheduled in 15s", kind="noise")

    # risk exposure reports (long noise)
    for h in (7.05, 9.1, 12.1, 14.1, 16.05):
        t = D.at(h, 0, 2)
        rows = []
        for sym, side, w in (("ASML.AS", "L", 3.6), ("SAP.DE", "L", 3.9), ("NOVO-B.CO", "L", 3.1), ("GOOGL", "L", 2.7),
                             ("MC.PA", "S", -1.9), ("MSFT", "S", -0.8), ("FESXM6", "S", -14.5)):
            w = w * (1 + r.uniform(-0.12, 0.12))
            rows.append(f"{sym:<11}{side:>3}{w:>8.1f}{w * r.uniform(0.9, 1.4):>9.1f}"
                        f"{(single_name.rstrip('%') if sym != 'FESXM6' else 'n/a'):>8}")
        sectors = "\n".join(f"{sec:<14}{r.randint(-8, 14):>+5}%  {r.randint(4, 18):>4}%" for sec in
                            ("Technology", "Health Care", "Cons. Disc.", "Index hedge", "Other"))
        factors = " · ".join(f"{fc} {r.randint(-30, 30) / 100:+.2f}" for fc in ("mkt", "size", "value", "momentum", "quality", "crowding"))
        P(t, "risk", f"RiskGuard exposure report {D.clock(t)}Z\n```\nname        side  %NAV   β-adj    limit\n" + "\n".join(rows) +
          f"\n```\nby sector (net / gross):\n```\n{sectors}\n```\nfactor betas: {factors}\ngross {r.randint(176, 195)}% | net {r.randint(5, 14)}% | VaR(95,1d) €{r.randint(15, 24) / 10}m of €3.0m | "
          "stress (2020-03) -6.1% | liquidity: 97% of book exits in <1 day at 20% ADV\nstatus: within limits", kind="noise")
    t = D.at(20, 44, 3)
    attr = "\n".join(f"{sym:<11}{r.randint(lo, hi):>+6}k   {cat}" for sym, lo, hi, cat in (
        ("ASML.AS", -90, 60, "stock"), ("SAP.DE", 40, 180, "stock"), ("NOVO-B.CO", -60, 80, "stock + fx"),
        ("GOOGL", -40, 90, "stock + fx"), ("MC.PA", -20, 110, "stock"), ("MSFT", -70, 40, "stock + fx"),
        ("FESXM6", -120, 60, "hedge"), ("cash/fees", -9, -1, "borrow, commissions")))
    P(t, "pnl", f"PnL attribution (EUR) for {datetime.fromtimestamp((D.t0 + t) / 1000, tz=timezone.utc).strftime('%d %b')}\n```\n"
      f"{attr}\n```\nalpha vs SX5E β-adj: +{r.randint(5, 40)}bp | factor: momentum +{r.randint(1, 9)}bp, value -{r.randint(1, 9)}bp, "
      f"size {r.randint(-3, 3)}bp | marks: composite close, WMR 16:00", kind="noise")

    # stack trace (live) + spam traces (bulk deleted)
    tr_t = D.at(r.choice([1, 5, 19]), 40, 15)
    P(tr_t, "pnl", "pnl-bot: mark refresh failed, falling back to last good marks\n```\nTraceback (most recent call last):\n"
      "  File \"/srv/pnl/runner.py\", line 58, in tick\n    with self.lock.acquire(timeout=30):\n"
      "  File \"/srv/pnl/marks.py\", line 214, in refresh\n    px = self.source.snapshot(symbols, fields=FIELDS)\n"
      "  File \"/usr/lib/python3.11/site-packages/bpipe/session.py\", line 402, in request\n    resp = self._wait(cid, timeout)\n"
      "  File \"/usr/lib/python3.11/site-packages/bpipe/session.py\", line 377, in _wait\n    raise TimeoutError(cid)\n"
      "TimeoutError: cid=4471\n\nThe above exception was the direct cause of the following exception:\n\n"
      "Traceback (most recent call last):\n"
      "  File \"/srv/pnl/sources/composite.py\", line 88, in snapshot\n    raise SourceTimeout(f\"{self.name}: no reply in {self.timeout}s\")\n"
      f"pnl.sources.errors.SourceTimeout: bbg-bpipe: no reply in {r.randint(5, 15)}s\n\nDuring handling of the above exception, another exception occurred:\n\n"
      "Traceback (most recent call last):\n  File \"/srv/pnl/runner.py\", line 61, in tick\n    marks.refresh()\n"
      "  File \"/srv/pnl/marks.py\", line 229, in refresh\n    self._fallback(symbols)\n"
      "  File \"/srv/pnl/marks.py\", line 250, in _fallback\n    raise StaleMarks(stale)\n"
      f"pnl.marks.StaleMarks: {r.randint(2, 7)} symbols older than 300s\n```", kind="noise")
    spam_t = D.at(r.choice([6, 10, 17]), 12, 20)
    spam = []
    for i in range(3):
        spam.append(P(spam_t + i * r.randint(2_000, 9_000), "pnl",
                      "pnl-bot: fx leg failed\n```\nTraceback (most recent call last):\n"
                      "  File \"/srv/pnl/fx_rates.py\", line 77, in rate\n    return self._cache[pair].value\n"
                      "  File \"/srv/pnl/fx_rates.py\", line 40, in value\n    raise FxRateMissing(pair, age)\n"
                      f"pnl.fx.FxRateMissing: EURDKK stale since {D.clock(spam_t - 4 * MIN, True)} (retry {i + 1}/3)\n```",
                      kind="noise"))
    for m in spam:
        m["snippet"] = "FxRateMissing: EURDKK stale since"
    D.bulk_delete(spam, spam_t + r.randint(4, 9) * MIN)
    P(spam_t + 10 * MIN + r.randint(0, 60_000), "analyst", "cleared the fx spam from pnl-bot, ticket raised with infra", kind="chat")

    # ------------------------------------------------------------ risk limit change (hard)
    variant = r.randint(0, 2)
    if variant == 0:
        t = D.at(6, 20, 10)
        P(t, "risk", f"Risk notice: from 15:00 London the desk's net beta limit is cut from 0.30 to 0.20 for the rest of "
          f"the week, ahead of payrolls (CRO ref RC-{r.randint(2000, 2999)}). Gross and single-name limits are unchanged.",
          kind="hard", etype="risk_limit", facts=["net beta limit", "0.30", "0.20"], phrasing="untagged",
          idiom="risk bot limit change in prose")
    elif variant == 1:
        single_name = "5.0%"
        t = D.at(6, 20, 10)
        P(t, "risk", f"Risk notice: the single-name gross limit for this desk goes from 4.0% to 5.0% of NAV with "
          f"immediate effect (CRO ref RC-{r.randint(2000, 2999)}). This does not apply to the index hedge.",
          kind="hard", etype="risk_limit", facts=["single-name gross limit", "4.0%", "5.0%"], phrasing="untagged",
          idiom="risk bot limit change in prose")
    else:
        t = D.at(14, 50, 10)
        P(t, "risk", "", kind="hard", etype="risk_limit", phrasing="embed",
          facts=["Technology net", "40% NAV", "35% NAV"], idiom="risk bot limit change in prose",
          embeds=[{"title": "Limit change", "description": "Sector cap lowered by Risk Committee",
                   "fields": [{"name": "Limit", "value": "Technology net"}, {"name": "Old", "value": "40% NAV", "inline": True},
                              {"name": "New", "value": "35% NAV", "inline": True},
                              {"name": "Effective", "value": "tomorrow's open"}],
                   "footer": f"RiskGuard · ref RC-{r.randint(2000, 2999)}"}])

    # risk heartbeats (noise)
    for h in (8, 12, 17):
        P(D.at(h, 0, 2), "risk", f"RiskGuard {D.clock(D.at(h, 0))}Z: all limits ok (16/16) · gross {r.randint(176, 195)}% NAV · "
          f"net β {r.randint(18, 27) / 100:.2f}", kind="noise")

    pm_t = D.at(6, 14, 5)
    P(pm_t, "analyst",
      "pre-market, our names:\n"
      f"- asml.as: indicated {r.choice(['+0.6%', '+1.1%', '-0.4%', 'flat'])}, tsmc read-across helping, nothing company-specific\n"
      f"- sap.de: indicated +{sap_up}% on the guide (see thread), volume already heavy on tradegate\n"
      f"- novo-b.co: indicated {r.choice(['-0.8%', '-1.4%', 'flat'])}, lilly chatter weighing on the whole glp-1 complex\n"
      f"- mc.pa: indicated {r.choice(['-0.5%', '-1.0%', 'flat'])}, luxury basket soft after the swiss watch data\n"
      f"- googl / msft: futures {r.choice(['+0.3%', '+0.1%', '-0.2%'])}, both flat after hours\n"
      f"- fesx: {_fmt(c['fesx'], 0)} indicated, {r.choice(['+4', '-6', '+11', '-2'])} pts on the night\n"
      "broker changes on our names: nothing yet, expect something on sap once the sellside has read the release\n"
      "calendar: us data 13:30 london, ecb lane 10:00, schnabel 16:30\n"
      f"borrow: mc.pa gc, msft gc, no recalls", kind="chat")
    P(D.at(6, 3, 2), "risk",
      "RiskGuard daily limit sheet (unchanged from yesterday)\n"
      "- gross exposure: 200% NAV\n- net exposure: ±25% NAV\n- net beta: 0.30\n"
      "- single-name gross: 4.0% NAV (index hedge exempt)\n- sector net (Technology): 40% NAV\n"
      "- VaR (95%, 1d): €3.0m\n- liquidity: 90% of book exit in ≤2 days at 20% ADV\n"
      "Breaches overnight: none. Pending changes: see notices.", kind="near",
      idiom="daily limit sheet restating unchanged limits")

    # ------------------------------------------------------------ pre-market SAP headline + thread
    t_sapnews = D.at(5, 58, 6)
    style = r.randint(0, 2)
    if style == 0:
        sapnews = P(t_sapnews, "news", f"*SAP RAISES 2026 CLOUD REVENUE OUTLOOK; SHARES +{sap_up}% PRE-MARKET", kind="hard",
                    etype="held_position_news", facts=["SAP", "CLOUD REVENUE OUTLOOK"], phrasing="untagged",
                    idiom="all-caps wire flash on held name")
    elif style == 1:
        sapnews = P(t_sapnews, "news", "", kind="hard", etype="held_position_news", facts=["SAP", "cloud revenue outlook"],
                    phrasing="embed", idiom="embed-only headline on held name",
                    embeds=[{"title": f"SAP raises 2026 cloud revenue outlook; shares up {sap_up}% in pre-market",
                             "description": "Walldorf-based software group cites stronger-than-expected demand for its "
                                            "Business Suite in the Americas and Asia.",
                             "url": "https://wire.example.net/a/" + hashlib.md5(f"sap{D.t0}".encode()).hexdigest()[:10],
                             "author": "Reuters", "footer": f"Newswire · {D.clock(t_sapnews)} UTC"}])
    else:
        sapnews = P(t_sapnews, "news", f"NEWSWIRE {D.clock(t_sapnews)} | SAP raises 2026 cloud revenue outlook; shares up "
                    f"{sap_up}% in pre-market (Reuters)", kind="hard", etype="held_position_news",
                    facts=["SAP", "cloud revenue outlook"], phrasing="untagged", idiom="wire headline names company, not ticker")
    rt = P(t_sapnews + r.randint(30_000, 90_000), "router",
           "→ routing the SAP guidance note to @alastair: held long, wants a view before the open", reply=sapnews,
           kind="hard", etype="route_decision", facts=["SAP", "@alastair"], phrasing="untagged",
           idiom="arrow routing line to a person")

    th_sap = D.thread("sap guidance", t_sapnews + r.randint(15, 30) * MIN)
    t = D.threads[th_sap]["t"]
    P(t + 20_000, "analyst", "opening a thread for the sap guide so the main channel doesn't drown", thread=th_sap)
    P(t + r.randint(2, 4) * MIN, "analyst",
      "quick read of the release:\n"
      f"- cloud rev guide raised to €{r.randint(21, 23)}.{r.randint(0, 9)}-{r.randint(23, 24)}.{r.randint(0, 9)}bn from €21.6-21.9bn\n"
      f"- current cloud backlog +{r.randint(27, 31)}% cc, beat by ~2pts\n"
      "- op margin guide unchanged, which is the only soft bit\n"
      "- fcf guide unchanged\n"
      "- mgmt on the call at 08:00 cet, i'll listen in\n"
      "- buy-side bogey was a small raise, this is a proper one\n"
      "net: cleanest print of the quarter in eu software so far. model update tonight.", thread=th_sap)
    gs_pt = r.choice([205, 210, 215])
    P(t + r.randint(9, 14) * MIN, "analyst",
      f"and here we go, sellside: \"GS: upgrade SAP to Buy, PT {gs_pt} — cloud acceleration underappreciated, "
      f"we move our FY27 EPS {r.randint(3, 6)}% above consensus\"", thread=th_sap, kind="near",
      idiom="quoted sell-side upgrade with PT")
    th_pm = P(t + r.randint(20, 30) * MIN, "pm",
              "For the avoidance of doubt, our SAP view hasn't changed because Goldman has caught up: we remain "
              "constructive, conviction high, and this print confirms the thesis rather than extends it. "
              "The margin guide is the one thing I'd like to hear them defend on the call.",
              thread=th_sap, kind="hard", etype="thesis_update",
              facts=["SAP", "constructive", "conviction high", "confirms the thesis"], phrasing="untagged",
              idiom="thesis confirmed after sell-side upgrade")
    D.react(th_pm, th_pm["t"] + 40_000, "👍", "analyst")
    P(t + r.randint(35, 45) * MIN, "analyst", "agree. margin q is the one i'd ask too, will flag it on the call queue", thread=th_sap)
    P(t + r.randint(50, 70) * MIN, "analyst",
      "call notes: cfo says margin guide is 'prudent', won't be drawn on h2. emea cloud +31%. "
      "they were asked about ai pricing twice and dodged twice. nothing that changes anything.", thread=th_sap)
    P(t + r.randint(75, 90) * MIN, "pm", "Thanks, very useful. Dodging twice is its own answer.", thread=th_sap)
    P(t + r.randint(92, 98) * MIN, "analyst",
      "transcript bits worth having, from the q&a:\n"
      "> q (ms): can you size the contribution of ai to the cloud backlog?\n"
      "> cfo: we're not going to break that out at this stage. what i'd say is the attach rate is ahead of our plan.\n"
      "> q (jpm): the margin guide looks conservative given the revenue raise - what's holding it back?\n"
      "> cfo: we're investing. we said we'd be prudent and we are being prudent. h2 has the bulk of the ai investment.\n"
      "> q (ubs): any change in deal cycles in the us public sector?\n"
      "> ceo: no change we can see. pipeline is healthy.\n"
      "> q (bernstein): pricing on the ai units - when do we hear more?\n"
      "> ceo: later in the year, at the capital markets day.\n"
      "the 'prudent' line came up three times. make of that what you will", thread=th_sap)
    P(t + r.randint(100, 140) * MIN, "analyst",
      "first pass at the model changes, full update tonight:\n"
      f"- cloud rev fy26 +{r.randint(2, 4)}%, fy27 +{r.randint(3, 5)}% (backlog conversion faster than i had)\n"
      "- software licence decline a bit steeper, mgmt pushing everyone to cloud contracts\n"
      "- op margin unchanged at the guide, i'm below mgmt on h2 because of the ai investment they flagged\n"
      f"- eps fy27 +{r.randint(2, 5)}%, fcf roughly unchanged\n"
      f"- on my numbers the stock is on {r.randint(28, 34)}x fy27 pe after today's move, vs 5y avg ~24x\n"
      "- key debates: ai pricing (they won't say), margin path (they won't say), us public sector (small)\n"
      "will circulate the sheet by 19:00", thread=th_sap)

    # ------------------------------------------------------------ PM morning note (buried proposal) + ASML trim flow
    q_asml = r.choice([8_000, 10_000, 12_000])
    lim_asml = round(c["asml"] * 1.004 / 0.2) * 0.2
    s_lim = _fmt(lim_asml)
    t_note = D.at(6, 42, 6)
    colour1 = " ".join(D.take("pm", 5))
    colour2 = " ".join(D.take("pm", 3))
    dec_variants = [
        (f"On positioning, we're trimming ASML into this strength: sell {_q(q_asml)} ASML.AS at a {s_lim} limit, "
         f"good for the day, and keep the core.", ["trimming", "sell", _q(q_asml), "ASML.AS", s_lim]),
        (f"One change to the book: I want {_q(q_asml)} ASML.AS off - sell at {s_lim} or better - which takes us back "
         f"towards a three per cent weight.", ["sell", _q(q_asml), "ASML.AS", s_lim]),
        (f"ASML: we're selling {_q(q_asml)} ASML.AS at {s_lim} limit this morning to bring the position back to target.",
         ["selling", _q(q_asml), "ASML.AS", s_lim]),
    ]
    dec, dec_facts = r.choice(dec_variants)
    note = (f"Morning all. Notes for {datetime.fromtimestamp((D.t0 + t_note) / 1000, tz=timezone.utc).strftime('%A %d %B')}.\n\n"
            f"Overnight: {colour1}\n\n"
            f"SAP: the guidance raise is the headline of the morning for us. Priya has the detail in the thread; I'll "
            f"listen to the call before I form a view on the margin line. If it opens up more than six or seven per cent "
            f"I'd be inclined to let it settle rather than chase, but that's a judgement for nine o'clock, not now.\n\n"
            f"{dec} The EUV story is intact, but it's a large weight after the run and I'd rather recycle some of it.\n\n"
            f"Luxury: nothing new on LVMH, the short is working and I'm happy to let it run. Novo is our laggard this month; "
            f"I'll come back to it once we've seen how the GLP-1 complex trades on the Lilly chatter.\n\n"
            f"Alphabet and Microsoft: both quiet overnight. The relative performance between the two has been wide "
            f"this year and I think that continues; Priya is looking at whether there's a cleaner way to express it than "
            f"two outright positions. No change today unless the US session gives us a reason.\n\n"
            f"Hedge: the FESX short is doing its job. Net beta has drifted up with the SAP move, so watch the risk "
            f"report; I'd rather top the hedge up than be told to by the engine.\n\n"
            f"Risk: gross finished yesterday around 185% with net beta in the low twenties. The SAP move adds to both. "
            f"I'd like the single-name numbers checked before anyone adds to the large longs, and I'll look at the "
            f"hedge ratio again after the open.\n\n"
            f"Pipeline: Siemens and Infineon are the two names I'd like us to spend time on this week - not for today, "
            f"and not until we have a view on the auto cycle. Priya, could you put together the bear case on Infineon "
            f"first? It's the one where I think consensus is most wrong, though I can't yet tell you in which direction.\n\n"
            f"Elsewhere: {colour2}\n\n"
            f"Calendar: US data 13:30, ECB speakers through the afternoon, Microsoft's Build keynote is next week. "
            f"Risk committee at 11:00, I'll be out for an hour.\n\nAW")
    note_m = P(t_note, "pm", note, kind="hard", etype="trade_proposal", facts=dec_facts, phrasing="buried",
               idiom="decision sentence buried in PM morning note")
    D.pin(note_m, t_note + 90_000, "pm")
    D.react(note_m, t_note + 95_000, "📌", "pm")
    D.react(note_m, t_note + 4 * MIN, "👀", "analyst")
    D.react(note_m, t_note + 9 * MIN, "👀", "analyst", op="reaction_remove")
    ack = P(t_note + r.randint(3, 6) * MIN, "analyst", "ty", reply=note_m, kind="noise")

    o_asml = D.order()
    if r.random() < 0.35:
        P(t_note + r.randint(8, 12) * MIN, "router",
               f"→ routing the ASML trim (sell {_q(q_asml)} @ {s_lim}) to @exec-agent", reply=note_m,
               kind="hard", etype="route_decision", facts=["ASML", "@exec-agent", _q(q_asml)], phrasing="untagged")
    if r.random() < 0.7:
        P(D.at(7, 1, 0), "exec", f"EXEC | NEW SELL {_q(q_asml)} ASML.AS LMT {s_lim} DAY | ord {o_asml} | ACK XAMS",
          kind="hard", etype="trade_confirmation", facts=["SELL", _q(q_asml), "ASML.AS", o_asml], phrasing="structured",
          idiom="pipe-delimited EXEC ack")
    q1 = int(q_asml * r.choice([0.4, 0.5, 0.6]) // 1000 * 1000)
    f1 = lim_asml + r.choice([0.0, 0.2, 0.4])
    P(D.at(7, 8, 3), "exec", f"EXEC | SELL {_q(q1)} ASML.AS @ {_fmt(f1)} | avg {_fmt(f1)} | ord {o_asml}",
      kind="hard", etype="trade_fill", facts=["SELL", _q(q1), "ASML.AS", _fmt(f1)], phrasing="structured",
      idiom="pipe-delimited EXEC fill line")
    q2 = q_asml - q1 - r.choice([0, 2_000])
    f2 = lim_asml + r.choice([0.2, 0.6, 1.0])
    avg = (q1 * f1 + (q2) * f2) / (q1 + q2)
    if q2 > 0 and r.random() < 0.6:
        P(D.at(8, 35, 20), "exec", f"EXEC | SELL {_q(q2)} ASML.AS @ {_fmt(f2)} | avg {_fmt(avg)} | ord {o_asml}"
          + (" | done" if q1 + q2 == q_asml else f" | {_q(q1 + q2)}/{_q(q_asml)}"),
          kind="hard", etype="trade_fill", facts=["SELL", _q(q2), "ASML.AS", _fmt(f2)], phrasing="structured")
        left = q_asml - q1 - q2
    else:
        left = q_asml - q1
    if left > 0:
        P(D.at(15, 31, 1), "exec", f"EXEC | EXPIRED ord {o_asml} ASML.AS | SELL {_q(left)} unfilled, day order cancelled at close",
          kind="hard", etype="trade_confirmation", facts=["EXPIRED", o_asml, "ASML.AS", _q(left)], phrasing="structured",
          idiom="day order expiry line")
    P(D.at(8, 50, 20), "analyst", f"we should send the rest of the asml soon, it's been sitting at {s_lim} all morning",
      kind="near", idiom="'we should send it soon' (no decision)")

    # ------------------------------------------------------------ SAP shorthand buy flow
    q_sap = r.choice([20_000, 25_000, 30_000])
    lim_sap = round(c["sap"] * 1.003 / 0.05) * 0.05
    stp_sap = round(c["sap"] * 0.95)
    t_sb = D.at(7, 18, 4)
    sb = P(t_sb, "analyst",
           f"b {_k(q_sap)} sap.de @ {_fmt(lim_sap)} stp {stp_sap}\ncloud guide is a proper beat, want more before the rest of the street catches up",
           kind="hard", etype="trade_proposal", facts=[f"b {_k(q_sap)}", "sap.de", _fmt(lim_sap)], phrasing="shorthand",
           idiom="k-suffixed lowercase shorthand proposal")
    P(t_sb + r.randint(40, 90) * 1000, "analyst", "(that's on top of the existing, obviously)", reply=sb)
    appr = r.choice([("yes, do it", ["yes", "do it"]), ("Yes - do it. Keep it to the limit.", ["Yes", "do it"]),
                     ("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"])])
    ap = P(t_sb + r.randint(3, 6) * MIN, "pm", appr[0], reply=sb, kind="hard", etype="trade_approval", facts=appr[1],
           phrasing="reply", idiom="short reply approving a proposal")
    D.react(sb, ap["t"] + 2_000, "👍", "pm")
    o_sap = D.order()
    P(ap["t"] + r.randint(40, 100) * 1000, "router",
      f"→ routing the SAP buy ({_k(q_sap)} @ {_fmt(lim_sap)}) to @exec-agent", reply=sb,
      kind="hard", etype="route_decision", facts=["SAP", _k(q_sap), "@exec-agent"], phrasing="untagged")
    if r.random() < 0.4:
        P(ap["t"] + r.randint(3, 5) * MIN, "execagent",
          f"ack: BUY {_q(q_sap)} SAP.DE lmt {_fmt(lim_sap)} received, working it as a VWAP slice to 11:00 London, ord {o_sap}",
          kind="hard", etype="trade_confirmation", facts=["BUY", _q(q_sap), "SAP.DE", o_sap], phrasing="untagged",
          idiom="execution agent working ack in prose")
    qa = r.choice([8000, 9000, 11000])
    pa = lim_sap - r.choice([0.05, 0.10, 0.15])
    P(D.at(8, 5, 10), "exec", f"exec ord={o_sap} sym=SAP.DE side=BUY qty={qa} px={pa:.2f} cum={qa}/{q_sap} status=PARTIAL",
      kind="hard", etype="trade_fill", facts=["SAP.DE", "BUY", f"qty={qa}", f"px={pa:.2f}"], phrasing="structured",
      idiom="key=value partial fill")
    qb = q_sap - qa
    pb = lim_sap - r.choice([0.0, 0.05])
    avg_sap = (qa * pa + qb * pb) / q_sap
    P(D.at(10, 52, 6), "exec", "", kind="hard", etype="trade_fill", facts=["SAP.DE", "BUY", _q(qb), _fmt(pb)],
      phrasing="embed", idiom="embed-only execution report",
      embeds=[{"title": "Execution report", "description": "SAP.DE — order complete",
               "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": _q(qb), "inline": True},
                          {"name": "Px", "value": _fmt(pb), "inline": True}, {"name": "Avg", "value": _fmt(avg_sap), "inline": True},
                          {"name": "Cum", "value": f"{_q(q_sap)}/{_q(q_sap)}", "inline": True}],
               "footer": f"ord {o_sap} · venue XETR"}])

    P(D.at(8, 20, 8), "model", f"MODEL-PF (paper) | BUY 5,000 SAP.DE @ {_fmt(c['sap'] * 0.998)} | rebalance to model weight 4.2%",
      kind="near", idiom="paper trade from model portfolio bot")
    P(D.at(9, 44, 20), "model", f"MODEL-PF (paper) | SELL 2,000 MC.PA @ {_fmt(c['mc'])} | drift rebalance", kind="near")

    # ------------------------------------------------------------ deleted fat finger (hard, deleted)
    t_ff = D.at(9, 31, 8)
    ff = P(t_ff, "analyst", "s 50k asml.as mkt, all of it now", kind="hard", etype="trade_proposal",
           facts=["s 50k", "asml.as", "mkt"], phrasing="shorthand")
    ff["snippet"] = "s 50k asml.as mkt, all of it now"
    D.delete(ff, t_ff + r.randint(15, 40) * 1000)
    P(t_ff + r.randint(50, 80) * 1000, "analyst", "ignore that, fat finger, wrong window. sorry")
    P(t_ff + r.randint(100, 160) * 1000, "pm", "Easily done. Nothing was sent.")

    # ------------------------------------------------------------ Novo add, CIO approval, risk resize, embed fill
    q_novo = r.choice([8_000, 9_000, 10_000])
    q_novo2 = q_novo - r.choice([2_000, 2_500, 3_500])
    lim_novo = _fmt(c["novo"] * 1.01)
    stop_novo = _fmt(c["novo"] * 0.94)
    t_nv = D.at(8, 12, 8)
    nv = P(t_nv, "pm", f"I'd like to add to Novo on this dip. Buy {_q(q_novo)} NOVO-B.CO up to {lim_novo}, same stop at {stop_novo}. "
           "The Lilly chatter is noise as far as I'm concerned: the oral data is good, but it's a different patient and a "
           "different price point, and the market is selling the whole complex indiscriminately. We've been underweight "
           "the name relative to conviction since the price cut, and this is the level I said I'd want to be adding at. "
           "Gwen, shout if you object.",
           kind="hard", etype="trade_proposal", facts=["Buy", _q(q_novo), "NOVO-B.CO", lim_novo], phrasing="untagged",
           idiom="PM proposal in full sentences")
    P(t_nv + r.randint(60, 120) * 1000, "analyst", "what's that take the weight to?", reply=nv, kind="near")
    P(t_nv + r.randint(150, 200) * 1000, "pm", "About four and a half, before the risk engine has its say.", reply=nv)
    cio = P(t_nv + r.randint(5, 9) * MIN, "cio", r.choice(["Fine by me - go.", "Fine by me, go ahead."]), reply=nv,
            kind="hard", etype="trade_approval", facts=["Fine by me", "go"], phrasing="reply")
    o_novo = D.order()
    if r.random() < 0.35:
        P(cio["t"] + r.randint(30, 70) * 1000, "router", f"→ routing the Novo add ({_q(q_novo)} @ ≤{lim_novo}) to @exec-agent",
          reply=nv, kind="hard", etype="route_decision", facts=["Novo", "@exec-agent"], phrasing="untagged")
    P(cio["t"] + r.randint(2, 3) * MIN, "risk",
      f"RiskGuard: order {o_novo} (BUY {_q(q_novo)} NOVO-B.CO) has been resized to {_q(q_novo2)} shares by the risk engine. "
      f"At full size the desk would breach its {single_name} single-name gross limit.",
      kind="hard", etype="risk_limit", facts=["resized", _q(q_novo2), "NOVO-B.CO", single_name], phrasing="untagged",
      idiom="risk engine resizes an order")
    if r.random() < 0.35:
        P(cio["t"] + r.randint(4, 5) * MIN, "exec", f"EXEC | NEW BUY {_q(q_novo2)} NOVO-B.CO LMT {lim_novo} DAY | ord {o_novo} | ACK XCSE",
          kind="hard", etype="trade_confirmation", facts=["BUY", _q(q_novo2), "NOVO-B.CO", o_novo], phrasing="structured")
    fnv = _fmt(c["novo"] * 1.004)
    P(cio["t"] + r.randint(25, 50) * MIN, "exec", "", kind="hard", etype="trade_fill",
      facts=["NOVO-B.CO", "BUY", _q(q_novo2), fnv], phrasing="embed",
      embeds=[{"title": "Execution report", "description": "NOVO-B.CO — filled",
               "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": _q(q_novo2), "inline": True},
                          {"name": "Avg", "value": fnv, "inline": True}, {"name": "Ccy", "value": "DKK", "inline": True}],
               "footer": f"ord {o_novo} · venue XCSE"}])
    P(D.at(9, 5, 10), "analyst", f"for the record our last novo fill in april was 20k @ {_fmt(c['novo'] * 0.962)}, avg in the book is lower than people think",
      kind="near", idiom="past fill told as history")

    # ------------------------------------------------------------ LVMH stop moved twice by editing (hard, edited)
    s0, s1, s2 = c["mc"] * 1.062, c["mc"] * 1.047, c["mc"] * 1.031
    s0, s1, s2 = _fmt(round(s0 * 2) / 2), _fmt(round(s1 * 2) / 2), _fmt(round(s2 * 2) / 2)
    t_st = D.at(9, 6, 6)
    st = P(t_st, "pm", f"LVMH short: I'm moving the stop down to {s0}. That locks in most of the move since the Kering warning.",
           kind="hard", etype="stop_or_target_change", facts=["LVMH", "stop", s2], phrasing="untagged",
           idiom="stop moved twice by editing the same message")
    D.edit(st, t_st + r.randint(80, 110) * MIN,
           f"LVMH short: I'm moving the stop down to {s1}. That locks in most of the move since the Kering warning.",
           superseded=[s0])
    D.edit(st, D.at(14, 22, 10), f"LVMH short: stop now {s2} (moved again after the China numbers). "
           "That locks in most of the move since the Kering warning.", superseded=[s1])
    D.pin(st, t_st + 60_000, "pm")
    D.react(st, t_st + 62_000, "📌", "pm")
    P(t_st + r.randint(2, 4) * MIN, "analyst", "noted", reply=st, kind="noise")
    P(D.at(9, 58, 10), "analyst", f"fwiw a stop at {_fmt(c['asml'] * 0.955)} would be sensible on asml imo, below the gap",
      kind="near", idiom="'a stop at X would be sensible' (no decision)")
    P(D.at(10, 25, 20), "pm", f"We sold LVMH in March at {_fmt(c['mc'] * 1.42)} and bought it back at {_fmt(c['mc'] * 1.22)} - "
      "worth remembering how quickly this one can move against us.", kind="near", idiom="past-tense trade told as history")

    # ------------------------------------------------------------ beta breach -> FESX hedge -> JSON fill
    b1 = f"0.{r.randint(32, 36)}"
    b2 = f"0.{r.randint(24, 28)}"
    n_fx = r.choice([30, 40, 50])
    p_fx = round(c["fesx"])
    s_pfx = _fmt(p_fx, 0)
    t_br = D.at(10, 2, 4)
    br = P(t_br, "risk", f"RiskGuard: desk net beta is {b1} against a limit of 0.30. This is a breach. Please bring it back "
           "inside the limit by 12:00 London, after which the engine will block risk-increasing orders.",
           kind="hard", etype="risk_limit", facts=["net beta", b1, "0.30", "breach"], phrasing="untagged",
           idiom="risk breach in prose with deadline")
    hp = P(t_br + r.randint(3, 6) * MIN, "pm", f"On it. Adding to the hedge: sell {n_fx} FESX Jun26 at {s_pfx}. That takes us to "
           f"roughly {b2}.", reply=br, kind="hard", etype="trade_proposal",
           facts=["sell", str(n_fx), "FESX Jun26", s_pfx], phrasing="reply")
    o_fx = D.order()
    if r.random() < 0.5:
        P(hp["t"] + r.randint(40, 80) * 1000, "exec", f"EXEC | NEW SELL {n_fx} FESX JUN26 LMT {p_fx} | ord {o_fx} | ACK XEUR",
          kind="hard", etype="trade_confirmation", facts=["SELL", str(n_fx), "FESX JUN26", o_fx], phrasing="structured")
    px_fill = p_fx - 0.5 if r.random() < 0.5 else p_fx
    fx_json = json.dumps({"evt": "fill", "ord": o_fx, "sym": "FESXM6", "side": "SELL", "qty": n_fx,
                          "px": px_fill, "venue": "XEUR", "ts": D.clock(hp["t"] + 4 * MIN, True) + "Z"},
                         ensure_ascii=False)
    P(hp["t"] + r.randint(4, 9) * MIN, "exec", fx_json, kind="hard", etype="trade_fill",
      facts=[o_fx, "FESXM6", "SELL", str(px_fill)], phrasing="structured", idiom="JSON fill line")
    if r.random() < 0.35:
        P(hp["t"] + r.randint(15, 25) * MIN, "risk", f"RiskGuard: net beta back to {b2} vs the 0.30 limit; breach closed.",
          kind="hard", etype="risk_limit", facts=["net beta", b2, "breach closed"], phrasing="untagged")
    if r.random() < 0.6:
        P(hp["t"] + r.randint(30, 45) * MIN, "pm", "I've taken the stop off the FESX hedge. It's a hedge, not a trade, and I "
      "don't want it stopped out on a short squeeze in the index.", kind="hard", etype="stop_or_target_change",
      facts=["stop off", "FESX"], phrasing="untagged", idiom="stop removed, in prose")
    P(D.at(10, 40, 15), "macro", f"fyi macro book sold 300 ES Jun at {_fmt(5900 + r.randint(-90, 90), 0)} to flatten beta - not yours, "
      "just so you know why the tape jumped", kind="near", idiom="other desk's trade, fyi")

    # ------------------------------------------------------------ forgotten: client name in a proposal
    t_fg = D.at(11, 4, 10)
    fg = P(t_fg, "analyst", f"for the Halvorsen family office sleeve: b 3k novo-b.co @ {_fmt(c['novo'])} - mr halvorsen asked "
           "for it personally, his mobile is +45 20 71 88 13 if exec needs him", kind="hard", etype="trade_proposal",
           facts=["b 3k", "novo-b.co", _fmt(c["novo"])], phrasing="shorthand")
    fg["snippet"] = "Halvorsen family office sleeve"
    D.forget(fg, t_fg + r.randint(8, 15) * MIN, "compliance")
    P(t_fg + r.randint(16, 20) * MIN, "compliance", "Please don't put client names or personal numbers in this channel. "
      "I've had the message erased; re-send the order through the sleeve ticket with the reference only.")
    P(t_fg + r.randint(21, 24) * MIN, "analyst", "sorry ines, will do")

    # ------------------------------------------------------------ forgotten: embargoed SAP item from the wire
    if r.random() < 0.4:
        t_em = D.at(9, 57, 20)
        em = P(t_em, "news", f"EMBARGOED 12:00 CET — SAP to announce €{r.randint(3, 6)}bn share buyback alongside capital markets update",
               kind="hard", etype="held_position_news", facts=["SAP", "share buyback"], phrasing="untagged")
        em["snippet"] = "EMBARGOED 12:00 CET — SAP to announce"
        D.forget(em, t_em + r.randint(3, 7) * MIN, "compliance")
        P(t_em + r.randint(8, 10) * MIN, "compliance", "An embargoed item was posted by the wire bot in error and has been "
          "erased. Please disregard it and do not trade on it.")

    # ------------------------------------------------------------ held / watchlist / other news
    held_pool = ["novo", "asml", "mc", "googl", "msft", "fesx"]
    chosen_held = r.sample(held_pool, r.randint(2, 3))
    news_times = sorted(r.sample([6.6, 7.4, 7.9, 8.8, 9.9, 11.2, 12.6, 13.1, 13.8, 14.6, 15.9], len(chosen_held)))
    held_msgs = {}
    for key, h in zip(chosen_held, news_times):
        if key == "msft" and h > 16:
            h = 14.6
        tmpl, facts = r.choice(HELD_NEWS[key])
        head = tmpl.format(p=f"{r.randint(15, 45) / 10}")
        t = D.at(h, 0, 12)
        st_ = r.randint(0, 3)
        src = r.choice(SOURCES)
        if st_ == 0:
            m = P(t, "news", f"NEWSWIRE {D.clock(t)} | {head} ({src})\n> {_lede(r, facts[0])}", kind="hard", etype="held_position_news",
                  facts=facts, phrasing="untagged")
        elif st_ == 1:
            m = P(t, "news", "*" + head.upper(), kind="hard", etype="held_position_news",
                  facts=[f.upper() for f in facts], phrasing="untagged")
        elif st_ == 2:
            m = P(t, "news", "", kind="hard", etype="held_position_news", facts=facts, phrasing="embed",
                  embeds=[{"title": head, "description": "Developing story; more to follow.",
                           "url": "https://wire.example.net/a/" + hashlib.md5(f"{head}{D.t0}".encode()).hexdigest()[:10],
                           "author": src, "footer": f"Newswire · {D.clock(t)} UTC"}])
        else:
            m = P(t, "news", f"[{src}] {head} — {_lede(r, facts[0])}", kind="hard", etype="held_position_news", facts=facts, phrasing="untagged")
        if key == "googl" and "Google" in facts:
            D.idioms.append((m, "held name via subsidiary/brand (Google for GOOGL)", "held_position_news"))
        if key == "fesx":
            D.idioms.append((m, "news on underlying of held index future", "held_position_news"))
        held_msgs[key] = (m, head, facts)
    # one repeat headline -> router "old news"
    rk = r.choice(chosen_held)
    orig, head, facts = held_msgs[rk]
    t = min(orig["t"] + r.randint(60, 140) * MIN, D.at(19, 30))
    if rk == "msft":
        t = min(t, D.at(16, 0))
    rep = P(t, "news", f"(recap) {head}", kind="hard", etype="held_position_news",
            facts=[f for f in facts if f in head] or [head[:20]], phrasing="untagged")
    if len(rep["facts"]) < 2:
        rep["facts"] = [head.split()[0], "(recap)"]
    name = {"novo": "Novo", "asml": "ASML", "mc": "LVMH", "googl": "Alphabet", "msft": "Microsoft", "fesx": "Eurex margin"}[rk]
    P(t + r.randint(20, 60) * 1000, "router", f"no action: {name} headline is old news (same story ran at {D.clock(orig['t'])})",
      reply=rep, kind="hard", etype="no_route_decision", facts=["no action", name, "old news"], phrasing="untagged",
      idiom="'no action: headline is old news'")

    # watchlist
    wl = r.sample(WATCH_NEWS, r.randint(1, 2))
    for (head, facts, key), h in zip(wl, sorted(r.sample([7.6, 9.2, 12.9, 14.1, 16.3], len(wl)))):
        t = D.at(h, 0, 10)
        if r.random() < 0.5:
            m = P(t, "news", f"NEWSWIRE {D.clock(t)} | {head}\n> {_lede(r, facts[0])}", kind="hard", etype="watchlist_news", facts=facts,
                  phrasing="untagged", idiom="headline on a watchlist name")
        else:
            m = P(t, "news", "", kind="hard", etype="watchlist_news", facts=facts, phrasing="embed",
                  embeds=[{"title": head, "author": r.choice(SOURCES), "footer": f"Newswire · {D.clock(t)} UTC"}],
                  idiom="headline on a watchlist name")
        if r.random() < 0.3:
            who = "@priya"
            P(t + r.randint(40, 120) * 1000, "router", f"→ routing the {facts[0]} item to {who} (watchlist, she owns that screen)",
              reply=m, kind="hard", etype="route_decision", facts=[facts[0], who], phrasing="untagged")
        if key == "asmi":
            P(t + r.randint(3, 6) * MIN, "analyst", "asmi not asml, before anyone panics", reply=m)

    # other news (near-misses) + router dismissals
    others = r.sample(OTHER_NEWS, r.randint(15, 19))
    other_times = sorted(r.uniform(0.5, 21.5) for _ in others)
    dismissed = 0
    for (head, co), h in zip(others, other_times):
        t = D.at(h, 0, 0)
        src = r.choice(SOURCES)
        form = r.random()
        if form < 0.45:
            m = P(t, "news", f"NEWSWIRE {D.clock(t)} | {head} ({src})\n> {_lede(r, co)}", kind="near")
        elif form < 0.7:
            m = P(t, "news", "*" + head.upper(), kind="near")
        else:
            m = P(t, "news", "", kind="near", embeds=[{"title": head, "description": _lede(r, co), "author": src,
                                                       "footer": f"Newswire · {D.clock(t)} UTC"}])
        if co in ("Eli Lilly", "Kering", "Roche", "TSMC", "Richemont"):
            D.idioms.append((m, "headline on an unheld peer of a held name", "not_hard"))
        if dismissed < 1 + (r.random() < 0.3) and r.random() < 0.3:
            dismissed += 1
            reason = {"Eli Lilly": "read-across to Novo is already in the price and Lilly isn't a name we hold",
                      "Kering": "Kering isn't held; LVMH read-across already flagged this morning",
                      "Roche": "Roche isn't held or watched"}.get(co, f"{co} isn't a name we hold or watch")
            P(t + r.randint(20, 90) * 1000, "router", f"no route: {co} headline, {reason}", reply=m,
              kind="hard", etype="no_route_decision", facts=["no route", co], phrasing="untagged")
    for h in (5.5, 8.75, 11.75, 14.75, 17.75):
        t = D.at(h, 0, 3)
        picks = r.sample(OTHER_NEWS, 8)
        P(t, "news", f"Newswire digest {D.clock(t)}Z — top stories (not filtered for the book)\n" +
          "\n".join(f"{i + 1}. {hd} ({r.choice(SOURCES)})" for i, (hd, _) in enumerate(picks)) +
          f"\nmarkets: STOXX 600 {r.choice(['+0.3%', '-0.2%', '+0.5%', 'flat'])} · S&P fut {r.choice(['+0.2%', '-0.1%', '+0.4%'])} · "
          f"EUR/USD 1.{r.randint(1050, 1180)} · Brent ${r.randint(62, 78)}.{r.randint(10, 99)}", kind="near")
    t = D.at(21, 5, 5)
    P(t, "model", "MODEL-PF (paper) daily rebalance report — not traded, for attribution only\n```\n"
      "sym         side   qty     px        w_model  w_book\n" +
      "\n".join(f"{sym:<11}{side:<6}{qty:>6,}  {px:>9}  {wm:>6.1f}%  {wb:>6.1f}%" for sym, side, qty, px, wm, wb in [
          ("SAP.DE", "BUY", 5000, _fmt(c["sap"] * 1.004), 4.2, 3.9), ("MC.PA", "SELL", 2000, _fmt(c["mc"]), -2.2, -1.9),
          ("ASML.AS", "SELL", 1500, _fmt(c["asml"]), 3.2, 3.4), ("NOVO-B.CO", "BUY", 3000, _fmt(c["novo"]), 3.5, 3.3)]) +
      f"\n```\npaper tracking error vs book: {r.randint(80, 190)}bp ann.", kind="near")
    P(D.at(21, 30, 5), "router",
      f"router daily digest {D.clock(D.at(21, 30))}Z\n- items seen: {r.randint(180, 260)}\n- routed to @exec-agent: {r.randint(2, 4)}\n"
      f"- routed to people: {r.randint(1, 3)}\n- explicit no-action: {r.randint(1, 3)}\n- dropped as noise: {r.randint(150, 230)}\n"
      f"- median decision latency: {r.randint(20, 70)}s\nall decisions are in the channel history; this digest is informational only",
      kind="near", idiom="router daily digest restating counts")
    P(D.at(7, 4, 2), "news", f"NEWSWIRE | European shares open higher; STOXX 600 up {r.randint(2, 6) / 10}%, tech leads", kind="near",
      idiom="generic market colour headline")
    P(D.at(12, 0, 1), "router", f"router cron 12:00Z | {r.randint(30, 60)} items seen | 0 routed | all dropped as noise", kind="near",
      idiom="cron summary '0 routed'")
    P(D.at(18, 0, 1), "router", f"router cron 18:00Z | {r.randint(20, 45)} items seen | {r.randint(3, 6)} routed | queue empty", kind="near")

    # ------------------------------------------------------------ thesis updates
    thesis = [
        ("asml", "On ASML: I'm cutting conviction from high to medium. The export-licence noise pushes the China recovery "
                 "out by a couple of quarters, though the EUV story itself is intact. Position size stays where the "
                 "trim leaves it.", ["ASML", "high to medium"]),
        ("mc", "LVMH: I'm more bearish than I was on Monday. The China luxury data confirms the short thesis - this is "
               "demand, not a soft quarter - and I'd now expect a guidance cut in July.", ["LVMH", "more bearish"]),
        ("novo", "Novo: thesis intact after the Lilly data. It's a pill against an injectable franchise we already own, "
                 "and the supply story is what drives the numbers this year. Staying long, conviction unchanged.",
         ["Novo", "thesis intact", "Staying long"]),
        ("googl", "I've changed my mind on Alphabet's search risk: the referral data says the moat is holding better "
                  "than I feared, so I'm moving from neutral to constructive on the stock.",
         ["Alphabet", "neutral to constructive"]),
    ]
    for (key, txt, facts), h in zip(r.sample(thesis, r.randint(0, 2)), sorted(r.sample([10.6, 11.9, 14.9, 16.2], 2))):
        P(D.at(h, 0, 10), "pm", txt, kind="hard", etype="thesis_update", facts=facts, phrasing="untagged",
          idiom="conviction change in PM prose")

    # ------------------------------------------------------------ near misses (questions, hypotheticals, backtest, analysis)
    P(D.at(7, 47, 5), "analyst", "should we add to asml here? it's back at the 50dma", kind="near",
      idiom="question 'should we add'")
    P(D.at(8, 57, 10), "analyst", "what if we bought infineon into the print, small, 5k? just thinking out loud", kind="near",
      idiom="hypothetical with a size")
    P(D.at(11, 30, 20), "pm", "If Siemens gaps below 200 on the deal news tomorrow I'd want to be a buyer, not a chaser. "
      "That's a tomorrow problem though.", kind="near")
    P(D.at(13, 15, 15), "analyst",
      f"pasting the ms note since people asked:\n> MS cuts LVMH to Underweight, PT {r.choice([480, 500, 520])}. 'China luxury has not "
      "bottomed; we see a second leg of downgrades into 2H.' We prefer Hermès and Richemont. Sell LVMH, buy Hermès on a 12m view.\n"
      "tbh nothing we didn't know", kind="near", idiom="pasted sell-side note with buy/sell words")
    P(D.at(16, 5, 30), "analyst",
      "long one, sorry. been looking at how the book would've traded the asml / asmi spread over the last two years:\n"
      "- buying asml and selling asmi on a z<-2 signal, 60d lookback, would've done 23 round trips\n"
      "- hit rate 57%, avg hold 11d, max dd -9.1%, sharpe ~0.9 before costs\n"
      "- most of the pnl is from two episodes (oct-24 and mar-26), so i wouldn't lean on it\n"
      "- fills assumed at the close, which flatters it a lot; at vwap it's roughly breakeven\n"
      "conclusion: not a trade, just context for when people ask 'why not the pair'", kind="near",
      idiom="backtest with buy/sell words, no decision")

    # ------------------------------------------------------------ US session: GOOGL/MSFT pair thread
    picked = r.sample(["pair", "googl", "msft"], r.choice([1, 1, 2]))
    scenes = {k: k in picked for k in ("pair", "googl", "msft")}
    if scenes["pair"]:
        th = D.thread("googl/msft pair", D.at(12, 35, 10))
        t = D.threads[th]["t"]
        P(t + 10_000, "analyst", "thread for the googl/msft idea", thread=th)
        P(t + r.randint(2, 4) * MIN, "analyst",
          f"ratio googl/msft is {r.randint(395, 420) / 1000:.3f}, 2y range 0.36-0.47. on a 1y z it's -1.6. backtest of buying the "
          "ratio at z<-1.5 since 2019: 14 trades, 10 winners, avg +6.2% on gross. sample is tiny, so salt.",
          thread=th, kind="near")
        ratio = f"{r.randint(405, 415) / 1000:.3f}"
        ratio2 = f"{r.randint(385, 398) / 1000:.3f}"
        m_lg = r.choice([2, 3])
        pp = P(t + r.randint(8, 14) * MIN, "pm",
               f"Proposal: long GOOGL / short MSFT, ${m_lg}m a leg, in at a ratio of {ratio} or better, out if it goes through "
               f"{ratio2}. I'd want it on before Microsoft's keynote next week. The logic: search risk is over-discounted in "
               "Alphabet, Azure expectations are full in Microsoft, and the pair strips out most of the megacap beta that "
               "the tech cap is worried about.", thread=th, kind="hard",
               etype="trade_proposal", facts=["long GOOGL", "short MSFT", f"${m_lg}m", ratio], phrasing="tagged",
               idiom="pair trade proposal with ratio stop")
        P(pp["t"] + r.randint(1, 3) * MIN, "analyst", "looks interesting. sizing vs the tech cap though?", thread=th, reply=pp,
          kind="near", idiom="'looks interesting' + question on a proposal")
        rej = P(pp["t"] + r.randint(6, 12) * MIN, "cio",
                "No. Not into the keynote, and not with the tech cap where it is. Park it until next week.",
                thread=th, reply=pp, kind="hard", etype="trade_approval", facts=["No", "Park it"], phrasing="reply",
                idiom="CIO rejects a proposal in a reply")
        P(rej["t"] + r.randint(1, 3) * MIN, "pm", "Fair enough. Parked.", thread=th, reply=rej)
        P(rej["t"] + r.randint(3, 5) * MIN, "router", "no action: GOOGL/MSFT pair was rejected by Gwen, nothing to route",
          kind="hard", etype="no_route_decision", facts=["no action", "GOOGL/MSFT pair"], phrasing="untagged")

    if scenes["googl"]:
        q_g = pos["googl"] // 2
        t_g = D.at(14, 6, 8)
        gm = P(t_g, "pm", f"Alphabet has done what we wanted off the cloud numbers. Take half off: sell {_q(q_g)} GOOGL at market, "
               "and we'll run the rest. It's not a change of view - the cloud margin story has further to go - but the "
               "position has grown to a size I wouldn't choose to initiate at, and the remedies hearing is a binary event "
               "I'd rather face with less on.", kind="hard", etype="trade_proposal",
               facts=["Take half off", "sell", _q(q_g), "GOOGL"], phrasing="untagged", idiom="British 'take half off' prose")
        D.react(gm, t_g + 30_000, "📌", "pm")
        o_g = D.order()
        P(t_g + r.randint(40, 80) * 1000, "router", f"→ routing the GOOGL sale ({_q(q_g)}, market) to @exec-agent",
          reply=gm, kind="hard", etype="route_decision", facts=["GOOGL", _q(q_g), "@exec-agent"], phrasing="untagged")
        g1 = c["googl"] * 1.004
        g_old = f"{g1:.2f}"
        g_new = f"{g1 - 0.04:.2f}"
        gf = P(t_g + r.randint(3, 5) * MIN, "exec", f"exec ord={o_g} sym=GOOGL side=SELL qty={q_g} px={g_old} status=FILLED",
               kind="hard", etype="trade_fill", facts=["GOOGL", "SELL", f"qty={q_g}", f"px={g_new}"], phrasing="structured",
               idiom="fill price corrected by edit")
        D.edit(gf, gf["t"] + r.randint(5, 9) * MIN,
               f"exec ord={o_g} sym=GOOGL side=SELL qty={q_g} px={g_new} status=FILLED corr=px (busted print re-marked)",
               superseded=[f"px={g_old}"])
        if r.random() < 0.7:
            tp = _fmt(c["googl"] * 1.07)
            sl = _fmt(c["googl"] * 0.972)
            P(t_g + r.randint(12, 20) * MIN, "exec", "", kind="hard", etype="stop_or_target_change",
              facts=["GOOGL", tp, sl], phrasing="embed", idiom="embed-only bracket amendment",
              embeds=[{"title": "Bracket amended", "description": f"GOOGL — remaining {_q(pos['googl'] - q_g)}",
                       "fields": [{"name": "Take-profit", "value": tp, "inline": True},
                                  {"name": "Stop", "value": sl, "inline": True}],
                       "footer": f"ord {D.order()} · venue XNAS"}])

    if scenes["msft"]:
        q_m = pos["msft"]
        t_m = D.at(16, 38, 10)
        mm = P(t_m, "pm", f"The MSFT short isn't working and I don't want it over the keynote. Cut it - buy back all {_q(q_m)} MSFT. "
               "The idea was that Azure capacity would cap the upside this quarter; the capacity is arriving sooner "
               "than I thought, and I'm not going to argue with the tape into an event where they control the narrative.",
               kind="hard", etype="trade_proposal", facts=["Cut it", "buy back", _q(q_m), "MSFT"], phrasing="untagged",
               idiom="'cut it' buy-back of a short")
        P(t_m + 45_000, "analyst", "👍", reply=mm, kind="noise")
        tt = t_m + r.randint(2, 3) * MIN
        if r.random() < 0.5:
            o_r = D.order()
            P(tt, "exec", f"EXEC | REJ ord {o_r} BUY {_q(q_m)} MSFT MKT | venue: market order outside LULD band, resend as limit",
              kind="hard", etype="trade_confirmation", facts=["REJ", o_r, "MSFT"], phrasing="structured",
              idiom="venue reject line")
            tt += r.randint(60, 120) * 1000
        o_m = D.order()
        lm = _fmt(c["msft"] * 1.004)
        P(tt, "exec", f"EXEC | NEW BUY {_q(q_m)} MSFT LMT {lm} DAY | ord {o_m} | ACK XNAS", kind="hard",
          etype="trade_confirmation", facts=["BUY", _q(q_m), "MSFT", o_m], phrasing="structured")
        fm = _fmt(c["msft"] * 1.0025)
        P(tt + r.randint(2, 6) * MIN, "exec", f"EXEC | BUY {_q(q_m)} MSFT @ {fm} | avg {fm} | ord {o_m} | done", kind="hard",
          etype="trade_fill", facts=["BUY", _q(q_m), "MSFT", fm], phrasing="structured")
        P(tt + r.randint(8, 12) * MIN, "pm", "Thanks all. Flat Microsoft for the first time since February.")

    # ------------------------------------------------------------ EU close wrap (PM), optional buried target
    t_eu = D.at(15, 42, 4)
    colour = " ".join(D.take("pm", 3))
    buried_tp = r.random() < 0.5
    tp_novo = _fmt(c["novo"] * 1.12)
    tp_sentence = (f"Novo: I'm lifting the take-profit to {tp_novo} - this morning's add changes the average and the "
                   "story deserves more room. " if buried_tp else "Novo: unchanged, we added this morning and I'm happy with the size. ")
    eu = (f"EU close wrap.\n\nA decent day for us, mostly SAP doing the heavy lifting. {colour}\n\n"
          f"The attribution will tell the full story tonight, but roughly: SAP and the short book paid for the hedge "
          f"and a bit more; ASML cost us a little after the trim, which is the wrong way round but not by much. Our "
          f"overlap with the crowded longs list from the prime is lower than last month, which I'm pleased about.\n\n"
          f"ASML: the trim is done bar whatever the exec bot reports at the close. {tp_sentence}"
          "LVMH: stop has been tightened twice today; see the pinned message for the live level.\n\n"
          "Novo traded better than the complex after lunch, which I take as a small vote of confidence in the "
          "supply story. The Copenhagen close was heavy, as it often is on index days, and I wouldn't read much into "
          "the last half-hour.\n\n"
          "Risk: gross is a touch higher than this morning after the SAP and Novo adds, and the hedge has absorbed most "
          "of the beta. Nothing near a limit at the close. The single-name numbers on SAP and ASML are the ones I'll be "
          "watching tomorrow, given how far both have moved this month.\n\n"
          "Tomorrow: nothing scheduled for our names, but the US data could move the index hedge. "
          "Please make sure the model is updated for SAP before you leave. Thanks all.")
    if buried_tp:
        P(t_eu, "pm", eu, kind="hard", etype="stop_or_target_change", facts=["Novo", "take-profit", tp_novo],
          phrasing="buried", idiom="target change buried in PM close wrap")
    else:
        P(t_eu, "pm", eu, kind="near", idiom="close wrap that only points at an earlier stop change")

    # ------------------------------------------------------------ EOD wrap (analyst), buried stop
    t_eod = D.at(20, 18, 5)
    s_g = _fmt(c["googl"] * 0.982)
    rem = pos["googl"] - (pos["googl"] // 2 if scenes["googl"] else 0)
    analyst_colour = D.take("an", 3)
    eod = ("eod wrap (us close):\n"
           f"- pnl: see pnl-bot, roughly in line with the 16:00 snapshot\n"
           f"- sap: finished +{sap_up - 1}.{r.randint(0, 9)}%, our add is done and filled\n"
           f"- novo: heavy into the close, no news, {r.choice(['glp-1 complex weak again', 'lilly chatter still weighing', 'copenhagen auction big'])}\n"
           f"- googl: stop moved up to {s_g} on the remaining {_k(rem)} (alastair ok'd it at 19:50)\n"
           f"- msft: {'flat now' if scenes['msft'] else 'still short, quiet'}\n"
           f"- lvmh: {r.choice(['drifted lower with the sector', 'kering weakness dragging the group', 'quiet, borrow unchanged'])}\n"
           f"- misc: {analyst_colour[0]}; {analyst_colour[1]}; {analyst_colour[2]}\n"
           f"- hedge: fesx {_fmt(c['fesx'] * (1 + r.uniform(-.01, .01)), 0)} at the cash close, beta roughly where alastair wanted it\n"
           f"- flows: {r.choice(['heavy etf creation in sx5e products', 'quiet, below 20d average volume', 'big closing auctions in paris'])}\n"
           "- news on our names after the eu close: nothing material\n"
           "- open items: expert network call for luxury wholesale, sap sheet circulation, borrow check on mc.pa\n"
           "- tomorrow: sap model update first thing, then the luxury channel checks\n"
           "night all")
    eodm = P(t_eod, "analyst", eod, kind="hard", etype="stop_or_target_change", facts=["googl", "stop moved up to", s_g],
             phrasing="buried", idiom="stop change buried in lowercase EOD wrap")
    D.pin(note_m, t_eod + 5 * MIN, "pm", op="unpin")
    D.pin(eodm, t_eod + 5 * MIN + 5_000, "pm")
    D.react(eodm, t_eod + 5 * MIN + 8_000, "📌", "pm")
    P(t_eod + r.randint(6, 12) * MIN, "pm", "Thanks Priya. Night all.", reply=eodm)

    P(D.at(17, 20, 25), "analyst",
      "infineon bear case, as requested this morning (long, sorry):\n\n"
      "1) auto is ~45% of revenue and the destock at the tier-1s isn't finished. the company says inventory is 'normalising', "
      "but the distributor data says weeks of inventory are still above the 5y average in europe and china.\n\n"
      "2) china ev pricing. local sic and igbt suppliers are taking share at the low end, and the price cuts are landing on "
      f"the whole stack. my channel work says asp declines of {r.randint(8, 15)}-{r.randint(16, 22)}% on some power modules this year.\n\n"
      "3) the datacentre power story is real but small: maybe 5-7% of revenue next year. the market is capitalising it as if "
      "it's the whole company.\n\n"
      f"4) margins: guide implies a {r.randint(17, 20)}% segment result margin in h2, which needs utilisation to recover. "
      "underloading charges are the swing factor and they have been optimistic on this twice in 18 months.\n\n"
      "5) valuation: on my numbers it's on ~22x next year's eps vs a 10y average of 17x. not crazy, but it's pricing the "
      "recovery before the evidence.\n\n"
      "what would make the bear case wrong: a faster china stimulus for autos, a clean destock by q3, or a big datacentre "
      "win announced at the cmd. none of those are impossible.\n\n"
      "not a recommendation, just the case as asked. happy to walk through it on thursday.")
    th_lux = D.thread("luxury channel checks", D.at(15, 5, 10))
    t = D.threads[th_lux]["t"]
    P(t + 15_000, "analyst", "thread for the luxury broker call, notes as we go", thread=th_lux)
    P(t + r.randint(4, 7) * MIN, "analyst",
      "broker call notes (1/2):\n- host says europe store traffic down high-single digit in april, chinese tourists the worst cohort\n"
      "- us 'fine, not great', aspirational customer still absent\n- waiting lists at the top brand unchanged, everyone else "
      "discounting via outlets more than they admit\n- pricing: most houses have paused increases for h2", thread=th_lux)
    P(t + r.randint(12, 16) * MIN, "analyst",
      "notes (2/2):\n- q&a dominated by china: nobody on the call expects a recovery before 2027\n- one participant asked about "
      "japan, host says the yen tailwind is fading\n- watches: inventory at swiss retailers still high\n- host's top pick is "
      "hermès, least preferred kering. no mention of anything we'd not already assumed", thread=th_lux)
    P(t + r.randint(18, 25) * MIN, "pm", "Thank you - that's consistent with everything else we've heard this month. "
      "The line about outlets is the one I'd like to verify; could you ask the expert network for someone on the "
      "wholesale side?", thread=th_lux)
    P(t + r.randint(27, 32) * MIN, "analyst", "will do, requested two names, should have a call early next week", thread=th_lux)

    # a deleted chatter message and an edited chatter message
    t_dc = D.at(13, 50, 20)
    dc = P(t_dc, "analyst", "does anyone know if the canteen does the thai curry on thursdays or is that wednesdays")
    dc["snippet"] = "canteen does the thai curry"
    D.delete(dc, t_dc + r.randint(1, 3) * MIN)
    t_ec = D.at(10, 15, 10)
    ec = P(t_ec, "analyst", "brokers' conference call for luxury is at 15:00 cet tomorow, dial-in in the calendar invite")
    D.edit(ec, t_ec + 50_000, "brokers' conference call for luxury is at 15:00 cet tomorrow, dial-in in the calendar invite")

    return c


# --------------------------------------------------------------------------- chatter

def _chatter_convs(r, c, D):
    pct = lambda: r.choice(["+0.2%", "+0.4%", "-0.3%", "-0.1%", "+0.7%", "flat"])
    return [
        [("analyst", "morning. coffee machine on 4 is dead again fyi, facilities say 'this week', which means next month"),
         ("pm", "Of course it is. Thanks for the warning - I'll bring a flask tomorrow like it's 1987.")],
        [("analyst", f"pre-open: dax fut {pct()}, estx fut {pct()}, bunds {r.randint(1, 5)}bp {r.choice(['higher', 'lower'])} in yield, "
                     f"eur/usd 1.{r.randint(1050, 1180)}, brent {pct()}. asia mixed, hang seng dragged by property again"),
         ("pm", "Cheers. Sounds like a quiet open, which suits me - I'd rather have a dull morning before the US data.")],
        [("pm", "Has anyone heard back from the prime on the LVMH borrow? The rate was creeping up last week and I'd like to know "
                "whether it's a recall risk or just the lender being greedy."),
         ("analyst", f"not yet, chasing. last print was {r.randint(25, 45)}bp, still gc-ish. utilisation around 30% per markit so "
                     "nothing alarming, i think it's just month-end lender noise"),
         ("pm", "Thanks. Let me know when they come back.")],
        [("analyst", "anyone else's bbg lagging? launchpad froze twice this morning and the news panel is a minute behind"),
         ("pm", "Mine's fine. Try a restart; if it's still slow ring the help desk before the US open rather than after.")],
        [("pm", "I'm in the risk committee from 11:00 until 12:00. Ring my mobile if anything urgent comes up - and by urgent I "
                "mean the book, not the sandwich order."),
         ("analyst", "np, will ring if anything moves")],
        [("analyst", f"semis screen: asmi {pct()}, besi {pct()}, aixtron flat, infineon {pct()}, stm {pct()}. nothing stock-specific "
                     "that i can see, just following the sox from last night")],
        [("analyst", "lunch run, anyone want anything from pret? going in 10"),
         ("pm", "Chicken and avocado, please, and a flat white if they've fixed the machine. I owe you one."),
         ("analyst", "you owe me about six at this point")],
        [("macro", "are you guys seeing the eur/dkk wobble or is it just our screens? looks like someone leaning on the peg"),
         ("analyst", f"seeing it too, peg noise, 7.46{r.randint(0, 9)}{r.randint(0, 9)} bid. happens every month-end, "
                     "nationalbanken doesn't seem bothered"),
         ("macro", "ta")],
        [("pm", "Reminder: the quarterly attestations are due on Friday. Please don't leave them to the last minute like last "
                "time - Compliance were very patient with us, and I'd rather not test that again.")],
        [("analyst", "do we have the asml capital markets day date yet? want it in the calendar before the conference invites pile up"),
         ("pm", "November, I think, but check the IR page rather than trusting my memory. Last time they moved it twice.")],
        [("pm", "Can someone make sure the SAP call replay gets saved to the shared drive? Gwen wants to listen to the Q&A, "
                "particularly the margin questions."),
         ("analyst", "done, it's in research/sap/2026-q2 with my notes alongside")],
        [("analyst", "the new risk dashboard is live btw, link in the wiki. beta by name is finally there, and you can toggle "
                     "between 60d and 250d betas which makes the hedge maths a lot less annoying"),
         ("pm", "Splendid. About time. I'll have a look this afternoon.")],
        [("cio", "Alastair, can we find 20 minutes tomorrow to go through the luxury book? Not urgent, I just want to understand "
                 "how the short interacts with the rest of the consumer exposure across the fund."),
         ("pm", "Of course - 09:30 works for me. I'll bring the overlap numbers.")],
        [("analyst", f"us futures {pct()} into the data, nq leading, vix {r.randint(14, 19)}.{r.randint(0, 9)}. "
                     "treasuries a touch bid. feels like everyone is square into 13:30"),
         ("pm", "Thanks. Let's keep the chatter down around the number so we can hear ourselves think.")],
        [("analyst", "ecb lane speaking now, nothing new so far. 'data dependent', 'meeting by meeting', the usual. bund barely moved")],
        [("macro", "anyone got a view on the payrolls whisper? ours is 150k, consensus 135k"),
         ("analyst", "no idea tbh, we don't really trade it. alastair might have an opinion"),
         ("pm", "My opinion is that anyone with a strong view on payrolls is guessing. 150k sounds as good as any other guess.")],
        [("pm", "I'll be on a call with the Novo IR team at 16:00. Any questions you'd like me to ask, drop them here and "
                "I'll work them in."),
         ("analyst", "supply for the higher dose, how much of the us price cut is already in the guide, and whether the "
                     "compounding crackdown is showing up in their own scripts data pls")],
        [("analyst", "ppt for the monthly review is in the folder, pls check the luxury slide, numbers are from friday's close "
                     "and i haven't updated the borrow costs yet"),
         ("pm", "Will do this evening. Please update the borrow line before it goes to Gwen.")],
        [("pm", "The tape feels very thin this afternoon. Half the market must be at that conference in Paris, and the other "
                "half is pretending to be.")],
        [("analyst", "fyi the xetra closing auction imbalance feed was late again, ops are looking at it. third time this month")],
        [("compliance", "Gentle reminder that personal account dealing pre-clearance requests go through the portal, not via "
                        "chat. Anything requested here will be ignored, however politely it's phrased.")],
        [("analyst", "can someone remind me how we're marking the dkk names for the monthly, wmr 16:00 or close?"),
         ("pm", "WMR 16:00 prior day, same as always. It's in the valuation policy, section four, if anyone asks.")],
        [("analyst", "vol desk says estx skew richened again, fyi for the hedge cost. 25d put vol up about a point on the week"),
         ("pm", "Useful, thank you. It's a futures hedge so it doesn't hit us directly, but it tells you what people are worried about.")],
        [("pm", "Does anybody know if the Hermès channel checks from the broker came through? I haven't seen them in my inbox."),
         ("analyst", "they did, forwarded to you at 8:14, subject line 'luxury checks wk20'. might be in the clutter folder again"),
         ("pm", "Found it, thanks. Outlook is a mystery to me.")],
        [("analyst", f"googl option flow: someone paid up for {r.randint(180, 200)} calls in size this morning, probably an "
                     "overwriting unwind rather than anything directional. oi is mostly in the june expiry")],
        [("macro", "heads up: fire drill on floor 3 at 14:30, apparently we're included this time"),
         ("analyst", "great, right in the middle of the us open"),
         ("pm", "I'll take the laptop down with me. If they make us stand in the car park for forty minutes again I'm writing a letter.")],
        [("analyst", "lol the newswire bot just posted the same tesla headline twice, someone should look at the dedup"),
         ("pm", "It does that. Raise a ticket, but don't hold your breath.")],
        [("pm", "For tomorrow: let's do a proper review of position sizes across the book. I'll circulate some thoughts tonight; "
                "please come with a view on each name rather than just the ones you cover.")],
        [("analyst", "msft build agenda is out, copilot pricing session on day 2, could be the interesting one. keynote day 1 "
                     "morning pacific, so early evening for us")],
        [("analyst", "new hire starts on monday btw, she's sitting next to me. can we get her read access to this channel?"),
         ("pm", "Yes, once Compliance have signed off the onboarding. Ines, could you check?"),
         ("compliance", "Will do. Read-only until the training modules are complete.")],
        [("pm", "The broker has offered us a meeting with the LVMH CFO at the Paris conference. I'm inclined to go - we learn "
                "more from what they won't answer than from what they will.")],
        [("analyst", "datapoint: swiss watch exports for april out, -8% y/y, china -24%, us +5%. no surprise but ugly")],
        [("analyst", "reminder that the model review with gwen is thursday 14:00, i've booked the small room"),
         ("pm", "Thanks. Let's do a dry run on Wednesday afternoon.")],
        [("macro", "any of you going to the strategy offsite in june? trying to sort the car share"),
         ("analyst", "yes, happy to share. leaving from the office at 7"),
         ("macro", "perfect, put me down")],
    ]


PM_OPENERS = ["A few thoughts on the tape, for what they're worth.", "Some colour from my call with the strategist, no action needed.",
              "Stepping back for a moment from the day-to-day.", "Thinking aloud, so feel free to ignore.",
              "For the monthly letter, a first draft of one paragraph - comments welcome.",
              "Something I said in the risk committee that I should have written down here too.",
              "While it's quiet:", "A note for the file rather than for today.", "", "", "", "", "", "", "", "", "", ""]

PREVIEWS = {
    "asml": ("asml", "bookings", "€{a}.{b}bn", ["china mix: was 40%+ of sales last year, guide implies mid-20s",
                                                   "high-na adoption timing: two customers or three in 2027",
                                                   "gross margin bridge: euv mix vs the upgrade business"]),
    "sap": ("sap", "cloud backlog growth", "{a}%", ["cloud gross margin trajectory after the rise migration",
                                                   "ai pricing: they keep saying 'later'",
                                                   "restructuring savings vs reinvestment"]),
    "novo": ("novo", "wegovy sales", "dkk {a}.{b}bn", ["us net price erosion after the list-price cut",
                                                       "supply for the higher dose in the eu",
                                                       "compounded semaglutide share, hard to measure"]),
    "mc": ("lvmh", "fashion & leather organic growth", "-{a}%", ["china travel retail vs domestic",
                                                               "price increases this year: fewer and smaller",
                                                               "wines & spirits inventory at distributors"]),
    "googl": ("googl", "search revenue growth", "{a}%", ["ai overviews: cannibalisation or expansion of queries",
                                                        "cloud margin expansion pace", "remedies in the search case"]),
    "msft": ("msft", "azure growth", "{a}%", ["capacity constraints easing in h2",
                                              "copilot seat monetisation", "capex intensity and depreciation"]),
    "infineon": ("infineon", "auto revenue growth", "-{a}%", ["inventory destocking at tier-1s",
                                                             "china ev pricing pressure", "power semis for datacentres"]),
    "hermes": ("hermès", "leather goods growth", "{a}%", ["waiting lists as a demand signal",
                                                         "pricing power vs the rest of the sector", "multiple at 50x"]),
    "siemens": ("siemens", "digital industries orders", "{a}%", ["software acquisitions and integration",
                                                                "china automation demand", "healthineers stake"]),
    "asmi": ("asmi", "orders", "€{a}{b}0m", ["gate-all-around share at leading edge", "china exposure vs asml",
                                            "ald/epi market growth"]),
}


def _preview(r, key):
    name, metric, fmt, debates = PREVIEWS[key]
    val = fmt.format(a=r.randint(3, 9), b=r.randint(0, 9))
    d = r.sample(debates, 2)
    return (f"{name} quick notes ({r.choice(['for the morning meeting', 'pre-results', 'model check', 'for the file'])}):\n"
            f"- consensus {metric} {val} for the next print, my number within a rounding error of that\n"
            f"- debate 1: {d[0]}\n- debate 2: {d[1]}\n"
            f"- positioning: {r.choice(['crowded long per the pb data', 'under-owned by long-onlies', 'neutral, nobody cares', 'short interest rising'])}\n"
            f"- next catalyst: {r.choice(['results in 5 weeks', 'cmd in the autumn', 'peer results next week', 'nothing scheduled'])}\n"
            "no change to anything, just keeping the file current")


def _long_items(r, D):
    """Long chatter pieces, each used at most once a day: (who, text, kind)."""
    items = []
    openers = r.sample(PM_OPENERS, len(PM_OPENERS))
    essays = r.sample(PM_ESSAYS, len(PM_ESSAYS))
    paired = []
    while essays:
        k = 2 if len(essays) >= 2 and r.random() < 0.65 else 1
        paired.append("\n\n".join(essays[:k]))
        essays = essays[k:]
    for i, essay in enumerate(paired):
        op = openers[i % len(openers)]
        tail = " ".join(D.take("pm", r.randint(0, 2)))
        items.append(("pm", (op + "\n\n" if op else "") + essay + ("\n\n" + tail if tail else ""), "chat"))
    notes = r.sample(ANALYST_NOTES, len(ANALYST_NOTES))
    while notes:
        k = 2 if len(notes) >= 2 and r.random() < 0.5 else 1
        note = "\n\n".join(notes[:k])
        notes = notes[k:]
        extra = D.take("an", r.randint(0, 2))
        txt = note.format(n=r.randint(2, 9))
        if extra:
            txt += "\nalso:\n" + "\n".join("- " + x for x in extra)
        items.append(("analyst", txt, "chat"))
    for key in r.sample(list(PREVIEWS), r.randint(8, len(PREVIEWS))):
        items.append(("analyst", _preview(r, key), "chat"))
    for note in r.sample(BROKER_NOTES, r.randint(1, 3)):
        items.append(("analyst", note, "near"))
    for title, names in r.sample(COMP_TABLES, r.randint(4, 5)):
        items.append(("analyst", _comp_table(r, title, names), "chat"))
    r.shuffle(items)
    return items


SHORT_CHAT = [
    ("analyst", "back from the call, nothing new"), ("pm", "Can someone turn the volume down on the squawk? Thanks."),
    ("analyst", "screens flickering again, if i go quiet that's why"), ("pm", "Back in ten."),
    ("analyst", "brb, fire door alarm test"), ("pm", "I'm back."), ("analyst", "model sheet updated, same link"),
    ("pm", "Has anyone seen my reading glasses? Black frames, probably near the printer."),
    ("analyst", "found them, printer tray"), ("pm", "Hero."), ("analyst", "quiet afternoon so far"),
    ("pm", "Quiet is good."), ("analyst", "heading to the broker lunch, back by 2"),
    ("macro", "anyone know if the canteen is open late tonight?"), ("analyst", "no idea, sorry"),
    ("analyst", "vpn dropped, back now"), ("pm", "The wifi in meeting room 2 is hopeless, I'm moving to 5."),
    ("analyst", "did the ir deck from yesterday get saved anywhere?"), ("pm", "Shared drive, under conferences."),
    ("analyst", "thx"), ("pm", "Thank you."), ("analyst", "sorted"), ("analyst", "on a call till 3"),
    ("pm", "Lovely, thanks Priya."), ("analyst", "will do"), ("pm", "Noted, thank you."),
]


WEIGHTS = [0.05, 0.05, 0.05, 0.05, 0.1, 0.4, 2.0, 6.0, 6.0, 5.0, 4.0, 2.5, 2.0, 5.0, 5.0, 4.5, 3.5, 3.0, 2.0, 2.5, 1.5, 0.6, 0.2, 0.05]
HUMAN_HOURS = list(range(6, 22))


def _pick_time(r, humans=True):
    hours = HUMAN_HOURS if humans else list(range(24))
    w = [WEIGHTS[h] for h in hours]
    h = r.choices(hours, weights=w)[0]
    return h * HOUR + r.randint(0, HOUR - 1)


TIME_WINDOWS = [  # (substring of the first line, earliest hour, latest hour)
    ("coffee machine", 6.2, 8.0), ("pre-open:", 6.0, 6.9), ("risk committee from 11:00", 9.0, 10.8),
    ("lunch run", 11.5, 12.6), ("us futures", 12.4, 13.4), ("ecb lane speaking now", 10.0, 10.3),
    ("fire drill on floor 3 at 14:30", 12.5, 14.3), ("Novo IR team at 16:00", 12.0, 15.8),
    ("this afternoon", 13.0, 17.0), ("closing auction imbalance", 15.6, 17.0), ("For tomorrow:", 15.6, 19.0),
    ("build agenda is out", 17.1, 19.5), ("payrolls whisper", 9.0, 13.0), ("broker lunch", 11.4, 12.4),
    ("on a call till 3", 12.5, 14.5), ("quiet afternoon", 13.5, 16.5), ("Back in ten", 8.0, 18.0),
    ("SAP call replay", 9.0, 17.0), ("googl option flow", 13.6, 17.0), ("swiss watch exports", 7.0, 10.0),
    ("model review with gwen", 8.0, 17.0), ("canteen is open late", 16.0, 19.0),
]


def _time_for(r, text):
    for key, lo, hi in TIME_WINDOWS:
        if key in text:
            return int(lo * HOUR) + r.randint(0, int((hi - lo) * HOUR))
    return _pick_time(r)


def build_day(seed: int, ch: int, day: int, t0: int, cid: str) -> DayBuilder:
    last = None
    for attempt in range(40):
        rng = random.Random(f"{DESK}|{seed}|{ch}|{day}|{attempt}")
        D = DayBuilder(rng, t0, cid, ch, day)
        c = script(D)
        r = rng
        target_n = r.randint(235, 270)
        target_b = r.randint(80_000, 92_000)
        convs = _chatter_convs(r, c, D)
        r.shuffle(convs)
        for conv in convs[: r.randint(len(convs) - 18, len(convs) - 12)]:
            t = _time_for(r, conv[0][1])
            prev = None
            for who, txt in conv:
                prev = D.post(t, who, txt, reply=prev if (prev is not None and r.random() < 0.5) else None)
                t += r.randint(20_000, 240_000)
            if r.random() < 0.25:
                D.post(t, r.choice(["pm", "analyst"]), r.choice(["ok", "thx", "👍", "cheers", "🙏", "k"]), reply=prev, kind="noise")
        for who, txt, kind in _long_items(r, D):
            if D.stats()[1] >= target_b or len(D.msgs) >= 300:
                break
            D.post(_pick_time(r), who, txt, kind=kind)
        shorts = r.sample(SHORT_CHAT, len(SHORT_CHAT))
        while len(D.msgs) < target_n and shorts:
            who, txt = shorts.pop()
            D.post(_time_for(r, txt), who, txt)
        n, size, hard, noise = D.stats()
        last = D
        if 180 <= n <= 320 and 70_000 <= size <= 120_000 and 25 <= hard <= 45 and 0.25 <= noise / n <= 0.40:
            return D
    return last


# --------------------------------------------------------------------------- API

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = _ms(end)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        cid = channel_id_for(ch)
        for d in range(days):
            t0 = end_ms - (days - d) * DAY_MS
            D = build_day(seed, ch, d, t0, cid)
            evs, lab = D.finalize()
            all_events.extend(evs)
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[k].extend(lab[k])
            if ch == 0 and d == days - 1:
                labels["idioms"] = lab["idioms"][:20]
    all_events.sort(key=lambda e: (e[0], e[1]))
    labels["removed_texts"] = sorted(set(labels["removed_texts"]))
    return {"events": [e[2] for e in all_events], "labels": labels}


# --------------------------------------------------------------------------- self-check

def _final_texts(events):
    texts, created, order_ok = {}, {}, True
    last_ms = {}
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            parts = [m["content"]]
            for e in m.get("embeds", []):
                for key in ("title", "description", "author", "footer"):
                    if e.get(key):
                        parts.append(str(e[key]))
                for f in e.get("fields", []):
                    parts.append(f"{f['name']} {f['value']}")
            texts[m["id"]] = parts
            created[m["id"]] = (ev["channel_id"], m)
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if _iso(ms) != m["created_at"]:
                order_ok = False
            ch = ev["channel_id"]
            if ch in last_ms and int(m["id"]) <= last_ms[ch]:
                order_ok = False
            last_ms[ch] = int(m["id"])
        elif ev["op"] == "edit":
            texts[ev["message_id"]][0] = ev["content"]
    return {k: "\n".join(p for p in v if p) for k, v in texts.items()}, created, order_ok


def check(out: dict, end: datetime | None = None) -> dict:
    """Self-check a generated capture + labels; returns stats with an "errors" list."""
    events, labels = out["events"], out["labels"]
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = _ms(end)

    def day_key(ev, m):
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
        day_end = end_ms - ((end_ms - ms - 1) // DAY_MS) * DAY_MS
        return (ev.get("parent_channel_id") or ev["channel_id"], _iso(day_end - DAY_MS)[:16])

    texts, created, order_ok = _final_texts(events)
    errors = []
    if not order_ok:
        errors.append("ids not ordered with time / created_at mismatch")
    times = [ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
             for ev in events]
    if times != sorted(times):
        errors.append("events not in time order")
    removed = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            removed.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed.update(ev["message_ids"])
    chan_of = {mid: c for mid, (c, _) in created.items()}
    for mid, (c, m) in created.items():
        ref = m.get("reference_id")
        if ref and chan_of.get(ref) != c:
            errors.append(f"reply {mid} points outside its channel")
        if (int(mid) >> 22) + DISCORD_EPOCH > end_ms:
            errors.append(f"message {mid} after end")
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in texts:
            errors.append(f"missing message {mid}")
            continue
        if created[mid][0] != h["channel_id"]:
            errors.append(f"channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"facts count {mid}")
        for f in h["facts"]:
            if f not in texts[mid]:
                errors.append(f"fact {f!r} not in {mid}: {texts[mid][:80]!r}")
        if (h["final_state"] in ("deleted", "forgotten")) != (mid in removed):
            errors.append(f"final_state mismatch {mid}")
    for cid, mid, old in labels["superseded_facts"]:
        if old in texts[mid]:
            errors.append(f"superseded {old!r} still in {mid}")
    live = [t for k, t in texts.items() if k not in removed]
    for snip in labels["removed_texts"]:
        if any(snip in t for t in live):
            errors.append(f"removed snippet {snip!r} appears in a live message")
        if not any(snip in texts[k] for k in removed):
            errors.append(f"removed snippet {snip!r} matches no removed message")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in texts:
                errors.append(f"{key} id {mid} missing")
    for idm in labels["idioms"]:
        if idm["message_id"] not in texts:
            errors.append(f"idiom id missing {idm}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errors.append(f"idioms: {len(labels['idioms'])}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errors.append("hard id also labelled noise/near")
    # per channel-day stats
    per = {}
    for ev in events:
        if ev["op"] != "create":
            continue
        m = ev["message"]
        key = day_key(ev, m)
        d = per.setdefault(key, {"messages": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        d["messages"] += 1
        d["bytes"] += len("\n".join(p for p in [m["content"]] + [
            x for e in m.get("embeds", []) for x in
            [e.get("title"), e.get("description"), e.get("author"), e.get("footer")] +
            [f"{f['name']} {f['value']}" for f in e.get("fields", [])] if x]).encode("utf-8"))
    hard_set, noise_set, near_set = hard_ids, set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            key = day_key(ev, m)
            per[key]["hard"] += m["id"] in hard_set
            per[key]["noise"] += m["id"] in noise_set
            per[key]["near"] += m["id"] in near_set
    for key, d in per.items():
        if not 180 <= d["messages"] <= 320:
            errors.append(f"{key}: {d['messages']} messages")
        if not 70_000 <= d["bytes"] <= 120_000:
            errors.append(f"{key}: {d['bytes']} bytes")
        if not 25 <= d["hard"] <= 45:
            errors.append(f"{key}: {d['hard']} hard")
        if not 0.25 <= d["noise"] / d["messages"] <= 0.40:
            errors.append(f"{key}: noise {d['noise'] / d['messages']:.2f}")
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    stats = {"events": len(events), "messages": sum(d["messages"] for d in per.values()),
             "bytes": sum(d["bytes"] for d in per.values()), "hard_events": len(labels["hard_events"]),
             "hard_by_type": dict(sorted(by_type.items())), "noise": len(labels["noise_message_ids"]),
             "near_miss": len(labels["near_miss_ids"]), "idioms": len(labels["idioms"]),
             "per_channel_day": {f"{k[0]}/{k[1]}": v for k, v in sorted(per.items())}, "errors": errors}
    return stats


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.desks.equities_ls", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload from disk and verify
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    stats = check({"events": events, "labels": labels}, end=end)
    print(json.dumps(stats, ensure_ascii=False, indent=1))
    return 1 if stats["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
