"""The one feed cache: rendered feed bytes by data version, bounded by bytes, never erased text.

What a render depends on is its key: the endpoint, the channels the request may read
(after the allowlist, never the agent), since, kind, deterministic_only, and the
*variant* (limit, max_chars; see `variant`). An entry holds the encoded body and the few
numbers telemetry needs, nothing else, so the cache costs what it serves.

Freshness comes from the store's `WriteWatermark` (memory/watermark.py), not from SQL:

* **hit**: no channel of the key was written since the render began (the watermark's
  per-channel `data_versions`: writes to other channels leave it current), or the entry is
  younger than `refresh_s` (a busy channel's version moves every few milliseconds, so a
  new message may show up about a second late; cllama caches a feed 60 s anyway);
* **stale**: its channels were written and the entry is older than that: it is served at once
  and one background refresh runs for the key (single flight), so callers get the
  newest finished bytes instead of waiting for a render;
* **miss** / **shared**: no usable entry: the caller renders, or waits for the one render
  in flight for its key;
* **erased**: an entry (or a render in flight) that began before a channel of its key
  had an erasure is never served: it is dropped and a render that began after the
  erasure answers instead. The epoch moves on the writer thread before the erasing write
  returns, so this holds for every poll that starts after the acknowledgement.

Renders are CPU-bound and share the GIL: `render_slots` at a time, `render_queue` more
may wait; past that a caller with a clean older entry gets it (stale), and one without
gets `Overloaded` (a fast 503 with Retry-After) instead of a slow answer. Background
refreshes never queue behind callers: one starts only into a free slot, and only while
renders have taken less than `render_share` of the recent time (they hold the GIL; the
event loop and ingest keep the rest), so under load a feed gets older, not slower. A
refresh turned away is remembered, and when there is room the one that has waited
longest for what it costs runs first (`_kick`): under a flood into some channels, a quiet
channel's cheap feed is not left waiting behind every busy channel set.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from memory.render.awareness import (
    KIND_DIGEST,
    PART_SLIDE_MS,
    ChannelDigest,
    ChannelMessages,
    DigestPart,
    FeedRequest,
    MessagePart,
    load_channel_digest,
    load_channel_messages,
)
from memory.watermark import WriteWatermark

log = logging.getLogger("channel_memory.feed.cache")

# Fixed cost of an entry beyond its body (key, stats, bookkeeping), for the byte bound.
ENTRY_OVERHEAD = 600
# max_chars is served from the nearest rendered budget at or below it: 512 B steps up to
# 4 KiB, then 1 KiB steps, then 4 KiB steps -- at most ~20 variants per base key.
_LADDER = tuple(sorted({*range(512, 4096, 512), *range(4096, 16384, 1024), *range(16384, 1 << 20, 4096)}))


class Overloaded(Exception):
    """No render slot within the bounded queue and nothing clean to serve instead."""

    def __init__(self, retry_after_s: float):
        super().__init__("feed renders are saturated")
        self.retry_after_s = retry_after_s


@dataclass(frozen=True, slots=True)
class FeedStats:
    """What telemetry needs of a served feed (channel_context_op fields)."""
    kind: str
    status: str
    retained: int = 0
    returned: int = 0
    omitted: int = 0
    raw_bytes: int = 0
    digest_bytes: int = 0
    digest_blocks: int = 0
    coverage_gaps: int = 0
    deterministic_only: bool = True     # part of the cache key, so the same for every request it serves


_serials = itertools.count(1)


@dataclass(slots=True)
class Entry:
    body: Any                    # the encoded feed, or (for a layout entry) the layout
    stats: FeedStats | None
    version: tuple[int, ...]     # data versions of the key's channels when the render began
    erasures: int                # the watermark's erasure count when the render began
    epochs: tuple[int, ...]      # erasure epochs of the key's channels when the render began
    born: float                  # monotonic, when the render began
    fresh_s: float               # reused as is for this long even if the version moved
    size: int = 0                # bytes held, for the bound
    serial: int = 0              # which render this is (a fitted entry names its layout's)
    took: float = 0.0            # seconds the render took: what refreshing it will cost


def size_of(value: Any) -> int:
    if isinstance(value, (bytes, bytearray)):
        return len(value) + ENTRY_OVERHEAD
    return int(getattr(value, "nbytes", 4096)) + ENTRY_OVERHEAD


# A render returns its value and the telemetry stats (None for a layout).
Render = Callable[[], Awaitable[tuple[Any, FeedStats | None]]]
Fit = Callable[[Any, "Variant"], tuple[bytes, FeedStats]]


@dataclass(frozen=True, slots=True)
class Variant:
    limit: int | None
    max_chars: int | None


def variant(limit: int | None, max_chars: int | None) -> Variant:
    """The seam between a request's (limit, max_chars) and the fitted bytes that serve it.

    One layout per base key serves every variant (memory.render.awareness.fit selects
    whole lines for the budget); each distinct variant is fitted once per layout and its
    bytes cached. Fitting costs a few milliseconds of the event loop, so the number of
    variants is kept small: max_chars rounds down to a step of `_LADDER` (the body then
    fits a budget a little under the one asked, never over it).
    """
    if max_chars is not None:
        index = _bisect_right(_LADDER, max_chars) - 1
        max_chars = _LADDER[index] if index >= 0 else max_chars
    return Variant(limit, max_chars)


def budget_rungs(low: int, high: int) -> tuple[int, ...]:
    """The `max_chars` values `variant` rounds to, between `low` and `high` inclusive."""
    return tuple(b for b in _LADDER if low <= b <= high)


def _bisect_right(values: tuple[int, ...], x: int) -> int:
    lo, hi = 0, len(values)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < values[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


@dataclass(slots=True)
class _Wanted:
    """A refresh turned away (render slot busy, or the render share spent), kept so that it
    runs when there is room instead of waiting for a caller to come at a free moment."""
    channels: tuple[int, ...]
    render: Render
    parent: Entry | None
    since: float                 # monotonic, first turned away
    last: float                  # monotonic, last asked for


# Refreshes remembered at most; past it the longest-unasked ones are forgotten.
WANTED_MAX = 512


class _Flight:
    __slots__ = ("future", "epochs", "erasures", "serial")

    def __init__(self, future: asyncio.Future, epochs: tuple[int, ...], erasures: int, serial: int = 0):
        self.future, self.epochs, self.erasures, self.serial = future, epochs, erasures, serial


class FeedCache:
    def __init__(self, watermark: WriteWatermark, *, refresh_ms: int = 1000, stale_ms: int = 15_000,
                 revalidate_ms: int = 30_000, max_bytes: int = 8 << 20, render_slots: int = 1,
                 render_queue: int = 64, cost_factor: float = 10.0, retry_after_s: float = 1.0,
                 render_share: float = 0.35):
        """`refresh_ms` 0: nothing is reused across requests (concurrent identical ones still
        share a render). `revalidate_ms`: even with no write seen, an entry is re-rendered
        after this long (the window slides with the clock; writers in other processes).
        `cost_factor`: an entry stays fresh for at least that many times its render time, so
        renders stay a bounded share of the CPU when they are slow."""
        self.watermark = watermark
        self.refresh_s = max(0, refresh_ms) / 1000
        self.enabled = refresh_ms > 0
        self.stale_s = max(self.refresh_s, stale_ms / 1000)
        self.revalidate_s = max(self.refresh_s, revalidate_ms / 1000)
        self.max_bytes = max_bytes
        self.cost_factor = cost_factor
        self.retry_after_s = retry_after_s
        self.render_queue = render_queue
        self.render_share = min(1.0, max(0.05, render_share))
        self._refresh_after = 0.0
        self.bytes = 0
        self.counts: dict[str, int] = {}
        self._entries: OrderedDict[tuple, Entry] = OrderedDict()
        self._inflight: dict[tuple, _Flight] = {}
        # Budgets fitted (or being fitted) per (base key, limit): where `_nearest` looks.
        self._budgets: dict[tuple, set[int | None]] = {}
        self._background: set[asyncio.Task] = set()
        # Refreshes turned away, run later cheapest-for-their-wait first (see `_kick`).
        self._wanted: dict[tuple, _Wanted] = {}
        self._kick_handle: asyncio.TimerHandle | None = None
        self._slots = asyncio.Semaphore(render_slots)
        self._waiting = 0
        self.digest = ChannelDigestCache(watermark, enabled=self.enabled, share_s=self.refresh_s / 2)
        # Entries of an erased channel are never served (`_clean`); they are also dropped at
        # once, so the text leaves memory before the erasure is acknowledged.
        self._loop: asyncio.AbstractEventLoop | None = None
        watermark.on_erasure(self._erased)

    def _erased(self, channels: frozenset[int]) -> None:
        """On the writer thread, before the erasing write returns: the drop runs on the
        event loop ahead of the coroutine that awaits that write (callbacks run in order)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.drop_channels, set(channels))

    # -- the hot path -----------------------------------------------------------------
    async def get(self, key: tuple, channels: tuple[int, ...], render: Render) -> tuple[Entry, str]:
        """The bytes for `key`, and how they were obtained (hit/stale/shared/miss)."""
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        for _ in range(4):
            entry = self._entries.get(key)
            if entry is not None:
                if not self._clean(entry, channels):
                    self._drop(key)
                    entry = None
                else:
                    age = time.monotonic() - entry.born
                    if self._current(entry, channels, age):
                        self._entries.move_to_end(key)
                        return entry, "hit"
                    if age < self.stale_s:
                        self._refresh(key, channels, render)
                        return entry, "stale"
            flight = self._inflight.get(key)
            if flight is not None and self._flight_clean(flight, channels):
                try:
                    found, how = await asyncio.shield(flight.future), "shared"
                except asyncio.CancelledError:
                    if not flight.future.cancelled():
                        raise                 # this request itself was cancelled
                    continue                  # the render went away: try again
            else:
                if self._waiting >= self.render_queue:
                    older = self._entries.get(key)
                    if older is not None and self._clean(older, channels):
                        return older, "stale"
                    raise Overloaded(self.retry_after_s)
                found, how = await self._render(key, channels, render), "miss"
            if self._clean(found, channels):
                return found, how
            # An erasure landed while this render ran: its snapshot may hold the text.
        raise Overloaded(self.retry_after_s)

    def _current(self, entry: Entry, channels: tuple[int, ...], age: float) -> bool:
        """Served as it is (a hit): fresh, or within revalidation with no write to its channels since."""
        return age < entry.fresh_s or (age < self.revalidate_s
                                       and entry.version == self.watermark.data_versions(channels))

    def fitted_hit(self, base: tuple, fitting: Variant, channels: tuple[int, ...],
                   canonical: Callable[[Any, Variant], Variant] | None = None) -> Entry | None:
        """`get_fitted`'s answer when it is a plain hit (a current, clean layout and this
        variant fitted from it), without a coroutine: what almost every poll gets. None:
        ask `get_fitted`."""
        layout = self._entries.get(("layout", *base))
        if layout is None or not self._clean(layout, channels) \
                or not self._current(layout, channels, time.monotonic() - layout.born):
            return None
        if canonical is not None:
            fitting = canonical(layout.body, fitting)
        key = ("fitted", *base, fitting)
        fitted = self._entries.get(key)
        if fitted is None or fitted.serial != layout.serial or not self._clean(fitted, channels):
            return None
        self._entries.move_to_end(("layout", *base))
        self._entries.move_to_end(key)
        return fitted

    async def get_fitted(self, base: tuple, fitting: Variant, channels: tuple[int, ...], build: Render,
                         fit: Fit, canonical: Callable[[Any, Variant], Variant] | None = None, *,
                         nearest: bool = True) -> tuple[Entry, str]:
        """Bytes for one variant of `base`: the layout by `get` (freshness, single flight,
        erasure), then `fit(layout, fitting)` once per layout and variant, on a worker
        thread (a fit can take tens of milliseconds: the event loop keeps serving hits).
        When the layout moved on, the variant's bytes from the previous layout are served
        while one refit runs -- never across an erasure of its channels.

        `canonical(layout, fitting)` may map a variant to an equivalent one (a budget at or
        above what the layout ever fills is the default feed), so equal bytes are fitted once.
        A variant never fitted yet ("nearest") is served the fitted bytes of the same layout
        for the largest smaller budget (within the budget asked, whole lines, only less of
        them) while its own fit runs in the background: a cold start of many budgets costs
        one fit per new smallest budget, not one per budget, before everyone is answered.
        `nearest` False: wait for the variant's own fit instead (the start-up warm)."""
        layout, how = await self.get(("layout", *base), channels, build)
        if canonical is not None:
            fitting = canonical(layout.body, fitting)
        key = ("fitted", *base, fitting)

        async def refit() -> tuple[bytes, FeedStats]:
            return await asyncio.to_thread(fit, layout.body, fitting)

        for _ in range(4):
            fitted = self._entries.get(key)
            if fitted is not None and self._clean(fitted, channels):
                self._entries.move_to_end(key)
                if fitted.serial == layout.serial:
                    return fitted, how
                self._refresh(key, channels, refit, parent=layout)
                return fitted, "stale"
            near = self._nearest(base, fitting, channels, layout.serial) if nearest else None
            if near is not None:
                if isinstance(near, Entry):
                    self._refresh(key, channels, refit, parent=layout, queued=True)
                    return near, "nearest"
                try:
                    found = await asyncio.shield(near.future)
                except asyncio.CancelledError:
                    if not near.future.cancelled():
                        raise
                    continue
                if self._clean(found, channels):
                    self._refresh(key, channels, refit, parent=layout, queued=True)
                    return found, "nearest"
                continue
            flight = self._inflight.get(key)
            if flight is not None and self._flight_clean(flight, channels):
                try:
                    found = await asyncio.shield(flight.future)
                except asyncio.CancelledError:
                    if not flight.future.cancelled():
                        raise
                    continue
                how = "shared"
            else:
                if self._waiting >= self.render_queue:
                    raise Overloaded(self.retry_after_s)
                self._note_budget(key)
                found, how = await self._render(key, channels, refit, parent=layout), "miss"
            if self._clean(found, channels):
                return found, how
        raise Overloaded(self.retry_after_s)

    def _note_budget(self, fitted_key: tuple) -> None:
        if len(self._budgets) >= 4096:
            self._budgets.clear()         # an index only: entries stay, `_nearest` misses once
        self._budgets.setdefault(_budget_key(fitted_key), set()).add(fitted_key[-1].max_chars)

    def _nearest(self, base: tuple, fitting: Variant, channels: tuple[int, ...], serial: int) -> Entry | _Flight | None:
        """The fitted entry (or fit in flight) of this layout with the same limit and the
        largest budget under `fitting`'s, if any (None: the budget is the default feed's)."""
        budgets = self._budgets.get(("fitted", *base, fitting.limit))
        if not budgets:
            return None
        wanted = fitting.max_chars
        below = sorted((b for b in budgets if b is not None and (wanted is None or b < wanted)), reverse=True)
        for budget in below:
            key = ("fitted", *base, Variant(fitting.limit, budget))
            entry = self._entries.get(key)
            if entry is not None and entry.serial == serial and self._clean(entry, channels):
                return entry
            flight = self._inflight.get(key)
            if flight is not None and flight.serial == serial and self._flight_clean(flight, channels):
                return flight
            if entry is None and flight is None:
                budgets.discard(budget)       # evicted: forget it
        return None

    def _clean(self, entry: Entry, channels: tuple[int, ...]) -> bool:
        """True when no channel of the entry had an erasure since its render began."""
        if entry.erasures == self.watermark.erasures:
            return True
        return entry.epochs == self.watermark.epochs(channels)

    def _flight_clean(self, flight: _Flight, channels: tuple[int, ...]) -> bool:
        return flight.erasures == self.watermark.erasures or flight.epochs == self.watermark.epochs(channels)

    # -- rendering --------------------------------------------------------------------
    def _refresh(self, key: tuple, channels: tuple[int, ...], render: Render, *, parent: Entry | None = None,
                 queued: bool = False) -> None:
        """One background render for `key`. A refresh of bytes already served (older data)
        starts only into a free slot and within the render share; `queued` (the bytes of
        another budget were served: the asked ones were never fitted) waits in the render
        queue like a caller would, so every budget gets its own fit soon."""
        if key in self._inflight:
            return                      # one refresh per key
        if queued:
            if self._waiting >= self.render_queue // 2:
                return                  # half the queue stays for callers with nothing to serve
        elif self._waiting or self._slots.locked() or time.monotonic() < self._refresh_after:
            # Only into a free slot and within the render share: remembered for then.
            self._want(key, channels, render, parent)
            return
        self._wanted.pop(key, None)

        # Claim the key before the task runs, so concurrent callers start no second refresh.
        flight = self._inflight[key] = _Flight(asyncio.get_running_loop().create_future(),
                                               *self._origin(parent, channels),
                                               parent.serial if parent is not None else 0)
        if parent is not None:
            self._note_budget(key)

        async def refresh() -> None:
            try:
                await self._render(key, channels, render, flight, parent=parent)
            except Exception:  # the older entry stays until it expires
                log.warning("background feed refresh failed", exc_info=True)
        task = asyncio.create_task(refresh(), name="feed-refresh")
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _want(self, key: tuple, channels: tuple[int, ...], render: Render, parent: Entry | None) -> None:
        now = time.monotonic()
        wanted = self._wanted.get(key)
        if wanted is None:
            if len(self._wanted) >= WANTED_MAX:
                oldest = min(self._wanted, key=lambda k: self._wanted[k].last)
                del self._wanted[oldest]
            self._wanted[key] = _Wanted(channels, render, parent, now, now)
        else:
            wanted.render, wanted.parent, wanted.last = render, parent, now
        self._schedule_kick()

    def _schedule_kick(self) -> None:
        if self._kick_handle is None and self._wanted and self._loop is not None and not self._loop.is_closed():
            delay = max(0.0, self._refresh_after - time.monotonic())
            self._kick_handle = self._loop.call_later(delay, self._kick)

    def _kick(self) -> None:
        """Start the wanted refresh that has waited longest for what it costs (highest
        response ratio first): a quiet channel's cheap feed is refreshed in about a
        second however many busy channel sets are stale around it, and a costly one still
        gets its turn as it waits. A render in flight kicks again when it ends."""
        self._kick_handle = None
        if self._waiting or self._slots.locked() or not self._wanted:
            return
        now = time.monotonic()
        if now < self._refresh_after:
            self._schedule_kick()
            return
        for key in [k for k, w in self._wanted.items() if now - w.last > self.stale_s]:
            del self._wanted[key]     # nobody asked for it lately: it expires instead
        best, best_ratio = None, -1.0
        for key, wanted in self._wanted.items():
            entry = self._entries.get(key)
            cost = max(entry.took if entry is not None and entry.took else 0.02, 0.001)
            ratio = (now - wanted.since + cost) / cost
            if ratio > best_ratio:
                best, best_ratio = key, ratio
        if best is None:
            return
        wanted = self._wanted.pop(best)
        current = self._entries.get(best)
        if wanted.parent is not None:
            if self._entries.get(_layout_key(best)) is not wanted.parent or (
                    current is not None and current.serial == wanted.parent.serial):
                self._schedule_kick()     # a refit of a layout since replaced, or done already
                return
        elif current is not None and current.version == self.watermark.data_versions(wanted.channels):
            self._schedule_kick()         # a caller's render brought it up to date meanwhile
            return
        self._refresh(best, wanted.channels, wanted.render, parent=wanted.parent)

    def _origin(self, parent: Entry | None, channels: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
        if parent is not None:
            return parent.epochs, parent.erasures
        return self.watermark.epochs(channels), self.watermark.erasures

    async def _render(self, key: tuple, channels: tuple[int, ...], render: Render,
                      flight: _Flight | None = None, *, parent: Entry | None = None) -> Entry:
        """Render into an entry. With `parent` (a fit of a layout), the entry is as old as
        the parent: its epochs are the layout's, so a fit that starts after an erasure of
        a layout read before it is still never served."""
        wm = self.watermark
        if flight is None:
            # A new flight for this key; one still running from before an erasure keeps
            # its own followers but takes no new ones.
            flight = self._inflight[key] = _Flight(asyncio.get_running_loop().create_future(),
                                                   *self._origin(parent, channels),
                                                   parent.serial if parent is not None else 0)
        future = flight.future
        try:
            self._waiting += 1
            try:
                await self._slots.acquire()
            finally:
                self._waiting -= 1
            try:
                # Read the watermark before the render's read snapshot begins: a write
                # committed after this point makes the entry look older, never fresher.
                if parent is not None:
                    version, erasures, epochs = parent.version, parent.erasures, parent.epochs
                else:
                    version, erasures, epochs = wm.data_versions(channels), wm.erasures, wm.epochs(channels)
                flight.epochs, flight.erasures = epochs, erasures
                started = time.monotonic()
                body, stats = await render()
                took = time.monotonic() - started
            finally:
                self._slots.release()
            # Renders hold the GIL in their Python parts: after one, background refreshes
            # wait so that renders take at most `render_share` of the time, and the event
            # loop and ingest keep the rest. Under load feeds get older, not slower.
            self._refresh_after = time.monotonic() + took * (1 - self.render_share) / self.render_share
            self._schedule_kick()
        except BaseException as exc:
            if isinstance(exc, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(exc)
                future.exception()        # retrieved: followers re-raise it, nobody else
            raise
        finally:
            if self._inflight.get(key) is flight:
                del self._inflight[key]
        fresh_s = max(self.refresh_s, min(self.cost_factor * took, self.stale_s / 2)) if self.enabled else 0.0
        entry = Entry(body, stats, version, erasures, epochs, started, fresh_s, size_of(body),
                      parent.serial if parent is not None else next(_serials), took)
        future.set_result(entry)
        if self.enabled and self._clean(entry, channels):
            self._store(key, entry)
        return entry

    # -- the byte bound ---------------------------------------------------------------
    def _store(self, key: tuple, entry: Entry) -> None:
        if entry.size > self.max_bytes // 4:
            return                        # one entry never takes more than a quarter
        current = self._entries.get(key)
        if current is not None and current.born > entry.born:
            return                        # a render that began later already finished
        self._drop(key)
        self._entries[key] = entry
        self.bytes += entry.size
        while self.bytes > self.max_bytes and self._entries:
            _, evicted = self._entries.popitem(last=False)
            self.bytes -= evicted.size

    def _drop(self, key: tuple) -> None:
        old = self._entries.pop(key, None)
        if old is not None:
            self.bytes -= old.size

    def drop_channels(self, channels: set[int]) -> int:
        """Drop every entry whose key reads one of `channels` (explicit invalidation)."""
        doomed = [key for key in self._entries if channels & set(_channels_of(key))]
        for key in doomed:
            self._drop(key)
        # A remembered refit holds its layout, and so the channel's text: it goes too.
        for key in [k for k, w in self._wanted.items() if channels & set(w.channels)]:
            del self._wanted[key]
        self.digest.drop_channels(channels)
        return len(doomed)

    def __len__(self) -> int:
        return len(self._entries)

    async def close(self) -> None:
        if self._kick_handle is not None:
            self._kick_handle.cancel()
            self._kick_handle = None
        self._wanted.clear()
        for task in list(self._background):
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)


def _layout_key(fitted_key: tuple) -> tuple:
    """("fitted", *base, Variant) -> ("layout", *base): the layout the variant is fitted from."""
    return ("layout", *fitted_key[1:-1])


def _budget_key(fitted_key: tuple) -> tuple:
    """("fitted", *base, Variant) -> ("fitted", *base, limit): the `_budgets` index."""
    return (*fitted_key[:-1], fitted_key[-1].limit)


def _channels_of(key: tuple) -> tuple[int, ...]:
    """The channel tuple inside a key (the first tuple of ints in it)."""
    for part in key:
        if isinstance(part, tuple) and all(isinstance(c, int) for c in part):
            return part
    return ()


class _ChannelParts:
    """Parts of channels (keys start with the channel id), kept within `max_bytes`, the
    least recently kept going first; one part never takes more than half. Callers hold
    the ChannelDigestCache lock."""

    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[tuple, tuple[tuple, int]] = OrderedDict()   # key -> (value, size)

    def get(self, key: tuple) -> tuple | None:
        found = self._items.get(key)
        return found[0] if found is not None else None

    def __getitem__(self, key: tuple) -> tuple:
        return self._items[key][0]

    def __iter__(self):
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def move_to_end(self, key: tuple) -> None:
        self._items.move_to_end(key)

    def keep(self, key: tuple, value: tuple, size: int, *, current: bool) -> None:
        """Keep `value` under `key` in place of what was there. Not `current` (read before
        an erasure of its channel): the old value goes and nothing is kept."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if not current or size > self.max_bytes // 2:
            return
        self._items[key] = (value, size)
        self.bytes += size
        while self.bytes > self.max_bytes and self._items:
            self.bytes -= self._items.popitem(last=False)[1][1]

    def drop_channels(self, channels: set[int]) -> None:
        for key in [key for key in self._items if key[0] in channels]:
            self.bytes -= self._items.pop(key)[1]


class ChannelDigestCache:
    """Each channel's digest part of the feed inputs (memory.render.awareness.ChannelDigest),
    shared by every channel set and budget that reads the channel, bounded by bytes.

    A layout of a busy channel is rebuilt about every second under ingest, because its data
    version moves with every message; but a channel's blocks, tallies and overflow handles change only
    when the digest loop writes that channel's blocks (the watermark's `digest_epoch`) or
    an erasure lands (its erasure epoch). A part is reused while both epochs are the ones
    read before the reusing render's snapshot began: the window's start moves with the
    clock, and the part slides with it in memory (`ChannelDigest.slid`, exact, for up to
    PART_SLIDE_MS) before it is read again. So a rebuild under ingest reads only the recent
    window and the counts, a cold start reads each channel's part once instead of once per
    channel set, and the window sliding costs no query.

    Epochs are read on the event loop before the render's read begins (`source`), never
    inside it: a write that commits after that makes the part look older, never fresher,
    and an erasure acknowledged before the read has moved its epoch before it.
    """

    def __init__(self, watermark: WriteWatermark, *, max_bytes: int = 16 << 20, max_age_ms: int = PART_SLIDE_MS,
                 enabled: bool = True, share_s: float = 0.5, max_message_bytes: int = 4 << 20):
        """`max_age_ms` of the feed clock: a part is read again at this age even if it could
        slide further (a digest writer in another process moves no epoch here: its blocks
        show this late at most). `enabled` False: every render reads its parts.
        `share_s`: a channel's message part (recent window, counts, undigested, removed) is
        shared as it is by the renders of this long, unless an erasure of the channel lands:
        the channel sets rebuilt around the same moment read each busy channel once. After
        that it is advanced by the messages stored since (see `messages`), within
        `max_message_bytes` of parts kept."""
        self.watermark = watermark
        self.enabled = enabled
        self.share_s = share_s
        self._messages = _ChannelParts(max_message_bytes)     # key -> ((erasure, digest, mutation), part, kept at)
        self.advances = 0
        self.max_age_ms = max_age_ms
        self.loads = 0
        self.reuses = 0
        self._parts = _ChannelParts(max_bytes)                # key -> ((digest, erasure), part)
        self._lock = threading.Lock()        # reader threads share it

    @property
    def bytes(self) -> int:
        """About what the kept digest parts hold."""
        return self._parts.bytes

    @property
    def message_bytes(self) -> int:
        """About what the kept message parts hold."""
        return self._messages.bytes

    def source(self, channels: tuple[int, ...]) -> DigestPart:
        """The parts of `channels` for one render: call on the event loop, before the read."""
        wm = self.watermark
        tags = {c: (wm.digest_epoch(c), wm.erasure_epoch(c)) for c in channels} if self.enabled else {}

        def part(conn, req: FeedRequest, channel: int) -> ChannelDigest:
            tag = tags.get(channel)
            key = (channel, req.since_ms, req.budget)
            if tag is not None:
                with self._lock:
                    found = self._parts.get(key)
                    if found is not None and found[0] == tag and 0 <= req.now_ms - found[1].to_ms <= self.max_age_ms:
                        self._parts.move_to_end(key)
                    else:
                        found = None
                # (sliding copies lists: outside the lock the reader threads share)
                slid = found[1].slid(req.window_start, req.now_ms) if found is not None else None
                if slid is not None:
                    self.reuses += 1
                    return slid
            fresh = load_channel_digest(conn, channel, req.window_start, req.now_ms, req.budget)
            self.loads += 1
            if tag is not None:
                self._store(key, tag, fresh)
            return fresh
        return part

    def messages(self, channels: tuple[int, ...]) -> MessagePart:
        """The message parts of `channels` for one render: call on the event loop, before the read.

        A part is shared as it is for `share_s`. Later, while the channel's erasure, digest
        and in-place-change epochs stay where they were, it only gained messages: the part
        reads just those (`ChannelMessages.advanced`) instead of its whole window."""
        wm = self.watermark
        tags = ({c: (wm.erasure_epoch(c), wm.digest_epoch(c), wm.mutation_epoch(c)) for c in channels}
                if self.enabled and self.share_s > 0 else {})

        def part(conn, req: FeedRequest, channel: int) -> ChannelMessages:
            tag = tags.get(channel)
            digest = req.kind == KIND_DIGEST
            key = (channel, req.since_ms, digest, req.recent_candidates)
            now = time.monotonic()
            if tag is not None:
                with self._lock:
                    found = self._messages.get(key)
                if found is not None and found[0] == tag:
                    if now - found[2] < self.share_s:
                        self.reuses += 1
                        return found[1]
                    # (None: a watermark that does not watch changes in place)
                    advanced = found[1].advanced(conn, req.window_start, req.now_ms) if tag[2] is not None else None
                    if advanced is not None:
                        self.advances += 1
                        self._keep_messages(key, tag, advanced, now)
                        return advanced
            fresh = load_channel_messages(conn, channel, req.window_start, req.now_ms, req.recent_candidates,
                                          digest=digest)
            self.loads += 1
            if tag is not None:
                self._keep_messages(key, tag, fresh, now)
            return fresh
        return part

    def _keep_messages(self, key: tuple, tag: tuple, part: ChannelMessages, now: float) -> None:
        """`tag`: (erasure, digest, mutation) epochs as read before the part's read began."""
        with self._lock:
            self._messages.keep(key, (tag, part, now), part.nbytes, current=self._unerased(key, tag[0]))

    def _store(self, key: tuple, tag: tuple[int, int], part: ChannelDigest) -> None:
        """`tag`: (digest, erasure) epochs as read before the part's read began."""
        with self._lock:
            self._parts.keep(key, (tag, part), part.nbytes, current=self._unerased(key, tag[1]))

    def _unerased(self, key: tuple, erasure_epoch: int) -> bool:
        """Whether no erasure of the key's channel came since `erasure_epoch` was read. Asked
        under the lock the erasure's drop takes, and the epoch moves before that drop is
        scheduled: a part read before an erasure is refused here or dropped after, so no
        erased text stays in memory."""
        return self.watermark.erasure_epoch(key[0]) == erasure_epoch

    async def warm(self, store, channels: list[int], *, since_ms: int, budget, now_ms: int,
                   limit: int = 64, time_budget_s: float = 5.0) -> int:
        """Read the parts of up to `limit` channels (the agents' allowlists) before the first
        request, within `time_budget_s`: a cold start then lays out each channel set from
        parts already read instead of reading every busy channel first. How many were read."""
        if not self.enabled or not channels:
            return 0
        channels = channels[:limit]
        source = self.source(tuple(channels))
        req = FeedRequest(channel_ids=tuple(channels), since_ms=since_ms, now_ms=now_ms, budget=budget)
        deadline = time.monotonic() + time_budget_s

        def read(conn) -> int:
            done = 0
            for channel in channels:
                if time.monotonic() > deadline:
                    break
                source(conn, req, channel)
                done += 1
            return done
        return await store.read(read)

    async def reread(self, store, channels: set[int], *, now_ms: int) -> int:
        """Re-read the cached parts of `channels` after the digest rewrote their blocks, so
        the next render finds them current instead of reading them itself (the cold start's
        first digest tick, the busy hours' re-digest). Only parts already cached; how many."""
        if not self.enabled or not channels:
            return 0
        with self._lock:
            keys = [key for key in self._parts if key[0] in channels]
        if not keys:
            return 0
        source = self.source(tuple(sorted({key[0] for key in keys})))

        def read(conn) -> int:
            for channel, since_ms, budget in keys:
                source(conn, FeedRequest(channel_ids=(channel,), since_ms=since_ms, now_ms=now_ms, budget=budget),
                       channel)
            return len(keys)
        return await store.read(read)

    def drop_channels(self, channels: set[int]) -> None:
        with self._lock:
            self._parts.drop_channels(channels)
            self._messages.drop_channels(channels)

    def __len__(self) -> int:
        return len(self._parts)
