"""trade_confirmation: the order exists / is booked."""

from __future__ import annotations

import re

from memory.classify.frames import _CONDITIONAL_BEFORE_RE, _NEGATION_BEFORE_RE, _QUESTION_END_RE, _REQUEST_BEFORE_RE
from memory.classify.rules.base import _Rule

_ORDER_OBJECT = r"(?:orders?|bids?|offers?|calls|puts|lots|rest|remainder|resting|working|ticket|parent|child)\b"

RULES: tuple[_Rule, ...] = (
    # A bare "Acknowledged." / "Confirmed." names no trade: it stays a fail-open "maybe" at most.
    _Rule("trade_confirmation", re.compile(r"\bconfirm(?:ed|ing|ation)?\b"), mode="need", context="own",
          veto_before=_REQUEST_BEFORE_RE, veto_sentence=_QUESTION_END_RE),
    _Rule("trade_confirmation", re.compile(
        r"\b(?:order|orders|bracket|oco|stop order|limit order)\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:is\s+|are\s+|was\s+|has been\s+|have been\s+|now\s+)?"
        r"(?:placed|submitted|sent|working|live|acknowledged|acked|accepted|staged|entered|resting|booked"
        r"|queued|transmitted|modified|amended|replaced|attached|in place)\b"
        r"|\b(?:bid|offer)\s+(?:[^\s,;!?]+\s+){0,3}?(?:is\s+|are\s+|now\s+)?"
        r"(?:placed|submitted|working|live|resting|staged|posted|acknowledged|acked|accepted)\b"
        r"|\b(?:order|orders|bracket|oco|bid|offer)(?:'s|\s+(?:is|are|was|now))\s+(?:now\s+)?(?:in|on|up|open)\b"
        r"|\b(?:order|orders|bid|offer|bracket)\s+(?:[^\s,;!?]+\s+){0,2}?(?:in|up|on)\s+(?:at|@|for)\s*\$?\d"
        r"|\b(?:placed|submitted|entered|staged|working|resting|parked|put in|put up|posted|sent)\s+"
        r"(?:a|an|the|my|our|\d+)?\s*(?:[^\s,;!?]+\s+){0,3}?(?:order|orders|bracket|oco|bid|offer)\b"
        r"|\b(?:order|trade|ticket)\s*(?:id|#|no\.?|number|ref)\b|\btrade (?:booked|ticket)\b"
        r"|\border\b(?:[^.;!?]|\.\d){0,60}?\b(?:is|are|was|now)\s+(?:now\s+)?"
        r"(?:placed|working|live|resting|accepted|acknowledged|booked|submitted|in the market)\b"
        r"|\bstops?\s+(?:is|are)\s+(?:in|live|set|placed|working)\b"),
        # "no resting orders from us", "no orders working": nothing is confirmed.
        veto_before=_NEGATION_BEFORE_RE),
    # A recap confirms the deal it lists: "We are pleased to confirm the following transaction
    # concluded today", "this confirms the sale of ...", "deal concluded as follows".
    _Rule("trade_confirmation", re.compile(
        r"\bconfirms?\s+(?:(?:the|this|our|your)\s+)?(?:following\s+)?(?:transaction|trade|deal|purchase|sale|fixture)s?\b"
        r"|\b(?:transaction|trade|deal|purchase|sale)s?\s+(?:was\s+|has been\s+)?concluded\b"),
        veto_before=_NEGATION_BEFORE_RE, veto_sentence=_QUESTION_END_RE),
    # "Ack — your 25 MSFT sell is resting at 415.00" names a trade; "Acknowledged, pulling the
    # AMZN chain" only a ticker.
    _Rule("trade_confirmation", re.compile(
        r"\b(?:booked|ack(?:ed|nowledged)?)\b|\bworking\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:\d|order|bid|offer|limit)"),
        mode="need", context="own", veto_before=_CONDITIONAL_BEFORE_RE, quiet=True,
        check=lambda sentence, match: bool(sentence.has_price or sentence.has_size or sentence.has_trade_id
                                           or re.search(r"\b(?:order|orders|fill|trade|buy|sell|bid|offer)\b",
                                                        sentence.norm))),
    # (added last: the rules' numbered names in `explain` stay as they were)
    # An order pulled, in the desk's words: "cxl'd the rest of the NVDA bid", "hab die ODAX
    # Calls gecancelt" (an order's figures or symbol in the sentence; a cancelled meeting is none).
    # (the order named: "cancelled warrants" is an exchange's stock figure, a session cancelled no order)
    _Rule("trade_confirmation", re.compile(
        r"\b(?:cancel+(?:ed)?|cxl'?d|pulled)\s+(?:[^\s,;!?]+\s+){0,4}?" + _ORDER_OBJECT +
        r"|" + _ORDER_OBJECT + r"\s+(?:[^\s,;!?]+\s+){0,2}?(?:cancel+(?:ed)?|cxl'?d|gecancelt|storniert)\b"),
        mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE, veto_sentence=_QUESTION_END_RE),
    # An order sent again: "re-sent @ 7.95, working now (ord 6EDBAB)".
    _Rule("trade_confirmation", re.compile(r"\b(?:re-?sent|re-?submitted|re-?entered|re-?posted|re-?placed)\b"),
          mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE, veto_sentence=_QUESTION_END_RE),
)
