"""Shift a capture in time: every timestamp and message snowflake moves by the same amount.

Why: a recorded day replayed as-is lies outside any "last 24 h" window. Shifted so its
last event is now, it reads as today's channel (the demo's bundled day, or an operator
replaying an incident into a scratch store), while its order, gaps and replies stay
exactly as recorded.

Message ids (and the ids that point at messages: replies, edits, deletes, pins,
reactions) are snowflakes whose high bits are their creation time, so they move with
the clock: `id + (delta_ms << 22)` keeps the worker and counter bits. Channel, guild,
author and user ids name things, not moments, and stay as they are (an agents file
still grants the same channels).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime, timedelta
from pathlib import Path

from memory.capture import LineError, read_capture
from memory.ops import BulkDeleteOp, CreateOp, IngestOp
from memory.timeutil import datetime_ms, snowflake_ms

# Fields that hold a moment, on whichever op carries them.
_TIME_FIELDS = ("created_at", "edited_at", "deleted_at", "at")
# Fields that hold one message's snowflake.
_ID_FIELDS = ("message_id", "reference_id")


def shift_snowflake(snowflake: int, delta_ms: int) -> int:
    return snowflake + (delta_ms << 22)


def _shift_fields(model, delta_ms: int, delta: timedelta) -> dict:
    update: dict = {}
    for name in _TIME_FIELDS:
        value = getattr(model, name, None)
        if isinstance(value, datetime):
            update[name] = value + delta
    for name in _ID_FIELDS:
        value = getattr(model, name, None)
        if value is not None:
            update[name] = shift_snowflake(value, delta_ms)
    return update


def shift_op(op: IngestOp, delta_ms: int) -> IngestOp:
    """The same op, delta_ms later (negative: earlier)."""
    delta = timedelta(milliseconds=delta_ms)
    update = _shift_fields(op, delta_ms, delta)
    if isinstance(op, CreateOp):
        message = op.message
        update["message"] = message.model_copy(
            update={"id": shift_snowflake(message.id, delta_ms), **_shift_fields(message, delta_ms, delta)})
    elif isinstance(op, BulkDeleteOp):
        update["message_ids"] = [shift_snowflake(ident, delta_ms) for ident in op.message_ids]
    return op.model_copy(update=update)


def shift_ops(items: Iterable[IngestOp | LineError], delta_ms: int) -> Iterator[IngestOp | LineError]:
    """Shift a stream of parsed capture lines; bad lines pass through to be reported as read."""
    for item in items:
        yield item if isinstance(item, LineError) or not delta_ms else shift_op(item, delta_ms)


def _latest_ms(op: IngestOp) -> int:
    moments = [datetime_ms(value) for name in _TIME_FIELDS
               if isinstance(value := getattr(op, name, None), datetime)]
    if isinstance(op, CreateOp):
        moments.append(snowflake_ms(op.message.id))
        if op.message.edited_at is not None:
            moments.append(datetime_ms(op.message.edited_at))
    return max(moments, default=0)


def capture_end_ms(paths: Iterable[str | Path]) -> int | None:
    """The latest moment any readable line of these captures names (None: no such line)."""
    latest = None
    for path in paths:
        for item in read_capture(path):
            if not isinstance(item, LineError):
                at = _latest_ms(item)
                latest = at if latest is None else max(latest, at)
    return latest


def shift_to_end_at(paths: Iterable[str | Path], end_ms: int) -> int:
    """The shift (ms) that moves these captures' last moment to end_ms (0 for an empty capture)."""
    latest = capture_end_ms(paths)
    return 0 if latest is None else end_ms - latest
