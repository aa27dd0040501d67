"""Live coverage and continuity: the time the gateway watched, and backfill after it did not.

While the gateway is connected, the time is covered: each allowed channel's coverage is
extended to now every minute, whenever a message is stored, and once more on disconnect
or shutdown. On ready and on resume, a backfill fetches what was missed meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING

from discord.ext import commands, tasks

from bot.backfill import DISABLED, FORBIDDEN, BackfillResult, backfill_channel
from memory.coverage import mark_covered

if TYPE_CHECKING:
    from bot.client import ChannelMemoryBot

log = logging.getLogger(__name__)

LIVE_MARK_SECONDS = 60


def _mark_live(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> None:
    for channel_id in channel_ids:
        mark_covered(conn, channel_id, from_ms, to_ms, "gateway")


class Coverage(commands.Cog):
    def __init__(self, bot: ChannelMemoryBot):
        self.bot = bot
        self.connected_at_ms: int | None = None
        self.backfill_task: asyncio.Task[list[BackfillResult]] | None = None
        self._backfill_again = False
        # Channels Discord refused (401/403) are not asked again by this process:
        # invalid requests count toward a temporary IP ban.
        self._refused: set[int] = set()

    async def cog_load(self) -> None:
        self.mark_live.start()

    async def cog_unload(self) -> None:
        self.mark_live.cancel()
        if self.backfill_task is not None and not self.backfill_task.done():
            self.backfill_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.backfill_task
        await self._end_live_span()

    # -- live coverage ----------------------------------------------------------------
    @tasks.loop(seconds=LIVE_MARK_SECONDS)
    async def mark_live(self) -> None:
        await self._mark(self.bot.allowlist.channel_ids, self.connected_at_ms)

    @commands.Cog.listener()
    async def on_message_stored(self, channel_id: int) -> None:
        if channel_id in self.bot.allowlist.channel_ids:
            await self._mark([channel_id], self.connected_at_ms)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        self._connected()

    @commands.Cog.listener()
    async def on_resumed(self) -> None:
        self._connected()

    @commands.Cog.listener()
    async def on_disconnect(self) -> None:
        if self.connected_at_ms is not None:
            log.warning("gateway disconnected; events until the next ready/resume are backfilled then")
        await self._end_live_span()

    def _connected(self) -> None:
        if self.connected_at_ms is None:
            self.connected_at_ms = self.bot.now_ms()
        self.request_backfill()

    async def _end_live_span(self) -> None:
        since, self.connected_at_ms = self.connected_at_ms, None
        await self._mark(self.bot.allowlist.channel_ids, since)

    async def _mark(self, channel_ids: Iterable[int], since_ms: int | None) -> None:
        channel_ids = sorted(channel_ids)
        if since_ms is None or not channel_ids:
            return
        try:
            await self.bot.store.write(_mark_live, channel_ids, since_ms, self.bot.now_ms())
        except Exception:
            log.exception("could not record live coverage", extra={"channels": [str(c) for c in channel_ids]})

    # -- backfill ---------------------------------------------------------------------
    def request_backfill(self) -> None:
        if self.backfill_task is not None and not self.backfill_task.done():
            # Disconnected again while a backfill runs: go round once more when it ends.
            self._backfill_again = True
            return
        self.backfill_task = asyncio.create_task(self.backfill_all(), name="backfill")

    async def backfill_all(self) -> list[BackfillResult]:
        while True:
            self._backfill_again = False
            results = [result for channel_id in sorted(self.bot.allowlist.channel_ids)
                       if (result := await self._backfill(channel_id)) is not None]
            if not self._backfill_again:
                return results

    async def _backfill(self, channel_id: int) -> BackfillResult | None:
        settings = self.bot.settings
        skip_reason = (DISABLED if not settings.discord.backfill_on_ready
                       else FORBIDDEN if channel_id in self._refused else None)
        try:
            result = await backfill_channel(
                self.bot.store, self.bot.history, channel_id, max_messages=settings.discord.backfill_max_messages,
                clock=self.bot.now_ms, keep_deleted_content=settings.store.keep_deleted_content,
                skip_reason=skip_reason)
        except Exception:
            log.exception("backfill failed", extra={"channel_id": str(channel_id)})
            return None
        if result.status == FORBIDDEN:
            self._refused.add(channel_id)
        return result
