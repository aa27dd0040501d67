"""Per-channel digest parts (memory.render.awareness.load_channel_digest) merge into exactly
what the queries over a whole channel set give: the sidecar reads each channel's part once
and reuses it across channel sets and budgets (feed.cache.ChannelDigestCache)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from memory import digest
from memory.render import awareness as aw
from memory.render.awareness import (
    KIND_DIGEST,
    KIND_RAW,
    FeedBudget,
    FeedRequest,
    build_layout,
    fit,
    load_channel_digest,
    load_channel_messages,
    load_inputs,
)
from memory.replay import replay_files
from memory.store import Store, connect_sync
from memory.timeutil import HOUR_MS, datetime_ms
from tests.support import builders as b
from tests.support.storeview import apply
from tests.support.synth import DEFAULT_START, generate_day, write_jsonl

CHANNELS = ("1400000000000000301", "1400000000000000302", "1400000000000000303")
END_MS = datetime_ms(DEFAULT_START) + 24 * HOUR_MS
# A small budget: the per-set limits bite (hard blocks overflow into handles).
SMALL = FeedBudget(raw_max_bytes=1500, digest_max_bytes=3000, feed_max_bytes=6000)


@pytest.fixture(scope="module")
def day_db(tmp_path_factory):
    path = tmp_path_factory.mktemp("parts") / "m.db"
    day = generate_day(seed=11, channel_ids=CHANNELS, messages_per_channel=220)
    capture = path.with_suffix(".jsonl")
    write_jsonl(day.events, capture)
    conn = connect_sync(path)
    replay_files(conn, [capture], now_ms=END_MS)
    conn.close()

    async def run() -> None:
        store = await Store.open(path)
        try:
            await digest.run_all(store, now_ms=END_MS)
        finally:
            await store.close()

    import asyncio
    asyncio.run(run())
    # Messages after the digest ran: undigested ones, in every channel, some at the same minute.
    conn = connect_sync(path)
    minute = (END_MS - 40 * 60_000 - b.now_ms(0)) / 60_000
    apply(conn, *[b.create(minute + i // 3, f"late note {i} on AAPL at 181.{i:02d}", channel=CHANNELS[i % 3],
                           counter=i) for i in range(30)], now_ms=END_MS)
    conn.close()
    return path


def _subsets():
    ids = [int(c) for c in CHANNELS]
    return [combo for n in range(1, len(ids) + 1) for combo in itertools.combinations(ids, n)]


def _digest_fields(inputs: aw.FeedInputs) -> dict:
    return {"hard": [b.block_id for b in inputs.hard], "rollups": [b.block_id for b in inputs.rollups],
            "hard_tally": inputs.hard_tally, "hard_older": inputs.hard_older, "noise": inputs.noise,
            "sources": [(b.block_id, [s.pk for s in b.sources]) for b in (*inputs.hard, *inputs.rollups)],
            "recent": {c: [m.pk for m in rows] for c, rows in inputs.recent.items()}, "counts": inputs.counts,
            "pending": (inputs.pending_total, [m.pk for m in inputs.pending]), "removed": inputs.removed,
            "dirty": (sorted(inputs.dirty_sources), inputs.dirty_windows), "noise_pks": inputs.noise_pks}


def _message_part(conn, req, channel):
    return load_channel_messages(conn, channel, req.window_start, req.now_ms, req.recent_candidates,
                                 digest=req.kind == KIND_DIGEST)


@pytest.mark.parametrize("budget", [FeedBudget(), SMALL], ids=["default", "small"])
def test_parts_merge_into_the_same_inputs_and_the_same_feeds(day_db, budget):
    conn = connect_sync(day_db)
    parts: dict[int, aw.ChannelDigest] = {}

    def part(conn, req, channel):
        if channel not in parts:
            parts[channel] = load_channel_digest(conn, channel, req.window_start, req.now_ms, req.budget)
        return parts[channel]

    overflowed = 0
    try:
        for channels in _subsets():
            req = FeedRequest(channel_ids=channels, since_ms=24 * HOUR_MS, now_ms=END_MS, budget=budget)
            direct = load_inputs(conn, req)
            merged = load_inputs(conn, req, digest_part=part, message_part=_message_part)
            assert direct.hard and direct.rollups, "the day has digest blocks to merge"
            assert direct.removed and direct.recent and direct.pending, "and removed, recent, undigested ones"
            assert _digest_fields(merged) == _digest_fields(direct), channels
            overflowed += bool(direct.hard_older)
            for max_chars in (None, 2500, 9000):
                assert fit(build_layout(merged, req), max_chars=max_chars).text == \
                    fit(build_layout(direct, req), max_chars=max_chars).text
    finally:
        conn.close()
    if budget is SMALL:
        assert overflowed, "the small budget must exercise the overflow handles"


def test_a_part_too_short_for_the_overflow_handles_asks_the_store(day_db, monkeypatch):
    monkeypatch.setattr(aw, "PART_MESSAGES_LIMIT", 5)         # every part is truncated, none has enough
    conn = connect_sync(day_db)
    calls: list[int] = []
    real = aw.queries.hard_messages

    def counting(*args, **kwargs):
        if not kwargs.get("short_window"):            # a part's oldest slice, read to slide it
            calls.append(1)
        return real(*args, **kwargs)

    try:
        channels = tuple(int(c) for c in CHANNELS)
        req = FeedRequest(channel_ids=channels, since_ms=24 * HOUR_MS, now_ms=END_MS, budget=SMALL)
        direct = load_inputs(conn, req)
        assert direct.hard_older
        monkeypatch.setattr(aw.queries, "hard_messages", counting)
        merged = load_inputs(conn, req, digest_part=lambda conn, req, c: load_channel_digest(
            conn, c, req.window_start, req.now_ms, req.budget))
        assert len(calls) == len(channels) + 1            # one per part, then one over the set
        assert merged.hard_older == direct.hard_older
    finally:
        conn.close()


def _given(parts: dict):
    return lambda conn, req, channel: parts[channel]


@pytest.mark.parametrize("budget", [FeedBudget(), SMALL], ids=["default", "small"])
def test_a_part_slid_in_memory_gives_what_reading_the_later_window_gives(day_db, budget, monkeypatch):
    # A wide slice, so that slides take off hard blocks, sources, rollups and noise counts.
    monkeypatch.setattr(aw, "PART_SLIDE_MS", 6 * HOUR_MS)
    conn = connect_sync(day_db)
    channels = tuple(int(c) for c in CHANNELS)
    read_at = FeedRequest(channel_ids=channels, since_ms=24 * HOUR_MS, now_ms=END_MS, budget=budget)
    parts = {c: load_channel_digest(conn, c, read_at.window_start, END_MS, budget) for c in channels}
    slid_any = 0
    try:
        for later_ms in (0, 1, 20 * 60_000, 2 * HOUR_MS + 7, 6 * HOUR_MS):
            req = replace(read_at, now_ms=END_MS + later_ms)
            direct = load_inputs(conn, req)
            slid = {c: part.slid(req.window_start, req.now_ms) for c, part in parts.items()}
            if any(part is None for part in slid.values()):
                continue                   # the rollup slack ran out: the cache reads it again
            slid_any += 1
            for subset in _subsets():
                sub = replace(req, channel_ids=subset)
                merged = load_inputs(conn, sub, digest_part=_given(slid),
                                     message_part=_message_part)
                assert _digest_fields(merged) == _digest_fields(load_inputs(conn, sub)), (later_ms, subset)
            merged = load_inputs(conn, req, digest_part=_given(slid),
                                     message_part=_message_part)
            assert fit(build_layout(merged, req), max_chars=None).text == fit(build_layout(direct, req)).text
        assert slid_any >= 3
        assert parts[channels[0]].slid(read_at.window_start + 6 * HOUR_MS + 1, END_MS + 6 * HOUR_MS + 1) is None
        assert parts[channels[0]].slid(read_at.window_start, END_MS - 1) is None      # never back in time
    finally:
        conn.close()


def test_message_parts_merge_into_the_same_raw_window_feed(day_db):
    conn = connect_sync(day_db)
    try:
        for channels in _subsets():
            req = FeedRequest(channel_ids=channels, since_ms=24 * HOUR_MS, now_ms=END_MS, kind=KIND_RAW)
            direct, merged = load_inputs(conn, req), load_inputs(conn, req, message_part=_message_part)
            assert _digest_fields(merged) == _digest_fields(direct)
            assert fit(build_layout(merged, req), max_chars=8000).text == fit(build_layout(direct, req),
                                                                              max_chars=8000).text
    finally:
        conn.close()



def test_a_parts_units_are_laid_out_once_and_reused_by_the_next_layout(day_db, monkeypatch):
    # Under ingest a busy channel is laid out again about every second while its blocks stand
    # still: the second layout takes the units the first laid out (UnitMemo), and a slide that
    # trims a block lays out only that block again. The bytes stay those of a direct read.
    monkeypatch.setattr(aw, "PART_SLIDE_MS", 6 * HOUR_MS)
    conn = connect_sync(day_db)
    channel = int(CHANNELS[0])
    req = FeedRequest(channel_ids=(channel,), since_ms=24 * HOUR_MS, now_ms=END_MS)
    part = load_channel_digest(conn, channel, req.window_start, END_MS, req.budget)
    built: list[int] = []
    real = aw._event_unit

    def counting(blocks, idle, routine=False):
        built.append(blocks[0].block_id)
        return real(blocks, idle, routine)

    monkeypatch.setattr(aw, "_event_unit", counting)
    try:
        def layout(req, part):
            return build_layout(load_inputs(conn, req, digest_part=_given({channel: part}),
                                            message_part=_message_part), req)

        first = layout(req, part)
        laid_out = len(built)
        assert laid_out > 10, "the day has hard-event lines to lay out"
        again = layout(req, part)
        assert len(built) == laid_out, "nothing laid out twice"
        assert [id(u) for u in again.hard] == [id(u) for u in first.hard]
        # Slide until the window's start trims (or drops) hard blocks: only those are laid out.
        later, slid = _first_trimming_slide(part, req)
        before = len(built)
        moved = layout(later, slid)
        assert len(built) - before < laid_out
        assert fit(moved).text == fit(build_layout(load_inputs(conn, later), later)).text
    finally:
        conn.close()


def _first_trimming_slide(part, req):
    for ms in range(10 * 60_000, 6 * HOUR_MS, 10 * 60_000):
        later = replace(req, now_ms=END_MS + ms)
        slid = part.slid(later.window_start, later.now_ms)
        if slid is not None and [id(b) for b in slid.hard] != [id(b) for b in part.hard]:
            return later, slid
    raise AssertionError("no slide within the slice trims a hard block")


def test_a_recent_line_is_formatted_once_and_an_erasure_drops_it(day_db, monkeypatch):
    # Every poll between two messages formats the same recent window: its lines are kept by
    # what they are made of, and they hold message text, so an erasure of the channel drops them.
    from memory import caches
    conn = connect_sync(day_db)
    channel = int(CHANNELS[0])
    req = FeedRequest(channel_ids=(channel,), since_ms=24 * HOUR_MS, now_ms=END_MS)
    formatted: list[int] = []
    real = aw.raw_line

    def counting(message, **kwargs):
        formatted.append(message.pk)
        return real(message, **kwargs)

    monkeypatch.setattr(aw, "raw_line", counting)
    try:
        caches.erased(frozenset({channel}))
        first = fit(build_layout(load_inputs(conn, req), req)).text
        assert formatted and aw.RECENT_LINES.holds_channel(channel)
        count = len(formatted)
        assert fit(build_layout(load_inputs(conn, req), req)).text == first
        assert len(formatted) == count, "no recent line formatted twice"
        caches.erased(frozenset({channel}))
        assert not aw.RECENT_LINES.holds_channel(channel)
        assert fit(build_layout(load_inputs(conn, req), req)).text == first
        assert len(formatted) == 2 * count
    finally:
        conn.close()


# -- a message part advanced by the rows stored since it was read ---------------------------

def _same_part(advanced: aw.ChannelMessages, fresh: aw.ChannelMessages) -> None:
    assert [m.pk for m in advanced.recent] == [m.pk for m in fresh.recent]
    assert advanced.counts == fresh.counts
    assert advanced.pending_total == fresh.pending_total
    assert [m.pk for m in advanced.pending] == [m.pk for m in fresh.pending]
    assert advanced.removed == fresh.removed and advanced.last_pk == fresh.last_pk


@pytest.mark.parametrize("digest_part", [True, False])
def test_a_message_part_advanced_by_new_rows_is_the_part_read_afresh(conn, digest_part):
    """Messages appended (one dated before the part's read clock, one after it, a tie in
    time) give, read as new rows only, exactly the part a fresh read gives."""
    from memory.digest import rebuild_window
    from memory.store import in_transaction

    channel = int(b.CHANNEL)
    misposted = b.create(20.5, "misposted, deleted", counter=99)
    apply(conn, *(b.create(10 + i, f"morning note {i} NVDA 1{i}0", counter=i + 1) for i in range(30)), misposted,
          b.create(21, "stop moved to 139 on NVDA", author="Logan", counter=98), b.delete(misposted, 22))
    for ch, bucket in conn.execute("SELECT channel_id, bucket_ms FROM dirty_windows").fetchall():
        in_transaction(conn, rebuild_window, ch, bucket, now_ms=b.now_ms(60))
    read_at, later = b.now_ms(60), b.now_ms(120)
    part = load_channel_messages(conn, channel, read_at - 24 * HOUR_MS, read_at, 12, digest=digest_part)
    apply(conn, b.create(61, "new after the read", counter=200), b.create(61, "same minute, another", counter=201),
          b.create(119, "just before the new clock", counter=202),
          b.create(59, "stored late, dated before the read", counter=203))
    fresh = load_channel_messages(conn, channel, later - 24 * HOUR_MS, later, 12, digest=digest_part)
    advanced = part.advanced(conn, later - 24 * HOUR_MS, later)
    assert advanced is not None
    _same_part(advanced, fresh)
    assert advanced.counts.live == part.counts.live + 4 and part.counts.removed == 1
    # Nothing new: the same rows, the window moved.
    again = advanced.advanced(conn, later - 24 * HOUR_MS + 1, later + 1)
    _same_part(again, load_channel_messages(conn, channel, later - 24 * HOUR_MS + 1, later + 1, 12,
                                            digest=digest_part))


def test_a_message_part_is_read_afresh_when_a_row_leaves_its_window_or_time_goes_back(conn):
    channel = int(b.CHANNEL)
    apply(conn, *(b.create(10 + i, f"line {i}", counter=i + 1) for i in range(5)))
    now = b.now_ms(60)
    part = load_channel_messages(conn, channel, now - 24 * HOUR_MS, now, 12)
    oldest = part.counts.oldest_ms
    assert part.advanced(conn, oldest + 1, oldest + 24 * HOUR_MS + 1) is None       # the oldest row leaves
    assert part.advanced(conn, now - 24 * HOUR_MS - 1, now) is None                 # the window went back
    assert part.advanced(conn, now - 24 * HOUR_MS, now - 1) is None                 # the clock went back
    apply(conn, b.create(61, "posted then deleted", counter=50))
    apply(conn, b.delete(b.create(61, "posted then deleted", counter=50), 62))
    assert part.advanced(conn, now - 24 * HOUR_MS, b.now_ms(63)) is None            # a new row is no live one
