"""Runtime noise: lines shaped like logs, retries, heartbeats, cron, status."""

from __future__ import annotations

import re

from memory.classify.sentences import _normalize


# --------------------------------------------------------------------------- noise

_LOG_PREFIX_RE = re.compile(
    r"^\W{0,4}(?:\[?\s*(?:info|warn|warning|error|err|debug|trace|fatal|crit|critical|notice)\s*\]?[:\s]"
    r"|\[?\d{4}-\d{2}-\d{2}[ t]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s)"
)
_KEY_VALUE_RE = re.compile(r"\b[a-z_][\w.]*=\S+")
_TRACE_LINE_RE = re.compile(r"^\s*(?:at\s+\S+\s*\(|file \"|traceback|[\w.]*(?:error|exception):|\^+$|\.{3}$|[-=]{3,}$)")
# (kind, pattern that always means runtime noise, pattern that does when the line looks machine-made)
_NOISE_KINDS: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None], ...] = (
    ("retry",
     re.compile(r"\bretr(?:y|ying|ied|ies)\b|\battempt\s*#?\d+|\b\d+\s*/\s*\d+\s*(?:attempts?|retries|tries)\b"
                r"|\bback(?:ing)?[\s-]?off\b|\b429\b|rate[\s-]?limit|ratelimit|throttl|too many requests"),
     re.compile(r"\btime[sd]?[\s-]?out\b|\btimeout\b|\btry again\b")),
    ("error",
     re.compile(r"\btraceback\b|\bexception\b|\bprovider error\b|\boverloaded\b|\bbad gateway\b|\beconn\w+"
                r"|\b(?:http|status|code|error|returned|got)\s*:?\s*5\d\d\b"
                r"|\b5\d\d\s+(?:error|from|server|internal|bad|service|overloaded|gateway)\b"
                r"|\bstack ?trace\b|\bapi error\b|\binternal server error\b|\bservice unavailable\b"),
     re.compile(r"\berror\b|\bfailed\b|\bfailure\b|\bfatal\b|\bpanic\b|\bcrash(?:ed)?\b|\bunavailable\b")),
    ("reconnect",
     re.compile(r"reconnect|disconnect|\bwebsocket\b|connection (?:lost|reset|closed|restored|refused|dropped)"
                r"|\bsession (?:resumed|expired|invalidated)\b|\bresum(?:ed|ing) session\b"),
     re.compile(r"\bgateway\b|\bsocket\b|\bconnect(?:ed|ing)\b|\bfeed (?:down|up|stale|restored)\b")),
    ("cron",
     re.compile(r"\bcron\b|\bscheduler\b|\bcronjob\b|\bnext run\b"),
     re.compile(r"\bjob\b|\bscheduled\b|\bbatch\b|\btask\b|\bran in\b")),
    ("heartbeat",
     re.compile(r"heartbeat|\bping\b|\bpong\b|\bkeep-?alive\b"
                r"|still (?:working|running|thinking|processing|here|alive|going)|working on it"
                r"|\bi'?m alive\b|⏳|💓"),
     re.compile(r"\balive\b|\btick\b|\bthinking\b|\bprocessing\b|\bscanning\b|\bfetching\b|\brefreshing\b"
                r"|\bloading\b|\bwarming\b|\banaly[sz]ing\b|\bcomputing\b|\bgenerating\b|\bidle\b|\bwaiting\b"
                r"|\bpoll(?:ing|ed)?\b")),
    ("status",
     re.compile(r"\bhealth[\s-]?check\b|\bhealthy\b|\bunhealthy\b|\buptime\b|\ball systems\b|\boperational\b"
                r"|\bstatus\s*[:=]\s*\w+|\bup and running\b"),
     re.compile(r"\bstatus\b|\bonline\b|\boffline\b|\bready\b|\bstart(?:ed|ing)\b|\bbooted\b|\brestart\w*\b"
                r"|\bshutting down\b|\bdeploy\w*\b|\bversion\b|\bv\d+\.\d+|\bok\b|\bsync(?:ed|ing)?\b|\bloaded\b"
                r"|\bcomplete[d]?\b|\bprogress\b"
                r"|\bno new (?:signals?|alerts?|updates?|orders?|trades?|messages?|data)\b"
                r"|\bnothing (?:new|to report|to do)\b|\bcycle\b|\bsleep(?:ing)?\b|\bgenerated\b|\breload\w*\b"
                r"|\bconfig\b|\bdelayed\b|\bstale\b|\blagg?ing\b|\bbackfill\w*|\bfinished\b|\bdone\b")),
    ("metrics",
     re.compile(r"\bcontext window\b|\bcontext (?:refresh\w*|reload\w*|rebuil\w*|trimm\w*|updated)\b"
                r"|\bcompact(?:ing|ed|ion)\b|\blatency\b|\bqueue (?:depth|size|length)\b"
                r"|\bp\d\d\b|\btokens?\s*[:=]|\bcpu\b|\bmem(?:ory)?\s*[:=]|\brss\b|\bthroughput\b"),
     re.compile(r"\btokens?\b|\bqueue\b|\bmodel\b|\busage\b|\bcost\b|\bduration\b|\belapsed\b|\btook\b")),
)
# Hints that a line was written by a program (durations, counters, brackets, key=value, emoji).
_MACHINE_HINT_RE = re.compile(
    r"\d+(?:\.\d+)?\s?(?:ms|s|sec|m|min|h|mb|gb|kb|%)\b|\d+\s*/\s*\d+|\b\d{3,}\b|[\[\]{}=<>|]"
    r"|[✅❌⚠🔄⏳🟢🔴🟡💓⚙]|\.\.\.|…|^\W*[\w-]+:\s"
)
_NOISY_AUTHOR_RE = re.compile(r"cron|health|monitor|heartbeat|status|uptime|schedul|watchdog|logger|\bops\b|runtime"
                              r"|system", re.I)
# One-word replies: runtime acks from a bot, but possibly a yes/no to a proposal from a person.
_SHORT_REPLY_RE = re.compile(
    r"^\W*(?:ok(?:ay)?|k|kk|ack|yes|yep|yeah|yup|sure|roger|copy|done|ready|no|nope|nah|pass|not now|negative"
    r"|👍|👎|✅|❌|👌|🆗|\+1|-1)\W*$",
    re.I,
)
_MAX_NOISE_LINE_CHARS = 160
# A bare receipt names no trade and decides nothing: chatter from a person, status from a bot.
_ACK_ONLY_RE = re.compile(
    r"^\W*(?:ack(?:ed|nowledged)?|copy(?: that)?|roger(?: that)?|noted|got it|will do|on it|seen|received|understood"
    r"|k|kk)\W*(?:thanks|thx|ty)?\W*$",
    re.I,
)
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
        if always.search(norm) or (machine_only is not None and looks_machine and machine_only.search(norm)):
            if len(norm) <= max_chars or machine_author or _LOG_PREFIX_RE.search(norm):
                return kind
    if _LOG_PREFIX_RE.search(norm) or len(_KEY_VALUE_RE.findall(norm)) >= 2:
        return "log"
    if _TRACE_LINE_RE.search(norm) or (author_bot and line[:1] in (" ", "\t")):
        return "error"  # stack frames and the indented code lines between them
    if (machine_author or short_bot) and _SHORT_REPLY_RE.match(norm):
        return "status"
    return None


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
