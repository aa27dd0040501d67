"""What the desk holds, read from what it writes: reports of PnL or exposure by line, book
posts in the desk's language found ahead of a window, and news embeds judged by their lede."""

from __future__ import annotations

import pytest

from memory.classify import DEFAULT_DESK
from memory.classify.holdings import holdings_in, lines_reported_in
from memory.digest import load_window, rebuild_window
from memory.store import in_transaction
from memory.timeutil import HOUR_MS
from tests.support import builders as b
from tests.support.storeview import apply


@pytest.mark.parametrize("text, held", [
    ("PnL @ 12:27Z: day +67,338 USD · MTD +177k · XLE +21.0k · SMH +5.2k · TLT +11.0k", {"XLE", "SMH", "TLT"}),
    ("```\nPnL snapshot 09:30 CET · desk PAR-LS · EUR\n  MC        -37 629   ▲ 4,18 bp\n"
     "  AIR        25 359   ▲ 2,82 bp\n  TOTAL      43 454   MTD -346 968\n```", {"MC", "AIR"}),
    ("```\nrisk snapshot 11:00 status=OK\npos sym=AIR mv_eur=-3849231 beta=0.69\npos sym=BNP mv_eur=4268137\n```",
     {"AIR", "BNP"}),
    ("Expo fin de journée (indicatif)\n```\nligne   qté   cours   MV €\nTTE   40 000   59,41   2 376 271\n```",
     {"TTE"}),
    ("PnL 09:30 · RV-MADRID\n```\ninstr   pos   px   PnL día\nSAN   51.000   9,714   2.228\n```", {"SAN"}),
])
def test_a_report_of_pnl_or_exposure_by_line_names_what_the_desk_holds(text, held):
    """Only a line the desk has makes or loses it money (session 20: none of these were read,
    so news on the names was not news on the book)."""
    assert lines_reported_in(text, DEFAULT_DESK) == held


@pytest.mark.parametrize("text", [
    "[PAPER] sim-eqopt · BUY 10 TSLA 6/20 195C @ 3.50 · paper PnL since inception -$3,422",
    "We hedge at CF (0.9134) for the basis itself, so the P&L of the 1370 TYH7 hedge is small; NVDA +2.1% today",
    "PnL 10:00 · total 64k · hedges -31k · fees -11k · MTD +340k",
    "NVDA +4.2% on the day, AMD +1.1%",   # a price move names no line of the book
])
def test_a_paper_pnl_a_mention_of_pnl_or_totals_alone_name_no_holding(text):
    assert lines_reported_in(text, DEFAULT_DESK) == set()


def _typed(conn, line: dict) -> list[tuple[str, str]]:
    """(event type, text) of the message's hard events, but for a headline kept unsure
    because its names are on neither list (the feed shows it last, claiming no type)."""
    return conn.execute(
        "SELECT b.event_type, b.text FROM blocks b JOIN block_sources s ON s.block_id = b.block_id"
        " JOIN messages m ON m.pk = s.msg_pk WHERE m.message_id = ? AND b.kind = 'hard_event'"
        " AND b.rule IS NOT 'news.headline_unplaced'", (int(line["message"]["id"]),)).fetchall()


def _digest(conn) -> None:
    for channel_id, bucket in conn.execute("SELECT channel_id, bucket_ms FROM dirty_windows").fetchall():
        in_transaction(conn, rebuild_window, channel_id, bucket, now_ms=b.now_ms(24 * 60))


def test_a_headline_before_the_days_first_pnl_report_is_news_on_the_book(conn):
    """The report ahead of the window (same day) says the desk holds AIR: a release on Airbus
    at 06:31 is held-position news, judged by its lede, not its boilerplate."""
    release = {"title": "Airbus — Communiqué de presse",
               "description": "Airbus publie ses livraisons et commandes de février : 48 appareils livrés.\n"
                              "Ce communiqué est publié en application de l'article 17 du règlement (UE).\n"
                              "À propos : société membre de l'indice CAC 40 et Euro Stoxx 50.",
               "url": "https://amf.example/airbus"}
    other = {"title": "Kering — information réglementée",
             "description": "Kering publie le nombre total de droits de vote.\n"
                            "À propos : société membre de l'indice CAC 40 et Euro Stoxx 50.",
             "url": "https://amf.example/kering"}
    news = b.create(6 * 60 + 31, "", author="AMF flux", counter=1, embeds=[release])
    colour = b.create(6 * 60 + 40, "", author="AMF flux", counter=2, embeds=[other])
    later = [b.create(9 * 60 + 30, "```\nPnL snapshot 09:30 CET\n  AIR  25 359\n  FCE  -12 080\n```",
                      author="pnl-snap", counter=3),
             b.create(9 * 60 + 31, "Airbus (AIR): we are long 12 000", author="Marc", bot=False, counter=4)]
    apply(conn, news, colour, *later)
    _digest(conn)
    typed = _typed(conn, news)
    assert [event_type for event_type, _ in typed] == ["held_position_news"]
    assert "livraisons et commandes" in typed[0][1] and "CAC 40" not in typed[0][1]
    # the boilerplate names the held index future (CAC 40 -> FCE): no news on the book for that
    assert _typed(conn, colour) == []


def test_a_book_post_in_the_desks_language_ahead_of_a_window_is_read(conn):
    """"Cartera:" heads a book in Spanish: found ahead of the window as an English "book" is."""
    headline = b.create(6 * 60 + 5, "📰 Repsol, S.A. informa de un requerimiento de la CNMC (CNMV)",
                        author="CNMV feed", counter=1)
    plan = b.create(8 * 60, "Plan viernes:\n- Cartera: largos SAN, REP, AENA\n- Watchlist: TEF, CABK",
                    author="Javier", bot=False, counter=2)
    apply(conn, headline, plan)
    bucket = b.now_ms(6 * 60) - b.now_ms(6 * 60) % HOUR_MS
    inputs = load_window(conn, int(b.CHANNEL), bucket)
    assert [m.message_id for m in inputs.book_before] == [int(plan["message"]["id"])]


def test_a_headline_keeps_the_next_sentence_when_it_names_the_book(conn):
    """The lede says what happened ("shut a crude unit"); the next sentence says why it is
    the desk's news ("Murban cargoes due at Onsan"): both are served, the body after not."""
    outage = {"title": "S-Oil Onsan: unit shutdown after fire, runs cut",
              "description": "S-Oil Onsan shut a crude distillation unit after a fire early on Thu, company sources"
                             " said. Murban cargoes due at Onsan may be deferred. Restart timeline unclear.",
              "url": "https://news.example/onsan"}
    book = b.create(6 * 60, "Book going in: long Murban Jan-loading cargo, short 200 CL", author="Mina", bot=False,
                    counter=1)
    news = b.create(13 * 60, "", author="Newsdesk", counter=2, embeds=[outage])
    apply(conn, book, news)
    _digest(conn)
    typed = _typed(conn, news)
    assert [event_type for event_type, _ in typed] == ["held_position_news"]
    assert "Murban cargoes due at Onsan" in typed[0][1] and "Restart timeline" not in typed[0][1]


def test_a_headline_that_is_only_a_label_is_served_with_the_sentence_under_it(conn):
    """A filings bot's first line names the source and the company, not what happened:
    the next sentence does, and it is what the desk must read."""
    book = b.create(6 * 60, "Book: long 40,000 Nordvik Energi (NVKE) avg 212.4", author="Mina", bot=False, counter=1)
    filing = b.create(13 * 60, "📰 Filings · Oslo Børs · Nordvik Energi\nNordvik Energi says the regulator has"
                      " suspended output at its Heron field pending an inspection."
                      " The company will update the market.\n\n"
                      "Full text on the exchange site. This notice is published under the continuing obligations"
                      " of the issuer and contains no further information on timing.",
                      author="filings-bot", counter=2)
    apply(conn, book, filing)
    _digest(conn)
    typed = _typed(conn, filing)
    assert [event_type for event_type, _ in typed] == ["held_position_news"], typed
    assert "suspended output at its Heron field" in typed[0][1], typed
    assert "will update" not in typed[0][1] and "Full text" not in typed[0][1], typed


def test_news_on_the_book_in_a_post_headed_like_a_book_stays_news(conn):
    """A wire's headline whose first line reads like a book header ("Holdings: ...") is
    still news on what the desk holds: a book post's lines are no trades, but news is no
    trade to begin with."""
    book = b.create(6 * 60, "Book: long 40,000 Nordvik Energi (NVKE) avg 212.4", author="Mina", bot=False, counter=1)
    wire = b.create(13 * 60, "📰 Holdings · NVKE: Nordvik Energi says the regulator suspended output at its Heron"
                    " field; long 40,000 NVKE", author="Newsdesk", counter=2)
    apply(conn, book, wire)
    _digest(conn)
    assert [event_type for event_type, _ in _typed(conn, wire)] == ["held_position_news"]


def test_a_paragraph_under_a_position_label_holds_its_symbols_not_its_capitalised_words():
    """A research note's "Position sizing: after the November move SYS has grown to 7.6% of
    the book ..." is a sentence, not a list of the book's names: SYS is held, "November" is
    not (it had made a headline on November's tax take news on the book, session 26)."""
    note = ("**Tech check-in**\n\nPosition sizing: after the November move SYS has grown to 7.6% of the equity"
            " book, above the 6% we set at inception. Proposal: trim SYS by 40,000 shares.")
    assert holdings_in(note, DEFAULT_DESK, pinned=False) == {"SYS"}
    # A label over a list still holds the companies it names without a symbol.
    assert holdings_in("Posizioni core: BTP 4.20% Mar-34, ECP Enel Finance", DEFAULT_DESK,
                       pinned=False) >= {"ENEL"}


def test_a_trade_line_holds_its_traded_instrument_and_the_others_once_traded_again():
    """A certain fill's other names are as often its counterparty, venue or quote currency
    ("bought 500k Murban from Glencore"): held once a second trade line names them, as a
    pair's other leg does when it fills (session 30: GLEN, USDT, MBS read as holdings)."""
    from memory.classify.context import PriorEvent
    from memory.digest import _Running

    def fill(message_id: int, *instruments: str) -> PriorEvent:
        return PriorEvent(message_id, "exec", message_id, event_types=("trade_fill",), instruments=instruments,
                          certain=True, category="hard")

    running = _Running(DEFAULT_DESK)
    running.learn(fill(1, "MURBAN", "GLEN"))
    assert "MURBAN" in running.held and "GLEN" not in running.held
    running.learn(fill(2, "YM", "ES"))        # a pair: long YM / short ES
    running.learn(fill(3, "ES"))              # ... its other leg fills
    running.learn(fill(4, "DUBAI", "GLEN"))   # a name traded twice
    assert {"YM", "ES", "GLEN", "DUBAI"} <= running.held
    possible = PriorEvent(5, "ana", 5, event_types=("trade_fill",), instruments=("TSLA",), category="hard")
    running.learn(possible)
    assert "TSLA" not in running.held          # only certain trade lines say what is held
