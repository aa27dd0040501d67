"""memory.classify: hard events must survive (fail open), noise and chatter must compact."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory.classify import (
    EXCERPT_JOINER,
    HARD_EVENT_TYPES,
    Classification,
    classify,
    extract_tickers,
    split_sentences,
)


def assert_verbatim(content: str, result: Classification) -> None:
    for event in result.events:
        assert event.event_type in HARD_EVENT_TYPES
        assert event.confidence in ("tagged", "strong", "weak")
        for piece in event.excerpt.split(EXCERPT_JOINER):
            assert piece and piece in content, (piece, content)


def assert_hard(content: str, event_type: str, facts: tuple[str, ...] = (), **author) -> Classification:
    result = classify(content, **author)
    assert result.category == "hard", (content, result)
    types = [event.event_type for event in result.events]
    assert event_type in types, (content, types)
    assert_verbatim(content, result)
    excerpt = next(event.excerpt for event in result.events if event.event_type == event_type)
    for fact in facts:
        assert fact in excerpt, (fact, excerpt)
    return result


# --------------------------------------------------------------------------- hard events
# (content, facts that must survive in the event's excerpt)

PROPOSALS = [
    ("[PROPOSED] BUY 50 NVDA @ 142.5, stop 138, target 155", ("NVDA", "50", "142.5", "138", "155")),
    ("PROPOSAL: short 3 ES futures at 5320, stop 5345, target 5270", ("ES", "5320", "5345", "5270")),
    (
        "**Trade proposal** T-1042\n- Ticker: NVDA\n- Side: long\n- Size: 50 shares\n- Entry: 142.50\n"
        "- Stop: 138\n- Target: 155",
        ("T-1042", "NVDA", "long", "142.50", "138", "155"),
    ),
    ("I'd like to buy 2 BTC-USD at 61,250 with a stop at 59,800. Thoughts?", ("BTC-USD", "61,250", "59,800")),
    ("Requesting approval: sell 10 AAPL 190C 6/21 for $3.20 credit", ("AAPL", "190C", "$3.20")),
    ("Looking to add 100 $AMD on a pullback to 148-150, stop below 142.", ("$AMD", "148-150", "142")),
    ("📈 Trade idea: long ETH-USD 5 @ 3,050 | SL 2,940 | TP 3,300", ("ETH-USD", "3,050", "2,940")),
    ("Buy 500 SOFI @ 7.45 limit, stop 7.10", ("SOFI", "500", "7.45")),
    ("should we get long CL here at 78.20? stop 77.40", ("CL", "78.20")),
    ("We want to initiate a starter in $CRWD, 30 shares around 355. Pending your approval.", ("CRWD", "355")),
    ("🟦 **New trade** — SELL_TO_OPEN 5 SPY 500P 06/21 @ 4.10 (id 7c2e91ab)", ("SPY", "4.10", "7c2e91ab")),
]

APPROVALS = [
    ("approved, go ahead with the 50 NVDA at 142.5", ("NVDA", "142.5")),
    ("[APPROVED] T-1042 NVDA long 50 @ 142.50", ("T-1042", "NVDA", "142.50")),
    ("✅ Approved — 3 ES short at 5320, keep the stop at 5345.", ("ES", "5320")),
    ("Green light on the COIN calls, 10 contracts max.", ("COIN", "10 contracts")),
    ("LGTM. Send the AMD order as proposed (#1042).", ("#1042",)),
    ("Risk is fine with it: you're cleared to buy 20 TSLA up to 182.", ("TSLA", "182")),
    ("ok to execute the MSFT trim, 1/3 of the position", ("MSFT", "1/3")),
    ("APPROVED: 0.25 BTC-USD @ 61k, max slippage 20 bps", ("BTC-USD", "61k")),
]

CONFIRMATIONS = [
    ("[CONFIRMED] Order placed: BUY 50 NVDA LMT 142.50 GTC, order id 8f3a9c21", ("NVDA", "142.50", "8f3a9c21")),
    ("Confirmed — bracket is live on AMD: 100 sh, stop 142, target 165.", ("AMD", "100 sh", "142", "165")),
    ("order #55123 submitted to IBKR: sell 2 /ES @ 5318.25", ("#55123", "/ES", "5318.25")),
    ("Placed a limit order for 300 PLTR at 23.85, working now.", ("PLTR", "300", "23.85")),
    ("Booked: 5 ETH-USD @ 3,112.40, ticket T-7781", ("ETH-USD", "3,112.40", "T-7781")),
    ("Ack — your 25 MSFT sell is resting at 415.00", ("MSFT", "415.00")),
    ("Trade confirmation T-1042: limit order working for 50 NVDA at 142.48", ("T-1042", "NVDA", "142.48")),
]

FILLS = [
    ("filled 200 AAPL @ 189.20", ("AAPL", "200", "189.20")),
    ("got filled on the TSLA puts", ("TSLA",)),
    ("[FILLED] SELL 3 NQZ5 @ 18,412.25 (T-3310)", ("NQZ5", "18,412.25", "T-3310")),
    ("Partial fill: 120/300 PLTR at 23.80, rest still working", ("PLTR", "120/300", "23.80")),
    ("Bought 0.5 BTC at 61,240 avg.", ("BTC", "61,240")),
    ("Stopped out of AMD at 148.90, -1.2R", ("AMD", "148.90")),
    ("Done: covered 40 GME @ 22.10", ("GME", "40", "22.10")),
    ("executed: 10x SPY 520P 05/17 @ 2.35", ("SPY", "520P", "2.35")),
    ("We're in: 1,000 shares of F at $12.04", ("1,000", "$12.04")),
]

STOP_TARGET_CHANGES = [
    ("moving my stop on AMD to 151", ("AMD", "151")),
    ("raise target to 160", ("160",)),
    ("[STOP MOVED] NVDA stop 138 -> 141.5 (T-1042)", ("NVDA", "141.5", "T-1042")),
    ("SL on ETH-USD now 3,020 (was 2,940)", ("ETH-USD", "3,020")),
    ("Trailing the stop on META up to breakeven at 480.", ("META", "480")),
    ("Tightened stops on the QQQ calls to 2.10", ("QQQ", "2.10")),
    ("TP2 for SOL lowered from 185 to 172", ("SOL", "185", "172")),
    ("New target on COIN: 265", ("COIN", "265")),
]

ROUTES = [
    ("routed to IBKR", ("IBKR",)),
    ("sending it to the execution desk", ("execution desk",)),
    ("[ROUTE] T-1042 NVDA → execution agent, algo VWAP", ("T-1042", "NVDA")),
    ("Routing the 50 NVDA buy via smart router now.", ("NVDA", "50")),
    ("Route decision: send T-2291 GOOGL 40 @ 171.30 to execution.", ("T-2291", "GOOGL", "171.30")),
    ("Passing this to execution: 3 ES short @ 5320", ("ES", "5320")),
    ("OK, forwarding the AMD trim to the broker for execution.", ("AMD",)),
]

NO_ROUTES = [
    ("not routing this one, spread too wide", ("spread too wide",)),
    ("passing on MSFT — no route", ("MSFT",)),
    ("[NO ROUTE] T-1042 NVDA: liquidity too thin pre-market", ("T-1042", "NVDA")),
    ("[NO-ROUTE] COIN calls — IV crush risk into earnings", ("COIN",)),
    ("Rejected: the TSLA short (T-889) breaks the sector cap.", ("TSLA", "T-889")),
    ("We're standing down on GOOGL, no trade today.", ("GOOGL",)),
    ("Won't route the ES short until CPI is out.", ("ES",)),
    ("Killing the AMD idea — the guide changed everything.", ("AMD",)),
]

HELD_NEWS = [
    ("news on our SHOP position: earnings beat, guide raised", ("SHOP", "earnings beat")),
    ("Headline on NVDA (we're long 50): DOJ antitrust probe reported by Bloomberg.", ("NVDA", "DOJ")),
    ("[NEWS] AAPL — we hold 200 shares; EU fines Apple €1.8B", ("AAPL", "€1.8B")),
    ("Heads up: MSFT, which is in our book, just announced a $60B buyback.", ("MSFT", "$60B")),
    ("FDA approval for LLY's obesity drug — relevant to our LLY long.", ("LLY", "FDA")),
    ("Our TSLA puts: recall of 2M vehicles hit the wires 2 min ago.", ("TSLA", "recall")),
]

WATCHLIST_NEWS = [
    ("watchlist: adding COIN", ("COIN",)),
    ("Adding PLTR to the watchlist ahead of the Army contract news.", ("PLTR",)),
    ("[WATCHLIST] SMCI — 10-K delayed, auditor resigned.", ("SMCI", "10-K")),
    ("On our radar: ARM earnings tomorrow AMC, implied move 9%.", ("ARM", "9%")),
    ("Removing RIVN from the watch list after the dilution announcement.", ("RIVN",)),
    ("Keeping an eye on HOOD after the crypto volume numbers.", ("HOOD",)),
    ("[NEWS] AVGO announces $10B buyback", ("AVGO", "$10B")),
]

THESIS_UPDATES = [
    ("thesis update: AI capex cycle has 2 more years", ("AI capex",)),
    ("[THESIS] NVDA: datacenter demand intact; raising conviction.", ("NVDA",)),
    ("My thesis on TSLA is broken — deliveries missed by 15%.", ("TSLA", "15%")),
    ("Bear case for AAPL strengthening: China share loss accelerating.", ("AAPL",)),
    ("Flipping to bearish on regional banks (KRE) given CRE losses.", ("KRE",)),
    ("Updating our view on oil: OPEC+ cuts extended, we now see 90 by Q3.", ("90",)),
    ("The setup on SHOP is invalidated below 60.", ("SHOP", "60")),
]

RISK_LIMITS = [
    ("daily loss limit hit, flattening", ("daily loss limit",)),
    ("max position size exceeded", ("max position size",)),
    ("risk: gross exposure at 95% of cap", ("95%",)),
    ("[RISK] Drawdown 4.8% vs 5% monthly limit — no new risk until Monday.", ("4.8%", "5%")),
    ("⚠️ NVDA is 22% of NAV, above the 20% concentration limit. Trim required.", ("NVDA", "22%", "20%")),
    ("Kill switch engaged for agent-3 after 3 consecutive losses.", ("agent-3",)),
    ("Margin usage 87%, approaching the broker threshold.", ("87%",)),
    ("Net exposure is 1.4x, over the 1.2x cap — reducing gross before the close.", ("1.4x", "1.2x")),
]

HARD_CASES = (
    [(c, f, "trade_proposal") for c, f in PROPOSALS]
    + [(c, f, "trade_approval") for c, f in APPROVALS]
    + [(c, f, "trade_confirmation") for c, f in CONFIRMATIONS]
    + [(c, f, "trade_fill") for c, f in FILLS]
    + [(c, f, "stop_or_target_change") for c, f in STOP_TARGET_CHANGES]
    + [(c, f, "route_decision") for c, f in ROUTES]
    + [(c, f, "no_route_decision") for c, f in NO_ROUTES]
    + [(c, f, "held_position_news") for c, f in HELD_NEWS]
    + [(c, f, "watchlist_news") for c, f in WATCHLIST_NEWS]
    + [(c, f, "thesis_update") for c, f in THESIS_UPDATES]
    + [(c, f, "risk_limit") for c, f in RISK_LIMITS]
)


@pytest.mark.parametrize(("content", "facts", "event_type"), HARD_CASES, ids=lambda v: str(v)[:40])
def test_hard_event_is_typed_and_keeps_its_facts(content, facts, event_type):
    assert_hard(content, event_type, facts)


@pytest.mark.parametrize(("content", "facts", "event_type"), HARD_CASES, ids=lambda v: str(v)[:40])
def test_hard_event_from_a_bot_author_is_still_hard(content, facts, event_type):
    assert_hard(content, event_type, facts, author_name="agent-quant", author_bot=True)


# Other voices: terse humans, JSON-ish agents, slang. Typed where the phrasing is clear.
MORE_PHRASINGS = [
    ("Pitching a pairs trade: long KO / short PEP, $50k each leg", "trade_proposal"),
    ("Recommend trimming TSLA by a third before earnings.", "trade_proposal"),
    ("I'd scale out of half the NVDA here", "trade_proposal"),
    ("Requesting go-ahead for T-2207", "trade_proposal"),
    ("<TRADE_PROPOSAL> symbol=NVDA side=BUY qty=50 px=142.5", "trade_proposal"),
    ('```\n{"action": "propose", "symbol": "AMZN", "side": "buy", "qty": 30, "limit": 183.2}\n```', "trade_proposal"),
    ("Plan for tomorrow: if NVDA opens above 145, buy 30 with a stop at 141.", "trade_proposal"),
    ("Sure, go ahead.", "trade_approval"),
    ("OK from risk, execute T-2207", "trade_approval"),
    ("yes, do it", "trade_approval"),
    ("PM sign-off received for T-5512, proceed.", "trade_approval"),
    ("go for it, 30 AMZN at 183.2 is fine", "trade_approval"),
    ("> BUY 50 NVDA @ 142.5\napproved", "trade_approval"),
    ("Order acknowledged by broker: BUY 30 AMZN LMT 183.20 DAY (clOrdId a91f33c0)", "trade_confirmation"),
    ("Your order to sell 100 INTC at 31.50 is now working.", "trade_confirmation"),
    ("stop is in at 146", "trade_confirmation"),
    ("Got 40 AMD at 147.88", "trade_fill"),
    ("Done, 50 NVDA @ 142.47 avg", "trade_fill"),
    ("Took a starter in CRWD, 10 sh @ 352", "trade_fill"),
    ("TP1 hit on SOL, 40% off at 176.3", "trade_fill"),
    ("event=trade_fill symbol=AMD qty=40 px=151.02", "trade_fill"),
    ("We are now flat crude.", "trade_fill"),
    ("Stop on NVDA now sits at 141", "stop_or_target_change"),
    ("let's trail SOL with a 5% stop from here", "stop_or_target_change"),
    ("Moved TP on XOM from 112 to 115 after the OPEC news", "stop_or_target_change"),
    ("routing AMZN buy through IBKR SMART, TWAP over 20 min", "route_decision"),
    ("Route it.", "route_decision"),
    ("Do not execute T-2208.", "no_route_decision"),
    ("No on the NFLX fade.", "no_route_decision"),
    ("T-5512 declined by PM: concentration", "no_route_decision"),
    ("We'll sit this one out, COIN vol is crazy", "no_route_decision"),
    ("Not sending the MSTR order — risk says no.", "no_route_decision"),
    ("MSFT (core long) downgraded at MS to equal-weight", "held_position_news"),
    ("Bloomberg: Apple in talks to buy a stake in... relevant for our AAPL calls", "held_position_news"),
    ("DKNG on watch — state legalisation vote tomorrow", "watchlist_news"),
    ("Watching NVDA for a break of 145", "watchlist_news"),
    ("The AI capex story is intact after the hyperscaler prints.", "thesis_update"),
    ("Conviction on NVDA down from high to medium after the guide.", "thesis_update"),
    ("RISK: agent-2 exceeded max order size (500 > 300)", "risk_limit"),
    ("Hitting the single-name cap on NVDA (10% NAV) — no more adds.", "risk_limit"),
    ("Daily PnL -3.8%, approaching the 4% hard stop.", "risk_limit"),
    ("Loss on the day -$48k, limit -$50k. Tightening everything.", "risk_limit"),
    ("Reduce NVDA to under 10% of NAV by close (concentration).", "risk_limit"),
    ("agent-momentum: candidate entry AVGO 1,402 / stop 1,360 / tp 1,480. ok to proceed?", "trade_proposal"),
    ("💡 Setup: ETH-USD long above 3,200 with 2 ETH, invalidation 3,080", "trade_proposal"),
    ("Would like permission to add 50 more MSFT at 410", "trade_proposal"),
    ("bracket attached to the XLF position: stop 40.10 / target 43.50", "trade_confirmation"),
    ("UBER short on at 78.38, 100 sh", "trade_fill"),
    ("Let's not do the AVGO trade today.", "no_route_decision"),
    ("XLF (held) — Fed stress test results out, all banks pass", "held_position_news"),
]


@pytest.mark.parametrize(("content", "event_type"), MORE_PHRASINGS, ids=lambda v: str(v)[:40])
def test_more_phrasings(content, event_type):
    assert_hard(content, event_type)


@pytest.mark.parametrize(
    ("content", "event_type"),
    [
        ("[PROPOSED] long 50 NVDA", "trade_proposal"),
        ("**Approved**", "trade_approval"),
        ("[FILL] 100 AMD @ 150.02", "trade_fill"),
        ("[NO ROUTE] too illiquid", "no_route_decision"),
        ("## Thesis update\nStill constructive on semis.", "thesis_update"),
        ("🛑 STOP MOVED: AMD 151", "stop_or_target_change"),
        ("__Risk alert__ gross 180%", "risk_limit"),
        ("[10:32] [agent-3] [CONFIRMED] 50 NVDA working @ 142.5", "trade_confirmation"),
    ],
)
def test_tags_are_tagged_confidence(content, event_type):
    result = assert_hard(content, event_type)
    assert {e.event_type: e.confidence for e in result.events}[event_type] == "tagged"


def test_ticket_field_lines_are_not_mistaken_for_stop_or_risk_events():
    content = (
        "**Trade proposal** T-1042\n- Ticker: NVDA\n- Side: long\n- Entry: 142.50\n"
        "- Stop: 138\n- Target: 155\n- Risk: 0.5% of NAV\n- Route: smart"
    )
    result = assert_hard(content, "trade_proposal", ("T-1042", "Stop: 138", "Target: 155"))
    assert [e.event_type for e in result.events] == ["trade_proposal"]


def test_untagged_ticket_is_a_proposal():
    content = "NVDA long\nEntry: 142.5\nStop: 138\nTarget: 155\nSize: 50 sh"
    assert_hard(content, "trade_proposal", ("NVDA long", "142.5", "138", "155", "50 sh"))


# --------------------------------------------------------------------------- buried events

RESEARCH_REPORT = """## Midday desk report — semis & megacap

**Market context.** Futures drifted lower into the 10:00 ET data; the 10y is up 6 bps to 4.41% and breadth is \
poor (decliners 2:1). SOX is -1.3% with memory names leading lower after the MU commentary at a conference. \
Nothing in the tape suggests forced selling yet, e.g. volumes are ~80% of the 20-day average.

**Positions.**
- NVDA: 50 sh long from 142.48, now 144.10 (+1.1%).
- AMD: 100 sh long from 149.20, now 151.85.
- Cash 62% of NAV.

**Actions.**
- We got filled on the AMD add: 40 sh at 151.02.
- Moving the stop on NVDA to 139.5 (was 138).
- Nothing else changes; the watch list is unchanged.

**Outlook.** We keep the constructive view on AI infrastructure into the print, but we will reassess \
if SOX loses the 200-day. Next update after the close.
"""


def test_long_report_yields_each_buried_event_with_a_short_verbatim_excerpt():
    result = classify(RESEARCH_REPORT, author_name="agent-research", author_bot=True)
    assert result.category == "hard"
    assert_verbatim(RESEARCH_REPORT, result)
    events = {event.event_type: event for event in result.events}
    fill = events["trade_fill"]
    assert "AMD" in fill.excerpt and "40 sh at 151.02" in fill.excerpt
    stop = events["stop_or_target_change"]
    assert "NVDA" in stop.excerpt and "139.5" in stop.excerpt
    for event in result.events:
        assert len(event.excerpt) < 400, event


def test_buried_event_pulls_the_price_from_the_next_bullet_line():
    content = (
        "Quick update from the overnight session, nothing dramatic, Asia was quiet and Europe opened flat.\n"
        "- Raising the target on TSLA\n"
        "- 212.5 is the new level, stop unchanged\n"
        "- Other names: no change"
    )
    result = assert_hard(content, "stop_or_target_change", ("TSLA", "212.5"))
    excerpt = result.events[0].excerpt
    assert "Other names" not in excerpt and "overnight" not in excerpt


def test_buried_non_adjacent_sentences_are_joined_with_an_ellipsis():
    content = (
        "Ref T-77, morning notes.\n\n"
        "The macro backdrop is mixed, rates are sticky and the dollar is bid, which we discussed yesterday at length. "
        "Breadth has improved a little but it is still narrow.\n\n"
        "Bought 25 META at 478.20 this morning as the first tranche."
    )
    result = assert_hard(content, "trade_fill", ("META", "478.20", "T-77"))
    assert EXCERPT_JOINER in result.events[0].excerpt


EOD_WRAP = """# End-of-day wrap — agent-pm

## Market
Equities finished mixed: SPX -0.2%, NDX +0.3%, RTY -1.1%. The 2y sold off after a firmer ISM services print \
(prices paid 58.1 vs 55.0 est.), and the curve bear-flattened. Oil gave back Monday's gains on inventory builds, \
WTI settling at 77.9. Vol was sold into the close; VIX 13.2.

## Book
- Net exposure ended at 38% long, gross 141%.
- Realised P&L +$18.2k, unrealised +$41.7k.

## Decisions today
1. T-3301 XOM: proposal to add 30 sh at 111.50 was declined by risk — energy already 14% of book vs 15% cap.
2. T-3302 LLY: approved and routed; filled 12 sh at 781.20 (avg).

## Tomorrow
CPI at 08:30 ET. We go in with smaller size; no new entries in the first 30 minutes.
"""


def test_wrap_report_keeps_each_decision_line_and_not_the_market_colour():
    result = classify(EOD_WRAP, author_name="agent-pm", author_bot=True)
    assert_verbatim(EOD_WRAP, result)
    events = {event.event_type: event.excerpt for event in result.events}
    assert "T-3301 XOM" in events["no_route_decision"] and "111.50" in events["no_route_decision"]
    for event_type in ("trade_approval", "route_decision", "trade_fill"):
        assert "T-3302 LLY" in events[event_type] and "781.20" in events[event_type]
    assert all("VIX" not in excerpt and "Net exposure" not in excerpt for excerpt in events.values())


def test_excerpt_does_not_borrow_a_price_or_id_from_another_trade():
    content = (
        "Update from agent-exec.\n"
        "- filled 30 AMZN, avg 183.14 vs 183.20 limit\n"
        "Separately, the COIN proposal from agent-alpha (T-3310) was not routed; the risk check flagged it.\n"
        "Stop on the AMZN position is set at 176.50 per the desk."
    )
    events = {event.event_type: event.excerpt for event in classify(content).events}
    assert events["trade_fill"] == "filled 30 AMZN, avg 183.14 vs 183.20 limit"
    assert "AMZN" not in events["no_route_decision"]
    assert events["stop_or_target_change"] == "Stop on the AMZN position is set at 176.50 per the desk."


RESEARCH_NOTE = """**Weekly research note: semis**

Demand signals remain constructive. Hyperscaler capex guides for the next two quarters were revised up again, and \
channel checks point to continued tightness in advanced packaging. Memory pricing is firming: DRAM contract prices \
are up high single digits q/q. Auto and industrial end-markets remain soft, and distributor inventories are still \
elevated.

Valuation: the group trades at 28x NTM earnings vs a 10-year average of 18x. That premium is justified only if the \
capex cycle extends beyond 2026. Positioning looks crowded per the prime brokerage data. We would not chase here."""


def test_long_commentary_without_decisions_is_not_a_hard_event():
    assert classify(RESEARCH_NOTE, author_name="agent-research", author_bot=True).category == "chatter"


def test_every_event_in_a_mixed_message_is_reported_in_order():
    content = "Filled 100 AMD @ 150.10. Moving the stop to 146. Routing the NVDA add to the execution desk."
    result = classify(content)
    types = [event.event_type for event in result.events]
    assert types == ["trade_fill", "stop_or_target_change", "route_decision"]


# --------------------------------------------------------------------------- noise

NOISE = [
    ("heartbeat ok", "heartbeat"),
    ("[INFO] 2024-05-01 10:00:01 job sync_positions completed in 1.2s", "cron"),
    ("Model timeout, retrying (2/3)", "retry"),
    ("429 Too Many Requests — backing off 30s", "retry"),
    ("reconnecting to gateway...", "reconnect"),
    ("still working on the NVDA analysis (3m elapsed)", "heartbeat"),
    ("tick 1432", "heartbeat"),
    ("OK", "status"),
    ("provider error: anthropic overloaded, retry 1/5", "retry"),
    ("cron: nightly-reconcile started", "cron"),
    ("✅ health check passed (latency 42ms)", "status"),
    ("WARN ws disconnected code=1006, reconnect in 5s", "reconnect"),
    ('Traceback (most recent call last):\n  File "agent.py", line 88, in run\nTimeoutError: read timed out', "error"),
    ("⏳ thinking...", "heartbeat"),
    ("status: healthy | uptime 3d 4h | queue=0", "status"),
    ("rate limited by provider (openai), waiting 20s before retry", "retry"),
    ("[2025-03-02 14:05:11] scheduler: job 'pull_quotes' finished (rows=4210, took 3.4s)", "cron"),
    ("agent-7 is still running, step 14/40", "heartbeat"),
    ("pong", "heartbeat"),
    ("Gateway session resumed (seq 88123)", "reconnect"),
    ("tokens: in=1532 out=288 cost=$0.021", "metrics"),
    ("Deployed v1.4.2 to prod", "status"),
    ("ERROR upstream 503 from quotes API", "error"),
    ("DEBUG cache miss key=quotes:NVDA ttl=30", "log"),
    ("[agent-2] heartbeat #5512 ok (mem 412MB)", "heartbeat"),
    ("anthropic API returned 529 overloaded; retrying in 8s (attempt 3 of 6)", "retry"),
    ("Connection to broker gateway lost. Reconnecting (1/10)…", "reconnect"),
    ("Context window 78% used, compacting", "metrics"),
    ("Agent alpha: no new signals this cycle.", "status"),
    ("Restarting worker after OOM (exit code 137)", "status"),
    ("Backfill 62% (6,200/10,000)", "status"),
    ("[agent-exec] 2025-06-02T14:05:11Z INFO order_router: poll cycle 8812 complete, 0 new orders, 3 open",
     "heartbeat"),
    ("⚠️ Quote feed stale for 45s, resubscribing", "reconnect"),
    ("Scanning 500 tickers for setups...", "heartbeat"),
    ("[quotes] feed delayed 15s", "status"),
    ("✅ Daily report generated in 2.3s", "status"),
    ("latency p50=120ms p95=480ms", "metrics"),
    (
        'Traceback (most recent call last):\n  File "/app/agent.py", line 212, in step\n'
        "    resp = client.messages.create(**kwargs)\nanthropic.APIStatusError: overloaded",
        "error",
    ),
    # A chained trace in a code fence, captioned above and below: its frames name symbols
    # ("KeyError: 'EAST'") but it is a job failing, not a trade.
    (
        "```\npnl-bot: failed to mark book CAI-EQ1\nTraceback (most recent call last):\n"
        '  File "/srv/pnl/marks.py", line 96, in mark_book\n    px = self.close_px[sym]\nKeyError: \'EAST\'\n\n'
        "During handling of the above exception, another exception occurred:\n\n"
        'Traceback (most recent call last):\n  File "/srv/pnl/snapshot.py", line 57, in run\n'
        "    rows = [self.mark_book(b) for b in self.books]\n"
        "pnl.errors.Degraded: 1 symbol(s) marked with previous close\n"
        "```\nusing previous close for EAST, snapshot flagged ⚠️",
        "error",
    ),
]


@pytest.mark.parametrize(("content", "kind"), NOISE, ids=lambda v: str(v)[:40])
def test_runtime_noise_is_noise(content, kind):
    result = classify(content, author_name="runtime", author_bot=True)
    assert result.category == "noise", result
    assert result.noise_kind == kind
    assert result.events == ()


@pytest.mark.parametrize("attempt", [1, 2, 3, 7])
def test_repeated_noise_with_varying_numbers_has_one_shape(attempt):
    result = classify(f"[WARN] model timeout after {attempt * 30}s, retrying ({attempt}/8)", author_bot=True)
    assert (result.category, result.noise_kind) == ("noise", "retry")


def test_noise_shaped_by_a_human_is_still_noise():
    assert classify("still working on it, give me 5").category == "noise"
    assert classify("bot reconnecting again...").category == "noise"


NOISE_LOOKING_BUT_HARD = [
    ("cron: order filled 100 NVDA @ 140", "trade_fill"),
    ("[INFO] 2025-03-02 14:05:11 fill received: BUY 25 AMD @ 152.31 (order 8812)", "trade_fill"),
    ("[WARN] risk-engine: net exposure 1.4x exceeds cap 1.2x", "risk_limit"),
    ("heartbeat ok | stop on TSLA moved to 171.5", "stop_or_target_change"),
    ("job rebalance completed: sold 40 XLE @ 91.20, bought 35 XLU @ 68.05", "trade_fill"),
    ("retry 2/3 succeeded — order placed: 10 COIN @ 228.40", "trade_confirmation"),
    ("[ERROR] order for 50 NVDA rejected by broker: insufficient buying power", "no_route_decision"),
    ("status: daily loss limit reached, trading halted for agent-2", "risk_limit"),
]


@pytest.mark.parametrize(("content", "event_type"), NOISE_LOOKING_BUT_HARD, ids=lambda v: str(v)[:40])
def test_noise_looking_line_with_an_event_is_not_noise(content, event_type):
    assert_hard(content, event_type, author_name="cron-runner", author_bot=True)


# --------------------------------------------------------------------------- chatter / maybe

CHATTER = [
    "lol that was a wild open",
    "anyone else think CPI is going to be hot?",
    "NVDA ripping today +4%",
    "gm all",
    "thanks, that chart is super helpful",
    "Powell presser at 2:30, should be interesting",
    "I'm out for lunch, back in 30",
    "Has anyone read the new Druckenmiller interview?",
    "the semis feel crowded to me, but what do I know",
    "Can someone share the link to the dashboard?",
    "Earnings season starts next week, lots of banks on Friday.",
    "great call yesterday btw",
    "Oil is doing its own thing again today, OPEC headlines all morning.",
    "Does anyone know when the new desk chairs arrive?",
    "Interesting thread on why breadth matters more than the index level.",
    "I think the market is underpricing a long pause from the Fed.",
    "lmao the bot posted the same heartbeat 40 times overnight, can someone fix that",
    "anyone else getting disconnected from the VPN?",
    "That was a clean breakout on the daily chart, volume confirmed it.",
    "I'll be out Thursday and Friday, Alex is covering.",
    "reminder that we have the strategy call at 3",
    "what a quarter for the banks, credit quality held up",
    "Semis getting hit across the board, SOX down 2%",
    "FYI compliance training is due Friday.",
]


@pytest.mark.parametrize("content", CHATTER, ids=lambda v: v[:40])
def test_plain_chatter_is_chatter(content):
    result = classify(content, author_name="sam")
    assert result.category == "chatter", result
    assert result.events == () and result.noise_kind is None


MAYBE = [
    "NVDA 142.5 / 50 sh?",
    "thinking about AMD here around 150",
    "not filled yet on the COIN order",
    "can you confirm the MSFT size?",
    "what's our plan if ES loses 5300?",
    "SPY 520 calls look cheap here",
    "ok",
    "👍",
]


@pytest.mark.parametrize("content", MAYBE, ids=lambda v: v[:40])
def test_untypeable_trading_signal_fails_open(content):
    assert classify(content, author_name="sam").category in ("maybe", "hard")


NEAR_MISSES = [
    "stop by the desk when you can",
    "no route for lunch today, the bridge is closed",
    "target audience is retail",
    "fill out the form pls",
    "the proposal for the offsite is in the doc",
    "I'll pass on the pizza",
    "we need to limit the number of pings from the bot",
]


@pytest.mark.parametrize("content", NEAR_MISSES, ids=lambda v: v[:40])
def test_near_misses_are_never_noise(content):
    result = classify(content, author_name="sam")
    assert result.category in ("hard", "maybe", "chatter")
    assert_verbatim(content, result)


# --------------------------------------------------------------------------- fields


def test_classification_fields():
    result = classify("Bought 25 $META at 478.20, adding to the AI basket with NVDA.")
    assert result.tickers == ("META", "NVDA")
    assert result.topic == "META"
    assert result.gist == "Bought 25 $META at 478.20, adding to the AI basket with NVDA."
    assert result.noise_kind is None


def test_topic_falls_back_to_keywords_then_general():
    assert classify("the fed is going to stay on hold, cpi was sticky").topic == "macro"
    assert classify("what a day").topic == "general"


def test_gist_is_a_verbatim_prefix_of_at_most_200_chars():
    long_sentence = "This is a very long sentence about nothing in particular " * 8
    result = classify("hey all\n" + long_sentence)
    assert len(result.gist) <= 200
    assert result.gist.endswith("…")
    assert long_sentence.startswith(result.gist[:-1])


def test_gist_of_a_hard_message_is_its_event_line():
    result = classify("Morning all, busy day ahead.\nFilled 100 AMD @ 150.10 on the open.")
    assert result.gist == "Filled 100 AMD @ 150.10 on the open."


def test_empty_and_odd_content_never_raises():
    for content in ("", " ", "\n\n", "…", "[", "**", "$", "@@@", "<@12345> <#678>", "https://example.com/NVDA"):
        result = classify(content)
        assert result.category in ("maybe", "noise", "chatter", "hard")
        assert_verbatim(content, result)


# --------------------------------------------------------------------------- tickers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$NVDA and AAPL, then $nvda again", ["NVDA", "AAPL"]),
        ("BTC-USD and ETH/USDT and SOLUSDT", ["BTC-USD", "ETH/USDT", "SOLUSDT"]),
        ("short 2 ESZ5 and 1 /NQ, hedge with ES futures", ["ESZ5", "NQ", "ES"]),
        ("BRK.B is boring; so is $BF.B", ["BRK.B", "BF.B"]),
        ("NVDA240621C00150000 expiring", ["NVDA"]),
        ("CEO said on the call the ETF flows into SNOW at EOD were big, IMO", ["SNOW"]),
        ("[INFO] OK — API latency fine", []),
        ("T-1042 and #1042 are trade ids", []),
        ("btc and eth bouncing", ["BTC", "ETH"]),
        ("WE ARE FLAT INTO THE CLOSE", []),
        ("BUY 50 NVDA NOW BEFORE THE PRINT", ["NVDA"]),
        ("SMCI's auditor quit", ["SMCI"]),
    ],
)
def test_extract_tickers(text, expected):
    assert extract_tickers(text) == expected


# --------------------------------------------------------------------------- sentences


def sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in split_sentences(text)]


def test_split_sentences_keeps_decimals_and_abbreviations():
    text = "Bought NVDA at 142.5 vs. 141 yesterday. Risk assets, e.g. semis, are bid! Next?"
    assert sentences(text) == ["Bought NVDA at 142.5 vs. 141 yesterday.", "Risk assets, e.g. semis, are bid!", "Next?"]


def test_split_sentences_cuts_lines_and_drops_bullet_markers():
    text = "## Actions\n- filled 40 AMD\n  * stop 146\n1. done\n\n> quoted line"
    assert sentences(text) == ["Actions", "filled 40 AMD", "stop 146", "done", "quoted line"]


def test_split_sentences_handles_dotted_abbreviations_and_ellipses():
    assert sentences("U.S. CPI at 8:30 a.m. ET. Then Powell... we'll see") == [
        "U.S. CPI at 8:30 a.m. ET.",
        "Then Powell...",
        "we'll see",
    ]


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?\n-*$#[]:@0123456789NVDAfilled")), max_size=120))
def test_spans_and_excerpts_are_always_verbatim(text):
    for start, end in split_sentences(text):
        assert 0 <= start < end <= len(text)
        assert text[start:end].strip() == text[start:end]
    assert_verbatim(text, classify(text))


# --------------------------------------------------------------------------- precision on analysis
# Reports from any desk use the same vocabulary as decisions. A hard event needs a decision or
# an event that happened to the desk's own orders, positions or limits; headings, market
# description and acknowledgements are not one. Each class below pairs false positives with
# decisions in the same vocabulary that must stay hard.


def assert_not_hard(content: str, allow_maybe: bool = True, **author) -> Classification:
    result = classify(content, **author)
    allowed = ("maybe", "chatter", "noise") if allow_maybe else ("chatter", "noise")
    assert result.category in allowed, (content, result)
    assert result.events == ()
    return result


# 1. A heading or a report title is a label for a block, not a decision.
HEADED_ANALYSIS = [
    "## Risks\n- Rates volatility could pressure long-duration tech.\n"
    "- AMZN trades at 38x forward earnings; multiple compression is the main risk.",
    "### Plan\nKeep an eye on how XOM trades around 112; the 108-116 range has held for three weeks.",
    "**Risk review — London open**\nGross 118%, net 34% long; every single-name weight is inside the 10% cap.",
    "Routing summary — Asia session\n- 14 alerts processed, median latency 2.1s\n- No queue backlog",
    "## Desk workload & routing\nHalden has three open requests and Vega one; turnaround is 40s on average.",
    "## Idea review — AMD\nThe setup on AMD resembles March: a tight base under 165 with rising relative strength.",
    "Signal triage log\n- ES momentum score 0.62\n- CL breakout score 0.41, below threshold",
    "## Exposure snapshot\nGross 142% / net 41%. Top weights: NVDA 9.1%, MSFT 7.4%, AAPL 6.8%.",
    "Order book notes: ETH-USD\nBids are stacked between 3,020 and 3,050; offers thin out above 3,120.",
    "## META earnings preview\nConsensus expects revenue of $40.2B and the options market implies a 7.5% move.",
    "**Fills & slippage report**\nMedian slippage 2.4bp across 31 orders; worst was 9bp on a thin open.",
    "Short version: GLD is range-bound between 221.40 and 229.80; nothing to do yet.",
]


@pytest.mark.parametrize("content", HEADED_ANALYSIS, ids=lambda v: v[:40])
def test_a_heading_over_analysis_is_not_a_hard_event(content):
    assert_not_hard(content, author_name="agent-research", author_bot=True)


HEADED_DECISIONS = [
    ("## Plan\nTape is choppy into the data.\n- Buy 40 AMD @ 152.30, stop 147, target 162.", "trade_proposal",
     ("Buy 40 AMD @ 152.30",)),
    ("### Risks\nNVDA is now 23% of NAV against the 20% single-name limit, so we trim 60 shares at the open.",
     "risk_limit", ("23%", "20%")),
    ("**Routing summary — US open**\n- MSFT volume spike -> Quill\n- QQQ gap fill alert -> Sable", "route_decision",
     ("MSFT volume spike -> Quill",)),
    ("## Idea review — SMCI\nAfter the auditor news we are passing on SMCI; no trade.", "no_route_decision",
     ("SMCI",)),
    ("## Exposure snapshot\nGross is 212% vs the 200% cap; cutting gross to 180% before the close.", "risk_limit",
     ("212%",)),
    ("Order book notes: BTC-USD\nThin offers above 64k. Bought 0.5 BTC-USD at 63,880 on the sweep.", "trade_fill",
     ("63,880",)),
]


@pytest.mark.parametrize(("content", "event_type", "facts"), HEADED_DECISIONS, ids=lambda v: str(v)[:40])
def test_a_heading_over_a_decision_yields_the_decision_sentence(content, event_type, facts):
    result = assert_hard(content, event_type, facts, author_name="agent-pm", author_bot=True)
    excerpt = next(e.excerpt for e in result.events if e.event_type == event_type)
    heading = content.split("\n", 1)[0].strip("#* ")
    assert excerpt.strip("#* ") != heading


# 2. Market description in trade words.
MARKET_DESCRIPTION = [
    "Order flow on the tape skewed to the bid in AAPL all morning.",
    "Our fill quality on GOOGL has been decent, averaging 3bp of slippage against arrival.",
    "The 50-day moving average at 412.30 is flattening, which points to a range in MSFT.",
    "I'm watching 5,410 on ES as the pivot between a dip and a breakdown.",
    "UPST short interest: 22% of float, 3.1 days to cover.",
    "Short interest: 4.8% of float, 2.2 days to cover.",
    "The AMD bid/ask widened to 4 cents; flagging for execution quality.",
    "Beta to QQQ is 1.35 on a 60-day window.",
    "Dealer gamma looks short below 5,150 on SPX, so moves could extend.",
    "Liquidity is thin above 68.40 in XOP.",
    "Open interest is concentrated at the 150 strike in NVDA, which may pin price into Friday.",
    "Someone bought 12,000 AMD 170 calls for March, about $4M of premium.",
    "Insiders sold 40,000 shares of SNOW last week per the Form 4 filings.",
    "WTI opened the session lower at 77.10 and closed the gap by noon.",
    "Momentum in KRE is rolling over near 48.20; sell-side notes are turning cautious.",
    "Breadth turned negative into the afternoon and futures flipped to red.",
    "The order book on SOL-USD shows size resting at 142.50 on the bid.",
]


@pytest.mark.parametrize("content", MARKET_DESCRIPTION, ids=lambda v: v[:40])
def test_market_description_in_trade_words_is_not_a_hard_event(content):
    assert_not_hard(content, author_name="agent-research", author_bot=True)


def test_analysis_paragraphs_in_a_long_report_are_chatter():
    report = (
        "## TSLA deep dive: positioning and levels\n\n"
        "Our fill quality on TSLA has been fine, averaging 4bp of slippage against arrival. Order flow on the tape "
        "skewed to the offer after the open. Beta to SPY is running at 1.82, higher than the one-year average.\n\n"
        "### Positioning\nShort interest is 3.4% of float, with days-to-cover at 1.2. Dealer gamma looks short "
        "below 238.50, and liquidity is thin above 251.10; the book shows size resting at 244.00.\n\n"
        "### Levels\nThe 20-day moving average at 246.90 is flattening, which usually means a range. I am watching "
        "241.60 as the line between a pullback and a trend change. Funds are net long by roughly 2.1%."
    )
    assert classify(report, author_name="Vega", author_bot=True).category == "chatter"


TRADE_WORDS_IN_DECISIONS = [
    ("Bought 200 AAPL at 187.40 on the order-flow signal.", "trade_fill"),
    ("Our fill on GOOGL came in at 171.32 for 100 shares.", "trade_fill"),
    ("Moving the MSFT stop up to the 50-day at 412.", "stop_or_target_change"),
    ("Adding UPST to the watchlist: short interest 22% of float.", "watchlist_news"),
    ("Route the AMD order via IBKR, the spread is too wide for a market order.", "route_decision"),
    ("We're flattening the TSLA position into the close.", "risk_limit"),
    ("Order for 300 XOP is working at 68.35.", "trade_confirmation"),
    ("Cover 300 UPST at 27.10 before the print.", "trade_proposal"),
]


@pytest.mark.parametrize(("content", "event_type"), TRADE_WORDS_IN_DECISIONS, ids=lambda v: str(v)[:40])
def test_the_same_words_in_a_desk_action_stay_hard(content, event_type):
    assert_hard(content, event_type, author_name="agent-exec", author_bot=True)


# 3. Acknowledgements without a trade reference.
@pytest.mark.parametrize("content", [
    "Acknowledged.", "ack", "copy that", "Roger.", "Noted, thanks.",
    "Acknowledged. Pulling the AMZN 190C chain now.", "Copy, pulling up the TSLA chart.",
])
def test_a_bare_acknowledgement_is_not_a_confirmation(content):
    for author in ({"author_name": "Quill", "author_bot": True}, {"author_name": "sam"}):
        assert_not_hard(content, allow_maybe=False, **author)


def test_a_bare_trade_state_reply_still_fails_open():
    for author in ({"author_name": "agent-exec", "author_bot": True}, {"author_name": "sam"}):
        assert classify("Confirmed.", **author).category == "maybe"


@pytest.mark.parametrize(("content", "facts"), [
    ("Ack — your 40 GOOGL buy is working at 171.20.", ("GOOGL", "171.20")),
    ("Acknowledged, order #88231 for 25 META is live.", ("#88231", "META")),
    ("ack T-4410, 60 XLE resting at 91.05", ("T-4410", "91.05")),
])
def test_an_acknowledgement_that_names_the_trade_is_a_confirmation(content, facts):
    assert_hard(content, "trade_confirmation", facts)


# 4. Personal messages that mention a trade word.
@pytest.mark.parametrize("content", [
    "if the AMD fill looks weird after hours, my cell is 555-0142",
    "call me if the NVDA order hasn't filled by 3, I'm on the train",
    "when the SOL fill comes through can you ping me? heading to the dentist",
])
def test_a_conditional_personal_note_is_not_a_fill(content):
    result = classify(content, author_name="dana")
    assert "trade_fill" not in [e.event_type for e in result.events]


# 5. Routing a signal or a task to an agent or a desk is a route decision.
ASSIGNMENTS = [
    ("Vega, this one's yours: AMZN gap-down on the open. please take it", "route_decision", ("AMZN",)),
    ("sending the IWM unusual put activity to Halden, it's their book", "route_decision", ("IWM", "Halden")),
    ("routing the ETH-USD alert to execution", "route_decision", ("ETH-USD",)),
    ("assigning the GOOGL breakout to Corvin", "route_decision", ("GOOGL", "Corvin")),
    ("@Mirela take the CL inventory print", "route_decision", ("CL",)),
    ("Handing the SMCI halt over to risk.", "route_decision", ("SMCI",)),
    ("NQ momentum signal -> Sable", "route_decision", ("NQ", "Sable")),
    ("Passing the LLY alert to the execution desk.", "route_decision", ("LLY",)),
    ("Not actionable — dropping the XLE alert.", "no_route_decision", ("XLE",)),
    ("No owner for the LLY gap; dropping this signal.", "no_route_decision", ("LLY",)),
    ("Nobody owns the GBP/USD spike, passing.", "no_route_decision", ("GBP/USD",)),
    ("Passing — the DKNG alert is not actionable for us.", "no_route_decision", ("DKNG",)),
]


@pytest.mark.parametrize(("content", "event_type", "facts"), ASSIGNMENTS, ids=lambda v: str(v)[:40])
def test_assigning_a_signal_is_routing(content, event_type, facts):
    assert_hard(content, event_type, facts, author_name="agent-router", author_bot=True)


@pytest.mark.parametrize("content", [
    "sending the slides to Corvin after lunch",
    "Quill, take a look at the dashboard when you can",
    "passing through 4,500 on SPX was the key level today",
    "thanks Sable, nice note on TLT",
    "the routing table for alerts lives in the wiki",
])
def test_handing_over_things_that_are_not_signals_is_not_routing(content):
    result = classify(content, author_name="sam")
    assert not {"route_decision", "no_route_decision"} & {e.event_type for e in result.events}, result


# 6. Thesis changes in casual words.
THESIS_CHANGES = [
    ("changing my mind on AMZN — neutral now, AWS growth is decelerating", ("AMZN", "neutral")),
    ("flipping to bearish on XLF after the CRE marks", ("XLF", "bearish")),
    ("I'm moving from bullish to neutral on GLD", ("GLD", "bullish", "neutral")),
    ("no longer bullish SMH, the cycle looks late", ("SMH",)),
    ("thesis change: COST — the membership fee story is fully priced.", ("COST",)),
    ("We're turning constructive on TLT here.", ("TLT",)),
    ("Switched my view on NKE: bearish into the print.", ("NKE", "bearish")),
    ("updating my ADBE view: seat growth is slowing, fair value now 455", ("ADBE", "455")),
]


@pytest.mark.parametrize(("content", "facts"), THESIS_CHANGES, ids=lambda v: str(v)[:40])
def test_a_casual_change_of_view_is_a_thesis_update(content, facts):
    for author in ({"author_name": "Corvin", "author_bot": True}, {"author_name": "lee"}):
        assert_hard(content, "thesis_update", facts, **author)


def test_a_short_agent_line_with_a_status_word_is_not_noise():
    content = "changing my mind on PEP — neutral now, the volume story is done."
    assert_hard(content, "thesis_update", ("PEP", "neutral"), author_name="Mirela", author_bot=True)
    assert classify("Done. Summary is above.", author_name="Mirela", author_bot=True).category == "noise"


@pytest.mark.parametrize("content", [
    "Breadth turned negative into the afternoon.",
    "The chart looks bearish now on the daily.",
    "Futures flipped positive after the CPI print.",
    "A delta-neutral straddle on NVDA is the cheaper way to play it.",
    "not convinced the AAPL breakout holds",
])
def test_the_tape_changing_mood_is_not_a_thesis_update(content):
    result = classify(content, author_name="lee")
    assert "thesis_update" not in [e.event_type for e in result.events], result


# 7. News inside a report: flagged names we do not hold are watchlist news; held names are held news.
NEWS_IN_REPORTS = [
    ("Not held, but worth flagging: DKNG is being probed by the state AG (-4.2%).", "watchlist_news",
     ("DKNG", "-4.2%")),
    ("We don't own it, but heads up: RIVN recalls 12k vehicles, stock -3.1% premarket.", "watchlist_news",
     ("RIVN", "-3.1%")),
    ("Worth flagging: SNOW guides FY product revenue below the Street (-8.4% AH).", "watchlist_news",
     ("SNOW", "-8.4%")),
    ("Not held, worth flagging: HOOD sees record crypto volumes (+6.3%).", "watchlist_news", ("HOOD", "+6.3%")),
    ("Heads up, UBER announces a $7B buyback — we're long 150 from 71.20.", "held_position_news", ("UBER", "$7B")),
    ("ORCL just dropped -6.2% after a guidance cut, that's one of our positions.", "held_position_news",
     ("ORCL", "-6.2%")),
    ("[HELD] PYPL — CEO resigns effective immediately; our 80 from 62.10 is -5.4%.", "held_position_news",
     ("PYPL", "-5.4%")),
    ("**POSITION NEWS** ABNB: prices a secondary at a 4% discount. Last 131.20, -3.9%.", "held_position_news",
     ("ABNB", "-3.9%")),
]


@pytest.mark.parametrize(("content", "event_type", "facts"), NEWS_IN_REPORTS, ids=lambda v: str(v)[:40])
def test_flagged_news_is_typed_by_what_we_hold(content, event_type, facts):
    report = ("## Macro & news wrap\n\nYields are 4bp lower and the dollar is flat. Credit spreads are stable.\n\n"
              + content + "\n\nNothing else of note overnight.")
    for text in (content, report):
        assert_hard(text, event_type, facts, author_name="agent-news", author_bot=True)


@pytest.mark.parametrize("content", [
    "NFLX is +2.1% on the session with no obvious catalyst.",
    "AAPL earnings are next Thursday after the close.",
    "TSLA has held the 240 area three times this week.",
    "## JPM earnings preview\nThe Street expects NII of $23.1B; the stock has rallied 6% into the print.",
])
def test_unflagged_market_colour_about_a_ticker_is_not_news(content):
    assert_not_hard(content, author_name="agent-news", author_bot=True)


def test_excerpts_stay_tight_in_a_long_report():
    filler = ("Credit spreads are stable and the curve steepened a little. Volumes ran near the 20-day average, "
              "and nothing in the overnight session changes the medium-term picture. ")
    report = (
        "## Midday wrap\n\n" + filler * 3 + "\n\n"
        "### Decisions\n- Filled 60 CRM at 268.40 on the pullback.\n- Stop on CRM set at 259.\n\n"
        "### Context\n" + filler * 2
    )
    result = classify(report, author_name="agent-pm", author_bot=True)
    events = {e.event_type: e.excerpt for e in result.events}
    assert events["trade_fill"] == "Filled 60 CRM at 268.40 on the pullback."
    assert "259" in events["stop_or_target_change"]
    assert all(len(e.excerpt) <= 400 for e in result.events)


def test_a_tagged_block_excerpt_is_capped_near_400_chars():
    lines = "\n".join(f"- note {i}: the desk reviewed the book and found nothing unusual" for i in range(12))
    content = "[THESIS UPDATE] AVGO: raising conviction after the custom-silicon wins.\n" + lines
    result = assert_hard(content, "thesis_update", ("AVGO",))
    assert all(len(e.excerpt) <= 420 for e in result.events)


def test_tool_call_echoes_are_noise():
    for content in ("tool get_quote(ORCL) -> 182 in 640ms", "tool get_quote(SPY 520P 6/21) -> 3 in 1210ms",
                    "context refreshed: 6 new msgs, 38.4 KB"):
        result = classify(content, author_name="Vega", author_bot=True)
        assert result.category == "noise", (content, result)


@pytest.mark.parametrize(("content", "event_type", "facts", "absent"), [
    ("## Stops\n- NVDA 138 -> 141\n- AMD 146 -> 148\n- META unchanged at 470", "stop_or_target_change",
     ("NVDA 138 -> 141", "148"), "META"),
    ("**Targets**\n\nTSLA tp 260 → 275\nXOM target steady.", "stop_or_target_change", ("260 → 275",), "XOM"),
    ("## Watchlist\n+ CELH (distributor news)\n- removed RIVN\n- SMCI still on it", "watchlist_news",
     ("CELH", "RIVN"), "SMCI"),
    ("### Fills\n- 40 AMD @ 151.02\n- 25 META @ 478.20", "trade_fill", ("151.02", "478.20"), None),
    ("## Thesis update\n\nStill constructive on semis.", "thesis_update", ("Still constructive",), None),
    ("## Trade proposal\nLong 30 CRWD @ 352, stop 338, target 380.", "trade_proposal", ("352", "338"), None),
])
def test_a_heading_types_the_changes_listed_under_it(content, event_type, facts, absent):
    result = assert_hard(content, event_type, facts, author_name="agent-pm", author_bot=True)
    excerpt = next(e.excerpt for e in result.events if e.event_type == event_type)
    assert absent is None or absent not in excerpt


# Decisions in plain words that the tightened rules must keep.
PLAIN_DECISIONS = [
    ("Drawdown hit 5%, pausing new entries.", "risk_limit"),
    ("Margin utilisation 91% — please reduce.", "risk_limit"),
    ("VaR is 2.3% vs a 2% budget", "risk_limit"),
    ("We're at 92% of the gross limit.", "risk_limit"),
    ("Let's get out of the NVDA calls before the print.", "trade_proposal"),
    ("Flat GOOGL now.", "trade_fill"),
    ("MSFT buy went through at 414.88.", "trade_fill"),
    ("I'm getting more bearish on TSLA after deliveries.", "thesis_update"),
    ("Denied — too close to earnings.", "no_route_decision"),
    ("Rates alerts are Corvin's today; sending the TLT one his way.", "route_decision"),
    ("yes to #2231, but half size: 40 XLV", "trade_approval"),
]


@pytest.mark.parametrize(("content", "event_type"), PLAIN_DECISIONS, ids=lambda v: str(v)[:40])
def test_plain_decisions_stay_hard(content, event_type):
    assert_hard(content, event_type, author_name="agent-desk", author_bot=True)


@pytest.mark.parametrize("content", [
    "Gross 118% vs 200% cap, net 31% vs 60% limit.",
    "VaR 1.1% of NAV against a 2% budget.",
    "All books within limits; no breaches overnight.",
    "Position limits are reviewed every quarter by the committee.",
])
def test_a_limit_status_well_inside_the_limit_is_not_a_risk_event(content):
    result = classify(content, author_name="agent-risk", author_bot=True)
    assert "risk_limit" not in [e.event_type for e in result.events], result
