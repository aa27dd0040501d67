"""What the classifier may know beyond one message's text, as plain data.

memory.digest loads it from the store per window (the replied-to message's events, the
trade ids already seen, how often an author's template recurs, what the desk holds, pins
and mark reactions) and passes it in; the classifier stays a pure function.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from memory.classify.desk import DEFAULT_DESK, DeskRules

# Full-width forms of ASCII (U+FF01-FF5E: "１００枚", "ＴＯＰＩＸ", "＠", "，") read as their
# ASCII twins, one character for one, so an excerpt cut from the text as read is at the
# same offsets in the text as written (memory.digest puts the written one in the feed).
_FULL_WIDTH_RE = re.compile("[\uff01-\uff5e]")
_TO_ASCII = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}


def narrowed(text: str) -> str:
    """`text` with full-width ASCII forms as ASCII, the same length."""
    return text.translate(_TO_ASCII) if _FULL_WIDTH_RE.search(text) else text


def narrowed_embed(value):
    """An embed (nested dicts and lists) with every string narrowed."""
    if isinstance(value, str):
        return narrowed(value)
    if isinstance(value, dict):
        return {key: narrowed_embed(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(narrowed_embed(item) for item in value)
    return value


@dataclass(frozen=True)
class MessageView:
    """One message as the classifier reads it."""
    content: str
    author_name: str = ""
    author_bot: bool = False
    author_id: int | None = None
    message_id: int | None = None
    created_at_ms: int = 0
    reference_id: int | None = None
    embeds: tuple[dict, ...] = ()
    pinned: bool = False
    reactions: tuple[tuple[str, int | None], ...] = ()   # (emoji, user id)
    earlier_versions: tuple[str, ...] = ()               # earlier contents, oldest first
    attachments: tuple[str, ...] = ()                    # file names


@dataclass(frozen=True)
class PriorEvent:
    """What is known of an earlier message: its events, trade and instruments."""
    message_id: int
    author_name: str
    at_ms: int
    event_types: tuple[str, ...] = ()
    stages: tuple[str | None, ...] = ()
    trade_key: str | None = None
    instruments: tuple[str, ...] = ()
    side: str | None = None
    certain: bool = False
    category: str = "chatter"
    asks: bool = False      # it ends in a question or names someone ("… 150mm. Priya ok?", "<@123>")
    figures: bool = False   # untyped, it carries a trade's figures: a size with a price, stop or symbol
    weighs: bool = False    # it opens as a question ("should we sell more JPY?"): an idea weighed


@dataclass
class ClassifyContext:
    desk: DeskRules = DEFAULT_DESK
    referenced: PriorEvent | None = None          # the message this one replies to, when known
    known_ids: Mapping[str, str] = field(default_factory=dict)   # trade id -> trade_key
    template_count: int = 0                       # this author's messages with this message's template
    held: frozenset[str] = frozenset()            # instrument roots the desk holds
    watchlist: frozenset[str] = frozenset()
    recent: tuple[PriorEvent, ...] = ()           # the channel's recent hard events, oldest first
    # Company names the channel itself wrote beside a symbol ("Orbova Robotics (ORBL)",
    # "NXCT (Nexica Therapeutics)"): NAME IN UPPER CASE -> instrument root.
    names: Mapping[str, str] = field(default_factory=dict)
    # Account and book words the channel's earlier messages named, with how many messages
    # named each ("TF1" in every "book=TF1" line): whose book an order record is in.
    accounts: Mapping[str, int] = field(default_factory=dict)
    # The symbols this bot writes in most of its posts (memory.classify.message.format_words):
    # its label ("EGX disclosure | ..."), not what a post is about.
    format_words: frozenset[str] = frozenset()
    # Another person replied to this message approving or rejecting it: whatever its words,
    # it asked for a decision (memory.digest, after the window is classified).
    answered: bool = False
