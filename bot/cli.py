"""`channel-memory` command line: one sub-command per job, settings read once here."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
import time
from pathlib import Path

from bot.logs import setup_logging
from bot.memlimit import limit_malloc_arenas
from bot.progress import ProgressBar
from bot.settings import Settings, SettingsError, load_settings
from memory import coverage, queries, timeutil
from memory.replay import replay_files
from memory.store import connect_sync, in_read_snapshot
from memory.timeshift import shift_to_end_at
from memory.timeutil import fmt_iso

log = logging.getLogger("channel_memory.cli")


# -- replay ---------------------------------------------------------------------------

def _replay_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, help="capture files (JSON Lines)")
    parser.add_argument("--batch", type=int, default=5000, help="ops per transaction")
    parser.add_argument("--shift-to-now", action="store_true",
                        help="move every timestamp and message id so the capture's last event is now")


def cmd_replay(args: argparse.Namespace, settings: Settings) -> int:
    missing = [str(path) for path in args.files if not path.is_file()]
    if missing:
        print(f"error: no such capture file: {', '.join(missing)}", file=sys.stderr)
        return 2
    now_ms = timeutil.now_ms()
    shift_ms = shift_to_end_at(args.files, now_ms) if args.shift_to_now else 0
    conn = connect_sync(args.db)
    bar = ProgressBar("replay", sum(path.stat().st_size for path in args.files))
    started = time.monotonic()
    try:
        summary = replay_files(conn, args.files, now_ms=now_ms, batch_size=args.batch,
                               keep_deleted_content=settings.store.keep_deleted_content,
                               progress=lambda lines, done: bar.update(done, lines), shift_ms=shift_ms)
    finally:
        bar.close()
        conn.close()
    elapsed = time.monotonic() - started
    for error in summary.rejected:
        print(f"rejected {error}", file=sys.stderr)
    result = summary.as_dict()
    result["seconds"] = round(elapsed, 3)
    result["lines_per_s"] = round(summary.lines / elapsed) if elapsed else None
    if args.shift_to_now:
        result["shifted_ms"] = shift_ms
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
            open_gaps = coverage.gaps(conn, [channel_id], 0, timeutil.now_ms() * 2)
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


# -- digest ---------------------------------------------------------------------------

def _digest_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--once", action="store_true", required=True,
                        help="bring every derived block up to date, print what was done, exit")


def cmd_digest(args: argparse.Namespace, settings: Settings) -> int:
    from bot.process import llm_client, rollup_config
    from memory.classify import load_desk_rules
    from memory.loop import DigestLoop
    from memory.rollup import RollupWorker
    from memory.store import Store

    config = rollup_config(settings)

    async def once() -> dict:
        client = llm_client(settings, config)
        store = await Store.open(args.db)
        try:
            # No retention prune here: a one-shot digest of a replayed (old) capture must not compact it.
            loop = DigestLoop(store, rollup=RollupWorker(store, client, config), retention_ms=None,
                              desk=load_desk_rules(settings.digest.desk_rules))
            run = await loop.run_until_idle()
        finally:
            await store.close()
            if client is not None:
                await client.close()
        return {"windows": run.windows, "blocks": run.blocks, "llm_calls": run.llm_calls,
                "cost_usd": round(run.cost_usd, 6), "rejected": run.rejected, "errors": run.errors,
                "cache_hits": run.cache_hits, "deterministic_only": loop.deterministic_only,
                "failed_ticks": run.failed_ticks, "seconds": round(run.seconds, 3)}

    result = asyncio.run(once())
    print(json.dumps(result))
    return 1 if result["failed_ticks"] else 0


# -- feed -----------------------------------------------------------------------------

def _feed_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--channels", required=True, help="comma-separated channel ids")
    parser.add_argument("--since", default="24h", help="window, e.g. 24h")
    parser.add_argument("--now", help="pin the clock (RFC 3339), e.g. to render a replayed capture as of its time")
    parser.add_argument("--kind", default="raw_window+digest", choices=["raw_window", "raw_window+digest"])
    parser.add_argument("--limit", type=int, help="max recent messages, as the query parameter")
    parser.add_argument("--max-chars", type=int, help="byte budget of the feed, as the query parameter")
    parser.add_argument("--json", action="store_true", help="print the /digest JSON shape instead")


def cmd_feed(args: argparse.Namespace, settings: Settings) -> int:
    """The feed bytes the sidecar serves for the same request and clock (one renderer)."""
    from bot.process import feed_budget
    from feed.cache import variant
    from memory.render.awareness import FeedRequest, awareness_feed, digest_json, load_inputs
    from memory.timeutil import parse_duration_ms, parse_snowflake, parse_time_ms

    if not Path(args.db).is_file():
        print(f"error: no database at {args.db}", file=sys.stderr)
        return 2
    budget = feed_budget(settings)
    # The sidecar's own rounding of max_chars, so both serve the same fitted bytes.
    fitting = variant(args.limit, min(args.max_chars, budget.feed_max_bytes) if args.max_chars else None)
    try:
        channels = tuple(dict.fromkeys(parse_snowflake(part) for part in args.channels.split(",") if part))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    conn = connect_sync(args.db)
    try:
        # As the sidecar reads them: the channels, then each one's threads.
        channels = in_read_snapshot(conn, queries.with_threads, channels)
        try:
            req = FeedRequest(channel_ids=channels, since_ms=parse_duration_ms(args.since),
                              now_ms=parse_time_ms(args.now) if args.now else timeutil.now_ms(), kind=args.kind,
                              limit=fitting.limit, max_chars=fitting.max_chars, budget=budget,
                              deterministic_only=not settings.llm.enabled)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        feed, inputs = in_read_snapshot(
            conn, lambda c: (awareness_feed(c, req), load_inputs(c, req) if args.json else None))
    finally:
        conn.close()
    if args.json:
        print(json.dumps(digest_json(feed, inputs, req), indent=2))
    else:
        sys.stdout.buffer.write(feed.body)
        sys.stdout.flush()
    return 0


# -- run ------------------------------------------------------------------------------

def _run_args(parser: argparse.ArgumentParser) -> None:
    pass   # everything comes from settings (CHANNEL_MEMORY_*); --db overrides the database


def cmd_run(args: argparse.Namespace, settings: Settings) -> int:
    from bot.client import run_bot  # discord.py loads only for this command
    from bot.process import Services

    directory = _agents_or_none(settings)
    if directory is None:
        return 2
    gateway = GatewayProbe()
    services = Services(settings, directory, gateway_status=gateway.status)
    return asyncio.run(run_bot(settings.replace(db_path=args.db),
                               extra_startup=[services.start], extra_shutdown=[services.stop],
                               on_bot=gateway.attach))


class GatewayProbe:
    """What /health reports about the Discord connection of this process."""

    def __init__(self) -> None:
        self.bot = None

    def attach(self, bot) -> None:
        self.bot = bot

    def status(self) -> dict:
        bot = self.bot
        connected = bot is not None and bot.is_ready() and not bot.is_closed()
        return {"connected": connected, "latency_ms": round(bot.latency * 1000) if connected else None}


def _agents_or_none(settings: Settings):
    """The agent directory, or None after saying (file and line) why it cannot be loaded."""
    from bot.process import agent_directory
    from feed.auth import AuthConfigError

    try:
        return agent_directory(settings)
    except AuthConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None


# -- serve ----------------------------------------------------------------------------

def _serve_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default=None, help="listen address (default: CHANNEL_MEMORY_HOST)")
    parser.add_argument("--port", type=int, default=None, help="listen port (default: CHANNEL_MEMORY_PORT)")


def cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    """The sidecar alone (no Discord), with the digest loop keeping digests current."""
    from bot.process import Services

    directory = _agents_or_none(settings)
    if directory is None:
        return 2
    services = Services(settings, directory, host=args.host, port=args.port)
    asyncio.run(serve_until_signalled(args.db, services))
    return 0


async def serve_until_signalled(db: Path, services, *, ready=None) -> None:
    from memory.store import Store

    store = await Store.open(db, readers=4)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    try:
        await services.start(store)
        if ready is not None:
            ready()
        await stop.wait()
    finally:
        await services.stop(store)
        await store.close()


# -- demo -----------------------------------------------------------------------------

def _demo_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--once", action="store_true", help="print the feed and the summary, then exit")
    parser.add_argument("--dir", type=Path, default=Path("var/demo"), help="where the demo capture and database go")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8787)


def cmd_demo(args: argparse.Namespace, settings: Settings) -> int:
    from pydantic import SecretStr

    from bot import demo
    from bot.process import Services, feed_budget, secret
    from feed.auth import AgentDirectory

    print("shifting the bundled busy trading-floor day to end now, replaying it, digesting...", file=sys.stderr)
    day = demo.prepare(args.dir)
    text, summary = demo.report(day, feed_budget(settings))
    if args.once:
        sys.stdout.write(text)
        demo.print_summary(summary)
        return 0
    token = demo.demo_token()
    channel = ",".join(str(c) for c in day.channel_ids)
    directory = AgentDirectory({demo.DEMO_AGENT: (token, list(day.channel_ids))})
    # Demo: no LLM, no retention (the day is replayed fresh each run).
    # The operator page logs in with the service token: the configured one, or a fresh one.
    operator = secret(settings.sidecar.service_token) or demo.operator_token()
    services = Services(settings.replace(anthropic_api_key=None, service_token=SecretStr(operator)), directory,
                        host=args.host, port=args.port, retention=False)
    base = f"http://{args.host}:{args.port}"
    auth = f"-H 'Authorization: Bearer {token}' -H 'X-Claw-ID: {demo.DEMO_AGENT}'"

    def ready() -> None:
        demo.print_summary(summary, stream=sys.stdout)
        print(f"""
sidecar on {base} (Ctrl-C to stop); demo agent {demo.DEMO_AGENT!r}, token {token}

  curl {auth} '{base}/channel-awareness?channels={channel}&since=24h'
  curl {auth} '{base}/channel-context?channels={channel}&context_kind=tail'
  curl {auth} -X POST {base}/search_channel_context -d '{{"channels":["{channel}"],"query":"stop"}}'
  curl {auth} -X POST {base}/get_channel_messages -d '{{"channels":["{channel}"],"limit":5}}'
  curl {base}/health
  curl {base}/metrics

  {demo.operator_lines(base, operator)[0]}
""", flush=True)

    asyncio.run(serve_until_signalled(day.db_path, services, ready=ready))
    return 0


# -- explain --------------------------------------------------------------------------

def _explain_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("handle", help="the message, as <channel_id>/<message_id> (a feed's source= handle)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def cmd_explain(args: argparse.Namespace, settings: Settings) -> int:
    from memory.classify import load_desk_rules
    from memory.explain import explain_message, format_explanation

    channel, _, message = args.handle.replace(":", "/").partition("/")
    if not (channel.isdigit() and message.isdigit()):
        print(f"error: expected <channel_id>/<message_id>, got {args.handle!r}", file=sys.stderr)
        return 2
    conn = connect_sync(args.db)
    try:
        report = in_read_snapshot(conn, explain_message, int(channel), int(message),
                                  desk=load_desk_rules(settings.digest.desk_rules))
    finally:
        conn.close()
    print(json.dumps(report, ensure_ascii=False, indent=2) if args.json else format_explanation(report))
    return 0 if report.get("found") else 1


COMMANDS = {
    "run": ("run the Discord bot: store allowed channels live, backfill after downtime", _run_args, cmd_run),
    "replay": ("ingest capture files through the ingest path", _replay_args, cmd_replay),
    "stats": ("per-channel counts, time span, coverage and gaps", _stats_args, cmd_stats),
    "digest": ("bring derived digest blocks up to date", _digest_args, cmd_digest),
    "feed": ("print the channel-awareness feed exactly as the sidecar would serve it", _feed_args, cmd_feed),
    "serve": ("run the HTTP sidecar alone (feeds, tools, adapter API) over a database", _serve_args, cmd_serve),
    "demo": ("no Discord, no LLM: replay a bundled busy day and serve (or print) its feed", _demo_args, cmd_demo),
    "explain": ("how one message was classified, and which rule, template, reply or mark decided it",
                _explain_args, cmd_explain),
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
    limit_malloc_arenas(settings.sidecar.malloc_arenas)     # before any thread allocates
    setup_logging(settings.log.log_level, settings.log.log_format)
    if args.db is None:
        args.db = settings.store.db_path
    handler = COMMANDS[args.command][2]
    try:
        code = handler(args, settings)
        sys.stdout.flush()              # a pipe's buffer: its error belongs here, not at exit
        return code
    except BrokenPipeError:
        # The reader went away (`channel-memory feed | head`): stop quietly, as a shell tool
        # does; point stdout at nothing so the interpreter's final flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
