"""Blind desk generator: a listed metals & agricultural futures desk.

COMEX GC/SI/HG, LME 3M copper/aluminium, CBOT ZC/ZS/ZW and grain calendar
spreads.  Registers: a FIX order gateway posting raw tag=value lines, a
squawk-box speech-to-text bot, a terse all-caps head trader, an LLM research
agent posting long markdown crop/weather/inventory reports, a risk bot with a
markdown limits table, plus a junior trader, an intern with a sim account and
the usual bots.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.metals_ags --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
DESK = "metals_ags"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 12, 0, 0, 0, tzinfo=UTC)  # end of Fri 11 Dec 2026

GUILD_ID = "1001718370004372993"
CHANNEL_IDS = [
    "1122905411878913616", "1076813378100267354", "1101508228028694547",
    "1123842222962380776", "1087133137947854298", "1150510202220315338",
    "1080941750796420642", "1010128604225078985",
]
DESK_CODES = ["MAG", "GRN", "MTL", "AGS", "BSH", "LMX", "CBT", "CMX"]

# key: (author_id, display name, bot, snowflake worker)
AUTH = {
    "hank":   ("1139482207718965268", "Hank Voss", False, 3),
    "mateo":  ("1152270384611729418", "mateo.r", False, 4),
    "priya":  ("1261093318845722714", "priya (intern)", False, 5),
    "dana":   ("1098771206632114236", "Dana | desk ops", False, 6),
    "lou":    ("1177305928812077157", "Lou (softs desk)", False, 7),
    "furrow": ("1214468390276349962", "Furrow · research", True, 8),
    "exec":   ("1219981647393480714", "exec-agent", True, 9),
    "fixgw":  ("1207735512290852945", "fixgw", True, 10),
    "squawk": ("1224190573386207262", "squawk-stt", True, 11),
    "risk":   ("1209912754108919868", "riskbot", True, 12),
    "wire":   ("1188457093321981983", "wire", True, 13),
    "cron":   ("1201186670449713192", "cron", True, 14),
    "deploy": ("1230652890917376061", "deploybot", True, 15),
    "alert":  ("1216533002785599530", "px-alert", True, 16),
    "pnl":    ("1203918840762785854", "pnlbot", True, 17),
}

# Instruments. Prices are integer tick counts; see fmt_* below.
INS = {
    "GC": dict(sym="GCZ6", name="gold", say="december gold", venue="XCEC", tick="gc",
               base=19850, stop=(120, 260), lots=(5, 30), mult="100 oz"),
    "SI": dict(sym="SIH7", name="silver", say="march silver", venue="XCEC", tick="si",
               base=4770, stop=(36, 80), lots=(3, 15), mult="5,000 oz"),
    "HG": dict(sym="HGH7", name="copper", say="march copper", venue="XCEC", tick="hg",
               base=8170, stop=(70, 160), lots=(5, 25), mult="25,000 lb"),
    "CA": dict(sym="CA 3M", fix="CAD3M", name="LME copper", say="three month copper", venue="XLME",
               tick="lme", base=17224, stop=(140, 300), lots=(4, 20), mult="25 t"),
    "AH": dict(sym="AH 3M", fix="AHD3M", name="LME aluminium", say="three month ally", venue="XLME",
               tick="lme", base=4483, stop=(60, 140), lots=(4, 20), mult="25 t"),
    "ZC": dict(sym="ZCH7", name="corn", say="march corn", venue="XCBT", tick="gr",
               base=1810, stop=(16, 30), lots=(10, 40), mult="5,000 bu"),
    "ZS": dict(sym="ZSF7", name="soybeans", say="january beans", venue="XCBT", tick="gr",
               base=4193, stop=(36, 64), lots=(5, 20), mult="5,000 bu"),
    "ZW": dict(sym="ZWH7", name="wheat", say="march wheat", venue="XCBT", tick="gr",
               base=2395, stop=(28, 56), lots=(5, 25), mult="5,000 bu"),
    "ZCS": dict(sym="ZCH7/ZCK7", fix="ZCH7-ZCK7", name="corn H/K spread", say="march may corn",
                venue="XCBT", tick="gr", base=-25, stop=(8, 14), lots=(15, 50), mult="5,000 bu"),
}
OUTRIGHTS = ["GC", "SI", "HG", "CA", "AH", "ZC", "ZS", "ZW"]

# ---------------------------------------------------------------- formatting


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def fixts(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=UTC)
    return dt.strftime("%Y%m%d-%H:%M:%S.") + f"{ms % 1000:03d}"


def hhmm(ms: int) -> str:
    return datetime.fromtimestamp(ms // 1000, tz=UTC).strftime("%H:%M")


def px(k: str, n: int, caps: bool = False) -> str:
    """Human price: grains in cents'eighths, metals in $."""
    t = INS[k]["tick"]
    if t == "gr":
        sign = "-" if n < 0 else ""
        a = abs(n)
        return f"{sign}{a // 4}'{(a % 4) * 2}"
    if t == "gc":
        s = f"{n // 10}.{n % 10}"
        return s[:-2] if caps and s.endswith(".0") else s
    if t == "si":
        q = n * 5
        return f"{q // 1000}.{q % 1000:03d}"
    if t == "hg":
        q = n * 5
        return f"{q // 10000}.{q % 10000:04d}"
    if t == "lme":
        q = n * 5
        return f"{q // 10:,}" + ("" if q % 10 == 0 else f".{q % 10}")
    raise KeyError(t)


def fpx(k: str, n: int) -> str:
    """FIX price: grains in decimal cents."""
    t = INS[k]["tick"]
    if t == "gr":
        sign = "-" if n < 0 else ""
        a = abs(n)
        return f"{sign}{a // 4}.{['00', '25', '50', '75'][a % 4]}"
    if t == "gc":
        return f"{n // 10}.{n % 10}"
    if t == "lme":
        return f"{n // 2}.{'50' if n % 2 else '00'}"
    return px(k, n)


ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def w2(n: int) -> str:
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else " " + ONES[o])


def wint(n: int) -> str:
    if n < 100:
        return w2(n)
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + ("" if r == 0 else " " + w2(r))
    th, r = divmod(n, 1000)
    return wint(th) + " thousand" + ("" if r == 0 else " " + wint(r))


def wpair(n: int) -> str:
    hi, lo = divmod(n, 100)
    if hi == 0:
        return w2(lo)
    s = w2(hi) if hi < 100 else wint(hi)
    if lo == 0:
        return s + " hundred"
    if lo < 10:
        return s + " oh " + ONES[lo]
    return s + " " + w2(lo)


def say_px(k: str, n: int) -> str:
    t = INS[k]["tick"]
    if t == "gr":
        neg = n < 0
        a = abs(n)
        s = wpair(a // 4) + ["", " and a quarter", " and a half", " and three quarters"][a % 4]
        return ("minus " if neg else "") + s
    if t == "gc":
        s = wpair(n // 10)
        return s + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if t == "si":
        q = n * 5
        d, c = divmod(q, 1000)
        s = w2(d) + " " + (w2(c // 10) if c // 10 >= 10 else "oh " + ONES[c // 10])
        return s + (" and a half" if c % 10 else "")
    if t == "hg":
        q = n * 5
        d, r = divmod(q, 10000)
        a, b = divmod(r, 100)
        s = ONES[d] + " " + (w2(a) if a >= 10 else "oh " + ONES[a])
        return s + ("" if b == 0 else " " + w2(b))
    if t == "lme":
        q = n * 5
        return wpair(q // 10) + (" and a half" if q % 10 else "")
    raise KeyError(t)


HOMO = {"buy": "by", "sell": "cell", "four": "for", "two": "to", "eight": "ate", "wheat": "wheet",
        "beans": "beings", "stop": "stock", "ally": "alley", "lots": "lot"}


def homo(rng: random.Random, text: str, p: float = 0.35) -> str:
    out = []
    for w in text.split(" "):
        if w in HOMO and rng.random() < p:
            out.append(HOMO[w])
        else:
            out.append(w)
    return " ".join(out)


def fix_line(fields: list[tuple[int, str]]) -> str:
    body = "|".join(f"{k}={v}" for k, v in fields) + "|"
    head = f"8=FIX.4.4|9={len(body)}|"
    cks = sum((head + body).encode()) % 256
    return head + body + f"10={cks:03d}|"


# ---------------------------------------------------------------- model


class Msg:
    __slots__ = ("t", "who", "content", "embeds", "ref", "thread", "cid", "id", "edits",
                 "removed", "pinned", "order")

    def __init__(self, t, who, content, embeds, ref, thread, cid, order):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.cid = cid
        self.id = None
        self.edits = []        # [(t, content)]
        self.removed = None    # (kind, t)
        self.pinned = False
        self.order = order

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content

    def text(self):
        parts = [self.final_content()]
        for e in self.embeds:
            for key in ("title", "description", "author", "footer"):
                if e.get(key):
                    parts.append(e[key])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)

    def chan(self):
        return self.thread.starter.id if self.thread else self.cid


class Thread:
    def __init__(self, starter, name):
        self.starter = starter
        self.name = name


class World:
    def __init__(self):
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self.used: set[int] = set()
        self.hard: list[tuple] = []
        self.noise: list[Msg] = []
        self.near: list[Msg] = []
        self.idioms: dict[str, tuple] = {}
        self.superseded: list[tuple] = []
        self.removed_texts: list[str] = []
        self.n = 0

    def staging(self):
        w = World()
        w.used = self.used
        w.n = self.n
        return w

    def merge(self, w):
        self.msgs += w.msgs
        self.ops += w.ops
        self.hard += w.hard
        self.noise += w.noise
        self.near += w.near
        for k, v in w.idioms.items():
            self.idioms.setdefault(k, v)
        self.superseded += w.superseded
        self.removed_texts += w.removed_texts
        self.n = w.n

    def stamp(self, t):
        while t in self.used:
            t += 1
        self.used.add(t)
        return t


HOUR_W = [1.0, 1.1, 1.2, 1.3, 1.2, 1.0, 1.3, 2.2, 3.0, 3.4, 3.4, 3.2, 3.8, 4.6, 7.5,
          8.6, 8.0, 9.2, 7.8, 5.6, 3.0, 2.0, 1.5, 1.1]


class Clock:
    def __init__(self, day, t):
        self.day = day
        self.t = t

    def step(self, lo, hi):
        self.t += int(self.day.rng.uniform(lo, hi) * 1000)
        self.t = min(self.t, self.day.end - 5000)
        return self.t


# ---------------------------------------------------------------- the day


class Day:
    def __init__(self, world, ch, cid, day_idx, start_ms, end_ms, seed, attempt=0):
        self.w = world
        self.ch = ch
        self.cid = cid
        self.di = day_idx
        self.start = start_ms
        self.end = end_ms
        self.rng = random.Random(f"{DESK}|{seed}|{ch}|{day_idx}" + (f"|{attempt}" if attempt else ""))
        self.date = datetime.fromtimestamp(start_ms // 1000, tz=UTC)
        self.code = DESK_CODES[ch] if ch < len(DESK_CODES) else f"M{ch:02d}"
        self.ordn = 0
        self.fixseq_in = self.rng.randint(2000, 6000)
        self.fixseq_out = self.rng.randint(700, 2400)
        r = self.rng
        self.lvl = {k: INS[k]["base"] + int(r.gauss(0, 1) * INS[k]["stop"][1] * 0.8) for k in INS}
        held = ["GC"] + r.sample(["ZC", "HG", "CA", "ZS"], r.randint(2, 3))
        self.held = held
        copper = "HG" in held or "CA" in held
        self.watch = [k for k in ["SI", "ZW", "AH", "ZS", "HG"]
                      if k not in held and not (k == "HG" and copper)][:3]
        self.pos = {}
        for k in held:
            self.pos[k] = (("LONG" if k in ("GC", "ZC") else r.choice(["LONG", "SHORT"])),
                           r.randint(*INS[k]["lots"]) * 2, self.lvl[k] + r.randint(-60, 60))
        if "HG" in self.pos:
            self.pos["HG"] = ("SHORT",) + self.pos["HG"][1:]
        if "CA" in self.pos:
            self.pos["CA"] = ("SHORT",) + self.pos["CA"][1:]
        self.mmdd = self.date.strftime("%m%d")
        self.dstr = self.date.strftime("%a %d %b %Y")
        self.thread_main = None
        self.count = 0
        self.bytes = 0
        self.drops = set()
        self.watch_news = None
        self.extra_reports = 0
        self.notes = 0
        self.fixseq_in0 = self.fixseq_in
        self.fixseq_out0 = self.fixseq_out
        self.bias = {k: r.choice(["buy", "sell"]) for k in INS}
        for k, (sd, q, n) in self.pos.items():
            self.bias[k] = "buy" if sd == "LONG" else "sell"

    # ------------------------------------------------------------ primitives
    def when(self, lo=0.0, hi=24.0):
        r = self.rng
        hours = [h for h in range(24) if lo <= h < hi]
        h = r.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        base = self.start + h * 3600_000
        off = int(r.uniform(0, 3600_000))
        t = base + off
        lo_ms, hi_ms = self.start + int(lo * 3600_000), self.start + int(hi * 3600_000)
        return max(lo_ms + 1000, min(t, hi_ms - 1000))

    def post(self, t, who, content="", embeds=None, ref=None, thread=None):
        t = self.w.stamp(max(self.start + 1, min(t, self.end - 1)))
        self.w.n += 1
        m = Msg(t, who, content, embeds, ref, thread, self.cid, self.w.n)
        self.count += 1
        self.bytes += len(m.text().encode())
        self.w.msgs.append(m)
        return m

    def in_range(self):
        """The day's own sanity bounds (a little inside the brief's ranges)."""
        n = self.count
        hard = len(self.w.hard)
        noise = len(self.w.noise) / max(1, n)
        return (190 <= n <= 310 and 74 * 1024 <= self.bytes <= 115 * 1024 and 27 <= hard <= 43
                and 0.27 <= noise <= 0.38)

    def post_report(self, t, parts, who="furrow"):
        ms = []
        for p in parts:
            ms.append(self.post(t, who, p))
            t += int(self.rng.uniform(0.8, 3.0) * 1000)
        return ms

    def hard(self, m, etype, facts, phrasing, idiom=None):
        txt = m.text()
        for f in facts:
            assert f in txt, (etype, f, txt[:300])
        assert 2 <= len(facts) <= 5, facts
        self.w.hard.append((m, etype, list(facts), phrasing))
        if idiom:
            self.idiom(m, idiom, etype)
        return m

    def noise(self, m):
        self.w.noise.append(m)
        return m

    def near(self, m, idiom=None):
        self.w.near.append(m)
        if idiom:
            self.idiom(m, idiom, "not_hard")
        return m

    def idiom(self, m, name, expected):
        if name not in self.w.idioms:
            self.w.idioms[name] = (m, expected)

    def edit(self, m, t, content, superseded=()):
        t = self.w.stamp(t)
        m.edits.append((t, content))
        self.w.ops.append(dict(op="edit", t=t, m=m, content=content))
        for s in superseded:
            assert s not in content
            self.w.superseded.append((m, s))

    def delete(self, m, t, snippet):
        t = self.w.stamp(t)
        assert snippet in m.text()
        m.removed = ("deleted", t)
        self.w.ops.append(dict(op="delete", t=t, m=m))
        self.w.removed_texts.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        t = self.w.stamp(t)
        for m in ms:
            m.removed = ("deleted", t)
        self.w.ops.append(dict(op="bulk_delete", t=t, ms=ms))
        self.w.removed_texts.extend(snippets)

    def forget(self, m, t, snippet, by="dana"):
        t = self.w.stamp(t)
        assert snippet in m.text()
        m.removed = ("forgotten", t)
        self.w.ops.append(dict(op="forget", t=t, m=m, by=by))
        self.w.removed_texts.append(snippet)

    def pin(self, m, t, by="hank"):
        t = self.w.stamp(t)
        m.pinned = True
        self.w.ops.append(dict(op="pin", t=t, m=m, by=by))

    def react(self, m, t, emoji, who):
        t = self.w.stamp(t)
        self.w.ops.append(dict(op="reaction_add", t=t, m=m, emoji=emoji, who=who))

    def clordid(self):
        self.ordn += 1
        return f"{self.code}{self.mmdd}-{self.ordn:03d}"

    def lvl_of(self, k, jitter=None):
        j = jitter if jitter is not None else INS[k]["stop"][0] // 3
        self.lvl[k] += self.rng.randint(-j, j)
        return self.lvl[k]

    # ------------------------------------------------------------ FIX lines
    def fix_out_new(self, t, k, side, qty, n, oid, ordtype="2", acct=None):
        I = INS[k]
        self.fixseq_out += 1
        f = [(35, "D"), (49, "MAGS01"), (56, "CME" if I["venue"] != "XLME" else "LMESEL"),
             (34, self.fixseq_out), (52, fixts(t)), (1, acct or f"MAGS-{self.code}"), (11, oid),
             (55, I.get("fix", I["sym"])), (207, I["venue"]), (167, "FUT"),
             (54, "1" if side == "buy" else "2"), (38, qty), (40, ordtype)]
        f.append((99 if ordtype == "3" else 44, fpx(k, n)))
        f += [(59, "0"), (60, fixts(t))]
        return "OUT " + fix_line(f)

    def fix_er(self, t, k, side, qty, n, oid, status, cum=0, lastq=0, lastn=None, avgn=None,
               text=None, acct=None, target="MAGS01"):
        I = INS[k]
        self.fixseq_in += 1
        exec_type = {"0": "0", "1": "F", "2": "F", "4": "4", "8": "8", "5": "5"}[status]
        f = [(35, "8"), (49, "CME" if I["venue"] != "XLME" else "LMESEL"), (56, target),
             (34, self.fixseq_in), (52, fixts(t)), (1, acct or f"MAGS-{self.code}"),
             (37, f"{abs(hash_int(oid)) % 10**10:010d}"), (11, oid),
             (17, f"E{abs(hash_int(oid + status + str(cum))) % 10**12:012d}"),
             (150, exec_type), (39, status), (55, I.get("fix", I["sym"])), (207, I["venue"]),
             (54, "1" if side == "buy" else "2"), (38, qty), (44, fpx(k, n))]
        if status in ("1", "2"):
            f += [(32, lastq), (31, fpx(k, lastn)), (14, cum), (6, fpx(k, avgn)),
                  (151, qty - cum)]
        else:
            f += [(14, cum), (151, 0 if status in ("4", "8") else qty - cum)]
        if text:
            f.append((58, text))
        f.append((60, fixts(t)))
        return "IN  " + fix_line(f)

    # ------------------------------------------------------------ trade chain
    def chain(self, t0, k, side, prop, appr, exe, stop_style, risk_resize=False, reject=False):
        r = self.rng
        I = INS[k]
        sym = I["sym"]
        buy = side == "buy"
        sg = 1 if buy else -1
        n = self.lvl_of(k)
        qty = r.randint(*I["lots"])
        if prop == "squawk" and qty > 40:
            qty = 20
        sd = r.randint(*I["stop"])
        stop = n - sg * sd
        tgt = n + sg * sd * 2
        c = Clock(self, t0)
        P, S, T = px(k, n, caps=True), px(k, stop, caps=True), px(k, tgt, caps=True)
        pm = None
        authority = False
        # ---------------- proposal
        if prop == "caps":
            sw = "LONG" if buy else "SHORT"
            v = r.randint(0, 2)
            if v == 0:
                s = f"{sw} {qty} {sym} {P} STP {S}"
                facts = [f"{sw} {qty} {sym}", P, f"STP {S}"]
            elif v == 1:
                s = f"{'BUY' if buy else 'SELL'} {qty} {sym} @ {P}. STP {S}. TGT {T}. DO IT NOW"
                facts = [f"{'BUY' if buy else 'SELL'} {qty} {sym}", f"@ {P}", f"STP {S}"]
            else:
                s = f"GET ME {sw} {qty} {sym} {P} OR BETTER. STOP {S}"
                facts = [f"{sw} {qty} {sym}", P, f"STOP {S}"]
            pm = self.hard(self.post(c.t, "hank", s), "trade_proposal", facts, "shorthand",
                           "all-caps head-trader proposal with STP")
            authority = True
        elif prop == "prose":
            sw = "long" if buy else "short"
            why = r.choice(WHY[k if k in WHY else "ZC"])
            s = (f"thinking we get {sw} {qty} {sym} here at {px(k, n)} — {why}. stop {px(k, stop)}, "
                 f"target {px(k, tgt)}. @Hank Voss ok?")
            pm = self.hard(self.post(c.t, "mateo", s), "trade_proposal",
                           [f"{sw} {qty} {sym}", px(k, n), f"stop {px(k, stop)}"], "untagged",
                           "junior prose proposal with cents'eighths price" if I["tick"] == "gr" else None)
        elif prop == "short":
            sw = "b" if buy else "s"
            s = f"{sw} {qty} {sym.lower()} @ {px(k, n)} stp {px(k, stop)} ?"
            pm = self.hard(self.post(c.t, "mateo", s), "trade_proposal",
                           [f"{sw} {qty} {sym.lower()}", f"@ {px(k, n)}", f"stp {px(k, stop)}"],
                           "shorthand", "lowercase b/s shorthand proposal")
        elif prop == "tagged":
            sw = "BUY" if buy else "SELL"
            s = (f"[PROPOSAL] {sw} {qty} {sym} @ {px(k, n)} LMT · stop {px(k, stop)} · tgt {px(k, tgt)}\n"
                 f"> rationale: {r.choice(WHY[k if k in WHY else 'GC'])}\n"
                 f"> sizing: {qty} x {I['mult']}, within desk caps per riskbot 06:00Z table")
            pm = self.hard(self.post(c.t, "exec", s), "trade_proposal",
                           ["[PROPOSAL]", f"{sw} {qty} {sym}", px(k, n), f"stop {px(k, stop)}"],
                           "tagged", "exec-agent [PROPOSAL] tagged ticket")
        elif prop == "spread":
            sw = "buy" if buy else "sell"
            s = (f"roll idea — {sw} {qty} {sym} at {px(k, n)}. "
                 f"{'we are long march and carry is too wide' if buy else 'spread looks rich vs full carry'}, "
                 f"{'deliverable stocks still heavy at the river' if buy else 'tightening story is priced'}. "
                 f"no stop on the spread, max loss {max(2, sd // 4)}c. Hank?")
            pm = self.hard(self.post(c.t, "mateo", s), "trade_proposal",
                           [f"{sw} {qty} {sym}", f"at {px(k, n)}"], "untagged",
                           "calendar spread proposal with negative cents'eighths price")
            stop_style = None
        elif prop == "squawk":
            sw = "buy" if buy else "sell"
            qw = wint(qty)
            spx = say_px(k, n)
            sst = say_px(k, stop)
            a = homo(r, sw, 0.6)
            b = homo(r, f"{qw} lots", 0.3)
            cc = homo(r, I["say"], 0.3)
            d = homo(r, spx, 0.3)
            e = homo(r, f"stop {sst}", 0.3)
            s = f"🔊 line=DESK spk=hank conf=0.{r.randint(78, 93)} | {a} {b} of {cc} at {d} {e}"
            pm = self.hard(self.post(c.t, "squawk", s), "trade_proposal", [a, b, cc, d], "untagged",
                           "squawk STT order with homophones and spelled-out price")
            authority = True
        else:
            raise ValueError(prop)
        # noise / near chatter after proposal
        if r.random() < 0.35 and not authority:
            q = self.post(c.step(30, 200), "priya", r.choice([
                f"why {sym} and not the deferred?", "what's the risk/reward on that?",
                f"is {qty} a normal size for {I['name']}?", "is that before or after the number?"]),
                ref=pm)
            self.near(q, "question about a live proposal")
        # ---------------- approval
        if not authority:
            if reject:
                half = max(1, qty // 2)
                s = r.choice([f"NO. {qty} {sym} IS TOO BIG INTO THE NUMBER. HALF IT.",
                              f"NO ON {sym}. HALF IT OR FORGET IT."])
                rj = self.post(c.step(40, 400), "hank", s, ref=pm)
                self.hard(rj, "trade_approval", ["NO", sym, "HALF IT"], "reply",
                          "caps rejection demanding half size")
                s2 = f"ok {half} then. " + (f"{'b' if buy else 's'} {half} {sym.lower()} @ {px(k, n)} stp {px(k, stop)}")
                pm = self.hard(self.post(c.step(30, 200), "mateo", s2, ref=rj), "trade_proposal",
                               [f"{half} {sym.lower()}", f"@ {px(k, n)}", f"stp {px(k, stop)}"],
                               "shorthand")
                qty = half
                ap = self.post(c.step(20, 200), "hank", f"FINE. GO {half}.", ref=pm)
                self.hard(ap, "trade_approval", ["FINE. GO", str(half)], "reply")
            else:
                if r.random() < 0.3:
                    nm = self.post(c.step(20, 150), "lou", r.choice(
                        ["looks interesting", "brave", "nice, we like that one too on softs 👀",
                         "how's that play with your corn length?"]), ref=pm)
                    self.near(nm, "peer comment that is not an approval")
                v = appr or r.choice(["okgo", "emoji", "approved", "go"])
                if v == "okgo":
                    s, facts, idm = f"OK GO {qty}", ["OK GO", str(qty)], "terse OK GO reply approval"
                elif v == "emoji":
                    s = f"👍 send it, {qty} {sym.lower()}"
                    facts, idm = ["send it", f"{qty} {sym.lower()}"], "emoji send-it reply approval"
                elif v == "approved":
                    s, facts, idm = f"APPROVED {sym} {qty}. WORK IT.", ["APPROVED", sym], None
                else:
                    s, facts, idm = f"GO. {qty} {sym} ONLY.", ["GO.", f"{qty} {sym}"], None
                ap = self.post(c.step(40, 500), "hank", s, ref=pm)
                self.hard(ap, "trade_approval", facts, "reply", idm)
                if r.random() < 0.5:
                    self.react(pm, c.step(2, 20), "👍", "hank")
        # ---------------- risk resize
        if risk_resize:
            new_q = max(1, int(qty * r.uniform(0.5, 0.75)))
            oid = self.clordid()
            rule = "metals_gross_lots" if k in ("GC", "SI", "HG", "CA", "AH") else "ags_net_delta_lots"
            s = (f"RISK|{hhmm(c.t)}Z|action=RESIZE|clOrdID={oid}|sym={I.get('fix', sym)}|side={side.upper()}"
                 f"|orig_qty={qty}|new_qty={new_q}|rule={rule}|util_after=0.99")
            rm = self.post(c.step(3, 20), "risk", s)
            self.hard(rm, "risk_limit", ["RESIZE", f"orig_qty={qty}", f"new_qty={new_q}", rule],
                      "structured", "risk engine RESIZE key=value line")
            qty = new_q
        else:
            oid = self.clordid()
        # ---------------- execution
        fill_n = n + (sg * -r.randint(0, 1) if exe != "voice" else 0)
        fills = []
        if exe == "fix":
            if reject is False and r.random() < 0.18:
                # price band reject then resend
                out = self.post(c.step(5, 60), "fixgw", self.fix_out_new(c.t, k, side, qty, n + sg * 40, oid))
                self.hard(out, "trade_confirmation", [f"11={oid}", f"55={I.get('fix', sym)}", "35=D"],
                          "structured", "outbound 35=D new order single line")
                rj = self.post(c.step(0.2, 1.5), "fixgw", self.fix_er(
                    c.t, k, side, qty, n + sg * 40, oid, "8", text="Order price is outside the price banding"))
                self.hard(rj, "trade_confirmation", [f"11={oid}", "39=8", "price banding"], "structured",
                          "FIX 39=8 reject with 58 text")
                self.post(c.step(20, 90), "mateo", "band reject, my fat finger. fixing")
                oid = self.clordid()
            if r.random() < 0.5:
                out = self.post(c.step(5, 60), "fixgw", self.fix_out_new(c.t, k, side, qty, n, oid))
                self.hard(out, "trade_confirmation", [f"11={oid}", f"55={I.get('fix', sym)}", "35=D"],
                          "structured", "outbound 35=D new order single line")
            ack = self.post(c.step(0.2, 1.2), "fixgw", self.fix_er(c.t, k, side, qty, n, oid, "0"))
            self.hard(ack, "trade_confirmation", [f"11={oid}", "150=0", "39=0"], "structured",
                      "FIX 35=8 150=0 39=0 new-order ack")
            cum = 0
            if qty >= 6 and r.random() < 0.25:
                q1 = r.randint(1, qty - 1)
                cum = q1
                pf = self.post(c.step(2, 240), "fixgw", self.fix_er(
                    c.t, k, side, qty, n, oid, "1", cum=cum, lastq=q1, lastn=fill_n, avgn=fill_n))
                self.hard(pf, "trade_fill", [f"55={I.get('fix', sym)}", f"54={'1' if buy else '2'}", "39=1",
                                             f"32={q1}", f"31={fpx(k, fill_n)}"], "structured",
                          "FIX 39=1 partial fill with 31/32")
            q2 = qty - cum
            n2 = fill_n + (sg * -1 if r.random() < 0.4 else 0)
            ff = self.post(c.step(2, 400), "fixgw", self.fix_er(
                c.t, k, side, qty, n, oid, "2", cum=qty, lastq=q2, lastn=n2, avgn=n2))
            self.hard(ff, "trade_fill", [f"55={I.get('fix', sym)}", f"54={'1' if buy else '2'}", "39=2",
                                         f"32={q2}", f"31={fpx(k, n2)}"], "structured",
                      "FIX 35=8 39=2 full fill line")
            fills.append(ff)
            if r.random() < 0.4:
                self.noise(self.post(c.step(5, 60), r.choice(["mateo", "hank"]),
                                     r.choice(["👍", "ty", "nice", "k", "🫡"])))
        elif exe == "voice":
            br = r.choice(["ADM", "RJO", "STX", "MAREX"])
            s = (f"🔊 line=BRKR-{br} spk=broker conf=0.{r.randint(75, 92)} | "
                 f"working {wint(qty)} {I['say']} {say_px(k, n)} "
                 f"{'bid' if buy else 'offer'} for you")
            wk = self.post(c.step(10, 90), "squawk", s)
            self.hard(wk, "trade_confirmation", ["working", wint(qty), I["say"]], "untagged",
                      "broker read-back 'working' on squawk")
            s = (f"🔊 line=BRKR-{br} spk=broker conf=0.{r.randint(72, 91)} | "
                 f"youre done {wint(qty)} {I['say']} at {say_px(k, n)} "
                 f"{r.choice(['thank you', 'good trade', 'all done', 'on the bell'])}")
            dn = self.post(c.step(20, 600), "squawk", s)
            self.hard(dn, "trade_fill", ["youre done", wint(qty), I["say"], say_px(k, n)], "untagged",
                      "broker 'youre done' voice fill on squawk")
            wrong = n - sg * 2
            s = f"done {qty} {sym} @ {px(k, wrong)} w/ {br.lower()}, on the phone"
            mf = self.post(c.step(30, 200), "mateo", s)
            final = f"done {qty} {sym} @ {px(k, n)} w/ {br.lower()}, on the phone (fixed px)"
            self.edit(mf, c.t + int(r.uniform(60, 400) * 1000), final, superseded=[px(k, wrong)])
            self.hard(mf, "trade_fill", [f"done {qty} {sym}", f"@ {px(k, n)}"], "untagged",
                      "human fill edited to fix the price")
            fills.append(mf)
        elif exe == "exec":
            s = (f"[WORKING] {side.upper()} {qty} {sym} {px(k, n)} LMT DAY · clOrdID {oid} · "
                 f"venue {I['venue']} · algo=PEG_MID")
            wk = self.post(c.step(10, 90), "exec", s)
            self.hard(wk, "trade_confirmation", ["[WORKING]", f"{side.upper()} {qty} {sym}", oid], "tagged",
                      "exec-agent [WORKING] tagged status")
            s = (f"[FILL] {side.upper()} {qty} {sym} avg {px(k, fill_n)} · clOrdID {oid} · "
                 f"slippage {abs(fill_n - n)} tick{'s' if abs(fill_n - n) != 1 else ''}")
            ff = self.post(c.step(30, 900), "exec", s)
            self.hard(ff, "trade_fill", ["[FILL]", f"{side.upper()} {qty} {sym}", f"avg {px(k, fill_n)}"],
                      "tagged", "exec-agent [FILL] tagged line")
            fills.append(ff)
        elif exe == "embed":
            emb = dict(title="Order accepted", author="OMS · MAGS01",
                       description=f"{sym} {side.upper()} {qty} @ {px(k, n)} LMT",
                       fields=[dict(name="ClOrdID", value=oid, inline=True),
                               dict(name="Status", value="NEW", inline=True),
                               dict(name="TIF", value="DAY", inline=True)],
                       footer=f"venue {I['venue']} · acct MAGS-{self.code}")
            wk = self.post(c.step(5, 60), "fixgw", "", embeds=[emb])
            self.hard(wk, "trade_confirmation", ["Order accepted", oid, f"{sym} {side.upper()} {qty}"],
                      "embed", "embed-only OMS order accepted")
            emb = dict(title="Execution report", author="OMS · MAGS01",
                       fields=[dict(name="Symbol", value=sym, inline=True),
                               dict(name="Side", value=side.upper(), inline=True),
                               dict(name="Qty", value=str(qty), inline=True),
                               dict(name="Px", value=px(k, fill_n), inline=True),
                               dict(name="Status", value="FILLED", inline=True)],
                       footer=f"order {oid} · venue {I['venue']}")
            ff = self.post(c.step(10, 700), "fixgw", "", embeds=[emb])
            self.hard(ff, "trade_fill", [sym, side.upper(), str(qty), px(k, fill_n), "FILLED"], "embed",
                      "embed-only OMS execution report fill")
            fills.append(ff)
        elif exe == "json":
            ta = c.step(5, 60)
            d = {"src": "oms", "evt": "ack", "clOrdId": oid, "sym": I.get("fix", sym), "side": side.upper(),
                 "qty": qty, "px": fpx(k, n), "status": "WORKING", "ts": iso(ta - r.randint(40, 900))}
            wk = self.post(ta, "fixgw", json.dumps(d))
            self.hard(wk, "trade_confirmation", [oid, '"status": "WORKING"'], "structured",
                      "OMS JSON ack line")
            tf = c.step(10, 700)
            d = {"src": "oms", "evt": "fill", "clOrdId": oid, "sym": I.get("fix", sym), "side": side.upper(),
                 "lastQty": qty, "lastPx": fpx(k, fill_n), "cumQty": qty, "leaves": 0,
                 "ts": iso(tf - r.randint(40, 900))}
            ff = self.post(tf, "fixgw", json.dumps(d))
            self.hard(ff, "trade_fill", [oid, f'"lastQty": {qty}', f'"lastPx": "{fpx(k, fill_n)}"'],
                      "structured", "OMS JSON fill line")
            fills.append(ff)
        # ---------------- stop
        if stop_style == "caps":
            s = f"STP {sym} {S}" + (f" TGT {T}" if r.random() < 0.5 else "")
            sm = self.post(c.step(30, 400), "hank", s)
            self.hard(sm, "stop_or_target_change", [sym, f"STP {sym} {S}"], "shorthand")
        elif stop_style == "edit2":
            s1 = f"STP {sym} {S}"
            sm = self.post(c.step(30, 300), "hank", s1)
            self.pin(sm, c.t + 5000)
            self.react(sm, c.t + 6000, "📌", "hank")
            m1 = stop + sg * max(2, sd // 3)
            m2 = m1 + sg * max(2, sd // 3)
            t1 = c.t + int(r.uniform(1800, 5400) * 1000)
            t2 = t1 + int(r.uniform(1800, 5400) * 1000)
            t2 = min(t2, self.end - 60_000)
            t1 = min(t1, t2 - 30_000)
            self.edit(sm, t1, f"STP {sym} {px(k, m1, caps=True)}", superseded=[S])
            self.edit(sm, t2, f"STP {sym} {px(k, m2, caps=True)} (RAISED)" if buy else
                      f"STP {sym} {px(k, m2, caps=True)} (LOWERED)", superseded=[px(k, m1, caps=True)])
            self.hard(sm, "stop_or_target_change", [sym, f"STP {sym} {px(k, m2, caps=True)}"], "shorthand",
                      "stop moved twice by editing the same message")
        elif stop_style == "prose":
            s = (f"stop's in on the {I['name']}, {px(k, stop)} {'sell' if buy else 'buy'} stop gtc. "
                 f"target {px(k, tgt)}")
            sm = self.post(c.step(30, 400), "mateo", s, ref=fills[0] if fills else None)
            self.hard(sm, "stop_or_target_change", [px(k, stop), f"target {px(k, tgt)}"], "untagged",
                      "prose stop placement reply to a fill")
        elif stop_style == "exec":
            soid = self.clordid()
            s = (f"[STOP] {sym} {'SELL' if buy else 'BUY'} STOP {px(k, stop)} GTC placed · parent {oid} · "
                 f"clOrdID {soid}")
            sm = self.post(c.step(5, 60), "exec", s)
            self.hard(sm, "stop_or_target_change", ["[STOP]", sym, f"STOP {px(k, stop)}"], "tagged",
                      "exec-agent [STOP] tagged protective stop")
        return pm

    # ------------------------------------------------------------ singles
    def book(self):
        t = self.start + int(self.rng.uniform(5.6, 6.4) * 3600_000)
        parts = []
        for k, (sd, q, n) in self.pos.items():
            parts.append(f"{sd} {q} {INS[k]['sym']} AVG {px(k, n, caps=True)}")
        s = ("BOOK " + self.date.strftime("%d%b").upper() + ": " + " | ".join(parts) +
             "\nWATCH: " + " ".join(INS[k]["sym"] for k in self.watch) +
             "\nPHONES ON AT 7.")
        m = self.post(t, "hank", s)
        self.pin(m, t + 40_000)
        self.react(m, t + 41_000, "📌", "hank")
        return m

    def risk_table(self, t, change=None):
        r = self.rng
        rows = [("Gross lots (all)", 400, r.randint(180, 300)),
                ("Metals gross lots", 150, r.randint(70, 130)),
                ("Ags net delta (lots)", 400, r.randint(120, 330)),
                ("ZS max position (lots)", 30, r.randint(0, 25)),
                ("LME Cu 3M net (t)", 1250, r.randint(100, 700)),
                ("Single order max (lots)", 50, 0),
                ("Spread margin (USD)", 2_500_000, r.randint(600_000, 1_900_000)),
                ("VaR 95 1d (USD)", 1_100_000, r.randint(500_000, 950_000)),
                ("Daily loss stop (USD)", 750_000, r.randint(0, 200_000))]
        lines = [f"**Daily limits — MAGS-{self.code} — {self.date.strftime('%Y-%m-%d')} {hhmm(t)}Z**",
                 "", "| Limit | Cap | Used | Util | Status |", "|---|---|---|---|---|"]
        facts = None
        for i, (nm, cap, used) in enumerate(rows):
            capS = f"{cap:,}"
            status = "ok"
            if change is not None and i == change[0]:
                newcap = change[1]
                capS = f"{cap:,} → {newcap:,}"
                status = f"**CHANGED** ({change[2]}, eff. {hhmm(t)}Z)"
                facts = [nm, f"{cap:,} → {newcap:,}"]
                cap = newcap
            util = "—" if used == 0 else f"{100 * used / cap:.0f}%"
            if nm.startswith("Daily loss"):
                util = f"-{used:,} realised" if used else "flat"
            lines.append(f"| {nm} | {capS} | {used:,} | {util} | {status} |")
        lines += ["", "_Positions by product:_", "", "| Product | Net lots | Δ vs yday |", "|---|---|---|"]
        for k, (sd, q, n) in self.pos.items():
            lines.append(f"| {INS[k]['sym']} | {'+' if sd == 'LONG' else '-'}{q} | {r.randint(-10, 10):+d} |")
        lines += ["", "Breaches since last table: none. Soft warnings at 85% utilisation, hard block at 100%.",
                  "Source: clearing file (ADM/RJO) 05:40Z + intraday OMS. Next table 06:00Z tomorrow."]
        m = self.post(t, "risk", "\n".join(lines))
        if facts:
            self.hard(m, "risk_limit", facts, "buried", "limit change buried in daily markdown limits table")
        else:
            self.noise(m)
            self.idiom(m, "daily limits table with nothing changed", "not_hard")
        return m

    def news(self, t, k, held):
        r = self.rng
        hl, facts = r.choice(HEADLINES[k])(r)
        style = r.random()
        if style < 0.35:
            emb = dict(title=hl, description=r.choice(NEWS_BODY), author="wire · commodities",
                       footer=r.choice(["Reuters", "Bloomberg", "Dow Jones", "Argus", "Fastmarkets"]))
            m = self.post(t, "wire", "", embeds=[emb])
            ph = "embed"
        else:
            m = self.post(t, "wire", f"🗞️ {hhmm(t)}Z {hl}")
            ph = "untagged"
        et = "held_position_news" if held else "watchlist_news"
        idm = None
        if held and k in ("HG", "CA") and "Escondida" in hl:
            idm = "held copper via mine/company name headline"
        elif held:
            idm = "headline on a held contract's underlying"
        else:
            idm = "watchlist headline"
        self.hard(m, et, facts, ph, idm)
        if not held:
            self.watch_news = (m, k)
        if r.random() < 0.5:
            self.react(m, t + int(r.uniform(20, 300) * 1000), "👀", r.choice(["hank", "mateo"]))
        return m


def hash_int(s: str) -> int:
    h = 1469598103934665603
    for ch in s.encode():
        h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


WHY = {
    "ZC": ["basis firming at the river and funds still short", "export inspections beat three weeks running",
           "the spec short is crowded into the report", "ethanol grind strong, stocks/use tighter than the trade thinks"],
    "ZS": ["argentine dryness not in the price", "crush margins are huge and NOPA will show it",
           "china back in the PNW", "meal leading beans higher"],
    "ZW": ["black sea quota talk", "HRW ratings slipping", "too cheap vs corn, spread at the lows"],
    "GC": ["real yields rolling over", "CB buying every dip", "ETF inflows turned", "DXY failing at the 200d"],
    "SI": ["ratio at 84 is stretched", "solar demand story + comex draws", "gold/silver ratio mean reversion"],
    "HG": ["china stimulus fading, SHFE stocks building", "yangshan premium collapsed", "TC/RCs recovering"],
    "CA": ["cancelled warrants dropping, no squeeze", "backwardation gone", "chinese demand soft post-holiday"],
    "AH": ["port klang inflows", "yunnan curtailments reversing", "premiums weak in rotterdam"],
}


def _h(fmt, facts):
    return fmt, facts


def _hl_gc(r):
    x = round(r.uniform(7.2, 9.8), 2)
    v = r.randint(0, 2)
    if v == 0:
        return _h(f"COMEX gold registered stocks fall to {x}m oz, lowest since March", ["COMEX gold", f"{x}m oz"])
    if v == 1:
        n = r.randint(18, 26)
        return _h(f"PBOC adds gold to reserves for {n}th straight month", ["PBOC", "gold", f"{n}th"])
    y = round(r.uniform(3.1, 9.9), 1)
    return _h(f"SPDR Gold Trust holdings rise {y} t, biggest one-day inflow since July", ["SPDR Gold", f"{y} t"])


def _hl_si(r):
    v = r.randint(0, 1)
    if v == 0:
        a = r.randint(160, 180)
        return _h(f"Fresnillo cuts 2027 silver guidance to {a}-{a + 12} moz", ["Fresnillo", "silver", f"{a}-{a + 12} moz"])
    x = r.randint(5, 14)
    return _h(f"Silver ETF holdings hit {x}-month high as COMEX draws continue", ["Silver ETF", f"{x}-month high"])


def _hl_hg(r):
    v = r.randint(0, 2)
    if v == 0:
        d = r.randint(12, 20)
        return _h(f"Chile: Escondida union votes to strike from Dec {d}; BHP says talks continue",
                  ["Escondida", "strike", f"Dec {d}"])
    if v == 1:
        x = round(r.uniform(2.1, 8.4), 1)
        return _h(f"Codelco November copper output falls {x}% y/y", ["Codelco", "copper", f"{x}%"])
    x = r.randint(1800, 9800)
    return _h(f"LME copper on-warrant stocks fall {x:,} t in a day, cancellations jump", ["LME copper", f"{x:,} t"])


def _hl_ah(r):
    v = r.randint(0, 1)
    if v == 0:
        x = r.randint(20, 60) * 1000 + r.choice([125, 375, 650, 900])
        return _h(f"LME aluminium stocks jump {x:,} t on Port Klang inflows", ["aluminium", f"{x:,} t", "Port Klang"])
    x = r.randint(300, 900)
    return _h(f"Yunnan smelters to curtail {x} kt/y aluminium capacity on power rationing",
              ["Yunnan", "aluminium", f"{x} kt/y"])


def _hl_zc(r):
    v = r.randint(0, 2)
    if v == 0:
        x = r.randint(110, 320) * 1000
        return _h(f"USDA flash sale: {x:,} t corn to Mexico for 2026/27 delivery", ["USDA", f"{x:,} t corn"])
    if v == 1:
        x = r.randint(1020, 1110)
        return _h(f"EIA: US ethanol output {x} kb/d, highest since January", ["ethanol", f"{x} kb/d"])
    x = round(r.uniform(1.1, 2.4), 1)
    return _h(f"Brazil safrinha corn area seen up {x}% - Conab", ["safrinha corn", f"{x}%"])


def _hl_zs(r):
    v = r.randint(0, 1)
    if v == 0:
        x = r.randint(3, 9)
        return _h(f"Traders: China books {x} cargoes of US soybeans for Feb shipment", ["China", f"{x} cargoes", "soybeans"])
    x = round(r.uniform(16.2, 17.6), 1)
    return _h(f"Rosario exchange cuts Argentina soybean area to {x} mln ha", ["Argentina soybean", f"{x} mln ha"])


def _hl_zw(r):
    v = r.randint(0, 1)
    if v == 0:
        x = round(r.uniform(9.5, 11.5), 1)
        return _h(f"Russia sets Feb-Jun grain export quota at {x} mmt, wheat-heavy", ["Russia", f"{x} mmt", "wheat"])
    x = r.randint(5, 24) * 10000
    return _h(f"Egypt's Mostakbal Misr buys {x:,} t Black Sea wheat", ["Egypt", f"{x:,} t", "wheat"])


HEADLINES = {"GC": [_hl_gc], "SI": [_hl_si], "HG": [_hl_hg], "CA": [_hl_hg], "AH": [_hl_ah],
             "ZC": [_hl_zc], "ZS": [_hl_zs], "ZW": [_hl_zw]}
NEWS_BODY = ["Full story on terminal. Figures from exchange/company statement.",
             "Details to follow. Market reaction muted in the first minutes.",
             "Traders said the figure was broadly in line with private estimates.",
             "Story developing; numbers subject to revision."]
UNRELATED = [
    "ICE cocoa hits fresh high as Ivory Coast arrivals lag", "Arabica slides 4% on Brazil rain",
    "Brent steadies near $71 ahead of OPEC+ call", "Henry Hub Jan gas drops 6% on mild forecasts",
    "Lean hogs limit down after packer margin slump", "EUR/USD slips below 1.08 after PMI miss",
    "Nikkei closes at record on yen weakness", "Orange juice futures tumble 9% on demand fears",
    "Palm oil at 3-week low on Malaysia stocks build", "Lumber futures slide on housing starts",
]


# ---------------------------------------------------------------- research reports

def sec_tldr(d, r):
    bl = [f"- Dec WASDE in focus: trade expects US corn ending stocks at {r.uniform(1.78, 2.05):.3f} bn bu "
          f"(USDA Nov {r.uniform(1.85, 2.10):.3f}).",
          f"- ECMWF 00z trimmed Argentine rain for days 6-10 by {r.randint(15, 40)}%; GFS wetter, low skill beyond day 8.",
          f"- LME copper cancelled warrants at {r.uniform(8, 31):.1f}% of on-warrant; cash-3M at "
          f"{r.choice(['+', '-'])}${r.randint(5, 60)}/t.",
          f"- COMEX gold registered {r.uniform(7.1, 9.9):.2f}m oz; silver registered {r.uniform(30, 48):.1f}m oz.",
          f"- Managed money net short corn {r.randint(80, 210)}k contracts (CFTC, as of Tuesday)."]
    r.shuffle(bl)
    return "## TL;DR\n" + "\n".join(bl[:r.randint(3, 5)])


def sec_weather(d, r):
    rows = [("Mato Grosso", "soy planting/early harvest"), ("Paraná", "soy"), ("Rio Grande do Sul", "soy/corn"),
            ("Goiás", "soy"), ("Buenos Aires", "soy/corn"), ("Córdoba", "corn"), ("Santa Fe", "soy")]
    out = ["## South America weather", "",
           "| Region | Crop | 7d rain (mm) | vs normal | Soil moisture | 10d outlook |", "|---|---|---|---|---|---|"]
    for reg, crop in rows:
        rain = r.randint(2, 95)
        out.append(f"| {reg} | {crop} | {rain} | {r.randint(-70, 60):+d}% | "
                   f"{r.choice(['short', 'adequate', 'adequate', 'surplus', 'very short'])} | "
                   f"{r.choice(['drier', 'wetter', 'near normal', 'mixed, storms scattered'])} |")
    out += ["", f"Argentina's core belt remains the watch item: {r.randint(35, 62)}% of the soybean area is rated "
            f"short-to-very-short on topsoil moisture per BCBA, versus {r.randint(12, 30)}% a year ago. "
            f"The ECMWF ensemble mean puts {r.randint(8, 30)} mm over Córdoba/Santa Fe in the next ten days; the "
            f"GFS is roughly double that but has had a wet bias of about {r.randint(20, 45)}% this season. "
            f"In Brazil, Mato Grosso harvest of early soybeans should start in earnest in the second half of January; "
            f"planting there is {r.randint(96, 100)}% complete per IMEA and the crop is in good shape. "
            f"Rio Grande do Sul is the one Brazilian state where a dry January would matter for both soy and the "
            f"first-crop corn; there is no sign of that yet."]
    return "\n".join(out)


def sec_us(d, r):
    return ("## US\n"
            f"HRW wheat is going into dormancy in mixed shape: Kansas {r.randint(38, 55)}% good/excellent at the last "
            f"crop progress report, Oklahoma {r.randint(30, 52)}%. Snow cover across the northern Plains is thin "
            f"({r.randint(5, 35)}% of normal extent), so any arctic outbreak in the next two weeks raises winterkill "
            f"risk. The eastern Corn Belt harvest is done; Mississippi River gauge at Memphis reads "
            f"{r.uniform(-8.5, 4.0):.1f} ft, barge freight out of St. Louis at {r.randint(280, 520)}% of tariff, "
            f"which keeps Gulf CIF corn basis firm at H+{r.randint(68, 95)} and soybean basis at F+{r.randint(60, 88)}. "
            f"Interior ethanol plants are bidding {r.randint(5, 25)} over March in central Illinois.")


def sec_exports(d, r):
    out = ["## Export sales (week to Thursday)", "", "| Crop | Net sales 26/27 (kt) | Trade range | Shipments (kt) | YoY pace |",
           "|---|---|---|---|---|"]
    for crop, lo, hi in (("Corn", 900, 2100), ("Soybeans", 500, 1900), ("Wheat", 200, 700), ("Soymeal", 150, 450)):
        v = r.randint(lo, hi)
        out.append(f"| {crop} | {v:,} | {lo + 100:,}-{hi - 100:,} | {r.randint(lo // 2, hi):,} | {r.randint(-18, 35):+d}% |")
    out += ["", f"China was the named buyer for {r.randint(0, 7)} of the soybean flash sales this week, with "
            f"{r.choice(['Mexico', 'Japan', 'Colombia', 'unknown destinations'])} the largest corn taker. "
            f"Cumulative corn commitments are running {r.randint(8, 30)}% ahead of last year, soybeans "
            f"{r.randint(-25, 5)}% behind."]
    return "\n".join(out)


def sec_wasde(d, r):
    out = ["## WASDE (US balance sheet, 2026/27)", "",
           "| Item | USDA Nov | Trade avg | Range | Our est. |", "|---|---|---|---|---|"]
    items = [("Corn yield (bpa)", 181.0, 1.5), ("Corn ending stocks (bn bu)", 1.95, 0.12),
             ("Soy yield (bpa)", 53.0, 0.8), ("Soy ending stocks (m bu)", 345, 35),
             ("Wheat ending stocks (m bu)", 890, 30), ("World corn stocks (mmt)", 292.0, 4),
             ("Brazil soy crop (mmt)", 172.0, 3), ("Argentina soy crop (mmt)", 49.0, 2.5)]
    for nm, base, sp in items:
        a = base + r.uniform(-sp, sp)
        b = a + r.uniform(-sp / 2, sp / 2)
        lo, hi = b - sp * 0.7, b + sp * 0.7
        fmt = "{:.3f}" if base < 10 else ("{:.1f}" if base < 400 else "{:.0f}")
        if 100 < base < 400 and "stocks" in nm:
            fmt = "{:.0f}"
        out.append(f"| {nm} | {fmt.format(a)} | {fmt.format(b)} | {fmt.format(lo)}-{fmt.format(hi)} | "
                   f"{fmt.format(b + r.uniform(-sp / 3, sp / 3))} |")
    out += ["", "December reports rarely touch US yield; the action is usually in demand lines (exports, ethanol, "
            "crush) and South American production. USDA has been slow to cut Argentina in dry years, so the "
            "trade estimate is probably the better guide there."]
    return "\n".join(out)


def sec_cot(d, r):
    out = ["## Positioning (CFTC, managed money, futures+options)", "",
           "| Market | Net (k) | w/w (k) | 3y pctile |", "|---|---|---|---|"]
    for mk in ("Corn", "Soybeans", "CBOT wheat", "KC wheat", "Gold", "Silver", "Copper"):
        out.append(f"| {mk} | {r.randint(-220, 250):+d} | {r.randint(-30, 30):+d} | {r.randint(2, 98)}% |")
    out += ["", "Funds remain structurally short grains and long gold; the copper position is close to flat after "
            f"{r.randint(3, 8)} weeks of liquidation. Positioning is context, not a trigger."]
    return "\n".join(out)


def sec_lme(d, r):
    out = ["## LME warehouse stocks (t)", "",
           "| Metal | Location | Opening | In | Out | Closing | Cancelled % |", "|---|---|---|---|---|---|---|"]
    for metal, locs in (("Copper", ["Rotterdam", "Port Klang", "Gwangyang", "New Orleans", "Busan", "Singapore"]),
                        ("Aluminium", ["Port Klang", "Gwangyang", "Rotterdam", "Detroit", "Vlissingen"])):
        for loc in r.sample(locs, 4):
            op = r.randint(4, 180) * 1000 + r.randint(0, 999)
            i = r.choice([0, 0, r.randint(25, 9000)])
            o = r.randint(0, 4000)
            out.append(f"| {metal} | {loc} | {op:,} | {i:,} | {o:,} | {op + i - o:,} | {r.uniform(0, 45):.1f} |")
    out += ["", f"Total copper on-warrant {r.randint(80, 190) * 1000:,} t; the cancellation ratio is "
            f"{r.choice(['rising', 'easing', 'flat'])} and cash-3M spreads show no sign of stress. Aluminium flows "
            f"remain dominated by Port Klang, where warrant-financing deals roll on the usual schedule. SHFE weekly "
            f"copper stocks {r.choice(['rose', 'fell'])} {r.randint(2, 19)}% to {r.randint(40, 190)}k t; Yangshan "
            f"premium ${r.randint(18, 95)}/t."]
    return "\n".join(out)


def sec_comex(d, r):
    return ("## COMEX inventories\n"
            f"Gold: registered {r.uniform(7.1, 9.9):.2f}m oz, eligible {r.uniform(17, 23):.2f}m oz, "
            f"{r.randint(0, 6)} depositories reporting moves. Silver: registered {r.uniform(30, 48):.1f}m oz, "
            f"eligible {r.uniform(220, 260):.1f}m oz. Copper: {r.randint(40, 140)}k st, "
            f"{r.choice(['up', 'down'])} {r.randint(1, 9)}k st on the week. Delivery notices against Dec gold "
            f"{r.randint(120, 2400):,} so far; stoppers mostly house accounts.")


def sec_macro(d, r):
    return ("## Metals macro\n"
            f"DXY {r.uniform(99, 106):.2f}, US 10y real yield {r.uniform(1.2, 2.2):.2f}%, "
            f"fed funds futures price {r.randint(10, 60)}% odds of a cut in January. Central-bank gold buying "
            f"({r.randint(40, 110)} t in Q3 per WGC) remains the backstop; ETF holdings "
            f"{r.choice(['rose', 'fell'])} {r.uniform(2, 19):.1f} t this week. China's "
            f"{r.choice(['property', 'grid', 'EV'])} data disappointed; copper TC/RCs for 2027 are being talked at "
            f"${r.randint(0, 30)}/t, a sign smelters are still fighting for concentrate.")


def sec_spreads(d, r):
    out = ["## Spreads", "", "| Spread | Last | 5d chg | Full carry | % of carry |", "|---|---|---|---|---|"]
    for nm, base in (("ZCH7/ZCK7", -25), ("ZCK7/ZCN7", -20), ("ZSF7/ZSH7", -30), ("ZWH7/ZWK7", -40),
                     ("ZWH7/ZCH7", 580), ("GCZ6/GCG7", None)):
        if base is None:
            out.append(f"| {nm} | -{r.uniform(18, 34):.1f} | {r.uniform(-2, 2):+.1f} | -31.0 | {r.randint(60, 98)}% |")
            continue
        v = base + r.randint(-8, 8)
        sgn = "-" if v < 0 else ""
        a = abs(v)
        ch = r.randint(-6, 6)
        out.append(f"| {nm} | {sgn}{a // 4}'{(a % 4) * 2} | {'+' if ch >= 0 else '-'}{abs(ch) // 4}'{(abs(ch) % 4) * 2} | "
                   f"{'-9' if base < 0 and abs(base) < 100 else 'n/a'} | {r.randint(40, 95)}% |")
    return "\n".join(out)


def sec_risks(d, r):
    return ("## Calendar / risks\n"
            f"- USDA export sales Thu 13:30Z; export inspections Mon 16:00Z.\n"
            f"- CONAB Brazil crop report next week; BCBA weekly Thursday.\n"
            f"- FOMC {r.choice(['Tuesday-Wednesday next week', 'in 9 days'])}; US CPI {r.choice(['Wednesday', 'Thursday'])}.\n"
            f"- GCZ6 last trade later this month; roll window for {r.choice(['index', 'GSCI'])} funds starts Jan 8.\n"
            f"- LME {r.choice(['Dec 3rd Wednesday prompt', 'quarterly prompt'])} approaching; watch tom-next.")


SECTIONS = [sec_tldr, sec_weather, sec_us, sec_exports, sec_wasde, sec_cot, sec_lme, sec_comex, sec_macro,
            sec_spreads, sec_risks]

REPORT_TITLES = [
    "# 🌾 Ags morning brief — {d}", "# ⛏️ Metals & LME stocks — {d}", "# 📊 WASDE preview & balance sheets — {d}",
    "# 🌦️ Crop weather update — {d}", "# 🧾 Inventory & flows wrap — {d}", "# 🌙 Evening wrap — {d}",
]

WHATIF = [
    ("## Scenarios (what-if, not a recommendation)\n"
     "- **If** USDA cuts corn ending stocks below {a} bn bu, we would expect ZCH7 +8-12c on the day; a long from "
     "{p} would then target {t}.\n"
     "- **If** Argentina is cut by 3 mmt or more, beans should lead; the ZSF7/ZSH7 spread would likely firm.\n"
     "- **If** the report is a non-event, expect mean-reversion into the close; nothing to do.\n"
     "None of these are actionable until the numbers are out."),
    ("## What-if table\n\n| Scenario | Prob. | ZCH7 move | ZSF7 move | What we'd consider |\n|---|---|---|---|---|\n"
     "| Bullish demand revision | 30% | +10c | +6c | a long at {p}, stop {s} |\n"
     "| As expected | 50% | ±3c | ±5c | nothing |\n| Bearish (exports cut) | 20% | -9c | -4c | stay flat |\n\n"
     "_Hypothetical only; no orders implied._"),
]


def sec_china(d, r):
    return ("## China demand\n"
            f"Dalian soybean meal {r.choice(['rose', 'fell'])} {r.uniform(0.2, 2.4):.1f}% overnight; crush margins at "
            f"{r.randint(-120, 260)} yuan/t imply {r.choice(['steady', 'slower', 'faster'])} buying of Brazilian "
            f"new-crop for Feb-Mar. Sinograin auction of imported beans cleared {r.randint(20, 95)}% of the "
            f"{r.randint(300, 600)}k t offered. On metals, SHFE copper open interest is {r.choice(['rising', 'falling'])} "
            f"with the Yangshan bonded premium at ${r.randint(18, 95)}/t and the import arb "
            f"{r.choice(['open', 'shut', 'flickering open'])} at roughly {r.choice(['-', '+'])}${r.randint(10, 140)}/t. "
            f"Fabricator run rates ({r.randint(55, 78)}%) are seasonally soft and scrap discounts wide, so refined "
            f"demand is not the story this month.")


def sec_freight(d, r):
    out = ["## Freight & basis", "", "| Route / point | Level | w/w | Note |", "|---|---|---|---|"]
    for nm, lvl in (("Barge St. Louis (% tariff)", f"{r.randint(280, 560)}%"),
                    ("Gulf CIF corn (H)", f"+{r.randint(68, 96)}"), ("Gulf CIF beans (F)", f"+{r.randint(60, 90)}"),
                    ("PNW beans (F)", f"+{r.randint(95, 130)}"), ("Panamax US Gulf–China ($/t)", f"{r.uniform(48, 62):.2f}"),
                    ("Santos–China ($/t)", f"{r.uniform(33, 44):.2f}"), ("Rotterdam Cu premium ($/t)", f"{r.randint(150, 260)}")):
        out.append(f"| {nm} | {lvl} | {r.choice(['+', '-'])}{r.randint(0, 9)} | "
                   f"{r.choice(['firm', 'quiet', 'thin trade', 'steady', 'offers pulled'])} |")
    return "\n".join(out)


def sec_progress(d, r):
    return ("## Crop progress & conditions\n"
            f"Winter wheat condition {r.randint(42, 56)}% G/E nationally ({r.choice(['+', '-'])}{r.randint(0, 3)} w/w); "
            f"emerged {r.randint(90, 97)}%. Brazil soybeans: IMEA Mato Grosso {r.randint(1, 9)}% harvested "
            f"(early varieties), Paraná crop rated {r.randint(70, 92)}% good. Argentina (BCBA): soy planting "
            f"{r.randint(60, 88)}% done vs {r.randint(70, 90)}% avg, corn {r.randint(55, 80)}%; {r.randint(10, 40)}% of "
            f"the planted soy is in fair/poor condition. Australia wheat harvest {r.randint(60, 90)}% complete, "
            f"ABARES {r.uniform(30.5, 35.8):.1f} mmt.")


def sec_tech(d, r):
    out = ["## Technicals (levels, not signals)", "", "| Contract | Last | Support | Resistance | 20d ATR | Trend |",
           "|---|---|---|---|---|---|"]
    for k in r.sample(OUTRIGHTS, 5):
        n = d.lvl[k]
        a = INS[k]["stop"][1]
        out.append(f"| {INS[k]['sym']} | {px(k, n)} | {px(k, n - a)} / {px(k, n - 2 * a)} | {px(k, n + a)} / "
                   f"{px(k, n + 2 * a)} | {px(k, a // 2) if INS[k]['tick'] != 'lme' else px(k, a // 2)} | "
                   f"{r.choice(['up', 'down', 'range', 'range, fading'])} |")
    out += ["", "Levels are descriptive. Breaks of the first support/resistance have had little follow-through this "
            "month; volumes are thin into year-end and the index roll window."]
    return "\n".join(out)


def sec_vol(d, r):
    return ("## Options & vol\n"
            f"ZCH7 ATM implied {r.uniform(18, 28):.1f}% ({r.choice(['+', '-'])}{r.uniform(0.1, 1.9):.1f} d/d), 25d risk "
            f"reversal {r.choice(['calls', 'puts'])} over by {r.uniform(0.2, 2.5):.1f} vols; ZSF7 ATM {r.uniform(14, 22):.1f}%, "
            f"the WASDE straddle implies ±{r.randint(8, 19)}c. Gold 1M ATM {r.uniform(12, 19):.1f}%, copper 1M "
            f"{r.uniform(17, 26):.1f}%. Short-dated vol is cheap vs realised in grains ({r.randint(-5, 4):+d} vols) and "
            f"rich in metals ({r.randint(0, 5):+d}). Open interest in the ZC 460/480 call spread keeps growing.")


def sec_inputs(d, r):
    return ("## Inputs & cross-commodity\n"
            f"Brent {r.uniform(66, 78):.2f}, ULSD {r.uniform(2.1, 2.6):.3f}; soyoil share of crush value "
            f"{r.randint(38, 49)}%, helped by RVO chatter. NOLA urea ${r.randint(310, 420)}/st, DAP "
            f"${r.randint(560, 690)}/st — input costs are {r.choice(['easing', 'sticky', 'creeping higher'])} into the "
            f"2027 planting decision, which modestly favours soybean acres over corn. Ethanol margins "
            f"{r.randint(10, 55)}c/gal. Power prices in Yunnan and Sichuan are the variable for aluminium; hydro "
            f"reservoir levels are {r.randint(60, 95)}% of normal.")


SECTIONS.extend([sec_china, sec_freight, sec_progress, sec_tech, sec_vol, sec_inputs])
PART_MAX = 1990


def report(d: Day, r: random.Random, decision: str | None, extra_near: str | None = None, t: int | None = None):
    """Return (parts, special) - the report split at section boundaries into Discord-sized parts, and
    the index of the part holding the decision (or the what-if), or None."""
    title = r.choice(REPORT_TITLES).format(d=d.dstr)
    run = hhmm((t or d.start + 6 * 3600_000) - r.randint(3, 25) * 60_000)
    head = (f"{title}\n_Furrow research agent · run {run}Z · "
            f"sources: USDA, CFTC, LME, CME, BCBA, CONAB, ECMWF/GFS_")
    secs = r.sample(SECTIONS, r.randint(9, 13))
    if sec_tldr in secs:
        secs.remove(sec_tldr)
        secs.insert(0, sec_tldr)
    body = [s(d, r) for s in secs]
    body = [b for b in body if len(b) < PART_MAX - 400]
    special = decision or extra_near
    units = [head] + body
    if special:
        pos = r.randint(2, max(2, len(units) - 1))
        units.insert(pos, special)
        # keep the special section buried: glue it to its neighbours when they fit
        if pos + 1 < len(units) and len(units[pos]) + len(units[pos + 1]) < PART_MAX - 60:
            units[pos] = units[pos] + "\n\n" + units.pop(pos + 1)
        if len(units[pos - 1]) + len(units[pos]) < PART_MAX - 60:
            units[pos - 1] = units[pos - 1] + "\n\n" + units.pop(pos)
    foot = ("---\n_Generated automatically. Numbers may lag exchange publications by up to 15 min. "
            "Not investment advice outside the desk._")
    if len(units[-1]) + len(foot) < PART_MAX - 40:
        units[-1] = units[-1] + "\n\n" + foot
    else:
        units.append(foot)
    parts = []
    for u in units:
        if parts and len(parts[-1]) + len(u) + 2 < PART_MAX - 30:
            parts[-1] = parts[-1] + "\n\n" + u
        else:
            parts.append(u)
    n = len(parts)
    out = []
    idx = None
    for i, p in enumerate(parts):
        if special and special in p:
            idx = i
        out.append(p if n == 1 else (f"{p}\n\n`({i + 1}/{n})`" if i == 0 else f"`({i + 1}/{n}) cont.`\n{p}"))
    return out, idx


def data_drop(d: Day, r: random.Random):
    left = [x for x in (sec_lme, sec_exports, sec_cot, sec_spreads, sec_freight, sec_comex, sec_weather)
            if x not in d.drops]
    if not left:
        return None
    f = r.choice(left)
    d.drops.add(f)
    name = {sec_lme: "LME stocks (prelim)", sec_exports: "USDA export sales", sec_cot: "CFTC COT",
            sec_spreads: "spread board", sec_freight: "freight & basis", sec_comex: "COMEX stocks",
            sec_weather: "SA rain table"}[f]
    return f"📦 data drop · {name} · {d.date.strftime('%d %b')}\n\n" + f(d, r)


def note(d: Day, r: random.Random):
    k = r.choice(OUTRIGHTS)
    I = INS[k]
    rng_ticks = INS[k]["stop"][0] + r.randint(0, INS[k]["stop"][1])
    return (f"**{r.choice(['Research note', 'Desk note', 'Context', 'Quick read'])} — {I['name']} ({I['sym']})**\n"
            f"{I['sym']} has traded a {px(k, rng_ticks)} "
            f"range over the last {r.randint(3, 9)} sessions with open interest {r.choice(['rising', 'falling', 'flat'])}. "
            f"{' '.join(r.sample(SA_LINES['ags' if I['tick'] == 'gr' else 'metals'], 2))} "
            f"Seasonally, {I['name']} has {r.choice(['firmed', 'softened', 'gone sideways'])} into the second half of "
            f"December in {r.randint(9, 14)} of the last 16 years, but the sample is small and the dispersion wide. "
            f"I will update after {r.choice(['the export sales', 'the LME close', 'the settle', 'the COT release', 'the 12z runs'])}.")


SA_LINES = {"ags": [
    "Farmer selling in the US interior has been light since the harvest lows, which keeps basis firm.",
    "Brazilian farmers are well sold on old crop and slow on new crop, so FOB premiums are sticky.",
    "Chinese buyers have been opportunistic rather than aggressive; state buying has come on dips.",
    "Commercials have been steady scale-up sellers, consistent with hedging into the rally.",
    "Weather premium is thin; the market is priced for a normal Argentine January.",
    "Managed money flows have accounted for most of the daily variance in December.",
    "Deliverable stocks at the river are ample, which caps the front spreads.",
    "Export inspections have run ahead of the USDA pace for three straight weeks.",
], "metals": [
    "The LME cash-3M spread has been flipping around zero; nobody is forcing the prompt.",
    "ETF flows are noisy day to day; the central-bank bid is what has defined the lows this year.",
    "The dollar is the main macro driver this week, followed by real yields.",
    "Cancelled warrants are concentrated in two locations, which usually means logistics rather than demand.",
    "Chinese buyers have been opportunistic rather than aggressive; the Yangshan premium says so.",
    "Mine supply disruptions are running below the usual 5-6% allowance so far this year.",
    "Managed money flows have accounted for most of the daily variance in December.",
]}


def hoot_batch(d: Day, r: random.Random, t: int):
    a = t - r.randint(60, 150) * 1000
    b = t - r.randint(3, 20) * 1000
    sec = lambda x: datetime.fromtimestamp(x // 1000, tz=UTC).strftime("%H:%M:%S")
    lines = [f"🔊 HOOT transcript {sec(a)}–{sec(b)} "
             f"(conf 0.{r.randint(60, 85)}, diarised)"]
    pool = [
        lambda: f"brkr1: {r.choice(['paper', 'funds', 'locals', 'the street'])} {r.choice(['buying', 'selling'])} {r.choice(['march corn', 'jan beans', 'march wheat', 'feb gold', 'march silver'])} {r.choice(['steady', 'in size', 'on every uptick', 'quietly'])}",
        lambda: f"brkr2: {r.choice(['commercial', 'a big house', 'an index account', 'a spec'])} was in the {r.choice(['bean', 'corn', 'meal', 'oil', 'gold'])} {r.choice(['pit', 'screen', 'spread'])} {r.choice(['buying', 'selling'])} {wint(r.randint(2, 9))} hundred",
        lambda: f"brkr1: {r.choice(['march may', 'may july', 'jan march'])} {r.choice(['corn', 'beans'])} spread trading {r.choice(['minus', ''])} {wint(r.randint(2, 9))} and a {r.choice(['quarter', 'half'])}",
        lambda: f"brkr3: london says {r.choice(['chinese', 'trade', 'fund'])} {r.choice(['buying', 'selling'])} of three month copper around {wpair(r.randint(85, 87) * 100 + r.randint(0, 99))}",
        lambda: f"brkr2: {r.choice(['dont know who', 'cant see who'])} but somebody sold {wint(r.randint(1, 4))} thousand gold on the open",
        lambda: "brkr1: quiet here now waiting for the number",
        lambda: f"brkr3: {r.choice(['ally', 'alley'])} stocks up again at port klang {r.choice(['financing', 'rent deals'])} they say",
        lambda: f"brkr1: {r.choice(['cash', 'basis'])} bids at the river {r.choice(['up', 'down'])} {wint(r.randint(2, 5))} cents",
        lambda: f"brkr2: heard {r.choice(['a fund', 'the big fund', 'somebody'])} {r.choice(['bought', 'sold'])} {wint(r.randint(2, 9))} k corn {r.choice(['on the close', 'overnight', 'at the open'])}",
    ]
    for _ in range(r.randint(6, 12)):
        lines.append(r.choice(pool)())
    return "\n".join(lines)


# ---------------------------------------------------------------- day script

def build_day(d: Day):
    r = d.rng
    W = d.w
    # --- scheduled noise -----------------------------------------------------
    for h in range(0, 24, 2):
        t = d.start + h * 3600_000 + r.randint(2_000, 90_000)
        up = r.randint(1, 23)
        m = d.post(t, "fixgw", f"session MAGS01↔CME up {up}h{r.randint(0, 59):02d}m · hb 30s · "
                               f"seq in={d.fixseq_in0 + h * r.randint(9, 14)} out={d.fixseq_out0 + h * r.randint(1, 3)} · lat p50 {r.randint(180, 420)}µs")
        d.noise(m)
        if h == 4:
            d.idiom(m, "FIX session status heartbeat line", "not_hard")
    for h in range(1, 24, 3):
        t = d.start + h * 3600_000 + r.randint(60_000, 600_000)
        d.noise(d.post(t, "risk", f"riskbot ♥ {hhmm(t)}Z limits ok ({9}/9) · VaR {r.randint(48, 84)}% · "
                                  f"gross {r.randint(40, 80)}% · next table 06:00Z"))
    for h in range(6, 23):
        if r.random() < 0.8:
            t = d.start + h * 3600_000 + r.randint(0, 300_000)
            m = d.post(t, "cron", f"triage {hhmm(t)}Z · {r.randint(8, 45)} headlines scanned · 0 routed · "
                                  f"{r.randint(0, 4)} muted · {r.randint(0, 2)} dup")
            d.noise(m)
            d.idiom(m, "cron triage summary with 0 routed", "not_hard")
    # raw FIX heartbeat/test request lines
    for _ in range(r.randint(2, 4)):
        t = d.when()
        d.fixseq_in += 1
        d.noise(d.post(t, "fixgw", "IN  " + fix_line([(35, "0"), (49, "CME"), (56, "MAGS01"),
                                                      (34, d.fixseq_in), (52, fixts(t))])))
    # reconnect episode
    t = d.when(0, 7)
    for s in ["⚠️ FIX session MAGS01 disconnected: peer reset (ECONNRESET)",
              "reconnecting in 5s (attempt 1/10)",
              "OUT " + fix_line([(35, "A"), (49, "MAGS01"), (56, "CME"), (34, 1), (52, fixts(t + 8000)),
                                 (98, 0), (108, 30), (141, "N")]),
              "✅ logon accepted · resend request 7=%d 16=0 · gap filled" % (d.fixseq_in - r.randint(3, 30))]:
        t += r.randint(1500, 9000)
        d.noise(d.post(t, "fixgw", s))
    # deploys
    for _ in range(r.randint(1, 3)):
        t = d.when(6, 20)
        svc = r.choice(["furrow-agent", "squawk-stt", "fixgw", "riskbot", "exec-agent"])
        d.noise(d.post(t, "deploy", f"🚀 {svc} v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)} → prod "
                                    f"(sha {hash_int(svc + str(t)) % 16**7:07x}) · CI #{r.randint(1000, 9999)} ✅"))
    # pnl snapshots
    for h in (8, 12, 15, 18, 21):
        t = d.start + h * 3600_000 + r.randint(0, 600_000)
        flds = [dict(name=INS[k]["sym"], value=f"{r.randint(-40, 60) * 1000 + r.randint(0, 999):+,}", inline=True)
                for k in d.pos]
        m = d.post(t, "pnl", "", embeds=[dict(title=f"PnL snapshot {hhmm(t)}Z", fields=flds,
                                              description=f"day {r.randint(-90, 140) * 1000:+,} USD",
                                              footer="marks: CME settle-1 / LME close · unaudited")])
        d.noise(m)
    # price alerts
    for _ in range(r.randint(5, 9)):
        t = d.when()
        k = r.choice(OUTRIGHTS)
        lvl = d.lvl[k] + r.randint(-30, 30)
        if r.random() < 0.5:
            m = d.post(t, "alert", "", embeds=[dict(title=f"{INS[k]['sym']} crossed {px(k, lvl)}",
                                                    description=r.choice(["↑ from below", "↓ from above"]),
                                                    footer="px-alert · 1m bar")])
        else:
            m = d.post(t, "alert", f"🔔 {INS[k]['sym']} {r.choice(['above', 'below'])} {px(k, lvl)} "
                                   f"({r.choice(['1m', '5m'])} close)")
        d.noise(m)
    # stack trace + bulk delete
    t = d.when(1, 9)
    traces = []
    for i in range(r.randint(2, 3)):
        t += r.randint(20_000, 120_000)
        tr = (f"```\nTraceback (most recent call last):\n  File \"/srv/squawk/stt/stream.py\", line {r.randint(90, 400)}, in pump\n"
              f"    chunk = await self.ws.recv()\n  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", "
              f"line 568, in recv\n    await self.ensure_open()\nwebsockets.exceptions.ConnectionClosedError: "
              f"received 1011 (internal error) keepalive ping timeout; then sent 1011 — turret bridge trb-{r.randint(100, 999)}-{i}\n```")
        traces.append(d.noise(d.post(t, "squawk", tr)))
    d.noise(d.post(t + 30_000, "squawk", "squawk-stt restarted · model whisper-desk-v3 · lines: DESK, BRKR-ADM, BRKR-RJO, HOOT"))
    snips = []
    for m in traces:
        snips.append(m.content.split("turret bridge ")[1].split("\n")[0])
    d.bulk_delete(traces, t + r.randint(600_000, 1800_000), snips)
    # acks sprinkled
    for _ in range(r.randint(14, 22)):
        t = d.when(7, 22)
        d.noise(d.post(t, r.choice(["hank", "mateo", "priya", "mateo"]),
                       r.choice(["ok", "thx", "k", "👍", "ty", "🙏", "copy", "roger", "lol", "👀", "gm", "np"])))
    # --- book + risk table ---------------------------------------------------
    d.book()
    change = None
    if r.random() < 0.55:
        change = r.choice([(2, 350, "CRO"), (3, 20, "CRO, into WASDE"), (1, 120, "risk committee"),
                           (5, 40, "CRO")])
    rt = d.risk_table(d.start + 6 * 3600_000 + r.randint(0, 120_000), change)
    if r.random() < 0.7:
        th = Thread(rt, "limits Q&A")
        c = Clock(d, rt.t)
        q = d.post(c.step(600, 3000), "priya", r.choice(["does the ZS cap count the spreads or just outrights?",
                                                        "is the LME Cu line in tonnes or lots?",
                                                        "what happens at 100% util, hard block?"]), thread=th)
        d.near(q)
        d.post(c.step(5, 40), "risk", r.choice(["Outrights only; calendar spreads are margined separately.",
                                                "Tonnes. 1 LME lot = 25 t.",
                                                "Soft warning at 85%, new orders that increase exposure are blocked at 100%."]),
               thread=th)
        d.noise(d.post(c.step(20, 200), "priya", "thx"))
    # --- research reports ------------------------------------------------------
    hours = sorted(r.sample([5, 6, 7, 9, 11, 13, 15, 17, 19, 21], 8))
    kinds = ["decision", "thesis", "route_or_no", "plain", "whatif", "plain", "plain",
             r.choice(["plain", "plain", "decision"])]
    r.shuffle(kinds)
    thread_done = False
    for h, kind in zip(hours, kinds):
        t = d.start + h * 3600_000 + r.randint(0, 2400_000)
        if kind == "decision":
            k = r.choice(["ZS", "ZC", "ZW", "HG", "GC"])
            buy = r.random() < 0.5
            n = d.lvl_of(k)
            sd = r.randint(*INS[k]["stop"])
            stop = n - (sd if buy else -sd)
            tgt = n + (2 * sd if buy else -2 * sd)
            qty = r.randint(*INS[k]["lots"])
            sw = "buy" if buy else "sell"
            dec = (f"## Desk implications\n"
                   f"- The balance-sheet read is {'supportive' if buy else 'heavy'} for {INS[k]['name']} into the number.\n"
                   f"- Proposal: **{sw} {qty} {INS[k]['sym']} at {px(k, n)}**, stop {px(k, stop)}, target {px(k, tgt)} — "
                   f"sized inside the desk caps on the 06:00Z table.\n"
                   f"- Spreads: no change to the curve view; carry remains the cheaper way to express it.")
            parts, si = report(d, r, dec, t=t)
            m = d.post_report(t, parts)[si]
            d.hard(m, "trade_proposal", [f"{sw} {qty} {INS[k]['sym']}", f"at {px(k, n)}", f"stop {px(k, stop)}"],
                   "buried", "decision buried mid-way in long markdown research report")
            if not thread_done:
                thread_done = True
                th = Thread(m, f"{INS[k]['sym']} idea — {d.date.strftime('%d %b')}")
                d.thread_main = th
                c = Clock(d, t)
                q = d.post(c.step(120, 900), "hank", "WHAT'S THE STOP AGAIN", thread=th)
                d.near(q, "caps question in thread (no decision)")
                d.post(c.step(10, 60), "furrow", f"{px(k, stop)} — {'below' if buy else 'above'} the {r.choice(['5-day', '20-day', 'gap'])} "
                                                 f"level; risk ≈ ${abs(n - stop) * qty * tick_usd(k):,.0f}", thread=th)
                ap = d.post(c.step(60, 600), "hank", f"APPROVED. {qty} {INS[k]['sym']}. WORK IT.", thread=th)
                d.hard(ap, "trade_approval", ["APPROVED", f"{qty} {INS[k]['sym']}"], "untagged",
                       "caps approval inside a thread")
                rt = d.post(c.step(20, 120), "furrow", f"Routing the {INS[k]['sym']} ticket to @exec-agent "
                                                       f"({sw} {qty} @ {px(k, n)} LMT DAY).", thread=th)
                d.hard(rt, "route_decision", [INS[k]["sym"], "exec-agent"], "untagged",
                       "agent routes an approved ticket to exec-agent")
                oid = d.clordid()
                wk = d.post(c.step(10, 60), "exec", f"[WORKING] {sw.upper()} {qty} {INS[k]['sym']} {px(k, n)} LMT DAY · "
                                                    f"clOrdID {oid}", thread=th)
                d.hard(wk, "trade_confirmation", ["[WORKING]", f"{sw.upper()} {qty} {INS[k]['sym']}", oid], "tagged")
                d.noise(d.post(c.step(5, 60), "hank", "👍", thread=th))
                ff = None if r.random() < 0.4 else d.post(c.step(60, 1500), "fixgw", d.fix_er(c.t, k, sw, qty, n, oid, "2", cum=qty, lastq=qty,
                                                                 lastn=n, avgn=n), thread=th)
                if ff is not None:
                    d.hard(ff, "trade_fill", [f"11={oid}", "39=2", f"32={qty}", f"31={fpx(k, n)}"], "structured")
            else:
                c = Clock(d, t)
                ap = d.post(c.step(200, 1500), "hank", f"OK GO {qty} {INS[k]['sym']}", ref=m)
                d.hard(ap, "trade_approval", ["OK GO", f"{qty} {INS[k]['sym']}"], "reply")
        elif kind == "thesis":
            k = r.choice(d.held)
            if d.pos[k][0] == "LONG":
                old, new = r.choice([("bullish", "neutral"), ("bullish", "bearish"), ("neutral", "bullish")])
            else:
                old, new = r.choice([("bearish", "neutral"), ("bearish", "bullish"), ("neutral", "bearish")])
            dec = (f"## View change\n**{INS[k]['name'].capitalize()}: moving from *{old}* to *{new}*.** "
                   f"{r.choice(['The inventory signal has turned', 'The weather premium is gone', 'Positioning has cleared', 'The demand data no longer supports the old view'])}; "
                   f"conviction {r.choice(['low', 'medium'])}. Existing {INS[k]['sym']} exposure is for the desk to manage.")
            parts, si = report(d, r, dec, t=t)
            m = d.post_report(t, parts)[si]
            d.hard(m, "thesis_update", [INS[k]["name"].capitalize(), f"from *{old}* to *{new}*"],
                   "buried", "view change buried in research report")
        elif kind == "route_or_no":
            if r.random() < 0.5:
                k = r.choice(d.held)
                dec = (f"## Triage\nThe overnight {INS[k]['name']} headline flow is material for the book. "
                       f"Routing the {INS[k]['sym']} item to @Hank Voss for a decision before the US open.")
                parts, si = report(d, r, dec, t=t)
                m = d.post_report(t, parts)[si]
                d.hard(m, "route_decision", [f"Routing the {INS[k]['sym']} item", "Hank Voss"], "buried")
            else:
                dec = ("## Triage\nLME aluminium inflows at Port Klang are financing-driven metal moving between "
                       "sheds; no desk action, not routing.")
                parts, si = report(d, r, dec, t=t)
                m = d.post_report(t, parts)[si]
                d.hard(m, "no_route_decision", ["Port Klang", "not routing"], "buried",
                       "no-route decision buried in report triage section")
        elif kind == "whatif":
            k = "ZC"
            n = d.lvl["ZC"]
            wi = r.choice(WHATIF).format(a=f"{r.uniform(1.75, 1.85):.2f}", p=px("ZC", n), t=px("ZC", n + 40),
                                         s=px("ZC", n - 20))
            parts, si = report(d, r, None, extra_near=wi, t=t)
            ms = d.post_report(t, parts)
            d.near(ms[si], "WASDE what-if scenario inside research report")
            for x in ms:
                if x is not ms[si]:
                    d.near(x)
        else:
            for x in d.post_report(t, report(d, r, None, t=t)[0]):
                d.near(x, "long analysis with trading words and no decision")
    # --- trade chains ----------------------------------------------------------
    n_chains = r.choice([3, 3, 4, 4, 5])
    props = ["caps", "prose", "short", "tagged", "spread", "squawk", "caps"]
    r.shuffle(props)
    props = props[:n_chains]
    if "squawk" not in props and r.random() < 0.7:
        props[-1] = "squawk"
    exes = ["fix", "embed", "exec", "json", "fix", "voice"]
    r.shuffle(exes)
    stops = ["edit2", "caps", "prose", "exec", None]
    r.shuffle(stops)
    if "edit2" not in stops[:n_chains]:
        stops[0] = "edit2"
    starts = sorted(d.when(1, 20) for _ in range(n_chains))
    rej_i = r.randrange(n_chains)
    rr_i = r.randrange(n_chains)
    for i, (p, t0) in enumerate(zip(props, starts)):
        if p == "spread":
            k = "ZCS"
        elif p == "squawk":
            k = r.choice(["GC", "ZC", "SI", "HG", "ZW", "ZS"])
        else:
            k = r.choice(OUTRIGHTS)
        side = d.bias[k] if r.random() < 0.75 else r.choice(["buy", "sell"])
        exe = "voice" if p == "squawk" else exes[i % len(exes)]
        if exe == "voice" and p != "squawk":
            exe = "fix"
        st = stops[i] if p != "spread" else None
        if st == "edit2" and p == "spread":
            st = None
        d.chain(t0, k, side, p, None, exe, st,
                risk_resize=(i == rr_i and exe == "fix" and r.random() < 0.8),
                reject=(i == rej_i and p in ("prose", "short", "tagged")))
    # a Hank-authored resting bid that gets cancelled at the close
    if r.random() < 0.7:
        resting_bid(d, r)
    single_events(d, r)


def resting_bid(d, r):
    k = r.choice(["ZW", "SI", "AH"])
    n = d.lvl_of(k) - 10
    qty = r.randint(*INS[k]["lots"])
    t = d.when(13, 17)
    pm = d.post(t, "hank", f"BID {qty} {INS[k]['sym']} {px(k, n, caps=True)}. LEAVE IT.")
    d.hard(pm, "trade_proposal", [f"BID {qty} {INS[k]['sym']}", px(k, n, caps=True)], "shorthand")
    oid = d.clordid()
    c = Clock(d, t)
    a = d.post(c.step(0.3, 1.2), "fixgw", d.fix_er(c.t, k, "buy", qty, n, oid, "0"))
    d.hard(a, "trade_confirmation", [f"11={oid}", "39=0"], "structured")
    cx_t = max(c.t + 600_000, d.start + int(19.3 * 3600_000) + r.randint(0, 600_000))
    cx = d.post(cx_t, "fixgw", d.fix_er(cx_t, k, "buy", qty, n, oid, "4", text="DAY order expired at session close"))
    d.hard(cx, "trade_confirmation", [f"11={oid}", "39=4", "expired"], "structured", "FIX 39=4 cancel/expiry")


def single_events(d, r):
    # --- singles ---------------------------------------------------------------
    # held / watch news
    held_k = r.sample([k for k in d.held if k in HEADLINES], r.randint(1, 2))
    for k in held_k:
        d.news(d.when(2, 22), k, True)
    for k in r.sample(d.watch, 1):
        d.news(d.when(2, 22), k, False)
    # unrelated headlines (near-miss)
    for hl in r.sample(UNRELATED, r.randint(3, 5)):
        t = d.when(1, 23)
        m = d.post(t, "wire", f"🗞️ {hhmm(t)}Z {hl}")
        d.near(m, "unrelated commodity headline")
    # Hank thesis in caps
    k = r.choice(d.held)
    s = r.choice([f"{INS[k]['name'].upper()}: VIEW UNCHANGED. STILL {'BULL' if d.pos[k][0] == 'LONG' else 'BEAR'}. CONVICTION UP.",
                  f"{INS[k]['name'].upper()} THESIS IS DEAD. MOVING TO NEUTRAL. NOT ADDING."])
    if r.random() < 0.6:
        m = d.post(d.when(12, 20), "hank", s)
        fact2 = "CONVICTION UP" if "CONVICTION" in s else "NEUTRAL"
        d.hard(m, "thesis_update", [INS[k]["name"].upper(), fact2], "shorthand", "all-caps one-line thesis update")
    # route / no-route by Hank
    t = d.when(13, 19)
    if r.random() < 0.55:
        m = d.post(t, "hank", "ROUTE: ZCH7/ZCK7 ROLL → EXEC-AGENT. TWAP INTO THE CLOSE, 25% POV MAX.")
        d.hard(m, "route_decision", ["ZCH7/ZCK7", "EXEC-AGENT"], "shorthand", "caps ROUTE line with arrow")
        d.post(t + r.randint(5_000, 30_000), "exec", "ack · ZCH7/ZCK7 roll received, will work 19:00-19:20Z")
    if d.watch_news is not None and r.random() < 0.6:
        wm, wk = d.watch_news
        m = d.post(wm.t + r.randint(60_000, 900_000), "hank",
                   f"NO ACTION ON THE {INS[wk]['name'].upper()} HEADLINE. NOT OURS. DON'T ROUTE IT.", ref=wm)
        d.hard(m, "no_route_decision", ["NO ACTION", INS[wk]["name"].upper()], "reply",
               "caps explicit no-action reply to a headline")
    # triage agent explicit no-route
    if r.random() < 0.5:
        t = d.when(8, 21)
        hl = r.choice(UNRELATED)
        m = d.post(t, "furrow", f"Triage: \"{hl}\" — not in book or watchlist. No action, not routed.")
        d.hard(m, "no_route_decision", ["No action", "not routed"], "untagged")
    # risk: breach alert + Hank-set cap
    if r.random() < 0.75:
        risk_breach(d, r)
    if r.random() < 0.35:
        t = d.when(11, 15)
        cap = r.choice([20, 25, 30])
        m = d.post(t, "hank", f"RISK: MAX {cap} LOTS ZS TILL AFTER USDA. NO EXCEPTIONS.")
        d.hard(m, "risk_limit", [f"MAX {cap} LOTS ZS", "TILL AFTER USDA"], "shorthand", "head trader sets a lot cap")
    near_misses(d, r)


def risk_breach(d, r):
    t = d.when(14, 20)
    used = r.randint(151, 168)
    m = d.post(t, "risk", f"⚠️ LIMIT BREACH metals_gross_lots used={used} cap=150 · action=BLOCK_NEW_BUYS · "
                          f"owner @Hank Voss")
    d.hard(m, "risk_limit", ["metals_gross_lots", f"used={used}", "cap=150", "BLOCK_NEW_BUYS"], "structured")
    d.noise(d.post(t + r.randint(60_000, 300_000), "hank", "SEEN"))


def near_misses(d, r):
    # --- near misses -----------------------------------------------------------
    for _ in range(r.randint(3, 4)):
        t = d.when(0, 20)
        s = r.choice(HOOT)(r)
        m = d.post(t, "squawk", f"🔊 line=HOOT spk=broker conf=0.{r.randint(62, 88)} | {s}")
        d.near(m, "squawk hoot of another fund's trade")
    # intern sim
    k = r.choice(["GC", "ZC", "SI"])
    n = d.lvl[k] + r.randint(-10, 10)
    q = r.randint(1, 5)
    t = d.when(13, 20)
    m = d.post(t, "priya", f"sim acct: bought {q} {INS[k]['sym']} @ {px(k, n)}, stop {px(k, n - 30)} — practicing "
                           f"the bracket logic 🙂")
    d.near(m, "intern sim-account trade")
    oid = f"SIM{d.mmdd}-{r.randint(10, 99)}"
    m2 = d.post(t + r.randint(2000, 9000), "fixgw", d.fix_er(t, k, "buy", q, n, oid, "2", cum=q, lastq=q, lastn=n,
                                                              avgn=n, acct="SIM-INTERN01", target="MAGS-UAT"))
    d.near(m2, "UAT/sim-account FIX fill line")
    d.noise(d.post(t + r.randint(20_000, 90_000), "mateo", "nice priya, that's paper tho 😄"))
    # historical
    t = d.when(9, 21)
    k = r.choice(["ZC", "ZS", "GC"])
    lastsym = {"ZC": "ZCZ5", "ZS": "ZSF6", "GC": "GCZ5"}[k]
    m = d.post(t, "hank", f"LAST YEAR WE GOT FILLED {r.randint(20, 40)} {lastsym} AT "
                          f"{px(k, INS[k]['base'] - r.randint(40, 120), caps=True)} INTO THIS SAME REPORT AND GAVE IT ALL BACK. "
                          f"DON'T BE A HERO.")
    d.near(m, "last-season historical fill told as a warning")
    t = d.when(9, 21)
    m = d.post(t, "mateo", f"for ref last season's roll we paid -{r.randint(5, 9)}'{r.choice([0, 2, 4, 6])} for ZCH6/ZCK6, "
                           f"filled 40 over two sessions")
    d.near(m)
    # questions / hypotheticals
    for _ in range(r.randint(3, 4)):
        t = d.when(8, 22)
        s = r.choice(QUESTIONS)(d, r)
        m = d.post(t, r.choice(["mateo", "priya", "lou"]), s)
        d.near(m)
    k = r.choice(d.held)
    m = d.post(d.when(10, 21), "mateo", f"imo a stop at {px(k, d.lvl[k] - INS[k]['stop'][1], caps=True)} on the "
                                        f"{INS[k]['name']} would be sensible, if we ever get round to it")
    d.near(m, "hypothetical stop level with no decision")
    # other desk
    t = d.when(12, 20)
    m = d.post(t, "lou", r.choice([f"fyi softs sold {r.randint(20, 80)} KCH7 at 3.{r.randint(10, 99)} this am, nothing to do with you guys",
                                    f"we (softs) bought {r.randint(20, 60)} CCH7 on the break, stop 8,{r.randint(100, 999)}",
                                    f"energy desk lifted {r.randint(100, 400)} CLG7 into the close yday, heads up on the tape"]))
    d.near(m, "another desk's trade posted in the channel")
    # drop copy of another desk's fill
    t = d.when(13, 20)
    kk = "ZW"
    nn = d.lvl[kk] + r.randint(-20, 20)
    q = r.randint(10, 50)
    m = d.post(t, "fixgw", "DROPCOPY " + d.fix_er(t, kk, "sell", q, nn, f"ENG{d.mmdd}-{r.randint(100, 999)}", "2", cum=q,
                                                  lastq=q, lastn=nn, avgn=nn, acct="ENERGY-07")[4:])
    d.near(m, "drop-copy fill for another desk's account")
    # backtest
    t = d.when(15, 23)
    m = d.post(t, "furrow", f"Backtest (2010-2025): buying ZC at the WASDE-day low and stopping at -6c: "
                            f"{r.randint(48, 62)}% hit rate, avg +{r.randint(1, 4)}'{r.choice([0, 2, 4, 6])} per trade, "
                            f"max DD {r.randint(9, 25)} sessions. Backtest fill assumptions: mid + 1 tick. Not a signal.")
    d.near(m, "backtest with fills and stops, not a signal")
    # --- deleted proposal ----------------------------------------------------
    k = r.choice(["SI", "HG", "ZW"])
    n = d.lvl[k] + r.randint(-8, 8)
    t = d.when(9, 18)
    tag = f"#{r.randint(1000, 9999)}"
    s = f"s {r.randint(3, 12)} {INS[k]['sym'].lower()} @ {px(k, n)} stp {px(k, n + 40)} (ipad {tag})"
    m = d.post(t, "mateo", s)
    d.hard(m, "trade_proposal", [INS[k]["sym"].lower(), f"@ {px(k, n)}"], "shorthand")
    d.delete(m, t + r.randint(30_000, 240_000), f"(ipad {tag})")
    d.noise(d.post(t + r.randint(250_000, 400_000), "mateo", "ignore that, wrong chan"))
    # --- forgotten squawk fill with a client name ------------------------------
    if r.random() < 0.8:
        k = r.choice(["ZC", "ZS", "GC"])
        n = d.lvl[k]
        q = r.randint(5, 20)
        client = r.choice(["okafor farms", "bellweather grain coop", "dunmore elevator", "prairie rose ag"])
        t = d.when(14, 19)
        s = (f"🔊 line=BRKR-RJO spk=broker conf=0.{r.randint(76, 90)} | for the {client} account youre done "
             f"{wint(q)} {INS[k]['say']} at {say_px(k, n)}")
        m = d.post(t, "squawk", s)
        d.hard(m, "trade_fill", ["youre done", wint(q), INS[k]["say"]], "untagged")
        d.forget(m, t + r.randint(300_000, 1200_000), f"{client} account")
    # --- volume: data drops and hoot batches until the day's bulk is realistic ---
    kb_target = r.uniform(82, 100) * 1024
    guard = 0
    while d.bytes < kb_target and guard < 45:
        guard += 1
        t = d.when(1, 23)
        x = r.random()
        dd = data_drop(d, r) if x < 0.2 else None
        if dd:
            d.post(t, "furrow", dd)
        elif x < 0.5 and d.extra_reports < 4:
            d.extra_reports += 1
            for m in d.post_report(t, report(d, r, None, t=t)[0]):
                d.near(m)
        elif x < 0.65 and d.notes < 5:
            d.notes += 1
            d.post(t, "furrow", note(d, r))
        else:
            m = d.post(t, "squawk", hoot_batch(d, r, t))
            d.near(m, "multi-line hoot transcript of other accounts' flow")
    # --- filler chatter ------------------------------------------------------
    target = r.randint(max(225, d.count + 10), max(270, d.count + 20))
    fillers = 0
    seen = set()
    while d.count < target and fillers < 400:
        fillers += 1
        t = d.when()
        who, s = r.choice(CHAT)(d, r)
        if s in seen:
            continue
        seen.add(s)
        d.post(t, who, s)


def tick_usd(k):
    return {"gc": 10, "si": 25, "hg": 12.5, "lme": 12.5, "gr": 12.5}[INS[k]["tick"]]


def _hoot_fund_corn(r):
    return f"broker says fund bought {r.choice(['five', 'three', 'eight'])} k corn march {r.choice(['on the open', 'into the close', 'overnight'])}"


def _hoot_gold(r):
    return f"hearing a big spec {r.choice(['seller', 'buyer'])} of gold in the asian session {r.choice(['about', 'maybe'])} {wint(r.randint(2, 9))} thousand lots"


def _hoot_copper(r):
    return f"london says chinese {r.choice(['buying', 'selling'])} copper on the dip {r.choice(['big size', 'steady'])} three month around {wpair(r.randint(84, 88) * 100 + r.randint(0, 99))}"


def _hoot_beans(r):
    return f"commercial was a {r.choice(['buyer', 'seller'])} of {wint(r.randint(2, 6))} thousand january beans at the open not us"


def _hoot_wheat(r):
    return f"desk next door says index sold march wheat all morning {r.choice(['roll related', 'looks like the gsci roll'])}"


HOOT = [_hoot_fund_corn, _hoot_gold, _hoot_copper, _hoot_beans, _hoot_wheat]


def _q1(d, r):
    k = r.choice(OUTRIGHTS)
    return f"should we be {r.choice(['buying', 'selling'])} {INS[k]['name']} here?"


def _q2(d, r):
    k = r.choice(d.held)
    return f"what's our stop on the {INS[k]['name']} {'long' if d.pos[k][0] == 'LONG' else 'short'}?"


def _q3(d, r):
    return "do we roll GCZ6 into GCG7 before first notice or just let it go?"


def _q4(d, r):
    return f"what if we bought {r.randint(10, 30)} ZWH7 vs sold ZCH7 here, the spread is at {r.randint(140, 150)}'0?"


def _q5(d, r):
    return "someone should look at silver, that ratio is silly"


QUESTIONS = [_q1, _q2, _q3, _q4, _q5]


def _c_color(d, r):
    who, s = _c_color0(d, r)
    return who, (s.upper() if who == "hank" else s)


def _c_color0(d, r):
    k = r.choice(OUTRIGHTS)
    return r.choice(["mateo", "mateo", "hank"]), r.choice([
        f"{INS[k]['name']} feels heavy", f"{INS[k]['sym']} volume is nothing today",
        f"{INS[k]['sym'].lower()} {r.choice(['bid', 'offered'])} at {px(k, d.lvl[k] + r.randint(-5, 5))} size",
        f"DALIAN BEANS {r.choice(['-', '+'])}{r.uniform(0.3, 1.9):.1f}% OVERNIGHT", f"shfe copper {r.choice(['up', 'down'])} {r.uniform(0.2, 1.6):.1f}% on the night session",
        f"{INS[k]['name']} spreads {r.choice(['widening', 'tightening'])}", "tape is thin, bids getting pulled",
        "CASH MARKET QUIET", "everyone waiting for USDA", "funds covering into the weekend?",
        f"{INS[k]['sym'].lower()} {r.choice(['printing', 'trading'])} {px(k, d.lvl[k] + r.randint(-9, 9))} now",
        f"{r.choice(['adm', 'rjo', 'marex', 'stonex'])} says {r.choice(['quiet', 'two-way', 'locals only', 'paper on both sides'])} in {INS[k]['name']}",
        f"{INS[k]['name']} {r.choice(['bouncing off', 'stuck at', 'testing'])} the overnight {r.choice(['low', 'high'])}",
        f"{r.choice(['globex', 'the screen', 'the book'])} in {INS[k]['sym'].lower()} is {r.randint(3, 40)} deep at best",
        f"basis reports from the river: {r.choice(['firm', 'unchanged', 'softer'])}",
    ])


def _c_banter(d, r):
    return r.choice(["priya", "mateo", "lou", "dana"]), r.choice([
        "coffee run, anyone?", "whose turn for lunch", "wifi on 4 is dying again", "turret on seat 3 crackling",
        "who has the bloomberg login for the new guy", "fire drill at 15:00 local apparently", "🎄 party is thurs",
        "the squawk keeps hearing 'beans' as 'beings' lol", "can someone reset the nas", "new monitors arrive monday",
        "dana can you pin the holiday schedule", "CME holiday calendar is in the drive", "brb",
        "anyone else's bbg lagging?", "headset battery dead, on the handset", "heading to the 2pm, back in 20",
        "ordering pizza for the close, votes?", "vpn just dropped me", "someone left the turret on speaker 🙃",
        "IT says the squawk mic on seat 2 gets replaced tomorrow", "is the CFTC report delayed this week?",
    ])


def _c_agent(d, r):
    k = r.choice(OUTRIGHTS)
    return "furrow", r.choice([
        f"Note: {INS[k]['sym']} open interest {r.choice(['rose', 'fell'])} {r.randint(1, 12)}k yesterday "
        f"({r.choice(['new shorts', 'short covering', 'new longs', 'long liquidation'])} most likely).",
        f"Weather model update ({r.choice(['GFS', 'ECMWF'])} {r.choice(['06z', '12z', '18z'])}): "
        f"{r.choice(['drier', 'wetter', 'unchanged'])} for Argentina days 6-10; confidence {r.choice(['low', 'moderate'])}.",
        f"LME prelim stocks: copper {r.choice(['-', '+'])}{r.randint(25, 5000):,} t, aluminium {r.choice(['-', '+'])}{r.randint(25, 9000):,} t.",
        f"CME prelim volume {INS[k]['sym']} {r.randint(40, 400)}k, OI {r.choice(['+', '-'])}{r.randint(1, 9)}k.",
    ])


def _c_hank(d, r):
    return "hank", r.choice([
        "QUIET.", "WATCH THE CLOSE.", "BEANS ARE A MESS TODAY", "WHERE'S MY COFFEE",
        "TAPE LOOKS LIKE A ROLL", "TOLD YOU", "PHONES ON", "ANYONE HEAR FROM ADM?", "LOOK AT SILVER GO. NOT US.",
        "WHO'S ON THE RJO LINE", "TURN THE SQUAWK UP", "MARKET'S ASLEEP", "GOOD. NOW WAIT.", "LUNCH. 20 MIN.",
        "FUNDS ARE LEANING THE WRONG WAY AGAIN", "CHEAP HEDGE, EXPENSIVE LESSON", "THIS IS A ROLL MARKET, NOTHING ELSE",
    ])


CHAT = [_c_color, _c_color, _c_banter, _c_agent, _c_hank, _c_color]


# ---------------------------------------------------------------- assembly

IDIOM_PRIORITY = [
    "all-caps head-trader proposal with STP",
    "squawk STT order with homophones and spelled-out price",
    "junior prose proposal with cents'eighths price",
    "calendar spread proposal with negative cents'eighths price",
    "decision buried mid-way in long markdown research report",
    "FIX 35=8 39=2 full fill line",
    "FIX 35=8 150=0 39=0 new-order ack",
    "broker 'youre done' voice fill on squawk",
    "terse OK GO reply approval",
    "stop moved twice by editing the same message",
    "risk engine RESIZE key=value line",
    "limit change buried in daily markdown limits table",
    "embed-only OMS execution report fill",
    "held copper via mine/company name headline",
    "squawk hoot of another fund's trade",
    "intern sim-account trade",
    "WASDE what-if scenario inside research report",
    "last-season historical fill told as a warning",
    "drop-copy fill for another desk's account",
    "daily limits table with nothing changed",
    # fallbacks when one of the above did not occur
    "emoji send-it reply approval",
    "FIX 39=4 cancel/expiry",
    "FIX 39=8 reject with 58 text",
    "caps explicit no-action reply to a headline",
    "headline on a held contract's underlying",
    "view change buried in research report",
]

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    W = World()
    day_ms = 86_400_000
    for ch in range(channels):
        cid = CHANNEL_IDS[ch] if ch < len(CHANNEL_IDS) else str(
            ((1_700_000_000_000 + ch * 7_919_237_111 - EPOCH_MS) << 22) | ((ch % 32) << 17) | (ch * 977 % 4096))
        for di in range(days):
            s = end_ms - (days - di) * day_ms
            for attempt in range(12):
                sw = W.staging()
                d = Day(sw, ch, cid, di, s, s + day_ms, seed, attempt)
                build_day(d)
                if d.in_range():
                    break
            W.merge(sw)
    # ids in time order
    per_ms: dict[int, int] = {}
    for m in sorted(W.msgs, key=lambda m: (m.t, m.order)):
        seq = per_ms.get(m.t, 0)
        per_ms[m.t] = seq + 1
        m.id = str(((m.t - EPOCH_MS) << 22) | (AUTH[m.who][3] << 17) | seq)
    events = []
    for m in W.msgs:
        aid, name, bot, _ = AUTH[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": name, "author_bot": bot, "created_at": iso(m.t),
               "content": m.content, "attachments": [], "embeds": m.embeds,
               "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan()}
        if m.thread:
            ev["parent_channel_id"] = m.cid
        ev["message"] = msg
        events.append((m.t, 0, m.order, ev))
    for i, o in enumerate(W.ops):
        base = {"op": o["op"], "guild_id": GUILD_ID}
        if o["op"] == "bulk_delete":
            base["channel_id"] = o["ms"][0].chan()
            base["message_ids"] = [m.id for m in o["ms"]]
            base["deleted_at"] = iso(o["t"])
        else:
            m = o["m"]
            base["channel_id"] = m.chan()
            if m.thread:
                base["parent_channel_id"] = m.cid
            base["message_id"] = m.id
            if o["op"] == "edit":
                base["edited_at"] = iso(o["t"])
                base["content"] = o["content"]
            elif o["op"] == "delete":
                base["deleted_at"] = iso(o["t"])
            elif o["op"] == "forget":
                base["requested_by"] = AUTH[o["by"]][0]
                base["at"] = iso(o["t"])
            elif o["op"] == "pin":
                base["by"] = AUTH[o["by"]][0]
                base["at"] = iso(o["t"])
            elif o["op"] == "reaction_add":
                base["emoji"] = o["emoji"]
                base["user_id"] = AUTH[o["who"]][0]
                base["at"] = iso(o["t"])
        events.append((o["t"], 1, i, base))
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    hard = []
    for m, et, facts, ph in W.hard:
        st = "live"
        if m.removed:
            st = m.removed[0]
        elif m.edits:
            st = "edited"
        hard.append({"channel_id": m.chan(), "message_id": m.id, "event_type": et, "facts": facts,
                     "phrasing": ph, "final_state": st})
    names = [n for n in IDIOM_PRIORITY if n in W.idioms]
    names += [n for n in W.idioms if n not in names]
    idioms = [{"message_id": W.idioms[n][0].id, "idiom": n, "expected": W.idioms[n][1]} for n in names]
    labels = {
        "desk": DESK,
        "hard_events": hard,
        "superseded_facts": [[m.chan(), m.id, s] for m, s in W.superseded],
        "removed_texts": W.removed_texts,
        "noise_message_ids": [m.id for m in W.noise],
        "near_miss_ids": [m.id for m in W.near],
        "idioms": idioms[:20],
    }
    return {"events": [e[3] for e in events], "labels": labels}


# ---------------------------------------------------------------- check

def _text_of(msg: dict, content: str) -> str:
    parts = [content or ""]
    for e in msg.get("embeds") or []:
        for key in ("title", "description", "author", "footer"):
            if e.get(key):
                parts.append(e[key])
        for f in e.get("fields", []) or []:
            parts.append(f.get("name", ""))
            parts.append(f.get("value", ""))
    return "\n".join(parts)


def check(events: list[dict], labels: dict, end: datetime, days: int) -> list[str]:
    errs = []
    msgs, final, removed, parent = {}, {}, {}, {}
    last_t = None
    last_id = 0
    for e in events:
        t = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
             "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"]}.get(
            e["op"], lambda e: e["at"])(e)
        if last_t and t < last_t:
            errs.append(f"out of order {t} < {last_t}")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            i = int(m["id"])
            ms = (i >> 22) + EPOCH_MS
            if iso(ms) != m["created_at"]:
                errs.append(f"id/time mismatch {m['id']}")
            if i <= last_id:
                errs.append(f"id not increasing {m['id']}")
            last_id = i
            if m["id"] in msgs:
                errs.append(f"dup id {m['id']}")
            msgs[m["id"]] = (e, m)
            final[m["id"]] = m["content"]
            parent[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
        elif e["op"] in ("delete", "forget"):
            removed[e["message_id"]] = e["op"]
        elif e["op"] == "bulk_delete":
            for x in e["message_ids"]:
                removed[x] = "delete"
    text = {i: _text_of(m, final[i]) for i, (e, m) in msgs.items()}
    for h in labels["hard_events"]:
        i = h["message_id"]
        if i not in msgs:
            errs.append(f"missing hard {i}")
            continue
        if msgs[i][0]["channel_id"] != h["channel_id"]:
            errs.append(f"channel mismatch {i}")
        for f in h["facts"]:
            if f not in text[i]:
                errs.append(f"fact {f!r} not in {i}")
        exp = {"delete": "deleted", "forget": "forgotten"}.get(removed.get(i), None)
        if exp and h["final_state"] != exp:
            errs.append(f"state {i}")
        if not (2 <= len(h["facts"]) <= 5):
            errs.append(f"fact count {i}")
    for c, i, s in labels["superseded_facts"]:
        if s in text.get(i, ""):
            errs.append(f"superseded {s!r} still in {i}")
    live = [text[i] for i in msgs if i not in removed]
    for s in labels["removed_texts"]:
        if any(s in x for x in live):
            errs.append(f"removed text {s!r} still live")
    for key in ("noise_message_ids", "near_miss_ids"):
        for i in labels[key]:
            if i not in msgs:
                errs.append(f"{key} missing {i}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errs.append("hard id also labelled noise/near")
    if not (10 <= len(labels["idioms"]) <= 20):
        errs.append(f"idioms {len(labels['idioms'])}")
    for it in labels["idioms"]:
        if it["message_id"] not in msgs:
            errs.append(f"idiom missing {it['message_id']}")
    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    noise = set(labels["noise_message_ids"])
    stats = {}
    for i, (e, m) in msgs.items():
        ms = (int(i) >> 22) + EPOCH_MS
        di = days - 1 - (end_ms - 1 - ms) // 86_400_000
        key = (parent[i], di)
        s = stats.setdefault(key, dict(n=0, b=0, hard=0, noise=0))
        s["n"] += 1
        s["b"] += len(_text_of(m, final[i]).encode())
        s["hard"] += i in hard_ids
        s["noise"] += i in noise
    print(f"{'channel':>20} day  msgs     KB  hard  noise%")
    for (c, di), s in sorted(stats.items()):
        kb = s["b"] / 1024
        ns = 100 * s["noise"] / s["n"]
        print(f"{c:>20} {di:>3} {s['n']:>5} {kb:>6.1f} {s['hard']:>5} {ns:>6.1f}")
        if not (180 <= s["n"] <= 320):
            errs.append(f"msgs out of range {c} {di}: {s['n']}")
        if not (70 <= kb <= 120):
            errs.append(f"KB out of range {c} {di}: {kb:.1f}")
        if not (25 <= s["hard"] <= 45):
            errs.append(f"hard out of range {c} {di}: {s['hard']}")
        if not (25 <= ns <= 40):
            errs.append(f"noise share out of range {c} {di}: {ns:.1f}")
    from collections import Counter
    print("event types:", dict(Counter(h["event_type"] for h in labels["hard_events"])))
    print("phrasings:", dict(Counter(h["phrasing"] for h in labels["hard_events"])))
    print("final states:", dict(Counter(h["final_state"] for h in labels["hard_events"])))
    print(f"events={len(events)} messages={len(msgs)} hard={len(hard_ids)} near={len(labels['near_miss_ids'])} "
          f"noise={len(noise)} idioms={len(labels['idioms'])} removed={len(labels['removed_texts'])} "
          f"superseded={len(labels['superseded_facts'])}")
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser(description="metals & ags futures desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-12T00:00Z)")
    ap.add_argument("--check", action="store_true", help="load the files back, verify labels, print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            evs = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            lab = json.load(f)
        errs = check(evs, lab, end or DEFAULT_END, a.days)
        for x in errs[:50]:
            print("ERROR:", x)
        if errs:
            print(f"{len(errs)} problems")
            return 1
        print("check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
