"""Caches in this process that hold text derived from messages, emptied on erasure.

The classifier's memos (memory.digest) keep classifications of recent messages, and a
classification carries excerpts of its message. Once an erasure is acknowledged its text
must be gone from every cache too, so each such cache registers its `drop` here, and the
Store's own erasure watermark (memory.store, `Store.open`) calls `erased` on the writer
thread right after a commit that deleted, forgot or replaced text: before the write
returns, so before anything can acknowledge it. A drop must be quick and thread-safe.
"""

from __future__ import annotations

from collections.abc import Callable

_drops: list[Callable[[frozenset[int]], None]] = []


def holds_text(drop: Callable[[frozenset[int]], None]) -> Callable[[frozenset[int]], None]:
    """Register `drop(channels)`: it forgets what it holds of those channels."""
    _drops.append(drop)
    return drop


def erased(channels: frozenset[int]) -> None:
    for drop in _drops:
        drop(channels)
