"""Seeded generator of realistic busy trading-floor captures (shared/CAPTURE-FORMAT.md).

Why: ingest, digest and feed code must be exercised on days that look like a real desk
channel -- long multi-chunk decision reports carrying most of the bytes, a quarter to a
third runtime noise, same-minute bursts, and hard events phrased in many ways -- and be
*scored* against ground truth. `generate_day` returns both the capture lines and the
labels (which messages are hard events, which facts must survive into any digest, which
texts were removed and must never reappear). `generate_bulk` streams cheap create events
for benchmarks.

A test fixture, not runtime code (the demo ships its day as data, bot/demo_data/). It
produces input for the system under test, so it shares none of that system's code or
assumptions: stdlib plus the contract's list of hard-event types, nothing else.
`python -m tests.support.synth --out FILE [--labels FILE]` writes a day (a dev command).

Everything is a pure function of the arguments: each channel draws from its own
`random.Random(f"...{seed}/{channel_id}")` and uses its position in `channel_ids` as the
snowflake worker id, so appending a channel leaves the other channels' events unchanged.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from string import Formatter

from memory.ops import HARD_EVENT_TYPES

DISCORD_EPOCH_MS = 1420070400000
DISCORD_MAX_CHARS = 2000
DEFAULT_CHANNEL_ID = "1400000000000000001"
DEFAULT_GUILD_ID = "1300000000000000001"
DEFAULT_START = datetime(2026, 5, 21, tzinfo=UTC)

EVENT_TYPES = HARD_EVENT_TYPES
PHRASINGS = ("tagged", "untagged", "buried")

# Shape of the default day, measured from a real busy desk channel: ~220 messages and
# ~90 KB of content, 25-33% noise, ~32 hard events. Each day draws its noise share and
# hard-event count within +-JITTER of these, so seeds differ in shape too.
MIN_MESSAGES_PER_CHANNEL = 60
BYTES_PER_MESSAGE = 90_000 / 220
NOISE_SHARE = 0.29
HARD_EVENTS_PER_MESSAGE = 32 / 220
SHAPE_JITTER = 0.1
MESSAGES_PER_BURST = 50
REPORT_MIN_CHARS = 800
REPORT_MAX_CHARS = 3500
# Average content of a chatter line; used to reserve bytes for chatter before the
# long reports are sized to fill the day's byte budget.
CHATTER_BYTES_ESTIMATE = 40

# Units (a message, a chunked report, a burst) are at least this far apart, so a run of
# same-author messages 1-5 s apart is always one split report or one retry storm.
UNIT_GAP_MS = (6_000, 20_000)
CHUNK_GAP_MS = (1_000, 5_000)

# Relative activity per UTC hour for a US-equities desk: quiet overnight (crypto,
# heartbeats), busier pre-market, busiest during the cash session 13:30-20:00 UTC.
_ACTIVITY_BY_UTC_HOUR = (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5, 2.5, 3, 6, 7, 6, 5, 5, 6, 7, 3, 1.5, 1, 1)


# --------------------------------------------------------------------------- labels


@dataclass
class LabelledEvent:
    channel_id: str
    message_id: str
    event_type: str
    # Load-bearing substrings (ticker, side word, size, price levels, trade id) exactly as
    # written in the message's final content: any digest must keep them.
    facts: list[str]
    phrasing: str  # "tagged" | "untagged" | "buried"
    final_state: str  # "live" | "edited" | "deleted" | "forgotten"


@dataclass
class SynthDay:
    events: list[dict]
    hard_events: list[LabelledEvent]
    superseded_facts: list[tuple[str, str, str]]
    removed_texts: list[str]
    noise_message_ids: list[str]

    def stats(self) -> dict:
        """Size figures of the day, per channel, as a JSON-friendly dict."""
        per_channel: dict[str, dict] = {}
        noise = set(self.noise_message_ids)
        for event in self.events:
            if event["op"] != "create":
                continue
            row = per_channel.setdefault(event["channel_id"], {"messages": 0, "content_bytes": 0, "noise": 0})
            message = event["message"]
            row["messages"] += 1
            row["content_bytes"] += len(message["content"].encode("utf-8"))
            row["noise"] += message["id"] in noise
        for row in per_channel.values():
            row["noise_share"] = round(row["noise"] / row["messages"], 3)
        return {
            "channels": per_channel,
            "events": Counter(event["op"] for event in self.events),
            "hard_events": len(self.hard_events),
            "hard_by_type": Counter(label.event_type for label in self.hard_events),
            "hard_by_phrasing": Counter(label.phrasing for label in self.hard_events),
            "hard_by_final_state": Counter(label.final_state for label in self.hard_events),
        }


# --------------------------------------------------------------------------- cast


@dataclass(frozen=True)
class Author:
    id: str
    name: str
    bot: bool
    role: str


CORVIN = Author("1464508146579148851", "Corvin", True, "research")
QUILL = Author("1464508146579148852", "Quill", True, "news")
SABLE = Author("1464508146579148853", "Sable", True, "risk")
HALDEN = Author("1464508146579148854", "Halden", True, "execution")
MIRELA = Author("1464508146579148855", "Mirela", True, "router")
DANA = Author("1301122334455667701", "dana.k", False, "pm")
RAJ = Author("1301122334455667702", "raj", False, "trader")
THEO = Author("1301122334455667703", "Theo M.", False, "ops")  # also the channel moderator

AGENTS = (CORVIN, QUILL, SABLE, HALDEN, MIRELA)
HUMANS = (DANA, RAJ, THEO)

# Who plausibly posts each hard event; buried phrasings take only the agents (reports).
_EVENT_AUTHORS = {
    "trade_proposal": (CORVIN, QUILL, RAJ),
    "trade_approval": (DANA, DANA, SABLE, RAJ),
    "trade_confirmation": (HALDEN,),
    "trade_fill": (HALDEN,),
    "stop_or_target_change": (SABLE, RAJ, CORVIN),
    "route_decision": (MIRELA,),
    "no_route_decision": (MIRELA,),
    "held_position_news": (QUILL, MIRELA),
    "watchlist_news": (QUILL, CORVIN),
    "thesis_update": (CORVIN, QUILL, DANA),
    "risk_limit": (SABLE, DANA),
}

# Stage of each trade-lifecycle type inside one trade's story (time order).
_TRADE_STAGES = {
    "trade_proposal": 0,
    "trade_approval": 1,
    "trade_confirmation": 2,
    "trade_fill": 3,
    "stop_or_target_change": 4,
}
# News on a held position comes after the position exists.
_STORY_STAGES = {**_TRADE_STAGES, "held_position_news": 5}


# --------------------------------------------------------------------------- instruments


@dataclass(frozen=True)
class Instrument:
    symbol: str
    ref: float  # reference price (premium for options)
    tick: float
    decimals: int
    sizes: tuple[float, ...]

    def fmt(self, value: float) -> str:
        return f"{round(value / self.tick) * self.tick:.{self.decimals}f}"

    def price(self, rel: float) -> str:
        return self.fmt(self.ref * (1 + rel))


_SHARES = (10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500)
_CONTRACTS = (1, 2, 3, 4, 5, 8, 10)
_OPTION_LOTS = (2, 5, 10, 15, 20, 25, 40)


def _equity(symbol: str, ref: float) -> Instrument:
    return Instrument(symbol, ref, 0.01, 2, _SHARES)


EQUITIES = tuple(
    _equity(symbol, ref)
    for symbol, ref in (
        ("NVDA", 142.5), ("AAPL", 228.3), ("MSFT", 431.2), ("AMD", 156.4), ("TSLA", 342.1),
        ("META", 598.0), ("AMZN", 204.6), ("GOOGL", 176.9), ("AVGO", 238.2), ("SMCI", 41.2),
        ("PLTR", 71.4), ("JPM", 247.3), ("XOM", 112.8), ("LLY", 781.5), ("COST", 948.0),
        ("NFLX", 902.4), ("CRWD", 372.6), ("MU", 101.3), ("ORCL", 189.7), ("UBER", 74.2),
        # ETFs trade like equities for sizing and price format
        ("SPY", 598.4), ("QQQ", 518.2), ("IWM", 231.5), ("XLE", 93.1), ("TLT", 91.6),
        ("GLD", 243.0), ("SMH", 252.7), ("HYG", 79.4),
    )
)
OTHER_INSTRUMENTS = (
    Instrument("BTC-USD", 97400.0, 1.0, 0, (0.05, 0.1, 0.25, 0.5, 0.75, 1.2)),
    Instrument("ETH-USD", 3420.0, 0.01, 2, (0.5, 1, 2, 4, 6, 10)),
    Instrument("SOL-USD", 238.0, 0.01, 2, (10, 25, 40, 80)),
    Instrument("ES", 5985.0, 0.25, 2, _CONTRACTS),
    Instrument("NQ", 21320.0, 0.25, 2, _CONTRACTS),
    Instrument("CL", 71.3, 0.01, 2, _CONTRACTS),
    Instrument("GC", 2672.0, 0.1, 1, _CONTRACTS),
    Instrument("ZN", 110.5, 0.005, 3, _CONTRACTS),
    Instrument("NVDA 150C 6/19", 4.35, 0.01, 2, _OPTION_LOTS),
    Instrument("SPY 590P 6/26", 3.10, 0.01, 2, _OPTION_LOTS),
    Instrument("TSLA 400C 7/17", 12.80, 0.05, 2, _OPTION_LOTS),
    Instrument("AAPL 230C 5/29", 2.85, 0.01, 2, _OPTION_LOTS),
    Instrument("QQQ 500P 9/18", 4.90, 0.01, 2, _OPTION_LOTS),
)
INSTRUMENTS = EQUITIES + OTHER_INSTRUMENTS
# Mostly single names and ETFs, as on a real equities desk.
_INSTRUMENT_WEIGHTS = (3,) * len(EQUITIES) + (1.5,) * len(OTHER_INSTRUMENTS)


def _pick_instrument(rng: random.Random) -> Instrument:
    return rng.choices(INSTRUMENTS, weights=_INSTRUMENT_WEIGHTS)[0]


def _fmt_qty(qty: float) -> str:
    return str(qty) if isinstance(qty, int) else f"{qty:.3f}".rstrip("0").rstrip(".")


def _short_price(text: str) -> str:
    """'142.50' -> '142.5', '142.00' -> '142': how people type prices."""
    return text.rstrip("0").rstrip(".") if "." in text else text


# --------------------------------------------------------------------------- template values

_HEADLINES = (
    "guides FY revenue above consensus", "announces a $10B buyback", "CFO departs effective immediately",
    "downgraded to Underweight at a bulge-bracket broker", "upgraded to Buy with a Street-high target",
    "misses on gross margin and guides Q3 below the Street", "faces a DOJ antitrust probe, per a press report",
    "wins a $2.1B defense contract", "halted pending news", "added to the S&P 500 effective next Monday",
    "raises the dividend 8%", "prices a secondary offering at a 6% discount",
    "is the target of a short-seller report alleging channel stuffing", "sees record ETF inflows",
    "reports an exchange outage on a major venue", "confirms a data-center supply deal with a hyperscaler",
    "cuts full-year unit guidance on weak China demand", "announces a CEO transition plan",
)
_SIGNAL_EVENTS = (
    "earnings gap", "unusual options activity", "analyst downgrade", "block trade print", "volume spike",
    "halt/resume", "guidance change", "insider buying filing", "index rebalance flow",
)
_TRADE_REASONS = (
    "breakout over the 50-day on 2x volume", "post-earnings drift setup", "mean reversion after a 3-sigma down day",
    "relative strength vs the sector", "catalyst next week is under-owned", "funding reset makes the carry attractive",
    "positioning is crowded the other way", "support held three times this week",
)
_NO_ROUTE_REASONS = (
    "already priced in", "below our liquidity floor", "duplicate of the earlier alert", "not in any book's mandate",
    "signal score too low", "stale headline from yesterday", "the desk is flat that name by policy",
)
_THESIS_CHANGES = (
    "margin recovery is slower than modelled", "the capex cycle extends into 2027",
    "pricing power is weaker than I assumed",
    "the buyback now more than covers dilution", "the regulatory overhang is clearing",
    "the demand pull-forward looks bigger than we thought", "management credibility took a hit on the call",
    "the balance sheet can now fund the expansion without equity",
)
_STANCES = ("bullish", "neutral", "bearish")
_MACRO_EVENTS = (
    "CPI", "FOMC minutes", "retail sales", "jobless claims", "PMI flash", "a 10-year auction", "Powell remarks",
)
_SECTORS = ("semis", "software", "energy", "banks", "staples", "biotech", "megacap tech", "crypto")
_VENUES = ("IBKR SMART", "ARCA", "Coinbase Prime", "CME Globex", "a dark pool", "NSDQ")
_CRON_JOBS = ("portfolio-sync", "pnl-snapshot", "risk-recalc", "news-ingest", "calendar-refresh", "quote-cache-warm")
_PROVIDER_ERRORS = {
    529: "overloaded", 500: "internal error", 503: "service unavailable", 502: "bad gateway", 429: "too many requests",
}
_CODENAME_WORDS = ("Amber", "Heron", "Quartz", "Lantern", "Juniper", "Falcon", "Cobalt", "Meridian", "Willow", "Basalt")


def _signed_pct(rng: random.Random, low: float, high: float) -> str:
    return f"{rng.choice('+-')}{rng.uniform(low, high):.1f}%"


def _other_symbol(values: _Values) -> str:
    return values.rng.choice([inst for inst in INSTRUMENTS if inst is not values.inst]).symbol


# One maker per template field; a maker may read other fields (values[...]) to keep
# pairs coherent: a retry counter never exceeds its limit, a score sits below its threshold.
_FIELD_MAKERS = {
    "tk": lambda v: v.inst.symbol,
    "tk2": _other_symbol,
    "tk3": _other_symbol,
    "lvl": lambda v: v.inst.price(v.rng.uniform(-0.05, 0.05)),
    "lvl2": lambda v: v.inst.price(v.rng.uniform(-0.06, 0.06)),
    # directional levels, for sentences where "support below, resistance above" matters
    "sup": lambda v: v.inst.price(-v.rng.uniform(0.01, 0.04)),
    "sup2": lambda v: v.inst.price(-v.rng.uniform(0.05, 0.09)),
    "res": lambda v: v.inst.price(v.rng.uniform(0.01, 0.05)),
    "move": lambda v: _signed_pct(v.rng, 0.4, 9.5),
    "small_move": lambda v: _signed_pct(v.rng, 0.1, 1.2),
    "pct": lambda v: f"{v.rng.uniform(1, 18):.1f}",
    "iv": lambda v: str(v.rng.randint(18, 75)),
    "rv": lambda v: str(v.rng.randint(12, 70)),
    "bp": lambda v: str(v.rng.randint(2, 35)),
    "updown": lambda v: v.rng.choice(("higher", "lower")),
    "adv": lambda v: str(v.rng.randint(900, 2400)),
    "dec": lambda v: str(v.rng.randint(900, 2400)),
    "long_short": lambda v: v.rng.choice(("long", "short")),
    "dtc": lambda v: f"{v.rng.uniform(0.8, 6.5):.1f}",
    "corr": lambda v: f"{v.rng.uniform(0.2, 0.95):.2f}",
    "beta": lambda v: f"{v.rng.uniform(0.6, 2.1):.2f}",
    "fund": lambda v: f"{v.rng.uniform(4, 28):.1f}",
    "macro": lambda v: v.rng.choice(_MACRO_EVENTS),
    "time_et": lambda v: v.rng.choice(("8:30", "10:00", "14:00", "14:30")),
    "sector": lambda v: v.rng.choice(_SECTORS),
    "agent": lambda v: v.rng.choice(AGENTS).name,
    "dest": lambda v: v.rng.choice((CORVIN, QUILL, SABLE, HALDEN)).name,
    "event": lambda v: v.rng.choice(_SIGNAL_EVENTS),
    "headline": lambda v: v.rng.choice(_HEADLINES),
    "reason": lambda v: v.rng.choice(_TRADE_REASONS),
    "reason_nr": lambda v: v.rng.choice(_NO_ROUTE_REASONS),
    "score": lambda v: f"{v.rng.uniform(0.05, 0.4):.2f}",
    "thr": lambda v: f"{float(v['score']) + v.rng.uniform(0.05, 0.3):.2f}",
    "sig": lambda v: f"{v.rng.uniform(0.6, 0.95):.2f}",
    "thesis_change": lambda v: v.rng.choice(_THESIS_CHANGES),
    "stance_old": lambda v: v.rng.choice(_STANCES),
    "stance_new": lambda v: v.rng.choice([s for s in _STANCES if s != v["stance_old"]]),
    "conv_old": lambda v: f"{v.rng.randint(1, 5)}/5",
    "conv_new": lambda v: v.rng.choice([f"{n}/5" for n in range(1, 6) if f"{n}/5" != v["conv_old"]]),
    "fv": lambda v: v.inst.price(v.rng.uniform(-0.15, 0.25)),
    "gross": lambda v: f"{v.rng.randint(86, 99)}%",
    "lim": lambda v: v.rng.choice(("5%", "7.5%", "10%")),
    "conc": lambda v: f"{float(v['lim'][:-1]) * v.rng.uniform(0.97, 1.2):.1f}%",
    "loss_lim": lambda v: v.rng.choice(("-$150k", "-$200k", "-$250k")),
    "loss": lambda v: f"-${float(v['loss_lim'][2:-1]) * v.rng.uniform(0.9, 1.1):.1f}k",
    "side_block": lambda v: v.rng.choice(("longs", "shorts", "adds")),
    "venue": lambda v: v.rng.choice(_VENUES),
    "ack": lambda v: f"OID {v.rng.randint(10_000_000, 99_999_999)}",
    "slip": lambda v: str(v.rng.randint(0, 9)),
    "risk_bp": lambda v: str(v.rng.randint(15, 60)),
    "spread": lambda v: str(v.rng.randint(1, 12)),
    "hhmm": lambda v: f"{v.rng.randint(13, 20):02d}:{v.rng.randint(0, 59):02d}",
    "pnl": lambda v: f"{v.rng.choice('+-')}${v.rng.uniform(2, 80):.1f}k",
    "tf": lambda v: v.rng.choice(("5m", "15m", "1h", "4h", "1d")),
    "session": lambda v: v.rng.choice(("US open", "midday", "US close", "Asia session")),
    # runtime noise
    "uptime": lambda v: f"{v.rng.randint(0, 71)}h{v.rng.randint(0, 59)}m",
    "job": lambda v: v.rng.choice(_CRON_JOBS),
    "secs": lambda v: f"{v.rng.uniform(0.2, 48):.1f}",
    "run": lambda v: f"{v.rng.getrandbits(24):06x}",
    "code": lambda v: str(v.rng.choice(tuple(_PROVIDER_ERRORS))),
    "perr": lambda v: _PROVIDER_ERRORS[int(v["code"])],
    "k": lambda v: str(v.rng.randint(1, int(v["n"]))),
    "n": lambda v: str(v.rng.randint(3, 6)),
    "q": lambda v: str(v.rng.choice((0, 0, 0, 1, 2, 3, 5, 8))),
    "backoff": lambda v: str(v.rng.choice((5, 10, 15, 30, 60, 90))),
    "ms": lambda v: str(v.rng.randint(40, 3200)),
    "mb": lambda v: str(v.rng.randint(180, 1400)),
    "turn": lambda v: str(v.rng.randint(1, 480)),
    "tin": lambda v: str(v.rng.randint(2_000, 190_000)),
    "tout": lambda v: str(v.rng.randint(40, 4_000)),
    "kb": lambda v: f"{v.rng.uniform(2, 96):.1f}",
}

# Fields whose values are load-bearing in a hard event: when a template names one, its
# value becomes a fact that must survive into any digest.
_FACT_FIELDS = frozenset({
    "tk", "side", "SIDE", "qty", "half_qty", "part_qty", "px", "px_s", "stop", "tgt", "new_stop", "new_tgt",
    "fill_px", "tid", "dest", "lvl", "move", "score", "thr", "fv", "stance_old", "stance_new", "conv_old",
    "conv_new", "gross", "conc", "lim", "loss", "loss_lim",
})


class _Values(dict):
    """Template values: fixed ones given up front, the rest drawn on first use, so a
    template only consumes randomness for the fields it names and repeats stay equal."""

    def __init__(self, rng: random.Random, inst: Instrument, fixed: dict[str, str] | None = None):
        super().__init__(fixed or {})
        self.rng = rng
        self.inst = inst

    def __missing__(self, key: str) -> str:
        value = _FIELD_MAKERS[key](self)
        self[key] = value
        return value


@cache
def _field_names(template: str) -> tuple[str, ...]:
    return tuple(name for _, name, _, _ in Formatter().parse(template) if name)


def _render(template: str, values: _Values) -> tuple[str, list[str]]:
    """Fill a template; return the text and the load-bearing values it used."""
    text = template.format_map(values)
    facts: list[str] = []
    for name in _field_names(template):
        if name in _FACT_FIELDS and values[name] not in facts:
            facts.append(values[name])
    return text, facts


# --------------------------------------------------------------------------- hard-event templates

# Per type and phrasing. "buried" entries are one decision sentence that is dropped into
# a paragraph of a long analysis report.
_HARD_TEMPLATES: dict[str, dict[str, tuple[str, ...]]] = {
    "trade_proposal": {
        "tagged": (
            "[PROPOSED] {SIDE} {qty} {tk} @ {px} — {tid}\n"
            "Stop {stop}, target {tgt}. Risk {risk_bp}bp of NAV. Rationale: {reason}.",
            "**PROPOSAL {tid}**: {SIDE} {qty} {tk} limit {px} | SL {stop} | TP {tgt}\n> {reason}",
            "[TRADE PROPOSAL] {tid} {side} {tk} x{qty} @ {px} (stop {stop} / tgt {tgt})",
        ),
        "untagged": (
            "I'd like to {side} {qty} {tk} around {px}, stop at {stop}, first target {tgt}. "
            "{reason}. Needs sign-off ({tid}).",
            "proposing we {side} {qty} {tk} here at {px} — invalidation {stop}. ticket {tid}",
            "thinking {side} {qty} {tk} near {px} with a {stop} stop; anyone object?",
        ),
        "buried": (
            "**Proposal ({tid}):** {side} {qty} {tk} at {px}, stop {stop}, target {tgt}.",
            "Net: I'm proposing to {side} {qty} {tk} at {px} with a stop at {stop} and a target of {tgt}, "
            "pending approval.",
        ),
    },
    "trade_approval": {
        "tagged": (
            "**APPROVED** {tid}",
            "**APPROVED** {tid} — {side} {qty} {tk} @ {px}, size as proposed",
            "[APPROVED] {tid} ✅ {SIDE} {qty} {tk}",
            "✅ APPROVAL {tid}: {tk} {side} {qty} up to {px}",
        ),
        "untagged": (
            "approved, go ahead with the {qty} {tk} at {px_s}",
            "ok go on {tid}. keep the stop at {stop}",
            "fine by me — {side} the {qty} {tk}, don't chase past {px}",
            "yes to {tid}, but half size: {half_qty} {tk}",
        ),
        "buried": (
            "On the {tk} ticket, I've approved {tid} at {px} for {qty}.",
            "Approval: {tid} is approved for {qty} {tk} at or better than {px}.",
        ),
    },
    "trade_confirmation": {
        "tagged": (
            "[CONFIRMED] {tid} {SIDE} {qty} {tk} @ {px} — order working at {venue}",
            "**ORDER CONFIRMED** {tid}: {side} {qty} {tk} limit {px}, broker ack {ack}",
            "[CONFIRM] {tid} submitted: {SIDE} {qty} {tk} LMT {px} DAY",
        ),
        "untagged": (
            "order for {tid} is in: {side} {qty} {tk} at {px} limit, broker acked",
            "confirmed with the broker — {qty} {tk} {side} order live at {px}",
        ),
        "buried": (
            "Execution note: {tid} was confirmed by the broker as a {side} of {qty} {tk} at {px} limit.",
            "For the record, the {tk} order ({tid}) is confirmed: {side} {qty} at {px}.",
        ),
    },
    "trade_fill": {
        "tagged": (
            "[FILLED] {tid} {SIDE} {qty} {tk} avg {fill_px}",
            "**FILL** {tid}: {qty}/{qty} {tk} @ {fill_px} (slippage {slip}bp)",
            "[PARTIAL FILL] {tid} {part_qty}/{qty} {tk} @ {fill_px}, rest working",
        ),
        "untagged": (
            "we're filled on {tid}, {qty} {tk} at {fill_px}",
            "got the {tk} fill: {side} {qty} at {fill_px}, vs the {px} limit",
        ),
        "buried": (
            "Fills: {tid} completed at an average of {fill_px} for {qty} {tk}.",
            "The {tk} {side} ({tid}) filled {qty} at {fill_px}.",
        ),
    },
    "stop_or_target_change": {
        "tagged": (
            "[STOP MOVED] {tk} {tid}: stop {stop} → {new_stop}",
            "**TARGET CHANGE** {tid} {tk}: target now {new_tgt} (was {tgt})",
            "[STOP UPDATE] {tk} {tid}: stop now {new_stop}, target {tgt} unchanged",
        ),
        "untagged": (
            "moving the {tk} stop to {new_stop}, locking in part of the move",
            "trail the {tk} stop to {new_stop} on {tid} please",
            "taking the {tk} target in to {new_tgt}, momentum is fading",
        ),
        "buried": (
            "Risk management: I've moved the stop on {tk} ({tid}) to {new_stop}.",
            "I'm bringing the {tk} target in to {new_tgt} and leaving the stop at {stop}.",
        ),
    },
    "route_decision": {
        "tagged": (
            "[ROUTE] {tk} {event} → {dest}",
            "**ROUTED** {tk} signal (score {sig}) to {dest} for sizing",
            "[ROUTE] {tk} {event}: owner {dest}, priority high",
        ),
        "untagged": (
            "sending the {tk} {event} to {dest}, it's their book",
            "{dest}, this one's yours: {tk} {event}. please take it",
        ),
        "buried": (
            "Routing: the {tk} {event} goes to {dest}, who owns that book.",
            "I've routed the {tk} follow-up to {dest} for a sizing pass.",
        ),
    },
    "no_route_decision": {
        "tagged": (
            "[NO ROUTE] {tk} {event}: not material, no action",
            "**NO-ROUTE** {tk} — {reason_nr}; dropping",
            "[SKIP] {tk} {event} — below threshold ({score} < {thr})",
        ),
        "untagged": (
            "not routing the {tk} {event} anywhere, {reason_nr}",
            "passing on {tk} — {reason_nr}, nothing to do",
        ),
        "buried": (
            "No route: the {tk} {event} doesn't clear our materiality bar, so nobody picks it up.",
            "I'm explicitly not routing {tk} today ({reason_nr}).",
        ),
    },
    "held_position_news": {
        "tagged": (
            "[HELD NEWS] {tk} {headline} ({move}). We hold {qty}.",
            "**POSITION NEWS** {tk}: {headline}. Last {lvl}, {move}.",
            "📰 [HELD] {tk} — {headline}; our {qty} from {px} is {move} on it",
        ),
        "untagged": (
            "heads up, {tk} {headline} — we're holding {qty} from {px}",
            "{tk} just moved {move} after it {headline}, that's our position",
        ),
        "buried": (
            "On our held {tk} position ({qty} from {px}), the company {headline}; the stock is {move}.",
            "Position news: {tk} {headline}, which matters because we hold {qty}.",
        ),
    },
    "watchlist_news": {
        "tagged": (
            "[WATCHLIST] {tk}: {headline} ({move})",
            "**WATCH** {tk} {headline} — level to watch {lvl}",
            "👀 [WATCHLIST NEWS] {tk} {move} after it {headline}",
        ),
        "untagged": (
            "{tk} from the watchlist {headline}, trading {move}",
            "keep an eye on {tk}, it {headline}; {lvl} is the level",
        ),
        "buried": (
            "Watchlist: {tk} {headline}, now {move}; I'd only engage above {lvl}.",
            "Not held, but worth flagging: {tk} {headline} ({move}).",
        ),
    },
    "thesis_update": {
        "tagged": (
            "[THESIS] {tk}: {thesis_change}. Conviction {conv_old} → {conv_new}.",
            "**THESIS UPDATE** {tk} — {thesis_change}; new fair value {fv}",
            "[THESIS CHANGE] {tk} {stance_old} → {stance_new}: {thesis_change}",
        ),
        "untagged": (
            "updating my {tk} view: {thesis_change}, fair value now {fv}",
            "changing my mind on {tk} — {stance_new} now, {thesis_change}",
        ),
        "buried": (
            "Thesis update: on {tk}, {thesis_change}; I now see fair value at {fv}.",
            "Bottom line on {tk}: I'm moving from {stance_old} to {stance_new} because {thesis_change}.",
        ),
    },
    "risk_limit": {
        "tagged": (
            "[RISK] gross exposure {gross} of cap — new {side_block} blocked",
            "**RISK LIMIT** {tk} position at {conc} of NAV (limit {lim}), no adds",
            "[RISK LIMIT] daily P&L {loss} vs limit {loss_lim}: de-risking",
        ),
        "untagged": (
            "we're at {gross} of the gross cap, no new {side_block} until something closes",
            "daily P&L is {loss}, limit is {loss_lim}, stop adding risk",
        ),
        "buried": (
            "Risk: {tk} is now {conc} of NAV against a {lim} single-name limit, so no adds.",
            "We have hit the {loss_lim} daily loss limit ({loss} on the day) and I'm pausing new entries.",
        ),
    },
}


def _is_level_edit_template(template: str) -> bool:
    """A stop template naming only the new stop level, so an edit can swap that level
    and the old one then appears nowhere in the final content."""
    names = _field_names(template)
    return "new_stop" in names and "stop" not in names


# --------------------------------------------------------------------------- reports, chatter, noise

_REPORT_TITLES = {
    "research": (
        "## {tk} — research note", "## Morning scan: {tk}, {tk2}, {tk3}", "## {tk} deep dive: positioning and levels",
        "## Idea review — {tk}",
    ),
    "news": (
        "## Macro & news wrap ({session})", "## {tk} earnings preview", "## Overnight headlines digest",
        "## Sector pulse: {sector}",
    ),
    "risk": ("## Risk review — {session}", "## Exposure snapshot", "## Stress test: {tk} {move} shock"),
    "execution": ("## Execution quality — {session}", "## Fills & slippage report", "## Order book notes: {tk}"),
    "router": ("## Routing summary — {session}", "## Signal triage log", "## Desk workload & routing"),
}
_SECTION_HEADINGS = (
    "### What changed", "### Levels", "### Positioning", "### Risks", "### Plan", "### Flow", "### Context",
    "### Scenario analysis", "### Open questions",
)
_ANALYSIS_SENTENCES = (
    "{tk} has held the {lvl} area three times this week, and volume on the bounces has been declining.",
    "Implied vol sits at {iv}% versus a 30-day realised of {rv}%, "
    "so options are pricing more movement than we have seen.",
    "Breadth is mixed: {adv} advancers against {dec} decliners on the NYSE at the last check.",
    "The 20-day moving average at {lvl} is flattening, which usually precedes a range rather than a trend.",
    "Positioning data shows funds net {long_short} by roughly {pct}% relative to the one-year average.",
    "The dollar index is {small_move} on the session and 10-year yields are {bp}bp {updown}.",
    "Our model's expected move into the print is ±{pct}%, slightly above the eight-quarter median.",
    "Sector peers are {move} on average, so {tk} is roughly in line with its group.",
    "Liquidity is thin above {res}; the book shows size resting at {sup}.",
    "Nothing in the overnight flow changes the medium-term picture for {tk}.",
    "Credit spreads are stable and HYG is {small_move}, which argues against a broad risk-off move.",
    "Earnings revisions for the next two quarters have moved {bp}bp {updown} over the past month.",
    "Short interest is {pct}% of float, with days-to-cover at {dtc}.",
    "The 20-session correlation between {tk} and {tk2} has risen to {corr}.",
    "Call skew is steepening in the front month, which fits with the upside chase we saw yesterday.",
    "I am watching {lvl} as the line between a pullback and a trend change.",
    "The last three sessions printed lower highs on falling volume.",
    "Perp funding is running at {fund}% annualised, elevated but not extreme.",
    "VWAP on the session is {lvl}, and price has spent most of the morning below it.",
    "{macro} at {time_et} ET is the main scheduled risk today, and {sector} tends to react most.",
    "Dealer gamma looks short below {sup}, so moves through that level could extend.",
    "Our fill quality on {tk} has been fine, averaging {slip}bp of slippage against arrival.",
    "The {tf} chart shows a tight flag just under {lvl}, with momentum rolling over.",
    "Relative strength versus {tk2} has improved for five straight sessions.",
    "Two sell-side notes this morning repeat the consensus view and add little new information.",
    "Open interest is concentrated at the {lvl2} strike, which may pin price into Friday.",
    "Beta to SPY is running at {beta}, higher than the one-year average.",
    "The desk's net exposure to {sector} is modest, so this is not a crowded book for us.",
    "Historically this setup resolves within three to five sessions; our hit rate on it is about {pct} in 30.",
    "If {tk} loses {sup}, the next meaningful area is {sup2}, with little in between.",
    "Order flow on the tape skewed to the offer during the last hour of trading.",
    "Latency on the market-data feed was normal, so none of this looks like a print error.",
    "Management's tone on the call was more cautious than the numbers alone would suggest.",
    "The spread widened to {spread} cents around the open and has since normalised.",
    "We still lack a clean read on inventory, which keeps the range of outcomes wide.",
)
_BULLETS = (
    "- **Support:** {sup} · **Resistance:** {res}",
    "- Realised vol (10d): {rv}% vs implied {iv}%",
    "- Beta to SPY: {beta}",
    "- Open P&L on the book: {pnl}",
    "- Short interest: {pct}% of float, {dtc} days to cover",
    "- 20d correlation with {tk2}: {corr}",
    "- Next catalyst: {macro} at {time_et} ET",
    "- Sector ({sector}) on the day: {move}",
    "- Perp funding: {fund}% annualised",
    "- Avg quoted spread: {spread}c, depth at touch thin",
    "- Tape: {adv} advancers / {dec} decliners",
    "- Desk queue: {q} open requests, median wait {secs}s",
    "- VWAP {lvl}; session range {sup}–{res}",
    "- Last cached quote for {tk2}: {hhmm} UTC",
)

_HUMAN_CHATTER = (
    "morning all", "gm", "coffee first, then the {tk} review", "anyone else seeing {tk} lag on the feed?",
    "{agent} can you pull the {tk} options chain?", "what's our exposure to {sector} right now?",
    "lol that {tk} candle", "brb, call with the prime broker", "{macro} at {time_et} ET, let's not be heroes into it",
    "nice write-up on {tk} {agent}", "who's covering the close today?", "is the {tk} borrow still expensive?",
    "ok", "👍", "thanks", "can we keep the reports shorter today? reading on mobile",
    "{tk} volume looks light, not convinced", "any news on {tk}? it's {move} and I can't find why",
    "lunch, back in 20", "{agent} summary of the last hour pls", "agree with that", "hmm, not sure about {tk} here",
    "{tk2} looks heavy too", "can someone sanity-check the {tk} levels?", "where are we on the {tk} write-up?",
    "{tk} ripping, {tk2} not following. odd", "did the {job} job run? numbers look stale",
    "good call on {tk} yesterday", "{agent}, too long, give me the 3-line version", "who has the pen on the risk memo?",
    "{tk} spread is silly wide right now", "anyone have a read on the {macro} number?",
    "heading into a meeting, ping me if {tk} breaks {sup}", "feed froze for me for a minute, anyone else?",
    "let's revisit {tk} after the close", "that {sector} move is all short covering imo",
    "not touching {tk} before {macro}", "{agent} is on fire today", "back", "sure", "makes sense",
    "can you double-check that number?",
)
_AGENT_CHATTER = (
    "Acknowledged. Pulling the {tk} chain now.", "On it.", "Noted — will include {tk} in the next sweep.",
    "Done. Summary is above.", "Quick one: the {tk} bid/ask widened to {spread} cents, flagging for execution quality.",
    "Question for the desk: should {tk} stay on the watchlist?",
    "I don't have a live quote for {tk}; last cached {lvl} at {hhmm} UTC.",
    "Here's the {tf} chart you asked for.", "Thanks, updated my notes.", "Checking with {agent} before I answer.",
    "Short version: {tk} is range-bound between {sup} and {res}; nothing actionable yet.",
    "Will do. ETA ~{backoff} min.", "I can't see positions older than 30 days from here; asking {agent}.",
    "Correction noted, I'll use {lvl} for {tk} going forward.", "Yes — that matches my numbers within rounding.",
    "Re-running the {tk} screen with the updated universe.", "No change on my side since the last update.",
    "{tk} borrow is {pct}% annualised per the last locate.",
)
_TYPO_CHATTER = (
    ("anyone looking at {tk} into teh close?", "anyone looking at {tk} into the close?"),
    ("{agent} pls recheck the {tk} leves", "{agent} pls recheck the {tk} levels"),
    ("thats a big print on {tk} , who bought?", "that's a big print on {tk}, who bought?"),
)
_NOISE = (
    "[heartbeat] {me} alive uptime={uptime}",
    "[heartbeat] {me} ok · last tick {secs}s ago",
    "cron: {job} completed in {secs}s",
    "cron: {job} started (run {run})",
    "provider error {code} {perr}, retrying ({k}/{n})",
    "status: idle, queue={q}",
    "status: busy, queue={q}, running={job}",
    "⏳ still working on the {tk} analysis...",
    "⏳ {me} thinking... ({secs}s)",
    "rate limited by provider, backing off {backoff}s",
    "health ok",
    "health ok · p95={ms}ms · mem={mb}MB",
    "[runtime] {me} turn {turn} finished in {secs}s (in={tin} tok, out={tout} tok)",
    "context refreshed: {q} new msgs, {kb} KB",
    "⚠️ gateway reconnect (attempt {k}/{n}), session resumed",
    "market-data timeout after {ms}ms, retrying",
    "tool get_quote({tk}) -> 200 in {ms}ms",
)


def _noise_text(rng: random.Random, author: Author) -> str:
    return rng.choice(_NOISE).format_map(_Values(rng, _pick_instrument(rng), {"me": author.name.lower()}))


def _chatter_text(rng: random.Random, author: Author) -> str:
    bank = _AGENT_CHATTER if author.bot else _HUMAN_CHATTER
    return rng.choice(bank).format_map(_Values(rng, _pick_instrument(rng)))


def _prose(rng: random.Random, inst: Instrument, sentences: int) -> list[str]:
    return [rng.choice(_ANALYSIS_SENTENCES).format_map(_Values(rng, inst)) for _ in range(sentences)]


def _report_text(
    rng: random.Random, author: Author, inst: Instrument, target_chars: int, decision: str | None = None
) -> str:
    """A multi-paragraph markdown report of about `target_chars` (never over REPORT_MAX_CHARS).

    With `decision`, that sentence is buried inside one analysis paragraph in the middle,
    as agents do when the one actionable line sits among paragraphs of reasoning.
    """
    title = rng.choice(_REPORT_TITLES[author.role]).format_map(_Values(rng, inst))
    # Each block is a list of sentences (prose) or of lines (bullets); joined at the end.
    blocks: list[tuple[str, str, list[str]]] = [
        ("title", "", [title]),
        ("prose", "", _prose(rng, inst, rng.randint(2, 4))),
    ]
    limit = REPORT_MAX_CHARS - (len(decision) + 1 if decision else 0)
    length = len(title) + sum(len(s) + 1 for s in blocks[1][2])
    while length < target_chars:
        heading = rng.choice(_SECTION_HEADINGS) if rng.random() < 0.6 else ""
        if rng.random() < 0.3:
            bullets = [rng.choice(_BULLETS).format_map(_Values(rng, inst)) for _ in range(rng.randint(3, 5))]
            block = ("bullets", heading, bullets)
        else:
            block = ("prose", heading, _prose(rng, inst, rng.randint(3, 5)))
        size = len(heading) + sum(len(s) + 1 for s in block[2]) + 2
        if length + size > limit:
            break
        blocks.append(block)
        length += size
    if decision:
        prose_at = [i for i, block in enumerate(blocks) if block[0] == "prose"]
        middle = [i for i in prose_at if 0 < i < len(blocks) - 1] or prose_at
        sentences = blocks[rng.choice(middle)][2]
        sentences.insert(rng.randint(1, len(sentences)), decision)
    paragraphs = []
    for kind, heading, lines in blocks:
        body = " ".join(lines) if kind == "prose" else "\n".join(lines)
        paragraphs.append(f"{heading}\n{body}" if heading else body)
    return "\n\n".join(paragraphs)


def _split_chunks(text: str, limit: int = DISCORD_MAX_CHARS) -> list[str]:
    """Split at paragraph boundaries into messages of at most `limit` characters, the way
    bots post reports over Discord's limit (a paragraph is never cut, so a buried decision
    sentence stays whole inside one chunk)."""
    chunks: list[str] = []
    current = ""
    for paragraph in text.split("\n\n"):
        candidate = f"{current}\n\n{paragraph}" if current else paragraph
        if len(candidate) <= limit:
            current = candidate
        else:
            chunks.append(current)
            current = paragraph
    chunks.append(current)
    return chunks


# --------------------------------------------------------------------------- channel day plan


@dataclass(eq=False)
class _Msg:
    author: Author
    content: str
    kind: str  # "noise" | "chatter" | "report" | "hard"
    event_type: str = ""
    phrasing: str = ""
    facts: list[str] = field(default_factory=list)
    attachments: list[tuple[str, int]] = field(default_factory=list)  # (filename, size)
    embeds: list[dict] = field(default_factory=list)
    reply_to: _Msg | None = None
    wants_reply: bool = False  # chatter replying to a recent message, resolved after layout
    fate: str = "live"  # "live" | "deleted" | "forgotten"
    ms: int = 0
    id: str = ""


@dataclass(eq=False)
class _Unit:
    """Messages laid out together: one message, a run (chunks of one report, or one
    agent's retry storm, 1-5 s apart) or a burst (3+ authors inside one minute)."""

    msgs: list[_Msg]
    layout: str  # "single" | "run" | "burst"
    market_hours: bool = True  # sampled from desk activity; noise is spread evenly
    story: _Trade | None = None
    stage: int = 0
    t_ms: int = 0


@dataclass(eq=False)
class _Trade:
    """One trade's shared numbers, so its proposal, approval, fill... agree."""

    inst: Instrument
    entry: float
    sign: int  # +1 long, -1 short
    risk: float  # stop distance as a fraction of entry
    fields: dict[str, str]
    msgs: dict[int, _Msg] = field(default_factory=dict)  # stage -> labelled message

    @classmethod
    def draw(cls, rng: random.Random, tid_number: int) -> _Trade:
        inst = _pick_instrument(rng)
        sign = rng.choice((1, 1, -1))  # the desk is mostly long
        entry = inst.ref * (1 + rng.uniform(-0.02, 0.02))
        risk = rng.uniform(0.02, 0.06)
        qty = rng.choice(inst.sizes)
        side = "buy" if sign > 0 else "sell"
        px = inst.fmt(entry)
        trade = cls(inst, entry, sign, risk, {})
        trade.fields = {
            "tk": inst.symbol,
            "side": side,
            "SIDE": side.upper(),
            "qty": _fmt_qty(qty),
            "half_qty": _fmt_qty(max(1, qty // 2) if isinstance(qty, int) else qty / 2),
            "part_qty": _fmt_qty(max(1, int(qty * 0.4)) if isinstance(qty, int) else qty * 0.4),
            "px": px,
            "px_s": _short_price(px),
            "stop": inst.fmt(entry * (1 - sign * risk)),
            "tgt": inst.fmt(entry * (1 + sign * risk * rng.uniform(1.5, 3))),
            "new_stop": trade.tightened_stop(rng),
            "new_tgt": inst.fmt(entry * (1 + sign * risk * rng.uniform(1.0, 1.4))),
            "fill_px": inst.fmt(entry * (1 + sign * rng.uniform(-0.0015, 0.001))),
            "tid": f"{rng.choice(('T-', '#'))}{tid_number}",
        }
        return trade

    def tightened_stop(self, rng: random.Random) -> str:
        """A stop between the original stop and the entry."""
        return self.inst.fmt(self.entry * (1 - self.sign * self.risk * rng.uniform(0.2, 0.6)))


class _SnowflakeClock:
    """Discord-style ids: creation time in the high 42 bits, then a 10-bit worker id and
    a 12-bit counter. Each channel gets its own worker id, so channels never collide and
    one channel's ids do not depend on how many messages another one has."""

    def __init__(self, worker: int) -> None:
        self.worker = worker & 0x3FF
        self.counter = 0

    def next_id(self, unix_ms: int) -> str:
        self.counter = (self.counter + 1) & 0xFFF
        return str(((unix_ms - DISCORD_EPOCH_MS) << 22) | (self.worker << 12) | self.counter)


def _iso(unix_ms: int) -> str:
    moment = datetime.fromtimestamp(unix_ms // 1000, tz=UTC)
    return f"{moment:%Y-%m-%dT%H:%M:%S}.{unix_ms % 1000:03d}Z"


class _ChannelDay:
    """Plans, schedules and emits one channel's day."""

    def __init__(self, rng: random.Random, clock: _SnowflakeClock, channel_id: str, guild_id: str,
                 n_messages: int, start_ms: int, end_ms: int):
        self.rng = rng
        self.clock = clock
        self.channel_id = channel_id
        self.guild_id = guild_id
        self.n_messages = n_messages
        self.start_ms = start_ms
        self.end_ms = end_ms
        self.units: list[_Unit] = []
        self.trades: list[_Trade] = []
        # Post-create operations: (kind, messages, delay after the (last) create, new content)
        self.ops: list[tuple[str, list[_Msg], int, str]] = []
        self.superseded: list[tuple[_Msg, str]] = []
        self.removed_texts: list[str] = []

    # -- composition ------------------------------------------------------------------

    def _add(self, unit: _Unit) -> _Unit:
        self.units.append(unit)
        return unit

    def _jitter(self) -> float:
        return self.rng.uniform(1 - SHAPE_JITTER, 1 + SHAPE_JITTER)

    def _message_count(self) -> int:
        return sum(len(unit.msgs) for unit in self.units)

    def _content_bytes(self) -> int:
        return sum(len(m.content.encode("utf-8")) for unit in self.units for m in unit.msgs)

    def plan(self) -> None:
        self._plan_hard_events()
        self._plan_noise()
        self._plan_special_chatter()
        self._plan_filler_reports()
        for _ in range(self.n_messages - self._message_count()):
            self._add_chatter()

    def _plan_hard_events(self) -> None:
        rng = self.rng
        n_hard = max(len(EVENT_TYPES), round(self.n_messages * HARD_EVENTS_PER_MESSAGE * self._jitter()))
        per_type = [2 if n_hard >= 2 * len(EVENT_TYPES) else 1] * len(EVENT_TYPES)
        for _ in range(n_hard - sum(per_type)):
            per_type[rng.randrange(len(EVENT_TYPES))] += 1
        # Rotating phrasings per type gives every type at least two different phrasings
        # and, across types, all three.
        offset = rng.randrange(len(PHRASINGS))
        specs = [
            (etype, PHRASINGS[(ti + j + offset) % len(PHRASINGS)], j)
            for ti, etype in enumerate(EVENT_TYPES)
            for j in range(per_type[ti])
        ]
        n_stories = max(per_type[EVENT_TYPES.index(t)] for t in _TRADE_STAGES)
        tid_numbers = rng.sample(range(1000, 10000), n_stories + 1)
        self.trades = [_Trade.draw(rng, number) for number in tid_numbers]
        withdrawn = self.trades.pop()  # its own story: nothing else may quote a deleted message

        def first(etype: str) -> tuple[str, str, int]:
            """The first non-buried instance of a type (edits and deletes target short
            messages); on a small day whose only instance is buried, it becomes tagged."""
            found = next((s for s in specs if s[0] == etype and s[1] != "buried"), None)
            if found is None:
                index = next(i for i, s in enumerate(specs) if s[0] == etype)
                found = specs[index] = (etype, "tagged", specs[index][2])
            return found

        to_delete = first("trade_proposal")
        level_edit = first("stop_or_target_change")
        note_edit = first("trade_approval")
        for spec in specs:
            etype, phrasing, instance = spec
            trade = None
            if etype in _TRADE_STAGES:
                trade = withdrawn if spec is to_delete else self.trades[instance]
            elif etype == "held_position_news":
                trade = rng.choice(self.trades)  # news about something the desk holds
            msg = self._add_hard_event(etype, phrasing, trade, delete=spec is to_delete, level_edit=spec is level_edit)
            if spec is note_edit:
                note = rng.choice(("\n_edit: checked with risk, limits fine_", " (edited: confirmed size with risk)"))
                self.ops.append(("edit", [msg], rng.randint(120_000, 900_000), msg.content + note))
        # Lifecycle messages answer the step before them, as Discord replies.
        for trade in self.trades:
            for stage in (1, 2, 3):
                msg, previous = trade.msgs.get(stage), trade.msgs.get(stage - 1)
                if msg and previous and msg.phrasing != "buried":
                    msg.reply_to = previous

    def _add_hard_event(
        self, etype: str, phrasing: str, trade: _Trade | None, *, delete: bool, level_edit: bool
    ) -> _Msg:
        rng = self.rng
        authors = _EVENT_AUTHORS[etype]
        author = rng.choice([a for a in authors if a.bot] if phrasing == "buried" else authors)
        inst = trade.inst if trade else _pick_instrument(rng)
        values = _Values(rng, inst, dict(trade.fields) if trade else None)
        templates = _HARD_TEMPLATES[etype][phrasing]
        if level_edit:
            templates = tuple(t for t in templates if _is_level_edit_template(t))
        if delete:
            templates = tuple(t for t in templates if "tid" in _field_names(t))
        template = rng.choice(templates)
        text, facts = _render(template, values)
        if phrasing != "buried":
            msg = _Msg(author, text, "hard", etype, phrasing, facts)
            if etype in ("held_position_news", "watchlist_news") and phrasing == "tagged":
                msg.embeds.append({
                    "title": f"{inst.symbol} {values['headline']}",
                    "description": f"Source: newswire · {values['move']}",
                })
            unit = self._add(_Unit([msg], "single"))
        else:
            report = _report_text(rng, author, inst, rng.randint(900, 3300), decision=text)
            msgs = [_Msg(author, chunk, "report") for chunk in _split_chunks(report)]
            msg = next(m for m in msgs if text in m.content)
            msg.kind, msg.event_type, msg.phrasing, msg.facts = "hard", etype, phrasing, facts
            unit = self._add(_Unit(msgs, "run" if len(msgs) > 1 else "single"))
        if trade:
            unit.story, unit.stage = trade, _STORY_STAGES[etype]
            trade.msgs[unit.stage] = msg
        if delete:
            # A withdrawn proposal; its trade id line is unique to it.
            self.ops.append(("delete", [msg], rng.randint(120_000, 1_200_000), ""))
            self.removed_texts.append(next(line for line in text.splitlines() if values["tid"] in line))
        if level_edit:
            self._plan_level_edit(msg, template, values, trade)
        return msg

    def _plan_level_edit(self, msg: _Msg, template: str, values: _Values, trade: _Trade) -> None:
        """A fat-fingered stop level corrected by an edit a few minutes later."""
        old_level = values["new_stop"]
        while True:
            values["new_stop"] = trade.tightened_stop(self.rng)
            corrected, facts = _render(template, values)
            if old_level not in corrected:
                break
        msg.facts = facts
        self.ops.append(("edit", [msg], self.rng.randint(60_000, 600_000), corrected))
        self.superseded.append((msg, old_level))

    def _plan_noise(self) -> None:
        rng = self.rng
        n_noise = round(self.n_messages * NOISE_SHARE * self._jitter())
        # A provider retry storm that a moderator later bulk-deletes. Each line carries a
        # request id, which is what must never resurface.
        agent = rng.choice(AGENTS)
        code = rng.choice((529, 503))
        storm = []
        for attempt in range(1, 5):
            request = f"req_{rng.getrandbits(40):010x}"
            text = f"provider error {code} {_PROVIDER_ERRORS[code]}, retrying ({attempt}/5) {request}"
            storm.append(_Msg(agent, text, "noise"))
            self.removed_texts.append(request)
        self._add(_Unit(storm, "run", market_hours=False))
        self.ops.append(("bulk_delete", storm, rng.randint(300_000, 1_800_000), ""))
        for _ in range(n_noise - len(storm)):
            author = rng.choice(AGENTS)
            self._add(_Unit([_Msg(author, _noise_text(rng, author), "noise")], "single", market_hours=False))

    def _plan_special_chatter(self) -> None:
        rng = self.rng
        inst = _pick_instrument(rng)
        # Personal data a moderator has erased ("forget").
        phone = f"+1 917 555 01{rng.randint(0, 99):02d}"
        person = rng.choice((DANA, RAJ))
        text = f"if the {inst.symbol} fill looks off tonight my personal cell is {phone}, text don't call"
        forgotten = _Msg(person, text, "chatter")
        self._add(_Unit([forgotten], "single"))
        self.ops.append(("forget", [forgotten], rng.randint(1_800_000, 10_800_000), ""))
        self.removed_texts.append(phone)
        # Posted to the wrong channel and deleted by its author.
        codename = f"Project {rng.choice(_CODENAME_WORDS)} {rng.choice(_CODENAME_WORDS)}-{rng.randint(10, 99)}"
        text = f"oops wrong channel — {codename} offsite moved to thursday, room 4B"
        misposted = _Msg(rng.choice(HUMANS), text, "chatter")
        self._add(_Unit([misposted], "single"))
        self.ops.append(("delete", [misposted], rng.randint(20_000, 180_000), ""))
        self.removed_texts.append(codename)
        # A typo fixed by an edit.
        before, after = rng.choice(_TYPO_CHATTER)
        values = _Values(rng, inst)
        typo = _Msg(rng.choice(HUMANS), before.format_map(values), "chatter")
        self._add(_Unit([typo], "single"))
        self.ops.append(("edit", [typo], rng.randint(15_000, 90_000), after.format_map(values)))
        # Messages with no text: a bot's embed card and a pasted screenshot.
        card = _Msg(QUILL, "", "chatter", embeds=[{
            "title": f"{inst.symbol} {values['move']} — market snapshot",
            "description": f"Last {values['lvl']} · {values['sector']} {_signed_pct(rng, 0.1, 3)}",
        }])
        shot_name = f"Screenshot {_iso(self.start_ms)[:10]} at {rng.randint(13, 20)}.{rng.randint(10, 59)}.png"
        screenshot = _Msg(rng.choice(HUMANS), "", "chatter", attachments=[(shot_name, rng.randint(90_000, 900_000))])
        self._add(_Unit([card], "single"))
        self._add(_Unit([screenshot], "single"))

    def _plan_filler_reports(self) -> None:
        """Long analysis reports sized to bring the channel to its byte target, leaving
        the remaining message slots (about a fifth of the day at least) to chatter."""
        rng = self.rng
        target_bytes = self.n_messages * BYTES_PER_MESSAGE
        min_chatter = round(self.n_messages * 0.2)
        forced_splits = 2  # every day has at least two reports split across chunks
        while True:
            free_slots = self.n_messages - self._message_count()
            budget = target_bytes - self._content_bytes() - free_slots * CHATTER_BYTES_ESTIMATE
            if not forced_splits and (budget < REPORT_MIN_CHARS or free_slots - 2 < min_chatter):
                break
            if forced_splits:
                target_chars = rng.randint(2300, 3400)
                forced_splits -= 1
            else:
                target_chars = rng.randint(REPORT_MIN_CHARS, int(min(REPORT_MAX_CHARS, max(REPORT_MIN_CHARS, budget))))
            author = rng.choice(AGENTS)
            inst = _pick_instrument(rng)
            report = _report_text(rng, author, inst, target_chars)
            msgs = [_Msg(author, chunk, "report") for chunk in _split_chunks(report)]
            if rng.random() < 0.3:
                slug = inst.symbol.split()[0].lower()
                chart = f"{slug}_{rng.choice(('5m', '1h', '4h', '1d'))}.png"
                msgs[-1].attachments.append((chart, rng.randint(40_000, 400_000)))
            self._add(_Unit(msgs, "run" if len(msgs) > 1 else "single"))

    def _add_chatter(self) -> None:
        rng = self.rng
        author = rng.choice(HUMANS + AGENTS) if rng.random() < 0.7 else rng.choice(HUMANS)
        msg = _Msg(author, _chatter_text(rng, author), "chatter", wants_reply=rng.random() < 0.12)
        if "chart you asked for" in msg.content:
            msg.attachments.append((f"chart_{rng.randint(100, 999)}.png", rng.randint(40_000, 400_000)))
        self._add(_Unit([msg], "single"))

    # -- scheduling -------------------------------------------------------------------

    def schedule(self) -> None:
        rng = self.rng
        span = self.end_ms - self.start_ms
        hour_starts = list(range(self.start_ms, self.end_ms, 3_600_000))
        # Weight by the hour's activity and by how much of it lies inside the window.
        weights = [
            _ACTIVITY_BY_UTC_HOUR[(t // 3_600_000) % 24] * (min(t + 3_600_000, self.end_ms) - t) for t in hour_starts
        ]
        for unit in self.units:
            if unit.market_hours:
                hour = rng.choices(hour_starts, weights=weights)[0]
                unit.t_ms = int(hour + rng.random() * (min(hour + 3_600_000, self.end_ms) - hour))
            else:
                unit.t_ms = int(self.start_ms + rng.random() * span)
        # A trade's steps take its sampled times in lifecycle order.
        for trade in self.trades:
            steps = sorted((u for u in self.units if u.story is trade), key=lambda u: u.stage)
            for unit, t_ms in zip(steps, sorted(u.t_ms for u in steps), strict=True):
                unit.t_ms = t_ms
        self._form_bursts()
        self._lay_out()

    def _form_bursts(self) -> None:
        """Merge short single messages by distinct authors into same-minute bursts. A
        burst keeps its anchor's time, so only the anchor may be a trade-story step."""
        rng = self.rng
        singles = [
            u for u in self.units
            if u.layout == "single" and u.msgs[0].kind != "report" and u.msgs[0].phrasing != "buried"
        ]
        rng.shuffle(singles)
        taken: set[int] = set()
        for _ in range(max(3, round(self.n_messages / MESSAGES_PER_BURST))):
            anchor = next((u for u in singles if id(u) not in taken and u.msgs[0].kind != "noise"), None)
            if anchor is None:
                return
            group, authors = [anchor], {anchor.msgs[0].author}
            size = rng.randint(3, 5)
            for unit in singles:
                if len(group) == size:
                    break
                free = id(unit) not in taken and unit is not anchor and unit.story is None
                if free and unit.msgs[0].author not in authors:
                    group.append(unit)
                    authors.add(unit.msgs[0].author)
            taken.update(id(u) for u in group)
            anchor.msgs = [u.msgs[0] for u in group]
            rng.shuffle(anchor.msgs)
            anchor.layout = "burst"
            merged = {id(u) for u in group[1:]}
            self.units = [u for u in self.units if id(u) not in merged]

    def _lay_out(self) -> None:
        rng = self.rng
        self.units.sort(key=lambda u: u.t_ms)
        cursor = self.start_ms - UNIT_GAP_MS[0]
        for unit in self.units:
            t = max(unit.t_ms, cursor + rng.randint(*UNIT_GAP_MS))
            if unit.layout == "burst":
                minute = t - t % 60_000
                if t - minute > 15_000:  # leave room for the rest of the burst in this minute
                    minute += 60_000
                    t = minute + rng.randint(0, 5_000)
                times = [t] + sorted(rng.sample(range(t + 1_500, minute + 58_000, 250), len(unit.msgs) - 1))
            else:
                times = [t]
                for _ in unit.msgs[1:]:
                    times.append(times[-1] + rng.randint(*CHUNK_GAP_MS))
            for msg, ms in zip(unit.msgs, times, strict=True):
                msg.ms = ms
            cursor = times[-1]
        # Pushing units apart can run past the window's end: pull the tail back, keeping
        # the minimum gap, and moving bursts by whole minutes so they stay in one minute.
        ceiling = self.end_ms - 1
        for unit in reversed(self.units):
            overshoot = unit.msgs[-1].ms - ceiling
            if overshoot <= 0:
                break
            if unit.layout == "burst":
                overshoot = -(-overshoot // 60_000) * 60_000
            for msg in unit.msgs:
                msg.ms -= overshoot
            ceiling = unit.msgs[0].ms - UNIT_GAP_MS[0]

    # -- output -----------------------------------------------------------------------

    def emit(self) -> tuple[list[tuple[int, dict]], list[LabelledEvent], list[tuple[str, str, str]], list[str]]:
        """Assign ids, then return (time, event) pairs, labels, superseded facts, noise ids."""
        rng = self.rng
        msgs = [m for unit in self.units for m in unit.msgs]
        for msg in msgs:
            msg.id = self.clock.next_id(msg.ms)
        for kind, targets, _, _ in self.ops:
            if kind in ("delete", "bulk_delete"):
                for msg in targets:
                    msg.fate = "deleted"
            elif kind == "forget":
                targets[0].fate = "forgotten"
        for index, msg in enumerate(msgs):
            if msg.wants_reply:
                recent = [
                    m for m in msgs[max(0, index - 6):index]
                    if m.author is not msg.author and m.fate == "live" and m.kind != "noise"
                ]
                msg.reply_to = recent[-1] if recent else None

        timed: list[tuple[int, dict]] = [(msg.ms, self._create_event(msg)) for msg in msgs]
        edited: set[int] = set()
        for kind, targets, delay, content in self.ops:
            at = min(max(t.ms for t in targets) + delay, self.end_ms - 1)
            base = {"op": kind, "guild_id": self.guild_id, "channel_id": self.channel_id}
            if kind == "edit":
                base.update(message_id=targets[0].id, edited_at=_iso(at), content=content)
                edited.add(id(targets[0]))
            elif kind == "delete":
                base.update(message_id=targets[0].id, deleted_at=_iso(at))
            elif kind == "bulk_delete":
                base.update(message_ids=[m.id for m in targets], deleted_at=_iso(at))
            else:
                base.update(message_id=targets[0].id, requested_by=THEO.id, at=_iso(at))
            timed.append((at, base))
        # An edit of a message posted before the capture began: a reader must record it
        # and carry on, not crash or invent a create.
        unseen_ms = self.start_ms - rng.randint(3_600_000, 6 * 3_600_000)
        edit_ms = self.start_ms + rng.randint(60_000, (self.end_ms - self.start_ms) // 2)
        timed.append((edit_ms, {
            "op": "edit", "guild_id": self.guild_id, "channel_id": self.channel_id,
            "message_id": self.clock.next_id(unseen_ms), "edited_at": _iso(edit_ms),
            "content": "(edited) ignore my earlier numbers, rerunning the overnight book now",
        }))

        labels = []
        for msg in msgs:
            if msg.kind != "hard":
                continue
            state = msg.fate if msg.fate != "live" else ("edited" if id(msg) in edited else "live")
            labels.append(LabelledEvent(self.channel_id, msg.id, msg.event_type, list(msg.facts), msg.phrasing, state))
        superseded = [(self.channel_id, msg.id, old) for msg, old in self.superseded]
        return timed, labels, superseded, [m.id for m in msgs if m.kind == "noise"]

    def _create_event(self, msg: _Msg) -> dict:
        return {
            "op": "create",
            "guild_id": self.guild_id,
            "channel_id": self.channel_id,
            "message": {
                "id": msg.id,
                "author_id": msg.author.id,
                "author_name": msg.author.name,
                "author_bot": msg.author.bot,
                "created_at": _iso(msg.ms),
                "content": msg.content,
                "attachments": [self._attachment(msg, name, size) for name, size in msg.attachments],
                "embeds": [dict(embed) for embed in msg.embeds],
                "reference_id": msg.reply_to.id if msg.reply_to else None,
            },
        }

    def _attachment(self, msg: _Msg, filename: str, size: int) -> dict:
        attachment_id = self.clock.next_id(msg.ms)
        url = f"https://cdn.discordapp.com/attachments/{self.channel_id}/{attachment_id}/{filename.replace(' ', '_')}"
        return {"id": attachment_id, "filename": filename, "size": size, "url": url}


# --------------------------------------------------------------------------- public API


def _utc_ms(moment: datetime) -> int:
    if moment.tzinfo is None:  # a naive start is taken as UTC, like every capture time
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def generate_day(
    *,
    seed: int = 7,
    channel_ids: Sequence[str] = (DEFAULT_CHANNEL_ID,),
    guild_id: str = DEFAULT_GUILD_ID,
    start: datetime | None = None,
    messages_per_channel: int = 220,
    hours: float = 24.0,
) -> SynthDay:
    """A labelled busy desk day: `messages_per_channel` creates per channel (exactly),
    plus edits, deletes, a bulk delete, a forget and an edit of a never-seen message."""
    if messages_per_channel < MIN_MESSAGES_PER_CHANNEL:
        raise ValueError(f"messages_per_channel must be at least {MIN_MESSAGES_PER_CHANNEL}")
    if len(set(channel_ids)) != len(channel_ids) or not channel_ids:
        raise ValueError("channel_ids must be distinct and non-empty")
    start_ms = _utc_ms(start or DEFAULT_START)
    end_ms = start_ms + int(hours * 3_600_000)
    timed: list[tuple[int, int, int, dict]] = []
    day = SynthDay([], [], [], [], [])
    for order, channel_id in enumerate(channel_ids):
        plan = _ChannelDay(random.Random(f"synth/{seed}/{channel_id}"), _SnowflakeClock(order), channel_id, guild_id,
                           messages_per_channel, start_ms, end_ms)
        plan.plan()
        plan.schedule()
        channel_timed, labels, superseded, noise_ids = plan.emit()
        timed.extend((ms, order, seq, event) for seq, (ms, event) in enumerate(channel_timed))
        day.hard_events.extend(labels)
        day.superseded_facts.extend(superseded)
        day.removed_texts.extend(plan.removed_texts)
        day.noise_message_ids.extend(noise_ids)
    timed.sort(key=lambda row: row[:3])
    day.events = [event for *_, event in timed]
    return day


def _bulk_pool(rng: random.Random, size: int = 600) -> list[tuple[str, str, bool, str]]:
    """Pre-rendered (author_id, author_name, author_bot, content) lines with a desk's mix:
    streaming then costs one random pick per message instead of template rendering."""
    pool = []
    while len(pool) < size:
        roll = rng.random()
        if roll < 0.3:
            author = rng.choice(AGENTS)
            texts = [_noise_text(rng, author)]
        elif roll < 0.65:
            author = rng.choice(HUMANS + AGENTS)
            texts = [_chatter_text(rng, author)]
        elif roll < 0.85:
            etype = rng.choice(EVENT_TYPES)
            phrasing = rng.choice(("tagged", "untagged"))
            author = rng.choice(_EVENT_AUTHORS[etype])
            trade = _Trade.draw(rng, rng.randint(1000, 9999))
            texts = [_render(rng.choice(_HARD_TEMPLATES[etype][phrasing]), _Values(rng, trade.inst, trade.fields))[0]]
        else:
            author = rng.choice(AGENTS)
            length = rng.randint(REPORT_MIN_CHARS, REPORT_MAX_CHARS)
            texts = _split_chunks(_report_text(rng, author, _pick_instrument(rng), length))
        pool.extend((author.id, author.name, author.bot, text) for text in texts)
    return pool


def generate_bulk(
    *,
    seed: int,
    n_messages: int,
    channel_ids: Sequence[str],
    start: datetime,
    rate_per_s: float | None = None,
    guild_id: str = DEFAULT_GUILD_ID,
) -> Iterator[dict]:
    """Stream `n_messages` create events for benchmarks, time-ordered, spread over
    channels at random. `rate_per_s` is the mean arrival rate; None spreads the messages
    over 24 hours. Content repeats from a pool of pre-rendered lines (unlabelled)."""
    rng = random.Random(f"synth-bulk/{seed}")
    pool = _bulk_pool(rng)
    channels = list(channel_ids)
    gap_ms = 1000.0 / rate_per_s if rate_per_s else 86_400_000 / max(1, n_messages)
    clock_ms = float(_utc_ms(start))
    last_second, second_text = -1, ""
    counter = 0
    rand = rng.random
    for _ in range(n_messages):
        clock_ms += gap_ms * (0.5 + rand())  # jittered arrivals with the requested mean
        unix_ms = int(clock_ms)
        second = unix_ms // 1000
        if second != last_second:  # formatting a datetime per message would dominate the cost
            last_second = second
            second_text = datetime.fromtimestamp(second, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S")
        counter = (counter + 1) & 0x3FFFFF
        author_id, author_name, author_bot, content = pool[int(rand() * len(pool))]
        yield {
            "op": "create",
            "guild_id": guild_id,
            "channel_id": channels[int(rand() * len(channels))],
            "message": {
                "id": str(((unix_ms - DISCORD_EPOCH_MS) << 22) | counter),
                "author_id": author_id,
                "author_name": author_name,
                "author_bot": author_bot,
                "created_at": f"{second_text}.{unix_ms % 1000:03d}Z",
                "content": content,
                "attachments": [],
                "embeds": [],
                "reference_id": None,
            },
        }


def write_jsonl(events: Iterable[dict], path: str | Path) -> int:
    """Write one compact JSON object per line ('-' is stdout); return lines written."""
    if str(path) == "-":
        return _write_lines(events, sys.stdout)
    with open(path, "w", encoding="utf-8") as handle:
        return _write_lines(events, handle)


def _write_lines(events: Iterable[dict], handle) -> int:
    count = 0
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    for event in events:
        handle.write(dumps(event))
        handle.write("\n")
        count += 1
    return count


def _labels_document(day: SynthDay, seed: int) -> dict:
    return {
        "seed": seed,
        "hard_events": [asdict(label) for label in day.hard_events],
        "superseded_facts": [list(row) for row in day.superseded_facts],
        "removed_texts": day.removed_texts,
        "noise_message_ids": day.noise_message_ids,
        "stats": day.stats(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.support.synth", description="Generate a synthetic busy trading-desk capture (JSON Lines)."
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", required=True, help="capture file to write ('-' for stdout)")
    parser.add_argument("--messages", type=int, default=220, help="messages per channel for a labelled day")
    parser.add_argument("--channels", default=DEFAULT_CHANNEL_ID, help="comma-separated channel ids")
    parser.add_argument("--guild", default=DEFAULT_GUILD_ID)
    parser.add_argument("--start", default=DEFAULT_START.isoformat(), help="RFC 3339 start time (UTC)")
    parser.add_argument("--hours", type=float, default=24.0)
    parser.add_argument("--labels", help="also write the ground-truth labels and size figures as JSON")
    parser.add_argument("--bulk", type=int, metavar="N", help="instead of a labelled day, stream N unlabelled creates")
    parser.add_argument("--rate", type=float, help="with --bulk: mean messages per second (default: N over 24 h)")
    args = parser.parse_args(argv)
    if args.bulk is not None and args.labels:
        parser.error("--labels needs a labelled day, not --bulk")
    channels = [c.strip() for c in args.channels.split(",") if c.strip()]
    try:
        start = datetime.fromisoformat(args.start.replace("Z", "+00:00"))
        if args.bulk is not None:
            events = generate_bulk(seed=args.seed, n_messages=args.bulk, channel_ids=channels, start=start,
                                   rate_per_s=args.rate, guild_id=args.guild)
            lines = write_jsonl(events, args.out)
        else:
            day = generate_day(seed=args.seed, channel_ids=channels, guild_id=args.guild, start=start,
                               messages_per_channel=args.messages, hours=args.hours)
            lines = write_jsonl(day.events, args.out)
            if args.labels:
                document = json.dumps(_labels_document(day, args.seed), indent=2, ensure_ascii=False)
                Path(args.labels).write_text(document + "\n", encoding="utf-8")
    except ValueError as exc:
        print(f"synth: {exc}", file=sys.stderr)
        return 2
    print(f"synth: wrote {lines} lines to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
