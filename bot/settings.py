"""Settings: the only place that reads the environment (prefix CHANNEL_MEMORY_, .env too).

Settings are grouped in typed sections (discord, store, sidecar, feed, digest, llm, log);
durations are `Duration`s (`.ms`, `.total_seconds()`), never strings looked up by name.
Every setting is listed with a one-line comment in `.env.example`, in the same sections;
tests/bot/test_settings_docs.py keeps the two in step.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AliasChoices,
    BaseModel,
    Field,
    PlainSerializer,
    PlainValidator,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from memory.timeutil import parse_duration_ms, parse_snowflake

SnowflakeList = Annotated[list[int], NoDecode]


class Duration(timedelta):
    """A duration setting, written '2h', '90m', '7d' or '30s' in the environment."""

    @property
    def ms(self) -> int:
        return self // timedelta(milliseconds=1)


def _duration(value: object) -> Duration:
    if isinstance(value, timedelta):
        return Duration(seconds=value.total_seconds())
    return Duration(milliseconds=parse_duration_ms(str(value)))


DurationSetting = Annotated[Duration, PlainValidator(_duration), PlainSerializer(lambda d: f"{d.ms}ms")]


class _Section(BaseSettings):
    # Every section reads the same flat CHANNEL_MEMORY_<NAME> variables: the grouping is
    # for readers of the code, operators keep one flat list (.env.example).
    model_config = SettingsConfigDict(
        env_prefix="CHANNEL_MEMORY_", env_file=".env", env_file_encoding="utf-8", extra="ignore",
        validate_default=True,
    )


class DiscordSettings(_Section):
    discord_token: SecretStr | None = None
    guild_ids: SnowflakeList = Field(default_factory=list)
    channel_ids: SnowflakeList = Field(default_factory=list)
    follow_threads: bool = False
    backfill_max_messages: int = Field(5000, ge=0)
    backfill_on_ready: bool = True

    @field_validator("guild_ids", "channel_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return [parse_snowflake(part) for part in value.replace(" ", "").split(",") if part]
        if isinstance(value, (list, tuple)):
            return [parse_snowflake(part) for part in value]
        return value


class StoreSettings(_Section):
    db_path: Path = Path("var/channel-memory.db")
    retention: DurationSetting = Duration(days=7)
    keep_deleted_content: bool = False
    prune_interval: DurationSetting = Duration(hours=1)


class SidecarSettings(_Section):
    host: str = "127.0.0.1"
    port: int = Field(8787, ge=0, le=65535)
    agents_file: Path | None = None
    allowlist_file: Path | None = None          # compatibility mode: upstream allowlist JSON
    tool_token: SecretStr | None = None         # compatibility mode: pod-level tool token
    service_token: SecretStr | None = None      # adapter API and /forget
    malloc_arenas: int = Field(2, ge=0, le=64)  # glibc malloc arenas of the process; 0: glibc's default


class FeedSettings(_Section):
    raw_max_messages: int = Field(12, ge=0)
    raw_max_age: DurationSetting = Duration(hours=2)
    raw_max_bytes: int = Field(5500, ge=0)
    digest_max_bytes: int = Field(10884, ge=0)
    feed_max_bytes: int = Field(32000, ge=1024, le=32 * 1024)
    tool_max_bytes: int = Field(15000, ge=1024, le=16 * 1024)
    # Start-up time spent laying out the agents' channel sets before the first request.
    feed_warm_time: DurationSetting = Duration(seconds=5)


class DigestSettings(_Section):
    digest_interval: DurationSetting = Duration(seconds=5)
    # The desk's classifier rules (idioms, aliases, held/watched names, mark emoji): a TOML
    # file, see docs/desk-rules.md. Unset: the built-in vocabulary only.
    desk_rules: Path | None = None


class LLMSettings(_Section):
    # Optional. The SDK's own ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL work too.
    anthropic_api_key: SecretStr | None = Field(
        None, validation_alias=AliasChoices("CHANNEL_MEMORY_ANTHROPIC_API_KEY", "ANTHROPIC_API_KEY"))
    anthropic_base_url: str | None = Field(
        None, validation_alias=AliasChoices("CHANNEL_MEMORY_ANTHROPIC_BASE_URL", "ANTHROPIC_BASE_URL"))
    llm_model: str = "claude-haiku-4-5"
    llm_min_age: DurationSetting = Duration(hours=2)
    llm_timeout: DurationSetting = Duration(seconds=30)
    llm_max_retries: int = Field(2, ge=0, le=5)
    llm_max_calls_per_day: int = Field(200, ge=0)
    llm_max_usd_per_day: float = Field(2.0, ge=0)
    llm_max_calls_per_channel_day: int = Field(100, ge=0)
    llm_max_usd_per_channel_day: float = Field(1.0, ge=0)
    llm_usd_per_mtok_input: float = Field(1.0, ge=0)
    llm_usd_per_mtok_output: float = Field(5.0, ge=0)

    @property
    def enabled(self) -> bool:
        return self.anthropic_api_key is not None and bool(self.anthropic_api_key.get_secret_value())


class LogSettings(_Section):
    log_level: str = "INFO"
    log_format: str = Field("json", pattern="^(json|text)$")

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError("expected DEBUG, INFO, WARNING or ERROR")
        return level


SECTIONS: dict[str, type[_Section]] = {
    "discord": DiscordSettings, "store": StoreSettings, "sidecar": SidecarSettings, "feed": FeedSettings,
    "digest": DigestSettings, "llm": LLMSettings, "log": LogSettings,
}


def _by_section(flat: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Flat setting names (as in the environment, lower-case) -> the section each belongs to."""
    grouped: dict[str, dict[str, Any]] = {}
    for key, value in flat.items():
        section = next((name for name, cls in SECTIONS.items() if key in cls.model_fields), None)
        if section is None:
            raise TypeError(f"unknown setting {key!r}")
        grouped.setdefault(section, {})[key] = value
    return grouped


class Settings(BaseModel):
    """Every setting, in typed sections: `settings.feed.raw_max_age.ms`, `settings.llm.enabled`.

    `Settings(**flat)` (or `load_settings`) reads the environment and `.env`, with flat
    keyword overrides by setting name; `_env_file=None` skips the `.env` file.
    """

    discord: DiscordSettings
    store: StoreSettings
    sidecar: SidecarSettings
    feed: FeedSettings
    digest: DigestSettings
    llm: LLMSettings
    log: LogSettings

    @model_validator(mode="before")
    @classmethod
    def _read_sections(cls, data: Any) -> Any:
        if not isinstance(data, dict) or all(isinstance(data.get(name), _Section) for name in SECTIONS):
            return data
        data = dict(data)
        source = {"_env_file": data.pop("_env_file")} if "_env_file" in data else {}
        ready = {name: data.pop(name) for name in SECTIONS if isinstance(data.get(name), _Section)}
        grouped = _by_section(data)
        return {name: ready.get(name) or section(**source, **grouped.get(name, {}))
                for name, section in SECTIONS.items()}

    def replace(self, **flat: Any) -> Settings:
        """A copy with some settings changed, by their flat names (e.g. db_path=...)."""
        update = {name: getattr(self, name).model_copy(update=values) for name, values in _by_section(flat).items()}
        return self.model_copy(update=update)


class SettingsError(Exception):
    """Start-up cannot go on; the message names each variable and what it expects."""


def _env_name(section: type[_Section], loc: tuple) -> str:
    field_name = str(loc[0]) if loc else "?"
    field = section.model_fields.get(field_name)
    alias = getattr(field, "validation_alias", None) if field else None
    if isinstance(alias, AliasChoices):
        return " or ".join(str(choice) for choice in alias.choices)
    return f"CHANNEL_MEMORY_{field_name.upper()}"


def load_settings(**overrides) -> Settings:
    """Every section read at once; a bad value anywhere is reported with all the others."""
    source = {"_env_file": overrides.pop("_env_file")} if "_env_file" in overrides else {}
    grouped = _by_section(overrides)
    sections, lines = {}, []
    for name, section in SECTIONS.items():
        try:
            sections[name] = section(**source, **grouped.get(name, {}))
        except ValidationError as exc:
            lines += [f"{_env_name(section, err['loc'])}: {err['msg']} (got {str(err.get('input'))[:60]!r})"
                      for err in exc.errors(include_url=False)]
    if lines:
        raise SettingsError("invalid settings:\n  " + "\n  ".join(lines))
    return Settings(**sections)
