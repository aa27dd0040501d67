"""The busy synthetic desk day: LLM rollups shrink the feed and keep every decision."""

from __future__ import annotations

import re

from memory.loop import DigestLoop
from memory.render.awareness import FeedBudget, FeedRequest, load_inputs, render_awareness
from memory.replay import replay_files
from memory.rollup import RollupConfig, RollupWorker, make_client
from memory.store import Store, connect_sync
from memory.timeutil import HOUR_MS, datetime_ms
from tests.support.fake_anthropic import KEY, FakeAnthropic
from tests.support.synth import DEFAULT_START, generate_day, write_jsonl

END_MS = datetime_ms(DEFAULT_START) + 24 * HOUR_MS
UNBOUNDED = FeedBudget(digest_max_bytes=1_000_000, feed_max_bytes=1_000_000)


def rollup_section(text: str) -> str:
    match = re.search(r"^## Older discussion.*?(?=^## )", text, re.S | re.M)
    return match.group(0) if match else ""


async def render(store: Store, channel: int, budget: FeedBudget, deterministic_only: bool):
    req = FeedRequest(channel_ids=(channel,), since_ms=24 * HOUR_MS, now_ms=END_MS, budget=budget,
                      deterministic_only=deterministic_only)
    return render_awareness(await store.read(load_inputs, req), req)


async def test_llm_rollups_shrink_the_busy_day_feed_and_keep_every_hard_event(tmp_path):
    day = generate_day(seed=7)
    capture = tmp_path / "day.jsonl"
    write_jsonl(day.events, capture)
    conn = connect_sync(tmp_path / "m.db")
    replay_files(conn, [capture], now_ms=END_MS)
    conn.close()
    channel = int(day.hard_events[0].channel_id)
    kept = [label for label in day.hard_events if label.final_state in ("live", "edited")]
    assert len(kept) >= 20

    clock = lambda: END_MS / 1000  # noqa: E731
    fake = await FakeAnthropic().start()
    client = make_client(KEY, fake.base_url, 5, 0)
    store = await Store.open(tmp_path / "m.db")
    try:
        await DigestLoop(store, clock=clock).run_until_idle()
        verbatim = {row[0] for row in await store.read(lambda c: c.execute(
            "SELECT DISTINCT m.message_id FROM blocks b JOIN block_sources s ON s.block_id = b.block_id"
            " JOIN messages m ON m.pk = s.msg_pk WHERE b.kind IN ('hard_event', 'raw_excerpt')").fetchall())}
        recognised = [label for label in kept if int(label.message_id) in verbatim]
        assert len(recognised) >= len(kept) - 2
        deterministic = {name: await render(store, channel, budget, True)
                         for name, budget in (("default", FeedBudget()), ("unbounded", UNBOUNDED))}

        worker = RollupWorker(store, client, RollupConfig(model="claude-test"), clock=clock)
        stats = await DigestLoop(store, rollup=worker, clock=clock).run_until_idle()
        assert stats.llm_calls >= 3 and stats.rejected == 0 and stats.errors == 0 and stats.llm_blocks > 0
        with_llm = {name: await render(store, channel, budget, worker.deterministic_only)
                    for name, budget in (("default", FeedBudget()), ("unbounded", UNBOUNDED))}
    finally:
        await store.close()
        await client.close()
        await fake.close()

    sizes = {name: (len(deterministic[name].text.encode()), len(with_llm[name].text.encode()))
             for name in deterministic}
    print("feed bytes (deterministic, with fake LLM):", sizes,
          "rollup section:", len(rollup_section(deterministic["unbounded"].text).encode()),
          len(rollup_section(with_llm["unbounded"].text).encode()))
    # Everything rendered: the LLM version is strictly smaller, in the rollups section and overall.
    assert sizes["unbounded"][1] < sizes["unbounded"][0]
    assert len(rollup_section(with_llm["unbounded"].text)) < len(rollup_section(deterministic["unbounded"].text))
    # Within the served budget both fit; tighter rollups leave room to show more, never less.
    assert max(sizes["default"]) <= FeedBudget().raw_max_bytes + FeedBudget().digest_max_bytes
    assert with_llm["default"].stats.omitted <= deterministic["default"].stats.omitted
    assert with_llm["default"].header["deterministic_only"] is False
    assert deterministic["default"].header["deterministic_only"] is True
    for name, feed in with_llm.items():
        for label in recognised:
            handle = f"{label.channel_id}/{label.message_id}"
            assert handle in feed.text and handle in feed.cited, (name, label)
        # The hard events section is byte-identical: the model never touches a decision.
        hard = re.search(r"^## Decisions.*?(?=^## )", feed.text, re.S | re.M).group(0)
        assert hard == re.search(r"^## Decisions.*?(?=^## )", deterministic[name].text, re.S | re.M).group(0)
    # Labels the classifier missed (it reads them as chatter) are still represented, with provenance.
    for label in kept:
        assert f"{label.channel_id}/{label.message_id}" in with_llm["unbounded"].cited, label
