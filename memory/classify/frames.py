"""Vocabulary and speech-act frames: whose action, negated, asked, conditional, requested."""

from __future__ import annotations

import re


# --------------------------------------------------------------------------- vocabulary

# Words that only appear in chat about trading (a signal on their own).
_STRONG_TRADE_WORD_RE = re.compile(
    r"\b(?:buy|buys|buying|bought|sell|sells|selling|sold|short(?:ed|ing)|go (?:long|short)"
    r"|get (?:long|short)|trim(?:s|med|ming)?|fill(?:s|ed)?|execut(?:e|es|ed|ing)|entry|entries"
    r"|stop[\s-]?loss(?:es)?|sl|tp\d?|take[\s-]?profit|bracket|oco|(?:limit|market|stop) order"
    r"|scal(?:e|ed|ing) (?:in|out)|unwind\w*|liquidat\w*|stopped out)\b"
)
# Words that are trading words only next to a ticker, price or size.
_AMBIGUOUS_TRADE_WORD_RE = re.compile(
    r"\b(?:long(?![\s-]term)|short(?![\s-]term)|cover(?:s|ed|ing)?|add(?:s|ed|ing)?|clos(?:e|es|ed|ing)"
    r"|exit(?:s|ed|ing)?(?!\s+(?:code|status))"
    r"|enter(?:s|ed|ing)?|target|tgt|stops?|stopped|limit|lmt|orders?|positions?|sized|calls?"
    r"|puts?|hedg\w*|open(?:ed|ing)?|roll(?:ed|ing)?|trades?|traded|trading|pt|bid|offer)\b"
)
_NEWS_RE = re.compile(
    r"\b(?:news|headlines?|breaking|earnings|reported|guidance|guid(?:es|ed|ing)"
    r"|downgrade[ds]?|upgrade[ds]?|price target|beats?|missed|misses|announc\w+|press release"
    r"|8-k|10-q|10-k|sec filing|fda|recall|lawsuit|sued|probe|investigation|subpoena|halted"
    r"|merger|acquisition|acquir(?:e|es|ed|ing)|buyback|dividend|offering|dilution|resign\w*"
    r"|layoffs?|outage|hacked|data breach|initiat\w+ coverage|short[\s-]?(?:reports?|sellers?)|bankruptcy"
    r"|chapter 11|delist\w*|stock split|spin-?off|trial data|partnership|tariffs?|sanctions?"
    r"|export (?:controls?|restrictions?|bans?)|pre-?announc\w+|warns|profit warning|ceo|cfo|contract win"
    r"|wins? (?:a|an|the)\b|awarded|secures?|deal|departs?|departure|steps? down|appoint\w*|names? (?:a )?new"
    r"|secondary|placement|recalls?|strikes?|walkout|cyber\s?attack|downtime"
    r"|doj|ftc|antitrust|ruling|court|regulators?|settlement|fined|fines|reuters|bloomberg|wsj|dow jones|cnbc"
    r"|reportedly|sources say|crossing (?:now|the wires)|hit the wires|rumou?r\w*|results|prints?"
    r"|(?:fed|bank|banks'?|regulatory|ecb|eba) stress tests?|stress tests? (?:results?|passed|failed))\b"
)
_HELD_RE = re.compile(
    r"\b(?:our|my)\s+(?:[^\s,;!?]+\s+){0,2}?(?:position|positions|holding|holdings|longs?|shorts?|stake"
    r"|book|names?|shares|exposure|calls|puts|bag)\b"
    r"|\b(?:we|i)(?:'re|'m| are| am)?\s+(?:still\s+)?(?:long|short|holding|in)\b"
    r"|\b(?:we|i)\s+(?:still\s+)?(?:own|hold|held|have a position)\b"
    r"|\bheld\s+(?:names?|positions?|longs?|shorts?|in (?:the|our|my) (?:book|portfolio))\b"
    r"|\b(?:is|are|currently|still|already|names? we|which we)\s+held\b"
    r"|\bin (?:the|our|my) (?:book|portfolio|pf)\b"
    r"|\b(?:existing|open|current|live|held) positions?\b|\bholdings?\b"
    r"|\((?:core\s+)?(?:long|short|held|holding|owned|position)\b|\bcore (?:long|short|holding|position)\b"
    r"|\b(?:position|positions|holdings?|portfolio|book) (?:news|alert|headlines?)\b"
    r"|\b(?:our|my)\s+\d[\d,.]*\s*[km]?\s*(?:shares?|sh|contracts?|lots?|units?|coins?)?\s*"
    r"(?:from|@|at|avg|average|cost)\b"
)
_SIGNED_MOVE_RE = re.compile(r"(?<![\w.])[+\-−±]\s?\d+(?:\.\d+)?\s?%|\b(?:up|down|higher|lower)\s+\d+(?:\.\d+)?\s?%")
_CAUSE_RE = re.compile(
    r"\b(?:after|following|post|amid|due to|because|as (?:it|the company|management)|on (?:the )?(?:news|reports?"
    r"|headlines?|announcement|deal|filing|report|print|guide|guidance|downgrade|upgrade)|on (?:a|an) \w+)\b"
)
_NOT_HELD_RE = re.compile(
    r"\b(?:not|never|no longer)\s+(?:\w+\s+)?(?:held|holding|owned|in (?:the|our|my) (?:book|portfolio))\b"
    r"|\b(?:we|i)\s+(?:do not|don't|dont|no longer)\s+(?:own|hold|have)\b|\bno (?:position|exposure|holding)\b"
    r"|\b(?:un-?held|non-?held)\b|\bflat (?:the name|it)\b"
)
# The desk flags a headline for attention: news on a name it does not hold is watchlist news.
_NEWS_FLAG_RE = re.compile(
    r"\bflag(?:s|ged|ging)?\b|\bworth (?:a look|noting|flagging|watching|knowing|a mention)\b|\bheads[\s-]?up\b"
    r"|\bfyi\b|\bon (?:the|our|my) radar\b|\bkeep (?:an )?eye on\b|\bnote for the desk\b|\brelevant (?:to|for)\b"
    r"|" + _NOT_HELD_RE.pattern
)



_WATCHLIST_RE = re.compile(
    r"\bwatch[\s-]?list\b|\bon (?:my|our|the) (?:radar|watch\s?list|list)\b|\bon watch\b"
    r"|\b(?:adding|added|add|removing|removed|remove|dropping|dropped|putting|put)\s+(?:[^\s,;!?]+\s+){0,3}?"
    r"(?:to|from|on|off)\s+(?:the |my |our )?(?:watch\s?list|radar|watch)\b"
)
_WATCHING_RE = re.compile(r"\b(?:watching|tracking|keep(?:ing)? (?:an )?eye on|monitoring)\b")
_FINANCE_RE = re.compile(
    r"\b(?:loss|losses|pnl|p&l|drawdown|exposure|positions?|notional|leverage|margin|var|book|gross"
    r"|net|nav|capital|risk|trades?|orders?|shares|contracts|lots|delta|beta|sector|concentration"
    r"|account|equity)\b|[$%]"
)
# Marks a phrase as a request or a regulator's decision, not a desk approval.
_REQUEST_BEFORE_RE = re.compile(
    r"(?:\b(?:pending|awaiting|await|waiting(?: on| for)?|need|needs|needed|require[sd]?|request\w*"
    r"|seek\w*|for|please|pls|plz|can|could|would|will|to|ask\w*|get|want|fda|sec|ftc|doj|ema"
    r"|regulators?|board|court|shareholders?|eu|cms|if|once|when|until|before|after))\s+(?:\w+\s+){0,2}$"
)
_NEGATION_BEFORE_RE = re.compile(
    r"(?:\b(?:not|no|never|cannot|without|nor|dont|wont|cant|didnt|isnt|wasnt|arent|havent)|n't)"
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
_ANALYSIS_NOUN_RE = re.compile(
    r"\border[\s-]?(?:flows?|books?|imbalances?|sizes? distribution)\b"
    r"|\b(?:fill|fills|execution|routing)\s+(?:quality|rates?|ratios?|stats|statistics|costs?|analytics|metrics"
    r"|latency|latencies|times?|slippage)\b|\bbest execution\b"
    r"|\bshort[\s-]?(?:interest|float|squeeze|covering|sellers?|selling|report|ratio|side|end|dated|gamma|vol)\b"
    r"|\bdays?[\s-]to[\s-]cover\b|\b(?:long|short)[\s-](?:end|dated|side|gamma|vol)\b|\b(?:long|short)[\s-]?term\b"
    r"|\b(?:moving|rolling|running)\s+averages?\b"
    r"|\b(?:buying|selling)\s+(?:pressure|interest|climax|programs?|flows?)\b"
    r"|\bbid[\s/-]+(?:ask|offer)(?:\s+spreads?)?\b|\b(?:bid|offer|ask)[\s-](?:side|depth|sizes?|stack|wall)s?\b"
    r"|\b(?:dealers?|market[\s-]?makers?)'?\s+(?:\w+\s+)?(?:gamma|positioning|hedging|flows?|books?)\b"
    r"|\b(?:negative|positive|net)\s+gamma\b|\bgamma\s+(?:flip|exposure|walls?|squeeze|levels?|strikes?)\b"
    r"|\bopen[\s-]interest\b|\bput[\s/-]+call(?:\s+ratios?)?\b"
    r"|\b(?:call|put|options?)\s+(?:walls?|skew|volumes?|oi|buying|selling|flows?|sweeps?|activity|demand"
    r"|open interest)\b|\bunusual\s+(?:options?|calls?|puts?)\b"
    r"|\brisk[\s-](?:on|off|appetite|premium|reversals?|parity|sentiment)\b|\brisk\s*[/-]\s*reward\b"
    r"|\breward\s*[/-]\s*risk\b|\blimit[\s-](?:up|down)\b|\b(?:stop|liquidity)[\s-](?:hunts?|hunting|runs?|sweeps?)\b"
    r"|\btrading\s+(?:ranges?|volumes?|sessions?|days?|hours|floor|multiples?|activity|patterns?)\b"
    r"|\b(?:shorts|longs|bulls|bears)\s+(?:are\s+)?(?:covering|capitulat\w*|squeezed|trapped|puking|in control)\b"
    r"|\b(?:sell|buy)[\s-](?:side|offs?|signals?|programs?|zones?|walls?|the (?:dip|rip|news|rumou?r))\b|\bsold off\b"
    r"|\b(?:roll(?:s|ed|ing)?|turn(?:s|ed|ing)?)\s+over\b(?!\s+(?:the|our|my|\d))"
    r"|\bopen\s+(?:p&l|pnl|profit|loss|interest|gap)\b|\b(?:the|at|on|into|after|near|since|from) (?:the )?open\b"
    r"|\bopening\s+(?:bell|range|print|auction|drive|gap|hour|minutes?)\b|\b(?:market|session|us|eu|cash) open\b"
    r"|\bas long as\b|\b(?:long|short)\s+(?:way|time|while|run|story|version|wick|tail|squeeze|answer|list|weekend)\b"
    r"|\b(?:in short|long story short|to make a long story short)\b|\bnet (?:long|short)\b(?=\s+by\b)"
    r"|\b(?:the|at|on|into|after|before|near|by|till|until|from) (?:the )?close\b"
    r"|\bclosing (?:bell|auction|print|cross)\b"
    r"|\b(?:good|great|nice|bad|tough|right|wrong|fair|close|your|my|his|her|their|conference|earnings|analyst"
    r"|investor|strategy|team|morning|zoom|sales|client|desk|the) calls?\b(?!\s+(?:on|at|for)\s+\d)"
)
# Someone other than the desk as the subject of a trade verb: "a buyer took 5k calls",
# "insiders sold 10k shares", "shorts covered into the close" describe the market.
_THIRD_PARTY_BEFORE_RE = re.compile(
    r"\b(?:someone|somebody|buyers?|sellers?|funds?|hedge funds?|institutions?|whales?|dealers?|retail|they"
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
def _not_asked(sentence: "_Sentence", match: re.Match[str]) -> bool:
    """False when the sentence asks whether the matched thing happened."""
    if not _QUESTION_END_RE.search(sentence.norm):
        return True
    before = sentence.norm[: match.start()]
    return not re.search(r"\b(?:who|what|which|did|do|does|has|have|had|was|were|is|are|should|would|could|can"
                         r"|will|whether|anyone|anybody|why|how|when|where)\b[^,;:—–]*$", before)


def _mask_analysis_nouns(norm: str) -> str:
    return _ANALYSIS_NOUN_RE.sub(lambda m: "_" * len(m.group()), norm)
