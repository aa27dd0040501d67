"""The built-in vocabulary (lexicon/vocabulary.toml) and alias tables (lexicon/aliases.toml, companies.toml).

Words and phrase shapes live in data so that reading or extending them needs no Python.
A pattern in the TOML is a list of regex alternatives joined with "|", or
`{ words = [...] }` for a word list matched on word boundaries. Loaded once per process.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

LEXICON_DIR = Path(__file__).parent / "lexicon"


@cache
def load(name: str = "vocabulary") -> dict[str, Any]:
    with open(LEXICON_DIR / f"{name}.toml", "rb") as handle:
        return tomllib.load(handle)


def join(value: list[str] | dict[str, list[str]]) -> str:
    """One regex source from a TOML pattern value."""
    if isinstance(value, dict):
        return r"\b(?:" + "|".join(value["words"]) + r")\b"
    return "|".join(value)


def pattern(key: str) -> str:
    return join(load()["patterns"][key])


def regex(key: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern(key), flags)


def words(key: str) -> frozenset[str]:
    return frozenset(load()["words"][key])
