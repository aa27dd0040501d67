"""The one ingest path: create, edit, delete, bulk delete, forget, pins and reactions.

Every source (gateway, backfill, capture replay, HTTP adapter) builds `memory.ops`
ops and applies them through `IngestBatch`, inside one write transaction. Every
operation is idempotent, so replaying the same events twice, or after a crash, leaves
the same store. Edits, deletes and forgets reach every derived block that cites the
message: its window is queued for the digest loop and the block itself is marked dirty
(and scrubbed, for removals) in the same transaction. A forget (and a delete that
purges content) also queues its file-level purge in that transaction (memory.erasure).
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import NamedTuple

from memory.erasure import is_pending, queue_purge, scrub
from memory.ops import (
    Attachment,
    BulkDeleteOp,
    CreateOp,
    DeleteOp,
    EditOp,
    Embed,
    ForgetOp,
    IngestOp,
    MessageIn,
    PinOp,
    ReactionOp,
)
from memory.store import checkpoint, fts_optimize, placeholders
from memory.timeutil import DISCORD_EPOCH_MS, HOUR_MS, datetime_ms, hour_bucket, snowflake_ms

log = logging.getLogger(__name__)

# Outcome names, counted by every caller (replay summary, metrics, adapter replies).
CREATED = "created"
DUPLICATE = "duplicate"
EDITED = "edited"
EDIT_UNKNOWN = "edit_unknown"            # edit of a message never created: recorded
DELETED = "deleted"
DELETE_UNKNOWN = "delete_unknown"        # delete of a message never seen: tombstone recorded
FORGOTTEN = "forgotten"
FORGET_UNKNOWN = "forget_unknown"        # erasure recorded before the message arrived
IGNORED_REMOVED = "ignored_removed"      # content for a message already deleted/forgotten
PINNED = "pinned"
UNPINNED = "unpinned"
REACTION_ADDED = "reaction_added"
REACTION_REMOVED = "reaction_removed"
UNKNOWN_TARGET = "unknown_target"        # pin/reaction for a message never stored: reported


# The three statements that write a message the store did not hold (IngestBatch's queue).
# Named so that bench/ingest.py's plain-sqlite3 baseline runs exactly this SQL.
INSERT_NEW_MESSAGE = (
    "INSERT INTO messages (pk, channel_id, message_id, guild_id, author_id, author_name, author_bot,"
    " created_at_ms, reference_id, content_hash, current_version, state, create_seen,"
    " first_observed_via, first_observed_at_ms, parent_channel_id, pinned)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'live', 1, ?, ?, ?, ?)")
INSERT_NEW_VERSION = (
    "INSERT INTO message_versions (version_id, msg_pk, content_hash, edited_at_ms, content,"
    " attachments, embeds, observed_via, observed_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
INSERT_NEW_INDEX = "INSERT INTO messages_fts (rowid, content) VALUES (?, ?)"


def content_hash(content: str, attachments: list[Attachment] | None = None,
                 embeds: list[Embed] | None = None) -> str:
    digest = hashlib.sha256(content.encode("utf-8"))
    for attachment in attachments or ():
        digest.update(b"\0a" + attachment.filename.encode("utf-8"))
    for embed in embeds or ():
        digest.update(b"\0e" + (embed.title or "").encode() + b"\0" + (embed.description or "").encode())
        # Only when present, so an embed of title/description alone hashes as it always did.
        extra = [embed.url, embed.author, *(f"{f.name}\0{f.value}\0{int(f.inline)}" for f in embed.fields),
                 embed.footer]
        if any(extra):
            digest.update(b"\0x" + "\0".join(part or "" for part in extra).encode())
    return digest.hexdigest()[:32]


def _json_list(items: list | None) -> str | None:
    if not items:
        return None
    return json.dumps([item.model_dump(exclude_none=True) for item in items], ensure_ascii=False)


def searchable_text(content: str, attachments_json: str | None, embeds_json: str | None) -> str:
    """What full-text search sees of a version: its text plus attachment names and embeds."""
    if not attachments_json and not embeds_json:
        return content
    parts = [content]
    for attachment in json.loads(attachments_json or "[]"):
        parts.append(attachment.get("filename", ""))
    for embed in json.loads(embeds_json or "[]"):
        parts.extend(Embed(**embed).text_parts())
    return "\n".join(part for part in parts if part)


class NewMessage(NamedTuple):
    """A create line the replay fast path (memory.capture) validated, held as the values
    its rows need instead of a CreateOp: building 100k pydantic models was a quarter of
    a replay. Only messages without attachments or embeds come this way (lines with
    them are validated into models). `as_op` is the same create as a model, for the
    cases the fast path leaves to `_create` (a message the store already holds)."""
    channel_id: int
    message_id: int
    guild_id: int | None
    author_id: int | None
    author_name: str
    author_bot: bool
    reference_id: int | None
    content: str
    created_at: datetime | None
    edited_at: datetime | None
    parent_channel_id: int | None
    pinned: bool

    def as_op(self) -> CreateOp:
        return CreateOp(op="create", channel_id=self.channel_id, guild_id=self.guild_id,
                        parent_channel_id=self.parent_channel_id,
                        message=MessageIn(id=self.message_id, author_id=self.author_id, author_name=self.author_name,
                                          author_bot=self.author_bot, created_at=self.created_at,
                                          edited_at=self.edited_at, content=self.content,
                                          reference_id=self.reference_id, pinned=self.pinned))


class IngestBatch:
    """Apply ops inside the caller's transaction; `finish()` writes the aggregated marks.

    Bulk replay is dominated by creates of messages never seen, so those take a fast
    path: rows are queued and written with executemany, ids assigned here (we are the
    only writer inside BEGIN IMMEDIATE). Any other op first flushes the queue, so ops
    still take effect in order. Dirty windows and watermarks are aggregated per batch.
    """

    def __init__(self, conn: sqlite3.Connection, *, via: str, now_ms: int,
                 keep_deleted_content: bool = False):
        self.conn = conn
        self.via = via
        self.now_ms = now_ms
        self.keep_deleted_content = keep_deleted_content
        self.counts: Counter[str] = Counter()
        self.forgets = 0
        self._dirty: dict[tuple[int, int], int] = {}
        self._watermarks: dict[int, tuple[int, int | None]] = {}
        self._parents: dict[int, int] = {}            # thread -> parent channel, seen in this batch
        self._present: set[tuple[int, int]] = set()   # keys known to exist (stored or queued)
        self._prefetched = False
        self._next_pk: int | None = None
        self._next_version: int | None = None
        self._queued_messages: list[tuple] = []
        self._queued_versions: list[tuple] = []
        self._queued_index: list[tuple] = []

    # -- dispatch ---------------------------------------------------------------------
    def apply(self, op: IngestOp | NewMessage) -> list[str]:
        if type(op) is NewMessage:
            outcomes = [self._create(op.as_op())]   # one at a time: no fast path to gain
        elif isinstance(op, CreateOp):
            outcomes = [self._create(op)]
        else:
            self._flush_queue()
            if isinstance(op, EditOp):
                outcomes = [self._edit(op)]
            elif isinstance(op, DeleteOp):
                outcomes = [self._delete(op.channel_id, op.message_id, op.guild_id, self._at(op.deleted_at))]
            elif isinstance(op, BulkDeleteOp):
                at_ms = self._at(op.deleted_at)
                outcomes = [self._delete(op.channel_id, mid, op.guild_id, at_ms) for mid in op.message_ids]
            elif isinstance(op, ForgetOp):
                outcomes = [self._forget(op)]
            elif isinstance(op, PinOp):
                outcomes = [self._pin(op)]
            elif isinstance(op, ReactionOp):
                outcomes = [self._reaction(op)]
            else:  # pragma: no cover - the discriminated union admits nothing else
                raise TypeError(f"unknown op {op!r}")
        for outcome in outcomes:
            self.counts[outcome] += 1
        return outcomes

    def apply_all(self, ops: Iterable[IngestOp | NewMessage]) -> Counter[str]:
        ops = list(ops)
        self._prefetch(ops)
        run: list[NewMessage] = []
        for op in ops:
            if type(op) is NewMessage:
                run.append(op)
                continue
            if run:
                self._create_new(run)
                run = []
            self.apply(op)
        if run:
            self._create_new(run)
        return self.counts

    def finish(self) -> None:
        self._flush_queue()
        self.conn.executemany(
            "INSERT INTO dirty_windows (channel_id, bucket_ms, oldest_change_ms, marked_at_ms)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (channel_id, bucket_ms) DO UPDATE SET"
            " oldest_change_ms = min(oldest_change_ms, excluded.oldest_change_ms),"
            " marked_at_ms = excluded.marked_at_ms",
            [(ch, bucket, oldest, self.now_ms) for (ch, bucket), oldest in self._dirty.items()],
        )
        self.conn.executemany(
            "INSERT INTO channel_state (channel_id, guild_id, watermark_id, parent_channel_id) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (channel_id) DO UPDATE SET"
            " watermark_id = max(coalesce(watermark_id, 0), excluded.watermark_id),"
            " guild_id = coalesce(excluded.guild_id, guild_id),"
            " parent_channel_id = coalesce(excluded.parent_channel_id, parent_channel_id)",
            [(ch, guild, newest, self._parents.get(ch)) for ch, (newest, guild) in self._watermarks.items()],
        )
        self._dirty.clear()
        self._watermarks.clear()
        self._parents.clear()

    # -- the fast path for new messages ---------------------------------------------------
    def _prefetch(self, ops: list[IngestOp | NewMessage]) -> None:
        """One query per 500 creates tells which of them the store already holds."""
        by_channel: dict[int, list[int]] = {}
        for op in ops:
            if type(op) is NewMessage:
                by_channel.setdefault(op.channel_id, []).append(op.message_id)
            elif isinstance(op, CreateOp):
                by_channel.setdefault(op.channel_id, []).append(op.message.id)
        for channel_id, ids in by_channel.items():
            for start in range(0, len(ids), 500):
                chunk = ids[start:start + 500]
                rows = self.conn.execute(
                    f"SELECT message_id FROM messages WHERE channel_id = ?"
                    f" AND message_id IN ({placeholders(chunk)})", (channel_id, *chunk))
                self._present.update((channel_id, row[0]) for row in rows)
        self._prefetched = True

    def _is_new(self, channel_id: int, message_id: int) -> bool:
        key = (channel_id, message_id)
        if key in self._present:
            return False
        if self._prefetched:
            return True
        return self._lookup(channel_id, message_id) is None

    def _ids(self) -> tuple[int, int]:
        """The next free pk and version id, read once per batch (the only writer inside BEGIN IMMEDIATE)."""
        if self._next_pk is None:
            self._next_pk = self.conn.execute("SELECT coalesce(max(pk), 0) + 1 FROM messages").fetchone()[0]
        if self._next_version is None:
            self._next_version = self.conn.execute(
                "SELECT coalesce(max(version_id), 0) + 1 FROM message_versions").fetchone()[0]
        return self._next_pk, self._next_version

    def _alloc_pk(self) -> int:
        pk = self._ids()[0]
        self._next_pk = pk + 1
        return pk

    def _alloc_version(self) -> int:
        version_id = self._ids()[1]
        self._next_version = version_id + 1
        return version_id

    def _flush_queue(self) -> None:
        if not self._queued_messages:
            return
        self.conn.executemany(INSERT_NEW_MESSAGE, self._queued_messages)
        self.conn.executemany(INSERT_NEW_VERSION, self._queued_versions)
        self.conn.executemany(INSERT_NEW_INDEX, self._queued_index)
        self._queued_messages.clear()
        self._queued_versions.clear()
        self._queued_index.clear()

    def _create_new(self, rows: list[NewMessage]) -> None:
        """`_create` for a run of NewMessage rows (no attachments or embeds): the same rows
        and marks, with `_seen`, `_queue_new` and `_mark_dirty` written out inline, since
        this loop runs once per message of a replay. Only called after `_prefetch`, so a
        message not in `_present` is not stored; one that is goes through `_create`."""
        pk, version_id = self._ids()
        present, watermarks, parents, dirty = self._present, self._watermarks, self._parents, self._dirty
        queue_message = self._queued_messages.append
        queue_version = self._queued_versions.append
        queue_index = self._queued_index.append
        via, now_ms, sha256 = self.via, self.now_ms, hashlib.sha256
        created = 0
        for row in rows:
            (channel_id, message_id, guild_id, author_id, author_name, author_bot, reference_id, content,
             _created_at, edited_at, parent_channel_id, pinned) = row
            key = (channel_id, message_id)
            if key in present:
                self._next_pk, self._next_version = pk, version_id
                self.counts[self._create(row.as_op())] += 1
                pk, version_id = self._ids()
                continue
            created_ms = (message_id >> 22) + DISCORD_EPOCH_MS                  # snowflake_ms
            newest, guild = watermarks.get(channel_id, (0, None))                # _seen
            watermarks[channel_id] = (message_id if message_id > newest else newest, guild_id or guild)
            if parent_channel_id is not None:
                parents[channel_id] = parent_channel_id
            digest = sha256(content.encode("utf-8")).hexdigest()[:32]            # content_hash, nothing attached
            queue_message((pk, channel_id, message_id, guild_id, author_id, author_name, int(author_bot),
                           created_ms, reference_id, digest, version_id, via, now_ms, parent_channel_id,
                           int(pinned)))
            queue_version((version_id, pk, digest, datetime_ms(edited_at) if edited_at else 0, content,
                           None, None, via, now_ms))
            queue_index((pk, content))                                           # searchable_text
            present.add(key)
            bucket = (channel_id, created_ms - created_ms % HOUR_MS)             # _mark_dirty
            oldest = dirty.get(bucket)
            if oldest is None or created_ms < oldest:
                dirty[bucket] = created_ms
            pk += 1
            version_id += 1
            created += 1
        self._next_pk, self._next_version = pk, version_id
        self.counts[CREATED] += created

    def _queue_new(self, channel_id: int, message_id: int, guild_id: int | None, author_id: int | None,
                   author_name: str, author_bot: bool, reference_id: int | None, parent_channel_id: int | None,
                   pinned: bool, created_ms: int, digest: str, edited_ms: int, content: str,
                   attachments_json: str | None, embeds_json: str | None) -> None:
        """Queue the three rows of a message the store does not hold (written by _flush_queue)."""
        pk, version_id = self._alloc_pk(), self._alloc_version()
        self._queued_messages.append((
            pk, channel_id, message_id, guild_id, author_id, author_name, int(author_bot), created_ms,
            reference_id, digest, version_id, self.via, self.now_ms, parent_channel_id, int(pinned)))
        self._queued_versions.append((version_id, pk, digest, edited_ms, content, attachments_json, embeds_json,
                                      self.via, self.now_ms))
        self._queued_index.append((pk, searchable_text(content, attachments_json, embeds_json)))
        self._present.add((channel_id, message_id))
        self._mark_dirty(channel_id, created_ms)

    # -- operations -------------------------------------------------------------------
    def _create(self, op: CreateOp) -> str:
        msg = op.message
        created_ms = snowflake_ms(msg.id)
        self._seen(op.channel_id, msg.id, op.guild_id, created_ms)
        if op.parent_channel_id is not None:
            self._parents[op.channel_id] = op.parent_channel_id
        digest = content_hash(msg.content, msg.attachments, msg.embeds)
        edited_ms = datetime_ms(msg.edited_at) if msg.edited_at else 0
        attachments_json, embeds_json = _json_list(msg.attachments), _json_list(msg.embeds)
        if self._is_new(op.channel_id, msg.id):
            self._queue_new(op.channel_id, msg.id, op.guild_id, msg.author_id, msg.author_name, msg.author_bot,
                            msg.reference_id, op.parent_channel_id, msg.pinned, created_ms, digest, edited_ms,
                            msg.content, attachments_json, embeds_json)
            return CREATED
        self._flush_queue()
        row = self._lookup(op.channel_id, msg.id)
        pk, state, create_seen = row["pk"], row["state"], row["create_seen"]
        if not create_seen:
            # The message was known only from a later edit/delete/forget: fill in who and when.
            self.conn.execute(
                "UPDATE messages SET guild_id = coalesce(guild_id, ?), author_id = ?, author_name = ?,"
                " author_bot = ?, reference_id = ?, create_seen = 1,"
                " content_hash = coalesce(content_hash, ?),"
                " parent_channel_id = coalesce(parent_channel_id, ?), pinned = max(pinned, ?) WHERE pk = ?",
                (op.guild_id, msg.author_id, msg.author_name, int(msg.author_bot),
                 msg.reference_id, digest, op.parent_channel_id, int(msg.pinned), pk),
            )
        if state != "live":
            return IGNORED_REMOVED if not create_seen else DUPLICATE
        version_id = self._insert_version(pk, digest, edited_ms, msg.content, attachments_json, embeds_json)
        if version_id is None:
            return DUPLICATE if create_seen else CREATED
        self._refresh_current(pk, op.channel_id, created_ms)
        return CREATED if not create_seen else EDITED

    def _edit(self, op: EditOp) -> str:
        created_ms = snowflake_ms(op.message_id)
        self._seen(op.channel_id, op.message_id, op.guild_id, created_ms)
        edited_ms = self._at(op.edited_at)
        row = self._lookup(op.channel_id, op.message_id)
        if row is None:
            pk = self._placeholder(op.channel_id, op.message_id, op.guild_id, created_ms, "live",
                                   author_id=op.author_id, author_name=op.author_name or "")
            attachments_json, embeds_json = _json_list(op.attachments), _json_list(op.embeds)
            digest = content_hash(op.content, op.attachments, op.embeds)
            self._insert_version(pk, digest, edited_ms, op.content, attachments_json, embeds_json)
            self._refresh_current(pk, op.channel_id, created_ms)
            log.warning("edit for a message never seen; recorded as its current version",
                        extra={"channel_id": str(op.channel_id), "message_id": str(op.message_id)})
            return EDIT_UNKNOWN
        pk = row["pk"]
        if row["state"] != "live":
            return IGNORED_REMOVED
        attachments_json, embeds_json = _json_list(op.attachments), _json_list(op.embeds)
        if op.attachments is None or op.embeds is None:
            # The source did not say: an edit keeps the current attachments/embeds.
            current = self.conn.execute(
                "SELECT attachments, embeds FROM message_versions WHERE version_id = ?",
                (row["current_version"],),
            ).fetchone()
            if current is not None:
                attachments_json = attachments_json if op.attachments is not None else current["attachments"]
                embeds_json = embeds_json if op.embeds is not None else current["embeds"]
        digest = _hash_stored(op.content, attachments_json, embeds_json)
        version_id = self._insert_version(pk, digest, edited_ms, op.content, attachments_json, embeds_json)
        if version_id is None:
            return DUPLICATE
        self._refresh_current(pk, op.channel_id, created_ms)
        return EDITED

    def _delete(self, channel_id: int, message_id: int, guild_id: int | None, at_ms: int) -> str:
        created_ms = snowflake_ms(message_id)
        self._seen(channel_id, message_id, guild_id, created_ms)
        row = self._lookup(channel_id, message_id)
        if row is None:
            self._placeholder(channel_id, message_id, guild_id, created_ms, "deleted", removed_at_ms=at_ms)
            self._mark_dirty(channel_id, created_ms)
            return DELETE_UNKNOWN
        if row["state"] != "live":
            return DUPLICATE
        pk = row["pk"]
        unindex(self.conn, pk)
        self.conn.execute("UPDATE messages SET state = 'deleted', removed_at_ms = ? WHERE pk = ?", (at_ms, pk))
        if not self.keep_deleted_content:
            purge_versions(self.conn, pk)
            queue_purge(self.conn, pk, channel_id, message_id, "delete", self.now_ms)
        self._mark_blocks_dirty(pk, scrub=True)
        self._mark_dirty(channel_id, created_ms)
        return DELETED

    def _forget(self, op: ForgetOp) -> str:
        created_ms = snowflake_ms(op.message_id)
        at_ms = self._at(op.at)
        row = self._lookup(op.channel_id, op.message_id)
        if row is None:
            # Recorded so that a later create (backfill, replay) cannot bring the text back.
            self._placeholder(op.channel_id, op.message_id, op.guild_id, created_ms, "forgotten",
                              removed_at_ms=at_ms)
            outcome = FORGET_UNKNOWN
        elif row["state"] == "forgotten":
            if not is_pending(self.conn, row["pk"]):
                return DUPLICATE
            # An earlier attempt committed but its purge never finished (a crash): this
            # retry is what erases the text from the file, so it counts as the erasure.
            scrub(self.conn, row["pk"])
            outcome = FORGOTTEN
        else:
            pk = row["pk"]
            if row["state"] == "live":
                unindex(self.conn, pk)
            self.conn.execute("UPDATE messages SET state = 'forgotten', removed_at_ms = ?, pinned = 0"
                              " WHERE pk = ?", (at_ms, pk))
            purge_versions(self.conn, pk)   # always, whatever the audit setting for deletes says
            self.conn.execute("DELETE FROM reactions WHERE msg_pk = ?", (pk,))
            self._mark_blocks_dirty(pk, scrub=True)
            queue_purge(self.conn, pk, op.channel_id, op.message_id, "forget", self.now_ms)
            outcome = FORGOTTEN
        self.conn.execute(
            "INSERT INTO forget_audit (channel_id, message_id, requested_by, requested_at_ms, via, outcome)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (op.channel_id, op.message_id, op.requested_by, at_ms, self.via, outcome),
        )
        self._mark_dirty(op.channel_id, created_ms)
        self.forgets += 1
        return outcome

    def _pin(self, op: PinOp) -> str:
        row = self._lookup(op.channel_id, op.message_id)
        if row is None:
            log.info("pin for a message never stored; skipped",
                     extra={"channel_id": str(op.channel_id), "message_id": str(op.message_id)})
            return UNKNOWN_TARGET
        if row["state"] != "live":
            return IGNORED_REMOVED
        pinned = int(op.op == "pin")
        cur = self.conn.execute("UPDATE messages SET pinned = ? WHERE pk = ? AND pinned != ?",
                                (pinned, row["pk"], pinned))
        if not cur.rowcount:
            return DUPLICATE
        # A pin is a signal the classifier weighs: the window is rebuilt.
        self._mark_dirty(op.channel_id, snowflake_ms(op.message_id))
        return PINNED if pinned else UNPINNED

    def _reaction(self, op: ReactionOp) -> str:
        row = self._lookup(op.channel_id, op.message_id)
        if row is None:
            return UNKNOWN_TARGET
        if row["state"] != "live":
            return IGNORED_REMOVED
        if op.op == "reaction_add":
            cur = self.conn.execute(
                "INSERT INTO reactions (msg_pk, emoji, user_id, at_ms) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (msg_pk, emoji, user_id) DO NOTHING",
                (row["pk"], op.emoji, op.user_id, self._at(op.at)))
            outcome = REACTION_ADDED
        else:
            cur = self.conn.execute("DELETE FROM reactions WHERE msg_pk = ? AND emoji = ? AND user_id = ?",
                                    (row["pk"], op.emoji, op.user_id))
            outcome = REACTION_REMOVED
        if not cur.rowcount:
            return DUPLICATE
        # A mark (a check, a pin emoji) can turn a proposal into a decision: rebuild the window.
        self._mark_dirty(op.channel_id, snowflake_ms(op.message_id))
        return outcome

    # -- helpers ----------------------------------------------------------------------
    def _at(self, moment) -> int:
        return datetime_ms(moment) if moment is not None else self.now_ms

    def _lookup(self, channel_id: int, message_id: int) -> sqlite3.Row | None:
        return self.conn.execute(
            "SELECT pk, state, create_seen, current_version FROM messages"
            " WHERE channel_id = ? AND message_id = ?",
            (channel_id, message_id),
        ).fetchone()

    def _placeholder(self, channel_id: int, message_id: int, guild_id: int | None, created_ms: int,
                     state: str, *, author_id: int | None = None, author_name: str = "",
                     removed_at_ms: int | None = None) -> int:
        pk = self._alloc_pk()
        self.conn.execute(
            "INSERT INTO messages (pk, channel_id, message_id, guild_id, author_id, author_name,"
            " created_at_ms, state, create_seen, removed_at_ms, first_observed_via, first_observed_at_ms)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
            (pk, channel_id, message_id, guild_id, author_id, author_name, created_ms, state,
             removed_at_ms, self.via, self.now_ms),
        )
        self._present.add((channel_id, message_id))
        return pk

    def _insert_version(self, pk: int, digest: str, edited_ms: int, content: str,
                        attachments_json: str | None, embeds_json: str | None) -> int | None:
        version_id = self._alloc_version()
        cur = self.conn.execute(
            "INSERT INTO message_versions (version_id, msg_pk, content_hash, edited_at_ms, content, attachments,"
            " embeds, observed_via, observed_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (msg_pk, content_hash, edited_at_ms) DO NOTHING",
            (version_id, pk, digest, edited_ms, content, attachments_json, embeds_json, self.via, self.now_ms),
        )
        return version_id if cur.rowcount else None

    def _refresh_current(self, pk: int, channel_id: int, created_ms: int) -> None:
        """After a new version: the newest edit wins, whatever order events arrived in."""
        newest = self.conn.execute(
            "SELECT version_id, content_hash, content, attachments, embeds FROM message_versions"
            " WHERE msg_pk = ? ORDER BY edited_at_ms DESC, version_id DESC LIMIT 1",
            (pk,),
        ).fetchone()
        current = self.conn.execute("SELECT current_version FROM messages WHERE pk = ?", (pk,)).fetchone()
        if current["current_version"] == newest["version_id"]:
            return
        if current["current_version"] is not None:
            unindex(self.conn, pk)
            self._mark_blocks_dirty(pk, scrub=False)
        self.conn.execute("UPDATE messages SET current_version = ?, content_hash = ? WHERE pk = ?",
                          (newest["version_id"], newest["content_hash"], pk))
        self.conn.execute("INSERT INTO messages_fts (rowid, content) VALUES (?, ?)",
                          (pk, searchable_text(newest["content"] or "", newest["attachments"], newest["embeds"])))
        self._mark_dirty(channel_id, created_ms)

    def _mark_blocks_dirty(self, pk: int, *, scrub: bool) -> None:
        # A removal scrubs the text at once: a dirty block must never leak removed content
        # while it waits for the digest loop to rebuild it.
        self.conn.execute(
            "UPDATE blocks SET dirty = 1" + (", text = ''" if scrub else "") +
            " WHERE block_id IN (SELECT block_id FROM block_sources WHERE msg_pk = ?)",
            (pk,),
        )
        # Cached LLM inputs/outputs that saw the old text are invalid (and, for a
        # removal, must not keep the text).
        self.conn.execute(
            "DELETE FROM llm_cache WHERE cache_key IN"
            " (SELECT cache_key FROM llm_cache_sources WHERE msg_pk = ?)",
            (pk,),
        )

    def _mark_dirty(self, channel_id: int, created_ms: int) -> None:
        key = (channel_id, hour_bucket(created_ms))
        oldest = self._dirty.get(key)
        if oldest is None or created_ms < oldest:
            self._dirty[key] = created_ms

    def _seen(self, channel_id: int, message_id: int, guild_id: int | None, created_ms: int) -> None:
        newest, guild = self._watermarks.get(channel_id, (0, None))
        self._watermarks[channel_id] = (max(newest, message_id), guild_id or guild)


def unindex(conn: sqlite3.Connection, pk: int) -> None:
    """Remove a live message's current text from the contentless FTS index.

    A contentless FTS5 table keeps no copy of the text (nothing to erase later), but a
    delete must repeat exactly what was indexed: so this runs before any purge.
    """
    row = conn.execute(
        "SELECT v.content, v.attachments, v.embeds FROM messages m"
        " JOIN message_versions v ON v.version_id = m.current_version"
        " WHERE m.pk = ? AND m.state = 'live' AND m.compacted_at_ms IS NULL AND v.content IS NOT NULL",
        (pk,),
    ).fetchone()
    if row is not None:
        conn.execute("INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', ?, ?)",
                     (pk, searchable_text(row["content"], row["attachments"], row["embeds"])))


def purge_versions(conn: sqlite3.Connection, pk: int) -> None:
    conn.execute("UPDATE message_versions SET content = NULL, attachments = NULL, embeds = NULL"
                 " WHERE msg_pk = ?", (pk,))


def _hash_stored(content: str, attachments_json: str | None, embeds_json: str | None) -> str:
    attachments = [Attachment(**item) for item in json.loads(attachments_json or "[]")]
    embeds = [Embed(**item) for item in json.loads(embeds_json or "[]")]
    return content_hash(content, attachments, embeds)


def ingest_ops(conn: sqlite3.Connection, ops: Iterable[IngestOp], *, via: str, now_ms: int,
               keep_deleted_content: bool = False) -> IngestBatch:
    """Apply ops in the caller's transaction and write the batch marks. For Store.write."""
    batch = IngestBatch(conn, via=via, now_ms=now_ms, keep_deleted_content=keep_deleted_content)
    batch.apply_all(ops)
    batch.finish()
    return batch


def reindex_all(conn: sqlite3.Connection) -> None:
    """Index the current content of every live, uncompacted message (after an FTS rebuild).

    Inside the caller's transaction; the index must be empty (a fresh table)."""
    rows = conn.execute(
        "SELECT m.pk, v.content, v.attachments, v.embeds FROM messages m"
        " JOIN message_versions v ON v.version_id = m.current_version"
        " WHERE m.state = 'live' AND m.compacted_at_ms IS NULL AND v.content IS NOT NULL")
    while chunk := rows.fetchmany(5000):
        conn.executemany("INSERT INTO messages_fts (rowid, content) VALUES (?, ?)",
                         [(r[0], searchable_text(r[1], r[2], r[3])) for r in chunk])
    fts_optimize(conn)


def erase_residue(conn: sqlite3.Connection, *, removed: bool = True) -> None:
    """End of a batch job: finish pending erasures and fold the WAL into the main file.

    `removed`: the job deleted or forgot messages, whose tokens the FTS segments keep until
    a merge; then the whole index is merged here. A job that only added rows leaves its
    segments to housekeeping's bounded merges, as live ingest does: on the 100k replay the
    optimize was 4% of the job and changed a search by 5 µs (docs/benchmarks.md, replay)."""
    from memory.erasure import finish_purges

    if removed:
        fts_optimize(conn)
    finish_purges(conn)
    checkpoint(conn)


async def ingest(store, ops: list[IngestOp], *, via: str, now_ms: int,
                 keep_deleted_content: bool = False) -> IngestBatch:
    """The async entry for live sources: one transaction per call; a forget returns only
    after its purge finished (memory.erasure), deletes are purged by housekeeping."""
    from memory.erasure import finish

    batch = await store.write(ingest_ops, ops, via=via, now_ms=now_ms,
                              keep_deleted_content=keep_deleted_content)
    if batch.forgets:
        await finish(store)
    return batch
