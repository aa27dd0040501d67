"""Sentence spans and text normalisation: every excerpt is built from these spans."""

from __future__ import annotations

import re

from memory.classify import vocabulary

# --------------------------------------------------------------------------- sentences

# Bullet / quote / heading / numbered-list markers at the start of a line.
_LINE_MARKER_RE = re.compile(r"[ \t]*(?:(?:[-*+•·▪‣◦>]|\d{1,3}[.)]|#{1,6})[ \t]+)*")
# A sentence ends at . ! ? … (plus closing quotes/brackets) followed by whitespace.
_SENTENCE_END_RE = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s)")
_LAST_TOKEN_RE = re.compile(r"(\S+)$")
_DOTTED_ABBREV_RE = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]?")
_ABBREVIATIONS = vocabulary.words("abbreviations")


def is_fence(line: str) -> bool:
    """Whether a line opens or closes a markdown code block ("```", "```json")."""
    return line.lstrip().startswith("```")


def markdown_cells(line: str) -> list[str]:
    """The cells of a markdown table row ("| limit | old | new |"), stripped; [] for any
    other line."""
    if not line.lstrip().startswith("|"):
        return []
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


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
            if (match.group().startswith(".") and len(match.group().rstrip("\"'”’)]")) == 1
                    and _is_abbreviation(text, cursor, match.start())):
                continue
            spans.append((cursor, match.end()))
            cursor = match.end()
            while cursor < end and text[cursor].isspace():
                cursor += 1
        if cursor < end:
            spans.append((cursor, end))
    return spans


_MARKDOWN_RE = re.compile(r"\*+|`+|~~|__|\|")
_SPACES_RE = re.compile(r"\s+")


def _normalize(raw: str) -> str:
    text = raw.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return _SPACES_RE.sub(" ", _MARKDOWN_RE.sub(" ", text)).strip().lower()
