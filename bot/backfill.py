"""Backfill: fetch the history a channel gained while the bot was away, record what it missed.

A backfill starts from the channel's watermark (the newest message id stored). It opens
an "offline" gap over the time nobody watched *before* fetching, so a crash or a refusal
half-way leaves the gap on record; every page is ingested through the one ingest path
and marks the time it spans covered; a finished backfill closes the gap. One that cannot
finish (forbidden, the configured cap, any error) leaves the unfetched part open with a
reason, which the feed reports.

Discord history shows each message as it is now (with `edited_at` if it was edited),
never deletes or intermediate edits made while we were away: that part of a downtime
cannot be recovered, only the messages themselves.

History is behind a small seam, `HistorySource`, so tests use a fake that behaves like
Discord (exclusive `after`, oldest first, pages of at most 100).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import discord

from bot.discord_events import create_op, is_storable
from memory.coverage import (
    close_gap,
    covered,
    gaps,
    mark_covered,
    open_gap,
    set_backfill_status,
    update_gap,
    watermark_id,
)
from memory.ingest import ingest_ops
from memory.ops import CreateOp
from memory.store import Store
from memory.timeutil import snowflake_ms

log = logging.getLogger(__name__)

PAGE_SIZE = 100   # Discord's largest history page

# Outcomes, stored in channel_state.backfill_status; a failure's name is also its gap reason.
COMPLETE = "complete"
FIRST_FILL = "first_fill"
FORBIDDEN = "backfill_forbidden"
CAPPED = "backfill_cap"
FAILED = "backfill_error"
DISABLED = "backfill_disabled"


class HistorySource(Protocol):
    """Channel history as ingest ops, oldest first, without our own or system messages."""

    async def after(self, channel_id: int, after_id: int, limit: int) -> list[CreateOp]:
        """Up to `limit` (<= 100) messages with id > after_id; fewer means history ends there."""

    async def latest(self, channel_id: int, limit: int) -> list[CreateOp]:
        """The newest `limit` messages of the channel, oldest first."""


class DiscordHistory:
    """`HistorySource` over the REST API. Raises discord.Forbidden / HTTPException as is."""

    def __init__(self, client: discord.Client):
        self.client = client

    async def after(self, channel_id: int, after_id: int, limit: int) -> list[CreateOp]:
        channel = await self._channel(channel_id)
        ops: list[CreateOp] = []
        # limit=None: skipped messages must not end the page early; breaking stops the paging.
        async for message in channel.history(limit=None, after=discord.Object(id=after_id), oldest_first=True):
            if is_storable(message, self.client.user.id):
                ops.append(create_op(message))
                if len(ops) >= limit:
                    break
        return ops

    async def latest(self, channel_id: int, limit: int) -> list[CreateOp]:
        channel = await self._channel(channel_id)
        ops: list[CreateOp] = []
        async for message in channel.history(limit=None):    # newest first
            if is_storable(message, self.client.user.id):
                ops.append(create_op(message))
                if len(ops) >= limit:
                    break
        ops.reverse()
        return ops

    async def pinned(self, channel_id: int) -> set[int]:
        """Ids of the messages pinned in the channel now (for a pins update)."""
        channel = await self._channel(channel_id)
        return {message.id async for message in channel.pins(limit=None)}

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        return self.client.get_channel(channel_id) or await self.client.fetch_channel(channel_id)


@dataclass(frozen=True)
class BackfillResult:
    channel_id: int
    status: str
    fetched: int = 0
    pages: int = 0


@dataclass(frozen=True)
class ResumePoint:
    watermark_id: int | None     # newest message id stored for the channel
    covered_to_ms: int | None    # end of the latest covered interval


def read_resume_point(conn: sqlite3.Connection, channel_id: int) -> ResumePoint:
    spans = covered(conn, channel_id)
    return ResumePoint(watermark_id(conn, channel_id), spans[-1][1] if spans else None)


async def watermark(store: Store, channel_id: int) -> int | None:
    return (await store.read(read_resume_point, channel_id)).watermark_id


def _begin(conn: sqlite3.Connection, channel_id: int, from_ms: int, now_ms: int) -> int:
    set_backfill_status(conn, channel_id, "running", now_ms)
    return open_gap(conn, channel_id, from_ms, "offline", now_ms=now_ms, to_ms=now_ms)


def _apply_page(conn: sqlite3.Connection, ops: list[CreateOp], channel_id: int, from_ms: int, *,
                now_ms: int, keep_deleted_content: bool) -> None:
    ingest_ops(conn, ops, via="backfill", now_ms=now_ms, keep_deleted_content=keep_deleted_content)
    # Pages come oldest first after the watermark: everything up to this page's last
    # message has now been seen, so that much of the gap is covered even if we stop here.
    mark_covered(conn, channel_id, from_ms, snowflake_ms(ops[-1].message.id), "backfill")


def _finish(conn: sqlite3.Connection, channel_id: int, gap_id: int, from_ms: int, *, now_ms: int) -> None:
    mark_covered(conn, channel_id, from_ms, now_ms, "backfill")
    close_gap(conn, gap_id, now_ms=now_ms)
    # Gaps left open by an earlier run that died half-way are covered now too.
    spans = covered(conn, channel_id)
    for gap in gaps(conn, [channel_id], 0, now_ms):
        if gap.to_ms is not None and any(a <= gap.from_ms and gap.to_ms <= b for a, b in spans):
            close_gap(conn, gap.gap_id, now_ms=now_ms)
    set_backfill_status(conn, channel_id, COMPLETE, now_ms)


def _leave_open(conn: sqlite3.Connection, channel_id: int, gap_id: int, *, gap_from_ms: int, gap_to_ms: int,
                seen_to_ms: int, reason: str, now_ms: int) -> None:
    if seen_to_ms > gap_from_ms:
        # Part of the gap was filled: record only the rest as missing.
        close_gap(conn, gap_id, now_ms=now_ms)
        open_gap(conn, channel_id, seen_to_ms, reason, now_ms=now_ms, to_ms=gap_to_ms)
    else:
        update_gap(conn, gap_id, reason=reason, to_ms=gap_to_ms)
    set_backfill_status(conn, channel_id, reason, now_ms)


def _record_skipped(conn: sqlite3.Connection, channel_id: int, from_ms: int, reason: str, now_ms: int) -> None:
    open_gap(conn, channel_id, from_ms, reason, now_ms=now_ms, to_ms=now_ms)
    set_backfill_status(conn, channel_id, reason, now_ms)


def _failure_reason(exc: Exception) -> str:
    if isinstance(exc, discord.HTTPException) and exc.status in (401, 403):
        return FORBIDDEN
    return FAILED


async def backfill_channel(store: Store, source: HistorySource, channel_id: int, *, max_messages: int,
                           clock: Callable[[], int], keep_deleted_content: bool = False,
                           skip_reason: str | None = None) -> BackfillResult:
    """Fill one channel from its watermark to now. A failed fetch ends in a recorded gap, not an
    exception; if the task is cancelled half-way, the "offline" gap stays open until a later
    backfill covers it.

    With `skip_reason` nothing is fetched and the missed time is recorded as a gap with
    that reason (backfill disabled, or Discord refused this channel earlier: 401/403 are
    not retried, they count toward Discord's invalid-request ban).
    """
    now_ms = clock()
    resume = await store.read(read_resume_point, channel_id)
    if resume.watermark_id is None:
        if skip_reason is not None:
            return BackfillResult(channel_id, skip_reason)
        return await _first_fill(store, source, channel_id, max_messages=max_messages, now_ms=now_ms,
                                 keep_deleted_content=keep_deleted_content)
    # Missed time starts where we stopped watching: at the last covered moment, or at the
    # newest stored message when coverage was never recorded for it.
    from_ms = max(snowflake_ms(resume.watermark_id), resume.covered_to_ms or 0)
    if skip_reason is not None:
        await store.write(_record_skipped, channel_id, from_ms, skip_reason, now_ms)
        log.warning("backfill skipped; gap recorded", extra={"channel_id": str(channel_id), "reason": skip_reason})
        return BackfillResult(channel_id, skip_reason)

    gap_id = await store.write(_begin, channel_id, from_ms, now_ms)
    cursor, fetched, pages, reason = resume.watermark_id, 0, 0, None
    try:
        while True:
            if fetched >= max_messages:
                # Ask for one more only to tell "exactly at the cap" from "more left".
                if await source.after(channel_id, cursor, 1):
                    reason = CAPPED
                break
            limit = min(PAGE_SIZE, max_messages - fetched)
            page = await source.after(channel_id, cursor, limit)
            if page:
                await store.write(_apply_page, page, channel_id, from_ms, now_ms=clock(),
                                  keep_deleted_content=keep_deleted_content)
                cursor = page[-1].message.id
                fetched += len(page)
                pages += 1
                log.info("backfill progress", extra={"channel_id": str(channel_id), "fetched": fetched,
                                                     "pages": pages})
            if len(page) < limit:
                break
    except Exception as exc:   # a failed backfill is a recorded gap, never a crash
        reason = _failure_reason(exc)
        log.error("backfill stopped", exc_info=not isinstance(exc, discord.HTTPException),
                  extra={"channel_id": str(channel_id), "reason": reason, "fetched": fetched, "pages": pages,
                         "status": getattr(exc, "status", None), "error": str(exc)})

    seen_to_ms = snowflake_ms(cursor) if cursor != resume.watermark_id else from_ms
    try:
        if reason is None:
            await store.write(_finish, channel_id, gap_id, from_ms, now_ms=clock())
        else:
            await store.write(_leave_open, channel_id, gap_id, gap_from_ms=from_ms, gap_to_ms=now_ms,
                              seen_to_ms=seen_to_ms, reason=reason, now_ms=clock())
    except Exception:
        # The "offline" gap opened before fetching is still on record.
        log.exception("could not record backfill outcome", extra={"channel_id": str(channel_id)})
        reason = reason or FAILED
    status = reason or COMPLETE
    log.info("backfill done", extra={"channel_id": str(channel_id), "status": status, "fetched": fetched,
                                     "pages": pages})
    return BackfillResult(channel_id, status, fetched, pages)


def _apply_first_fill(conn: sqlite3.Connection, ops: list[CreateOp], channel_id: int, *, now_ms: int,
                      keep_deleted_content: bool) -> None:
    if ops:
        ingest_ops(conn, ops, via="backfill", now_ms=now_ms, keep_deleted_content=keep_deleted_content)
        mark_covered(conn, channel_id, snowflake_ms(ops[0].message.id), now_ms, "backfill")
    set_backfill_status(conn, channel_id, FIRST_FILL, now_ms)


async def _first_fill(store: Store, source: HistorySource, channel_id: int, *, max_messages: int, now_ms: int,
                      keep_deleted_content: bool) -> BackfillResult:
    """First start in a channel: take the most recent history, up to the cap.

    Coverage starts at the oldest message taken; what came before we existed is not a gap.
    """
    try:
        ops = await source.latest(channel_id, max_messages) if max_messages else []
        await store.write(_apply_first_fill, ops, channel_id, now_ms=now_ms,
                          keep_deleted_content=keep_deleted_content)
    except Exception as exc:
        reason = _failure_reason(exc)
        log.error("first backfill failed", exc_info=not isinstance(exc, discord.HTTPException),
                  extra={"channel_id": str(channel_id), "reason": reason, "status": getattr(exc, "status", None),
                         "error": str(exc)})
        return BackfillResult(channel_id, reason)
    log.info("first backfill done", extra={"channel_id": str(channel_id), "fetched": len(ops)})
    return BackfillResult(channel_id, FIRST_FILL, len(ops), 1 if ops else 0)
