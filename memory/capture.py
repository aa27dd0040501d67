"""The JSON Lines capture format (shared/CAPTURE-FORMAT.md): read, validate, write.

Reading never raises on a bad line: each line becomes either an op or a `LineError`
with its file and line number, so a caller can report, skip and carry on. A UTF-8 byte
order mark before the first line is accepted (editors on Windows write one).

Lines are validated by pydantic-core straight from the bytes (`validate_json`).
Replay reads through `read_capture_rows`, which has a fast path for the line a capture
is made of, a create without attachments or embeds: msgspec decodes it into a struct
of the wire shape (~1 µs a line against ~7 µs, and no model built: docs/benchmarks.md,
replay), the same functions as the models then check its snowflakes and times, and it
comes back as a `memory.ingest.NewMessage`. Anything the fast path does not accept,
valid or not, goes to pydantic, so what is accepted and every error reported stay the
models'. The content limit is the models' (`memory.ops.MAX_CONTENT_CHARS`), the same for
every ingest path.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

import msgspec
from pydantic import TypeAdapter, ValidationError

from memory.ingest import NewMessage
from memory.ops import MAX_CONTENT_CHARS, IngestOp, ingest_op_adapter
from memory.timeutil import parse_snowflake

BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class LineError:
    path: str
    line_no: int
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line_no}: {self.reason}"


def _first_error(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(part) for part in err.get("loc", ())) or "line"
    if err.get("type") == "json_invalid":
        return f"invalid JSON: {err.get('msg')}"
    return f"{where}: {err.get('msg')}"


def parse_line(raw: str | bytes) -> IngestOp:
    """One capture line -> an op; raises ValueError with a one-line reason."""
    try:
        return ingest_op_adapter.validate_json(raw)
    except ValidationError as exc:
        raise ValueError(_first_error(exc)) from None


def _lines(path: str | Path) -> Iterator[tuple[int, bytes]]:
    # A 1 MiB buffer: with the default 8 KiB, the read calls alone were ~6 % of a replay.
    with open(path, "rb", buffering=1 << 20) as handle:
        for line_no, raw in enumerate(handle, start=1):
            if line_no == 1 and raw.startswith(BOM):
                raw = raw[len(BOM):]
            if raw.strip():
                yield line_no, raw


def read_capture(path: str | Path) -> Iterator[IngestOp | LineError]:
    """Yield each line of a capture file as an op, or a LineError to report and skip."""
    name = str(path)
    for line_no, raw in _lines(path):
        try:
            yield parse_line(raw)
        except ValueError as exc:
            yield LineError(name, line_no, str(exc))


# The fast path's wire shape: a create line without attachments, embeds or any value the
# models would convert (snowflakes must be strings here, booleans JSON booleans). A line
# msgspec rejects is not thereby invalid: it goes to pydantic, which decides.
NoItems = Annotated[list, msgspec.Meta(max_length=0)]


# gc=False: these structs hold only strings, booleans and empty lists, so they can never
# be part of a reference cycle, and 100k of them a replay need not be tracked.
class _FastMessage(msgspec.Struct, gc=False):
    id: str
    author_id: str | None = None
    author_name: str = ""
    author_bot: bool = False
    created_at: str | None = None
    edited_at: str | None = None
    content: str = ""
    attachments: NoItems = []
    embeds: NoItems = []
    reference_id: str | None = None
    pinned: bool = False


class _FastCreate(msgspec.Struct, gc=False):
    op: Literal["create"]
    channel_id: str
    message: _FastMessage
    guild_id: str | None = None
    parent_channel_id: str | None = None


_fast_create = msgspec.json.Decoder(_FastCreate)
_moment = TypeAdapter(datetime | None).validate_python   # the models' own datetime parsing


class _Snowflakes(dict):
    """Channel, guild and author ids repeat line after line: each is parsed once per file."""

    def __missing__(self, text: str | None) -> int | None:
        if len(self) >= 4096:
            self.clear()
        value = self[text] = None if text is None else parse_snowflake(text)
        return value


def _new_message(line: _FastCreate, snowflakes: _Snowflakes) -> NewMessage | None:
    """The create as a NewMessage, checked as MessageIn checks it; None: leave it to pydantic."""
    msg = line.message
    if len(msg.content) > MAX_CONTENT_CHARS:
        return None
    try:
        # Positional, in NewMessage's field order (a keyword call costs more, 100k times).
        return NewMessage(
            snowflakes[line.channel_id], parse_snowflake(msg.id), snowflakes[line.guild_id],
            snowflakes[msg.author_id], msg.author_name, msg.author_bot,
            None if msg.reference_id is None else parse_snowflake(msg.reference_id),
            msg.content, _moment(msg.created_at), None if msg.edited_at is None else _moment(msg.edited_at),
            snowflakes[line.parent_channel_id], msg.pinned)
    except ValueError:       # pydantic's ValidationError is one too
        return None


def read_capture_rows(path: str | Path) -> Iterator[IngestOp | NewMessage | LineError]:
    """As `read_capture`, but a plain create line comes back as a NewMessage (the fast path)."""
    name = str(path)
    decode = _fast_create.decode
    snowflakes = _Snowflakes()
    for line_no, raw in _lines(path):
        try:
            row = _new_message(decode(raw), snowflakes)
        except msgspec.DecodeError:          # ValidationError too: not the fast path's shape
            row = None
        if row is not None:
            yield row
            continue
        try:
            yield parse_line(raw)
        except ValueError as exc:
            yield LineError(name, line_no, str(exc))


def dump_op(op: IngestOp) -> str:
    data = op.model_dump(mode="json", exclude_none=True)
    # `op` first, as CAPTURE-FORMAT.md writes lines (the shared fields live in a base model).
    return json.dumps({"op": data.pop("op"), **data}, ensure_ascii=False)


def write_capture(ops: Iterable[IngestOp | dict], path: str | Path) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as handle:
        for op in ops:
            line = json.dumps(op, ensure_ascii=False) if isinstance(op, dict) else dump_op(op)
            handle.write(line + "\n")
            count += 1
    return count
