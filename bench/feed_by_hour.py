"""Feed bytes versus raw bytes across the generated busy day, hour by hour.

The labelled desk day of `tests.support.synth.generate_day(seed=7)` (one channel, ~220
messages, ~90 KB) is fed to a fresh store as it happened: at the end of each UTC hour,
every event of that hour (creates, edits, deletes, forgets) is replayed through the
ingest path, the deterministic digest brings every dirty window up to date, and the
feed is rendered as of that moment (since=24h, digest kind, default budget). Raw is
what injecting the window verbatim would cost: every live message of the window as a
raw line. Prints the table and writes a chart (docs/feed-vs-raw.png by default).

    .venv/bin/python -m bench.feed_by_hour [--seed 7] [--png docs/feed-vs-raw.png]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from bench.common import machine
from bench.digest_quality import raw_window_bytes
from bench.stores import ROOT, digest_all
from memory.ops import ingest_op_adapter
from memory.render.awareness import FeedBudget, FeedRequest, load_inputs, render_awareness
from memory.replay import ReplaySummary, replay_ops
from memory.store import connect_sync
from memory.timeutil import HOUR_MS, datetime_ms, parse_time_ms
from tests.support import synth

EVENT_TIME = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
              "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"],
              "forget": lambda e: e["at"]}


def hourly(seed: int, budget: FeedBudget) -> list[dict]:
    day = synth.generate_day(seed=seed)
    channel = int(synth.DEFAULT_CHANNEL_ID)
    start_ms = datetime_ms(synth.DEFAULT_START)
    timed = sorted(((parse_time_ms(EVENT_TIME[e["op"]](e)), i, e) for i, e in enumerate(day.events)),
                   key=lambda row: row[:2])
    rows = []
    with tempfile.TemporaryDirectory(prefix="feed-by-hour-") as tmp:
        conn = connect_sync(Path(tmp) / "day.db")
        summary = ReplaySummary()
        cursor = 0
        for hour in range(1, 25):
            end_ms = start_ms + hour * HOUR_MS
            batch = []
            while cursor < len(timed) and timed[cursor][0] < end_ms:
                batch.append(ingest_op_adapter.validate_python(timed[cursor][2]))
                cursor += 1
            replay_ops(conn, batch, summary, now_ms=end_ms)
            digest_all(conn, end_ms)
            now_ms = end_ms - 1                       # the last moment of the hour
            req = FeedRequest(channel_ids=(channel,), since_ms=24 * HOUR_MS, now_ms=now_ms, budget=budget)
            conn.execute("BEGIN")
            try:
                inputs = load_inputs(conn, req)
            finally:
                conn.execute("COMMIT")
            feed = render_awareness(inputs, req)
            messages, raw_bytes = raw_window_bytes(conn, (channel,), now_ms)
            feed_bytes = len(feed.text.encode("utf-8"))
            rows.append({"hour": hour, "events": len(batch), "messages": messages, "raw_bytes": raw_bytes,
                         "feed_bytes": feed_bytes, "verbatim_bytes": feed.stats.raw_bytes,
                         "digest_bytes": feed.stats.digest_bytes, "verbatim_lines": feed.stats.returned,
                         "hard_events": feed.stats.hard_events, "status": feed.stats.status,
                         "budget_exceeded": feed.stats.budget_exceeded})
            print(f"hour {hour:02d}: done", file=sys.stderr, flush=True)
        conn.close()
    return rows


def chart(rows: list[dict], path: Path, seed: int, budget: FeedBudget) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    hours = [r["hour"] for r in rows]
    kb = lambda key: [r[key] / 1000 for r in rows]  # noqa: E731
    header = [(r["feed_bytes"] - r["verbatim_bytes"] - r["digest_bytes"]) / 1000 for r in rows]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(10, 7.2), sharex=True,
                                      gridspec_kw={"height_ratios": [3, 1.1]})
    top.plot(hours, kb("raw_bytes"), color="#c0392b", marker="o", lw=2.2, ms=4,
             label="raw: every live message of the last 24 h, verbatim")
    top.stackplot(hours, kb("verbatim_bytes"), kb("digest_bytes"), header,
                  colors=["#2e86c1", "#85c1e9", "#d6eaf8"], alpha=0.95,
                  labels=["feed: recent messages, verbatim", "feed: digest (hard events, topics, noise counts)",
                          "feed: header and coverage"])
    top.plot(hours, kb("feed_bytes"), color="#1b4f72", lw=1.6, label="feed total")
    top.axhline(budget.feed_max_bytes / 1000, color="#7f8c8d", ls="--", lw=1)
    top.text(0.8, budget.feed_max_bytes / 1000 + 1.5, f"feed byte cap ({budget.feed_max_bytes / 1000:g} KB)",
             color="#7f8c8d", fontsize=9)
    last = rows[-1]
    top.annotate(f"{last['raw_bytes'] / 1000:.0f} KB raw", (24, last["raw_bytes"] / 1000),
                 textcoords="offset points", xytext=(-8, 8), ha="right", fontsize=9, color="#c0392b")
    top.annotate(f"{last['feed_bytes'] / 1000:.1f} KB feed ({last['feed_bytes'] / last['raw_bytes']:.0%})",
                 (24, last["feed_bytes"] / 1000), textcoords="offset points", xytext=(-8, 10), ha="right",
                 fontsize=9, color="#1b4f72")
    top.set_ylabel("KB (UTF-8) injected into the agent's context")
    top.set_title(f"Channel-awareness feed vs raw 24 h window, hour by hour (generated desk day, seed {seed})",
                  fontsize=11)
    top.legend(loc="upper left", fontsize=8.5, frameon=False)
    top.grid(axis="y", alpha=0.3)
    top.set_ylim(0, max(kb("raw_bytes")) * 1.12)

    bottom.bar(hours, [r["messages"] for r in rows], color="#95a5a6", width=0.7)
    bottom.set_ylabel("live messages\nin the window")
    bottom.set_xlabel("hour of the day (UTC), feed rendered at its end")
    bottom.grid(axis="y", alpha=0.3)
    bottom.set_xticks(hours)
    bottom.set_xlim(0.4, 24.6)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--png", type=Path, default=ROOT / "docs" / "feed-vs-raw.png")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.monotonic()
    budget = FeedBudget()
    rows = hourly(args.seed, budget)
    chart(rows, args.png, args.seed, budget)
    if args.json:
        print(json.dumps({"rows": rows, "chart": str(args.png), "machine": machine()}, indent=2))
        return 0
    else:
        print(f"{'hour':>5} {'events':>6} {'msgs':>5} {'raw B':>7} {'feed B':>7} {'feed/raw':>8} {'verbatim':>8}"
              f" {'lines':>5} {'digest B':>8} {'hard':>4}  status")
        for r in rows:
            print(f"{r['hour']:>4}h {r['events']:>6} {r['messages']:>5} {r['raw_bytes']:>7} {r['feed_bytes']:>7}"
                  f" {r['feed_bytes'] / max(r['raw_bytes'], 1):>8.1%} {r['verbatim_bytes']:>8} {r['verbatim_lines']:>5}"
                  f" {r['digest_bytes']:>8} {r['hard_events']:>4}  {r['status']}"
                  + (" budget_exceeded" if r["budget_exceeded"] else ""))
    print(f"chart: {args.png}")
    print(f"\nmachine: {machine()}; run {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
