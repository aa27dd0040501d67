"""Cached awareness throughput against an aiohttp hello-world serving the same bytes, same run.

    .venv/bin/python -m bench.serve_throughput [--seconds 10] [--connections 32]

1. builds a store (bench/load_feed.py's: 4 labelled desk days + bulk history, digested);
2. starts the real `channel-memory serve` (JSON logs at INFO, digest loop on) on
   127.0.0.1, fetches one awareness feed, and starts the baseline: a bare aiohttp app in
   its own process answering every GET with those same bytes (`text/plain; charset=utf-8`,
   no access log);
3. drives each in turn with the same closed-loop client (bench/httpload.py, in this
   process, keep-alive, `--connections` at once) for `--seconds`, first the baseline,
   `--rounds` times (baseline, sidecar, baseline, sidecar, ...): on a shared machine the
   speed drifts between runs, and a round compares two runs seconds apart;
4. prints req/s, p50/p99 and the server's CPU per request for both in every round, each
   round's ratio and their median (target: cached awareness >= 50 % of the baseline's req/s).

Loopback only; every phase is bounded in time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import machine
from bench.httpload import closed_loop, encode, pct
from bench.load_feed import AGENT, AGENT_TOKEN, CHANNELS, build_store, free_port, start_server, wait_ready

ROOT = Path(__file__).resolve().parent.parent


def cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def hello(port: int, body_file: Path) -> None:
    """The baseline server: the same bytes for every GET, nothing else."""
    from aiohttp import web

    body = body_file.read_bytes()

    async def handler(request: web.Request) -> web.Response:
        return web.Response(body=body, content_type="text/plain", charset="utf-8")

    app = web.Application()
    app.router.add_get("/{tail:.*}", handler)
    web.run_app(app, host="127.0.0.1", port=port, access_log=None, print=None)


async def fetch(port: int, path: str, headers: dict) -> bytes:
    import aiohttp

    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}{path}",
                                                                  headers=headers) as resp:
        assert resp.status == 200, resp.status
        return await resp.read()


def drive(name: str, port: int, pid: int, raw: bytes, args) -> dict:
    before = cpu_s(pid)
    tally, seconds = asyncio.run(closed_loop("127.0.0.1", port, lambda i: (name, raw),
                                             connections=args.connections, seconds=args.seconds))
    used = cpu_s(pid) - before
    values = tally.latency[name]
    ok = tally.statuses[name].get(200, 0)
    return {"requests": len(values), "ok": ok, "other_status": len(values) - ok,
            "errors": sum(tally.errors.values()), "req_per_s": round(len(values) / seconds),
            "p50_ms": round(pct(values, .5) * 1000, 2), "p99_ms": round(pct(values, .99) * 1000, 2),
            "server_cpu_us_per_req": round(used / max(1, len(values)) * 1e6, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--history", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--hello", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.hello:
        hello(int(args.hello[0]), Path(args.hello[1]))
        return 0
    if not 0 < args.seconds <= 120 or not 0 < args.connections <= 512 or not 0 < args.rounds <= 20:
        parser.error("bounds: 0 < seconds <= 120, connections <= 512, rounds <= 20")
    with tempfile.TemporaryDirectory(prefix="serve-throughput-") as tmp:
        workdir = Path(tmp)
        db = workdir / "t.db"
        print("building store ...", file=sys.stderr)
        build_store(db, history=args.history, seed=7)
        port, hello_port = free_port(), free_port()
        server = start_server(workdir, db, port, "5s")
        baseline = None
        try:
            asyncio.run(wait_ready(f"http://127.0.0.1:{port}", server))
            headers = {"Authorization": f"Bearer {AGENT_TOKEN}", "X-Claw-ID": AGENT, "X-Claw-Pod": "bench",
                       "Accept": "text/plain, text/markdown, application/json"}
            path = f"/channel-awareness?channels={','.join(CHANNELS[:2])}&since=24h"
            body = asyncio.run(fetch(port, path, headers))
            (workdir / "body.txt").write_bytes(body)
            baseline = subprocess.Popen([sys.executable, "-m", "bench.serve_throughput", "--hello", str(hello_port),
                                         str(workdir / "body.txt")], cwd=str(ROOT))
            deadline = time.monotonic() + 20
            while True:
                try:
                    assert asyncio.run(fetch(hello_port, path, {})) == body
                    break
                except Exception:  # not up yet
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.2)
            raw = encode("GET", path, "127.0.0.1", headers)
            rounds = []
            for number in range(1, args.rounds + 1):
                print(f"feed body {len(body)} bytes; round {number}/{args.rounds}: the baseline, then the sidecar ...",
                      file=sys.stderr)
                rounds.append({"hello-world (same bytes)": drive("baseline", hello_port, baseline.pid, raw, args),
                               "cached /channel-awareness": drive("awareness", port, server.pid, raw, args)})
        finally:
            for proc in (server, baseline):
                if proc is not None:
                    proc.terminate()
                    try:
                        proc.wait(timeout=15)
                    except subprocess.TimeoutExpired:
                        proc.kill()
    ratios = [r["cached /channel-awareness"]["req_per_s"] / r["hello-world (same bytes)"]["req_per_s"] for r in rounds]
    ratio = statistics.median(ratios)
    if args.json:
        print(json.dumps({"body_bytes": len(body), "rounds": rounds, "ratios": [round(r, 3) for r in ratios],
                          "ratio": round(ratio, 3), "machine": machine()}, indent=2))
        return 0
    print(f"closed loop, {args.connections} keep-alive connections, {args.seconds:.0f} s each, feed body "
          f"{len(body):,} bytes, {args.rounds} rounds")
    print(f"{'round':>5} {'server':>28} {'req/s':>8} {'p50':>8} {'p99':>8} {'CPU/req':>9} {'non-200':>7} {'errors':>6}")
    for number, rows in enumerate(rounds, start=1):
        for name, r in rows.items():
            print(f"{number:>5} {name:>28} {r['req_per_s']:>8,} {r['p50_ms']:>6.2f}ms {r['p99_ms']:>6.2f}ms"
                  f" {r['server_cpu_us_per_req']:>7.1f}µs {r['other_status']:>7} {r['errors']:>6}")
    print("cached awareness / hello-world, by round: " + ", ".join(f"{r:.0%}" for r in ratios))
    print(f"median: {ratio:.0%} (target >= 50 %: {'met' if ratio >= 0.5 else 'MISSED'})")
    print(f"machine: {machine()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
