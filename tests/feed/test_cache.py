"""The feed cache (feed/cache.py), the write watermark, and admission control (feed/admission.py)."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from feed.admission import ADMISSION_KEY, Admission, Limits
from feed.app import serve_middleware
from feed.cache import ENTRY_OVERHEAD, FeedCache, FeedStats, Overloaded, _channels_of, variant
from feed.common import FEED_CACHE_KEY, METRICS_KEY, endpoint
from feed.service import Metrics
from memory.ingest import ingest
from memory.store import Store
from memory.watermark import WriteWatermark
from tests.support import builders as b
from tests.support.sidecar import CH, OTHER, agent_headers, running, service_headers

STATS = FeedStats(kind="raw_window", status="ok")


def renderer(calls: list, *, delay: float = 0.0, size: int = 10):
    async def render():
        calls.append(1)
        if delay:
            await asyncio.sleep(delay)
        return (b"x" * (size - 2)) + f"{len(calls):02d}".encode()[-2:], STATS
    return render


# -- the cache on its own --------------------------------------------------------------------

async def test_hit_while_no_write_miss_per_key_then_stale_with_one_refresh():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=30, stale_ms=10_000)
    calls: list = []
    first, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    assert how == "miss" and len(calls) == 1
    await asyncio.sleep(0.05)                     # older than refresh_ms, but nothing was written
    again, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    assert how == "hit" and again.body == first.body and len(calls) == 1
    _, how = await cache.get(("other", (1,)), (1,), renderer(calls))
    assert how == "miss" and len(calls) == 2      # another key is another render
    wm.commit()                                   # a write (no erasure): the version moved
    served = await asyncio.gather(*(cache.get(("k", (1,)), (1,), renderer(calls, delay=0.02)) for _ in range(5)))
    assert {how for _, how in served} == {"stale"} and {e.body for e, _ in served} == {first.body}
    await asyncio.sleep(0.05)
    assert len(calls) == 3                        # exactly one background refresh for five callers
    newest, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    assert how == "hit" and newest.body != first.body
    await cache.close()


async def test_a_refresh_turned_away_by_a_busy_slot_runs_when_the_slot_frees_cheapest_wait_first():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=10, stale_ms=10_000, render_share=1.0, cost_factor=0.0)
    order: list[str] = []

    def named(name: str, delay: float = 0.0):
        async def render():
            order.append(name)
            await asyncio.sleep(delay)
            return f"{name}{len(order)}".encode(), STATS
        return render

    await cache.get(("quiet", (1,)), (1,), named("quiet"))
    await cache.get(("busy", (2,)), (2,), named("busy", 0.05))
    wm.commit()
    await asyncio.sleep(0.02)                        # both stale now
    blocker = asyncio.create_task(cache.get(("slow", (3,)), (3,), named("slow", 0.1)))
    await asyncio.sleep(0.01)                        # the one render slot is taken
    assert (await cache.get(("busy", (2,)), (2,), named("busy", 0.05)))[1] == "stale"
    assert (await cache.get(("quiet", (1,)), (1,), named("quiet")))[1] == "stale"
    assert order == ["quiet", "busy", "slow"]        # turned away, not started
    await blocker
    await asyncio.sleep(0.15)
    # Nobody asked again: both were refreshed, the cheap one first though asked for last.
    assert order[3:] == ["quiet", "busy"]
    assert (await cache.get(("quiet", (1,)), (1,), named("quiet")))[1] == "hit"
    await cache.close()


async def test_an_erasure_forgets_the_refreshes_wanted_for_its_channel():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=10, stale_ms=10_000, render_share=1.0, cost_factor=0.0)
    erased, kept, slow = [], [], []
    await cache.get(("erased", (1,)), (1,), renderer(erased))
    await cache.get(("kept", (2,)), (2,), renderer(kept))
    wm.commit()
    await asyncio.sleep(0.02)
    blocker = asyncio.create_task(cache.get(("slow", (3,)), (3,), renderer(slow, delay=0.05)))
    await asyncio.sleep(0.01)
    await cache.get(("erased", (1,)), (1,), renderer(erased))
    await cache.get(("kept", (2,)), (2,), renderer(kept))
    cache.drop_channels({1})                         # what an erasure of channel 1 does
    assert all(1 not in w.channels for w in cache._wanted.values())
    await blocker
    await asyncio.sleep(0.05)
    assert len(erased) == 1 and len(kept) == 2      # only the other channel's feed was refreshed
    await cache.close()


async def test_concurrent_misses_share_one_render():
    cache = FeedCache(WriteWatermark(), refresh_ms=1000)
    calls: list = []
    results = await asyncio.gather(*(cache.get(("k", (1,)), (1,), renderer(calls, delay=0.02)) for _ in range(8)))
    assert len(calls) == 1
    assert sorted(how for _, how in results) == ["miss"] + ["shared"] * 7
    assert len({entry.body for entry, _ in results}) == 1


async def test_an_erasure_drops_the_channel_entries_and_never_serves_them_stale():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=60_000, stale_ms=60_000)
    calls: list = []
    one, _ = await cache.get(("a", (1,)), (1,), renderer(calls))
    both, _ = await cache.get(("ab", (1, 2)), (1, 2), renderer(calls))
    two, _ = await cache.get(("b", (2,)), (2,), renderer(calls))
    wm.mark_erased([1])
    for key, channels, old in ((("a", (1,)), (1,), one), (("ab", (1, 2)), (1, 2), both)):
        entry, how = await cache.get(key, channels, renderer(calls))
        assert how == "miss" and entry.body != old.body     # re-rendered, not served stale
    entry, how = await cache.get(("b", (2,)), (2,), renderer(calls))
    assert how == "hit" and entry.body == two.body           # channel 2 had no erasure
    await cache.close()


async def test_a_render_that_began_before_an_erasure_is_not_served_after_it():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=60_000, render_slots=2)
    calls: list = []
    gate = asyncio.Event()

    async def slow_then_fast():
        calls.append(1)
        if len(calls) == 1:
            await gate.wait()                       # the first render's snapshot predates the erasure
            return b"with the erased text", STATS
        return b"after the erasure", STATS

    task = asyncio.create_task(cache.get(("k", (1,)), (1,), slow_then_fast))
    await asyncio.sleep(0.01)
    wm.mark_erased([1])                              # acknowledged while the render runs
    late, how = await cache.get(("k", (1,)), (1,), slow_then_fast)   # must not share the old render
    gate.set()
    early, _ = await task
    assert late.body == b"after the erasure"
    assert early.body == b"after the erasure"       # the first caller's render was redone too
    entry, how = await cache.get(("k", (1,)), (1,), slow_then_fast)
    assert how == "hit" and entry.body == b"after the erasure"


async def test_the_cache_is_bounded_by_bytes_not_entries():
    size = 1000
    cache = FeedCache(WriteWatermark(), refresh_ms=60_000, max_bytes=5 * (size + ENTRY_OVERHEAD))
    calls: list = []
    for i in range(20):
        await cache.get((f"k{i}", (1,)), (1,), renderer(calls, size=size))
        assert cache.bytes <= cache.max_bytes
    assert len(cache) == 5 and cache.bytes == 5 * (size + ENTRY_OVERHEAD)
    _, how = await cache.get(("k19", (1,)), (1,), renderer(calls, size=size))
    assert how == "hit"                               # the newest stay
    _, how = await cache.get(("k0", (1,)), (1,), renderer(calls, size=size))
    assert how == "miss"                              # the oldest went first
    big = FeedCache(WriteWatermark(), refresh_ms=60_000, max_bytes=4000)
    await big.get(("huge", (1,)), (1,), renderer(calls, size=3000))
    assert len(big) == 0 and big.bytes == 0           # one body never takes over the cache


async def test_past_the_render_queue_callers_get_overloaded_or_a_clean_older_entry():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=1, stale_ms=1, render_queue=1)
    calls: list = []
    gate = asyncio.Event()

    async def blocked():
        calls.append(1)
        await gate.wait()
        return b"late", STATS

    running_one = asyncio.create_task(cache.get(("a", (1,)), (1,), blocked))     # takes the slot
    queued = asyncio.create_task(cache.get(("b", (1,)), (1,), blocked))          # fills the queue
    await asyncio.sleep(0.01)
    with pytest.raises(Overloaded) as refused:
        await cache.get(("c", (1,)), (1,), blocked)
    assert refused.value.retry_after_s >= 1
    gate.set()
    await asyncio.gather(running_one, queued)


def test_variants_round_max_chars_down_to_a_few_budgets():
    assert variant(None, None) == variant(None, None)
    budgets = {variant(None, n).max_chars for n in range(512, 32_769)}
    assert len(budgets) <= 30
    assert all(variant(None, n).max_chars <= n for n in (512, 513, 1000, 4095, 4096, 5000, 30000, 32768))
    assert variant(20, 2000).limit == 20


# -- the watermark on the store's writer --------------------------------------------------------

async def test_the_watermark_moves_on_commit_and_erasures_move_only_their_channel(tmp_path):
    store = await Store.open(tmp_path / "w.db")
    wm = WriteWatermark()
    await store.attach(wm)
    try:
        first = b.create(1, "to be deleted", counter=1)
        other = b.create(2, "in the other channel", channel=b.OTHER_CHANNEL, counter=2)
        from memory.ops import ingest_op_adapter as adapter
        await ingest(store, [adapter.validate_python(first), adapter.validate_python(other)], via="test",
                     now_ms=b.now_ms(5))
        assert wm.version >= 1 and wm.epochs((CH, OTHER)) == (0, 0)      # creates are no erasure
        await ingest(store, [adapter.validate_python(b.edit(first, 3, "edited text"))], via="test",
                     now_ms=b.now_ms(5))
        assert wm.epochs((CH, OTHER)) == (1, 0)                           # an edit replaces text
        await ingest(store, [adapter.validate_python(b.delete(first, 4))], via="test", now_ms=b.now_ms(5))
        assert wm.epochs((CH, OTHER)) == (2, 0)
        await ingest(store, [adapter.validate_python(b.forget(other, 4))], via="test", now_ms=b.now_ms(5))
        assert wm.epochs((CH, OTHER)) == (2, 1)
    finally:
        await store.close()


async def test_data_versions_move_only_for_the_channel_a_write_touched(tmp_path):
    from memory.ops import ingest_op_adapter as adapter

    store = await Store.open(tmp_path / "v.db")
    wm = WriteWatermark()
    await store.attach(wm)

    async def apply(*ops: dict) -> tuple[tuple[int, ...], tuple[int, ...]]:
        before = (wm.data_versions((CH,)), wm.data_versions((OTHER,)))
        await ingest(store, [adapter.validate_python(op) for op in ops], via="test", now_ms=b.now_ms(9))
        return tuple(x != y for x, y in zip(before[0], wm.data_versions((CH,)), strict=True)), \
            tuple(x != y for x, y in zip(before[1], wm.data_versions((OTHER,)), strict=True))
    try:
        first = b.create(1, "Buying 100 AAPL at 181.20", counter=1)
        assert await apply(first) == ((False, True), (False, False))           # a create moves its channel only
        other = b.create(2, "watching SOFI", channel=b.OTHER_CHANNEL, counter=2)
        assert await apply(other) == ((False, False), (False, True))
        reaction = {"op": "reaction_add", "guild_id": b.GUILD, "channel_id": b.CHANNEL,
                    "message_id": first["message"]["id"], "emoji": "📌", "user_id": "1200000000000000009"}
        assert await apply(reaction) == ((False, True), (False, False))        # a mark is data of its channel
        pin = {"op": "pin", "guild_id": b.GUILD, "channel_id": b.OTHER_CHANNEL, "message_id": other["message"]["id"]}
        assert await apply(pin) == ((False, False), (False, True))
        assert await apply(b.edit(first, 3, "Buying 120 AAPL at 181.20")) == ((False, True), (False, False))
        moved = await apply(first)               # a duplicate: no channel's own version moves
        assert moved[0][1:] == (False,) and moved[1][1:] == (False,)
        assert await apply(b.delete(other, 4)) == ((False, False), (False, True))   # via the erasure trigger
        before = wm.data_versions((CH,))
        from memory.digest import run_all
        await run_all(store, now_ms=b.now_ms(9))                               # blocks, via the digest trigger
        assert wm.data_versions((CH,))[1] > before[1]
        unscoped = wm.unscoped
        await store.write(lambda conn: conn.execute("INSERT INTO llm_usage (at_ms, day, channel_id, model, outcome)"
                                                    " VALUES (1, 'd', 1, 'm', 'ok')"))
        assert wm.unscoped == unscoped + 1     # a write no trigger attributes: every channel's version moves
    finally:
        await store.close()


async def test_the_mutation_epoch_moves_on_changes_in_place_never_on_new_messages(tmp_path):
    from memory.ops import ingest_op_adapter as adapter

    store = await Store.open(tmp_path / "v.db")
    wm = WriteWatermark()
    await store.attach(wm)

    async def moved(*ops: dict) -> bool:
        before = wm.mutation_epoch(CH)
        await ingest(store, [adapter.validate_python(op) for op in ops], via="test", now_ms=b.now_ms(9))
        return wm.mutation_epoch(CH) != before
    try:
        first = b.create(1, "Buying 100 AAPL at 181.20", counter=1)
        assert not await moved(first, b.create(2, "and 50 MSFT", counter=2))      # new messages only
        assert not await moved(b.create(0.5, "backfilled, dated earlier", counter=3))
        assert await moved({"op": "pin", "guild_id": b.GUILD, "channel_id": b.CHANNEL,
                            "message_id": first["message"]["id"]})
        assert await moved({"op": "reaction_add", "guild_id": b.GUILD, "channel_id": b.CHANNEL,
                            "message_id": first["message"]["id"], "emoji": "📌", "user_id": "1200000000000000009"})
        assert await moved(b.edit(first, 3, "Buying 120 AAPL at 181.20"))
        assert not await moved(b.create(4, "watching SOFI", channel=b.OTHER_CHANNEL, counter=4))
        assert WriteWatermark(track_blocks=False).mutation_epoch(CH) is None      # a watermark that does not watch
    finally:
        await store.close()


async def test_a_write_to_another_channel_leaves_an_entry_current():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=20, stale_ms=10_000)
    calls: list = []
    first, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    await asyncio.sleep(0.04)                     # older than refresh_ms
    wm._data_changed(2)
    wm.commit()                                   # a write to channel 2 only
    again, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    assert how == "hit" and again is first and len(calls) == 1
    wm._data_changed(1)
    wm.commit()                                   # now channel 1
    _, how = await cache.get(("k", (1,)), (1,), renderer(calls))
    assert how == "stale"
    await asyncio.sleep(0.02)
    assert len(calls) == 2                        # one background refresh
    await cache.close()


# -- the race, end to end over HTTP -------------------------------------------------------------

SECRET_WORDS = "SOFI beat, holding"


async def _poll(client, n: int) -> int:
    shown = 0
    for _ in range(n):
        for params in ({"channels": str(OTHER)}, {"channels": f"{CH},{OTHER}"},
                       {"channels": str(OTHER), "context_kind": "raw_window"},
                       {"channels": str(OTHER), "max_chars": "4000"}):
            resp = await client.get("/channel-awareness", params=params, headers=agent_headers())
            assert resp.status == 200
            shown += SECRET_WORDS in await resp.text()
    return shown


@pytest.mark.parametrize("how", ["forget", "ingest_deleted", "ingest_edit"])
async def test_no_cached_feed_shows_erased_text_after_the_acknowledgement(tmp_path, how):
    message_id = b.snowflake(205, 10)            # "OTHER channel: SOFI beat, holding" in desk_morning
    async with running(tmp_path / "m.db", feed_cache_ms=60_000) as (client, store):
        assert await _poll(client, 1) == 4        # cached in every variant
        if how == "forget":
            resp = await client.post("/forget", json={"channel_id": str(OTHER), "message_id": message_id},
                                     headers=service_headers())
        else:
            resp = await client.post("/ingest", headers=service_headers(), json={
                "channel_id": str(OTHER), "message": {
                    "id": message_id, "author_name": "Weston", "created_at": b.at(205),
                    "deleted": how == "ingest_deleted",
                    "content": "" if how == "ingest_deleted" else "OTHER channel: numbers revised"}})
        assert resp.status == 200, await resp.text()
        # Gone from memory at the acknowledgement, not just never served again.
        cache = client.app[FEED_CACHE_KEY]
        assert not [key for key in cache._entries if OTHER in _channels_of(key)]
        assert not [key for key in cache.digest._parts if key[0] == OTHER]
        assert not [key for key in cache.digest._messages if key[0] == OTHER]
        assert await _poll(client, 5) == 0        # 0 of 20 polls after the acknowledgement


async def test_feeds_after_new_messages_read_only_them_and_still_show_every_change(tmp_path):
    """The channel's message part is advanced by the new rows while the channel only gains
    messages; an edit or a delete makes it read afresh: every poll shows the store as it is."""
    async with running(tmp_path / "m.db", feed_cache_ms=100) as (client, store):
        parts = client.app[FEED_CACHE_KEY].digest

        async def feed_showing(wanted: str, *, absent: str = "\x00") -> str:
            for _ in range(60):               # the cached feed is fresh for a few renders' time
                resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
                assert resp.status == 200
                text = await resp.text()
                if wanted in text and absent not in text:
                    return text
                await asyncio.sleep(0.05)
            raise AssertionError(f"{wanted!r} never shown (or {absent!r} still shown)")

        async def ingest(minute: int, counter: int, content: str, **extra) -> None:
            resp = await client.post("/ingest", headers=service_headers(), json={
                "channel_id": str(CH), "message": {"id": b.snowflake(minute, counter), "author_name": "Logan",
                                                   "created_at": b.at(minute), "content": content, **extra}})
            assert resp.status == 200, await resp.text()

        await feed_showing("FILLED 50 NVDA")
        await ingest(236, 40, "Working 10 AMD at 150, desk approved")
        await feed_showing("Working 10 AMD at 150")
        await ingest(237, 41, "Working 5 INTC at 30")
        await feed_showing("Working 5 INTC at 30")
        assert parts.advances >= 1                     # read as new rows, not the whole window again
        loads = parts.loads
        await ingest(236, 40, "Working 12 AMD at 149, desk approved")                 # an edit
        await feed_showing("Working 12 AMD at 149", absent="Working 10 AMD")
        await ingest(237, 41, "", deleted=True)                                       # a delete
        await feed_showing("Working 12 AMD at 149", absent="Working 5 INTC")
        assert parts.loads > loads                     # read afresh after each


async def test_the_http_cache_reuses_renders_until_a_write(tmp_path, layout_renders):
    renders = layout_renders
    async with running(tmp_path / "m.db", feed_cache_ms=60_000) as (client, store):
        for _ in range(3):
            resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
            assert resp.status == 200 and resp.content_type == "text/plain" and resp.charset == "utf-8"
        assert len(renders) == 1
        resp = await client.get("/channel-awareness", params={"channels": str(CH), "max_chars": "3000"},
                                headers=agent_headers())
        assert len(await resp.read()) <= 3000 and len(renders) == 1        # a variant is fitted, not rendered


# -- admission ------------------------------------------------------------------------------------

async def test_reads_beyond_the_queue_get_a_fast_503_with_retry_after_and_ingest_still_passes():
    gate = asyncio.Event()

    @endpoint("search", auth=None)
    async def slow_read(request):
        await gate.wait()
        return web.Response(text="read")

    @endpoint("ingest", auth=None)
    async def write(request):
        return web.Response(text="written")

    app = web.Application(middlewares=[serve_middleware])
    app[METRICS_KEY] = Metrics()
    app[ADMISSION_KEY] = Admission(Limits(read_slots=1, read_queue=1, read_wait_s=5.0))
    app.router.add_get("/read", slow_read)
    app.router.add_get("/ingest", write)
    async with TestClient(TestServer(app)) as client:
        held = [asyncio.create_task(client.get("/read")) for _ in range(2)]     # one runs, one queues
        await asyncio.sleep(0.05)
        loop = asyncio.get_running_loop()
        started = loop.time()
        refused = await client.get("/read")
        assert refused.status == 503 and refused.headers["Retry-After"] == "1"
        assert loop.time() - started < 0.5                                     # fast, not slow
        written = await client.get("/ingest")                                  # its own lane
        assert written.status == 200 and await written.text() == "written"
        gate.set()
        assert [r.status for r in await asyncio.gather(*held)] == [200, 200]
    assert app[ADMISSION_KEY].lanes["read"].rejected == 1


async def test_a_read_that_waits_too_long_is_refused_not_served_late():
    gate = asyncio.Event()

    @endpoint("search", auth=None)
    async def slow_read(request):
        await gate.wait()
        return web.Response(text="read")

    app = web.Application(middlewares=[serve_middleware])
    app[METRICS_KEY] = Metrics()
    app[ADMISSION_KEY] = Admission(Limits(read_slots=1, read_queue=4, read_wait_s=0.05))
    app.router.add_get("/read", slow_read)
    async with TestClient(TestServer(app)) as client:
        held = asyncio.create_task(client.get("/read"))
        await asyncio.sleep(0.02)
        late = await client.get("/read")
        assert late.status == 503 and "Retry-After" in late.headers
        gate.set()
        assert (await held).status == 200


# -- telemetry off the hot path -------------------------------------------------------------------

async def test_cache_hits_are_logged_sampled_and_counted_exactly(tmp_path, caplog):
    import logging

    caplog.set_level(logging.DEBUG, logger="channel_memory.feed.serve")
    async with running(tmp_path / "m.db", feed_cache_ms=60_000) as (client, store):
        for _ in range(5):
            assert (await client.get("/channel-awareness", params={"channels": str(CH)},
                                     headers=agent_headers())).status == 200
        metrics = await (await client.get("/metrics")).text()
    ops = [r for r in caplog.records if getattr(r, "type", None) == "channel_context_op"]
    info = [r for r in ops if r.levelno == logging.INFO]
    assert [r.cache for r in info] == ["miss", "hit"] and info[1].sampled == 100      # the render + one sample
    assert [r.cache for r in ops if r.levelno == logging.DEBUG] == ["hit"] * 3
    assert 'channel_memory_feed_cache_total{endpoint="channel-awareness",result="hit"} 4.0' in metrics
    assert 'channel_memory_context_ops_total{endpoint="channel-awareness",kind="raw_window+digest",status="ok"} 5.0' \
        in metrics


async def test_a_refit_of_a_layout_read_before_an_erasure_is_never_served():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=20, stale_ms=60_000)
    erased = False
    builds: list = []

    async def build():
        builds.append(1)
        return (b"layout-after" if erased else b"layout-with-SECRET"), None

    def fit(layout: bytes, v):
        return layout + f"-{v.max_chars}".encode(), STATS

    v = variant(None, 4000)
    first, _ = await cache.get_fitted(("k",), v, (1,), build, fit)
    assert b"SECRET" in first.body
    wm.commit()                                       # a write: the layout goes stale
    await asyncio.sleep(0.05)
    await cache.get_fitted(("k",), v, (1,), build, fit)      # stale layout, one rebuild started
    await asyncio.sleep(0.02)                         # the rebuilt layout (still before the erasure)
    await cache.get_fitted(("k",), v, (1,), build, fit)      # old fit served, a refit scheduled...
    erased = True
    wm.mark_erased([1])                               # ...and an erasure lands before it runs
    await asyncio.sleep(0.02)
    for _ in range(3):
        entry, how = await cache.get_fitted(("k",), v, (1,), build, fit)
        assert b"SECRET" not in entry.body, how
    await cache.close()


# -- fitted variants: the default feed once, the nearest smaller budget while one fits ------------

async def test_a_new_budget_gets_the_nearest_smaller_fit_at_once_then_its_own():
    cache = FeedCache(WriteWatermark(), refresh_ms=60_000)
    fits: list[int | None] = []

    async def build():
        return b"layout", None

    def fit(layout: bytes, v):
        fits.append(v.max_chars)
        return b"x" * min(v.max_chars or 9000, 9000), STATS

    small, how = await cache.get_fitted(("k",), variant(None, 4000), (1,), build, fit)
    assert how == "miss" and len(small.body) == variant(None, 4000).max_chars
    entry, how = await cache.get_fitted(("k",), variant(None, 12_000), (1,), build, fit)
    assert how == "nearest" and entry.body == small.body        # within the budget asked, served at once
    await asyncio.sleep(0.05)     # its own fit was queued at once (not left to the render share)
    entry, how = await cache.get_fitted(("k",), variant(None, 12_000), (1,), build, fit)
    assert how == "hit" and len(entry.body) == 9000
    assert fits == [variant(None, 4000).max_chars, variant(None, 12_000).max_chars]
    entry, how = await cache.get_fitted(("k",), variant(None, 2000), (1,), build, fit)
    assert how == "miss" and len(entry.body) == variant(None, 2000).max_chars   # nothing smaller: its own fit
    # `canonical` maps budgets that change nothing onto one variant: fitted once.
    default = lambda layout, v: variant(v.limit, None) if (v.max_chars or 0) >= 9000 else v  # noqa: E731
    for asked in (20_000, 31_000, 25_000):
        for _ in range(50):
            entry, how = await cache.get_fitted(("k",), variant(None, asked), (1,), build, fit, default)
            if how == "hit":
                break
            await asyncio.sleep(0.01)
    assert how == "hit" and fits.count(None) == 1
    await cache.close()


async def test_the_nearest_fit_is_never_served_across_an_erasure():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=60_000)
    erased = False

    async def build():
        return (b"after" if erased else b"SECRET"), None

    def fit(layout: bytes, v):
        return layout + f"-{v.max_chars}".encode(), STATS

    first, _ = await cache.get_fitted(("k",), variant(None, 4000), (1,), build, fit)
    assert b"SECRET" in first.body
    erased = True
    wm.mark_erased([1])
    entry, how = await cache.get_fitted(("k",), variant(None, 12_000), (1,), build, fit)
    assert b"SECRET" not in entry.body and how == "miss"
    await cache.close()



async def test_the_plain_hit_path_serves_only_current_clean_fits():
    wm = WriteWatermark()
    cache = FeedCache(wm, refresh_ms=60_000, revalidate_ms=60_000)
    text = b"SECRET"

    async def build():
        return text, None

    def fit(layout: bytes, v):
        return layout + f"-{v.max_chars}".encode(), STATS

    asked = variant(None, 4000)
    assert cache.fitted_hit(("k",), asked, (1,)) is None                 # nothing laid out yet
    first, _ = await cache.get_fitted(("k",), asked, (1,), build, fit)
    assert cache.fitted_hit(("k",), asked, (1,)) is first
    assert cache.fitted_hit(("k",), variant(None, 8000), (1,)) is None   # this budget was never fitted
    wm.mark_erased([2])                                                  # another channel's erasure
    assert cache.fitted_hit(("k",), asked, (1,)) is first
    wm.mark_erased([1])            # before drop_channels has run on the loop: still never served
    assert cache.fitted_hit(("k",), asked, (1,)) is None
    text = b"after"
    entry, how = await cache.get_fitted(("k",), asked, (1,), build, fit)
    assert how == "miss" and b"SECRET" not in entry.body
    assert cache.fitted_hit(("k",), asked, (1,)) is entry
    await cache.close()

# -- each channel's digest part, shared by channel sets ------------------------------------------

def test_a_channel_digest_part_is_reused_until_its_blocks_change_or_an_erasure(monkeypatch):
    from feed import cache as cache_module
    from memory.render.awareness import FeedRequest

    loads: list[int] = []

    def load(conn, channel, start, now, budget):
        loads.append(channel)
        part = type("Part", (), {"to_ms": now, "nbytes": 1000, "channel_id": channel})()
        part.slid = lambda from_ms, to_ms: part
        return part

    monkeypatch.setattr(cache_module, "load_channel_digest", load)
    wm = WriteWatermark()
    parts = cache_module.ChannelDigestCache(wm, max_age_ms=30_000)
    req = FeedRequest(channel_ids=(1, 2), since_ms=86_400_000, now_ms=1_000_000)

    def read(now_ms: int = 1_000_000):
        source = parts.source((1, 2))            # epochs read here, as before a render's read
        at = FeedRequest(channel_ids=(1, 2), since_ms=req.since_ms, now_ms=now_ms)
        return [source(None, at, c).channel_id for c in (1, 2)]

    read()
    read(1_010_000)
    assert loads == [1, 2]                       # a new message moves neither epoch: both reused
    wm._blocks_changed(1)
    wm.commit()                                  # the digest wrote channel 1's blocks
    read(1_010_000)
    assert loads == [1, 2, 1]
    wm.mark_erased([2])
    read(1_010_000)
    assert loads == [1, 2, 1, 2]                 # never reused across an erasure
    read(1_100_000)
    assert loads == [1, 2, 1, 2, 1, 2]           # older than max_age_ms of the feed clock: read again
    early = parts.source((3,))                   # a render's epochs, read before an erasure...
    wm.mark_erased([3])
    at = FeedRequest(channel_ids=(3,), since_ms=req.since_ms, now_ms=1_100_000)
    early(None, at, 3)                           # ...whose read loads and keeps channel 3's part
    parts.source((3,))(None, at, 3)
    assert loads[-2:] == [3, 3]                  # that part looks older, never fresher: read again


async def test_the_watermark_digest_epoch_moves_when_the_digest_writes_a_channel(tmp_path):
    from memory.digest import run_all
    from memory.ops import ingest_op_adapter as adapter

    store = await Store.open(tmp_path / "d.db")
    wm = WriteWatermark()
    await store.attach(wm)
    try:
        lines = [b.create(1, "Buying 100 AAPL at 181.20, stop 178", counter=1),
                 b.create(2, "watching SOFI", channel=b.OTHER_CHANNEL, counter=2)]
        await ingest(store, [adapter.validate_python(line) for line in lines], via="test", now_ms=b.now_ms(5))
        assert (wm.digest_epoch(CH), wm.digest_epoch(OTHER)) == (0, 0)      # messages are not blocks
        await run_all(store, now_ms=b.now_ms(5))
        assert wm.digest_epoch(CH) >= 1 and wm.digest_epoch(OTHER) >= 1
        before = (wm.digest_epoch(CH), wm.digest_epoch(OTHER))
        await ingest(store, [adapter.validate_python(b.create(3, "more AAPL", counter=3))], via="test",
                     now_ms=b.now_ms(5))
        await run_all(store, now_ms=b.now_ms(5))
        assert wm.digest_epoch(CH) > before[0] and wm.digest_epoch(OTHER) == before[1]
    finally:
        await store.close()


async def test_the_ingest_group_commit_lingers_only_under_steady_load():
    import time

    from feed.adapter import IngestQueue

    class Writer:
        def __init__(self):
            self.batches: list[int] = []

        async def write(self, fn, bodies, **kwargs):
            self.batches.append(len(bodies))
            await asyncio.sleep(0.002)
            return ["created"] * len(bodies)

    store = Writer()
    queue = IngestQueue(store, lambda: 0, linger_s=0.02)
    started = time.monotonic()
    assert await queue.submit(object()) == "created"
    assert time.monotonic() - started < 0.015            # idle: committed at once, no linger
    await asyncio.sleep(0.1)

    async def steady(n: int) -> None:
        calls = []
        for _ in range(n):
            calls.append(asyncio.create_task(queue.submit(object())))
            await asyncio.sleep(0.001)
        await asyncio.gather(*calls)

    store.batches.clear()
    await steady(120)
    lingering = len(store.batches)
    queue.linger_s = 0.0
    store.batches.clear()
    await asyncio.sleep(0.1)
    await steady(120)
    assert sum(store.batches) == 120 and lingering * 2 <= len(store.batches)   # fewer, larger commits
    await queue.close()


class _Part:
    """A stand-in message part: counts how it was obtained."""
    nbytes = 100

    def __init__(self, how: str, can_advance: bool = True):
        self.how, self.can_advance = how, can_advance

    def advanced(self, conn, start, now):
        return _Part("advanced", self.can_advance) if self.can_advance else None


def test_a_part_read_while_its_channel_is_erased_is_never_kept(monkeypatch):
    """The erasure commits (its epoch moves, its drop is scheduled) while a reader is still
    reading the channel's parts from an older snapshot: what that reader read is used for
    its own render (which the feed cache then refuses to serve) but never kept."""
    from feed import cache as cache_module
    from memory.render.awareness import FeedRequest

    wm = WriteWatermark()

    def erased_meanwhile(*args, **kwargs):
        wm.mark_erased([1])
        return _Part("loaded")

    monkeypatch.setattr(cache_module, "load_channel_messages", erased_meanwhile)
    monkeypatch.setattr(cache_module, "load_channel_digest", erased_meanwhile)
    parts = cache_module.ChannelDigestCache(wm, share_s=60)
    req = FeedRequest(channel_ids=(1,), since_ms=86_400_000, now_ms=1_000_000)
    parts.messages((1,))(None, req, 1)
    parts.source((1,))(None, req, 1)
    assert not parts._messages and parts.message_bytes == 0
    assert not parts._parts and parts.bytes == 0


def test_a_channel_message_part_is_shared_briefly_advanced_after_and_never_across_an_erasure(monkeypatch):
    import time

    from feed import cache as cache_module
    from memory.render.awareness import FeedRequest

    loads: list[int] = []
    can_advance = [True]

    def load(conn, channel, start, now, recent_limit, *, digest=True):
        loads.append(channel)
        return _Part("loaded", can_advance[0])

    monkeypatch.setattr(cache_module, "load_channel_messages", load)
    wm = WriteWatermark()
    parts = cache_module.ChannelDigestCache(wm, share_s=0.05)
    req = FeedRequest(channel_ids=(1,), since_ms=86_400_000, now_ms=1_000_000)

    def get():
        return parts.messages((1,))(None, req, 1)

    first = get()
    assert get() is first and loads == [1]                                  # shared by renders close together
    wm.mark_erased([1])
    assert get() is not first and loads == [1, 1]                           # never across an erasure
    time.sleep(0.06)
    assert get().how == "advanced" and loads == [1, 1] and parts.advances == 1   # later: only the new rows read
    for change in (wm._mutated, wm._blocks_changed):                        # a change in place, a digest write
        change(1)
        wm.commit()
        time.sleep(0.06)
        assert get().how == "loaded"
    assert loads == [1, 1, 1, 1]
    can_advance[0] = False                           # parts that cannot advance (a row left the window, say)
    wm._mutated(1)
    wm.commit()
    get()
    time.sleep(0.06)
    assert get().how == "loaded" and loads == [1, 1, 1, 1, 1, 1]
    blind = cache_module.ChannelDigestCache(WriteWatermark(track_blocks=False), share_s=0.01)
    blind.messages((1,))(None, req, 1)
    time.sleep(0.02)
    blind.messages((1,))(None, req, 1)
    assert blind.advances == 0                       # a watermark blind to changes in place never advances
    off = cache_module.ChannelDigestCache(wm, enabled=False)
    loaded = len(loads)
    off.messages((1,))(None, req, 1)
    off.messages((1,))(None, req, 1)
    assert len(loads) == loaded + 2                                         # a disabled cache shares nothing
    parts.drop_channels({1})
    assert parts.message_bytes == 0 and not parts._messages


async def test_a_budget_above_the_default_feed_is_served_the_default_bytes(tmp_path, layout_renders):
    async with running(tmp_path / "m.db", feed_cache_ms=60_000) as (client, store):
        async def get(**params) -> bytes:
            resp = await client.get("/channel-awareness", params={"channels": str(CH), **params},
                                    headers=agent_headers())
            assert resp.status == 200
            return await resp.read()

        default = await get()
        assert await get(max_chars="31000") == default == await get(max_chars="20000")
        small = await get(max_chars="1200")
        assert len(small) <= 1200 and small != default
        assert len(layout_renders) == 1          # one layout served every budget


async def test_the_allowed_channels_digest_parts_are_read_before_the_first_request(tmp_path, caplog):
    caplog.set_level("INFO", logger="channel_memory.feed")
    async with running(tmp_path / "w.db", feed_cache_ms=60_000) as (client, _store):
        cache = client.app[FEED_CACHE_KEY]
        assert {key[0] for key in cache.digest._parts} >= {CH, OTHER}
    assert not [r for r in caplog.records if r.getMessage() == "feed cache not warmed"]
    assert [r for r in caplog.records if r.getMessage() == "feed cache warmed"]


async def test_a_digest_write_rereads_the_cached_digest_parts_before_a_request_must(tmp_path):
    from memory.digest import run_all
    from memory.ops import ingest_op_adapter as adapter

    async with running(tmp_path / "r.db", feed_cache_ms=60_000) as (client, store):
        cache = client.app[FEED_CACHE_KEY]
        wm = cache.watermark
        keys = [key for key in cache.digest._parts if key[0] == CH]
        assert keys and cache.digest._parts[keys[0]][0][0] == wm.digest_epoch(CH)     # warmed
        loads = cache.digest.loads
        line = b.create(40, "Bought 200 AAPL at 181.10, stop 178", counter=91)
        await ingest(store, [adapter.validate_python(line)], via="test", now_ms=b.now_ms(45))
        await run_all(store, now_ms=b.now_ms(45))      # the digest rewrites CH's blocks
        moved = wm.digest_epoch(CH)
        for _ in range(100):
            if cache.digest._parts[keys[0]][0][0] == moved:
                break
            await asyncio.sleep(0.02)
        # Re-read in the background at the new epoch, before any request asked.
        assert cache.digest._parts[keys[0]][0][0] == moved and cache.digest.loads > loads
