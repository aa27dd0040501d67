"""Feed assembly latency under live ingest and the digest loop, against a bare indexed read.

For each store size (built once into var/bench/, see bench/stores.py; the run uses a
copy), in one process shaped like the bot (one `Store` with its writer and 2 readers,
the digest loop and the ingest path sharing one event loop, the bot's GIL switch interval):

1. quiet: `--quiet` alternating samples of
   - feed: `memory.render.awareness.channel_awareness(store, req)` for the busy channel,
     since=24h (digest kind, default budget), and
   - served: what the sidecar does on a cache miss (feed.cache): the channel's digest
     part from `ChannelDigestCache` while the digest loop has not rewritten it, the recent
     window and counts read afresh, laid out and fitted to bytes; and
   - bare: a plain `sqlite3` read of the same window (the same indexed SQL, rows as
     tuples, on its own connection in this thread): the floor, not the project's read path;
2. loaded, for `--seconds`: the same alternating samples (pause `--think-ms` between
   them) while
   - a writer ingests `--rate` messages/s through the live path (`memory.ingest.ingest`,
     via="gateway"): every `--batch-ms` one transaction with the messages due by then,
     bulk desk content over 20 other channels, `--busy-rate` of them per second into
     the busy channel itself, and
   - `memory.loop.DigestLoop` (deterministic only, `--digest-interval`) keeps rebuilding
     dirty windows, as in the bot.

Prints p50/p99 per phase, feed/bare and served/bare ratios at p50 (target <= 3x), what the writer
achieved (target rate) and what the digest did, then the machine.

    .venv/bin/python -m bench.feed_latency [--sizes 10k,100k,1M] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

from bench.common import machine
from bench.stores import (
    BUSY_CHANNEL,
    FILLER_CHANNELS,
    VirtualClock,
    cached_store,
    log,
    parse_sizes,
    size_label,
    working_copy,
)
from bot.process import GIL_SWITCH_INTERVAL_S
from feed.awareness import _awareness_layout as awareness_layout
from feed.cache import ChannelDigestCache
from memory import digest, queries
from memory.ingest import ingest
from memory.loop import DigestLoop
from memory.ops import ingest_op_adapter
from memory.render.awareness import FeedRequest, channel_awareness, fit
from memory.store import Store
from memory.timeutil import HOUR_MS, ms_datetime
from memory.watermark import WriteWatermark
from tests.support import synth

SINCE_MS = 24 * HOUR_MS


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50": round(pct(values, 0.50), 2), "p90": round(pct(values, 0.90), 2),
            "p99": round(pct(values, 0.99), 2),
            "max": round(max(values), 2) if values else None}


class RebuildMeter:
    """Counts window rebuilds as the digest loop runs them now: `digest.read_window` (the
    reader snapshot), `digest.build_blocks` (classification, on a worker thread) and
    `digest.swap_window` (the block swap, inside the write lock), the functions
    `run_pending` calls. (Earlier meters wrapped `rebuild_window`, then `prepare_window`,
    which the loop no longer calls, and counted 0 rebuilds.) `ms` is the read + build time
    of each window, `swap_ms` how long each swap held the writer, `raced` the swaps refused
    because a source message changed meanwhile."""

    def __init__(self):
        self.ms: list[float] = []
        self.swap_ms: list[float] = []
        self.messages = 0
        self.raced = 0
        self._read = digest.read_window
        self._build = digest.build_blocks
        self._swap = digest.swap_window
        self._read_ms: dict[int, float] = {}

    def __enter__(self) -> RebuildMeter:
        read, build, swap = self._read, self._build, self._swap

        def metered_read(conn, channel_id: int, bucket_ms: int, **kwargs):
            started = time.perf_counter()
            fingerprint, inputs = read(conn, channel_id, bucket_ms, **kwargs)
            self._read_ms[id(inputs)] = (time.perf_counter() - started) * 1000
            return fingerprint, inputs

        def metered_build(messages, **kwargs):
            started = time.perf_counter()
            drafts = build(messages, **kwargs)
            took = (time.perf_counter() - started) * 1000
            self.ms.append(took + self._read_ms.pop(id(kwargs.get("inputs")), 0.0))
            self.messages += len(messages)
            return drafts

        def metered_swap(conn, *args, **kwargs):
            started = time.perf_counter()
            written = swap(conn, *args, **kwargs)
            self.swap_ms.append((time.perf_counter() - started) * 1000)
            if written is None:
                self.raced += 1
            return written

        digest.read_window, digest.build_blocks, digest.swap_window = metered_read, metered_build, metered_swap
        return self

    def __exit__(self, *exc) -> None:
        digest.read_window, digest.build_blocks, digest.swap_window = self._read, self._build, self._swap


class TimedLoop(DigestLoop):
    """The bot's digest loop, recording how long each tick held the store."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.tick_ms: list[float] = []
        self._tick_started: float | None = None

    async def tick(self, *, wait_rollup: bool = True, hold: bool = True):
        self._tick_started = time.perf_counter()
        result = await super().tick(wait_rollup=wait_rollup, hold=hold)
        self.tick_ms.append((time.perf_counter() - self._tick_started) * 1000)
        self._tick_started = None
        return result

    def longest_tick_ms(self) -> float:
        """The longest tick, counting one still running."""
        running = [(time.perf_counter() - self._tick_started) * 1000] if self._tick_started else []
        return max(self.tick_ms + running, default=0.0)


def writer_ops(count: int, *, rate: float, busy_rate: float, start_ms: int, seed: int = 21) -> Iterator:
    """The live stream, made as it is sent: desk content over the other channels, a few
    messages into the busy one."""
    rng = random.Random(seed)
    for event in synth.generate_bulk(seed=seed, n_messages=count, channel_ids=FILLER_CHANNELS,
                                     start=ms_datetime(start_ms), rate_per_s=rate):
        if rng.random() < busy_rate / rate:
            event["channel_id"] = str(BUSY_CHANNEL)
        yield ingest_op_adapter.validate_python(event)


class Writer:
    """Every batch_ms, ingest (one transaction) every message due by then, in order."""

    def __init__(self, store: Store, ops: Iterator, clock: VirtualClock, *, rate: float, batch_ms: float,
                 max_batch: int = 1000):
        self.store, self.ops, self.clock = store, ops, clock
        self.exhausted = False
        self.rate, self.batch_s, self.max_batch = rate, batch_ms / 1000, max_batch
        self.latency_ms: list[float] = []
        self.sizes: list[int] = []
        self.sent = self._sent_before = 0
        self._started = self._since = time.monotonic()
        self._stop = asyncio.Event()

    def stop(self) -> None:
        self._stop.set()

    async def run(self) -> None:
        started = self._started = self._since = time.monotonic()
        ticks = 0
        while not self._stop.is_set():
            ticks += 1
            delay = started + ticks * self.batch_s - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            due = int((time.monotonic() - started) * self.rate)
            if due <= self.sent:
                continue
            batch = list(islice(self.ops, min(due - self.sent, self.max_batch)))
            if not batch:
                self.exhausted = True
                break
            t0 = time.perf_counter()
            await ingest(self.store, batch, via="gateway", now_ms=self.clock.now_ms())
            self.latency_ms.append((time.perf_counter() - t0) * 1000)
            self.sizes.append(len(batch))
            self.sent += len(batch)

    def snapshot(self, *, reset: bool) -> dict:
        """What the writer achieved since the last snapshot."""
        now = time.monotonic()
        elapsed = now - self._since
        sent = self.sent - self._sent_before
        due = self.sent if self.exhausted else int((now - self._started) * self.rate)
        result = {"target_rate": self.rate, "achieved_rate": round(sent / elapsed, 1), "messages": sent,
                  "backlog_at_end": due - self.sent, "batches": len(self.sizes),
                  "batch_size_p50": pct(self.sizes, .5), "batch_size_max": max(self.sizes, default=0),
                  "batch_ms": summary(self.latency_ms)}
        if reset:
            self._since, self._sent_before = now, self.sent
            self.latency_ms, self.sizes = [], []
        return result


# The baseline: the same window's rows by the same indexed SQL on a plain sqlite3
# connection, in this thread, into plain tuples -- not the project's own read path
# (Store.read + StoredMessage rows), which costs 2-3x this by itself.
PLAIN_SQL = queries._SELECT + (" WHERE m.channel_id IN (?) AND m.created_at_ms BETWEEN ? AND ?"
                               " ORDER BY m.created_at_ms, m.message_id")


def plain_connection(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA busy_timeout = 5000")
    return conn


def plain_read(conn: sqlite3.Connection, now: int) -> int:
    return len(conn.execute(PLAIN_SQL, (BUSY_CHANNEL, now - SINCE_MS, now)).fetchall())


async def sample(store: Store, clock: VirtualClock, *, think_s: float, count: int | None = None,
                 seconds: float | None = None, plain: sqlite3.Connection | None = None,
                 parts: ChannelDigestCache | None = None,
                 ) -> tuple[list[float], list[float], Counter, list[float]]:
    feed_ms, bare_ms, statuses, served_ms = [], [], Counter(), []
    deadline = time.monotonic() + seconds if seconds else None
    while (count is None or len(feed_ms) < count) and (deadline is None or time.monotonic() < deadline):
        now = clock.now_ms()
        req = FeedRequest(channel_ids=(BUSY_CHANNEL,), since_ms=SINCE_MS, now_ms=now)
        t0 = time.perf_counter()
        feed = await channel_awareness(store, req)
        feed_ms.append((time.perf_counter() - t0) * 1000)
        statuses[feed.stats.status] += 1
        if think_s:
            await asyncio.sleep(think_s)
        if parts is not None:
            t0 = time.perf_counter()
            # The sidecar's own reader, its parts' epochs read before the snapshot, as it does.
            built = await store.read(awareness_layout, req, (parts.source(req.channel_ids),
                                                             parts.messages(req.channel_ids)))
            fit(built.layout).text.encode("utf-8")
            served_ms.append((time.perf_counter() - t0) * 1000)
            if think_s:
                await asyncio.sleep(think_s)
        t0 = time.perf_counter()
        plain_read(plain, now)
        bare_ms.append((time.perf_counter() - t0) * 1000)
        if think_s:
            await asyncio.sleep(think_s)
    return feed_ms, bare_ms, statuses, served_ms


async def measure(db: Path, args) -> dict:
    clock = VirtualClock()
    think_s = args.think_ms / 1000
    store = await Store.open(db, readers=args.readers)
    plain = plain_connection(db)
    phases: dict[str, dict] = {}

    # The sidecar's own parts cache (share_s=0: every sample reads its recent window).
    parts = ChannelDigestCache(WriteWatermark(), share_s=0)
    await store.attach(parts.watermark)

    def record(name: str, feed_ms, bare_ms, statuses, served_ms, extra=None) -> None:
        phases[name] = {"feed": summary(feed_ms), "bare": summary(bare_ms), "served": summary(served_ms),
                        "ratio_p50": round(pct(feed_ms, .5) / pct(bare_ms, .5), 2),
                        "served_ratio_p50": round(pct(served_ms, .5) / pct(bare_ms, .5), 2), "status": dict(statuses),
                        "parts_loaded": parts.loads, "parts_reused": parts.reuses, **(extra or {})}
        parts.loads = parts.reuses = 0

    try:
        now = clock.now_ms()
        window_rows = len(await store.read(queries.window, [BUSY_CHANNEL], now - SINCE_MS, now))
        await sample(store, clock, think_s=0, count=30, plain=plain)                      # warm the page cache
        log("  quiet: no writer, no digest")
        record("quiet", *await sample(store, clock, think_s=think_s, count=args.quiet, plain=plain, parts=parts))

        n_ops = int(args.rate * (2 * args.seconds + 10))
        ops = writer_ops(n_ops, rate=args.rate, busy_rate=args.busy_rate, start_ms=clock.now_ms())
        writer = Writer(store, ops, clock, rate=args.rate, batch_ms=args.batch_ms)
        loop = TimedLoop(store, interval_s=args.digest_interval, clock=clock.time)
        log(f"  ingest+digest: {args.seconds:.0f}s, writer {args.rate:.0f} msg/s, digest loop every"
            f" {args.digest_interval:g}s")
        writer_task = asyncio.create_task(writer.run())
        with RebuildMeter() as rebuilds:
            loop_task = asyncio.create_task(loop.run())
            result = await sample(store, clock, think_s=think_s, seconds=args.seconds, plain=plain, parts=parts)
            # The digest's state when the phase ends, then it stops (a rebuild in flight
            # finishes on the writer thread; nothing waits for the backlog to drain).
            lag = await store.read(_digest_lag, clock.now_ms())
            longest_tick = loop.longest_tick_ms()
            with_digest = writer.snapshot(reset=True)
            loop_task.cancel()
            await asyncio.gather(loop_task, return_exceptions=True)
        record("ingest+digest", *result, extra={
            "writer": with_digest,
            "digest": {"ticks_started": loop.stats.ticks, "ticks_finished": len(loop.tick_ms),
                       "windows": len(rebuilds.ms), "messages_reclassified": rebuilds.messages,
                       "rebuild_ms": summary(rebuilds.ms), "swap_ms": summary(rebuilds.swap_ms),
                       "swaps_raced": rebuilds.raced, "longest_tick_ms": round(longest_tick), **lag}})
        # Let the writer catch up on what waited behind the last rebuild before timing it alone.
        settle = time.monotonic() + 15
        while writer.snapshot(reset=False)["backlog_at_end"] > 2 * args.rate * args.batch_ms / 1000 \
                and time.monotonic() < settle:
            await asyncio.sleep(0.05)
        writer.snapshot(reset=True)

        log(f"  ingest only: {args.seconds:.0f}s, writer {args.rate:.0f} msg/s")
        result = await sample(store, clock, think_s=think_s, seconds=args.seconds, plain=plain, parts=parts)
        writer.stop()
        await writer_task
        record("ingest", *result, extra={"writer": writer.snapshot(reset=True)})
    finally:
        plain.close()
        await store.close()
    return {"busy_window_rows": window_rows, "phases": phases}


def _digest_lag(conn, now_ms: int) -> dict:
    row = conn.execute("SELECT count(*), min(oldest_change_ms) FROM dirty_windows").fetchone()
    undigested = conn.execute(
        "SELECT count(*) FROM messages m WHERE m.created_at_ms >= ? AND m.state = 'live'"
        " AND NOT EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)", (now_ms - HOUR_MS,)).fetchone()[0]
    return {"dirty_windows": row[0], "undigested_last_hour": undigested,
            "oldest_change_s": round((now_ms - row[1]) / 1000, 1) if row[1] else 0.0}


PHASES = ("quiet", "ingest", "ingest+digest")


def print_table(rows: list[dict]) -> None:
    print(f"{'store':>6} {'phase':>13} {'feed p50':>9} {'p90':>8} {'p99':>8} {'served p50':>10} {'p99':>8}"
          f" {'bare p50':>9} {'p90':>8} {'p99':>8} {'feed/bare':>9} {'served/bare':>11} {'parts read/reused':>17}"
          f" {'samples':>7}  feed status")
    for row in rows:
        for name in PHASES:
            r = row["phases"][name]
            status = ",".join(f"{k}:{v}" for k, v in sorted(r["status"].items()))
            f, b, s = r["feed"], r["bare"], r["served"]
            print(f"{row['store']:>6} {name:>13} {f['p50']:>7.2f}ms {f['p90']:>6.1f}ms {f['p99']:>6.1f}ms"
                  f" {s['p50']:>8.2f}ms {s['p99']:>6.1f}ms"
                  f" {b['p50']:>7.2f}ms {b['p90']:>6.1f}ms {b['p99']:>6.1f}ms {r['ratio_p50']:>8.2f}x"
                  f" {r['served_ratio_p50']:>10.2f}x {r['parts_loaded']:>8}/{r['parts_reused']:<8}"
                  f" {f['n']:>7}  {status}")
    print()
    print(f"{'store':>6} {'phase':>13} {'writer msg/s':>12} {'backlog':>7} {'batch p50':>9} {'p99':>9} {'max':>9}"
          f" {'max size':>8}")
    for row in rows:
        for name in ("ingest", "ingest+digest"):
            w = row["phases"][name]["writer"]
            print(f"{row['store']:>6} {name:>13} {w['achieved_rate']:>12.0f} {w['backlog_at_end']:>7}"
                  f" {w['batch_ms']['p50']:>7.2f}ms {w['batch_ms']['p99']:>7.1f}ms {w['batch_ms']['max']:>7.0f}ms"
                  f" {w['batch_size_max']:>8}")
    print()
    print(f"{'store':>6} {'ticks':>5} {'ended':>5} {'longest':>8} {'rebuilds':>8} {'msgs classified':>15}"
          f" {'rebuild p50':>11} {'max':>8} {'dirty at end':>12} {'oldest change':>13} {'undigested':>10}")
    for row in rows:
        d = row["phases"]["ingest+digest"]["digest"]
        r = d["rebuild_ms"]
        print(f"{row['store']:>6} {d['ticks_started']:>5} {d['ticks_finished']:>5} {d['longest_tick_ms'] / 1000:>7.1f}s"
              f" {d['windows']:>8} {d['messages_reclassified']:>15} {r['p50']:>9.0f}ms {(r['max'] or 0):>6.0f}ms"
              f" {d['dirty_windows']:>12} {d['oldest_change_s']:>12.1f}s {d['undigested_last_hour']:>10}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10k,100k,1M", help="store sizes in messages")
    parser.add_argument("--seconds", type=float, default=20, help="length of each loaded phase, per size")
    parser.add_argument("--quiet", type=int, default=300, help="samples in the quiet phase")
    parser.add_argument("--rate", type=float, default=1000, help="writer: messages per second")
    parser.add_argument("--batch-ms", type=float, default=10, help="writer: one transaction every this often")
    parser.add_argument("--busy-rate", type=float, default=1, help="writer: of which into the busy channel, per s")
    parser.add_argument("--digest-interval", type=float, default=5, help="digest loop interval (bot default 5s)")
    parser.add_argument("--think-ms", type=float, default=10, help="pause between samples")
    parser.add_argument("--readers", type=int, default=2, help="reader connections (bot default 2)")
    parser.add_argument("--switch-interval", type=float, default=GIL_SWITCH_INTERVAL_S,
                        help="sys.setswitchinterval (default: the bot's, bot.process.GIL_SWITCH_INTERVAL_S)")
    parser.add_argument("--rebuild", action="store_true", help="rebuild the cached stores")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    sys.setswitchinterval(args.switch_interval)
    started = time.monotonic()
    rows = []
    with tempfile.TemporaryDirectory(prefix="feed-latency-") as tmp:
        for size in parse_sizes(args.sizes):
            source, built = cached_store(size, rebuild=args.rebuild)
            log(f"store {size_label(size)}: copying {built['db_mb']} MB", started=started)
            db = working_copy(source, Path(tmp))
            row = {"store": size_label(size), "messages": built["messages"], **asyncio.run(measure(db, args))}
            rows.append(row)
            for suffix in ("", "-wal", "-shm"):
                Path(f"{db}{suffix}").unlink(missing_ok=True)
            log(f"store {size_label(size)}: done", started=started)
    worst = max(row["phases"][name]["ratio_p50"] for row in rows for name in PHASES)
    worst_served = max(row["phases"][name]["served_ratio_p50"] for row in rows for name in PHASES)
    where = (f"machine: {machine()}; switch interval {sys.getswitchinterval() * 1000:g} ms;"
             f" run {time.monotonic() - started:.0f}s")
    if args.json:
        print(json.dumps({"rows": rows, "machine": where, "worst_ratio_p50": worst,
                          "worst_served_ratio_p50": worst_served}, indent=2))
        return 0
    print_table(rows)
    print(f"\n{where}")
    print(f"target <= 3x at p50, every digest read afresh (feed/bare): {'met' if worst <= 3 else 'MISSED'}"
          f" (worst phase {worst}x)")
    print(f"target <= 3x at p50, as the sidecar assembles on a cache miss (served/bare):"
          f" {'met' if worst_served <= 3 else 'MISSED'} (worst phase {worst_served}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
