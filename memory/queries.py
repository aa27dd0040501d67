"""Read-side queries over source messages: windows, ids, search, history, stats.

Every read path serves the current version of live messages only; deleted and
forgotten messages come back as tombstones (who and when, never what).
"""

from __future__ import annotations

import json
import re
import sqlite3
import unicodedata
from dataclasses import dataclass, field

from memory.store import placeholders


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
    pinned: bool = False
    parent_channel_id: int | None = None     # set when channel_id is a thread

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"

    @property
    def removed(self) -> bool:
        return self.state != "live"


_SELECT = (
    "SELECT m.pk, m.channel_id, m.message_id, m.author_id, m.author_name, m.author_bot,"
    " m.created_at_ms, m.state, m.content_hash, m.reference_id, m.compacted_at_ms, m.pinned, m.parent_channel_id,"
    " v.edited_at_ms, v.content, v.attachments, v.embeds"
    " FROM messages m LEFT JOIN message_versions v ON v.version_id = m.current_version"
)


def _row_message(row: sqlite3.Row) -> StoredMessage:
    # By position, in `_SELECT`'s order: a name lookup per field was a third of reading a
    # feed's recent rows.
    (pk, channel_id, message_id, author_id, author_name, author_bot, created_at_ms, state, content_hash,
     reference_id, compacted_at_ms, pinned, parent_channel_id, edited_at_ms, content, attachments, embeds) = row
    live = state == "live"
    return StoredMessage(
        pk=pk,
        channel_id=channel_id,
        message_id=message_id,
        author_id=author_id,
        author_name=author_name or "",
        author_bot=bool(author_bot),
        created_at_ms=created_at_ms,
        edited_at_ms=(edited_at_ms or None) if live else None,
        state=state,
        # Content kept for audit after a delete is never served: gate on state here.
        content=content if live else None,
        content_hash=content_hash,
        attachments=json.loads(attachments) if live and attachments else [],
        embeds=json.loads(embeds) if live and embeds else [],
        reference_id=reference_id,
        compacted=compacted_at_ms is not None,
        pinned=bool(pinned) and live,
        parent_channel_id=parent_channel_id,
    )


def window(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
           limit: int | None = None, newest_first: bool = False, live_only: bool = False,
           author: str | None = None) -> list[StoredMessage]:
    """Messages of these channels created in [from_ms, to_ms]."""
    if not channel_ids:
        return []
    sql = _SELECT + f" WHERE m.channel_id IN ({placeholders(channel_ids)}) AND m.created_at_ms BETWEEN ? AND ?"
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


def by_ids(conn: sqlite3.Connection, channel_ids: list[int], message_ids: list[int]) -> dict[int, StoredMessage]:
    """Messages by id, restricted to these channels; ids not stored are simply absent."""
    if not channel_ids or not message_ids:
        return {}
    rows = conn.execute(
        _SELECT + f" WHERE m.channel_id IN ({placeholders(channel_ids)})"
        f" AND m.message_id IN ({placeholders(message_ids)})",
        (*channel_ids, *message_ids),
    )
    return {row["message_id"]: _row_message(row) for row in rows}


def by_pks(conn: sqlite3.Connection, pks: list[int]) -> dict[int, StoredMessage]:
    if not pks:
        return {}
    rows = conn.execute(_SELECT + f" WHERE m.pk IN ({placeholders(pks)})", pks)
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


def _token_char(char: str) -> bool:
    # What the index's tokenizer (unicode61, tokenchars '_', migration 0004) keeps in a token.
    return char == "_" or unicodedata.category(char)[0] in "LN" or unicodedata.category(char) == "Co"


def query_tokens(query: str) -> list[str]:
    """The query's words split exactly where the index tokenizer splits them.

    Each quoted string of the expression must then be a single token: a quoted string
    that the tokenizer splits is a phrase, which a detail=none index cannot answer.
    """
    tokens: list[str] = []
    for word in _WORD.findall(query):
        current = ""
        for char in word:
            if _token_char(char):
                current += char
            elif current:
                tokens.append(current)
                current = ""
        if current:
            tokens.append(current)
    return tokens


def fts_expression(query: str) -> str | None:
    """User text -> a safe FTS5 expression: every token quoted, all required, last one a prefix.

    User syntax is never passed through, so no input can raise an FTS syntax error or
    reach columns it should not.
    """
    words = query_tokens(query)
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
    scope = (f" AND m.channel_id IN ({placeholders(channel_ids)})"
             " AND m.created_at_ms BETWEEN ? AND ? AND m.state = 'live'")
    scope_params: list = [*channel_ids, from_ms, to_ms]
    if author:
        scope += " AND (lower(m.author_name) = lower(?) OR CAST(m.author_id AS TEXT) = ?)"
        scope_params += [author, author]
    found: dict[int, StoredMessage] = {}
    expression = fts_expression(query)
    if expression:
        try:
            rows = conn.execute(
                _SELECT + " JOIN messages_fts f ON f.rowid = m.pk WHERE messages_fts MATCH ?" + scope
                + " ORDER BY bm25(messages_fts), m.created_at_ms DESC LIMIT ?",
                (expression, *scope_params, limit),
            ).fetchall()
        except sqlite3.OperationalError:
            # Whatever the index cannot answer, the substring search below still does.
            rows = []
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


# -- structure: reactions and threads -------------------------------------------------

@dataclass(frozen=True)
class Reaction:
    emoji: str
    user_id: int
    at_ms: int


def reactions(conn: sqlite3.Connection, pks: list[int]) -> dict[int, list[Reaction]]:
    """Current reactions of these messages (msg pk -> reactions, oldest first)."""
    found: dict[int, list[Reaction]] = {}
    for start in range(0, len(pks), 900):
        chunk = pks[start:start + 900]
        for row in conn.execute("SELECT msg_pk, emoji, user_id, at_ms FROM reactions"
                                f" WHERE msg_pk IN ({placeholders(chunk)}) ORDER BY at_ms, emoji", chunk):
            found.setdefault(row[0], []).append(Reaction(row[1], row[2], row[3]))
    return found


def pinned_ids(conn: sqlite3.Connection, channel_id: int) -> set[int]:
    """Message ids of a channel the store holds as pinned (live messages only)."""
    return {row[0] for row in conn.execute(
        "SELECT message_id FROM messages WHERE channel_id = ? AND pinned = 1 AND state = 'live'", (channel_id,))}


def parents_of(conn: sqlite3.Connection, channel_ids: list[int]) -> dict[int, int]:
    """Which of these channels are threads, and of which parent."""
    if not channel_ids:
        return {}
    return {row[0]: row[1] for row in conn.execute(
        f"SELECT channel_id, parent_channel_id FROM channel_state WHERE channel_id IN ({placeholders(channel_ids)})"
        " AND parent_channel_id IS NOT NULL", channel_ids)}


def with_threads(conn: sqlite3.Connection, channel_ids: tuple[int, ...]) -> tuple[int, ...]:
    """These channels, then each one's known threads (as feed/auth.py's Agent.expand
    orders them for a request)."""
    children: dict[int, list[int]] = {}
    for thread, parent in sorted(thread_parents(conn).items()):
        children.setdefault(parent, []).append(thread)
    return tuple(dict.fromkeys([*channel_ids, *(t for c in channel_ids for t in children.get(c, ()))]))


def thread_parents(conn: sqlite3.Connection) -> dict[int, int]:
    """Every known thread and its parent channel."""
    return {row[0]: row[1] for row in conn.execute(
        "SELECT channel_id, parent_channel_id FROM channel_state WHERE parent_channel_id IS NOT NULL")}


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
        f" WHERE channel_id IN ({placeholders(channel_ids)})",
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



# -- the feed's selection (memory.render.awareness) -------------------------------------
# Every query here is bounded by a LIMIT or aggregates in SQL, so the cost of a feed
# stays flat however busy the day was.

# A live message of `messages m` that no block cites yet (the digest loop is behind).
_UNDIGESTED = "m.state = 'live' AND NOT EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)"


@dataclass(frozen=True)
class WindowCounts:
    live: int
    removed: int
    oldest_ms: int | None
    newest_ms: int | None
    undigested: int = 0      # live messages no block cites yet (asked with `undigested=True`)


def window_counts(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
                  undigested: bool = False) -> WindowCounts:
    """The window's messages counted in one scan; with `undigested`, also the live ones no
    block cites (`undigested()` then needs no count of its own, and a feed asks for the
    removed and undigested rows only when there are some)."""
    pending = f"sum({_UNDIGESTED})" if undigested else "0"
    row = conn.execute(
        f"SELECT sum(m.state = 'live'), sum(m.state != 'live'), min(m.created_at_ms), max(m.created_at_ms), {pending}"
        f" FROM messages m WHERE m.channel_id IN ({placeholders(channel_ids)}) AND m.created_at_ms BETWEEN ? AND ?",
        (*channel_ids, from_ms, to_ms)).fetchone()
    return WindowCounts(row[0] or 0, row[1] or 0, row[2], row[3], row[4] or 0)


@dataclass(slots=True, eq=False)
class FeedBlock:
    """A digest block as the feed reads it, with its sources in time order."""
    block_id: int
    channel_id: int
    kind: str
    event_type: str | None
    group_key: str | None
    authors: str
    item_count: int
    text: str
    sparse: bool
    score: float
    window_from_ms: int
    window_to_ms: int
    generated_at_ms: int
    dirty: bool
    processor: str
    model: str | None
    prompt_version: str | None
    tier: str | None
    trade_key: str | None
    stage: str | None
    rule: str | None
    facts_json: str | None
    sources: list[SourceRef] = field(default_factory=list)

    @property
    def facts(self) -> dict:
        # Parsed only where a trade needs its levels: most blocks never ask.
        return json.loads(self.facts_json) if self.facts_json else {}


@dataclass(frozen=True, slots=True)
class SourceRef:
    pk: int
    channel_id: int
    message_id: int
    created_at_ms: int
    author_name: str
    state: str
    author_bot: bool = False

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"


_FEED_BLOCK_COLUMNS = (
    "b.block_id, b.channel_id, b.kind, b.event_type, b.group_key, b.authors, b.item_count, b.text, b.sparse,"
    " b.score, b.window_from_ms, b.window_to_ms, b.generated_at_ms, b.dirty, b.processor, b.model,"
    " b.prompt_version, b.tier, b.trade_key, b.stage, b.rule, b.facts")

# Which kinds the feed reads together, and in what order when it must stop early.
HARD_KINDS = ("hard_event", "raw_excerpt")
ROLLUP_KINDS = ("topic_rollup", "sequence_rollup")


def feed_blocks(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int,
                kinds: tuple[str, ...], *, limit: int, newest_first: bool = True,
                by_score: bool = False, keep_unsourced: bool = False) -> list[FeedBlock]:
    """Blocks of these kinds overlapping the window, at most `limit`, newest (or best) first,
    each with the sources that fall inside the window. Blocks with no source inside the
    window are dropped after the LIMIT (`keep_unsourced`: kept, so that per-channel lists
    merge into exactly what one query over the channels gives; see `block_order`). The
    order is total (block_id last), so the same rows always come back in the same order."""
    order = "b.score DESC, b.window_to_ms DESC, b.block_id DESC" if by_score else (
        "b.window_to_ms DESC, b.block_id DESC" if newest_first else "b.window_from_ms, b.block_id")
    rows = conn.execute(
        f"SELECT {_FEED_BLOCK_COLUMNS} FROM blocks b WHERE b.channel_id IN ({placeholders(channel_ids)})"
        f" AND b.kind IN ({placeholders(list(kinds))}) AND b.window_to_ms >= ? AND b.window_from_ms <= ?"
        f" ORDER BY {order} LIMIT ?",
        (*channel_ids, *kinds, from_ms, to_ms, limit)).fetchall()
    blocks = {row[0]: FeedBlock(*row[:8], bool(row[8]), *row[9:13], bool(row[13]), *row[14:22]) for row in rows}
    if not blocks:
        return []
    ids = list(blocks)
    for row in conn.execute(
            # CROSS JOIN keeps block_sources the outer loop: the planner would otherwise
            # walk the whole window of messages (40 ms at 2k messages instead of 1).
            "SELECT s.block_id, m.pk, m.channel_id, m.message_id, m.created_at_ms, m.author_name, m.state,"
            " m.author_bot FROM block_sources s CROSS JOIN messages m ON m.pk = s.msg_pk"
            f" WHERE s.block_id IN ({placeholders(ids)}) AND m.created_at_ms BETWEEN ? AND ?"
            " ORDER BY m.created_at_ms, m.message_id", (*ids, from_ms, to_ms)):
        blocks[row[0]].sources.append(SourceRef(*row[1:7], bool(row[7])))
    return [block for block in blocks.values() if block.sources or keep_unsourced]


def block_order(*, by_score: bool = False):
    """The sort key of `feed_blocks`' order (newest first, or best first), for merging
    per-channel lists: sorted(..., key=block_order()) equals the one query's order."""
    if by_score:
        return lambda b: (-b.score, -b.window_to_ms, -b.block_id)
    return lambda b: (-b.window_to_ms, -b.block_id)


@dataclass(frozen=True)
class HardTally:
    """Hard-event messages of the window by type and tier, counted in SQL (the feed shows
    the newest few hundred and must still count every one)."""
    event_type: str
    tier: str
    messages: int
    newest_ms: int


def hard_tally(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> list[HardTally]:
    rows = conn.execute(
        "SELECT coalesce(b.event_type, 'possible_decision'),"
        " coalesce(b.tier, CASE b.kind WHEN 'hard_event' THEN 'certain' ELSE 'possible' END),"
        " count(DISTINCT s.msg_pk), max(m.created_at_ms)"
        " FROM blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        f" WHERE b.channel_id IN ({placeholders(channel_ids)}) AND b.kind IN ('hard_event', 'raw_excerpt')"
        " AND b.dirty = 0 AND m.created_at_ms BETWEEN ? AND ? GROUP BY 1, 2 ORDER BY 1, 2",
        (*channel_ids, from_ms, to_ms)).fetchall()
    return [HardTally(*row) for row in rows]


def hard_message_ids(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int,
                     *, before_ms: int, limit: int) -> list[tuple[int, int, str, str]]:
    """(channel, message id, type, tier) of hard-event messages older than `before_ms`,
    newest first: the handles an overflow line names when their blocks were not loaded."""
    return [row[1:] for row in hard_messages(conn, channel_ids, from_ms, to_ms, before_ms=before_ms, limit=limit)]


def hard_messages(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int,
                  *, before_ms: int, limit: int, short_window: bool = False) -> list[tuple[int, int, int, str, str]]:
    """(created_at_ms, channel, message id, type, tier) of hard-event messages older than
    `before_ms`, in a total order (newest first; `hard_message_order` for merging).
    `short_window`: the window holds few messages, so walk them instead of the blocks."""
    # CROSS JOIN fixes the outer loop: the window's messages by index, not every block.
    tables, messages_of = ((
        "messages m CROSS JOIN block_sources s ON s.msg_pk = m.pk JOIN blocks b ON b.block_id = s.block_id",
        f" AND m.channel_id IN ({placeholders(channel_ids)})") if short_window else (
        "blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk", ""))
    return [tuple(row) for row in conn.execute(
        "SELECT DISTINCT m.created_at_ms, m.channel_id, m.message_id, coalesce(b.event_type, 'possible_decision'),"
        " coalesce(b.tier, CASE b.kind WHEN 'hard_event' THEN 'certain' ELSE 'possible' END)"
        f" FROM {tables} WHERE b.channel_id IN ({placeholders(channel_ids)}){messages_of}"
        " AND b.kind IN ('hard_event', 'raw_excerpt') AND b.dirty = 0"
        " AND m.created_at_ms BETWEEN ? AND ? AND m.created_at_ms < ?"
        " ORDER BY 1 DESC, 2, 3 DESC, 4, 5 LIMIT ?",
        (*channel_ids, *(channel_ids if short_window else ()), from_ms, to_ms, before_ms, limit))]


def hard_message_order(row: tuple[int, int, int, str, str]):
    """The sort key of `hard_messages`' order."""
    return (-row[0], row[1], -row[2], row[3], row[4])


@dataclass(frozen=True)
class NoiseTally:
    """One author's runtime noise of one kind, counted: the feed never repeats it."""
    channel_id: int
    group_key: str
    messages: int
    first_ms: int
    last_ms: int
    first_id: int
    last_id: int
    latest_text: str
    newest_block_id: int = 0            # the block `latest_text` is from


def noise_tally(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
                limit: int) -> list[NoiseTally]:
    rows = conn.execute(
        "SELECT b.channel_id, b.group_key, count(DISTINCT s.msg_pk), min(m.created_at_ms), max(m.created_at_ms),"
        " min(m.message_id), max(m.message_id), max(b.block_id)"
        " FROM blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        f" WHERE b.channel_id IN ({placeholders(channel_ids)}) AND b.kind = 'telemetry_count' AND b.dirty = 0"
        " AND m.created_at_ms BETWEEN ? AND ? GROUP BY b.channel_id, b.group_key"
        " ORDER BY count(DISTINCT s.msg_pk) DESC, b.group_key, b.channel_id LIMIT ?",
        (*channel_ids, from_ms, to_ms, limit)).fetchall()
    # The newest block of each group carries its latest example.
    newest = [row[7] for row in rows]
    texts = dict(conn.execute(f"SELECT block_id, text FROM blocks WHERE block_id IN ({placeholders(newest)})",
                              newest).fetchall()) if newest else {}
    return [NoiseTally(*row[:7], texts.get(row[7]) or "", row[7]) for row in rows]


@dataclass(frozen=True, slots=True)
class NoiseRow:
    """One noise message of one telemetry block, uncounted: what `noise_tally` adds up."""
    group_key: str | None
    msg_pk: int
    created_at_ms: int
    message_id: int
    block_id: int
    block_text: str


def noise_rows(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int, *,
               limit: int) -> list[NoiseRow]:
    """The (message, block) pairs `noise_tally` counts in a window of one channel, oldest
    first: a short window's rows let a tally be slid without counting again."""
    return [NoiseRow(*row) for row in conn.execute(
        "SELECT DISTINCT b.group_key, m.pk, m.created_at_ms, m.message_id, b.block_id, b.text"
        # CROSS JOIN fixes the outer loop: the window's messages by index, not every block.
        " FROM messages m CROSS JOIN block_sources s ON s.msg_pk = m.pk JOIN blocks b ON b.block_id = s.block_id"
        " WHERE m.channel_id = ? AND m.created_at_ms BETWEEN ? AND ? AND b.channel_id = ?"
        " AND b.kind = 'telemetry_count' AND b.dirty = 0 ORDER BY m.created_at_ms, m.pk, b.block_id LIMIT ?",
        (channel_id, from_ms, to_ms, channel_id, limit))]


def noise_order(tally: NoiseTally):
    """The sort key of `noise_tally`'s order."""
    return (-tally.messages, tally.group_key is not None, tally.group_key or "", tally.channel_id)


def removed_in_window(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
                      limit: int) -> list[SourceRef]:
    """Deleted and forgotten messages of the window, newest first: who and when, never what."""
    return [SourceRef(*row) for row in conn.execute(
        "SELECT pk, channel_id, message_id, created_at_ms, author_name, state FROM messages"
        f" WHERE channel_id IN ({placeholders(channel_ids)}) AND created_at_ms BETWEEN ? AND ? AND state != 'live'"
        " ORDER BY created_at_ms DESC, message_id DESC LIMIT ?", (*channel_ids, from_ms, to_ms, limit))]


def undigested(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
               limit: int, total: int | None = None) -> tuple[int, list[StoredMessage]]:
    """Live messages of the window that no block cites yet (the digest loop is behind):
    how many, and the newest `limit` of them in time order. `total`: how many, when
    `window_counts` has counted them in the same snapshot."""
    where = (f" FROM messages m WHERE m.channel_id IN ({placeholders(channel_ids)}) AND m.created_at_ms BETWEEN ? AND ?"
             f" AND {_UNDIGESTED}")
    params = (*channel_ids, from_ms, to_ms)
    if total is None:
        total = conn.execute("SELECT count(*)" + where, params).fetchone()[0]
    if not total:
        return 0, []
    pks = [row[0] for row in conn.execute("SELECT m.pk" + where
                                          + " ORDER BY m.created_at_ms DESC, m.message_id DESC LIMIT ?",
                                          (*params, limit))]
    return total, sorted(by_pks(conn, pks).values(), key=lambda m: (m.created_at_ms, m.message_id))


# `_SELECT` with one more column last: whether no block cites the message yet.
_SELECT_UNDIGESTED = _SELECT.replace(" FROM messages m", f", ({_UNDIGESTED}) FROM messages m", 1)


def newest_pk(conn: sqlite3.Connection) -> int:
    """The highest message row stored: a row above it was stored after this read."""
    return conn.execute("SELECT coalesce(max(pk), 0) FROM messages").fetchone()[0]


def stored_since(conn: sqlite3.Connection, channel_id: int, after_pk: int, after_ms: int,
                 to_ms: int) -> list[tuple[StoredMessage, bool]]:
    """A channel's messages created up to `to_ms` that a read at (`after_pk`, `after_ms`)
    did not see: stored after row `after_pk`, or created after `after_ms` (a message dated
    ahead of that read's clock). Each with whether no block cites it yet (undigested)."""
    found: dict[int, tuple[StoredMessage, bool]] = {}
    for where, params in ((" WHERE m.pk > ? AND m.channel_id = ? AND m.created_at_ms <= ?",
                           (after_pk, channel_id, to_ms)),
                          (" WHERE m.channel_id = ? AND m.created_at_ms > ? AND m.created_at_ms <= ?",
                           (channel_id, after_ms, to_ms))):
        for row in conn.execute(_SELECT_UNDIGESTED + where, params):
            values = tuple(row)                # values[0]: pk; the last: undigested
            found[values[0]] = (_row_message(values[:-1]), bool(values[-1]))
    return list(found.values())


def pending_order(message: StoredMessage):
    """The order `undigested` picks its newest messages in (newest first, total)."""
    return (-message.created_at_ms, -message.message_id)


def removed_order(ref: SourceRef):
    """The sort key of `removed_in_window`'s order."""
    return (-ref.created_at_ms, -ref.message_id)


def dirty_window_count(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> int:
    return conn.execute(
        f"SELECT count(*) FROM dirty_windows WHERE channel_id IN ({placeholders(channel_ids)})"
        " AND oldest_change_ms BETWEEN ? AND ?", (*channel_ids, from_ms, to_ms)).fetchone()[0]


def observed_since(conn: sqlite3.Connection, channel_ids: list[int]) -> int | None:
    """When observation of these channels began (the oldest covered range)."""
    return conn.execute(f"SELECT min(from_ms) FROM coverage WHERE channel_id IN ({placeholders(channel_ids)})",
                        channel_ids).fetchone()[0]


def noise_pks(conn: sqlite3.Connection, pks: list[int]) -> set[int]:
    """Which of these messages the digest counted as runtime noise."""
    if not pks:
        return set()
    return {row[0] for row in conn.execute(
        "SELECT DISTINCT s.msg_pk FROM block_sources s JOIN blocks b ON b.block_id = s.block_id"
        f" WHERE s.msg_pk IN ({placeholders(pks)}) AND b.kind = 'telemetry_count'", pks)}


# -- blocks behind messages (the channel tools) -----------------------------------------

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
    rows = conn.execute(
        "SELECT b.block_id, b.kind, b.event_type, b.text, b.score FROM blocks b"
        " WHERE b.dirty = 0 AND b.block_id IN"
        f" (SELECT block_id FROM block_sources WHERE msg_pk IN ({placeholders(pks)}))"
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


# -- channel and store state -------------------------------------------------------------

def backfill_status(conn: sqlite3.Connection, channel_ids: list[int]) -> str:
    """The channels' one backfill status, 'mixed' when they differ, 'never' for none recorded."""
    if not channel_ids:
        return "never"
    rows = conn.execute(
        f"SELECT channel_id, backfill_status FROM channel_state WHERE channel_id IN ({placeholders(channel_ids)})",
        channel_ids,
    ).fetchall()
    states = {row[1] for row in rows}
    if len(rows) < len(set(channel_ids)):
        states.add("never")
    return states.pop() if len(states) == 1 else "mixed"


@dataclass(frozen=True)
class StoreHealth:
    schema_version: int
    dirty_windows: int
    oldest_dirty_mark_ms: int | None
    last_digest_ms: int | None
    messages: int


def store_health(conn: sqlite3.Connection) -> StoreHealth:
    """What /health reports of the store: schema, digest backlog, last digest, size."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    dirty = conn.execute("SELECT count(*), min(marked_at_ms) FROM dirty_windows").fetchone()
    last_digest = conn.execute("SELECT max(digest_at_ms) FROM channel_state").fetchone()[0]
    messages = conn.execute("SELECT coalesce(max(pk), 0) FROM messages").fetchone()[0]
    return StoreHealth(version, dirty[0], dirty[1], last_digest, messages)


def channels_holding(conn: sqlite3.Connection, channel_ids: list[int], message_id: int,
                     guild_id: int | None) -> list[int]:
    """Which of these channels hold the message, in this guild (the lookup uses the primary index)."""
    if not channel_ids:
        return []
    rows = conn.execute(
        f"SELECT channel_id FROM messages WHERE channel_id IN ({placeholders(channel_ids)})"
        " AND message_id = ? AND coalesce(guild_id, ?) = ?",
        (*channel_ids, message_id, guild_id, guild_id))
    return [row[0] for row in rows]


@dataclass(frozen=True)
class ChannelState:
    live_messages: int
    oldest_ms: int | None
    backfill_status: str            # never, when nothing was recorded
    digest_at_ms: int | None
    dirty_windows: int


def channel_state(conn: sqlite3.Connection, channel_id: int) -> ChannelState:
    """One channel's stored size, backfill status, last digest pass and digest backlog."""
    live, oldest = conn.execute(
        "SELECT count(*), min(created_at_ms) FROM messages WHERE channel_id = ? AND state = 'live'",
        (channel_id,)).fetchone()
    state = conn.execute("SELECT backfill_status, digest_at_ms FROM channel_state WHERE channel_id = ?",
                         (channel_id,)).fetchone()
    dirty = conn.execute("SELECT count(*) FROM dirty_windows WHERE channel_id = ?", (channel_id,)).fetchone()[0]
    return ChannelState(live, oldest, (state[0] or "never") if state else "never",
                        state[1] if state else None, dirty)


# -- cursorized context (memory.render.context) ------------------------------------------

def newest_between_ids(conn: sqlite3.Connection, channel_id: int, low_id: int, high_id: int,
                       limit: int) -> list[StoredMessage]:
    """Newest first; snowflakes order by time, so the (channel, message) key needs no sort."""
    rows = conn.execute(_SELECT + " WHERE m.channel_id = ? AND m.message_id BETWEEN ? AND ?"
                        " ORDER BY m.message_id DESC LIMIT ?", (channel_id, low_id, high_id, limit))
    return [_row_message(row) for row in rows]


def count_between_ids(conn: sqlite3.Connection, channel_id: int, low_id: int, high_id: int) -> int:
    return conn.execute("SELECT count(*) FROM messages WHERE channel_id = ? AND message_id BETWEEN ? AND ?",
                        (channel_id, low_id, high_id)).fetchone()[0]


def newest_ids(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> dict[int, int]:
    """The newest message id per channel in [from_ms, to_ms]: a cursor after a bootstrap."""
    if not channel_ids:
        return {}
    rows = conn.execute(
        f"SELECT channel_id, max(message_id) FROM messages WHERE channel_id IN ({placeholders(channel_ids)})"
        " AND created_at_ms BETWEEN ? AND ? GROUP BY channel_id", (*channel_ids, from_ms, to_ms)).fetchall()
    return {row[0]: row[1] for row in rows if row[1] is not None}


# Words of a post that states the desk's book ("book going in:", "positions:", an exposure
# table): memory.classify.holdings decides; this only narrows what it reads.
def book_posts(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int, *, near_ms: int,
               limit: int, terms: str) -> list[StoredMessage]:
    """Live messages in [from_ms, to_ms] whose text matches `terms` (a full-text query for
    the words that name a book), nearest to `near_ms`
    first (on a busy day the book posted at 06:00 is the one that holds at 02:43, not the
    twenty that name a book after it), of a channel and, for a thread, of its parent (a
    thread trades the parent's book).

    The full-text index is asked only for the rowid range of those messages (an indexed
    min/max per channel), so the cost follows the range, not the store."""
    parent = conn.execute("SELECT parent_channel_id FROM channel_state WHERE channel_id = ?",
                          (channel_id,)).fetchone()
    channels = [channel_id] + ([parent[0]] if parent and parent[0] is not None else [])
    found: list[StoredMessage] = []
    for channel in channels:
        low, high = conn.execute(
            "SELECT min(pk), max(pk) FROM messages WHERE channel_id = ? AND created_at_ms BETWEEN ? AND ?",
            (channel, from_ms, to_ms)).fetchone()
        if low is None:
            continue
        rows = conn.execute(
            _SELECT + " WHERE m.pk IN (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?"
            " AND rowid BETWEEN ? AND ?) AND m.channel_id = ? AND m.created_at_ms BETWEEN ? AND ?"
            " AND m.state = 'live' ORDER BY abs(m.created_at_ms - ?) LIMIT ?",
            (terms, low, high, channel, from_ms, to_ms, near_ms, limit))
        found += [_row_message(row) for row in rows]
    return sorted(found, key=lambda m: abs(m.created_at_ms - near_ms))[:limit]
