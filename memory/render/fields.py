"""Structured bot lines without the fields that say nothing.

A certain event from an order or risk bot is a JSON object, a key=value run or an embed's
`·`-separated fields. When a feed is short of room, such a line gives up fields before
any decision goes unshown: a timestamp (the line already carries its minute), and a field
the same author writes identically on every line (`"venue":"bybit"`, `acct perps-main`),
which tells the reader nothing on any one line. A field naming an instrument, a side, a
size, a price or an id is never given up. What stays is the source's bytes, unchanged.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from memory.classify.facts import extract_tickers
from memory.classify.tradefacts import trade_facts

_JSON_PAIR_RE = re.compile(r'"[\w.-]{1,40}"\s*:\s*(?:"(?:[^"\\]|\\.)*"|-?\d[\d.]*(?:[eE][+-]?\d+)?|true|false|null)')
_KV_PAIR_RE = re.compile(r'(?<![\w.=-])[A-Za-z_][\w.-]{0,40}=(?:"[^"]*"|[^\s,;"]+)')
_EMBED_RE = re.compile(r"\[embed: (?P<body>[^\]]*)\]")
EMBED_SEPARATOR = " · "
_TIME_RE = re.compile(
    r'(?:[=:]\s*"?|^)(?:\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?'
    r"|\d\d:\d\d(?::\d\d(?:\.\d+)?)?Z)\"?$")
# An author's lines needed before a field that never changes counts as saying nothing.
MIN_LINES_FOR_CONSTANT = 3


def fields_of(text: str, *, embeds: bool = True) -> list[tuple[int, int]]:
    """Spans of the separable fields of a structured line (none for prose). `embeds`
    False: a JSON object's or a key=value run's pairs only."""
    pairs = [m.span() for m in _JSON_PAIR_RE.finditer(text)]
    if len(pairs) < 3:
        pairs = [m.span() for m in _KV_PAIR_RE.finditer(text)]
    if len(pairs) >= 3:
        return pairs
    if not embeds:
        return []
    spans = []
    for embed in _EMBED_RE.finditer(text):
        start = embed.start("body")
        for index, part in enumerate(embed.group("body").split(EMBED_SEPARATOR)):
            if index:   # the first part is the embed's title: what the post is ("Order filled")
                spans.append((start, start + len(part)))
            start += len(part) + len(EMBED_SEPARATOR)
    return spans if len(spans) >= 2 else []


_SIDE_WORD_RE = re.compile(r"\b(?:buy|sell|long|short|bid|offer|ask|cover)\b", re.I)


def _carries_facts(field: str) -> bool:
    return bool(extract_tickers(field) or trade_facts(field) or _SIDE_WORD_RE.search(field))


def _is_time(field: str) -> bool:
    return bool(_TIME_RE.search(field.strip()))


def constant_fields(texts: Iterable[str]) -> frozenset[str]:
    """Fields written identically on every one of these lines (one author's), if enough."""
    texts = list(texts)
    if len(texts) < MIN_LINES_FOR_CONSTANT:
        return frozenset()
    seen: Counter[str] = Counter()
    for text in texts:
        seen.update({text[a:b] for a, b in fields_of(text)})
    return frozenset(field for field, n in seen.items() if n == len(texts))


def without_idle_fields(text: str, constant: frozenset[str] = frozenset()) -> str | None:
    """`text` without its timestamp and constant fields, or None when nothing can go."""
    spans = fields_of(text)
    drop = [(a, b) for a, b in spans
            if (text[a:b] in constant or _is_time(text[a:b])) and not _carries_facts(text[a:b])]
    if not drop:
        return None
    out, pos = [], 0
    for a, b in drop:
        out.append(text[pos:a])
        pos = b
        # The separator after a field goes with it (`,` in JSON, ` · ` in an embed, a space).
        rest = text[pos:]
        skip = len(rest) - len(rest.lstrip(" ,")) if not rest.startswith(EMBED_SEPARATOR) else len(EMBED_SEPARATOR)
        pos += skip
    out.append(text[pos:])
    projected = "".join(out)
    # A field at the end leaves its leading separator behind: `{"a":1, }`, `x · ]`.
    projected = re.sub(r",\s*([}\]])", r"\1", projected)
    projected = projected.replace(EMBED_SEPARATOR + "]", "]")
    return projected if len(projected) < len(text) else None
