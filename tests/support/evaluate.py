"""Check a rendered feed against ground truth: the acceptance rules of the digest.

A test fixture (not runtime code): the tests and the benchmarks judge a feed the same
way with it, through memory's public reads only: every labelled hard event is present
with its handle and load-bearing facts,
superseded levels are not shown as current, removed text appears nowhere, and every
handle the feed names resolves to a stored message.
"""

from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field

from memory.queries import by_ids

# `<channel>/<id>` or a compressed range `<channel>/<first>..<last>`.
HANDLE = re.compile(r"(?<!\d)(\d{15,20})/(\d{15,20})(?:\.\.(\d{15,20}))?")


@dataclass(frozen=True)
class ExpectedEvent:
    channel_id: str
    message_id: str
    event_type: str
    facts: tuple[str, ...]

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"


@dataclass
class FeedCheck:
    hard_expected: int = 0
    hard_present: int = 0
    facts_expected: int = 0
    facts_present: int = 0
    missing: list[str] = field(default_factory=list)          # handles absent, or facts lost
    superseded_shown: list[str] = field(default_factory=list)
    removed_leaked: list[str] = field(default_factory=list)
    handles_named: int = 0
    handles_unresolved: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.missing or self.superseded_shown or self.removed_leaked or self.handles_unresolved)

    def as_dict(self) -> dict:
        return {"hard_expected": self.hard_expected, "hard_present": self.hard_present,
                "facts_expected": self.facts_expected, "facts_present": self.facts_present,
                "missing": self.missing, "superseded_shown": self.superseded_shown,
                "removed_leaked": len(self.removed_leaked), "handles_named": self.handles_named,
                "handles_unresolved": self.handles_unresolved, "ok": self.ok}


def lines_citing(text: str, handle: str) -> list[str]:
    """Feed lines that name this exact handle (not a longer id that starts with it)."""
    pattern = re.compile(re.escape(handle) + r"(?!\d)")
    return [line for line in text.splitlines() if pattern.search(line)]


def check_feed(text: str, expected: list[ExpectedEvent], *, superseded: list[tuple[str, str, str]] = (),
               removed_texts: list[str] = (), conn: sqlite3.Connection | None = None) -> FeedCheck:
    check = FeedCheck(hard_expected=len(expected))
    for event in expected:
        lines = lines_citing(text, event.handle)
        joined = "\n".join(lines)
        present = [fact for fact in event.facts if fact in joined]
        check.facts_expected += len(event.facts)
        check.facts_present += len(present)
        if lines:
            check.hard_present += 1
        if not lines or len(present) < len(event.facts):
            lost = [fact for fact in event.facts if fact not in joined]
            check.missing.append(f"{event.handle} {event.event_type}" + (f" lost {lost}" if lines else " absent"))
    for channel_id, message_id, old_fact in superseded:
        for line in lines_citing(text, f"{channel_id}/{message_id}"):
            if re.search(re.escape(old_fact) + r"(?![\d]|[.,]\d)", line):
                check.superseded_shown.append(f"{channel_id}/{message_id} still shows {old_fact}")
    check.removed_leaked = [snippet for snippet in removed_texts if snippet and snippet in text]
    if conn is not None:
        named: dict[int, set[int]] = defaultdict(set)
        for match in HANDLE.finditer(text):
            channel, first, last = match.group(1), match.group(2), match.group(3)
            named[int(channel)].update(int(ident) for ident in filter(None, (first, last)))
        check.handles_named = sum(len(idents) for idents in named.values())
        unresolved = []
        for channel, idents in named.items():
            stored = by_ids(conn, [channel], sorted(idents))   # tombstones resolve too
            unresolved += [(channel, ident) for ident in idents if ident not in stored]
        check.handles_unresolved = [f"{channel}/{ident}" for channel, ident in sorted(unresolved)]
    return check
