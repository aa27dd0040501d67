"""memory.classify structure over vocabulary: replies, marks, embeds, ids, templates,
structured bot lines, speech acts, aliases and desk TOML rules, each on its own."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from memory.classify import (
    ClassifyContext,
    MessageView,
    PriorEvent,
    classify_message,
    extract_tickers,
    load_desk_rules,
    parse_desk_rules,
    template_key,
    view_text,
)
from memory.classify.holdings import holdings_in, watchlist_in
from memory.classify.instruments import builtin_aliases
from memory.classify.message import carries_trade_figures, format_words
from memory.classify.structure import embed_text

T0 = 1_780_000_000_000
PROPOSAL = PriorEvent(message_id=11, author_name="yuki", at_ms=T0, event_types=("trade_proposal",),
                      stages=("proposed",), trade_key="id:T-77", instruments=("ETH",), side="buy")
FILL_NOTE = PriorEvent(message_id=12, author_name="kenji", at_ms=T0, event_types=(), category="chatter")


def run(content: str = "", context: ClassifyContext | None = None, **view) -> object:
    view.setdefault("created_at_ms", T0 + 60_000)
    return classify_message(MessageView(content, **view), context)


def types(result) -> list[str]:
    return [event.event_type for event in result.events]


# A headline whose names are on neither list is kept fail-open by this rule, which the feed
# shows last and untyped (measured rarely right): it claims no news for the desk.
UNPLACED = "news.headline_unplaced"


def claimed(result) -> list[str]:
    """The event types a classification claims: all but headlines kept unplaced."""
    return [event.event_type for event in result.events if event.rule != UNPLACED]


def rules(result) -> list[str]:
    return [event.rule for event in result.events]


# --------------------------------------------------------------------------- replies

def test_a_short_yes_to_an_order_that_asks_for_sign_off_is_its_possible_approval():
    # "revised: `place_order(symbol="NVDA", side="buy", qty=240)` per PM. ok?": read as an
    # order only possibly sent, but it asks; a yes in reply approves it.
    asking = PriorEvent(message_id=11, author_name="sigma", at_ms=T0, event_types=("trade_confirmation",),
                        stages=("confirmed",), side="buy", asks=True, category="hard")
    result = run("ok 240 go", ClassifyContext(referenced=asking), reference_id=11, author_name="kenji")
    assert [(e.event_type, e.tier, e.stage) for e in result.events] == [("trade_approval", "possible", "approved")]
    # A venue's certain word is no question: a yes to it approves nothing.
    acked = dataclasses.replace(asking, certain=True)
    assert not run("ok 240 go", ClassifyContext(referenced=acked), reference_id=11, author_name="kenji").events


@pytest.mark.parametrize("reply", ["ok go", "👍 send it", "ok go ✅", "approved", "yes", "lgtm, send"])
def test_a_short_reply_approving_a_proposal_is_its_certain_approval(reply):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="kenji")
    assert result.category == "hard"
    (event,) = result.events
    assert (event.event_type, event.tier, event.stage, event.trade_key) == (
        "trade_approval", "certain", "approved", "id:T-77")
    assert event.rule == "reply.approve"
    assert any("reply to proposal 11" in step for step in result.trace)


@pytest.mark.parametrize("reply", ["nah, not here", "no, pass", "👎", "rejected — too big"])
def test_a_short_reply_rejecting_a_proposal_is_a_rejection_of_that_trade(reply):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11)
    (event,) = result.events
    assert (event.event_type, event.stage, event.trade_key, event.tier) == (
        "trade_approval", "rejected", "id:T-77", "certain")


def test_the_same_words_replying_to_a_non_proposal_are_not_an_approval():
    result = run("ok", ClassifyContext(referenced=FILL_NOTE), reference_id=12)
    assert result.category == "chatter" and not result.events


def test_a_hedged_reply_from_a_bystander_is_not_an_approval():
    result = run("lgtm fwiw", ClassifyContext(referenced=PROPOSAL), reference_id=11)
    assert "trade_approval" not in types(result) or result.events[0].rule != "reply.approve"


def test_a_bare_ack_with_no_proposal_around_is_chatter_but_after_one_stays_possible():
    alone = run("ok", ClassifyContext(), author_name="raj")
    assert alone.category == "chatter"
    after = run("ok", ClassifyContext(recent=(PROPOSAL,)), author_name="raj")
    assert after.category == "maybe"   # fail-open: it may approve the proposal above it


# --------------------------------------------------------------------------- marks

def test_a_pinned_message_is_kept_certain_even_when_no_rule_typed_it():
    result = run("desk policy: nothing above 3x gross into the print", pinned=True)
    assert result.category == "hard" and result.marks == ("pin",)
    assert all(event.tier == "certain" and event.rule.endswith("mark.pin") or event.rule == "mark.pin"
               for event in result.events)


@pytest.mark.parametrize("text", [
    "📌 Book heute: short VXF7 150 lots (avg 19.90), long VXG7/VXH7 calendar 100x, SPX Jun27 var short 10k vega"
    " vs long AVGO/MSFT/META Jun27 var (dispersion)",
    "BOOK 11DEC: LONG 16 GCZ6 AVG 2008.5 | LONG 68 ZCH7 AVG 456'4 | SHORT 46 HGH7 AVG 4.1415",
    "Watchlist today: NVDA, AVGO, TSLA. Post news on them here.",
])
def test_a_pinned_book_or_watchlist_is_standing_state_not_a_guessed_decision(text):
    result = run(text, pinned=True)
    assert result.marks == ("pin",) and not result.events and result.category != "hard"
    assert any("standing state" in step for step in result.trace)


@pytest.mark.parametrize("text", [
    "stop on the 25mm FN 5.5 Dec long: 100-13+ (moved up again, locking it in)",
    "Book heute: short VXF7 150 lots, long AVGO/MSFT/META var. VXF7 stop raised to 20.40 from 19.90",
    "I'd like to add 25mm FNCL 5.5 DEC here at 100-17. OAS is 56bp vs 50 1m avg. Hedge 95 TYH7, stop 100-07+. ok?",
])
def test_a_pinned_change_of_one_position_stays_a_certain_event(text):
    result = run(text, pinned=True)
    assert result.events and all(event.tier == "certain" for event in result.events)


def test_a_mark_reaction_counts_only_from_a_lead_and_only_for_the_configured_emoji():
    desk = parse_desk_rules('[desk]\nleads = ["900"]\nmark_emoji = ["📌", "✅"]\n')
    text = "eth view: still constructive into the upgrade"
    by_lead = run(text, ClassifyContext(desk=desk), reactions=(("📌", 900),))
    by_other = run(text, ClassifyContext(desk=desk), reactions=(("📌", 901),))
    other_emoji = run(text, ClassifyContext(desk=desk), reactions=(("👀", 900),))
    assert by_lead.category == "hard" and by_lead.events[0].tier == "certain"
    assert by_lead.marks == ("reaction:📌",)
    assert not by_other.marks and not other_emoji.marks


# --------------------------------------------------------------------------- embeds

FILL_EMBED = {"title": "Execution report", "description": "BTC-PERP", "author": "bybit-bridge",
              "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "2.5"},
                         {"name": "Avg px", "value": "67,420"}],
              "footer": "oid 7f3a91c2 · venue bybit"}


def test_embed_text_keeps_every_part_readably():
    assert embed_text(FILL_EMBED) == (
        "[embed: Execution report — BTC-PERP · Side SELL · Qty 2.5 · Avg px 67,420 · oid 7f3a91c2 · venue bybit"
        " · bybit-bridge]")


def test_an_embed_only_execution_report_is_a_certain_fill_with_its_facts():
    result = run("", author_name="bybit-bridge", author_bot=True, embeds=(FILL_EMBED,))
    (event,) = result.events
    assert (event.event_type, event.tier, event.stage) == ("trade_fill", "certain", "filled")
    assert event.rule == "structured.embed"
    for fact in ("SELL", "2.5", "67,420", "7f3a91c2"):
        assert fact in event.excerpt
    assert event.excerpt in view_text(MessageView("", embeds=(FILL_EMBED,)))


def test_a_news_embed_on_a_held_name_is_held_position_news():
    embed = {"title": "Ethereum core devs push Fusaka mainnet date", "description": "testnets slip two weeks",
             "url": "https://news.example/eth", "author": "newswire", "footer": "The Block · 08:10Z"}
    result = run("", ClassifyContext(held=frozenset({"ETH"})), author_name="newswire", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"]
    assert ("Ethereum", "ETH") in result.aliases


def test_a_news_embed_about_a_testnet_is_still_news_on_the_held_name():
    # "testnet" is a paper-trading word in the desk's own talk, not in a wire's headline.
    embed = {"title": "Ethereum core devs push Fusaka mainnet date",
             "description": "testnet forks slip ~2 weeks after client bugs. ETH -1.3%.",
             "url": "https://news.example/eth", "author": "newswire", "footer": "The Block · 08:30Z"}
    result = run("", ClassifyContext(held=frozenset({"ETH"})), author_name="newswire", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"], result.trace


def test_an_event_from_an_embeds_footer_keeps_the_embeds_headline():
    embed = {"title": "KeyBanc lifts its Micron price target to $160 from $145",
             "description": "Shares indicated -2.5% pre-market.", "url": "https://news.example/mu",
             "author": "Newswire", "footer": "NEWS-0612-006 · MU · watchlist"}
    result = run("", ClassifyContext(watchlist=frozenset({"MU"})), author_name="Newswire", author_bot=True,
                 embeds=(embed,))
    assert result.events, result.trace
    for event in result.events:
        assert "Micron" in event.excerpt and "$160" in event.excerpt


def test_an_embed_field_whose_value_is_a_trade_is_no_status_output():
    # The field's key is the product ("Peak"), no role any list knows; its value is the trade.
    trade = {"title": "Day-ahead auction · own results", "author": "ETRM",
             "fields": [{"name": "Peak", "value": "Sell 15 MW @ 112.40 €/MWh · cleared"}], "footer": "DA-0412-3"}
    result = run("", author_name="ETRM", author_bot=True, embeds=(trade,))
    assert result.category != "noise", result.trace
    status = {"title": "Gateway status", "author": "ETRM",
              "fields": [{"name": "Uptime", "value": "3d 4h"}, {"name": "Queue", "value": "0 pending"}]}
    assert run("", author_name="ETRM", author_bot=True, embeds=(status,)).category == "noise"


# --------------------------------------------------------------------------- ids

@pytest.mark.parametrize("text, event_type, stage", [
    ("T-77 cancelled, re-quoting later", "trade_confirmation", "cancelled"),
    ("T-77 working on the book now", "trade_confirmation", "confirmed"),
    ("T-77 filled", "trade_fill", "filled"),
])
def test_a_known_trade_id_with_a_stage_word_is_that_stage(text, event_type, stage):
    result = run(text, ClassifyContext(known_ids={"T-77": "id:T-77"}), author_name="exec-agent", author_bot=True)
    (event,) = result.events
    assert (event.event_type, event.stage, event.trade_key, event.tier) == (event_type, stage, "id:T-77", "certain")
    assert "T-77" in event.excerpt


def test_a_recap_naming_several_known_trades_is_no_stage_of_any():
    log = ("## Exec · session log\n\nOrders handled today:\n"
           "T-77 SPX 5915/5905 PS sell 20 filled 1.90\nT-78 AAPL 185P buy 30 filled 1.95\n"
           "T-79 NVDA 1200C sell 10 cancelled")
    known = {"T-77": "id:T-77", "T-78": "id:T-78", "T-79": "id:T-79"}
    result = run(log, ClassifyContext(known_ids=known), author_name="Fathom", author_bot=True)
    assert not any(event.rule.startswith("id.") or event.rule.endswith("+id") for event in result.events)
    assert any("recap" in step for step in result.trace)
    # One known id with a stage word is still that trade's stage.
    single = run("T-78 filled", ClassifyContext(known_ids=known), author_name="Fathom", author_bot=True)
    assert [(e.event_type, e.tier) for e in single.events] == [("trade_fill", "certain")]
    assert any("known trade id T-78" in step for step in single.trace)


def test_a_reports_fill_word_without_a_quantity_or_id_is_not_a_fill():
    filler = " ".join(["Realised vol ran under implied through the session on every tenor we track."] * 8)
    stats = f"## Execution quality, previous session\n\n{filler}\n\nOrders: 16 parent orders, 93% filled by value."
    assert "trade_fill" not in types(run(stats, author_name="Fathom"))
    buried = f"## Afternoon note\n\n{filler}\n\nWe bought 30 AAPL 6/20 185P at 1.95, filled in full."
    assert "trade_fill" in types(run(buried, author_name="Fathom"))


@pytest.mark.parametrize("text", ["cxl'd the rest of 2f439d6 on binance, 207 of 350 unfilled",
                                  "260522109281967 filled, all 40 lots"])
def test_a_known_id_written_bare_is_still_that_trades_id(text):
    # The id grammar needs a label or eight hex digits; once an order record taught the id,
    # the desk writes it bare, and that is still the trade's stage.
    known = {"2F439D6": "id:2F439D6", "260522109281967": "id:260522109281967"}
    (event,) = run(text, ClassifyContext(known_ids=known), author_name="dante.otc").events
    assert event.tier == "certain" and event.trade_key in known.values()


@pytest.mark.parametrize("text", ["2096 filled", "sold 2096 at 14.10 filled"])
def test_a_number_that_was_once_an_id_is_not_read_bare_as_one(text):
    # A short number is a size or a price as often as an id: only the id grammar names it.
    result = run(text, ClassifyContext(known_ids={"2096": "id:2096"}), author_name="kayla")
    assert not any(event.rule == "id.stage" for event in result.events)


def test_a_known_id_and_a_stage_word_in_a_long_message_are_only_possibly_that_stage():
    context = ClassifyContext(known_ids={"FA-17": "id:FA-17"})
    line = run("FA-17 pulled, master still working", context, author_name="kayla.t")
    assert [(e.rule, e.tier) for e in line.events] == [("id.stage", "certain")]
    talk = ("anyone else think the copier adds latency on the follower side when all 5 fire at once? i compared "
            "timestamps on the last few, master fills in ~10ms but FA-17 (the 2x one) is consistently 40-80ms "
            "later and sometimes gets a tick worse. not a big deal on es but on nq at the open that's real money.")
    assert not [e for e in run(talk, context, author_name="kayla.t").events if e.tier == "certain"]


def test_a_known_id_makes_certain_only_the_stage_the_message_names():
    # "0/100 filled" of a cancelled parent is no fill; the cancel is the order's stage, and
    # the id settles it. A guess of another type than the stage named stays a guess (on
    # every desk such promotions were right 5 times in 27).
    cancel = "[ORDER] parent VXP-1203-0184 CANCELED by mbrandt — 0/100 filled, 5/5 slices pulled"
    result = run(cancel, ClassifyContext(known_ids={"VXP-1203-0184": "id:VXP-1203-0184"}), author_name="oms",
                 author_bot=True)
    assert [e.event_type for e in result.events if e.tier == "certain"] == ["trade_confirmation"]


def test_an_unknown_id_with_a_stage_word_is_not_promoted():
    result = run("T-99 working", ClassifyContext(known_ids={"T-77": "id:T-77"}))
    assert not any(event.rule == "id.stage" for event in result.events)


# --------------------------------------------------------------------------- templates

def test_template_key_masks_numbers_ids_tickers_and_times():
    one = template_key("hb 12:00:01Z riskd ok · gross 41% · BTC-PERP lag 12ms")
    two = template_key("hb 18:30:07Z riskd ok · gross 77% · ETH-PERP lag 340ms")
    assert one == two
    assert template_key("🩸 liqs · last 15m · 00:12Z\nLONG AVAX $2M") == template_key(
        "🩸 liqs · last 15m · 09:45Z\nSHORT BTC $9M\nLONG ETH $1M")


def test_template_key_masks_a_numbers_sign():
    assert template_key("hb Δnet -0.79 ES-eq · band ±2.00 · idle 28m") == template_key(
        "hb Δnet +1.36 ES-eq · band ±2.00 · idle 3m")


@pytest.mark.parametrize("text", ["orders working 6 · msgs/s 27 to CME · rejects 0 · self-match guard on",
                                  "triage sweep · scanned 51 · routed 0 · no-route 1",
                                  "fills today: 12, rejects 0"])
def test_a_trade_word_labelling_a_count_is_a_metric_not_an_event(text):
    result = run(text, author_name="engine", author_bot=True)
    assert not result.events


@pytest.mark.parametrize("text, event_type", [("ESZ6 filled 3 · avg 6001.25", "trade_fill"),
                                              ("Routed 3 items to Halden", "route_decision"),
                                              ("filled 250 NVDA @ 141", "trade_fill")])
def test_a_count_of_an_instrument_or_with_a_destination_is_still_the_event(text, event_type):
    assert event_type in types(run(text))


@pytest.mark.parametrize("text, noise", [
    ("NQH7 overnight: range 40 pts, volume 49% of the 20d average, no resting orders from us", True),
    ("NQH7 overnight: range 40 pts, stop 21,480 on the core long", False),                # a level
    ("NQH7 overnight: range 40 pts, ord#0B35 still resting", False),                     # an order id
    ("NQH7 overnight: range 40 pts; CME halts NQ after the exchange outage", False),    # news
])
def test_a_bots_untyped_data_line_is_counted_unless_it_names_an_order_level_or_news(text, noise):
    result = run(text, author_name="feed-bot", author_bot=True)
    assert (result.category == "noise") is noise
    person = run(text, author_name="dana")
    assert person.category != "noise" or not noise     # a person's line is never counted by this


def test_a_recurring_status_template_is_counted_noise():
    text = "sweep 06:00Z · queue drained · next sweep in 6h"
    recurring = run(text, ClassifyContext(template_count=5), author_name="deskbot", author_bot=True)
    assert recurring.category == "noise" and recurring.template_count == 5


def test_a_recurring_template_with_an_id_and_a_stage_word_is_an_event_template():
    text = "ord 7f3a91c2 filled 3 @ 61,250"
    result = run(text, ClassifyContext(template_count=9), author_name="fillbot", author_bot=True)
    assert result.category == "hard" and [(e.event_type, e.tier) for e in result.events] == [("trade_fill", "certain")]
    assert any("event template" in step for step in result.trace)


def test_a_recurring_template_with_an_id_but_no_word_for_what_happened_is_kept_untyped():
    # Its type would be a guess: kept fail-open as a maybe, neither certain nor counted.
    text = "ord 7f3a91c2 · 3 @ 61,250 · seq 118"
    result = run(text, ClassifyContext(template_count=9), author_name="fillbot", author_bot=True)
    assert result.category == "maybe" and not result.events, result.trace


CYCLE_REPORT = ("**scout-agent · cycle 14:15Z**\n"
                "observations:\n"
                "- BTC-USD 98,625.20 (+0.39% 1h), realised vol 1d 2.7%, funding +0.0007%/8h\n"
                "- SOL-USD 186.90 (+0.71% 1h) — watchlist only\n"
                "watchlist: AVAX +1.2% · LINK -0.4% · DOT +0.3% · ATOM -1.1%\n"
                "reasoning: flows are two-way and no sleeve model is above its signal threshold, so the "
                "weights stay inside their bands for this cycle.")


def test_a_bots_routine_report_is_status_its_watchlist_lines_included():
    # Posted every fifteen minutes under a header naming no instrument: its watchlist line
    # and its prices on watched names are the report's standing parts, not news.
    context = ClassifyContext(template_count=8, watchlist=frozenset({"SOL", "AVAX"}))
    result = run(CYCLE_REPORT, context, author_name="scout-agent", author_bot=True)
    assert result.category == "noise" and not result.events, result.trace
    # Seen once, the same post keeps what it flags (fail-open).
    once = run(CYCLE_REPORT, ClassifyContext(template_count=1, watchlist=frozenset({"SOL", "AVAX"})),
               author_name="scout-agent", author_bot=True)
    assert once.events, once.trace


def test_a_routine_report_keeps_its_decision_and_a_per_name_feed_keeps_its_news():
    context = ClassifyContext(template_count=8, watchlist=frozenset({"SOL", "AVAX"}), held=frozenset({"NVDA"}))
    decided = CYCLE_REPORT + "\n[PROPOSED] buy 40 SOL-USD @ 186.50 limit, stop 179.00"
    result = run(decided, context, author_name="scout-agent", author_bot=True)
    assert "trade_proposal" in types(result), result.trace
    # News on a held name in the same recurring report stays (fail-open): agents' desk
    # reports carry it as often as not.
    held = CYCLE_REPORT + "\nOn our held NVDA position (300 from 177.25), the CFO departs effective immediately."
    result = run(held, context, author_name="scout-agent", author_bot=True)
    assert "held_position_news" in types(result), result.trace
    # A recurring shape whose header names the instrument heads news on that name each time.
    disclosure = ("📣 **NVDA | corporate disclosure**\n"
                  "Nvidia says the EU competition authority sent a questionnaire on its software bundling; "
                  "the company expects no material impact on its results and will cooperate fully.\n"
                  "Shares moved -1.8% in early trade. The filing adds that the questionnaire is a routine step "
                  "and that no formal proceedings have been opened against the company at this stage.")
    result = run(disclosure, context, author_name="disclosure-feed", author_bot=True)
    assert "held_position_news" in types(result), result.trace


def test_a_recurring_news_headline_format_stays_news():
    text = "**WATCH** AAPL 230C 5/29 halted pending news — level to watch 2.96"
    result = run(text, ClassifyContext(template_count=4, held=frozenset({"TSLA"})), author_name="Quill",
                 author_bot=True)
    assert result.category != "noise"


# --------------------------------------------------------------------------- structured bot lines

@pytest.mark.parametrize("line, event_type, certain", [
    ("order_id=7f3a91 side=SELL qty=250 px=67420.5 status=FILLED", "trade_fill", True),
    ('{"evt":"ack","oid":"A-99812","sym":"ETH-PERP","side":"buy","qty":"40","px":"3001.5"}',
     "trade_confirmation", True),
    ("evt=limit_change name=max_gross old=4.0m new=4.5m by=vic", "risk_limit", True),
    ('{"event":"order_resize","oid":"A-1","old_qty":500,"new_qty":250,"reason":"max_pos"}', "risk_limit", True),
    ("evt=reject oid=A-7 reason=post_only_cross sym=BTC-PERP", "trade_confirmation", True),
])
def test_structured_lines_are_typed_by_their_fields(line, event_type, certain):
    result = run(line, author_name="ordbot", author_bot=True)
    assert event_type in types(result), result.trace
    event = next(e for e in result.events if e.event_type == event_type)
    assert (event.tier == "certain") is certain
    assert event.rule.startswith("structured")


@pytest.mark.parametrize("line", [
    "hb riskd status=ok gross_util=0.42 limits=ok lag_ms=12",
    '{"acct":"paper-sandbox","evt":"fill","oid":"p-1","sym":"BTC-PERP","side":"sell","qty":"1","px":"60787"}',
])
def test_structured_status_and_paper_records_are_not_decisions(line):
    result = run(line, author_name="riskd", author_bot=True)
    assert result.category in ("noise", "chatter") and not result.events


def test_a_one_off_record_naming_an_id_under_keys_no_role_knows_is_a_possible_decision():
    """Status is what recurs: the first record of its shape that names an order by its id
    is kept fail-open, the same shape recurring is counted, and a one-off without an id is
    still status (issue 11, templates; failed on 1dfe7f6)."""
    ticket = {"title": "Ordre", "fields": [{"name": "Referanse", "value": "KL-40417"},
                                           {"name": "Tilstand", "value": "mottatt av børsen"}]}
    once = run("", author_name="clearing-bro", author_bot=True, embeds=(ticket,))
    assert once.category == "maybe", once.trace
    assert any("one-off record naming an id" in step for step in once.trace)
    recurring = run("", ClassifyContext(template_count=4), author_name="clearing-bro", author_bot=True,
                    embeds=(ticket,))
    assert recurring.category == "noise"
    no_id = {"title": "Ordre", "fields": [{"name": "Kø", "value": "0 ventende"}, {"name": "Oppetid", "value": "3d 4t"}]}
    assert run("", author_name="clearing-bro", author_bot=True, embeds=(no_id,)).category == "noise"


# --------------------------------------------------------------------------- known names

KNOWN = ClassifyContext(held=frozenset({"CRVG", "KLMN", "ESKB", "IWM"}))


@pytest.mark.parametrize("text, category", [("flat klmn — cover the 4k mkt", "hard"),
                                            # (a person's terse size-and-price line: possible either way)
                                            ("b 3k crvg 9.11 stp 7.70", "hard"),
                                            ("out eskb calls, all 10, mkt", "maybe"),
                                            ("s 300 iwm 240.26", "hard")])
def test_lower_case_shorthand_on_a_name_the_desk_holds_is_read_as_that_instrument(text, category):
    result = run(text, KNOWN, author_name="dez")
    assert result.category == category
    assert category != "hard" or "flat" in text or all(event.tier == "possible" for event in result.events)
    assert all(event.excerpt in text for event in result.events)     # still verbatim


@pytest.mark.parametrize("text", ["klmn looks heavy today lol", "is crvg halted?"])
def test_lower_case_words_not_known_or_not_shorthand_stay_talk(text):
    context = KNOWN if "crvg halted" in text or "klmn" in text else ClassifyContext()
    assert run(text, context, author_name="dez").category == "chatter"


@pytest.mark.parametrize("text, is_risk", [("⏸ HALT THLR LUDP 08:04:10 ET · last 6.69", False),
                                           ("**Halts.** 60 LULD halts yesterday, mostly up-halts", False),
                                           ("HALT: all new orders paused until risk review", True)])
def test_a_venues_halt_of_a_listing_is_not_the_desks_risk_halt(text, is_risk):
    assert ("risk_limit" in types(run(text, author_name="scanner", author_bot=True))) is is_risk


def test_a_dated_watch_line_with_emoji_and_sides_declares_the_watchlist():
    desk = load_desk_rules(None)
    line = "watch 12/03 👀 longs: PLLA (pr, small float) · GLVD (halt candidate) shorts: KLMN on radar: ORBL, ARNQ"
    assert {"PLLA", "GLVD", "KLMN", "ORBL", "ARNQ"} <= watchlist_in(line, desk)
    heading = "watch 12/03 👀\nlongs: PLLA (pr, small float) · GLVD (halt candidate)\non radar: ORBL, ARNQ\n\nnext: XYZ"
    assert watchlist_in(heading, desk) == {"PLLA", "GLVD", "ORBL", "ARNQ"}
    assert not run(heading, pinned=True).events


def test_a_yaml_book_states_signed_positions_and_a_bracketed_watchlist():
    # A risk bot's YAML block: an all-caps line of symbols with signed sizes, a [list].
    desk = load_desk_rules(None)
    post = ("riskd ▸ start-of-day book · FRT-LDN\n```yaml\npositions:\n"
            "  - equities: FRO +40,000 | GOGL +60,000 | ZIM -25,000\nwatchlist: [EURN, SBLK, DHT]\n```")
    assert holdings_in(post, desk, pinned=False) == {"FRO", "GOGL", "ZIM"}
    assert watchlist_in(post, desk) == {"EURN", "SBLK", "DHT"}
    assert watchlist_in('watchlist: ["EURN", "SBLK"]', desk) == {"EURN", "SBLK"}


@pytest.mark.parametrize("text, names", [
    ("(1/2) **Primer: Quill Software / Vantage Peak Partners (watchlist)** -- long, skim the headings.",
     {"QUILL", "VANTAGE"}),
    ("EURN — on watch, nothing to do yet", {"EURN"}),
    ("adding EURN, DHT to the watchlist", {"EURN", "DHT"}),
    ("GOGL added to watchlist after the print", {"GOGL"}),
    ("we should add more to the watch list of things", set()),
    ("triage ▸ NEWS-40052 → no route (not in book, not on watchlist)", set()),
    ("Parking it on the watchlist and bringing it to Thursday's meeting", set()),
])
def test_names_marked_or_added_as_watched_join_the_watchlist(text, names):
    assert watchlist_in(text, load_desk_rules(None)) == names


def test_a_company_name_the_channel_wrote_beside_a_held_symbol_names_it_in_later_news():
    from memory.classify.instruments import declared_names
    assert declared_names("## NXCT (Nexica Therapeutics) — scanner hit") == (("NEXICA THERAPEUTICS", "NXCT"),)
    assert declared_names("Apple Inc. (AAPL) and Microsoft (MSFT)") == (("APPLE", "AAPL"), ("MICROSOFT", "MSFT"))
    headline = '📰 "Nexica Therapeutics Announces $8M Registered Direct Offering" · GlobeNewswire'
    held = ClassifyContext(held=frozenset({"NXCT"}), watchlist=frozenset({"ORBL"}))
    learned = ClassifyContext(held=frozenset({"NXCT"}), watchlist=frozenset({"ORBL"}),
                              names={"NEXICA THERAPEUTICS": "NXCT"})
    assert "held_position_news" not in types(run(headline, held, author_name="scanner", author_bot=True))
    assert "held_position_news" in types(run(headline, learned, author_name="scanner", author_bot=True))


def test_a_labelled_headline_on_a_known_name_neither_held_nor_watched_is_not_news_for_the_desk():
    context = ClassifyContext(held=frozenset({"PLLA"}), watchlist=frozenset({"ORBL"}),
                              names={"NEXICA THERAPEUTICS": "NXCT"})
    other = '**Headline:** "Nexica Therapeutics Announces $8M Registered Direct Offering" (Business Wire, 10:27 ET)'
    watched = "**Headline:** ORBL files 8-K on a director's resignation (Business Wire)"
    unknown = '**Headline:** "Quorvex Announces $8M Registered Direct Offering" (Business Wire, 10:27 ET)'
    assert rules(run(other, context, author_name="research", author_bot=True)) == [UNPLACED]
    assert "watchlist_news" in types(run(watched, context, author_name="research", author_bot=True))
    assert run(unknown, context, author_name="research", author_bot=True).events    # unknown: kept (fail-open)


@pytest.mark.parametrize("label", ["BREAKING:", "🚨 NEWS FLASH —", "[Headline alert]"])
def test_a_news_label_says_news_not_whose_the_names_decide(label):
    context = ClassifyContext(held=frozenset({"TEVA"}), watchlist=frozenset({"NICE"}))
    def event(text):
        return run(f"{label} {text}", context, author_name="wire", author_bot=True).events
    held, watched = event("TEVA recalls a generic in the US"), event("NICE wins a bank contract")
    assert [(e.event_type, e.tier) for e in held] == [("held_position_news", "certain")]
    assert [(e.event_type, e.tier) for e in watched] == [("watchlist_news", "certain")]
    # a known symbol, neither held nor watched: kept unplaced
    assert [e.rule for e in event("ESLT wins a drone contract in Asia")] == [UNPLACED]
    unplaced = event("Regional lender cuts its dividend")                # no name anyone can place
    # (kept as unlabelled headlines on no list's names are: shown last, untyped; session 30)
    assert [(e.event_type, e.tier, e.rule) for e in unplaced] == [("watchlist_news", "possible", UNPLACED)]
    # Nothing known of the book yet, or no watchlist known: kept, as a possible.
    for unknown in (ClassifyContext(), ClassifyContext(held=frozenset({"TEVA"}))):
        alone = run(f"{label} ESLT wins a drone contract in Asia", unknown, author_name="wire",
                    author_bot=True).events
        assert [e.tier for e in alone] == ["possible"]


# --------------------------------------------------------------------------- speech acts

# 2026-12-03 12:00Z: the message's own time, against which written dates are judged.
DEC_3 = 1_796_299_200_000


@pytest.mark.parametrize("text", [
    "best : 2024-08-02 sold 10 ES @ 5410.25 → bought @ 5318.00",
    "remember 2024 Q1? we bought cape at 14,200 and it went to 9k",
    "sold 40 lots KCH5 at 3.10 in March 2025, the squeeze took it to 4",
    "rule check (2012-2025): long 10 ZC at the WASDE low, out +6c",
])
def test_a_trade_dated_before_the_message_is_history(text):
    result = run(text, created_at_ms=DEC_3)
    assert not result.events and any("history" in step for step in result.trace)


@pytest.mark.parametrize("text, ours", [
    ("RFQ from client: BUY 250k IWDA LN @ mkt", False),
    ("RFQ 4411 BUY 250k IWDA LN: quoted 85.15, LOST (covered 85.13)", False),
    ("RFQ 4412 SELL 3mm AAPL 4.5 2034 quoted +112, traded away", False),
    ("RFQ 4413 SELL 3mm AAPL 4.5 2034 quoted +112, WON: sold 3mm @ +112", True),
])
def test_a_request_for_quote_is_the_desks_trade_only_when_won(text, ours):
    # A client's inquiry is the client's interest; a quote lost, covered or traded away was a
    # trade done with someone else. Only a won quote is the desk's.
    result = run(text, author_name="rfq-bridge", author_bot=True)
    stages = [e for e in result.events if e.event_type in ("trade_proposal", "trade_confirmation", "trade_fill")]
    assert bool(stages) is ours, result.trace


@pytest.mark.parametrize("text", ["| Route | Last | d/d | 5d |\n|---|---|---|---|\n| TD3C | 72.5 | +1.5 | -3 |",
                                  "**Fixtures**\n| Vessel | Size | Route | Laycan | Charterer |\n|---|---|---|---|"])
def test_a_tables_column_names_are_not_words_of_a_decision(text):
    assert not run(text, author_name="argo-voyage", author_bot=True).events


@pytest.mark.parametrize("text", ["bought 10 ESZ6 @ 6012 on 2026-12-03", "sold 5 GCZ6 @ 2008.5, stop 2031",
                                  "long 20 MW DE Cal-27 base at 88,40 for Q1 2027"])
def test_todays_dates_prices_and_future_periods_are_not_history(text):
    assert run(text, created_at_ms=DEC_3).events


@pytest.mark.parametrize("text, frame", [
    ("what if we bought 50 NVDA at 140 here?", "hypothetical"),
    ("if btc loses 56k i'd short 2 btc-perp @ 55.9k", "hypothetical"),
    ("last month we bought 200 TSLA at 180 and it went nowhere", "history"),
    ("this chop reminds me of ftx week lol. i s 40k sol-perp @ 30 and covered at 9.8", "history"),
    ("paper trade: bought 10 AAPL 190C at 3.20", "paper"),
    ("backtest fills: b 2.0 btc-perp @ 16,480, s @ 21,090", "paper"),
    ("the rates desk sold 500 TLT at 88.40 this morning", "other_desk"),
    ("a friend at another prop shop bought 50 TSLA 250C at 4.10 into friday", "other_desk"),
    ("recap for the journal: bought 2 MES at 6790.50, sold 2 at 6794.50", "restated"),
    ("> ansem: 'closed the eth long at 3.3k, tp hit, ggs'\nlol ok", "quoted"),
])
def test_talk_about_a_trade_is_not_the_desks_decision(text, frame):
    result = run(text, author_name="kenji")
    assert not [e for e in result.events if e.event_type in (
        "trade_proposal", "trade_fill", "trade_confirmation", "trade_approval")], (frame, result.trace)


@pytest.mark.parametrize("text, event_type", [
    ("bought 50 NVDA at 142.5", "trade_fill"),
    ("I'd like to buy 2 BTC-USD at 61,250 with a stop at 59,800", "trade_proposal"),
    ("b 250k eth-perp @ 3,002 sl 2,957 tp 3,122 ?", "trade_proposal"),
])
def test_the_desks_own_decisions_stay_decisions(text, event_type):
    assert event_type in types(run(text, author_name="kenji"))


@pytest.mark.parametrize("text", ["sol holding 185 nicely", "everyone long sol on ct",
                                  "any news on TSLA? it's +0.4% and I can't find why"])
def test_market_colour_and_questions_are_talk(text):
    assert run(text, author_name="yuki").category == "chatter"


# --------------------------------------------------------------------------- aliases and holdings

@pytest.mark.parametrize("symbol, root", [
    ("GOOG", "GOOGL"), ("NVDA240621C00140000", "NVDA"), ("ESZ5", "ES"), ("/ES", "ES"), ("MES", "ES"),
    ("BTC-PERP", "BTC"), ("BTCUSDT", "BTC"), ("ETH-USD", "ETH"), ("SOL/USDC", "SOL"),
])
def test_instruments_resolve_to_one_root(symbol, root):
    assert builtin_aliases().root(symbol) == root


@pytest.mark.parametrize("headline, held, name", [
    ("📰 Alphabet shares fall 4% after a DOJ antitrust ruling (Reuters)", "GOOGL", "Alphabet"),
    ("📰 S&P 500 futures slide 1.2% after hot CPI print (Bloomberg)", "ESZ5", "S&P 500"),
    ("📰 Nvidia wins approval for new export licences (Reuters)", "NVDA", "Nvidia"),
    ("📰 Solana block production stalled ~15 min; SOL -3.6% (The Block)", "SOL", "Solana"),
    # lexicon/companies.toml: the world's listed companies and commodities under their home codes
    ("📰 Nestlé cuts its organic growth guidance for the year (SIX ad hoc)", "NESN", "Nestlé"),
    ("📰 Toyota recalls 1m vehicles over an airbag fault (Nikkei Asia)", "TM", "Toyota"),
    ("📰 Aramco raises Arab Light OSP to Asia by 40c for January (Reuters)", "2222", "Aramco"),
    ("📰 Soybean oil rallies as EPA proposes higher biofuel mandates (Reuters)", "ZLN6", "Soybean oil"),
    ("📰 Jeronimo Martins CEO flags food deflation in Poland into 2027 (Bloomberg)", "JMT", "Jeronimo Martins"),
])
def test_a_headline_naming_the_company_or_underlying_is_news_on_the_held_position(headline, held, name):
    desk = parse_desk_rules(f'[desk]\nheld = ["{held}"]\n')
    context = ClassifyContext(desk=desk, held=desk.held_roots())
    result = run(headline, context, author_name="newswire", author_bot=True)
    assert types(result) == ["held_position_news"], result.trace
    assert name in [alias for alias, _ in result.aliases]


@pytest.mark.parametrize("text, found", [
    ("Goldman Sachs upgrades", ["Goldman Sachs"]), ("Goldman said", ["Goldman"]),   # the longest name wins
    ("Toyota's results", ["Toyota"]), ("Bank of America’s call", ["Bank of America"]),
    ("Nestlé-Purina", []), ("Roche/Genentech", []), ("x_Pfizer", []), ("PfizerX", []), ("Pfizer.", ["Pfizer"]),
])
def test_alias_names_match_as_whole_words_only(text, found):
    assert [name for name, _ in builtin_aliases().names_in(text)] == found


def test_a_symbol_in_most_of_a_bots_posts_is_its_label_not_what_a_post_is_about():
    """Cairo (session 26): 'EGX' in every '📢 EGX disclosure | <name> | ...' made each
    disclosure news on the book once an order record had taught EGX as held."""
    posts = [f"📢 EGX disclosure | {name} | board meeting on {day} Dec" for name, day in
             (("ORWE", 8), ("CIRA", 9), ("JUFO", 10), ("COMI", 11), ("EFIH", 12))]
    assert format_words(posts) == {"EGX"}
    assert format_words(posts[:3]) == frozenset()          # too few posts to tell
    assert format_words(["NVDA alert: +2%"] * 6) == frozenset()   # one name only: what they are about
    # An agent's reports that all discuss a held name, each in its own words.
    reports = [f"## desk workload\n{line}; also watching AMD, TSM and {other}" for line, other in (
        ("On our held NFLX position, the CFO departs", "META"), ("NFLX pre-market -3%", "AAPL"),
        ("No change to NFLX sizing", "MSFT"), ("Trimmed NFLX by a third", "ORCL"))]
    assert "NFLX" not in format_words(reports)
    context = ClassifyContext(held=frozenset({"EGX", "COMI"}), watchlist=frozenset({"SWDY"}),
                              format_words=frozenset({"EGX"}))
    other = run("📢 EGX disclosure | ORWE | Oriental Weavers board recommends cash dividend of EGP 1.25",
                context, author_name="EGX-Wire", author_bot=True)
    assert "held_position_news" not in types(other), other.trace
    held = run("📢 EGX disclosure | COMI | Commercial International Bank Q3 net profit up 21%",
               context, author_name="EGX-Wire", author_bot=True)
    assert types(held) == ["held_position_news"], held.trace


def test_a_headline_on_a_name_neither_held_nor_watched_is_not_hard():
    context = ClassifyContext(held=frozenset({"NVDA"}), watchlist=frozenset({"AMD"}))
    result = run("📰 Toncoin: Telegram wallet integrates USDT on TON; TON +3.9% (The Block)", context,
                 author_name="newswire", author_bot=True)
    assert not claimed(result) and rules(result) == [UNPLACED], result.trace


def test_a_wire_headline_on_a_name_no_list_knows_is_kept_unplaced_as_its_headline():
    """The lists a channel states are seldom whole (a book by ticker, news by company; a
    watchlist never written): a wire's headline on a name on neither is kept fail-open, as
    its headline only, by the rule the feed shows last and untyped (session 30)."""
    context = ClassifyContext(held=frozenset({"NVDA"}), watchlist=frozenset({"AMD"}))
    post = ("📰 Sanofi: phase III readout misses its primary endpoint (AMF)\n"
            "Paris — the company said the safety profile was consistent with earlier studies. "
            "Further details will be presented at a medical meeting.\n\n"
            "About the company: a global healthcare group listed in Paris and New York, employing people in "
            "some 90 countries; this release is published under the market abuse regulation.")
    result = run(post, context, author_name="newswire", author_bot=True)
    assert rules(result) == [UNPLACED] and not claimed(result), result.trace
    assert [e.excerpt for e in result.events] == ["📰 Sanofi: phase III readout misses its primary endpoint (AMF)"]
    # On a held name it is news on the book, as before.
    held = run(post.replace("Sanofi", "Nvidia"), context, author_name="newswire", author_bot=True)
    assert claimed(held) == ["held_position_news"], held.trace


def test_a_known_trade_id_makes_a_stage_certain_not_a_headline():
    # A filing number the desk once used as an order id, in a wire's headline: still a
    # headline, its tier what the headline earns.
    context = ClassifyContext(held=frozenset({"NVDA"}), watchlist=frozenset({"AMD"}),
                              known_ids={"A-20417": "id:A-20417"})
    headline = run("📰 Nvidia files A-20417 with the SEC, buys back 2m shares at 120 (Reuters)", context,
                   author_name="newswire", author_bot=True)
    assert [(e.event_type, e.tier) for e in headline.events] == [("held_position_news", "possible")], headline.trace
    fill = run("A-20417 filled: bought 2,000 NVDA @ 120.10", context, author_name="exec", author_bot=True)
    assert [e.tier for e in fill.events] == ["certain"], fill.trace


def test_the_book_and_watchlist_are_read_from_the_desks_own_post():
    desk = load_desk_rules(None)
    post = ("gm, book going in:\n• btc-perp +12 avg 59,065.5, sl 58,500\n• long 4,850 sol spot (cb prime)\n"
            "• eth flat\nwatchlist: sui, link, avax")
    assert holdings_in(post, desk, pinned=True) == {"BTC", "SOL"}
    assert watchlist_in(post, desk) == {"SUI", "LINK", "AVAX"}
    assert holdings_in("# earnings calendar (outside our book)\n- NFLX -3.0% last four", desk, pinned=False) == set()


# --------------------------------------------------------------------------- desk TOML

DESK_TOML = """
[desk]
name = "test desk"
held = ["Alphabet", "ESZ5"]
watchlist = ["SUI"]
leads = ["900", "kenji"]
mark_emoji = ["📌"]
other_desks = ["macro pod"]

[[alias]]
instrument = "XYZ"
names = ["Xyzzy Corp"]

[[idiom]]
name = "lift the offer"
event_type = "trade_fill"
pattern = '\\blifted (?:the )?offer\\b'
tier = "certain"
stage = "filled"

[[idiom]]
name = "sim book"
event_type = "not_hard"
pattern = '\\bsim book\\b'
needs_facts = false

[vocabulary]
paper_words = ["shadow port"]
"""


def test_desk_toml_compiles_held_aliases_leads_and_idioms():
    desk = parse_desk_rules(DESK_TOML, "desk.toml")
    assert desk.held_roots() == {"GOOGL", "ES"} and desk.watch_roots() == {"SUI"}
    assert desk.aliases.root("XYZ") == "XYZ" and ("Xyzzy Corp", "XYZ") in desk.aliases.names_in("Xyzzy Corp beats")
    assert desk.may_mark(900) and desk.may_mark(None, "kenji") and not desk.may_mark(901)


def test_a_desk_idiom_adds_an_event_without_code():
    desk = parse_desk_rules(DESK_TOML)
    plain = run("lifted offer on 40 XYZ at 12.10", ClassifyContext())
    with_desk = run("lifted offer on 40 XYZ at 12.10", ClassifyContext(desk=desk))
    assert not any(e.rule.startswith("desk.idiom") for e in plain.events)
    event = next(e for e in with_desk.events if e.rule == "desk.idiom:lift the offer")
    assert (event.event_type, event.tier, event.stage) == ("trade_fill", "certain", "filled")


def test_a_not_hard_idiom_and_desk_words_veto_what_the_rules_found():
    desk = parse_desk_rules(DESK_TOML)
    assert run("sim book: bought 50 NVDA at 142.5", ClassifyContext(desk=desk)).category != "hard"
    assert run("shadow port bought 50 NVDA at 142.5", ClassifyContext(desk=desk)).category != "hard"
    assert run("macro pod bought 50 NVDA at 142.5", ClassifyContext(desk=desk)).category != "hard"
    assert run("bought 50 NVDA at 142.5", ClassifyContext(desk=desk)).category == "hard"


@pytest.mark.parametrize("text, reason", [
    ("[desk\nheld = 1", "not valid TOML"),
    ('[[idiom]]\nname = "x"\nevent_type = "trade_blip"\npattern = "x"', "unknown event_type"),
    ('[[idiom]]\nname = "x"\nevent_type = "trade_fill"\npattern = "(unclosed"', "pattern"),
    ('[desk]\nhelds = ["X"]', "helds"),
])
def test_a_bad_desk_file_is_refused_with_its_reason(text, reason):
    with pytest.raises(ValueError, match=reason):
        parse_desk_rules(text, "bad.toml")


def test_no_desk_file_means_the_built_in_rules(tmp_path):
    assert load_desk_rules(None).source == "built-in"
    path = tmp_path / "desk.toml"
    path.write_text(DESK_TOML, encoding="utf-8")
    assert load_desk_rules(path).source == str(path)


# --------------------------------------------------------------------------- tiers, facts, superseded

def test_an_edited_stop_keeps_its_superseded_levels_in_the_facts():
    result = run("ETH stop moved to 3,002 (be) on T-77", earlier_versions=(
        "ETH stop moved to 2,940 on T-77", "ETH stop moved to 2,975 on T-77"))
    event = next(e for e in result.events if e.event_type == "stop_or_target_change")
    assert event.facts["stop"] == "3,002"
    assert event.facts["superseded"] == {"stop": ["2,940", "2,975"]}
    assert event.stage == "stop" and event.trade_key == "id:T-77"


def test_an_id_with_side_size_and_price_is_certain_and_keys_its_trade():
    result = run("Placed a limit order for 300 PLTR at 23.85 (ticket T-7781), working now.")
    event = next(e for e in result.events if e.event_type == "trade_confirmation")
    assert event.tier == "certain" and event.trade_key == "id:T-7781"
    assert {"size", "price"} <= set(event.facts)


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm bringing the SMH target in to 262.42 and leaving the stop at 246.27.",
     {"target": "262.42", "stop": "246.27"}),
    ("Moving stop on NVDA T-1042 to 139.50", {"stop": "139.50"}),
    ("stop on NVDA 1200C to 41.50", {"stop": "41.50"}),
])
def test_a_level_is_never_cut_out_of_a_longer_number(text, expected):
    # "target in to 262.42" once read "26" as the name the target protects and 2.42 as
    # its level, and the feed showed "current target 2.42".
    from memory.classify.tradefacts import levels
    assert levels(text) == expected


# --------------------------------------------------------------------------- ids, order lines, records (session 2)

@pytest.mark.parametrize("text, ids", [
    ("prop P-C1211-5: +4 ESH7 6,258.50 lmt", ["P-C1211-5"]),
    ("ORD-7F3A2 XLE BUY 1,200 LMT 91.40 → WORKING", ["ORD-7F3A2"]),
    ("EXEC|ACK|ID=HK-88213|0700.HK|BUY", ["HK-88213"]),
    ("BTC-PERP and ETH-USD are pairs, UTF-8 is an encoding", []),
    # An account, book or strategy tag is shared by every trade of it: all of a desk's OMS
    # orders became one "trade" keyed by its account (mumbai_nifty_options, session 12).
    ("Account MUM-NFO-01 (prop) · oid 260522109281967 · exch 1119388991492182", ["260522109281967"]),
    ("account=DESK-7 book: EQ-LS2 order_id=XY-991", ["XY-991"]),
    # A ticket's stages by its number, with or without its label: the house desk's
    # confirmation stood outside its trade's block as a trade of its own.
    ("[CONFIRM] #5211 submitted: BUY 300 SMH LMT 254.04 DAY", ["5211"]),
    ("proposing we buy 300 SMH here at 254.04. ticket #5211", ["5211"]),
])
def test_trade_ids_of_any_prefix_and_segments_but_not_pairs(text, ids):
    from memory.classify.tradefacts import trade_ids
    assert trade_ids(text) == ids


@pytest.mark.parametrize("text, side", [("+4 ESH7 6,258.50 lmt", "buy"), ("-2,000 XLE at the close", "sell"),
                                        ("XLE +2.3% on the day", None)])
def test_a_signed_count_before_an_instrument_is_its_side(text, side):
    from memory.classify.tradefacts import side_of
    assert side_of(text) == side


def test_a_short_line_with_an_order_id_side_and_size_is_a_certain_event():
    result = run("ORD-40D17 accepted by IEX · XLE SELL 1,800 @ 90.71 LMT DAY", author_name="exec-agent",
                 author_bot=True)
    (event,) = result.events
    assert (event.event_type, event.tier, event.stage) == ("trade_confirmation", "certain", "confirmed")
    paper = run("sim acct: ORD-40D18 XLE SELL 1,800 @ 90.71", author_name="intern")
    assert not paper.events


@pytest.mark.parametrize("line, author_bot, tier", [
    ("[FILL] BUY 100 XYZ @ 10.25", True, "certain"),
    ("[FILLED] oid 2f439d6a done", True, "certain"),
    ("ack: picked up task 4713, 2 docs queued", True, "possible"),
    ("NDF confirms: 1 outstanding (counterparty cut-off 18:00 LDN)", True, "possible"),
    ("NDF confirms: 1 outstanding (counterparty cut-off 18:00 LDN)", False, "certain"),
])
def test_a_bots_stage_tag_is_certain_only_over_a_line_naming_the_trade(line, author_bot, tier):
    # A bot's tag over a line that names no side, size, price, level or id is the bot's word
    # for its own work far more often than a trade's stage; a person's tag stays theirs.
    result = run(line, author_name="opsbot", author_bot=author_bot)
    tagged = [event for event in result.events if event.rule == "tag"]
    assert tagged and {event.tier for event in tagged} == {tier}, result.trace


@pytest.mark.parametrize("author_bot, tier", [(True, "possible"), (False, "certain")])
def test_a_bots_line_typed_only_by_its_order_shape_is_never_certain(author_bot, tier):
    # An id with side, size and price names a trade, but a bot's line that nothing but its
    # shape typed may be an RFQ's or a venue's print, ids and all: a guess, never certain.
    # A person's order line is theirs.
    result = run("ord 7f3a91c2 BUY 250k IWDA @ 85.15", author_name="bridge" if author_bot else "ana",
                 author_bot=author_bot)
    (event,) = result.events
    assert (event.event_type, event.rule, event.tier) == ("trade_proposal", "fallback.order_line", tier)


def test_a_recurring_bot_line_typed_only_by_its_order_shape_stays_a_guess():
    result = run("ord 7f3a91d3 SELL 120k VWRL @ 101.40", ClassifyContext(template_count=9), author_name="bridge",
                 author_bot=True)
    assert [(e.rule, e.tier) for e in result.events] == [("fallback.order_line", "possible")], result.trace
    assert any("event template" in step for step in result.trace)


def test_a_prop_label_is_a_proposal_tag():
    result = run("prop P-C1211-5: +4 ESH7 6,258.50 lmt / stp 6,114.25 (into year-end)", author_name="pc-agent",
                 author_bot=True)
    assert types(result) == ["trade_proposal"]


def test_a_linked_headline_with_ticker_fields_is_news_not_a_status_record():
    embed = {"title": "S&P 500 hits record as megacaps rally", "description": "Index up 1.8% on the week.",
             "url": "https://feeds.example/item/4217",
             "fields": [{"name": "Tickers", "value": "ESH7"}, {"name": "Item", "value": "NEWS-4217"},
                        {"name": "Sentiment", "value": "+0.70"}], "footer": "Source: Reuters · 12:38 UTC"}
    result = run("", ClassifyContext(held=frozenset({"ES"})), author_name="NewsBridge", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"], result.trace
    assert result.category != "noise"


def test_a_fenced_yaml_order_block_is_a_record_and_its_excerpt_keeps_the_order():
    text = ("Rebalance proposal **P-C1211-2** — drift vs model 2.0% on TLT.\n```yaml\nproposal_id: P-C1211-2\n"
            "book: core\norders:\n  - sym: TLT\n    side: BUY\n    qty: 700\n    type: LMT\n    limit: 87.19\n"
            "    stop: 83.82\nturnover_bp: 20\n```")
    result = run(text, author_name="pc-agent", author_bot=True)
    (event,) = [e for e in result.events if e.event_type == "trade_proposal"]
    for fact in ("P-C1211-2", "TLT", "BUY", "700", "87.19"):
        assert fact in event.excerpt, event.excerpt


@pytest.mark.parametrize("fence", [False, True])
def test_a_bots_key_value_block_is_one_record_fenced_or_not(fence):
    # One lower-case "key: value" pair a line: a pre-trade check resizing an order. Its
    # snake_case keys are fields, not tags ("post_trade_pct_approved:" approves nothing).
    block = ("pretrade:\n  event: check\n  order_id: ORD-5521\n  symbol: VOD\n  side: SELL\n"
             "  requested_qty: 90000\n  approved_qty: 55000\n  action: RESIZE\n  post_trade_pct_approved: 4.1")
    result = run(f"```yaml\n{block}\n```" if fence else block, author_name="pretrade-svc", author_bot=True)
    (event,) = result.events
    assert (event.event_type, event.tier, event.stage) == ("risk_limit", "certain", "advised"), result.trace
    for fact in ("ORD-5521", "VOD", "SELL", "requested_qty: 90000", "approved_qty: 55000", "RESIZE"):
        assert fact in event.excerpt, event.excerpt


def test_a_persons_ticket_of_capitalised_fields_is_not_read_as_a_bots_block():
    ticket = "Side: Buy\nQty: 500\nPrice: 101.20\nStop: 99.50"
    block = ticket.lower()
    assert not any(rule.startswith("structured.kv") for rule in rules(run(ticket, author_name="ana")))
    assert any(rule.startswith("structured.kv") for rule in rules(run(block, author_name="ana")))


def test_a_fenced_json_proposal_keeps_the_record_beside_the_sentence():
    text = ('order proposal attached, validated against caps:\n```json\n{"type": "order_proposal", "id": "P-C1211-3",'
            ' "sym": "XLE", "side": "SELL", "qty": 2700, "limit": 90.71}\n```')
    result = run(text, author_name="pc-agent", author_bot=True)
    (event,) = [e for e in result.events if e.event_type == "trade_proposal"]
    assert '"sym": "XLE"' in event.excerpt and '"qty": 2700' in event.excerpt


@pytest.mark.parametrize("line, event_type, stage", [
    ("IN 8=FIX.4.4|35=8|37=2858|11=C1211-73|150=F|39=2|55=GCZ6|54=1|38=3|32=3|31=2007.1|10=201|",
     "trade_fill", "filled"),
    ("IN 8=FIX.4.4|35=8|11=C1211-75|150=4|39=4|55=ZCH7|54=2|38=20|10=1|", "trade_confirmation", "cancelled"),
    ("IN 8=FIX.4.4|35=8|11=C1211-76|150=8|39=8|55=ZCH7|54=2|38=20|58=price out of band|10=1|",
     "trade_confirmation", "rejected"),
])
def test_fix_execution_reports_are_typed_by_their_tags(line, event_type, stage):
    result = run(line, author_name="fixgw", author_bot=True)
    (event,) = result.events
    assert (event.event_type, event.stage, event.tier) == (event_type, stage, "certain")


def test_a_fix_heartbeat_is_status():
    result = run("IN  8=FIX.4.4|9=55|35=0|49=CME|56=MAGS01|34=5464|52=20261211-07:00:57.552|10=049|",
                 author_name="fixgw", author_bot=True)
    assert not result.events and result.category == "noise"


def test_a_cron_count_of_routed_items_is_no_route_decision():
    result = run("triage 06:00Z · 44 headlines scanned · 0 routed · 2 muted · 0 dup", author_name="cron",
                 author_bot=True)
    assert "route_decision" not in types(result)


@pytest.mark.parametrize("text, frame", [
    ("for ref last season's roll we paid -9'0 for ZCH6/ZCK6, filled 40 over two sessions", "history"),
    ("sim acct: bought 3 GCZ6 @ 2007.1, stop 2004.1 — practicing the bracket logic", "paper"),
])
def test_last_season_and_a_sim_account_are_not_the_desks_trades(text, frame):
    result = run(text, author_name="priya")
    assert not result.events and any(frame in step for step in result.trace), result.trace


@pytest.mark.parametrize("text, frame", [
    ("先週の ドル円 カバー、154.03 で約定してたの今見たら最悪のタイミングだった", "history"),   # "last week's cover"
    ("仮に BoJ が 12 月上げたら ドル円 の client long ロスカット連鎖 → こっちは 10本 で売り越し", "hypothetical"),
    ("如果央行加息，我们卖 10手 rb2505 @ 3520", "hypothetical"),                                  # "if the PBoC hikes"
])
def test_japanese_and_chinese_if_and_last_week_frame_a_trade_as_talk(text, frame):
    result = run(text, author_name="sato_k")
    assert not [e for e in result.events if e.event_type in ("trade_fill", "trade_proposal")], result.trace
    assert any(frame in step for step in result.trace), result.trace


def test_a_caps_watch_line_in_a_book_post_is_the_watchlist():
    desk = load_desk_rules(None)
    post = "BOOK 11DEC: LONG 16 GCZ6 AVG 2008.5 | SHORT 46 HGH7 AVG 4.14\nWATCH: SIH7 ZWH7\nWATCH THE CLOSE."
    assert watchlist_in(post, desk) == {"SI", "ZW"}


def test_a_fix_fill_on_a_sim_account_is_not_the_desks():
    line = "IN 8=FIX.4.4|35=8|1=SIM-INTERN01|11=SIM1211-73|150=F|39=2|55=GCZ6|54=1|38=3|32=3|31=2007.1|10=201|"
    result = run(line, author_name="fixgw", author_bot=True)
    assert not result.events, result.trace


def test_a_pinned_book_table_names_the_held_positions():
    desk = load_desk_rules(None)
    post = ("**Book snapshot — core — Fri 11 Dec (pre-open)**\n| Position | Qty | Avg | Weight |\n|---|---|---|---|\n"
            "| XLE | 4,800 | 89.00 | 17.0% |\n| SMH | 1,900 | 240.10 | 12.0% |\n| TLT | 0 | flat | 0% |")
    assert holdings_in(post, desk, pinned=True) == {"XLE", "SMH"}
    # A drift table (targets, not positions) holds nothing.
    drift = "| Ticker | Current | Target |\n|---|---|---|\n| XLE | 16.9% | 17.4% |"
    assert holdings_in(drift, desk, pinned=True) == set()


def test_a_wire_body_that_mentions_last_week_is_still_todays_news():
    embed = {"title": "OPEC+ agrees to extend output cuts through Q1; energy ETFs bid",
             "description": "XLE up 2.3% on the day. Analysts saw it coming after last week's comments.",
             "url": "https://feeds.example/item/4286", "fields": [{"name": "Tickers", "value": "XLE, USO"}]}
    result = run("", ClassifyContext(held=frozenset({"XLE"})), author_name="NewsBridge", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"], result.trace


@pytest.mark.parametrize("text", [
    "Recap of yesterday's fills (T-1, for the morning pack):\n- sold 1,200 TLT @ 87.94 (ORD-AE086)\n- sold 3 ESH7",
    "Sizing: the add took ESH7 to 11.7% — inside caps. In hindsight the vol scaling used the 20d window.",
    "it would take semis to 15.3% — fits on today's marks. That is not a pre-approval; send a proposal.",
])
def test_recaps_hindsight_and_not_an_approval_are_not_decisions(text):
    result = run(text, author_name="exec-agent", author_bot=True)
    assert not [e for e in result.events if e.event_type.startswith("trade_")], result.trace


@pytest.mark.parametrize("summary", [
    "**Switchyard · daily routing summary**\n\n- Items seen: 39 (news 22)\n- Routed: 6, to Halyard, Keel\n"
    "- Pending: 0\n- Median time to route: 41s",
    "## Tessellate · intraday limits pulse\n\n- 0DTE short premium: 20 of 60 lots in use.\n"
    "- Day PnL versus loss stop: 6% used.",
])
def test_a_summarys_labelled_metrics_are_not_events(summary):
    result = run(summary, author_name="Switchyard", author_bot=True)
    assert not [e for e in result.events if e.rule == "tag"], [(e.event_type, e.excerpt) for e in result.events]


@pytest.mark.parametrize("line, event_type", [("STOP: 138.50", "stop_or_target_change"),
                                              ("[FILLED] 250 NVDA @ 141.20", "trade_fill"),
                                              ("ROUTED: NVDA spike -> Quill", "route_decision")])
def test_a_label_with_a_level_quantity_or_destination_is_still_its_event(line, event_type):
    assert event_type in types(run(line, author_name="exec"))


def test_a_status_prefix_does_not_make_the_words_after_it_status():
    result = run("🔊 line=DESK spk=hank conf=0.91 | sell ten lots of march corn at 456'4 stop 460'4",
                 author_name="squawk-stt", author_bot=True)
    assert result.category != "noise", result.trace
    heartbeat = run("hb svc=ordbot status=ok lat_ms=12 queue=0", author_name="ordbot", author_bot=True)
    assert heartbeat.category == "noise"


@pytest.mark.parametrize("text, hard", [
    ("RISK: MAX 20 LOTS ZS TILL AFTER USDA. NO EXCEPTIONS.", True),
    ("max 15% of book in any single LST from today", True),
    ("max pain at 5,900 into friday", False),
    ("Backtest: max DD 15 sessions", False),
])
def test_a_bound_leading_its_clause_sets_a_limit(text, hard):
    assert ("risk_limit" in types(run(text, author_name="risk-lead"))) is hard


@pytest.mark.parametrize("text, hard", [("STP GCZ6 1990", True), ("stop ZCH7 448'4", True),
                                        ("a stop at 90 would be sensible", False)])
def test_a_stop_order_line_is_a_stop_change(text, hard):
    assert ("stop_or_target_change" in types(run(text, author_name="Hank"))) is hard


REPORT_FILLER = " ".join(["Realised vol ran under implied through the session on every tenor tracked."] * 14)


@pytest.mark.parametrize("sentence, kept", [
    ("VIX closed 17.73; VVIX 86.7.", False),
    ("Net, we are raising conviction on the NVDA upside thesis into 6/20 from medium to high.", True),
    ("Routing the GCZ6 item to @Hank for a decision before the US open.", True),
    ("**Proposal (#4847):** buy 250 TSLA at 339.08, stop 324.29, target 376.86.", True),
])
def test_a_long_reports_guessed_events_need_the_desks_voice(sentence, kept):
    report = f"## Evening wrap\n\n{REPORT_FILLER}\n\n{sentence}\n\n{REPORT_FILLER}"
    result = run(report, author_name="Corvid", author_bot=True)
    assert bool(result.events) is kept, result.trace


# --------------------------------------------------------------------------- replies in any words (session 4)

@pytest.mark.parametrize("reply, stage", [
    ("haan theek hai", "approved"), ("passt, go", "approved"), ("dale", "approved"),
    ("nein, lassen", "rejected"), ("nahi yaar", "rejected"),
])
def test_a_short_answer_in_the_desks_languages_decides_the_proposal(reply, stage):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="kenji")
    (event,) = result.events
    assert (event.event_type, event.stage, event.tier) == ("trade_approval", stage, "certain"), result.trace


def test_a_reply_that_ends_by_asking_approves_nothing():
    result = run("send it? 😅", ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="kenji")
    # The words may still read as an approval to the text rules (possible, fail-open); the
    # reply rule does not make it the proposal's certain approval.
    assert not any(e.rule.startswith("reply.") or e.tier == "certain" for e in result.events), result.trace


def test_someone_elses_short_answer_in_unknown_words_is_a_possible_approval():
    # Fail-open: no list knows every desk's "yes"; a missing word costs certainty, not the event.
    other = run("chalo, aadha bhejo", ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="kenji")
    (event,) = other.events
    assert (event.event_type, event.tier, event.rule) == ("trade_approval", "possible", "reply.answer")
    own = run("chalo, aadha bhejo", ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="yuki")
    assert not any(e.rule == "reply.answer" for e in own.events)


@pytest.mark.parametrize("reply, bot", [("thx", False), ("ty ser", False), ("lol", False),
                                        ("a stop at 57,800 would be more sensible imo", False),
                                        # a question back, even mid-answer, decides nothing
                                        ("HRHO 3and 25.21 msh ghalya ba3d el rally? el offer kan 24.83", False),
                                        ("EURUSD order resized 150m to 100m", True)])
def test_thanks_laughter_an_aside_or_a_bots_reply_is_no_answer_to_a_proposal(reply, bot):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="kenji", author_bot=bot)
    assert not any(e.rule == "reply.answer" for e in result.events), result.trace


def test_a_reply_to_an_untyped_sided_idea_is_a_possible_approval():
    idea = PriorEvent(message_id=13, author_name="raj", at_ms=T0, category="maybe", side="sell")
    result = run("ok go", ClassifyContext(referenced=idea), reference_id=13, author_name="anita")
    (event,) = result.events
    assert (event.event_type, event.stage, event.tier) == ("trade_approval", "approved", "possible")
    assert event.rule == "reply.approve"
    sideless = PriorEvent(message_id=14, author_name="raj", at_ms=T0, category="maybe")
    result = run("ok go", ClassifyContext(referenced=sideless), reference_id=14, author_name="anita")
    assert not any(e.rule.startswith("reply.") for e in result.events), result.trace


@pytest.mark.parametrize("reply, kept", [
    ("oxi twra — perimene to auction", True),            # Greek in Latin letters: "not now, wait for the auction"
    ("موافق، yalla", True),                               # Arabic and Arabizi: "agreed, go"
    ("👍", False),                                        # an emoji alone acknowledges as often as it approves
    ("Die QHs um 21:00 fallen gerade, 92,06 im Continuous. Wind zieht an, der Preis auch.", False),  # a comment
])
def test_a_short_answer_to_an_untyped_line_of_trade_figures_is_a_possible_approval(reply, kept):
    """Session 30: on 65 held-out desks 21 approvals by reply were lost because the line
    they answered ("protasi: prosthetoume 250.000 ALPHA sta 3.315, stop 3.206") was typed by
    no rule: its figures, answered by someone else, say it asked for a decision."""
    figures = PriorEvent(message_id=15, author_name="nikos", at_ms=T0, category="chatter", figures=True)
    result = run(reply, ClassifyContext(referenced=figures), reference_id=15, author_name="kostas")
    answered = [e for e in result.events if e.rule == "reply.answer_figures"]
    assert [(e.event_type, e.tier) for e in answered] == ([("trade_approval", "possible")] if kept else []), \
        result.trace
    weighed = PriorEvent(message_id=16, author_name="rohan", at_ms=T0, category="chatter", figures=True, weighs=True)
    asked = run(reply, ClassifyContext(referenced=weighed), reference_id=16, author_name="aditi")
    assert not any(e.rule == "reply.answer_figures" for e in asked.events)   # "what if we bought ...?" weighs


@pytest.mark.parametrize("reply, kept", [
    ("Cenergy: tipota, den to exoume", True),          # Greeklish: "nothing, we don't have it"
    ("não é connosco, fica sem rota", True),
    ("noted", False), ("ok ok", False), ("收到", False),  # acknowledgements
    ("RELIANCE pe humara short hai na, yeh number achha hai 😬 dekhte hain", False),   # a comment
])
def test_a_few_words_in_answer_to_a_headline_are_a_possible_decision_on_it(reply, kept):
    """Session 30: a desk's answer to news on its names, in words no list knows."""
    headline = PriorEvent(message_id=17, author_name="ATHEX Relay", at_ms=T0, event_types=("watchlist_news",),
                          category="hard")
    result = run(reply, ClassifyContext(referenced=headline), reference_id=17, author_name="kostas.p")
    answered = [(e.event_type, e.tier) for e in result.events if e.rule == "reply.answer_news"]
    assert answered == ([("no_route_decision", "possible")] if kept else []), result.trace


@pytest.mark.parametrize("reply, author, category", [
    ("we hold none of their paper and the desk has no line to them, leaving it with credit", "kostas.p", "maybe"),
    ("RELIANCE pe humara short hai na, yeh number achha hai 😬 dekhte hain", "kostas.p", "maybe"),
    ("does anyone know whether this hits the Q3 guidance or only the capex line?", "kostas.p", "chatter"),
    ("would we have sold the whole line if this had come out before the auction last month", "kostas.p",
     "chatter"),                                                   # a hypothetical aside
    ("we hold none of their paper and the desk has no line to them, leaving it with credit", "ATHEX Relay",
     "chatter"),                                                   # the wire's own follow-up
])
def test_a_sentence_in_answer_to_a_headline_is_kept_untyped(reply, author, category):
    """Session 31: a person's longer answer to news may decide it in words no list knows
    (12 times in 17 on held-out desks): an untyped maybe, never a typed decision."""
    headline = PriorEvent(message_id=17, author_name="ATHEX Relay", at_ms=T0, event_types=("watchlist_news",),
                          category="hard")
    result = run(reply, ClassifyContext(referenced=headline), reference_id=17, author_name=author)
    assert result.category == category and not result.events, result.trace


# --------------------------------------------------------------------------- ids and recurring lines (session 4)

def test_a_stage_word_counted_as_absent_is_no_stage_of_a_known_order():
    context = ClassifyContext(known_ids={"ALG-7": "id:ALG-7"})
    pacing = run("ALG-7 pacing 40% · 0 fills pending · no rejects", context, author_name="algo", author_bot=True)
    assert not [e for e in pacing.events if e.stage in ("rejected", "filled")], pacing.trace
    rejected = run("ALG-7 child order rejected by venue", context, author_name="algo", author_bot=True)
    assert any(e.stage == "rejected" for e in rejected.events), rejected.trace


def test_a_recurring_progress_line_naming_only_an_id_is_counted():
    result = run("ALG-7 progress 40% done, slippage 0.3 bp vs arrival", ClassifyContext(template_count=9),
                 author_name="algo", author_bot=True)
    assert result.category == "noise" and not result.events, result.trace


@pytest.mark.parametrize("line, kept", [("credit line CPTY-A utilisation 41% of limit", False),
                                        ("credit line CPTY-A breached: 104% of limit, new orders blocked", True),
                                        # a pressing word as a counter's label, counting none
                                        ("gateway stats · throttle events : 2\nvenue rejects : 0", False),
                                        ("credit line CPTY-A: 104% of limit · rejects : 0", True)])
def test_a_recurring_risk_line_is_an_event_only_when_it_presses_on_a_limit(line, kept):
    result = run(line, ClassifyContext(template_count=9), author_name="creditbot", author_bot=True)
    assert ("risk_limit" in types(result)) is kept, result.trace


@pytest.mark.parametrize("text, hard", [("kill switch armed and tested for the session", False),
                                        ("kill switch hit: all algos flat", True),
                                        ("risk limits used: NOP 42% · VaR 51% · stop-loss 12%", False),
                                        ("risk limits used: NOP 42% · VaR 91%", True)])
def test_an_armed_kill_switch_and_a_usage_readout_are_status_until_they_press(text, hard):
    assert ("risk_limit" in types(run(text, author_name="risk-lead"))) is hard


def test_a_triage_record_with_a_no_action_verdict_is_a_no_route_decision():
    result = run("item=NEWS-4412 src=wire verdict=no_action reason=not_held", author_name="triage",
                 author_bot=True)
    (event,) = result.events
    assert event.event_type == "no_route_decision" and event.rule.endswith(".no_action"), result.trace
    status = run("verdict=no_action count=12 window=1h", author_name="triage", author_bot=True)
    assert "no_route_decision" not in types(status) or status.events[0].rule != "structured.kv.no_action"


@pytest.mark.parametrize("text", ["[SIM] bought 5m EURUSD at 1.0850", "order EURUSD buy 5m @ 1.0850 paper=true",
                                  "(sim) sold 20 ESZ6 at 6,012.25"])
def test_sim_and_paper_flags_mark_trades_that_are_not_the_desks(text):
    assert not run(text, author_name="raj").events


# --------------------------------------------------------------------------- news on what the desk holds (session 4)

def test_an_unlinked_wire_embed_on_a_held_pairs_currency_is_held_news():
    embed = {"title": "Taiwan central bank intervenes as TWD slides past 32.9",
             "description": "Dealers said state banks were seen selling dollars in the afternoon session after "
                            "the currency weakened for a fifth day on equity outflows.",
             "fields": [{"name": "Source", "value": "wire"}, {"name": "Country", "value": "TW"}]}
    result = run("", ClassifyContext(held=frozenset({"USDTWD"})), author_name="NewsBridge", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"], result.trace
    elsewhere = run("", ClassifyContext(held=frozenset({"EURUSD"})), author_name="NewsBridge", author_bot=True,
                    embeds=(embed,))
    assert "held_position_news" not in types(elsewhere)


def test_an_embed_with_trade_fields_is_a_record_not_an_article():
    from memory.classify.message import _is_article
    order = {"title": "Order update", "description": "the child order was accepted by the venue and is now "
             "working in the book at the limit price given", "fields": [{"name": "Side", "value": "BUY"}]}
    assert not _is_article(order)


def test_currency_legs_are_the_non_dollar_halves_of_pairs_and_are_named_in_caps_only():
    from memory.classify.instruments import currency_legs, legs_named
    legs = currency_legs(frozenset({"AUDNZD", "USDTWD", "NVDA"}))
    assert legs == {"AUD", "NZD", "TWD"}
    assert currency_legs(frozenset({"NVDA", "USDCAD"})) == {"CAD"}
    assert legs_named("NZD slides; USD bid; aud flat; TWDX", legs) == {"NZD"}


def test_a_wire_title_naming_its_data_month_is_todays_news():
    embed = {"title": "UK CPI 3.4% y/y in October, above forecast; GBP jumps",
             "description": "Services inflation stayed sticky.", "url": "https://feeds.example/item/9"}
    result = run("", ClassifyContext(held=frozenset({"GBPUSD"})), author_name="NewsBridge", author_bot=True,
                 embeds=(embed,))
    assert types(result) == ["held_position_news"], result.trace


def test_a_book_at_open_header_names_the_held_positions():
    desk = load_desk_rules(None)
    post = "Book at open:\nlong 25m USDTWD avg 32.41\nshort 10m AUDNZD avg 1.0912"
    assert {"USDTWD", "AUDNZD"} <= holdings_in(post, desk, pinned=True)


@pytest.mark.parametrize("line, bot, event_type", [
    ("ALG-7 | VWAP | EURUSD | BUY | EUR 100m | lmt 1.1650 | status=WORKING", True, "trade_confirmation"),
    ("ALG-QU8TEJ DONE | EURUSD | BUY | EUR 100m | 24/24 | avg 1.16384 | vwap bench 1.16405 | -0.9 pips", True,
     "trade_fill"),
    ("USDJPY short: stop 151.41, target 149.61, in the OMS", False, "stop_or_target_change"),
    ("sell 150 VXG7 @ 20.00 limit, working till the close", False, "trade_proposal"),
])
def test_an_order_shaped_line_is_typed_by_its_own_stage(line, bot, event_type):
    result = run(line, author_name="algo" if bot else "raj", author_bot=bot)
    assert event_type in types(result), result.trace


@pytest.mark.parametrize("line, desks", [
    ("[IB] jsmith (Citi): axed to sell 5k vega Dec var, 17.17 offer, can work size", False),
    ("[IB] lmeyer (JPM): FYI traded 25k vega Dec var at 16.96 in the street (not you)", False),
    ("[IB] a.rossi (GS): done — you sell 10k vega SPX Mar27 var at 19.86. Confirm to follow.", True),
])
def test_a_relayed_speaker_of_another_firm_decides_only_what_is_addressed_to_the_desk(line, desks):
    result = run(line, author_name="relay-bridge", author_bot=True)
    assert bool(result.events) is desks, result.trace


# --------------------------------------------------------------------------- held names (session 6)

def test_a_held_ticker_is_named_by_the_company_it_abbreviates():
    from memory.classify.instruments import named_by_company
    held = frozenset({"HLVN", "KSTL", "ES", "SPY"})
    assert named_by_company("What happened: Halvorsen files its definitive proxy.", held) == {"HLVN"}
    assert named_by_company("Kestrel's outside date is September", held) == {"KSTL"}
    # An ordinary word that the text also writes in lower case is no company name...
    assert named_by_company("Spread/tracker: the spread is wide", frozenset({"SPRD"})) == set()
    # ...a word the ticker does not abbreviate names nothing, and 2-letter roots are never read.
    assert named_by_company("Harbor files its proxy; Essex too", held) == set()
    # A root that is a name (a book row) is matched as written.
    assert named_by_company("Lumen Harbor holders approve the merger", frozenset({"LUMEN HARBOR"})) == {"LUMEN HARBOR"}


def test_an_exposure_table_holds_its_rows_named_by_company():
    desk = load_desk_rules(None)
    table = ("**Deal-break exposure · 18:52Z · NAV $412.5m · book arb-us**\n"
             "| Deal | Type | Gross $ | Break loss $ | Limit | Status |\n|---|---|---:|---:|---:|---|\n"
             "| Kestrel/Orcana | stock 0.84x | 38.8m | 17.7m | 4.00% | ok |\n"
             "| Lumen Harbor/Pacific Meridian | stock | 25.4m | 3.9m | 4.00% | ok |\n"
             "| HLVN | cash | 40.1m | 7.0m | 4.00% | ok |")
    assert holdings_in(table, desk, pinned=False) == {"KESTREL", "ORCANA", "LUMEN HARBOR", "PACIFIC MERIDIAN",
                                                      "HLVN"}
    # A paper book holds nothing, whatever its rows.
    assert holdings_in("paper book: long 25k QUIL @ 60.87", desk, pinned=False) == set()


def test_a_titled_report_leading_with_news_on_a_held_name_is_held_news():
    report = ("**Halvorsen / Marrow & Pike — update**\n"
              "What happened: Halvorsen files definitive proxy; special meeting set for 19 Dec.\n"
              "Process: the HSR clock is stopped until substantial compliance.\n"
              "Detail: the reverse termination fee is a real cost but not a large one.")
    held = ClassifyContext(held=frozenset({"HLVN"}))
    result = run(report, held, author_name="Priya Raman")
    (event,) = result.events
    assert (event.event_type, event.tier, event.rule) == ("held_position_news", "possible", "news.report_lead")
    assert "definitive proxy" in event.excerpt and "Halvorsen" in event.excerpt
    # Not held: no news of the desk. Untitled: a remark naming a held deal is no news either.
    assert not run(report, ClassifyContext(held=frozenset({"KSTL"})), author_name="Priya Raman").events
    remark = "I moved the Halvorsen counsel notes into the deal folder"
    assert not [e for e in run(remark, held, author_name="Priya Raman").events
                if e.event_type == "held_position_news"]


def test_a_pair_in_shorthand_is_a_proposal_and_a_routed_clip_is_a_route():
    pair = run("b 80k LHBC / s 1.135x pmfc @ 1.72% spd — ok?", author_name="Tomasz Wilk")
    assert types(pair) == ["trade_proposal"]
    routed = run("Routing the Halvorsen close-auction clip to the execution agent -- today please.",
                 author_name="Aldous Reyne")
    assert types(routed) == ["route_decision"]
    assert not run("the routing table goes to the ops team", author_name="Aldous Reyne").events


def test_a_risk_engines_table_blocking_adds_is_a_limit_whatever_its_length():
    rows = "".join(f"| Deal{i} | cash | {i}.0m | 1.0m | 4.00% | ok |\n" for i in range(30))
    table = ("**Deal-break exposure · 18:52Z · NAV $412.5m**\n| Deal | Type | Gross $ | Break $ | Limit | Status |\n"
             f"|---|---|---|---|---|---|\n{rows}"
             "⚠ Kestrel/Orcana over single-deal break limit (4.29% vs 4.00%) — new adds in KSTL blocked"
             " until back under.")
    result = run(table, author_name="riskbot", author_bot=True)
    assert "risk_limit" in types(result), result.trace
    quiet = table.rsplit("\n", 1)[0] + "\nAll deals inside the single-deal break limit."
    assert "risk_limit" not in types(run(quiet, author_name="riskbot", author_bot=True))


# --------------------------------------------------------------------------- machine grammars (session 6)

@pytest.mark.parametrize("line, event_type, stage", [
    (">>ESZ6 +10/10 @6038.25 avg 6038.20 [pas+agg] ord#0B35 ·done", "trade_fill", "filled"),
    (">>ESZ6 -4 @6012.25 [pas] ord#D812", "trade_confirmation", None),
    ("bkt ord#5b21 ESZ6 stp 5992.5 tgt off [mod2 manual]", "stop_or_target_change", None),
    ("sld bal 1kt/m Rdam Q1-27 @ 492.50, FFA-c9f4d complete", "trade_fill", "filled"),
    ("SWAP DONE pay_fixed notional=75MM tenor=5Y index=SOFR rate=3.762 cpty=WFS via=SEF", "trade_fill", "filled"),
])
def test_an_engines_own_order_grammar_is_read_by_its_ids_signs_and_units(line, event_type, stage):
    (event,) = run(line, author_name="qx-engine", author_bot=True).events
    assert (event.event_type, event.tier) == (event_type, "certain")
    assert stage is None or event.stage == stage


def test_signed_sizes_bids_and_swap_sides_are_sides():
    from memory.classify.tradefacts import trade_facts
    assert trade_facts(">>ESZ6 -4 @6012.25")["side"] == "sell"
    assert trade_facts("NQZ6 +12/12 @21540")["size"] == "12"
    assert trade_facts("bid 10 days/mth Cape 5TC Q1-27 @ $25,000")["side"] == "buy"
    assert trade_facts("pay_fixed notional=75MM")["side"] == "sell"
    assert "side" not in trade_facts("4 bid, 6s drop 4+/32")     # a quote, not this desk's bid
    # One spelling whatever the label: "ord#0B35", "ord 0b35" and "oid 0B35" link one order.
    assert trade_facts("order ord#0B35 and (ord 7bee)")["ids"] == ["0B35", "7BEE"]
    assert trade_facts("oid 260522109281967 · exch 1119388991492182")["ids"] == ["260522109281967"]


@pytest.mark.parametrize("line, expected", [
    ("[RISK] session RTH→ETH · max_gross 250→60 ES-eq · max_clip 25→10", ["risk_limit"]),
    ("[RISK] RESIZE ord#F44A NQZ6 +12 → +6 · by rule clip/nq", ["risk_limit"]),
    ("[RISK] THROTTLE NFP window 08:29-08:31 ET · new orders BLOCKED", ["risk_limit"]),
    ("throttle status ok · 0 throttled in last 5m", []),
    ("gateway sessions A/B up · throttle 0/231 · drop-copy in sync", []),
    ("tw-exec heartbeat · session UP · 0 orders working · 01:38 ET", []),
    ("[ROUTER] S-7186 vix_term_inv → NOT ROUTED · conf 0.48 < 0.55 · logged only", ["no_route_decision"]),
    ("[ROUTER] S-7187 es_gap → routed to qx-engine", ["route_decision"]),
])
def test_risk_engines_and_routers_say_what_they_did(line, expected):
    assert types(run(line, author_name="risk-engine", author_bot=True)) == expected


def test_json_records_are_read_whole_and_signals_are_not_orders():
    allocation = ('{"alloc_id": "AL-36779", "face_mm": 25, "split": {"MBS-CORE": 15, "MBS-TR": 10},'
                  ' "decision": "route", "route_to": "ops-settlement"}')
    assert types(run(allocation, author_name="alloc-flow", author_bot=True)) == ["route_decision"]
    legs = '{"type": "proposal", "legs": [{"side": "buy", "sym": "HLVN", "qty": 80000, "lim": "18.20"}]}'
    (event,) = run(legs, author_name="triage-agent", author_bot=True).events
    assert (event.event_type, event.tier) == ("trade_proposal", "certain")
    signal = '{"sig": "mom_break", "sym": "YMZ6", "dir": "short", "px": "45021.50", "route": "pending_router"}'
    result = run(signal, author_name="sig-agent", author_bot=True)
    assert not result.events and result.category == "noise"


@pytest.mark.parametrize("line", [
    "[bridge · BARC] b 1000mm G2 6 Dec 101-21+ firm 15min",
    "**Marco R. · Halvorsen Capital (shared)**: paid 2.10 for 3k SPXW 12/04 6100C, gamma for us",
])
def test_a_bridge_relaying_another_firm_carries_no_decision_and_no_news(line):
    context = ClassifyContext(held=frozenset({"SPX", "SPXW", "G2"}))
    assert not run(line, context, author_name="ib-bridge", author_bot=True).events
    # Addressed to the desk, it is the desk's own trade told by the dealer.
    addressed = "[bridge · NOM] done, you buy 100mm FN 6 Dec at 101-30+ ticket T-5512"
    assert run(addressed, author_name="ib-bridge", author_bot=True).events


@pytest.mark.parametrize("line", [
    ">>NQZ6 -4 @21653.50 [pas] ord#51A0 {SIM:ci-smoke}",
    "[replay 12/03] >>ESZ6 -10 @6027.50 [agg] ord#77AD · recon ok",
    "best shadow idea: buy 5 RTYZ6 at 2357 (shadow only)",
    "reminder: the last October G2 6 roll trade — sold 300 lots at 6+ drop",
])
def test_sim_replay_shadow_and_history_lines_are_not_the_desks_trades(line):
    assert not run(line, author_name="qx-engine", author_bot=True).events


def test_shorthand_shapes_of_proposals_stops_and_routes():
    assert types(run("+10 esz6 6038.25 lmt · stp 6022.75 / tgt 6072.75", author_name="kev.h")) == ["trade_proposal"]
    assert types(run("s 3kt/m VLSFO Rdam Q1-27 @ 492 stp 508", author_name="yannis.p")) == ["trade_proposal"]
    assert types(run("On TC2 I'd recommend we sell 30kt Jan27 at ws 199, stop ws 217.",
                     author_name="argo")) == ["trade_proposal"]
    assert types(run("nq stp 21597.25", author_name="kev.h")) == ["stop_or_target_change"]
    assert types(run("reposting: AL-52587 → pm-review, 40mm", author_name="ops-leah")) == ["route_decision"]
    assert "no_route_decision" in types(run("pxalert is noise, leaving the position alone", author_name="RC"))


def test_an_all_caps_wire_headline_names_the_held_company():
    line = "🗞️ 02:14 *APPLE SMARTPHONE SHIPMENTS IN CHINA FELL 17% IN NOVEMBER, CAICT DATA SHOW*"
    held = ClassifyContext(held=frozenset({"AAPL", "ES"}))
    assert types(run(line, held, author_name="wire", author_bot=True)) == ["held_position_news"]
    assert not run(line, ClassifyContext(held=frozenset({"NVDA"}), watchlist=frozenset({"MSFT"})),
                   author_name="wire", author_bot=True).events


# --------------------------------------------------------------------------- German desks (session 6)

def test_decimal_commas_german_sides_and_mw_sizes_are_trade_facts():
    from memory.classify.tradefacts import trade_facts
    assert trade_facts("Verkauf 15 MW TTF Jan-27 @ 33,84") == {"side": "sell", "size": "15", "price": "33,84"}
    assert trade_facts("kauf 10 MW DE Cal-27 Base bei 84,50")["price"] == "84,50"
    assert trade_facts("bought 1,250 NVDA at 142.50")["size"] == "1,250"      # three digits: thousands


@pytest.mark.parametrize("line, expected", [
    ("[VORSCHLAG] Verkauf 15 MW TTF Jan-27 @ 33,84 – bringt das Gas-VaR unter 600k", "trade_proposal"),
    ("DA-Gebote 04.12.: Kauf 20 MW Base-Block bis 108,36 €/MWh. Passt das so?", "trade_proposal"),
    ("Update zur EUA-These: ich bin auf Dec-26 nicht mehr bearish.", "thesis_update"),
    ("triage ▸ UMM Flamanville 3 → geroutet an Lena Vogt (FR Power)", "route_decision"),
    ("Heyden 4 – nicht im Buch, kein Handlungsbedarf, nicht weiterleiten.", "no_route_decision"),
    ("QH 18:15 glattgestellt, 5 MW @ 131,20", "trade_fill"),
])
def test_a_german_desks_decisions(line, expected):
    assert expected in types(run(line, author_name="Lena Vogt"))


@pytest.mark.parametrize("line", [
    "VaR 99 %/1T: 2,16 Mio € (Limit 2,50 Mio €) – ok",
    "risk ▸ EOD-Lauf fertig · VaR 2,09 Mio € (Limit 2,50 Mio €, 84 %) · alle Limits ok",
])
def test_a_risk_bots_line_inside_its_limits_is_status_in_any_language(line):
    result = run(line, author_name="RiskEngine", author_bot=True)
    assert not result.events and result.category == "noise"


@pytest.mark.parametrize("line", [
    "Papiertrade fürs Modellbuch (nicht echt!): Verkauf 10 MW FR Q1-27 Base @ 91,10, Stop 93,20.",
    "Broker sagt, Statkraft hat am Nachmittag 30 MW TTF Jan-27 von der anderen Seite gekauft.",
])
def test_paper_trades_and_a_brokers_hearsay_are_not_the_desks(line):
    assert not run(line, author_name="Mika").events


@pytest.mark.parametrize("line, news", [
    ("watching: FN 6.5 supply, G2 5.5 bank bid, 15yr 5s", False),
    ("Watchlist heute: Nordic Q1-27 (Hydro), THE Q1-27 (Speicher). Bitte News dazu hier posten.", False),
    ("watchlist: NVDA earnings tonight, AMD guidance cut", True),
])
def test_a_watchlist_declaration_is_standing_state_and_news_on_it_is_news(line, news):
    assert ("watchlist_news" in types(run(line, author_name="dana"))) is news


@pytest.mark.parametrize("line", [
    "orders working 4 · msgs/s 10 to CME · rejects 0 · self-match guard on",
    "!! ilink3 IDX1 hb missed (1/3) · mkt seg 99 · resend req 43809-45573",
    '{"sig": "vwap_revert", "sym": "MNQZ6", "dir": "short", "conf": 0.41, "route": "below_threshold"}',
])
def test_an_engines_counts_heartbeats_and_signals_are_status(line):
    result = run(line, author_name="qx-engine", author_bot=True)
    assert not result.events and result.category == "noise"
    from memory.classify.tradefacts import side_of
    assert side_of("msgs/s 10 to CME") is None and side_of("s 2 btc 61.2k") == "sell"


def test_a_bots_periodic_report_is_status_by_its_head_before_its_template_recurs():
    from memory.classify import ClassifyContext as Context
    first = ("📊 PnL snapshot 01:00Z (USD, MTM vs mid)\n| pair | pos | pnl |\n|---|---|---|\n"
             "| USDJPY | short 60m | +12k |\n| EURUSD | long 40m | -3k |")
    result = run(first, Context(template_count=1), author_name="pnl-snap", author_bot=True)
    assert not result.events and result.category in ("noise", "chatter"), result.trace
    # Its head says nothing about a decision written under it: that stays an event.
    decided = first + "\nCutting the USDJPY short to 30m now, limit 151.20."
    assert run(decided, Context(template_count=1), author_name="pnl-snap", author_bot=True).events


@pytest.mark.parametrize("post", [
    "gm 🌏 asia on. book going in:\n• btc-perp +12 avg 59,065.5, sl 58,500\n• sol basis: long 4,850 sol spot",
    "**Book at open (18-Nov)**\n• USDJPY short 60m (avg from Tue)\n• USDINR 3M NDF long 40m",
])
def test_a_book_post_is_standing_state_not_a_trade(post):
    result = run(post, author_name="kenji")
    assert not result.events, result.trace
    # ...while a fill that mentions the position after it, or a book pressing a limit, stays.
    assert run("EQO-24147 filled 20 @ 1.49, AAPL 6/20 185P. Position now 50 AAPL 190P.",
               author_name="exec", author_bot=True).events
    breach = ("**Exposure · book arb-us**\n| Deal | Gross $ | Limit |\n|---|---|---|\n"
              "| Kestrel/Orcana | 38.8m | 4.00% |\n"
              "⚠ Kestrel/Orcana over single-deal break limit (4.29% vs 4.00%) — new adds in KSTL blocked")
    assert "risk_limit" in types(run(breach, author_name="riskbot", author_bot=True))


def test_no_resting_orders_confirms_nothing_and_a_routers_status_routes_nothing():
    assert not run("NQH7 overnight: range 21 pts, no resting orders from us.", author_name="exec-agent",
                   author_bot=True).events
    assert not run("router status: queue 0 · 13 items since 00:00Z · last route 07:11Z", author_name="Switchyard",
                   author_bot=True).events
    assert types(run("order is working at 142.50, 50 NVDA", author_name="exec-agent",
                     author_bot=True)) == ["trade_confirmation"]


# --------------------------------------------------------------------------- disowned talk

@pytest.mark.parametrize("text, category", [
    ("can someone sanity-check my CRVD deal value calc, getting 53.51", "chatter"),
    ("someone should look at FN 5.5 vs swaps here, it's wide", "chatter"),
    ("Rough numbers, not a recommendation: the AAPL 180P is 1.10 mid, selling 50 would cut vega", "chatter"),
    ("can someone buy 10 ES at 5020", "hard"),          # an order, whoever is asked to send it
    # shorthand stays fail-open: since session 18 as a possible proposal (side, count, name, price)
    ("s 300 iwm 246.89 hedge vs the longs", "hard"),
])
def test_a_message_that_decides_nothing_or_asks_nobody_is_talk(text, category):
    assert run(text, author_name="dez").category == category


@pytest.mark.parametrize("text, side", [("it's wide", None), ("what's up with NVDA", None),
                                        ("s 300 iwm 246.89", "sell"), ("b 3k crvg 9.11", "buy")])
def test_a_contractions_s_is_no_side(text, side):
    from memory.classify.tradefacts import side_of
    assert side_of(text) == side


# --------------------------------------------------------------------------- algos, tables, feeds

def test_an_algos_child_slice_is_progress_but_its_fill_still_fills():
    ack = ("evt=child parent=P-40204 child=P-40204.03 book=TF1 mkt=FGBLM6 side=BUY qty=6 px=128.30 type=LMT "
           "venue=EUREX algo=TWAP slice=3/8 st=new")
    fill = "evt=child_fill parent=VXP-1203-0088 child=VXP-1203-0088-c01 side=SELL sym=VXF7 qty=25 px=19.50"
    parent = "evt=ACK parent=P-40204 book=TF1 mkt=FGBLM6 side=BUY qty=26 lmt=128.35 algo=TWAP"
    assert run(ack, author_name="exec-algo", author_bot=True).category == "noise"
    assert types(run(fill, author_name="exec-algo", author_bot=True)) == ["trade_fill"]
    assert types(run(parent, author_name="exec-algo", author_bot=True)) == ["trade_confirmation"]


def test_a_target_tables_action_column_proposes_its_changed_rows():
    table = ("**TF1 · target positions · RATES** · run 06:00Z\n```\n"
             "mkt  contract   px   prev   new    Δ  action\n"
             "ZN   ZNM6   110-07   -172  -172    0  —\n"
             "FGBL FGBLM6 128.33    180   206   26  BUY 26\n```\n1 change · 1 unchanged")
    result = run(table, author_name="trendsig", author_bot=True)
    assert types(result) == ["trade_proposal"]
    assert "FGBL FGBLM6 128.33    180   206   26  BUY 26" in result.events[0].excerpt
    holding = "**Book going in**\n- ZCK6 long 122 avg 452.00\n- FESXM6 short 40"
    assert not run(holding, author_name="dez").events


def test_a_market_data_feeds_lines_are_not_the_desks_orders():
    line = "🩸 liqs · last 5m\nLONG AVAX-PERP $2.18M @ 32.64 bybit\nLONG BTC-PERP $1.09M @ 61,646 okx"
    assert run(line, author_name="liqfeed", author_bot=True).category == "noise"
    assert run(line, author_name="dez").events           # the same words from a person stay possible


@pytest.mark.parametrize("text, tickers", [
    ("ACK P-40204 FGBLM6 BUY 26 EUREX", ["FGBLM6"]),          # a 4-letter root; venue and status no tickers
    ("stops TF1 · ZCK6 long 122", ["ZCK6"]),                  # a book named TF1 is no future
    ("ESZ5 and /NQH25 and CZ25", ["ESZ5", "NQH25", "CZ25"]),
    ("  - equities: FRO +40,000 | GOGL +60,000", ["FRO", "GOGL"]),
])
def test_symbols_as_futures_desks_and_yaml_books_write_them(tickers, text):
    assert extract_tickers(text) == tickers


@pytest.mark.parametrize("line, headline", [("Toncoin wallet integrates USDT (The Block)", True),
                                            ("sigchg mkt=6AM6 tgt=+90→+90 action=none (inside buffer)", False)])
def test_a_source_in_brackets_marks_a_headline_but_a_bots_record_is_none(line, headline):
    from memory.classify.message import _headline, _State
    result = run(line, author_name="trendsig", author_bot=True)
    state = _State(MessageView(line, author_name="trendsig", author_bot=True), ClassifyContext(), line, result,
                   [], "maybe", None, [], [], [])
    assert (_headline(state) is not None) is headline


def test_an_order_record_for_an_account_the_channel_never_names_is_another_desks():
    card = {"title": "Allocation · Marex Clearing", "description": "Give-up accepted",
            "fields": [{"name": "Account", "value": "GMAC-07"}, {"name": "Contract", "value": "ZNM6"},
                       {"name": "Side", "value": "SELL"}, {"name": "Qty", "value": "251"},
                       {"name": "Price", "value": "110-09"}, {"name": "Exec ID", "value": "MX-13479764"}]}
    own = {**card, "fields": [{"name": "Account", "value": "CTA-TF1"}, *card["fields"][1:]]}
    channel = ClassifyContext(accounts={"TF1": 40, "CTA": 3})       # "book=TF1" on every line

    def typed(embed, context):
        return types(run("", context, embeds=(embed,), author_name="marex-bridge", author_bot=True))
    assert typed(card, channel) == []
    assert typed(own, channel) != []
    assert typed(card, ClassifyContext()) != []                      # no account known yet: fail-open
    assert typed(card, ClassifyContext(accounts={"TF1": 2})) != []    # named too rarely to know


def test_an_account_of_another_desk_that_shares_a_word_with_the_channels_is_still_anothers():
    """Accounts are written desk-first ("LIS-EQ-01"): "MAD-EQ-02" shares EQ with the channel's
    own, but its desk is one the channel never names; "LIS-PWR-01" is the desk's second book."""
    def record(account):
        return (f"8=FIX.4.4|35=8|39=2|1={account}|11=LSB-4729|55=JMT|54=2|32=4000|31=20.40")
    channel = ClassifyContext(accounts={"LIS": 12, "EQ": 12, "^LIS": 12, "PWR": 1})
    assert types(run(record("MAD-EQ-02"), channel, author_name="oms-bridge", author_bot=True)) == []
    assert types(run(record("LIS-PWR-01"), channel, author_name="oms-bridge", author_bot=True)) != []
    assert types(run(record("LIS-EQ-01"), channel, author_name="oms-bridge", author_bot=True)) != []


def test_the_digest_learns_the_accounts_a_channel_names():
    from memory.classify.structure import accounts_named
    assert accounts_named("sigchg book=TF1 mkt=NGM6 side=SELL qty=33") == {"TF1"}
    assert accounts_named("8=FIX.4.4|35=8|1=MAGS-MAG|55=ZWH7|54=2|38=13") == {"MAGS", "MAG", "^MAGS"}   # its head
    assert accounts_named("sold 10 ZN, nothing else to say") == frozenset()


def test_a_child_slice_named_by_its_parents_known_id_stays_progress():
    # The parent's id is known (its ack came first): the slice's "st=new" is not the parent's stage.
    context = ClassifyContext(known_ids={"P-40204": "id:P-40204"})
    ack = ("evt=child parent=P-40204 child=P-40204.06 book=TF1 mkt=FGBLM6 side=BUY qty=4 px=128.42 "
           "algo=TWAP slice=6/8 st=new")
    fill = ack.replace("st=new", "st=filled")
    assert not run(ack, context, author_name="exec-algo", author_bot=True).events
    assert [(e.event_type, e.tier) for e in run(fill, context, author_name="exec-algo", author_bot=True).events] \
        == [("trade_fill", "possible")]


def test_a_transaction_cost_review_is_history():
    tca = ("tca 2026-04-13 TF1 — yesterday's parents (arrival vs avg, done)\n```\n"
           "parent   mkt      side  qty     arrival         avg   slip   dur\n"
           "P-39938 BRNN6 BUY 27 75.66 75.63 -0.3t 168m\n```")
    assert not run(tca, author_name="exec-algo", author_bot=True).events


@pytest.mark.parametrize("line, headline", [("Quake hits output (via bloomberg)", True),
                                            ("TLT: chart added to the research folder (tlt_positioning_5.png)", False),
                                            ("band test → would SELL 3 ESZ6 · not sent (dry-run flag)", False)])
def test_a_lower_case_source_needs_its_via(line, headline):
    from memory.classify.message import _HEADLINE_MARK_RE
    assert bool(_HEADLINE_MARK_RE.search(line)) is headline


@pytest.mark.parametrize("text, no_route", [
    ("ignore that, wrong coupon. nothing in 6.5s", False),        # a retraction, no item passed on
    ("NY colour: dollar chopping around, nobody wants to add risk into the Asia open.", False),
    ("nobody wants this one, dropping it", True),
    ("ignore that alert", True),
])
def test_a_retraction_or_colour_is_no_no_route(text, no_route):
    assert ("no_route_decision" in types(run(text, author_name="dez"))) is no_route


def test_another_desks_book_named_as_such_is_no_held_news():
    text = "heads-up: equities L/S desk is adding XLE calls as a hedge — not our book, just context."
    assert not run(text, author_name="dez").events
    assert types(run("XLE calls in our book are up 20% on the OPEC headline", author_name="dez")) \
        == ["held_position_news"]


def test_a_title_that_dates_its_table_frames_every_row():
    table = ("tca 2026-04-13 TF1 — yesterday's parents (arrival vs avg, done)\n```\n"
             "parent   mkt      side  qty     arrival         avg   slip   dur\n"
             "P-39938 BRNN6    BUY    27       75.66       75.63  -0.3t  168m\n"
             "P-34013 HGK6     SELL   55      5.2395      5.2385  -0.5t  169m\n"
             "P-39911 NKM6     SELL   15       51335       51340  -1.7t   73m\n```")
    assert not run(table, author_name="exec-algo", author_bot=True).events
    prose = ("Yesterday's recap: quiet.\nToday we buy 27 BRNN6 at 75.66 on the open, stop 74.90.\n"
             "Rest unchanged.")
    assert types(run(prose, author_name="dez"))             # a dated title over prose is background


def test_a_flat_clause_does_not_hide_the_positions_beside_it_on_a_book_line():
    # index_mm: "book into nfp: ... short nvda 3k / aapl 6k ..., 0dte flat-ish."
    desk = load_desk_rules(None)
    post = "book into nfp: es core +35, short nvda 3k / aapl 6k vs the nq, 0dte flat-ish."
    assert {"NVDA", "AAPL"} <= holdings_in(post, desk, pinned=False)
    assert holdings_in("book: es flat, nq closed", desk, pinned=False) == set()


@pytest.mark.parametrize("text, names", [
    # a sentence after the list ends it: "msft." is MSFT
    ("watch: avgo, tsla, msft. vix term for the hedge.", {"AVGO", "TSLA", "MSFT"}),
    # a qualifier between the head and its colon: "Watchlist for TF1 (research only): ..."
    ("📋 Watchlist for TF1 (not in the model, carry-v2 research only): SB (ICE raw sugar no.11), SI (COMEX silver)",
     {"SB", "SI"}),
    ("watchlist (research only): EURN, DHT", {"EURN", "DHT"}),
])
def test_a_watchlist_line_reads_its_names_whatever_qualifies_its_head_or_follows_it(text, names):
    assert watchlist_in(text, load_desk_rules(None)) == names


@pytest.mark.parametrize("text, is_limit", [
    # shipping_freight: a YAML block whose value is past its limit, whatever the header says
    ("riskd ▸ **BREACH**\n```yaml\nmetric: days_exposure.panamax.net\nvalue: -47\nlimit: ±40\nunit: days/mth\n"
     "required: reduce within 60 min\n```", True),
    ('{"metric": "gross_usd", "value": 212000000, "limit": 200000000}', True),
    # the same shape inside its limit is the engine's status
    ("riskd ▸ check\n```yaml\nmetric: days_exposure.panamax.net\nvalue: -31\nlimit: ±40\n```", False),
])
def test_a_risk_record_whose_value_passes_its_limit_is_a_breach(text, is_limit):
    result = run(text, author_name="riskd", author_bot=True)
    assert ("risk_limit" in types(result)) is is_limit


@pytest.mark.parametrize("text, is_limit", [
    # power_gas: the change is an arrow between two values of the limit, in any language
    ("risk ▸ Limit geändert · Gas-VaR 99%/1T: 600 k€ → 650 k€ · gültig bis 07.12.2026 · genehmigt: CRO", True),
    ("limit order px 101.50 -> 101.60 on the FGBL bid", False),
])
def test_a_limit_line_with_an_arrow_between_two_values_is_a_limit_change(text, is_limit):
    result = run(text, author_name="RiskEngine", author_bot=True)
    assert ("risk_limit" in types(result)) is is_limit


@pytest.mark.parametrize("text", [
    "for the record, I'm dropping the META long-vol thesis — the earnings premium is gone, no edge vs index any more",
    "ok i'm done being bullish vix here. term says fade, we fade",
])
def test_a_view_given_up_in_the_first_person_is_a_thesis_update(text):
    assert "thesis_update" in types(run(text, author_name="katrin"))


@pytest.mark.parametrize("text, side", [
    # fx_algo: an FX swap's side is its near leg's
    ("ok then: EURUSD spot/Dec IMM (16-Dec) swap EUR 200m, sell/buy, 63.51 pts. ok?", "sell"),
    ("buy/sell USD 50m 1M/3M", "buy"),
    ("NOK 12 per share special dividend", None),
])
def test_an_fx_swaps_side_is_its_near_legs(text, side):
    from memory.classify.tradefacts import side_of
    assert side_of(text) == side


def test_a_reply_approving_a_swap_proposed_with_a_tag_question_is_its_approval():
    from memory.digest import _as_prior
    view = MessageView("ok then: EURUSD spot/Dec IMM (16-Dec) swap EUR 200m, sell/buy, 63.51 pts. ok?",
                       author_name="Priya S", message_id=31, created_at_ms=T0)
    prior = _as_prior(view, classify_message(view))
    assert prior.side == "sell"
    reply = run("haan ye theek hai 👍", ClassifyContext(referenced=prior), reference_id=31, author_name="Vikram Rao")
    assert types(reply) == ["trade_approval"]


@pytest.mark.parametrize("text, event_type", [
    # smallcap_momentum: a venue's status line on a held or watched name is news on it
    ("🔻 SSR ON KLMN · -11.3% vs prior close 3.62 · uptick rule active through tomorrow's close",
     "held_position_news"),
    ("⏸ HALT GLVD LUDP 10:16:45 ET · last 8.65 · +51.6% · vol 15.8M", "watchlist_news"),
])
def test_a_venue_status_line_on_a_held_or_watched_name_is_news_on_it(text, event_type):
    context = ClassifyContext(held=frozenset({"KLMN"}), watchlist=frozenset({"GLVD"}))
    assert event_type in types(run(text, context, author_name="scanner", author_bot=True))


# --------------------------------------------------------------------------- bank_treasury_mm (session 9)

@pytest.mark.parametrize("text, expected", [
    # a clock time is no size and no price: "cash ladder @ 04:00 CEST"
    ("[liq-forecast] cash ladder @ 04:00 CEST · run 2024-04-16T02:00:03Z · src=TMS+CLM · EUR m", {}),
    # a covered bond is no short cover
    ("rate deposits +400, covered bond agent -259", {}),
    # a count of zero is no size: "MT300×0"
    ("MT bridge | in: MT300×0 MT320×9 | queue=1", {}),
    # a suffixed quantity right before "@" is the size; a signed price after "@" is the price
    ("GC T/N 50m @ 3.88 given", {"size": "50m", "price": "3.88"}),
    ("s/b EURUSD 1M 170m @ +12.55 Citi", {"side": "sell", "size": "170m", "price": "+12.55"}),
    ("compriamo 20m BOT 12M", {"side": "buy", "size": "20m"}),
    ("vendemos 10 bonos", {"side": "sell", "size": "10"}),     # a count of bonds (session 18: the order clause)
])
def test_trade_facts_read_money_market_shorthand_and_never_a_clock(text, expected):
    from memory.classify.tradefacts import trade_facts
    found = trade_facts(text)
    assert {key: found[key] for key in ("side", "size", "price") if key in found} == expected


@pytest.mark.parametrize("text, event_type", [
    ("GC T/N 50m @ 3.88 given", "trade_fill"),
    ("repo GC T/N 50m @ 3.88 Eurex pool, 12bp vs DF. procedo?", None),   # a possible decision, untyped
])
def test_dealer_shorthand_at_a_price_is_a_decision(text, event_type):
    result = run(text, author_name="Elena B")
    assert result.category in ("hard", "maybe")
    if event_type:
        assert event_type in types(result)


def test_a_metric_named_like_a_status_is_no_tag():
    text = ("[liq-forecast] T2 intraday monitor 08:00\nlargest pending: ECP redemption IPA 0.35bn\n"
            "throughput vs guideline: 19% ✅ · reservations urgent 0.30bn / high 0.50bn")
    assert not run(text, author_name="liq-forecast", author_bot=True).events


def test_a_pinned_desk_state_in_italian_declares_holdings_and_watchlist_not_news():
    desk = load_desk_rules(None)
    post = ("Watchlist desk: BCP (nostro rating / CDS), Letras 6M, Mediobanca CD, OAT Feb-27.\n"
            "Posizioni core: BTP 4.20% Mar-34 (book liquidità + prestito special), Bubill Sep-24")
    assert "BCP" in watchlist_in(post, desk)
    assert {"BTP", "BUBILL"} <= holdings_in(post, desk, pinned=False)
    assert "ENEL" in holdings_in("Posizioni core: ECP Enel Finance e CDP", desk, pinned=True)
    assert not [e for e in run(post, pinned=True, author_name="R. Vannucci").events
                if e.event_type in ("held_position_news", "watchlist_news")]


@pytest.mark.parametrize("text", [
    "ECP ISSUE | XS2871587240 | EUR 120,000,000 | 92d | 4.066% | dealer=Goldman Sachs | investor=n/d"
    " | status=CONFIRMED",
    "DEAL CAPTURED; REPO-240416-0133; REPO GC T/N; EUR 50,000,000; 3.880%; cpty=EUREX GC POOLING ECB; val=17/04;"
    " trader=TGRECO; book=MM-EUR-REPO; stp=ok; status=captured",
])
def test_a_treasury_systems_delimited_deal_line_is_its_confirmation(text):
    result = run(text, author_name="TMS", author_bot=True)
    assert "trade_confirmation" in types(result)


@pytest.mark.parametrize("text", [
    "MRO settimanale: propongo bid 200m a tasso fisso 4.50%, collaterale pool prestiti ABACO.",
    "Propongo di emettere ECP 3M 120m a €STR+16 (all-in 4.066%), via Goldman Sachs.",
])
def test_a_proposal_in_the_desks_language_is_a_proposal(text):
    assert "trade_proposal" in types(run(text, author_name="Elena B"))


def test_a_count_written_as_a_multiplicity_is_no_size():
    from memory.classify.tradefacts import trade_facts
    line = "MT bridge | in: MT300×6 MT320×9 MT540×3 | out: MT300×1\nlast in: MT545 CITIIE2X ref 6656977820"
    assert "size" not in trade_facts(line)


def test_a_recurring_bot_line_with_no_side_size_or_price_is_status_whatever_its_stage_words():
    line = ("MT bridge | in: MT300×6 MT320×9 MT540×3 MT545×4 | out: MT300×1 MT320×2 | queue=2 | lag=1.5s\n"
            "last in: MT545 CITIIE2X ref 6656977820 · last out: MT543 ref BCP474886909 · ack/nak 30/0")
    result = run(line, ClassifyContext(template_count=5), author_name="swift-mt-bridge", author_bot=True)
    assert not result.events and result.category == "noise"


def test_a_watched_name_is_named_by_its_initials_in_a_shouted_headline():
    from memory.classify.instruments import named_by_company
    assert named_by_company("S&P AFFIRMS BANCA CREDITO PADANO AT BBB; OUTLOOK TO POSITIVE",
                            frozenset({"BCP"})) == {"BCP"}
    assert named_by_company("Bank of Canada holds", frozenset({"BCP"})) == set()


@pytest.mark.parametrize("text, event_type", [
    ("ECB TENDER | MRO 20240050 | bid EUR 200,000,000 @ 4.50 fixed | via ECMS/CLM | status=ACCEPTED", None),
    ('limit_change type=cpty_line cpty="Banca Akros" line_eur=100m prev=200m tenor_max=1W eff=immediate approver=CRO',
     "risk_limit"),
])
def test_a_treasury_systems_tender_and_limit_lines_are_decisions(text, event_type):
    result = run(text, author_name="TMS", author_bot=True)
    assert result.events
    if event_type:
        assert event_type in types(result)


# --------------------------------------------------------------------------- madrid_ibex (session 9)

@pytest.mark.parametrize("text, event_type", [
    # a pipe OMS line in Spanish: its status word in the head cell, side and "qty @ px" cells
    ("orden enviada | id=OM1-120626-31012 | SAN | COMPRA | 21.000 @ 9,715 LMT | XMAD | cta=RV-PROP",
     "trade_confirmation"),
    ("ejecutada | id=OM1-120626-33225 | MIBXM6 | VENTA | 6 @ 17.674 | algo=TWAP", "trade_fill"),
    # a risk engine's YAML in Spanish: an order resized
    ("⚠️ orden ajustada por riesgo\n```yaml\nevento: ORDEN_REDIMENSIONADA\norden: OM1-120626-34404\n"
     "instrumento: FESXM6\nlado: VENTA\ncantidad_solicitada: 12\ncantidad_aprobada: 8\n```", "risk_limit"),
    # a triage record with accented keys and a Spanish routing verb
    ("triage | item=CNMV#29664 | emisor=BBVA | decisión=ENRUTADO → Lucía Méndez | prioridad=alta",
     "route_decision"),
])
def test_an_engines_lines_in_spanish_are_read_like_english_ones(text, event_type):
    assert event_type in types(run(text, author_name="OMS·MAD", author_bot=True))


def test_an_embed_with_spanish_field_names_is_an_order_record():
    embed = {"title": "Orden aceptada · MEFF", "fields": [
        {"name": "Instrumento", "value": "MIBXM6"}, {"name": "Sentido", "value": "VENTA"},
        {"name": "Cantidad", "value": "6"}, {"name": "Orden", "value": "OM1-120626-33225"}]}
    result = run("", author_name="OMS·MAD", author_bot=True, embeds=(embed,))
    assert "trade_confirmation" in types(result)


@pytest.mark.parametrize("text, event_type", [
    ("vende 12 FESXM6 a 5.682, cobertura de beta del libro", "trade_proposal"),
    ("quito el objetivo de AENA, que corra. Stop a 22,78.", "stop_or_target_change"),
    ("@agente-ejecución te paso los 6 MIBXM6: venta, TWAP 30 min, límite 17.677.", "route_decision"),
    ("Lucía, el OIR de Repsol te lo paso a ti: antes de comer quiero saber si cambia algo.", "route_decision"),
])
def test_a_spanish_desks_decisions_in_its_own_words(text, event_type):
    assert event_type in types(run(text, author_name="Javier"))


@pytest.mark.parametrize("reply, stage", [("ni de coña, espera al cierre", "rejected"),
                                          ("ahora sí, adelante con los 2 FIBX a 17.669", "approved")])
def test_a_spanish_reply_answers_a_proposal(reply, stage):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="Javier")
    assert [(e.event_type, e.stage) for e in result.events] == [("trade_approval", stage)]


def test_a_pipe_order_line_with_one_key_is_a_record_by_its_cells():
    text = "orden enviada | id=OM1-120626-34404 | FESXM6 | VENTA | 8 @ 5.682 LMT | XEUR"
    assert "trade_confirmation" in types(run(text, author_name="OMS·MAD", author_bot=True))


def test_a_filing_headline_in_spanish_on_a_watched_company_is_news():
    text = ("📰 Telefónica comunica el inicio de un programa de recompra de acciones por un importe máximo"
            " de 1.500 millones de euros. (CNMV, registro 23359)")
    result = run(text, ClassifyContext(held=frozenset({"SAN"}), watchlist=frozenset({"TEF"})),
                 author_name="CNMV·OIR", author_bot=True)
    assert "watchlist_news" in types(result)


def test_a_no_action_in_spanish_is_a_no_route_and_a_past_participle_is_a_side():
    from memory.classify.tradefacts import side_of
    text = "AENA: sin acción por ahora, esperamos a ver qué publica. Nadie toca nada."
    assert "no_route_decision" in types(run(text, author_name="Javier"))
    assert side_of("TWAP MIBXM6 terminado · vendidos 6/6 · px medio 17.674") == "sell"


# ------------------------------------------------------ prop_options_alerts, physical_oil_cargoes (session 10)

def test_news_words_in_one_sentence_do_not_hide_an_order_line_in_another():
    text = ("premarket notes\n- META: held 687 all week, call OI building at the 700 strike. **plan: BTO META"
            " 12/11 700c x4 @ ~9.65 if it holds 687 the first 15m, SL 7.45, PT 13.10.** this is the one i want"
            " today @hutch\n"
            "- NVDA: chop between 184 and 191, no edge until it picks a side")
    assert "trade_proposal" in types(run(text, author_name="marlo.b"))


def test_an_approximate_level_is_a_level():
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts("BTO META 12/11 700c x4 @ ~9.65, SL 7.45")
    assert (facts.get("price"), facts.get("stop")) == ("9.65", "7.45")


@pytest.mark.parametrize("text, limit", [
    ("housekeeping: for tomorrow: max contracts per trade drops to 8 until we're green on the week.", True),
    ("desk -$1,507 on the day, 7 trades, nobody hit a limit they didn't deserve to hit", False),
])
def test_a_bound_moving_to_its_number_is_a_limit_and_nobody_hitting_one_is_not(text, limit):
    report = ("EOD recap\n" + "• vexx: the tsla 445c was the trade of the day, clean alert, trimmed at PT1.\n" * 3
              + text + "\ngn")
    assert ("risk_limit" in types(run(report, author_name="hutch"))) is limit


@pytest.mark.parametrize("text, names", [("still watching AVGO, GOOGL for tomorrow.", ["AVGO, GOOGL"]),
                                         ("We are watching NVDA and AMD here", ["NVDA and AMD"]),
                                         ("watching the open closely", [])])
def test_the_desk_saying_it_watches_symbols_lists_its_watchlist(text, names):
    from memory.classify.holdings import watch_name_lists
    assert watch_name_lists(text) == names


def test_a_shorthand_size_in_lots_of_a_lot_size_is_a_size():
    assert "trade_proposal" in types(run("b 4x25kb Jan Dubai partials @ 64.64 max in window, for the blend. ok?",
                                         author_name="weiming"))


@pytest.mark.parametrize("text, changed", [
    ("Removing the stop on the Dubai partials length — we manage it through the window from here.", True),
    ("cancel the target on NVDA, let it run", True),
    ("we are not removing the stop", False),
])
def test_a_stop_or_target_removed_is_a_change(text, changed):
    assert ("stop_or_target_change" in types(run(text, author_name="weiming"))) is changed


def test_a_book_and_watchlist_post_holds_its_held_line_by_name():
    from memory.classify import DEFAULT_DESK
    text = ("📋 Book & watchlist · crude-east · Thu 19 Nov 2026\n"
            "Held: Murban Jan-loading cargo (500kb, unsold) · Dubai swaps Jan27 short 500kb\n"
            "Watchlist: Upper Zakum, Oman")
    held = holdings_in(text, DEFAULT_DESK, pinned=False)
    assert {"MURBAN", "DUBAI"} <= held and "HELD" not in held


def test_a_word_spelling_a_watched_root_names_it():
    embed = {"title": "Tender: PetroChina offers Oman for Jan loading",
             "description": "PetroChina is offering a Oman cargo for Jan loading via tender closing Sat, with bids"
                            " valid for 24 hours. Last month's tender was awarded at a premium, traders said.",
             "author": "Newsdesk"}
    result = run("", ClassifyContext(held=frozenset({"MURBAN"}), watchlist=frozenset({"OMAN"})),
                 author_name="Newsdesk", author_bot=True, embeds=(embed,))
    assert "watchlist_news" in types(result)


def test_a_recap_confirms_the_deal_it_lists_after_its_colon():
    text = ("Dear Sirs,\n\nWe are pleased to confirm the following transaction concluded today between our"
            " companies:\n\nSeller: Merlion Petroleum Trading Pte Ltd\nBuyer: Cosmo Oil International Pte Ltd\n"
            "Grade: Murban\nQuantity: 500,000 bbls +/- 5% in Seller's option\n\nPlease confirm by return.")
    result = run(text, author_name="MailBridge", author_bot=True)
    (event,) = [e for e in result.events if e.event_type == "trade_confirmation"]
    assert "Cosmo Oil International Pte Ltd" in event.excerpt


def test_a_long_report_is_framed_by_its_title_and_decision_not_its_analysis():
    analysis = ("The arbitrage remains open on paper but narrower than the headline numbers suggest once demurrage"
                " and financing are included. Freight now works out at about 3.08 $/bbl, versus 2.68 a month ago. ")
    decision = "Decision from the call: we bid for one Forties cargo (600kb, Feb loading) at Dated +0.45 max."
    report = run("**Arb monitor — crude into North Asia**\n\n" + analysis * 3 + decision, author_name="analyst")
    backtest = run("Backtest notes\n\n" + analysis * 3 + decision, author_name="analyst")
    assert (report.category, backtest.category) == ("maybe", "chatter")


@pytest.mark.parametrize("text, changed", [("what's the plan for runners, trail or hold for PT2?", False),
                                           ("sl to 4.30 on the runners?", True)])
def test_a_question_for_information_is_no_change_but_one_asking_for_a_go_is(text, changed):
    assert ("stop_or_target_change" in types(run(text, author_name="rook"))) is changed


def test_a_holding_told_as_history_is_no_news_on_a_held_name():
    past = run("back in march i held NVDA puts thru earnings and got absolutely crushed. never again")
    now = run("NVDA guides above the street after hours; we're still long 300 into it")
    assert ("held_position_news" in types(past), "held_position_news" in types(now)) == (False, True)


def test_a_scanners_unusual_flow_print_is_the_markets_not_an_order():
    embed = {"title": "🐋 Unusual flow · SMCI", "fields": [
        {"name": "Contract", "value": "SMCI 12/31 39p"}, {"name": "Side", "value": "BID · SPLIT"},
        {"name": "Size", "value": "946x @ 2.40"}, {"name": "Premium", "value": "$227K"}]}
    result = run("", author_name="FlowHound", author_bot=True, embeds=(embed,))
    assert (result.category, types(result)) == ("noise", [])


@pytest.mark.parametrize("text, routed", [
    ("early-assignment risk check: no short ITM calls into ex-div ✅ holiday calendar: exchange closed 12/25", False),
    ("Assign: TSLA headline -> @marlo.b", True)])
def test_an_options_assignment_label_is_no_route(text, routed):
    assert ("route_decision" in types(run(text, author_name="desk-ops", author_bot=True))) is routed


def test_a_recaps_borrowed_record_reaches_its_price_line():
    text = ("We are pleased to confirm the following transaction concluded today between our companies:\n\n"
            "Seller: Merlion Petroleum Trading Pte Ltd\nBuyer: Cosmo Oil International Pte Ltd\nGrade: Murban\n"
            "Quantity: 500,000 bbls\nLaycan: 15-17 January 2027\nLoad port: Fujairah\nDelivery: FOB\n"
            "Price: Platts Dubai M1 average plus a premium of USD 1.25/bbl\nPayment: 30 days after B/L")
    (event,) = [e for e in run(text, author_name="MailBridge", author_bot=True).events
                if e.event_type == "trade_confirmation"]
    assert "USD 1.25/bbl" in event.excerpt


def test_a_shouted_headline_names_a_held_symbol_written_as_itself():
    text = ("📰 **S&P REVISES ENEL OUTLOOK TO POSITIVE; BBB+ AFFIRMED**\nThe utility confirmed its capex plan.\n"
            "`MNI · 06:27:03 UTC`")
    held = run(text, ClassifyContext(held=frozenset({"ENEL"}), watchlist=frozenset({"CDP"})),
               author_name="newsdesk", author_bot=True)
    other = run(text, ClassifyContext(held=frozenset({"ISP"}), watchlist=frozenset({"CDP"})),
                author_name="newsdesk", author_bot=True)
    assert ("held_position_news" in types(held), "held_position_news" in types(other)) == (True, False)


@pytest.mark.parametrize("text", ["UMM: unplanned outage at Flamanville 3, 1,600 MW unavailable",
                                  "UMM · Troll · ungeplant · Reduktion 22 mcm/d"])
def test_an_outage_message_reads_as_news(text):
    from memory.classify.frames import _NEWS_RE
    assert _NEWS_RE.search(text.lower())


# ------------------------------------------------------ ny_swaps_voice (session 11)

_PASTE = ("**IB** `UST CASH RUNS` · 10 new · 09:00:26 ET\n```\n"
          "08:58:10 Mary Osei (JPMORGAN): 2s10s 35.4/35.9 in 50k\n"
          "08:58:38 Aoife Byrne (BARCLAYS): 10y spread -37.6/-37.1 in 25k, real money rec'ing 30s\n"
          "08:58:54 Marco Reyes (HALYARD CAPITAL): mine 55 5s @ 3.523\n"
          "08:59:06 Mary Osei (JPMORGAN): done. you pay 5y SOFR 55mm @ 3.523, ty\n"
          "09:00:05 Rob Tan (CITIGROUP): 5s 3.527/3.532 in 100\n```")


def test_a_pasted_chat_is_the_desks_fill_only_where_a_dealer_tells_it_done():
    result = run(_PASTE, author_name="ib-bridge", author_bot=True)
    (event,) = result.events
    assert (event.event_type, event.tier) == ("trade_fill", "certain")
    assert "mine 55 5s @ 3.523" in event.excerpt and "done. you pay 5y SOFR 55mm" in event.excerpt
    # A dealer's run between the desk's line and the answer: the excerpt still quotes the desk's line.
    later = _PASTE.replace("08:59:06 Mary", "08:59:01 Rob Tan (CITIGROUP): 10s 3.811/3.815 in 150\n08:59:06 Mary")
    (event,) = run(later, author_name="ib-bridge", author_bot=True).events
    assert "mine 55 5s @ 3.523" in event.excerpt and "3.811/3.815" not in event.excerpt
    runs_only = "\n".join(line for line in _PASTE.split("\n") if "HALYARD" not in line and "done." not in line)
    assert run(runs_only, author_name="ib-bridge", author_bot=True).events == ()


@pytest.mark.parametrize("text, side", [("you pay 5y SOFR 55mm @ 3.523", "sell"), ("rec 10s 50mm at 3.8", "buy"),
                                        ("paid 2s10s 25k at 35.4", "sell"), ("pay attention to 5 things", None)])
def test_paying_or_receiving_a_tenor_is_a_swap_side(text, side):
    from memory.classify.tradefacts import trade_facts
    assert trade_facts(text).get("side") == side


@pytest.mark.parametrize("rows, breach", [("| 10y | 139k | 120k | **BREACH 115%** |\n", True), ("", False)])
def test_a_limits_table_row_over_its_limit_is_a_breach(rows, breach):
    text = ("**DV01 ladder** (USD, k/bp)\n| bucket | used | limit | util |\n|---|---|---|---|\n"
            "| 2y | 65k | 120k | 65% |\n" + rows + "| 30y | 20k | 80k | 17% |")
    result = run(text, author_name="limitsd", author_bot=True)
    assert ("risk_limit" in types(result)) is breach
    if breach:
        assert "139k" in result.events[0].excerpt


@pytest.mark.parametrize("text, no_route", [
    ("decision: item=bund-supply-headline route=none reason=not held / not watchlist", True),
    ("decision: item=bund-supply-headline route=pending", False)])
def test_a_triage_record_routing_its_item_nowhere_is_no_route(text, no_route):
    assert ("no_route_decision" in types(run(text, author_name="triage", author_bot=True))) is no_route


def test_no_action_on_the_book_is_no_route():
    assert "no_route_decision" in types(run("CPI print — not ours, nothing to do. no action on the book",
                                            author_name="marco"))


def test_a_limits_table_naming_its_limits_in_a_column_reads_their_numbers():
    from memory.classify.structure import judge, records_in_text
    text = ("| Limit | Current | Cap | Headroom |\n|---|---|---|---|\n| VaR 1d 99% | 1.71% | 2.50% | tight |\n"
            "| gross | 181% | 175% | over |")
    verdicts = [judge(record).event_type for record in records_in_text(text) if record.source == "table"]
    assert verdicts == [None, "risk_limit"]


def _untyped(side: str | None, asks: bool, figures: bool = False, weighs: bool = False) -> PriorEvent:
    return PriorEvent(message_id=11, author_name="marco", at_ms=1_780_000_000_000, side=side, asks=asks,
                      figures=figures, weighs=weighs)


@pytest.mark.parametrize("reply, side, asks, figures, weighs, approves", [
    ("yes do it, 150", "buy", True, False, False, True),     # a side, asking someone: any yes
    ("yes do it, 150", "buy", False, False, False, True),    # a side answered in so many words
    ("👍", "buy", False, False, False, False),               # ... not a bare thumbs-up: that acknowledges
    ("yes do it, 150", None, True, False, False, False),     # no side, no figures: nothing to decide
    ("approved", None, False, True, False, True),            # a trade's figures in words no list knows
    ("ok, but only half size", None, False, True, False, True),   # an ok with a condition approves
    ("ok, looking at it now", "buy", False, False, False, False),  # ... an ok with a receipt does not
    ("yes do it, 150", "sell", False, False, True, False),   # "should we sell more JPY?" weighs an idea
])
def test_an_explicit_approval_answers_an_untyped_message_with_a_side_or_figures(reply, side, asks, figures, weighs,
                                                                                approves):
    result = run(reply, ClassifyContext(referenced=_untyped(side, asks, figures, weighs)), reference_id=11,
                 author_name="priya")
    assert ("trade_approval" in types(result)) is approves


@pytest.mark.parametrize("text, figures", [
    ("30 FGBL 128.40", True), ("5k ABBN 41.20 limit", True), ("3 lots NG Jan 3.412", True),
    ("6m10y payers 150mm instead, ~142k vega. Priya ok?", True),    # a size put to someone
    ("VaR 2.3m, 85% used", False), ("20 of them", False), ("x" * 300 + " 20 NVDA @ 140", False),
])
def test_a_terse_line_carries_a_trades_figures(text, figures):
    assert carries_trade_figures(text) is figures


def test_a_message_answered_by_such_a_reply_is_a_possible_proposal_in_the_digest(conn):
    from memory import digest
    from tests.support import builders as b
    from tests.support.storeview import apply
    asked = b.create(1, "the belly screams cheap, would go long 5s 25k. Priya ok?", author="marco", bot=False)
    idea = b.create(2, "should we sell more JPY? 151.71?", author="rohan", bot=False, counter=1)
    apply(conn, asked, idea,
          b.create(3, "yes do it", author="priya", bot=False, counter=2, reference_id=asked["message"]["id"]),
          b.create(4, "nahi, wait", author="priya", bot=False, counter=3, reference_id=idea["message"]["id"]))
    window = digest.load_window(conn, int(b.CHANNEL), b.now_ms(0) // 3_600_000 * 3_600_000)
    typed = {m.content: [(e.event_type, e.tier) for e in r.events] for m, r in digest.classify_window(window)}
    assert typed["the belly screams cheap, would go long 5s 25k. Priya ok?"] == [("trade_proposal", "possible")]
    assert typed["yes do it"] == [("trade_approval", "possible")]
    assert typed["should we sell more JPY? 151.71?"] == []     # it weighed an idea, it did not ask for a go



@pytest.mark.parametrize("reply, stage", [("批了", "approved"), ("可以，做吧", "approved"), ("先不做", "rejected"),
                                          ("승인합니다", "approved"), ("보류", "rejected")])
def test_chinese_and_korean_short_replies_approve_or_reject_a_proposal(reply, stage):
    result = run(reply, ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="zuzhang")
    assert [(e.event_type, e.stage) for e in result.events] == [("trade_approval", stage)]


@pytest.mark.parametrize("reactions, verdict", [((("✅", 900),), "approved"), ((("❌", 900),), "rejected"),
                                                ((("👀", 900),), None), ((("✅", 5),), None)])
def test_a_reaction_by_someone_else_approves_or_rejects_a_proposal(reactions, verdict):
    result = run("want to buy 20k TON here @ 5.12, stop 4.90. kenji?", author_name="dex", author_id=5,
                 reactions=reactions)
    assert [e.stage for e in result.events if e.event_type == "trade_approval"] == ([verdict] if verdict else [])


def test_a_reaction_approving_an_untyped_message_that_asked_makes_it_a_proposal():
    result = run("the belly screams cheap, would go long 5s 25k. Priya ok?", author_name="marco", author_id=5,
                 reactions=(("✅", 900),))
    assert [(e.event_type, e.stage) for e in result.events] == [("trade_proposal", "proposed"),
                                                                 ("trade_approval", "approved")]


@pytest.mark.parametrize("reactions, category", [
    ((("👀", 900),), "maybe"), ((("🎉", 900),), "maybe"), ((("✅", 900),), "maybe"),
    ((("👀", 5),), "chatter"),                    # the author's own reaction draws nobody's eye
    ((("😂", 900), ("🙏🏽", 901)), "chatter"),     # manners, skin tone or not
    ((("📌", 901),), "chatter"),                  # a mark emoji by someone who may not mark
    ((), "chatter")])
def test_a_reaction_by_someone_else_makes_an_unkept_message_a_maybe(reactions, category):
    desk = parse_desk_rules('[desk]\nleads = ["900"]\n')
    result = run("tokyo desk says the pension flow was heavier than they thought", ClassifyContext(desk=desk),
                 author_name="dex", author_id=5, reactions=reactions)
    assert result.category == category and not result.events


@pytest.mark.parametrize("text, author_bot, possible", [
    ("10m UKT 34s 98.12 given", False, True),
    ("5s 3.527/3.532 in 100", False, False),                 # a two-sided market
    ("PLATTS MOC | BID | Vitol | 25kb @ 64.57", True, False),  # a bot's print of the market
    ("would you pay 98.12 for 10m?", False, False)])
def test_a_persons_terse_line_with_a_size_and_a_price_is_a_possible_decision(text, author_bot, possible):
    result = run(text, author_name="desk" if author_bot else "jules", author_bot=author_bot)
    assert bool(result.events and all(e.tier == "possible" for e in result.events)) is possible


# ------------------------------------------------------ CJK desks' trade words (session 11)

@pytest.mark.parametrize("text, side, size", [("rb2505 开多 20手 3520", "buy", "20"),
                                              ("卖出 i2505 10手 @ 812.5", "sell", "10"),
                                              ("平多 cu2503 5手", "sell", "5"), ("삼성전자 매수 5 계약", "buy", "5")])
def test_cjk_side_words_and_lot_units_are_trade_facts(text, side, size):
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts(text)
    assert (facts.get("side"), facts.get("size")) == (side, size)


@pytest.mark.parametrize("text, event_type", [("成交回报 | rb2505 | 买入 | 20手 | 3521 | 全部成交", "trade_fill"),
                                              ("삼성전자 5계약 체결 71,200", "trade_fill"),
                                              ("止损上移到3495", "stop_or_target_change"),
                                              ("成交量放大，螺纹钢涨2%", None)])
def test_cjk_fill_and_stop_words_type_the_event(text, event_type):
    result = run(text, author_name="ctp-gw", author_bot=True)
    assert [e.event_type for e in result.events] == ([event_type] if event_type else [])


@pytest.mark.parametrize("text", ["fyi LDN desk received 30y 150mm overnight @ 3.934 — our book not yours",
                                  "heads up, sold 400 SPY into the close, ours, not yours"])
def test_a_trade_said_to_be_ours_not_yours_is_another_desks(text):
    assert run(text, author_name="Tom Ashby (LDN)").events == ()


# ------------------------------------------------------ mumbai_nifty_options (session 12)

_OMS_FILL = {"title": "Order COMPLETE", "description": "NIFTY 26 May 22450 CE · LIMIT · DAY",
             "fields": [{"name": "Symbol", "value": "NIFTY26MAY22450CE"}, {"name": "Side", "value": "BUY"},
                        {"name": "Qty", "value": "150/150"}, {"name": "Avg", "value": "110.85"},
                        {"name": "Exchange", "value": "NFO"}, {"name": "Product", "value": "NRML"},
                        {"name": "Account", "value": "MUM-NFO-01 (prop)"}],
             "footer": "oid 260522109281967 · NSE F&O · Setu OMS"}


def test_an_oms_embed_is_keyed_by_its_order_id_not_its_account_and_names_no_venue():
    (event,) = run("", embeds=(_OMS_FILL,), author_name="Setu OMS", author_bot=True).events
    assert event.event_type == "trade_fill" and event.facts["ids"] == ["260522109281967"]
    assert event.trade_key == "id:260522109281967"          # every order of the account had been one trade
    assert not {"NFO", "NRML", "NSE", "MUM"} & set(event.facts.get("instruments", ()))


@pytest.mark.parametrize("symbol, root", [("RELIANCE26MAYFUT", "RELIANCE"), ("BANKNIFTY26MAY47500PE", "BANKNIFTY"),
                                          ("NIFTY2652622500CE", "NIFTY"), ("LT26MAYFUT", "LT")])
def test_an_exchange_contract_code_is_an_instrument_of_its_root(symbol, root):
    assert extract_tickers(f"{symbol} qty=-1000 avg=1423.70") == [symbol]
    assert builtin_aliases().root(symbol) == root


def test_a_risk_bots_fenced_start_of_day_book_and_a_numbered_book_line_are_holdings():
    from memory.classify.desk import DEFAULT_DESK
    sod = ("```\nRISK SOD_BOOK book=MUM-NFO-01 date=2026-05-22\n"
           "RELIANCE26MAYFUT    qty=-1000  lots=-2  avg=1423.70\nLT26MAYFUT    qty=+175   lots=+1  avg=3514.40\n```")
    assert holdings_in(sod, DEFAULT_DESK, pinned=False) == {"RELIANCE", "LT"}
    notes = "morning call notes\n1. overnight: US mixed\n2. book: RELIANCE short 2 lots, LT long 1 lot"
    assert holdings_in(notes, DEFAULT_DESK, pinned=False) == {"RELIANCE", "LT"}


def test_two_names_joined_by_an_ampersand_name_a_two_letter_ticker_by_their_initials():
    from memory.classify.instruments import named_by_company
    assert named_by_company("📰 Larsen & Toubro gets a show-cause notice", frozenset({"LT"})) == {"LT"}
    assert named_by_company("Procter and Gamble beats", frozenset({"PG"})) == {"PG"}
    assert named_by_company("Black & Decker beats", frozenset({"LT"})) == set()


@pytest.mark.parametrize("text, expected", [
    ("adding 3 more lots of 22450CE @ 172.35", "trade_proposal"),
    ("22450CE mein 3 aur lots add kar raha @ 172.35, same sl.", "trade_proposal"),
    ("Routing: the roll decision on the BANKNIFTY 47500PE short goes to Kunal (execution).", "route_decision"),
    ("For the record, our NIFTY view moves from neutral to mildly bullish while 22,200 holds.", "thesis_update"),
    ("Today's limits: per-strike max 4 lots, daily MTM stop -3L, no naked short calls after 14:30.", "risk_limit"),
    # singapore_fx_swaps (tuned from the end of session 12)
    ("no action on the BOK headline, verbal only, we're already sized", "no_route_decision"),
    ("view change on 3m $sgd: was paying points for the gap, now neutral, taking the view off the sheet",
     "thesis_update"),
])
def test_session_12_phrasings_type_their_event(text, expected):
    assert expected in types(run(text, author_name="rohit"))


@pytest.mark.parametrize("text", ["Routing summary: 12 scanned, 0 routed", "👍 bhejo, max 3 lots",
                                  "the max drawdown was 5% yesterday"])
def test_and_their_near_misses_do_not(text):
    assert not {"route_decision", "risk_limit"} & set(types(run(text, author_name="rohit")))


def test_an_embed_only_posts_shape_is_its_embeds_structure():
    from memory.classify.message import post_shape
    other = {**_OMS_FILL, "fields": [{**f, "value": "SELL"} if f["name"] == "Side" else f
                                      for f in _OMS_FILL["fields"]]}
    circular = {"title": "NSE Circular NSE/FAOP/67318", "description": "NIFTY lot size revised from 75 to 65",
                "fields": [{"name": "Segment", "value": "F&O"}]}
    shape = lambda embed: post_shape(MessageView("", embeds=(embed,), author_bot=True))  # noqa: E731
    assert shape(_OMS_FILL) == shape(other)           # one bot's fills: one template, whatever the values
    assert shape(circular) != shape(_OMS_FILL) and shape(circular)   # a circular is not one of them (it was: "")


@pytest.mark.parametrize("parent, reply, verdict", [
    (("stop_or_target_change",), "approved", "approved"), (("risk_limit",), "yes, do it", "approved"),
    (("stop_or_target_change",), "승인합니다", "approved"), (("risk_limit",), "no, keep it", "rejected"),
    (("risk_limit",), "ok", None), (("risk_limit",), "👍", None), (("held_position_news",), "👍", None),
])
def test_a_reply_signing_off_a_stop_or_limit_change_approves_it(parent, reply, verdict):
    # Held-out desks' missed approvals were mostly short replies to a stop or limit change
    # (session 12); an "ok" to a limit alert only acknowledges it.
    ref = PriorEvent(message_id=11, author_name="yuki", at_ms=T0, event_types=parent, category="hard")
    result = run(reply, ClassifyContext(referenced=ref), author_name="kenji", reference_id=11)
    approvals = [e for e in result.events if e.event_type == "trade_approval"]
    assert [e.stage for e in approvals] == ([verdict] if verdict else [])


def test_a_pinned_post_setting_the_days_limits_is_kept_though_it_also_lists_the_watchlist():
    text = ("morning all. limits for today, pls read:\n- KRW NOP cap 160m (gross, all tenors)\n"
            "- INR 3M bucket PV01 max 45k\n- watchlist: THB, IDR, TWD, no positions, just keep an eye")
    (event,) = run(text, author_name="lead", pinned=True).events
    assert (event.event_type, event.tier) == ("risk_limit", "certain")
    book = "📌 Book & watchlist\nlong 20 ZCN6 avg 448\nwatchlist: ZS, ZM"
    assert run(book, author_name="lead", pinned=True).events == ()      # standing state stays that


def test_a_book_line_inside_a_longer_post_lists_holdings_not_trades():
    notes = ("morning notes\n1. overnight: US mixed, futures flat\n2. book: RELIANCE short 2 lots, LT long 1 lot, "
             "22100PE hedge 4 lots\n3. limits are pinned above")
    result = run(notes, author_name="priya", author_bot=False)
    assert types(result) == [], result.trace
    # a proposal in the same post is still one
    assert "trade_proposal" in types(run(notes + "\n4. sell 2 lots NIFTY 22500CE @ 84, sl 120", author_name="priya",
                                         author_bot=False))


@pytest.mark.parametrize("text", [
    "kestrel done at -41.5 on 500m 3m usd/sgd, we were best by 0.3",   # a signed price: swap points
    "TWAP MIBXM6 terminado · vendidos 6/6 · px medio 17.674",            # Spanish
    "vendu 5k ACA @ 14,20",                                                # French
])
def test_fills_with_a_signed_price_or_in_a_romance_language(text):
    assert types(run(text, author_name="trader", author_bot=False)) == ["trade_fill"]


def test_a_romance_fill_word_negated_is_no_fill():
    assert types(run("no he vendido nada hoy, 500 SAN @ 3,20 sigue en el libro", author_name="trader",
                     author_bot=False)) != ["trade_fill"]


@pytest.mark.parametrize("text, limit", [
    ("LCH margin call EUR 45m due 10:00, funding from the buffer", True),
    ("Eurex GC pool: margin call settled, no disputes.", False),       # the back office closing it
    ("il margin call Eurex è regolato, nessun problema", False),
])
def test_a_margin_call_is_a_risk_event_until_it_is_settled(text, limit):
    assert ("risk_limit" in types(run(text, author_name="ops", author_bot=False))) is limit


def test_a_held_label_heads_news_only_when_something_reads_as_news():
    context = ClassifyContext(held=frozenset({"PLLA", "TEVA"}))
    news = run("[HELD] PLLA halted LUDP 09:43:00 ET · last 4.05 · +43.2% on day", context,
               author_name="scanner", author_bot=True)
    order = run("[HELD] ORD-4411 BUY 200 TEVA LMT 41.20 · awaiting compliance release", context,
                author_name="oms", author_bot=True)
    assert "held_position_news" in types(news)
    assert "held_position_news" not in types(order)


@pytest.mark.parametrize("text, limit", [
    ("we're at 97% of the gross cap, no new longs until something closes", True),
    ("Daily loss -$48k vs limit -$50k. Flattening.", True),
    ("In the sim book we're at 97% of the gross cap", False),                       # paper
    ("Last March we were at 97% of the gross cap for a week", False),                # history
    ("Sharpe 0.84, CAGR 3.1%, max DD -3.4% (Aug-2024), hit rate 57%.", False),       # a record's statistics
    ("backtest 2015-2026: 61% hit, avg +2.1bp / 5d, max dd -6.8bp, sharpe 0.7.", False),
])
def test_a_limit_found_in_words_is_the_desks_only_when_said_of_now(text, limit):
    assert ("risk_limit" in types(run(text, ClassifyContext(), author_name="pm"))) is limit


# --------------------------------------------------------------------------- session 16

@pytest.mark.parametrize("text, event_type, stage", [
    ("FIL|RVX.1209.SF.0017|DONE 1000/1000 (risk-resized from 2000)|S SFRM7 1000 @96.365|AVG 96.365",
     "trade_fill", "filled"),
    ("ORD|RVX.1209.SF.0017|NEW|S SFRM7 2000 @96.365 LMT|DAY", "trade_confirmation", "confirmed"),
    ("REJ|RVX.1209.TY.0003|price away|B TYH7 500 @111-04+", "trade_confirmation", "rejected"),
    ("REJ|RVX.1209.TY.0004|dv01 over limit|B TYH7 500 @111-04+", "risk_limit", "advised"),   # the risk engine's
])
def test_a_keyless_pipe_line_of_an_order_system_is_a_certain_record(text, event_type, stage):
    result = run(text, author_name="rv-exec", author_bot=True)
    assert [(e.event_type, e.tier, e.stage) for e in result.events] == [(event_type, "certain", stage)]


def test_a_table_row_with_qty_at_px_and_no_side_or_id_is_no_order_record():
    result = run("| BTC | 2.5 @ 63,100 | long |", author_name="pm-core", author_bot=True)
    assert not [e for e in result.events if e.tier == "certain"]


@pytest.mark.parametrize("text, ids", [
    ("FIL|RVX.1209.SF.0017|DONE", ["RVX.1209.SF.0017"]),
    ("If the special collapses to GC-50bp after settlement, carry turns positive.", []),   # a spread, no id
    ("CP at SOFR-12.5bps for 3m", []),
    ("P-0318-04 approved", ["P-0318-04"]),
    ("v2.14.1 deployed", []),
])
def test_order_ids_of_dotted_parts_and_not_spreads_over_a_benchmark(text, ids):
    from memory.classify.facts import _TRADE_ID_RE
    assert [m.group() for m in _TRADE_ID_RE.finditer(text)] == ids


@pytest.mark.parametrize("label, kind", [
    ("athena weekly (no view changes)", (None, False)),     # a change said to be absent
    ("view change", ("thesis_update", True)),
    ("No route", ("no_route_decision", True)),
    ("TP ICAP", (None, False)),          # a broker's name, no take-profit
    ("TP1", ("stop_or_target_change", False)),
    ("shift handoff · exec-01 · 00:00 UTC", (None, False)),                   # a shift's report, no routing
    ("Handoff", ("route_decision", True)),
])
def test_label_keywords_negated_or_inside_a_name_or_a_report_title_type_nothing(label, kind):
    from memory.classify.tags import _label_kind
    assert _label_kind(label) == kind


def test_a_known_trade_id_in_a_dry_run_or_waiting_for_a_stage_is_no_stage():
    context = ClassifyContext(known_ids={"P-0318-04": "id:P-0318-04"})
    dry = run("dry-run for P-0318-04: would send BUY 220 SOL to KRAKEN, est slippage 2.6bp. waiting for approval.",
              context, author_name="exec-01", author_bot=True)
    waiting = run("P-0318-04 sized and checked, pending approval", context, author_name="exec-01", author_bot=True)
    done = run("P-0318-04 approved, sending", context, author_name="pm-core", author_bot=True)
    assert "trade_approval" not in types(dry) and "trade_approval" not in types(waiting)
    assert types(done) == ["trade_approval"]


@pytest.mark.parametrize("text, expected", [
    ("CME RAISES 10-YEAR T-NOTE FUTURES (TY) MAINTENANCE MARGIN TO $2,600", ["TY"]),
    ("NVIDIA (NVDA) SHARES FALL 5% AFTER EXPORT CURBS", ["NVDA"]),          # not FALL: a move, no price
    ("SOLD 50 TY AT 111-04, STOP 110", ["SOLD", "TY"]),
])
def test_a_shouted_headline_gives_its_bracketed_symbol_and_no_verb_before_a_percent(text, expected):
    from memory.classify.facts import extract_tickers
    assert extract_tickers(text) == expected


def test_a_headline_on_a_held_name_in_the_past_tense_is_still_news():
    context = ClassifyContext(held=frozenset({"MSTR"}))
    text = ("🗞️ `n-0318-05` Strategy (formerly MicroStrategy) 8-K: bought 1,500 BTC last week for ~$639m, funded "
            "via the ATM; total holdings now 543,000 BTC. Why it matters: we hold the stock.")
    assert "held_position_news" in types(run(text, context, author_name="wire-agent", author_bot=True))
    told = run("back in march i held MSTR thru earnings, never again", context, author_name="theo", author_bot=False)
    assert "held_position_news" not in types(told)


def test_leave_it_in_reply_to_a_risk_alert_is_the_decision_not_to_act():
    alert = PriorEvent(message_id=21, author_name="riskd", at_ms=T0, event_types=("risk_limit",), certain=True,
                       category="hard")
    chat = PriorEvent(message_id=22, author_name="dnguyen", at_ms=T0, category="chatter")
    text = "known, it's the buyback pop, comes back under by itself. don't touch"
    decided = run(text, ClassifyContext(referenced=alert), author_name="mkessler", author_bot=False, reference_id=21)
    assert [(e.event_type, e.tier) for e in decided.events] == [("no_route_decision", "possible")]
    assert not run(text, ClassifyContext(referenced=chat), author_name="mkessler", author_bot=False,
                   reference_id=22).events
    assert "no_route_decision" not in types(run("leave it?", ClassifyContext(referenced=alert),
                                                 author_name="mkessler", author_bot=False, reference_id=21))


def test_a_recurring_status_line_of_a_data_bot_is_counted_even_with_a_news_word_in_it():
    snapshot = ("📊 BANKNIFTY 26MAY · OI snapshot 15:01 IST · spot 48,303.96 · PCR 0.90 · max pain 48,200\n"
                "top OI strikes: 48,500 CE 2.1m · 48,000 PE 1.9m")
    context = ClassifyContext(template_count=12, held=frozenset({"BANKNIFTY"}))
    assert run(snapshot, context, author_name="chainwatch", author_bot=True).category == "noise"
    headline = "Newswire: ACME Corp strikes supply deal with Globex, shares +4%"
    news_context = ClassifyContext(template_count=12, held=frozenset({"ACME"}))
    assert run(headline, news_context, author_name="newswire", author_bot=True).category != "noise"


def test_a_question_about_a_held_name_and_its_earnings_is_no_news():
    context = ClassifyContext(held=frozenset({"COIN"}))
    assert "held_position_news" not in types(run("are we still long coin into earnings or did we trim? 👀", context,
                                                  author_name="theo", author_bot=False))
    assert "held_position_news" in types(run("COIN earnings beat and guidance raised, we're long 5k", context,
                                              author_name="theo", author_bot=False))


@pytest.mark.parametrize("text, side", [
    ("transfer queued: 40 BTC okx → bybit (collateral top-up)", None),    # bitcoin, after its amount
    ("BTC inv= +7.19 limit= 25 util= 27%", None),
    ("BTC 4 AMD 225p @ 1.20", "buy"),                                      # buy to close
    ("btc AMD 12/4 225p x4 @ 2.32", "buy"),
    ("sell 1.5 BTC-PERP @ 60,100", "sell"),
])
def test_btc_is_a_side_only_as_buy_to_close(text, side):
    from memory.classify.tradefacts import side_of
    assert side_of(text) == side


@pytest.mark.parametrize("text, kept", [
    ("pending: 2 withdrawals, 0 deposits · recon breaks: 0 · next statement in 12h", False),   # counts
    ("📰 **Hong Kong SFC approves two more VATP licences** retail access from next quarter", False),   # a headline
    ("⚠️ rate-limit warning venue=binance weight=1115/1200 window=60s — throttling cancels to 39/s", False),
    ("deribit margin call drill tomorrow 10:00Z, ops will run it", False),
    ("ETH view change: going from neutral to short bias into the unlock wave", True),          # symbol, then label
    ("LCH margin call EUR 45m due 10:00, funding from the buffer", True),
])
def test_labels_counts_headlines_and_api_limits_are_read_for_what_they_are(text, kept):
    result = run(text, author_name="settlr" if "pending" in text else "desk", author_bot="pending" in text)
    assert bool([e for e in result.events if e.tier == "certain" or e.confidence == "tagged"]
                or "risk_limit" in types(result) or "thesis_update" in types(result)) is kept


def test_a_trade_settlement_is_no_legal_news_on_a_held_name():
    context = ClassifyContext(held=frozenset({"BTC"}))
    result = run("settlement created: deliver 90 BTC to Meridian / receive 6,153,390 USDC · ref STL-55243", context,
                 author_name="settlr", author_bot=True)
    assert "held_position_news" not in types(result)
    news = run("Exchange settles with SEC over BTC lending program, pays $50m", context, author_name="wirebot",
               author_bot=True)
    assert "held_position_news" in types(news)


def test_a_bots_position_lines_tell_what_the_desk_holds():
    from memory.classify.desk import DeskRules
    from memory.classify.holdings import position_records_in
    sweep = "risk sweep 13:00Z · all limits ok\n```\nBTC inv= +7.19 limit= 25\nETH-PERP pos=-120\nSOL inv= 0\n```"
    assert position_records_in(sweep, DeskRules()) == {"BTC", "ETH"}
    assert position_records_in("BTC bid=67,100 ask=67,120", DeskRules()) == set()


# --------------------------------------------------------------------------- session 17

@pytest.mark.parametrize("text, side", [
    ("pnl-bot    up   28   0   0   2098s ago", None),     # a service's name, then its state
    ("bot 5 es @ 5400", "buy"),
    ("x-long 5 contracts", None),
    ("sold 3 nq @ 19,302.75", "sell"),
])
def test_a_side_word_hyphened_to_a_name_is_part_of_the_name(text, side):
    from memory.classify.tradefacts import side_of
    assert side_of(text) == side


def test_a_paper_accounts_json_fill_with_an_order_id_is_no_fill():
    paper = ('{"src":"copier","evt":"fill","env":"paper","acct":"SIM-101","sym":"MNQM5","side":"SELL",'
             '"qty":3,"px":19302.5,"oid":"SIM-8441"}')
    assert "trade_fill" not in types(run(paper, author_name="CopierBot", author_bot=True))
    live = paper.replace('"env":"paper","acct":"SIM-101"', '"acct":"PG-03"').replace("SIM-8441", "CPY-7373051")
    assert "trade_fill" in types(run(live, author_name="CopierBot", author_bot=True))


def test_a_table_row_of_numbers_under_a_stage_word_is_a_metric_not_a_route():
    digest = ("cron triage-digest 03:00Z: 25 items seen, 0 routed, 25 dismissed, 3 dupes.\n```\n"
              "stage        in   out  ms\nfetch        34   58    58\nroute         1    0    27\n```")
    assert "route_decision" not in types(run(digest, author_name="deskmon", author_bot=True))


@pytest.mark.parametrize("text, kept", [
    ("yday i was long 4 nq 19223 and got stopped at 19198 lol never again", False),     # yesterday, first person
    ("my review of yday since i promised: 1) short nq 19303 at the open, filled 19302.75", False),
    ("old screenshot from 2022 - short 3 es 4710 filled 4709.75, look at that candle", False),   # a past year
    ("bt: 5m ORB on es, 1,184 trades, 58.1% win. long above OR high stop OR low, tgt 2R", False),  # a backtest
    ("ghost's group got filled 50 es at the open 😂 size kings", False),                 # another group's trade
    ("remember 2021 we shorted 9988 @ 210 lol, cover 得早", False),
    ("UB flow saying bull CBBC inflows picked up this morning, 709m HKD net", False),    # hearsay
    ("filled 50 es at the open, stop 5405", True),
    ("long 4 nq 19223, stop 19198", True),
])
def test_yesterday_a_past_year_a_backtest_and_another_group_are_not_the_desks_trade(text, kept):
    actions = {"trade_fill", "trade_proposal", "trade_confirmation", "stop_or_target_change"}
    found = [e for e in run(text, author_name="kayla.t", created_at_ms=T0).events if e.event_type in actions]
    assert bool(found) is kept


def test_a_recurring_status_line_naming_many_accounts_or_instruments_is_status():
    heartbeat = ("deskmon ♥ ok 23:14:09 ET | uptime 101h25m | host desk-gw-01\n```\n"
                 "pnl-bot    up   28   0   0   2098s ago\n```\n"
                 "links: PG-01 ok PG-02 ok PG-03 ok PG-04 ok PG-05 ok | FA-11 ok FA-12 ok FA-14 ok")
    assert not recurring_certain(heartbeat, "deskmon")
    snapshot = ("📊 PnL snapshot 12:05 HKT | desk HK-EQD/1\n```\n0005.HK +200,000 avg 65.95 last 67.36 -58k\n"
                "1810.HK +100,000 avg 16.92 last 17.01 +9k\n0700.HK -20,000 avg 380.2 last 378.0 +44k\n```")
    assert not recurring_certain(snapshot, "pnl-bot")
    assert recurring_certain("FILL CPY-7373051 NQM5 SELL 1 @ 19304.0 acct PG-03", "CopierBot")


def recurring_certain(text: str, bot: str) -> list:
    """The certain events of a bot's line seen often enough to be a template."""
    result = run(text, ClassifyContext(template_count=9), author_name=bot, author_bot=True)
    return [e for e in result.events if e.tier == "certain"]


def test_a_stance_with_its_instrument_right_after_it_is_the_desks_thesis():
    text = "bias change: flipping to bearish NQ under 19302 (was bullish all week), shorts only below it"
    assert "thesis_update" in types(run(text, author_name="vince_ht"))
    assert "thesis_update" not in types(run("breadth turned negative into the close, tape is heavy",
                                            author_name="vince_ht"))


@pytest.mark.parametrize("text, kept", [
    ("kayla.t your dll is cut to 1k from tomorrow, two red days in a row.", True),     # daily loss limit
    ("deploy failed: could not load riskcore.dll, rolled back", False),
])
def test_a_prop_desks_loss_limit_abbreviation_is_a_limit(text, kept):
    assert ("risk_limit" in types(run(text, author_name="vince_ht"))) is kept


def test_a_squawks_starred_capital_flash_is_a_headline_on_a_watched_name():
    flash = "*TESLA CUT TO NEUTRAL AT MIZUHO; PT LOWERED\n`CNBC · 11:16:52 ET · sq-706656 · prio 2`"
    context = ClassifyContext(watchlist=frozenset({"TSLA", "NVDA"}))
    assert "watchlist_news" in types(run(flash, context, author_name="SquawkBox", author_bot=True))
    other = ClassifyContext(watchlist=frozenset({"NVDA"}))
    assert "watchlist_news" not in claimed(run(flash, other, author_name="SquawkBox", author_bot=True))


@pytest.mark.parametrize("text, author, news", [
    ("**Status 14:42 HKT — HSBC book** (Kestrel)\nPositions: +200,000 @ 65.95, stops unchanged", "Kestrel", False),
    ("HSBC launches US$3bn buyback, shares +2% (Reuters)", "Kestrel", True),   # a wire's name, not the poster's
])
def test_a_poster_signing_its_own_report_is_no_wire_source(text, author, news):
    context = ClassifyContext(held=frozenset({builtin_aliases().root("HSBC")}))
    assert ("held_position_news" in types(run(text, context, author_name=author, author_bot=True))) is news


@pytest.mark.parametrize("text, risk", [
    ("realised +216k, unrealised -234k, gross used 59%, slippage +1.8bp hit ratio 56% on 4 trades,"
     " max dd intraday -787k at 09:42", False),
    ("⚠️ CBBC KO: 67570 HSI bull (MB) call 17,344 — MCE at 15:15:50, trading suspended\n"
     "not in book — fyi only. spot at trigger 17,639", False),
    ("daily loss limit hit on PG-05, trading halted for the account", True),
])
def test_a_hit_ratio_and_a_products_knock_out_said_not_ours_are_no_limit_events(text, risk):
    assert ("risk_limit" in types(run(text, author_name="pnl-bot", author_bot=True))) is risk


def test_template_shapes_mask_codes_in_capitals_but_a_shouted_headline_keeps_its_words():
    assert template_key("⚠️ CBBC KO: 68437 HSI bull (CT) call 17,294 — MCE at 10:09:15") == \
        template_key("⚠️ CBBC KO: 60160 TENCENT bull (GS) call 199.8 — MCE at 13:55:02")
    assert template_key("*TESLA CUT TO NEUTRAL AT MIZUHO") != template_key("*APPLE RAISES GUIDANCE FOR Q4")


def test_asian_listing_numbers_are_tickers_and_a_name_given_one_declares_it():
    from memory.classify.instruments import declared_names
    assert extract_tickers("b 200k 0700.HK @ 380.2") == ["0700.HK"]
    assert builtin_aliases().root("0700.HK") == builtin_aliases().root("700") == "0700"
    assert extract_tickers("7203.T sold") == ["7203.T"] and extract_tickers("v2.3.1 up 1.5%") == []
    assert ("TENCENT", "700") in declared_names("Tencent (700) results beat")
    assert watchlist_in("watchlist today 👀 Ping An (2318), Tencent (700), Haier (6690)", load_desk_rules(None)) \
        == {"2318", "0700", "6690"}
    assert watchlist_in("watch 👀 this one", load_desk_rules(None)) == set()


def test_a_thousands_number_before_a_listing_comma_and_a_count_before_at_are_read_whole():
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts("HHI short 40 @ 6,129, sl 6,165 tp 6,057")
    assert (facts["side"], facts["size"], facts["price"], facts["stop"]) == ("sell", "40", "6,129", "6,165")
    assert "trade_proposal" in types(run("HHI short 40 @ 6,129, sl 6,165 tp 6,057 — 做唔做?", author_name="kelvin_w"))


def test_a_stop_placed_at_a_level_is_a_stop_change():
    text = ("Action: Protective stop for HSIH5 placed at 17,746 (stop-market, GTC incl. T+1);"
            " take-profit 17,881 resting.")
    assert "stop_or_target_change" in types(run(text, author_name="Kestrel", author_bot=True))


def test_trade_words_only_in_a_quoted_line_are_someone_elses_call():
    quoted = "> @NQ_Wizard: longing NQ 19289 here, target 19490 🚀🚀 stops are for cowards lmao this guy"
    assert run(quoted, author_name="kayla.t").category == "chatter"
    own = quoted + "\nwe are long 2 nq 19290 too, stop 19250"
    assert run(own, author_name="kayla.t").category in ("hard", "maybe")


def test_a_limit_tables_changed_rows_are_the_limit_change():
    sheet = ("**ALCO — limit update** (eff. immediate)\n\n| limit | old | new |\n|---|---|---|\n"
             "| LCR buffer floor | 135% | 140% |\n| Intraday liquidity min (T2) | €1.4bn | €1.6bn |\n"
             "| NSFR floor | 115% | 115% |\n\nref ALCO-2024-27")
    (limit,) = [e for e in run(sheet, author_name="alco-risk", author_bot=True).events
                if e.event_type == "risk_limit"]
    assert "140%" in limit.excerpt and "€1.6bn" in limit.excerpt and "NSFR" not in limit.excerpt
    unchanged = sheet.replace("135%", "140%").replace("€1.4bn", "€1.6bn")
    assert "risk_limit" not in types(run(unchanged, author_name="alco-risk", author_bot=True))


def test_a_bound_changed_in_words_from_one_value_to_another_is_a_limit_change():
    text = ("Desk limit change, effective 09:35 ET today: maximum gross exposure per single name priced under $5"
            " is reduced from $150,000 to $125,000.")
    assert types(run(text, author_name="Priya Raman"))[:1] == ["risk_limit"]
    assert "risk_limit" not in types(run("stop lowered from 95 to 92 on NVDA", author_name="Priya Raman"))


@pytest.mark.parametrize("text, size, price", [
    ("S 5 ESZ5 @ 5,412.25", "5", "5,412.25"),            # a contract code is no currency amount
    ("bot 10 CLZ5 @ 71.2", "10", "71.2"),
    ("sold 2 nq at 19302.75", "2", "19302.75"),         # a count after the side word, before a name
    ("long 3 es 5412.25 stop 5405", "3", "5412.25"),    # ... and the number after the name is the price
    ("sell USD 50m @ 88.91", "USD 50m", "88.91"),
    ("sell 5 days later", None, None),
    ("buy 2 lots NIFTY 22500CE @ ₹1,58,151", "2", "1,58,151"),     # a currency sign, lakh grouping
    ("sold 500 7203.T @ ¥3,400", "500", "3,400"),
    ("SELL 300,000 0941.HK @ 67.90", "300,000", "67.90"),         # a count before a listing number
    ("sold 20k @ HK$67.90", "20k", "67.90"),
])
def test_shorthand_orders_give_their_size_and_price(text, size, price):
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts(text)
    assert (facts.get("size"), facts.get("price")) == (size, price)


def test_a_terse_side_count_name_price_line_is_a_possible_order_whatever_the_name():
    assert "trade_proposal" in types(run("short 40 hhi 6129", author_name="kelvin_w"))
    assert run("i was long 3 es 5412 yesterday", author_name="kelvin_w").category == "chatter"


def test_a_recurring_rfq_line_with_an_id_and_a_size_but_no_side_or_price_is_status():
    rfq = ("evt=rfq rfq=RFQ-90431 venue=360T cpty=CLT-8202 sym=USDJPY type=SWAP tenor=2M qty=20000000"
           " bid=-71.9 ask=-68.7 status=PASSED ttl_ms=810")
    assert not recurring_certain(rfq, "helios")
    assert recurring_certain("evt=fill ord=ORD-90431 sym=USDJPY side=SELL qty=20000000 px=151.22", "helios")


def test_a_reply_led_by_a_spanish_question_asks_and_approves_nothing():
    result = run("¿ahora sí los FIBXM6? ya estamos en 17.672", ClassifyContext(referenced=PROPOSAL),
                 reference_id=11, author_name="Lucía Méndez")
    assert "trade_approval" not in types(result)
    result = run("sí, adelante", ClassifyContext(referenced=PROPOSAL), reference_id=11, author_name="Lucía Méndez")
    assert "trade_approval" in types(result)


def test_a_persons_done_with_a_side_and_an_average_price_is_a_fill_not_status():
    assert "trade_fill" in types(run("CA 30 short done avg 9,810.3. stop 9,875 in, GTC", author_name="Tom Hargreaves"))
    assert run("deploy done in 810ms", author_name="ci-bot", author_bot=True).category == "noise"


@pytest.mark.parametrize("text", ["stop moved to 2,950 on ETH", "tgt 3,122 now on the eth long", "got out at 9,810"])
def test_a_price_with_one_digit_before_its_thousands_comma_is_a_price(text):
    from memory.classify.analysis import _analyse
    assert any(sentence.has_price for sentence in _analyse(text))


def test_a_stage_word_asked_for_is_no_stage_of_a_known_trade():
    context = ClassifyContext(known_ids={"CU-25-714": "id:CU-25-714"})
    asked = run("📧 Subject: Draft B/L wording — CU-25-714\nPlease confirm or send comments by tomorrow noon.",
                context, author_name="mailbridge", author_bot=True)
    assert not [e for e in asked.events if e.tier == "certain"]
    told = run("CU-25-714 confirmed by Jinlong, B/L wording agreed", context, author_name="mailbridge",
               author_bot=True)
    assert [e for e in told.events if e.tier == "certain" and e.event_type == "trade_confirmation"]


@pytest.mark.parametrize("text, kept", [
    ("last Sept we bought 3kt Busan cathode at cash +$88 and got squeezed on the load-out", False),
    ("2021 we sold CV conc to Jinlong at TC $59 and the assay dispute took 7 months", False),
    ("indic only from Huaxin: 5kt zinc conc TC $92, NOT firm, they want feedback by Fri", False),
    ("sell 5kt zinc conc to Huaxin at TC $92, firm till Fri", True),
])
def test_a_past_month_a_leading_year_and_an_indication_are_no_trade(text, kept):
    actions = {"trade_fill", "trade_proposal", "trade_confirmation"}
    found = [e for e in run(text, author_name="Li Wei").events if e.event_type in actions]
    assert bool(found) is kept


def test_an_arrow_to_an_agents_handle_with_a_trade_id_routes_it():
    assert "route_decision" in types(run("→ docs-agent: PMC-CU-25-714, LC draft vs contract terms pls",
                                         author_name="Priya Nair"))


def test_a_book_held_in_names_no_symbol_stands_for_gives_news_on_those_names():
    from memory.classify.instruments import named_by_company
    desk = load_desk_rules(None)
    book = ("Physical: long Cerro Verdino Cu conc (Andina Cobre offtake), long Tara Norte Zn conc (Boreal Zinc offtake)"
            "\nWatchlist unchanged: Kivu Metals (Kolwezi Ridge), Huaxin Nonferrous.")
    held = holdings_in(book, desk, pinned=True)
    assert {"CERRO VERDINO", "ANDINA COBRE", "TARA NORTE", "BOREAL ZINC"} <= held
    assert watchlist_in(book, desk) == {"KIVU", "HUAXIN"}
    headline = "📰 Andina Cobre declares force majeure on Cerro Verdino concentrate shipments"
    assert named_by_company(headline, frozenset(held)) == {"ANDINA COBRE", "CERRO VERDINO"}
    assert "GOLDMAN SACHS" not in holdings_in("long NVDA 3k (Goldman Sachs swap)", desk, pinned=True)


def test_a_possessive_in_brackets_at_a_subjects_end_is_no_wire_source():
    context = ClassifyContext(held=frozenset({"TARA NORTE"}))
    subject = "📧 Subject: Certificate of Analysis — Tara Norte lot 6 (Seller's)\nPlease find attached."
    assert "held_position_news" not in types(run(subject, context, author_name="mailbridge", author_bot=True))
    wire = "Tara Norte mine output cut 20% on flooding (Reuters)"
    assert "held_position_news" in types(run(wire, context, author_name="mailbridge", author_bot=True))


def test_a_rate_received_on_a_notional_is_a_fill():
    assert "trade_fill" in types(run("we received 4.01 in 50mm 10y, done", author_name="Marco Reyes"))
    assert "trade_fill" not in types(run("dealers received 4.01 in 50mm 10y yesterday", author_name="Marco Reyes"))


@pytest.mark.parametrize("text, author, bot, event_type", [
    ("hab die ODAX Calls gecancelt, Markt ist weggelaufen.", "Katrin Vogt", False, "trade_confirmation"),
    ("cxl'd the rest of the NVDA bid at 140", "dante", False, "trade_confirmation"),
    ("cancelled the 3pm meeting, moving it to tomorrow", "dante", False, None),
    ("Cancelled warrants in Rotterdam rising (15%), Port Klang zinc queue 45 days", "Tom", False, None),
    ("@Piotr übernimm bitte den FESX Roll Dez, 600 lots bis 17:00.", "Katrin Vogt", False, "route_decision"),
    ("kill_switch=ON product=ODAX scope=all_series src=riskbot reason=vega_limit", "quoter-eng", True, "risk_limit"),
])
def test_an_order_pulled_a_task_handed_over_and_a_kill_switch_in_any_words(text, author, bot, event_type):
    found = types(run(text, author_name=author, author_bot=bot))
    assert (found[:1] == [event_type]) if event_type else not found


def test_history_told_in_german_is_no_trade():
    text = "letzten Dezember haben wir 400 OESX 4800 P @ 38 gekauft und die haben sich verdreifacht"
    assert not [e for e in run(text, author_name="Piotr N.").events if e.event_type in ("trade_fill", "trade_proposal")]
    assert run("haben 400 OESX 4800 P @ 38 gekauft", author_name="Piotr N.").category == "hard"


@pytest.mark.parametrize("text, event_type", [
    ("stop auf dem FESX overlay raus, ist jetzt voll delta-gehedged über den auto-hedger", "stop_or_target_change"),
    ("Fazit: die OESX-Put-Skew-These ist invalidiert, wir gehen von long skew auf neutral.", "thesis_update"),
])
def test_a_stop_taken_out_and_a_thesis_invalidated_in_german(text, event_type):
    assert event_type in types(run(text, author_name="Piotr N."))


def test_a_risk_tables_rows_of_delta_or_vega_tell_what_the_desk_holds():
    from memory.classify.desk import DeskRules
    from memory.classify.holdings import position_records_in
    table = ("✅ all limits ok · 08:30\n```\nOESX  vega   113k  gamma  -13k  delta   209k\n"
             "SAP   vega   -43k  gamma    7k  delta   617k\nSIE   vega     0k  gamma    0k  delta     0\n```")
    assert position_records_in(table, DeskRules()) == {"OESX", "SAP"}


def test_an_order_sent_again_is_confirmed():
    assert "trade_confirmation" in types(run("re-sent @ 7.95, working now (ord 6EDBAB)", author_name="Tom Whitfield"))
    assert not types(run("resent the email to ops", author_name="Tom Whitfield"))


def test_a_german_reports_own_decision_is_judged_by_its_own_sentence_not_the_analysis():
    report = ("**Nordic-Update 03.12.**\nVerbrauch: die Last liegt bei Kälte über Vorjahr, in der letzten Woche"
              " deutlich gestiegen, und die Reservoirs sind unter dem Mittel.\nKurz zur Position: wie heute früh"
              " abgestimmt habe ich um 7:21 5 MW Nordic Jan-27 zu 51,70 verkauft, wir sind im Jan-27 damit flat.")
    assert run(report, author_name="Mika Hartmann").category in ("hard", "maybe")
    told = "in der letzten Woche habe ich 5 MW Nordic Jan-27 zu 51,70 verkauft"
    assert run(told, author_name="Mika Hartmann").category == "chatter"


# --------------------------------------------------------------------------- session 18
# An order has a grammar of its own in every market (side, count, what, price): rows from
# the blind extraction corpus (tests/desks/corpora/extraction_a.jsonl) and the desks.

@pytest.mark.parametrize("text, side, size, price", [
    ("b 2k msft 412.35", "buy", "2k", "412.35"),                      # no "@", no unit
    ("compra 250 acciones de NVDA a 119,20", "buy", "250", "119,20"),
    ("vends 1500 TotalEnergies à 61,42 €", "sell", "1500", "61,42"),
    ("ソニー 6758 売り 300株 指値 13,420円", "sell", "300", "13,420"),   # the listing number is no count
    ("卖出 600519 茅台 100股 1688.00", "sell", "100", "1688.00"),
    ("hit the bid on 800 DIS 91.40", "sell", "800", "91.40"),           # desk jargon
    ("we got hit on 1,500 UBER 71.05", "buy", "1,500", "71.05"),        # passive: our bid was hit
    ("got lifted 60 eurusd 1.0847", "sell", "60", "1.0847"),
    ("sell 5,000 9988 HK @ 81.35", "sell", "5,000", "81.35"),
    ("buy 200 ES Dec 5900 calls 18.25", "buy", "200", "18.25"),         # the strike is no price
    ("I executed a buy of 12 million AUD/USD at 0.6604.", "buy", "12", "0.6604"),
])
def test_an_order_said_in_any_markets_grammar_gives_its_side_size_and_price(text, side, size, price):
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts(text)
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == (side, size, price)


@pytest.mark.parametrize("text", [
    "**C5** (W Aus–Qingdao): The three majors covered 3 stems; flat, owners resisting discounts.",
    "client lifting 200 CRM 265.40 from us",
    "BTC bid 67,000 ask 67,010",                  # a market's two sides
    "sell 5 days later if nothing happens",
])
def test_someone_elses_order_or_a_two_sided_market_is_no_order_clause(text):
    from memory.classify.tradefacts import order_clause
    assert order_clause(text) is None


@pytest.mark.parametrize("text, side, size, price", [
    ("pay 5y 3.41 in 100m", "sell", "100m", "3.41"),
    ("rec 10y 3.62 50m", "buy", "50m", "3.62"),
    ("on paye 7 ans à 2,47 pour 30M", "sell", "30M", "2,47"),
    ("zahle 5J Swap 2,38 in 50 Mio", "sell", "50", "2,38"),
    ("pay 50k/01 2y at 4.02", "sell", "50k", "4.02"),
])
def test_a_swap_paid_or_received_gives_its_side_notional_and_rate(text, side, size, price):
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts(text)
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == (side, size, price)


@pytest.mark.parametrize("text, price", [
    ("bid 250mm 10y at 4.21%", "4.21"),          # was 4.2: a number is never cut short
    ("buy 50k/01 of 5s at 4.125%", "4.125"),
    ("kaufe 4 ETH zu 3.190,50", "3.190,50"),     # dots group thousands before a decimal comma
    ("Bought $40mm of the 7-year note at 99-28+ per the plan.", "99-28+"),   # 32nds
    ("hit 40 ZCZ6 at 432'4", "432'4"),           # eighths
])
def test_a_price_is_read_whole_in_every_markets_notation(text, price):
    from memory.classify.tradefacts import trade_facts
    assert trade_facts(text).get("price") == price


@pytest.mark.parametrize("text, side, size, price", [
    ("35=D|55=MSFT|54=1|38=1200|44=412.35|40=2", "buy", "1200", "412.35"),     # FIX without its header
    ("FILL|SELL|KO|2500|61.88|acct=EQ01", "sell", "2500", "61.88"),            # positional cells
    ("NEW | BUY | IBM | 400 | LMT 171.05 | DAY", "buy", "400", "171.05"),      # "LMT 171.05" is no notional
    ("IRS|PAY|USD 5Y|150000000|3.4125", "sell", "150000000", "3.4125"),
])
def test_an_order_systems_record_gives_the_event_its_side_size_and_price(text, side, size, price):
    events = [e for e in run(text, author_name="oms-gw", author_bot=True).events if e.event_type.startswith("trade_")]
    assert events
    facts = events[0].facts
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == (side, size, price)


@pytest.mark.parametrize("text", ["b 2k msft 412.35", "vendo 3000 SAN a 4,215", "pay 5y 3.41 in 100m",
                                  "ドル円 買い 10本 151.35", "hit 75 eurjpy 163.25"])
def test_a_persons_terse_order_in_any_grammar_is_kept(text):
    assert run(text, author_name="trader").category in ("hard", "maybe")


def test_the_blind_extraction_corpus_keeps_its_score():
    """Corpus A (written blind, tuned on): a floor under what was reached, so that a change
    that reads fewer orders fails here and not only in the bench (python -m bench.extraction).
    First contact (0425400): all three facts 72/214, kept 145/214."""
    from bench.extraction import CORPUS_DIR, score_corpus
    score = score_corpus(CORPUS_DIR / "extraction_a.jsonl")
    assert score["all"] >= 185 and score["kept"] >= 200
    assert score["other_certain"] == 0 and score["other_typed"] <= 5


@pytest.mark.parametrize("text", [
    "[IB:GS-CASH-EQ] GS PT: POOL BUY 750k — client LO, happy to cross vs your natural, IOI valid till close",
    "[IB:BERN-EU] Bernstein IOI | DPLM LN | SELL | 1.2mm | IN TOUCH | CAPITAL",
    "[IB:KEPLER-CHEV] Kepler axe: we're axed to sell NOVOB DC, 1.2mm sh, can work vs VWAP or show at mid.",
    "[IB:UBS-CASH] UBS: in the market w/ size in ZTS (agency seller), ~64% left, last print 162.42, can facilitate",
])
def test_a_brokers_indication_of_interest_is_no_order_of_the_desk(text):
    assert run(text, author_name="ioi-bridge", author_bot=True).category not in ("hard", "maybe")


def test_axing_an_idea_is_still_the_desks_own_decision():
    assert "no_route_decision" in types(run("PM axed the ZTS idea, not doing it", author_name="Dev"))


@pytest.mark.parametrize("text", ["`[tg:jade-harbor]` **小陈:** done 250个btc @65745 谢谢",
                                  "`[tg:sakhalin-digital]` **Олег:** done 15 лямов usdt по 1.0004, спс",
                                  "dealt, thx"])
def test_the_counterpartys_done_in_reply_to_the_desks_quote_confirms_it(text):
    quote = PriorEvent(message_id=21, author_name="Wei Zhang", at_ms=T0, event_types=("trade_proposal",),
                       stages=("proposed",), side="buy")
    result = run(text, ClassifyContext(referenced=quote), reference_id=21, author_name="tg-bridge", author_bot=True)
    assert types(result) == ["trade_confirmation"]
    assert result.events[0].rule == "reply.done" and result.events[0].tier == "possible"   # the quote was possible


def test_done_asked_or_said_to_no_proposal_confirms_nothing():
    quote = PriorEvent(message_id=21, author_name="Wei Zhang", at_ms=T0, event_types=("trade_proposal",),
                       stages=("proposed",), side="buy")
    assert "trade_confirmation" not in types(run("done?", ClassifyContext(referenced=quote), reference_id=21,
                                                 author_name="Misha"))
    assert "trade_confirmation" not in types(run("done 250 btc @ 65745 thx", author_name="tg-bridge", author_bot=True))


@pytest.mark.parametrize("text, event_type", [
    ("firm 30s: 收 250个btc @ 65745", "trade_proposal"),             # Chinese OTC: 收 takes (buys)
    ("15 лямов usdt — офер 1.0004, firm 30s", "trade_proposal"),   # a quote: price after "offer", size before
    ("raising Jade Harbor credit line to 40m USDT (temp, through Friday), riskd updated", "risk_limit"),
    ("treasury-agent take the 5m USDC top-up for Deribit, not urgent before 14:00", "route_decision"),
    ("ignore — not a fit for us in RKT LN", "no_route_decision"),
    ("pulled the 3,750 tp on the ETH residual (1.2k), no target for now", "stop_or_target_change"),
    ("Risk: net BTC delta limit moves to ±225 BTC from tomorrow 00:00 UTC", "risk_limit"),
])
def test_otc_and_block_desk_idioms(text, event_type):
    assert event_type in types(run(text, author_name="Dara Okafor"))


def test_a_reports_list_of_counterparties_by_code_is_no_pasted_chat():
    recap = ("**EOD recap**\nRisk: net BTC delta limit moves to ±225 BTC from tomorrow 00:00 UTC.\n"
             "by counterparty (rfqs / done / notes):\n  • Zenith OTC (CP-044): 7 / 1 — asked for 2way only\n"
             "  • Baikal Trading (CP-017): 8 / 2 — new SSI pending\n  • Karat Capital (CP-071): 6 / 2 — quiet\n"
             "  • Jade Harbor (CP-102): 5 / 1 — fishing")
    assert "risk_limit" in types(run(recap, author_name="Dara Okafor"))


@pytest.mark.parametrize("headline, colour", [
    ("Wall Street opens higher as Treasury yields ease", True),
    ("HK close wrap — HSI closed 17,675 (-1.27%), HSCEI 6,128", True),
    ("Nifty ends lower; VIX firms ahead of weekly expiry", True),
    ("*DOLLAR INDEX SLIDES 0.5%; USD/JPY 151.57*", True),
    ("NYSE MOC imbalance: $1.2B to sell (S&P 500 names)", True),
    ("Meituan announces HK$5bn on-market share buyback", False),     # something happened to a name
    ("S&P 500 falls 2% after hot CPI print", False),                 # a market move with its event
    ("NVDA falls 8% after guidance cut", False),
])
def test_market_colour_is_told_from_news_on_a_name(headline, colour):
    from memory.classify.message import market_colour
    assert market_colour(headline) is colour


def test_a_market_wrap_naming_held_names_is_no_news_on_them():
    context = ClassifyContext(held=frozenset({"HSI", "0388", "1299"}))
    wrap = {"title": "HK close wrap", "author": "newswire", "footer": "desk wrap · 16:20 HKT",
            "description": "HSI closed 17,675 (-1.27%), HSCEI 6,128, HSTECH +1.92%. Full-day turnover HK$141.9bn.\n"
                           "Leaders/laggards: HKEX (0388) +3.7%, AIA (1299) +5.6%, Galaxy Ent (0027) +1.6%.\n"
                           "Short selling 12.9% of main board turnover. Southbound -HK$15.1bn.\n"
                           "Derivatives: HSI futures basis -6pts, open interest 156k."}
    result = run("", context, author_name="newswire-relay", author_bot=True, embeds=(wrap,))
    assert "held_position_news" not in types(result)
    news = {"title": "HKEX (0388) upgraded to Overweight at Morgan Stanley", "description": "PT HK$238."}
    assert "held_position_news" in types(run("", context, author_name="newswire-relay", author_bot=True,
                                             embeds=(news,)))


def test_a_logs_camel_case_field_is_no_tag():
    trace = ("tg-bridge WARN discord webhook 429 while relaying CP-017\n```\n"
             "  requestBody: { files: undefined, json: [Object] },\n  rawError: { message: 'rate limited' },\n```")
    assert "trade_proposal" not in types(run(trace, author_name="quoter-svc", author_bot=True))


@pytest.mark.parametrize("text", [
    "if 10s get through 3.86 i'd want to pay 25k. not there yet",          # a decimal inside the condition
    "if ETH loses 3,300 we probably want to be flatter still, not yet tho",
    "la semana pasada compramos 11.000 REP a 12,66 y salimos a 13,13, +5.132 EUR. Buen trade",
    "la semaine dernière on a vendu 200 MC à 712, bon trade",
])
def test_a_condition_with_a_level_and_last_week_in_romance_languages_are_no_decisions(text):
    assert run(text, author_name="Marco").category not in ("hard", "maybe")


def test_a_record_a_person_pastes_is_framed_by_their_words():
    old = ("old ticket from last October: TW FILL side=BUY sec=FNCL 5.5 face=75MM px=100-12+ — posting for the"
           " audit, not a new trade")
    assert run(old, author_name="RCastellano").category not in ("hard", "maybe")
    assert "trade_fill" in types(run("TW FILL side=BUY sec=FNCL 5.5 face=75MM px=100-12+ done",
                                     author_name="RCastellano"))


@pytest.mark.parametrize("text, limit", [
    ("Quoter im Hedge-Modus, Single Names aus, kill_switch Status siehe statusbot", False),
    ("kill_switch=OFF product=ODAX src=katrin.v reason=manual_reenable max_size=50", True),   # switched back
    ("kill_switch=ON, all quoting pulled", True),
    ("hit the kill switch on the NQ quoter", True),
])
def test_a_kill_switchs_status_pointed_to_is_no_event(text, limit):
    assert ("risk_limit" in types(run(text, author_name="quoter-eng", author_bot=True))) is limit


@pytest.mark.parametrize("text, decided", [
    ("this one Glencore's, not ours. no action 🙅", True),      # any emoji may close "no action"
    ("no action items for today", False),
])
def test_no_action_closed_by_an_emoji_declines(text, decided):
    assert ("no_route_decision" in types(run(text, author_name="WJ Tan"))) is decided


def test_no_action_in_brackets_is_an_aside():
    assert "no_route_decision" not in types(run("funding regime notes (for the wiki, no action)", author_name="dex"))


# --------------------------------------------------------------------------- session 19
# Rows from the third blind extraction corpus (tests/desks/corpora/extraction_c.jsonl):
# markets and scripts corpus A did not cover, each read by a general form, not a phrase.

@pytest.mark.parametrize("text, side, size, price", [
    # the side word last, as Korean, Japanese, Turkish and Hindi put the verb
    ("삼성전자 100주 71,500원에 매수", "buy", "100", "71,500"),
    ("トヨタ 500株 2,850円で買い", "buy", "500", "2,850"),
    ("ASELS 2.500 lot sat 62,35", "sell", "2.500", "62,35"),
    ("ITC 5,000 @ 466.20 add karo", "buy", "5,000", "466.20"),
    ("JGB 10年先物 5枚 売り 143.25", "sell", "5", "143.25"),          # the count came before the side
    # prices glued to their currency, or after it as a word
    ("buy 20k NPN at R3,412.50", "buy", "20k", "3,412.50"),
    ("FCPO buy 10 lots RM4,385", "buy", "10", "4,385"),
    ("QNBK 12 000 shares bought at QAR 16.92 for the fund", "buy", "12 000", "16.92"),
    ("compra WALMEX* 20,000 títulos a $62.35", "buy", "20,000", "62.35"),   # the unit names the count
    ("קנה 1,000 טבע ב-₪62.30", "buy", "1,000", "62.30"),
    # numbers grouped by spaces or apostrophes
    ("kup 3 000 PKO BP po 54,20 zł", "buy", "3 000", "54,20"),
    ("PZU 4'500 szt. sprzedaj limit 48,90", "sell", "4'500", "48,90"),
    ("sell 4'500 NESN at 92.40", "sell", "4'500", "92.40"),                # a Swiss desk's thousands
    # a physical unit glued to the count stays with it; a delivery period may name the trade first
    ("EUA Dec-24 buy 100kt at €67.45", "buy", "100kt", "67.45"),
    ("TD3C Jan sell 50kt @ WS 52.5", "sell", "50kt", "52.5"),
    # closing a position trades against it
    ("closed my 3 BTC long at 68,120 ✅", "sell", "3", "68,120"),
    ("short cover kar do 10 lots NIFTY fut at 24,612", "buy", "10", "24,612"),
    ("zeragem do vendido: recompramos 4.000 PETR4 a 37,90", "buy", "4.000", "37,90"),
    # credit and loans: a spread, a price in fractions, a notional in a currency
    ("buy 10mm AAPL 4.85 2054 at +98", "buy", "10mm", "+98"),
    ("sell 5mm VZ 5.5 2054s @ T+172", "sell", "5mm", "+172"),
    ("sell 1.5mm UAL 4.625 29s at 96 3/4", "sell", "1.5mm", "96 3/4"),
    ("buy 2mm Medline TL B at 100-1/4", "buy", "2mm", "100-1/4"),
    ("yours $20m USDCNH 1y 25d RR at 1.1 for USD calls", "sell", "20m", "1.1"),
    ("sell protection 20mm Main at 57.5 bp", "sell", "20mm", "57.5"),
    # a price first, then the size it is for
    ("SF PUC 4s 2043: buy @ 99.5 for 1.5mm", "buy", "1.5mm", "99.5"),
    # freight trades days of a named route; a price may be per unit
    ("buy 30 days Cape 5TC Q1 at $14,250", "buy", "30", "14,250"),
    ("C5 Jan 10kt at $9.75/t sold", "sell", "10kt", "9.75"),
    ("PJM West on-peak Jul buy 50MW at $82.25", "buy", "50MW", "82.25"),
])
def test_an_order_in_a_market_corpus_a_did_not_cover_gives_its_facts(text, side, size, price):
    from memory.classify.tradefacts import trade_facts
    facts = trade_facts(text)
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == (side, size, price)


@pytest.mark.parametrize("text", [
    "- **TD3C** (MEG–China VLCC): Firmer; 9 cargoes covered for the Jan27 first decade, owners holding last-done.",
    "anyone have a 500 share bid in TSLA around 240?",
    "buy 2 100 calls",                     # two numbers, not "2 100" grouped
])
def test_a_side_word_after_a_count_is_no_order_in_a_reports_sentence(text):
    """Regression rows: each passes on fd30d29 too, and failed on a first version of the
    verb-final reading (the first one made a report's sentence a certain fill)."""
    from memory.classify.tradefacts import order_clause
    clause = order_clause(text)
    assert clause is None or clause.size == "2"


@pytest.mark.parametrize("text, side, size, price", [
    ("35=8;39=2;55=BTC-PERP;54=2;32=0.75;31=67320.5", "sell", "0.75", "67320.5"),   # FIX split by ";"
    ('{"order":{"instrument":"TTF Q1-25","dir":"S","lots":40,"limit":44.1}}', "sell", "40", "44.1"),
    ("ordem executada | VALE3 | C | 700 | 60,95", "buy", "700", "60,95"),          # C/V: compra/venda
    ("ord_id=88213 sym=THYAO side=SELL qty=3.000 px=289,75", "sell", "3.000", "289,75"),   # a decimal comma
])
def test_an_order_record_in_another_systems_shape_gives_its_facts(text, side, size, price):
    events = [e for e in run(text, author_name="oms-gw", author_bot=True).events if e.event_type.startswith("trade_")]
    assert events
    facts = events[0].facts
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == (side, size, price)


def test_the_third_blind_extraction_corpus_keeps_its_score():
    """Corpus C (written blind this session, tuned on after its first contact on fd30d29:
    all three facts 94/206, kept 155/206)."""
    from bench.extraction import CORPUS_DIR, score_corpus
    score = score_corpus(CORPUS_DIR / "extraction_c.jsonl")
    assert score["all"] >= 155 and score["kept"] >= 182
    assert score["other_certain"] == 0 and score["other_typed"] <= 8


# French desk decisions (paris_euronext_desk, tuned from session 19 after its first contact)
@pytest.mark.parametrize("text, event_type", [
    ("On retire le stop sur TTE, je gère la ligne à la main jusqu'à l'AG.", "stop_or_target_change"),
    ("SAN : je ne crois plus au rebond, thèse short confirmée, on garde les 5 000.", "thesis_update"),
    ("Limite de perte journalière abaissée à 350k€ jusqu'à vendredi, vu avec Claire après le breach.", "risk_limit"),
    ("@analyste-IA tu prends le dossier Pernod Ricard (RI) — point écrit avant 15h.", "route_decision"),
])
def test_a_french_desks_decision_is_typed(text, event_type):
    assert event_type in types(run(text, author_name="Marc Delorme"))


@pytest.mark.parametrize("text", [
    "FYI le desk taux a acheté 50M d'OAT 2034 ce matin pour son book, rien à voir avec vos FOAT.",
])
def test_another_desks_trade_told_in_french_is_not_ours(text):
    assert run(text, author_name="Sophie · desk taux").category not in ("hard", "maybe")


def test_a_french_stance_change_buried_in_a_note_is_a_thesis_update():
    note = ("Note — L'Oréal (OR)\n1. Ventes : la croissance organique a ralenti à +3,1% au T4.\n"
            "2. Valorisation : 27x les BPA 2026.\nEn conséquence nous passons de neutre à négatif sur L'Oréal, "
            "objectif 361 €, et la position short du desk reste cohérente avec cette vue.\n4. Risques : rebond.")
    assert "thesis_update" in types(run(note, author_name="analyste-IA", author_bot=True))


_TICKET = {"title": "Ticket d'ordre · MC FP", "description": "Renfort long LVMH — limite jour",
           "fields": [{"name": "Sens", "value": "ACHAT"}, {"name": "Qté", "value": "1 500"},
                      {"name": "Limite", "value": "602,00"}, {"name": "TIF", "value": "DAY"}],
           "footer": "ord PX-7LDT · XPAR · exec-agent"}


def test_a_bots_name_in_an_embed_footer_is_no_status_word():
    """"exec-agent" once read as "exec" (a fill): a proposal awaiting approval was typed a fill."""
    proposal = {"title": "[PROPOSAL] Ajustement hedge", "description": "Le beta du book a augmenté.",
                "fields": [{"name": "Instrument", "value": "FCE Apr26"}, {"name": "Side", "value": "SELL"},
                           {"name": "Qty", "value": "25"}, {"name": "Limit", "value": "8 146,5"}],
                "footer": "en attente d'approbation · exec-agent"}
    assert types(run("", author_name="exec-agent", author_bot=True, embeds=(proposal,))) == ["trade_proposal"]


def test_a_french_order_ticket_embed_gives_its_side_size_and_limit():
    result = run("🟡 PX-7LDT envoyé — en attente d'exécution", author_name="exec-agent", author_bot=True,
                 embeds=(_TICKET,))
    facts = next(e.facts for e in result.events if e.event_type == "trade_confirmation")
    assert (facts.get("side"), facts.get("size"), facts.get("price")) == ("buy", "1 500", "602,00")


def test_a_status_embed_under_the_bots_own_fill_line_leaves_the_fill():
    status = {"title": "Ticket d'ordre · MC FP", "footer": "XPAR · exec-agent",
              "fields": [{"name": "Sens", "value": "ACHAT"}, {"name": "TIF", "value": "DAY"}]}
    result = run("🟢 PX-7LDT exécuté 1 500/1 500 @ 601,91 moy.", author_name="exec-agent", author_bot=True,
                 embeds=(status,))
    assert "trade_fill" in types(result)
    assert run("heartbeat ok", author_name="exec-agent", author_bot=True, embeds=(status,)).category == "noise"


@pytest.mark.parametrize("text, author, category", [
    ("🗞️ **HK midday wrap** (14 Mar) • HSI 17,596 (-0.51%), HSCEI 6,132, HSTECH +0.35%. Morning turnover HK$56.3bn."
     " • ICBC (1398) -0.8% on margin worries • HKEX (0388) +1.2% on turnover • AIA (1299) flat • Tencent (0700)"
     " -1.1% on the game approvals • Short selling 12.9% of turnover • Southbound flows HK$3.1bn, mostly banks",
     "newswire-relay", "chatter"),
    ("🗞️ *MOC IMBALANCE: S&P 500 BUY $1.3BN, NASDAQ-100 SELL $0.5BN* > Market reaction was muted", "wire", "chatter"),
    ("midday wrap: we bought 200 ES at 5400, stop 5380", "pm", "hard"),     # the desk speaking in a wrap
])
def test_market_colour_by_its_own_label_is_no_possible_decision(text, author, category):
    """The imbalance row fails on fd30d29; the other two guard the edges (a wrap already talk
    there, the desk speaking in a wrap stays a decision)."""
    assert run(text, author_name=author).category == category


# --------------------------------------------------------------------------- athens (session 27)

@pytest.mark.parametrize("text, author", [
    # a session report's last line: a label that names a stage counts none of them
    ("```\nOMS-BRIDGE SESSION REPORT (start of day)\nsession       venue  state    counters\n"
     "ATHX-OMS-1   HDAT   UP   in=14001  out=3656  hb=30s  rtt=1.2ms\n"
     "gap fills: 0   resend requests: 1   rejects (session level): 0\n```", "OMS-Bridge"),
    # a tally of states after a router's name: how many, not which
    ("[cron] route-sweeper: 0 routed, 1 pending, 0 stale", "cron"),
    ("[cron] route-sweeper: 2 routed, 1 pending, 0 stale", "cron"),
])
def test_a_label_over_counts_is_a_metric_not_an_event(text, author):
    assert not types(run(text, author_name=author, author_bot=True))


@pytest.mark.parametrize("text, expected", [
    ("FILLS: 2,500 OPAP @ 19.06", "trade_fill"),            # a quantity, not a count
    ("Routing: 2 lots ESZ6 -> exec-agent", "route_decision"),
])
def test_while_a_label_over_a_trades_quantity_still_types_it(text, expected):
    assert expected in types(run(text, author_name="desk-agent", author_bot=True))


def test_a_paper_trades_not_routed_is_no_decision_not_to_route():
    result = run("Paper portfolio: bought 10,000 OPAP @ 19.06 (simulated, not routed)", author_name="athena-research",
                 author_bot=True)
    assert not types(result)
    assert "no_route_decision" in types(run("OPAP headline: not routed, nothing to do", author_name="nikos"))


@pytest.mark.parametrize("text", ["**What would change our mind**\n- a second downgrade of the sector",
                                  "if NIM keeps falling we could turn bearish on ETE",
                                  "we might flip to neutral on PPC after the print"])
def test_a_change_of_mind_supposed_is_no_thesis_update(text):
    assert "thesis_update" not in types(run(text, author_name="athena-research"))


def test_a_change_of_mind_said_is_one():
    assert "thesis_update" in types(run("changing our mind on ETE: bearish now, NIM peaked", author_name="kostas"))


_TCA = ("📈 **{title}**\n"
        "| Sym | Side | Qty | Avg | Arrival | Slip (bp) | Part. |\n|---|---|---:|---:|---:|---:|---:|\n"
        "| OPAP | BUY | 17,500 | 19.15 | 19.15 | +3.0 | 9% |\n| PPC | BUY | 40,000 | 16.51 | 16.50 | +2.0 | 10% |\n"
        "```text\nbenchmark      desk     peer-median\nvs arrival    -1.9bp   -3.8bp\n```")


def test_a_bots_table_titled_with_an_earlier_day_is_history():
    at = int(datetime(2026, 12, 4, 7, 0, tzinfo=UTC).timestamp() * 1000)
    old = run(_TCA.format(title="TCA · executions of 03/12 (post-trade, for the record)"), author_name="hermes-exec",
              author_bot=True, created_at_ms=at)
    assert not {"trade_confirmation", "trade_fill"} & set(types(old)), old.trace
    today = run(_TCA.format(title="Executions so far"), author_name="hermes-exec", author_bot=True, created_at_ms=at)
    assert {"trade_confirmation", "trade_fill"} & set(types(today)), today.trace


def test_a_code_blocks_fence_is_no_line_shape():
    """Every post of a bot that prints in code blocks opened with "```": one template for its
    session reports, acks and fills, and its fills were counted as status (session 27)."""
    from memory.classify.message import template_key
    fill = "```\nOMS-BRIDGE 09:20:24.296  EXEC REPORT FILLED\nORDER_ID  SIDE SYMBOL\nAXR3-44184  SELL MYTIL\n```"
    ack = "```\nOMS-BRIDGE 08:42:17.466  ORDER ACK\nORDER_ID  SIDE SYMBOL\nAXR3-44184  SELL MYTIL\n```"
    assert template_key(fill) != template_key(ack)
    assert template_key(fill) == template_key(fill.replace("09:20:24.296", "11:02:51.003"))


def test_an_order_with_its_stop_is_a_proposal_whatever_word_says_at():
    result = run("Kosta, poulame 3500 MYTIL sta 44,77; stop 43,14, to exw ypologisei sto book", author_name="eleni_v")
    assert types(result) == ["trade_proposal"], result.trace
    assert types(run("stop on the 20k SOL inventory: 135.64 / target 150.41 (moved up again)",
                     author_name="misha")) == ["stop_or_target_change"]


@pytest.mark.parametrize("line", ["🔔 NQ 19322.5 crossed ↓ (ONH)",
                                  "MEFF abierto · FIBXM6 17.675 · MIBXM6 17.674 · FESXM6 5.678 (Eurex)",
                                  "## Next week — Asia FX fwds calendar (SGT)"])
def test_a_line_that_only_ends_in_brackets_is_no_headline_unless_worded_as_news(line):
    """A print of a level, a quote board or a report's heading that ends in "(ONH)" or
    "(Eurex)" read as a wire's headline on the held NQ / FESX / FX (session 28)."""
    context = ClassifyContext(held=frozenset({"NQ", "FESX", "FX", "SGT"}))
    assert "held_position_news" not in types(run(line, context, author_name="levels-bot", author_bot=True))
    worded = run("Eurex extends trading hours for FESX options (Eurex)", context, author_name="levels-bot",
                 author_bot=True)
    assert types(worded) == ["held_position_news"], worded.trace


@pytest.mark.parametrize("text, word", [("Deal erfasst · Richtung Verkauf · Menge 5 MW", "Verkauf"),
                                        ("we sold 40 lots BANKNIFTY", "sold"), ("b 250k eth-perp @ 3,002", None)])
def test_the_side_as_written_is_what_a_shortened_line_keeps(text, word):
    from memory.classify.tradefacts import side_written
    assert side_written(text) == word


_PROPOSTA = ("**[PROPOSTA] P-0412-04 · spread BTP-Bund 10y**\nRazionale:\n- spread a 93,7bp, sopra la media 3m\n"
             "- carry+roll 3m a favore ≈ +2,1bp\n\n- Gambe: **compra 30 FBTPH7 / vendi 24 FGBLH7**\n"
             "- Ingresso: 94,2bp o meglio · stop 103bp · target 82bp\n\nApprovazioni:\n- [ ] desk head (Marco)\n"
             "- [ ] risk (Chiara)")


def test_a_tagged_proposal_over_its_rationale_is_excerpted_with_its_order_and_levels_below():
    """Milan (session 28): the excerpt was the title and rationale, the legs and entry lost."""
    result = run(_PROPOSTA, author_name="analista-ai", author_bot=True)
    proposal = next(e for e in result.events if e.event_type == "trade_proposal")
    assert "compra 30 FBTPH7" in proposal.excerpt and "94,2bp" in proposal.excerpt, proposal.excerpt


def test_an_approvals_label_over_unticked_boxes_approves_nothing():
    assert "trade_approval" not in types(run(_PROPOSTA, author_name="analista-ai", author_bot=True))
    ticked = _PROPOSTA.replace("- [ ] desk head (Marco)", "- [x] desk head (Marco)")
    assert "trade_approval" in types(run(ticked, author_name="analista-ai", author_bot=True))


def test_an_isin_is_an_instrument_when_its_check_digit_agrees():
    from memory.classify.facts import extract_tickers, is_isin
    assert extract_tickers("venduti 5mm IT0005607970 a 100,89") == ["IT0005607970"]
    assert not is_isin("IT0005607971") and not is_isin("ORD123456789")
    assert types(run("ok fatto, venduti 5mm IT0005607970 a 100,89 con Equita", author_name="giulia")) == ["trade_fill"]


def test_a_watchlist_head_may_take_words_of_any_language_before_its_colon():
    from memory.classify.holdings import watch_name_lists
    assert watch_name_lists("watchlist oggi invariata: LDO, PRY, MB")[0].startswith("LDO, PRY, MB")
    assert watch_name_lists("we should watch the level closely: 5200") == []


def test_a_limit_changed_from_one_value_to_another_in_words():
    assert types(run("Limite VaR 1g 99% desk Milano: da €2,0mm a €1,6mm", author_name="chiara")) == ["risk_limit"]
    assert "risk_limit" not in types(run("limit order px 101.50 -> 101.60", author_name="x"))


@pytest.mark.parametrize("text", ["P-0412-04: approvato", "P-0412-04 aprobado por riesgo", "P-7 approuvé",
                                  "P-0412-04\n- [x] desk head (Marco) — approvato\n- [x] risk (Chiara) — ok"])
def test_an_approval_in_a_romance_or_german_past_participle(text):
    assert types(run(text, author_name="marco")) == ["trade_approval"]


def test_non_negates_as_not_does():
    assert types(run("non approvato, aspettiamo l'asta", author_name="marco")) == ["no_route_decision"]


def test_a_flash_in_capitals_is_judged_by_its_lede_when_it_names_nothing_the_desk_knows():
    """Milan (session 28): "*LEONARDO WINS ..." named the watched LDO only in its lede."""
    context = ClassifyContext(held=frozenset({"ISP"}), watchlist=frozenset({"LDO"}))
    flash = ("`BN` 09:05 *LEONARDO WINS EU1.2B ITALIAN ARMY HELICOPTER ORDER\n> Leonardo SpA won a 1.2 billion-euro "
             "contract from the Italian army for multi-role helicopters, the defence group said.")
    result = run(flash, context, author_name="BBG News", author_bot=True)
    assert types(result) == ["watchlist_news"], result.trace
    other = flash.replace("Leonardo SpA won", "Fincantieri won")
    assert "watchlist_news" not in claimed(run(other, context, author_name="BBG News", author_bot=True))


def test_a_pull_request_by_its_number_is_no_press_release():
    """A CI bot's "PR #884 ... merged" was news by its "PR" label (session 28, ny_swaps_voice)."""
    merged = run("PR #884 'swaption normal-vol smile interp' merged by jsato · pipeline ✅ 6m12s",
                 author_name="curvekit-ci", author_bot=True)
    assert not types(merged), merged.trace
    release = run("PR: Acme Corp announces buyback of 5% of shares", author_name="wire", author_bot=True)
    assert types(release) == ["watchlist_news"], release.trace

