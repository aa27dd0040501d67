"""Feed assembly: prepared blocks + recent messages -> channel-awareness text.

`load_inputs` is the only part that touches SQL (one read snapshot); `render_awareness`
is a pure function of those inputs, a request and a clock. Serving never classifies the
day and never calls a model: blocks were prepared by the digest loop. Where they are
behind (dirty windows, messages not yet digested) the feed says `digest=stale` and shows
those messages raw; with no blocks at all it falls back to raw, `digest=unavailable`.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field

from memory import coverage, queries
from memory.queries import StoredMessage
from memory.timeutil import fmt_compact, fmt_duration, fmt_iso, fmt_minute

KIND_DIGEST = "raw_window+digest"
KIND_RAW = "raw_window"
NEWLINE_MARK = " ⏎ "
EXCERPT_JOINER = " … "   # how memory.classify joins non-adjacent excerpt pieces
# A rollup line lists its sources one by one up to this many, then as an id range.
HANDLES_LISTED = 4
TOMBSTONES_LISTED = 25
PENDING_SCAN = 500


# -- request and inputs ---------------------------------------------------------------

@dataclass(frozen=True)
class FeedBudget:
    raw_max_messages: int = 12
    raw_max_age_ms: int = 2 * 3_600_000
    raw_max_bytes: int = 6000
    digest_max_bytes: int = 9000
    feed_max_bytes: int = 30000


@dataclass(frozen=True)
class FeedRequest:
    channel_ids: tuple[int, ...]
    since_ms: int
    now_ms: int
    kind: str = KIND_DIGEST
    limit: int | None = None          # max raw messages, from the query string
    max_chars: int | None = None      # body budget, from the query string
    budget: FeedBudget = FeedBudget()
    deterministic_only: bool = True

    @property
    def window_start(self) -> int:
        return self.now_ms - self.since_ms


@dataclass(frozen=True)
class SourceRef:
    pk: int
    channel_id: int
    message_id: int
    created_at_ms: int
    author_name: str
    state: str

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"


@dataclass
class BlockRow:
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
    sources: list[SourceRef] = field(default_factory=list)


@dataclass
class FeedInputs:
    recent: list[StoredMessage]            # newest first, within the raw age limit
    window_messages: int                   # live messages in the since window
    window_removed: int                    # tombstones in the since window
    blocks: list[BlockRow]
    undigested: list[StoredMessage]        # live messages in the window no block cites yet
    undigested_total: int
    dirty_sources: dict[int, StoredMessage]  # current state of the sources of dirty blocks
    dirty_windows: int                     # queued windows older than the raw window
    gaps: list[coverage.Gap]
    coverage_from_ms: int | None
    span: tuple[int | None, int | None]    # oldest and newest message in the window


def load_inputs(conn: sqlite3.Connection, req: FeedRequest) -> FeedInputs:
    """Everything the renderer needs, read in one snapshot (Store.read)."""
    channels = list(req.channel_ids)
    start, now = req.window_start, req.now_ms
    raw_from = max(start, now - req.budget.raw_max_age_ms)
    raw_cap = req.limit if req.limit is not None else req.budget.raw_max_messages
    if req.kind == KIND_RAW:
        raw_from, raw_cap = start, (req.limit if req.limit is not None else 200)
    recent = queries.window(conn, channels, raw_from, now, limit=raw_cap, newest_first=True)
    marks = ",".join("?" * len(channels))
    counts = conn.execute(
        f"SELECT sum(state = 'live'), sum(state != 'live'), min(created_at_ms), max(created_at_ms)"
        f" FROM messages WHERE channel_id IN ({marks}) AND created_at_ms BETWEEN ? AND ?",
        (*channels, start, now),
    ).fetchone()
    blocks: list[BlockRow] = []
    undigested: list[StoredMessage] = []
    undigested_total = 0
    dirty_sources: dict[int, StoredMessage] = {}
    dirty_windows = 0
    if req.kind == KIND_DIGEST:
        blocks = _load_blocks(conn, channels, start, now)
        undigested_total = conn.execute(
            f"SELECT count(*) FROM messages m WHERE m.channel_id IN ({marks}) AND m.created_at_ms BETWEEN ? AND ?"
            " AND NOT EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)",
            (*channels, start, now),
        ).fetchone()[0]
        if undigested_total:
            pks = [row[0] for row in conn.execute(
                f"SELECT m.pk FROM messages m WHERE m.channel_id IN ({marks}) AND m.created_at_ms BETWEEN ? AND ?"
                " AND NOT EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)"
                " ORDER BY m.created_at_ms DESC LIMIT ?", (*channels, start, now, PENDING_SCAN))]
            undigested = sorted(queries.by_pks(conn, pks).values(), key=lambda m: m.created_at_ms)
        dirty_pks = sorted({s.pk for b in blocks if b.dirty for s in b.sources})
        dirty_sources = queries.by_pks(conn, dirty_pks)
        dirty_windows = conn.execute(
            f"SELECT count(*) FROM dirty_windows WHERE channel_id IN ({marks}) AND oldest_change_ms >= ?"
            " AND oldest_change_ms < ?", (*channels, start, raw_from),
        ).fetchone()[0]
    covered_from = conn.execute(
        f"SELECT min(from_ms) FROM coverage WHERE channel_id IN ({marks})", channels).fetchone()[0]
    return FeedInputs(
        recent=recent, window_messages=counts[0] or 0, window_removed=counts[1] or 0, blocks=blocks,
        undigested=undigested, undigested_total=undigested_total, dirty_sources=dirty_sources,
        dirty_windows=dirty_windows, gaps=coverage.gaps(conn, channels, start, now),
        coverage_from_ms=covered_from, span=(counts[2], counts[3]),
    )


_BLOCK_COLUMNS = ("b.block_id, b.channel_id, b.kind, b.event_type, b.group_key, b.authors, b.item_count, b.text,"
                  " b.sparse, b.score, b.window_from_ms, b.window_to_ms, b.generated_at_ms, b.dirty, b.processor,"
                  " b.model, b.prompt_version")


def _load_blocks(conn: sqlite3.Connection, channels: list[int], start: int, now: int) -> list[BlockRow]:
    """Blocks overlapping the window with their sources, in one joined query."""
    marks = ",".join("?" * len(channels))
    blocks: dict[int, BlockRow] = {}
    for row in conn.execute(
        f"SELECT {_BLOCK_COLUMNS}, m.pk, m.channel_id, m.message_id, m.created_at_ms, m.author_name, m.state"
        " FROM blocks b JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        f" WHERE b.channel_id IN ({marks}) AND b.window_to_ms >= ? AND b.window_from_ms <= ?",
        (*channels, start, now),
    ):
        block = blocks.get(row[0])
        if block is None:
            block = blocks[row[0]] = BlockRow(*row[:8], bool(row[8]), *row[9:13], bool(row[13]), *row[14:17])
        block.sources.append(SourceRef(*row[17:]))
    for block in blocks.values():
        block.sources.sort(key=lambda source: (source.created_at_ms, source.message_id))
    return sorted(blocks.values(), key=lambda b: (b.window_from_ms, b.block_id))


# -- rendering helpers ----------------------------------------------------------------

def fold_content(message: StoredMessage) -> str:
    """A message's text on one line, with attachments and embeds named."""
    text = (message.content or "").strip()
    if text:
        text = NEWLINE_MARK.join(line.strip() for line in text.splitlines() if line.strip())
    extras = []
    if message.attachments:
        extras.append("[attachments: " + ", ".join(a.get("filename", "file") for a in message.attachments) + "]")
    if message.embeds and not text:
        titles = [e.get("title") for e in message.embeds if e.get("title")]
        extras.append("[embed" + (": " + "; ".join(titles) if titles else "") + "]")
    if not text and not extras:
        return "[message with no text]"
    return " ".join(filter(None, [text, *extras]))


def raw_line(message: StoredMessage) -> str:
    """`[2026-05-21 16:23 source=<channel>/<id>] author: content` (tombstones: [message removed])."""
    body = "[message removed]" if message.removed else fold_content(message)
    edited = " edited" if message.edited_at_ms else ""
    return f"[{fmt_minute(message.created_at_ms)} source={message.handle}{edited}] {message.author_name}: {body}"


def header_line(prefix: str, fields: dict[str, object]) -> str:
    def value(v: object) -> str:
        text = "true" if v is True else "false" if v is False else str(v)
        return text.replace(" ", "_") or "-"
    return prefix + " " + " ".join(f"{key}={value(v)}" for key, v in fields.items())


def compress_handles(sources: list[SourceRef]) -> str:
    """Exact handles for a few sources; an id range (expandable by retrieval) for many."""
    if len(sources) <= HANDLES_LISTED:
        return ",".join(s.handle for s in sources)
    by_channel: dict[int, list[SourceRef]] = defaultdict(list)
    for source in sources:
        by_channel[source.channel_id].append(source)
    parts = []
    for channel_id, items in by_channel.items():
        ids = sorted(s.message_id for s in items)
        parts.append(f"{channel_id}/{ids[0]}..{ids[-1]}({len(ids)})" if len(ids) > 1 else f"{channel_id}/{ids[0]}")
    return ",".join(parts)


def _clock(ms: int) -> str:
    return fmt_minute(ms)[11:]


def _span(first_ms: int, last_ms: int, now_ms: int) -> str:
    same_day = fmt_minute(first_ms)[:10] == fmt_minute(now_ms)[:10] == fmt_minute(last_ms)[:10]
    left = _clock(first_ms) if same_day else fmt_minute(first_ms)
    if last_ms - first_ms < 60_000:
        return left
    right = _clock(last_ms) if same_day or fmt_minute(first_ms)[:10] == fmt_minute(last_ms)[:10] else fmt_minute(last_ms)
    return f"{left}–{right}"


@dataclass
class _Line:
    text: str
    sources: list[SourceRef]
    at_ms: int
    score: float = 0.0
    block_ids: tuple[int, ...] = ()

    @property
    def size(self) -> int:
        return len(self.text.encode("utf-8")) + 1


@dataclass
class FeedStats:
    retained: int
    returned: int
    omitted: int
    raw_bytes: int
    digest_bytes: int
    digest_blocks: int
    coverage_gaps: int
    status: str
    hard_events: int
    budget_exceeded: bool


@dataclass
class Feed:
    text: str
    header: dict[str, object]
    stats: FeedStats
    blocks: list[BlockRow]                 # the blocks rendered (for /digest JSON)
    cited: set[str]                        # every source handle named in the body


# -- the renderer ---------------------------------------------------------------------

def render_awareness(inputs: FeedInputs, req: FeedRequest, *, prefix: str = "[channel-awareness]",
                     extra_header: dict[str, object] | None = None) -> Feed:
    budget = req.budget
    body_cap = min(budget.feed_max_bytes, req.max_chars) if req.max_chars else budget.feed_max_bytes
    digest_mode = req.kind == KIND_DIGEST and bool(inputs.blocks)

    # 1. Raw recent window: newest first within count, age and bytes; printed oldest first.
    raw_cap_bytes = budget.raw_max_bytes if digest_mode else body_cap - 600
    if digest_mode:
        # Hard events are never dropped, so the raw window gets only the room they leave
        # under the response cap (estimated over all of them, raw or not).
        hard_reserve = sum(len(b.text.encode("utf-8")) + 110 for b in inputs.blocks
                           if b.kind in ("hard_event", "raw_excerpt") and not b.dirty)
        raw_cap_bytes = max(0, min(raw_cap_bytes, body_cap - 1500 - hard_reserve))
    raw: list[StoredMessage] = []
    raw_size = 0
    for message in inputs.recent:
        size = len(raw_line(message).encode("utf-8")) + 1
        if raw_size + size > raw_cap_bytes and (raw or digest_mode):
            break
        raw.append(message)
        raw_size += size
    raw_pks = {m.pk for m in raw}
    raw_from = min((m.created_at_ms for m in raw), default=req.now_ms)

    hard: list[_Line] = []
    removed: list[_Line] = []
    rollups: list[_Line] = []
    telemetry: list[_Line] = []
    pending: list[_Line] = []
    used_blocks: list[BlockRow] = []
    stale = False
    if digest_mode:
        stale = _digest_lines(inputs, req, raw_pks, hard, removed, rollups, telemetry, pending, used_blocks)

    gaps = inputs.gaps
    coverage_lines = [_Line(
        f"GAP {fmt_minute(g.from_ms)} .. {fmt_minute(g.to_ms) if g.to_ms else 'now'} channel={g.channel_id}"
        f" reason={g.reason}: messages from this time may be missing", [], g.from_ms) for g in gaps]
    if inputs.coverage_from_ms is not None and inputs.coverage_from_ms > req.window_start:
        coverage_lines.append(_Line(f"observed only since {fmt_minute(inputs.coverage_from_ms)}; nothing earlier"
                                    " in the window was retained", [], inputs.coverage_from_ms))

    # 2. Budget: hard events always; then removals and coverage; rollups by score;
    #    telemetry by count; pending (not yet digested) raw lines with what is left.
    digest_cap = (req.max_chars - raw_size) if req.max_chars else budget.digest_max_bytes
    digest_cap = max(0, min(digest_cap, body_cap - raw_size - 600))
    spent = sum(line.size for line in hard) + sum(line.size for line in removed) + sum(
        line.size for line in coverage_lines)
    kept_rollups, dropped_rollups = _fit(rollups, digest_cap - spent)
    spent += sum(line.size for line in kept_rollups)
    kept_telemetry, dropped_telemetry = _fit(telemetry, digest_cap - spent)
    spent += sum(line.size for line in kept_telemetry)
    kept_pending, dropped_pending = _fit(pending, max(digest_cap - spent, 0), by_score=False)
    budget_exceeded = spent > digest_cap

    # 3. Fallback without a digest: raw lines beyond the raw window are counted, not shown.
    shown_raw = len(raw)
    represented = {s.pk for line in (*hard, *removed, *kept_rollups, *kept_telemetry, *kept_pending)
                   for s in line.sources}
    window_total = inputs.window_messages + inputs.window_removed
    omitted_sources = {s.pk for line in (*dropped_rollups, *dropped_telemetry, *dropped_pending) for s in line.sources}
    omitted_sources -= represented | {m.pk for m in raw}
    if digest_mode:
        omitted = len(omitted_sources) + max(0, inputs.undigested_total - len(inputs.undigested))
    else:
        omitted = max(0, inputs.window_messages - sum(1 for m in raw if not m.removed))

    if not digest_mode:
        # Asked for a digest but none is prepared: raw fallback, unless raw already shows all.
        needs_digest = req.kind == KIND_DIGEST and window_total > shown_raw
        status = "unavailable" if needs_digest else "ok"
    elif stale or inputs.dirty_windows:
        status = "stale"
    else:
        status = "ok"
    if gaps and status == "ok":
        status = "coverage_gap"

    # 4. Text.
    sections: list[str] = []
    digest_text: list[str] = []
    if raw:
        sections.append("## Recent messages (verbatim, oldest first)")
        sections.extend(raw_line(m) for m in reversed(raw))
    if digest_mode:
        older = f"before {fmt_minute(raw_from)}" if raw else "in the window"
        if hard:
            digest_text.append(f"## Decisions and hard events {older} (verbatim excerpts, oldest first)")
            digest_text.extend(line.text for line in sorted(hard, key=lambda l: l.at_ms))
        if removed:
            digest_text.append("## Removed messages (content erased)")
            digest_text.extend(line.text for line in sorted(removed, key=lambda l: l.at_ms))
        if kept_rollups or dropped_rollups:
            digest_text.append("## Older discussion by topic (summaries; fetch sources for detail)")
            digest_text.extend(line.text for line in sorted(kept_rollups, key=lambda l: l.at_ms))
            if dropped_rollups:
                digest_text.append(_dropped_line("topic summaries", dropped_rollups))
        if kept_telemetry or dropped_telemetry:
            digest_text.append("## Runtime and status noise (counted, not repeated)")
            digest_text.extend(line.text for line in sorted(kept_telemetry, key=lambda l: l.at_ms))
            if dropped_telemetry:
                digest_text.append(_dropped_line("telemetry lines", dropped_telemetry))
        if kept_pending or dropped_pending or inputs.undigested_total > len(inputs.undigested):
            digest_text.append("## Not yet digested (verbatim)")
            digest_text.extend(line.text for line in sorted(kept_pending, key=lambda l: l.at_ms))
            missing = len(dropped_pending) + inputs.undigested_total - len(inputs.undigested)
            if missing:
                digest_text.append(f"… {missing} more messages not yet digested; fetch them with"
                                   " get_channel_messages")
    if coverage_lines or req.kind == KIND_DIGEST:
        digest_text.append("## Coverage")
        digest_text.extend(line.text for line in coverage_lines)
        if not coverage_lines:
            digest_text.append(f"complete: no recorded gaps in the last {fmt_duration(req.since_ms)}")
    if not digest_mode and omitted:
        sections.append(f"… {omitted} older messages in the window not shown"
                        + ("; digest not prepared yet" if req.kind == KIND_DIGEST else "")
                        + "; fetch them with get_channel_messages")
    digest_bytes = sum(len(line.encode("utf-8")) + 1 for line in digest_text)
    all_lines = (*hard, *removed, *kept_rollups, *kept_telemetry, *kept_pending)
    cited = {m.handle for m in raw} | {s.handle for line in all_lines for s in line.sources}
    span_from, span_to = inputs.span
    stats = FeedStats(
        retained=window_total, returned=shown_raw, omitted=omitted, raw_bytes=raw_size,
        digest_bytes=digest_bytes, digest_blocks=len(all_lines) if digest_mode else 0,
        coverage_gaps=len(gaps), status=status, hard_events=len(hard), budget_exceeded=budget_exceeded,
    )
    header: dict[str, object] = {
        "kind": KIND_DIGEST if digest_mode else KIND_RAW,
        "since": fmt_duration(req.since_ms),
        "channels": ",".join(str(c) for c in req.channel_ids),
        "messages": shown_raw,
        "available": inputs.window_messages,
        "omitted": omitted,
        "retained": f"{window_total}/since-{fmt_duration(req.since_ms)}",
        "digest": status,
        "raw_bytes": raw_size,
        "digest_bytes": digest_bytes,
        "digest_blocks": stats.digest_blocks,
        "coverage_gaps": len(gaps),
        "deterministic_only": req.deterministic_only,
        "range": f"{fmt_compact(span_from or req.window_start)}..{fmt_compact(span_to or req.now_ms)}",
        "hard_events": len(hard),
        "budget_exceeded": budget_exceeded,
    }
    if used_blocks:
        header["digest_generated_at"] = fmt_compact(max(b.generated_at_ms for b in used_blocks))
        header["digest_source_messages"] = len({s.pk for b in used_blocks for s in b.sources})
    header.update(extra_header or {})
    text = "\n".join([header_line(prefix, header), *sections, *digest_text]) + "\n"
    return Feed(text=text, header=header, stats=stats, blocks=used_blocks, cited=cited)


def _digest_lines(inputs: FeedInputs, req: FeedRequest, raw_pks: set[int], hard: list[_Line],
                  removed: list[_Line], rollups: list[_Line], telemetry: list[_Line], pending: list[_Line],
                  used: list[BlockRow]) -> bool:
    """Sort prepared blocks into lines per section. Returns True when something is stale."""
    stale = bool(inputs.undigested)
    merged: dict[tuple[str, str], list[BlockRow]] = defaultdict(list)
    per_message: dict[int, list[BlockRow]] = defaultdict(list)
    pending_pks: set[int] = set()
    for block in inputs.blocks:
        sources = [s for s in block.sources if req.window_start <= s.created_at_ms <= req.now_ms]
        if not sources or all(s.pk in raw_pks for s in sources):
            continue
        block.sources = sources
        if block.dirty:
            # Its text may be out of date (or scrubbed): show its sources as they are now.
            stale = True
            pending_pks.update(s.pk for s in sources if s.pk not in raw_pks)
            continue
        used.append(block)
        if block.kind in ("hard_event", "raw_excerpt"):
            per_message[sources[0].pk].append(block)
        elif block.kind == "tombstone":
            source = sources[0]
            removed.append(_Line(f"[{fmt_minute(source.created_at_ms)} source={source.handle}]"
                                 f" {source.author_name}: [message removed]", sources, source.created_at_ms,
                                 block.score, (block.block_id,)))
        else:
            merged[(block.kind, block.group_key or f"block:{block.block_id}")].append(block)

    for blocks in per_message.values():
        hard.append(_hard_line(blocks))
    for (kind, group_key), blocks in merged.items():
        line = _merged_line(kind, group_key, blocks, req.now_ms)
        (telemetry if kind == "telemetry_count" else rollups).append(line)

    for message in inputs.undigested:
        if message.pk not in raw_pks:
            pending_pks.add(message.pk)
    by_pk = {m.pk: m for m in inputs.undigested} | inputs.dirty_sources
    for pk in sorted(pending_pks, key=lambda p: by_pk[p].created_at_ms if p in by_pk else 0):
        message = by_pk.get(pk)
        if message is None or not (req.window_start <= message.created_at_ms <= req.now_ms):
            continue
        ref = SourceRef(message.pk, message.channel_id, message.message_id, message.created_at_ms,
                        message.author_name, message.state)
        target = removed if message.removed else pending
        target.append(_Line(raw_line(message), [ref], message.created_at_ms, 0.0))
    if len(removed) > TOMBSTONES_LISTED:
        extra = removed[TOMBSTONES_LISTED:]
        del removed[TOMBSTONES_LISTED:]
        refs = [s for line in extra for s in line.sources]
        removed.append(_Line(f"… and {len(extra)} more removed messages: {compress_handles(refs)}", refs,
                             extra[0].at_ms))
    return stale


def _hard_line(blocks: list[BlockRow]) -> _Line:
    """All events of one message on one line: types listed, excerpts de-duplicated."""
    source = blocks[0].sources[0]
    types: list[str] = []
    pieces: list[str] = []
    for block in blocks:
        label = block.event_type if block.kind == "hard_event" else "possible_decision"
        if label not in types:
            types.append(label)
        for piece in block.text.split(EXCERPT_JOINER):
            if piece and piece not in pieces:
                pieces.append(piece)
    return _Line(f"[{fmt_minute(source.created_at_ms)} source={source.handle} type={','.join(types)}]"
                 f" {source.author_name}: {EXCERPT_JOINER.join(pieces)}", [source], source.created_at_ms,
                 max(b.score for b in blocks), tuple(b.block_id for b in blocks))


def _merged_line(kind: str, group_key: str, blocks: list[BlockRow], now_ms: int) -> _Line:
    """Blocks of one topic (or one author's noise) across windows become one line."""
    sources = sorted({s.pk: s for b in blocks for s in b.sources}.values(), key=lambda s: s.created_at_ms)
    first, last = sources[0].created_at_ms, sources[-1].created_at_ms
    authors: dict[str, None] = {}
    for block in blocks:
        for author in filter(None, block.authors.split(",")):
            authors.setdefault(author, None)
    count = sum(b.item_count for b in blocks)
    handles = compress_handles(sources)
    score = sum(b.score for b in blocks)
    ids = tuple(b.block_id for b in blocks)
    if kind == "telemetry_count":
        _, author, noise_kind = (group_key.split(":", 2) + ["", ""])[:3]
        latest = blocks[-1].text.split("latest: ", 1)[-1]
        text = (f"[{_span(first, last, now_ms)} sources={handles}] {author}: {noise_kind} ×{count}"
                f" (latest: {latest})")
        return _Line(text, sources, first, score, ids)
    topic = group_key.split(":", 1)[-1]
    texts = []
    for block in sorted(blocks, key=lambda b: -b.score):
        for part in block.text.split(" | "):
            if part and part not in texts:
                texts.append(part)
    gist = " | ".join(texts[:3]) + (f" | +{len(texts) - 3} more" if len(texts) > 3 else "")
    label = "sequence" if kind == "sequence_rollup" else "topic"
    text = (f"[{_span(first, last, now_ms)} {label}={topic} n={count} by {','.join(authors) or '?'}"
            f" sources={handles}] {gist}")
    return _Line(text, sources, first, score, ids)


def _fit(lines: list[_Line], room: int, *, by_score: bool = True) -> tuple[list[_Line], list[_Line]]:
    """Keep the best lines that fit in room bytes; return (kept, dropped)."""
    order = sorted(lines, key=lambda l: -l.score) if by_score else list(lines)
    kept, dropped, used = [], [], 0
    for line in order:
        if used + line.size <= room:
            kept.append(line)
            used += line.size
        else:
            dropped.append(line)
    return kept, dropped


def _dropped_line(what: str, dropped: list[_Line]) -> str:
    refs = [s for line in dropped for s in line.sources]
    return f"… {len(dropped)} more {what} over the byte budget ({len(refs)} messages): {compress_handles(refs)}"


async def channel_awareness(store, req: FeedRequest) -> Feed:
    """Read and render: the whole hot path. Never classifies, never calls a model."""
    inputs = await store.read(load_inputs, req)
    return render_awareness(inputs, req)


def digest_json(feed: Feed, inputs: FeedInputs, req: FeedRequest, *, llm_calls_today: int = 0) -> dict:
    """The adapter API's /digest shape, from the same selection the feed rendered."""
    gaps = [{"channel_id": str(g.channel_id), "from": fmt_iso(g.from_ms), "to": fmt_iso(g.to_ms),
             "reason": g.reason} for g in inputs.gaps]
    blocks = [{
        "kind": b.kind, "event_type": b.event_type, "text": b.text, "source_channel": str(b.channel_id),
        "source_messages": [s.handle for s in b.sources],
        "source_window": {"from": fmt_iso(b.window_from_ms), "to": fmt_iso(b.window_to_ms)},
        "sparse": b.sparse, "score": b.score, "generated_at": fmt_iso(b.generated_at_ms),
        "stale": feed.stats.status == "stale", "dirty": b.dirty,
        "processor": {"name": b.processor, "model": b.model, "prompt_version": b.prompt_version},
    } for b in feed.blocks]
    blocks += [{"kind": "coverage_gap", "event_type": None, "text": f"not observed: {g['reason']}",
                "source_channel": g["channel_id"], "source_messages": [],
                "source_window": {"from": g["from"], "to": g["to"]}, "sparse": True, "score": 0.0,
                "generated_at": fmt_iso(req.now_ms), "stale": False, "dirty": False,
                "processor": {"name": "coverage"}} for g in gaps]
    digested = {s.pk for b in feed.blocks for s in b.sources}
    return {
        "status": feed.stats.status,
        "generated_at": fmt_iso(max((b.generated_at_ms for b in feed.blocks), default=req.now_ms)),
        "coverage": {
            "from": fmt_iso(req.window_start), "to": fmt_iso(req.now_ms),
            "source_messages": feed.stats.retained, "digest_messages": len(digested),
            "raw_recent_messages": feed.stats.returned, "gaps": gaps,
        },
        "blocks": blocks,
        "cost": {"deterministic_only": req.deterministic_only, "llm_calls_today": llm_calls_today},
    }
