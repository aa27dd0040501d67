"""Cross-desk transfer: how the feed does on desks its classifier was never tuned for.

Every desk generator under `tests/desks/` (written blind, see tests/desks/README.md)
and the project's own house generator is run through the real path: capture -> replay
(the one ingest path) -> deterministic digest -> the feed exactly as the sidecar serves
it. For each desk and shape (1 busy channel-day, 2 channels, 4 channels of a busy week,
the feed always over the last 24 h) it prints:

- recall: labelled hard events in the feed with their handle and every load-bearing fact;
- precision of the lines the feed marks hard (`type=` lines), against the labels, and how
  many of the lines it shows without a type ("## Unsure") are hard events;
- precision of the messages the digest typed as hard events (all tiers / certain only);
- feed bytes against the shape's budget, and the recent verbatim messages served.

Tuned and untuned desks are reported apart (`TUNED` below lists which desks the
classifier was tuned on). A desk's first-contact score is the row printed before anyone
tuned on it; tests/desks/README.md records those.

    python -m bench.transfer [--desks a,b] [--seed 1] [--shapes 1x1,2x1,4x7] [--json]
                             [--stores DIR] [--jobs 2]

With `--stores DIR` each desk's digested store is kept, keyed by a fingerprint of its
generator and of the code that replays and digests it; a later run renders a kept store
again instead of replaying it when that fingerprint is unchanged (a renderer change, a
re-measured grade), and replays it when not.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import pkgutil
import re
import sqlite3
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from pathlib import Path

from bench.common import machine
from memory.classify.reliability import AUTHOR_MARK, by_author, own_rule
from memory.timeutil import HOUR_MS, snowflake_ms
from tests.support.evaluate import ExpectedEvent, check_feed

DESK_PACKAGE = "tests.desks"
# Desks whose idioms the classifier was tuned on. Everything else is untuned.
TUNED = frozenset({"house", "crypto_perps", "equity_options", "metals_ags", "agent_etf_macro", "vol_relay", "fx_algo",
                   "event_driven", "mbs_tba", "shipping_freight", "index_mm", "power_gas", "smallcap_momentum",
                   "cta_systematic", "bank_treasury_mm", "madrid_ibex", "prop_options_alerts",
                   "physical_oil_cargoes", "ny_swaps_voice", "mumbai_nifty_options", "singapore_fx_swaps",
                   "agent_floor_crypto_spot", "us_treasury_basis_rv", "crypto_mm_inventory_desk",
                   "index_futures_scalpers", "hk_hsi_cbbc_desk", "physical_metals_concentrates",
                   "agent_toolcall_trace_desk",
                   "eurex_options_mm", "block_trading_ioi_desk", "crypto_otc_bridge_desk", "paris_euronext_desk",
                   "karachi_psx_pkr_desk", "cairo_egx_arabizi_desk",
                   "athens_athex_greeklish_desk", "milan_btp_ftsemib_desk",
                   "lisbon_psi_omip_desk", "tokyo_retail_fx_dealing_desk"})
# (channels, days) -> body budget in bytes (issue: feed shape, "Must show").
SHAPES = {(1, 1): 16 * 1024, (2, 1): 20 * 1024, (4, 7): 32 * 1024}
MIN_RECENT = 8
# The precision a desk's typed lines must reach at first contact (issue: blind cross-desk).
FIRST_CONTACT_PRECISION = 0.70
_TYPED_LINE = re.compile(r"^\S*\s*\[[^\]]*\btype=")
_HANDLE = re.compile(r"(?<!\d)(\d{15,20})/(\d{15,20})(?!\d)")


def desk_names() -> list[str]:
    package = importlib.import_module(DESK_PACKAGE)
    names = [m.name for m in pkgutil.iter_modules(package.__path__) if not m.name.startswith("_")]
    return sorted(names)


@dataclass
class Score:
    desk: str
    shape: str
    tuned: bool
    hard_expected: int = 0
    hard_kept: int = 0
    facts_expected: int = 0
    facts_kept: int = 0
    typed_lines: int = 0
    typed_lines_true: int = 0
    unsure_lines: int = 0
    unsure_lines_true: int = 0
    typed_messages: int = 0
    typed_messages_true: int = 0
    certain_messages: int = 0
    certain_messages_true: int = 0
    feed_bytes: int = 0
    budget: int = 0
    recent: int = 0
    removed_leaked: int = 0
    superseded_shown: int = 0
    header: str = ""
    missing: list[str] = field(default_factory=list)
    # possible-tier rule -> [labelled hard, not]: messages the digest typed possible by it
    rules: dict[str, list[int]] = field(default_factory=dict)
    reused: bool = False        # rendered from a kept store (--stores), not replayed
    seconds: float = 0.0

    @property
    def recall(self) -> float:
        return self.hard_kept / self.hard_expected if self.hard_expected else 1.0

    @property
    def line_precision(self) -> float:
        return self.typed_lines_true / self.typed_lines if self.typed_lines else 1.0

    @property
    def message_precision(self) -> float:
        return self.typed_messages_true / self.typed_messages if self.typed_messages else 1.0

    @property
    def certain_precision(self) -> float:
        return self.certain_messages_true / self.certain_messages if self.certain_messages else 1.0

    @property
    def ok(self) -> bool:
        return (self.hard_kept == self.hard_expected and self.facts_kept == self.facts_expected
                and self.feed_bytes <= self.budget and self.recent >= MIN_RECENT and not self.removed_leaked
                and not self.superseded_shown)

    def as_dict(self) -> dict:
        return {**{k: v for k, v in self.__dict__.items()}, "recall": round(self.recall, 4),
                "line_precision": round(self.line_precision, 4),
                "message_precision": round(self.message_precision, 4),
                "certain_precision": round(self.certain_precision, 4), "ok": self.ok}


def generate(desk: str, *, seed: int, channels: int, days: int) -> dict:
    module = importlib.import_module(f"{DESK_PACKAGE}.{desk}")
    return module.generate(seed=seed, channels=channels, days=days)


def _end_ms(events: list[dict]) -> int:
    """The feed's clock: just after the newest event of the capture."""
    newest = 0
    for event in events:
        moment = (event.get("message") or {}).get("created_at") or event.get("edited_at") or event.get(
            "deleted_at") or event.get("at")
        if moment:
            newest = max(newest, int(datetime.fromisoformat(moment.replace("Z", "+00:00")).timestamp() * 1000))
    return newest + 60_000


def _channels(events: list[dict]) -> tuple[int, ...]:
    seen: dict[int, None] = {}
    for event in events:
        if event.get("op") == "create" and not event.get("parent_channel_id"):
            seen.setdefault(int(event["channel_id"]), None)
    return tuple(seen)


def render(db_path: Path, channels: tuple[int, ...], now_ms: int) -> str:
    """The feed bytes the sidecar serves for this request and clock (the one renderer)."""
    from bot.process import feed_budget
    from bot.settings import Settings
    budget = feed_budget(Settings(_env_file=None))
    from memory.queries import with_threads
    from memory.render.awareness import FeedRequest, awareness_feed
    conn = sqlite3.connect(db_path)
    conn.row_factory = sqlite3.Row
    try:
        # As the sidecar reads them: the asked channels, then their threads.
        req = FeedRequest(channel_ids=with_threads(conn, channels), since_ms=24 * HOUR_MS, now_ms=now_ms,
                          budget=budget)
        return awareness_feed(conn, req).text
    finally:
        conn.close()


# The repository: what a kept store's fingerprint reads (`digest_fingerprint`).
_ROOT = Path(__file__).resolve().parent.parent


def digest_fingerprint(desk: str) -> str:
    """What a desk's digested store depends on: its generator, and the code and vocabulary
    that replay and digest it. The renderer (memory/render) and the measured grades it reads
    (rule_reliability.toml) are left out: a change to them re-renders a kept store."""
    digest = hashlib.sha256()
    for path in _fingerprinted(desk):
        digest.update(path.relative_to(_ROOT).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _fingerprinted(desk: str) -> list[Path]:
    memory = _ROOT / "memory"
    digesting = [path for path in sorted(memory.rglob("*")) if path.is_file()
                 and path.suffix in (".py", ".toml", ".sql") and path.relative_to(memory).parts[0] != "render"
                 and path.name != "rule_reliability.toml"]
    return [_ROOT / "tests" / "desks" / f"{desk}.py", *digesting]


def _store(desk: str, *, seed: int, channels: int, days: int, folder: Path,
           keep: bool) -> tuple[Path, dict, int, tuple[int, ...], bool]:
    """The desk's digested store for this shape, with its labels, clock and channels; with
    `keep`, one the folder holds from a run of the same digest code is used again (True last)."""
    from bot.demo import replay_and_digest
    db_path = folder / f"{desk}-{channels}x{days}-s{seed}.db"
    meta_path = db_path.with_suffix(".json")
    fingerprint = digest_fingerprint(desk) if keep else ""
    if keep and db_path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if meta.get("fingerprint") == fingerprint:
            return db_path, meta["labels"], meta["now_ms"], tuple(meta["channels"]), True
    generated = generate(desk, seed=seed, channels=channels, days=days)
    events, labels = generated["events"], generated["labels"]
    capture = db_path.with_suffix(".jsonl")
    with capture.open("w", encoding="utf-8") as handle:
        for event in events:
            handle.write(json.dumps(event, ensure_ascii=False) + "\n")
    # A fresh store every time: replaying into one a previous run left in the folder gave
    # the same desk a different feed (60 typed lines instead of 59 on one desk).
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db_path}{suffix}").unlink(missing_ok=True)
    replay_and_digest(capture, db_path)
    capture.unlink()
    now_ms, chans = _end_ms(events), _channels(events)
    if keep:
        meta_path.write_text(json.dumps({"fingerprint": fingerprint, "labels": labels, "now_ms": now_ms,
                                         "channels": list(chans)}), encoding="utf-8")
    return db_path, labels, now_ms, chans, False


def score_desk(desk: str, *, seed: int, channels: int, days: int, folder: Path, keep: bool = False) -> Score:
    started = time.monotonic()
    db_path, labels, now_ms, chans, reused = _store(desk, seed=seed, channels=channels, days=days,
                                                     folder=folder, keep=keep)
    text = render(db_path, chans, now_ms)
    window_from = now_ms - 24 * HOUR_MS
    score = Score(desk, f"{channels}x{days}", desk in TUNED, budget=SHAPES.get((channels, days), 16 * 1024))
    hard = {(e["channel_id"], e["message_id"]): e for e in labels["hard_events"]}
    expected = [e for e in hard.values() if e["final_state"] in ("live", "edited")
                and snowflake_ms(int(e["message_id"])) >= window_from]
    lines = text.splitlines()
    # One judge for every feed (tests/support/evaluate.py): handle and every fact on the
    # lines citing it, superseded levels never shown as current, removed text nowhere.
    check = check_feed(text, [ExpectedEvent(e["channel_id"], e["message_id"], e["event_type"], tuple(e["facts"]))
                              for e in expected],
                       superseded=[tuple(row) for row in labels.get("superseded_facts", [])],
                       removed_texts=labels.get("removed_texts", []))
    score.hard_expected = len(expected)
    score.facts_expected, score.facts_kept = check.facts_expected, check.facts_present
    score.hard_kept = len(expected) - len(check.missing)
    score.missing = check.missing + check.superseded_shown
    score.superseded_shown = len(check.superseded_shown)
    unsure = False
    for line in lines:
        if line.startswith("## "):
            unsure = line.startswith("## Unsure")
        match = _HANDLE.search(line)
        if match and _TYPED_LINE.search(line):
            score.typed_lines += 1
            score.typed_lines_true += (match.group(1), match.group(2)) in hard
        elif match and unsure and line.startswith("["):
            score.unsure_lines += 1
            score.unsure_lines_true += (match.group(1), match.group(2)) in hard
    score.removed_leaked = len(check.removed_leaked)
    score.feed_bytes = len(text.encode("utf-8"))
    score.header = lines[0] if lines else ""
    recent = re.search(r"\bmessages=(\d+)", score.header)
    score.recent = int(recent.group(1)) if recent else 0
    _typed_messages(db_path, window_from, now_ms, hard, score)
    score.seconds = round(time.monotonic() - started, 2)
    score.reused = reused
    return score


def _typed_messages(db_path: Path, window_from: int, now_ms: int, hard: dict, score: Score) -> None:
    """Precision of the digest's typing, per message: any hard tier, and certain only."""
    conn = sqlite3.connect(db_path)
    try:
        columns = {row[1] for row in conn.execute("PRAGMA table_info(blocks)")}
        tier = "b.tier" if "tier" in columns else "CASE b.kind WHEN 'hard_event' THEN 'certain' END"
        rows = conn.execute(
            f"SELECT m.channel_id, m.message_id, max({tier} = 'certain') FROM blocks b"
            " JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
            " WHERE b.kind IN ('hard_event', 'raw_excerpt') AND m.created_at_ms BETWEEN ? AND ?"
            " GROUP BY m.pk", (window_from, now_ms)).fetchall()
        # A possible event's rule (its own part: reliability.own_rule), once per message and rule;
        # an untyped "maybe" by its kind (reliability.maybe_rule).
        possible = conn.execute(
            "SELECT DISTINCT m.channel_id, m.message_id, b.rule, m.author_bot FROM blocks b"
            " JOIN block_sources s ON s.block_id = b.block_id JOIN messages m ON m.pk = s.msg_pk"
            " WHERE b.kind IN ('hard_event', 'raw_excerpt') AND b.tier = 'possible' AND b.rule IS NOT NULL"
            " AND m.created_at_ms BETWEEN ? AND ?", (window_from, now_ms)).fetchall() if "tier" in columns else []
    finally:
        conn.close()
    for channel_id, message_id, certain in rows:
        true = (str(channel_id), str(message_id)) in hard
        score.typed_messages += 1
        score.typed_messages_true += true
        if certain:
            score.certain_messages += 1
            score.certain_messages_true += true
    for channel_id, message_id, rule, author_bot in possible:
        for name in (own_rule(rule), by_author(own_rule(rule), bool(author_bot))):
            tally = score.rules.setdefault(name, [0, 0])
            tally[0 if (str(channel_id), str(message_id)) in hard else 1] += 1


def _print(scores: list[Score]) -> None:
    head = (f"{'desk':<18} {'shape':<5} {'recall':>9} {'facts':>9} {'line P':>7} {'unsure':>9} {'msg P':>7}"
            f" {'cert P':>7} {'bytes':>6}/{'budget':<6} {'recent':>6} {'leak':>4}  ok")
    for tuned in (True, False):
        group = [s for s in scores if s.tuned == tuned]
        if not group:
            continue
        print(f"\n{'TUNED desks' if tuned else 'UNTUNED desks (never tuned on)'}")
        print(head)
        for s in group:
            print(f"{s.desk:<18} {s.shape:<5} {s.hard_kept:>4}/{s.hard_expected:<4}"
                  f" {s.facts_kept:>4}/{s.facts_expected:<4}"
                  f" {s.line_precision:>7.0%} {s.unsure_lines_true:>4}/{s.unsure_lines:<4}"
                  f" {s.message_precision:>7.0%} {s.certain_precision:>7.0%}"
                  f" {s.feed_bytes:>6}/{s.budget:<6} {s.recent:>6} {s.removed_leaked:>4}  {'yes' if s.ok else 'NO'}")
        for line in _totals(group):
            print(line)
        for s in group:
            for problem in s.missing[:12]:
                print(f"   ! {s.desk} {s.shape}: {problem}")
            if len(s.missing) > 12:
                print(f"   ! {s.desk} {s.shape}: ... {len(s.missing) - 12} more")


def _totals(group: list[Score]) -> list[str]:
    """One line per shape over a group's desks: events kept and typed lines right, summed
    (a desk's own row can hide that most misses sit on a few desks, or the reverse), how
    many desks are under the first-contact precision line, and any over budget."""
    lines = []
    for shape in dict.fromkeys(s.shape for s in group):
        rows = [s for s in group if s.shape == shape]
        kept, expected = sum(s.hard_kept for s in rows), sum(s.hard_expected for s in rows)
        right, typed = sum(s.typed_lines_true for s in rows), sum(s.typed_lines for s in rows)
        under = sum(s.line_precision < FIRST_CONTACT_PRECISION for s in rows)
        over = sum(s.feed_bytes > s.budget for s in rows)
        lines.append(f"  all {len(rows)} desks, {shape}: kept {kept}/{expected} ({kept / max(1, expected):.1%}),"
                     f" line P {right}/{typed} ({right / max(1, typed):.1%}),"
                     f" {under} under {FIRST_CONTACT_PRECISION:.0%} line P, {over} over budget")
    return lines


def _rule_reliability(seed: int, desks: list[str]) -> int:
    """Tally each rule's possible events against the labels of desks the classifier was
    tuned on (never the held-out ones: they measure transfer) and print the data file."""
    tallies: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in desks:
            print(f"{name} 1x1 ...", file=sys.stderr, flush=True)
            for rule, (true, false) in score_desk(name, seed=seed, channels=1, days=1, folder=Path(tmp)).rules.items():
                tally = tallies.setdefault(rule, [0, 0])
                tally[0] += true
                tally[1] += false
    print(RELIABILITY_HEAD.format(desks=len(desks), seed=seed))
    for table, rules in (("possible", [r for r in tallies if AUTHOR_MARK not in r]),
                         ("possible_by_author", [r for r in tallies if AUTHOR_MARK in r])):
        if table != "possible":
            print(f"\n[{table}]")
        for rule in sorted(rules):
            true, false = tallies[rule]
            print(f'"{rule}" = {{ hard = {true}, not_hard = {false} }}')
    return 0


RELIABILITY_HEAD = """\
# How often each classifier rule's *possible* events were labelled hard events, counted on
# the desks the classifier was tuned on ({desks} desks, seed {seed}, one channel-day each).
# Written by `python -m bench.transfer --rule-reliability > memory/classify/lexicon/rule_reliability.toml`.
# Re-run it when rules change: a rule's name is its module and position.
#
# When a feed cannot show every possible event, the events of the least reliable rules
# give way first (memory.classify.reliability grades them; memory.render.awareness).
# [possible_by_author] counts the same events again by who wrote them, "<rule>@bot" or
# "<rule>@person": a rule is graded by its author's kind once that is measured often enough.

[possible]"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--desks", help="comma-separated desk modules (default: all under tests/desks)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shapes", default="1x1,2x1,4x7", help="CHANNELSxDAYS, comma-separated")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--stores", type=Path,
                        help="keep each desk's digested store here, and render again, without replaying, the ones"
                             " a run of the same digest code left (a renderer change is then measured in seconds)")
    parser.add_argument("--jobs", type=int, default=1, help="desks scored at once, each in its own process")
    parser.add_argument("--rule-reliability", action="store_true",
                        help="print, as memory/classify/lexicon/rule_reliability.toml, how often each rule's"
                             " possible events were labelled hard on the TUNED desks (their 1x1 shape)")
    args = parser.parse_args(argv)
    if args.rule_reliability:
        return _rule_reliability(args.seed, args.desks.split(",") if args.desks else sorted(TUNED))
    names = args.desks.split(",") if args.desks else desk_names()
    shapes = [tuple(int(x) for x in shape.split("x")) for shape in args.shapes.split(",")]
    print(f"machine: {machine()}", file=sys.stderr)
    jobs = [(name, channels, days) for name in names for channels, days in shapes]
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.stores or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        score = partial(_score_job, seed=args.seed, folder=folder, keep=args.stores is not None)
        with ProcessPoolExecutor(max(1, args.jobs)) if args.jobs > 1 else nullcontext() as pool:
            scores = []
            for done, result in enumerate((pool.map if pool else map)(score, jobs), 1):
                print(f"[{done}/{len(jobs)}] {result.desk} {result.shape}"
                      f" {'rendered from its kept store' if result.reused else 'replayed'} in {result.seconds}s",
                      file=sys.stderr, flush=True)
                scores.append(result)
    if args.json:
        print(json.dumps([s.as_dict() for s in scores], indent=2))
    else:
        _print(scores)
    return 0 if all(s.ok for s in scores) else 1


def _score_job(job: tuple[str, int, int], *, seed: int, folder: Path, keep: bool) -> Score:
    name, channels, days = job
    return score_desk(name, seed=seed, channels=channels, days=days, folder=folder, keep=keep)


# Some desk generators (written blind) iterate sets of strings, so their day depends on the
# interpreter's hash seed: two runs of the same code differed by a line or an event on a
# desk. The command pins the seed so that its numbers repeat.
HASH_SEED = "0"

if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != HASH_SEED:
        os.execve(sys.executable, [sys.executable, "-m", "bench.transfer", *sys.argv[1:]],
                  {**os.environ, "PYTHONHASHSEED": HASH_SEED})
    raise SystemExit(main())
