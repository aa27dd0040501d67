"""The project's own generated desk (the busy US-equities floor of the demo), behind the
same `generate()` as the blind desks, so bench/transfer.py scores it beside them. This
one grew up with the classifier: it is a tuned desk and measures no transfer."""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.support import synth

CHANNELS = tuple(str(1400000000000000001 + i) for i in range(8))


def generate(seed: int = 7, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    start = (end - timedelta(days=days)) if end else synth.DEFAULT_START
    day = synth.generate_day(seed=seed, channel_ids=CHANNELS[:channels], start=start,
                             messages_per_channel=220 * days, hours=24.0 * days)
    labels = {
        "desk": "house",
        "hard_events": [vars(label) for label in day.hard_events],
        "superseded_facts": [list(row) for row in day.superseded_facts],
        "removed_texts": day.removed_texts,
        "noise_message_ids": day.noise_message_ids,
        "near_miss_ids": [],
        "idioms": [],
    }
    return {"events": day.events, "labels": labels}
