#!/usr/bin/env python3
"""Desk generator: Karachi equities, T-bills and PKR desk of a local asset manager.

PSX cash equities, KSE-100 index futures and deliverable futures (DFCs), Pakistan
T-bill / PIB auctions, USD/PKR forwards. Dealers chat in Roman Urdu mixed with English
(and a little Urdu script); the CIO sits in Dubai and approves by short replies or
voice-note transcripts; a research agent (Indus-R) posts long English notes; broker
OMS, clearing, risk, news-wire and ops bots post around them.

Standard library only. Everything is a pure function of the arguments of generate().

    python -m tests.desks.karachi_psx_pkr_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "karachi_psx_pkr_desk"
DISCORD_EPOCH = 1420070400000
# The default day is Monday 07 Dec 2026 in Karachi (PKT = UTC+5): it ends at PKT midnight.
DEFAULT_END = datetime(2026, 12, 7, 19, 0, 0, tzinfo=timezone.utc)
PKT_MS = 5 * 3600 * 1000
DAY_MS = 24 * 3600 * 1000
GUILD_ID = "1183917440625836072"

# person/bot key -> (author id, display name, is bot)
PEOPLE = {
    "faraz": ("1099284371650273331", "Faraz Qureshi", False),      # head of equities, desk lead
    "tariq": ("1087716493320118372", "Tariq Jaffer (CIO, DXB)", False),
    "hamza": ("1112608527364915260", "hamza.sheikh", False),       # equity dealer
    "saad": ("1120031587460063302", "Saad Siddiqui", False),       # PM / analyst
    "ayesha": ("1104457310889271406", "Ayesha Memon", False),      # fixed income
    "bilal": ("1131190646219481169", "bilal_fx", False),           # treasury / FX
    "nida": ("1126602417559781457", "Nida Rizvi (Ops)", False),    # ops / settlements
    "indus": ("1145271093355102288", "Indus-R", True),             # research agent
    "exec": ("1145276610428743791", "Exec-Agent", True),
    "dispatch": ("1145280114770511973", "Dispatch", True),
    "oms": ("1139004481023557703", "CSL-OMS", True),               # broker OMS
    "nccpl": ("1139007725316698152", "nccpl-bridge", True),        # clearing feed
    "risk": ("1139010068590256178", "riskd", True),
    "wire": ("1139013311962390621", "Wire-PK", True),
    "alerts": ("1139016659717435483", "px-alerts", True),
    "pnl": ("1139019903120027746", "pnl-bot", True),
    "cron": ("1139022146357690410", "cron@khi-ops", True),
    "ci": ("1139025490210222131", "ci-runner", True),
    "gw": ("1139028733593804857", "gw-monitor", True),
}
HUMANS = ["faraz", "hamza", "saad", "ayesha", "bilal", "nida"]

BASE_PX = {
    "OGDC": 182.5, "PPL": 166.0, "MARI": 612.0, "LUCK": 1045.0, "HUBC": 168.4,
    "ENGRO": 312.0, "FFC": 345.0, "MEBL": 402.0, "UBL": 385.0, "HBL": 215.0,
    "SYS": 598.0, "TRG": 72.5, "PSO": 388.0, "MCB": 292.0, "DGKC": 141.0,
    "EFERT": 209.0, "NML": 118.0,
}

URDU_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# --------------------------------------------------------------------------- helpers
def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso(ms: int) -> str:
    d = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _channel_id(index: int) -> str:
    # random-looking, distinct, stable snowflakes (created in 2023)
    ms = 1689420000000 + index * 7_777_777_777 + 424_242 + (index * 7919) % 1000
    return str(_snowflake(ms, 7 + index % 11, 3 + index))


def lakh(n: int) -> str:
    """Indian digit grouping: 120000 -> 1,20,000."""
    s = str(int(n))
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def short(p: float) -> str:
    s = "%.2f" % p
    return s.rstrip("0").rstrip(".")


def money(p: float) -> str:
    return "{:,.2f}".format(p)


def _text_of(content: str, embeds) -> str:
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


# --------------------------------------------------------------------------- day builder
class _Day:
    def __init__(self, rng: random.Random, ch_index: int, channel_id: str, start_ms: int):
        self.rng = rng
        self.ch_index = ch_index
        self.channel_id = channel_id
        self.start = start_ms          # PKT midnight of this day, in UTC ms
        self.msgs = []
        self.ops = []
        self.hard = []
        self.near = []
        self.noise = []
        self.idioms = []
        self.sup = []
        self.removed = []

    # times ---------------------------------------------------------------
    def at(self, h: int, m: int, s: int | None = None) -> int:
        if s is None:
            s = self.rng.randint(0, 59)
        return self.start + ((h * 60 + m) * 60 + s) * 1000 + self.rng.randint(0, 999)

    def near_t(self, h: int, m: int, spread_min: int = 6) -> int:
        return self.at(h, m) + self.rng.randint(0, spread_min * 60) * 1000

    def after(self, msg_or_ms, minutes: float, spread: float = 0.0) -> int:
        base = msg_or_ms["ms"] if isinstance(msg_or_ms, dict) else msg_or_ms
        ms = base + int(minutes * 60000) + int(self.rng.random() * spread * 60000) + self.rng.randint(250, 999)
        return min(ms, self.start + DAY_MS - 1000)

    # messages ------------------------------------------------------------
    def post(self, ms, who, content="", embeds=None, reply=None, thread=None, attachments=None):
        ms = max(self.start + 500, min(ms, self.start + DAY_MS - 500))
        if who in ("indus", "wire") and getattr(self, "prevd", "Friday") != "Friday":
            content = content.replace("Friday", self.prevd)
        if who == "wire" and content.startswith("Wire-PK | ") and "اردو" not in content:
            content = content + "\n\n" + self.rng.choice(_WIRE_BODIES) + "\n— Wire-PK Karachi desk · ref %s" % (
                "WPK%06d" % self.rng.randint(0, 999999))
        m = {"ms": ms, "who": who, "content": content, "final": content, "embeds": embeds or [],
             "reply": reply, "thread": thread, "attachments": attachments or [],
             "state": "live", "orig": content, "id": None}
        self.msgs.append(m)
        return m

    def H(self, m, etype, facts, phrasing):
        self.hard.append((m, etype, list(facts), phrasing))
        return m

    def N(self, m):
        self.near.append(m)
        return m

    def Z(self, m):
        self.noise.append(m)
        return m

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))

    def edit(self, m, ms, new, superseded=()):
        assert ms > m["ms"]
        self.ops.append({"ms": ms, "op": "edit", "target": m, "content": new})
        m["final"] = new
        if m["state"] == "live":
            m["state"] = "edited"
        for old in superseded:
            self.sup.append((m, old))

    def delete(self, m, ms, snippet):
        assert ms > m["ms"]
        self.ops.append({"ms": ms, "op": "delete", "target": m})
        m["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms_list_msgs, ms, snippets):
        for m in ms_list_msgs:
            assert ms > m["ms"]
            m["state"] = "deleted"
        self.ops.append({"ms": ms, "op": "bulk_delete", "targets": list(ms_list_msgs)})
        self.removed.extend(snippets)

    def forget(self, m, ms, by, snippet):
        assert ms > m["ms"]
        self.ops.append({"ms": ms, "op": "forget", "target": m, "by": by})
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, ms, by):
        self.ops.append({"ms": ms, "op": "pin", "target": m, "by": by})

    def react(self, m, ms, emoji, by):
        self.ops.append({"ms": ms, "op": "reaction_add", "target": m, "emoji": emoji, "by": by})

    def content_bytes(self):
        return sum(len(_text_of(m["orig"], m["embeds"]).encode("utf-8")) for m in self.msgs)


_WIRE_BODIES = [
    "Further details were not immediately available. Wire-PK will update this story as filings and official statements "
    "come in; readers should refer to the original notice for the complete text.",
    "The information was disclosed in a notice during Karachi business hours. Market participants said they were still "
    "assessing the details, and several brokerages said they would revise estimates after reviewing the full text.",
    "Wire-PK could not independently verify the figures, which are based on an official notice and on statements made to "
    "reporters in Karachi. Officials did not respond to requests for further comment by the time of publication.",
    "Analysts contacted by Wire-PK said the announcement was broadly in line with expectations, though one cautioned that "
    "follow-up disclosures in the coming weeks would matter more than the headline number.",
    "The notice did not give a timeline for further steps. A spokesperson said additional information would be shared "
    "through the usual regulatory channels once approvals are in place.",
]


# --------------------------------------------------------------------------- noise makers
def _heartbeat(d: _Day, ms):
    r = d.rng
    kind = r.random()
    if kind < 0.55:
        txt = "♥ gw-monitor ok · shard 0/1 · ws latency %dms · event queue %d · uptime %dh%02dm" % (
            r.randint(31, 140), r.randint(0, 3), r.randint(2, 190), r.randint(0, 59))
        return d.Z(d.post(ms, "gw", txt))
    if kind < 0.8:
        txt = ("riskd:\n  status: OK\n  checks_passed: %d/%d\n  gross_exposure_pct_nav: %.1f\n"
               "  largest_single_name_pct: %.2f\n  breaches: 0\n  note: all limits ok") % (
            43, 43, r.uniform(78, 93), r.uniform(6.1, 7.9))
        return d.Z(d.post(ms, "risk", txt))
    txt = "CSL-OMS  HEARTBEAT  seq=%d  session=FIX-KHI-02  state=UP  lag=%dms" % (
        r.randint(100000, 999999), r.randint(2, 40))
    return d.Z(d.post(ms, "oms", txt))


_TRACEBACKS = [
    ('/opt/khi/feeds/psx_ticker.py', 212, '_on_message', 'tick = parse_tick(raw)',
     '/opt/khi/feeds/parsers.py', 88, 'parse_tick', 'px = Decimal(fields[4])',
     "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]"),
    ('/opt/khi/bridges/nccpl_sftp.py', 131, 'pull_trade_file', 'conn = self._connect()',
     '/usr/lib/python3.11/socket.py', 851, 'create_connection', 'raise exceptions[0]',
     'ConnectionRefusedError: [Errno 111] Connection refused'),
    ('/opt/khi/pnl/marks.py', 64, 'load_marks', 'marks[row["symbol"]] = float(row["close"])',
     '/opt/khi/pnl/marks.py', 64, '<dictcomp>', 'marks[row["symbol"]] = float(row["close"])',
     "ValueError: could not convert string to float: '-'"),
    ('/opt/khi/wire/urdu_feed.py', 77, 'normalise', 'title = raw["title"].strip()',
     '/opt/khi/wire/urdu_feed.py', 41, '__getitem__', 'return self._d[key]',
     "KeyError: 'title'"),
    ('/opt/khi/fx/kerb_scraper.py', 98, 'scrape', 'rate = rows[3].find("td").text',
     '/opt/khi/fx/kerb_scraper.py', 98, 'scrape', 'rate = rows[3].find("td").text',
     "AttributeError: 'NoneType' object has no attribute 'text'"),
]


def _traceback(d: _Day, ms, i=None):
    r = d.rng
    f1, l1, fn1, c1, f2, l2, fn2, c2, exc = _TRACEBACKS[r.randrange(len(_TRACEBACKS)) if i is None else i]
    job = f1.split("/")[-1].replace(".py", "")
    txt = ("⚠️ %s crashed (pid %d), supervisor restarting\n```\nTraceback (most recent call last):\n"
           "  File \"/usr/lib/python3.11/asyncio/runners.py\", line 190, in run\n    return runner.run(main)\n"
           "  File \"/usr/lib/python3.11/asyncio/runners.py\", line 118, in run\n    return self._loop.run_until_complete(task)\n"
           "  File \"/usr/lib/python3.11/asyncio/base_events.py\", line 653, in run_until_complete\n    return future.result()\n"
           "  File \"/opt/khi/runtime/main.py\", line 41, in main\n    await supervisor.run_forever()\n"
           "  File \"/opt/khi/runtime/loop.py\", line 57, in run_forever\n    await handler(msg)\n"
           "  File \"/opt/khi/runtime/loop.py\", line 112, in _dispatch\n    return await self._call(handler, payload)\n"
           "  File \"%s\", line %d, in %s\n    %s\n  File \"%s\", line %d, in %s\n    %s\n%s\n```\n"
           "restart %d/5 · last ok %d min ago") % (
        job, r.randint(2000, 39999), f1, l1, fn1, c1, f2, l2, fn2, c2, exc, r.randint(1, 3), r.randint(2, 50))
    return d.Z(d.post(ms, "gw", txt))


def _reconnect(d: _Day, ms):
    r = d.rng
    txt = r.choice([
        "gw-monitor: websocket closed (code 1006), reconnecting in %ds… resumed session, replayed %d events" % (
            r.randint(2, 9), r.randint(0, 12)),
        "CSL-OMS: FIX session FIX-KHI-02 dropped (heartbeat timeout), re-logon OK, seq reset to %d" % r.randint(1, 900),
        "nccpl-bridge: SFTP poll timed out, retry 1/3 … ok (%d files, %d KB)" % (r.randint(1, 4), r.randint(12, 480)),
        "Wire-PK: upstream feed reconnect (urdu-rss), backlog %d items dropped as dupes" % r.randint(1, 30),
    ])
    who = "gw" if txt.startswith("gw") else ("oms" if txt.startswith("CSL") else ("nccpl" if txt.startswith("nccpl") else "wire"))
    return d.Z(d.post(ms, who, txt))


def _ci(d: _Day, ms):
    r = d.rng
    svc = r.choice(["oms-bridge", "riskd", "wire-ingest", "pnl-bot", "nccpl-bridge", "kerb-scraper"])
    n = r.randint(1200, 2400)
    ok = r.random() < 0.8
    if ok:
        txt = ("ci-runner ▸ %s #%d %s\n  lint: ruff ok · mypy ok\n  tests: %d passed, %d skipped (%dm%02ds)\n"
               "  coverage: 87.4%% (+0.2)\n  image: registry.khi.local/%s:%s\n  smoke: /healthz 200 · /metrics 200\n"
               "  deployed → khi-prod-%d ✅") % (svc, n, r.choice(["main", "release/2026.12"]), r.randint(120, 640),
                                               r.randint(0, 9), r.randint(1, 7), r.randint(0, 59), svc,
                                               "%07x" % r.getrandbits(28), r.randint(1, 3))
    else:
        txt = ("ci-runner ▸ %s #%d failed ❌\n  FAILED tests/test_%s.py::test_%s - AssertionError\n"
               "  %d passed, 1 failed · deploy skipped") % (svc, n, svc.replace("-", "_"),
                                                           r.choice(["tick_rounding", "lakh_parse", "holiday_calendar", "t1_settlement"]),
                                                           r.randint(100, 600))
    return d.Z(d.post(ms, "ci", txt))


def _cron(d: _Day, ms, kind=None):
    r = d.rng
    kind = kind or r.choice(["triage", "recon", "marks", "kibor", "backup"])
    if kind == "triage":
        txt = ("cron[triage] %s PKT · %d new items (wire %d, research %d, ops %d) · 0 routed · %d deduped · "
               "queue empty") % (datetime.fromtimestamp((ms + PKT_MS) / 1000, tz=timezone.utc).strftime("%H:%M"),
                                 r.randint(4, 22), r.randint(2, 15), r.randint(0, 3), r.randint(0, 4), r.randint(0, 6))
    elif kind == "recon":
        txt = ("cron[eod-recon] positions vs CDC custody: %d lines matched, 0 breaks\n"
               "  cash vs bank (IAM-EQ-01): matched\n  T-bill holdings vs SBP SGLA (IPS a/c): matched\n"
               "  pending corporate actions: %d") % (r.randint(12, 16), r.randint(1, 3))
    elif kind == "marks":
        txt = ("cron[marks] PSX closing marks loaded: %d symbols · MUFAP PKRV curve loaded (%d tenors) · "
               "FX reval rate from SBP M2M · elapsed %.1fs") % (r.randint(480, 530), r.randint(18, 24), r.uniform(2, 9))
    elif kind == "kibor":
        txt = ("cron[kibor] KIBOR fixings pulled: 1W, 1M, 3M, 6M, 9M, 12M · PKRV snapshot archived · "
               "%d rows") % r.randint(20, 40)
    else:
        txt = ("cron[backup] nightly snapshot of oms/pnl/risk db → s3://khi-backups/%s · %d MB · sha256 ok") % (
            "%08x" % r.getrandbits(32), r.randint(300, 2200))
    return d.Z(d.post(ms, "cron", txt))


def _alert(d: _Day, ms, px):
    r = d.rng
    sym = r.choice(["OGDC", "PPL", "HBL", "FFC", "TRG", "DGKC", "EFERT", "NML", "MARI", "ENGRO", "PSO", "MCB", "SYS", "UBL"])
    p = px[sym] * (1 + r.uniform(-0.025, 0.025))
    lvl = round(p * (1 + r.choice([-1, 1]) * 0.003), 0)
    up = p > lvl
    txt = "🔔 %s %s %s (last %s, %s%.2f%%, vol %s)" % (
        sym, "crossed above" if up else "dropped below", money(lvl), money(p), "+" if up else "-",
        r.uniform(0.3, 4.0), lakh(r.randint(20, 900) * 1000))
    return d.Z(d.post(ms, "alerts", txt))


def _pnl(d: _Day, ms, px, label):
    r = d.rng
    rows = [("OGDC", 35000), ("PPL", 30000), ("LUCK", 240000), ("HUBC", 180000), ("MEBL", 90000),
            ("UBL", 60000), ("SYS", 75000), ("ENGRO", 300000)]
    lines = ["PnL snapshot %s (Rs mn) · fund IAM-EQ-01 · NAV Rs %s mn" % (label, "{:,}".format(r.randint(4100, 4600))), "```",
             "SYM         POS        AVG       LAST     uPnL    dPnL"]
    tot = 0.0
    for s, q in rows:
        avg = px[s] * (1 + r.uniform(-0.06, 0.04))
        last = px[s] * (1 + r.uniform(-0.015, 0.015))
        up = q * (last - avg) / 1e6
        dp = q * last * r.uniform(-0.012, 0.012) / 1e6
        tot += dp
        lines.append("%-6s %10s %10s %10s %8.2f %7.2f" % (s, lakh(q), money(avg), money(last), up, dp))
    lines.append("%-6s %10s %10s %10s %8s %7.2f" % ("EQ", "", "", "", "", tot))
    lines.append("KSE100-DEC  -25 ctr   mtm %+.2f" % r.uniform(-2, 2))
    lines.append("T-BILL 6M   Rs 120 cr  accr %+.2f" % r.uniform(0.2, 0.5))
    lines.append("USD/PKR fwd reval %+.2f" % r.uniform(-0.8, 0.8))
    lines.append("-" * 52)
    lines.append("day total %+.2f · MTD %+.2f · YTD %+.2f · vs KSE-100 TR %+.2f%%" % (
        tot + r.uniform(-1, 1), r.uniform(-20, 60), r.uniform(200, 700), r.uniform(-0.6, 0.9)))
    lines.append("by sector: E&P %+.2f | Cement %+.2f | Banks %+.2f | Power %+.2f | Tech %+.2f | Fert %+.2f" % tuple(
        r.uniform(-3, 3) for _ in range(6)))
    lines.append("```")
    lines.append("_marks: %s · source PSX feed / MUFAP PKRV / SBP M2M_" % ("live" if "PKT" in label else "closing"))
    return d.Z(d.post(ms, "pnl", "\n".join(lines)))


def _nccpl_noise(d: _Day, ms, px, kind="fipi"):
    r = d.rng
    if kind == "fipi":
        rows = ["FIPI|%s|%s|%+.2f" % (d.date_s, s, r.uniform(-3, 3)) for s in
                ["BANKS", "E&P", "CEMENT", "FERTILIZER", "POWER", "TECH", "OMC", "ALL_OTHER"]]
        txt = "NCCPL FIPI/LIPI (USD mn, provisional)\n" + "\n".join(rows) + \
              "\nLIPI|MUTUAL_FUNDS|%+.2f\nLIPI|INDIVIDUALS|%+.2f\nLIPI|BANKS_DFI|%+.2f" % (
                  r.uniform(-4, 4), r.uniform(-4, 4), r.uniform(-4, 4))
    else:
        txt = ("NCCPL|MTS|DAILY|%s|financed_value_pkr_bn=%.2f|rate_avg=%.2f%%|top=%s,%s,%s|status=PUBLISHED") % (
            d.date_s, r.uniform(60, 95), r.uniform(11.5, 13.5), *r.sample(["HUBC", "OGDC", "PPL", "TRG", "FFC", "UBL", "PSO"], 3))
    return d.Z(d.post(ms, "nccpl", txt))


_ACKS = ["ok", "thx", "👍", "🙏", "noted", "shukriya", "👌", "ok bhai", "theek", "acha", "hmm ok", "jazakAllah", "👀"]


def _ack(d: _Day, ms, reply=None):
    who = d.rng.choice(HUMANS)
    return d.Z(d.post(ms, who, d.rng.choice(_ACKS), reply=reply))


# --------------------------------------------------------------------------- chatter
_CHATTER = [
    ("hamza", "bhai aaj volume bohat patla hai, 10 baje tak kuch nahi hoga"),
    ("saad", "chai kis ne mangwayi? 2 extra bol do"),
    ("hamza", "screen phir hang ho gayi yaar, KATS ka terminal restart kar raha hoon"),
    ("faraz", "sab log 9:15 tak seat pe, aaj MPC bhi hai aur auction bhi"),
    ("bilal", "interbank mein aaj dollar flat hai, importers ki demand thori si"),
    ("ayesha", "PKRV curve kal se flat hai, 6M-12M spread sirf 8bp"),
    ("nida", "CDC statement aa gaya, kal ke saare trades settle ho gaye"),
    ("saad", "cement dispatches ka data aaj 3 baje ke baad aayega APCMA se"),
    ("hamza", "foreigners phir se banks bech rahe hain NCCPL ke hisaab se"),
    ("faraz", "lunch ke baad IC ka agenda final karte hain"),
    ("bilal", "kerb pe aaj rush hai, Hajj season wali demand"),
    ("hamza", "yaar ye broker ka call 3 dafa aa chuka hai, same research bhej raha hai"),
    ("saad", "E&P mein circular debt wali khabar pe sab confused hain"),
    ("ayesha", "SBP ne OMO mein aaj 7 din ka injection kiya hai, liquidity tight lag rahi hai"),
    ("nida", "custodian ne bonus shares credit nahi kiye abhi tak, follow up kar rahi hoon"),
    ("faraz", "koi bhi order bina ticket ke mat bhejna, compliance ne phir yaad dilaya hai"),
    ("hamza", "ٹھیک ہے، میں دیکھ لیتا ہوں"),
    ("saad", "ye FIPI number provisional hai, shaam tak change hoga"),
    ("bilal", "open market aur interbank ka gap 2.3 rupay ho gaya, pichle hafte 1.8 tha"),
    ("hamza", "abhi aata hoon, namaz ka time ho gaya"),
    ("ayesha", "secondary mein 3M paper pe bid kam hai aaj, sab auction ka wait kar rahe"),
    ("nida", "kal ka contract note CSL ne galat bheja tha, revised aa gaya"),
    ("saad", "TRG ka chart ajeeb lag raha hai, sirf dekh raha hoon"),
    ("faraz", "quarterly fact sheet ke liye numbers shaam tak chahiye, Nida please"),
    ("hamza", "market depth dekho DGKC mein, koi bara seller baitha hai offer pe"),
    ("bilal", "forward premia thore narrow hue hain aaj subah"),
    ("ayesha", "auction target 1,000 arab hai, maturities 1,150 ke aas paas"),
    ("saad", "Indus-R ka morning brief lamba tha aaj, kisi ne poora para?"),
    ("hamza", "haha nahi yaar, sirf summary dekhi"),
    ("faraz", "theek hai, 5 minute mein call karta hoon"),
    ("nida", "KYC wali files scan kar ke shared drive pe daal di hain"),
    ("hamza", "UPS ki beep phir se, IT ko bolo koi"),
    ("saad", "banks mein ADR wali baat phir chal rahi hai, tax side se"),
    ("bilal", "remittances ka data 15 tareekh tak aayega"),
    ("ayesha", "MUFAP ki PKRV file 4:45 tak aati hai normally"),
    ("hamza", "bhai ye alert bot bohat shor kar raha hai, threshold barhao"),
    ("faraz", "kal subah 8:30 pe Tariq bhai ke saath call hai, sab ready rehna"),
    ("saad", "cement ka coal cost 2% kam hua hai is mahine, margin ke liye acha"),
    ("nida", "NCCPL ne margin call nahi bheja, sab clear"),
    ("hamza", "circuit breaker wale names aaj: NML aur EFERT upper lock"),
    ("bilal", "SBP reserves Friday ko 14.6 arab dollar thay, kal update aayega"),
    ("ayesha", "12M pe market ka bias thora bearish hai, par hum is tenor mein nahi"),
    ("saad", "E&P sector report Monday ko circulate karunga"),
    ("faraz", "yaar ye KATS ka lag theek karwao, 3 second delay hai"),
    ("hamza", "HBL mein block ki afwah thi, kuch nahi hua"),
    ("nida", "dividend UBL ka entitlement date Thursday hai, note kar lo"),
    ("bilal", "exchange companies ne aaj rate 0.40 barhaya hai"),
    ("saad", "market breadth kharab hai, 120 advance vs 310 decline"),
    ("hamza", "kal Friday ko jumma ki wajah se break lamba hoga, yaad rakhna"),
    ("ayesha", "T-bill settlement Wednesday ko hai, cash plan Nida ke saath share kar diya"),
    ("faraz", "acha sab, shaam ko 6 baje quick wrap up"),
    ("nida", "auditors ne Q2 ka trade blotter manga hai, export kar rahi hoon"),
    ("hamza", "ye OMS ka new version ka font chota hai, parhne mein masla"),
    ("saad", "OGDC ka volume average se 1.6x hai aaj"),
    ("bilal", "petroleum levy wali khabar se FX pe koi asar nahi"),
    ("ayesha", "SGLA statement mein 6M holding theek reflect ho rahi hai"),
    ("faraz", "Dubai mein abhi 8 bje hain, Tariq bhai baad mein dekhenge"),
    ("hamza", "pani ki bottle khatam, koi order kar do 😅"),
    ("saad", "mujhe lagta hai aaj close tak range mein hi rahega"),
    ("nida", "CNIC wali ek file rakhi hai locker mein, koi channel pe mat daalna please"),
    ("bilal", "IMF review ki dates shayad agle mahine, news pe nazar rakho"),
    ("hamza", "OMS ne mera password phir expire kar diya 🙄"),
    ("ayesha", "PIB floaters pe spreads tight ho rahe hain, bas observation"),
    ("faraz", "weekly IC pack Thursday ko jayega, apne sections Wednesday tak bhej do"),
    ("saad", "MSCI rebalancing ki khabar pe koi flows nahi dikh rahe"),
    ("hamza", "kal electricity gayi thi DHA mein, generator pe kaam kiya ghar se"),
    ("nida", "CDC ka portal down tha 20 min, ab theek"),
    ("bilal", "kal ke liye importers ki demand zyada lag rahi hai, oil payments"),
    ("ayesha", "6M cut-off ka consensus 11.30-11.40 ke beech hai brokers ka"),
    ("saad", "Indus-R ne cement ka dispatch estimate 4% upar kiya hai, note mein hai"),
    ("faraz", "jo bhi client call aaye redirect to Nida, mein IC mein hoon 2 se 3"),
    ("hamza", "aaj lunch pe biryani ya nihari? 😄"),
    ("saad", "nihari, Friday ke liye biryani bachao"),
    ("bilal", "SBP ki website slow hai, auction calendar PDF nahi khul raha"),
    ("nida", "Rs 1.2 crore ka cash transfer pending hai bank se, 2 baje tak ho jayega"),
    ("hamza", "OGDC pe bid stack mota hai neeche, sellers halke hain"),
    ("ayesha", "kal PIB auction ka calendar aayega, Q1 wala"),
    ("faraz", "ye sab recording pe hai yaad rahe, professional raho 🙂"),
]

_MEDIUM = [
    ("saad", "cement pe meri soch ye hai ke north mein PSDP ka paisa release ho raha hai to local demand Q3 tak theek rahegi, "
             "lekin exports ka masla hai — freight mehnga hai aur Afghanistan route pe border ki band-khul. matlab margins coal ki "
             "wajah se bachenge, volumes se nahi. model mein yehi assumption rakha hai"),
    ("faraz", "team, ek baat clear kar doon: research ka har note trade nahi hota. Indus-R jo likhta hai wo input hai, decision "
              "proposal aur approval se hota hai. agar kisi note mein recommendation ho to usko proposal ki tarah treat karo aur "
              "CIO/mujhe tag karo, warna sirf FYI"),
    ("hamza", "aaj order book mein ajeeb pattern hai — har 2-3 minute baad koi 5-10k ka iceberg OGDC mein bid pe refresh ho raha "
              "hai ek hi level pe. lagta hai koi fund accumulate kar raha hai. hamara order upar hai is liye farq nahi parta"),
    ("ayesha", "PD walon se baat hui, un ka kehna hai banks 6M mein heavy bid karenge kyun ke unki maturities zyada hain, aur mutual "
               "funds 3M mein. 12M mein insurance companies ka interest kam hai is dafa. cut-offs zyada move nahi karenge shayad"),
    ("bilal", "kerb aur interbank ka gap barhne ki wajah: exchange companies pe documentation strict ho gayi hai aur Hajj/Umrah "
              "season ki demand. ye temporary hai normally, January mein wapas 1.5 ke aas paas aa jata hai. hamari hedging pe "
              "koi asar nahi kyun ke hum interbank forwards use karte hain"),
    ("nida", "CDC ne naya format bheja hai settlement reports ka, columns ka order change hua hai. recon script mein mapping update "
             "karwani paregi, IT ko ticket de diya hai. tab tak manual check karungi, 15-20 minute extra lagenge"),
    ("saad", "banks mein foreign selling pe meri rai: ye MSCI FM weight ki wajah se hai, fundamentals se nahi. lekin jab tak flows "
             "ulat nahi jaate, price mein upside limited hai. HBL/UBL dividends ki wajah se downside bhi limited. range-bound"),
    ("hamza", "DFC market mein aaj basis ajeeb hai, December contracts ka premium spot pe sirf 0.4% hai jab ke normally 0.9-1.0% "
              "hota hai month-end se pehle. MTS rates gir gaye hain shayad is liye. sirf observation hai"),
    ("faraz", "IC pack ke liye sab apne sections Wednesday shaam tak bhej dein: Saad equities, Ayesha rates, Bilal FX, Nida ops "
              "aur compliance. format pichle mahine wala hi rakho, charts PNG mein, tables Excel se copy mat karna please"),
    ("ayesha", "MUFAP ki PKRV file mein 6M ka point aaj subah 2bp upar gaya hai, lekin volume bohat kam tha. real picture auction ke "
               "baad hi pata chalegi. hamari holding ka mark-to-market impact negligible hai"),
    ("bilal", "SBP ne aaj phir market se dollar uthaye hain lagta hai, reserves ka weekly number Thursday ko dekhna. agar 15 ke upar "
              "gaye to rupee pe pressure aur kam hoga. forward premia interest differential ke saath hi chal rahe hain"),
    ("saad", "TRG ke baare mein log poochte rehte hain — US parent ka refinancing jab tak clear nahi hota, main isko sirf watchlist "
             "pe rakhunga. discount to NAV bara hai lekin catalyst nahi hai. Indus-R ka bhi yehi kehna hai"),
    ("hamza", "KATS terminal ka naya update weird hai, order entry screen pe price field pehle aata hai quantity se pehle. do "
              "dafa main ne galti se price ki jagah qty daal di, reject ho gaya shukr hai. sab log dhyan rakhein"),
    ("nida", "compliance reminder: personal trading ki pre-clearance form har trade se pehle. December ka personal holdings "
             "declaration 10 tareekh tak. aur koi bhi client ka CNIC ya account number channel pe na daalein"),
    ("faraz", "kal Tariq bhai ne poocha tha ke hedge ratio kya hai — abhi KSE100-DEC ke 25 contracts short hain jo equity book ke "
              "taqreeban 12% beta-adjusted exposure ko cover karte hain. Jan roll ka faisla agle hafte"),
    ("ayesha", "PIB auction Thursday ko hai, lekin hum abhi duration nahi barha rahe. bas market dekh rahe hain, floaters mein "
               "spreads tight hain aur fixed-rate 3Y pe demand zyada. kuch decide karna hua to proposal alag se"),
]

_CIO_CHATTER = [
    "[voice note, 0:09] Assalam o alaikum sab ko, aaj thora late join karunga, meetings hain",
    "Dubai se network slow hai, call pe nahi aa sakta, chat pe likho",
    "[voice note, 0:17] Faraz, shaam ko IC pack ka draft bhej dena, flight pe parhunga",
    "ok, dekhta hoon thori dair mein",
    "kal ka PnL acha tha, well done team",
]


# --------------------------------------------------------------------------- long non-hard posts
def _risk_util(d: _Day, ms, label):
    r = d.rng
    rows = [("single_name_max_nav_pct", 8.0, r.uniform(5.5, 7.9)), ("sector_max_nav_pct", 25.0, r.uniform(14, 23)),
            ("gross_equity_pct_nav", 95.0, r.uniform(80, 92)), ("index_futures_gross_pkr_mn", 500.0, r.uniform(300, 470)),
            ("fx_net_open_usd_mn", 5.0, r.uniform(1, 4.5)), ("tbill_dv01_pkr_k", 900.0, r.uniform(300, 800)),
            ("var_1d_99_pct_nav", 2.5, r.uniform(1.1, 2.2)), ("liquidity_days_to_exit_p90", 5.0, r.uniform(1.5, 4.4)),
            ("counterparty_broker_max_pkr_mn", 750.0, r.uniform(100, 600)), ("mts_exposure_pkr_mn", 0.0, 0.0)]
    lines = ["riskd:", "  report: limit_utilisation", "  as_of: %s" % label, "  status: OK", "  limits:"]
    for name, lim, used in rows:
        lines.append("    - name: %s" % name)
        lines.append("      limit: %.1f" % lim)
        lines.append("      used: %.2f" % used)
        lines.append("      headroom_pct: %.1f" % (100.0 * (lim - used) / lim if lim else 100.0))
    lines.append("  breaches: 0")
    lines.append("  next_run: +4h")
    return d.Z(d.post(ms, "risk", "\n".join(lines)))


def _oms_stats(d: _Day, ms):
    r = d.rng
    txt = ("CSL-OMS session stats · FIX-KHI-02\n```\n"
           "msgs in/out      : %d / %d\n"
           "new/amend/cancel : %d / %d / %d\n"
           "venue rejects    : 0\n"
           "ack latency p50  : %d ms\n"
           "ack latency p99  : %d ms\n"
           "drop copies      : in sync (seq %d)\n"
           "throttle events  : %d\n"
           "```") % (r.randint(2000, 9000), r.randint(2000, 9000), r.randint(3, 20), r.randint(0, 9), r.randint(0, 6),
                     r.randint(3, 15), r.randint(40, 190), r.randint(10000, 99999), r.randint(0, 2))
    return d.Z(d.post(ms, "oms", txt))


def _nccpl_obligations(d: _Day, ms, px):
    r = d.rng
    lines = ["NCCPL settlement obligations · clearing member CSL · T+1"]
    for s in r.sample(sorted(px), 9):
        lines.append("OBL|%s|%s|NET_QTY=%+d|NET_VALUE_PKR=%+.2f|STATUS=PROVISIONAL" % (
            d.date_s, s, r.randint(-50, 50) * 1000, r.uniform(-30, 30) * 1e6))
    lines.append("OBL|%s|MONEY|NET_PKR=%+.2f|BANK=SETTLEMENT_A/C|STATUS=PROVISIONAL" % (d.date_s, r.uniform(-150, 150) * 1e6))
    lines.append("OBL|%s|MARGIN|VAR=%.2f|EXPOSURE=%.2f|MTM=%+.2f|STATUS=COVERED" % (
        d.date_s, r.uniform(20, 60) * 1e6, r.uniform(5, 20) * 1e6, r.uniform(-5, 5) * 1e6))
    return d.Z(d.post(ms, "nccpl", "\n".join(lines)))


_WIRE_COLOUR = [
    "Wire-PK | Cotton spot rate unchanged at Rs %s per maund in Karachi; ginners report thin trading as mills hold back "
    "purchases ahead of the new yarn export rebate notification.",
    "Wire-PK | Government's tax collection for November exceeds target by Rs %d bn, FBR data show; sales tax on imports "
    "drove most of the increase while income tax fell short.",
    "Wire-PK | Asian stocks mixed as investors await US payrolls; Nikkei %+.1f%%, Hang Seng %+.1f%%, Sensex %+.1f%%.",
    "Wire-PK | اردو\nکراچی میں پٹرول کی قیمت میں تبدیلی کا امکان، اوگرا کی سمری وزارت خزانہ کو ارسال",
    "Wire-PK | Auto sales rise %d%% YoY in November, PAMA data show; two-wheelers lead the recovery.",
    "Wire-PK | Textile exports up %d%% YoY in November to US$%.2f bn, APTMA says, citing value-added garments.",
    "Wire-PK | اردو\nوفاقی کابینہ نے گندم کی امدادی قیمت پر فیصلہ آئندہ اجلاس تک مؤخر کر دیا",
    "Wire-PK | Karachi port congestion eases as %d vessels clear the outer anchorage; shipping agents cite faster customs processing.",
]


def _wire_colour(d: _Day, ms, i):
    r = d.rng
    t = _WIRE_COLOUR[i]
    args = {0: lambda: (lakh(r.randint(16, 19) * 1000),), 1: lambda: (r.randint(10, 90),),
            2: lambda: (r.uniform(-1.5, 1.5), r.uniform(-1.5, 1.5), r.uniform(-1, 1)), 3: lambda: (),
            4: lambda: (r.randint(8, 40),), 5: lambda: (r.randint(3, 14), r.uniform(1.4, 1.9)), 6: lambda: (),
            7: lambda: (r.randint(6, 19),)}[i]()
    return d.N(d.post(ms, "wire", t % args if args else t))


def _pasted_research(d: _Day, ms, px, i):
    r = d.rng
    if i == 0:
        body = ("CSL Research · Fertilizer: gas curtailment risk back in focus\n"
                "Urea offtake is running ahead of last year but SNGPL has flagged curtailments for the Mari-network plants through "
                "February. Our sensitivity suggests a 10-day outage trims FY27 EPS of EFERT by ~3%% and FFC by ~1.5%%. Channel checks "
                "show dealer inventory at %dk tonnes, comfortable for the rabi season. DAP remains the swing product: international "
                "prices are up %d%% in a month, and local dealers are not passing it on yet. We keep our sector stance unchanged; "
                "valuations already discount a weaker 2H." % (r.randint(180, 420), r.randint(4, 12)))
        lead = "ye CSL wale ka fertilizer note aaya hai, FYI (hum is sector mein sirf FFC dekh rahe hain):"
        who = "saad"
    elif i == 1:
        body = ("Broker flash · Autos/OMC\n"
                "OMC volumes in November rose %d%% MoM on HSD; petrol flat. Market share of the largest OMC edged up while "
                "smaller players lost ground on credit constraints. Inventory losses are likely in the December quarter given "
                "the fortnightly price cut. Auto assemblers reported bookings improving on lower KIBOR; CKD import quotas remain "
                "the bottleneck. We see OMC earnings as range-bound until the margin revision is notified." % r.randint(3, 14))
        lead = "broker flash forward kar raha hoon, hamare names nahi hain is mein, bas context ke liye"
        who = "hamza"
    else:
        body = ("Treasury desk colour (bank dealer, not for distribution)\n"
                "Importer demand for oil payments front-loaded into month-end; exporters holding back proceeds in anticipation "
                "of a weaker rupee after the IMF review. SBP has been absorbing flows in the spot market. Forward premia in the "
                "1M-3M segment compressed by 5-10 paisa as swap demand from banks eased. Kerb premium stays above Rs 2 on "
                "Hajj/Umrah demand and exchange-company documentation rules.")
        lead = "bank dealer ka colour, kuch naya nahi magar parh lo"
        who = "bilal"
    return d.post(ms, who, lead + "\n>>> " + body)


def _indus_sector(d: _Day, ms, px, kind):
    r = d.rng
    if kind == "ep":
        txt = ("**Indus-R · E&P deep-dive: what is priced in**\n\n"
               "The sector trades at %.1fx forward earnings and %.1fx book, with net cash (ex-receivables) at %d%% of market "
               "cap for the two large state-owned names. Receivables have stopped growing for three quarters, helped by gas price "
               "increases and the captive-power levy. The market is pricing roughly a 25%% probability that the circular-debt "
               "stock is partly settled through a one-off cash and PIB swap.\n\n"
               "```\nNAME   P/E FY27  DY    NET CASH/MCAP  RESERVE LIFE\n"
               "OGDC   %4.1fx    %4.1f%%    %3d%%           %d yrs\n"
               "PPL    %4.1fx    %4.1f%%    %3d%%           %d yrs\n"
               "MARI   %4.1fx    %4.1f%%    %3d%%           %d yrs\n```\n\n"
               "What would change the picture: (1) a payout increase at either state-owned E&P, (2) a formal notification of "
               "the settlement mechanism, (3) a sustained Brent move below $60. On the flip side, a buyer here is paid to wait "
               "through the dividend yield, while a seller is betting against policy. Trading volumes in the sector have been "
               "1.3x average for a week; foreign investors have been net sellers but local funds have absorbed the supply.\n\n"
               "Exploration: %d wells are scheduled to spud in the quarter across the listed names; historically about 30%% "
               "result in commercial discoveries. Discovery announcements move the stocks 1-3%% on the day, fading within a "
               "fortnight unless reserves are meaningful.\n\n"
               "This note is background for the IC pack; no position change is implied." % (
                   r.uniform(3.2, 4.4), r.uniform(0.6, 0.9), r.randint(25, 45),
                   r.uniform(3, 4.5), r.uniform(9, 13), r.randint(25, 45), r.randint(12, 18),
                   r.uniform(3, 4.5), r.uniform(8, 12), r.randint(20, 40), r.randint(10, 16),
                   r.uniform(5, 8), r.uniform(4, 7), r.randint(5, 15), r.randint(14, 22), r.randint(8, 16)))
    elif kind == "cement":
        txt = ("**Indus-R · Cement dispatch preview (APCMA, November)**\n\n"
               "We expect total dispatches of %.2f mn tonnes (+%d%% YoY), local +%d%% and exports -%d%%. North-zone demand is "
               "supported by PSDP releases and private construction, while the south continues to lean on exports through "
               "Karachi ports. Retail prices were stable in the north at Rs %s/bag and Rs %s/bag in the south.\n\n"
               "Coal: Afghan coal landed costs fell %d%% over the month; imported South African coal is now the marginal fuel "
               "again for southern plants. Every US$10/t change in coal moves gross margin by roughly 1.5pp.\n\n"
               "```\nPLANT ZONE   UTILISATION  PRICE/BAG  COAL MIX (LOCAL/AFGHAN/IMPORT)\n"
               "North        %d%%          %s      20/60/20\n"
               "South        %d%%          %s      10/35/55\n```\n\n"
               "We will update the LUCK and DGKC models after the release; historically the stocks react to the export number "
               "more than to local demand." % (
                   r.uniform(3.9, 4.6), r.randint(4, 11), r.randint(6, 14), r.randint(2, 12),
                   lakh(r.randint(1380, 1460)), lakh(r.randint(1330, 1420)), r.randint(3, 9),
                   r.randint(62, 78), lakh(r.randint(1380, 1460)), r.randint(55, 72), lakh(r.randint(1330, 1420))))
    elif kind == "mpc":
        txt = ("**Indus-R · MPC preview**\n\n"
               "Consensus in a Reuters-style poll of 14 analysts: 10 expect a hold, 4 a 50bp cut. Headline CPI printed %.1f%% "
               "YoY last month, core inflation is sticky at %.1f%%, and the real policy rate is ~%d bp on a 12-month forward "
               "basis. The current account has posted surpluses for four of the last five months. The IMF programme review "
               "is due in the first quarter, and the Fund has repeatedly asked for a positive real rate.\n\n"
               "Market pricing: the 6M-policy spread implies roughly a 20%% probability of a cut today; the 12M implies one cut "
               "by June. A hold should leave short-end cut-offs broadly where they are; a surprise cut would compress the curve "
               "by 30-50bp, with the larger move in 12M and 3Y PIBs. Banks would see margin pressure on a cut; E&P and cement are "
               "relatively insensitive; leveraged names in power and steel benefit.\n\n"
               "Risks: food prices after the floods, energy tariff revisions in January, and a stronger dollar globally." % (
                   r.uniform(4.5, 6.8), r.uniform(6.5, 8.5), r.randint(250, 500)))
    else:
        txt = ("**Indus-R · Banks: year-end mechanics**\n\n"
               "The ADR-linked tax rule still shapes year-end balance sheets: banks below the 50%% advances-to-deposits threshold "
               "shed high-cost deposits in December and lend aggressively to corporates at sub-KIBOR rates. For investors this "
               "means deposit numbers printed on 31 December overstate the underlying trend in either direction. Islamic banks "
               "benefit from their higher current-account share, but growth in Islamic deposits has slowed from %d%% to %d%% "
               "YoY over the last two quarters.\n\n"
               "```\nBANK   P/B    DY     CASA   ADR\n"
               "HBL    %.2fx  %.1f%%  %d%%   %d%%\n"
               "UBL    %.2fx  %.1f%%  %d%%   %d%%\n"
               "MCB    %.2fx  %.1f%%  %d%%   %d%%\n"
               "MEBL   %.2fx  %.1f%%  %d%%   %d%%\n```\n\n"
               "Foreign holders have trimmed banks for six sessions; in our read this is index-weight driven. Dividend yields "
               "remain the sector's support." % (
                   r.randint(18, 26), r.randint(8, 14),
                   r.uniform(0.8, 1.3), r.uniform(9, 14), r.randint(75, 88), r.randint(40, 55),
                   r.uniform(1.0, 1.5), r.uniform(10, 15), r.randint(80, 90), r.randint(38, 52),
                   r.uniform(1.1, 1.6), r.uniform(9, 13), r.randint(80, 92), r.randint(42, 56),
                   r.uniform(1.6, 2.3), r.uniform(7, 10), r.randint(78, 90), r.randint(35, 50)))
    txt += ("\n\nData notes: prices are last traded on PSX REG; estimates are Indus-R's and may differ from consensus. Tables are "
            "computed from company filings, PSX and SBP data; figures for the latest quarter are provisional. This post is part "
            "of the background research series and does not by itself change any desk position or limit.")
    return d.N(d.post(ms, "indus", txt))


def _more_long(d: _Day, px, kse, spot, tb_bid, date_h):
    """Longer human and bot posts a real desk produces that carry no decision."""
    r = d.rng
    d.post(d.near_t(7, 52, 6), "faraz",
           "Good morning sab. Aaj ka plan:\n"
           "1) 9:15 tak sab seat pe — auction bids 11:30 tak band, MPC shaam ko\n"
           "2) Equity: E&P pe nazar, discovery filings aa sakti hain. Banks mein foreign selling dekhte rahen\n"
           "3) Fixed income: Ayesha auction ka size aur level CIO se clear karwayengi\n"
           "4) FX: Bilal Q1 dividend outflows ke hisaab se hedge ratio check karein\n"
           "5) Ops: Nida, kal ke NDM aur REG trades ka CDC match 10 baje tak\n"
           "Koi bhi order bina ticket aur approval ke nahi. Client details channel pe kabhi nahi. Shukriya")
    d.post(d.near_t(8, 12, 6), "bilal",
           "FX morning sheet:\n"
           "```\nINTERBANK (Fri close)  %s\nOPEN MKT (ECAP)        %s\n1M fwd premium         %.2f\n3M fwd premium         %.2f\n"
           "6M fwd premium         %.2f\nSBP reserves (US$bn)   %.2f\n```\n"
           "exporters abhi hold kar rahe hain, importers month-end ki wajah se active. kerb pe Hajj demand" % (
               money(spot - r.uniform(0, 0.2)), money(spot + r.uniform(1.8, 2.5)), r.uniform(0.8, 1.1),
               r.uniform(2.6, 3.3), r.uniform(5.4, 6.4), r.uniform(13.8, 15.2)))
    d.post(d.near_t(9, 40, 10), "ayesha",
           "Auction prep:\n```\nTENOR  SECONDARY  LAST CUT-OFF  OUR HOLDING\n3M     %.2f%%     %.4f%%      -\n"
           "6M     %.2f%%     %.4f%%      Rs 120 cr\n12M    %.2f%%     %.4f%%      -\n```\n"
           "maturity aaj Rs 30-50 crore ki hai hamari, roll ka plan proposal mein daalti hoon. PD se indicative levels aa gaye" % (
               tb_bid - 0.12, tb_bid - 0.1, tb_bid + 0.01, tb_bid + 0.02, tb_bid + 0.09, tb_bid + 0.12))
    d.post(d.near_t(10, 48, 10), "nida",
           "Settlement checklist %s:\n- REG T+1: kal ke trades CDC mein matched ✅\n- NDM: confirmations CSL se aani hain\n"
           "- DFC: December contracts ka margin NCCPL ko transfer ho gaya\n- T-bill: SGLA statement reconciled, maturity cash "
           "Wednesday\n- FX: bank confirmations file mein\n- Dividend receivable: UBL/HUBC entitlement list update karni hai" % d.date_s)
    d.post(d.near_t(13, 45, 15), "faraz",
           "PSX notice forward kar raha hoon, DFC wale dhyan se parhein:\n>>> PSX Notice: With effect from the January "
           "contract month, the price band for deliverable futures contracts shall be aligned with the ready market band, and "
           "the spread transaction window at month-end shall close at 15:20. Members are advised to inform their clients and "
           "ensure that risk management systems are updated accordingly. Exposure margins for contracts in the bottom liquidity "
           "quartile shall be increased by 2.5 percentage points. All other terms remain unchanged.")
    d.Z(d.post(d.near_t(18, 20, 8), "risk",
               "riskd:\n  report: eod_var_stress\n  as_of: %s 18:15 PKT\n  var_1d_99_pct_nav: %.2f\n  var_10d_99_pct_nav: %.2f\n"
               "  expected_shortfall_1d_pct_nav: %.2f\n  stress:\n    - scenario: kse100_-10pct\n      pnl_pct_nav: %.2f\n"
               "    - scenario: policy_rate_+200bp\n      pnl_pct_nav: %.2f\n    - scenario: pkr_-5pct\n      pnl_pct_nav: %.2f\n"
               "    - scenario: brent_-20pct\n      pnl_pct_nav: %.2f\n    - scenario: 2022_political_crisis_replay\n"
               "      pnl_pct_nav: %.2f\n  beta_to_kse100: %.2f\n  status: OK" % (
                   d.date_s, r.uniform(1.2, 2.1), r.uniform(3.8, 6.5), r.uniform(1.6, 2.8), r.uniform(-9, -6),
                   r.uniform(-1.2, -0.3), r.uniform(-0.4, 0.6), r.uniform(-2.5, -0.8), r.uniform(-12, -7),
                   r.uniform(0.7, 0.95))))
    att = "\n".join("%-7s %+6.2f%%  %+5.2f%%  %+5.2f" % (sec, r.uniform(-3, 6), r.uniform(-3, 6), r.uniform(-0.5, 0.6))
                    for sec in ["E&P", "Banks", "Cement", "Power", "Fert", "Tech", "T-bills", "FX hedge"])
    d.post(d.near_t(19, 5, 10), "indus",
           "**Indus-R · November performance attribution (IAM-EQ-01)**\n\n"
           "The fund returned %+.2f%% in November against %+.2f%% for the KSE-100 total-return index. Stock selection "
           "added most of the excess, concentrated in cement and technology; the index-futures hedge cost about 40bp as the "
           "market rallied. T-bill carry contributed steadily.\n\n```\nSECTOR  FUND    INDEX  CONTRIB(pp)\n%s\n```\n\n"
           "Turnover was %.0f%% of NAV for the month, slightly above the 12-month average; trading costs were ~%d bp of NAV. "
           "The largest detractor was the banks overweight early in the month, which was reduced in the second week. The "
           "largest contributor was the cement position built in October. Cash averaged %.1f%% of NAV.\n\n"
           "This is a backward-looking report for the IC pack." % (
               r.uniform(2, 6), r.uniform(1, 5), att, r.uniform(14, 26), r.randint(6, 14), r.uniform(3, 8)))
    d.post(d.near_t(8, 20, 8), "indus",
           "**Indus-R · Corporate calendar (this week)**\n"
           "```\nDATE    TIME   EVENT\nMon     11:30  SBP T-bill auction bids close (3M/6M/12M)\n"
           "Mon     16:30  MPC statement\nMon     15:00+ APCMA November dispatches\nTue     10:00  FFC analyst briefing\n"
           "Tue     14:00  HBL board meeting (interim)\nWed     -      T-bill settlement\nWed     11:00  TRG EGM\n"
           "Thu     11:30  PIB auction (3Y/5Y/10Y fixed, floaters)\nThu     -      UBL entitlement date\n"
           "Fri     12:30  early close for Jumma\nFri     -      SBP reserves (weekly)\n```")


# --------------------------------------------------------------------------- the day
def _build_day(d: _Day, day_index: int):
    r = d.rng
    local = datetime.fromtimestamp((d.start + PKT_MS) / 1000, tz=timezone.utc)
    d.date_s = local.strftime("%Y-%m-%d")
    back = {0: 3, 6: 2}.get(local.weekday(), 1)
    d.prevd = (local - timedelta(days=back)).strftime("%A")
    date_h = local.strftime("%a %d %b %Y")
    sett = (local + timedelta(days=3)).strftime("%d-%b")
    px = {}
    for s, b in BASE_PX.items():
        px[s] = round(b * (1 + r.uniform(-0.03, 0.03)), 2)
    px["OGDC"] = round(px["OGDC"] * 2) / 2
    px["LUCK"] = float(round(px["LUCK"]))
    kse = int(round(165250 * (1 + r.uniform(-0.025, 0.025)) / 50) * 50)
    spot = round(r.uniform(281.4, 284.6), 2)
    fwd = round(spot + r.uniform(2.6, 3.4), 2)
    oid = r.randint(24000, 28900)
    tb_bid = round(r.uniform(11.15, 11.45), 2)
    tb_cut = round(tb_bid + r.uniform(0.011, 0.049), 4)
    policy = r.choice(["10.50", "10.50", "10.00"])

    def o(k):
        return "KHI-%d" % (oid + k)

    pool = ["ubl", "kse_block", "kse_news", "pkr_news", "pso_noroute", "ogdc_thesis", "ffc", "hubc_stop",
            "tb_lodged", "wrap_route", "sys_cancel", "luck_news", "ppl_news", "ppl_thesis",
            "dfc_approve", "sys_approve", "fx_limit", "luck_tp"]
    r.shuffle(pool)
    want = r.randint(4, 8)
    picked, n = [], 36
    for p in pool:
        cost = 2 if p == "kse_block" else 1
        if len(picked) >= want or n + cost > 44:
            continue
        picked.append(p)
        n += cost
    P = set(picked)

    # ---------------- overnight (00:00-06:30 PKT)
    _cron(d, d.at(0, 4), "recon")
    m = d.post(d.near_t(0, 31, 20), "tariq", r.choice(_CIO_CHATTER[2:]))
    _cron(d, d.at(1, 0), "backup")
    _ci(d, d.near_t(1, 40, 30))
    d.N(d.post(d.near_t(2, 10, 30), "wire",
               "Wire-PK | Brent crude steady near $%.2f in Asian trade as traders weigh OPEC+ output signals; "
               "WTI at $%.2f. Regional equity futures little changed." % (r.uniform(62, 74), r.uniform(58, 70))))
    tb_order = list(range(len(_TRACEBACKS)))
    r.shuffle(tb_order)
    _traceback(d, d.near_t(3, 5, 40), tb_order[0])
    _reconnect(d, d.near_t(3, 50, 20))
    _cron(d, d.at(4, 0), "kibor")
    gold = r.randint(438, 472) * 1000 + r.choice([0, 500])
    d.N(d.post(d.near_t(5, 20, 30), "wire",
               "Wire-PK | اردو\nسونے کی قیمت میں %s روپے فی تولہ اضافہ، کراچی صرافہ بازار میں نئی قیمت %s روپے" % (
                   str(r.choice([700, 1200, 1500, 2100])).translate(URDU_DIGITS), lakh(gold).translate(URDU_DIGITS))))

    # ---------------- Indus-R morning brief with buried HUBC downgrade (06:30)
    hubc_tgt = r.choice([192, 195, 198])
    brief = (
        "**Indus-R · Morning Brief · %s**\n\n"
        "**Overnight.** Brent %s, US 10Y at %.2f%%, Asian futures mixed. Nothing overnight changes the local set-up; "
        "the two events that matter for us today are the SBP T-bill auction (3M/6M/12M, results expected around 16:00 PKT) "
        "and the MPC statement due after the close.\n\n"
        "**Flows.** Friday FIPI net %s US$%.1fmn, concentrated in banks and E&P; LIPI absorbed it through mutual funds (+US$%.1fmn) "
        "and individuals. Foreign selling in banks has now run for six sessions; we read it as index-weight rebalancing rather than "
        "a view change, but it keeps a lid on HBL/UBL/MCB in the near term.\n\n"
        "**FX.** Interbank closed Friday at %s with the open-market rate about Rs %.2f above it. Forward premia eased slightly. "
        "SBP reserves were broadly flat week-on-week. No change to our year-end range.\n\n"
        "**Sector notes.**\n"
        "- E&P: circular-debt settlement chatter continues. OGDC and PPL both trade at <4x forward earnings with cash build-up; "
        "dividend payout remains the swing factor. Kot Nawab and Khairpur exploration updates are due this month.\n"
        "- Cement: November dispatches expected +6-9%% YoY, mostly north-zone local demand; coal cost is easing. LUCK remains our "
        "preferred way to express the theme, DGKC the higher-beta alternative.\n"
        "- Power: following Friday's NEPRA hearing on the revised capacity-payment framework for the 1994-policy IPPs, "
        "**we are downgrading HUBC from Buy to Hold: the re-rating thesis (capacity payments intact through 2027) no longer holds, "
        "and the Rs %d target is withdrawn** pending the final tariff determination.\n"
        "- Banks: deposit-mix pressure into year-end ADR/tax dates; MEBL's Islamic-deposit growth is slowing at the margin.\n"
        "- Tech: SYS and TRG track US tech sentiment; SYS is now a large weight after the November rally.\n\n"
        "**Calendar.** 11:30 T-bill auction bids close · ~16:00 auction results · ~16:30 MPC statement · APCMA dispatch data "
        "after 15:00.\n\n"
        "**Technicals.** KSE-100 support %s, resistance %s. Breadth weak on Friday (advance/decline 0.4x).\n\n"
        "**Global.** US equities closed mixed on Friday with the Nasdaq outperforming; the dollar index firmed 0.3%%. Gold "
        "eased from its record; Brent is range-bound between $60 and $75 as OPEC+ keeps voluntary cuts. China's November "
        "trade data are due this week. For Pakistan the global read-through is mostly via oil: each US$5/bbl moves the "
        "annual import bill by roughly US$1.2bn.\n\n"
        "**Macro.** November CPI printed within the SBP's 5-7%% target band; the core measure remains sticky. Remittances "
        "are tracking 8-10%% above last year, the current account has been in surplus in four of the last five months, and "
        "the IMF review mission is expected in the first quarter. Government borrowing needs remain front-loaded into the "
        "short end, which keeps T-bill supply heavy.\n\n"
        "**Liquidity.** SBP injected through a 7-day OMO on Friday; interbank overnight traded close to the policy rate. "
        "Mutual fund money-market AUMs rose again last week, which tends to support bids in the 3M and 6M tenors.\n\n"
        "**What we are watching.** (1) the MPC statement wording on real rates; (2) the auction size accepted versus "
        "target; (3) any follow-through on the circular-debt settlement plan; (4) foreign selling in banks; (5) cement "
        "export data.\n\n"
        "_Indus-R is an automated research agent; figures are from PSX, NCCPL, SBP and MUFAP feeds as of 06:15 PKT._"
    ) % (date_h, "$%.2f" % r.uniform(62, 74), r.uniform(3.9, 4.6), r.choice(["sell", "sell", "buy"]),
         r.uniform(1.5, 9.5), r.uniform(1, 6), money(spot - r.uniform(0, 0.3)), r.uniform(1.8, 2.6), hubc_tgt,
         "{:,}".format(kse - 2500), "{:,}".format(kse + 2000))
    mb = d.post(d.at(6, 30), "indus", brief, attachments=[
        {"id": str(_snowflake(d.at(6, 30), 1, 1)), "filename": "morning_brief_%s.pdf" % d.date_s,
         "size": r.randint(180000, 420000), "url": "https://cdn.discordapp.com/attachments/%s/brief.pdf" % d.channel_id}])
    d.H(mb, "thesis_update", ["HUBC", "Buy to Hold", "Rs %d target is withdrawn" % hubc_tgt], "buried")
    d.idiom(mb, "sector downgrade buried mid-way through a long research brief", "thesis_update")
    d.react(mb, d.after(mb, 95, 30), "👀", PEOPLE["saad"][0])

    _cron(d, d.at(7, 10), "marks")
    # watchlist / holdings post, pinned by desk lead
    wl = d.post(d.near_t(7, 40, 8), "faraz",
                "📋 Aaj ka setup (%s)\nHoldings: OGDC, PPL, LUCK, HUBC, MEBL, UBL, SYS, ENGRO · KSE100-DEC short 25 ctr (hedge) · "
                "6M T-bills Rs 120 cr · USD/PKR fwd hedges\nWatchlist: MARI, FFC, TRG, HBL\nEvents: T-bill auction, MPC shaam ko" % date_h)
    d.pin(wl, d.after(wl, 0.5), PEOPLE["faraz"][0])
    d.react(wl, d.after(wl, 0.6), "📌", PEOPLE["faraz"][0])

    # ---------------- OGDC shorthand proposal, approval, resize, OMS, fill, stop
    og_sz_k = r.choice([40, 50, 60])
    og_px = px["OGDC"]
    og_sl = round(og_px * 0.965 * 2) / 2
    pr = d.post(d.near_t(8, 5, 6), "hamza", "OGDC %dk le lo %s pe, SL %s" % (og_sz_k, short(og_px), short(og_sl)))
    d.H(pr, "trade_proposal", ["OGDC", "%dk" % og_sz_k, "le lo", short(og_px), "SL %s" % short(og_sl)], "shorthand")
    d.idiom(pr, "k-suffixed size with 'le lo ... pe' and SL in Roman-Urdu shorthand proposal", "trade_proposal")
    d.pin(pr, d.after(pr, 2, 2), PEOPLE["faraz"][0])
    d.react(pr, d.after(pr, 2.2, 2), "📌", PEOPLE["faraz"][0])
    q1 = d.N(d.post(d.after(pr, 1.5, 1), "saad", "lein kya? PPL bhi saath mein? dono E&P mein discount pe hain"))
    d.idiom(q1, "Roman-Urdu question 'lein kya?' about a trade", "not_hard")
    ppl_hyp = round(px["PPL"] * 0.985, 0)
    hy = d.N(d.post(d.after(q1, 2, 2), "hamza", "agar PPL %s tak aata to le lete, abhi nahi. OGDC pe focus" % short(ppl_hyp)))
    d.idiom(hy, "hypothetical 'agar ... to le lete'", "not_hard")
    ppl_past = round(px["PPL"] * 0.99, 2)
    past = d.N(d.post(d.after(hy, 4, 3), "saad", "PPL kal liye thay 30k %s pe, abhi thora upar hain, wahi kaafi hai" % money(ppl_past)))
    d.idiom(past, "past fill 'kal liye thay' told as history", "not_hard")
    stop_talk = d.N(d.post(d.after(past, 3, 4), "saad",
                           "OGDC pe mere hisaab se %s ka stop zyada sensible hota, par dekh lo" % short(og_sl - 2)))
    ap = d.post(d.near_t(8, 33, 6), "tariq", "ok kar do, %dk theek hai" % og_sz_k, reply=pr)
    d.H(ap, "trade_approval", ["ok kar do", "%dk" % og_sz_k], "reply")
    og_q = int(og_sz_k * 1000 * r.choice([0.6, 0.7, 0.75]) // 5000 * 5000)
    rz = d.post(d.after(ap, 2, 1), "risk",
                "riskd:\n  event: pre_trade_check\n  order_id: %s\n  symbol: OGDC\n  side: BUY\n  requested_qty: %d\n"
                "  approved_qty: %d\n  action: RESIZE\n  rule: single_name_max_nav\n  limit_pct: 8.00\n"
                "  post_trade_pct_requested: %.2f\n  post_trade_pct_approved: %.2f" % (
                    o(0), og_sz_k * 1000, og_q, r.uniform(8.6, 9.6), r.uniform(7.5, 7.95)))
    d.H(rz, "risk_limit", ["OGDC", "RESIZE", "approved_qty: %d" % og_q, "requested_qty: %d" % (og_sz_k * 1000)], "structured")
    d.idiom(rz, "YAML-like risk-engine block resizing an approved order", "risk_limit")
    d.post(d.after(rz, 1, 1), "hamza", "%dk hi sahi, chalo" % (og_q // 1000))
    og_news = d.post(d.near_t(8, 52, 5), "wire",
                     "Wire-PK | Oil & Gas Development Company reports gas and condensate discovery at %s in %s; "
                     "initial flow %.1f mmcfd gas and %d bpd condensate, company said in a PSX filing. JV partners include "
                     "Government Holdings (Pvt) Ltd." % (
                         r.choice(["Kot Nawab-1", "Toot West-2", "Nashpa-11", "Khewari-3"]),
                         r.choice(["Sindh", "Punjab", "Khyber Pakhtunkhwa"]), r.uniform(4, 19), r.randint(60, 900)))
    d.H(og_news, "held_position_news", ["Oil & Gas Development Company", "discovery"], "untagged")
    d.idiom(og_news, "headline names held stock by full company name, not ticker", "held_position_news")
    d.N(d.post(d.after(og_news, 3, 2), "hamza",
               "> OGDC privatisation list mein shamil\nye 2019 wali khabar hai yaar, group pe phir forward ho rahi hai, ignore karo"))
    pso_px = px["PSO"]
    pso = d.N(d.post(d.near_t(9, 2, 3), "wire",
                     "Wire-PK | Pakistan State Oil November petroleum sales up %d%% YoY; market share in HSD rises to %.1f%%. "
                     "PSO shares closed at Rs %s on Friday." % (r.randint(4, 16), r.uniform(44, 52), money(pso_px))))
    d.idiom(pso, "headline on unheld look-alike (Pakistan State Oil vs held Pakistan Petroleum)", "not_hard")
    if "pso_noroute" in P:
        nr = d.post(d.after(pso, 4, 3), "faraz", "PSO hum hold nahi karte, PPL hai hamare paas. is pe koi action nahi, route mat karo",
                    reply=pso)
        d.H(nr, "no_route_decision", ["PSO", "koi action nahi"], "reply")

    # ---------------- FX forward proposal / approval / fill
    ir = d.post(d.near_t(9, 16, 4), "bilal", "interbank %s pe open hua, open market %s. spread khul raha hai bhai" % (
        money(spot), money(spot + r.uniform(1.9, 2.6))))
    fx_mn = r.choice(["2.5mn", "3mn", "2mn"])
    fx_p = d.post(d.after(ir, 4, 3), "bilal",
                  "[PROPOSAL] USD/PKR 3M outright — buy USD %s fwd @ %s (spot %s + %.2f premium). Q1 dividend repatriation "
                  "ka hedge, bank quote 10 min valid hai" % (fx_mn, money(fwd), money(spot), fwd - spot))
    d.H(fx_p, "trade_proposal", ["USD/PKR", "buy USD", fx_mn, money(fwd)], "tagged")
    fx_a = d.post(d.after(fx_p, 1.5, 2), "faraz", "👍 send it", reply=fx_p)
    d.H(fx_a, "trade_approval", ["👍", "send it"], "reply")
    fwd_done = round(fwd - r.choice([0.0, 0.03, 0.05]), 2)
    fx_f = d.post(d.after(fx_a, 7, 4), "bilal",
                  "done ✅ bank ne confirm kar diya — USD/PKR 3M fwd bought USD %s @ %s, value date %s, deal ref FX-%d" % (
                      fx_mn, money(fwd_done), (local + timedelta(days=91)).strftime("%d-%b-%Y"), r.randint(80000, 89999)))
    d.H(fx_f, "trade_fill", ["USD/PKR", "bought USD", fx_mn, money(fwd_done)], "untagged")

    # ---------------- market open: OGDC OMS + fill + stop
    acc = d.post(d.at(9, 30, r.randint(2, 20)), "oms",
                 "```\nORDER ACCEPTED                       CSL-OMS  09:30\n"
                 "Order ID   : %-14s  Account : IAM-EQ-01\n"
                 "Symbol     : %-14s  Market  : REG\n"
                 "Side       : %-14s  Type    : LIMIT\n"
                 "Qty        : %-14s  Price   : %s\n"
                 "TIF        : %-14s  Status  : OPEN\n```" % (o(0), "OGDC", "BUY", "{:,}".format(og_q), money(og_px), "DAY"))
    d.H(acc, "trade_confirmation", ["ORDER ACCEPTED", "OGDC", "BUY", "{:,}".format(og_q), o(0)], "structured")
    d.idiom(acc, "column-aligned plain-text OMS ticket in a code block", "trade_confirmation")
    q_a = og_q // 2 + 5000
    p_a = round(og_px - 0.05, 2)
    fl = d.post(d.after(acc, 4, 5), "nccpl",
                "NCCPL trade feed · REG\nTRD|%s|REG|OGDC|BUY|%d|%.2f|%s|CSL|T+1\nTRD|%s|REG|OGDC|BUY|%d|%.2f|%s|CSL|T+1" % (
                    d.date_s, q_a, p_a, o(0), d.date_s, og_q - q_a, og_px, o(0)))
    d.H(fl, "trade_fill", ["OGDC", "BUY", str(q_a), "%.2f" % p_a, o(0)], "structured")
    d.idiom(fl, "pipe-separated clearing fill lines", "trade_fill")
    d.react(fl, d.after(fl, 1), "🔥", PEOPLE["hamza"][0])
    sl1 = og_sl
    sl2 = round((og_sl + og_px * 0.008) * 2) / 2
    sl3 = round((og_px * 0.985) * 2) / 2
    if sl3 <= sl2:
        sl3 = sl2 + 1.5
    st = d.post(d.after(fl, 6, 4), "hamza", "OGDC SL %s laga diya OMS mein (%s position)" % (short(sl1), o(0)))
    d.H(st, "stop_or_target_change", ["OGDC", "SL %s" % short(sl3)], "untagged")
    d.idiom(st, "stop moved twice by editing the same message", "stop_or_target_change")

    # ---------------- LUCK proposal (approved hours later by voice note)
    lk = px["LUCK"]
    lk_sl = round(lk * 0.96)
    lk_tp = round(lk * 1.07 / 5) * 5
    lp = d.post(d.near_t(10, 0, 4), "saad",
                "bhai LUCK mein 1.2 lac aur add karte hain, %s tak lelo, stop %s aur target %s. dispatches strong aa rahe hain "
                "aur coal sasta ho raha hai" % ("{:,}".format(int(lk)), "{:,}".format(lk_sl), "{:,}".format(lk_tp)))
    d.H(lp, "trade_proposal", ["LUCK", "1.2 lac", "lelo", "{:,}".format(int(lk)), "{:,}".format(lk_sl)], "untagged")
    d.idiom(lp, "lac-denominated size with 'lelo' in untagged Roman-Urdu prose proposal", "trade_proposal")
    d.post(d.after(lp, 3, 3), "faraz", "CIO se pooch lo, size bara hai. Tariq bhai abhi meeting mein hain Dubai mein")
    d.post(d.after(lp, 5, 3), "saad", "tag kar diya hai, wait karte hain")
    if "luck_news" in P:
        ln = d.post(d.near_t(10, 12, 5), "wire",
                    "Wire-PK | Lucky Cement's local dispatches rose %d%% YoY in November while exports fell %d%%, according to "
                    "company data shared with the exchange." % (r.randint(5, 14), r.randint(2, 11)))
        d.H(ln, "held_position_news", ["Lucky Cement", "dispatches"], "untagged")

    # ---------------- Indus-R T-bill analysis (long, no decision) + tagged T-bill proposal
    tb_an = d.N(d.post(d.near_t(10, 14, 3), "indus",
                       "**Indus-R · Rates note · auction preview**\n\n"
                       "Maturities today are roughly Rs %d bn against a target of Rs 1,000 bn. Secondary-market yields closed Friday at "
                       "3M %.2f%%, 6M %.2f%%, 12M %.2f%%. The curve between 6M and 12M is almost flat, which tells us the market still "
                       "prices one more cut within twelve months but not before the March MPC.\n\n"
                       "If the MPC holds today, a 12M bid around %.2f%% would earn carry over the 6M of only ~8bp, which is thin "
                       "compensation for the extra duration. If the MPC were to cut 100bp, 12M paper bought at today's cut-off would "
                       "gain roughly 0.9 points; a buyer of the 3M would gain almost nothing. Banks have been sellers of 3M in the "
                       "secondary market and buyers of 6M; mutual funds the opposite. Historically, when the government accepts more "
                       "than 110%% of target, cut-offs in the 12M tend to rise 10-20bp over the following week.\n\n"
                       "None of this is a recommendation; positioning is the desk's call." % (
                           r.randint(1080, 1260), tb_bid - 0.12, tb_bid + 0.01, tb_bid + 0.09, tb_bid + 0.11)))
    tbp = d.post(d.near_t(10, 28, 4), "ayesha",
                 "[PROPOSAL] aaj ki T-bill auction: 6M mein Rs 50 crore bid @ %.2f%%. 3M aur 12M skip. 6M hum already hold kar "
                 "rahe hain, ye maturity ka roll-in hai" % tb_bid)
    d.H(tbp, "trade_proposal", ["6M", "Rs 50 crore", "bid", "%.2f%%" % tb_bid], "tagged")
    d.N(d.post(d.after(tbp, 2, 2), "ayesha", "agar SBP 100bp cut karta to 12M PIB le lete, par wo scene nahi lag raha"))

    # ---------------- ENGRO NDM block thread
    en = round(px["ENGRO"], 2)
    en_ask = round(en - r.uniform(1.0, 1.5), 2)
    en_deal = round(en_ask - r.uniform(0.4, 0.7), 2)
    en_mkt = round(en + r.uniform(0.1, 0.6), 2)
    starter = d.post(d.near_t(10, 38, 3), "hamza",
                     "ENGRO ka block aaya hai NDM pe — 3 lac shares, AKD ke through, seller discount pe de raha hai. thread mein "
                     "baat karte hain 🧵")
    T = starter
    t1 = d.post(d.after(starter, 1.5, 1), "hamza",
                "AKD ka quote: 3,00,000 ENGRO @ %s, screen pe %s hai abhi" % (money(en_ask), money(en_mkt)), thread=T)
    t2 = d.N(d.post(d.after(t1, 2, 1), "saad", "%s ka counter try karein? block pe itna discount to banta hai" % short(round(en_deal - 0.3))),
             )
    t2["thread"] = T
    t3 = d.post(d.after(t2, 7, 3), "hamza", "AKD wala %s pe aa gaya, bol raha hai last hai" % money(en_deal), thread=T)
    prop_t = d.N(d.post(d.after(t3, 1, 1), "hamza",
                        "waise AKD prop ne subah apni book mein khud 1 lac ENGRO uthaya tha %s pe, unka apna trade hai" % money(en_deal - 1.6),
                        thread=T))
    ndp = d.post(d.after(prop_t, 2, 1), "hamza",
                 "[PROPOSAL] ENGRO NDM block — BUY 3,00,000 @ %s, T+1, counterparty AKD. CIO approval chahiye" % money(en_deal),
                 thread=T)
    d.H(ndp, "trade_proposal", ["ENGRO", "BUY", "3,00,000", money(en_deal)], "tagged")
    nda = d.post(d.after(ndp, 28, 6), "tariq", "approved. %s pe theek hai, full 3 lac" % money(en_deal), reply=ndp, thread=T)
    d.H(nda, "trade_approval", ["approved", money(en_deal), "3 lac"], "reply")
    deal_id = "NDM-%d" % r.randint(70000, 79999)
    ndc = d.post(d.after(nda, 8, 4), "oms", "", thread=T, embeds=[{
        "title": "NDM Deal Confirmed", "author": "CSL-OMS",
        "description": "Negotiated deal reported to PSX NDM",
        "fields": [{"name": "Symbol", "value": "ENGRO", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": "300,000", "inline": True},
                   {"name": "Price", "value": money(en_deal), "inline": True},
                   {"name": "Counterparty", "value": "AKD Securities", "inline": True},
                   {"name": "Settlement", "value": "T+1", "inline": True}],
        "footer": "deal %s · PSX NDM · acct IAM-EQ-01" % deal_id}])
    d.H(ndc, "trade_confirmation", ["NDM Deal Confirmed", "ENGRO", "BUY", "300,000", deal_id], "embed")
    ndf = d.post(d.after(ndc, 14, 5), "nccpl",
                 "NDM|%s|ENGRO|BUY|300000|%s|%s|AKD|T+1|MATCHED" % (d.date_s, "%.2f" % en_deal, deal_id), thread=T)
    d.H(ndf, "trade_fill", ["NDM", "ENGRO", "BUY", "300000", "%.2f" % en_deal], "structured")
    _ack(d, d.after(ndf, 2, 2), None)["thread"] = T

    # ---------------- T-bill: CIO cuts size
    tba = d.post(d.near_t(11, 8, 4), "tariq", "nahi, 50 crore zyada hai. 30 crore karo, %.2f%% hi rakho" % tb_bid, reply=tbp)
    d.H(tba, "trade_approval", ["nahi", "30 crore", "%.2f%%" % tb_bid], "reply")
    d.idiom(tba, "'nahi' reply that rejects size and re-sizes in crore", "trade_approval")
    d.post(d.after(tba, 1.5, 1), "ayesha", "theek hai, 30 crore")
    if "tb_lodged" in P:
        tbl = d.post(d.after(tba, 9, 4), "nida",
                     "6M bid lodge ho gaya via PD (SCB): Rs 30 crore @ %.2f%%, SBP ref AUC-6M-%s-%03d" % (
                         tb_bid, local.strftime("%m%d"), r.randint(10, 99)))
        d.H(tbl, "trade_confirmation", ["6M", "Rs 30 crore", "%.2f%%" % tb_bid, "AUC-6M-"], "untagged")

    # ---------------- SYS buried proposal, route to Exec-Agent, fill
    sys_px = round(px["SYS"])
    sys_q = r.choice([35000, 40000, 45000])
    sysnote = d.post(d.near_t(11, 30, 5), "indus",
                     "**Indus-R · Tech check-in**\n\n"
                     "IT export remittances for November came in at US$%d mn (+%d%% YoY), a fifth month of double-digit growth. "
                     "The rupee's stability has removed the translation tailwind, so growth is now mostly volume. SYS trades at "
                     "%.1fx FY27 earnings after a %d%% rally since October, against a five-year average of 17x; TRG's look-through "
                     "value remains hostage to the US parent's refinancing.\n\n"
                     "Position sizing: after the November move SYS has grown to %.1f%% of the equity book, above the 6%% we set at "
                     "inception. **Proposal: trim SYS by %s shares, limit Rs %d, worked through the close.** This keeps exposure to "
                     "the theme while bringing the weight back inside the band.\n\n"
                     "TRG stays on the watchlist only. We continue to see the sector as a USD-earning hedge for the book, and the "
                     "bonus-share adjustment in SYS has no bearing on valuation.\n\n"
                     "Sources: SBP ITeS data, PSX filings, Indus-R estimates." % (
                         r.randint(330, 390), r.randint(11, 24), r.uniform(19, 24), r.randint(18, 31), r.uniform(7.4, 8.6),
                         "{:,}".format(sys_q), sys_px))
    d.H(sysnote, "trade_proposal", ["trim SYS", "{:,}".format(sys_q), "Rs %d" % sys_px], "buried")
    d.idiom(sysnote, "trade proposal buried in bold mid-paragraph of a research note", "trade_proposal")
    if "sys_approve" in P:
        sa = d.post(d.after(sysnote, 7, 3), "faraz", "SYS trim theek hai, %dk karo" % (sys_q // 1000), reply=sysnote)
        d.H(sa, "trade_approval", ["SYS trim theek hai", "%dk" % (sys_q // 1000)], "reply")
        rt_base = sa
    else:
        rt_base = sysnote
    rt = d.post(d.after(rt_base, 3, 2), "faraz",
                "@Exec-Agent SYS ka trim tum handle karo — VWAP, 15:00 tak, limit %d se neeche nahi" % sys_px)
    d.H(rt, "route_decision", ["@Exec-Agent", "SYS"], "untagged")
    d.Z(d.post(d.after(rt, 0.5, 0.5), "exec", "👍 picked up", reply=rt))

    # ---------------- noon: MEBL news, thesis, paper trades, look-alikes
    mebl_bn = r.choice([15, 20, 25])
    mn = d.post(d.near_t(12, 8, 4), "wire",
                "Wire-PK | اردو\nمیزان بینک نے %s ارب روپے کے ٹئیر ٹو سکوک جاری کرنے کے لیے اسٹیٹ بینک سے منظوری حاصل کر لی" % str(mebl_bn))
    d.H(mn, "held_position_news", ["میزان بینک", "%s ارب روپے" % mebl_bn], "untagged")
    d.idiom(mn, "Urdu-script headline naming a held bank", "held_position_news")
    th = d.post(d.after(mn, 6, 4), "faraz",
                "MEBL pe mera view ab bearish ho gaya hai — deposit mix weak ho raha hai aur sukuk se dilution. conviction low, "
                "aur add nahi karenge")
    d.H(th, "thesis_update", ["MEBL", "bearish", "conviction low"], "untagged")
    d.N(d.post(d.after(th, 3, 3), "saad", "market overall overbought lag raha hai, ek correction aa sakti hai is mahine"))
    mp = d.N(d.post(d.near_t(12, 22, 4), "indus",
                    "Model portfolio (paper, not traded) rebalance for the monthly IC pack:\n"
                    "  + MEBL 10,000 @ %s\n  - HBL 20,000 @ %s\n  + FFC 5,000 @ %s\nPaper NAV impact: %+.2f%%. For illustration only." % (
                        money(px["MEBL"]), money(px["HBL"]), money(px["FFC"]), r.uniform(-0.2, 0.2))))
    d.idiom(mp, "paper trades in a model portfolio", "not_hard")
    if "fx_limit" in P:
        fl_ = d.post(d.near_t(12, 35, 5), "tariq",
                     "FX pe net open limit USD 5mn rakho, isse upar kuch nahi bina mujhse pooche. Bilal note kar lo")
        d.H(fl_, "risk_limit", ["net open limit", "USD 5mn"], "untagged")
    d.post(d.near_t(12, 37, 3), "bilal", "noted Tariq bhai")
    mcb = d.N(d.post(d.near_t(12, 50, 4), "wire",
                     "Wire-PK | MCB Bank board announces interim cash dividend of Rs %d per share for the period; book closure %s." % (
                         r.choice([8, 9, 10]), (local + timedelta(days=10)).strftime("%d %b"))))
    if "ubl" in P:
        ub = d.post(d.after(mcb, 9, 4), "wire",
                    "Wire-PK | United Bank Limited board approves interim cash dividend of Rs %d per share (%d%%); "
                    "entitlement date announced separately." % (r.choice([11, 12, 13]), r.choice([110, 120, 130])))
        d.H(ub, "held_position_news", ["United Bank Limited", "dividend"], "untagged")
    other = d.N(d.post(d.near_t(13, 2, 4), "saad",
                       "Islamic fund wale desk ne aaj 2 lac HBL liye %s pe, unki book hai, hamara koi lena dena nahi" % money(px["HBL"])))

    # ---------------- LUCK: CIO voice note approval ~3h later, OMS embed, fill (edited), breach, TP
    va = d.post(d.near_t(13, 9, 3), "tariq", "[voice note, 0:12] haan theek hai kar do, lekin %s se upar mat jana" % "{:,}".format(int(lk)),
                reply=lp)
    d.H(va, "trade_approval", ["[voice note", "theek hai kar do", "{:,}".format(int(lk))], "reply")
    d.idiom(va, "voice-note transcript approval hours after the proposal", "trade_approval")
    d.post(d.after(va, 1, 1), "saad", "shukriya Tariq bhai, bhej raha hoon")
    lw = d.post(d.after(va, 4, 2), "oms", "", embeds=[{
        "title": "Order Working", "author": "CSL-OMS",
        "description": "LUCK BUY 120,000 @ LMT %s" % money(lk),
        "fields": [{"name": "Order ID", "value": o(14), "inline": True},
                   {"name": "Filled", "value": "0", "inline": True},
                   {"name": "Remaining", "value": "120,000", "inline": True},
                   {"name": "TIF", "value": "DAY", "inline": True}],
        "footer": "CSL-OMS · PSX REG · acct IAM-EQ-01"}])
    d.H(lw, "trade_confirmation", ["Order Working", "LUCK", "BUY", "120,000", o(14)], "embed")
    lk_bad = round(lk - r.uniform(1.2, 2.0), 2)
    lk_ok = round(lk - r.uniform(0.3, 0.9), 2)
    lf = d.post(d.after(lw, 24, 6), "saad", "[FILL] LUCK bought 1,20,000 @ %s avg, order %s complete" % (money(lk_bad), o(14)))
    d.edit(lf, d.after(lf, 13, 4),
           "[FILL] LUCK bought 1,20,000 @ %s avg (OMS avg ke mutabiq corrected), order %s complete" % (money(lk_ok), o(14)),
           superseded=[money(lk_bad)])
    d.H(lf, "trade_fill", ["[FILL]", "LUCK", "bought", "1,20,000", money(lk_ok)], "tagged")
    d.idiom(lf, "tagged fill whose price is corrected by an edit", "trade_fill")
    br = d.post(d.after(lf, 6, 3), "risk",
                "riskd:\n  alert: CONCENTRATION_BREACH\n  symbol: LUCK\n  weight_nav_pct: %.2f\n  limit_nav_pct: 10.00\n"
                "  excess_shares: %s\n  status: BREACH\n  required_action: reduce below limit by T+1 14:00 PKT" % (
                    r.uniform(10.3, 11.2), "{:,}".format(r.randint(6, 18) * 1000)))
    d.H(br, "risk_limit", ["CONCENTRATION_BREACH", "LUCK", "limit_nav_pct: 10.00"], "structured")
    d.post(d.after(br, 2, 2), "saad", "ye breach expected tha, kal subah tak handle karte hain Faraz bhai ke saath")
    if "luck_tp" in P:
        tp = d.post(d.after(br, 9, 4), "saad", "LUCK TP %s OMS mein daal diya, SL %s same" % ("{:,}".format(lk_tp), "{:,}".format(lk_sl)))
        d.H(tp, "stop_or_target_change", ["LUCK", "TP %s" % "{:,}".format(lk_tp)], "untagged")

    # ---------------- OGDC stop edits
    d.edit(st, d.at(12, 31), "OGDC SL %s kar diya OMS mein (%s position)" % (short(sl2), o(0)), superseded=[short(sl1)])
    d.edit(st, d.at(14, 4), "OGDC SL %s kar diya OMS mein, trail kar rahe hain (%s position)" % (short(sl3), o(0)),
           superseded=[short(sl2)])

    # ---------------- HUBC DFC hedge
    hd = round(px["HUBC"] + r.uniform(0.3, 0.9), 2)
    hp = d.post(d.near_t(14, 16, 4), "hamza", "HUBC-DEC 1 lac becho %s pe — spot ka hedge, downgrade ke baad" % money(hd))
    d.H(hp, "trade_proposal", ["HUBC-DEC", "1 lac", "becho", money(hd)], "shorthand")
    d.idiom(hp, "DFC month-code contract with 'becho' in shorthand", "trade_proposal")
    roll = d.N(d.post(d.after(hp, 2, 1), "saad", "HUBC-JAN mein roll karne ka bhi kisi ko sochna chahiye, spread dekh lena kabhi"))
    if "dfc_approve" in P:
        dpa = d.post(d.after(hp, 3, 2), "faraz", "theek hai kar do, 1 lac", reply=hp)
        d.H(dpa, "trade_approval", ["kar do", "1 lac"], "reply")
    hf = d.post(d.after(hp, 9, 4), "nccpl", "TRD|%s|DFC|HUBC-DEC|SELL|100000|%.2f|%s|CSL|T+1" % (d.date_s, hd, o(20)))
    d.H(hf, "trade_fill", ["HUBC-DEC", "SELL", "100000", "%.2f" % hd], "structured")
    if "hubc_stop" in P:
        hs = d.post(d.after(hf, 5, 3), "hamza", "HUBC-DEC ka stop hata diya, spot HUBC se hedged hai ab")
        d.H(hs, "stop_or_target_change", ["HUBC-DEC", "stop hata diya"], "untagged")
    if "kse_block" in P:
        ks = d.post(d.near_t(14, 41, 3), "hamza", "s 10 KSE100-DEC @ %s hedge top-up" % "{:,}".format(kse))
        d.H(ks, "trade_proposal", ["s 10", "KSE100-DEC", "{:,}".format(kse)], "shorthand")
        kb = d.post(d.after(ks, 1, 1), "risk",
                    "riskd:\n  event: pre_trade_check\n  symbol: KSE100-DEC\n  side: SELL\n  qty: 10\n  action: BLOCK\n"
                    "  rule: index_futures_gross_notional_max\n  limit_pkr_mn: 500\n  post_trade_pkr_mn: %.1f" % r.uniform(510, 560))
        d.H(kb, "risk_limit", ["KSE100-DEC", "action: BLOCK", "index_futures_gross_notional_max"], "structured")
        d.post(d.after(kb, 2, 1), "hamza", "acha block ho gaya, chalo 25 pe hi rehte hain")

    # ---------------- SYS partial fill embed, cancel
    sys_f = int(sys_q * r.uniform(0.6, 0.8) // 500 * 500)
    sys_avg = round(sys_px + r.uniform(0.05, 0.6), 2)
    sf = d.post(d.at(15, r.randint(1, 12)), "oms", "", embeds=[{
        "title": "Execution report", "author": "CSL-OMS",
        "fields": [{"name": "Symbol", "value": "SYS", "inline": True},
                   {"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Filled", "value": "{:,}".format(sys_f), "inline": True},
                   {"name": "Avg Px", "value": money(sys_avg), "inline": True},
                   {"name": "Remaining", "value": "{:,}".format(sys_q - sys_f), "inline": True}],
        "footer": "order %s · PSX REG · partial · algo VWAP (Exec-Agent)" % o(9)}])
    d.H(sf, "trade_fill", ["SYS", "SELL", "{:,}".format(sys_f), money(sys_avg)], "embed")
    if "sys_cancel" in P:
        sc = d.post(d.at(15, 31), "oms", "CANCELLED   %s   SYS   SELL   rem %s   reason: end of session (DAY)" % (
            o(9), "{:,}".format(sys_q - sys_f)))
        d.H(sc, "trade_confirmation", ["CANCELLED", o(9), "SYS", "SELL"], "structured")
    if "kse_news" in P:
        kn = d.post(d.near_t(15, 38, 4), "wire",
                    "Wire-PK | KSE-100 ends %s points %s at %s as %s; traded value Rs %d bn." % (
                        "{:,}".format(r.randint(400, 1500)), r.choice(["lower", "higher"]), "{:,}".format(kse - r.randint(-900, 900)),
                        r.choice(["banks drag", "E&Ps lead", "foreign selling persists"]), r.randint(22, 41)))
        d.H(kn, "held_position_news", ["KSE-100", "points"], "untagged")

    # ---------------- auctions, MPC, allotment, no-route
    tr = d.post(d.near_t(16, 3, 5), "wire",
                "Wire-PK | SBP T-bill auction: govt raises Rs %s bn vs target Rs 1,000 bn. Cut-off yields — 3M %.4f%%, "
                "6M %.4f%%, 12M %.4f%%." % ("{:,}".format(r.randint(1020, 1310)), tb_cut - r.uniform(0.1, 0.2), tb_cut,
                                             tb_cut + r.uniform(0.05, 0.15)))
    d.H(tr, "held_position_news", ["T-bill auction", "6M %.4f%%" % tb_cut], "untagged")
    t12 = d.N(d.post(d.after(tr, 9, 4), "wire",
                     "Wire-PK | 12M T-bill yield rises %dbp in secondary trade after auction; dealers cite heavy bank supply" %
                     r.randint(8, 19)))
    nr12 = d.post(d.after(t12, 1, 1), "dispatch",
                  "dispatch: item=%d topic=\"12M T-bill yield move\" held=false decision=NO_ROUTE reason=tenor_not_held" %
                  r.randint(4400, 4499), reply=t12)
    d.H(nr12, "no_route_decision", ["12M T-bill", "decision=NO_ROUTE"], "structured")
    al = d.post(d.near_t(16, 28, 5), "nida",
                "6M allotment aa gayi: Rs 30 crore accepted @ %.2f%% (cut-off %.4f%%), settlement %s. SGLA mein reflect ho jayega" % (
                    tb_bid, tb_cut, sett))
    d.H(al, "trade_fill", ["6M", "Rs 30 crore", "accepted", "%.2f%%" % tb_bid], "untagged")
    pol = d.post(d.near_t(16, 40, 6), "wire",
                 "Wire-PK | SBP %s policy rate %s %s%%; MPC notes inflation within the 5-7%% target range and a current-account "
                 "surplus, says real rates remain adequately positive." % (
                     "keeps" if policy == "10.50" else "cuts", "unchanged at" if policy == "10.50" else "by 50bp to", policy))
    d.H(pol, "held_position_news", ["SBP", "policy rate", "%s%%" % policy], "untagged")
    d.idiom(pol, "SBP policy-rate headline as underlying of held T-bills", "held_position_news")
    if "pkr_news" in P:
        pk = d.post(d.near_t(16, 55, 4), "wire",
                    "Wire-PK | Rupee closes at %s against the dollar in interbank; open-market rate %s, per ECAP" % (
                        money(spot + r.uniform(-0.1, 0.1)), money(spot + r.uniform(2.0, 2.6))))
        d.H(pk, "held_position_news", ["Rupee", "interbank"], "untagged")
    if "ppl_news" in P:
        pn = d.post(d.near_t(17, 5, 4), "wire",
                    "Wire-PK | Pakistan Petroleum Limited says Sui field production restored after %d-hour shutdown for maintenance" %
                    r.randint(12, 60))
        d.H(pn, "held_position_news", ["Pakistan Petroleum Limited", "Sui field"], "untagged")

    # ---------------- backtest near-miss, forgotten messages
    bt = d.N(d.post(d.near_t(17, 10, 4), "indus",
                    "Backtest (2019-2025, PSX daily): buying OGDC at the open after gas-discovery filings and selling after 10 sessions — "
                    "%d trades, hit rate %d%%, average +%.1f%%, worst -%.1f%%. Example: bought OGDC 112.40 (Mar-2023), sold 121.10. "
                    "Costs of 15bp per side included. Signal is weak on its own." % (
                        r.randint(28, 44), r.randint(52, 64), r.uniform(1.2, 2.9), r.uniform(6, 11))))
    cnic = "%05d-%07d-%d" % (r.choice([35202, 42101, 42201, 37405]), r.randint(1000000, 9999999), r.randint(1, 9))
    folio = r.randint(80000, 89999)
    mq = r.choice([20000, 25000, 30000])
    mpx = round(px["MEBL"] - r.uniform(0.5, 4), 2)
    mf = d.post(d.near_t(17, 28, 4), "nida",
                "Client redemption: MEBL sold %s @ %s for SMA folio %d (CNIC %s, IBAN PK%02dMEZN%016d)" % (
                    "{:,}".format(mq), money(mpx), folio, cnic, r.randint(10, 99), r.getrandbits(50) % 10 ** 16))
    d.H(mf, "trade_fill", ["MEBL", "sold", "{:,}".format(mq), money(mpx)], "untagged")
    d.forget(mf, d.after(mf, 9, 4), PEOPLE["faraz"][0], "CNIC %s" % cnic)
    d.post(d.after(mf, 10, 2), "faraz", "Nida client ki details channel pe nahi, sirf folio number. message hata diya hai")
    d.post(d.after(mf, 12, 2), "nida", "sorry, galti ho gayi 🙏")
    cnic2 = "%05d-%07d-%d" % (r.choice([42301, 35201, 61101]), r.randint(1000000, 9999999), r.randint(1, 9))
    kyc = d.post(d.near_t(18, 2, 4), "nida", "KYC pending: Mr. %s, CNIC %s, account %d — biometric verification kal" % (
        r.choice(["Zubair A.", "Imran K.", "Shahid M."]), cnic2, r.randint(1000000, 9999999)))
    d.forget(kyc, d.after(kyc, 3, 2), PEOPLE["faraz"][0], "CNIC %s" % cnic2)

    # ---------------- evening
    wrap = ("**Indus-R · Evening wrap · %s**\n\n"
            "The index spent most of the session in a %s-point range and closed near the lows on weak breadth. Banks were sold "
            "again by foreigners; cement held up on dispatch expectations; E&Ps outperformed on the morning discovery filing. "
            "Traded value was below the 20-day average.\n\n"
            "Rates: the auction drew heavy participation and the government accepted more than target; the 12M moved higher in "
            "secondary trade afterwards. The MPC statement was in line with our base case.\n\n"
            "FX: interbank little changed; the kerb premium widened modestly. Forward premia unchanged into the close.\n\n"
            "```\nSECTOR       CHG     VALUE(Rs bn)  FIPI(US$mn)\n%s\n```\n\n"
            "```\nMOVERS       LAST       CHG     VOL\n%s\n```\n\n"
            "Liquidity: the closing auction matched about %d%% of the day's value, in line with the recent average. Index "
            "futures rolled quietly; open interest in the December contracts fell as participants began to move into January. "
            "Deliverable futures saw the usual month-end basis compression in the power and fertilizer names.\n\n"
            "Tomorrow's set-up: the market will digest the MPC statement at the open; we expect banks to trade on the wording "
            "about real rates and E&Ps on any follow-up to the circular-debt plan. Cement names are likely to react to the "
            "export component of the APCMA data rather than to local demand.\n\n"
            % (date_h, "{:,}".format(r.randint(700, 1600)),
               "\n".join("%-11s %+5.2f%%  %8.2f    %+6.2f" % (sec, r.uniform(-2.2, 2.2), r.uniform(0.5, 6), r.uniform(-3, 3))
                         for sec in ["E&P", "Banks", "Cement", "Power", "Fertilizer", "Tech", "OMC", "Autos"]),
               "\n".join("%-8s %10s  %+5.2f%%  %s" % (sym, money(px[sym] * (1 + r.uniform(-0.02, 0.02))), r.uniform(-4.5, 4.5),
                                                      lakh(r.randint(50, 4000) * 1000))
                         for sym in r.sample(["OGDC", "PPL", "HBL", "DGKC", "EFERT", "NML", "PSO", "MCB", "TRG", "FFC"], 6)),
               r.randint(9, 16)))
    if "wrap_route" in P:
        wrap += ("Action items: **routing the HUBC capacity-payment memo to Saad for Thursday's IC review**; Faraz to confirm "
                 "the SYS weight after tomorrow's settlement.\n\n")
    wrap += "Tomorrow: CPI expectations survey, PIB auction calendar, cement export data."
    wm = d.post(d.near_t(18, 35, 6), "indus", wrap)
    if "wrap_route" in P:
        d.H(wm, "route_decision", ["HUBC capacity-payment memo", "to Saad"], "buried")
    else:
        d.N(wm)
    if "ogdc_thesis" in P:
        ot = d.post(d.near_t(20, 8, 5), "faraz",
                    "OGDC pe conviction high kar rahe hain — discovery + gas pricing reform, target %d se %d" % (
                        round(og_px * 1.12), round(og_px * 1.18)))
        d.H(ot, "thesis_update", ["OGDC", "conviction high", "%d" % round(og_px * 1.18)], "untagged")
    mari_n = d.post(d.near_t(19, 20, 6), "wire",
                    "Wire-PK | Mari Energies (formerly Mari Petroleum) spuds exploratory well %s in %s block" % (
                        r.choice(["Shewa-3", "Ghauri X-2", "Spinwam-2"]), r.choice(["Waziristan", "Ghauri", "Hala"])))
    d.H(mari_n, "watchlist_news", ["Mari Energies", "exploratory well"], "untagged")
    if "ffc" in P:
        ff = d.post(d.near_t(19, 50, 5), "wire",
                    "Wire-PK | Fauji Fertilizer Company November urea offtake up %d%% YoY, DAP sales flat: NFDC data" % r.randint(6, 19))
        d.H(ff, "watchlist_news", ["Fauji Fertilizer Company", "urea offtake"], "untagged")
    mari_p = round(px["MARI"])
    dm = d.post(d.near_t(20, 40, 5), "hamza", "MARI 10k le lo %d pe kal open pe" % mari_p)
    d.H(dm, "trade_proposal", ["MARI", "10k", "le lo", "%d" % mari_p], "shorthand")
    d.delete(dm, d.after(dm, 1.5, 1), "MARI 10k le lo %d" % mari_p)
    d.post(d.after(dm, 2, 1), "hamza", "ignore upar wala, galat channel 🙈")
    if "ppl_thesis" in P:
        pt = d.post(d.near_t(22, 25, 10), "tariq",
                    "[voice note, 0:34] Faraz, PPL pe mera view change hua hai. payout ki clarity nahi hai, ab overweight nahi — "
                    "neutral rakho, kal discuss karte hain")
        d.H(pt, "thesis_update", ["PPL", "neutral rakho"], "untagged")
    hq = d.N(d.post(d.near_t(21, 15, 10), "tariq", "HBL ka kya scene hai? foreigners bech rahe hain, lein kya thoda kal?"))
    d.post(d.after(hq, 6, 4), "faraz", "kal subah call pe discuss karte hain Tariq bhai, abhi koi jaldi nahi")

    # bulk-deleted reconnect spam
    spam_t = d.near_t(22, 48, 4)
    spam = []
    snips = []
    for i in range(3):
        code = "E%04d" % r.randint(1000, 9999)
        s = d.Z(d.post(spam_t + i * r.randint(900, 4000), "gw",
                       "gw-monitor: reconnect storm %s — session invalidated, identify rate-limited (%d/1000), backoff %ds" % (
                           code, r.randint(990, 1000), 2 ** (i + 2))))
        spam.append(s)
        snips.append("reconnect storm %s" % code)
    d.bulk_delete(spam, spam_t + 60000 * r.randint(4, 9), snips)

    _cron(d, d.at(23, 15), "triage")
    _cron(d, d.at(23, 40), "recon")

    # ---------------- recurring noise over the day
    for h in range(0, 24):
        if h % 2 == 0 or 9 <= h <= 16:
            _heartbeat(d, d.at(h, r.randint(0, 59)))
    for h in (9, 12, 16):
        _cron(d, d.at(h, r.randint(5, 50)), "triage")
    for ms in sorted(d.at(h, r.randint(0, 59)) for h in r.sample([9, 9, 10, 10, 11, 11, 12, 13, 13, 14, 14, 15, 15], 12)):
        _alert(d, ms, px)
    for label, (h, m) in (("10:30 PKT", (10, 30)), ("12:00 PKT", (12, 0)), ("13:30 PKT", (13, 30)),
                          ("close 15:35 PKT", (15, 36)), ("EOD (marks loaded)", (18, 10))):
        _pnl(d, d.at(h, m, r.randint(2, 40)), px, label)
    for i, h in enumerate(sorted(r.sample([2, 8, 11, 14, 17, 19, 21, 23], 4))):
        _traceback(d, d.at(h, r.randint(0, 59)), tb_order[1 + i])
    for h in r.sample([5, 10, 13, 15, 18, 20], 3):
        _reconnect(d, d.at(h, r.randint(0, 59)))
    for h in r.sample([1, 7, 11, 15, 17, 19, 22], 3):
        _ci(d, d.at(h, r.randint(0, 59)))
    _nccpl_noise(d, d.at(11, r.randint(0, 59)), px, "fipi")
    _nccpl_noise(d, d.at(14, r.randint(0, 59)), px, "fipi")
    _nccpl_noise(d, d.at(18, r.randint(0, 59)), px, "mts")

    # ---------------- long non-hard posts spread over the day
    _more_long(d, px, kse, spot, tb_bid, date_h)
    qa = d.post(d.near_t(13, 20, 10), "hamza", "@Indus-R HUBC-DEC ka rollover cost kitna hai Jan mein, aur basis ka history?")
    d.post(d.after(qa, 1.5, 1), "indus",
           "HUBC December→January roll, indicative:\n```\nCONTRACT   LAST     BASIS(Rs)  BASIS(%%)  OI(lac)\n"
           "HUBC       %s   -          -          -\nHUBC-DEC   %s   %+.2f      %+.2f      %.1f\nHUBC-JAN   %s   %+.2f      %+.2f      %.1f\n```\n"
           "Over the last 12 rolls the Dec/Jan spread averaged %.2f%% of spot, with a range of %.2f%% to %.2f%%. Spreads compress "
           "in the last three sessions before expiry as MTS-funded longs roll. The current spread is at the low end of its range, "
           "which makes rolling a short cheaper than average. This is data only; the roll decision is the desk's." % (
               money(px["HUBC"]), money(px["HUBC"] * 1.004), px["HUBC"] * 0.004, 0.4, r.uniform(8, 20),
               money(px["HUBC"] * 1.013), px["HUBC"] * 0.013, 1.3, r.uniform(3, 9),
               r.uniform(0.8, 1.0), r.uniform(0.3, 0.5), r.uniform(1.2, 1.6)), reply=qa)
    qb = d.post(d.near_t(15, 55, 10), "saad", "@Indus-R last 5 MPC days pe banks ka average reaction kya raha hai next day?")
    d.post(d.after(qb, 1.5, 1), "indus",
           "Next-day reaction of the banks sector index after the last five MPC decisions:\n```\nMPC DATE    DECISION   BANKS D+1   KSE-100 D+1\n"
           "%s\n```\nAverage D+1: banks %+.2f%%, index %+.2f%%. The sample is small and three of the five decisions were cuts, so "
           "the average overstates the reaction to a hold. Dividend-heavy names (UBL, HBL, MCB) moved less than the sector on "
           "each occasion." % ("\n".join("%-11s %-9s  %+5.2f%%      %+5.2f%%" % (dt, dec, r.uniform(-3, 3), r.uniform(-2, 2))
                                         for dt, dec in [("2025-12-15", "hold"), ("2026-01-26", "-50bp"), ("2026-03-16", "-50bp"),
                                                         ("2026-06-08", "hold"), ("2026-09-14", "-100bp")]),
                              r.uniform(-1, 1.5), r.uniform(-0.8, 1.2)), reply=qb)
    for label, (h, m) in (("11:00 PKT", (11, 0)), ("14:30 PKT", (14, 30))):
        _pnl(d, d.at(h, m, r.randint(2, 40)), px, label)
    for i, h in zip(r.sample(range(len(_WIRE_COLOUR)), 7), r.sample([6, 7, 9, 10, 12, 13, 14, 17, 18, 19, 20, 21, 22], 7)):
        _wire_colour(d, d.at(h, r.randint(0, 59)), i)
    _indus_sector(d, d.near_t(7, 2, 8), px, "ep")
    _indus_sector(d, d.near_t(9, 6, 6), px, "cement")
    _indus_sector(d, d.near_t(14, 28, 8), px, "mpc")
    _indus_sector(d, d.near_t(17, 45, 10), px, "banks")
    _risk_util(d, d.near_t(8, 44, 6), "08:45 PKT")
    _risk_util(d, d.near_t(15, 44, 6), "15:45 PKT")
    _oms_stats(d, d.near_t(12, 14, 6))
    _oms_stats(d, d.near_t(15, 50, 6))
    _nccpl_obligations(d, d.near_t(17, 55, 10), px)
    for i, (h, m) in enumerate([(9, 12), (11, 50), (17, 20)]):
        _pasted_research(d, d.near_t(h, m, 10), px, i)

    # ---------------- chatter following a day curve
    curve = [0, 0, 0, 0, 0, 0, 0.1, 1.2, 2.5, 4, 4, 3.5, 3, 3.5, 3.5, 3, 2.2, 1.6, 1.2, 0.8, 0.7, 0.5, 0.4, 0.3]
    hours = list(range(24))
    lines = list(_CHATTER)
    r.shuffle(lines)
    n_chat = r.randint(42, 50)
    for who, line in lines[:n_chat]:
        h = r.choices(hours, weights=curve)[0]
        m = d.post(d.at(h, r.randint(0, 59)), who, line)
        if r.random() < 0.18:
            _ack(d, d.after(m, r.uniform(0.3, 4)), reply=m)
    for who, line in r.sample(_MEDIUM, 13):
        h = r.choices(hours[7:19], weights=curve[7:19])[0]
        d.post(d.at(h, r.randint(0, 59)), who, line)
    for line in r.sample(_CIO_CHATTER[:2], 2):
        d.post(d.at(r.choice([7, 8, 11, 19, 21]), r.randint(0, 59)), "tariq", line)
    for _ in range(r.randint(5, 8)):
        h = r.choices(hours, weights=curve)[0]
        _ack(d, d.at(h, r.randint(0, 59)))

    # ---------------- top up content volume with long, realistic but non-hard posts
    target = r.randint(84, 102) * 1024
    k = 0
    slots = [(h, t) for h in range(10, 19) for t in range(4)]
    r.shuffle(slots)
    while d.content_bytes() < target and len(d.msgs) < 305 and k < 17:
        h, topic = slots[k]
        if k % 3 == 2:
            _oms_stats(d, d.at(h, r.randint(20, 50)))
        else:
            d.N(d.post(d.at(h, r.randint(0, 4)), "indus", _flow_note(r, px, kse, topic, h)))
        k += 1


def _flow_note(r: random.Random, px, kse, k, hour):
    names = r.sample(["OGDC", "PPL", "MARI", "HUBC", "FFC", "EFERT", "HBL", "UBL", "MCB", "MEBL", "LUCK", "DGKC", "SYS", "TRG",
                      "ENGRO", "PSO", "NML"], 13)
    rows = "\n".join("%-6s  %8s  %+5.1f%%  %6.1fx  %s" % (
        s, money(px[s] * (1 + r.uniform(-0.02, 0.02))), r.uniform(-3, 3), r.uniform(0.4, 2.8),
        r.choice(["foreign sell, local MF buy", "broker prop active", "retail-heavy", "index-weight flows",
                  "block on NDM earlier", "thin book", "two-way"])) for s in names)
    topic = ["Flow & positioning monitor", "Sector heat-map", "Liquidity scan", "Market microstructure note"][k % 4]
    return ("**Indus-R · %s · %02d:00 PKT**\n\nThis is a monitoring post; it carries no recommendation. Buyers and sellers by segment, "
            "volume relative to the 20-day average, and where the tape looked one-sided.\n\n```\n"
            "SYM       LAST     CHG    VOLx   COMMENT\n%s\n```\n\n"
            "Observations: sell-side pressure concentrated in the first hour; the %s auction absorbed most of the imbalance. "
            "Foreign selling in large caps was again met by local mutual funds and insurance. Names that trade below 0.5x their "
            "average volume are prone to wide spreads at the close; limit orders rather than market orders are advisable for anyone "
            "working size there. KSE-100 futures basis vs spot (%s) is %+d points, within its normal band. Circuit-breaker hits today "
            "were limited to small caps.\n\nMethod: volume multiples are against the 20-session average at the same time of day; flow "
            "attribution uses NCCPL provisional categories and broker-reported prints, so it is indicative only and will be revised "
            "when the final FIPI/LIPI file lands after the close.\n\nNext update at the top of the hour." % (
                topic, hour, rows, "opening" if hour < 16 else "closing", "{:,}".format(kse), r.randint(-180, 260)))


# --------------------------------------------------------------------------- assemble
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default DEFAULT_END = Mon 07 Dec 2026 24:00 PKT); it is snapped down to a Karachi
    midnight so every generated day is one PKT calendar day. channels: how many channels of this desk (distinct ids,
    each its own busy flow). days: how many consecutive days. Pure function of its arguments."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    # each generated day is a Karachi (PKT) calendar day: snap end down to the last PKT midnight
    end_ms -= (end_ms + PKT_MS) % DAY_MS
    built = []
    for c in range(max(1, channels)):
        cid = _channel_id(c)
        for di in range(max(1, days)):
            start = end_ms - (days - di) * DAY_MS
            rng = random.Random("%s|%d|%d|%d" % (DESK, seed, c, di))
            d = _Day(rng, c, cid, start)
            _build_day(d, di)
            built.append(d)

    # ids: snowflakes consistent with created_at, unique, monotone in time
    allmsgs = []
    for bi, d in enumerate(built):
        for i, m in enumerate(d.msgs):
            allmsgs.append((m["ms"], bi, i, m, d))
    allmsgs.sort(key=lambda x: (x[0], x[1], x[2]))
    seq_used = {}
    for ms, bi, i, m, d in allmsgs:
        worker = 1 + (d.ch_index % 30)
        key = (ms, worker)
        s = seq_used.get(key, 0)
        seq_used[key] = s + 1
        m["id"] = str(_snowflake(ms, worker, s))

    events = []
    order = 0
    for ms, bi, i, m, d in allmsgs:
        who = PEOPLE[m["who"]]
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": _iso(ms), "content": m["orig"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": m["reply"]["id"] if m["reply"] else None}
        ev = {"op": "create", "guild_id": GUILD_ID}
        if m["thread"] is not None:
            ev["channel_id"] = m["thread"]["id"]
            ev["parent_channel_id"] = d.channel_id
        else:
            ev["channel_id"] = d.channel_id
        ev["message"] = msg
        events.append((ms, 0, order, ev))
        order += 1
    for d in built:
        for op in d.ops:
            ms = op["ms"]
            kind = op["op"]
            tgt = op.get("target")
            chan = d.channel_id
            if tgt is not None and tgt["thread"] is not None:
                chan = tgt["thread"]["id"]
            ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan}
            if kind == "edit":
                ev.update({"message_id": tgt["id"], "edited_at": _iso(ms), "content": op["content"]})
            elif kind == "delete":
                ev.update({"message_id": tgt["id"], "deleted_at": _iso(ms)})
            elif kind == "bulk_delete":
                ev.update({"message_ids": [t["id"] for t in op["targets"]], "deleted_at": _iso(ms)})
            elif kind == "forget":
                ev.update({"message_id": tgt["id"], "requested_by": op["by"], "at": _iso(ms)})
            elif kind == "pin":
                ev.update({"message_id": tgt["id"], "by": op["by"], "at": _iso(ms)})
            elif kind == "reaction_add":
                ev.update({"message_id": tgt["id"], "emoji": op["emoji"], "user_id": op["by"], "at": _iso(ms)})
            events.append((ms, 1, order, ev))
            order += 1
    events.sort(key=lambda x: (x[0], x[1], x[2]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}

    def chan_of(m, d):
        return m["thread"]["id"] if m["thread"] is not None else d.channel_id

    for d in built:
        for m, et, facts, phr in sorted(d.hard, key=lambda x: x[0]["ms"]):
            labels["hard_events"].append({"channel_id": chan_of(m, d), "message_id": m["id"], "event_type": et,
                                          "facts": facts, "phrasing": phr, "final_state": m["state"]})
        for m, old in d.sup:
            labels["superseded_facts"].append([chan_of(m, d), m["id"], old])
        labels["removed_texts"].extend(d.removed)
        labels["noise_message_ids"].extend(m["id"] for m in sorted(d.noise, key=lambda x: x["ms"]))
        labels["near_miss_ids"].extend(m["id"] for m in sorted(d.near, key=lambda x: x["ms"]))
        if d is built[0]:
            for m, name, exp in d.idioms:
                labels["idioms"].append({"message_id": m["id"], "idiom": name, "expected": exp})
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check
def check(events, labels, quiet=False) -> dict:
    """Verify a capture + labels; return stats (raises AssertionError on a problem)."""
    msgs = {}
    final = {}
    parent = {}
    last_id = -1
    last_ms = -1
    for ev in events:
        op = ev["op"]
        t = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        ms = int(datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000 + 0.5)
        assert ms >= last_ms, "events out of time order"
        last_ms = ms
        if op == "create":
            m = ev["message"]
            i = int(m["id"])
            assert (i >> 22) + DISCORD_EPOCH == ms, "snowflake/created_at mismatch %s" % m["id"]
            assert i > last_id, "ids not increasing"
            last_id = i
            assert m["id"] not in msgs, "duplicate id"
            msgs[m["id"]] = (ev["channel_id"], m)
            final[m["id"]] = m["content"]
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            if m.get("reference_id"):
                assert m["reference_id"] in msgs, "reply to unknown message"
        elif op == "edit":
            assert ev["message_id"] in msgs
            final[ev["message_id"]] = ev["content"]
        elif op in ("delete", "forget", "pin", "reaction_add"):
            assert ev["message_id"] in msgs
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                assert x in msgs

    def text(mid):
        return _text_of(final[mid], msgs[mid][1].get("embeds"))

    hard = labels["hard_events"]
    for h in hard:
        mid = h["message_id"]
        assert mid in msgs, "label id missing %s" % mid
        assert msgs[mid][0] == h["channel_id"], "label channel mismatch"
        assert 2 <= len(h["facts"]) <= 5, "facts count %s" % h
        for f in h["facts"]:
            assert f in text(mid), "fact %r not in message %s: %r" % (f, mid, text(mid))
    for ch, mid, old in labels["superseded_facts"]:
        assert mid in msgs and old not in final[mid], "superseded fact still present %r" % old
    removed_ids = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            removed_ids.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed_ids.update(ev["message_ids"])
    live_text = "\n".join(text(mid) for mid in msgs if mid not in removed_ids)
    for snip in labels["removed_texts"]:
        assert any(snip in text(mid) for mid in removed_ids), "removed snippet not in a removed message %r" % snip
        assert snip not in live_text, "removed snippet still live %r" % snip
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        assert mid in msgs
    hard_ids = {h["message_id"] for h in hard}
    assert not hard_ids & set(labels["noise_message_ids"]), "hard also noise"
    assert not hard_ids & set(labels["near_miss_ids"]), "hard also near-miss"
    assert not set(labels["noise_message_ids"]) & set(labels["near_miss_ids"])
    for idm in labels["idioms"]:
        assert idm["message_id"] in msgs
        exp = idm["expected"]
        if exp == "not_hard":
            assert idm["message_id"] not in hard_ids
        else:
            assert any(h["message_id"] == idm["message_id"] and h["event_type"] == exp for h in hard), idm
    assert 10 <= len(labels["idioms"]) <= 20, "idioms %d" % len(labels["idioms"])

    # per channel-day stats (threads count with their parent; days are PKT calendar days)
    buckets = {}
    for mid, (ch, m) in msgs.items():
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        day = datetime.fromtimestamp((ms + PKT_MS) / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        b = buckets.setdefault((parent[mid], day), {"messages": 0, "bytes": 0, "noise": 0, "hard": 0, "near": 0,
                                                    "by_type": {}})
        b["messages"] += 1
        b["bytes"] += len(_text_of(m["content"], m.get("embeds")).encode("utf-8"))
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid in msgs:
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        day = datetime.fromtimestamp((ms + PKT_MS) / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        b = buckets[(parent[mid], day)]
        b["noise"] += mid in noise
        b["near"] += mid in near
    for h in hard:
        mid = h["message_id"]
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        day = datetime.fromtimestamp((ms + PKT_MS) / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        b = buckets[(parent[mid], day)]
        b["hard"] += 1
        b["by_type"][h["event_type"]] = b["by_type"].get(h["event_type"], 0) + 1
    for key, b in buckets.items():
        b["noise_pct"] = round(100.0 * b["noise"] / b["messages"], 1)
        assert 180 <= b["messages"] <= 320, (key, b)
        assert 70 * 1024 <= b["bytes"] <= 120 * 1024, (key, b)
        assert 25 <= b["noise_pct"] <= 40, (key, b)
        assert 25 <= b["hard"] <= 45, (key, b)
    stats = {"events": len(events), "messages": len(msgs), "channel_days": len(buckets),
             "per_channel_day": {"%s %s" % k: v for k, v in sorted(buckets.items())},
             "edits": sum(1 for e in events if e["op"] == "edit"),
             "deletes": sum(1 for e in events if e["op"] in ("delete", "bulk_delete")),
             "forgets": sum(1 for e in events if e["op"] == "forget"),
             "pins": sum(1 for e in events if e["op"] == "pin"),
             "threads": len({e["channel_id"] for e in events if e.get("parent_channel_id")}),
             "idioms": len(labels["idioms"])}
    if not quiet:
        print(json.dumps(stats, indent=2, ensure_ascii=False))
    return stats


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Karachi PSX / T-bill / PKR desk capture generator")
    ap.add_argument("--out", required=True, help="capture JSONL path")
    ap.add_argument("--labels", required=True, help="labels JSON path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default %s)" % DEFAULT_END.isoformat())
    ap.add_argument("--no-check", action="store_true", help="skip reading the files back and verifying them")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    with open(a.out, encoding="utf-8") as f:
        evs = [json.loads(line) for line in f if line.strip()]
    with open(a.labels, encoding="utf-8") as f:
        labs = json.load(f)
    try:
        check(evs, labs)
    except AssertionError as e:
        print("CHECK FAILED: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
