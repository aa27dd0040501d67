"""Per-sentence facts: the `_Sentence` every rule reads."""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory.classify.facts import (
    _AT_PRICE_RE,
    _COUNT_BEFORE_TICKER_RE,
    _FIELD_LABEL_RE,
    _LEVEL_RE,
    _MONEY_RE,
    _PERCENT_RE,
    _PLAIN_DECIMAL_RE,
    _SIZE_RE,
    _TRADE_ID_RE,
    extract_tickers,
)
from memory.classify.frames import _AMBIGUOUS_TRADE_WORD_RE, _FINANCE_RE, _STRONG_TRADE_WORD_RE, _mask_analysis_nouns
from memory.classify.sentences import _line_spans, _normalize, split_sentences

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


def _order_line(sentence: _Sentence) -> bool:
    for match in _ORDER_LINE_RE.finditer(sentence.norm):
        symbol = (match.group("after") or "").upper().rstrip(".,")
        # "buy 30 with a stop at 141" names its ticker earlier in the sentence.
        if symbol in sentence.tickers or (match.group("size") and sentence.tickers):
            return True
    return any(match.group("before").upper() in sentence.tickers
               for match in _ORDER_LINE_BEFORE_RE.finditer(sentence.norm))
