from __future__ import annotations

import json

import pytest

from memory import queries
from memory.capture import read_capture
from memory.replay import replay_files
from memory.store import SCHEMA_VERSION, checkpoint, connect_sync
from tests.support import builders as b
from tests.support.storeview import apply, as_tuples, logical_dump


def current(conn, message: dict):
    mid = int(message["message"]["id"] if "message" in message else message["message_id"])
    return queries.by_ids(conn, [int(b.CHANNEL)], [mid]).get(mid)


def test_create_is_idempotent_and_serves_current_content(conn):
    msg = b.create(1, "[PROPOSED] BUY 50 NVDA @ 142.50")
    first = apply(conn, msg)
    second = apply(conn, msg)
    assert first.counts == {"created": 1}
    assert second.counts == {"duplicate": 1}
    stored = current(conn, msg)
    assert stored.content == "[PROPOSED] BUY 50 NVDA @ 142.50"
    assert stored.author_name == "Weston" and stored.author_bot
    assert conn.execute("SELECT count(*) FROM message_versions").fetchone()[0] == 1


def test_edit_adds_a_version_and_reads_serve_the_newest(conn):
    msg = b.create(1, "moving stop on AMD to 148")
    apply(conn, msg, b.edit(msg, 3, "moving stop on AMD to 151"))
    stored = current(conn, msg)
    assert stored.content == "moving stop on AMD to 151"
    assert stored.edited_at_ms == b.now_ms(3)
    versions = queries.history(conn, stored.pk)
    assert [v.content for v in versions] == ["moving stop on AMD to 148", "moving stop on AMD to 151"]
    # Search sees only the current text.
    assert queries.search(conn, [int(b.CHANNEL)], "151", 0, b.now_ms(60))
    assert not queries.search(conn, [int(b.CHANNEL)], "148", 0, b.now_ms(60))


def test_edit_before_create_keeps_the_newer_content(conn):
    msg = b.create(1, "target on TSLA 250")
    outcome_edit = apply(conn, b.edit(msg, 5, "target on TSLA 262"))
    outcome_create = apply(conn, msg)
    assert outcome_edit.counts == {"edit_unknown": 1}
    assert outcome_create.counts == {"created": 1}
    stored = current(conn, msg)
    assert stored.content == "target on TSLA 262"
    assert stored.author_name == "Weston"   # filled in by the late create
    assert len(queries.history(conn, stored.pk)) == 2


def test_replayed_edit_is_a_duplicate(conn):
    msg = b.create(1, "a")
    change = b.edit(msg, 2, "b")
    apply(conn, msg, change)
    assert apply(conn, change).counts == {"duplicate": 1}


def test_delete_leaves_a_tombstone_without_content(conn):
    msg = b.create(1, "FILLED 200 AAPL @ 189.20 secret-marker-xyz")
    apply(conn, msg)
    assert apply(conn, b.delete(msg, 4)).counts == {"deleted": 1}
    stored = current(conn, msg)
    assert stored.state == "deleted" and stored.content is None
    assert stored.author_name == "Weston" and stored.content_hash
    assert conn.execute("SELECT count(*) FROM message_versions WHERE content IS NOT NULL").fetchone()[0] == 0
    assert not queries.search(conn, [int(b.CHANNEL)], "secret", 0, b.now_ms(60))
    # A later create (say, a backfill) cannot bring it back.
    assert apply(conn, msg).counts == {"duplicate": 1}
    assert current(conn, msg).content is None


def test_delete_can_keep_content_for_audit_but_never_serves_it(conn):
    msg = b.create(1, "audit me")
    apply(conn, msg)
    apply(conn, b.delete(msg, 2), keep_deleted_content=True)
    assert conn.execute("SELECT content FROM message_versions").fetchone()[0] == "audit me"
    assert current(conn, msg).content is None
    assert queries.window(conn, [int(b.CHANNEL)], 0, b.now_ms(60))[0].content is None


def test_bulk_delete_and_delete_of_unknown_message(conn):
    first, second = b.create(1, "noise 1"), b.create(2, "noise 2")
    apply(conn, first, second)
    ghost = b.create(3, "never seen")
    outcome = apply(conn, b.bulk_delete([first, second], 5), b.delete(ghost, 6))
    assert outcome.counts == {"deleted": 2, "delete_unknown": 1}
    assert apply(conn, ghost).counts == {"ignored_removed": 1}
    assert current(conn, ghost).state == "deleted"
    assert current(conn, ghost).author_name == "Weston"


def test_edits_and_removals_mark_citing_blocks_and_windows(conn):
    msg = b.create(1, "stop NVDA 140")
    apply(conn, msg)
    pk = current(conn, msg).pk
    conn.execute("DELETE FROM dirty_windows")
    conn.execute("INSERT INTO blocks (block_id, channel_id, bucket_ms, kind, text, sparse, window_from_ms,"
                 " window_to_ms, generated_at_ms, processor) VALUES (1, ?, 0, 'hard_event', 'stop NVDA 140', 0,"
                 " 0, 0, 0, 'deterministic')", (int(b.CHANNEL),))
    conn.execute("INSERT INTO block_sources VALUES (1, ?)", (pk,))
    apply(conn, b.edit(msg, 2, "stop NVDA 141"))
    assert tuple(conn.execute("SELECT dirty, text FROM blocks").fetchone()) == (1, "stop NVDA 140")
    assert conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0] == 1
    apply(conn, b.delete(msg, 3))
    assert tuple(conn.execute("SELECT dirty, text FROM blocks").fetchone()) == (1, "")


def test_forget_purges_every_trace_from_the_file_bytes(db_path):
    conn = connect_sync(db_path)
    secret = "ZEPHYR-CANARY-" * 3
    msg = b.create(1, f"draft {secret} please ignore")
    apply(conn, msg, b.edit(msg, 2, f"draft v2 {secret} still"), b.create(3, "unrelated"))
    pk = current(conn, msg).pk
    conn.execute("INSERT INTO llm_cache VALUES ('k1', ?, 0, 'm', 'p1', ?, 0)", (int(b.CHANNEL), json.dumps(secret)))
    conn.execute("INSERT INTO llm_cache_sources VALUES ('k1', ?)", (pk,))
    conn.execute("INSERT INTO blocks (block_id, channel_id, bucket_ms, kind, text, sparse, window_from_ms,"
                 " window_to_ms, generated_at_ms, processor) VALUES (7, ?, 0, 'raw_excerpt', ?, 0, 0, 0, 0, 'x')",
                 (int(b.CHANNEL), secret))
    conn.execute("INSERT INTO block_sources VALUES (7, ?)", (pk,))
    checkpoint(conn)
    assert secret.encode() in db_path.read_bytes()

    outcome = apply(conn, b.forget(msg, 10))
    assert outcome.counts == {"forgotten": 1}
    from memory.ingest import erase_residue
    erase_residue(conn)
    conn.close()
    data = db_path.read_bytes()
    wal = db_path.with_name(db_path.name + "-wal")
    assert secret.encode() not in data
    assert not wal.exists() or secret.encode() not in wal.read_bytes()
    conn = connect_sync(db_path)
    audit = conn.execute("SELECT message_id, requested_by, outcome FROM forget_audit").fetchone()
    assert tuple(audit) == (int(msg["message"]["id"]), 1200000000000000009, "forgotten")
    assert conn.execute("SELECT count(*) FROM llm_cache").fetchone()[0] == 0
    assert current(conn, msg).state == "forgotten"
    conn.close()


def test_forget_before_create_blocks_the_content(conn):
    msg = b.create(1, "to be erased")
    assert apply(conn, b.forget(msg, 2)).counts == {"forget_unknown": 1}
    assert apply(conn, msg).counts == {"ignored_removed": 1}
    assert conn.execute("SELECT count(*) FROM message_versions").fetchone()[0] == 0


def _write(path, lines):
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))


def _sample_capture() -> list:
    msgs = [b.create(i, f"message {i} about NVDA", counter=i) for i in range(30)]
    return [*msgs, b.edit(msgs[3], 40, "message 3 edited"), b.delete(msgs[4], 41),
            b.bulk_delete(msgs[5:7], 42), b.forget(msgs[8], 43)]


def test_replaying_twice_leaves_the_store_identical(tmp_path):
    capture = tmp_path / "day.jsonl"
    _write(capture, _sample_capture())
    conn = connect_sync(tmp_path / "a.db")
    first = replay_files(conn, [capture], now_ms=1, batch_size=7)
    once = as_tuples(logical_dump(conn))
    second = replay_files(conn, [capture], now_ms=2, batch_size=7)
    assert as_tuples(logical_dump(conn)) == once
    assert first.counts["created"] == 30 and first.counts["forgotten"] == 1
    assert second.counts["created"] == 0 and second.counts["edited"] == 0
    assert once["coverage"] == [(int(b.CHANNEL), b.now_ms(0), b.now_ms(29))]
    conn.close()


def test_malformed_lines_are_reported_and_skipped(tmp_path):
    capture = tmp_path / "bad.jsonl"
    good = b.create(1, "fine")
    _write(capture, [
        good,
        "{not json",
        {"op": "create", "guild_id": b.GUILD, "channel_id": b.CHANNEL},          # no message
        {"op": "teleport", "guild_id": b.GUILD, "channel_id": b.CHANNEL},
        {"op": "delete", "guild_id": b.GUILD, "channel_id": "12.5", "message_id": "1"},
        b.create(2, "also fine"),
    ])
    errors = [item for item in read_capture(capture) if not hasattr(item, "op")]
    assert [e.line_no for e in errors] == [2, 3, 4, 5]
    assert "invalid JSON" in errors[0].reason
    assert "message" in errors[1].reason
    conn = connect_sync(tmp_path / "m.db")
    summary = replay_files(conn, [capture], now_ms=1)
    assert summary.counts["created"] == 2 and len(summary.rejected) == 4
    conn.close()


def test_migrations_from_empty_file(tmp_path):
    path = tmp_path / "fresh.db"
    conn = connect_sync(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table')")}
    assert {"messages", "message_versions", "messages_fts", "blocks", "block_sources", "dirty_windows",
            "coverage", "coverage_gaps", "channel_state", "forget_audit", "llm_cache", "llm_usage"} <= tables
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()
    # Re-opening applies nothing and keeps the version.
    again = connect_sync(path)
    assert again.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    again.close()


def test_newer_schema_is_refused(tmp_path):
    path = tmp_path / "future.db"
    connect_sync(path).close()
    import sqlite3
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(RuntimeError, match="newer than this build"):
        connect_sync(path)


def test_retention_compacts_old_content(conn):
    from memory.retention import prune
    old, new = b.create(1, "old words"), b.create(60 * 24 * 8, "new words")
    apply(conn, old, new)
    assert prune(conn, now_ms=b.now_ms(60 * 24 * 8 + 1), keep_ms=7 * 24 * 3600 * 1000) == 1
    compacted = current(conn, old)
    assert compacted.content is None and compacted.compacted and compacted.content_hash
    assert current(conn, new).content == "new words"
