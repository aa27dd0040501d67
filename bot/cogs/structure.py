"""Pins and reactions -> memory.ingest: structure the classifier leans on (a pin, a ✅).

Reactions come as raw events (cached or not). A pins update says only that a channel's
pins changed, so the cog fetches the channel's pins and ingests the difference with what
the store holds as pin/unpin ops. All through the one ingest path, like every event.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord_events import pin_ops, reaction_op
from memory import queries
from memory.ingest import ingest

if TYPE_CHECKING:
    from bot.client import ChannelMemoryBot

log = logging.getLogger(__name__)

PinSource = Callable[[int], Awaitable[set[int]]]


class Structure(commands.Cog):
    def __init__(self, bot: ChannelMemoryBot, pins: PinSource | None = None):
        self.bot = bot
        self.pins = pins if pins is not None else getattr(bot.history, "pinned", None)

    @commands.Cog.listener()
    async def on_raw_reaction_add(self, payload: discord.RawReactionActionEvent) -> None:
        await self._reaction(payload)

    @commands.Cog.listener()
    async def on_raw_reaction_remove(self, payload: discord.RawReactionActionEvent) -> None:
        await self._reaction(payload)

    async def _reaction(self, payload: discord.RawReactionActionEvent) -> None:
        if not self.bot.stores_channel(payload.guild_id, payload.channel_id):
            return
        if self.bot.user and payload.user_id == self.bot.user.id:
            return
        await self._ingest("reaction", payload.channel_id, [reaction_op(payload)])

    @commands.Cog.listener()
    async def on_guild_channel_pins_update(self, channel: discord.abc.GuildChannel | discord.Thread,
                                           last_pin: datetime | None) -> None:
        guild_id = channel.guild.id if channel.guild else None
        if self.pins is None or not self.bot.stores_channel(guild_id, channel.id):
            return
        try:
            now = await self.pins(channel.id)
        except discord.HTTPException as exc:
            # 401/403 are not retried: invalid requests count toward Discord's IP ban.
            log.warning("pins not fetched", extra={"channel_id": str(channel.id), "status": exc.status})
            return
        stored = await self.bot.store.read(queries.pinned_ids, channel.id)
        ops = pin_ops(guild_id, channel.id, now, stored)
        if ops:
            await self._ingest("pins_update", channel.id, ops)

    async def _ingest(self, event: str, channel_id: int, ops: list) -> None:
        ids = {"event": event, "channel_id": str(channel_id)}
        try:
            batch = await ingest(self.bot.store, ops, via="gateway", now_ms=self.bot.now_ms())
        except Exception:
            log.exception("gateway event not stored; skipped", extra=ids)
            return
        log.debug("gateway event stored", extra={**ids, "outcomes": dict(batch.counts)})
