"""Hard events, noise and chatter, as pure functions over message text.

The digest may compact older messages, but it must never lose a hard event (a trade
proposal, approval, fill, stop move, routing decision, risk breach, ...). So this module
FAILS OPEN: anything that looks like it might carry a trading decision but cannot be
typed confidently is "maybe" (kept verbatim), and only messages with no trading signal
at all may become "noise" (counted) or "chatter" (rolled up).

How a message is read:

1. `split_sentences` cuts it into sentence spans (lines, bullets, then . ! ? endings
   that are not decimals or abbreviations). Every excerpt is built from these spans,
   so excerpts are always verbatim substrings of the content.
2. Facts per sentence: tickers, prices, sizes, percentages, trade ids.
3. Tags: labels at the start of a line (``[FILLED]``, ``**Trade proposal**``,
   ``Thesis update:``, ``## Risk``, ``NO ROUTE —``) are mapped to event types by
   keywords, and the event covers the tagged line plus the block it heads. Ticket
   fields ("Stop: 138") and author names ("[risk-bot]") are not tags.
4. Rules: per sentence, phrase patterns for each event type, with negation ("not
   routing" is a no-route decision, "not filled" is no fill) and vetoes (a request for
   approval or an FDA approval is not a desk approval). A rule is "strong" when the
   sentence carries trade facts, else "weak"; some rules fire only with facts.
   An event's excerpt is its sentences plus a neighbour that carries a missing fact
   (the price on the next bullet, the ticker just before, the trade id in the title).
5. Fallbacks when nothing was typed: a ticket (Side:/Entry:/Stop: lines) or an order
   line ("Buy 50 NVDA @ 142.5") is a proposal.
6. Otherwise: any trading signal -> "maybe"; every line shaped like runtime output
   (log level, retry, heartbeat, cron, reconnect, counters) -> "noise"; else "chatter".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

HARD_EVENT_TYPES: tuple[str, ...] = (
    "trade_proposal",
    "trade_approval",
    "trade_confirmation",
    "trade_fill",
    "stop_or_target_change",
    "route_decision",
    "no_route_decision",
    "held_position_news",
    "watchlist_news",
    "thesis_update",
    "risk_limit",
)

GIST_MAX_CHARS = 200
EXCERPT_JOINER = " … "

_CONFIDENCE_RANK = {"weak": 0, "strong": 1, "tagged": 2}


@dataclass(frozen=True)
class HardEvent:
    event_type: str
    excerpt: str  # verbatim substring(s) of the content, non-adjacent pieces joined by " … "
    confidence: str  # "tagged" | "strong" | "weak"


@dataclass(frozen=True)
class Classification:
    category: str  # "hard" | "maybe" | "noise" | "chatter"
    events: tuple[HardEvent, ...]
    tickers: tuple[str, ...]
    topic: str
    gist: str
    # For noise: "retry" | "error" | "reconnect" | "cron" | "heartbeat" | "status" | "metrics" | "log"
    noise_kind: str | None


# --------------------------------------------------------------------------- sentences

# Bullet / quote / heading / numbered-list markers at the start of a line.
_LINE_MARKER_RE = re.compile(r"[ \t]*(?:(?:[-*+•·▪‣◦>]|\d{1,3}[.)]|#{1,6})[ \t]+)*")
# A sentence ends at . ! ? … (plus closing quotes/brackets) followed by whitespace.
_SENTENCE_END_RE = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s)")
_LAST_TOKEN_RE = re.compile(r"(\S+)$")
_DOTTED_ABBREV_RE = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]?")
_ABBREVIATIONS = frozenset(
    """e.g i.e etc vs v approx est avg incl excl mr mrs ms dr inc corp ltd co jr sr st no
    nos fig al cf ca mos yr yrs wk wks mo jan feb mar apr jun jul aug sep sept oct nov dec
    pt px qty ref esp viz tgt resp dept govt intl min max""".split()
)


def _line_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for line in text.split("\n"):
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    return spans


def _is_abbreviation(text: str, start: int, period_pos: int) -> bool:
    token = _LAST_TOKEN_RE.search(text, start, period_pos)
    if not token:
        return False
    word = token.group(1).lstrip("([\"'").lower()
    return word in _ABBREVIATIONS or bool(_DOTTED_ABBREV_RE.fullmatch(word)) or len(word) == 1 and word.isalpha()


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of `text`, in order.

    Lines are always boundaries; bullet/heading markers and surrounding whitespace are
    left out of the spans. Inside a line a sentence ends at . ! ? followed by
    whitespace, except after abbreviations ("e.g.", "vs.", "U.S.") — decimals like
    "142.5" never end one because no whitespace follows the point.
    """
    spans: list[tuple[int, int]] = []
    for line_start, line_end in _line_spans(text):
        start = _LINE_MARKER_RE.match(text, line_start, line_end).end()
        end = line_end
        while end > start and text[end - 1].isspace():
            end -= 1
        cursor = start
        for match in _SENTENCE_END_RE.finditer(text, start, end):
            if match.end() >= end:
                break
            if match.group().startswith(".") and len(match.group().rstrip("\"'”’)]")) == 1:
                if _is_abbreviation(text, cursor, match.start()):
                    continue
            spans.append((cursor, match.end()))
            cursor = match.end()
            while cursor < end and text[cursor].isspace():
                cursor += 1
        if cursor < end:
            spans.append((cursor, end))
    return spans


# --------------------------------------------------------------------------- tickers

_TICKER_TOKEN_RE = re.compile(
    r"""
      \$(?P<cash>[A-Za-z]{1,6}(?:[.\-/][A-Za-z]{1,4})?)(?![\w.])        # $NVDA $brk.b $btc-usd
    | (?<![\w$/-])(?P<pair>[A-Z]{2,6}[-/](?:USDT|USDC|USD|EUR|PERP|BTC|ETH|JPY|GBP))(?![\w-])
    | (?<![\w$])(?P<concat>[A-Z]{2,6}(?:USDT|USDC|PERP))(?!\w)            # BTCUSDT, SOLPERP
    | (?<![\w$])(?P<occ>[A-Z]{1,6})\d{6}[CP]\d{8}(?!\w)                   # OCC option symbol
    | (?<![\w$])/?(?P<future>[A-Z]{1,3}[FGHJKMNQUVXZ]\d{1,2})(?!\w)       # ESZ5, /NQH25
    | (?<![\w/])/(?P<slashfut>[A-Z]{1,3})(?![\w/])                          # /ES /CL
    | \b(?:shares|contracts|sh|shs|lots|calls|puts)\s+of\s+(?P<after_size>[A-Z]{1,5})\b  # "shares of F"
    | (?<![\w$@#/.&'-])(?P<bare>[A-Z]{2,5}(?:\.[A-Z])?)(?![\w&/]|-\d|\.[A-Za-z]\w|'[A-Z])
    """,
    re.X,
)
# Lower-case crypto names people type without a $ sign.
_CRYPTO_WORD_RE = re.compile(r"(?<![\w$])(btc|eth|sol|xrp|doge|avax|bnb|ltc)(?!\w)")

# Upper-case words that are not tickers: English, desk jargon, macro, tech, log levels.
_NOT_TICKERS = frozenset(
    """
    AN THE AND OR BUT IF OF TO IN ON AT BY FOR WITH IS IT BE AS SO NO NOT YES OK OKAY UP
    DO GO WE US ME MY HE SHE HIS HER OUR YOU ARE WAS ALL ANY NOW NEW OLD OUT OFF TOO VERY
    JUST ONLY ALSO THEN THAN THIS THAT THESE FROM INTO OVER UNDER MORE MOST LESS SOME
    WHAT WHEN WHY HOW WHO HAS HAD HAVE WILL CAN MAY MUST GET GOT PUT SET LET SEE SAY
    BIG TOP LOW HIGH FLAT FULL HALF NEXT LAST HERE THERE DONE WAIT HOLD KEEP STAY TODAY
    BUY SELL LONG SHORT STOP STOPS LIMIT LMT MKT MOC LOC MOO GTC GTD DAY IOC FOK OCO OTO
    TP SL PT BE RR RISK TRADE ORDER ORDERS ENTRY EXIT SIZE SIDE QTY PRICE AVG FILL FILLS
    FILLED PROPOSED PROPOSAL APPROVED APPROVE CONFIRMED ROUTE ROUTED THESIS MOVED TARGET
    NEWS WATCH ALERT UPDATE NOTE NB PS FYI TBD TBA TBC ASAP EOD EOW EOM YTD MTD QTD WTD
    ATH ATL AH PM AM PRE RTH IPO ETF ETFS CEO CFO CTO COO EPS PE FCF GAAP GDP CPI PPI PCE
    NFP FOMC FED ECB BOJ BOE PBOC SEC FDA DOJ FTC EU UK USA USD EUR JPY GBP CNY CAD AUD
    CHF HKD UTC ET EST EDT PST PDT GMT CET BST API LLM AI ML HTTP HTTPS URL JSON YAML CSV
    PDF ID IDS UUID SQL CPU GPU RAM OS PR MR QA CI CD UI UX CLI SDK AWS GCP VM DB DM IMO
    IMHO IIRC AFAIK TLDR TL DR LOL LMAO ROFL BRB GM GN GG WFH OOO TBH NGL WTF OMG FOMO
    YOLO HODL DCA RIP NFA DYOR RE FW FWD CC TODO FIXME NA YOY QOQ MOM YO VS ETA NAV AUM
    VAR CVAR DD MDD RSI MACD EMA SMA VWAP TWAP ATR OI IV HV DTE OTM ITM ATM NTM BPS BP
    PCT EV SPAC REIT ADR OTC NYSE NASDAQ AMEX ARCA CBOE CME ICE LSE TSX IBKR IB TWS FIX
    DMA SOR OMS EMS INFO WARN ERROR ERR DEBUG TRACE FATAL CRIT NOTICE FAIL PASS TICK PING
    PONG CRON JOB SLA KPI OKR ROI ROE ROIC DCF LBO CAPEX OPEX COGS HQ NY NYC SF LA CA TX
    ASIA EMEA APAC MAX MIN TOTAL NET GROSS ADV POV NBBO RFQ TCA PDT WSB DTC PNL CALL CALLS
    PUT PUTS BULL BEAR OPEN CLOSE HIGH MID JAN FEB MAR APR JUN JUL AUG SEP OCT NOV DEC
    MON TUE WED THU FRI SAT SUN LIVE TEST DRY RUN BOT BOTS GPT MOVE ADD TRIM COVER FLAT
    NONE NULL TRUE FALSE HOT COLD RED GREEN BLUE KEY ONE TWO SIX TEN WHERE WHICH EACH
    TEAM DESK FLOOR BOOK PLAN IDEA CASE VIEW BIAS RATE RATES HIKE CUT BPS YES PER VIA
    OPEC IMF WHO NATO UN WTO OECD CNBC WSJ FT BBG DOE EIA IEA BLS ISM PMI OEM ESG
    OOM PID TTL RPC SSL TLS DNS TCP UDP IP VPN SSH GIT EOF UTF ASCII HTML CSS XML REST
    """.split()
)
_WORD_RE = re.compile(r"[A-Za-z]{2,}")
# A bare ticker in an ALL-CAPS line is only trusted next to a size or a price.
_SHOUT_TICKER_CONTEXT_RE = r"(?:\d[\d,.]*[kKmM]?\s+{sym}\b|\b{sym}\s*(?:@|\$?\d))"


def _is_shouting(line: str) -> bool:
    words = _WORD_RE.findall(line)
    upper = [w for w in words if w.isupper()]
    return len(words) >= 4 and len(upper) >= 3 and len(upper) >= 0.7 * len(words)


def extract_tickers(text: str) -> list[str]:
    """Upper-case tickers in first-seen order: $NVDA, NVDA, BRK.B, BTC-USD, ESZ5, /ES."""
    candidates: list[tuple[int, str, bool]] = []  # (position, symbol, trusted)
    for line_start, line_end in _line_spans(text):
        line = text[line_start:line_end]
        shouting = _is_shouting(line)
        shout_context: dict[str, bool] = {}
        for match in _TICKER_TOKEN_RE.finditer(line):
            kind = match.lastgroup
            symbol = match.group(kind).upper()
            if kind == "bare":
                if symbol in _NOT_TICKERS:
                    continue
                if shouting and symbol not in shout_context:
                    pattern = _SHOUT_TICKER_CONTEXT_RE.format(sym=re.escape(symbol))
                    shout_context[symbol] = bool(re.search(pattern, line))
                trusted = not shouting or shout_context[symbol]
            else:
                trusted = True
            candidates.append((line_start + match.start(), symbol, trusted))
        for match in _CRYPTO_WORD_RE.finditer(line):
            candidates.append((line_start + match.start(), match.group(1).upper(), True))
    trusted_symbols = {symbol for _, symbol, trusted in candidates if trusted}
    tickers: list[str] = []
    for _, symbol, _trusted in sorted(candidates):
        if symbol in trusted_symbols and symbol not in tickers:
            tickers.append(symbol)
    return tickers


# --------------------------------------------------------------------------- facts

_NUM = r"(?>\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_NOT_A_PRICE_UNIT = (
    r"(?![\d.,:]|\s?(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|am|pm|utc|et|%|x\b"
    r"|/\d|gb|mb|kb|tokens?|req|requests|attempts?|retries|times)\b)"
)
_MONEY_RE = re.compile(rf"[$€£]\s?{_NUM}\s?[kmb]?\b|\b{_NUM}\s?(?:usd|usdt|usdc|dollars|bucks)\b", re.I)
# After a word, a one-digit number is more often a clock time ("call at 3") than a price.
_AT_PRICE_RE = re.compile(
    rf"(?:@|->|→)\s*\$?{_NUM}{_NOT_A_PRICE_UNIT}"
    rf"|\b(?:at|near|around|above|below|under|over|from|to|into|px|price|entry|stop|sl|target|tgt"
    rf"|tp\d?|pt|limit|lmt|bid|offer|ask)\b\s*[:=]?\s*(?:\$\s?{_NUM}|(?!\d\b){_NUM}){_NOT_A_PRICE_UNIT}",
    re.I,
)
_PLAIN_DECIMAL_RE = re.compile(r"(?<![\w.])\d+\.\d{1,4}(?![\d.]|\s?(?:ms|s|secs?|%|x|gb|mb|kb)\b)", re.I)
_SIZE_RE = re.compile(
    rf"\b{_NUM}\s?[km]?\s*(?:shares?|shs|sh|contracts?|cts?|lots?|units?|coins?|options?|calls?|puts?"
    r"|spreads?|futures?|minis?|micros?|btc|eth|sol|r)\b"
    r"|\b(?:half|all|a third|a quarter|\d/\d)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:position|size|it|them)\b",
    re.I,
)
# "50 NVDA", "3 ES", "2 of $TSLA": a count right before a ticker.
_COUNT_BEFORE_TICKER_RE = re.compile(rf"(?<![\w.]){_NUM}\s?[kKmM]?\s+(?:of\s+)?\$?([A-Za-z][A-Za-z0-9.\-/]{{0,8}})")
_PERCENT_RE = re.compile(r"\d(?:\.\d+)?\s?%")
# A bare level next to a ticker ("if ES loses 5300"): not a year, time, id, percent or duration.
_LEVEL_RE = re.compile(
    r"(?<![\w.$%/:#-])(?!(?:19|20)\d\d\b)\d{2,}(?:[.,]\d+)*[kK]?[cCpP]?(?![\w%:/-]|\.\d)"
    r"(?!\s?(?:ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|yrs?|bps|am|pm))"
)
_TRADE_ID_RE = re.compile(
    r"(?<![\w<#@&])#\d{3,}\b|(?-i:\b[A-Z]{1,4}-\d{2,}\b)|\b(?:id|ref|order|trade|ticket)\s*[:#=]?\s*[0-9a-f]{6,}\b"
    r"|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b",
    re.I,
)


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
    r"|enter(?:s|ed|ing)?|target|tgt|stops?|stopped|limit|lmt|orders?|positions?|size|sized|calls?"
    r"|puts?|hedg\w*|open(?:ed|ing)?|roll(?:ed|ing)?|trades?|traded|trading|pt|bid|offer|flatten\w*)\b"
)
_NEWS_RE = re.compile(
    r"\b(?:news|headlines?|breaking|earnings|reported|guidance|guides? (?:up|down|higher|lower)"
    r"|downgrade[ds]?|upgrade[ds]?|price target|beats?|missed|misses|announc\w+|press release"
    r"|8-k|10-q|10-k|sec filing|fda|recall|lawsuit|sued|probe|investigation|subpoena|halted"
    r"|merger|acquisition|acquir(?:e|es|ed|ing)|buyback|dividend|offering|dilution|resign\w*"
    r"|layoffs?|outage|hacked|data breach|initiat\w+ coverage|short (?:report|seller)|bankruptcy"
    r"|chapter 11|delist\w*|stock split|spin-?off|trial data|partnership|tariffs?|sanctions?"
    r"|export (?:controls?|restrictions?|bans?)|pre-?announc\w+|warns|profit warning|ceo|cfo|contract win"
    r"|doj|ftc|antitrust|ruling|court|regulators?|settlement|fined|fines|reuters|bloomberg|wsj|dow jones|cnbc"
    r"|reportedly|sources say|crossing (?:now|the wires)|hit the wires|rumou?r\w*|results|prints?|stress tests?)\b"
)
_HELD_RE = re.compile(
    r"\b(?:our|my)\s+(?:[^\s,;!?]+\s+){0,2}?(?:position|positions|holding|holdings|longs?|shorts?|stake"
    r"|book|names?|shares|exposure|calls|puts|bag)\b"
    r"|\b(?:we|i)(?:'re|'m| are| am)?\s+(?:still\s+)?(?:long|short|holding|in)\b"
    r"|\b(?:we|i)\s+(?:still\s+)?(?:own|hold|held|have a position)\b|\bheld\b"
    r"|\bin (?:the|our|my) (?:book|portfolio|pf)\b"
    r"|\b(?:existing|open|current|live|held) positions?\b|\bholdings?\b"
    r"|\((?:core\s+)?(?:long|short|held|holding|owned|position)\b|\bcore (?:long|short|holding|position)\b"
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
_THESIS_CHANGE_RE = re.compile(
    r"updat|chang|revis|broke|break|intact|invalidat|playing out|confirm|weaken|strengthen|still|no longer|drift"
    r"|stands|holds|on track|wrong|damaged|shift|evolv|adjust|refresh|\bnew\b|flip|revers|cracked|dead|->|→"
)


# --------------------------------------------------------------------------- rules

@dataclass(frozen=True)
class _Rule:
    event_type: str
    pattern: re.Pattern[str]
    # "strong": always strong; "context": strong with trade facts, weak without;
    # "need": only fires when the sentence (or a neighbour) carries trade facts.
    mode: str = "context"
    context: str = "trade"  # which facts count: "facts" | "trade" | "finance"
    negated_type: str | None = None  # what a negated match means ("not routing" -> no route)
    question_type: str | None = None  # what it means in a question ("ok to send?" asks for approval)
    veto_before: re.Pattern[str] | None = None  # text just before the match that cancels it
    veto_sentence: re.Pattern[str] | None = None  # anywhere in the sentence cancels it
    requires: re.Pattern[str] | None = None  # the sentence must also match this


_SIDE_VERBS = (
    r"(?:buy|sell|short|go long|go short|get long|get short|add|open|initiate|enter|build|put on|start"
    r"|scale|trim|take|pick up|layer|accumulate|exit|close|cover|reduce|load|grab"
    r"|buying|selling|shorting|going long|adding|opening|initiating|entering|building|putting on"
    r"|starting|scaling|trimming|taking|picking up|layering|accumulating|exiting|closing|covering"
    r"|reducing|loading)"
)

# A risk bound; "limit" is not one in "limit order" / "limit buy".
_RISK_BOUND = (
    r"\b(?:limits?|caps?|thresholds?|ceilings?)\b(?!\s*(?:orders?|buy|sell|price|px|entry))"
    r"|\bmax\b|\b(?:hard|daily|weekly) stop\b|\bstop[\s-]?out level\b"
)

# Rules in order; each adds at most one event per sentence. The first ones catch agents that
# print the event type itself ("event=trade_fill", "<TRADE_PROPOSAL>").
_RULES: tuple[_Rule, ...] = tuple(
    _Rule(event_type, re.compile(rf"(?<![a-z]){event_type.replace('_', '[_ -]')}(?![a-z])"), mode="strong")
    for event_type in HARD_EVENT_TYPES
) + (
    # --- proposals: intents, recommendations, approval requests
    _Rule("trade_proposal", re.compile(r"\bpropos(?:e|es|ed|ing|al)\b"),
          veto_before=re.compile(f"{_PROPOSAL_REFERENCE_BEFORE_RE.pattern}|{_NEGATION_BEFORE_RE.pattern}")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:i|we|i'd|we'd|i'm|we're|id|im|i'll|we'll)\s+(?:would\s+|am\s+|are\s+|really\s+|also\s+|still\s+)?"
        r"(?:like|want|wanna|plan|planning|intend|intending|looking|thinking|aiming|going|gonna|considering"
        r"|keen|inclined|leaning|propose|suggest|recommend)\s+(?:to\s+|about\s+|on\s+|of\s+)?" + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:looking|planning|aiming|considering|want|wanting|proposing|suggesting|recommending|recommend"
        r"|suggest|recommendation|rec)\s*:?\s+(?:to\s+)?(?:a\s+|an\s+)?"
        r"(?:buy|buying|sell|selling|short|shorting|long|going long|adding|add|open|opening|initiate"
        r"|initiating|enter|entering|put(?:ting)? on|exit|exiting|trim|trimming|cover|covering|starter|entry)\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:request(?:ing|s|ed)?|seek(?:ing)?|need(?:s|ing)?|want|pending|awaiting|waiting (?:for|on)"
        r"|for|asking for|submit(?:ting|ted)? for|submitted for)\s+(?:[^\s,;!?]+\s+){0,2}?"
        r"(?:approval|sign[\s-]?off|green[\s-]?light|go[\s-]?ahead)\b"
        r"|\b(?:please|pls|plz|can (?:you|someone|i get)|could (?:you|someone)|need (?:you|someone) to)\s+"
        r"(?:[^\s,;!?]+\s+)?(?:approve|sign off|greenlight|ok)\b")),
    _Rule("trade_proposal", re.compile(r"\b(?:trade (?:idea|plan|setup|proposal)|entry plan|pitch(?:ing)?)\b"),
          mode="need", context="facts"),
    _Rule("trade_proposal", re.compile(r"\blet'?s\s+" + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:would like|'d like|want|wanted|requesting|request|seeking|asking for|need)\s+"
        r"(?:permission|the ok|the green light|approval|sign-?off)\s+to\b|\bwould like to\s+" + _SIDE_VERBS + r"\b")),
    _Rule("trade_proposal", re.compile(
        r"\b(?:i'd|we'd|i would|we would|i'll|we'll|i will|we will|i'm going to|we're going to|gonna)\s+"
        r"(?:probably\s+|also\s+|just\s+|rather\s+)?" + _SIDE_VERBS + r"\b"), mode="need", context="facts"),
    _Rule("trade_proposal", re.compile(r"\b(?:should|shall|could|can)\s+(?:we|i)\s+" + _SIDE_VERBS + r"\b"),
          mode="need", context="facts"),
    # --- approvals (negated -> no route; requests and regulators are not approvals)
    _Rule("trade_approval", re.compile(
        r"\bapprov(?:ed|e|es|ing)\b"
        r"|\b(?:approval|sign[\s-]?off|green[\s-]?light|go[\s-]?ahead|ok)\s+(?:is\s+|was\s+|has been\s+)?"
        r"(?:granted|given|confirmed|received|obtained)\b"
        r"|\b(?:got|have|has|received|you have)\s+(?:[^\s,;!?]+\s+)?approval\b"),
        negated_type="no_route_decision", question_type="trade_proposal", veto_before=_REQUEST_BEFORE_RE),
    _Rule("trade_approval", re.compile(
        r"\b(?:go[\s-]?ahead|green[\s-]?light(?:ed)?|greenlit|green-lit|signed off|sign(?:ing)? off on|lgtm"
        r"|ship it|send it(?!\s+(?:to|over))|pull the trigger|good to go|you'?re clear(?:ed)?|cleared to|cleared for"
        r"|clear to (?:buy|sell|trade|execute|proceed|enter|send|go)"
        r"|ok(?:ay)? to (?:buy|sell|trade|execute|proceed|enter|send|route|go)|authori[sz]ed|okayed|ok'?d"
        r"|execute it|proceed(?:ing)? with|please proceed|you may proceed|go for it|(?:fine|ok|okay|good) by me"
        r"|(?:have|has|with) (?:my|our|the desk's|risk's) (?:blessing|ok|approval)"
        r"|ok(?:ay)? from (?:risk|the pm|pm|the desk|compliance|me)"
        r"|(?:please |pls )?execute (?:it|the trade|the order|t-\d+|#\d+))\b"
        r"|\bproceed\s*[.!]?$"),
        negated_type="no_route_decision", question_type="trade_proposal", veto_before=_REQUEST_BEFORE_RE),
    _Rule("trade_approval", re.compile(
        r"^\W*(?:(?:yes|yep|yeah|ok|okay|sure|fine|approved)\W+)?"
        r"(?:do it|send it|go|go go|execute|proceed|ship it)\W*$")),
    # --- confirmations: the order exists / is booked
    _Rule("trade_confirmation", re.compile(r"\bconfirm(?:ed|ing|ation)?\b"), mode="need",
          veto_before=_REQUEST_BEFORE_RE, veto_sentence=_QUESTION_END_RE),
    _Rule("trade_confirmation", re.compile(r"^\W*(?:confirm(?:ed|ing)?|booked|ack(?:ed|nowledged)?)\W*$")),
    _Rule("trade_confirmation", re.compile(
        r"\b(?:order|orders|bracket|oco|bid|offer|stop order|limit order)\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:is\s+|are\s+|was\s+|has been\s+|have been\s+|now\s+)?"
        r"(?:placed|submitted|sent|working|live|acknowledged|acked|accepted|staged|entered|resting|in|open|booked"
        r"|queued|transmitted|modified|amended|replaced|up|on|attached|in place)\b"
        r"|\b(?:placed|submitted|entered|staged|working|resting|parked|put in|put up|posted|sent)\s+"
        r"(?:a|an|the|my|our|\d+)?\s*(?:[^\s,;!?]+\s+){0,3}?(?:order|orders|bracket|oco|bid|offer)\b"
        r"|\b(?:order|trade|ticket)\s*(?:id|#|no\.?|number|ref)\b|\btrade (?:booked|ticket)\b"
        r"|\border\b(?:[^.;!?]|\.\d){0,60}?\b(?:is|are|was|now)\s+(?:now\s+)?"
        r"(?:placed|working|live|resting|accepted|acknowledged|booked|submitted|in the market)\b"
        r"|\bstops?\s+(?:is|are)\s+(?:in|live|set|placed|working)\b")),
    _Rule("trade_confirmation", re.compile(
        r"\b(?:booked|ack(?:ed|nowledged)?)\b|\bworking\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:\d|order|bid|offer|limit)"),
        mode="need", context="facts"),
    # --- fills: executions happened
    _Rule("trade_fill", re.compile(
        r"\b(?:got|get|getting|been|was|were|is|are|all|fully|partially|partial|part|just|now|finally|completely)"
        r"\s+(?:[^\s,;!?]+\s+)?(?:filled|executed)\b|\bstopped out\b"
        r"|\b(?:stop|stops|sl|target|tgt|tp\d?|take[\s-]?profit|pt\d?)\s+(?:[^\s,;!?]+\s+)?"
        r"(?:hit|triggered|filled|got hit|was hit)\b"
        r"|\b(?:avg|average)\s+(?:fill|price|px|cost|entry)\b|\b(?:execution|fill) price\b"
        r"|(?<!stop is )(?<!stops are )\b(?:in|out) at\s+\$?\d|\b(?:entered|exited) at\b"),
        mode="strong", veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(r"\b(?:long|short|position|trade)\s+(?:is\s+)?on at\s+\$?\d")),
    _Rule("trade_fill", re.compile(
        r"\b(?:took|opened|initiated|started|built)\s+(?:a |an |the |some |my |our )?"
        r"(?:starter|position|stake|partial|tranche|pilot)\b"),
        mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:we|i|we're|i'm|we are|i am|book is|desk is)\s+(?:now\s+|all\s+)?"
        r"(?:went\s+|going\s+|gone\s+|got\s+)?flat\b"
        r"|\b(?:went|gone|got)\s+flat\b"),
          veto_before=_NEGATION_BEFORE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:we|i)(?:'re|'m| are| am)\s+(?:now\s+|all\s+)?(?:in|out)\b(?!\s+(?:a|the|for|on)\b)"),
          mode="need", context="facts"),
    _Rule("trade_fill", re.compile(r"\bfilled\b|\bexecuted\b"),
          veto_before=_NEGATION_BEFORE_RE, veto_sentence=_FILL_NEAR_MISS_RE),
    # The noun ("3 fills today", "nice fill") is a fill only next to a ticker or price.
    _Rule("trade_fill", re.compile(r"\bfills?\b"), mode="need", context="facts",
          veto_before=_NEGATION_BEFORE_RE, veto_sentence=_FILL_NEAR_MISS_RE),
    _Rule("trade_fill", re.compile(
        r"\bgot done\b|\bdone\s+(?:at|@)\s*\$?\d|\bdone on\b|^\W*done\b|^\W*(?:out of|in)\s+(?!the (?:office|money)\b)"
        r"|\bgot\s+(?:[^\s,;!?]+\s+){0,3}?(?:at|@)\s*\$?\d"), mode="need", context="facts"),
    _Rule("trade_fill", re.compile(
        r"\b(?:bought|sold|shorted|covered|trimmed|exited|unwound|liquidated|flattened|dumped|took profits?"
        r"|took (?:some |half )?off|sold short|scaled (?:in|out)|closed out|picked up|loaded up)\b"),
        mode="need", context="facts", veto_before=_NEGATION_OR_PASSIVE_BEFORE_RE,
        veto_sentence=_COMMENTARY_CLOSE_RE),
    _Rule("trade_fill", re.compile(
        r"\b(?:i|we|i've|we've|just|have|has)\s+(?:[^\s,;!?]+\s+)?(?:closed|added|entered|opened)\b"
        r"|\b(?:closed|added|entered|opened)\s+(?:out\b|the\b|my\b|our\b|half\b|all\b|a\b|\d(?![\d.]*\s?%))"),
        mode="need", context="facts", veto_before=_NEGATION_BEFORE_RE,
        veto_sentence=re.compile(_COMMENTARY_CLOSE_RE.pattern + "|" + _WATCHLIST_RE.pattern)),
    # --- stop / target changes (analyst price targets are news, not our targets)
    _Rule("stop_or_target_change", re.compile(
        r"\b(?:mov|rais|lower|tighten|trail|adjust|updat|bump|widen|loosen|reset|chang|drop|pull|lift"
        r"|ratchet|shift|push|revis|amend|modif|nudg|slid|set(?:ting)?\b|cut(?:ting)?\b|put(?:ting)?\b|plac"
        r"|add(?:ed|ing)?\b)"
        r"\w*\s+(?:[^\s,;!?]+\s+){0,4}?(?:stop[\s-]?loss(?:es)?|stops?|sl|trailing stop|targets?|tgt|tp\d?"
        r"|take[\s-]?profit|profit target|price target|pt\d?)\b"),
        veto_before=_NEGATION_BEFORE_RE, veto_sentence=_ANALYST_RE),
    _Rule("stop_or_target_change", re.compile(
        r"\b(?:stop[\s-]?loss|stops?|sl|targets?|tgt|tp\d?|take[\s-]?profit|pt\d?)\s+(?:[^\s,;!?]+\s+){0,5}?"
        r"(?:now|moved|raised|lowered|tightened|trailed|adjusted|updated|changed|bumped|reset|set|to|from|->|→|=>)"
        r"\s*(?:(?:sits|is|stands|rests|goes|at|to)\s+)*(?:\$?\d|b/?e\b|break[\s-]?even|entry|cost)"
        r"|\b(?:stop|sl|target|tgt|tp\d?|pt)\b\s*[:=]?\s*\$?\d[\d.,]*\s*(?:->|→|=>|to)\s*\$?\d"
        r"|\b(?:new|revised|updated|adjusted|trailing|tighter|wider|raised|lowered|moved)\s+(?:[^\s,;!?]+\s+)?"
        r"(?:stop[\s-]?loss|stops?|sl|targets?|tgt|tp\d?|take[\s-]?profit|pt)\b"
        r"|\bbreak[\s-]?even stop\b"),
        veto_sentence=_ANALYST_RE),
    # --- routing decisions (negated -> no route)
    _Rule("route_decision", re.compile(
        r"\brout(?:e|es|ed|ing)\b(?!\s+(?:table|tables|map|planner|guide|config|rules?|handler|path|66)\b)"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
    _Rule("route_decision", re.compile(
        r"\b(?:send|sending|sent|pass|passing|passed|hand|handing|handed|forward|forwarding|forwarded|push"
        r"|pushing|pushed|submit|submitting|submitted|escalat\w*|releas\w*|ship|shipping|shipped)\s+(?:\S+\s+){0,4}?"
        r"(?:to|over to|off to|for)\s+(?:the\s+)?(?:exec|execution|executor|trader|traders|trading desk|desk"
        r"|broker|ibkr|oms|ems|algo|market|pm|risk)\b|\b(?:for|to) execution\b"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
    # --- explicit no-route decisions
    _Rule("no_route_decision", re.compile(
        r"\bno[\s_-]?rout(?:e|ing)\b|\bunrouted\b|\b(?:pass(?:ing)?\s+on|we(?:'ll| will)?\s+pass|i(?:'ll| will)?\s+pass"
        r"|hard pass|taking a pass|gonna pass|going to pass)\b"
        r"|\b(?:no[\s-]?trade|no[\s-]?go|stand(?:ing)? down|sit(?:ting)? (?:this|it) out|hold(?:ing)? off"
        r"|skip(?:ping)? (?:this|it|that|the trade|the setup|the entry)"
        r"|sit(?:ting)? (?:this|it|that)(?: one| trade)? out"
        r"|(?:risk|pm|desk|compliance) says no"
        r"|let'?s not\s+(?:do|take|trade|touch|buy|sell|short|enter|chase|add|route|send)"
        r"|not (?:taking|executing|entering|pursuing|doing|buying|selling|shorting|trading)"
        r" (?:it|this|that|the|here|today)"
        r"|won'?t (?:trade|take|execute|enter) (?:it|this|that|the)|stay(?:ing)? (?:flat|out|away))\b"),
        mode="context"),
    _Rule("no_route_decision", re.compile(
        r"\b(?:not|never|won'?t|don'?t|isn'?t|aren'?t)\s+(?:be\s+|going to\s+)?(?:send(?:ing)?|sent|plac(?:e|ing)"
        r"|submit(?:ting)?|execut(?:e|ing)|enter(?:ing)?|tak(?:e|ing))\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:order|trade|it|this|that|one|\S*\d\S*)(?!\w)"
        r"|^\W*(?:no|nope|nah|pass)\s+(?:on|to|for)\b"),
        mode="context"),
    _Rule("no_route_decision", re.compile(
        r"\b(?:rejected|declined|vetoed|denied|nixed|killed|scrapped|cancel+ed|canceled|withdrawn)\b"
        r"(?=\s+(?:by|per|due|because|on|for|as|—|-|:)\b|\s*[.:;,—-]|\s*$)"),
        mode="need", context="facts"),
    _Rule("no_route_decision", re.compile(
        r"\b(?:reject(?:ed|ing|s)?|declin(?:e|ed|ing)|veto(?:ed|ing)?|den(?:y|ied)|nix(?:ed)?|scrap(?:ped)?"
        r"|kill(?:ed|ing)?|cancel(?:led|ed|ling|ing)?|abort(?:ed|ing)?|scratch(?:ed)?|pull(?:ed|ing)?)\s+"
        r"(?:on |of |for )?(?:the |this |that |your |my |our )?(?:[^\s,;!?]+\s+)?(?:trade|idea|proposal|order"
        r"|orders|request|entry|setup"
        r"|it|this|that|one)\b"
        r"|\b(?:trade|idea|proposal|order|orders|request|approval|entry|setup)\s+(?:[^\s,;!?]+\s+){0,2}?"
        r"(?:rejected|declined|vetoed|denied|killed|scrapped|cancel+ed|canceled|aborted|nixed|withdrawn|pulled)\b"),
        mode="context"),
    # --- news on a held name / on the watchlist
    _Rule("watchlist_news", _WATCHLIST_RE, mode="strong"),
    _Rule("watchlist_news", _WATCHING_RE, mode="need", context="facts"),
    # --- thesis changes
    _Rule("thesis_update", re.compile(r"\btheses\b|\bthesis\b"), requires=_THESIS_CHANGE_RE),
    _Rule("thesis_update", re.compile(
        r"\b(?:bull|bear|investment)\s+case\b|\bconviction\b"
        r"|\b(?:story|narrative|view|call|setup|case)\s+(?:is\s+|remains\s+|still\s+|now\s+)*(?:intact|broken|busted"
        r"|invalidated|dead|playing out|on track)\b"
        r"|\b(?:chang|revis|updat|flip|revers)\w*\s+(?:my|our|the)\s+(?:view|stance|outlook|call|bias|take)\b"
        r"|\binvalidat(?:ed|es|ing)\b|\binvalidation (?:hit|triggered|reached|broken|level (?:hit|broken))\b"
        r"|\b(?:no longer|not)\s+(?:bullish|bearish|constructive|convinced)\b"
        r"|\bturn(?:ed|ing)?\s+(?:bullish|bearish|cautious|constructive)\b"
        r"|\bflip(?:ped|ping)?\s+(?:to\s+)?(?:bullish|bearish|neutral)\b")),
    # --- risk limits
    _Rule("risk_limit", re.compile(
        r"\b(?:loss|losses|drawdown|dd|risk|position|exposure|concentration|leverage|var|notional|margin|pnl|p&l"
        r"|stop[\s-]?out|single[\s-]?name|per[\s-]?name|issuer|book)\s+"
        r"(?:limits?|caps?|thresholds?|budgets?|ceilings?)\b(?!\s*orders?)"
        r"|\bmax(?:imum)?\.?\s+(?:daily\s+|intraday\s+)?(?:position|loss|drawdown|dd|exposure|notional|leverage"
        r"|risk|gross|net|allocation|weight)\b|\bkill[\s-]?switch\b|\bmargin call\b"
        r"|\bover[\s-]?(?:exposed|levered|leveraged|allocated|concentrated)\b"
        r"|\bvalue at risk\b|\b(?:halt(?:ing|ed)?|paus(?:e|ing|ed)|suspend(?:ing|ed)?) (?:all )?(?:new )?trading\b"
        r"|\btrading (?:is )?(?:halted|paused|suspended|frozen)\b|\bde-?risk(?:ing|ed)?\b"
        r"|\b(?:reduc|cut|trim|lower)\w*\s+(?:gross\s+|net\s+)?(?:exposure|risk|leverage|gross|net)\b"
        r"|\brisk\s+(?:alert|warning|breach|check|flag|manager|mgmt|management|committee|officer|desk|team)\b"
        r"|\d\s?%\s+(?:of\s+)?(?:the\s+)?(?:cap|limit|max|budget|threshold)\b"
        r"|\b(?:daily|weekly|monthly|intraday)\s+(?:loss\s+)?(?:stop|limit|cap|max|budget)\b"
        r"|\b(?:agents?|desk|bots?|book|trading)\s+(?:is\s+|are\s+)?(?:paused|halted|frozen|suspended|locked)\b"
        r"|\b(?:reduc|cut|trim|bring)\w*\b[^.;]{0,40}\b(?:under|below|to)\s+\d+(?:\.\d+)?\s?%\s+of\s+"
        r"(?:nav|book|equity|capital|aum)\b"),
        mode="strong"),
    _Rule("risk_limit", re.compile(
        r"(?:" + _RISK_BOUND + r")\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:hit|breach\w*|exceed\w*|reached|blown|tripped|violat\w*|triggered|near\w*|approach\w*|close to)\b"
        r"|\b(?:hit|hitting|breach\w*|exceed\w*|reach\w*|trip\w*|violat\w*|trigger\w*|near\w*|approach\w*)\s+"
        r"(?:[^\s,;!?]+\s+){0,3}?(?:" + _RISK_BOUND + r")"
        r"|\b(?:loss|losses|drawdown|dd|pnl|p&l|exposure|gross|net|leverage|var)\b"
        r"(?:[^.;]|\.\d){0,40}(?:" + _RISK_BOUND + r")"
        r"|\b(?:size|sizing|sector|gross|net)\s+(?:limits?|caps?|thresholds?)\b|\bmax(?:imum)? size\b"
        r"|\b(?:drawdown|dd|var|leverage|margin (?:usage|utili[sz]ation|util))\b"
        r"\s*(?:is\s+|at\s+|now\s+|of\s+|:\s*)?[\d$-]"),
        mode="need", context="finance"),
    _Rule("risk_limit", re.compile(r"\bflatten(?:ing|ed)?\b|\bliquidat(?:e|ing|ed) (?:all|everything|the book)\b"),
          mode="need", context="trade", veto_sentence=_CURVE_RE),
)


# --------------------------------------------------------------------------- tags

_TAG_TOKEN_RE = re.compile(
    r"\[(?P<bracket>[^\[\]\n]{1,40})\]"
    r"|\*\*(?P<bold>[^*\n]{1,60})\*\*"
    r"|__(?P<under>[^_\n]{1,60})__"
    r"|(?P<caps>[A-Z][A-Z0-9&/'-]*(?:[ _-]+[A-Z][A-Z0-9&/'-]*){0,3})(?![a-z])"
    r"|(?P<colon>[A-Za-z][\w &/'+-]{0,40}?)\s*:(?=\s|$)"
)
_HEADING_RE = re.compile(r"[ \t]*(?:[-*+>][ \t]+)?#{1,6}[ \t]+(?P<label>[^\n]{1,80})")
# Emoji, punctuation and timestamps between a line's start and its label.
_TAG_FILLER_RE = re.compile(r"(?:[^\w\[*_\n]|\[\d[\d:\-T ./Z]*\])*")
_COLON_AFTER_RE = re.compile(r"\s*:")
_AUTHOR_LABEL_RE = re.compile(r"agent|bot\b|\bsvc|service|daemon|worker|runner|engine|monitor", re.I)

_LABEL_TYPES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (event_type, re.compile(rf"(?<![a-z])(?:{pattern})"))  # keywords start words: "backfill" is no fill
    for event_type, pattern in (
        ("trade_proposal", r"request|pending|awaiting|approval (?:needed|required)|needs? approval|for approval"),
        ("no_route_decision", r"no[\s_-]*route|not[\s_-]*rout|unrouted|reject|declin|veto|denied|\bpass(?:ed)?\b"
                              r"|no[\s-]*go\b|no[\s-]*trade|skip|\bkill(?!\s*switch)|cancel|not approved"
                              r"|stand(?:ing)? down|abort"),
        ("trade_fill", r"stopped out|(?:stop|target|tp\d?|sl)\s*(?:hit|triggered|filled)"),
        ("risk_limit", r"risk|limit(?!\s*order)|breach|drawdown|exposure|margin|kill[\s-]*switch|halt|circuit"
                       r"|de-?risk|\bvar\b|leverage"),
        ("thesis_update", r"thesis|conviction|investment case|bull case|bear case"),
        ("watchlist_news", r"watch\s*-?list|watching|radar|on watch"),
        ("news", r"news|headline|breaking|earnings|press release|\bpr\b|filing|8-k"),
        ("stop_or_target_change", r"stop|target|\btp\d?\b|\bsl\b|trail|take[\s-]*profit|break[\s-]?even|\bpt\b"),
        ("trade_fill", r"fill|executed|execution report|exec report|\bbought\b|\bsold\b|(?:position|trade) closed"
                       r"|closed out"),
        ("trade_confirmation", r"confirm|booked|order placed|\bplaced\b|\back(?:nowledged)?\b|submitted"),
        ("trade_approval", r"approv|go[\s-]*ahead|green[\s-]*light|greenlit|cleared|authori[sz]|sign[\s-]*off"
                           r"|signed off|lgtm"),
        ("route_decision", r"rout|dispatch|hand[\s-]*off|to exec|execution desk|send to"),
        ("trade_proposal", r"propos|idea|pitch|recommend|new trade|trade plan|entry plan"),
        ("generic", r"\btrade\b|\border\b|\bsignal\b|\bentry\b|\bsetup\b|\bplan\b|\bexit\b|\bbuy\b|\bsell\b"
                    r"|\blong\b|\bshort\b"),
    )
)
# Labels that are ordinary fields of a trade ticket ("Stop: 138", "Risk: 1%") rather than
# event tags when written as "Label: value".
_FIELD_LABEL_RE = re.compile(
    r"(?:ticker|symbol|instrument|asset|pair|underlying|side|direction|action|size|qty|quantity|shares|contracts"
    r"|notional|entry|entry price|entry zone|limit|limit price|price|px|stop|stop[\s-]?loss|sl|stop price"
    r"|target|targets|tgt|tp\d?|take[\s-]?profit|pt\d?|risk|rr|risk/reward|reward|horizon|timeframe|time frame"
    r"|conviction"
    r"|order type|type|tif|account|venue|route|strategy|thesis|rationale|catalyst|expiry|strike)s?",
    re.I,
)
# Labels whose fields make a ticket a proposal (not just a stop/target update).
_ORDER_FIELD_RE = re.compile(
    r"side|direction|action|size|qty|quantity|shares|contracts|notional|entry|limit|price|px|order type", re.I
)
_STOP_FIELD_RE = re.compile(r"stop|sl|target|tgt|tp\d?|take[\s-]?profit|pt\d?", re.I)
_CHANGE_WORD_RE = re.compile(
    r"mov|chang|updat|adjust|rais|lower|tighten|trail|\bnew\b|revis|bump|->|→|\bto\b|\bnow\b"
)
_MAX_BLOCK_LINES = 12
_MAX_BLOCK_CHARS = 900


def _label_type(label: str) -> str | None:
    lowered = label.lower().strip(" :-—–|")
    for event_type, pattern in _LABEL_TYPES:
        if pattern.search(lowered):
            return event_type
    return None


# --------------------------------------------------------------------------- noise

_LOG_PREFIX_RE = re.compile(
    r"^\W{0,4}(?:\[?\s*(?:info|warn|warning|error|err|debug|trace|fatal|crit|critical|notice)\s*\]?[:\s]"
    r"|\[?\d{4}-\d{2}-\d{2}[ t]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s)"
)
_KEY_VALUE_RE = re.compile(r"\b[a-z_][\w.]*=\S+")
_TRACE_LINE_RE = re.compile(r"^\s*(?:at\s+\S+\s*\(|file \"|traceback|[\w.]*(?:error|exception):|\^+$|\.{3}$|[-=]{3,}$)")
# (kind, pattern that always means runtime noise, pattern that does when the line looks machine-made)
_NOISE_KINDS: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None], ...] = (
    ("retry",
     re.compile(r"\bretr(?:y|ying|ied|ies)\b|\battempt\s*#?\d+|\b\d+\s*/\s*\d+\s*(?:attempts?|retries|tries)\b"
                r"|\bback(?:ing)?[\s-]?off\b|\b429\b|rate[\s-]?limit|ratelimit|throttl|too many requests"),
     re.compile(r"\btime[sd]?[\s-]?out\b|\btimeout\b|\btry again\b")),
    ("error",
     re.compile(r"\btraceback\b|\bexception\b|\bprovider error\b|\boverloaded\b|\bbad gateway\b|\beconn\w+"
                r"|\b(?:http|status|code|error|returned|got)\s*:?\s*5\d\d\b"
                r"|\b5\d\d\s+(?:error|from|server|internal|bad|service|overloaded|gateway)\b"
                r"|\bstack ?trace\b|\bapi error\b|\binternal server error\b|\bservice unavailable\b"),
     re.compile(r"\berror\b|\bfailed\b|\bfailure\b|\bfatal\b|\bpanic\b|\bcrash(?:ed)?\b|\bunavailable\b")),
    ("reconnect",
     re.compile(r"reconnect|disconnect|\bwebsocket\b|connection (?:lost|reset|closed|restored|refused|dropped)"
                r"|\bsession (?:resumed|expired|invalidated)\b|\bresum(?:ed|ing) session\b"),
     re.compile(r"\bgateway\b|\bsocket\b|\bconnect(?:ed|ing)\b|\bfeed (?:down|up|stale|restored)\b")),
    ("cron",
     re.compile(r"\bcron\b|\bscheduler\b|\bcronjob\b|\bnext run\b"),
     re.compile(r"\bjob\b|\bscheduled\b|\bbatch\b|\btask\b|\bran in\b")),
    ("heartbeat",
     re.compile(r"heartbeat|\bping\b|\bpong\b|\bkeep-?alive\b"
                r"|still (?:working|running|thinking|processing|here|alive|going)|working on it"
                r"|\bi'?m alive\b|⏳|💓"),
     re.compile(r"\balive\b|\btick\b|\bthinking\b|\bprocessing\b|\bscanning\b|\bfetching\b|\brefreshing\b"
                r"|\bloading\b|\bwarming\b|\banaly[sz]ing\b|\bcomputing\b|\bgenerating\b|\bidle\b|\bwaiting\b"
                r"|\bpoll(?:ing|ed)?\b")),
    ("status",
     re.compile(r"\bhealth[\s-]?check\b|\bhealthy\b|\bunhealthy\b|\buptime\b|\ball systems\b|\boperational\b"
                r"|\bstatus\s*[:=]\s*\w+|\bup and running\b"),
     re.compile(r"\bstatus\b|\bonline\b|\boffline\b|\bready\b|\bstart(?:ed|ing)\b|\bbooted\b|\brestart\w*\b"
                r"|\bshutting down\b|\bdeploy\w*\b|\bversion\b|\bv\d+\.\d+|\bok\b|\bsync(?:ed|ing)?\b|\bloaded\b"
                r"|\bcomplete[d]?\b|\bprogress\b"
                r"|\bno new (?:signals?|alerts?|updates?|orders?|trades?|messages?|data)\b"
                r"|\bnothing (?:new|to report|to do)\b|\bcycle\b|\bsleep(?:ing)?\b|\bgenerated\b|\breload\w*\b"
                r"|\bconfig\b|\bdelayed\b|\bstale\b|\blagg?ing\b|\bbackfill\w*|\bfinished\b|\bdone\b")),
    ("metrics",
     re.compile(r"\bcontext window\b|\bcompact(?:ing|ed|ion)\b|\blatency\b|\bqueue (?:depth|size|length)\b"
                r"|\bp\d\d\b|\btokens?\s*[:=]|\bcpu\b|\bmem(?:ory)?\s*[:=]|\brss\b|\bthroughput\b"),
     re.compile(r"\btokens?\b|\bqueue\b|\bmodel\b|\busage\b|\bcost\b|\bduration\b|\belapsed\b|\btook\b")),
)
# Hints that a line was written by a program (durations, counters, brackets, key=value, emoji).
_MACHINE_HINT_RE = re.compile(
    r"\d+(?:\.\d+)?\s?(?:ms|s|sec|m|min|h|mb|gb|kb|%)\b|\d+\s*/\s*\d+|\b\d{3,}\b|[\[\]{}=<>|]"
    r"|[✅❌⚠🔄⏳🟢🔴🟡💓⚙]|\.\.\.|…|^\W*[\w-]+:\s"
)
_NOISY_AUTHOR_RE = re.compile(r"cron|health|monitor|heartbeat|status|uptime|schedul|watchdog|logger|\bops\b|runtime"
                              r"|system", re.I)
# One-word replies: runtime acks from a bot, but possibly a yes/no to a proposal from a person.
_SHORT_REPLY_RE = re.compile(
    r"^\W*(?:ok(?:ay)?|k|kk|ack|yes|yep|yeah|yup|sure|roger|copy|done|ready|no|nope|nah|pass|not now|negative"
    r"|👍|👎|✅|❌|👌|🆗|\+1|-1)\W*$",
    re.I,
)
_MAX_NOISE_LINE_CHARS = 160
_MAX_HUMAN_NOISE_LINE_CHARS = 60


# --------------------------------------------------------------------------- analysis


@dataclass
class _Sentence:
    start: int
    end: int
    norm: str  # lower-case, markdown stripped, for pattern matching
    paragraph: int
    tickers: tuple[str, ...]
    has_price: bool
    has_size: bool
    has_percent: bool
    has_level: bool
    has_trade_id: bool
    has_trade_word: bool
    field_label_end: int  # in `norm`: end of a leading "Stop:"-style ticket field label, else 0

    @property
    def has_facts(self) -> bool:
        return bool(self.tickers) or self.has_price or self.has_size or self.has_trade_id


_MARKDOWN_RE = re.compile(r"\*+|`+|~~|__|\|")
_SPACES_RE = re.compile(r"\s+")


def _normalize(raw: str) -> str:
    text = raw.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return _SPACES_RE.sub(" ", _MARKDOWN_RE.sub(" ", text)).strip().lower()


def _analyse(text: str) -> list[_Sentence]:
    line_spans = _line_spans(text)
    sentences: list[_Sentence] = []
    line_index = 0
    paragraph = 0
    last_line = -1
    for start, end in split_sentences(text):
        while line_spans[line_index][1] < start:
            line_index += 1
        if last_line >= 0 and any(
            not text[s:e].strip() for s, e in line_spans[last_line + 1 : line_index]
        ):
            paragraph += 1
        last_line = line_index
        raw = text[start:end]
        norm = _normalize(raw)
        sentences.append(
            _Sentence(
                start=start,
                end=end,
                norm=norm,
                paragraph=paragraph,
                tickers=tuple(extract_tickers(raw)),
                has_price=bool(_MONEY_RE.search(raw) or _AT_PRICE_RE.search(raw) or _PLAIN_DECIMAL_RE.search(raw)),
                has_size=_has_size(raw),
                has_percent=bool(_PERCENT_RE.search(raw)),
                has_level=bool(_LEVEL_RE.search(raw)),
                has_trade_id=bool(_TRADE_ID_RE.search(raw)),
                has_trade_word=bool(_STRONG_TRADE_WORD_RE.search(norm) or _AMBIGUOUS_TRADE_WORD_RE.search(norm)),
                field_label_end=_field_label_end(norm),
            )
        )
    return sentences


_NORM_FIELD_RE = re.compile(r"(?P<label>[a-z][\w /&'-]{0,24}?)\s*[:=]\s*\S")


def _field_label_end(norm: str) -> int:
    match = _NORM_FIELD_RE.match(norm)
    return match.end("label") if match and _FIELD_LABEL_RE.fullmatch(match.group("label")) else 0


def _has_size(raw: str) -> bool:
    if _SIZE_RE.search(raw):
        return True
    # "<number> <WORD>" is only a size when WORD is a ticker (not "3 AM", "2 PRs").
    return any(extract_tickers(match.group()) for match in _COUNT_BEFORE_TICKER_RE.finditer(raw))


def _has_context(sentences: list[_Sentence], index: int, kind: str) -> bool:
    def check(sentence: _Sentence) -> bool:
        if kind == "facts":
            return sentence.has_facts
        if kind == "finance":
            return sentence.has_facts or sentence.has_percent or bool(_FINANCE_RE.search(sentence.norm))
        return sentence.has_facts or sentence.has_trade_word

    here = sentences[index]
    if check(here):
        return True
    if kind == "trade":
        return False  # trade words are too common to borrow from a neighbour
    # A short sentence often leans on its neighbour for the ticker or the price.
    return any(
        0 <= neighbour < len(sentences)
        and sentences[neighbour].paragraph == here.paragraph
        and check(sentences[neighbour])
        for neighbour in (index - 1, index + 1)
    )


@dataclass
class _Hit:
    event_type: str
    confidence: str
    spans: list[tuple[int, int]]


def _rule_hits(sentences: list[_Sentence], index: int, in_ticket: bool) -> tuple[list[_Hit], bool]:
    """Events typed by phrase rules in one sentence, and whether any rule matched at all
    (a vetoed or negated match is still a trading signal for the fail-open "maybe")."""
    sentence = sentences[index]
    norm = sentence.norm
    # In a ticket, "Route: smart" or "Thesis: ..." are fields of the proposal, not events.
    label_end = sentence.field_label_end if in_ticket else 0
    if label_end and _CHANGE_WORD_RE.search(norm, label_end):
        label_end = 0
    hits: list[_Hit] = []
    matched_any = False
    for rule in _RULES:
        for match in rule.pattern.finditer(norm):
            if match.start() < label_end:
                continue
            before = norm[max(0, match.start() - 48) : match.start()]
            event_type = rule.event_type
            if rule.negated_type is not None and _NEGATION_BEFORE_RE.search(before):
                event_type = rule.negated_type
            elif rule.question_type is not None and _QUESTION_END_RE.search(norm):
                event_type = rule.question_type
            elif rule.veto_before is not None and rule.veto_before.search(before):
                matched_any = True
                continue
            if (rule.veto_sentence is not None and rule.veto_sentence.search(norm)) or (
                rule.requires is not None and not rule.requires.search(norm)
            ):
                matched_any = True
                continue
            has_context = _has_context(sentences, index, rule.context)
            if rule.mode == "need" and not has_context:
                break
            matched_any = True
            confidence = "strong" if rule.mode == "strong" or has_context else "weak"
            hits.append(_Hit(event_type, confidence, [(sentence.start, sentence.end)]))
            break
    # News typed by what we hold (said here or in the next/previous sentence); other news
    # on a ticker stays "maybe".
    if _NEWS_RE.search(norm):
        held = [
            other
            for other in (index, index - 1, index + 1)
            if 0 <= other < len(sentences)
            and sentences[other].paragraph == sentence.paragraph
            and _HELD_RE.search(sentences[other].norm)
        ]
        if held:
            spans = sorted((sentences[i].start, sentences[i].end) for i in {index, held[0]})
            hits.append(_Hit("held_position_news", "strong", spans))
        matched_any = matched_any or bool(held or sentence.tickers)
    return hits, matched_any


def _completed_spans(text: str, sentences: list[_Sentence], index: int) -> list[tuple[int, int]]:
    """The sentence plus the neighbours that carry its missing facts (ticker, price)."""
    here = sentences[index]
    spans = [(here.start, here.end)]

    def same_paragraph(other: int) -> bool:
        return 0 <= other < len(sentences) and sentences[other].paragraph == here.paragraph

    nxt = index + 1
    if same_paragraph(nxt) and len(text[sentences[nxt].start : sentences[nxt].end]) <= 280:
        follow = sentences[nxt]
        # The next line carries this one's price only if it is not about another name.
        about_same_name = set(follow.tickers) <= set(here.tickers)
        lacks_numbers = not (here.has_price or here.has_size)
        if here.norm.endswith(":") or (lacks_numbers and about_same_name and (follow.has_price or follow.has_size)):
            spans.append((follow.start, follow.end))
    prev = index - 1
    if not here.tickers and same_paragraph(prev) and sentences[prev].tickers:
        if len(text[sentences[prev].start : sentences[prev].end]) <= 280:
            spans.insert(0, (sentences[prev].start, sentences[prev].end))
    return spans


def _tag_hits(text: str, field_line_count: int) -> tuple[list[_Hit], list[tuple[int, int]]]:
    """Events from labels at the start of lines, and the blocks of "generic" trade tags."""
    line_spans = _line_spans(text)
    first_content_line = next((i for i, (s, e) in enumerate(line_spans) if text[s:e].strip()), 0)
    hits: list[_Hit] = []
    generic_blocks: list[tuple[int, int]] = []
    tagged_lines: dict[int, str] = {}
    for line_index, (line_start, line_end) in enumerate(line_spans):
        event_type = _line_tag_type(text, line_start, line_end, line_index, first_content_line, field_line_count)
        if event_type:
            tagged_lines[line_index] = event_type
    for line_index, event_type in tagged_lines.items():
        block = _tag_block(text, line_spans, line_index, tagged_lines)
        if event_type == "generic":
            generic_blocks.append(block)
            continue
        if event_type == "news":
            block_norm = _normalize(text[block[0] : block[1]])
            event_type = "held_position_news" if _HELD_RE.search(block_norm) else "watchlist_news"
        hits.append(_Hit(event_type, "tagged", [block]))
    return hits, generic_blocks


def _line_tag_type(
    text: str, line_start: int, line_end: int, line_index: int, first_content_line: int, field_line_count: int
) -> str | None:
    heading = _HEADING_RE.match(text, line_start, line_end)
    if heading:
        return _label_type(heading.group("label"))
    pos = _TAG_FILLER_RE.match(text, line_start, line_end).end()
    # Up to three leading labels: "[10:32] [AGENT-3] [FILLED] ..." or "🟢 **APPROVED** — ...".
    for _ in range(3):
        match = _TAG_TOKEN_RE.match(text, pos, line_end)
        if not match:
            return None
        kind = match.lastgroup
        label = match.group(kind)
        colon_form = (
            kind == "colon" or label.rstrip().endswith(":") or bool(_COLON_AFTER_RE.match(text, match.end(), line_end))
        )
        # "[risk-bot]", "[agent-exec]": an author name, not a tag; look past it.
        event_type = None if _AUTHOR_LABEL_RE.search(label) else _label_type(label)
        if event_type and colon_form and _FIELD_LABEL_RE.fullmatch(label.strip(" :*_")):
            # "Stop: 138" is a ticket field; "Stop: moved to 151" or a lone first-line label is a tag.
            value = text[match.end() : line_end]
            is_first_line = line_index == first_content_line and field_line_count < 2
            if not (is_first_line or (event_type == "stop_or_target_change" and _CHANGE_WORD_RE.search(value.lower()))):
                event_type = None
        if kind == "caps" and (event_type == "generic" or not colon_form and _FIELD_LABEL_RE.fullmatch(label)):
            event_type = None  # "BUY NVDA" / "TP1 hit" are order lines, typed by rules and fallbacks
        if event_type:
            return event_type
        if kind in ("colon", "caps"):
            return None
        pos = _TAG_FILLER_RE.match(text, match.end(), line_end).end()
    return None


def _tag_block(
    text: str, line_spans: list[tuple[int, int]], line_index: int, tagged_lines: dict[int, str]
) -> tuple[int, int]:
    """The tagged line and the lines it heads: its paragraph, or its sub-items when it is a bullet."""
    line_start, line_end = line_spans[line_index]
    start = _LINE_MARKER_RE.match(text, line_start, line_end).end()
    tag_line = text[line_start:line_end]
    tag_indent = len(tag_line) - len(tag_line.lstrip())
    tag_is_bullet = _LINE_MARKER_RE.match(text, line_start, line_end).end() > line_start + tag_indent
    end = line_end
    lines_taken = 1
    for next_index in range(line_index + 1, len(line_spans)):
        next_start, next_end = line_spans[next_index]
        line = text[next_start:next_end]
        if not line.strip() or next_index in tagged_lines or lines_taken >= _MAX_BLOCK_LINES:
            break
        if next_end - start > _MAX_BLOCK_CHARS:
            break
        indent = len(line) - len(line.lstrip())
        if tag_is_bullet and indent <= tag_indent:
            break
        end = next_end
        lines_taken += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end - start > _MAX_BLOCK_CHARS:
        end = _first_sentences_end(text, start, end)
    return start, end


def _first_sentences_end(text: str, start: int, end: int) -> int:
    """End of the leading sentences of a long tagged line, about 300 chars' worth."""
    cut = end
    for _, s_end in split_sentences(text[start:end]):
        cut = start + s_end
        if s_end >= 300:
            break
    return cut


def _fallback_hits(sentences: list[_Sentence], generic_blocks: list[tuple[int, int]]) -> list[_Hit]:
    """Typed guesses for order-shaped text that no tag or phrase rule named."""
    hits: list[_Hit] = []
    ticket = _ticket_hit(sentences)
    if ticket:
        hits.append(ticket)
    for block in generic_blocks:
        hits.append(_Hit("trade_proposal", "weak", [block]))
    if hits:
        return hits
    for sentence in sentences:
        starts_with_side = _IMPERATIVE_RE.match(sentence.norm)
        priced = sentence.has_price or sentence.has_size
        side_and_facts = _SIDE_WORD_RE.search(sentence.norm) and sentence.tickers and priced
        if (starts_with_side and sentence.has_facts) or side_and_facts:
            hits.append(_Hit("trade_proposal", "weak", [(sentence.start, sentence.end)]))
    return hits


_IMPERATIVE_RE = re.compile(
    r"^\W*(?:buy|sell|short|long|go long|go short|cover|add|trim|exit|close|bto|sto|scale (?:in|out))\b"
)
_SIDE_WORD_RE = re.compile(r"\b(?:buy|sell|long(?![\s-]term)|short(?![\s-]term)|cover|bto|sto)\b")


def _ticket_hit(sentences: list[_Sentence]) -> _Hit | None:
    """A run of "Field: value" lines (Side/Entry/Stop/Target ...) is a trade ticket."""
    fields = [i for i, sentence in enumerate(sentences) if sentence.field_label_end]
    if len(fields) < 2:
        return None
    labels = [sentences[i].norm[: sentences[i].field_label_end] for i in fields]
    if any(_ORDER_FIELD_RE.fullmatch(label) for label in labels):
        event_type = "trade_proposal"
    elif any(_STOP_FIELD_RE.fullmatch(label) for label in labels):
        event_type = "stop_or_target_change"
    else:
        return None
    first, last = fields[0], fields[-1]
    # Take the title line just above the ticket ("**NVDA long**") when there is one.
    if first > 0 and sentences[first - 1].paragraph == sentences[first].paragraph:
        first -= 1
    start, end = sentences[first].start, sentences[last].end
    if end - start > _MAX_BLOCK_CHARS:
        end = max((s.end for s in sentences[first : last + 1] if s.end - start <= _MAX_BLOCK_CHARS),
                  default=sentences[first].end)
    return _Hit(event_type, "strong", [(start, end)])


def _merge_hits(
    text: str, sentences: list[_Sentence], hits: list[_Hit]
) -> tuple[tuple[HardEvent, ...], tuple[int, int] | None]:
    """One event per type, in order of appearance, and the span of the first event's lead piece."""
    by_type: dict[str, _Hit] = {}
    for hit in hits:
        merged = by_type.setdefault(hit.event_type, _Hit(hit.event_type, hit.confidence, []))
        merged.spans.extend(hit.spans)
        if _CONFIDENCE_RANK[hit.confidence] > _CONFIDENCE_RANK[merged.confidence]:
            merged.confidence = hit.confidence
    title_id = _title_trade_id_span(text, sentences)
    events = []
    for merged in by_type.values():
        spans = sorted(merged.spans)
        # Keep the trade id with the event when it sits in the title of a one-trade message.
        if title_id and not any(_TRADE_ID_RE.search(text[s:e]) for s, e in spans):
            spans = sorted(spans + [title_id])
        pieces = _join_spans(text, spans)
        excerpt = EXCERPT_JOINER.join(text[start:end] for start, end in pieces)
        events.append((pieces[0], HardEvent(merged.event_type, excerpt, merged.confidence)))
    if not events:
        return (), None
    events.sort(key=lambda item: (item[0][0], HARD_EVENT_TYPES.index(item[1].event_type)))
    return tuple(event for _, event in events), events[0][0]


def _title_trade_id_span(text: str, sentences: list[_Sentence]) -> tuple[int, int] | None:
    """The first sentence, when it names the message's only trade id ("Proposal T-1042")."""
    if not sentences or not sentences[0].has_trade_id:
        return None
    if len({match.group().upper() for match in _TRADE_ID_RE.finditer(text)}) != 1:
        return None
    return sentences[0].start, sentences[0].end


_GAP_RE = re.compile(r"[\s\-*+•·>#]*")


def _join_spans(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Excerpt pieces: overlapping spans, or spans separated only by whitespace/bullets, merge."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and (start <= merged[-1][1] or _GAP_RE.fullmatch(text, merged[-1][1], start)):
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _detect_events(
    text: str, sentences: list[_Sentence]
) -> tuple[tuple[HardEvent, ...], tuple[int, int] | None, bool]:
    """Events, the span of the first event's lead piece, and whether any phrase rule matched."""
    field_line_count = sum(1 for sentence in sentences if sentence.field_label_end)
    hits, generic_blocks = _tag_hits(text, field_line_count)
    in_ticket = field_line_count >= 2
    any_rule_signal = False
    for index in range(len(sentences)):
        sentence_hits, matched = _rule_hits(sentences, index, in_ticket)
        any_rule_signal = any_rule_signal or matched
        for hit in sentence_hits:
            hit.spans = sorted(set(hit.spans + _completed_spans(text, sentences, index)))
            hits.append(hit)
    if not hits:
        hits = _fallback_hits(sentences, generic_blocks)
    elif generic_blocks and not any(_overlaps(block, hit.spans) for block in generic_blocks for hit in hits):
        hits.extend(_Hit("trade_proposal", "weak", [block]) for block in generic_blocks)
    events, lead = _merge_hits(text, sentences, hits)
    return events, lead, any_rule_signal


def _overlaps(block: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(start < block[1] and block[0] < end for start, end in spans)


def _trade_signal(sentences: list[_Sentence]) -> tuple[bool, bool]:
    """(signal strong enough to veto noise, any fail-open signal at all)."""
    strong = weak = False
    for sentence in sentences:
        strong_word = bool(_STRONG_TRADE_WORD_RE.search(sentence.norm))
        ambiguous_word = bool(_AMBIGUOUS_TRADE_WORD_RE.search(sentence.norm))
        # A size at a price, or a ticker with either, reads as a trade even without a verb.
        priced_size = sentence.has_price and sentence.has_size
        priced_ticker = sentence.tickers and (sentence.has_price or sentence.has_size)
        if ((strong_word or ambiguous_word) and sentence.has_facts) or priced_size or priced_ticker:
            strong = True
        if strong_word or (sentence.tickers and sentence.has_level):
            weak = True
        # News on a ticker, or anything said about a name we hold, may matter to the book.
        if sentence.tickers and (_NEWS_RE.search(sentence.norm) or _HELD_RE.search(sentence.norm)):
            weak = True
    return strong, strong or weak


def _line_noise_kind(line: str, author_bot: bool, machine_author: bool) -> str | None:
    norm = _normalize(line)
    if not norm or (not author_bot and norm.endswith("?")):
        return None  # a person asking about the bot is talk, not runtime output
    looks_machine = machine_author or bool(_MACHINE_HINT_RE.search(line))
    # People rarely post runtime lines; a long human sentence that mentions "heartbeat" is talk.
    max_chars = _MAX_NOISE_LINE_CHARS if author_bot else _MAX_HUMAN_NOISE_LINE_CHARS
    for kind, always, machine_only in _NOISE_KINDS:
        if always.search(norm) or (machine_only is not None and looks_machine and machine_only.search(norm)):
            if len(norm) <= max_chars or machine_author or _LOG_PREFIX_RE.search(norm):
                return kind
    if _LOG_PREFIX_RE.search(norm) or len(_KEY_VALUE_RE.findall(norm)) >= 2:
        return "log"
    if _TRACE_LINE_RE.search(norm) or (author_bot and line[:1] in (" ", "\t")):
        return "error"  # stack frames and the indented code lines between them
    if machine_author and _SHORT_REPLY_RE.match(norm):
        return "status"
    return None


def _noise_kind(text: str, author_name: str, author_bot: bool) -> str | None:
    """The kind of runtime noise when every line of the message is shaped like it."""
    machine_author = author_bot and (bool(_NOISY_AUTHOR_RE.search(author_name)) or len(text) <= _MAX_NOISE_LINE_CHARS)
    kinds = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        kind = _line_noise_kind(line, author_bot, machine_author)
        if kind is None:
            return None
        kinds.append(kind)
    if not kinds:
        return None
    # The most telling kind wins: a retry line inside a log dump makes it a retry.
    specific = [kind for kind in kinds if kind not in ("log", "status")]
    return specific[0] if specific else kinds[0]


# --------------------------------------------------------------------------- topic & gist

_TOPIC_KEYWORDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (topic, re.compile(pattern))
    for topic, pattern in (
        ("macro", r"\b(?:fed|fomc|cpi|ppi|pce|nfp|payrolls|inflation|rates?|yields?|treasur\w+|powell|gdp|jobs report"
                  r"|recession|tariffs?|ecb|boj)\b"),
        ("earnings", r"\b(?:earnings|guidance|eps|revenue|quarter|reported)\b"),
        ("crypto", r"\b(?:crypto|bitcoin|ethereum|tokens? price|defi|stablecoins?|altcoins?)\b"),
        ("commodities", r"\b(?:oil|crude|gold|opec|nat ?gas|copper|wheat)\b"),
        ("volatility", r"\b(?:vix|vol|volatility|gamma|skew|options flow)\b"),
        ("risk", r"\b(?:exposure|drawdown|var|margin|leverage|risk)\b"),
        ("ops", r"\b(?:bot|deploy\w*|api|agents?|model|latency|outage|server|pipeline|logs?|prompt|cron|heartbeat"
                r"|retry\w*|errors?|rate limit\w*|reconnect\w*|status)\b"),
        ("market", r"\b(?:market|tape|futures|open|close|session|breadth|rally|sell-?off|stocks|equities|sector)\b"),
    )
)
_GREETING_RE = re.compile(
    r"^\W*(?:hi|hey|hello|gm|gn|good (?:morning|afternoon|evening)|morning|yo|all|team|folks|thanks|thx|ty"
    r"|update|fyi|note|summary|recap)\b\W*(?:all|team|everyone|folks|guys)?\W*$"
)


def _topic(text: str, tickers: list[str]) -> str:
    if tickers:
        return tickers[0]
    norm = _normalize(text)
    for topic, pattern in _TOPIC_KEYWORDS:
        if pattern.search(norm):
            return topic
    return "general"


def _clip(sentence: str) -> str:
    if len(sentence) <= GIST_MAX_CHARS:
        return sentence
    cut = sentence[: GIST_MAX_CHARS - 1]
    space = cut.rfind(" ")
    if space > GIST_MAX_CHARS // 2:
        cut = cut[:space]
    return cut.rstrip() + "…"


def _is_meaningful(sentence: _Sentence) -> bool:
    return len(_WORD_RE.findall(sentence.norm)) >= 2 and not _GREETING_RE.match(sentence.norm)


def _gist(text: str, sentences: list[_Sentence], lead: tuple[int, int] | None) -> str:
    candidates = sentences
    if lead:
        inside = [s for s in sentences if lead[0] <= s.start and s.end <= lead[1]]
        # The first sentence of the event that carries a fact, not a bare "**Trade proposal**" title.
        candidates = [s for s in inside if s.has_facts] + inside + sentences
    for sentence in candidates:
        if _is_meaningful(sentence):
            return _clip(text[sentence.start : sentence.end])
    return _clip(text[sentences[0].start : sentences[0].end]) if sentences else ""


# --------------------------------------------------------------------------- entry point


def classify(content: str, *, author_name: str = "", author_bot: bool = False) -> Classification:
    """Classify one message. Never raises on odd input; an empty message is chatter."""
    text = content or ""
    sentences = _analyse(text)
    tickers = extract_tickers(text)
    topic = _topic(text, tickers)
    events, lead, rule_signal = _detect_events(text, sentences)
    gist = _gist(text, sentences, lead)
    if events:
        return Classification("hard", events, tuple(tickers), topic, gist, None)
    strong_signal, any_signal = _trade_signal(sentences)
    if not strong_signal and not rule_signal:
        noise_kind = _noise_kind(text, author_name, author_bot)
        if noise_kind:
            return Classification("noise", (), tuple(tickers), topic, gist, noise_kind)
    # A lone human "ok" / "👍" may be the approval of the proposal above it.
    if any_signal or rule_signal or (not author_bot and _SHORT_REPLY_RE.match(text)):
        return Classification("maybe", (), tuple(tickers), topic, gist, None)
    return Classification("chatter", (), tuple(tickers), topic, gist, None)
