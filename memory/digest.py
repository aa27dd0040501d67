"""The deterministic processor: a window's source messages -> derived blocks.

A window is one channel-hour. Rebuilding it is a pure function of its current
messages (`build_blocks`) plus one transaction that swaps the window's blocks and
clears its dirty mark (`rebuild_window`). The digest loop calls it; a request that
serves a feed never does.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import hashlib
import json
import logging
import sqlite3
import threading
import time
from collections import Counter, OrderedDict, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from memory import caches, queries, timeutil
from memory.classify import (
    DEFAULT_DESK,
    EXCERPT_JOINER,
    Classification,
    ClassifyContext,
    DeskRules,
    MessageView,
    PriorEvent,
    classify,
    classify_message,
    decision_sentences,
    narrowed,
    narrowed_embed,
    split_sentences,
    template_key,
    trade_fact_count,
    view_text,
)
from memory.classify.holdings import (
    BOOK_POST_TERMS,
    LINE_REPORT_TERMS,
    holdings_in,
    lines_reported_in,
    position_records_in,
    watchlist_in,
)
from memory.classify.instruments import abbreviates_cache, declared_names
from memory.classify.message import (
    TEMPLATE_MIN_COUNT,
    TERSE_WHOLE_CHARS,
    asks_someone,
    carries_trade_figures,
    format_words,
    opens_asking,
    post_shape,
    post_symbols_cache,
    unsure_order,
)
from memory.classify.model import IN_REPORT, NEWS_TYPES, TRADE_STAGE_TYPES
from memory.classify.reliability import maybe_rule
from memory.classify.structure import accounts_cache, accounts_named, records_cache
from memory.classify.tradefacts import side_of
from memory.queries import StoredMessage
from memory.store import placeholders
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
# Cross-message context (known trade ids, held instruments, templates, replies) is read
# from this far back before a window, at most this many messages: a trade's id and a
# bot's line shape recur within the day.
LOOKBACK_MS = 12 * HOUR_MS
LOOKBACK_MESSAGES = 1500
RECENT_EVENTS = 64
# Standing state (pins, book posts) is read this far back and ahead of a window.
STANDING_BACK_MS = 7 * 24 * HOUR_MS
PINNED_AHEAD_MS = 12 * HOUR_MS
BOOK_POSTS = 20
# Reports of PnL by line (hourly on many desks) read as standing state too, the nearest few:
# asked apart, so that they never crowd the book posts out of their limit.
LINE_REPORT_POSTS = 4
# A report whose kept excerpts cover less than this share of its text also gets a rollup
# line for the rest (sentence-level excerpts: the decision is served, the rest summarised).
EXCERPT_COVERAGE_FOR_ROLLUP = 0.5
# Certain trade events of these types put their instrument in the desk's holdings.
HOLDING_TYPES = frozenset({"trade_fill", "trade_confirmation", "trade_approval"})
# Classifications the live digest keeps from its last pass over recent windows (~400 B
# each, ~13 MB in all): a busy hour under ingest is re-digested every 30 s, and without them each pass
# re-classified every message of it.
MEMO_MAX_RESULTS = 32_000


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
    # The block contract (migration 0003): tier, trade lifecycle key, stage, deciding rule, facts.
    tier: str | None = None
    trade_key: str | None = None
    stage: str | None = None
    rule: str | None = None
    facts: dict | None = None

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


# classify is pure: a window rebuilt because one message changed re-classifies only that
# message; the rest of the hour (and what lookbacks share, and lines bots repeat) comes
# from here. It knows each entry's channels, so an erasure drops them (memory.caches).
_BASE_CACHE = caches.ChannelCache(8192)


def _classify(channel_id: int, text: str, author_name: str, author_bot: bool) -> Classification:
    key = (text, author_name, author_bot)
    result = _BASE_CACHE.get(key, channel_id)
    if result is None:
        result = classify(text, author_name=author_name, author_bot=author_bot)
        _BASE_CACHE.put(key, result, channel_id)
    return result


def fold(text: str) -> str:
    """One line: newlines and runs of blanks folded, so a block never spans lines."""
    return " ".join(text.split())


def message_text(message: StoredMessage, *, as_written: bool = False) -> str:
    """Content plus what a reader needs of attachments and embeds (every text part of an
    embed: title, description, fields, footer, author; bots post orders only there), as
    the classifier reads it (`as_written`: in the characters it was written in)."""
    return view_text(view_of(message, as_written=as_written))


def _count_post(message: StoredMessage, templates: Counter, bot_posts: dict[str, list[str]]) -> None:
    """A bot post's template counted, and its text kept for its author's format words."""
    view = view_of(message)
    templates[(message.author_name, post_shape(view))] += 1
    bot_posts[message.author_name].append(view_text(view))


def view_of(message: StoredMessage, *, pinned: bool = False, reactions: tuple = (),
            earlier_versions: tuple[str, ...] = (), as_written: bool = False) -> MessageView:
    """The classifier's view of a stored message: full-width forms read as ASCII
    (classify.narrowed; `as_written`: not)."""
    text, embed = (_as_is, _as_is) if as_written else (narrowed, narrowed_embed)
    return MessageView(
        content=text(message.content or ""), author_name=message.author_name, author_bot=message.author_bot,
        author_id=message.author_id, message_id=message.message_id, created_at_ms=message.created_at_ms,
        reference_id=message.reference_id, embeds=tuple(embed(e) for e in message.embeds), pinned=pinned,
        reactions=reactions, earlier_versions=tuple(text(v) for v in earlier_versions),
        attachments=tuple(a.get("filename", "file") for a in message.attachments))


def _as_is(value):
    return value


def excerpt_as_written(excerpt: str, read: str, written: str) -> str:
    """An excerpt of `read` (the text as the classifier read it) in the characters of
    `written`: narrowing keeps every offset, so each piece found in one is at the same
    place in the other. A piece not found as such (clipped) stays as read."""
    if read == written:
        return excerpt
    pieces = []
    for piece in excerpt.split(EXCERPT_JOINER):
        whole = piece.removesuffix("…")
        at = read.find(whole) if whole else -1
        pieces.append(written[at:at + len(whole)] + piece[len(whole):] if at >= 0 else piece)
    return EXCERPT_JOINER.join(pieces)


def _signal_excerpt(text: str, classification: Classification, limit: int) -> str:
    """For a long 'maybe' message: verbatim, the sentences that read like the desk's decision
    (`decision_sentences`' order: the likeliest first, as a feed line keeps the first that
    fit), then those naming a ticker and a number (more of a trade's side, size and price
    first), up to `limit`: the decision buried in a report is the excerpt, not its tables."""
    sentences = [text[start:end].strip() for start, end in split_sentences(text)]
    named = [s for s in sentences if any(t in s for t in classification.tickers) and any(c.isdigit() for c in s)]
    ranked = [*decision_sentences(text), *sorted(named, key=trade_fact_count, reverse=True)]
    chosen: set[str] = set()
    size = 0
    for sentence in ranked:
        if size >= limit:
            break
        if sentence and sentence not in chosen:
            chosen.add(sentence)
            size += len(sentence)
    picked = list(dict.fromkeys(s for s in ranked if s in chosen))
    return EXCERPT_JOINER.join(picked) if picked else text[:limit]


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


@dataclass
class WindowInputs:
    """A window's messages plus what the classifier may know around them, read from the
    store in one snapshot (`load_window`); `classify_window` is then a pure function."""
    messages: list[StoredMessage]
    prior: list[StoredMessage] = field(default_factory=list)       # lookback, oldest first
    outside: dict[int, StoredMessage] = field(default_factory=dict)  # replied-to messages further back
    pinned: set[int] = field(default_factory=set)                    # pks
    prior_pinned: set[int] = field(default_factory=set)              # pks of pinned lookback messages
    pinned_before: list[StoredMessage] = field(default_factory=list)  # pinned posts older than the lookback
    book_before: list[StoredMessage] = field(default_factory=list)    # book posts outside the lookback and window
    reactions: dict[int, tuple[tuple[str, int | None], ...]] = field(default_factory=dict)
    versions: dict[int, tuple[str, ...]] = field(default_factory=dict)  # pk -> earlier contents


_PRIOR_CACHE = caches.ChannelCache(50_000)


def _prior_event(message: StoredMessage,
                 desk: DeskRules) -> tuple[PriorEvent, tuple[tuple[str, str], ...], frozenset[str]]:
    """A lookback message, classified without its own context: enough to know its ids,
    instruments, whether it proposed something, and the account words it names. Cached by
    version: windows share most of their lookback."""
    key = (message.pk, message.content_hash, message.created_at_ms, id(desk))
    cached = _PRIOR_CACHE.get(key, message.channel_id)
    if cached is None:
        view = view_of(message)
        result = classify_message(view, ClassifyContext(desk=desk), base=_classify(
            message.channel_id, view_text(view), view.author_name, view.author_bot))
        cached = (_as_prior(view, result), _ids_of(result),
                  accounts_named(message.content or "", tuple(message.embeds)))
        _PRIOR_CACHE.put(key, cached, message.channel_id)
    return cached


# Which events teach a trade id (a later message naming it with a stage word is that
# stage): a trade's own stages, and a certain risk or routing event on it. News and views
# name instruments and indices ("KSE-100"), and a guessed risk event a gateway's session
# ("FIX-KHI-02"): learned as ids, they made an hourly PnL line's "live" and the next
# session stats' "rejects" certain events of a trade that was none (a blind desk).
_NO_TRADE_ID_TYPES = NEWS_TYPES | {"thesis_update"}


def _teaches_ids(event_type: str, certain: bool) -> bool:
    return event_type not in _NO_TRADE_ID_TYPES and (event_type in TRADE_STAGE_TYPES or certain)


def _ids_of(result: Classification) -> tuple[tuple[str, str], ...]:
    return tuple((ident, event.trade_key or f"id:{ident}") for event in result.events
                 if _teaches_ids(event.event_type, event.tier == "certain") for ident in event.facts.get("ids", ()))


def _as_prior(view: MessageView, result: Classification) -> PriorEvent:
    events = result.events
    key = next((e.trade_key for e in events if e.trade_key), None)
    instruments = tuple(dict.fromkeys(i for e in events for i in e.facts.get("instruments", ())))
    side = next((e.facts["side"] for e in events if e.facts.get("side")), None)
    if side is None and not events and result.category != "noise":
        side = side_of(view.content or "")   # an untyped possible decision a reply may answer
    certain = any(e.tier == "certain" for e in events)
    asks = (not events or unsure_order((e.event_type for e in events), certain)) \
        and result.category != "noise" and asks_someone(view.content or "")
    figures = not events and result.category != "noise" and carries_trade_figures(view.content or "")
    weighs = not events and opens_asking(view.content or "")
    return PriorEvent(view.message_id or 0, view.author_name, view.created_at_ms,
                      tuple(e.event_type for e in events), tuple(e.stage for e in events), key,
                      instruments or tuple(result.instruments), side,
                      certain, result.category, asks, figures, weighs)



class _Running:
    """What the classifier learns walking a channel forward in time."""

    def __init__(self, desk: DeskRules):
        self.desk = desk
        self.known_ids: dict[str, str] = {}
        self.recent: list[PriorEvent] = []
        self.by_id: dict[int, PriorEvent] = {}
        self.held: set[str] = set(desk.held_roots())
        self.watch = frozenset(desk.watch_roots())
        self.names: dict[str, str] = {}     # company names the channel wrote beside their symbols
        self.accounts: Counter[str] = Counter()   # account/book words -> messages naming them
        self.traded: Counter[str] = Counter()     # names in the desk's certain trade lines -> lines
        self._held_frozen: frozenset[str] | None = None

    def read(self, message: StoredMessage, pinned: bool = False) -> None:
        """Holdings and watchlist the desk states in text (a book post, a watchlist line)."""
        text = narrowed(message.content or "")
        if "watch" in text.lower():
            self.watch = self.watch | watchlist_in(text, self.desk)
        for name, symbol in declared_names(text):
            self.names.setdefault(name, self.desk.aliases.root(symbol))
        self.held.update(holdings_in(text, self.desk, pinned=pinned))
        self.held.update(lines_reported_in(text, self.desk))
        if message.author_bot:
            self.held.update(position_records_in(text, self.desk))

    def note_accounts(self, words: frozenset[str]) -> None:
        """The account and book words a message names, once it is classified: a later
        order record for an account the channel never named is another desk's."""
        self.accounts.update(words)

    def learn(self, prior: PriorEvent, ids: tuple[tuple[str, str], ...] = ()) -> None:
        self.by_id[prior.message_id] = prior
        if not prior.event_types:
            return
        self.recent.append(prior)
        del self.recent[:-RECENT_EVENTS]
        for ident, trade_key in ids:
            self.known_ids.setdefault(ident, trade_key)
        if prior.trade_key and prior.trade_key.startswith("id:") and any(
                _teaches_ids(event_type, prior.certain) for event_type in prior.event_types):
            self.known_ids.setdefault(prior.trade_key[3:], prior.trade_key)
        if prior.certain and set(prior.event_types) & HOLDING_TYPES and prior.instruments:
            # The traded instrument leads a trade's line; the other names in it are as often a
            # counterparty, a venue or a quote currency ("... 500k Murban from Glencore"). They
            # count as held once a second trade names them (a pair's other leg fills too).
            self.held.add(prior.instruments[0])
            self.held.update(root for root in prior.instruments[1:] if self.traded[root])
            self.traded.update(prior.instruments)

    def context(self, view: MessageView, template_count: int, outside: dict[int, PriorEvent],
                format_words: frozenset[str] = frozenset()) -> ClassifyContext:
        referenced = None
        if view.reference_id is not None:
            referenced = self.by_id.get(view.reference_id) or outside.get(view.reference_id)
        # known_ids is shared, not copied: the classifier only reads it, and copying a day's
        # ids for every message would make a busy window quadratic.
        if self._held_frozen is None or len(self._held_frozen) != len(self.held):
            self._held_frozen = frozenset(self.held)
        return ClassifyContext(desk=self.desk, referenced=referenced, known_ids=self.known_ids,
                               template_count=template_count, held=self._held_frozen, watchlist=self.watch,
                               recent=tuple(self.recent), names=self.names, accounts=self.accounts,
                               format_words=format_words)


class ClassifyMemo:
    """Each recent window's classifications from its last pass, so a window that only
    gained messages classifies only the new ones (the live digest re-digests a busy hour
    every 30 s under ingest; classifying is ~95 % of a pass).

    A result is reused only under the same *chain key*: a hash over the window's context
    (lookback, pins, replied-to messages, desk rules) and over every earlier message of
    the window with everything the classifier reads of it (text, embeds, pin, reactions,
    earlier versions, whether its template recurs). Anything that could change a
    classification therefore misses, and so does every message after it. Bounded by
    results, least recently used windows first. A classification carries excerpts of its
    message, so an erasure drops its channel's windows (memory.caches), and a pass that
    began before the erasure keeps nothing."""

    def __init__(self, max_results: int = MEMO_MAX_RESULTS):
        self.max_results = max_results
        self._windows: OrderedDict[tuple[int, int], dict[tuple[int, int], Classification]] = OrderedDict()
        self._erasures: dict[int, int] = {}
        self._lock = threading.Lock()        # passes on a worker thread, drops on the writer's
        self.size = 0
        self.hits = 0
        self.misses = 0

    def begin(self, window: tuple[int, int]) -> tuple[dict[tuple[int, int], Classification], int]:
        """The window's results from its last pass, and the erasure count to hand to `keep`."""
        with self._lock:
            return self._windows.get(window, {}), self._erasures.get(window[0], 0)

    def keep(self, window: tuple[int, int], results: dict[tuple[int, int], Classification], erasures: int,
             hits: int) -> None:
        with self._lock:
            self.hits += hits
            self.misses += len(results) - hits
            if self._erasures.get(window[0], 0) != erasures:
                return                          # erased while this pass ran: its inputs may hold the text
            old = self._windows.pop(window, None)
            self.size += len(results) - (len(old) if old else 0)
            self._windows[window] = results
            # The live loop comes back to the newest hours; older ones only on an edit. So
            # the oldest hour goes first (least recently used among equals), and windows
            # visited in turn never evict the next one due.
            while self.size > self.max_results and len(self._windows) > 1:
                oldest = min(self._windows, key=lambda w: w[1])
                self.size -= len(self._windows.pop(oldest))

    def drop_channels(self, channels: frozenset[int]) -> None:
        with self._lock:
            for channel_id in channels:
                self._erasures[channel_id] = self._erasures.get(channel_id, 0) + 1
            for window in [w for w in self._windows if w[0] in channels]:
                self.size -= len(self._windows.pop(window))


class Pacer:
    """Keeps background classification from starving the event loop it shares the GIL
    with. Called between messages on the worker thread: while `busy` (the loop reported
    lag: `DigestLoop` measures it), each `slice_s` of work is followed by a sleep that
    holds the worker to `busy_share` of the time. Under load the digest gets older (the
    feed says so, and serves the newest messages raw), never the answers slower."""

    def __init__(self, *, busy_share: float = 0.25, slice_s: float = 0.01):
        self.busy_share = min(1.0, max(0.05, busy_share))
        self.slice_s = slice_s
        self.busy = False
        self.slept_s = 0.0
        self._started = time.perf_counter()

    def __call__(self) -> None:
        now = time.perf_counter()
        worked = now - self._started
        if worked < self.slice_s:
            return
        if self.busy:
            pause = worked * (1 - self.busy_share) / self.busy_share
            time.sleep(pause)
            self.slept_s += pause
        self._started = time.perf_counter()


# The live digest's memo (one per process, like the caches below it).
LIVE_MEMO = ClassifyMemo()


caches.holds_text(LIVE_MEMO.drop_channels)
# The classifier's caches keyed by message text (a template's shape, names written beside
# symbols, a text's records and account words, a bot post's symbols, a company word read as
# a ticker's abbreviation) hold that text: an erasure empties them all
# (erasures are rare; refilling costs one classification pass).
TEXT_CACHES = (template_key, declared_names, records_cache, accounts_cache, post_symbols_cache, abbreviates_cache)


def _forget_classifier_text(_channels: frozenset[int]) -> None:
    for cached in TEXT_CACHES:
        cached.cache_clear()


caches.holds_text(_forget_classifier_text)


def _context_seed(inputs: WindowInputs, desk: DeskRules) -> int:
    return hash((id(desk),
                 tuple((m.pk, m.content, m.pk in inputs.prior_pinned) for m in inputs.prior),
                 tuple((m.pk, m.content) for m in inputs.pinned_before),
                 tuple((m.pk, m.content) for m in inputs.book_before),
                 tuple(sorted((mid, m.pk, m.content) for mid, m in inputs.outside.items()))))


def _read_signature(message: StoredMessage, view: MessageView) -> tuple:
    """Everything of a message the classifier reads (MessageView's fields)."""
    return (message.pk, view.content, view.author_name, view.author_bot, view.author_id, view.created_at_ms,
            view.reference_id, repr(view.embeds) if view.embeds else None, view.pinned, view.reactions,
            view.earlier_versions, view.attachments)


def classify_window(inputs: WindowInputs, desk: DeskRules = DEFAULT_DESK, memo: ClassifyMemo | None = None,
                    pace: Pacer | None = None) -> list[tuple[StoredMessage, Classification]]:
    """Classify a window's live messages in time order, each with its context. With
    `memo`, results of the window's last pass are reused where nothing they read changed;
    `pace` is called between messages (see `Pacer`)."""
    running = _Running(desk)
    templates: Counter[tuple[str, str]] = Counter()
    bot_posts: dict[str, list[str]] = defaultdict(list)
    live = sorted((m for m in inputs.messages if not m.removed and m.content is not None),
                  key=lambda m: (m.created_at_ms, m.message_id))
    for message in inputs.pinned_before:
        running.read(message, pinned=True)
    for message in inputs.book_before:
        running.read(message)
    for message in inputs.prior:
        running.read(message, pinned=message.pk in inputs.prior_pinned)
        prior, ids, accounts = _prior_event(message, desk)
        running.learn(prior, ids)
        running.note_accounts(accounts)
        if pace is not None:
            pace()
        if message.author_bot:
            _count_post(message, templates, bot_posts)
    for message in live:
        if message.author_bot:
            _count_post(message, templates, bot_posts)
    labels = {author: format_words(posts) for author, posts in bot_posts.items()}
    outside = {mid: _prior_event(m, desk)[0] for mid, m in inputs.outside.items()}
    window = (live[0].channel_id, live[0].created_at_ms // HOUR_MS * HOUR_MS) if memo is not None and live else None
    if window is not None:
        remembered, erasures = memo.begin(window)
        chain, results, hits = _context_seed(inputs, desk), {}, 0
    classified = []
    asked: dict[int, tuple[int, MessageView, ClassifyContext]] = {}   # untyped, named a side: may have asked
    for message in live:
        view = view_of(message, pinned=message.pk in inputs.pinned, reactions=inputs.reactions.get(message.pk, ()),
                       earlier_versions=inputs.versions.get(message.pk, ()))
        count = templates[(message.author_name, post_shape(view))] if message.author_bot else 0
        label = labels.get(message.author_name, frozenset()) if message.author_bot else frozenset()
        running.read(message, pinned=view.pinned)
        result = None
        if window is not None:
            signature = _read_signature(message, view)
            key = (message.pk, hash((chain, signature, count >= TEMPLATE_MIN_COUNT, label)))
            result = remembered.get(key)
            if result is not None:
                hits += 1
                if result.template_count != count:
                    result = dataclasses.replace(result, template_count=count)
        context = None
        if result is None:
            base = _classify(message.channel_id, view_text(view), view.author_name, view.author_bot)
            context = running.context(view, count, outside, label)
            result = classify_message(view, context, base=base)
            if pace is not None:
                pace()
        prior, ids = _as_prior(view, result), _ids_of(result)
        if (prior.side is not None or prior.figures) and not result.events and result.category != "noise":
            # (only a message naming a side or a trade's figures can be answered:
            # memory.classify.message._reply)
            asked[message.message_id] = (len(classified), view, context or running.context(view, count, outside, label))
        running.learn(prior, ids)
        running.note_accounts(accounts_named(message.content or "", tuple(message.embeds)))
        if window is not None:
            results[key] = result
            # What later messages see of this one is what it taught the running context:
            # a result that came out the same (say, a template turned recurring but the
            # message is noise either way) leaves the rest of the window's keys as they were.
            chain = hash((chain, signature, prior, ids))
        classified.append((message, result))
    if window is not None:
        memo.keep(window, results, erasures, hits)
    _answered_by_reply(classified, asked)
    return classified


def _answered_by_reply(classified: list[tuple[StoredMessage, Classification]],
                       asked: dict[int, tuple[int, MessageView, ClassifyContext]]) -> None:
    """A message of the window that a later reply approved or rejected is classified again
    knowing it was answered (`ClassifyContext.answered`): what it said asked for a decision."""
    answered = {message.reference_id for message, result in classified if message.reference_id in asked
                and any((e.rule or "").startswith(("reply.approve", "reply.reject", "reply.answer_figures"))
                        for e in result.events)}
    for message_id in answered:
        index, view, context = asked[message_id]
        message = classified[index][0]
        again = classify_message(view, dataclasses.replace(context, answered=True), base=_classify(
            message.channel_id, view_text(view), view.author_name, view.author_bot))
        if again.events:
            classified[index] = (message, again)


def build_blocks(messages: list[StoredMessage], *, inputs: WindowInputs | None = None,
                 desk: DeskRules = DEFAULT_DESK, memo: ClassifyMemo | None = None,
                 pace: Pacer | None = None) -> list[BlockDraft]:
    """Every message of the window ends up in at least one block: represented or counted."""
    inputs = inputs or WindowInputs(messages)
    drafts: list[BlockDraft] = []
    for message in sorted(messages, key=lambda m: (m.created_at_ms, m.message_id)):
        if message.removed:
            drafts.append(BlockDraft("tombstone", "[message removed]", True, SCORE_TOMBSTONE, [message]))
    live = classify_window(inputs, desk, memo, pace)

    topics: dict[str, list[_Report]] = defaultdict(list)
    telemetry: dict[tuple[str, str], list[StoredMessage]] = defaultdict(list)
    for report in _group_reports(live):
        summarised = False
        for message, classification in report.chunks:
            text = message_text(message)
            if classification.category == "hard":
                blocks = _hard_event_blocks(message, text, classification,
                                            message_text(message, as_written=True))
                drafts.extend(blocks)
                covered = sum(len(block.text) for block in blocks)
                if len(text) > MAYBE_WHOLE_CHARS and covered < EXCERPT_COVERAGE_FOR_ROLLUP * len(fold(text)):
                    summarised = True  # the decision is served as its sentence; the rest is rolled up
            elif classification.category == "maybe":
                written = message_text(message, as_written=True)
                excerpt = written if len(text) <= MAYBE_WHOLE_CHARS else excerpt_as_written(_signal_excerpt(
                    text, classification, MAYBE_WHOLE_CHARS), text, written)
                drafts.append(BlockDraft("raw_excerpt", fold(excerpt), False, SCORE_MAYBE, [message],
                                         tier="possible", rule=maybe_rule(message.author_bot, len(text)),
                                         facts={"trace": list(classification.trace)} if classification.trace else None))
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


def _hard_event_blocks(message: StoredMessage, text: str, classification: Classification,
                       written: str) -> list[BlockDraft]:
    # One block per distinct excerpt; a sentence carrying two events is kept once (the
    # first event's type, tier and trade; the most certain tier wins). Excerpts are of the
    # text as read; the feed shows them as written.
    by_excerpt: dict[str, list] = {}
    for event in classification.events:
        by_excerpt.setdefault(excerpt_as_written(event.excerpt, text, written), []).append(event)
    drafts = []
    for excerpt, events in by_excerpt.items():
        first = events[0]
        tier = "certain" if any(e.tier == "certain" for e in events) else "possible"
        facts = dict(first.facts)
        if len(events) > 1:
            facts["also"] = [e.event_type for e in events[1:]]
        if len(text) > TERSE_WHOLE_CHARS:
            # Read in a report rather than a line: when room runs out it gives way sooner
            # (memory.render.awareness._give_way).
            facts[IN_REPORT] = True
        drafts.append(BlockDraft("hard_event", fold(excerpt), False, SCORE_HARD, [message],
                                 event_type=first.event_type, tier=tier, trade_key=first.trade_key,
                                 stage=first.stage, rule=first.rule or None, facts=facts or None))
    return drafts


def _gist(report: _Report) -> str:
    gist = report.chunks[0][1].gist or fold(report.chunks[0][0].content or "")
    gist = fold(gist)
    if len(gist) > GIST_CHARS:
        gist = gist[:GIST_CHARS - 1].rstrip() + "…"
    prefix = f"{report.author}: " if report.author else ""
    suffix = f" ({len(report.chunks)}-part report)" if len(report.chunks) > 1 else ""
    return prefix + gist + suffix


def topic_score(topic: str, sources: list[StoredMessage], items: int) -> float:
    """How much a topic line weighs in the feed: its items, half again per human post, a named topic more."""
    humans = sum(1 for m in sources if not m.author_bot)
    return items + 0.5 * humans + (2.0 if topic != "general" else 0.0)


def _topic_rollup(topic: str, reports: list[_Report]) -> BlockDraft:
    # Longer items first: they carry the substance; the rest are counted.
    ranked = sorted(reports, key=lambda r: -sum(len(m.content or "") for m, _ in r.chunks))
    gists = [_gist(report) for report in ranked[:ROLLUP_GISTS]]
    sources = [message for report in reports for message, _ in report.chunks]
    return BlockDraft("topic_rollup", " | ".join(gists), True, topic_score(topic, sources, len(reports)), sources,
                      group_key=f"topic:{topic}", item_count=len(reports))


# -- persistence ----------------------------------------------------------------------

def _fingerprint(conn: sqlite3.Connection, channel_id: int, bucket_ms: int) -> tuple:
    """What a window's blocks depend on: each message's current version and state."""
    return tuple(conn.execute(
        "SELECT pk, current_version, state FROM messages WHERE channel_id = ? AND created_at_ms BETWEEN ? AND ?"
        " ORDER BY pk", (channel_id, bucket_ms, bucket_ms + HOUR_MS - 1)).fetchall())


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def load_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int) -> WindowInputs:
    """A window's messages and their context: the lookback before it, replied-to messages
    further back, pins and reactions (migration 0004, when present), earlier versions of
    edited messages (for superseded levels)."""
    to_ms = bucket_ms + HOUR_MS - 1
    messages = queries.window(conn, [channel_id], bucket_ms, to_ms)
    prior = queries.window(conn, [channel_id], bucket_ms - LOOKBACK_MS, bucket_ms - 1, limit=LOOKBACK_MESSAGES,
                           newest_first=True, live_only=True)
    prior.reverse()
    seen = {m.message_id for m in messages} | {m.message_id for m in prior}
    wanted = sorted({m.reference_id for m in messages if m.reference_id and m.reference_id not in seen})
    outside = {mid: m for mid, m in queries.by_ids(conn, [channel_id], wanted).items() if not m.removed}
    inputs = WindowInputs(messages, prior, outside)
    pks = [m.pk for m in messages if not m.removed]
    has_pins = "pinned" in _columns(conn, "messages")
    if has_pins:
        # Pinned posts (a desk-state post: the book, the watchlist) are the desk's standing
        # state: read for days back, and the same day ahead (a book posted at 10:30 was held
        # at 06:00 too; a window rebuilt after the pin reads it).
        rows = conn.execute(
            "SELECT pk, created_at_ms FROM messages WHERE channel_id = ? AND created_at_ms BETWEEN ? AND ?"
            " AND pinned = 1 AND state = 'live' ORDER BY created_at_ms DESC LIMIT 20",
            (channel_id, bucket_ms - STANDING_BACK_MS, bucket_ms + PINNED_AHEAD_MS)).fetchall()
        inputs.prior_pinned = {pk for pk, _ in rows}
        older = [pk for pk, at_ms in rows if at_ms < bucket_ms - LOOKBACK_MS or at_ms > to_ms]
        inputs.pinned_before = sorted(queries.by_pks(conn, older).values(), key=lambda m: m.created_at_ms)
    # Book posts (a "positions:" post, a risk bot's exposure table) and reports of PnL by
    # line are standing state like pins, unpinned: read as far back and ahead as pins are.
    near = {m.pk for m in messages} | {m.pk for m in prior}
    standing = {m.pk: m for terms, limit in ((BOOK_POST_TERMS, BOOK_POSTS), (LINE_REPORT_TERMS, LINE_REPORT_POSTS))
                for m in queries.book_posts(conn, channel_id, bucket_ms - STANDING_BACK_MS, bucket_ms + PINNED_AHEAD_MS,
                                            near_ms=bucket_ms, limit=limit, terms=terms) if m.pk not in near}
    inputs.book_before = sorted(standing.values(), key=lambda m: m.created_at_ms)
    if not pks:
        return inputs
    marks = placeholders(pks)
    if has_pins:
        inputs.pinned = {row[0] for row in conn.execute(
            f"SELECT pk FROM messages WHERE pk IN ({marks}) AND pinned = 1", pks)}
    if _columns(conn, "reactions"):
        reactions: dict[int, list] = defaultdict(list)
        for pk, emoji, user_id in conn.execute(
                f"SELECT msg_pk, emoji, user_id FROM reactions WHERE msg_pk IN ({marks}) ORDER BY at_ms", pks):
            reactions[pk].append((emoji, user_id))
        inputs.reactions = {pk: tuple(items) for pk, items in reactions.items()}
    edited = [m.pk for m in messages if m.edited_at_ms and not m.removed]
    if edited:
        versions: dict[int, list[str]] = defaultdict(list)
        marks = placeholders(edited)
        for pk, content in conn.execute(
                f"SELECT v.msg_pk, v.content FROM message_versions v JOIN messages m ON m.pk = v.msg_pk"
                f" WHERE v.msg_pk IN ({marks}) AND v.version_id != m.current_version AND v.content IS NOT NULL"
                " ORDER BY v.msg_pk, v.edited_at_ms, v.version_id", edited):
            versions[pk].append(content)
        inputs.versions = {pk: tuple(items) for pk, items in versions.items()}
    return inputs


def prepare_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, *,
                   desk: DeskRules = DEFAULT_DESK) -> tuple[tuple, list[BlockDraft]]:
    """Read a window and build its blocks (a reader snapshot: no write lock held)."""
    inputs = load_window(conn, channel_id, bucket_ms)
    return _fingerprint(conn, channel_id, bucket_ms), build_blocks(inputs.messages, inputs=inputs, desk=desk)


def read_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int) -> tuple[tuple, WindowInputs]:
    """A window's inputs and fingerprint, in one snapshot. Classification happens after
    the read ends: a read held open while a busy hour is classified (20-40 s under load)
    pins the WAL, which then grows past any checkpoint."""
    return _fingerprint(conn, channel_id, bucket_ms), load_window(conn, channel_id, bucket_ms)


def swap_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, fingerprint: tuple,
                drafts: list[BlockDraft], *, now_ms: int) -> int | None:
    """Replace a window's blocks with drafts built from `fingerprint`, in a write
    transaction, and clear its dirty mark. If a message the drafts were built from changed
    since (an edit, a delete, a forget), change nothing and return None: the window stays
    queued. If messages were only added, swap the drafts in and leave the window queued:
    under steady ingest a busy window gains messages while it is classified, and refusing
    those drafts would leave its digest stale forever (the new messages are served as not
    yet digested until the next pass)."""
    current = _fingerprint(conn, channel_id, bucket_ms)
    appended = False
    if current != fingerprint:
        if not set(fingerprint) <= set(current):
            return None
        appended = True
    # LLM rollups of this window are dropped too: their sources changed, the rollup
    # worker re-derives them (a cache hit when the text it saw is unchanged).
    conn.execute("DELETE FROM blocks WHERE channel_id = ? AND bucket_ms = ?", (channel_id, bucket_ms))
    for draft in drafts:
        insert_block(conn, channel_id, bucket_ms, draft, now_ms=now_ms, processor=PROCESSOR)
    if not appended:
        conn.execute("DELETE FROM dirty_windows WHERE channel_id = ? AND bucket_ms = ?", (channel_id, bucket_ms))
    return len(drafts)


def rebuild_window(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, *, now_ms: int,
                   desk: DeskRules = DEFAULT_DESK) -> int:
    """Prepare and swap in one transaction (batch jobs and tests on a plain connection)."""
    fingerprint, drafts = prepare_window(conn, channel_id, bucket_ms, desk=desk)
    return swap_window(conn, channel_id, bucket_ms, fingerprint, drafts, now_ms=now_ms)


def insert_block(conn: sqlite3.Connection, channel_id: int, bucket_ms: int, draft: BlockDraft, *,
                 now_ms: int, processor: str, model: str | None = None, prompt_version: str | None = None) -> int:
    window_from, window_to = draft.window
    cur = conn.execute(
        "INSERT INTO blocks (channel_id, bucket_ms, kind, event_type, group_key, authors, item_count, text,"
        " sparse, score, window_from_ms, window_to_ms, generated_at_ms, dirty, processor, model, prompt_version,"
        " tier, trade_key, stage, rule, facts)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)",
        (channel_id, bucket_ms, draft.kind, draft.event_type, draft.group_key, draft.authors, draft.item_count,
         draft.text, int(draft.sparse), draft.score, window_from, window_to, now_ms, processor, model,
         prompt_version, draft.tier, draft.trade_key, draft.stage, draft.rule,
         json.dumps(draft.facts, ensure_ascii=False, sort_keys=True) if draft.facts else None),
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


def pending_windows(conn: sqlite3.Connection, limit: int = 100, *, now_ms: int = 0,
                    hold_ms: int = 0) -> list[tuple[int, int]]:
    """Dirty windows, newest first. With `hold_ms`, a window digested less than that ago
    that only gained messages since (none of its blocks is dirty: no edit, delete or
    forget touched it) waits: under steady ingest a busy hour turns dirty with every
    message, and re-classifying it whole every tick would take the process's CPU. Its new
    messages are served meanwhile as not yet digested; an erasure scrubs blocks itself."""
    if hold_ms <= 0:
        rows = conn.execute("SELECT channel_id, bucket_ms FROM dirty_windows ORDER BY bucket_ms DESC LIMIT ?",
                            (limit,)).fetchall()
    else:
        rows = conn.execute(
            "SELECT d.channel_id, d.bucket_ms FROM dirty_windows d"
            " WHERE NOT (EXISTS (SELECT 1 FROM blocks b WHERE b.channel_id = d.channel_id AND b.bucket_ms = d.bucket_ms"
            "                    AND b.generated_at_ms > ?)"
            "        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.channel_id = d.channel_id"
            "                        AND b.bucket_ms = d.bucket_ms AND b.dirty = 1))"
            " ORDER BY d.bucket_ms DESC LIMIT ?", (now_ms - hold_ms, limit)).fetchall()
    return [(row[0], row[1]) for row in rows]


def mark_digested(conn: sqlite3.Connection, channel_ids: set[int], now_ms: int) -> None:
    conn.executemany(
        "INSERT INTO channel_state (channel_id, digest_at_ms) VALUES (?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET digest_at_ms = excluded.digest_at_ms",
        [(channel_id, now_ms) for channel_id in channel_ids],
    )


async def run_pending(store, *, now_ms: int | None = None, batch: int = 100,
                      desk: DeskRules = DEFAULT_DESK, hold_ms: int = 0, memo: ClassifyMemo | None = None,
                      pace: Pacer | None = None) -> DigestRun:
    """Rebuild the dirty windows queued now (at most `batch`), newest first, one
    transaction per window. Bounded on purpose: under steady ingest windows keep
    turning dirty, and a caller (the loop) must get control back to do other work.
    `desk`: the desk's rules (CHANNEL_MEMORY_DESK_RULES), loaded once by the caller.
    `hold_ms`: see `pending_windows` (the live loop; batch jobs drain everything).
    `memo`: see `ClassifyMemo` (the live loop: windows come back often). `pace`: see `Pacer`."""
    run = DigestRun()
    started = time.monotonic()
    reused_before, classified_before = (memo.hits, memo.misses) if memo is not None else (0, 0)
    paced_before = pace.slept_s if pace is not None else 0.0
    clock_ms = now_ms if now_ms is not None else timeutil.now_ms()
    windows = await store.read(pending_windows, batch, now_ms=clock_ms, hold_ms=hold_ms)
    if windows:
        for channel_id, bucket_ms in windows:
            # Read on the background reader, classify on a worker thread with no read open,
            # hold the writer only for the swap; feed requests keep their readers.
            fingerprint, inputs = await store.read_background(read_window, channel_id, bucket_ms)
            drafts = await asyncio.to_thread(build_blocks, inputs.messages, inputs=inputs, desk=desk, memo=memo,
                                             pace=pace)
            written = await store.write(swap_window, channel_id, bucket_ms, fingerprint, drafts,
                                        now_ms=now_ms if now_ms is not None else timeutil.now_ms())
            if written is None:
                run.raced += 1   # changed meanwhile: still queued, rebuilt next pass
                continue
            run.blocks += written
            run.windows += 1
        await store.write(mark_digested, {channel_id for channel_id, _ in windows},
                          now_ms if now_ms is not None else timeutil.now_ms())
    run.seconds = time.monotonic() - started
    if run.windows:
        extra = {"windows": run.windows, "blocks": run.blocks, "seconds": round(run.seconds, 3)}
        if memo is not None:
            extra.update(reused=memo.hits - reused_before, classified=memo.misses - classified_before)
        if pace is not None:
            extra["yielded_s"] = round(pace.slept_s - paced_before, 3)
        log.info("digest windows rebuilt", extra=extra)
    return run


@functools.cache
def _builder_fingerprint() -> str:
    """A hash of what turns messages into blocks: the classifier package (code and
    vocabulary) and this module."""
    root = Path(__file__).parent
    digest = hashlib.sha256()
    for path in sorted([*(root / "classify").rglob("*.py"), *(root / "classify").rglob("*.toml"), Path(__file__)]):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def classifier_version(desk: DeskRules = DEFAULT_DESK) -> str:
    """The version of the classifier a store's blocks were built by: code, vocabulary and
    the desk's rules file."""
    return f"{_builder_fingerprint()}:{desk.fingerprint or 'built-in'}"


def requeue_on_new_classifier(conn: sqlite3.Connection, version: str, now_ms: int) -> int:
    """Queue every digested window again when the store's blocks were built by another
    classifier version (an upgrade, an edited desk file), and record this one; the number
    of windows queued. Without it a window keeps the old blocks until a message of it
    changes. Windows whose messages retention compacted are left: their blocks are all
    that is left of them."""
    row = conn.execute("SELECT value FROM store_meta WHERE key = 'classifier'").fetchone()
    if row is not None and row[0] == version:
        return 0
    queued = conn.execute(
        "INSERT OR IGNORE INTO dirty_windows (channel_id, bucket_ms, oldest_change_ms, marked_at_ms)"
        # (each window once, then its messages: not once per block)
        " SELECT w.channel_id, w.bucket_ms, w.bucket_ms, ? FROM (SELECT DISTINCT channel_id, bucket_ms FROM blocks) w"
        " WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.channel_id = w.channel_id"
        "                   AND m.created_at_ms BETWEEN w.bucket_ms AND w.bucket_ms + ? - 1"
        "                   AND m.compacted_at_ms IS NOT NULL)", (now_ms, HOUR_MS)).rowcount
    record_classifier_version(conn, version)
    if queued:
        log.info("classifier changed: windows queued to digest again",
                 extra={"windows": queued, "was": row[0] if row else None, "now": version})
    return queued


def record_classifier_version(conn: sqlite3.Connection, version: str) -> None:
    """Say the store's blocks were built by classifier `version`."""
    conn.execute("INSERT INTO store_meta (key, value) VALUES ('classifier', ?)"
                 " ON CONFLICT (key) DO UPDATE SET value = excluded.value", (version,))


async def run_all(store, *, now_ms: int | None = None, desk: DeskRules = DEFAULT_DESK) -> DigestRun:
    """Drain the queue completely: for batch jobs (replay then digest), not the live loop."""
    await store.write(requeue_on_new_classifier, classifier_version(desk),
                      now_ms if now_ms is not None else timeutil.now_ms())
    total = DigestRun()
    while (run := await run_pending(store, now_ms=now_ms, desk=desk)).windows or run.raced:
        total.windows += run.windows
        total.blocks += run.blocks
        total.seconds += run.seconds
    return total
