"""Gateway wiring under dpytest: what the listeners store, edit, tombstone, and cover."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import discord.ext.test as dpytest
from discord.ext.test import backend as back
from discord.ext.test import factories as facts

from bot.backfill import DiscordHistory
from bot.discord_events import edit_op
from memory import coverage, queries
from memory.ingest import ingest
from memory.ops import ingest_op_adapter
from memory.timeutil import snowflake_ms
from tests.support import builders as b
from tests.support.discord_fakes import DESK, GUILD, THREAD, open_thread, ops_after_downtime, stored


def partial_member(nick: str | None) -> dict:
    # What MESSAGE_UPDATE carries: a member without its user (TESTING-NOTES).
    return {"roles": [], "nick": nick, "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False,
            "flags": 0}


async def count_messages(store) -> int:
    return await store.read(lambda conn: conn.execute("SELECT count(*) FROM messages").fetchone()[0])


def update_payload(d, message_id: int, content: str | None, edited_at: str | None) -> dict:
    data = facts.make_message_dict(d.channel, d.trader, id_num=message_id, content=content or "",
                                   edited_timestamp=edited_at)
    data["member"] = partial_member("Weston")
    if content is None:
        del data["content"]
    return data


async def test_a_message_in_an_allowed_channel_is_stored(desk):
    message = await dpytest.message("[PROPOSED] BUY 50 NVDA @ 142.50", channel=desk.channel, member=desk.trader,
                                    attachments=["/charts/nvda.png"])
    row = await stored(desk.store, message.id)
    assert row.content == "[PROPOSED] BUY 50 NVDA @ 142.50"
    assert row.author_name == "Weston" and not row.author_bot and row.author_id == desk.trader.id
    assert [a["filename"] for a in row.attachments] == ["nvda.png"]
    assert row.created_at_ms == snowflake_ms(message.id)


async def test_other_channels_dms_and_own_messages_are_not_stored(desk):
    await dpytest.message("lunch?", channel=desk.other, member=desk.trader)
    dm = await desk.trader.create_dm()
    await dpytest.message("my password is hunter2", channel=dm, member=desk.trader)
    await desk.channel.send("a message from the bot itself")
    await dpytest.run_all_events()
    assert await count_messages(desk.store) == 0


async def test_threads_of_an_allowed_channel_are_followed(desk):
    thread = open_thread(desk)
    message = await dpytest.message("scaling in", channel=thread, member=desk.trader)
    assert (await stored(desk.store, message.id, THREAD)).content == "scaling in"


async def test_cached_and_uncached_edits_create_versions(desk):
    cached = await dpytest.message("stop on AMD at 148", channel=desk.channel, member=desk.trader)
    desk.bot._connection.parse_message_update(
        update_payload(desk, cached.id, "stop on AMD at 151", "2030-01-01T00:00:00+00:00"))
    # Stored before a restart, so not in discord.py's message cache: only the raw event fires.
    earlier = ingest_op_adapter.validate_python(b.create(1, "target TSLA 250"))
    await ingest(desk.store, [earlier], via="test", now_ms=desk.bot.now_ms())
    desk.bot._connection.parse_message_update(
        update_payload(desk, earlier.message.id, "target TSLA 262", "2030-01-01T00:01:00+00:00"))
    await dpytest.run_all_events()

    for message_id, before, after in ((cached.id, "stop on AMD at 148", "stop on AMD at 151"),
                                      (earlier.message.id, "target TSLA 250", "target TSLA 262")):
        row = await stored(desk.store, message_id)
        assert row.content == after
        versions = await desk.store.read(queries.history, row.pk)
        assert [v.content for v in versions] == [before, after]


async def test_updates_that_are_not_edits_leave_the_text_alone(desk):
    message = await dpytest.message("watching CL 78.20 https://example.com/cl", channel=desk.channel,
                                    member=desk.trader)
    # A link preview resolving: same text, new embed, no edit time.
    preview = update_payload(desk, message.id, "watching CL 78.20 https://example.com/cl", None)
    preview["embeds"] = [{"type": "link", "title": "Crude oil futures"}]
    desk.bot._connection.parse_message_update(preview)
    await dpytest.run_all_events()
    row = await stored(desk.store, message.id)
    assert row.content == "watching CL 78.20 https://example.com/cl" and row.edited_at_ms is None
    # An update without content (discord.py 2.7 itself cannot parse one) must not blank the text.
    no_content = update_payload(desk, message.id, None, "2030-01-01T00:00:00+00:00")
    assert edit_op(GUILD, DESK, message.id, no_content) is None


async def test_single_and_bulk_deletes_leave_tombstones(desk):
    first = await dpytest.message("BUY 10 AAPL", channel=desk.channel, member=desk.trader)
    second = await dpytest.message("BUY 20 AAPL", channel=desk.channel, member=desk.trader)
    third = await dpytest.message("BUY 30 AAPL", channel=desk.channel, member=desk.trader)
    await first.delete()
    desk.bot._connection.parse_message_delete_bulk(
        {"ids": [str(second.id), str(third.id)], "channel_id": str(DESK), "guild_id": str(GUILD)})
    # An uncached delete of a message never seen is still recorded, as a bare tombstone.
    desk.bot._connection.parse_message_delete({"id": str(third.id + 1), "channel_id": str(DESK),
                                               "guild_id": str(GUILD)})
    await dpytest.run_all_events()

    rows = await desk.store.read(queries.by_ids, [DESK], [first.id, second.id, third.id, third.id + 1])
    assert {row.state for row in rows.values()} == {"deleted"} and len(rows) == 4
    assert all(row.content is None for row in rows.values())
    assert rows[first.id].author_name == "Weston"
    assert await desk.store.read(queries.search, [DESK], "AAPL", 0, 2 ** 62) == []


async def test_a_failing_event_is_logged_with_ids_and_skipped(desk, monkeypatch, caplog):
    async def broken(*args, **kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr("bot.cogs.ingest.ingest", broken)
    lost = await dpytest.message("lost", channel=desk.channel, member=desk.trader)
    assert "gateway event not stored; skipped" in caplog.text
    record = next(r for r in caplog.records if r.getMessage() == "gateway event not stored; skipped")
    assert record.message_id == str(lost.id) and record.channel_id == str(DESK)

    monkeypatch.undo()
    kept = await dpytest.message("kept", channel=desk.channel, member=desk.trader)
    assert (await stored(desk.store, kept.id)).content == "kept"


async def test_connected_time_is_covered_and_ready_backfills_the_downtime(desk, history):
    cog = desk.bot.get_cog("Coverage")
    # Before this start: messages up to minute 2 were stored, and seen live until then.
    seen, missed = ops_after_downtime(channel=DESK, seen=3, missed=5)
    await ingest(desk.store, seen, via="test", now_ms=desk.bot.now_ms())
    last_seen_ms = snowflake_ms(seen[-1].message.id)
    await desk.store.write(coverage.mark_covered, DESK, snowflake_ms(seen[0].message.id), last_seen_ms, "gateway")
    history.add(DESK, seen + missed)

    desk.bot.dispatch("ready")
    await dpytest.run_all_events()
    results = await cog.backfill_task
    assert [(r.status, r.fetched) for r in results] == [("complete", 5)]
    assert len(await desk.store.read(queries.by_ids, [DESK], [op.message.id for op in missed])) == 5

    live = await dpytest.message("FILLED 50 NVDA", channel=desk.channel, member=desk.trader)
    await dpytest.run_all_events()
    spans = await desk.store.read(coverage.covered, DESK)
    assert len(spans) == 1 and spans[0][0] <= last_seen_ms and spans[0][1] >= snowflake_ms(live.id) - 1000
    assert await desk.store.read(coverage.gaps, [DESK], 0, 2 ** 62) == []

    desk.bot.dispatch("disconnect")
    await dpytest.run_all_events()
    assert cog.connected_at_ms is None


async def test_discord_history_is_exclusive_oldest_first_and_skips_own_and_system(desk):
    state = back.get_state()

    def message(content: str, author, kind: int = 0) -> discord.Message:
        data = facts.make_message_dict(desk.channel, author, content=content, type=kind)
        return discord.Message(state=state, channel=desk.channel, data=data)

    me = desk.guild.me
    messages = [message("one", desk.trader), message("pinned a message", desk.trader, kind=6),
                message("from the bot", me), message("two", desk.trader), message("three", desk.trader)]

    class Channel:
        """Discord's semantics: `after` exclusive, newest first unless oldest_first."""

        async def history(self, *, limit, after=None, oldest_first=None):
            found = [m for m in messages if after is None or m.id > after.id]
            for m in found if (oldest_first if oldest_first is not None else after is not None) else found[::-1]:
                yield m

    client = SimpleNamespace(user=me, get_channel=lambda channel_id: Channel())
    source = DiscordHistory(client)
    page = await source.after(DESK, messages[0].id, 1)
    assert [op.message.content for op in page] == ["two"]
    assert [op.message.content for op in await source.after(DESK, 0, 100)] == ["one", "two", "three"]
    assert [op.message.content for op in await source.latest(DESK, 2)] == ["two", "three"]

