"""Counter records as JSON: one `as_dict` for every stats dataclass.

Floats are rounded to the field's `digits` metadata (6 by default: dollars and seconds
print without float noise), Counters become plain dicts, everything else as it is, in
field order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import Any

DIGITS = 6


def counters_dict(record: Any) -> dict:
    out: dict[str, Any] = {}
    for item in fields(record):
        value = getattr(record, item.name)
        if isinstance(value, float):
            value = round(value, item.metadata.get("digits", DIGITS))
        elif isinstance(value, Counter):
            value = dict(value)
        out[item.name] = value
    return out
