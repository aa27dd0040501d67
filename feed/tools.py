"""Channel tools for agents: /search_channel_context and /get_channel_messages.

Both answer the contract's shape (`ok`, `status`, `messages`, `derived_blocks`,
`retained_coverage`, `hint`) and stay under `tool_max_bytes`: when the answer would be
larger, whole messages are left out (the least relevant first), `truncated` is true and
the hint says how to get the rest. JSON is never cut in half.

Only channels the agent may read are passed to memory/, so every SQL query is already
filtered; a request naming another channel is refused before any read.
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field

from aiohttp import web

from feed import shapes
from feed.common import (
    AGENT_KEY,
    CONFIG_KEY,
    SERVE_RECORD_KEY,
    STORE_KEY,
    ApiError,
    Bound,
    dumps,
    duration_ms,
    endpoint,
    invalid,
    read_model,
    resolve_channels,
    time_bound,
)
from feed.schemas import MessagesRequest, SearchRequest
from memory import coverage, queries
from memory.queries import BadQuery, StoredMessage
from memory.timeutil import parse_snowflake, snowflake_ms

HANDLE = re.compile(r"^(\d{1,20})[/:](\d{1,20})$")
RANGE = re.compile(r"^(\d{1,20})/(\d{1,20})\.\.(\d{1,20})(?:\((\d{1,6})\))?$")
BARE = re.compile(r"^\d{1,20}$")
# Messages fetched per id range handle at most (a handle printed by the feed for a rollup).
RANGE_MAX = 200
HINT_ROOM = 420


# -- references -------------------------------------------------------------------------

@dataclass
class Refs:
    """What an id list asked for, parsed: bare ids, exact handles, id ranges."""
    bare: list[int] = field(default_factory=list)
    handles: list[tuple[int, int]] = field(default_factory=list)
    ranges: list[tuple[int, int, int, int | None]] = field(default_factory=list)   # channel, first, last, count
    order: list[tuple[str, tuple]] = field(default_factory=list)

    @property
    def channels(self) -> set[int]:
        return {c for c, _ in self.handles} | {r[0] for r in self.ranges}

    def __bool__(self) -> bool:
        return bool(self.order)


def _split(item: object) -> list[str]:
    if isinstance(item, bool) or not isinstance(item, (str, int)):
        raise ValueError("expected a message id, a <channel_id>/<message_id> handle or a range")
    text = str(item).strip()
    if text.startswith(("source=", "sources=")):
        text = text.split("=", 1)[1]
    return [part.strip() for part in text.split(",") if part.strip()]


def parse_refs(items: list, what: str, refs: Refs | None = None) -> Refs:
    refs = refs or Refs()
    for position, item in enumerate(items):
        try:
            parts = _split(item)
            if not parts:
                raise ValueError("empty")
            for part in parts:
                if match := RANGE.match(part):
                    channel, first, last = (parse_snowflake(g) for g in match.groups()[:3])
                    count = int(match.group(4)) if match.group(4) else None
                    if first > last:
                        first, last = last, first
                    refs.ranges.append((channel, first, last, count))
                    refs.order.append(("range", (channel, first, last, count)))
                elif match := HANDLE.match(part):
                    channel, message = parse_snowflake(match.group(1)), parse_snowflake(match.group(2))
                    refs.handles.append((channel, message))
                    refs.order.append(("handle", (channel, message)))
                elif BARE.match(part):
                    message = parse_snowflake(part)
                    refs.bare.append(message)
                    refs.order.append(("bare", (message,)))
                else:
                    raise ValueError(f"not a message id, handle or range: {part[:60]!r}")
        except ValueError as exc:
            raise invalid(f"{what}[{position}]: {exc}") from None
    if len(refs.order) > 200:
        raise invalid(f"{what}: at most 200 ids, handles or ranges per call")
    return refs


def check_allowed(agent, channels: set[int]) -> None:
    for channel in sorted(channels):
        if not agent.may_read(channel):
            raise ApiError(403, "channel_not_allowed", agent=agent.agent_id, channel=str(channel))


# -- results ----------------------------------------------------------------------------

@dataclass
class Found:
    messages: list[StoredMessage]
    keep_rank: list[int]                 # per message: lower is dropped first when trimming
    blocks: list[queries.CitingBlock]
    coverage: dict
    status: str
    hint: str
    missing: list[str] = field(default_factory=list)
    more: bool = False                   # more matched than `limit`
    gaps: int = 0


def _message_sizes(items: list[dict]) -> list[int]:
    return [len(dumps(item)) + 1 for item in items]


def fit_result(found: Found, cap: int) -> tuple[bytes, dict, int]:
    """The response bytes under `cap`: whole messages dropped (lowest keep rank first),
    then derived blocks; a single oversized message keeps a cut-down content."""
    messages = [shapes.message_json(m) for m in found.messages]
    blocks = [shapes.block_json(b) for b in found.blocks]
    result = {
        "ok": True, "status": found.status, "messages": messages, "derived_blocks": blocks,
        "retained_coverage": found.coverage, "hint": found.hint, "truncated": found.more,
    }
    if found.missing:
        result["not_in_buffer"] = found.missing
    body = dumps(result)
    if len(body) <= cap:
        return body, result, 0
    base = len(dumps({**result, "messages": [], "derived_blocks": [], "hint": ""})) + HINT_ROOM
    room = cap - base
    sizes = _message_sizes(messages)
    keep: set[int] = set()
    for index in sorted(range(len(messages)), key=lambda i: -found.keep_rank[i]):
        if sizes[index] <= room:
            keep.add(index)
            room -= sizes[index]
    if not keep and messages:
        # One message larger than the whole cap: keep the best one with its content cut.
        best = max(range(len(messages)), key=lambda i: found.keep_rank[i])
        item = {**messages[best], "content_truncated": True}
        content = item.get("content") or ""
        bare = len(dumps({**item, "content": ""})) + 1
        keep_chars = len(content)
        while keep_chars:
            # JSON escaping can grow text: scale by the measured bytes per char, re-measure.
            size = len(dumps({**item, "content": content[:keep_chars]})) + 1
            if size <= room:
                break
            keep_chars = min(keep_chars - 1, int(keep_chars * max(0, room - bare) / (size - bare) * 0.95))
        item["content"] = content[:max(0, keep_chars)]
        messages[best] = item
        keep.add(best)
        room -= len(dumps(item)) + 1
    kept_messages = [messages[i] for i in sorted(keep)]
    dropped = len(messages) - len(kept_messages)
    kept_blocks = []
    for block, size in zip(blocks, _message_sizes(blocks), strict=True):
        if size <= room:
            kept_blocks.append(block)
            room -= size
    handles = [messages[i]["source_handle"] for i in range(len(messages)) if i not in keep]
    hint = found.hint
    if dropped:
        listed = ",".join(handles[:6]) + (",…" if len(handles) > 6 else "")
        hint = (f"{dropped} of {len(messages)} messages left out to stay under {cap} bytes ({listed});"
                f" fetch them by handle or with a smaller limit. " + hint)
    elif len(kept_blocks) < len(blocks):
        hint = f"{len(blocks) - len(kept_blocks)} derived blocks left out for size. " + hint
    result.update(messages=kept_messages, derived_blocks=kept_blocks, truncated=True,
                  hint=hint.encode("utf-8")[:HINT_ROOM - 20].decode("utf-8", "ignore"))
    body = dumps(result)
    while len(body) > cap and result["messages"]:   # safety net; the arithmetic above should hold
        result["messages"].pop()
        dropped += 1
        body = dumps(result)
    return body, result, dropped


def _answer(request: web.Request, found: Found) -> web.Response:
    config = request.app[CONFIG_KEY]
    body, result, dropped = fit_result(found, config.tool_max_bytes)
    op = request.get(SERVE_RECORD_KEY)
    if op is not None:
        op.status = found.status
        op.returned = len(result["messages"])
        op.omitted = dropped
        op.retained = found.coverage["buffer_size"]
        op.raw_bytes = len(body)
        op.digest_blocks = len(result["derived_blocks"])
        op.coverage_gaps = found.gaps
    return web.Response(body=body, content_type="application/json")


def _status_for_empty(held: dict, oldest_ms: int | None, to_ms: int | None) -> tuple[str, str]:
    """Nothing matched: inside what is retained (empty) or outside it (not_in_buffer)?"""
    if not held["buffer_size"]:
        return "not_in_buffer", "nothing is retained for these channels yet"
    if to_ms is not None and oldest_ms is not None and to_ms < oldest_ms:
        return "not_in_buffer", f"the range ends before the oldest retained message ({held['oldest_ts']})"
    return "empty", "nothing matched inside retained coverage"


# -- /search_channel_context ------------------------------------------------------------

def _search(conn: sqlite3.Connection, channels: list[int], body: SearchRequest, from_ms: int,
            now_ms: int) -> Found:
    hits = queries.search(conn, channels, body.query, from_ms, now_ms, author=body.author, limit=body.limit)
    held, oldest_ms = shapes.retained_coverage(conn, channels)
    gaps = coverage.gaps(conn, channels, from_ms, now_ms)
    blocks = queries.blocks_citing(conn, [m.pk for m in hits], limit=5)
    if hits:
        status = "coverage_gap" if gaps else "ok"
        hint = (f"{len(hits)} matches, best first; fetch context with get_channel_messages around=<source_handle>")
        if gaps:
            hint += f"; {len(gaps)} recorded coverage gaps in the window: results may be incomplete"
    elif gaps:
        status, hint = "coverage_gap", f"no match; {len(gaps)} recorded coverage gaps in the window"
    else:
        status, hint = _status_for_empty(held, oldest_ms, now_ms)
        if status == "empty":
            hint = f"no current message matches {body.query[:60]!r} in the window; try a longer since or fewer words"
    rank = list(range(len(hits), 0, -1))     # best hit kept first
    return Found(hits, rank, blocks, held, status, hint, gaps=len(gaps))


@endpoint("search_channel_context", auth="agent", op=True, tool_name="search_channel_context")
async def search_channel_context(request: web.Request) -> web.Response:
    agent = request[AGENT_KEY]
    body = await read_model(request, SearchRequest)
    channels = resolve_channels(agent, body.channels)
    op = request.get(SERVE_RECORD_KEY)
    if op is not None:
        op.kind, op.channels = "search", tuple(channels)
    config = request.app[CONFIG_KEY]
    now = config.clock()
    since = duration_ms(body.since)
    try:
        found = await request.app[STORE_KEY].read(_search, list(channels), body, now - since, now)
    except BadQuery as exc:
        raise invalid(f"query: {exc}") from None
    return _answer(request, found)


# -- /get_channel_messages --------------------------------------------------------------

def _lookup(conn: sqlite3.Connection, channels: list[int], refs: Refs, body: MessagesRequest,
            now_ms: int) -> Found:
    by_handle: dict[tuple[int, int], StoredMessage] = {}
    wanted: dict[int, list[int]] = {}
    for channel, message in refs.handles:
        wanted.setdefault(channel, []).append(message)
    for channel, ids in wanted.items():
        for message in queries.by_ids(conn, [channel], ids).values():
            by_handle[(message.channel_id, message.message_id)] = message
    by_bare = queries.by_ids(conn, channels, refs.bare) if refs.bare else {}
    out: list[StoredMessage] = []
    seen: set[int] = set()
    missing: list[str] = []
    ranged_more = False
    range_gaps = 0
    more_hints: list[str] = []
    for kind, key in refs.order:
        if kind == "handle":
            message = by_handle.get(key)
            if message is None:
                missing.append(f"{key[0]}/{key[1]}")
        elif kind == "bare":
            message = by_bare.get(key[0])
            if message is None:
                missing.append(str(key[0]))
        else:
            channel, first, last, count = key
            cap = min(body.limit, RANGE_MAX)
            exact = queries.range_sources(conn, channel, first, last, count) if count else None
            if exact is not None:
                # A compressed handle from the feed: exactly the messages it stands for.
                by_pk = queries.by_pks(conn, exact[:cap + 1])
                rows = sorted(by_pk.values(), key=lambda m: m.message_id)
                if body.author:
                    rows = [m for m in rows if body.author.lower() in (m.author_name.lower(), str(m.author_id))]
                more = len(exact) > cap
            else:
                rows = [m for m in queries.window(conn, [channel], snowflake_ms(first), snowflake_ms(last),
                                                  limit=cap + 32, author=body.author)
                        if first <= m.message_id <= last]
                more = len(rows) > cap
            rows = rows[:cap]
            if more and rows:
                more_hints.append(f'{channel}/{rows[-1].message_id + 1}..{last}')
            ranged_more = ranged_more or more
            range_gaps += len(coverage.gaps(conn, [channel], snowflake_ms(first), snowflake_ms(last)))
            for message in rows:
                if message.pk not in seen:
                    seen.add(message.pk)
                    out.append(message)
            continue
        if message is not None and message.pk not in seen:
            seen.add(message.pk)
            out.append(message)
    all_channels = sorted(set(channels) | refs.channels)
    held, oldest_ms = shapes.retained_coverage(conn, all_channels)
    blocks = queries.blocks_citing(conn, [m.pk for m in out], limit=5)
    removed = sum(1 for m in out if m.removed)
    if missing:
        status = "not_in_buffer"
        hint = (f"{len(missing)} of the ids asked for were never seen by channel memory (not in the buffer):"
                f" {', '.join(missing[:5])}")
    elif not out:
        status, hint = ("coverage_gap", "the range crosses a recorded coverage gap") if range_gaps else \
            _status_for_empty(held, oldest_ms, None)
    elif range_gaps:
        status, hint = "coverage_gap", f"{len(out)} messages; the range crosses a recorded coverage gap"
    else:
        status, hint = "ok", f"{len(out)} messages"
    if removed:
        hint += f"; {removed} deleted or forgotten (tombstones: who and when, no content)"
    more_hint = ""
    if more_hints:
        more_hint = "; more messages in the range: continue with source_handles=" + json.dumps(more_hints[:3])
    rank = list(range(len(out), 0, -1))
    return Found(out, rank, blocks, held, status, hint + more_hint, missing=missing, more=ranged_more,
                 gaps=range_gaps)


def _range(conn: sqlite3.Connection, channels: list[int], after: Bound | None, before: Bound | None,
           body: MessagesRequest, now_ms: int) -> Found:
    # A time `after` is inclusive, a time `before` exclusive; id bounds are both exclusive.
    from_ms = after.ms if after else 0
    to_ms = (before.ms if before.message_id is not None else before.ms - 1) if before else now_ms
    limit = body.limit
    slack = 32

    def inside(message: StoredMessage) -> bool:
        if after and after.message_id is not None and message.message_id <= after.message_id:
            return False
        return not (before and before.message_id is not None and message.message_id >= before.message_id)

    if after is not None:
        rows = [m for m in queries.window(conn, channels, from_ms, to_ms, limit=limit + slack + 1,
                                          author=body.author) if inside(m)]
        more = len(rows) > limit
        rows = rows[:limit]
        rank = list(range(len(rows), 0, -1))          # trim the newest: continue with after=
    else:
        rows = [m for m in queries.window(conn, channels, from_ms, to_ms, limit=limit + slack + 1,
                                          newest_first=True, author=body.author) if inside(m)]
        more = len(rows) > limit
        rows = list(reversed(rows[:limit]))
        rank = list(range(1, len(rows) + 1))          # trim the oldest: keep what is nearest `before`
    held, oldest_ms = shapes.retained_coverage(conn, channels)
    gaps = coverage.gaps(conn, channels, from_ms, to_ms)
    blocks = queries.blocks_citing(conn, [m.pk for m in rows], limit=5)
    if gaps:
        status = "coverage_gap"
        hint = (f"{len(rows)} messages; the range crosses {len(gaps)} recorded coverage gaps:"
                " some messages may be missing")
    elif rows:
        status, hint = "ok", f"{len(rows)} messages, oldest first"
    else:
        status, hint = _status_for_empty(held, oldest_ms, to_ms)
    if more and rows:
        if after is not None:
            hint += f"; more in the range: continue with after={rows[-1].message_id}"
        else:
            hint += f"; older messages exist: continue with before={rows[0].message_id}"
    removed = sum(1 for m in rows if m.removed)
    if removed:
        hint += f"; {removed} deleted or forgotten (tombstones)"
    return Found(rows, rank, blocks, held, status, hint, more=more, gaps=len(gaps))


def _around(conn: sqlite3.Connection, channels: list[int], anchor: tuple[int | None, int], body: MessagesRequest,
            now_ms: int) -> Found:
    channel, message_id = anchor
    found = queries.by_ids(conn, [channel] if channel is not None else channels, [message_id])
    center = found.get(message_id)
    held, oldest_ms = shapes.retained_coverage(conn, channels)
    if center is None:
        return Found([], [], [], held, "not_found",
                     f"message {message_id} was never stored, so there is nothing around it;"
                     " try after/before with a time")
    at = center.created_at_ms
    half = max(1, (body.limit - 1) // 2)
    older = [m for m in queries.window(conn, [center.channel_id], 0, at, limit=half + 32, newest_first=True,
                                       author=body.author) if m.message_id < message_id][:half]
    newer = [m for m in queries.window(conn, [center.channel_id], at, now_ms, limit=body.limit - 1 - half + 32,
                                       author=body.author) if m.message_id > message_id][:body.limit - 1 - len(older)]
    rows = list(reversed(older)) + [center] + newer
    # Trim farthest from the anchor first.
    position = len(older)
    rank = [1_000_000 - abs(i - position) for i in range(len(rows))]
    blocks = queries.blocks_citing(conn, [m.pk for m in rows], limit=5)
    gaps = coverage.gaps(conn, [center.channel_id], rows[0].created_at_ms, rows[-1].created_at_ms)
    status = "coverage_gap" if gaps else "ok"
    hint = f"{len(rows)} messages around {center.handle} ({len(older)} before, {len(newer)} after), oldest first"
    return Found(rows, rank, blocks, held, status, hint, gaps=len(gaps))


@endpoint("get_channel_messages", auth="agent", op=True, tool_name="get_channel_messages")
async def get_channel_messages(request: web.Request) -> web.Response:
    agent = request[AGENT_KEY]
    body = await read_model(request, MessagesRequest)
    refs = parse_refs(body.message_ids, "message_ids")
    refs = parse_refs(body.source_handles, "source_handles", refs)
    anchor: tuple[int | None, int] | None = None
    if body.around is not None:
        around = parse_refs([body.around], "around")
        if around.ranges or len(around.order) != 1:
            raise invalid("around: one message id or <channel_id>/<message_id> handle")
        anchor = around.handles[0] if around.handles else (None, around.bare[0])
    if refs and (body.after or body.before or anchor):
        raise invalid("give message_ids/source_handles, or a range (after/before/around), not both")
    if anchor and (body.after or body.before):
        raise invalid("around cannot be combined with after/before")
    try:
        after = time_bound(body.after, "after") if body.after else None
        before = time_bound(body.before, "before") if body.before else None
    except ValueError as exc:
        raise invalid(str(exc)) from None
    if after and before and after.ms > before.ms:
        raise invalid("after must be earlier than before")
    channels = resolve_channels(agent, body.channels)
    check_allowed(agent, refs.channels | ({anchor[0]} if anchor and anchor[0] is not None else set()))
    op = request.get(SERVE_RECORD_KEY)
    config = request.app[CONFIG_KEY]
    now = config.clock()
    store = request.app[STORE_KEY]
    if refs:
        kind = "ids"
        found = await store.read(_lookup, list(channels), refs, body, now)
    elif anchor:
        kind = "around"
        found = await store.read(_around, list(channels), anchor, body, now)
    else:
        kind = "range"
        found = await store.read(_range, list(channels), after, before, body, now)
    if op is not None:
        op.kind = kind
        op.channels = tuple(sorted(set(channels) | refs.channels))
    return _answer(request, found)

