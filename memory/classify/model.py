"""The data a classification returns."""

from __future__ import annotations

from dataclasses import dataclass


GIST_MAX_CHARS = 200
EXCERPT_JOINER = " … "

_CONFIDENCE_RANK = {"weak": 0, "strong": 1, "tagged": 2}


@dataclass(frozen=True)
class HardEvent:
    event_type: str
    excerpt: str  # verbatim substring(s) of the content, non-adjacent pieces joined by " … "
    confidence: str  # "tagged" | "strong" | "weak"


@dataclass(frozen=True)
class Classification:
    category: str  # "hard" | "maybe" | "noise" | "chatter"
    events: tuple[HardEvent, ...]
    tickers: tuple[str, ...]
    topic: str
    gist: str
    # For noise: "retry" | "error" | "reconnect" | "cron" | "heartbeat" | "status" | "metrics" | "log"
    noise_kind: str | None



@dataclass
class _Hit:
    event_type: str
    confidence: str
    spans: list[tuple[int, int]]
