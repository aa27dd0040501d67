"""The ingest vocabulary: one pydantic model per operation, shared by every source.

Live gateway events, backfill, capture replay and the HTTP adapter all build these
models and hand them to `memory.ingest`; nothing else writes source messages.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, TypeAdapter

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


class _Lenient(BaseModel):
    # Capture files and gateway payloads carry more than we keep; extra fields are ignored.
    model_config = ConfigDict(extra="ignore", frozen=True)


class Attachment(_Lenient):
    id: str | None = None
    filename: str = "attachment"
    size: int | None = None
    url: str | None = None


class Embed(_Lenient):
    title: str | None = None
    description: str | None = None


class MessageIn(_Lenient):
    id: Snowflake
    author_id: Snowflake | None = None
    author_name: str = ""
    author_bot: bool = False
    created_at: datetime | None = None
    edited_at: datetime | None = None
    content: str = ""
    attachments: list[Attachment] = Field(default_factory=list)
    embeds: list[Embed] = Field(default_factory=list)
    reference_id: Snowflake | None = None


class CreateOp(_Lenient):
    op: Literal["create"]
    guild_id: Snowflake | None = None
    channel_id: Snowflake
    message: MessageIn


class EditOp(_Lenient):
    op: Literal["edit"]
    guild_id: Snowflake | None = None
    channel_id: Snowflake
    message_id: Snowflake
    edited_at: datetime | None = None
    content: str
    # Present when the source knows them (gateway payloads); None means unchanged.
    attachments: list[Attachment] | None = None
    embeds: list[Embed] | None = None
    author_id: Snowflake | None = None
    author_name: str | None = None


class DeleteOp(_Lenient):
    op: Literal["delete"]
    guild_id: Snowflake | None = None
    channel_id: Snowflake
    message_id: Snowflake
    deleted_at: datetime | None = None


class BulkDeleteOp(_Lenient):
    op: Literal["bulk_delete"]
    guild_id: Snowflake | None = None
    channel_id: Snowflake
    message_ids: list[Snowflake] = Field(min_length=1)
    deleted_at: datetime | None = None


class ForgetOp(_Lenient):
    op: Literal["forget"]
    guild_id: Snowflake | None = None
    channel_id: Snowflake
    message_id: Snowflake
    requested_by: Snowflake | None = None
    at: datetime | None = None


IngestOp = Annotated[
    Union[CreateOp, EditOp, DeleteOp, BulkDeleteOp, ForgetOp], Field(discriminator="op")
]
ingest_op_adapter: TypeAdapter[IngestOp] = TypeAdapter(IngestOp)
