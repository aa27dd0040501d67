"""risk_limit: a limit set, changed, breached or enforced."""

from __future__ import annotations

import re

from memory.classify.analysis import _Sentence
from memory.classify.frames import (
    _CURVE_RE,
    _NEGATION_BEFORE_RE,
    _NEGATION_OR_PASSIVE_BEFORE_RE,
    _THIRD_PARTY_BEFORE_RE,
)
from memory.classify.rules.base import _RISK_BOUND, LOSS_LIMIT_SHORT, _Rule

_WITHIN_LIMITS_RE = re.compile(
    r"\b(?:within|inside|under|below) (?:all |our |the |its |their |every )?(?:[\w%.-]+\s+){0,2}(?:limits?|caps?"
    r"|budgets?|thresholds?|bands?|tolerances?|guidelines|mandate)\b|\bno (?:limit |risk )?breach(?:es)?\b"
    r"|\b(?:well|comfortably|safely) (?:below|under|inside"
    r"|within)\b|\bheadroom\b|\bno (?:risk )?(?:flags|alerts|issues)\b|\ball (?:clear|green)\b"
    # a status line's verdict: "alle Limits ok", "limits ok", "… (Limit 2,50 Mio €) – ok"
    r"|\b(?:alle |all )?limits? ok\b|[·–—-]\s*ok\s*$"
)
_BREACH_WORD_RE = re.compile(
    r"\b(?:hit(?!\s+(?:ratio|rate)\b)|hits|hitting"
    r"|breach\w*|exceed\w*|over (?:the |our |its )?(?:\w+\s+)?(?:limit|cap|max|threshold|budget)"
    r"|above (?:the |our |its )?(?:\w+\s+)?(?:limit|cap|max|threshold|budget)|through (?:the |our )?(?:limit|cap)"
    r"|near(?:ing|ly)?|approach\w*|close to|at (?:the |our )?(?:limit|cap|max)|maxed|tripped|violat\w*|trigger\w*"
    r"|blown|pinned|bumping|up against|exhausted|used up|reached)\b"
)
_QUANTITY_RE = re.compile(r"(?<![\w.])[-−]?\$?(\d[\d,]*(?:\.\d+)?)\s?(%|x|k|m|bn|b|bps|bp)?(?!\w|\.\d)")
# A heading for the day's limits: "limits for today, pls read:", "aaj ke limits:".
LIMITS_HEADING = r"\blimits?\b[^:\n]{0,32}:"
# A strategy's performance told in statistics ("Sharpe 0.84, CAGR 3.1%, max DD -3.4%"): its
# drawdown is a number of its record, not a limit the book presses on.
_PERFORMANCE_STATS_RE = re.compile(r"\b(?:sharpe|sortino|calmar|cagr|hit[\s-]?rat(?:e|io)|win[\s-]?rate|t-?stat"
                                   r"|information ratio|profit factor)\b")
# A venue's API rate limit throttling requests, and a drill of a margin call, are no risk limit.
_NOT_A_RISK_LIMIT_RE = re.compile(r"\brate[\s_-]?limit\w*|\bapi\b|\brequests?\s*(?:/|per)\s*(?:s|sec|min)\b"
                                  r"|\bweight\s*=|\bdrill\b|\bdry[\s-]?run\b")
_BOUND_WORD_RE = re.compile(r"\b(?:limits?|caps?|max(?:imum)?|thresholds?|budgets?|ceilings?|hard stop)\b|"
                            + LOSS_LIMIT_SHORT)


def _is_within_limits(sentence: _Sentence) -> bool:
    """A status said to be inside its limits ("within limits", "no breaches") and not over one."""
    return bool(_WITHIN_LIMITS_RE.search(sentence.norm)) and not re.search(
        r"\b(?:breach(?:ed|ing)|exceed\w*|over (?:the|its|our)|above (?:the|its|our))\b", sentence.norm)


def _limit_pressure(sentence: _Sentence) -> bool:
    """Whether a sentence about a limit says the book is at, near or over it (>= 80% used)."""
    norm = sentence.norm
    if _is_within_limits(sentence):
        return False
    if _BREACH_WORD_RE.search(norm):
        return True
    used = re.search(r"\b(?:usage|utili[sz]ation|util|utilised|utilized|used)\s*(?:is\s+|at\s+|of\s+|:\s*)?"
                     r"(\d+(?:\.\d+)?)\s?%", norm)
    if used:
        return float(used.group(1)) >= 80
    if re.search(r"\b(?:limits?|caps?) (?:used|usage|utili[sz]ation|util)\b", norm):
        # A usage readout ("limits used: NOP 62% · VaR 65%"): each share is of its own limit.
        shares = [float(m.group(1)) for m in re.finditer(r"(\d+(?:\.\d+)?)\s?%", norm)]
        return bool(shares) and max(shares) >= 80
    share = re.search(r"(\d+(?:\.\d+)?)\s?%\s+of\s+(?:the\s+|our\s+|its\s+)?(?:\w+\s+)?"
                      r"(?:cap|limit|max|budget|threshold|allowance)\b", norm)
    if share and not re.search(r"\d\s?%\s+(?:of\s+)?(?:nav|book|equity|capital|aum)", norm[: share.start()]):
        return float(share.group(1)) >= 80
    quantities = [(m.start(), m.end(), float(m.group(1).replace(",", "")), (m.group(2) or "").lower())
                  for m in _QUANTITY_RE.finditer(norm)]
    for bound in _BOUND_WORD_RE.finditer(norm):
        # The limit's own number sits right after the bound word ("limit -$50k") or right before it
        # ("5% monthly limit", "the 1.2x cap"); the usage is another number of the same unit.
        after = [q for q in quantities if 0 <= q[0] - bound.end() <= 4]
        before = [q for q in quantities if 0 <= bound.start() - q[1] <= 24
                  and not re.search(r"[,;(]", norm[q[1]:bound.start()])]
        limit = after[0] if after else (before[-1] if before else None)
        if limit is None or limit[2] == 0:
            continue
        usage = [q for q in quantities if q is not limit and q[3] == limit[3] and q[1] <= bound.start() + 1]
        if usage and abs(usage[-1][2]) >= 0.8 * abs(limit[2]):
            return True
    return False



RULES: tuple[_Rule, ...] = (
    # A limit set, said as the bound itself leading its clause: "RISK: MAX 20 LOTS ZS TILL AFTER
    # USDA", "max 15% of book in any single LST from today", "no more than 3k per name". A
    # bound inside a sentence ("the max drawdown was 5%", "max pain at 5,900") is no setting.
    # Under a "limits:" label the bound may follow what it bounds: "today's limits: per-strike
    # max 4 lots, daily MTM stop -3L".
    _Rule("risk_limit", re.compile(
        r"(?:^|[:;—–]\s*|\.\s+|" + LIMITS_HEADING + r"\s*(?:[\w-]+\s+){1,3}?)"
        r"(?:max(?:imum)?|cap(?:ped)?(?: at)?|no more than|at most|limit(?:ed)? to)\s+"
        r"\$?\d[\d,.]*\s?(?:%|k\b|m\b|bn\b|x\b|bps?\b|lots?\b|contracts?\b|shares?\b|units?\b|cars?\b)"),
        mode="context", veto_before=_THIRD_PARTY_BEFORE_RE,
        check=lambda sentence, match: not _is_within_limits(sentence)),
    # A limit merely mentioned, or a status well inside it ("gross 118% vs 200% cap"), is not one.
    _Rule("risk_limit", re.compile(
        # (its status pointed to is no event: "kill_switch Status siehe statusbot"; one switched
        # off is, "kill_switch=OFF ... reason=manual_reenable")
        r"\bkill[\s_-]?switch\b(?!\s*(?:is\s+)?(?:armed|ready|enabled|on standby|standby|tested|ok|status)\b)"
        # (a margin call settled is the back office closing it: "margin call Eurex regolato, no disputes")
        r"|\bmargin call\b(?![^.;?\n]{0,40}\b(?:settled|paid|met|regolat\w*|liquidad\w*|reglé\w*|beglichen|completed"
        r"|reconciled|no disputes?|received in full)\b)"
        r"|\bover[\s-]?(?:exposed|levered|leveraged|allocated|concentrated)\b"
        r"|\b(?:halt(?:ing|ed)?|paus(?:e|ing|ed)|suspend(?:ing|ed)?|freez(?:e|ing)|froze|stop(?:ping)?) (?:all )?"
        r"(?:new )?(?:trading|entries|trades|adds|risk[\s-]taking|orders)\b"
        r"|\bno (?:new|more) (?:risk|entries|trades|adds|positions)\b"
        # A limit's value changed, as engines print it: "max_clip 25→10", "max_gross 250 -> 60".
        r"|\b(?:max|min|limit|cap)[\w.]*\s*[:=]?\s*[-$]?\d[\d,.]*\s*[km%]?\s*(?:→|->|=>)\s*[-$]?\d"
        # ... or named before the two values, in any language: "Limit geändert · VaR: 600 k€ → 650 k€"
        # (not a limit order's price: "limit order px 101.50 -> 101.60").
        # (or told in words: "Limite VaR 1g: da €2,0mm a €1,6mm", "Limit von 600k auf 500k")
        r"|\blimit(?:s|e|es|i)?\b(?!\s*(?:order|px|price|buy|sell|bid|offer))[^.;\n]{0,50}?"
        r"(?:[-$€£]?\d[\d,.]*\s*\S{0,3}\s*(?:→|->|=>)\s*[-$€£]?\d"
        r"|\b(?:from|da|de|von|van)\s+[-$€£]?\d[\d,.]*\s*\S{0,4}\s+(?:to|a|à|auf|naar)\s+[-$€£]?\d)"
        # An engine resizing or throttling an order: "RESIZE ord#F44A NQZ6 +12 → +6", "THROTTLE".
        r"|\b(?:resiz\w*|downsiz\w*)\b[^.;]{0,40}?(?:→|->|=>|\bto\b)\s*[+-]?\d"
        r"|(?<!0 )\bthrottl(?:e|ed|ing)\b(?!\s+(?:status|ok|off|check|test)|\s*[:=]?\s*\d)"
        # "new adds in KSTL blocked until back under": the limit enforced, said passively.
        r"|\b(?:new\s+)?(?:adds|entries|buys|sells|orders)\b[^.;]{0,30}?\b(?:blocked|halted|paused|suspended|frozen)\b"
        r"|\btrading (?:is )?(?:halted|paused|suspended|frozen)\b|\bde-?risk(?:ing|ed)?\b"
        r"|\b(?:reduc|cut|trim|lower)\w*\s+(?:gross\s+|net\s+)?(?:exposure|risk|leverage|gross|net)\b"
        r"|\brisk\s+(?:alert|warning|breach|flag)\b|\brisk\s+(?:has\s+)?flagged\b"
        r"|\b(?:agents?|desk|bots?|book|trading)\s+(?:is\s+|are\s+)?(?:paused|halted|frozen|suspended|locked)\b"
        r"|\b(?:reduc|cut|trim|bring)\w*\b[^.;]{0,40}\b(?:under|below|to)\s+\d+(?:\.\d+)?\s?%\s+of\s+"
        r"(?:nav|book|equity|capital|aum)\b"),
        mode="strong", veto_before=_THIRD_PARTY_BEFORE_RE, veto_sentence=_NOT_A_RISK_LIMIT_RE,
        check=lambda sentence, match: not _is_within_limits(sentence)),
    _Rule("risk_limit", re.compile(
        r"(?:" + _RISK_BOUND + r")\s+(?:[^\s,;!?]+\s+){0,3}?"
        r"(?:hit|breach\w*|exceed\w*|reached|blown|tripped|violat\w*|triggered|near\w*|approach\w*|close to"
        r"|raised|lowered|cut|tightened|loosened|reset|changed|increased|decreased|reduced|mov(?:es|ed|ing)"
        # French and Spanish desks: "Limite de perte journalière abaissée à 350k€"
        r"|abaiss\w*|relev[ée]e?s?|r[ée]duite?s?|baiss[ée]e?s?|augment[ée]e?s?|rebajad[oa]s?|reducid[oa]s?)\b"
        r"|\b(?:hit|hitting|breach\w*|exceed\w*|reach\w*|trip\w*|violat\w*|trigger\w*|near\w*|approach\w*"
        r"|rais\w*|lower\w*|cut(?:ting)?|tighten\w*|loosen\w*|reset\w*|chang\w*|increas\w*|decreas\w*)\s+"
        r"(?:[^\s,;!?]+\s+){0,3}?(?:" + _RISK_BOUND + r")"
        # the bound moving to its new number: "max contracts per trade drops to 8"
        r"|(?:" + _RISK_BOUND + r")\s+(?:[^\s,;!?]+\s+){0,4}?(?:drops?|dropped|goes|going|falls?|fell|moves?|moved"
        r"|comes? down|steps? down|rises?|rose|is now)\s+(?:to\s+)?\$?\d"),
        mode="need", context="finance", veto_before=_NEGATION_BEFORE_RE,
        check=lambda sentence, match: not _is_within_limits(sentence)),
    # A limit with numbers is an event only when the book presses on it: "4.8% vs 5% monthly
    # limit", "Loss on the day -$48k, limit -$50k", "at 95% of cap", "drawdown 6%".
    _Rule("risk_limit", re.compile(
        r"\b(?:loss|losses|drawdown|dd|risk|position|exposure|concentration|leverage|var|notional|margin|pnl|p&l"
        r"|stop[\s-]?out|single[\s-]?name|per[\s-]?name|issuer|book|size|sizing|sector|gross|net)\s+"
        r"(?:limits?|caps?|thresholds?|budgets?|ceilings?)\b(?!\s*orders?)"
        r"|\bmax(?:imum)?\.?\s+(?:daily\s+|intraday\s+)?(?:position|loss|drawdown|dd|exposure|notional|leverage"
        r"|risk|gross|net|allocation|weight|size)\b"
        r"|\d\s?%\s+(?:of\s+)?(?:the\s+)?(?:cap|limit|max|budget|threshold)\b"
        r"|\b(?:daily|weekly|monthly|intraday)\s+(?:loss\s+)?(?:stop|limit|cap|max|budget)\b"
        r"|\b(?:loss|losses|drawdown|dd|pnl|p&l|exposure|gross|net|leverage|var)\b"
        r"(?:[^.;]|\.\d){0,40}(?:" + _RISK_BOUND + r")"
        r"|\b(?:drawdown|dd|margin (?:usage|utili[sz]ation|util))\b\s*(?:is\s+|at\s+|now\s+|of\s+|:\s*|hit\s+|hits\s+"
        r"|reached\s+|touched\s+)?[\d$-]"),
        mode="need", context="finance", check=lambda sentence, match: _limit_pressure(sentence),
        veto_sentence=_PERFORMANCE_STATS_RE),
    # Flattening is the desk's when it is said as an action ("limit hit, flattening", "we're
    # flattening the book", "flatten NVDA"), not of a curve or an average ("the 20-day is flattening").
    _Rule("risk_limit", re.compile(
        r"(?:^|[,;:—–(-]\s*|\b(?:and|then|now|so|we|i|we're|i'm|we'll|i'll|we are|i am|will|to|must|need to"
        r"|going to|desk is|book is)\s+(?:\w+\s+)?)(?:flatten(?:ing|ed)?|liquidat(?:e|ing|ed))\b"
        r"|\b(?:flatten(?:ing|ed)?|liquidat(?:e|ing|ed))\s+(?:the book|everything|all|positions?|our|my|it|them"
        r"|the (?:\w+\s+)?(?:position|book|long|short|risk|exposure))\b"),
        veto_before=_NEGATION_OR_PASSIVE_BEFORE_RE, veto_sentence=_CURVE_RE),
    # A limit set in desk words: "bumping desk gross to 4.5m till eod", "cut max position to 2k".
    _Rule("risk_limit", re.compile(
        r"\b(?:bump\w*|rais\w*|lift\w*|increas\w*|cut\w*|lower\w*|set\w*|tak\w*|reduc\w*|tighten\w*|widen\w*)\s+"
        r"(?:the\s+|our\s+|my\s+)?(?:desk\s+|book\s+|daily\s+|max\s+)?(?:gross|net|leverage|var|notional|exposure"
        r"|position limit|loss limit|max position|max loss|limit|cap)\b[^.;]{0,30}?\bto\s+[-$]?\d"),
        mode="need", context="finance", veto_before=_THIRD_PARTY_BEFORE_RE),
    # A bound changed in words, from one value to another: "maximum gross exposure per single
    # name is reduced from $150,000 to $125,000".
    _Rule("risk_limit", re.compile(
        r"\b(?:reduc|rais|increas|lower|cut|tighten|loosen|decreas|widen|narrow)\w*\s+from\s+[-$€£]?\d[\d,.]*"
        r"\s*\S{0,3}\s+to\s+[-$€£]?\d"),
        mode="strong", requires=_BOUND_WORD_RE, veto_before=_THIRD_PARTY_BEFORE_RE,
        check=lambda sentence, match: not _is_within_limits(sentence)),
)
