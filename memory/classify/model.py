"""The data a classification returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GIST_MAX_CHARS = 200
EXCERPT_JOINER = " … "
# News on a name the desk holds or watches (a headline: its subject leads it).
NEWS_TYPES = frozenset({"held_position_news", "watchlist_news"})
# A hard-event block's fact: the event was read in a report (a message longer than a
# line), where its rule is a decision less often.
IN_REPORT = "in_report"
# A trade's own stages: what the desk does to an order, from proposal to fill and its levels.
TRADE_STAGE_TYPES = frozenset({"trade_proposal", "trade_approval", "trade_confirmation", "trade_fill",
                               "stop_or_target_change"})

_CONFIDENCE_RANK = {"weak": 0, "strong": 1, "tagged": 2}


@dataclass(frozen=True)
class HardEvent:
    event_type: str
    excerpt: str  # verbatim substring(s) of the content, non-adjacent pieces joined by " … "
    confidence: str  # "tagged" | "strong" | "weak"
    # The block contract (migration 0003). "certain": a tag, an id with side/size/price, a
    # structured bot line, a pin or mark, a reply deciding a known proposal; everything
    # else that may be a decision is "possible" (fail-open).
    tier: str = "possible"
    rule: str = ""  # what decided: a rule, template, reply or mark name (for `explain`)
    trade_key: str | None = None
    stage: str | None = None  # proposed/advised/approved/rejected/confirmed/cancelled/filled/stop/target
    facts: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Classification:
    category: str  # "hard" | "maybe" | "noise" | "chatter"
    events: tuple[HardEvent, ...]
    tickers: tuple[str, ...]
    topic: str
    gist: str
    # For noise: "retry" | "error" | "reconnect" | "cron" | "heartbeat" | "status" | "metrics" | "log"
    noise_kind: str | None
    # Why, for `channel-memory explain`: each structural signal that changed the text
    # classification, in the order it applied.
    trace: tuple[str, ...] = ()
    template: str | None = None
    template_count: int = 0
    reply_to: int | None = None
    marks: tuple[str, ...] = ()
    aliases: tuple[tuple[str, str], ...] = ()  # (name as written, instrument)
    instruments: tuple[str, ...] = ()



@dataclass
class _Hit:
    event_type: str
    confidence: str
    spans: list[tuple[int, int]]
    rule: str = ""
