"""Phrase rules, one module per event type, in the order the engine tries them.

Each module exports RULES (a tuple of `_Rule`). Within a sentence a rule adds at most one
event; the order matters only where two rules of one type could both match (the first,
usually the stricter, wins), so a new module is appended, never interleaved.
"""

from __future__ import annotations

import dataclasses

from memory.classify.rules import (
    approval,
    confirmation,
    fill,
    named,
    news,
    no_route,
    proposal,
    risk,
    route,
    stop_target,
    thesis,
)
from memory.classify.rules.base import _Rule

MODULES = (named, proposal, approval, confirmation, fill, stop_target, route, no_route, news, thesis, risk)



def _named(module, index: int, rule: _Rule) -> _Rule:
    return dataclasses.replace(rule, name=f"{module.__name__.rsplit('.', 1)[-1]}.{index}")


RULES: tuple[_Rule, ...] = tuple(
    _named(module, index, rule) for module in MODULES for index, rule in enumerate(module.RULES, 1))
