"""Server-drawn charts for the operator page: the numbers, the bars, the axis ticks.

Raw bytes by hour: what each hour's live messages would cost injected verbatim. Feed
bytes by hour: each feed line is charged to the hours of the messages it names (its
`source=` / `sources=` handles; a line covering several hours is spread evenly over
them), so the chart shows where the feed spends its bytes. Section titles, the coverage
lines and the header name no message: they are the feed's overhead, reported apart.
The geometry is computed here and the template only prints it, so no script runs in the
browser.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from memory.timeutil import HOUR_MS, fmt_minute, snowflake_ms

HANDLE = re.compile(r"\bsources?=([0-9/.,()]+)")
ID = re.compile(r"/(\d{15,20})(?:\.\.(\d{15,20}))?")


@dataclass(frozen=True)
class HourRow:
    hour_ms: int
    messages: int
    raw_bytes: int
    feed_bytes: int

    @property
    def label(self) -> str:
        return fmt_minute(self.hour_ms)[11:13]


@dataclass(frozen=True)
class ByHour:
    rows: list[HourRow]
    raw_total: int
    feed_total: int               # the whole body, header included
    overhead: int                 # bytes naming no message, and bytes of lines older than the window


def line_hours(line: str) -> list[int]:
    """The UTC hours of the messages a feed line names (empty: it names none)."""
    times = []
    for match in HANDLE.finditer(line):
        for first, last in ID.findall(match.group(1)):
            times.append(snowflake_ms(int(first)))
            if last:
                times.append(snowflake_ms(int(last)))
    if not times:
        return []
    low, high = min(times) // HOUR_MS, max(times) // HOUR_MS
    return [h * HOUR_MS for h in range(low, high + 1)]


def by_hour(feed_text: str, raw: dict[int, tuple[int, int]], start_ms: int, now_ms: int) -> ByHour:
    """raw: hour_ms -> (messages, raw bytes). One row per hour from start to now."""
    first, last = start_ms // HOUR_MS * HOUR_MS, now_ms // HOUR_MS * HOUR_MS
    hours = list(range(first, last + 1, HOUR_MS))
    charged = {h: 0.0 for h in hours}
    overhead = 0.0
    for line in feed_text.split("\n")[1:]:
        if not line:
            continue
        size = len(line.encode("utf-8")) + 1
        spread = [h for h in line_hours(line) if h in charged]
        if not spread:
            overhead += size
            continue
        for hour in spread:
            charged[hour] += size / len(spread)
    header = feed_text.split("\n", 1)[0]
    overhead += len(header.encode("utf-8")) + 1
    rows = [HourRow(h, raw.get(h, (0, 0))[0], raw.get(h, (0, 0))[1], round(charged[h])) for h in hours]
    return ByHour(rows, sum(r.raw_bytes for r in rows), len(feed_text.encode("utf-8")), round(overhead))


# -- SVG geometry -----------------------------------------------------------------------

@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    title: str


@dataclass(frozen=True)
class Tick:
    y: float
    label: str


@dataclass(frozen=True)
class XLabel:
    x: float
    label: str


@dataclass(frozen=True)
class BarChart:
    width: int
    height: int
    left: int
    top: int
    plot_width: float
    plot_height: float
    raw_bars: list[Bar]
    feed_bars: list[Bar]
    ticks: list[Tick]
    x_labels: list[XLabel]


def nice_step(top: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about `ticks` gridlines."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power


def human_bytes(n: float) -> str:
    if n >= 1024 * 1024:
        return f"{n / 1024 / 1024:.1f} MiB"
    if n >= 1024:
        return f"{n / 1024:.1f} KiB" if n < 10 * 1024 else f"{n / 1024:.0f} KiB"
    return f"{n:.0f} B"


def bar_chart(data: ByHour, *, width: int = 1200, height: int = 230) -> BarChart:
    left, top, right, bottom = 64, 12, 8, 28
    plot_w, plot_h = width - left - right, height - top - bottom
    peak = max([r.raw_bytes for r in data.rows] + [r.feed_bytes for r in data.rows] + [1])
    step = nice_step(peak)
    scale_top = step * math.ceil(peak / step)
    slot = plot_w / max(1, len(data.rows))
    bar_w = max(1.0, slot * 0.4)

    def bar(index: int, value: int, offset: float, what: str, row: HourRow) -> Bar:
        h = plot_h * value / scale_top
        return Bar(round(left + index * slot + offset, 2), round(top + plot_h - h, 2), round(bar_w, 2), round(h, 2),
                   f"{row.label}:00 UTC {what}: {value:,} bytes")

    raw_bars = [bar(i, r.raw_bytes, slot * 0.08, f"raw ({r.messages} messages)", r) for i, r in enumerate(data.rows)]
    feed_bars = [bar(i, r.feed_bytes, slot * 0.08 + bar_w, "in the feed", r) for i, r in enumerate(data.rows)]
    ticks = [Tick(round(top + plot_h - plot_h * (k * step) / scale_top, 2), human_bytes(k * step))
             for k in range(int(round(scale_top / step)) + 1)]
    labels = [XLabel(round(left + i * slot + slot / 2, 2), r.label) for i, r in enumerate(data.rows) if i % 3 == 0]
    return BarChart(width, height, left, top, plot_w, plot_h, raw_bars, feed_bars, ticks, labels)
