"""The channel-awareness feed: prepared blocks + recent messages -> text that fits.

Three stages, each returning values:

1. `load_inputs` reads one snapshot through bounded, named queries (memory.queries);
   the cost of a feed does not grow with the day.
2. `build_layout` turns the inputs into candidate lines with their sizes: recent
   messages per channel, trade lifecycles, hard events by tier, removals, coverage,
   rollups and noise counts. It does not know the budget, so one layout serves every
   `max_chars`/`limit` variant of a request (the sidecar caches it).
3. `fit` selects, in the order of the reservations no input can break -- header; the
   recent verbatim window (its own budget, a fair share per channel); hard events
   (certain verbatim, then possible as their sentences, newest first, the rest counted
   per type with handles); removals and coverage; rollups; noise counts -- and writes
   the text. Nothing is cut off the end afterwards: the feed is assembled to fit.

The body is byte-stable: nothing in it is relative to the clock, so two polls with no
new data give identical bytes, and the older digest comes first, the recent window last,
so a model's prompt cache can reuse the prefix. Serving never classifies and never
calls a model: blocks were prepared by the digest loop.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property
from operator import attrgetter
from typing import TypeVar

from memory import coverage, queries
from memory.caches import ChannelCache
from memory.classify.context import narrowed
from memory.classify.model import IN_REPORT, NEWS_TYPES
from memory.classify.reliability import MIDDLING, RARE, RELIABLE, WEAK, desk_rule, grade, own_rule
from memory.classify.tradefacts import side_written
from memory.queries import FeedBlock, SourceRef, StoredMessage
from memory.render.fields import constant_fields, without_idle_fields
from memory.render.text import (
    EXCERPT_JOINER,
    compress_handles,
    elide_clauses,
    header_line,
    list_handles,
    list_refs,
    raw_line,
    span,
)
from memory.timeutil import DAY_MS, fmt_compact, fmt_duration, fmt_minute

T = TypeVar("T")

KIND_DIGEST = "raw_window+digest"
KIND_RAW = "raw_window"
PREFIX = "[channel-awareness]"

# What one feed reads at most: the newest hard-event blocks, the best rollups, the
# largest noise groups, the newest removals and undigested messages. Beyond these the
# feed counts (in SQL) instead of reading.
HARD_LOAD_LIMIT = 400
ROLLUP_LOAD_LIMIT = 200
NOISE_LOAD_LIMIT = 60
REMOVED_LOAD_LIMIT = 40
PENDING_LOAD_LIMIT = 200
OVERFLOW_HANDLES_LIMIT = 200
RAW_KIND_DEFAULT_LIMIT = 200
# Lines of the removed/coverage sections shown one by one before they are counted.
REMOVED_LISTED = 10
GAPS_LISTED = 5
# Largest line of each tier: certain events are verbatim (a classifier excerpt is
# about one decision long; this only guards against a pathological one), possible ones
# are their decision sentences.
CERTAIN_LINE_MAX = 600
POSSIBLE_LINE_MAX = 260
# When possible decisions do not all fit as sentences, each is first shown elided to
# this many bytes of text (its handle and its most load-bearing clauses) before any is
# only counted. 150 kept more events with their facts than 110 or 90 on two channels
# (session 27, all desks): a shorter sentence more often lost a fact than made room.
POSSIBLE_COMPACT_MAX = 150
# A certain line longer than this (a fill bot's record with every child fill, a pasted
# confirmation) is shown with its middle elided, handle and head kept, before any decision
# is only counted; the newest get their whole lines back while room remains.
CERTAIN_COMPACT_MAX = 400
# When even that does not fit every decision (two busy channels in 20 KiB), certain lines
# are cut to their most load-bearing clauses before any decision is only counted.
CERTAIN_TIGHT_MAX = 220
# Header bytes reserved before the body is fitted; checked exactly afterwards.
HEADER_RESERVE = 760
# A fit selects again, at most REFITS times, when its feed went over its budget, or fell this
# far short of it while it left events out.
REFIT_MIN_SPARE = 120
REFITS = 3
TERMINAL_STAGES = ("filled", "cancelled", "rejected", "closed")
# Stage lines one trade shows before the middle ones are counted.
TRADE_STAGES_LISTED = 8
# The section, and overflow group, of possible events shown without a type (see _event_unit).
UNSURE = "unsure"
# What an untyped guess (a "maybe" the classifier kept fail-open) is called where a type goes.
GUESS = "possible_decision"
# Overflow listings a layout remembers (a fit measures the same dropped units several times).
OVERFLOW_MEMO_MAX = 256


def _counts(items) -> list[tuple[str, int]]:
    found: dict[str, int] = {}
    for item in items:
        found[item] = found.get(item, 0) + 1
    return list(found.items())


# -- request -----------------------------------------------------------------------------

@dataclass(frozen=True)
class FeedBudget:
    raw_max_messages: int = 12          # recent window of one channel: messages...
    raw_max_age_ms: int = 2 * 3_600_000  # ...no older than this (but see raw_min_messages)
    raw_max_bytes: int = 5500           # ...and bytes
    raw_min_messages: int = 8           # shown even when older than raw_max_age
    raw_line_max_bytes: int = 480       # a long recent message is clipped, with its handle
    digest_max_bytes: int = 10884       # everything older, for one channel (with the raw: 16 KiB)
    feed_max_bytes: int = 32000         # hard cap of any feed, whatever it asks (cllama cuts at 32 KiB)
    # Each further channel adds this share of a budget: little for the recent window
    # (every channel keeps its newest lines, fewer of them), more for decisions, whose
    # number grows with the channels. The second channel's share brings two channels to
    # 20 KiB; the third and further add more, up to the hard cap: a busy channel's day is
    # some 35-40 decisions whatever the feed's size, and the 2.7 KB four channels left
    # unspent under 32 KiB were 138 decisions not shown on 12 desks' weeks (1,243 -> 1,381
    # of 1,768, session 36). 1/2/3/4 channels: 16,384 / 20,480 / 26,472 / 32,000 bytes (capped).
    raw_channel_scale: float = 0.1
    digest_channel_scale: float = 0.3258
    digest_more_channels_scale: float = 0.5

    def raw_bytes_for(self, channels: int) -> int:
        return int(self.raw_max_bytes * (1 + self.raw_channel_scale * max(0, channels - 1)))

    def digest_bytes_for(self, channels: int) -> int:
        more = max(0, channels - 2)
        return int(self.digest_max_bytes * (1 + self.digest_channel_scale * min(1, max(0, channels - 1))
                                            + self.digest_more_channels_scale * more))

    def raw_count_for(self, channels: int) -> int:
        # The same share per further channel as its bytes: each channel's newest lines,
        # fewer of them, and the decisions of two busy channels keep their room.
        return round(self.raw_max_messages * (1 + self.raw_channel_scale * max(0, channels - 1)))


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
    # Channels the budget is for: the asked ones, not the threads they brought along
    # (a thread reads as its parent's; load_inputs sets this from the store).
    budget_channels: int | None = None

    @property
    def window_start(self) -> int:
        return self.now_ms - self.since_ms

    @property
    def channel_count(self) -> int:
        return self.budget_channels or len(self.channel_ids)

    @property
    def total_bytes(self) -> int:
        """The whole feed, header included, for this many channels and this ask."""
        budget, n = self.budget, self.channel_count
        total = budget.raw_bytes_for(n) + budget.digest_bytes_for(n)
        if self.kind == KIND_RAW:
            total = budget.feed_max_bytes
        return max(256, min(total, budget.feed_max_bytes, self.max_chars or budget.feed_max_bytes))

    @property
    def raw_bytes(self) -> int:
        if self.kind == KIND_RAW:
            return self.total_bytes - HEADER_RESERVE // 2
        return max(0, min(self.budget.raw_bytes_for(self.channel_count), int(self.total_bytes * 0.45)))

    @property
    def recent_candidates(self) -> int:
        """Recent messages read per channel: enough to reach the minimum past a run of
        noise (see _pick_recent), whatever the count asked."""
        return max(self.raw_count, 3 * self.budget.raw_min_messages if self.kind == KIND_DIGEST else 0)

    @property
    def raw_count(self) -> int:
        if self.kind == KIND_RAW:
            return self.limit if self.limit is not None else RAW_KIND_DEFAULT_LIMIT
        scaled = self.budget.raw_count_for(self.channel_count)
        return min(scaled, self.limit) if self.limit is not None else scaled


# -- inputs --------------------------------------------------------------------------------

@dataclass
class FeedInputs:
    recent: dict[int, list[StoredMessage]]   # per channel, newest first
    counts: queries.WindowCounts
    hard: list[FeedBlock] = field(default_factory=list)       # newest first, at most HARD_LOAD_LIMIT
    hard_tally: list[queries.HardTally] = field(default_factory=list)
    hard_older: list[tuple[int, int, str, str]] = field(default_factory=list)  # not loaded, newest first
    rollups: list[FeedBlock] = field(default_factory=list)
    noise: list[queries.NoiseTally] = field(default_factory=list)
    removed: list[SourceRef] = field(default_factory=list)
    pending_total: int = 0
    pending: list[StoredMessage] = field(default_factory=list)
    dirty_sources: dict[int, StoredMessage] = field(default_factory=dict)
    dirty_windows: int = 0
    gaps: list[coverage.Gap] = field(default_factory=list)
    observed_from_ms: int | None = None
    failure: str | None = None                 # the digest part could not be read
    noise_pks: set[int] = field(default_factory=set)   # recent candidates counted as noise
    # The asked channels (threads brought along by their parent left out): the budget is for
    # these, and the header names them and counts the threads, instead of spending ~20 bytes
    # per thread id.
    asked_channels: tuple[int, ...] = ()
    # Per channel, the units already laid out from its digest part (parts only, see UnitMemo).
    memos: dict[int, UnitMemo] = field(default_factory=dict)

    @property
    def budget_channels(self) -> int | None:
        return max(1, len(self.asked_channels)) if self.asked_channels else None


# (conn, request, channel) -> that channel's digest part / message part (feed.cache.ChannelDigestCache).
DigestPart = Callable[[sqlite3.Connection, "FeedRequest", int], "ChannelDigest"]
MessagePart = Callable[[sqlite3.Connection, "FeedRequest", int], "ChannelMessages"]


def load_inputs(conn: sqlite3.Connection, req: FeedRequest, *, digest_part: DigestPart | None = None,
                message_part: MessagePart | None = None) -> FeedInputs:
    """Everything the renderer needs, read in one snapshot (Store.read).

    `digest_part(conn, req, channel)` / `message_part(...)`: where each channel's digest
    part and message part come from (caches of `load_channel_digest` and
    `load_channel_messages`, see feed.cache.ChannelDigestCache); without them, one query
    per part over all the channels. Both give the same inputs."""
    channels = list(req.channel_ids)
    parents = queries.parents_of(conn, channels)
    asked = tuple(c for c in channels if parents.get(c) not in req.channel_ids)
    req = replace(req, budget_channels=max(1, len(asked)))
    start, now = req.window_start, req.now_ms
    messages = [message_part(conn, req, c) for c in channels] if message_part is not None else None
    if messages is None:
        recent = {c: queries.window(conn, [c], start, now, limit=req.recent_candidates, newest_first=True)
                  for c in channels}
        counts = queries.window_counts(conn, channels, start, now, undigested=req.kind == KIND_DIGEST)
    else:
        recent = {m.channel_id: m.recent[:req.recent_candidates] for m in messages}
        counts = _merged_counts([m.counts for m in messages])
    inputs = FeedInputs(recent=recent, counts=counts, asked_channels=asked,
                        gaps=coverage.gaps(conn, channels, start, now),
                        observed_from_ms=queries.observed_since(conn, channels))
    if req.kind != KIND_DIGEST:
        return inputs
    try:
        _load_digest(conn, req, inputs, digest_part, messages)
    except sqlite3.DatabaseError as exc:
        # A degraded feed beats no feed: the raw window is still served, digest=unavailable.
        inputs.failure = f"{type(exc).__name__}: {exc}"
        inputs.hard, inputs.rollups, inputs.noise, inputs.pending = [], [], [], []
    return inputs


def _hard_limit(total_bytes: int) -> int:
    # No line is under ~100 bytes, so a budget never shows more blocks than this.
    return min(HARD_LOAD_LIMIT, max(60, total_bytes // 100))


def _rollup_limit(total_bytes: int) -> int:
    return min(ROLLUP_LOAD_LIMIT, max(40, total_bytes // 250))


def _load_digest(conn: sqlite3.Connection, req: FeedRequest, inputs: FeedInputs,
                 digest_part: DigestPart | None = None, messages: list[ChannelMessages] | None = None) -> None:
    channels = list(req.channel_ids)
    start, now = req.window_start, req.now_ms
    # Sized by the full budget, not max_chars: one layout must serve every variant.
    full = replace(req, max_chars=None).total_bytes
    hard_limit = _hard_limit(full)
    if digest_part is None:
        inputs.hard = queries.feed_blocks(conn, channels, start, now, queries.HARD_KINDS, limit=hard_limit)
        inputs.hard_tally = queries.hard_tally(conn, channels, start, now)
        if len(inputs.hard) >= hard_limit:
            oldest = min(s.created_at_ms for b in inputs.hard for s in b.sources)
            inputs.hard_older = queries.hard_message_ids(conn, channels, start, now, before_ms=oldest,
                                                         limit=OVERFLOW_HANDLES_LIMIT)
        inputs.rollups = queries.feed_blocks(conn, channels, start, now, queries.ROLLUP_KINDS,
                                             limit=_rollup_limit(full), by_score=True)
        inputs.noise = queries.noise_tally(conn, channels, start, now, limit=NOISE_LOAD_LIMIT)
    else:
        _merge_digest(conn, req, inputs, [digest_part(conn, req, c) for c in channels], hard_limit,
                      _rollup_limit(full))
    if messages is None:
        inputs.removed, inputs.pending_total, inputs.pending = _removed_and_pending(
            conn, channels, start, now, inputs.counts)
    else:
        inputs.removed = _merged((m.removed for m in messages), queries.removed_order, REMOVED_LOAD_LIMIT)
        inputs.pending_total = sum(m.pending_total for m in messages)
        inputs.pending = sorted(_merged((m.pending for m in messages), queries.pending_order, PENDING_LOAD_LIMIT),
                                key=lambda m: (m.created_at_ms, m.message_id))
    dirty_pks = sorted({s.pk for b in (*inputs.hard, *inputs.rollups) if b.dirty for s in b.sources})
    inputs.dirty_sources = queries.by_pks(conn, dirty_pks)
    inputs.dirty_windows = queries.dirty_window_count(conn, channels, start, now)
    inputs.noise_pks = queries.noise_pks(conn, [m.pk for rows in inputs.recent.values() for m in rows])


# -- one channel's digest part, and merging parts ------------------------------------------
# The blocks, tallies and overflow handles of a channel change only when the digest loop
# writes that channel's blocks or an erasure lands, while its recent window moves with
# every message. A part is read once per channel (for the largest budget: the longest
# lists any feed of it can use) and merged per request into exactly what the queries
# over all the channels give: the same rows in the same (total) order.

@dataclass(frozen=True, eq=False)
class PartEdge:
    """What lets a part slide: its tallies over the window without its oldest slice
    [from_ms, until_ms), and that slice's uncounted rows. A window start moving within the
    slice then takes rows off, exactly, instead of counting the whole window again."""
    until_ms: int
    hard_tally: list[queries.HardTally]          # over [until_ms, to_ms]
    hard_rows: list[tuple[int, int, int, str, str]]   # the slice's, as queries.hard_messages
    noise: list[queries.NoiseTally]              # over [until_ms, to_ms], every group
    noise_rows: list[queries.NoiseRow]           # the slice's


class UnitMemo:
    """Units laid out from one channel's digest part, reused by the next layout of it.

    Under ingest a busy channel's layout is rebuilt about every second, while its blocks
    change only when the digest writes them. A part's blocks are the same objects from
    render to render (a slide replaces only the blocks it trims), so a unit is keyed by
    its blocks' identities (held here, so no id is reused) and by whatever else it was
    laid out from. It lives in its part and goes with it: an erasure drops the part, and
    this with it. Reader threads share it; a race only lays a unit out twice."""

    MAX_ENTRIES = 4 * HARD_LOAD_LIMIT

    def __init__(self) -> None:
        self._units: dict[tuple, tuple[tuple[FeedBlock, ...], object]] = {}

    def get(self, key: tuple, blocks: list[FeedBlock], build: Callable[..., T], args: tuple) -> T:
        ident = (*key, *map(id, blocks))
        found = self._units.get(ident)
        if found is not None and all(a is b for a, b in zip(found[0], blocks, strict=True)):
            return found[1]
        value = build(*args)
        if len(self._units) >= self.MAX_ENTRIES:
            self._units.clear()         # slides leave trimmed blocks' units behind: start over
        self._units[ident] = (tuple(blocks), value)
        return value


@dataclass(frozen=True, eq=False)
class ChannelDigest:
    channel_id: int
    from_ms: int                        # the window it was read for
    to_ms: int
    # Each list holds the first `limit` rows of its query for the largest budget (or all of
    # them): at least as many as any feed of a channel set reads.
    hard: list[FeedBlock]               # newest first, blocks with no source in the window kept
    hard_tally: list[queries.HardTally]
    hard_messages: list[tuple[int, int, int, str, str]]   # newest first (queries.hard_messages)
    messages_complete: bool             # fewer than PART_MESSAGES_LIMIT: all of them
    rollups: list[FeedBlock]            # best first, blocks with no source kept
    noise: list[queries.NoiseTally]
    # Sliding: rollups hold `rollup_limit` plus slack (or all: `rollups_complete`); no edge,
    # no slide.
    rollup_limit: int = 0
    rollups_complete: bool = True
    edge: PartEdge | None = None
    units: UnitMemo = field(default_factory=UnitMemo)   # shared with its slid copies

    @property
    def nbytes(self) -> int:
        """About what the part holds in memory (measured with tracemalloc: ~1 KB a block
        plus its text, ~250 B a source; its laid-out units about the text again), for the
        cache's byte bound."""
        blocks = [*self.hard, *self.rollups]
        edge = self.edge
        rows = (200 * (len(edge.hard_rows) + len(edge.hard_tally)) + 400 * len(edge.noise)
                + sum(300 + len(r.block_text) for r in edge.noise_rows)) if edge is not None else 0
        return (4096 + sum(1500 + 4 * len(b.text) + 250 * len(b.sources) for b in blocks) + rows
                + 150 * len(self.hard_messages) + 400 * len(self.noise) + 200 * len(self.hard_tally))

    def slid(self, from_ms: int, to_ms: int) -> ChannelDigest | None:
        """This part for the window [from_ms, to_ms], or None when it cannot say exactly.
        Valid while no digest write or erasure touched the channel since it was read (the
        caller's epochs): nothing then enters the window but what leaves at its old end."""
        edge = self.edge
        if edge is None or not self.from_ms <= from_ms <= edge.until_ms or to_ms < self.to_ms:
            return None
        if from_ms == self.from_ms:
            return replace(self, to_ms=to_ms)
        rollups = _slid_blocks(self.rollups, from_ms)
        if not self.rollups_complete and len(rollups) < self.rollup_limit:
            return None                 # the slack is used up: a block never read would rank
        messages = [row for row in self.hard_messages if row[0] >= from_ms]
        hard_tally, noise = _edge_tallies(edge, self.channel_id, from_ms)
        return replace(self, from_ms=from_ms, to_ms=to_ms, hard=_slid_blocks(self.hard, from_ms),
                       hard_tally=hard_tally, hard_messages=messages,
                       messages_complete=self.messages_complete or len(messages) < len(self.hard_messages),
                       rollups=rollups, rollups_complete=self.rollups_complete or len(rollups) < len(self.rollups),
                       noise=noise)


def _slid_blocks(blocks: list[FeedBlock], from_ms: int) -> list[FeedBlock]:
    """`feed_blocks`' rows for a later window start: blocks that ended before it go, the
    others keep their sources inside it (the order is unchanged)."""
    kept = []
    for block in blocks:
        if block.window_to_ms < from_ms:
            continue
        if block.sources and block.sources[0].created_at_ms < from_ms:
            block = replace(block, sources=[s for s in block.sources if s.created_at_ms >= from_ms])
        kept.append(block)
    return kept


def _edge_tallies(edge: PartEdge, channel_id: int,
                  from_ms: int) -> tuple[list[queries.HardTally], list[queries.NoiseTally]]:
    """`hard_tally` and `noise_tally` over [from_ms, to_ms]: the counts past the slice plus
    the slice's rows from `from_ms` on."""
    hard = {(t.event_type, t.tier): [t.messages, t.newest_ms] for t in edge.hard_tally}
    for created, _, _, event_type, tier in edge.hard_rows:
        if created >= from_ms:
            found = hard.setdefault((event_type, tier), [0, created])
            found[0] += 1
            found[1] = max(found[1], created)
    # group -> [messages, first_ms, last_ms, first_id, last_id, newest block, its text]
    noise = {t.group_key: [t.messages, t.first_ms, t.last_ms, t.first_id, t.last_id, t.newest_block_id,
                           t.latest_text] for t in edge.noise}
    counted: set[tuple[str | None, int]] = set()
    for row in edge.noise_rows:
        if row.created_at_ms < from_ms:
            continue
        found = noise.setdefault(row.group_key, [0, row.created_at_ms, row.created_at_ms, row.message_id,
                                                 row.message_id, -1, ""])
        if (row.group_key, row.msg_pk) not in counted:
            counted.add((row.group_key, row.msg_pk))
            found[0] += 1
            found[1], found[3] = min(found[1], row.created_at_ms), min(found[3], row.message_id)
            found[2], found[4] = max(found[2], row.created_at_ms), max(found[4], row.message_id)
        if row.block_id > found[5]:
            found[5:7] = [row.block_id, row.block_text]
    tallies = [queries.NoiseTally(channel_id, key, *values[:5], values[6], values[5]) for key, values in noise.items()]
    return ([queries.HardTally(kind, tier, n, newest) for (kind, tier), (n, newest) in sorted(hard.items())],
            sorted(tallies, key=queries.noise_order)[:NOISE_LOAD_LIMIT])


# Per channel, hard-event messages read for overflow handles: those a feed shows plus the
# handles of an overflow line, with room to spare; a set needing more queries it instead.
PART_MESSAGES_LIMIT = HARD_LOAD_LIMIT + 2 * OVERFLOW_HANDLES_LIMIT
# A part slides in memory while its window start moves by up to this (`ChannelDigest.slid`);
# past it, or when the rows of that oldest slice run over PART_EDGE_ROWS_LIMIT, it is read again.
PART_SLIDE_MS = 5 * 60_000
PART_EDGE_ROWS_LIMIT = 5_000
# Rollups are kept best first, and a slide takes them off anywhere in that order: a part
# reads this many more than any feed uses, so that slides rarely use them up.
PART_ROLLUP_SLACK = 48
# Noise groups past the slice are all read (a tally's order changes as counts drop).
PART_NOISE_GROUPS_LIMIT = 2_000


def load_channel_digest(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int,
                        budget: FeedBudget) -> ChannelDigest:
    """One channel's digest part, for every budget up to `budget.feed_max_bytes`."""
    channels = [channel_id]
    hard_limit, rollup_limit = _hard_limit(budget.feed_max_bytes), _rollup_limit(budget.feed_max_bytes)
    hard = queries.feed_blocks(conn, channels, from_ms, to_ms, queries.HARD_KINDS, limit=hard_limit,
                               keep_unsourced=True)
    rollups = queries.feed_blocks(conn, channels, from_ms, to_ms, queries.ROLLUP_KINDS,
                                  limit=rollup_limit + PART_ROLLUP_SLACK, by_score=True, keep_unsourced=True)
    messages = queries.hard_messages(conn, channels, from_ms, to_ms, before_ms=to_ms + 1, limit=PART_MESSAGES_LIMIT)
    until = min(from_ms + PART_SLIDE_MS, to_ms + 1)
    edge = PartEdge(until, queries.hard_tally(conn, channels, until, to_ms),
                    queries.hard_messages(conn, channels, from_ms, until - 1, before_ms=until,
                                          limit=PART_EDGE_ROWS_LIMIT, short_window=True),
                    queries.noise_tally(conn, channels, until, to_ms, limit=PART_NOISE_GROUPS_LIMIT),
                    queries.noise_rows(conn, channel_id, from_ms, until - 1, limit=PART_EDGE_ROWS_LIMIT))
    if max(len(edge.hard_rows), len(edge.noise_rows)) >= PART_EDGE_ROWS_LIMIT \
            or len(edge.noise) >= PART_NOISE_GROUPS_LIMIT:
        hard_tally = queries.hard_tally(conn, channels, from_ms, to_ms)     # too many to slide: plain
        noise = queries.noise_tally(conn, channels, from_ms, to_ms, limit=NOISE_LOAD_LIMIT)
        edge = None
    else:
        hard_tally, noise = _edge_tallies(edge, channel_id, from_ms)
    return ChannelDigest(channel_id, from_ms, to_ms, hard, hard_tally, messages,
                         len(messages) < PART_MESSAGES_LIMIT, rollups, noise, rollup_limit,
                         len(rollups) < rollup_limit + PART_ROLLUP_SLACK, edge)


@dataclass(frozen=True, eq=False)
class ChannelMessages:
    """One channel's message part: what moves with every message (its recent window, the
    window's counts, the undigested and removed messages), read for the largest request."""
    channel_id: int
    from_ms: int
    to_ms: int
    recent: list[StoredMessage]         # newest first, `recent_limit` of them
    recent_limit: int
    counts: queries.WindowCounts
    pending_total: int
    pending: list[StoredMessage]        # newest first (queries.pending_order)
    removed: list[SourceRef]            # newest first
    last_pk: int = 0                    # the highest message row stored when it was read
    digest: bool = True                 # read for a digest feed (pending and removed read too)

    def advanced(self, conn: sqlite3.Connection, from_ms: int, to_ms: int) -> ChannelMessages | None:
        """This part for the window [from_ms, to_ms] when, since it was read, the channel
        only gained messages (the caller knows: no erasure, digest write or change in
        place moved the channel's epochs): it reads only the new rows. The same part a
        fresh read gives; None when it cannot be had so (a row leaves the window, the
        clock went back, a new row is no live message): read it afresh."""
        counts = self.counts
        if to_ms < self.to_ms or from_ms < self.from_ms or (counts.oldest_ms is not None
                                                            and counts.oldest_ms < from_ms):
            return None
        last_pk = queries.newest_pk(conn)
        rows = [(m, undigested) for m, undigested in queries.stored_since(conn, self.channel_id, self.last_pk,
                                                                          self.to_ms, to_ms)
                if m.created_at_ms >= from_ms]
        if any(m.state != "live" for m, _ in rows):
            return None
        if not rows:
            return replace(self, from_ms=from_ms, to_ms=to_ms, last_pk=last_pk)
        new = [m for m, _ in rows]
        waiting = [m for m, undigested in rows if undigested] if self.digest else []
        times = [m.created_at_ms for m in new]
        counts = queries.WindowCounts(
            counts.live + len(new), counts.removed,
            min(times) if counts.oldest_ms is None else min(counts.oldest_ms, *times),
            max(times) if counts.newest_ms is None else max(counts.newest_ms, *times),
            counts.undigested + len(waiting))
        recent = sorted([*self.recent, *new], key=_recent_order)[:self.recent_limit]
        pending = sorted([*self.pending, *waiting], key=queries.pending_order)[:PENDING_LOAD_LIMIT]
        return replace(self, from_ms=from_ms, to_ms=to_ms, recent=recent, counts=counts,
                       pending_total=self.pending_total + len(waiting), pending=pending, last_pk=last_pk)

    @property
    def nbytes(self) -> int:
        """About what the part holds (~1 KB a message plus its text)."""
        return 2048 + sum(1000 + 2 * len(m.content or "") for m in (*self.recent, *self.pending)) \
            + 300 * len(self.removed)


def load_channel_messages(conn: sqlite3.Connection, channel_id: int, from_ms: int, to_ms: int,
                          recent_limit: int, *, digest: bool = True) -> ChannelMessages:
    """One channel's message part; `digest` False (a raw_window feed): no pending/removed."""
    channels = [channel_id]
    last_pk = queries.newest_pk(conn)
    recent = queries.window(conn, channels, from_ms, to_ms, limit=recent_limit, newest_first=True)
    counts = queries.window_counts(conn, channels, from_ms, to_ms, undigested=digest)
    total, pending, removed = 0, [], []
    if digest:
        removed, total, pending = _removed_and_pending(conn, channels, from_ms, to_ms, counts)
        pending = sorted(pending, key=queries.pending_order)
    return ChannelMessages(channel_id, from_ms, to_ms, recent, recent_limit, counts, total, pending, removed,
                           last_pk, digest)


def _recent_order(message: StoredMessage) -> tuple[int, int]:
    """`queries.window`'s order for the newest first (newest time first, then lower id)."""
    return (-message.created_at_ms, message.message_id)


def _removed_and_pending(conn: sqlite3.Connection, channels: list[int], from_ms: int, to_ms: int,
                         counts: queries.WindowCounts) -> tuple[list[SourceRef], int, list[StoredMessage]]:
    """The window's removed messages, and how many live ones are undigested with the newest
    of them, each read only when `counts` (the same snapshot's) says there are some."""
    removed = (queries.removed_in_window(conn, channels, from_ms, to_ms, limit=REMOVED_LOAD_LIMIT)
               if counts.removed else [])
    total, pending = (queries.undigested(conn, channels, from_ms, to_ms, limit=PENDING_LOAD_LIMIT,
                                         total=counts.undigested) if counts.undigested else (0, []))
    return removed, total, pending


def _merged_counts(counts: list[queries.WindowCounts]) -> queries.WindowCounts:
    oldest = [c.oldest_ms for c in counts if c.oldest_ms is not None]
    newest = [c.newest_ms for c in counts if c.newest_ms is not None]
    return queries.WindowCounts(sum(c.live for c in counts), sum(c.removed for c in counts),
                                min(oldest) if oldest else None, max(newest) if newest else None,
                                sum(c.undigested for c in counts))


def _merged(lists, key, limit: int) -> list:
    return sorted((item for items in lists for item in items), key=key)[:limit]


def _merge_digest(conn: sqlite3.Connection, req: FeedRequest, inputs: FeedInputs, parts: list[ChannelDigest],
                  hard_limit: int, rollup_limit: int) -> None:
    """The inputs' digest part from per-channel parts: what `_load_digest`'s queries over
    all the channels return (each part holds at least `limit` of its rows, or all)."""
    inputs.hard = [b for b in _merged((p.hard for p in parts), queries.block_order(), hard_limit) if b.sources]
    inputs.memos = {p.channel_id: p.units for p in parts}
    tally: dict[tuple[str, str], list[int]] = {}
    for part in parts:
        for t in part.hard_tally:      # a block's sources are of its own channel: counts add up
            found = tally.setdefault((t.event_type, t.tier), [0, t.newest_ms])
            found[0] += t.messages
            found[1] = max(found[1], t.newest_ms)
    inputs.hard_tally = [queries.HardTally(kind, tier, n, newest)
                         for (kind, tier), (n, newest) in sorted(tally.items())]
    if len(inputs.hard) >= hard_limit:
        oldest = min(s.created_at_ms for b in inputs.hard for s in b.sources)
        older = [[row for row in p.hard_messages if row[0] < oldest] for p in parts]
        if all(p.messages_complete or len(rows) >= OVERFLOW_HANDLES_LIMIT
               for p, rows in zip(parts, older, strict=True)):
            rows = _merged(older, queries.hard_message_order, OVERFLOW_HANDLES_LIMIT)
        else:                           # a channel read too few: ask the store
            rows = queries.hard_messages(conn, list(req.channel_ids), req.window_start, req.now_ms,
                                         before_ms=oldest, limit=OVERFLOW_HANDLES_LIMIT)
        inputs.hard_older = [row[1:] for row in rows]
    inputs.rollups = [b for b in _merged((p.rollups for p in parts), queries.block_order(by_score=True),
                                         rollup_limit) if b.sources]
    inputs.noise = _merged((p.noise for p in parts), queries.noise_order, NOISE_LOAD_LIMIT)


# -- layout: candidate lines, budget-free -----------------------------------------------------

@dataclass(eq=False)      # compared by identity: selection tests membership a lot
class Unit:
    """Lines that are kept or dropped together (a hard event, a trade, a rollup...)."""
    section: str
    lines: list[str]
    at_ms: int                     # for ordering: oldest first in the text, newest first to keep
    sources: list[SourceRef]
    tier: str = ""                 # hard units: certain | possible | pending
    types: tuple[str, ...] = ()
    hard: int = 0                  # hard-event messages this unit shows
    certain: int = 0
    score: float = 0.0
    blocks: list[FeedBlock] = field(default_factory=list)
    count: int = 1                 # messages it stands for (a noise group counts many)
    compact: list[str] | None = None   # a shorter form, tried before the unit is only counted
    tight: list[str] | None = None     # a shorter one still (certain units), tried next

    # Measured once: a layout's units are never changed after it is built, and one layout
    # is fitted to many budgets, each fit measuring every unit many times.
    @cached_property
    def size(self) -> int:
        return _size(self.lines)

    @cached_property
    def refs_newest_first(self) -> tuple[tuple[str, str, int], ...]:
        """Its sources as overflow lines list them: (handle, channel, message id), newest first."""
        return tuple((s.handle, str(s.channel_id), s.message_id) for s in reversed(self.sources))

    @cached_property
    def source_pks(self) -> frozenset[int]:
        """Its stored sources' keys (a noise count's refs have none)."""
        return frozenset(s.pk for s in self.sources if s.pk)

    @cached_property
    def source_handles(self) -> frozenset[str]:
        return frozenset(s.handle for s in self.sources)

    @cached_property
    def block_source_pks(self) -> frozenset[int]:
        return frozenset(s.pk for b in self.blocks for s in b.sources)

    @cached_property
    def refs_by_handle(self) -> dict[str, tuple[str, str, int]]:
        return _by_handle(self.refs_newest_first)

    @cached_property
    def overflow_group(self) -> tuple[str, str]:
        """(tier, type) of the overflow line that counts it when it is not shown."""
        if self.section == UNSURE:
            return UNSURE, UNSURE
        return self.tier or "possible", (self.types or (GUESS,))[0]

    @cached_property
    def give_way(self) -> float:
        return _give_way(self.types, self.blocks)

    @cached_property
    def seldom(self) -> bool:
        """A possible event of a rule rarely right (`_fit_rare`): it takes only leftover room."""
        return self.tier != "certain" and self.give_way >= RARE

    @cached_property
    def compact_size(self) -> int:
        return _size(self.compact) if self.compact else self.size

    @cached_property
    def tight_size(self) -> int:
        return _size(self.tight) if self.tight else self.compact_size


# How much later an event read in a report (a message longer than a line) gives way than
# one its rule found in a line. Measured on the possible events of the tuned desks (38, one
# channel-day): a rule's events are decisions less often in reports (reliable 92% in lines,
# 79% in reports; middling 87% / 58%; weak 49% / 23%), so a report's event of a reliable
# rule ranks with a line's of a middling one, and so on down; never as low as a rare rule.
# Swept on the tuned desks' two-channel feeds: 0.5 / 1.0 / 1.5 / 2.0 / 3.0 showed +18 / +29
# / +36 / +25 / +7 events, 1.5 the most (session 36; one channel moves little: room runs
# out there seldom among possible events).
REPORT_GIVE_WAY = 1.5


def _give_way(types: tuple[str, ...], blocks: list[FeedBlock]) -> float:
    """When a possible event is counted instead of shown (highest first): events of rules
    rarely right, untyped guesses, then by how often its rule's events were real decisions
    when measured (`memory.classify.reliability`: weak, middling, reliable) and whether it
    was read in a line or in a report (`REPORT_GIVE_WAY`), graded by its best event; newest
    first within each, the order units come in."""
    if types in ((), (GUESS,)):
        # (a kind of maybe measured rarely a decision, a bot's long post no rule read, is rarer)
        return RARE if blocks and all(_grade(block) == RARE for block in blocks) else WEAK + 1
    return min((_block_give_way(block) for block in blocks), default=MIDDLING)


def _block_give_way(block: FeedBlock) -> float:
    graded = _grade(block)
    if graded >= RARE or not block.facts_json or IN_REPORT not in block.facts:
        return graded
    return min(graded + REPORT_GIVE_WAY, RARE - 0.5)


def _grade(block: FeedBlock) -> int:
    """How reliable a block's rule is, measured on authors of its kind."""
    return grade(block.rule, block.sources[0].author_bot if block.sources else None)


@dataclass(eq=False)
class Recent:
    message: StoredMessage
    line: str
    clipped: bool

    @property
    def size(self) -> int:
        return len(self.line.encode("utf-8")) + 1


@dataclass
class Layout:
    req: FeedRequest
    recent: dict[int, list[Recent]]
    hard: list[Unit]               # trades and single events, newest first
    pending: list[Unit]
    removed: list[Unit]
    removed_total: int
    coverage: list[str]
    rollups: list[Unit]
    noise: list[Unit]
    hard_total: int
    certain_total: int
    # Hard events not read, by (tier, type): their (handle, channel, message id) in order,
    # split and grouped once here because every fit lists them again.
    not_loaded: dict[tuple[str, str], list[tuple[str, str, int]]]
    inputs: FeedInputs
    status: str
    window_total: int
    # Built once and handed on by `replace` (every fit's layout copy shares its memo).
    overflow: OverflowIndex | None = None

    def __post_init__(self) -> None:
        if self.overflow is None:
            self.overflow = OverflowIndex(self.not_loaded)

    @property
    def nbytes(self) -> int:
        """About what the layout holds in memory (the feed cache bounds itself by this)."""
        text = sum(r.size for rows in self.recent.values() for r in rows)
        units = sum(u.size + 64 * len(u.sources) for group in (self.hard, self.pending, self.removed,
                                                                self.rollups, self.noise) for u in group)
        return 2048 + 2 * text + 2 * units

    @property
    def not_loaded_total(self) -> int:
        return sum(len(refs) for refs in self.not_loaded.values())

    def fits_limit(self, limit: int | None) -> bool:
        """Whether this layout read enough recent messages to serve `limit`."""
        loaded = max((len(rows) for rows in self.recent.values()), default=0)
        wanted = self.req.raw_count if limit is None else limit
        return wanted <= loaded or all(len(rows) < self.req.recent_candidates for rows in self.recent.values())


# A recent message's raw line, by everything the line is made of: every poll between two
# messages formats the same recent window again. Holds message text, so an erasure empties
# its channel's entries (memory.caches) before it is acknowledged.
RECENT_LINES = ChannelCache(max_entries=4096)


def _recent_line(message: StoredMessage, max_bytes: int) -> tuple[str, bool]:
    # (by handle, not pk: a pk is one store's; the line names the handle and the minute)
    key = (message.channel_id, message.message_id, message.created_at_ms, message.state, message.edited_at_ms,
           message.content_hash, message.compacted, message.author_name, max_bytes)
    found = RECENT_LINES.get(key, message.channel_id)
    if found is None:
        found = raw_line(message, max_bytes=max_bytes)
        RECENT_LINES.put(key, found, message.channel_id)
    return found


def build_layout(inputs: FeedInputs, req: FeedRequest) -> Layout:
    if inputs.budget_channels and req.budget_channels != inputs.budget_channels:
        req = replace(req, budget_channels=inputs.budget_channels)
    budget = req.budget
    recent: dict[int, list[Recent]] = {}
    for channel_id, messages in inputs.recent.items():
        rows = []
        for message in messages:
            line, clipped = _recent_line(message, budget.raw_line_max_bytes)
            rows.append(Recent(message, line, clipped))
        recent[channel_id] = rows
    digest_mode = req.kind == KIND_DIGEST
    has_blocks = bool(inputs.hard or inputs.rollups or inputs.noise)
    hard, certain_total, hard_total = [], 0, 0
    not_loaded: dict[tuple[str, str], list[tuple[str, str, int]]] = {}
    pending: list[Unit] = []
    if digest_mode and inputs.failure is None:
        hard = _hard_units(inputs)
        pending = _pending_units(inputs, req)
        tally = {(t.event_type, t.tier): t.messages for t in inputs.hard_tally}
        hard_total = max(sum(tally.values()), sum(u.hard for u in hard))
        certain_total = max(sum(n for (_, tier), n in tally.items() if tier == "certain"),
                            sum(u.certain for u in hard))
        for c, m, t, tier in inputs.hard_older:
            # An untyped guess not read is counted as what it would have been shown as.
            group = (UNSURE, UNSURE) if t == GUESS else (tier, t)
            not_loaded.setdefault(group, []).append((f"{c}/{m}", str(c), m))
    removed = [Unit("removed", [f"[{fmt_minute(s.created_at_ms)} source={s.handle}] {s.author_name}:"
                                f" [message removed]"],
                    s.created_at_ms, [s]) for s in inputs.removed] if digest_mode else []
    status = _status(inputs, req, has_blocks)
    return Layout(
        req=req, recent=recent, hard=hard, pending=pending, removed=removed,
        removed_total=inputs.counts.removed, coverage=_coverage_lines(inputs, req),
        rollups=_rollup_units(inputs) if digest_mode else [],
        noise=_noise_units(inputs) if digest_mode else [],
        hard_total=hard_total, certain_total=certain_total, not_loaded=not_loaded, inputs=inputs,
        status=status, window_total=inputs.counts.live + inputs.counts.removed,
    )


def _status(inputs: FeedInputs, req: FeedRequest, has_blocks: bool) -> str:
    if req.kind != KIND_DIGEST:
        status = "ok"
    elif inputs.failure is not None:
        status = "unavailable"
    elif not has_blocks:
        # Nothing prepared: fine while the recent window shows the whole window.
        shown = sum(len(rows) for rows in inputs.recent.values())
        status = "unavailable" if inputs.counts.live + inputs.counts.removed > shown else "ok"
    elif inputs.pending_total or inputs.dirty_windows or inputs.dirty_sources:
        status = "stale"
    else:
        status = "ok"
    if inputs.gaps and status == "ok":
        status = "coverage_gap"
    return status


def _tier(block: FeedBlock) -> str:
    if block.tier in ("certain", "possible"):
        return block.tier
    return "certain" if block.kind == "hard_event" else "possible"


def _event_label(block: FeedBlock) -> str:
    return block.event_type or GUESS


def _said(blocks: list[FeedBlock]) -> tuple[str, ...]:
    """What the classifier read from a message's events, as written: the facts its shortened
    forms keep longest (`elide_clauses`)."""
    said: list[str] = []
    for block in blocks:
        facts = block.facts
        said += [str(facts[key]) for key in _SAID_FACTS if facts.get(key)]
        said += [str(ident) for ident in facts.get("ids", ())]
        if facts.get("side") and (word := side_written(block.text)):
            said.append(word)
    return tuple(dict.fromkeys(said))


_SAID_FACTS = ("size", "price", "stop", "target")


def _excerpt(blocks: list[FeedBlock], tier: str, said: tuple[str, ...]) -> str:
    per_block = [[piece for piece in block.text.split(EXCERPT_JOINER) if piece] for block in blocks]
    pieces = list(dict.fromkeys(piece for block_pieces in per_block for piece in block_pieces))
    text = EXCERPT_JOINER.join(pieces)
    keep_lead = any(b.event_type in NEWS_TYPES for b in blocks)
    if tier == "certain":
        return elide_clauses(text, CERTAIN_LINE_MAX, keep_lead=keep_lead, facts=said)
    # Possible events are their decision sentences. Every event of the message shows its
    # own first piece (a stop moved in an end-of-day report must not give way to the
    # report's other events while the line still says type=stop_or_target_change), and a
    # line of several events may grow by a compact line's worth per event.
    firsts = list(dict.fromkeys(block_pieces[0] for block_pieces in per_block if block_pieces))
    firsts = [piece for piece in firsts if not any(piece != other and piece in other for other in firsts)]
    limit = POSSIBLE_LINE_MAX + max(0, len(firsts) - 1) * POSSIBLE_COMPACT_MAX
    if _bytes(text) > limit and len(pieces) > 1:
        joiner = _bytes(EXCERPT_JOINER)
        if sum(map(_bytes, firsts)) + joiner * (len(firsts) - 1) > limit:
            # Not even the first pieces fit: each gets an equal share, elided to its facts.
            share = (limit - joiner * (len(firsts) - 1)) // len(firsts)
            shown = [elide_clauses(piece, share, keep_lead=keep_lead, facts=said) for piece in firsts]
            return EXCERPT_JOINER.join(shown)
        kept = set(firsts)
        size = sum(_bytes(piece) + joiner for piece in firsts)
        # Then every event's second piece before any event's third, whole pieces while they fit.
        for rank in range(1, max(map(len, per_block))):
            for block_pieces in per_block:
                if rank < len(block_pieces) and block_pieces[rank] not in kept \
                        and size + _bytes(block_pieces[rank]) + joiner <= limit:
                    kept.add(block_pieces[rank])
                    size += _bytes(block_pieces[rank]) + joiner
        text = EXCERPT_JOINER.join(piece for piece in pieces if piece in kept)
    return elide_clauses(text, limit, keep_lead=keep_lead, facts=said)


def _bytes(text: str) -> int:
    return len(text.encode("utf-8"))


# Stages the event type already says; a line names its stage only when it adds to the type.
_IMPLIED_STAGES = {"trade_proposal": "proposed", "trade_approval": "approved", "trade_confirmation": "confirmed",
                   "trade_fill": "filled", "stop_or_target_change": "stop"}


def _tier_and_types(blocks: list[FeedBlock]) -> tuple[str, tuple[str, ...]]:
    """A message's tier (certain if any of its events is) and its event types, in order."""
    tier = "certain" if any(_tier(b) == "certain" for b in blocks) else "possible"
    return tier, tuple(dict.fromkeys(_event_label(b) for b in blocks))


@dataclass(frozen=True)
class _EventText:
    """One message's hard-event line, built once, in every length a feed may show it."""
    head: str                   # "[HH:MM source=... type=...] author: "
    excerpt: str                # the events' excerpt, at its full length
    said: tuple[str, ...]       # what the classifier read: kept longest when shortened
    tier: str
    types: tuple[str, ...]

    def line(self, *, body_max: int | None = None, idle: frozenset[str] | None = None) -> str:
        """The line, its body without `idle` fields and within `body_max` bytes when given."""
        body = self.excerpt
        if idle is not None:
            body = without_idle_fields(body, idle) or body
        if body_max is not None:
            # A headline leads with its subject; a decision's lead is often a preamble.
            body = elide_clauses(body, body_max, keep_lead=any(t in NEWS_TYPES for t in self.types), facts=self.said)
        return self.head + body


def _event_text(blocks: list[FeedBlock], *, indent: str = "", with_date: bool = True,
                typed: bool = True) -> _EventText:
    """All blocks of one message on one line: types listed (a possible one marked `?`;
    none when not `typed`), excerpts de-duplicated. Without the date, the section prints
    one heading per day."""
    source = blocks[0].sources[0]
    tier, types = _tier_and_types(blocks)
    shown_types = ",".join(types) + ("" if tier == "certain" else "?")
    stage = next((b.stage for b in blocks if b.stage), None)
    if stage and _IMPLIED_STAGES.get(types[0]) in (stage, None) and stage in _IMPLIED_STAGES.values():
        stage = None
    tags = f" type={shown_types}" + (f" stage={stage}" if stage else "") if typed else ""
    moment = fmt_minute(source.created_at_ms) if with_date else fmt_minute(source.created_at_ms)[11:]
    said = _said(blocks)
    return _EventText(f"{indent}[{moment} source={source.handle}{tags}] {source.author_name}: ",
                      _excerpt(blocks, tier, said), said, tier, types)


def _laid_out(inputs: FeedInputs, key: tuple, blocks: list[FeedBlock], build: Callable[..., T], *args,
              channel: int | None = None) -> T:
    """`build(*args)`, or what it gave for these very blocks before (`key` names the rest
    it depends on), from their channel's part (UnitMemo). Only blocks of one channel are
    memoised: an erasure drops its channel's part, and all laid out from its text with it.
    A unit of no block (a noise count, a value that is its own key) names its `channel`."""
    channel = blocks[0].channel_id if blocks else channel
    memo = inputs.memos.get(channel)
    if memo is None or any(b.channel_id != channel for b in blocks):
        return build(*args)
    return memo.get(key, blocks, build, args)


def _hard_units(inputs: FeedInputs) -> list[Unit]:
    # A part read once is laid out once: between two digest runs a channel's feed differs
    # only in its recent window (the units are shared; the list is the caller's to keep).
    return list(_laid_out(inputs, ("hard units",), inputs.hard, _hard_units_of, inputs))


def blocks_by_message(blocks: Iterable[FeedBlock]) -> dict[int, list[FeedBlock]]:
    """Up-to-date hard blocks grouped by the message they are about (its pk)."""
    per_message: dict[int, list[FeedBlock]] = defaultdict(list)
    for block in blocks:
        if not block.dirty:
            per_message[block.sources[0].pk].append(block)
    return per_message


def _hard_units_of(inputs: FeedInputs) -> list[Unit]:
    per_message = blocks_by_message(inputs.hard)
    trades: dict[tuple[int, str], list[list[FeedBlock]]] = defaultdict(list)
    units: list[Unit] = []
    singles: list[list[FeedBlock]] = []
    # A bot's routine is no trade's stages either (a book snapshot every few hours, joined
    # by instrument into one "trade"): its messages are read one by one, untyped.
    routine = routine_runs(per_message.values())
    for blocks in per_message.values():
        key = next((b.trade_key for b in blocks if b.trade_key), None)
        if key and blocks[0].sources[0].pk not in routine:
            trades[(blocks[0].channel_id, key)].append(blocks)
        else:
            singles.append(blocks)
    # Per author, the fields of its structured lines that never change (see render.fields).
    firsts: dict[str, list[FeedBlock]] = defaultdict(list)
    for blocks in per_message.values():
        firsts[blocks[0].sources[0].author_name].append(blocks[0])
    idle = {author: _laid_out(inputs, ("idle",), blocks, _constant_fields, blocks) for author, blocks in firsts.items()}
    for (_, key), stages in trades.items():
        if len(stages) == 1:
            # A trade of one stage is read in one line: no block header to pay for.
            singles.append(stages[0])
            continue
        stages.sort(key=lambda bs: bs[0].sources[0].created_at_ms)
        authors = tuple(dict.fromkeys(bs[0].sources[0].author_name for bs in stages))
        units.append(_laid_out(inputs, ("trade", key, *(idle.get(a, frozenset()) for a in authors)),
                               [b for bs in stages for b in bs], _trade_unit, key, stages, idle))
    for blocks in singles:
        quiet = idle.get(blocks[0].sources[0].author_name, frozenset())
        is_routine = blocks[0].sources[0].pk in routine
        units.append(_laid_out(inputs, ("event", quiet, is_routine), blocks, _event_unit, blocks, quiet, is_routine))
    units.sort(key=lambda u: u.at_ms, reverse=True)
    return units


def _constant_fields(blocks: list[FeedBlock]) -> frozenset[str]:
    return constant_fields([b.text for b in blocks])


# A bot whose possible events of one rule come this often in a day is doing its routine.
ROUTINE_MIN = 4


def routine_runs(messages: Iterable[list[FeedBlock]]) -> dict[int, int]:
    """The messages (pk -> the run's length) whose possible events are one of a bot's many
    guesses of one kind (each message's blocks as `blocks_by_message` groups them): at
    least ROUTINE_MIN of one bot's messages, typed by the same rule, in one channel and UTC
    day. A bot posts its routine (a signal's stance, a ticket's JSON) many times a day; a
    decision it relays comes once or twice. Measured on the 65 held-out desks of session 28
    (one channel): a bot's typed guesses were decisions 26% of the time in such runs, 68%
    otherwise; a person's many guesses of a kind were 85%, so only bots are read this way.
    Status is what recurs: such guesses claim no type. They keep their rule's place in the
    give-way order (giving way as untyped guesses do kept 3-5 fewer events at one channel
    and changed two channels by as few)."""
    runs: dict[tuple[int, str, str, int], list[int]] = defaultdict(list)
    for blocks in messages:
        source = blocks[0].sources[0]
        if not source.author_bot or any(b.tier == "certain" for b in blocks):
            continue
        runs[(source.channel_id, source.author_name, routine_rule(b.rule for b in blocks),
              source.created_at_ms // DAY_MS)].append(source.pk)
    return {pk: len(pks) for pks in runs.values() if len(pks) >= ROUTINE_MIN for pk in pks}


def routine_rule(rules: Iterable[str | None]) -> str:
    """The rule a message's possible events count under in a bot's run: its most reliable one."""
    return own_rule(min(rules, key=lambda rule: grade(rule, author_bot=True)))


def _event_unit(blocks: list[FeedBlock], idle: frozenset[str], routine: bool = False) -> Unit:
    """One message's hard-event line, and a shorter form of it (see Unit.compact). A
    possible event not likely a decision on a desk nobody tuned for (an untyped guess, a
    rule measured weak or middling, or one of a bot's routine guesses) claims no type: it
    is shown, as its sentence, among the unsure."""
    tier, types = _tier_and_types(blocks)
    typed = _claims_type(tier, types, blocks, routine=routine)
    text = _event_text(blocks, with_date=False, typed=typed)
    line = text.line()
    source = blocks[0].sources[0]
    unit = Unit("hard" if typed else UNSURE, [line], source.created_at_ms, [source], tier, types, 1,
                int(tier == "certain"), blocks=blocks)
    if tier != "certain":
        unit.compact = [text.line(body_max=POSSIBLE_COMPACT_MAX)]
    else:
        compact = text.line(idle=idle, body_max=CERTAIN_COMPACT_MAX)
        unit.compact = [compact] if compact != line else None
        tight = text.line(idle=idle, body_max=_tight_max(types))
        unit.tight = [tight] if _bytes(tight) < _bytes(compact) else None
    return unit


def _claims_type(tier: str, types: tuple[str, ...], blocks: list[FeedBlock], *, routine: bool = False) -> bool:
    """Whether a message's line (an event's, or a trade's stage) names its type. A certain
    event does. A possible one does when its rule is likely right on a new desk: measured
    reliable, or a desk's own idiom (the desk wrote it for its own words), and it is not one
    of a bot's `routine` guesses. Middling rules (right 65-75% of the time on the tuned
    desks, or not measured often enough to say) were right about half the time on the
    held-out ones (session 25: 62% -> 50%; session 34: 49% of their typed lines), no better
    than the weak ones' coin. They still give way after the weak (`_give_way`)."""
    if tier == "certain":
        return True
    if routine or types in ((), (GUESS,)):
        return False
    return any(_grade(block) == RELIABLE or desk_rule(block.rule) for block in blocks)


def _tight_max(types: tuple[str, ...]) -> int:
    """A certain line's shortest body: a line of several events keeps room for each."""
    return CERTAIN_TIGHT_MAX + max(0, len(types) - 1) * POSSIBLE_COMPACT_MAX


def _trade_unit(key: str, stages: list[list[FeedBlock]], idle: dict[str, frozenset[str]]) -> Unit:
    """One trade: its state and current levels first, then a line per stage."""
    lines, sources, tiers, types, compact, tight = [], [], [], [], [], []
    levels: dict[str, str] = {}
    superseded: dict[str, list[str]] = defaultdict(list)
    instrument = side = None
    # The section heads each day (`_by_day`, by the trade's newest stage): a stage of that
    # day is at HH:MM, an older one gives its date.
    day = fmt_minute(stages[-1][0].sources[0].created_at_ms)[:10]
    for blocks in stages:
        dated = fmt_minute(blocks[0].sources[0].created_at_ms)[:10] != day
        tier, kinds = _tier_and_types(blocks)
        text = _event_text(blocks, indent="  ", with_date=dated, typed=_claims_type(tier, kinds, blocks))
        lines.append(text.line())
        quiet = idle.get(blocks[0].sources[0].author_name, frozenset())
        compact.append(text.line(body_max=CERTAIN_COMPACT_MAX, idle=quiet))
        tight.append(text.line(body_max=_tight_max(kinds), idle=quiet))
        sources.append(blocks[0].sources[0])
        tiers.append(tier)
        types.extend(kinds)
        for block in blocks:
            facts = block.facts or {}
            instrument = facts.get("instrument") or instrument
            side = facts.get("side") or side
            for level in ("stop", "target"):
                # A level is stated as current only when the stage's own text says it:
                # a wrong figure in the facts must never read as the level in force.
                if facts.get(level) and str(facts[level]) in narrowed(block.text):
                    if levels.get(level) and levels[level] != str(facts[level]):
                        superseded[level].append(levels[level])
                    levels[level] = str(facts[level])
            for level, old in (facts.get("superseded") or {}).items():
                for value in old if isinstance(old, list) else [old]:
                    if str(value) != levels.get(level) and str(value) not in superseded[level]:
                        superseded[level].append(str(value))
    stage_names = [next((b.stage for b in blocks if b.stage), None) or _event_label(blocks[0]).removeprefix("trade_")
                   for blocks in stages]
    state = stage_names[-1]
    what = " ".join(filter(None, [instrument, side]))
    if len(lines) > TRADE_STAGES_LISTED:
        # A trade is read in one place, but no trade may take the whole budget: its first
        # stage and newest ones are shown, the ones between are counted with handles.
        hidden = list(range(1, len(lines) - TRADE_STAGES_LISTED + 1))
        names = ", ".join(f"{n} ×{c}" for n, c in _counts(stage_names[i] for i in hidden))
        handles = list_handles([sources[i].handle for i in reversed(hidden)], listed=4)
        lines = [lines[0], f"  … {len(hidden)} more stages ({names}): {handles}", *lines[hidden[-1] + 1:]]
        compact = [compact[0], lines[1], *compact[hidden[-1] + 1:]]
        tight = [tight[0], lines[1], *tight[hidden[-1] + 1:]]
        stage_names = [stage_names[0], f"…{len(hidden)}…", *stage_names[hidden[-1] + 1:]]
    head = f"▸ trade {_trade_label(key, what)}: {' → '.join(stage_names)}"
    head += "; closed" if state in TERMINAL_STAGES and state != "filled" else "; open"
    for level in ("stop", "target"):
        if level in levels:
            head += f"; current {level} {levels[level]}"
            if superseded.get(level):
                head += f" (superseded: {', '.join(superseded[level])})"
    hidden_count = len(stages) - (len(lines) - (1 if len(stages) > TRADE_STAGES_LISTED else 0))
    certain = sum(1 for tier in tiers if tier == "certain")
    # Only the stages shown count as shown: the header stays honest about the rest.
    shown = len(stages) - hidden_count
    return Unit("trades", [head, *lines], sources[-1].created_at_ms, sources,
                "certain" if certain else "possible", tuple(dict.fromkeys(types)), shown,
                min(certain, shown),
                blocks=[b for blocks in stages for b in blocks],
                compact=[head, *compact] if compact != lines else None,
                tight=[head, *tight] if _size(tight) < _size(compact) else None)


def _trade_label(key: str, what: str) -> str:
    """A trade as its block names it: its order id, or, for a trade the classifier joined
    by instrument, side and author (key `ROOT:side:author:first message id`, whose id is
    the first stage's handle already), what and whose."""
    if not key.startswith("id:"):
        root, side, rest = (key.split(":", 2) + ["", ""])[:3]
        author = rest.rsplit(":", 1)[0]
        if author:
            return f"{what or ' '.join(filter(None, (root, side.strip('-'))))} by {author}"
    return key + (f" ({what})" if what else "")


def _pending_units(inputs: FeedInputs, req: FeedRequest) -> list[Unit]:
    """Messages the digest has not typed yet (or whose blocks are out of date), as they
    are now: treated as possible decisions, since nobody has looked at them."""
    recent_pks = {m.pk for rows in inputs.recent.values() for m in rows}
    by_pk = {m.pk: m for m in inputs.pending} | inputs.dirty_sources
    units = []
    for message in sorted(by_pk.values(), key=lambda m: (m.created_at_ms, m.message_id), reverse=True):
        if message.pk in recent_pks or message.removed:
            continue
        if not (req.window_start <= message.created_at_ms <= req.now_ms):
            continue
        line, _ = raw_line(message, max_bytes=POSSIBLE_LINE_MAX)
        ref = SourceRef(message.pk, message.channel_id, message.message_id, message.created_at_ms,
                        message.author_name, message.state)
        units.append(Unit("pending", [line], message.created_at_ms, [ref], "pending",
                          compact=[raw_line(message, max_bytes=POSSIBLE_COMPACT_MAX + 80)[0]]))
    return units


def _coverage_lines(inputs: FeedInputs, req: FeedRequest) -> list[str]:
    lines = [f"GAP {fmt_minute(g.from_ms)} .. {fmt_minute(g.to_ms) if g.to_ms else 'open'} channel={g.channel_id}"
             f" reason={g.reason}: messages from this time may be missing" for g in inputs.gaps[:GAPS_LISTED]]
    if len(inputs.gaps) > GAPS_LISTED:
        lines.append(f"… and {len(inputs.gaps) - GAPS_LISTED} more gaps; ask get_channel_messages for a range")
    if inputs.observed_from_ms is not None and inputs.observed_from_ms > req.window_start:
        lines.append(f"observed only since {fmt_minute(inputs.observed_from_ms)}; nothing earlier in the window"
                     " was retained")
    if not lines:
        lines.append(f"complete: no recorded gaps in the last {fmt_duration(req.since_ms)}")
    return lines


def _rollup_units(inputs: FeedInputs) -> list[Unit]:
    return list(_laid_out(inputs, ("rollup units",), inputs.rollups, _rollup_units_of, inputs))


def _rollup_units_of(inputs: FeedInputs) -> list[Unit]:
    merged: dict[tuple[str, str], list[FeedBlock]] = defaultdict(list)
    for block in inputs.rollups:
        if not block.dirty:
            merged[(block.kind, block.group_key or f"block:{block.block_id}")].append(block)
    units = [_laid_out(inputs, ("rollup",), group, _rollup_unit, kind, key, group)
             for (kind, key), group in merged.items()]
    units.sort(key=lambda u: (-u.score, u.at_ms))
    return units


def _rollup_unit(kind: str, group_key: str, group: list[FeedBlock]) -> Unit:
    sources = sorted({s.pk: s for b in group for s in b.sources}.values(), key=lambda s: s.created_at_ms)
    authors = dict.fromkeys(a for b in group for a in b.authors.split(",") if a)
    texts: list[str] = []
    for block in sorted(group, key=lambda b: -b.score):
        for part in block.text.split(" | "):
            if part and part not in texts:
                texts.append(part)
    gist = " | ".join(texts[:3]) + (f" | +{len(texts) - 3} more" if len(texts) > 3 else "")
    label = "sequence" if kind == "sequence_rollup" else "topic"
    topic = group_key.split(":", 1)[-1]
    line = (f"[{span(sources[0].created_at_ms, sources[-1].created_at_ms)} {label}={topic}"
            f" n={sum(b.item_count for b in group)} by {','.join(authors) or '?'}"
            f" sources={compress_handles(sources)}] {gist}")
    return Unit("rollups", [line], sources[0].created_at_ms, sources, score=sum(b.score for b in group), blocks=group)


def _noise_units(inputs: FeedInputs) -> list[Unit]:
    return [_laid_out(inputs, ("noise", tally), [], _noise_unit, tally, channel=tally.channel_id)
            for tally in inputs.noise]


def _noise_unit(tally: queries.NoiseTally) -> Unit:
    _, author, kind = (tally.group_key.split(":", 2) + ["", ""])[:3]
    latest = tally.latest_text.split("latest: ", 1)[-1]
    ids = (f"{tally.channel_id}/{tally.first_id}..{tally.last_id}({tally.messages})" if tally.messages > 1
           else f"{tally.channel_id}/{tally.first_id}")
    line = (f"[{span(tally.first_ms, tally.last_ms)} sources={ids}] {author}: {kind} ×{tally.messages}"
            f" (latest: {latest})")
    ref = SourceRef(0, tally.channel_id, tally.last_id, tally.last_ms, author, "live")
    return Unit("noise", [line], tally.first_ms, [ref], score=tally.messages, count=tally.messages)


# -- fit: select within the budget, then write ---------------------------------------------------

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
    hard_total: int
    budget_exceeded: bool


@dataclass
class Feed:
    text: str
    header: dict[str, object]
    stats: FeedStats
    blocks: list[FeedBlock]                # the blocks rendered (for /digest JSON)
    cited: set[str]                        # every source handle named in the body

    @property
    def body(self) -> bytes:
        return self.text.encode("utf-8")


SECTION_TITLES = {
    "coverage": "## Coverage",
    "rollups": "## Older discussion by topic (summaries; fetch sources for detail)",
    "noise": "## Runtime and status noise (counted, not repeated)",
    "removed": "## Removed messages (content erased)",
    "trades": "## Trades (one block per trade: state and current levels, then each stage)",
    "hard": "## Decisions and hard events (verbatim; type=...? marks a possible one, shown as its decision sentence)",
    UNSURE: "## Unsure: may hold a decision (its sentence; no type claimed)",
    "pending": "## Not yet digested (verbatim, clipped)",
    "recent": "## Recent messages (verbatim, oldest first)",
}
# Top to bottom: the stable, older digest first, the recent window last.
SECTION_ORDER = ("coverage", "rollups", "noise", "removed", "trades", "hard", UNSURE, "pending", "recent")


def _pick_recent(layout: Layout, room: int) -> list[Recent]:
    """Newest first per channel, round-robin so each channel gets a fair share, within the
    request's count (its `limit` included) and a byte budget; a channel stops at its first
    message that does not fit."""
    req = layout.req
    count = req.raw_count
    age_floor = req.now_ms - req.budget.raw_max_age_ms
    queues = {}
    for channel_id, rows in layout.recent.items():
        if req.kind == KIND_DIGEST:
            # Recent means recent: older than the age limit only to reach the minimum,
            # and then not with noise (it is counted in its own section).
            fresh = [r for r in rows if r.message.created_at_ms >= age_floor]
            older = rows[len(fresh):]
            wanted = max(0, min(req.budget.raw_min_messages, count) - len(fresh))
            # Noise only if nothing else reaches the minimum; the window stays newest first.
            chosen = [r for r in older if r.message.pk not in layout.inputs.noise_pks][:wanted]
            chosen += [r for r in older if r not in chosen][:wanted - len(chosen)]
            rows = fresh + [r for r in older if r in chosen]
        queues[channel_id] = list(rows)
    # A small budget still shows a few recent messages: clipped shorter, with their handle.
    line_max = max(160, min(req.budget.raw_line_max_bytes, room // max(1, min(count, req.budget.raw_min_messages))))
    if line_max < req.budget.raw_line_max_bytes:
        queues = {c: [_reclipped(r, line_max) for r in rows] for c, rows in queues.items()}
    chosen: list[Recent] = []
    used = 0
    active = [c for c in layout.recent if queues.get(c)]
    while active and len(chosen) < count:
        for channel_id in list(active):
            if len(chosen) >= count:
                break
            candidate = queues[channel_id][0]
            if used + candidate.size > room:
                active.remove(channel_id)
                continue
            chosen.append(queues[channel_id].pop(0))
            used += candidate.size
            if not queues[channel_id]:
                active.remove(channel_id)
    return sorted(chosen, key=lambda r: (r.message.created_at_ms, r.message.message_id))


def _reclipped(row: Recent, max_bytes: int) -> Recent:
    if row.size <= max_bytes:
        return row
    line, _ = raw_line(row.message, max_bytes=max_bytes)
    return Recent(row.message, line, True)


Ref = tuple[str, str, int]          # (handle, channel, message id), as overflow lines list them


def _by_handle(refs: Iterable[Ref]) -> dict[str, Ref]:
    """Refs by handle, in order without repeats (the first one stays)."""
    unique: dict[str, Ref] = {}
    for ref in refs:
        unique.setdefault(ref[0], ref)
    return unique


class OverflowIndex:
    """A layout's not-loaded hard events grouped by (tier, type) once, with the lines of
    groups no dropped unit touches kept per `listed`: one layout is fitted to many budgets
    and each fit measures its overflow lines several times (it was most of a fit's cost)."""

    def __init__(self, not_loaded: dict[tuple[str, str], list[Ref]]):
        self.groups: dict[tuple[str, str], tuple[dict[str, Ref], int]] = {}
        for key, refs in not_loaded.items():
            self.groups[key] = (_by_handle(refs), len(refs))
        self._memo: dict[tuple, object] = {}

    def memo(self, key: tuple, make):
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= OVERFLOW_MEMO_MAX:
                self._memo.clear()
            found = self._memo[key] = make()
        return found


_EMPTY_INDEX = OverflowIndex({})
_AT_MS = attrgetter("at_ms")
_TIER_ORDER = {"certain": 0, "possible": 1, UNSURE: 2, "pending": 3}


def _overflow_group(tier: str, kind: str, refs: dict[str, Ref], listed: int) -> str:
    what = ("messages not yet digested" if tier == "pending" else "unsure messages" if tier == UNSURE
            else f"{tier} {kind} events" if tier == "certain" else f"possible decisions ({kind})")
    return f"… {len(refs)} {what} not shown (over the byte budget): {list_refs(list(refs.values()), listed=listed)}"


def _overflow_lines(dropped: list[Unit], index: OverflowIndex = _EMPTY_INDEX, *, listed: int = 8) -> list[str]:
    """One counted line per tier and type, newest handles first: nothing dropped silently."""
    if index is _EMPTY_INDEX:
        # Remembered by the units' ids only in a layout's own index, which lives exactly as
        # long as its units: the shared empty one would outlive them, and a later unit may
        # reuse a freed id.
        return _overflow_of(dropped, index, listed)
    return list(index.memo((tuple(map(id, dropped)), listed), lambda: _overflow_of(dropped, index, listed)))


def _overflow_of(dropped: list[Unit], index: OverflowIndex, listed: int) -> list[str]:
    # Per group: its handles in order without repeats, and how many it was given (repeats
    # included: what the one-line form counts). Newest first; ties keep their order.
    touched: dict[tuple[str, str], tuple[dict[str, Ref], list[int]]] = {}
    for unit in sorted(dropped, key=_AT_MS, reverse=True):
        if not unit.refs_newest_first:
            continue
        group = touched.get(unit.overflow_group)
        if group is None:
            group = touched[unit.overflow_group] = ({}, [0])
        group[0].update(unit.refs_by_handle)     # a handle seen before keeps its place
        group[1][0] += len(unit.refs_newest_first)
    return _overflow_merged(touched, index, listed)


def _overflow_merged(touched: dict[tuple[str, str], tuple[dict[str, Ref], list[int]]], index: OverflowIndex,
                     listed: int) -> list[str]:
    """The lines of the dropped units' groups followed by the not-loaded ones."""
    groups: dict[tuple[str, str], tuple[dict[str, Ref], int]] = {}
    for key, (refs, given) in touched.items():
        base = index.groups.get(key)
        if base is not None:
            refs.update(base[0])
        groups[key] = (refs, given[0] + (base[1] if base is not None else 0))
    for key, base in index.groups.items():
        groups.setdefault(key, base)
    if not groups:
        return []
    if listed < 0:
        # The smallest budgets: one line for everything, counted by type, with id ranges.
        every: dict[str, Ref] = {}
        kinds: dict[str, int] = {}
        for (_, kind), (refs, given) in groups.items():
            for handle, ref in refs.items():
                every.setdefault(handle, ref)
            if given:
                kinds[kind] = kinds.get(kind, 0) + given
        what = ", ".join(f"{kind} {n}" for kind, n in kinds.items())
        listing = list_refs(list(every.values()), listed=0)
        return [f"… {len(every)} possible or certain events not shown ({what}): {listing}"]
    lines = []
    for (tier, kind), (refs, _) in sorted(groups.items(), key=lambda item: (_TIER_ORDER.get(item[0][0], 3),
                                                                           item[0][1])):
        if (tier, kind) in touched:
            lines.append(_overflow_group(tier, kind, refs, listed))
        else:
            lines.append(index.memo((tier, kind, listed),
                                    lambda t=tier, k=kind, r=refs: _overflow_group(t, k, r, listed)))
    return lines


def _size(lines: list[str]) -> int:
    """Bytes of these lines, each with its newline (one encode of them joined, not one per line)."""
    return len("\n".join(lines).encode("utf-8")) + 1 if lines else 0


@dataclass
class _Selection:
    recent: list[Recent]
    hard: list[Unit]
    hard_dropped: list[Unit]
    pending: list[Unit]
    pending_dropped: list[Unit]
    removed: list[Unit]
    rollups: list[Unit]
    rollups_dropped: list[Unit]
    noise: list[Unit]
    noise_dropped: list[Unit]
    hard_in_recent: list[Unit] = field(default_factory=list)
    rare_dropped: list[Unit] = field(default_factory=list)   # events of rules rarely right, only counted
    rare_line: str | None = None                             # ... and the line that counts them
    # -1 once the fit counts any event (one line for all); the listing of single handles
    # otherwise, which only a line given back for a long header (_shed) ever uses.
    listed: int = 3
    compacted: set[int] = field(default_factory=set)   # ids of units shown in their compact form
    tightened: set[int] = field(default_factory=set)   # ids of units shown in their tight form

    def lines_of(self, unit: Unit) -> list[str]:
        if id(unit) in self.tightened and unit.tight:
            return unit.tight
        return unit.compact if id(unit) in self.compacted and unit.compact else unit.lines


_WHOLE = attrgetter("size")
_COMPACT = attrgetter("compact_size")
_TIGHT = attrgetter("tight_size")


def _greedy(units: list[Unit], room: int, size: Callable[[Unit], int] = _WHOLE) -> tuple[list[Unit], list[Unit], int]:
    """Newest first, every unit that still fits at its `size` (one of its forms)."""
    kept, dropped, used = [], [], 0
    for unit in units:
        if used + size(unit) <= room:
            kept.append(unit)
            used += size(unit)
        else:
            dropped.append(unit)
    return kept, dropped, used


def _greedy_compacting(units: list[Unit], room: int, compacted: set[int], *,
                       regrow: bool = True) -> tuple[list[Unit], list[Unit], int]:
    """Keep as many units as fit, newest first: when they do not all fit whole, every
    unit with a compact form is shown compact (its id goes into `compacted`), and the
    newest get their whole lines back while room remains. With `regrow` off, every unit
    with a compact form is shown compact, and the caller regrows them later with
    `_regrow`. The layout is not changed: one layout serves many fits."""
    kept, dropped, used = _greedy(units, room)
    if (regrow and not dropped) or not any(u.compact for u in units):
        return kept, dropped, used
    kept, dropped, used = _greedy(units, room, _COMPACT)
    compacted.update(id(unit) for unit in kept if unit.compact)
    if regrow:
        used += _regrow(kept, room - used, compacted)
    return kept, dropped, used


def _regrow(kept: list[Unit], spare: int, compacted: set[int]) -> int:
    """Newest first, whole lines back while they fit in `spare`; the bytes this took."""
    took = 0
    for unit in kept:
        if id(unit) in compacted:
            grow = unit.size - unit.compact_size
            if took + grow <= spare:
                compacted.discard(id(unit))
                took += grow
    return took


def _greedy_tight(units: list[Unit], room: int, sel: _Selection) -> tuple[list[Unit], list[Unit], int]:
    """As `_greedy_compacting` without regrowth, every unit in its shortest form; the
    caller gives lines back with `_regrow_tight`."""
    kept, dropped, used = _greedy(units, room, _TIGHT)
    sel.tightened.update(id(unit) for unit in kept if unit.tight)
    sel.compacted.update(id(unit) for unit in kept if not unit.tight and unit.compact)
    return kept, dropped, used


def _regrow_tight(kept: list[Unit], spare: int, sel: _Selection) -> int:
    """Newest first, tight units get their whole lines back, or else their compact ones,
    while they fit in `spare`; the bytes this took."""
    took = 0
    for unit in kept:
        if id(unit) not in sel.tightened:
            continue
        for lines, size in ((unit.lines, unit.size), (unit.compact, unit.compact_size)):
            if lines and took + size - unit.tight_size <= spare:
                sel.tightened.discard(id(unit))
                if lines is unit.compact:
                    sel.compacted.add(id(unit))
                took += size - unit.tight_size
                break
    return took


def _sections(layout: Layout, sel: _Selection) -> dict[str, list[str]]:
    """The text of every section from a selection (oldest first inside each)."""
    by_time = lambda units: sorted(units, key=lambda u: u.at_ms)  # noqa: E731
    out: dict[str, list[str]] = {"coverage": list(layout.coverage)}
    rollups = [line for u in by_time(sel.rollups) for line in u.lines]
    if sel.rollups_dropped and sel.listed >= 0:     # the smallest budgets spend nothing on what is not a decision
        refs = [s for u in sel.rollups_dropped for s in u.sources]
        rollups.append(f"… {len(sel.rollups_dropped)} more topic summaries over the byte budget"
                       f" ({len(refs)} messages): {compress_handles(refs)}")
    out["rollups"] = rollups
    noise = [line for u in by_time(sel.noise) for line in u.lines]
    if sel.noise_dropped and sel.listed >= 0:
        count = sum(u.count for u in sel.noise_dropped)
        refs = [s for u in sel.noise_dropped for s in u.sources]
        noise.append(f"… {len(sel.noise_dropped)} more noise groups ({count} messages), newest:"
                     f" {compress_handles(refs)}")
    out["noise"] = noise
    removed = [line for u in by_time(sel.removed) for line in u.lines]
    hidden = layout.removed_total - len(sel.removed)
    if hidden > 0:
        listed = {id(u) for u in sel.removed}
        refs = [s for u in layout.removed if id(u) not in listed for s in u.sources]
        removed.append(f"… {hidden} removed messages in the window" + (" (newest: " + compress_handles(refs) + ")"
                                                                       if refs else ""))
    out["removed"] = removed
    out["trades"] = _by_day([u for u in sel.hard if u.section == "trades"], sel)
    hard = _by_day([u for u in sel.hard if u.section == "hard"], sel)
    hard += _overflow_lines(sel.hard_dropped, layout.overflow, listed=sel.listed)
    out["hard"] = hard
    out[UNSURE] = _by_day([u for u in sel.hard if u.section == UNSURE], sel)
    out[UNSURE] += [sel.rare_line] if sel.rare_line else []
    pending = [line for u in by_time(sel.pending) for line in sel.lines_of(u)]
    unseen = layout.inputs.pending_total - len(layout.inputs.pending)
    if sel.pending_dropped:
        pending += _overflow_lines(sel.pending_dropped, listed=sel.listed)
    if unseen > 0:
        pending.append(f"… {unseen} more messages not yet digested; fetch them with get_channel_messages")
    out["pending"] = pending
    recent = [r.line for r in sel.recent]
    if layout.req.kind != KIND_DIGEST or layout.status == "unavailable":
        shown = {r.message.pk for r in sel.recent}
        older = layout.inputs.counts.live - sum(1 for r in sel.recent if not r.message.removed)
        if older > 0 and len(shown) < layout.window_total:
            recent.append(f"… {older} older messages in the window not shown"
                          + ("; digest not prepared yet" if layout.req.kind == KIND_DIGEST else "")
                          + "; fetch them with get_channel_messages")
    out["recent"] = recent
    return out


def _by_day(units: list[Unit], sel: _Selection) -> list[str]:
    """Lines oldest first under one `### YYYY-MM-DD` heading per day (their times are HH:MM)."""
    lines, day = [], None
    for unit in sorted(units, key=lambda u: u.at_ms):
        today = fmt_minute(unit.at_ms)[:10]
        if today != day:
            lines.append(f"### {today}")
            day = today
        lines.extend(sel.lines_of(unit))
    return lines


def _body(sections: dict[str, list[str]], digest_mode: bool) -> list[str]:
    lines = []
    for name in SECTION_ORDER:
        rows = sections.get(name) or []
        if not rows or (name != "recent" and not digest_mode):
            continue
        lines.append(SECTION_TITLES[name])
        lines.extend(rows)
    return lines


def fit(layout: Layout, *, limit: int | None = None, max_chars: int | None = None,
        prefix: str = PREFIX, extra_header: dict[str, object] | None = None) -> Feed:
    """Select within the budget of this request and write the feed."""
    req = layout.req
    if max_chars != req.max_chars or limit != req.limit:
        req = replace(req, max_chars=max_chars, limit=limit)
        layout = replace(layout, req=req)
    total = req.total_bytes
    digest_mode = req.kind == KIND_DIGEST and layout.status != "unavailable"
    recent = _pick_recent(layout, req.raw_bytes)
    recent_pks = {r.message.pk for r in recent if not r.clipped}
    # A hard event whose message is already shown whole in the recent window needs no
    # second line; a trade keeps all its stages (its state is read in one place).
    hard_units = [u for u in layout.hard if u.section == "trades" or u.sources[0].pk not in recent_pks]
    listed = {id(u) for u in hard_units}
    in_recent = [u for u in layout.hard if id(u) not in listed]
    removed_units = [u for u in layout.removed if u.sources[0].pk not in recent_pks]
    extra = dict(extra_header or {})
    header_room = HEADER_RESERVE + sum(len(f" {k}={v}") for k, v in extra.items())
    days = len({(u.section, fmt_minute(u.at_ms)[:10]) for u in hard_units if u.section != "trades"})
    fixed = _size([r.line for r in recent]) + _size(layout.coverage) + 60 * len(SECTION_ORDER) + 15 * days
    room = total - header_room - fixed
    # The header and the section titles are reserved by estimate, not measured: select, write,
    # and while the feed missed its budget (over it, or short of it by more than a line while
    # it left events out), select again in the room it really had, between the largest room
    # that fitted and the smallest that did not. The feed within the budget that shows the
    # most decisions wins; only when none fitted are lines given back below.
    best: tuple[int, _Selection, Feed] | None = None
    fitted, over = None, None
    for _ in range(1 + REFITS):
        sel = _select(layout, hard_units, in_recent, removed_units, recent, room, digest_mode)
        feed = _write(layout, sel, prefix, extra, digest_mode)
        spare = total - len(feed.text.encode("utf-8"))
        if spare >= 0:
            shown = feed.stats.hard_events + len(sel.pending)
            if best is None or shown > best[0]:
                best = (shown, sel, feed)
            fitted = room
            if not (digest_mode and spare >= REFIT_MIN_SPARE
                    and (sel.hard_dropped or sel.pending_dropped or sel.rare_dropped)):
                break
        elif not digest_mode:
            break
        else:
            over = room
        if fitted is not None and over is not None:
            if over - fitted < REFIT_MIN_SPARE:
                break
            room = (fitted + over) // 2
        else:
            room += spare if spare >= 0 else spare - REFIT_MIN_SPARE
    if best is not None:
        _, sel, feed = best
    # None fitted (a header far longer than its reserve): give back the lowest-priority lines
    # until it fits, about what is over per pass (the overflow line it lengthens is measured
    # next pass). Bounded by the number of units.
    while (excess := len(feed.text.encode("utf-8")) - total) > 0:
        freed = 0
        while freed < excess and (shed := _shed(sel)):
            freed += shed
        if not freed:
            break
        feed = _write(layout, sel, prefix, extra, digest_mode)
    return feed


def _select(layout: Layout, hard_units: list[Unit], in_recent: list[Unit], removed_units: list[Unit],
            recent: list[Recent], room: int, digest_mode: bool) -> _Selection:
    """What the feed shows besides its header, recent window and coverage, within `room`
    bytes: decisions first, then removals, rollups and noise. (`in_recent`: hard events
    shown whole in the recent window.)"""
    sel = _Selection(recent, [], [], [], [], [], [], [], [], [], in_recent)
    if digest_mode:
        certain = [u for u in hard_units if u.tier == "certain"]
        # Typed possible events before untyped guesses (GUESS), those of
        # rules measured reliable first (`Unit.give_way`): when room runs out, the least
        # likely decision is the one counted with its handle instead.
        possible = sorted((u for u in hard_units if u.tier != "certain"), key=attrgetter("give_way"))
        # Events of rules rarely right take only the room the rest leave: they never make
        # another event compact, and their being only counted lists nothing less.
        rare = [u for u in possible if u.seldom]
        possible = possible[:len(possible) - len(rare)]
        overflow_reserve = 0
        for _ in range(len(hard_units) + 2):
            kept_c, dropped_c, used = _greedy(certain, room - overflow_reserve)
            sel.compacted.clear()
            sel.tightened.clear()
            kept_p, dropped_p, used_p = _greedy_compacting(possible, room - overflow_reserve - used, sel.compacted)
            if (dropped_p or dropped_c) and any(u.compact for u in certain):
                # Structured certain lines give up their idle fields before any decision
                # goes unshown; the newest get them back if room is left at the end.
                sel.compacted.clear()
                kept_c, dropped_c, used = _greedy_compacting(certain, room - overflow_reserve, sel.compacted,
                                                             regrow=False)
                kept_p, dropped_p, used_p = _greedy_compacting(possible, room - overflow_reserve - used,
                                                               sel.compacted)
                used += _regrow(kept_c, room - overflow_reserve - used - used_p, sel.compacted)
            if (dropped_p or dropped_c) and any(u.tight for u in certain):
                # Still too long: certain lines down to their most load-bearing clauses,
                # if that shows more decisions.
                compacted = set(sel.compacted)
                sel.compacted.clear()
                tight_c = _greedy_tight(certain, room - overflow_reserve, sel)
                tight_p = _greedy_compacting(possible, room - overflow_reserve - tight_c[2], sel.compacted)
                if len(tight_c[0]) + len(tight_p[0]) > len(kept_c) + len(kept_p):
                    (kept_c, dropped_c, used), (kept_p, dropped_p, used_p) = tight_c, tight_p
                    used += _regrow_tight(kept_c, room - overflow_reserve - used - used_p, sel)
                else:
                    sel.tightened.clear()
                    sel.compacted.clear()
                    sel.compacted.update(compacted)
            kept_q, dropped_q, used_q = _greedy_compacting(layout.pending, room - overflow_reserve - used - used_p,
                                                           sel.compacted)
            if sel.listed >= 0 and (dropped_c or dropped_p or dropped_q or layout.not_loaded):
                # Once any event is only counted, the count is one line for all (by type, with
                # id ranges) and nothing lists what is not a decision: every longer listing
                # was paid for by decision lines (session 24, both desk groups).
                sel.listed = -1
                overflow_reserve = 0     # reserved for the longer listing: measure again
                continue
            need = _size(_overflow_lines(dropped_c + dropped_p, layout.overflow, listed=sel.listed)) + _size(
                _overflow_lines(dropped_q, listed=sel.listed))
            if need <= overflow_reserve:
                break
            overflow_reserve = need
        room -= used + used_p + used_q + overflow_reserve
        kept_r, sel.rare_dropped, sel.rare_line, used_r = _fit_rare(rare, room, sel)
        room -= used_r
        sel.hard, sel.hard_dropped = kept_c + kept_p + kept_r, dropped_c + dropped_p
        sel.pending, sel.pending_dropped = kept_q, dropped_q
        shown_removed = removed_units[:REMOVED_LISTED]
        sel.removed, _, used_r = _greedy(shown_removed, room - 200)
        room -= used_r + 200
        sel.rollups, sel.rollups_dropped, used_o = _greedy(layout.rollups, room - 300)
        room -= used_o
        sel.noise, sel.noise_dropped, _ = _greedy(layout.noise, room - 300)
    return sel


def _fit_rare(rare: list[Unit], room: int, sel: _Selection) -> tuple[list[Unit], list[Unit], str | None, int]:
    """Events of rules rarely right, in the room the rest of the feed left: never at the
    cost of a line of anything else, their overflow line included. That line gives the
    handles' ranges, or only the count when even those do not fit (the header counts
    them either way): what is seldom a decision is never worth a decision's bytes.
    Returns the units shown, those counted, the count line and the bytes all of it takes."""
    kept, dropped, used = _greedy_compacting(rare, room, sel.compacted)
    if not dropped:
        return kept, [], None, used
    for handles in (True, False):
        shown, counted, size = list(kept), list(dropped), used
        while True:
            line = _rare_line(counted, handles=handles)
            if size + _size([line]) <= room:
                return shown, counted, line, size + _size([line])
            if not shown:
                break
            victim = shown.pop()     # the oldest: units come newest first
            size -= _size(sel.lines_of(victim))
            counted.append(victim)
    return kept, dropped, None, used


def _rare_line(dropped: list[Unit], *, handles: bool) -> str:
    line = f"… {len(dropped)} unsure messages, seldom decisions, not shown (over the byte budget)"
    return line + ": " + compress_handles([s for u in dropped for s in u.sources], listed=0) if handles else line


def _shed(sel: _Selection) -> int:
    """Give back the lowest-priority line shown; the bytes it took (0: nothing left)."""
    for kept, dropped in ((sel.noise, sel.noise_dropped), (sel.rollups, sel.rollups_dropped),
                          (sel.removed, []), (sel.pending, sel.pending_dropped), (sel.hard, sel.hard_dropped)):
        if kept:
            victim = min(kept, key=lambda u: (u.tier == "certain", -u.give_way, u.at_ms)) \
                if kept is sel.hard else kept[-1]
            kept.remove(victim)
            if kept is sel.hard and victim.seldom:
                return _shed_rare(sel, victim)
            dropped.append(victim)
            if kept is sel.hard or kept is sel.pending:
                sel.listed = -1     # an event now only counted: one line counts them all (fit)
            return max(1, _size(sel.lines_of(victim)))
    if sel.recent:
        return max(1, sel.recent.pop(0).size)
    return 0


def _shed_rare(sel: _Selection, victim: Unit) -> int:
    """`_shed` of an event of a rule rarely right: counted on its own line (`_fit_rare`),
    the handles' ranges kept while that still gives bytes back."""
    before = _size([sel.rare_line]) if sel.rare_line else 0
    sel.rare_dropped.append(victim)
    freed = _size(sel.lines_of(victim)) + before
    sel.rare_line = _rare_line(sel.rare_dropped, handles=True)
    if _size([sel.rare_line]) >= freed:
        sel.rare_line = _rare_line(sel.rare_dropped, handles=False)
    return max(1, freed - _size([sel.rare_line]))


def _write(layout: Layout, sel: _Selection, prefix: str, extra: dict[str, object], digest_mode: bool) -> Feed:
    req = layout.req
    sections = _sections(layout, sel)
    body = _body(sections, digest_mode)
    raw_bytes = _size(sections["recent"]) + (len(SECTION_TITLES["recent"].encode()) + 1 if sections["recent"] else 0)
    digest_bytes = _size(body) - raw_bytes
    shown_units = [*sel.hard, *sel.pending, *sel.removed, *sel.rollups, *sel.noise]
    represented = {r.message.pk for r in sel.recent}.union(*(u.source_pks for u in shown_units))
    if digest_mode:
        dropped = set().union(*(u.source_pks for u in (*sel.hard_dropped, *sel.rare_dropped, *sel.pending_dropped,
                                                         *sel.rollups_dropped)))
        omitted = len(dropped - represented) + sum(u.count for u in sel.noise_dropped)
        omitted += max(0, layout.inputs.pending_total - len(layout.inputs.pending)) + layout.not_loaded_total
    else:
        omitted = max(0, layout.inputs.counts.live - sum(1 for r in sel.recent if not r.message.removed))
    # Hard events shown: as lines, or whole in the recent window.
    hard_shown = sum(u.hard for u in (*sel.hard, *sel.hard_in_recent))
    certain_shown = sum(u.certain for u in (*sel.hard, *sel.hard_in_recent))
    # Exceeded: something that may be a decision is only counted, not shown (events of rules
    # rarely right have their own count line: counted every day, they would make the flag mean nothing).
    budget_exceeded = bool(sel.hard_dropped or sel.pending_dropped or layout.not_loaded)
    counts = layout.inputs.counts
    # Hard events shown whole in the recent window count as rendered (/digest lists them).
    used_units = [*shown_units, *sel.hard_in_recent]
    used_blocks = [b for u in used_units for b in u.blocks]
    stats = FeedStats(
        retained=layout.window_total, returned=len(sel.recent), omitted=omitted, raw_bytes=raw_bytes,
        digest_bytes=digest_bytes, digest_blocks=len(shown_units) if digest_mode else 0,
        coverage_gaps=len(layout.inputs.gaps), status=layout.status, hard_events=hard_shown,
        hard_total=layout.hard_total, budget_exceeded=budget_exceeded)
    asked = layout.inputs.asked_channels or req.channel_ids
    header: dict[str, object] = {
        "kind": req.kind,
        "since": fmt_duration(req.since_ms),
        "channels": ",".join(str(c) for c in asked),
        "messages": len(sel.recent),
        "available": counts.live,
        "omitted": omitted,
        "retained": f"{layout.window_total}/since-{fmt_duration(req.since_ms)}",
        "digest": layout.status,
        "raw_bytes": raw_bytes,
        "digest_bytes": digest_bytes,
        "digest_blocks": stats.digest_blocks,
        "coverage_gaps": len(layout.inputs.gaps),
        "deterministic_only": req.deterministic_only,
        "range": f"{fmt_compact(counts.oldest_ms or req.window_start)}..{fmt_compact(counts.newest_ms or req.now_ms)}",
    }
    threads = len(req.channel_ids) - len(asked)
    if threads > 0:
        header["threads"] = threads
    if req.kind == KIND_DIGEST:
        header["hard_events"] = f"{hard_shown}/{layout.hard_total}"
        header["hard_certain"] = f"{certain_shown}/{layout.certain_total}"
        # Of the hard events shown, those shown without a type, among the unsure.
        header["hard_unsure"] = sum(u.hard for u in sel.hard if u.section == UNSURE)
        header["budget_exceeded"] = budget_exceeded
        if used_blocks:
            header["digest_generated_at"] = fmt_compact(max(b.generated_at_ms for b in used_blocks))
            header["digest_source_messages"] = len(set().union(*(u.block_source_pks for u in used_units)))
        if layout.inputs.failure:
            header["digest_error"] = layout.inputs.failure.split(":", 1)[0]
    header.update(extra)
    text = "\n".join([header_line(prefix, header), *body]) + "\n"
    cited = {r.message.handle for r in sel.recent}.union(*(u.source_handles for u in shown_units))
    return Feed(text=text, header=header, stats=stats, blocks=used_blocks, cited=cited)


# -- the one entry point -----------------------------------------------------------------------

def render_awareness(inputs: FeedInputs, req: FeedRequest, *, prefix: str = PREFIX,
                     extra_header: dict[str, object] | None = None) -> Feed:
    return fit(build_layout(inputs, req), limit=req.limit, max_chars=req.max_chars, prefix=prefix,
               extra_header=extra_header)


async def channel_awareness(store, req: FeedRequest) -> Feed:
    """Read on a store reader and render: the hot path. Never classifies, never calls a model."""
    inputs = await store.read(load_inputs, req)
    return render_awareness(inputs, req)


def awareness_feed(conn: sqlite3.Connection, req: FeedRequest, *, prefix: str = PREFIX,
                   extra_header: dict[str, object] | None = None) -> Feed:
    """Read and render in one snapshot: what the sidecar serves and the CLI prints."""
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        inputs = load_inputs(conn, req)
    finally:
        if own:
            conn.execute("COMMIT")
    return render_awareness(inputs, req, prefix=prefix, extra_header=extra_header)


def digest_json(feed: Feed, inputs: FeedInputs, req: FeedRequest, *, llm_calls_today: int = 0) -> dict:
    """The adapter API's /digest shape, from the same selection the feed rendered."""
    from memory.timeutil import fmt_iso
    gaps = [{"channel_id": str(g.channel_id), "from": fmt_iso(g.from_ms), "to": fmt_iso(g.to_ms),
             "reason": g.reason} for g in inputs.gaps]
    blocks = [{
        "kind": b.kind, "event_type": b.event_type, "text": b.text, "source_channel": str(b.channel_id),
        "source_messages": [s.handle for s in b.sources],
        "source_window": {"from": fmt_iso(b.window_from_ms), "to": fmt_iso(b.window_to_ms)},
        "sparse": b.sparse, "score": b.score, "generated_at": fmt_iso(b.generated_at_ms),
        "stale": feed.stats.status == "stale", "dirty": b.dirty, "tier": b.tier, "trade_key": b.trade_key,
        "stage": b.stage,
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
