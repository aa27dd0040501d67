"""trade_fill: executions happened."""

from __future__ import annotations

import re

from memory.classify.frames import (
    _COMMENTARY_CLOSE_RE,
    _CONDITIONAL_BEFORE_RE,
    _FILL_NEAR_MISS_RE,
    _NEGATION_BEFORE_RE,
    _NEGATION_OR_PASSIVE_BEFORE_RE,
    _SESSION_MOVE_RE,
    _THIRD_PARTY_BEFORE_RE,
    _WATCHLIST_RE,
)
from memory.classify.rules.base import _Rule

RULES: tuple[_Rule, ...] = (
    _Rule("trade_fill", re.compile(
        r"\b(?:got|get|getting|been|was|were|is|are|all|fully|partially|partial|part|just|now|finally|completely)"
        r"\s+(?:[^\s,;!?]+\s+)?(?:filled|executed)\b|\bstopped out\b"
        r"|\b(?:stop|stops|sl|target|tgt|tp\d?|take[\s-]?profit|pt\d?)\s+(?:[^\s,;!?]+\s+)?"
        r"(?:hit|triggered|filled|got hit|was hit)\b"
        r"|\b(?:avg|average)\s+(?:fill|price|px|cost|entry)\b|\b(?:execution|fill) price\b"
        # "out at 4.12", not a clock time ("heading out at 5 today", "in at 9:30", "out at 5pm")
        r"|(?<!stop is )(?<!stops are )\b(?:in|out) at\s+\$?\d(?![\d.,]*\s*(?::\d|am\b|pm\b|o'?clock|today|tonight"
        r"|tomorrow|sharp|et\b|ct\b|utc\b))"
        r"|\b(?:entered|exited) at\b"),
        mode="strong", veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(r"\b(?:long|short|position|trade)\s+(?:is\s+)?on at\s+\$?\d")),
    # CJK desks: "rb2505 多单成交 20手 @ 3520", "5계약 체결", "約定 300株" (no word boundaries).
    _Rule("trade_fill", re.compile(r"(?:已|全部|部分)?成交(?!量|额|額)|체결(?!량)|約定(?!日)"),
          mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE),
    # German desks: "glattgestellt", "5 MW verkauft @ 51,70", "ausgeführt".
    _Rule("trade_fill", re.compile(r"\bglattgestellt\b|\bausgef(?:ü|u)hrt\b"
                                   r"|\b(?:gekauft|verkauft)\s+(?:@|zu|bei)\s*\d"),
          mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:took|opened|initiated|started|built)\s+(?:a |an |the |some |my |our )?"
        r"(?:starter|position|stake|partial|tranche|pilot)\b"),
        mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:we|i|we're|i'm|we are|i am|book is|desk is)\s+(?:now\s+|all\s+)?"
        r"(?:went\s+|going\s+|gone\s+|got\s+)?flat\b"
        r"|\b(?:went|gone|got)\s+flat\b"),
          veto_before=_NEGATION_BEFORE_RE),
    # "Flat GOOGL now.", "now flat on crude": the position is gone.
    _Rule("trade_fill", re.compile(
        r"^\W*(?:now\s+)?flat\s+(?:on\s+|in\s+)?(?:the\s+)?\$?[a-z][\w./-]{0,9}\b(?!\s+(?:is|was|at))"),
          mode="need", context="own", check=lambda sentence, match: bool(sentence.tickers)),
    _Rule("trade_fill", re.compile(
        r"\b(?:we|i)(?:'re|'m| are| am)\s+(?:now\s+|all\s+)?(?:in|out)\b(?!\s+(?:a|the|for|on)\b)"),
          mode="need", context="facts"),
    _Rule("trade_fill", re.compile(r"\bfilled\b|\bexecuted\b"),
          veto_before=re.compile(f"{_NEGATION_BEFORE_RE.pattern}|{_CONDITIONAL_BEFORE_RE.pattern}"),
          veto_sentence=_FILL_NEAR_MISS_RE),
    # The noun ("3 fills today", "nice fill") is a fill only next to a ticker or price.
    _Rule("trade_fill", re.compile(r"\bfills?\b"), mode="need", context="own",
          veto_before=re.compile(f"{_NEGATION_BEFORE_RE.pattern}|{_CONDITIONAL_BEFORE_RE.pattern}"),
          veto_sentence=_FILL_NEAR_MISS_RE),
    _Rule("trade_fill", re.compile(
        # (a price may be signed: swap points, a spread, a basis, "done at -41.5 on 500m")
        r"\bgot done\b|\bdone\s+(?:at|@|avg|average)\s*[$+-]?\d|\bdone on\b|^\W*done\b"
        r"|^\W*(?:out of|in)\s+(?!the (?:office|money)\b)"
        r"|\bgot\s+(?:[^\s,;!?]+\s+){0,3}?(?:at|@)\s*\$?\d"
        r"|\b(?:went through|got done|came (?:in|back)|got (?:it|them|those|these) off)\s+(?:at|@)\s*\$?\d"
        # a rate paid or received on a notional: "paid 3.875% on 25mm 5y", "rec'd 4.01 in 50mm"
        r"|\b(?:paid|received|rec'?d)\s+[+-]?\d[\d.,]*\s*%?\s+(?:on|in|for)\s+\d[\d.,]*\s*(?:mm|m|k|bn|yds?)\b"),
        mode="need", context="facts", veto_before=_THIRD_PARTY_BEFORE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:bought|sold|shorted|covered|trimmed|exited|unwound|liquidated|flattened|dumped|took profits?"
        r"|took (?:some |half )?off|sold short|scaled (?:in|out)|closed out|picked up|loaded up)\b"),
        mode="need", context="facts",
        veto_before=re.compile(f"{_NEGATION_OR_PASSIVE_BEFORE_RE.pattern}|{_THIRD_PARTY_BEFORE_RE.pattern}"),
        veto_sentence=_COMMENTARY_CLOSE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:i|we|i've|we've|just|have|has)\s+(?:[^\s,;!?]+\s+)?(?:closed|added|entered|opened)\b"
        r"|\b(?:closed|added|entered|opened)\s+(?:out\b|the\b|my\b|our\b|half\b|all\b|a\b|\d(?![\d.]*\s?%))"),
        mode="need", context="facts",
        veto_before=re.compile(f"{_NEGATION_BEFORE_RE.pattern}|{_THIRD_PARTY_BEFORE_RE.pattern}"),
        veto_sentence=re.compile(_COMMENTARY_CLOSE_RE.pattern + "|" + _WATCHLIST_RE.pattern + "|" + _SESSION_MOVE_RE)),
    # Spanish, Portuguese, Italian and French desks: "vendidos 6/6 · px medio 17.674",
    # "comprado 200 a 41,20", "eseguito", "exécuté", "acheté 5k @ 92".
    _Rule("trade_fill", re.compile(r"\b(?:comprad[oa]s?|vendid[oa]s?|ejecutad[oa]s?|executad[oa]s?"
                                   r"|comprat[oi]|vendut[oi]|eseguit[oi]|achet[ée]e?s?|vendue?s?|ex[ée]cut[ée]e?s?)\b"),
          mode="need", context="facts", veto_before=_NEGATION_OR_PASSIVE_BEFORE_RE),
)
