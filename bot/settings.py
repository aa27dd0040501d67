"""Settings: the only place that reads the environment (prefix CHANNEL_MEMORY_, .env too).

Every setting is listed with a one-line comment in `.env.example`; keep them in step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from memory.timeutil import parse_duration_ms, parse_snowflake

SnowflakeList = Annotated[list[int], NoDecode]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CHANNEL_MEMORY_", env_file=".env", env_file_encoding="utf-8", extra="ignore",
    )

    # Discord
    discord_token: SecretStr | None = None
    guild_ids: SnowflakeList = Field(default_factory=list)
    channel_ids: SnowflakeList = Field(default_factory=list)
    follow_threads: bool = False
    backfill_max_messages: int = Field(5000, ge=0)
    backfill_on_ready: bool = True

    # Store
    db_path: Path = Path("var/channel-memory.db")
    retention: str = "7d"
    keep_deleted_content: bool = False
    prune_interval: str = "1h"

    # Sidecar
    host: str = "127.0.0.1"
    port: int = Field(8787, ge=0, le=65535)
    agents_file: Path | None = None
    allowlist_file: Path | None = None          # compatibility mode: upstream allowlist JSON
    tool_token: SecretStr | None = None         # compatibility mode: pod-level tool token
    service_token: SecretStr | None = None      # adapter API and /forget

    # Feed shaping
    raw_max_messages: int = Field(12, ge=0)
    raw_max_age: str = "2h"
    raw_max_bytes: int = Field(5500, ge=0)
    digest_max_bytes: int = Field(10500, ge=0)
    feed_max_bytes: int = Field(32000, ge=1024, le=32 * 1024)
    tool_max_bytes: int = Field(15000, ge=1024, le=16 * 1024)

    # Digest loop
    digest_interval: str = "5s"
    # The desk's classifier rules (idioms, aliases, held/watched names, mark emoji): a TOML
    # file, see docs/desk-rules.md. Unset: the built-in vocabulary only.
    desk_rules: Path | None = None

    # LLM rollups (optional). The SDK's own ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL work too.
    anthropic_api_key: SecretStr | None = Field(
        None, validation_alias=AliasChoices("CHANNEL_MEMORY_ANTHROPIC_API_KEY", "ANTHROPIC_API_KEY"))
    anthropic_base_url: str | None = Field(
        None, validation_alias=AliasChoices("CHANNEL_MEMORY_ANTHROPIC_BASE_URL", "ANTHROPIC_BASE_URL"))
    llm_model: str = "claude-haiku-4-5"
    llm_min_age: str = "2h"
    llm_timeout: str = "30s"
    llm_max_retries: int = Field(2, ge=0, le=5)
    llm_max_calls_per_day: int = Field(200, ge=0)
    llm_max_usd_per_day: float = Field(2.0, ge=0)
    llm_max_calls_per_channel_day: int = Field(100, ge=0)
    llm_max_usd_per_channel_day: float = Field(1.0, ge=0)
    llm_usd_per_mtok_input: float = Field(1.0, ge=0)
    llm_usd_per_mtok_output: float = Field(5.0, ge=0)

    # Logging
    log_level: str = "INFO"
    log_format: str = Field("json", pattern="^(json|text)$")

    @field_validator("guild_ids", "channel_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return [parse_snowflake(part) for part in value.replace(" ", "").split(",") if part]
        if isinstance(value, (list, tuple)):
            return [parse_snowflake(part) for part in value]
        return value

    @field_validator("retention", "prune_interval", "raw_max_age", "digest_interval", "llm_min_age",
                     "llm_timeout")
    @classmethod
    def _duration(cls, value: str) -> str:
        parse_duration_ms(value)
        return value

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError("expected DEBUG, INFO, WARNING or ERROR")
        return level

    def ms(self, name: str) -> int:
        """A duration setting in milliseconds."""
        return parse_duration_ms(getattr(self, name))

    @property
    def llm_enabled(self) -> bool:
        return self.anthropic_api_key is not None and bool(self.anthropic_api_key.get_secret_value())


class SettingsError(Exception):
    """Start-up cannot go on; the message names each variable and what it expects."""


def _env_name(loc: tuple) -> str:
    field_name = str(loc[0]) if loc else "?"
    field = Settings.model_fields.get(field_name)
    alias = getattr(field, "validation_alias", None) if field else None
    if isinstance(alias, AliasChoices):
        return " or ".join(str(choice) for choice in alias.choices)
    return f"CHANNEL_MEMORY_{field_name.upper()}"


def load_settings(**overrides) -> Settings:
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        lines = [f"{_env_name(err['loc'])}: {err['msg']} (got {str(err.get('input'))[:60]!r})"
                 for err in exc.errors(include_url=False)]
        raise SettingsError("invalid settings:\n  " + "\n  ".join(lines)) from None
