"""Rule reliability: measured counts as data, and which rules count as weak."""

from __future__ import annotations

import re

import pytest

from memory.classify import reliability
from memory.classify.rules import RULES
from memory.classify.vocabulary import load


@pytest.fixture
def table(monkeypatch):
    def use(rows: dict[str, tuple[int, int]]) -> None:
        data = {"possible": {rule: {"hard": hard, "not_hard": not_hard} for rule, (hard, not_hard) in rows.items()}}
        monkeypatch.setattr(reliability, "load", lambda name: data)
        reliability.weak_rules.cache_clear()
    yield use
    reliability.weak_rules.cache_clear()


def test_a_rule_wrong_more_often_than_right_is_weak_once_seen_often_enough(table):
    table({"news.held_alias": (1, 3), "fill.9": (2, 2), "risk.4": (0, 2), "route.1": (9, 1)})
    assert reliability.weak_rules() == {"news.held_alias"}   # 2/4 is not less than half; 0/2 too few
    assert reliability.is_weak("news.held_alias+template")   # a block's rule with its marks
    assert not reliability.is_weak("route.1") and not reliability.is_weak(None)


def test_every_phrase_rule_the_shipped_table_names_exists():
    # The table is keyed by rule names (module and position): a removed rule must be re-measured.
    names = {rule.name for rule in RULES}
    phrase = [name for name in load("rule_reliability")["possible"] if re.fullmatch(r"[a-z_]+\.\d+", name)]
    assert phrase and set(phrase) <= names, sorted(set(phrase) - names)
