"""Admission control: reads can never starve ingest, and overload is a fast 503, not a slow 200.

Two lanes, each with its own bound, so neither waits behind the other:

* **ingest** (`/ingest`, `/forget`): a deep queue. Writes go to the one writer through
  the group commit (feed.adapter.IngestQueue) and never wait for a read slot. Past
  `ingest_queue` calls in flight the caller gets 503 `overloaded` with Retry-After
  (a wall retries; memory stays bounded).
* **read** (channel-context tails, channel tools, adapter reads): `read_slots` run at
  once (SQLite readers and the GIL are the limit: more at once only queue inside), up to
  `read_queue` more wait; past that, or after waiting `read_wait_s`, the answer is an
  immediate 503 with Retry-After. A reply that cllama gets in 5 s counts as unavailable
  anyway (its fetch timeout is 3 s): better to say so at once and keep the CPU for ingest.

* **feed** (`/channel-awareness`): only a bound on requests in flight, no queue: a cache
  hit costs microseconds, and renders are bounded by the feed cache's own slots and
  queue (feed.cache); past `feed_in_flight` the event loop itself has become the queue.

Health, metrics and openapi are never gated.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from aiohttp import web

from feed.common import ApiError

READ = "read"
INGEST = "ingest"
FEED = "feed"

# Endpoint names (feed.common.endpoint) -> lane; anything else is not gated.
LANES: dict[str, str] = {
    "ingest": INGEST, "forget": INGEST,
    "channel-context": READ, "search_channel_context": READ, "get_channel_messages": READ,
    "digest": READ, "search": READ, "source-messages": READ,
    "channel-awareness": FEED,
}


@dataclass(frozen=True)
class Limits:
    read_slots: int = 2
    read_queue: int = 32
    read_wait_s: float = 1.0
    ingest_queue: int = 4096
    # Awareness feeds in flight (hits included): past this the event loop itself is the
    # queue, and every answer would be late; renders have their own bound (feed.cache).
    feed_in_flight: int = 256
    retry_after_s: int = 1


class Lane:
    """A semaphore with a bounded wait queue and a bounded wait."""

    def __init__(self, name: str, slots: int, queue: int, wait_s: float | None, retry_after_s: int):
        self.name = name
        self.slots = slots
        self.limit = slots + queue
        self.wait_s = wait_s
        self.retry_after_s = retry_after_s
        self.active = 0               # admitted: running or waiting for a slot
        self.rejected = 0
        self._sem = asyncio.Semaphore(slots)

    def _refuse(self) -> ApiError:
        self.rejected += 1
        return ApiError(503, "overloaded", f"too many {self.name} requests in flight; retry shortly",
                        headers={"Retry-After": str(self.retry_after_s)})

    async def run(self, handler, request: web.Request) -> web.StreamResponse:
        if self.active >= self.limit:
            raise self._refuse()
        self.active += 1
        try:
            if self.limit == self.slots:
                # No queue: what is admitted runs at once (a slot is free whenever
                # active < limit), so the count alone is the bound.
                return await handler(request)
            if self.wait_s is None:
                async with self._sem:
                    return await handler(request)
            try:
                await asyncio.wait_for(self._sem.acquire(), self.wait_s)
            except TimeoutError:
                raise self._refuse() from None
            try:
                return await handler(request)
            finally:
                self._sem.release()
        finally:
            self.active -= 1


class Admission:
    def __init__(self, limits: Limits = Limits()):
        self.limits = limits
        self.lanes = {
            READ: Lane(READ, limits.read_slots, limits.read_queue, limits.read_wait_s, limits.retry_after_s),
            # Ingest is not limited in concurrency (the group commit batches it), only in depth.
            INGEST: Lane(INGEST, limits.ingest_queue, 0, None, limits.retry_after_s),
            FEED: Lane(FEED, limits.feed_in_flight, 0, None, limits.retry_after_s),
        }

    def lane_for(self, endpoint_name: str | None) -> Lane | None:
        lane = LANES.get(endpoint_name or "")
        return self.lanes[lane] if lane else None


ADMISSION_KEY = web.AppKey("admission", Admission)
