"""Structure the classifier leans on (pins, reactions, embeds, threads) and search by token."""

from __future__ import annotations

import sqlite3

import pytest
from pydantic import ValidationError

from memory import queries
from memory.ingest import content_hash, searchable_text
from memory.ops import MAX_CONTENT_CHARS, ingest_op_adapter
from memory.store import connect_sync
from tests.support import builders as b
from tests.support.storeview import apply

CH = int(b.CHANNEL)
THREAD = "1400000000000000077"


def _pin(message: dict, minute: float, op: str = "pin") -> dict:
    return {"op": op, "guild_id": b.GUILD, "channel_id": message["channel_id"],
            "message_id": message["message"]["id"], "by": "1200000000000000009", "at": b.at(minute)}


def _reaction(message: dict, minute: float, emoji: str, op: str = "reaction_add") -> dict:
    return {"op": op, "guild_id": b.GUILD, "channel_id": message["channel_id"],
            "message_id": message["message"]["id"], "emoji": emoji, "user_id": "1200000000000000009",
            "at": b.at(minute)}


def _only(conn, msg):
    mid = int(msg["message"]["id"])
    return queries.by_ids(conn, [int(msg["channel_id"])], [mid])[mid]


@pytest.mark.parametrize("word", ["NO_ROUTE", "no_route", "user_names", "NO_ROU", "a_b_c"])
def test_search_for_words_with_underscores_finds_them(conn, word):
    apply(conn, b.create(1, "desk says NO_ROUTE for TSLA today, ping user_names and a_b_c"),
          b.create(2, "no route here"))
    hits = queries.search(conn, [CH], word, 0, b.now_ms(10))
    assert [h.content for h in hits][:1] == ["desk says NO_ROUTE for TSLA today, ping user_names and a_b_c"]


def test_search_never_builds_a_phrase_the_index_cannot_answer(conn):
    apply(conn, b.create(1, "ratio x²y and half½ then 1.5e3"))
    for query in ("x²y", "half½", "1.5e3", "a-b_c d", "\u0301combining", "ⅷ"):
        queries.search(conn, [CH], query, 0, b.now_ms(10))   # never sqlite3.OperationalError


def test_migration_rebuilds_the_index_from_live_content(tmp_path):
    # A store written by the 0003 schema (unicode61 without '_'), then opened by this build.
    import memory.store as store_module

    path = tmp_path / "old.db"
    raw = sqlite3.connect(path, isolation_level=None)
    store_module.configure(raw)
    for version, script in store_module._migrations():
        if version <= 3:
            raw.executescript(f"BEGIN;{script}\nPRAGMA user_version = {version};COMMIT;")
    raw.execute("INSERT INTO messages (pk, channel_id, message_id, created_at_ms, current_version, state,"
                " create_seen, first_observed_via, first_observed_at_ms) VALUES (1, ?, 5, 0, 1, 'live', 1, 't', 0)",
                (CH,))
    raw.execute("INSERT INTO message_versions (version_id, msg_pk, content_hash, content, observed_via,"
                " observed_at_ms) VALUES (1, 1, 'h', 'verdict NO_ROUTE', 't', 0)")
    raw.execute("INSERT INTO messages_fts (rowid, content) VALUES (1, 'verdict NO_ROUTE')")
    raw.close()
    conn = connect_sync(path)
    assert [m.pk for m in queries.search(conn, [CH], "NO_ROUTE", -1, 10)] == [1]
    assert conn.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'no_route'").fetchone()[0] == 1
    conn.close()


def test_strict_booleans_in_the_ingest_vocabulary():
    line = b.create(1, "x")
    line["message"]["author_bot"] = "yes"
    with pytest.raises(ValidationError):
        ingest_op_adapter.validate_python(line)
    line["message"]["author_bot"] = 1
    with pytest.raises(ValidationError):
        ingest_op_adapter.validate_python(line)


def test_one_content_limit_for_every_path():
    ok = b.create(1, "x" * MAX_CONTENT_CHARS)
    ingest_op_adapter.validate_python(ok)
    with pytest.raises(ValidationError):
        ingest_op_adapter.validate_python(b.create(1, "x" * (MAX_CONTENT_CHARS + 1)))
    edit = b.edit(ok, 2, "y" * (MAX_CONTENT_CHARS + 1))
    with pytest.raises(ValidationError):
        ingest_op_adapter.validate_python(edit)
    from feed.schemas import MAX_CONTENT_CHARS as http_limit
    assert http_limit == MAX_CONTENT_CHARS


def test_pins_and_reactions_are_stored_and_mark_the_window(conn):
    msg = b.create(1, "[PROPOSED] buy 100 NVDA")
    apply(conn, msg)
    conn.execute("DELETE FROM dirty_windows")
    outcome = apply(conn, _pin(msg, 2), _reaction(msg, 3, "✅"), _reaction(msg, 3, "✅"))
    assert outcome.counts == {"pinned": 1, "reaction_added": 1, "duplicate": 1}
    assert conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0] == 1
    stored = _only(conn, msg)
    assert stored.pinned
    reactions = queries.reactions(conn, [stored.pk])[stored.pk]
    assert [(r.emoji, r.user_id) for r in reactions] == [("✅", 1200000000000000009)]
    apply(conn, _pin(msg, 4, "unpin"), _reaction(msg, 5, "✅", "reaction_remove"))
    assert not _only(conn, msg).pinned
    assert queries.reactions(conn, [stored.pk]) == {}


def test_pin_or_reaction_for_an_unknown_message_is_reported_not_a_crash(conn):
    ghost = b.create(1, "never stored")
    assert apply(conn, _pin(ghost, 2), _reaction(ghost, 2, "👍")).counts == {"unknown_target": 2}


def test_forget_drops_reactions_and_the_pin(conn):
    msg = b.create(1, "pinned then erased")
    apply(conn, msg, _pin(msg, 2), _reaction(msg, 3, "📌"))
    apply(conn, b.forget(msg, 4))
    stored = _only(conn, msg)
    assert not stored.pinned and queries.reactions(conn, [stored.pk]) == {}


EMBED = {"title": "Execution report", "description": "filled", "url": "https://oms.example/7f3a91",
         "author": {"name": "OMS"}, "fields": [{"name": "Side", "value": "SELL", "inline": True},
                                               {"name": "Qty", "value": "250"}],
         "footer": {"text": "order 7f3a91 · venue XEUR"}}


def test_embeds_keep_every_text_part_in_storage_hash_and_search(conn):
    msg = b.create(1, "", embeds=[EMBED])
    apply(conn, msg)
    stored = _only(conn, msg)
    embed = stored.embeds[0]
    assert embed["author"] == "OMS" and embed["footer"] == "order 7f3a91 · venue XEUR"
    assert embed["fields"] == [{"name": "Side", "value": "SELL", "inline": True},
                               {"name": "Qty", "value": "250", "inline": False}]
    for word in ("SELL", "XEUR", "7f3a91", "OMS"):
        assert [h.pk for h in queries.search(conn, [CH], word, 0, b.now_ms(10))] == [stored.pk], word
    # A fill that changes only a field is a new version, not a duplicate.
    changed = b.create(1, "", embeds=[{**EMBED, "fields": [{"name": "Side", "value": "BUY"}]}])
    assert apply(conn, changed).counts == {"edited": 1}


def test_embed_hash_of_title_and_description_is_unchanged():
    # What 0003-era stores hold: the hash of a title/description embed must not move.
    import hashlib

    from memory.ops import Embed
    digest = hashlib.sha256(b"")
    digest.update(b"\0e" + b"T" + b"\0" + b"D")
    assert content_hash("", None, [Embed(title="T", description="D")]) == digest.hexdigest()[:32]
    assert "SELL" in searchable_text("", None, '[{"fields": [{"name": "Side", "value": "SELL"}]}]')


def test_threads_store_their_parent(conn):
    line = b.create(1, "thread reply", channel=THREAD)
    line["parent_channel_id"] = b.CHANNEL
    apply(conn, line)
    assert _only(conn, line).parent_channel_id == CH
    assert queries.thread_parents(conn) == {int(THREAD): CH}
