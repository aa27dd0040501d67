"""The sidecar application: app factory, shared objects (AppKeys) and middlewares.

One middleware, `serve`, wraps every answer, and inside it, in this order:

* errors: `ApiError` -> its JSON body; aiohttp's own 404/405/413 -> JSON; anything
  unexpected -> a JSON 500 without traceback (the traceback goes to the log);
* auth: agent endpoints need an agent token (or the pod token + X-Claw-ID), adapter
  endpoints the service token; the route's 405/404 comes first;
* admission: the lanes that keep reads from starving ingest (feed.admission);
* telemetry, last: times every request; for feed serves and tool calls it writes one
  `channel_context_op` log event and the same figures as Prometheus metrics.

Auth and admission are plain calls, not middlewares of their own: a cached feed's whole
cost is a few such layers (aiohttp adds one per app to any chain), and each layer cost
as much as the check inside it.

`create_app` takes everything as arguments (store, agents, budgets, clocks); only
bot/ reads settings. Serving never calls or waits on an LLM.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from collections.abc import AsyncIterator, Callable, Sequence

from aiohttp import web

from feed import adapter, routes, service, ui
from feed.admission import ADMISSION_KEY, Admission, Limits
from feed.auth import AgentDirectory, AuthFailure, bearer_token
from feed.awareness import warm_awareness
from feed.cache import FeedCache
from feed.common import (
    AGENT_KEY,
    AUTH_KEY,
    CONFIG_KEY,
    FEED_CACHE_KEY,
    INGEST_QUEUE_KEY,
    MAX_BODY_BYTES,
    METRICS_KEY,
    OPENAPI_KEY,
    SERVE_RECORD_KEY,
    STORE_KEY,
    ApiError,
    Endpoint,
    FeedConfig,
    ServeRecord,
    dumps,
    duration_ms,
)
from memory.render.awareness import FeedBudget
from memory.store import StoreFull
from memory.timeutil import now_ms
from memory.watermark import WriteWatermark

STORE_FULL_RETRY_S = 30

log = logging.getLogger("channel_memory.feed")
op_log = logging.getLogger("channel_memory.feed.serve")


def _always_deterministic(channel_ids: Sequence[int] = ()) -> bool:
    return True


def _info(handler) -> Endpoint | None:
    return getattr(handler, "endpoint", None)


def _json_error(status: int, body: dict, headers: dict | None = None) -> web.Response:
    return web.Response(body=dumps(body), status=status, content_type="application/json", headers=headers)


# -- middlewares --------------------------------------------------------------------------

@web.middleware
async def serve_middleware(request: web.Request, handler) -> web.StreamResponse:
    """The one wrapper of every answer: the caller is authenticated and admitted to its
    lane, what a check or the handler raises becomes the contract's JSON error (never a
    traceback), then the request is counted and timed, and an op is logged."""
    info = _info(handler)
    op = None
    if info is not None and info.op:
        op = request[SERVE_RECORD_KEY] = ServeRecord(endpoint=info.name, tool_name=info.tool_name)
    started = time.perf_counter()
    try:
        if info is not None and info.auth is not None:
            await _authenticate(request, info, op)       # open endpoints and aiohttp's own 404/405 skip it
        lane = request.app[ADMISSION_KEY].lane_for(info.name if info else None)
        response = await (handler(request) if lane is None else lane.run(handler, request))
    except Exception as exc:  # noqa: BLE001 - _error_response re-raises what is no error answer
        response = _error_response(request, info, exc)
    elapsed = time.perf_counter() - started
    try:
        _record(request, info, op, response, elapsed)
    except Exception:  # telemetry must never break an answer
        log.exception("telemetry failed")
    return response


def _record(request: web.Request, info: Endpoint | None, op: ServeRecord | None, response: web.StreamResponse,
            elapsed: float) -> None:
    metrics: service.Metrics = request.app[METRICS_KEY]
    name = info.name if info else "unmatched"
    method = request.method
    metrics.http_requests.inc((name, method if method in _METHODS else "other", str(response.status)))
    metrics.http_latency.observe((name,), elapsed)
    if op is None:
        return
    if response.status >= 400 and op.status in ("error", "-"):
        op.status = f"http_{response.status}"
    if op.deterministic_only is None:       # a handler that read its channels' state has set it
        try:
            op.deterministic_only = bool(request.app[CONFIG_KEY].deterministic_only(op.channels))
        except Exception:  # noqa: BLE001
            op.deterministic_only = True
    metrics.observe_op(op, elapsed)
    _log_op(metrics, op, elapsed, response.status)


_METHODS = {"GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"}
# Feeds served from the cache (hit, stale, shared, nearest) are logged one in this many at INFO,
# with `sampled=N` so counts can be scaled back; all of them at DEBUG. Every render, every
# tool call and every error is logged. The metrics count every request exactly.
HIT_LOG_SAMPLE = 100
_CACHED = frozenset({"hit", "stale", "shared", "nearest"})


def _log_op(metrics: service.Metrics, op: ServeRecord, elapsed: float, http_status: int) -> None:
    level, sampled = logging.INFO, None
    if op.cache in _CACHED and http_status < 400:
        metrics.cached_serves += 1
        if metrics.cached_serves % HIT_LOG_SAMPLE == 1:
            sampled = HIT_LOG_SAMPLE
        else:
            level = logging.DEBUG
    if not op_log.isEnabledFor(level):
        return                        # build nothing for a line nobody writes
    fields = {
        "type": "channel_context_op", "agent": op.agent, "kind": op.kind, "channels": [str(c) for c in op.channels],
        "retained": op.retained, "returned": op.returned, "omitted": op.omitted,
        "raw_bytes": op.raw_bytes, "digest_bytes": op.digest_bytes, "digest_blocks": op.digest_blocks,
        "coverage_gaps": op.coverage_gaps, "deterministic_only": op.deterministic_only,
        "status": op.status, "tool_name": op.tool_name, "latency_ms": round(elapsed * 1000, 2),
        "http_status": http_status, "cache": op.cache,
    }
    if sampled:
        fields["sampled"] = sampled
    op_log.log(level, "channel_context_op", extra=fields)


def _error_response(request: web.Request, info: Endpoint | None, exc: Exception) -> web.Response:
    """The answer for what a handler raised: the contract's JSON error. A redirect (an
    HTTPException below 400) is raised again for aiohttp to send."""
    if isinstance(exc, ApiError):
        _mark(request, exc.error)
        return _json_error(exc.status, exc.body, headers=exc.headers)
    if isinstance(exc, StoreFull):
        # The store logged it once; every refused write gets this clear answer, no traceback.
        _mark(request, "store_full")
        return _json_error(507, {"error": "store_full",
                                 "detail": "the disk holding the store is full: nothing was written; retry later"},
                           headers={"Retry-After": str(STORE_FULL_RETRY_S)})
    if isinstance(exc, web.HTTPMethodNotAllowed):
        return _json_error(405, {"error": "method_not_allowed"},
                           headers={"Allow": ",".join(sorted(exc.allowed_methods))})
    if isinstance(exc, web.HTTPRequestEntityTooLarge):
        return _json_error(413, {"error": "payload_too_large", "detail": f"body over {MAX_BODY_BYTES} bytes"})
    if isinstance(exc, web.HTTPException):
        if exc.status < 400:
            raise exc
        error = {404: "not_found"}.get(exc.status, exc.reason.lower().replace(" ", "_"))
        return _json_error(exc.status, {"error": error})
    log.error("unhandled error", exc_info=exc, extra={
        "endpoint": info.name if info else "unmatched", "method": request.method,
        "error_type": type(exc).__name__})
    _mark(request, "internal_error")
    return _json_error(500, {"error": "internal_error"})


def _mark(request: web.Request, error: str) -> None:
    op = request.get(SERVE_RECORD_KEY)
    if op is not None:
        op.status = error


async def _authenticate(request: web.Request, info: Endpoint, op: ServeRecord | None) -> None:
    """Raise the contract's ApiError unless the caller may use this endpoint; an agent
    is put on the request (AGENT_KEY) for the handler."""
    if info.auth == "service":
        token = request.app[CONFIG_KEY].service_token
        presented = bearer_token(request.headers.get("Authorization"))
        if not token:
            raise ApiError(401, "unauthenticated", "adapter API disabled: no service token configured")
        if presented is None or not hmac.compare_digest(presented.encode("utf-8", "surrogatepass"),
                                                        token.encode("utf-8")):
            raise ApiError(401, "unauthenticated")
        return
    directory = request.app[AUTH_KEY]
    result = directory.authenticate(request.headers.get("Authorization"), request.headers.get("X-Claw-ID"))
    if isinstance(result, AuthFailure):
        raise ApiError(result.status, result.error)
    request[AGENT_KEY] = result
    if op is not None:
        op.agent = result.agent_id
    store = request.app[STORE_KEY]
    try:
        # Threads read by their parent's agents: know the threads the store knows now.
        if directory.threads.stale(store):
            await directory.threads.refresh(store)
    except Exception as exc:  # noqa: BLE001 - a stale index only hides new threads
        log.warning("thread index not refreshed", extra={"error": type(exc).__name__})


# -- factory ------------------------------------------------------------------------------

async def _lifecycle(app: web.Application) -> AsyncIterator[None]:
    directory = app[AUTH_KEY]
    log.info("sidecar app starting", extra={**directory.describe(),
                                            "adapter_api": bool(app[CONFIG_KEY].service_token)})
    if directory.empty:
        log.warning("no agents configured: every feed and tool request will be refused"
                    " (set CHANNEL_MEMORY_AGENTS_FILE, or ALLOWLIST_FILE + TOOL_TOKEN)")
    await app[STORE_KEY].attach(app[FEED_CACHE_KEY].watermark)     # before the first request
    await _warm_feed_cache(app)
    await _warm_layouts(app)
    rereads = asyncio.create_task(_reread_digest_parts(app), name="digest-part-rereads")
    yield
    rereads.cancel()
    await asyncio.gather(rereads, return_exceptions=True)
    await app[INGEST_QUEUE_KEY].close()      # let an in-flight group commit finish
    await app[FEED_CACHE_KEY].close()        # stop background feed refreshes
    log.info("sidecar app stopped")


async def _warm_feed_cache(app: web.Application) -> None:
    """Each allowed channel's digest part read once before the first request (feed.cache):
    bounded in channels and time; a failure only leaves the cache cold."""
    config = app[CONFIG_KEY]
    channels = sorted({c for agent in app[AUTH_KEY].listed() for c in agent.channels})
    started = time.monotonic()
    try:
        warmed = await app[FEED_CACHE_KEY].digest.warm(app[STORE_KEY], channels, since_ms=duration_ms("24h"),
                                                       budget=config.budget, now_ms=config.clock())
    except Exception as exc:  # noqa: BLE001 - a cold cache is slower, not wrong
        log.warning("feed cache not warmed", extra={"error": f"{type(exc).__name__}: {exc}"[:200]})
        return
    if warmed:
        log.info("feed cache warmed", extra={"channels": warmed, "ms": round((time.monotonic() - started) * 1000, 1)})


async def _warm_layouts(app: web.Application) -> None:
    """The agents' channel sets laid out and fitted before the first request
    (feed.awareness.warm_awareness); a failure only leaves them cold."""
    if app[CONFIG_KEY].warm_layouts_s <= 0:
        return
    started = time.monotonic()
    allowlists = [tuple(agent.channels) for agent in app[AUTH_KEY].listed() if agent.channels]
    try:
        sets = await warm_awareness(app, allowlists, time_budget_s=app[CONFIG_KEY].warm_layouts_s)
    except Exception as exc:  # noqa: BLE001 - a cold cache is slower, not wrong
        log.warning("feed layouts not warmed", extra={"error": f"{type(exc).__name__}: {exc}"[:200]})
        return
    if sets:
        took_ms = round((time.monotonic() - started) * 1000, 1)
        log.info("feed layouts warmed", extra={"channel_sets": sets, "ms": took_ms})


async def _reread_digest_parts(app: web.Application) -> None:
    """After each digest write, re-read the cached digest parts of its channels in the
    background (feed.cache.ChannelDigestCache.reread): requests then lay out from parts
    already current. Coalesced: one re-read at a time, of every channel moved meanwhile."""
    cache, store, config = app[FEED_CACHE_KEY], app[STORE_KEY], app[CONFIG_KEY]
    loop = asyncio.get_running_loop()
    moved: set[int] = set()
    wake = asyncio.Event()

    def on_digest(channels: frozenset[int]) -> None:      # the writer thread
        def note() -> None:
            moved.update(channels)
            wake.set()
        if not loop.is_closed():
            loop.call_soon_threadsafe(note)

    cache.watermark.on_digest(on_digest)
    while True:
        await wake.wait()
        await asyncio.sleep(REREAD_DEBOUNCE_S)       # a tick writes several windows: take them together
        wake.clear()
        channels = set(moved)
        moved.clear()
        try:
            parts = await cache.digest.reread(store, channels, now_ms=config.clock())
        except Exception as exc:  # noqa: BLE001 - a render reads the part itself then
            log.warning("digest parts not re-read", extra={"error": f"{type(exc).__name__}: {exc}"[:200]})
            continue
        if parts:
            log.debug("digest parts re-read", extra={"parts": parts, "channels": len(channels)})


REREAD_DEBOUNCE_S = 0.05


def create_app(store, *, auth: AgentDirectory, service_token: str | None, budget: FeedBudget,
               tool_max_bytes: int, deterministic_only: Callable[[Sequence[int]], bool] = _always_deterministic,
               gateway_status: Callable[[], dict] | None = None,
               clock: Callable[[], int] = now_ms, feed_cache_ms: int = 1000,
               feed_cache_bytes: int = 13 << 20, admission: Limits | None = None,
               warm_layouts_s: float = 0.0) -> web.Application:
    """The sidecar over an open `memory.store.Store` (owned by the caller, not closed here).

    `feed_cache_ms`: how long an awareness/bootstrap render is reused as is for an
    identical request (same readable channels and parameters) after a write; with no
    write it stays current, and an older one is served while one refresh runs. Never after
    an erasure of its channels (feed.cache). 0: every request renders (identical
    concurrent ones still share one render). `feed_cache_bytes` bounds the cached bytes.
    `admission`: read/ingest lane bounds (feed.admission). `warm_layouts_s`: start-up time
    spent laying out the agents' channel sets before the first request (0: none).
    """
    app = web.Application(middlewares=[serve_middleware],
                          client_max_size=MAX_BODY_BYTES)
    app[STORE_KEY] = store
    app[AUTH_KEY] = auth
    app[CONFIG_KEY] = FeedConfig(budget=budget, tool_max_bytes=tool_max_bytes, service_token=service_token or None,
                                 deterministic_only=deterministic_only, gateway_status=gateway_status, clock=clock,
                                 warm_layouts_s=warm_layouts_s)
    app[METRICS_KEY] = service.Metrics()
    app[OPENAPI_KEY] = service.build_openapi(routes.ROUTES)
    # The cache learns of writes and erasures from the store's writer (Store.attach, at start-up).
    app[FEED_CACHE_KEY] = FeedCache(WriteWatermark(), refresh_ms=feed_cache_ms, max_bytes=feed_cache_bytes)
    app[ADMISSION_KEY] = Admission(admission or Limits())
    app[INGEST_QUEUE_KEY] = adapter.IngestQueue(store, clock)
    app.cleanup_ctx.append(_lifecycle)
    routes.add_routes(app)
    ui.setup(app, service_token=service_token or None, directory=auth)   # the operator page, /ui/
    return app


async def start_sidecar(app: web.Application, host: str, port: int) -> web.AppRunner:
    """Start serving app on host:port (for the bot process); `await runner.cleanup()` stops it."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port, reuse_address=True)
    await site.start()
    log.info("sidecar listening", extra={"host": host, "port": port})
    return runner
