"""The store's connection threads: whole functions on one thread, errors returned, interrupt, close."""

from __future__ import annotations

import asyncio
import sqlite3
import threading

import pytest

from memory.sqlthread import ConnectionThread

ENDLESS = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"


async def test_every_job_runs_on_the_connection_own_daemon_thread_in_order(tmp_path):
    worker = await ConnectionThread.open(tmp_path / "t.db")
    try:
        seen = await asyncio.gather(*(worker.run(lambda conn, i=i: (i, threading.current_thread().name))
                                      for i in range(5)))
        assert [i for i, _ in seen] == list(range(5))
        assert {name for _, name in seen} == {worker.thread.name} != {threading.current_thread().name}
        assert worker.thread.daemon
        await worker.run(lambda conn: conn.execute("CREATE TABLE t (x)"))
        assert await worker.run(lambda conn, x: conn.execute("INSERT INTO t VALUES (?)", (x,)).rowcount, 7) == 1
    finally:
        await asyncio.wrap_future(worker.close())


async def test_an_error_in_a_job_reaches_its_caller_and_the_thread_goes_on(tmp_path):
    worker = await ConnectionThread.open(tmp_path / "t.db")
    try:
        with pytest.raises(sqlite3.OperationalError):
            await worker.run(lambda conn: conn.execute("SELECT * FROM missing"))
        assert await worker.run(lambda conn: conn.execute("SELECT 41 + 1").fetchone()[0]) == 42
    finally:
        await asyncio.wrap_future(worker.close())


async def test_interrupt_stops_a_running_statement_and_close_ends_the_thread(tmp_path):
    worker = await ConnectionThread.open(tmp_path / "t.db")
    endless = asyncio.ensure_future(worker.run(lambda conn: conn.execute(ENDLESS).fetchone()))
    await asyncio.sleep(0.2)
    worker.interrupt()
    with pytest.raises(sqlite3.OperationalError, match="interrupted"):
        await asyncio.wait_for(endless, 5)
    await asyncio.wrap_future(worker.close())
    worker.thread.join(timeout=2)
    assert not worker.thread.is_alive()
    with pytest.raises(sqlite3.ProgrammingError):
        await worker.run(lambda conn: None)
