"""The service's own endpoints: GET /health, GET /metrics, GET /openapi.json; and the metrics.

Metrics live in a per-app `CollectorRegistry`, so two apps in one process (tests) never
share counters. Labels are endpoint, kind and status names from fixed sets: never a
channel id, never an agent-supplied string.
"""

from __future__ import annotations

import asyncio
import logging
from bisect import bisect_left
from collections.abc import Callable
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily
from pydantic.json_schema import models_json_schema

from feed.common import AUTH_KEY, CONFIG_KEY, METRICS_KEY, OPENAPI_KEY, STORE_KEY, ServeRecord, endpoint, json_response
from feed.schemas import ErrorOut, IngestResult, ToolResult
from memory import queries
from memory.timeutil import fmt_iso

log = logging.getLogger("channel_memory.feed")

# Digest lag beyond this makes /health say "degraded" (the feed is then marked stale).
DIGEST_LAG_DEGRADED_MS = 5 * 60_000
HEALTH_TIMEOUT_S = 2.0
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class _Scraped:
    """A labelled metric kept as plain numbers by the event loop (its only writer) and
    turned into a prometheus family only when /metrics is scraped: a prometheus_client
    child takes a lock on every update, and a cached feed updates about a dozen."""

    family = CounterMetricFamily

    def __init__(self, name: str, documentation: str, labelnames: list[str], registry: CollectorRegistry):
        self.name, self.documentation, self.labelnames = name, documentation, labelnames
        registry.register(self)

    def _empty(self):
        return self.family(self.name, self.documentation, labels=self.labelnames)

    def describe(self):
        yield self._empty()


class Tally(_Scraped):
    """A labelled counter: one dict increment per update; the same counter family as a
    prometheus_client Counter when scraped. `before_read` is called before every read
    (scrape or value): the owner folds updates it batched into this tally there."""

    def __init__(self, name: str, documentation: str, labelnames: list[str], registry: CollectorRegistry,
                 before_read: Callable[[], None] | None = None):
        self.values: dict[tuple[str, ...], float] = {}
        self.before_read = before_read
        super().__init__(name, documentation, labelnames, registry)

    def inc(self, labels: tuple[str, ...], amount: float = 1.0) -> None:
        values = self.values
        values[labels] = values.get(labels, 0.0) + amount

    def value(self, *labels: str) -> float:
        if self.before_read is not None:
            self.before_read()
        return self.values.get(labels, 0.0)

    def collect(self):
        if self.before_read is not None:
            self.before_read()
        family = self._empty()
        for labels, value in list(self.values.items()):
            family.add_metric(labels, value)
        yield family


class Latency(_Scraped):
    """A labelled latency histogram: one bisect and two increments per observation, where
    a prometheus_client Histogram child also compares every bucket."""

    family = HistogramMetricFamily

    def __init__(self, name: str, documentation: str, labelnames: list[str], registry: CollectorRegistry,
                 buckets: tuple[float, ...] = LATENCY_BUCKETS):
        self.buckets = buckets
        self.counts: dict[tuple[str, ...], list[int]] = {}     # per bucket, not cumulative; the last is +Inf
        self.sums: dict[tuple[str, ...], float] = {}
        super().__init__(name, documentation, labelnames, registry)

    def observe(self, labels: tuple[str, ...], seconds: float) -> None:
        counts = self.counts.get(labels)
        if counts is None:
            counts = self.counts[labels] = [0] * (len(self.buckets) + 1)
        counts[bisect_left(self.buckets, seconds)] += 1         # le=b counts what is <= b
        self.sums[labels] = self.sums.get(labels, 0.0) + seconds

    def count(self, *labels: str) -> int:
        return sum(self.counts.get(labels, ()))

    def collect(self):
        family = self._empty()
        for labels, counts in list(self.counts.items()):
            cumulative, running = [], 0
            for bound, count in zip((*map(str, self.buckets), "+Inf"), counts, strict=True):
                running += count
                cumulative.append((bound, running))
            family.add_metric(list(labels), cumulative, self.sums.get(labels, 0.0))
        yield family


class Metrics:
    def __init__(self) -> None:
        self.registry = r = CollectorRegistry(auto_describe=True)
        self.http_requests = Tally("channel_memory_http_requests", "HTTP requests answered",
                                   ["endpoint", "method", "code"], r)
        self.http_latency = Latency("channel_memory_http_request_seconds", "HTTP request latency", ["endpoint"], r)
        # An op's figures are tallied as one count per distinct set of them (a cached feed
        # serves the same figures again and again: one dict increment, not nine), and
        # folded into the families below when they are read, or when the set grows.
        self._op_figures: dict[tuple, int] = {}
        fold = self._fold_ops
        self.ops = Tally("channel_memory_context_ops", "Feed serves and tool calls (channel_context_op)",
                         ["endpoint", "kind", "status"], r, fold)
        self.op_latency = Latency("channel_memory_context_op_seconds", "Feed serve and tool call latency",
                                  ["endpoint", "kind"], r)
        self.op_messages = Tally("channel_memory_context_messages",
                                 "Messages per op: retained in the window, returned, omitted",
                                 ["endpoint", "kind", "disposition"], r, fold)
        self.op_bytes = Tally("channel_memory_context_bytes", "Bytes served per op: raw and digest parts",
                              ["endpoint", "kind", "part"], r, fold)
        self.op_blocks = Tally("channel_memory_context_digest_blocks", "Digest blocks served",
                               ["endpoint", "kind"], r, fold)
        self.op_gaps = Tally("channel_memory_context_coverage_gaps", "Coverage gaps reported in served ops",
                             ["endpoint", "kind"], r, fold)
        self.deterministic_only = Gauge("channel_memory_deterministic_only",
                                        "1 when served digests use no LLM rollups", registry=r)
        self.ingest = Counter("channel_memory_adapter_ingest", "Adapter /ingest calls by outcome", ["outcome"],
                              registry=r)
        self.digest_lag = Gauge("channel_memory_digest_lag_seconds",
                                "Age of the oldest dirty digest window (0 when none)", registry=r)
        self.dirty_windows = Gauge("channel_memory_dirty_windows", "Digest windows waiting for a rebuild",
                                   registry=r)
        self.store_up = Gauge("channel_memory_store_up", "1 when the store answered the last check", registry=r)
        self.store_full = Gauge("channel_memory_store_full", "1 while writes are refused for a full disk",
                                registry=r)
        self.store_full_refusals = Gauge("channel_memory_store_full_refusals",
                                         "Writes refused for a full disk since start", registry=r)
        self.wal_bytes = Gauge("channel_memory_wal_bytes", "Size of the store's write-ahead log", registry=r)
        self.feed_cache = Tally("channel_memory_feed_cache",
                                "Feed renders reused (hit, stale, shared) or done (miss)", ["endpoint", "result"], r,
                                fold)
        self.cached_serves = 0          # feeds served from the cache (their log lines are sampled)
        self._deterministic: bool | None = None

    # Distinct figure sets held before they are folded (a scrape folds them sooner).
    OP_FIGURES_MAX = 256

    def observe_op(self, op: ServeRecord, seconds: float) -> None:
        kind = op.kind or "-"
        self.op_latency.observe((op.endpoint, kind), seconds)
        figures = (op.endpoint, kind, op.status, op.cache, op.retained, op.returned, op.omitted, op.raw_bytes,
                   op.digest_bytes, op.digest_blocks, op.coverage_gaps)
        pending = self._op_figures
        pending[figures] = pending.get(figures, 0) + 1
        if len(pending) > self.OP_FIGURES_MAX:
            self._fold_ops()
        if op.deterministic_only is not self._deterministic:
            self._deterministic = op.deterministic_only
            self.deterministic_only.set(1 if op.deterministic_only else 0)

    def _fold_ops(self) -> None:
        pending, self._op_figures = self._op_figures, {}
        for (endpoint_name, kind, status, cache, retained, returned, omitted, raw_bytes, digest_bytes, blocks,
             gaps), n in pending.items():
            pair = (endpoint_name, kind)
            self.ops.inc((endpoint_name, kind, status), n)
            for disposition, count in (("retained", retained), ("returned", returned), ("omitted", omitted)):
                if count:
                    self.op_messages.inc((endpoint_name, kind, disposition), count * n)
            for part, size in (("raw", raw_bytes), ("digest", digest_bytes)):
                if size:
                    self.op_bytes.inc((endpoint_name, kind, part), size * n)
            if blocks:
                self.op_blocks.inc(pair, blocks * n)
            if gaps:
                self.op_gaps.inc(pair, gaps * n)
            if cache:
                self.feed_cache.inc((endpoint_name, cache), n)


# -- /health ----------------------------------------------------------------------------

async def health_report(app: web.Application) -> tuple[int, dict]:
    config = app[CONFIG_KEY]
    store = app[STORE_KEY]
    metrics: Metrics = app[METRICS_KEY]
    now = config.clock()
    store_open = not getattr(store, "closed", False)
    info: queries.StoreHealth | None = None
    error = None
    if store_open:
        try:
            info = await asyncio.wait_for(store.read(queries.store_health), HEALTH_TIMEOUT_S)
        except Exception as exc:  # noqa: BLE001 - reported, not raised
            error = f"{type(exc).__name__}: {exc}"[:200]
    store_ok = info is not None
    metrics.store_up.set(1 if store_ok else 0)
    lag_ms = None
    if info is not None:
        lag_ms = max(0, now - info.oldest_dirty_mark_ms) if info.oldest_dirty_mark_ms is not None else 0
        metrics.digest_lag.set(lag_ms / 1000)
        metrics.dirty_windows.set(info.dirty_windows)
    gateway = None
    problems = []
    if config.gateway_status is not None:
        try:
            gateway = dict(config.gateway_status())
        except Exception as exc:  # noqa: BLE001
            gateway = {"connected": False, "error": type(exc).__name__}
        if not gateway.get("connected", False):
            problems.append("gateway not connected")
    if lag_ms is not None and lag_ms > DIGEST_LAG_DEGRADED_MS:
        problems.append(f"digest lag {lag_ms // 1000}s")
    if not store_ok:
        problems.append("store not readable" if store_open else "store closed")
    # Reads still work on a full disk, so it degrades rather than fails the check.
    write_status = getattr(store, "status", None)
    store_full = bool(write_status is not None and write_status.full)
    if store_full:
        problems.append("store full: writes refused")
    metrics.store_full.set(1 if store_full else 0)
    if write_status is not None:
        metrics.store_full_refusals.set(write_status.full_errors)
    wal_bytes = store.wal_bytes() if hasattr(store, "wal_bytes") else None
    if wal_bytes is not None:
        metrics.wal_bytes.set(wal_bytes)
    status = "unavailable" if not store_ok else "degraded" if problems else "ok"
    try:
        deterministic = bool(config.deterministic_only(()))
    except Exception:  # noqa: BLE001
        deterministic = True
    body = {
        "status": status,
        "live": True,
        "ready": store_ok,
        "problems": problems,
        "store": {"open": store_open, "readable": store_ok, "error": error, "full": store_full,
                  "full_since": fmt_iso(write_status.full_since_ms) if store_full else None,
                  "wal_bytes": wal_bytes,
                  "schema_version": info.schema_version if info else None},
        "digest": {"lag_ms": lag_ms, "dirty_windows": info.dirty_windows if info else None,
                   "last_run_at": fmt_iso(info.last_digest_ms) if info and info.last_digest_ms else None,
                   "deterministic_only": deterministic},
        "gateway": gateway,
        "auth": app[AUTH_KEY].describe(),
        "adapter_api": bool(config.service_token),
    }
    return (200 if store_ok else 503), body


@endpoint("health", auth=None)
async def health(request: web.Request) -> web.Response:
    status, body = await health_report(request.app)
    return json_response(body, status=status)


@endpoint("metrics", auth=None)
async def metrics(request: web.Request) -> web.Response:
    await health_report(request.app)      # refresh the store, lag and dirty-window gauges
    data = generate_latest(request.app[METRICS_KEY].registry)
    return web.Response(body=data, headers={"Content-Type": CONTENT_TYPE_LATEST})


# -- /openapi.json ----------------------------------------------------------------------

_FEED_PARAMS = [
    {"name": "channels", "in": "query", "required": True, "schema": {"type": "string"},
     "description": "comma-separated channel ids (empty: the agent's whole allowlist)"},
    {"name": "since", "in": "query", "schema": {"type": "string", "default": "24h"}},
    {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 0, "maximum": 500}},
    {"name": "max_chars", "in": "query", "schema": {"type": "integer", "minimum": 512}},
    {"name": "X-Claw-ID", "in": "header", "required": True, "schema": {"type": "string"}},
]


def build_openapi(routes) -> dict[str, Any]:
    """The document of these routes (feed.routes.ROUTES: the one route table)."""
    bodies = [route for route in routes if route.request_model is not None]
    summaries = {route.path: route.summary for route in routes}
    models = [(route.request_model, "validation") for route in bodies]
    models += [(model, "serialization") for model in (ToolResult, IngestResult, ErrorOut)]
    refs, top = models_json_schema(models, ref_template="#/components/schemas/{model}")
    schemas = top.get("$defs", {})

    def ref(model, mode="validation") -> dict:
        return refs[(model, mode)]

    error = {"description": "error", "content": {"application/json": {"schema": ref(ErrorOut, "serialization")}}}
    paths: dict[str, Any] = {}
    for route in bodies:
        path, model, summary, auth, response_model = (route.path, route.request_model, route.summary, route.auth,
                                                       route.response_model)
        ok_schema = ref(response_model, "serialization") if response_model else {"type": "object"}
        operation = {
            "summary": summary,
            "security": [{"agentToken": []}] if auth == "agent" else [{"serviceToken": []}],
            "requestBody": {"required": True, "content": {"application/json": {"schema": ref(model)}}},
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": ok_schema}}},
                          **{code: error for code in ("400", "401", "403", "405", "413")}},
        }
        if auth == "agent":
            operation["parameters"] = [{"name": "X-Claw-ID", "in": "header", "required": True,
                                        "schema": {"type": "string"}}]
        paths[path] = {"post": operation}
    text = {"description": "feed text", "content": {"text/plain": {"schema": {"type": "string"}}}}
    paths["/channel-awareness"] = {"get": {
        "summary": summaries["/channel-awareness"],
        "security": [{"agentToken": []}],
        "parameters": _FEED_PARAMS + [{"name": "context_kind", "in": "query", "schema": {
            "type": "string", "enum": ["raw_window", "raw_window+digest"]}}],
        "responses": {"200": text, **{code: error for code in ("400", "401", "403", "503")}},
    }}
    paths["/channel-context"] = {"get": {
        "summary": summaries["/channel-context"],
        "security": [{"agentToken": []}],
        "parameters": _FEED_PARAMS + [
            {"name": "context_kind", "in": "query", "schema": {"type": "string",
                                                             "enum": ["tail", "delta_tail", "bootstrap_tail"]}},
            {"name": "after", "in": "query", "schema": {"type": "string"},
             "description": "<channel_id>:<message_id>,... cursors from a previous header"}],
        "responses": {"200": text, **{code: error for code in ("400", "401", "403", "503")}},
    }}
    paths["/health"] = {"get": {"summary": summaries["/health"],
                                "responses": {"200": {"description": "ready"}, "503": {"description": "not ready"}}}}
    paths["/metrics"] = {"get": {"summary": summaries["/metrics"],
                                 "responses": {"200": {"description": "Prometheus text format"}}}}
    paths["/openapi.json"] = {"get": {"summary": summaries["/openapi.json"],
                                      "responses": {"200": {"description": "OpenAPI"}}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "channel-memory sidecar", "version": "1",
                 "description": "Channel-awareness feeds, channel tools and the adapter API. Wire contract:"
                                " shared/CONTRACT.md."},
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "agentToken": {"type": "http", "scheme": "bearer",
                               "description": "agent token (agents file) or pod tool token (compatibility mode);"
                                              " X-Claw-ID names the agent"},
                "serviceToken": {"type": "http", "scheme": "bearer", "description": "CHANNEL_MEMORY_SERVICE_TOKEN"},
            },
        },
    }


@endpoint("openapi", auth=None)
async def openapi(request: web.Request) -> web.Response:
    return json_response(request.app[OPENAPI_KEY])

