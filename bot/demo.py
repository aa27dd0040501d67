"""`channel-memory demo`: what your agents would receive, with no Discord token and no LLM key.

Generates the bundled busy trading-floor day (seeded, ending now), replays it through the
ingest path into a local database, runs the deterministic digest, checks the feed
against the day's ground truth, then serves the sidecar on localhost (or, with --once,
prints the feed and exits).
"""

from __future__ import annotations

import asyncio
import secrets
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memory import synth
from memory.assemble import FeedBudget, FeedRequest, load_inputs, raw_line, render_awareness
from memory.digest import run_all
from memory.evaluate import ExpectedEvent, check_feed
from memory.queries import window
from memory.replay import ReplaySummary, replay_files
from memory.store import Store, connect_sync
from memory.timeutil import HOUR_MS

DEMO_SEED = 7
DEMO_AGENT = "demo-agent"


@dataclass
class DemoDay:
    db_path: Path
    capture: Path
    channel_ids: tuple[int, ...]
    now_ms: int
    day: synth.SynthDay


def prepare(folder: Path, *, now: datetime | None = None) -> DemoDay:
    """A fresh demo database holding the bundled day, digested."""
    folder.mkdir(parents=True, exist_ok=True)
    now = now or datetime.now(UTC).replace(second=0, microsecond=0)
    day = synth.generate_day(seed=DEMO_SEED, start=now - timedelta(hours=24))
    capture = folder / "busy-day.jsonl"
    synth.write_jsonl(day.events, capture)
    db_path = folder / "demo.db"
    for stale in folder.glob("demo.db*"):
        stale.unlink()
    summary = replay_and_digest(capture, db_path)
    if summary.rejected:
        raise RuntimeError(f"bundled capture has {len(summary.rejected)} bad lines: {summary.rejected[0]}")
    return DemoDay(db_path, capture, (int(synth.DEFAULT_CHANNEL_ID),), int(now.timestamp() * 1000), day)


def replay_and_digest(capture: Path, db_path: Path) -> ReplaySummary:
    """Replay a capture into a database and bring every digest block up to date."""
    conn = connect_sync(db_path)
    try:
        summary = replay_files(conn, [capture], now_ms=int(time.time() * 1000))
    finally:
        conn.close()

    async def digest() -> None:
        store = await Store.open(db_path)
        try:
            await run_all(store)
        finally:
            await store.close()

    asyncio.run(digest())
    return summary


def report(demo: DemoDay, budget: FeedBudget) -> tuple[str, list[str]]:
    """The feed text and the summary lines: raw 24 h size, feed size, hard events kept."""
    req = FeedRequest(channel_ids=demo.channel_ids, since_ms=24 * HOUR_MS, now_ms=demo.now_ms, budget=budget)
    conn = connect_sync(demo.db_path)
    try:
        conn.execute("BEGIN")
        inputs = load_inputs(conn, req)
        conn.execute("COMMIT")
        feed = render_awareness(inputs, req)
        live = [m for m in window(conn, list(demo.channel_ids), req.window_start, demo.now_ms) if not m.removed]
        raw_bytes = sum(len(raw_line(m).encode()) + 1 for m in live)
        expected = [ExpectedEvent(e.channel_id, e.message_id, e.event_type, tuple(e.facts))
                    for e in demo.day.hard_events if e.final_state in ("live", "edited")]
        check = check_feed(feed.text, expected, superseded=demo.day.superseded_facts,
                           removed_texts=demo.day.removed_texts, conn=conn)
    finally:
        conn.close()
    feed_bytes = len(feed.text.encode())
    summary = [
        f"raw 24 h window: {len(live)} messages, {raw_bytes:,} bytes",
        f"channel-awareness feed: {feed_bytes:,} bytes ({1 - feed_bytes / raw_bytes:.0%} smaller),"
        f" digest={feed.stats.status}",
        f"hard events kept: {check.hard_present}/{check.hard_expected} with their handles,"
        f" facts {check.facts_present}/{check.facts_expected};"
        f" removed text leaked: {len(check.removed_leaked)}; unresolved handles: {len(check.handles_unresolved)}",
    ]
    return feed.text, summary


def demo_token() -> str:
    return "demo-" + secrets.token_urlsafe(18)


def operator_token() -> str:
    """The demo's service token: it logs in to the operator page (and opens the adapter API)."""
    return "demo-operator-" + secrets.token_urlsafe(18)


def operator_lines(base: str, token: str) -> list[str]:
    return [f"operator page: {base}/ui/  (log in with the operator token {token})"]


def print_summary(lines: list[str], stream=None) -> None:
    # sys.stderr looked up per call: a default bound at import would miss a swapped stream.
    stream = stream or sys.stderr
    for line in lines:
        print(f"  {line}", file=stream)
