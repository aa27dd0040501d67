"""The adapter API: an existing wall can use this store as its channel-memory backend.

Service-to-service, behind the service bearer token (CHANNEL_MEMORY_SERVICE_TOKEN):
`POST /ingest`, `/digest`, `/search`, `/source-messages`, `/forget`. Writes go through
`memory.ingest.ingest` (via="adapter"), the one ingest path, so they are idempotent and
reach derived blocks exactly like gateway events.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
import time

from aiohttp import web

from feed import shapes
from feed.common import (
    CONFIG_KEY,
    INGEST_QUEUE_KEY,
    METRICS_KEY,
    STORE_KEY,
    ApiError,
    duration_ms,
    endpoint,
    invalid,
    json_response,
    read_model,
)
from feed.schemas import (
    AdapterSearchRequest,
    DigestRequest,
    ForgetRequest,
    IngestRequest,
    SourceMessagesRequest,
)
from memory import erasure, queries
from memory.coverage import ObservedSessions
from memory.ingest import DUPLICATE, FORGET_UNKNOWN, FORGOTTEN, IngestBatch
from memory.ops import Attachment, CreateOp, DeleteOp, Embed, ForgetOp, IngestOp, MessageIn
from memory.queries import BadQuery
from memory.render.awareness import KIND_DIGEST, KIND_RAW, FeedRequest, digest_json, load_inputs, render_awareness
from memory.rollup import usage_totals
from memory.store import StoreFull
from memory.timeutil import fmt_iso, snowflake_ms, utc_day

# A full disk or an unfinished purge: how soon a client should try again.
RETRY_AFTER_S = 5

# -- /ingest ----------------------------------------------------------------------------

def _create_op(body: IngestRequest, guild_id: int | None, *, content: str | None = None) -> CreateOp:
    m = body.message
    return CreateOp(op="create", guild_id=guild_id, channel_id=body.channel_id,
                    parent_channel_id=body.parent_channel_id, message=MessageIn(
        id=m.id, author_id=m.author_id, author_name=m.author_name, author_bot=m.author_bot,
        created_at=m.created_at, edited_at=m.edited_at, content=m.content if content is None else content,
        attachments=[Attachment(filename=a.filename, size=a.size, url=a.url) for a in m.attachments],
        embeds=[Embed.model_validate(e.model_dump()) for e in m.embeds],
        reference_id=m.reference_id))


def ops_for(body: IngestRequest) -> list[IngestOp]:
    """One wall message -> ingest ops.

    A live message is a create: the batch stores a new version when its content differs
    from what is held (an edit) and answers `duplicate` when it does not, which makes the
    call idempotent on channel + id + content. A deleted message is a delete followed by
    a create without text: for a message never seen the create fills in who and when on
    the tombstone (the batch ignores content for removed messages; none is sent anyway).
    """
    guild_id = body.source.guild_id if body.source else None
    if body.message.deleted:
        return [DeleteOp(op="delete", guild_id=guild_id, channel_id=body.channel_id, message_id=body.message.id),
                _create_op(body, guild_id, content="")]
    return [_create_op(body, guild_id)]


def apply_ingest(conn: sqlite3.Connection, bodies: list[IngestRequest], *, now_ms: int,
                 sessions: ObservedSessions | None = None) -> list[str]:
    """Apply many /ingest calls in one transaction (memory.ingest's batch); one outcome each.

    With `sessions`, the time this process has been receiving each channel is recorded as
    observed coverage, so an adapter-fed store can tell what it saw from what it missed."""
    batch = IngestBatch(conn, via="adapter", now_ms=now_ms)
    outcomes = []
    seen: dict[int, int] = {}
    for body in bodies:
        # The first op decides the answer (the create after a delete only fills in who/when).
        outcomes.append([batch.apply(op)[0] for op in ops_for(body)][0])
        at = snowflake_ms(body.message.id)
        seen[body.channel_id] = min(seen.get(body.channel_id, at), at)
    batch.finish()
    if sessions is not None:
        sessions.observe(conn, seen, now_ms=now_ms)
    return outcomes


class IngestQueue:
    """Group commit: /ingest calls that arrive while a write is in progress share the next
    transaction (one BEGIN..COMMIT and one writer-thread hop for many messages). A batch
    that fails is retried call by call, so one bad message fails alone."""

    def __init__(self, store, clock, *, max_batch: int = 500, linger_s: float = 0.1):
        self.store = store
        self.clock = clock
        self.max_batch = max_batch
        self.linger_s = linger_s
        self._last_commit = 0.0
        self.sessions = ObservedSessions("adapter")
        self._pending: list[tuple[IngestRequest, asyncio.Future]] = []
        self._flusher: asyncio.Task | None = None

    async def submit(self, body: IngestRequest) -> str:
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._pending.append((body, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush(), name="ingest-group-commit")
        return await asyncio.shield(future)

    async def _flush(self) -> None:
        while self._pending:
            if len(self._pending) < self.max_batch and time.monotonic() - self._last_commit < 2 * self.linger_s:
                # Under steady ingest: let the next batch fill for a moment. Every commit
                # rewrites the same hot pages (indexes, a new FTS segment) into the WAL, so
                # fewer, larger commits write far less of it. An idle queue commits at once.
                await asyncio.sleep(self.linger_s)
            batch, self._pending = self._pending[:self.max_batch], self._pending[self.max_batch:]
            self._last_commit = time.monotonic()
            try:
                outcomes = await self.store.write(apply_ingest, [body for body, _ in batch], now_ms=self.clock(),
                                                  sessions=self.sessions)
            except StoreFull as exc:
                # Nothing can be written: every call of the batch gets the same clear answer,
                # without retrying each one against a full disk.
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                continue
            except Exception:  # noqa: BLE001 - isolate the failing call
                for body, future in batch:
                    try:
                        outcome = (await self.store.write(apply_ingest, [body], now_ms=self.clock(),
                                                          sessions=self.sessions))[0]
                    except Exception as exc:  # noqa: BLE001
                        if not future.done():
                            future.set_exception(exc)
                    else:
                        if not future.done():
                            future.set_result(outcome)
                continue
            for (_, future), outcome in zip(batch, outcomes, strict=True):
                if not future.done():
                    future.set_result(outcome)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)


@endpoint("ingest", auth="service")
async def ingest_message(request: web.Request) -> web.Response:
    """One message per call: created, edited (content differs), or deleted."""
    body = await read_model(request, IngestRequest)
    outcome = await request.app[INGEST_QUEUE_KEY].submit(body)
    metrics = request.app.get(METRICS_KEY)
    if metrics is not None:
        metrics.ingest.labels(outcome=outcome).inc()
    m = body.message
    return json_response({"ok": True, "outcome": outcome, "channel_id": str(body.channel_id),
                          "message_id": str(m.id), "source_handle": f"{body.channel_id}/{m.id}"})


# -- /digest ----------------------------------------------------------------------------

def _digest(conn: sqlite3.Connection, req: FeedRequest) -> dict:
    calls = usage_totals(conn, utc_day(req.now_ms)).calls
    try:
        inputs = load_inputs(conn, req)
        return digest_json(render_awareness(inputs, req), inputs, req, llm_calls_today=calls)
    except Exception as exc:  # noqa: BLE001 - answer what can still be said
        raw = dataclasses.replace(req, kind=KIND_RAW)
        inputs = load_inputs(conn, raw)
        result = digest_json(render_awareness(inputs, raw), inputs, raw, llm_calls_today=calls)
        result["status"] = "unavailable"
        result["error"] = type(exc).__name__
        return result


@endpoint("digest", auth="service")
async def digest(request: web.Request) -> web.Response:
    body = await read_model(request, DigestRequest)
    config = request.app[CONFIG_KEY]
    budget = config.budget
    max_blocks = None
    if body.budget is not None:
        max_blocks = body.budget.max_blocks
        if body.budget.max_digest_bytes:
            digest_bytes = body.budget.max_digest_bytes
            budget = dataclasses.replace(budget, digest_max_bytes=digest_bytes,
                                         feed_max_bytes=max(budget.feed_max_bytes,
                                                            digest_bytes + budget.raw_max_bytes + 2000))
    channels = tuple(dict.fromkeys(body.channel_ids))
    req = FeedRequest(channel_ids=channels, since_ms=duration_ms(body.since),
                      now_ms=config.clock(), kind=KIND_DIGEST, budget=budget,
                      deterministic_only=config.deterministic_only(channels))
    result = await request.app[STORE_KEY].read(_digest, req)
    if max_blocks is not None and len(result["blocks"]) > max_blocks:
        blocks = result["blocks"]
        ranked = sorted(range(len(blocks)), key=lambda i: (blocks[i]["kind"] != "coverage_gap",
                                                            -(blocks[i]["score"] or 0.0), i))
        keep = set(ranked[:max_blocks])
        result["blocks"] = [block for i, block in enumerate(blocks) if i in keep]
        result["omitted_blocks"] = len(blocks) - len(keep)
    return json_response(result)


# -- /search ----------------------------------------------------------------------------

def _adapter_search(conn: sqlite3.Connection, body: AdapterSearchRequest, from_ms: int, now_ms: int) -> list[dict]:
    channels = list(dict.fromkeys(body.channel_ids))
    hits = queries.search(conn, channels, body.query, from_ms, now_ms, author=body.author, limit=body.limit)
    return [shapes.message_json(m) for m in hits]


@endpoint("search", auth="service")
async def search(request: web.Request) -> web.Response:
    body = await read_model(request, AdapterSearchRequest)
    config = request.app[CONFIG_KEY]
    now = config.clock()
    try:
        messages = await request.app[STORE_KEY].read(_adapter_search, body, now - duration_ms(body.since), now)
    except BadQuery as exc:
        raise invalid(f"query: {exc}") from None
    return json_response({"status": "ok" if messages else "empty", "messages": messages})


# -- /source-messages -------------------------------------------------------------------

def _source_messages(conn: sqlite3.Connection, body: SourceMessagesRequest) -> dict:
    ids = list(dict.fromkeys(body.message_ids))
    found = queries.by_ids(conn, [body.channel_id], ids)
    messages = []
    for message_id in ids:
        message = found.get(message_id)
        if message is None:
            continue
        item = shapes.message_json(message)
        if body.include_history:
            item["history"] = [{
                "content_hash": v.content_hash, "edited_at": fmt_iso(v.edited_at_ms), "content": v.content,
                "observed_via": v.observed_via, "observed_at": fmt_iso(v.observed_at_ms),
            } for v in queries.history(conn, message.pk)]
        messages.append(item)
    return {"messages": messages, "not_found": [str(i) for i in ids if i not in found]}


@endpoint("source-messages", auth="service")
async def source_messages(request: web.Request) -> web.Response:
    body = await read_model(request, SourceMessagesRequest)
    return json_response(await request.app[STORE_KEY].read(_source_messages, body))


# -- /forget ----------------------------------------------------------------------------

@endpoint("forget", auth="service")
async def forget(request: web.Request) -> web.Response:
    """Erase messages for good; the answer says what was erased, never what it said."""
    body = await read_model(request, ForgetRequest)
    ids = list(dict.fromkeys(([body.message_id] if body.message_id else []) + body.message_ids))
    if not ids:
        raise invalid("message_id or message_ids: at least one message to forget")
    config = request.app[CONFIG_KEY]
    store = request.app[STORE_KEY]
    before = await store.read(queries.by_ids, [body.channel_id], ids)
    now = config.clock()
    ops = [ForgetOp(op="forget", channel_id=body.channel_id, message_id=i, requested_by=body.requested_by)
           for i in ids]
    # Answers only once the text is gone from the database file (memory.erasure). A full
    # disk before the commit is the middleware's 507; after it, the erasure stands and
    # only its purge waits: say so, never a 500.
    try:
        result = await erasure.erase(store, ops, via="adapter", now_ms=now)
    except erasure.PurgeIncomplete as exc:
        full = isinstance(exc.__cause__, StoreFull)
        raise ApiError(507 if full else 503, "store_full" if full else "erasure_pending",
                       "the erasure is committed (nothing serves the text any more) but its purge from the"
                       " database file is not finished; it completes on retry, at the next housekeeping"
                       " pass or at the next start", committed=True,
                       headers={"Retry-After": str(RETRY_AFTER_S)}) from None
    names = {FORGOTTEN: "forgotten", FORGET_UNKNOWN: "forget_unknown", DUPLICATE: "already_forgotten"}
    erased = []
    for message_id, outcomes in zip(ids, result.outcomes, strict=True):
        previous = before.get(message_id)
        erased.append({"message_id": str(message_id), "source_handle": f"{body.channel_id}/{message_id}",
                       "outcome": names.get(outcomes[0], outcomes[0]),
                       "previous_state": previous.state if previous else None})
    return json_response({"ok": True, "channel_id": str(body.channel_id), "erased_at": fmt_iso(now),
                          "erased": erased, "counts": dict(result.counts), "purged": result.purged})
