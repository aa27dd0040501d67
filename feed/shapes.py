"""The contract's JSON shapes of stored things: a message, a citing block, retained coverage.

No SQL here: the reads are named functions in `memory/queries.py`; this module only
turns what they return into the JSON the tools and the adapter API answer with.
"""

from __future__ import annotations

import sqlite3

from memory import queries
from memory.queries import CitingBlock
from memory.timeutil import fmt_iso

SOURCES_LISTED = 10


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


def retained_coverage(conn: sqlite3.Connection, channel_ids: list[int]) -> tuple[dict, int | None]:
    """The contract's retained_coverage object, and the oldest retained time in ms."""
    held = queries.retained(conn, channel_ids)
    return ({"oldest_ts": fmt_iso(held.oldest_ms), "newest_ts": fmt_iso(held.newest_ms),
             "buffer_size": held.count, "backfill_status": queries.backfill_status(conn, channel_ids)}, held.oldest_ms)


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
