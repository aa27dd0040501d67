"""Moderator commands: `/forget` erases a message for good, `/memory status` shows the store."""

from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from memory import queries
from memory.coverage import Gap, covered, gaps
from memory.erasure import PurgeIncomplete
from memory.ingest import FORGET_UNKNOWN, FORGOTTEN, ingest
from memory.ops import ForgetOp
from memory.rollup import usage_totals
from memory.store import StoreFull
from memory.timeutil import ms_datetime, parse_snowflake, snowflake_ms, utc_day

if TYPE_CHECKING:
    from bot.client import ChannelMemoryBot

log = logging.getLogger(__name__)

MESSAGE_LINK = re.compile(r"^https://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/channels/"
                          r"(?P<guild>\d+|@me)/(?P<channel>\d+)/(?P<message>\d+)/?$")
DISCORD_MESSAGE_LIMIT = 2000
STORE_FULL_REPLY = ("The disk holding channel memory is full, so nothing was erased yet."
                    " Run /forget again once space is freed.")
PURGE_PENDING_REPLY = ("Recorded: the message is no longer served anywhere. Removing its text from the database"
                       " file is not finished yet (the disk is full or a reader is busy); it completes on its own,"
                       " and running /forget again confirms it.")


class Refusal(Exception):
    """A command that cannot go ahead; the message is the answer shown to the moderator."""


@dataclass(frozen=True)
class MessageRef:
    message_id: int
    channel_id: int | None = None    # known from a link; a bare id leaves it to be found
    guild_id: int | None = None


def parse_message_ref(text: str) -> MessageRef:
    """A message link (https://discord.com/channels/<guild>/<channel>/<message>) or a bare id."""
    text = text.strip().strip("<>")   # Discord wraps links in <> to suppress previews
    match = MESSAGE_LINK.match(text)
    try:
        if match:
            guild = match["guild"]
            if guild == "@me":
                raise Refusal("That link points to a direct message; only server channels are stored.")
            return MessageRef(parse_snowflake(match["message"]), parse_snowflake(match["channel"]),
                              parse_snowflake(guild))
        return MessageRef(parse_snowflake(text))
    except ValueError:
        raise Refusal("That is not a message id or message link. Copy it with right-click > Copy Message Link"
                      " (or Copy Message ID).") from None


def _who_and_when(stored: queries.StoredMessage | None, message_id: int) -> str:
    created_s = (stored.created_at_ms if stored else snowflake_ms(message_id)) // 1000
    name = stored.author_name if stored else ""
    author = discord.utils.escape_mentions(discord.utils.escape_markdown(name)) if name else "an unknown author"
    return f"by {author} (posted <t:{created_s}:f>)"


def forget_reply(outcome: str, channel_id: int, message_id: int, stored: queries.StoredMessage | None) -> str:
    """What the moderator is told: id, author, time. Never the content."""
    where = f"message `{message_id}` in <#{channel_id}>"
    if outcome == FORGOTTEN:
        return (f"Erased {where} {_who_and_when(stored, message_id)}: its text, search entries and"
                " digest blocks are gone.")
    if outcome == FORGET_UNKNOWN:
        return f"The {where} is not stored; recorded so it can never be stored."
    return f"The {where} was already erased."   # DUPLICATE: forgotten before


# -- /memory status -----------------------------------------------------------------------

@dataclass(frozen=True)
class ChannelStatus:
    channel_id: int
    live_messages: int
    oldest_ms: int | None
    covered_since_ms: int | None      # start of the latest covered interval
    covered_to_ms: int | None
    open_gaps: list[Gap]
    backfill_status: str
    digest_at_ms: int | None
    dirty_windows: int


@dataclass(frozen=True)
class StatusReport:
    channels: list[ChannelStatus]
    llm_usd_today: float
    llm_calls_today: int


def read_status(conn: sqlite3.Connection, channel_ids: list[int], now_ms: int) -> StatusReport:
    channels = []
    for channel_id in channel_ids:
        state = queries.channel_state(conn, channel_id)
        spans = covered(conn, channel_id)
        channels.append(ChannelStatus(
            channel_id=channel_id, live_messages=state.live_messages, oldest_ms=state.oldest_ms,
            covered_since_ms=spans[-1][0] if spans else None, covered_to_ms=spans[-1][1] if spans else None,
            open_gaps=gaps(conn, [channel_id], 0, now_ms),
            backfill_status=state.backfill_status, digest_at_ms=state.digest_at_ms,
            dirty_windows=state.dirty_windows))
    usage = usage_totals(conn, utc_day(now_ms))
    return StatusReport(channels, usage.usd, usage.calls)


def _ts(unix_ms: int, style: str = "R") -> str:
    # Discord renders these in each reader's own time zone.
    return f"<t:{unix_ms // 1000}:{style}>"


def format_status(report: StatusReport) -> str:
    lines = [f"**Channel memory** · LLM spend today: ${report.llm_usd_today:.2f} ({report.llm_calls_today} calls)"]
    for ch in report.channels:
        lines.append(f"<#{ch.channel_id}>: {ch.live_messages} messages retained"
                     + (f" since {_ts(ch.oldest_ms, 'f')}" if ch.oldest_ms else ""))
        coverage = (f"covered {_ts(ch.covered_since_ms, 'f')} → {_ts(ch.covered_to_ms)}"
                    if ch.covered_since_ms is not None else "no coverage recorded")
        lines.append(f"  {coverage} · backfill {ch.backfill_status}")
        digest = f"digest {_ts(ch.digest_at_ms)}" if ch.digest_at_ms else "digest never run"
        if ch.dirty_windows:
            digest += f", {ch.dirty_windows} window(s) waiting"
        lines.append(f"  {digest}")
        for gap in ch.open_gaps:
            until = _ts(gap.to_ms, "f") if gap.to_ms is not None else "now"
            lines.append(f"  gap {_ts(gap.from_ms, 'f')} → {until} ({gap.reason})")
    if not report.channels:
        lines.append("No channels are allow-listed (CHANNEL_MEMORY_CHANNEL_IDS).")
    text = "\n".join(lines)
    if len(text) > DISCORD_MESSAGE_LIMIT:
        text = text[:DISCORD_MESSAGE_LIMIT - 40].rsplit("\n", 1)[0] + "\n… (more in `channel-memory stats`)"
    return text


async def _reply(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


class Moderation(commands.Cog):
    # Shown to moderators by default; server admins can widen it under Integrations.
    memory = app_commands.Group(name="memory", description="Channel memory", guild_only=True,
                                default_permissions=discord.Permissions(manage_messages=True))

    def __init__(self, bot: ChannelMemoryBot):
        self.bot = bot

    @app_commands.command(name="forget", description="Erase a message from channel memory for good")
    @app_commands.describe(message="Message link, or the id of a message in this channel")
    @app_commands.guild_only()
    # default_permissions only hides the command in the client; the check enforces it.
    @app_commands.default_permissions(manage_messages=True)
    @app_commands.checks.has_permissions(manage_messages=True)
    async def forget(self, interaction: discord.Interaction, message: str) -> None:
        try:
            ref = parse_message_ref(message)
            channel_id = await self._target_channel(interaction, ref)
        except Refusal as refusal:
            await interaction.response.send_message(str(refusal), ephemeral=True)
            return
        # Erasure also compacts the search index and the WAL: more than Discord's 3 s.
        await interaction.response.defer(ephemeral=True, thinking=True)
        store, now_ms = self.bot.store, self.bot.now_ms()
        stored = (await store.read(queries.by_ids, [channel_id], [ref.message_id])).get(ref.message_id)
        op = ForgetOp(op="forget", guild_id=interaction.guild_id, channel_id=channel_id, message_id=ref.message_id,
                      requested_by=interaction.user.id, at=ms_datetime(now_ms))
        try:
            batch = await ingest(store, [op], via="discord_command", now_ms=now_ms)
        except StoreFull:
            await interaction.followup.send(STORE_FULL_REPLY, ephemeral=True)
            return
        except PurgeIncomplete:
            log.warning("forget committed, purge pending", extra={"channel_id": str(channel_id),
                                                                  "message_id": str(ref.message_id)})
            await interaction.followup.send(PURGE_PENDING_REPLY, ephemeral=True)
            return
        (outcome,) = batch.counts   # one op, one outcome
        log.info("message forgotten", extra={"moderator_id": str(interaction.user.id), "channel_id": str(channel_id),
                                  "message_id": str(ref.message_id), "outcome": outcome})
        await interaction.followup.send(forget_reply(outcome, channel_id, ref.message_id, stored), ephemeral=True)

    async def _target_channel(self, interaction: discord.Interaction, ref: MessageRef) -> int:
        if ref.channel_id is not None:
            if ref.guild_id != interaction.guild_id:
                raise Refusal("That link points to another server; use /forget there.")
            if not self.bot.stores_channel(ref.guild_id, ref.channel_id):
                raise Refusal(f"<#{ref.channel_id}> is not a channel I keep; nothing of it is stored.")
            return ref.channel_id
        here = interaction.channel_id
        # The allow-listed channels, and the one in use (it may be a followed thread).
        candidates = sorted(self.bot.allowlist.channel_ids | ({here} if here is not None else set()))
        holding = [channel_id for channel_id in
                   await self.bot.store.read(queries.channels_holding, candidates, ref.message_id, interaction.guild_id)
                   if self.bot.stores_channel(interaction.guild_id, channel_id)]
        if here in holding:
            return here
        if holding:
            return holding[0]
        if here is not None and self.bot.stores_channel(interaction.guild_id, here):
            return here     # not stored yet: the erasure is recorded against this channel
        raise Refusal(f"Message `{ref.message_id}` is not stored in any channel I keep."
                      " Use its message link to name the channel.")

    @memory.command(name="status", description="Retained messages, coverage, gaps, digest and LLM spend")
    async def status(self, interaction: discord.Interaction) -> None:
        report = await self.bot.store.read(read_status, sorted(self.bot.allowlist.channel_ids), self.bot.now_ms())
        await interaction.response.send_message(format_status(report), ephemeral=True)

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        ids = {"user_id": str(interaction.user.id),
               "command": interaction.command.qualified_name if interaction.command else None}
        if isinstance(error, app_commands.MissingPermissions):
            log.info("command refused: missing permissions", extra=ids)
            await _reply(interaction, "You need the Manage Messages permission to use this command.")
            return
        if isinstance(error, app_commands.CheckFailure):
            await _reply(interaction, "This command cannot be used here.")
            return
        log.error("command failed", exc_info=error, extra=ids)
        await _reply(interaction, "Something went wrong; the error is in the bot's log.")
