"""How often each rule's possible events are real decisions, as measured on the desks the
classifier was tuned on (lexicon/rule_reliability.toml, written by
`python -m bench.transfer --rule-reliability`).

The renderer reads it to decide what gives way first when a feed cannot show every
possible event: a rule that was wrong more often than right is the cheapest to count
instead of show. Measured counts, not opinions, so a rule change is re-measured, not
re-argued.
"""

from __future__ import annotations

from functools import cache

from memory.classify.vocabulary import load

# A rule whose possible events were labelled hard less often than this is weak...
WEAK_SHARE = 0.5
# ... once it has been seen this often (fewer say nothing either way).
MIN_SEEN = 3


@cache
def weak_rules() -> frozenset[str]:
    table = load("rule_reliability").get("possible", {})
    return frozenset(rule for rule, seen in table.items()
                     if (total := seen["hard"] + seen["not_hard"]) >= MIN_SEEN and seen["hard"] < WEAK_SHARE * total)


def is_weak(rule: str | None) -> bool:
    """`rule` as a block records it ("news.held_alias", "fill.10+template"): its own part."""
    return bool(rule) and rule.split("+")[0] in weak_rules()
