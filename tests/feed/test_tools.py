"""Channel tools (/search_channel_context, /get_channel_messages) and the adapter API."""

from __future__ import annotations

import json
import re

import pytest

from feed.schemas import ToolResult
from memory import coverage
from memory.ingest import ingest
from memory.ops import ingest_op_adapter
from tests.support import builders as b
from tests.support.sidecar import (
    CH,
    DESK_TOKEN,
    SECRET,
    agent_headers,
    running,
    service_headers,
)

PROPOSAL = b.snowflake(10, 2)
FILL = b.snowflake(14, 4)
NEVER = b.snowflake(33, 99)


async def tool(client, path: str, body, *, status: int = 200, headers: dict | None = None) -> dict:
    resp = await client.post(path, json=body, headers=headers or agent_headers())
    raw = await resp.read()
    assert resp.status == status, raw
    data = json.loads(raw)
    if status == 200 and path in ("/search_channel_context", "/get_channel_messages"):
        ToolResult.model_validate(data)
    return data


async def remove(store, *lines: dict) -> None:
    await ingest(store, [ingest_op_adapter.validate_python(line) for line in lines], via="test",
                 now_ms=b.now_ms(235))


# -- search -----------------------------------------------------------------------------

async def test_search_finds_words_tickers_and_substrings(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        hits = await tool(client, "/search_channel_context", {"query": "NVDA", "channels": [str(CH)]})
        assert hits["ok"] and hits["status"] == "ok" and len(hits["messages"]) == 4
        assert {m["id"] for m in hits["messages"]} >= {PROPOSAL, FILL}
        message = next(m for m in hits["messages"] if m["id"] == PROPOSAL)
        assert message == {
            "id": PROPOSAL, "channel_id": str(CH), "source_handle": f"{CH}/{PROPOSAL}",
            "author_id": b.author_id_of("Logan"), "author": "Logan",
            "content": "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00, target 155 (T-1042)",
            "timestamp": "2026-05-21T09:10:00.000Z", "edited_at": None, "deleted": False, "state": "live",
            "attachments": [],
        }
        assert any(f"{CH}/{PROPOSAL}" in block["source_messages"] for block in hits["derived_blocks"])
        assert hits["retained_coverage"]["buffer_size"] == 19
        # A substring inside a token (what upstream's substring search found) still matches.
        sub = await tool(client, "/search_channel_context", {"query": "-104"})
        assert {m["id"] for m in sub["messages"]} >= {PROPOSAL, FILL}
        by_author = await tool(client, "/search_channel_context", {"query": "NVDA", "author": "logan"})
        assert {m["author"] for m in by_author["messages"]} == {"Logan"}
        old = await tool(client, "/search_channel_context", {"query": "NVDA", "since": "30m"})
        assert old["status"] == "empty" and old["messages"] == []


@pytest.mark.parametrize("query", ['NVDA OR AAPL', 'NEAR(NVDA AAPL)', '"unbalanced', 'NVDA*', "content:x",
                                   "'; DROP TABLE messages; --", "^NVDA", "a AND", "(((", "*", "-", "NOT"])
async def test_search_syntax_never_breaks(tmp_path, query):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        resp = await client.post("/search_channel_context", json={"query": query}, headers=agent_headers())
        assert resp.status in (200, 400)
        body = await resp.json()
        if resp.status == 400:
            assert body["error"] == "invalid_request" and body["detail"].startswith("query")
        # still a working store afterwards
        again = await tool(client, "/search_channel_context", {"query": "NVDA"})
        assert again["messages"]


async def test_search_hides_removed_content_and_other_channels(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        proposal = b.create(10, "", counter=2)
        await remove(store, b.delete(proposal, 100))
        hits = await tool(client, "/search_channel_context", {"query": "PROPOSED"})
        assert hits["messages"] == []
        hits = await tool(client, "/search_channel_context", {"query": "merger"})
        assert hits["messages"] == [] and hits["status"] == "empty"
        denied = await tool(client, "/search_channel_context", {"query": "merger", "channels": [str(SECRET)]},
                            status=403)
        assert denied == {"error": "channel_not_allowed", "agent": "desk", "channel": str(SECRET)}


async def test_bad_tool_bodies_are_4xx_with_reasons(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        cases = [
            ({"query": ""}, "query"),
            ({"query": "x" * 300}, "query"),
            ({"query": "x", "since": "forever"}, "since"),
            ({"query": "x", "limit": 0}, "limit"),
            ({"query": "x", "limit": "many"}, "limit"),
            ({"query": "x", "channels": ["abc"]}, "channels.0"),
            ({"query": "x", "channels": "123"}, "channels"),
            ({"query": "x", "colour": "blue"}, "colour"),
            ({"query": ["x"]}, "query"),
        ]
        for body, where in cases:
            error = await tool(client, "/search_channel_context", body, status=400)
            assert error["error"] == "invalid_request" and error["detail"].startswith(where), (body, error)
        for body, where in [({"message_ids": ["12/x"]}, "message_ids[0]"), ({"after": "yesterday"}, "after"),
                            ({"before": "2026-13-45"}, "before"), ({"message_ids": [True]}, "message_ids"),
                            ({"around": f"{CH}/1..5"}, "around"), ({"limit": 1000}, "limit"),
                            ({"after": "2026-05-21 12:00", "before": "2026-05-21 10:00"}, "after"),
                            ({"message_ids": [PROPOSAL], "after": "2026-05-21 10:00"}, "give")]:
            error = await tool(client, "/get_channel_messages", body, status=400)
            assert error["error"] == "invalid_request" and error["detail"].startswith(where), (body, error)
        for raw in (b"[1, 2]", b'"text"', b"null"):
            resp = await client.post("/get_channel_messages", data=raw, headers=agent_headers())
            assert resp.status == 400 and (await resp.json())["error"] == "invalid_request"
        for raw in (b"{", b"\xff\xfe{}", b"", b"[" * 100_000, b'{"query": "\\ud800"}'):
            resp = await client.post("/search_channel_context", data=raw, headers=agent_headers())
            assert resp.status == 400 and (await resp.json())["error"] == "invalid_json", raw[:20]


# -- get_channel_messages ---------------------------------------------------------------

async def test_messages_by_id_handle_and_source_handle(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        got = await tool(client, "/get_channel_messages", {
            "message_ids": [PROPOSAL, f"{CH}/{FILL}"], "source_handles": [f"source={CH}/{b.snowflake(30, 6)}"]})
        assert got["status"] == "ok"
        assert [m["id"] for m in got["messages"]] == [PROPOSAL, FILL, b.snowflake(30, 6)]
        assert got["retained_coverage"]["oldest_ts"] == "2026-05-21T09:00:00.000Z"
        assert got["retained_coverage"]["backfill_status"] == "never"


async def test_range_handle_printed_by_the_feed_expands_to_exact_ids(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        text = await (await client.get("/channel-awareness", params={"channels": str(CH)},
                                       headers=agent_headers())).text()
        match = re.search(r"sources=(\d+/\d+\.\.\d+\(\d+\))", text)
        assert match, text
        handle = match.group(1)
        count = int(handle.rsplit("(", 1)[1].rstrip(")"))
        got = await tool(client, "/get_channel_messages", {"source_handles": [handle], "limit": 50})
    assert len(got["messages"]) == count == 12
    assert all("heartbeat" in m["content"] for m in got["messages"])


async def test_time_ranges_and_around(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        rfc = await tool(client, "/get_channel_messages", {"after": "2026-05-21T09:09:00Z",
                                                           "before": "2026-05-21T09:15Z", "channels": [str(CH)]})
        assert [m["id"] for m in rfc["messages"]] == [b.snowflake(10, 1), PROPOSAL, b.snowflake(12, 3), FILL]
        plain = await tool(client, "/get_channel_messages", {"after": "2026-05-21 12:00"})
        assert [m["author"] for m in plain["messages"]] == ["raj", "Weston", "dana.k"]
        by_id = await tool(client, "/get_channel_messages", {"after": FILL, "limit": 2, "channels": [str(CH)]})
        assert [m["id"] for m in by_id["messages"]] == [b.snowflake(15, 1), b.snowflake(20, 1)]
        assert by_id["truncated"] and f"after={b.snowflake(20, 1)}" in by_id["hint"]
        before = await tool(client, "/get_channel_messages", {"before": PROPOSAL, "limit": 2})
        assert [m["id"] for m in before["messages"]] == [b.snowflake(5, 1), b.snowflake(10, 1)]
        author = await tool(client, "/get_channel_messages", {"after": "2026-05-21 09:00", "author": "dana.k"})
        assert {m["author"] for m in author["messages"]} == {"dana.k"} and len(author["messages"]) == 2
        default = await tool(client, "/get_channel_messages", {})
        assert len(default["messages"]) == 20
        around = await tool(client, "/get_channel_messages", {"around": f"{CH}/{FILL}", "limit": 5})
        ids = [m["id"] for m in around["messages"]]
        assert len(ids) == 5 and ids[2] == FILL and ids == sorted(ids)
        unknown = await tool(client, "/get_channel_messages", {"around": NEVER})
        assert unknown["status"] == "not_found" and unknown["messages"] == []


async def test_tombstones_and_ids_never_seen(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        await remove(store, b.delete(b.create(10, "", counter=2), 100), b.forget(b.create(14, "", counter=4), 101))
        got = await tool(client, "/get_channel_messages", {"message_ids": [PROPOSAL, FILL, NEVER]})
        assert got["status"] == "not_in_buffer" and got["not_in_buffer"] == [NEVER]
        assert NEVER in got["hint"]
        deleted, forgotten = got["messages"]
        assert deleted["deleted"] and deleted["content"] is None and deleted["state"] == "deleted"
        assert deleted["author"] == "Logan" and deleted["timestamp"] == "2026-05-21T09:10:00.000Z"
        assert forgotten["deleted"] and forgotten["content"] is None and forgotten["state"] == "forgotten"
        assert "PROPOSED" not in json.dumps(got) and "FILLED" not in json.dumps(got)
        only_new = await tool(client, "/get_channel_messages", {"message_ids": [NEVER]})
        assert only_new["status"] == "not_in_buffer" and only_new["messages"] == []


async def test_empty_not_in_buffer_and_coverage_gap_statuses(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        inside = await tool(client, "/get_channel_messages", {"after": "2026-05-21 10:00",
                                                              "before": "2026-05-21 11:00", "channels": [str(CH)]})
        assert inside["status"] == "empty"
        older = await tool(client, "/get_channel_messages", {"before": "2026-05-20 10:00"})
        assert older["status"] == "not_in_buffer"
        await store.write(coverage.open_gap, CH, b.now_ms(60), "gateway_disconnected", now_ms=b.now_ms(200),
                          to_ms=b.now_ms(90))
        gap = await tool(client, "/get_channel_messages", {"after": "2026-05-21 09:30", "before": "2026-05-21 11:00",
                                                           "channels": [str(CH)]})
        assert gap["status"] == "coverage_gap" and "gap" in gap["hint"]


async def test_tool_results_stay_under_the_cap_with_whole_messages(tmp_path):
    lines = [b.create(i, f"report {i} " + "long NVDA reasoning with levels 142.50 and 139.00 " * 38, counter=i)
             for i in range(40)]
    lines.append(b.create(50, "é" * 30000, counter=50))
    async with running(tmp_path / "m.db", lines, now_minute=60, tool_max_bytes=6000) as (client, _):
        resp = await client.post("/get_channel_messages", json={"after": "2026-05-21 08:00", "limit": 40},
                                 headers=agent_headers())
        raw = await resp.read()
        body = json.loads(raw)
        assert len(raw) <= 6000 and body["truncated"] is True
        assert 0 < len(body["messages"]) < 40 and "left out" in body["hint"]
        kept = [int(m["content"].split()[1]) for m in body["messages"]]
        assert kept == list(range(len(kept)))      # oldest first kept, whole messages
        search = await client.post("/search_channel_context", json={"query": "reasoning", "limit": 40},
                                   headers=agent_headers())
        raw = await search.read()
        assert len(raw) <= 6000 and json.loads(raw)["truncated"] is True
        huge = await client.post("/get_channel_messages", json={"message_ids": [b.snowflake(50, 50)]},
                                 headers=agent_headers())
        raw = await huge.read()
        message = json.loads(raw)["messages"][0]
        assert len(raw) <= 6000 and message["content_truncated"] and set(message["content"]) == {"é"}


# -- adapter API ------------------------------------------------------------------------

def wall_message(minute: float, content: str, *, counter: int = 0, **extra) -> dict:
    return {"channel_id": str(CH), "message": {
        "id": b.snowflake(minute, counter), "author_id": "1464508146579148851", "author_name": "Weston",
        "created_at": b.at(minute), "edited_at": None, "deleted": False, "content": content,
        "content_hash": "sha256:whatever", **extra},
        "source": {"kind": "discord", "service": "wall", "surface": "channel", "guild_id": b.GUILD}}


async def test_adapter_ingest_is_idempotent_and_handles_edits_and_deletes(tmp_path):
    async with running(tmp_path / "m.db", []) as (client, _):
        message = wall_message(1, "[PROPOSED] BUY 10 AMD @ 150")
        first = await tool(client, "/ingest", message, headers=service_headers())
        assert first == {"ok": True, "outcome": "created", "channel_id": str(CH),
                         "message_id": message["message"]["id"], "source_handle": f"{CH}/{message['message']['id']}"}
        assert (await tool(client, "/ingest", message, headers=service_headers()))["outcome"] == "duplicate"
        edited = json.loads(json.dumps(message))
        edited["message"].update(content="[PROPOSED] BUY 12 AMD @ 150", edited_at=b.at(3))
        assert (await tool(client, "/ingest", edited, headers=service_headers()))["outcome"] == "edited"
        got = await tool(client, "/get_channel_messages", {"message_ids": [message["message"]["id"]]})
        assert got["messages"][0]["content"] == "[PROPOSED] BUY 12 AMD @ 150" and got["messages"][0]["edited_at"]
        gone = json.loads(json.dumps(edited))
        gone["message"]["deleted"] = True
        assert (await tool(client, "/ingest", gone, headers=service_headers()))["outcome"] == "deleted"
        assert (await tool(client, "/ingest", gone, headers=service_headers()))["outcome"] == "duplicate"
        never = wall_message(5, "secret words never stored", counter=7)
        never["message"]["deleted"] = True
        assert (await tool(client, "/ingest", never, headers=service_headers()))["outcome"] == "delete_unknown"
        got = await tool(client, "/get_channel_messages", {"message_ids": [never["message"]["id"]]})
        assert got["messages"][0]["deleted"] and got["messages"][0]["author"] == "Weston"
        search = await tool(client, "/search", {"channel_ids": [str(CH)], "query": "secret"},
                            headers=service_headers())
        assert search["messages"] == []


async def test_adapter_needs_the_service_token(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        for path in ("/ingest", "/digest", "/search", "/source-messages", "/forget"):
            for headers in ({}, agent_headers(), {"Authorization": f"Bearer {DESK_TOKEN}"}):
                resp = await client.post(path, json={}, headers=headers)
                assert resp.status == 401 and (await resp.json())["error"] == "unauthenticated"
            bad = await client.post(path, json={"unknown": 1}, headers=service_headers())
            assert bad.status == 400


async def test_adapter_digest_search_and_source_messages(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        digest = await tool(client, "/digest", {"channel_ids": [str(CH)], "since": "24h",
                                                "budget": {"max_blocks": 3, "max_digest_bytes": 4000}},
                            headers=service_headers())
        assert set(digest) >= {"status", "generated_at", "coverage", "blocks", "cost"}
        assert set(digest["coverage"]) >= {"from", "to", "source_messages", "digest_messages",
                                           "raw_recent_messages", "gaps"}
        assert len(digest["blocks"]) == 3 and digest["omitted_blocks"] > 0
        block = digest["blocks"][0]
        assert set(block) >= {"kind", "event_type", "text", "source_channel", "source_messages", "source_window",
                              "sparse", "score", "generated_at", "stale", "dirty", "processor"}
        assert digest["cost"] == {"deterministic_only": True, "llm_calls_today": 0}

        search = await tool(client, "/search", {"channel_ids": [str(CH), str(SECRET)], "query": "merger"},
                            headers=service_headers())
        assert [m["channel_id"] for m in search["messages"]] == [str(SECRET)]

        await remove(store, b.edit(b.create(10, "", counter=2), 20, "[PROPOSED] BUY 60 NVDA @ 142.50"))
        source = await tool(client, "/source-messages", {"channel_id": str(CH), "message_ids": [PROPOSAL, NEVER],
                                                         "include_history": True}, headers=service_headers())
        assert source["not_found"] == [NEVER]
        history = source["messages"][0]["history"]
        assert [v["content"] for v in history] == ["[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00, target 155"
                                                   " (T-1042)", "[PROPOSED] BUY 60 NVDA @ 142.50"]


async def test_adapter_forget_erases_and_never_echoes_content(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        answer = await tool(client, "/forget", {"channel_id": str(CH), "message_ids": [PROPOSAL, NEVER],
                                                "requested_by": "1200000000000000009"}, headers=service_headers())
        assert [e["outcome"] for e in answer["erased"]] == ["forgotten", "forget_unknown"]
        assert "NVDA" not in json.dumps(answer)
        again = await tool(client, "/forget", {"channel_id": str(CH), "message_id": PROPOSAL},
                           headers=service_headers())
        assert again["erased"][0]["outcome"] == "already_forgotten"
        got = await tool(client, "/get_channel_messages", {"message_ids": [PROPOSAL]})
        assert got["messages"][0]["state"] == "forgotten" and got["messages"][0]["content"] is None
        hits = await tool(client, "/search_channel_context", {"query": "PROPOSED"})
        assert hits["messages"] == []
        missing = await client.post("/forget", json={"channel_id": str(CH)}, headers=service_headers())
        assert missing.status == 400


async def test_concurrent_ingest_calls_share_transactions(tmp_path):
    import asyncio

    async with running(tmp_path / "m.db", [], digest=False) as (client, store):
        messages = [wall_message(i / 10, f"burst {i} NVDA", counter=i) for i in range(60)]
        messages.append(messages[0])                     # a duplicate inside the same burst
        answers = await asyncio.gather(*(client.post("/ingest", json=m, headers=service_headers())
                                         for m in messages))
        outcomes = [(await resp.json())["outcome"] for resp in answers]
        assert outcomes.count("created") == 60 and outcomes.count("duplicate") == 1
        stored = await store.read(lambda conn: conn.execute(
            "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'burst'").fetchone()[0])
        assert stored == 60
        hits = await tool(client, "/search_channel_context", {"query": "burst", "limit": 100, "since": "7d"})
        assert hits["truncated"] and 30 < len(hits["messages"]) < 60     # 60 hits do not fit in 15000 bytes


def test_fit_result_cuts_escaped_content_without_breaking_json():
    from feed.tools import Found, fit_result
    from memory.queries import StoredMessage

    message = StoredMessage(pk=1, channel_id=CH, message_id=int(PROPOSAL), author_id=None, author_name="x",
                            author_bot=False, created_at_ms=b.now_ms(10), edited_at_ms=None, state="live",
                            content='"\n\x01' * 5000, content_hash=None)
    found = Found([message], [1], [], {"oldest_ts": None, "newest_ts": None, "buffer_size": 1,
                                       "backfill_status": "never"}, "ok", "é" * 600)
    body, result, dropped = fit_result(found, 2000)
    data = json.loads(body)
    assert len(body) <= 2000 and dropped == 0 and data["messages"][0]["content_truncated"]
    assert data["messages"][0]["content"] and data["truncated"]
