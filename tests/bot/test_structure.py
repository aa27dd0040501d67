"""Pins, reactions, embeds and thread parents from the live gateway (dpytest)."""

from __future__ import annotations

import asyncio

import discord
import discord.ext.test as dpytest

from bot.client import gateway_intents
from bot.cogs.structure import Structure
from bot.discord_events import create_op, embed_of
from memory import queries
from tests.support.discord_fakes import DESK, GUILD, THREAD, open_thread, stored


async def _settle(bot) -> None:
    await dpytest.run_all_events()
    await asyncio.sleep(0)


def _reaction_payload(d, message_id: int, emoji: str) -> dict:
    return {"user_id": str(d.trader.id), "channel_id": str(DESK), "message_id": str(message_id),
            "guild_id": str(GUILD), "emoji": {"id": None, "name": emoji}, "burst": False, "type": 0,
            "member": {**_member(d), "user": {"id": str(d.trader.id), "username": "weston",
                                               "discriminator": "0001", "avatar": None}}}


def _member(d) -> dict:
    return {"roles": [], "nick": "Weston", "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False,
            "mute": False, "flags": 0}


def test_reactions_are_requested_from_the_gateway():
    assert gateway_intents().guild_reactions


async def test_reactions_are_stored_and_removed(desk):
    message = await dpytest.message("[PROPOSED] BUY 50 NVDA", channel=desk.channel, member=desk.trader)
    desk.bot._connection.parse_message_reaction_add(_reaction_payload(desk, message.id, "✅"))
    await _settle(desk.bot)
    row = await stored(desk.store, message.id)
    reactions = await desk.store.read(queries.reactions, [row.pk])
    assert [(r.emoji, r.user_id) for r in reactions[row.pk]] == [("✅", desk.trader.id)]
    payload = _reaction_payload(desk, message.id, "✅")
    payload.pop("member")
    desk.bot._connection.parse_message_reaction_remove(payload)
    await _settle(desk.bot)
    assert await desk.store.read(queries.reactions, [row.pk]) == {}


async def test_a_pins_update_fetches_the_pins_and_stores_the_difference(desk):
    first = await dpytest.message("stop moved to 41.50", channel=desk.channel, member=desk.trader)
    second = await dpytest.message("thesis: soft landing", channel=desk.channel, member=desk.trader)
    pinned_now = {first.id}

    async def pins(channel_id: int) -> set[int]:
        assert channel_id == DESK
        return set(pinned_now)

    cog = desk.bot.get_cog("Structure")
    cog.pins = pins
    desk.bot._connection.parse_channel_pins_update({"channel_id": str(DESK), "guild_id": str(GUILD),
                                                    "last_pin_timestamp": "2026-05-21T10:00:00+00:00"})
    await _settle(desk.bot)
    assert (await stored(desk.store, first.id)).pinned and not (await stored(desk.store, second.id)).pinned
    pinned_now.clear()
    pinned_now.add(second.id)
    desk.bot._connection.parse_channel_pins_update({"channel_id": str(DESK), "guild_id": str(GUILD),
                                                    "last_pin_timestamp": "2026-05-21T10:05:00+00:00"})
    await _settle(desk.bot)
    assert not (await stored(desk.store, first.id)).pinned and (await stored(desk.store, second.id)).pinned
    assert isinstance(cog, Structure)


async def test_thread_messages_carry_their_parent(desk):
    message = await dpytest.message("scaling in", channel=open_thread(desk), member=desk.trader)
    assert (await stored(desk.store, message.id, THREAD)).parent_channel_id == DESK
    assert await desk.store.read(queries.thread_parents) == {THREAD: DESK}


def test_embeds_keep_every_text_part():
    embed = discord.Embed(title="Execution report", description="filled", url="https://oms.example/1")
    embed.set_author(name="OMS")
    embed.add_field(name="Side", value="SELL", inline=True)
    embed.add_field(name="Qty", value="250", inline=False)
    embed.set_footer(text="order 7f3a91")
    kept = embed_of(embed)
    assert kept.text_parts() == ["Execution report", "filled", "https://oms.example/1", "OMS", "Side", "SELL",
                                 "Qty", "250", "order 7f3a91"]
    assert create_op  # the create path uses embed_of for every embed
