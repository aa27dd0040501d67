"""Tags: labels at the start of a line that type the line and the block they head."""

from __future__ import annotations

import re
from typing import NamedTuple

from memory.classify import vocabulary
from memory.classify.analysis import _analyse, _has_size, _order_line
from memory.classify.facts import (
    _AT_PRICE_RE,
    _FIELD_LABEL_RE,
    _MONEY_RE,
    _PERCENT_RE,
    _PLAIN_DECIMAL_RE,
    _TRADE_ID_RE,
    extract_tickers,
)
from memory.classify.frames import _NEWS_RE, _SIGNED_MOVE_RE, _mask_analysis_nouns
from memory.classify.model import _Hit
from memory.classify.rules.news import _is_held
from memory.classify.sentences import _LINE_MARKER_RE, _line_spans, _normalize, split_sentences
from memory.classify.tradefacts import side_with_figures

# --------------------------------------------------------------------------- tags

# The rule of a block under a bare news label: news on a name not yet known as the desk's.
NEWS_LABEL_RULE = "tag.news"
# The rule of a topic label that types only the facts on its own line ("Watchlist: AVGO
# -0.3% · META +1.4%", "Routing: MSFT spike -> Quill"): weaker than an event label.
TOPIC_TAG_RULE = "tag.topic"


class _LineTag(NamedTuple):
    """What a line's label tags: `event_type` (or "generic": a plan or signal label that types
    only an order under it), how far (`scope`), and where the label ends."""
    event_type: str
    scope: str
    label_end: int


# A label's scope: the block under it; only the facts on its own line (a topic label:
# "Watchlist: AVGO -0.3%"); or, a topic alone on its line ("**Stops**"), the changes listed
# under it, which it lends its type to.
_BLOCK, _LINE_FACTS, _LENDS = "block", "line_facts", "lends"

# "Label: ...", the last form a tag takes.
_COLON_LABEL = r"(?P<colon>[A-Za-z][\w &/'+-]{0,40}?)\s*:(?=\s|$)"
_TAG_TOKEN_RE = re.compile(
    r"\[(?P<bracket>[^\[\]\n]{1,40})\]"
    r"|\*\*(?P<bold>[^*\n]{1,60})\*\*"
    r"|__(?P<under>[^_\n]{1,60})__"
    r"|(?P<caps>[A-Z][A-Z0-9&/'-]*(?:[ _-]+[A-Z][A-Z0-9&/'-]*){0,3})(?![a-z])"
    r"|" + _COLON_LABEL
)
_COLON_LABEL_RE = re.compile(_COLON_LABEL)
_HEADING_RE = re.compile(r"[ \t]*(?:[-*+>][ \t]+)?#{1,6}[ \t]+(?P<label>[^\n]{1,80})")
# Emoji, punctuation and timestamps between a line's start and its label.
_TAG_FILLER_RE = re.compile(r"(?:[^\w\[*_\n]|\[\d[\d:\-T ./Z]*\])*")
_COLON_AFTER_RE = re.compile(r"\s*:")
_CAMEL_CASE_RE = re.compile(r"[a-z][A-Z]")
_SNAKE_CASE_RE = re.compile(r"[a-z0-9]_[a-z0-9]")
_AUTHOR_LABEL_RE = re.compile(r"agent|bot\b|\bsvc|service|daemon|worker|runner|engine|monitor", re.I)

# Label keywords per event type. An EVENT label names something that happened or was decided
# ("[FILLED]", "STOP MOVED", "Thesis update", "Risk alert", "[NO ROUTE]"): it types the line and
# the block it heads. A TOPIC label only names what a section is about ("Risks", "Plan",
# "Exposure", "Routing", "News", "Ideas"): it is a tag only for the facts written on its own
# line ("Routing: MSFT spike -> Quill"), never for a block under a bare heading, whose
# sentences are judged by the phrase rules like any others.
_LABEL_TYPES = tuple(
    (
        tag["event_type"],
        # keywords start words: "backfill" is no fill
        re.compile(rf"(?<![a-z])(?:{vocabulary.join(tag['event'])})") if "event" in tag else None,
        re.compile(rf"(?<![a-z])(?:{vocabulary.join(tag['topic'])})") if "topic" in tag else None,
    )
    for tag in vocabulary.load()["tags"]
)
# Words that make a label the title of a section or a report ("Risk review — midday", "Signal
# triage log", "Exposure snapshot", "NVDA earnings preview"): such a title is never a tag.
_REPORT_TITLE_RE = vocabulary.regex("report_titles")
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


# A metric's name ("largest pending:", "total fills:", "next approval:") labels a number in a
# status line, not an event.
_METRIC_LABEL_RE = re.compile(r"(?:largest|biggest|smallest|oldest|newest|top|total|max|min|avg|next|last"
                              r"|number of|count of|#)\s+\S")


def _label_kind(label: str) -> tuple[str | None, bool]:
    """(event type of a label, whether the label names an event rather than a topic)."""
    lowered = _mask_analysis_nouns(label.lower().strip(" :-—–|"))
    if _REPORT_TITLE_RE.search(lowered) and not re.search(r"\bwatch\s*-?list|\bon watch\b", lowered):
        return None, False
    if _METRIC_LABEL_RE.match(lowered):
        return None, False
    words = len(lowered.split())
    for event_type, event, _topic in _LABEL_TYPES:
        found = event.search(lowered) if event is not None else None
        if found and words > _LABEL_WORDS_MAX and len(lowered[:found.start()].split()) >= _LABEL_LEAD_WORDS:
            continue                       # a headline in bold ("Hong Kong SFC approves two more licences")
        if found and (event_type == "no_route_decision" or not _NEGATED_LABEL_RE.search(lowered[:found.start()])):
            return event_type, True        # ("no view changes" names no thesis update)
    for event_type, _event, topic in _LABEL_TYPES:
        found = topic.search(lowered) if topic is not None else None
        if found and not (len(found.group()) <= 3 and _NAME_AFTER_RE.search(lowered[found.end():])):
            return event_type, False       # ("[TP ICAP]": a broker's name, no take-profit)
    return None, False


# A label longer than this whose event word comes after its first words is a sentence (a
# headline, a title), not a label: "STOP MOVED on NVDA to 141" leads with its event.
_LABEL_WORDS_MAX = 5
_LABEL_LEAD_WORDS = 3
# A label keyword said to be absent: "no view changes", "without stop change", "nothing new".
_NEGATED_LABEL_RE = re.compile(r"\b(?:no|not|without|zero|nil|nothing)\s+(?:[\w-]+\s+)?$")
# A short topic keyword followed by a word that is not a number: part of a name ("TP ICAP").
_NAME_AFTER_RE = re.compile(r"^\s+[a-z]{2,}")


_NOT_ROUTED_RE = re.compile(r"\b(?:not[\s_-]?routed|no[\s_-]?route|unrouted|not routing)\b", re.I)


def _tag_hits(text: str, field_line_count: int) -> tuple[list[_Hit], list[tuple[int, int]]]:
    """Events from labels at the start of lines, and the blocks of "generic" trade tags."""
    line_spans = _line_spans(text)
    first_content_line = next((i for i, (s, e) in enumerate(line_spans) if text[s:e].strip()), 0)
    hits: list[_Hit] = []
    generic_blocks: list[tuple[int, int]] = []
    tags: dict[int, _LineTag] = {}
    for line_index, (line_start, line_end) in enumerate(line_spans):
        tag = _line_tag(text, line_start, line_end, line_index, first_content_line, field_line_count)
        if tag is not None:
            tags[line_index] = tag
    label_ends = {line_index: tag.label_end for line_index, tag in tags.items()}
    for line_index, tag in tags.items():
        event_type = tag.event_type
        rule = TOPIC_TAG_RULE if tag.scope == _LINE_FACTS else "tag"
        if _counts_items(event_type, text[label_ends[line_index] : line_spans[line_index][1]]):
            continue
        standalone = not text[label_ends[line_index] : line_spans[line_index][1]].strip(" \t:*_-—–|")
        block = _tag_block(text, line_spans, line_index, tags, standalone)
        if tag.scope == _LENDS:
            hits.extend(_lent_hits(text, label_ends[line_index], block[1], event_type))
            continue
        if event_type == "generic":
            # "Plan", "Signal", "Short version:": a proposal only if what it heads reads as an order.
            if _reads_as_order(text[max(block[0], label_ends[line_index]) : block[1]]):
                generic_blocks.append(block)
            continue
        if event_type == "news":
            if _NUMBERED_ITEM_RE.match(text, label_ends[line_index]) and len(
                    text[line_spans[line_index][0] : label_ends[line_index]].strip(" \t*_[]():")) <= 2:
                continue   # "PR #884 merged": a pull request by its number, not a press release
            # "BREAKING:", "News flash": the label says news, not whose. Typed as watchlist news
            # until the message's names are read against the book (memory.classify.message).
            block_norm = _normalize(text[block[0] : block[1]])
            if not _is_held(block_norm):
                # The headline without its label: "FLASH" names no instrument.
                start = label_ends[line_index]
                while start < block[1] and not text[start].isalnum():
                    start += 1
                hits.append(_Hit("watchlist_news", "tagged", [(start, block[1]) if start < block[1] else block],
                                 NEWS_LABEL_RULE))
                continue
            event_type = "held_position_news"
        if event_type == "held_position_news" and not _reads_as_news(
                text[line_spans[line_index][0] : label_ends[line_index]], text[label_ends[line_index] : block[1]]):
            continue   # "[HELD] order 4411 pending review": an order held, no news on a holding
        if event_type == "risk_limit" and _names_a_halted_listing(text, line_spans[line_index][0],
                                                                   label_ends[line_index], line_spans[line_index][1]):
            continue   # "⏸ HALT THLR LUDP 08:04": the venue halted a name; judged as news on it, not as a limit
        if event_type == "route_decision" and _NOT_ROUTED_RE.search(text[label_ends[line_index] : block[1]]):
            event_type = "no_route_decision"   # "[ROUTER] S-7186 ... → NOT ROUTED": the router's verdict
        if event_type == "trade_approval" and _only_open_boxes(text[label_ends[line_index] : block[1]]):
            continue   # "Approvals: - [ ] desk head - [ ] risk": sign-offs still to come, none given
        spans = [block]
        if event_type == "trade_proposal" and not _reads_as_order(text[block[0] : block[1]]):
            spans += _order_lines_below(text, line_spans, block[1])
        hits.append(_Hit(event_type, "tagged", spans, rule))
    return hits, generic_blocks


def _order_lines_below(text: str, line_spans: list[tuple[int, int]], after: int) -> list[tuple[int, int]]:
    """"[PROPOSAL] spread BTP-Bund" over its rationale, the legs further down: the first
    line below that says an order, and the lines right under it that give its levels
    ("Entry: 94.2bp or better · stop 103bp")."""
    below = [span for span in line_spans if span[0] >= after]
    start = next((i for i, (a, b) in enumerate(below) if side_with_figures(text[a:b])), None)
    if start is None:
        return []
    taken = [below[start]]
    for a, b in below[start + 1 : start + 1 + ORDER_LEVEL_LINES]:
        if not _LEVELS_RE.search(text[a:b]):
            break
        taken.append((a, b))
    return taken


# The lines under a proposal's order line that may carry its entry, stop and target.
ORDER_LEVEL_LINES = 2
_LEVELS_RE = re.compile(r"\d.*\b(?:stop|sl|target|tgt|tp)\b|\b(?:stop|sl|target|tgt|tp|entry|ingresso|entrée|entrada"
                        r"|einstieg)\b.*\d", re.I)


_NUMBERED_ITEM_RE = re.compile(r"\s*#\d")
_OPEN_BOX_RE = re.compile(r"^\s*(?:[-*+]\s*)?\[ \]")


def _only_open_boxes(section: str) -> bool:
    """Whether the lines under a label are a markdown checklist with no box ticked."""
    lines = [line for line in section.split("\n") if line.strip(" \t:*_-—–|")]
    return bool(lines) and all(_OPEN_BOX_RE.match(line) for line in lines)


def _reads_as_news(label: str, block: str) -> bool:
    """A "held" label heads news only when the label or what it heads says news: "HELD" is
    also an order's state, and a line of the book is no headline."""
    return bool(_NEWS_RE.search(label.lower()) or _NEWS_RE.search(block.lower())
                or _SIGNED_MOVE_RE.search(block))


_HALT_LABEL_RE = re.compile(r"\bhalt(?:s|ed)?\b", re.I)


def _names_a_halted_listing(text: str, line_start: int, label_end: int, line_end: int) -> bool:
    """A halt label followed by a listed symbol or a count of halts: an exchange's trading
    halt (or a tally of them), not the desk's own risk halt."""
    if not _HALT_LABEL_RE.search(text[line_start:label_end]):
        return False
    rest = text[label_end:line_end].strip(" \t:*_-—–|.")
    first = rest.split(None, 1)[0] if rest else ""
    return bool(first) and (bool(extract_tickers(first)) or first[0].isdigit())


# "Routed: 6, to Halyard and Keel", "Pending: 0", "Median time to route: 41s", "loss stop: 6%
# used": a summary's metric after the label, not an event. A level or a quantity names more
# ("Stop: 138.50", "Filled: 250 NVDA @ 141"), so a bare integer is a metric only where the
# label is no level (stops and targets are levels), and a percentage or a duration always is.
_METRIC_AFTER_LABEL_RE = re.compile(r"^[\s:=*_]*\d+(?:\.\d+)?\s*(?:%|ms\b|s\b|sec\w*|min\w*|h\b|hours?\b|bps?\b)")
_COUNT_AFTER_LABEL_RE = re.compile(r"^[\s:=*_]*\d+(?!\s*(?:[.,]\d|[kKmM]\b|@|x\b))(?:\s*(?:[,;·|(/]|of\b|items?\b"
                                   r"|orders?\b|alerts?\b|headlines?\b)|\s*$"
                                   # "pending: 2 withdrawals, 0 deposits": things counted, not a traded quantity
                                   r"|\s+(?!(?:shares|contracts|lots|units|coins|tokens|options|calls|puts|futures|bonds"
                                   r"|notes|bbls|barrels|tonnes|cars|spreads)\b)[a-z]+s\b\s*(?:[,;·|]|$))")
_LEVEL_TYPES = frozenset({"stop_or_target_change"})


# "gap fills: 0", "rejects: 0": a label over none of its items counts them; "route-sweeper: 0
# routed, 1 pending, 0 stale": a tally of states, each a number and its word, is a metric too.
_NONE_AFTER_LABEL_RE = re.compile(r"^[\s:=*_]*0(?![\d.,]|\s*[kKmM]\b)")
_TALLY_AFTER_LABEL_RE = re.compile(r"^[\s:=*_]*\d+\s+[a-z][\w-]*(?:\s*[,;·|/]\s*\d+\s+[a-z][\w-]*)+", re.I)


def _counts_items(event_type: str, after_label: str) -> bool:
    head = after_label.split(",", 1)[0]
    if extract_tickers(head):
        return False
    if _METRIC_AFTER_LABEL_RE.match(after_label) or _NONE_AFTER_LABEL_RE.match(after_label) \
            or _TALLY_AFTER_LABEL_RE.match(after_label):
        return True
    return event_type not in _LEVEL_TYPES and bool(_COUNT_AFTER_LABEL_RE.match(after_label))


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
        level_change = event_type == "stop_or_target_change" and facts and _LEVEL_CHANGE_RE.search(line)
        watchlist_change = event_type == "watchlist_news" and tickers and _WATCHLIST_CHANGE_RE.search(
            line.lstrip() if line.lstrip().startswith("+") else line.lstrip(" \t-*•"))
        if level_change or watchlist_change:
            hits.append(_Hit(event_type, "strong", [(content_start, content_end)], "tag.section"))
    return hits


def _line_tag(
    text: str, line_start: int, line_end: int, line_index: int, first_content_line: int, field_line_count: int
) -> _LineTag | None:
    """The tag of a line, if any (the rest of the line after its label is its content)."""
    heading = _HEADING_RE.match(text, line_start, line_end)
    if heading:
        # A heading stands alone: only an event label ("## Thesis update") types the block under it.
        event_type, is_event = _label_kind(heading.group("label"))
        if event_type in _LENDING_TOPICS and not is_event:
            return _LineTag(event_type, _LENDS, line_end)
        return _LineTag(event_type, _BLOCK, line_end) if is_event or event_type == "generic" else None
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
        # "[risk-bot]", "[agent-exec]": an author name, not a tag; look past it. A camelCase
        # or snake_case label ("requestBody:", "post_trade_pct_approved:") is a program's
        # field, no desk's tag: the structured reader judges the record it belongs to.
        event_type, is_event = (None, False) if _AUTHOR_LABEL_RE.search(label) or (
            kind == "colon" and (_CAMEL_CASE_RE.search(label) or _SNAKE_CASE_RE.search(label))
        ) else _label_kind(label)
        content = text[match.end() : line_end]
        topic = bool(event_type) and not is_event and event_type != "generic"
        if topic:
            # A topic label tags only the facts on its own line; risk topics ("Risk: ...",
            # "[EXPOSURE] ...") are left to the risk rules, which know a breach from a status.
            # Alone on its line ("**Stops**"), it only lends its type to changes listed under it.
            if not content.strip(" \t:*_-—–|") and event_type in _LENDING_TOPICS:
                return _LineTag(event_type, _LENDS, match.end())
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
            return _LineTag(event_type, _LINE_FACTS if topic else _BLOCK, match.end())
        if kind == "caps" and (whole := _COLON_LABEL_RE.match(text, match.start(), line_end)):
            # "ETH view change: going from neutral to short": a symbol leading its label
            whole_type, whole_event = _label_kind(whole.group("colon"))
            if whole_type and whole_event and whole_type != "generic":
                return _LineTag(whole_type, _BLOCK, whole.end())
        if kind in ("colon", "caps"):
            return None
        pos = _TAG_FILLER_RE.match(text, match.end(), line_end).end()
    return None


def _has_line_facts(content: str) -> bool:
    return bool(extract_tickers(content) or _MONEY_RE.search(content) or _AT_PRICE_RE.search(content)
                or _PLAIN_DECIMAL_RE.search(content) or _has_size(content) or _TRADE_ID_RE.search(content)
                or _PERCENT_RE.search(content))


def _reads_as_order(content: str) -> bool:
    """A side word next to a ticker and a price or size, in some sentence of the content."""
    return any(_order_line(sentence) and (sentence.has_price or sentence.has_size) for sentence in _analyse(content))



def _tag_block(
    text: str, line_spans: list[tuple[int, int]], line_index: int, tagged_lines: dict[int, _LineTag],
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
