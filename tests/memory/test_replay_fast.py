"""Replay's fast path for create lines (memory.capture.read_capture_rows -> NewMessage):
it must accept exactly what the models accept, report the same errors, and store the
same rows as the validated path (a pydantic model per line)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from memory.capture import LineError, read_capture, read_capture_rows
from memory.ingest import NewMessage, erase_residue
from memory.ops import MAX_CONTENT_CHARS, CreateOp
from memory.replay import ReplaySummary, replay_files, replay_ops
from memory.store import connect_sync
from memory.timeshift import shift_ops
from tests.support import builders as b
from tests.support.storeview import as_tuples, logical_dump

THREAD = "1400000000000000077"


def _write(path, lines) -> None:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n"
                            for line in lines), encoding="utf-8")


def _mixed_capture() -> list:
    """Every kind of line: plain creates (the fast path) and everything the models take."""
    plain = [b.create(i, f"message {i} about NVDA café 😀", counter=i) for i in range(40)]
    reply = b.create(41, "replying", counter=1, reference_id=plain[0]["message"]["id"], pinned=True)
    edited = b.create(42, "posted then edited", counter=2, edited_at=b.at(43))
    thread = {**b.create(44, "in a thread", counter=3, channel=THREAD), "parent_channel_id": b.CHANNEL}
    attached = b.create(45, "see chart", counter=4,
                        attachments=[{"id": "9", "filename": "chart.png", "size": 10, "url": "u"}])
    embedded = b.create(46, "", counter=5, embeds=[{"title": "Execution report",
                                                    "fields": [{"name": "Side", "value": "SELL"}]}])
    human = b.create(47, "a human", author="Ana", bot=False, counter=6, extra_field={"ignored": [1, 2]})
    other = b.create(48, "other channel", channel=b.OTHER_CHANNEL, counter=7)
    return [*plain, reply, edited, thread, attached, embedded, human, other,
            b.edit(plain[3], 50, "message 3 edited"), b.delete(plain[4], 51), b.bulk_delete(plain[5:7], 52),
            b.forget(plain[8], 53), b.forget(reply, 54),
            {"op": "pin", "guild_id": b.GUILD, "channel_id": b.CHANNEL, "message_id": plain[9]["message"]["id"]},
            {"op": "reaction_add", "guild_id": b.GUILD, "channel_id": b.CHANNEL,
             "message_id": plain[10]["message"]["id"], "emoji": "✅", "user_id": "1200000000000000003"},
            b.create(60, "after the removals", counter=8),
            # The same create again, and a create of a stored id with new content (a
            # version), both inside the fast path's batch: they take the full path.
            plain[2], {**plain[11], "message": {**plain[11]["message"], "content": "message 11, revised"}}]


def _full_dump(conn) -> dict:
    dump = as_tuples(logical_dump(conn))
    dump["structure"] = [tuple(r) for r in conn.execute(
        "SELECT message_id, parent_channel_id, pinned, first_observed_via FROM messages ORDER BY message_id")]
    dump["reactions"] = [tuple(r) for r in conn.execute("SELECT msg_pk, emoji, user_id FROM reactions")]
    # What full-text search finds, word by word (the index is contentless: ask it).
    dump["search"] = {word: [r[0] for r in conn.execute(
        "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid", (word,))]
        for word in ("message", "NVDA", "café", "edited", "thread", "chart", "Execution", "human", "replying")}
    return dump


def _validated_replay(conn, path, *, shift_ms: int = 0) -> ReplaySummary:
    """Replay as it ran before the fast path: every line a pydantic model."""
    summary = ReplaySummary()
    replay_ops(conn, shift_ops(read_capture(path), shift_ms), summary, now_ms=1, batch_size=7)
    erase_residue(conn)
    summary.counts.pop("forget_calls", None)      # as replay_files does
    return summary


def test_the_fast_path_takes_plain_creates_and_leaves_the_rest_to_the_models(tmp_path):
    capture = tmp_path / "mixed.jsonl"
    _write(capture, _mixed_capture())
    kinds = [type(item).__name__ for item in read_capture_rows(capture)]
    # Plain creates, the reply, the edited one, the thread, the human, the other channel's
    # and the last create: NewMessage. Attachments and embeds, and every other op: models.
    assert kinds.count("NewMessage") == 40 + 3 + 2 + 1 + 2
    assert kinds[43:45] == ["CreateOp", "CreateOp"]
    assert "LineError" not in kinds


def test_fast_and_validated_paths_store_the_same_rows(tmp_path):
    capture = tmp_path / "mixed.jsonl"
    _write(capture, _mixed_capture())
    fast_conn, slow_conn = connect_sync(tmp_path / "fast.db"), connect_sync(tmp_path / "slow.db")
    fast = replay_files(fast_conn, [capture], now_ms=1, batch_size=7)
    slow = _validated_replay(slow_conn, capture)
    assert fast.counts == slow.counts and fast.counts["created"] == 48
    assert fast.counts["duplicate"] == 1 and fast.counts["edited"] == 2
    assert _full_dump(fast_conn) == _full_dump(slow_conn)
    # Erasure semantics hold on the fast path too: the forgotten reply is gone everywhere.
    assert _full_dump(fast_conn)["search"]["replying"] == []
    fast_conn.close()
    slow_conn.close()


def test_a_shifted_fast_replay_equals_the_shifted_validated_one(tmp_path):
    capture = tmp_path / "mixed.jsonl"
    _write(capture, _mixed_capture())
    shift = 3 * 86_400_000 + 123
    fast_conn, slow_conn = connect_sync(tmp_path / "fast.db"), connect_sync(tmp_path / "slow.db")
    replay_files(fast_conn, [capture], now_ms=1, batch_size=7, shift_ms=shift)
    _validated_replay(slow_conn, capture, shift_ms=shift)
    assert _full_dump(fast_conn) == _full_dump(slow_conn)
    fast_conn.close()
    slow_conn.close()


def test_replaying_again_through_the_fast_path_changes_nothing(tmp_path):
    """Resumable: a second replay (or one after a crash) finds every message stored."""
    capture = tmp_path / "mixed.jsonl"
    _write(capture, _mixed_capture())
    conn = connect_sync(tmp_path / "a.db")
    replay_files(conn, [capture], now_ms=1, batch_size=7)
    once = _full_dump(conn)
    again = replay_files(conn, [capture], now_ms=2, batch_size=7)
    assert _full_dump(conn) == once
    assert again.counts["created"] == 0 and again.counts["duplicate"] >= 40
    conn.close()


def test_bad_lines_inside_a_fast_batch_are_reported_and_the_others_land(tmp_path):
    capture = tmp_path / "bad.jsonl"
    good = [b.create(i, f"good {i}", counter=i) for i in range(12)]
    bad = [
        '{"op":"create","guild_id":"1","channel_id":"2","message":{"id":"3"',      # truncated JSON
        {**good[0], "message": {**good[0]["message"], "id": "12.5"}},             # not a snowflake
        {**good[0], "message": {**good[0]["message"], "id": "0"}},                # out of range
        {**good[0], "message": {**good[0]["message"], "author_bot": "yes"}},      # not a boolean
        {**good[0], "message": {**good[0]["message"], "created_at": "yesterday"}},
        {**good[0], "message": {**good[0]["message"], "content": "x" * (MAX_CONTENT_CHARS + 1)}},
        {**good[0], "message": {**good[0]["message"], "content": None}},
        {"op": "create", "guild_id": b.GUILD, "channel_id": b.CHANNEL},           # no message
    ]
    lines = [*good[:6], *bad, *good[6:]]
    _write(capture, lines)
    fast_errors = [(e.line_no, e.reason) for e in read_capture_rows(capture) if isinstance(e, LineError)]
    model_errors = [(e.line_no, e.reason) for e in read_capture(capture) if isinstance(e, LineError)]
    assert fast_errors == model_errors
    assert [line_no for line_no, _ in fast_errors] == list(range(7, 7 + len(bad)))
    conn = connect_sync(tmp_path / "m.db")
    summary = replay_files(conn, [capture], now_ms=1, batch_size=5)
    assert summary.counts["created"] == 12 and len(summary.rejected) == len(bad)
    stored = {r[0] for r in conn.execute("SELECT content FROM message_versions")}
    assert stored == {f"good {i}" for i in range(12)}
    conn.close()


# Values a field of a create line may take, valid or not, for the fast path to judge
# exactly as the models do.
_TRICKY = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 2**64), st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["", "0", "1", "12.5", " 123", "123\n", "１２３", "99999999999999999999",
                     "18446744073709551616", "1507122322425909433", "2026-05-21T16:23:22.123Z",
                     "2026-05-21T16:23:22Z", "2026-05-21 16:23:22", "2026-05-21", "2026-05-21T24:00:00Z",
                     "2026-02-30T00:00:00Z", "2026-05-21T16:23:22.1234567+01:00", "1716000000", "true"]),
    st.text(max_size=5), st.lists(st.integers(), max_size=2), st.just({}),
)
_FIELDS = st.sampled_from([("channel_id",), ("guild_id",), ("parent_channel_id",), ("op",),
                           *[("message", name) for name in (
                               "id", "author_id", "author_name", "author_bot", "created_at", "edited_at",
                               "content", "attachments", "embeds", "reference_id", "pinned")]])


@settings(max_examples=300, deadline=None)
@given(changes=st.lists(st.tuples(_FIELDS, _TRICKY), max_size=3), drop=st.lists(_FIELDS, max_size=2))
def test_the_fast_path_accepts_and_rejects_exactly_as_the_models(tmp_path_factory, changes, drop):
    line = b.create(1, "base content", reference_id=b.snowflake(0), pinned=False)
    line["message"] = dict(line["message"])
    for path, value in changes:
        (line if len(path) == 1 else line["message"])[path[-1]] = value
    for path in drop:
        (line if len(path) == 1 else line["message"]).pop(path[-1], None)
    capture = tmp_path_factory.mktemp("prop") / "one.jsonl"
    _write(capture, [line])
    (fast,) = list(read_capture_rows(capture))
    (model,) = list(read_capture(capture))
    if isinstance(model, LineError):
        assert fast == model
    elif isinstance(fast, NewMessage):
        assert isinstance(model, CreateOp) and fast.as_op() == model
    else:
        assert fast == model


def test_a_replay_pauses_the_collector_and_restores_the_callers_settings(tmp_path):
    import gc

    from memory.replay import collector_paused

    capture = tmp_path / "c.jsonl"
    _write(capture, [b.create(i, f"m {i}", counter=i) for i in range(5)])
    conn = connect_sync(tmp_path / "g.db")
    seen = []
    replay_files(conn, [capture], now_ms=1, progress=lambda lines, done: seen.append(gc.isenabled()))
    assert seen and not any(seen)                  # paused while it ran
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()                  # a caller's disabled collector stays disabled
    finally:
        gc.enable()
    gc.freeze()                                    # a caller's own freeze (a pre-fork server's)
    try:
        frozen = gc.get_freeze_count()
        with collector_paused():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
    conn.close()

