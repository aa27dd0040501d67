"""memory.render.text: how long text is shortened for a digest line."""

from __future__ import annotations

from memory.render.text import elide


def test_elide_keeps_both_ends_within_the_budget_and_says_how_much_went():
    text = ("NVDA: US Commerce Department tightens licence requirements affecting shipments to several"
            " customers in the region; the company says the impact is not material.")
    short = elide(text, 110)
    assert len(short.encode()) <= 110
    assert short.startswith("NVDA:") and short.endswith("not material.")
    hidden = int(short.split("…[+", 1)[1].split(" ", 1)[0])
    assert len(short) - len(f" …[+{hidden} chars] ") + hidden == len(text)


def test_elide_leaves_short_text_and_cuts_multibyte_text_cleanly():
    assert elide("b 250k eth-perp @ 3,002", 110) == "b 250k eth-perp @ 3,002"
    text = "→ ".join(f"étape {i} ✅" for i in range(40))
    short = elide(text, 90)
    assert len(short.encode()) <= 90 and "\ufffd" not in short


def test_elide_clauses_keeps_a_level_in_the_middle_that_a_head_and_tail_cut_loses():
    from memory.render.text import CLAUSE_GAP, elide_clauses
    text = ("Morning all, quick one from the desk before the open, nothing much overnight, "
            "USDJPY stop moved to 151.41, target 149.61, "
            "otherwise the usual chatter about the weather and lunch plans and who is in the office today.")
    short = elide_clauses(text, 110)
    assert len(short.encode()) <= 110
    assert "151.41" in short and "149.61" in short and short.startswith("Morning all,")
    assert CLAUSE_GAP in short
    assert "151.41" not in elide(text, 110)   # the point of it: the plain cut loses the level
    assert elide_clauses("b 250k eth-perp @ 3,002", 110) == "b 250k eth-perp @ 3,002"


def test_elide_clauses_keeps_a_headlines_lead_and_counts_no_clock_time_as_a_fact():
    from memory.render.text import elide_clauses
    text = ("[embed: Top currency official: watching yen moves with urgency — officials declined to comment, "
            "markets were little changed, liquidity thinned, spreads widened briefly, "
            "desks noted it · JP · 01:48:20Z · 02:10:00Z · wires]")
    short = elide_clauses(text, 120)
    assert len(short.encode()) <= 120
    assert short.startswith("[embed: Top currency official: watching yen")
    assert "01:48:20Z" not in short


def test_elide_clauses_values_a_change_told_from_to():
    from memory.render.text import elide_clauses
    text = ("JPY: we confirm the short view after the comments overnight, conviction 3/5 → 4/5, "
            "MoF uncomfortable above 153, desk lunch at 12 as usual, the usual caveats apply.")
    assert "3/5 → 4/5" in elide_clauses(text, 110)


def test_a_decisions_factless_lead_goes_before_its_level_but_a_headline_keeps_its_lead():
    from memory.render.text import elide_clauses
    text = ("Desk call after discussing with Rohit: we sell 2 lots of BANKNIFTY 26MAY 47500PE at 117.4 or better, "
            "with a premium stop at 164.")
    assert "stop at 164" not in elide_clauses(text, 110)                 # a headline's lead stays
    decision = elide_clauses(text, 110, keep_lead=False)
    assert "stop at 164" in decision and "47500PE at 117.4" in decision and "Rohit" not in decision
    no_route = ("Re: the Infosys headline — no action from the desk; not routing to execution. We are not in the "
                "name, the move is inside the expected range.")
    assert "not routing to execution" in elide_clauses(no_route, 110, keep_lead=False)


def test_a_json_lines_key_and_value_are_one_clause_and_its_timestamp_no_fact():
    from memory.render.text import elide_clauses
    line = ('{"type": "limit_breach", "ts": "2026-03-13T05:46:00Z", "metric": "pv01", "ccy": "INR", "bucket": "3M", '
            '"value_usd": 52176, "limit_usd": 45000, "severity": "amber", "owner": "priya.s"}')
    short = elide_clauses(line, 110, keep_lead=False)
    assert '"limit_usd": 45000' in short        # the timestamp's digits had outweighed the limit


def test_a_bot_records_fields_are_its_clauses_weighed_by_their_keys():
    from memory.render.text import elide_clauses
    breach = ('{"type": "limit_breach", "ts": "2026-03-13T05:46:00Z", "metric": "pv01", "ccy": "INR", "bucket": "3M", '
              '"value_usd": 52176, "limit_usd": 45000, "severity": "amber", "owner": "priya.s"}')
    short = elide_clauses(breach, 130, keep_lead=False)
    assert all(part in short for part in ('"type": "limit_breach"', '"INR"', "52176", "45000"))
    assert "2026-03-13T05:46" not in short and "priya.s" not in short       # when and who go first
    update = ('{"type": "limit_update", "ts": "2026-03-13T09:12:00Z", "metric": "nop", "ccy": "KRW", '
              '"old_usd": 160000000, "new_usd": 130000000, "set_by": "goh.risk", "effective": "2026-03-13T09:15:00Z", '
              '"reason": "weekend event risk"}')
    assert '"new_usd": 130000000' in elide_clauses(update, 110, keep_lead=False)   # the new value, not the old
    blocked = ('{"type": "deal_blocked", "ts": "2026-03-13T02:44:00Z", "deal_ref": "RFQ-98301", '
               '"cpty": "LAUTAN MAS TBK", "product": "FXSWAP USDSGD 1Y", "notional_usd": 80000000, '
               '"check": "credit_line", "line_usd": 50000000, "utilised_usd": 41200000, "action": "BLOCK"}')
    assert '"action": "BLOCK"' in elide_clauses(blocked, 150, keep_lead=False)    # what it did
    signal = ("sigchg book=TF1 mkt=NGM6 model=trend_fast ewma16/64=+0.09→-0.07 flip=Y tgt=+28→-5 side=SELL qty=33 "
              "px_ref=3.598 run=7f3a1c ts=10:39Z")
    assert "side=SELL" in elide_clauses(signal, 100, keep_lead=False)   # a key=value run splits at its pairs
    prose = "Source: desk chat, nothing new; Note: USDJPY stop moved to 151.41, target 149.61, lunch at noon as usual."
    assert "151.41" in elide_clauses(prose, 80, keep_lead=False)       # prose labels are no record keys


def test_elide_clauses_never_elides_every_clause():
    """A long confirmation whose every field is longer than the room had come out as a bare
    "…" (session 26: a possible confirmation shown with no text at two channels). The most
    load-bearing field stays, cut to fit."""
    from memory.render.text import elide_clauses
    text = ("We are pleased to confirm the following transaction concluded today between our companies: "
            "Seller: Merlion Petroleum Trading Pte Ltd Buyer: BP Singapore Pte Ltd Grade: gasoil 10ppm "
            "Quantity: 35,000 mt +/- 5% in Seller's option Laycan: 19-21 January 2027 Load port: Singapore, "
            "one safe berth Delivery: FOB Price: the mean of Platts Singapore Gasoil 10ppm assessments 2-1-2 "
            "around B/L date plus a premium of USD 0.70/bbl Payment: 30 days after B/L date against commercial "
            "invoice, by irrevocable L/C from a first class bank acceptable to Seller Inspection: Saybolt at "
            "load port, costs 50/50")
    short = elide_clauses(text, 110, keep_lead=False)
    assert len(short.encode()) <= 110
    assert sum(ch.isalnum() for ch in short) >= 40, short


def test_elide_clauses_marks_one_gap_where_an_excerpts_joiner_meets_an_elided_clause():
    """Two excerpts of one message are joined by " … "; a clause elided beside the joiner
    had printed "… … …" (session 27: a three-event proposal line at two channels)."""
    from memory.classify.model import EXCERPT_JOINER
    from memory.render.text import elide_clauses
    text = EXCERPT_JOINER.join([
        "Morning note, nothing overnight, the usual calendar, lunch plans and who is in the office today.",
        "[PROPOSAL P-0318-04] BUY SOL, 220 SOL at limit 137.45, stop 130.45, good for 6h.",
        "Otherwise flows were quiet, the usual chatter about weather and football."])
    short = elide_clauses(text, 120, keep_lead=False)
    assert "137.45" in short and "130.45" in short
    assert "… …" not in short, short


def test_elide_clauses_keeps_the_facts_read_from_the_line_and_drops_a_repeated_clause_first():
    """An ETRM fill lost its side ("Kauf") and price to a repeated venue clause (session 28)."""
    from memory.render.text import elide_clauses
    text = ("Order ausgeführt · EEX T7 · Produkt DE Cal-27 Base · Richtung Kauf · ausgeführt 10 MW · "
            "Preis 83,05 €/MWh · offen 0 MW · EEX T7 · Produkt DE Cal-27 Base · "
            "REMIT ACER-Meldung über RRM eingereicht")
    plain = elide_clauses(text, 140)
    said = elide_clauses(text, 140, facts=("Kauf", "83,05 €/MWh", "10 MW"))
    assert len(said.encode()) <= 140
    assert "Kauf" in said and "83,05" in said and "10 MW" in said, said
    assert not ("Kauf" in plain and "83,05" in plain)                  # the point: token counts alone lose one
    assert said.count("EEX T7") <= 1
    # a fact is a whole token: "5" keeps no clause that only says "15" or "5.25"
    assert "15 lots" not in elide_clauses("alpha beta gamma, 15 lots somewhere, 5.25 there, "
                                          "delta epsilon zeta eta theta iota kappa", 40, facts=("5",))
