"""The sidecar's feeds, auth matrix and operations endpoints, through a real HTTP client."""

from __future__ import annotations

import io
import json
import logging
import re

import pytest

from feed import awareness
from feed.auth import AgentDirectory, AuthConfigError
from memory.render.awareness import KIND_DIGEST, FeedBudget
from tests.support import builders as b
from tests.support.sidecar import (
    CH,
    DESK_TOKEN,
    NARROW_TOKEN,
    OTHER,
    POD_TOKEN,
    SECRET,
    SERVICE_TOKEN,
    agent_headers,
    header,
    running,
)

CONTRACT_KEYS = ("kind", "since", "channels", "messages", "available", "omitted", "retained", "digest",
                 "raw_bytes", "digest_bytes", "digest_blocks", "coverage_gaps", "deterministic_only", "range")
TOOLS = ("/search_channel_context", "/get_channel_messages")


# -- /channel-awareness -----------------------------------------------------------------

async def test_awareness_is_plain_text_with_the_contract_header(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": f"{CH},{OTHER}"}, headers=agent_headers())
        text = await resp.text()
    assert resp.status == 200
    assert resp.headers["Content-Type"] == "text/plain; charset=utf-8"
    assert text.startswith("[channel-awareness] ")
    fields = header(text)
    assert set(CONTRACT_KEYS) <= set(fields)
    assert fields["kind"] == "raw_window+digest" and fields["digest"] == "ok"
    assert fields["channels"] == f"{CH},{OTHER}"
    assert fields["retained"].endswith("/since-24h")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\dZ\.\.\d{4}-\d\d-\d\dT\d\d:\d\dZ", fields["range"])
    assert "BUY 50 NVDA @ 142.50" in text and "SOFI beat" in text
    assert re.search(r"^\[2026-05-21 \d\d:\d\d source=\d+/\d+\] \S+: ", text, re.M)
    assert "SECRET" not in text and str(SECRET) not in text
    assert len(text.encode()) < 32 * 1024


async def test_awareness_kinds_and_plus_sign_in_the_query(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        raw = await client.get(f"/channel-awareness?channels={CH}&context_kind=raw_window", headers=agent_headers())
        plus = await client.get(f"/channel-awareness?channels={CH}&context_kind=raw_window+digest",
                                headers=agent_headers())
        encoded = await client.get(f"/channel-awareness?channels={CH}&context_kind=raw_window%2Bdigest",
                                   headers=agent_headers())
        raw_fields, plus_fields = header(await raw.text()), header(await plus.text())
        assert header(await encoded.text())["kind"] == "raw_window+digest"
    assert raw_fields["kind"] == "raw_window" and int(raw_fields["messages"]) == 19
    assert plus_fields["kind"] == "raw_window+digest"


@pytest.mark.parametrize("query, reason", [
    ({"since": "soon"}, "since"),
    ({"since": "9" * 400 + "h"}, "since"),
    ({"since": "-5h"}, "since"),
    ({"limit": "-1"}, "limit"),
    ({"limit": "ten"}, "limit"),
    ({"max_chars": "12"}, "max_chars"),
    ({"context_kind": "everything"}, "context_kind"),
    ({"channels": "abc"}, "channels"),
    ({"channels": "1" * 30}, "channels"),
])
async def test_awareness_bad_values_are_400_with_a_one_line_reason(tmp_path, query, reason):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": str(CH), **query}, headers=agent_headers())
        body = await resp.json()
    assert resp.status == 400
    assert body["error"] == "invalid_request"
    assert body["detail"].startswith(reason) and "\n" not in body["detail"]


async def test_awareness_requires_channels_and_empty_means_the_allowlist(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        missing = await client.get("/channel-awareness", headers=agent_headers())
        assert missing.status == 400 and "channels" in (await missing.json())["detail"]
        everything = await client.get("/channel-awareness?channels=", headers=agent_headers())
        assert header(await everything.text())["channels"] == f"{CH},{OTHER}"


async def test_a_failing_digest_degrades_to_the_raw_window(tmp_path, monkeypatch):
    real = awareness.build_layout

    def broken(inputs, req, **kwargs):
        if req.kind == KIND_DIGEST:
            raise RuntimeError("digest renderer exploded")
        return real(inputs, req, **kwargs)

    monkeypatch.setattr(awareness, "build_layout", broken)
    async with running(tmp_path / "m.db") as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        text = await resp.text()
        boot = await client.get("/channel-context", params={"channels": str(CH), "context_kind": "bootstrap_tail"},
                                headers=agent_headers())
        boot_text = await boot.text()
    assert resp.status == 200 and boot.status == 200
    fields = header(text)
    assert fields["digest"] == "unavailable" and fields["kind"] == "raw_window"
    assert "BUY 50 NVDA" in text and "exploded" not in text
    assert header(boot_text)["digest"] == "unavailable" and "cursor" in header(boot_text)


async def test_an_unreadable_store_is_503_json_without_traceback(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        await store.close()
        resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        body = await resp.json()
        health = await client.get("/health")
        assert health.status == 503 and (await health.json())["status"] == "unavailable"
    assert resp.status == 503 and body["error"] == "store_unavailable"
    assert "Traceback" not in json.dumps(body)


async def test_feeds_stay_under_the_byte_budget(tmp_path):
    lines = [b.create(i, f"report {i}: " + "NVDA levels and reasoning " * 70, counter=i) for i in range(120)]
    budget = FeedBudget(feed_max_bytes=8000, raw_max_bytes=3000, digest_max_bytes=3000, raw_max_messages=50,
                        raw_max_age_ms=24 * 3_600_000)
    async with running(tmp_path / "m.db", lines, budget=budget, now_minute=130) as (client, _):
        for params in ({"channels": str(CH)}, {"channels": str(CH), "context_kind": "raw_window"},
                       {"channels": str(CH), "max_chars": "2000"}):
            resp = await client.get("/channel-awareness", params=params, headers=agent_headers())
            assert len(await resp.read()) <= int(params.get("max_chars", 8000))
        for kind in ("tail", "bootstrap_tail"):
            resp = await client.get("/channel-context", params={"channels": str(CH), "context_kind": kind,
                                                                "limit": "500"}, headers=agent_headers())
            assert resp.status == 200 and len(await resp.read()) <= 8000


async def test_deterministic_only_comes_from_the_injected_callable(tmp_path):
    async with running(tmp_path / "m.db", deterministic_only=lambda channels: False) as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        assert header(await resp.text())["deterministic_only"] == "false"


async def test_deterministic_only_is_asked_about_the_channels_of_the_request(tmp_path):
    # A channel at its own daily LLM cap (RollupWorker.deterministic_only_for) says so in its header.
    asked = []

    def capped(channels) -> bool:
        asked.append(tuple(channels))
        return CH in channels

    async with running(tmp_path / "m.db", deterministic_only=capped) as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        assert header(await resp.text())["deterministic_only"] == "true"
        health = await (await client.get("/health")).json()
    assert (CH,) in asked and health["digest"]["deterministic_only"] is False   # /health asks for the process


# -- /channel-context -------------------------------------------------------------------

async def _context(client, **params) -> tuple[str, dict]:
    resp = await client.get("/channel-context", params=params, headers=agent_headers())
    assert resp.status == 200, await resp.text()
    text = await resp.text()
    return text, header(text)


async def test_cursor_advances_across_delta_tail_calls(tmp_path):
    async with running(tmp_path / "m.db") as (client, store):
        text, fields = await _context(client, channels=f"{CH},{OTHER}", limit="3")
        # A tail does not log as an awareness raw window in cllama: its kind says what it is.
        assert text.startswith("[channel-context] ") and fields["kind"] == "tail"
        assert fields["context_kind"] == "tail" and int(fields["messages"]) == 3
        cursor = fields["cursor"]
        assert set(CONTRACT_KEYS) <= set(fields)
        assert re.fullmatch(rf"{CH}:\d+,{OTHER}:\d+", cursor)

        # Nothing new: nothing returned, cursor unchanged.
        text, fields = await _context(client, channels=f"{CH},{OTHER}", after=cursor)
        assert fields["context_kind"] == "delta_tail" and fields["messages"] == "0" and fields["cursor"] == cursor

        # Two new messages in CH: exactly those, and the cursor moves to the newest.
        from memory.ingest import ingest
        from memory.ops import ingest_op_adapter
        new = [b.create(215, "new one: NVDA ticking up", counter=20), b.create(216, "new two: flat", counter=21)]
        await ingest(store, [ingest_op_adapter.validate_python(line) for line in new], via="test",
                     now_ms=b.now_ms(230))
        text, fields = await _context(client, channels=f"{CH},{OTHER}", after=cursor, context_kind="delta_tail")
        assert fields["messages"] == "2" and fields["omitted"] == "0"
        assert "new one: NVDA" in text and "new two" in text and "desk note" not in text
        newest = new[1]["message"]["id"]
        assert fields["cursor"].startswith(f"{CH}:{newest},") and fields["cursor"].endswith(cursor.split(",")[1])

        # And from there, nothing again.
        text, fields = await _context(client, channels=f"{CH},{OTHER}", after=fields["cursor"])
        assert fields["messages"] == "0"


async def test_delta_tail_reports_omitted_and_still_advances(tmp_path):
    lines = [b.create(i, f"line {i}", counter=i) for i in range(30)]
    async with running(tmp_path / "m.db", lines, now_minute=60) as (client, _):
        first_id = lines[0]["message"]["id"]
        text, fields = await _context(client, channels=str(CH), after=f"{CH}:{first_id}", limit="5")
        assert fields["messages"] == "5" and fields["available"] == "29" and fields["omitted"] == "24"
        assert fields["cursor"] == f"{CH}:{lines[-1]['message']['id']}"
        assert "line 29" in text and "line 24" not in text
        handle = re.search(r'source_handles=\["([^"]+)"\]', text).group(1)
        # The omitted range is exactly retrievable.
        resp = await client.post("/get_channel_messages", json={"source_handles": [handle], "limit": 50},
                                 headers=agent_headers())
        body = await resp.json()
        assert [m["content"] for m in body["messages"]] == [f"line {i}" for i in range(1, 25)]


async def test_context_bootstrap_has_digest_and_cursor(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        text, fields = await _context(client, channels=str(CH), context_kind="bootstrap_tail")
    assert fields["kind"] == "raw_window+digest" and fields["context_kind"] == "bootstrap_tail"
    # The day's hard events are all recent, so they are shown once, in the recent window.
    shown, total = (int(x) for x in fields["hard_events"].split("/"))
    assert total > 0 and shown == total and "risk limit for TSLA" in text
    newest = desk_newest = b.snowflake(210, 8)
    assert fields["cursor"] == f"{CH}:{newest}" and desk_newest in text


async def test_context_refuses_bad_cursors_and_other_channels(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        bad = await client.get("/channel-context", params={"channels": str(CH), "after": "nonsense"},
                               headers=agent_headers())
        assert bad.status == 400 and (await bad.json())["detail"].startswith("after")
        resp = await client.get("/channel-context", params={"channels": str(CH), "after": f"{SECRET}:1{'0' * 18}"},
                                headers=agent_headers())
        assert resp.status == 403
        assert await resp.json() == {"error": "channel_not_allowed", "agent": "desk", "channel": str(SECRET)}


# -- auth matrix ------------------------------------------------------------------------

@pytest.mark.parametrize("headers, status, error", [
    ({}, 401, "unauthenticated"),
    ({"Authorization": "Bearer wrong-token-0123456789"}, 401, "unauthenticated"),
    ({"Authorization": f"Basic {DESK_TOKEN}", "X-Claw-ID": "desk"}, 401, "unauthenticated"),
    ({"Authorization": f"Bearer {DESK_TOKEN}", "X-Claw-ID": "narrow"}, 401, "unauthenticated"),
    ({"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Claw-ID": "desk"}, 401, "unauthenticated"),
    ({"Authorization": f"Bearer {DESK_TOKEN}"}, 400, "missing_agent_id"),
    ({"Authorization": f"Bearer {POD_TOKEN}"}, 400, "missing_agent_id"),
    ({"Authorization": f"Bearer {POD_TOKEN}", "X-Claw-ID": "nobody"}, 403, "unknown_agent"),
    ({"Authorization": f"Bearer {POD_TOKEN}", "X-Claw-ID": "desk"}, 403, "unknown_agent"),
    ({"Authorization": "Bearer désk-tøken-ünicode-0123", "X-Claw-ID": "desk"}, 401, "unauthenticated"),
])
async def test_auth_matrix(tmp_path, headers, status, error):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        answers = [await client.get("/channel-awareness", params={"channels": str(CH)}, headers=headers),
                   await client.get("/channel-context", params={"channels": str(CH)}, headers=headers)]
        for path in TOOLS:
            answers.append(await client.post(path, json={"query": "x"}, headers=headers))
        for resp in answers:
            assert resp.status == status
            assert (await resp.json()) == {"error": error}


async def test_tool_errors_come_in_contract_order(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        # not POST first, even without a token
        resp = await client.get("/search_channel_context")
        assert resp.status == 405 and await resp.json() == {"error": "method_not_allowed"}
        # then the token, before the body is looked at
        resp = await client.post("/search_channel_context", data=b"{not json")
        assert resp.status == 401
        resp = await client.post("/search_channel_context", data=b"{not json",
                                 headers={"Authorization": f"Bearer {POD_TOKEN}"})
        assert resp.status == 400 and (await resp.json())["error"] == "missing_agent_id"
        resp = await client.post("/search_channel_context", data=b"{not json",
                                 headers={"Authorization": f"Bearer {POD_TOKEN}", "X-Claw-ID": "ghost"})
        assert resp.status == 403 and (await resp.json())["error"] == "unknown_agent"
        resp = await client.post("/search_channel_context", data=b"{not json",
                                 headers=agent_headers("pod-agent", POD_TOKEN))
        assert resp.status == 400 and (await resp.json())["error"] == "invalid_json"
        resp = await client.post("/search_channel_context", data=io.BytesIO(b"x" * (1024 * 1024 + 10)),
                                 headers=agent_headers("pod-agent", POD_TOKEN))
        assert resp.status == 413
        resp = await client.post("/search_channel_context", json={"query": "NVDA", "channels": [str(SECRET)]},
                                 headers=agent_headers("pod-agent", POD_TOKEN))
        assert resp.status == 403
        assert await resp.json() == {"error": "channel_not_allowed", "agent": "pod-agent", "channel": str(SECRET)}


async def test_compat_mode_pod_token_reads_the_agents_allowlist(tmp_path):
    async with running(tmp_path / "m.db") as (client, _):
        resp = await client.get("/channel-awareness", params={"channels": ""},
                                headers=agent_headers("pod-narrow", POD_TOKEN))
        text = await resp.text()
        assert resp.status == 200 and header(text)["channels"] == str(OTHER)
        assert "SOFI" in text and "NVDA" not in text
        resp = await client.get("/channel-awareness", params={"channels": str(CH)},
                                headers=agent_headers("pod-narrow", POD_TOKEN))
        assert resp.status == 403
        assert await resp.json() == {"error": "channel_not_allowed", "agent": "pod-narrow", "channel": str(CH)}


async def test_nothing_of_a_disallowed_channel_leaks(tmp_path):
    narrow = agent_headers("narrow", NARROW_TOKEN)
    async with running(tmp_path / "m.db") as (client, _):
        feed = await (await client.get("/channel-awareness", params={"channels": ""}, headers=narrow)).text()
        ctx = await (await client.get("/channel-context", params={"channels": ""}, headers=narrow)).text()
        search = await (await client.post("/search_channel_context", json={"query": "channel"},
                                          headers=narrow)).text()
        recent = await (await client.post("/get_channel_messages", json={}, headers=narrow)).text()
        by_id = await (await client.post("/get_channel_messages",
                                          json={"message_ids": [b.snowflake(205, 10), b.snowflake(100, 11)]},
                                          headers=narrow)).text()
        denied = await client.post("/get_channel_messages",
                                   json={"source_handles": [f"{OTHER}/{b.snowflake(205, 10)}"]}, headers=narrow)
        denied_range = await client.post("/get_channel_messages", json={"around": f"{SECRET}/{b.snowflake(100, 11)}"},
                                         headers=narrow)
    for text in (feed, ctx, search, recent, by_id):
        assert "SOFI" not in text and "SECRET" not in text and "merger" not in text
        assert str(OTHER) not in text and str(SECRET) not in text
    assert header(feed)["retained"] == "19/since-24h"        # counts: CH only
    assert json.loads(by_id)["status"] == "not_in_buffer"     # another channel's ids look unknown
    assert denied.status == 403 and denied_range.status == 403


# -- operations -------------------------------------------------------------------------

async def test_health_reports_store_lag_and_gateway(tmp_path):
    state = {"connected": True, "latency_ms": 42}
    async with running(tmp_path / "m.db", gateway_status=lambda: dict(state)) as (client, _):
        resp = await client.get("/health")
        body = await resp.json()
        assert resp.status == 200 and body["status"] == "ok" and body["ready"] and body["live"]
        assert body["store"]["readable"] and body["digest"]["dirty_windows"] == 0
        assert body["gateway"] == {"connected": True, "latency_ms": 42}
        state["connected"] = False
        body = await (await client.get("/health")).json()
        assert body["status"] == "degraded" and "gateway not connected" in body["problems"]


async def test_health_shows_digest_lag(tmp_path):
    async with running(tmp_path / "m.db", digest=False, clock=lambda: b.now_ms(NOW_LAG)) as (client, _):
        body = await (await client.get("/health")).json()
    # desk_morning was applied at minute 240 and never digested; the clock says 250.
    assert body["digest"]["dirty_windows"] > 0 and body["digest"]["lag_ms"] == 10 * 60_000
    assert body["status"] == "degraded"


NOW_LAG = 250


async def test_metrics_and_structured_op_log(tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="channel_memory.feed.serve")
    async with running(tmp_path / "m.db") as (client, _):
        await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        await client.post("/search_channel_context", json={"query": "NVDA"}, headers=agent_headers())
        await client.get("/channel-awareness", params={"channels": str(SECRET)}, headers=agent_headers())
        resp = await client.get("/metrics")
        text = await resp.text()
    assert resp.status == 200 and resp.headers["Content-Type"].startswith("text/plain")
    assert 'channel_memory_context_ops_total{endpoint="channel-awareness",kind="raw_window+digest",status="ok"} 1.0' \
        in text
    assert 'endpoint="search_channel_context",kind="search",status="ok"' in text
    assert 'status="channel_not_allowed"' in text
    assert "channel_memory_context_op_seconds_bucket" in text
    assert str(SECRET) not in text and str(CH) not in text
    ops = [r for r in caplog.records if getattr(r, "type", None) == "channel_context_op"]
    assert len(ops) == 3
    fields = ("agent", "kind", "channels", "retained", "returned", "omitted", "raw_bytes", "digest_bytes",
              "digest_blocks", "coverage_gaps", "deterministic_only", "status", "tool_name", "latency_ms")
    for record in ops:
        assert all(hasattr(record, name) for name in fields)
    feed_op, search_op, denied_op = ops
    assert feed_op.agent == "desk" and feed_op.status == "ok" and feed_op.returned > 0 and feed_op.digest_blocks > 0
    assert search_op.tool_name == "search_channel_context" and search_op.returned == 4
    assert denied_op.status == "channel_not_allowed" and denied_op.retained == 0


async def test_openapi_describes_every_json_endpoint(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        doc = await (await client.get("/openapi.json")).json()
    for path in ("/search_channel_context", "/get_channel_messages", "/ingest", "/digest", "/search",
                 "/source-messages", "/forget"):
        schema_ref = doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        schema = doc["components"]["schemas"][schema_ref.rsplit("/", 1)[1]]
        assert schema["additionalProperties"] is False
    assert {"/channel-awareness", "/channel-context", "/health", "/metrics"} <= set(doc["paths"])
    search = doc["components"]["schemas"]["SearchRequest"]["properties"]
    assert {"channels", "query", "since", "author", "limit"} == set(search)


async def test_unknown_paths_are_json_404(tmp_path):
    async with running(tmp_path / "m.db", digest=False) as (client, _):
        resp = await client.get("/nope")
        assert resp.status == 404 and await resp.json() == {"error": "not_found"}


# -- configuration files ----------------------------------------------------------------

def test_agents_file_loads_and_checks_tokens(tmp_path):
    path = tmp_path / "agents.toml"
    path.write_text(f'[agents.desk]\ntoken = "{DESK_TOKEN}"\nchannels = ["{CH}", "{OTHER}"]\n\n'
                    f'[agents."pod-2"]\ntoken = "{NARROW_TOKEN}"\nchannels = []\n')
    directory = AgentDirectory.load(agents_file=path)
    agent = directory.authenticate(f"Bearer {DESK_TOKEN}", "desk")
    assert agent.agent_id == "desk" and agent.channels == (CH, OTHER)
    assert directory.authenticate(f"Bearer {NARROW_TOKEN}", "pod-2").channels == ()
    assert directory.authenticate(f"Bearer {NARROW_TOKEN}", "desk").status == 401



def test_an_accepted_header_pair_is_remembered_and_nothing_else():
    from feed import auth

    directory = AgentDirectory({"desk": (DESK_TOKEN, [CH]), "narrow": (NARROW_TOKEN, [OTHER])})
    first = directory.authenticate(f"Bearer {DESK_TOKEN}", "desk")
    assert directory.authenticate(f"Bearer {DESK_TOKEN}", "desk") is first
    # The same token under another agent's id, a wrong token, a missing id: refused every time.
    for _ in range(2):
        assert directory.authenticate(f"Bearer {DESK_TOKEN}", "narrow").status == 401
        assert directory.authenticate(f"Bearer {DESK_TOKEN}x", "desk").status == 401
        assert directory.authenticate(f"Bearer {DESK_TOKEN}", "").status == 400
    assert list(directory._accepted) == [(f"Bearer {DESK_TOKEN}", "desk")]
    # Spelling variants of one valid pair are bounded in number.
    for spaces in range(auth.ACCEPTED_PAIRS_MAX + 10):
        assert directory.authenticate(f"Bearer {DESK_TOKEN}" + " " * spaces, "desk").agent_id == "desk"
    assert len(directory._accepted) == auth.ACCEPTED_PAIRS_MAX

@pytest.mark.parametrize("content, where", [
    ('[agents.desk]\ntoken = "abc\nchannels = []\n', "line 2"),
    (f'[agents.desk]\ntoken = "{DESK_TOKEN}"\n\nchannels = ["12x"]\n', "agents.toml:4"),
    (f'[agents.desk]\ntoken = 5\nchannels = ["{CH}"]\n', "agents.toml:2"),
    (f'[agents.desk]\ntoken = "{DESK_TOKEN}"\nchannels = ["{CH}"]\nchanels = []\n', "agents.toml:4"),
    ('[agents.desk]\ntoken = "short"\nchannels = []\n', "agents.toml:2"),
    (f'[agents.a]\ntoken = "{DESK_TOKEN}"\nchannels = []\n[agents.b]\ntoken = "{DESK_TOKEN}"\nchannels = []\n',
     "share one token"),
    ("", "no agents"),
])
def test_malformed_agents_file_names_the_line(tmp_path, content, where):
    path = tmp_path / "agents.toml"
    path.write_text(content)
    with pytest.raises(AuthConfigError) as err:
        AgentDirectory.load(agents_file=path)
    assert where in str(err.value) and str(path) in str(err.value)


def test_compat_allowlist_file(tmp_path):
    path = tmp_path / "allow.json"
    path.write_text(json.dumps({"version": 1, "agents": {"a1": [str(CH)], "a2": []}}))
    directory = AgentDirectory.load(allowlist_file=path, tool_token=POD_TOKEN)
    assert directory.authenticate(f"Bearer {POD_TOKEN}", "a1").channels == (CH,)
    path.write_text('{"version": 1,\n "agents": {"a1": [1,]}}')
    with pytest.raises(AuthConfigError, match="allow.json:2"):
        AgentDirectory.load(allowlist_file=path, tool_token=POD_TOKEN)
    path.write_text(json.dumps({"version": 1, "agents": {"a1": [str(CH)]}}))
    with pytest.raises(AuthConfigError, match="tool token"):
        AgentDirectory.load(allowlist_file=path)


# -- feed cache and single flight ---------------------------------------------------------

async def test_start_up_lays_out_the_agents_channel_sets_before_the_first_request(tmp_path, layout_renders):
    from feed.awareness import warm_sets
    assert sorted(warm_sets((OTHER, CH))) == sorted([(CH,), (OTHER,), tuple(sorted((CH, OTHER)))])
    assert len(warm_sets(tuple(range(1, 9)))) == 9          # a long list: itself and each channel
    async with running(tmp_path / "m.db", feed_cache_ms=60_000, warm_layouts_s=5.0) as (client, store):
        warmed = sorted(set(layout_renders))
        assert warmed == sorted({(CH,), (OTHER,), tuple(sorted((CH, OTHER)))})
        for channels in (str(CH), f"{CH},{OTHER}", str(OTHER)):
            for max_chars in (None, "6000", "9000"):
                params = {"channels": channels, **({"max_chars": max_chars} if max_chars else {})}
                resp = await client.get("/channel-awareness", params=params, headers=agent_headers())
                assert resp.status == 200
        assert sorted(set(layout_renders)) == warmed and len(layout_renders) == len(warmed)   # no new layout
        metrics = await (await client.get("/metrics")).text()
    outcomes = metrics.split("channel_memory_feed_cache_total", 1)[1].split("\n# ", 1)[0]
    # Every budget rung was fitted at start-up: no request waits, none gets a smaller budget's bytes.
    assert 'result="miss"' not in outcomes and 'result="nearest"' not in outcomes


async def test_identical_feed_requests_share_renders(tmp_path, layout_renders):
    import asyncio

    renders = layout_renders
    async with running(tmp_path / "m.db", feed_cache_ms=60_000) as (client, store):
        answers = await asyncio.gather(*(client.get("/channel-awareness", params={"channels": str(CH)},
                                                    headers=agent_headers()) for _ in range(8)))
        texts = {await resp.text() for resp in answers}
        assert len(texts) == 1 and len(renders) == 1          # one render for eight callers
        # Another channel set is another render; the narrow agent reuses the same CH render.
        await client.get("/channel-awareness", params={"channels": f"{CH},{OTHER}"}, headers=agent_headers())
        again = await client.get("/channel-awareness", params={"channels": str(CH)},
                                 headers=agent_headers("narrow", NARROW_TOKEN))
        assert len(renders) == 2 and await again.text() in texts
        metrics = await (await client.get("/metrics")).text()
    assert 'channel_memory_feed_cache_total{endpoint="channel-awareness",result="miss"} 2.0' in metrics


def test_latency_histogram_exports_cumulative_buckets_sum_and_count():
    from prometheus_client import CollectorRegistry, generate_latest

    from feed.service import Latency

    registry = CollectorRegistry()
    latency = Latency("t_seconds", "test", ["endpoint"], registry, buckets=(0.01, 0.1))
    for seconds in (0.005, 0.01, 0.05, 0.5):          # 0.01 lands in le=0.01: a bound includes itself
        latency.observe(("a",), seconds)
    text = generate_latest(registry).decode()
    assert 't_seconds_bucket{endpoint="a",le="0.01"} 2.0' in text
    assert 't_seconds_bucket{endpoint="a",le="0.1"} 3.0' in text
    assert 't_seconds_bucket{endpoint="a",le="+Inf"} 4.0' in text
    assert 't_seconds_count{endpoint="a"} 4.0' in text and 't_seconds_sum{endpoint="a"} 0.565' in text
    assert latency.count("a") == 4 and latency.count("b") == 0


def test_op_figures_tallied_in_batches_scrape_as_exact_totals():
    from prometheus_client import generate_latest

    from feed.common import ServeRecord
    from feed.service import Metrics

    metrics = Metrics()
    served = 0
    # More distinct figure sets than are held before a fold, and repeats of one set.
    for retained in range(Metrics.OP_FIGURES_MAX + 40):
        op = ServeRecord(endpoint="channel-awareness", kind="raw_window+digest", status="ok", cache="hit",
                         retained=retained, returned=3, raw_bytes=100, digest_bytes=0, digest_blocks=2)
        for _ in range(2):
            metrics.observe_op(op, 0.001)
            served += 1
    assert len(metrics._op_figures) <= Metrics.OP_FIGURES_MAX     # folded on the way, never unbounded
    text = generate_latest(metrics.registry).decode()
    total_retained = 2 * sum(range(Metrics.OP_FIGURES_MAX + 40))
    for line in (
        f'channel_memory_context_ops_total{{endpoint="channel-awareness",kind="raw_window+digest",status="ok"}}'
        f' {served}.0',
        f'channel_memory_context_messages_total{{disposition="retained",endpoint="channel-awareness",'
        f'kind="raw_window+digest"}} {total_retained}.0',
        f'channel_memory_context_bytes_total{{endpoint="channel-awareness",kind="raw_window+digest",part="raw"}}'
        f' {served * 100}.0',
        f'channel_memory_feed_cache_total{{endpoint="channel-awareness",result="hit"}} {served}.0',
    ):
        assert line in text, line
    assert "part=\"digest\"" not in text                      # a zero figure adds no series
    assert metrics.ops.value("channel-awareness", "raw_window+digest", "ok") == served

def test_a_served_feed_puts_every_one_of_its_figures_on_the_op():
    import dataclasses

    from feed.cache import FeedStats
    from feed.common import ServeRecord

    fields = [f.name for f in dataclasses.fields(FeedStats)]
    stats = FeedStats(**{name: (f"v-{name}" if name in ("kind", "status") else index + 1)
                         for index, name in enumerate(fields) if name != "deterministic_only"},
                      deterministic_only=False)
    op = ServeRecord(endpoint="channel-awareness")
    awareness._fill_op(op, stats, "hit")
    assert {name: getattr(op, name) for name in fields} == dataclasses.asdict(stats)
    assert op.cache == "hit"
