"""Load the sidecar on loopback: 200 awareness pollers open loop, 500 msgs/s through /ingest.

    .venv/bin/python bench/load_feed.py --seconds 60

What it does, and stops by itself (bounded in time and count):

1. builds a store in a temporary directory: one labelled desk day per channel
   (`tests.support.synth.generate_day`) plus `--history` bulk messages over the last 24 h
   (`tests.support.synth.generate_bulk`), replayed through `memory.replay`, then digested;
2. starts `channel-memory serve` on 127.0.0.1 as a subprocess (the real command: its
   background digest runs every CHANNEL_MEMORY_DIGEST_INTERVAL), with an agents file
   and a service token;
3. for `--seconds`, open loop (bench/httpload.py: requests leave at their scheduled
   time whatever the answers do, latency counted from that time):
   - `--clients` awareness pollers, each with its own channel set (a non-empty subset of
     the 4 read channels) and its own `max_chars` (uniform 1,500-32,000, or none), each
     polling every `--clients / --feed-rate` seconds: `--feed-rate` requests/s in total;
   - `--rate` messages/s POSTed to /ingest over `--ingest-channels` channels (the 4 read
     ones among them), so the data version moves all the time;
   - an erasure prober on a fifth channel no flood writes to: every 2 s it posts a
     message with a unique token, polls until every variant shows it (so a cache holds it;
     the time this takes is printed as `new_message_visible_s`: how fresh feeds stay),
     erases it (/forget or /ingest deleted, alternately) and, once that is acknowledged,
     polls every variant of that channel: each poll that still shows the token counts;
4. samples the server's RSS and the WAL file every 0.5 s;
5. prints errors (target 0), awareness p50/p99 (target p99 <= 100 ms), ingest achieved
   over offered (target >= 95 %), peak RSS (target <= 150 MB), peak WAL (target <= 64
   MB), and "k of N polls after the acknowledgement show erased text" (target 0).

Exits 1 if any request failed or any erased text was served. Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import shutil
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.httpload import Tally, by_slot, encode, open_loop, pct  # noqa: E402
from memory.digest import run_all  # noqa: E402
from memory.ops import ingest_op_adapter  # noqa: E402
from memory.replay import ReplaySummary, replay_ops  # noqa: E402
from memory.store import Store, connect_sync  # noqa: E402
from tests.support.synth import generate_bulk, generate_day  # noqa: E402

AGENT = "bench-agent"
AGENT_TOKEN = "bench-agent-token-0123456789abcdef"
SERVICE_TOKEN = "bench-service-token-0123456789abcdef"
CHANNELS = ["1400000000000000101", "1400000000000000102", "1400000000000000103", "1400000000000000104"]
PROBE_CHANNEL = "1400000000000000199"        # only the erasure prober writes here
# What agents read: a few fixed channel sets, like agents configured on one desk.
CHANNEL_SETS = [CHANNELS, CHANNELS[:2], CHANNELS[2:], *([c] for c in CHANNELS)]
MAX_SECONDS = 600


def cpu_calibration_s(n: int = 5_000_000) -> float:
    """Seconds for a fixed pure-Python loop: this machine's speed today, so that runs on
    different days (a shared 2-core VM varies by 2-4x) are read against each other."""
    started = time.perf_counter()
    total = 0
    for i in range(n):
        total += i
    return round(time.perf_counter() - started, 3)


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
            # As `channel-memory replay` leaves a store: every window digested and the
            # classifier version recorded (without it the server's first digest tick takes
            # the blocks for another version's and digests every window again, under load).
            run = await run_all(store)
            return run.windows, run.blocks
        finally:
            await store.close()

    windows, blocks = asyncio.run(digest())
    # The build leaves its WAL behind (~35 MB): fold it into the database before the server
    # starts, as a settled store is, so the timed run does not begin with the server's
    # housekeeping checkpointing the build's writes (3-4 s of I/O, on a reader).
    conn = connect_sync(db)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return {"messages": summary.counts.get("created", 0), "events": len(events), "replay_s": round(replayed, 2),
            "digest_windows": windows, "digest_blocks": blocks,
            "digest_s": round(time.monotonic() - started - replayed, 2)}


def reuse_or_build_store(db: Path, cache: Path | None, *, history: int, seed: int) -> dict:
    """A cached store is a copy of one built by `build_store` with the same seed and
    history, with its build summary beside it. Its messages are as old as the copy (a
    store reused after an hour covers 25 h back): fine for comparing serving code."""
    summary_path = cache.with_suffix(".json") if cache is not None else None
    if cache is not None and cache.exists() and summary_path.exists():
        built = json.loads(summary_path.read_text())
        if built.get("seed") == seed and built.get("history") == history:
            shutil.copyfile(cache, db)
            return {**built["store"], "reused_from": str(cache),
                    "store_age_s": round(time.time() - built["built_at"], 1)}
    store = build_store(db, history=history, seed=seed)
    if cache is not None:
        shutil.copyfile(db, cache)
        summary_path.write_text(json.dumps({"seed": seed, "history": history, "built_at": time.time(),
                                            "store": store}))
    return store


# -- 2. the server ----------------------------------------------------------------------

def start_server(workdir: Path, db: Path, port: int, digest_interval: str) -> subprocess.Popen:
    agents = workdir / "agents.toml"
    channels = json.dumps([*CHANNELS, PROBE_CHANNEL])
    agents.write_text(f'[agents.{AGENT}]\ntoken = "{AGENT_TOKEN}"\nchannels = {channels}\n')
    env = {**os.environ, "CHANNEL_MEMORY_AGENTS_FILE": str(agents), "CHANNEL_MEMORY_SERVICE_TOKEN": SERVICE_TOKEN,
           "CHANNEL_MEMORY_LOG_LEVEL": "INFO", "CHANNEL_MEMORY_LOG_FORMAT": "json",
           "CHANNEL_MEMORY_DISCORD_TOKEN": "", "CHANNEL_MEMORY_DIGEST_INTERVAL": digest_interval}
    # The child keeps its own copy of the log's descriptor; ours closes once it has started.
    with open(workdir / "server.log", "wb") as log:
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

FEED_HEADERS = {"Authorization": f"Bearer {AGENT_TOKEN}", "X-Claw-ID": AGENT, "X-Claw-Pod": "bench",
                "Accept": "text/plain, text/markdown, application/json"}
SERVICE_HEADERS = {"Authorization": f"Bearer {SERVICE_TOKEN}", "Content-Type": "application/json"}


def channel_subsets(channels: list[str]) -> list[list[str]]:
    return [[c for i, c in enumerate(channels) if mask >> i & 1] for mask in range(1, 1 << len(channels))]


def feed_schedule(seconds: float, clients: int, rate: float, rng: random.Random) -> list[tuple[float, str, bytes]]:
    """Each client: its own channel set and max_chars, polling at rate/clients per second."""
    subsets = channel_subsets(CHANNELS)
    period = clients / rate
    schedule = []
    for _ in range(clients):
        channels = ",".join(rng.choice(subsets))
        max_chars = rng.choice([None, *range(1500, 32001, 250)])
        path = f"/channel-awareness?channels={channels}&since=24h" + (f"&max_chars={max_chars}" if max_chars else "")
        raw = encode("GET", path, "127.0.0.1", FEED_HEADERS)
        at = rng.random() * period
        while at < seconds:
            schedule.append((at, "channel-awareness", raw))
            at += period * (0.9 + 0.2 * rng.random())
    return sorted(schedule, key=lambda item: item[0])


def wall_shape(event: dict, *, deleted: bool = False) -> dict:
    message = event["message"]
    return {"channel_id": event["channel_id"], "message": {
        "id": message["id"], "author_id": message["author_id"], "author_name": message["author_name"],
        "created_at": message["created_at"], "edited_at": None, "deleted": deleted,
        "content": "" if deleted else message["content"], "content_hash": None},
        "source": {"kind": "discord", "service": "bench", "surface": "channel", "guild_id": event["guild_id"]}}


def ingest_channels(count: int) -> list[str]:
    """The channels that receive the ingest flood: the ones agents read, then others."""
    return CHANNELS + [str(1400000000000000201 + i) for i in range(max(0, count - len(CHANNELS)))]


def ingest_schedule(seconds: float, rate: float, seed: int, channels: list[str]) -> list[tuple[float, str, bytes]]:
    total = max(1, int(rate * seconds))
    stream = generate_bulk(seed=seed + 1, n_messages=total, channel_ids=channels, start=datetime.now(UTC),
                           rate_per_s=rate)
    return [(i / rate, "ingest", encode("POST", "/ingest", "127.0.0.1", SERVICE_HEADERS,
                                        json.dumps(wall_shape(event)).encode()))
            for i, event in enumerate(stream)]


class Probe:
    """Erasure race: served erased text after the acknowledgement, counted per poll."""

    def __init__(self) -> None:
        self.rounds = 0
        self.unseen = 0              # the token showed in no variant before the erasure (round not counted)
        self.late = 0                # it did not show in every variant within the probe's window
        self.visible_s: list[float] = []   # from the message's ingest to every variant showing it
        self.variant_visible_s: dict[str, list[float]] = {}   # ... to each variant showing it
        self.polls_after = 0
        self.shown_after = 0
        self.ack_ms: list[float] = []
        self.counter = 0
        self.errors = 0
        self.error_samples: list[str] = []


PROBE_SEEN_POLLS = 150


def _variant_label(params: dict) -> str:
    """"probe", "probe+1 busy", "probe max_chars=4000", "probe raw_window": a variant in a word."""
    label = "probe" if params["channels"] == PROBE_CHANNEL else "probe+1 busy"
    extra = [f"{k}={v}" for k, v in params.items() if k != "channels"]
    return " ".join([label, *extra])


async def erasure_prober(session, base: str, deadline: float, probe: Probe, rng: random.Random) -> None:
    import aiohttp

    while time.monotonic() + 4 < deadline:
        try:
            await _probe_rounds(session, base, deadline, probe, rng)
        except (TimeoutError, aiohttp.ClientError) as exc:
            probe.errors += 1
            probe.error_samples.append(f"{type(exc).__name__}: {exc}"[:200])
            await asyncio.sleep(0.5)


async def _probe_rounds(session, base: str, deadline: float, probe: Probe, rng: random.Random) -> None:

    variants = [{"channels": PROBE_CHANNEL}, {"channels": f"{PROBE_CHANNEL},{CHANNELS[0]}"},
                {"channels": PROBE_CHANNEL, "max_chars": "4000"}, {"channels": PROBE_CHANNEL, "max_chars": "12000"},
                {"channels": PROBE_CHANNEL, "context_kind": "raw_window"}]
    while time.monotonic() + 4 < deadline:
        probe.counter += 1
        counter = probe.counter
        token = f"erasureprobe{counter}x{rng.randrange(16**8):08x}"
        now = datetime.now(UTC)
        message_id = str((int(now.timestamp() * 1000) - 1420070400000) << 22 | counter)
        event = {"channel_id": PROBE_CHANNEL, "guild_id": "1300000000000000001", "message": {
            "id": message_id, "author_id": "1464508146579148801", "author_name": "Prober",
            "created_at": now.isoformat().replace("+00:00", "Z"), "content": f"probe {token} to be erased"}}
        async with session.post(base + "/ingest", json=wall_shape(event), headers=SERVICE_HEADERS) as resp:
            await resp.read()
        shown_in: set[int] = set()
        posted = time.perf_counter()
        # Until every variant shows it (and so the cache holds it): how fresh feeds are under
        # the load (a new message may show up late while renders are throttled).
        for _ in range(PROBE_SEEN_POLLS):
            for index, params in enumerate(variants):
                async with session.get(base + "/channel-awareness", params=params, headers=FEED_HEADERS) as resp:
                    if token in await resp.text() and index not in shown_in:
                        shown_in.add(index)
                        probe.variant_visible_s.setdefault(_variant_label(params), []).append(
                            time.perf_counter() - posted)
            if len(shown_in) == len(variants):
                probe.visible_s.append(time.perf_counter() - posted)
                break
            await asyncio.sleep(0.1)
        if len(shown_in) < len(variants):
            probe.late += 1
        # The race is measured once the text was served somewhere: from then on, no variant
        # may show it after the erasure is acknowledged.
        seen = bool(shown_in)
        if not seen:
            probe.unseen += 1
        started = time.perf_counter()
        if counter % 2:
            async with session.post(base + "/forget", headers=SERVICE_HEADERS,
                                    json={"channel_id": PROBE_CHANNEL, "message_id": message_id}) as resp:
                ok = resp.status == 200
                await resp.read()
        else:
            async with session.post(base + "/ingest", json=wall_shape(event, deleted=True),
                                    headers=SERVICE_HEADERS) as resp:
                ok = resp.status == 200
                await resp.read()
        probe.ack_ms.append((time.perf_counter() - started) * 1000)
        if not ok:
            continue
        probe.rounds += 1
        for _ in range(2):
            for params in variants:
                async with session.get(base + "/channel-awareness", params=params, headers=FEED_HEADERS) as resp:
                    text = await resp.text()
                if seen:
                    probe.polls_after += 1
                    probe.shown_after += token in text
        await asyncio.sleep(max(0.0, 2.0 - (time.perf_counter() - started)))


class Sampler:
    """The server's RSS and the WAL file's size, every 0.5 s."""

    def __init__(self, pid: int, db: Path):
        self.pid, self.db = pid, db
        self.rss_mb: list[float] = []
        self.wal_mb: list[float] = []

    async def run(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            try:
                for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        self.rss_mb.append(int(line.split()[1]) * 1024 / 1e6)
            except OSError:
                pass
            try:
                self.wal_mb.append(os.path.getsize(f"{self.db}-wal") / 1e6)
            except OSError:
                self.wal_mb.append(0.0)
            await asyncio.sleep(0.5)


async def run_load(base: str, port: int, db: Path, pid: int, *, seconds: float, clients: int, feed_rate: float,
                   rate: float, seed: int, channels: list[str]) -> tuple[Tally, Probe, Sampler, float]:
    import aiohttp

    rng = random.Random(seed)
    feeds = feed_schedule(seconds, clients, feed_rate, rng)
    ingest = ingest_schedule(seconds, rate, seed, channels)
    tally, probe, sampler = Tally(), Probe(), Sampler(pid, db)
    started = time.monotonic()
    tally.started_at = time.time()
    deadline = started + seconds
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as session:
        await asyncio.wait_for(asyncio.gather(
            open_loop("127.0.0.1", port, feeds, pool=clients + 50, tally=tally),
            open_loop("127.0.0.1", port, ingest, pool=256, tally=tally),
            erasure_prober(session, base, deadline, probe, random.Random(seed + 2)),
            sampler.run(deadline + 1)), timeout=seconds + 60)
    return tally, probe, sampler, time.monotonic() - started


def start_profiler(pid: int, out: Path, seconds: float, *, gil: bool = False) -> subprocess.Popen:
    """py-spy (a tool, not a dependency: `pip install py-spy`) sampling the server for the load."""
    py_spy = Path(sys.executable).with_name("py-spy")
    return subprocess.Popen([str(py_spy), "record", "--pid", str(pid), "--format", "raw", "--rate", "200",
                             *(["--gil"] if gil else []), "--duration", str(int(seconds)), "--nonblocking",
                             "--output", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# -- 4. the report ----------------------------------------------------------------------

def process_cpu_s(pid: int) -> float | None:
    """User + system CPU seconds of a live process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def report(tally: Tally, probe: Probe, sampler: Sampler, elapsed: float, store: dict, args, server_log: Path,
           cpu: dict) -> dict:
    rows = {}
    errors = {}
    for name in sorted(set(tally.sent) | set(tally.latency)):
        values = tally.latency.get(name, [])
        statuses = dict(tally.statuses.get(name, {}))
        bad = sum(n for code, n in statuses.items() if code != 200) + tally.errors.get(name, 0)
        errors[name] = bad
        rows[name] = {"offered": tally.sent.get(name, 0), "ok": statuses.get(200, 0), "statuses": statuses,
                      "per_s": round(statuses.get(200, 0) / args.seconds, 1),
                      "p50_ms": round(pct(values, 0.50) * 1000, 2), "p99_ms": round(pct(values, 0.99) * 1000, 2),
                      "max_ms": round(max(values, default=0) * 1000, 2)}
    feed_bytes = tally.body_bytes.get("channel-awareness", [])
    op_lines = 0
    try:
        with open(server_log, "rb") as handle:
            op_lines = sum(1 for line in handle if b'"channel_context_op"' in line)
    except OSError:
        pass
    ingest = rows.get("ingest", {"ok": 0, "offered": 0})
    return {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "sqlite": sqlite3.sqlite_version, "platform": platform.platform(),
                    "cpu_calibration_s": args.calibration},
        "setup": {"seconds": args.seconds, "clients": args.clients, "feed_rate": args.feed_rate,
                  "ingest_rate": args.rate, "read_channels": len(CHANNELS),
                  "ingest_channels": args.ingest_channels, "digest_interval": args.digest_interval, **store},
        "latency": rows,
        "awareness_by_10s": by_slot(tally.timeline.get("channel-awareness", []), 10.0),
        # Per second, with the wall clock it began at, to lay beside the server's log (--keep).
        "awareness_p99_ms_by_1s": [slot["p99_ms"] for slot in by_slot(tally.timeline.get("channel-awareness", []),
                                                                        1.0)],
        "load_started_at": tally.started_at,
        "awareness_first_5s_by_1s": by_slot([p for p in tally.timeline.get("channel-awareness", []) if p[0] < 5], 1.0),
        "ingest_achieved_over_offered": round(ingest["ok"] / max(1, ingest["offered"]), 3),
        "feed_bytes_p50": int(statistics.median(feed_bytes)) if feed_bytes else 0,
        "feed_bytes_max": max(feed_bytes, default=0),
        "server_op_log_lines": op_lines,
        "peak_rss_mb": round(max(sampler.rss_mb, default=0), 1),
        # Where the peak comes from: the server idle at the start (imports, warmed caches),
        # then every 10 s of the load (samples every 0.5 s).
        "rss_mb_at_start": round(sampler.rss_mb[0], 1) if sampler.rss_mb else None,
        "rss_mb_by_10s": [round(max(sampler.rss_mb[i:i + 20]), 1) for i in range(0, len(sampler.rss_mb), 20)],
        "peak_wal_mb": round(max(sampler.wal_mb, default=0), 1),
        "wal_mb_at_end": round(sampler.wal_mb[-1], 1) if sampler.wal_mb else None,
        "new_message_visible_s": {"n": len(probe.visible_s),
                                  "p50": round(pct(probe.visible_s, .5), 2) if probe.visible_s else None,
                                  "max": round(max(probe.visible_s), 2) if probe.visible_s else None,
                                  "not_within_window": probe.late,
                                  # A variant at a time: the probe's own channel alone is a quiet
                                  # feed; with a busy channel its layout is always being redone.
                                  "by_variant": {label: {"n": len(values), "p50": round(pct(values, .5), 2),
                                                         "max": round(max(values), 2)}
                                                 for label, values in probe.variant_visible_s.items()}},
        "erasure": {"rounds": probe.rounds, "not_seen_before": probe.unseen, "polls_after_ack": probe.polls_after,
                    "showed_erased_text": probe.shown_after,
                    "ack_ms_p50": round(pct(probe.ack_ms, .5), 1) if probe.ack_ms else None,
                    "prober_errors": probe.errors, "prober_error_samples": probe.error_samples[:5]},
        "cpu_seconds_during_load": cpu,
        "errors": {"total": sum(errors.values()), **errors},
        "error_samples": tally.samples,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0, help=f"load duration (max {MAX_SECONDS})")
    parser.add_argument("--clients", type=int, default=200, help="awareness pollers")
    parser.add_argument("--feed-rate", type=float, default=400.0, help="awareness requests/s, all pollers together")
    parser.add_argument("--rate", type=float, default=500.0, help="messages/s through POST /ingest")
    parser.add_argument("--history", type=int, default=20_000, help="bulk messages in the last 24 h before the run")
    parser.add_argument("--ingest-channels", type=int, default=20,
                        help="channels the ingest flood is spread over (the first 4 are the ones agents read)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--digest-interval", default="5s",
                        help="the serve command's background digest interval (CHANNEL_MEMORY_DIGEST_INTERVAL)")
    parser.add_argument("--host", default="127.0.0.1", help="loopback only")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory (db, server log)")
    parser.add_argument("--store-cache", type=Path, default=None,
                        help="reuse the store built at this path by an earlier run (same --seed/--history; built"
                             " and saved there if missing): saves the ~75 s build when runs are compared")
    parser.add_argument("--profile", type=Path, default=None,
                        help="record the server with py-spy (collapsed stacks) into this file during the load")
    parser.add_argument("--profile-gil", action="store_true", help="with --profile: only samples holding the GIL")
    args = parser.parse_args(argv)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        parser.error("loopback only: --host must be 127.0.0.1, localhost or ::1")
    if not 0 < args.seconds <= MAX_SECONDS or not 0 < args.clients <= 1000 or not 0 < args.rate <= 10_000 \
            or not 0 < args.feed_rate <= 10_000:
        parser.error(f"bounds: 0 < seconds <= {MAX_SECONDS}, clients <= 1000, rates <= 10000")
    args.calibration = cpu_calibration_s()
    print(f"cpu calibration: 5M-iteration loop in {args.calibration} s", file=sys.stderr)
    workdir = Path(tempfile.mkdtemp(prefix="load-feed-"))
    db = workdir / "load.db"
    print(f"building store in {workdir} ...", file=sys.stderr)
    store = reuse_or_build_store(db, args.store_cache, history=args.history, seed=args.seed)
    print(f"store: {store}", file=sys.stderr)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(workdir, db, port, args.digest_interval)
    try:
        asyncio.run(wait_ready(base, server))
        print(f"server ready on {base}; loading for {args.seconds:.0f}s ...", file=sys.stderr)
        server_cpu, own_cpu = process_cpu_s(server.pid), sum(os.times()[:2])
        profiler = (start_profiler(server.pid, args.profile, args.seconds, gil=args.profile_gil)
                    if args.profile else None)
        tally, probe, sampler, elapsed = asyncio.run(run_load(
            base, port, db, server.pid, seconds=args.seconds, clients=args.clients, feed_rate=args.feed_rate,
            rate=args.rate, seed=args.seed, channels=ingest_channels(args.ingest_channels)))
        server_after = process_cpu_s(server.pid)
        if profiler is not None:
            profiler.wait(timeout=30)
        cpu = {"server": round(server_after - server_cpu, 1) if server_cpu is not None and server_after else None,
               "load_generator": round(sum(os.times()[:2]) - own_cpu, 1), "wall": round(elapsed, 1)}
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    summary = report(tally, probe, sampler, elapsed, store, args, workdir / "server.log", cpu)
    print(json.dumps(summary, indent=2))
    feed, ingest, erasure = summary["latency"].get("channel-awareness", {}), summary["latency"].get("ingest", {}), \
        summary["erasure"]
    print(f"errors {summary['errors']['total']} (target 0); awareness p50 {feed.get('p50_ms')} ms,"
          f" p99 {feed.get('p99_ms')} ms (target <= 100); ingest {ingest.get('ok')}/{ingest.get('offered')}"
          f" = {summary['ingest_achieved_over_offered']:.1%} of offered (target >= 95 %); peak RSS"
          f" {summary['peak_rss_mb']} MB (target <= 150); peak WAL {summary['peak_wal_mb']} MB (target <= 64);"
          f" {erasure['showed_erased_text']} of {erasure['polls_after_ack']} polls after the acknowledgement show"
          f" erased text (target 0)" + ("" if erasure["polls_after_ack"] else
                                       " -- the erasure race was NOT measured: the probe's text was never served"),
          file=sys.stderr)
    if not args.keep:
        for path in sorted(workdir.iterdir()):
            path.unlink()
        workdir.rmdir()
    return 1 if summary["errors"]["total"] or erasure["showed_erased_text"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
