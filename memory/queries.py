"""Read-side queries over source messages: windows, ids, search, history, stats.

Every read path serves the current version of live messages only; deleted and
forgotten messages come back as tombstones (who and when, never what).
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field


@dataclass(frozen=True)
class StoredMessage:
    pk: int
    channel_id: int
    message_id: int
    author_id: int | None
    author_name: str
    author_bot: bool
    created_at_ms: int
    edited_at_ms: int | None
    state: str                      # live | deleted | forgotten
    content: str | None             # None for tombstones and compacted messages
    content_hash: str | None
    attachments: list[dict] = field(default_factory=list)
    embeds: list[dict] = field(default_factory=list)
    reference_id: int | None = None
    compacted: bool = False

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"

    @property
    def removed(self) -> bool:
        return self.state != "live"


_SELECT = (
    "SELECT m.pk, m.channel_id, m.message_id, m.author_id, m.author_name, m.author_bot,"
    " m.created_at_ms, m.state, m.content_hash, m.reference_id, m.compacted_at_ms,"
    " v.edited_at_ms, v.content, v.attachments, v.embeds"
    " FROM messages m LEFT JOIN message_versions v ON v.version_id = m.current_version"
)


def _row_message(row: sqlite3.Row) -> StoredMessage:
    live = row["state"] == "live"
    return StoredMessage(
        pk=row["pk"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        author_id=row["author_id"],
        author_name=row["author_name"] or "",
        author_bot=bool(row["author_bot"]),
        created_at_ms=row["created_at_ms"],
        edited_at_ms=(row["edited_at_ms"] or None) if live else None,
        state=row["state"],
        # Content kept for audit after a delete is never served: gate on state here.
        content=row["content"] if live else None,
        content_hash=row["content_hash"],
        attachments=json.loads(row["attachments"]) if live and row["attachments"] else [],
        embeds=json.loads(row["embeds"]) if live and row["embeds"] else [],
        reference_id=row["reference_id"],
        compacted=row["compacted_at_ms"] is not None,
    )


def _in(values: list[int]) -> str:
    return ",".join("?" * len(values))


def window(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
           limit: int | None = None, newest_first: bool = False, live_only: bool = False,
           author: str | None = None) -> list[StoredMessage]:
    """Messages of these channels created in [from_ms, to_ms]."""
    if not channel_ids:
        return []
    sql = _SELECT + f" WHERE m.channel_id IN ({_in(channel_ids)}) AND m.created_at_ms BETWEEN ? AND ?"
    params: list = [*channel_ids, from_ms, to_ms]
    if live_only:
        sql += " AND m.state = 'live'"
    if author:
        sql += " AND (lower(m.author_name) = lower(?) OR CAST(m.author_id AS TEXT) = ?)"
        params += [author, author]
    sql += " ORDER BY m.created_at_ms " + ("DESC" if newest_first else "ASC") + ", m.message_id"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    return [_row_message(row) for row in conn.execute(sql, params)]


def count_window(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> int:
    if not channel_ids:
        return 0
    return conn.execute(
        f"SELECT count(*) FROM messages WHERE channel_id IN ({_in(channel_ids)})"
        " AND created_at_ms BETWEEN ? AND ? AND state = 'live'",
        (*channel_ids, from_ms, to_ms),
    ).fetchone()[0]


def by_ids(conn: sqlite3.Connection, channel_ids: list[int], message_ids: list[int]) -> dict[int, StoredMessage]:
    """Messages by id, restricted to these channels; ids not stored are simply absent."""
    if not channel_ids or not message_ids:
        return {}
    rows = conn.execute(
        _SELECT + f" WHERE m.channel_id IN ({_in(channel_ids)}) AND m.message_id IN ({_in(message_ids)})",
        (*channel_ids, *message_ids),
    )
    return {row["message_id"]: _row_message(row) for row in rows}


def by_pks(conn: sqlite3.Connection, pks: list[int]) -> dict[int, StoredMessage]:
    if not pks:
        return {}
    rows = conn.execute(_SELECT + f" WHERE m.pk IN ({_in(pks)})", pks)
    return {row["pk"]: _row_message(row) for row in rows}


@dataclass(frozen=True)
class Version:
    version_id: int
    content_hash: str
    edited_at_ms: int | None
    content: str | None
    observed_via: str
    observed_at_ms: int


def history(conn: sqlite3.Connection, pk: int) -> list[Version]:
    """All versions of a message, oldest first; content is None once purged."""
    state = conn.execute("SELECT state FROM messages WHERE pk = ?", (pk,)).fetchone()
    live = state is not None and state["state"] == "live"
    rows = conn.execute(
        "SELECT * FROM message_versions WHERE msg_pk = ? ORDER BY edited_at_ms, version_id", (pk,)
    ).fetchall()
    return [Version(r["version_id"], r["content_hash"], r["edited_at_ms"] or None,
                    r["content"] if live else None, r["observed_via"], r["observed_at_ms"])
            for r in rows]


# -- search ---------------------------------------------------------------------------

_WORD = re.compile(r"\w+", re.UNICODE)
MAX_QUERY_CHARS = 256


class BadQuery(ValueError):
    """A search the caller must rephrase; the message is the reason."""


def fts_expression(query: str) -> str | None:
    """User text -> a safe FTS5 expression: every word quoted, all required, last one a prefix.

    User syntax is never passed through, so no input can raise an FTS syntax error or
    reach columns it should not.
    """
    words = _WORD.findall(query)
    if not words:
        return None
    quoted = ['"' + word.replace('"', '""') + '"' for word in words]
    quoted[-1] += "*"
    return " AND ".join(quoted)


def search(conn: sqlite3.Connection, channel_ids: list[int], query: str, from_ms: int, to_ms: int, *,
           author: str | None = None, limit: int = 20) -> list[StoredMessage]:
    """Ranked full-text hits first, then any case-insensitive substring hit FTS missed."""
    query = query.strip()
    if not query:
        raise BadQuery("query is empty")
    if len(query) > MAX_QUERY_CHARS:
        raise BadQuery(f"query is longer than {MAX_QUERY_CHARS} characters")
    if not channel_ids:
        return []
    scope = f" AND m.channel_id IN ({_in(channel_ids)}) AND m.created_at_ms BETWEEN ? AND ? AND m.state = 'live'"
    scope_params: list = [*channel_ids, from_ms, to_ms]
    if author:
        scope += " AND (lower(m.author_name) = lower(?) OR CAST(m.author_id AS TEXT) = ?)"
        scope_params += [author, author]
    found: dict[int, StoredMessage] = {}
    expression = fts_expression(query)
    if expression:
        rows = conn.execute(
            _SELECT + " JOIN messages_fts f ON f.rowid = m.pk WHERE messages_fts MATCH ?" + scope
            + " ORDER BY bm25(messages_fts), m.created_at_ms DESC LIMIT ?",
            (expression, *scope_params, limit),
        )
        for row in rows:
            found.setdefault(row["pk"], _row_message(row))
    if len(found) < limit:
        rows = conn.execute(
            _SELECT + " WHERE instr(lower(v.content), lower(?)) > 0" + scope
            + " ORDER BY m.created_at_ms DESC LIMIT ?",
            (query, *scope_params, limit),
        )
        for row in rows:
            if len(found) >= limit:
                break
            found.setdefault(row["pk"], _row_message(row))
    return list(found.values())


# -- coverage and stats ---------------------------------------------------------------

@dataclass(frozen=True)
class Retained:
    oldest_ms: int | None
    newest_ms: int | None
    count: int


def retained(conn: sqlite3.Connection, channel_ids: list[int]) -> Retained:
    if not channel_ids:
        return Retained(None, None, 0)
    row = conn.execute(
        f"SELECT min(created_at_ms), max(created_at_ms), count(*) FROM messages"
        f" WHERE channel_id IN ({_in(channel_ids)})",
        channel_ids,
    ).fetchone()
    return Retained(row[0], row[1], row[2])


def channel_stats(conn: sqlite3.Connection) -> list[dict]:
    rows = conn.execute(
        "SELECT channel_id, count(*) AS messages, sum(state = 'live') AS live,"
        " sum(state = 'deleted') AS deleted, sum(state = 'forgotten') AS forgotten,"
        " sum(compacted_at_ms IS NOT NULL) AS compacted,"
        " min(created_at_ms) AS oldest_ms, max(created_at_ms) AS newest_ms"
        " FROM messages GROUP BY channel_id ORDER BY channel_id"
    ).fetchall()
    stats = []
    for row in rows:
        versions = conn.execute(
            "SELECT count(*) FROM message_versions v JOIN messages m ON m.pk = v.msg_pk WHERE m.channel_id = ?",
            (row["channel_id"],),
        ).fetchone()[0]
        stats.append({**dict(row), "versions": versions})
    return stats

