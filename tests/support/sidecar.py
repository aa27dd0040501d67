"""Shared set-up for the sidecar tests (no tests here): agents, tokens, a desk morning, a client."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from aiohttp.test_utils import TestClient, TestServer

from feed.app import create_app
from feed.auth import AgentDirectory
from memory.digest import run_all
from memory.render.awareness import FeedBudget
from memory.store import Store
from tests.support import builders as b
from tests.support.storeview import apply

CH = int(b.CHANNEL)
OTHER = int(b.OTHER_CHANNEL)
SECRET = 1400000000000000003          # a channel no test agent may read
DESK_TOKEN = "desk-token-0123456789abcdef"
NARROW_TOKEN = "narrow-token-0123456789abcdef"
POD_TOKEN = "pod-tool-token-0123456789abcdef"
SERVICE_TOKEN = "service-token-0123456789abcdef"
NOW_MINUTE = 240                      # 13:00 on the builders' day


def directory() -> AgentDirectory:
    return AgentDirectory(
        {"desk": (DESK_TOKEN, [CH, OTHER]), "narrow": (NARROW_TOKEN, [CH])},
        compat_agents={"pod-agent": [CH, OTHER], "pod-narrow": [OTHER]},
        pod_token=POD_TOKEN,
    )


def agent_headers(agent: str = "desk", token: str = DESK_TOKEN) -> dict:
    return {"Authorization": f"Bearer {token}", "X-Claw-ID": agent, "X-Claw-Pod": "pod-1"}


def service_headers() -> dict:
    return {"Authorization": f"Bearer {SERVICE_TOKEN}"}


def desk_morning() -> list[dict]:
    """A small desk morning in CH, a little in OTHER, and a secret in SECRET."""
    lines = []
    for i in range(12):
        lines.append(b.create(i * 5, f"[heartbeat] weston alive uptime={i}h queue=0", counter=1))
    lines += [
        b.create(10, "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00, target 155 (T-1042)", author="Logan", counter=2),
        b.create(12, "approved, go ahead with the 50 NVDA at 142.5", author="dana.k", bot=False, counter=3),
        b.create(14, "FILLED 50 NVDA @ 142.48 (T-1042)", counter=4),
        b.create(20, "anyone watching the fed minutes later?\nlunch order is in the kitchen", author="raj",
                 bot=False, counter=5),
        b.create(30, "Moving stop on NVDA T-1042 to 139.50", author="Logan", counter=6),
        b.create(200, "AAPL looks heavy into the close, watching 181", author="raj", bot=False, counter=7),
        b.create(210, "desk note: risk limit for TSLA is 200 shares", author="dana.k", bot=False, counter=8),
        b.create(50, "OTHER channel: watching SOFI earnings", channel=b.OTHER_CHANNEL, counter=9),
        b.create(205, "OTHER channel: SOFI beat, holding", channel=b.OTHER_CHANNEL, counter=10),
        b.create(100, "SECRET: merger arbitrage idea on XYZ", channel=str(SECRET), counter=11),
    ]
    return lines


@contextlib.asynccontextmanager
async def running(db_path, lines: list[dict] | None = None, *, digest: bool = True, now_minute: float = NOW_MINUTE,
                  tool_max_bytes: int = 15000, budget: FeedBudget | None = None,
                  **app_kwargs) -> AsyncIterator[tuple[TestClient, Store]]:
    """A TestClient over a store holding `lines` (desk_morning by default), digested at `now`."""
    from memory.store import connect_sync

    conn = connect_sync(db_path)
    try:
        data = desk_morning() if lines is None else lines
        if data:
            apply(conn, *data, now_ms=b.now_ms(now_minute))
    finally:
        conn.close()
    store = await Store.open(db_path)
    clock = app_kwargs.pop("clock", lambda: b.now_ms(now_minute))
    app_kwargs.setdefault("feed_cache_ms", 0)
    try:
        if digest:
            await run_all(store, now_ms=clock())
        app = create_app(store, auth=app_kwargs.pop("auth", directory()), service_token=SERVICE_TOKEN,
                         budget=budget or FeedBudget(), tool_max_bytes=tool_max_bytes, clock=clock, **app_kwargs)
        async with TestClient(TestServer(app)) as client:
            yield client, store
    finally:
        await store.close()


def header(text: str) -> dict[str, str]:
    first = text.splitlines()[0]
    return dict(item.split("=", 1) for item in first.split()[1:])
