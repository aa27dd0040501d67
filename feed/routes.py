"""The sidecar's one route table: method, path, handler, what it is and what it takes.

Everything else reads it: the app adds these routes, /openapi.json describes them, the
fuzz test finds each body model here. Who may call a route (agent, service, anyone) and
whether it is a channel_context_op stay on the handler's `@endpoint`, which the
middlewares read at request time.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web
from pydantic import BaseModel

from feed import adapter, awareness, service, tools
from feed.schemas import (
    AdapterSearchRequest,
    DigestRequest,
    ForgetRequest,
    IngestRequest,
    IngestResult,
    MessagesRequest,
    SearchRequest,
    SourceMessagesRequest,
    ToolResult,
)


@dataclass(frozen=True)
class Route:
    method: str
    path: str
    handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    summary: str
    request_model: type[BaseModel] | None = None    # a JSON body, for POST routes
    response_model: type[BaseModel] | None = None

    @property
    def auth(self) -> str | None:
        return self.handler.endpoint.auth


ROUTES: tuple[Route, ...] = (
    Route("GET", "/channel-awareness", awareness.channel_awareness,
          "Channel awareness feed: header line, recent messages verbatim, digest of older ones"),
    Route("GET", "/channel-context", awareness.channel_context,
          "Cursorized channel context: tail, delta_tail after cursors, or bootstrap_tail"),
    Route("POST", "/search_channel_context", tools.search_channel_context,
          "Search current, non-deleted content of allowed channels", SearchRequest, ToolResult),
    Route("POST", "/get_channel_messages", tools.get_channel_messages,
          "Exact messages by id, handle or range; a time range; or around an id", MessagesRequest, ToolResult),
    Route("POST", "/ingest", adapter.ingest_message,
          "Adapter: ingest one message (create, edit or delete); idempotent", IngestRequest, IngestResult),
    Route("POST", "/digest", adapter.digest, "Adapter: digest blocks and coverage for channels", DigestRequest),
    Route("POST", "/search", adapter.search, "Adapter: full-text search over any channels", AdapterSearchRequest),
    Route("POST", "/source-messages", adapter.source_messages,
          "Adapter: exact source messages, optionally with every version", SourceMessagesRequest),
    Route("POST", "/forget", adapter.forget,
          "Adapter: erase messages (moderation); answers what was erased, never the content", ForgetRequest),
    Route("GET", "/health", service.health, "Liveness and readiness: store, digest lag, gateway"),
    Route("GET", "/metrics", service.metrics, "Prometheus metrics"),
    Route("GET", "/openapi.json", service.openapi, "This document"),
)


def body_model(path: str) -> type[BaseModel]:
    return next(route.request_model for route in ROUTES if route.path == path and route.request_model)


def add_routes(app: web.Application) -> None:
    for route in ROUTES:
        app.router.add_route(route.method, route.path, route.handler)
