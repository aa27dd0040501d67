"""`replay --shift-to-now`: a recorded capture lands ending now, its order, replies and erasures intact."""

from __future__ import annotations

import json
import time

from bot.cli import main
from memory.capture import read_capture
from memory.queries import window
from memory.store import connect_sync
from memory.timeshift import capture_end_ms, shift_ops, shift_snowflake, shift_to_end_at
from memory.timeutil import snowflake_ms
from tests.support import builders as b


def _capture(path) -> list[dict]:
    first = b.create(1, "proposal: buy 100 NVDA", counter=1)
    reply = b.create(3, "approved", counter=2, reference_id=first["message"]["id"])
    gone = b.create(4, "wrong desk, sorry", counter=3)
    lines = [first, reply, gone, b.edit(first, 5, "proposal: buy 150 NVDA"), b.delete(gone, 6)]
    text = "\n".join(json.dumps(line) for line in lines)
    path.write_text(text + "\n{not json\n", encoding="utf-8")
    return lines


def test_a_shifted_op_moves_every_moment_and_message_id_but_not_channels_or_people(tmp_path):
    lines = _capture(tmp_path / "day.jsonl")
    delta = 7 * 24 * 3_600_000 + 123
    shifted = [op for op in shift_ops(read_capture(tmp_path / "day.jsonl"), delta) if hasattr(op, "op")]
    create, reply, _, edit, delete = shifted
    assert create.message.id == shift_snowflake(int(lines[0]["message"]["id"]), delta)
    assert snowflake_ms(create.message.id) == snowflake_ms(int(lines[0]["message"]["id"])) + delta
    assert reply.message.reference_id == create.message.id          # the reply still points at its parent
    assert edit.message_id == create.message.id and delete.message_id == shifted[2].message.id
    assert create.channel_id == int(b.CHANNEL) and create.message.author_id == int(lines[0]["message"]["author_id"])
    assert capture_end_ms([tmp_path / "day.jsonl"]) == b.now_ms(6)  # the delete is the last moment
    assert shift_to_end_at([tmp_path / "day.jsonl"], b.now_ms(66)) == 3_600_000


def test_replay_shift_to_now_ends_the_capture_now_and_still_reports_bad_lines(tmp_path, capsys):
    _capture(tmp_path / "day.jsonl")
    db = tmp_path / "shifted.db"
    started_ms = int(time.time() * 1000)
    assert main(["replay", "--db", str(db), "--shift-to-now", str(tmp_path / "day.jsonl")]) == 1
    out = capsys.readouterr()
    result = json.loads(out.out.strip().splitlines()[-1])
    assert result["created"] == 3 and result["edited"] == 1 and result["deleted"] == 1
    assert "day.jsonl:6" in out.err                                  # the bad line keeps its own line number
    conn = connect_sync(db)
    try:
        end = b.now_ms(6) + result["shifted_ms"]
        stored = window(conn, [int(b.CHANNEL)], 0, end + 1)
    finally:
        conn.close()
    first, reply, gone = stored
    assert first.content == "proposal: buy 150 NVDA" and gone.removed
    assert reply.reference_id == first.message_id
    assert first.created_at_ms == b.now_ms(1) + result["shifted_ms"]
    assert abs(end - started_ms) < 60_000                            # the last event is now
