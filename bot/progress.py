"""Progress for long jobs: a bar on a terminal, periodic structured log lines otherwise."""

from __future__ import annotations

import logging
import sys
import time

log = logging.getLogger("channel_memory.progress")


class ProgressBar:
    def __init__(self, label: str, total: int, unit: str = "B", *, stream=sys.stderr, every_s: float = 2.0):
        self.label, self.total, self.unit = label, max(total, 1), unit
        self.stream = stream
        self.every_s = every_s
        self.started = time.monotonic()
        self._last = 0.0
        self._tty = hasattr(stream, "isatty") and stream.isatty()

    def update(self, done: int, count: int | None = None) -> None:
        now = time.monotonic()
        if now - self._last < (0.1 if self._tty else self.every_s) and done < self.total:
            return
        self._last = now
        share = min(done / self.total, 1.0)
        rate = (count if count is not None else done) / max(now - self.started, 1e-9)
        if self._tty:
            filled = int(share * 30)
            self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (30 - filled)}] {share:6.1%}"
                              f" {rate:,.0f}/s ")
            self.stream.flush()
        else:
            log.info("progress", extra={"job": self.label, "share": round(share, 3), "rate_per_s": round(rate)})

    def close(self) -> None:
        if self._tty:
            self.stream.write("\n")
            self.stream.flush()
