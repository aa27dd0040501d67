"""Coverage: which time ranges of a channel were observed, and recorded gaps.

Sources assert what they saw: a replayed capture covers its own span, the gateway
covers the time it was connected, a backfill covers from the watermark to now. A gap is
a range we know we did not see (the bot was away and backfill could not close it).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from memory.store import placeholders


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
    marks = placeholders(channel_ids)
    rows = conn.execute(
        f"SELECT * FROM coverage_gaps WHERE channel_id IN ({marks})"
        " AND from_ms <= ? AND coalesce(to_ms, ?) >= ?"
        + (" AND closed_at_ms IS NULL" if open_only else "")
        + " ORDER BY from_ms",
        (*channel_ids, to_ms, to_ms, from_ms),
    ).fetchall()
    return [Gap(r["gap_id"], r["channel_id"], r["from_ms"], r["to_ms"], r["reason"], r["closed_at_ms"])
            for r in rows]


# -- live sources: observed sessions and restarts ---------------------------------------

LIVE_SOURCES = ("adapter",)     # the gateway's restarts are handled by its backfill (bot.backfill)
RESTART = "restart"
# A first message this much older than its arrival does not start the observed span at
# its own time: it was re-sent, not watched as it happened.
OBSERVED_SLACK_MS = 60_000


def close_covered_gaps(conn: sqlite3.Connection, channel_id: int, *, now_ms: int) -> int:
    """Close the open, bounded gaps of a channel that coverage now spans entirely."""
    spans = covered(conn, channel_id)
    closed = 0
    for gap in gaps(conn, [channel_id], 0, now_ms * 2):
        if gap.to_ms is not None and any(a <= gap.from_ms and gap.to_ms <= b for a, b in spans):
            close_gap(conn, gap.gap_id, now_ms=now_ms)
            closed += 1
    return closed


def open_restart_gaps(conn: sqlite3.Connection, *, now_ms: int, sources: tuple[str, ...] = LIVE_SOURCES) -> int:
    """At process start: for every channel last observed by a live source, the time from its
    last observation until now was not watched. Record it as a gap (once per restart), which
    stays open until a backfill or the source covers that time."""
    marks = placeholders(sources)
    rows = conn.execute(
        f"SELECT c.channel_id, c.to_ms FROM coverage c WHERE c.source IN ({marks})"
        " AND c.to_ms = (SELECT max(to_ms) FROM coverage WHERE channel_id = c.channel_id)"
        " AND c.to_ms < ?", (*sources, now_ms)).fetchall()
    opened = 0
    for channel_id, last_ms in rows:
        exists = conn.execute("SELECT 1 FROM coverage_gaps WHERE channel_id = ? AND from_ms = ? AND reason = ?"
                              " AND closed_at_ms IS NULL", (channel_id, last_ms, RESTART)).fetchone()
        if exists is None:
            open_gap(conn, channel_id, last_ms, RESTART, now_ms=now_ms, to_ms=now_ms)
            opened += 1
    return opened


class ObservedSessions:
    """What a live source (the HTTP adapter) observed in this process: per channel, from its
    first message (or the moment it arrived) until the latest arrival. In memory: a new
    process starts new sessions, and `open_restart_gaps` records the time between."""

    def __init__(self, source: str):
        self.source = source
        self._started: dict[int, int] = {}

    def observe(self, conn: sqlite3.Connection, seen: dict[int, int], *, now_ms: int) -> None:
        """`seen`: channel -> oldest message time of this batch. In the batch's transaction."""
        for channel_id, oldest_ms in seen.items():
            start = self._started.get(channel_id)
            if start is None:
                start = oldest_ms if now_ms - OBSERVED_SLACK_MS <= oldest_ms <= now_ms else now_ms
                self._started[channel_id] = start
            mark_covered(conn, channel_id, start, now_ms, self.source)


def watermark_id(conn: sqlite3.Connection, channel_id: int) -> int | None:
    """The newest message id stored for the channel (where a backfill resumes)."""
    row = conn.execute("SELECT watermark_id FROM channel_state WHERE channel_id = ?", (channel_id,)).fetchone()
    return row[0] if row else None


def set_backfill_status(conn: sqlite3.Connection, channel_id: int, status: str, now_ms: int) -> None:
    conn.execute(
        "INSERT INTO channel_state (channel_id, backfill_status, backfill_at_ms) VALUES (?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET backfill_status = excluded.backfill_status,"
        " backfill_at_ms = excluded.backfill_at_ms",
        (channel_id, status, now_ms),
    )
