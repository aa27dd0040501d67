"""Faults get clear answers through HTTP: a full disk, erasure acks, malformed values."""

from __future__ import annotations

import logging

import pytest

from memory import coverage, erasure
from memory.store import Store
from tests.support import builders as b
from tests.support.sidecar import CH, agent_headers, running, service_headers

WORD = "qzxwordtoerase"


def _ingest_body(minute: float, content: str, counter: int = 0, **message) -> dict:
    line = b.create(minute, content, counter=counter)
    return {"channel_id": line["channel_id"], "message": {**line["message"], **message},
            "source": {"kind": "discord", "guild_id": b.GUILD}}


def _file_holds(db_path, needle: str) -> bool:
    wal = db_path.with_name(db_path.name + "-wal")
    return needle.encode() in db_path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


async def test_forget_is_acknowledged_only_once_the_text_left_the_file(tmp_path):
    db = tmp_path / "m.db"
    body = _ingest_body(200, f"please erase {WORD} now", counter=9)
    async with running(db, digest=False) as (client, store):
        resp = await client.post("/ingest", json=body, headers=service_headers())
        assert resp.status == 200
        await store.truncate_wal()
        assert _file_holds(db, WORD)
        resp = await client.post("/forget", json={"channel_id": str(CH), "message_id": body["message"]["id"]},
                                 headers=service_headers())
        answer = await resp.json()
        assert resp.status == 200 and answer["erased"][0]["outcome"] == "forgotten"
        # While the store is still open: the acknowledgement itself means "gone from the file".
        assert not _file_holds(db, WORD)
        search = await client.post("/search_channel_context", json={"query": WORD}, headers=agent_headers())
        assert (await search.json())["messages"] == []


async def test_search_for_words_with_underscores_is_not_a_500(tmp_path):
    lines = [b.create(200, "route verdict NO_ROUTE for user_names", counter=3)]
    async with running(tmp_path / "m.db", lines, digest=False) as (client, _):
        for query in ("NO_ROUTE", "user_names", "no_rou", "x_y z_"):
            resp = await client.post("/search_channel_context", json={"query": query}, headers=agent_headers())
            assert resp.status == 200, query
        resp = await client.post("/search_channel_context", json={"query": "NO_ROUTE"}, headers=agent_headers())
        assert [m["content"] for m in (await resp.json())["messages"]] == ["route verdict NO_ROUTE for user_names"]


@pytest.mark.parametrize("field, value", [("deleted", "yes"), ("deleted", 1), ("author_bot", "true")])
async def test_ingest_booleans_are_strict(tmp_path, field, value):
    async with running(tmp_path / "m.db", [], digest=False) as (client, _):
        resp = await client.post("/ingest", json=_ingest_body(1, "x", **{field: value}), headers=service_headers())
        assert resp.status == 400
        assert field in (await resp.json())["detail"]


@pytest.mark.parametrize("since", ["0.0000001ms", "0.5ms", "999ms"])
async def test_a_since_shorter_than_a_second_is_a_400(tmp_path, since):
    async with running(tmp_path / "m.db", [], digest=False) as (client, _):
        feed = await client.get("/channel-awareness", params={"channels": str(CH), "since": since},
                                headers=agent_headers())
        assert feed.status == 400
        tool = await client.post("/search_channel_context", json={"query": "x", "since": since},
                                 headers=agent_headers())
        assert tool.status == 400


async def test_the_largest_accepted_cursor_is_not_a_5xx(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        for cursor in ((1 << 63) - 2, (1 << 63) - 1, 1 << 63):
            resp = await client.get("/channel-context", params={"channels": str(CH), "after": f"{CH}:{cursor}"},
                                    headers=agent_headers())
            assert resp.status < 500, (cursor, await resp.text())


def _fill_disk(conn):
    # SQLite's own size cap gives exactly the error of a full disk (SQLITE_FULL).
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")


def _free_disk(conn):
    conn.execute("PRAGMA max_page_count = 1073741823")


async def test_full_disk_is_a_507_with_retry_after_one_log_line_and_a_degraded_health(tmp_path, caplog):
    async with running(tmp_path / "m.db", digest=False) as (client, store):
        await store.write_raw(_fill_disk)
        caplog.set_level(logging.INFO)
        caplog.clear()
        answers = []
        for i in range(6):
            body = _ingest_body(210 + i, "x" * 3000 + f" message {i}", counter=i)
            resp = await client.post("/ingest", json=body, headers=service_headers())
            answers.append((resp.status, (await resp.json())["error"], resp.headers.get("Retry-After")))
        assert set(answers) == {(507, "store_full", "30")}
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(errors) == 1 and "store full" in errors[0].getMessage()
        assert all(r.exc_info is None for r in caplog.records)
        health = await client.get("/health")
        report = await health.json()
        assert health.status == 200 and report["status"] == "degraded" and report["store"]["full"]
        metrics = await (await client.get("/metrics")).text()
        assert "channel_memory_store_full 1.0" in metrics
        # Space frees: the next write succeeds and the store is healthy again.
        await store.write_raw(_free_disk)
        resp = await client.post("/ingest", json=_ingest_body(230, "after the disk freed", counter=1),
                                 headers=service_headers())
        assert resp.status == 200
        assert not (await (await client.get("/health")).json())["store"]["full"]


async def test_a_forget_on_a_full_disk_never_answers_500(tmp_path):
    body = _ingest_body(200, f"erase {WORD} " * 200, counter=9)
    async with running(tmp_path / "m.db", digest=False) as (client, store):
        assert (await client.post("/ingest", json=body, headers=service_headers())).status == 200
        await store.write_raw(_fill_disk)
        resp = await client.post("/forget", json={"channel_id": str(CH), "message_id": body["message"]["id"]},
                                 headers=service_headers())
        answer = await resp.json()
        assert resp.status in (200, 507), answer
        if resp.status == 507:
            assert answer["error"] == "store_full" and resp.headers["Retry-After"]
        await store.write_raw(_free_disk)
        # The retry finishes whatever the full disk left pending.
        resp = await client.post("/forget", json={"channel_id": str(CH), "message_id": body["message"]["id"]},
                                 headers=service_headers())
        assert resp.status == 200
        assert await store.read(erasure.pending_count) == 0


async def test_close_closes_every_connection_even_when_optimize_raises(tmp_path, monkeypatch):
    import sqlite3

    import memory.store as store_module

    def broken(conn):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store_module, "_optimize_on_close", broken)
    store = await Store.open(tmp_path / "m.db")
    threads = [conn.thread for conn in (store._writer, *store._all_readers, store._background)]
    await store.close()
    for thread in threads:
        thread.join(timeout=2)
    assert not any(thread.is_alive() for thread in threads)


async def test_ingest_records_observed_coverage_and_a_restart_opens_a_gap(tmp_path):
    db = tmp_path / "m.db"
    async with running(db, [], digest=False, clock=lambda: b.now_ms(200)) as (client, store):
        for i in range(3):
            resp = await client.post("/ingest", json=_ingest_body(199.99, f"live {i}", counter=i),
                                     headers=service_headers())
            assert resp.status == 200
        spans = await store.read(coverage.covered, CH)
        assert spans and spans[-1][1] == b.now_ms(200)
    # The process restarts 11 minutes later: the time between is a recorded gap.
    store = await Store.open(db)
    try:
        opened = await store.write(coverage.open_restart_gaps, now_ms=b.now_ms(211))
        again = await store.write(coverage.open_restart_gaps, now_ms=b.now_ms(211))
        gaps = await store.read(coverage.gaps, [CH], 0, b.now_ms(300))
    finally:
        await store.close()
    assert (opened, again) == (1, 0)
    assert [(g.from_ms, g.to_ms, g.reason) for g in gaps] == [(b.now_ms(200), b.now_ms(211), "restart")]


async def _fill_wal(store, rows: int = 400) -> None:
    from memory.ingest import ingest_ops
    from memory.ops import ingest_op_adapter

    for i in range(rows):
        op = ingest_op_adapter.validate_python(b.create(i / 100, "wal filler " * 40, counter=i % 4000))
        await store.write(ingest_ops, [op], via="test", now_ms=1)


async def test_the_wal_stays_bounded_while_readers_keep_reading(tmp_path, monkeypatch):
    import asyncio

    import memory.store as store_module

    monkeypatch.setattr(store_module, "WAL_TRUNCATE_BYTES", 256 * 1024)
    monkeypatch.setattr(store_module, "WAL_CHECK_INTERVAL_S", 0.0)
    store = await Store.open(tmp_path / "m.db")
    stop = asyncio.Event()

    async def keep_reading() -> None:
        while not stop.is_set():
            await store.read(lambda c: c.execute("SELECT count(*) FROM messages").fetchone())

    readers = [asyncio.create_task(keep_reading()) for _ in range(3)]
    try:
        peak = 0
        for _ in range(4):
            await _fill_wal(store, 150)
            # (measured once the truncation the fill set off has run: how soon it runs is the
            # scheduler's, and on a loaded CI machine a fill could outrun it)
            if store._wal_task is not None:
                await store._wal_task
            peak = max(peak, store.wal_bytes())
        assert store.status.wal_truncations >= 1
        # Without the guard the WAL only grows (passive checkpoints never complete here): ~6 MB.
        assert peak < 2 * 1024 * 1024 and store.wal_bytes() < 1024 * 1024
    finally:
        stop.set()
        await asyncio.gather(*readers)
        await store.close()


async def test_past_the_hard_limit_a_long_background_read_is_interrupted(tmp_path, monkeypatch):
    import asyncio
    import sqlite3

    import memory.store as store_module

    monkeypatch.setattr(store_module, "WAL_HARD_BYTES", 64 * 1024)
    store = await Store.open(tmp_path / "m.db")
    try:
        await _fill_wal(store, 100)

        def endless(conn):
            while True:      # a read that would pin its snapshot for ever
                conn.execute("SELECT count(*) FROM messages m1, messages m2").fetchone()

        long_read = asyncio.create_task(store.read_background(endless))
        await asyncio.sleep(0.2)
        result = await asyncio.wait_for(store.truncate_wal(interrupt_over=store_module.WAL_HARD_BYTES), 10)
        assert result.complete and store.wal_bytes() == 0
        with pytest.raises(sqlite3.OperationalError):
            await long_read
    finally:
        await store.close()


async def test_an_idle_store_truncates_the_wal_left_by_a_busy_spell(tmp_path):
    store = await Store.open(tmp_path / "m.db")
    try:
        await _fill_wal(store, 300)
        assert store.wal_bytes() > 1024 * 1024
        await store.housekeeping()          # writes happened since the last pass: keep it
        await store.housekeeping()          # idle since: truncate
        assert store.wal_bytes() < 64 * 1024
    finally:
        await store.close()
