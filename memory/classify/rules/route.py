"""route_decision: routing and assigning work to an agent or desk (negated -> no route)."""

from __future__ import annotations

import re

from memory.classify import vocabulary
from memory.classify.analysis import _Sentence
from memory.classify.facts import _TRADE_ID_RE
from memory.classify.frames import _NEGATION_BEFORE_RE
from memory.classify.rules.base import _Rule
from memory.classify.sentences import _normalize

_ROUTED_THING_RE = re.compile(
    r"\b(?:order|orders|trade|trades|ticket|alert|alerts|signal|signals|idea|setup|flow|buy|sell|short|long|add|trim"
    r"|exit|entry|cover|hedge|request|proposal|fill|position|basket|spread|leg|legs|it|this|that|them|these|those"
    r"|decision|call|roll|review|question)\b"
    r"|#\d|\bt-\d|\d"
)


def _routes_something(sentence: _Sentence, match: re.Match[str]) -> bool:
    """"routing" decides something only with an object or a destination: "routed to IBKR",
    "Route it.", "routing the TSLA alert to execution", "routing AMZN buy through IBKR";
    not "routing summary" or "desk workload routing"."""
    if match.group().startswith("routed") and not sentence.norm[match.end():].strip(" .!"):
        return True  # "approved and routed."
    # A label ("Routing: the roll decision ... goes to Kunal") is read like the verb.
    tail = re.sub(r"^\s*[:—–]\s*", " ", sentence.norm[match.end() : match.end() + 90])
    if re.match(r"\s*(?:->|→|=>)|\s+(?:to|via|through|thru|into|over to|across)\b", tail):
        return True
    words = tail.split()[:6]
    head = " ".join(words)
    return bool(_ROUTED_THING_RE.search(head)
                or any(word.strip(".,;:()").upper() in sentence.tickers for word in words)
                or _ROUTE_DESTINATION_RE.search(tail))


# "routing the Halvorsen close-auction clip to the execution agent": whatever the object,
# a destination that is an agent, desk or person's role decides it.
_ROUTE_DESTINATION_RE = re.compile(
    r"^\s+(?:\S+\s+){0,5}?(?:to|via|through|over to)\s+(?:the\s+|our\s+)?(?:@[\w.-]+|<@!?\d+>"
    r"|(?:[\w-]+\s+)?(?:agent|desk|bot|team|trader|traders|execution|exec|pm|risk|oms|ems|algo)\b)")



RULES: tuple[_Rule, ...] = (
    # "routing" as a topic ("routing summary", "routing looks balanced") is no decision: the
    # verb needs an object or a destination ("routing the TSLA alert to execution", "Route it.").
    _Rule("route_decision", re.compile(
        r"\brout(?:e|es|ed|ing)\b(?!\s+(?:table|tables|map|planner|guide|config|rules?|handler|path|66|logic|engine"
        r"|layer|policy|policies|summary|stats|metrics|latency|setup|matrix)\b)"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE,
        # "routed 0 · no-route 0", "44 scanned · 0 routed": a cron counter, not a decision.
        veto_sentence=re.compile(r"\b(?:routed|no-route|unrouted)[\"']?\s*[:=]?\s*\d+\s*(?:[·|,/;()]|$)"
                                 r"|\brouter status\b|\blast route\b"
                                 r"|\b\d+\s+(?:routed|unrouted|no-routes?|assigned|dispatched)\b"),
        positive_check=lambda sentence, match: _routes_something(sentence, match),
        # A counter or "routing" as a topic is no trading signal either: not even a "maybe".
        quiet=True),
    _Rule("route_decision", re.compile(
        r"\b(?:send|sending|sent|pass|passing|passed|hand|handing|handed|forward|forwarding|forwarded|push"
        r"|pushing|pushed|submit|submitting|submitted|escalat\w*|releas\w*|ship|shipping|shipped)\s+(?:\S+\s+){0,4}?"
        r"(?:to|over to|off to|for)\s+(?:the\s+)?(?:exec|execution|executor|trader|traders|trading desk|desk"
        r"|broker|ibkr|oms|ems|algo|market|pm|risk)\b|\b(?:for|to) execution\b"),
        negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
    # German desks: "→ geroutet an Lena Vogt", "an die Execution weitergeleitet".
    _Rule("route_decision", re.compile(r"\b(?:geroutet|weitergeleitet|zugewiesen)\s+(?:an|zu)\b"
                                       r"|\ban\s+(?:\S+\s+){1,3}?(?:weitergeleitet|geroutet)\b"),
          negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
    # Romance desks hand work over: "te paso los 6 MIBXM6", "el OIR te lo paso a ti", "te passo",
    # "ti passo", "je te passe", "enrutado a Lucía".
    _Rule("route_decision", re.compile(r"\b(?:te|ti|le|les)\s+(?:l[oae]s?\s+|la\s+)?(?:paso|passo|passe|envío|mando)\b"
                                       r"|\b(?:enrutad[ao]|asignad[ao]|instradat[oa]|assegnat[oa])\s+a\b"),
          negated_type="no_route_decision", veto_before=_NEGATION_BEFORE_RE),
)


# "Quill, this one's yours", "MSFT spike → Quill".
_ASSIGN_VERB = (
    r"(?:re-?)?assign(?:s|ed|ing)?|allocat(?:e|es|ed|ing)|hand(?:s|ed|ing)?(?:\s+(?:off|over))?|pass(?:es|ed|ing)?"
    r"|send(?:s|ing)?|sent|forward(?:s|ed|ing)?|rout(?:e|es|ed|ing)|kick(?:s|ed|ing)?|toss(?:es|ed|ing)?"
    r"|giv(?:e|es|ing)|gave|delegat(?:e|es|ed|ing)|escalat(?:e|es|ed|ing)|push(?:es|ed|ing)?|bounc(?:e|es|ed|ing)"
    r"|flip(?:s|ped|ping)?|punt(?:s|ed|ing)?|farm(?:s|ed|ing)? out|queu(?:e|es|ed|ing)"
)
_ASSIGN_TO_RE = re.compile(
    rf"\b(?:{_ASSIGN_VERB})\s+(?P<object>[^.;!?]{{0,70}}?)\s*(?:\bover to|\boff to|\bacross to|\bto|->|→|=>)\s+"
    r"(?P<target>@[\w.-]+|<@!?\d+>|the\s+[\w-]+\s+(?:desk|team|book|agent|bot)\b|[\w-]+)"
    rf"|\b(?:{_ASSIGN_VERB})\s+(?P<object2>[^.;!?]{{0,70}}?)\s+(?P<target2>(?:his|her|their|your) way)\b",
    re.I,
)
_ASSIGN_ROLE_RE = re.compile(
    r"(?:agent|bot|desk|exec|execution|executor|execution-\w+|trader|traders|pm|risk|ops|quant|research|the\s.*)$"
    r"|[\w]+-(?:agent|bot|desk|exec)$",
    re.I,
)
_YOURS_RE = re.compile(
    r"\b(?:this one|this|that one|that|it|these|those|all)(?:'s| is| are|'re)\s+(?:all\s+)?yours\b"
    r"|\byours\s*[:,—–-]"
    r"|\b(?:alert|signal|flag|ticket|task|idea|setup|print|spike|gap|move|one|name|trade|order)s?(?:'s| is| are)\s+"
    r"(?:all\s+)?yours\b|\bover to you\b"
    r"|\b(?:it|this|that)(?:'s| is)\s+(?:their|your|his|her)\s+(?:book|call|name|baby)\b"
    r"|\b(?:owner|owned by|assigned to|assignee|handled by|goes to)\s*[:=]?\s*(?:@|<@|[A-Z][a-z])",
)
_VOCATIVE_TAKE_RE = re.compile(
    # (or an agent's handle, named first: "treasury-agent take the 5m USDC top-up")
    r"^\W*(?P<name>@[\w.-]+|<@!?\d+>|[A-Z][a-z]+(?=\s*[,:—–-])|[a-z][a-z0-9]*[-_](?:agent|bot)\b)\s*[,:—–-]?\s+"
    r"(?:please\s+|pls\s+|can you\s+"
    r"|could you\s+|you\s+|go\s+|tu\s+)?(?:take|grab|handle|own|pick up|work|run with|look into|jump on|cover|have"
    r"|übernimm|übernehmen|kümmer dich um|prends|encárgate de|occupati di)\b"
    r"(?!\s+(?:a\s+(?:look|peek|break|breather|minute|second|sec|seat|day)|care|five|ten|lunch|off|it easy|your time"
    r"|a\s+\w+\s+(?:look|break)|fun|questions?))"
    r"|\b(?:please|pls|can you|could you|you)\s+(?:take|grab|handle|own|pick up|run with)\s+(?:it|this|that|this one"
    r"|that one|the\s+\S+)",
    re.I,
)
# (or an agent's handle: "→ docs-agent: PMC-CU-25-714, LC draft vs contract terms pls")
_ARROW_NAME_RE = re.compile(r"(?:->|→|=>)\s*(?P<target>@[\w.-]+|<@!?\d+>|[A-Z][a-z]{2,}\b"
                            r"|[a-z][a-z0-9]*[-_](?:agent|bot)\b)")
# "AL-52587 → pm-review, 40mm": an id sent to a queue or role written as a lower-case handle.
_ID_TO_QUEUE_RE = re.compile(
    r"(?P<id>\b[A-Z]{1,6}-\d{3,}\b)\s*(?:->|→|=>)\s*(?P<queue>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\b")
# Capitalised words that are not agents or desks.
_NOT_NAMES = vocabulary.words("not_names")
_SIGNAL_NOUN_RE = re.compile(
    r"\b(?:signal|alert|idea|setup|trade|order|ticket|task|flag|spike|dump|gap|activity|flow|move|breakout"
    r"|breakdown|print|headline|sweep|block|squeeze|drop|rip|selloff|one|this|it|that|these|those)s?\b",
    re.I,
)


_WORK_NOUN_RE = re.compile(
    r"\b(?:signal|alert|idea|setup|trade|order|ticket|task|flag|spike|dump|gap|flow|breakout|breakdown|print|headline"
    r"|sweep|block|squeeze|selloff|request|proposal|book|name|position)s?\b",
    re.I,
)


def _is_agent_name(target: str) -> bool:
    if target.startswith(("@", "<@")) or target.lower().endswith((" way", "-agent", "_agent", "-bot", "_bot")):
        return True
    if _ASSIGN_ROLE_RE.match(target):
        return True
    return target[:1].isupper() and target[1:2].islower() and target.lower() not in _NOT_NAMES


def _assignment_type(sentence: _Sentence) -> str | None:
    """route_decision when the sentence gives a signal or task to an agent or desk."""
    raw = sentence.raw
    for match in _ASSIGN_TO_RE.finditer(raw):
        target = match.group("target") or match.group("target2")
        obj = match.group("object") or match.group("object2") or ""
        about_signal = (any(t in obj.upper() for t in sentence.tickers) or _TRADE_ID_RE.search(obj)
                        or _SIGNAL_NOUN_RE.search(obj))
        if about_signal and _is_agent_name(target) and target.upper() not in sentence.tickers:
            before = _normalize(raw[: match.start()])[-48:] + " "
            return "no_route_decision" if _NEGATION_BEFORE_RE.search(before) else "route_decision"
    # "Quill, this one's yours: MSFT spike": a handover of something the desk trades or tracks.
    names_work = bool(sentence.tickers or _TRADE_ID_RE.search(raw) or _WORK_NOUN_RE.search(raw))
    if names_work and (_YOURS_RE.search(raw) or _VOCATIVE_TAKE_RE.search(raw)):
        name = _VOCATIVE_TAKE_RE.search(raw)
        if not name or not name.group("name") or _is_agent_name(name.group("name")):
            return "route_decision"
    if _ID_TO_QUEUE_RE.search(raw):
        return "route_decision"
    arrow = _ARROW_NAME_RE.search(raw)
    if (arrow and _is_agent_name(arrow.group("target")) and arrow.group("target").upper() not in sentence.tickers
            and (sentence.tickers or _TRADE_ID_RE.search(raw) or _SIGNAL_NOUN_RE.search(raw[: arrow.start()]))):
        return "route_decision"
    return None


# Events that a question only asks about ("did we get filled?", "who bought?"); a question
