"""Hard events, noise and chatter, as pure functions over message text.

The digest may compact older messages, but it must never lose a hard event (a trade
proposal, approval, fill, stop move, routing decision, risk breach, ...). So this module
FAILS OPEN: anything that looks like it might carry a trading decision but cannot be
typed confidently is "maybe" (kept verbatim), and only messages with no trading signal
at all may become "noise" (counted) or "chatter" (rolled up).

A hard event is a DECISION or an EVENT THAT HAPPENED to the desk's own orders, positions,
limits or signals: a desk action in the first person, an imperative, a past-tense execution,
an explicit approval, an assignment of a signal to an agent, a limit pressed or breached.
Analysis that merely describes the market in the same vocabulary ("order flow", "fill
quality", "short interest", "days to cover", "dealer gamma looks short", "the 20-day is
flattening", "watching 41.6 as the line") is not one, and neither is a heading.

How a message is read:

1. `split_sentences` cuts it into sentence spans (lines, bullets, then . ! ? endings
   that are not decimals or abbreviations). Every excerpt is built from these spans,
   so excerpts are always verbatim substrings of the content.
2. Facts per sentence: tickers, prices, sizes, percentages, trade ids. Market-analysis
   noun phrases built from trade words are blanked out before the phrase rules run.
3. Tags: labels at the start of a line (``[FILLED]``, ``**Trade proposal**``,
   ``Thesis update:``, ``## Risk alert``, ``NO ROUTE —``). An EVENT label (it names
   something that happened or was decided) types the line and the block it heads, up to
   about 400 chars. A TOPIC label ("Risks", "Plan", "Exposure", "Routing", "News") only
   types facts written on its own line; alone as a heading it types nothing, except that
   "Stops"/"Targets"/"Watchlist" headings type the level changes and adds listed under
   them. Report titles ("Risk review — midday", "Signal triage log", "NVDA earnings
   preview") are never tags. Ticket fields ("Stop: 138") and author names are not tags.
4. Rules: per sentence, phrase patterns for each event type, with negation ("not
   routing" is a no-route decision, "not filled" is no fill), vetoes (a request for
   approval or an FDA approval is not a desk approval; someone else's trade, a question
   about a fill, a conditional "if the fill looks off" are not fills) and checks (a limit
   is an event only when the book presses on it; a stance change must be the desk's; a
   route needs an object or a destination). Routing also means assigning a signal or a
   task to an agent or desk ("sending the QQQ flow to Sable", "@Halden take the ES gap");
   news is typed by what the desk holds, or is watchlist news when the desk flags it. A
   rule is "strong" when the sentence carries trade facts, else "weak".
   An event's excerpt is its sentences plus a neighbour that carries a missing fact
   (the price on the next bullet, the ticker just before, the trade id in the title).
5. Fallbacks when nothing was typed: a ticket (Side:/Entry:/Stop: lines) or an order
   line ("Buy 50 NVDA @ 142.5") is a proposal.
6. Otherwise: a terse message (two sentences, a few hundred chars) with a trading signal
   is "maybe"; a longer message, which carries its own context, is "maybe" only when a
   sentence still reads like a desk action (a size at a price, a trade verb with facts);
   every line shaped like runtime output (log level, retry, heartbeat, cron, reconnect,
   counters, tool-call echoes) -> "noise"; else "chatter". A bare acknowledgement
   ("Acknowledged.", "copy") names no trade and is chatter.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memory.events import HARD_EVENT_TYPES  # noqa: F401  (re-exported: the types this module emits)


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
    KB MB GB TB KIB MIB GIB MSGS
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
    r"(?!\d|[.,:]\d|\s?%|\s?(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|am|pm|utc|et|x\b"
    r"|/\d|gb|mb|kb|bps?|tokens?|req|requests|attempts?|retries|times)\b)"
)
_MONEY_RE = re.compile(rf"[$€£]\s?{_NUM}\s?[kmb]?\b|\b{_NUM}\s?(?:usd|usdt|usdc|dollars|bucks)\b", re.I)
# After a word, a one-digit number is more often a clock time ("call at 3") than a price.
_AT_PRICE_RE = re.compile(
    rf"(?:@|->|→)\s*\$?{_NUM}{_NOT_A_PRICE_UNIT}"
    rf"|\b(?:at|near|around|above|below|under|over|from|to|into|px|price|entry|stop|sl|target|tgt"
    rf"|tp\d?|pt|limit|lmt|bid|offer|ask)\b\s*[:=]?\s*(?:\$\s?{_NUM}|(?!\d\b){_NUM}){_NOT_A_PRICE_UNIT}",
    re.I,
)
_PLAIN_DECIMAL_RE = re.compile(r"(?<![\w.])\d+\.\d{1,4}(?![\d.]|\s?%|\s?(?:ms|s|secs?|x|gb|mb|kb|bps?)\b)", re.I)
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


def _is_held(plain: str) -> bool:
    """Whether the sentence says the desk holds the name it talks about ("not held" does not)."""
    return bool(_HELD_RE.search(_NOT_HELD_RE.sub(" ", plain)))


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


_STANCE = (
    r"(?:bullish|bearish|neutral|constructive|cautious|negative|positive|long-biased|short-biased|skeptical"
    r"|sceptical|agnostic|optimistic|pessimistic|defensive|risk-averse|overweight|underweight)"
)


_FIRST_PERSON_RE = re.compile(r"\b(?:i|we|i'm|we're|im|i've|we've|i'd|we'd|i'll|we'll|my|our|us|me)\b")
_DESK_STANCE_VETO_RE = re.compile(r"\b(?:delta|market|dollar|beta|gamma)[\s-]neutral\b")


def _desk_stance(sentence: "_Sentence", match: re.Match[str]) -> bool:
    """A stance change is the desk's: said in the first person, about a ticker ("on LLY"),
    or as a verbless lead ("Flipping to neutral on COST"); "breadth turned negative" is the tape's."""
    norm = sentence.norm
    if _DESK_STANCE_VETO_RE.search(norm):
        return False
    if _FIRST_PERSON_RE.search(norm) or "mind" in match.group() or "thesis" in match.group():
        return True
    if match.start() <= 2:
        return True
    # The ticker must be the object of this stance, in the same clause: "turning bearish on XLF".
    clause_start = max(norm.rfind(mark, 0, match.start()) for mark in (";", ". ", "!", "?"))
    clause_end = min([i for i in (norm.find(mark, match.end()) for mark in (";", ". ", "!", "?")) if i >= 0]
                     or [len(norm)])
    clause = norm[clause_start + 1 : clause_end]
    for ticker in sentence.tickers:
        symbol = re.escape(ticker.lower())
        if re.search(rf"\b(?:on|for|about|re|to)\s+(?:the\s+)?\$?{symbol}\b|^\W*\$?{symbol}\s*[:—–-]", clause):
            return True
    return False


_WITHIN_LIMITS_RE = re.compile(
    r"\b(?:within|inside|under|below) (?:all |our |the |its |their |every )?(?:[\w%.-]+\s+){0,2}(?:limits?|caps?"
    r"|budgets?|thresholds?|bands?|tolerances?|guidelines|mandate)\b|\bno (?:limit |risk )?breach(?:es)?\b"
    r"|\b(?:well|comfortably|safely) (?:below|under|inside"
    r"|within)\b|\bheadroom\b|\bno (?:risk )?(?:flags|alerts|issues)\b|\ball (?:clear|green)\b"
)
_BREACH_WORD_RE = re.compile(
    r"\b(?:hit|hits|hitting|breach\w*|exceed\w*|over (?:the |our |its )?(?:\w+\s+)?(?:limit|cap|max|threshold|budget)"
    r"|above (?:the |our |its )?(?:\w+\s+)?(?:limit|cap|max|threshold|budget)|through (?:the |our )?(?:limit|cap)"
    r"|near(?:ing|ly)?|approach\w*|close to|at (?:the |our )?(?:limit|cap|max)|maxed|tripped|violat\w*|trigger\w*"
    r"|blown|pinned|bumping|up against|exhausted|used up|reached)\b"
)
_QUANTITY_RE = re.compile(r"(?<![\w.])[-−]?\$?(\d[\d,]*(?:\.\d+)?)\s?(%|x|k|m|bn|b|bps|bp)?(?!\w|\.\d)")
_BOUND_WORD_RE = re.compile(r"\b(?:limits?|caps?|max(?:imum)?|thresholds?|budgets?|ceilings?|hard stop)\b")


def _not_within_limits(sentence: "_Sentence") -> bool:
    """False for a status said to be inside its limits ("within limits", "no breaches")."""
    return not _WITHIN_LIMITS_RE.search(sentence.norm) or bool(
        re.search(r"\b(?:breach(?:ed|ing)|exceed\w*|over (?:the|its|our)|above (?:the|its|our))\b", sentence.norm))


def _limit_pressure(sentence: "_Sentence") -> bool:
    """Whether a sentence about a limit says the book is at, near or over it (>= 80% used)."""
    norm = sentence.norm
    if not _not_within_limits(sentence):
        return False
    if _BREACH_WORD_RE.search(norm):
        return True
    used = re.search(r"\b(?:usage|utili[sz]ation|util|utilised|utilized|used)\s*(?:is\s+|at\s+|of\s+|:\s*)?"
                     r"(\d+(?:\.\d+)?)\s?%", norm)
    if used:
        return float(used.group(1)) >= 80
    share = re.search(r"(\d+(?:\.\d+)?)\s?%\s+of\s+(?:the\s+|our\s+|its\s+)?(?:\w+\s+)?"
                      r"(?:cap|limit|max|budget|threshold|allowance)\b", norm)
    if share and not re.search(r"\d\s?%\s+(?:of\s+)?(?:nav|book|equity|capital|aum)", norm[: share.start()]):
        return float(share.group(1)) >= 80
    quantities = [(m.start(), m.end(), float(m.group(1).replace(",", "")), (m.group(2) or "").lower())
                  for m in _QUANTITY_RE.finditer(norm)]
    for bound in _BOUND_WORD_RE.finditer(norm):
        # The limit's own number sits right after the bound word ("limit -$50k") or right before it
        # ("5% monthly limit", "the 1.2x cap"); the usage is another number of the same unit.
        after = [q for q in quantities if 0 <= q[0] - bound.end() <= 4]
        before = [q for q in quantities if 0 <= bound.start() - q[1] <= 24
                  and not re.search(r"[,;(]", norm[q[1]:bound.start()])]
        limit = after[0] if after else (before[-1] if before else None)
        if limit is None or limit[2] == 0:
            continue
        usage = [q for q in quantities if q is not limit and q[3] == limit[3] and q[1] <= bound.start() + 1]
        if usage and abs(usage[-1][2]) >= 0.8 * abs(limit[2]):
            return True
    return False


def _watches_a_ticker(sentence: "_Sentence", match: re.Match[str]) -> bool:
    following = re.match(r"\s+(?:(?:shares of|the|a|an|on|in|closely|carefully)\s+)*\$?([a-z][a-z0-9.\-/]{0,9})",
                         sentence.norm[match.end():])
    return bool(following) and following.group(1).upper() in sentence.tickers


_ROUTED_THING_RE = re.compile(
    r"\b(?:order|orders|trade|trades|ticket|alert|alerts|signal|signals|idea|setup|flow|buy|sell|short|long|add|trim"
    r"|exit|entry|cover|hedge|request|proposal|fill|position|basket|spread|leg|legs|it|this|that|them|these|those)\b"
    r"|#\d|\bt-\d|\d"
)


def _routes_something(sentence: "_Sentence", match: re.Match[str]) -> bool:
    """"routing" decides something only with an object or a destination: "routed to IBKR",
    "Route it.", "routing the TSLA alert to execution", "routing AMZN buy through IBKR";
    not "routing summary" or "desk workload routing".""" 
    if match.group().startswith("routed") and not sentence.norm[match.end():].strip(" .!"):
        return True  # "approved and routed."
    tail = sentence.norm[match.end() : match.end() + 90]
    if re.match(r"\s*(?:->|→|=>)|\s+(?:to|via|through|thru|into|over to|across)\b", tail):
        return True
    words = tail.split()[:6]
    head = " ".join(words)
    if _ROUTED_THING_RE.search(head) or any(word.strip(".,;:()").upper() in sentence.tickers for word in words):
        return True
    return False


def _mask_analysis_nouns(norm: str) -> str:
    return _ANALYSIS_NOUN_RE.sub(lambda m: "_" * len(m.group()), norm)
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
    # Only when the match is not negated: a test on the match ("route" needs an object or a
    # destination; "not routing" alone is already a no-route decision).
    positive_check: Callable[["_Sentence", re.Match[str]], bool] | None = None
    quiet: bool = False  # a vetoed match is no fail-open signal either ("Acknowledged, pulling the chart")
    check: Callable[["_Sentence", re.Match[str]], bool] | None = None  # a last test on the match


_SIDE_VERBS = (
    r"(?:buy|sell|short|go long|go short|get long|get short|add|open|initiate|enter|build|put on|start"
    r"|scale|trim|take|pick up|layer|accumulate|exit|close|cover|reduce|load|grab"
    r"|buying|selling|shorting|going long|adding|opening|initiating|entering|building|putting on"
    r"|starting|scaling|trimming|taking|picking up|layering|accumulating|exiting|closing|covering"
    r"|reducing|loading|get out(?: of)?|get flat|unwind|dump|ditch|lighten(?: up)?|take (?:profits?|off)|buy back"
    r"|getting out(?: of)?|unwinding|dumping|lightening|taking profits?)"
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
    # "yes to #2096, but half size", "ok on the AMD trim", "sure for T-88 at 20 sh".
    _Rule("trade_approval", re.compile(
        r"^\W*(?:yes|yep|yeah|yup|ok|okay|sure|fine|agreed|approved|accepted|granted|go|confirmed)\W{0,3}"
        r"(?:to|on|for|with)\s+(?:(?:the|your|that|this|his|her|their)\s+)?(?:#\d|t-\d|[a-z]{1,5}-\d|\$?[a-z]{1,6}\b)"),
        mode="need", context="own", check=lambda sentence, match: not _QUESTION_END_RE.search(sentence.norm)),
    _Rule("trade_approval", re.compile(
        r"^\W*(?:(?:yes|yep|yeah|ok|okay|sure|fine|approved)\W+)?"
        r"(?:do it|send it|go|go go|execute|proceed|ship it)\W*$")),
    # --- confirmations: the order exists / is booked
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
        r"|\bstops?\s+(?:is|are)\s+(?:in|live|set|placed|working)\b")),
    # "Ack — your 25 MSFT sell is resting at 415.00" names a trade; "Acknowledged, pulling the
    # AMZN chain" only a ticker.
    _Rule("trade_confirmation", re.compile(
        r"\b(?:booked|ack(?:ed|nowledged)?)\b|\bworking\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:\d|order|bid|offer|limit)"),
        mode="need", context="own", veto_before=_CONDITIONAL_BEFORE_RE, quiet=True,
        check=lambda sentence, match: bool(sentence.has_price or sentence.has_size or sentence.has_trade_id
                                           or re.search(r"\b(?:order|orders|fill|trade|buy|sell|bid|offer)\b",
                                                        sentence.norm))),
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
        r"\bgot done\b|\bdone\s+(?:at|@)\s*\$?\d|\bdone on\b|^\W*done\b|^\W*(?:out of|in)\s+(?!the (?:office|money)\b)"
        r"|\bgot\s+(?:[^\s,;!?]+\s+){0,3}?(?:at|@)\s*\$?\d"
        r"|\b(?:went through|got done|came (?:in|back)|got (?:it|them|those|these) off)\s+(?:at|@)\s*\$?\d"),
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
    # "routing" as a topic ("routing summary", "routing looks balanced") is no decision: the
    # verb needs an object or a destination ("routing the TSLA alert to execution", "Route it.").
    _Rule("route_decision", re.compile(
        r"\brout(?:e|es|ed|ing)\b(?!\s+(?:table|tables|map|planner|guide|config|rules?|handler|path|66|logic|engine"
        r"|layer|policy|policies|summary|stats|metrics|latency|setup|matrix)\b)"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE,
        positive_check=lambda sentence, match: _routes_something(sentence, match)),
    _Rule("route_decision", re.compile(
        r"\b(?:send|sending|sent|pass|passing|passed|hand|handing|handed|forward|forwarding|forwarded|push"
        r"|pushing|pushed|submit|submitting|submitted|escalat\w*|releas\w*|ship|shipping|shipped)\s+(?:\S+\s+){0,4}?"
        r"(?:to|over to|off to|for)\s+(?:the\s+)?(?:exec|execution|executor|trader|traders|trading desk|desk"
        r"|broker|ibkr|oms|ems|algo|market|pm|risk)\b|\b(?:for|to) execution\b"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
    # --- explicit no-route decisions (for a signal: nobody takes it, it is dropped)
    _Rule("no_route_decision", re.compile(
        r"\bnot (?:\w+\s+)?actionable\b|\bnon-?actionable\b"
        r"|\bno (?:owner|taker|takers|action (?:on|for) (?:this|it|that))\b"
        r"|\bnobody (?:owns|wants|takes)\b|\bno one (?:owns|wants|takes)\b|\bunassigned\b"
        r"|\b(?:dropping|drop|dropped|ignoring|ignore|ignored|discarding|discard|discarded|shelving|shelve|shelved"
        r"|binning|binned|parking|park|parked)\s+(?:(?:this|that|it)\b(?!\s+(?:to|from|by|under|below|above|down|up"
        r"|stop|target))|(?:the|this|that)\s+(?:[^\s,;!?]+\s+){0,3}?(?:signal|alert|idea|setup|ticket|task|flag)s?\b)"
        r"|^\W*pass(?:ing)?\b(?!\s+(?:to|through|thru|along|over|it|this|that|them|the|a|by|rate|mark))"),
        mode="context"),
    _Rule("no_route_decision", re.compile(
        r"^\W*(?:denied|rejected|declined|vetoed|not approved|no[\s-]go|nixed|killed|refused)\b(?!\s+(?:by|that))"),
        check=lambda sentence, match: not _QUESTION_END_RE.search(sentence.norm)),
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
    _Rule("watchlist_news", _WATCHLIST_RE, mode="need", context="own",
          veto_sentence=re.compile(r"\b(?:unchanged|no changes?|nothing (?:new|to add|changes))\b")),
    # "Watching NVDA for a break of 145" puts a name on watch; "watching 41.64 as the line" is
    # chart analysis: the thing watched must be a ticker.
    _Rule("watchlist_news", _WATCHING_RE, mode="need", context="own",
          check=lambda sentence, match: _watches_a_ticker(sentence, match)),
    # --- thesis changes
    _Rule("thesis_update", re.compile(r"\btheses\b|\bthesis\b"), requires=_THESIS_CHANGE_RE),
    # A bull case or a conviction level is analysis until it changes.
    _Rule("thesis_update", re.compile(r"\b(?:bull|bear|investment)\s+case\b|\bconviction\b"),
          requires=re.compile(_THESIS_CHANGE_RE.pattern + r"|rais|lower|cut|trim|\bup\b|\bdown\b|\bfrom\b|increas"
                              r"|decreas|reduc|boost|high(?:er)?\b|low(?:er)?\b|medium")),
    # A change of stance, in any words: "changing my mind on LLY — bearish now", "moving from
    # neutral to bearish on ES", "flipping to neutral on COST", "no longer bullish XLE". The
    # stance must be the desk's (first person, "on <ticker>", or a verbless lead), not the tape's.
    _Rule("thesis_update", re.compile(
        r"\bchang(?:e|ed|es|ing)\s+(?:my|our)\s+mind\b|\bchange of (?:heart|mind|view|stance)\b"
        r"|\bthesis[\s-](?:change|shift|flip|reversal)\b"
        rf"|\bfrom\s+(?:a\s+)?{_STANCE}\s+(?:to|->|→|into)\s+(?:a\s+)?{_STANCE}"
        rf"|\b(?:mov|switch|shift|flip|turn|swing|swung|pivot|revert|tilt|go|went|gone|becom|became|downgrad|upgrad)"
        rf"\w*\s+(?:(?:back|now|fully|firmly|more|to|towards?|into|a|and)\s+){{0,3}}{_STANCE}"
        rf"|\b(?:get|gets|getting|got|grow|grows|growing|grew|feel|feeling|am|are|'m|'re)\s+"
        rf"(?:a\s+(?:lot|bit)\s+|much\s+)?(?:more|less)\s+{_STANCE}"
        rf"|\b{_STANCE}\s+now\b|\bnow\s+(?:\w+\s+)?{_STANCE}|\bno longer\s+(?:\w+\s+)?{_STANCE}"
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
        r"|\binvalidat(?:ed|es|ing)\b|\binvalidation (?:hit|triggered|reached|broken|level (?:hit|broken))\b"
        r"|\bno longer\s+(?:bullish|bearish|constructive|convinced)\b")),
    # --- risk limits: a breach or near-breach, a limit change, or a risk action the desk takes.
    # A limit merely mentioned, or a status well inside it ("gross 118% vs 200% cap"), is not one.
    _Rule("risk_limit", re.compile(
        r"\bkill[\s-]?switch\b|\bmargin call\b|\bover[\s-]?(?:exposed|levered|leveraged|allocated|concentrated)\b"
        r"|\b(?:halt(?:ing|ed)?|paus(?:e|ing|ed)|suspend(?:ing|ed)?|freez(?:e|ing)|froze|stop(?:ping)?) (?:all )?"
        r"(?:new )?(?:trading|entries|trades|adds|risk[\s-]taking|orders)\b"
        r"|\bno (?:new|more) (?:risk|entries|trades|adds|positions)\b"
        r"|\btrading (?:is )?(?:halted|paused|suspended|frozen)\b|\bde-?risk(?:ing|ed)?\b"
        r"|\b(?:reduc|cut|trim|lower)\w*\s+(?:gross\s+|net\s+)?(?:exposure|risk|leverage|gross|net)\b"
        r"|\brisk\s+(?:alert|warning|breach|flag)\b|\brisk\s+(?:has\s+)?flagged\b"
        r"|\b(?:agents?|desk|bots?|book|trading)\s+(?:is\s+|are\s+)?(?:paused|halted|frozen|suspended|locked)\b"
        r"|\b(?:reduc|cut|trim|bring)\w*\b[^.;]{0,40}\b(?:under|below|to)\s+\d+(?:\.\d+)?\s?%\s+of\s+"
        r"(?:nav|book|equity|capital|aum)\b"),
        mode="strong", veto_before=_THIRD_PARTY_BEFORE_RE, check=lambda sentence, match: _not_within_limits(sentence)),
    _Rule("risk_limit", re.compile(
        r"(?:" + _RISK_BOUND + r")\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:hit|breach\w*|exceed\w*|reached|blown|tripped|violat\w*|triggered|near\w*|approach\w*|close to"
        r"|raised|lowered|cut|tightened|loosened|reset|changed|increased|decreased|reduced)\b"
        r"|\b(?:hit|hitting|breach\w*|exceed\w*|reach\w*|trip\w*|violat\w*|trigger\w*|near\w*|approach\w*"
        r"|rais\w*|lower\w*|cut(?:ting)?|tighten\w*|loosen\w*|reset\w*|chang\w*|increas\w*|decreas\w*)\s+"
        r"(?:[^\s,;!?]+\s+){0,3}?(?:" + _RISK_BOUND + r")"),
        mode="need", context="finance", check=lambda sentence, match: _not_within_limits(sentence)),
    # A limit with numbers is an event only when the book presses on it: "4.8% vs 5% monthly
    # limit", "Loss on the day -$48k, limit -$50k", "at 95% of cap", "drawdown 6%".
    _Rule("risk_limit", re.compile(
        r"\b(?:loss|losses|drawdown|dd|risk|position|exposure|concentration|leverage|var|notional|margin|pnl|p&l"
        r"|stop[\s-]?out|single[\s-]?name|per[\s-]?name|issuer|book|size|sizing|sector|gross|net)\s+"
        r"(?:limits?|caps?|thresholds?|budgets?|ceilings?)\b(?!\s*orders?)"
        r"|\bmax(?:imum)?\.?\s+(?:daily\s+|intraday\s+)?(?:position|loss|drawdown|dd|exposure|notional|leverage"
        r"|risk|gross|net|allocation|weight|size)\b"
        r"|\d\s?%\s+(?:of\s+)?(?:the\s+)?(?:cap|limit|max|budget|threshold)\b"
        r"|\b(?:daily|weekly|monthly|intraday)\s+(?:loss\s+)?(?:stop|limit|cap|max|budget)\b"
        r"|\b(?:loss|losses|drawdown|dd|pnl|p&l|exposure|gross|net|leverage|var)\b"
        r"(?:[^.;]|\.\d){0,40}(?:" + _RISK_BOUND + r")"
        r"|\b(?:drawdown|dd|margin (?:usage|utili[sz]ation|util))\b\s*(?:is\s+|at\s+|now\s+|of\s+|:\s*|hit\s+|hits\s+"
        r"|reached\s+|touched\s+)?[\d$-]"),
        mode="need", context="finance", check=lambda sentence, match: _limit_pressure(sentence)),
    # Flattening is the desk's when it is said as an action ("limit hit, flattening", "we're
    # flattening the book", "flatten NVDA"), not of a curve or an average ("the 20-day is flattening").
    _Rule("risk_limit", re.compile(
        r"(?:^|[,;:—–(-]\s*|\b(?:and|then|now|so|we|i|we're|i'm|we'll|i'll|we are|i am|will|to|must|need to"
        r"|going to|desk is|book is)\s+(?:\w+\s+)?)(?:flatten(?:ing|ed)?|liquidat(?:e|ing|ed))\b"
        r"|\b(?:flatten(?:ing|ed)?|liquidat(?:e|ing|ed))\s+(?:the book|everything|all|positions?|our|my|it|them"
        r"|the (?:\w+\s+)?(?:position|book|long|short|risk|exposure))\b"),
        veto_before=_NEGATION_OR_PASSIVE_BEFORE_RE, veto_sentence=_CURVE_RE),
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

# Label keywords per event type. An EVENT label names something that happened or was decided
# ("[FILLED]", "STOP MOVED", "Thesis update", "Risk alert", "[NO ROUTE]"): it types the line and
# the block it heads. A TOPIC label only names what a section is about ("Risks", "Plan",
# "Exposure", "Routing", "News", "Ideas"): it is a tag only for the facts written on its own
# line ("Routing: MSFT spike -> Quill"), never for a block under a bare heading, whose
# sentences are judged by the phrase rules like any others.
_LABEL_TYPES: tuple[tuple[str, re.Pattern[str] | None, re.Pattern[str] | None], ...] = tuple(
    (
        event_type,
        re.compile(rf"(?<![a-z])(?:{event})") if event else None,  # keywords start words: "backfill" is no fill
        re.compile(rf"(?<![a-z])(?:{topic})") if topic else None,
    )
    for event_type, event, topic in (
        ("trade_proposal", r"request|pending|awaiting|approval (?:needed|required)|needs? approval|for approval", None),
        ("no_route_decision", r"no[\s_-]*route|not[\s_-]*rout|unrouted|reject|declin|veto|denied|\bpass(?:ed)?\b"
                              r"|no[\s-]*go\b|no[\s-]*trade|skip|\bkill(?!\s*switch)|cancel|not approved"
                              r"|stand(?:ing)? down|abort|not actionable|no owner|unassigned|dropped", None),
        ("trade_fill", r"stopped out|(?:stop|target|tp\d?|sl)\s*(?:hit|triggered|filled)", None),
        ("risk_limit", r"breach|kill[\s-]*switch|halt|circuit|de-?risk|margin call|(?:risk|limit) (?:alert|warning|hit)"
                       r"|limit (?:breach|exceeded)|over (?:the )?(?:limit|cap)|trading paused|paused",
         r"risk|limit(?!\s*order)|drawdown|exposure|margin|\bvar\b|leverage"),
        ("thesis_update", r"(?:thesis|conviction|investment case|bull case|bear case|view|stance)\s*"
                          r"(?:update|change|shift|flip|revis|broken|invalidat|reversal|downgrade|upgrade|raised"
                          r"|lowered|cut)",
         r"thesis|conviction|investment case|bull case|bear case"),
        ("watchlist_news", r"watch\s*-?list\s*(?:add|remov|drop|change|update|news|alert)"
                           r"|(?:add|adding|added|new|remov\w*|drop\w*)\s+(?:to\s+)?(?:the\s+)?watch\s*-?list|on watch",
         r"watch\s*-?list|watching|radar"),
        ("held_position_news", r"\bheld\b|\bholdings? (?:news|alert)|position news|portfolio news", None),
        ("news", r"breaking|news (?:alert|flash)|headline alert|flash\b", r"news|headline|earnings|press release|\bpr\b"
                 r"|filing|8-k"),
        ("stop_or_target_change",
         r"(?:stop|target|\btp\d?\b|\bsl\b|take[\s-]*profit|\bpt\b)s?\s*(?:moved|raised|lowered|update|change|adjust"
         r"|tighten|widen|trail|reset|->|→)"
         r"|(?:new|moved?|raised?|lowered?|updated?|adjusted|tightened|trailing|trail) (?:stop|target|tp|sl)"
         r"|trail|break[\s-]?even",
         r"stop|target|\btp\d?\b|\bsl\b|take[\s-]*profit|\bpt\b"),
        ("trade_fill", r"fill|executed|execution report|exec report|\bbought\b|\bsold\b|(?:position|trade) closed"
                       r"|closed out", None),
        ("trade_confirmation", r"confirm|booked|order placed|\bplaced\b|\back(?:nowledged)?\b|submitted", None),
        ("trade_approval", r"approv|go[\s-]*ahead|green[\s-]*light|greenlit|cleared|authori[sz]|sign[\s-]*off"
                           r"|signed off|lgtm", None),
        ("route_decision", r"route\b|routed|dispatch|hand[\s-]*off|to exec|execution desk|send to|assign", r"rout"),
        ("trade_proposal", r"propos|pitch|recommend|new trade|trade plan|entry plan", r"idea"),
        ("generic", None, r"\btrade\b|\border\b|\bsignal\b|\bentry\b|\bsetup\b|\bplan\b|\bexit\b|\bbuy\b"
                          r"|\bsell\b|\blong\b|\bshort\b"),
    )
)
# Words that make a label the title of a section or a report ("Risk review — midday", "Signal
# triage log", "Exposure snapshot", "NVDA earnings preview"): such a title is never a tag.
_REPORT_TITLE_RE = re.compile(
    r"\b(?:reviews?|summary|summaries|reports?|logs?|digest|wrap|wrap-?up|snapshot|previews?|notes?|recap|overview"
    r"|outlook|brief|briefing|commentary|analysis|dashboard|monitor|stats|statistics|metrics|status|check-?in"
    r"|workload|triage|agenda|calendar|tracker|roundup|round-up|scan|sheet|table|breakdown|tearsheet|memo|journal"
    r"|diary|background|observations?|thoughts|colou?r|rundown|primer|deep dive|walkthrough|version|story|queue"
    r"|board|matrix|heatmap|tape|levels|landscape|context|watch)\b"
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
_TERSE_MAX_CHARS = 280
_MAX_BLOCK_CHARS = 900  # a ticket
_MAX_TAG_BLOCK_CHARS = 400  # the lines a tag heads: an excerpt stays about one decision long


def _label_kind(label: str) -> tuple[str | None, bool]:
    """(event type of a label, whether the label names an event rather than a topic)."""
    lowered = _mask_analysis_nouns(label.lower().strip(" :-—–|"))
    if _REPORT_TITLE_RE.search(lowered) and not re.search(r"\bwatch\s*-?list|\bon watch\b", lowered):
        return None, False
    for event_type, event, _topic in _LABEL_TYPES:
        if event is not None and event.search(lowered):
            return event_type, True
    for event_type, _event, topic in _LABEL_TYPES:
        if topic is not None and topic.search(lowered):
            return event_type, False
    return None, False


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
     re.compile(r"\bcontext window\b|\bcontext (?:refresh\w*|reload\w*|rebuil\w*|trimm\w*|updated)\b"
                r"|\bcompact(?:ing|ed|ion)\b|\blatency\b|\bqueue (?:depth|size|length)\b"
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
# A bare receipt names no trade and decides nothing: chatter from a person, status from a bot.
_ACK_ONLY_RE = re.compile(
    r"^\W*(?:ack(?:ed|nowledged)?|copy(?: that)?|roger(?: that)?|noted|got it|will do|on it|seen|received|understood"
    r"|k|kk)\W*(?:thanks|thx|ty)?\W*$",
    re.I,
)
# A bare trade-state reply ("Confirmed.", "Filled") may answer the order above it: kept as "maybe".
_TRADE_STATE_REPLY_RE = re.compile(r"^\W*(?:confirmed|booked|filled|executed|working|live|done)\W*$", re.I)
# A tool call echoed by an agent: "tool get_quote(NVDA) -> 142.1 in 812ms". Its arguments are
# not a trade, whatever tickers and prices they carry.
_TOOL_CALL_RE = re.compile(
    r"^\W*(?:tool(?:\s+call)?|calling|called|call|fn|function|invoke[sd]?)?\s*:?\s*[a-z_][\w.]*\([^()\n]{0,120}\)"
    r"\s*(?:->|=>|→|returned|returns|:|=|in\s+\d)"
)
_MAX_HUMAN_NOISE_LINE_CHARS = 60


# --------------------------------------------------------------------------- analysis


@dataclass
class _Sentence:
    start: int
    end: int
    norm: str  # lower-case, markdown stripped, analysis nouns blanked: for the phrase rules
    plain: str  # the same without blanking: for news, holdings and ticket fields
    raw: str  # the verbatim sentence: for the case of names ("to Sable", "@Halden take ...")
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
        plain = _normalize(raw)
        norm = _mask_analysis_nouns(plain)
        sentences.append(
            _Sentence(
                start=start,
                end=end,
                norm=norm,
                plain=plain,
                raw=raw,
                paragraph=paragraph,
                tickers=tuple(extract_tickers(raw)),
                has_price=bool(_MONEY_RE.search(raw) or _AT_PRICE_RE.search(raw) or _PLAIN_DECIMAL_RE.search(raw)),
                has_size=_has_size(raw),
                has_percent=bool(_PERCENT_RE.search(raw)),
                has_level=bool(_LEVEL_RE.search(raw)),
                has_trade_id=bool(_TRADE_ID_RE.search(raw)),
                has_trade_word=bool(_STRONG_TRADE_WORD_RE.search(norm) or _AMBIGUOUS_TRADE_WORD_RE.search(norm)),
                field_label_end=_field_label_end(plain),
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
        if kind in ("facts", "own"):
            return sentence.has_facts
        if kind == "finance":
            return sentence.has_facts or sentence.has_percent or bool(_FINANCE_RE.search(sentence.norm))
        return sentence.has_facts or sentence.has_trade_word

    here = sentences[index]
    if check(here):
        return True
    if kind in ("trade", "own"):
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
        has_context: bool | None = None
        for match in rule.pattern.finditer(norm):
            if match.start() < label_end:
                continue
            if has_context is None:
                has_context = _has_context(sentences, index, rule.context)
            if rule.mode == "need" and not has_context:
                break  # the rule speaks only about trades with facts; without them it says nothing
            before = norm[max(0, match.start() - 48) : match.start()]
            event_type = rule.event_type
            vetoed = False
            if rule.negated_type is not None and _NEGATION_BEFORE_RE.search(before):
                event_type = rule.negated_type
            elif rule.question_type is not None and _QUESTION_END_RE.search(norm):
                event_type = rule.question_type
            elif (rule.veto_before is not None and rule.veto_before.search(before)) or (
                rule.positive_check is not None and not rule.positive_check(sentence, match)
            ):
                vetoed = True
            if vetoed or (
                (rule.veto_sentence is not None and rule.veto_sentence.search(norm))
                or (event_type in _ASKABLE_TYPES and not _not_asked(sentence, match))
                or (rule.requires is not None and not rule.requires.search(norm))
                or (rule.check is not None and not rule.check(sentence, match))
            ):
                matched_any = matched_any or not rule.quiet
                continue
            matched_any = True
            confidence = "strong" if rule.mode == "strong" or has_context else "weak"
            hits.append(_Hit(event_type, confidence, [(sentence.start, sentence.end)]))
            break
    if not any(hit.event_type in ("route_decision", "no_route_decision") for hit in hits):
        assigned = _assignment_type(sentence)
        if assigned:
            matched_any = True
            confidence = "strong" if sentence.has_facts else "weak"
            hits.append(_Hit(assigned, confidence, [(sentence.start, sentence.end)]))
    # News typed by what we hold (said here or in the next/previous sentence); news on a
    # name we do not hold is watchlist news when the desk flags it ("not held, but worth
    # flagging: ..."); other news on a ticker stays "maybe". A flagged ticker with a signed
    # move ("(+4.8%)") or on a held name is news even in words no keyword list knows.
    news = bool(_NEWS_RE.search(sentence.plain))
    flagged = bool(sentence.tickers and _NEWS_FLAG_RE.search(sentence.plain))
    # "CRWD just moved -7.5% after it confirms a supply deal": a move with a cause is news.
    moved = bool(sentence.tickers and _SIGNED_MOVE_RE.search(sentence.plain) and _CAUSE_RE.search(sentence.plain))
    if news or flagged or moved:
        held = [
            other
            for other in (index, index - 1, index + 1)
            if 0 <= other < len(sentences)
            and sentences[other].paragraph == sentence.paragraph
            and _is_held(sentences[other].plain)
            and (other == index or not sentence.tickers or not sentences[other].tickers
                 or set(sentence.tickers) & set(sentences[other].tickers))
        ]
        if held:
            spans = sorted((sentences[i].start, sentences[i].end) for i in {index, held[0]})
            hits.append(_Hit("held_position_news", "strong", spans))
        elif flagged and (news or moved or _SIGNED_MOVE_RE.search(sentence.plain)):
            hits.append(_Hit("watchlist_news", "strong", [(sentence.start, sentence.end)]))
        matched_any = matched_any or bool(held or (news and sentence.tickers))
    return hits, matched_any


# Routing on a desk also means giving a signal or task to an agent or a desk: "sending the
# QQQ flow to Sable", "assigning the BTC dump to Corvin", "@Halden take the ES gap",
# "Quill, this one's yours", "MSFT spike → Quill".
_ASSIGN_VERB = (
    r"(?:re-?)?assign(?:s|ed|ing)?|allocat(?:e|es|ed|ing)|hand(?:s|ed|ing)?(?:\s+(?:off|over))?|pass(?:es|ed|ing)?"
    r"|send(?:s|ing)?|sent|forward(?:s|ed|ing)?|rout(?:e|es|ed|ing)|kick(?:s|ed|ing)?|toss(?:es|ed|ing)?"
    r"|giv(?:e|es|ing)|gave|delegat(?:e|es|ed|ing)|escalat(?:e|es|ed|ing)|push(?:es|ed|ing)?|bounc(?:e|es|ed|ing)"
    r"|flip(?:s|ped|ping)?|punt(?:s|ed|ing)?|farm(?:s|ed|ing)? out|queu(?:e|es|ed|ing)"
)
_ASSIGN_TO_RE = re.compile(
    rf"\b(?:{_ASSIGN_VERB})\s+(?P<object>[^.;!?]{{0,70}}?)\s*(?:\bover to|\boff to|\bacross to|\bto|->|→|=>)\s+"
    r"(?P<target>@[\w.-]+|<@!?\d+>|the\s+[\w-]+\s+(?:desk|team|book|agent|bot)\b|[\w-]+)"
    rf"|\b(?:{_ASSIGN_VERB})\s+(?P<object2>[^.;!?]{{0,70}}?)\s+(?P<target2>(?:his|her|their|your) way)\b",
    re.I,
)
_ASSIGN_ROLE_RE = re.compile(
    r"(?:agent|bot|desk|exec|execution|executor|execution-\w+|trader|traders|pm|risk|ops|quant|research|the\s.*)$"
    r"|[\w]+-(?:agent|bot|desk|exec)$",
    re.I,
)
_YOURS_RE = re.compile(
    r"\b(?:this one|this|that one|that|it|these|those|all)(?:'s| is| are|'re)\s+(?:all\s+)?yours\b"
    r"|\byours\s*[:,—–-]"
    r"|\b(?:alert|signal|flag|ticket|task|idea|setup|print|spike|gap|move|one|name|trade|order)s?(?:'s| is| are)\s+"
    r"(?:all\s+)?yours\b|\bover to you\b"
    r"|\b(?:it|this|that)(?:'s| is)\s+(?:their|your|his|her)\s+(?:book|call|name|baby)\b"
    r"|\b(?:owner|owned by|assigned to|assignee|handled by|goes to)\s*[:=]?\s*(?:@|<@|[A-Z][a-z])",
)
_VOCATIVE_TAKE_RE = re.compile(
    r"^\W*(?P<name>@[\w.-]+|<@!?\d+>|[A-Z][a-z]+(?=\s*[,:—–-]))\s*[,:—–-]?\s+(?:please\s+|pls\s+|can you\s+"
    r"|could you\s+|you\s+|go\s+)?(?:take|grab|handle|own|pick up|work|run with|look into|jump on|cover|have)\b"
    r"(?!\s+(?:a\s+(?:look|peek|break|breather|minute|second|sec|seat|day)|care|five|ten|lunch|off|it easy|your time"
    r"|a\s+\w+\s+(?:look|break)|fun|questions?))"
    r"|\b(?:please|pls|can you|could you|you)\s+(?:take|grab|handle|own|pick up|run with)\s+(?:it|this|that|this one"
    r"|that one|the\s+\S+)",
    re.I,
)
_ARROW_NAME_RE = re.compile(r"(?:->|→|=>)\s*(?P<target>@[\w.-]+|<@!?\d+>|[A-Z][a-z]{2,}\b)")
# Capitalised words that are not agents or desks.
_NOT_NAMES = frozenset(
    """january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday asia europe london tokyo new the a an this that please yes no ok
    okay sure fine thanks team all folks everyone guys breakeven flat neutral bullish bearish long short buy sell
    hold done open closed filled working cancelled canceled approved rejected pending high low support resistance
    target stop entry exit zero one two three next tomorrow today close the market q1 q2 q3 q4 us eu uk china
    japan fed""".split()
)
_SIGNAL_NOUN_RE = re.compile(
    r"\b(?:signal|alert|idea|setup|trade|order|ticket|task|flag|spike|dump|gap|activity|flow|move|breakout"
    r"|breakdown|print|headline|sweep|block|squeeze|drop|rip|selloff|one|this|it|that|these|those)s?\b",
    re.I,
)


_WORK_NOUN_RE = re.compile(
    r"\b(?:signal|alert|idea|setup|trade|order|ticket|task|flag|spike|dump|gap|flow|breakout|breakdown|print|headline"
    r"|sweep|block|squeeze|selloff|request|proposal|book|name|position)s?\b",
    re.I,
)


def _is_agent_name(target: str) -> bool:
    if target.startswith(("@", "<@")) or target.lower().endswith(" way"):
        return True
    if _ASSIGN_ROLE_RE.match(target):
        return True
    return target[:1].isupper() and target[1:2].islower() and target.lower() not in _NOT_NAMES


def _assignment_type(sentence: _Sentence) -> str | None:
    """route_decision when the sentence gives a signal or task to an agent or desk."""
    raw = sentence.raw
    for match in _ASSIGN_TO_RE.finditer(raw):
        target = match.group("target") or match.group("target2")
        obj = match.group("object") or match.group("object2") or ""
        about_signal = (any(t in obj.upper() for t in sentence.tickers) or _TRADE_ID_RE.search(obj)
                        or _SIGNAL_NOUN_RE.search(obj))
        if about_signal and _is_agent_name(target) and target.upper() not in sentence.tickers:
            before = _normalize(raw[: match.start()])[-48:] + " "
            return "no_route_decision" if _NEGATION_BEFORE_RE.search(before) else "route_decision"
    # "Quill, this one's yours: MSFT spike": a handover of something the desk trades or tracks.
    names_work = bool(sentence.tickers or _TRADE_ID_RE.search(raw) or _WORK_NOUN_RE.search(raw))
    if names_work and (_YOURS_RE.search(raw) or _VOCATIVE_TAKE_RE.search(raw)):
        name = _VOCATIVE_TAKE_RE.search(raw)
        if not name or not name.group("name") or _is_agent_name(name.group("name")):
            return "route_decision"
    arrow = _ARROW_NAME_RE.search(raw)
    if arrow and _is_agent_name(arrow.group("target")) and arrow.group("target").upper() not in sentence.tickers:
        if sentence.tickers or _TRADE_ID_RE.search(raw) or _SIGNAL_NOUN_RE.search(raw[: arrow.start()]):
            return "route_decision"
    return None


# Events that a question only asks about ("did we get filled?", "who bought?"); a question
# can still propose ("should we buy 50 NVDA?") or approve/decline.
_ASKABLE_TYPES = frozenset({"trade_fill", "trade_confirmation", "stop_or_target_change", "watchlist_news",
                            "route_decision", "risk_limit", "thesis_update"})


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
    label_ends: dict[int, int] = {}
    for line_index, (line_start, line_end) in enumerate(line_spans):
        event_type, label_end = _line_tag_type(
            text, line_start, line_end, line_index, first_content_line, field_line_count)
        if event_type:
            tagged_lines[line_index] = event_type
            label_ends[line_index] = label_end
    for line_index, event_type in tagged_lines.items():
        standalone = not text[label_ends[line_index] : line_spans[line_index][1]].strip(" \t:*_-—–|")
        block = _tag_block(text, line_spans, line_index, tagged_lines, standalone)
        if event_type.startswith("topic:"):
            hits.extend(_lent_hits(text, label_ends[line_index], block[1], event_type[len("topic:"):]))
            continue
        if event_type == "generic":
            # "Plan", "Signal", "Short version:": a proposal only if what it heads reads as an order.
            if _reads_as_order(text[max(block[0], label_ends[line_index]) : block[1]]):
                generic_blocks.append(block)
            continue
        if event_type == "news":
            block_norm = _normalize(text[block[0] : block[1]])
            event_type = "held_position_news" if _is_held(block_norm) else "watchlist_news"
        hits.append(_Hit(event_type, "tagged", [block]))
    return hits, generic_blocks


# Section headings that type the changes listed under them: "**Stops**" over "- NVDA 138 -> 141",
# "## Watchlist" over "+ CELH (distributor news)". Other lines in those sections stay analysis.
_LENDING_TOPICS = frozenset({"stop_or_target_change", "watchlist_news"})
_LEVEL_CHANGE_RE = re.compile(
    r"\d[\d,.]*[kKmM]?\s*(?:->|→|=>|➡)\s*\$?\d|\b(?:to|now(?: at)?)\s+\$?\d[\d,.]*[kK]?\s*\((?:was|from)\s+\$?\d"
    r"|\b(?:moved|raised|lowered|tightened|trailed|trailing|bumped|cut|widened|reset|set)\s+(?:to|at|up|down)\b",
    re.I,
)
_WATCHLIST_CHANGE_RE = re.compile(
    r"^\W{0,3}(?:\+|added?\b|adding\b|new\b|removed?\b|removing\b|dropp?(?:ed|ing)?\b|out\b|in\b)"
    r"|\b(?:added|removed|dropped|new add|new name)\b", re.I,
)


def _lent_hits(text: str, start: int, end: int, event_type: str) -> list[_Hit]:
    hits = []
    for line_start, line_end in _line_spans(text[start:end]):
        line = text[start + line_start : start + line_end]
        content_start = _LINE_MARKER_RE.match(text, start + line_start, start + line_end).end()
        content_end = start + line_end
        while content_end > content_start and text[content_end - 1].isspace():
            content_end -= 1
        if content_end <= content_start:
            continue
        tickers = extract_tickers(line)
        facts = tickers or _has_line_facts(line)
        if event_type == "stop_or_target_change" and facts and _LEVEL_CHANGE_RE.search(line):
            hits.append(_Hit(event_type, "strong", [(content_start, content_end)]))
        elif event_type == "watchlist_news" and tickers and _WATCHLIST_CHANGE_RE.search(
                line.lstrip() if line.lstrip().startswith("+") else line.lstrip(" \t-*•")):
            hits.append(_Hit(event_type, "strong", [(content_start, content_end)]))
    return hits


def _line_tag_type(
    text: str, line_start: int, line_end: int, line_index: int, first_content_line: int, field_line_count: int
) -> tuple[str | None, int]:
    """The tag of a line, if any, and where the label ends (the rest of the line is its content)."""
    heading = _HEADING_RE.match(text, line_start, line_end)
    if heading:
        # A heading stands alone: only an event label ("## Thesis update") types the block under it.
        event_type, is_event = _label_kind(heading.group("label"))
        if event_type in _LENDING_TOPICS and not is_event:
            return "topic:" + event_type, line_end
        return (event_type if is_event or event_type == "generic" else None), line_end
    pos = _TAG_FILLER_RE.match(text, line_start, line_end).end()
    # Up to three leading labels: "[10:32] [AGENT-3] [FILLED] ..." or "🟢 **APPROVED** — ...".
    for _ in range(3):
        match = _TAG_TOKEN_RE.match(text, pos, line_end)
        if not match:
            return None, line_end
        kind = match.lastgroup
        label = match.group(kind)
        colon_form = (
            kind == "colon" or label.rstrip().endswith(":") or bool(_COLON_AFTER_RE.match(text, match.end(), line_end))
        )
        # "[risk-bot]", "[agent-exec]": an author name, not a tag; look past it.
        event_type, is_event = (None, False) if _AUTHOR_LABEL_RE.search(label) else _label_kind(label)
        content = text[match.end() : line_end]
        if event_type and not is_event and event_type != "generic":
            # A topic label tags only the facts on its own line; risk topics ("Risk: ...",
            # "[EXPOSURE] ...") are left to the risk rules, which know a breach from a status.
            # Alone on its line ("**Stops**"), it only lends its type to changes listed under it.
            if not content.strip(" \t:*_-—–|") and event_type in _LENDING_TOPICS:
                return "topic:" + event_type, match.end()
            if event_type == "risk_limit" or not _has_line_facts(content):
                event_type = None
        if event_type and colon_form and _FIELD_LABEL_RE.fullmatch(label.strip(" :*_")):
            # "Stop: 138" is a ticket field; "Stop: moved to 151" or a lone first-line label is a tag.
            is_first_line = line_index == first_content_line and field_line_count < 2
            changed = event_type == "stop_or_target_change" and _CHANGE_WORD_RE.search(content.lower())
            if not (is_first_line or changed):
                event_type = None
        if kind == "caps" and (event_type == "generic" or not colon_form and _FIELD_LABEL_RE.fullmatch(label)):
            event_type = None  # "BUY NVDA" / "TP1 hit" are order lines, typed by rules and fallbacks
        if event_type:
            return event_type, match.end()
        if kind in ("colon", "caps"):
            return None, line_end
        pos = _TAG_FILLER_RE.match(text, match.end(), line_end).end()
    return None, line_end


def _has_line_facts(content: str) -> bool:
    return bool(extract_tickers(content) or _MONEY_RE.search(content) or _AT_PRICE_RE.search(content)
                or _PLAIN_DECIMAL_RE.search(content) or _has_size(content) or _TRADE_ID_RE.search(content)
                or _PERCENT_RE.search(content))


def _reads_as_order(content: str) -> bool:
    """A side word next to a ticker and a price or size, in some sentence of the content."""
    return any(_order_line(sentence) and (sentence.has_price or sentence.has_size) for sentence in _analyse(content))


# A side word next to what it trades: "buy 50 NVDA", "short 3 ES", "sell to open 5 SPY",
# "NVDA long", "long ETH-USD 5 @ 3,050" (not "long story short: META ..." or "looks short below").
_ORDER_LINE_RE = re.compile(
    r"\b(?:buy|sell|long|short|cover|bto|sto|sell short|sell_to_open|buy_to_open|sell_to_close|buy_to_close)"
    r"(?:\s+to\s+(?:open|close))?\s+(?P<size>(?:\d[\d,.]*\s*[km]?|half|a third|a quarter)\s*(?:x\s+)?"
    r"(?:(?:shares?|sh|shs|contracts?|cts?|lots?|units?|coins?)\s+)?(?:of\s+)?(?:the\s+|my\s+|our\s+)?)?"
    r"\$?(?P<after>[a-z][a-z0-9./-]{0,9})?"
)
_ORDER_LINE_BEFORE_RE = re.compile(
    r"(?P<before>[a-z][a-z0-9./-]{0,9})\s+(?:\d[\d,.]*\s*(?:sh|shares|contracts|lots)?\s+)?(?:long|short|buy|sell)\b"
)


def _order_line(sentence: "_Sentence") -> bool:
    for match in _ORDER_LINE_RE.finditer(sentence.norm):
        symbol = (match.group("after") or "").upper().rstrip(".,")
        # "buy 30 with a stop at 141" names its ticker earlier in the sentence.
        if symbol in sentence.tickers or (match.group("size") and sentence.tickers):
            return True
    return any(match.group("before").upper() in sentence.tickers
               for match in _ORDER_LINE_BEFORE_RE.finditer(sentence.norm))


def _tag_block(
    text: str, line_spans: list[tuple[int, int]], line_index: int, tagged_lines: dict[int, str],
    standalone: bool = False,
) -> tuple[int, int]:
    """The tagged line and the lines it heads: its paragraph, or its sub-items when it is a bullet.
    A label alone on its line (a heading) heads the lines after it, past a blank line."""
    line_start, line_end = line_spans[line_index]
    start = _LINE_MARKER_RE.match(text, line_start, line_end).end()
    tag_line = text[line_start:line_end]
    tag_indent = len(tag_line) - len(tag_line.lstrip())
    is_heading = bool(_HEADING_RE.match(text, line_start, line_end))
    tag_is_bullet = not is_heading and _LINE_MARKER_RE.match(text, line_start, line_end).end() > line_start + tag_indent
    end = line_end
    lines_taken = 1
    for next_index in range(line_index + 1, len(line_spans)):
        next_start, next_end = line_spans[next_index]
        line = text[next_start:next_end]
        if not line.strip() and (standalone or is_heading) and lines_taken == 1:
            continue  # "## Thesis update", blank line, then its text
        if not line.strip() or next_index in tagged_lines or lines_taken >= _MAX_BLOCK_LINES:
            break
        if _HEADING_RE.match(text, next_start, next_end):
            break
        if next_end - start > _MAX_TAG_BLOCK_CHARS:
            break
        indent = len(line) - len(line.lstrip())
        if tag_is_bullet and indent <= tag_indent:
            break
        end = next_end
        lines_taken += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end - start > _MAX_TAG_BLOCK_CHARS:
        end = _first_sentences_end(text, start, end)
    return start, end


def _first_sentences_end(text: str, start: int, end: int) -> int:
    """End of the leading sentences of a long tagged line, about 300 chars' worth."""
    cut = end
    for _, s_end in split_sentences(text[start:end]):
        cut = start + s_end
        if s_end >= _MAX_TAG_BLOCK_CHARS - 100:
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
        side_and_facts = priced and _order_line(sentence)
        if (starts_with_side and sentence.has_facts) or side_and_facts:
            hits.append(_Hit("trade_proposal", "weak", [(sentence.start, sentence.end)]))
    return hits


_IMPERATIVE_RE = re.compile(
    r"^\W*(?:buy|sell|short|long|go long|go short|cover|add|trim|exit|close|bto|sto|scale (?:in|out))\b"
)
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
    """(signal strong enough to veto noise, fail-open signal for a terse message)."""
    strong = weak = False
    for sentence in sentences:
        if _TOOL_CALL_RE.match(sentence.plain):
            continue
        strong_word = bool(_STRONG_TRADE_WORD_RE.search(sentence.norm))
        ambiguous_word = bool(_AMBIGUOUS_TRADE_WORD_RE.search(sentence.norm))
        # A size at a price, or a ticker with either, reads as a trade even without a verb:
        # enough to keep the message out of the noise counters.
        priced_size = sentence.has_price and sentence.has_size
        priced_ticker = sentence.tickers and (sentence.has_price or sentence.has_size)
        trade_words = (strong_word or ambiguous_word) and sentence.has_facts
        if trade_words or priced_size or priced_ticker:
            strong = True
        # Fail-open: trade vocabulary, an order-shaped "142.5 / 50 sh", news or a holding on a
        # ticker, or a level with an intent ("thinking about AMD here around 150"). A ticker
        # and a price in a plain description ("TLT is range-bound between 88 and 91") is not.
        if trade_words or priced_size or strong_word:
            weak = True
        if sentence.tickers and (_NEWS_RE.search(sentence.plain) or _is_held(sentence.plain)):
            weak = True
        if sentence.tickers and (sentence.has_level or sentence.has_price) and _INTENT_RE.search(sentence.norm):
            weak = True
    return strong, weak


_INTENT_RE = re.compile(
    r"\b(?:thinking|think about|considering|consider|eyeing|eye|like|liking|love|want|wanna|plan|planning|tempted"
    r"|leaning|stalking|interested|looking to|look to|here|what's our|what is our|our plan|should we|do we|are we"
    r"|could we|can we|worth)\b"
)


def _is_terse(text: str, sentences: list[_Sentence]) -> bool:
    """A short message leans on the conversation around it, so it fails open on any signal."""
    return len(sentences) <= 2 and len(text) <= _TERSE_MAX_CHARS


def _decision_signal(sentences: list[_Sentence]) -> bool:
    """In a longer, self-contained message: a sentence that still reads like a desk action the
    rules could not type (an order line, or a trade verb with facts said by the desk), as
    opposed to analysis that merely mentions tickers, levels and positioning."""
    for sentence in sentences:
        if _TOOL_CALL_RE.match(sentence.plain) or _THIRD_PARTY_SUBJECT_RE.match(sentence.norm):
            continue
        if sentence.has_price and sentence.has_size:
            return True  # "maybe 50 shares around 140": a size at a price is order-shaped
        for match in _STRONG_TRADE_WORD_RE.finditer(sentence.norm):
            before = sentence.norm[max(0, match.start() - 48) : match.start()]
            if sentence.has_facts and not _THIRD_PARTY_BEFORE_RE.search(before):
                return True
    return False


def _line_noise_kind(line: str, author_bot: bool, machine_author: bool, short_bot: bool = False) -> str | None:
    norm = _normalize(line)
    if not norm or (not author_bot and norm.endswith("?")):
        return None  # a person asking about the bot is talk, not runtime output
    if _TOOL_CALL_RE.match(norm):
        return "log"
    # An agent's short status line ("Done. Summary is above.") reads as machine output; its
    # prose sentences ("changing my mind on COST — neutral now, ...") do not.
    looks_machine = (machine_author or bool(_MACHINE_HINT_RE.search(line))
                     or (short_bot and len(norm) <= _MAX_HUMAN_NOISE_LINE_CHARS))
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
    if (machine_author or short_bot) and _SHORT_REPLY_RE.match(norm):
        return "status"
    return None


def _noise_kind(text: str, author_name: str, author_bot: bool) -> str | None:
    """The kind of runtime noise when every line of the message is shaped like it."""
    machine_author = author_bot and bool(_NOISY_AUTHOR_RE.search(author_name))
    short_bot = author_bot and len(text) <= _MAX_NOISE_LINE_CHARS
    kinds = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        kind = _line_noise_kind(line, author_bot, machine_author, short_bot)
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
    strong_signal, weak_signal = _trade_signal(sentences)
    if not strong_signal and not rule_signal:
        noise_kind = _noise_kind(text, author_name, author_bot)
        if noise_kind:
            return Classification("noise", (), tuple(tickers), topic, gist, noise_kind)
    # A lone human "ok" / "👍" may be the approval of the proposal above it. A longer message
    # carries its own context: what the rules could not type there is analysis, unless a
    # sentence still reads like a desk action.
    terse = _is_terse(text, sentences)
    if ((terse and (weak_signal or rule_signal)) or (not terse and _decision_signal(sentences))
            or (not author_bot and _SHORT_REPLY_RE.match(text) and not _ACK_ONLY_RE.match(text))
            or _TRADE_STATE_REPLY_RE.match(text)):
        return Classification("maybe", (), tuple(tickers), topic, gist, None)
    return Classification("chatter", (), tuple(tickers), topic, gist, None)
