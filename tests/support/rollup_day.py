"""A busy channel-hour and a settable clock, shared by the rollup and loop tests."""

from __future__ import annotations

from tests.support import builders as b

CHANNEL = int(b.CHANNEL)
OTHER = int(b.OTHER_CHANNEL)
NOW_MINUTE = 8 * 60          # 17:00 UTC: windows that ended by 15:00 are older than min_age
COST = 0.002                 # per fake call: 1000 input tokens at $1/M + 200 output at $5/M

CHATTER = [
    ("raj", "anyone else think the tape feels heavy this morning, everything is drifting lower without news"),
    ("dana.k", "lunch order is going out soon, reply in the thread if you want something from the deli"),
    ("Theo M.", "the new dashboard colours are much easier on the eyes, nice work on that redesign"),
    ("Mirela", "did the portfolio-sync job run? the overview page still looks stale to me"),
    ("Corvin", "reminder that the offsite planning doc needs comments by friday afternoon please"),
]
HARD = "[FILLED] Bought 200 NVDA @ 142.50, trade #4521"
MAYBE = "thinking about adding to NVDA if it dips under 140"


def hour(start_minute: float, channel: str = b.CHANNEL, *, hard: bool = True, tag: str = "") -> dict[str, dict]:
    """One busy channel-hour: five chatter messages, a fill and a possible decision."""
    lines: dict[str, dict] = {}
    for i, (author, text) in enumerate(CHATTER):
        lines[f"chat{i}"] = b.create(start_minute + 2 + i * 9, f"{text}{tag}", author=author, bot=False,
                                     author_id=str(1464508146579148900 + i), channel=channel)
    if hard:
        lines["fill"] = b.create(start_minute + 10, HARD, author="Logan", channel=channel, counter=1)
        lines["maybe"] = b.create(start_minute + 30, MAYBE, author="dana.k", bot=False, channel=channel,
                                  counter=2, author_id="1464508146579148999")
    return lines


class Clock:
    def __init__(self, minute: float = NOW_MINUTE):
        self.now = b.now_ms(minute) / 1000

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
