"""How one message was classified, and why: the first thing an operator runs when the
feed keeps or leaves out something unexpected (`channel-memory explain --db PATH HANDLE`).

It re-runs the classifier on the message's window exactly as the digest does (same
context: lookback, replies, known ids, templates, holdings, pins and reactions) and
reports the verdict with the rule, template, reply or mark that decided it, plus the
blocks currently stored for the message.
"""

from __future__ import annotations

import json
import sqlite3

from memory import digest, queries
from memory.classify import DEFAULT_DESK, DeskRules
from memory.classify.model import IN_REPORT
from memory.classify.reliability import describe
from memory.render.awareness import (
    HARD_LOAD_LIMIT,
    REPORT_GIVE_WAY,
    blocks_by_message,
    routine_rule,
    routine_runs,
)
from memory.timeutil import DAY_MS, HOUR_MS, fmt_iso


def explain_message(conn: sqlite3.Connection, channel_id: int, message_id: int, *,
                    desk: DeskRules = DEFAULT_DESK) -> dict:
    """A JSON-friendly account of the classification of one message.

    `found` is False when the store does not hold the message. A removed message is
    reported as such, without its content and without classifying it."""
    stored = queries.by_ids(conn, [channel_id], [message_id]).get(message_id)
    handle = f"{channel_id}/{message_id}"
    if stored is None:
        return {"handle": handle, "found": False}
    report: dict = {
        "handle": handle, "found": True, "author": stored.author_name, "author_bot": stored.author_bot,
        "created_at": fmt_iso(stored.created_at_ms), "state": stored.state,
        "edited": stored.edited_at_ms is not None, "blocks": _stored_blocks(conn, stored.pk, stored.author_bot),
    }
    if stored.removed or stored.content is None:
        report["category"] = "removed" if stored.removed else "compacted"
        return report
    bucket_ms = stored.created_at_ms - stored.created_at_ms % HOUR_MS
    inputs = digest.load_window(conn, channel_id, bucket_ms)
    verdict = next((result for message, result in digest.classify_window(inputs, desk)
                    if message.message_id == message_id), None)
    if verdict is None:  # not in its own window (should not happen): classify it alone
        return {**report, "category": "unknown"}
    report.update({
        "feed": _feed_note(conn, stored),
        "category": verdict.category,
        "noise_kind": verdict.noise_kind,
        "topic": verdict.topic,
        "events": [{"event_type": e.event_type, "tier": e.tier, "rule": e.rule, "confidence": e.confidence,
                    "trade_key": e.trade_key, "stage": e.stage, "facts": e.facts, "excerpt": e.excerpt}
                   for e in verdict.events],
        "template": verdict.template, "template_count": verdict.template_count,
        "reply_to": f"{channel_id}/{verdict.reply_to}" if verdict.reply_to else None,
        "marks": list(verdict.marks),
        "aliases": [{"name": name, "instrument": root} for name, root in verdict.aliases],
        "instruments": list(verdict.instruments),
        "trace": list(verdict.trace),
        "desk_rules": desk.source,
    })
    return report


def _feed_note(conn: sqlite3.Connection, stored) -> str | None:
    """What the feed does with the message's stored events beyond their type and tier: one
    of a bot's routine guesses is shown among the unsure, untyped (render.awareness), counted
    over the channel-day's blocks as the renderer counts them."""
    if not stored.author_bot:
        return None
    day = stored.created_at_ms - stored.created_at_ms % DAY_MS
    blocks = queries.feed_blocks(conn, [stored.channel_id], day, day + DAY_MS - 1, queries.HARD_KINDS,
                                 limit=HARD_LOAD_LIMIT)
    per_message = blocks_by_message(blocks)
    run = routine_runs(per_message.values()).get(stored.pk)
    if run is None:
        return None
    rule = routine_rule(b.rule for b in per_message[stored.pk])
    return (f"one of {run} possible events of rule {rule} by this bot in this channel on {fmt_iso(day)[:10]}:"
            " a routine, shown under ## Unsure without a type and outside any trade block")


def _stored_blocks(conn: sqlite3.Connection, msg_pk: int, author_bot: bool) -> list[dict]:
    """The message's stored blocks; a possible event's with its rule's grade, which decides
    whether the feed shows it typed or among the unsure, and what gives way first."""
    rows = conn.execute(
        "SELECT b.kind, b.event_type, b.tier, b.rule, b.trade_key, b.stage, b.facts, b.text FROM blocks b"
        " JOIN block_sources s ON s.block_id = b.block_id WHERE s.msg_pk = ? ORDER BY b.block_id", (msg_pk,))
    blocks = []
    for kind, event_type, tier, rule, trade_key, stage, facts_json, text in rows:
        facts = json.loads(facts_json) if facts_json else None
        blocks.append({"kind": kind, "event_type": event_type, "tier": tier, "rule": rule, "trade_key": trade_key,
                       "stage": stage, "facts": facts, "text": text[:300],
                       "grade": _grade_note(rule, author_bot, facts or {}) if tier == "possible" and rule else None})
    return blocks


def _grade_note(rule: str, author_bot: bool, facts: dict) -> str:
    """A possible event's grade, and whether it was read in a report (it then gives way later)."""
    note = describe(rule, author_bot)
    if facts.get(IN_REPORT):
        note += f"; read in a report, it gives way {REPORT_GIVE_WAY:g} grades later"
    return note


def format_explanation(report: dict) -> str:
    """The report as a few readable lines for a terminal."""
    if not report.get("found"):
        return f"{report['handle']}: not in the store"
    lines = [f"{report['handle']}  {report['author']}{' (bot)' if report['author_bot'] else ''}"
             f"  {report['created_at']}  state={report['state']}{' edited' if report['edited'] else ''}"]
    category = report.get("category")
    lines.append(f"category: {category}" + (f" ({report['noise_kind']})" if report.get("noise_kind") else ""))
    if report.get("feed"):
        lines.append(f"feed: {report['feed']}")
    for event in report.get("events", ()):
        lines.append(f"event: {event['event_type']} tier={event['tier']} rule={event['rule'] or '-'}"
                     f" stage={event['stage'] or '-'} trade={event['trade_key'] or '-'}")
        lines.append(f"  excerpt: {event['excerpt']}")
        if event["facts"]:
            lines.append(f"  facts: {json.dumps(event['facts'], ensure_ascii=False, sort_keys=True)}")
    if report.get("template"):
        lines.append(f"template (x{report['template_count']}): {report['template']}")
    if report.get("reply_to"):
        lines.append(f"reply to: {report['reply_to']}")
    if report.get("marks"):
        lines.append(f"marks: {', '.join(report['marks'])}")
    if report.get("aliases"):
        lines.append("aliases: " + ", ".join(f"{a['name']} -> {a['instrument']}" for a in report["aliases"]))
    if report.get("trace"):
        lines.append("why:")
        lines += [f"  - {step}" for step in report["trace"]]
    if report.get("desk_rules"):
        lines.append(f"desk rules: {report['desk_rules']}")
    lines.append("stored blocks:" if report["blocks"] else "stored blocks: none (window not digested yet?)")
    for block in report["blocks"]:
        lines.append(f"  {block['kind']} type={block['event_type'] or '-'} tier={block['tier'] or '-'}"
                     f" rule={block['rule'] or '-'}: {block['text'][:160]}")
        if block.get("grade"):
            lines.append(f"    grade: {block['grade']}")
    return "\n".join(lines)
