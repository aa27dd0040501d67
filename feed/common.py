"""What every handler shares: app/request keys, the API error, JSON in and out, parsing.

Handlers raise `ApiError`; the error middleware (feed.app) turns it into the JSON body
of the contract. Nothing here reads the environment or touches SQL.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from feed.auth import Agent, AgentDirectory
from feed.cache import FeedCache
from memory.render.awareness import FeedBudget
from memory.store import Store
from memory.timeutil import parse_duration_ms, parse_snowflake, parse_time_ms

if TYPE_CHECKING:
    from feed.adapter import IngestQueue
    from feed.service import Metrics

MAX_BODY_BYTES = 1024 * 1024
MAX_JSON_DEPTH = 64
MAX_SINCE_MS = 366 * 24 * 3_600_000
# A window shorter than this holds nothing a feed could show (headers print minutes).
MIN_SINCE_MS = 1000
MAX_CHANNELS_PER_REQUEST = 100

M = TypeVar("M", bound=BaseModel)


# -- configuration shared through the app ----------------------------------------------

@dataclass(frozen=True)
class FeedConfig:
    budget: FeedBudget
    tool_max_bytes: int
    service_token: str | None
    # Whether no LLM rollups are being made for these channels now (process-wide caps,
    # backoff, or every one of them at its own cap); () asks about the process as a whole.
    deterministic_only: Callable[[Sequence[int]], bool]
    gateway_status: Callable[[], dict] | None
    clock: Callable[[], int]
    warm_layouts_s: float = 0.0         # start-up layouts of the agents' channel sets (feed.app)


@dataclass
class ServeRecord:
    """One channel_context_op: filled by the handler, logged and counted by telemetry."""
    endpoint: str
    tool_name: str | None = None
    agent: str | None = None
    kind: str = "-"
    channels: tuple[int, ...] = ()
    retained: int = 0
    returned: int = 0
    omitted: int = 0
    raw_bytes: int = 0
    digest_bytes: int = 0
    digest_blocks: int = 0
    coverage_gaps: int = 0
    deterministic_only: bool | None = None     # None: telemetry asks the config
    status: str = "error"
    cache: str | None = None            # feeds: hit | shared | miss


@dataclass(frozen=True)
class Endpoint:
    """Route metadata the middlewares read: who may call it and whether it is an op."""
    name: str
    auth: str | None            # "agent" | "service" | None (open)
    op: bool = False            # logged as channel_context_op
    tool_name: str | None = None


# AppKeys: the shared objects of one application, each typed. Metrics and the ingest
# queue live in modules that import this one, so their keys are typed by annotation.
STORE_KEY = web.AppKey("store", Store)
AUTH_KEY = web.AppKey("auth", AgentDirectory)
CONFIG_KEY = web.AppKey("config", FeedConfig)
METRICS_KEY: web.AppKey[Metrics] = web.AppKey("metrics")
OPENAPI_KEY = web.AppKey("openapi", dict)
FEED_CACHE_KEY = web.AppKey("feed_cache", FeedCache)
INGEST_QUEUE_KEY: web.AppKey[IngestQueue] = web.AppKey("ingest_queue")
# RequestKeys: what the middlewares hand to the handler.
AGENT_KEY = web.RequestKey("agent", Agent)
SERVE_RECORD_KEY = web.RequestKey("op", ServeRecord)


def endpoint(name: str, *, auth: str | None, op: bool = False, tool_name: str | None = None):
    """Mark a handler with its route metadata (update_wrapper carries it through middlewares)."""
    def mark(handler):
        handler.endpoint = Endpoint(name, auth, op, tool_name)
        return handler
    return mark


# -- errors -----------------------------------------------------------------------------

class ApiError(Exception):
    """An answer other than success: status, the contract's error name and extra fields."""

    def __init__(self, status: int, error: str, detail: str | None = None, *,
                 headers: dict[str, str] | None = None, **fields: Any):
        super().__init__(detail or error)
        self.status = status
        self.error = error
        self.headers = headers          # e.g. Retry-After on a 503
        self.body: dict[str, Any] = {"error": error, **fields}
        if detail:
            self.body["detail"] = one_line(detail)


def invalid(detail: str) -> ApiError:
    return ApiError(400, "invalid_request", detail)


def one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def json_response(data: Any, status: int = 200, headers: dict | None = None) -> web.Response:
    return web.Response(body=dumps(data), status=status, content_type="application/json", headers=headers)


def text_response(text: str) -> web.Response:
    return web.Response(text=text, content_type="text/plain", charset="utf-8")


# -- JSON bodies ------------------------------------------------------------------------

_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _check_tree(value: Any, depth: int = 0) -> None:
    """Reject what JSON allows but we cannot store or echo: deep nesting, lone surrogates."""
    if depth > MAX_JSON_DEPTH:
        raise ApiError(400, "invalid_json", "JSON nested too deeply")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ApiError(400, "invalid_json", "string with an unpaired surrogate (\\ud800-\\udfff)") from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_tree(key, depth + 1)
            _check_tree(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check_tree(item, depth + 1)


async def read_json(request: web.Request) -> Any:
    if request.content_length is not None and request.content_length > MAX_BODY_BYTES:
        raise ApiError(413, "payload_too_large", f"body over {MAX_BODY_BYTES} bytes")
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise ApiError(413, "payload_too_large", f"body over {MAX_BODY_BYTES} bytes") from None
    if not raw.strip():
        raise ApiError(400, "invalid_json", "empty body: expected a JSON object")
    try:
        data = json.loads(raw)
    except RecursionError:
        raise ApiError(400, "invalid_json", "JSON nested too deeply") from None
    except ValueError as exc:   # JSONDecodeError, UnicodeDecodeError
        raise ApiError(400, "invalid_json", f"not valid JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(raw):
        _check_tree(data)     # only then can a string hold an unpaired surrogate
    return data


def validation_detail(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False)[:3]:
        where = ".".join(str(part) for part in err.get("loc", ())) or "body"
        message = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        parts.append(f"{where}: {message}")
    more = len(exc.errors()) - len(parts)
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")


async def read_model(request: web.Request, model: type[M]) -> M:
    data = await read_json(request)
    if not isinstance(data, dict):
        raise invalid("body must be a JSON object")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise invalid(validation_detail(exc)) from None


# -- values -----------------------------------------------------------------------------

def duration_ms(value: object, what: str = "since") -> int:
    if not isinstance(value, str):
        raise ValueError(f"{what}: a duration string like 24h is expected")
    try:
        ms = parse_duration_ms(value)
    except OverflowError:
        raise ValueError(f"{what}: duration {value[:40]!r} is too large") from None
    except ValueError as exc:
        raise ValueError(f"{what}: {exc}") from None
    if ms > MAX_SINCE_MS:
        raise ValueError(f"{what}: duration {value[:40]!r} is longer than 366d")
    if ms < MIN_SINCE_MS:
        raise ValueError(f"{what}: duration {value[:40]!r} is shorter than 1s")
    return ms


_SNOWFLAKE_TEXT = re.compile(r"^\d{15,20}$")


@dataclass(frozen=True)
class Bound:
    """A range bound from `after`/`before`: a time, and an exact id when one was given."""
    ms: int
    message_id: int | None = None


def time_bound(value: object, what: str) -> Bound:
    """RFC 3339, `2026-05-21T16:23Z`, `2026-05-21 16:23`, or a snowflake (an exact id bound)."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what}: a time (RFC 3339, '2026-05-21 16:23') or a message id is expected")
    text = value.strip()
    try:
        if _SNOWFLAKE_TEXT.match(text):
            message_id = parse_snowflake(text)
            return Bound(parse_time_ms(text), message_id)
        return Bound(parse_time_ms(text))
    except (ValueError, OverflowError) as exc:
        raise ValueError(f"{what}: {one_line(str(exc), 160)}") from None


def channel_id(value: object, what: str = "channels") -> int:
    try:
        return parse_snowflake(value.strip() if isinstance(value, str) else value)
    except ValueError as exc:
        raise ValueError(f"{what}: {exc}") from None


def resolve_channels(agent: Agent, requested: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """The channels a request may read: the ones asked for (each must be allowed), or the
    agent's whole allowlist when none are named, each with its known threads (a thread is
    read by whoever may read its parent). The first disallowed one is a 403."""
    if not requested:
        return agent.expand(agent.channels)
    for channel in requested:
        if not agent.may_read(channel):
            raise ApiError(403, "channel_not_allowed", agent=agent.agent_id, channel=str(channel))
    return agent.expand(tuple(requested))
