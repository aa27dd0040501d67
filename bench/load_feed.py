"""Load the sidecar on loopback: 200 feed clients while 1k messages/s arrive through POST /ingest.

    .venv/bin/python bench/load_feed.py --seconds 60

What it does, and stops by itself (bounded in time and count):

1. builds a store in a temporary directory: one labelled desk day per channel
   (`memory.synth.generate_day`) plus `--history` bulk messages over the last 24 h
   (`memory.synth.generate_bulk`), replayed through `memory.replay`, then digested;
2. starts `channel-memory serve` on 127.0.0.1 as a subprocess (the real command: its
   background digest runs every CHANNEL_MEMORY_DIGEST_INTERVAL), with an agents file
   and a service token;
3. for `--seconds`: `--clients` feed clients, each polling in turn
   `/channel-awareness` (digest), `/channel-context` (delta_tail, following its cursor)
   and, every fifth round, `/search_channel_context` — with a random pause of mean
   `--think` seconds between requests — while an ingest pacer posts `--rate`
   messages/s to `/ingest` (contract shape, ids of the current time);
4. prints latency p50/p99 per endpoint, errors (must be 0), achieved throughput, and
   the machine (cpus, python, sqlite); exits 1 if any request failed.

Loopback only: the script refuses any other host.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from memory.digest import run_pending  # noqa: E402
from memory.events import ingest_op_adapter  # noqa: E402
from memory.replay import ReplaySummary, replay_ops  # noqa: E402
from memory.store import Store, connect_sync  # noqa: E402
from memory.synth import generate_bulk, generate_day  # noqa: E402

AGENT = "bench-agent"
AGENT_TOKEN = "bench-agent-token-0123456789abcdef"
SERVICE_TOKEN = "bench-service-token-0123456789abcdef"
CHANNELS = ["1400000000000000101", "1400000000000000102", "1400000000000000103", "1400000000000000104"]
# What agents read: a few fixed channel sets, like agents configured on one desk.
CHANNEL_SETS = [CHANNELS, CHANNELS[:2], CHANNELS[2:], *([c] for c in CHANNELS)]
MAX_SECONDS = 600


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# -- 1. the store -----------------------------------------------------------------------

def build_store(db: Path, *, history: int, seed: int) -> dict:
    now = datetime.now(UTC)
    start = now - timedelta(hours=24)
    started = time.monotonic()
    day = generate_day(seed=seed, channel_ids=CHANNELS, start=start, messages_per_channel=220, hours=23.5)
    bulk = generate_bulk(seed=seed, n_messages=history, channel_ids=CHANNELS, start=start)
    events = [*day.events, *bulk]
    conn = connect_sync(db)
    summary = ReplaySummary()
    try:
        replay_ops(conn, (ingest_op_adapter.validate_python(event) for event in events), summary,
                   now_ms=int(now.timestamp() * 1000))
    finally:
        conn.close()
    replayed = time.monotonic() - started

    async def digest() -> tuple[int, int]:
        store = await Store.open(db)
        try:
            run = await run_pending(store)
            return run.windows, run.blocks
        finally:
            await store.close()

    windows, blocks = asyncio.run(digest())
    return {"messages": summary.counts.get("created", 0), "events": len(events), "replay_s": round(replayed, 2),
            "digest_windows": windows, "digest_blocks": blocks,
            "digest_s": round(time.monotonic() - started - replayed, 2)}


# -- 2. the server ----------------------------------------------------------------------

def start_server(workdir: Path, db: Path, port: int, digest_interval: str) -> subprocess.Popen:
    agents = workdir / "agents.toml"
    agents.write_text(f'[agents.{AGENT}]\ntoken = "{AGENT_TOKEN}"\nchannels = {json.dumps(CHANNELS)}\n')
    env = {**os.environ, "CHANNEL_MEMORY_AGENTS_FILE": str(agents), "CHANNEL_MEMORY_SERVICE_TOKEN": SERVICE_TOKEN,
           "CHANNEL_MEMORY_LOG_LEVEL": "INFO", "CHANNEL_MEMORY_LOG_FORMAT": "json",
           "CHANNEL_MEMORY_DISCORD_TOKEN": "", "CHANNEL_MEMORY_DIGEST_INTERVAL": digest_interval}
    log = open(workdir / "server.log", "wb")
    return subprocess.Popen([sys.executable, "-m", "bot.cli", "serve", "--db", str(db), "--host", "127.0.0.1",
                             "--port", str(port)], cwd=str(ROOT), env=env, stdout=log, stderr=subprocess.STDOUT)


async def wait_ready(base: str, server: subprocess.Popen, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    async with aiohttp.ClientSession() as session:
        while time.monotonic() < deadline:
            if server.poll() is not None:
                raise RuntimeError(f"server exited with {server.returncode}")
            try:
                async with session.get(f"{base}/health") as resp:
                    if resp.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.2)
    raise RuntimeError("server did not become ready")


# -- 3. the load ------------------------------------------------------------------------

class Results:
    def __init__(self) -> None:
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.error_samples: list[str] = []
        self.feed_bytes: list[int] = []
        self.ingested = 0
        self.ingest_late = 0

    def fail(self, name: str, what: str) -> None:
        self.errors[name] += 1
        if len(self.error_samples) < 10:
            self.error_samples.append(f"{name}: {what}"[:300])


async def feed_client(session: aiohttp.ClientSession, base: str, deadline: float, think: float,
                      results: Results, rng: random.Random) -> None:
    headers = {"Authorization": f"Bearer {AGENT_TOKEN}", "X-Claw-ID": AGENT, "X-Claw-Pod": "bench",
               "Accept": "text/plain, text/markdown, application/json"}
    channels = ",".join(rng.choice(CHANNEL_SETS))
    cursor = None
    round_no = 0
    await asyncio.sleep(rng.random() * think * 2)       # spread the start
    while time.monotonic() < deadline:
        round_no += 1
        steps = [("channel-awareness", "GET", "/channel-awareness", {"channels": channels, "since": "24h"}, None)]
        params = {"channels": channels, "context_kind": "delta_tail" if cursor else "tail", "limit": "30"}
        if cursor:
            params["after"] = cursor
        steps.append(("channel-context", "GET", "/channel-context", params, None))
        if round_no % 5 == 0:
            steps.append(("search_channel_context", "POST", "/search_channel_context", None,
                          {"query": rng.choice(["NVDA", "stop", "filled", "AAPL", "risk limit", "T-1"]),
                           "limit": 10}))
        for name, method, path, params, body in steps:
            if time.monotonic() >= deadline:
                return
            started = time.perf_counter()
            try:
                async with session.request(method, base + path, params=params, json=body, headers=headers) as resp:
                    data = await resp.read()
                    elapsed = time.perf_counter() - started
                    if resp.status != 200:
                        results.fail(name, f"HTTP {resp.status} {data[:200]!r}")
                        continue
                    results.latency[name].append(elapsed)
                    if method == "GET":
                        results.feed_bytes.append(len(data))
                        if len(data) > 32 * 1024:
                            results.fail(name, f"feed over 32 KiB: {len(data)}")
                        if name == "channel-context":
                            first = data.split(b"\n", 1)[0].decode()
                            fields = dict(item.split("=", 1) for item in first.split()[1:])
                            cursor = fields.get("cursor") if fields.get("cursor") not in (None, "-") else cursor
            except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
                results.fail(name, f"{type(exc).__name__}: {exc}")
            await asyncio.sleep(rng.random() * think * 2)


def wall_shape(event: dict) -> dict:
    message = event["message"]
    return {"channel_id": event["channel_id"], "message": {
        "id": message["id"], "author_id": message["author_id"], "author_name": message["author_name"],
        "created_at": message["created_at"], "edited_at": None, "deleted": False, "content": message["content"],
        "content_hash": None}, "source": {"kind": "discord", "service": "bench", "surface": "channel",
                                          "guild_id": event["guild_id"]}}


def ingest_channels(count: int) -> list[str]:
    """The channels that receive the ingest flood: the ones agents read, then others."""
    return CHANNELS + [str(1400000000000000201 + i) for i in range(max(0, count - len(CHANNELS)))]


async def ingest_pacer(session: aiohttp.ClientSession, base: str, deadline: float, rate: float, seed: int,
                       results: Results, channels: list[str], workers: int = 48) -> None:
    """Post `rate` messages/s, each at its scheduled time, through a bounded worker pool."""
    total = int(rate * (deadline - time.monotonic()))
    stream = generate_bulk(seed=seed + 1, n_messages=max(total, 1), channel_ids=channels,
                           start=datetime.now(UTC), rate_per_s=rate)
    queue: asyncio.Queue = asyncio.Queue(maxsize=workers * 4)
    headers = {"Authorization": f"Bearer {SERVICE_TOKEN}"}

    async def worker() -> None:
        while True:
            item = await queue.get()
            if item is None:
                return
            started = time.perf_counter()
            try:
                async with session.post(base + "/ingest", json=item, headers=headers) as resp:
                    data = await resp.read()
                    if resp.status != 200:
                        results.fail("ingest", f"HTTP {resp.status} {data[:200]!r}")
                    else:
                        results.latency["ingest"].append(time.perf_counter() - started)
                        results.ingested += 1
            except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
                results.fail("ingest", f"{type(exc).__name__}: {exc}")

    tasks = [asyncio.create_task(worker()) for _ in range(workers)]
    begin = time.monotonic()
    for index, event in enumerate(stream):
        due = begin + index / rate
        now = time.monotonic()
        if now >= deadline:
            break
        if due > now:
            await asyncio.sleep(due - now)
        elif now - due > 1.0:
            results.ingest_late += 1
        await queue.put(wall_shape(event))
    for _ in tasks:
        await queue.put(None)
    await asyncio.gather(*tasks)


async def run_load(base: str, *, seconds: float, clients: int, rate: float, think: float, seed: int,
                   channels: list[str]) -> tuple[Results, float]:
    results = Results()
    timeout = aiohttp.ClientTimeout(total=10)
    connector = aiohttp.TCPConnector(limit=clients + 64)
    async with aiohttp.ClientSession(timeout=timeout, connector=connector) as session:
        started = time.monotonic()
        deadline = started + seconds
        rng = random.Random(seed)
        tasks = [asyncio.create_task(feed_client(session, base, deadline, think, results,
                                                 random.Random(rng.random()))) for _ in range(clients)]
        tasks.append(asyncio.create_task(ingest_pacer(session, base, deadline, rate, seed, results, channels)))
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=seconds + 60)
        elapsed = time.monotonic() - started
    return results, elapsed


# -- 4. the report ----------------------------------------------------------------------

def process_cpu_s(pid: int) -> float | None:
    """User + system CPU seconds of a live process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def report(results: Results, elapsed: float, store: dict, args: argparse.Namespace, server_log: Path,
           cpu: dict) -> dict:
    rows = {}
    for name, values in sorted(results.latency.items()):
        rows[name] = {"requests": len(values), "per_s": round(len(values) / elapsed, 1),
                      "p50_ms": round(percentile(values, 0.50) * 1000, 2),
                      "p99_ms": round(percentile(values, 0.99) * 1000, 2),
                      "max_ms": round(max(values) * 1000, 2)}
    feed_requests = sum(len(v) for k, v in results.latency.items() if k != "ingest")
    op_lines = 0
    try:
        with open(server_log, "rb") as handle:
            op_lines = sum(1 for line in handle if b'"channel_context_op"' in line)
    except OSError:
        pass
    return {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "sqlite": sqlite3.sqlite_version, "platform": platform.platform()},
        "setup": {"seconds": args.seconds, "clients": args.clients, "ingest_rate": args.rate,
                  "think_s": args.think, "read_channels": len(CHANNELS), "channel_sets": len(CHANNEL_SETS),
                  "ingest_channels": args.ingest_channels, "digest_interval": args.digest_interval, **store},
        "latency": rows,
        "throughput": {"feed_and_tool_requests_per_s": round(feed_requests / elapsed, 1),
                       "ingested_messages_per_s": round(results.ingested / elapsed, 1),
                       "ingested": results.ingested, "ingest_scheduled_late_over_1s": results.ingest_late,
                       "feed_bytes_p50": int(statistics.median(results.feed_bytes)) if results.feed_bytes else 0,
                       "feed_bytes_max": max(results.feed_bytes, default=0),
                       "server_op_log_events": op_lines},
        "cpu_seconds_during_load": cpu,
        "errors": {"total": sum(results.errors.values()), **results.errors},
        "error_samples": results.error_samples,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0, help=f"load duration (max {MAX_SECONDS})")
    parser.add_argument("--clients", type=int, default=200, help="concurrent feed clients")
    parser.add_argument("--rate", type=float, default=1000.0, help="messages/s through POST /ingest")
    parser.add_argument("--think", type=float, default=0.5, help="mean pause between a client's requests (s)")
    parser.add_argument("--history", type=int, default=20_000, help="bulk messages in the last 24 h before the run")
    parser.add_argument("--ingest-channels", type=int, default=20,
                        help="channels the ingest flood is spread over (the first 4 are the ones agents read)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--digest-interval", default="5s",
                        help="the serve command's background digest interval (CHANNEL_MEMORY_DIGEST_INTERVAL)")
    parser.add_argument("--host", default="127.0.0.1", help="loopback only")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory (db, server log)")
    args = parser.parse_args(argv)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        parser.error("loopback only: --host must be 127.0.0.1, localhost or ::1")
    if not 0 < args.seconds <= MAX_SECONDS or not 0 < args.clients <= 1000 or not 0 < args.rate <= 10_000:
        parser.error(f"bounds: 0 < seconds <= {MAX_SECONDS}, clients <= 1000, rate <= 10000")
    workdir = Path(tempfile.mkdtemp(prefix="load-feed-"))
    db = workdir / "load.db"
    print(f"building store in {workdir} ...", file=sys.stderr)
    store = build_store(db, history=args.history, seed=args.seed)
    print(f"store: {store}", file=sys.stderr)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(workdir, db, port, args.digest_interval)
    try:
        asyncio.run(wait_ready(base, server))
        print(f"server ready on {base}; loading for {args.seconds:.0f}s ...", file=sys.stderr)
        server_cpu, own_cpu = process_cpu_s(server.pid), sum(os.times()[:2])
        results, elapsed = asyncio.run(run_load(base, seconds=args.seconds, clients=args.clients, rate=args.rate,
                                                think=args.think, seed=args.seed,
                                                channels=ingest_channels(args.ingest_channels)))
        server_after = process_cpu_s(server.pid)
        cpu = {"server": round(server_after - server_cpu, 1) if server_cpu is not None and server_after else None,
               "load_generator": round(sum(os.times()[:2]) - own_cpu, 1), "wall": round(elapsed, 1)}
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    summary = report(results, elapsed, store, args, workdir / "server.log", cpu)
    print(json.dumps(summary, indent=2))
    if not args.keep:
        for path in sorted(workdir.iterdir()):
            path.unlink()
        workdir.rmdir()
    return 1 if summary["errors"]["total"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
