"""Facts in text: tickers, prices, sizes, percentages, levels, trade ids."""

from __future__ import annotations

import re

from memory.classify import vocabulary
from memory.classify.sentences import _line_spans

# --------------------------------------------------------------------------- tickers

_CURRENCY = "|".join(sorted(vocabulary.words("currencies")))
_TICKER_TOKEN_RE = re.compile(
    r"""
      (?<![\w$/-])(?P<fxpair>(?:{ccy})[/-]?(?:{ccy}))(?![\w-])     # USDJPY, AUD/NZD
    | \$(?P<cash>[A-Za-z]{1,6}(?:[.\-/][A-Za-z]{1,4})?)(?![\w.])        # $NVDA $brk.b $btc-usd
    | (?<![\w$/-])(?P<pair>[A-Z]{2,6}[-/](?:USDT|USDC|USD|EUR|PERP|BTC|ETH|JPY|GBP))(?![\w-])
    | (?<![\w$])(?P<concat>[A-Z]{2,6}(?:USDT|USDC|PERP))(?!\w)            # BTCUSDT, SOLPERP
    | (?<![\w$])(?P<occ>[A-Z]{1,6})\d{6}[CP]\d{8}(?!\w)                   # OCC option symbol
    | (?<![\w$])/?(?P<future>[A-Z]{2,4}[FGHJKMNQUVXZ]\d{1,2}|[A-Z][FGHJKMNQUVXZ]\d\d)(?!\w)  # ESZ5 /NQH25 FGBLM6 CZ25
    | (?<![\w$])(?P<contract>[A-Z][A-Z&]{1,14}\d{2}(?:[A-Z]{3}|[1-9OND]\d{2})\d*(?:FUT|CE|PE))(?!\w)  # RELIANCE26MAYFUT
    | (?<![\w/])/(?P<slashfut>[A-Z]{1,3})(?![\w/])                          # /ES /CL
    | (?<![\w$/.,-])(?P<exchcode>\d{3,6}\.(?:HK|T|SS|SH|SZ|KS|KQ|TW|TWO|SI|NS|BO|AX|JK|BK|KL))(?![\w.])  # 0700.HK
    | \b(?:shares|contracts|sh|shs|lots|calls|puts)\s+of\s+(?P<after_size>[A-Z]{1,5})\b  # "shares of F"
    | (?<![\w$@#/.&'-])(?P<bare>[A-Z]{2,5}(?:\.[A-Z])?)(?![\w&/]|-\d|-[A-Z]+-\d|\.[A-Za-z]\w|'[A-Z])  # not MUM-NFO-01
    """.replace("{ccy}", _CURRENCY),
    re.X,
)
# Lower-case crypto names people type without a $ sign.
_CRYPTO_WORD_RE = re.compile(r"(?<![\w$])(" + "|".join(vocabulary.load()["words"]["crypto_words"]) + r")(?!\w)")

# Upper-case words that are not tickers: English, desk jargon, macro, tech, log levels.
_NOT_TICKERS = vocabulary.words("not_tickers")
_WORD_RE = re.compile(r"[A-Za-z]{2,}")
# A bare ticker in an ALL-CAPS line is only trusted next to a size or a price, signed or
# not ("FRO +40,000 | ZIM -25,000" in a YAML book).
_SHOUT_TICKER_CONTEXT_RE = (r"(?:\d[\d,.]*[kKmM]?\s+{sym}\b"
                            # (not before a move or a tenor: "SHARES FALL 5%", "RAISES 10-YEAR")
                            r"|\b{sym}\s*(?:@|[+-]?\$?\d(?![\d.,]*(?:\s?%|-?(?:years?|yr|y|days?|months?|weeks?|wk)\b)))"
                            # a name given its symbol in brackets, as wires do: "NVIDIA (NVDA)", "(NYSE: NVDA)"
                            r"|\(\s*(?:[A-Z]{{2,8}}:\s*)?{sym}\s*\))")


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
        for match in _ISIN_RE.finditer(line):
            if is_isin(match.group()):
                candidates.append((line_start + match.start(), match.group(), True))
    trusted_symbols = {symbol for _, symbol, trusted in candidates if trusted}
    tickers: list[str] = []
    for _, symbol, _trusted in sorted(candidates):
        if symbol in trusted_symbols and symbol not in tickers:
            tickers.append(symbol)
    return tickers


# An ISIN names a security on any desk, in any language: "venduti 5mm IT0005607970 a 100,89".
_ISIN_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}[A-Z0-9]{9}\d(?![A-Za-z0-9])")


def is_isin(code: str) -> bool:
    """Whether `code` is an ISIN: two letters, nine characters and a check digit that
    agrees (letters as 10-35, then the Luhn sum), so an id of the same shape is not one."""
    if not _ISIN_RE.fullmatch(code):
        return False
    digits = "".join(str(int(char, 36)) for char in code)
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char) * (2 if index % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


# --------------------------------------------------------------------------- facts

# A number as desks write it: "1,250.5", "3002", and the decimal comma of European desks
# ("84,50", "33,8": one or two digits after the comma; three are thousands).
# (A comma then a space after it lists: "@ 6,129, sl 6,165" is 6,129.)
# (India groups by lakhs: "1,58,151".)
# (Continental desks group thousands by dots before a decimal comma: "3.190,50".)
# (Four or more digits after a comma are decimals: an FX rate, "1,0838".)
# Atomic as a whole: "4.125%" is never read as 4.12 followed by something else.
_NUM = (r"(?>(?:\d{1,3}(?:\.\d{3})+(?=,\d{1,2}(?!\d))|\d{1,3}(?:,\d{3})+(?!\d|,\d)|\d{1,2}(?:,\d\d)+,\d{3}(?!\d|,\d)"
        r"|\d+)(?:\.\d+|,\d{1,2}(?!\d|,\d)|,\d{4,}(?!,\d))?)")
_NOT_A_PRICE_UNIT = (
    r"(?!\d|[.,:]\d|\s?%|\s?(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|am|pm|utc|et|x\b"
    r"|/\d|gb|mb|kb|bps?|tokens?|req|requests|attempts?|retries|times)\b)"
)
_MONEY_RE = re.compile(rf"[$€£]\s?{_NUM}\s?[kmb]?\b|\b{_NUM}\s?(?:usd|usdt|usdc|dollars|bucks)\b", re.I)
# After a word, a one-digit number is more often a clock time ("call at 3") than a price.
_AT_PRICE_RE = re.compile(
    rf"(?:@|->|→)\s*(?:[A-Z]{{2}}\$|[$€£¥₹])?{_NUM}{_NOT_A_PRICE_UNIT}"
    rf"|\b(?:at|near|around|above|below|under|over|from|to|into|px|price|entry|stop|sl|target|tgt|avg|average"
    rf"|tp\d?|pt|limit|lmt|bid|offer|ask|bei|bis|zu)\b\s*[:=]?\s*(?:\$\s?{_NUM}|(?!\d\b(?!,\d)){_NUM}){_NOT_A_PRICE_UNIT}",
    re.I,
)
_PLAIN_DECIMAL_RE = re.compile(r"(?<![\w.])\d+\.\d{1,4}(?![\d.]|\s?%|\s?(?:ms|s|secs?|x|gb|mb|kb|bps?)\b)", re.I)
_SIZE_RE = re.compile(
    # "3 more lots", "2 extra contracts" (and as desks mix languages: "3 aur lots")
    rf"\b{_NUM}\s?[km]?\s*(?:(?:more|extra|additional|further|aur|mehr)\s+)?"
    r"(?:shares?|shs|sh|contracts?|cts?|lots?|units?|coins?|options?|calls?|puts?"
    r"|spreads?|futures?|minis?|micros?|btc|eth|sol|r"
    # physical units: "3kt/m", "10 days/mth", "500 bbl", "20 MWh" ("25mm" face is too often a
    # table's balance to count as a trade size)
    r"|kt|kmt|mt|tonnes?|bbls?|barrels?|mmbtu|mw|mwh|gwh|bushels?|days?/m(?:th|onth|o)?|d/m(?:th)?)(?:/m(?:th|o)?)?\b"
    r"|\b(?:half|all|a third|a quarter|\d/\d)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:position|size|it|them)\b"
    # lots, contracts and shares as CJK desks count them ("20手", "5 계약", "300株"): no word
    # boundary after a CJK unit
    rf"|\b{_NUM}\s?(?:手|张|張|口|枚|株|股|계약|주)",
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
# (Not a spread: "GC-50bp", "SOFR-12.5bps" is a level against a benchmark, no order id.)
_TRADE_ID_RE = re.compile(
    r"(?<![\w<#@&])#\d{3,}\b|(?-i:\b[A-Z]{1,5}-(?!\d+(?:[.,]\d+)?(?:bps?|bp|pct|k|mm?|bn|x)\b)(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{2,}(?:-[A-Z0-9]+){0,2}\b)|\b(?:id|ref|order|trade|ticket)\s*[:#=]?\s*[0-9a-f]{6,}\b"
    r"|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b"
    # An id of dotted parts, as order systems number them: "RVX.1209.SF.0017".
    r"|(?-i:\b[A-Z]{2,6}(?=(?:\.[A-Z0-9]{1,8}){2,4}\b)(?=[.A-Z]*\d)(?:\.[A-Z0-9]{1,8}){2,4}\b)"
    # An engine's short order handle: "ord#0B35", "oid#77", "(ord 7bee)".
    r"|\b(?:ord|oid|order|ticket|tkt)\s*#\s*[0-9a-z]{2,12}\b|\b(?:ord|oid)\s*[:=]?\s*(?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{3,12}\b",
    re.I,
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
