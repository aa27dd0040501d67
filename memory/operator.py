"""Reads for the operator page (feed/ui): prepared data only, one snapshot per page.

Every function takes a `sqlite3.Connection` and runs inside `Store.read`. None of them
classifies, digests or renders: they count and list what the ingest path and the digest
loop already wrote (messages, blocks, dirty windows, coverage, the LLM ledger, the
forget audit). Erased content never leaves here: message text is not selected at all,
block text only for live sources (explain), and the erasure audit carries who, which id
and when.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field

from memory import coverage
from memory.store import placeholders

# Stages after which a trade lifecycle is over; anything else is still open.
CLOSED_STAGES = frozenset({"closed", "exited", "exit", "cancelled", "canceled", "rejected", "expired", "flat"})
HARD_KINDS = ("hard_event", "raw_excerpt")
AUDIT_ROWS = 50
LIFECYCLES_LISTED = 30


# -- channels ---------------------------------------------------------------------------

@dataclass(frozen=True)
class ChannelSummary:
    channel_id: int
    messages: int               # in the window, every state
    live: int
    removed: int                # deleted or forgotten, in the window
    newest_ms: int | None
    digest_at_ms: int | None    # the digest loop's last pass over this channel
    backfill_status: str
    dirty_windows: int


def channels(conn: sqlite3.Connection, from_ms: int, to_ms: int) -> list[ChannelSummary]:
    """Every channel the store knows (stored messages or channel state), with window counts."""
    rows = conn.execute(
        "WITH ids AS (SELECT channel_id FROM channel_state UNION SELECT DISTINCT channel_id FROM messages)"
        " SELECT ids.channel_id,"
        "  (SELECT count(*) FROM messages m WHERE m.channel_id = ids.channel_id AND m.created_at_ms BETWEEN ? AND ?),"
        "  (SELECT count(*) FROM messages m WHERE m.channel_id = ids.channel_id AND m.created_at_ms BETWEEN ? AND ?"
        "     AND m.state = 'live'),"
        "  (SELECT max(created_at_ms) FROM messages m WHERE m.channel_id = ids.channel_id),"
        "  cs.digest_at_ms, coalesce(cs.backfill_status, 'never'),"
        "  (SELECT count(*) FROM dirty_windows d WHERE d.channel_id = ids.channel_id)"
        " FROM ids LEFT JOIN channel_state cs ON cs.channel_id = ids.channel_id ORDER BY ids.channel_id",
        (from_ms, to_ms, from_ms, to_ms),
    ).fetchall()
    return [ChannelSummary(r[0], r[1], r[2], r[1] - r[2], r[3], r[4], r[5], r[6]) for r in rows]


# -- hard events and trade lifecycles ---------------------------------------------------

@dataclass(frozen=True)
class HardEventCount:
    event_type: str             # an untyped raw_excerpt: "possible_decision", as the feed labels it
    tier: str                   # certain | possible; untiered rows (before migration 0003) by kind
    blocks: int
    messages: int               # the feed header's hard_events total counts these


def hard_events(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int) -> list[HardEventCount]:
    """Up-to-date hard-event blocks citing a message of the window, by type and tier.

    Counted as the renderer counts them for the header's `hard_events=<shown>/<total>`
    (messages per type and tier), so the page and the header can be checked one
    against the other.
    """
    if not channel_ids:
        return []
    rows = conn.execute(
        "SELECT coalesce(b.event_type, 'possible_decision') AS t,"
        " coalesce(b.tier, CASE b.kind WHEN 'hard_event' THEN 'certain' ELSE 'possible' END) AS tier,"
        " count(DISTINCT b.block_id), count(DISTINCT s.msg_pk)"
        " FROM blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        f" WHERE b.channel_id IN ({placeholders(channel_ids)}) AND b.kind IN ('hard_event', 'raw_excerpt')"
        " AND b.dirty = 0 AND m.created_at_ms BETWEEN ? AND ?"
        " GROUP BY t, tier ORDER BY t, tier",
        (*channel_ids, from_ms, to_ms),
    ).fetchall()
    return [HardEventCount(r[0], r[1], r[2], r[3]) for r in rows]


@dataclass(frozen=True)
class TradeStage:
    stage: str
    event_type: str | None
    tier: str | None
    at_ms: int
    handle: str


@dataclass
class TradeLifecycle:
    trade_key: str
    stages: list[TradeStage] = field(default_factory=list)

    @property
    def last_stage(self) -> str:
        return self.stages[-1].stage if self.stages else "-"

    @property
    def open(self) -> bool:
        return self.last_stage.lower() not in CLOSED_STAGES


def trade_lifecycles(conn: sqlite3.Connection, channel_ids: list[int], from_ms: int, to_ms: int, *,
                     limit: int = LIFECYCLES_LISTED) -> list[TradeLifecycle]:
    """Trades (blocks sharing a trade_key) with a stage in the window: open ones first, newest first."""
    if not channel_ids:
        return []
    rows = conn.execute(
        "SELECT b.trade_key, coalesce(b.stage, b.event_type, b.kind), b.event_type, b.tier,"
        " min(m.created_at_ms), min(m.channel_id || '/' || m.message_id)"
        " FROM blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        f" WHERE b.channel_id IN ({placeholders(channel_ids)}) AND b.trade_key IS NOT NULL AND b.dirty = 0"
        " AND b.trade_key IN (SELECT DISTINCT b2.trade_key FROM blocks b2"
        f"   WHERE b2.channel_id IN ({placeholders(channel_ids)}) AND b2.trade_key IS NOT NULL"
        "   AND b2.window_to_ms >= ? AND b2.window_from_ms <= ?)"
        " GROUP BY b.block_id ORDER BY b.trade_key, min(m.created_at_ms), b.block_id",
        (*channel_ids, *channel_ids, from_ms, to_ms),
    ).fetchall()
    trades: dict[str, TradeLifecycle] = {}
    for key, stage, event_type, tier, at_ms, handle in rows:
        trades.setdefault(key, TradeLifecycle(key)).stages.append(TradeStage(stage, event_type, tier, at_ms, handle))
    ordered = sorted(trades.values(), key=lambda t: (not t.open, -t.stages[-1].at_ms))
    return ordered[:limit]


# -- digest status ----------------------------------------------------------------------

@dataclass(frozen=True)
class DigestStatus:
    dirty_windows: int
    oldest_dirty_marked_ms: int | None
    oldest_dirty_bucket_ms: int | None
    last_pass_ms: int | None            # this channel's last digest pass
    last_pass_any_ms: int | None        # the digest loop's last pass over any channel
    undigested: int                     # messages in the window no block cites yet
    blocks_by_processor: dict[str, int]
    blocks_by_kind: dict[str, int]
    dirty_blocks: int
    covered: list[tuple[int, int]]
    gaps: list[coverage.Gap]


def digest_status(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int) -> DigestStatus:
    dirty = conn.execute("SELECT count(*), min(marked_at_ms), min(bucket_ms) FROM dirty_windows WHERE channel_id = ?",
                         (channel_id,)).fetchone()
    passes = conn.execute("SELECT (SELECT digest_at_ms FROM channel_state WHERE channel_id = ?),"
                          " (SELECT max(digest_at_ms) FROM channel_state)", (channel_id,)).fetchone()
    undigested = conn.execute(
        "SELECT count(*) FROM messages m WHERE m.channel_id = ? AND m.created_at_ms BETWEEN ? AND ?"
        " AND NOT EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)", (channel_id, from_ms, to_ms),
    ).fetchone()[0]
    by_processor: dict[str, int] = {}
    by_kind: dict[str, int] = {}
    dirty_blocks = 0
    for kind, processor, is_dirty, n in conn.execute(
            "SELECT kind, processor, dirty, count(*) FROM blocks WHERE channel_id = ? AND window_to_ms >= ?"
            " AND window_from_ms <= ? GROUP BY kind, processor, dirty", (channel_id, from_ms, to_ms)):
        by_processor[processor] = by_processor.get(processor, 0) + n
        by_kind[kind] = by_kind.get(kind, 0) + n
        dirty_blocks += n if is_dirty else 0
    return DigestStatus(
        dirty_windows=dirty[0], oldest_dirty_marked_ms=dirty[1], oldest_dirty_bucket_ms=dirty[2],
        last_pass_ms=passes[0], last_pass_any_ms=passes[1], undigested=undigested,
        blocks_by_processor=dict(sorted(by_processor.items())), blocks_by_kind=dict(sorted(by_kind.items())),
        dirty_blocks=dirty_blocks, covered=coverage.covered(conn, channel_id),
        gaps=coverage.gaps(conn, [channel_id], from_ms, to_ms, open_only=False),
    )


# -- LLM ledger -------------------------------------------------------------------------

@dataclass(frozen=True)
class LlmUsage:
    day: str
    calls: int                          # every outcome: each was a request
    usd: float
    channel_calls: int
    channel_usd: float
    channel_outcomes: dict[str, int]
    last_call_ms: int | None


def llm_usage(conn: sqlite3.Connection, day: str, channel_id: int) -> LlmUsage:
    """Today's ledger (the same rows the rollup worker checks its caps against)."""
    total = conn.execute("SELECT count(*), coalesce(sum(usd), 0) FROM llm_usage WHERE day = ?", (day,)).fetchone()
    outcomes: dict[str, int] = {}
    usd = 0.0
    for outcome, n, spent in conn.execute(
            "SELECT outcome, count(*), coalesce(sum(usd), 0) FROM llm_usage WHERE day = ? AND channel_id = ?"
            " GROUP BY outcome ORDER BY outcome", (day, channel_id)):
        outcomes[outcome] = n
        usd += spent
    last = conn.execute("SELECT max(at_ms) FROM llm_usage WHERE channel_id = ?", (channel_id,)).fetchone()[0]
    return LlmUsage(day, total[0], round(total[1], 6), sum(outcomes.values()), round(usd, 6), outcomes, last)


# -- erasure audit ----------------------------------------------------------------------

@dataclass(frozen=True)
class Erasure:
    action: str                 # forget | delete
    channel_id: int
    message_id: int
    who: str                    # forget: the requesting user id; delete: the message's author
    at_ms: int | None
    via: str
    outcome: str

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"


def erasures(conn: sqlite3.Connection, channel_ids: list[int], *, limit: int = AUDIT_ROWS) -> list[Erasure]:
    """Moderator forgets (the audit table) and Discord deletes, newest first. Never content.

    Discord's delete event names no actor, so a delete shows whose message it was.
    """
    if not channel_ids:
        return []
    marks = placeholders(channel_ids)
    rows = conn.execute(
        "SELECT 'forget', channel_id, message_id, coalesce(CAST(requested_by AS TEXT), '?'), requested_at_ms, via,"
        f" outcome FROM forget_audit WHERE channel_id IN ({marks})"
        " UNION ALL SELECT 'delete', channel_id, message_id,"
        "  CASE WHEN author_name != '' THEN author_name ELSE coalesce(CAST(author_id AS TEXT), '?') END,"
        "  removed_at_ms, first_observed_via, 'deleted'"
        f" FROM messages WHERE channel_id IN ({marks}) AND state = 'deleted'"
        " ORDER BY 5 DESC LIMIT ?",
        (*channel_ids, *channel_ids, limit),
    ).fetchall()
    return [Erasure(*row) for row in rows]


def erasure_counts(conn: sqlite3.Connection, channel_ids: list[int]) -> tuple[int, int]:
    """(forget audit rows, deleted messages) in these channels."""
    if not channel_ids:
        return 0, 0
    marks = placeholders(channel_ids)
    row = conn.execute(f"SELECT (SELECT count(*) FROM forget_audit WHERE channel_id IN ({marks})),"
                       f" (SELECT count(*) FROM messages WHERE channel_id IN ({marks}) AND state = 'deleted')",
                       (*channel_ids, *channel_ids)).fetchone()
    return row[0], row[1]


# -- explain: the stored classification of one message ----------------------------------

@dataclass(frozen=True)
class StoredBlock:
    block_id: int
    kind: str
    event_type: str | None
    tier: str | None
    rule: str | None
    stage: str | None
    trade_key: str | None
    facts: dict | None
    processor: str
    dirty: bool
    sources: int


@dataclass(frozen=True)
class MessageClassification:
    channel_id: int
    message_id: int
    state: str                  # live | deleted | forgotten
    author_name: str
    created_at_ms: int
    removed_at_ms: int | None
    blocks: list[StoredBlock]   # empty for removed messages: nothing of theirs is shown


def stored_classification(conn: sqlite3.Connection, channel_id: int, message_id: int) -> MessageClassification | None:
    """How the digest classified a message: the blocks citing it, from their stored columns."""
    row = conn.execute("SELECT pk, state, author_name, created_at_ms, removed_at_ms FROM messages"
                       " WHERE channel_id = ? AND message_id = ?", (channel_id, message_id)).fetchone()
    if row is None:
        return None
    blocks: list[StoredBlock] = []
    if row[1] == "live":
        for b in conn.execute(
                "SELECT b.block_id, b.kind, b.event_type, b.tier, b.rule, b.stage, b.trade_key, b.facts, b.processor,"
                " b.dirty, (SELECT count(*) FROM block_sources x WHERE x.block_id = b.block_id)"
                " FROM block_sources s JOIN blocks b ON b.block_id = s.block_id WHERE s.msg_pk = ?"
                " ORDER BY b.score DESC, b.block_id", (row[0],)):
            try:
                facts = json.loads(b[7]) if b[7] else None
            except ValueError:
                facts = {"unparsed": str(b[7])[:200]}
            blocks.append(StoredBlock(b[0], b[1], b[2], b[3], b[4], b[5], b[6], facts, b[8], bool(b[9]), b[10]))
    return MessageClassification(channel_id, message_id, row[1], row[2], row[3], row[4], blocks)
