"""How a stored message becomes feed text: one place, used by every feed and tool."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence

from memory.classify.model import EXCERPT_JOINER  # noqa: F401  (how excerpts join pieces; re-exported)
from memory.queries import SourceRef, StoredMessage
from memory.render.fields import fields_of
from memory.timeutil import fmt_minute

NEWLINE_MARK = " ⏎ "
# A line lists its sources one by one up to this many, then as an id range.
HANDLES_LISTED = 4
CLIP_MARK = " …[+{chars} chars; get_channel_messages {handle}]"
# Inside a digest line, whose own `source=` handle fetches the whole message.
ELIDED_MARK = " …[+{chars} chars] "
# Where `elide_clauses` left clauses out (the line's handle fetches them).
CLAUSE_GAP = "…"
_GAP_RUN_RE = re.compile(r"…(?:\s+…)+")


def fold(text: str) -> str:
    """Non-empty lines joined by a visible mark, so one message is one feed line."""
    return NEWLINE_MARK.join(line.strip() for line in text.splitlines() if line.strip())


def embed_text(embed: dict) -> str:
    """`Execution report — desc · Side SELL · Qty 250 · order 7f3a91 · venue XEUR`."""
    parts = [str(embed.get(key) or "").strip() for key in ("author", "description")]
    for item in embed.get("fields") or ():
        if isinstance(item, dict):
            name, value = str(item.get("name") or "").strip(), str(item.get("value") or "").strip()
            parts.append(f"{name} {value}".strip())
    parts.append(str(embed.get("footer") or "").strip())
    body = " · ".join(fold(part) for part in parts if part)
    title = fold(str(embed.get("title") or ""))
    return f"{title} — {body}" if title and body else title or body


def fold_content(message: StoredMessage) -> str:
    """A message's text on one line, with attachments and embeds shown readably."""
    text = fold(message.content or "")
    extras = []
    for embed in message.embeds:
        shown = embed_text(embed)
        extras.append(f"[embed: {shown}]" if shown else "[embed]")
    if message.attachments:
        extras.append("[attachments: " + ", ".join(a.get("filename", "file") for a in message.attachments) + "]")
    if not text and not extras:
        return "[message with no text]"
    return " ".join(filter(None, [text, *extras]))


def clip(text: str, max_bytes: int, handle: str) -> tuple[str, bool]:
    """Cut `text` to about `max_bytes` at a word boundary, saying how much is left and where."""
    data = text.encode("utf-8")
    if len(data) <= max_bytes:
        return text, False
    keep = data[:max(0, max_bytes - 60)].decode("utf-8", "ignore")
    cut = keep.rfind(" ")
    if cut > len(keep) // 2:
        keep = keep[:cut]
    return keep + CLIP_MARK.format(chars=len(text) - len(keep), handle=handle), True


def elide(text: str, max_bytes: int) -> str:
    """`text` within about `max_bytes` for a digest line: its head and its tail, the middle
    elided at word boundaries. A decision sentence tends to name its instrument first and
    its verdict or level last ("... the impact is not material"), so both ends stay."""
    data = text.encode("utf-8")
    if len(data) <= max_bytes:
        return text
    room = max(0, max_bytes - len(ELIDED_MARK) - 6)
    head = data[: room * 3 // 5].decode("utf-8", "ignore")
    tail = data[len(data) - (room - len(head.encode("utf-8"))):].decode("utf-8", "ignore")
    cut = head.rfind(" ")
    if cut > len(head) // 2:
        head = head[:cut]
    cut = tail.find(" ")
    if 0 <= cut < len(tail) // 2:
        tail = tail[cut + 1:]
    hidden = len(text) - len(head) - len(tail)
    return head.rstrip() + ELIDED_MARK.format(chars=hidden) + tail.lstrip()


# Clauses end after a separator followed by a space: "stop 151.41, target 149.61" splits
# at the comma, "151.41" does not split at its point.
# (a JSON key's colon joins the key to its value: '"limit_usd": 45000' is one clause)
_CLAUSE_END_RE = re.compile(r"(?:(?<=[,;.!?·|—–)\]])|(?<=[^\"]:))\s+")
# What makes a clause load-bearing: numbers, upper-case symbols and ids, trade words, and
# a change told as from -> to (counted twice). Clock times are when, not what.
# (a trade word inside a field name counts too: "limit_usd": 45000)
_FACT_TOKEN_RE = re.compile(r"\d+(?:[.,/]\d+)*|\b[A-Z][A-Z0-9./-]{1,}\b"
                            r"|(?i:(?<![a-z])(?:buy|sell|bought|sold|long|short|stop|target|tp|sl|limit|cap|fill\w*"
                            r"|approv\w*|reject\w*|cancel\w*|rout\w*|thesis|view)(?![a-z]))")
_CHANGE_RE = re.compile(r"→|->|⇒")
# A decision told without a number: a pass, a stand-aside, a view's direction.
_DECISION_WORD_RE = re.compile(r"\b(?:no action|not (?:rout|act|trad|add|chas|tak)\w*|pass(?:ing)?|stand(?:ing)? aside"
                               r"|hold(?:ing)? off|invalidat\w*|bullish|bearish|neutral)\b", re.I)
# (an ISO date or timestamp too: a JSON line's "ts" is not what it says)
_CLOCK_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?)?\b"
                       r"|\b\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?\b")
# The lead (who or what: an author's label, a headline's subject) is kept whole up to here.
LEAD_BYTES = 40


# A bot record's field is weighed by its key too: when it was, who and why say nothing a
# reader acts on; a value, a level, a size or what it is about is the point; an old value
# is what a change replaced.
_FIELD_KEY_RE = re.compile(r'^\W{0,2}"?(?P<key>[A-Za-z_][\w.-]{0,40})"?\s*[:=]')
_META_KEY_RE = re.compile(r"(?:^|_)(?:ts|time|timestamp|at|date|effective|created|updated|owner|user|set_by|by|author"
                          r"|severity|sev|level|lvl|reason|note|comment|msg|source|src|engine|host|env|region|lat|latency"
                          r"|seq|run|version|ver|req|request|trace|cl_oid)(?:$|_)", re.I)
_FACT_KEY_RE = re.compile(r"value|limit|qty|quantity|px|price|size|notional|amount|new|stop|target|tgt|side|sym"
                          r"|ccy|currency|pair|instrument|mkt|market|contract|ticker|breach|util|used|cap|max|min"
                          r"|lots?|shares|ref|id$|oid|order", re.I)
_OLD_KEY_RE = re.compile(r"^(?:old|prev|previous|was|from)(?:$|_)", re.I)


# ... and what the record is, above all: its type, verdict or action ("deal_blocked", "BLOCK").
_WHAT_KEY_RE = re.compile(r"^(?:type|evt|event|kind|action|status|result|verdict|check|decision|state)$", re.I)


def _clause_value(clause: str, *, record: bool = False) -> int:
    """How load-bearing a clause is; `record`: it is a field of a bot record (a JSON pair,
    a key=value), weighed by its key too."""
    plain = _CLOCK_RE.sub(" ", clause)
    value = (len(_FACT_TOKEN_RE.findall(plain)) + 2 * len(_CHANGE_RE.findall(plain))
             + len(_DECISION_WORD_RE.findall(plain)))
    field = _FIELD_KEY_RE.match(clause) if record else None
    if field is None:
        return value
    key = field.group("key")
    value = min(value, 2)       # a field is one fact, however many capitals its value has
    if _WHAT_KEY_RE.match(key):
        return value + 2
    if _OLD_KEY_RE.search(key):
        return max(0, value - 1)
    if _FACT_KEY_RE.search(key):
        return value + 1
    return 0 if _META_KEY_RE.search(key) else value


def _clauses(text: str) -> tuple[list[str], bool]:
    """A bot record's fields (JSON pairs, key=value) are its clauses; prose (an embed's
    text too) splits after its separators. And whether it was a record."""
    spans = fields_of(text, embeds=False)
    if spans:
        starts = [0] + [a for a, _ in spans[1:]]
        pieces = (text[a:b].rstrip() for a, b in zip(starts, [*starts[1:], len(text)], strict=True))
        return [c for c in pieces if c], True
    return [c for c in _CLAUSE_END_RE.split(text) if c], False


def elide_clauses(text: str, max_bytes: int, *, keep_lead: bool = True, facts: Sequence[str] = ()) -> str:
    """`text` within about `max_bytes`, dropping its least load-bearing clauses first (the
    ones with the fewest numbers, symbols, trade words and changes, later ones before
    earlier), so a level or a side in the middle of a sentence survives where a
    head-and-tail cut would lose it. The lead (the clauses starting the text, up to
    LEAD_BYTES) stays: a headline's subject. Without `keep_lead` (a decision, whose lead
    is often a preamble: "Desk call after discussing with Rohit:") it counts one more than
    its facts and may go before a clause with more of them. `facts` (what the classifier
    read from the line: its side, size, price, ids, levels) mark the clauses kept longest;
    a clause that repeats an earlier one goes first. Gaps are marked. Falls back to
    `elide` when the kept clauses alone are too long."""
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    clauses, record = _clauses(text)
    if len(clauses) < 3:
        return elide(text, max_bytes)
    sizes = [len(c.encode("utf-8")) + 1 for c in clauses]
    lead, lead_bytes = 1, sizes[0]
    while lead < len(clauses) - 1 and lead_bytes < LEAD_BYTES:
        lead_bytes += sizes[lead]
        lead += 1
    # (the lead counts one more, unless it is a record's field that says nothing: a timestamp)
    value = [(v := _clause_value(c, record=record)) + (i < lead and (v > 0 or not record))
             for i, c in enumerate(clauses)]
    said = _facts_re(facts)
    seen: set[str] = set()
    for i, clause in enumerate(clauses):
        key = clause.strip(" ·|,;:").lower()
        if key in seen:
            value[i] = -1
        elif said is not None and said.search(clause):
            value[i] += FACT_CLAUSE_BONUS
        seen.add(key)
    order = sorted(range(lead if keep_lead else 0, len(clauses)), key=lambda i: (value[i], -i))
    kept = set(range(len(clauses)))
    mark_cost = len(CLAUSE_GAP.encode("utf-8")) + 1

    def size() -> int:
        gaps = sum(1 for i in range(1, len(clauses)) if i not in kept and (i - 1) in kept)
        return sum(sizes[i] for i in kept) + gaps * mark_cost

    for index in order:
        if size() <= max_bytes:
            break
        kept.discard(index)
    if not kept:
        # Every clause went (the last, most load-bearing one alone was too long): that one,
        # cut to fit, rather than a bare gap mark.
        return elide(clauses[order[-1]], max_bytes)
    out: list[str] = []
    hidden = False
    for i, clause in enumerate(clauses):
        if i in kept:
            if hidden:
                out.append(CLAUSE_GAP)
                hidden = False
            out.append(clause)
        else:
            hidden = True
    if hidden:
        out.append(CLAUSE_GAP)
    # (a gap next to an excerpt's own joiner, or to another gap, is one gap)
    result = _GAP_RUN_RE.sub(CLAUSE_GAP, " ".join(out))
    return result if len(result.encode("utf-8")) <= max_bytes else elide(result, max_bytes)


# What a clause that carries one of the line's facts is worth beyond its tokens: more than
# any clause without one usually has.
FACT_CLAUSE_BONUS = 4


def _facts_re(facts: Sequence[str]) -> re.Pattern[str] | None:
    """Any of `facts` as a whole token ("5" not in "15" or "5.25")."""
    words = sorted({fact.strip() for fact in facts if fact and fact.strip()}, key=len, reverse=True)
    if not words:
        return None
    return re.compile(r"(?<![\w.,])(?:" + "|".join(map(re.escape, words)) + r")(?![\w]|[.,]\d)", re.I)


def raw_line(message: StoredMessage, *, max_bytes: int | None = None) -> tuple[str, bool]:
    """`[2026-05-21 16:23 source=<channel>/<id>] author: content`, and whether it was clipped."""
    edited = " edited" if message.edited_at_ms and not message.removed else ""
    head = f"[{fmt_minute(message.created_at_ms)} source={message.handle}{edited}] {message.author_name}: "
    if message.removed:
        return head + "[message removed]", False
    body = fold_content(message)
    if max_bytes is None:
        return head + body, False
    body, clipped = clip(body, max_bytes - len(head.encode("utf-8")), message.handle)
    return head + body, clipped


def message_line(message: StoredMessage) -> str:
    """A message's whole raw line (tools, rollup prompts, size comparisons)."""
    return raw_line(message)[0]


def header_line(prefix: str, fields: dict[str, object]) -> str:
    def value(v: object) -> str:
        text = "true" if v is True else "false" if v is False else str(v)
        return "_".join(text.split()) or "-"
    return prefix + " " + " ".join(f"{key}={value(v)}" for key, v in fields.items())


def compress_handles(sources: Iterable[SourceRef], *, listed: int = HANDLES_LISTED) -> str:
    """Exact handles for a few sources; per channel, an id range (which retrieval expands)
    with its count for the rest."""
    sources = list(sources)
    if len(sources) <= listed:
        return ",".join(s.handle for s in sources)
    by_channel: dict[int, list[int]] = defaultdict(list)
    for source in sources:
        by_channel[source.channel_id].append(source.message_id)
    parts = []
    for channel_id, ids in by_channel.items():
        ids = sorted(set(ids))
        parts.append(f"{channel_id}/{ids[0]}..{ids[-1]}({len(ids)})" if len(ids) > 1 else f"{channel_id}/{ids[0]}")
    return ",".join(parts)


def list_handles(handles: list[str], *, listed: int = 8) -> str:
    """Up to `listed` exact handles, newest first, then the rest as per-channel ranges."""
    return list_refs([(handle, channel, int(ident)) for handle in handles
                      for channel, _, ident in [handle.partition("/")]], listed=listed)


def list_refs(refs: list[tuple[str, str, int]], *, listed: int = 8) -> str:
    """`list_handles` of (handle, channel, message id) already split: a fit lists the same
    sources many times over, and parsing handles back was most of its cost."""
    if len(refs) <= listed:
        return ", ".join(ref[0] for ref in refs)
    head = ", ".join(ref[0] for ref in refs[:listed]) + ", and " if listed else ""
    rest: dict[str, list[int]] = defaultdict(list)
    for _, channel, ident in refs[listed:]:
        rest[channel].append(ident)
    ranges = [f"{c}/{min(ids)}..{max(ids)}({len(ids)})" if len(ids) > 1 else f"{c}/{ids[0]}"
              for c, ids in rest.items()]
    return head + ", ".join(ranges)


def span(first_ms: int, last_ms: int) -> str:
    """`2026-05-21 09:10–13:40` (absolute: the body never says anything relative to now)."""
    left = fmt_minute(first_ms)
    if last_ms - first_ms < 60_000:
        return left
    right = fmt_minute(last_ms)
    return f"{left}–{right[11:]}" if right[:10] == left[:10] else f"{left}–{right}"
