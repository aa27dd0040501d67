"""The ingest vocabulary: one pydantic model per operation, shared by every source.

Live gateway events, backfill, capture replay and the HTTP adapter all build these
models and hand them to `memory.ingest`; nothing else writes source messages.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    StrictBool,
    TypeAdapter,
)

from memory.timeutil import parse_snowflake

# Decimal string on the wire, int inside; serialised back as a string (ids exceed 2**53).
# The contract's hard-event types (CONTRACT.md, "Digest blocks"), in its order.
HARD_EVENT_TYPES: tuple[str, ...] = (
    "trade_proposal",
    "trade_approval",
    "trade_confirmation",
    "trade_fill",
    "stop_or_target_change",
    "route_decision",
    "no_route_decision",
    "held_position_news",
    "watchlist_news",
    "thesis_update",
    "risk_limit",
)

Snowflake = Annotated[int, BeforeValidator(parse_snowflake), PlainSerializer(str, return_type=str)]

# The one content limit of every ingest path (gateway, backfill, replay, /ingest), in
# characters. Discord's own is 2,000 (4,000 with Nitro); anything longer did not come
# from a Discord message and would only crowd the feed budgets.
MAX_CONTENT_CHARS = 32_000
Content = Annotated[str, Field(max_length=MAX_CONTENT_CHARS)]


class _Lenient(BaseModel):
    # Capture files and gateway payloads carry more than we keep; extra fields are ignored.
    model_config = ConfigDict(extra="ignore", frozen=True)


class Attachment(_Lenient):
    id: str | None = None
    filename: str = "attachment"
    size: int | None = None
    url: str | None = None


class EmbedField(_Lenient):
    name: str = ""
    value: str = ""
    inline: StrictBool = False


def _name_of(value: object) -> object:
    # Discord sends embed author and footer as objects ({"name": ...} / {"text": ...});
    # captures may carry the plain text. Either way only the text is kept.
    if isinstance(value, dict):
        return value.get("name") if "name" in value else value.get("text")
    return value


class Embed(_Lenient):
    """Every text part of an embed: bots often post orders and fills only there."""
    title: str | None = None
    description: str | None = None
    url: str | None = None
    author: Annotated[str | None, BeforeValidator(_name_of)] = None
    fields: list[EmbedField] = Field(default_factory=list)
    footer: Annotated[str | None, BeforeValidator(_name_of)] = None

    def text_parts(self) -> list[str]:
        """The searchable and hashable text, in display order."""
        parts = [self.title, self.description, self.url, self.author]
        for item in self.fields:
            parts += [item.name, item.value]
        parts.append(self.footer)
        return [part for part in parts if part]


class MessageIn(_Lenient):
    id: Snowflake
    author_id: Snowflake | None = None
    author_name: str = ""
    author_bot: StrictBool = False
    created_at: datetime | None = None
    edited_at: datetime | None = None
    content: Content = ""
    attachments: list[Attachment] = Field(default_factory=list)
    embeds: list[Embed] = Field(default_factory=list)
    reference_id: Snowflake | None = None
    pinned: StrictBool = False


class _ChannelOp(_Lenient):
    """What every op names: where it happened. Each op adds its `op` literal and fields."""
    guild_id: Snowflake | None = None
    channel_id: Snowflake


class _MessageOp(_ChannelOp):
    message_id: Snowflake


class CreateOp(_ChannelOp):
    op: Literal["create"]
    # Set when channel_id is a thread: the thread is read by whoever may read its parent.
    parent_channel_id: Snowflake | None = None
    message: MessageIn


class EditOp(_MessageOp):
    op: Literal["edit"]
    edited_at: datetime | None = None
    content: Content
    # Present when the source knows them (gateway payloads); None means unchanged.
    attachments: list[Attachment] | None = None
    embeds: list[Embed] | None = None
    author_id: Snowflake | None = None
    author_name: str | None = None


class DeleteOp(_MessageOp):
    op: Literal["delete"]
    deleted_at: datetime | None = None


class BulkDeleteOp(_ChannelOp):
    op: Literal["bulk_delete"]
    message_ids: list[Snowflake] = Field(min_length=1)
    deleted_at: datetime | None = None


class ForgetOp(_MessageOp):
    op: Literal["forget"]
    requested_by: Snowflake | None = None
    at: datetime | None = None


class PinOp(_MessageOp):
    """A message pinned or unpinned (Discord's pins are events in their own right)."""
    op: Literal["pin", "unpin"]
    by: Snowflake | None = None
    at: datetime | None = None


class ReactionOp(_MessageOp):
    op: Literal["reaction_add", "reaction_remove"]
    emoji: Annotated[str, Field(min_length=1, max_length=100)]
    user_id: Snowflake
    at: datetime | None = None


IngestOp = Annotated[
    CreateOp | EditOp | DeleteOp | BulkDeleteOp | ForgetOp | PinOp | ReactionOp, Field(discriminator="op")
]
ingest_op_adapter: TypeAdapter[IngestOp] = TypeAdapter(IngestOp)
