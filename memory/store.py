"""SQLite store: one writer connection, a few reader connections, migrations.

All SQL lives in plain synchronous functions that take a `sqlite3.Connection`
(`memory.ingest`, `memory.queries`, ...). The async `Store` runs such a function on
the writer's or a reader's connection thread (`memory.sqlthread`) in a single hop, so one ingest batch or one
feed assembly costs one thread switch, not one per statement.

Faults get clear answers: a full disk raises `StoreFull` (one log line per episode,
never a chained traceback per write) and the store reports it (`Store.status`) until a
write succeeds again. The WAL stays bounded: `journal_size_limit`, a passive checkpoint
each housekeeping pass, and a truncating one (readers drained first, so it cannot starve)
once the WAL outgrows `WAL_TRUNCATE_BYTES`. `close` always closes every connection,
whatever the state of the database, so a SIGTERM ends the process within seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Protocol, TypeVar

from memory import caches, timeutil
from memory.sqlthread import ConnectionThread
from memory.watermark import WriteWatermark

log = logging.getLogger(__name__)

T = TypeVar("T")

# After a checkpoint that resets the WAL, SQLite truncates the file to this size.
JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024
# Beyond this the housekeeping pass drains the readers and truncates the WAL: passive
# checkpoints alone cannot reset a WAL that some reader is always inside.
WAL_TRUNCATE_BYTES = 32 * 1024 * 1024
# Housekeeping with no write since the previous pass truncates a WAL bigger than this.
WAL_IDLE_BYTES = 1024 * 1024
# The truncation waits politely for a long background read (a digest window build holds
# its snapshot for seconds, tens of seconds under load); past this size it interrupts it
# (the digest retries that window on its next tick): the disk is bounded first.
WAL_HARD_BYTES = 128 * 1024 * 1024
# How often a write looks at the WAL's size (a stat) to decide on a truncation.
WAL_CHECK_INTERVAL_S = 0.5
# How long `close` waits for a connection's thread before interrupting its statement.
CLOSE_TIMEOUT_S = 1.0
# A full disk is logged once, then at most this often while it lasts.
FULL_LOG_INTERVAL_S = 60.0

_PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
    "PRAGMA foreign_keys = ON",
    "PRAGMA busy_timeout = 5000",
    # Freed pages are zeroed, so deleted and forgotten text does not linger in the file.
    "PRAGMA secure_delete = ON",
    "PRAGMA temp_store = MEMORY",
    f"PRAGMA journal_size_limit = {JOURNAL_SIZE_LIMIT}",
)


class StoreFull(Exception):
    """The disk (or the filesystem quota) is full: nothing was written. Retry later."""


def is_disk_full(exc: BaseException) -> bool:
    if isinstance(exc, StoreFull):
        return True
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        return code == sqlite3.SQLITE_FULL or "database or disk is full" in str(exc)
    return isinstance(exc, OSError) and exc.errno == 28   # ENOSPC


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("memory") / "migrations"
    found = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text(encoding="utf-8")))
    return sorted(found)


SCHEMA_VERSION = _migrations()[-1][0]


def _python_steps() -> dict[int, Callable[[sqlite3.Connection], None]]:
    """Steps SQL cannot do, run after a migration's script in its transaction."""
    from memory.ingest import reindex_all  # memory.ingest does not import this module

    return {4: reindex_all}


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
    steps = None
    for version, script in _migrations():
        if version <= current:
            continue
        log.info("applying migration", extra={"schema_version": version})
        steps = steps if steps is not None else _python_steps()
        # executescript leaves the transaction it began open, so a Python step shares it.
        conn.executescript(f"BEGIN IMMEDIATE;\n{script}")
        try:
            if version in steps:
                steps[version](conn)
            conn.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    return SCHEMA_VERSION


def connect_sync(path: str | Path, *, finish_purges: bool = True) -> sqlite3.Connection:
    """A plain configured, migrated connection, for batch jobs and tests.

    Erasures a crash interrupted are finished here too (`memory.erasure`), so any
    process that opens the database completes them.
    """
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    configure(conn)
    migrate(conn)
    if finish_purges:
        _finish_pending_at_open(conn)
    return conn


def _finish_pending_at_open(conn: sqlite3.Connection) -> None:
    from memory import erasure

    try:
        done = erasure.finish_purges(conn)
    except Exception as exc:  # noqa: BLE001 - a purge that cannot finish now stays pending
        log.error("pending erasures not finished at start-up; retried later",
                  extra={"error": f"{type(exc).__name__}: {exc}"[:200]})
        return
    if done:
        log.info("finished erasures interrupted earlier", extra={"purged": done})


def in_transaction(conn: sqlite3.Connection, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run fn inside BEGIN IMMEDIATE .. COMMIT; roll back on any error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = fn(conn, *args, **kwargs)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


def placeholders(values) -> str:
    """`?,?,?` for an `IN (...)` of these values (or of this many)."""
    return ",".join("?" * (values if isinstance(values, int) else len(values)))


def fts_optimize(conn: sqlite3.Connection) -> None:
    """Rewrite the FTS index as one segment: tokens of deleted or erased rows leave the file."""
    conn.execute("INSERT INTO messages_fts (messages_fts) VALUES ('optimize')")


def fts_merge(conn: sqlite3.Connection, pages: int = 200) -> None:
    """Merge up to about `pages` pages of FTS segments (automerge is off, see 0002)."""
    conn.execute("INSERT INTO messages_fts (messages_fts, rank) VALUES ('merge', ?)", (pages,))


@dataclass(frozen=True)
class Checkpoint:
    busy: bool          # a reader or writer prevented completion
    wal_frames: int
    checkpointed: int

    @property
    def complete(self) -> bool:
        return not self.busy and self.checkpointed == self.wal_frames


def wal_checkpoint(conn: sqlite3.Connection, mode: str = "PASSIVE") -> Checkpoint:
    if mode not in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"):
        raise ValueError(mode)
    busy, frames, done = conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
    return Checkpoint(bool(busy), frames, done)


def _passive_checkpoint(conn: sqlite3.Connection) -> Checkpoint:
    return wal_checkpoint(conn, "PASSIVE")


def checkpoint(conn: sqlite3.Connection) -> Checkpoint:
    """Fold the WAL into the main file and truncate it (after erasures)."""
    return wal_checkpoint(conn, "TRUNCATE")


class CommitListener(Protocol):
    """Told about every write transaction of the Store, on the writer thread."""

    def install(self, conn: sqlite3.Connection) -> None: ...
    def commit(self, changed: bool = True) -> None: ...   # changed: the transaction changed rows
    def rollback(self) -> None: ...


@dataclass
class StoreStatus:
    full: bool = False
    full_since_ms: int | None = None
    full_errors: int = 0            # writes refused for a full disk, since start
    last_full_log: float = -FULL_LOG_INTERVAL_S
    last_writable_log: float = -FULL_LOG_INTERVAL_S
    wal_truncations: int = 0        # truncating checkpoints forced by WAL size


class Store:
    """The async face of the database. Open with `await Store.open(path)`."""

    def __init__(self, path: Path, writer: ConnectionThread, readers: list[ConnectionThread],
                 background: ConnectionThread):
        self.path = path
        self._writer = writer
        self._background = background
        self._background_lock = asyncio.Lock()
        self._readers: asyncio.Queue[ConnectionThread] = asyncio.Queue()
        self._all_readers = readers
        for reader in readers:
            self._readers.put_nowait(reader)
        self._write_lock = asyncio.Lock()
        self._listeners: list[CommitListener] = []
        self.status = StoreStatus()
        self.writes = 0                 # committed write calls: a cheap "anything changed?" for caches
        self._readers_open = asyncio.Event()     # cleared while a drain takes every reader
        self._readers_open.set()
        self._wal_checked = 0.0
        self._writes_at_housekeeping = -1
        self._wal_task: asyncio.Task | None = None
        self.closed = False

    @classmethod
    async def open(cls, path: str | Path, *, readers: int = 2) -> Store:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path)
        conns = [writer]
        try:
            await _run_on(writer, configure)
            await _run_on(writer, migrate)
            # No checkpoint inside a live commit (an fsync about one commit in 75): the digest
            # loop checkpoints from a reader instead (`housekeeping`).
            await writer.run(_execute, "PRAGMA wal_autocheckpoint = 0")
            # Erasures a crash interrupted finish before anything is served.
            await _run_on(writer, _finish_pending_at_open)
            reader_conns = []
            # One more reader, for background work (the digest's builds), so it never takes a
            # connection a feed request is waiting for.
            for _ in range(readers + 1):
                reader = await _connect(path)
                conns.append(reader)
                await _run_on(reader, configure)
                await reader.run(_execute, "PRAGMA query_only = ON")
                reader_conns.append(reader)
        except BaseException:
            for conn in conns:
                await _close_connection(conn)
            raise
        store = cls(path, writer, reader_conns[:-1], reader_conns[-1])
        # Text the classifier keeps in memory (memory.caches) leaves with every erasure.
        erasures = WriteWatermark(track_blocks=False)
        erasures.on_erasure(caches.erased)
        await store.attach(erasures)
        return store

    # -- listeners ------------------------------------------------------------------------
    async def attach(self, listener: CommitListener) -> None:
        """Tell `listener` about every write transaction from now on (e.g. a cache watermark)."""
        async with self._write_lock:
            await _run_on(self._writer, lambda conn: listener.install(conn))
            self._listeners.append(listener)

    # -- writes ---------------------------------------------------------------------------
    async def write(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) in one write transaction on the writer thread.

        Raises `StoreFull` (nothing committed) when the disk is full."""
        async with self._write_lock:
            result = await self._guarded(_in_transaction_notifying, self._listeners, fn, *args, **kwargs)
            self.writes += 1
        self._guard_wal()
        return result

    async def write_raw(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) on the writer without a transaction (checkpoints, optimize)."""
        async with self._write_lock:
            return await self._guarded(fn, *args, **kwargs)

    async def _guarded(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        try:
            result = await _run_on(self._writer, fn, *args, **kwargs)
        except Exception as exc:  # the next write tries again
            if is_disk_full(exc):
                self._note_full(exc)
                raise StoreFull("database or disk is full: nothing was written") from None
            raise
        if self.status.full:
            self._note_writable()
        return result

    def _note_full(self, exc: BaseException) -> None:
        status = self.status
        status.full_errors += 1
        now = time.monotonic()
        if not status.full:
            status.full, status.full_since_ms = True, timeutil.now_ms()
        # Once per interval, however often a nearly full disk flaps between a small write
        # that fits and a larger one that does not.
        if now - status.last_full_log < FULL_LOG_INTERVAL_S:
            return
        status.last_full_log = now
        # One line, no traceback: this repeats for every write while the disk is full.
        log.error("store full: writes refused until space frees", extra={
            "path": str(self.path), "refused": status.full_errors, "error": str(exc)[:120]})

    def _note_writable(self) -> None:
        status = self.status
        status.full, status.full_since_ms = False, None
        now = time.monotonic()
        if now - status.last_writable_log >= FULL_LOG_INTERVAL_S:
            status.last_writable_log = now
            log.warning("store writable again", extra={"refused_while_full": status.full_errors})

    # -- reads ----------------------------------------------------------------------------
    async def read(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run fn(conn, ...) on a free reader connection (a consistent WAL snapshot)."""
        while not self._readers_open.is_set():
            await self._readers_open.wait()
        reader = await self._readers.get()
        try:
            return await _run_on(reader, in_read_snapshot, fn, *args, **kwargs)
        finally:
            self._readers.put_nowait(reader)

    async def read_background(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """As `read`, on the background reader: for work no request waits on."""
        async with self._background_lock:
            return await _run_on(self._background, in_read_snapshot, fn, *args, **kwargs)

    # -- maintenance ----------------------------------------------------------------------
    def wal_bytes(self) -> int:
        try:
            return os.path.getsize(f"{self.path}-wal")
        except OSError:
            return 0

    def _guard_wal(self) -> None:
        """The guard against checkpoint starvation: under sustained load some reader is
        always inside the WAL, so passive checkpoints never complete and it only grows.
        Past WAL_TRUNCATE_BYTES a background task drains our readers and truncates it,
        whatever the digest loop (which also checkpoints) is busy with."""
        now = time.monotonic()
        if now - self._wal_checked < WAL_CHECK_INTERVAL_S or self.closed:
            return
        self._wal_checked = now
        if self._wal_task is not None and not self._wal_task.done():
            return
        if self.wal_bytes() > WAL_TRUNCATE_BYTES:
            self._wal_task = asyncio.create_task(self._truncate_in_background(), name="wal-truncate")

    async def _truncate_in_background(self) -> None:
        try:
            before = self.wal_bytes()
            result = await self.truncate_wal(interrupt_over=WAL_HARD_BYTES)
            log.info("WAL truncated", extra={"complete": result.complete, "wal_bytes_before": before,
                                             "wal_bytes": self.wal_bytes()})
        except StoreFull:
            pass                            # logged by the store; retried on a later write
        except Exception as exc:  # noqa: BLE001 - optimisation is optional, closing is not
            log.warning("WAL truncation failed", extra={"error": f"{type(exc).__name__}: {exc}"[:160]})

    @contextlib.asynccontextmanager
    async def _exclusive(self, *, background_held: bool = False):
        """Hold the writer and every reader of this process: no snapshot of ours is open,
        so a truncating checkpoint cannot be starved by our own readers. The background
        reader (long digest reads) is taken first, so waiting for a long read never blocks
        ingest; then the writer (an ingest batch or a digest swap finishing), and only then
        are the readers drained, so reads wait for short reads and the checkpoint itself,
        never for a write."""
        if not background_held:
            await self._background_lock.acquire()
        taken = []
        try:
            async with self._write_lock:
                # New reads wait at the gate, or a busy reader loop would take each connection
                # back before this drain could (a queue hands a free item to whoever asks first).
                self._readers_open.clear()
                try:
                    for _ in self._all_readers:
                        taken.append(await self._readers.get())
                    yield
                finally:
                    for reader in taken:
                        self._readers.put_nowait(reader)
                    self._readers_open.set()
        finally:
            if not background_held:
                self._background_lock.release()

    async def truncate_wal(self, *, interrupt_over: int | None = None) -> Checkpoint:
        await self._take_background(interrupt_over=interrupt_over)
        try:
            # First copy back what no snapshot needs, blocking no one: the exclusive part,
            # during which every read waits, is then the rest and the truncation, not a
            # 32 MB copy (the load bench's multi-second read stalls).
            await _run_on(self._background, _passive_checkpoint)
            async with self._exclusive(background_held=True):
                result = await self._guarded(checkpoint)
        finally:
            self._background_lock.release()
        self.status.wal_truncations += 1
        return result

    async def _take_background(self, *, interrupt_over: int | None) -> None:
        # Polled rather than wait_for(acquire()): a timeout racing the acquisition could
        # leave the lock held by nobody's task.
        last_interrupt = 0.0
        while self._background_lock.locked():
            # Again each second: an interrupt between two statements of the read is lost.
            if (interrupt_over is not None and time.monotonic() - last_interrupt > 1.0
                    and self.wal_bytes() > interrupt_over):
                last_interrupt = time.monotonic()
                log.warning("WAL past its hard limit: interrupting the background read that pins it",
                            extra={"wal_bytes": self.wal_bytes()})
                self._background.interrupt()
            await asyncio.sleep(0.1)
        await self._background_lock.acquire()

    async def finish_purges(self, *, exclusive: bool = True) -> int:
        """Finish pending erasures (memory.erasure); raises erasure.PurgeIncomplete when a
        reader outside this process kept the WAL from being truncated."""
        from memory import erasure

        if exclusive:
            async with self._exclusive():
                return await self._guarded(erasure.finish_purges)
        async with self._write_lock:
            return await self._guarded(erasure.finish_purges)

    async def housekeeping(self, *, merge_pages: int = 200) -> None:
        """What SQLite would otherwise do inside a random commit: a bounded FTS merge (on the
        writer), pending delete purges, and a passive WAL checkpoint (on a reader, blocking
        no one); a truncating one when the WAL has grown past WAL_TRUNCATE_BYTES."""
        from memory import erasure

        await self.write(fts_merge, merge_pages)
        if await self.read(erasure.pending_count):
            with contextlib.suppress(erasure.PurgeIncomplete):
                await self.finish_purges(exclusive=False)
        reader = await self._readers.get()
        try:
            await _run_on(reader, _passive_checkpoint)
        finally:
            self._readers.put_nowait(reader)
        idle = self.writes == self._writes_at_housekeeping + 1      # only our own fts_merge
        self._writes_at_housekeeping = self.writes
        # Past the limit, or idle with a WAL left over from a busy spell: truncate it.
        if self.wal_bytes() > WAL_TRUNCATE_BYTES or (idle and self.wal_bytes() > WAL_IDLE_BYTES):
            await self._truncate_in_background()

    async def close(self) -> None:
        """Close every connection, whatever state the database is in (a full disk, a
        statement still running): a process stopping on SIGTERM must not hang here."""
        if self.closed:
            return
        self.closed = True
        if self._wal_task is not None and not self._wal_task.done():
            self._wal_task.cancel()
            await asyncio.gather(self._wal_task, return_exceptions=True)
        try:
            async with asyncio.timeout(0.5):
                async with self._write_lock:
                    await _run_on(self._writer, _optimize_on_close)
        except Exception as exc:  # noqa: BLE001 - optimisation is optional, closing is not
            log.warning("PRAGMA optimize skipped at close", extra={"error": f"{type(exc).__name__}: {exc}"[:160]})
        # All at once: a reader still busy with a long digest read must not add its wait
        # to everyone else's.
        await asyncio.gather(*(_close_connection(conn) for conn in (self._writer, *self._all_readers,
                                                                     self._background)))


async def _connect(path: Path) -> ConnectionThread:
    return await ConnectionThread.open(path, name=f"sqlite:{path.name}")


async def _close_connection(conn: ConnectionThread) -> None:
    closing = asyncio.wrap_future(conn.close())
    done, _ = await asyncio.wait({closing}, timeout=CLOSE_TIMEOUT_S)
    if done:
        if not closing.cancelled() and closing.exception() is not None:
            log.warning("connection close failed", extra={"error": repr(closing.exception())[:160]})
        return
    # The thread is busy (a long statement, or Python work in a read callback): interrupt
    # the statement and abandon the close. Its thread is a daemon, so it cannot keep the
    # process alive; the close it has queued ends it once it is free.
    log.warning("connection busy at close; interrupted and left to its daemon thread")
    conn.interrupt()
    closing.cancel()


def _execute(conn: sqlite3.Connection, sql: str) -> None:
    conn.execute(sql)


def _in_transaction_notifying(conn: sqlite3.Connection, listeners: list[CommitListener],
                              fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    before = conn.total_changes
    try:
        result = in_transaction(conn, fn, *args, **kwargs)
    except BaseException:
        for listener in listeners:
            listener.rollback()
        raise
    changed = conn.total_changes != before
    for listener in listeners:
        listener.commit(changed)
    return result


def in_read_snapshot(conn: sqlite3.Connection, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run fn(conn, ...) in one read transaction, so a multi-query read sees one state."""
    conn.execute("BEGIN")
    try:
        return fn(conn, *args, **kwargs)
    finally:
        conn.execute("COMMIT")


def _optimize_on_close(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA optimize")


async def _run_on(conn: ConnectionThread, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    # A whole unit of work per thread hop, not one statement per hop.
    return await conn.run(fn, *args, **kwargs)
