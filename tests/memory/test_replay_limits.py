"""Replay accepts what every ingest path accepts: a BOM on the first line, and the one content limit."""

from __future__ import annotations

import json

from feed.schemas import MAX_CONTENT_CHARS as INGEST_LIMIT
from memory.ops import MAX_CONTENT_CHARS
from memory.replay import replay_files
from tests.support import builders as b


def _write(path, lines: list[dict], *, bom: bool = False) -> None:
    text = "\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))


def test_a_byte_order_mark_on_the_first_line_is_accepted(conn, tmp_path):
    capture = tmp_path / "bom.jsonl"
    _write(capture, [b.create(1, "first line after a BOM", counter=1), b.create(2, "second", counter=2)], bom=True)
    summary = replay_files(conn, [capture], now_ms=b.now_ms(10))
    assert summary.counts["created"] == 2 and summary.rejected == []


def test_replay_enforces_the_same_content_limit_as_ingest(conn, tmp_path):
    assert MAX_CONTENT_CHARS == INGEST_LIMIT          # one limit for every ingest path
    capture = tmp_path / "long.jsonl"
    _write(capture, [b.create(1, "x" * MAX_CONTENT_CHARS, counter=1),
                     b.create(2, "y" * (MAX_CONTENT_CHARS + 1), counter=2),
                     b.create(3, "after the long one", counter=3)])
    summary = replay_files(conn, [capture], now_ms=b.now_ms(10))
    assert summary.counts["created"] == 2
    assert [(e.line_no, "content" in e.reason) for e in summary.rejected] == [(2, True)]
    stored = conn.execute("SELECT max(length(content)) FROM message_versions").fetchone()[0]
    assert stored == MAX_CONTENT_CHARS
