"""Coverage: which time ranges of a channel were observed, and recorded gaps.

Sources assert what they saw: a replayed capture covers its own span, the gateway
covers the time it was connected, a backfill covers from the watermark to now. A gap is
a range we know we did not see (the bot was away and backfill could not close it).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass


@dataclass(frozen=True)
class Gap:
    gap_id: int
    channel_id: int
    from_ms: int
    to_ms: int | None
    reason: str
    closed_at_ms: int | None


def mark_covered(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int, source: str) -> None:
    """Union [from_ms, to_ms] into the channel's covered intervals (touching ones merge)."""
    if to_ms < from_ms:
        from_ms, to_ms = to_ms, from_ms
    overlapping = conn.execute(
        "SELECT from_ms, to_ms FROM coverage WHERE channel_id = ? AND from_ms <= ? AND to_ms >= ?",
        (channel_id, to_ms, from_ms),
    ).fetchall()
    for row in overlapping:
        from_ms, to_ms = min(from_ms, row["from_ms"]), max(to_ms, row["to_ms"])
    conn.execute("DELETE FROM coverage WHERE channel_id = ? AND from_ms <= ? AND to_ms >= ?",
                 (channel_id, to_ms, from_ms))
    conn.execute("INSERT INTO coverage (channel_id, from_ms, to_ms, source) VALUES (?, ?, ?, ?)",
                 (channel_id, from_ms, to_ms, source))


def covered(conn: sqlite3.Connection, channel_id: int) -> list[tuple[int, int]]:
    rows = conn.execute("SELECT from_ms, to_ms FROM coverage WHERE channel_id = ? ORDER BY from_ms",
                        (channel_id,)).fetchall()
    return [(row["from_ms"], row["to_ms"]) for row in rows]


def open_gap(conn: sqlite3.Connection, channel_id: int, from_ms: int, reason: str, *,
             now_ms: int, to_ms: int | None = None) -> int:
    cur = conn.execute(
        "INSERT INTO coverage_gaps (channel_id, from_ms, to_ms, reason, opened_at_ms) VALUES (?, ?, ?, ?, ?)",
        (channel_id, from_ms, to_ms, reason, now_ms),
    )
    return cur.lastrowid


def close_gap(conn: sqlite3.Connection, gap_id: int, *, now_ms: int) -> None:
    conn.execute("UPDATE coverage_gaps SET closed_at_ms = ?, to_ms = coalesce(to_ms, ?) WHERE gap_id = ?",
                 (now_ms, now_ms, gap_id))


def update_gap(conn: sqlite3.Connection, gap_id: int, *, reason: str, to_ms: int | None) -> None:
    conn.execute("UPDATE coverage_gaps SET reason = ?, to_ms = ? WHERE gap_id = ?", (reason, to_ms, gap_id))


def gaps(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
         open_only: bool = True) -> list[Gap]:
    """Gaps overlapping [from_ms, to_ms] in these channels (open ones unless told otherwise)."""
    if not channel_ids:
        return []
    marks = ",".join("?" * len(channel_ids))
    rows = conn.execute(
        f"SELECT * FROM coverage_gaps WHERE channel_id IN ({marks})"
        " AND from_ms <= ? AND coalesce(to_ms, ?) >= ?"
        + (" AND closed_at_ms IS NULL" if open_only else "")
        + " ORDER BY from_ms",
        (*channel_ids, to_ms, to_ms, from_ms),
    ).fetchall()
    return [Gap(r["gap_id"], r["channel_id"], r["from_ms"], r["to_ms"], r["reason"], r["closed_at_ms"])
            for r in rows]
