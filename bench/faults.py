"""Fault suite, run on purpose (not in the unit suite): kill -9, a full disk, WAL growth.

    .venv/bin/python -m bench.faults [--kills 12] [--wal-seconds 60] [--skip-disk]

Each scenario runs the real `channel-memory serve` process over HTTP and prints figures:

* kill -9 during live /ingest, N times: acknowledged writes lost, duplicated;
* kill -9 during /forget, N times: forgotten words left in the .db/-wal after the
  restart (acknowledged forgets) and after retrying the unacknowledged ones;
* a full disk on a small tmpfs (needs root for `mount`): the answers while full, log
  lines, /health, acknowledged writes kept, recovery once space frees, SIGTERM exit time;
* WAL size under sustained ingest + feed load, and once idle.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

from bench.common import machine
from memory.timeutil import snowflake_at

SERVICE_TOKEN = "faults-service-token-0123456789"
AGENT_TOKEN = "faults-agent-token-0123456789ab"
CHANNEL = 1400000000000000001
GUILD = 1300000000000000001
_ids = itertools.count(1)


def next_id() -> int:
    return snowflake_at(int(time.time() * 1000), next(_ids) % 4096)


class Server:
    """`channel-memory serve` as a child process."""

    def __init__(self, db: Path, port: int, workdir: Path):
        self.db, self.port, self.workdir = db, port, workdir
        self.proc: subprocess.Popen | None = None
        self.log = workdir / "serve.log"
        agents = workdir / "agents.toml"
        agents.write_text(f'[agents.bench]\ntoken = "{AGENT_TOKEN}"\nchannels = ["{CHANNEL}"]\n')
        self.env = {**os.environ, "CHANNEL_MEMORY_SERVICE_TOKEN": SERVICE_TOKEN,
                    "CHANNEL_MEMORY_AGENTS_FILE": str(agents), "CHANNEL_MEMORY_LOG_LEVEL": "INFO",
                    "CHANNEL_MEMORY_DIGEST_INTERVAL": "2s", "CHANNEL_MEMORY_RETENTION": "366d"}

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "serve", "--db", str(self.db),
                                          "--port", str(self.port)], env=self.env, stdout=log, stderr=log)
        deadline = time.monotonic() + 30
        async with aiohttp.ClientSession() as session:
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"serve exited with {self.proc.returncode}; see {self.log}")
                try:
                    async with session.get(self.url + "/health", timeout=aiohttp.ClientTimeout(total=1)) as resp:
                        if resp.status in (200, 503):
                            return
                except (TimeoutError, aiohttp.ClientError):
                    pass
                await asyncio.sleep(0.05)
        raise RuntimeError("serve did not come up")

    def kill9(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        if self.proc:
            self.proc.wait()

    def sigterm(self, timeout: float = 10.0) -> float | None:
        """SIGTERM; seconds until the process exited (None: still alive after timeout, killed)."""
        started = time.monotonic()
        os.kill(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill9()
            return None
        return time.monotonic() - started


def ingest_body(message_id: int, content: str) -> dict:
    return {"channel_id": str(CHANNEL), "source": {"kind": "discord", "guild_id": str(GUILD)},
            "message": {"id": str(message_id), "author_id": "1464508146579148851", "author_name": "Weston",
                        "content": content}}


SERVICE = {"Authorization": f"Bearer {SERVICE_TOKEN}"}
AGENT = {"Authorization": f"Bearer {AGENT_TOKEN}", "X-Claw-ID": "bench"}


async def post_until_stopped(session: aiohttp.ClientSession, url: str, acked: list[int], stop: asyncio.Event,
                             statuses: dict, filler: int = 40) -> None:
    while not stop.is_set():
        message_id = next_id()
        body = ingest_body(message_id, f"live message {message_id} " + "lorem ipsum " * random.randint(1, filler))
        try:
            async with session.post(url + "/ingest", json=body, headers=SERVICE,
                                    timeout=aiohttp.ClientTimeout(total=5)) as resp:
                statuses[resp.status] = statuses.get(resp.status, 0) + 1
                if resp.status == 200:
                    acked.append(message_id)
        except (TimeoutError, aiohttp.ClientError, ConnectionError):
            statuses["conn_error"] = statuses.get("conn_error", 0) + 1
            await asyncio.sleep(0.01)


def db_view(db: Path) -> sqlite3.Connection:
    from memory.store import connect_sync
    return connect_sync(db)


# -- kill -9 during live ingest ---------------------------------------------------------

async def kill_during_ingest(folder: Path, kills: int, port: int) -> dict:
    db = folder / "ingest.db"
    server = Server(db, port, folder)
    acked: list[int] = []
    statuses: dict = {}
    rng = random.Random(5)
    async with aiohttp.ClientSession() as session:
        for _ in range(kills):
            await server.start()
            stop = asyncio.Event()
            posters = [asyncio.create_task(post_until_stopped(session, server.url, acked, stop, statuses))
                       for _ in range(8)]
            await asyncio.sleep(rng.uniform(0.4, 1.2))
            server.kill9()                  # mid-flight: posters are still sending
            stop.set()
            await asyncio.gather(*posters)
    conn = db_view(db)
    try:
        present = {row[0] for row in conn.execute("SELECT message_id FROM messages WHERE channel_id = ?",
                                                   (CHANNEL,))}
        versions = conn.execute("SELECT count(*) FROM message_versions v JOIN messages m ON m.pk = v.msg_pk"
                                " WHERE m.channel_id = ?", (CHANNEL,)).fetchone()[0]
        integrity = conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()
    lost = sum(1 for message_id in acked if message_id not in present)
    return {"kills": kills, "acknowledged": len(acked), "lost": lost,
            "duplicates": versions - len(present) + (len(acked) - len(set(acked))),
            "stored": len(present), "integrity": integrity, "statuses": statuses}


# -- kill -9 during /forget -------------------------------------------------------------

def file_holds(db: Path, words: list[str]) -> list[str]:
    data = db.read_bytes()
    wal = Path(f"{db}-wal")
    if wal.exists():
        data += wal.read_bytes()
    return [word for word in words if word.encode() in data]


async def kill_during_forget(folder: Path, kills: int, port: int, per_round: int = 40) -> dict:
    db = folder / "forget.db"
    server = Server(db, port, folder)
    rng = random.Random(9)
    secrets: dict[int, str] = {}
    acked: set[int] = set()
    left_after_restart = 0
    checked_after_restart = 0
    async with aiohttp.ClientSession() as session:
        await server.start()
        for _ in range(kills * per_round):
            message_id = next_id()
            secrets[message_id] = f"fgt{message_id:x}zz"
            body = ingest_body(message_id, f"confidential {secrets[message_id]} do not keep " + "pad " * 50)
            async with session.post(server.url + "/ingest", json=body, headers=SERVICE) as resp:
                assert resp.status == 200, await resp.text()
        # Some live ingest keeps the writer busy while forgets run.
        pending = list(secrets)
        for _ in range(kills):
            batch, pending = pending[:per_round], pending[per_round:]

            async def forget_all(batch: list[int] = batch) -> None:
                for message_id in batch:
                    try:
                        async with session.post(server.url + "/forget", headers=SERVICE,
                                                json={"channel_id": str(CHANNEL), "message_id": str(message_id)},
                                                timeout=aiohttp.ClientTimeout(total=15)) as resp:
                            if resp.status == 200:
                                acked.add(message_id)
                    except (TimeoutError, aiohttp.ClientError, ConnectionError):
                        return

            task = asyncio.create_task(forget_all())
            await asyncio.sleep(rng.uniform(0.05, 0.6))
            server.kill9()
            await task
            await server.start()            # start-up finishes interrupted purges
            words = [secrets[m] for m in acked]
            checked_after_restart = len(words)
            left_after_restart = len(file_holds(db, words))
            if left_after_restart:
                break
        # Retry every forget that was not acknowledged; then all must be gone.
        latencies = []
        for message_id in secrets:
            if message_id in acked:
                continue
            started = time.perf_counter()
            async with session.post(server.url + "/forget", headers=SERVICE,
                                    json={"channel_id": str(CHANNEL), "message_id": str(message_id)}) as resp:
                if resp.status == 200:
                    acked.add(message_id)
            latencies.append(time.perf_counter() - started)
        latencies.sort()
        left_while_running = len(file_holds(db, list(secrets.values())))
        exit_s = server.sigterm()
    left_after_exit = len(file_holds(db, list(secrets.values())))
    return {"kills": kills, "forgets": len(secrets), "acknowledged_before_kills": checked_after_restart,
            "words_left_after_restart": left_after_restart, "acknowledged_after_retry": len(acked),
            "words_left_running": left_while_running, "words_left_after_exit": left_after_exit,
            "forget_ms_p50": round(latencies[len(latencies) // 2] * 1000, 1) if latencies else None,
            "forget_ms_max": round(latencies[-1] * 1000, 1) if latencies else None,
            "sigterm_exit_s": round(exit_s, 2) if exit_s is not None else None}


# -- a full disk ------------------------------------------------------------------------

async def full_disk(folder: Path, port: int, size_mb: int = 24) -> dict:
    mount = folder / "tmpfs"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_mb}m", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return {"skipped": f"mount failed: {done.stderr.strip()[:120]}"}
    try:
        db = mount / "full.db"
        server = Server(db, port, folder)
        server.log = folder / "full-serve.log"
        await server.start()
        filler = mount / "filler"
        # Leave a few MB for the store, then fill the rest so the disk runs out quickly.
        free = shutil.disk_usage(mount).free
        with open(filler, "wb") as handle:
            handle.write(b"\0" * max(0, free - 6 * 1024 * 1024))
        acked: list[int] = []
        statuses: dict = {}
        first_full_s = None
        started = time.monotonic()
        async with aiohttp.ClientSession() as session:
            stop = asyncio.Event()
            posters = [asyncio.create_task(post_until_stopped(session, server.url, acked, stop, statuses, 200))
                       for _ in range(4)]
            while time.monotonic() - started < 60 and statuses.get(507, 0) < 200:
                await asyncio.sleep(0.2)
                if first_full_s is None and statuses.get(507):
                    first_full_s = time.monotonic() - started
            stop.set()
            await asyncio.gather(*posters)
            acked_while_filling = len(acked)
            async with session.get(server.url + "/health") as resp:
                health_full = (resp.status, (await resp.json())["status"])
            async with session.get(server.url + "/metrics") as resp:
                gauge = [line for line in (await resp.text()).splitlines()
                         if line.startswith("channel_memory_store_full ")]
            async with session.post(server.url + "/ingest", json=ingest_body(next_id(), "while full"),
                                    headers=SERVICE) as resp:
                full_answer = (resp.status, (await resp.json()).get("error"), resp.headers.get("Retry-After"))
            await asyncio.sleep(3)          # the digest loop ticks against the full disk too
            filler.unlink()                 # space frees
            recovered = None
            for _ in range(50):
                message_id = next_id()
                async with session.post(server.url + "/ingest", json=ingest_body(message_id, "after space freed"),
                                        headers=SERVICE) as resp:
                    if resp.status == 200:
                        acked.append(message_id)
                        recovered = True
                        break
                await asyncio.sleep(0.2)
            async with session.get(server.url + "/health") as resp:
                health_after = (await resp.json())["status"]
            # Full again, then SIGTERM while full: the process must still exit.
            with open(filler, "wb") as handle:
                handle.write(b"\0" * max(0, shutil.disk_usage(mount).free - 64 * 1024))
            stop = asyncio.Event()
            posters = [asyncio.create_task(post_until_stopped(session, server.url, acked, stop, statuses, 200))
                       for _ in range(2)]
            await asyncio.sleep(2)
            exit_s = server.sigterm()
            stop.set()
            await asyncio.gather(*posters)
        log_text = server.log.read_text(errors="replace")
        log_lines = log_text.count("\n")
        tracebacks = log_text.count("Traceback") + log_text.count('"exc_info"')
        full_lines = log_text.count("store full")
        filler.unlink()
        conn = db_view(db)
        try:
            present = {row[0] for row in conn.execute("SELECT message_id FROM messages")}
        finally:
            conn.close()
        return {"tmpfs_mb": size_mb, "acknowledged": len(acked), "acknowledged_while_filling": acked_while_filling,
                "lost": sum(1 for m in acked if m not in present), "statuses": statuses,
                "first_507_after_s": round(first_full_s, 2) if first_full_s else None,
                "answer_while_full": full_answer, "health_while_full": health_full, "store_full_gauge": gauge,
                "log_lines": log_lines, "store_full_log_lines": full_lines, "tracebacks_logged": tracebacks,
                "recovered_after_space_freed": recovered, "health_after_recovery": health_after,
                "sigterm_exit_s_while_full": round(exit_s, 2) if exit_s is not None else None}
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


# -- WAL under load ---------------------------------------------------------------------

async def wal_under_load(folder: Path, port: int, seconds: float) -> dict:
    db = folder / "wal.db"
    server = Server(db, port, folder)
    await server.start()
    wal = Path(f"{db}-wal")
    sizes: list[int] = []
    acked: list[int] = []
    statuses: dict = {}
    reads = 0

    async def reader(session: aiohttp.ClientSession, stop: asyncio.Event) -> None:
        nonlocal reads
        while not stop.is_set():
            async with session.get(server.url + "/channel-awareness", params={"channels": str(CHANNEL)},
                                   headers=AGENT) as resp:
                await resp.read()
                reads += 1

    async with aiohttp.ClientSession() as session:
        stop = asyncio.Event()
        tasks = [asyncio.create_task(post_until_stopped(session, server.url, acked, stop, statuses))
                 for _ in range(8)]
        tasks += [asyncio.create_task(reader(session, stop)) for _ in range(4)]
        started = time.monotonic()
        while time.monotonic() - started < seconds:
            await asyncio.sleep(1)
            sizes.append(wal.stat().st_size if wal.exists() else 0)
        stop.set()
        await asyncio.gather(*tasks)
        # Idle: the WAL is truncated once the digest's window build (which pins it) ends.
        idle_started = time.monotonic()
        idle = wal.stat().st_size if wal.exists() else 0
        while time.monotonic() - idle_started < 45 and idle > 1024 * 1024:
            await asyncio.sleep(1)
            idle = wal.stat().st_size if wal.exists() else 0
        idle_s = time.monotonic() - idle_started
    exit_s = server.sigterm()
    mb = 1024 * 1024
    return {"seconds": seconds, "ingested": len(acked), "feed_reads": reads, "wal_max_mb": round(max(sizes) / mb, 1),
            "wal_end_of_load_mb": round(sizes[-1] / mb, 1), "wal_idle_mb": round(idle / mb, 1),
            "wal_idle_after_s": round(idle_s, 1),
            "wal_samples_mb": [round(size / mb) for size in sizes[::5]],
            "db_mb": round(db.stat().st_size / mb, 1),
            "sigterm_exit_s": round(exit_s, 2) if exit_s is not None else None}


async def main_async(args: argparse.Namespace) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="cm-faults-"))
    results: dict = {"machine": machine()}
    try:
        if not args.only or "ingest" in args.only:
            results["kill9_ingest"] = await kill_during_ingest(folder, args.kills, args.port)
            print(json.dumps({"kill9_ingest": results["kill9_ingest"]}), flush=True)
        if not args.only or "forget" in args.only:
            results["kill9_forget"] = await kill_during_forget(folder, args.kills, args.port + 1)
            print(json.dumps({"kill9_forget": results["kill9_forget"]}), flush=True)
        if not args.skip_disk and (not args.only or "disk" in args.only):
            results["full_disk"] = await full_disk(folder, args.port + 2)
            print(json.dumps({"full_disk": results["full_disk"]}), flush=True)
        if not args.only or "wal" in args.only:
            results["wal"] = await wal_under_load(folder, args.port + 3, args.wal_seconds)
            print(json.dumps({"wal": results["wal"]}), flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
        else:
            print(f"kept {folder}", file=sys.stderr)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=12)
    parser.add_argument("--wal-seconds", type=float, default=60.0)
    parser.add_argument("--port", type=int, default=18790)
    parser.add_argument("--skip-disk", action="store_true")
    parser.add_argument("--only", nargs="*", choices=["ingest", "forget", "disk", "wal"])
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder (databases, logs)")
    args = parser.parse_args(argv)
    results = asyncio.run(main_async(args))
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
