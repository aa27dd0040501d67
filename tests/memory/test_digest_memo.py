"""The live digest's classification memo: reuse only where nothing read changed; gone on erasure."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from datetime import UTC, datetime

from memory import digest, erasure
from memory.loop import DigestLoop
from memory.ops import ingest_op_adapter
from memory.queries import StoredMessage
from memory.timeutil import HOUR_MS
from tests.support import builders as b
from tests.support import synth
from tests.support.storeview import apply

SECRET = "zqxjmemosecret"


def _busiest_window(conn) -> digest.WindowInputs:
    channel_id, bucket_ms = conn.execute(
        "SELECT channel_id, created_at_ms / ? * ? AS bucket FROM messages GROUP BY 1, 2 ORDER BY count(*) DESC"
        " LIMIT 1", (HOUR_MS, HOUR_MS)).fetchone()
    return digest.load_window(conn, channel_id, bucket_ms)


def _with(inputs: digest.WindowInputs, messages: list[StoredMessage], **changes) -> digest.WindowInputs:
    return dataclasses.replace(inputs, messages=messages, **changes)


def _seen(classified) -> list[tuple]:
    # Classification equality leaves out each event's facts: compare them too.
    return [(m.pk, result, [event.facts for event in result.events]) for m, result in classified]


def test_memoised_passes_classify_exactly_like_fresh_ones_and_reuse_what_did_not_change(conn):
    day = synth.generate_day(seed=3, messages_per_channel=600, hours=2.0,
                             start=datetime(2026, 11, 2, 9, tzinfo=UTC))
    apply(conn, *day.events)
    full = _busiest_window(conn)
    ordered = sorted(full.messages, key=lambda m: (m.created_at_ms, m.message_id))
    assert len(ordered) > 200
    memo = digest.ClassifyMemo()
    middle = ordered[len(ordered) // 2]
    edited = dataclasses.replace(middle, content=(middle.content or "") + " stop moved to 101.50")
    fresh = _seen(digest.classify_window(full))

    def mattering(change) -> tuple[digest.WindowInputs, int]:
        """`change(message)` applied to the first message whose classification it changes
        (a change the classifier ignores would not test the memo), and where it is."""
        for index, message in enumerate(ordered):
            inputs = change(message)
            if _seen(digest.classify_window(inputs)) != fresh:
                return inputs, index
        raise AssertionError("no message is classified differently")

    passes = [
        ("first 60 %", (_with(full, ordered[: len(ordered) * 6 // 10]), 0)),
        ("appended", (full, len(ordered) * 6 // 10)),
        ("an edit mid-window", (_with(full, [edited if m.pk == middle.pk else m for m in ordered]),
                                len(ordered) // 2)),
        ("a pin", mattering(lambda m: _with(full, ordered, pinned=full.pinned | {m.pk}))),
        ("a reaction", mattering(lambda m: _with(full, ordered, reactions={**full.reactions, m.pk: (("📌", 1),)}))),
        ("an earlier version", mattering(lambda m: _with(full, ordered, versions={
            **full.versions, m.pk: ((m.content or "").replace("1", "7") + " stop 88.10",)}))),
        ("a removal", (_with(full, [dataclasses.replace(m, state="deleted") if m.pk == ordered[30].pk else m
                                    for m in ordered]), 30)),
    ]
    for name, (inputs, changed_at) in passes:
        if name not in ("first 60 %", "appended"):
            digest.classify_window(full, memo=memo)      # each change is made to the whole window
        hits_before = memo.hits
        assert _seen(digest.classify_window(inputs, memo=memo)) == _seen(digest.classify_window(inputs)), name
        reused = memo.hits - hits_before
        # What came before the change is reused (only a template turning recurring may
        # miss); the change itself, and what it may have taught later messages, is not.
        assert reused >= changed_at * 0.9, (name, reused, changed_at)
        assert reused < len(ordered) - 1, (name, reused)


def test_the_memo_is_bounded_by_results_oldest_hours_first():
    memo = digest.ClassifyMemo(max_results=10)
    result = digest.classify("ok")
    for bucket in (3, 1, 2, 0):
        memo.keep((1, bucket * HOUR_MS), {(i, i): result for i in range(4)}, 0, hits=0)
    assert memo.size <= 10
    assert memo.begin((1, 0))[0] == {} and memo.begin((1, HOUR_MS))[0] == {}   # the oldest hours went
    assert memo.begin((1, 3 * HOUR_MS))[0] and memo.begin((1, 2 * HOUR_MS))[0]


async def test_an_acknowledged_forget_leaves_no_classification_of_it_in_memory(store):
    start = datetime(2026, 11, 2, 9, tzinfo=UTC)
    secret = b.create(1, f"b 200 NVDA @ 91.20, note {SECRET}", bot=False, author="Mara")
    elsewhere = b.create(1.5, "b 100 AMD @ 140.10", bot=False, author="Mara", channel="1300000000000000777")
    events = [secret, elsewhere, *(b.create(2 + i / 10, f"heartbeat ok {i}", counter=i + 1) for i in range(40))]
    ops = [ingest_op_adapter.validate_python(event) for event in events]
    from memory.ingest import ingest_ops
    await store.write(ingest_ops, ops, via="test", now_ms=int(start.timestamp() * 1000))
    await digest.run_pending(store, memo=digest.LIVE_MEMO)
    channel = int(b.CHANNEL)
    held = [r for w, results in digest.LIVE_MEMO._windows.items() if w[0] == channel for r in results.values()]
    assert any(SECRET in repr(r) for r in held)   # the memo did hold it
    await erasure.erase(store, [ingest_op_adapter.validate_python(b.forget(secret, 5))], via="test", now_ms=2)
    assert not [w for w in digest.LIVE_MEMO._windows if w[0] == channel]
    assert not digest._BASE_CACHE.holds_channel(channel) and not digest._PRIOR_CACHE.holds_channel(channel)
    assert digest._BASE_CACHE.holds_channel(1300000000000000777)   # other channels keep theirs
    assert not any(SECRET in repr(r) for results in digest.LIVE_MEMO._windows.values() for r in results.values())


def _work(pace: digest.Pacer, seconds: float) -> float:
    """Busy work for `seconds` of CPU in small steps, pacing between them; wall time taken."""
    started = time.perf_counter()
    spent = 0.0
    while spent < seconds:
        step = time.perf_counter()
        while time.perf_counter() - step < 0.001:
            pass
        spent += time.perf_counter() - step
        pace()
    return time.perf_counter() - started


def test_the_pacer_holds_classification_to_its_share_only_while_the_loop_is_busy():
    pace = digest.Pacer(busy_share=0.25, slice_s=0.005)
    assert _work(pace, 0.05) < 0.08 and pace.slept_s == 0.0     # idle loop: full speed
    pace.busy = True
    wall = _work(pace, 0.05)
    assert wall > 0.05 / 0.25 * 0.8 and pace.slept_s > 0.1          # busy: ~a quarter of the time


async def test_the_loop_reports_lag_to_the_pacer(store):
    loop = DigestLoop(store, interval_s=3600)
    runner = asyncio.create_task(loop.run())
    await asyncio.sleep(0.1)
    assert loop.pacer.busy is False
    time.sleep(0.05)                       # the event loop held up, as by GIL-bound work
    await asyncio.sleep(0.05)
    assert loop.pacer.busy is True
    loop.stop()
    await runner


def test_an_erasure_empties_the_classifiers_text_keyed_caches():
    # Each of these is keyed by message text; none may hold erased text after the erasure.
    from memory import caches
    from memory.classify import template_key
    from memory.classify.instruments import declared_names, named_by_company
    from memory.classify.message import format_words, post_symbols_cache
    from memory.classify.structure import accounts_named, records_in_text
    from memory.digest import TEXT_CACHES

    secret = "evt=fill book=SECRET1 sym=ZNM6 side=BUY qty=5 px=110 Orbova Robotics (ORBL)"
    template_key(secret), declared_names(secret), records_in_text(secret), accounts_named(secret)
    format_words([secret] * 4)
    named_by_company(secret, frozenset({"ORB"}))
    assert all(cached.cache_info().currsize for cached in TEXT_CACHES)
    caches.erased(frozenset({1}))
    assert [cached.cache_info().currsize for cached in TEXT_CACHES] == [0] * len(TEXT_CACHES)
    assert post_symbols_cache.cache_info().currsize == 0   # format words read the post once, then forget it
