"""Small builders for capture lines (dicts in the CAPTURE-FORMAT shape) used across tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory.timeutil import datetime_ms, fmt_iso, snowflake_at

GUILD = "1300000000000000001"
CHANNEL = "1400000000000000001"
OTHER_CHANNEL = "1400000000000000002"
BASE = datetime(2026, 5, 21, 9, 0, tzinfo=UTC)


def snowflake(minute: float, counter: int = 0) -> str:
    """The id of a message posted `minute` minutes after BASE."""
    return str(snowflake_at(datetime_ms(BASE + timedelta(minutes=minute)), counter))


def at(minute: float) -> str:
    return fmt_iso(datetime_ms(BASE + timedelta(minutes=minute)))


def author_id_of(name: str) -> str:
    """A stable, distinct user snowflake per author name."""
    return str(1464508146579148800 + sum(ord(ch) * 31 ** i for i, ch in enumerate(name)) % 10**6)


def create(minute: float, content: str, *, author: str = "Weston", author_id: str | None = None,
           bot: bool = True, channel: str = CHANNEL, counter: int = 0, **message_extra) -> dict:
    message_id = snowflake(minute, counter)
    author_id = author_id or author_id_of(author)
    return {"op": "create", "guild_id": GUILD, "channel_id": channel, "message": {
        "id": message_id, "author_id": author_id, "author_name": author, "author_bot": bot,
        "created_at": at(minute), "content": content, **message_extra}}


def edit(message: dict, minute: float, content: str) -> dict:
    return {"op": "edit", "guild_id": GUILD, "channel_id": message["channel_id"],
            "message_id": message["message"]["id"], "edited_at": at(minute), "content": content}


def delete(message: dict, minute: float) -> dict:
    return {"op": "delete", "guild_id": GUILD, "channel_id": message["channel_id"],
            "message_id": message["message"]["id"], "deleted_at": at(minute)}


def bulk_delete(messages: list[dict], minute: float) -> dict:
    return {"op": "bulk_delete", "guild_id": GUILD, "channel_id": messages[0]["channel_id"],
            "message_ids": [m["message"]["id"] for m in messages], "deleted_at": at(minute)}


def forget(message: dict, minute: float, by: str = "1200000000000000009") -> dict:
    return {"op": "forget", "guild_id": GUILD, "channel_id": message["channel_id"],
            "message_id": message["message"]["id"], "requested_by": by, "at": at(minute)}


def now_ms(minute: float) -> int:
    return datetime_ms(BASE + timedelta(minutes=minute))
