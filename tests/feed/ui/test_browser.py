"""The operator page in a real browser: Playwright (from PyPI) driving Debian's Chromium.

The store holds the demo's replayed capture (the bundled busy day, replayed through the
ingest path and digested), so every number checked here comes from a real replay. Never
`playwright install`: it downloads a browser, which this network refuses; the tests use
/usr/bin/chromium and skip, saying so, only where that binary is absent.

Set CHANNEL_MEMORY_UI_SCREENSHOT=<path.png> to keep the full-page screenshot (that is how
docs/operator-page.png is made).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import struct
import zlib
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot import demo
from feed.app import create_app
from feed.auth import AgentDirectory
from memory.queries import window
from memory.render.awareness import FeedBudget
from memory.render.text import message_line
from memory.store import Store, connect_sync
from memory.timeutil import HOUR_MS

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(),
                                reason="no Chromium binary at /usr/bin/chromium (apt-get install -y chromium)")

OPERATOR_TOKEN = "operator-token-0123456789abcdef"
AGENT_TOKEN = "agent-token-0123456789abcdef"
OTHER_AGENT_TOKEN = "other-agent-token-0123456789ab"


@pytest.fixture(scope="module")
def demo_day(tmp_path_factory):
    """The demo's busy day, replayed and digested once for this module."""
    return demo.prepare(tmp_path_factory.mktemp("ui-demo"))


@contextlib.asynccontextmanager
async def sidecar(day: demo.DemoDay):
    channel = day.channel_ids[0]
    directory = AgentDirectory({demo.DEMO_AGENT: (AGENT_TOKEN, [channel]),
                                "other-desk": (OTHER_AGENT_TOKEN, [1400000000000000099])})
    store = await Store.open(day.db_path)
    try:
        app = create_app(store, auth=directory, service_token=OPERATOR_TOKEN, budget=FeedBudget(),
                         tool_max_bytes=15000, feed_cache_ms=0)
        async with TestClient(TestServer(app, host="127.0.0.1")) as client:
            yield client
    finally:
        await store.close()


@contextlib.asynccontextmanager
async def chromium():
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
            page = await browser.new_page(viewport={"width": 1400, "height": 1000})
            yield page
        finally:
            await browser.close()


async def _log_in(page, base: str, token: str) -> None:
    await page.goto(base + "/ui/")
    assert page.url.endswith("/ui/login")
    await page.fill("#token", token)
    await page.click("#login")


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and pixels (RGB bytes) of an 8-bit RGB/RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    height = channels = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and color in (2, 6) and interlace == 0
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = prev[i]
            corner = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        prev = line
    pixels = [row[x:x + 3] for row in rows[::4] for x in range(0, stride, channels * 4)]   # a sparse sample
    return width, height, pixels


def _capture_counts(day: demo.DemoDay) -> dict:
    forgets = sum(1 for e in day.day.events if e["op"] == "forget")
    deletes = sum(1 for e in day.day.events if e["op"] == "delete")
    deletes += sum(len(e["message_ids"]) for e in day.day.events if e["op"] == "bulk_delete")
    return {"forgets": forgets, "deletes": deletes}


async def test_operator_sees_the_replayed_day_as_the_agent_gets_it(demo_day):
    channel = demo_day.channel_ids[0]
    async with sidecar(demo_day) as client:
        base = str(client.make_url("/")).rstrip("/")
        served = await (await client.get("/channel-awareness", params={"channels": str(channel), "since": "24h"},
                                         headers={"Authorization": f"Bearer {AGENT_TOKEN}",
                                                  "X-Claw-ID": demo.DEMO_AGENT})).text()
        fields = dict(item.split("=", 1) for item in served.split("\n", 1)[0].split()[1:])
        async with chromium() as page:
            await _log_in(page, base, OPERATOR_TOKEN)
            assert page.url.endswith("/ui/")
            cookies = {c["name"]: c for c in await page.context.cookies()}
            assert cookies["cm_operator"]["httpOnly"] and cookies["cm_operator"]["sameSite"] == "Strict"

            # The feed panel: the agent's feed, byte for byte, header decoded.
            assert await page.inner_text("[data-testid=feed-text]") == served
            for key in ("kind", "digest", "hard_events", "raw_bytes", "deterministic_only", "range"):
                assert await page.inner_text(f"[data-testid=feed-header] [data-key={key}]") == fields[key]
            # Hard events: the page's count is the header's, and the table adds up to its total.
            shown, _, total = fields["hard_events"].partition("/")
            assert await page.inner_text("[data-testid=hard-events-feed]") == fields["hard_events"]
            assert await page.inner_text("[data-testid=tile-hard-events]") == fields["hard_events"]
            assert await page.inner_text("[data-testid=hard-events-messages]") == (total or shown)
            kept = {e.event_type for e in demo_day.day.hard_events if e.final_state in ("live", "edited")}
            table = await page.inner_text("[data-testid=hard-table]")
            assert all(event_type in table for event_type in kept)
            # Raw bytes: the chart's total is the raw window the demo prints.
            conn = connect_sync(demo_day.db_path)
            try:
                live = [m for m in window(conn, [channel], demo_day.now_ms - 24 * HOUR_MS, demo_day.now_ms)
                        if not m.removed]
            finally:
                conn.close()
            raw_total = sum(len(message_line(m).encode()) + 1 for m in live)
            legend = await page.inner_text("#bytes .legend")
            assert f"({raw_total:,} B)" in legend
            assert await page.locator("[data-testid=bytes-chart] rect.raw").count() >= 24
            # Digest: everything digested by the replay; no gaps; the pass time shown.
            assert await page.inner_text("[data-testid=dirty-windows]") == "0"
            assert "UTC" in await page.inner_text("[data-testid=last-pass]")
            assert "No recorded gaps" in await page.inner_text("#digest")
            # LLM: the demo has no key, so deterministic, and the page says why.
            assert await page.inner_text("[data-testid=deterministic]") == fields["deterministic_only"] == "true"
            assert await page.inner_text("[data-testid=deterministic-reason]")
            # Erasure audit: one row per erasure in the capture, no content.
            counts = _capture_counts(demo_day)
            rows = page.locator("[data-testid=erasures] tr")
            assert await rows.count() == 1 + counts["forgets"] + counts["deletes"]
            audit = await page.inner_text("[data-testid=erasures]")
            assert audit.count("\tforget\t") == counts["forgets"]
            forgotten = next(e for e in demo_day.day.events if e["op"] == "forget")
            assert f"{channel}/{forgotten['message_id']}" in audit and forgotten["requested_by"] in audit

            # Explain: a hard event of the capture, then the forgotten message.
            event = next(e for e in demo_day.day.hard_events if e.final_state == "live")
            await page.fill("input[name=explain]", f"{event.channel_id}/{event.message_id}")
            await page.click("#explain button")
            assert event.event_type in await page.inner_text("[data-testid=explain-result]")
            html_seen = [await page.content()]
            response = await page.goto(f"{base}/ui/?explain={channel}/{forgotten['message_id']}")
            assert "forgotten" in await page.inner_text("[data-testid=explain-result]")
            html_seen.append(await page.content())

            # Text deleted or forgotten in the capture never appears, in any panel.
            for text in demo_day.day.removed_texts:
                assert all(text not in seen for seen in html_seen), text

            # Render time: the server's own measure, over a few loads.
            timings = []
            for _ in range(7):
                response = await page.goto(f"{base}/ui/")
                timings.append(float(response.headers["server-timing"].split("dur=")[1]))
            print(f"\noperator page render on the demo store: median {statistics.median(timings):.1f} ms,"
                  f" max {max(timings):.1f} ms over {len(timings)} loads")
            # The budget is 100 ms (a quiet 2-core machine: ~25 ms). The best load must meet
            # it; the median gets slack because the machine may be shared while tests run.
            assert min(timings) < 100 and statistics.median(timings) < 300, timings

            # A screenshot that is not blank: many colours, and not mostly background.
            if os.environ.get("CHANNEL_MEMORY_UI_SCREENSHOT"):
                Path(os.environ["CHANNEL_MEMORY_UI_SCREENSHOT"]).write_bytes(await page.screenshot(full_page=True))
            width, height, pixels = png_pixels(await page.screenshot())      # what the operator sees first
            assert (width, height) == (1400, 1000)
            colours = set(pixels)
            background = max(colours, key=pixels.count)
            assert len(colours) > 64
            assert sum(1 for p in pixels if p != background) > len(pixels) * 0.2


async def test_agent_and_wrong_tokens_are_refused_in_the_browser(demo_day):
    async with sidecar(demo_day) as client:
        base = str(client.make_url("/")).rstrip("/")
        async with chromium() as page:
            for token, reason in ((AGENT_TOKEN, "agent tokens"), (OTHER_AGENT_TOKEN, "agent tokens"),
                                  ("operator-token-0123456789abcdeX", "wrong token")):
                await _log_in(page, base, token)
                assert reason in await page.inner_text("[data-testid=login-error]")
                assert page.url.endswith("/ui/login")
                assert "cm_operator" not in {c["name"] for c in await page.context.cookies()}
                await page.goto(base + "/ui/")
                assert page.url.endswith("/ui/login")       # still no way in
            # Logging out ends the session: the page sends the operator back to the login form.
            await _log_in(page, base, OPERATOR_TOKEN)
            assert page.url.endswith("/ui/")
            await page.click("#logout")
            assert page.url.endswith("/ui/login")
            await page.goto(base + "/ui/")
            assert page.url.endswith("/ui/login")
