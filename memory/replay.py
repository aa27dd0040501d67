"""Replay capture files into a store through the one ingest path, in batched transactions."""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from memory.capture import LineError, read_capture_rows
from memory.coverage import mark_covered
from memory.ingest import DELETED, FORGOTTEN, IngestBatch, NewMessage, erase_residue
from memory.ops import CreateOp, IngestOp
from memory.store import in_transaction
from memory.timeshift import shift_op, shift_snowflake
from memory.timeutil import snowflake_ms

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]   # (lines done, bytes done)


@dataclass
class ReplaySummary:
    counts: Counter = field(default_factory=Counter)
    rejected: list[LineError] = field(default_factory=list)
    lines: int = 0
    files: int = 0

    @property
    def removed(self) -> bool:
        """Whether the replay deleted or forgot messages (their tokens stay in FTS segments)."""
        return any(self.counts.get(key) for key in (DELETED, FORGOTTEN))

    def as_dict(self) -> dict:
        keys = ("created", "edited", "deleted", "forgotten", "duplicate", "edit_unknown",
                "delete_unknown", "forget_unknown", "ignored_removed")
        return {"files": self.files, "lines": self.lines,
                **{key: self.counts.get(key, 0) for key in keys},
                "rejected": len(self.rejected)}


Item = IngestOp | NewMessage | LineError


def _apply_batch(conn: sqlite3.Connection, ops: list[IngestOp | NewMessage], spans: dict[int, tuple[int, int]],
                 *, now_ms: int, keep_deleted_content: bool) -> IngestBatch:
    batch = IngestBatch(conn, via="replay", now_ms=now_ms, keep_deleted_content=keep_deleted_content)
    batch.apply_all(ops)
    batch.finish()
    # The capture saw its channels continuously from their first create so far.
    for channel_id, (first_ms, last_ms) in spans.items():
        mark_covered(conn, channel_id, first_ms, last_ms, "replay")
    return batch


def replay_ops(conn: sqlite3.Connection, items: Iterable[Item], summary: ReplaySummary, *,
               now_ms: int, batch_size: int = 5000, keep_deleted_content: bool = False,
               on_batch: Callable[[], None] | None = None) -> None:
    """Apply a stream of parsed lines, committing every batch_size ops."""
    # Per channel, the lowest and highest id created so far: snowflakes order as their
    # times do, so the covered span is converted once per batch, not once per line.
    id_spans: dict[int, tuple[int, int]] = {}
    pending: list[IngestOp | NewMessage] = []

    def flush() -> None:
        if not pending:
            return
        spans = {channel_id: (snowflake_ms(low), snowflake_ms(high)) for channel_id, (low, high) in id_spans.items()}
        batch = in_transaction(conn, _apply_batch, pending, spans, now_ms=now_ms,
                               keep_deleted_content=keep_deleted_content)
        summary.counts.update(batch.counts)
        summary.counts["forget_calls"] += batch.forgets
        pending.clear()

    for item in items:
        summary.lines += 1
        kind = type(item)
        if kind is NewMessage:
            channel_id, message_id = item.channel_id, item.message_id
        elif isinstance(item, CreateOp):
            channel_id, message_id = item.channel_id, item.message.id
        elif isinstance(item, LineError):
            summary.rejected.append(item)
            log.warning("rejected capture line", extra={"where": f"{item.path}:{item.line_no}",
                                                         "reason": item.reason})
            continue
        else:
            channel_id = None
        pending.append(item)
        if channel_id is not None:
            span = id_spans.get(channel_id)
            if span is None:
                id_spans[channel_id] = (message_id, message_id)
            elif message_id > span[1]:
                id_spans[channel_id] = (span[0], message_id)
            elif message_id < span[0]:
                id_spans[channel_id] = (message_id, span[1])
        if len(pending) >= batch_size:
            flush()
            if on_batch is not None:
                on_batch()
    flush()


def _shifted(items: Iterable[Item], shift_ms: int) -> Iterator[Item]:
    """memory.timeshift for replay's stream, NewMessage rows included."""
    delta = timedelta(milliseconds=shift_ms)
    for item in items:
        if type(item) is NewMessage:
            yield item._replace(
                message_id=shift_snowflake(item.message_id, shift_ms),
                reference_id=None if item.reference_id is None else shift_snowflake(item.reference_id, shift_ms),
                created_at=None if item.created_at is None else item.created_at + delta,
                edited_at=None if item.edited_at is None else item.edited_at + delta)
        else:
            yield item if isinstance(item, LineError) else shift_op(item, shift_ms)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """A replay allocates a few tuples per line and frees them by reference counting; it
    makes no cycles to speak of. The cyclic collector's passes over them, and every full
    pass over all the modules' objects, were ~5 % of a replay (docs/benchmarks.md), so
    it is paused for the replay (what was alive before is frozen out of the final pass)
    and run once after. The caller's collector settings are restored, a freeze of its own
    included (then nothing more is frozen, since unfreezing would undo the caller's)."""
    enabled = gc.isenabled()
    ours = gc.get_freeze_count() == 0
    if ours:
        gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        if ours:
            gc.unfreeze()
        if enabled:
            gc.enable()
            gc.collect(1)


def _estimate_lines(path: str | Path, size: int) -> int:
    """Lines in a capture, estimated from its first 64 KiB (for progress only)."""
    with open(path, "rb") as handle:
        head = handle.read(65536)
    return max(1, round(size * head.count(b"\n") / max(len(head), 1)))


def replay_files(conn: sqlite3.Connection, paths: list[str | Path], *, now_ms: int,
                 batch_size: int = 5000, keep_deleted_content: bool = False,
                 progress: Progress | None = None, shift_ms: int = 0) -> ReplaySummary:
    """Replay capture files in order; shift_ms moves every line in time (memory.timeshift)."""
    with collector_paused():
        summary = ReplaySummary()
        bytes_done = 0
        for path in paths:
            summary.files += 1
            size = os.path.getsize(path)
            lines_before = summary.lines
            expected_lines = _estimate_lines(path, size)

            # Called back during this file's replay only; the defaults pin this file's figures.
            def tick(lines_before: int = lines_before, expected_lines: int = expected_lines,
                     bytes_done: int = bytes_done, size: int = size) -> None:
                if progress is not None:
                    # Bytes estimated from the share of lines done: cheap, and only for the bar.
                    share = (summary.lines - lines_before) / expected_lines
                    progress(summary.lines, bytes_done + int(min(share, 1.0) * size))

            items = read_capture_rows(path)
            replay_ops(conn, _shifted(items, shift_ms) if shift_ms else items, summary, now_ms=now_ms,
                       batch_size=batch_size, keep_deleted_content=keep_deleted_content, on_batch=tick)
            bytes_done += size
            if progress is not None:
                progress(summary.lines, bytes_done)
            log.info("replayed capture file", extra={"path": str(path), "lines": summary.lines - lines_before})
        # Erasures are finished and the WAL folded in one place at the end.
        erase_residue(conn, removed=summary.removed)
    summary.counts.pop("forget_calls", None)
    return summary
