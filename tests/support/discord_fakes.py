"""Discord as the bot's tests see it: a history source with Discord's paging rules, the
desk's ids, and a look at what the store holds for a message."""

from __future__ import annotations

import discord
from discord.ext.test import backend as back

from memory import queries
from memory.ops import CreateOp, ingest_op_adapter
from tests.support import builders as b

GUILD = int(b.GUILD)
DESK = CHANNEL = int(b.CHANNEL)
OTHER = 1400000000000000002
THREAD = 1400000000000000003


class DiscordLikeHistory:
    """A HistorySource with Discord's rules: `after` exclusive, oldest first, at most 100 a page.

    `fail_after(n, exc)` makes every call after the first n raise exc, as Discord does when
    permissions change half-way.
    """

    def __init__(self):
        self.messages: dict[int, list[CreateOp]] = {}
        self.calls = 0
        self._fail_after: tuple[int, Exception] | None = None

    def add(self, channel_id: int, ops: list[CreateOp]) -> None:
        merged = {op.message.id: op for op in self.messages.get(channel_id, []) + ops}
        self.messages[channel_id] = [merged[key] for key in sorted(merged)]

    def fail_after(self, calls: int, exc: Exception) -> None:
        self._fail_after = (calls, exc)

    def _call(self) -> None:
        self.calls += 1
        if self._fail_after and self.calls > self._fail_after[0]:
            raise self._fail_after[1]

    async def after(self, channel_id: int, after_id: int, limit: int) -> list[CreateOp]:
        assert 1 <= limit <= 100, "Discord pages hold at most 100 messages"
        self._call()
        return [op for op in self.messages.get(channel_id, []) if op.message.id > after_id][:limit]

    async def latest(self, channel_id: int, limit: int) -> list[CreateOp]:
        self._call()
        return self.messages.get(channel_id, [])[-limit:]


def messages(first_minute: int, count: int, *, channel: int = CHANNEL, text: str = "msg") -> list[CreateOp]:
    return [ingest_op_adapter.validate_python(b.create(first_minute + i, f"{text} {first_minute + i}",
                                                       channel=str(channel)))
            for i in range(count)]


def ops_after_downtime(*, channel: int = CHANNEL, seen: int, missed: int) -> tuple[list[CreateOp], list[CreateOp]]:
    """Messages at minutes 0.. that the bot saw live, then the ones posted while it was away."""
    return messages(0, seen, channel=channel), messages(seen, missed, channel=channel)


async def stored(store, message_id: int, channel_id: int = DESK) -> queries.StoredMessage | None:
    return (await store.read(queries.by_ids, [channel_id], [message_id])).get(message_id)


def open_thread(desk, thread_id: int = THREAD, parent_id: int = DESK) -> discord.Thread:
    """A public thread under the desk channel, as the gateway announces one (dpytest)."""
    back.get_state().parse_thread_create({
        "id": thread_id, "guild_id": GUILD, "parent_id": parent_id, "owner_id": desk.trader.id, "name": "NVDA idea",
        "type": discord.ChannelType.public_thread.value, "message_count": 0, "member_count": 1,
        "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                            "archive_timestamp": "2026-05-21T09:00:00+00:00"}})
    return desk.guild.get_thread(thread_id)
