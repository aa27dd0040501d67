"""Erasure as a crash-safe state machine: forget (and delete) are done only when purged.

A forget has two halves:

1. In the ingest transaction (memory.ingest): the message turns `forgotten`, its
   tokens are deleted from the FTS index, every version's content, attachments and
   embeds are set to NULL, citing blocks are scrubbed and marked dirty, cached LLM
   inputs/outputs that saw it are deleted, and a `pending_purges` row is written.
2. Here, after that commit: what no transaction can do. An FTS 'optimize' merges the
   index segments, so the deleted tokens leave the leaf pages (a contentless FTS5 index
   keeps them until a merge); a truncating WAL checkpoint moves the zeroed pages
   (secure_delete) into the main file and empties the -wal, which still holds the
   original text in older frames. Only when both succeeded is the pending row deleted.

A crash between the two leaves the row: `finish_purges` runs again on the retry of the
forget, in the next housekeeping pass, and whenever a process opens the database
(`Store.open`, `connect_sync`). Every step is idempotent, so running it twice is safe.

Deletes queue a `delete` row when their content was purged: the same checkpoint folds
their pages, without the (index-wide) optimize; their tokens leave the FTS segments in
the regular incremental merges.

`erase` is what the HTTP and bot layers call: it returns only after the purge is
complete, so an acknowledgement never precedes the erasure.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass

from memory.store import checkpoint, fts_optimize, placeholders, wal_checkpoint

log = logging.getLogger(__name__)

# How long `erase` keeps retrying a checkpoint that a reader outside this process blocks.
PURGE_DEADLINE_S = 10.0


class PurgeIncomplete(Exception):
    """The erasure is committed (nothing serves the text) but its file-level purge could
    not finish yet: a reader in another process holds an old snapshot. It is retried."""


def queue_purge(conn: sqlite3.Connection, pk: int, channel_id: int, message_id: int, kind: str,
                now_ms: int) -> None:
    """In the erasing transaction. A forget overrides a queued delete, never the reverse."""
    conn.execute(
        "INSERT INTO pending_purges (msg_pk, channel_id, message_id, kind, queued_at_ms) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (msg_pk) DO UPDATE SET kind = CASE WHEN kind = 'forget' THEN kind ELSE excluded.kind END",
        (pk, channel_id, message_id, kind, now_ms),
    )


def is_pending(conn: sqlite3.Connection, pk: int) -> bool:
    return conn.execute("SELECT 1 FROM pending_purges WHERE msg_pk = ?", (pk,)).fetchone() is not None


def pending_count(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT count(*) FROM pending_purges").fetchone()[0]


def scrub(conn: sqlite3.Connection, pk: int, *, content: bool = True) -> None:
    """Remove every derived trace of a message's text (idempotent). memory.ingest calls
    it in the erasing transaction, `finish_purges` again in case something slipped in."""
    if content:
        conn.execute("UPDATE message_versions SET content = NULL, attachments = NULL, embeds = NULL"
                     " WHERE msg_pk = ? AND (content IS NOT NULL OR attachments IS NOT NULL"
                     " OR embeds IS NOT NULL)", (pk,))
    # A dirty block must never leak removed content while it waits for the digest loop.
    conn.execute("UPDATE blocks SET dirty = 1, text = '' WHERE text != '' AND block_id IN"
                 " (SELECT block_id FROM block_sources WHERE msg_pk = ?)", (pk,))
    conn.execute("DELETE FROM llm_cache WHERE cache_key IN"
                 " (SELECT cache_key FROM llm_cache_sources WHERE msg_pk = ?)", (pk,))


def finish_purges(conn: sqlite3.Connection) -> int:
    """Finish every pending purge; returns how many. On the writer, outside a transaction.

    Raises PurgeIncomplete (the rows stay) when the WAL could not be truncated.
    """
    rows = conn.execute("SELECT msg_pk, kind FROM pending_purges ORDER BY msg_pk").fetchall()
    if not rows:
        return 0
    started = time.perf_counter()
    forgets = [row[0] for row in rows if row[1] == "forget"]
    conn.execute("BEGIN IMMEDIATE")
    try:
        for pk in forgets:
            scrub(conn, pk, content=True)
        if forgets:
            # Rewrites the index as one segment without the deleted rows' tokens.
            fts_optimize(conn)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    folded = checkpoint(conn)
    if not folded.complete:
        raise PurgeIncomplete(
            f"WAL checkpoint blocked by a reader ({folded.checkpointed} of {folded.wal_frames} frames)")
    pks = [row[0] for row in rows]
    conn.execute("BEGIN IMMEDIATE")
    try:
        for start in range(0, len(pks), 500):
            chunk = pks[start:start + 500]
            conn.execute(f"DELETE FROM pending_purges WHERE msg_pk IN ({placeholders(chunk)})", chunk)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    # The deletion above holds no content; fold it too when nobody is reading.
    wal_checkpoint(conn, "PASSIVE")
    log.info("erasure purge finished", extra={"purged": len(pks), "forgets": len(forgets),
                                              "ms": round((time.perf_counter() - started) * 1000, 1)})
    return len(pks)


@dataclass
class Erasure:
    """What `erase` did: one outcome per op (a bulk delete has one per id) and the counts."""
    outcomes: list[list[str]]
    counts: Counter
    purged: int


async def erase(store, ops: list, *, via: str, now_ms: int, deadline_s: float = PURGE_DEADLINE_S) -> Erasure:
    """Apply forget/delete ops and return once their text is gone from the database file.

    Raises memory.store.StoreFull when nothing could be written, and PurgeIncomplete when
    the erasure committed but the purge could not finish before `deadline_s` (it is
    finished later: housekeeping, a retry, or the next start).
    """
    from memory.ingest import IngestBatch

    def apply(conn: sqlite3.Connection) -> tuple[list[list[str]], Counter]:
        batch = IngestBatch(conn, via=via, now_ms=now_ms)
        batch._prefetch(ops)
        outcomes = [batch.apply(op) for op in ops]
        batch.finish()
        return outcomes, batch.counts

    from memory.store import StoreFull

    outcomes, counts = await store.write(apply)     # StoreFull here: nothing was erased
    try:
        purged = await finish(store, deadline_s=deadline_s)
    except StoreFull as exc:
        # The optimize needs free pages: the erasure stands, its purge waits for space.
        raise PurgeIncomplete("disk full: the purge waits for free space") from exc
    return Erasure(outcomes, counts, purged)


async def finish(store, *, deadline_s: float = PURGE_DEADLINE_S) -> int:
    """Finish pending purges, retrying while another process's reader blocks the checkpoint."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + deadline_s
    delay = 0.05
    while True:
        try:
            return await store.finish_purges(exclusive=True)
        except PurgeIncomplete:
            if loop.time() + delay > deadline:
                raise
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)
