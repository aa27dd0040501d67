"""Retention: full content for a window, then only id, author, time and hash remain."""

from __future__ import annotations

import sqlite3

from memory.ingest import purge_versions, unindex


def prune(conn: sqlite3.Connection, *, now_ms: int, keep_ms: int) -> int:
    """Compact messages older than keep_ms; returns how many were compacted."""
    cutoff = now_ms - keep_ms
    pks = [row[0] for row in conn.execute(
        "SELECT pk FROM messages WHERE created_at_ms < ? AND compacted_at_ms IS NULL", (cutoff,)
    )]
    if not pks:
        return 0
    for pk in pks:
        unindex(conn, pk)
        purge_versions(conn, pk)
        conn.execute("UPDATE messages SET compacted_at_ms = ? WHERE pk = ?", (now_ms, pk))
    # Blocks of windows entirely past retention describe content we no longer hold.
    conn.execute("DELETE FROM blocks WHERE window_to_ms < ?", (cutoff,))
    conn.execute("DELETE FROM llm_cache WHERE bucket_ms < ?", (cutoff,))
    return len(pks)
