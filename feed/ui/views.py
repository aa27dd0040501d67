"""The operator page's handlers: login, logout, and the one read-only page.

Everything but login and logout is a GET that reads: one reader snapshot for the panels
(`memory.operator` and `memory.queries`, prepared data only) and one render of the feed
through `feed.ui.feedview`, the same path `/channel-awareness` takes. Responses are never
cached (a page could otherwise outlive an erasure) and carry a CSP with no script.
"""

from __future__ import annotations

import hmac
import importlib
import importlib.util
import logging
import sqlite3
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import aiohttp_jinja2
import jinja2
from aiohttp import web

from feed.auth import Agent
from feed.common import AUTH_KEY, CONFIG_KEY, STORE_KEY, endpoint
from feed.ui import charts, feedview
from feed.ui.session import (
    LOGIN_COOKIE,
    LOGIN_TTL_S,
    SESSION_COOKIE,
    Session,
    SessionStore,
    clear_cookie,
    same_origin,
    set_cookie,
)
from memory import operator as reads
from memory import queries
from memory.timeutil import HOUR_MS, fmt_duration, fmt_minute, parse_snowflake, utc_day

if TYPE_CHECKING:      # typing only: the page must not import the LLM client to start
    from memory.classify import DeskRules
    from memory.rollup import RollupWorker

log = logging.getLogger("channel_memory.feed.ui")

SESSIONS_KEY = web.AppKey("ui_sessions", SessionStore)
LLM_KEY: web.AppKey[RollupWorker | None] = web.AppKey("ui_llm")   # None: no LLM configured
DESK_KEY: web.AppKey[DeskRules | None] = web.AppKey("ui_desk")      # None: the default desk
JINJA_KEY = web.AppKey("ui_jinja", jinja2.Environment)   # set by feed.ui.setup
SINCE_MS = 24 * HOUR_MS
EXPLAIN_MODULE = "memory.explain"

SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Content-Security-Policy": ("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:;"
                                " form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
}

# What each contract header key means, for the decoded header table.
HEADER_MEANINGS = {
    "kind": "raw_window, or raw_window+digest when prepared blocks are used",
    "since": "the window asked for",
    "channels": "channels in this feed",
    "messages": "raw lines shown verbatim",
    "available": "live messages in the window",
    "omitted": "messages neither shown nor represented by a digest line",
    "retained": "stored messages (with tombstones) / window",
    "digest": "ok | stale | unavailable | coverage_gap",
    "raw_bytes": "bytes of the verbatim recent section",
    "digest_bytes": "bytes of the digest sections",
    "digest_blocks": "digest lines served",
    "coverage_gaps": "recorded gaps overlapping the window",
    "deterministic_only": "true: no LLM rollups are being made now",
    "range": "oldest..newest message in the window (UTC)",
    "hard_events": "hard-event messages shown / in the window",
    "hard_certain": "certain-tier hard events shown / in the window",
    "budget_exceeded": "true: the byte budget cut something",
    "digest_generated_at": "newest block served was built at",
    "digest_source_messages": "messages the served blocks cite",
    "digest_error": "why the digest part failed (raw window served)",
}


def _respond(request: web.Request, template: str, context: dict, status: int = 200) -> web.Response:
    response = aiohttp_jinja2.render_template(template, request, context, status=status, app_key=JINJA_KEY)
    response.headers.update(SECURITY_HEADERS)
    return response


def _redirect(location: str, status: int = 303) -> web.Response:
    return web.Response(status=status, headers={"Location": location, **SECURITY_HEADERS})


def _session(request: web.Request) -> Session | None:
    return request.app[SESSIONS_KEY].get(request.cookies.get(SESSION_COOKIE))


# -- login / logout ---------------------------------------------------------------------

def _login_page(request: web.Request, *, error: str | None = None, status: int = 200) -> web.Response:
    sessions = request.app[SESSIONS_KEY]
    nonce = sessions.login_nonce()
    response = _respond(request, "login.html", {
        "csrf": sessions.login_csrf(nonce), "error": error, "disabled": sessions.disabled_reason,
    }, status=status)
    set_cookie(response, request, LOGIN_COOKIE, nonce, LOGIN_TTL_S)
    return response


@endpoint("ui", auth=None)
async def ui_root(request: web.Request) -> web.StreamResponse:
    return _redirect("/ui/", status=302)


@endpoint("ui", auth=None)
async def login_form(request: web.Request) -> web.StreamResponse:
    if _session(request) is not None:
        return _redirect("/ui/")
    return _login_page(request)


@endpoint("ui", auth=None)
async def login(request: web.Request) -> web.StreamResponse:
    sessions = request.app[SESSIONS_KEY]
    if not same_origin(request):
        log.warning("operator login refused: cross-origin or no Origin/Referer", extra={"outcome": "csrf"})
        return _login_page(request, error="refused: this form must be sent from this page", status=403)
    form = await request.post()
    if not sessions.login_csrf_ok(request.cookies.get(LOGIN_COOKIE), str(form.get("csrf", ""))):
        log.warning("operator login refused: bad CSRF token", extra={"outcome": "csrf"})
        return _login_page(request, error="refused: the form expired; try again", status=403)
    refusal = sessions.check_token(str(form.get("token", "")))
    if refusal is not None:
        log.warning("operator login refused", extra={"outcome": "refused", "reason": refusal})
        return _login_page(request, error=f"refused: {refusal}", status=401)
    session = sessions.create()
    log.info("operator logged in", extra={"outcome": "ok", "sessions": len(sessions)})
    response = _redirect("/ui/")
    set_cookie(response, request, SESSION_COOKIE, session.session_id, int(sessions.ttl_s))
    clear_cookie(response, LOGIN_COOKIE)
    return response


@endpoint("ui", auth=None)
async def logout(request: web.Request) -> web.StreamResponse:
    session = _session(request)
    form = await request.post()
    if session is None:                     # nothing to end (expired, or never logged in)
        response = _redirect("/ui/login")
        clear_cookie(response, SESSION_COOKIE)
        return response
    if not same_origin(request) or not hmac.compare_digest(str(form.get("csrf", "")), session.csrf):
        return web.Response(status=403, text="refused: log out from the page itself", headers=SECURITY_HEADERS)
    request.app[SESSIONS_KEY].drop(session.session_id)
    log.info("operator logged out")
    response = _redirect("/ui/login")
    clear_cookie(response, SESSION_COOKIE)
    return response


# -- the page ---------------------------------------------------------------------------

@dataclass
class PageData:
    channels: list[reads.ChannelSummary]
    hard: list[reads.HardEventCount]
    trades: list[reads.TradeLifecycle]
    digest: reads.DigestStatus | None
    llm: reads.LlmUsage | None
    erasures: list[reads.Erasure]
    erasure_counts: tuple[int, int]
    live: list[queries.StoredMessage]
    explained: reads.MessageClassification | None
    explain_detail: dict | None
    explain_error: str | None


def _explainer():
    """`memory.explain.explain_message(conn, channel_id, message_id) -> dict` once it exists."""
    if importlib.util.find_spec(EXPLAIN_MODULE) is None:
        return None
    return getattr(importlib.import_module(EXPLAIN_MODULE), "explain_message", None)


def load_page(conn: sqlite3.Connection, channel_id: int | None, start_ms: int, now_ms: int,
              explain: tuple[int, int] | None, desk: Any = None) -> PageData:
    """Every panel's data in one read snapshot."""
    known = reads.channels(conn, start_ms, now_ms)
    if channel_id is None:
        channel_id = next((c.channel_id for c in known if c.messages), known[0].channel_id if known else None)
    one = [channel_id] if channel_id is not None else []
    explained = detail = error = None
    if explain is not None:
        explained = reads.stored_classification(conn, *explain)
        explainer = _explainer()
        # A removed message is explained by its tombstone alone: nothing of its text or facts.
        if explainer is not None and explained is not None and explained.state == "live":
            try:
                # One message's window re-classified on demand, with the loop's desk rules.
                detail = explainer(conn, *explain, **({"desk": desk} if desk is not None else {}))
            except Exception as exc:  # noqa: BLE001 - the stored classification is still shown
                error = f"{type(exc).__name__}: {exc}"[:300]
    return PageData(
        channels=known,
        hard=reads.hard_events(conn, one, start_ms, now_ms),
        trades=reads.trade_lifecycles(conn, one, start_ms, now_ms),
        digest=reads.digest_status(conn, channel_id, start_ms, now_ms) if channel_id is not None else None,
        llm=reads.llm_usage(conn, utc_day(now_ms), channel_id) if channel_id is not None else None,
        erasures=reads.erasures(conn, one),
        erasure_counts=reads.erasure_counts(conn, one),
        live=queries.window(conn, one, start_ms, now_ms, live_only=True),
        explained=explained, explain_detail=detail, explain_error=error,
    )


def _channel_param(raw: str | None) -> int | None:
    if not raw:
        return None
    try:
        return parse_snowflake(raw.strip())
    except ValueError:
        return None


def _handle_param(raw: str | None, channel_id: int | None) -> tuple[tuple[int, int] | None, str | None]:
    """`<channel>/<message>`, `<channel>:<message>`, or a bare message id in this channel."""
    if raw is None or not raw.strip():
        return None, None
    text = raw.strip().replace(":", "/")
    left, sep, right = text.partition("/")
    try:
        if sep:
            return (parse_snowflake(left), parse_snowflake(right)), None
        if channel_id is None:
            return None, "give a handle as <channel_id>/<message_id>"
        return (channel_id, parse_snowflake(left)), None
    except ValueError as exc:
        return None, f"not a message handle: {exc}"


def llm_state(worker: Any, deterministic_only: bool, channel_id: int | None, usage: reads.LlmUsage | None) -> dict:
    """Caps from the rollup worker's configuration, spend from the ledger, and why deterministic."""
    state: dict[str, Any] = {"deterministic_only": deterministic_only, "caps": None, "reason": None}
    if worker is None:
        state["reason"] = "this process runs no LLM rollup worker (sidecar started without one)"
        return state
    cfg = worker.config
    state["model"] = cfg.model
    state["caps"] = {"calls_day": cfg.max_calls_per_day, "usd_day": cfg.max_usd_per_day,
                     "calls_channel": cfg.max_calls_per_channel_day, "usd_channel": cfg.max_usd_per_channel_day}
    if worker.client is None:
        state["reason"] = "no Anthropic API key configured: digests are deterministic only"
    elif worker.capped:
        state["reason"] = "the daily cap is reached: deterministic until the UTC day ends"
    elif worker.in_backoff:
        state["reason"] = "backing off after failed model calls"
    elif channel_id is not None and worker.deterministic_only_for([channel_id]):
        state["reason"] = "this channel reached its own daily cap"
    elif deterministic_only:
        state["reason"] = "no new LLM rollups are being made"
    else:
        state["reason"] = "LLM rollups are being made within the caps"
    if usage is not None and state["caps"]:
        caps = state["caps"]
        state["bars"] = [
            ("calls today (all channels)", usage.calls, caps["calls_day"], f"{usage.calls} / {caps['calls_day']}"),
            ("spend today (all channels)", usage.usd, caps["usd_day"], f"${usage.usd:.4f} / ${caps['usd_day']:.2f}"),
            ("calls today (this channel)", usage.channel_calls, caps["calls_channel"],
             f"{usage.channel_calls} / {caps['calls_channel']}"),
            ("spend today (this channel)", usage.channel_usd, caps["usd_channel"],
             f"${usage.channel_usd:.4f} / ${caps['usd_channel']:.2f}"),
        ]
    return state


def ago(now_ms: int, then_ms: int | None) -> str:
    """`3m ago`, `2h 5m ago`; `just now` under a minute (clocks a little apart included)."""
    if then_ms is None:
        return "never"
    seconds = (now_ms - then_ms) // 1000
    if seconds < 60:
        return "just now" if seconds >= -60 else "in the future (clock skew?)"
    minutes, hours = seconds // 60, seconds // 3600
    if hours == 0:
        return f"{minutes}m ago"
    if hours < 48:
        return f"{hours}h {minutes % 60}m ago"
    return f"{hours // 24}d ago"


def decode_header(text: str) -> list[tuple[str, str, str]]:
    """The served first line as (key, value, meaning), in the order served."""
    first = text.split("\n", 1)[0]
    fields = []
    for item in first.split()[1:]:
        key, _, value = item.partition("=")
        fields.append((key, value, HEADER_MEANINGS.get(key, "")))
    return fields


def _pick_agent(agents: list[Agent], channel_id: int | None, wanted: str | None) -> tuple[list[Agent], Agent | None]:
    allowed = [a for a in agents if channel_id is not None and a.may_read(channel_id)]
    chosen = next((a for a in allowed if a.agent_id == wanted), allowed[0] if allowed else None)
    return allowed, chosen


@endpoint("ui", auth=None)
def _bytes_by_hour(data: PageData, feed, scope: str, start: int, now: int):
    """Raw bytes against feed bytes per hour, for the chart (None when not per channel)."""
    # The chart is per channel: with the whole allowlist, only this channel's lines count.
    if feed is None or scope != "channel":
        return None
    raw_hours: dict[int, tuple[int, int]] = {}
    for message in data.live:
        hour = message.created_at_ms // HOUR_MS * HOUR_MS
        count, size = raw_hours.get(hour, (0, 0))
        raw_hours[hour] = (count + 1, size + feedview.raw_line_bytes(message))
    return charts.by_hour(feed.text, raw_hours, start, now)


async def page(request: web.Request) -> web.StreamResponse:
    started = time.perf_counter()
    session = _session(request)
    if session is None:
        return _redirect("/ui/login")
    app = request.app
    config = app[CONFIG_KEY]
    now = config.clock()
    start = now - SINCE_MS
    channel_id = _channel_param(request.query.get("channel"))
    explain, explain_problem = _handle_param(request.query.get("explain"), channel_id)
    desk = app.get(DESK_KEY)
    data: PageData = await app[STORE_KEY].read(load_page, channel_id, start, now, explain, desk)
    known_ids = {c.channel_id for c in data.channels}
    if channel_id is None or channel_id not in known_ids:
        channel_id = next((c.channel_id for c in data.channels if c.messages),
                          data.channels[0].channel_id if data.channels else None)
        if request.query.get("channel") and channel_id is not None:
            # An unknown channel: show the default one's panels, loaded for it.
            data = await app[STORE_KEY].read(load_page, channel_id, start, now, explain, desk)
    agents, agent = _pick_agent(app[AUTH_KEY].listed(), channel_id, request.query.get("agent"))
    scope = "allowlist" if request.query.get("scope") == "allowlist" and agent is not None else "channel"
    feed = None
    if channel_id is not None:
        feed_channels = agent.channels if scope == "allowlist" and agent is not None else (channel_id,)
        feed = await feedview.agent_feed(app, tuple(feed_channels), since_ms=SINCE_MS)
    by_hour = _bytes_by_hour(data, feed, scope, start, now)
    try:
        deterministic = bool(config.deterministic_only(()))
    except Exception:  # noqa: BLE001
        deterministic = True
    header = decode_header(feed.text) if feed else []
    context = {
        "ago": lambda ms: ago(now, ms),
        "csrf": session.csrf,
        "now": fmt_minute(now),
        "since": fmt_duration(SINCE_MS),
        "channel_id": channel_id,
        "channels": data.channels,
        "agents": agents,
        "agent": agent,
        "all_agents": len(app[AUTH_KEY].listed()),
        "scope": scope,
        "feed": feed,
        "feed_bytes": len(feed.text.encode("utf-8")) if feed else 0,
        "header": header,
        "by_hour": by_hour,
        "chart": charts.bar_chart(by_hour) if by_hour is not None else None,
        "hard": data.hard,
        "hard_total": sum(h.blocks for h in data.hard),
        "hard_messages": sum(h.messages for h in data.hard),
        "hard_header": dict((k, v) for k, v, _ in header).get("hard_events", "-"),
        "tiers": sorted({h.tier for h in data.hard}),
        "trades": data.trades,
        "open_trades": sum(1 for t in data.trades if t.open),
        "digest": data.digest,
        "llm": llm_state(app.get(LLM_KEY), deterministic, channel_id, data.llm),
        "usage": data.llm,
        "erasures": data.erasures,
        "erasure_counts": data.erasure_counts,
        "explain_query": request.query.get("explain", ""),
        "explain": explain,
        "explain_problem": explain_problem,
        "explained": data.explained,
        "explain_detail": data.explain_detail,
        "explain_error": data.explain_error,
        "explain_available": _explainer() is not None,
        "fmt_minute": fmt_minute,
        "fmt_duration": fmt_duration,
        "human_bytes": charts.human_bytes,
        "now_ms": now,
    }
    context["render_ms"] = round((time.perf_counter() - started) * 1000, 1)
    response = _respond(request, "page.html", context)
    total_ms = (time.perf_counter() - started) * 1000
    response.headers["Server-Timing"] = f"page;dur={total_ms:.1f}"
    return response
