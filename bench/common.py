"""Shared bits of the benchmark scripts: the machine line and a generated, digested day."""

from __future__ import annotations

import os
import platform
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from bot.demo import replay_and_digest
from memory.timeutil import HOUR_MS, datetime_ms
from tests.support import synth
from tests.support.evaluate import ExpectedEvent


def machine() -> str:
    return (f"{platform.machine()} {os.cpu_count()} cpu, Python {platform.python_version()},"
            f" SQLite {sqlite3.sqlite_version}, {platform.system()} {platform.release()}")


@dataclass
class DigestedDay:
    day: synth.SynthDay
    db_path: Path
    channel_ids: tuple[int, ...]
    end_ms: int

    def expected(self) -> list[ExpectedEvent]:
        return [ExpectedEvent(e.channel_id, e.message_id, e.event_type, tuple(e.facts))
                for e in self.day.hard_events if e.final_state in ("live", "edited")]


def digested_day(folder: Path, *, seed: int = 7, channels: tuple[str, ...] = (synth.DEFAULT_CHANNEL_ID,),
                 messages: int = 220) -> DigestedDay:
    """Generate a labelled busy day, replay it, run the deterministic digest."""
    day = synth.generate_day(seed=seed, channel_ids=channels, messages_per_channel=messages)
    capture = folder / f"day-{seed}.jsonl"
    synth.write_jsonl(day.events, capture)
    db_path = folder / f"day-{seed}.db"
    replay_and_digest(capture, db_path)
    start_ms = datetime_ms(synth.DEFAULT_START)
    return DigestedDay(day, db_path, tuple(int(c) for c in channels), start_ms + 24 * HOUR_MS)
