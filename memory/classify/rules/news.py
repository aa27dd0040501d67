"""held_position_news / watchlist_news."""

from __future__ import annotations

import re

from memory.classify.analysis import _Sentence
from memory.classify.frames import _HELD_RE, _NOT_HELD_RE, _WATCHING_RE, _WATCHLIST_RE
from memory.classify.rules.base import _Rule


def _is_held(plain: str) -> bool:
    """Whether the sentence says the desk holds the name it talks about ("not held" does not)."""
    return bool(_HELD_RE.search(_NOT_HELD_RE.sub(" ", plain)))


def _watches_a_ticker(sentence: _Sentence, match: re.Match[str]) -> bool:
    following = re.match(r"\s+(?:(?:shares of|the|a|an|on|in|closely|carefully)\s+)*\$?([a-z][a-z0-9.\-/]{0,9})",
                         sentence.norm[match.end():])
    return bool(following) and following.group(1).upper() in sentence.tickers



RULES: tuple[_Rule, ...] = (
    _Rule("watchlist_news", _WATCHLIST_RE, mode="need", context="own",
          veto_sentence=re.compile(r"\b(?:unchanged|no changes?|nothing (?:new|to add|changes))\b")),
    # "Watching NVDA for a break of 145" puts a name on watch; "watching 41.64 as the line" is
    # chart analysis: the thing watched must be a ticker.
    _Rule("watchlist_news", _WATCHING_RE, mode="need", context="own",
          check=lambda sentence, match: _watches_a_ticker(sentence, match)),
)
