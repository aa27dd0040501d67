"""The tuning desks' idioms, a row each, through the real path (replay -> digest); the
digest's context (replies across windows, pins, reactions); and `explain`.

Only the tuning desks are read here (`TUNING_DESKS`, as tests/desks/README.md marks them);
the held-out desks are never imported by tests.
"""

from __future__ import annotations

import importlib
import json
import os
import sqlite3
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

import pytest

from bot.cli import main as cli_main
from memory.classify import reliability
from memory.digest import WindowInputs, build_blocks, rebuild_window
from memory.explain import explain_message, format_explanation
from memory.queries import window
from memory.timeutil import HOUR_MS
from tests.support import builders as b
from tests.support.storeview import apply

TUNING_DESKS = ("crypto_perps", "equity_options", "metals_ags", "agent_etf_macro", "vol_relay", "fx_algo",
                "event_driven", "mbs_tba", "shipping_freight", "index_mm", "power_gas", "smallcap_momentum",
                "cta_systematic", "ny_swaps_voice", "mumbai_nifty_options", "singapore_fx_swaps",
                "agent_floor_crypto_spot", "us_treasury_basis_rv", "crypto_mm_inventory_desk",
                "index_futures_scalpers", "hk_hsi_cbbc_desk", "physical_metals_concentrates",
                "eurex_options_mm", "block_trading_ioi_desk", "crypto_otc_bridge_desk", "paris_euronext_desk",
                "athens_athex_greeklish_desk", "milan_btp_ftsemib_desk", "lisbon_psi_omip_desk",
                "tokyo_retail_fx_dealing_desk", "agent_toolcall_trace_desk")


def _build_desk_day(name: str, folder: Path) -> dict:
    """Generate a tuning desk's day, replay and digest it into `folder`/day.db; its labels."""
    from bot.demo import replay_and_digest
    module = importlib.import_module(f"tests.desks.{name}")
    generated = module.generate(seed=1, channels=1, days=1)
    capture = folder / "day.jsonl"
    capture.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in generated["events"]),
                       encoding="utf-8")
    replay_and_digest(capture, folder / "day.db")
    return generated["labels"]


@pytest.fixture(scope="module")
def desk_days(tmp_path_factory):
    # Each day is built on its own core: most of this module's time (about 4 s a desk).
    folders = {name: tmp_path_factory.mktemp(name) for name in TUNING_DESKS}
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=get_context("spawn")) as pool:
        labels = dict(zip(folders, pool.map(_build_desk_day, folders, folders.values()), strict=True))
    days = {name: (labels[name], sqlite3.connect(folder / "day.db")) for name, folder in folders.items()}
    yield days
    for _, conn in days.values():
        conn.close()


def _idioms(name: str) -> list[tuple[str, str, str]]:
    module = importlib.import_module(f"tests.desks.{name}")
    labels = module.generate(seed=1, channels=1, days=1)["labels"]
    return [(name, idiom["message_id"], idiom["idiom"], idiom["expected"]) for idiom in labels["idioms"]]


# Idioms of the tuning desks that the classifier still
# gets wrong: known gaps, listed in the closing note. Strict: a row that starts passing
# fails here until it is taken off this list.
KNOWN_GAPS = {
    # (session 33: four rows left this list, a bot's long post kept unsure being measured
    # rarely a decision; see memory.classify.reliability.maybe_rule)
    # paris_euronext_desk, tuning desk from session 19 (first contact recorded first): the pasted
    # sell-side note's ideas are typed as the desk's (its held names, stated only in PnL and
    # risk reports by line, are read since session 20)
    ("paris_euronext_desk", "pasted sell-side morning note with trade ideas"),
    ("paris_euronext_desk", "French 'rien à faire' reply to a bot item"),
    ("metals_ags", "held copper via mine/company name headline"),
    ("agent_etf_macro", "start-of-day risk report with limit utilisation, no change"),
    # vol_relay and fx_algo, tuning desks from session 4:
    ("fx_algo", "observed client flow ('client is buying EUR')"),
    ("fx_algo", "deal done inside a messy voice transcript, price spelled out"),
    # event_driven, mbs_tba, shipping_freight, index_mm, tuning desks from session 6:
    ("event_driven", "another fund's 13D/13F position"),
    ("mbs_tba", "generic Fed runoff / GSE headline"),
    ("mbs_tba", "watchlist coupon news embed"),
    ("shipping_freight", "held derivative hit via its underlying (Singapore VLSFO for the bunker swap)"),
    # (it passed by luck until session 30: "S&P" named GLEN, a counterparty of a cargo fill
    # read as held; Golden Ocean is GOGL only by a name no table knows. Kept unplaced now.)
    ("shipping_freight", "embed-only headline naming a held equity by company name (Golden Ocean for GOGL)"),
    ("power_gas", "UMM embed on a plant behind a watchlist product"),
    ("power_gas", "ETRM confirmation embed for another desk's book"),
    # ny_swaps_voice, tuning desk from session 11:
    ("ny_swaps_voice", "headline naming a held CUSIP by coupon/maturity"),
    # mumbai_nifty_options, tuning desk from session 12 (Hinglish: "Delhi book ne ... becha"):
    ("mumbai_nifty_options", "another desk's trade"),
    # singapore_fx_swaps, tuning desk from the end of session 12 (first contact recorded first):
    ("singapore_fx_swaps", "central-bank headline on currency held via swaps book"),
    ("singapore_fx_swaps", "paper trade in shorthand"),
    ("singapore_fx_swaps", "client enquiry, explicitly not an order"),
    ("singapore_fx_swaps", "watchlist currency central-bank headline"),
    # agent_floor_crypto_spot and us_treasury_basis_rv, tuning desks from session 16 (first contact recorded first):
    ("agent_floor_crypto_spot", "hypothetical 'if BTC loses 60k we would' plan"),
    ("us_treasury_basis_rv", "auction result headline on the held new 10s"),
    ("us_treasury_basis_rv", "war story about a past basis trade"),
    # athens_athex_greeklish_desk, tuning desk from session 27 (first contact recorded first):
    ("athens_athex_greeklish_desk", "announcement on a name the desk neither holds nor watches"),
    ("athens_athex_greeklish_desk", "conditional stop suggestion ('tha itan logiko')"),
    # milan_btp_ftsemib_desk, tuning desk from session 28 (first contact recorded first):
    ("milan_btp_ftsemib_desk", "past-tense desk trade (ieri abbiamo venduto)"),
    # lisbon_psi_omip_desk, tuning desk from session 28 (first contact recorded first): a
    # ticket bot's embed fields route and close
    ("lisbon_psi_omip_desk", "ticket bot assigning work to an agent"),
    ("lisbon_psi_omip_desk", "ticket closed as won't-do"),
    # tokyo_retail_fx_dealing_desk, tuning desk from session 31 (first contact recorded first,
    # line P 60%): its false lines taught that a bot's routine is no trade's stages, and the
    # Japanese "if" and "last week" frames; these idioms are not reached yet.
    ("tokyo_retail_fx_dealing_desk", "demo/paper fill with env=demo"),
    ("tokyo_retail_fx_dealing_desk", "stop suggestion without decision"),
    ("tokyo_retail_fx_dealing_desk", "MoF jawboning headline on held USD/JPY"),
    ("tokyo_retail_fx_dealing_desk", "explicit 対応不要/no action decision"),
    ("tokyo_retail_fx_dealing_desk", "dealer says order working at LP with ord id"),
    ("tokyo_retail_fx_dealing_desk", "intervention rumour (rate check) on held pair"),
    # agent_toolcall_trace_desk, tuning desk from session 32 (first contact recorded first):
    # a digest list whose held item only the bot's own annotation marks (no book read yet);
    # an embed card titled "WATCH · COST" over a one-line description (too short to read as
    # an article); a tool call that failed in the agent's runtime, read as an order.
    ("agent_toolcall_trace_desk", "headline list with one held/watch line tagged"),
    ("agent_toolcall_trace_desk", "embed-only HELD/WATCH news card"),
    ("agent_toolcall_trace_desk", "tool call errored before reaching broker"),
}


def _idiom_rows() -> list:
    rows = []
    for name in TUNING_DESKS:
        for row in _idioms(name):
            gap = (name, row[2]) in KNOWN_GAPS
            rows.append(pytest.param(*row, marks=pytest.mark.xfail(strict=True, reason="known gap")) if gap else row)
    return rows


def _hard_blocks(conn, message_id) -> list[tuple[str, str, str]]:
    """(kind, event type, tier) of the hard-event blocks a message is a source of, but for
    those of rules measured rarely right: the feed shows them last, claiming no type
    (memory.classify.reliability.RARE), so they neither keep an idiom nor make one hard."""
    rows = conn.execute(
        "SELECT b.kind, b.event_type, b.tier, b.rule FROM blocks b JOIN block_sources s ON s.block_id = b.block_id"
        " JOIN messages m ON m.pk = s.msg_pk WHERE m.message_id = ? AND b.kind IN ('hard_event', 'raw_excerpt')",
        (int(message_id),)).fetchall()
    return [tuple(row[:3]) for row in rows if reliability.grade(row[3]) != reliability.RARE]


@pytest.mark.parametrize("desk, message_id, idiom, expected", _idiom_rows(),
                         ids=lambda value: value if isinstance(value, str) and not value.isdigit() else "")
def test_each_idiom_of_a_tuning_desk(desk_days, desk, message_id, idiom, expected):
    _, conn = desk_days[desk]
    rows = _hard_blocks(conn, message_id)
    if expected == "not_hard":
        assert not rows, (idiom, rows)
    else:
        assert rows, (idiom, expected)


# --------------------------------------------------------------------------- digest context

CHANNEL = b.CHANNEL


def _rebuild_at(conn, minute: int, *, now: int, channel=None) -> int:
    """Digest the window (UTC hour) that holds `minute` of the test day, at minute `now`;
    the window's start."""
    bucket = b.now_ms(minute) - b.now_ms(minute) % HOUR_MS
    rebuild_window(conn, int(channel or CHANNEL), bucket, now_ms=b.now_ms(now))
    return bucket


def test_a_reply_in_a_later_window_approves_the_proposal_of_an_earlier_one(conn):
    proposal = b.create(10, "b 250k eth-perp @ 3,002 sl 2,957 tp 3,122 ?", author="yuki", bot=False, counter=1)
    reply = b.create(75, "👍 send it", author="kenji", bot=False, counter=2,
                     reference_id=proposal["message"]["id"])
    apply(conn, proposal, reply)
    bucket = _rebuild_at(conn, 75, now=80)
    row = conn.execute("SELECT event_type, tier, stage, rule, trade_key FROM blocks WHERE kind = 'hard_event'"
                       " AND bucket_ms = ?", (bucket,)).fetchone()
    assert row[:4] == ("trade_approval", "certain", "approved", "reply.approve")
    assert row[4] and row[4].startswith("ETH:buy:yuki")


def test_a_line_of_figures_answered_by_someone_else_becomes_a_possible_proposal(conn):
    """Held-out desks (session 30): neither the proposal nor its answer in words any list knew."""
    figures = b.create(10, "LUCK 120,000 sh 1,035 tak, dispatches strong aa rahe hain", author="saad", bot=False,
                       counter=1)
    answer = b.create(14, "chalo, aadha abhi", author="tariq", bot=False, counter=2,
                      reference_id=figures["message"]["id"])
    apply(conn, figures, answer)
    _rebuild_at(conn, 14, now=20)
    rows = conn.execute("SELECT event_type, tier, rule FROM blocks WHERE kind = 'hard_event'"
                        " ORDER BY block_id").fetchall()
    assert [tuple(row) for row in rows] == [("trade_proposal", "possible", "answered.by_reply"),
                                            ("trade_approval", "possible", "reply.answer_figures")]


def test_a_polls_verdict_decides_not_the_words_it_counts(conn):
    """Lisbon (session 28): "❌ Não 1" in a poll's tally rejected a proposal the poll approved."""
    proposal = b.create(10, "c 6k GALP a 15,19 sl 14,70 tp 16,40 — vai a votos, fecha 08:15", author="rui",
                        bot=False, counter=1)
    verdict = b.create(40, "📊 **Votação encerrada** · «c 6k GALP @ 15,19 sl 14,70» · ✅ Sim 4 · ❌ Não 1 · "
                       "quórum 3 ✔ → **APROVADA**", author="quorum-bot", bot=True, counter=2,
                       reference_id=proposal["message"]["id"])
    apply(conn, proposal, verdict)
    _rebuild_at(conn, 40, now=45)
    rows = conn.execute("SELECT event_type, stage FROM blocks WHERE kind = 'hard_event' AND event_type = "
                        "'trade_approval'").fetchall()
    assert [tuple(row) for row in rows] == [("trade_approval", "approved")]


def test_blocks_carry_tier_trade_key_stage_rule_and_facts(conn):
    apply(conn,
          b.create(5, "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00, target 155 (T-1042)", author="Logan", counter=1),
          b.create(9, "FILLED 50 NVDA @ 142.48 (T-1042)", author="Logan", counter=2),
          b.create(12, "Moving stop on NVDA T-1042 to 139.50", author="Logan", counter=3))
    _rebuild_at(conn, 0, now=20)
    rows = conn.execute("SELECT event_type, tier, trade_key, stage, rule, facts FROM blocks WHERE kind = 'hard_event'"
                        " ORDER BY window_from_ms").fetchall()
    assert [r[:4] for r in rows] == [
        ("trade_proposal", "certain", "id:T-1042", "proposed"),
        ("trade_fill", "certain", "id:T-1042", "filled"),
        ("stop_or_target_change", "certain", "id:T-1042", "stop"),
    ]
    assert all(r[4] for r in rows)
    assert json.loads(rows[0][5])["stop"] == "138.00" and json.loads(rows[2][5])["stop"] == "139.50"


def test_an_id_named_by_a_view_or_a_guessed_risk_event_is_no_trade_id_a_later_stage_word_attaches_to(conn):
    # An index named in a view ("KSE-100") and a gateway session in a guessed risk event
    # were learned as trade ids; an hourly PnL line's "live" then read as that trade's
    # confirmation, certain (a blind desk, session 25). A trade's own ids still link.
    apply(conn,
          b.create(5, "turning bearish on KSE-100 into the budget, conviction down to low", author="Indus-R",
                   counter=1),
          b.create(7, "PNL day total +3.53 · MTD +19.21 · vs KSE-100 TR -0.14% · marks: live", author="pnl-bot",
                   counter=2),
          b.create(9, "[PROPOSED] BUY 50 NVDA @ 142.50, stop 138.00 (T-1042)", author="Logan", counter=3),
          b.create(12, "T-1042 live on the book", author="oms", counter=4))
    _rebuild_at(conn, 0, now=20)
    rows = [tuple(row) for row in conn.execute(
        "SELECT b.event_type, b.tier, b.rule, m.author_name FROM blocks b"
        " JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
        " WHERE b.kind = 'hard_event'")]
    assert not [r for r in rows if r[3] == "pnl-bot" and r[1] == "certain"], rows
    assert ("trade_confirmation", "certain", "id.stage", "oms") in rows


def test_pins_and_mark_reactions_reach_the_classifier_through_window_inputs(conn):
    line = b.create(5, "desk policy: nothing above 3x gross into the print", author="dana.k", bot=False, counter=1)
    apply(conn, line)
    messages = window(conn, [int(CHANNEL)], 0, b.now_ms(60))
    pk = messages[0].pk
    plain = build_blocks(messages)
    pinned = build_blocks(messages, inputs=WindowInputs(messages, pinned={pk}))
    reacted = build_blocks(messages, inputs=WindowInputs(messages, reactions={pk: (("📌", 1),)}))
    assert not [d for d in plain if d.kind == "hard_event"]
    for drafts, rule in ((pinned, "mark.pin"), (reacted, "mark.reaction")):
        (hard,) = [d for d in drafts if d.kind == "hard_event"]
        assert hard.tier == "certain" and hard.rule.endswith(rule)


# --------------------------------------------------------------------------- explain

def test_explain_says_which_rule_and_reply_decided(conn, db_path, capsys):
    proposal = b.create(10, "b 250k eth-perp @ 3,002 sl 2,957 tp 3,122 ?", author="yuki", bot=False, counter=1)
    reply = b.create(12, "nah, not here", author="kenji", bot=False, counter=2, reference_id=proposal["message"]["id"])
    apply(conn, proposal, reply)
    report = explain_message(conn, int(CHANNEL), int(reply["message"]["id"]))
    assert report["found"] and report["category"] == "hard"
    (event,) = report["events"]
    assert (event["event_type"], event["stage"], event["rule"]) == ("trade_approval", "rejected", "reply.reject")
    assert report["reply_to"] == f"{CHANNEL}/{proposal['message']['id']}"
    assert any("reply to proposal" in step for step in report["trace"])
    text = format_explanation(report)
    assert "rule=reply.reject" in text and "reply to:" in text
    assert explain_message(conn, int(CHANNEL), 1)["found"] is False

    conn.commit()
    assert cli_main(["explain", "--db", str(db_path), f"{CHANNEL}/{reply['message']['id']}"]) == 0
    assert "rule=reply.reject" in capsys.readouterr().out
    assert cli_main(["explain", "--db", str(db_path), "not-a-handle"]) == 2


def test_explain_never_shows_a_removed_message(conn):
    line = b.create(10, "bought 50 NVDA at 142.5 — call 555-0100", author="raj", bot=False, counter=1)
    apply(conn, line, b.delete(line, 11))
    report = explain_message(conn, int(CHANNEL), int(line["message"]["id"]))
    assert report["category"] == "removed" and "555-0100" not in json.dumps(report)


def test_a_book_post_outside_the_lookback_and_the_parents_book_tell_a_thread_what_is_held(conn):
    # The book (a risk bot's exposure table) was posted 20 h before the news: outside the
    # 12 h lookback, read as standing state; the news is in a thread of the channel.
    thread = "1400000000000000077"
    book = b.create(0, "**Exposure · book arb-us**\n| Deal | Gross $ | Limit |\n|---|---|---|\n"
                       "| Kestrel/Orcana | 38.8m | 4.00% |", author="riskbot", counter=1)
    report = {**b.create(20 * 60, "**Kestrel / Orcana — update**\nWhat happened: State attorneys general join the"
                                  " DOJ review of the Orcana-Kestrel merger.\nTiming: unchanged.",
                         author="Priya Raman", bot=False, channel=thread, counter=2),
              "parent_channel_id": b.CHANNEL}
    apply(conn, book, report)
    _rebuild_at(conn, 20 * 60, now=20 * 60 + 5, channel=thread)
    row = conn.execute("SELECT event_type, rule FROM blocks WHERE kind IN ('hard_event', 'raw_excerpt')"
                       " AND channel_id = ?", (int(thread),)).fetchone()
    assert tuple(row) == ("held_position_news", "news.report_lead")


def test_the_book_posted_nearest_the_news_is_read_though_many_later_posts_name_a_book(conn):
    # A BOD positions post at 06:00 holds ZTS; the headline is at 02:43, and 25 later posts
    # name a book. Standing state is read nearest first (session 18: block_trading_ioi_desk).
    news = b.create(0, "📰 Zoetis (ZTS): FDA approves new canine dermatitis drug", author="newsdesk-feed", counter=1)
    book = b.create(200, "BOD positions — LO-GLB-EQ as of 06:00Z\nlong ZTS 300,000\nlong HD 1,500,000",
                    author="pnl-snap", counter=2)
    later = [b.create(240 + minute, f"book check {minute}: nothing new on the book", author="deskmon",
                      counter=3 + minute) for minute in range(25)]
    apply(conn, news, book, *later)
    _rebuild_at(conn, 0, now=300)
    rows = _hard_blocks(conn, news["message"]["id"])
    assert rows and rows[0][1] == "held_position_news"
