"""GET /channel-awareness and GET /channel-context: text/plain feeds for cllama.

The feed text comes from `memory.render.awareness` (awareness, bootstrap) and `memory.render.context`
(tail, delta_tail); this module parses the query, applies the allowlist, and degrades
instead of failing: if the digest part throws, the same request is served as a raw
window with `digest=unavailable`. Reading and rendering run together on a reader
thread (`Store.read`), so a burst of feed requests does not block the event loop, and
awareness/bootstrap requests share rendered bytes through `feed.cache.FeedCache` (by
data version, single flight, never after an erasure of their channels). Tails and
deltas are per-cursor and cheap: they are never cached.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import sqlite3
import time

from aiohttp import web

from feed.cache import FeedStats, Overloaded, Variant, budget_rungs, variant
from feed.common import (
    AGENT_KEY,
    CONFIG_KEY,
    FEED_CACHE_KEY,
    MAX_CHANNELS_PER_REQUEST,
    SERVE_RECORD_KEY,
    STORE_KEY,
    ApiError,
    ServeRecord,
    channel_id,
    duration_ms,
    endpoint,
    invalid,
    resolve_channels,
    text_response,
)
from memory.render import context as ctx
from memory.render.awareness import (
    KIND_DIGEST,
    KIND_RAW,
    DigestPart,
    Feed,
    FeedRequest,
    Layout,
    MessagePart,
    build_layout,
    fit,
    load_inputs,
    render_awareness,
)
from memory.render.text import header_line

log = logging.getLogger("channel_memory.feed")

AWARENESS_KINDS = (KIND_RAW, KIND_DIGEST)
MAX_LIMIT = 500
MIN_MAX_CHARS = 512


@dataclasses.dataclass(frozen=True)
class FeedQuery:
    channels: tuple[int, ...]
    since_ms: int
    limit: int | None
    max_chars: int | None
    kind: str | None
    after: tuple[tuple[int, int], ...]


def _int_param(request: web.Request, name: str, low: int, high: int | None = None) -> int | None:
    raw = request.query.get(name)
    if raw is None or raw.strip() == "":
        return None
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 9:
        raise invalid(f"{name}: expected a whole number, got {raw[:40]!r}")
    value = int(text)
    if value < low:
        raise invalid(f"{name}: must be at least {low}")
    if high is not None and value > high:
        raise invalid(f"{name}: must be at most {high}")
    return value


def _kind(raw: str | None, allowed: tuple[str, ...]) -> str | None:
    if raw is None or raw.strip() == "":
        return None
    # An unencoded '+' in a query string arrives as a space: raw_window+digest.
    kind = raw.strip().replace(" ", "+")
    if kind not in allowed:
        raise invalid(f"context_kind: expected one of {', '.join(allowed)}, got {raw[:40]!r}")
    return kind


def _cursors(raw: str | None) -> tuple[tuple[int, int], ...]:
    if raw is None or not raw.strip():
        return ()
    pairs: dict[int, int] = {}
    for part in raw.split(","):
        part = part.strip()
        if not part:
            continue
        channel_text, sep, message_text = part.replace("/", ":").partition(":")
        if not sep:
            raise invalid(f"after: expected <channel_id>:<message_id> pairs, got {part[:60]!r}")
        try:
            channel = channel_id(channel_text, "after")
            message = channel_id(message_text, "after")
        except ValueError as exc:
            raise invalid(str(exc)) from None
        pairs[channel] = max(pairs.get(channel, 0), message)
    if len(pairs) > MAX_CHANNELS_PER_REQUEST:
        raise invalid(f"after: at most {MAX_CHANNELS_PER_REQUEST} channels")
    return tuple(pairs.items())


# Pollers repeat the same query strings: a parsed query is reused (bounded; errors are
# never memoised, so every bad request still gets its own 400).
_PARSED: dict[tuple, FeedQuery] = {}
_PARSED_MAX = 4096


def parse_query(request: web.Request, kinds: tuple[str, ...], *, feed_max_bytes: int) -> FeedQuery:
    memo = (request.query_string, kinds, feed_max_bytes)
    found = _PARSED.get(memo)
    if found is None:
        found = _parse_query(request, kinds, feed_max_bytes=feed_max_bytes)
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[memo] = found
    return found


def _parse_query(request: web.Request, kinds: tuple[str, ...], *, feed_max_bytes: int) -> FeedQuery:
    query = request.query
    after = _cursors(",".join(query.getall("after", [])) or None)
    raw_channels = ",".join(query.getall("channels", []))
    channels: list[int] = []
    if "channels" not in query and not after:
        raise invalid("channels: required (comma-separated channel ids)")
    for part in raw_channels.split(","):
        if part.strip():
            try:
                channels.append(channel_id(part))
            except ValueError as exc:
                raise invalid(str(exc)) from None
    if not channels and after:
        channels = [c for c, _ in after]
    if len(channels) > MAX_CHANNELS_PER_REQUEST:
        raise invalid(f"channels: at most {MAX_CHANNELS_PER_REQUEST} per request")
    try:
        since = duration_ms(query.get("since") or "24h")
    except ValueError as exc:
        raise invalid(str(exc)) from None
    max_chars = _int_param(request, "max_chars", MIN_MAX_CHARS)
    if max_chars is not None:
        max_chars = min(max_chars, feed_max_bytes)
    return FeedQuery(tuple(dict.fromkeys(channels)), since, _int_param(request, "limit", 0, MAX_LIMIT),
                     max_chars, _kind(query.get("context_kind"), kinds), after)


# -- rendering on the reader thread -----------------------------------------------------

def _awareness(conn: sqlite3.Connection, req: FeedRequest, prefix: str, extra: dict) -> tuple[Feed, str | None]:
    """Render; if the digest part fails, the raw window with digest=unavailable."""
    try:
        return render_awareness(load_inputs(conn, req), req, prefix=prefix, extra_header=extra), None
    except Exception as exc:  # a degraded feed beats no feed
        if req.kind != KIND_DIGEST:
            raise
        raw = dataclasses.replace(req, kind=KIND_RAW)
        feed = render_awareness(load_inputs(conn, raw), raw, prefix=prefix,
                                extra_header={**extra, "digest": "unavailable", "digest_error": type(exc).__name__})
        return feed, f"{type(exc).__name__}: {exc}"


@dataclasses.dataclass(frozen=True)
class Built:
    """A layout (budget-independent) and the header fields it is served with."""
    layout: Layout
    extra: dict
    failure: str | None

    @property
    def nbytes(self) -> int:
        return self.layout.nbytes


Parts = tuple[DigestPart, MessagePart]


class NeedsLimit(Exception):
    """The default layout did not read enough recent messages for this `limit`."""


def _layout(conn: sqlite3.Connection, req: FeedRequest, extra: dict, parts: Parts | None = None) -> Built:
    """Read and lay out; if the digest part fails, the raw window with digest=unavailable.
    `parts`: each channel's digest and message parts (feed.cache.ChannelDigestCache)."""
    try:
        digest_part, message_part = parts or (None, None)
        return Built(build_layout(load_inputs(conn, req, digest_part=digest_part, message_part=message_part), req),
                     extra, None)
    except Exception as exc:  # a degraded feed beats no feed
        if req.kind != KIND_DIGEST:
            raise
        raw = dataclasses.replace(req, kind=KIND_RAW)
        return Built(build_layout(load_inputs(conn, raw), raw),
                     {**extra, "digest": "unavailable", "digest_error": type(exc).__name__},
                     f"{type(exc).__name__}: {exc}")


def _bootstrap_layout(conn: sqlite3.Connection, req: FeedRequest, parts: Parts | None = None) -> Built:
    cursor = ctx.newest_ids(conn, list(req.channel_ids), req.window_start, req.now_ms)
    return _layout(conn, req, {"context_kind": ctx.BOOTSTRAP_TAIL,
                               "cursor": ctx.format_cursor(cursor, req.channel_ids) or "-"}, parts)


async def _cached_feed(app: web.Application, endpoint_key: str, prefix: str, kind_label: str | None,
                       q: FeedQuery, channels: tuple[int, ...], kind: str, reader, *,
                       own_fit: bool = False) -> tuple[bytes, FeedStats, str]:
    """The feed's bytes through the cache: one layout per (channels, since, kind,
    deterministic_only) and data version, fitted once per (limit, max_chars) variant.
    `own_fit`: wait for this variant's own fit, never a nearer budget's (the warm)."""
    config = app[CONFIG_KEY]
    budget = config.budget
    deterministic = config.deterministic_only(channels)
    store = app[STORE_KEY]
    cache = app[FEED_CACHE_KEY]
    fitting = variant(q.limit, q.max_chars)

    def build_for(limit: int | None):
        async def build() -> tuple[Built, None]:
            req = FeedRequest(channel_ids=channels, since_ms=q.since_ms, now_ms=config.clock(), kind=kind,
                              limit=limit, max_chars=None, budget=budget, deterministic_only=deterministic)
            # Epochs read here, before the read's snapshot begins.
            parts = (cache.digest.source(channels), cache.digest.messages(channels))
            try:
                built = await store.read(reader, req, parts)
            except Exception as exc:  # noqa: BLE001
                raise _store_failure(exc) from None
            if built.failure:
                log.error("digest part failed; served the raw window", extra={"error": built.failure[:300]})
            return built, None
        return build

    def fit_bytes(built: Built, v: Variant, *, check_limit: bool = True) -> tuple[bytes, FeedStats]:
        if check_limit and not built.layout.fits_limit(v.limit):
            raise NeedsLimit
        feed = fit(built.layout, limit=v.limit, max_chars=v.max_chars, prefix=prefix, extra_header=built.extra)
        cap = min(budget.feed_max_bytes, v.max_chars or budget.feed_max_bytes)
        text = cap_text(feed.text, feed.header, prefix, cap)
        return text.encode("utf-8"), feed_stats(feed, kind_label or str(feed.header["kind"]), deterministic)

    def canonical(built: Built, v: Variant) -> Variant:
        # A budget at or above what this layout fills by default is the default feed:
        # the same bytes, fitted once (fit never uses max_chars beyond total_bytes).
        if q.max_chars is not None and q.max_chars >= built.layout.req.total_bytes:
            return Variant(v.limit, None)
        return v

    base = (endpoint_key, channels, q.since_ms, kind, deterministic)
    hit = cache.fitted_hit((*base, None), fitting, channels, canonical)
    if hit is not None:
        return hit.body, hit.stats, "hit"
    try:
        try:
            entry, how = await cache.get_fitted((*base, None), fitting, channels, build_for(None), fit_bytes,
                                                canonical, nearest=not own_fit)
        except NeedsLimit:
            entry, how = await cache.get_fitted((*base, fitting.limit), fitting, channels, build_for(fitting.limit),
                                                lambda built, v: fit_bytes(built, v, check_limit=False), canonical,
                                                nearest=not own_fit)
    except Overloaded as exc:
        raise _overloaded(exc) from None
    except (ApiError, asyncio.CancelledError):
        raise
    except Exception as exc:  # fitting the digest failed: a degraded feed beats no feed
        if kind != KIND_DIGEST:
            raise
        log.error("digest part failed; served the raw window", extra={"error": f"{type(exc).__name__}: {exc}"[:300]})
        degraded = {"digest": "unavailable", "digest_error": type(exc).__name__}
        return await _cached_feed(app, f"{endpoint_key}-degraded", prefix, kind_label, q, channels, KIND_RAW,
                                  lambda conn, req, parts: _with_extra(reader(conn, req, parts), degraded))
    return entry.body, entry.stats, how


def _with_extra(built: Built, extra: dict) -> Built:
    return dataclasses.replace(built, extra={**built.extra, **extra})


def _context(conn: sqlite3.Connection, req: ctx.ContextRequest) -> ctx.ContextFeed:
    return ctx.render_context(ctx.load_context(conn, req), req)


def cap_text(text: str, header: dict, prefix: str, cap: int) -> str:
    """Last line of defence for the 32 KiB feed limit: whole lines only, and say so."""
    data = text.encode("utf-8")
    if len(data) <= cap:
        return text
    lines = text.rstrip("\n").split("\n")
    head = header_line(prefix, {**header, "budget_exceeded": True})
    kept = [head]
    size = len(head.encode("utf-8")) + 1
    room = cap - 160
    for line in lines[1:]:
        line_size = len(line.encode("utf-8")) + 1
        if size + line_size > room:
            break
        kept.append(line)
        size += line_size
    cut = len(lines) - len(kept)
    kept.append(f"… {cut} more lines cut at the {cap}-byte feed limit; fetch sources with get_channel_messages")
    return "\n".join(kept) + "\n"


def _store_failure(exc: Exception) -> ApiError:
    log.error("feed read failed", exc_info=exc, extra={"error_type": type(exc).__name__})
    return ApiError(503, "store_unavailable", "channel memory cannot read its store right now")


def feed_stats(feed: Feed, kind: str, deterministic_only: bool) -> FeedStats:
    stats = feed.stats
    return FeedStats(kind=kind, status=str(feed.header.get("digest", stats.status)), retained=stats.retained,
                     returned=stats.returned, omitted=stats.omitted, raw_bytes=stats.raw_bytes,
                     digest_bytes=stats.digest_bytes, digest_blocks=stats.digest_blocks,
                     coverage_gaps=stats.coverage_gaps, deterministic_only=deterministic_only)


def _fill_op(op: ServeRecord | None, stats: FeedStats, cached: str) -> None:
    """The served feed's figures onto the op (its log line and metrics): named one by one,
    on the path of every cache hit."""
    if op is None:
        return
    op.kind, op.status, op.cache = stats.kind, stats.status, cached
    op.retained, op.returned, op.omitted = stats.retained, stats.returned, stats.omitted
    op.raw_bytes, op.digest_bytes = stats.raw_bytes, stats.digest_bytes
    op.digest_blocks, op.coverage_gaps = stats.digest_blocks, stats.coverage_gaps
    op.deterministic_only = stats.deterministic_only


def _overloaded(exc: Overloaded) -> ApiError:
    return ApiError(503, "overloaded", "feed renders are saturated; retry shortly",
                    headers={"Retry-After": str(max(1, round(exc.retry_after_s)))})


def _bytes_response(body: bytes) -> web.Response:
    return web.Response(body=body, content_type="text/plain", charset="utf-8")


# -- handlers ---------------------------------------------------------------------------

@endpoint("channel-awareness", auth="agent", op=True)
async def channel_awareness(request: web.Request) -> web.Response:
    q = parse_query(request, AWARENESS_KINDS, feed_max_bytes=request.app[CONFIG_KEY].budget.feed_max_bytes)
    channels = resolve_channels(request[AGENT_KEY], q.channels)
    op = request.get(SERVE_RECORD_KEY)
    if op is not None:
        op.channels = channels
    body, stats, cached = await _cached_feed(request.app, "awareness", AWARENESS_PREFIX, None, q, channels,
                                             q.kind or KIND_DIGEST, _awareness_layout)
    _fill_op(op, stats, cached)
    return _bytes_response(body)


AWARENESS_PREFIX = "[channel-awareness]"


def _awareness_layout(conn: sqlite3.Connection, req: FeedRequest, parts: Parts | None) -> Built:
    return _layout(conn, req, {}, parts)


# Warming: every channel set of an allowlist this small, else the whole list and each channel;
# each fitted at the default budget, then a few coarse ones, then every budget rung from
# WARM_SMALLEST_BUDGET up (a budget never fitted is served the nearest smaller one while its
# own fit runs: a cold start of many budgets queued hundreds of fits behind one slot).
WARM_ALL_SETS_MAX_CHANNELS = 5
WARM_COARSE_BUDGETS = (11_264, 5_120, 2_048)    # rungs of feed.cache.variant
WARM_SMALLEST_BUDGET = 1_024
WARM_SINCE = "24h"
# The warm stops when the feed cache is this full: it never evicts what it warmed.
WARM_CACHE_SHARE = 0.85


def warm_sets(allowlist: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The channel sets an agent with this allowlist may ask for, as far as warming goes."""
    channels = tuple(sorted(set(allowlist)))
    if len(channels) <= WARM_ALL_SETS_MAX_CHANNELS:
        return [tuple(c for i, c in enumerate(channels) if mask >> i & 1) for mask in range(1, 1 << len(channels))]
    return [channels, *((c,) for c in channels)]


def warm_budgets(feed_max_bytes: int) -> list[int | None]:
    """In the order they are warmed: the default feed, coarse budgets, every other rung."""
    coarse = [b for b in WARM_COARSE_BUDGETS if b < feed_max_bytes]
    rest = sorted(set(budget_rungs(WARM_SMALLEST_BUDGET, feed_max_bytes - 1)) - set(coarse), reverse=True)
    return [None, *coarse, *rest]


async def warm_awareness(app: web.Application, allowlists: list[tuple[int, ...]], *, time_budget_s: float) -> int:
    """Lay out and fit the awareness feed of each channel set the agents may ask for, at
    every budget rung, before the first request: a cold start then serves every set and
    budget from the cache instead of queueing first layouts and fits. Budget by budget
    over all sets (each set gets its default feed first); bounded in time; how many sets
    got their default feed. A budget at or above a set's default feed is that feed (no fit)."""
    deadline = time.monotonic() + time_budget_s
    cache = app[FEED_CACHE_KEY]
    since_ms = duration_ms(WARM_SINCE)
    sets = list(dict.fromkeys(s for allowlist in allowlists for s in warm_sets(allowlist)))
    done = 0
    for max_chars in warm_budgets(app[CONFIG_KEY].budget.feed_max_bytes):
        for channels in sets:
            if time.monotonic() > deadline or (max_chars is not None
                                                and cache.bytes > WARM_CACHE_SHARE * cache.max_bytes):
                return done
            q = FeedQuery(channels, since_ms, None, max_chars, None, ())
            await _cached_feed(app, "awareness", AWARENESS_PREFIX, None, q, channels, KIND_DIGEST, _awareness_layout,
                               own_fit=True)
            done += max_chars is None
    return done


@endpoint("channel-context", auth="agent", op=True)
async def channel_context(request: web.Request) -> web.Response:
    config = request.app[CONFIG_KEY]
    budget = config.budget
    q = parse_query(request, ctx.CONTEXT_KINDS, feed_max_bytes=budget.feed_max_bytes)
    agent = request[AGENT_KEY]
    channels = resolve_channels(agent, q.channels)
    resolve_channels(agent, tuple(c for c, _ in q.after))    # a cursor for another channel is a 403 too
    op = request.get(SERVE_RECORD_KEY)
    if op is not None:
        op.channels = channels
    kind = q.kind or (ctx.DELTA_TAIL if q.after else ctx.TAIL)
    now = config.clock()
    store = request.app[STORE_KEY]
    cap = min(budget.feed_max_bytes, q.max_chars or budget.feed_max_bytes)
    if kind == ctx.BOOTSTRAP_TAIL:
        body, stats, cached = await _cached_feed(request.app, "bootstrap", ctx.PREFIX, kind, q, channels, KIND_DIGEST,
                                                 _bootstrap_layout)
        _fill_op(op, stats, cached)
        return _bytes_response(body)
    creq = ctx.ContextRequest(channel_ids=channels, since_ms=q.since_ms, now_ms=now, kind=kind,
                              after=tuple((c, m) for c, m in q.after if c in set(channels)),
                              limit=q.limit, max_chars=q.max_chars, budget=budget,
                              deterministic_only=config.deterministic_only(channels))
    try:
        feed = await store.read(_context, creq)
    except Exception as exc:  # noqa: BLE001
        raise _store_failure(exc) from None
    if op is not None:
        op.kind = kind
        op.retained, op.returned, op.omitted = feed.retained, feed.returned, feed.omitted
        op.raw_bytes, op.coverage_gaps = feed.raw_bytes, feed.coverage_gaps
        op.status = str(feed.header["digest"])
    return text_response(cap_text(feed.text, feed.header, ctx.PREFIX, cap))
