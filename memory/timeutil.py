"""Time and snowflake helpers: the one place that turns wire times into integers.

Everything inside the store is UTC milliseconds since the Unix epoch.
"""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime
from functools import lru_cache

DISCORD_EPOCH_MS = 1420070400000
HOUR_MS = 3_600_000
DAY_MS = 24 * HOUR_MS
# One below SQLite's largest integer: reads compute `id + 1` (the exclusive successor of
# a cursor or bound), which must still fit in a signed 64-bit column.
MAX_SNOWFLAKE = (1 << 63) - 2

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)\s*$", re.IGNORECASE)
_UNIT_MS = {"ms": 1, "s": 1000, "m": 60_000, "h": HOUR_MS, "d": DAY_MS, "w": 7 * DAY_MS}
_SNOWFLAKE = re.compile(r"^\d{1,20}$")


def now_ms() -> int:
    """The wall clock in UTC milliseconds: the one default clock of every layer."""
    return int(time.time() * 1000)


def snowflake_ms(snowflake: int) -> int:
    return (snowflake >> 22) + DISCORD_EPOCH_MS


def snowflake_at(unix_ms: int, counter: int = 0) -> int:
    """The smallest snowflake of a millisecond (plus a counter): a range bound for queries."""
    return ((unix_ms - DISCORD_EPOCH_MS) << 22) | counter


def parse_snowflake(value: object) -> int:
    """A snowflake from a decimal string or int. Never via float: ids exceed 2**53."""
    if isinstance(value, bool):
        raise ValueError("snowflake must be a decimal string, not a boolean")
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
        number = int(value)
    else:
        raise ValueError(f"not a snowflake (decimal digits expected): {str(value)[:40]!r}")
    if not 0 < number <= MAX_SNOWFLAKE:
        raise ValueError(f"snowflake out of range: {number}")
    return number


def parse_duration_ms(text: str) -> int:
    """'24h', '90m', '7d', '30s' -> milliseconds. Raises ValueError with a one-line reason."""
    match = _DURATION.match(text or "")
    if not match:
        raise ValueError(f"invalid duration {text!r}: use a number and a unit (s, m, h, d, w), e.g. 24h")
    value = float(match.group(1)) * _UNIT_MS[match.group(2).lower()]
    if value <= 0:
        raise ValueError(f"invalid duration {text!r}: must be positive")
    if value < 1:
        raise ValueError(f"invalid duration {text!r}: shorter than 1ms")
    return int(value)


def parse_time_ms(value: str) -> int:
    """RFC 3339, '2026-05-21T16:23Z', '2026-05-21 16:23', or a snowflake -> unix ms (UTC)."""
    text = value.strip()
    if _SNOWFLAKE.match(text) and len(text) >= 15:
        return snowflake_ms(parse_snowflake(text))
    normalised = text.replace(" ", "T", 1)
    if normalised.endswith(("Z", "z")):
        normalised = normalised[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(normalised)
    except ValueError:
        raise ValueError(f"invalid time {value!r}: use RFC 3339, '2026-05-21 16:23' or a snowflake") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def datetime_ms(moment: datetime) -> int:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def ms_datetime(unix_ms: int) -> datetime:
    return datetime.fromtimestamp(unix_ms / 1000, tz=UTC)


def fmt_minute(unix_ms: int) -> str:
    """'2026-05-21 16:23': the raw-line timestamp of the contract."""
    return _fmt_minute(unix_ms // 60_000)


@lru_cache(maxsize=65536)
def _fmt_minute(minute: int) -> str:
    # Feeds print thousands of these per second, mostly the same few minutes.
    return ms_datetime(minute * 60_000).strftime("%Y-%m-%d %H:%M")


def fmt_compact(unix_ms: int) -> str:
    """'2026-05-21T16:23Z': header ranges (no spaces allowed in header values)."""
    return ms_datetime(unix_ms).strftime("%Y-%m-%dT%H:%MZ")


def fmt_iso(unix_ms: int | None) -> str | None:
    """Full RFC 3339 with milliseconds, for JSON."""
    if unix_ms is None:
        return None
    return ms_datetime(unix_ms).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def fmt_duration(ms: int) -> str:
    """Milliseconds back to the duration style agents send: 86400000 -> '24h'."""
    if ms % _UNIT_MS["d"] == 0 and ms > 2 * _UNIT_MS["d"]:
        return f"{ms // _UNIT_MS['d']}d"
    for unit in ("h", "m", "s"):
        if ms % _UNIT_MS[unit] == 0:
            return f"{ms // _UNIT_MS[unit]}{unit}"
    return f"{ms}ms"


def hour_bucket(unix_ms: int) -> int:
    return unix_ms - unix_ms % HOUR_MS


def utc_day(unix_ms: int) -> str:
    return ms_datetime(unix_ms).strftime("%Y-%m-%d")
