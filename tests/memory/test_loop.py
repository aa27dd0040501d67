"""The digest loop: ticks, failures, idle detection, retention, and `digest --once`."""

from __future__ import annotations

import asyncio
import json
import os
import sys

import pytest

from memory import digest
from memory.classify import parse_desk_rules
from memory.loop import DigestLoop
from memory.rollup import RollupConfig, RollupWorker, make_client
from memory.store import Store
from memory.timeutil import HOUR_MS
from tests.support import builders as b
from tests.support.fake_anthropic import KEY, FakeAnthropic
from tests.support.rollup_day import COST, Clock, hour
from tests.support.storeview import apply

DAY_MS = 24 * HOUR_MS


@pytest.fixture
async def fake():
    server = await FakeAnthropic().start()
    yield server
    await server.close()


async def dirty_count(store) -> int:
    return len(await store.read(digest.pending_windows, 1000))


async def test_run_survives_a_failing_tick_and_stops_on_request(store, monkeypatch, caplog):
    await store.write_raw(apply, *hour(0).values())
    real = digest.run_pending
    calls = {"n": 0}

    async def flaky(store_, **kwargs):
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("disk on fire")
        return await real(store_, **kwargs)

    monkeypatch.setattr(digest, "run_pending", flaky)
    loop = DigestLoop(store, interval_s=0.01, clock=Clock())
    task = asyncio.create_task(loop.run())
    for _ in range(200):
        if loop.stats.ticks >= 3:
            break
        await asyncio.sleep(0.01)
    loop.stop()
    await asyncio.wait_for(task, 2)
    assert loop.stats.failed_ticks == 1 and loop.stats.windows == 1
    assert await dirty_count(store) == 0
    assert any("digest tick failed" in r.getMessage() and r.exc_info for r in caplog.records)


async def test_stop_wakes_a_sleeping_loop(store):
    loop = DigestLoop(store, interval_s=3600, clock=Clock())
    task = asyncio.create_task(loop.run())
    while loop.stats.ticks < 1:
        await asyncio.sleep(0.01)
    loop.stop()
    await asyncio.wait_for(task, 1)


async def wait_for(condition, timeout: float = 5.0) -> None:
    for _ in range(int(timeout / 0.01)):
        if await condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition not reached")


async def test_a_slow_model_call_does_not_hold_back_deterministic_digests(store, fake):
    await store.write_raw(apply, *hour(0).values())
    fake.behaviour = "slow"
    fake.delay_s = 1.0
    client = make_client(KEY, fake.base_url, 5, 0)
    clock = Clock()
    worker = RollupWorker(store, client, RollupConfig(), clock=clock)
    loop = DigestLoop(store, interval_s=0.02, rollup=worker, clock=clock)
    task = asyncio.create_task(loop.run())
    try:
        async def call_in_flight():
            return fake.calls == 1

        await wait_for(call_in_flight)
        # While the model thinks, a new message arrives and is digested.
        await store.write_raw(apply, b.create(400, "fresh chatter while the model is busy", author="raj", bot=False))

        async def digested():
            return await dirty_count(store) == 0

        await wait_for(digested)
        assert worker.stats.ok == 0

        async def llm_done():
            return loop.stats.llm_calls == 1

        await wait_for(llm_done)
        assert worker.stats.ok == 1 and loop.stats.llm_blocks > 0
    finally:
        loop.stop()
        await asyncio.wait_for(task, 2)
        await client.close()


async def test_stopping_cancels_an_inflight_model_call(store, fake):
    await store.write_raw(apply, *hour(0).values())
    fake.behaviour = "slow"
    fake.delay_s = 1.0
    client = make_client(KEY, fake.base_url, 5, 0)
    loop = DigestLoop(store, interval_s=0.02, rollup=RollupWorker(store, client, RollupConfig(), clock=Clock()),
                      clock=Clock())
    task = asyncio.create_task(loop.run())
    try:
        async def call_in_flight():
            return fake.calls == 1

        await wait_for(call_in_flight)
        loop.stop()
        await asyncio.wait_for(task, 0.5)
    finally:
        await client.close()


async def test_run_until_idle_reports_what_it_did(store, fake):
    await store.write_raw(apply, *hour(0).values(), *hour(60, tag=" (2)").values())
    client = make_client(KEY, fake.base_url, 5, 0)
    try:
        clock = Clock()
        worker = RollupWorker(store, client, RollupConfig(calls_per_tick=1), clock=clock)
        loop = DigestLoop(store, rollup=worker, clock=clock)
        stats = await loop.run_until_idle()
        llm_blocks = (await store.read(lambda c: c.execute(
            "SELECT count(*) FROM blocks WHERE processor = 'llm'").fetchone()))[0]
        assert (stats.windows, stats.llm_calls, stats.llm_blocks) == (2, 2, llm_blocks)
        assert stats.ticks >= 2 and stats.cost_usd == pytest.approx(2 * COST) and stats.rejected == 0
        assert stats.blocks > stats.llm_blocks
        again = await loop.run_until_idle()
        assert (again.ticks, again.windows, again.llm_calls, again.blocks, again.cost_usd) == (1, 0, 0, 0, 0)
        assert loop.deterministic_only is False
    finally:
        await client.close()


async def test_retention_prune_runs_every_interval_and_checkpoints(store, db_path):
    await store.write_raw(apply, *hour(0).values())
    clock = Clock(minute=10 * 24 * 60)   # ten days later
    loop = DigestLoop(store, retention_ms=7 * DAY_MS, prune_interval_s=3600, clock=clock)
    await loop.tick()
    assert loop.stats.pruned == 7
    compacted = await store.read(lambda c: c.execute(
        "SELECT count(*) FROM messages WHERE compacted_at_ms IS NOT NULL").fetchone()[0])
    assert compacted == 7
    assert await store.read(lambda c: c.execute("SELECT count(*) FROM blocks").fetchone()[0]) == 0
    wal = db_path.with_name(db_path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    # Not again before the interval; again after it.
    await store.write_raw(apply, b.create(10 * 24 * 60 - 8 * 24 * 60, "an old late arrival", counter=9))
    await loop.tick()
    assert loop.stats.pruned == 7
    clock.advance(3601)
    await loop.tick()
    assert loop.stats.pruned == 8


async def test_a_loop_without_rollups_is_deterministic_only(store):
    await store.write_raw(apply, *hour(0).values())
    loop = DigestLoop(store, clock=Clock())
    stats = await loop.run_until_idle()
    assert stats.windows == 1 and stats.llm_calls == 0 and loop.deterministic_only is True


# -- the command ------------------------------------------------------------------------

async def digest_once(tmp_path, db_path, env: dict) -> dict:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "CHANNEL_MEMORY_"))}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.cli", "digest", "--once", "--db", str(db_path),
        cwd=str(tmp_path), env={**clean, "PYTHONPATH": os.getcwd(), "CHANNEL_MEMORY_LOG_FORMAT": "text", **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, err.decode()
    return json.loads(out.decode().strip().splitlines()[-1]) | {"stderr": err.decode()}


async def test_cmd_digest_once_with_and_without_a_key(tmp_path, db_path, fake):
    store = await Store.open(db_path)
    await store.write_raw(apply, *hour(0).values(), *hour(60, tag=" (2)").values())
    await store.close()

    first = await digest_once(tmp_path, db_path, {"ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": fake.base_url,
                                                  "CHANNEL_MEMORY_LLM_TIMEOUT": "5s"})
    assert {k: first[k] for k in ("windows", "llm_calls", "rejected", "errors", "deterministic_only")} == {
        "windows": 2, "llm_calls": 2, "rejected": 0, "errors": 0, "deterministic_only": False}
    assert first["cost_usd"] == pytest.approx(2 * COST) and first["blocks"] > 0 and first["seconds"] >= 0
    assert fake.calls == 2

    # Without a key: nothing to call, one clear line, and the LLM rollups already made stay.
    keyless = await digest_once(tmp_path, db_path, {})
    assert (keyless["windows"], keyless["llm_calls"], keyless["deterministic_only"]) == (0, 0, True)
    assert keyless["stderr"].count("LLM rollups disabled") == 1


async def test_the_benchmarks_rebuild_meter_counts_what_the_loop_runs(store):
    """bench/feed_latency.RebuildMeter wraps the digest functions the loop calls; a meter
    that wraps a function the loop no longer calls reports 0 rebuilds (a past bench bug)."""
    from bench.feed_latency import RebuildMeter

    await store.write_raw(apply, *hour(0).values(), *hour(60, tag=" (2)").values())
    with RebuildMeter() as meter:
        stats = await digest.run_pending(store)
    assert stats.windows == 2 and len(meter.ms) == 2 and len(meter.swap_ms) == 2
    assert meter.messages == sum(1 for _ in hour(0)) + sum(1 for _ in hour(60, tag=" (2)")) and meter.raced == 0
    assert digest.read_window is meter._read and digest.build_blocks is meter._build   # restored


async def test_a_new_classifier_version_digests_every_window_again(store):
    """Blocks built by another classifier (an upgrade, an edited desk file) are rebuilt:
    without it a window kept them until one of its messages changed."""
    await store.write_raw(apply, *hour(0).values(), *hour(60, tag=" (2)").values())
    assert (await DigestLoop(store, clock=Clock()).run_until_idle()).windows == 2
    assert (await DigestLoop(store, clock=Clock()).run_until_idle()).windows == 0   # same version: nothing
    desk = parse_desk_rules('[desk]\nname = "ny"\nheld = ["NVDA"]\n')
    assert desk.fingerprint and digest.classifier_version(desk) != digest.classifier_version()
    assert (await DigestLoop(store, clock=Clock(), desk=desk).run_until_idle()).windows == 2
    assert (await DigestLoop(store, clock=Clock(), desk=desk).run_until_idle()).windows == 0
    stamp = await store.read(lambda c: c.execute("SELECT value FROM store_meta WHERE key = 'classifier'").fetchone())
    assert stamp[0] == digest.classifier_version(desk)


async def test_a_new_classifier_version_leaves_compacted_windows_alone(store):
    await store.write_raw(apply, *hour(0).values(), *hour(60, tag=" (2)").values())
    await DigestLoop(store, clock=Clock()).run_until_idle()
    await store.write(lambda c: c.execute(
        "UPDATE messages SET compacted_at_ms = 1 WHERE created_at_ms < (SELECT min(created_at_ms) + ? FROM messages)",
        (HOUR_MS,)))
    queued = await store.write(digest.requeue_on_new_classifier, "another", b.now_ms(0))
    assert queued == 1
