"""Backfill against a history source that behaves like Discord; coverage and gaps after it."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.backfill import backfill_channel, read_resume_point, watermark
from memory import coverage, queries
from memory.ingest import ingest
from memory.ops import CreateOp
from memory.store import Store
from memory.timeutil import ms_datetime, snowflake_ms
from tests.support import builders as b
from tests.support.discord_fakes import CHANNEL, DiscordLikeHistory, messages, ops_after_downtime

NOW_MINUTE = 600


def forbidden() -> discord.Forbidden:
    response = SimpleNamespace(status=403, reason="Forbidden")
    return discord.Forbidden(response, {"code": 50001, "message": "Missing Access"})


async def seen_live(store: Store, ops: list[CreateOp]) -> None:
    """As if the gateway stored these and watched the channel until the last one."""
    await ingest(store, ops, via="gateway", now_ms=b.now_ms(len(ops)))
    await store.write(coverage.mark_covered, CHANNEL, snowflake_ms(ops[0].message.id),
                      snowflake_ms(ops[-1].message.id), "gateway")


async def run(store, history, **kwargs):
    kwargs.setdefault("max_messages", 5000)
    return await backfill_channel(store, history, CHANNEL, clock=lambda: b.now_ms(NOW_MINUTE), **kwargs)


async def all_gaps(store):
    return await store.read(coverage.gaps, [CHANNEL], 0, b.now_ms(10_000), open_only=False)


async def open_gaps(store):
    return await store.read(coverage.gaps, [CHANNEL], 0, b.now_ms(10_000))


async def backfill_status(store) -> str:
    return await store.read(lambda conn: conn.execute(
        "SELECT backfill_status FROM channel_state WHERE channel_id = ?", (CHANNEL,)).fetchone()[0])


async def test_backfill_after_downtime_fills_the_gap_and_closes_it(store, history):
    seen, missed = ops_after_downtime(seen=3, missed=250)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)

    result = await run(store, history)

    assert (result.status, result.fetched, result.pages) == ("complete", 250, 3)
    stored = await store.read(queries.by_ids, [CHANNEL], [op.message.id for op in missed])
    assert len(stored) == 250 and stored[missed[-1].message.id].content == "msg 252"
    assert await watermark(store, CHANNEL) == missed[-1].message.id
    (gap,) = await all_gaps(store)
    assert (gap.reason, gap.from_ms, gap.to_ms) == ("offline", b.now_ms(2), b.now_ms(NOW_MINUTE))
    assert gap.closed_at_ms is not None
    assert await store.read(coverage.covered, CHANNEL) == [(b.now_ms(0), b.now_ms(NOW_MINUTE))]
    assert await backfill_status(store) == "complete"


async def test_the_gap_is_on_record_before_anything_is_fetched(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=3)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)
    observed = []

    class Watching(DiscordLikeHistory):
        async def after(self, channel_id, after_id, limit):
            observed.append([(g.reason, g.closed_at_ms) for g in await open_gaps(store)])
            return await history.after(channel_id, after_id, limit)

    await run(store, Watching())
    assert observed[0] == [("offline", None)]


async def test_a_refused_backfill_leaves_an_open_gap_with_its_reason(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=3)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)
    history.fail_after(0, forbidden())

    result = await run(store, history)

    assert result.status == "backfill_forbidden" and history.calls == 1   # 403 is never retried
    (gap,) = await open_gaps(store)
    assert (gap.reason, gap.from_ms, gap.to_ms) == ("backfill_forbidden", b.now_ms(1), b.now_ms(NOW_MINUTE))
    assert await backfill_status(store) == "backfill_forbidden"


async def test_a_failure_half_way_records_only_the_unfetched_rest(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=150)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)
    history.fail_after(1, discord.HTTPException(SimpleNamespace(status=500, reason="Server Error"), "boom"))

    result = await run(store, history)

    assert (result.status, result.fetched) == ("backfill_error", 100)
    last_fetched_ms = snowflake_ms(missed[99].message.id)
    (gap,) = await open_gaps(store)
    assert (gap.reason, gap.from_ms, gap.to_ms) == ("backfill_error", last_fetched_ms, b.now_ms(NOW_MINUTE))
    assert await store.read(coverage.covered, CHANNEL) == [(b.now_ms(0), last_fetched_ms)]


async def test_reaching_the_cap_leaves_the_rest_open(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=300)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)

    result = await run(store, history, max_messages=150)

    assert (result.status, result.fetched, result.pages) == ("backfill_cap", 150, 2)
    (gap,) = await open_gaps(store)
    assert (gap.reason, gap.from_ms) == ("backfill_cap", snowflake_ms(missed[149].message.id))


async def test_exactly_at_the_cap_is_complete(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=100)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)

    assert (await run(store, history, max_messages=100)).status == "complete"
    assert await open_gaps(store) == []


async def test_a_message_edited_while_away_comes_back_as_its_current_version(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=2)
    await seen_live(store, seen)
    # Posted and then edited while the bot was away: history shows the edited text only.
    edited = missed[0].model_copy(update={"message": missed[0].message.model_copy(update={
        "content": "stop on AMD moved to 151", "edited_at": ms_datetime(b.now_ms(30))})})
    history.add(CHANNEL, [*seen, edited, missed[1]])

    await run(store, history)

    row = (await store.read(queries.by_ids, [CHANNEL], [edited.message.id]))[edited.message.id]
    assert row.content == "stop on AMD moved to 151" and row.edited_at_ms == b.now_ms(30)


async def test_first_start_takes_only_the_most_recent_history(store, history):
    history.add(CHANNEL, messages(0, 300))

    result = await run(store, history, max_messages=120)

    assert (result.status, result.fetched) == ("first_fill", 120)
    retained = await store.read(queries.retained, [CHANNEL])
    assert (retained.count, retained.oldest_ms) == (120, b.now_ms(180))
    assert await all_gaps(store) == []   # before we existed is not a gap
    assert await store.read(coverage.covered, CHANNEL) == [(b.now_ms(180), b.now_ms(NOW_MINUTE))]


async def test_a_skipped_backfill_records_the_missed_time(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=3)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)

    result = await run(store, history, skip_reason="backfill_disabled")

    assert result.status == "backfill_disabled" and history.calls == 0
    (gap,) = await open_gaps(store)
    assert (gap.reason, gap.from_ms, gap.to_ms) == ("backfill_disabled", b.now_ms(1), b.now_ms(NOW_MINUTE))


async def test_a_gap_left_by_a_crashed_run_is_closed_once_covered(store, history):
    seen, missed = ops_after_downtime(seen=2, missed=3)
    await seen_live(store, seen)
    history.add(CHANNEL, seen + missed)
    stale = await store.write(coverage.open_gap, CHANNEL, b.now_ms(1), "offline", now_ms=b.now_ms(3),
                              to_ms=b.now_ms(3))

    assert (await run(store, history)).status == "complete"
    assert await open_gaps(store) == []
    assert any(g.gap_id == stale and g.closed_at_ms for g in await all_gaps(store))


async def test_the_resume_point_starts_at_the_last_covered_moment(store):
    seen, _ = ops_after_downtime(seen=2, missed=0)
    await seen_live(store, seen)
    await store.write(coverage.mark_covered, CHANNEL, b.now_ms(1), b.now_ms(45), "gateway")
    point = await store.read(read_resume_point, CHANNEL)
    assert (point.watermark_id, point.covered_to_ms) == (seen[-1].message.id, b.now_ms(45))
