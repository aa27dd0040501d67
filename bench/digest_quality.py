"""Digest quality and assembly cost on generated busy days (issue: digest-backed awareness).

For each seed: generate a labelled ~220-message day, replay it, run the deterministic
digest, render the feed as of the end of the day, and check it: size against the raw
24 h window, every labelled hard event present with its handle and facts, superseded
levels not shown, removed text absent, every handle resolvable. Then time feed assembly
against a bare indexed read of the same window, in the same run.

    python -m bench.digest_quality [--seeds 7,1,2,3,4] [--repeat 200]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.common import digested_day, machine
from memory.queries import window
from memory.render.awareness import FeedBudget, FeedRequest, load_inputs, render_awareness
from memory.render.text import message_line
from memory.store import connect_sync
from memory.timeutil import HOUR_MS
from tests.support.evaluate import check_feed


def feed_for(conn, channels, end_ms, budget: FeedBudget | None = None):
    req = FeedRequest(channel_ids=channels, since_ms=24 * HOUR_MS, now_ms=end_ms, budget=budget or FeedBudget())
    conn.execute("BEGIN")
    try:
        inputs = load_inputs(conn, req)
    finally:
        conn.execute("COMMIT")
    return req, render_awareness(inputs, req)


def raw_window_bytes(conn, channels, end_ms) -> tuple[int, int]:
    """What injecting the raw 24 h window would cost: every live message as a raw line."""
    messages = [m for m in window(conn, list(channels), end_ms - 24 * HOUR_MS, end_ms) if not m.removed]
    return len(messages), sum(len(message_line(m).encode("utf-8")) + 1 for m in messages)


def timings(conn, channels, end_ms, repeat: int) -> dict:
    assemble, bare = [], []
    for _ in range(repeat):
        started = time.perf_counter()
        feed_for(conn, channels, end_ms)
        assemble.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        conn.execute("BEGIN")
        window(conn, list(channels), end_ms - 24 * HOUR_MS, end_ms)
        conn.execute("COMMIT")
        bare.append((time.perf_counter() - started) * 1000)
    p50_a, p50_b = statistics.median(assemble), statistics.median(bare)
    return {"assemble_p50_ms": round(p50_a, 3), "assemble_p99_ms": round(sorted(assemble)[int(0.99 * (repeat - 1))], 3),
            "bare_read_p50_ms": round(p50_b, 3), "ratio_p50": round(p50_a / p50_b, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", default="7,1,2,3,4")
    parser.add_argument("--repeat", type=int, default=200, help="timed assemblies per seed")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    print(f"machine: {machine()}", file=sys.stderr)
    rows, all_ok = [], True
    with tempfile.TemporaryDirectory() as tmp:
        for seed in (int(s) for s in args.seeds.split(",")):
            day = digested_day(Path(tmp), seed=seed)
            conn = connect_sync(day.db_path)
            _, feed = feed_for(conn, day.channel_ids, day.end_ms)
            raw_messages, raw_bytes = raw_window_bytes(conn, day.channel_ids, day.end_ms)
            check = check_feed(feed.text, day.expected(), superseded=day.day.superseded_facts,
                               removed_texts=day.day.removed_texts, conn=conn)
            feed_bytes = len(feed.text.encode("utf-8"))
            row = {"seed": seed, "raw_messages": raw_messages, "raw_bytes": raw_bytes, "feed_bytes": feed_bytes,
                   "reduction": round(1 - feed_bytes / raw_bytes, 3), "digest": feed.stats.status,
                   "hard_lines": feed.stats.hard_events, **check.as_dict(),
                   **timings(conn, day.channel_ids, day.end_ms, args.repeat)}
            conn.close()
            all_ok &= check.ok and feed_bytes <= 16 * 1024
            rows.append(row)
            print(f"seed {seed}: done", file=sys.stderr)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(f"{'seed':>4} {'msgs':>5} {'raw B':>7} {'feed B':>7} {'cut':>6} {'hard ok':>9} {'facts ok':>9}"
              f" {'leaks':>5} {'unres':>5} {'asm p50':>8} {'read p50':>8} {'ratio':>5}")
        for r in rows:
            print(f"{r['seed']:>4} {r['raw_messages']:>5} {r['raw_bytes']:>7} {r['feed_bytes']:>7}"
                  f" {r['reduction']:>6.1%} {r['hard_present']:>4}/{r['hard_expected']:<4}"
                  f" {r['facts_present']:>4}/{r['facts_expected']:<4} {r['removed_leaked']:>5}"
                  f" {len(r['handles_unresolved']):>5} {r['assemble_p50_ms']:>7.2f}m {r['bare_read_p50_ms']:>7.2f}m"
                  f" {r['ratio_p50']:>5.1f}")
            for problem in r["missing"] + r["superseded_shown"]:
                print(f"     ! {problem}")
    print("all checks passed" if all_ok else "SOME CHECKS FAILED")
    return 0 if all_ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
