"""The rule record every rule module builds, and shared verb/bound fragments."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memory.classify.analysis import _Sentence

# --------------------------------------------------------------------------- rules

@dataclass(frozen=True)
class _Rule:
    event_type: str
    pattern: re.Pattern[str]
    # "strong": always strong; "context": strong with trade facts, weak without;
    # "need": only fires when the sentence (or a neighbour) carries trade facts.
    mode: str = "context"
    context: str = "trade"  # which facts count: "facts" | "trade" | "finance"
    negated_type: str | None = None  # what a negated match means ("not routing" -> no route)
    question_type: str | None = None  # what it means in a question ("ok to send?" asks for approval)
    veto_before: re.Pattern[str] | None = None  # text just before the match that cancels it
    veto_sentence: re.Pattern[str] | None = None  # anywhere in the sentence cancels it
    requires: re.Pattern[str] | None = None  # the sentence must also match this
    # Only when the match is not negated: a test on the match ("route" needs an object or a
    # destination; "not routing" alone is already a no-route decision).
    positive_check: Callable[[_Sentence, re.Match[str]], bool] | None = None
    quiet: bool = False  # a vetoed match is no fail-open signal either ("Acknowledged, pulling the chart")
    check: Callable[[_Sentence, re.Match[str]], bool] | None = None  # a last test on the match
    name: str = ""  # "<module>.<n>", set by memory.classify.rules: what `explain` prints


_SIDE_VERBS = (
    r"(?:buy|sell|short|go long|go short|get long|get short|add|open|initiate|enter|build|put on|start"
    r"|scale|trim|take|pick up|layer|accumulate|exit|close|cover|reduce|load|grab"
    r"|buying|selling|shorting|going long|adding|opening|initiating|entering|building|putting on"
    r"|starting|scaling|trimming|taking|picking up|layering|accumulating|exiting|closing|covering"
    r"|reducing|loading|get out(?: of)?|get flat|unwind|dump|ditch|lighten(?: up)?|take (?:profits?|off)|buy back"
    r"|getting out(?: of)?|unwinding|dumping|lightening|taking profits?)"
)

# A risk bound; "limit" is not one in "limit order" / "limit buy".
# A prop desk's daily or max loss limit ("your dll is cut to 1k"), not a Windows library.
LOSS_LIMIT_SHORT = r"(?<![.\w])(?:dll|mll)\b"
_RISK_BOUND = (
    r"\b(?:limits?|limites?|caps?|thresholds?|ceilings?)\b(?!\s*(?:orders?|buy|sell|price|px|entry))"
    # a counterparty's credit line (OTC desks): "raising Jade Harbor credit line to 40m USDT"
    r"|\bcredit[\s-]?lines?\b"
    r"|\bmax\b|\b(?:hard|daily|weekly) stop\b|\bstop[\s-]?out level\b|" + LOSS_LIMIT_SHORT
)
