"""Feed cost as the day grows: bytes stay within the budget, render time stays flat.

For 200, 2,000 and 20,000 messages in one channel-day (the house generator), replay and
digest the day, then time the whole feed (read + render, `awareness_feed` on a plain
connection) against a plain `sqlite3` read of the same 24 h window (messages joined to
their current text, fetched in full), both in this run, on the same file. A second
column times the sidecar's render between two digest runs: the channel's digest part
(blocks, tallies; feed.cache.ChannelDigestCache) read once, only the messages read again.
A third, the sidecar's render after a new message: one message is stored before each
render, and the channel's message part is advanced by the rows stored since it was read
(`ChannelMessages.advanced`, as feed.cache does while the channel only gains messages);
the target (<= 3x the plain read) is judged on this one, the render the sidecar does.

    python -m bench.feed_shape [--sizes 200,2000,20000] [--repeat 50]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.common import machine
from memory.timeutil import HOUR_MS

PLAIN_READ = ("SELECT m.message_id, m.author_name, m.created_at_ms, v.content FROM messages m"
              " JOIN message_versions v ON v.version_id = m.current_version"
              " WHERE m.channel_id = ? AND m.created_at_ms BETWEEN ? AND ? ORDER BY m.created_at_ms")


def build(folder: Path, messages: int) -> tuple[Path, int, int]:
    from bot.demo import replay_and_digest
    from tests.support import synth
    day = synth.generate_day(seed=5, messages_per_channel=messages)
    capture = folder / f"day-{messages}.jsonl"
    synth.write_jsonl(day.events, capture)
    db = folder / f"day-{messages}.db"
    replay_and_digest(capture, db)
    end_ms = int(synth.DEFAULT_START.timestamp() * 1000) + 24 * HOUR_MS
    return db, int(synth.DEFAULT_CHANNEL_ID), end_ms


def _ms(samples: list[float], q: float) -> float:
    return sorted(samples)[min(len(samples) - 1, int(q * len(samples)))] * 1000


def measure(db: Path, channel: int, end_ms: int, repeat: int) -> dict:
    from memory.render.awareness import (
        FeedRequest,
        awareness_feed,
        load_channel_digest,
        load_inputs,
        render_awareness,
    )
    req = FeedRequest(channel_ids=(channel,), since_ms=24 * HOUR_MS, now_ms=end_ms)
    feed_conn = sqlite3.connect(db)
    feed_conn.row_factory = sqlite3.Row
    plain = sqlite3.connect(db)
    # The sidecar's render between two digest runs: the channel's digest part (blocks,
    # tallies) was read once since the digest last wrote, only the messages are read again.
    part = load_channel_digest(feed_conn, channel, req.window_start, req.now_ms, req.budget)
    feed_times, reused_times, plain_times = [], [], []
    size = 0
    for _ in range(repeat):
        started = time.perf_counter()
        size = len(awareness_feed(feed_conn, req).body)
        feed_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        feed_conn.execute("BEGIN")
        inputs = load_inputs(feed_conn, req, digest_part=lambda conn, request, channel_id: part)
        feed_conn.execute("COMMIT")
        reused = render_awareness(inputs, req).body
        reused_times.append(time.perf_counter() - started)
        assert reused == awareness_feed(feed_conn, req).body, "a reused digest part must give the same bytes"
        started = time.perf_counter()
        plain.execute("BEGIN")
        plain.execute(PLAIN_READ, (channel, end_ms - 24 * HOUR_MS, end_ms)).fetchall()
        plain.execute("COMMIT")
        plain_times.append(time.perf_counter() - started)
    appended_times = _after_new_messages(db, channel, req, part, repeat)
    rows = plain.execute("SELECT count(*) FROM messages WHERE channel_id = ?", (channel,)).fetchone()[0]
    feed_conn.close()
    plain.close()
    p50_feed, p50_plain = statistics.median(feed_times) * 1000, statistics.median(plain_times) * 1000
    p50_reused = statistics.median(reused_times) * 1000
    p50_appended = statistics.median(appended_times) * 1000
    return {"messages": rows, "feed_bytes": size, "budget": req.total_bytes, "feed_p50_ms": round(p50_feed, 2),
            "feed_p99_ms": round(_ms(feed_times, 0.99), 2), "plain_p50_ms": round(p50_plain, 2),
            "ratio": round(p50_feed / p50_plain, 2), "reused_p50_ms": round(p50_reused, 2),
            "reused_ratio": round(p50_reused / p50_plain, 2), "appended_p50_ms": round(p50_appended, 2),
            "appended_ratio": round(p50_appended / p50_plain, 2)}


def _after_new_messages(db: Path, channel: int, req, digest_part, repeat: int) -> list[float]:
    """The render after each of `repeat` new messages (each stored first, untimed), with
    the digest part reused and the message part advanced by the new rows. The caller's
    plain read of the window is the baseline (this window only grows by `repeat` rows)."""
    from memory.ingest import ingest_ops
    from memory.ops import ingest_op_adapter
    from memory.render.awareness import load_channel_messages, load_inputs, render_awareness
    from memory.store import connect_sync, in_transaction
    from memory.timeutil import fmt_iso, snowflake_at

    writer = connect_sync(db)
    reader = sqlite3.connect(db)
    reader.row_factory = sqlite3.Row
    messages = load_channel_messages(reader, channel, req.window_start, req.now_ms, req.recent_candidates)
    times = []
    try:
        for turn in range(repeat):
            at_ms = req.now_ms - 1000 * (repeat - turn)          # newest last, inside the window
            op = ingest_op_adapter.validate_python({
                "op": "create", "guild_id": "1", "channel_id": str(channel), "message": {
                    "id": str(snowflake_at(at_ms, 4000 + turn)), "author_id": "7", "author_name": "bench",
                    "author_bot": False, "created_at": fmt_iso(at_ms),
                    "content": f"bench line {turn}: working 10 NVDA at 14{turn % 10}.5"}})
            in_transaction(writer, ingest_ops, [op], via="bench", now_ms=req.now_ms)
            started = time.perf_counter()
            reader.execute("BEGIN")
            advanced = messages.advanced(reader, req.window_start, req.now_ms)
            messages = advanced if advanced is not None else load_channel_messages(
                reader, channel, req.window_start, req.now_ms, req.recent_candidates)
            inputs = load_inputs(reader, req, digest_part=lambda conn, request, channel_id: digest_part,
                                 message_part=lambda conn, request, channel_id, part=messages: part)
            reader.execute("COMMIT")
            render_awareness(inputs, req)
            times.append(time.perf_counter() - started)
            assert advanced is not None, "a window that only gained messages advances its part"
    finally:
        writer.close()
        reader.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="200,2000,20000")
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args(argv)
    print(f"machine: {machine()}")
    print(f"{'msgs/day':>9} {'feed B':>7} {'budget':>7} {'feed p50':>9} {'feed p99':>9} {'plain p50':>10} {'ratio':>6}"
          f" {'reused p50':>11} {'ratio':>6} {'new msg p50':>12} {'ratio':>6}")
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            print(f"building a {size}-message day ...", file=sys.stderr, flush=True)
            row = measure(*build(Path(tmp), size), args.repeat)
            ok &= row["feed_bytes"] <= row["budget"] and row["appended_ratio"] <= 3
            print(f"{row['messages']:>9} {row['feed_bytes']:>7} {row['budget']:>7} {row['feed_p50_ms']:>8.2f}m"
                  f" {row['feed_p99_ms']:>8.2f}m {row['plain_p50_ms']:>9.2f}m {row['ratio']:>6.2f}"
                  f" {row['reused_p50_ms']:>10.2f}m {row['reused_ratio']:>6.2f}"
                  f" {row['appended_p50_ms']:>11.2f}m {row['appended_ratio']:>6.2f}")
    print("bounded and within 3x of a plain read" if ok else "SOME TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
