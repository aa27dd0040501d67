"""Peak RSS of a process holding the 1M-message store open, serving feeds and ingesting.

The parent starts a child process (this module with --child) on a copy of the cached
1M-message store (bench/stores.py) and samples the child's RSS with psutil every
50 ms; the child also reports its own peak (`resource.getrusage(...).ru_maxrss`) after
each phase. The child is shaped like the bot: one `Store` (writer + 2 readers), the
deterministic digest loop, and the live ingest path in one event loop.

Phases of the child:
1. open: `Store.open` and one read (the baseline);
2. busy feeds: `channel_awareness` for the busy channel (since=24h) back to back, while
   a writer ingests `--rate` msgs/s (`memory.ingest.ingest`, a batch every 10 ms) and
   the digest loop runs, for `--seconds`;
3. all-channel feeds: the same, but each feed covers all 21 channels of the store
   (since=24h: ~33k messages and their blocks), the heaviest request an agent can make.

Target: peak RSS <= 150 MB.

    .venv/bin/python -m bench.memory_rss [--size 1M] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench.common import machine
from bench.stores import (
    BUSY_CHANNEL,
    FILLER_CHANNELS,
    ROOT,
    VirtualClock,
    cached_store,
    log,
    parse_sizes,
    size_label,
    working_copy,
)

SINCE_MS = 24 * 3_600_000


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024      # KiB on Linux


def _rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20


async def child(db: Path, seconds: float, rate: float) -> None:
    from bench.feed_latency import TimedLoop, Writer, writer_ops
    from memory.queries import window
    from memory.render.awareness import FeedRequest, channel_awareness
    from memory.store import Store

    def report(phase: str, **extra) -> None:
        print(json.dumps({"phase": phase, "rss_mb": round(_rss_mb(), 1), "peak_mb": round(_peak_mb(), 1),
                          **extra}), flush=True)

    report("python+imports")
    clock = VirtualClock()
    store = await Store.open(db)
    try:
        await store.read(window, [BUSY_CHANNEL], clock.now_ms() - SINCE_MS, clock.now_ms())
        report("open")
        ops = writer_ops(int(rate * (2 * seconds + 10)), rate=rate, busy_rate=1, start_ms=clock.now_ms())
        writer = Writer(store, ops, clock, rate=rate, batch_ms=10)
        loop = TimedLoop(store, interval_s=5, clock=clock.time)
        tasks = [asyncio.create_task(writer.run()), asyncio.create_task(loop.run())]
        all_channels = (BUSY_CHANNEL, *(int(c) for c in FILLER_CHANNELS))
        for phase, channels in (("busy feeds", (BUSY_CHANNEL,)), ("all-channel feeds", all_channels)):
            deadline = time.monotonic() + seconds
            feeds, biggest = 0, 0
            while time.monotonic() < deadline:
                feed = await channel_awareness(store, FeedRequest(channel_ids=channels, since_ms=SINCE_MS,
                                                                  now_ms=clock.now_ms()))
                feeds += 1
                biggest = max(biggest, feed.stats.retained)
            report(phase, feeds=feeds, window_messages=biggest, ingested=writer.sent)
        writer.stop()
        tasks[1].cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        await store.close()
    report("closed")


def parent(args) -> int:
    import psutil

    started = time.monotonic()
    size = parse_sizes(args.size)[0]
    source, built = cached_store(size)
    rows: list[dict] = []
    samples: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory(prefix="bench-rss-") as tmp:
        log(f"copying {built['db_mb']} MB store", started=started)
        db = working_copy(source, Path(tmp))
        proc = subprocess.Popen([sys.executable, "-m", "bench.memory_rss", "--child", str(db),
                                 "--seconds", str(args.seconds), "--rate", str(args.rate)],
                                cwd=str(ROOT), stdout=subprocess.PIPE, text=True)
        watched = psutil.Process(proc.pid)
        done = threading.Event()

        def sample() -> None:
            t0 = time.monotonic()
            while not done.is_set():
                try:
                    samples.append((time.monotonic() - t0, watched.memory_info().rss / 2**20))
                except psutil.NoSuchProcess:
                    return
                time.sleep(0.05)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        for line in proc.stdout:
            row = json.loads(line)
            rows.append(row)
            log(f"  {row['phase']}: rss {row['rss_mb']} MiB, peak {row['peak_mb']} MiB", started=started)
        code = proc.wait()
        done.set()
        sampler.join()
    if code:
        print(f"child failed with exit code {code}")
        return 1
    peak_sampled = max(mb for _, mb in samples)
    by_phase = {row["phase"]: row for row in rows}
    busy_peak = by_phase["busy feeds"]["peak_mb"]
    overall = max(peak_sampled, max(r["peak_mb"] for r in rows))
    print(f"store: {size_label(size)} messages ({built['db_mb']} MB file), writer {args.rate:.0f} msgs/s,"
          f" digest loop on, {args.seconds:.0f}s per feed phase")
    print(f"{'phase':>20} {'RSS MiB':>8} {'peak MiB':>9}  detail")
    for row in rows:
        detail = ", ".join(f"{k}={v}" for k, v in row.items() if k not in ("phase", "rss_mb", "peak_mb"))
        print(f"{row['phase']:>20} {row['rss_mb']:>8.1f} {row['peak_mb']:>9.1f}  {detail}")

    def verdict(mib: float) -> str:
        mb = mib * 2**20 / 1e6
        return f"{mib:.1f} MiB = {mb:.1f} MB: {'met' if mb <= 150 else 'MISSED'}"

    print(f"peak RSS serving the busy channel + ingest + digest (target <= 150 MB): {verdict(busy_peak)}")
    print(f"peak RSS including all-channel feeds: {verdict(overall)}"
          f" (psutil: max {peak_sampled:.1f} MiB over {len(samples)} samples)")
    print(f"\nmachine: {machine()}; run {time.monotonic() - started:.0f}s")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1M", help="store size (cached in var/bench/)")
    parser.add_argument("--seconds", type=float, default=20, help="length of each feed phase")
    parser.add_argument("--rate", type=float, default=1000, help="writer: messages per second")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        asyncio.run(child(args.child, args.seconds, args.rate))
        return 0
    return parent(args)


if __name__ == "__main__":
    raise SystemExit(main())
