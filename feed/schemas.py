"""Request and response models of the JSON endpoints; /openapi.json is generated from them.

Requests are strict (`extra="forbid"`): an unknown field is a 400 naming it, not a
silently ignored typo. Snowflakes travel as decimal strings (JSON numbers are accepted
on input, never produced); durations and times are validated here, so a handler only
sees values it can use.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    StrictBool,
    StrictInt,
    StrictStr,
    WithJsonSchema,
)

from feed.common import MAX_CHANNELS_PER_REQUEST, duration_ms, time_bound
from memory.ops import MAX_CONTENT_CHARS
from memory.queries import MAX_QUERY_CHARS
from memory.timeutil import parse_snowflake

MAX_IDS = 100


def _snowflake(value: object) -> int:
    return parse_snowflake(value.strip() if isinstance(value, str) else value)


Snowflake = Annotated[
    int, BeforeValidator(_snowflake), PlainSerializer(str, return_type=str),
    WithJsonSchema({"type": "string", "pattern": "^[0-9]{1,20}$", "description": "Discord snowflake"}),
]


def _duration(value: object) -> str:
    duration_ms(value, "duration")
    return value  # type: ignore[return-value]


def _time(value: object) -> str:
    time_bound(value, "time")
    return str(value).strip()


Duration = Annotated[str, BeforeValidator(_duration),
                     WithJsonSchema({"type": "string", "examples": ["24h", "90m", "7d"]})]
TimeOrId = Annotated[str, BeforeValidator(_time), WithJsonSchema({
    "type": "string", "description": "RFC 3339, '2026-05-21T16:23Z', '2026-05-21 16:23', or a message id",
})]
ShortText = Annotated[str, Field(max_length=200)]


def _plausible_time(value: datetime | None) -> datetime | None:
    if value is not None and not 2015 <= value.year <= 2200:
        raise ValueError("time out of range (2015..2200)")
    return value


WireTime = Annotated[datetime | None, AfterValidator(_plausible_time)]
IdOrHandle = Annotated[StrictStr | StrictInt, WithJsonSchema({
    "anyOf": [{"type": "string"}, {"type": "integer"}],
    "description": "a message id, a `<channel_id>/<message_id>` handle, or a range"
                   " `<channel_id>/<first_id>..<last_id>` as printed by the feed",
})]


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid", str_max_length=MAX_CONTENT_CHARS)


# -- channel tools (agents) -------------------------------------------------------------

class SearchRequest(_Request):
    """Full-text search over current, non-deleted content of allowed channels."""
    channels: list[Snowflake] = Field(default_factory=list, max_length=MAX_CHANNELS_PER_REQUEST,
                                      description="empty: the agent's whole allowlist")
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    since: Duration = "24h"
    author: ShortText | None = None
    limit: int = Field(20, ge=1, le=100)


class MessagesRequest(_Request):
    """Exact messages by id/handle/range, or a time range, or the messages around one id."""
    channels: list[Snowflake] = Field(default_factory=list, max_length=MAX_CHANNELS_PER_REQUEST,
                                      description="empty: the agent's whole allowlist")
    message_ids: list[IdOrHandle] = Field(default_factory=list, max_length=MAX_IDS)
    source_handles: list[IdOrHandle] = Field(default_factory=list, max_length=MAX_IDS)
    after: TimeOrId | None = None
    before: TimeOrId | None = None
    around: IdOrHandle | None = Field(None, description="a message id or handle: messages on either side")
    author: ShortText | None = None
    limit: int = Field(20, ge=1, le=200)


class MessageOut(BaseModel):
    id: str
    channel_id: str
    source_handle: str
    author_id: str | None
    author: str
    content: str | None = Field(description="null for tombstones (deleted or forgotten) and compacted messages")
    timestamp: str
    edited_at: str | None
    deleted: bool
    state: Literal["live", "deleted", "forgotten"]
    attachments: list[str] = Field(default_factory=list)
    content_truncated: bool = False


class DerivedBlockOut(BaseModel):
    kind: str
    event_type: str | None
    text: str
    source_messages: list[str] = Field(description="handles, or one range handle when there are many")
    source_count: int


class RetainedCoverageOut(BaseModel):
    oldest_ts: str | None
    newest_ts: str | None
    buffer_size: int
    backfill_status: str


class ToolResult(BaseModel):
    ok: bool
    status: Literal["ok", "empty", "not_in_buffer", "not_found", "coverage_gap"]
    messages: list[MessageOut]
    derived_blocks: list[DerivedBlockOut]
    retained_coverage: RetainedCoverageOut
    hint: str
    truncated: bool = False
    not_in_buffer: list[str] = Field(default_factory=list, description="requested ids never seen")


class ErrorOut(BaseModel):
    error: str
    detail: str | None = None
    agent: str | None = None
    channel: str | None = None


# -- adapter API (service token) --------------------------------------------------------

class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class AttachmentIn(_Lenient):
    filename: ShortText = "attachment"
    size: int | None = None
    url: Annotated[str, Field(max_length=2000)] | None = None


class EmbedFieldIn(_Lenient):
    name: Annotated[str, Field(max_length=256)] = ""
    value: Annotated[str, Field(max_length=2048)] = ""
    inline: StrictBool = False


class EmbedIn(_Lenient):
    """Every text part of an embed (Discord's limits); author and footer as text."""
    title: Annotated[str, Field(max_length=512)] | None = None
    description: Annotated[str, Field(max_length=8000)] | None = None
    url: Annotated[str, Field(max_length=2000)] | None = None
    author: Annotated[str, Field(max_length=512)] | None = None
    fields: list[EmbedFieldIn] = Field(default_factory=list, max_length=25)
    footer: Annotated[str, Field(max_length=2048)] | None = None


class IngestMessageIn(_Request):
    id: Snowflake
    author_id: Snowflake | None = None
    author_name: ShortText = ""
    author_bot: StrictBool = False
    created_at: WireTime = None
    edited_at: WireTime = None
    deleted: StrictBool = False
    content: str = ""
    content_hash: Annotated[str, Field(max_length=128)] | None = None
    attachments: list[AttachmentIn] = Field(default_factory=list, max_length=50)
    embeds: list[EmbedIn] = Field(default_factory=list, max_length=20)
    reference_id: Snowflake | None = None


class IngestSourceIn(_Request):
    kind: ShortText | None = None
    service: ShortText | None = None
    surface: ShortText | None = None
    guild_id: Snowflake | None = None


class IngestRequest(_Request):
    """One message per call; idempotent on channel + id + content."""
    channel_id: Snowflake
    message: IngestMessageIn
    source: IngestSourceIn | None = None
    parent_channel_id: Snowflake | None = Field(
        None, description="set when channel_id is a thread: readable by the agents allowed the parent")


class IngestResult(BaseModel):
    ok: bool
    outcome: str
    channel_id: str
    message_id: str
    source_handle: str


class DigestBudgetIn(_Request):
    max_blocks: int | None = Field(None, ge=1, le=5000)
    max_digest_bytes: int | None = Field(None, ge=256, le=1024 * 1024)


class DigestRequest(_Request):
    channel_ids: list[Snowflake] = Field(min_length=1, max_length=MAX_CHANNELS_PER_REQUEST)
    since: Duration = "24h"
    budget: DigestBudgetIn | None = None


class AdapterSearchRequest(_Request):
    channel_ids: list[Snowflake] = Field(min_length=1, max_length=MAX_CHANNELS_PER_REQUEST)
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    since: Duration = "24h"
    author: ShortText | None = None
    limit: int = Field(20, ge=1, le=200)


class SourceMessagesRequest(_Request):
    channel_id: Snowflake
    message_ids: list[Snowflake] = Field(min_length=1, max_length=MAX_IDS)
    include_history: StrictBool = False


class ForgetRequest(_Request):
    """Erase messages: content, versions, search tokens and derived text. Audited, never echoed."""
    channel_id: Snowflake
    message_id: Snowflake | None = None
    message_ids: list[Snowflake] = Field(default_factory=list, max_length=MAX_IDS)
    requested_by: Snowflake | None = None
