"""Gateway listeners -> memory.ingest: one op per event, one transaction per op."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord_events import bulk_delete_op, create_op, delete_op, edit_author_id, edit_op
from memory.ingest import CREATED, EDITED, ingest
from memory.ops import IngestOp

if TYPE_CHECKING:
    from bot.client import ChannelMemoryBot

log = logging.getLogger(__name__)


class Ingest(commands.Cog):
    """Stores what happens in allowed channels. A failing event is logged and skipped."""

    def __init__(self, bot: ChannelMemoryBot):
        self.bot = bot

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if not self.bot.stores_message(message):
            return
        counts = await self._ingest("message", message.channel.id, message.id, lambda: create_op(message))
        if counts and (counts[CREATED] or counts[EDITED]):
            # The Coverage cog extends the channel's live coverage to now.
            self.bot.dispatch("message_stored", message.channel.id)

    @commands.Cog.listener()
    async def on_raw_message_edit(self, payload: discord.RawMessageUpdateEvent) -> None:
        # The raw event fires for cached and uncached messages alike; `data` is the payload.
        if not self.bot.stores_channel(payload.guild_id, payload.channel_id):
            return
        if self.bot.user and edit_author_id(payload.data) == self.bot.user.id:
            return
        await self._ingest("message_edit", payload.channel_id, payload.message_id,
                           lambda: edit_op(payload.guild_id, payload.channel_id, payload.message_id, payload.data))

    @commands.Cog.listener()
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        if self.bot.stores_channel(payload.guild_id, payload.channel_id):
            await self._ingest("message_delete", payload.channel_id, payload.message_id, lambda: delete_op(payload))

    @commands.Cog.listener()
    async def on_raw_bulk_message_delete(self, payload: discord.RawBulkMessageDeleteEvent) -> None:
        if self.bot.stores_channel(payload.guild_id, payload.channel_id):
            await self._ingest("bulk_message_delete", payload.channel_id, None, lambda: bulk_delete_op(payload))

    async def _ingest(self, event: str, channel_id: int, message_id: int | None,
                      convert: Callable[[], IngestOp | None]) -> Counter[str] | None:
        ids = {"event": event, "channel_id": str(channel_id), "message_id": str(message_id)}
        try:
            op = convert()
            if op is None:
                log.debug("gateway event changes no stored text; skipped", extra=ids)
                return None
            batch = await ingest(self.bot.store, [op], via="gateway", now_ms=self.bot.now_ms(),
                                 keep_deleted_content=self.bot.settings.store.keep_deleted_content)
        except Exception:
            log.exception("gateway event not stored; skipped", extra=ids)
            return None
        log.debug("gateway event stored", extra={**ids, "outcomes": dict(batch.counts)})
        return batch.counts
