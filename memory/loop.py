"""The digest loop: keeps derived blocks current in the background.

Each tick: rebuild dirty windows deterministically (`memory.digest.run_pending`), then
let the rollup worker improve some ended windows with the model (`RollupWorker.
process_some`), then, every `prune_interval_s`, compact content past retention, merge
the FTS segments and fold the WAL back into the database file. Under `run()` the
rollup pass is a background task (one at a time), so a slow model call never holds
back deterministic rebuilds; `run_until_idle()` (for `digest --once`) awaits it. A
failing tick is logged and the loop goes on; the worker backs off by itself. Feed
requests never wait for any of this.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from memory import digest, retention
from memory.classify import DEFAULT_DESK, DeskRules
from memory.counters import counters_dict
from memory.rollup import RollupWorker
from memory.store import StoreFull, checkpoint, fts_optimize

# Under steady ingest a busy hour that only gains messages is re-classified at most this
# often (its new messages are served as not yet digested meanwhile).
REDIGEST_HOLD_MS = 30_000
# The event loop counts as busy for this long after it woke this much later than asked:
# then the digest's worker thread yields the GIL most of the time (digest.Pacer).
LAG_PROBE_S = 0.02
LAG_BUSY_S = 0.005
BUSY_HOLD_S = 1.0

log = logging.getLogger(__name__)


@dataclass
class LoopStats:
    ticks: int = 0
    windows: int = 0            # deterministic window rebuilds
    blocks: int = 0             # blocks written (deterministic + LLM)
    llm_blocks: int = 0
    llm_calls: int = 0
    cache_hits: int = 0
    rejected: int = 0
    errors: int = 0
    cost_usd: float = 0.0
    pruned: int = 0
    failed_ticks: int = 0
    seconds: float = field(default=0.0, metadata={"digits": 3})
    llm_blocked: str | None = None

    def as_dict(self) -> dict:
        return counters_dict(self)


@dataclass
class TickResult:
    windows: int = 0
    blocks: int = 0
    rollup_idle: bool = True
    failed: bool = False


def _maintenance(conn: sqlite3.Connection, *, optimize: bool) -> None:
    # Compacted or erased text leaves tokens in FTS segments until they are merged, and
    # pages in the WAL until a checkpoint.
    if optimize:
        fts_optimize(conn)
    checkpoint(conn)


class DigestLoop:
    def __init__(self, store, *, interval_s: float = 5.0, rollup: RollupWorker | None = None,
                 retention_ms: int | None = None, prune_interval_s: float = 3600.0,
                 clock: Callable[[], float] = time.time, desk: DeskRules = DEFAULT_DESK,
                 redigest_hold_ms: int = REDIGEST_HOLD_MS):
        self.store = store
        # A window digested this recently that only gained messages waits (digest.pending_windows).
        self.redigest_hold_ms = redigest_hold_ms
        self.desk = desk  # the desk's classifier rules (CHANNEL_MEMORY_DESK_RULES), loaded once
        self.interval_s = interval_s
        self.rollup = rollup
        self.retention_ms = retention_ms
        self.prune_interval_s = prune_interval_s
        self.clock = clock
        self.stats = LoopStats()
        self._stop = asyncio.Event()
        self._next_prune = 0.0      # the first tick prunes
        self._rollup_task: asyncio.Task | None = None
        self.pacer = digest.Pacer()
        self._version_checked = False   # blocks of another classifier version queued again (first tick)

    @property
    def deterministic_only(self) -> bool:
        return self.rollup is None or self.rollup.deterministic_only

    def stop(self) -> None:
        self._stop.set()

    async def run(self) -> None:
        """Tick every `interval_s` until `stop()`.

        Here the LLM pass runs as a background task, harvested by later ticks: a slow or
        hanging model call (up to the worker's call deadline) never delays deterministic
        rebuilds, so fresh messages keep being digested meanwhile.
        """
        self._stop.clear()
        log.info("digest loop started", extra={
            "interval_s": self.interval_s, "llm": self.rollup is not None and self.rollup.client is not None,
            "retention_ms": self.retention_ms, "prune_interval_s": self.prune_interval_s})
        probe = asyncio.create_task(self._probe_lag(), name="digest-lag-probe")
        try:
            while not self._stop.is_set():
                await self.tick(wait_rollup=False)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), timeout=self.interval_s)
        finally:
            probe.cancel()
            await asyncio.gather(probe, return_exceptions=True)
            task, self._rollup_task = self._rollup_task, None
            if task is not None and not task.done():
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
            log.info("digest loop stopped", extra=self.stats.as_dict())

    async def _probe_lag(self) -> None:
        """Tell the pacer whether the event loop (serving, ingest) is being held up."""
        loop = asyncio.get_running_loop()
        busy_until = 0.0
        while True:
            asked = loop.time() + LAG_PROBE_S
            await asyncio.sleep(LAG_PROBE_S)
            now = loop.time()
            if now - asked > LAG_BUSY_S:
                busy_until = now + BUSY_HOLD_S
            self.pacer.busy = now < busy_until

    async def tick(self, *, wait_rollup: bool = True, hold: bool = True) -> TickResult:
        """One pass. Never raises (except cancellation): a failure is logged and counted.

        With `wait_rollup=False` the LLM pass is started in the background (at most one
        at a time) and its result is counted by the tick that finds it finished. With
        `hold=False` windows digested in the last `redigest_hold_ms` are not held back.
        """
        result = TickResult()
        started = time.monotonic()
        self.stats.ticks += 1
        try:
            now_ms = int(self.clock() * 1000)
            if not self._version_checked:
                await self.store.write(digest.requeue_on_new_classifier, digest.classifier_version(self.desk), now_ms)
                self._version_checked = True
            run = await digest.run_pending(self.store, now_ms=now_ms, desk=self.desk,
                                           hold_ms=self.redigest_hold_ms if hold else 0, memo=digest.LIVE_MEMO,
                                           pace=self.pacer)
            result.windows, result.blocks = run.windows, run.blocks
            self.stats.windows += run.windows
            self.stats.blocks += run.blocks
            if self.rollup is not None:
                if wait_rollup:
                    self._count(await self.rollup.process_some(), result)
                else:
                    self._harvest(result)
                    if self._rollup_task is None:
                        self._rollup_task = asyncio.create_task(self.rollup.process_some(), name="llm-rollups")
            await self._maybe_prune()
            await self.store.housekeeping()
        except asyncio.CancelledError:
            raise
        except StoreFull:
            # The store logs the full disk once per episode; a traceback per tick would
            # only add to a full disk.
            result.failed = True
            self.stats.failed_ticks += 1
        except Exception:
            result.failed = True
            self.stats.failed_ticks += 1
            log.exception("digest tick failed; the loop goes on")
        elapsed = time.monotonic() - started
        self.stats.seconds += elapsed
        if result.windows or result.blocks or result.failed:
            log.info("digest tick", extra={"windows": result.windows, "blocks": result.blocks,
                                           "failed": result.failed, "seconds": round(elapsed, 3),
                                           "deterministic_only": self.deterministic_only})
        return result

    def _count(self, rolled, result: TickResult) -> None:
        result.rollup_idle = rolled.idle
        result.blocks += rolled.blocks_written
        self.stats.blocks += rolled.blocks_written
        self.stats.llm_blocks += rolled.blocks_written
        self.stats.llm_calls += rolled.calls
        self.stats.cache_hits += rolled.cache_hits
        self.stats.rejected += rolled.rejected
        self.stats.errors += rolled.errors
        self.stats.cost_usd += rolled.usd
        self.stats.llm_blocked = rolled.blocked

    def _harvest(self, result: TickResult) -> None:
        task = self._rollup_task
        if task is None or not task.done():
            return
        self._rollup_task = None
        if task.cancelled():
            return
        if task.exception() is not None:
            self.stats.failed_ticks += 1
            log.error("llm rollup pass failed; the loop goes on", exc_info=task.exception())
            return
        self._count(task.result(), result)

    async def _maybe_prune(self) -> None:
        if self.retention_ms is None:
            return
        now = self.clock()
        if now < self._next_prune:
            return
        self._next_prune = now + self.prune_interval_s
        pruned = await self.store.write(retention.prune, now_ms=int(now * 1000), keep_ms=self.retention_ms)
        await self.store.write_raw(_maintenance, optimize=pruned > 0)
        self.stats.pruned += pruned
        if pruned:
            log.info("retention pruned", extra={"compacted": pruned, "retention_ms": self.retention_ms})

    async def run_until_idle(self, *, max_ticks: int = 10_000) -> LoopStats:
        """Tick until no window is dirty and the rollup worker has nothing it can do now.

        For `digest --once`. Returns the totals of this run (not of earlier ticks).
        """
        before = LoopStats(**vars(self.stats))
        for _ in range(max_ticks):
            # "Until idle" means every dirty window, however recently digested.
            result = await self.tick(hold=False)
            dirty = await self.store.read(digest.pending_windows, 1)
            if not dirty and result.rollup_idle and not result.failed:
                break
            if result.failed and not result.windows and not result.blocks:
                break   # the same failure would repeat; it is logged
        done = LoopStats(**vars(self.stats))
        for name in ("ticks", "windows", "blocks", "llm_blocks", "llm_calls", "cache_hits", "rejected", "errors",
                     "cost_usd", "pruned", "failed_ticks", "seconds"):
            setattr(done, name, getattr(self.stats, name) - getattr(before, name))
        log.info("digest run finished", extra=done.as_dict())
        return done
