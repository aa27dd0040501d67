"""Views of a store for assertions: a logical dump that ignores wall-clock columns."""

from __future__ import annotations

import sqlite3

from memory.ingest import ingest_ops
from memory.ops import ingest_op_adapter
from memory.store import in_transaction


def apply(conn: sqlite3.Connection, *lines: dict, now_ms: int = 1_780_000_000_000, via: str = "test",
          keep_deleted_content: bool = False):
    ops = [ingest_op_adapter.validate_python(line) for line in lines]
    return in_transaction(conn, ingest_ops, ops, via=via, now_ms=now_ms,
                          keep_deleted_content=keep_deleted_content)


def logical_dump(conn: sqlite3.Connection) -> dict:
    """Everything a reader could observe, minus when/how rows were observed."""
    return {
        "messages": conn.execute(
            "SELECT channel_id, message_id, guild_id, author_id, author_name, author_bot, created_at_ms,"
            " reference_id, content_hash, state, create_seen, removed_at_ms FROM messages"
            " ORDER BY channel_id, message_id").fetchall(),
        "versions": conn.execute(
            "SELECT m.message_id, v.content_hash, v.edited_at_ms, v.content, v.attachments, v.embeds,"
            " v.version_id = m.current_version FROM message_versions v JOIN messages m ON m.pk = v.msg_pk"
            " ORDER BY m.message_id, v.edited_at_ms, v.content_hash").fetchall(),
        "fts": conn.execute("SELECT rowid FROM messages_fts ORDER BY rowid").fetchall(),
        "coverage": conn.execute("SELECT channel_id, from_ms, to_ms FROM coverage ORDER BY 1, 2").fetchall(),
        "watermarks": conn.execute("SELECT channel_id, watermark_id FROM channel_state ORDER BY 1").fetchall(),
        "dirty": conn.execute("SELECT channel_id, bucket_ms, oldest_change_ms FROM dirty_windows ORDER BY 1, 2")
        .fetchall(),
        "forgets": conn.execute("SELECT channel_id, message_id, requested_by, outcome FROM forget_audit"
                                " ORDER BY 1, 2").fetchall(),
    }


def as_tuples(dump: dict) -> dict:
    return {key: [tuple(row) for row in rows] for key, rows in dump.items()}
