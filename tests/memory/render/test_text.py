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
