"""Small read functions the HTTP layer needs and memory/ does not offer yet.

Each takes a `sqlite3.Connection` and runs inside `Store.read` (one snapshot). They are
candidates for `memory/queries.py`; they live here so that feed/ does not edit memory/.
Every function that takes channel ids filters by them in SQL.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from memory import queries
from memory.timeutil import fmt_iso, utc_day

SOURCES_LISTED = 10


@dataclass(frozen=True)
class CitingBlock:
    block_id: int
    kind: str
    event_type: str | None
    text: str
    score: float
    sources: list[tuple[int, int]]          # (channel_id, message_id), oldest first


def blocks_citing(conn: sqlite3.Connection, pks: list[int], *, limit: int = 10) -> list[CitingBlock]:
    """Up-to-date (not dirty) blocks that cite any of these messages, best first."""
    if not pks:
        return []
    pks = pks[:900]
    marks = ",".join("?" * len(pks))
    rows = conn.execute(
        "SELECT b.block_id, b.kind, b.event_type, b.text, b.score FROM blocks b"
        f" WHERE b.dirty = 0 AND b.block_id IN (SELECT block_id FROM block_sources WHERE msg_pk IN ({marks}))"
        " ORDER BY b.score DESC, b.block_id LIMIT ?", (*pks, limit),
    ).fetchall()
    blocks = []
    for row in rows:
        sources = conn.execute(
            "SELECT m.channel_id, m.message_id FROM block_sources s JOIN messages m ON m.pk = s.msg_pk"
            " WHERE s.block_id = ? ORDER BY m.message_id", (row[0],),
        ).fetchall()
        blocks.append(CitingBlock(row[0], row[1], row[2], row[3], row[4], [(s[0], s[1]) for s in sources]))
    return blocks


def range_sources(conn: sqlite3.Connection, channel_id: int, first_id: int, last_id: int,
                  count: int) -> list[int] | None:
    """The exact sources behind a compressed handle `<channel>/<first>..<last>(<count>)`.

    The feed compresses the sources of one rollup line (blocks of one group across
    windows) into such a range; other messages may sit between first and last. The
    blocks of the group that cites `first` give back exactly the `count` sources, when
    they still match; otherwise None (the caller then serves the whole id range).
    """
    rows = conn.execute(
        "SELECT DISTINCT b.kind, coalesce(b.group_key, 'block:' || b.block_id) FROM blocks b"
        " JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        " WHERE m.channel_id = ? AND m.message_id = ? AND b.channel_id = ?",
        (channel_id, first_id, channel_id),
    ).fetchall()
    for kind, group in rows:
        pks = [row[0] for row in conn.execute(
            "SELECT DISTINCT m.pk FROM blocks b JOIN block_sources s ON s.block_id = b.block_id"
            " JOIN messages m ON m.pk = s.msg_pk WHERE b.channel_id = ? AND b.kind = ?"
            " AND coalesce(b.group_key, 'block:' || b.block_id) = ? AND m.message_id BETWEEN ? AND ?"
            " ORDER BY m.message_id", (channel_id, kind, group, first_id, last_id))]
        if len(pks) == count:
            return pks
    return None


def block_json(block: CitingBlock) -> dict:
    if len(block.sources) <= SOURCES_LISTED:
        handles = [f"{c}/{m}" for c, m in block.sources]
    else:
        by_channel: dict[int, list[int]] = {}
        for channel_id, message_id in block.sources:
            by_channel.setdefault(channel_id, []).append(message_id)
        handles = [f"{c}/{ids[0]}..{ids[-1]}" if len(ids) > 1 else f"{c}/{ids[0]}" for c, ids in by_channel.items()]
    return {"kind": block.kind, "event_type": block.event_type, "text": block.text,
            "source_messages": handles, "source_count": len(block.sources)}


def backfill_status(conn: sqlite3.Connection, channel_ids: list[int]) -> str:
    if not channel_ids:
        return "never"
    marks = ",".join("?" * len(channel_ids))
    rows = conn.execute(
        f"SELECT channel_id, backfill_status FROM channel_state WHERE channel_id IN ({marks})", channel_ids,
    ).fetchall()
    states = {row[1] for row in rows}
    if len(rows) < len(set(channel_ids)):
        states.add("never")
    return states.pop() if len(states) == 1 else "mixed"


def retained_coverage(conn: sqlite3.Connection, channel_ids: list[int]) -> tuple[dict, int | None]:
    """The contract's retained_coverage object, and the oldest retained time in ms."""
    held = queries.retained(conn, channel_ids)
    return ({"oldest_ts": fmt_iso(held.oldest_ms), "newest_ts": fmt_iso(held.newest_ms),
             "buffer_size": held.count, "backfill_status": backfill_status(conn, channel_ids)}, held.oldest_ms)


def message_json(message: queries.StoredMessage) -> dict:
    """The contract's message shape; tombstones carry who and when, never what."""
    return {
        "id": str(message.message_id),
        "channel_id": str(message.channel_id),
        "source_handle": message.handle,
        "author_id": str(message.author_id) if message.author_id is not None else None,
        "author": message.author_name,
        "content": None if message.removed else message.content,
        "timestamp": fmt_iso(message.created_at_ms),
        "edited_at": fmt_iso(message.edited_at_ms),
        "deleted": message.removed,
        "state": message.state,
        "attachments": [] if message.removed else [a.get("filename", "file") for a in message.attachments],
    }


@dataclass(frozen=True)
class Health:
    schema_version: int
    dirty_windows: int
    oldest_dirty_mark_ms: int | None
    last_digest_ms: int | None
    messages: int


def health(conn: sqlite3.Connection) -> Health:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    dirty = conn.execute("SELECT count(*), min(marked_at_ms) FROM dirty_windows").fetchone()
    last_digest = conn.execute("SELECT max(digest_at_ms) FROM channel_state").fetchone()[0]
    messages = conn.execute("SELECT coalesce(max(pk), 0) FROM messages").fetchone()[0]
    return Health(version, dirty[0], dirty[1], last_digest, messages)


def llm_calls_today(conn: sqlite3.Connection, now_ms: int) -> int:
    return conn.execute("SELECT count(*) FROM llm_usage WHERE day = ?", (utc_day(now_ms),)).fetchone()[0]
