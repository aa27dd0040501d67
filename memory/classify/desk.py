"""A desk's own rules, from the TOML file named by CHANNEL_MEMORY_DESK_RULES.

Idioms, aliases, held and watched names, who may mark a message and with which emoji:
everything a desk needs to teach the classifier without touching code. The path is
passed down from bot/settings.py as a plain argument; this module reads no environment.
See docs/desk-rules.md for the format.
"""

from __future__ import annotations

import hashlib
import logging
import re
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from memory.classify.instruments import AliasTable, build_alias_table, builtin_rows
from memory.ops import HARD_EVENT_TYPES

log = logging.getLogger(__name__)

DEFAULT_MARK_EMOJI = ("📌",)
# The rule an idiom's events record: "desk.idiom:lift the offer".
IDIOM_RULE_PREFIX = "desk.idiom:"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class IdiomSpec(_Strict):
    """One desk idiom: a regex on the normalised sentence (lower case, markdown stripped)."""
    name: str
    event_type: str
    pattern: str
    tier: str = "possible"          # "certain" when the idiom alone is unambiguous
    needs_facts: bool = True         # only fires when the sentence names a ticker, price, size or id
    stage: str | None = None

    @field_validator("event_type")
    @classmethod
    def _known_type(cls, value: str) -> str:
        if value not in HARD_EVENT_TYPES and value != "not_hard":
            raise ValueError(f"unknown event_type {value!r} (one of {', '.join(HARD_EVENT_TYPES)} or not_hard)")
        return value

    @field_validator("tier")
    @classmethod
    def _known_tier(cls, value: str) -> str:
        if value not in ("certain", "possible"):
            raise ValueError("tier is 'certain' or 'possible'")
        return value

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, value: str) -> str:
        re.compile(value)
        return value


class AliasSpec(_Strict):
    instrument: str
    tickers: list[str] = Field(default_factory=list)
    names: list[str] = Field(default_factory=list)


class DeskSpec(_Strict):
    name: str = ""
    held: list[str] = Field(default_factory=list)
    watchlist: list[str] = Field(default_factory=list)
    # Who may mark a message with a reaction (user ids or names); empty: anyone.
    leads: list[str] = Field(default_factory=list)
    mark_emoji: list[str] = Field(default_factory=lambda: list(DEFAULT_MARK_EMOJI))
    # Names of other desks, whose trades are not this desk's decisions.
    other_desks: list[str] = Field(default_factory=list)


class VocabularySpec(_Strict):
    not_tickers: list[str] = Field(default_factory=list)
    noisy_authors: list[str] = Field(default_factory=list)   # bot names whose lines are status
    paper_words: list[str] = Field(default_factory=list)     # extra "this is not a live trade" words


class DeskFile(_Strict):
    desk: DeskSpec = Field(default_factory=DeskSpec)
    alias: list[AliasSpec] = Field(default_factory=list)
    idiom: list[IdiomSpec] = Field(default_factory=list)
    vocabulary: VocabularySpec = Field(default_factory=VocabularySpec)


@dataclass(frozen=True)
class Idiom:
    name: str
    event_type: str
    regex: re.Pattern[str]
    tier: str
    needs_facts: bool
    stage: str | None


@dataclass(frozen=True, eq=False)
class DeskRules:
    """The compiled desk file (or the built-in defaults when there is none)."""
    name: str = ""
    held: frozenset[str] = frozenset()
    watchlist: frozenset[str] = frozenset()
    leads: frozenset[str] = frozenset()
    mark_emoji: frozenset[str] = frozenset(DEFAULT_MARK_EMOJI)
    other_desks: tuple[str, ...] = ()
    idioms: tuple[Idiom, ...] = ()
    alias_rows: tuple[dict, ...] = ()
    not_tickers: frozenset[str] = frozenset()
    noisy_authors: tuple[str, ...] = ()
    paper_words: tuple[str, ...] = ()
    source: str = "built-in"
    fingerprint: str = ""     # a hash of the desk file's text ("" for the built-in rules)

    @cached_property
    def aliases(self) -> AliasTable:
        return build_alias_table([*builtin_rows(), *self.alias_rows])

    def resolve(self, name: str) -> str:
        """A held/watched entry as the desk wrote it ("Alphabet", "ESZ5", "btc") -> its root."""
        by_name = {alias.lower(): root for alias, root in self.aliases.names.items()}
        return by_name.get(name.lower()) or self.aliases.root(name)

    def held_roots(self) -> frozenset[str]:
        return frozenset(self.resolve(symbol) for symbol in self.held)

    def watch_roots(self) -> frozenset[str]:
        return frozenset(self.resolve(symbol) for symbol in self.watchlist)

    def may_mark(self, user_id: int | None, user_name: str | None = None) -> bool:
        if not self.leads:
            return True
        return str(user_id) in self.leads or (user_name or "") in self.leads


DEFAULT_DESK = DeskRules()


def parse_desk_rules(text: str, source: str = "<string>") -> DeskRules:
    """Validate and compile a desk TOML document. Raises ValueError with the reason."""
    try:
        document = DeskFile.model_validate(tomllib.loads(text))
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{source}: not valid TOML: {error}") from error
    except Exception as error:  # pydantic's ValidationError names the field
        raise ValueError(f"{source}: {error}") from error
    desk = document.desk
    return DeskRules(
        name=desk.name,
        held=frozenset(desk.held),
        watchlist=frozenset(desk.watchlist),
        leads=frozenset(desk.leads),
        mark_emoji=frozenset(desk.mark_emoji),
        other_desks=tuple(name.lower() for name in desk.other_desks),
        idioms=tuple(Idiom(i.name, i.event_type, re.compile(i.pattern), i.tier, i.needs_facts, i.stage)
                     for i in document.idiom),
        alias_rows=tuple(row.model_dump() for row in document.alias),
        not_tickers=frozenset(word.upper() for word in document.vocabulary.not_tickers),
        noisy_authors=tuple(name.lower() for name in document.vocabulary.noisy_authors),
        paper_words=tuple(word.lower() for word in document.vocabulary.paper_words),
        source=source,
        fingerprint=hashlib.sha256(text.encode("utf-8")).hexdigest()[:16],
    )


def load_desk_rules(path: str | Path | None) -> DeskRules:
    """The desk rules at `path`, or the built-in defaults when no path is configured."""
    if not path:
        return DEFAULT_DESK
    path = Path(path)
    rules = parse_desk_rules(path.read_text(encoding="utf-8"), str(path))
    log.info("desk rules loaded", extra={"path": str(path), "idioms": len(rules.idioms),
                                         "aliases": len(rules.alias_rows), "held": len(rules.held)})
    return rules
