"""The engine: sentences -> rule hits -> merged events -> a Classification."""

from __future__ import annotations

import re

from memory.classify.analysis import _analyse, _has_context, _order_line, _Sentence
from memory.classify.facts import _TRADE_ID_RE, _WORD_RE, extract_tickers
from memory.classify.frames import (
    _AMBIGUOUS_TRADE_WORD_RE,
    _ASKED_RE,
    _CAUSE_RE,
    _FIRST_PERSON_RE,
    _NEGATION_BEFORE_RE,
    _NEWS_FLAG_RE,
    _NEWS_RE,
    _QUESTION_END_RE,
    _SIGNED_MOVE_RE,
    _STRONG_TRADE_WORD_RE,
    _THIRD_PARTY_BEFORE_RE,
    _THIRD_PARTY_SUBJECT_RE,
    _is_asked,
)
from memory.classify.model import _CONFIDENCE_RANK, EXCERPT_JOINER, GIST_MAX_CHARS, Classification, HardEvent, _Hit
from memory.classify.noise import (
    _ACK_ONLY_RE,
    _SHORT_REPLY_RE,
    _TOOL_CALL_RE,
    _TRADE_STATE_REPLY_RE,
    _noise_kind,
    is_trace_dump,
)
from memory.classify.rules import RULES
from memory.classify.rules.news import _is_held
from memory.classify.rules.route import _assignment_type
from memory.classify.sentences import _line_spans, _normalize, markdown_cells
from memory.classify.tags import (
    _CHANGE_WORD_RE,
    _MAX_BLOCK_CHARS,
    _ORDER_FIELD_RE,
    _STOP_FIELD_RE,
    _TERSE_MAX_CHARS,
    _tag_hits,
)
from memory.classify.tradefacts import _SIDE_COUNT_PRICE_RE, order_clause, side_with_figures, trade_facts
from memory.ops import HARD_EVENT_TYPES

# A markdown table row, and a cell that is a number (a value, not a column's name).
_TABLE_ROW_RE = re.compile(r"^\s*\|(?:[^|\n]*\|){3,}[^|\n]*$")
_NUMERIC_CELL_RE = re.compile(r"^[\s$€£+\-−~≈]*\d[\d.,'/]*\s*(?:[%kKmMbB]|bps?|bp|x)?\s*$")


def _is_table_header(raw: str) -> bool:
    """A markdown table's header row: three or more cells, none of them a number."""
    if not _TABLE_ROW_RE.match(raw):
        return False
    cells = [c for c in markdown_cells(raw) if c]
    return len(cells) >= 3 and not any(_NUMERIC_CELL_RE.match(c) or set(c) <= set("-: ") for c in cells)
# Right after a rule's words: a whole count, then a field separator or the end; or a
# table row's numbers to the end ("route  4  0  17" under "stage in out ms").
_METRIC_COUNT_AFTER_RE = re.compile(r"\s*[:=]?\s*\d+(?![\d.,]|\s*[kKmM%])\s*(?:[·|;,]|$)"
                                    r"|(?:\s+[\d.,]+(?:ms|s|%)?){3,}\s*$")


def _is_metric_label(sentence: _Sentence, match: re.Match[str]) -> bool:
    """A count right after the rule's words, with no instrument in the same field up to
    them ("ESZ6 filled 3 · avg 6001.25" is a fill of 3, "orders working 6 · ..." a metric).
    A level is never a count ("stop now sits at 141")."""
    if not _METRIC_COUNT_AFTER_RE.match(sentence.norm, match.end()):
        return False
    field = re.split(r"[·|;,]", sentence.norm[:match.end()])[-1]
    return not any(re.search(rf"(?<!\w){re.escape(t.lower())}(?!\w)", field) for t in sentence.tickers)


def _rule_hits(sentences: list[_Sentence], index: int, in_ticket: bool) -> tuple[list[_Hit], bool]:
    """Events typed by phrase rules in one sentence, and whether any rule matched at all
    (a vetoed or negated match is still a trading signal for the fail-open "maybe")."""
    sentence = sentences[index]
    norm = sentence.norm
    if _is_table_header(sentence.raw):
        return [], False   # "| Vessel | Size | Route | Laycan |": column names, not words of a decision
    # In a ticket, "Route: smart" or "Thesis: ..." are fields of the proposal, not events.
    label_end = sentence.field_label_end if in_ticket else 0
    if label_end and _CHANGE_WORD_RE.search(norm, label_end):
        label_end = 0
    hits: list[_Hit] = []
    matched_any = False
    for rule in RULES:
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
                # "orders working 6 · rejects 0": a trade word used as a metric's label, a bare
                # count and the next field after it, decides nothing.
                (event_type != "stop_or_target_change" and _is_metric_label(sentence, match))
                or (rule.veto_sentence is not None and rule.veto_sentence.search(norm))
                or (event_type in _ASKABLE_TYPES and _is_asked(sentence, match))
                or (rule.requires is not None and not rule.requires.search(norm))
                or (rule.check is not None and not rule.check(sentence, match))
            ):
                matched_any = matched_any or not rule.quiet
                continue
            matched_any = True
            confidence = "strong" if rule.mode == "strong" or has_context else "weak"
            hits.append(_Hit(event_type, confidence, [(sentence.start, sentence.end)], rule.name))
            break
    if not any(hit.event_type in ("route_decision", "no_route_decision") for hit in hits):
        assigned = _assignment_type(sentence)
        if assigned:
            matched_any = True
            confidence = "strong" if sentence.has_facts else "weak"
            hits.append(_Hit(assigned, confidence, [(sentence.start, sentence.end)], "route.assignment"))
    # News typed by what we hold (said here or in the next/previous sentence); news on a
    # name we do not hold is watchlist news when the desk flags it ("not held, but worth
    # flagging: ..."); other news on a ticker stays "maybe". A flagged ticker with a signed
    # move ("(+4.8%)") or on a held name is news even in words no keyword list knows.
    # (a question about a name, "are we still long coin into earnings?", reports nothing)
    news = bool(_NEWS_RE.search(sentence.plain)) and not _ASKED_RE.search(sentence.plain)
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
            hits.append(_Hit("held_position_news", "strong", spans, "news.held"))
        elif flagged and (news or moved or _SIGNED_MOVE_RE.search(sentence.plain)):
            hits.append(_Hit("watchlist_news", "strong", [(sentence.start, sentence.end)], "news.flagged"))
        matched_any = matched_any or bool(held or (news and sentence.tickers))
    return hits, matched_any


# Routing on a desk also means giving a signal or task to an agent or a desk: "sending the
# QQQ flow to Sable", "assigning the BTC dump to Corvin", "@Halden take the ES gap",

# can still propose ("should we buy 50 NVDA?") or approve/decline.
_ASKABLE_TYPES = frozenset({"trade_fill", "trade_confirmation", "stop_or_target_change", "watchlist_news",
                            "route_decision", "risk_limit", "thesis_update"})


# Field lines of a record that a sentence ending in ":" introduces, read as that sentence's facts.
RECORD_LINES_BORROWED = 10
_RECORD_LINE_RE = re.compile(r"^\W*[A-Za-z][\w ./&()-]{0,24}:\s+\S")


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
    elif here.norm.endswith(":") and nxt < len(sentences) and _RECORD_LINE_RE.match(sentences[nxt].plain):
        # "... confirm the following transaction:" then, after a blank line, the record it
        # introduces ("Seller: ...", "Buyer: ...", "Quantity: ..."): its first field lines.
        record = sentences[nxt].paragraph
        for follow in sentences[nxt:nxt + RECORD_LINES_BORROWED]:
            if follow.paragraph != record or not _RECORD_LINE_RE.match(follow.plain) \
                    or follow.end - here.start > _MAX_BLOCK_CHARS:
                break
            spans.append((follow.start, follow.end))
    prev = index - 1
    if (not here.tickers and same_paragraph(prev) and sentences[prev].tickers
            and len(text[sentences[prev].start : sentences[prev].end]) <= 280):
        spans.insert(0, (sentences[prev].start, sentences[prev].end))
    return spans



def _fallback_hits(sentences: list[_Sentence], generic_blocks: list[tuple[int, int]], *,
                   by_person: bool = False) -> list[_Hit]:
    """Typed guesses for order-shaped text that no tag or phrase rule named."""
    hits: list[_Hit] = []
    ticket = _ticket_hit(sentences)
    if ticket:
        hits.append(ticket)
    for block in generic_blocks:
        hits.append(_Hit("trade_proposal", "weak", [block], "fallback.generic_tag"))
    if hits:
        return hits
    # A person's terse message with a size and a price is trade-shaped whatever its side
    # words are ("10m UKT 34s 98.12 given", "25 lots rb 3520 开多"): kept as possible
    # (fail-open). A bot's such lines are mostly the market's prints.
    terse = by_person and bool(sentences) and sentences[-1].end - sentences[0].start <= TERSE_TRADE_CHARS
    for sentence in sentences:
        starts_with_side = _IMPERATIVE_RE.match(sentence.norm)
        priced = sentence.has_price or sentence.has_size
        side_and_facts = priced and _order_line(sentence)
        sized_and_priced = terse and sentence.has_size and sentence.has_price \
            and not _TWO_SIDED_RE.search(sentence.norm) and not sentence.norm.rstrip().endswith("?")
        # "short 40 hhi 6129": side, count, a name no list knows, a price, said tersely
        sized_and_priced = sized_and_priced or bool(terse and starts_with_side
                                                    and _SIDE_COUNT_PRICE_RE.match(sentence.raw.lstrip()))
        # an order said in any market's grammar: side, count, instrument, price
        sized_and_priced = sized_and_priced or bool(terse and (clause := order_clause(sentence.raw)) and clause.price
                                                    and not sentence.norm.rstrip().endswith("?"))
        if (starts_with_side and sentence.has_facts) or side_and_facts or _SIZE_AT_PRICE_RE.search(sentence.norm) \
                or sized_and_priced:
            hits.append(_Hit("trade_proposal", "weak", [(sentence.start, sentence.end)], ORDER_SHAPE_RULE))
    return hits


# The rule of a line that only its order shape typed (a guess of its type).
ORDER_SHAPE_RULE = "fallback.order_line"


TERSE_TRADE_CHARS = 100

# A two-sided quote is a market, not an order: "5s 3.527/3.532 in 100", "101-05/06".
# (swap points are signed: "-42.0/-41.1")
_TWO_SIDED_RE = re.compile(r"\d[\d.,]*[+¼½¾]?\s*/\s*[-+]?\d[\d.,]*")


# A dealer's order in any language names its size at its price: "GC T/N 50m @ 3.88",
# "170m @ +12.55" (a suffixed quantity, so "3 @ 4" in a score line is no order).
_SIZE_AT_PRICE_RE = re.compile(r"(?<![\w.,])(?:\d[\d,.]*\s?(?:k|m|mm|bn)|(?:eur|usd|gbp|jpy|chf)\s?\d[\d,.]*)"
                               r"\s*@\s*[+-]?\d")
_IMPERATIVE_RE = re.compile(
    r"^\W*(?:buy|sell|short|long|go long|go short|cover|add|trim|exit|close|bto|sto|scale (?:in|out)"
    # the desk's own language: "compra 20.000 SAN", "vende 12 FESXM6", "kaufe 5 FGBL"
    r"|compra|compramos|compriamo|vende|vendemos|vendiamo|ach[eè]te|achetons|vends|kaufe|verkaufe)\b"
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
    return _Hit(event_type, "strong", [(start, end)], "ticket")


def _merge_hits(
    text: str, sentences: list[_Sentence], hits: list[_Hit]
) -> tuple[tuple[HardEvent, ...], tuple[int, int] | None]:
    """One event per type, in order of appearance, and the span of the first event's lead piece."""
    by_type: dict[str, _Hit] = {}
    for hit in hits:
        merged = by_type.setdefault(hit.event_type, _Hit(hit.event_type, hit.confidence, [], hit.rule))
        merged.spans.extend(hit.spans)
        if _CONFIDENCE_RANK[hit.confidence] > _CONFIDENCE_RANK[merged.confidence]:
            merged.confidence = hit.confidence
            merged.rule = hit.rule
    title_id = _title_trade_id_span(text, sentences)
    events = []
    for merged in by_type.values():
        spans = sorted(merged.spans)
        # Keep the trade id with the event when it sits in the title of a one-trade message.
        if title_id and not any(_TRADE_ID_RE.search(text[s:e]) for s, e in spans):
            spans = sorted(spans + [title_id])
        pieces = _join_spans(text, spans)
        excerpt = EXCERPT_JOINER.join(text[start:end] for start, end in pieces)
        events.append((pieces[0], HardEvent(merged.event_type, excerpt, merged.confidence,
                                             tier="certain" if merged.confidence == "tagged" else "possible",
                                             rule=merged.rule)))
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


# A table's columns of a value before and after a change ("| limit | old | new |").
_OLD_COLUMN_RE = re.compile(r"^\W*(?:old|prev(?:ious)?|was|from|before|current|existing)\W*$", re.I)
_NEW_COLUMN_RE = re.compile(r"^\W*(?:new|now|to|after|revised|proposed|updated)\W*$", re.I)
_LIMIT_TABLE_RE = re.compile(r"\blimits?\b|\bcaps?\b|\bfloors?\b|\bmax|\bmin(?:imum)?\b|\bthresholds?\b", re.I)


def _changed_limit_rows(text: str) -> list[tuple[int, int]]:
    """The rows of a limit table whose old and new values differ ("| LCR buffer floor |
    135% | 140% |"): the change a limit sheet announces, whatever else its rows repeat."""
    if "|" not in text or not _LIMIT_TABLE_RE.search(text):
        return []
    spans: list[tuple[int, int]] = []
    columns: tuple[int, int] | None = None
    for start, end in _line_spans(text):
        line = text[start:end]
        if not _TABLE_ROW_RE.match(line):
            columns = None
            continue
        cells = [cell.strip("*_` ") for cell in markdown_cells(line)]
        old = next((i for i, cell in enumerate(cells) if _OLD_COLUMN_RE.match(cell)), None)
        new = next((i for i, cell in enumerate(cells) if _NEW_COLUMN_RE.match(cell)), None)
        if old is not None and new is not None:
            columns = (old, new)
        elif columns and len(cells) > max(columns) and not set("".join(cells)) <= set("-: "):
            before, after = cells[columns[0]], cells[columns[1]]
            if before and after and before != after:
                spans.append((start, end))
    return spans


def _detect_events(
    text: str, sentences: list[_Sentence], *, by_person: bool = False
) -> tuple[tuple[HardEvent, ...], tuple[int, int] | None, bool]:
    """Events, the span of the first event's lead piece, and whether any phrase rule matched."""
    field_line_count = sum(1 for sentence in sentences if sentence.field_label_end)
    hits, generic_blocks = _tag_hits(text, field_line_count)
    changed = _changed_limit_rows(text)
    if changed:
        hits.append(_Hit("risk_limit", "strong", changed, "table.changed_limit_rows"))
    in_ticket = field_line_count >= 2
    any_rule_signal = False
    for index in range(len(sentences)):
        sentence_hits, matched = _rule_hits(sentences, index, in_ticket)
        any_rule_signal = any_rule_signal or matched
        for hit in sentence_hits:
            hit.spans = sorted(set(hit.spans + _completed_spans(text, sentences, index)))
            hits.append(hit)
    if not hits:
        hits = _fallback_hits(sentences, generic_blocks, by_person=by_person)
    elif all(hit.event_type in ("held_position_news", "watchlist_news") for hit in hits):
        # News words in one sentence do not hide an order line in another ("META held 687
        # all week ... plan: BTO META 12/11 700c x4 @ ~9.65"): news is judged on its own later.
        covered = [span for hit in hits for span in hit.spans]
        hits.extend(hit for hit in _fallback_hits(sentences, generic_blocks, by_person=by_person)
                     if not any(_overlaps(span, covered) for span in hit.spans))
    elif generic_blocks and not any(_overlaps(block, hit.spans) for block in generic_blocks for hit in hits):
        hits.extend(_Hit("trade_proposal", "weak", [block], "fallback.generic_tag") for block in generic_blocks)
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



def decision_sentences(text: str) -> list[str]:
    """The sentences of a text that read like a desk action (`_decision_signal`), those in
    the first person first, then those with more of a trade's side, size and price (then
    in the text's order): "I sold 5 MW Jan-27 at 51.70" before "snow is at 95% of normal"."""
    found = [text[s.start:s.end] for s in _analyse(text) if _decision_signal([s])]
    return sorted(found, key=lambda sentence: (not _FIRST_PERSON_RE.search(sentence), -trade_fact_count(sentence)))


_TRADE_FACT_KINDS = frozenset({"side", "size", "price"})


def trade_fact_count(sentence: str) -> int:
    """How many of a trade's side, size and price a sentence names."""
    return len(_TRADE_FACT_KINDS & trade_facts(sentence).keys())


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


_RUNTIME_KINDS = frozenset({"heartbeat", "reconnect", "error", "retry"})


def classify(content: str, *, author_name: str = "", author_bot: bool = False) -> Classification:
    """Classify one message. Never raises on odd input; an empty message is chatter."""
    text = content or ""
    sentences = _analyse(text)
    tickers = extract_tickers(text)
    topic = _topic(text, tickers)
    if author_bot and is_trace_dump(text):
        # Before the rules: a failing job's frames and captions name symbols and books.
        return Classification("noise", (), tuple(tickers), topic, _gist(text, sentences, None), "error")
    events, lead, rule_signal = _detect_events(text, sentences, by_person=not author_bot)
    gist = _gist(text, sentences, lead)
    if events:
        return Classification("hard", events, tuple(tickers), topic, gist, None)
    strong_signal, weak_signal = _trade_signal(sentences)
    if not strong_signal:
        noise_kind = _noise_kind(text, author_name, author_bot)
        if noise_kind and not author_bot and side_with_figures(text):
            noise_kind = None   # "CA 30 short done avg 9,810.3": a person's "done" with a side and a price
        # A phrase rule's half-match ("hb missed" read as news on IDX1) does not outweigh a
        # bot's runtime line; a person's words or a status line with one still might.
        if noise_kind and (not rule_signal or (author_bot and noise_kind in _RUNTIME_KINDS)):
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
