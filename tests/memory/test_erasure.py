"""Erasure survives crashes: the purge is a pending record finished on retry and at start-up."""

from __future__ import annotations

import json

from memory import erasure, queries
from memory.ingest import FORGOTTEN, ingest_ops
from memory.ops import ingest_op_adapter
from memory.store import Store, connect_sync, in_transaction
from tests.support import builders as b
from tests.support.storeview import apply

SECRET = "xqzvsecretword"          # lowercase: FTS stores tokens lowercased


def _bytes_hold(db_path, needle: str) -> bool:
    wal = db_path.with_name(db_path.name + "-wal")
    data = db_path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    return needle.encode() in data


def _op(line: dict):
    return ingest_op_adapter.validate_python(line)


def _seed(db_path):
    conn = connect_sync(db_path)
    msg = b.create(1, f"draft {SECRET} please ignore")
    apply(conn, msg, *(b.create(2 + i / 10, f"filler {i} words", counter=i + 1) for i in range(50)))
    # Folded into the main file, so the text sits in the .db itself (FTS leaf pages too).
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return conn, msg


def test_forget_interrupted_before_its_purge_is_finished_when_the_database_opens(db_path):
    conn, msg = _seed(db_path)
    # The forget transaction commits; the process dies before the purge (kill -9).
    in_transaction(conn, ingest_ops, [_op(b.forget(msg, 10))], via="test", now_ms=1)
    conn.close()                    # even a clean close leaves the tokens in FTS segments
    assert _bytes_hold(db_path, SECRET)
    reopened = connect_sync(db_path)
    assert erasure.pending_count(reopened) == 0
    reopened.close()
    assert not _bytes_hold(db_path, SECRET)


async def test_retry_of_an_interrupted_forget_finishes_the_purge_and_says_forgotten(db_path):
    conn, msg = _seed(db_path)
    in_transaction(conn, ingest_ops, [_op(b.forget(msg, 10))], via="test", now_ms=1)
    conn.close()
    store = await Store.open(db_path)
    try:
        # Store.open already finished it; put it back in the interrupted state to test the retry.
        await store.write(lambda c: c.execute(
            "INSERT INTO pending_purges VALUES ((SELECT pk FROM messages WHERE message_id = ?), ?, ?, 'forget', 0)",
            (int(msg["message"]["id"]), int(b.CHANNEL), int(msg["message"]["id"]))))
        result = await erasure.erase(store, [_op(b.forget(msg, 11))], via="test", now_ms=2)
        assert result.outcomes == [[FORGOTTEN]]
        assert result.purged == 1
        again = await erasure.erase(store, [_op(b.forget(msg, 12))], via="test", now_ms=3)
        assert again.outcomes == [["duplicate"]]
    finally:
        await store.close()
    assert not _bytes_hold(db_path, SECRET)


async def test_erase_returns_only_after_the_text_left_the_file(db_path):
    conn, msg = _seed(db_path)
    conn.close()
    store = await Store.open(db_path)
    try:
        assert _bytes_hold(db_path, SECRET)
        result = await erasure.erase(store, [_op(b.forget(msg, 10))], via="test", now_ms=2)
        assert result.outcomes == [[FORGOTTEN]]
        # Checked while the store is still open: no close-time checkpoint helps here.
        assert not _bytes_hold(db_path, SECRET)
        assert await store.read(erasure.pending_count) == 0
        hits = await store.read(queries.search, [int(b.CHANNEL)], SECRET, 0, b.now_ms(100))
        assert hits == []
    finally:
        await store.close()


async def test_a_forget_before_its_message_keeps_blocking_it(store):
    msg = b.create(1, f"never stored {SECRET}")
    result = await erasure.erase(store, [_op(b.forget(msg, 2))], via="test", now_ms=1)
    assert result.outcomes == [["forget_unknown"]]
    await store.write(ingest_ops, [_op(msg)], via="replay", now_ms=2)
    found = await store.read(queries.by_ids, [int(b.CHANNEL)], [int(msg["message"]["id"])])
    assert found[int(msg["message"]["id"])].content is None
    assert await store.read(lambda c: c.execute("SELECT count(*) FROM message_versions").fetchone()[0]) == 0


async def test_delete_queues_a_purge_that_housekeeping_finishes(store):
    msg = b.create(1, f"to delete {SECRET}")
    await store.write(ingest_ops, [_op(msg)], via="test", now_ms=1)
    await store.write(ingest_ops, [_op(b.delete(msg, 2))], via="test", now_ms=2)
    assert await store.read(erasure.pending_count) == 1
    await store.housekeeping()
    assert await store.read(erasure.pending_count) == 0


def test_replay_of_a_capture_with_forgets_leaves_nothing_pending(tmp_path):
    from memory.replay import replay_files

    capture = tmp_path / "c.jsonl"
    msg = b.create(1, f"replayed {SECRET}")
    capture.write_text(json.dumps(msg) + "\n" + json.dumps(b.forget(msg, 2)) + "\n")
    conn = connect_sync(tmp_path / "r.db")
    replay_files(conn, [capture], now_ms=1)
    assert erasure.pending_count(conn) == 0
    conn.close()
    assert not _bytes_hold(tmp_path / "r.db", SECRET)


def _fts_segments(conn) -> int:
    return conn.execute("SELECT count(DISTINCT segid) FROM messages_fts_idx").fetchone()[0]


def test_a_replay_that_removed_messages_merges_their_tokens_out_and_one_that_only_added_does_not(tmp_path):
    from memory.replay import replay_files

    kept = [b.create(1 + i / 10, f"filler {i} words", counter=i + 1) for i in range(30)]
    added = tmp_path / "added.jsonl"
    added.write_text("".join(json.dumps(m) + "\n" for m in kept))
    conn = connect_sync(tmp_path / "added.db")
    replay_files(conn, [added], now_ms=1, batch_size=5)
    # Six transactions, six segments: merging them is housekeeping's bounded work, as for
    # live ingest, and every message is still found.
    assert _fts_segments(conn) > 1
    assert conn.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'filler'").fetchone()[0] == 30
    conn.close()

    gone = b.create(0.5, f"cancel {SECRET} now")
    removed = tmp_path / "removed.jsonl"
    removed.write_text("".join(json.dumps(m) + "\n" for m in [gone, *kept, b.delete(gone, 9)]))
    conn = connect_sync(tmp_path / "removed.db")
    replay_files(conn, [removed], now_ms=1, batch_size=5)
    assert _fts_segments(conn) == 1
    assert conn.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH ?", (SECRET,)).fetchone()[0] == 0
    conn.close()
    assert not _bytes_hold(tmp_path / "removed.db", SECRET)
