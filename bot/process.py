"""Composition: the sidecar and the digest loop over one open store.

`run` (with the Discord bot), `serve` (sidecar alone) and `demo` all start the same
`Services`, so the three processes differ only in where messages come from.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Callable

from bot import gcwatch
from bot.settings import Settings
from feed.app import create_app, start_sidecar
from feed.auth import AgentDirectory
from feed.ui import attach_rollup
from memory import coverage, timeutil
from memory.classify import load_desk_rules
from memory.loop import DigestLoop
from memory.render.awareness import FeedBudget
from memory.rollup import RollupConfig, RollupWorker, make_client

log = logging.getLogger(__name__)

LOOP_STOP_TIMEOUT_S = 1.0
# How long start-up waits for the first digest pass before serving anyway.
FIRST_TICK_BEFORE_SERVING_S = 3.0
# Reader/writer threads release the GIL around every SQLite step; a shorter switch
# interval than Python's 5 ms keeps the event loop from queueing behind CPU-bound digest work.
GIL_SWITCH_INTERVAL_S = 0.001


def secret(value) -> str | None:
    return value.get_secret_value() if value is not None else None


def feed_budget(settings: Settings) -> FeedBudget:
    return FeedBudget(raw_max_messages=settings.feed.raw_max_messages, raw_max_age_ms=settings.feed.raw_max_age.ms,
                      raw_max_bytes=settings.feed.raw_max_bytes, digest_max_bytes=settings.feed.digest_max_bytes,
                      feed_max_bytes=settings.feed.feed_max_bytes)


def rollup_config(settings: Settings) -> RollupConfig:
    return RollupConfig(
        model=settings.llm.llm_model, min_age_ms=settings.llm.llm_min_age.ms,
        timeout_s=settings.llm.llm_timeout.total_seconds(),
        max_retries=settings.llm.llm_max_retries, max_calls_per_day=settings.llm.llm_max_calls_per_day,
        max_usd_per_day=settings.llm.llm_max_usd_per_day,
        max_calls_per_channel_day=settings.llm.llm_max_calls_per_channel_day,
        max_usd_per_channel_day=settings.llm.llm_max_usd_per_channel_day,
        usd_per_mtok_input=settings.llm.llm_usd_per_mtok_input,
        usd_per_mtok_output=settings.llm.llm_usd_per_mtok_output)


def llm_client(settings: Settings, config: RollupConfig):
    """The Anthropic client, or None (deterministic mode) when no key is configured."""
    client = make_client(secret(settings.llm.anthropic_api_key), settings.llm.anthropic_base_url, config.timeout_s,
                         config.max_retries)
    if client is None:
        log.info("no LLM key configured: deterministic digests only (set ANTHROPIC_API_KEY to enable rollups)")
    return client


def agent_directory(settings: Settings) -> AgentDirectory:
    """Raises feed.auth.AuthConfigError with the file and line at fault."""
    return AgentDirectory.load(agents_file=settings.sidecar.agents_file, allowlist_file=settings.sidecar.allowlist_file,
                               tool_token=secret(settings.sidecar.tool_token))


class Services:
    """Sidecar + digest loop. `start(store)` / `stop(store)` also fit the bot's hooks."""

    def __init__(self, settings: Settings, directory: AgentDirectory, *, host: str | None = None,
                 port: int | None = None, gateway_status: Callable[[], dict] | None = None,
                 retention: bool = True):
        self.settings = settings
        self.directory = directory
        self.host = host or settings.sidecar.host
        self.port = settings.sidecar.port if port is None else port
        self.gateway_status = gateway_status
        self.retention = retention
        self.loop: DigestLoop | None = None
        self._client = None
        self._task: asyncio.Task | None = None
        self._runner = None

    async def start(self, store) -> None:
        sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
        gcwatch.watch()
        await self._record_restart(store)
        config = rollup_config(self.settings)
        self._client = llm_client(self.settings, config)
        worker = RollupWorker(store, self._client, config)
        self.loop = DigestLoop(store, interval_s=self.settings.digest.digest_interval.total_seconds(), rollup=worker,
                               retention_ms=self.settings.store.retention.ms if self.retention else None,
                               prune_interval_s=self.settings.store.prune_interval.total_seconds(),
                               desk=load_desk_rules(self.settings.digest.desk_rules))
        app = create_app(store, auth=self.directory, service_token=secret(self.settings.sidecar.service_token),
                         budget=feed_budget(self.settings), tool_max_bytes=self.settings.feed.tool_max_bytes,
                         deterministic_only=worker.deterministic_only_for,
                         gateway_status=self.gateway_status,
                         warm_layouts_s=self.settings.feed.feed_warm_time.total_seconds())
        attach_rollup(app, worker, desk=self.loop.desk)   # the operator page: caps, state, explain
        # The windows left dirty by the last run are digested before the sidecar warms its
        # cache (within a bound): otherwise the loop's first tick rewrites them just after
        # the warm, and every first request re-reads what the warm read.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.loop.tick(wait_rollup=False), timeout=FIRST_TICK_BEFORE_SERVING_S)
        self._runner = await start_sidecar(app, self.host, self.port)
        gcwatch.settle()
        self._task = asyncio.create_task(self.loop.run(), name="digest-loop")

    async def _record_restart(self, store) -> None:
        """The time this process was not running was not observed: channels fed through
        /ingest get a gap from their last observation to now (the gateway's own restarts
        are recorded and filled by its backfill)."""
        try:
            opened = await store.write(coverage.open_restart_gaps, now_ms=timeutil.now_ms())
        except Exception as exc:  # noqa: BLE001 - start serving regardless; the log says why
            log.error("could not record the restart gap", extra={"error": f"{type(exc).__name__}: {exc}"[:200]})
            return
        if opened:
            log.warning("restart: coverage gaps recorded for channels fed through /ingest",
                        extra={"channels": opened})

    async def stop(self, store=None) -> None:
        # Loop first (it writes), then the HTTP side; the caller closes the store last.
        if self.loop is not None:
            self.loop.stop()
        if self._task is not None:
            # A tick in progress (a long digest pass) gets a moment to finish, then is
            # cancelled: a SIGTERM must end the process within seconds. Its work is
            # transactional, so a cancelled tick leaves its windows dirty for next time.
            done, _ = await asyncio.wait({self._task}, timeout=LOOP_STOP_TIMEOUT_S)
            if not done:
                log.warning("digest tick still running at shutdown; cancelled")
                self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._client is not None:
            await self._client.close()
            self._client = None
