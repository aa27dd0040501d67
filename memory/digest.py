"""The deterministic processor: a window's source messages -> derived blocks.

A window is one channel-hour. Rebuilding it is a pure function of its current
messages (`build_blocks`) plus one transaction that swaps the window's blocks and
clears its dirty mark (`rebuild_window`). The digest loop calls it; a request that
serves a feed never does.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from memory import queries
from memory.classify import Classification, classify, split_sentences
from memory.queries import StoredMessage
from memory.timeutil import HOUR_MS

log = logging.getLogger(__name__)

PROCESSOR = "deterministic"
# Consecutive messages by one author this close together are one logical report.
CHUNK_GAP_MS = 15_000
# A "maybe" message (possibly a decision, type unknown) up to this size is kept whole.
MAYBE_WHOLE_CHARS = 700
GIST_CHARS = 160
ROLLUP_GISTS = 3

# The feed's budget order uses these: higher is kept first among rollups.
SCORE_HARD = 100.0
SCORE_MAYBE = 60.0
SCORE_TOMBSTONE = 50.0


@dataclass
class BlockDraft:
    kind: str
    text: str
    sparse: bool
    score: float
    sources: list[StoredMessage]
    event_type: str | None = None
    group_key: str | None = None
    item_count: int = 1

    @property
    def window(self) -> tuple[int, int]:
        times = [m.created_at_ms for m in self.sources]
        return min(times), max(times)

    @property
    def authors(self) -> str:
        seen: dict[str, None] = {}
        for message in self.sources:
            seen.setdefault(message.author_name or "unknown", None)
        return ",".join(seen)


@dataclass
class _Report:
    """One logical report: consecutive chunks by one author, each chunk its own message."""
    chunks: list[tuple[StoredMessage, Classification]] = field(default_factory=list)

    @property
    def author(self) -> str:
        return self.chunks[0][0].author_name


@lru_cache(maxsize=8192)
def _classify(text: str, author_name: str, author_bot: bool) -> Classification:
    # classify is pure: a window rebuilt because one message changed re-classifies only
    # that message; the rest of the hour comes from here.
    return classify(text, author_name=author_name, author_bot=author_bot)


def fold(text: str) -> str:
    """One line: newlines and runs of blanks folded, so a block never spans lines."""
    return " ".join(text.split())


def message_text(message: StoredMessage) -> str:
    """Content plus what a reader needs of attachments and embeds."""
    parts = [message.content or ""]
    if message.embeds:
        parts.append(" ".join(filter(None, (f"{e.get('title') or ''} {e.get('description') or ''}".strip()
                                            for e in message.embeds))) or "[embed]")
    if message.attachments:
        parts.append("[attachments: " + ", ".join(a.get("filename", "file") for a in message.attachments) + "]")
    return "\n".join(part for part in parts if part)


def _signal_excerpt(text: str, classification: Classification, limit: int) -> str:
    """For a long 'maybe' message: its sentences that name a ticker or a number, verbatim."""
    picked: list[str] = []
    size = 0
    for start, end in split_sentences(text):
        sentence = text[start:end].strip()
        if not sentence:
            continue
        has_ticker = any(ticker in sentence for ticker in classification.tickers)
        has_number = any(ch.isdigit() for ch in sentence)
        if has_ticker and has_number:
            picked.append(sentence)
            size += len(sentence)
            if size >= limit:
                break
    return " … ".join(picked) if picked else text[:limit]


def _group_reports(classified: list[tuple[StoredMessage, Classification]]) -> list[_Report]:
    reports: list[_Report] = []
    for message, classification in classified:
        last = reports[-1] if reports else None
        # Noise never continues a report; anything else by the same author within seconds does.
        if (last is not None and classification.category != "noise"
                and last.chunks[-1][1].category != "noise"
                and (last.chunks[-1][0].author_id, last.author) == (message.author_id, message.author_name)
                and message.created_at_ms - last.chunks[-1][0].created_at_ms <= CHUNK_GAP_MS):
            last.chunks.append((message, classification))
        else:
            reports.append(_Report([(message, classification)]))
    return reports


def build_blocks(messages: list[StoredMessage]) -> list[BlockDraft]:
    """Every message of the window ends up in at least one block: represented or counted."""
    drafts: list[BlockDraft] = []
    live: list[tuple[StoredMessage, Classification]] = []
    for message in sorted(messages, key=lambda m: (m.created_at_ms, m.message_id)):
        if message.removed:
            drafts.append(BlockDraft("tombstone", "[message removed]", True, SCORE_TOMBSTONE, [message]))
        elif message.content is not None:
            text = message_text(message)
            live.append((message, _classify(text, message.author_name, message.author_bot)))

    topics: dict[str, list[_Report]] = defaultdict(list)
    telemetry: dict[tuple[str, str], list[StoredMessage]] = defaultdict(list)
    for report in _group_reports(live):
        summarised = False
        for message, classification in report.chunks:
            text = message_text(message)
            if classification.category == "hard":
                drafts.extend(_hard_event_blocks(message, text, classification))
            elif classification.category == "maybe":
                excerpt = text if len(text) <= MAYBE_WHOLE_CHARS else _signal_excerpt(
                    text, classification, MAYBE_WHOLE_CHARS)
                drafts.append(BlockDraft("raw_excerpt", fold(excerpt), False, SCORE_MAYBE, [message]))
            elif classification.category == "noise":
                telemetry[(message.author_name, classification.noise_kind or "status")].append(message)
            else:
                summarised = True
        if summarised or len(report.chunks) > 1 or sum(len(m.content or "") for m, _ in report.chunks) > 1500:
            # Chatter, and long or chunked reports (whose decisions were kept above), are
            # also summarised by topic so a reader knows what the discussion was about.
            topics[report.chunks[0][1].topic].append(report)

    for topic, reports in topics.items():
        drafts.append(_topic_rollup(topic, reports))
    for (author, noise_kind), items in telemetry.items():
        example = fold(items[-1].content or "")[:80]
        drafts.append(BlockDraft(
            "telemetry_count", f"{noise_kind} ×{len(items)}, latest: {example}", True, float(len(items)),
            items, group_key=f"telemetry:{author}:{noise_kind}", item_count=len(items)))
    return drafts


def _hard_event_blocks(message: StoredMessage, text: str, classification: Classification) -> list[BlockDraft]:
    # One block per distinct excerpt; a sentence carrying two events is kept once.
    by_excerpt: dict[str, str] = {}
    for event in classification.events:
        by_excerpt.setdefault(event.excerpt, event.event_type)
    return [BlockDraft("hard_event", fold(excerpt), False, SCORE_HARD, [message], event_type=event_type)
            for excerpt, event_type in by_excerpt.items()]


def _gist(report: _Report) -> str:
    gist = report.chunks[0][1].gist or fold(report.chunks[0][0].content or "")
    gist = fold(gist)
    if len(gist) > GIST_CHARS:
        gist = gist[:GIST_CHARS - 1].rstrip() + "…"
    prefix = f"{report.author}: " if report.author else ""
    suffix = f" ({len(report.chunks)}-part report)" if len(report.chunks) > 1 else ""
    return prefix + gist + suffix


def _topic_rollup(topic: str, reports: list[_Report]) -> BlockDraft:
    # Longer items first: they carry the substance; the rest are counted.
    ranked = sorted(reports, key=lambda r: -sum(len(m.content or "") for m, _ in r.chunks))
    gists = [_gist(report) for report in ranked[:ROLLUP_GISTS]]
    sources = [message for report in reports for message, _ in report.chunks]
    humans = sum(1 for m in sources if not m.author_bot)
    score = len(reports) + 0.5 * humans + (2.0 if topic != "general" else 0.0)
    return BlockDraft("topic_rollup", " | ".join(gists), True, score, sources,
                      group_key=f"topic:{topic}", item_count=len(reports))


# -- persistence ----------------------------------------------------------------------

def _fingerprint(conn: sqlite3.Connection, channel_id: int, bucket_ms: int) -> tuple:
    """What a window's blocks depend on: each message's current version and state."""
    return tuple(conn.execute(
        "SELECT pk, current_version, state FROM messages WHERE channel_id = ? AND created_at_ms BETWEEN ? AND ?"
        " ORDER BY pk", (channel_id, bucket_ms, bucket_ms + HOUR_MS - 1)).fetchall())


def prepare_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int) -> tuple[tuple, list[BlockDraft]]:
    """Read a window and build its blocks (a reader snapshot: no write lock held)."""
    messages = queries.window(conn, [channel_id], bucket_ms, bucket_ms + HOUR_MS - 1)
    return _fingerprint(conn, channel_id, bucket_ms), build_blocks(messages)


def swap_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, fingerprint: tuple,
                drafts: list[BlockDraft], *, now_ms: int) -> int | None:
    """Replace a window's blocks with drafts built from `fingerprint`, in a write
    transaction, and clear its dirty mark. If a message changed since the drafts were
    built, change nothing and return None: the window stays queued."""
    if _fingerprint(conn, channel_id, bucket_ms) != fingerprint:
        return None
    # LLM rollups of this window are dropped too: their sources changed, the rollup
    # worker re-derives them (a cache hit when the text it saw is unchanged).
    conn.execute("DELETE FROM blocks WHERE channel_id = ? AND bucket_ms = ?", (channel_id, bucket_ms))
    for draft in drafts:
        insert_block(conn, channel_id, bucket_ms, draft, now_ms=now_ms, processor=PROCESSOR)
    conn.execute("DELETE FROM dirty_windows WHERE channel_id = ? AND bucket_ms = ?", (channel_id, bucket_ms))
    return len(drafts)


def rebuild_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, *, now_ms: int) -> int:
    """Prepare and swap in one transaction (batch jobs and tests on a plain connection)."""
    fingerprint, drafts = prepare_window(conn, channel_id, bucket_ms)
    return swap_window(conn, channel_id, bucket_ms, fingerprint, drafts, now_ms=now_ms)


def insert_block(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, draft: BlockDraft, *,
                 now_ms: int, processor: str, model: str | None = None, prompt_version: str | None = None) -> int:
    window_from, window_to = draft.window
    cur = conn.execute(
        "INSERT INTO blocks (channel_id, bucket_ms, kind, event_type, group_key, authors, item_count, text,"
        " sparse, score, window_from_ms, window_to_ms, generated_at_ms, dirty, processor, model, prompt_version)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
        (channel_id, bucket_ms, draft.kind, draft.event_type, draft.group_key, draft.authors, draft.item_count,
         draft.text, int(draft.sparse), draft.score, window_from, window_to, now_ms, processor, model,
         prompt_version),
    )
    block_id = cur.lastrowid
    conn.executemany("INSERT OR IGNORE INTO block_sources (block_id, msg_pk) VALUES (?, ?)",
                     [(block_id, message.pk) for message in draft.sources])
    return block_id


@dataclass
class DigestRun:
    windows: int = 0
    blocks: int = 0
    raced: int = 0
    seconds: float = 0.0


def pending_windows(conn: sqlite3.Connection, limit: int = 100) -> list[tuple[int, int]]:
    rows = conn.execute("SELECT channel_id, bucket_ms FROM dirty_windows ORDER BY bucket_ms DESC LIMIT ?",
                        (limit,)).fetchall()
    return [(row[0], row[1]) for row in rows]


def mark_digested(conn: sqlite3.Connection, channel_ids: set[int], now_ms: int) -> None:
    conn.executemany(
        "INSERT INTO channel_state (channel_id, digest_at_ms) VALUES (?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET digest_at_ms = excluded.digest_at_ms",
        [(channel_id, now_ms) for channel_id in channel_ids],
    )


async def run_pending(store, *, now_ms: int | None = None, batch: int = 100) -> DigestRun:
    """Rebuild the dirty windows queued now (at most `batch`), newest first, one
    transaction per window. Bounded on purpose: under steady ingest windows keep
    turning dirty, and a caller (the loop) must get control back to do other work."""
    run = DigestRun()
    started = time.monotonic()
    windows = await store.read(pending_windows, batch)
    if windows:
        for channel_id, bucket_ms in windows:
            # Classification runs on the background reader: the writer is held only for
            # the swap, and feed requests keep their readers.
            fingerprint, drafts = await store.read_background(prepare_window, channel_id, bucket_ms)
            written = await store.write(swap_window, channel_id, bucket_ms, fingerprint, drafts,
                                        now_ms=now_ms if now_ms is not None else int(time.time() * 1000))
            if written is None:
                run.raced += 1   # changed meanwhile: still queued, rebuilt next pass
                continue
            run.blocks += written
            run.windows += 1
        await store.write(mark_digested, {channel_id for channel_id, _ in windows},
                          now_ms if now_ms is not None else int(time.time() * 1000))
    run.seconds = time.monotonic() - started
    if run.windows:
        log.info("digest windows rebuilt", extra={"windows": run.windows, "blocks": run.blocks,
                                                  "seconds": round(run.seconds, 3)})
    return run


async def run_all(store, *, now_ms: int | None = None) -> DigestRun:
    """Drain the queue completely: for batch jobs (replay then digest), not the live loop."""
    total = DigestRun()
    while (run := await run_pending(store, now_ms=now_ms)).windows or run.raced:
        total.windows += run.windows
        total.blocks += run.blocks
        total.seconds += run.seconds
    return total
