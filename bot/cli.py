"""`channel-memory` command line: one sub-command per job, settings read once here."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

from bot.logs import setup_logging
from bot.progress import ProgressBar
from bot.settings import Settings, SettingsError, load_settings
from memory import coverage, queries
from memory.replay import replay_files
from memory.store import connect_sync
from memory.timeutil import fmt_iso

log = logging.getLogger("channel_memory.cli")


def _now_ms() -> int:
    return int(time.time() * 1000)


# -- replay ---------------------------------------------------------------------------

def _replay_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, help="capture files (JSON Lines)")
    parser.add_argument("--batch", type=int, default=5000, help="ops per transaction")


def cmd_replay(args: argparse.Namespace, settings: Settings) -> int:
    missing = [str(path) for path in args.files if not path.is_file()]
    if missing:
        print(f"error: no such capture file: {', '.join(missing)}", file=sys.stderr)
        return 2
    conn = connect_sync(args.db)
    bar = ProgressBar("replay", sum(path.stat().st_size for path in args.files))
    started = time.monotonic()
    try:
        summary = replay_files(conn, args.files, now_ms=_now_ms(), batch_size=args.batch,
                               keep_deleted_content=settings.keep_deleted_content,
                               progress=lambda lines, done: bar.update(done, lines))
    finally:
        bar.close()
        conn.close()
    elapsed = time.monotonic() - started
    for error in summary.rejected:
        print(f"rejected {error}", file=sys.stderr)
    result = summary.as_dict()
    result["seconds"] = round(elapsed, 3)
    result["lines_per_s"] = round(summary.lines / elapsed) if elapsed else None
    print(json.dumps(result))
    return 1 if summary.rejected else 0


# -- stats ----------------------------------------------------------------------------

def _stats_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def cmd_stats(args: argparse.Namespace, settings: Settings) -> int:
    if not Path(args.db).is_file():
        print(f"error: no database at {args.db}", file=sys.stderr)
        return 2
    conn = connect_sync(args.db)
    try:
        channels = []
        for row in queries.channel_stats(conn):
            channel_id = row["channel_id"]
            spans = coverage.covered(conn, channel_id)
            open_gaps = coverage.gaps(conn, [channel_id], 0, _now_ms() * 2)
            channels.append({
                "channel_id": str(channel_id),
                **{key: row[key] for key in ("messages", "live", "deleted", "forgotten", "compacted", "versions")},
                "oldest": fmt_iso(row["oldest_ms"]), "newest": fmt_iso(row["newest_ms"]),
                "coverage": [[fmt_iso(a), fmt_iso(b)] for a, b in spans],
                "open_gaps": [{"from": fmt_iso(g.from_ms), "to": fmt_iso(g.to_ms), "reason": g.reason}
                              for g in open_gaps],
            })
    finally:
        conn.close()
    if args.json:
        print(json.dumps({"channels": channels}, indent=2))
        return 0
    for ch in channels:
        print(f"channel {ch['channel_id']}: {ch['messages']} messages ({ch['live']} live, {ch['deleted']} deleted,"
              f" {ch['forgotten']} forgotten, {ch['compacted']} compacted), {ch['versions']} versions")
        print(f"  span      {ch['oldest']} .. {ch['newest']}")
        for start, end in ch["coverage"]:
            print(f"  covered   {start} .. {end}")
        for gap in ch["open_gaps"]:
            print(f"  GAP       {gap['from']} .. {gap['to'] or 'open'} ({gap['reason']})")
    if not channels:
        print("no messages stored")
    return 0


# -- synth ----------------------------------------------------------------------------

def _synth_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, required=True, help="capture file to write")
    parser.add_argument("--messages", type=int, default=220, help="messages per channel")
    parser.add_argument("--channels", default="1400000000000000001", help="comma-separated channel ids")
    parser.add_argument("--labels", type=Path, help="write the ground-truth labels here (JSON)")


def cmd_synth(args: argparse.Namespace, settings: Settings) -> int:
    from memory import synth

    argv = ["--seed", str(args.seed), "--out", str(args.out), "--messages", str(args.messages),
            "--channels", args.channels]
    if args.labels:
        argv += ["--labels", str(args.labels)]
    return synth.main(argv)


COMMANDS = {
    "replay": ("ingest capture files through the ingest path", _replay_args, cmd_replay),
    "stats": ("per-channel counts, time span, coverage and gaps", _stats_args, cmd_stats),
    "synth": ("write a seeded, realistic busy trading-floor capture", _synth_args, cmd_synth),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="channel-memory", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (help_text, add_args, _handler) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        command.add_argument("--db", type=Path, default=None,
                             help="SQLite database (default: CHANNEL_MEMORY_DB_PATH)")
        add_args(command)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    setup_logging(settings.log_level, settings.log_format)
    if args.db is None:
        args.db = settings.db_path
    handler = COMMANDS[args.command][2]
    return handler(args, settings)


if __name__ == "__main__":
    raise SystemExit(main())
