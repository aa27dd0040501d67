"""Agents that print the event type itself ("event=trade_fill", "<TRADE_PROPOSAL>")."""

from __future__ import annotations

import re

from memory.classify.rules.base import _Rule
from memory.ops import HARD_EVENT_TYPES

RULES: tuple[_Rule, ...] = tuple(
    _Rule(event_type, re.compile(rf"(?<![a-z]){event_type.replace('_', '[_ -]')}(?![a-z])"), mode="strong")
    for event_type in HARD_EVENT_TYPES
)
