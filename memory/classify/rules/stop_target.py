"""stop_or_target_change (analyst price targets are news, not our targets)."""

from __future__ import annotations

import re

from memory.classify.frames import _ANALYST_RE, _NEGATION_BEFORE_RE
from memory.classify.rules.base import _Rule

RULES: tuple[_Rule, ...] = (
    # CJK desks: "止损上移到3480", "止盈 3600", "손절가 70,500으로", "損切り 2,950" (no word boundaries)
    _Rule("stop_or_target_change", re.compile(r"(?:止损|止盈|止損|손절가?|익절가?|損切り?|利確)[^\d\n]{0,8}\d"),
          veto_before=_NEGATION_BEFORE_RE),
    _Rule("stop_or_target_change", re.compile(
        r"\b(?:mov|rais|lower|tighten|trail|adjust|updat|bump|widen|loosen|reset|chang|drop|pull|lift"
        r"|ratchet|shift|push|revis|amend|modif|nudg|slid|set(?:ting)?\b|cut(?:ting)?\b|put(?:ting)?\b|plac"
        r"|add(?:ed|ing)?\b|remov|cancel|scrap)"
        # (a level in between may have a thousands comma: "pulled the 3,750 tp")
        r"\w*\s+(?:(?:\d[\d,.]*|[^\s,;!?]+)\s+){0,4}?"
        r"(?:stop[\s-]?loss(?:es)?|stops?|sl|trailing stop|targets?|tgt|tp\d?"
        r"|take[\s-]?profit|profit target|price target|pt\d?)\b"),
        veto_before=_NEGATION_BEFORE_RE, veto_sentence=_ANALYST_RE),
    _Rule("stop_or_target_change", re.compile(
        r"\b(?:stop[\s-]?loss|stops?|sl|targets?|tgt|tp\d?|take[\s-]?profit|pt\d?)\s+(?:[^\s,;!?]+\s+){0,5}?"
        r"(?:now|moved|raised|lowered|tightened|trailed|adjusted|updated|changed|bumped|reset|set|placed|entered|parked"
        r"|to|from|->|→|=>)"
        r"\s*(?:(?:sits|is|stands|rests|goes|at|to)\s+)*(?:\$?\d|b/?e\b|break[\s-]?even|entry|cost)"
        r"|\b(?:stop|sl|target|tgt|tp\d?|pt)\b\s*[:=]?\s*\$?\d[\d.,]*\s*(?:->|→|=>|to)\s*\$?\d"
        # Romance desks: "Stop a 22,78", "quito el objetivo de AENA", "sposto lo stop a 9,80"
        r"|\b(?:stop|objetivo|obiettivo|objectif)\s+(?:de\s+\S+\s+)?a\s+\d+[.,]\d"
        r"|\b(?:quito|quita|muevo|subo|bajo|sposto|alzo|abbasso|tolgo"
        r"|retire|retirons|remonte|remontons|abaisse|abaissons|rel[èe]ve|relevons|d[ée]place|d[ée]pla[çc]ons|supprime)"
        r"\s+(?:el|la|lo|il|los|le|les)?\s*(?:stop|objetivo|obiettivo|objectif)\b"
        r"|\b(?:new|revised|updated|adjusted|trailing|tighter|wider|raised|lowered|moved)\s+(?:[^\s,;!?]+\s+)?"
        r"(?:stop[\s-]?loss|stops?|sl|targets?|tgt|tp\d?|take[\s-]?profit|pt)\b"
        r"|\bbreak[\s-]?even stop\b"
        # a stop taken out, in German: "stop auf dem FESX overlay raus"
        r"|\bstops?\s+(?:[^\s,;!?]+\s+){0,4}?(?:raus|entfernt|gestrichen|gelöscht)\b"),
        veto_sentence=_ANALYST_RE),
    # A terse level, the instrument first: "nq stp 21597.25", "ES tgt 6072.75", "plla stp 3.37
    # on all 3k 🔒" (the line, with at most a short note after the level).
    _Rule("stop_or_target_change", re.compile(
        r"^\W*(?!the\b|a\b|my\b|our\b|your\b|no\b)[a-z][\w/.-]{0,12}\s+(?:stp|stop|sl|tgt|target|tp)\s+(?:to\s+|@\s*|at\s+)?\$?\d[\d,.']*"
        r"(?:\W*$|\s+(?:on|for)\s+[^?\n]{0,30}$)"),
        mode="strong", veto_sentence=_ANALYST_RE),
    # A stop order line leading its clause: "STP GCZ6 1990", "stop ZCH7 448'4", "sl eth 2,950".
    _Rule("stop_or_target_change", re.compile(
        r"(?:^|[:;—–|]\s*)(?:stp|stop|sl)\s+(?!at\b|is\b|would\b|could\b|should\b|of\b)[a-z][\w/.-]{1,12}\s+\$?\d[\d,.']*"
        r"(?!\s?%)"),
        mode="context", veto_sentence=_ANALYST_RE),
)
