"""SQLite store: one writer connection, a few reader connections, migrations.

All SQL lives in plain synchronous functions that take a `sqlite3.Connection`
(`memory.ingest`, `memory.queries`, ...). The async `Store` runs such a function on
the writer's or a reader's aiosqlite thread in a single hop, so one ingest batch or one
feed assembly costs one thread switch, not one per statement.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

log = logging.getLogger(__name__)

T = TypeVar("T")

_PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
    "PRAGMA foreign_keys = ON",
    "PRAGMA busy_timeout = 5000",
    # Freed pages are zeroed, so deleted and forgotten text does not linger in the file.
    "PRAGMA secure_delete = ON",
    "PRAGMA temp_store = MEMORY",
)


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("memory") / "migrations"
    found = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text(encoding="utf-8")))
    return sorted(found)


SCHEMA_VERSION = _migrations()[-1][0]


def configure(conn: sqlite3.Connection) -> None:
    conn.row_factory = sqlite3.Row
    for pragma in _PRAGMAS:
        conn.execute(pragma)


def migrate(conn: sqlite3.Connection) -> int:
    """Apply every migration newer than PRAGMA user_version, each atomically."""
    current = conn.execute("PRAGMA user_version").fetchone()[0]
    if current > SCHEMA_VERSION:
        raise RuntimeError(
            f"database schema version {current} is newer than this build ({SCHEMA_VERSION})"
        )
    for version, script in _migrations():
        if version <= current:
            continue
        log.info("applying migration", extra={"schema_version": version})
        conn.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {version};\nCOMMIT;")
    return SCHEMA_VERSION


def connect_sync(path: str | Path) -> sqlite3.Connection:
    """A plain configured, migrated connection, for batch jobs and tests."""
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    configure(conn)
    migrate(conn)
    return conn


def in_transaction(conn: sqlite3.Connection, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run fn inside BEGIN IMMEDIATE .. COMMIT; roll back on any error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = fn(conn, *args, **kwargs)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


def fts_merge(conn: sqlite3.Connection, pages: int = 200) -> None:
    """Merge up to about `pages` pages of FTS segments (automerge is off, see 0002)."""
    conn.execute("INSERT INTO messages_fts (messages_fts, rank) VALUES ('merge', ?)", (pages,))


def _passive_checkpoint(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")


def checkpoint(conn: sqlite3.Connection) -> None:
    """Fold the WAL into the main file and truncate it (after erasures)."""
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


class Store:
    """The async face of the database. Open with `await Store.open(path)`."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, readers: list[aiosqlite.Connection],
                 background: aiosqlite.Connection):
        self.path = path
        self._writer = writer
        self._background = background
        self._background_lock = asyncio.Lock()
        self._readers: asyncio.Queue[aiosqlite.Connection] = asyncio.Queue()
        self._all_readers = readers
        for reader in readers:
            self._readers.put_nowait(reader)
        self._write_lock = asyncio.Lock()
        self.closed = False

    @classmethod
    async def open(cls, path: str | Path, *, readers: int = 2) -> "Store":
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await aiosqlite.connect(str(path), isolation_level=None)
        await _run_on(writer, configure)
        await _run_on(writer, migrate)
        # No checkpoint inside a live commit (an fsync about one commit in 75): the digest
        # loop checkpoints from a reader instead (`housekeeping`).
        await writer.execute("PRAGMA wal_autocheckpoint = 0")
        reader_conns = []
        # One more reader, for background work (the digest's builds), so it never takes a
        # connection a feed request is waiting for.
        for _ in range(readers + 1):
            reader = await aiosqlite.connect(str(path), isolation_level=None)
            await _run_on(reader, configure)
            await reader.execute("PRAGMA query_only = ON")
            reader_conns.append(reader)
        return cls(path, writer, reader_conns[:-1], reader_conns[-1])

    async def write(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) in one write transaction on the writer thread."""
        async with self._write_lock:
            return await _run_on(self._writer, in_transaction, fn, *args, **kwargs)

    async def write_raw(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) on the writer without a transaction (checkpoints, optimize)."""
        async with self._write_lock:
            return await _run_on(self._writer, fn, *args, **kwargs)

    async def read(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) on a free reader connection (a consistent WAL snapshot)."""
        reader = await self._readers.get()
        try:
            return await _run_on(reader, _in_read_snapshot, fn, *args, **kwargs)
        finally:
            self._readers.put_nowait(reader)

    async def housekeeping(self, *, merge_pages: int = 200) -> None:
        """What SQLite would otherwise do inside a random commit: a bounded FTS merge
        (on the writer) and a passive WAL checkpoint (on a reader, blocking no one)."""
        await self.write(fts_merge, merge_pages)
        reader = await self._readers.get()
        try:
            await _run_on(reader, _passive_checkpoint)
        finally:
            self._readers.put_nowait(reader)

    async def read_background(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """As `read`, on the background reader: for work no request waits on."""
        async with self._background_lock:
            return await _run_on(self._background, _in_read_snapshot, fn, *args, **kwargs)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        async with self._write_lock:
            await _run_on(self._writer, _optimize_on_close)
            await self._writer.close()
        for reader in (*self._all_readers, self._background):
            await reader.close()


def _in_read_snapshot(conn: sqlite3.Connection, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    # One read transaction, so a multi-query read sees one consistent state.
    conn.execute("BEGIN")
    try:
        return fn(conn, *args, **kwargs)
    finally:
        conn.execute("COMMIT")


def _optimize_on_close(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA optimize")


async def _run_on(conn: aiosqlite.Connection, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    # aiosqlite runs every call of a connection on that connection's own thread via
    # `_execute`; we hand it a whole unit of work instead of single statements.
    return await conn._execute(fn, conn._conn, *args, **kwargs)
