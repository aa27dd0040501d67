"""A write watermark of the store: a data version and per-channel erasure epochs, in process.

Caches of rendered feeds key their entries by these numbers instead of asking SQLite:

* `version` moves on every committed write transaction of the `Store` (ingest, digest
  block swaps, coverage marks). A cache entry rendered at an older version may still be
  served for a short while (a new message shows up about a second late).
* `erasure_epoch(channel)` moves when a committed write removed or replaced text that a
  feed of that channel may show: a delete, a bulk delete, a forget, an edit (a new
  current version), or a row deleted outright (retention). An entry rendered before the
  epoch moved is never served again.

Erasures are detected by TEMP triggers on the writer connection itself (`install`), so
every write path -- gateway listeners, /forget, /ingest with deleted, backfill, replay
through the Store -- is covered without each caller remembering to say so. The trigger
records the channel into a pending set on the writer thread; `commit` (called by
`Store.write` right after COMMIT, still on the writer thread; `Store.attach` wires it)
folds it into the epochs, and so does `rollback`: a spurious move costs one render,
never a leak. So the epoch has moved before the writer's result reaches the
event loop, that is before any caller can acknowledge the erasure.

* `digest_epoch(channel)` moves when a committed write inserted, changed or removed a
  digest block of that channel (the digest loop's window swaps, a block marked dirty,
  rollups, retention). A cache of a channel's digest part of the feed inputs (feed.cache,
  `ChannelDigestCache`) is reused while it and the erasure epoch stay where they were.

* `mutation_epoch(channel)` moves when a committed write changed a stored message of that
  channel in place or its reactions (a pin, a late create of a message known from its
  edit, retention's compaction), besides the erasures above. A cache of a channel's
  message part (feed.cache) may then add the messages created since it read, instead of
  reading the window again, while this, the erasure and the digest epoch stay put.

* `data_version(channel)` moves when a committed write changed anything a feed of that
  channel reads: its messages (created, edited, pinned, removed), their reactions, its
  blocks, coverage, gaps, dirty windows and channel state (TEMP triggers on each table).
  A cache entry of quiet channels stays current while other channels take writes, so
  refreshes go where data changed. A commit whose writes no trigger attributed to a
  channel (a test's bare `commit`, housekeeping) moves `unscoped`, which every channel's
  data version includes: an unknown write costs renders, never a stale feed.

Threads: when messages carry `parent_channel_id` (migration 0004), the parent's epoch
moves too, because a parent's feed may show its threads.
"""

from __future__ import annotations

import itertools
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable

log = logging.getLogger(__name__)
_instances = itertools.count(1)


class WriteWatermark:
    def __init__(self, *, track_blocks: bool = True) -> None:
        """`track_blocks` False: erasures only, no digest epochs or data versions (no triggers
        but the erasure ones: a replay pays no Python call per inserted row)."""
        self.track_blocks = track_blocks
        self._on_erasure: list[Callable[[frozenset[int]], None]] = []
        self._on_digest: list[Callable[[frozenset[int]], None]] = []
        self.version = 0
        self.erasures = 0                      # total epoch moves: a cheap "anything erased?" check
        self._epochs: dict[int, int] = {}
        self._pending: set[int] = set()
        self._digest_epochs: dict[int, int] = {}
        self._pending_digest: set[int] = set()
        self._data: dict[int, int] = {}
        self._pending_data: set[int] = set()
        self._mutations: dict[int, int] = {}
        self._pending_mutation: set[int] = set()
        self.unscoped = 0                      # commits no trigger attributed to a channel
        self._lock = threading.Lock()          # pending set: writer thread; epochs: read anywhere
        # Several watermarks may watch one connection (two apps in a test): own names each.
        self._name = f"cm_erased_{next(_instances)}"

    # -- the writer thread --------------------------------------------------------------
    def _erased(self, *channel_ids: int | None) -> None:
        _note(self._pending, channel_ids)

    def _blocks_changed(self, *channel_ids: int | None) -> None:
        _note(self._pending_digest, channel_ids)

    def _data_changed(self, *channel_ids: int | None) -> None:
        _note(self._pending_data, channel_ids)

    def _mutated(self, *channel_ids: int | None) -> None:
        _note(self._pending_mutation, channel_ids)

    def on_erasure(self, callback: Callable[[frozenset[int]], None]) -> None:
        """Call `callback(channels)` on the writer thread after a commit that erased text in
        `channels`, before the write returns to its caller: a cache of text drops it there,
        so no acknowledgement can precede the drop. It must be quick and thread-safe."""
        self._on_erasure.append(callback)

    def on_digest(self, callback: Callable[[frozenset[int]], None]) -> None:
        """Call `callback(channels)` on the writer thread after a commit that rewrote digest
        blocks of `channels` (quick and thread-safe, like `on_erasure`): a cache of derived
        parts can re-read them before a request has to."""
        self._on_digest.append(callback)

    @staticmethod
    def _notify(callbacks: list[Callable[[frozenset[int]], None]], channels: frozenset[int], what: str) -> None:
        for callback in callbacks:
            try:
                callback(channels)
            except Exception:  # the write is committed: report, never undo
                log.exception(f"{what} callback failed", extra={"channels": sorted(channels)[:20]})

    def commit(self, changed: bool = True) -> None:
        """After a committed write transaction: move the version and the erasure epochs.
        `changed` False: the transaction changed no row (a batch of duplicates)."""
        moved = frozenset(self._pending) if self._on_erasure and self._pending else None
        rewritten = frozenset(self._pending_digest) if self._on_digest and self._pending_digest else None
        with self._lock:
            touched = self._pending_data | self._pending | self._pending_digest
            if touched:
                _bump(self._data, touched)
                self._pending_data.clear()
            elif changed:
                self.unscoped += 1
            _bump(self._mutations, self._pending_mutation)
            self._pending_mutation.clear()
            _bump(self._digest_epochs, self._pending_digest)
            self._pending_digest.clear()
            _bump(self._epochs, self._pending)
            self.erasures += len(self._pending)
            self._pending.clear()
            self.version += 1
        if moved:
            self._notify(self._on_erasure, moved, "erasure")
        if rewritten:
            self._notify(self._on_digest, rewritten, "digest")

    def rollback(self) -> None:
        """After a failed write: move anyway. A spurious move costs one render; a missed one
        (a failure after the text was gone, say in COMMIT) could serve erased text."""
        self.commit()

    def mark_erased(self, channel_ids: Iterable[int]) -> None:
        """For writers that do not go through the triggers (tests, other connections)."""
        channels = frozenset(channel_ids)
        with self._lock:
            _bump(self._epochs, channels)
            _bump(self._data, channels)
            self.erasures += len(channels)
            self.version += 1
        if channels:
            self._notify(self._on_erasure, channels, "erasure")

    # -- readers (the event loop) -------------------------------------------------------
    def erasure_epoch(self, channel_id: int) -> int:
        return self._epochs.get(channel_id, 0)

    def digest_epoch(self, channel_id: int) -> int:
        return self._digest_epochs.get(channel_id, 0)

    def mutation_epoch(self, channel_id: int) -> int | None:
        """None when this watermark does not watch mutations (`track_blocks` False)."""
        return self._mutations.get(channel_id, 0) if self.track_blocks else None

    def epochs(self, channel_ids: Iterable[int]) -> tuple[int, ...]:
        get = self._epochs.get
        return tuple(get(c, 0) for c in channel_ids)

    def data_versions(self, channel_ids: tuple[int, ...]) -> tuple[int, ...]:
        """What a feed of `channel_ids` was rendered from: their data versions and the
        unscoped count (no channels: the global version, every write moves it)."""
        if not channel_ids:
            return (self.version,)
        get = self._data.get
        return (self.unscoped, *(get(c, 0) for c in channel_ids))

    # -- wiring -------------------------------------------------------------------------
    # Tables a feed reads, by the channel a row belongs to (reactions through their message).
    # Not here: blocks (their triggers move the digest epoch) and deleted messages (the
    # erasure trigger): `commit` folds both pending sets into the data versions.
    _DATA_TABLES = {"coverage": "{row}.channel_id",
                    "coverage_gaps": "{row}.channel_id", "dirty_windows": "{row}.channel_id",
                    "channel_state": "{row}.channel_id",
                    "reactions": "(SELECT channel_id FROM main.messages WHERE pk = {row}.msg_pk)"}

    _MUTATION_TABLES = frozenset({"reactions"})

    def _install_data(self, conn: sqlite3.Connection, parent_new: str) -> None:
        name = self._name
        tables = {row[0] for row in conn.execute("SELECT name FROM main.sqlite_master WHERE type = 'table'")}
        script = [f"""
            DROP TRIGGER IF EXISTS temp.{name}_data_messages_insert;
            DROP TRIGGER IF EXISTS temp.{name}_data_messages_update;
            CREATE TEMP TRIGGER {name}_data_messages_insert AFTER INSERT ON main.messages
            BEGIN SELECT {name}_data(NEW.channel_id{parent_new}); END;
            CREATE TEMP TRIGGER {name}_data_messages_update AFTER UPDATE ON main.messages
            WHEN {_changed(conn, "messages")}
            BEGIN SELECT {name}_data(NEW.channel_id{parent_new}), {name}_mutated(NEW.channel_id{parent_new}); END;
        """]
        for table, channel in self._DATA_TABLES.items():
            if table not in tables:
                continue               # an older schema (a test's store before a migration)
            for op, row in (("insert", "NEW"), ("update", "NEW"), ("delete", "OLD")):
                # A message's reactions are part of it: changing them changes the message in place.
                mutated = f", {name}_mutated({channel.format(row=row)})" if table in self._MUTATION_TABLES else ""
                script.append(f"""
                    DROP TRIGGER IF EXISTS temp.{name}_data_{table}_{op};
                    CREATE TEMP TRIGGER {name}_data_{table}_{op} AFTER {op.upper()} ON main.{table}
                    {"WHEN " + _changed(conn, table) if op == "update" else ""}
                    BEGIN SELECT {name}_data({channel.format(row=row)}){mutated}; END;""")
        conn.executescript("".join(script))

    def install(self, conn: sqlite3.Connection) -> None:
        """Register the trigger function and TEMP triggers on the writer connection."""
        name = self._name
        conn.create_function(name, -1, self._erased, deterministic=False)
        conn.create_function(f"{name}_blocks", 1, self._blocks_changed, deterministic=False)
        conn.create_function(f"{name}_data", -1, self._data_changed, deterministic=False)
        conn.create_function(f"{name}_mutated", -1, self._mutated, deterministic=False)
        columns = {row[1] for row in conn.execute("PRAGMA main.table_info(messages)")}
        parent_new = ", NEW.parent_channel_id" if "parent_channel_id" in columns else ""
        parent_old = ", OLD.parent_channel_id" if "parent_channel_id" in columns else ""
        conn.executescript(f"""
            DROP TRIGGER IF EXISTS temp.{name}_update;
            DROP TRIGGER IF EXISTS temp.{name}_delete;
            CREATE TEMP TRIGGER {name}_update AFTER UPDATE OF state, current_version ON main.messages
            WHEN OLD.state IS NOT NEW.state
              OR (OLD.current_version IS NOT NULL AND OLD.current_version IS NOT NEW.current_version)
            BEGIN SELECT {name}(NEW.channel_id{parent_new}); END;
            CREATE TEMP TRIGGER {name}_delete AFTER DELETE ON main.messages
            BEGIN SELECT {name}(OLD.channel_id{parent_old}); END;
        """)
        if not self.track_blocks:
            return
        self._install_data(conn, parent_new)
        conn.executescript(f"""
            DROP TRIGGER IF EXISTS temp.{name}_blocks_insert;
            DROP TRIGGER IF EXISTS temp.{name}_blocks_update;
            DROP TRIGGER IF EXISTS temp.{name}_blocks_delete;
            CREATE TEMP TRIGGER {name}_blocks_insert AFTER INSERT ON main.blocks
            BEGIN SELECT {name}_blocks(NEW.channel_id); END;
            CREATE TEMP TRIGGER {name}_blocks_update AFTER UPDATE ON main.blocks
            BEGIN SELECT {name}_blocks(OLD.channel_id), {name}_blocks(NEW.channel_id); END;
            CREATE TEMP TRIGGER {name}_blocks_delete AFTER DELETE ON main.blocks
            BEGIN SELECT {name}_blocks(OLD.channel_id); END;
        """)


def _note(pending: set[int], channel_ids: tuple[int | None, ...]) -> None:
    """A trigger's channels into a pending set (NULL: a row of no channel)."""
    pending.update(int(channel_id) for channel_id in channel_ids if channel_id is not None)


def _bump(counters: dict[int, int], channel_ids: Iterable[int]) -> None:
    for channel_id in channel_ids:
        counters[channel_id] = counters.get(channel_id, 0) + 1


def _changed(conn: sqlite3.Connection, table: str) -> str:
    """A trigger's WHEN: some column of the row changed (an upsert that rewrites the same
    values, like ingest's channel_state bookkeeping, changes nothing a feed reads)."""
    columns = [row[1] for row in conn.execute(f"PRAGMA main.table_info({table})")]
    return " OR ".join(f'OLD."{c}" IS NOT NEW."{c}"' for c in columns)
