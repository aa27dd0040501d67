"""`channel-memory demo`: what your agents would receive, with no Discord token and no LLM key.

Shifts the bundled busy trading-floor day (bot/demo_data/, generated once from the test
suite's house desk) so it ends now, replays it through the ingest path into a local
database, runs the deterministic digest, checks the feed against the day's bundled
labels, then serves the sidecar on localhost (or, with --once, prints the feed and exits).
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from memory import timeutil
from memory.capture import LineError, read_capture, write_capture
from memory.digest import run_all
from memory.queries import window
from memory.render.awareness import FeedBudget, FeedRequest, load_inputs, render_awareness
from memory.render.text import message_line
from memory.replay import ReplaySummary, replay_files
from memory.store import Store, connect_sync, in_read_snapshot
from memory.timeshift import shift_ops, shift_snowflake, shift_to_end_at
from memory.timeutil import HOUR_MS, datetime_ms

DEMO_AGENT = "demo-agent"
DEMO_CHANNEL_ID = 1400000000000000001
CAPTURE = "busy-day.jsonl"
LABELS = "busy-day.labels.json"


@dataclass(frozen=True)
class HardEvent:
    """A labelled hard event of the bundled day: its handle and the facts a feed must keep."""
    channel_id: str
    message_id: str
    event_type: str
    facts: tuple[str, ...]
    final_state: str            # live | edited | deleted | forgotten

    @property
    def handle(self) -> str:
        return f"{self.channel_id}/{self.message_id}"


@dataclass
class BundledDay:
    """The bundled capture as replayed (shifted to end now) and its labels, shifted with it."""
    events: list[dict]
    hard_events: list[HardEvent]
    removed_texts: list[str]


@dataclass
class DemoDay:
    db_path: Path
    capture: Path
    channel_ids: tuple[int, ...]
    now_ms: int
    day: BundledDay


def _shifted_hard_events(document: dict, shift_ms: int) -> list[HardEvent]:
    return [HardEvent(e["channel_id"], str(shift_snowflake(int(e["message_id"]), shift_ms)), e["event_type"],
                      tuple(e["facts"]), e["final_state"]) for e in document["hard_events"]]


def _write_shifted(source: Path, capture: Path, now_ms: int) -> int:
    shift_ms = shift_to_end_at([source], now_ms)
    ops = []
    for item in shift_ops(read_capture(source), shift_ms):
        if isinstance(item, LineError):
            raise RuntimeError(f"bundled capture has a bad line: {item}")
        ops.append(item)
    write_capture(ops, capture)
    return shift_ms


def prepare(folder: Path, *, now: datetime | None = None) -> DemoDay:
    """A fresh demo database holding the bundled day, shifted to end now, digested."""
    folder.mkdir(parents=True, exist_ok=True)
    now_ms = datetime_ms(now or datetime.now(UTC).replace(second=0, microsecond=0))
    data = resources.files("bot") / "demo_data"
    capture = folder / CAPTURE
    with resources.as_file(data / CAPTURE) as source:
        shift_ms = _write_shifted(source, capture, now_ms)
    document = json.loads((data / LABELS).read_text(encoding="utf-8"))
    hard = _shifted_hard_events(document, shift_ms)
    with open(capture, encoding="utf-8") as handle:
        events = [json.loads(line) for line in handle]
    db_path = folder / "demo.db"
    for stale in folder.glob("demo.db*"):
        stale.unlink()
    summary = replay_and_digest(capture, db_path)
    if summary.rejected:
        raise RuntimeError(f"bundled capture has {len(summary.rejected)} bad lines: {summary.rejected[0]}")
    day = BundledDay(events, hard, list(document["removed_texts"]))
    return DemoDay(db_path, capture, (DEMO_CHANNEL_ID,), now_ms, day)


def replay_and_digest(capture: Path, db_path: Path) -> ReplaySummary:
    """Replay a capture into a database and bring every digest block up to date."""
    conn = connect_sync(db_path)
    try:
        summary = replay_files(conn, [capture], now_ms=timeutil.now_ms())
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
        inputs = in_read_snapshot(conn, load_inputs, req)
        feed = render_awareness(inputs, req)
        live = [m for m in window(conn, list(demo.channel_ids), req.window_start, demo.now_ms) if not m.removed]
        raw_bytes = sum(len(message_line(m).encode()) + 1 for m in live)
    finally:
        conn.close()
    expected = [e for e in demo.day.hard_events if e.final_state in ("live", "edited")]
    kept, facts_expected, facts_kept = kept_events(feed.text, expected)
    leaked = [text for text in demo.day.removed_texts if text and text in feed.text]
    feed_bytes = len(feed.text.encode())
    summary = [
        f"raw 24 h window: {len(live)} messages, {raw_bytes:,} bytes",
        f"channel-awareness feed: {feed_bytes:,} bytes ({1 - feed_bytes / raw_bytes:.0%} smaller),"
        f" digest={feed.stats.status}",
        f"hard events kept: {kept}/{len(expected)} with their handles, facts {facts_kept}/{facts_expected};"
        f" removed text leaked: {len(leaked)}",
    ]
    return feed.text, summary


def kept_events(text: str, expected: list[HardEvent]) -> tuple[int, int, int]:
    """(events cited, facts expected, facts on the lines citing their event) in a feed text.

    The demo's own short check against its bundled labels; the tests judge feeds in more
    ways (superseded levels, handle resolution) with tests/support/evaluate.py.
    """
    kept = facts_expected = facts_kept = 0
    lines = text.splitlines()
    for event in expected:
        # The exact handle, not a longer id that starts with it.
        pattern = re.compile(re.escape(event.handle) + r"(?!\d)")
        citing = "\n".join(line for line in lines if pattern.search(line))
        kept += bool(citing)
        facts_expected += len(event.facts)
        facts_kept += sum(fact in citing for fact in event.facts) if citing else 0
    return kept, facts_expected, facts_kept


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
