"""Runtime noise: lines shaped like logs, retries, heartbeats, cron, status."""

from __future__ import annotations

import re

from memory.classify import vocabulary
from memory.classify.sentences import _normalize

# --------------------------------------------------------------------------- noise

_LOG_PREFIX_RE = re.compile(
    r"^\W{0,4}(?:\[?\s*(?:info|warn|warning|error|err|debug|trace|fatal|crit|critical|notice)\s*\]?[:\s]"
    r"|\[?\d{4}-\d{2}-\d{2}[ t]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s)"
)
_KEY_VALUE_RE = re.compile(r"\b[a-z_][\w.]*=\S+")
_TRACE_LINE_RE = re.compile(r"^\s*(?:at\s+\S+\s*\(|file \"|traceback|[\w.]*(?:error|exception):|\^+$|\.{3}$|[-=]{3,}$)")
# (kind, pattern that always means runtime noise, pattern that does when the line looks machine-made)
_NOISE_KINDS = tuple(
    (shape["kind"], re.compile(vocabulary.join(shape["always"])),
     re.compile(vocabulary.join(shape["machine"])) if "machine" in shape else None)
    for shape in vocabulary.load()["noise"]
)
# Hints that a line was written by a program (durations, counters, brackets, key=value, emoji).
_MACHINE_HINT_RE = re.compile(
    r"\d+(?:\.\d+)?\s?(?:ms|s|sec|m|min|h|mb|gb|kb|%)\b|\d+\s*/\s*\d+|\b\d{3,}\b|[\[\]{}=<>|]"
    r"|[✅❌⚠🔄⏳🟢🔴🟡💓⚙]|\.\.\.|…|^\W*[\w-]+:\s"
)
_NOISY_AUTHOR_RE = vocabulary.regex("noisy_authors", re.I)
# One-word replies: runtime acks from a bot, but possibly a yes/no to a proposal from a person.
_SHORT_REPLY_RE = vocabulary.regex("short_replies", re.I)
_MAX_NOISE_LINE_CHARS = 160
# A bare receipt names no trade and decides nothing: chatter from a person, status from a bot.
_ACK_ONLY_RE = vocabulary.regex("ack_only", re.I)
# A bare trade-state reply ("Confirmed.", "Filled") may answer the order above it: kept as "maybe".
_TRADE_STATE_REPLY_RE = re.compile(r"^\W*(?:confirmed|booked|filled|executed|working|live|done)\W*$", re.I)
# A tool call echoed by an agent: "tool get_quote(NVDA) -> 142.1 in 812ms". Its arguments are
# not a trade, whatever tickers and prices they carry.
_TOOL_CALL_RE = re.compile(
    r"^\W*(?:tool(?:\s+call)?|calling|called|call|fn|function|invoke[sd]?)?\s*:?\s*[a-z_][\w.]*\([^()\n]{0,120}\)"
    r"\s*(?:->|=>|→|returned|returns|:|=|in\s+\d)"
)
_MAX_HUMAN_NOISE_LINE_CHARS = 60


def _line_noise_kind(line: str, author_bot: bool, machine_author: bool, short_bot: bool = False) -> str | None:
    norm = _normalize(line)
    if not norm or (not author_bot and norm.endswith("?")):
        return None  # a person asking about the bot is talk, not runtime output
    if _TOOL_CALL_RE.match(norm):
        return "log"
    # An agent's short status line ("Done. Summary is above.") reads as machine output; its
    # prose sentences ("changing my mind on COST — neutral now, ...") do not.
    looks_machine = (machine_author or bool(_MACHINE_HINT_RE.search(line))
                     or (short_bot and len(norm) <= _MAX_HUMAN_NOISE_LINE_CHARS))
    # People rarely post runtime lines; a long human sentence that mentions "heartbeat" is talk.
    max_chars = _MAX_NOISE_LINE_CHARS if author_bot else _MAX_HUMAN_NOISE_LINE_CHARS
    for kind, always, machine_only in _NOISE_KINDS:
        matches = always.search(norm) or (machine_only is not None and looks_machine and machine_only.search(norm))
        if matches and (len(norm) <= max_chars or machine_author or _LOG_PREFIX_RE.search(norm)):
            return kind
    if _LOG_PREFIX_RE.search(norm) or len(_KEY_VALUE_RE.findall(norm)) >= 2:
        return "log"
    if _TRACE_LINE_RE.search(norm) or (author_bot and line[:1] in (" ", "\t")):
        return "error"  # stack frames and the indented code lines between them
    if (machine_author or short_bot) and _SHORT_REPLY_RE.match(norm):
        return "status"
    return None


# A stack frame: Python's 'File "x.py", line 9, in f', the JVM's "at a.B.c(B.java:9)".
_FRAME_RE = re.compile(r'^\s*(?:File "[^"\n]+", line \d+|at [\w.$<>]+\([\w.]*:\d+\))', re.M)
# Lines of a trace dump that are not trace: a caption above, one below, and a chained
# trace's "During handling of the above exception ..." between.
TRACE_DUMP_OTHER_LINES = 3


def is_trace_dump(text: str) -> bool:
    """A bot's stack trace (two frames or more) with at most a few lines around it: a job
    failing, whatever symbols its frames and captions name ("KeyError: 'EAST'")."""
    if len(_FRAME_RE.findall(text)) < 2:
        return False
    other = [line for line in text.split("\n") if line.strip().strip("`")
             and _line_noise_kind(line, True, True) is None]
    return len(other) <= TRACE_DUMP_OTHER_LINES and all(len(line) <= _MAX_NOISE_LINE_CHARS for line in other)


def _noise_kind(text: str, author_name: str, author_bot: bool) -> str | None:
    """The kind of runtime noise when every line of the message is shaped like it."""
    machine_author = author_bot and bool(_NOISY_AUTHOR_RE.search(author_name))
    short_bot = author_bot and len(text) <= _MAX_NOISE_LINE_CHARS
    kinds = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        kind = _line_noise_kind(line, author_bot, machine_author, short_bot)
        if kind is None:
            return None
        kinds.append(kind)
    if not kinds:
        return None
    # The most telling kind wins: a retry line inside a log dump makes it a retry.
    specific = [kind for kind in kinds if kind not in ("log", "status")]
    return specific[0] if specific else kinds[0]
