"""no_route_decision: explicit decisions that an item is not acted on."""

from __future__ import annotations

import re

from memory.classify.frames import _QUESTION_END_RE
from memory.classify.rules.base import _Rule

RULES: tuple[_Rule, ...] = (
    _Rule("no_route_decision", re.compile(
        r"\bnot (?:\w+\s+)?actionable\b|\bnon-?actionable\b"
        # (then punctuation or any emoji: "no action 🙅"; "(for the wiki, no action)" is an aside)
        r"|\bno action(?: needed| required| from us| here| for us)?\s*(?:[^\w\s)]|$)"
        r"|\bno (?:owner|taker|takers|action (?:on|for) (?:this|it|that))\b"
        # "no action on the book": nothing done with the desk's own positions
        r"|\bno action (?:on|for) (?:the|our|my|this|that) (?:\S+\s+)?(?:book|side|end|positions?|trades?|names?"
        r"|headlines?|news|alerts?|print|move|item|signal)\b"
        r"|\bleav(?:e|ing) (?:the position|the trade|it|this|that|them) alone\b"
        r"|\bkein(?:en)? handlungsbedarf\b|\bnicht weiter(?:leiten|geleitet)\b|\bnicht (?:ge)?rout(?:en|et)\b"
        # Romance desks: "sin acción por ahora", "nessuna azione", "sem ação" (not French "aucune
        # action": also "no share")
        r"|\bsin acci[oó]n\b|\bnessuna azione\b|\bsem a[cç][aã]o\b"
        # an item nobody owns ("nobody wants this one"), not market colour ("nobody wants to add risk")
        r"|\b(?:nobody|no one) (?:owns|takes)\b|\b(?:nobody|no one) wants (?:it|this|that|them|one|the (?:\w+ )?"
        r"(?:item|ticket|task|alert|signal|idea|trade|flag))\b|\bunassigned\b"
        r"|\b(?:dropping|drop|dropped|ignoring|ignore|ignored|discarding|discard|discarded|shelving|shelve|shelved"
        r"|binning|binned|parking|park|parked)\s+(?:(?:this|that|it)\b(?!\s+(?:to|from|by|under|below|above|down|up"
        r"|stop|target))|(?:the|this|that)\s+(?:[^\s,;!?]+\s+){0,3}?(?:signal|alert|idea|setup|ticket|task|flag)s?\b)"
        r"|^\W*pass(?:ing)?\b(?!\s+(?:to|through|thru|along|over|it|this|that|them|the|a|by|rate|mark))"
        # an item declined in a word, then why: "ignore — not a fit for us in RKT LN"
        r"|^\W*(?:ignore|skip|decline)\s*[—–:-]"
        r"|\bnot a (?:fit|match) for (?:us|the book|our book|the fund|the desk)\b"),
        mode="context",
        # "ignore that, wrong coupon": the writer takes back an earlier message, no item is passed on
        veto_sentence=re.compile(r"\b(?:wrong|typo|mistake|fat[\s-]?finger\w*|misread|disregard|my bad)\b")),
    _Rule("no_route_decision", re.compile(
        r"^\W*(?:denied|rejected|declined|vetoed|not approved|no[\s-]go|nixed|killed|refused)\b(?!\s+(?:by|that))"),
        check=lambda sentence, match: not _QUESTION_END_RE.search(sentence.norm)),
    _Rule("no_route_decision", re.compile(
        r"\bno[\s_-]?rout(?:e|ing)\b|\bunrouted\b|\b(?:pass(?:ing)?\s+on|we(?:'ll| will)?\s+pass|i(?:'ll| will)?\s+pass"
        r"|hard pass|taking a pass|gonna pass|going to pass)\b"
        r"|\b(?:no[\s-]?trade|no[\s-]?go|stand(?:ing)? down|sit(?:ting)? (?:this|it) out|hold(?:ing)? off"
        r"|skip(?:ping)? (?:this|it|that|the trade|the setup|the entry)"
        r"|sit(?:ting)? (?:this|it|that)(?: one| trade)? out"
        r"|(?:risk|pm|desk|compliance) says no"
        r"|let'?s not\s+(?:do|take|trade|touch|buy|sell|short|enter|chase|add|route|send)"
        r"|not (?:taking|executing|entering|pursuing|doing|buying|selling|shorting|trading)"
        r" (?:it|this|that|the|here|today)"
        r"|won'?t (?:trade|take|execute|enter) (?:it|this|that|the)|stay(?:ing)? (?:flat|out|away))\b"),
        mode="context",
        veto_sentence=re.compile(r"\b(?:routed|no-route|unrouted)\s*[:=]?\s*\d+\s*(?:[·|,/;)]|$)")),
    _Rule("no_route_decision", re.compile(
        r"\b(?:not|never|won'?t|don'?t|isn'?t|aren'?t)\s+(?:be\s+|going to\s+)?(?:send(?:ing)?|sent|plac(?:e|ing)"
        r"|submit(?:ting)?|execut(?:e|ing)|enter(?:ing)?|tak(?:e|ing))\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:order|trade|it|this|that|one|\S*\d\S*)(?!\w)"
        r"|^\W*(?:no|nope|nah|pass)\s+(?:on|to|for)\b"),
        mode="context"),
    _Rule("no_route_decision", re.compile(
        r"\b(?:rejected|declined|vetoed|denied|nixed|killed|scrapped|cancel+ed|canceled|withdrawn)\b"
        r"(?=\s+(?:by|per|due|because|on|for|as|—|-|:)\b|\s*[.:;,—-]|\s*$)"),
        mode="need", context="facts"),
    _Rule("no_route_decision", re.compile(
        r"\b(?:reject(?:ed|ing|s)?|declin(?:e|ed|ing)|veto(?:ed|ing)?|den(?:y|ied)|nix(?:ed)?|scrap(?:ped)?"
        r"|kill(?:ed|ing)?|cancel(?:led|ed|ling|ing)?|abort(?:ed|ing)?|scratch(?:ed)?|pull(?:ed|ing)?)\s+"
        r"(?:on |of |for )?(?:the |this |that |your |my |our )?(?:[^\s,;!?]+\s+)?(?:trade|idea|proposal|order"
        r"|orders|request|entry|setup"
        r"|it|this|that|one)\b"
        r"|\b(?:trade|idea|proposal|order|orders|request|approval|entry|setup)\s+(?:[^\s,;!?]+\s+){0,2}?"
        r"(?:rejected|declined|vetoed|denied|killed|scrapped|cancel+ed|canceled|aborted|nixed|withdrawn|pulled)\b"),
        mode="context"),
)
