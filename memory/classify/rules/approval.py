"""trade_approval: approvals (negated -> no route; requests and regulators are not approvals)."""

from __future__ import annotations

import re

from memory.classify.frames import _QUESTION_END_RE, _REQUEST_BEFORE_RE
from memory.classify.rules.base import _Rule

RULES: tuple[_Rule, ...] = (
    _Rule("trade_approval", re.compile(
        # (and as Romance and German desks say it: "approvato", "aprobado", "approuvé", "genehmigt")
        r"\bapprov(?:ed|e|es|ing)\b|\b(?:approvat[oaie]|aprobad[oa]s?|aprovad[oa]s?|approuv[ée]e?s?|genehmigt)\b"
        r"|\b(?:approval|sign[\s-]?off|green[\s-]?light|go[\s-]?ahead|ok)\s+(?:is\s+|was\s+|has been\s+)?"
        r"(?:granted|given|confirmed|received|obtained)\b"
        r"|\b(?:got|have|has|received|you have)\s+(?:[^\s,;!?]+\s+)?approval\b"),
        negated_type="no_route_decision", question_type="trade_proposal", veto_before=_REQUEST_BEFORE_RE),
    _Rule("trade_approval", re.compile(
        r"\b(?:go[\s-]?ahead|green[\s-]?light(?:ed)?|greenlit|green-lit|signed off|sign(?:ing)? off on|lgtm"
        r"|ship it|send it(?!\s+(?:to|over))|pull the trigger|good to go|you'?re clear(?:ed)?|cleared to|cleared for"
        r"|clear to (?:buy|sell|trade|execute|proceed|enter|send|go)"
        r"|ok(?:ay)? to (?:buy|sell|trade|execute|proceed|enter|send|route|go)|authori[sz]ed|okayed|ok'?d"
        r"|execute it|proceed(?:ing)? with|please proceed|you may proceed|go for it|(?:fine|ok|okay|good) by me"
        r"|(?:have|has|with) (?:my|our|the desk's|risk's) (?:blessing|ok|approval)"
        r"|ok(?:ay)? from (?:risk|the pm|pm|the desk|compliance|me)"
        r"|(?:please |pls )?execute (?:it|the trade|the order|t-\d+|#\d+))\b"
        r"|\bproceed\s*[.!]?$"),
        negated_type="no_route_decision", question_type="trade_proposal", veto_before=_REQUEST_BEFORE_RE),
    # "yes to #2096, but half size", "ok on the AMD trim", "sure for T-88 at 20 sh".
    _Rule("trade_approval", re.compile(
        r"^\W*(?:yes|yep|yeah|yup|ok|okay|sure|fine|agreed|approved|accepted|granted|go|confirmed)\W{0,3}"
        r"(?:to|on|for|with)\s+(?:(?:the|your|that|this|his|her|their)\s+)?(?:#\d|t-\d|[a-z]{1,5}-\d|\$?[a-z]{1,6}\b)"),
        mode="need", context="own", check=lambda sentence, match: not _QUESTION_END_RE.search(sentence.norm)),
    _Rule("trade_approval", re.compile(
        r"^\W*(?:(?:yes|yep|yeah|ok|okay|sure|fine|approved)\W+)?"
        r"(?:do it|send it|go|go go|execute|proceed|ship it)\W*$")),
)
