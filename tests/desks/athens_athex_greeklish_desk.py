#!/usr/bin/env python3
"""Desk generator: Athens (ATHEX) equities + Greek government bonds desk.

Greeklish-speaking humans, Discord-markdown-heavy agents, an OMS bridge that posts
fixed-width code blocks, a YAML-speaking risk bot and an ATHEX announcements relay
(English + Greek script, issuers named by legal name).

Standard library only.  Pure function of its arguments:

    generate(seed=1, end=None, channels=1, days=1) -> {"events": [...], "labels": {...}}

CLI:
    python -m tests.desks.athens_athex_greeklish_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import math
import random
import sys

DESK = "athens_athex_greeklish_desk"
EPOCH_MS = 1420070400000
DAY_MS = 86_400_000
UTC = dt.timezone.utc
DEFAULT_END = dt.datetime(2026, 12, 5, 0, 0, tzinfo=UTC)   # last day = Fri 2026-12-04 (UTC)


# --------------------------------------------------------------------------- ids

def _h(tag: str) -> int:
    return int.from_bytes(hashlib.sha256(f"{DESK}/{tag}".encode()).digest(), "big")


def _ms(y, mo, d):
    return int(dt.datetime(y, mo, d, tzinfo=UTC).timestamp() * 1000)


def _sf(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _derived_id(tag, lo, hi):
    h = _h(tag)
    return str(_sf(lo + h % (hi - lo), (h >> 64) % 32, (h >> 96) % 4096))


GUILD_ID = _derived_id("guild", _ms(2024, 2, 1), _ms(2024, 8, 1))


def channel_id(i: int) -> str:
    return _derived_id(f"channel/{i}", _ms(2024, 9, 1), _ms(2025, 6, 1))


OTHER_CHANNELS = {k: _derived_id(f"xchan/{k}", _ms(2024, 9, 1), _ms(2025, 6, 1))
                  for k in ("risk-alerts", "london-eq", "ops-infra", "ggb-auctions", "credit-desk")}
ROLES = {k: _derived_id(f"role/{k}", _ms(2024, 3, 1), _ms(2024, 9, 1))
         for k in ("athx-desk", "risk", "oncall")}

AUTHORS = {
    "kostas": ("kostas.p", False),
    "eleni": ("eleni_v", False),
    "giorgos": ("gkarras", False),
    "nikos": ("nikos.d", False),
    "maria": ("mlazarou", False),
    "dimitris": ("dtsak", False),
    "sofia": ("sofia.compliance", False),
    "hermes": ("hermes-exec", True),
    "athena": ("athena-research", True),
    "pythia": ("pythia-news", True),
    "argos": ("argos-risk", True),
    "oms": ("OMS-Bridge", True),
    "riskbot": ("RiskBot", True),
    "relay": ("ATHEX Relay", True),
    "hb": ("desk-heartbeat", True),
    "cron": ("cron", True),
    "ci": ("CI", True),
    "pnl": ("PnL", True),
    "alerts": ("PriceAlerts", True),
    "gw": ("gateway", True),
    "wires": ("NewsWire", True),
}
UID = {}
WORKER = {}
for _k in sorted(AUTHORS):
    _lo, _hi = ((_ms(2023, 1, 1), _ms(2025, 3, 1)) if AUTHORS[_k][1] else (_ms(2020, 6, 1), _ms(2024, 6, 1)))
    UID[_k] = _derived_id(f"user/{_k}", _lo, _hi)
    WORKER[_k] = _h(f"worker/{_k}") % 32


def at(k):
    return f"<@{UID[k]}>"


def role(k):
    return f"<@&{ROLES[k]}>"


def chan(k):
    return f"<#{OTHER_CHANNELS[k]}>"


# --------------------------------------------------------------------------- market data

SYMS = ["ETE", "EUROB", "TPEIR", "ALPHA", "PPC", "OPAP", "MYTIL"]
BANKS = ["ETE", "EUROB", "TPEIR", "ALPHA"]
BASE_PX = {"ETE": 12.42, "EUROB": 3.184, "TPEIR": 6.918, "ALPHA": 3.452,
           "PPC": 16.34, "OPAP": 18.86, "MYTIL": 44.30}
LOTS = {"ETE": (20000, 80000, 5000), "EUROB": (100000, 400000, 25000),
        "TPEIR": (30000, 120000, 10000), "ALPHA": (100000, 350000, 25000),
        "PPC": (10000, 40000, 2500), "OPAP": (10000, 30000, 2500), "MYTIL": (3000, 12000, 500)}

ISSUER = {
    "ETE": ("National Bank of Greece S.A.", "Εθνική Τράπεζα της Ελλάδος Α.Ε.", "Εθνική Τράπεζα"),
    "EUROB": ("Eurobank Ergasias Services and Holdings S.A.",
              "Eurobank Ergasias Υπηρεσιών και Συμμετοχών Α.Ε.", "Eurobank"),
    "TPEIR": ("Piraeus Financial Holdings S.A.", "Πειραιώς Financial Holdings Α.Ε.", "Τράπεζα Πειραιώς"),
    "ALPHA": ("Alpha Bank S.A.", "Alpha Bank Α.Ε.", "Alpha Bank"),
    "PPC": ("Public Power Corporation S.A.", "Δημόσια Επιχείρηση Ηλεκτρισμού Α.Ε.", "ΔΕΗ"),
    "OPAP": ("OPAP S.A.", "Οργανισμός Προγνωστικών Αγώνων Ποδοσφαίρου Α.Ε.", "ΟΠΑΠ"),
    "MYTIL": ("Metlen Energy & Metals S.A.", "METLEN ENERGY & METALS Α.Ε.", "Μυτιληναίος"),
    "MOH": ("Motor Oil (Hellas) Corinth Refineries S.A.", "Μότορ Όιλ (Ελλάς) Διυλιστήρια Κορίνθου Α.Ε.", "Motor Oil"),
    "HTO": ("Hellenic Telecommunications Organization S.A.", "Οργανισμός Τηλεπικοινωνιών της Ελλάδος Α.Ε.", "ΟΤΕ"),
    "BELA": ("Jumbo S.A.", "Jumbo Α.Ε.Ε.", "Jumbo"),
    "AEGN": ("Aegean Airlines S.A.", "Αεροπορία Αιγαίου Α.Ε.", "Aegean"),
    "LAMDA": ("Lamda Development S.A.", "Lamda Development Α.Ε.", "Lamda"),
    "CENER": ("Cenergy Holdings S.A.", "Cenergy Holdings Α.Ε.", "Cenergy"),
    "GEKTERNA": ("GEK TERNA S.A.", "ΓΕΚ ΤΕΡΝΑ Α.Ε.", "ΓΕΚ ΤΕΡΝΑ"),
    "ELPE": ("HELLENiQ ENERGY Holdings S.A.", "HELLENiQ ENERGY Συμμετοχών Α.Ε.", "HELLENiQ"),
    "TATT": ("Attica Bank S.A.", "Τράπεζα Αττικής Α.Ε.", "Attica Bank"),
    "AIA": ("Athens International Airport S.A.", "Διεθνής Αερολιμένας Αθηνών Α.Ε.", "ΔΑΑ"),
    "OPTIMA": ("Optima Bank S.A.", "Optima Bank Α.Ε.", "Optima"),
    "FOYRK": ("Fourlis Holdings S.A.", "Φουρλής Συμμετοχών Α.Ε.", "Φουρλής"),
    "QUEST": ("Quest Holdings S.A.", "Quest Συμμετοχών Α.Ε.", "Quest"),
    "EYDAP": ("Athens Water Supply and Sewerage S.A.", "Εταιρεία Ύδρευσης και Αποχέτευσης Πρωτευούσης Α.Ε.", "ΕΥΔΑΠ"),
}
OTHERS = ["MOH", "HTO", "BELA", "AEGN", "LAMDA", "CENER", "GEKTERNA", "ELPE", "TATT", "AIA", "OPTIMA", "FOYRK", "QUEST", "EYDAP"]
GGB = "GGB 10y"
GGB_LONG = "GGB 3.625% 15/06/2036"
MONTH_CODES = "FGHJKMNQUVXZ"


def third_friday(y, m):
    d = dt.date(y, m, 1)
    off = (4 - d.weekday()) % 7
    return d + dt.timedelta(days=off + 14)


def fut_code(date):
    y, m = date.year, date.month
    if date > third_friday(y, m):
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return f"FTSE{MONTH_CODES[m - 1]}{y % 10}"


def tick(p):
    return round(p, 3) if p < 10 else round(p, 2)


def P(p, comma=False):
    s = f"{p:.3f}" if p < 10 else f"{p:.2f}"
    return s.replace(".", ",") if comma else s


def Q(n, style="comma"):
    if style == "k":
        return f"{n // 1000}k" if n % 1000 == 0 else f"{n / 1000:g}k"
    if style == "dot":
        return f"{n:,}".replace(",", ".")
    if style == "plain":
        return str(n)
    return f"{n:,}"


def day_prices(seed, date):
    o = date.toordinal()
    r = random.Random(f"{DESK}|px|{seed}|{date.isoformat()}")
    px = {}
    for i, s in enumerate(SYMS):
        drift = 0.035 * math.sin(o / (7.0 + i)) + 0.015 * math.sin(o / 3.1 + i) + r.gauss(0, 0.006)
        px[s] = tick(BASE_PX[s] * (1 + drift))
    y = round(3.38 + 0.07 * math.sin(o / 9.0) + r.gauss(0, 0.01), 3)
    px["GGB_Y"] = y
    px["GGB"] = round(100 + (3.625 - y) * 8.4, 3)
    px["FUT"] = int(5120 * (1 + 0.03 * math.sin(o / 8.0) + r.gauss(0, 0.004)))
    px["BUND"] = round(2.62 + 0.05 * math.sin(o / 6.0), 2)
    return px


# --------------------------------------------------------------------------- model

class Msg:
    __slots__ = ("serial", "t", "who", "versions", "embeds", "ref", "thread", "att", "cat", "hard",
                 "removed", "snip", "sup", "id", "chan_id", "parent_id", "day", "pinned_flag")

    def __init__(self, serial, t, who, content, embeds, ref, thread, att):
        self.serial, self.t, self.who = serial, t, who
        self.versions = [content]
        self.embeds = embeds or []
        self.ref, self.thread, self.att = ref, thread, att or []
        self.cat = "other"
        self.hard = []
        self.removed = None
        self.snip = None
        self.sup = []
        self.id = None
        self.chan_id = None
        self.parent_id = None
        self.day = None
        self.pinned_flag = False

    @property
    def final(self):
        return self.versions[-1]

    def text(self):
        parts = [self.final]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Thread:
    def __init__(self, starter, name):
        self.starter, self.name = starter, name


class Op:
    __slots__ = ("serial", "t", "kind", "msgs", "data")

    def __init__(self, serial, t, kind, msgs, data):
        self.serial, self.t, self.kind, self.msgs, self.data = serial, t, kind, msgs, data


class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self):
        self.n += 1
        return self.n


CURVE_WD = [(0, 5, 0.35), (5, 6, 2), (6, 7, 4), (7, 8.25, 7), (8.25, 10, 10), (10, 12.5, 7),
            (12.5, 14, 8), (14, 15.4, 10), (15.4, 17, 5), (17, 19, 2.5), (19, 22, 1.2), (22, 24, 0.3)]
CURVE_WE = [(0, 6, 0.3), (6, 8, 1.5), (8, 12, 5), (12, 15, 3), (15, 19, 4), (19, 22, 2.5), (22, 24, 0.5)]
MARKET = [(7.75, 8.25, 3), (8.25, 10, 6), (10, 12.5, 3), (12.5, 14, 4), (14, 15.3, 5)]


class Day:
    def __init__(self, rng, serial, chan_idx, day_idx, start_ms, book, seed):
        self.rng = rng
        self.serial = serial
        self.ci = chan_idx
        self.di = day_idx
        self.S = start_ms
        self.E = start_ms + DAY_MS
        self.date = (dt.datetime.fromtimestamp((start_ms + DAY_MS // 2) / 1000, UTC)).date()
        self.weekend = self.date.weekday() >= 5
        self.friday = self.date.weekday() == 4
        self.px = day_prices(seed, self.date)
        self.fut = fut_code(self.date)
        self.book = book
        self.msgs = []
        self.ops = []
        self.idioms = []
        self.limits = dict(book["limits"])
        self.limit_tl = []
        self.sod = (start_ms // 1000) % 86400
        self.oid_seq = rng.randint(41000, 48000)
        self.entered = []

    # ---- limits (timeline, so bots show the limit in force at their time)
    def limit_at(self, key, t):
        v = self.book["limits"][key]
        for tt, k, val, _perm in sorted(self.limit_tl, key=lambda x: x[0]):
            if k == key and tt <= t:
                v = val
        return v

    def set_limit(self, t, key, val, permanent=True):
        self.limit_tl.append((t, key, val, permanent))

    # ---- time
    def tod(self, hours):
        off = (int(hours * 3600) - self.sod) % 86400
        return self.S + off * 1000 + self.rng.randint(0, 999)

    def when(self, curve=None):
        curve = curve or (CURVE_WE if self.weekend else CURVE_WD)
        w = [(b - a) * r for a, b, r in curve]
        x = self.rng.uniform(0, sum(w))
        for (a, b, r), wi in zip(curve, w):
            if x <= wi:
                return self.tod(self.rng.uniform(a, b))
            x -= wi
        a, b, _ = curve[-1]
        return self.tod(self.rng.uniform(a, b))

    def clamp(self, t):
        return max(self.S + 500, min(t, self.E - 3000))

    def cur(self, t):
        return Cursor(self, t)

    # ---- posting
    def post(self, t, who, content="", embeds=None, ref=None, thread=None, att=None, cat="other"):
        m = Msg(self.serial(), self.clamp(t), who, content, embeds, ref, thread, att)
        m.cat = cat
        m.day = self
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.cat = "hard"
        m.hard.append([etype, list(facts), phrasing])
        if idiom:
            self.idioms.append((idiom, m, etype))
        return m

    def noise(self, m):
        m.cat = "noise"
        return m

    def near(self, m, idiom=None):
        m.cat = "near"
        if idiom:
            self.idioms.append((idiom, m, "not_hard"))
        return m

    def op(self, t, kind, msgs, **data):
        o = Op(self.serial(), self.clamp(t), kind, msgs, data)
        self.ops.append(o)
        return o

    def edit(self, t, m, content, superseded=()):
        m.versions.append(content)
        for s in superseded:
            m.sup.append(s)
        return self.op(t, "edit", [m], content=content)

    def delete(self, t, m, snip):
        m.removed, m.snip = "deleted", snip
        return self.op(t, "delete", [m])

    def bulk_delete(self, t, ms, snips):
        for m, s in zip(ms, snips):
            m.removed, m.snip = "deleted", s
        return self.op(t, "bulk_delete", ms)

    def forget(self, t, m, by, snip):
        m.removed, m.snip = "forgotten", snip
        return self.op(t, "forget", [m], by=by)

    def pin(self, t, m, by="kostas"):
        self.op(t, "pin", [m], by=by)
        self.op(t + 400, "reaction_add", [m], emoji="📌", user=by)

    def react(self, t, m, emoji, user):
        return self.op(t, "reaction_add", [m], emoji=emoji, user=user)

    # ---- helpers
    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def pick_u(self, key, seq):
        """pick without repeating within the day until the list is exhausted"""
        used = self.__dict__.setdefault("_used", {}).setdefault(key, [])
        left = [i for i in range(len(seq)) if i not in used] or list(range(len(seq)))
        if len(left) == len(seq):
            used.clear()
        i = left[self.rng.randrange(len(left))]
        used.append(i)
        return seq[i]

    def chance(self, p):
        return self.rng.random() < p

    def oid(self, prefix="AX"):
        self.oid_seq += self.rng.randint(3, 41)
        return f"{prefix}{self.pick('7QKR')}{self.rng.randint(2, 9)}-{self.oid_seq}"

    def lot(self, sym):
        lo, hi, st = LOTS[sym]
        return self.rng.randrange(lo, hi + 1, st)

    def hhmm(self, t, local=True):
        d = dt.datetime.fromtimestamp(t / 1000, UTC) + (dt.timedelta(hours=2) if local else dt.timedelta())
        return d.strftime("%H:%M")

    def iso(self, t):
        return dt.datetime.fromtimestamp(t / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    def dstr(self, fmt="%d/%m/%Y"):
        return self.date.strftime(fmt)

    def held(self):
        return list(self.book["held"])

    def watch(self):
        return [s for s in self.book["watch"] if s not in self.entered]


class Cursor:
    def __init__(self, g, t):
        self.g, self.t = g, t

    def __call__(self, lo, hi):
        self.t = min(self.t + int(self.g.rng.uniform(lo, hi) * 1000), self.g.E - 4000)
        return self.t


# --------------------------------------------------------------------------- noise


def risk_heartbeat_text(g, t):
    r = g.rng
    gl = g.limit_at("gross", t)
    single = g.limit_at("single", t)
    gross = r.uniform(0.55, 0.85) * gl
    if g.chance(0.15):
        return f"risk: all limits ok · gross {gross:.1f}m/{gl:.0f}m · VaR {r.randint(420, 780)}k · breaches 0"
    lines = ["```yaml", "risk_heartbeat:", f"  ts: {g.iso(t)}", "  desk: ATHX", "  status: OK", "  limits:",
             f"    gross:        {gross:.1f}m / {gl:.1f}m  ({gross / gl:.0%})",
             f"    net:          {gross * r.uniform(0.4, 0.7):.1f}m",
             "    single_name:"]
    for s in sorted(g.book["held"]):
        v = g.book["held"][s] * g.px[s] / 1e6
        lines.append(f"      {s + ':':<9}{min(v, single * 0.97):.2f}m / {single:.1f}m")
    lines += [f"    var_1d_99:    {r.randint(420, 780)}k / {g.limit_at('var', t)}k",
              f"    ggb_dv01:     {r.uniform(8, 15):.1f}k / {g.limit_at('dv01', t)}k",
              f"    fut_day_loss: -{r.randint(0, 30)}k / -{g.limit_at('futloss', t)}k",
              "  breaches: 0", "  warnings: 0",
              f"  engine: risk-engine 2.14.{r.randint(0, 3)} · calc {r.randint(180, 420)}ms", "```"]
    return "\n".join(lines)


def ci_text(g, t):
    r = g.rng
    v = r.random() * (0.75 if g.weekend else 1.0) + (0.3 if g.weekend else 0.0)
    if g.weekend and v > 0.95:
        return (f"❌ `oms-bridge` nightly integration #{r.randint(400, 900)} failed (weekend UAT)\n```text\n"
                "tests/integration/test_fix_session.py::test_resend_after_gap FAILED\n"
                "    session ATHX-OMS-UAT: expected SequenceReset(GapFill) within 5s, got nothing\n"
                "    log tail:\n"
                f"      {g.iso(t)} OUT 35=2 BeginSeqNo={r.randint(100, 900)} EndSeqNo=0\n"
                f"      {g.iso(t)} IN  35=0 Heartbeat\n"
                f"      {g.iso(t)} IN  35=0 Heartbeat\n"
                "      timeout waiting for 35=4\n"
                f"======= 1 failed, {r.randint(60, 90)} passed, 2 skipped in {r.uniform(60, 200):.1f}s =======\n```\n"
                "UAT venue simulator was restarting during the run; rerun scheduled")
    build = r.randint(1800, 2300)
    if v < 0.3:
        return f"✅ `athx-oms-bridge` #{build} passed on main ({r.randint(2, 6)}m{r.randint(10, 59)}s) · 214 tests · coverage {r.randint(78, 88)}%"
    if v < 0.55:
        return (f"🚀 deployed `{g.pick(['risk-engine', 'relay-athex', 'feed-handler', 'oms-bridge'])}` "
                f"{r.randint(2, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)} → prod (sha `{_h(str(t)) % 16 ** 7:07x}`) by dtsak · canary 10% → 100% ok")
    if v < 0.8:
        return (f"❌ `feed-handler` #{build} failed (main, {r.randint(2, 6)}m{r.randint(10, 59)}s)\n```text\n"
                "=================================== FAILURES ===================================\n"
                "__________________________ test_greek_decimal_comma ___________________________\n\n"
                "    def test_greek_decimal_comma():\n"
                ">       assert parse_px(\"12,45\") == Decimal(\"12.45\")\n"
                "E       AssertionError: assert Decimal('1245') == Decimal('12.45')\n"
                "E        +  where Decimal('1245') = parse_px('12,45')\n\n"
                f"tests/test_parse.py:{r.randint(60, 120)}: AssertionError\n"
                f"=========================== short test summary info ============================\n"
                "FAILED tests/test_parse.py::test_greek_decimal_comma - AssertionError\n"
                f"====================== 1 failed, {r.randint(180, 240)} passed in {r.uniform(20, 60):.1f}s =======================\n```")
    return f"⚠️ `relay-athex` #{build} flaky: test_rss_greek_encoding passed on retry 2/3 (quarantine ticket OPS-{r.randint(300, 900)})"


def noise_bots(g):
    r = g.rng
    gw = r.randint(1, 4)
    for h in range(24):
        t = g.tod(h + r.uniform(0.0, 0.03))
        lag = r.randint(17, 96)
        v = r.random()
        if v < 0.45:
            txt = f"💓 hb `athx-gw-0{gw}` ok · lag {lag}ms · ws=up · q={r.randint(0, 3)}"
        elif v < 0.8:
            txt = f"💓 alive · uptime {g.di * 24 + h + 311}h · msgs/min {r.randint(2, 40)} · lag {lag}ms"
        else:
            txt = f"[hb] {g.iso(t)} athx-gw-0{gw} OK ({lag} ms)"
        g.noise(g.post(t, "hb", txt))
    hours = range(6, 16) if not g.weekend else range(0, 24, 2)
    for h in hours:
        if g.chance(0.12):
            continue
        t = g.tod(h + r.uniform(0.0, 0.02))
        g.noise(g.post(t, "riskbot", risk_heartbeat_text(g, t)))
    crons = [
        (0.08, lambda t: f"[cron] 00:05 eod-archive ✓ {r.randint(900, 2400):,} msgs → s3://athx-desk-archive/{g.dstr('%Y/%m/%d')}/ ({r.uniform(0.8, 4):.1f}s)"),
        (2.0, lambda t: f"[cron] 02:00 refdata-sync ATHEX: {r.randint(205, 219)} instruments, {r.randint(0, 3)} changed, 0 errors"),
        (4.0, lambda t: "[cron] 04:00 log-rotate ok (7 files, 312MB freed)"),
        (5.5, lambda t: f"[cron] corporate-actions pull: {r.randint(3, 14)} events, {r.randint(0, 1)} ex-date today"),
        (9.0, lambda t: f"[cron] route-sweeper: 0 routed, {r.randint(0, 2)} pending, 0 stale"),
        (12.0, lambda t: f"[cron] route-sweeper: 0 routed, {r.randint(0, 3)} pending, 0 stale"),
        (13.1, lambda t: f"[cron] fx-fix EURUSD {r.uniform(1.04, 1.12):.4f} captured"),
        (15.6, lambda t: f"[cron] eod-marks: {r.randint(180, 215)} closing prices from XATH, GGB marks from HDAT ✓"),
        (17.0, lambda t: "[cron] recon OMS vs custody (Piraeus Securities): 0 breaks"),
        (21.0, lambda t: f"[cron] route-sweeper: 0 routed, 0 pending, {r.randint(0, 1)} stale"),
    ]
    for h, f in crons:
        if g.weekend and h in (9.0, 12.0, 13.1, 15.6):
            continue
        t = g.tod(h + r.uniform(0, 0.02))
        g.noise(g.post(t, "cron", f(t)))
    for _ in range(r.randint(3, 5) + (4 if g.weekend else 0)):
        t = g.when([(6, 8, 2), (10, 15, 1), (16, 20, 3)] if not g.weekend else [(8, 20, 1)])
        g.noise(g.post(t, "ci", ci_text(g, t)))
    for _ in range(r.randint(1, 2) + (1 if g.weekend else 0)):
        t = g.when([(0, 6, 1), (12, 13, 1), (19, 23, 1)])
        g.noise(g.post(t, "gw", f"⚠️ gateway disconnected (close {g.pick(['1006', '1001', '4000'])}), reconnecting…"))
        g.noise(g.post(t + r.randint(3000, 40000), "gw",
                       f"✅ reconnected · session resumed · replayed {r.randint(0, 14)} events"))
    for _ in range(2 if not g.weekend else 3):
        t = g.when()
        g.noise(g.post(t, g.pick(["oms", "relay"]), stack_trace(g)))
    if not g.weekend:
        for _ in range(r.randint(7, 11)):
            t = g.when(MARKET)
            g.noise(g.post(t, "alerts", **price_alert(g)))
        for h in (8.9, 10.5, 12.0, 13.5, 15.45):
            t = g.tod(h + r.uniform(0, 0.05))
            g.noise(g.post(t, "pnl", "", embeds=[pnl_embed(g, t)]))
        for _ in range(r.randint(2, 4)):
            t = g.when(MARKET)
            g.noise(g.post(t, "hermes", f"exec status · working: {r.randint(0, 2)} · pending: 0 · algos: "
                                         f"VWAP({r.randint(0, 1)}) ICE({r.randint(0, 2)}) · rejects today: 0"))
    else:
        t = g.tod(r.uniform(9, 11))
        g.noise(g.post(t, "pnl", "", embeds=[pnl_embed(g, t, weekly=True)]))
    if g.chance(0.75):
        t = g.when([(1, 5, 1), (18, 23, 1)])
        c = g.cur(t)
        sid = f"{_h(str(t)) % 16 ** 8:08x}"
        spam = []
        for i in range(r.randint(4, 6)):
            spam.append(g.noise(g.post(c(2, 20), "gw", f"⚠️ reconnect attempt {i + 1}/10 · backoff {2 ** (i + 1)}s · sess {sid}")))
        clean = g.post(c(300, 1200), "dimitris", g.pick(["katharisa ta spam tou gateway", "svisa to reconnect spam, ola ok",
                                                         "ta reconnect loops ta esvisa, eftiaksa to keepalive"]))
        g.noise(clean)
        g.bulk_delete(clean.t - 1500, spam, [f"sess {sid}"] * len(spam))


def stack_trace(g):
    r = g.rng
    if g.chance(0.5):
        return ("oms-bridge: unhandled exception in exec listener (recovered, msg requeued)\n```py\n"
                "Traceback (most recent call last):\n"
                f"  File \"/srv/oms_bridge/app.py\", line {r.randint(80, 140)}, in _dispatch\n"
                "    await handler(msg)\n"
                f"  File \"/srv/oms_bridge/listener.py\", line {r.randint(180, 260)}, in on_exec_report\n"
                "    report = ExecReport.from_fix(msg)\n"
                f"  File \"/srv/oms_bridge/model.py\", line {r.randint(300, 380)}, in from_fix\n"
                "    last_px=Decimal(msg[\"LastPx\"]),\n"
                f"  File \"/srv/oms_bridge/fix_codec.py\", line {r.randint(40, 90)}, in __getitem__\n"
                "    return self._decode(self._fields[tag])\n"
                f"  File \"/srv/oms_bridge/fix_codec.py\", line {r.randint(100, 140)}, in _decode\n"
                "    raise FieldDecodeError(tag, raw)\n"
                "oms_bridge.fix_codec.FieldDecodeError: tag 31 (LastPx) raw=b'' "
                f"seq={r.randint(10000, 99999)} session=ATHX-OMS-{r.randint(1, 4)}\n\n"
                "During handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n"
                f"  File \"/srv/oms_bridge/app.py\", line {r.randint(141, 160)}, in _dispatch\n"
                "    await self.dlq.put(msg)\n"
                "asyncio.queues.QueueFull\n```\n"
                f"requeued after {r.randint(2, 9)}s, no data lost")
    return ("relay-athex: feed parse error, skipping item\n```py\n"
            "Traceback (most recent call last):\n"
            f"  File \"/srv/relay/main.py\", line {r.randint(30, 60)}, in run\n"
            "    for item in feed.poll():\n"
            f"  File \"/srv/relay/athex_rss.py\", line {r.randint(60, 120)}, in poll\n"
            "    item = parse_item(raw)\n"
            f"  File \"/srv/relay/athex_rss.py\", line {r.randint(130, 200)}, in parse_item\n"
            "    pub = datetime.strptime(node.findtext('pubDate'), FMT)\n"
            "  File \"/usr/lib/python3.11/_strptime.py\", line 568, in _strptime_datetime\n"
            "    tt, fraction, gmtoff_fraction = _strptime(data_string, format)\n"
            "  File \"/usr/lib/python3.11/_strptime.py\", line 349, in _strptime\n"
            "    raise ValueError(\"time data %r does not match format %r\" %\n"
            "ValueError: time data 'Πεμ, 03 Δεκ 2026 18:04:11 +0200' does not match format '%a, %d %b %Y %H:%M:%S %z'\n```\n"
            f"item guid athex-{r.randint(100000, 999999)} skipped; will retry on next poll (locale fix pending)")


def price_alert(g):
    r = g.rng
    v = r.random()
    if v < 0.55:
        s = g.pick(SYMS)
        p = g.px[s] * (1 + r.uniform(-0.025, 0.025))
        ch = (p / g.px[s] - 1) * 100 + r.uniform(-1, 1)
        lvl = tick(p * (1 - 0.002 if ch > 0 else 1.002))
        if g.chance(0.6):
            return {"content": f"🔔 **{s}** {P(tick(p))} {'▲' if ch > 0 else '▼'} {ch:+.2f}% (alert {'>' if ch > 0 else '<'} {P(lvl)})"}
        return {"content": "", "embeds": [{"title": f"Price alert · {s}", "fields": [
            {"name": "Last", "value": P(tick(p)), "inline": True},
            {"name": "Chg", "value": f"{ch:+.2f}%", "inline": True},
            {"name": "Trigger", "value": f"{'>' if ch > 0 else '<'} {P(lvl)}", "inline": True}],
            "footer": "PriceAlerts · XATH"}]}
    if v < 0.8:
        return {"content": f"🔔 {g.fut} {g.px['FUT'] + r.randint(-40, 40):,} · basis {r.uniform(-6, 4):+.1f} · vol spike x{r.uniform(2, 4):.1f}"}
    return {"content": f"🔔 GGB 10y yield {g.px['GGB_Y'] + r.uniform(-0.04, 0.04):.3f}% ({r.randint(-5, 5):+d}bp) · vs Bund {r.randint(62, 84)}bp"}



def pnl_embed(g, t, weekly=False):
    r = g.rng
    fields = []
    tot = 0
    for s in sorted(g.book["held"]):
        v = r.randint(-45, 60) * 1000
        tot += v
        fields.append({"name": s, "value": f"€{v:+,} ({v / max(1, g.book['held'][s] * g.px[s]) * 100:+.2f}%)", "inline": True})
    gg = r.randint(-30, 30) * 1000
    fu = r.randint(-40, 40) * 1000
    tot += gg + fu
    real = r.randint(-40, 90) * 1000
    fields += [{"name": GGB, "value": f"€{gg:+,}", "inline": True},
               {"name": g.fut, "value": f"€{fu:+,}", "inline": True},
               {"name": "Realized", "value": f"€{real:+,}", "inline": True},
               {"name": "Unrealized", "value": f"€{tot - real:+,}", "inline": True},
               {"name": "Total", "value": f"€{tot:+,}", "inline": True},
               {"name": "Gross / Net", "value": f"{r.uniform(24, 36):.1f}m / {r.uniform(9, 20):.1f}m", "inline": True}]
    title = "Weekly PnL (Mon–Fri)" if weekly else f"PnL snapshot {g.hhmm(t)} EET"
    return {"title": title, "description": "Marks: last trade (XATH), HDAT mid (GGB), XADE settlement est. (futures)",
            "fields": fields, "footer": "ATHX desk · pnl-svc · not for external distribution"}


ACKS = ["ok", "thx", "👍", "👌", "merci", "efxaristw", "🙏", "ok ok", "kala", "✅", "nice", "👍👍", "tnx", "ενταξει", "ok thx"]
GREET_AM = ["kalimera 👋", "kalimera paidia", "kalimeraaa ☕", "kalimera, ti egine xthes to vrady?", "kalimera! ☕☕",
            "kalimera, arxizoume", "kalimera kai kali evdomada" ]
GREET_PM = ["kalo vrady", "ta leme avrio 👋", "fevgw, kalo vrady", "kalinixta paidia", "ta leme, kalo vrady 🍷"]


def greetings(g):
    r = g.rng
    ppl = ["kostas", "eleni", "giorgos", "nikos", "maria", "dimitris"]
    if g.weekend:
        for _ in range(r.randint(2, 3)):
            g.noise(g.post(g.tod(r.uniform(8, 11)), g.pick(ppl), g.pick(["kalimera, kanei kaneis douleia simera? 😅", "kalo savvatokyriako", "geia sas, mpika gia ligo"])))
        return
    for p in r.sample(ppl, r.randint(3, 5)):
        g.noise(g.post(g.tod(r.uniform(5.6, 7.2)), p, g.pick(GREET_AM)))
    for p in r.sample(ppl, r.randint(2, 4)):
        txt = g.pick(GREET_PM) if not g.friday else g.pick(GREET_PM + ["kalo savvatokyriako!", "kalo SK paidia 🍻"])
        g.noise(g.post(g.tod(r.uniform(15.6, 18.5)), p, txt))


def acks(g, n):
    """Loose acknowledgements replying to recent non-proposal messages (noise)."""
    pool = [m for m in g.msgs if m.cat in ("other", "noise") and m.who in ("hermes", "oms", "athena", "pnl", "ci", "dimitris")
            and m.thread is None]
    pool.sort(key=lambda m: m.serial)
    for _ in range(n):
        if pool and g.chance(0.6):
            tgt = g.pick(pool)
            t = tgt.t + g.rng.randint(20, 400) * 1000
            g.noise(g.post(t, g.pick(["kostas", "eleni", "nikos", "giorgos"]), g.pick(ACKS), ref=tgt))
        else:
            g.noise(g.post(g.when(), g.pick(["kostas", "eleni", "nikos", "giorgos", "maria"]), g.pick(ACKS)))


# --------------------------------------------------------------------------- trade pieces

def propose_eq(g, c, sym, side, qty, lim, stop, proposer, style, thread=None):
    r = g.rng
    buy = side == "BUY"
    q_style = g.pick(["k", "comma", "dot", "plain"]) if proposer != "athena" else "comma"
    q = Q(qty, q_style)
    p, s = P(lim), P(stop)
    t = c(0, 1)
    if proposer == "athena":
        if style == "table":
            rat = g.pick([
                f"{sym} held the {P(tick(lim * 0.985))} support three times this week; foreign flow net positive in the closing auction.",
                f"Relative value vs peers: {sym} trades at {r.uniform(0.8, 1.3):.2f}x TBV against a sector average of {r.uniform(1.0, 1.4):.2f}x.",
                f"Momentum + dividend carry; {sym} is the cleanest expression of the rate-cut-resilient NII story.",
                f"De-risking into strength ahead of the index review; liquidity is best in the first hour.",
            ])
            txt = (f"**[PROPOSAL]** {sym} — {'agorazoume' if buy else 'poulame'} ({'add' if buy else 'trim'})\n"
                   "| Field | Value |\n|---|---|\n"
                   f"| Side | **{side}** |\n| Qty | {q} |\n| Limit | {p} |\n| Stop | {s} |\n"
                   f"| Notional | ~€{qty * lim / 1e6:.2f}m |\n| TIF | DAY |\n"
                   f"> {rat}\n{at('kostas')} egkrisi?")
            m = g.post(t, "athena", txt, thread=thread)
            return g.hard(m, "trade_proposal", [sym, side, q, p], "tagged", "markdown-table proposal with [PROPOSAL] tag"), q
        if style == "json":
            txt = ("proposal (auto) ⤵\n```json\n" + json.dumps(
                {"type": "trade_proposal", "desk": "ATHX", "sym": sym, "side": side, "qty": qty,
                 "limit": float(p), "stop": float(s), "tif": "DAY", "conv": round(r.uniform(0.5, 0.8), 2)}) + "\n```")
            m = g.post(t, "athena", txt, thread=thread)
            return g.hard(m, "trade_proposal", [sym, side, str(qty), json.dumps(float(p))], "structured", "JSON proposal in a code block"), q
        if style == "kv":
            txt = f"PROPOSE desk=ATHX sym={sym} side={side} qty={qty} px={p} stop={s} tif=DAY src=athena conf={r.uniform(0.5, 0.8):.2f}"
            m = g.post(t, "athena", txt, thread=thread)
            return g.hard(m, "trade_proposal", [sym, side, str(qty), p], "structured", "key=value PROPOSE line"), q
        # embed
        e = {"title": f"Trade proposal · {sym}", "description": g.pick([
            "Add on pullback into auction support; book underweight vs model.",
            "Trim into strength; position above target weight after the rally.",
            "Entry on confirmed breakout, volume 1.6x 20d avg."]),
            "author": "athena-research",
            "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": q, "inline": True},
                       {"name": "Limit", "value": p, "inline": True}, {"name": "Stop", "value": s, "inline": True}],
            "footer": f"conv {r.uniform(0.5, 0.8):.2f} · needs approval · ATHX"}
        m = g.post(t, "athena", at("kostas"), embeds=[e], thread=thread)
        return g.hard(m, "trade_proposal", [sym, side, q, p], "embed", "embed-only proposal with fields"), q
    # humans
    sl = sym.lower() if g.chance(0.4) else sym
    if style == "shorthand":
        sw = "b" if buy else "s"
        txt = g.pick([f"{sw} {q} {sl} @ {p} stp {s}, Kosta?", f"{sl} {sw} {q} @{p}, stop {s} — ok?",
                      f"{sw} {q} {sl} {p} lmt / stop {s}"])
        m = g.post(t, proposer, txt, thread=thread)
        return g.hard(m, "trade_proposal", [sl, sw, q, p], "shorthand", "k-suffixed or bare size in b/s shorthand"), q
    if style == "comma":
        pc, sc = P(lim, True), P(stop, True)
        sw = "agorazoume" if buy else "poulame"
        txt = g.pick([f"protasi: {sw} {q} {sym} sta {pc} limit, stop {sc}. to {sym} kratise ksana to {P(tick(lim * 0.99), True)}",
                      f"Kosta, {sw} {q} {sym} sta {pc}; stop {sc}, to exw ypologisei sto book"])
        m = g.post(t, proposer, txt, thread=thread)
        return g.hard(m, "trade_proposal", [sw, q, sym, pc], "untagged", "Greek comma decimal in Greeklish proposal"), q
    sw = g.pick(["agorazoume", "mpainoume", "prosthetoume"]) if buy else g.pick(["poulame", "kovoume", "vgazoume"])
    txt = g.pick([
        f"protasi: {sw} {q} {sym} sta {p}, stop {s}. oi xenoi agorazoun sto auction 3 meres tora",
        f"Kosta thelw {sw} {q} {sym} sta {p} — stop {s}, target {P(tick(lim * 1.06))}. ola ta trapezika travane" if buy else
        f"Kosta {sw} {q} {sym} sta {p}, to ypoloipo me stop {s}. exei treksei poly",
        f"{sym}: {sw} {q} @ {p}, stop {s} 🚀 pes mou" if buy else f"{sym}: {sw} {q} @ {p}, kleidwnoume kerdos 💰 pes mou",
    ])
    m = g.post(t, proposer, txt, thread=thread)
    return g.hard(m, "trade_proposal", [sw, q, sym, p], "untagged", "Greeklish verb-first proposal"), q


APPROVE = [
    ("ok pame", ["ok", "pame"]),
    ("👍 steile to", ["👍", "steile to"]),
    ("ok proxwra", ["ok", "proxwra"]),
    ("ok go", ["ok", "go"]),
    ("nai, pame {sym}", ["nai", "pame", "{sym}"]),
    ("egkrinetai ✅ {sym} {q}", ["egkrinetai", "{sym}", "{q}"]),
    ("dwse {sym} 🔥", ["dwse", "{sym}"]),
    ("approved. steile to twra prin to auction", ["approved", "steile"]),
    ("✅ ok, proxwra. kai vale to stop amesws", ["ok", "proxwra"]),
]
REJECT = [
    ("oxi, stamata. oxi prin ta apotelesmata", ["oxi", "stamata"]),
    ("❌ oxi, poly megalo size gia to book", ["oxi", "megalo size"]),
    ("oxi twra — perimene to auction", ["oxi twra", "perimene"]),
    ("apporriptetai, eimaste full se trapezes", ["apporriptetai", "full se trapezes"]),
    ("den to kanoume to {sym}, sorry. to risk einai idi psila", ["den to kanoume", "{sym}"]),
]


def approve(g, c, prop, sym, q, thread, reject=False, half=None):
    if half:
        txt = f"ok alla mono {half}, oxi {q}. pame"
        m = g.post(c(40, 600), "kostas", txt, ref=prop, thread=thread)
        return g.hard(m, "trade_approval", ["ok", half, "pame"], "reply", "approval with size cut ('mono X, oxi Y')")
    if not reject and g.chance(0.12):
        # approval recorded through the desk's slash command -> bot embed
        tk = f"T-{g.rng.randint(80000, 99999)}"
        e = {"title": "Approval recorded", "fields": [
            {"name": "Instrument", "value": sym, "inline": True}, {"name": "Decision", "value": "APPROVED", "inline": True},
            {"name": "By", "value": "kostas.p", "inline": True}],
            "footer": f"ticket {tk} · /approve"}
        m = g.post(c(40, 600), "oms", "", embeds=[e], ref=prop, thread=thread)
        return g.hard(m, "trade_approval", [sym, "APPROVED", "kostas.p"], "embed", "slash-command approval echoed as embed")
    txt, facts = g.pick_u("reject" if reject else "approve", REJECT if reject else APPROVE)
    txt = txt.format(sym=sym, q=q)
    facts = [f.format(sym=sym, q=q) for f in facts]
    m = g.post(c(40, 900), "kostas", txt, ref=prop, thread=thread)
    idiom = "bare Greeklish reject reply (oxi/stamata)" if reject else (
        "bare 'ok pame' / 'ok go' approval reply" if len(txt) < 12 else None)
    return g.hard(m, "trade_approval", facts, "reply", idiom)


def route(g, c, sym, q, thread, target="hermes", ref=None, qty=10000):
    r = g.rng
    v = r.random()
    if target == "eleni":
        txt = f"{at('eleni')} to vazeis esy xeirokinita sto screen to {sym}, oxi algo simera"
        m = g.post(c(20, 200), "kostas", txt, thread=thread, ref=ref)
        return g.hard(m, "route_decision", [at("eleni"), "to vazeis esy", sym], "untagged", "route to a human by mention")
    if v < 0.35:
        txt = f"{at('hermes')} parta esy to {sym}, iceberg ana {Q(max(500, qty // 8 // 500 * 500), 'k')}"
        m = g.post(c(20, 200), "kostas", txt, thread=thread, ref=ref)
        return g.hard(m, "route_decision", [at("hermes"), "parta esy", sym], "untagged", "route by mentioning exec agent ('parta esy')")
    if v < 0.55:
        txt = f"@exec-agent take it — {sym} {q}, no rush, VWAP mexri tis 13:00"
        m = g.post(c(20, 200), "kostas", txt, thread=thread, ref=ref)
        return g.hard(m, "route_decision", ["@exec-agent", "take it", sym], "untagged", "plain-text @exec-agent take it")
    if v < 0.8:
        txt = (f"Routing **{sym} {q}** to {at('hermes')} (exec). Algo: VWAP, max {r.randint(8, 15)}% ADV. "
               f"cc {role('athx-desk')}")
        m = g.post(c(20, 120), "athena", txt, thread=thread, ref=ref)
        return g.hard(m, "route_decision", ["Routing", sym, at("hermes")], "tagged", None)
    txt = f"🔀 route `{sym}` → {at('hermes')} · ticket ATHX-{r.randint(1000, 9999)} · owner: exec-agent"
    m = g.post(c(20, 120), "athena", txt, thread=thread, ref=ref)
    return g.hard(m, "route_decision", ["route", sym, at("hermes")], "structured", None)


def confirm(g, c, oid, sym, side, qty, lim, style, status="NEW", venue="XATH", weekend=False, delay=(20, 120)):
    r = g.rng
    t = c(*delay)
    q = Q(qty)
    fut = sym.startswith("FTSE")
    pxs = f"{lim:,}" if fut else (P(lim) + "0" if lim >= 10 else P(lim))
    if weekend:
        status = "QUEUED"
    if style == "oms":
        ts = dt.datetime.fromtimestamp(t / 1000, UTC).strftime("%H:%M:%S.%f")[:-3]
        txt = ("```\n"
               f"OMS-BRIDGE {ts}  ORDER {'ACK' if status != 'QUEUED' else 'QUEUED (next session)'}\n"
               f"{'ORDER_ID':<13}{'SIDE':<6}{'SYMBOL':<8}{'QTY':>9}  {'LIMIT':>9}  TIF  VENUE STATUS\n"
               f"{oid:<13}{side:<6}{sym:<8}{q:>9}  {pxs:>9}  {'GTC' if weekend else 'DAY'}  {venue}  {status}\n"
               f"-- session ATHX-OMS-{r.randint(1, 4)}  seq {r.randint(10000, 99999)}  clordid C{r.randint(10 ** 7, 10 ** 8 - 1)}  acct ATHX-PROP-01\n"
               f"-- member code {g.pick(['PIRS', 'EURX', 'NBGS'])}  trader {g.pick(['EV01', 'KP01', 'ND02'])}  algo {g.pick(['ICEBERG', 'VWAP', 'NONE'])}\n"
               "```")
        m = g.post(t, "oms", txt)
        return g.hard(m, "trade_confirmation", [oid, side, sym, status], "structured", "OMS fixed-width ACK block")
    if style == "agent":
        if weekend:
            txt = (f"📥 **Order queued** — `{oid}` {side} {q} {sym} @ {pxs} lmt, GTC, "
                   f"releases in the pre-open auction Monday 10:00. Status: {status}")
        else:
            txt = (f"✅ **Order working** — `{oid}` {side} {q} {sym} @ {P(lim)} lmt, DAY, {venue}. "
                   f"Slicing {r.randint(3, 8)} clips, first clip live.")
        m = g.post(t, "hermes", txt)
        return g.hard(m, "trade_confirmation", [oid, "queued" if weekend else "working", sym], "tagged", None)
    if style == "kv":
        txt = f"ord_status id={oid} sym={sym} side={side[0]} qty={qty} px={pxs if fut else P(lim)} status={'QUEUED' if weekend else 'ACCEPTED'} venue={venue}"
        m = g.post(t, "oms", txt)
        return g.hard(m, "trade_confirmation", [oid, sym, "QUEUED" if weekend else "ACCEPTED"], "structured", "ord_status key=value line")
    e = {"title": "Order accepted" if not weekend else "Order queued", "fields": [
        {"name": "Order", "value": oid, "inline": True}, {"name": "Symbol", "value": sym, "inline": True},
        {"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": q, "inline": True},
        {"name": "Limit", "value": P(lim), "inline": True}],
        "footer": f"{venue} · {'GTC · next session' if weekend else 'DAY'} · OMS"}
    m = g.post(t, "oms", "", embeds=[e])
    return g.hard(m, "trade_confirmation", [oid, sym, "Order accepted" if not weekend else "Order queued"], "embed", "embed-only order ack")


def fill(g, c, oid, sym, side, lastq, lastpx, cum, leaves, avg, style, who="eleni"):
    r = g.rng
    t = c(60, 1500)
    lq, lp = Q(lastq), P(lastpx)
    if style == "oms":
        ts = dt.datetime.fromtimestamp(t / 1000, UTC).strftime("%H:%M:%S.%f")[:-3]
        txt = ("```\n"
               f"OMS-BRIDGE {ts}  EXEC REPORT {'PARTIAL' if leaves else 'FILLED'}\n"
               f"{'ORDER_ID':<13}{'SIDE':<5}{'SYMBOL':<8}{'LAST_QTY':>9} {'LAST_PX':>8} {'CUM_QTY':>9} {'LEAVES':>8} {'AVG_PX':>8}\n"
               f"{oid:<13}{side:<5}{sym:<8}{lq:>9} {lp:>8} {Q(cum):>9} {Q(leaves):>8} {avg:>8}\n"
               f"-- exec_id E{r.randint(10 ** 8, 10 ** 9 - 1)}  venue XATH  liq {g.pick(['ADD', 'REMOVE'])}  contra {g.pick(['MM', 'AGENCY', 'n/a'])}\n"
               f"-- session ATHX-OMS-{r.randint(1, 4)}  seq {r.randint(10000, 99999)}  fees est €{r.uniform(5, 90):.2f}\n"
               "```")
        m = g.post(t, "oms", txt)
        return g.hard(m, "trade_fill", [sym, side, lq, lp], "structured", "OMS fixed-width EXEC REPORT block")
    if style == "table":
        txt = (f"**[FILL]** {sym}\n| Order | Side | Qty | Px | Cum | Leaves | Avg |\n|---|---|---:|---:|---:|---:|---:|\n"
               f"| `{oid}` | {side} | {lq} | {lp} | {Q(cum)} | {Q(leaves)} | {avg} |\n"
               + ("> done ✅" if not leaves else f"> working the rest, {r.randint(2, 6)} clips left"))
        m = g.post(t, "hermes", txt)
        return g.hard(m, "trade_fill", [sym, side, lq, lp], "tagged", "[FILL] markdown table from exec agent")
    if style == "human":
        verb = "agorastikan" if side == "BUY" else "poulithikan"
        ql = Q(lastq, "k")
        txt = g.pick([f"{verb} {ql} {sym.lower()} sta {lp} ✅", f"{sym}: {verb} {ql} @ {lp}, {'teleiwsame' if not leaves else 'menoun ' + Q(leaves, 'k')}",
                      f"gemise: {verb} {ql} {sym} {lp}"])
        symw = sym.lower() if sym.lower() + " sta" in txt else sym
        m = g.post(t, who, txt)
        return g.hard(m, "trade_fill", [symw, verb, ql, lp], "untagged", "Greeklish passive 'agorastikan/poulithikan' fill")
    if style == "json":
        txt = json.dumps({"evt": "fill", "ord": oid, "sym": sym, "side": side, "qty": lastq, "px": float(lp),
                          "cum": cum, "leaves": leaves, "venue": "XATH"})
        m = g.post(t, "oms", txt)
        return g.hard(m, "trade_fill", [sym, side, str(lastq), json.dumps(float(lp))], "structured", "raw JSON fill line")
    e = {"title": "Execution report", "author": "OMS", "fields": [
        {"name": "Symbol", "value": sym, "inline": True}, {"name": "Side", "value": side, "inline": True},
        {"name": "Qty", "value": lq, "inline": True}, {"name": "Price", "value": lp, "inline": True},
        {"name": "Leaves", "value": Q(leaves), "inline": True}],
        "footer": f"order {oid} · venue XATH"}
    m = g.post(t, "oms", "", embeds=[e])
    return g.hard(m, "trade_fill", [sym, side, lq, lp], "embed", "embed-only execution report")


def stop_msg(g, c, sym, stop, qty, who, style, thread=None, ref=None):
    r = g.rng
    s = P(stop)
    t = c(60, 900)
    if style == "agent":
        sid = f"S-{r.randint(50000, 59999)}"
        txt = f"🛑 Stop placed: **{sym}** sell-stop {s} on {Q(qty)} (GTC) — OMS `{sid}`"
        m = g.post(t, "hermes", txt, thread=thread, ref=ref)
        return g.hard(m, "stop_or_target_change", [sym, s, sid], "tagged", None)
    if style == "comma":
        sc = P(stop, True)
        txt = g.pick([f"{sym} stop {sc} ✋", f"stop sta {sc} gia ola ta {sym}", f"to stop sto {sym} to vazw {sc}"])
        m = g.post(t, who, txt, thread=thread, ref=ref)
        return g.hard(m, "stop_or_target_change", [sym, "stop", sc], "untagged", "Greek comma decimal in stop level")
    if style == "target":
        tg = P(tick(stop))
        txt = g.pick([f"target {tg} gia to {sym}, vazw limit sell ekei", f"{sym} take profit sta {tg}, to evala sto OMS"])
        m = g.post(t, who, txt, thread=thread, ref=ref)
        return g.hard(m, "stop_or_target_change", [sym, tg], "untagged", None)
    txt = g.pick([f"stop sta {s} gia ola ta {sym}", f"{sym}: stop {s}", f"evala stop {s} sto {sym}, GTC"])
    m = g.post(t, who, txt, thread=thread, ref=ref)
    return g.hard(m, "stop_or_target_change", [sym, "stop", s], "untagged", None)


def risk_resize(g, c, oid, sym, qreq, qok):
    cap = round(qok * g.px[sym] / 1e6, 1)
    t = c(2, 10)
    txt = ("```yaml\npre_trade:\n"
           f"  order: {oid}\n  symbol: {sym}\n  result: RESIZED\n"
           f"  qty_requested: {qreq}\n  qty_allowed: {qok}\n"
           f"  reason: single_name_cap {sym} {g.limit_at('single', t):.1f}m (headroom {cap}m)\n```")
    m = g.post(t, "riskbot", txt)
    return g.hard(m, "risk_limit", [oid, "RESIZED", str(qok)], "structured", "riskbot YAML pre-trade resize")


# --------------------------------------------------------------------------- trade scenarios

def trade_eq(g, t0, sym, side, kind="full", proposer=None, thread=False, stop_edit=False):
    r = g.rng
    c = g.cur(t0)
    wk = g.weekend
    px = g.px[sym]
    buy = side == "BUY"
    lim = tick(px * (1 - r.uniform(0, 0.004)) if buy else px * (1 + r.uniform(0, 0.004)))
    stop = tick((lim if buy else px) * (1 - r.uniform(0.025, 0.045)))
    qty = g.lot(sym)
    if not buy:
        qty = min(qty, g.book["held"].get(sym, qty))
        qty = max(LOTS[sym][2], qty // LOTS[sym][2] // 2 * LOTS[sym][2])
    proposer = proposer or g.pick(["athena", "athena", "eleni", "eleni", "nikos"])
    if proposer == "athena":
        style = g.pick(["table", "table", "json", "kv", "embed"])
    else:
        style = g.pick(["shorthand", "comma", "prose", "prose"])
    # pre-chat near miss
    if g.chance(0.35):
        nm = g.pick([
            (f"ti les, an pairname {sym} sta {P(tick(px * 0.98))}? apla skeftomai", "hypothetical 'an pairname' (what if we bought)"),
            (f"poso {sym} exoume telika sto book?", None),
            (f"kapoios na koitaksei to {sym}, kati ginetai sto auction", None),
        ])
        g.near(g.post(c(0, 300), g.pick(["nikos", "eleni", "giorgos"]), nm[0]), nm[1])
    th = None
    c(20, 240)
    prop, q = propose_eq(g, c, sym, side, qty, lim, stop, proposer, style)
    if thread:
        th = Thread(prop, f"{sym} {side.lower()} {q}")
        g.post(c(10, 60), proposer if proposer != "athena" else "eleni",
               g.pick([f"anoigw thread gia to {sym} na min gemisei to kanali", "sizitisi edw 👇"]), thread=th)
    if g.chance(0.35):
        g.pin(c(5, 60), prop)
    if g.chance(0.55):
        pretrade_check(g, c(5, 60), prop, sym, qty)
    # questions / non-authority reactions
    if g.chance(0.45):
        qa_ = g.pick([
            (f"giati {q} kai oxi ta misa?", ("giati to liquidity ftanei, ~{p}% tou ADV", "Size is {p}% of 20d ADV; liquidity supports the full clip.")),
            ("stop toso konta? to ATR einai megalo simera", ("to ATR einai {a}%, to stop einai ekso apo to noise", "ATR(14) is {a}%; the stop sits outside 1.5x ATR.")),
            (f"exoumε xwro sto single-name limit gia {sym}?".replace("ε", "e"), ("exoume, to elegksa, ~{h}m headroom", "Yes — headroom ~{h}m after this order.")),
            ("sto auction i twra?", ("twra, to book einai lepto sto auction", "Now; auction depth has been thin this week.")),
        ])
        qm = g.near(g.post(c(30, 400), g.pick([x for x in ["nikos", "giorgos", "maria"] if x != proposer]), qa_[0], ref=prop, thread=th))
        ans = qa_[1][1] if proposer == "athena" else qa_[1][0]
        g.post(c(20, 300), proposer, ans.format(p=g.rng.randint(4, 9), a=f"{g.rng.uniform(1.6, 2.8):.1f}", h=f"{g.rng.uniform(1.5, 3.5):.1f}"),
               ref=qm, thread=th)
    if g.chance(0.25):
        g.near(g.post(c(10, 200), "nikos", g.pick(["wraio 👌 des ti leei o Kostas", "👀 kalo fainetai", "+1 apo mena (den apofasizw egw 😅)"]),
                      ref=prop, thread=th), "non-authority thumbs-up on a proposal")
    if kind == "reject":
        approve(g, c, prop, sym, q, th, reject=True)
        if g.chance(0.6):
            g.post(c(20, 300), proposer,
                   "Understood — proposal withdrawn, logged for review." if proposer == "athena" else
                   g.pick(["ok, to afinoume", "kala, to ksanavlepoume avrio", "ok 😕", "krima, kala"]), thread=th)
        return
    half = None
    if kind == "half":
        hq = qty // 2 // LOTS[sym][2] * LOTS[sym][2]
        half = Q(hq, "k")
        qty = hq
    ap = approve(g, c, prop, sym, q, th, half=half)
    if half:
        q = half
    if g.chance(0.3):
        g.react(c(1, 20), prop, "✅", "kostas")
    oid = g.oid()
    routed_to = "eleni" if (proposer == "eleni" and g.chance(0.25)) else "hermes"
    if g.chance(0.88):
        route(g, c, sym, q, th, target=routed_to, ref=ap if th is None and g.chance(0.4) else None, qty=qty)
    if routed_to == "hermes" and g.chance(0.7):
        exec_plan(g, c(10, 90), sym, side, Q(qty))
    if kind == "resize":
        qok = qty * 3 // 4 // LOTS[sym][2] * LOTS[sym][2]
        risk_resize(g, c, oid, sym, qty, qok)
        qty = qok
    if kind == "venue_reject" and not wk:
        txt = (f"```\nOMS-BRIDGE  ORDER REJECT\nORDER_ID     SYMBOL  REASON\n{oid:<13}{sym:<8}PRICE_OUTSIDE_STATIC_BAND (ref {P(px)})\n```")
        rej = g.hard(g.post(c(5, 40), "oms", txt), "trade_confirmation", [oid, sym, "REJECT"], "structured", "venue reject in OMS block")
        g.post(c(20, 120), "hermes", f"{sym}: limit fat-finger, diorthwnw kai ksanastelnw. (px {P(lim)})", ref=rej)
        oid = g.oid()
    cstyle = g.pick(["oms", "oms", "agent", "kv", "embed"])
    conf = confirm(g, c, oid, sym, side, qty, lim, cstyle, weekend=wk)
    if wk:
        if stop_edit and buy:
            stop_edit_twice(g, c, sym, stop, who=proposer if proposer in ("eleni", "nikos") else "eleni", thread=th)
        elif buy and g.chance(0.7):
            stop_msg(g, c, sym, stop, qty, proposer if proposer != "athena" else "eleni", g.pick(["plain", "comma", "agent"]), thread=th)
        if buy and sym not in g.book["held"]:
            g.entered.append(sym)
        return
    # fills
    nf = g.pick([1, 1, 2, 2, 3])
    cum = 0
    fills = []
    for i in range(nf):
        lastq = qty - cum if i == nf - 1 else max(LOTS[sym][2], (qty // nf) // 500 * 500)
        step = 0.001 if lim < 10 else 0.01
        lastpx = tick(lim - step * r.randint(0, 3) if buy else lim + step * r.randint(0, 3))
        cum += lastq
        avg = P(lim - step if buy else lim + step) if cum != lastq else P(lastpx)
        fstyle = g.pick(["oms", "oms", "table", "human", "json", "embed"])
        f = fill(g, c, oid, sym, side, lastq, lastpx, cum, qty - cum, avg, fstyle,
                 who=proposer if proposer in ("eleni", "nikos") else "eleni")
        fills.append((f, fstyle, lastq, lastpx, cum, avg))
        if g.chance(0.3):
            g.noise(g.post(c(5, 90), g.pick(["kostas", "eleni", "nikos"]), g.pick(ACKS), ref=f))
    # fill correction by edit (OMS only)
    for f, fstyle, lastq, lastpx, cum, avg in fills:
        if fstyle == "oms" and g.chance(0.3) and not g.book.get("_fill_edit_done"):
            g.book["_fill_edit_done"] = True
            step = 0.001 if lim < 10 else 0.01
            newpx = tick(lastpx - step * 2 if buy else lastpx + step * 2)
            old = P(lastpx)
            if old in f.final.replace(old, "", 1) or P(newpx) == old:
                continue
            new = f.final.replace(old, P(newpx), 1).replace("EXEC REPORT", "EXEC REPORT (CORRECTED)")
            if old in new:
                continue
            g.edit(f.t + r.randint(60, 600) * 1000, f, new, superseded=[old])
            f.hard[0][1] = [sym, side, Q(lastq), P(newpx)]
            g.idioms.append(("OMS fill corrected by edit", f, "trade_fill"))
            break
    if buy:
        g.book["held"][sym] = g.book["held"].get(sym, 0) + qty
        if sym not in g.book["held_at_open"]:
            g.entered.append(sym)
    # stop
    if buy and not stop_edit and g.chance(0.8):
        st_ = g.pick(["plain", "plain", "comma", "agent", "target"])
        stop_msg(g, c, sym, tick(lim * 1.06) if st_ == "target" else stop, qty,
                 proposer if proposer in ("eleni", "nikos") else "eleni", st_, thread=th)
    if not buy and g.chance(0.5):
        stop_msg(g, c, sym, tick(px * 0.95), g.book["held"].get(sym, qty), "kostas", g.pick(["plain", "comma"]), thread=th)
    if stop_edit:
        stop_edit_twice(g, c, sym, stop, who=proposer if proposer in ("eleni", "nikos") else "eleni", thread=th)
    # leftover expire at close
    if kind == "expire":
        pass


def stop_edit_twice(g, c, sym, stop, who, thread=None):
    r = g.rng
    up = 0.006 + r.uniform(0, 0.004)
    s1, s2, s3 = stop, tick(stop * (1 + up)), tick(stop * (1 + up * 2 + 0.002))
    if len({P(s1), P(s2), P(s3)}) < 3:
        s2, s3 = tick(stop * 1.012), tick(stop * 1.025)
    t = c(120, 900)
    base = g.pick(["{sym}: stop {s}", "stop {sym} {s} (GTC)", "{sym} stop → {s}"])
    m = g.post(t, who, base.format(sym=sym, s=P(s1)), thread=thread)
    g.pin(t + r.randint(30, 300) * 1000, m, by="kostas")
    t2 = t + r.randint(40, 110) * 60000
    g.edit(t2, m, base.format(sym=sym, s=P(s2)) + " ⬆️ anevika")
    t3 = t2 + r.randint(40, 150) * 60000
    final = base.format(sym=sym, s=P(s3)) + " ⬆️⬆️ anevika ksana (trailing)"
    g.edit(t3, m, final)
    m.sup.extend([P(s1), P(s2)])
    g.hard(m, "stop_or_target_change", [sym, "stop", P(s3)], "untagged", "stop moved twice by editing the same message")
    return m


def trade_ggb(g, t0, kind="full"):
    r = g.rng
    c = g.cur(t0)
    wk = g.weekend
    side = g.pick(["SELL", "BUY"])
    nom = r.choice([5, 5, 10, 15])
    px = g.px["GGB"] + (0.02 if side == "SELL" else -0.02)
    y = g.px["GGB_Y"]
    pxs = f"{px:.3f}".rstrip("0")
    if pxs.endswith("."):
        pxs += "0"
    who = g.pick(["giorgos", "giorgos", "athena"])
    verb = "poulame" if side == "SELL" else "agorazoume"
    if who == "giorgos":
        txt = g.pick([
            f"protasi: {verb} {nom}mm {GGB} ({GGB_LONG[4:]}) sta {pxs} / {y:.2f}%, to spread vs Bund sta {r.randint(62, 84)}bp einai {'sfixto' if side == 'SELL' else 'fardy'}",
            f"{GGB}: {verb} {nom}mm @ {pxs} ({y:.2f}%), RFQ se 3 dealers. Kosta?",
        ])
        m = g.post(c(0, 1), "giorgos", txt)
        prop = g.hard(m, "trade_proposal", [verb, f"{nom}mm", GGB, pxs], "untagged", "GGB proposal in mm nominal with price/yield")
    else:
        txt = (f"**[PROPOSAL] Rates** — {GGB} {side}\n| Bond | Side | Nominal | Px | Yld |\n|---|---|---:|---:|---:|\n"
               f"| {GGB_LONG} | **{side}** | €{nom}mm | {pxs} | {y:.3f}% |\n"
               f"> DV01 impact {'-' if side == 'SELL' else '+'}{nom * 0.84:.1f}k/bp; curve {'flattener unwind' if side == 'SELL' else 'carry add'}.\n"
               f"{at('giorgos')} {at('kostas')}")
        m = g.post(c(0, 1), "athena", txt)
        prop = g.hard(m, "trade_proposal", [GGB_LONG, side, f"€{nom}mm", pxs], "tagged", None)
    th = None
    if g.chance(0.4):
        th = Thread(prop, "GGB 10y")
        g.post(c(10, 60), "giorgos", "thread gia to GGB 👇", thread=th)
    if g.chance(0.4):
        g.near(g.post(c(30, 300), "nikos", g.pick(["to 2012 ta GGB 10y itan sto 30% lol, thymasai to PSI?",
                                                   "posa DV01 exoume twra sto book?"]), ref=prop, thread=th),
               "GGB history from the crisis (PSI)")
    if kind == "reject":
        approve(g, c, prop, GGB, f"{nom}mm", th, reject=True)
        return
    ap = approve(g, c, prop, GGB, f"{nom}mm", th)
    if g.chance(0.6):
        txt = g.pick([f"{at('hermes')} RFQ sto TW, 3 dealers, parta esy to {GGB}",
                      f"Giorgo, parta esy to {GGB} sto HDAT, ta algos den vohthane edw"])
        facts = [at("hermes"), "parta esy", GGB] if "TW" in txt else ["Giorgo", "parta esy", GGB]
        g.hard(g.post(c(20, 200), "kostas", txt, thread=th), "route_decision", facts, "untagged")
    tk = f"TW-{g.date.strftime('%y%m')}-{r.randint(1000, 9999)}"
    if wk:
        g.hard(g.post(c(60, 600), "hermes", f"📥 `{tk}` {side} €{nom}mm {GGB_LONG}: RFQ staged, will release Monday 09:00 (status STAGED)"),
               "trade_confirmation", [tk, "STAGED", GGB_LONG], "tagged")
        return
    dealer = g.pick(["Eurobank Equities", "Piraeus Sec", "JPM", "Citi", "Goldman"])
    fpx = f"{px + (0.005 if side == 'SELL' else -0.005):.3f}"
    txt = (f"**[FILL] {GGB}** `{tk}`\n```\nBOND            SIDE  NOMINAL   PRICE    YIELD   CPTY\n"
           f"{GGB_LONG[4:]:<16}{side:<6}{nom}mm{'':<5}{fpx:<9}{y - 0.002 if side == 'SELL' else y + 0.002:.3f}%  {dealer}\n```"
           f"cover {r.randint(1, 4)}bp cents · {r.randint(3, 5)} dealers")
    g.hard(g.post(c(120, 1800), "hermes", txt), "trade_fill", [GGB, side, f"{nom}mm", fpx], "tagged", "GGB fill with cover in a code block")
    if g.chance(0.5):
        g.noise(g.post(c(10, 200), "giorgos", g.pick(["👌", "kalo cover", "thx hermes"])))


def trade_fut(g, t0, kind="full"):
    r = g.rng
    c = g.cur(t0)
    wk = g.weekend
    side = g.pick(["SELL", "SELL", "BUY"])
    lots = r.choice([10, 15, 20, 25, 30])
    px = g.px["FUT"] + r.randint(-8, 8)
    pxs = f"{px:,}"
    stop = px + 70 if side == "SELL" else px - 70
    verb = "poulame" if side == "SELL" else "agorazoume"
    txt = g.pick([f"{'hedge' if side == 'SELL' else 'hedge unwind'}: {verb} {lots} {g.fut} sta {pxs}, stop {stop:,}",
                  f"{'s' if side == 'SELL' else 'b'} {lots} {g.fut} @ {pxs} ({'hedge' if side == 'SELL' else 'unwind hedge'})"])
    facts = [verb if verb in txt else ("s" if side == "SELL" else "b"), str(lots), g.fut, pxs]
    prop = g.hard(g.post(c(0, 1), "nikos", txt), "trade_proposal", facts,
                  "untagged" if "hedge" in txt.split(":")[0] and ":" in txt else "shorthand", "index-futures hedge proposal with month code")
    if kind == "reject":
        approve(g, c, prop, g.fut, str(lots), None, reject=True)
        return
    approve(g, c, prop, g.fut, str(lots), None)
    oid = g.oid("DX")
    if g.chance(0.6):
        g.hard(g.post(c(20, 200), "kostas", f"{at('hermes')} parta esy ta {g.fut}, sto mid"), "route_decision",
               [at("hermes"), "parta esy", g.fut], "untagged")
    confirm(g, c, oid, g.fut, side, lots, px, g.pick(["oms", "kv"]), venue="XADE", weekend=wk)
    if wk:
        return
    fpx = px + (-1 if side == "SELL" else 1) * r.randint(0, 2)
    txt = g.pick([f"{g.fut}: {'poulithikan' if side == 'SELL' else 'agorastikan'} {lots} sto {fpx:,} ✅",
                  f"fill {g.fut} {side} {lots} @ {fpx:,} (XADE)"])
    w = ("poulithikan" if side == "SELL" else "agorastikan") if ":" in txt.split()[0] else side
    g.hard(g.post(c(30, 900), "nikos" if ":" in txt.split()[0] else "hermes", txt), "trade_fill",
           [g.fut, w, str(lots), f"{fpx:,}"], "untagged" if w != side else "shorthand")
    if side == "SELL" and g.chance(0.7):
        g.hard(g.post(c(60, 600), "nikos", f"stop sto {g.fut} sta {stop:,} (buy stop)"), "stop_or_target_change",
               [g.fut, "stop", f"{stop:,}"], "untagged")


# --------------------------------------------------------------------------- news

BANK_NEWS = [
    ("Notification of SREP 2027 decision", "Γνωστοποίηση απόφασης SREP 2027",
     "The ECB set the 2027 Pillar 2 Requirement at {a}% (2026: {b}%). Total SREP capital requirement {c}%.", "SREP 2027", "SREP 2027"),
    ("Interim dividend of €{d} per share", "Καταβολή προμερίσματος €{dg} ανά μετοχή",
     "Ex-dividend date {exd}; record date {rec}; payment {pay}.", "Interim dividend", "προμερίσματος"),
    ("{ag} upgrades long-term deposit rating to {rt}", "Αναβάθμιση πιστοληπτικής αξιολόγησης από {ag}",
     "Outlook {ol}. The upgrade reflects improved asset quality and profitability.", "upgrades", "Αναβάθμιση"),
    ("Successful placement of €{x}m Tier 2 notes", "Επιτυχής τοποθέτηση ομολογιών Tier 2 ύψους €{x}εκ.",
     "Coupon {cp}%, 10.25NC5.25, orderbook above €{bk}bn from {inv}+ investors.", "Tier 2 notes", "Tier 2"),
    ("Share buyback: approval of new programme up to €{x}m", "Έγκριση νέου προγράμματος αγοράς ιδίων μετοχών έως €{x}εκ.",
     "Duration 12 months; maximum {pct}% of share capital.", "buyback", "ιδίων μετοχών"),
]
ISSUER_NEWS = {
    "PPC": [("Business plan update 2027-2030: capex €{cx}bn", "Επικαιροποίηση επιχειρηματικού σχεδίου 2027-2030",
             "EBITDA target €{e}bn by 2028; DPS floor €{d}.", "Business plan", "επιχειρηματικού σχεδίου"),
            ("Agreement for {mw}MW data centre joint venture", "Συμφωνία κοινοπραξίας για data center {mw}MW",
             "Partner to contribute €{x}m; first phase online 2028.", "data centre", "data center")],
    "OPAP": [("Special dividend of €{d} per share", "Έκτακτο μέρισμα €{dg} ανά μετοχή",
              "Ex-date {exd}; payment {pay}.", "Special dividend", "Έκτακτο μέρισμα"),
             ("Q3 2026 trading update: GGR €{x}m (+{g}% y/y)", "Ενημέρωση γ' τριμήνου 2026",
              "Online GGR +{g2}% y/y; EBITDA margin {m}%.", "trading update", "τριμήνου")],
    "MYTIL": [("Award of €{x}m EPC contract for solar parks in Chile", "Ανάθεση σύμβασης EPC €{x}εκ. στη Χιλή",
               "Delivery 2027-2028; backlog now €{b}bn.", "EPC contract", "σύμβασης EPC"),
              ("Notification of change in voting rights", "Γνωστοποίηση μεταβολής δικαιωμάτων ψήφου",
               "{holder} now holds {pct}% of the voting rights.", "voting rights", "δικαιωμάτων ψήφου")],
}
OTHER_NEWS = [
    ("Invitation to an Extraordinary General Meeting", "Πρόσκληση σε Έκτακτη Γενική Συνέλευση", "Agenda: share capital return of €{d} per share; EGM on {rec}."),
    ("Announcement of transactions by persons discharging managerial responsibilities", "Ανακοίνωση συναλλαγών προσώπων με διευθυντικές ευθύνες",
     "A board member purchased {n} shares at an average price of €{p}."),
    ("Bond interest payment notice", "Ανακοίνωση καταβολής τόκου ομολογιών", "Coupon period {n} of the 2028 green bond; payment on {pay}."),
    ("Interim dividend of €{d} per share", "Καταβολή προμερίσματος €{dg} ανά μετοχή", "Ex-dividend date {exd}."),
    ("Notification of change in significant holdings", "Γνωστοποίηση μεταβολής σημαντικών συμμετοχών",
     "{holder} now holds {pct}% of voting rights."),
    ("Financial calendar 2027", "Οικονομικό ημερολόγιο 2027", "FY2026 results on {fy}; AGM on {agm}."),
    ("Completion of share buyback programme", "Ολοκλήρωση προγράμματος αγοράς ιδίων μετοχών",
     "{n} shares acquired at an average price of €{p}."),
    ("Agreement to acquire a {pct}% stake in a Romanian peer", "Συμφωνία απόκτησης ποσοστού {pct}% σε εταιρεία στη Ρουμανία",
     "Consideration €{x}m, subject to regulatory approvals."),
]


def _fill_news(g, s):
    r = g.rng
    d = f"0.{r.randint(10, 60)}"
    return s.format(a=f"{r.uniform(2.5, 3.0):.2f}", b=f"{r.uniform(2.6, 3.1):.2f}", c=f"{r.uniform(11, 12.5):.2f}",
                    d=d, dg=d.replace(".", ","), exd=f"{r.randint(8, 18)}/12/2026", rec=f"{r.randint(19, 22)}/12/2026",
                    pay=f"{r.randint(5, 15)}/01/2027", ag=g.pick(["Moody's", "S&P", "Fitch"]),
                    rt=g.pick(["A3", "BBB+", "A-", "Baa1"]), ol=g.pick(["stable", "positive"]),
                    x=r.randint(3, 9) * 50, cp=f"{r.uniform(3.6, 4.8):.3f}", bk=f"{r.uniform(1.5, 4):.1f}",
                    inv=r.randint(90, 220), pct=f"{r.uniform(1, 9):.2f}", e=f"{r.uniform(2.8, 3.6):.1f}",
                    mw=r.choice([150, 200, 300]), g=r.randint(3, 12), g2=r.randint(8, 25), m=r.randint(34, 41),
                    holder=g.pick(["BlackRock, Inc.", "Norges Bank", "Capital Group", "UniCredit S.p.A."]),
                    fy=f"{r.randint(10, 30)}/03/2027", agm=f"{r.randint(10, 30)}/05/2027", n=f"{r.randint(200, 900) * 1000:,}",
                    p=f"{r.uniform(3, 30):.2f}", cx=f"{r.uniform(9, 14):.1f}")


RELAY_EXTRA_EN = [
    "The Board of Directors approved the above at its meeting held today; the relevant decision is subject to the customary regulatory approvals.",
    "Further details, including the timetable, will be published in due course in accordance with the applicable legislation.",
    "The transaction is not expected to have a material impact on the Group's capital ratios as at the date of this announcement.",
    "Investors are advised to read the full text of the announcement, which includes forward-looking statements and related risks.",
]
RELAY_EXTRA_GR = [
    "Το Διοικητικό Συμβούλιο ενέκρινε τα ανωτέρω κατά τη σημερινή του συνεδρίαση, υπό την επιφύλαξη των συνήθων εγκρίσεων.",
    "Περισσότερες λεπτομέρειες, συμπεριλαμβανομένου του χρονοδιαγράμματος, θα ανακοινωθούν εν καιρώ σύμφωνα με την ισχύουσα νομοθεσία.",
    "Η συναλλαγή δεν αναμένεται να έχει σημαντική επίδραση στους δείκτες κεφαλαιακής επάρκειας του Ομίλου.",
    "Οι επενδυτές καλούνται να διαβάσουν το πλήρες κείμενο της ανακοίνωσης, το οποίο περιλαμβάνει δηλώσεις για το μέλλον.",
]


def relay_post(g, t, sym, label):
    """ATHEX relay announcement for an issuer; label: held|watch|near."""
    r = g.rng
    legal, grl, grs = ISSUER[sym]
    if sym in ISSUER_NEWS and g.chance(0.6):
        en, gr, body, fen, fgr = g.pick(ISSUER_NEWS[sym])
    elif sym in BANKS:
        en, gr, body, fen, fgr = g.pick_u("banknews", BANK_NEWS)
    elif sym in ISSUER_NEWS:
        en, gr, body, fen, fgr = g.pick(ISSUER_NEWS[sym])
    else:
        en, gr, body = g.pick_u("othernews", OTHER_NEWS)
        fen = en.split(" ")[0] + " " + en.split(" ")[1]
        fgr = gr.split(" ")[0]
    en, gr, body = _fill_news(g, en), _fill_news(g, gr), _fill_news(g, body)
    body = body + " " + g.pick(RELAY_EXTRA_EN)
    gr_extra = g.pick(RELAY_EXTRA_GR)
    link = f"https://www.athexgroup.gr/el/web/guest/company-announcements/-/announcement/{r.randint(80000, 99999)}"
    v = r.random()
    show_ticker = g.chance(0.4)
    boil_en = (f"{legal} (the \u201cCompany\u201d) announces, pursuant to Article 17 of Regulation (EU) No 596/2014 and the "
               f"ATHEX Rulebook, the following: {body} The Company will keep the investing public informed of any further "
               "developments. This announcement is also available on the Company's website and on the website of Athens Exchange.")
    boil_gr = (f"Η {grl} (η «Εταιρεία») ανακοινώνει, σύμφωνα με το άρθρο 17 του Κανονισμού (ΕΕ) αριθ. 596/2014 και τον "
               f"Κανονισμό του Χρηματιστηρίου Αθηνών, τα ακόλουθα: {gr}. {gr_extra} Η Εταιρεία θα ενημερώνει το επενδυτικό κοινό για κάθε "
               "νεότερη εξέλιξη. Η παρούσα ανακοίνωση είναι διαθέσιμη στον ιστότοπο της Εταιρείας και του Χρηματιστηρίου Αθηνών.")
    if v < 0.45:
        txt = (f"📢 **ATHEX · Ρυθμιζόμενη πληροφορία**\n**{legal}**{f' ({sym})' if show_ticker and sym in SYMS else ''}\n"
               f"**{en}**\n{boil_en}\n> {grl}: {gr}\n> {boil_gr}\n<{link}>")
        m = g.post(t, "relay", txt)
        facts, ph = [legal, fen], "untagged"
        idiom = "legal-name-only ATHEX announcement (no ticker)" if not show_ticker else None
    elif v < 0.7:
        txt = f"📢 **{grl}** — {gr}\n{boil_gr}\n🔗 {link}"
        m = g.post(t, "relay", txt)
        facts, ph = [grl, fgr], "untagged"
        idiom = "Greek-script-only announcement"
    else:
        e = {"title": f"{legal} · {en}", "description": boil_en, "url": link, "author": "ATHEX announcements",
             "fields": [{"name": "Εκδότης", "value": grl, "inline": False},
                        {"name": "Κατηγορία", "value": g.pick(["Ρυθμιζόμενη πληροφορία", "Εταιρικές πράξεις", "Λοιπές ανακοινώσεις"]), "inline": True},
                        {"name": "Αγορά", "value": "Κύρια Αγορά", "inline": True}],
             "footer": f"ATHEX · {g.dstr()} {g.hhmm(t)}"}
        m = g.post(t, "relay", "", embeds=[e])
        facts, ph = [legal, fen], "embed"
        idiom = "embed-only announcement"
    if label == "near":
        return g.near(m, "announcement on a name the desk neither holds nor watches")
    return g.hard(m, "held_position_news" if label == "held" else "watchlist_news", facts, ph, idiom)


def macro_relay(g, t, label):
    """GGB (Hellenic Republic) or FTSE/ATHEX Large Cap (underlying of held futures) news."""
    r = g.rng
    if label == "ggb":
        opts = [
            (f"PDMA: re-opening of the 3.625% GGB due 15/06/2036 via syndicate, €{r.randint(3, 8) * 100}m",
             "ΟΔΔΗΧ: επανέκδοση του 10ετούς ομολόγου 3,625% 2036",
             f"Books above €{r.uniform(8, 20):.1f}bn; re-offer yield {g.px['GGB_Y'] - 0.01:.3f}%.", ["PDMA", "3.625% GGB due 15/06/2036"]),
            (f"Scope Ratings upgrades Hellenic Republic to {g.pick(['A-', 'BBB+'])}", "Αναβάθμιση της Ελληνικής Δημοκρατίας από Scope",
             "Outlook stable. Debt/GDP seen below 140% by 2027.", ["Hellenic Republic", "upgrades"]),
            (f"Early repayment of €{r.randint(5, 8)}.{r.randint(0, 9)}bn of GLF loans", "Πρόωρη αποπληρωμή δανείων GLF",
             "Hellenic Republic to repay bilateral GLF tranches due 2031-2033.", ["Hellenic Republic", "GLF"]),
        ]
    else:
        opts = [
            (f"FTSE/ATHEX Large Cap: quarterly review — {g.pick(['CENER', 'AKTR', 'BELA'])} in, {g.pick(['ELLAKTOR', 'EYDAP', 'VIO'])} out, effective 21/12/2026",
             "Τριμηνιαία αναθεώρηση δείκτη FTSE/ATHEX Large Cap", "Changes effective after the close of 18/12/2026.",
             ["FTSE/ATHEX Large Cap", "quarterly review"]),
            ("ATHEX: change to FTSE/ATHEX Large Cap capping factor from 15% to 10%", "Αλλαγή συντελεστή στάθμισης FTSE/ATHEX Large Cap",
             "Affects index futures and options on FTSE/ATHEX Large Cap from the December expiry.", ["FTSE/ATHEX Large Cap", "capping factor"]),
        ]
    en, gr, body, facts = g.pick(opts)
    if label == "fut":
        txt = f"📢 **ATHEX · Announcement**\n{en}\n> {gr}\n{body}"
        m = g.post(t, "relay", txt)
    else:
        txt = f"‼️ *{g.pick(['BBG', 'RTRS', 'AMNA'])}* {en}\n> {gr}\n{body}"
        m = g.post(t, "wires", txt)
    return g.hard(m, "held_position_news", facts, "untagged",
                  "news via the underlying index of held futures" if label == "fut" else "sovereign news on a held GGB")


HUMAN_NEWS = {
    "ETE": ["BBG: to Dimosio poulaei to ypoloipo {p}% tis Ethnikis me ABB apopse", ["Ethnikis", "ABB"]],
    "EUROB": ["BBG: Eurobank se sizitiseis gia exagora asfalistikis stin Kypro, ~€{x}m", ["Eurobank", "exagora"]],
    "TPEIR": ["naftemporiki: i Peiraiws etoimazei epistrofi kefalaiou €0,{c}/metoxi", ["Peiraiws", "epistrofi kefalaiou"]],
    "ALPHA": ["reuters: i UniCredit anevazei to pososto tis stin Alpha Bank sto {p}%", ["Alpha Bank", "UniCredit"]],
    "PPC": ["reuters: i DEH kleinei deal gia data center {mw}MW me amerikaniko fund", ["DEH", "data center"]],
    "OPAP": ["BBG: o OPAP etoimazei eidiko merisma €0,{c} mazi me ta 9mina", ["OPAP", "eidiko merisma"]],
    "MYTIL": ["FT: i Metlen kanei bid gia metalleio alouminas stin Afriki, ~€{x}m", ["Metlen", "bid"]],
}


def human_news(g, t, sym, label):
    r = g.rng
    txt, facts = HUMAN_NEWS[sym]
    txt = txt.format(p=r.randint(5, 9), x=r.randint(2, 6) * 100, c=r.randint(15, 60), mw=r.choice([100, 250, 300]))
    txt = g.pick(["", "🚨 ", "fyi ", "molis: "]) + txt
    m = g.post(t, g.pick(["eleni", "nikos", "giorgos"]), txt)
    return g.hard(m, "held_position_news" if label == "held" else "watchlist_news", facts, "untagged",
                  "trader relays a wire headline in Greeklish")


def triage(g, news, sym, label):
    """pythia/kostas decisions after a news item (route / no route)."""
    r = g.rng
    c = g.cur(news.t)
    if label == "near":
        if g.chance(0.45):
            who = g.pick(["pythia", "pythia", "kostas"])
            nm = ISSUER[sym][2]
            if who == "pythia":
                txt = g.pick([f"**Triage:** {nm} ({sym}) — not in book, not on watchlist → **no action**, not routed.",
                              f"`{sym}` announcement: no position, no watchlist entry. no_route (logged)."])
                facts = [sym, "no action"] if "no action" in txt else [sym, "no_route"]
                g.hard(g.post(c(20, 240), "pythia", txt, ref=news), "no_route_decision", facts, "reply",
                       "agent no_route on an unheld name")
            else:
                txt = g.pick([f"afisto to {nm}, den mas afora", f"{nm}: tipota, den to exoume"])
                g.hard(g.post(c(60, 900), "kostas", txt, ref=news), "no_route_decision",
                       [nm, "afisto" if "afisto" in txt else "tipota"], "reply", "Greeklish 'afisto' = leave it, no action")
        return
    v = r.random()
    if v < 0.45:
        tgt = g.pick(["athena", "kostas"])
        txt = (f"📰 → routing to {at(tgt)} ({'thesis check' if tgt == 'athena' else 'decision'}). "
               f"reason: {'held position' if label == 'held' else 'watchlist'} `{sym}`, priority {'high' if label == 'held' else 'normal'}\n"
               "| Field | Value |\n|---|---|\n"
               f"| Source | {'ATHEX relay' if news.who == 'relay' else 'desk chat (wire)'} |\n"
               f"| Position | {Q(g.book['held'][sym]) if sym in g.book['held'] else 'none'} |\n"
               f"| Price move since | {r.uniform(-1.5, 1.5):+.2f}% |\n"
               f"| SLA | {g.pick(['30m', '1h', 'before close'])} |")
        g.hard(g.post(c(20, 200), "pythia", txt, ref=news), "route_decision", ["routing", at(tgt), sym], "reply")
    elif v < 0.65:
        txt = g.pick([f"{at('athena')} des to esy auto kai pes mou mexri to close", f"{at('athena')} katse pano tou, thelw notes"])
        g.hard(g.post(c(60, 900), "kostas", txt, ref=news), "route_decision", [at("athena"), "des to esy" if "des" in txt else "katse pano tou"], "reply",
               "lead routes news to research agent by mention")
    elif v < 0.8 and label == "watch":
        txt = g.pick([f"{sym}: no action, mono watch", f"to {sym} to vlepoume, kamia kinisi gia twra — no action"])
        g.hard(g.post(c(60, 900), "kostas", txt, ref=news), "no_route_decision", [sym, "no action"], "reply")
    else:
        g.post(c(30, 600), g.pick(["eleni", "nikos"]), g.pick(["🤔", "interesting", "to perimename", "hmm, des to auction"]), ref=news)


# --------------------------------------------------------------------------- thesis / risk

def thesis_human(g, t, sym):
    txt, facts = g.pick([
        (f"allazw gnwmi gia {sym}: den eimai pia bullish, to risk/reward einai symmetriko pleon. neutral apo edw", [sym, "neutral"]),
        (f"{sym}: to thesis spase meta ta noumera, to kanoume underweight", [sym, "underweight"]),
        (f"menw bullish {sym}, tipota den allazei meta to announcement. conviction high", [sym, "bullish", "conviction high"]),
        (f"{sym} gyrizw se bearish, to chart kai to flow einai kaka", [sym, "bearish"]),
    ])
    m = g.post(t, g.pick(["kostas", "kostas", "eleni"]), txt)
    return g.hard(m, "thesis_update", facts, "untagged", "Greeklish view flip ('allazw gnwmi', 'gyrizw se bearish')")


def thesis_agent(g, t, sym):
    r = g.rng
    old, new = g.pick([("0.55", "0.72"), ("0.70", "0.45"), ("0.62", "0.40"), ("0.48", "0.66")])
    inp = g.pick(["NII guidance", "fee outlook", "capital return"] if sym in BANKS else ["EBITDA guidance", "regulatory", "capex plan"])
    txt = f"Conviction on **{sym}** {'raised' if new > old else 'cut'} {old} → {new}. Model inputs: {inp}, flow, valuation."
    m = g.post(t, "athena", txt)
    return g.hard(m, "thesis_update", [sym, f"→ {new}"], "tagged", "conviction number change")


def thesis_report(g, t, sym):
    """Long research report with a buried view change."""
    r = g.rng
    px = g.px[sym]
    view = g.pick([("bullish", "neutral"), ("neutral", "bullish"), ("bullish", "bearish"), ("neutral", "bearish")])
    rows = "\n".join(f"| {k} | {a} | {b} | {d} |" for k, a, b, d in [
        ("NII (€m)", r.randint(480, 620), r.randint(480, 620), f"{r.uniform(-4, 4):+.1f}%"),
        ("Fees (€m)", r.randint(110, 180), r.randint(110, 180), f"{r.uniform(-4, 6):+.1f}%"),
        ("CoR (bp)", r.randint(40, 70), r.randint(40, 70), f"{r.randint(-8, 8):+d}bp"),
        ("RoTE", f"{r.uniform(13, 19):.1f}%", f"{r.uniform(13, 19):.1f}%", f"{r.uniform(-1, 1):+.1f}pp"),
        ("CET1", f"{r.uniform(15, 19):.1f}%", f"{r.uniform(15, 19):.1f}%", f"{r.uniform(-0.5, 0.5):+.1f}pp")])
    buried = f"**View change: {sym} {view[0]} → {view[1]}.**"
    fv = tick(px * (1 + r.uniform(-0.08, 0.12)))
    txt = (f"## 🔎 {sym} — post-announcement review\n"
           f"Price {P(px)} · fair value (model) {P(fv)} · {r.uniform(0.7, 1.4):.2f}x TBV\n\n"
           "| KPI | Actual | Consensus | Δ |\n|---|---:|---:|---:|\n" + rows + "\n\n"
           f"The quarter was {'cleaner' if view[1] != 'bearish' else 'weaker'} than the headline suggests: deposit beta is still running "
           f"below 25% and the fee line keeps compounding. {buried} The driver is {g.pick(['the capital return path', 'regulatory pressure on tariffs', 'margin compression into 2027', 'the stake overhang'])}; "
           "we do not change sizing rules today, and there is no trade attached to this note.\n\n"
           f"> Risks: ECB path, sovereign spread ({r.randint(62, 84)}bp vs Bund), {g.pick(['HFSF/Υπερταμείο overhang', 'M&A execution', 'retail tariff politics'])}.\n"
           f"```text\nsensitivity  +25bp rates → NII {r.uniform(1, 4):+.1f}% · -25bp → {r.uniform(-5, -1):+.1f}%\n```\n"
           f"cc {at('kostas')} {role('athx-desk')}")
    m = g.post(t, "athena", txt)
    return g.hard(m, "thesis_update", [sym, f"{view[0]} → {view[1]}"], "buried", "view change buried in a long markdown review")


def risk_events(g, n):
    r = g.rng
    kinds = ["maria_single", "breach", "argos", "maria_dv01", "maria_gross"]
    r.shuffle(kinds)
    for k in kinds[:n]:
        t = g.when(MARKET) if not g.weekend else g.when([(9, 19, 1)])
        if k == "argos" and not g.weekend:
            t = g.tod(r.uniform(14.6, 15.2))
        c = g.cur(t)
        if k == "maria_single":
            old = g.limit_at("single", t)
            new = g.pick([5.0, 5.5, 6.5, 7.0])
            if new == old:
                new = old + 0.5
            g.set_limit(t, "single", new)
            txt = g.pick([
                f"{role('risk')} apo simera: single-name limit ana trapeza {new:.1f}m (apo {old:.1f}m). isxyei amesws, des kai {chan('risk-alerts')}",
                f"allagi: to single-name limit paei {new:.1f}m apo twra, egkrisi CRO. {role('athx-desk')} fyi"])
            g.hard(g.post(t, "maria", txt), "risk_limit", ["single-name limit", f"{new:.1f}m"], "untagged", "risk manager sets a limit in Greeklish")
        elif k == "maria_dv01":
            new = g.pick([16, 18, 22, 24])
            g.set_limit(t, "dv01", new)
            txt = f"GGB DV01 limit {'katevainei' if new < 20 else 'anevainei'} sta {new}k/bp mexri to auction tis Tetartis"
            g.hard(g.post(t, "maria", txt), "risk_limit", ["DV01", f"{new}k/bp"], "untagged")
        elif k == "maria_gross":
            new = g.pick([36, 42, 45])
            g.set_limit(t, "gross", float(new))
            txt = f"gross limit tou desk {new}m apo twra (egkrisi CRO). Kosta fyi, to risk-engine to exei idi"
            g.hard(g.post(t, "maria", txt), "risk_limit", ["gross limit", f"{new}m"], "untagged")
        elif k == "breach":
            sym = g.pick(g.held() or BANKS)
            lim = g.limit_at("single", t)
            val = lim + r.uniform(0.1, 0.6)
            txt = ("```yaml\nrisk_event:\n  type: LIMIT_BREACH\n  desk: ATHX\n  limit: single_name_notional\n"
                   f"  symbol: {sym}\n  value: {val:.2f}m\n  max: {lim:.2f}m\n  action: BLOCK_NEW_BUYS\n  ts: {g.iso(t)}\n```")
            m = g.hard(g.post(t, "riskbot", txt), "risk_limit", ["LIMIT_BREACH", sym, "BLOCK_NEW_BUYS"], "structured", "riskbot YAML breach block")
            if g.chance(0.6):
                nv = lim + 0.5
                m2 = g.post(c(120, 900), "maria", f"ok, gia simera mexri {nv:.1f}m sto {sym}, avrio piso sto {lim:.1f}m", ref=m)
                g.hard(m2, "risk_limit", [f"{nv:.1f}m", sym], "reply", "temporary limit raise by reply to a breach")
            else:
                g.post(c(60, 600), "eleni", g.pick(["to eida 👀", "Maria to vlepeis?", "hmm, apo to mark-to-market einai"]), ref=m)
        else:
            lim = g.limit_at("futloss", t)
            txt = (f"**Risk enforcement:** futures daily loss limit (-€{lim}k) hit at -€{lim + r.randint(1, 9)}.{r.randint(0, 9)}k → "
                   f"new {g.fut} orders blocked until EOD. Existing hedge untouched. cc {at('maria')}")
            g.hard(g.post(t, "argos", txt), "risk_limit", [f"-€{lim}k", "blocked"], "tagged")


# --------------------------------------------------------------------------- reports, near misses, chatter


HEADLINES_GENERIC = [
    "ECB's Lane: policy is 'in a good place', no urgency to move",
    "Italy prices €{n}bn BTP syndication, books above €{m}bn",
    "US initial jobless claims {k}k vs {k2}k expected",
    "China PMI back below 50, metals soft in Asia",
    "Euro Stoxx banks index at a 16-year high, Spanish names lead",
    "Bund auction tails 1bp, curve a touch steeper",
    "Brent slips on OPEC+ supply headlines",
    "Eurogroup: no agreement yet on the deposit insurance scheme",
    "S&P 500 futures flat after record close",
    "Turkish lira weaker, CBRT holds at {k}%",
]


def morning_note(g):
    r = g.rng
    t = g.tod(r.uniform(5.2, 5.7)) if not g.weekend else g.tod(r.uniform(7.5, 9))
    px = g.px
    rows = []
    for s in SYMS:
        ch = r.uniform(-2.2, 2.4)
        rows.append(f"| {s} | {P(px[s])} | {ch:+.1f} | {P(tick(px[s] * 0.985))} | {P(tick(px[s] * 1.015))} | "
                    f"{g.pick(['foreign buy in auction', 'retail seller', 'quiet', 'MM only', 'block 200k crossed', 'index flow'])} |")
    imb = "\n".join(f"{s:<7}{r.randint(-150, 150):+5d}k   ref {P(px[s])}" for s in r.sample(SYMS, 5))
    macro = [("Bund 10y", f"{px['BUND']:.2f}%", f"{r.randint(-4, 4):+d}bp"),
             ("GGB 2y", f"{px['GGB_Y'] - 1.25:.2f}%", f"{r.randint(-3, 3):+d}bp"),
             ("GGB 5y", f"{px['GGB_Y'] - 0.62:.2f}%", f"{r.randint(-3, 3):+d}bp"),
             ("GGB 10y", f"{px['GGB_Y']:.2f}%", f"{r.randint(-4, 4):+d}bp"),
             ("GGB 30y", f"{px['GGB_Y'] + 0.78:.2f}%", f"{r.randint(-4, 4):+d}bp"),
             ("GGB-Bund 10y", f"{int((px['GGB_Y'] - px['BUND']) * 100)}bp", f"{r.randint(-2, 2):+d}bp"),
             ("EURUSD", f"{r.uniform(1.05, 1.12):.4f}", f"{r.uniform(-0.4, 0.4):+.2f}%"),
             ("Brent", f"${r.uniform(62, 78):.1f}", f"{r.uniform(-2, 2):+.1f}%"),
             ("Euro Stoxx 50 fut", f"{r.randint(5200, 5900):,}", f"{r.uniform(-1, 1):+.1f}%"),
             (g.fut, f"{px['FUT']:,}", f"{r.uniform(-1, 1):+.1f}%")]
    heads = [h.format(n=r.randint(6, 12), m=r.randint(60, 140), k=r.randint(205, 240), k2=r.randint(210, 235))
             for h in r.sample(HEADLINES_GENERIC, 4)]
    cal = [(f"{r.randint(9, 11)}:00", g.pick(["ECB speakers (Lane, Schnabel)", "EZ PMIs final", "German factory orders"])),
           ("12:00", g.pick(["PDMA 13w T-bill auction", "Bund 10y auction", "BTP mid-term auction"])),
           ("15:30", g.pick(["US jobless claims", "US payrolls", "US CPI"])),
           ("17:20", "ATHEX close / closing auction ends"),
           ("after close", g.pick(["FTSE/ATHEX LC review effective", "results: non-book names only", "nothing scheduled"]))]
    title = "☀️ Morning note" if not g.weekend else "🗓️ Weekend prep note"
    txt = (f"## {title} — {g.dstr('%a %d %b')} · ATHX\n"
           f"**Overnight:** {g.pick(['US closed mixed, banks outperformed', 'Asia weak on China data', 'quiet night, futures flat', 'risk-on after soft US CPI'])}; "
           f"Stoxx banks {r.uniform(-1.2, 1.5):+.1f}%, Greek ADRs {r.uniform(-1.5, 1.5):+.1f}% in NY.\n\n"
           "**Macro / rates**\n| Market | Level | Δ |\n|---|---:|---:|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in macro) + "\n\n"
           "**Names (levels)**\n| Name | Close | Δ% | S1 | R1 | Flow |\n|---|---:|---:|---:|---:|---|\n" + "\n".join(rows) + "\n\n"
           "**Previous session**\n```text\nname     open      high      low       close     volume\n" + "\n".join(
               f"{s:<9}{P(tick(px[s] * r.uniform(0.99, 1.01))):<10}{P(tick(px[s] * 1.012)):<10}{P(tick(px[s] * 0.988)):<10}{P(px[s]):<10}{r.randint(200, 9000) * 1000:,}"
               for s in SYMS) + "\n```\n"
           "**Single names (technicals)**\n" + "\n".join(
               f"- **{s}** — RSI {r.randint(35, 72)}, 20d vol {r.randint(16, 34)}%, {g.pick(['above', 'below'])} 50d MA ({P(tick(px[s] * r.uniform(0.95, 1.04)))}), "
               f"{g.pick(['ADV €' + str(r.randint(8, 60)) + 'm', 'stock futures OI ' + str(r.randint(2, 30)) + 'k', 'borrow easy', 'short interest low'])}"
               for s in SYMS) + "\n\n"
           "**Headlines (not book-specific)**\n" + "\n".join(f"- {h}" for h in heads) + "\n\n"
           "**Broker changes (non-book names)**\n| Name | Broker | Change | TP |\n|---|---|---|---:|\n" + "\n".join(
               f"| {o} | {g.pick(['Jefferies', 'Citi', 'Pantelakis', 'Euroxx', 'Optima Sec', 'AXIA'])} | {g.pick(['init. Buy', 'to Neutral', 'to Overweight', 'TP cut', 'TP raised'])} | €{r.uniform(3, 40):.2f} |"
               for o in r.sample(OTHERS, 3)) + "\n\n"
           f"**Positioning:** CFTC-style proxy for Greek equities (stock futures OI + ETF flows) is {g.pick(['neutral', 'modestly long', 'long', 'short-covering'])}; "
           f"ETF flows into GREK ${r.randint(-30, 60)}m over 5 days; retail share of turnover {r.randint(8, 16)}%. "
           "Domestic mutual funds saw inflows for the 9th straight week.\n\n"
           f"**Derivatives:** {g.fut} basis {r.uniform(-6, 2):+.1f}pts, OI {r.randint(18, 34) * 1000:,} lots, "
           f"roll {r.randint(2, 40)}% done; stock futures OI highest in {g.pick(BANKS)}.\n\n"
           "**Calendar (EET)**\n| Time | Event |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in cal) + "\n\n"
           f"```text\npre-open imbalance (indicative, 09:55 EET snapshot from yesterday's model)\n{imb}\n```\n"
           f"> Levels only, no trades proposed in this note. cc {role('athx-desk')}")
    g.near(g.post(t, "athena", txt), "levels table in a morning note, no decision")
    t2 = t + r.randint(120, 900) * 1000
    rows = []
    for s in sorted(g.book["held"]):
        q = g.book["held"][s]
        rows.append(f"| {s} | {Q(q)} | {P(g.book['avg'][s])} | {P(px[s])} | {P(g.book['stops'][s])} |")
    rows.append(f"| {GGB} | €{g.book['ggb']}mm | {px['GGB'] - 0.4:.2f} | {px['GGB']:.2f} | — |")
    rows.append(f"| {g.fut} | {g.book['fut']} lots | {px['FUT'] + 60:,} | {px['FUT']:,} | — |")
    fri = (g.date - dt.timedelta(days=g.date.weekday() - 4)).strftime("%d/%m/%Y")
    txt = (f"**📋 Book @ {'open' if not g.weekend else 'Friday close'} — {g.dstr() if not g.weekend else fri}**\n| Instrument | Qty | Avg | Last | Stop |\n|---|---:|---:|---:|---:|\n"
           + "\n".join(rows) + f"\nWatchlist: {', '.join(g.book['watch'])}")
    m = g.post(t2, "hermes", txt)
    g.pin(t2 + r.randint(60, 600) * 1000, m)
    return m



PULSE_NOTES = [
    "holding above VWAP, {v:.1f}x volume, bid stacked in the first 3 levels",
    "drifting with the index, nothing stock-specific; {p}% of volume in blocks",
    "tested {x} twice and bounced; sellers look done for now",
    "underperforming peers by ~{v:.1f}%, a single seller on the offer all morning",
    "quiet, volume {v:.1f}x; market makers only",
    "foreign broker codes on the bid ({p}% of volume), local funds selling",
    "range {x} area, spread 1 tick, depth above average",
    "options: IV {p}%, skew flat; stock futures OI up",
]


def market_pulse(g, t, buried=None):
    """Hourly markdown pulse from the research agent; optionally one buried decision."""
    r = g.rng
    held = sorted(g.book["held"])
    names = held + [s for s in g.book["watch"] if s not in held]
    rows = []
    for s in names:
        last = tick(g.px[s] * (1 + r.uniform(-0.012, 0.012)))
        rows.append(f"| {s}{' ⭐' if s in held else ''} | {P(last)} | {r.uniform(-1.8, 1.8):+.2f}% | "
                    f"{P(tick(last * (1 + r.uniform(-0.003, 0.003))))} | {r.uniform(0.4, 1.8):.1f}x | "
                    f"{g.pick(['foreign bid', 'retail sell', 'MM', 'index', 'quiet', 'block print'])} |")
    depth = []
    for s in r.sample(names, 3):
        b = g.px[s]
        st = 0.001 if b < 10 else 0.01
        depth.append(f"{s:<7}bid {P(b - st)} x {r.randint(2, 60) * 1000:>7,} | ask {P(b + st)} x {r.randint(2, 60) * 1000:>7,} | "
                     f"spread {st / b * 1e4:.1f}bp")
    head = (f"## 🕐 Market pulse · {g.hhmm(t)} EET\n"
            f"Tape: {g.pick(['banks lead, utilities lag', 'broad bid, thin volume', 'foreign sellers in banks since the open', 'range day, no catalysts', 'defensives bid, banks flat'])}. "
            f"Turnover €{r.randint(30, 140)}m vs €{r.randint(60, 160)}m 20d avg at this time; breadth {r.randint(30, 70)}/{r.randint(20, 60)}.\n\n"
            "| Name | Last | Δ | VWAP | Vol/avg | Flow |\n|---|---:|---:|---:|---:|---|\n" + "\n".join(rows) + "\n\n")
    mid = ""
    res = None
    if buried and buried[0] == "proposal":
        sym, side, qty, lim, stop = buried[1]
        w = "buy" if side == "BUY" else "sell"
        mid = (f"On positioning: the book is {'underweight' if side == 'BUY' else 'overweight'} {sym} vs model after this week's move. "
               f"**Proposal:** {w} {Q(qty)} {sym} @ {P(lim)} lmt, stop {P(stop)}, DAY. ")
        res = ("trade_proposal", [sym, w, Q(qty), P(lim)], "proposal buried mid-report")
    elif buried and buried[0] == "stop":
        sym, lvl = buried[1]
        mid = (f"Risk housekeeping: {sym} is up {r.uniform(2, 5):.1f}% since entry, so the {sym} stop is raised to {P(lvl)} "
               f"on the full line (GTC amended in OMS). ")
        res = ("stop_or_target_change", [sym, "stop", P(lvl)], "stop raise buried in a pulse report")
    notes = "\n".join(f"- **{s}** {g.pick(PULSE_NOTES).format(v=r.uniform(0.6, 1.9), p=r.randint(8, 35), x=P(tick(g.px[s] * (1 + r.uniform(-0.01, 0.01)))))}"
                       for s in held)
    macro = ("| Market | Level | Δ |\n|---|---:|---:|\n"
             f"| GGB 10y | {g.px['GGB_Y'] + r.uniform(-0.02, 0.02):.3f}% | {r.randint(-4, 4):+d}bp |\n"
             f"| Bund 10y | {g.px['BUND'] + r.uniform(-0.02, 0.02):.3f}% | {r.randint(-4, 4):+d}bp |\n"
             f"| {g.fut} | {g.px['FUT'] + r.randint(-30, 30):,} | {r.uniform(-1, 1):+.2f}% |\n"
             f"| Stoxx banks | {r.randint(240, 290)} | {r.uniform(-1.5, 1.5):+.2f}% |\n"
             f"| EURUSD | {r.uniform(1.05, 1.12):.4f} | {r.uniform(-0.3, 0.3):+.2f}% |\n\n")
    wnotes = "\n".join(f"- {s}: {g.pick(PULSE_NOTES).format(v=r.uniform(0.6, 1.9), p=r.randint(8, 35), x=P(tick(g.px[s] * (1 + r.uniform(-0.01, 0.01)))))}"
                        for s in g.book["watch"] if s not in held)
    lv = "\n".join(f"| {s} | {P(tick(g.px[s] * 0.97))} | {P(tick(g.px[s] * 0.985))} | {P(tick(g.px[s] * 1.015))} | "
                    f"{P(tick(g.px[s] * 1.03))} | {r.uniform(1.2, 3.2):.1f}% |" for s in held)
    flows = (f"**Flows:** foreign broker codes {g.pick(['net buyers', 'net sellers', 'flat'])} (~€{r.randint(2, 25)}m), "
             f"local institutions {g.pick(['absorbing', 'adding', 'quiet'])}, retail {r.randint(6, 15)}% of turnover. "
             f"Stock futures volume {r.randint(2, 12)}k contracts, {g.pick(['banks', 'PPC', 'OPAP'])} most active. "
             f"GGB curve: 2y {g.px['GGB_Y'] - 1.25:.2f}% / 5y {g.px['GGB_Y'] - 0.62:.2f}% / 10y {g.px['GGB_Y']:.2f}% / 30y {g.px['GGB_Y'] + 0.78:.2f}%.\n\n")
    head = (head + flows + "**Held names**\n" + notes + "\n\n**Levels (technical, not orders)**\n| Name | S2 | S1 | R1 | R2 | ATR |\n|---|---:|---:|---:|---:|---:|\n"
            + lv + "\n\n**Watchlist (colour only)**\n" + wnotes + "\n\n" + macro)
    txt = (head + f"Rates: GGB 10y {g.px['GGB_Y'] + r.uniform(-0.02, 0.02):.3f}% ({r.randint(-4, 4):+d}bp), spread to Bund "
           f"{int((g.px['GGB_Y'] - g.px['BUND']) * 100) + r.randint(-2, 2)}bp. Futures: {g.fut} basis {r.uniform(-5, 3):+.1f}, "
           f"OI {r.randint(18, 34) * 1000:,}. " + mid +
           f"Options: {g.pick(['no unusual activity', 'call buying in FTSE Dec strikes', 'put skew steeper in banks'])}.\n"
           f"```text\ntop of book\n" + "\n".join(depth) + "\n\nintraday path (hourly, EET)\n" + "\n".join(
               f"{s:<7}" + " ".join(P(tick(g.px[s] * (1 + r.uniform(-0.012, 0.012)))) for _ in range(5)) for s in held) + "\n```\n"
           f"> next pulse ~{g.hhmm(t + 3600000)} · ⭐ = held")
    m = g.post(t, "athena", txt)
    if res:
        return g.hard(m, res[0], res[1], "buried", res[2])
    return m



def eod_recap(g):
    r = g.rng
    t = g.tod(r.uniform(15.55, 16.3))
    rows = "\n".join(f"| {s} | {Q(g.book['held'][s])} | {P(g.px[s])} | {r.uniform(-2, 2):+.2f}% | €{r.randint(-60, 90)}k |"
                     for s in sorted(g.book["held"]))
    attr = "\n".join(f"| {k} | €{r.randint(-80, 120)}k | {v} |" for k, v in [
        ("Banks", g.pick(["beta", "selection", "auction flow"])), ("Utilities / PPC", "beta"),
        ("Consumer (OPAP)", "carry"), ("GGB", "carry + roll"), ("Futures hedge", "beta offset")])
    txt = (f"## 🔚 EOD recap — {g.dstr()}\n"
           "**Positions @ close**\n| Position | Qty | Close | Δ | Day PnL |\n|---|---:|---:|---:|---:|\n" + rows + "\n"
           f"| {GGB} | €{g.book['ggb']}mm | {g.px['GGB']:.2f} | {r.randint(-4, 4):+d}bp | €{r.randint(-20, 25)}k |\n"
           f"| {g.fut} | {g.book['fut']} lots | {g.px['FUT']:,} | {r.uniform(-1, 1):+.2f}% | €{r.randint(-30, 30)}k |\n\n"
           "**Attribution**\n| Bucket | PnL | Driver |\n|---|---:|---|\n" + attr + "\n\n"
           f"Executions today are in the blotter (see pins). Closing auction {g.pick(['saw foreign buying in banks', 'was quiet', 'had a large PPC imbalance', 'printed 21% of the day volume'])}; "
           f"ATHEX turnover €{r.randint(120, 260)}m, foreign participation ~{r.randint(55, 70)}%.\n"
           "```text\n" + "\n".join(f"{k:<14}{v}" for k, v in [
               ("gross", f"{r.uniform(25, 38):.1f}m"), ("net", f"{r.uniform(10, 22):.1f}m"),
               ("var_1d_99", f"{r.randint(420, 780)}k"), ("ggb_dv01", f"{r.uniform(9, 15):.1f}k"),
               ("beta_adj_net", f"{r.uniform(4, 12):.1f}m"), ("liquidity_1d", f"{r.randint(70, 95)}% of book")]) + "\n```\n"
           "**Notes**\n"
           f"- closing auction imbalance was {g.pick(['buy', 'sell'])}-side in banks, {r.randint(10, 25)}% of the day volume\n"
           f"- GGB curve {g.pick(['bull-flattened', 'bear-steepened', 'unchanged'])}, spread to Bund {int((g.px['GGB_Y'] - g.px['BUND']) * 100)}bp\n"
           f"- {g.fut} rolled {r.randint(5, 60)}%, basis {r.uniform(-6, 2):+.1f}\n"
           f"- breadth {r.randint(30, 80)} up / {r.randint(20, 70)} down, turnover €{r.randint(120, 260)}m\n\n"
           "**Session stats (book names)**\n```text\nname     vwap      volume        our %vol\n" + "\n".join(
               f"{s:<9}{P(tick(g.px[s] * r.uniform(0.995, 1.005))):<10}{r.randint(200, 9000) * 1000:<14,}{r.uniform(0, 6):.1f}%"
               for s in sorted(g.book["held"])) + "\n```\n"
           "**Tomorrow (EET)**\n| Time | Event |\n|---|---|\n"
           f"| 10:15 | open |\n| 11:00 | {g.pick(['EZ PMI', 'ECB speakers', 'German ZEW'])} |\n| 12:00 | {g.pick(['PDMA T-bill', 'Bund auction', 'nothing'])} |\n"
           f"| 15:30 | {g.pick(['US data', 'US claims', 'nothing'])} |\n\n"
           f"> cc {at('kostas')}")
    return g.near(g.post(t, "athena", txt), "EOD positions table (state, not a fill)")



SECTOR_EXTRA = ("\n\n**Read-across.** Peers in Italy and Spain have re-rated faster on buybacks; the Greek names still trade at a "
                "discount that is explained partly by liquidity and partly by the free float. The upgrade to developed-market "
                "status changes the buyer base slowly: passive EM funds exit first, developed-market active funds come later and "
                "are price-sensitive. None of this is a call on timing.")


def sector_note(g, t):
    r = g.rng
    topic = g.pick(["banks", "utilities", "rates"])
    if topic == "banks":
        rows = "\n".join(f"| {s} | {r.uniform(2.8, 3.6):.2f}% | {r.randint(18, 32)}% | {r.uniform(-4, -1):.1f}% | {r.uniform(0.8, 1.5):.2f}x |" for s in BANKS)
        txt = (f"### 📊 Sector note: Greek banks NII sensitivity into 2027\n"
               f"With the depo rate at {g.pick(['1.75', '2.00', '1.50'])}% the debate is how fast NII troughs. Below our numbers:\n\n"
               "| Bank | NIM | Deposit beta | NII Δ -50bp | P/TBV |\n|---|---:|---:|---:|---:|\n" + rows + "\n\n"
               "Hedging via fixed-rate bonds covers ~40% of the sensitivity. A buyer here is paying for the capital return, "
               "a seller is betting on a longer trough; we think both sides have a point and we would not chase either way. "
               "If the ECB cuts again, the lowest-beta name should outperform, but that is a scenario, not a recommendation.\n\n"
               "**What would change our mind**\n- deposit beta above 35% for two quarters\n- fee growth below 5% y/y\n"
               "- a cost-of-risk normalisation above 70bp\n\n> Source: company filings, athena model v4.2")
    elif topic == "utilities":
        txt = (f"### ⚡ Sector note: power prices and the Greek utility trade\n"
               f"Greek day-ahead baseload averaged €{r.randint(85, 130)}/MWh this week vs €{r.randint(70, 110)}/MWh in Germany. "
               "Spreads to the continent stay wide because of interconnector congestion with Bulgaria and Italy.\n\n"
               "| Driver | Now | 3m ago | Read-across |\n|---|---:|---:|---|\n"
               f"| Greek DAM baseload | €{r.randint(85, 130)} | €{r.randint(80, 140)} | retail margins |\n"
               f"| TTF gas | €{r.randint(28, 45)} | €{r.randint(28, 50)} | CCGT spreads |\n"
               f"| EUA | €{r.randint(60, 85)} | €{r.randint(60, 90)} | lignite phase-out cost |\n"
               f"| RES share | {r.randint(45, 65)}% | {r.randint(40, 60)}% | curtailment risk |\n\n"
               "Regulated tariffs are the swing factor; the energy regulator's next decision is not before Q1. "
               "A stop at the lows would be sensible for anyone long the theme, but nothing here is a call on any single name.\n"
               "> Source: HEnEx, ENTSO-E, athena estimates")
    else:
        txt = (f"### 🏛️ Rates note: GGB curve and supply into year-end\n"
               f"PDMA has covered ~{r.randint(90, 105)}% of the 2026 funding plan; remaining supply is T-bills only. "
               f"The 10y trades {int((g.px['GGB_Y'] - g.px['BUND']) * 100)}bp over Bund, tighter than BTPs and OATs-adjusted peers.\n\n"
               "| Tenor | Yield | 1w Δ | vs Bund | vs BTP |\n|---|---:|---:|---:|---:|\n"
               + "\n".join(f"| {k} | {g.px['GGB_Y'] + d:.2f}% | {r.randint(-8, 8):+d}bp | {int((g.px['GGB_Y'] + d - g.px['BUND'] - d * 0.8) * 100)}bp | {r.randint(-35, -10)}bp |"
                           for k, d in [("2y", -1.25), ("5y", -0.62), ("10y", 0.0), ("15y", 0.41), ("30y", 0.78)]) + "\n\n"
               "Positioning looks long across real money; if we were to add duration, 15y is the richer point, 10y the liquid one. "
               "No view change today, no trade attached.\n> Source: HDAT, MTS, athena")
    return g.near(g.post(t, "athena", txt + SECTOR_EXTRA), "long sector analysis with trading words, no decision")



def backtest_post(g, t):
    r = g.rng
    sym = g.pick(SYMS)
    txt = (f"backtest (2019-2025) · {sym} gap-and-go\n```text\nrule: buy {sym} if open > prev high +1.5%, stop -3%, exit close+2\n"
           f"trades   {r.randint(40, 120)}\nwin%     {r.randint(42, 61)}%\navg win  {r.uniform(1.5, 3.5):.2f}%\navg loss -{r.uniform(1.2, 2.4):.2f}%\n"
           f"sharpe   {r.uniform(0.4, 1.4):.2f}\nmax dd   -{r.uniform(6, 18):.1f}%\n"
           f"last fill 2025-11-{r.randint(10, 28)} BUY {r.randint(5, 30)},000 @ {P(tick(g.px[sym] * 0.8))}\n```\n"
           "mono gia research, tipota live")
    return g.near(g.post(t, "athena", txt), "backtest fills in a code block")


def pythia_digest(g, t, title="Overnight digest"):
    r = g.rng
    items = [("Reuters", "Italian banks rally after BTP auction", "–"),
             ("BBG", f"US 10y at {r.uniform(3.9, 4.5):.2f}%, curve steeper", "–"),
             ("ATHEX", f"{ISSUER[g.pick(OTHERS)][0]}: financial calendar 2027", "–"),
             ("ATHEX", f"{ISSUER[g.pick(OTHERS)][0]}: change in significant holdings", "–"),
             ("Naftemporiki", "Tourism receipts +{0}% y/y in October".format(r.randint(3, 12)), "macro"),
             ("ELSTAT", f"Greek unemployment {r.uniform(7.5, 9.5):.1f}% (Oct)", "macro"),
             ("BBG", "Euro Stoxx banks at a 16-year high", "sector"),
             ("Kathimerini", "Athens metro line 4 delay, contractor dispute", "–")]
    r.shuffle(items)
    rows = "\n".join(f"| {i + 1} | {a} | {b} | {c} |" for i, (a, b, c) in enumerate(items[:r.randint(5, 7)]))
    txt = (f"📰 **{title}** · {g.hhmm(t)} EET\n| # | Source | Headline | Relevance |\n|---|---|---|---|\n" + rows +
           f"\n> Filtered {r.randint(40, 120)} items; book/watchlist items are posted separately as they land. Full feed in {chan('ops-infra')}.")
    return g.near(g.post(t, "pythia", txt), None)


def tca_report(g, t):
    r = g.rng
    yday = (g.date - dt.timedelta(days=1 if g.date.weekday() != 0 else 3)).strftime("%d/%m")
    rows = []
    for s in r.sample(sorted(g.book["held"]), 2):
        q = g.lot(s)
        a = g.px[s] * (1 + r.uniform(-0.02, 0.02))
        rows.append(f"| {s} | BUY | {Q(q)} | {P(tick(a))} | {P(tick(a * (1 + r.uniform(-0.002, 0.002))))} | {r.uniform(-6, 4):+.1f} | {r.randint(4, 14)}% |")
    txt = (f"📈 **TCA · executions of {yday}** (post-trade, for the record)\n"
           "| Sym | Side | Qty | Avg | Arrival | Slip (bp) | Part. |\n|---|---|---:|---:|---:|---:|---:|\n" + "\n".join(rows) + "\n"
           f"```text\nbenchmark      desk     peer-median\nvs arrival    {r.uniform(-4, 2):+.1f}bp   {r.uniform(-6, 0):+.1f}bp\n"
           f"vs VWAP       {r.uniform(-3, 3):+.1f}bp   {r.uniform(-4, 2):+.1f}bp\nspread paid   {r.randint(30, 60)}%      {r.randint(40, 70)}%\n```\n"
           "> nothing to action, these are yesterday's prints")
    return g.near(g.post(t, "hermes", txt), "yesterday's TCA table with qty/avg (history)")


def argos_summary(g, t):
    r = g.rng
    single = g.limit_at("single", t)
    gl = g.limit_at("gross", t)
    rows = "\n".join(f"| {s} | {min(g.book['held'][s] * g.px[s] / 1e6, single * 0.95):.2f}m | {single:.1f}m | "
                     f"{min(g.book['held'][s] * g.px[s] / 1e6, single * 0.95) / single:.0%} |" for s in sorted(g.book["held"]))
    txt = (f"🛡️ **Intraday risk** · {g.hhmm(t)} EET\n| Bucket | Exposure | Limit | Used |\n|---|---:|---:|---:|\n"
           f"| Gross | {gl * r.uniform(0.55, 0.85):.1f}m | {gl:.0f}m | {r.randint(55, 85)}% |\n" + rows + "\n\n"
           "**Stress (instant)**\n| Scenario | PnL |\n|---|---:|\n"
           f"| Greek banks -10% | -€{r.randint(300, 600)}k |\n| GGB +50bp | -€{r.randint(40, 120)}k |\n"
           f"| FTSE/ATHEX LC -5% (with hedge) | -€{r.randint(60, 200)}k |\n| 2015-style gap (-25% banks) | -€{r.randint(1100, 1900)}k |\n"
           "> no breaches, no warnings, nothing enforced. next run in 2h")
    return g.near(g.post(t, "argos", txt), None)


HUMAN_LONG = [
    ("kostas", "plan simera:\n1. trapezes: prosoxi sto auction, oi xenoi poulane 3 meres sti seira\n2. GGB: to reopening vgainei, o Giorgos to parakolouthei\n"
               "3. meeting stis 16:30 gia to plan tis evdomadas\n4. Dimitri, to relay na mhn argei opws xthes\nkalh douleia 💪"),
    ("giorgos", "ta GGB simera: to 10y kinitai me ta Bund, 2s10s ligo pio steep, to spread stous 70-80bp den kounietai. "
                "oi dealers einai long meta to syndication kai to deixnoun sta quotes, ta bid einai 2-3 cents pio xamila apo to screen. "
                "ta BTP pane kalitera simera, to spread GGB-BTP anoigei ligo. tipota to dramatiko."),
    ("dimitris", "post-mortem gia xthes: to relay ekane timeout 14:02-14:09 giati to ATHEX RSS girize 503. "
                 "ta 3 announcements irthan me kathisterisi 7 leptwn, tipota den xathike. fix: retry with jitter + fallback sto HTML page, "
                 "deployed v2.3.1. epipleon evala alert an to lag perasei ta 90s. an deite kati periergo pinganete me."),
    ("eleni", "flows simera: oi xenoi einai net sellers stis trapezes apo to prwi, ta local funds agorazoun sto dip, "
              "kai oi market makers krataine to spread sfixto. to auction tha einai megalo logo tou rebalancing, "
              "perimenw 15-20% tou volume. kata ta alla isyxia, to retail leipei."),
    ("nikos", "mia erwtisi gia to excel tou PnL: giati to GGB deixnei accrued mesa sto unrealized? "
              "to eida kai xthes, mou fainetai oti to metrame diples fores. an to ksereis Maria pes mou, alliws to koitaw me ton Dimitri."),
    ("maria", "ypenthymisi: to monthly risk review einai tin Triti stis 15:00. thelw apo ton kathena ta top-3 risks tou book "
              "kai ti tha kanate an spasei to spread 50bp. tipota kainourgio stis limits gia tin wra, ta leme ekei."),
]


SMALLCAPS = ["Intralot S.A.", "Ellaktor S.A.", "Autohellas S.A.", "Fourlis Holdings S.A.", "Quest Holdings S.A.",
             "Sarantis S.A.", "Aktor S.A.", "Viohalco S.A.", "Athens International Airport S.A.", "Athens Water Supply and Sewerage S.A.",
             "Kri-Kri Milk Industry S.A.", "Alter Ego Media S.A.", "Trade Estates REIC", "Noval Property REIC", "Optima Bank S.A."]
CATS = ["Regulated information", "Transactions of PDMRs", "Financial calendar", "Share buyback (routine)", "General meeting invitation",
        "Change in voting rights", "Corporate action", "Bond interest payment"]


def feed_table(g, t):
    r = g.rng
    rows = []
    names = r.sample(SMALLCAPS, r.randint(7, 11))
    for n in names:
        rows.append(f"| {g.hhmm(t - r.randint(5, 110) * 60000)} | {n} | {g.pick(CATS)} | – |")
    rows.sort()
    txt = (f"🗂️ **ATHEX feed** · window to {g.hhmm(t)} EET ({len(rows)} items)\n| Time | Issuer | Category | Book |\n|---|---|---|---|\n"
           + "\n".join(rows) + "\n> small/mid caps outside the book and watchlist; listed for completeness. raw: "
           f"{chan('ops-infra')}")
    return g.near(g.post(t, "pythia", txt), "feed table of non-book announcements")


def exec_plan(g, t, sym, side, q):
    r = g.rng
    txt = (f"🧭 **Exec plan** `{sym}` {side} {q}\n| Window (EET) | Target % | Logic |\n|---|---:|---|\n"
           f"| 10:15–11:00 | {r.randint(15, 30)}% | passive, join {'bid' if side == 'BUY' else 'offer'} |\n"
           f"| 11:00–13:00 | {r.randint(25, 40)}% | VWAP ±2 ticks |\n"
           f"| 13:00–16:30 | {r.randint(20, 35)}% | opportunistic, max {r.randint(8, 15)}% of prints |\n"
           f"| closing auction | {r.randint(5, 15)}% | at limit |\n"
           f"> will only go live after the OMS ack; fills will post here. max participation {r.randint(8, 15)}% ADV.")
    return g.near(g.post(t, "hermes", txt), "execution plan before any ack (future tense)")


def pretrade_check(g, t, prop, sym, qty):
    r = g.rng
    adv = r.uniform(2, 12)
    txt = (f"pre-trade check ✔️ **{sym}**\n| Check | Result |\n|---|---|\n"
           f"| Liquidity | {adv:.1f}% of 20d ADV |\n| Single-name headroom | {r.uniform(1.5, 4.5):.1f}m |\n"
           f"| Corr. to book | {r.uniform(0.3, 0.9):.2f} |\n| Blackout / MAR list | none |\n| Borrow (if short) | n/a |\n"
           "> informational only, no limit touched")
    return g.near(g.post(t, "argos", txt, ref=prop), "pre-trade check table (all ok)")


def name_review(g, t, sym):
    r = g.rng
    px = g.px[sym] if sym in g.px else tick(4 + (_h("px/" + sym) % 3600) / 100)
    gr = [1.0]
    for _ in range(3):
        gr.append(gr[-1] * (1 + r.uniform(-0.02, 0.09)))
    eps0 = px / r.uniform(7, 13) / gr[3]
    payout = r.uniform(0.4, 0.65)
    rows = "\n".join(f"| {k} | {v} |" for k, v in [
        ("Last", P(px)), ("1w / 1m", f"{r.uniform(-5, 5):+.1f}% / {r.uniform(-10, 12):+.1f}%"),
        ("52w range", f"{P(tick(px * 0.7))} – {P(tick(px * 1.05))}"), ("P/E 2027e", f"{r.uniform(6, 14):.1f}x"),
        ("Div. yield", f"{r.uniform(4, 9):.1f}%"), ("ADV (20d)", f"€{r.randint(8, 60)}m"),
        ("Short interest", f"{r.uniform(0.2, 2.5):.1f}%"), ("Consensus TP", P(tick(px * r.uniform(1.05, 1.25))))])
    tag = " ⭐" if sym in g.book["held"] else ("" if sym in SYMS else " (not in book / not on watchlist)")
    txt = (f"### 🔬 Weekend deep dive: {sym}{tag}\n| Metric | Value |\n|---|---|\n" + rows + "\n\n"
           f"{g.pick(['The investment case rests on capital return and a re-rating towards European peers.', 'Earnings momentum has slowed but the balance sheet keeps de-risking.', 'Cash generation is strong; the debate is about the use of it.'])} "
           f"{g.pick(['Consensus sits above our model by ~4%.', 'Our numbers are in line with consensus.', 'We are ~3% below consensus on 2027 EPS.'])} "
           "Technically the stock is mid-range; nothing here changes the current view or sizing.\n\n"
           "**Financials (€m)**\n| | 2024A | 2025A | 2026E | 2027E |\n|---|---:|---:|---:|---:|\n" + "\n".join(
               f"| {k} | " + " | ".join(f"{base * gr[i]:,.0f}" for i in range(4)) + " |"
               for k, base in [("Revenue / NII", r.randint(900, 9000)), ("EBITDA / PPP", r.randint(400, 3000)),
                               ("Net profit", r.randint(200, 1500)), ("Capex / RWAs", r.randint(300, 40000))]) + "\n"
           + "| EPS (€) | " + " | ".join(f"{eps0 * gr[i]:.2f}" for i in range(4)) + " |\n"
           + "| DPS (€) | " + " | ".join(f"{eps0 * gr[i] * payout:.2f}" for i in range(4)) + " |\n\n"
           "**Valuation vs peers**\n| | " + sym + " | Greek peers | EU peers |\n|---|---:|---:|---:|\n"
           f"| P/E 27e | {r.uniform(6, 14):.1f}x | {r.uniform(6, 12):.1f}x | {r.uniform(8, 15):.1f}x |\n"
           f"| EV/EBITDA or P/TBV | {r.uniform(0.8, 8):.1f}x | {r.uniform(0.8, 8):.1f}x | {r.uniform(1, 9):.1f}x |\n"
           f"| Yield | {r.uniform(4, 9):.1f}% | {r.uniform(4, 8):.1f}% | {r.uniform(3, 7):.1f}% |\n\n"
           f"```text\ntechnicals  50d {P(tick(px * r.uniform(0.95, 1.03)))}  200d {P(tick(px * r.uniform(0.85, 1.0)))}  RSI {r.randint(35, 70)}  "
           f"20d vol {r.randint(16, 34)}%\nsupport    {P(tick(px * 0.95))} / {P(tick(px * 0.9))}\nresistance {P(tick(px * 1.05))} / {P(tick(px * 1.1))}\n```\n"
           "**Bull case**\n"
           f"- {g.pick(['capital return above guidance as excess capital builds', 'regulated returns reset higher in the next period', 'market share gains in a consolidating market'])}\n"
           f"- {g.pick(['re-rating towards European peers after the index upgrade', 'cost discipline keeps the cost/income ratio falling', 'M&A optionality at a sensible price'])}\n"
           "**Bear case**\n"
           f"- {g.pick(['margin compression as rates fall faster than expected', 'political pressure on tariffs or fees', 'execution risk on large capex'])}\n"
           f"- {g.pick(['stake overhang from a large shareholder', 'foreign outflows if EM funds exit before DM funds arrive', 'a slowdown in domestic credit growth'])}\n\n"
           "**Things to watch**\n"
           f"- {g.pick(['ECB SREP letters', 'tariff decisions', 'Q4 pre-close call', 'index reviews'])}\n"
           f"- {g.pick(['foreign flows in auctions', 'stake overhang', 'dividend policy update', 'management guidance'])}\n"
           f"- {g.pick(['peer M&A in CEE', 'sovereign spread', 'gas prices', 'online gaming tax'])}\n"
           "> research only, no action")
    return g.near(g.post(t, "athena", txt), None)


def weekly_risk(g, t):
    r = g.rng
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    util = "\n".join(f"| {d} | {r.uniform(24, 38):.1f}m | {r.randint(55, 92)}% | {r.randint(420, 820)}k | {r.uniform(8, 16):.1f}k | {r.randint(0, 1)} |" for d in days)
    bt = "\n".join(f"| {d} | €{r.randint(-260, 260)}k | -€{r.randint(420, 820)}k | {'no' if r.random() > 0.05 else 'yes'} |" for d in days)
    txt = (f"## 🛡️ Weekly risk report — week ending {(g.date - dt.timedelta(days=g.date.weekday() - 4)).strftime('%d/%m/%Y')}\n"
           "**Utilisation**\n| Day | Gross | Gross used | VaR | DV01 | Breaches |\n|---|---:|---:|---:|---:|---:|\n" + util + "\n\n"
           "**VaR backtest**\n| Day | PnL | VaR 99% | Exception |\n|---|---:|---:|---|\n" + bt + "\n\n"
           "**Stress**\n| Scenario | PnL | Comment |\n|---|---:|---|\n"
           f"| 2015 capital controls replay | -€{r.randint(1200, 2100)}k | banks -30%, GGB +400bp |\n"
           f"| 2022 rates shock | -€{r.randint(300, 700)}k | Bund +100bp |\n"
           f"| Banks -10%, hedge on | -€{r.randint(250, 500)}k | futures offset ~{r.randint(40, 70)}% |\n"
           f"| GGB spread +75bp | -€{r.randint(80, 200)}k | DV01-driven |\n\n"
           "Concentration remains in the two largest bank positions; liquidity-adjusted VaR is ~1.3x headline. "
           "Everything above describes last week; the current limit sheet is pinned and unchanged by this report.\n"
           f"> argos · sent to {at('maria')} {at('kostas')}")
    return g.near(g.post(t, "argos", txt), "weekly risk report with past breaches table (history)")


def weekly_exec(g, t):
    r = g.rng
    rows = []
    for d in ["Mon", "Tue", "Wed", "Thu", "Fri"]:
        for _ in range(r.randint(1, 2)):
            sy = g.pick(SYMS)
            rows.append(f"| {d} | {sy} | {g.pick(['BUY', 'SELL'])} | {Q(g.lot(sy))} | {P(tick(g.px[sy] * r.uniform(0.96, 1.04)))} | {r.uniform(-6, 4):+.1f}bp |")
    txt = ("📈 **Weekly execution review** (for the record, all done)\n| Day | Sym | Side | Qty | Avg | vs arrival |\n|---|---|---|---:|---:|---:|\n"
           + "\n".join(rows) + "\n"
           f"```text\norders {len(rows)}   fill rate {r.randint(88, 100)}%   avg participation {r.randint(5, 12)}%\n"
           f"slippage vs arrival {r.uniform(-4, 1):+.1f}bp   vs VWAP {r.uniform(-2, 2):+.1f}bp   rejects {r.randint(0, 2)}\n```\n"
           "> history only; nothing working over the weekend except what is posted as queued")
    return g.near(g.post(t, "hermes", txt), "weekly execution table (history, not new fills)")


def monday_plan(g, t):
    r = g.rng
    rows = "\n".join(f"| {s}{' ⭐' if s in g.book['held'] else ''} | {P(g.px[s])} | {P(tick(g.px[s] * 1.02))} | {P(tick(g.px[s] * 0.98))} | "
                      f"{g.pick(['watch auction', 'follow index', 'fade gap', 'let it run', 'check flows'])} |" for s in SYMS)
    txt = (f"### 🧭 Monday game plan (scenarios, not orders)\n| Name | Fri close | Gap-up ref | Gap-down ref | Playbook |\n|---|---:|---:|---:|---|\n" + rows + "\n\n"
           f"{g.fut}: fair basis {r.uniform(-6, 2):+.1f}; if the index opens beyond ±1% the hedge ratio drifts to ~{r.randint(55, 85)}%. "
           "GGB: the reopening calendar is light, carry dominates. Any actual trade still goes through the usual proposal → approval flow.\n"
           "> athena · prepared for the Monday pre-open")
    return g.near(g.post(t, "athena", txt), "scenario playbook table with levels, not orders")


def next_week_calendar(g, t):
    r = g.rng
    rows = [("Mon", "09:30", "EZ Sentix"), ("Mon", "17:20", "ATHEX close · index review effective"), ("Tue", "11:00", "ZEW"),
            ("Tue", "12:00", "PDMA 26w T-bill"), ("Wed", "15:30", "US CPI"), ("Wed", "21:00", g.pick(["FOMC", "Fed speakers"])),
            ("Thu", "15:15", g.pick(["ECB decision", "ECB speakers"])), ("Thu", "after close", "results: non-book names"),
            ("Fri", "17:20", f"{g.fut} expiry week"), ("Fri", "evening", g.pick(["S&P on Greece", "Fitch on Greece", "no rating actions"]))]
    txt = ("🗓️ **Next week**\n| Day | EET | Event |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
           + "\n> calendar only")
    return g.post(t, "athena", txt)


WEEKEND_HUMAN = [
    ("kostas", "skepseis gia tin evdomada pou erxetai: oi trapezes exoun treksei poly kai oi xenoi poulane se kathe anodo, "
               "ta GGB einai sfixta kai to hedge douleuei opws prepei. thelw na eimaste pio epilektikoi sta adds, "
               "na koitame to auction prin apo kathe kinisi kai na min kynigame breakouts to prwi. Deftera 9:00 call, ola ta plans mexri tote."),
    ("giorgos", "weekly gia ta GGB: to 10y kleise sto {y:.2f}%, to spread me to Bund sto {sp}bp, i kampyli ligo pio steep. "
                "i ΟΔΔΗΧ exei kalypsei sxedon olo to programma, ara supply mono apo T-bills mexri ton Ianouario. "
                "oi dealers einai long, ta runs to deixnoun. ta BTP einai pio ftina alla exoun perissotero politiko risk."),
    ("maria", "gia tin epomeni evdomada: to monthly risk review einai tin Triti, kai thelw to stress test me to 2015 scenario ananewmeno. "
              "Dimitri, to risk-engine meta to maintenance na to ksanatreksoume me ta dedomena tis Paraskevis gia elegxo. "
              "opoios exei sxolia sta limits na ta steilei mexri Deftera mesimeri."),
]


SUNDAY_PRESS = [
    ("Kathimerini", "Athens rents up 9% y/y, housing supply still tight"),
    ("To Vima", "Tourism season extended into November, record arrivals on the islands"),
    ("Proto Thema", "New property tax relief for small homeowners from January"),
    ("Naftemporiki", "Athens Riviera projects: construction permits accelerate"),
    ("Kathimerini", "Shipping owners order record number of LNG-ready vessels"),
    ("Real News", "Defence procurement: frigate programme timetable slips"),
    ("To Vima", "Energy: new interconnector with Egypt moves to tender"),
]


def sunday_press(g, t):
    r = g.rng
    rows = "\n".join(f"| {a} | {b} |" for a, b in r.sample(SUNDAY_PRESS, 5))
    txt = ("📰 **Sunday press** (Greek papers, headlines)\n| Paper | Headline |\n|---|---|\n" + rows +
           "\n> nothing on book or watchlist names; macro/political colour only")
    return g.near(g.post(t, "pythia", txt), None)


def model_vs_book(g, t):
    r = g.rng
    rows = []
    for s_ in SYMS:
        held = s_ in g.book["held"]
        w = g.book["held"][s_] * g.px[s_] / 1e6 if held else 0.0
        rows.append(f"| {s_} | {w:.2f}m | {max(0.0, w + r.uniform(-0.6, 0.8)):.2f}m | {r.uniform(-0.8, 0.8):+.2f}m | {g.pick(['in band', 'in band', 'edge of band', 'outside band'])} |")
    txt = ("### ⚖️ Model portfolio vs book (Friday close)\n| Name | Book | Model | Gap | Band |\n|---|---:|---:|---:|---|\n" + "\n".join(rows) + "\n\n"
           "Gaps are informational. The model is re-estimated weekly and moves with prices; nothing here is a proposal, "
           "any rebalancing goes through the normal proposal → approval flow on Monday.\n> athena · model v4.2")
    return g.near(g.post(t, "athena", txt), "model vs book gap table (informational, no proposal)")


def chartbook(g, t, kind):
    r = g.rng
    if kind == "banks":
        names = BANKS
        metrics = [("NIM", lambda: f"{r.uniform(2.6, 3.4):.2f}%"), ("Cost/income", lambda: f"{r.randint(30, 40)}%"),
                   ("CoR", lambda: f"{r.randint(40, 70)}bp"), ("NPE ratio", lambda: f"{r.uniform(2.5, 4.0):.1f}%"),
                   ("CET1", lambda: f"{r.uniform(14, 19):.1f}%"), ("RoTE 26e", lambda: f"{r.uniform(13, 19):.1f}%"),
                   ("P/TBV", lambda: f"{r.uniform(0.8, 1.5):.2f}x"), ("Payout 26e", lambda: f"{r.randint(45, 60)}%"),
                   ("Div. yield", lambda: f"{r.uniform(5, 9):.1f}%")]
        title = "📚 Weekend chartbook: Greek banks"
        comment = ("Dispersion inside the sector is the lowest in three years: the four systemics converge on returns and payouts, "
                   "so relative performance is driven by flows and capital return timing rather than fundamentals.")
    else:
        names = ["PPC", "OPAP", "MYTIL", "HTO", "MOH", "BELA"]
        metrics = [("EV/EBITDA 26e", lambda: f"{r.uniform(4, 10):.1f}x"), ("P/E 26e", lambda: f"{r.uniform(7, 16):.1f}x"),
                   ("Net debt/EBITDA", lambda: f"{r.uniform(0.2, 3.2):.1f}x"), ("FCF yield", lambda: f"{r.uniform(3, 11):.1f}%"),
                   ("Div. yield", lambda: f"{r.uniform(3, 9):.1f}%"), ("EPS growth 27e", lambda: f"{r.uniform(-5, 18):+.1f}%"),
                   ("ADV", lambda: f"€{r.randint(6, 60)}m")]
        title = "📚 Weekend chartbook: utilities, consumer, industrials"
        comment = ("Non-bank large caps trade at a discount to European peers on every metric except dividend yield; the gap has "
                   "narrowed since the upgrade announcement but remains wide for the less liquid names.")
    head = "| Metric | " + " | ".join(names) + " |\n|---|" + "---:|" * len(names) + "\n"
    rows = "\n".join(f"| {m} | " + " | ".join(f() for _ in names) + " |" for m, f in metrics)
    perf = "\n".join(f"{n_:<7}" + "  ".join(f"{r.uniform(-6, 8):+5.1f}%" for _ in range(4)) for n_ in names)
    txt = (f"## {title}\n{head}{rows}\n\n{comment}\n\n```text\nperformance    1w      1m      3m      YTD\n{perf}\n```\n"
           "> research only · sources: company data, athena estimates")
    return g.post(t, "athena", txt)


def rates_week_ahead(g, t):
    r = g.rng
    rows = "\n".join(f"| {k} | {v} | {r.uniform(-8, 8):+.0f}bp | {g.pick(['supply', 'data', 'ECB', 'risk sentiment', 'month-end'])} |"
                      for k, v in [("Bund 10y", f"{g.px['BUND']:.2f}%"), ("OAT-Bund", f"{r.randint(65, 85)}bp"),
                                   ("BTP-Bund", f"{r.randint(80, 110)}bp"), ("SPGB-Bund", f"{r.randint(50, 70)}bp"),
                                   ("GGB-Bund", f"{int((g.px['GGB_Y'] - g.px['BUND']) * 100)}bp"), ("EUR 5y5y infl.", f"{r.uniform(2.0, 2.4):.2f}%"),
                                   ("ESTR", f"{r.uniform(1.6, 2.2):.2f}%"), ("EURUSD", f"{r.uniform(1.05, 1.12):.4f}")])
    txt = ("### 📐 Rates & FX week ahead\n| Market | Level | 1w | Driver next week |\n|---|---:|---:|---|\n" + rows + "\n\n"
           "Euro-area supply is light into year-end; the periphery has outperformed for six weeks and positioning is long. "
           "For GGBs the main event risk is the rating calendar; nothing is scheduled before mid-January. The ECB meeting is "
           "priced for no change.\n> athena · colour only")
    return g.post(t, "athena", txt)


def auction_model(g, t):
    r = g.rng
    rows = "\n".join(f"| {s_} | {r.randint(8, 25)}% | {r.randint(-200, 200):+d}k | {r.uniform(0.2, 1.5):.1f}x | {g.pick(['index', 'foreign', 'retail', 'mixed'])} |"
                      for s_ in SYMS)
    txt = ("### 🧮 Monday auction model (pre-open, indicative)\n| Name | Auction share | Exp. imbalance | Vol/avg | Likely source |\n|---|---:|---:|---:|---|\n"
           + rows + "\n\nModel inputs: Friday closing imbalances, index review flows, ADR moves over the weekend (none). "
           "Fit over the last 60 sessions: R² 0.41 for the imbalance sign, weak for size. Treat as colour.\n> athena · model v1.3")
    return g.post(t, "athena", txt)


def preopen_checklist(g, t):
    r = g.rng
    items = ["OMS sessions (4/4) logged in after maintenance", "refdata diff applied (tick tables, lot sizes)",
             "queued GTC orders re-validated against Monday's static bands", "risk-engine loaded Friday positions (replay matched)",
             "restricted list synced from compliance", "algo parameters reset to defaults", "PnL service marks rolled to Friday close"]
    txt = ("☑️ **Monday pre-open checklist** (exec)\n" + "\n".join(f"- [{'x' if r.random() > 0.15 else ' '}] {it}" for it in items)
           + "\n> open items are re-checked Monday 08:00 EET")
    return g.post(t, "hermes", txt)


def weekend_cron(g):
    r = g.rng
    sat = g.date.weekday() == 5
    t = g.tod(r.uniform(1, 2))
    files = "\n".join(f"  {n:<28}{r.randint(20, 900)} MB  ok" for n in ["oms-bridge/pg_dump", "risk-engine/state", "relay-athex/cache",
                                                                         "pnl-svc/marks", "desk-archive/week"])
    g.noise(g.post(t, "cron", f"[cron] weekly backup {'(full)' if sat else '(incremental)'}\n```text\n{files}\nverify: checksums ok, restore test {'scheduled Sunday' if sat else 'passed'}\n```"))
    g.noise(g.post(g.tod(r.uniform(3, 4)), "cron", f"[cron] cert-expiry check: XATH FIX cert {r.randint(40, 300)}d, XADE {r.randint(40, 300)}d, HDAT {r.randint(40, 300)}d · ok"))
    if not sat:
        t = g.tod(r.uniform(10, 12))
        steps = ["promote DR replica (athx-db-dr)", "switch oms-bridge to DR", "send 5 UAT orders", "switch back to primary", "resync replica"]
        log = "\n".join(f"[{g.hhmm(t + i * 240000, local=False)}Z] {st:<36} ok  ({r.uniform(0.5, 30):.1f}s)" for i, st in enumerate(steps))
        g.noise(g.post(t, "dimitris", f"DR test (kvartali Kyriakis 😅)\n```text\n{log}\nRTO measured {r.randint(40, 150)}s (target 300s) · RPO 0\n```\nola kala, piso sto primary"))


def weekend_content(g):
    r = g.rng
    sat = g.date.weekday() == 5
    weekend_cron(g)
    # research batch (both days; Saturday = the bigger batch)
    for s_ in r.sample(SYMS, 7) + r.sample(["HTO", "MOH", "BELA", "AIA", "CENER"], 2 if sat else 3):
        name_review(g, g.when([(8, 13, 2), (15, 20, 1)]), s_)
    for w in ("ggb", "fut"):
        rates_fut_review(g, g.when([(8, 13, 2), (15, 20, 1)]), w)
    for h in range(8, 22, 2):
        risk_snapshot(g, g.tod(h + r.uniform(0, 0.2)))
    sector_note(g, g.when())
    sector_note(g, g.when())
    backtest_batch(g, g.when([(10, 18, 1)]))
    feed_table(g, g.tod(r.uniform(9, 12)))
    for who, txt in WEEKEND_HUMAN:
        if g.chance(0.7):
            g.post(g.when(CURVE_HUMAN_WE), who, txt.format(y=g.px["GGB_Y"], sp=int((g.px["GGB_Y"] - g.px["BUND"]) * 100)))
    chartbook(g, g.when([(8, 14, 1)]), "banks" if sat else "other")
    if sat:
        for who, q, a in WEEKEND_QA[:1]:
            tq = g.when(CURVE_HUMAN_WE)
            mq = g.post(tq, who, q)
            g.post(tq + r.randint(60, 400) * 1000, "athena", a, ref=mq)
        weekly_review(g, g.tod(r.uniform(8, 10)))
        weekly_risk(g, g.tod(r.uniform(9, 11)))
        weekly_exec(g, g.tod(r.uniform(9, 12)))
        weekly_flows(g, g.tod(r.uniform(9, 13)))
        weekly_announcements(g, g.tod(r.uniform(9, 12)))
        pdma_review(g, g.when([(9, 18, 1)]))
        reading_list(g, g.tod(r.uniform(8, 10)))
        weekend_wrap(g, g.tod(r.uniform(17, 20)))
        maintenance_log(g, g.tod(r.uniform(13, 15)))
        weekend_ops(g)
        oms_session(g, g.tod(r.uniform(12.5, 13)), "close")
        oms_session(g, g.tod(r.uniform(16.5, 17)), "open")
        pythia_digest(g, g.tod(r.uniform(16, 18)), "Weekend wires")
        g.post(g.tod(r.uniform(9, 12)), "sofia",
               "weekly compliance reminder: (1) no client names or account numbers in this channel, (2) personal dealing requests "
               "go through the PA portal before any order, (3) the restricted list was updated on Friday, check it before Monday's "
               "proposals, (4) recorded lines only for any conversation with brokers. thanks 🙏")
    else:
        monday_plan(g, g.tod(r.uniform(17, 19)))
        next_week_calendar(g, g.tod(r.uniform(15, 17)))
        weekend_wrap(g, g.tod(r.uniform(18, 20)))
        weekend_thread(g)
        model_vs_book(g, g.tod(r.uniform(10, 14)))
        sunday_press(g, g.tod(r.uniform(7, 9)))
        preopen_checklist(g, g.tod(r.uniform(18, 20.5)))
        rates_week_ahead(g, g.tod(r.uniform(15, 18)))
        auction_model(g, g.tod(r.uniform(19, 21)))
        chartbook(g, g.when([(14, 19, 1)]), "banks")
        t_ = g.tod(r.uniform(17, 18))
        rows = "\n".join(f"SMOKE-{i:02d}  {g.pick(['NEW', 'AMEND', 'CANCEL'])}  {g.pick(SYMS):<6} ok  rtt {r.uniform(0.4, 3):.1f}ms" for i in range(1, 9))
        g.noise(g.post(t_, "oms", f"```\nOMS-BRIDGE SUNDAY SMOKE TEST (UAT)\n{rows}\nresult: PASS · sessions ready for Monday\n```"))
        pythia_digest(g, g.tod(r.uniform(16, 18)), "Sunday wires")
        reading_list(g, g.tod(r.uniform(8, 10)))
        for who, q, a in WEEKEND_QA:
            tq = g.when(CURVE_HUMAN_WE)
            mq = g.post(tq, who, q)
            g.post(tq + r.randint(60, 400) * 1000, "athena", a, ref=mq)


def rates_fut_review(g, t, which):
    r = g.rng
    if which == "ggb":
        y = g.px["GGB_Y"]
        rows = "\n".join(f"| {k} | {y + d:.3f}% | {r.randint(-12, 12):+d}bp | {int((y + d - g.px['BUND'] - d * 0.8) * 100)}bp | {r.uniform(-0.5, 0.5):+.2f} |"
                          for k, d in [("2y", -1.25), ("5y", -0.62), ("7y", -0.35), ("10y", 0.0), ("15y", 0.41), ("20y", 0.62), ("30y", 0.78)])
        txt = (f"### 🔬 Weekend deep dive: {GGB} ⭐\n{GGB_LONG} · px {g.px['GGB']:.3f} · yld {y:.3f}% · mod. dur ~8.4\n\n"
               "| Tenor | Yield | 1w | vs Bund | z-score |\n|---|---:|---:|---:|---:|\n" + rows + "\n\n"
               "Supply: PDMA funding for the year is essentially complete; syndications resume in January. Demand: domestic banks "
               "have been net buyers of the belly, real money prefers 10y-15y. Ratings: all four majors at investment grade, next "
               "review dates in the pins. Carry + roll on the 10y is ~{c}bp/3m.\n\n"
               f"```text\nasset swap spread   {r.randint(20, 45)}bp\nrepo (GC)           {r.uniform(1.6, 2.1):.2f}%\nbid/ask (HDAT)      {r.uniform(3, 9):.1f}c\n"
               f"dealer axes         {g.pick(['better to sell', 'better to buy', 'mixed'])}\n```\n> research only").replace("{c}", str(r.randint(6, 14)))
    else:
        rows = "\n".join(f"| {m} | {g.px['FUT'] + r.randint(-20, 20):,} | {r.randint(1000, 30000):,} | {r.uniform(-6, 3):+.1f} |"
                          for m in [g.fut, fut_code(g.date + dt.timedelta(days=35)), fut_code(g.date + dt.timedelta(days=65))])
        txt = (f"### 🔬 Weekend deep dive: FTSE/ATHEX Large Cap futures ⭐\nIndex {g.px['FUT'] + r.randint(-10, 10):,} · hedge {g.book['fut']} lots\n\n"
               "| Contract | Last | OI | Basis |\n|---|---:|---:|---:|\n" + rows + "\n\n"
               f"Index weights: banks ~{r.randint(38, 48)}%, utilities ~{r.randint(8, 14)}%, the rest spread thin. The hedge tracks the book's bank "
               f"beta with an R² of {r.uniform(0.6, 0.9):.2f} over 60 days; residual risk sits in PPC/OPAP. Roll into the next month usually "
               "starts the Monday before expiry; basis has been cheap into recent expiries.\n"
               f"```text\nhedge ratio (beta)  {r.uniform(0.5, 0.9):.2f}\ntracking error      {r.uniform(3, 8):.1f}% ann.\nroll cost est.      {r.uniform(0.5, 3):.1f}pts\n```\n> research only")
    return g.near(g.post(t, "athena", txt), None)


READING = [
    ("ECB Financial Stability Review", "Flags commercial real estate and non-bank leverage; euro-area bank profitability seen peaking in 2026."),
    ("IMF Regional Economic Outlook: Europe", "Growth in the south outpaces the core for a third year; productivity gaps narrow slowly."),
    ("BIS Quarterly Review", "Chapter on deposit betas in the euro area shows southern banks repricing deposits more slowly than northern peers."),
    ("Bank of Greece monetary policy report", "Credit growth to non-financial corporates running near 10% y/y; household credit still flat."),
    ("EBA transparency exercise", "Greek banks' CET1 ratios now in line with the EU average; NPE ratios below 4% for the systemics."),
    ("FTSE Russell country classification note", "Operational details of Greece's move to Developed; passive flows estimated in both directions."),
    ("Hellenic Fiscal Council report", "2027 budget targets judged achievable; risks from defence spending and public wage settlements."),
]


def weekend_wrap(g, t):
    r = g.rng
    mk = [("S&P 500", f"{r.randint(6200, 7000):,}"), ("Euro Stoxx 50", f"{r.randint(5200, 5900):,}"), ("Stoxx 600 Banks", f"{r.randint(240, 290)}"),
          ("FTSE/ATHEX LC", f"{g.px['FUT']:,}"), ("ATHEX General", f"{r.randint(1850, 2150):,}"), ("Bund 10y", f"{g.px['BUND']:.2f}%"),
          ("BTP 10y", f"{g.px['BUND'] + r.uniform(0.8, 1.1):.2f}%"), ("GGB 10y", f"{g.px['GGB_Y']:.2f}%"), ("EURUSD", f"{r.uniform(1.05, 1.12):.4f}"),
          ("Brent", f"${r.uniform(62, 78):.1f}"), ("Gold", f"${r.randint(3600, 4300):,}"), ("TTF", f"€{r.randint(28, 45)}")]
    rows = "\n".join(f"| {a} | {b} | {r.uniform(-3, 3):+.1f}% | {r.uniform(-8, 20):+.1f}% |" for a, b in mk)
    title = "🌍 Saturday wrap" if g.date.weekday() == 5 else "🌙 Sunday evening: Asia open preview"
    txt = (f"## {title}\n| Market | Level | 1w | YTD |\n|---|---:|---:|---:|\n" + rows + "\n\n"
           f"**Themes:** {g.pick(['rates volatility back down', 'European banks at multi-year highs', 'energy prices soft into winter'])}; "
           f"{g.pick(['US data mixed', 'China stimulus chatter', 'quiet geopolitics'])}; {g.pick(['EM outflows slowing', 'dollar range-bound', 'credit spreads tight'])}.\n\n"
           "**For Greece:** the week ahead is light on domestic data; flows around the index review and the futures roll will "
           "dominate. Bank dividends and buybacks keep supporting the sector; the sovereign spread is stable.\n"
           f"```text\nweekend headlines scanned {r.randint(200, 600)} · relevant to book 0 · relevant to watchlist 0\n```\n> athena · no action items")
    return g.post(t, "athena", txt)


def weekly_announcements(g, t):
    r = g.rng
    rows = "\n".join(f"| {g.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} | {ISSUER[o][0]} | {g.pick(CATS)} |" for o in r.sample(OTHERS, 8))
    txt = ("🗂️ **Week in announcements (non-book names)**\n| Day | Issuer | Category |\n|---|---|---|\n" + rows
           + f"\n> {r.randint(60, 140)} announcements this week in total; book and watchlist items were posted as they landed")
    return g.near(g.post(t, "pythia", txt), None)


WEEKEND_QA = [("nikos", "pote kanoume roll to hedge sto FTSE future? kai poso kostizei sinithws?",
               "The desk rolls the FTSE/ATHEX Large Cap hedge in the week before expiry, usually Tuesday to Thursday, in 3-4 clips "
               "to avoid the expiry-day auction. Over the last 8 rolls the calendar spread cost between 0.5 and 3 index points per "
               "contract; at the current hedge size that is a few thousand euros per roll. The roll itself is proposed and approved "
               "like any other trade, so nothing happens automatically."),
              ("eleni", "to compliance zitaei to restricted list gia tin epomeni evdomada, to exei kaneis?",
               "The restricted list is maintained by compliance in the shared drive and mirrored in the OMS pre-trade checks; "
               "an order in a restricted name is blocked at entry. Last update was Friday 18:00. If a name is added over the "
               "weekend the OMS picks it up at the 08:00 refdata sync on Monday.")]


def weekend_ops(g):
    r = g.rng
    t = g.tod(r.uniform(13, 15))
    rows = "\n".join(f"TEST-{i:02d}  {g.pick(['NEW', 'AMEND', 'CANCEL', 'FILL-SIM'])}  {g.pick(SYMS):<6} {g.pick(['ok', 'ok', 'ok', 'retry→ok'])}  rtt {r.uniform(0.4, 3):.1f}ms"
                      for i in range(1, r.randint(10, 14)))
    g.noise(g.post(t, "oms", f"```\nOMS-BRIDGE WEEKEND TEST SESSION (UAT, no real orders)\n{rows}\nresult: PASS\n```"))
    t2 = t + r.randint(20, 90) * 60000
    diff = "\n".join(f"| {g.pick(OTHERS + SYMS)} | {g.pick(['tick table', 'lot size', 'ISIN', 'trading hours', 'short-sell flag'])} | {g.pick(['unchanged', 'updated', 'new'])} |"
                      for _ in range(r.randint(5, 8)))
    g.noise(g.post(t2, "cron", "[cron] refdata weekend diff (ATHEX)\n| Instrument | Field | Status |\n|---|---|---|\n" + diff))
    t3 = t2 + r.randint(20, 90) * 60000
    g.post(t3, "argos", "risk-engine replay after maintenance (Friday 17:20 snapshot)\n```text\n"
           + "\n".join(f"{k:<18}{v}" for k, v in [("positions", f"{len(g.book['held']) + 2} lines, match"), ("gross", "match (Δ 0.00m)"),
                                                   ("var_1d_99", f"match (Δ {r.randint(0, 3)}k)"), ("ggb_dv01", "match"),
                                                   ("limit checks", f"{r.randint(40, 80)} evaluated, 0 differences"), ("runtime", f"{r.randint(180, 420)}ms")])
           + "\n```\nola idia me tin Paraskevi ✅")


def weekend_thread(g):
    r = g.rng
    t = g.tod(r.uniform(16, 18))
    c = g.cur(t)
    st = g.post(t, "kostas", "ftiaxnw thread gia to plan tis Deftera, grapste edw ti vlepete 👇")
    th = Thread(st, "plan Deftera")
    lines = [
        ("eleni", "trapezes: an anoiksoun thetika thelw na dw to auction prwta, oxi kynigi. oi xenoi poulane se kathe anodo ti teleftaia evdomada"),
        ("giorgos", "GGB: tipota mexri to calendar, carry, to spread einai sfixto. isws kati meta to CPI tis Tetartis"),
        ("nikos", "futures: to roll ksekinaei tin Triti, tha etoimasw to plan me ta clips"),
        ("maria", "risk: ola mesa sta limits, to stress 2015 einai to megalytero noumero, to vlepoume tin Triti sto review"),
        ("athena", "Summary of the weekend notes: no view changes proposed in the deep dives; the Monday game plan and calendar are posted above. "
                   "Open questions for the desk: index review flows on Monday close, roll timing, and the Wednesday CPI."),
        ("kostas", "ok, kala. Deftera 9:00 call kai apo ekei ta proposals kanonika"),
        ("dimitris", "to maintenance teleiwse, ola ta sessions einai up, to relay epsakse to backlog"),
    ]
    for who, txt in lines:
        if g.chance(0.85):
            g.post(c(120, 1800), who, txt, thread=th)


def weekly_flows(g, t):
    r = g.rng
    rows = "\n".join(f"| {b} | €{r.randint(-40, 40)}m | {r.randint(2, 14)}% | {g.pick(['banks', 'utilities', 'broad', 'index names'])} |"
                      for b in ["Morgan Stanley", "Goldman Sachs", "JP Morgan", "Citi", "Eurobank Equities", "Piraeus Sec", "NBG Sec", "Alpha Finance"])
    txt = ("📊 **Weekly flows by broker code (ATHEX, public data)**\n| Broker | Net | Share of turnover | Focus |\n|---|---:|---:|---|\n" + rows
           + f"\n\nForeign-linked codes net {g.pick(['sellers', 'buyers'])} of ~€{r.randint(20, 120)}m on the week; domestic codes absorbed most of it. "
             "Broker codes are a noisy proxy: prime brokers net client flows and market-making inventory.\n> pythia · weekly")
    return g.post(t, "pythia", txt)


def pdma_review(g, t):
    r = g.rng
    rows = "\n".join(f"| {m} | {g.pick(['syndication', 'reopening', 'T-bill', 'T-bill'])} | €{r.randint(3, 40) * 100}m | {r.uniform(1.9, 3.9):.2f}% | {r.uniform(1.5, 4):.1f}x |"
                      for m in ["Jan", "Feb", "Mar", "May", "Jun", "Sep", "Oct", "Nov"])
    txt = ("### 🏛️ PDMA issuance review 2026 (history)\n| Month | Type | Size | Yield | Cover |\n|---|---|---:|---:|---:|\n" + rows + "\n\n"
           f"Cash buffer ~€{r.randint(30, 40)}bn covers more than two years of maturities. Early GLF repayments continue; the debt ratio falls "
           "below 145% of GDP this year on current projections. Next year's plan is expected in early January with similar "
           "syndicated volumes.\n> research only")
    return g.post(t, "athena", txt)


def reading_list(g, t):
    r = g.rng
    items = r.sample(READING, 5)
    txt = ("📚 **Weekend reading** (summaries, 2 min each)\n" + "\n".join(f"{i + 1}. **{a}** — {b}" for i, (a, b) in enumerate(items))
           + "\n> links in the research drive; nothing here is a view change")
    return g.post(t, "athena", txt)


def backtest_batch(g, t):
    r = g.rng
    blocks = []
    for sym in r.sample(SYMS, 3):
        blocks.append(f"```text\n{sym} · {g.pick(['auction-imbalance fade', 'gap-and-go', 'mean reversion 3d', 'ex-div drift'])} (2018-2025)\n"
                      f"trades {r.randint(40, 160):>4}   win% {r.randint(40, 62)}%   sharpe {r.uniform(0.2, 1.5):.2f}   maxdd -{r.uniform(5, 20):.1f}%\n"
                      f"best  2020-03-{r.randint(10, 28)}  +{r.uniform(4, 12):.1f}%    worst 2022-0{r.randint(2, 9)}-{r.randint(10, 28)}  -{r.uniform(3, 9):.1f}%\n```")
    txt = ("🧪 **Weekend backtest batch** (research queue, nothing live)\n" + "\n".join(blocks)
           + "\n> results go to the model review on Tuesday")
    return g.near(g.post(t, "athena", txt), None)


def maintenance_log(g, t):
    r = g.rng
    steps = ["drain oms-bridge (ATHX-OMS-1..4)", "snapshot risk-engine state", "upgrade postgres 15.6 → 15.8",
             "rotate FIX certs (XATH, XADE)", "deploy relay-athex 2.4.0", "replay weekend test session", "undrain"]
    lines = "\n".join(f"[{g.hhmm(t + i * r.randint(3, 9) * 60000, local=False)}Z] {st} ... ok ({r.uniform(0.5, 40):.1f}s)\n"
                      f"           checks: {r.randint(12, 40)} passed, 0 failed · node athx-{g.pick(['app', 'db', 'gw'])}-0{r.randint(1, 3)}"
                      for i, st in enumerate(steps))
    txt = (f"🔧 weekend maintenance log ({g.dstr()})\n```text\n{lines}\n```\nola ok, to bridge einai piso. "
           f"an deite reconnects mexri tis 20:00 einai apo to maintenance.")
    return g.noise(g.post(t, "dimitris", txt))


def risk_snapshot(g, t):
    """Hourly argos snapshot (state only)."""
    r = g.rng
    gl = g.limit_at("gross", t)
    single = g.limit_at("single", t)
    rows = "\n".join(f"| {s} | {min(g.book['held'][s] * g.px[s] / 1e6, single * 0.95):.2f}m | {single:.1f}m | "
                     f"{r.uniform(0.8, 1.5):.2f} | {r.uniform(-3, 3):+.1f}k |" for s in sorted(g.book["held"]))
    txt = (f"🛡️ risk snapshot {g.hhmm(t)} EET · gross {gl * r.uniform(0.55, 0.85):.1f}m/{gl:.0f}m · VaR {r.randint(420, 780)}k/{g.limit_at('var', t)}k\n"
           "| Name | Notional | Limit | Beta | Δ1% PnL |\n|---|---:|---:|---:|---:|\n" + rows + "\n"
           f"```text\nggb_dv01   {r.uniform(8, 15):.1f}k / {g.limit_at('dv01', t)}k\nfut_delta  {g.book['fut'] * g.px['FUT'] * 5 / 1e6:+.2f}m\n"
           f"beta_net   {r.uniform(3, 12):.1f}m\nliq_1d     {r.randint(70, 95)}%\n"
           f"stress     banks-10% -€{r.randint(300, 600)}k | ggb+50bp -€{r.randint(40, 120)}k | lc-5% -€{r.randint(60, 200)}k\n```\n"
           "> state only · no breaches · no warnings")
    return g.post(t, "argos", txt)


AUCTION_NOTES = ["Imbalance indications usually flip in the last 3 minutes; do not read too much into the first print.",
                 "Index rebalancing flows are concentrated in the two largest banks.",
                 "Last 5 sessions the auction printed 14-22% of the daily volume."]


def auction_preview(g, t, kind):
    r = g.rng
    rows = "\n".join(f"| {s} | {r.randint(-180, 180):+d}k | {P(tick(g.px[s] * (1 + r.uniform(-0.006, 0.006))))} | {r.randint(8, 25)}% |"
                      for s in SYMS)
    title = "🔔 Closing auction preview (17:00–17:20 EET)" if kind == "close" else "🌅 Pre-open auction (09:45–10:15 EET)"
    txt = (f"### {title}\n| Name | Indicative imb. | Indicative px | % of ADV |\n|---|---:|---:|---:|\n" + rows + "\n\n"
           f"{g.pick(AUCTION_NOTES)} {g.pick(AUCTION_NOTES)}\n> indicative only, from the venue feed")
    return g.post(t, "athena", txt)


QA = [
    ("nikos", "giati to GGB deixnei accrued mesa sto unrealized sto PnL?",
     "The PnL service marks GGBs at clean HDAT mid and books accrued interest separately as carry; in the snapshot embed both "
     "are summed into Unrealized for readability. Day-over-day you should see ~€{a} of carry per €10mm at the current coupon. "
     "If you want them split, the `/pnl detail` command shows clean, accrued and FX lines separately. Nothing is double-counted: "
     "the reconciliation against custody at 19:00 compares dirty values and has been clean for {n} sessions."),
    ("eleni", "pws ypologizei to risk-engine to single-name limit gia ta stock futures?",
     "Stock futures count at delta-adjusted notional (contracts × 100 × price) and are netted against the cash line of the same "
     "name before the single-name check. Index futures are not allocated to single names; they only enter gross and beta-net. "
     "So a long cash position plus short stock futures of the same name reduces usage, while the {fut} hedge does not. "
     "The engine recomputes every {n} seconds and on every order."),
    ("giorgos", "pou vriskw ta dealer runs gia ta GGB sto bot?",
     "Dealer runs are parsed from the Bloomberg IB chat into the `rates-runs` table every 5 minutes; `/runs ggb` returns the "
     "latest two-way prices per dealer with age. Runs older than {n} minutes are greyed out. The HDAT book is separate and shows "
     "in `/hdat 10y`. Neither is executable from here, they are indications."),
]


def qa_pairs(g, n):
    r = g.rng
    pool = list(QA)
    r.shuffle(pool)
    for who, q, a in pool[:n]:
        t = g.when(MARKET) if not g.weekend else g.when()
        m = g.post(t, who, q)
        ans = a.format(a=f"{r.randint(900, 1100):,}", n=r.randint(5, 40), fut=g.fut)
        g.post(m.t + r.randint(30, 240) * 1000, "athena", ans, ref=m)


BROKER_PASTES = [
    "from the {b} morning call:\n> European banks: we stay overweight the sector into Q1, with a preference for rate-sensitive "
    "names in the periphery. Italian and Spanish lenders offer the best capital return visibility; we see limited downside from "
    "the next leg of ECB easing as hedging books roll. Key risk: a sharp re-steepening that hits AT1 valuations.\n"
    "tipota gia emas specifically, alla kalo context",
    "{b} strategy (pasted):\n> We downgrade European utilities to neutral on regulatory risk in Spain and Germany; "
    "power price assumptions for 2027 are cut by 8%. Networks remain the preferred sub-sector. "
    "Southern European integrated names screen cheap but carry policy risk.\n"
    "gia to context, den einai gia ta dika mas",
    "{b} EM/frontier desk:\n> CEE FX: we see PLN and HUF stable into year-end; Romanian fiscal slippage is the main regional "
    "risk. Turkish assets: carry still attractive but positioning is crowded. Greece is no longer in our EM universe post upgrade.\n"
    "fyi",
]
DEALER_RUNS = ["Citi", "JPM", "GS", "Eurobank Eq", "Piraeus Sec", "NBG Sec", "BNP"]


def pastes(g):
    r = g.rng
    for tpl in r.sample(BROKER_PASTES, 2):
        t = g.when([(5.5, 8, 1), (12, 14, 1)]) if not g.weekend else g.when()
        g.near(g.post(t, g.pick(["eleni", "giorgos", "kostas"]), tpl.format(b=g.pick(["JPM", "Citi", "BofA", "Morgan Stanley"]))),
               "pasted broker sector call (not our names)")
    for _ in range(r.randint(1, 2)):
        t = g.when(MARKET) if not g.weekend else g.when()
        y = g.px["GGB_Y"]
        lines = "\n".join(f"{d:<12}{g.px['GGB'] - r.uniform(0.02, 0.08):.3f} / {g.px['GGB'] + r.uniform(0.02, 0.08):.3f}   "
                           f"{y + 0.005:.3f}% / {y - 0.005:.3f}%   {r.randint(2, 10)}mm" for d in r.sample(DEALER_RUNS, 5))
        g.post(t, "giorgos", f"runs gia to 10y (3.625% 2036), endeiktika:\n```text\n{'dealer':<12}price bid/ask        yield bid/ask       size\n{lines}\n```\ntipota ektelesimo, apla gia na ta exoume")


WIRE_HEADS = [
    "ECB's Schnabel: bar for further cuts is high", "ECB's Lane: inflation path broadly on track",
    "Germany's Ifo business climate {ifo_d} to {ifo}", "Italy Treasury sells €{btp_n}bn 7-year BTP, bid/cover {btp_c}",
    "Spain's Santander to buy back up to €{san}bn shares", "UniCredit CEO: no plans to raise Commerzbank stake further",
    "BNP Paribas prices €1bn AT1 at {at1}%", "Brent falls {brent}% as OPEC+ weighs output hike",
    "US 10-year yield rises to {ust}%", "Fed's Waller: open to another cut in Q1", "Turkey central bank holds rate at {cbrt}%",
    "Romania's deficit target slips to {ro}% of GDP", "Euro zone PMI composite {pmi}",
    "Moody's affirms Italy at Baa3, outlook positive", "Portugal sells €{pt}bn of 10-year bonds via syndicate",
    "Bulgaria euro adoption: BNB confirms changeover timetable", "Copper hits 3-week high on China stimulus talk",
    "Euro zone bank lending to firms grows {lend}% y/y", "Deutsche Bank names new head of investment bank",
    "ING raises 2026 net interest income guidance", "Intesa Sanpaolo: no interest in further domestic M&A",
    "Commerzbank works council opposes job cuts plan", "EU Commission proposes simplified bank capital rules",
    "Erste Group completes Santander Polska stake deal", "Gold steady near record as dollar softens",
    "German 10-year auction draws €{bund_n}bn of bids", "French budget vote delayed, OAT spread widens {oat}bp",
    "Swiss National Bank keeps rates at zero", "Norway's wealth fund cuts European bank holdings",
    "Eurostat: euro area inflation flash {hicp}% y/y", "Polish central bank holds, signals cuts in spring",
    "S&P 500 futures edge higher before data", "Japan 10-year yield at highest since 2008",
    "Hungary forint weaker after rating outlook cut", "Iberian power prices slump on record solar output",
]
WIRE_WE = [
    "ECB's Villeroy: rates are at the right level for now", "Fed's Powell to speak at year-end conference on Tuesday",
    "German coalition agrees 2027 budget framework", "Italy's Meloni: bank windfall tax not on the table",
    "OPEC+ ministers to meet online next week", "China's November exports beat forecasts",
    "UK retail sales weaker than expected in November", "EU leaders to discuss defence fund at December summit",
    "Spain's Sabadell shareholders back new buyback", "Swiss banks face tougher capital rules, FINMA says",
    "Weekend interview: ECB's Nagel sees no need for further easing", "Turkish inflation slows to {tinf}% in November",
    "Romania's ruling coalition survives no-confidence vote", "Bulgaria's parliament passes 2027 budget",
    "Poland's president signs bank tax bill", "Japan's wage talks point to strong 2027 pay rises",
    "Weekend poll: German CDU lead narrows", "Italy's UniCredit names new CFO, effective January",
    "Saudi Aramco cuts January prices for Asian buyers", "Cyprus president: gas field development on track",
    "Dutch pension reform: funds begin swap unwinds in January", "Euro area finance ministers meet Monday in Brussels",
    "North Sea storm shuts two oil platforms", "Croatia's tourism revenue hits record in 2026",
    "Austrian banks face higher deposit guarantee fees", "Slovakia raises bank levy for 2027",
]


def wire_vals(g):
    if "_wires" not in g.__dict__:
        r = random.Random(f"{DESK}|wires|{g.date.isoformat()}")
        g._wires = dict(ifo_d=r.choice(["rises", "falls"]), ifo=f"{r.uniform(85, 92):.1f}", btp_n=r.randint(3, 6), btp_c=f"{r.uniform(1.3, 1.9):.2f}",
                        san=r.randint(2, 5), at1=f"{r.uniform(5.6, 6.9):.3f}", brent=f"{r.uniform(0.8, 2.8):.1f}", ust=f"{r.uniform(4.0, 4.5):.2f}",
                        cbrt=r.randint(33, 40), ro=f"{r.uniform(6.5, 8.0):.1f}", pmi=f"{r.uniform(48, 53):.1f}", pt=r.randint(3, 5),
                        lend=f"{r.uniform(1.5, 4.0):.1f}", bund_n=f"{r.uniform(4, 7):.1f}", oat=r.randint(3, 8), hicp=f"{r.uniform(1.8, 2.6):.1f}",
                        tinf=f"{r.uniform(30, 40):.1f}")
    return g._wires


def wires_post(g, t):
    r = g.rng
    pool = WIRE_WE if g.weekend else WIRE_HEADS
    heads = [g.pick_u("wires", pool) for _ in range(r.randint(5, 6) if not g.weekend else r.randint(4, 5))]
    heads = list(dict.fromkeys(heads))
    lines = []
    tt = t - r.randint(40, 70) * 60000
    for h in heads:
        tt += r.randint(2, 9) * 60000
        lines.append(f"- `{g.hhmm(min(tt, t - 30000))}` *{g.pick(['RTRS', 'BBG', 'DJ', 'AMNA', 'MNI'])}* " + h.format(**wire_vals(g)))
    txt = f"🗞️ **Wires** · {g.hhmm(t)} EET\n" + "\n".join(lines) + "\n> auto-filtered: macro + European financials; book names are relayed separately"
    return g.near(g.post(t, "wires", txt), "generic macro wire batch")


def flow_monitor(g, t):
    r = g.rng
    names = r.sample(OTHERS, r.randint(5, 8))
    rows = []
    for n in names:
        rows.append(f"| {g.hhmm(t - r.randint(1, 28) * 60000)} | {n} | {r.randint(20, 600) * 1000:,} | {r.uniform(2, 40):.2f} | "
                    f"{g.pick(['cross', 'block (pre-arranged)', 'on-book sweep', 'MM unwind'])} |")
    rows.sort()
    txt = (f"🔎 **Flow monitor** · last 30m\n| Time | Name | Qty | Px | Type |\n|---|---|---:|---:|---|\n" + "\n".join(rows) +
           f"\n> third-party prints on ATHEX (not our orders). turnover so far €{r.randint(40, 200)}m.")
    return g.near(g.post(t, "pythia", txt), "third-party block prints table (not our trades)")


def afternoon_note(g, t):
    r = g.rng
    txt = (f"### 🇺🇸 US open preview · {g.hhmm(t)} EET\n"
           f"S&P futures {r.uniform(-0.8, 0.8):+.2f}%, Nasdaq {r.uniform(-1, 1):+.2f}%, UST 10y {r.uniform(3.9, 4.5):.2f}%. "
           f"Data at 15:30: {g.pick(['jobless claims', 'CPI', 'retail sales', 'PPI'])} (cons. {r.uniform(0.1, 0.4):.1f}% m/m).\n\n"
           "| Scenario | Bund 10y | Stoxx banks | ATHEX LC (est.) |\n|---|---:|---:|---:|\n"
           f"| Hot print | +{r.randint(4, 8)}bp | +{r.uniform(0.5, 1.5):.1f}% | +{r.uniform(0.3, 1.2):.1f}% |\n"
           f"| In line | ±1bp | ±0.3% | ±0.3% |\n| Soft print | -{r.randint(4, 8)}bp | -{r.uniform(0.5, 1.5):.1f}% | -{r.uniform(0.3, 1.2):.1f}% |\n\n"
           "Greek banks have reacted to US rates with a beta of ~0.6 to Stoxx banks over the last month. The futures hedge covers "
           "most of that; this is a map of reactions, not a plan to trade the print.\n> athena · scenario table")
    return g.near(g.post(t, "athena", txt), None)


def oms_session(g, t, kind):
    r = g.rng
    rows = "\n".join(f"ATHX-OMS-{i}   {g.pick(['XATH', 'XATH', 'XADE', 'HDAT'])}   {'UP' if kind == 'open' else 'LOGOUT'}   "
                      f"in={r.randint(1000, 90000):<7}out={r.randint(100, 9000):<6}hb=30s  rtt={r.uniform(0.4, 3.5):.1f}ms"
                      for i in range(1, 5))
    txt = (f"```\nOMS-BRIDGE SESSION REPORT ({'start of day' if kind == 'open' else 'end of day'})\n"
           f"session       venue  state    counters\n{rows}\n"
           f"gap fills: 0   resend requests: {r.randint(0, 2)}   rejects (session level): 0\n```")
    return g.noise(g.post(t, "oms", txt))


def limit_sheet(g, t):
    r = g.rng
    rows = [("Gross notional", f"{g.limit_at('gross', t):.0f}m", "desk"), ("Single name (cash+SSF)", f"{g.limit_at('single', t):.1f}m", "per name"),
            ("VaR 1d 99%", f"{g.limit_at('var', t)}k", "desk"), ("GGB DV01", f"{g.limit_at('dv01', t)}k/bp", "rates"),
            ("Futures daily loss", f"-{g.limit_at('futloss', t)}k", "hedge book"), ("Stop-loss (desk, monthly)", "-1.2m", "desk"),
            ("Max ADV participation", "15%", "per order"), ("Restricted list", "see compliance", "—")]
    txt = ("📎 **Limit sheet (in force)**\n| Limit | Value | Scope |\n|---|---:|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
           + f"\n> unchanged vs yesterday's sheet unless posted separately by {at('maria')}")
    return g.post(t, "argos", txt)


def close_stats(g):
    r = g.rng
    t = g.tod(15.42 + r.uniform(0, 0.05))
    movers = r.sample(SYMS + OTHERS, 10)
    up = "\n".join(f"{m:<9}{r.uniform(0.5, 4.5):+6.2f}%" for m in movers[:5])
    dn = "\n".join(f"{m:<9}{-r.uniform(0.5, 4.5):+6.2f}%" for m in movers[5:])
    txt = ("📊 **ATHEX close** (official)\n```text\n"
           f"ATHEX General        {r.randint(1850, 2150):,}.{r.randint(10, 99)}  {r.uniform(-1.5, 1.5):+.2f}%\n"
           f"FTSE/ATHEX LC        {r.randint(4700, 5300):,}.{r.randint(10, 99)}  {r.uniform(-1.5, 1.5):+.2f}%\n"
           f"FTSE/ATHEX Banks     {r.randint(1500, 1900):,}.{r.randint(10, 99)}  {r.uniform(-2, 2):+.2f}%\n"
           f"Turnover             €{r.randint(120, 260)}.{r.randint(0, 9)}m   blocks €{r.randint(5, 40)}.{r.randint(0, 9)}m\n"
           f"Advancers/decliners  {r.randint(30, 80)} / {r.randint(20, 70)}\n"
           f"--- top gainers ---\n{up}\n--- top losers ---\n{dn}\n"
           f"{g.fut:<21}{g.px['FUT']:,}  settle est. · OI {r.randint(18, 34) * 1000:,}\n```")
    return g.noise(g.post(t, "relay", txt))


CHATTER_LONG = [
    "to auction simera itan periergo, i Peiraiws eixe imbalance sto sell side mexri to teleftaio lepto kai meta gyrise. kapoios epaize me ta indications",
    "exw tin entypwsi oti oi xenoi perimenoun to developed-market flow kai kathontai sta xeria tous, den vlepw kamia viasi sta bids",
    "to spread sto FTSE future anoigei kathe fora pou vgainei kati apo tin Ameriki, oi market makers trabiountai amesws. prosoxi sta market orders",
    "mou fainetai oti to ATHEX feed exei kathisterisi 1-2 deuterolepta simera, to eida sto OPAP sto auction. Dimitri to vlepeis?",
    "oi trapezes kinountai san ena block simera, correlation konta sto 0.9. den exei noima na kaneis pair trade meta3y tous twra",
    "oi dealers ftiaxnoun concession sto 30y kathe fora pou akougetai syndication, to eida kai stin Italia",
    "kaneis ksereis an to ATHEX allazei to tick size regime apo ton Ianouario? eida kati sto circular alla den to diavasa olo",
    "ta volumes tis Paraskevis einai panta xamila otan exei expiry tin epomeni evdomada, den perimenw kati simera",
]


def human_long(g, n):
    r = g.rng
    pool = list(HUMAN_LONG)
    r.shuffle(pool)
    for who, txt in pool[:n]:
        t = g.tod(r.uniform(5.8, 6.8)) if txt.startswith("plan simera") else g.when()
        m = g.post(t, who, txt)
        if g.chance(0.5):
            g.post(m.t + r.randint(60, 900) * 1000, g.pick(["kostas", "eleni", "maria", "dimitris"]),
                   g.pick(["👍 thx", "ok, to koitaw", "nai, symfwnw", "swsto", "thanks, kalo auto"]), ref=m)


WEEKLY_NAME_NOTES = [
    "outperformed the sector on auction buying; volume 1.3x average, no stock-specific news",
    "lagged the index as a single foreign seller worked an order all week",
    "range-bound; implied vol fell two points, options open interest rose in the Dec strikes",
    "tracked the index almost exactly; beta to the FTSE/ATHEX Large Cap ~1.1 over the week",
    "gave back part of the previous week's move; market makers dominated the tape",
    "firm into Friday's close, closing auction printed a quarter of the day's volume",
]


def weekly_review(g, t):
    """Weekend: long weekly review by the research agent with one buried view change."""
    r = g.rng
    sym = g.pick(sorted(g.book["held"]) or SYMS)
    view = g.pick([("bullish", "neutral"), ("neutral", "bullish"), ("neutral", "bearish")])
    perf = "\n".join(f"| {s}{' ⭐' if s in g.book['held'] else ''} | {P(g.px[s])} | {r.uniform(-5, 6):+.1f}% | {r.uniform(-12, 25):+.1f}% | "
                     f"{r.uniform(0.6, 1.6):.1f}x |" for s in SYMS)
    txt = (f"# 🗞️ Weekly review — week ending {(g.date - dt.timedelta(days=g.date.weekday() - 4)).strftime('%d/%m/%Y')}\n"
           f"**Summary:** ATHEX General {r.uniform(-3, 3):+.1f}% w/w, FTSE/ATHEX Large Cap {r.uniform(-3, 3):+.1f}%, banks index {r.uniform(-4, 5):+.1f}%. "
           f"GGB 10y {g.px['GGB_Y']:.2f}% ({r.randint(-12, 12):+d}bp w/w); spread to Bund {int((g.px['GGB_Y'] - g.px['BUND']) * 100)}bp.\n\n"
           "| Name | Close | 1w | YTD | Vol/avg |\n|---|---:|---:|---:|---:|\n" + perf + "\n\n"
           "**Names**\n" + "\n".join(f"- **{s_}**: {g.pick(WEEKLY_NAME_NOTES)}" for s_ in SYMS) + "\n\n"
           "**Flows.** Foreign investors were net sellers in banks for a third week, domestic institutions absorbed the supply in the auctions. "
           "Retail participation fell to the lowest since August. Stock futures open interest rose in the two largest banks.\n\n"
           "**Sectors**\n| Sector | 1w | Comment |\n|---|---:|---|\n"
           f"| Banks | {r.uniform(-4, 5):+.1f}% | dividends and buybacks keep the bid |\n| Utilities | {r.uniform(-3, 3):+.1f}% | power prices soft |\n"
           f"| Consumer | {r.uniform(-3, 3):+.1f}% | tourism data strong |\n| Industrials | {r.uniform(-3, 3):+.1f}% | metals lagged |\n"
           f"| Real estate | {r.uniform(-3, 3):+.1f}% | rate-sensitive bid |\n\n"
           f"**Book.** Gross ended the week at {r.uniform(25, 38):.1f}m, beta-adjusted net {r.uniform(4, 12):.1f}m. "
           f"The futures hedge covers ~{r.randint(40, 70)}% of the bank beta. "
           f"**View change: {sym} {view[0]} → {view[1]}.** The reason is {g.pick(['the capital return path', 'valuation after the run', 'regulatory noise', 'a weaker fee outlook'])}; "
           "sizing rules stay as they are and no order is attached to this note.\n\n"
           "**Next week**\n| Day | Event |\n|---|---|\n"
           f"| Mon | EZ sentix, ECB speakers |\n| Tue | PDMA 26w T-bill |\n| Wed | {g.pick(['US CPI', 'Fed decision', 'ECB decision'])} |\n"
           f"| Thu | {g.pick(['FTSE/ATHEX LC review effective', 'ECB decision', 'EZ flash PMIs'])} |\n| Fri | {g.fut} expiry week |\n\n"
           f"```text\nweekly stats\nsharpe_4w      {r.uniform(0.2, 2.1):.2f}\nhit_rate       {r.randint(45, 62)}%\nturnover       €{r.uniform(3, 12):.1f}m\n"
           f"avg_holding    {r.randint(6, 30)}d\n```\n> cc {at('kostas')} {role('athx-desk')}")
    m = g.post(t, "athena", txt)
    return g.hard(m, "thesis_update", [sym, f"{view[0]} → {view[1]}"], "buried", "view change buried in weekly review")


def near_pool(g, n):
    r = g.rng
    held = g.held()
    cands = []
    s1 = g.pick(SYMS)
    cands += [
        ("nikos", f"ena stop sta {P(tick(g.px[s1] * 0.96))} sto {s1} tha itan logiko, oxi?", "conditional stop suggestion ('tha itan logiko')"),
        ("eleni", "pame gia freddo? ☕", "'pame' false friend (coffee, not a trade)"),
        ("nikos", "kleinw to laptop, ta leme se 10", "'kleinw' false friend (closing the laptop)"),
        ("giorgos", "poios agorazei souvlakia simera? 🥙", "'agorazei' false friend (lunch)"),
        ("eleni", "stamata na koitas to screen kathe 2 lepta 😂" if not g.weekend else "stamata na doulevis Savvato 😂", None),
        ("nikos", f"paper: s 10 {g.fut} @ {g.px['FUT'] + 30:,} (paper book, gia to contest)", "paper trade shorthand"),
        ("athena", f"Paper portfolio: bought 10,000 {s1} @ {P(tick(g.px[s1] * 0.995))} (simulated, not routed)", None),
        ("giorgos", f"to London desk agorase {r.randint(1, 3)}m EUROB {'tin Paraskevi' if g.weekend else 'simera to prwi'}, des {chan('london-eq')}", "other desk trade quoted from channel mention"),
        ("eleni", f"to credit desk poulise ola ta PPC 2029 bonds xthes, des {chan('credit-desk')}", None),
        ("kostas", "thymasai to 2015 pou eixame poulisei ola ta trapezika sta 0.30 prin to capital control? 😬", "history: 2015 trades"),
        ("eleni", f"perysi tetoia epoxi agorasame {g.pick(SYMS)} kai to kratisame 6 mines, kalo trade", None),
        ("nikos", f"an to {g.pick(BANKS)} paei {g.pick(['-5%', '-8%', '-10%'])}, posa xanoume?", "risk what-if question"),
        ("giorgos", f"i agora einai akrivi alla oi trapezes exoun akoma run, to eipa kai xthes", "general market opinion, no instrument view change"),
        ("nikos", f"an spasei to {P(tick(g.px['ALPHA'] * 1.02))} to ALPHA paei {P(tick(g.px['ALPHA'] * 1.08))} eukola", None),
        ("eleni", f"ti tha ekanes an o {g.pick(['ECB', 'Fed'])} ekane surprise cut? agorazes trapezes i poulages?", None),
        ("giorgos", f"lol des auto: \"> Italian bank {g.pick(['Banco BPM', 'MPS', 'BPER'])} agrees merger\" — tipota gia mas", "quoted unrelated bank news"),
        ("athena", f"FYI {g.pick(['Stoxx 600 banks', 'Euro Stoxx 50'])} {r.uniform(-1.5, 1.5):+.1f}% · Bund 10y {g.px['BUND']}% · generic colour, no action needed", None),
    ]
    if not g.weekend:
        cands += [
            ("wires", f"🗞️ *AMNA* PDMA: results of 13-week T-bill auction: €{r.randint(6, 9) * 100}m at {r.uniform(1.8, 2.3):.2f}%, bid/cover {r.uniform(1.5, 2.6):.2f}\n> ΟΔΔΗΧ: αποτελέσματα δημοπρασίας εντόκων γραμματίων 13 εβδομάδων", "T-bill auction, not the held GGB 10y"),
            ("dimitris", "na kanw restart to OMS bridge? 2 lepta downtime", None),
        ]
    r.shuffle(cands)
    out = []
    for who, txt, idiom in cands[:n]:
        t = g.when(MARKET) if who == "wires" else (g.when() if who == "athena" else human_when(g, txt))
        m = g.near(g.post(t, who, txt), idiom)
        out.append(m)
        if txt.startswith("na kanw restart"):
            g.near(g.post(m.t + r.randint(30, 300) * 1000, "kostas", "ok proxwra", ref=m), "'ok proxwra' approving an ops restart, not a trade")
        if txt.startswith("pame gia freddo"):
            g.post(m.t + r.randint(30, 200) * 1000, "nikos", "pame 🙋")
    return out


CHATTER_H = [
    "kokkino to eurostoxx apo to prwi, oi trapezes mas kratane omws",
    "poios exei to login gia to Bloomberg sto desk 3?",
    "exoume call me tous Eurobank Equities stis 4, erxetai kaneis?",
    "to volume simera einai xazo, 40% katw apo ton meso oro",
    "oi xenoi poulane pali sto auction, to eida kai xthes",
    "o Stournaras milaei stis 12, na to exoume ypopsi",
    "to MSCI rebalancing einai stis 26/2, prosoxi sto close ekeini ti mera",
    "to developed-market upgrade ferei inflows alla oxi amesws",
    "to screen mou kollaei pali, Dimitri des to otan mporeis",
    "pou einai o Giorgos? sto call me tin ΟΔΔΗΧ?",
    "ekana refresh to blotter, ola ok",
    "xalia to liquidity sto MYTIL meta to London listing",
    "to PPC kinitai mazi me ta futures simera, den exei diko tou flow",
    "oi market makers sto futures exoun anoiksei to spread, 3 points",
    "Dimitri, to relay argei 2 lepta, einai apo emas i apo to ATHEX?",
    "exei kaneis to presentation tis Peiraiws apo to investor day?",
    "pio grigora to excel an kleiseis ta add-ins 🙃",
    "to auction simera itan tromero, 18% tou volume",
    "ta GGB kratane kala, to spread den kounietai",
    "mou lipei to Reuters terminal, to efere kaneis piso?",
    "ti wra einai to meeting me ton CRO?",
    "ola ta trapezika sto prasino ektos apo Alpha",
    "lipon, meeting stis 16:30 gia to plan tis evdomadas",
    "to FTSE/ATHEX Large Cap pigainei me to Stoxx banks 1 pros 1 simera",
    "poios kanei on-call to savvatokyriako?",
    "exoume tin Paraskevi to team dinner, poios erxetai?",
]
CHATTER_WE = [
    "eida ta noumera tis evdomadas, kali evdomada telika",
    "to derby ti wra einai? 🏟️",
    "Deftera to prwi thelw ola ta plans mexri tis 9",
    "diavasate tin Kathimerini gia ton proupologismo?",
    "to CI kanei maintenance simera, min anisixeite gia ta reconnects",
    "Dimitri, to deploy tou risk-engine perase?",
    "etoimazw to deck gia to monthly review",
    "kalo savvatokyriako se olous, mpainw mono gia ligo",
]
CHATTER_A = [
    ("hermes", "exec: all DAY orders reconciled with OMS, 0 breaks.", (15.6, 16.5)),
    ("athena", "Note: consensus for Q4 NII revised {x}% across the 4 systemics (Bloomberg survey).", (6, 15)),
    ("pythia", "Overnight digest: {n} ATHEX announcements, {k} relevant to book/watchlist (replied inline).", (5.3, 6)),
    ("athena", "Reminder: FTSE/ATHEX Large Cap futures expiry on the 3rd Friday; roll calendar in pins.", (6, 9)),
    ("pythia", "Liquidity check: top-of-book depth in banks {d}% below the 20d average since the open.", (9, 14)),
    ("athena", "Data: ATHEX turnover €{n}m by {hh} EET, foreign participation ~{f}%.", (10, 14.5)),
    ("hermes", "exec: no working orders, algo engine idle, OMS sessions up (4/4).", (6.5, 7.5)),
]
CHATTER_OBS = ["paizei san beta 1.4 simera", "den exei kanena diko tou flow simera", "kinitai mazi me to index", "exei anoixto spread simera, 3 ticks",
               "einai to pio adynamo apo to prwi", "trabaei olo to index", "exei diplo volume apo to kanoniko", "kollise sto VWAP olo to prwi",
               "exei sellers sto offer kathe fora pou anevainei", "exei ksafnika poly volume sta stock futures"]
CHATTER_ASK = ["Dimitri, exeis to excel me ta limits?", "Maria, pote einai to call me ton CRO?", "Niko, esteiles to report tis Paraskevis?",
               "Giorgo, exeis update apo tous dealers?", "Eleni, mporeis na koitakseis to screen mou meta?", "Kosta, to meeting stis 16:30 isxyei?",
               "kaneis gia pizza to mesimeri? 🍕", "poios pire ton fortisti mou? 😤"]
CHATTER_WE2 = ["to derby itan xalia, 0-0 kai kanena shot", "mpika na dw an perase to deploy, ola ok", "kaneis ksereis an to ATHEX exei test session to Savvato?",
               "diavazw to report tis ECB gia ta NPLs, endiaferon", "to excel tis evdomadas einai sto drive", "Deftera exoume to call me tin Eurobank Equities stis 11",
               "eftiaxa to dashboard gia ta auctions, des to otan mporeis", "kalo savvatokyriako, eimai sto tilefono an xreiastei", "to VPN kanei nazia pali",
               "vrexei olo to savvatokyriako, kalytera, douleuw to deck", "pote ginetai to rebalancing tou MSCI telika?", "to Olympiakos-Panathinaikos einai tin Kyriaki 🏟️",
               "evala ta notes tis evdomadas sto wiki", "to risk review tis Trith to exoume etoimo?", "kaneis thymatai to password tou test OMS?",
               "Dimitri ti wra teleiwnei to maintenance?", "mpika apo to kinito, vlepw reconnects, einai apo to maintenance?",
               "kalimera, mpainw gia ligo na teleiwsw to deck", "i Kathimerini exei arthro gia tis trapezes kai ta merismata, tipota kainourio",
               "oi prothesmies gia ta bonus einai tin allh evdomada 😅"]
CURVE_HUMAN_WD = [(5.5, 7, 3), (7, 15.5, 8), (15.5, 18, 3), (18, 21, 0.8), (21, 22.5, 0.2)]
CURVE_HUMAN_WE = [(7, 12, 4), (12, 20, 3), (20, 22.5, 1)]
TIMED = {"to auction simera itan periergo": (15.4, 18), "o Stournaras milaei stis 12": (6, 9.5), "ta volumes tis Paraskevis": (6, 10),
         "ante, kalo mesimeri": (9.5, 11), "lipon, meeting stis 16:30": (6, 13), "oi xenoi poulane pali sto auction": (15.4, 17)}


def human_when(g, line=""):
    for k, (a, b) in TIMED.items():
        if line.startswith(k):
            return g.tod(g.rng.uniform(a, b))
    return g.when(CURVE_HUMAN_WE if g.weekend else CURVE_HUMAN_WD)


def chatter(g, n):
    r = g.rng
    ppl = ["kostas", "eleni", "giorgos", "nikos", "maria", "dimitris"]
    if g.weekend:
        pool = CHATTER_WE + CHATTER_WE2 + [CHATTER_ASK[i] for i in (0, 1, 3, 7)] + [CHATTER_H[i] for i in (1, 7, 10, 15, 19, 24)]
    else:
        pool = (CHATTER_H + CHATTER_LONG + CHATTER_ASK +
                [f"to {s} {o}" for s, o in zip(r.sample(SYMS, 7), r.sample(CHATTER_OBS, 7))])
    lines = r.sample(pool, min(n, len(pool)))
    if not g.weekend:
        for who, txt, (a, b) in r.sample(CHATTER_A, r.randint(3, 5)):
            t = g.tod(r.uniform(a, b))
            g.post(t, who, txt.format(x=f"{r.uniform(-3, 1):+.1f}", n=r.randint(60, 180), k=r.randint(2, 5), hh=g.hhmm(t),
                                      d=r.randint(10, 40), f=r.randint(55, 70)))
    for txt in lines:
        t = human_when(g, txt)
        att = None
        if g.chance(0.08):
            att = [{"id": str(_sf(t, 3, r.randint(0, 4000))), "filename": g.pick(["chart.png", "auction.png", "screen.png"]),
                    "size": r.randint(30000, 300000), "url": f"https://cdn.discordapp.com/attachments/{r.randint(10 ** 17, 10 ** 18)}/{r.randint(10 ** 17, 10 ** 18)}/chart.png"}]
        m = g.post(t, g.pick(ppl), txt, att=att)
        if g.chance(0.25):
            rep_ = g.pick(["nai", "sigoura", "to eida", "xaxa", "oxi akoma", "kala les", "ki egw to eida", "😂", "swsto", "den kserw, rwta ton Dimitri"])
            g.post(m.t + r.randint(20, 500) * 1000, g.pick([p for p in ppl if p != m.who]), rep_, ref=m)
        if g.chance(0.1):
            g.react(m.t + r.randint(5, 300) * 1000, m, g.pick(["👍", "😂", "👀", "🔥"]), g.pick(ppl))


# --------------------------------------------------------------------------- removals

def deleted_and_forgotten(g):
    r = g.rng
    # a proposal posted in the wrong channel, deleted
    if g.chance(0.7):
        sym = g.pick(SYMS)
        qty = g.lot(sym)
        t = g.when(MARKET) if not g.weekend else g.when()
        lim = tick(g.px[sym] * 0.997)
        q = Q(qty, "k")
        txt = f"b {q} {sym} @ {P(lim)} gia ton pelati tou Volou, stop {P(tick(lim * 0.96))}"
        m = g.hard(g.post(t, "eleni", txt), "trade_proposal", ["b", q, sym, P(lim)], "shorthand")
        g.delete(t + r.randint(40, 240) * 1000, m, f"gia ton pelati tou Volou, stop {P(tick(lim * 0.96))}")
        g.post(t + r.randint(250, 400) * 1000, "eleni", "sorry, lathos kanali 🙈")
    # forgotten: personal data
    t = g.when()
    ph = f"69{r.randint(40, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
    who_ = g.pick(["o Thanasis apo tin Piraeus Sec", "i Katerina apo tin Eurobank Equities", "o Stelios apo tin NBG Sec", "o Mixalis apo tin Optima"])
    m = g.post(human_when(g), g.pick(["nikos", "eleni", "giorgos"]), f"{who_} zitaei na ton pareis sto kinito {ph}, {g.pick(['gia to block', 'gia to placement', 'epeigon'])}")
    g.forget(t + r.randint(1, 5) * 3600000, m, UID["sofia"], f"sto kinito {ph}")
    # forgotten: client-name proposal (hard)
    if g.chance(0.6):
        sym = g.pick(SYMS)
        qty = g.lot(sym)
        lim = tick(g.px[sym] * 1.002)
        t = g.when(MARKET) if not g.weekend else g.when()
        client = g.pick(["Papadopoulos Family Office", "Kyriakou Holdings", "Andreadis Trust"])
        txt = f"protasi: poulame {Q(qty)} {sym} sta {P(lim)} gia logariasmo {client} (acct GR-{r.randint(10000, 99999)})"
        m = g.hard(g.post(t, "eleni", txt), "trade_proposal", ["poulame", Q(qty), sym, P(lim)], "untagged")
        g.forget(t + r.randint(1, 3) * 3600000, m, UID["sofia"], f"gia logariasmo {client}")
        g.post(t + r.randint(4, 6) * 3600000, "sofia", "afaiesa ena minima me stoixeia pelati. parakalw oxi onomata pelatwn edw 🙏")


# --------------------------------------------------------------------------- the day

def build_day(g):
    r = g.rng
    wk = g.weekend
    held = g.held()
    watch = g.watch()
    risk_events(g, 2) if not wk else risk_events_weekend(g)
    noise_bots(g)
    greetings(g)
    morning_note(g)
    if not wk:
        human_long(g, r.randint(3, 4))
    pythia_digest(g, g.tod(r.uniform(4.8, 5.2)), "Overnight digest")
    if not wk and g.chance(0.9):
        tca_report(g, g.tod(r.uniform(6.2, 7.0)))
    for _ in range(r.randint(1, 2)):
        argos_summary(g, g.when(MARKET) if not wk else g.when())
    qa_pairs(g, r.randint(2, 3))
    if not wk:
        oms_session(g, g.tod(6.0 + r.uniform(0, 0.2)), "open")
        oms_session(g, g.tod(16.0 + r.uniform(0, 0.2)), "close")
        limit_sheet(g, g.tod(5.9 + r.uniform(0, 0.1)))
    pastes(g)
    for h in (r.sample(range(6, 17), r.randint(6, 8)) if not wk else r.sample(range(7, 23), r.randint(12, 14))):
        wires_post(g, g.tod(h + r.uniform(0.4, 0.6)))
    if not wk:
        for h in r.sample([8.7, 9.2, 9.7, 10.7, 11.7, 12.7, 13.7, 14.2, 14.7], r.randint(5, 7)):
            flow_monitor(g, g.tod(h + r.uniform(0, 0.05)))
        afternoon_note(g, g.tod(12.9 + r.uniform(0, 0.2)))
    if not wk:
        for h in r.sample([6.5, 8.5, 10.5, 12.5, 14.5, 16.5], r.randint(3, 5)):
            feed_table(g, g.tod(h + r.uniform(0, 0.1)))
        for h in range(8, 16):
            if g.chance(0.85):
                risk_snapshot(g, g.tod(h + 0.05 + r.uniform(0, 0.05)))
        auction_preview(g, g.tod(7.8 + r.uniform(0, 0.1)), "open")
        auction_preview(g, g.tod(14.85 + r.uniform(0, 0.1)), "close")
    else:
        weekend_content(g)
    # ---- trades
    eq_syms = list(held) + list(watch)
    r.shuffle(eq_syms)
    stop_edit_idx = r.randint(0, 1)
    plan = []
    if not wk:
        kinds = ["full", g.pick(["full", "resize", "half", "venue_reject"]), "reject"]
        for i, (s, k) in enumerate(zip(eq_syms[:3], kinds)):
            side = "SELL" if (s in held and g.chance(0.3) and k not in ("reject", "resize")) else "BUY"
            t0 = g.when([(7.8, 9.5, 3), (9.5, 12.5, 2), (12.5, 14.5, 2)])
            plan.append(("eq", t0, s, side, k, i == 0 or (i == 1 and g.chance(0.25)), i == stop_edit_idx))
        t0 = g.when([(8.3, 14.5, 1)])
        plan.append(("ggb" if g.chance(0.5) else "fut", t0, None, None, g.pick(["full", "full", "reject"]), False, False))
    else:
        for i, s in enumerate(eq_syms[:3]):
            t0 = g.when([(9, 12, 2), (16, 20, 2)])
            plan.append(("eq", t0, s, "BUY", g.pick(["full", "full", "reject"]), i == 1 and g.date.weekday() == 5, i == 0))
        t0 = g.when([(10, 19, 1)])
        plan.append(("ggb" if g.chance(0.5) else "fut", t0, None, None, "full", False, False))
    for kind, t0, s, side, k, thr, se in plan:
        if kind == "eq":
            trade_eq(g, t0, s, side, k, thread=thr, stop_edit=se)
        elif kind == "ggb":
            trade_ggb(g, t0, k)
        else:
            trade_fut(g, t0, k)
    # ---- hourly pulses (weekday), one may carry a buried decision
    if not wk:
        hours = sorted(r.sample([8.4, 9.4, 10.4, 11.4, 12.4, 13.4, 14.4, 15.4, 16.1], r.randint(8, 9)))
        bi = r.randrange(len(hours)) if g.chance(0.8) else -1
        for i, h in enumerate(hours):
            t = g.tod(h + r.uniform(0, 0.05))
            bt = None
            cands_ = [x for x in held if x not in [p_[2] for p_ in plan if p_[2]]]
            if i == bi and cands_:
                s = g.pick(cands_)
                if g.chance(0.6):
                    bt = ("proposal", (s, g.pick(["BUY", "SELL"]), g.lot(s), g.px[s], tick(g.px[s] * 0.96)))
                else:
                    bt = ("stop", (s, tick(g.px[s] * 0.965)))
            mr = market_pulse(g, t, bt)
            if bt and bt[0] == "proposal" and g.chance(0.55):
                c = g.cur(mr.t)
                ap = approve(g, c, mr, bt[1][0], Q(bt[1][2]), None, reject=g.chance(0.25))
                if "oxi" not in ap.final and "den to kanoume" not in ap.final and "apporriptetai" not in ap.final and g.chance(0.6):
                    route(g, c, bt[1][0], Q(bt[1][2]), None, qty=bt[1][2])
    # ---- extra stop / target changes on the existing book (names not traded today)
    traded = [p_[2] for p_ in plan if p_[2]] + [m_.hard[0][1][0] for m_ in g.msgs if m_.hard and m_.hard[0][2] == "buried"
                                                  and m_.hard[0][0] in ("trade_proposal", "stop_or_target_change")]
    spare = [x for x in held if x not in traded]
    for _ in range(r.randint(1, 2)):
        if not spare:
            break
        s = g.pick(spare)
        spare.remove(s)
        c = g.cur(g.when(MARKET) if not wk else g.when())
        if g.chance(0.3):
            stop_msg(g, c, s, tick(g.px[s] * 1.07), g.book["held"][s], g.pick(["eleni", "kostas"]), "target")
        else:
            lvl = tick(g.px[s] * 0.96)
            stop_msg(g, c, s, lvl, g.book["held"][s], g.pick(["eleni", "kostas", "nikos"]), g.pick(["plain", "comma", "agent"]))
            g.book["stops"][s] = lvl
    if spare and g.chance(0.35):
        s = g.pick(spare)
        m = g.post(g.when(MARKET) if not wk else g.when(), "kostas",
                   f"vgazw to stop apo {s}, to kratame mexri ta apotelesmata, to risk to exei i Maria")
        g.hard(m, "stop_or_target_change", ["vgazw to stop", s], "untagged", "stop removed ('vgazw to stop')")
    # ---- news
    win = [(5, 7.5, 2), (8.25, 15.3, 3), (15.5, 19, 3)] if not wk else None
    for _ in range(r.randint(1, 3)):
        kind = g.pick(["eq", "eq", "eq", "ggb", "fut"])
        t = g.when(win)
        if kind == "eq" and held:
            s = g.pick(held)
            n = human_news(g, t, s, "held") if (g.chance(0.3) or wk) else relay_post(g, t, s, "held")
            triage(g, n, s, "held")
        else:
            n = macro_relay(g, t, kind if kind != "eq" else "ggb")
            if g.chance(0.4):
                triage(g, n, GGB if kind != "fut" else g.fut, "held")
    for _ in range(r.randint(1, 2)):
        if not watch:
            break
        s = g.pick(watch)
        t = g.when(win)
        n = human_news(g, t, s, "watch") if (g.chance(0.3) or wk) else relay_post(g, t, s, "watch")
        triage(g, n, s, "watch")
    for s in r.sample(OTHERS, r.randint(6, 8) if not wk else 6):
        t = g.when([(5, 7.5, 2), (8.25, 15.3, 3), (15.5, 20, 3)] if not wk else None)
        n = relay_post(g, t, s, "near")
        triage(g, n, s, "near")
    # ---- thesis
    ths = [thesis_human, thesis_agent, thesis_report]
    r.shuffle(ths)
    for f in ths[:r.randint(1, 2)]:
        s = g.pick(held or SYMS) if f is not thesis_report else g.pick(BANKS)
        f(g, g.when([(9, 15, 2), (15.5, 18, 2)]) if not wk else g.when(), s)
    # ---- analysis / near misses
    if not wk:
        sector_note(g, g.when([(6, 8, 1), (9, 12, 1)]))
        sector_note(g, g.when([(12, 18, 1)]))
        eod_recap(g)
        close_stats(g)
        pythia_digest(g, g.tod(r.uniform(10.5, 11)), "Lunch digest")
    if g.chance(0.7):
        backtest_post(g, g.when())
    near_pool(g, r.randint(9, 13))
    deleted_and_forgotten(g)
    chatter(g, r.randint(38, 50) if not wk else r.randint(60, 72))
    acks(g, r.randint(8, 14))
    pins = [o for o in g.ops if o.kind == "pin"]
    if pins and not wk:
        g.op(g.tod(16.5 + r.uniform(0, 0.5)), "unpin", pins[0].msgs, by="kostas")


def risk_events_weekend(g):
    r = g.rng
    t = g.tod(r.uniform(9, 12))
    new = g.pick([36, 42, 45])
    g.set_limit(t, "gross", float(new))
    g.hard(g.post(t, "maria", f"gia tin epomeni evdomada to gross limit tou desk einai {new}m (egkrisi CRO tin Paraskevi). "
                               f"to risk-engine to pairnei Deftera 08:00. {role('athx-desk')}"),
           "risk_limit", ["gross limit", f"{new}m"], "untagged")
    t = g.tod(r.uniform(12, 18))
    new = g.pick([5.0, 5.5, 6.5])
    g.set_limit(t, "single", new)
    g.hard(g.post(t, "argos", "```yaml\nlimit_update:\n  effective: next session\n  desk: ATHX\n"
                              f"  single_name_notional: {new:.1f}m\n  approved_by: mlazarou\n```"),
           "risk_limit", ["single_name_notional", f"{new:.1f}m"], "structured", "YAML limit_update from risk agent")


def stats_of(msgs):
    live = [m for m in msgs]
    n = len(live)
    b = sum(len(m.text().encode()) for m in live)
    ch = sum(len(m.text()) for m in live)
    hard = sum(len(m.hard) for m in live)
    noise = sum(1 for m in live if m.cat == "noise")
    return n, b, ch, hard, noise


def day_ok(g):
    n, b, ch, hard, noise = stats_of(g.msgs)
    return 190 <= n <= 310 and 74 * 1024 <= b <= 116 * 1024 and 72000 <= ch and 27 <= hard <= 43 and 0.26 <= noise / n <= 0.39


# --------------------------------------------------------------------------- book

def init_book(seed, ci):
    r = random.Random(f"{DESK}|book|{seed}|{ci}")
    held_syms = sorted(r.sample(SYMS, 4))
    held, avg, stops = {}, {}, {}
    for s in held_syms:
        lo, hi, st = LOTS[s]
        held[s] = r.randrange(lo * 2, hi * 3, st)
        avg[s] = tick(BASE_PX[s] * (1 - r.uniform(0.02, 0.12)))
        stops[s] = tick(BASE_PX[s] * (1 - r.uniform(0.05, 0.09)))
    return {"held": held, "avg": avg, "stops": stops, "watch": sorted(s for s in SYMS if s not in held),
            "ggb": r.choice([10, 15, 20]), "fut": -r.choice([20, 25, 30, 40]),
            "limits": {"gross": 40.0, "single": 6.0, "var": 900, "dv01": 20, "futloss": 60}}


def _copy_book(b):
    return {"held": dict(b["held"]), "avg": dict(b["avg"]), "stops": dict(b["stops"]), "watch": list(b["watch"]),
            "ggb": b["ggb"], "fut": b["fut"], "limits": dict(b["limits"]), "held_at_open": sorted(b["held"])}


def _roll_book(g):
    b = g.book
    for s in sorted(b["held"]):
        if s not in b["avg"]:
            b["avg"][s] = g.px[s]
        if s not in b["stops"]:
            b["stops"][s] = tick(g.px[s] * 0.95)
    b["watch"] = sorted(s for s in SYMS if s not in b["held"])
    for tt, k, val, perm in sorted(g.limit_tl, key=lambda x: x[0]):
        if perm:
            b["limits"][k] = val
    b.pop("_fill_edit_done", None)
    b.pop("held_at_open", None)
    return b


# --------------------------------------------------------------------------- assemble

def _iso(ms):
    return dt.datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


IDIOM_PRIORITY = [
    "k-suffixed or bare size in b/s shorthand", "Greek comma decimal in stop level", "Greek comma decimal in Greeklish proposal",
    "bare 'ok pame' / 'ok go' approval reply", "route by mentioning exec agent ('parta esy')", "OMS fixed-width EXEC REPORT block",
    "embed-only execution report", "riskbot YAML pre-trade resize", "legal-name-only ATHEX announcement (no ticker)",
    "Greek-script-only announcement", "news via the underlying index of held futures", "proposal buried mid-report",
    "stop moved twice by editing the same message", "OMS fill corrected by edit", "Greeklish 'afisto' = leave it, no action",
    "non-authority thumbs-up on a proposal", "'pame' false friend (coffee, not a trade)", "'ok proxwra' approving an ops restart, not a trade",
    "paper trade shorthand", "other desk trade quoted from channel mention", "T-bill auction, not the held GGB 10y",
    "backtest fills in a code block", "third-party block prints table (not our trades)", "conditional stop suggestion ('tha itan logiko')",
]


def generate(seed: int = 1, end=None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if isinstance(end, str):
        end = dt.datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    serial = Counter()
    all_days = []
    for ci in range(channels):
        book = init_book(seed, ci)
        for di in range(days):
            start = end_ms - (days - di) * DAY_MS
            chosen = None
            for attempt in range(25):
                rng = random.Random(f"{DESK}|{seed}|{ci}|{di}|{attempt}")
                g = Day(rng, serial, ci, di, start, _copy_book(book), seed)
                g.chan_idx = ci
                build_day(g)
                if day_ok(g):
                    chosen = g
                    break
                if chosen is None or abs(stats_of(g.msgs)[3] - 35) < abs(stats_of(chosen.msgs)[3] - 35):
                    chosen = g
            g = chosen
            book = _roll_book(g)
            all_days.append(g)
    # ---- time fix-up + ids
    msgs = [m for g in all_days for m in g.msgs]
    # threads: messages inside a thread must follow their starter
    for m in msgs:
        if m.thread is not None and m.t <= m.thread.starter.t:
            m.t = m.thread.starter.t + 1000
        if m.ref is not None and m.t <= m.ref.t:
            m.t = m.ref.t + 1000
    msgs.sort(key=lambda m: (m.t, m.serial))
    last = -1
    seqc = 0
    for m in msgs:
        if m.t <= last:
            m.t = last + 1
        last = m.t
        seqc = (seqc + 1) % 4096
        m.id = str(_sf(m.t, WORKER[m.who], seqc))
    for g in all_days:
        cid = channel_id(g.chan_idx)
        for m in g.msgs:
            if m.thread is None:
                m.chan_id, m.parent_id = cid, None
    for m in msgs:
        if m.thread is not None:
            m.chan_id, m.parent_id = m.thread.starter.id, m.thread.starter.chan_id
    ops = [o for g in all_days for o in g.ops]
    for o in ops:
        lo = max(x.t for x in o.msgs) + 1000
        if o.t < lo:
            o.t = lo
    # strictly increasing edits of the same message
    ops.sort(key=lambda o: (o.t, o.serial))
    last_edit = {}
    for o in ops:
        if o.kind == "edit":
            k = o.msgs[0].serial
            if k in last_edit and o.t <= last_edit[k]:
                o.t = last_edit[k] + 1000
            last_edit[k] = o.t
    # ---- events
    ev = []
    for m in msgs:
        body = {"id": m.id, "author_id": UID[m.who], "author_name": AUTHORS[m.who][0], "author_bot": AUTHORS[m.who][1],
                "created_at": _iso(m.t), "content": m.versions[0], "attachments": m.att, "embeds": m.embeds,
                "reference_id": m.ref.id if m.ref is not None else None}
        if m.thread is not None and m is not m.thread.starter:
            pass
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan_id}
        if m.parent_id:
            line["parent_channel_id"] = m.parent_id
        line["message"] = body
        if m.thread is None:
            body["pinned"] = False
        ev.append((m.t, 0, m.serial, line))
    for o in ops:
        m0 = o.msgs[0]
        base = {"op": o.kind, "guild_id": GUILD_ID, "channel_id": m0.chan_id}
        if o.kind == "edit":
            base.update(message_id=m0.id, edited_at=_iso(o.t), content=o.data["content"])
        elif o.kind == "delete":
            base.update(message_id=m0.id, deleted_at=_iso(o.t))
        elif o.kind == "bulk_delete":
            base.update(message_ids=[x.id for x in o.msgs], deleted_at=_iso(o.t))
        elif o.kind == "forget":
            base.update(message_id=m0.id, requested_by=o.data["by"], at=_iso(o.t))
        elif o.kind in ("pin", "unpin"):
            base.update(message_id=m0.id, by=UID[o.data["by"]], at=_iso(o.t))
        elif o.kind in ("reaction_add", "reaction_remove"):
            base.update(message_id=m0.id, emoji=o.data["emoji"], user_id=UID[o.data["user"]], at=_iso(o.t))
        ev.append((o.t, 1, o.serial, base))
    ev.sort(key=lambda x: (x[0], x[1], x[2]))
    events = [e[3] for e in ev]
    # ---- labels
    hard = []
    sup = []
    removed = []
    noise_ids, near_ids = [], []
    for m in msgs:
        for etype, facts, ph in m.hard:
            state = m.removed or ("edited" if len(m.versions) > 1 else "live")
            hard.append({"channel_id": m.chan_id, "message_id": m.id, "event_type": etype, "facts": facts,
                         "phrasing": ph, "final_state": state})
        for s in m.sup:
            sup.append([m.chan_id, m.id, s])
        if m.removed:
            removed.append(m.snip)
        elif m.cat == "noise":
            noise_ids.append(m.id)
        elif m.cat == "near":
            near_ids.append(m.id)
    # idioms: one live example per idiom name, first occurrence in time
    seen = {}
    for g in all_days:
        for name, m, exp in g.idioms:
            if m.removed:
                continue
            if name not in seen or (m.t, m.serial) < (seen[name][0].t, seen[name][0].serial):
                seen[name] = (m, exp)
    names = sorted(seen, key=lambda k: (seen[k][0].t, k))
    chosen = [k for k in IDIOM_PRIORITY if k in seen][:20]
    chosen += [k for k in names if k not in chosen][:20 - len(chosen)]
    chosen.sort(key=lambda k: (seen[k][0].t, k))
    idioms = [{"message_id": seen[k][0].id, "idiom": k, "expected": seen[k][1]} for k in chosen]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup,
              "removed_texts": sorted(set(removed)), "noise_message_ids": noise_ids,
              "near_miss_ids": near_ids, "idioms": idioms}
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- checking

def check(result, channels=1, days=1, out=sys.stderr):
    events, labels = result["events"], result["labels"]
    final = {}
    meta = {}
    removed = set()
    last_t = None
    problems = []
    prev_id = 0
    for i, e in enumerate(events):
        t = e.get("at") or e.get("edited_at") or e.get("deleted_at") or (e.get("message") or {}).get("created_at")
        if last_t is not None and t < last_t:
            problems.append(f"line {i + 1}: time goes backwards")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            if mid <= prev_id:
                problems.append(f"line {i + 1}: id not increasing")
            prev_id = mid
            ms = (mid >> 22) + EPOCH_MS
            if _iso(ms) != m["created_at"]:
                problems.append(f"line {i + 1}: snowflake/created_at mismatch")
            parts = [m["content"]]
            for em in m.get("embeds", []):
                parts += [em.get(k, "") for k in ("title", "description", "author", "footer") if em.get(k)]
                for f in em.get("fields", []):
                    parts += [f["name"], f["value"]]
            final[m["id"]] = parts
            meta[m["id"]] = (e["channel_id"], e.get("parent_channel_id"), m["created_at"][:10])
        elif e["op"] == "edit":
            final[e["message_id"]][0] = e["content"]
        elif e["op"] in ("delete", "forget"):
            removed.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed.update(e["message_ids"])
    text = {k: "\n".join(v) for k, v in final.items()}
    for h in labels["hard_events"]:
        if h["message_id"] not in text:
            problems.append(f"label {h['message_id']} missing")
            continue
        if meta[h["message_id"]][0] != h["channel_id"]:
            problems.append(f"label {h['message_id']} wrong channel")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"label {h['message_id']} has {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in text[h["message_id"]]:
                problems.append(f"fact {f!r} not in {h['message_id']}: {text[h['message_id']][:80]!r}")
        if (h["final_state"] in ("deleted", "forgotten")) != (h["message_id"] in removed):
            problems.append(f"label {h['message_id']} final_state mismatch")
    for cid, mid, old in labels["superseded_facts"]:
        if old in text[mid]:
            problems.append(f"superseded {old} still in {mid}")
    live_text = [text[k] for k in text if k not in removed]
    for s in labels["removed_texts"]:
        if any(s in lt for lt in live_text):
            problems.append(f"removed snippet {s!r} still visible")
    for k in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if k not in text:
            problems.append(f"id {k} missing")
    # per channel-day stats
    per = {}
    hard_by = {}
    for h in labels["hard_events"]:
        hard_by[h["message_id"]] = hard_by.get(h["message_id"], 0) + 1
    noise = set(labels["noise_message_ids"])
    for k, (cid, par, day) in meta.items():
        key = (par or cid, day)
        d = per.setdefault(key, {"n": 0, "b": 0, "noise": 0, "hard": 0})
        d["n"] += 1
        d["b"] += len(text[k].encode())
        d["noise"] += k in noise
        d["hard"] += hard_by.get(k, 0)
    rows = []
    for key in sorted(per):
        d = per[key]
        ok = 180 <= d["n"] <= 320 and 70 * 1024 <= d["b"] <= 120 * 1024 and 25 <= d["hard"] <= 45 and 0.25 <= d["noise"] / d["n"] <= 0.40
        if not ok:
            problems.append(f"channel-day {key} out of range: {d}")
        rows.append((key, d))
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    print(f"events={len(events)} messages={len(final)} hard={len(labels['hard_events'])} "
          f"noise={len(labels['noise_message_ids'])} near={len(labels['near_miss_ids'])} "
          f"idioms={len(labels['idioms'])} removed={len(labels['removed_texts'])} superseded={len(labels['superseded_facts'])}", file=out)
    for key, d in rows:
        print(f"  {key[0]} {key[1]}: msgs={d['n']} KB={d['b'] / 1024:.1f} noise={d['noise'] / d['n']:.1%} hard={d['hard']}", file=out)
    print("  hard by type: " + ", ".join(f"{k}={types[k]}" for k in sorted(types)), file=out)
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"idioms count {len(labels['idioms'])}")
    for p in problems[:40]:
        print("PROBLEM:", p, file=out)
    print("OK" if not problems else f"{len(problems)} problems", file=out)
    return not problems


def main(argv=None):
    ap = argparse.ArgumentParser(description="ATHEX / GGB Greeklish desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=a.end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    ok = True
    if not a.no_check:
        # reload from disk, as a consumer would
        with open(a.out, encoding="utf-8") as f:
            evs = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            lab = json.load(f)
        ok = check({"events": evs, "labels": lab}, a.channels, a.days)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
