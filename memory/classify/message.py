"""Structure over vocabulary: one message in its context -> events with tier, trade and stage.

`classify` (the engine) reads text. `classify_message` adds what carries across desks,
in this order, each step recorded in `trace` for `channel-memory explain`:

1. embeds and structured bot lines (key=value, JSON, embed fields): typed by field roles
   and status words; certain when they name the trade; status output when they carry no
   trade facts and no decision;
2. speech acts: a hypothetical, history, a paper trade or another desk's trade is not
   the desk's decision, whatever its trade words;
3. desk idioms from the desk TOML;
4. aliases and holdings: news on an instrument the desk holds or watches (named by
   ticker, company or underlying) is held/watchlist news; a headline on a name it neither
   holds nor watches is not a decision, once the desk's holdings are known;
5. ids: a message carrying a known trade id plus a stage word is that stage;
6. replies: a reply to a proposal that approves or rejects it is that approval, however
   short ("ok go", "👍 send it"); a one-word ack to anything else is chatter;
7. templates: a bot's recurring line shape is an event template when it carries side,
   size and price or an id, else status output, counted;
8. marks: a pin, or a mark emoji from a desk lead, keeps the message as certain.

Then each event gets its facts (levels, ids, superseded levels of an edited message),
tier, trade_key and stage. Fail-open stays: a step only removes an event when it is
sure the message is not a decision; when unsure the event stays, as "possible".
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from memory.classify import vocabulary
from memory.classify.analysis import _analyse
from memory.classify.context import ClassifyContext, MessageView
from memory.classify.desk import IDIOM_RULE_PREFIX
from memory.classify.engine import ORDER_SHAPE_RULE, classify, decision_sentences, trade_fact_count
from memory.classify.facts import _TRADE_ID_RE, extract_tickers
from memory.classify.frames import (
    _ASKED_RE,
    _FIRST_PERSON_RE,
    _NEWS_RE,
    _NOT_HELD_RE,
    _SIGNED_MOVE_RE,
    _STRONG_TRADE_WORD_RE,
    FIRST_PERSON_SUBJECTS,
)
from memory.classify.holdings import _BOOK_HEADER_RE, _BOOK_LABEL_RE, BOOK_NOUNS, holdings_in, watch_name_lists
from memory.classify.instruments import currency_legs, legs_named, named_by_company, written_as_word
from memory.classify.model import EXCERPT_JOINER, NEWS_TYPES, TRADE_STAGE_TYPES, Classification, HardEvent
from memory.classify.noise import _noise_kind
from memory.classify.rules.news import _is_held
from memory.classify.rules.risk import _BOUND_WORD_RE, _BREACH_WORD_RE, _WITHIN_LIMITS_RE, LIMITS_HEADING
from memory.classify.sentences import is_fence, split_sentences
from memory.classify.speech import frames, restates
from memory.classify.structure import (
    ACCOUNT_HEAD,
    account_tokens,
    embed_head,
    embed_text,
    is_child,
    is_foreign_account,
    judge,
    names_an_id,
    part_role,
    record_facts,
    records_in_text,
    records_of,
    role_of,
)
from memory.classify.tags import _LEVEL_CHANGE_RE, NEWS_LABEL_RULE, TOPIC_TAG_RULE
from memory.classify.tradefacts import (
    COLOUR_LABEL_RE,
    known_ids_in,
    side_of,
    side_with_figures,
    superseded,
    trade_facts,
    trade_ids,
)

# A template recurring this often (by one author, in the lookback) is a bot's line shape.
TEMPLATE_MIN_COUNT = 3
# Trades without an id: the same author, instrument and side this close together are one trade.
TRADE_SPAN_MS = 2 * 3_600_000
# A bare ack counts as a possible approval only this soon after a proposal.
ACK_SPAN_MS = 15 * 60_000
MARK_EXCERPT_CHARS = 400
# A message this short is kept whole as its event's excerpt.
TERSE_WHOLE_CHARS = 240
# A message this long is a report: its phrase-rule guesses of executions need their facts.
REPORT_MIN_CHARS = 600
# Longest message read as one order line by its id, side and size (longer is a report).
ORDER_LINE_MAX_CHARS = 400
# A message this long is a written report, whose guessed events need the desk's voice.
LONG_REPORT_CHARS = 900
# Known trade ids a message must name to read as a log of them rather than a stage of one.
RECAP_MIN_KNOWN_IDS = 3
# A headline is short: in a longer report only a sentence naming the company counts as news.
_NEWS_MESSAGE_CHARS = 600

_APPROVE_RE = re.compile(
    r"^\W*(?:ok(?:ay)?|k|kk|yes|yep|yeah|yup|y|go|go go|send(?: it)?|do it|approved?|lgtm|ship it|sure|fine|agreed"
    r"|execute|proceed|confirmed|greenlight|green light|granted|accepted|roger|copy|👍|✅|👌|🆗|🚀|🟢|\+1|💯"
    # the desk's own language: "approvato, procedi", "vai", "adelante", "vas-y", "passt, go"
    # ("adelante", "procedi", "dale" approve anywhere in the reply: the last alternative below)
    r"|approvato|vai|va bene|d'accordo|aprobado|vas-y|d'accord|approuvé|genehmigt|passt)\b"
    r"|^\W*(?:👍|✅|👌|🆗|🚀|🟢|💯|\+1)"
    r"|\b(?:approved?|go ahead|send it|do it|ship it|lgtm|green ?light|good to go|pull the trigger|execute it"
    r"|adelante|procedi|dale|aprovad[oa])\b",
    re.I)
_REJECT_RE = re.compile(
    r"^\W*(?:no|nope|nah|pass|negative|veto(?:ed)?|denied|declined?|rejected?|not now|hold off|kill it|scrap it"
    r"|👎|❌|🚫|⛔|🛑|-1)\b|^\W*(?:👎|❌|🚫|⛔|🛑)"
    r"|\b(?:reject(?:ed)?|declin(?:e|ed)|veto(?:ed)?|denied|not approved|no go|hold off|pass on (?:this|it|that)"
    r"|ni de coña|ni hablar|de ninguna manera|nem pensar|neanche per sogno|pas question)\b",
    re.I)
_NEGATED_APPROVAL_RE = re.compile(r"\b(?:not|don'?t|do not|never|no)\s+(?:\w+\s+)?(?:go|send|approve|do it|ok)\b", re.I)

# An order pulled, in the words desks write it; the stage of a known trade and of a confirmation.
_CANCELLED = r"\b(?:cancel\w*|cxl\w*|pulled|withdrawn|expired|gecancelt|storniert)\b|撤单|撤單|已撤|취소"
_CANCELLED_RE = re.compile(_CANCELLED, re.I)
_STAGE_WORDS: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (event_type, stage, re.compile(pattern, re.I))
    for event_type, stage, pattern in (
        ("trade_fill", "filled",
         r"\b(?:filled|fill|fills|executed|partial(?:ly)?(?: filled)?|done at|got done|traded|complete)\b"
         r"|成交|체결|約定"),
        ("trade_confirmation", "cancelled", _CANCELLED),
        ("trade_confirmation", "rejected", r"\b(?:reject\w*|refused|bounced)\b"),
        ("trade_approval", "approved", r"\b(?:approv\w*|lgtm|go ahead|green ?light\w*|signed off|cleared)\b"),
        ("trade_confirmation", "confirmed", r"\b(?:confirm\w*|working|ack(?:ed|nowledged)?|accepted|live|placed|booked"
                                            r"|resting|submitted|sent to|in the market|on the book)\b"),
        ("stop_or_target_change", "stop", r"\b(?:stop|sl|stp)\b[^.;]{0,30}\d"),
        ("stop_or_target_change", "target", r"\b(?:target|tgt|tp\d?)\b[^.;]{0,30}\d"),
    )
)
_NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*")
_SIGNED_NUMBER_RE = re.compile(r"(?:(?<![\w.])[+\-−±])?\d+(?:[.,]\d+)*")
_TIME_RE = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:z|utc|et|am|pm)?\b", re.I)


# --------------------------------------------------------------------------- helpers


def message_text(message: MessageView) -> str:
    """Content plus a readable line per embed: what the engine reads and excerpts."""
    parts = [message.content or ""]
    parts += [embed_text(embed) for embed in message.embeds]
    if message.attachments:
        parts.append("[attachments: " + ", ".join(message.attachments) + "]")
    return "\n".join(part for part in parts if part)


_CAPS_TOKEN_RE = re.compile(r"(?<![\w<$])[A-Z][A-Z0-9&]+(?![\w>])")


_FENCE_LINE_RE = re.compile(r"```[\w-]*")


@lru_cache(maxsize=16384)
def template_key(text: str) -> str:
    """A bot's line shape: its first line (a header above a table whose rows vary is one
    shape) with ids, tickers, times and numbers masked, case and spacing folded."""
    from memory.classify.facts import _TRADE_ID_RE, _is_shouting, extract_tickers
    # (a code block's fence is no line: "```" opened every post of a bot that prints in them)
    lines = [line for line in text.split("\n") if line.strip() and not _FENCE_LINE_RE.fullmatch(line.strip())]
    shape = (lines[0] + (" …" if len(lines) > 1 else "")) if lines else ""
    shape = _TIME_RE.sub("<t>", shape)
    shape = _TRADE_ID_RE.sub("<id>", shape)
    for ticker in extract_tickers(shape):
        shape = re.sub(rf"(?<![\w$]){re.escape(ticker)}(?!\w)", "<sym>", shape, flags=re.I)
    if not _is_shouting(shape):
        # Names and codes in capitals vary from post to post of one alert ("CBBC KO: 68437 HSI
        # bull (CT)", "... TENCENT bear (SG)"); a shouted headline keeps its words.
        shape = _CAPS_TOKEN_RE.sub("<sym>", shape)
    # A sign is part of the number: "Δnet -0.79" and "Δnet +1.36" are one line shape.
    shape = _SIGNED_NUMBER_RE.sub("<n>", shape)
    shape = re.sub(r"\s+", " ", shape.lower()).strip()
    return shape[:200]


# A bot's format words: a symbol written in the same place (the same few characters around
# it, digits masked) in this share of its posts, or of those that open alike (their first
# FORMAT_PREFIX_TOKENS tokens, masked as template_key masks them), at least FORMAT_MIN_POSTS
# of them, while those posts name other symbols besides ("📢 EGX disclosure | ORWE | ...",
# "📢 EGX disclosure | CIRA | ..."; a daemon's host "risk-jkt-01" in every heartbeat): the
# source's label, not the name a post is about. An agent's reports that all discuss a held
# name write it in ever different places: that name is what they are about.
FORMAT_MIN_POSTS = 4
FORMAT_SHARE = 0.6
FORMAT_MIN_OTHER_NAMES = 3
FORMAT_PREFIX_TOKENS = 3
FORMAT_CONTEXT_CHARS = 12
_DIGITS_RE = re.compile(r"\d+")


@lru_cache(maxsize=16384)
def _post_symbols(post: str) -> tuple[str, frozenset[str], frozenset[tuple[str, str, str]]]:
    """A post's opening, its symbols, and each symbol with the characters either side of
    each place it is written (digits masked). Cached: the live digest reads a window's
    lookback again on every pass."""
    symbols = frozenset(extract_tickers(post))
    placed = set()
    for symbol in symbols:
        for match in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(symbol)}(?![A-Za-z0-9])", post):
            before = post[max(0, match.start() - FORMAT_CONTEXT_CHARS):match.start()]
            after = post[match.end():match.end() + FORMAT_CONTEXT_CHARS]
            placed.add((symbol, _DIGITS_RE.sub("0", before), _DIGITS_RE.sub("0", after)))
    return " ".join(template_key(post).split()[:FORMAT_PREFIX_TOKENS]), symbols, frozenset(placed)


post_symbols_cache = _post_symbols   # holds post text: emptied on erasure (memory.digest.TEXT_CACHES)


def format_words(posts: list[str]) -> frozenset[str]:
    """The symbols one bot writes in one place in most of its posts, or of its posts of one
    opening (see FORMAT_SHARE)."""
    if len(posts) < FORMAT_MIN_POSTS:
        return frozenset()
    read = [_post_symbols(post) for post in posts]
    openings: dict[str, list] = {}
    for post in read:
        openings.setdefault(post[0], []).append(post)
    words: set[str] = set()
    for alike in (read, *openings.values()):
        if len(alike) < FORMAT_MIN_POSTS:
            continue
        places = Counter(place for _, _, placed in alike for place in placed)
        constant = {symbol for (symbol, _, _), n in places.items() if n >= FORMAT_SHARE * len(alike)}
        if len(set().union(*(symbols for _, symbols, _ in alike)) - constant) >= FORMAT_MIN_OTHER_NAMES:
            words |= constant
    return frozenset(words)


def post_shape(message: MessageView) -> str:
    """A bot post's template key: its text's shape, or for an embed-only post its embeds'
    structure (title shape and field names): every field value varies, but one bot's
    order, fill or status embeds keep their titles and fields (an empty key had made every
    embed-only post of a bot one template: a news bot's circular counted as status)."""
    if (message.content or "").strip() or not message.embeds:
        return template_key(message.content or message_text(message))
    return template_key(" | ".join(f"[embed: {embed.get('title') or ''}] " + ",".join(
        str(field.get("name", "")) for field in embed.get("fields") or () if isinstance(field, dict))
        for embed in message.embeds if isinstance(embed, dict)))


def _stage(event_type: str, text: str) -> str | None:
    lowered = text.lower()
    if event_type == "trade_proposal":
        return "proposed"
    if event_type == "trade_approval":
        return "rejected" if _REJECT_RE.search(lowered) else "approved"
    if event_type == "no_route_decision" and re.search(r"\breject|\bdeclin|\bveto|\bdenied", lowered):
        return "rejected"
    if event_type == "trade_confirmation":
        if _CANCELLED_RE.search(lowered):
            return "cancelled"
        if re.search(r"\breject", lowered):
            return "rejected"
        return "confirmed"
    if event_type == "trade_fill":
        if re.search(r"\bstopped out\b|\bstop (?:hit|triggered)", lowered):
            return "stop"
        if re.search(r"\b(?:target|tp\d?|tgt) (?:hit|reached|filled)", lowered):
            return "target"
        return "filled"
    if event_type == "stop_or_target_change":
        stop = re.search(r"\b(?:stop|sl)\b", lowered)
        target = re.search(r"\b(?:target|tgt|tp\d?|take[\s-]?profit)\b", lowered)
        if stop and (not target or stop.start() <= target.start()):
            return "stop"
        return "target" if target else "stop"
    if event_type == "risk_limit" and (trade_ids(text) or re.search(r"\bresiz|\bblock|\bclip|\breduc", lowered)):
        return "advised"
    return None


def _excerpt_pieces(event: HardEvent) -> list[str]:
    return event.excerpt.split(EXCERPT_JOINER)


def _event(event_type: str, excerpt: str, *, tier: str, rule: str, stage: str | None = None,
           confidence: str = "strong", facts: dict | None = None) -> HardEvent:
    return HardEvent(event_type, excerpt, confidence, tier=tier, rule=rule, stage=stage, facts=facts or {})


def _first_sentences(text: str, limit: int = MARK_EXCERPT_CHARS) -> str:
    pieces: list[tuple[int, int]] = []
    for start, end in split_sentences(text):
        if pieces and end - pieces[0][0] > limit:
            break
        pieces.append((start, end))
    if not pieces:
        return text[:limit]
    return text[pieces[0][0]:pieces[-1][1]]


def _guess_type(text: str) -> str:
    """The likeliest type of a message marked as important that no rule typed."""
    lowered = text.lower()
    for event_type, _stage_name, pattern in _STAGE_WORDS:
        if pattern.search(lowered):
            return event_type
    if re.search(r"\b(?:limit|cap|breach|drawdown|exposure|margin)\b", lowered):
        return "risk_limit"
    if re.search(r"\bthesis|\bview\b|\bbullish|\bbearish", lowered):
        return "thesis_update"
    if _NEWS_RE.search(lowered):
        return "held_position_news"
    return "trade_proposal"


# --------------------------------------------------------------------------- the steps


@dataclasses.dataclass
class _State:
    message: MessageView
    context: ClassifyContext
    text: str
    base: Classification
    events: list[HardEvent]
    category: str
    noise_kind: str | None
    trace: list[str]
    aliases: list[tuple[str, str]]
    instruments: list[str]
    template: str | None = None
    relayed: bool = False      # the words are another firm's, relayed by a bridge
    judged: bool = False       # a rule read an event here and a later check dropped it
    foreign_account: str = ""  # the order records are for an account the channel never names
    child_order: bool = False  # the message is an execution algo's slice of a parent order
    framed: frozenset[str] = frozenset()  # speech frames that made its events talk (paper, hypothetical...)

    def drop(self, event: HardEvent, why: str) -> None:
        self.events.remove(event)
        self.judged = True
        self.trace.append(f"dropped {event.event_type} ({event.rule or 'rule'}): {why}")

    def revise(self, event: HardEvent, **changes) -> None:
        """Replace `event`, in its place, by a copy with `changes`."""
        self.events[self.events.index(event)] = dataclasses.replace(event, **changes)


def _record_frames(record) -> list[str]:
    """A record's paper or sandbox frames, its fields read both as words and as written
    ("acct=paper-sandbox", "paper=true")."""
    return frames(record.words.replace("_", " ")) or frames(" ".join(f"{k}={v}" for k, v in record.fields).lower())


def _structured(state: _State) -> None:
    # (a linked headline's fields, tickers and sentiment, are news, not a bot's status)
    records = records_of(state.message.content or "",
                         tuple(embed for embed in state.message.embeds if not _is_article(embed)))
    if not records:
        return
    verdicts = [judge(record, author_name=state.message.author_name) for record in records]
    # A paper account's or a sandbox's order is not the desk's ("acct=paper-sandbox").
    paper = [v for v in verdicts if v.event_type and _record_frames(v.record)]
    if paper:
        for event in list(state.events):
            if event.event_type in TRADE_STAGE_TYPES:
                state.drop(event, "structured record of a paper/sandbox account")
        state.category = "chatter" if not state.events else state.category
        shown = ", ".join(_record_frames(paper[0].record))
        if "paper" in shown:
            # no later rule reads a paper account's order fields as the desk's ("env":"paper")
            state.framed |= {"paper"}
        state.trace.append(f"{paper[0].rule}: {shown} record, not the desk's")
        return
    state.child_order = bool(records) and all(is_child(record) for record in records)
    orders = [v for v in verdicts if v.event_type in TRADE_STAGE_TYPES]
    if orders and all(is_foreign_account(account_tokens(v.record), state.context.accounts) for v in orders):
        for event in list(state.events):
            if event.event_type in TRADE_STAGE_TYPES:
                state.drop(event, "an order record for an account the channel never names")
        state.category = "chatter" if not state.events else state.category
        state.foreign_account = "/".join(sorted(token for token in account_tokens(orders[0].record)
                                                if not token.startswith(ACCOUNT_HEAD)))
        state.trace.append(f"{orders[0].rule}: account {state.foreign_account} is not one this channel names:"
                           " another desk's")
        return
    typed = [v for v in verdicts if v.event_type]
    if typed:
        if any(v.certain for v in typed) and _is_its_records(state, typed):
            # The message is its record: a phrase rule's guess inside its fields ("150=4"
            # read as a fill) gives way to what the fields say.
            kinds = {v.event_type for v in typed}
            for event in list(state.events):
                if event.tier != "certain" and event.confidence != "tagged" and event.event_type not in kinds:
                    state.drop(event, "the message's record types it")
        for verdict in typed:
            excerpt = _record_excerpt(state, verdict.record)
            tier = "certain" if verdict.certain else "possible"
            recorded = record_facts(verdict.record)
            existing = next((e for e in state.events if e.event_type == verdict.event_type), None)
            if existing is not None:
                # The record carries the facts the phrase rule's sentence may not ("order
                # proposal attached: ```json {...}```"): the excerpt keeps both.
                merged = existing.excerpt
                if excerpt not in merged:
                    merged += EXCERPT_JOINER + excerpt
                state.revise(existing, excerpt=merged, tier="certain" if verdict.certain else existing.tier,
                             rule=verdict.rule if verdict.certain else existing.rule,
                             stage=verdict.stage or existing.stage, facts={**recorded, **existing.facts})
            else:
                state.events.append(_event(verdict.event_type, excerpt, tier=tier, rule=verdict.rule,
                                           stage=verdict.stage, facts=recorded))
            state.trace.append(f"{verdict.rule}: {verdict.event_type} ({tier})")
        return
    machine = [v for v in verdicts if v.record.source in ("kv", "json", "embed")]
    # A status prefix ("line=DESK spk=hank conf=0.91 | sell ten lots ...") does not make the
    # words after it status: only a message that is its records (or an embed's) is status.
    whole = _is_its_records(state, machine) or any(v.record.span is None for v in machine)
    if machine and whole and all(v.status_only for v in machine) and not any(
            e.confidence == "tagged" for e in state.events):
        # Fail-open: a record whose fields name no trade fact is status, unless a phrase rule
        # read an order's stage in its words with a side and a size or price beside it ("Fill
        # · SELL 300 @ 67.90" in a description): that stays as a possible event, for the
        # fields may be unnamed. (A FIX heartbeat's numbers are no order.)
        # (a status embed under a line of the bot's own words, "🟢 PX-7LDT exécuté 1 500/1 500
        # @ 601,91", leaves that line's order stage with its figures)
        own_words = bool(state.message.content.strip()) and not _is_its_records(state, machine)
        kept = [e for e in state.events if e.event_type in TRADE_STAGE_TYPES and e.confidence != "weak"
                and side_with_figures(e.excerpt, side_optional=own_words)]
        for event in list(state.events):
            if event in kept:
                state.revise(event, tier="possible")
            else:
                state.drop(event, "structured status record without trade facts")
        if not kept and state.context.template_count <= 1 and any(
                v.kind == "status" and names_an_id(v.record) for v in machine):
            # Status is what recurs. A bot's record seen once that names an order, a ticket
            # or an item by its id is about that thing, even when no key read as a side, a
            # size or a price: fail-open, a possible decision (session 25).
            state.category = "maybe"
            state.trace.append(f"{machine[0].rule}: a one-off record naming an id: maybe")
        elif not kept:
            state.category, state.noise_kind = "noise", state.noise_kind or "status"
            state.trace.append(f"{machine[0].rule}: status output, counted")
        else:
            state.trace.append(f"{machine[0].rule}: status fields, but its words name an order's stage: possible")


def _is_its_records(state: _State, verdicts: list) -> bool:
    """Whether the records found in the message's text are (nearly) all of its content."""
    content = (state.message.content or "").strip()
    covered = sum(b - a for a, b in (v.record.span for v in verdicts if v.record.span))
    return not content or covered >= 0.8 * len(content)


def _role_line(line: str) -> bool:
    """A "key: value" line whose key names a trade fact (side, size, price, symbol, id, levels)."""
    key = line.split(":", 1)[0]
    return ":" in line and part_role(key) in ("side", "size", "price", "symbol", "id", "stop", "target", "limit",
                                            "status")


def _record_excerpt(state: _State, record) -> str:
    if record.source == "embed" or record.span is None:
        embeds = [embed_text(e) for e in state.message.embeds]
        line = next((t for t in embeds if t in state.text), None)
        return line or _first_sentences(state.text)
    start, end = record.span
    content = state.message.content
    if "\n" in content[start:end].strip():
        # A multi-line record (a fenced YAML block): its lines that carry a trade fact.
        lines = [line.strip(" -") for line in content[start:end].split("\n")]
        kept = [line for line in lines if line and _role_line(line)]
        return " · ".join(kept) or _first_sentences(content[start:end])
    line_start = content.rfind("\n", 0, start) + 1
    line_end = content.find("\n", end)
    return content[line_start: line_end if line_end >= 0 else len(content)].strip() or content[start:end]


_RELAYED_AUTHOR_RE = re.compile(r"^@\w|^https?://(?:x|twitter)\.com|\b(?:tweet|ct|twitter|x\.com)\b", re.I)


def _quoted(text: str, piece: str) -> bool:
    """The piece sits on a quoted line ("> ansem: 'closed the eth long'") or in a relayed post."""
    at = text.find(piece)
    if at < 0:
        return False
    line_start = text.rfind("\n", 0, at) + 1
    return text[line_start:at].lstrip().startswith(">")


# A short line in lower case may name the desk's instruments as plain words ("b 3k crvg
# 9.11 stp 7.70", "out eskb calls, all 10, mkt"). Read as at most this long.
KNOWN_NAMES_MAX_CHARS = 160
_NOT_TICKERS = vocabulary.words("not_tickers")
_LOWER_WORD_RE = re.compile(r"(?<![\w$@#/.-])[a-z][a-z0-9]{2,5}(?![\w/-])")


def _known_names(state: _State) -> None:
    """Read a terse line's lower-case words that name an instrument the desk holds, watches
    or traded recently as those instruments: the text rules judge it again with the names
    written as symbols, and what they find is cut from the message's own text (the same
    offsets, so every excerpt stays verbatim)."""
    # (a person's "s 15 fesx 5601 lmt" reads as counters until fesx reads as FESX)
    readable = ("chatter", "maybe") if state.message.author_bot else ("chatter", "maybe", "noise")
    if state.events or state.category not in readable or len(state.text) > KNOWN_NAMES_MAX_CHARS:
        return
    context = state.context
    known = context.held | context.watchlist | {i for p in context.recent for i in p.instruments}
    if not known:
        return
    words = [m for m in _LOWER_WORD_RE.finditer(state.text)
             if m.group().upper() in known and m.group().upper() not in _NOT_TICKERS]
    if not words:
        return
    spelled = list(state.text)
    for match in words:
        spelled[match.start():match.end()] = match.group().upper()
    upper = "".join(spelled)
    again = classify(upper, author_name=state.message.author_name, author_bot=state.message.author_bot)
    if again.category not in ("hard", "maybe") or (again.category == "maybe" and state.category == "maybe"):
        return
    for event in again.events:
        pieces = []
        for piece in event.excerpt.split(EXCERPT_JOINER):
            at = upper.find(piece)
            pieces.append(state.text[at:at + len(piece)] if at >= 0 else piece)
        state.events.append(dataclasses.replace(event, excerpt=EXCERPT_JOINER.join(pieces),
                                                rule=f"{event.rule}+known_names"))
    state.category = again.category
    state.trace.append(f"names the desk knows in lower case ({', '.join(sorted({m.group() for m in words}))}):"
                       f" read again as {again.category}")


def _is_titled_table(text: str) -> bool:
    """A title line, then mostly table rows (a fenced block or "|" rows)."""
    lines = [line for line in text.split("\n")[1:] if line.strip()]
    if len(lines) < 2:
        return False
    fenced, rows = False, 0
    for line in lines:
        if is_fence(line):
            fenced = not fenced
            rows += 1
        elif fenced or line.lstrip().startswith("|"):
            rows += 1
    return rows >= 0.6 * len(lines)


def _speech_acts(state: _State) -> None:
    desk = state.context.desk
    relayed = any(_RELAYED_AUTHOR_RE.search(str(embed.get("author") or "")) or
                  _RELAYED_AUTHOR_RE.search(str(embed.get("url") or "")) for embed in state.message.embeds)
    restated = restates(state.text.lower())
    # A title frames the whole report: "### Keel · backtest: ...", "Paper book — fills".
    title = next((line for line in state.text.split("\n") if line.strip()), "").lower()
    # A title that dates its table ("tca 04-13 — yesterday's parents", then the rows) frames
    # the rows as history too; over prose it may be background only.
    title_frames = ("paper", "hypothetical", "history") if _is_titled_table(state.text) else ("paper", "hypothetical")
    titled = [f for f in frames(title, other_desks=desk.other_desks, paper_words=desk.paper_words,
                                at_ms=state.message.created_at_ms) if f in title_frames]
    # (a bot's record is framed by its title only: "TCA · executions of 03/12")
    record_framed = bool(titled)
    if len(state.text) <= TERSE_WHOLE_CHARS:
        # A short message is one thought: "this reminds me of ftx week. i s 40k sol-perp @ 30".
        titled += [f for f in frames(state.text.lower(), other_desks=desk.other_desks, paper_words=desk.paper_words,
                                     at_ms=state.message.created_at_ms) if f in ("history", "hypothetical")]
    for event in list(state.events):
        if event.rule == "news.flagged" and any("other_desk" in frames(piece.lower(), other_desks=desk.other_desks)
                                                for piece in _excerpt_pieces(event)):
            # "heads up from macro: we sold 400 SPY": a flag over another desk's trade, not news.
            state.drop(event, "speech act: another desk's trade, flagged")
            continue
        if event.rule == "news.held":
            # "back in march i held NVDA puts thru earnings": a holding told as history holds nothing now.
            told = [f for piece in _excerpt_pieces(event)
                    for f in frames(piece.lower(), at_ms=state.message.created_at_ms)
                    if f in ("history", "hypothetical", "paper", "other_desk")]
            # (A headline's past tense is its news: "Strategy 8-K: bought 1,500 BTC last week".)
            if told and _headline(state) is None:
                state.drop(event, f"speech act: a holding told as {', '.join(sorted(set(told)))}")
            continue
        # Frames judge whose trade it is: routing, news and theses are judged by their own rules.
        # A limit a phrase rule found is the desk's only when said of now: a backtest's or a
        # simulation's drawdown, a breach told as history or one supposed are no limit event.
        judged_limit = event.event_type == "risk_limit" and event.tier == "possible" \
            and event.confidence != "tagged" and not event.rule.startswith(("structured", "desk", "id"))
        # (A machine's record is judged by its fields; one a person pastes is their speech:
        # "old ticket from last October: TW FILL ... posting for the audit, not a new trade".)
        # (... unless its title frames the record: a bot's "TCA · executions of 03/12" table.)
        if (event.event_type not in TRADE_STAGE_TYPES and not judged_limit) \
                or event.rule.startswith(IDIOM_RULE_PREFIX) or (
                event.rule.startswith("structured") and not relayed and state.message.author_bot and not record_framed):
            if event.event_type in ("route_decision", "no_route_decision") and event.confidence != "tagged" \
                    and any("paper" in frames(piece.lower(), paper_words=desk.paper_words)
                            for piece in _excerpt_pieces(event)):
                # "Paper portfolio: bought 10,000 OPAP (simulated, not routed)": a paper trade
                # is never routed; that says nothing about what the desk decided.
                state.drop(event, "speech act: paper")
            continue
        found: list[str] = []
        for piece in _excerpt_pieces(event):
            found += frames(piece.lower(), other_desks=desk.other_desks, paper_words=desk.paper_words,
                            at_ms=state.message.created_at_ms)
            if _quoted(state.text, piece) or (relayed and piece.startswith("[embed")):
                found.append("quoted")
        if restated and (event.confidence != "tagged" or restates(title)):
            found.append("restatement")
        found += titled
        if event.confidence == "tagged":
            # A tag is the desk's own label: only a paper trade, another desk's trade or a title that
            # says it restates ("... (not proposals)") overrides it.
            found = [f for f in found if f in ("paper", "other_desk", "restatement")]
        if found:
            state.drop(event, f"speech act: {', '.join(sorted(set(found)))}")
            state.framed |= set(found)
    if not state.events and state.category in ("hard", "maybe"):
        # A long report is judged by its title and the sentences that read like its decision:
        # "paper" or "a month ago" in its analysis does not frame "we bid for one Forties cargo".
        # (Only a decision said in the first person: a research report's "central-bank gold
        # buying (70 t)" is still judged with the rest of the report, and a report that
        # disowns its flow, "none of it ours", stays disowned.)
        decisions = [sentence for sentence in decision_sentences(state.text) if _FIRST_PERSON_RE.search(sentence)] \
            if len(state.text) > TERSE_WHOLE_CHARS else []
        found = frames(state.text.lower(), other_desks=desk.other_desks, paper_words=desk.paper_words,
                       at_ms=state.message.created_at_ms)
        if decisions and "other_desk" not in found:
            found = frames("\n".join([title, *decisions]).lower(), other_desks=desk.other_desks,
                           paper_words=desk.paper_words, at_ms=state.message.created_at_ms)
        if found or state.category == "hard":
            state.category = "chatter"
            if found:
                state.framed |= set(found)
                state.trace.append(f"speech act: {', '.join(sorted(set(found)))}; not a decision")


def _report_facts(state: _State) -> None:
    """In a long report, a fill, confirmation or approval that only a phrase rule found
    must name its order: a quantity or an order id in its own sentences. Reports say
    "filled", "closed", "cleared" and "working orders" in statistics and market colour
    ("99% filled by value", "VIX closed 17.88") far more often than they report an
    execution, and the execution a report does carry says what was done."""
    if len(state.text) < REPORT_MIN_CHARS:
        return
    for event in list(state.events):
        if (event.event_type not in ("trade_fill", "trade_confirmation", "trade_approval") or event.tier == "certain"
                or event.confidence == "tagged" or event.rule.startswith(("structured", "reply", "id", "desk"))):
            continue
        facts = trade_facts(" ".join(_excerpt_pieces(event)))
        if not (facts.get("size") or facts.get("ids")):
            state.drop(event, "a report's sentence naming no quantity or order id")


def _bot_tag_names_its_trade(state: _State) -> None:
    """A bot's tag over a trade's stage ("[FILL]", "ack:") is certain when its line names the
    trade: a side, a size, a price, a level or an order id. Over a line naming none ("ack:
    picked up task 4713", "NDF confirms: 1 outstanding") the tag is the bot's own word for
    its work: such lines were decisions 9 times in 31 on the held-out desks (tuned: 1 in 2;
    with a fact, 128 in 134 and 56 in 64). Kept, as a possible event: shown unsure."""
    if not state.message.author_bot:
        return
    for event in list(state.events):
        if event.confidence != "tagged" or event.tier != "certain" or event.event_type not in TRADE_STAGE_TYPES:
            continue
        if trade_fact_count(event.excerpt) or trade_ids(event.excerpt) \
                or any(event.facts.get(key) for key in _TRADE_NAMING_FACTS):
            continue
        state.revise(event, tier="possible")
        state.trace.append(f"{event.event_type} ({event.rule}): a bot's tag over a line naming no trade: possible")


_TRADE_NAMING_FACTS = ("ids", "side", "size", "price", "stop", "target")


# Whose words a report's sentence is: the desk's own (first person, a mention, an order
# verb leading it, a label leading it, an explicit pass) rather than a description of markets.
_REPORT_VOICE_RE = re.compile(
    rf"\b(?:{FIRST_PERSON_SUBJECTS}|my|our|us|me|let's)\b|@[\w-]+"
    r"|^\W*(?:buy|sell|short|cover|add|trim|exit|close|cancel|move|raise|lower|set|send|route|flatten|hedge|roll)\b"
    r"|^\W*[A-Z][^:\n]{1,40}:\W*\s"
    r"|\b(?:no (?:desk )?action|not rout\w*|no[\s-]route|the proposal is|recommend\w*|the desk|this desk)\b",
    re.I)


def _names_an_order(text: str) -> bool:
    """A side with a size or a price, or an order id: an order, whoever's voice it is in."""
    return bool(trade_ids(text)) or side_with_figures(text)


def _report_voice(state: _State) -> None:
    """In a long report, a sentence a phrase rule only guessed at is a decision when the desk
    says it ("we are raising conviction", "Routing the GCZ6 item to @Hank", "no desk
    action"); a report's market description ("VIX closed 17.73", "the monthly carries a
    third of it") is analysis, however many trading words it holds. News is judged by what
    the desk holds, not by voice, and a risk engine's limit by the engine's."""
    if len(state.text) < LONG_REPORT_CHARS:
        return
    for event in list(state.events):
        if (event.tier == "certain" or event.confidence == "tagged" or event.event_type in NEWS_TYPES
                or event.rule.startswith(("structured", "reply", "id", "desk", "ticket", "named"))
                or (event.event_type == "risk_limit" and state.message.author_bot)):
            continue   # (a risk engine's table enforcing a limit speaks for the engine)
        pieces = _excerpt_pieces(event)
        if event.event_type == "risk_limit" and any(_BOUND_WORD_RE.search(p.lower()) and _NUMBER_RE.search(p)
                                                    for p in pieces):
            continue   # a limit with its number ("max contracts per trade drops to 8") is the desk's rule
        if not any(_REPORT_VOICE_RE.search(piece) or _names_an_order(piece) for piece in pieces):
            state.drop(event, "a report's sentence in no one's voice: market description")
    if not state.events and state.category in ("hard", "maybe"):
        sentences = [state.text[s:e] for s, e in split_sentences(state.text)]
        if not any(_REPORT_VOICE_RE.search(sentence) and _NUMBER_RE.search(sentence) for sentence in sentences):
            state.category = "chatter"
            state.trace.append("a long report with no sentence in the desk's voice: analysis")


def _idioms(state: _State) -> None:
    idioms = state.context.desk.idioms
    if not idioms:
        return
    sentences = _analyse(state.text)
    for idiom in idioms:
        for sentence in sentences:
            if not idiom.regex.search(sentence.norm):
                continue
            if idiom.needs_facts and not (sentence.has_facts or sentence.has_level or sentence.has_percent):
                continue
            raw = state.text[sentence.start:sentence.end]
            if idiom.event_type == "not_hard":
                for event in list(state.events):
                    if raw in event.excerpt:
                        state.drop(event, f"desk idiom {idiom.name!r} says not hard")
                if not state.events and state.category in ("hard", "maybe"):
                    state.category = "chatter"
                continue
            if any(e.event_type == idiom.event_type and raw in e.excerpt for e in state.events):
                continue
            state.events.append(_event(idiom.event_type, raw, tier=idiom.tier,
                                       rule=f"{IDIOM_RULE_PREFIX}{idiom.name}", stage=idiom.stage))
            state.trace.append(f"desk idiom {idiom.name!r}: {idiom.event_type}")
            break


_MARKET_SUBJECT_RE = vocabulary.regex("news_market_subject", re.I)
_MARKET_MOVE_RE = vocabulary.regex("news_market_move", re.I)
_NEWS_EVENT_RE = vocabulary.regex("news_event", re.I)


def market_colour(headline: str) -> bool:
    """A wrap, a recap, an imbalance, or the market as a whole moving with nothing happening
    to a name ("Nifty ends lower; VIX firms ahead of expiry", "HK close wrap — HSI closed
    17,675"): the brief's generic market colour, not news on what the desk holds."""
    title = headline.split(" — ", 1)[0]
    if COLOUR_LABEL_RE.search(title):
        return True
    return bool(_MARKET_SUBJECT_RE.search(title) and _MARKET_MOVE_RE.search(title)
                and not _NEWS_EVENT_RE.search(title))


def _drop_news_of_market_colour(state: _State) -> None:
    """A headline of market colour types no news, whatever names its body lists."""
    for event in list(state.events):
        if event.event_type in ("held_position_news", "watchlist_news") and event.confidence != "tagged" \
                and event.tier != "certain":
            state.drop(event, "market colour, not news on a name")
    if not state.events and state.category == "hard":
        state.category = "chatter"


def _news(state: _State) -> None:
    """Re-type news by what the desk holds or watches, named however the text names it."""
    held_legs, watch_legs = currency_legs(state.context.held), currency_legs(state.context.watchlist)
    held, watch = state.context.held | held_legs, state.context.watchlist | watch_legs
    legs = held_legs | watch_legs

    def named(text: str) -> tuple[list[str], list]:
        roots, hits = state.context.desk.aliases.instruments(text)
        if _shouted(text):
            # A wire's all-caps headline ("*APPLE SMARTPHONE SHIPMENTS FELL*") names companies
            # as the alias table writes them only once it is read in title case.
            loud = state.context.desk.aliases.names_in(text.title())
            hits = [*hits, *loud]
            roots = [*roots, *(root for _, root in loud if root not in roots)]
            # ... and a held or watched symbol as itself ("S&P REVISES ENEL OUTLOOK"), which
            # ticker extraction leaves alone in a text that is all capitals
            roots += [root for root in sorted(held | watch) if len(root) >= 3 and root not in roots
                      and written_as_word(root, text)]
        by_company = named_by_company(text, held | watch) - set(roots)
        by_company |= (_names_written_before(text, state.context.names) & (held | watch)) - set(roots)
        label = state.context.format_words
        return [root for root in [*roots, *legs_named(text, legs), *by_company] if root not in label], hits

    headline = _headline(state)
    author = state.message.author_name
    titles = " ".join(str(embed.get("title") or "") for embed in state.message.embeds) or state.text[:80]
    if state.message.author_bot and _MARKET_PRINT_TITLE_RE.search(titles):
        # "🐋 Unusual flow · SMCI ... Side ABOVE ASK · SWEEP": a scanner's print of someone's
        # trade, however order-shaped its record: never the desk's order.
        for event in list(state.events):
            if event.event_type in TRADE_STAGE_TYPES:
                state.drop(event, "a market scanner's print, not the desk's order")
        if not state.events and state.category in ("hard", "maybe"):
            state.category, state.noise_kind = "noise", state.noise_kind or "status"
            state.trace.append("a market scanner's print: the market's, counted")
    if state.message.author_bot and ((headline is not None and _NEWS_AUTHOR_RE.search(author))
                                     or _DATA_FEED_AUTHOR_RE.search(author)):
        # A wire's words are the news's, not the desk's: "swaps routed to ..." routes nothing;
        # a market-data feed's lines ("LONG AVAX-PERP $2.18M @ 32.64 bybit") are the market's.
        for event in list(state.events):
            if event.tier == "possible" and event.event_type not in ("held_position_news", "watchlist_news"):
                state.drop(event, "words of a news post, not a desk decision")
        if not state.events and state.category == "hard":
            state.category = "maybe"
        # (its sides are the market's, "LONG BTC-PERP $1.09M" liquidated; a level, an id,
        # a flag or news may still be the desk's business)
        if headline is None and not state.events and state.category == "maybe" \
                and not (_NEWS_RE.search(state.text.lower()) or _LEVEL_OR_CHANGE_RE.search(state.text)
                         or trade_ids(state.text) or _FLAGGED_RE.search(state.text)):
            state.category, state.noise_kind = "noise", state.noise_kind or "status"
            state.trace.append("a market-data feed's line: the market's, counted")
    for event in list(state.events):
        # "Watchlist heute: Nordic Q1-27, THE Q1-27" lists names: the desk's standing state
        # (memory.classify.holdings reads it), not news on them.
        if event.event_type == "watchlist_news" and (_declares_watchlist(event.excerpt) or (
                _declares_watchlist(state.text) and not _NEWS_RE.search(event.excerpt.lower()))):
            state.drop(event, "a watchlist declaration, not news")
            if not state.events and state.category == "hard":
                state.category = "chatter"
    _labelled_news(state, named, held, watch)
    colour = headline is not None and market_colour(headline)
    if colour:
        _drop_news_of_market_colour(state)
    if not (held or watch) or state.relayed:
        return   # (another firm's colour on a name we hold is its colour, not news)
    restated = restates(state.text.lower())
    for event in list(state.events):
        if event.event_type not in ("held_position_news", "watchlist_news"):
            continue
        if restated and event.confidence != "tagged" and len(state.text) > _NEWS_MESSAGE_CHARS:
            state.drop(event, "a report that says it restates (for the record, not proposals)")
            continue
        roots, _ = named(event.excerpt)
        if held and event.confidence != "tagged" and event.event_type == "held_position_news" \
                and not set(roots) & (held | watch) and not (
                    len(state.text) <= _NEWS_MESSAGE_CHARS and _is_held(event.excerpt.lower())):
            # (a sentence that says "we're holding 300" is its own evidence)
            state.drop(event, "news names no instrument the desk holds or watches")
            continue
        if event.confidence == "tagged" and held and watch and not set(roots) & (held | watch) \
                and _names_others(event.excerpt, state.context.names):
            # A "Headline:" label says news, not whose: on names the desk neither holds nor
            # watches (both lists known, the names recognised) it is market news.
            state.drop(event, "a labelled headline on names neither held nor watched")
            continue
        if set(roots) & held and event.event_type != "held_position_news":
            state.revise(event, event_type="held_position_news", rule="news.held_alias")
            state.trace.append(f"news on held {sorted(set(roots) & held)}")
    if not state.events and state.category == "hard":
        state.category = "chatter"
    if state.events or state.category not in ("maybe", "chatter", "noise"):
        return
    if headline is not None and not colour:
        roots, hits = named(headline)
        on_held, on_watch = set(roots) & held, set(roots) & watch
        if not (on_held or on_watch) and _shouted(headline) and (lede := _line_after(state.text, headline)):
            # A wire's flash in capitals names a company as it never writes it ("*LEONARDO WINS
            # ..."); its lede, in ordinary case, names it as the book does ("Leonardo SpA won").
            roots, hits = named(_first_sentence(lede.lstrip("> ")) or lede)
            on_held, on_watch = set(roots) & held, set(roots) & watch
        # A wire's headline is judged as news, not as the desk's own words: "paper" or
        # "another desk" frames ("testnet forks slip") say nothing about whose trade it is.
        # Only the title itself can retell an old story: "last week's comments" in a wire's
        # body is background of today's news.
        title = _DATA_PERIOD_RE.sub(" ", headline.split(" — ", 1)[0].lower())
        retold = [f for f in frames(title) if f in ("hypothetical", "history")]
        if (on_held or on_watch) and not retold:
            event_type = "held_position_news" if on_held else "watchlist_news"
            excerpt = headline
            if (lede := _lede_under_label(state.text, headline)):
                excerpt += EXCERPT_JOINER + lede
            elif (beside := _sentence_naming_the_book(state.text, headline, named, (held | watch) - set(roots))):
                excerpt += EXCERPT_JOINER + beside
            state.events.append(_event(event_type, excerpt, tier="possible",
                                       rule="news.headline_held" if on_held else "news.headline_watched"))
            state.aliases += [hit for hit in hits if hit[1] in (on_held | on_watch)]
            state.trace.append(f"headline on {'held' if on_held else 'watched'} {sorted(on_held or on_watch)}"
                               + (f" via {', '.join(name for name, _ in hits)}" if hits else ""))
            return
        known_elsewhere = state.category == "maybe" and held and watch and not _FLAGGED_RE.search(state.text)
        if known_elsewhere:
            state.category = "chatter"
            state.trace.append("headline on names not held or watched: not a decision")
            if retold:
                return
        if not retold and state.category == "chatter":
            _news_in_sentences(state, named, held, watch)
            if not state.events:
                # The names are on neither list, but the lists a channel states are seldom
                # whole: a book written by ticker and news by company, a watchlist never
                # written down. Kept fail-open, as its headline, by a rule measured rarely
                # right: shown among the unsure while room is left.
                excerpt = headline
                if (lede := _lede_under_label(state.text, headline)):
                    excerpt += EXCERPT_JOINER + lede
                state.events.append(_event("watchlist_news", excerpt, tier="possible",
                                           rule=UNPLACED_HEADLINE_RULE))
                state.trace.append("headline on names not known held or watched: kept unsure")
            return
    _news_in_sentences(state, named, held, watch)


def _news_in_sentences(state: _State, named, held: frozenset[str], watch: frozenset[str]) -> None:
    """News on a held or watched name in a sentence of the post, not its headline."""
    if state.category == "noise" or restates(state.text.lower()):
        return
    if not state.message.author_bot:
        _lead_news(state, named, held, watch)
        return
    short_message = len(state.text) <= _NEWS_MESSAGE_CHARS
    for start, end in split_sentences(state.text):
        sentence = state.text[start:end]
        lowered = sentence.lower()
        if not _NEWS_RE.search(lowered) or frames(lowered) or lowered.rstrip().endswith("?"):
            continue
        roots, hits = named(sentence)
        if not short_message:
            continue  # a long report's analysis sentence is commentary, not a headline
        on_held, on_watch = set(roots) & held, set(roots) & watch
        if on_held or on_watch:
            event_type = "held_position_news" if on_held else "watchlist_news"
            state.events.append(_event(event_type, sentence, tier="possible",
                                       rule="news.held_alias" if on_held else "news.watch_alias"))
            state.aliases += [hit for hit in hits if hit[1] in (on_held | on_watch)]
            state.trace.append(f"news on {'held' if on_held else 'watched'} {sorted(on_held or on_watch)}"
                               + (f" via {', '.join(name for name, _ in hits)}" if hits else ""))
            return
    if state.category == "maybe" and held and watch and not state.events and not _FLAGGED_RE.search(state.text):
        # A headline on names the desk neither holds nor watches is not a decision of the desk.
        sentences = [state.text[s:e].lower() for s, e in split_sentences(state.text)]
        news_like = [s for s in sentences if _NEWS_RE.search(s) or _SIGNED_MOVE_RE.search(s)]
        if news_like and not any(side_of(s) for s in sentences) and not re.search(
                r"\b(?:we|i|our|my)\b", state.text.lower()):
            state.category = "chatter"
            state.trace.append("headline on names not held or watched: not a decision")


# A headline line that is only a label names its source and subject, never what happened:
# "📰 CNMV · OIR · Banco Bilbao Vizcaya Argentaria, S.A.", "Exchange Notice | Acme Mining Ltd".
_LABEL_SEPARATOR_RE = re.compile(r"\s[·|—–]\s|\s-\s")
_LABEL_WORD_RE = re.compile(r"[^\W\d_][\w'.&-]*")
_LABEL_CONNECTORS = frozenset({"of", "the", "and", "de", "del", "la", "y", "et", "du", "des", "und", "der", "di", "da",
                               "van", "von", "for"})
LABEL_MAX_WORDS = 12


def _lede_under_label(text: str, headline: str) -> str | None:
    """The first sentence after a headline that is only a label (separated fields of names,
    no word in lower case but connectors): that sentence says what happened."""
    words = _LABEL_WORD_RE.findall(headline)
    if not words or len(words) > LABEL_MAX_WORDS or not _LABEL_SEPARATOR_RE.search(headline) \
            or any(not w[0].isupper() and w.lower() not in _LABEL_CONNECTORS for w in words):
        return None
    return _first_sentence(_line_after(text, headline)) or None


def _line_after(text: str, line: str) -> str:
    """The first line with words after `line` in `text` ("" if none)."""
    at = text.find(line)
    return "" if at < 0 else next((after for after in text[at + len(line):].split("\n") if after.strip()), "")


def _sentence_naming_the_book(text: str, headline: str, named, unnamed: set[str]) -> str | None:
    """The sentence right after a headline's lede, in its paragraph, when it names a held or
    watched name the lede does not (`unnamed`: "... may be deferred: Murban cargoes due at
    Onsan"): the neighbour that carries the fact that makes the news the desk's."""
    at = text.find(headline)
    if at < 0 or headline.endswith("]"):
        return None   # (the whole post is the headline)
    sentence = _first_sentence(text[at + len(headline):].split("\n", 1)[0])
    roots, _ = named(sentence)
    return sentence if sentence and set(roots) & unnamed else None


def _first_sentence(text: str) -> str:
    """The text's first sentence, stripped ("" when it has none)."""
    spans = split_sentences(text)
    return text[spans[0][0]:spans[0][1]].strip() if spans else ""


def _names_written_before(text: str, names) -> set[str]:
    """The symbols this text names by a company name the channel wrote beside the symbol
    earlier ("Orbova Robotics (ORBL)" -> a later "Orbova Robotics files ...")."""
    if not names:
        return set()
    upper = text.upper()
    return {symbol for name, symbol in names.items()
            if name in upper and written_as_word(name, upper)}


def _labelled_news(state: _State, named, held: set[str], watch: set[str]) -> None:
    """A bare news label ("BREAKING:", "News flash") says news, not whose: the names decide.
    On a held or watched name it stays certain; on names the channel knows, with the book
    and the watchlist both known and neither naming them, it is market news; otherwise it
    stays, as a possible."""
    for event in list(state.events):
        if NEWS_LABEL_RULE not in event.rule.split("+"):
            continue
        roots, _ = named(event.excerpt)
        on_held, on_watch = set(roots) & held, set(roots) & watch
        if on_held or on_watch:
            state.revise(event, event_type="held_position_news" if on_held else "watchlist_news")
        elif held and watch and (roots or _names_others(event.excerpt, state.context.names)):
            # (both lists known: with one unknown, the name may be on it)
            state.drop(event, "a news label on names the desk neither holds nor watches")
        else:
            # (a headline no list places, kept as the unlabelled ones are: shown last, untyped)
            state.revise(event, tier="possible", confidence="strong", rule=UNPLACED_HEADLINE_RULE)
            state.trace.append("a news label on no name the desk holds or watches: kept unsure")
    if not state.events and state.category == "hard":
        state.category = "chatter"


def _names_others(text: str, names) -> bool:
    """Whether the text names some instrument at all: a symbol, or a company the channel
    wrote beside its symbol (what it names is then known, held or not)."""
    return bool(extract_tickers(text) or _names_written_before(text, names))


# An order in a row of a book or target table: a verb side and a count ("BUY 26", "sell 4").
_BOOK_ORDER_ROW_RE = re.compile(r"\b(?:buy|sell|kauf|verkauf)\s+\d[\d,.]*\s*(?:lots?|contracts?|k|m)?\s*$", re.I)
BOOK_ORDER_ROWS_MAX = 6


def _whose_order(state: _State) -> None:
    """What `_structured` learned of the records' owner holds against every later step
    that typed the message again (by a parent's known id, a recurring template, an
    account code read as an order id: "GMAC-07 ... Side SELL")."""
    if state.child_order:
        # A slice's ack is the algo's progress; its fill still fills the desk's order, as a
        # possible fill.
        for event in list(state.events):
            if event.event_type == "trade_fill":
                state.revise(event, tier="possible")
            elif event.event_type in TRADE_STAGE_TYPES:
                state.drop(event, "a child order's progress, not the parent's stage")
        if not state.events and state.category in ("hard", "maybe"):
            state.category, state.noise_kind = "noise", state.noise_kind or "status"
    if state.foreign_account:
        for event in list(state.events):
            if event.event_type in TRADE_STAGE_TYPES:
                state.drop(event, f"an order of account {state.foreign_account}, not the desk's")
        if not state.events and state.category in ("hard", "maybe"):
            state.category = "chatter"


def _book_statement(state: _State) -> None:
    """A post that states the book ("book going in: btc-perp +12 avg 59,065", "**Book at
    open** • USDJPY short 60m", a pinned "Book heute: ...") is standing state, read by
    memory.classify.holdings as what the desk holds; its position lines are not trades.
    Only a limit it says is pressed (breach, block, resize) stays an event. A first line
    that names a trade before its book phrase ("EQO-24147 filled 20 @ 1.49. Position now
    ...") is a fill that mentions the book, not a book post."""
    if not state.events:
        return
    first = state.text.lstrip().split("\n", 1)[0]
    header = _BOOK_HEADER_RE.search(first)
    if header is None:
        _book_lines(state)
        return
    # A target table's action column ("FGBL FGBLM6 ... 180 206 26  BUY 26") orders a change
    # to the book: each such row is a possible proposal (a holding reads "long 122", not "BUY").
    orders = [line.strip() for line in state.text.split("\n")[1:] if _BOOK_ORDER_ROW_RE.search(line)]
    if not orders and not holdings_in(state.text, state.context.desk, pinned=True):
        return
    words_before = re.split(rf"\b{BOOK_NOUNS}\b", first[: header.end()], flags=re.I)[0]
    if trade_ids(words_before) or side_of(words_before):
        return
    for event in list(state.events):
        if event.event_type == "risk_limit" and _presses(state.text):
            continue
        if event.event_type in NEWS_TYPES:
            continue      # news on a name of the book is news wherever it is posted; it is no trade
        state.drop(event, "a book post: the desk's standing state, not a trade")
    for row in orders[:BOOK_ORDER_ROWS_MAX]:
        state.events.append(_event("trade_proposal", row, tier="possible", rule="book.order_row"))
    if orders:
        state.trace.append(f"a book post ordering {len(orders)} change(s) in its rows")
    if not state.events:
        state.category = "chatter"


def _book_lines(state: _State) -> None:
    """A line of a longer post labelled as the book ("2. book: RELIANCE short 2 lots, LT long
    1 lot" in a morning-notes post) lists holdings: its position words are no trade."""
    book = [line for line in state.text.split("\n") if _BOOK_LABEL_RE.match(line)
            and holdings_in(line, state.context.desk, pinned=True)]
    for event in list(state.events) if book else ():
        if event.event_type in TRADE_STAGE_TYPES and event.tier != "certain" \
                and any(event.excerpt.strip() in line for line in book):
            state.drop(event, "a book line: the desk's standing state, not a trade")
    if book and not state.events and state.category == "hard":
        state.category = "chatter"


def _declares_watchlist(text: str) -> bool:
    """Whether the text lists the watchlist ("watching: FN 6.5 supply, G2 5.5") and says no
    news on the names it lists (in the list's first sentence)."""
    lists = watch_name_lists(text)
    if not lists:
        return False
    listed = re.split(r"[.!?]\s", lists[0], maxsplit=1)[0]     # its first list
    return not (_NEWS_RE.search(listed.lower()) or _SIGNED_MOVE_RE.search(listed))


def _shouted(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 20 and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _lead_news(state: _State, named, held: frozenset[str], watch: frozenset[str]) -> None:
    """A person's or agent's report that leads with news on a held or watched name ("**Halvorsen
    update** / What happened: Halvorsen files its definitive proxy"): reports put the news
    first, so only the lead (the title and the first sentence after it) is read, and the
    event is that lead. Later sentences of a long report are analysis, not news."""
    first_line = state.text.lstrip().split("\n", 1)[0]
    if "\n" not in state.text.strip() or not _REPORT_TITLE_RE.match(first_line):
        return   # not a titled report: a remark that names a held deal is no news
    spans = split_sentences(state.text)[:LEAD_SENTENCES]
    if not spans or spans[0][0] > LEAD_CHARS:
        return
    title = state.text[spans[0][0]:spans[0][1]]
    for start, end in spans:
        if start > LEAD_CHARS:
            break
        sentence = state.text[start:end]
        lowered = sentence.lower()
        if not (_NEWS_RE.search(lowered) or _LEAD_LABEL_RE.match(lowered)) or frames(lowered) \
                or lowered.rstrip().endswith("?") or _NOT_HELD_RE.search(lowered):
            continue
        lead = sentence if sentence == title else f"{title}{EXCERPT_JOINER}{sentence}"
        roots, hits = named(lead)
        on_held, on_watch = set(roots) & held, set(roots) & watch
        if not (on_held or on_watch):
            continue
        event_type = "held_position_news" if on_held else "watchlist_news"
        state.events.append(_event(event_type, lead, tier="possible", rule="news.report_lead"))
        state.aliases += [hit for hit in hits if hit[1] in (on_held | on_watch)]
        state.trace.append(f"a report leading with news on {'held' if on_held else 'watched'}"
                           f" {sorted(on_held or on_watch)}")
        return


# A report's title line: a markdown heading or a bold line ("**Kestrel / Orcana — update**").
_REPORT_TITLE_RE = re.compile(r"^\s*(?:#{1,4}\s+\S|\*\*[^*\n]{3,120}\*\*\s*$|__[^_\n]{3,120}__\s*$)")
# A report's lead sentences: its title and what follows it.
LEAD_SENTENCES = 3
LEAD_CHARS = 400
# "What happened: ...", "News: ...": a report's label for its news line.
_LEAD_LABEL_RE = re.compile(r"^\W*(?:what happened|what's new|news|headline|the news|event)\s*[:—–-]")


# "UK CPI 3.4% y/y in October": a wire's month is the period its data covers, not a retelling.
_DATA_PERIOD_RE = re.compile(r"\bin (?:january|february|march|april|may|june|july|august|september|october|november"
                             r"|december)\b")
_HEADLINE_MARK_RE = re.compile(
    # a source in brackets ends the line: "(Reuters)", "(The Block)", "(via bloomberg)"; not a
    # note or a file ("(inside buffer)", "(tlt_positioning_5.png)")
    r"^\W{0,3}(?:📰|🗞|🗞️|⚡|breaking\b|headline\b|news\b|flash\b|wire\b)"
    # (not a possessive: "Certificate of Analysis — Tara Norte lot 6 (Seller's)")
    r"|\((?:(?-i:[A-Z])[\w.&' -]{1,30}|(?:via|source:?|per|h/t|courtesy(?: of)?)\s+[\w.&' -]{1,30})(?<!'s)\)\s*$"
    r"|^\*\*[^*\n]{2,40}\*\*\s*[·:|—–]"
    # a wire's flash in capitals behind one star: "*TESLA CUT TO NEUTRAL AT MIZUHO; PT LOWERED"
    r"|^\*(?-i:[A-Z0-9$][A-Z0-9 ,.;:'&$%/+-]{12,})$", re.I)
_KV_PAIR_RE = re.compile(r"(?<![\w.])[A-Za-z_][\w.]*=[^\s=]")
# The rule of a headline on names neither list holds, kept fail-open (measured rarely right:
# memory.classify.reliability.RARE, shown last and untyped).
UNPLACED_HEADLINE_RULE = "news.headline_unplaced"
_NEWS_AUTHOR_RE = re.compile(r"news|wire|headline|rss|press|squawk|bloomberg|reuters|dow ?jones|benzinga", re.I)
# A market-data bot: its lines are quotes, prints and liquidations, not news and not the desk's.
_DATA_FEED_AUTHOR_RE = re.compile(r"feed|tape\b|ticker|liq", re.I)
# A scanner's title for other people's prints: unusual options flow, sweeps, blocks, dark pool.
_MARKET_PRINT_TITLE_RE = re.compile(
    r"\bunusual (?:options? )?(?:flow|activity|volume)\b|\boptions? flow\b|\bflow alert\b|\bdark[\s-]?pool\b"
    r"|\bblock (?:print|trade alert)\b|\bsweep alert\b", re.I)


_FLAGGED_RE = re.compile(r"\bwatch|\bflag|\bheads[\s-]?up\b|\bfyi\b|\bradar\b|\beye on\b", re.I)


def _is_article(embed: dict) -> bool:
    """A headline, not an order or execution record: a linked post with a title whose text
    names no side, or (unlinked, as wire bridges post them) a title over a written
    description whose fields name no trade fact (Source, Country, Sentiment)."""
    if not embed.get("title"):
        return False
    if embed.get("url"):
        return side_of(embed_text(embed)) is None
    # (a table in a code fence, a PnL or position snapshot, is a report however many words it has)
    description = _CODE_FENCE_RE.sub(" ", str(embed.get("description") or ""))
    if len(_PROSE_WORD_RE.findall(description)) < PROSE_LINE_WORDS:
        return False
    return not any(isinstance(item, dict) and role_of(str(item.get("name") or "")) in _TRADE_FIELD_ROLES
                   for item in embed.get("fields") or ())


_CODE_FENCE_RE = re.compile(r"```.*?(?:```|$)", re.S)
_TRADE_FIELD_ROLES = frozenset({"side", "size", "price", "id", "stop", "target"})


def _headline(state: _State) -> str | None:
    """The headline of a news post: its first line, or the title and description of a news
    embed (one with a url); None when the message is not shaped like news."""
    message = state.message
    for embed in message.embeds:
        relayed = _RELAYED_AUTHOR_RE.search(str(embed.get("author") or "")) or _RELAYED_AUTHOR_RE.search(
            str(embed.get("url") or ""))
        linked = embed.get("url") and (embed.get("title") or embed.get("description")) and not embed.get("fields")
        if (linked or _is_article(embed)) and not relayed:
            line = embed_text(embed)
            if line in state.text:
                return _embed_lead(embed, line)
    first = next((line.strip() for line in (message.content or "").split("\n") if line.strip()), "")
    if not first:
        return None
    if len(_KV_PAIR_RE.findall(first)) >= 2:
        return None   # a bot's key=value record ("... action=none (inside buffer)") is no headline
    mark = _HEADLINE_MARK_RE.search(first)
    if mark and message.author_name and mark.group().strip("() ").lower() == message.author_name.lower():
        mark = None     # "**Status 14:42 HKT** (Kestrel)": the poster signing its report, no wire's name
    if mark or (message.author_bot and _NEWS_AUTHOR_RE.search(message.author_name)):
        # (a source in brackets is the weakest mark: the line must read as news too)
        return None if mark is not None and mark.start() > 0 and not _reads_as_headline(first) else first
    return None


def _reads_as_headline(line: str) -> bool:
    """Whether a line that ends in "(Source)" is worded like news: as many words as figures
    ("NQ 19322.5 crossed ↓ (ONH)", "MEFF abierto · FIBXM6 17.675 · ... (Eurex)" are a bot's
    prints), and no markdown heading ("## Next week — FX calendar (SGT)": a report's title)."""
    if line.startswith("#"):
        return False
    tokens = line.split()
    figures = sum(1 for token in tokens if any(ch.isdigit() for ch in token))
    words = sum(1 for token in tokens if not any(ch.isdigit() for ch in token) and _WORD_TOKEN_RE.search(token))
    return words >= max(HEADLINE_MIN_WORDS, figures)


_WORD_TOKEN_RE = re.compile(r"[^\W\d_]{3,}")
# The words of a headline's line, at least: a print of a level or a quote has fewer.
HEADLINE_MIN_WORDS = 3


def _embed_lead(embed: dict, line: str) -> str:
    """A news embed's headline: its title and the lead of its description, the first
    sentences of its first paragraph (the rest is the article's body and boilerplate:
    "member of the CAC 40", a press contact)."""
    description = str(embed.get("description") or "")
    paragraph = description.split("\n", 1)[0]
    spans = split_sentences(paragraph)[:EMBED_LEAD_SENTENCES]
    if not spans or spans[-1][1] >= len(description.rstrip()):
        return line
    title = str(embed.get("title") or "")
    return "[embed: " + " — ".join(part for part in (title, paragraph[:spans[-1][1]].rstrip()) if part)


# The sentences of a news embed's description that lead it: its lede (a second sentence
# is as often the body: on one blind desk it named the book in 14 headlines on other names).
EMBED_LEAD_SENTENCES = 1


def _ids(state: _State) -> None:
    known = state.context.known_ids
    if not known:
        return
    ids = known_ids_in(state.text, known)
    if not ids:
        return
    if len(set(ids)) >= RECAP_MIN_KNOWN_IDS or restates(state.text.lower()):
        # A message naming several trades already reported, or saying it restates, is a
        # log of them (a session recap, a handoff): no stage of one trade, nothing certain.
        state.trace.append(f"names {len(set(ids))} known trade ids in a recap: no stage from the ids")
        return
    if not state.events and (framed := state.framed & _NOT_OURS_NOW):
        # "dry-run for P-0318-04: would send BUY 220 SOL": the id is the trade's, the words are not its stage.
        state.trace.append(f"known trade id {ids[0]} in a message told as {', '.join(sorted(framed))}: no stage")
        return
    stage_event = _stage_word(state.text)
    if state.events and stage_event and all(e.event_type == "no_route_decision" for e in state.events):
        # "T-77 cancelled": on a known trade the word is that trade's stage, not a pass on an idea.
        event_type, stage, match = stage_event
        state.events = [_event(event_type, _sentence_with(state.text, ids[0], match.start()),
                               tier=_id_stage_tier(state.text), rule="id.stage", stage=stage)]
        state.trace.append(f"known trade id {ids[0]} + stage word {match.group()!r}: {event_type}")
        return
    if state.events:
        # (news quoting a trade's id is news, not a stage of that trade; and an event of
        # another type than the stage the message names is a guess the id does not settle:
        # on every desk such promotions were right 5 times in 27, the agreeing ones 60 in 81)
        if promoted := [e for e in state.events if e.tier != "certain" and e.event_type not in NEWS_TYPES
                        and (stage_event is None or stage_event[0] == e.event_type)]:
            for event in promoted:
                state.revise(event, tier="certain", rule=f"{event.rule}+id")
            state.trace.append(f"known trade id {ids[0]}: events certain")
        return
    if stage_event is not None:
        event_type, stage, match = stage_event
        excerpt = _sentence_with(state.text, ids[0], match.start())
        state.events.append(_event(event_type, excerpt, tier=_id_stage_tier(state.text), rule="id.stage", stage=stage))
        state.trace.append(f"known trade id {ids[0]} + stage word {match.group()!r}: {event_type}")


def _id_stage_tier(text: str) -> str:
    """A known id beside a stage word is that stage for certain in a line ("cxl'd the rest
    of 2f439d6"). In a longer message, a report or a table, the word is as often about
    something else ("master fills in ~10ms but FA-17 lags"; a lot table's "partial" column):
    on the tuned and held-out desks 12 of 17 such lines were the stage, 1 of 18 longer ones."""
    return "certain" if len(text) <= TERSE_WHOLE_CHARS else "possible"


# Speech frames that make a known trade's id no stage of it: what would be, or was, done.
_NOT_OURS_NOW = frozenset({"hypothetical", "paper", "history", "other_desk"})
# (a count of none: "no rejects", "0 fills", "0/100 filled" of a cancelled parent order)
_NEGATED_COUNT_RE = re.compile(r"(?:\b(?:no|zero|nil|without|not)|(?<![\d.,])0(?:/\d[\d,]*)?)\s+$", re.I)
# A stage still ahead: "waiting for approval", "pending fill", "needs sign-off" names no stage reached.
_PENDING_STAGE_RE = re.compile(r"\b(?:waiting\s+(?:on|for)|awaiting|pending|needs?|needing|requires?|for|until|before"
                               r"|ahead of|subject to)\s+(?:(?:an?|the|your|his|her|their|risk|pm)\s+){0,2}$"
                               # a stage asked for: "please confirm or send comments", "could you confirm"
                               r"|\b(?:please|pls|plz|kindly|could you|can you|would you|to)\s+$", re.I)


def _stage_word(text: str) -> tuple[str, str, re.Match[str]] | None:
    """The first stage word of a message that is not counted as absent ("no rejects",
    "0 fills" in a pacing line name no stage)."""
    for event_type, stage, pattern in _STAGE_WORDS:
        for match in pattern.finditer(text):
            before = text[max(0, match.start() - 30):match.start()]
            if not (_NEGATED_COUNT_RE.search(before[-12:]) or _PENDING_STAGE_RE.search(before)):
                return event_type, stage, match
    return None


# A finished algo order: "DONE | 24/24 | avg 1.16384" (a lone "done" in chat is no fill).
_ORDER_DONE_RE = re.compile(r"\bdone\b.{0,80}\b(?:avg|average|@)\s*\d|\b(\d+)/\1\b.{0,40}\bavg\b", re.I)
# A dealer's line that ends on how it traded, right after its price: "GC T/N 50m @ 3.88 given"
# (the desk's own order, done; a person's line like a bot's).
_DEALT_RE = re.compile(r"\d\s+(?:given|paid|lifted|taken|dealt|done|filled)\W*$", re.I)


def _gives_an_entry(text: str) -> bool:
    """A price, or a side and a size: "buy 10m at 150.20, stop 149.10", "poulame 3500 MYTIL
    sta 44,77; stop 43,14" are a proposal with its stop, in any words for "at"."""
    facts = trade_facts(text)
    return bool(facts.get("price") or (facts.get("side") and facts.get("size")))


def _guessed_order(event: HardEvent, state: _State) -> bool:
    """A bot's line that only its order shape typed (no rule, stage word, record or mark): a
    guess of its type, and a guess is never certain. On RFQ and venue bridges such lines are
    the market's (client inquiries, quotes, prints; two first contacts, 0 of 30 decisions)."""
    return state.message.author_bot and event.rule == ORDER_SHAPE_RULE


def _order_shape(state: _State) -> None:
    """An order-shaped line no rule typed is guessed a proposal by the text rules; on a
    bot's line its own stage word says better what it is ("status=WORKING" a
    confirmation, "DONE ... avg" a fill), and anyone's line of stop and target levels
    with no entry price is a stop change."""
    for index, event in enumerate(state.events):
        if event.rule != ORDER_SHAPE_RULE:
            continue
        dealt = bool(_DEALT_RE.search(event.excerpt))
        stage_event = ("trade_fill", "filled", None) if dealt or _ORDER_DONE_RE.search(event.excerpt) \
            else _stage_word(event.excerpt)
        if stage_event is not None and stage_event[0] == "stop_or_target_change" and _gives_an_entry(event.excerpt):
            stage_event = None
        if stage_event is None or stage_event[0] == "trade_approval":
            continue
        if stage_event[0] != "stop_or_target_change" and not state.message.author_bot and not dealt:
            continue    # a person's "sell 150 @ 20.00, working till close" still proposes
        event_type, stage, _ = stage_event
        state.events[index] = dataclasses.replace(event, event_type=event_type, stage=stage,
                                                  rule=f"{ORDER_SHAPE_RULE}+stage")
        state.trace.append(f"order-shaped line typed by its stage: {event_type}")


# A bridge relaying someone of another firm: "[IB] jsmith (Citi): axed to sell 5k vega", or
# a relay tag naming the firm by its code: "[bridge · BARC] b 1000mm G2 6 Dec 101-21+ firm".
# (A tag naming a channel, "[slack#vol-desk]", relays the desk's own people.)
_OUTSIDE_SPEAKER_RE = re.compile(
    r"^\W*\[[^\]\n]{1,24}\]\s*[\w.@' -]{1,40}?\s*\((?P<org>[^)\n]{2,30})\)\s*:\s*"
    r"|^\W*\[(?:bridge|relay|ib|chat|bbg|ice|symphony|yb)\s*[·:|/-]\s*(?P<code>(?-i:[A-Z][A-Z0-9&]{1,8}))\]\s*"
    # a shared-chat speaker with the firm: "**Marco R. · Halvorsen Capital (shared)**: paid 2.10 ..."
    r"|^\W*[\w.' -]{1,40}?\s*[·|@]\s*(?P<firm>[\w&.' -]{2,40}?(?:\s+(?:capital|partners|securities|markets|bank|llc"
    r"|ltd|fund|advisors|management|group)|\s*\((?:shared|external|ext|guest|outside)\)))\W*:\s*", re.I)
_ADDRESSED_RE = re.compile(r"\byou(?:r|rs)?\b|\bwith you\b", re.I)
_NOT_ADDRESSED_RE = re.compile(r"\bnot (?:with |to |for )?you\b", re.I)


def _outside_speaker(state: _State) -> None:
    """A bot relaying a person of another firm carries that firm's axes, prints and colour,
    not this desk's decisions, unless the words are addressed to the desk ("done — you
    buy 10k vega at 19.86" is the desk's fill told by its dealer)."""
    message = state.message
    match = _OUTSIDE_SPEAKER_RE.match(message.content or "") if message.author_bot else None
    if match is None:
        return
    said = (message.content or "")[match.end():]
    if _ADDRESSED_RE.search(said) and not _NOT_ADDRESSED_RE.search(said):
        return
    state.relayed = True
    if not (state.events or state.category in ("hard", "maybe")):
        return
    org = match.group("org") or match.group("code") or match.group("firm")
    for event in list(state.events):
        state.drop(event, f"relayed words of {org}, not addressed to the desk")
    state.category = "chatter"
    state.trace.append(f"relayed speaker of {org}: not this desk's decision")


# A chat transcript pasted by a bridge: one speaker per line, each with their firm
# ("08:58:54 Marco Reyes (HALYARD CAPITAL): mine 55 5s @ 3.523").
_PASTE_LINE_RE = re.compile(r"^\W*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+)?(?P<who>[^\W\d][\w.' -]{1,40}?)\s*"
                            r"\((?P<org>[^)\n]{2,30})\)\s*:\s*(?P<said>\S.*)$")
PASTE_MIN_LINES = 3
# A dealer closing a trade with the desk says so to it: "done. you pay 5y SOFR 55mm @ 3.523".
_DONE_WORD_RE = re.compile(r"\b(?:done|dealt|filled|confirm(?:ed|s)?|booked|traded)\b", re.I)
_TO_YOU_RE = re.compile(r"\byou(?:'re| are)?\s+(?:buy|sell|pay|paid|receive|received|rec|rec'?d|bought|sold"
                        r"|lift(?:ed)?|hit|own|get|give)\b", re.I)

# The desk's side of the exchange: "mine 55 5s @ 3.523", "yours 25 10s", "lift it", "pay 5s".
_DESK_SIDE_RE = re.compile(r"\b(?:mine|yours|lift\w*|hit|pay|paid|rec|receive|buy|sell|bought|sold)\b", re.I)


def _relay_paste(state: _State) -> None:
    """A pasted multi-firm chat is other firms' runs, axes and colour, except where a
    dealer tells the desk a trade is done ("done. you pay 5y SOFR 55mm @ 3.523"): that
    exchange, the desk's line before it and the dealer's answer, is the desk's fill. So a
    transcript is read line by line, by speaker, not as one text (its trading words are
    mostly other people's)."""
    lines = (state.message.content or "").split("\n")
    # (a report's list of counterparties by code, "• Zenith OTC (CP-044): 7 / 1", is no chat)
    spoken = [(i, m) for i, m in ((i, _PASTE_LINE_RE.match(line)) for i, line in enumerate(lines))
              if m and not _TRADE_ID_RE.fullmatch(m.group("org").strip())]
    if len(spoken) < PASTE_MIN_LINES or len({m.group("org").strip().lower() for _, m in spoken}) < 2:
        return
    dealt = []
    for n, (i, match) in enumerate(spoken):
        said = match.group("said")
        if not (_DONE_WORD_RE.search(said) and _TO_YOU_RE.search(said)):
            continue
        org = match.group("org").strip().lower()
        others = [(j, m) for j, m in reversed(spoken[:n]) if m.group("org").strip().lower() != org]
        asked = next((lines[j] for j, m in others if _DESK_SIDE_RE.search(m.group("said"))),
                     lines[others[0][0]] if others else None)
        dealt.append((asked + "\n" if asked else "") + lines[i].strip())
    for event in list(state.events):
        state.drop(event, "a pasted chat's line, not the desk's")
    state.relayed = True
    if not dealt:
        if state.category in ("hard", "maybe"):
            state.category = "chatter"
        state.trace.append(f"pasted chat of {len(spoken)} lines: no trade done with the desk")
        return
    state.events = [_event("trade_fill", excerpt, tier="certain", rule="paste.dealt_to_desk") for excerpt in dealt]
    state.category = "hard"
    state.trace.append(f"pasted chat: {len(dealt)} trade(s) done with the desk")


def _order_record(state: _State) -> None:
    """A short line with an order id, a side and a size or price names a trade whatever
    its words ("ORD-40D17 accepted by IEX · XLE SELL 1,800 @ 90.71"): certain, typed by
    its stage word. Paper, hypothetical, historical and other desks' lines stay talk."""
    if state.events or state.category not in ("maybe", "chatter") or len(state.text) > ORDER_LINE_MAX_CHARS:
        return
    facts = trade_facts(state.text)
    levels_only = bool(facts.get("ids") and (facts.get("stop") or facts.get("target"))
                       and not (facts.get("side") or facts.get("size") or facts.get("price")))
    if not (levels_only or (facts.get("ids") and facts.get("side") and (facts.get("size") or facts.get("price")))):
        return
    desk = state.context.desk
    if state.framed & _NOT_OURS_NOW or frames(state.text.lower(), other_desks=desk.other_desks,
                                              paper_words=desk.paper_words):
        return
    if levels_only:
        # "bkt ord#5b21 ESZ6 stp 5992.5 tgt off": an order's bracket levels, moved.
        event_type = "stop_or_target_change"
    else:
        event_type = _guess_type(state.text)
        if event_type in NEWS_TYPES:
            event_type = "trade_confirmation"     # an order's own record is no headline
        if state.message.author_bot and (_ORDER_DONE_RE.search(state.text) or _BARE_DONE_RE.search(state.text)):
            event_type = "trade_fill"
        elif state.message.author_bot and event_type == "trade_proposal" and not _PROPOSING_RE.search(state.text):
            # An engine printing an order names no proposal: fail-open as the order's confirmation.
            event_type = "trade_confirmation"
    stage = next((s for t, s, p in _STAGE_WORDS if t == event_type and p.search(state.text)), None)
    if event_type == "trade_fill":
        stage = "filled"
    state.events.append(_event(event_type, state.text, tier="certain", rule="order_line.id", stage=stage))
    state.trace.append(f"order id {facts['ids'][0]} with {'levels' if levels_only else 'side and size/price'}:"
                       f" {event_type}")


# An engine's "·done" / "done" token on an order line: executed.
_BARE_DONE_RE = re.compile(r"(?<![\w-])done\b(?!\s+(?:for|with|by|soon|yet))", re.I)
_PROPOSING_RE = re.compile(r"\b(?:propos\w*|signal|idea|recommend\w*|suggest\w*|candidate|plan(?:ned)?|pitch)\b", re.I)


def _sentence_with(text: str, ident: str, position: int) -> str:
    """The sentences holding the stage word and the id (the load-bearing word stays with its id)."""
    spans = split_sentences(text)
    picked = [(s, e) for s, e in spans if s <= position < e or ident.lower() in text[s:e].lower()]
    if not picked:
        return _first_sentences(text)
    return EXCERPT_JOINER.join(text[s:e] for s, e in picked[:3])


# "done", "dealt", "booked", "filled" leading a reply (not "done?", not "not done").
_DONE_REPLY_RE = re.compile(r"^\W*(?:done|dealt|booked|filled|agreed|成交|сделка|готово)\b(?!\s*\?)", re.I)
# A relayed speaker's label before what they said: "`[tg:jade-harbor]` **小陈:** ", "[IB] Dima: ".
_SPEAKER_LABEL_RE = re.compile(r"^[\s`*_>]*(?:\[[^\]\n]{1,40}\][\s`*_]*)?"
                               r"(?:\*\*[^*\n]{1,40}\*\*\s*:?|[^\W\d][\w .-]{0,30}:)\s*")


def unsure_order(event_types: Iterable[str], certain: bool) -> bool:
    """Events that say only that an order was possibly sent: a message like that may still
    ask for sign-off ("revised: `place_order(... qty=240)`, per PM. ok?")."""
    return set(event_types) == {"trade_confirmation"} and not certain


def _answers_a_proposal(ref) -> bool:
    """A message a reply can approve: a typed proposal, or an untyped possible decision that
    names a side ("cable: 30m sell limit 1.3109 resting into CPI. ok?")."""
    if "trade_proposal" in ref.event_types:
        return True
    if ref.side and ref.asks and unsure_order(ref.event_types, ref.certain):
        # A question over an order only possibly sent is a request for sign-off, not a
        # venue's word.
        return True
    return not ref.event_types and ref.category in ("maybe", "hard") and bool(ref.side)


# Changes a desk asks sign-off for: a reply approving one in so many words approves that decision.
_SIGNED_OFF_TYPES = frozenset({"stop_or_target_change", "risk_limit"})
_SIGN_OFF_RE = re.compile(
    r"\b(?:approved?|go(?: ahead)?|do it|send it|proceed|execute|granted|green ?light|lgtm|agreed|signed off"
    r"|approvato|aprobado|approuvé|genehmigt|freigegeben|einverstanden)\b|✅|批了|批准|同意|通过|승인|진행", re.I)


def _yes_in_words(text: str) -> bool:
    """An approval said in so many words, or in the desk's own yes (not a bare "ok" or 👍)."""
    return bool(_SIGN_OFF_RE.search(text) or _REPLY_YES_RE.search(text))


def _asks_to_sign_off(ref, message: MessageView) -> bool:
    """Another author's stop, target or limit change ("move the ES stop to 5290?", "raise
    BTC gross to 4m till close"): an explicit "approved" in reply approves it."""
    return bool(_SIGNED_OFF_TYPES & set(ref.event_types)) and ref.author_name != message.author_name


def _may_ask_for_a_decision(ref, message: MessageView, text: str) -> bool:
    """An untyped message of another person naming a side and asking someone ("... Priya
    ok?"), whatever else it read as: an explicit "ok go" or "no" in reply says it asked for
    a decision (it becomes a possible proposal, see `_answered`). Colour is answered with a 👍.
    Without the question, a trade's side or figures ("20 Bund Dec 128.40", "b 200k 2222")
    answered in so many words ("approved", "go", the desk's yes or no) asked for one too: a
    desk's proposals are often in words no list knows, their answers seldom are."""
    if ref.event_types or ref.category == "noise" or ref.author_name == message.author_name:
        return False
    if ref.side and ref.asks:
        return True
    if ref.weighs:
        return False    # "should we sell more JPY?" weighs an idea, answered "no" or not
    # (in words: a bare 👍 or "ok" acknowledges a line as often as it approves one; an "ok"
    # with a condition, "ok, ma solo T/N", "ok but half size", approves it)
    return bool(ref.side or ref.figures) and bool(
        _yes_in_words(text) or _REJECT_RE.search(text) or _REPLY_NO_RE.search(text)
        or (_CONDITIONAL_OK_RE.match(text) and not _PLEASANTRY_RE.search(text) and not _RECEIPT_RE.search(text)))


_CONDITIONAL_OK_RE = re.compile(r"^\W*(?:ok(?:ay)?|k|fine|sure)\b[\s,;:—–-]+(?:[^\s?]+\s*){2,}$", re.I)
_RECEIPT_RE = re.compile(r"\b(?:noted|got it|will do|on it|seen|received|understood|thanks|thx|ty|later|lunch|brb"
                         r"|look\w*|check\w*|sec|moment|min(?:ute)?s?)\b",
                         re.I)


# A line of figures is terse: a report's numbers are its analysis.
FIGURES_LINE_CHARS = 280


def carries_trade_figures(text: str) -> bool:
    """A terse line with a size and a price, a stop or a symbol, or a size put to someone
    ("6m10y payers 150mm instead, ~142k vega. Priya ok?"): a trade's figures, whatever its words."""
    if len(text) > FIGURES_LINE_CHARS:
        return False
    facts = trade_facts(text)
    return "size" in facts and ("price" in facts or "stop" in facts or bool(extract_tickers(text))
                                or asks_someone(text))


def _reply(state: _State) -> None:
    ref = state.context.referenced
    message = state.message
    if message.reference_id is None or ref is None:
        return
    text = (message.content or "").strip()
    short = len(text) <= 160
    answerable = _answers_a_proposal(ref)
    # (a reply that is an event of its own, a thesis or a fill, stays that to a message no rule typed)
    own = any(e.event_type not in ("trade_approval", "no_route_decision") for e in state.events)
    asks = _may_ask_for_a_decision(ref, message, text)
    if answerable and ref.author_name != message.author_name and _DONE_REPLY_RE.match(_SPEAKER_LABEL_RE.sub("", text)) \
            and not _ASKED_RE.search(text):
        # The counterparty's "done" to the desk's quote or proposal ("done 250个btc @65745",
        # "dealt, thx"), a person's or a bridge's: the trade is agreed, that proposal's
        # confirmation (session 18: crypto_otc_bridge_desk).
        state.events = [e for e in state.events if e.event_type not in ("trade_approval", "trade_proposal")]
        state.events.insert(0, _event("trade_confirmation", _first_sentences(text), rule="reply.done",
                                      stage="confirmed", tier="certain" if ref.certain else "possible"))
        state.category, state.noise_kind = "hard", None
        state.trace.append(f"reply to proposal {ref.message_id}: done, confirmed")
        return
    if answerable or (not own and (asks or _asks_to_sign_off(ref, message))):
        typed = "trade_proposal" in ref.event_types
        said = _VOTE_COUNT_RE.sub(" ", text)   # ("✅ Sim 4 · ❌ Não 1 → APROVADA": the votes are counts)
        approve = bool(_APPROVE_RE.search(said) or _REPLY_YES_RE.search(said)) \
            and not _NEGATED_APPROVAL_RE.search(said) and not _HEDGED_RE.search(said)
        reject = bool(_REJECT_RE.search(said) or _REPLY_NO_RE.search(said))
        if not (answerable or asks):
            # A change is signed off in so many words (or the desk's own yes): "ok" or "👍"
            # to a limit alert only acknowledges it.
            approve = approve and _yes_in_words(said)
            reject = bool(_REJECT_RE.search(said))
        asked = bool(_ASKED_RE.search(text))
        decision = None if asked else "rejected" if reject else ("approved" if approve else None)
        if decision and (short or any(e.event_type in ("trade_approval", "no_route_decision") for e in state.events)):
            for event in list(state.events):
                if event.event_type in ("trade_approval", "no_route_decision", "trade_proposal"):
                    state.events.remove(event)
            excerpt = _first_sentences(text) if text else message_text(message)
            rule = "reply.approve" if decision == "approved" else "reply.reject"
            state.events.insert(0, _event("trade_approval", excerpt, tier="certain" if typed else "possible",
                                          rule=rule, stage=decision))
            state.trace.append(f"reply to {'proposal' if typed else 'possible proposal'} {ref.message_id}: {decision}")
            return
    # An untyped line of a trade's figures ("250.000 ALPHA sta 3.315, stop 3.206") is answered
    # as a proposal is, in whatever language the desk says yes or no: in a few words (a
    # comment on the figures is longer; an emoji alone acknowledges a book post as often as
    # it approves one), and not to a "what if ...".
    answers_figures = not ref.event_types and ref.category != "noise" and ref.figures and not ref.weighs \
        and 0 < len(_ANSWER_WORD_RE.findall(text)) <= FIGURES_ANSWER_MAX_WORDS
    if (answerable or answers_figures) and short and not state.events and _plain_answer(state, ref, text):
        # Another person's short answer to a proposal, in words no list knows ("chalega",
        # "send half"): most likely its approval or rejection. Kept as possible (fail-open);
        # thanks, laughter, a hedged or hypothetical aside and a question back (one mid-reply
        # too: "25.21 not pricey after the rally? offer was 24.83") are no answer.
        state.events.append(_event("trade_approval", _first_sentences(text), tier="possible",
                                   rule="reply.answer" if answerable else "reply.answer_figures"))
        state.trace.append(f"short answer to {'proposal' if answerable else 'trade figures'} {ref.message_id}"
                           " by another author: possible approval")
        return
    if state.events:
        # A reply that is an event anyway belongs to the trade it answers.
        return
    if short and text and not message.author_bot and ref.author_name != message.author_name \
            and _DECIDED_ON & set(ref.event_types) and _LEAVE_IT_RE.search(text) and not _ASKED_RE.search(text) \
            and not frames(text.lower()):
        # A person answering a risk alert or a headline on the book with "leave it": the
        # decision not to act on it.
        state.events.append(_event("no_route_decision", _first_sentences(text), tier="possible", rule="reply.leave_it"))
        state.category = "hard"
        state.trace.append(f"reply to {'/'.join(ref.event_types)} {ref.message_id}: leave it, no action")
        return
    if short and set(ref.event_types) & NEWS_TYPES and _plain_answer(state, ref, text) \
            and NEWS_ANSWER_MIN_WORDS <= len(_ANSWER_WORD_RE.findall(text)) <= NEWS_ANSWER_MAX_WORDS \
            and not _RECEIPT_RE.search(text):
        # A person's few words in answer to a headline, in words no list knows ("tipota, den
        # to exoume", "não é connosco, fica sem rota"): what the desk does about it, most
        # often nothing. (An "ok", "noted" or "收到" acknowledges it; a longer line comments.)
        state.events.append(_event("no_route_decision", _first_sentences(text), tier="possible",
                                   rule="reply.answer_news"))
        state.category = "hard"
        state.trace.append(f"short answer to the headline {ref.message_id} by another author: possible decision")
        return
    if short and set(ref.event_types) & NEWS_TYPES and _plain_answer(state, ref, text) \
            and NEWS_ANSWER_MAX_WORDS < len(_ANSWER_WORD_RE.findall(text)) <= NEWS_COMMENT_MAX_WORDS \
            and not state.judged and state.category in ("chatter", "maybe"):
        # A person's sentence in answer to a headline: a comment, or what the desk does
        # about it in words no list knows (on held-out desks such answers were a decision 12
        # times in 17). Fail-open, an untyped maybe: the feed shows it, claiming no type.
        state.category = "maybe"
        state.trace.append(f"answer to the headline {ref.message_id} by another author: maybe")
        return
    if short and state.category == "maybe" and not trade_ids(text) and not side_of(text):
        state.category = "chatter"
        state.trace.append(f"short reply to {ref.message_id}, which is no proposal: chatter")


def _plain_answer(state: _State, ref, text: str) -> bool:
    """A reply that answers `ref` as another person would: a person's, not a bot's or the
    author's own; no question; no thanks or laughter, hedge, or hypothetical or history aside;
    not noise."""
    message = state.message
    return bool(text) and "?" not in text and not message.author_bot and ref.author_name != message.author_name \
        and state.category != "noise" and not _PLEASANTRY_RE.search(text) and not _HEDGED_RE.search(text) \
        and not frames(text.lower())


# An answer to a headline that decides something: a few words, more than an acknowledgement.
NEWS_ANSWER_MIN_WORDS = 3
NEWS_ANSWER_MAX_WORDS = 8
# ... and a longer answer, up to this many, may still decide it (kept untyped).
NEWS_COMMENT_MAX_WORDS = 30
# An answer to an untyped line of figures is a verdict in a few words, not a comment.
FIGURES_ANSWER_MAX_WORDS = 10
_ANSWER_WORD_RE = re.compile(r"[^\W\d_]+")
_REPLY_YES_RE = vocabulary.regex("reply_yes", re.I)
_REPLY_NO_RE = vocabulary.regex("reply_no", re.I)
# A vote tally: a yes or no mark, its word and its count ("✅ Sim 4", "❌ Não 1", "👎 2"), said by no one.
_VOTE_COUNT_RE = re.compile(r"[\U0001F44D\U0001F44E✅❌]\ufe0f?\s*(?:[^\W\d_]{2,8}\s*[:=]?\s*)?\d+\b(?![.,]\d)")
_LEAVE_IT_RE = vocabulary.regex("leave_it", re.I)
# What a desk decides about when it answers "leave it": an alert on its limits, news on its names.
_DECIDED_ON = frozenset({"risk_limit", "held_position_news", "watchlist_news"})
_PLEASANTRY_RE = vocabulary.regex("pleasantries", re.I)


_DESK_VOICE_RE = re.compile(
    rf"\b(?:{FIRST_PERSON_SUBJECTS}|im|my|our|us|me|let's|lets)\b"
    # French: "je gère la ligne", "nous gardons", "On retire le stop sur TTE"
    r"|\b(?:je|j'|nous)\s|(?:^|[.;,:!?]\s*)on\s+(?:ne\s+|n')?(?:garde|laisse|retire|remonte|abaisse|coupe|prend|passe"
    r"|vend|ach[eè]te|attend|reste|double|all[eè]ge|renforce|sort|rentre|solde|couvre|d[ée]place)\b"
    r"|\b(?:thinking (?:about|of)|considering|eyeing|planning|tempted|leaning|looking to|want(?:ing)? to|wanna"
    r"|gonna|about to|ready to)\b"
    r"|^\W*(?:buy|sell|short|long|cover|add|trim|exit|close|cancel|pull|move|raise|lower|set|send|go|route|flatten"
    r"|hedge|roll|take|b|s|tk|out|flat)\b"
    r"|\b(?:stp|sl|tp\d?)\s+\$?\d"
    r"|\b(?:bought|sold|filled|covered|added|trimmed|closed|entered|exited|shorted|unwound|flattened|executed|booked"
    r"|working|resting|cancel+ed|rejected|approved|routed)\b"
    r"|\b(?:sl|tp\d?|stop|target|tgt|limit|cap|max)\b[^.;]{0,12}\d", re.I)
_HEDGED_RE = re.compile(r"\b(?:fwiw|imho|imo|just noting|not saying|not my call|2c|two cents|for what it'?s worth)\b",
                        re.I)


_COUNTER_RE = re.compile(r"\b[a-z][\w -]{1,20}?[:=]?\s+\d+\b\s*(?:[·|,;]|$)", re.I)


def _counters(state: _State) -> None:
    """A bot's counter line ("items 4 · routed 0 · dropped 2 · errors 0") is status output."""
    if not state.message.author_bot or state.category not in ("maybe", "hard"):
        return
    if any(e.tier == "certain" or e.confidence == "tagged" for e in state.events):
        return
    lines = [line for line in state.text.split("\n") if line.strip()]
    if len(lines) <= 2 and all(len(_COUNTER_RE.findall(line)) >= 3 for line in lines[:1]) and not trade_ids(state.text):
        for event in list(state.events):
            state.drop(event, "a bot's counter line")
        state.category, state.noise_kind = "noise", state.noise_kind or "status"
        state.trace.append("counter line: status output, counted")
        return
    # "📊 PnL snapshot 01:00Z ... | table": a periodic report by its head, even before its
    # template has recurred in the lookback (the first one of a day).
    if not state.events and state.category == "maybe" and _STATUS_HEADER_RE.search(lines[0] if lines else ""):
        state.category, state.noise_kind = "noise", state.noise_kind or "status"
        state.trace.append("a bot's periodic report (by its head): status output, counted")
        return
    # "VaR 2,16 Mio € (Limit 2,50 Mio €) – ok": a risk engine's line inside its limits,
    # typed by nothing, is its status.
    if not state.events and state.category == "maybe" and len(lines) <= 2 and _WITHIN_LIMITS_RE.search(
            state.text.lower()) and not _BREACH_WORD_RE.search(state.text.lower()):
        state.category, state.noise_kind = "noise", state.noise_kind or "status"
        state.trace.append("a bot's line inside its limits: status output, counted")
        return
    # "tw-exec heartbeat · session UP · 0 orders working": a runtime line whose order words
    # name no trade (no side, id or price) is the runtime's status. (A limit, a route or news
    # needs no trade facts, so those stay.) Its order words may have been read as a metric's
    # label already ("orders working 4"), leaving nothing typed.
    if any(e.event_type not in _ORDER_TYPES for e in state.events) or not (state.events or state.category == "maybe"):
        return
    if any(e.rule == "reply.done" for e in state.events):
        return     # it names its trade by replying to it
    # (With nothing typed, only the counts decide: a log-shaped line may still be a broker's words.)
    kind = _noise_kind(state.text, state.message.author_name, True) if state.events else None
    facts = trade_facts(state.text)
    if not kind and len(lines) == 1 and len(_COUNTER_RE.findall(lines[0])) >= 2:
        kind = "status"    # "orders working 4 · msgs/s 10 to CME · rejects 0": counts of orders
    # (A record's size field names its trade: "... | EUR 120,000,000 | status=CONFIRMED".)
    if kind and not (facts.get("side") or facts.get("ids") or facts.get("price")) \
            and not any(record.role("size") for record in records_in_text(state.text)):
        for event in list(state.events):
            state.drop(event, f"a bot's {kind} line naming no trade")
        state.category, state.noise_kind = "noise", kind
        state.trace.append(f"{kind} line: counted")


# Words of an order in any spelling of its numbers ("working ten march corn ... offer").
_ORDER_WORD_RE = re.compile(r"\b(?:working|offer(?:ed)?|bid|lifted|paid|given|filled|fills?)\b")
# A level or a change in a line: "stop 3.37", "limit 25", "-$25,000 → -$35,000".
_LEVEL_OR_CHANGE_RE = re.compile(r"\b(?:stop|stp|sl|tp\d?|target|tgt|limit|cap|max)\b[^.;\n]{0,15}\d|→|->|=>", re.I)


def _bot_data(state: _State) -> None:
    """A bot's line that no rule typed and that names no side, no order id, no level or
    change, no trade word and no news is its data (quotes, auction results, a heartbeat's
    numbers): counted. (A broker's squawk in words, "working ten march corn ... offer",
    keeps its trade word.)"""
    if not state.message.author_bot or state.category != "maybe" or state.events or _is_prose(state.text):
        return
    text = state.text
    lowered = text.lower()
    if side_of(text) or trade_ids(text) or _LEVEL_OR_CHANGE_RE.search(text) or _FLAGGED_RE.search(text) \
            or _NEWS_RE.search(lowered) or _STRONG_TRADE_WORD_RE.search(lowered) or _ORDER_WORD_RE.search(lowered):
        return
    state.category, state.noise_kind = "noise", state.noise_kind or "status"
    state.trace.append("a bot's data line naming no side, order, level or news: counted")


_STATUS_HEADER_RE = vocabulary.regex("status_headers", re.I)
_ORDER_TYPES = frozenset({"trade_proposal", "trade_approval", "trade_confirmation", "trade_fill"})


def _desk_voice(state: _State) -> None:
    """A possible decision must sound like the desk acting: first person, an imperative, an
    execution or a level. Market colour in the same words ("sol holding 185 nicely",
    "everyone long sol on ct") is talk. Replies and ids keep their fail-open "possible"."""
    if state.category != "maybe" or state.events or state.message.reference_id is not None:
        return
    text = state.text
    if trade_ids(text) or (len(text) <= 40 and (_APPROVE_RE.search(text) or _REJECT_RE.search(text))):
        return  # an id, or a bare yes/no (judged by the proposal before it, see _bare_ack)
    if restates(text.lower()) or _HEDGED_RE.search(text):
        state.category = "chatter"
        state.trace.append("restates or hedges, decides nothing")
        return
    if len(text) <= 280 and not _DESK_VOICE_RE.search(text) and not (side_of(text) and _NUMBER_RE.search(text)) \
            and not _FLAGGED_RE.search(text) and not _NEWS_RE.search(text.lower()):
        state.category = "chatter"
        state.trace.append("no desk voice (first person, imperative, execution, level): market colour")
    elif COLOUR_LABEL_RE.search(text.lstrip().split("\n", 1)[0][:80]) and not _DESK_VOICE_RE.search(text):
        # a wrap, a recap, an imbalance, by its own label ("HK midday wrap", "MOC IMBALANCE: S&P
        # 500 BUY $1.3BN"): the market's sides and sizes, and no one of the desk speaking
        state.category = "chatter"
        state.trace.append("market colour by its label, no desk voice")


# A question that asks for information, not for a go: "what's the plan for runners, trail or
# hold for PT2?" (a proposal's "sl to 4.30?" asks for approval and stays one).
_WH_QUESTION_RE = re.compile(
    r"^\W*(?:what|what's|whats|which|where|when|who|whose|how|why|should we|shall we|do we|did we|are we|is it"
    r"|is there|any(?:one|body)?)\b[^?]*\?\W*$", re.I)


def _questions(state: _State) -> None:
    """A possible decision that only asks ("any news on TSLA?", "who bought?") is talk."""
    for event in list(state.events):
        if event.tier != "certain" and event.confidence != "tagged" and event.event_type in TRADE_STAGE_TYPES \
                and all(_WH_QUESTION_RE.match(piece.strip()) for piece in _excerpt_pieces(event)):
            state.drop(event, "a question, not a decision")
            if not state.events:
                state.category = "chatter"
    if state.category != "maybe" or state.events:
        return
    sentences = _analyse(state.text)
    # (a "> " line quotes someone else: "> @NQ_Wizard: longing NQ 19289 here" is their call)
    asked = [s for s in sentences if s.norm.rstrip().endswith("?") or _in_quote(state.text, s.start)]
    if not asked:
        return
    told = [s for s in sentences if s not in asked and (s.tickers or s.has_price or s.has_size or s.has_trade_id)]
    if not told:
        state.category = "chatter"
        state.trace.append("only questions or quoted lines carry the trade words: not a decision")


def _in_quote(text: str, offset: int) -> bool:
    """Whether the line holding `offset` is a quote ("> ...")."""
    return text[text.rfind("\n", 0, offset) + 1:].lstrip().startswith(">")


# A request with no owner: "can someone sanity-check ...", "someone should look at FN 5.5".
_UNOWNED_REQUEST_RE = re.compile(
    r"^\W*(?:(?:can|could|would|will)\s+)?(?:some(?:one|body)|any(?:one|body))\s+(?:\w+\s+)?"
    r"(?:should|pls|please|check|look|sanity|double|confirm|have|take|verify|eyeball|review|glance|see)\b", re.I)


def _disowned(state: _State) -> None:
    """A message no rule typed that says it decides nothing ("rough numbers, not a
    recommendation", "for discussion") or asks nobody in particular to look at something
    ("can someone sanity-check my calc", "someone should look at FN 5.5") is talk: a
    decision names its owner."""
    if state.category != "maybe" or state.events:
        return
    norm = state.text.lower()
    if restates(norm):
        state.category = "chatter"
        state.trace.append("says it decides nothing (a recap, a discussion, not a recommendation)")
    elif _UNOWNED_REQUEST_RE.search(norm) and not side_of(state.text) and not trade_ids(state.text):
        state.category = "chatter"
        state.trace.append("a request to nobody in particular: not a decision")


def _answered(state: _State) -> None:
    """A message another person approved or rejected by reply asked for that decision:
    kept as a possible proposal, its decision sentence first (fail-open: the reply, not its
    words, says so)."""
    if not state.context.answered or state.events or state.category == "noise":
        return
    sentences = decision_sentences(state.text) if len(state.text) > MARK_EXCERPT_CHARS else []
    excerpt = " ".join(sentences[:2]) if sentences else _first_sentences(state.text)
    state.events.append(_event("trade_proposal", excerpt, tier="possible", rule="answered.by_reply",
                               confidence="weak", stage="proposed"))
    state.category = "hard"
    state.trace.append("answered by a reply approving or rejecting it: a possible proposal")


def _bare_ack(state: _State) -> None:
    """A lone "ok" that answers nothing: no proposal in the last minutes, no reply."""
    message = state.message
    if state.category != "maybe" or state.events or message.reference_id is not None:
        return
    text = (message.content or "").strip()
    if len(text) > 40 or trade_ids(text) or side_of(text):
        return
    if not (_APPROVE_RE.search(text) or _REJECT_RE.search(text)):
        return
    recent = [p for p in state.context.recent if "trade_proposal" in p.event_types
              and 0 <= message.created_at_ms - p.at_ms <= ACK_SPAN_MS]
    if not recent and message.created_at_ms:
        state.category = "chatter"
        state.trace.append("ack with no proposal in the last 15 min: chatter")


_PROSE_WORD_RE = re.compile(r"\b[a-z]{2,}\b")
PROSE_LINE_WORDS = 12


def _is_prose(text: str) -> bool:
    """A report written in sentences (a header over paragraphs) is no bot line shape: a
    line of twelve or more lowercase words. Counted per line: a single pattern spanning
    the line backtracked (a quarter of a millisecond per long message)."""
    return len(text) > 300 and any(len(_PROSE_WORD_RE.findall(line)) >= PROSE_LINE_WORDS
                                   for line in text.split("\n"))


# A recurring risk line is an event only when its words or numbers say a limit gives:
# breached, hit, resized, blocked, raised or lowered, or a usage at or over 100%.
_PRESSES_RE = re.compile(r"\b(?:breach\w*|exceed\w*|hit(?!\s+(?:ratio|rate)\b)|block\w*|resiz\w*|reduc\w*|halt\w*"
                         r"|reject\w*|rais\w*"
                         r"|lower\w*|cut|liquidat\w*|violat\w*|trigger\w*|tripped|over (?:the )?limit)\b"
                         r"|(?<![\d.])(?:[1-9]\d{2,}|100)(?:\.\d+)?\s?%", re.I)


# ... but not a counter labelled with such a word that counts none: "venue rejects : 0",
# "blocked=0", "0 breaches".
_COUNTS_NONE_AFTER_RE = re.compile(r"\s*[:=]\s*0(?![\d.,])")
_COUNTS_NONE_BEFORE_RE = re.compile(r"(?<![\d.,])0\s+$")


def _presses(text: str) -> bool:
    return any(not (_COUNTS_NONE_AFTER_RE.match(text, match.end())
                    or _COUNTS_NONE_BEFORE_RE.search(text, 0, match.start()))
               for match in _PRESSES_RE.finditer(text))


def _routine_report(state: _State) -> None:
    """A bot's report in a recurring shape that is no headline, under a header naming no
    instrument ("**kestrel-crypto · cycle 22:02Z**"): its watchlist words, a "watchlist:"
    line of moves among them, are the shape's standing parts, status each time
    ("SOL-USD 186.90 (+0.71% 1h) — watchlist only"). Its decisions are judged as any. (A
    header naming one, "📣 **XYZ | corporate disclosure**", heads news on that name.)"""
    header = next((line for line in state.text.split("\n") if line.strip()), "")
    if header == state.text.strip() or extract_tickers(header):
        return
    for event in list(state.events):
        # (news on a held name stays, fail-open: an agent's recurring desk report carries it
        # as often as not, "On our held NFLX position ... the CFO departs")
        if event.event_type == "watchlist_news" and event.rule != NEWS_LABEL_RULE and (
                event.tier != "certain" or event.rule == TOPIC_TAG_RULE):
            state.drop(event, "watchlist words in a recurring report, no headline")


def _template(state: _State) -> None:
    message = state.message
    if not message.author_bot or state.context.template_count < TEMPLATE_MIN_COUNT:
        return
    if _NEWS_RE.search(state.text.lower()) and _headline(state) is not None:
        # A news bot's headline format recurs; each headline is still news. (A news word in
        # another bot's status line is no headline: an options snapshot's "top OI strikes".)
        return
    if _is_prose(state.text):
        # A report in sentences may carry a decision each time: it loses only its standing
        # parts, its "watchlist" line included.
        _routine_report(state)
        if not state.events and state.judged and state.category in ("hard", "maybe"):
            state.category, state.noise_kind = "noise", state.noise_kind or "status"
            state.trace.append("routine report (recurring): counted")
        return
    if _FLAGGED_RE.search(state.text):
        return      # a bot flagging a name to watch ("**WATCH** AAPL 230C halted"), each time news
    _routine_report(state)
    facts = trade_facts(state.text)
    if len(set(facts.get("ids", ()))) >= RECAP_MIN_KNOWN_IDS:
        # A recurring line naming many ids is a table of accounts or orders (a sync
        # report, a heartbeat's links): status, whatever its ids.
        facts.pop("ids")
    if state.text.count("\n") >= 2 and len(set(extract_tickers(state.text))) >= RECAP_MIN_KNOWN_IDS:
        # ... and one naming many instruments, a line each, is a book or PnL snapshot:
        # its signed sizes and prices are positions, not one order's.
        facts = {}
    # An id alone is a progress line of a known order ("ALG-1 pacing: 30% done"), which
    # recurs, and so is an id with a size only (an RFQ quoted both ways, "qty=20000000
    # bid=-71.9 ask=-68.7"); an event template names the trade's side or price with it.
    event_facts = (bool(facts.get("ids")) and any(k in facts for k in ("side", "price"))) \
        or all(k in facts for k in ("side", "size", "price"))
    if event_facts:
        carried = "an id" if facts.get("ids") else "side, size, price"
        if not state.events:
            # No rule read what happened: the type is the one its stage word names ("ord
            # 7f3a91c2 done 3 @ 61,250"). With no stage word the type would be a guess, and
            # a guess is never certain: fail-open, an untyped maybe.
            event_type = _guess_type(state.text)
            stage = next((s for t, s, p in _STAGE_WORDS if t == event_type and p.search(state.text)), None)
            if stage is None:
                state.category, state.noise_kind = "maybe", None
                state.trace.append(f"recurring bot line carrying {carried}, no stage word: maybe")
                return
            state.events.append(_event(event_type, _first_sentences(state.text), tier="certain",
                                       rule="template.event", stage=stage))
        else:
            # (a bot's line read only by its order shape is a guess of its type: a relay's
            # quotes, inquiries and prints recur with side, size and price too; the tuned
            # desks' such lines promoted here were decisions 0 times in 6)
            state.events = [e if _guessed_order(e, state) else
                            dataclasses.replace(e, tier="certain", rule=f"{e.rule}+template") for e in state.events]
        state.trace.append(f"event template (recurring): carries {carried}")
        return
    # Only what the text rules were unsure of goes: a tagged or fact-bearing event in a
    # recurring shape (a news bot's headline format) stays, and so does a risk bot's line
    # whose numbers press on a limit (fail-open: its numbers, not its shape, decide).
    # A recurring line that names no side, size or price ("MT bridge | in: ... | ack/nak 30/0
    # ... ref 6656977820") is the system's status even where a phrase rule read a stage word.
    factless = not any(key in facts for key in ("side", "size", "price"))
    for event in list(state.events):
        if event.event_type != "risk_limit" and event.confidence != "tagged" and (
                event.confidence == "weak" or (factless and event.tier != "certain")):
            state.drop(event, "status template (recurring)")
        elif event.event_type == "risk_limit" and event.tier != "certain" and event.confidence != "tagged" \
                and not _presses(state.text):
            state.drop(event, "status template (recurring) whose numbers press on no limit")
    if not state.events and state.category in ("hard", "maybe", "chatter"):
        state.category, state.noise_kind = "noise", state.noise_kind or "status"
        state.trace.append("status template (recurring): counted")


def _marks(state: _State) -> list[str]:
    message, desk = state.message, state.context.desk
    marks = []
    if message.pinned:
        marks.append("pin")
    for emoji, user_id in message.reactions:
        if emoji in desk.mark_emoji and desk.may_mark(user_id):
            marks.append(f"reaction:{emoji}")
    if not marks:
        return marks
    rule = "mark." + marks[0].split(":")[0]
    if _standing_state(state):
        # A pinned book or watchlist is what the desk holds and watches (memory.digest reads
        # it as such for the news rules); its position lines are no trades, and it changes
        # no level and presses no limit, so it decides nothing.
        for event in list(state.events):
            state.drop(event, "a marked book or watchlist: standing state")
        state.category = "chatter"
        state.trace.append(f"marked ({', '.join(marks)}): standing state (book or watchlist), not a decision")
        return marks
    if state.events:
        state.events = [dataclasses.replace(e, tier="certain", rule=f"{e.rule}+{rule}" if e.rule else rule)
                        for e in state.events]
    else:
        state.events.append(_event(_guess_type(state.text), _first_sentences(state.text), tier="certain", rule=rule))
    state.trace.append(f"marked ({', '.join(marks)}): certain")
    return marks


# A message that asks someone: it names a person, or ends in a question ("… 150mm. Priya
# ok?") that did not open as one ("should we sell more JPY? … 151.71?" weighs an idea).
_MENTION_RE = re.compile(r"<@!?&?\d+>|(?<![\w@])@[A-Za-z]\w")
_OPENS_ASKING_RE = re.compile(r"^\W*(?:should|shall|do|does|did|is|are|was|were|can|could|would|will|what|why|how"
                              r"|when|where|who|which|any|anyone|anybody|thoughts)\b", re.I)


def opens_asking(text: str) -> bool:
    return bool(_OPENS_ASKING_RE.match(text))


def asks_someone(text: str) -> bool:
    return bool(_MENTION_RE.search(text)) or (bool(_ASKED_RE.search(text)) and not opens_asking(text))


# A reaction that decides a proposal: "✅" approves it, "❌" rejects it ("👀" only looks).
_APPROVING_REACTIONS = frozenset({"✅", "✔️", "☑️", "👍", "🟢", "🆗", "💯"})
_REJECTING_REACTIONS = frozenset({"❌", "👎", "🚫", "⛔", "🛑", "✖️"})


def _reacted_verdict(state: _State) -> None:
    """A proposal someone else approved or rejected with a reaction carries that decision
    on its own message: an approval event beside the proposal (a reaction has no text of its
    own: its line is the emoji, beside the proposal's line under the same handle). Only a
    desk lead's reaction counts when the desk names its leads."""
    message = state.message
    if not message.reactions:
        return
    if not state.events and state.category != "noise" and side_of(state.text) and asks_someone(state.text):
        # an untyped "… 20k TON here, kenji?" that a lead approved with a ✅ asked for it
        state.events.append(_event("trade_proposal", _first_sentences(state.text), tier="possible",
                                   rule="answered.by_reaction", confidence="weak", stage="proposed"))
    if not any(e.event_type == "trade_proposal" for e in state.events):
        return
    verdicts = [("approved" if emoji in _APPROVING_REACTIONS else "rejected")
                for emoji, user_id in message.reactions
                if (emoji in _APPROVING_REACTIONS or emoji in _REJECTING_REACTIONS)
                and user_id != message.author_id and state.context.desk.may_mark(user_id)]
    if not verdicts or any(e.event_type == "trade_approval" for e in state.events):
        return
    stage = "rejected" if "rejected" in verdicts else "approved"
    emoji = next(e for e, u in message.reactions if e in _APPROVING_REACTIONS | _REJECTING_REACTIONS
                 and (e in _REJECTING_REACTIONS) == (stage == "rejected"))
    proposal = next(e for e in state.events if e.event_type == "trade_proposal")
    # (the proposal's own line, under the same handle, says what was decided)
    state.events.append(_event("trade_approval", f"{emoji} (reaction)", tier=proposal.tier,
                               rule=f"reaction.{'approve' if stage == 'approved' else 'reject'}", stage=stage))
    state.trace.append(f"{stage} by a reaction {emoji}")


# Reactions that are manners, not attention: a laugh, thanks, a heart.
_SOCIAL_REACTIONS = frozenset({"😂", "🤣", "😆", "😅", "🙏", "❤️", "♥️", "😍", "🥲", "💀"})
_SKIN_TONE_RE = re.compile("[\U0001F3FB-\U0001F3FF]")


def _reacted_attention(state: _State) -> None:
    """A message no rule read anything in that someone else reacted to (an "👀", a "✅", a
    "🎉") drew the desk's attention: on desks nobody tuned for, such messages were decisions
    or news about half the time (session 31), against under 3% of the messages no rule
    keeps. Fail-open, an untyped maybe. Not where a rule's event was dropped (a backtest, a
    question, another desk's trade): that was judged. A laugh or a thanks is manners; a
    mark emoji by someone who may not mark is a deliberate non-mark."""
    message, desk = state.message, state.context.desk
    if state.events or state.judged or state.category not in ("chatter", "noise"):
        return
    for emoji, user_id in message.reactions:
        bare = _SKIN_TONE_RE.sub("", emoji)
        if user_id != message.author_id and bare not in _SOCIAL_REACTIONS and emoji not in desk.mark_emoji:
            state.category, state.noise_kind = "maybe", None
            state.trace.append(f"reacted to with {emoji} by someone else: maybe")
            return


# A marked post listing at least this many held instruments is a book snapshot.
STANDING_MIN_INSTRUMENTS = 3


# A marked post headed as the day's limits, with a bound and a number under it.
_SETS_LIMITS_RE = re.compile(LIMITS_HEADING + r"[^\n]*\n?(?:[^\n]*\n){0,3}?[^\n]*"
                             r"\b(?:cap|max(?:imum)?|limit)\b[^\n]{0,12}\d", re.I)


def _standing_state(state: _State) -> bool:
    """A marked post that lists the book (position lines on several instruments) or
    declares the watchlist, and says no limit is pressed and no level changed."""
    text = state.text
    # A phrase rule sure of what it typed (a proposal, a fill, with its facts) outweighs a
    # list of names; a weak guess or the order-line fallback ("LONG 16 GCZ6 AVG 2008.5 |
    # ...") is what a book's position lines look like.
    if any(e.confidence != "weak" and not (e.rule or "").startswith("fallback") for e in state.events):
        return False
    if _SETS_LIMITS_RE.search(text):
        return False        # "limits for today: - KRW NOP cap 160m ...": the day's limits are set here
    if _declares_watchlist(text):
        return True
    if _presses(text) or _LEVEL_CHANGE_RE.search(text):
        return False
    return len(holdings_in(text, state.context.desk, pinned=True)) >= STANDING_MIN_INSTRUMENTS


def _embed_head(message: MessageView) -> str | None:
    """Title and description of an embed-only post's first titled embed."""
    if (message.content or "").strip():
        return None
    return next((head for head in map(embed_head, message.embeds) if head), None)


def _finish(state: _State) -> list[HardEvent]:
    message, context = state.message, state.context
    earlier = [message_text(dataclasses.replace(message, content=v)) for v in message.earlier_versions]
    ref = context.referenced if message.reference_id is not None else None
    finished = []
    content = (message.content or "").strip()
    terse = bool(content) and len(content) <= TERSE_WHOLE_CHARS and "\n\n" not in content
    head = _embed_head(message)
    for event in state.events:
        lede = event.excerpt.split(EXCERPT_JOINER, 1)[0]
        if head and head not in event.excerpt and not (
                event.event_type in NEWS_TYPES and lede.startswith("[embed: ")
                and head.startswith(lede.removeprefix("[embed: "))):
            # An embed's title says what the post is (the headline, "Order filled"): an
            # excerpt of its fields or footer keeps it in front (a headline's lede has it).
            event = dataclasses.replace(event, excerpt=head + EXCERPT_JOINER + event.excerpt)
        if terse and event.excerpt != content and all(p in content for p in _excerpt_pieces(event)):
            # A short message is its own context: its other clause often carries a fact
            # ("keep the long, no adds"), and the whole costs little more than the sentence.
            event = dataclasses.replace(event, excerpt=content)
        # A record's fields say its side, size and price outright; the text fills the rest.
        facts = {**trade_facts(event.excerpt), **event.facts}
        message_ids = trade_ids(state.text)
        if message_ids and "ids" not in facts and len(message_ids) == 1:
            facts["ids"] = message_ids
        if earlier:
            old = superseded(facts, earlier)
            if old:
                facts["superseded"] = old
        roots, _ = context.desk.aliases.instruments(event.excerpt)
        if roots:
            facts["instruments"] = roots
        tier = event.tier
        if tier != "certain" and facts.get("ids") and any(k in facts for k in ("side", "size", "price")) \
                and not state.child_order and event.event_type not in NEWS_TYPES and not _guessed_order(event, state):
            # An id with side/size/price names the trade (a slice's names its parent); a
            # headline's figures and filing numbers name no trade of the desk; a bot's line
            # read only by its shape may be an RFQ's or a venue print's, ids and all.
            tier = "certain"
        stage = event.stage or _stage(event.event_type, event.excerpt)
        trade_key = _trade_key(event, facts, roots, state, ref)
        finished.append(dataclasses.replace(event, tier=tier, stage=stage, trade_key=trade_key, facts=facts))
    return finished


_TRADE_TYPES = frozenset({"trade_proposal", "trade_approval", "trade_confirmation", "trade_fill",
                          "stop_or_target_change", "risk_limit", "no_route_decision"})


def _trade_key(event: HardEvent, facts: dict, roots: list[str], state: _State, ref) -> str | None:
    if event.event_type not in _TRADE_TYPES:
        return None
    for ident in facts.get("ids", ()) or known_ids_in(event.excerpt, state.context.known_ids):
        return state.context.known_ids.get(ident, f"id:{ident}")
    if ref is not None and ref.trade_key and event.rule.startswith("reply"):
        return ref.trade_key
    if ref is not None and ref.trade_key and set(roots or ref.instruments) & set(ref.instruments):
        return ref.trade_key
    if event.event_type not in TRADE_STAGE_TYPES:
        return None  # a limit or a pass without an id is no trade of its own
    if not roots:
        return ref.trade_key if ref is not None else None
    side = facts.get("side")
    message = state.message
    for prior in reversed(state.context.recent):
        if not prior.trade_key or roots[0] not in prior.instruments:
            continue
        if message.created_at_ms - prior.at_ms > TRADE_SPAN_MS:
            break
        # Without an id or a reply, only one author's own messages join a trade: two bots
        # naming the same instrument and side (a liquidation feed, a relay) are not one trade.
        if (side is None or prior.side is None or prior.side == side) and prior.author_name == message.author_name:
            return prior.trade_key
    return f"{roots[0]}:{side or '-'}:{message.author_name or '?'}:{message.message_id or 0}"


# --------------------------------------------------------------------------- entry point


def classify_message(message: MessageView, context: ClassifyContext | None = None, *,
                     base: Classification | None = None) -> Classification:
    """Classify one message with what the store knows around it (see the module doc).
    `base` is the text classification of `message_text(message)` when the caller has it."""
    context = context or ClassifyContext()
    text = message_text(message)
    if base is None:
        base = classify(text, author_name=message.author_name, author_bot=message.author_bot)
    roots, alias_hits = context.desk.aliases.instruments(text)
    state = _State(message, context, text, base, list(base.events), base.category, base.noise_kind, [], [],
                   list(roots))
    if base.events:
        state.trace.append("text rules: " + ", ".join(f"{e.event_type} ({e.rule or 'rule'})" for e in base.events))
    else:
        state.trace.append(f"text rules: {base.category}" + (f" ({base.noise_kind})" if base.noise_kind else ""))
    _structured(state)
    _known_names(state)
    _speech_acts(state)
    _report_facts(state)
    _report_voice(state)
    _idioms(state)
    _order_shape(state)
    _outside_speaker(state)
    _relay_paste(state)
    _news(state)
    _ids(state)
    _order_record(state)
    _bot_tag_names_its_trade(state)
    _reply(state)
    _answered(state)
    _bare_ack(state)
    _questions(state)
    _disowned(state)
    _desk_voice(state)
    _counters(state)
    _bot_data(state)
    if message.author_bot:
        state.template = post_shape(message)
    _template(state)
    marks = _marks(state)
    _reacted_verdict(state)
    _reacted_attention(state)
    _book_statement(state)
    _whose_order(state)
    events = _finish(state)
    category = "hard" if events else state.category
    if category == "hard" and not events:
        category = "maybe"
    return dataclasses.replace(
        base, category=category, events=tuple(events),
        noise_kind=state.noise_kind if category == "noise" else None,
        trace=tuple(state.trace), template=state.template, template_count=context.template_count,
        reply_to=message.reference_id, marks=tuple(marks), aliases=tuple(state.aliases or alias_hits),
        instruments=tuple(roots))
