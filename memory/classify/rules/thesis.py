"""thesis_update: the desk changes or confirms a view."""

from __future__ import annotations

import re

from memory.classify.analysis import _Sentence
from memory.classify.frames import FIRST_PERSON_SUBJECTS
from memory.classify.rules.base import _Rule

_STANCE = (
    r"(?:bullish|bearish|neutral|constructive|cautious|negative|positive|long-biased|short-biased|skeptical"
    r"|sceptical|agnostic|optimistic|pessimistic|defensive|risk-averse|overweight|underweight"
    # French desks: "de neutre à négatif sur L'Oréal"
    r"|neutre|n[ée]gatif|positif|haussier|baissier|prudent|surpond[ée]r[ée]|sous-pond[ée]r[ée])"
)


_DEGREE = r"(?:\w+ly|more|less|very|a bit|somewhat)"


_FIRST_PERSON_RE = re.compile(rf"\b(?:{FIRST_PERSON_SUBJECTS}|im|my|our|us|me|ich|wir|mein\w*|unser\w*|nous|je)\b")
# "US hours", "US CPI": the country, not the desk's "us" (the check reads the raw case).
_US_COUNTRY_RE = re.compile(r"\bU\.?S\.?\b")
_DESK_STANCE_VETO_RE = re.compile(r"\b(?:delta|market|dollar|beta|gamma)[\s-]neutral\b")
# A change supposed, not made: "what would change our mind", "we could turn bearish on ETE".
_SUPPOSED_RE = re.compile(r"\b(?:would|could|might|may)\s+(?:\S+\s+){0,1}$")


def _desk_stance(sentence: _Sentence, match: re.Match[str]) -> bool:
    """A stance change is the desk's: said in the first person, about a ticker ("on LLY"),
    or as a verbless lead ("Flipping to neutral on COST"); "breadth turned negative" is the tape's."""
    norm = sentence.norm
    if _DESK_STANCE_VETO_RE.search(norm) or _SUPPOSED_RE.search(norm[:match.start()]):
        return False
    if _FIRST_PERSON_RE.search(_US_COUNTRY_RE.sub(" ", sentence.raw).lower()) or "mind" in match.group() \
            or "thesis" in match.group():
        return True
    if match.start() <= 2:
        return True
    # The ticker must be the object of this stance, in the same clause: "turning bearish on XLF".
    clause_start = max(norm.rfind(mark, 0, match.start()) for mark in (";", ". ", "!", "?"))
    clause_end = min([i for i in (norm.find(mark, match.end()) for mark in (";", ". ", "!", "?")) if i >= 0]
                     or [len(norm)])
    clause = norm[clause_start + 1 : clause_end]
    after = norm[match.end() : clause_end]     # "CVD on SOL turned positive": a metric's, before the stance
    for ticker in sentence.tickers:
        symbol = re.escape(ticker.lower())
        # "turning bearish on XLF", or its object right after it: "flipping to bearish NQ"
        if re.search(rf"\b(?:on|for|about|re|to)\s+(?:the\s+)?\$?{symbol}\b|^\s*\$?{symbol}\b", after) \
                or re.search(rf"^\W*\$?{symbol}\s*[:—–-]", clause):
            return True
    return False


_THESIS_CHANGE_RE = re.compile(
    r"updat|chang|revis|broke|break|intact|invalidat|playing out|confirm|weaken|strengthen|still|no longer|drift"
    r"|nicht mehr|(?:ä|a)nder|inchang|invalid|ne crois plus|n'y crois plus"
    r"|stands|holds|on track|wrong|damaged|shift|evolv|adjust|refresh|\bnew\b|flip|revers|cracked|dead|->|→"
    # a thesis given up: "dropping the META long-vol thesis", "scrapping the thesis"
    r"|\bdrop|abandon|scrap|ditch|giv(?:e|ing) up|gave up|\bkill"
)


RULES: tuple[_Rule, ...] = (
    _Rule("thesis_update", re.compile(r"\btheses\b|\bthesis\b|-?these\b(?=\s*:)|\bthese (?:zu|f(?:ü|u)r)\b|\bthèse\b"),
          requires=_THESIS_CHANGE_RE),
    # A bull case or a conviction level is analysis until it changes.
    _Rule("thesis_update", re.compile(r"\b(?:bull|bear|investment)\s+case\b|\bconviction\b"),
          requires=re.compile(_THESIS_CHANGE_RE.pattern + r"|rais|lower|cut|trim|\bup\b|\bdown\b|\bfrom\b|increas"
                              r"|decreas|reduc|boost|high(?:er)?\b|low(?:er)?\b|medium")),
    # A change of stance, in any words: "changing my mind on LLY — bearish now", "moving from
    # neutral to bearish on ES", "flipping to neutral on COST", "no longer bullish XLE". The
    # stance must be the desk's (first person, "on <ticker>", or a verbless lead), not the tape's.
    _Rule("thesis_update", re.compile(
        r"\bchang(?:e|ed|es|ing)\s+(?:my|our)\s+mind\b|\bchange of (?:heart|mind|view|stance)\b|\bview change\b"
        r"|\bthesis[\s-](?:change|shift|flip|reversal)\b"
        # (a degree may qualify either stance: "from neutral to mildly bullish")
        rf"|\bfrom\s+(?:a\s+)?(?:{_DEGREE}\s+)?{_STANCE}\s+(?:to|->|→|into)\s+(?:a\s+)?(?:{_DEGREE}\s+)?{_STANCE}"
        rf"|\bde\s+{_STANCE}\s+à\s+{_STANCE}"
        rf"|\b(?:mov|switch|shift|flip|turn|swing|swung|pivot|revert|tilt|go|went|gone|becom|became|downgrad|upgrad)"
        rf"\w*\s+(?:(?:back|now|fully|firmly|more|to|towards?|into|a|and)\s+){{0,3}}{_STANCE}"
        rf"|\b(?:get|gets|getting|got|grow|grows|growing|grew|feel|feeling|am|are|'m|'re)\s+"
        rf"(?:a\s+(?:lot|bit)\s+|much\s+)?(?:more|less)\s+{_STANCE}"
        rf"|\b{_STANCE}\s+now\b|\bnow\s+(?:\w+\s+)?{_STANCE}|\bno longer\s+(?:\w+\s+)?{_STANCE}"
        rf"|\b(?:done|finished|through|stop(?:ping)?)\s+being\s+{_STANCE}"
        rf"|\bnicht mehr\s+(?:\w+\s+)?{_STANCE}|\b{_STANCE}\s+statt\s+{_STANCE}"
        r"|\bno longer\s+(?:believe|think|like|convinced|buy(?:ing)? (?:the|it|this))\b"),
        check=lambda sentence, match: _desk_stance(sentence, match)),
    _Rule("thesis_update", re.compile(
        r"\b(?:story|narrative|view|call|setup|case)\s+(?:is\s+|remains\s+|still\s+|now\s+)*(?:intact|broken|busted"
        r"|invalidated|dead|playing out|on track)\b"
        r"|\b(?:chang|revis|updat|flip|revers|switch)\w*\s+(?:my|our|the)\s+(?:\S+\s+){0,2}?"
        r"(?:view|stance|outlook|call|bias"
        r"|take|thesis|fair value|valuation|model)\b"
        r"|\b(?:our|my)\s+(?:\S+\s+)?fair[\s-]value\s+(?:estimate\s+)?(?:is\s+)?"
        r"(?:now|to|from|raised|lowered|cut|moves?"
        r"|goes|revised|down|up)\b"
        r"|\binvalidat(?:ed|es|ing)\b|\binvalidiert\b"
        r"|\binvalidation (?:hit|triggered|reached|broken|level (?:hit|broken))\b"
        r"|\bno longer\s+(?:bullish|bearish|constructive|convinced)\b")),
    # "eth: bullish → neutral on this", "view: neutral -> bearish": a stance change written as an arrow.
    _Rule("thesis_update", re.compile(rf"\b{_STANCE}\s*(?:->|→|=>|➡|>)\s*{_STANCE}\b"), mode="strong"),
)
