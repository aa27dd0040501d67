"""Benchmark stores of 10k / 100k / 1M messages, built once into var/bench/ and reused.

The shape, the same at every size:

* the *busy channel* (`synth.DEFAULT_CHANNEL_ID`) holds the labelled desk day of
  `synth.generate_day(seed=7)` in its last 24 h (~220 messages, ~90 KB, with edits,
  deletes, a bulk delete and a forget) and, before that, older history at the same
  density (up to 30 days, at most a tenth of the store);
* the rest are `synth.generate_bulk` messages over 20 other channels spread over the
  last 30 days, today included.

Everything goes through the one replay path (`memory.replay.replay_ops`), then the
deterministic digest rebuilds every dirty window once (the functions `run_pending`
uses, on a plain connection). Only for this build is `classify` memoised on
(content, author): it is a pure function and bulk content repeats from a pool of a few
hundred lines, so the blocks are exactly those of an unmemoised run, in seconds instead
of ~30 minutes for 1M messages. The timed benchmarks always run the real classifier.

Times are fixed: the busy day ends at ANCHOR_MS (2026-05-22T00:00Z), and benchmarks run
a `VirtualClock` that starts just after it, so a cached store never goes stale.
Benchmarks work on a copy (`working_copy`), so the cache is never modified.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sys
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

from memory import digest
from memory.ops import ingest_op_adapter
from memory.replay import ReplaySummary, collector_paused, replay_ops
from memory.store import checkpoint, connect_sync, in_transaction
from memory.timeutil import HOUR_MS, datetime_ms
from tests.support import synth

ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = ROOT / "var" / "bench"
BUILD_VERSION = 1                      # bump when the shape below changes

DAY_SEED = 7
BUSY_CHANNEL = int(synth.DEFAULT_CHANNEL_ID)
FILLER_CHANNELS = tuple(str(1400000000000000100 + i) for i in range(20))
DAY_START = synth.DEFAULT_START
ANCHOR_MS = datetime_ms(DAY_START) + 24 * HOUR_MS     # end of the busy day
DAY_MS = 24 * HOUR_MS
HISTORY_DAYS = 30
DAY_MESSAGES = 220


def log(message: str, *, started: float | None = None) -> None:
    """Progress on stderr (stdout is for results)."""
    stamp = f"[{time.monotonic() - started:7.1f}s] " if started is not None else ""
    print(stamp + message, file=sys.stderr, flush=True)


class VirtualClock:
    """Wall time shifted so that 'now' starts `offset_ms` after the busy day's end."""

    def __init__(self, offset_ms: int = 60_000):
        self.base_ms = ANCHOR_MS + offset_ms
        self.started = time.monotonic()

    def now_ms(self) -> int:
        return self.base_ms + int((time.monotonic() - self.started) * 1000)

    def time(self) -> float:            # for DigestLoop(clock=...)
        return self.now_ms() / 1000


@contextlib.contextmanager
def memoised_classify() -> Iterator[None]:
    original = digest.classify
    cache: dict[tuple[str, str, bool], object] = {}

    def cached(text: str, *, author_name: str = "", author_bot: bool = False):
        key = (text, author_name, author_bot)
        found = cache.get(key)
        if found is None:
            found = cache[key] = original(text, author_name=author_name, author_bot=author_bot)
        return found

    digest.classify = cached
    try:
        yield
    finally:
        digest.classify = original


def _events(total: int) -> tuple[list[dict], Iterator[dict], Iterator[dict], dict]:
    day = synth.generate_day(seed=DAY_SEED, channel_ids=(synth.DEFAULT_CHANNEL_ID,), start=DAY_START,
                             messages_per_channel=DAY_MESSAGES)
    day_creates = sum(1 for e in day.events if e["op"] == "create")
    history = min(HISTORY_DAYS * DAY_MESSAGES, total // 10)
    history_days = max(1.0, history / DAY_MESSAGES)
    filler = max(0, total - day_creates - history)
    busy_history = synth.generate_bulk(
        seed=11, n_messages=history, channel_ids=(synth.DEFAULT_CHANNEL_ID,),
        start=DAY_START - timedelta(days=history_days), rate_per_s=history / (history_days * 86400))
    # Slightly under 30 days, so the jittered stream ends before the busy day does.
    span_s = (HISTORY_DAYS - 0.02) * 86400
    others = synth.generate_bulk(seed=13, n_messages=filler, channel_ids=FILLER_CHANNELS,
                                 start=DAY_START + timedelta(days=1 - HISTORY_DAYS), rate_per_s=filler / span_s)
    shape = {"busy_day_creates": day_creates, "busy_day_events": len(day.events), "busy_history": history,
             "busy_history_days": round(history_days, 1), "filler": filler, "filler_channels": len(FILLER_CHANNELS)}
    return day.events, busy_history, others, shape


def digest_all(conn, now_ms: int, *, started: float | None = None) -> tuple[int, int]:
    """Rebuild every dirty window (what `digest.run_all` does, on a plain connection), then
    record the classifier version as `run_all` does: a server started on the store takes its
    blocks for current ones instead of digesting every window again."""
    windows = blocks = 0
    next_log = time.monotonic() + 5
    while True:
        pending = digest.pending_windows(conn, 500)
        if not pending:
            in_transaction(conn, digest.record_classifier_version, digest.classifier_version())
            return windows, blocks
        for channel_id, bucket_ms in pending:
            blocks += in_transaction(conn, digest.rebuild_window, channel_id, bucket_ms, now_ms=now_ms)
            windows += 1
        in_transaction(conn, digest.mark_digested, {c for c, _ in pending}, now_ms)
        if started is not None and time.monotonic() >= next_log:
            next_log = time.monotonic() + 5
            left = conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0]
            log(f"digest: {windows:,} windows done, {left:,} left", started=started)


def build_store(path: Path, total: int) -> dict:
    """Generate, replay and digest a store of about `total` messages at `path`."""
    started = time.monotonic()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    day_events, busy_history, others, shape = _events(total)
    conn = connect_sync(path)
    summary = ReplaySummary()
    done = [0]

    def ops(stream):
        for event in stream:
            yield ingest_op_adapter.validate_python(event)

    def tick() -> None:
        done[0] += 1
        if done[0] % 20 == 0:
            log(f"replay: {summary.lines:,}/{total:,} lines", started=started)

    # The collector paused, as replay_files runs: only faster.
    with collector_paused():
        for stream in (busy_history, others, iter(day_events)):
            replay_ops(conn, ops(stream), summary, now_ms=ANCHOR_MS, batch_size=5000, on_batch=tick)
    replay_s = time.monotonic() - started
    log(f"replay: {summary.lines:,} lines in {replay_s:.1f}s; digesting", started=started)

    with memoised_classify():
        windows, blocks = digest_all(conn, ANCHOR_MS, started=started)
    digest_s = time.monotonic() - started - replay_s
    conn.execute("PRAGMA optimize")
    checkpoint(conn)
    messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
    conn.close()
    stats = {"messages": messages, "lines": summary.lines, **shape, "digest_windows": windows,
             "digest_blocks": blocks, "replay_s": round(replay_s, 1), "digest_s": round(digest_s, 1),
             "db_mb": round(path.stat().st_size / 1e6, 1), "build_version": BUILD_VERSION}
    log(f"built {path.name}: {messages:,} messages, {stats['db_mb']} MB", started=started)
    return stats


def cached_store(total: int, *, cache_dir: Path = CACHE_DIR, rebuild: bool = False) -> tuple[Path, dict]:
    """The store for `total` messages, from the cache or built into it (never modified)."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / f"store-{total}-v{BUILD_VERSION}.db"
    meta = path.with_suffix(".json")
    if rebuild or not path.exists() or not meta.exists():
        log(f"building {path} (cached for later runs)")
        meta.unlink(missing_ok=True)
        stats = build_store(path, total)
        meta.write_text(json.dumps(stats, indent=2) + "\n")
    else:
        log(f"using cached {path}")
    return path, json.loads(meta.read_text())


def working_copy(source: Path, folder: Path) -> Path:
    """A private copy to run against: benchmarks write to it. Its blocks are taken for the
    current classifier's (a cached store may predate the version record, migration 0005):
    these benches time serving and ingest, and a digest loop started on the copy would
    otherwise spend the run digesting every window again."""
    target = folder / source.name
    for suffix in ("", "-wal", "-shm"):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(source, target)
    conn = connect_sync(target)
    try:
        in_transaction(conn, digest.record_classifier_version, digest.classifier_version())
    finally:
        conn.close()
    return target


def parse_sizes(text: str) -> list[int]:
    """'10k,100k,1M' -> [10000, 100000, 1000000]."""
    sizes = []
    for part in text.split(","):
        part = part.strip().lower()
        scale = 1_000_000 if part.endswith("m") else 1000 if part.endswith("k") else 1
        sizes.append(int(float(part.rstrip("mk")) * scale))
    return sizes


def size_label(n: int) -> str:
    return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n // 1000}k" if n % 1000 == 0 else str(n)
