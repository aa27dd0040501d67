"""A thread is readable by exactly the agents allowed its parent: feeds, tools and search."""

from __future__ import annotations

from feed.auth import AgentDirectory
from tests.support import builders as b
from tests.support.sidecar import CH, DESK_TOKEN, NARROW_TOKEN, OTHER, agent_headers, running

THREAD = "1400000000000000077"


def _thread_line(minute: float, content: str, counter: int = 0) -> dict:
    line = b.create(minute, content, channel=THREAD, counter=counter)
    line["parent_channel_id"] = b.CHANNEL
    return line


def _directory() -> AgentDirectory:
    # "desk" may read the parent CH; "narrow" only OTHER.
    return AgentDirectory({"desk": (DESK_TOKEN, [CH]), "narrow": (NARROW_TOKEN, [OTHER])})


LINES = [b.create(200, "parent channel message", counter=1),
         _thread_line(201, "thread reply zqthreadword SELL 10 AAPL", counter=2),
         b.create(202, "other channel message", channel=b.OTHER_CHANNEL, counter=3)]
NARROW = agent_headers("narrow", NARROW_TOKEN)


async def test_an_agent_allowed_the_parent_reads_its_threads_everywhere(tmp_path):
    async with running(tmp_path / "m.db", LINES, auth=_directory()) as (client, _):
        feed = await (await client.get("/channel-awareness", params={"channels": str(CH)},
                                       headers=agent_headers())).text()
        assert "zqthreadword" in feed
        # The header names the asked channel and counts its threads (their ids are in the
        # handles): a busy week's threads would otherwise cost ~20 bytes each.
        fields = dict(f.split("=", 1) for f in feed.splitlines()[0].split()[1:])
        assert fields["channels"] == str(CH) and fields["threads"] == "1"
        search = await client.post("/search_channel_context", json={"query": "zqthreadword"},
                                   headers=agent_headers())
        assert [m["channel_id"] for m in (await search.json())["messages"]] == [THREAD]
        handle = (await search.json())["messages"][0]["source_handle"]
        fetched = await client.post("/get_channel_messages", json={"source_handles": [handle]},
                                    headers=agent_headers())
        assert fetched.status == 200 and (await fetched.json())["messages"][0]["content"].startswith("thread")
        direct = await client.get("/channel-context", params={"channels": THREAD, "context_kind": "tail"},
                                  headers=agent_headers())
        assert direct.status == 200 and "zqthreadword" in await direct.text()


async def test_an_agent_not_allowed_the_parent_never_sees_the_thread(tmp_path):
    async with running(tmp_path / "m.db", LINES, auth=_directory()) as (client, _):
        feed = await client.get("/channel-awareness", params={"channels": THREAD}, headers=NARROW)
        assert feed.status == 403
        own = await (await client.get("/channel-awareness", params={"channels": str(OTHER)},
                                      headers=NARROW)).text()
        assert "zqthreadword" not in own
        search = await client.post("/search_channel_context", json={"query": "zqthreadword"}, headers=NARROW)
        assert (await search.json())["messages"] == []
        fetched = await client.post("/get_channel_messages", json={"source_handles": [f"{THREAD}/1"]},
                                    headers=NARROW)
        assert fetched.status == 403
        tail = await client.get("/channel-context", params={"channels": str(OTHER), "context_kind": "tail"},
                                headers=NARROW)
        assert "zqthreadword" not in await tail.text()


async def test_a_thread_created_while_serving_is_readable_within_a_second(tmp_path):
    from feed.adapter import apply_ingest
    from feed.schemas import IngestRequest

    async with running(tmp_path / "m.db", LINES[:1], auth=_directory(), digest=False) as (client, store):
        await client.get("/channel-awareness", params={"channels": str(CH)}, headers=agent_headers())
        line = _thread_line(203, "late thread zqlateword", counter=5)
        body = IngestRequest.model_validate({"channel_id": THREAD, "parent_channel_id": b.CHANNEL,
                                             "message": line["message"]})
        await store.write(apply_ingest, [body], now_ms=b.now_ms(203))
        from feed.common import AUTH_KEY
        client.app[AUTH_KEY].threads._loaded_at = 0.0     # as if a second had passed
        search = await client.post("/search_channel_context", json={"query": "zqlateword"},
                                   headers=agent_headers())
        assert [m["channel_id"] for m in (await search.json())["messages"]] == [THREAD]
