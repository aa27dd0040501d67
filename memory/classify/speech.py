"""Speech acts: is a sentence the desk's own decision, or talk about a trade?

A decision is the desk's: first person, an imperative or a past execution, with trade
facts. These frames say the opposite, whatever trade words the sentence holds: a
hypothetical ("what if we bought ..."), history ("last month we bought ..."), a paper
trade or backtest, or another desk's trade ("the rates desk sold ..."). They carry across
desks because they are grammar, not a desk's vocabulary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, datetime

_HYPOTHETICAL_RE = re.compile(
    r"\bwhat if\b|\bhypothetical(?:ly)?\b|\bsuppos(?:e|ing)\b|\bimagine\b|\bin theory\b|\btheoretically\b"
    r"|\bif (?:we|i|you) (?:had|were|was|'d)\b|\b(?:would|could|should|might)(?:'ve| have)\s+\w+"
    r"|\bwish (?:we|i)\b|\bpretend\b|\bthought experiment\b|\bfor the sake of argument\b"
    # a conditional wish, not an order: "if btc loses 56k i'd short it"
    # (a level inside the condition has its decimal point: "if 10s get through 3.86 i'd want to pay")
    r"|\bif\b(?:[^.;]|\.(?=\d)){0,60}\b(?:i'd|we'd|i would|we would|i'll|we'll)\s+(?:probably\s+|prob\s+|def\s+)?\w+"
    r"|\bif\b(?:[^.;]|\.(?=\d)){0,60}\b(?:i|we) (?:probably |prob )?(?:want|wanna|need) to\b"
    r"|\b(?:would|could) (?:be|make) (?:more )?(?:sensible|better|nice|cleaner)\b"
    # Japanese and Chinese "if / suppose": "仮に BoJ が上げたら", "如果央行加息" (no \b between ideographs)
    r"|仮に|(?<!もし)もし(?!もし)|如果|假如|假设|假設|万一"
)
_HISTORY_RE = re.compile(
    r"\blast (?:week|month|year|quarter|summer|winter|spring|fall|autumn|cycle|time|cpi|fomc|earnings|nfp|payrolls"
    r"|opex|expiry|auction|squeeze|sell-?off)\b"
    r"|\bback in\b|\b\d+\s+(?:years?|months?|weeks?)\s+ago\b|\b(?:a|one|two|few) (?:years?|months?|weeks?) ago\b"
    r"|\bin (?:19|20)\d\d\b|\bremember when\b|\bused to\b|\bat the time\b|\bthat time (?:we|i)\b"
    r"|\blast (?:season|season's|crop year|contract|roll)\b|\bprevious(?:ly)? (?:cycle|year|quarter|season)\b"
    r"|\bin (?:january|february|march|april|june|july|august|september"
    r"|october|november|december)\b|\bpost-?mortem\b|\bretro(?:spective)?\b"
    r"|\bin hindsight\b|\brecap of\b|\b(?:yesterday'?s|prior day'?s|previous session'?s)\s+(?:fills|trades|orders"
    r"|executions)\b|\(t-1\b|\bt-1\)"
    r"|\b(?:the )?last (?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
    r"|^\W*\[replay\b|\breplay(?:ed|ing)? (?:of )?(?:yesterday|prior|previous|the (?:\w+ )?session)\b"
    r"|\breminds? me of\b|\bback when\b|\bwar story\b|\bthe (?:ftx|covid|gfc|luna|svb) (?:week|crash|days?)\b"
    # transaction-cost analysis reviews executions already done
    r"|\btca\b|\bpost-?trade (?:analysis|review|report)\b"
    # Japanese and Chinese "last week / month / year, last time": "先週の ドル円 カバー", "上周的单子"
    r"|先週|先月|昨年|前回|上周|上週|上个月|上個月|去年"
    # ... in the desk's own language: "letzten Dezember haben wir 400 OESX gekauft"
    r"|\bletzte[nmrs]?\s+(?:woche|monat|jahr|quartal|januar|februar|märz|april|mai|juni|juli|august|september"
    r"|oktober|november|dezember)\b|\bvorige[nmrs]?\s+(?:woche|monat|jahr)\b|\bdamals\b"
    # ... and in the Romance ones: "la semana pasada compramos", "la semaine dernière", "il mese scorso"
    r"|\b(?:la semana|el mes|el año|la semaine|le mois|l'année|la settimana|il mese|l'anno|a semana|o mês|o ano)"
    r"\s+(?:pasad[ao]|dernière|dernier|scors[ao]|passad[ao])\b"
    # yesterday told in the first person: "yday i was long 4 nq", "my review of yday"
    r"|\b(?:yday|yesterday|yest)\s+(?:i|we)\b|\b(?:review|recap) of (?:yday|yesterday)\b"
)
_PAPER_RE = re.compile(
    r"\bpaper[\s-]?(?:trade|trades|traded|trading|account|acct|book|portfolio|port|pnl|p&l|position|positions|fill"
    r"|fills|money|only)\b|\bon paper\b|\b(?:in|into) (?:the )?paper\b|\bpaper\s*[:\]]|\[paper|\(paper\)"
    r"|\bback-?test\w*|\bsimulat\w*|\bin sim\b|\bsim (?:account|acct|fill|fills|trade|trades|book|run)\b"
    r"|[\[({]\s*sim\b|\bpaper\s*[=:]\s*(?:true|yes|1)\b|\bshadow only\b|\(shadow\b"
    r"|\bdry[\s-]?run\b|\bpapier[\s-]?trade\w*|\bmodellbuch\b|\bnicht echt\b"
    r"|\bmock (?:trade|order|fill)s?\b|\bdemo account\b|\btest ?net\b|\bsandbox\b|\bshadow (?:book|portfolio|trades?)\b"
    r"|\bmodel portfolio\b|\bwalk-?forward\b|\bout-of-sample\b|\bin-sample\b|^\W*bt\s*:"
    # a record's account field: "account SIM-INTERN01", "acct=paper-2"
    r"|\b(?:account|acct)\s+\W*(?:sim|paper|test|uat|demo|sandbox)\b"
)
# Someone else's desk as the actor ("the rates desk sold", "macro team is long", "Jane's
# book bought"); "our desk" and a bare "the desk" are this desk.
_OTHER_DESK_RE = re.compile(
    r"\b(?:other|another|different|sister|neighbou?ring)\s+(?:[a-z][\w-]*\s+)?(?:desk|team|pod|book|fund|shop|firm)s?\b"
    r"|\b(?!(?:our|my|this|the|a|an|whole|entire|trading|risk|execution|exec)\b)[a-z][\w&./-]*'?s?\s+"
    r"(?:desk|team|pod)(?:'s)?\s+(?:\w+\s+){0,2}?"
    r"(?:bought|sold|is|are|was|were|went|got|shorted|covered|added|trimmed|took|put|lifted|hit|paid|opened|closed"
    r"|has|have|did|filled|exited|entered)\b"
    r"|\b[a-z][\w.-]*['’]s (?:group|crew)\b"      # "ghost's group got filled 50 es"
    # French: "le desk taux a acheté 50M d'OAT pour son book", "l'équipe crédit a vendu"
    r"|\b(?:le|un|l['’]autre) (?:desk|book|fonds|pod)\s+(?!de\s+nous|ici)(?:\w+\s+){0,2}?a\s+"
    r"(?:achet|vend|pris|couvert|sold|bought)\w*"
    r"|\bl['’][ée]quipe\s+(?:\w+\s+){0,2}?a\s+(?:achet|vend)\w*|\bpour son book\b"
    r"|\b(?:someone|somebody|a client|clients|the client|a customer|a fund|another fund|a competitor)\s+"
    r"(?:\w+\s+){0,2}?(?:bought|sold|shorted|covered|is long|is short|got filled|took|lifted|hit)\b"
    r"|\b(?:their|his|her) (?:trade|fill|fills|order|orders|entry)\b(?!\s+(?:is|was|goes|went)\s+(?:to|over))"
    r"|\b(?:heard|rumou?r(?:ed)?|word is|apparently)\b[^.]{0,40}\b(?:bought|sold|is long|is short|filled)\b"
    r"|\b(?:broker|brokers|dealer|street|flow)\s+(?:says|said|saying|sagt|meint)\b"
    # a relayed word from another desk: "heads up from macro: we sold 400 SPY ... ours, not yours"
    r"|\b(?:heads[\s-]?up|fyi|note|word|ping)\s+from\s+(?!(?:me|us|risk|compliance)\b)(?:the\s+)?[a-z][\w&.-]*"
    r"(?:\s+(?:desk|team|pod|book))?\s*[:—–-]"
    r"|\b(?:ours|our (?:book|trade|fill|position|flow)),? not yours\b"
    # the sell side showing its clients' interest: an IOI, an axe, "happy to cross vs your
    # natural", "in the market w/ size" (session 18: block_trading_ioi_desk)
    r"|\bio(?:i|is)\b|\bindications? of interest\b|\baxe[ds]?(?=\s*[:—–]|\s+(?:to\s+(?:buy|sell)|in)\b)|\bin touch\b"
    r"|\bhappy to (?:cross|facilitate|work)\b|\bcan facilitate\b|\bin the market w(?:ith|/) size\b"
    r"|\bexternal interest\b|\bnot (?:an |our )?orders? of (?:this|our) desk\b"
)


# A restatement of what was already decided: a recap or handoff that says it decides nothing.
_RESTATEMENT_RE = re.compile(
    r"\bno new (?:orders?|trades?|decisions?|positions?)\b|\bnothing new to do\b"
    r"|\bjust for the (?:handoff|record|wiki)\b"
    r"|\bfor the (?:record|wiki|journal)\b|\bbook as i have it\b|\bnot (?:a )?proposals?\b|\bnot proposing\b"
    r"|\b(?:for discussion|discussion only)\b|\bno action\)|\bjust logging\b|\bno decision\b"
    r"|\bnot (?:a |an )?(?:recommendation|position change|trade idea|proposal|decision|signal|pre-?approval"
    r"|approval)s?\b|\bnothing to (?:trade|do|execute)\b|\binformational\b"
    r"|\bnot (?:us|ours|our (?:trade|book|position|name|fill))\b|\balready reported\b|\bnothing (?:working|live) was\b"
    r"|\b(?:fyi|info|for info(?:rmation)?) only\b|\bnot in (?:the |our )?book\b"
    r"|\bindic(?:ative|ation)?s? only\b|\bnot firm\b"
    # an old ticket posted again: "posting for the audit, not a new trade"
    r"|\bnot a new (?:trade|order|fill|position|deal)\b|\bfor the audit\b"
)


def restates(norm: str) -> bool:
    """Whether a message says it only restates or discusses (a recap, a handoff, "not proposals")."""
    return bool(_RESTATEMENT_RE.search(norm))


# A date written out: an ISO day, a quarter or a month with its year, or a span of years
# ("backtest 2010-2025"). The year is compared with the message's own.
_ISO_DAY_RE = re.compile(r"\b((?:19|20)\d\d)-([01]\d)-([0-3]\d)\b")
_YEAR_SPAN_RE = re.compile(r"\b((?:19|20)\d\d)\s*(?:-|–|to|bis)\s*((?:19|20)\d\d)\b")
_DATED_YEAR_RE = re.compile(
    r"(?:\b(?:from|since|during|remember)\s+|^\W*)((?:19|20)\d\d)\b(?![-/.]\d)"
    r"|\b(?:q[1-4]|h[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)(?:\s+|-)((?:19|20)\d\d)\b"
    r"|\b((?:19|20)\d\d)\s+(?:q[1-4]|h[12])\b")
# An ISO day this long before the message is history, not today's business.
PAST_DAY_MS = 3 * 86_400_000


def _dated_past(norm: str, at_ms: int) -> bool:
    """Whether the sentence dates what it tells before the message's own time ("2024-08-02
    sold 10 ES", "remember 2024 Q1? we bought cape", "backtest (2010-2025)")."""
    if not at_ms:
        return False
    now = datetime.fromtimestamp(at_ms / 1000, tz=UTC)
    for match in _ISO_DAY_RE.finditer(norm):
        try:
            day = datetime(int(match[1]), int(match[2]), int(match[3]), tzinfo=UTC)
        except ValueError:
            continue
        if (now - day).total_seconds() * 1000 > PAST_DAY_MS:
            return True
    if any(int(m[2]) <= now.year and int(m[1]) < int(m[2]) for m in _YEAR_SPAN_RE.finditer(norm)):
        return True
    return any(int(next(year for year in m.groups() if year)) < now.year for m in _DATED_YEAR_RE.finditer(norm))


# A request for quote answered by the desk is the desk's trade only when it wins it: a
# client's inquiry is the client's interest, and a quote lost, covered or traded away (or
# not given) was a trade done with someone else. RFQ platforms say each outcome in words.
_RFQ_RE = re.compile(r"\b(?:rfqs?|rfs|inquir(?:y|ies)|enquir(?:y|ies)|bwic|owic|quot(?:e|ed|es|ing))\b")
_RFQ_NOT_OURS_RE = re.compile(
    r"\b(?:lost|covered|traded away|done away|dealt away|dnq|did not quote|not quoted|no quote|declined|expired"
    r"|timed[\s-]?out)\b"
    r"|\b(?:client|customer|cust)\b[^\n]{0,40}\b(?:rfq|inquir\w*|enquir\w*|asks?|asking|bids? wanted"
    r"|offers? wanted|looking to (?:buy|sell)|wants? to (?:buy|sell))\b"
    r"|\b(?:new|incoming|inbound|received)\s+(?:rfq|rfs|inquiry|enquiry)\b|\b(?:rfq|rfs)\s+(?:in|received|from)\b")
_RFQ_WON_RE = re.compile(r"\b(?:won|done with us|dealt with us|filled|executed|traded(?!\s+away)|done(?!\s+away))\b")


def done_away(norm: str) -> bool:
    """Whether a sentence tells of a request for quote the desk did not trade (see _RFQ_RE)."""
    return bool(_RFQ_RE.search(norm) and _RFQ_NOT_OURS_RE.search(norm) and not _RFQ_WON_RE.search(norm))


def frames(norm: str, *, other_desks: Iterable[str] = (), paper_words: Iterable[str] = (), at_ms: int = 0) -> list[str]:
    """The non-decision frames of a normalised sentence: 'hypothetical', 'history',
    'paper', 'other_desk' (empty: nothing says it is not the desk's own decision). With
    `at_ms` (when it was written), a date before then also frames it as history."""
    found = []
    if _HYPOTHETICAL_RE.search(norm):
        found.append("hypothetical")
    if _HISTORY_RE.search(norm) or _dated_past(norm, at_ms):
        found.append("history")
    if _PAPER_RE.search(norm) or any(word and word in norm for word in paper_words):
        found.append("paper")
    if _OTHER_DESK_RE.search(norm) or done_away(norm) or any(
            re.search(rf"\b{re.escape(desk)}\b", norm) for desk in other_desks if desk):
        found.append("other_desk")
    return found
