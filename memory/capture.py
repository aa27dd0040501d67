"""The JSON Lines capture format (shared/CAPTURE-FORMAT.md): read, validate, write.

Reading never raises on a bad line: each line becomes either an op or a `LineError`
with its file and line number, so a caller can report, skip and carry on. A UTF-8 byte
order mark before the first line is accepted (editors on Windows write one).

Lines are validated by pydantic-core straight from the bytes (`validate_json`): at
~10 µs a line that is as fast as `json.loads` alone on the same lines, and a
`json.loads` + hand-checked `model_construct` path measured ~28 µs a line, so there is
no separate fast path (docs/benchmarks.md, replay). The content limit is the models'
(`memory.ops.MAX_CONTENT_CHARS`), the same for every ingest path.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from memory.ops import IngestOp, ingest_op_adapter

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


def read_capture(path: str | Path) -> Iterator[IngestOp | LineError]:
    """Yield each line of a capture file as an op, or a LineError to report and skip."""
    name = str(path)
    with open(path, "rb") as handle:
        for line_no, raw in enumerate(handle, start=1):
            if line_no == 1 and raw.startswith(BOM):
                raw = raw[len(BOM):]
            if not raw.strip():
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
