"""held_position_news / watchlist_news."""

from __future__ import annotations

import re

from memory.classify.analysis import _Sentence
from memory.classify.frames import _HELD_RE, _NOT_HELD_RE, _WATCHING_RE, _WATCHLIST_RE
from memory.classify.rules.base import _Rule

# "not our book", "outside our book": the book named to say the name is not in it.
_NOT_OURS_RE = re.compile(r"\bnot (?:ours|our (?:book|position|name|trade))\b|\b(?:outside|not in) (?:of )?our book\b")


def _is_held(plain: str) -> bool:
    """Whether the sentence says the desk holds the name it talks about ("not held", "not
    our book" do not)."""
    return bool(_HELD_RE.search(_NOT_OURS_RE.sub(" ", _NOT_HELD_RE.sub(" ", plain))))


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
