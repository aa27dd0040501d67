"""The synthetic desk-day generator: determinism, shape targets, format and label truth."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from datetime import UTC, datetime
from itertools import islice

import pytest

from tests.support.synth import (
    AGENTS,
    DISCORD_EPOCH_MS,
    DISCORD_MAX_CHARS,
    EVENT_TYPES,
    HUMANS,
    PHRASINGS,
    generate_bulk,
    generate_day,
    main,
    write_jsonl,
)

START = datetime(2026, 5, 21, tzinfo=UTC)
BOT_NAMES = {a.name for a in AGENTS}
HUMAN_NAMES = {a.name for a in HUMANS}


@pytest.fixture(scope="module")
def day():
    return generate_day(seed=7)


def _ms(stamp: str) -> int:
    return int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000)


def _event_ms(event: dict) -> int:
    stamp = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
             "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"],
             "forget": lambda e: e["at"]}[event["op"]](event)
    return _ms(stamp)


def _creates(day) -> list[dict]:
    return [e["message"] | {"channel_id": e["channel_id"]} for e in day.events if e["op"] == "create"]


def _final_state(day) -> tuple[dict[str, str], dict[str, str], set[str]]:
    """(created content, final content, removed ids) keyed by message id, as a reader
    applying the capture would end up with."""
    created = {m["id"]: m["content"] for m in _creates(day)}
    final = dict(created)
    removed: set[str] = set()
    for event in day.events:
        if event["op"] == "edit":
            final[event["message_id"]] = event["content"]
        elif event["op"] in ("delete", "forget"):
            removed.add(event["message_id"])
        elif event["op"] == "bulk_delete":
            removed.update(event["message_ids"])
    return created, final, removed


def test_same_seed_same_day_and_different_seed_differs(day):
    assert generate_day(seed=7).events == day.events
    other = generate_day(seed=8)
    assert other.events != day.events
    assert [m["content"] for m in _creates(other)] != [m["content"] for m in _creates(day)]


def test_default_day_hits_the_size_targets(day):
    messages = _creates(day)
    assert len(messages) == 220
    content_bytes = sum(len(m["content"].encode()) for m in messages)
    assert 0.85 * 90_000 <= content_bytes <= 1.15 * 90_000
    assert 0.25 <= len(day.noise_message_ids) / len(messages) <= 0.33
    assert 25 <= len(day.hard_events) <= 40
    by_type = Counter(label.event_type for label in day.hard_events)
    assert set(by_type) == set(EVENT_TYPES) and min(by_type.values()) >= 2
    assert {label.phrasing for label in day.hard_events} == set(PHRASINGS)
    # Long reports carry most of the bytes, as on a real desk.
    long_bytes = sum(len(m["content"]) for m in messages if len(m["content"]) >= 300)
    assert long_bytes > 0.7 * content_bytes


def test_lines_have_the_capture_shape(day):
    message_keys = {"id", "author_id", "author_name", "author_bot", "created_at", "content",
                    "attachments", "embeds", "reference_id"}
    for event in day.events:
        assert {"op", "guild_id", "channel_id"} <= event.keys()
        assert event["channel_id"].isdigit() and event["guild_id"].isdigit()
        if event["op"] == "create":
            message = event["message"]
            assert set(message) == message_keys
            assert message["id"].isdigit() and message["author_id"].isdigit()
            assert message["author_bot"] is (message["author_name"] in BOT_NAMES)
            assert message["author_name"] in BOT_NAMES | HUMAN_NAMES
    json.dumps(day.events)  # plain JSON types only


def test_snowflakes_match_created_at_and_are_unique(day):
    messages = _creates(day)
    for message in messages:
        assert (int(message["id"]) >> 22) + DISCORD_EPOCH_MS == _ms(message["created_at"])
    assert len({m["id"] for m in messages}) == len(messages)


def test_events_are_time_ordered_and_ops_follow_their_create(day):
    times = [_event_ms(e) for e in day.events]
    assert times == sorted(times)
    assert all(START.timestamp() * 1000 <= t < START.timestamp() * 1000 + 24 * 3_600_000 for t in times)
    ids = [int(m["id"]) for m in _creates(day)]
    assert ids == sorted(ids)  # one channel: id order is time order
    seen: set[str] = set()
    unseen_edits = []
    for event in day.events:
        if event["op"] == "create":
            seen.add(event["message"]["id"])
        elif event["op"] == "edit" and event["message_id"] not in seen:
            unseen_edits.append(event)
        else:
            targets = event.get("message_ids") or [event.get("message_id")]
            assert all(t in seen for t in targets), event
    # Exactly one edit names a message that is never created in the file.
    assert len(unseen_edits) == 1
    assert unseen_edits[0]["message_id"] not in {m["id"] for m in _creates(day)}


def test_label_facts_are_in_the_final_content(day):
    _, final, removed = _final_state(day)
    for label in day.hard_events:
        assert label.facts, label
        for fact in label.facts:
            assert fact in final[label.message_id], (fact, label)
        assert (label.message_id in removed) == (label.final_state in ("deleted", "forgotten"))
    states = Counter(label.final_state for label in day.hard_events)
    assert states["deleted"] >= 1 and states["edited"] >= 1


def test_a_stop_level_edit_supersedes_the_old_level(day):
    created, final, _ = _final_state(day)
    labels = {label.message_id: label for label in day.hard_events}
    assert day.superseded_facts
    for channel_id, message_id, old in day.superseded_facts:
        label = labels[message_id]
        assert label.channel_id == channel_id
        assert label.event_type == "stop_or_target_change" and label.final_state == "edited"
        assert old in created[message_id] and old not in final[message_id]
        assert old not in label.facts


def test_removed_texts_survive_nowhere(day):
    created, final, removed = _final_state(day)
    surviving = [content for mid, content in final.items() if mid not in removed]
    for text in day.removed_texts:
        assert any(text in created[mid] for mid in removed), text
        assert not any(text in content for content in surviving), text
    ops = Counter(e["op"] for e in day.events)
    assert ops["delete"] >= 2 and ops["bulk_delete"] == 1 and ops["forget"] == 1
    bulk = next(e for e in day.events if e["op"] == "bulk_delete")
    assert set(bulk["message_ids"]) <= set(day.noise_message_ids)
    forgotten = next(e for e in day.events if e["op"] == "forget")["message_id"]
    assert forgotten not in day.noise_message_ids
    assert forgotten not in {label.message_id for label in day.hard_events}


def test_long_reports_are_split_into_chunks_and_bursts_happen(day):
    messages = _creates(day)
    assert all(len(m["content"]) <= DISCORD_MAX_CHARS for m in messages)
    # Runs of the same author 1-5 s apart are split reports (or a retry storm).
    split_reports, run = 0, [messages[0]]
    for previous, message in zip(messages, messages[1:] + [None], strict=True):
        gap = _ms(message["created_at"]) - _ms(previous["created_at"]) if message else None
        if message and message["author_id"] == previous["author_id"] and 1_000 <= gap <= 5_000:
            run.append(message)
            continue
        if len(run) > 1 and sum(len(m["content"]) for m in run) > DISCORD_MAX_CHARS:
            split_reports += 1
        run = [message]
    assert split_reports >= 2
    authors_by_minute = defaultdict(set)
    for message in messages:
        authors_by_minute[message["created_at"][:16]].add(message["author_id"])
    assert sum(len(a) >= 3 for a in authors_by_minute.values()) >= 2


def test_some_messages_carry_attachments_embeds_and_replies(day):
    messages = _creates(day)
    earlier: set[str] = set()
    replies = 0
    for message in messages:
        if message["reference_id"]:
            assert message["reference_id"] in earlier
            replies += 1
        earlier.add(message["id"])
    assert replies >= 2
    assert any(m["attachments"] for m in messages) and any(m["embeds"] for m in messages)
    assert all(a["id"].isdigit() and a["filename"] for m in messages for a in m["attachments"])


def test_small_multi_channel_day_keeps_every_feature():
    channels = ("1400000000000000001", "1400000000000000002")
    day = generate_day(seed=3, channel_ids=channels, messages_per_channel=60, hours=8)
    per_channel = Counter(m["channel_id"] for m in _creates(day))
    assert per_channel == {channel: 60 for channel in channels}
    for channel in channels:
        labels = [label for label in day.hard_events if label.channel_id == channel]
        assert {label.event_type for label in labels} == set(EVENT_TYPES)
        assert {label.phrasing for label in labels} == set(PHRASINGS)
    assert len(day.superseded_facts) == 2
    # Appending a channel leaves the first one's events unchanged.
    alone = generate_day(seed=3, channel_ids=channels[:1], messages_per_channel=60, hours=8)
    assert [e for e in day.events if e["channel_id"] == channels[0]] == alone.events
    with pytest.raises(ValueError):
        generate_day(messages_per_channel=10)


def test_generate_bulk_streams_ordered_unique_creates():
    channels = ["1", "2", "3"]
    events = list(generate_bulk(seed=1, n_messages=20_000, channel_ids=channels, start=START, rate_per_s=200))
    assert len(events) == 20_000
    assert {e["op"] for e in events} == {"create"} and {e["channel_id"] for e in events} == set(channels)
    ids = [int(e["message"]["id"]) for e in events]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(len(e["message"]["content"]) <= DISCORD_MAX_CHARS for e in events)
    # ~200 msg/s for 20k messages: about 100 s of traffic.
    span_s = (_ms(events[-1]["message"]["created_at"]) - _ms(events[0]["message"]["created_at"])) / 1000
    assert 80 <= span_s <= 120
    again = generate_bulk(seed=1, n_messages=20_000, channel_ids=channels, start=START, rate_per_s=200)
    assert list(islice(again, 100)) == events[:100]


def test_main_writes_a_capture_and_labels(tmp_path):
    out, labels = tmp_path / "day.jsonl", tmp_path / "labels.json"
    argv = ["--seed", "7", "--out", str(out), "--messages", "80", "--channels", "11,12", "--labels", str(labels)]
    assert main(argv) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    parsed = [json.loads(line) for line in lines]
    assert sum(e["op"] == "create" for e in parsed) == 160
    truth = json.loads(labels.read_text(encoding="utf-8"))
    assert truth["hard_events"] and truth["removed_texts"] and truth["noise_message_ids"]

    bulk = tmp_path / "bulk.jsonl"
    assert main(["--out", str(bulk), "--bulk", "500"]) == 0
    assert len([json.loads(line) for line in bulk.read_text(encoding="utf-8").splitlines()]) == 500


def test_write_jsonl_counts_lines(tmp_path):
    path = tmp_path / "x.jsonl"
    assert write_jsonl(iter([{"op": "create", "n": "ü"}, {"op": "edit"}]), path) == 2
    assert path.read_text(encoding="utf-8") == '{"op":"create","n":"ü"}\n{"op":"edit"}\n'
