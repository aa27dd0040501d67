"""A small HTTP/1.1 load client for the benchmarks: loopback only, bounded in time and count.

Two modes, both over keep-alive connections with a lean asyncio Protocol (an aiohttp
client costs more CPU per request than the server it measures):

* closed loop (`closed_loop`): `connections` clients, each sending its next request as
  soon as the last answer arrived, for `seconds`: the server's saturated throughput;
* open loop (`open_loop`): requests scheduled at a fixed total rate whatever the answers
  do (a late answer does not delay the next request), each on a free connection of a
  bounded pool: latency as users see it, including queueing (no coordinated omission:
  latency counts from the scheduled time).

Every request is `(method, path, headers, body)`; answers are parsed just enough (status,
Content-Length) to count them. Used by bench/serve_throughput.py and bench/load_feed.py.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

LOOPBACK = ("127.0.0.1", "localhost", "::1")
MAX_SECONDS = 600


def check_loopback(host: str) -> None:
    if host not in LOOPBACK:
        raise SystemExit(f"loopback only: refusing to load {host!r}")


def encode(method: str, path: str, host: str, headers: dict[str, str] | None = None, body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class _Conn(asyncio.Protocol):
    """One keep-alive connection; `request()` sends and resolves with (status, body length)."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.waiter: asyncio.Future | None = None
        self.need: int | None = None
        self.status = 0
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport) -> None:
        self.transport = transport

    def connection_lost(self, exc) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(ConnectionError("connection closed"))
        if not self.closed.done():
            self.closed.set_result(None)

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if self.need is None:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buffer[:end]).decode("latin-1")
            self.status = int(head.split(" ", 2)[1])
            length = 0
            for line in head.split("\r\n")[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            del self.buffer[:end + 4]
            self.need = length
        if len(self.buffer) >= self.need:
            size = self.need
            del self.buffer[:size]
            self.need = None
            if self.waiter is not None and not self.waiter.done():
                self.waiter.set_result((self.status, size))

    def request(self, raw: bytes) -> asyncio.Future:
        self.waiter = asyncio.get_running_loop().create_future()
        self.transport.write(raw)
        return self.waiter


async def connect(host: str, port: int) -> _Conn:
    _, proto = await asyncio.get_running_loop().create_connection(_Conn, host, port)
    return proto


@dataclass
class Tally:
    latency: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    statuses: dict[str, dict[int, int]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    samples: list[str] = field(default_factory=list)
    sent: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    body_bytes: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    # Open loop: (scheduled time, latency) per answer, to see when in a run answers got slow.
    timeline: dict[str, list[tuple[float, float]]] = field(default_factory=lambda: defaultdict(list))
    started_at: float | None = None      # wall clock at the schedule's zero (set by the caller)

    def error(self, name: str, what: str) -> None:
        self.errors[name] += 1
        if len(self.samples) < 10:
            self.samples.append(f"{name}: {what}"[:200])


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def by_slot(points: list[tuple[float, float]], slot_s: float) -> list[dict]:
    """p50/p99/max latency (ms) of the answers scheduled in each `slot_s` of an open-loop run."""
    slots: dict[int, list[float]] = defaultdict(list)
    for at, took in points:
        slots[int(at // slot_s)].append(took)
    return [{"from_s": i * slot_s, "n": len(v), "p50_ms": round(pct(v, .5) * 1000, 1),
             "p99_ms": round(pct(v, .99) * 1000, 1), "max_ms": round(max(v) * 1000, 1)}
            for i, v in sorted(slots.items())]


async def closed_loop(host: str, port: int, make: Callable[[int], tuple[str, bytes]], *, connections: int,
                      seconds: float, warmup_s: float = 1.0) -> tuple[Tally, float]:
    """Each connection sends `make(i)` again and again; counts only after `warmup_s`."""
    check_loopback(host)
    seconds = min(seconds, MAX_SECONDS)
    tally = Tally()
    conns = [await connect(host, port) for _ in range(connections)]
    loop = asyncio.get_running_loop()
    begin = loop.time() + warmup_s
    end = begin + seconds

    async def run(conn: _Conn, seed: int) -> None:
        i = seed
        while True:
            now = loop.time()
            if now >= end:
                return
            name, raw = make(i)
            i += connections
            started = time.perf_counter()
            try:
                status, size = await conn.request(raw)
            except ConnectionError as exc:
                tally.error(name, str(exc))
                return
            if now >= begin:
                tally.latency[name].append(time.perf_counter() - started)
                tally.statuses[name][status] += 1

    await asyncio.gather(*(run(c, i) for i, c in enumerate(conns)))
    for conn in conns:
        conn.transport.close()
    return tally, seconds


async def open_loop(host: str, port: int, schedule: list[tuple[float, str, bytes]], *, pool: int,
                    tally: Tally, timeout_s: float = 10.0) -> None:
    """Send each (at_s, name, raw) at its time on a free connection (a new one if none is free,
    up to `pool`); latency counts from the scheduled time, so queueing is included."""
    check_loopback(host)
    loop = asyncio.get_running_loop()
    free: list[_Conn] = []
    opened = 0
    slots = asyncio.Semaphore(pool)
    start = loop.time()
    tasks: set[asyncio.Task] = set()

    async def one(at: float, name: str, raw: bytes) -> None:
        nonlocal opened
        async with slots:
            conn = None
            try:
                if free:
                    conn = free.pop()
                else:
                    opened += 1
                    conn = await connect(host, port)
                status, size = await asyncio.wait_for(conn.request(raw), timeout_s)
            except (TimeoutError, ConnectionError, OSError) as exc:
                tally.error(name, f"{type(exc).__name__}: {exc}")
                if conn is not None and conn.transport is not None:
                    conn.transport.close()
                return
            took = loop.time() - (start + at)
            tally.latency[name].append(took)
            tally.timeline[name].append((at, took))
            tally.statuses[name][status] += 1
            tally.body_bytes[name].append(size)
            free.append(conn)

    for at, name, raw in schedule:
        delay = start + at - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        tally.sent[name] += 1
        task = asyncio.create_task(one(at, name, raw))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    if tasks:
        await asyncio.wait(tasks, timeout=timeout_s + 5)
    for conn in free:
        conn.transport.close()
