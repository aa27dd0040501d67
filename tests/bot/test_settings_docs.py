"""Every setting is documented in .env.example, in its section, and nothing there is stale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.settings import SECTIONS, Duration, Settings, SettingsError, load_settings

ENV_EXAMPLE = Path(__file__).resolve().parents[2] / ".env.example"
VARIABLE = re.compile(r"^(CHANNEL_MEMORY_[A-Z0-9_]+)=")


def _documented() -> list[tuple[str, str, bool]]:
    """(variable, the '# --- header' it sits under, whether a comment line precedes its group)."""
    rows, header, commented = [], "", False
    for line in ENV_EXAMPLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("# ---"):
            header, commented = line, False
        elif line.startswith("#"):
            commented = True
        elif match := VARIABLE.match(line):
            rows.append((match.group(1), header, commented))
        elif not line.strip():
            commented = False
    return rows


def _variables() -> dict[str, str]:
    """Each setting's primary variable name -> its section."""
    return {f"CHANNEL_MEMORY_{name.upper()}": section for section, cls in SECTIONS.items() for name in cls.model_fields}


def test_every_setting_is_in_env_example_and_every_variable_there_is_a_setting():
    documented = {variable for variable, _, _ in _documented()}
    assert set(_variables()) - documented == set(), "settings missing from .env.example"
    assert documented - set(_variables()) == set(), ".env.example names variables no setting reads"


def test_each_variable_has_a_comment_and_sits_with_the_rest_of_its_section():
    sections = _variables()
    headers: dict[str, set[str]] = {}
    for variable, header, commented in _documented():
        assert commented, f"{variable} has no comment line above it"
        headers.setdefault(header, set()).add(sections[variable])
    assert all(len(found) == 1 for found in headers.values()), headers
    assert sorted(section for found in headers.values() for section in found) == sorted(SECTIONS)


def test_durations_are_typed_and_bad_values_name_their_variable():
    settings = Settings(_env_file=None, raw_max_age="90m", llm_timeout="5s")
    assert isinstance(settings.feed.raw_max_age, Duration) and settings.feed.raw_max_age.ms == 90 * 60_000
    assert settings.llm.llm_timeout.total_seconds() == 5 and settings.store.retention.ms == 7 * 86_400_000
    assert settings.replace(db_path=Path("x.db")).store.db_path == Path("x.db")
    with pytest.raises(SettingsError) as raised:
        load_settings(_env_file=None, raw_max_age="2 fortnights", port=70000)
    assert "CHANNEL_MEMORY_RAW_MAX_AGE" in str(raised.value) and "CHANNEL_MEMORY_PORT" in str(raised.value)
