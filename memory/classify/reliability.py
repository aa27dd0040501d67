"""How often each rule's possible events are real decisions, as measured on the desks the
classifier was tuned on (lexicon/rule_reliability.toml, written by
`python -m bench.transfer --rule-reliability`).

The renderer reads it to decide what gives way first when a feed cannot show every
possible event: the events least likely to be decisions are the cheapest to count
instead of show. Measured counts, not opinions, so a rule change is re-measured, not
re-argued.
"""

from __future__ import annotations

from functools import cache

from memory.classify.desk import IDIOM_RULE_PREFIX
from memory.classify.vocabulary import load

RELIABLE, MIDDLING, WEAK = 0, 1, 2
# Rarely a decision at all: gives way before even an untyped guess (which the renderer
# places between WEAK and RARE). A headline on a name neither list knows is kept fail-open,
# but measured hard about one time in twenty (session 30), it must never displace a guess.
RARE = 4
# A rule whose possible events were labelled hard at least this often is reliable...
RELIABLE_SHARE = 0.75
# ... less often than this, weak; in between, or seen too seldom to say, middling. Not
# 0.5: a rule's events are right less often on a desk nobody tuned for (session 25, 58
# held-out desks: reliable 87% -> 68%, middling 62% -> 50%), so a rule right under two
# times in three on the tuned desks is no better than a coin on a new one.
WEAK_SHARE = 0.65
MIN_SEEN = 3
# ... and, measured at least this often, hard less often than this share: rare.
RARE_SHARE = 0.2
RARE_MIN_SEEN = 20


GRADE_NAMES = {RELIABLE: "reliable", MIDDLING: "middling", WEAK: "weak", RARE: "rare"}


@cache
def _measured() -> dict[str, dict[str, int]]:
    table = load("rule_reliability")
    return {**table.get("possible", {}), **table.get("possible_by_author", {})}


@cache
def grades() -> dict[str, int]:
    """Rule name -> RELIABLE | MIDDLING | WEAK | RARE, for the rules measured often enough;
    and, under "<rule>@bot" / "<rule>@person", the same rule measured on one kind of author."""
    graded = {}
    for rule, seen in _measured().items():
        total = seen["hard"] + seen["not_hard"]
        if total >= MIN_SEEN:
            # Laplace's estimate, not the raw share: counts are small (most rules are seen
            # under twenty times), and one example at a threshold must not decide a grade.
            share = (seen["hard"] + 1) / (total + 2)
            graded[rule] = RELIABLE if share >= RELIABLE_SHARE else WEAK if share < WEAK_SHARE else MIDDLING
            if share < RARE_SHARE and total >= RARE_MIN_SEEN:
                graded[rule] = RARE
    return graded


# A message kept fail-open with no type ("maybe") is measured as rules are, by who wrote it
# and how long it is: a bot's long post that no rule read is a report or a relay, a
# person's short line may be a decision in words no list knows.
MAYBE_REPORT_CHARS = 280


def maybe_rule(author_bot: bool, chars: int) -> str:
    """The rule name an untyped "maybe" block records, measured like any rule's."""
    return f"maybe.{'bot' if author_bot else 'person'}_{'report' if chars > MAYBE_REPORT_CHARS else 'line'}"


def own_rule(rule: str | None) -> str:
    """The rule itself of a rule as a block records it: "fill.10" of "fill.10+template"
    (what follows "+" is the structure that confirmed it: a mark, a template, an id)."""
    return (rule or "").split("+")[0]


def by_author(rule: str, author_bot: bool) -> str:
    """The name a rule is measured under for one kind of author. The same words are a
    decision more often from a person than from a bot (session 34, tuned desks: an order-
    shaped line no rule typed, 60 of 70 from people, 8 of 15 from bots), so a rule is graded
    by its author's kind once that is measured often enough, and as a whole until then."""
    return f"{rule}{AUTHOR_MARK}{'bot' if author_bot else 'person'}"


# What joins a rule's name to its author kind in the table ("fill.9@bot").
AUTHOR_MARK = "@"


def grade(rule: str | None, author_bot: bool | None = None) -> int:
    """`rule` as a block records it ("news.held_alias", "fill.10+template"), by its own part,
    and by its author's kind when that is measured."""
    graded, own = grades(), own_rule(rule)
    whole = graded.get(own, MIDDLING)
    if author_bot is None:
        return whole
    return max(whole, graded.get(by_author(own, author_bot), whole))


def desk_rule(rule: str | None) -> bool:
    """A desk's own idiom (its TOML file): never measured; its events keep the type the desk
    gave them."""
    return (rule or "").startswith(IDIOM_RULE_PREFIX)


def describe(rule: str | None, author_bot: bool | None = None) -> str:
    """A possible event's grade and the count that decided it, for `explain`:
    "weak: by bots, 8 of 15 were decisions on the tuned desks"."""
    own = own_rule(rule)
    kind = grade(rule, author_bot)
    counts = [(own, "")]
    if author_bot is not None:
        counts.insert(0, (by_author(own, author_bot), f"by {'bots' if author_bot else 'people'}, "))
    for name, who in counts:
        seen = _measured().get(name)
        if seen is not None and grades().get(name) == kind:
            return (f"{GRADE_NAMES[kind]}: {who}{seen['hard']} of {seen['hard'] + seen['not_hard']}"
                    " were decisions on the tuned desks")
    return f"{GRADE_NAMES[kind]}: not measured often enough to say"
