"""Fixtures of the bot's tests: a Discord-like history and a dpytest desk over a fresh store."""

from __future__ import annotations

from types import SimpleNamespace

import discord.ext.test as dpytest
import pytest
from discord.ext.test import backend as back

from bot.client import ChannelMemoryBot, gateway_intents
from bot.settings import Settings
from tests.support.discord_fakes import DESK, GUILD, OTHER, DiscordLikeHistory


@pytest.fixture
def history():
    return DiscordLikeHistory()


@pytest.fixture
async def desk(store, history):
    settings = Settings(_env_file=None, guild_ids=[GUILD], channel_ids=[DESK], follow_threads=True)
    bot = ChannelMemoryBot(settings, store, history=history, intents=gateway_intents(members=True))
    await bot._async_setup_hook()
    dpytest.configure(bot, guilds=0, text_channels=0, voice_channels=0, members=0)
    guild = back.make_guild("Trading desk", id_num=GUILD)
    channel = back.make_text_channel("desk", guild, id_num=DESK)
    other = back.make_text_channel("chatter", guild, id_num=OTHER)
    back.make_member(back.get_state().user, guild)
    trader = back.make_member(back.make_user("weston", "0001"), guild, nick="Weston")
    await bot.setup_hook()
    yield SimpleNamespace(bot=bot, store=store, guild=guild, channel=channel, other=other, trader=trader)
    await dpytest.empty_queue()
    bot.ws = None   # dpytest's fake websocket has no socket to close
    await bot.close()
