#!/usr/bin/env python3
"""Desk generator: crypto market-making / OTC desk (inventory-driven).

Produces a busy day (or several) of a crypto MM desk's Discord channel(s) in the
JSONL capture format, plus ground-truth labels. Standard library only; the output is
a pure function of the arguments.

    python -m tests.desks.crypto_mm_inventory_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "crypto_mm_inventory_desk"
GUILD = "1348862209173405716"
CHANNEL_BASE = [
    "1349017742263554108",
    "1349020588871041094",
    "1349031175212818512",
    "1349044390617124935",
]
DISCORD_EPOCH = 1420070400000
WORKER = 11
DEFAULT_END = datetime(2026, 3, 12, 0, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "mika": ("1187409932215734312", "mika", False),
    "dante": ("1190238471029384753", "dante.otc", False),
    "priya": ("1203948571203948122", "priya", False),
    "hal": ("1179203948123904857", "hal_risk", False),
    "qe": ("1211870034529120317", "qengine", True),
    "risk": ("1211871190448640082", "invrisk", True),
    "xb": ("1211872045112082542", "xbridge", True),
    "settle": ("1211872988710428773", "settlr", True),
    "quill": ("1224509183371968603", "quill-research", True),
    "wire": ("1209984432650125404", "wirebot", True),
    "wd": ("1211873601392840764", "watchdog", True),
    "ops": ("1211874417055264829", "opsbot", True),
    "ci": ("1211875230917939230", "deploybot", True),
}

IDIOM_KEEP = {
    "embed-only chain outage headline on held coin",
    "key=value delta-band breach with auto-hedge",
    "conviction downgrade buried in long morning note",
    "OTC block bid proposal relayed from RFQ",
    "two-word approval reply in thread",
    "OTC 'done N @ px w/ client' block print",
    "shorthand 's N SYM @ px' proposal with stop",
    "partial fill line edited to complete",
    "stop moved twice by editing the same message",
    "trade proposal buried in a research note",
    "terse rejection of a proposal",
    "JSON order ack",
    "risk engine resizing an order",
    "reply dismissing a headline as no action",
    "research agent routing a headline to another agent",
    "client enquiry with indicative two-way, not an order",
    "paper trade in shorthand",
    "hypothetical 'what if we bought'",
    "past block print quoted for reconciliation",
    "other firm's on-chain transfer",
}

CLIENTS = ["Halcyon", "Meridian", "Northgate", "Kestrel", "Bluewater", "Tamarind"]
VENUES = ["binance", "okx", "bybit", "coinbase"]
HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 7, 6, 8, 10, 10, 9, 8, 6, 5, 4, 3, 3, 2]


def fmt(x, dp):
    return f"{x:,.{dp}f}"


def hexid(rng, n=7):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def txhash(rng):
    return "0x" + hexid(rng, 64)


class Msg:
    def __init__(self, day, t, who, content, embeds, ref, thread):
        self.day = day
        self.t = t
        self.who = who
        self.content = content
        self.final = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.id = None
        self.state = "live"
        self.order = 0

    def channel_id(self):
        return self.thread.starter.id if self.thread else self.day.chan


class Thread:
    def __init__(self, starter, name):
        self.starter = starter
        self.name = name


class Clock:
    def __init__(self, day, t):
        self.day = day
        self.t = t

    def nxt(self, lo=20, hi=120):
        self.t += self.day.rng.randint(lo * 1000, hi * 1000)
        return self.t


class Day:
    def __init__(self, rng, chan, start_ms, want_idioms):
        self.rng = rng
        self.chan = chan
        self.start = start_ms
        self.msgs = []
        self.ops = []
        self.hard = []
        self.noise = []
        self.near = []
        self.sup = []
        self.removed = []
        self.idioms = []
        self.want_idioms = want_idioms

    def at(self, h, m=0, jitter_min=0):
        t = self.start + (h * 3600 + m * 60) * 1000
        if jitter_min:
            t += self.rng.randint(0, jitter_min * 60 * 1000)
        return t + self.rng.randint(0, 999)

    def clock(self, h, m=0, jitter_min=0):
        return Clock(self, self.at(h, m, jitter_min))

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, hard=None,
             noise=False, near=False, idiom=None):
        m = Msg(self, t, who, content, embeds, ref, thread)
        self.msgs.append(m)
        if hard:
            etype, facts, phrasing = hard
            self.hard.append((m, etype, list(facts), phrasing))
        if noise:
            self.noise.append(m)
        if near:
            self.near.append(m)
        if idiom and self.want_idioms and idiom in IDIOM_KEEP:
            self.idioms.append((m, idiom, hard[0] if hard else "not_hard"))
        return m

    def edit(self, m, t, content, superseded=()):
        self.ops.append((t, "edit", m, content))
        m.final = content
        if m.state == "live":
            m.state = "edited"
        for s in superseded:
            self.sup.append((m, s))

    def delete(self, m, t, snippet):
        self.ops.append((t, "delete", m, None))
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        self.ops.append((t, "bulk_delete", ms, None))
        for m in ms:
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        self.ops.append((t, "forget", m, by))
        m.state = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, t, by):
        self.ops.append((t, "pin", m, by))

    def react(self, m, t, emoji, who):
        self.ops.append((t, "reaction_add", m, (emoji, who)))


# ---------------------------------------------------------------------------
# long texts
# ---------------------------------------------------------------------------

def morning_note(d, P, decision):
    r = d.rng
    oi = r.uniform(8.5, 12.5)
    f_btc = r.uniform(0.4, 1.6)
    f_eth = r.uniform(0.3, 1.9)
    f_sol = r.uniform(1.2, 4.5)
    pool = r.uniform(14, 26)
    return f"""**Morning inventory & flow note — {P['date']}** (auto-generated, quill v2.3)

**1. Overnight recap.** Asia session was thin. BTC traded a {fmt(P['btc'] * 0.985, 0)}-{fmt(P['btc'] * 1.008, 0)} range with realised 1h vol falling into the EU open; ETH underperformed by roughly 60 bps and the ETH/BTC cross printed a fresh 3-week low around 04:10Z before a small squeeze. Aggregate perp open interest across the four CEX venues we quote is ~${oi:.1f}B, flat d/d. The Solana block-production stall (see wirebot 03:4x) pulled SOL spreads wide for ~40 min; our engine widened automatically and paused two pairs, no manual intervention was needed and no fills were printed at stale prices.

**2. Funding & basis.** 8h funding annualised: BTC {f_btc:.2f}%, ETH {f_eth:.2f}%, SOL {f_sol:.2f}% (binance/bybit average). The SOL perp premium compressed from ~{f_sol + 2.1:.1f}% to {f_sol:.1f}% overnight as longs de-risked during the outage. Quarterly basis BTC ~{r.uniform(6, 9):.1f}% ann., ETH ~{r.uniform(5, 8):.1f}% ann. Nothing here argues for changing the default skew on BTC/ETH; the ETH skew remains mildly negative because we are carrying the residual of yesterday's block.

**3. Inventory.** Net deltas at 06:00Z: BTC {P['btc_inv']:+.2f}, ETH {P['eth_inv']:+.1f}, SOL {P['sol_inv']:+,.0f}, ARB {P['arb_inv']:+,.0f}, LINK {P['link_inv']:+,.0f}, ORBX {P['orbx_inv']:+,.0f}. Venue distribution is still top-heavy on binance (about 44% of gross), which is why the exposure cap has been flashing amber on the risk bot. The AMM position on univ3-arb (ETH/USDC 0.05%) is ${pool:.1f}M notional with the range centred {fmt(P['eth'] * 0.995, 0)}-{fmt(P['eth'] * 1.012, 0)}; fee APR over the last 24h was ~{r.uniform(9, 21):.0f}%, impermanent loss small but the range will need re-centring if ETH loses the lower band.

**3b. Levels & book.**
{levels_table(d, P)}

{asset_paragraphs(d, P)}

**4. SOL basis carry.** The carry trade (long spot, short SOL-PERP across bybit/okx) has earned ~{r.uniform(3, 9):.1f} bps/day for two weeks. The outage is a reminder that the tail on this trade is venue/chain operational risk rather than price risk; collateral on bybit would have been stuck behind the deposit halt had we needed to top up. {decision} The residual inventory can be worked off through normal quoting skew.

**4b. Overnight engine events.**
- {r.randint(0, 2):02d}:{r.randint(10, 59):02d}Z binance depth stream gap {r.randint(300, 4000)}ms, resynced; no quotes left stale beyond the 250ms guard
- 03:{r.randint(20, 35):02d}Z SOL defensive mode on all venues (chain halt), quotes at 2x spread / 0.5x size
- 04:{r.randint(40, 59):02d}Z ETH delta band breach after the AMM range exit; auto-hedge on bybit, back inside band within seconds
- 05:{r.randint(0, 59):02d}Z okx amend-order 429s ({r.randint(3, 20)} in 1 min), cancel/replace fallback used
- 06:{r.randint(0, 30):02d}Z qengine worker restart after a panic in the skew model; no orphaned orders
None of these needed a human.

**5. Client pipeline.** Two treasury clients have indicated interest in selling programmes this week (one is the ORBX foundation, programme size unchanged at the mandate level). OTC coverage expects at least one ETH block from a fund client during the EU morning; pricing should reference the bybit perp for hedge cost, not the binance one, given the funding differential.

**6. Calendar.** TIA unlock on the watchlist (size and date per wirebot); US CPI tomorrow 12:30Z; bybit scheduled maintenance 02:00-02:30Z Friday for SOL/ARB pairs (we can leave the quotes to be pulled automatically).

**7. Engine notes.** Rate-limit headroom on binance dropped to ~{r.randint(12, 30)}% during the Asia reconnect storm; the ws handler threw one KeyError on a malformed depth update, already patched in the 4.18 line. Quote uptime 99.{r.randint(80, 99)}% across pairs.

_End of note. Questions to #mm-desk, tag @quill-research._"""


def arb_note(d, P, decision):
    r = d.rng
    return f"""**ARB inventory / venue-mix review** (quill-research, requested by mika yesterday)

Context: our ARB inventory is ~{P['arb_inv']:,.0f} tokens gross, of which about {r.randint(58, 71)}% sits on binance. Binance is also where the venue exposure cap is tightest and where the ARB-USDT book has thinned the most since the DAO staking proposal went to vote (top-of-book depth within 10 bps down ~{r.randint(25, 40)}% w/w). Okx depth is comparable and their maker rebate tier is one notch better for us after last month's volume.

What the data says:
- Our ARB fills on binance over 7d: {r.randint(3800, 5200):,} fills, average markout +{r.uniform(0.3, 1.1):.2f} bps at 5s, {r.uniform(-0.8, 0.2):+.2f} bps at 60s. On okx: {r.randint(1900, 2900):,} fills, +{r.uniform(0.6, 1.4):.2f} bps at 5s, {r.uniform(-0.3, 0.5):+.2f} bps at 60s. Adverse selection is visibly worse on binance at the 60s horizon.
- ARB-PERP funding on bybit has been positive on {r.randint(14, 19)} of the last 21 prints, averaging ~{r.uniform(5, 14):.1f}% annualised, so a short perp leg is cheap to carry.
- The univ3-arb ARB/ETH pool is not deep enough to move more than ~{r.randint(90, 160)}k ARB without >15 bps of slippage; not a rebalancing route for size.

Proposal: {decision} This keeps net ARB delta unchanged, frees binance exposure headroom, and parks the hedge where funding pays us. Execution in 4-6 clips over the afternoon, leaving the quoting engine's skew untouched.

Risks: the DAO vote outcome is binary for ARB price near term; if the staking vote passes, spot could gap, but the position is delta-neutral by construction. Okx withdrawal times for ARB have been ~{r.randint(6, 25)} min. Counter-argument: binance remains the venue with the most retail flow, and moving inventory away reduces our ability to lean the skew there.

Execution detail if the desk goes ahead: clips of {max(50, P['arb_inv'] // 20000):,}k-ish on okx with a passive-first algo, perp leg hedged on each spot fill within 2s; the transfer out of binance would not be needed because the release happens through skew. Estimated all-in cost {r.uniform(2, 6):.1f} bps on notional, recovered in ~{r.randint(4, 12)} days of funding at current rates.

Appendix (7d venue stats): binance share of ARB volume {r.uniform(31, 39):.1f}%, okx {r.uniform(17, 23):.1f}%, bybit {r.uniform(13, 19):.1f}%, coinbase {r.uniform(5, 9):.1f}%. Quoting uptime 99.{r.randint(70, 99)}%. Inventory half-life after a one-sided 200k fill: ~{r.randint(20, 55)} min on binance, ~{r.randint(35, 80)} min on okx."""


def analysis_note(d, P):
    r = d.rng
    return f"""**Funding regime & skew sensitivity — weekly research memo** (no action requested)

This memo looks at how our quoting skew interacts with the perp funding cycle across BTC, ETH and SOL over the last 60 days. It is informational; parameter changes, if any, go through the usual desk review.

1. Mechanics. When we carry long spot inventory, the engine leans its quotes lower (negative skew) to sell down; the hedge leg is usually a short perp. When funding is strongly positive, shorts get paid and the hedged inventory earns carry, so the pressure to sell down quickly is lower. Historically the desk has widened the tolerance band in those regimes. When funding flips negative, the short perp costs money every 8 hours and the desk has tended to cut inventory faster.

2. Observations. Across {r.randint(150, 190)} funding prints, BTC funding was positive {r.randint(70, 85)}% of the time, ETH {r.randint(62, 80)}%, SOL {r.randint(55, 75)}%. The average absolute skew on ETH was {r.uniform(0.15, 0.35):.2f} (in units of half-spread) when funding was above 10% annualised and {r.uniform(0.35, 0.6):.2f} when below 0%. Inventory half-life lengthened from ~{r.randint(18, 30)} to ~{r.randint(35, 60)} minutes in positive regimes. The relationship is noisy: R² of skew on funding is {r.uniform(0.08, 0.22):.2f}.

3. Markouts. Fills taken while skewed hard against inventory show worse 60s markouts ({r.uniform(-1.4, -0.5):.2f} bps) than neutral fills ({r.uniform(-0.3, 0.3):+.2f} bps), consistent with informed flow hitting us when our quotes are off-centre. A short position in ETH-PERP as a hedge costs roughly {r.uniform(1, 3):.1f} bps/day at current funding, which is small relative to spread capture (~{r.uniform(2, 4):.1f} bps per round trip).

4. Things that could matter: (a) the CPI print tomorrow historically doubles realised vol for ~90 min; (b) the ETH unlock wave later this month; (c) bybit's maintenance window; (d) binance's rate-limit weight changes. A buy or sell programme sized like last week's blocks would move our inventory by ~3 half-lives of normal flow.

Historical episodes where skew and funding diverged most (for reference): {', '.join(f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d} ({r.choice(['ETH', 'SOL', 'BTC'])}, funding {r.uniform(-20, 60):+.0f}% ann., skew {r.uniform(-0.6, 0.3):+.2f})" for _ in range(8))}. In six of the eight, inventory was worked off through skew within two hours without hedges; in the remaining two an auto-hedge fired on the band.

5. Regime table (ETH, 60d):
```
funding regime      prints   avg skew   inv half-life   hedges/day   5s mko   60s mko
> +20% ann            {r.randint(10, 30):>4}     {r.uniform(-0.2, 0):+.2f}        {r.randint(30, 60)} min        {r.uniform(1, 4):.1f}     {r.uniform(0.3, 1.2):+.2f}    {r.uniform(-1, 0):+.2f}
+5% .. +20%           {r.randint(60, 100):>4}     {r.uniform(-0.3, 0):+.2f}        {r.randint(20, 45)} min        {r.uniform(2, 6):.1f}     {r.uniform(0.2, 1.0):+.2f}    {r.uniform(-1, 0.2):+.2f}
0 .. +5%              {r.randint(30, 60):>4}     {r.uniform(-0.4, 0):+.2f}        {r.randint(15, 35)} min        {r.uniform(3, 7):.1f}     {r.uniform(0.1, 0.8):+.2f}    {r.uniform(-1.2, 0):+.2f}
< 0%                  {r.randint(5, 25):>4}     {r.uniform(-0.6, -0.2):+.2f}        {r.randint(10, 25)} min        {r.uniform(4, 9):.1f}     {r.uniform(-0.2, 0.6):+.2f}    {r.uniform(-1.8, -0.3):+.2f}
```

6. Open questions for the desk: whether skew limits should differ by venue; whether the AMM range width should depend on funding; whether hedges should move from bybit to okx when the funding differential exceeds ~5% annualised. No recommendation in this memo; the backtests are in the research repo under skew_funding_60d."""


def tia_note(d, P, decision):
    r = d.rng
    return f"""TIA unlock check (watchlist item from wirebot):
- unlock size ~{P['tia_unlock']}M TIA, roughly {r.uniform(9, 14):.1f}% of circulating; cliff tranche goes to early backers and core contributors
- perp basis on TIA already ~{r.uniform(-18, -8):.1f}% ann. (shorts paying up), borrow on okx margin dried up 3 days ago
- historical analogues: the last three cliff unlocks of this size saw a median −{r.uniform(4, 9):.1f}% move in the 7d before and flat-to-up in the 7d after
- our book: {decision}
- will re-check if borrow reappears or if a market-maker wallet starts moving tokens to exchanges."""


def stack_trace(d):
    r = d.rng
    ln = r.randint(180, 420)
    return f"""```
Traceback (most recent call last):
  File "/srv/xbridge/ws/handler.py", line {ln}, in _on_message
    book = self._books[msg["s"]].apply(msg)
  File "/srv/xbridge/book/l2.py", line {r.randint(60, 140)}, in apply
    seq = int(update["u"])
KeyError: 'u'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/srv/xbridge/ws/handler.py", line {ln + 22}, in _on_message
    self._resync(msg["s"])
  File "/srv/xbridge/ws/handler.py", line {ln + 71}, in _resync
    snap = self.rest.depth(symbol, limit=1000)
  File "/srv/xbridge/rest/client.py", line {r.randint(120, 190)}, in depth
    resp = self._get("/api/v3/depth", params={{"symbol": symbol, "limit": limit}})
  File "/srv/xbridge/rest/client.py", line {r.randint(60, 110)}, in _get
    return self._check(self._session.get(self.base + path, params=params, timeout=2.0))
  File "/srv/xbridge/rest/client.py", line {r.randint(200, 300)}, in _check
    raise RateLimited(resp.headers.get("retry-after"))
xbridge.rest.errors.RateLimited: retry-after=2 weight={r.randint(1150, 1199)}/1200
```
handler restarted, book resynced in {r.randint(400, 2900)}ms"""


def onchain_digest(d, P):
    r = d.rng
    rows = []
    names = ["Jump", "Wintermute", "Cumberland", "a Justin-Sun-labelled wallet", "an unlabelled whale (0x9c4…e21)",
             "Galaxy", "Amber", "a Celestia foundation multisig", "the Arbitrum DAO treasury"]
    for n in r.sample(names, 7):
        a = r.choice(["ETH", "USDC", "SOL", "ARB", "TIA", "LINK", "WBTC"])
        q = r.randint(2, 60) * (1000 if a in ("ETH", "SOL", "LINK") else 100000 if a in ("USDC", "ARB", "TIA") else 10)
        to = r.choice(["binance", "okx", "coinbase", "bybit", "a fresh EOA", "Uniswap v3", "a Safe multisig", "Aave"])
        rows.append(f"- {n}: {q:,} {a} → {to} ({r.randint(1, 11)}h ago, {r.choice(['first move in 30d+', 'regular pattern', 'split across 4 txs', 'bridged from mainnet'])})")
    body = "\n".join(rows)
    return f"""**Overnight on-chain flows digest** (quill-research · watcher v1.9)

Large transfers touching CEX hot wallets or major pools in the last 12h, filtered to assets we quote or watch. These are third-party flows, included for context only.

{body}

Observations: net stablecoin inflow to the four CEXs we quote was ~${r.uniform(120, 480):.0f}M, skewed to binance. ETH exchange balances fell {r.uniform(0.05, 0.4):.2f}% d/d. The univ3-arb ETH/USDC pool saw {r.randint(3, 9)} swaps above $1M, two of them routed through an aggregator from what looks like a market-maker inventory wallet. Bridge outflows from Orbix were normal until the reporting cut-off.

Caveats: labels come from public tagging services and are wrong perhaps 10-20% of the time; a CEX deposit is not a sale. Nothing in this digest concerns our own wallets."""


def venue_report(d, P):
    r = d.rng
    lines = []
    for v in VENUES + ["univ3-arb"]:
        lines.append(f"{v:<10} uptime 99.{r.randint(60, 99)}%  ws reconnects {r.randint(0, 9):>2}  p50 ack {r.randint(3, 40):>3}ms  p99 ack {r.randint(40, 400):>4}ms  rejects {r.uniform(0, 0.6):.2f}%  429s {r.randint(0, 40):>3}")
    table = "\n".join(lines)
    return f"""**Venue health report — trailing 24h** (quill-research, scheduled)

```
{table}
```
Notes:
1. binance: weight usage peaked during the Asia reconnect storm; the retry policy on depth snapshots is still too aggressive, it consumed ~{r.randint(20, 35)}% of the window in one minute. Engineering ticket is open.
2. okx: amend-order endpoint returned intermittent 429s in the evening; maker-tier upgrade confirmed, rebates now {r.uniform(0.5, 1.2):.1f} bps on spot.
3. bybit: deposits/withdrawals for SOL were paused during the chain halt and resumed at {r.randint(5, 7):02d}:{r.randint(0, 59):02d}Z. Scheduled maintenance Friday 02:00-02:30Z.
4. coinbase: clean day. Depth on LINK-USD improved after the staking headline.
5. univ3-arb: gas normal ({r.uniform(0.01, 0.05):.3f} gwei), {r.randint(2, 6)} range re-centres by the engine, no failed txs.

Informational; no venue changes proposed in this report."""


def pipeline_digest(d, P, clients):
    r = d.rng
    rows = []
    for c in clients:
        asset = r.choice(["ETH", "BTC", "SOL", "LINK", "ORBX", "ARB"])
        rows.append(f"- {c}: {r.choice(['fund', 'treasury', 'family office', 'prop', 'DAO'])} · typical clip {r.randint(1, 20) * 50} {asset} · last dealt {r.randint(2, 40)}d ago · hit-ratio on our quotes {r.randint(15, 70)}% · {r.choice(['KYC current', 'KYC renewal due', 'ISDA-equivalent signed', 'prefunded only'])}")
    body = "\n".join(rows)
    return f"""**OTC client pipeline digest** (weekly · prepared for dante)

{body}

Treasury programmes: the ORBX foundation programme is the only live one; mandate allows sales up to {r.randint(2, 5)}% of daily ADV with a floor price set by the client. Two DAO treasuries asked for indicative terms on stablecoin diversification (no dates).

Hit-ratio trend: our win rate on ETH RFQs fell from {r.randint(40, 55)}% to {r.randint(25, 39)}% over four weeks; the two fund clients are now polling at least three dealers. Average markup on dealt blocks {r.uniform(3, 9):.1f} bps, unchanged.

This is a status digest only; pricing and any dealing stay with the OTC trader."""


def eod_wrap(d, P):
    r = d.rng
    return f"""**EOD desk wrap** ({P['date']}, quill-research)

Market: BTC {r.uniform(-2.5, 2.5):+.1f}% d/d, ETH {r.uniform(-3.5, 2.0):+.1f}%, SOL {r.uniform(-5, 4):+.1f}% (outage morning, partial recovery). Realised vol compressed into the US afternoon. Perp funding drifted lower across majors; SOL funding spent two prints near zero. Spot volumes on the venues we quote ran ~{r.randint(80, 130)}% of the 30d average.

Per asset: {'; '.join(f"{a} spread capture ${r.uniform(5, 60):.0f}k, inventory mtm {r.uniform(-40, 40):+.0f}k" for a in ('BTC', 'ETH', 'SOL', 'ARB', 'LINK', 'ORBX'))}.

Desk flow (aggregate): {r.randint(38000, 61000):,} engine fills, maker share {r.randint(86, 95)}%, average 5s markout +{r.uniform(0.2, 0.9):.2f} bps, 60s markout {r.uniform(-0.6, 0.2):+.2f} bps. OTC: {r.randint(2, 5)} blocks dealt, {r.randint(6, 14)} RFQs quoted. AMM: fees ~${r.uniform(2, 9):.1f}k, {r.randint(2, 6)} range re-centres.

Inventory at close is within bands on every asset; venue concentration on binance came back under the cap after the afternoon transfers. The ETH/BTC cross remains the weak spot and the ORBX book is running down under the reduced limit.

Tomorrow: US CPI 12:30Z; the TIA unlock next Tuesday; the bybit maintenance window on Friday. Engine release 4.19 is scheduled for the weekend window.

_No new recommendations in this wrap._"""


def eod_risk_pack(d, P):
    r = d.rng
    rows = []
    for a, lim in [("BTC", "25"), ("ETH", "2,000"), ("SOL", "25,000"), ("ARB", "3,500,000"), ("LINK", "60,000"), ("ORBX", "250,000")]:
        rows.append(f"{a:<5} limit {lim:>10}   peak util {r.randint(20, 96):>3}%   close util {r.randint(5, 70):>3}%   breaches {r.choice([0, 0, 0, 1])}")
    vrows = "\n".join(f"{v:<9} cap $40.0M   peak ${r.uniform(12, 42):.1f}M   close ${r.uniform(8, 36):.1f}M" for v in VENUES)
    return f"""EOD risk pack (hal) — limits as they stand at close, for the record:
```
{chr(10).join(rows)}

{vrows}
```
VaR(99, 1d) ${r.uniform(0.6, 1.9):.2f}M vs budget $2.50M. Stress (ETH −15%, venue freeze binance): ${r.uniform(-4.5, -1.5):.2f}M. Counterparty exposure to OTC clients within credit lines. Full pack in the drive, signed off."""


def settle_statement(d, P, h):
    r = d.rng
    lines = []
    for v in VENUES + ["univ3-arb", "cold (fireblocks)"]:
        lines.append(f"{v:<18} USDC {r.uniform(1, 30):>6.2f}M  USDT {r.uniform(0, 12):>6.2f}M  BTC {r.uniform(0, 40):>6.2f}  ETH {r.uniform(0, 900):>7.1f}  SOL {r.uniform(0, 9000):>7.0f}")
    return f"""balances statement {h:02d}:30Z (settlr)
```
{chr(10).join(lines)}
```
pending: {r.randint(0, 3)} withdrawals, {r.randint(0, 2)} deposits · recon breaks: 0 · next statement in 12h"""


def rust_trace(d):
    r = d.rng
    return f"""qengine worker {r.randint(1, 8)} panicked, supervisor restarted it ({r.randint(200, 900)}ms):
```
thread 'quoter-okx-{r.randint(1, 4)}' panicked at 'called `Option::unwrap()` on a `None` value', src/quoter/skew.rs:{r.randint(80, 240)}:{r.randint(9, 40)}
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic
   3: core::option::unwrap_failed
   4: qengine::quoter::skew::SkewModel::target_inventory
             at ./src/quoter/skew.rs:{r.randint(80, 240)}:{r.randint(9, 40)}
   5: qengine::quoter::Quoter::requote
             at ./src/quoter/mod.rs:{r.randint(300, 600)}:{r.randint(9, 40)}
   6: qengine::runtime::on_book_update
             at ./src/runtime.rs:{r.randint(100, 300)}:{r.randint(9, 40)}
   7: tokio::runtime::task::harness::poll_future
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
```
quotes for affected pairs pulled for {r.randint(1, 4)}s, no orphaned orders."""


def levels_table(d, P):
    r = d.rng
    rows = ["asset  last          24h     1h rv   book10bps($)   our share   skew    spread(bps)"]
    for a, px, dp in [("BTC", P["btc"], 0), ("ETH", P["eth"], 1), ("SOL", P["sol"], 2), ("ARB", P["arb"], 4),
                      ("LINK", P["link"], 3), ("ORBX", P["orbx"], 4)]:
        rows.append(f"{a:<6} {fmt(px, dp):>12}  {r.uniform(-4, 4):+5.1f}%  {r.uniform(15, 90):5.1f}%  {r.uniform(0.2, 9):>10.2f}M   {r.uniform(3, 22):5.1f}%   {r.uniform(-0.4, 0.4):+.2f}   {r.uniform(0.8, 14):5.1f}")
    return "```\n" + "\n".join(rows) + "\n```"


def asset_paragraphs(d, P):
    r = d.rng
    out = []
    for a, txt in [
        ("BTC", "Flow was two-way; the engine's inventory oscillated inside a third of the band all night. Coinbase premium {p:+.2f}% suggests US spot demand is neither chasing nor selling. Hedge usage minimal."),
        ("ETH", "The ETH/BTC cross remains the problem child. Our residual inventory from the block pipeline leans the skew negative, and the AMM range sits {p:.2f}% above spot. Markouts on ETH fills were the weakest of the majors at the 60s horizon."),
        ("ARB", "Book depth within 10 bps on binance fell again; our share of maker volume rose to ~{q}% simply because others pulled. That is not an edge, it is exposure. DAO vote is the near-term catalyst."),
        ("LINK", "Short inventory from the OTC block is still open on coinbase; borrow cost is negligible. Staking pool news flow has been positive for depth. Engine skew is positive to buy back."),
        ("ORBX", "Client token. The foundation programme sells into our bids at a pre-agreed floor; inventory turns over in ~{q}h. Liquidity is concentrated on okx and binance; on-chain pools are thin and mostly protocol-owned."),
    ]:
        out.append(f"*{a}.* " + txt.format(p=r.uniform(-0.1, 0.4), q=r.randint(8, 30)))
    return "\n\n".join(out)


def cpi_preview(d, P):
    r = d.rng
    return f"""**CPI preview & inventory playbook (for tomorrow 12:30Z)** — quill-research

Consensus headline {r.uniform(2.6, 3.3):.1f}% y/y, core {r.uniform(2.8, 3.6):.1f}%. Over the last eight prints, BTC's median absolute 30-minute move after the release was {r.uniform(0.8, 1.6):.1f}%, ETH {r.uniform(1.0, 2.2):.1f}%, SOL {r.uniform(1.5, 3.2):.1f}%. Realised vol roughly doubles for ~90 minutes and spreads on the venues we quote widen 2-4x for the first minute, with depth within 10 bps dropping ~60%.

Scenario sketches (illustrative, not recommendations):
- Hot print: risk assets sell off; our long-spot inventory (SOL, ARB) would take the hit first. If the desk wanted to pre-position, a hypothetical reduction of SOL inventory by a third would cut the stress loss by ~${r.uniform(40, 120):.0f}k.
- Cool print: squeeze higher; the short LINK inventory and the negative ETH skew would lose on the move, though the ETH-PERP hedges offset most of it.
- In-line: vol crush after the first 15 minutes; spread capture typically strongest in minutes 15-60.

Engine behaviour: the vol-regime switch widens spreads automatically when 1-minute realised vol exceeds 3x the 1-hour average; size steps down one notch. In the last three CPI releases the switch fired within {r.randint(4, 20)} seconds. Historical fills in the first minute show markouts of {r.uniform(-6, -2):.1f} bps at 60s — the toxic window.

Venue considerations: binance rate-limit headroom matters most in the first minute because cancels spike. Last time we touched {r.randint(85, 99)}% of the weight budget. Bybit perp mark price lagged index by up to {r.randint(5, 25)} bps at the release.

Historical reference table (BTC, 30m abs move after release): {', '.join(f'{r.uniform(0.3, 2.5):.1f}%' for _ in range(8))}.

Questions for the desk, not decisions: whether to pre-widen manually at 12:29Z rather than rely on the switch; whether the AMM range should be widened before the print; whether the OTC desk should stop streaming to fund clients for the first five minutes."""


def hedge_review(d, P):
    r = d.rng
    rows = "\n".join(
        f"{a:<4} hedge ratio {r.uniform(0.82, 1.02):.2f}  slippage {r.uniform(0.4, 3.8):.1f}bps  funding cost {r.uniform(-2, 6):+.1f}bps/d  venue {v}"
        for a, v in [("BTC", "bybit"), ("ETH", "bybit"), ("SOL", "okx"), ("ARB", "bybit"), ("LINK", "binance")])
    return f"""**Hedge efficiency review — last 7 days** (quill-research)

Auto-hedges fired {r.randint(20, 45)} times this week, {r.randint(8, 20)} of them on ETH. The median time from band breach to hedge fill was {r.uniform(0.8, 3.5):.1f}s. Slippage against mid at trigger:

```
{rows}
```

The ETH hedges account for most of the cost. They trigger when the AMM range is exited on the downside, which mechanically makes us long ETH exactly when the market is falling; the perp hedge is then sold into weakness. A wider band would reduce the count of hedges but increase inventory variance; a narrower AMM range would increase fee APR but exit the range more often.

For comparison, last month's hedge count was {r.randint(30, 70)} and slippage averaged {r.uniform(1, 4):.1f} bps. Funding on the hedge venues was mostly positive, so the short perp hedges earned carry on net (+${r.uniform(2, 18):.1f}k for the week).

Sensitivity (simulated over the same week): band ±400 → {r.randint(40, 70)} hedges, cost +{r.randint(10, 40)}%; band ±600 → {r.randint(10, 25)} hedges, inventory stdev +{r.randint(15, 40)}%. The simulation does not model the venue caps, which would have bound on binance on two days.

Informational review; no parameter change is requested here."""


def orbx_assessment(d, P):
    r = d.rng
    return f"""ORBX exploit — first-pass impact assessment (quill-research, {r.randint(15, 35)} min after the headline)

What happened: the Orbix bridge's destination-chain contract accepted forged messages; attacker minted wrapped assets and swapped them through DEX pools. Team paused the bridge contracts. The ORBX token itself (the one we hold for the treasury programme) is not the exploited contract, but the foundation treasury held bridged assets that are now impaired.

Our exposure: ORBX inventory ~{P['orbx_inv']:,} tokens across okx and binance; no bridged Orbix assets held; no open OTC settlement with the foundation today. Quoting on ORBX pairs paused automatically.

Market: ORBX down ~{r.randint(18, 45)}% on CEX in {r.randint(5, 20)} minutes, okx book depth within 2% of mid down ~{r.randint(60, 85)}%. Funding on the ORBX perp (bybit) went deeply negative. Two market makers appear to have pulled quotes entirely.

Comparable incidents: bridge exploits of this size saw the native token recover a third of the drawdown within a week in roughly half the cases; the other half kept falling as treasuries sold.

Timeline so far: headline at the top of this thread; engine paused ORBX quoting within seconds; okx and binance both still trading ORBX spot; no deposit/withdrawal halt announced for ORBX itself; the Orbix team's post-mortem promised "within 24h".

Open items for the humans: client communication with the foundation, status of the treasury mandate, and whether the programme floor price still stands."""


def basis_monitor(d, P):
    r = d.rng
    rows = ["instrument        venue     mark            index           basis(bps)  fund 8h    pred 8h    OI($M)"]
    for a, px, dp in [("BTC", P["btc"], 1), ("ETH", P["eth"], 2), ("SOL", P["sol"], 3), ("ARB", P["arb"], 5), ("LINK", P["link"], 4)]:
        for v in ("binance", "bybit", "okx"):
            b = r.uniform(-6, 12)
            rows.append(f"{a + '-PERP':<17} {v:<9} {fmt(px * (1 + b / 10000), dp):>14}  {fmt(px, dp):>14}  {b:>+9.1f}  {r.uniform(-0.01, 0.03):+.4f}%  {r.uniform(-0.01, 0.03):+.4f}%  {r.uniform(20, 4000):>8.0f}")
    return "**Midday basis & funding monitor** (quill-research, 12:00Z cut)\n```\n" + "\n".join(rows) + f"""
```
Cross-venue dispersion in ETH funding is {r.uniform(2, 9):.1f}% annualised (bybit cheapest to be short on). SOL basis recovered about half of the overnight compression. ARB funding positive on all three venues. Figures only; see the weekly memo for interpretation."""


def oi_note(d, P):
    r = d.rng
    return f"""**Market structure: perp OI & liquidation map** (quill-research)

Aggregate BTC perp OI ${r.uniform(18, 30):.1f}B (+{r.uniform(0.5, 4):.1f}% d/d), ETH ${r.uniform(8, 14):.1f}B ({r.uniform(-3, 3):+.1f}%), SOL ${r.uniform(2, 5):.1f}B ({r.uniform(-8, 2):+.1f}%). Estimated long liquidation clusters sit ~{r.uniform(2, 5):.1f}% below spot on BTC and ~{r.uniform(3, 7):.1f}% below on ETH; short clusters are thinner and further away. Leverage ratios (OI / exchange reserves) are in the top quintile of the last year on SOL.

For a market maker this matters mainly through flow toxicity: cascades arrive as one-sided aggressive flow that runs through our quotes on every venue at once, and the inventory built during a cascade is the inventory that gets marked against us. During the last two cascades (both in the past month) our engine's defensive mode cut quoted size by ~{r.randint(50, 75)}% within {r.randint(2, 9)}s, and the auto-hedger worked off the ETH delta on bybit with average slippage of {r.uniform(2, 7):.1f} bps.

Funding-weighted positioning suggests longs are crowded in SOL and ARB, neutral in BTC, mildly short-biased in ETH. Options skew on deribit (25d risk reversals) is {r.uniform(-3, 2):+.1f} vols on BTC and {r.uniform(-5, 1):+.1f} on ETH for 1-week expiries.

Nothing here is a trade idea; it is context for how quotes and inventory might behave if a cascade starts."""


def ci_failure(d):
    r = d.rng
    return f"""❌ CI main #{r.randint(8000, 9000)} failed (qengine, 1 failed / 411 passed, 3m58s)
```
_________________ test_clamp_negative_inventory _________________

    def test_clamp_negative_inventory():
        model = SkewModel(max_skew=0.5, half_life_s=900)
        model.update(inventory=-1.0 * LIMIT)
>       assert model.skew() == -0.5
E       AssertionError: assert -0.52 == -0.5
E        +  where -0.52 = <bound method SkewModel.skew of SkewModel(max_skew=0.5, half_life_s=900)>()

tests/test_skew_clamp.py:{r.randint(30, 90)}: AssertionError
==================== short test summary info ====================
FAILED tests/test_skew_clamp.py::test_clamp_negative_inventory - AssertionError: assert -0.52 == -0.5
```
commit {hexid(r)} by priya · "skew: apply venue multiplier before clamp\""""


def rfq_log(d, P, clients):
    r = d.rng
    rows = []
    for c in clients:
        a = r.choice(["ETH", "BTC", "SOL", "LINK"])
        q = r.choice([50, 100, 200, 250, 500, 1000]) if a != "BTC" else r.choice([10, 25, 50])
        rows.append(f"{c:<10} {a:<4} {q:>5}  {r.choice(['2-way', 'bid', 'offer'])}  quoted, {r.choice(['not dealt', 'client passed', 'covered elsewhere', 'indicative only'])}")
    return "RFQ log so far today (quoted, nothing else dealt beyond what's above in channel):\n```\n" + "\n".join(rows) + "\n```\nhit-ratio today is poor, fund clients are polling 3+ dealers"


def turnover_stats(d, P):
    r = d.rng
    rows = ["asset  venue      fills/day   maker%   avg clip($)   inv half-life   5s mko(bps)   60s mko(bps)"]
    for a in ("BTC", "ETH", "SOL", "ARB", "LINK"):
        for v in r.sample(VENUES, 2):
            rows.append(f"{a:<6} {v:<10} {r.randint(800, 9000):>9,}   {r.uniform(80, 97):5.1f}   {r.uniform(800, 25000):>11,.0f}   {r.randint(8, 90):>10} min   {r.uniform(-0.2, 1.4):>+10.2f}   {r.uniform(-1.5, 0.6):>+11.2f}")
    return "**Weekly inventory turnover stats** (quill-research, trailing 7d)\n```\n" + "\n".join(rows) + f"""
```
Half-life is measured from a one-sided 3-sigma fill to inventory back inside 25% of band. The slowest book this week was ARB on binance, the fastest BTC on okx. Maker share held up on every venue despite the fee-tier changes. Stats only."""


def outage_timeline(d):
    r = d.rng
    m0 = r.randint(20, 29)
    return f"""SOL outage timeline (draft for the incident log):
- 03:{m0:02d}Z last block produced on mainnet-beta
- 03:{m0 + 3:02d}Z engine chain_health=degraded, SOL quotes to defensive mode on all venues
- 03:{m0 + 9:02d}Z bybit + okx pause SOL deposits/withdrawals
- 03:{m0 + 14:02d}Z wirebot headline in channel
- 04:{r.randint(0, 20):02d}Z validators agree restart slot, new release tagged
- 04:{r.randint(30, 55):02d}Z blocks resume; engine back to normal spreads after 10 min of healthy slots
- 0{r.randint(5, 6)}:{r.randint(0, 59):02d}Z exchange deposits resume
impact: no stale fills, no manual action, ~{r.randint(20, 60)} min of reduced spread capture on SOL pairs. open question for eng: should chain_health also gate the AMM keeper."""


def release_notes(d):
    r = d.rng
    return f"""📦 release candidate qengine 4.19.0-rc{r.randint(1, 4)} built (sha {hexid(r)}), scheduled for the weekend window
changes:
- skew: venue multiplier applied before the clamp (fixes -0.52 overshoot seen in CI)
- quoter: Option::unwrap on missing target inventory replaced with a fallback to flat target + alert
- vol-regime switch: 1m/1h ratio threshold configurable per pair (default 3.0)
- amm keeper: chain_health gate for range re-centres (incident follow-up)
- risk hooks: venue exposure cap read from invrisk every 5s instead of 30s
- xbridge client: jittered backoff on depth snapshot retries, max 3 in flight per venue
- metrics: per-venue 429 counters, markout histograms at 1s/5s/60s/300s
- config: okx fee tier table updated (VIP5)
known issues: bybit testnet unstable, canary will run on prod-ams only
test summary: 418 passed, 0 failed, 6 skipped (testnet) · coverage {r.uniform(78, 86):.1f}%"""


def recon_report(d):
    r = d.rng
    rows = "\n".join(f"{v:<10} positions ok  balances ok  open orders {r.randint(100, 600):>4}  fee accrual diff {r.uniform(-3, 3):+.2f} USD" for v in VENUES)
    return f"""daily recon 01:00Z (opsbot cron)
```
{rows}
univ3-arb  lp position ok  uncollected fees ${r.uniform(200, 3000):,.0f}  keeper balance {r.uniform(0.2, 1.5):.2f} ETH
```
breaks: 0 · otc settlements pending: {r.randint(0, 2)} · duration {r.randint(20, 90)}s"""


def toxicity_report(d, P):
    r = d.rng
    hrs = ", ".join(f"{h:02d}Z {r.uniform(0.2, 0.9):.2f}" for h in range(0, 24, 3))
    return f"""**Intraday flow toxicity report** (quill-research, 19:00Z)

Toxicity score (share of fills with adverse 60s markout beyond 1 bp, volume-weighted) by 3h bucket: {hrs}.

The worst bucket was the US open, as usual, driven by ETH-USDT on binance and SOL-PERP on bybit. Aggressive flow from a small number of accounts (identified only by their order-size fingerprints) accounted for ~{r.randint(20, 45)}% of our adverse fills; at least one of them appears to be latency arbitrage between bybit and binance on SOL. Our cancel latency on binance (p50 {r.randint(3, 9)}ms) is competitive, on bybit less so (p50 {r.randint(10, 30)}ms).

Engine response: the toxicity_score auto-widen fired {r.randint(3, 12)} times today, typically adding 0.4-0.8 bps to the affected pair for 5 minutes. Effect on spread capture roughly neutral: fewer toxic fills, fewer fills overall.

On the OTC side, the fund clients' RFQs continue to correlate with short-term moves (the ETH block this morning preceded a {r.uniform(0.2, 0.9):.1f}% move in the client's direction within 30 minutes). That is normal for informed fund flow and is priced into the markup.

No parameter changes requested; the numbers go into the weekly review."""


def competitor_note(d, P):
    r = d.rng
    return f"""**Competitor quoting landscape** (quill-research, observational)

From public order books and tape fingerprints over the last week:
- One large MM appears to have widened on SOL across venues after the outage, quoting ~{r.uniform(1.5, 3):.1f}x their usual spread for several hours; their size at top of book on bybit halved.
- A firm we associate with the 50-lot ETH iceberg pattern on coinbase was active again, replenishing ~{r.randint(20, 80)} ETH clips on the bid for most of the EU morning.
- On univ3-arb, two other LPs hold concentrated ranges within 0.5% of ours; one re-centres within seconds of ours, suggesting a similar keeper design.
- On ARB, a new liquidity provider (probably a DAO-incentivised MM) shows up on okx with tight quotes but thin size; their fills look uninformed.
- OTC: two competing dealers reportedly showed tighter ETH block prices to the fund clients this week (via client feedback, unverified).

These are other firms' activities; nothing here describes our own orders."""


# ---------------------------------------------------------------------------
# the day
# ---------------------------------------------------------------------------

def build_day(d, day_date):
    r = d.rng
    P = {}
    P["date"] = day_date.strftime("%a %d %b %Y")
    P["btc"] = r.uniform(61000, 72000)
    P["eth"] = r.uniform(3100, 3700)
    P["sol"] = r.uniform(150, 200)
    P["arb"] = r.uniform(0.70, 0.95)
    P["link"] = r.uniform(12.5, 17.5)
    P["orbx"] = r.uniform(0.36, 0.48)
    P["btc_inv"] = r.uniform(-4, 9)
    P["eth_inv"] = r.uniform(-150, 350)
    P["sol_inv"] = r.randint(6000, 14000)
    P["arb_inv"] = r.randint(1_400_000, 2_600_000)
    P["link_inv"] = r.randint(-40000, -15000)
    P["orbx_inv"] = r.randint(1_200_000, 1_900_000)
    P["tia_unlock"] = f"{r.uniform(120, 190):.1f}"
    clients = r.sample(CLIENTS, 4)
    c_block, c_enq, c_btc, c_past = clients
    eth, btc, sol = P["eth"], P["btc"], P["sol"]

    # ------------------------------------------------------------------ noise backbone
    hb_skip = set(r.sample(range(24), 8))
    for h in range(24):
        t = d.at(h, 0, 3)
        up = 40 + h
        if h not in hb_skip:
            d.post(t, "wd", f"hb qengine ok · uptime={up // 24}d{up % 24}h · pairs={r.randint(61, 64)}/64 · lat_p50={r.randint(3, 9)}ms p99={r.randint(18, 70)}ms · rl_headroom={r.randint(35, 88)}% · open_orders={r.randint(900, 1400)} · msgs_in={r.randint(40, 95)}k/min · gc=ok · clock_skew={r.randint(0, 4)}ms", noise=True)
        if h % 2 == 1:
            lines = "\n".join(
                f"{a:<5} inv={v:>12} limit={lim:>10} util={u:>3}%  band=±{b:<8} delta_ok  hedge_venue={hv}"
                for a, v, lim, u, b, hv in [
                    ("BTC", f"{P['btc_inv'] + r.uniform(-1, 1):+.2f}", "25", r.randint(5, 40), "5", "bybit"),
                    ("ETH", f"{P['eth_inv'] + r.uniform(-60, 60):+.1f}", "2,000", r.randint(5, 35), "500", "bybit"),
                    ("SOL", f"{P['sol_inv'] + r.randint(-900, 900):+,}", "20,000", r.randint(30, 75), "4,000", "okx"),
                    ("ARB", f"{P['arb_inv'] + r.randint(-50000, 50000):+,}", "3,500,000", r.randint(40, 80), "600,000", "bybit"),
                    ("LINK", f"{P['link_inv'] + r.randint(-3000, 3000):+,}", "60,000", r.randint(20, 70), "15,000", "binance"),
                    ("ORBX", f"{P['orbx_inv'] + r.randint(-30000, 30000):+,}", "—", r.randint(20, 70), "n/a", "none"),
                ])
            vlines = "\n".join(f"{v:<9} gross ${r.uniform(6, 39):>5.1f}M cap $40.0M" for v in VENUES)
            d.post(t + r.randint(30_000, 90_000), "risk",
                   f"risk sweep {h:02d}:00Z · all limits ok · delta bands ok · venue caps ok\n```\n{lines}\n\n{vlines}\n```", noise=True)
    for h in (0, 8, 16):
        t = d.at(h, 0, 2) + 120_000
        rows = "\n".join(
            f"{s:<9} {v:<9} {r.uniform(-0.01, 0.035):+.4f}%  pred {r.uniform(-0.01, 0.035):+.4f}%  ann {r.uniform(-5, 30):+6.1f}%  next {(h + 8) % 24:02d}:00Z  OI ${r.uniform(0.2, 6.0):.2f}B"
            for s in ("BTC-PERP", "ETH-PERP", "SOL-PERP", "ARB-PERP", "LINK-PERP") for v in ("binance", "bybit", "okx"))
        d.post(t, "ops", f"**funding snapshot {h:02d}:00Z**\n```\n{rows}\n```", noise=True)
    for h in (0, 4, 8, 12, 16, 20):
        t = d.at(h, 5, 4)
        gross = r.uniform(0.8, 2.4)
        d.post(t, "ops", (f"PnL snapshot {h:02d}:05Z (day-to-date, USD)\n```\n"
                          f"spread capture   {r.uniform(20, 140) * 1000:>12,.0f}\n"
                          f"inventory mtm    {r.uniform(-90, 90) * 1000:>+12,.0f}\n"
                          f"hedge pnl        {r.uniform(-60, 60) * 1000:>+12,.0f}\n"
                          f"funding          {r.uniform(-8, 15) * 1000:>+12,.0f}\n"
                          f"fees/rebates     {r.uniform(-20, 12) * 1000:>+12,.0f}\n"
                          f"otc markup       {r.uniform(0, 45) * 1000:>12,.0f}\n"
                          f"amm fees (univ3) {r.uniform(1, 9) * 1000:>12,.0f}\n"
                          f"gross notional   ${gross:.2f}B traded\n"
                          + "".join(f"  {a:<5} {r.uniform(-30, 60) * 1000:>+10,.0f}\n" for a in ("BTC", "ETH", "SOL", "ARB", "LINK", "ORBX", "other"))
                          + "```"), noise=True)
    for _ in range(r.randint(4, 9)):
        h = r.choices(range(24), HOUR_WEIGHTS)[0]
        t = d.at(h, 0, 59)
        v = r.choice(VENUES)
        d.post(t, "xb", f"ws reconnect venue={v} stream={r.choice(['depth@100ms', 'trades', 'user_data', 'mark_price'])} gap={r.randint(120, 4800)}ms resync=ok attempt={r.randint(1, 3)}", noise=True)
    for _ in range(r.randint(3, 6)):
        h = r.choices(range(24), HOUR_WEIGHTS)[0]
        t = d.at(h, 0, 59)
        d.post(t, "xb", f"⚠️ rate-limit warning venue={r.choice(VENUES)} weight={r.randint(950, 1150)}/1200 window=60s — throttling cancels to {r.randint(20, 40)}/s", noise=True)
    for h in (3, 11, 19):
        d.post(d.at(h, 10, 40), "xb", stack_trace(d), noise=True)
    for h in (6, 16):
        d.post(d.at(h, 5, 50), "qe", rust_trace(d), noise=True)
    ci_lines = [
        f"✅ deploy qengine 4.18.{r.randint(2, 6)} → prod-ams (sha {hexid(r)}) · canary 5% → 100% in 12m",
        ci_failure(d),
        f"✅ CI main #{r.randint(9001, 9400)} passed (412 tests, 3m41s)",
        f"✅ deploy xbridge 2.9.{r.randint(10, 30)} → prod-ams (sha {hexid(r)}) · ws handler KeyError fix",
    ]
    for i, line in enumerate(ci_lines):
        t_ci = d.at([9, 10, 11, 13][i], 20 + 10 * i, 15)
        d.post(t_ci, "ci", line, noise=True)
        if i == 1:
            d.post(t_ci + r.randint(300, 1500) * 1000, "priya", "that one's mine, pushing a fix for the skew clamp test")
    alerts = [
        ("BTC", btc * 1.012, "crossed above"), ("ETH", eth * 0.991, "crossed below"),
        ("SOL", sol * 1.018, "1h move > 2%"), ("ARB", P["arb"] * 0.982, "crossed below"),
        ("LINK", P["link"] * 1.011, "crossed above"), ("ETH/BTC", eth / btc, "3w low"),
    ]
    for a, px, what in alerts:
        h = r.choices(range(24), HOUR_WEIGHTS)[0]
        dp = 5 if a == "ETH/BTC" else (0 if a == "BTC" else (4 if a == "ARB" else 2))
        d.post(d.at(h, 0, 59), "ops", f"🔔 price alert {a} {what} {fmt(px, dp)}", noise=True)
    auto = [
        ("ETH-USDT", "binance", "spread_bps", "3.2", "4.1", "vol_regime=elevated"),
        ("SOL-USDT", "bybit", "spread_bps", "6.0", "11.5", "chain_health=degraded"),
        ("SOL-USDT", "bybit", "spread_bps", "11.5", "6.0", "chain_health=ok"),
        ("BTC-USDT", "okx", "size", "1.5", "1.0", "book_depth_drop"),
        ("ARB-USDT", "binance", "skew", "-0.10", "-0.22", "inventory_lean"),
        ("LINK-USD", "coinbase", "skew", "0.05", "0.18", "inventory_lean"),
        ("ETH-USDC", "univ3-arb", "range", f"{fmt(eth * 0.99, 0)}-{fmt(eth * 1.01, 0)}", f"{fmt(eth * 0.985, 0)}-{fmt(eth * 1.005, 0)}", "recenter"),
        ("BTC-USDT", "binance", "spread_bps", "1.8", "2.4", "toxicity_score=0.71"),
        ("ETH-PERP", "bybit", "size", "40", "25", "funding_window"),
        ("ETH-PERP", "bybit", "size", "25", "40", "funding_window_end"),
    ]
    auto_hours = [1, 3, 4, 6, 9, 12, 14, 15, 15, 16]
    for (pair, v, k, a, b, why), h in zip(auto, auto_hours):
        d.post(d.at(h, 0, 59), "qe", f"param {pair} venue={v} {k}={a}->{b} reason={why} by=auto", noise=True)

    # ------------------------------------------------------------------ 03:xx overnight: SOL outage + ETH delta breach
    c = d.clock(3, 35, 15)
    m_sol_news = d.post(c.t, "wire", "", embeds=[{
        "title": "Solana block production halted; validators coordinating restart",
        "description": ("Solana mainnet-beta stopped producing blocks at roughly 03:2xZ. Core devs say a bug in a "
                        "recent validator release is suspected; exchanges including bybit and okx have paused SOL "
                        "deposits and withdrawals. Perp markets remain open."),
        "author": "wirebot · chain status",
        "footer": "sources: status page, validator channels"}],
        hard=("held_position_news", ["Solana", "block production halted"], "embed"), idiom="embed-only chain outage headline on held coin")
    d.post(c.nxt(40, 90), "qe", f"SOL pairs: quote mode=defensive on bybit/okx/binance (chain_health=degraded) by=auto", noise=True)
    c = d.clock(4, 40, 30)
    dl = round(r.uniform(560, 680), 1)
    hedge_qty = int(dl - 500 + r.randint(0, 10))
    d.post(c.t, "risk", f"BREACH asset=ETH delta=+{dl} band=±500 src=amm_range_exit action=auto_hedge sell {hedge_qty} ETH-PERP venue=bybit",
           hard=("risk_limit", ["ETH", f"+{dl}", "±500", "auto_hedge"], "structured"), idiom="key=value delta-band breach with auto-hedge")
    hpx = fmt(eth * 0.997, 1)
    oid_h = hexid(r)
    m_hfill = d.post(c.nxt(2, 6), "xb", "", embeds=[{
        "title": "Fill · ETH-PERP", "author": "xbridge",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": str(hedge_qty), "inline": True},
                   {"name": "Avg", "value": hpx, "inline": True}, {"name": "Venue", "value": "bybit", "inline": True},
                   {"name": "Tag", "value": "auto_hedge", "inline": True}],
        "footer": f"ord {oid_h} · taker · fee 2.0bps"}],
        hard=("trade_fill", ["ETH-PERP", "SELL", str(hedge_qty), hpx], "embed"), idiom="embed-only fill with fields")

    # ------------------------------------------------------------------ 07:xx morning
    c = d.clock(7, 5, 20)
    d.post(c.t, "mika", "gm. what did SOL do overnight, we get clipped?")
    d.post(c.nxt(30, 90), "priya", "nah engine went defensive, no stale fills. ETH hedge fired ~04:4x tho")
    d.post(c.nxt(20, 60), "mika", "k 👍", noise=True)
    decision = "Decision: conviction on the SOL basis carry goes from high to medium — we keep the existing book but stop adding to it until bybit deposits are stable for 48h."
    c = d.clock(7, 40, 15)
    m_note = d.post(c.t, "quill", morning_note(d, P, decision),
                    hard=("thesis_update", ["SOL basis carry", "from high to medium", "stop adding"], "buried"),
                    idiom="conviction downgrade buried in long morning note")
    d.react(m_note, c.nxt(60, 300), "👀", PEOPLE["mika"][0])

    # ------------------------------------------------------------------ 08:xx OTC ETH block (thread)
    c = d.clock(8, 20, 25)
    blk = r.choice([300, 400, 500])
    bid = fmt(round(eth * 0.9985 * 2) / 2, 1)
    m_rfq = d.post(c.t, "dante", f"{c_block} RFQ 🧵 they're sellers {blk} ETH, want a firm bid in 5")
    th = Thread(m_rfq, f"{c_block} {blk} ETH")
    m_bp = d.post(c.nxt(30, 80), "dante", f"I propose we bid {bid} for the {blk}, hedge {blk} ETH-PERP short on bybit straight after. mika ok?",
           thread=th, hard=("trade_proposal", ["bid", bid, f"{blk}", "ETH-PERP"], "untagged"), idiom="OTC block bid proposal relayed from RFQ")
    d.post(c.nxt(15, 40), "priya", "why bybit and not okx for the hedge?", thread=th, near=True, idiom="question about a proposal")
    d.post(c.nxt(10, 30), "dante", "okx funding is ~6% worse rn, bybit it is", thread=th)
    m_ok = d.post(c.nxt(20, 50), "mika", "ok go 👍", thread=th, ref=m_bp,
                  hard=("trade_approval", ["ok go", "👍"], "reply"), idiom="two-word approval reply in thread")
    # wrong print, deleted
    digits = bid.replace(",", "")
    wrong = f"{digits[0]},{digits[2]}{digits[1]}{digits[3:]}"  # fat-finger digit swap
    if wrong == bid:
        wrong = f"{digits[0]},{digits[1]}{digits[3]}{digits[2]}{digits[4:]}"
    if wrong == bid:
        wrong = f"{digits[1]},{digits[0]}{digits[2:]}"
    m_bad = d.post(c.nxt(40, 90), "dante", f"done {blk} ETH @ {wrong} w/ {c_block}", thread=th,
                   hard=("trade_fill", [f"{blk} ETH", wrong], "shorthand"))
    d.delete(m_bad, c.nxt(20, 40), f"@ {wrong} w/ {c_block}")
    m_fill = d.post(c.nxt(5, 20), "dante", f"done {blk} ETH @ {bid} w/ {c_block} (fat finger above, deleted)", thread=th,
                    hard=("trade_fill", [f"done {blk} ETH", bid, c_block], "shorthand"), idiom="OTC 'done N @ px w/ client' block print")
    d.react(m_fill, c.nxt(5, 20), "✅", PEOPLE["mika"][0])
    hpx2 = fmt(round(eth * 0.9982 * 10) / 10, 1)
    m_hedge = d.post(c.nxt(10, 40), "xb", "", thread=th, embeds=[{
        "title": "Fill · ETH-PERP", "author": "xbridge",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": str(blk), "inline": True},
                   {"name": "Avg", "value": hpx2, "inline": True}, {"name": "Venue", "value": "bybit", "inline": True},
                   {"name": "Tag", "value": f"hedge otc-{c_block.lower()}", "inline": True}],
        "footer": f"ord {hexid(r)} · 3 clips · taker"}],
        hard=("trade_fill", ["ETH-PERP", "SELL", str(blk), hpx2], "embed"))
    notional = float(bid.replace(",", "")) * blk
    d.post(c.nxt(60, 180), "settle", f"settlement created: receive {blk} ETH from {c_block} / pay {notional:,.1f} USDC · T+0 cutoff 16:00Z · ref STL-{r.randint(40000, 49999)}", thread=th)
    d.post(c.nxt(30, 90), "dante", "thx 🙏", thread=th, noise=True)

    # ------------------------------------------------------------------ 09:xx ARB news + route
    c = d.clock(9, 25, 20)
    m_arb = d.post(c.t, "wire", ("📰 **Arbitrum DAO passes ARB staking proposal in on-chain vote**\n"
                                 f"The vote closed with {r.uniform(70, 88):.1f}% in favour; staking activation expected within 30 days. "
                                 "Delegates had argued the change would reduce liquid float.\nsource: governance forum / tally"),
                   hard=("held_position_news", ["Arbitrum DAO", "ARB staking"], "untagged"), idiom="held asset headline named by protocol/DAO name")
    d.post(c.nxt(60, 200), "quill", f"Routing the ARB staking headline to exec-agent for an inventory review — we carry ~{P['arb_inv'] / 1e6:.1f}M ARB, mostly on binance.",
           ref=m_arb, hard=("route_decision", ["ARB staking", "exec-agent"], "reply"), idiom="research agent routing a headline to another agent")
    d.post(c.nxt(30, 90), "wire", "📰 Avalanche Foundation announces $40M grant programme for gaming subnets\nsource: press release", near=True, idiom="headline on a name the desk neither holds nor watches")

    # ------------------------------------------------------------------ 10:xx SOL short (pinned), ack, fill (edited)
    c = d.clock(10, 25, 25)
    sol_px = round(sol * 1.004, 2)
    sol_s = f"{sol_px:.2f}"
    stop0 = f"{sol_px * 1.036:.1f}"
    m_sp = d.post(c.t, "mika", f"s 150 SOL-PERP @ {sol_s} bybit, stop {stop0} — fading the bounce, inv already long {P['sol_inv'] / 1000:.0f}k spot",
                  hard=("trade_proposal", ["s 150 SOL-PERP", sol_s, f"stop {stop0}"], "shorthand"), idiom="shorthand 's N SYM @ px' proposal with stop")
    d.post(c.nxt(20, 60), "priya", "interesting, funding on SOL-PERP is still positive so we get paid to wait", near=True)
    m_sp_ok = d.post(c.nxt(30, 120), "hal", "approved, keep it under 200 total", ref=m_sp,
                     hard=("trade_approval", ["approved", "under 200"], "reply"), idiom="risk manager approval with a cap")
    d.pin(m_sp, c.nxt(5, 20), PEOPLE["mika"][0])
    d.react(m_sp, c.t + 500, "📌", PEOPLE["mika"][0])
    oid_sol = hexid(r)
    d.post(c.nxt(10, 40), "xb", f"[ACK] ord={oid_sol} SOL-PERP SELL 150 LMT {sol_s} venue=bybit status=NEW tif=GTC",
           hard=("trade_confirmation", [oid_sol, "SOL-PERP", "SELL 150", "status=NEW"], "structured"), idiom="tagged key=value venue ack")
    p1 = f"{sol_px + 0.01:.2f}"
    p2 = f"{sol_px + 0.03:.2f}"
    m_sf = d.post(c.nxt(30, 200), "xb", f"fill ord={oid_sol} SOL-PERP SELL 80/150 @ {p1} venue=bybit maker",
                  hard=("trade_fill", [oid_sol, "SOL-PERP", "SELL 150/150", p2], "structured"), idiom="partial fill line edited to complete")
    d.edit(m_sf, c.nxt(120, 600), f"fill ord={oid_sol} SOL-PERP SELL 150/150 avg {p2} venue=bybit maker", superseded=["80/150", p1])
    st1 = f"{sol_px * 1.028:.1f}"
    st2 = f"{sol_px * 1.020:.1f}"
    st3 = f"{sol_px * 1.015:.1f}"
    m_stop = d.post(c.nxt(60, 200), "mika", f"SOL-PERP short stop → {st1}", ref=m_sp,
                    hard=("stop_or_target_change", ["SOL-PERP", "stop", st3], "untagged"), idiom="stop moved twice by editing the same message")
    d.edit(m_stop, d.at(14, 10, 20), f"SOL-PERP short stop → {st2} (bounce failed, tightening)", superseded=[st1])
    d.edit(m_stop, d.at(17, 40, 15), f"SOL-PERP short stop → {st3} (trail)", superseded=[st2])

    # ------------------------------------------------------------------ 11:xx ARB research proposal, rejected
    c = d.clock(11, 10, 25)
    arb_q = r.choice([300, 400, 500])
    arb_lim = f"{P['arb'] * 1.002:.4f}"
    dec = (f"buy {arb_q}k ARB spot on okx at ≤{arb_lim} and sell {arb_q}k ARB-PERP on bybit, "
           f"then release the same {arb_q}k from binance inventory through the quoting skew.")
    m_arbp = d.post(c.t, "quill", arb_note(d, P, dec),
                    hard=("trade_proposal", [f"buy {arb_q}k ARB spot on okx", arb_lim, f"sell {arb_q}k ARB-PERP"], "buried"),
                    idiom="trade proposal buried in a research note")
    d.post(c.nxt(120, 400), "priya", "ooh the markout diff is bigger than i thought", ref=m_arbp, near=True, idiom="looks-interesting comment on a proposal")
    d.post(c.nxt(60, 300), "mika", "no. leave ARB where it is till staking goes live, not paying okx fees to move a neutral book. pass",
           ref=m_arbp, hard=("trade_approval", ["no.", "ARB", "pass"], "reply"), idiom="terse rejection of a proposal")

    # ------------------------------------------------------------------ 11:50 chatter / near misses
    c = d.clock(11, 45, 10)
    d.post(c.t, "priya", f"paper book: b 50k JUP @ 0.8810, s 2 BTC-PERP @ {fmt(btc * 1.003, 0)} — sim only, tracking vs skew v2", near=True, idiom="paper trade in shorthand")
    d.post(c.nxt(60, 240), "dante", f"{c_enq} asking where we'd be on 1k ETH, indicative only, they're not dealing today. sent {fmt(eth * 0.998, 1)} / {fmt(eth * 1.002, 1)} as a level", near=True, idiom="client enquiry with indicative two-way, not an order")

    # ------------------------------------------------------------------ 12:xx venue cap + transfers + watchlist
    c = d.clock(12, 5, 20)
    expo = r.uniform(40.4, 43.0)
    exs = f"${expo:.1f}M"
    d.post(c.t, "risk", "", embeds=[{
        "title": "Venue exposure cap breached", "author": "invrisk",
        "description": "Gross exposure above the per-venue cap. Quoting engine switched to reduce-only on this venue.",
        "fields": [{"name": "Venue", "value": "binance", "inline": True}, {"name": "Exposure", "value": exs, "inline": True},
                   {"name": "Cap", "value": "$40.0M", "inline": True}, {"name": "Action", "value": "new quotes blocked (reduce-only)"}],
        "footer": "rule VX-03 · auto"}],
        hard=("risk_limit", ["binance", exs, "$40.0M", "reduce-only"], "embed"), idiom="embed-only venue cap breach")
    tx1 = hexid(r, 10)
    d.post(c.nxt(60, 200), "settle", f"transfer queued: 5,000,000 USDC binance → okx (treasury rebalance) · est 12m · id TRF-{tx1}")
    d.post(c.nxt(400, 800), "settle", f"transfer done: 5,000,000 USDC binance → okx · id TRF-{tx1} · fee 1.00 USDC")
    d.post(c.nxt(20, 60), "mika", "ty", noise=True)
    c = d.clock(12, 35, 15)
    d.post(c.t, "wire", (f"📰 **Celestia: {P['tia_unlock']}M TIA cliff unlock scheduled for next Tuesday**\n"
                         "Tokens go to early backers and core contributors; largest single unlock since launch.\nsource: token unlock tracker"),
           hard=("watchlist_news", ["Celestia", f"{P['tia_unlock']}M TIA", "unlock"], "untagged"), idiom="watchlist unlock headline")
    d.post(c.nxt(60, 300), "wire", "", embeds=[{
        "title": "Bybit to list JUP perpetual with up to 50x leverage",
        "description": "JUPUSDT perpetual goes live 14:00Z today; copy trading support to follow.",
        "footer": "bybit announcements"}],
        hard=("watchlist_news", ["JUP perpetual", "Bybit"], "embed"))
    c2 = Clock(d, c.t + r.randint(600, 1500) * 1000)
    d.post(c2.t, "quill", tia_note(d, P, "No action, not routing — TIA is watchlist-only with zero inventory and the basis already prices the unlock."),
           hard=("no_route_decision", ["TIA", "No action, not routing"], "untagged"), idiom="no-action decision in a bullet list")

    # ------------------------------------------------------------------ 13:xx LINK
    c = d.clock(13, 5, 20)
    link_lim = f"{P['link'] * 1.001:.2f}"
    m_lp = d.post(c.t, "dante", f"[PROPOSAL] buy 25k LINK @ ≤ {link_lim} on coinbase to flatten the short left from the {c_past} block. no stop, it's a cover",
                  hard=("trade_proposal", ["buy 25k LINK", link_lim, "coinbase"], "tagged"), idiom="tagged [PROPOSAL] line")
    d.post(c.nxt(20, 90), "mika", "👍 send it", ref=m_lp, hard=("trade_approval", ["👍", "send it"], "reply"), idiom="emoji + 'send it' approval reply")
    d.post(c.nxt(20, 60), "dante", "we should send the rest of the LINK cover soon too, coinbase book is thinning", near=True, idiom="'we should send it soon' (no order)")
    oid_l = hexid(r)
    d.post(c.nxt(5, 20), "xb", json.dumps({"evt": "order_ack", "ord": oid_l, "sym": "LINK-USD", "side": "BUY", "qty": "25,000",
                                              "px": link_lim, "venue": "coinbase", "status": "working"}, ensure_ascii=False),
           hard=("trade_confirmation", [oid_l, "LINK-USD", "BUY", "working"], "structured"), idiom="JSON order ack")
    lavg = f"{P['link'] * 0.9985:.3f}"
    m_lf = d.post(c.nxt(180, 700), "dante", f"filled 25k LINK avg {lavg} 🎯", hard=("trade_fill", ["25k LINK", lavg], "shorthand"))
    d.react(m_lf, c.nxt(5, 30), "🔥", PEOPLE["mika"][0])

    # ------------------------------------------------------------------ 13:30-14:30 US open chatter and near misses
    c = d.clock(13, 35, 15)
    d.post(c.t, "priya", "arkham: wallet tagged Jump sent 12,000 ETH → binance 20 min ago 👀", near=True, idiom="other firm's on-chain transfer")
    d.post(c.nxt(40, 120), "mika", f"what if we just bought 500 ETH here and let the skew work it off? thinking out loud", near=True, idiom="hypothetical 'what if we bought'")
    d.post(c.nxt(20, 60), "dante", "into CPI tmrw? nah")
    d.post(c.nxt(60, 200), "priya", f"someone just lifted ~900 BTC on coinbase in 4 prints, not us", near=True, idiom="tape print of another firm")
    d.post(c.nxt(30, 120), "dante", f"for recon: last Thursday's {c_past} block was 250 ETH @ 3,412.5, not 3,421.5 — ops had the digits swapped", near=True, idiom="past block print quoted for reconciliation")
    d.post(c.nxt(60, 300), "priya", "someone should look at the DOGE book, our spreads look off vs okx", near=True)
    d.post(c.nxt(30, 120), "wire", "📰 Kraken secures MiCA licence in Ireland\nsource: regulator register", near=True)
    c = d.clock(14, 5, 10)
    d.post(c.t, "ops", f"route-sweep 14:00Z: 0 routed, 0 pending, {r.randint(1, 4)} skipped (dup)", near=True, idiom="cron summary with 0 routed")
    d.post(c.nxt(60, 200), "qe", f"param ETH-USDT venue=binance skew=-0.22->-0.35 reason=manual by=mika")
    d.post(c.nxt(30, 100), "priya", '> "Binance to delist all USDT pairs in the EU" — CT is recycling the 2024 MiCA screenshot again, nothing new', near=True, idiom="quoted recycled rumour")

    # ------------------------------------------------------------------ 14:40 ORBX exploit (thread)
    c = d.clock(14, 40, 20)
    drained = r.randint(12, 28)
    m_ox = d.post(c.t, "wire", (f"🚨 **Orbix Protocol bridge exploited, ~${drained}M drained**\n"
                                "Attacker minted wrapped assets on the destination chain and swapped through DEX pools; the team has paused the bridge contracts. "
                                "Token down sharply on CEX.\nsource: security firm alert / team X post"),
                   hard=("held_position_news", ["Orbix Protocol", "exploited", f"${drained}M"], "untagged"), idiom="held client token headline named by protocol name")
    th2 = Thread(m_ox, "ORBX incident")
    d.post(c.nxt(20, 60), "qe", "ORBX-USDT quoting paused on okx/binance reason=news_halt by=auto", thread=th2, noise=True)
    d.post(c.nxt(30, 90), "mika", "ORBX thesis is dead. treasury mandate or not, we run inventory down to the minimum 💀", thread=th2,
           hard=("thesis_update", ["ORBX", "thesis is dead", "minimum"], "untagged"), idiom="slangy thesis invalidation")
    d.post(c.nxt(20, 60), "mika", "ORBX inventory limit cut to 250k from 2M, effective now. qengine max_inv follows", thread=th2,
           hard=("risk_limit", ["ORBX", "250k", "2M"], "untagged"), idiom="limit cut in prose")
    d.post(c.nxt(60, 200), "quill", orbx_assessment(d, P), thread=th2)
    d.post(c.nxt(30, 120), "quill", "Routing: ORBX exploit — client comms and treasury-programme impact → dante (client coverage). Exec-agent not needed until the client re-mandates.",
           thread=th2, hard=("route_decision", ["ORBX exploit", "→ dante"], "structured"))
    orbx_lim = f"{P['orbx'] * 0.82:.4f}"
    orbx_q = r.choice(["1.2M", "1.4M", "1.5M"])
    m_op = d.post(c.nxt(200, 500), "dante", f"spoke to the foundation. propose we sell {orbx_q} ORBX over 3h TWAP on okx, limit {orbx_lim}, their inventory not ours",
                  thread=th2, hard=("trade_proposal", [f"sell {orbx_q} ORBX", "TWAP", orbx_lim], "untagged"))
    d.post(c.nxt(30, 100), "mika", f"go. {orbx_lim} floor, don't chase it", ref=m_op, thread=th2, hard=("trade_approval", ["go.", orbx_lim], "reply"))
    oid_o = hexid(r)
    d.post(c.nxt(40, 120), "xb", "", thread=th2, embeds=[{
        "title": "Algo order accepted", "author": "xbridge · okx",
        "description": f"TWAP ORBX-USDT SELL {orbx_q} · limit {orbx_lim} · 3h · 36 slices",
        "fields": [{"name": "Status", "value": "ACCEPTED", "inline": True}, {"name": "Venue", "value": "okx", "inline": True}],
        "footer": f"algo {oid_o}"}],
        hard=("trade_confirmation", ["ORBX-USDT", "SELL", orbx_q, "ACCEPTED"], "embed"), idiom="embed algo-order accepted")
    d.post(c.nxt(30, 90), "priya", "thx", thread=th2, noise=True)

    # ------------------------------------------------------------------ 15:xx resize + analysis memo
    c = d.clock(15, 10, 20)
    oid_b = hexid(r)
    d.post(c.t, "risk", f"RESIZE ord={oid_b} ETH-USDT BUY 600→350 venue=binance reason=per_asset_limit ETH max_inv=2,000",
           hard=("risk_limit", [oid_b, "600→350", "per_asset_limit"], "structured"), idiom="risk engine resizing an order")
    c = d.clock(15, 30, 20)
    d.post(c.t, "quill", analysis_note(d, P), near=True, idiom="long memo with trading words and no decision")

    # ------------------------------------------------------------------ 16:xx stops/targets
    c = d.clock(16, 10, 25)
    tp = f"{sol_px * 0.96:.1f}"
    d.post(c.t, "mika", f"TP on the SOL short {tp}, half off there", ref=m_sp,
           hard=("stop_or_target_change", ["TP", "SOL short", tp], "reply"), idiom="take-profit set as reply to proposal")
    d.post(c.nxt(30, 120), "priya", f"a stop at {st3} on the SOL short would be sensible imo, the bounce high is right there", near=True, idiom="suggested stop without decision")
    d.post(c.nxt(120, 400), "mika", "pulled the stop on the BTC basis leg, we're flat-ish now so it's just noise",
           hard=("stop_or_target_change", ["pulled the stop", "BTC basis leg"], "untagged"), idiom="stop removed in prose")
    d.post(c.nxt(60, 200), "dante", f"cxl'd the rest of {oid_b} on binance, {r.randint(150, 250)} of 350 unfilled — inventory re-centred anyway",
           hard=("trade_confirmation", [oid_b, "cxl'd"], "untagged"), idiom="human cancel confirmation with order id")
    d.post(c.nxt(60, 200), "priya", "vol desk says they sold 300 BTC Mar 70k calls on deribit this morning, fyi for the delta picture", near=True, idiom="another desk's trade")

    # ------------------------------------------------------------------ 17:xx ETH thesis + general opinion
    c = d.clock(17, 5, 20)
    d.post(c.t, "mika", "market feels heavy, everyone's long into the weekend", near=True)
    d.post(c.nxt(120, 500), "mika", "ETH view change: going from neutral to short bias into the unlock wave. skew stays negative till fri, no new long inv 🐻",
           hard=("thesis_update", ["ETH", "neutral to short bias"], "untagged"))
    d.post(c.nxt(60, 200), "mika", "if ETH loses 3,300 we probably want to be flatter still, not yet tho", near=True)
    d.post(c.nxt(20, 90), "priya", "backtest skew v2 (30d, ETH-USDT binance): 18,422 fills, +0.74 bps/fill, max inv 1,140 ETH, sharpe 3.1 — not promoting yet", near=True, idiom="backtest stats with fills")

    # ------------------------------------------------------------------ 18:xx WLD not ours, SOL limit raise
    c = d.clock(18, 10, 25)
    m_wld = d.post(c.t, "wire", "📰 Worldcoin (WLD) listed on Upbit KRW market, trading opens 19:00Z\nsource: exchange notice", near=True)
    d.post(c.nxt(60, 240), "mika", "not ours, no inv no quotes on WLD — ignore, no action", ref=m_wld,
           hard=("no_route_decision", ["WLD", "no action"], "reply"), idiom="reply dismissing a headline as no action")
    c = d.clock(18, 40, 20)
    d.post(c.t, "hal", "raising SOL inventory limit to 25k SOL until 23:59Z, ping me if we get within 10%",
           hard=("risk_limit", ["SOL inventory limit", "25k", "23:59Z"], "untagged"), idiom="temporary limit raise by risk manager")
    d.post(c.nxt(20, 60), "mika", "🙏", noise=True)

    # ------------------------------------------------------------------ 19:xx AMM swap + LINK news
    c = d.clock(19, 15, 30)
    amm_q = r.choice([80, 100, 120, 150])
    amm_px = eth * 1.004
    amm_usdc = fmt(amm_q * amm_px, 1)
    amm_avg = fmt(amm_px, 2)
    d.post(c.t, "settle", f"univ3-arb swap ok: sold {amm_q} ETH → {amm_usdc} USDC avg {amm_avg} · pool ETH/USDC 0.05% · tx {txhash(r)} · gas 0.41 USD",
           hard=("trade_fill", [f"sold {amm_q} ETH", amm_usdc, amm_avg], "structured"), idiom="on-chain AMM swap receipt as fill")
    c = d.clock(19, 50, 25)
    d.post(c.t, "wire", ("📰 **Chainlink Labs: CCIP v1.6 goes live on 4 new chains, staking v0.3 pool expanded**\n"
                         "LINK staking pool cap raised by 15M tokens; rewards rate unchanged.\nsource: Chainlink blog"),
           hard=("held_position_news", ["Chainlink Labs", "LINK staking"], "untagged"))

    # ------------------------------------------------------------------ 20-21:xx rate limit spam bulk deleted, chatter
    c = d.clock(20, 30, 30)
    spam = []
    snippets = []
    for _ in range(3):
        rid = hexid(r, 12)
        spam.append(d.post(c.nxt(1, 4), "xb", f"429 Too Many Requests venue=okx endpoint=/api/v5/trade/amend-order req_id={rid} retry_in=1s"))
        snippets.append(f"req_id={rid}")
    d.bulk_delete(spam, c.nxt(60, 200), snippets)
    d.post(c.nxt(20, 60), "priya", "cleared the okx 429 spam, amend loop was retrying on a dead order")
    d.post(c.nxt(30, 120), "mika", "ok", noise=True)

    # ------------------------------------------------------------------ 22:xx BTC block: forgotten + redacted repost
    c = d.clock(22, 5, 25)
    btc_px = fmt(round(btc * 1.0015), 0)
    wallet = "0x" + hexid(r, 40)
    person = r.choice(["Tomasz Wierzbicki", "Lena Okafor-Braun", "Raul Estebanez"])
    m_bb = d.post(c.t, "dante", f"done 90 BTC @ {btc_px} w/ {c_btc} ({person}, settle to {wallet}) — lifted our offer on the stream",
                  hard=("trade_fill", ["90 BTC", btc_px], "shorthand"))
    d.forget(m_bb, c.nxt(120, 300), PEOPLE["mika"][0], wallet)
    d.post(c.nxt(20, 60), "mika", "dante no names/wallets in here pls, forgot that one")
    d.post(c.nxt(30, 90), "dante", f"sorry. done 90 BTC @ {btc_px} w/ {c_btc}, they lifted our offer on the stream. settlement via settlr",
           hard=("trade_fill", ["done 90 BTC", btc_px, c_btc], "untagged"))
    d.post(c.nxt(60, 200), "settle", f"settlement created: deliver 90 BTC to {c_btc} / receive {90 * float(btc_px.replace(',', '')):,.0f} USDC · ref STL-{r.randint(50000, 59999)}")

    # ------------------------------------------------------------------ qengine status dumps (noise)
    for h in (2, 6, 10, 14, 18, 22):
        rows = "\n".join(
            f"{pair:<10} venue={v:<9} state=quoting spread_bps={r.uniform(1, 12):.1f} size={sz} skew={r.uniform(-0.4, 0.4):+.2f} inv={r.uniform(-1, 1):+.2f} fills_1h={r.randint(40, 900)}"
            for pair, v, sz in [("BTC-USDT", "binance", "1.5"), ("BTC-USDT", "okx", "1.0"), ("ETH-USDT", "binance", "25"),
                                ("ETH-PERP", "bybit", "40"), ("SOL-USDT", "bybit", "300"), ("ARB-USDT", "binance", "60k"),
                                ("LINK-USD", "coinbase", "2.5k"), ("ETH-USDC", "univ3-arb", "range")])
        d.post(d.at(h, 30, 10), "qe", f"status {h:02d}:30Z\n```\n{rows}\n```", noise=True)

    # ------------------------------------------------------------------ scheduled long posts
    d.post(d.at(16, 40, 20), "quill", cpi_preview(d, P), near=True, idiom="scenario playbook with hypothetical trades")
    d.post(d.at(20, 5, 20), "quill", hedge_review(d, P))
    d.post(d.at(12, 0, 8), "quill", basis_monitor(d, P))
    d.post(d.at(21, 40, 15), "quill", oi_note(d, P), near=True)
    d.post(d.at(17, 30, 20), "dante", rfq_log(d, P, r.sample(CLIENTS, 5)), near=True)
    d.post(d.at(18, 30, 3), "settle", settle_statement(d, P, 18))
    d.post(d.at(8, 5, 10), "quill", turnover_stats(d, P))
    d.post(d.at(11, 20, 30), "ci", release_notes(d), noise=True)
    d.post(d.at(1, 0, 2), "ops", recon_report(d), noise=True)
    d.post(d.at(19, 0, 5) + 600_000, "quill", toxicity_report(d, P))
    d.post(d.at(10, 0, 15), "quill", competitor_note(d, P), near=True, idiom="observational note on competitors' quoting")
    d.post(d.at(14, 50, 40), "priya", ("markout notebook results: ARB binance 60s markout {0:+.2f} bps vs okx {1:+.2f}, ETH binance {2:+.2f}, SOL bybit {3:+.2f}. "
                                       "sample is 7d so take with salt. the ETH number is dragged by the two cascades last week, ex those it's ~flat. "
                                       "will add a per-hour breakdown so we can see if the US open is the whole story").format(
        r.uniform(-1.2, -0.3), r.uniform(-0.4, 0.4), r.uniform(-0.9, 0.1), r.uniform(-0.7, 0.2)))
    d.post(d.at(20, 45, 10), "priya", outage_timeline(d))
    d.post(d.at(16, 50, 8), "dante", (f"call w/ the Orbix foundation done. they're shaken but the mandate stands for now, floor price under review by their board. "
                                       f"they asked us to keep the programme running at reduced pace and send daily fills to their treasury lead. "
                                       f"also asked whether we'd provide liquidity on a relaunched bridge token — told them not before an audit, that's a conversation for later. "
                                       f"next call tomorrow 09:30Z, hal + mika invited."))
    d.post(d.at(0, 30, 5), "settle", settle_statement(d, P, 0))
    d.post(d.at(12, 30, 3), "settle", settle_statement(d, P, 12))
    d.post(d.at(6, 15, 20), "quill", onchain_digest(d, P), near=True, idiom="digest of third-party on-chain flows")
    d.post(d.at(9, 50, 15), "quill", pipeline_digest(d, P, CLIENTS))
    d.post(d.at(21, 10, 20), "quill", venue_report(d, P))
    d.post(d.at(23, 5, 10), "quill", eod_wrap(d, P), near=True)
    d.post(d.at(23, 30, 8), "hal", eod_risk_pack(d, P))
    news = [
        "📰 **US spot ETH ETF net inflows ${x}M on the day, third straight day of inflows**\nIssuers' filings show the largest inflow since January; aggregate holdings at a record. Analysts attribute the flows to model-portfolio allocations rather than retail; secondary-market volumes in the ETFs were about average.\nsource: issuer filings",
        "📰 **Fed's Waller: 'no rush' on further cuts, data-dependent into summer**\nRates futures trimmed pricing for a June move; DXY firmer. Waller said he wants to see \"several more months\" of inflation data before supporting another cut, and flagged sticky services inflation.\nsource: speech transcript",
        "📰 **Tether mints ${x}M USDT on Tron**\nTreasury mint, not yet distributed to exchanges.\nsource: on-chain / whale alert",
        "📰 **Polygon announces ${x}M ecosystem fund for AI agents**\nThe fund will invest in teams building on the AggLayer. Grants of up to $500k per team; applications open next week, with a focus on agent frameworks and on-chain identity.\nsource: press release",
        "📰 **Coinbase Q-filing: derivatives volume up {y}% q/q**\nInternational exchange perps drove the growth; retail spot volumes flat. Management reiterated plans to expand perp listings to more assets in the EU once licensing allows.\nsource: SEC filing",
        "📰 **Near Protocol co-founder steps back from foundation role**\nNo change to protocol roadmap, foundation says.\nsource: blog post",
        "📰 **Hong Kong SFC approves two more VATP licences**\nThe new licensees can serve retail from next quarter, with a restricted list of large-cap tokens at launch. Stablecoin trading remains off-limits for retail pending the separate stablecoin regime.\nsource: SFC register",
    ]
    for txt in news:
        h = r.choices(range(24), HOUR_WEIGHTS)[0]
        d.post(d.at(h, 0, 59), "wire", txt.replace("{x}", str(r.randint(40, 900))).replace("{y}", str(r.randint(10, 60))))

    # ------------------------------------------------------------------ neutral chatter through the day
    groups = [
        ((7, 9), [("priya", "binance api latency looks better after the reconnect")]),
        ((9, 12), [("dante", "ops: settlement docs signed for the block, counterparty confirmed")]),
        ((8, 20), [("mika", "who changed the SOL alert thresholds? getting pinged every 5 min"), ("priya", "me, reverting")]),
        ((9, 17), [("dante", "coffee run, anyone?"), ("mika", "oat flat white ty")]),
        ((8, 12), [("priya", "okx maker tier upgraded to VIP5 as of today fyi")]),
        ((11, 12), [("dante", "lunch, back in 30")]),
        ((8, 21), [("mika", "anyone seen the new bybit UI, it's awful lol")]),
        ((15, 20), [("priya", "AMM range is getting close to the lower band btw, engine will recenter")]),
        ((9, 12), [("dante", "client call 15:30 w/ the foundation re ORBX programme")]),
        ((21, 21), [("mika", "nice work today all 🍻")]),
        ((8, 18), [("hal", "reminder: monthly limit review doc due friday")]),
        ((13, 18), [("dante", "bluewater onboarding KYC finally cleared")]),
        ((8, 20), [("mika", "someone mute the funding bot in the other channel pls")]),
        ((9, 18), [("priya", "deribit margin call drill tomorrow 10:00Z, ops will run it")]),
        ((10, 18), [("hal", "who has the venue-cap spreadsheet? need it for the ALCO pack"), ("dante", "on it")]),
        ((22, 22), [("mika", "gn, pinging hal if anything breaks overnight")]),
        ((8, 11), [("priya", "quill's morning note is getting long, can we get a tl;dr section")]),
        ((8, 21), [("settle", "withdrawal whitelist updated: +1 address (okx → cold) approved by 2 of 3 signers")]),
        ((8, 21), [("settle", f"transfer done: 180,000 LINK coinbase → binance · id TRF-{hexid(r, 10)}")]),
        ((8, 21), [("settle", f"transfer queued: 40 BTC okx → bybit (collateral top-up) · id TRF-{hexid(r, 10)}")]),
        ((12, 14), [("qe", "param BTC-USDT venue=okx spread_bps=2.0->1.6 reason=manual by=mika")]),
        ((12, 19), [("dante", "ETH basis on deribit quarterly looks rich vs perps, just noting")]),
        ((17, 19), [("hal", "EOD risk pack will go out at 23:30Z")]),
        ((9, 18), [("dante", "Meridian's ops keep asking for the settlement wallet screenshot, sent via the portal instead")]),
        ((8, 20), [("priya", "fyi the funding bot's OI column is in USD, not contracts, someone asked")]),
        ((9, 20), [("mika", "bybit chat support is useless, 40 min for a deposit ticket")]),
        ((11, 20), [("priya", "engine's inventory half-life on ARB is way longer today, thin book")]),
        ((9, 18), [("dante", "Tamarind compliance asked for our proof-of-reserves letter again, forwarded to legal")]),
        ((8, 12), [("mika", "lol CT is arguing about whether the SOL halt 'counts' as downtime")]),
        ((12, 13), [("priya", "rerunning the markout notebook with today's fills, results after lunch")]),
        ((9, 18), [("hal", "reminder that the okx sub-account rename happens saturday, api keys unchanged")]),
        ((13, 13), [("dante", "phone lines are quiet, everyone's waiting on CPI tomorrow")]),
        ((12, 18), [("priya", "grafana dashboard for venue caps is fixed, the binance panel was double counting")]),
        ((19, 20), [("mika", "who's on overnight? hal?"), ("hal", "me till 02:00, then the bots")]),
        ((16, 17), [("priya", "the AMM range widths per funding regime are in the memo appendix if anyone cares")]),
        ((9, 18), [("dante", "Northgate says thanks for the quick turnaround last week, relationship call next month")]),
        ((10, 17), [("mika", "music in the office is a crime today")]),
        ((10, 18), [("priya", "pulled the new venue-fee schedule into the config repo, PR up")]),
        ((8, 21), [("settle", "gas top-up: 0.35 ETH → univ3 keeper wallet (arb one) · auto")]),
        ((8, 21), [("settle", "deposit credited: 250,000 USDC @ coinbase from treasury hot wallet")]),
        ((13, 16), [("dante", "any views on where ETH vol settles post-CPI? clients will ask"),
                    ("priya", "implieds on deribit already pricing ~1.4x normal move fwiw"), ("mika", "good q, no strong view")]),
        ((16, 18), [("priya", "the ORBX thread is getting long, summary in the doc")]),
        ((15, 17), [("priya", "ok the markout notebook says ARB 60s is worst on binance, as quill said")]),
        ((9, 18), [("dante", "Kestrel's desk head is moving to a new fund, we should keep in touch")]),
        ((17, 19), [("mika", "is the grafana alert for the univ3 keeper wallet balance still on?"), ("priya", "yes, fires under 0.2 ETH")]),
        ((9, 18), [("hal", "new starter on ops monday, will need read-only on this channel")]),
        ((10, 18), [("dante", "okx OTC desk pinged asking if we want to be on their RFQ network, parking it")]),
        ((9, 20), [("mika", "bybit funding page is down again lol")]),
        ((17, 18), [("priya", "I'll write up the SOL outage timeline for the incident log")]),
        ((9, 18), [("dante", "Bluewater wants to move their settlement to USDT instead of USDC going forward, checking with ops")]),
        ((9, 16), [("mika", "why is the office aircon set to arctic")]),
        ((10, 20), [("priya", "checked the univ3 keeper logs, the 2 failed re-centres last week were gas spikes, nothing wrong with the logic")]),
        ((9, 18), [("hal", "audit wants the auto-hedge config history for Q1, I'll pull it from the repo")]),
        ((9, 18), [("dante", "okx account manager says VIP5 applies retroactively from the 1st"), ("mika", "nice, rebates matter more than people think")]),
        ((12, 20), [("priya", "new grafana panel: inventory half-life by venue, link in the wiki")]),
        ((14, 20), [("hal", "ops rota for next week posted in #desk-admin")]),
        ((17, 21), [("dante", "telegram group with the foundation is chaos, moving them to the portal")]),
        ((12, 22), [("priya", "bybit testnet is down again so the 4.19 canary will run prod-only")]),
    ]
    for (lo, hi), items in groups:
        if r.random() > 0.9:
            continue
        gc = Clock(d, d.at(lo, 0) + r.randint(0, (hi - lo + 1) * 3600 * 1000 - 600_000))
        for who, txt in items:
            d.post(gc.nxt(15, 150), who, txt)
    return d


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _channel_id(ci):
    base = int(CHANNEL_BASE[ci % len(CHANNEL_BASE)])
    return str(base + (ci // len(CHANNEL_BASE)) * 1_048_573_291)


def _msg_text(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    built = []
    for ci in range(channels):
        chan = _channel_id(ci)
        for di in range(days):
            start_ms = end_ms - (days - di) * 86_400_000
            rng = random.Random(f"{DESK}:{seed}:{ci}:{di}")
            day = Day(rng, chan, start_ms, want_idioms=(ci == 0 and di == 0))
            build_day(day, datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc))
            built.append(day)

    allmsgs = []
    order = 0
    for day in built:
        for m in day.msgs:
            m.order = order
            order += 1
            allmsgs.append(m)
    allmsgs.sort(key=lambda m: (m.t, m.order))
    seq_at = {}
    for m in allmsgs:
        s = seq_at.get(m.t, 0)
        seq_at[m.t] = s + 1
        m.id = str(((m.t - DISCORD_EPOCH) << 22) | (WORKER << 17) | s)

    events = []  # (t, kind_rank, order, dict)
    for m in allmsgs:
        aid, aname, abot = PEOPLE[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _iso(m.t), "content": m.content, "attachments": [],
               "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None}
        line = {"op": "create", "guild_id": GUILD, "channel_id": m.channel_id()}
        if m.thread:
            line["parent_channel_id"] = m.day.chan
        line["message"] = msg
        events.append((m.t, 0, m.order, line))
    k = 0
    for day in built:
        for t, kind, target, extra in day.ops:
            k += 1
            base = {"op": kind, "guild_id": GUILD}
            if kind == "bulk_delete":
                base["channel_id"] = target[0].channel_id()
                base["message_ids"] = [x.id for x in target]
                base["deleted_at"] = _iso(t)
            else:
                base["channel_id"] = target.channel_id()
                if target.thread:
                    base["parent_channel_id"] = day.chan
                base["message_id"] = target.id
                if kind == "edit":
                    base["edited_at"] = _iso(t)
                    base["content"] = extra
                elif kind == "delete":
                    base["deleted_at"] = _iso(t)
                elif kind == "forget":
                    base["requested_by"] = extra
                    base["at"] = _iso(t)
                elif kind == "pin":
                    base["by"] = extra
                    base["at"] = _iso(t)
                elif kind == "reaction_add":
                    base["emoji"], base["user_id"] = extra
                    base["at"] = _iso(t)
            events.append((t, 1, k, base))
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    for day in built:
        for m, etype, facts, phr in day.hard:
            hard.append({"channel_id": m.channel_id(), "message_id": m.id, "event_type": etype,
                         "facts": facts, "phrasing": phr, "final_state": m.state})
        for m, old in day.sup:
            sup.append([m.channel_id(), m.id, old])
        removed.extend(day.removed)
        noise.extend(m.id for m in day.noise if m.state in ("live", "edited"))
        near.extend(m.id for m in day.near if m.state in ("live", "edited"))
        for m, name, exp in day.idioms:
            idioms.append({"message_id": m.id, "idiom": name, "expected": exp})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


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
    ap = argparse.ArgumentParser(description="crypto MM / OTC desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
