"""The discord.py process: the bot, its start-up and shutdown, and `run_bot` for the CLI.

Gateway close code 4014 means the bot asked for the privileged Message Content intent
but the developer portal has not granted it: discord.py raises PrivilegedIntentsRequired
and `run_bot` exits with a message saying where to switch it on. The opposite mistake
(granted in the portal, not requested in code) lets the bot run but every message
arrives empty, so `on_ready` checks the intents object and logs an error.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Awaitable, Callable, Iterable

import discord
from discord.ext import commands

from bot.backfill import DiscordHistory, HistorySource
from bot.cogs.coverage import Coverage
from bot.cogs.ingest import Ingest
from bot.cogs.moderation import Moderation
from bot.cogs.structure import Structure
from bot.discord_events import Allowlist, is_storable
from bot.settings import Settings
from memory import timeutil
from memory.store import Store

log = logging.getLogger(__name__)

# Start-up and shutdown work composed in by the caller (sidecar, digest loop). A hook gets
# the bot's store: one writer connection per process, shared by everything in it.
Hook = Callable[[Store], Awaitable[None]]

EXIT_CONFIG = 2


def gateway_intents(*, members: bool = False) -> discord.Intents:
    intents = discord.Intents.none()
    intents.guilds = True             # channel and thread cache: the allowlist resolves threads by parent
    intents.guild_messages = True     # message create / update / delete in guilds (never DMs)
    intents.message_content = True    # privileged: without it every message arrives empty
    intents.guild_reactions = True    # reactions: a ✅ or 📌 can decide a proposal
    intents.members = members         # only tests need it (dpytest builds members from it)
    return intents


class ChannelMemoryBot(commands.Bot):
    def __init__(self, settings: Settings, store: Store, *, history: HistorySource | None = None,
                 intents: discord.Intents | None = None, clock: Callable[[], int] = timeutil.now_ms,
                 extra_startup: Iterable[Hook] = (), extra_shutdown: Iterable[Hook] = ()):
        super().__init__(command_prefix=commands.when_mentioned, intents=intents or gateway_intents(),
                         help_command=None)
        self.settings = settings
        self.store = store
        self.history: HistorySource = history or DiscordHistory(self)
        self._clock = clock
        discord_settings = settings.discord
        self.allowlist = Allowlist.of(discord_settings.guild_ids, discord_settings.channel_ids,
                                      discord_settings.follow_threads)
        self._extra_startup = list(extra_startup)
        self._extra_shutdown = list(extra_shutdown)

    async def setup_hook(self) -> None:
        if not self.allowlist.channel_ids:
            log.warning("no channels allow-listed (CHANNEL_MEMORY_CHANNEL_IDS): nothing will be stored")
        for cog in (Ingest(self), Coverage(self), Moderation(self), Structure(self)):
            await self.add_cog(cog)
        await self._sync_commands()
        for hook in self._extra_startup:
            await hook(self.store)

    async def _sync_commands(self) -> None:
        if self.application_id is None:
            # Not logged in to Discord (tests, dpytest): there is no application to sync to.
            return
        if not self.settings.discord.guild_ids:
            await self.tree.sync()
            log.info("app commands synced globally (may take up to an hour to appear)")
            return
        # Per guild: registered at once, and not shown in servers we do not serve.
        for guild_id in self.settings.discord.guild_ids:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            try:
                await self.tree.sync(guild=guild)
            except discord.Forbidden:
                log.error("cannot register app commands in guild: invite the bot with the"
                          " applications.commands scope", extra={"guild_id": str(guild_id)})

    async def on_ready(self) -> None:
        log.info("connected to Discord", extra={"user": str(self.user), "guilds": len(self.guilds)})
        if not self.intents.message_content:
            log.error("MESSAGE CONTENT INTENT IS OFF: every stored message would be empty. Request it in code"
                      " (gateway_intents) and enable it in the developer portal (Bot > Privileged Gateway"
                      " Intents)")

    async def on_message(self, message: discord.Message) -> None:
        # Messages are data here, not commands: the Ingest cog handles them, and the
        # default prefix-command processing is skipped on purpose.
        return

    def now_ms(self) -> int:
        return self._clock()

    def stores_channel(self, guild_id: int | None, channel_id: int) -> bool:
        parent_id = None
        if self.allowlist.follow_threads and channel_id not in self.allowlist.channel_ids:
            channel = self.get_channel(channel_id)
            if isinstance(channel, discord.Thread):
                parent_id = channel.parent_id
        return self.allowlist.allows(guild_id, channel_id, parent_id)

    def stores_message(self, message: discord.Message) -> bool:
        own_id = self.user.id if self.user else None
        return (message.guild is not None and is_storable(message, own_id)
                and self.stores_channel(message.guild.id, message.channel.id))

    async def close(self) -> None:
        # commands.Bot.close removes the cogs first (listeners gone: intake stops, final
        # coverage written), then closes the gateway.
        await super().close()
        hooks, self._extra_shutdown = self._extra_shutdown, []   # once, however often close is called
        for hook in reversed(hooks):
            try:
                await hook(self.store)
            except Exception:
                log.exception("shutdown hook failed", extra={"hook": getattr(hook, "__qualname__", repr(hook))})


def token_problem(settings: Settings) -> str | None:
    """Why the configured token cannot be a bot token, or None. Never echoes the token."""
    token = settings.discord.discord_token.get_secret_value().strip() if settings.discord.discord_token else ""
    if not token:
        return "CHANNEL_MEMORY_DISCORD_TOKEN is not set: put the bot token from the developer portal in it"
    if token.lower().startswith("bot ") or len(token.split(".")) != 3 or any(c.isspace() for c in token):
        return ("CHANNEL_MEMORY_DISCORD_TOKEN does not look like a bot token"
                " (three dot-separated parts, without a 'Bot ' prefix)")
    return None


async def run_bot(settings: Settings, *, extra_startup: Iterable[Hook] = (),
                  extra_shutdown: Iterable[Hook] = (),
                  on_bot: Callable[[ChannelMemoryBot], None] | None = None) -> int:
    """Run the bot until SIGTERM/SIGINT or a fatal gateway error; returns the exit code.

    Start-up hooks run in setup_hook, before the gateway connects; shutdown hooks run after
    the bot has closed and before the store does, in reverse order.
    """
    problem = token_problem(settings)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return EXIT_CONFIG
    store = await Store.open(settings.store.db_path)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    signals = (signal.SIGTERM, signal.SIGINT)
    for signum in signals:
        with contextlib.suppress(NotImplementedError):   # no signal handlers on Windows loops
            loop.add_signal_handler(signum, stop.set)
    try:
        async with ChannelMemoryBot(settings, store, extra_startup=extra_startup,
                                    extra_shutdown=extra_shutdown) as bot:
            if on_bot is not None:
                on_bot(bot)
            return await _run_until_stopped(bot, settings, stop)
    finally:
        for signum in signals:
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(signum)
        # After the bot closed: a write in flight finishes before the store shuts.
        await store.close()
        log.info("stopped; store closed")


async def _run_until_stopped(bot: ChannelMemoryBot, settings: Settings, stop: asyncio.Event) -> int:
    token = settings.discord.discord_token.get_secret_value().strip()
    runner = asyncio.create_task(bot.start(token), name="discord-bot")
    stopper = asyncio.create_task(stop.wait(), name="stop-signal")
    await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if not runner.done():
        log.info("stop requested; closing the gateway")
        await bot.close()
    stopper.cancel()
    try:
        await runner
    except discord.LoginFailure:
        print("error: Discord rejected CHANNEL_MEMORY_DISCORD_TOKEN (401): reset the token in the developer"
              " portal and update the setting", file=sys.stderr)
        return EXIT_CONFIG
    except discord.PrivilegedIntentsRequired:
        print("error: Discord closed the gateway with code 4014: enable the Message Content intent in the"
              " developer portal (Bot > Privileged Gateway Intents)", file=sys.stderr)
        return EXIT_CONFIG
    except Exception as exc:
        if stop.is_set():
            # Closing under a start-up still in flight (login, connect) ends it with an error.
            log.debug("start-up interrupted by shutdown", exc_info=True)
            return 0
        log.exception("bot stopped on an error")
        print(f"error: the bot stopped: {type(exc).__name__}: {exc} (details in the log)", file=sys.stderr)
        return 1
    return 0
