"""The facts of a trade in an excerpt: side, size, price, stop, target, ids.

They go into a block's `facts` JSON (migration 0003) so the feed can show a trade's
current levels, and they decide the tier: an id with a side, size or price is certain.
Values are kept exactly as written, so a reader can find them in the verbatim text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from memory.classify import vocabulary
from memory.classify.facts import _NUM, _SIZE_RE, _TRADE_ID_RE

_SIDE_RE = re.compile(
    # A side word hyphened to a name is part of it: "pnl-bot up 28" is a service.
    r"\b(?<![\w]-)(?P<side>buy|buying|bought|bot|sell|selling|sold|sld|long|short|shorting|shorted|cover(?:ed)?(?!\s+(?:bonds?|calls?|puts?|interest)\b)|bto|sto|stc"
    # "BTC 4 AMD 225p" buys to close; "40 BTC okx" and "BTC inv= +7.19" are bitcoin
    r"|(?<![\d.,]\s)(?<![\d.,])btc(?=\s+\d+\s*(?:x\s*)?[a-z]|\s+[a-z]{1,6}\s+\d{1,2}/\d{1,2}\b)"
    r"|kauf|kaufe|kaufen|gekauft|verkauf|verkaufe|verkaufen|verkauft|(?<![/.'’])b|(?<![/.'’])s"
    # Romance desks buy and sell in their own verbs
    # (an Italian participle agrees with what was traded: "venduti 5mm", "comprate 50")
    r"|compr(?:a|o|iamo|are|at[oaie]|amos|ar|ado|ons|ez)|ach[eè]t(?:e|ons|ez|er)"
    r"|vend(?:e|a|o|iamo|ere|ut[oaie]|emos|er|ido|ons|ez|id[oa]s)|comprad[oa]s"
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
# (a bond's price in 32nds, "99-16+", is one level, not 99)
_LEVEL = rf"[~≈]?{_CURRENCY_MARK}?(?P<value>\d{{2,3}}-\d{{2,3}}\+?(?![\d-])|{_NUM}[kK]?)"
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
    """"order 7f3a91", "#2096", "T-6718" -> one comparable spelling ("7F3A91", "2096", "T-6718"):
    "#5211" and "ticket #5211" are one trade's stages."""
    return _ID_PREFIX_RE.sub("", raw.strip()).lstrip("#").upper()


def trade_ids(text: str) -> list[str]:
    ids: list[str] = [match.group("value").upper() for regex in (_ID_FIELD_RE, _ID_LABEL_SPACED_RE)
                      for match in regex.finditer(text)]
    for match in _TRADE_ID_RE.finditer(text):
        ident = normalise_id(match.group())
        shared = _SHARED_ID_LABEL_RE.search(text, max(0, match.start() - 24), _label_end(text, match))
        if ident not in ids and not shared:
            ids.append(ident)
    return ids


# A token that may be an id already seen: letters and digits mixed, or a long number.
# ("2f439d6", "3C53E9", "260522109281967"; never a price or a size such as "2096".)
_ID_TOKEN_RE = re.compile(r"(?<![\w.,-])(?:(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{4,24}|\d{7,24})(?![\w-]|[.,]\d)")


def known_ids_in(text: str, known: Mapping[str, str]) -> list[str]:
    """The trade ids of a message that an earlier hard event already named: by the id
    grammar, or written bare ("cxl'd the rest of 2f439d6"), an id once seen being an id
    wherever it is written again on the channel."""
    if not known:
        return []
    ids = [ident for ident in trade_ids(text) if ident in known]
    for match in _ID_TOKEN_RE.finditer(text):
        ident = match.group().upper()
        if ident in known and ident not in ids:
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


# Closing a position trades against it: "closed my 3 BTC long" sells, "zerar o vendido" buys.
_CLOSES_POSITION_RE = re.compile(
    r"\b(?:clos(?:e|ed|es|ing)|exit(?:ed|ing|s)?|unwind(?:s|ing)?|unwound|flatten(?:ed|ing|s)?)\s+"
    r"(?:(?:out|of|my|our|the|a|half|all|\d[\d,.]*[kKmM]?|[A-Z][\w.-]*)\s+){0,4}?(?P<position>long|short)s?\b"
    r"|\b(?:zerar|zera|zeramos|zeragem)\s+(?:\w+\s+){0,3}?(?P<zerar>comprad[ao]|vendid[ao])\b"
    r"|(?:平仓|平倉)\s*(?P<cjk>多单|多單|空单|空單)", re.I)


# "short cover kar do 10 lots" buys; "(short covering most likely)" names no side at all.
_SHORT_COVER_RE = re.compile(r"\bshort[\s-]+cover(?:ed|ing|s)?\b", re.I)


def side_of(text: str) -> str | None:
    closes = _CLOSES_POSITION_RE.search(text)
    if closes:
        held = (closes.group("position") or closes.group("zerar") or closes.group("cjk") or "").lower()
        return "sell" if held in ("long", "comprada", "comprado", "多单", "多單") else "buy"
    side = _side_read(text)
    return "buy" if side == "sell" and _SHORT_COVER_RE.search(text) else side


def side_written(text: str) -> str | None:
    """The word that says the side, as written ("Verkauf", "sold", "매도"), when it is more
    than a letter: what a shortened line must keep to still say it."""
    match = _SIDE_RE.search(text)
    if match is None:
        return None
    word = match.group(match.lastgroup or 0)
    return word if len(word.strip()) > 1 else None


def _side_read(text: str) -> str | None:
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


def _nonzero_size(unclocked: str, clause: OrderClause | None) -> str | None:
    """The size as written; a count of zero ("MT300×0", "0 orders") is none."""
    size = _size_of(unclocked, clause)
    return None if size is None or _is_zero(size) else size


def _size_of(text: str, clause: OrderClause | None) -> str | None:
    """`clause` is `order_clause(text)`, read once by the caller (it also gives the price)."""
    field = _QTY_FIELD_RE.search(text)
    if field:
        return field.group("value")
    at = _SIZE_AT_RE.search(text)
    if at:
        return at.group()
    counted = _SIDE_COUNT_AT_RE.search(text)
    if counted:
        return counted.group(1)
    if clause is not None and clause.size:
        return clause.size
    match = _SIZE_RE.search(text)
    if match:
        # (a physical unit glued to the count is part of it: "50MW", "100kt")
        number = re.match(rf"{_NUM}(?:\s?[kKmM](?![a-zA-Z])|{_GLUED_ASCII_UNIT}\b)?", match.group())
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
    clause = order_clause(unclocked)
    for key, value in (("side", side_of(text) or (clause and clause.side)), ("size", _nonzero_size(unclocked, clause)),
                       ("price", (clause and clause.price) or _last(_PRICE_RE, unclocked)
                        or _last(_SIDE_COUNT_PRICE_RE, unclocked)),
                       ("stop", _last(_STOP_RE, text)),
                       ("target", _last(_TARGET_RE, text))):
        if value:
            facts[key] = value
    ids = trade_ids(text)
    if ids:
        facts["ids"] = ids
    return facts


def side_with_figures(text: str, *, side_optional: bool = False) -> bool:
    """A side with a size or a price: an order's figures, whoever writes them (`side_optional`:
    the figures alone, as a bot's own fill line gives them: "exécuté 1 500/1 500 @ 601,91")."""
    facts = trade_facts(text)
    return bool((side_optional or facts.get("side")) and (facts.get("size") or facts.get("price")))


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


# -- an order clause, read as a phrase of any market -------------------------------------
# The patterns above read facts where desks put keywords around them ("qty=", "@", "stop
# at"). An order said plainly has a grammar of its own in every market and language:
# a side verb, a count (a unit glued or after it), what is traded, then perhaps a price
# marker and a price: "b 2k msft 412.35", "compra 250 acciones de NVDA a 119,20",
# "ソニー 6758 売り 300株 指値 13,420円", "hit the bid on 800 DIS 91.40". Reading that
# grammar, not more phrases, is what carries to a desk nobody has seen.

def _word_alternatives(key: str) -> str:
    return "|".join(word.replace("*", r"\w*") for word in vocabulary.load()["words"][key])


_BUY_WORD_RE = re.compile(rf"(?:{_word_alternatives('order_buy_words')})", re.I)
_SELL_WORD_RE = re.compile(rf"(?:{_word_alternatives('order_sell_words')})", re.I)
_UNIT_WORDS = frozenset(word.lower() for word in vocabulary.words("order_units"))
_PRICE_MARKERS = frozenset(vocabulary.words("price_markers"))
_GLUED_UNIT = "|".join(sorted((re.escape(w) for w in _UNIT_WORDS if not w.isascii()), key=len, reverse=True))
# Physical units written glued to a count ("50kt", "25MW", "500t"): part of the size as written.
_GLUED_ASCII_UNIT = r"(?i:kt|kmt|mt|t|mwh|mw|bbls?|oz|bu|lots?)"
# Currencies a price is glued to, before or after it: "R3,412.50", "RM4,385", "₪62.30",
# "71,500원", "2,850円", "54,20zł"; a particle may follow ("71,500원에", "285,50'den").
_CLAUSE_CURRENCY = rf"(?:{_CURRENCY_MARK}|R\$|[₪₺₩]|RM(?=\d)|R(?=\d))"
_GLUED_CURRENCY = ("円", "원", "元", "zł", "€")
# A number token: an optional currency, the number (or a bond's 32nds "99-16+", a grain's
# eighths "432'4", a loan's "98-1/2"), a size suffix, then a glued unit, currency or percent sign.
_NUMBER_TOKEN_RE = re.compile(
    rf"^(?P<currency>{_CLAUSE_CURRENCY})?[~≈]?(?P<value>\d{{2,3}}-\d/\d{{1,2}}|\d{{2,3}}-\d{{2,3}}\+?|\d{{3,4}}'\d"
    rf"|\d{{1,3}}(?:['’]\d{{3}})+(?:[.,]\d+)?|\d{{1,3}}(?:[ \u00a0\u202f]\d{{3}})+(?:[.,]\d+)?|{_NUM})"
    rf"(?P<suffix>(?i:k|mm|m|bn|mio|к)(?![A-Za-z]))?(?:/01)?(?P<glued>{_GLUED_UNIT}|円|원|元|zł|€|%|{_GLUED_ASCII_UNIT})?"
    r"(?:(?<=[円원元])[^\x00-\x7f]{1,2}|(?<=\d)[でに에]|['’][a-zçğıöşü]{2,3}|/[A-Za-z]{1,5})?$")
# Words a side may stand apart from its count by: "hit the bid on 800", "a buy of 12 million".
_CLAUSE_FILLERS = frozenset({"the", "bid", "offer", "on", "of", "de", "del", "a", "an", "to", "open", "close",
                             "another", "more", "x", "some", "us", "me", "in", "into", "protection"})
# After these, numbers are a stop or a target, not the price.
_LEVEL_WORDS = frozenset({"stop", "sl", "stp", "stop-loss", "stoploss", "tp", "target", "tgt", "pt", "stop:", "sl:",
                          "tp:", "target:"})
_STRIKE_WORDS = frozenset({"c", "p", "call", "calls", "put", "puts", "ce", "pe", "strike"})
# Words that make a number after them something else than a count: time and tenor.
_NOT_COUNTED = frozenset({"days", "day", "min", "mins", "minutes", "hours", "hrs", "weeks", "months", "years", "times",
                          "bps", "bp", "pts", "ticks", "%"})
_PASSIVE = frozenset({"got", "get", "gets", "been", "was", "were"})
_QUOTE_SIDES = frozenset({"bid", "bidding", "offer", "offering", "offered", "бид", "офер", "оффер"})
# A quote names its price first, then its size: "offer 1.0004 in 15m", "офер 3507.7 на 5к эфира".
_SIZE_MARKERS = frozenset({"in", "for", "on", "x", "×", "на"})
_TWO_SIDED_WORDS = frozenset({"ask", "offer", "bid", "/"})
_CJK_SIDE_SPLIT_RE = re.compile(r"(买入|买进|買入|買進|買い|卖出|賣出|売り|매수|매도"
                                r"|开多|做多|平空|開多|开空|做空|平多|開空|放空|回补|回補)")
_CJK_UNIT_GLUE_RE = re.compile(r"(个|個|枚|株|股|手|张|張|口|本|개|주)(?=[A-Za-z])")
_TOKEN_STRIP = ",;:!?()[]{}\"'`*"
# Words split at spaces, but a number grouped by spaces is one: "kup 3 000 PKO BP po 54,20",
# "12 000 shares" (the group is never a strike: "2 100 calls" is two numbers).
_TOKEN_RE = re.compile(r"(?<!\S)\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?"
                       r"(?![\d\w]|\s+(?i:c|p|calls?|puts?|ce|pe)\b)\S*|\S+")
_TOKEN_END_STRIP = _TOKEN_STRIP + "."


@dataclass(frozen=True)
class OrderClause:
    side: str
    size: str
    price: str | None


def _number(token: str) -> re.Match | None:
    return _NUMBER_TOKEN_RE.match(token)


def _unit_glued(number: re.Match | None) -> bool:
    """A count with its unit glued ("300株", "50kt"), not a price's currency or a percent."""
    return bool(number and number.group("glued") and number.group("glued") not in (*_GLUED_CURRENCY, "%"))


def _size_text(number: re.Match) -> str:
    """A count as written: "2k", "10mm", "50kt" (lots and the CJK scripts' units stay apart: "300")."""
    glued = number.group("glued") or ""
    physical = glued.isascii() and glued.lower() not in ("%", "lot", "lots")
    return number.group("value") + (number.group("suffix") or "") + (glued if physical else "")


def _side_token(token: str) -> str | None:
    if _BUY_WORD_RE.fullmatch(token):
        return "buy"
    if _SELL_WORD_RE.fullmatch(token):
        return "sell"
    return None


def order_clause(text: str) -> OrderClause | None:
    """The first line that reads side, count, instrument[, price] (see above), or None."""
    for line in text.split("\n"):
        clause = _line_clause(line)
        if clause is not None:
            return clause
    return None


def _line_clause(line: str) -> OrderClause | None:
    # (a CJK side word or unit is glued to what it qualifies: "收 250个btc", "买入腾讯")
    spaced = line
    if not line.isascii():
        spaced = _CJK_UNIT_GLUE_RE.sub(r"\1 ", _CJK_SIDE_SPLIT_RE.sub(r" \1 ", line)).replace("ב-", "ב ")
    raw = [token for token in _TOKEN_RE.findall(spaced) if token.lstrip(_TOKEN_STRIP).rstrip(_TOKEN_END_STRIP)]
    tokens = [token.lstrip(_TOKEN_STRIP).rstrip(_TOKEN_END_STRIP) for token in raw]
    sides: list[tuple[int, str]] = []
    for index, token in enumerate(tokens):
        lowered = token.lower()
        if lowered in _SWAP_PAY or lowered in _SWAP_RECEIVE:
            clause = _swap_clause(tokens[index + 1:], "sell" if lowered in _SWAP_PAY else "buy")
            if clause is not None:
                return clause
        side = _side_token(token)
        if side is None:
            continue
        sides.append((index, side))
        if token.isascii() and not _opens_clause(raw[:index]):
            continue
        clause = _read_after_side(tokens, index, side)
        if clause is not None:
            return clause
    for index, side in sides:
        if tokens[index].lower() in _QUOTE_SIDES:
            continue          # "a 500 share bid in TSLA": a bid named, no order
        clause = _read_verb_final(tokens, index, side)
        if clause is not None:
            return clause
    return None


def _read_verb_final(tokens: list[str], index: int, side: str) -> OrderClause | None:
    """A clause whose side word comes after its count, as Korean, Japanese, Turkish and Hindi
    put the verb last ("삼성전자 100주 71,500원에 매수", "ASELS 2.500 lot sat 62,35",
    "ITC 5,000 @ 466.20 add karo"): the count must say it is one (a unit, glued or next,
    or "@ price" after it); the price is marked, in a currency, or the one bare number left."""
    end = next((position for position in range(index + 1, len(tokens)) if tokens[position].lower() in _LEVEL_WORDS),
               len(tokens))
    count_at = None
    for position in range(index):
        number = _number(tokens[position])
        if number is None or number.group("glued") in ("%", *_GLUED_CURRENCY) or number.group("currency"):
            continue
        following = tokens[position + 1].lower() if position + 1 < len(tokens) else ""
        if following in _STRIKE_WORDS or following in _NOT_COUNTED:
            continue
        if _unit_glued(number) or following in _UNIT_WORDS or following == "@" \
                or (following in ("qty", "lot", "lots") and position + 1 < index):
            count_at = position
            break
    if count_at is None:
        return None
    price = marked = None
    for position in range(end):
        if position in (count_at, index):
            continue
        token = tokens[position]
        if token.lower() in _PRICE_MARKERS or token == "@":
            after = position + 2 if position + 2 < end and _CURRENCY_TOKEN_RE.fullmatch(tokens[position + 1]) \
                else position + 1
            following = _number(tokens[after].lstrip("@$")) if after < end else None
            if following is not None and after != count_at and not _unit_glued(following):
                marked = marked or following.group("value")
            continue
        number = _number(token.lstrip("@"))
        if number is None or _unit_glued(number) or number.group("glued") == "%":
            continue
        nxt = tokens[position + 1].lower() if position + 1 < len(tokens) else ""
        if number.group("currency") or number.group("glued") in _GLUED_CURRENCY or token.startswith("@"):
            marked = marked or number.group("value")
        elif not (nxt in _STRIKE_WORDS or nxt in _UNIT_WORDS or number.group("suffix")
                  or re.fullmatch(r"20[2-4]\d", number.group("value"))) and price is None:
            price = number.group("value")
    # An English side word ends a terse line ("BIMBOA 12,500 @ 58.10 compra", "C5 Jan 10kt at
    # $9.75/t sold"), priced; in a report's sentence ("9 cargoes covered for the Jan27 first
    # decade") it is the market's business.
    if tokens[index].isascii() and not (marked or (price and end - index <= 4)):
        return None
    return OrderClause(side, _size_text(_number(tokens[count_at])), marked or price)


# What may stand before a side word that opens the desk's own order: the desk as subject,
# an adverb, a label ("fwd:", "LNG:"), a bullet or an emoji. "The three majors covered 3
# stems" is someone else's trade. (In CJK order the instrument comes first: not checked.)
_CLAUSE_OPENERS = frozenset({"i", "we", "i've", "we've", "i'm", "we're", "i'll", "we'll", "just", "also", "then", "and",
                             "so", "now", "ok", "okay", "pls", "please", "got", "get", "been", "executed", "a", "an",
                             "did", "have", "has", "finally", "partially", "fully", "re", "done", "ive", "weve"})


def _opens_clause(before: list[str]) -> bool:
    # (a label ends at its colon, whatever it says: "fx opts: lifted 40 USDBRL", "loan desk: ...")
    labelled = [position for position, token in enumerate(before) if token.endswith(":")]
    if labelled:
        if COLOUR_LABEL_RE.search(" ".join(before[:labelled[-1] + 1])):
            return False     # "MOC imbalance 19:50Z ROK US: BUY 454,000 sh": the market's, not ours
        before = before[labelled[-1] + 1:]
    return all(token.strip(_TOKEN_STRIP).lower() in _CLAUSE_OPENERS
               or not re.search(r"[^\W\d_]", token) or _SYMBOL_TOKEN_RE.fullmatch(token.strip(_TOKEN_STRIP))
               or _PERIOD_TOKEN_RE.fullmatch(token.strip(_TOKEN_STRIP))
               for token in before)


# A wrap, a recap, an imbalance (lexicon: news_colour_label): the market's colour, never an order.
COLOUR_LABEL_RE = vocabulary.regex("news_colour_label", re.I)
# What is traded, named first ("NIFTY 24500 CE buy 2 lots", "ESZ6 sell 5"), or who it is
# for ("@exec-bot buy 50"): a code in capitals, or a mention.
_SYMBOL_TOKEN_RE = re.compile(r"(?-i:[A-Z0-9][A-Z0-9./&-]{0,11})|@[\w.-]+|<@!?\d+>")
# The delivery period of what is traded, named before the side: "EUA Dec-24 buy 100kt",
# "TD3C Jan sell 50kt", "Cape Cal26", "Q1-27".
_PERIOD_TOKEN_RE = re.compile(r"(?i:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:[-/']?\d{2})?"
                              r"|q[1-4](?:[-/']?\d{2})?|cal[-']?\d{2})")


_SWAP_PAY = frozenset(vocabulary.words("swap_pay_words"))
_SWAP_RECEIVE = frozenset(vocabulary.words("swap_receive_words"))
# "5y", "10s", "2s10s", "5J", "3a", "7 ans", "10年", "5y5y", "5-year"
_TENOR_RE = re.compile(r"^\d{1,2}(?:y|yr|yrs|s|j|a|ans|年|-year|m)(?:\d{1,2}(?:y|s))?$", re.I)
# A swap's size: "100m", "€100m", "250mm", "50k/01" (per basis point), "50 Mio"
_SWAP_SIZE_RE = re.compile(rf"^(?:{_CURRENCY_MARK}|[A-Z]{{3}})?(?P<value>{_NUM}(?:k|m|mm|bn|M|MM|BN|K)(?:/01)?)$")


def _swap_clause(tokens: list[str], side: str) -> OrderClause | None:
    """Pay or receive, a tenor, a rate and a notional in any order: "pay 5y 3.41 in 100m",
    "rec 10y 3.62 50m", "on paye 7 ans à 2,47 pour 30M", "pay 50k/01 2y at 4.02"."""
    tenor = size = rate = None
    for position, token in enumerate(tokens[:10]):
        lowered = token.lower()
        if lowered in _LEVEL_WORDS:
            break
        if tenor is None and (_TENOR_RE.match(token) or (lowered == "ans" and position)):
            tenor = token
            continue
        if size is None and (match := _SWAP_SIZE_RE.match(token)):
            size = match.group("value").removesuffix("/01")
            continue
        number = _number(token)
        if number is None:
            continue
        following = tokens[position + 1].lower() if position + 1 < len(tokens) else ""
        if size is None and following in ("mio", "million", "millions", "millones", "mn", "mm", "bn"):
            size = number.group("value")
        elif rate is None and not number.group("suffix") and re.search(r"[.,]\d", number.group("value")):
            rate = number.group("value")
    if tenor is None or (size is None and rate is None):
        return None
    return OrderClause(side, size or "", rate)


def _read_after_side(tokens: list[str], index: int, side: str) -> OrderClause | None:
    lowered = tokens[index].lower()
    if index and tokens[index - 1].lower() in _PASSIVE:
        side = "sell" if side == "buy" else "buy"     # "got hit on 1,500" bought; "got lifted" sold
    rest = tokens[index + 1:]
    position = 0
    while position < len(rest) and position < 3 and rest[position].lower() in _CLAUSE_FILLERS:
        position += 1
    if position >= len(rest):
        return None
    if rest[position] == "@" and (priced_size := _price_then_size(rest[position + 1:position + 4])):
        return OrderClause(side, *priced_size)     # "buy @ 99.5 for 1.5mm"
    if _number(rest[position]) is None:
        # "买入 腾讯 0700.HK 2000股": what is traded first, then a count that names its unit
        # (or a unit after it: "compra WALMEX* 20,000 títulos a $62.35")
        position = next((i for i in range(position + 1, min(position + 4, len(rest)))
                         if _unit_glued(_number(rest[i]))
                         or (_number(rest[i]) and i + 1 < len(rest) and rest[i + 1].lower() in _UNIT_WORDS)),
                        position)
    count = _number(rest[position])
    # (a currency before a count is a notional's only with a size suffix: "yours $20m USDCNH")
    if count is None or count.group("glued") in ("%", "zł", "€") \
            or (count.group("currency") and not count.group("suffix")):
        return None
    if not tokens[index].isascii() and not _unit_glued(count) and not count.group("suffix") \
            and any(_unit_glued(_number(token)) for token in tokens[:index]):
        return None   # "JGB 10年先物 5枚 売り 143.25": the count came first, the price follows
    priced_size = _price_then_size(rest[position:position + 3])
    if priced_size is not None:
        return OrderClause(side, *priced_size)
    following = rest[position + 1].lower() if position + 1 < len(rest) else ""
    # (freight trades days of a named route: "buy 30 days Cape 5TC", not "sell 5 days later")
    chartered = following in ("days", "day") and position + 2 < len(rest) and rest[position + 2][:1].isupper()
    # (a 32nds or eighths level is no count; "4'500" grouped by an apostrophe is)
    if (following in _NOT_COUNTED and not chartered) or "-" in count.group("value") \
            or re.fullmatch(r"\d{3,4}'\d", count.group("value")):
        return None
    if lowered in _QUOTE_SIDES and (not following or _number(following) or following in _TWO_SIDED_WORDS
                                    or any(t.lower() in _TWO_SIDED_WORDS for t in rest[position + 1:])):
        return None   # "bid 67,000 ask 67,010": a market's two sides, no order
    # A count with its unit glued ("300株") is the count even after a listing number.
    glued = [i for i in range(position, len(rest)) if _unit_glued(_number(rest[i]))]
    if glued and glued[0] != position and not count.group("suffix"):
        position = glued[0]
        count = _number(rest[position])
    size = _size_text(count)
    if lowered in _QUOTE_SIDES:
        quoted = _quoted_size(tokens[:index], rest[position + 1:position + 3])
        if quoted is not None:
            return OrderClause(side, quoted, count.group("value"))
    after = rest[position + 1:]
    if after and after[0].lower() in _UNIT_WORDS:
        after = after[1:]
    # (what is traded may come first, as CJK desks write: "ドル円 買い 10本 151.35")
    named = any(_number(token) is None and re.search(r"[^\W\d]", token) for token in tokens[:index] + rest[:position]
                if token.lower() not in _CLAUSE_OPENERS)
    return OrderClause(side, size, _price_after(after, named=named))


def _price_then_size(tokens: list[str]) -> tuple[str, str] | None:
    """ "paid 7.85 in 30mm", "buy @ 99.5 for 1.5mm": a price first, then the size it is for."""
    if len(tokens) < 3 or tokens[1].lower() not in _SIZE_MARKERS:
        return None
    price, size = _number(tokens[0]), _number(tokens[2])
    if price is None or price.group("suffix") or _unit_glued(price) or not re.search(r"[.,]\d", price.group("value")):
        return None
    if size is None or not (size.group("suffix") or _unit_glued(size)):
        return None
    return _size_text(size), price.group("value")


def _quoted_size(before: list[str], after: list[str]) -> str | None:
    """A quote's size when its first number is its price: "in 15m" after it, or a count
    with a unit or a suffix before the side word ("15 лямов usdt — офер 1.0004")."""
    if len(after) == 2 and after[0].lower() in _SIZE_MARKERS and (size := _number(after[1])):
        return size.group("value") + (size.group("suffix") or "")
    for position, token in enumerate(before):
        number = _number(token)
        following = before[position + 1].lower() if position + 1 < len(before) else ""
        if number and (number.group("suffix") or following in _UNIT_WORDS):
            return number.group("value") + (number.group("suffix") or "")
    return None


_CURRENCY_TOKEN_RE = re.compile(rf"{_CLAUSE_CURRENCY}|(?:{_MONEY_CODES}|QAR|AED|SAR|KWD)")
_SPREAD_RE = re.compile(r"[@T]?(?P<value>[+-]\d{1,4}(?:\.\d+)?)(?:bps?)?")
_FRACTION_RE = re.compile(r"[1-9]/(?:2|4|8|16|32)")


def _price_after(tokens: list[str], *, named: bool) -> str | None:
    """The price in what follows the count: after a marker, glued to a currency, else the
    last bare number once something was named (not a strike, tenor, coupon or year)."""
    glued_price = last_bare = None
    for position, token in enumerate(tokens):
        lowered = token.lower()
        if lowered in _LEVEL_WORDS:
            break
        number = _number(token.lstrip("@"))
        if lowered in _PRICE_MARKERS or (token.startswith("@") and number is None):
            following = tokens[position + 1] if position + 1 < len(tokens) else ""
            if _CURRENCY_TOKEN_RE.fullmatch(following) and position + 2 < len(tokens):
                position += 1      # "a R$ 41,07", "at QAR 16.92"
                following = tokens[position + 1]
            if spread := _SPREAD_RE.fullmatch(following):
                return spread.group("value")      # a credit trade's price: "at +98", "@ T+172"
            price = _number(following.lstrip("@$"))
            if price is not None and not price.group("suffix"):
                fraction = tokens[position + 2] if position + 2 < len(tokens) else ""
                # (a loan's price in fractions: "at 96 3/4")
                return price.group("value") + (f" {fraction}" if _FRACTION_RE.fullmatch(fraction) else "")
            continue
        if number is None:
            named = named or bool(re.search(r"[^\W\d]", token))
            continue
        if token.startswith("@"):
            return number.group("value")
        nxt = tokens[position + 1].lower() if position + 1 < len(tokens) else ""
        glued = number.group("glued")
        if number.group("currency") or glued in _GLUED_CURRENCY:
            glued_price = glued_price or number.group("value")
        elif nxt in _STRIKE_WORDS or number.group("suffix") or glued \
                or re.fullmatch(r"20[2-4]\d", number.group("value")):
            continue   # a strike, a tenor ("3m"), a coupon, a year
        elif named:
            last_bare = number.group("value")
    if glued_price:
        return glued_price
    if last_bare:
        return last_bare
    # a yield as the price: "JGB 10年 買い 10bn 0.945%"
    trailing = _number(tokens[-1]) if tokens else None
    if trailing and trailing.group("glued") == "%" and re.search(r"\.\d{2,}", trailing.group("value")):
        return trailing.group("value")
    return None
