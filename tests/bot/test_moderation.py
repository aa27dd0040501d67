"""/forget and /memory status, called the way the command tree calls them."""

from __future__ import annotations

from types import SimpleNamespace
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest
from discord import app_commands

from bot.client import ChannelMemoryBot
from bot.cogs.moderation import Refusal, parse_message_ref
from bot.settings import Settings
from memory import coverage, queries
from memory.ingest import ingest
from memory.ops import ingest_op_adapter
from memory.timeutil import utc_day
from tests.support import builders as b

GUILD = int(b.GUILD)
DESK = int(b.CHANNEL)
CHATTER = int(b.OTHER_CHANNEL)            # in the guild, not allow-listed
MODERATOR = 1200000000000000009
SECRET = "[PROPOSED] BUY 50 ZQXJ @ 142.50"


def interaction(*, channel_id: int = DESK, can_manage: bool = True) -> MagicMock:
    it = MagicMock(spec=discord.Interaction)
    it.guild_id = GUILD
    it.channel_id = channel_id
    it.user = SimpleNamespace(id=MODERATOR)
    it.permissions = discord.Permissions(manage_messages=can_manage)
    it.response.send_message = AsyncMock()
    it.response.defer = AsyncMock()
    it.response.is_done = MagicMock(return_value=False)
    it.followup.send = AsyncMock()
    return it


def answer(it: MagicMock) -> str:
    """The one ephemeral answer a command gave, whichever way it was sent."""
    call = it.followup.send.await_args or it.response.send_message.await_args
    assert call.kwargs.get("ephemeral") is True
    return call.args[0]


@pytest.fixture
async def bot(store):
    settings = Settings(_env_file=None, guild_ids=[GUILD], channel_ids=[DESK])
    bot = ChannelMemoryBot(settings, store, clock=lambda: b.now_ms(60))
    await bot.setup_hook()
    yield bot
    await bot.close()


@pytest.fixture
def cog(bot):
    return bot.get_cog("Moderation")


@pytest.fixture
async def proposal(store):
    op = ingest_op_adapter.validate_python(b.create(1, SECRET))
    await ingest(store, [op], via="gateway", now_ms=b.now_ms(1))
    return op.message.id


def link(message_id: int, channel_id: int = DESK, guild_id: int = GUILD) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


async def test_forget_by_a_moderator_erases_the_message(cog, store, proposal, tmp_path):
    it = interaction()
    await cog.forget.callback(cog, it, link(proposal))

    text = answer(it)
    assert str(proposal) in text and "Weston" in text and "<t:" in text
    assert "ZQXJ" not in text and "BUY" not in text          # never the content
    assert await store.read(queries.search, [DESK], "ZQXJ", 0, b.now_ms(600)) == []
    row = (await store.read(queries.by_ids, [DESK], [proposal]))[proposal]
    assert row.state == "forgotten" and row.content is None
    audit = await store.read(lambda conn: conn.execute(
        "SELECT requested_by, outcome FROM forget_audit WHERE message_id = ?", (proposal,)).fetchone())
    assert tuple(audit) == (MODERATOR, "forgotten")
    database = b"".join(path.read_bytes() for path in tmp_path.glob("memory.db*"))
    assert b"ZQXJ" not in database


async def test_a_bare_id_is_found_in_the_allowed_channel_holding_it(cog, store, proposal):
    it = interaction(channel_id=CHATTER)       # used elsewhere in the server
    await cog.forget.callback(cog, it, f" {proposal} ")
    assert "Erased" in answer(it) and f"<#{DESK}>" in answer(it)


async def test_an_unknown_message_is_recorded_so_it_can_never_be_stored(cog, store):
    later = ingest_op_adapter.validate_python(b.create(5, "arrives after the erasure"))
    it = interaction()
    await cog.forget.callback(cog, it, str(later.message.id))
    assert "not stored; recorded so it can never be stored" in answer(it)

    await ingest(store, [later], via="backfill", now_ms=b.now_ms(70))
    row = (await store.read(queries.by_ids, [DESK], [later.message.id]))[later.message.id]
    assert row.state == "forgotten" and row.content is None


@pytest.mark.parametrize("given, reason", [
    ("not-an-id", "not a message id or message link"),
    ("https://discord.com/channels/@me/1/2", "direct message"),
    (link(1500000000000000001, channel_id=CHATTER), "not a channel I keep"),
    (link(1500000000000000001, guild_id=1300000000000000099), "another server"),
])
async def test_bad_targets_get_an_ephemeral_error_and_change_nothing(cog, store, given, reason):
    it = interaction()
    await cog.forget.callback(cog, it, given)
    assert reason in answer(it)
    it.response.defer.assert_not_awaited()
    assert await store.read(lambda conn: conn.execute("SELECT count(*) FROM forget_audit").fetchone()[0]) == 0


async def test_a_bare_id_from_a_channel_not_kept_is_refused(cog):
    it = interaction(channel_id=CHATTER)
    await cog.forget.callback(cog, it, "1500000000000000001")
    assert "not stored in any channel I keep" in answer(it)


async def test_non_moderators_are_refused_and_the_command_is_hidden_from_them(bot, cog):
    member = interaction(can_manage=False)
    with pytest.raises(app_commands.MissingPermissions):
        await cog.forget._check_can_run(member)
    assert await cog.forget._check_can_run(interaction()) is True

    await cog.cog_app_command_error(member, app_commands.MissingPermissions(["manage_messages"]))
    assert "Manage Messages" in answer(member)

    manage = discord.Permissions(manage_messages=True).value
    assert cog.forget.to_dict(bot.tree)["default_member_permissions"] == manage
    assert cog.memory.to_dict(bot.tree)["default_member_permissions"] == manage


def test_message_references_parse_links_and_ids():
    assert parse_message_ref(f"<{link(1500000000000000001)}>") == parse_message_ref(
        f"https://ptb.discord.com/channels/{GUILD}/{DESK}/1500000000000000001")
    assert parse_message_ref("1500000000000000001").channel_id is None
    with pytest.raises(Refusal):
        parse_message_ref("1.5e18")


async def test_memory_status_summarises_each_channel(cog, store, proposal):
    await store.write(coverage.mark_covered, DESK, b.now_ms(0), b.now_ms(30), "gateway")
    await store.write(coverage.open_gap, DESK, b.now_ms(30), "backfill_cap", now_ms=b.now_ms(40),
                      to_ms=b.now_ms(40))
    await store.write(lambda conn: conn.execute(
        "INSERT INTO llm_usage (at_ms, day, channel_id, model, usd, outcome) VALUES (?, ?, ?, 'm', 0.125, 'ok')",
        (b.now_ms(50), utc_day(b.now_ms(50)), DESK)))
    it = interaction()
    await cog.status.callback(cog, it)

    text = answer(it)
    assert f"<#{DESK}>: 1 messages retained" in text
    assert "backfill_cap" in text and "digest never run" in text and "1 window(s) waiting" in text
    assert "$0.12 (1 calls)" in text
    assert "ZQXJ" not in text


@pytest.mark.parametrize("failure, words", [("store_full", "full"), ("purge_pending", "no longer served")])
async def test_forget_that_cannot_finish_still_answers_the_moderator(cog, proposal, monkeypatch, failure, words):
    import bot.cogs.moderation as moderation
    from memory.erasure import PurgeIncomplete
    from memory.store import StoreFull

    async def failing(*args, **kwargs):
        raise StoreFull("full") if failure == "store_full" else PurgeIncomplete("busy")

    monkeypatch.setattr(moderation, "ingest", failing)
    it = interaction()
    await cog.forget.callback(cog, it, link(proposal))   # before: the deferred answer never came
    assert words in answer(it) and "ZQXJ" not in answer(it)
