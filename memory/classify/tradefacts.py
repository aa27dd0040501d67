"""The facts of a trade in an excerpt: side, size, price, stop, target, ids.

They go into a block's `facts` JSON (migration 0003) so the feed can show a trade's
current levels, and they decide the tier: an id with a side, size or price is certain.
Values are kept exactly as written, so a reader can find them in the verbatim text.
"""

from __future__ import annotations

import re

from memory.classify import vocabulary
from memory.classify.facts import _NUM, _SIZE_RE, _TRADE_ID_RE

_SIDE_RE = re.compile(
    # A side word hyphened to a name is part of it: "pnl-bot up 28" is a service.
    r"\b(?<![\w]-)(?P<side>buy|buying|bought|bot|sell|selling|sold|sld|long|short|shorting|shorted|cover(?:ed)?(?!\s+(?:bonds?|calls?|puts?|interest)\b)|bto|sto|stc"
    # "BTC 4 AMD 225p" buys to close; "40 BTC okx" and "BTC inv= +7.19" are bitcoin
    r"|(?<![\d.,]\s)(?<![\d.,])btc(?=\s+\d+\s*(?:x\s*)?[a-z]|\s+[a-z]{1,6}\s+\d{1,2}/\d{1,2}\b)"
    r"|kauf|kaufe|kaufen|gekauft|verkauf|verkaufe|verkaufen|verkauft|(?<![/.'’])b|(?<![/.'’])s"
    # Romance desks buy and sell in their own verbs
    r"|compr(?:a|o|iamo|are|ato|amos|ar|ado|ons|ez)|ach[eè]t(?:e|ons|ez|er)"
    r"|vend(?:e|a|o|iamo|ere|uto|emos|er|ido|ons|ez|id[oa]s)|comprad[oa]s"
    r")\b(?!\s+(?:term|end|run|dated|side|interest|squeeze)\b)"
    r"(?=\s+(?:to\s+(?:open|close)\s+)?\$?[\w./-]*\d|\s+\$?[a-z]{1,6}\b|\s*[:=])"
    r"|\b(?:side|richtung)\"?\s*[:=]?\s*\"?(?P<field>buy|sell|long|short|b|s|bid|ask|kauf|verkauf)\b"
    # An FX swap's side is its near leg's: "sell/buy EUR 200m" sells the near date.
    r"|\b(?P<legs>buy|sell|b|s)/(?:sell|buy|s|b)\b(?!/)"
    # A swap's side: paying fixed is short duration, receiving it long ("pay_fixed", "rec fixed").
    # or said of a tenor: "pay 5y", "rec 10s", "paid 2s10s", "receive 5y5y"
    r"|\b(?P<swap>pay(?:ing|s)?|rec(?:eiv(?:e|ing|es))?|received|paid)(?:[\s_-]fixed\b"
    r"|\s+(?=\d{1,2}(?:y|yr|s)(?:\d{1,2}(?:y|yr|s))?\b))"
    # A bid or offer of this desk's size: "bid 10 days/mth Cape 5TC", "offer ws 199 x 30kt".
    r"|\b(?P<quote>bid|bidding|offer|offering|offered)\b(?=\s+(?:ws\s+\d[\d.]*\s+x\s+)?\d[\d,.]*\s?[km]?"
    r"\s?(?:kt|mt|days?|lots?|contracts?|bbls?|cars?)\b)"
    # CJK desks' side words, which no word boundary delimits: 买入 / 开多 / 매수 / 買い buy,
    # 卖出 / 开空 / 매도 / 売り sell; 平多 closes a long (sells), 平空 a short (buys)
    r"|(?P<cjk>买入|买进|开多|做多|平空|매수|買い|卖出|開多|開空|开空|做空|平多|매도|売り)",
    re.I,
)
_CJK_BUY = frozenset({"买入", "买进", "开多", "做多", "平空", "매수", "買い", "開多"})
_SIDES = {"buy": "buy", "buying": "buy", "bought": "buy", "bot": "buy", "b": "buy", "long": "buy", "cover": "buy",
          "covered": "buy", "bto": "buy", "btc": "buy", "bid": "buy",
          "sell": "sell", "selling": "sell", "sold": "sell", "sld": "sell", "s": "sell", "short": "sell",
          "shorting": "sell", "shorted": "sell", "sto": "sell", "stc": "sell", "ask": "sell",
          # German desks: Kauf / Verkauf
          "kauf": "buy", "kaufe": "buy", "kaufen": "buy", "gekauft": "buy",
          "verkauf": "sell", "verkaufe": "sell", "verkaufen": "sell", "verkauft": "sell"}


def _side_word(word: str) -> str | None:
    """A side word's side, Romance verbs by their stem (compr-/achet- buy, vend- sell)."""
    word = word.lower()
    if word in _SIDES:
        return _SIDES[word]
    if word.startswith(("compr", "achet", "achèt")):
        return "buy"
    return "sell" if word.startswith("vend") else None
# "stop on NVDA T-1042 to 139.50": the level may follow the name it protects.
# The name's tokens must end at a boundary, or "target in to 262.42" reads "26" as a name
# and 2.42 as the level.
_ON_NAME = r"(?:\s+(?:on|for|in)\s+(?:the\s+)?[\w$./-]+(?:\s+[\w#-]*\d[\w-]*(?![\w.,]))?)?"
# "@ ~9.65": an approximate level is a level; "@ ¥3,400", "@ HK$67.90": so is one in a currency
_CURRENCY_MARK = r"(?:[A-Z]{2}\$|[$€£¥₹])"
_LEVEL = rf"[~≈]?{_CURRENCY_MARK}?(?P<value>{_NUM}[kK]?)"
_STOP_RE = re.compile(
    rf"\b(?:stop[\s-]?loss|stop|stops|sl|stp|stop_px|stop_price)\b{_ON_NAME}"
    rf"\s*(?:is\s+|now\s+|at\s+|to\s+|@\s*|:\s*|=\s*|moved to\s+"
    rf"|->\s*|→\s*|raised to\s+|lowered to\s+|trail(?:ed)? to\s+|sits at\s+|goes to\s+"
    rf"|a\s+(?=\d+[.,]\d)){{0,3}}{_LEVEL}",
    re.I)
_TARGET_RE = re.compile(
    rf"\b(?:target|tgt|tp\d?|take[\s-]?profit|pt\d?|target_px)\b{_ON_NAME}\s*(?:is\s+|now\s+|at\s+|to\s+|@\s*|:\s*|=\s*"
    rf"|moved to\s+|->\s*|→\s*|raised to\s+|lowered to\s+){{0,3}}{_LEVEL}", re.I)
_PRICE_RE = re.compile(
    # a price after "@" may be signed: a swap's points, "170m @ +12.55"
    rf"@\s*(?P<signed>[+-]{_NUM})(?![\d%])|"
    r"(?:@|\bat|\bpx|\bavg_px|\bfill_px|\blast_px|\baverage(?: price)?(?: of)?|\bprice|\bavg(?: px| price)?"
    rf"|\bentry|\blimit|\blmt|\bfill(?:ed)? at|\bbei|\bbis|\bzu|\bpreis|\ba(?=\s+\d+[.,]\d))\"?\s*[:=]?\s*{_LEVEL}"
    r"(?!\s?(?:%|am|pm|utc|et|ms|s\b|h\b|min))", re.I)
# "50 NVDA", "2.5 BTC-PERP", "25k xyz" (a lower-case name only with a k/m size suffix).
# (Never the number after "@": "SELL 2 @ 22,328.75 LMT" is priced at it.)
_COUNT_RE = re.compile(rf"(?<![\w.,$#/×-])(?<!@)(?<!@ )(?:{_NUM}[kKmM]?(?=\s+(?:x\s+)?\$?[A-Z][A-Z0-9]*\b"
                       r"|\s+\d{3,6}\.[A-Z]{1,2}\b)"   # "300,000 0941.HK": a count before a listing number
                       rf"|{_NUM}[kKmM](?=\s+\$?[a-z]{{2,6}}\b))")
_ID_FIELD_RE = re.compile(r"\b(?:order_?id|oid|ord_?id|cl_?ord_?id|client_?order_?id|trade_?id|exec_?id|ticket|ref)"
                          r"\"?\s*[:=]\s*\"?(?P<value>[\w-]{4,})", re.I)
_QTY_FIELD_RE = re.compile(rf"\b(?:qty|quantity|size|filled_qty|fill_qty|cum_qty|last_qty|contracts|shares|lots|amount)"
                           rf"\"?\s*[:=]\s*\"?(?P<value>{_NUM}[kKmM]?)", re.I)
_ID_PREFIX_RE = re.compile(r"^(?:id|ref|order|trade|ticket|(?:oid|ord)(?=[\s:#=]))\s*[:#=]?\s*", re.I)
# An order id written after its label with a space, as OMS footers print them ("oid
# 260522109281967", "Order ID 88123"): only the unambiguous labels, and a value with a digit.
_ID_LABEL_SPACED_RE = re.compile(r"\b(?:oid|ord(?:er)?[ _]?id|cl[ _]?ord[ _]?id|trade[ _]?id|exec[ _]?id)\s+"
                                 r"(?P<value>(?=[\w-]*\d)[\w-]{4,})", re.I)
# A value right after one of these labels names who or where trades go (an account, a book,
# a strategy tag), shared by every trade of it: never one trade's id.
_SHARED_ID_LABEL_RE = re.compile(r"\b(?:account|acct|a/c|sub-?account|book|portfolio|desk|strategy|tag|trader|client"
                                 r"|mandate|user|fund)\s*[:=#]?\s*\"?$", re.I)


def normalise_id(raw: str) -> str:
    """"order 7f3a91", "#2096", "T-6718" -> one comparable spelling ("7F3A91", "#2096", "T-6718")."""
    return _ID_PREFIX_RE.sub("", raw.strip()).upper()


def trade_ids(text: str) -> list[str]:
    ids: list[str] = [match.group("value").upper() for regex in (_ID_FIELD_RE, _ID_LABEL_SPACED_RE)
                      for match in regex.finditer(text)]
    for match in _TRADE_ID_RE.finditer(text):
        ident = normalise_id(match.group())
        shared = _SHARED_ID_LABEL_RE.search(text, max(0, match.start() - 24), _label_end(text, match))
        if ident not in ids and not shared:
            ids.append(ident)
    return ids


def _label_end(text: str, match: re.Match) -> int:
    """Where the label before an id ends: the id's start, or before a prefix of the same
    name ("MUM-NFO-01": the id matched is NFO-01, its label precedes MUM-)."""
    start = match.start()
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "-"):
        start -= 1
    return start


# "+4 ESH7", "-2,000 XLE": a signed count before an instrument is a side and a size.
# A signed quantity is a side: "+12 ESZ6", or at a price after its instrument, as execution
# engines print fills ("ESZ6 +10/10 @6038.25", "NQZ6 -4 @21,540").
# "+4 ESH7" is a side and a size; "+3,497 USD" or "-29.48 USDT" is an amount of money (P&L, a fee).
_MONEY_CODES = "|".join([*vocabulary.words("currencies"), "USDT", "USDC"])
_SIGNED_COUNT_RE = re.compile(r"(?<![\w.+-])(?P<sign>[+-])(?P<qty>\d[\d,.]*[kKmM]?)(?:/\d[\d,.]*)?"
                              rf"(?=\s+\$?(?!(?:{_MONEY_CODES})\b)[A-Z][A-Z0-9]{{1,9}}\b|\s*@\s*\d)")


def side_of(text: str) -> str | None:
    match = _SIDE_RE.search(text)
    if not match:
        signed = _SIGNED_COUNT_RE.search(text)
        return None if signed is None else "buy" if signed.group("sign") == "+" else "sell"
    if match.group("quote"):
        return "buy" if match.group("quote").lower().startswith("bid") else "sell"
    if match.group("legs"):
        return _side_word(match.group("legs"))
    if match.group("cjk"):
        return "buy" if match.group("cjk") in _CJK_BUY else "sell"
    if match.group("swap"):
        return "sell" if match.group("swap").lower().startswith("pa") else "buy"
    return _side_word(match.group("side") or match.group("field") or "")


def _last(regex: re.Pattern[str], text: str) -> str | None:
    # (_PRICE_RE's signed form fills "signed" instead of "value")
    values = [match.group("value") or match.groupdict().get("signed") for match in regex.finditer(text)]
    return values[-1] if values else None


# Clock times and timestamps are never sizes or prices ("cash ladder @ 04:00 CEST"): they
# are blanked, keeping every other offset, before the facts are read.
_CLOCK_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?|\b\d{1,2}:\d{2}(?::\d{2})?\b")
# "50m @ 3.88", "170m @ +12.55": a suffixed quantity right before "@" is the size.
_SIZE_AT_RE = re.compile(rf"(?<![\w.,$#/-])(?:{_NUM}\s?(?:[kKmM]|mm|bn)|(?:{_MONEY_CODES})\s?{_NUM}"
                         rf"(?:\s?(?:[kKmM]|mm|bn))?)(?=\s*@\s*[+-]?{_CURRENCY_MARK}?\d)")

# "short 40 @ 6,129", "sold 2 nq at 19302.75": a count right after a side word, before "@" or
# a name, is the size ("sell 5 days later" counts days); a number after that name is the price
# ("long 3 es 5412.25 stop 5405").
_SIDE_WORDS = r"\b(?:buy|sell|long|short|bot|sld|bought|sold|b|s)"
_NOT_A_COUNTED_THING = (r"(?:days?|mins?|minutes?|hours?|hrs?|weeks?|months?|years?|bps?|pts?|points|ticks?"
                        r"|times|more)\b")
_SIDE_COUNT_AT_RE = re.compile(
    rf"{_SIDE_WORDS}\s(\d[\d,]*[kKmM]?)(?=\s*@\s*{_CURRENCY_MARK}?\d|\s+(?:x\s+)?\$?(?!{_NOT_A_COUNTED_THING})[A-Za-z][\w./-]{{0,12}}\b)",
    re.I)
_SIDE_COUNT_PRICE_RE = re.compile(
    rf"{_SIDE_WORDS}\s\d[\d,]*[kKmM]?\s+(?:x\s+)?\$?(?!{_NOT_A_COUNTED_THING})[A-Za-z][\w./-]{{0,12}}\s+(?:@\s*|at\s+)?"
    rf"(?P<value>{_NUM})(?![\w%]|\s?(?:%|bps?|pts?|ticks?|days?))", re.I)


def _without_clocks(text: str) -> str:
    return _CLOCK_RE.sub(lambda match: " " * len(match.group()), text) if ":" in text else text


def _is_zero(value: str) -> bool:
    return not value.strip("0.,kKmM ")


def size_of(text: str) -> str | None:
    """The size as written; a count of zero ("MT300×0", "0 orders") is none."""
    return _nonzero_size(_without_clocks(text))


def _nonzero_size(unclocked: str) -> str | None:
    size = _size_of(unclocked)
    return None if size is None or _is_zero(size) else size


def _size_of(text: str) -> str | None:
    field = _QTY_FIELD_RE.search(text)
    if field:
        return field.group("value")
    at = _SIZE_AT_RE.search(text)
    if at:
        return at.group()
    counted = _SIDE_COUNT_AT_RE.search(text)
    if counted:
        return counted.group(1)
    match = _SIZE_RE.search(text)
    if match:
        number = re.match(rf"{_NUM}(?:\s?[kKmM](?![a-zA-Z]))?", match.group())
        return (number.group() if number else match.group()).strip()
    count = _COUNT_RE.search(text)
    if count:
        return count.group().strip()
    signed = _SIGNED_COUNT_RE.search(text)
    return signed.group("qty") if signed else None


def trade_facts(text: str) -> dict:
    """Side, size, price, stop, target and ids written in `text` (only those present)."""
    facts: dict = {}
    unclocked = _without_clocks(text)
    for key, value in (("side", side_of(text)), ("size", _nonzero_size(unclocked)),
                       ("price", _last(_PRICE_RE, unclocked) or _last(_SIDE_COUNT_PRICE_RE, unclocked)),
                       ("stop", _last(_STOP_RE, text)),
                       ("target", _last(_TARGET_RE, text))):
        if value:
            facts[key] = value
    ids = trade_ids(text)
    if ids:
        facts["ids"] = ids
    return facts


def side_with_figures(text: str) -> bool:
    """A side with a size or a price: an order's figures, whoever writes them."""
    facts = trade_facts(text)
    return bool(facts.get("side") and (facts.get("size") or facts.get("price")))


def levels(text: str) -> dict[str, str]:
    """Only the levels a later edit can supersede."""
    return {key: value for key, value in (("stop", _last(_STOP_RE, text)), ("target", _last(_TARGET_RE, text)))
            if value}


def superseded(current: dict, earlier_texts: list[str]) -> dict[str, list[str]]:
    """Levels of earlier versions of an edited message that the current text no longer has."""
    out: dict[str, list[str]] = {}
    for text in earlier_texts:
        for key, value in levels(text).items():
            if current.get(key) != value and value not in out.get(key, []):
                out.setdefault(key, []).append(value)
    return out
