#!/usr/bin/env python3
"""Desk generator: agent_floor_crypto_spot.

A small fund whose trading floor is run by LLM agents (scout, research, PM, risk,
execution, router, news) plus one human principal and a handful of bots. Crypto spot
plus a few US equities / ETFs (coins, miners, crypto ETFs).

Standard library only. Output is a pure function of the arguments.
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "agent_floor_crypto_spot"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1348817529360113734"
DEFAULT_END = datetime(2026, 3, 19, 0, 0, 0, tzinfo=timezone.utc)
_CHANNEL_BASE_MS = 1741478402117  # 2025-03-09, channel creation time

AUTHORS = {
    "scout": ("1348820744512659526", "scout-7", True),
    "athena": ("1348821096750350407", "athena-research", True),
    "pm": ("1348821440884543589", "pm-core", True),
    "risk": ("1348821779373260861", "riskwarden", True),
    "exec": ("1348822106218565693", "exec-01", True),
    "router": ("1348822452487684170", "switchboard", True),
    "wire": ("1348822790393393234", "wire-agent", True),
    "theo": ("1209337015412584518", "theo", False),
    "bridge": ("1348823318317862982", "exbridge", True),
    "pricew": ("1348823662359838781", "pricewatch", True),
    "funding": ("1348824004128522300", "fundingbot", True),
    "pnl": ("1348824337156264008", "pnl-snap", True),
    "mon": ("1348824669001236551", "floor-monitor", True),
    "gw": ("1348825001517285426", "gw-relay", True),
    "deploy": ("1348825336465907753", "deploy-bot", True),
}

HELD = ["BTC", "ETH", "SOL", "LINK", "MSTR", "COIN", "MARA", "IBIT"]
WATCH = ["AVAX", "TIA", "DOGE", "RIOT", "CLSK", "HOOD"]

EQUITIES = {"MSTR", "COIN", "MARA", "IBIT", "RIOT", "CLSK", "HOOD"}


def _snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 4095)


def channel_id_for(index):
    return str(_snowflake(_CHANNEL_BASE_MS + index * 60013, (index % 29) + 2, 0x2B1 + index))


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _fmt(sym, v):
    if sym == "BTC":
        return "{:,.0f}".format(v)
    if sym == "ETH":
        return "{:,.2f}".format(v)
    if sym == "DOGE":
        return "{:.4f}".format(v)
    return "{:.2f}".format(v)


def _round_px(sym, v):
    if sym == "BTC":
        return round(v / 10.0) * 10
    if sym == "ETH":
        return round(v * 2) / 2.0
    if sym == "DOGE":
        return round(v, 4)
    return round(v * 20) / 20.0


HOUR_WEIGHTS = [3, 2, 2, 2, 2, 3, 4, 5, 7, 8, 8, 7, 8, 10, 12, 12, 11, 10, 9, 8, 7, 6, 5, 4]


class Day:
    """One channel-day under construction."""

    def __init__(self, rng, ch_index, day_index, day_start, channel_id):
        self.rng = rng
        self.ch_index = ch_index
        self.day_index = day_index
        self.day_start = day_start
        self.start_ms = int(day_start.timestamp() * 1000)
        self.channel_id = channel_id
        self.msgs = []
        self.ops = []
        self.threads = []
        self.idioms = []
        self.removed = []
        self._order = 0

    def _ms(self, sec):
        sec = max(1.0, min(86399.0, sec))
        return self.start_ms + int(sec * 1000)

    def thread(self, sec, name):
        th = {"ms": self._ms(sec), "name": name, "id": None, "ch_index": self.ch_index}
        self.threads.append(th)
        return th

    def post(self, sec, who, content="", embeds=None, reply=None, thread=None, hard=None,
             noise=False, near=False, idiom=None, attachments=None):
        self._order += 1
        h = {
            "ms": self._ms(sec), "order": self._order, "who": who, "content": content,
            "embeds": embeds or [], "reply": reply, "thread": thread, "hard": hard,
            "noise": noise, "near": near, "idiom": idiom, "attachments": attachments or [],
            "state": "live", "final": content, "superseded": [], "id": None,
            "ch_index": self.ch_index,
        }
        if reply is not None and h["ms"] <= reply["ms"]:
            h["ms"] = reply["ms"] + 1500 + self.rng.randint(0, 9000)
        self.msgs.append(h)
        return h

    def _op_ms(self, h, sec):
        ms = self._ms(sec)
        if ms <= h["ms"]:
            ms = h["ms"] + 20000 + self.rng.randint(0, 40000)
        return ms

    def edit(self, h, sec, content, superseded=(), facts=None):
        ms = self._op_ms(h, sec)
        if h.get("last_edit_ms") and ms <= h["last_edit_ms"]:
            ms = h["last_edit_ms"] + 60000
        h["last_edit_ms"] = ms
        self._order += 1
        self.ops.append({"ms": ms, "order": self._order, "kind": "edit", "h": h, "content": content})
        h["final"] = content
        h["superseded"].extend(superseded)
        if h["state"] == "live":
            h["state"] = "edited"
        if facts is not None and h["hard"]:
            h["hard"]["facts"] = facts

    def delete(self, h, sec, snippet):
        self._order += 1
        self.ops.append({"ms": self._op_ms(h, sec), "order": self._order, "kind": "delete", "h": h})
        h["state"] = "deleted"
        self.removed.append(snippet)

    def forget(self, h, sec, by, snippet):
        self._order += 1
        self.ops.append({"ms": self._op_ms(h, sec), "order": self._order, "kind": "forget", "h": h, "by": by})
        h["state"] = "forgotten"
        self.removed.append(snippet)

    def bulk_delete(self, hs, sec, snippets):
        ms = max(self._op_ms(h, sec) for h in hs)
        self._order += 1
        self.ops.append({"ms": ms, "order": self._order, "kind": "bulk_delete", "hs": hs})
        for h in hs:
            h["state"] = "deleted"
        self.removed.extend(snippets)

    def pin(self, h, sec, by):
        self._order += 1
        self.ops.append({"ms": self._op_ms(h, sec), "order": self._order, "kind": "pin", "h": h, "by": by})

    def react(self, h, sec, emoji, who):
        self._order += 1
        self.ops.append({"ms": self._op_ms(h, sec), "order": self._order, "kind": "react", "h": h,
                         "emoji": emoji, "who": who})

    def rand_time(self):
        r = self.rng.random() * sum(HOUR_WEIGHTS)
        acc = 0
        for hr, w in enumerate(HOUR_WEIGHTS):
            acc += w
            if r <= acc:
                return hr * 3600 + self.rng.random() * 3600
        return 23 * 3600 + self.rng.random() * 3599


def H(t, facts, phrasing):
    return {"type": t, "facts": list(facts), "phrasing": phrasing}


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
    for f in e.get("fields", []):
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    return " \n ".join(p for p in parts if p)



# --------------------------------------------------------------------------------------
# long-form material (analysis without decisions)
# --------------------------------------------------------------------------------------

_NOTE_TOPICS = {
    "Alt L1 rotation monitor": {
        "heads": ["Relative strength", "On-chain activity", "Flows and positioning", "Supply", "Read-across"],
        "pool": [
            "SOL/ETH is {p1}% off its 30d low and has printed {n1} higher daily closes out of the last {n2}.",
            "AVAX lagged the group by {p2}% on the week; the unlock calendar is the obvious overhang and the order books show it.",
            "Fee revenue on the big three L1s grew {p3}% w/w, but {p4}% of it came from a single memecoin launchpad, which is not sticky.",
            "DEX volume share: Solana {p5}%, Ethereum mainnet {p6}%, L2s combined {p7}%; the ranking hasn't moved in a month.",
            "Perp OI on alts rebuilt {p1}% since the flush; funding is still below the levels where squeezes usually start.",
            "Spot CVD on SOL turned positive in US hours only; Asia sessions were net sellers {n1} days in a row.",
            "Staking yields are roughly unchanged; the spread vs T-bills is the narrowest it has been since {mon}.",
            "Validator count and client diversity keep improving, which matters for the institutional story more than for price.",
            "Market makers quote {bp}bp wide at $1m size on the mid-caps, versus {bp2}bp a quarter ago.",
            "Bridged stablecoin supply on Solana rose ${m1}m over the week; historically that leads DEX volume by a few days.",
            "The rotation trade everyone talks about (sell ETH, buy SOL) is crowded on sell-side desks; positioning data shows it in the ratio options.",
            "Token unlocks in the next {n2} days total about ${m2}m across the names we track, {p2}% of it in AVAX and TIA.",
            "Correlation of alts to BTC on a 30d window is {x1}, down from {x2}; dispersion is back, which is good for selection.",
            "Buyers stepped in at the same levels three times this week; sellers have not pushed through the range lows since {mon}.",
        ],
    },
    "Miners: hashprice & treasury watch": {
        "heads": ["Hashprice", "Production", "Treasury & financing", "Valuation", "Risks"],
        "pool": [
            "Hashprice is ${hp}/PH/day, {p1}% above the post-halving low but still below the level most fleets need for comfortable margins.",
            "Network hashrate grew {p2}% m/m; difficulty adjusts in {n1} days with an estimated +{p3}% change.",
            "MARA, RIOT and CLSK together mined roughly {n3} BTC last month; the group sold about {p4}% of production.",
            "EV/EH across the group ranges from ${m1}m to ${m2}m; the spread is the widest it has been in a year.",
            "ATM usage picked up again: two of the three large names raised equity in the last {n2} sessions.",
            "Power costs in ERCOT were volatile on curtailment days; credits offset part of the lost production.",
            "HPC/AI hosting deals keep getting announced; the market pays for them before a single megawatt is delivered.",
            "Miner outflows to exchanges were {p5}% of the 30d average, so the miner supply overhang is not the story this week.",
            "The miners' beta to BTC on a 60d window is {x1}x; on down days it rises closer to {x3}x.",
            "Convertible issuance across the sector was ${m1}m this month; conversion prices sit {p6}% above spot on average.",
            "Short interest in the group is {p7}% of float on average, elevated but not at squeeze levels.",
            "Fleet efficiency upgrades continue: the group average is now {n2} J/TH, down from {n4} a year ago.",
            "Options on the miners price {p3} vol points over BTC implieds, roughly in line with history.",
        ],
    },
    "Stablecoins & liquidity conditions": {
        "heads": ["Supply", "Exchange balances", "Funding markets", "Banking rails", "Takeaways"],
        "pool": [
            "Total stablecoin supply rose ${m1}m on the week; USDT carried most of it, USDC was flat.",
            "Exchange stablecoin balances are {p1}% above the 90d average, dry powder that has not been deployed yet.",
            "On-chain lending rates for USDC are {p2}% on the big money markets, a touch below the T-bill rate.",
            "Perp funding across venues averages {f1}% per 8h; basis on CME is {p3}% annualised.",
            "Mint/redeem activity at the issuers shows net creation {n1} days out of the last {n2}.",
            "Fiat on-ramp volumes through the US banking partners look normal; no weekend gaps this time.",
            "Treasury bill holdings of the main issuer rose again; the reserve attestation came in on schedule.",
            "Stablecoin velocity picked up on Solana and Tron, mostly payments and exchange transfers.",
            "A large part of the new supply went straight to two offshore venues, which usually precedes perp leverage rather than spot demand.",
            "DeFi TVL in dollar terms is up {p4}%, but most of that is price, not new deposits.",
            "Stablecoin dominance is {p5}% of total crypto market cap, down from {p6}% at the last local top in risk appetite.",
            "Redemptions at the smaller issuers were heavier; none of it looks disorderly.",
        ],
    },
    "ETF flow monitor": {
        "heads": ["Daily flows", "Issuer split", "Who is buying", "Basis and arbitrage", "Implications"],
        "pool": [
            "Spot BTC ETFs: net +${m1}m yesterday, +${m2}m week-to-date; {n1} of the last {n2} sessions were inflows.",
            "IBIT's share of the complex is {p1}%; FBTC second at {p2}%; the converted trusts still bleed small amounts.",
            "ETH ETFs: net ${m3}m yesterday, basically flat over the month.",
            "13F data shows advisers and hedge funds roughly split; the basis-trade share is smaller than a year ago.",
            "Creations are heaviest in the last hour of the US session, which matches the Coinbase premium pattern.",
            "CME basis annualised is {p3}%; when it drops under {p4}% the carry trade unwinds and ETF outflows follow mechanically.",
            "Options on IBIT now rival the offshore venues in open interest on some tenors.",
            "Model portfolios at two wirehouses added a small BTC sleeve; the flow impact is slow but persistent.",
            "Secondary-market volume in IBIT was ${m4}m, {x1}x the 20d average.",
            "Authorised participants are using in-kind creations more often, which reduces the visible spot footprint.",
            "The premium/discount to NAV stayed within {bp}bp all week.",
            "Outflow days were concentrated on macro-data days, consistent with a risk-parity style allocator rather than crypto-native money.",
        ],
    },
    "Options & vol positioning": {
        "heads": ["Implied vol", "Skew", "Open interest", "Dealer positioning", "Events"],
        "pool": [
            "BTC 30d ATM implied is {v1}%, realised {v2}%; the vol risk premium is about {v3} points.",
            "25-delta risk reversals are {rr} on the 30d tenor; calls were bid in the last two sessions.",
            "Largest open interest strikes for month-end are 60k puts and 70k calls; max pain sits around {mp}.",
            "Dealers are estimated long gamma between 62k and 66k, which has been pinning the range.",
            "ETH term structure is in contango all the way out; no event premium around the ETF decision dates.",
            "Put spreads were the most traded structure on the block desks; someone is hedging downside cheaply.",
            "SOL options volume is still small; the listed market doesn't tell us much about positioning.",
            "Vol-of-vol dropped; the market is not paying for a regime change.",
            "Front-end skew flipped negative ahead of CPI each of the last three months and normalised within two days.",
            "IBIT options: call/put OI ratio {x1}; the short-dated calls are mostly retail size.",
            "Overwriting flows from yield products cap upside vol in the 1-2 week tenors.",
            "Historically, when implied trades this far under realised, a move of {p1}% within a week follows about half the time.",
        ],
    },
    "Token unlock & supply calendar": {
        "heads": ["Next 14 days", "Who holds the unlocking supply", "How the market has priced it", "History"],
        "pool": [
            "AVAX: cliff unlock in {n1} days, roughly ${m1}m at current prices, about {p3}% of circulating supply.",
            "TIA: {n2}-day countdown to the next tranche; most of it goes to early backers who hedged via perps months ago.",
            "ARB and OP both have monthly linear unlocks; individually small, but the selling shows up as persistent offers in Asia hours.",
            "SUI has the largest absolute unlock of the month at ${m2}m; it is not on our list but it will pull liquidity from the alt complex.",
            "Early-backer wallets for two of these names moved tokens to exchange deposit addresses ahead of previous unlocks; none have moved yet this time.",
            "Perp funding on the unlocking names turned negative {n1} days ago, consistent with hedges being put on.",
            "Borrow rates for the unlocking tokens on the lending venues are {p1}%, elevated but not extreme.",
            "Over the last {n2} large unlocks in our sample, the median move from T-14 to T+7 was {p2}% lower vs BTC.",
            "The price impact was concentrated before the unlock in most cases, not after; the event itself tends to be a non-event.",
            "Market makers usually widen quotes {bp}bp on unlock day and normalise within 48h.",
            "Foundations increasingly pre-announce OTC placements, which moves the selling off exchange and dampens the visible impact.",
            "Community-staking unlocks behave differently from investor unlocks: a large share is restaked within a week.",
        ],
    },
    "Macro pre-read": {
        "heads": ["Calendar", "Rates", "Dollar & liquidity", "Equities read-across", "Scenarios"],
        "pool": [
            "CPI tomorrow 12:30 UTC: consensus {c1}% m/m core; whisper is a touch softer.",
            "FOMC minutes on {wd}; the market prices {n1} cuts by year-end, down from {n2} a month ago.",
            "2y yields at {y1}%, 10y at {y2}%; the curve steepened {bp}bp on the week.",
            "DXY at {dxy}; BTC's 30d correlation to the dollar is {x4}, the most negative in a quarter.",
            "Net liquidity proxy (Fed balance sheet minus TGA minus RRP) rose ${m1}bn over two weeks.",
            "Nasdaq futures +{p1}% overnight; crypto equities have traded with a 1.{n3} beta to the index this month.",
            "Japan: BoJ commentary moved the yen {p2}% on the day, the carry-unwind scenario is back in the conversation.",
            "Oil moved {p3}% on OPEC+ headlines; the inflation pass-through into breakevens was small.",
            "Credit spreads are tight; nothing here is flashing stress.",
            "A hot print would hit duration first and crypto second; the last three hot prints cost BTC about {p4}% on the day.",
            "A soft print is mostly priced; the asymmetric reaction is to the upside surprise.",
            "Gold at record highs again; the 'digital gold' framing comes back every time, the correlation does not.",
        ],
    },
}

_INTERP = [
    "The cleanest way to read this week is that spot demand is real but narrow. It shows up in a few hours of the US session and in "
    "a handful of products, and it disappears outside of them. That pattern has historically produced grinding moves rather than "
    "breakouts, and it tends to punish anyone who chases the first leg. It also means the overnight sessions carry most of the "
    "downside gaps, which matters for where stops sit rather than for direction.",
    "Positioning is the part I trust least. Open interest, funding and skew all look benign, but they looked benign before the last two "
    "flushes as well; the leverage simply moved to venues we don't see well. I'd treat the clean readings as the absence of a warning, "
    "not as a positive signal in their own right.",
    "There is a tension between the flow data and the price action. Flows say someone large is accumulating; price says they are doing "
    "it patiently and without urgency. When those two disagree the flow data usually wins over a few weeks, but the path is choppy and "
    "the timing is not knowable from these numbers.",
    "It's worth separating what is structural from what is cyclical. The structural pieces (custody, ETF plumbing, stablecoin rails) "
    "keep improving regardless of price. The cyclical pieces (funding, retail activity, memecoin volume) are running about {p1}% below "
    "their peak levels. Our book is mostly exposed to the structural story, which is why the cyclical softness hasn't hurt much.",
    "One caveat on the data: several of the series above are revised after the fact, particularly the on-chain ones, where entity "
    "labelling changes as wallets get reclassified. A {p2}% move in a week can shrink to half that after relabelling. I've marked the "
    "series I consider reliable in the dashboard.",
    "Relative to consensus on the sell-side desks we talk to, this read is slightly more cautious on the alts and slightly more "
    "constructive on BTC itself. Nobody I've spoken to has a strong view on the miners; the common framing is that they are an option "
    "on BTC with a dilution tax, which is about right.",
    "From a portfolio construction angle, the useful observation is that dispersion is back. When everything moves together the only "
    "decision that matters is gross exposure; when dispersion rises, selection starts to pay again and the scout's cards become more "
    "valuable. That argues for keeping the signal pipeline running at full width even while the book is quiet.",
    "Finally, the calendar. The next two weeks carry {n1} scheduled events that have historically moved this market: CPI, FOMC minutes, "
    "two large token unlocks and the quarterly options expiry. None of them is a reason to act now, but they are reasons to be careful "
    "about adding size just before them.",
    "On the flows specifically, the split between creations and redemptions matters more than the net number. A day with large "
    "gross creations and almost as large redemptions says the product is being used for rotation and hedging; a day with creations "
    "and no redemptions says new money. This week was mostly the first kind, with two days of the second.",
    "The on-chain picture adds little this time. Long-term holder supply is flat, exchange balances drift lower as they have for "
    "two years, and the realised-price bands sit well below spot. These series are slow by construction and rarely tell us anything "
    "on a one-week horizon; I include them for completeness and because they anchor the longer view.",
    "It is easy to over-read the funding data. Funding near zero means leverage is balanced, not absent; gross OI is still high by "
    "historical standards. A move that forces one side to unwind can start from a neutral funding print, as happened twice last "
    "quarter. The useful signal is a divergence between funding and price, and there isn't one today.",
    "For the equities sleeve, the read-across is mostly via beta and sentiment. Crypto equities have been trading at a premium to the "
    "implied move in the underlying coins for most of the month, partly because equity investors use them as the only permitted "
    "exposure. That premium compresses quickly in selloffs, which is worth remembering when comparing drawdowns across sleeves.",
    "Liquidity conditions deserve their own line. Depth at 1% on the majors is roughly in line with the yearly average, but on the "
    "mid-caps it is thinner by about {p3}%. Execution costs for anything outside the top five names are higher than the models assume, "
    "and that should be reflected in how we judge the edge of any alt signal.",
    "What would make this picture wrong: a sharp dollar rally, a disorderly unwind in Japanese rates, or a large custodial incident. "
    "None of those is visible in the data today, and the probability of each on a two-week horizon is low, but they are the tail "
    "scenarios that the current positioning is least prepared for.",
]


def _fill_numbers(rng):
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    return {
        "p1": round(rng.uniform(1, 30), 1), "p2": round(rng.uniform(1, 30), 1), "p3": round(rng.uniform(1, 15), 1),
        "p4": round(rng.uniform(5, 60), 1), "p5": round(rng.uniform(5, 40), 1), "p6": round(rng.uniform(5, 40), 1),
        "p7": round(rng.uniform(5, 30), 1), "n1": rng.randint(2, 9), "n2": rng.randint(10, 30), "n3": rng.randint(1, 9),
        "n4": rng.randint(20, 29), "m1": rng.randint(40, 900), "m2": rng.randint(100, 1500), "m3": rng.randint(-150, 150),
        "m4": rng.randint(800, 4000), "bp": rng.randint(3, 40), "bp2": rng.randint(10, 80), "x1": round(rng.uniform(0.3, 2.2), 2),
        "x2": round(rng.uniform(0.6, 0.95), 2), "x3": round(rng.uniform(1.5, 3.0), 1), "x4": round(rng.uniform(-0.7, -0.1), 2),
        "hp": round(rng.uniform(42, 58), 1), "f1": "%.4f" % rng.uniform(-0.004, 0.015), "v1": rng.randint(38, 62),
        "v2": rng.randint(30, 65), "v3": round(rng.uniform(-4, 9), 1), "rr": "%+.1f" % rng.uniform(-3, 4),
        "mp": "{:,}".format(rng.randint(60, 66) * 1000), "c1": "%.1f" % rng.uniform(0.2, 0.4), "wd": rng.choice(["Wednesday", "Thursday"]),
        "y1": "%.2f" % rng.uniform(3.6, 4.4), "y2": "%.2f" % rng.uniform(3.9, 4.7), "dxy": "%.1f" % rng.uniform(98, 106),
        "mon": rng.choice(months),
    }


def research_note(rng, topic, datestr, with_trading_words):
    spec = _NOTE_TOPICS[topic]
    out = ["## %s — %s" % (topic, datestr), ""]
    out.append(rng.choice([
        "Scheduled note. Context only: nothing here is a recommendation or a change of view.",
        "Routine monitor, posted for the overnight agents. No action items.",
        "Weekly read. Observations first, interpretation second; the desk view is unchanged.",
    ]))
    pool = list(spec["pool"])
    rng.shuffle(pool)
    heads = spec["heads"]
    per = max(2, len(pool) // len(heads))
    for i, head in enumerate(heads):
        out.append("")
        out.append("### " + head)
        for sent in pool[i * per:(i + 1) * per] or pool[:2]:
            out.append("- " + sent.format(**_fill_numbers(rng)))
    out.append("")
    out.append("### Interpretation")
    for para in rng.sample(_INTERP, rng.randint(7, 8)):
        out.append(para.format(**_fill_numbers(rng)))
        out.append("")
    out.append("")
    out.append("### Data")
    out.append("| metric | now | 7d ago | 30d ago | z-score |")
    out.append("|---|---|---|---|---|")
    for mname in rng.sample(["spot volume ($bn)", "perp OI ($bn)", "funding (8h, bp)", "basis (ann. %)", "stablecoin supply ($bn)",
                             "active addresses (m)", "exchange netflow ($m)", "ETF flow ($m)", "realised vol 30d (%)", "skew 25d"], 6):
        a, b, c = rng.uniform(1, 80), rng.uniform(1, 80), rng.uniform(1, 80)
        out.append("| %s | %.1f | %.1f | %.1f | %+.2f |" % (mname, a, b, c, rng.uniform(-2.2, 2.2)))
    if with_trading_words:
        out.append("")
        out.append(rng.choice([
            "_Where people get stopped:_ liquidations cluster {p1}% below spot; a lot of buy stops sit just above the range high. "
            "Whoever has to sell into that move sets the low, whoever has to buy sets the high. Useful for execution timing, not a trade call.",
            "_Execution context:_ if we ever need to buy or sell size in this group, the best liquidity is in the US open hour "
            "({bp}bp impact at $500k) and the worst is the Asia lunch. No order implied.",
        ]).format(**_fill_numbers(rng)))
    out.append("")
    out.append(rng.choice(["— athena · sources: internal dashboards, exchange data, public filings",
                           "— athena (auto-generated from the monitor pack; ping me for the raw tables)"]))
    return "\n".join(out)


SCAN_PAIRS = ["BTC", "ETH", "SOL", "LINK", "AVAX", "TIA", "DOGE", "XRP", "ADA", "TON", "SUI", "ARB", "OP", "NEAR", "INJ", "APT"]


def scout_scan(rng, hour, minute, floor=0.55):
    pairs = rng.sample(SCAN_PAIRS, rng.randint(11, 14))
    rows = []
    above = 0
    for s in pairs:
        sc = round(rng.uniform(0.12, 0.6), 2)
        if sc >= floor:
            sc = round(floor - 0.01, 2)
        rows.append("| %s | %+.1f%% | %+.4f%% | %+d%% | %.2f | %s |" % (
            s, rng.uniform(-6, 6), rng.uniform(-0.01, 0.02), rng.randint(-15, 20), sc,
            rng.choice(["—", "—", "—", "vol↑", "OI↑", "range", "trend?", "thin book"])))
    return ("🛰 scan %02d:%02d UTC · %d pairs · %d above floor %.2f\n\n| pair | 24h | funding | OI d/d | score | flag |\n|---|---|---|---|---|---|\n%s\n\n"
            "no cards issued this pass." % (hour, minute, len(pairs), above, floor, "\n".join(rows)))


def macro_digest(rng, hour):
    items = [
        "Nvidia supplier checks point to another capex beat; semis +%.1f%% premarket" % rng.uniform(0.5, 3),
        "Oil %+.1f%% after OPEC+ headlines; Brent back near $%d" % (rng.uniform(-3, 3), rng.randint(68, 88)),
        "ECB speakers lean toward a pause; EUR/USD %.4f" % rng.uniform(1.05, 1.15),
        "US jobless claims %dk vs %dk expected" % (rng.randint(205, 245), rng.randint(210, 235)),
        "Gold prints another record at $%s/oz" % "{:,}".format(rng.randint(2900, 3400)),
        "Cardano foundation announces a governance vote; ADA %+.1f%%" % rng.uniform(-4, 6),
        "TON ecosystem fund launches a $%dm grant round" % rng.randint(20, 150),
        "Apple guides services growth above consensus; AAPL %+.1f%% after hours" % rng.uniform(-2, 4),
        "Japan 10y JGB yield at %.2f%%, highest since 2008" % rng.uniform(1.3, 1.7),
        "SUI network upgrade goes live without incident",
        "EU MiCA: two more exchanges receive licences in Germany",
        "Arbitrum DAO votes on a treasury diversification proposal",
        "Chinese PMI %.1f vs %.1f expected" % (rng.uniform(48.5, 51.5), rng.uniform(49, 51)),
        "Tesla recalls %s vehicles over a software issue" % "{:,}".format(rng.randint(20, 400) * 1000),
    ]
    pick = rng.sample(items, rng.randint(5, 7))
    return ("**wire digest %02d:00 — macro & other (nothing on the book)**\n%s\n\nnone of these touch held or watchlist names; "
            "filed for context." % (hour, "\n".join("• " + x for x in pick)))


def exposure_report(rng, hour, P, held, gross):
    rows = []
    for s in held:
        rows.append("| %s | %.1f%% | %s | %.2f | %s |" % (
            s, rng.uniform(1, 30), _fmt(s, P[s] * rng.uniform(0.9, 0.96)), rng.uniform(0.4, 2.2), rng.choice(["ok", "ok", "ok", "near soft"])))
    return ("**Exposure check %02d:00 UTC** — all within limits\n\n| name | %% NAV | stop on file | beta | status |\n|---|---|---|---|---|\n%s\n\n"
            "gross %.2fx · net %.2fx · VaR95 1d %.2f%% · ES97.5 %.2f%% · liquidity-weighted days to exit %.1f\nno action required." % (
                hour, "\n".join(rows), gross, gross - rng.uniform(0.25, 0.35), rng.uniform(1.6, 2.9),
                rng.uniform(2.4, 4.1), rng.uniform(0.3, 1.4)))

def pm_plan(rng, P, datestr, weekend):
    lines = ["**pm-core · plan for %s**" % datestr, ""]
    lines.append("Book is roughly where we left it last night. Priorities for the session, in order:")
    items = [
        "1. BTC: athena's structure note is due this morning; if it comes with a sized idea I'll review it against the single-order cap before anything goes to exec.",
        "2. Alts: the scout has been flagging range reclaims on the majors; I want to see depth and funding before sizing any of them.",
        "3. ETH: quarterly thesis review in a thread today. Until it's done, no adds and no trims.",
        "4. Miners: hashprice has bounced; watching the group into the US open, no pre-committed trade." if not weekend else
        "4. Weekend: equities closed, keep sizes small, thinner books on every venue.",
        "5. Risk: limit sheet review at 12:45 UTC — expect the alt single-name cap to come down.",
        "6. Housekeeping: reconcile the stop file with exec after yesterday's trail; two stops were placed manually.",
    ]
    lines.extend(items)
    lines.append("")
    lines.append("Open questions for theo: do we want to keep the IBIT sleeve or move it to spot for the fee saving? "
                 "What's the appetite for a second miner name if MARA works?")
    lines.append("")
    lines.append("Levels I'm watching (not orders): BTC %s / %s, ETH %s, SOL %s, MSTR %s. Anything actionable will come as a "
                 "proper proposal with an id." % (_fmt("BTC", P["BTC"] * 0.97), _fmt("BTC", P["BTC"] * 1.04), _fmt("ETH", P["ETH"] * 0.96),
                                                  _fmt("SOL", P["SOL"] * 0.95), _fmt("MSTR", P["MSTR"] * 0.94)))
    return "\n".join(lines)


def tca_report(rng, ids):
    rows = []
    for i in ids:
        rows.append("| %s | %s | %+.1f | %.1f%% | %s |" % (
            i, rng.choice(["CB-PRIME", "KRAKEN", "IBKR"]), rng.uniform(-6, 9), rng.uniform(0.5, 12),
            rng.choice(["passive", "passive", "mixed", "aggressive"])))
    return ("**exec-01 · TCA, session to date**\n\n| order | venue | slippage vs arrival (bp) | participation | style |\n|---|---|---|---|---|\n%s\n\n"
            "Average slippage %.1fbp vs a %dbp budget. Passive fills captured most of the spread; the one aggressive child order "
            "crossed during the reconnect window and cost ~%dbp. Venue scorecard: CB-PRIME fill rate %d%%, KRAKEN %d%%, IBKR n/a for crypto. "
            "No changes to routing preferences proposed." % (
                "\n".join(rows), rng.uniform(0.5, 4.5), rng.randint(6, 10), rng.randint(4, 12), rng.randint(70, 95), rng.randint(60, 92)))


QA = [
    ("why is the alt cap being cut if nothing blew up? 🤔",
     "Two reasons. First, depth: top-of-book liquidity within ±2% on the mid-cap alts is down roughly {p1}% since the start of the month, "
     "so the same % NAV position now takes about {n1}x longer to exit at our impact budget. Second, correlation: the 30d correlation of "
     "our alt sleeve to BTC dropped, which sounds like diversification but in practice means the alt moves are idiosyncratic and gap-prone "
     "around unlocks. The sheet keeps existing positions grandfathered so nothing is forced. If depth recovers I'd expect the cap to go back."),
    ("is the miners thing just btc beta with extra steps",
     "Mostly, yes, with two differences. The beta is not constant: it runs near {x1}x on up days and closer to {x3}x on down days, so "
     "the convexity is against us in selloffs. And the equity adds its own drivers: ATM dilution, power costs, and the HPC hosting "
     "narrative, which has nothing to do with BTC. Over the last year roughly {p2}% of miner variance was explained by BTC; the rest is "
     "company and sector stuff. That's why risk treats the miners as a separate basket with its own cap."),
    ("what happened with the wire agent crash this morning",
     "A feed entry came in without a `published` field and the normaliser indexed it directly. The loop restarted cleanly, {n1} items "
     "were replayed from the backlog and none were lost. Deploy-bot has a fix queued that skips malformed entries and logs them instead. "
     "No headlines relevant to the book were delayed by more than a few minutes."),
    ("do we have any exposure to the exchange that's in the news today",
     "No direct exposure: we don't custody anything there and none of our venues route through it. Indirectly, two of our market makers "
     "quote there, so spreads on the smaller alts might widen for a day or two. Exec will watch fill quality; nothing to do now."),
    ("are the agents allowed to trade without me now? just checking 😅",
     "Only inside the standing mandate: pm-core can approve proposals under 2% of NAV on its own, anything larger needs you, and "
     "riskwarden can block or resize anything regardless of who approved it. exec-01 never acts on an unapproved proposal; the router "
     "only hands approved, sized items to exec. You can override any of it, and overrides are logged with the reason given."),
    ("what's the difference between the scout's score and the pm's conviction",
     "The scout's score is a model output: probability-like, calibrated on the last two years of its own signals, blind to the book. "
     "pm-core's conviction is a judgement that includes the book, the limits and the research view. A 0.8 card can still be passed on "
     "if the name is at its cap, and a 0.6 card can be sized up if athena's work supports it. The floor at 0.55 is only a routing filter."),
    ("how much of today's pnl is just beta",
     "Roughly {p4}% of the day's move is explained by BTC beta on a 1d regression; the residual is mostly the miners and the SOL/LINK "
     "sleeve. The attribution is noisy on a single day, I'd not read much into it before the weekly numbers."),
]


def postmortem_msgs(rng):
    return [
        ("exec", "postmortem notes for the reconnect storm at ~02:00: ibkr-gw dropped three times in under a minute, each time the relay "
                 "backed off correctly (2s/4s/8s). No orders were in flight. Market data gaps were under 15s each. Root cause looks like the "
                 "gateway's nightly restart overlapping with our session keepalive window."),
        ("risk", "confirming no risk-engine decisions were taken on stale data during the gaps; the engine blocks on data older than 5s."),
        ("router", "no items were queued during the gaps; routing was idle."),
        ("exec", "action item: shift our keepalive window by 10 min and add an alert when more than two reconnects happen inside 60s. "
                 "theo removed the spam lines from the main channel."),
        ("theo", "ty, cleaner that way 🧹"),
    ]

def handoff(rng, who, hour, P):
    fn = _fill_numbers(rng)
    if who == "scout":
        body = ("Cards issued this shift: {n1}. Above-floor: see channel. Pairs in the universe: 42; two delisted pairs removed from the scan "
                "(low volume). Model drift check: feature importances stable, hit-rate on the trailing 30 cards {p5}%. "
                "Data issues: one binance-md gap, signals in that window suppressed. Nothing pending for the router.")
    elif who == "risk":
        body = ("Limits in force: single-name crypto per current sheet, BTC 35% NAV, miners basket 12% NAV, gross 1.50x, single order "
                "notional $150k. Breaches this shift: see channel; overrides logged: see channel. VaR model: {v1}-day window, "
                "recalibration due Friday. Stress set unchanged. Stops on file reconciled with exec at the top of the hour, 0 mismatches.")
    elif who == "exec":
        body = ("Venues: CB-PRIME ok, KRAKEN ok, IBKR gateway ok (restart window 02:00-02:10 UTC). Open orders: only GTC stops and "
                "take-profits on file. Average slippage this shift {v3}bp. Rate-limit headroom {p4}%. Settlement: prime transfers "
                "done, no fails. Nothing working that the next shift needs to babysit.")
    elif who == "router":
        body = ("Items seen this shift: {n2}. Routed: see channel. No-route decisions: logged with reasons. Queue empty at handoff. "
                "Routing table unchanged: signals → pm-core, sized proposals → pm-core then exec-01 after approval, headlines on held "
                "names → wire-agent summary + athena if thesis-relevant, risk events → riskwarden + theo.")
    elif who == "wire":
        body = ("Sources polled: 38 (2 muted after parse errors). Headlines ingested: {m1}; tagged held: {n1}; tagged watchlist: {n3}; "
                "everything else filed as context. Dedup rate {p6}%. Latency p50 {bp}s from source publish to post.")
    else:
        body = ("Notes published this shift: {n3}. Open research threads: ETH quarterly review, COIN earnings preview, miners "
                "valuation refresh. Data: dashboards refreshed, two on-chain series relabelled by the provider (marked in the pack). "
                "Nothing time-sensitive for the next shift.")
    return ("**shift handoff · %s · %02d:00 UTC**\n" % (AUTHORS[who][1], hour)) + body.format(**fn)


def news_items(rng, nids):
    items = [
        "XRP: Ripple announces a stablecoin partnership with a LatAm payments firm; XRP %+.1f%%. Summary: distribution deal, no "
        "revenue figures disclosed. Why it matters for us: it doesn't — not held, not on the watchlist." % rng.uniform(-2, 6),
        "ADA: Cardano's Chang-2 governance vote passes with %d%% approval. Summary: on-chain treasury now controlled by DReps. "
        "Relevance: none for the book." % rng.randint(60, 85),
        "TON: Telegram reports %dm monthly active wallets; TON %+.1f%%. Context only, not a name we follow." % (rng.randint(30, 60), rng.uniform(-3, 5)),
        "SUI: network processed a record %dm transactions yesterday; fees still negligible. Not held, not watched." % rng.randint(50, 130),
        "Macro: Fed's Waller says policy is 'modestly restrictive'; 2y yields %+dbp. General market colour." % rng.randint(-8, 8),
        "Equities: Nasdaq closes %+.1f%% led by semis; crypto equities followed with lower beta than usual. Colour only." % rng.uniform(-2, 2),
        "Regulation: UK FCA consultation on stablecoin custody rules opens for 12 weeks. No direct read-across to our names.",
        "Exchange: OKX lists two new perps on small-cap AI tokens; volumes modest. Not relevant to the book.",
        "NEAR: foundation announces a $%dm ecosystem fund for AI agents. Not held, not on watchlist." % rng.randint(20, 120),
    ]
    return ["🗞️ `%s` %s" % (nid, it) for nid, it in zip(nids, rng.sample(items, len(nids)))]


def low_card(rng, sid, sym):
    return ("📡 signal `%s` · %s/USD · 1h · **below floor**\nbias: %s | score 0.%02d | regime: %s\n"
            "context: %s. Logged for the model's hit-rate tracking; auto-dropped per the 0.55 floor (no router action needed)." % (
                sid, sym, rng.choice(["long", "short", "neutral"]), rng.randint(18, 49), rng.choice(["chop", "range", "trend-down", "squeeze?"]),
                rng.choice(["funding flipped but OI didn't follow", "breakout on thin volume in Asia hours",
                            "mean-reversion setup, low conviction", "spot/perp divergence, small size only"])))


def recon_table(rng, P, held, hour):
    rows = []
    for s in held:
        rows.append("| %s | ✅ | ✅ | 0 |" % s)
    return ("exec-01 · position reconciliation %02d:00 UTC (OMS vs prime vs IBKR)\n\n| name | OMS=prime | stops on file | breaks |\n|---|---|---|---|\n%s\n\n"
            "0 breaks. cash reconciles to the cent. next recon in 8h." % (hour, "\n".join(rows)))

def pm_eod(rng, datestr):
    fn = _fill_numbers(rng)
    return ("**pm-core · end of day %s**\n\n" % datestr + (
        "Summary: a busier day than the tape suggested. The BTC add went through after the risk resize and the alt sleeve "
        "grew by one proposal; everything else was either vetoed, rejected or parked. Gross finished near the top of the usual "
        "range and the temporary limit lapses at midnight as agreed.\n\n"
        "What went well: the signal → proposal → approval → execution chain ran without manual intervention on the main trades, "
        "and execution stayed inside the slippage budget. The veto/override path worked the way it should — logged, reasoned, "
        "and at reduced size.\n\n"
        "What didn't: the fat-finger on the alt bid (caught and deleted within a minute, but it shouldn't reach the channel at all), "
        "the counterparty name in the OTC fill, and the wire-agent crash on a malformed feed.\n\n"
        "Tomorrow: CPI at 12:30 UTC, so no new risk before the print. Open items: ETH no adds (trims only) pending the ETF calendar, "
        "TIA revisit after the unlock, miners view to be refreshed with the monthly production numbers. "
        "Book day PnL attribution to follow from pnl-snap; beta explains roughly {p4}% of it on a first pass.").format(**fn))


def watchlist_review(rng, P):
    lines = ["## athena · watchlist review (weekly, no view changes)", ""]
    notes = {
        "AVAX": "unlock overhang dominates; depth is thin; the ecosystem numbers are fine but not improving. Would only look after the unlock clears.",
        "TIA": "same unlock problem, worse liquidity. DA usage growing slowly. Interesting below the early-backer cost basis, which is far away.",
        "DOGE": "pure sentiment/beta name; retail app flows drive it. Stays on the list because the scout's short-side signals have worked here.",
        "RIOT": "cheapest fleet in the group on some metrics, worst on others; the monthly production update is the catalyst to watch.",
        "CLSK": "best power costs, most self-mining exposure; trades the highest beta of the miners we follow.",
        "HOOD": "crypto volumes are the swing factor for earnings; EU listings expand the funnel. Valuation stretched vs brokers.",
    }
    for s in WATCH:
        lines.append("**%s** (%s) — %s" % (s, _fmt(s, P[s]), notes[s]))
        lines.append("")
    lines.append("Buying or selling any of these is not on the table this week; the point of the list is to have the work done "
                 "before a setup shows up. Scout's cards on these names get routed as usual.")
    return "\n".join(lines)

def routing_table(rng):
    return ("**switchboard · routing table (daily repost)**\n\n| item | first hop | second hop | needs |\n|---|---|---|---|\n"
            "| signal card ≥ 0.55 | pm-core | riskwarden (cc) | sizing |\n| signal card < 0.55 | — | — | logged, auto-drop |\n"
            "| sized proposal ≤ 2%% NAV | pm-core | exec-01 | pm approval + risk pass |\n| sized proposal > 2%% NAV | pm-core | theo → exec-01 | theo approval + risk pass |\n"
            "| headline, held name | wire-agent | athena if thesis-relevant | — |\n| headline, watchlist | wire-agent | athena on request | — |\n"
            "| headline, other | — | — | filed as context |\n| risk event | riskwarden | theo | — |\n\n"
            "Unchanged since v%d. Items that match no row are held in the queue and flagged to pm-core." % rng.randint(4, 9))


def utilisation(rng):
    rows = []
    for name, cap in (("BTC", "35% NAV"), ("ETH", "20% NAV"), ("single-name alt (max)", "10% NAV"), ("miners basket", "12% NAV"),
                      ("ETF sleeve", "15% NAV"), ("gross", "1.50x"), ("daily loss", "2.0% NAV"), ("order notional (max today)", "$150k")):
        rows.append("| %s | %s | %d%% | %d%% |" % (name, cap, rng.randint(35, 96), rng.randint(30, 90)))
    return ("riskwarden · weekly limit utilisation (peak vs cap)\n\n| limit | cap | peak this week | avg |\n|---|---|---|---|\n%s\n\n"
            "No caps changed by this report; it's the input to Friday's sheet review." % "\n".join(rows))


def venue_check(rng):
    return ("exec-01 · venue & fee check\n- CB-PRIME: maker %.1fbp / taker %.1fbp (tier unchanged), API latency p50 %dms\n"
            "- KRAKEN: maker %.1fbp / taker %.1fbp, latency p50 %dms, one 429 in the last 24h\n"
            "- IBKR: commissions per share unchanged, gateway restart 02:00 UTC as usual\n"
            "- withdrawal whitelist unchanged; prime credit line utilisation %d%%\nall green." % (
                rng.uniform(0.5, 2), rng.uniform(3, 6), rng.randint(20, 60), rng.uniform(1, 2.5), rng.uniform(3, 5),
                rng.randint(25, 80), rng.randint(10, 45)))

# --------------------------------------------------------------------------------------
# the day
# --------------------------------------------------------------------------------------

def build_day(d):
    rng = d.rng
    day = d.day_start
    weekend = day.weekday() >= 5
    mmdd = day.strftime("%m%d")
    doy = day.timetuple().tm_yday
    datestr = day.strftime("%Y-%m-%d")
    wkday = day.strftime("%A")
    tag = "" if d.ch_index == 0 else chr(ord("a") + (d.ch_index - 1) % 26)

    P = {
        "BTC": rng.uniform(61800, 65800), "ETH": rng.uniform(2950, 3350),
        "SOL": rng.uniform(132, 158), "LINK": rng.uniform(13.2, 16.8),
        "AVAX": rng.uniform(29, 37), "TIA": rng.uniform(5.6, 7.9),
        "DOGE": rng.uniform(0.13, 0.19), "MSTR": rng.uniform(285, 345),
        "COIN": rng.uniform(190, 240), "MARA": rng.uniform(16.5, 22.5),
        "IBIT": rng.uniform(34.5, 38.5), "RIOT": rng.uniform(9, 12.5),
        "CLSK": rng.uniform(8.5, 11.5), "HOOD": rng.uniform(19, 26),
        "XRP": rng.uniform(0.55, 0.7),
    }
    P = {k: _round_px(k, v) for k, v in P.items()}
    f = lambda s, v=None: _fmt(s, P[s] if v is None else _round_px(s, v))

    ex_n = [rng.randint(3, 9)]

    def exid():
        ex_n[0] += rng.randint(1, 3)
        return "EXQ-%03d-%04d" % (doy, ex_n[0])

    prop_n = [rng.randint(1, 2)]

    def propid():
        prop_n[0] += 1
        return "P-%s%s-%02d" % (mmdd, tag, prop_n[0])

    sig_n = [rng.randint(4100, 4890)]

    def sigid():
        sig_n[0] += rng.randint(1, 4)
        return "sig-%d" % sig_n[0]

    news_n = [rng.randint(1, 4)]

    def newsid():
        news_n[0] += rng.randint(1, 3)
        return "n-%s-%02d" % (mmdd, news_n[0])

    def gap(a, b):
        return rng.uniform(a, b)

    post = d.post
    TH = AUTHORS["theo"][0]

    # which optional storylines run today: keeps the hard-event count in a realistic band
    core = 28
    target = rng.randint(34, 42)
    first = [("C", 5), ("D", 4)]
    rng.shuffle(first)
    rest = [("E", 2), ("COIN", 3), ("F", 3), ("PMthesis", 1), ("Broute", 1), ("Aroute", 1),
            ("SOLnews", 1), ("MSTRnr", 1), ("XRPnr", 1)]
    rng.shuffle(rest)
    inc = set()
    total = core
    for name, size in first + rest:
        if total + size <= target:
            inc.add(name)
            total += size

    # ---------------------------------------------------------------- morning book (pinned)
    t = 5400 + gap(0, 900)
    nav = rng.randint(95, 115) * 10000.0
    w = {"BTC": rng.uniform(0.17, 0.19), "SOL": rng.uniform(0.055, 0.065), "LINK": rng.uniform(0.055, 0.065),
         "MARA": rng.uniform(0.075, 0.085), "IBIT": rng.uniform(0.125, 0.14), "ETH": rng.uniform(0.17, 0.19),
         "COIN": rng.uniform(0.11, 0.13)}
    w["MSTR"] = rng.uniform(1.27, 1.31) - sum(w.values())
    lots = {"BTC": 0.01, "ETH": 1, "SOL": 10, "LINK": 100, "MSTR": 25, "COIN": 25, "MARA": 100, "IBIT": 100}
    pos = {}
    for s_ in HELD:
        q = round(w[s_] * nav / P[s_] / lots[s_]) * lots[s_]
        pos[s_] = round(q, 2) if s_ == "BTC" else int(q)
    moves = []  # (sec, signed notional) of today's fills, for the gross track
    book_rows = []
    for s in HELD:
        q = pos[s]
        qs = ("%.2f" % q) if s == "BTC" else "{:,}".format(q)
        book_rows.append("| %s | %s | %s | %.1f%% |" % (s, qs, _fmt(s, P[s]), 100.0 * q * P[s] / nav))
    gross0 = sum(pos[s] * P[s] for s in HELD) / nav
    book = ("**Book @ 01:30 UTC — %s** (NAV ≈ $%.2fm)\n\n| name | qty | mark | %% NAV |\n|---|---|---|---|\n%s\n\n"
            "watchlist: %s\nlimits unchanged from v%d. gross %.2fx. cash %.1f%%.\n"
            "_source: prime + IBKR statements, marks from composite_" % (
                datestr, nav / 1e6, "\n".join(book_rows), ", ".join(WATCH), rng.randint(11, 19),
                gross0, rng.uniform(4, 11)))
    hbook = post(t, "risk", book)
    d.pin(hbook, 8 * 3600 + gap(300, 1800), TH)
    d.react(hbook, 8 * 3600 + gap(1900, 2400), "📌", TH)

    # ---------------------------------------------------------------- heartbeats & noise
    hb_agents = ["scout-7", "athena-research", "pm-core", "riskwarden", "exec-01", "switchboard", "wire-agent"]
    for hr in range(24):
        sec = hr * 3600 + 40 + rng.uniform(0, 50)
        up = 7
        extra = ""
        if rng.random() < 0.12:
            up = 6
            extra = " (%s restarting)" % rng.choice(hb_agents)
        txt = rng.choice([
            "♥ floor-monitor · agents %d/7 up%s · queue %d · ws lag %dms",
            "♥ heartbeat · %d/7 agents alive%s · queue depth %d · lag %dms",
        ]) % (up, extra, rng.randint(0, 4), rng.randint(90, 480))
        post(sec, "mon", txt, noise=True)

    # price alerts
    alert_syms = ["BTC", "ETH", "SOL", "LINK", "MSTR", "COIN", "AVAX", "DOGE", "MARA", "IBIT"]
    for _ in range(rng.randint(9, 13)):
        s = rng.choice(alert_syms)
        if weekend and s in EQUITIES:
            s = rng.choice(["BTC", "ETH", "SOL"])
        mv = rng.uniform(-3.2, 3.2)
        lvl = _round_px(s, P[s] * (1 + mv / 300.0))
        sec = d.rand_time()
        if s in EQUITIES and not weekend:
            sec = 13.5 * 3600 + rng.uniform(0, 6.4 * 3600)
        txt = rng.choice([
            "🔔 %s crossed %s (%+.1f%% 1h)",
            "🔔 alert · %s %s · %+.1f%% in 60m",
            "price alert: %s touched %s (%+.1f%%/1h) — informational",
        ]) % (s, _fmt(s, lvl), mv)
        post(sec, "pricew", txt, noise=True)

    # funding snapshots (embed)
    for hr in (0, 8, 16):
        sec = hr * 3600 + 120 + rng.uniform(0, 200)
        fields = []
        for s in ("BTC", "ETH", "SOL", "LINK", "DOGE"):
            fields.append({"name": s + "-PERP", "value": "%+.4f%% · OI %s" % (
                rng.uniform(-0.006, 0.018), rng.choice(["↑", "↓", "→"])), "inline": True})
        post(sec, "funding", "", embeds=[{"title": "Funding snapshot %02d:00 UTC" % hr,
                                           "description": "8h funding, aggregate of 4 venues (we hold spot only)",
                                           "fields": fields, "footer": "fundingbot · coinglass-mirror"}], noise=True)

    # pnl snapshots
    pnl_hours = [3, 9, 14, 20, 23]
    day_pnl = 0.0
    for hr in pnl_hours:
        day_pnl += rng.uniform(-38000, 52000)
        sec = hr * 3600 + 300 + rng.uniform(0, 400)
        fields = [
            {"name": "Day PnL", "value": "{:+,.0f} USD".format(day_pnl), "inline": True},
            {"name": "MTD", "value": "%+.2f%%" % rng.uniform(-3, 6), "inline": True},
            {"name": "Top", "value": "%s %s" % (rng.choice(HELD), "{:+,.0f}".format(rng.uniform(4000, 30000))), "inline": True},
            {"name": "Bottom", "value": "%s %s" % (rng.choice(HELD), "{:+,.0f}".format(-rng.uniform(2000, 20000))), "inline": True},
        ]
        post(sec, "pnl", "", embeds=[{"title": "PnL snapshot", "fields": fields,
                                       "footer": "pnl-snap · marks %02d:00 UTC · unaudited" % hr}], noise=True)

    # reconnects (3 of them are bulk-deleted later)
    recon = []
    for i in range(rng.randint(5, 7)):
        sec = d.rand_time()
        sess = "%06x" % rng.randint(0, 0xFFFFFF)
        txt = rng.choice([
            "gw-relay: websocket reconnected (%s), gap %.1fs, resubscribed %d channels · sess %s",
            "gw-relay ⚠ %s feed dropped, reconnect ok after %.1fs (%d subs restored) sess=%s",
        ]) % (rng.choice(["kraken-ws", "cb-prime-fix", "ibkr-gw", "binance-md"]),
              rng.uniform(0.8, 14.0), rng.randint(6, 22), sess)
        recon.append((post(sec, "gw", txt, noise=True), sess))
    burst_t = 2 * 3600 + gap(0, 1800)
    burst = []
    for i in range(3):
        sess = "%06x" % rng.randint(0, 0xFFFFFF)
        txt = "gw-relay: reconnect storm %d/3 on ibkr-gw · backoff %ds · sess %s" % (i + 1, 2 ** (i + 1), sess)
        burst.append((post(burst_t + i * 7, "gw", txt, noise=True), sess))
    d.bulk_delete([b[0] for b in burst], 8 * 3600 + gap(2400, 3000), ["sess %s" % b[1] for b in burst])

    # deploy / CI
    for comp in rng.sample(["router", "exec-01", "wire-agent", "riskwarden", "scout-7", "athena-research"], 3):
        sec = rng.choice([4, 5, 11, 12, 21, 22]) * 3600 + rng.uniform(0, 3000)
        txt = rng.choice([
            "deploy-bot: %s v2.%d.%d deployed (commit %07x) ✅ canary 100%%",
            "CI ✅ %s · build #%d.%d · %07x · tests 412/412",
            "deploy-bot: rolling %s to v3.%d.%d (%07x) — prompts unchanged, tools +1",
        ]) % (comp, rng.randint(1, 19), rng.randint(0, 9), rng.randint(0, 0xFFFFFFF))
        post(sec, "deploy", txt, noise=True)

    # stack trace
    sec = 3 * 3600 + gap(0, 2500)
    trace = ("wire-agent crashed while parsing feed, restarting (attempt 1/5)\n```\nTraceback (most recent call last):\n"
             "  File \"/srv/wire/agent/loop.py\", line 214, in run_once\n    items = self.fetch_batch(src)\n"
             "  File \"/srv/wire/agent/sources/rss.py\", line 88, in fetch_batch\n    return [self._norm(x) for x in feed.entries]\n"
             "  File \"/srv/wire/agent/sources/rss.py\", line 88, in <listcomp>\n    return [self._norm(x) for x in feed.entries]\n"
             "  File \"/srv/wire/agent/sources/rss.py\", line 131, in _norm\n    ts = parse_ts(entry[\"published\"])\n"
             "KeyError: 'published'\n```\nsource=%s · backlog %d items · will skip malformed entries" % (
                 rng.choice(["theblock-rss", "coindesk-rss", "decrypt-rss"]), rng.randint(3, 40)))
    post(sec, "wire", trace, noise=True)

    # router summaries (noise)
    for hr in (0, 6, 12, 18):
        sec = hr * 3600 + 600 + rng.uniform(0, 500)
        txt = rng.choice([
            "switchboard · %02d:00–%02d:00 summary · %d items seen · %d routed · %d no-route · 0 pending",
            "router digest %02d–%02d UTC: seen %d, routed %d, dropped %d, queue empty",
        ]) % ((hr - 6) % 24, hr, rng.randint(3, 14), rng.randint(0, 4), rng.randint(1, 6))
        post(sec, "router", txt, noise=True)
    for _ in range(2):
        post(d.rand_time(), "router", rng.choice(["nothing to route this hour ✔", "switchboard: idle, nothing to route",
                                                   "no new items in the last 60m — nothing to route"]), noise=True)

    # ---------------------------------------------------------------- overnight / asia
    t = 1800 + gap(0, 1800)
    s_doge = sigid()
    card = ("📡 **SIGNAL** `%s` · DOGE/USD · 1h\nbias: short | score 0.%02d | regime: chop\n"
            "trigger: rejection at %s with rising perp OI, spot flat\ninvalidation: 1h close > %s\n"
            "notes: low-liquidity hour, memecoin beta. not an order." % (
                s_doge, rng.randint(31, 46), f("DOGE", P["DOGE"] * 1.02), f("DOGE", P["DOGE"] * 1.045)))
    hcard = post(t, "scout", card)
    post(t + gap(40, 120), "router",
         rng.choice(["no-route: `%s` (DOGE short, score below the 0.55 floor) — dropped, nothing for pm-core",
                     "`%s` → no-route. score under floor, asia hours, no action."]) % s_doge,
         reply=hcard, hard=H("no_route_decision", [s_doge, "no-route"], "untagged"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((d.msgs[-1], "router no-route on low-score signal", "no_route_decision"))

    t += gap(1500, 3000)
    whale_usd = rng.randint(18, 90)
    onchain = rng.choice([
        "on-chain: Arkham-tagged wallet ('%s') moved %s ETH to Coinbase Prime ~%dm ago. someone else's sell, not ours. watching for follow-through.",
        "👁 chain watch: fund wallet labelled '%s' accumulated %s ETH across 14 txs in the last ~%dm. that's their book, not a signal by itself.",
    ]) % (rng.choice(["Wintercrest Capital", "Arcadia Macro", "Lattice Fund II"]),
          "{:,}".format(rng.randint(4, 22) * 1000), whale_usd)
    hon = post(t, "scout", onchain, near=True)
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hon, "another fund's on-chain trade reported by scout", "not_hard"))

    t += gap(900, 2400)
    nid_x = newsid()
    post(t, "wire", "🗞️ `%s` XRP — court filing chatter around the ETF decision window; spot +%.1f%%. not held, not on watchlist." % (
        nid_x, rng.uniform(2, 7)), near=True)
    if "XRPnr" in inc:
        post(t + gap(30, 90), "router", "`%s` (XRP) → not held / not watched. no action, not routing." % nid_x,
             hard=H("no_route_decision", [nid_x, "no action"], "untagged"))

    # backtest near-miss (long analysis)
    t = 4 * 3600 + gap(0, 2400)
    bt = ("**Backtest: 4h range-reclaim signal (sig-type RR-2), SOL & LINK, 2022-01 → %s**\n\n"
          "| asset | trades | hit | avg R | max DD | best entry bucket |\n|---|---|---|---|---|---|\n"
          "| SOL | %d | %d%% | %.2f | -%.1f%% | reclaim + funding < 0.01%% |\n"
          "| LINK | %d | %d%% | %.2f | -%.1f%% | reclaim + OI flat |\n\n"
          "Simulated fills at next-bar open +4bp slip. The model would have bought SOL at 141.20 on 2025-11-03 and sold at 155.80; "
          "that one trade is 9%% of total PnL, so the edge is lumpy. Nothing here changes live sizing — it's context for "
          "scout's cards today. Raw CSV attached." % (
              datestr, rng.randint(180, 260), rng.randint(50, 58), rng.uniform(0.25, 0.45), rng.uniform(11, 18),
              rng.randint(140, 210), rng.randint(47, 55), rng.uniform(0.15, 0.35), rng.uniform(13, 22)))
    hbt = post(t, "athena", bt, near=True,
               attachments=[{"id": str(_snowflake(d._ms(t), 7, 1)), "filename": "rr2_backtest.csv",
                             "size": rng.randint(40000, 90000), "url": "https://cdn.discordapp.com/attachments/rr2_backtest.csv"}])
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hbt, "backtest table with simulated fills", "not_hard"))

    # ---------------------------------------------------------------- B: BTC research report w/ buried proposal
    t = 6 * 3600 + gap(0, 1800)
    btc_lo = _round_px("BTC", P["BTC"] * 0.985)
    btc_hi = _round_px("BTC", btc_lo + 500)
    btc_stop = _round_px("BTC", P["BTC"] * 0.948)
    btc_tp = _round_px("BTC", P["BTC"] * 1.065)
    btc_q = "3.00"
    etf_flow = rng.randint(280, 940)
    report = """## BTC — structure & flows review ({date})

**TL;DR** spot-led bid is back, but it is thin and concentrated in US hours. Perp leverage is clean after last week's flush.

### 1. Flows
- Spot ETF complex: net +${flow}m over the last 5 sessions; IBIT took roughly {ibitpct}% of it.
- Coinbase premium flipped positive on {wk} and held through the Asia open, which it failed to do in February.
- Stablecoin supply on exchanges +{stab}% w/w; that usually leads spot demand by a few days but the signal is noisy.

### 2. Positioning
- Aggregate OI is {oi}% below the local peak; funding sits near neutral on all four venues we track.
- The options skew (25d, 30d tenor) is still paying for puts, about {skew} vol points. Nobody is chasing.
- Miners have been net sellers on-chain, but the volumes are small relative to ETF intake.

### 3. Levels
- The {lo}–{hi} area is the last daily higher low and the volume-profile node from the March rotation.
- Above, {tp} is the obvious magnet (prior range high). Below, 60k is psychological; a daily close under it would negate the structure.

### 4. Action
We add to the core: **buy {q} BTC in the {lo}–{hi} zone**, stop {stop} on the add, first target {tp}. At current marks this keeps BTC inside the single-name cap. Requesting pm-core approval.

### 5. Sizing & risk math
- At {btc_px} the add is roughly ${notional}k notional; with the stop, the loss to stop is about ${lts}k, i.e. {ltspct}% of NAV.
- Correlation of the add to the existing book is ~0.9 (it's more of the same), so this is a gross-exposure decision, not a diversification one.
- Liquidity is not a constraint at this size on CB-PRIME; passive execution over 1-2 hours should keep impact under 5bp.
- The single-order notional cap may bite at this size; risk will tell us.

### 6. Alternatives considered
- Adding via IBIT instead of spot: same exposure, worse for fees, better for the equity-hours liquidity. Not worth it here.
- Adding via miners: more beta, more idiosyncratic risk, and the basket is already near its cap.
- Doing nothing: defensible; the core is already sized. The case for the add is the flow/positioning mix, which doesn't last.

### 7. What would change my mind
- If BTC loses 60k on a daily close we would reassess the whole crypto beta, not just the add.
- ETF outflows three sessions in a row.
- A funding spike above 0.03% without spot follow-through.

### 8. Appendix — history
For reference, last March we bought 5 BTC at 68,900 into a similar setup and got stopped at 64,100: the flows were perp-led that time, which is the key difference now.
""".format(date=datestr, flow=etf_flow, ibitpct=rng.randint(45, 70), wk=wkday, stab=round(rng.uniform(1.1, 4.2), 1),
           oi=rng.randint(8, 19), skew=round(rng.uniform(1.5, 4.5), 1), lo=_fmt("BTC", btc_lo), hi=_fmt("BTC", btc_hi),
           tp=_fmt("BTC", btc_tp), q=btc_q, stop=_fmt("BTC", btc_stop), btc_px=_fmt("BTC", P["BTC"]),
           notional=int(3 * P["BTC"] / 1000), lts=int(3 * (P["BTC"] - btc_stop) / 1000),
           ltspct="%.2f" % (300.0 * (P["BTC"] - btc_stop) / nav))
    hrep = post(t, "athena", report,
                hard=H("trade_proposal", ["buy", btc_q + " BTC", _fmt("BTC", btc_lo) + "–" + _fmt("BTC", btc_hi), _fmt("BTC", btc_stop)], "buried"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hrep, "proposal buried in section 4 of a markdown research report", "trade_proposal"))
    t += gap(60, 240)
    if "Broute" in inc:
        post(t, "router", "routing athena's BTC note → pm-core (contains a sized proposal: %s BTC)." % btc_q,
             reply=hrep, hard=H("route_decision", ["BTC", "pm-core"], "reply"))
    t += gap(400, 900)
    quote = "> **buy %s BTC in the %s–%s zone**, stop %s on the add\n" % (btc_q, _fmt("BTC", btc_lo), _fmt("BTC", btc_hi), _fmt("BTC", btc_stop))
    happ = post(t, "pm", quote + rng.choice([
        "approved. work it passively, no crossing the spread above %s. switchboard → exec." % _fmt("BTC", btc_hi),
        "approved as written. passive only, cap at %s. hand to exec when risk has looked." % _fmt("BTC", btc_hi),
    ]), hard=H("trade_approval", ["approved", btc_q + " BTC"], "untagged"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((happ, "approval by quoting the proposal line", "trade_approval"))
    t += gap(60, 200)
    cap = "150000"
    new_q = "%.2f" % (int(150000.0 / P["BTC"] * 20) / 20.0)
    ref_b = propid()
    hres = post(t, "risk", "RISK-ENGINE action=RESIZE ref=%s sym=BTC side=buy req_qty=%s new_qty=%s reason=single_order_notional_cap cap_usd=%s" % (
        ref_b, btc_q, new_q, cap), hard=H("risk_limit", ["RESIZE", "BTC", "new_qty=" + new_q, cap], "structured"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hres, "risk engine key=value resize line", "risk_limit"))
    t += gap(40, 150)
    post(t, "router", "route %s (BTC buy %s after resize) → exec-01. thread opened for the working order." % (ref_b, new_q),
         hard=H("route_decision", [ref_b, "exec-01"], "untagged"))
    th_btc = d.thread(t + 5, "BTC add %s — exec" % new_q)
    t += gap(60, 180)
    ex_b = exid()
    lim_b = _round_px("BTC", btc_lo + 250)
    post(t, "exec", "working %s: BUY %s BTC-USD limit %s post-only on CB-PRIME. will walk the bid up to %s max." % (
        ex_b, new_q, _fmt("BTC", lim_b), _fmt("BTC", btc_hi)), thread=th_btc,
        hard=H("trade_confirmation", [ex_b, "BUY", new_q, _fmt("BTC", lim_b)], "untagged"))
    t += gap(600, 1500)
    part_q = rng.choice(["1.10", "0.85", "1.35"])
    part_px = lim_b - rng.choice([5, 10, 15])
    fin_px = round(lim_b + rng.uniform(5, 60), 1)
    j1 = '```json\n{"type":"fill","order":"%s","sym":"BTC-USD","side":"buy","filled":"%s","of":"%s","avg_px":%s,"venue":"CB-PRIME","status":"partial"}\n```' % (
        ex_b, part_q, new_q, "%.1f" % part_px)
    j2 = '```json\n{"type":"fill","order":"%s","sym":"BTC-USD","side":"buy","filled":"%s","of":"%s","avg_px":%s,"venue":"CB-PRIME","status":"done"}\n```' % (
        ex_b, new_q, new_q, "%.1f" % fin_px)
    hfill_b = post(t, "exec", j1, thread=th_btc,
                   hard=H("trade_fill", [ex_b, "BTC-USD", "buy", part_q], "structured"))
    d.edit(hfill_b, t + gap(1800, 3600), j2, superseded=[part_q, "%.1f" % part_px],
           facts=[ex_b, "BTC-USD", "buy", '"filled":"%s"' % new_q, "%.1f" % fin_px])
    moves.append((hfill_b["ms"] / 1000.0 - d.start_ms / 1000.0, float(new_q) * fin_px))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hfill_b, "JSON fill edited from partial to done", "trade_fill"))
    t += gap(3700, 4200)
    post(t, "pm", "thx. fill looks fine vs VWAP", thread=th_btc, noise=True)
    t += gap(120, 400)
    htp = post(t, "pm", rng.choice([
        "BTC add complete. TP1 %s on half the add, stop %s on all of it (GTC, exec to mirror on CB-PRIME).",
        "Setting levels for the new BTC: take-profit %s for 50%%, protective stop %s for the full add.",
    ]) % (_fmt("BTC", btc_tp), _fmt("BTC", btc_stop)), thread=th_btc,
        hard=H("stop_or_target_change", ["BTC", _fmt("BTC", btc_tp), _fmt("BTC", btc_stop)], "untagged"))
    post(t + gap(30, 120), "exec", "mirrored: TP %s / SL %s live on CB-PRIME for %s BTC. 🫡" % (
        _fmt("BTC", btc_tp), _fmt("BTC", btc_stop), new_q), thread=th_btc, reply=htp)
    d.react(htp, t + gap(200, 600), "✅", AUTHORS["risk"][0])

    # ---------------------------------------------------------------- A: scout → router → PM proposal (SOL or LINK)
    symA = rng.choice(["SOL", "LINK"])
    t = 8 * 3600 + gap(0, 1200)
    sA = sigid()
    trigA = _round_px(symA, P[symA] * 0.995)
    invA = _round_px(symA, P[symA] * 0.95)
    cardA = ("📡 **SIGNAL** `%s` · %s/USD · 4h\nbias: long | score 0.%d | regime: range→trend\n"
             "trigger: reclaim of %s with spot CVD up, funding %.3f%%\ninvalidation: 4h close < %s\n"
             "notes: OI +%d%% d/d, no unlock inside 14d. not an order — for routing." % (
                 sA, symA, rng.randint(66, 84), _fmt(symA, trigA), rng.uniform(0.001, 0.009), _fmt(symA, invA), rng.randint(3, 9)))
    hcA = post(t, "scout", cardA, near=True)
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hcA, "scout signal card with bias/score but explicitly not an order", "not_hard"))
    t += gap(30, 100)
    hrA = post(t, "router", "route `%s` (%s long) → pm-core for sizing. cc riskwarden" % (sA, symA), reply=hcA,
               hard=H("route_decision", [sA, "pm-core"], "reply"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hrA, "router arrow line route sig → agent", "route_decision"))
    t += gap(400, 1000)
    pA = propid()
    qA = rng.choice([160, 180, 220]) if symA == "SOL" else rng.choice([1500, 1800, 2200])
    qAs = "{:,}".format(qA)
    entA = _round_px(symA, P[symA] * 1.001)
    stopA = invA
    tgtA = _round_px(symA, P[symA] * 1.10)
    propA = ("[PROPOSAL %s] BUY %s\nqty: %s %s  (~$%.1fk, %.1f%% NAV)\nentry: limit %s, good for 6h\n"
             "stop: %s · target: %s\nwhy: %s + athena's L1 rotation note. >2%% NAV so needs theo 👍.\nrationale: the reclaim held on two retests with spot leading; funding flat, so this isn't a leverage squeeze. Risk/reward to target vs stop is ~2:1 and the name is below its cap after the add. If the 4h closes back inside the range before fill, I'll pull it." % (
                 pA, symA, qAs, symA, qA * entA / 1000.0, 100.0 * qA * entA / nav, _fmt(symA, entA), _fmt(symA, stopA),
                 _fmt(symA, tgtA), sA))
    hpA = post(t, "pm", propA, hard=H("trade_proposal", [pA, "BUY " + symA, qAs + " " + symA, _fmt(symA, entA), _fmt(symA, stopA)], "tagged"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hpA, "[PROPOSAL id] block with qty/entry/stop lines", "trade_proposal"))
    t += gap(60, 200)
    hpre = post(t, "risk", "pre-trade %s: pass. %s post-trade %.1f%% NAV vs 10%% cap; gross %.2fx / 1.50x." % (
        pA, symA, 100.0 * (pos[symA] + qA) * P[symA] / nav, gross0 + (sum(v for (_, v) in moves) + qA * entA) / nav), reply=hpA, near=True)
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hpre, "risk pre-trade pass citing limits (routine)", "not_hard"))
    t += gap(200, 600)
    post(t, "exec", "dry-run for %s: would send BUY %s %s to KRAKEN, est slippage %.1fbp, depth ok. waiting for approval." % (
        pA, qAs, symA, rng.uniform(1.5, 4.5)), reply=hpA, near=True)
    t += gap(300, 1500)
    appA_txt = rng.choice(["👍 send it", "👍 send it, %s size fine" % symA.lower(), "ok go 🚀 %s" % symA.lower()])
    happA = post(t, "theo", appA_txt, reply=hpA,
                 hard=H("trade_approval", ["👍", "send it"] if "send" in appA_txt else ["ok go", symA.lower()], "reply"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((happA, "principal's emoji short reply approving", "trade_approval"))
    d.react(hpA, t + 20, "👍", TH)
    t += gap(20, 90)
    if "Aroute" in inc:
        post(t, "router", "route %s → exec-01 (approved by theo)" % pA, hard=H("route_decision", [pA, "exec-01"], "untagged"))
    t += gap(20, 90)
    exA = exid()
    jA = ('```json\n{"evt":"order_ack","ex_id":"%s","ref":"%s","venue":"KRAKEN","sym":"%s/USD","side":"BUY",'
          '"qty":"%s","type":"LIMIT","px":"%s","tif":"GTT-6h","status":"ACCEPTED"}\n```' % (exA, pA, symA, qA, _fmt(symA, entA)))
    hackA = post(t, "exec", jA, hard=H("trade_confirmation", [exA, '"side":"BUY"', '"qty":"%s"' % qA, _fmt(symA, entA), "ACCEPTED"], "structured"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hackA, "exec JSON order_ack code block", "trade_confirmation"))
    t += gap(300, 1400)
    pqA = int(qA * rng.choice([0.55, 0.6, 0.65]))
    pxA1 = _round_px(symA, entA - (0.02 if symA == "SOL" else 0.005) * rng.randint(1, 3))
    hembA = post(t, "bridge", "", embeds=[{
        "title": "Kraken · Fill (partial)", "author": "exbridge",
        "fields": [{"name": "Pair", "value": symA + "/USD", "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": str(pqA), "inline": True}, {"name": "Price", "value": _fmt(symA, pxA1), "inline": True},
                   {"name": "Remaining", "value": str(qA - pqA), "inline": True}],
        "footer": "ord %s · venue KRAKEN · %s" % (exA, "%08x" % rng.randint(0, 0xFFFFFFFF))}],
        hard=H("trade_fill", [symA + "/USD", "BUY", str(pqA), _fmt(symA, pxA1), exA], "embed"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hembA, "embed-only partial fill with Remaining field", "trade_fill"))
    t += gap(600, 2400)
    newposA = pos[symA] + qA
    moves.append((t, qA * entA))
    hfA2 = post(t, "exec", "rest of %s done: bought %d %s @ %s. position now %s %s." % (
        exA, qA - pqA, symA, _fmt(symA, entA), "{:,}".format(newposA), symA),
        hard=H("trade_fill", [exA, "bought", "%d %s" % (qA - pqA, symA), _fmt(symA, entA)], "untagged"))
    t += gap(60, 300)
    post(t, "pm", rng.choice(["thx", "ty", "noted 👍"]), reply=hfA2, noise=True)
    t += gap(100, 400)
    st1 = stopA
    st2 = _round_px(symA, P[symA] * 0.968)
    st3 = _round_px(symA, P[symA] * 0.982)
    stop_tmpl = "%s stop → %s on all %s (GTC, exec mirrors)%s"
    hst = post(t, "pm", stop_tmpl % (symA, _fmt(symA, st1), "{:,}".format(newposA), ""),
               hard=H("stop_or_target_change", [symA, _fmt(symA, st3)], "untagged"))
    d.edit(hst, 14 * 3600 + gap(0, 1800), stop_tmpl % (symA, _fmt(symA, st2), "{:,}".format(newposA), " — trailed under the 4h higher low"))
    d.edit(hst, 19 * 3600 + gap(0, 1800), stop_tmpl % (symA, _fmt(symA, st3), "{:,}".format(newposA), " — trailed again, now above entry"),
           superseded=[_fmt(symA, st1), _fmt(symA, st2)])
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hst, "stop line edited twice in place", "stop_or_target_change"))
    t += gap(60, 200)
    post(t, "athena", "a stop at %s would be more sensible than the signal invalidation imo; the 4h wick low is the real level." % (
        _fmt(symA, _round_px(symA, P[symA] * 0.93))), reply=hst, near=True)
    t += gap(300, 1200)
    post(t, "theo", rng.choice(["nice 🙌", "gm 🤝", "👀"]), noise=True)

    # ---------------------------------------------------------------- ETH thread: research review, buried thesis change
    t = 10 * 3600 + gap(0, 2400)
    th_eth = d.thread(t, "ETH thesis review — " + datestr)
    eth_rep = """# ETH: quarterly thesis check

Context: we have held ETH since January on the thesis "staking-ETF approval + L2 fee recapture re-rates ETH/BTC". This is the scheduled review.

## What happened
1. ETH/BTC made a new cycle low at {ethbtc} on {wk}; relative strength has not improved since the last review.
2. Blob fees stayed near zero for most of the period; L2 activity grew {l2}% but burn did not follow.
3. Staking-ETF decision was pushed out again (now expected next quarter at the earliest).

## Flows
- ETH ETFs: net {ethflow}m over the last month, basically flat vs BTC ETFs taking multiples of that.
- Exchange balances continue to trend down, which the bulls cite; it has not mattered for price.

## Decision
**Conviction on ETH moves from high to medium.** The catalyst leg of the thesis (staking-ETF approval this quarter) is invalidated; the valuation leg still stands. We keep the position at current size — no trade from this note — but ETH is no longer a candidate for adds until ETH/BTC reclaims {reclaim}.

## Valuation leg (unchanged)
- Fee revenue annualised ~${fees}bn; issuance net of burn is mildly inflationary at current activity.
- Relative to BTC, ETH trades at the low end of its 3-year range on every ratio we track (market cap / fees, market cap / active addresses).
- Institutional ownership via ETFs is still small relative to BTC; that is both the bull case and the evidence that the catalyst didn't land.

## Risks to holding at current size
- Further ETH/BTC weakness: the position is {ethw}% of NAV, so another 10% relative drawdown costs about {ethcost}bp of NAV vs a BTC-only book.
- L2 fragmentation keeps activity growing without value accruing to L1.
- A staking-ETF denial (vs a delay) would be a second leg down for the catalyst story.

## Things I looked at that don't change anything
- Options: 30d IV at {iv}%, risk reversals near flat.
- Funding: neutral.
- A backtest of buying ETH on ETH/BTC lows since 2019 has a 48% hit rate, which is a coin flip.
""".format(ethbtc="%.4f" % rng.uniform(0.044, 0.052), wk=wkday, l2=rng.randint(9, 31), ethflow=rng.randint(-120, 140),
           reclaim="%.3f" % rng.uniform(0.053, 0.058), iv=rng.randint(48, 71),
           fees="%.1f" % rng.uniform(1.2, 3.5), ethw="%.1f" % (100.0 * pos["ETH"] * P["ETH"] / nav),
           ethcost=int(10.0 * pos["ETH"] * P["ETH"] / nav * 100))
    hthE = post(t, "athena", eth_rep, thread=th_eth,
                hard=H("thesis_update", ["ETH", "from high to medium"], "buried"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hthE, "conviction downgrade buried in a Decision section", "thesis_update"))
    t += gap(300, 900)
    post(t, "pm", "agree with the downgrade. should we trim ETH into strength or just freeze it? leaning freeze.", thread=th_eth, near=True)
    t += gap(300, 1800)
    post(t, "theo", "no eth adds 🧊 trim some into strength if the otc desks show a good bid, otherwise leave it", thread=th_eth)
    t += gap(200, 800)
    post(t, "athena", "ack. will revisit on the ETF calendar.", thread=th_eth, noise=True)

    # ---------------------------------------------------------------- hypotheticals / questions / history (morning)
    t = 9 * 3600 + gap(0, 3000)
    post(t, "theo", rng.choice([
        "if btc loses 60k we would cut the new add right? just want that written down 🤔",
        "q: if BTC loses 60k do we dump the add or hold the core? 🤷",
    ]), near=True)
    t += gap(60, 300)
    hhyp = post(t, "pm", "If BTC loses 60k on a daily close we would cut the add and review the core. Not there — %s now, so no action." % f("BTC"),
                near=True)
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hhyp, "hypothetical 'if BTC loses 60k we would' plan", "not_hard"))

    # ---------------------------------------------------------------- news (held / watch / unrelated)
    t = 11 * 3600 + gap(0, 1800)
    nid_m = newsid()
    mstr_btc = "{:,}".format(rng.randint(12, 60) * 100)
    hn1 = post(t, "wire", "🗞️ `%s` Strategy (formerly MicroStrategy) 8-K: bought %s BTC last week for ~$%dm, funded via the ATM; total holdings now %s BTC.\nSummary: the purchase was funded by at-the-market equity issuance; the company's BTC per share ticked up. Why it matters: we hold the stock, and ATM supply is the main overhang on its premium to NAV." % (
        nid_m, mstr_btc, rng.randint(150, 700), "{:,}".format(rng.randint(480, 560) * 1000)),
               hard=H("held_position_news", ["Strategy", "bought " + mstr_btc + " BTC"], "untagged"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hn1, "held equity named only by company name", "held_position_news"))
    t += gap(60, 200)
    if "MSTRnr" in inc:
        post(t, "router", "`%s` (MSTR holder news) → no-route, informational; pm-core already has it in the book notes." % nid_m,
             hard=H("no_route_decision", [nid_m, "no-route"], "untagged"))
    if "COIN" in inc:
        t += gap(1200, 3000)
        nid_c = newsid()
        coin_txt = rng.choice([
            "Coinbase reports Q-to-date transaction revenue tracking ~%d%% above consensus per sell-side channel checks; shares +%.1f%% premarket.",
            "Coinbase gets a Wells-notice closure letter on staking; shares indicated +%.1f%% premarket, %d%% of float short.",
        ])
        coin_txt = coin_txt % ((rng.randint(6, 18), rng.uniform(2, 6)) if "consensus" in coin_txt else (rng.uniform(2, 6), rng.randint(5, 11)))
        hn2 = post(t, "wire", "🗞️ [HELD] `%s` COIN — %s" % (nid_c, coin_txt),
                   hard=H("held_position_news", ["[HELD]", "COIN", "Coinbase"], "tagged"))
        t += gap(40, 200)
        post(t, "router", "routing `%s` → athena-research for a thesis check on COIN." % nid_c, reply=hn2,
             hard=H("route_decision", [nid_c, "athena-research"], "reply"))
        t += gap(900, 2000)
        hthC = post(t, "athena", rng.choice([
            "COIN thesis check after `%s`: thesis intact, conviction unchanged (medium-high). The revenue beat was already in the options skew. No action.",
            "Re `%s`: confirming the COIN view — still constructive, conviction stays medium-high; the headline is supportive but not new information.",
        ]) % nid_c, hard=H("thesis_update", ["COIN", "medium-high"], "untagged"))

    # watchlist news
    t = 12 * 3600 + gap(0, 1800)
    nid_r = newsid()
    riot_mined = rng.randint(380, 520)
    hwr = post(t, "wire", "👀 watchlist `%s` RIOT — Riot Platforms monthly update: %d BTC produced, hashrate %.1f EH/s, sold %d%% of production.\nSummary: production in line with the hashrate share; curtailment credits boosted revenue. Why it matters: on the watchlist; read-across to the miners basket." % (
        nid_r, riot_mined, rng.uniform(30, 38), rng.randint(0, 40)),
        hard=H("watchlist_news", ["RIOT", "%d BTC produced" % riot_mined], "tagged"))
    t += gap(1800, 5000)
    nid_a = newsid()
    avax_unlock = rng.choice(["9.54m", "11.2m", "8.8m"])
    hwa = post(t, "wire", "Avalanche Foundation schedules a %s AVAX unlock for next week; market makers say depth thinned %d%% since Friday. (`%s`)\nSummary: cliff unlock, mostly early backers and the foundation; part pre-placed OTC per the announcement. Why it matters: watchlist name, and the unlock is the main reason we haven't touched it." % (
        avax_unlock, rng.randint(8, 25), nid_a), hard=H("watchlist_news", ["AVAX", avax_unlock], "untagged"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hwa, "watchlist headline with no tag, coin named by project", "watchlist_news"))

    # news digest: held + unrelated (held_position_news)
    t = 15 * 3600 + gap(0, 1800)
    ibit_flow = rng.randint(180, 720)
    digest = ("**wire digest 15:00**\n• Nvidia supplier checks point to another capex beat (not ours)\n"
              "• Oil +%.1f%% after OPEC+ headlines\n• BlackRock's iShares Bitcoin Trust took in $%dm in the latest session, its biggest day in %d weeks\n"
              "• Treasury 10y %.2f%%, DXY %.1f\n• Robinhood adds two more EU crypto listings (watchlist: HOOD)" % (
                  rng.uniform(1, 4), ibit_flow, rng.randint(3, 9), rng.uniform(3.9, 4.6), rng.uniform(99, 106)))
    hdig = post(t, "wire", digest, hard=H("held_position_news", ["iShares Bitcoin Trust", "$%dm" % ibit_flow], "buried"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hdig, "held ETF headline buried in a mixed digest", "held_position_news"))
    # unrelated quoted news (near-miss)
    t = 13 * 3600 + gap(0, 1500)
    post(t, "pm", '> "Tesla shares slide %.1f%% after delivery miss"\nunrelated to us except via risk-off beta into the open.' % rng.uniform(3, 8), near=True)

    # solana / held coin news + thesis confirm
    if "SOLnews" in inc:
        t = 17 * 3600 + gap(0, 2400)
        nid_s = newsid()
        if symA == "SOL":
            nh = "Solana core devs ship the v2.%d client to mainnet-beta; %d%% of stake upgraded in the first 6h, no incidents." % (rng.randint(1, 3), rng.randint(30, 70))
            hf = ["Solana", "mainnet-beta"]
        else:
            nh = "Chainlink announces CCIP integration with a top-5 custodian; LINK staking v0.%d pool opens next month." % rng.randint(2, 3)
            hf = ["Chainlink", "CCIP"]
        post(t, "wire", "🗞️ [HELD] `%s` %s" % (nid_s, nh), hard=H("held_position_news", hf + ["[HELD]"], "tagged"))

    # ---------------------------------------------------------------- limit sheet change (risk table)
    t = 12 * 3600 + gap(1900, 3300)
    new_sn = rng.choice(["8% NAV", "7.5% NAV"])
    sheet = ("**Limit sheet v%d — effective 13:00 UTC** (changed rows in bold)\n\n| limit | old | new |\n|---|---|---|\n"
             "| single-name crypto (ex BTC/ETH) | 10%% NAV | **%s** |\n| BTC | 35%% NAV | 35%% NAV |\n| miners basket | 12%% NAV | 12%% NAV |\n"
             "| gross | 1.50x | 1.50x |\n| single order notional | $150k | $150k |\n\nreason: alt liquidity thinned after the weekend; "
             "existing positions above the new cap are grandfathered until %s 00:00 UTC, no new adds above it." % (
                 rng.randint(12, 20), new_sn, (day + timedelta(days=2)).strftime("%m-%d")))
    hsheet = post(t, "risk", sheet, hard=H("risk_limit", ["single-name crypto", new_sn], "structured"))
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hsheet, "limit change as markdown table old/new", "risk_limit"))
    d.react(hsheet, t + 400, "📌", TH)
    d.pin(hsheet, t + 420, TH)

    # ---------------------------------------------------------------- C: shorthand (equity weekday / LINK weekend)
    if "C" in inc:
        t = 13.75 * 3600 + gap(0, 1200)
        if not weekend:
            symC = rng.choice(["MSTR", "COIN"])
            qC = rng.choice([300, 400, 500])
            qC_txt, symC_txt, embC, qC_field = "%d" % qC, symC, symC, str(qC)
        else:
            symC = "DOGE"
            qC = rng.choice([25000, 40000, 50000])
            qC_txt, symC_txt, embC, qC_field = "%dk" % (qC // 1000), "doge", "DOGE-USD", "{:,}".format(qC)
        pxC = _round_px(symC, P[symC] * 0.996)
        stC = _round_px(symC, P[symC] * 0.925)
        tgC = _round_px(symC, P[symC] * 1.12)
        if symC == "DOGE":
            stC_s, pxC_s, tgC_s = _fmt(symC, stC), _fmt(symC, pxC), _fmt(symC, tgC)
        else:
            stC_s, pxC_s, tgC_s = "%d" % stC, _fmt(symC, pxC), "%d" % tgC
        shC = "b %s %s @ %s stp %s tgt %s — lim day" % (qC_txt, symC_txt, pxC_s, stC_s, tgC_s)
        hC = post(t, "pm", shC, hard=H("trade_proposal", ["b %s" % qC_txt, symC_txt, pxC_s, "stp " + stC_s], "shorthand"))
        if d.ch_index == 0 and d.day_index == 0:
            d.idioms.append((hC, "shorthand 'b qty SYM @ px stp x'" if not weekend else "k-suffixed size in shorthand proposal", "trade_proposal"))
        if not weekend:
            t += gap(60, 240)
            post(t, "exec", "will send %s at the open cross once theo ok's — not routed yet." % symC, reply=hC, near=True)
        t += gap(120, 900)
        apC = rng.choice(["ok go 🫡 %s", "ok go on %s", "yep ok go 👍 %s"]) % symC.lower()
        happC = post(t, "theo", apC, reply=hC, hard=H("trade_approval", ["ok go", symC.lower()], "reply"))
        t += gap(30, 120)
        exC = exid()
        venueC = "IBKR" if symC in EQUITIES else "CB-PRIME"
        post(t, "bridge", "", embeds=[{
            "title": "%s · Order accepted" % venueC, "author": "exbridge",
            "fields": [{"name": "Symbol", "value": embC, "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": qC_field, "inline": True},
                       {"name": "Limit", "value": pxC_s, "inline": True}, {"name": "TIF", "value": "DAY", "inline": True}],
            "footer": "%s · %s#%d" % (exC, "ib" if venueC == "IBKR" else "cb", rng.randint(10 ** 6, 10 ** 7))}],
            hard=H("trade_confirmation", ["Order accepted", embC, "BUY", exC], "embed"))
        t += gap(100, 900)
        if symC == "DOGE":
            avgC = pxC - rng.choice([0.0001, 0.0002, 0.0003])
            avgC_s = "%.4f" % avgC
        else:
            avgC = pxC - rng.choice([0.04, 0.09, 0.12, 0.2])
            avgC_s = "%.2f" % avgC
        hfC = post(t, "bridge", "", embeds=[{
            "title": "%s · Filled" % venueC, "author": "exbridge",
            "fields": [{"name": "Symbol", "value": embC, "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": qC_field, "inline": True},
                       {"name": "Avg", "value": avgC_s, "inline": True}],
            "footer": "%s · complete" % exC}],
            hard=H("trade_fill", [embC, "BUY", qC_field, avgC_s], "embed"))
        d.react(hfC, t + 100, "✅", AUTHORS["pm"][0])
        moves.append((t, qC * avgC))
        t += gap(60, 300)
        exC2 = exid()
        stop_ord = _fmt(symC, stC) if symC == "DOGE" else "%.2f" % stC
        hsC = post(t, "exec", "protective stop placed: %s STP SELL %s %s @ %s GTC (parent %s)" % (exC2, qC_field, symC, stop_ord, exC),
                   hard=H("stop_or_target_change", [symC, "STP SELL", stop_ord, exC2], "structured"))

    # ---------------------------------------------------------------- D: proposal → risk veto → principal override
    if "D" in inc:
        t = 15.2 * 3600 + gap(0, 1500)
        if not weekend:
            symD, basket, capD = "MARA", "miners basket", "12%"
            qD, qDok = 2500, 1200
        else:
            symD, basket, capD = "AVAX", "alt basket", "15%"
            qD, qDok = 900, 450
        pxD = _round_px(symD, P[symD] * 0.997)
        stD = _round_px(symD, P[symD] * 0.915)
        pD = propid()
        verbD = "add" if symD in HELD else "buy"
        hD = post(t, "pm", ("%s: I want to %s %s %s around %s — %s. Stop %s, no target yet, sized as a swing." % (
            pD, verbD, "{:,}".format(qD), symD, _fmt(symD, pxD),
            "hashprice bounce and the cheapest EV/EH in the group" if symD == "MARA" else "unlock is priced, funding negative",
            _fmt(symD, stD))), hard=H("trade_proposal", [verbD, "{:,}".format(qD) + " " + symD, _fmt(symD, pxD), _fmt(symD, stD)], "untagged"))
        t += gap(60, 240)
        if symD == "MARA":
            bpct = 100.0 * (pos["MARA"] * P["MARA"] + qD * pxD) / nav
        else:
            bpct = 100.0 * (pos["SOL"] * P["SOL"] + pos["LINK"] * P["LINK"] + qD * pxD) / nav
        bpct = max(bpct, float(capD.rstrip("%")) + 0.4)
        hveto = post(t, "risk", "❌ VETO %s: %s would be %.1f%% NAV vs the %s cap. max I can pass is %s %s." % (
            pD, basket, bpct, capD, "{:,}".format(qDok), symD), reply=hD,
            hard=H("risk_limit", ["VETO", pD, capD, "{:,}".format(qDok) + " " + symD], "reply"))
        if d.ch_index == 0 and d.day_index == 0:
            d.idioms.append((hveto, "risk veto reply citing basket cap", "risk_limit"))
        t += gap(600, 2400)
        hov = post(t, "theo", "overriding the veto on the size question only — do %s %s now, rest tmrw if it holds 🙏" % (
            "{:,}".format(qDok), symD.lower()), reply=hveto,
            hard=H("trade_approval", ["overriding", "{:,}".format(qDok)], "reply"))
        if d.ch_index == 0 and d.day_index == 0:
            d.idioms.append((hov, "human override approving at reduced size", "trade_approval"))
        t += gap(30, 200)
        post(t, "risk", "noted. %s passes at %s; logging the override." % (pD, "{:,}".format(qDok)), reply=hov)
        t += gap(200, 1500)
        exD = exid()
        avgD = _fmt(symD, pxD - (0.03 if symD == "MARA" else 0.05))
        moves.append((t, qDok * pxD))
        hfD = post(t, "exec", "%s: bot %s @ %s avg, %s done" % (symD, "{:,}".format(qDok), avgD, exD),
                   hard=H("trade_fill", [symD, "bot " + "{:,}".format(qDok), avgD, exD], "shorthand"))
        if d.ch_index == 0 and d.day_index == 0:
            d.idioms.append((hfD, "shorthand fill 'bot qty @ px avg'", "trade_fill"))

    # ---------------------------------------------------------------- breach + principal bump
    t = 16.3 * 3600 + gap(0, 1200)
    g_comp = gross0 + sum(v for (ts, v) in moves if ts <= t) / nav
    g_val = max(g_comp, 1.5 + rng.uniform(0.01, 0.04))
    breach_sec, breach_bump = t, g_val - g_comp
    gb = "%.2fx" % g_val
    hbr = post(t, "risk", "⚠️ BREACH gross %s > 1.50x limit after the afternoon fills. blocking new buys until gross < 1.45x; sells and stops unaffected." % gb,
               hard=H("risk_limit", ["BREACH", gb, "1.50x"], "tagged"))
    t += gap(300, 1500)
    hbump = post(t, "theo", "ok bump gross to 1.6x for today only, back to 1.5 tmrw. dont let it drift 🙏", reply=hbr,
                 hard=H("risk_limit", ["gross", "1.6x"], "reply"))
    t += gap(40, 200)
    post(t, "risk", "🫡", reply=hbump, noise=True)

    # ---------------------------------------------------------------- F: IBIT trim (weekday) / SOL trim (weekend)
    if "F" in inc:
        t = 18.3 * 3600 + gap(0, 1800)
        if not weekend:
            symF, qF = "IBIT", rng.choice([1500, 2000, 1200])
        else:
            symF, qF = "LINK", rng.choice([800, 1000])
        qF_s = "{:,}".format(qF)
        if rng.random() < 0.5:
            txtF = "Trimming %s: sell %s %s at the close (MOC), rotating into spot — same exposure, no ETF fee drag. theo?" % (symF, qF_s, symF)
        else:
            txtF = "Proposal: sell %s %s into the close, proceeds stay in cash until gross is back under 1.45x. theo?" % (qF_s, symF)
        hF = post(t, "pm", txtF, hard=H("trade_proposal", ["sell", qF_s + " " + symF, "close"], "untagged"))
        moves.append((20 * 3600 + 30, -qF * P[symF]))
        t += gap(300, 1800)
        post(t, "theo", rng.choice(["👍 do it", "👍 fine, do it"]), reply=hF, hard=H("trade_approval", ["👍", "do it"], "reply"))
        t += gap(60, 300)
        exF = exid()
        post(t, "exec", "%s SELL %s %s MOC — accepted by %s, working for the closing cross." % (exF, qF_s, symF, "IBKR" if symF in EQUITIES else "KRAKEN"),
             hard=H("trade_confirmation", [exF, "SELL", qF_s, "accepted"], "untagged"))

    # ---------------------------------------------------------------- E: research proposes watchlist name, PM rejects by quote
    if "E" in inc:
        t = 20.5 * 3600 + gap(0, 1800)
        qE = rng.choice([4000, 5000, 3500])
        qE_s = "{:,}".format(qE)
        pxE = _fmt("TIA", P["TIA"] * 0.99)
        stE = _fmt("TIA", P["TIA"] * 0.86)
        te = ("Short note on TIA. Supply overhang is the whole debate: the unlock in %d days is ~%d%% of float, and most of it is "
              "already hedged by the early funds via perps (funding has been negative for two weeks). DA demand is growing but slowly. "
              "Proposing a starter: buy %s TIA at %s or better, stop %s. If the unlock goes through without a flush I'd double it." % (
                  rng.randint(7, 12), rng.randint(8, 14), qE_s, pxE, stE))
        hE = post(t, "athena", te, hard=H("trade_proposal", ["buy " + qE_s + " TIA", pxE, stE], "buried"))
        t += gap(300, 1200)
        rejE = post(t, "pm", "> buy %s TIA at %s or better\nrejected. unlock is too close and depth at 2%% is under $400k — we'd be the market. revisit after the unlock." % (qE_s, pxE),
                    hard=H("trade_approval", ["rejected", qE_s + " TIA"], "untagged"))
        if d.ch_index == 0 and d.day_index == 0:
            d.idioms.append((rejE, "rejection by quoting the proposal", "trade_approval"))
        t += gap(60, 300)
        post(t, "athena", "fair. parking it.", reply=rejE, noise=True)

    # ---------------------------------------------------------------- G: alt bid w/ fat-finger delete, then cancel
    t = 21.8 * 3600 + gap(0, 1200)
    symG = "LINK" if symA == "SOL" else "SOL"
    qG, qGbad = (1200, "12,000") if symG == "LINK" else (120, "1,200")
    qG_s = "{:,}".format(qG)
    pxG_s = _fmt(symG, _round_px(symG, P[symG] * 0.97))
    stG_s = _fmt(symG, _round_px(symG, P[symG] * 0.925))
    lg = symG.lower()
    hGbad = post(t, "pm", "%s: bid %s @ %s stp %s gtc" % (lg, qGbad, pxG_s, stG_s),
                 hard=H("trade_proposal", [lg, "bid " + qGbad, pxG_s], "shorthand"))
    d.delete(hGbad, t + gap(25, 60), "bid %s @ %s stp %s gtc" % (qGbad, pxG_s, stG_s))
    t += gap(70, 120)
    hG = post(t, "pm", "%s: bid %s @ %s stp %s day (fat finger above, ignore)" % (lg, qG_s, pxG_s, stG_s),
              hard=H("trade_proposal", [lg, "bid " + qG_s, pxG_s, "stp " + stG_s], "shorthand"))
    t += gap(80, 400)
    exG = exid()
    post(t, "exec", "working %s: BUY %s %s/USD @ %s on KRAKEN (day)" % (exG, qG_s, symG, pxG_s),
         hard=H("trade_confirmation", [exG, "BUY %s %s/USD" % (qG_s, symG), pxG_s], "untagged"))
    t += gap(2400, 4800)
    hcan = post(t, "exec", "cancelled %s — price ran away, 0/%s filled. per pm-core, not chasing." % (exG, qG_s),
                hard=H("trade_confirmation", ["cancelled", exG, "0/" + qG_s], "untagged"))

    # ---------------------------------------------------------------- forgotten OTC fill
    t = 19.2 * 3600 + gap(0, 1500)
    otc_q = rng.choice([25, 30, 40])
    otc_px = _fmt("ETH", P["ETH"] * 1.002)
    cpty = rng.choice(["Halvard OTC", "Northmere Liquidity", "Ostrava Markets"])
    hotc = post(t, "exec", "OTC fill via %s desk (rfq #%d): sold %d ETH @ %s, settles T+0 to prime sub-acct 7." % (
        cpty, rng.randint(10000, 99999), otc_q, otc_px), hard=H("trade_fill", ["sold", "%d ETH" % otc_q, otc_px], "untagged"))
    moves.append((t, -otc_q * P["ETH"]))
    t += gap(120, 600)
    post(t, "theo", "pls don't put counterparty names in here 🙈 forgetting that one", reply=hotc)
    d.forget(hotc, t + 30, TH, "OTC fill via %s desk" % cpty)
    t += gap(60, 300)
    post(t, "exec", "understood, counterparty details go to the ops channel only from now on.")

    # ---------------------------------------------------------------- thesis flip by PM (prose)
    if "PMthesis" in inc:
        t = 16.9 * 3600 + gap(0, 1800)
        if not weekend:
            ttxt = rng.choice([
                "view change on MARA: constructive → neutral. The hashprice bounce I was leaning on faded today and the ATM is back. Holding the position, no adds.",
                "Changing my MARA view from constructive to neutral — hashprice bounce faded and they re-opened the ATM. Holding, no adds.",
            ])
            hthM = post(t, "pm", ttxt, hard=H("thesis_update", ["MARA", "neutral"], "untagged"))
        else:
            hthM = post(t, "pm", "view change on LINK: neutral → constructive on the CCIP pipeline. no trade today.",
                        hard=H("thesis_update", ["LINK", "constructive"], "untagged"))

    # ---------------------------------------------------------------- paper trade / past trades / questions
    t = 14.4 * 3600 + gap(0, 3000)
    hpap = post(t, "scout", "[PAPER] long %d AVAX @ %s, stop %s — tracking the sig model only, not live, no order." % (
        rng.choice([300, 400, 500]), f("AVAX"), _fmt("AVAX", P["AVAX"] * 0.93)), near=True)
    if d.ch_index == 0 and d.day_index == 0:
        d.idioms.append((hpap, "[PAPER] tagged trade", "not_hard"))
    t = 7.3 * 3600 + gap(0, 1800)
    post(t, "pm", "for the record: in Nov we sold 40k LINK at 18.90 into the CCIP headline and bought back at 15.20. same playbook would be tempting today but the setup isn't there.", near=True)
    t = 20 * 3600 + gap(0, 1500)
    post(t, "theo", rng.choice(["what's our avg on sol vs link rn? 🤔", "are we still long coin into earnings or did we trim? 👀"]), near=True)
    t = 22.6 * 3600 + gap(0, 1200)
    post(t, "scout", "chain watch: a wallet linked to %s bought %s LINK over 3h on DEX aggregators. their trade, logging it for context." % (
        rng.choice(["Sable Peak", "Ridgeway Digital", "Tallis Fund"]), "{:,}".format(rng.randint(3, 12) * 100000)), near=True)
    t = 13.1 * 3600 + gap(0, 900)
    post(t, "athena", ("Notes on why the basis trade keeps decaying. CME BTC basis annualised %.1f%%, down from %.1f%% a month ago; "
                       "the carry desks that were long spot / short futures are unwinding, which means spot ETF inflows are partly "
                       "two-way: creations on one side, basis unwinds on the other. That's why flows look strong and price looks heavy. "
                       "If you buy spot here you are buying from basis traders, if you sell you sell to ETF allocators. "
                       "No trade implication for us today; flagging it because it explains the tape.") % (
        rng.uniform(5, 9), rng.uniform(9, 14)), near=True)
    t = 18.9 * 3600 + gap(0, 1500)
    post(t, "scout", "someone should look at HOOD into the crypto volume data next week, options are cheap. not a proposal.", near=True)
    t = 23.2 * 3600 + gap(0, 1200)
    eod_pm = post(t, "pm", "EOD: no open orders except the stops. book looks fine, gross ~GROSSx vs the temporary 1.60x cap, which lapses at midnight.")

    # ---------------------------------------------------------------- filler chatter & acks (other / noise)
    chatter = [
        ("pm", "morning. anything overnight I should care about besides the funding flip?", 4.9, 5.1),
        ("athena", "not much; asia was quiet. I'll have the BTC note out within the hour.", 5.15, 5.5),
        ("exec", "venue status: KRAKEN ok, CB-PRIME ok, IBKR gateway pre-open checks green.", 12.0, 13.2),
        ("scout", "scanning 42 pairs this cycle, 3 above the 0.55 floor so far.", 0, 24),
        ("risk", "reminder: limit sheet review at 12:45 UTC.", 10.5, 12.2),
        ("athena", "working on the ETH quarterly review in a thread, pm-core pls read when free.", 9.3, 9.95),
        ("pm", "read it, comments in thread.", 11.2, 12.0),
        ("exec", "latency to KRAKEN back to normal after the reconnect, 38ms p50.", 2.3, 4.0),
        ("scout", "funding across alts is mostly flat; nothing extreme.", 0, 24),
        ("wire", "feed backlog cleared after the restart, 0 items pending.", 3.8, 4.6),
        ("pm", "will look at the miners once the US open settles.", 12.5, 13.4),
        ("athena", "if anyone needs the flows dashboard it's refreshed.", 0, 24),
        ("router", "queue empty, 3 agents idle.", 0, 24),
        ("exec", "reconciliation vs prime: all positions match, 0 breaks.", 0, 24),
        ("risk", "VaR model recalibrated on the new vol window, numbers shift by <3bp.", 0, 24),
        ("theo", "gm all ☕", 7.6, 8.0),
        ("theo", "how's the desk looking today", 8.0, 8.1),
        ("pm", "quiet so far, one BTC add in progress, details in the thread.", 8.12, 8.3),
        ("scout", "DOGE volume spike is retail app flow per the on-chain mix, fading.", 0, 24),
        ("athena", "drafting a COIN earnings preview for next week.", 0, 24),
        ("exec", "IBKR margin report received, excess liquidity fine.", 11.0, 13.0),
        ("wire", "muting two low-quality sources after the parse errors.", 4.6, 6.0),
        ("router", "reassigning headline triage to wire-agent after restart.", 3.6, 4.2),
        ("risk", "stress test (BTC -15%% / alts -25%%): drawdown %.1f%% NAV, within tolerance." % rng.uniform(6, 9), 0, 24),
        ("scout", "SOL/ETH ratio at a 3-week high, noting it.", 0, 24),
        ("exec", "end-of-session: all equity orders done or cancelled, nothing carried except GTC stops.", 20.1, 20.6),
        ("athena", "tomorrow: CPI at 12:30, I'll post a pre-read.", 17.0, 21.0),
        ("pm", "thanks all, handing the overnight to the usual schedule.", 23.6, 23.9),
        ("scout", "tick data gap on binance-md 02:10–02:12, signals from that window suppressed.", 2.25, 3.0),
        ("exec", "prime sub-acct transfers for settlement done.", 0, 24),
        ("wire", "calendar: FOMC minutes tomorrow 18:00 UTC, two token unlocks (AVAX, TIA) this week.", 6.0, 9.0),
        ("athena", "the funding dashboard now includes Hyperliquid.", 0, 24),
    ]
    rng.shuffle(chatter)
    for who, txt, h0, h1 in chatter[:rng.randint(24, 29)]:
        sec = d.rand_time() if (h0, h1) == (0, 24) else rng.uniform(h0 * 3600, h1 * 3600)
        post(sec, who, txt)
    hfyi = post(13.0 * 3600 + rng.uniform(0, 1800), "pm", "theo fyi the limit sheet changed, alt single-name cap is tighter now.")
    post(hfyi["ms"] / 1000.0 - d.start_ms / 1000.0 + rng.uniform(120, 900), "theo", rng.choice(["saw it 👍", "👍 saw", "yep saw it"]),
         reply=hfyi, noise=True)
    acks = ["ok", "thx", "🫡", "noted", "👀", "ty", "👍", "k", "ack", "roger"]
    pool = [m for m in d.msgs if not m["hard"] and m["who"] in ("athena", "scout", "exec", "wire", "risk") and not m["noise"]]
    for _ in range(rng.randint(8, 12)):
        target = rng.choice(pool)
        who = rng.choice(["pm", "theo", "athena", "exec", "risk"])
        post(target["ms"] / 1000.0 - d.start_ms / 1000.0 + rng.uniform(30, 600), who, rng.choice(acks), reply=target, noise=True)

    # long-ish agent notes to add realistic volume (other)
    for _ in range(rng.randint(5, 7)):
        s = rng.choice(["BTC", "ETH", "SOL", "LINK"])
        txt = ("%s microstructure note: top-of-book depth ±50bp is $%.1fm on the big three venues, %+d%% vs the 7d average; "
               "spread %.1fbp; taker buy ratio %.2f over the last 4h; the largest prints were %s. "
               "Spot/perp volume ratio %.2f. Nothing actionable, posting for the record so the overnight agents have context." % (
                   s, rng.uniform(2, 30), rng.randint(-30, 25), rng.uniform(0.5, 3.5), rng.uniform(0.44, 0.58),
                   rng.choice(["clustered at the open", "spread evenly", "mostly Coinbase", "mostly Binance"]), rng.uniform(0.2, 0.7)))
        post(d.rand_time(), "scout", txt)
    def gross_at(sec):
        g = gross0 + sum(v for (ts, v) in moves if ts <= sec) / nav
        if sec >= breach_sec:
            g += breach_bump
        return g

    eod_pm["content"] = eod_pm["final"] = eod_pm["content"].replace("GROSS", "%.2f" % gross_at(eod_pm["ms"] / 1000.0 - d.start_ms / 1000.0))
    for hr in (1, 7, 15, 19):
        sec = hr * 3600 + 1200 + rng.uniform(0, 1800)
        post(sec, "risk", exposure_report(rng, hr, P, HELD, gross_at(sec)), noise=True)
    for hr in rng.sample([2, 10, 13, 17, 22], 4):
        sec = hr * 3600 + 900 + rng.uniform(0, 600)
        g = gross_at(sec)
        btcw = 100.0 * (pos["BTC"] + (float(new_q) if sec > hfill_b["ms"] / 1000.0 - d.start_ms / 1000.0 else 0)) * P["BTC"] / nav
        txt = "riskwarden · %02d:15 routine check · all limits ok · gross %.2fx%s · net %.2fx · largest BTC %.1f%% NAV · VaR95 %.2f%%" % (
            hr, g, " (temp cap 1.60x)" if sec >= breach_sec else "", g - rng.uniform(0.25, 0.35), btcw, rng.uniform(1.6, 2.9))
        post(sec, "risk", txt, noise=True)

    topics = list(_NOTE_TOPICS)
    rng.shuffle(topics)
    note_hours = [2.5, 5.2, 9.6, 12.4, 16.1, 18.6, 21.4]
    for i, topic in enumerate(topics[:7]):
        sec = note_hours[i] * 3600 + rng.uniform(0, 2400)
        tw = rng.random() < 0.5
        hnote = post(sec, "athena", research_note(rng, topic, datestr, tw), near=tw)
        if tw and d.ch_index == 0 and d.day_index == 0 and not any(x[1].startswith("long analysis") for x in d.idioms):
            d.idioms.append((hnote, "long analysis note with trading words but no decision", "not_hard"))
    for hr in sorted(rng.sample(range(24), rng.randint(9, 11))):
        sec = hr * 3600 + 1500 + rng.uniform(0, 1500)
        post(sec, "scout", scout_scan(rng, hr, int(sec % 3600) // 60))
    post(7.05 * 3600 + rng.uniform(0, 900), "pm", pm_plan(rng, P, datestr, weekend))
    post(23.4 * 3600 + rng.uniform(0, 900), "pm", pm_eod(rng, datestr))
    post(0.2 * 3600 + rng.uniform(0, 600), "router", routing_table(rng), noise=True)
    post(rng.choice([3.3, 11.2, 21.1]) * 3600 + rng.uniform(0, 1200), "risk", utilisation(rng))
    post(6.6 * 3600 + rng.uniform(0, 1200), "exec", venue_check(rng), noise=True)
    post(rng.choice([10.7, 14.9, 18.1]) * 3600 + rng.uniform(0, 1200), "athena", watchlist_review(rng, P), near=True)
    for who in ("scout", "risk", "exec", "router", "wire", "athena"):
        hr = rng.choice([0, 8, 16])
        post(hr * 3600 + 60 + rng.uniform(0, 500), who, handoff(rng, who, hr, P))
    for hr in (0, 8, 16):
        post(hr * 3600 + 900 + rng.uniform(0, 600), "exec", recon_table(rng, P, HELD, hr), noise=True)
    for txt in news_items(rng, [newsid() for _ in range(rng.randint(5, 7))]):
        post(d.rand_time(), "wire", txt, near=rng.random() < 0.4)
    for _ in range(rng.randint(4, 6)):
        post(d.rand_time(), "scout", low_card(rng, sigid(), rng.choice(["ADA", "TON", "SUI", "ARB", "OP", "NEAR", "INJ", "APT"])))
    ex_ids = ["EXQ-%03d-%04d" % (doy, i) for i in range(max(1, ex_n[0] - 8), ex_n[0] + 1)]
    post(22.9 * 3600 + rng.uniform(0, 900), "exec", tca_report(rng, ex_ids), near=True)
    for q, a in rng.sample(QA, 6):
        qsec = rng.choice([9, 11, 13, 17, 20]) * 3600 + rng.uniform(0, 3000)
        hq = post(qsec, "theo", q, near=True)
        post(qsec + rng.uniform(60, 400), rng.choice(["athena", "risk", "pm"]) if "crash" not in q else "exec",
             a.format(**_fill_numbers(rng)), reply=hq)
    th_pm = d.thread(9.2 * 3600 + rng.uniform(0, 600), "postmortem: ibkr-gw reconnect storm")
    pt = 9.2 * 3600 + 700
    for who, txt in postmortem_msgs(rng):
        pt += rng.uniform(120, 900)
        post(pt, who, txt, thread=th_pm)
    for hr in sorted(rng.sample([1, 4, 7, 10, 13, 19, 22], rng.randint(3, 4))):
        hmd = post(hr * 3600 + 200 + rng.uniform(0, 600), "wire", macro_digest(rng, hr), near=rng.random() < 0.5)


# --------------------------------------------------------------------------------------

_LOW_PRIORITY_IDIOMS = [
    "router arrow line route sig → agent",
    "exec JSON order_ack code block",
    "backtest table with simulated fills",
    "watchlist headline with no tag, coin named by project",
    "risk pre-trade pass citing limits (routine)",
    "another fund's on-chain trade reported by scout",
    "held ETF headline buried in a mixed digest",
    "embed-only partial fill with Remaining field",
    "JSON fill edited from partial to done",
    "risk engine key=value resize line",
]


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    all_days = []
    for ci in range(channels):
        cid = channel_id_for(ci)
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            rng = random.Random("%s|%d|%d|%s" % (DESK, seed, ci, day_start.strftime("%Y%m%d")))
            d = Day(rng, ci, di, day_start, cid)
            build_day(d)
            all_days.append(d)

    # assign ids
    msgs = [m for d in all_days for m in d.msgs]
    threads = [th for d in all_days for th in d.threads]
    used = {}

    def alloc(ms, worker):
        k = (ms, worker)
        seq = used.get(k, 0)
        used[k] = seq + 1
        return str(_snowflake(ms, worker, seq))

    for th in sorted(threads, key=lambda x: x["ms"]):
        th["id"] = alloc(th["ms"], 31)
    for m in sorted(msgs, key=lambda x: (x["ms"], x["ch_index"], x["order"])):
        m["id"] = alloc(m["ms"], (m["ch_index"] % 30) + 1)

    items = []
    for d in all_days:
        for m in d.msgs:
            ch = m["thread"]["id"] if m["thread"] else d.channel_id
            aid, aname, abot = AUTHORS[m["who"]]
            msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m["ms"]), "content": m["content"], "attachments": m["attachments"],
                   "embeds": m["embeds"], "reference_id": m["reply"]["id"] if m["reply"] else None,
                   "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
            if m["thread"]:
                ev["parent_channel_id"] = d.channel_id
            ev["message"] = msg
            m["channel"] = ch
            items.append((m["ms"], 0, m["ch_index"], m["order"], ev))
        for op in d.ops:
            k = op["kind"]
            if k == "bulk_delete":
                hs = op["hs"]
                ch = hs[0]["thread"]["id"] if hs[0]["thread"] else d.channel_id
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                      "message_ids": [h["id"] for h in hs], "deleted_at": _iso(op["ms"])}
            else:
                h = op["h"]
                ch = h["thread"]["id"] if h["thread"] else d.channel_id
                ev = {"op": k if k != "react" else "reaction_add", "guild_id": GUILD_ID, "channel_id": ch}
                if k == "edit":
                    ev.update(message_id=h["id"], edited_at=_iso(op["ms"]), content=op["content"])
                elif k == "delete":
                    ev.update(message_id=h["id"], deleted_at=_iso(op["ms"]))
                elif k == "forget":
                    ev.update(message_id=h["id"], requested_by=op["by"], at=_iso(op["ms"]))
                elif k == "pin":
                    ev.update(message_id=h["id"], by=op["by"], at=_iso(op["ms"]))
                elif k == "react":
                    ev.update(message_id=h["id"], emoji=op["emoji"], user_id=op["who"], at=_iso(op["ms"]))
                if h["thread"] and k != "bulk_delete":
                    ev["parent_channel_id"] = d.channel_id
            items.append((op["ms"], 1, d.ch_index, op["order"], ev))
    items.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    events = [x[4] for x in items]

    hard, sup, noise, near, idioms, removed = [], [], [], [], [], []
    for d in all_days:
        removed.extend(d.removed)
        for m in sorted(d.msgs, key=lambda x: x["ms"]):
            if m["hard"]:
                hard.append({"channel_id": m["channel"], "message_id": m["id"], "event_type": m["hard"]["type"],
                             "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"], "final_state": m["state"]})
                for s in m["superseded"]:
                    sup.append([m["channel"], m["id"], s])
            if m["state"] in ("deleted", "forgotten"):
                continue
            if m["noise"]:
                noise.append(m["id"])
            elif m["near"]:
                near.append(m["id"])
        cand = list(d.idioms)
        for low in _LOW_PRIORITY_IDIOMS:
            if len(cand) <= 20:
                break
            cand = [c for c in cand if c[1] != low]
        for (m, name, exp) in cand:
            if len(idioms) < 20:
                idioms.append({"message_id": m["id"], "idiom": name, "expected": exp})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="agent-floor crypto spot desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
