"""Caches in this process that hold text derived from messages, emptied on erasure.

The classifier's memos (memory.digest) keep classifications of recent messages, and a
classification carries excerpts of its message. Once an erasure is acknowledged its text
must be gone from every cache too, so each such cache registers its `drop` here, and the
Store's own erasure watermark (memory.store, `Store.open`) calls `erased` on the writer
thread right after a commit that deleted, forgot or replaced text: before the write
returns, so before anything can acknowledge it. A drop must be quick and thread-safe.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

_drops: list[Callable[[frozenset[int]], None]] = []


def holds_text(drop: Callable[[frozenset[int]], None]) -> Callable[[frozenset[int]], None]:
    """Register `drop(channels)`: it forgets what it holds of those channels."""
    _drops.append(drop)
    return drop


def erased(channels: frozenset[int]) -> None:
    for drop in _drops:
        drop(channels)


class ChannelCache:
    """A bounded map (least recently used out first) that knows which channels' messages
    each entry came from, registered with `holds_text`: an erasure drops every entry a
    message of that channel made (an entry two channels share goes too). Thread-safe: the
    digest classifies on a worker thread; drops come from the writer's."""

    def __init__(self, max_entries: int):
        self.max_entries = max_entries
        self._entries: OrderedDict[object, tuple[object, set[int]]] = OrderedDict()
        self._by_channel: dict[int, set[object]] = {}
        self._lock = threading.Lock()
        holds_text(self.drop_channels)

    def get(self, key, channel_id: int):
        """The value for `key`, now also counted as `channel_id`'s (None if absent)."""
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                return None
            self._entries.move_to_end(key)
            value, channels = found
            if channel_id not in channels:
                channels.add(channel_id)
                self._by_channel.setdefault(channel_id, set()).add(key)
            return value

    def put(self, key, value, channel_id: int) -> None:
        with self._lock:
            found = self._entries.get(key)
            channels = found[1] if found is not None else set()
            channels.add(channel_id)
            self._entries[key] = (value, channels)
            self._entries.move_to_end(key)
            self._by_channel.setdefault(channel_id, set()).add(key)
            while len(self._entries) > self.max_entries:
                old, (_, old_channels) = self._entries.popitem(last=False)
                for channel in old_channels:
                    keys = self._by_channel.get(channel)
                    if keys is not None:
                        keys.discard(old)

    def drop_channels(self, channels: frozenset[int]) -> None:
        with self._lock:
            for channel_id in channels:
                for key in self._by_channel.pop(channel_id, ()):
                    found = self._entries.pop(key, None)
                    if found is None:
                        continue
                    for other in found[1] - {channel_id}:
                        keys = self._by_channel.get(other)
                        if keys is not None:
                            keys.discard(key)

    def __len__(self) -> int:
        return len(self._entries)

    def holds_channel(self, channel_id: int) -> bool:
        with self._lock:
            return bool(self._by_channel.get(channel_id))
