"""Deterministic digest + feed assembly: the behaviours of the digest-backed feed."""

from __future__ import annotations

import re

from memory import coverage
from memory.digest import build_blocks, rebuild_window
from memory.queries import window
from memory.render.awareness import FeedBudget, FeedRequest, load_inputs, render_awareness
from memory.store import in_transaction
from memory.timeutil import HOUR_MS
from tests.support import builders as b
from tests.support.storeview import apply

CHANNEL = int(b.CHANNEL)
CONTRACT_KEYS = ("kind", "since", "channels", "messages", "available", "omitted", "retained", "digest",
                 "raw_bytes", "digest_bytes", "digest_blocks", "coverage_gaps", "deterministic_only", "range")


def digest_all(conn, now_minute: float = 600) -> None:
    for channel_id, bucket in conn.execute("SELECT channel_id, bucket_ms FROM dirty_windows").fetchall():
        in_transaction(conn, rebuild_window, channel_id, bucket, now_ms=b.now_ms(now_minute))


def feed(conn, now_minute: float, **budget) -> tuple[str, dict]:
    req = FeedRequest(channel_ids=(CHANNEL,), since_ms=24 * HOUR_MS, now_ms=b.now_ms(now_minute),
                      budget=FeedBudget(**{"raw_max_messages": 3, "raw_max_age_ms": HOUR_MS, **budget}))
    conn.execute("BEGIN")
    inputs = load_inputs(conn, req)
    conn.execute("COMMIT")
    rendered = render_awareness(inputs, req)
    header = dict(item.split("=", 1) for item in rendered.text.splitlines()[0].split()[1:])
    return rendered.text, header


def busy_morning() -> list[dict]:
    lines = []
    for i in range(20):
        lines.append(b.create(i * 3, f"[heartbeat] weston alive uptime={i}h queue=0", counter=1))
    lines.append(b.create(5, "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00, target 155 (T-1042)",
                          author="Logan", counter=2))
    lines.append(b.create(7, "approved, go ahead with the 50 NVDA at 142.5", author="dana.k", bot=False,
                          counter=3))
    lines.append(b.create(9, "FILLED 50 NVDA @ 142.48 (T-1042)", counter=4))
    lines.append(b.create(12, "anyone watching the fed minutes later? lunch order is in the kitchen",
                          author="raj", bot=False, counter=5))
    lines.append(b.create(30, "Moving stop on NVDA T-1042 to 139.50", author="Logan", counter=6))
    return lines


def test_every_message_is_represented_or_counted(conn):
    apply(conn, *busy_morning())
    messages = window(conn, [CHANNEL], 0, b.now_ms(1000))
    drafts = build_blocks(messages)
    cited = {m.pk for draft in drafts for m in draft.sources}
    assert cited == {m.pk for m in messages}
    kinds = {d.kind for d in drafts}
    assert {"hard_event", "telemetry_count"} <= kinds


def test_feed_keeps_hard_events_and_counts_noise(conn):
    apply(conn, *busy_morning())
    digest_all(conn)
    text, header = feed(conn, 24 * 60)
    assert set(CONTRACT_KEYS) <= set(header)
    assert header["digest"] == "ok" and header["kind"] == "raw_window+digest"
    for fact in ("BUY 50 NVDA @ 142.50", "go ahead with the 50 NVDA at 142.5", "FILLED 50 NVDA @ 142.48",
                 "139.50"):
        assert fact in text
    # Twenty heartbeats become one counted line, not twenty.
    assert text.count("alive uptime") <= 1
    assert re.search(r"×20\b", text)
    # Every hard event line names its source handle.
    for line in text.splitlines():
        if "type=trade_" in line:
            assert re.search(r"source=\d+/\d+", line)


def test_edited_stop_level_shows_the_new_level_never_the_old(conn):
    lines = busy_morning()
    stop = lines[-1]
    apply(conn, *lines)
    digest_all(conn)
    apply(conn, b.edit(stop, 31, "Moving stop on NVDA T-1042 to 140.25"))
    # Before the digest loop runs: stale, and the message is shown as it is now.
    text, header = feed(conn, 24 * 60)
    assert header["digest"] == "stale"
    assert "140.25" in text and "139.50" not in text
    digest_all(conn)
    text, header = feed(conn, 24 * 60)
    assert header["digest"] == "ok"
    assert "140.25" in text
    # The old level may be named only as superseded (issue 10: lifecycles mark superseded
    # levels), never as current and never on the edited message's own line.
    _only_as_superseded(text, f"{stop['channel_id']}/{stop['message']['id']}", "139.50")


def _only_as_superseded(text: str, handle: str, level: str) -> None:
    for line in text.splitlines():
        if level in line:
            assert handle not in line and re.search(rf"superseded[^)]*{re.escape(level)}", line), line
            assert not re.search(rf"current \w+ {re.escape(level)}", line), line


def test_deleted_hard_event_becomes_a_tombstone(conn):
    lines = busy_morning()
    fill = lines[22]
    apply(conn, *lines)
    digest_all(conn)
    apply(conn, b.delete(fill, 40))
    for _ in range(2):   # before and after the digest loop
        text, _ = feed(conn, 24 * 60)
        assert "142.48" not in text
        handle = f"{fill['channel_id']}/{fill['message']['id']}"
        assert any(handle in line and "[message removed]" in line for line in text.splitlines())
        digest_all(conn)


def test_forgotten_content_leaves_every_block(conn):
    lines = busy_morning()
    chatter = lines[23]
    apply(conn, *lines)
    digest_all(conn)
    apply(conn, b.forget(chatter, 50))
    digest_all(conn)
    text, _ = feed(conn, 24 * 60)
    assert "lunch order" not in text
    assert conn.execute("SELECT count(*) FROM blocks WHERE text LIKE '%lunch order%'").fetchone()[0] == 0


def test_hard_events_over_the_budget_are_counted_with_their_handles(conn):
    lines = busy_morning()
    apply(conn, *lines)
    digest_all(conn)
    text, header = feed(conn, 24 * 60, digest_max_bytes=200, raw_max_bytes=100)
    assert header["budget_exceeded"] == "true"
    shown, total = (int(x) for x in header["hard_events"].split("/"))
    assert shown < total
    # Nothing dropped silently: each hard event is shown or named by its handle (a trade's
    # stages may be named as one compressed range, `<channel>/<first>..<last>(n)`).
    for line in lines[20:23] + lines[24:]:
        assert _names(text, line["channel_id"], line["message"]["id"]), line["message"]["content"]


def _names(text: str, channel: str, message_id: str) -> bool:
    if f"{channel}/{message_id}" in text:
        return True
    return any(int(first) <= int(message_id) <= int(last)
               for first, last in re.findall(rf"{channel}/(\d+)\.\.(\d+)", text))


def test_no_blocks_falls_back_to_raw_and_says_so(conn):
    apply(conn, *busy_morning())
    conn.execute("DELETE FROM dirty_windows")   # nothing digested, nothing queued
    text, header = feed(conn, 24 * 60, raw_max_messages=5)
    # cllama logs the digest status only for this kind, so a degraded feed keeps it.
    assert header["digest"] == "unavailable" and header["kind"] == "raw_window+digest"
    assert int(header["omitted"]) > 0


def test_recorded_gap_is_said_in_header_and_body(conn):
    apply(conn, *busy_morning())
    digest_all(conn)
    in_transaction(conn, coverage.open_gap, CHANNEL, b.now_ms(100), "backfill_forbidden",
                   now_ms=b.now_ms(200), to_ms=b.now_ms(150))
    text, header = feed(conn, 24 * 60)
    assert header["coverage_gaps"] == "1" and header["digest"] == "coverage_gap"
    assert "reason=backfill_forbidden" in text


def test_chunked_report_is_one_logical_item(conn):
    first = b.create(1, "Morning report on AMD. " + "Supply chain checks look firm. " * 60, author="Quill", counter=1)
    second = b.create(1.05, "continued: guidance risk into the print remains. " * 20, author="Quill", counter=2)
    apply(conn, first, second)
    drafts = build_blocks(window(conn, [CHANNEL], 0, b.now_ms(100)))
    rollups = [d for d in drafts if d.kind == "topic_rollup"]
    assert len(rollups) == 1 and rollups[0].item_count == 1 and len(rollups[0].sources) == 2
    assert "2-part report" in rollups[0].text


def test_generated_busy_day_feed_is_small_and_loses_nothing(tmp_path):
    from bench.common import digested_day
    from memory.store import connect_sync
    from tests.support.evaluate import check_feed

    day = digested_day(tmp_path, seed=7)
    conn = connect_sync(day.db_path)
    req = FeedRequest(channel_ids=day.channel_ids, since_ms=24 * HOUR_MS, now_ms=day.end_ms)
    conn.execute("BEGIN")
    inputs = load_inputs(conn, req)
    conn.execute("COMMIT")
    rendered = render_awareness(inputs, req)
    check = check_feed(rendered.text, day.expected(), superseded=day.day.superseded_facts,
                       removed_texts=day.day.removed_texts, conn=conn)
    raw_bytes = sum(len((m.content or "").encode()) for m in window(conn, list(day.channel_ids), 0, day.end_ms))
    conn.close()
    assert check.missing == [] and check.superseded_shown == [] and check.removed_leaked == []
    assert check.handles_unresolved == [] and check.handles_named > 50
    assert len(rendered.text.encode()) <= 16 * 1024
    assert len(rendered.text.encode()) <= 0.2 * raw_bytes


def test_a_window_that_changed_while_its_blocks_were_built_stays_queued(conn):
    from memory.digest import prepare_window, swap_window

    lines = busy_morning()
    stop = lines[-1]
    apply(conn, *lines)
    bucket = conn.execute("SELECT bucket_ms FROM dirty_windows").fetchone()[0]
    fingerprint, drafts = prepare_window(conn, CHANNEL, bucket)
    apply(conn, b.edit(stop, 31, "Moving stop on NVDA T-1042 to 140.25"))   # lands mid-build
    assert in_transaction(conn, swap_window, CHANNEL, bucket, fingerprint, drafts, now_ms=b.now_ms(60)) is None
    assert conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0] == 1
    assert conn.execute("SELECT count(*) FROM blocks WHERE text LIKE '%139.50%'").fetchone()[0] == 0
    digest_all(conn)
    text, header = feed(conn, 24 * 60)
    assert header["digest"] == "ok" and "140.25" in text
    _only_as_superseded(text, f"{stop['channel_id']}/{stop['message']['id']}", "139.50")


def test_a_window_that_only_gained_messages_while_built_is_swapped_and_stays_queued(conn):
    """Under steady ingest a busy window gains messages while it is classified: its drafts
    still go in (or its digest would never be current), and the window stays queued for
    the messages that arrived; a forget in the meantime still refuses the drafts."""
    from memory.digest import prepare_window, swap_window

    lines = busy_morning()
    apply(conn, *lines[:-1])
    bucket = conn.execute("SELECT bucket_ms FROM dirty_windows").fetchone()[0]
    fingerprint, drafts = prepare_window(conn, CHANNEL, bucket)
    apply(conn, lines[-1])                                                   # a new message lands mid-build
    assert in_transaction(conn, swap_window, CHANNEL, bucket, fingerprint, drafts, now_ms=b.now_ms(60)) == len(drafts)
    assert conn.execute("SELECT count(*) FROM blocks WHERE bucket_ms = ?", (bucket,)).fetchone()[0] == len(drafts)
    assert conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0] == 1
    digest_all(conn)
    assert conn.execute("SELECT count(*) FROM dirty_windows").fetchone()[0] == 0
    fingerprint, drafts = prepare_window(conn, CHANNEL, bucket)
    apply(conn, b.forget(lines[0], 90))
    assert in_transaction(conn, swap_window, CHANNEL, bucket, fingerprint, drafts, now_ms=b.now_ms(95)) is None


def test_a_window_that_only_gained_messages_waits_out_the_hold_but_an_edit_does_not(conn):
    from memory.digest import pending_windows

    lines = busy_morning()
    apply(conn, *lines[:-1])
    digest_all(conn, now_minute=60)                  # blocks generated at minute 60
    apply(conn, lines[-1])                           # a new message in the same hour
    hold, at = 30_000, b.now_ms(60) + 10_000
    assert pending_windows(conn, now_ms=at, hold_ms=hold) == []
    assert len(pending_windows(conn, now_ms=at + hold, hold_ms=hold)) == 1      # the hold is over
    assert len(pending_windows(conn, now_ms=at)) == 1                           # no hold: batch jobs
    apply(conn, b.edit(lines[0], 61, lines[0]["message"]["content"] + " (edited)"))
    assert len(pending_windows(conn, now_ms=at, hold_ms=hold)) == 1             # an edit is never held


def test_a_long_maybe_reports_excerpt_is_its_first_person_decision_not_its_tables():
    from memory.classify import classify
    from memory.digest import _signal_excerpt
    table = "Scenario table (delivered margin, $/bbl): base 0.67; freight +10 WS 0.42; spread -0.20 0.47. "
    decision = "Decision from the call: we bid for one Forties cargo (600kb, Feb loading) at Dated +0.45 max."
    report = "**Arb monitor**\n\n" + table * 6 + decision + " " + table
    excerpt = _signal_excerpt(report, classify(report), 300)
    assert decision in excerpt and len(excerpt) < len(report) // 2


def test_a_long_maybe_reports_excerpt_leads_with_the_sentence_carrying_the_trade():
    # A feed line keeps an excerpt's first pieces that fit: the one with side, size and price
    # leads, wherever the report put it (here after a market sentence, in no first person).
    from memory.classify import classify
    from memory.digest import _signal_excerpt
    colour = "Snowpack stands at 95 % of normal, the ECMWF ENS 10-day outlook slightly above it."
    trade = "Position: as agreed this morning, 5 MW Nordic Jan-27 sold at 51.70 at 7:21, now flat."
    report = ("**Nordic update**\n\nHydro balance -6.5 TWh, reservoirs 62.7 %, 4.6 pp under the median. "
              + colour + " " + trade + " Flows: NO2 to DE 1.2 GW export, SE4 mostly towards DE. " * 3)
    excerpt = _signal_excerpt(report, classify(report), 300)
    assert excerpt.startswith(trade), excerpt


def test_full_width_figures_are_read_as_ascii_and_shown_as_written(conn):
    # CJK keyboards type full-width digits and letters; the classifier reads them as ASCII
    # (the same rules apply), the feed keeps the characters the desk wrote.
    written = "ＦＩＬＬＥＤ ５０ ＮＶＤＡ ＠ １４２．４８ （Ｔ－１０４２）"
    apply(conn, b.create(5, "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00 (T-1042)", author="Logan", counter=1),
          b.create(9, written, counter=2),
          b.create(20, "ok lunch", author="raj", bot=False, counter=3))
    messages = window(conn, [CHANNEL], 0, b.now_ms(1000))
    fill = next(d for d in build_blocks(messages) if d.event_type == "trade_fill")
    assert fill.kind == "hard_event" and fill.text == written
    # And the same text in ASCII is the same event.
    apply(conn, b.create(40, "FILLED 50 NVDA @ 142.48 (T-1042)", counter=4))
    drafts = build_blocks(window(conn, [CHANNEL], 0, b.now_ms(1000)))
    assert sum(d.event_type == "trade_fill" for d in drafts) == 2
