"""Cursorized channel context: the newest messages after a per-channel cursor, as raw lines.

`/channel-context` serves continuity: an agent that saw a channel up to message X asks
for what came after X (`delta_tail`), or for the newest messages (`tail`), or for the
awareness digest plus the newest messages (`bootstrap_tail`, rendered by
`memory.render.awareness`). Like the awareness renderer, `load_context` is the only part that reads
SQL (one snapshot, run through `Store.read`); `render_context` is a pure function of its
inputs and the request.

When more messages arrived after a cursor than fit, the newest ones are shown and the
older ones are counted (`omitted=N`) with an exact id range retrieval accepts, and the
cursor still advances to the newest message: an agent keeps up with the present and
can fetch what it skipped.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from memory import coverage, queries
from memory.queries import StoredMessage
from memory.render.awareness import FeedBudget
from memory.render.text import header_line, raw_line
from memory.timeutil import fmt_compact, fmt_duration, snowflake_at, snowflake_ms

TAIL = "tail"
DELTA_TAIL = "delta_tail"
BOOTSTRAP_TAIL = "bootstrap_tail"
CONTEXT_KINDS = (TAIL, DELTA_TAIL, BOOTSTRAP_TAIL)
PREFIX = "[channel-context]"
DEFAULT_LIMIT = 50
# Room kept for the header and the closing "omitted" lines when fitting raw lines.
RESERVED_BYTES = 400


@dataclass(frozen=True)
class ContextRequest:
    channel_ids: tuple[int, ...]
    since_ms: int
    now_ms: int
    kind: str = TAIL
    after: tuple[tuple[int, int], ...] = ()     # (channel_id, message_id) cursors
    limit: int | None = None
    max_chars: int | None = None
    budget: FeedBudget = FeedBudget()
    deterministic_only: bool = True

    @property
    def window_start(self) -> int:
        return self.now_ms - self.since_ms

    @property
    def cursors(self) -> dict[int, int]:
        return dict(self.after)


@dataclass
class ChannelSlice:
    channel_id: int
    cursor: int | None                 # the cursor the client sent for this channel
    from_ms: int                       # where this channel's slice starts
    newer: list[StoredMessage]         # newest first, at most `limit` (after the cursor)
    available: int                     # messages after the cursor (or in the window)


@dataclass
class ContextInputs:
    slices: list[ChannelSlice]
    retained: int                      # every message (incl. tombstones) in the window
    gaps: list[coverage.Gap] = field(default_factory=list)


@dataclass
class ContextFeed:
    text: str
    header: dict[str, object]
    returned: int
    available: int
    omitted: int
    retained: int
    raw_bytes: int
    coverage_gaps: int
    cursor: dict[int, int]


def load_context(conn: sqlite3.Connection, req: ContextRequest) -> ContextInputs:
    """Per channel: the newest messages after its cursor (or in the window), and counts."""
    limit = req.limit if req.limit is not None else DEFAULT_LIMIT
    cursors = req.cursors
    start, now = req.window_start, req.now_ms
    high_id = snowflake_at(now + 1) - 1
    slices = []
    for channel_id in req.channel_ids:
        cursor = cursors.get(channel_id)
        from_ms = start if cursor is None else max(start, snowflake_ms(cursor))
        low_id = max(cursor + 1, snowflake_at(start)) if cursor is not None else snowflake_at(start)
        available = queries.count_between_ids(conn, channel_id, low_id, high_id)
        newer = queries.newest_between_ids(conn, channel_id, low_id, high_id, limit) if available and limit else []
        slices.append(ChannelSlice(channel_id, cursor, from_ms, newer, available))
    counts = queries.window_counts(conn, list(req.channel_ids), start, now) if req.channel_ids else None
    retained = counts.live + counts.removed if counts else 0
    gap_from = min((s.from_ms for s in slices), default=start)
    return ContextInputs(slices, retained, coverage.gaps(conn, list(req.channel_ids), gap_from, now))


newest_ids = queries.newest_ids   # the cursor after a bootstrap (feed/awareness.py)


def format_cursor(cursor: dict[int, int], order: tuple[int, ...]) -> str:
    """`<channel_id>:<message_id>,...` in the request's channel order."""
    return ",".join(f"{channel}:{cursor[channel]}" for channel in order if channel in cursor)


def render_context(inputs: ContextInputs, req: ContextRequest) -> ContextFeed:
    """Raw lines of the newest messages after the cursors, within the byte budget."""
    limit = req.limit if req.limit is not None else DEFAULT_LIMIT
    body_cap = req.budget.feed_max_bytes
    if req.max_chars:
        body_cap = min(body_cap, req.max_chars)
    # Newest first across channels, then cut by count and bytes.
    merged = sorted((m for s in inputs.slices for m in s.newer),
                    key=lambda m: (m.created_at_ms, m.message_id), reverse=True)[:limit]
    lines = [(message, raw_line(message)[0]) for message in merged]
    room = body_cap - RESERVED_BYTES - 45 * len(req.channel_ids)
    while True:
        feed = _render(inputs, req, lines, room)
        excess = len(feed.text.encode("utf-8")) - body_cap
        if excess <= 0 or feed.returned == 0:
            return feed
        room -= excess


def _pick(lines_in: list[tuple[StoredMessage, str]], room: int) -> tuple[list[tuple[StoredMessage, str]], int]:
    """Newest first while they fit in `room` bytes; returns the lines and their bytes."""
    shown: list[tuple[StoredMessage, str]] = []
    used = 0
    for message, line in lines_in:
        size = len(line.encode("utf-8")) + 1
        if used + size > room:
            break
        shown.append((message, line))
        used += size
    return shown, used


def _advance(inputs: ContextInputs, req: ContextRequest,
             shown: list[tuple[StoredMessage, str]]) -> tuple[dict[int, int], int, list[str]]:
    """The cursor per channel, how many were omitted, and a line per channel saying
    which exact range was skipped (retrievable with get_channel_messages).

    The cursor advances to the newest message shown per channel; a channel with nothing
    new keeps the cursor it came with, and one of which nothing fit still advances."""
    cursor: dict[int, int] = {}
    oldest_shown: dict[int, int] = {}
    for message, _ in shown:
        cursor[message.channel_id] = max(cursor.get(message.channel_id, 0), message.message_id)
        oldest_shown[message.channel_id] = min(oldest_shown.get(message.channel_id, message.message_id),
                                               message.message_id)
    skipped_lines = []
    omitted = 0
    for piece in inputs.slices:
        channel_shown = sum(1 for m, _ in shown if m.channel_id == piece.channel_id)
        if piece.channel_id not in cursor and piece.cursor is not None:
            cursor[piece.channel_id] = piece.cursor
        missing = piece.available - channel_shown
        if missing <= 0:
            continue
        omitted += missing
        low = piece.cursor + 1 if piece.cursor is not None else snowflake_at(piece.from_ms)
        high = oldest_shown[piece.channel_id] - 1 if piece.channel_id in oldest_shown else snowflake_at(
            req.now_ms + 1) - 1
        if piece.channel_id not in oldest_shown and piece.newer:
            cursor[piece.channel_id] = piece.newer[0].message_id
            high = piece.newer[0].message_id
        where = "after the cursor" if piece.cursor is not None else f"in the last {fmt_duration(req.since_ms)}"
        skipped_lines.append(
            f"… {missing} earlier messages {where} in channel {piece.channel_id} not shown;"
            f" fetch them with get_channel_messages source_handles=[\"{piece.channel_id}/{low}..{high}\"]")
    return cursor, omitted, skipped_lines


def _render(inputs: ContextInputs, req: ContextRequest, lines_in: list[tuple[StoredMessage, str]],
            room: int) -> ContextFeed:
    shown, used = _pick(lines_in, room)
    cursor, omitted, skipped_lines = _advance(inputs, req, shown)
    shown.reverse()   # printed oldest first
    available = sum(s.available for s in inputs.slices)
    returned = len(shown)
    times = [m.created_at_ms for m, _ in shown]
    span_from = min(times) if times else min((s.from_ms for s in inputs.slices), default=req.window_start)
    span_to = max(times) if times else req.now_ms
    status = "coverage_gap" if inputs.gaps else "ok"
    header: dict[str, object] = {
        # Not raw_window: cllama logs the kind it reads, and a tail is a cursorized delta.
        "kind": req.kind,
        "context_kind": req.kind,
        "since": fmt_duration(req.since_ms),
        "channels": ",".join(str(c) for c in req.channel_ids),
        "messages": returned,
        "available": available,
        "omitted": omitted,
        "retained": f"{inputs.retained}/since-{fmt_duration(req.since_ms)}",
        "digest": status,
        "raw_bytes": used,
        "digest_bytes": 0,
        "digest_blocks": 0,
        "coverage_gaps": len(inputs.gaps),
        "deterministic_only": req.deterministic_only,
        "range": f"{fmt_compact(span_from)}..{fmt_compact(span_to)}",
        "cursor": format_cursor(cursor, req.channel_ids) or "-",
    }
    lines = [header_line(PREFIX, header)]
    if shown:
        lines.append("## New messages (verbatim, oldest first)" if req.kind == DELTA_TAIL
                     else "## Recent messages (verbatim, oldest first)")
        lines.extend(line for _, line in shown)
    elif req.kind == DELTA_TAIL:
        lines.append("no new messages after the cursor")
    else:
        lines.append(f"no messages in the last {fmt_duration(req.since_ms)}")
    lines.extend(skipped_lines)
    for gap in inputs.gaps:
        lines.append(f"GAP channel={gap.channel_id} from {fmt_compact(gap.from_ms)} to"
                     f" {fmt_compact(gap.to_ms) if gap.to_ms else 'now'} reason={gap.reason}:"
                     " messages from this time may be missing")
    text = "\n".join(lines) + "\n"
    return ContextFeed(text=text, header=header, returned=returned, available=available, omitted=omitted,
                       retained=inputs.retained, raw_bytes=used, coverage_gaps=len(inputs.gaps), cursor=cursor)
