"""Ingest throughput and latency: capture replay, and live per-event ingest through the Store.

1. Replay: a 100k-message capture (exactly `python -m tests.support.synth --bulk 100000`: one
   channel, 24 h, desk content; written as JSON Lines) replayed by `memory.replay.replay_files` into a fresh
   store, as `channel-memory replay` does (batches of 5000 ops). `--repeat` runs, each
   on a new database; msgs/s per run and the median (target >= 30k). Each run is paired
   with one of the validated path (every line a pydantic model: what replay did before
   its fast path), so the gain is measured under the same load. Then where one replay's
   time goes: reading + validating the capture alone, and the apply pass on
   already-parsed rows split into SQLite statement time (per statement) and the rest.
   The baselines (plain `sqlite3`, the same SQL: see plain_runs) run right after each
   replay, so each ratio pairs runs under the same load.
2. Live: one op per `memory.ingest.ingest(store, [op])` call, one transaction each, on
   a copy of the cached 100k-message benchmark store (bench/stores.py), nothing else
   running: creates of new messages, edits and deletes of stored, digested messages
   (the paths that dirty blocks), and a few forgets (which also merge the FTS index and
   checkpoint the WAL). p50/p99 per kind (target p99 <= 5 ms). Then, to attribute the
   tail, the creates again on a fresh copy with two things taken off the commit by
   bench-side PRAGMAs on the writer (not a change of memory/): the WAL auto-checkpoint
   (`wal_autocheckpoint=0`) and FTS5 automerge (`automerge=0`).

    .venv/bin/python -m bench.ingest [--messages 100000] [--repeat 3] [--live 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import itertools
import json
import random
import statistics
import tempfile
import time
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

from bench.common import machine
from bench.stores import ANCHOR_MS, BUSY_CHANNEL, DAY_START, FILLER_CHANNELS, cached_store, log, working_copy
from memory.capture import read_capture, read_capture_rows
from memory.ingest import INSERT_NEW_INDEX, INSERT_NEW_MESSAGE, INSERT_NEW_VERSION, erase_residue, ingest
from memory.ops import CreateOp, DeleteOp, EditOp, ForgetOp, MessageIn
from memory.replay import ReplaySummary, collector_paused, replay_files, replay_ops
from memory.store import Store, connect_sync
from memory.timeutil import ms_datetime, snowflake_at
from tests.support import synth

CHANNELS = (synth.DEFAULT_CHANNEL_ID, *FILLER_CHANNELS)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def fresh_db(folder: Path, name: str) -> Path:
    path = folder / name
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return path


# -- 1. replay ------------------------------------------------------------------------

class TimedConnection:
    """Wraps a sqlite3.Connection: adds up the time spent in each kind of statement."""

    def __init__(self, conn):
        self._conn = conn
        self.seconds: dict[str, float] = defaultdict(float)

    @staticmethod
    def _kind(sql: str) -> str:
        if "'optimize'" in sql:
            return "FTS optimize (end of replay)"
        if sql.startswith("PRAGMA wal_checkpoint"):
            return "WAL checkpoint (end of replay)"
        words = sql.split()
        head = " ".join(words[:3]) if words[0] in ("INSERT", "DELETE") else words[0]
        return head.replace(" (rowid,", "").replace(" (pk,", "").replace(" (version_id,", "")

    def execute(self, sql, *args):
        started = time.perf_counter()
        try:
            return self._conn.execute(sql, *args)
        finally:
            self.seconds[self._kind(sql)] += time.perf_counter() - started

    def executemany(self, sql, rows):
        started = time.perf_counter()
        try:
            return self._conn.executemany(sql, rows)
        finally:
            self.seconds[self._kind(sql)] += time.perf_counter() - started

    def __getattr__(self, name):
        return getattr(self._conn, name)


def replay_bench(folder: Path, messages: int, repeat: int) -> dict:
    capture = folder / f"bulk-{messages}.jsonl"
    started = time.monotonic()
    # The synth CLI's defaults: seed 7, its default channel, 24 h from its default start.
    lines = synth.write_jsonl(synth.generate_bulk(seed=7, n_messages=messages,
                                                  channel_ids=(synth.DEFAULT_CHANNEL_ID,), start=DAY_START), capture)
    log(f"capture: {lines:,} lines, {capture.stat().st_size / 1e6:.1f} MB in {time.monotonic() - started:.1f}s")
    # The baselines run inside the same loop, right after each replay, so that every ratio
    # pairs runs made under the same load (this machine's load moves from minute to minute).
    plain_lines = capture.read_bytes().splitlines()
    sql_batches = [_plain_rows(plain_lines[start:start + 5000], start + 1)
                   for start in range(0, len(plain_lines), 5000)]
    runs, validated, plain, sql_only, ratios = [], [], [], [], []
    for run in range(repeat):
        db = fresh_db(folder, "replay.db")
        conn = connect_sync(db)
        started = time.perf_counter()
        summary = replay_files(conn, [capture], now_ms=ANCHOR_MS, batch_size=5000)
        elapsed = time.perf_counter() - started
        conn.close()
        assert summary.counts["created"] == messages and not summary.rejected, summary.as_dict()
        runs.append(messages / elapsed)
        # The validated path, as replay_files ran before the fast path: a model per line.
        conn = connect_sync(fresh_db(folder, "replay.db"))
        started = time.perf_counter()
        slow = ReplaySummary()
        with collector_paused():         # as replay_files: only the parsing path differs
            replay_ops(conn, read_capture(capture), slow, now_ms=ANCHOR_MS, batch_size=5000)
            erase_residue(conn, removed=slow.removed)
        validated.append(messages / (time.perf_counter() - started))
        conn.close()
        assert slow.counts["created"] == messages, slow.as_dict()
        full, alone = plain_runs(folder, plain_lines, sql_batches)
        plain.append(full)
        sql_only.append(alone)
        ratios.append(runs[-1] / alone)
        log(f"run {run + 1}/{repeat}: replay {elapsed:.2f}s, {runs[-1]:,.0f} msgs/s; validated path"
            f" {validated[-1]:,.0f}; plain sqlite3 {full:,.0f}; SQL alone {alone:,.0f} (replay = {ratios[-1]:.0%})")
    del sql_batches

    # Where the time goes: parsing alone (streamed: holding 100k parsed lines at once, as
    # this bench used to, made the collector walk them all and inflated the parsing
    # share), then applying rows parsed a batch at a time, only the apply timed. Both
    # with the collector paused, as replay_files runs.
    with collector_paused():
        started = time.perf_counter()
        for _ in read_capture_rows(capture):
            pass
        parse_s = time.perf_counter() - started
        started = time.perf_counter()
        for _ in read_capture(capture):
            pass
        parse_models_s = time.perf_counter() - started
    db = fresh_db(folder, "replay.db")
    raw = connect_sync(db)
    timed = TimedConnection(raw)
    apply_s = 0.0
    summary = ReplaySummary()
    stream = read_capture_rows(capture)
    with collector_paused():
        while batch := list(itertools.islice(stream, 5000)):
            started = time.perf_counter()
            replay_ops(timed, batch, summary, now_ms=ANCHOR_MS, batch_size=5000)
            apply_s += time.perf_counter() - started
        started = time.perf_counter()
        erase_residue(timed, removed=summary.removed)
        residue_s = time.perf_counter() - started
    raw.close()
    sql = dict(sorted(timed.seconds.items(), key=lambda item: -item[1]))
    log(f"breakdown: parse {parse_s:.2f}s (models: {parse_models_s:.2f}s), apply {apply_s:.2f}s"
        f" (SQLite {sum(sql.values()) - residue_s:.2f}s), end of replay {residue_s:.2f}s")
    return {"messages": messages, "capture_mb": round(capture.stat().st_size / 1e6, 1),
            "runs_msgs_per_s": [round(r) for r in runs], "median_msgs_per_s": round(statistics.median(runs)),
            "plain_runs_msgs_per_s": [round(r) for r in plain], "plain_msgs_per_s": round(statistics.median(plain)),
            "sql_only_runs": [round(r) for r in sql_only], "sql_only_msgs_per_s": round(statistics.median(sql_only)),
            "replay_over_sql_runs": [round(r, 3) for r in ratios],
            "replay_over_sql_median": round(statistics.median(ratios), 3),
            "validated_runs_msgs_per_s": [round(r) for r in validated],
            "validated_median_msgs_per_s": round(statistics.median(validated)),
            "parse_s": round(parse_s, 2), "parse_models_s": round(parse_models_s, 2), "apply_s": round(apply_s, 2),
            "residue_s": round(residue_s, 2),
            "apply_sql_s": round(sum(sql.values()) - residue_s, 2),
            "apply_python_s": round(apply_s - (sum(sql.values()) - residue_s), 2),
            "sql_s": {k: round(v, 3) for k, v in sql.items()}}


# -- 1b. the baseline: plain sqlite3, same schema, pragmas and SQL -----------------------

# The three statements replay's create path runs per message (memory/ingest.py, imported,
# so the baseline runs exactly that SQL and nothing else).
PLAIN_SQL = (INSERT_NEW_MESSAGE, INSERT_NEW_VERSION, INSERT_NEW_INDEX)


def _plain_rows(lines: list[bytes], first_pk: int) -> tuple[list, list, list]:
    messages, versions, index = [], [], []
    for pk, line in enumerate(lines, start=first_pk):
        event = json.loads(line)
        m = event["message"]
        message_id = int(m["id"])
        content = m.get("content") or ""
        digest = hashlib.sha256(content.encode("utf-8")).hexdigest()[:32]
        messages.append((pk, int(event["channel_id"]), message_id, int(event["guild_id"]), int(m["author_id"]),
                         m.get("author_name", ""), int(bool(m.get("author_bot"))), (message_id >> 22) + 1420070400000,
                         None, digest, pk, "replay", ANCHOR_MS, None, 0))
        versions.append((pk, pk, digest, 0, content, None, None, "replay", ANCHOR_MS))
        index.append((pk, content))
    return messages, versions, index


def _sql_alone(conn, batches: list[tuple[list, list, list]]) -> float:
    started = time.perf_counter()
    for rows in batches:
        conn.execute("BEGIN IMMEDIATE")
        for sql, batch in zip(PLAIN_SQL, rows, strict=True):
            conn.executemany(sql, batch)
        conn.execute("COMMIT")
    return time.perf_counter() - started


def plain_runs(folder: Path, lines: list[bytes], batches: list[tuple[list, list, list]]) -> tuple[float, float]:
    """One run of each baseline, in msgs/s: json.loads + executemany (batches of 5000, one
    transaction each), and the SQL alone (`batches` built beforehand)."""
    conn = connect_sync(fresh_db(folder, "plain.db"))
    started = time.perf_counter()
    for start in range(0, len(lines), 5000):
        rows = _plain_rows(lines[start:start + 5000], start + 1)
        conn.execute("BEGIN IMMEDIATE")
        for sql, batch in zip(PLAIN_SQL, rows, strict=True):
            conn.executemany(sql, batch)
        conn.execute("COMMIT")
    full = len(lines) / (time.perf_counter() - started)
    conn.close()
    conn = connect_sync(fresh_db(folder, "plain.db"))
    alone = len(lines) / _sql_alone(conn, batches)
    conn.close()
    return full, alone


# -- 2. live per-event ingest ------------------------------------------------------------

def _targets(conn, count: int, seed: int) -> list[tuple[int, int]]:
    """Stored, live, digested messages (cited by a block) to edit and delete."""
    rows = conn.execute(
        "SELECT m.channel_id, m.message_id FROM messages m WHERE m.state = 'live' AND m.created_at_ms < ?"
        " AND EXISTS (SELECT 1 FROM block_sources s WHERE s.msg_pk = m.pk)", (ANCHOR_MS - 3_600_000,)).fetchall()
    return random.Random(seed).sample([(r[0], r[1]) for r in rows], count)


def _tail_off(conn) -> None:
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("INSERT INTO messages_fts (messages_fts, rank) VALUES ('automerge', 0)")


async def live_bench(db: Path, count: int, forgets: int, *, tail_off: bool = False) -> dict:
    conn = connect_sync(db)
    targets = _targets(conn, 2 * count + forgets, seed=5)
    conn.close()
    edits, deletes, forget = targets[:count], targets[count:2 * count], targets[2 * count:]
    pool = [e["message"] for e in synth.generate_bulk(seed=9, n_messages=count, channel_ids=CHANNELS,
                                                         start=ms_datetime(ANCHOR_MS))]
    now_ms = ANCHOR_MS + 60_000
    store = await Store.open(db)
    if tail_off:
        await store.write_raw(_tail_off)
    results: dict[str, list[float]] = {}
    try:
        async def timed(kind: str, ops: list) -> None:
            took = results.setdefault(kind, [])
            for op in ops:
                started = time.perf_counter()
                await ingest(store, [op], via="gateway", now_ms=now_ms)
                took.append((time.perf_counter() - started) * 1000)
            log(f"live {kind}: {len(ops)} ops")

        rng = random.Random(7)
        creates = []
        for i, message in enumerate(pool):
            # New messages of the current minute, ids increasing like the gateway's.
            message = {**message, "id": str(snowflake_at(now_ms + i, i & 0xFFF))}
            channel = str(BUSY_CHANNEL) if rng.random() < 0.2 else rng.choice(FILLER_CHANNELS)
            creates.append(CreateOp(op="create", channel_id=channel, guild_id=synth.DEFAULT_GUILD_ID,
                                    message=MessageIn(**message)))
        at = ms_datetime(now_ms)
        await timed("create", creates)
        if tail_off:
            return _stats(results)
        await timed("edit", [EditOp(op="edit", channel_id=c, message_id=m, edited_at=at + timedelta(seconds=i),
                                    content=f"(edited) revised numbers, take {i}: entry 101.{i % 100:02d}")
                             for i, (c, m) in enumerate(edits)])
        await timed("delete", [DeleteOp(op="delete", channel_id=c, message_id=m, deleted_at=at)
                               for c, m in deletes])
        await timed("forget", [ForgetOp(op="forget", channel_id=c, message_id=m, at=at) for c, m in forget])
    finally:
        await store.close()
    return _stats(results)


def _stats(results: dict[str, list[float]]) -> dict:
    return {kind: {"n": len(v), "p50_ms": round(pct(v, .5), 2), "p90_ms": round(pct(v, .9), 2),
                   "p99_ms": round(pct(v, .99), 2), "max_ms": round(max(v), 2),
                   "over_5ms": sum(1 for x in v if x > 5)} for kind, v in results.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--messages", type=int, default=100_000, help="messages in the replayed capture")
    parser.add_argument("--repeat", type=int, default=3, help="replay runs")
    parser.add_argument("--live", type=int, default=2000, help="live creates, edits and deletes (each)")
    parser.add_argument("--forgets", type=int, default=20)
    parser.add_argument("--replay-only", action="store_true", help="skip the live ingest part")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.monotonic()
    live = tail = None
    with tempfile.TemporaryDirectory(prefix="bench-ingest-") as tmp:
        folder = Path(tmp)
        replay = replay_bench(folder, args.messages, args.repeat)
        if not args.replay_only:
            source, _ = cached_store(100_000)
            live = asyncio.run(live_bench(working_copy(source, folder), args.live, args.forgets))
            tail = asyncio.run(live_bench(working_copy(source, folder), args.live, 0, tail_off=True))
    if args.json:
        print(json.dumps({"replay": replay, "live": live, "create_without_commit_work": tail,
                          "machine": machine(), "seconds": round(time.monotonic() - started)}, indent=2))
        return 0
    else:
        r = replay
        print(f"replay of a {r['messages']:,}-message capture ({r['capture_mb']} MB), batches of 5000:")
        print(f"  runs: {', '.join(f'{x:,}' for x in r['runs_msgs_per_s'])} msgs/s;"
              f" median {r['median_msgs_per_s']:,} msgs/s (target >= 30,000:"
              f" {'met' if r['median_msgs_per_s'] >= 30_000 else 'MISSED'})")
        share = r["replay_over_sql_median"]
        print(f"  same runs, plain sqlite3 (json.loads + executemany, same schema and pragmas), median:"
              f" {r['plain_msgs_per_s']:,} msgs/s; the same SQL alone: {r['sql_only_msgs_per_s']:,} msgs/s"
              f" ({', '.join(f'{x:,}' for x in r['sql_only_runs'])})")
        print(f"  replay / SQL alone, run by run: {', '.join(f'{x:.0%}' for x in r['replay_over_sql_runs'])};"
              f" median {share:.0%} (target >= 65 %: {'met' if share >= 0.65 else 'MISSED'});"
              f" replay / plain path: {r['median_msgs_per_s'] / r['plain_msgs_per_s']:.0%}")
        print(f"  validated path (a pydantic model per line, replay before its fast path), paired runs:"
              f" {', '.join(f'{x:,}' for x in r['validated_runs_msgs_per_s'])} msgs/s;"
              f" fast path = {r['median_msgs_per_s'] / r['validated_median_msgs_per_s']:.2f}x")
        total = r["parse_s"] + r["apply_s"] + r["residue_s"]
        print(f"  where one replay's time goes ({total:.2f}s measured in two passes):")
        print(f"    read + validate capture lines (fast path): {r['parse_s']:6.2f}s {r['parse_s'] / total:6.1%}"
              f"   (every line a pydantic model: {r['parse_models_s']:.2f}s)")
        print(f"    ingest Python (IngestBatch, hashing)      : {r['apply_python_s']:6.2f}s"
              f" {r['apply_python_s'] / total:6.1%}")
        for kind, seconds in r["sql_s"].items():
            if seconds >= 0.01:
                print(f"    SQLite {kind:<35}: {seconds:6.2f}s {seconds / total:6.1%}")
        if live is None:
            print(f"\nmachine: {machine()}; run {time.monotonic() - started:.0f}s")
            return 0
        print()
        print("live ingest, one op per ingest() call through the Store (100k-message store):")
        print(f"  {'op':>7} {'n':>5} {'p50':>8} {'p90':>8} {'p99':>8} {'max':>8} {'>5 ms':>6}")
        rows = [*live.items(), ("create*", tail["create"])]
        for kind, v in rows:
            print(f"  {kind:>7} {v['n']:>5} {v['p50_ms']:>6.2f}ms {v['p90_ms']:>6.2f}ms {v['p99_ms']:>6.2f}ms"
                  f" {v['max_ms']:>6.1f}ms {v['over_5ms']:>6}")
        print("  create*: same creates, WAL auto-checkpoint and FTS5 automerge off on the writer (diagnosis only)")
        worst = max(v["p99_ms"] for k, v in live.items() if k != "forget")
        print(f"  target p99 <= 5 ms (create/edit/delete): {'met' if worst <= 5 else 'MISSED'} (worst {worst} ms)")
    print(f"\nmachine: {machine()}; run {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
