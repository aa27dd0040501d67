"""The operator page without a browser: login, refusals, CSRF, the session cookie, read-only.

Fast tests through aiohttp's test client over the desk morning (tests.test_feed_support);
tests/test_ui_browser.py drives a real Chromium over a replayed capture.
"""

from __future__ import annotations

import html
import re

import pytest

from feed.auth import AgentDirectory
from feed.ui import charts
from feed.ui.session import LOGIN_COOKIE, SESSION_COOKIE, SessionStore
from tests.support import builders as b
from tests.support.sidecar import (
    CH,
    DESK_TOKEN,
    NARROW_TOKEN,
    POD_TOKEN,
    SERVICE_TOKEN,
    agent_headers,
    desk_morning,
    directory,
    header,
    running,
)


def _csrf(page: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', page).group(1)


def _origin(client) -> str:
    return str(client.make_url("/")).rstrip("/")


async def _login(client, token: str = SERVICE_TOKEN, *, origin: str | None = "same", csrf: str | None = None,
                 referer: str | None = None):
    form = await (await client.get("/ui/login")).text()
    headers = {}
    if origin == "same":
        headers["Origin"] = _origin(client)
    elif origin is not None:
        headers["Origin"] = origin
    if referer is not None:
        headers["Referer"] = referer
    return await client.post("/ui/login", data={"csrf": _csrf(form) if csrf is None else csrf, "token": token},
                             headers=headers, allow_redirects=False)


def _feed_text(page: str) -> str:
    body = re.search(r'<pre class="feed" data-testid="feed-text">(.*?)</pre>', page, re.S).group(1)
    return html.unescape(body)


async def test_the_page_needs_a_login_and_the_service_token_opens_it(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        first = await client.get("/ui/", allow_redirects=False)
        assert first.status == 303 and first.headers["Location"] == "/ui/login"
        login_page = await client.get("/ui/login")
        assert login_page.status == 200
        nonce_cookie = login_page.cookies[LOGIN_COOKIE]
        assert nonce_cookie["httponly"] and nonce_cookie["samesite"] == "Strict"
        resp = await _login(client)
        assert resp.status == 303 and resp.headers["Location"] == "/ui/"
        cookie = resp.cookies[SESSION_COOKIE]
        assert cookie["httponly"] and cookie["samesite"] == "Strict" and cookie["path"] == "/ui/"
        # Opaque: neither the token nor any piece of it travels in the cookie.
        assert SERVICE_TOKEN not in cookie.value and SERVICE_TOKEN[:12] not in cookie.value
        assert len(cookie.value) >= 40
        page = await client.get("/ui/")
        text = await page.text()
    assert page.status == 200 and page.content_type == "text/html"
    assert f"{CH}" in text and "Raw bytes against feed bytes" in text and "Erasure audit" in text
    assert page.headers["Cache-Control"] == "no-store"
    csp = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src" not in csp
    assert "<script" not in text.lower() and "http://" not in text.split("</style>")[0]


@pytest.mark.parametrize("token, reason", [
    (DESK_TOKEN, "agent tokens cannot open the operator page"),
    (NARROW_TOKEN, "agent tokens cannot open the operator page"),
    (POD_TOKEN, "agent tokens cannot open the operator page"),
    ("service-token-0123456789abcdeX", "wrong token"),
    ("", "wrong token"),
])
async def test_agent_tokens_and_wrong_tokens_are_refused(tmp_path, token, reason):
    async with running(tmp_path / "m.db") as (client, _):
        resp = await _login(client, token)
        body = await resp.text()
        after = await client.get("/ui/", allow_redirects=False)
    assert resp.status == 401 and reason in body
    assert SESSION_COOKIE not in resp.cookies
    assert after.status == 303


async def test_login_is_csrf_safe(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        cross_site = await _login(client, origin="https://evil.example")
        null_origin = await _login(client, origin="null")
        no_origin = await _login(client, origin=None)
        bad_token = await _login(client, csrf="0" * 64)
        # A form from another session's nonce: the HMAC does not match this browser's cookie.
        other = await (await client.get("/ui/login")).text()
        await client.get("/ui/login")                   # replaces the nonce cookie
        stale = await client.post("/ui/login", data={"csrf": _csrf(other), "token": SERVICE_TOKEN},
                                  headers={"Origin": _origin(client)}, allow_redirects=False)
        via_referer = await _login(client, origin=None, referer=_origin(client) + "/ui/login")
    for resp in (cross_site, null_origin, no_origin, bad_token, stale):
        assert resp.status == 403 and SESSION_COOKIE not in resp.cookies
    assert via_referer.status == 303 and SESSION_COOKIE in via_referer.cookies


async def test_logout_needs_the_session_csrf_token_and_ends_the_session(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        await _login(client)
        page = await (await client.get("/ui/")).text()
        token = _csrf(page)
        forged = await client.post("/ui/logout", data={"csrf": "x"}, headers={"Origin": _origin(client)},
                                   allow_redirects=False)
        cross = await client.post("/ui/logout", data={"csrf": token}, headers={"Origin": "https://evil.example"},
                                  allow_redirects=False)
        still_in = await client.get("/ui/", allow_redirects=False)
        out = await client.post("/ui/logout", data={"csrf": token}, headers={"Origin": _origin(client)},
                                allow_redirects=False)
        after = await client.get("/ui/", allow_redirects=False)
    assert forged.status == 403 and cross.status == 403 and still_in.status == 200
    assert out.status == 303 and out.headers["Location"] == "/ui/login"
    assert after.status == 303


async def test_the_page_is_read_only(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        await _login(client)
        answers = [await client.request(method, "/ui/") for method in ("POST", "PUT", "DELETE", "PATCH")]
        login_put = await client.put("/ui/login")
    assert all(resp.status == 405 for resp in answers) and login_put.status == 405


async def test_without_a_service_token_the_page_is_disabled(tmp_path):
    from aiohttp.test_utils import TestClient, TestServer

    from feed.app import create_app
    from memory.render.awareness import FeedBudget
    from memory.store import Store

    store = await Store.open(tmp_path / "m.db")
    try:
        app = create_app(store, auth=directory(), service_token=None, budget=FeedBudget(), tool_max_bytes=15000)
        async with TestClient(TestServer(app)) as client:
            form = await (await client.get("/ui/login")).text()
            resp = await _login(client, "anything-at-all-0123456789")
    finally:
        await store.close()
    assert "disabled" in form and resp.status == 401 and SESSION_COOKIE not in resp.cookies


def test_a_service_token_shared_with_an_agent_disables_the_page():
    sessions = SessionStore(DESK_TOKEN, directory())
    assert not sessions.enabled and "agent" in sessions.disabled_reason
    assert sessions.check_token(DESK_TOKEN) is not None
    assert SessionStore(SERVICE_TOKEN, directory()).check_token(SERVICE_TOKEN) is None


def test_sessions_expire_and_are_bounded():
    now = [1000.0]
    sessions = SessionStore(SERVICE_TOKEN, AgentDirectory(), ttl_s=60, max_sessions=2, clock=lambda: now[0])
    a, b_, c = sessions.create(), sessions.create(), sessions.create()
    assert sessions.get(a.session_id) is None and sessions.get(c.session_id) is c
    now[0] += 61
    assert sessions.get(b_.session_id) is None and sessions.get(c.session_id) is None


# -- what the page shows ------------------------------------------------------------------

async def test_the_feed_on_the_page_is_byte_identical_to_the_agents_feed(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        served = await (await client.get("/channel-awareness", params={"channels": str(CH), "since": "24h"},
                                         headers=agent_headers("narrow", NARROW_TOKEN))).text()
        await _login(client)
        page = await (await client.get("/ui/", params={"channel": str(CH), "agent": "narrow"})).text()
        whole = await (await client.get("/channel-awareness", params={"channels": "", "since": "24h"},
                                        headers=agent_headers())).text()
        desk_page = await (await client.get("/ui/", params={"channel": str(CH), "agent": "desk",
                                                            "scope": "allowlist"})).text()
    assert _feed_text(page) == served
    assert "FILLED 50 NVDA @ 142.48" in page      # live text is shown (the erasure test's control)
    assert _feed_text(desk_page) == whole
    fields = header(served)
    decoded = dict(re.findall(r'<td class="mono" data-key="([^"]+)">([^<]*)</td>', page))
    assert {k: html.unescape(v) for k, v in decoded.items()} == fields
    assert f'data-testid="hard-events-feed">{fields["hard_events"]}<' in page


async def test_the_page_never_shows_a_secret_channel_agent_or_forgotten_text(tmp_path):
    lines = desk_morning()
    fill = lines[14]
    assert "FILLED 50 NVDA" in fill["message"]["content"]
    doomed = b.create(60, "call me on +1 555 0100 about the block", author="raj", bot=False, counter=20)
    lines += [doomed, b.forget(doomed, 70), b.delete(fill, 75)]
    async with running(tmp_path / "m.db", lines) as (client, _):
        await _login(client)
        handle = f"{CH}/{doomed['message']['id']}"
        page = await (await client.get("/ui/", params={"channel": str(CH), "agent": "desk"})).text()
        explained = await (await client.get("/ui/", params={"channel": str(CH), "explain": handle})).text()
        deleted = await (await client.get("/ui/", params={"explain": f"{CH}/{fill['message']['id']}"})).text()
    for text in (page, explained, deleted):
        assert "555 0100" not in text and "FILLED 50 NVDA @ 142.48" not in text
    assert handle in page                                      # the audit names the id...
    assert re.search(r"<td>forget</td>\s*<td class=\"mono\">" + re.escape(handle), page)
    assert "1200000000000000009" in page                       # ...and who asked
    assert "forgotten" in explained and "not shown" in explained
    assert "SECRET" not in page and DESK_TOKEN not in page and SERVICE_TOKEN not in page


async def test_explain_shows_the_stored_classification(tmp_path):
    lines = desk_morning()
    proposal = lines[12]
    async with running(tmp_path / "m.db", lines) as (client, _):
        await _login(client)
        page = await (await client.get("/ui/", params={"channel": str(CH),
                                                       "explain": proposal["message"]["id"]})).text()
        unknown = await (await client.get("/ui/", params={"explain": f"{CH}/1400000000000009999"})).text()
        junk = await (await client.get("/ui/", params={"explain": "not-a-handle"})).text()
    result = page.split('data-testid="explain-result"', 1)[1]
    assert "trade_proposal" in result and "hard_event" in result
    assert "is not in the store" in unknown
    assert "not a message handle" in junk or "give a handle" in junk


async def test_page_reads_stay_fast(tmp_path):
    import time

    async with running(tmp_path / "m.db") as (client, _):
        await _login(client)
        await client.get("/ui/")                            # templates compiled
        timings = []
        for _ in range(5):
            started = time.perf_counter()
            resp = await client.get("/ui/")
            await resp.read()
            timings.append((time.perf_counter() - started) * 1000)
    assert min(timings) < 100 and sorted(timings)[2] < 300, timings    # slack for a shared machine


def test_feed_lines_are_charged_to_the_hours_of_their_sources():
    hour = 3_600_000
    base = b.now_ms(0) // hour * hour
    first = b.snowflake(0, 1)
    later = b.snowflake(130, 2)                               # two hours and ten minutes on
    text = "\n".join([
        "[channel-awareness] kind=raw_window+digest",
        "## Recent messages",
        f"[2026-05-21 09:00 source={CH}/{first}] Weston: hello",
        f"[09:00–11:10 topic=x n=2 by a sources={CH}/{first}..{later}(2)] gist",
    ]) + "\n"
    rows = charts.by_hour(text, {base: (1, 40)}, base, base + 3 * hour).rows
    charged = {r.hour_ms - base: r.feed_bytes for r in rows}
    single = len(text.split("\n")[2].encode()) + 1
    spread = len(text.split("\n")[3].encode()) + 1
    assert charged[0] == round(single + spread / 3) and charged[hour] == round(spread / 3)
    assert rows[0].raw_bytes == 40 and rows[0].messages == 1
    overhead = len(text.split("\n")[0].encode()) + 1 + len("## Recent messages") + 1
    assert rows and charts.by_hour(text, {}, base, base + 3 * hour).overhead == overhead
    chart = charts.bar_chart(charts.by_hour(text, {base: (1, 40)}, base, base + 3 * hour))
    assert max(bar.y + bar.height for bar in chart.feed_bars) <= chart.top + chart.plot_height + 0.01
    assert charts.nice_step(13_000) == 5000 and charts.nice_step(9) == 5


async def test_the_classifiers_explain_is_shown_for_live_messages_only(tmp_path, monkeypatch):
    from feed.ui import views

    calls = []

    def explain_message(conn, channel_id, message_id):
        calls.append((channel_id, message_id))
        return {"rule": "tagged_proposal", "matched": ["[PROPOSED]", "BUY 50 NVDA"], "tier": "certain"}

    monkeypatch.setattr(views, "_explainer", lambda: explain_message)
    lines = desk_morning()
    proposal, doomed = lines[12], lines[15]
    lines.append(b.forget(doomed, 40))
    async with running(tmp_path / "m.db", lines) as (client, _):
        await _login(client)
        live = await (await client.get("/ui/", params={"explain": f"{CH}/{proposal['message']['id']}"})).text()
        gone = await (await client.get("/ui/", params={"explain": f"{CH}/{doomed['message']['id']}"})).text()
    assert "Classifier&#39;s explanation" in live or "Classifier's explanation" in live
    assert "tagged_proposal" in live and "BUY 50 NVDA" in live
    assert calls == [(CH, int(proposal["message"]["id"]))]      # never called for the forgotten one
    assert "forgotten" in gone and "lunch order" not in gone
