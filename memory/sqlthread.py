"""One SQLite connection on its own thread, handed whole units of work from asyncio.

Why not aiosqlite: it runs one statement per thread hop, and running a whole function
(an ingest batch, a feed's reads) needed its private `Connection._execute`, which pinned
it below 0.23. This is the part of it the store uses, on public APIs only: a daemon
thread owns the connection (created there, so sqlite3's thread check holds), takes jobs
from a queue and settles a `concurrent.futures.Future` per job, which asyncio awaits.

The thread is a daemon so that a connection still busy when the process stops (a long
digest read) cannot keep it alive; every write is a transaction, so the worst an abrupt
end does is what kill -9 does: nothing.
"""

from __future__ import annotations

import asyncio
import queue
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

_STOP = object()


class ConnectionThread:
    def __init__(self, path: str | Path, *, name: str = "sqlite"):
        self.path = str(path)
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._conn: sqlite3.Connection | None = None
        self._stopped: BaseException | None = None       # why no job will run any more
        self.thread = threading.Thread(target=self._serve, name=name, daemon=True)

    @classmethod
    async def open(cls, path: str | Path, *, name: str = "sqlite") -> ConnectionThread:
        """Start the thread and connect there (autocommit mode: transactions are explicit)."""
        worker = cls(path, name=name)
        worker.thread.start()
        await worker.run(lambda _: None)
        return worker

    def _serve(self) -> None:
        try:
            self._conn = sqlite3.connect(self.path, isolation_level=None)
        except BaseException as exc:  # noqa: BLE001 - every waiting job learns why
            self._stopped = exc
            self._fail_all(exc)
            return
        while True:
            job = self._jobs.get()
            if job is _STOP:
                return
            future, fn, args, kwargs = job
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(self._conn, *args, **kwargs))
            except BaseException as exc:  # noqa: BLE001 - handed to the awaiting caller
                future.set_exception(exc)

    def _fail_all(self, exc: BaseException) -> None:
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if job is not _STOP and job[0].set_running_or_notify_cancel():
                job[0].set_exception(exc)

    def submit(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> Future:
        """Queue fn(connection, *args, **kwargs) behind the jobs already queued."""
        future: Future = Future()
        if self._stopped is not None:
            future.set_exception(self._stopped)
            return future
        self._jobs.put((future, fn, args, kwargs))
        return future

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(connection, ...) on the connection's thread and return its result."""
        return await asyncio.wrap_future(self.submit(fn, *args, **kwargs))

    def interrupt(self) -> None:
        """Abort the statement running now (sqlite3 allows this from any thread)."""
        if self._conn is not None:
            self._conn.interrupt()

    def close(self) -> Future:
        """Close the connection after the queued jobs, then end the thread."""
        future = self.submit(_close)
        self._stopped = sqlite3.ProgrammingError("Cannot operate on a closed database.")
        self._jobs.put(_STOP)
        return future


def _close(conn: sqlite3.Connection) -> None:
    conn.close()
