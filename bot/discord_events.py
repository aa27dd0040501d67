"""Between Discord and memory: what is stored, and Discord objects/payloads -> ingest ops.

Pure functions only. The gateway listeners and the backfill both convert through here,
so a message looks the same whether it arrived live or was fetched from history.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import discord

from memory.ops import (
    Attachment,
    BulkDeleteOp,
    CreateOp,
    DeleteOp,
    EditOp,
    Embed,
    EmbedField,
    MessageIn,
    PinOp,
    ReactionOp,
)

# People and bots talking. Joins, pins, thread-created notices and the like are built by
# Discord, say nothing about the desk, and would only crowd the feed.
STORED_TYPES = frozenset({
    discord.MessageType.default,
    discord.MessageType.reply,
    discord.MessageType.chat_input_command,
    discord.MessageType.context_menu_command,
})


@dataclass(frozen=True)
class Allowlist:
    """Which channels are kept: configured guilds and channels, and optionally their threads."""

    guild_ids: frozenset[int]
    channel_ids: frozenset[int]
    follow_threads: bool = False

    @classmethod
    def of(cls, guild_ids: Iterable[int], channel_ids: Iterable[int], follow_threads: bool) -> Allowlist:
        return cls(frozenset(guild_ids), frozenset(channel_ids), follow_threads)

    def allows(self, guild_id: int | None, channel_id: int, parent_id: int | None = None) -> bool:
        if guild_id is None:            # DMs are never stored
            return False
        if self.guild_ids and guild_id not in self.guild_ids:
            return False
        if channel_id in self.channel_ids:
            return True
        return self.follow_threads and parent_id is not None and parent_id in self.channel_ids


def is_storable(message: discord.Message, own_user_id: int | None) -> bool:
    """A message worth keeping, whatever its channel: not ours, not a system notice."""
    return message.type in STORED_TYPES and message.author.id != own_user_id


def embed_of(embed: discord.Embed) -> Embed:
    """Every text part of a Discord embed (bots post orders and fills only there)."""
    return Embed(title=embed.title, description=embed.description, url=embed.url, author=embed.author.name,
                 fields=[EmbedField(name=f.name or "", value=f.value or "", inline=bool(f.inline))
                         for f in embed.fields],
                 footer=embed.footer.text)


def parent_of(channel: object) -> int | None:
    return channel.parent_id if isinstance(channel, discord.Thread) else None


def create_op(message: discord.Message) -> CreateOp:
    return CreateOp(
        op="create",
        guild_id=message.guild.id if message.guild else None,
        channel_id=message.channel.id,
        parent_channel_id=parent_of(message.channel),
        message=MessageIn(
            id=message.id,
            author_id=message.author.id,
            author_name=message.author.display_name,
            author_bot=message.author.bot,
            created_at=message.created_at,
            # Set on history fetched after an offline edit: that text becomes the current version.
            edited_at=message.edited_at,
            content=message.content,
            attachments=[Attachment(id=str(a.id), filename=a.filename, size=a.size, url=a.url)
                         for a in message.attachments],
            embeds=[embed_of(e) for e in message.embeds],
            reference_id=message.reference.message_id if message.reference else None,
            pinned=message.pinned,
        ),
    )


def edit_op(guild_id: int | None, channel_id: int, message_id: int, data: Mapping[str, Any]) -> EditOp | None:
    """A MESSAGE_UPDATE payload -> an edit, or None when it does not change the text.

    Discord sends updates without `content` (embed-only changes) and updates without
    `edited_timestamp` (link previews resolving, pins, flags). Neither is an edit of what
    was said: turning them into one would blank the message or invent an edit time.
    """
    edited_at = data.get("edited_timestamp")
    if "content" not in data or not edited_at:
        return None
    author = data.get("author") or {}
    member = data.get("member") or {}
    return EditOp(
        op="edit",
        guild_id=guild_id,
        channel_id=channel_id,
        message_id=message_id,
        edited_at=edited_at,
        content=data["content"] or "",
        # Absent keys mean "unchanged" to the ingest path, so keep None apart from [].
        attachments=[_attachment(item) for item in data["attachments"]] if "attachments" in data else None,
        # A payload embed is a dict of the same parts (author/footer as objects): the model takes it as is.
        embeds=[Embed.model_validate(item) for item in data["embeds"]] if "embeds" in data else None,
        author_id=author.get("id"),
        # The same precedence as Member.display_name, so edits and creates name people alike.
        author_name=member.get("nick") or author.get("global_name") or author.get("username"),
    )


def edit_author_id(data: Mapping[str, Any]) -> int | None:
    author = data.get("author") or {}
    return int(author["id"]) if author.get("id") else None


def delete_op(payload: discord.RawMessageDeleteEvent) -> DeleteOp:
    # The gateway says only which message; the ingest path stamps the time it learnt of it.
    return DeleteOp(op="delete", guild_id=payload.guild_id, channel_id=payload.channel_id,
                    message_id=payload.message_id)


def bulk_delete_op(payload: discord.RawBulkMessageDeleteEvent) -> BulkDeleteOp:
    return BulkDeleteOp(op="bulk_delete", guild_id=payload.guild_id, channel_id=payload.channel_id,
                        message_ids=sorted(payload.message_ids))


def _attachment(item: Mapping[str, Any]) -> Attachment:
    return Attachment(id=str(item["id"]) if item.get("id") is not None else None,
                      filename=item.get("filename") or "attachment", size=item.get("size"), url=item.get("url"))


def reaction_op(payload: discord.RawReactionActionEvent) -> ReactionOp:
    return ReactionOp(op="reaction_add" if payload.event_type == "REACTION_ADD" else "reaction_remove",
                      guild_id=payload.guild_id, channel_id=payload.channel_id, message_id=payload.message_id,
                      emoji=str(payload.emoji), user_id=payload.user_id)


def pin_ops(guild_id: int | None, channel_id: int, pinned_now: set[int], pinned_stored: set[int]) -> list[PinOp]:
    """A pins update says only that the pins changed: the difference between what Discord
    lists and what the store holds is the pins and unpins."""
    ops = [PinOp(op="pin", guild_id=guild_id, channel_id=channel_id, message_id=mid)
           for mid in sorted(pinned_now - pinned_stored)]
    ops += [PinOp(op="unpin", guild_id=guild_id, channel_id=channel_id, message_id=mid)
            for mid in sorted(pinned_stored - pinned_now)]
    return ops
