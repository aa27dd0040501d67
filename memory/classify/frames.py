"""Vocabulary and speech-act frames: whose action, negated, asked, conditional, requested."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memory.classify import vocabulary

if TYPE_CHECKING:      # annotations only: analysis imports this module
    from memory.classify.analysis import _Sentence

# --------------------------------------------------------------------------- vocabulary

# Words that only appear in chat about trading (a signal on their own).
_STRONG_TRADE_WORD_RE = vocabulary.regex("strong_trade_words")
# Words that are trading words only next to a ticker, price or size.
_AMBIGUOUS_TRADE_WORD_RE = vocabulary.regex("ambiguous_trade_words")
_NEWS_RE = vocabulary.regex("news")
_HELD_RE = vocabulary.regex("held")
# The desk speaking of itself, as a subject ("i", "we're", "we'll"): the voices below add
# their own words to it (possessives, "im", another language's).
FIRST_PERSON_SUBJECTS = r"i|we|i'm|we're|i've|we've|i'd|we'd|i'll|we'll"
# The desk's own voice: "we bid for one Forties cargo", "i'm taking this one".
# (in German, French, Spanish and Italian too: "habe ich um 7:21 5 MW Nordic Jan-27 verkauft")
_FIRST_PERSON_RE = re.compile(rf"\b(?:{FIRST_PERSON_SUBJECTS}|let's|ich|wir|nous|nosotros|noi)\b", re.I)
_SIGNED_MOVE_RE = re.compile(r"(?<![\w.])[+\-−±]\s?\d+(?:\.\d+)?\s?%|\b(?:up|down|higher|lower)\s+\d+(?:\.\d+)?\s?%")
_CAUSE_RE = re.compile(
    r"\b(?:after|following|post|amid|due to|because|as (?:it|the company|management)|on (?:the )?(?:news|reports?"
    r"|headlines?|announcement|deal|filing|report|print|guide|guidance|downgrade|upgrade)|on (?:a|an) \w+)\b"
)
_NOT_HELD_RE = vocabulary.regex("not_held")
# The desk flags a headline for attention: news on a name it does not hold is watchlist news.
_NEWS_FLAG_RE = re.compile(vocabulary.pattern("news_flag") + "|" + _NOT_HELD_RE.pattern)



_WATCHLIST_RE = vocabulary.regex("watchlist")
_WATCHING_RE = re.compile(r"\b(?:watching|tracking|keep(?:ing)? (?:an )?eye on|monitoring)\b")
_FINANCE_RE = re.compile(
    r"\b(?:loss|losses|pnl|p&l|drawdown|exposure|positions?|notional|leverage|margin|var|book|gross"
    r"|net|nav|capital|risk|trades?|orders?|shares|contracts|lots|delta|beta|sector|concentration"
    r"|account|equity"
    # (and in the desk's language: "Limite de perte journalière", "pérdida máxima", "Verlustlimit")
    r"|pertes?|p[ée]rdidas?|verlust\w*|exposition|exposici[oó]n|marge|margen)\b|[$%€£]"
)
# Marks a phrase as a request or a regulator's decision, not a desk approval.
_REQUEST_BEFORE_RE = re.compile(
    r"(?:\b(?:pending|awaiting|await|waiting(?: on| for)?|need|needs|needed|require[sd]?|request\w*"
    r"|seek\w*|for|please|pls|plz|can|could|would|will|to|ask\w*|get|want|fda|sec|ftc|doj|ema"
    r"|regulators?|board|court|shareholders?|eu|cms|if|once|when|until|before|after))\s+(?:\w+\s+){0,2}$"
)
_NEGATION_BEFORE_RE = re.compile(
    r"(?:\b(?:not|no|non|never|nobody|none|cannot|without|nor|dont|wont|cant|didnt|isnt|wasnt|arent|havent)|n't)"
    r"\s+(?:\w+\s+){0,3}$"
)
# "was sold into the close" describes the market, not our execution.
_NEGATION_OR_PASSIVE_BEFORE_RE = re.compile(
    rf"{_NEGATION_BEFORE_RE.pattern}|\b(?:was|were|being|been|is|are|gets?|getting)\s+(?:\w+\s+)?$"
)
_PROPOSAL_REFERENCE_BEFORE_RE = re.compile(
    r"\b(?:approv\w*|reject\w*|declin\w*|veto\w*|denied|deny|pass(?:ing|ed)? on|kill\w*|cancel\w*|per|as|the|that|this"
    r"|your|his|her|their)\s+(?:\w+\s+){0,2}$"
)
_QUESTION_END_RE = re.compile(r"\?\s*$")
# A message or sentence that ends by asking, an emoji or a closing mark after its "?" too:
# "depth theek hai?", "send it? 😅", "are we still long coin into earnings? 👀".
# (a Spanish question leads with "¿": "¿ahora sí los FIBXM6? ya estamos en 17.672")
_ASKED_RE = re.compile(r"\?[\W\s]*$|^\W*¿[^?\n]{0,80}\?")
_ANALYST_RE = re.compile(
    r"\b(?:analysts?|upgrade[ds]?|downgrade[ds]?|initiat\w+|coverage|reiterat\w+|rating|overweight"
    r"|underweight|outperform|underperform|street|consensus|gs|goldman|ms|morgan stanley|jpm|jpmorgan"
    r"|citi|barclays|ubs|jefferies|bofa|wells|bernstein|raymond james|piper)\b"
)
_FILL_NEAR_MISS_RE = re.compile(
    r"\bfill(?:ed|ing|s)?\s+(?:out|in|up)\b|\bgap[\s-]?fill|\bfill(?:ed|ing)?\s+(?:the|that|this)\s+gap"
    r"|\bfill(?:ing)?\s+(?:the |a )?(?:form|role|seat|slot|void|spot|blanks?|vacancy)\b"
)
_COMMENTARY_CLOSE_RE = re.compile(
    r"\bclosed\s+(?:up|down|higher|lower|flat|green|red|the day|the week|at (?:a |its )?(?:high|low|record))"
    r"|\bsold off\b|\bsell-?off\b|\bbought the dip\b"
)
_CURVE_RE = re.compile(r"\bcurve\b|\byields?\b")
# "opened the session higher", "closed the gap at 140": the market's open and close, not ours.
_SESSION_MOVE_RE = (
    r"\b(?:opened|closed)\s+(?:the\s+)?(?:day|week|session|month|year|quarter|gap|window)\b"
    r"|\b(?:opened|closed)\s+(?:at|near|around|above|below|up|down|higher|lower|flat|unchanged)\b"
)

# Market-analysis noun phrases built from trade words: they describe the market, not the
# desk's orders ("order flow", "fill quality", "short interest", "days to cover", "bid/ask",
# "dealer gamma", "put/call ratio"). They are blanked out before the phrase rules run, so
# "order flow on the tape" is no order and "days to cover" is no trade.
_ANALYSIS_NOUN_RE = vocabulary.regex("analysis_nouns")
# Someone other than the desk as the subject of a trade verb: "a buyer took 5k calls",
# "insiders sold 10k shares", "shorts covered into the close" describe the market.
_THIRD_PARTY_BEFORE_RE = re.compile(
    r"\b(?:someone|somebody|who|whoever|anyone|anybody|buyers?|sellers?|funds?|hedge funds?|institutions?"
    r"|whales?|dealers?|retail|they"
    r"|the market|shorts|longs|bulls|bears|ctas?|insiders?|investors|traders|management|mgmt|ceo|cfo|chair\w*"
    r"|directors?|officers?|the company|company|companies|issuers?|firms?|the street|market makers?|specs"
    r"|speculators|players|participants|sovereigns?|pensions?|passives?|etfs?|vols?)"
    r"(?:'s|'re)?\s+(?:\w+\s+){0,2}$"
)
_THIRD_PARTY_SUBJECT_RE = re.compile(
    r"\W*(?:(?:the|a|an|some|one|big|large|a large|a big|several|many|most)\s+)?"
    + _THIRD_PARTY_BEFORE_RE.pattern.replace(r"\s+(?:\w+\s+){0,2}$", r"\b")
)
# A conditional or hypothetical frame: "if the fill looks off", "once the order is working".
_CONDITIONAL_BEFORE_RE = re.compile(
    r"\b(?:if|when|whether|unless|once|in case|should|until|assuming|suppose)\s+(?:[^\s,;]+\s+){0,4}$"
)
# "who bought?", "did we get filled on NVDA?", "should TLT stay on the watchlist?": a question
# about an event is not the event (it stays a fail-open "maybe").
def _is_asked(sentence: _Sentence, match: re.Match[str]) -> bool:
    """Whether the sentence asks if the matched thing happened."""
    if not _QUESTION_END_RE.search(sentence.norm):
        return False
    before = sentence.norm[: match.start()]
    return bool(re.search(r"\b(?:who|what|which|did|do|does|has|have|had|was|were|is|are|should|would|could|can"
                         r"|will|whether|anyone|anybody|why|how|when|where)\b[^,;:—–]*$", before))


def _mask_analysis_nouns(norm: str) -> str:
    return _ANALYSIS_NOUN_RE.sub(lambda m: "_" * len(m.group()), norm)
