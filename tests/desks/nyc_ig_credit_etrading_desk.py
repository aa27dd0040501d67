#!/usr/bin/env python3
"""nyc_ig_credit_etrading_desk -- seeded generator of a busy US IG corporate bond
e-trading / market-making desk channel (MarketAxess/Tradeweb RFQ flow, auto-quoter,
OMS, risk, TRACE relay, news, LLM RV analyst) as a capture file plus ground-truth labels.

Standard library only.  Output is a pure function of the arguments.

    python -m tests.desks.nyc_ig_credit_etrading_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "nyc_ig_credit_etrading_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318820557094715392"
DEFAULT_END = datetime(2026, 11, 19, 5, 0, tzinfo=timezone.utc)  # = 2026-11-19 00:00 ET
SETTLE_REF = datetime(2026, 11, 18, tzinfo=timezone.utc)


# --------------------------------------------------------------------------- ids

def _h(s):
    return int(hashlib.sha256(("nyc-ig-etr|" + s).encode("utf-8")).hexdigest(), 16)


def _old_snowflake(name, base_ms=1662000000000, span_ms=90_000_000_000):
    """Stable 19-digit snowflake for an account/channel created 2022-2025."""
    h = _h(name)
    ms = base_ms + h % span_ms
    return str(((ms - DISCORD_EPOCH) << 22) | ((h >> 64) & 0x3FFFFF))


def channel_id_for(idx):
    return _old_snowflake("channel-%d" % idx, 1690000000000, 20_000_000_000)


PEOPLE = {
    # key: (display name, bot)
    "lead": ("Dana Whitfield", False),
    "mk": ("mkessler", False),
    "pr": ("priya.r", False),
    "tomo": ("tomo_ind", False),
    "jl": ("jlevin", False),
    "sales": ("Rob (sales)", False),
    "ops": ("kwan-ops", False),
    "mktx": ("MKTX-Bridge", True),
    "tw": ("TW-Bridge", True),
    "aq": ("AQ-Engine", True),
    "oms": ("OMS", True),
    "risk": ("RiskBot", True),
    "trace": ("TRACE-Relay", True),
    "news": ("NewsWire", True),
    "rv": ("RV-Analyst", True),
    "cron": ("cronbot", True),
    "ci": ("ci-deploy", True),
    "px": ("PxAlert", True),
    "pnl": ("PnL-Bot", True),
}
AUTHOR_IDS = {k: _old_snowflake("person-" + k) for k in PEOPLE}


# --------------------------------------------------------------------------- bonds

def _cusip_check(base8):
    total = 0
    for i, ch in enumerate(base8):
        if ch.isdigit():
            v = int(ch)
        else:
            v = ord(ch.upper()) - 55
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


UNIVERSE = [
    # tk, company (news name), cpn, (m, d, y), cusip6, base spread, book
    ("AAPL", "Apple", 4.650, (2, 23, 2046), "037833", 79, "IG-TMT"),
    ("MSFT", "Microsoft", 2.921, (3, 17, 2052), "594918", 63, "IG-TMT"),
    ("JPM", "JPMorgan", 5.350, (6, 1, 2034), "46647P", 97, "IG-FIN"),
    ("BAC", "Bank of America", 5.288, (4, 25, 2034), "06051G", 104, "IG-FIN"),
    ("WFC", "Wells Fargo", 5.557, (7, 25, 2034), "95000U", 108, "IG-FIN"),
    ("GS", "Goldman Sachs", 6.484, (10, 24, 2029), "38141G", 84, "IG-FIN"),
    ("MS", "Morgan Stanley", 5.250, (4, 21, 2034), "61747Y", 101, "IG-FIN"),
    ("C", "Citigroup", 6.174, (5, 25, 2034), "172967", 115, "IG-FIN"),
    ("VZ", "Verizon", 2.550, (3, 21, 2031), "92343V", 88, "IG-TMT"),
    ("T", "AT&T", 3.500, (9, 15, 2053), "00206R", 146, "IG-TMT"),
    ("ORCL", "Oracle", 5.375, (7, 15, 2040), "68389X", 142, "IG-TMT"),
    ("CVS", "CVS Health", 5.050, (3, 25, 2048), "126650", 168, "IG-HC"),
    ("ABBV", "AbbVie", 4.250, (11, 21, 2049), "00287Y", 110, "IG-HC"),
    ("AMGN", "Amgen", 5.650, (3, 2, 2053), "031162", 128, "IG-HC"),
    ("CMCSA", "Comcast", 4.150, (10, 15, 2028), "20030N", 58, "IG-TMT"),
    ("HCA", "HCA Healthcare", 5.250, (6, 15, 2049), "404119", 176, "IG-HC"),
    ("BA", "Boeing", 5.805, (5, 1, 2050), "097023", 204, "IG-IND"),
    ("PFE", "Pfizer", 5.300, (5, 19, 2053), "716973", 118, "IG-HC"),
    ("UNH", "UnitedHealth", 5.875, (2, 15, 2053), "91324P", 113, "IG-HC"),
    ("WMT", "Walmart", 4.500, (4, 15, 2053), "931142", 81, "IG-IND"),
    ("AMZN", "Amazon", 3.950, (4, 13, 2052), "023135", 89, "IG-TMT"),
    ("INTC", "Intel", 5.700, (2, 10, 2053), "458140", 192, "IG-TMT"),
    ("HD", "Home Depot", 4.950, (9, 15, 2052), "437076", 96, "IG-IND"),
    ("BMY", "Bristol Myers Squibb", 6.250, (11, 15, 2053), "110122", 124, "IG-HC"),
    ("MO", "Altria", 5.950, (2, 14, 2049), "02209S", 161, "IG-IND"),
    ("KHC", "Kraft Heinz", 5.000, (6, 4, 2042), "50077L", 149, "IG-IND"),
    ("DUK", "Duke Energy", 5.000, (8, 15, 2052), "26441C", 131, "IG-IND"),
    ("GM", "General Motors", 5.950, (4, 1, 2049), "37045V", 186, "IG-IND"),
]


def _ust(n):
    pts = [(0.0, 3.70), (2, 3.55), (3, 3.58), (5, 3.70), (7, 3.88), (10, 4.08), (20, 4.60), (30, 4.68)]
    for (a, ya), (b, yb) in zip(pts, pts[1:]):
        if n <= b:
            return ya + (yb - ya) * (n - a) / (b - a)
    return pts[-1][1]


class Bond:
    def __init__(self, row):
        tk, co, cpn, (m, d, y), c6, sp, book = row
        self.tk, self.co, self.cpn, self.m, self.d, self.y = tk, co, cpn, m, d, y
        self.base = sp
        self.book = book
        hh = _h("cusip-" + tk)
        suf = "ABCDEFGHJKLMNPQRSTUVWXYZ"[hh % 24] + "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[(hh >> 8) % 34]
        self.cusip = c6 + suf + _cusip_check(c6 + suf)
        self.years = (datetime(y, m, d, tzinfo=timezone.utc) - SETTLE_REF).days / 365.25
        yy = y % 100
        self.short = "%s %g %02d/%02d" % (tk, cpn, m, yy)          # ORCL 5.375 07/40
        self.full = "%s %.3f %02d/%02d/%d" % (tk, cpn, m, d, y)    # ORCL 5.375 07/15/2040
        self.street = "%s %02ds" % (tk.lower(), yy)                 # orcl 40s
        self.street_uc = "%s %02ds" % (tk, yy)                      # ORCL 40s
        self.bench = "T %s" % ("4.75 08/55" if self.years > 20 else ("4.25 11/35" if self.years > 7 else "4.125 10/31"))

    def price(self, sp):
        y = (_ust(self.years) + sp / 100.0) / 100.0
        n = max(1, int(round(self.years * 2)))
        r = y / 2
        c = self.cpn / 2
        pv = sum(c / (1 + r) ** k for k in range(1, n + 1)) + 100 / (1 + r) ** n
        return pv


BONDS = [Bond(r) for r in UNIVERSE]


# --------------------------------------------------------------------------- US/Eastern offset (no tzdata needed)

def _nth_sunday(year, month, n):
    d = datetime(year, month, 1)
    first = (6 - d.weekday()) % 7
    return d + timedelta(days=first + 7 * (n - 1))


def et_offset_hours(utc_dt):
    y = utc_dt.year
    start = _nth_sunday(y, 3, 2).replace(hour=7, tzinfo=timezone.utc)   # 2am EST = 07 UTC
    end = _nth_sunday(y, 11, 1).replace(hour=6, tzinfo=timezone.utc)    # 2am EDT = 06 UTC
    return -4 if start <= utc_dt < end else -5


# --------------------------------------------------------------------------- message model

class Msg:
    __slots__ = ("ms", "who", "content", "embeds", "reply", "thread", "attachments", "seq",
                 "id", "channel_id", "final", "kind")

    def __init__(self, ms, who, content, embeds=None, reply=None, thread=None, attachments=None):
        self.ms = ms
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.attachments = attachments or []
        self.id = None
        self.channel_id = None
        self.final = content
        self.kind = None


IDIOM_ALLOW = [
    "RFQ traded away (lost)",
    "RFQ response sent (firm quote, not an order)",
    "bridge DONE line with desk side in caps",
    "pipe-delimited OMS EXEC line",
    "embed-only allocation card",
    "AQ shadow/SIM quote",
    "TRACE print from another dealer",
    "headline names the held issuer by company name",
    "headline on issuer the desk does not hold",
    "hypothetical 'if X gets cut would we add'",
    "shorthand 'b 5mm xyz 40s +128' proposal",
    "prose 'want to lift N mm' proposal ending in a question",
    "OMS ACK line, order WORKING",
    "reply '👍 send it' approval",
    "reply rejection citing issuer line",
    "stop level moved twice by editing the pinned message",
    "YAML-ish risk limit change",
    "no-route 'nothing for us, ignore'",
    "decision buried mid-paragraph in long LLM RV note",
    "long LLM RV note with trading words and no decision",
]

HOUR_W = [0.25, 0.2, 0.2, 0.2, 0.3, 0.5, 1.2, 3.0, 6.5, 8.0, 7.0, 6.0, 4.0, 4.5, 6.0, 7.0, 5.0, 2.2,
          1.0, 0.6, 0.4, 0.3, 0.3, 0.25]


class Day:
    def __init__(self, rng, ch, day_idx, channel_id, start_ms, worker, idiom_seen):
        self.rng = rng
        self.ch = ch
        self.day_idx = day_idx
        self.cid = channel_id
        self.start_ms = start_ms
        self.worker = worker
        self.msgs = []
        self.ops = []          # (ms, kind, payload dict with handles)
        self.hard = []         # (msg, type, facts, phrasing, final_state)
        self.noise = []
        self.near = []
        self.superseded = []   # (msg, text)
        self.removed = []
        self.idioms = []       # (msg, idiom, expected)
        self.idiom_seen = idiom_seen
        self.n_ord = 0

    # ---- time helpers
    def ms_at(self, hour):
        return self.start_ms + int(hour * 3600000)

    def hr(self, ms):
        return (ms - self.start_ms) / 3600000.0

    def ts(self, ms, frac=False):
        s = (ms - self.start_ms) / 1000.0
        s = max(0.0, min(s, 86399.9))
        h = int(s // 3600)
        m = int((s % 3600) // 60)
        sec = s % 60
        if frac:
            return "%02d:%02d:%06.3f" % (h, m, sec)
        return "%02d:%02d:%02d" % (h, m, int(sec))

    def rand_hour(self, lo=7.0, hi=17.5):
        rng = self.rng
        hours = [h for h in range(24) if h + 1 > lo and h < hi]
        w = [HOUR_W[h] for h in hours]
        h = rng.choices(hours, weights=w)[0]
        x = h + rng.random()
        return min(max(x, lo), hi - 0.001)

    # ---- posting
    def post(self, ms, who, content, embeds=None, reply=None, thread=None, attachments=None):
        m = Msg(int(ms), who, content, embeds, reply, thread, attachments)
        self.msgs.append(m)
        return m

    def hard_ev(self, m, etype, facts, phrasing, final_state="live"):
        self.hard.append((m, etype, list(facts), phrasing, final_state))

    def idiom(self, m, name, expected):
        if name not in IDIOM_ALLOW or name in self.idiom_seen:
            return
        self.idiom_seen[name] = True
        self.idioms.append((m, name, expected))

    def edit(self, m, ms, new_content):
        self.ops.append((int(ms), "edit", {"msg": m, "content": new_content}))
        m.final = new_content

    def delete(self, m, ms):
        self.ops.append((int(ms), "delete", {"msg": m}))
        m.final = None

    def bulk_delete(self, ms_list_msgs, ms):
        self.ops.append((int(ms), "bulk_delete", {"msgs": ms_list_msgs}))
        for m in ms_list_msgs:
            m.final = None

    def forget(self, m, ms, by="lead"):
        self.ops.append((int(ms), "forget", {"msg": m, "by": by}))
        m.final = None

    def pin(self, m, ms, by="lead"):
        self.ops.append((int(ms), "pin", {"msg": m, "by": by}))

    def react(self, m, ms, emoji, by):
        self.ops.append((int(ms), "reaction_add", {"msg": m, "emoji": emoji, "by": by}))

    def unreact(self, m, ms, emoji, by):
        self.ops.append((int(ms), "reaction_remove", {"msg": m, "emoji": emoji, "by": by}))

    def oid(self):
        self.n_ord += 1
        return "ORD-IG-%06X" % (self.rng.randrange(0x100000, 0xFFFFFF))


# --------------------------------------------------------------------------- text pools

ACKS = ["ty", "thx", "👍", "ty 🙏", "nice", "🙏", "k", "ok", "✅", "cheers", "ty sir", "💪", "gg", "ok thx", "👀"]
CHIT = [
    "gm", "gm all", "morning", "coffee run in 5, who's in", "lunch order closes 11:45, link in the usual place",
    "screens are laggy again on the backup box", "anyone else's bbg keyboard double-typing", "lol",
    "fire drill at 2:30 apparently", "brb", "back", "wifi on 14 is cooked again", "ugh, compliance training due friday",
    "who took my charger", "happy thursday I guess", "jets lost again btw",
]
CHIT_SIGN = ["gn", "out, see you tmrw", "night all", "logging off, AQ on auto til close"]

STACK = """AQ-Engine worker-3 exception (auto-recovered)
```
Traceback (most recent call last):
  File "/opt/aq/engine/quoter.py", line 412, in on_rfq
    lvl = self.pricer.level(rfq.cusip, rfq.side, rfq.size)
  File "/opt/aq/engine/pricer.py", line 188, in level
    base = self.cbbt[cusip].spread + self.skew(cusip, side)
  File "/opt/aq/engine/pricer.py", line 97, in skew
    inv = self.inventory.position(cusip)
  File "/opt/aq/risk/inventory.py", line 61, in position
    return self._cache[cusip].notional
KeyError: '%s'
```
rfq %s skipped (no response sent), cache rebuilt in %dms, worker restarted"""


# --------------------------------------------------------------------------- channel world

class World:
    def __init__(self, seed, ch):
        r = random.Random(seed * 1000003 + ch * 7919 + 17)
        idx = list(range(len(BONDS)))
        r.shuffle(idx)
        self.held = [BONDS[i] for i in sorted(idx[:10])]
        self.watch = [BONDS[i] for i in sorted(idx[10:14])]
        self.other = [BONDS[i] for i in sorted(idx[14:])]
        self.pos = {}
        for b in self.held:
            self.pos[b.tk] = r.choice([2, 3, 4, 5, 6, 8, 10, 12, 15]) * (1 if r.random() < 0.8 else -1)
        self.ages = {b.tk: r.randrange(2, 40) for b in self.held}
        self.cdx_prot = r.choice([100, 125, 150, 200])
        self.ty_short = r.choice([150, 210, 260, 320])
        self.name = ["ig-etrading-flow", "ig-etrading-fins", "ig-etrading-tmt-hc", "ig-etrading-ind"][ch % 4]


def fmt_sp(x, dec=1):
    return ("%+." + str(dec) + "f") % x


def half(x):
    return round(x * 2) / 2.0


def sp_chat(x):
    x = half(x)
    return ("+%d" % x) if x == int(x) else ("+%.1f" % x)


# --------------------------------------------------------------------------- scene builders

def gen_channel_day(seed, ch, day_date, start_ms, idiom_seen):
    world = World(seed, ch)
    rng = random.Random(seed * 1000003 + ch * 7919 + day_date.toordinal() * 104729)
    cid = channel_id_for(ch)
    d = Day(rng, ch, day_date.toordinal(), cid, start_ms, (ch * 3 + 1) % 32, idiom_seen)
    drift = {b.tk: rng.uniform(-4, 4) for b in BONDS}

    def spread(b):
        return b.base + drift[b.tk]

    held, watch, other = world.held, world.watch, world.other
    longs = [x for x in held if world.pos[x.tk] > 0] or held
    ab = max(longs, key=lambda x: (world.ages[x.tk], x.tk))
    do_aging = rng.random() < 0.7
    aged = rng.randrange(46, 60) if do_aging else rng.randrange(40, 45)
    world.ages[ab.tk] = aged
    sb = rng.choice([x for x in longs if x is not ab] or [x for x in held if x is not ab])
    datestr = day_date.strftime("%Y-%m-%d")
    H = d.ms_at
    S = 1000
    MIN = 60000

    # ---------------- heartbeats & fixed noise
    for h in range(24):
        t = H(h) + rng.randrange(2, 40) * S
        m = d.post(t, "risk", "risk.hb book=IG-FLOW dv01=$%dk/$425k cs01=$%dk/$260k issuers_ok=%d/%d aged_gt30d=%d status=OK" % (
            rng.randrange(150, 330), rng.randrange(110, 215), 41, 41, rng.randrange(1, 5)))
        d.noise.append(m)
    for h in range(1, 24, 2):
        t = H(h + 0.5) + rng.randrange(0, 50) * S
        live = 7 <= h <= 17
        m = d.post(t, "aq", "aq.hb mode=%s quotes_out=%s hit=%.1f%% p50_lat_ms=%d p99_lat_ms=%d venues=MKTX,TW ok" % (
            "LIVE" if live else "IDLE", "{:,}".format(rng.randrange(300, 2200) if live else rng.randrange(0, 40)),
            rng.uniform(1.5, 6.0) if live else 0.0, rng.randrange(18, 60), rng.randrange(90, 400)))
        d.noise.append(m)

    sha = "%07x" % rng.randrange(0x1000000, 0xFFFFFFF)
    ver = "3.%d.%d" % (rng.randrange(15, 22), rng.randrange(0, 9))
    m = d.post(H(2.15), "ci", "ci ▶ aq-engine #%d build passed (sha %s) — tests %d/%d, lint ok, 6m12s" % (
        rng.randrange(4000, 5000), sha, 812, 812))
    d.noise.append(m)
    m = d.post(H(2.21), "ci", "deploy aq-engine v%s → prod-nj2 ✅ canary 5%% → 100%%, rollback tag v%s-prev kept" % (ver, ver))
    d.noise.append(m)
    m = d.post(H(3.05), "cron", "cron[eod-recon] %s: %d positions matched vs custody, 0 breaks, 0 routed, took 41s" % (
        (day_date - timedelta(days=1)).strftime("%Y-%m-%d"), rng.randrange(380, 460)))
    d.noise.append(m)
    m = d.post(H(4.5), "cron", "cron[trace-backfill] T-1: {:,} IG prints loaded, 0 gaps, dissemination lag p95 {}s".format(
        rng.randrange(38000, 52000), rng.randrange(4, 30)))
    d.noise.append(m)
    m = d.post(H(6.92), "cron", "cron[cbbt-snap] 06:55 composite snapshot loaded: {:,} CUSIPs, {} stale (>1d), AQ curves rebuilt".format(
        rng.randrange(9000, 12000), rng.randrange(3, 40)))
    d.noise.append(m)
    m = d.post(H(17.6), "cron", "cron[eod-marks] marks locked 17:30 ET, {} CUSIPs, {} manual overrides, 0 routed".format(
        rng.randrange(300, 420), rng.randrange(0, 6)))
    d.noise.append(m)

    # PnL snapshots
    cum = 0.0
    for hh in (9.5, 11.5, 13.5, 15.5):
        cum += rng.uniform(-90, 160)
        m = d.post(H(hh) + rng.randrange(0, 60) * S, "pnl", "PnL %s ET | IG-FLOW day %s | carry +$%dk | new-trade +$%dk | mtm %s | hedges %s" % (
            d.ts(H(hh))[:5], ("+$%dk" if cum >= 0 else "-$%dk") % abs(int(cum)), rng.randrange(8, 30), rng.randrange(0, 90),
            "%+dk" % rng.randrange(-120, 100), "%+dk" % rng.randrange(-60, 60)))
        d.noise.append(m)
    lines = ["PnL EOD %s | IG-FLOW" % datestr, "```"]
    tot = 0
    for bk in ("IG-FIN", "IG-TMT", "IG-HC", "IG-IND", "HEDGE-CDX", "HEDGE-UST"):
        v = rng.randrange(-140, 180)
        tot += v
        lines.append("%-10s %+6dk  (carry %+3dk, mtm %+4dk, new %+3dk)" % (bk, v, rng.randrange(0, 12), rng.randrange(-120, 120), rng.randrange(0, 40)))
    lines.append("%-10s %+6dk" % ("TOTAL", tot))
    lines.append("```")
    lines.append("hit ratio MKTX %.1f%% / TW %.1f%% · RFQs seen %d · won %d" % (rng.uniform(2, 9), rng.uniform(2, 9), rng.randrange(900, 2400), rng.randrange(40, 140)))
    m = d.post(H(17.25), "pnl", "\n".join(lines))
    d.noise.append(m)

    # price alerts
    for _ in range(rng.randrange(6, 9)):
        t = H(d.rand_hour(7, 17))
        kind = rng.randrange(4)
        if kind == 0:
            y = 4.05 + rng.uniform(-0.06, 0.08)
            txt = "⚠️ PxAlert UST 10y %.3f%% (%+.1fbp d/d) crossed %.3f" % (y, rng.uniform(-6, 6), round(y * 40) / 40)
        elif kind == 1:
            txt = "⚠️ PxAlert CDX.NA.IG.47 5Y %.2f (%+.2f) — band 50.00/55.00" % (52 + rng.uniform(-2, 3), rng.uniform(-1.2, 1.2))
        elif kind == 2:
            b = rng.choice(held + watch)
            txt = "⚠️ PxAlert %s CBBT %s (%+.1f vs open) moved > 3bp" % (b.short, fmt_sp(spread(b)), rng.choice([-1, 1]) * rng.uniform(3, 6))
        else:
            txt = "⚠️ PxAlert TYZ6 %d-%02d%s (%+d/32) · ESZ6 %.2f" % (110, rng.randrange(0, 32), rng.choice(["", "+"]), rng.randrange(-12, 12), 6820 + rng.uniform(-40, 40))
        m = d.post(t, "px", txt)
        d.noise.append(m)

    # reconnects + bulk deleted duplicates
    for _ in range(2):
        t = H(d.rand_hour(0, 23.5))
        who = rng.choice(["mktx", "tw"])
        m = d.post(t, who, "%s FIX session reconnect: seq %d→1 reset, logon ok in %dms, no RFQs dropped" % (
            "MKTX" if who == "mktx" else "TW", rng.randrange(9000, 40000), rng.randrange(120, 900)))
        d.noise.append(m)
    t = H(d.rand_hour(8, 16))
    dups = []
    sess = rng.randrange(10000, 99999)
    for k in range(3):
        m = d.post(t + k * 900, "tw", "TW session %d heartbeat timeout (attempt %d/3), retrying…" % (sess, k + 1))
        dups.append(m)
        d.noise.append(m)
        d.removed.append("TW session %d heartbeat timeout (attempt %d/3)" % (sess, k + 1))
    d.bulk_delete(dups, t + 4 * MIN)

    # stack trace(s)
    for _ in range(rng.randrange(1, 3)):
        t = H(d.rand_hour(8, 16))
        b = rng.choice(BONDS)
        m = d.post(t, "aq", STACK % (b.cusip, "MX-%d" % rng.randrange(40000000, 49999999), rng.randrange(40, 400)))
        d.noise.append(m)

    # chit-chat
    m = d.post(H(7.3) + rng.randrange(0, 300) * S, "mk", rng.choice(["gm", "gm all", "morning"]))
    d.noise.append(m)
    m2 = d.post(m.ms + rng.randrange(20, 200) * S, "pr", rng.choice(["gm", "☕", "morning"]))
    d.noise.append(m2)
    for _ in range(rng.randrange(5, 8)):
        m = d.post(H(d.rand_hour(7.5, 17.5)), rng.choice(["mk", "pr", "tomo", "jl", "sales"]), rng.choice(CHIT[3:]))
        d.noise.append(m)
    m = d.post(H(17.9) + rng.randrange(0, 1800) * S, rng.choice(["mk", "pr", "tomo"]), rng.choice(CHIT_SIGN))
    d.noise.append(m)

    def ack(after, who=None, reply=True, lo=8, hi=90):
        who = who or rng.choice(["mk", "pr", "tomo", "jl", "lead"])
        if who == after.who:
            who = "jl" if who != "jl" else "mk"
        m = d.post(after.ms + rng.randrange(lo, hi) * S, who, rng.choice(ACKS), reply=after if reply else None,
                   thread=after.thread)
        d.noise.append(m)
        return m

    # ---------------- inventory snapshot (pinned) + axes
    inv_lines = ["inventory_snapshot:", "  asof: %s 07:00 ET" % datestr, "  book: IG-FLOW", "  positions:"]
    for b in held:
        p = world.pos[b.tk]
        inv_lines.append("    - {cusip: %s, bond: \"%s\", notional: %s%dmm, cbbt: \"%s\", age_d: %d}" % (
            b.cusip, b.short, "+" if p > 0 else "-", abs(p), fmt_sp(spread(b)), world.ages[b.tk]))
    inv_lines.append("  hedges:")
    inv_lines.append("    - {inst: CDX.NA.IG.47 5Y, protection: bought, notional: %dmm}" % world.cdx_prot)
    inv_lines.append("    - {inst: TYZ6, contracts: -%d}" % world.ty_short)
    inv_lines.append("  watchlist: [%s]" % ", ".join(b.tk for b in watch))
    inv_lines.append("  totals: {dv01: \"$%dk\", cs01: \"$%dk\"}" % (rng.randrange(180, 300), rng.randrange(120, 200)))
    inv = d.post(H(7.08), "risk", "\n".join(inv_lines))
    d.pin(inv, H(7.4), "lead")
    d.react(inv, H(7.4) + 2 * S, "📌", "lead")

    axes = [rng.choice(held) for _ in range(3)]
    ax_txt = "axes for today, AQ skews set accordingly:\n" + "\n".join(
        "• %s %s %s in %dmm" % (("offering" if world.pos[b.tk] > 0 else "bidding"), b.street, sp_chat(spread(b) + (-1.5 if world.pos[b.tk] > 0 else 1.5)), rng.choice([2, 3, 5]))
        for b in sorted(set(axes), key=lambda x: x.tk)) + "\nwatch: " + ", ".join(b.co for b in watch)
    axm = d.post(H(7.75), "lead", ax_txt)
    ack(axm)

    # ---------------- AQ param changes (not hard)
    for _ in range(rng.randrange(4, 7)):
        b = rng.choice(held)
        t = H(d.rand_hour(7.8, 16.5))
        m = d.post(t, "aq", "aq.param cusip=%s side=%s skew_bp=%+.1f max_sz=%dmm ttl_s=%d reason=%s set_by=%s" % (
            b.cusip, rng.choice(["bid", "offer", "both"]), rng.choice([-2, -1.5, -1, -0.5, 0.5, 1, 1.5]),
            rng.choice([1, 2, 3, 5]), rng.choice([30, 45, 60, 90]), rng.choice(["axe", "inventory", "news", "curve_refit"]),
            PEOPLE[rng.choice(["mk", "pr", "tomo"])][0]))

    # ---------------- RFQ flow
    n_rfq = rng.randrange(19, 24)
    n_won = rng.choice([2, 2, 3])
    won_idx = sorted(rng.sample(range(n_rfq), n_won))
    alloc_for = won_idx[rng.randrange(len(won_idx))]
    fill_edit_for = won_idx[rng.randrange(len(won_idx))]
    rfq_pool = held + watch + other[:6]
    for i in range(n_rfq):
        won = i in won_idx
        b = rng.choice(held) if won else rng.choice(rfq_pool)
        plat = rng.choice(["mktx", "tw"])
        cside = rng.choice(["BUY", "SELL"])
        if won:
            # prefer the side that reduces inventory
            cside = "BUY" if world.pos.get(b.tk, 1) > 0 else "SELL"
        sz = rng.choice([0.5, 1, 1, 2, 2, 3, 3, 5, 5, 7, 10])
        szmm = ("%gMM" % sz)
        tw_sz = "{:,}M".format(int(sz * 1000))
        t0 = H(d.rand_hour(8.0, 16.9))
        sp = spread(b) + rng.uniform(-1, 1)
        sgn = 1 if cside == "BUY" else -1
        best = sp + sgn * (-1.2 + rng.uniform(0, 1.5))
        acct = "ACCT-%04d" % rng.randrange(100, 9999)
        comp = rng.randrange(3, 9)
        if plat == "mktx":
            rid = "RFQ#%d" % rng.randrange(40000000, 49999999)
            inq = "[MKTX] %s IN | client %s %s %s | %s | comp=%d | ttl=%dm | CBBT %s/%s | AxessAll last %s %s | liq %d/10 | %s" % (
                rid, cside, szmm, b.full, b.cusip, comp, rng.choice([3, 4, 5, 10]),
                fmt_sp(sp + 1.2), fmt_sp(sp - 1.2), fmt_sp(sp + rng.uniform(-1.5, 1.5)), rng.choice(["1MM+", "5MM+", "2MM", "500K"]),
                rng.randrange(3, 10), acct)
        else:
            rid = "inq %d-%04d" % (rng.randrange(7000, 7999), rng.randrange(0, 9999))
            inq = "[TW] %s • client %s %s %s (%s) • dlrs in comp: %d • due %s • Ai-Price %s (conf %s) • %s" % (
                rid, "BUYS" if cside == "BUY" else "SELLS", tw_sz, b.short, b.cusip, comp, d.ts(t0 + 4 * MIN),
                fmt_sp(sp + rng.uniform(-1, 1)), rng.choice(["hi", "med", "lo"]), acct)
        im = d.post(t0, plat, inq)
        ours = half(best) if won else half(best - sgn * rng.uniform(0.5, 3))
        resp = None
        if rng.random() < 0.5 or won:
            src = rng.choice(["auto", "auto", "auto", PEOPLE[rng.choice(["mk", "pr", "tomo"])][0]])
            resp = d.post(t0 + rng.randrange(4, 70) * S, plat, "%s %s RESP sent %s / %s (%s, AQ v%s)" % (
                "[MKTX]" if plat == "mktx" else "[TW]", rid, fmt_sp(ours), szmm if plat == "mktx" else tw_sz, src, ver),
                reply=im)
            d.near.append(resp)
            if i == 0:
                d.idiom(resp, "RFQ response sent (firm quote, not an order)", "not_hard")
        t1 = t0 + rng.randrange(90, 300) * S
        if won:
            desk_side = "SOLD" if cside == "BUY" else "BOUGHT"
            px = b.price(ours)
            if plat == "mktx":
                txt = "[MKTX] %s → DONE ✅ desk %s %s %s @ %s (px %.3f) | cover %s | %s" % (
                    rid, desk_side, szmm, b.short, fmt_sp(ours), px, fmt_sp(ours - sgn * rng.choice([0.5, 1.0, 1.5])), acct)
                facts = [b.short, desk_side, szmm, fmt_sp(ours)]
            else:
                txt = "[TW] %s DONE — desk %s %s %s at %s / %.3f, cover %s, %d in comp" % (
                    rid, desk_side, tw_sz, b.short, fmt_sp(ours), px, fmt_sp(ours - sgn * 0.5), comp)
                facts = [b.short, desk_side, tw_sz, fmt_sp(ours)]
            wm = d.post(t1, plat, txt, reply=im if rng.random() < 0.6 else None)
            d.hard_ev(wm, "trade_fill", facts, "structured")
            d.idiom(wm, "bridge DONE line with desk side in caps", "trade_fill")
            # OMS exec
            oid = d.oid()
            oside = "SELL" if desk_side == "SOLD" else "BUY"
            qty = "{:,}".format(int(sz * 1000000))
            t2 = t1 + rng.randrange(2, 25) * S
            line = "EXEC|%s|FILL|%s|%s|%s|%s|%.3f|%s|%s|acct=IGFLOW-NY|%s" % (
                oid, oside, b.short, b.cusip, qty, px, fmt_sp(ours), "MKTX" if plat == "mktx" else "TW", d.ts(t2, True))
            if i not in (fill_edit_for, alloc_for) and rng.random() < 0.65:
                if rng.random() < 0.45:
                    ack(wm)
                continue
            em = d.post(t2, "oms", line)
            if i == fill_edit_for:
                badpx = "%.3f" % (px + rng.choice([-0.25, 0.25, 0.5]))
                good = "%.3f" % px
                first = line.replace(good, badpx)
                em.content = first
                corr = line + "|CORR (px amended, v1 void)"
                d.edit(em, t2 + rng.randrange(3, 12) * MIN, corr)
                d.superseded.append((em, badpx))
                d.hard_ev(em, "trade_fill", [oid, oside, qty, good], "structured", "edited")
                d.idiom(em, "OMS exec line corrected by edit", "trade_fill")
            else:
                d.hard_ev(em, "trade_fill", [oid, oside, qty, "%.3f" % px], "structured")
                d.idiom(em, "pipe-delimited OMS EXEC line", "trade_fill")
            if i == alloc_for:
                t3 = t2 + rng.randrange(2, 9) * MIN
                card = {"title": "Allocation · %s" % oid, "author": "OMS",
                        "description": "%s %s" % (b.full, b.cusip),
                        "fields": [{"name": "Side", "value": oside, "inline": True},
                                   {"name": "Qty", "value": qty, "inline": True},
                                   {"name": "Px", "value": "%.3f" % px, "inline": True},
                                   {"name": "Spread", "value": fmt_sp(ours) + " vs " + b.bench, "inline": True},
                                   {"name": "Book", "value": b.book, "inline": True},
                                   {"name": "Settle", "value": "T+1", "inline": True}],
                        "footer": "alloc 1/1 · %s · STP ok" % ("MarketAxess" if plat == "mktx" else "Tradeweb")}
                am = d.post(t3, "oms", "", embeds=[card])
                d.hard_ev(am, "trade_fill", [oid, oside, qty, "%.3f" % px], "embed")
                d.idiom(am, "embed-only allocation card", "trade_fill")
            if rng.random() < 0.45:
                ack(wm)
        else:
            r = rng.random()
            if r < 0.55:
                out = "TRADED AWAY"
                extra = "our %s | best %s (not us)" % (fmt_sp(ours), fmt_sp(best))
            elif r < 0.8:
                out = "COVERED"
                extra = "we were 2nd: our %s vs done %s" % (fmt_sp(ours), fmt_sp(best))
            elif r < 0.92:
                out = "EXPIRED"
                extra = "client did not trade, our %s" % fmt_sp(ours)
            else:
                out = "DNQ"
                extra = "desk passed (no axe, %s)" % rng.choice(["issuer limit", "stale curve", "size"])
            if plat == "mktx":
                txt = "[MKTX] %s → %s | client %s %s %s | %s" % (rid, out, cside, szmm, b.short, extra)
            else:
                txt = "[TW] %s %s — %s %s, %s" % (rid, out, tw_sz, b.short, extra)
            om = d.post(t1, plat, txt, reply=im if rng.random() < 0.5 else None)
            d.near.append(om)
            if out == "TRADED AWAY":
                d.idiom(om, "RFQ traded away (lost)", "not_hard")
            if out == "COVERED":
                d.idiom(om, "RFQ covered (second best, lost)", "not_hard")

    # sim quotes
    for _ in range(rng.randrange(1, 3)):
        b = rng.choice(held + watch)
        t = H(d.rand_hour(8, 16))
        m = d.post(t, "aq", "aq[SIM] shadow-book would respond %s %dMM %s @ %s (px %.3f) — sim only, not sent, model=skew-v7-candidate" % (
            rng.choice(["BUY", "SELL"]), rng.choice([2, 3, 5]), b.short, fmt_sp(spread(b)), b.price(spread(b))))
        d.near.append(m)
        d.idiom(m, "AQ shadow/SIM quote", "not_hard")

    # ---------------- TRACE prints (other dealers)
    for _ in range(rng.randrange(9, 13)):
        b = rng.choice(held + watch + other)
        t = H(d.rand_hour(8.0, 17.2))
        s = spread(b) + rng.uniform(-2, 2)
        m = d.post(t, "trace", "TRACE %s %s | %s | %s | %.3f | %s | %s | %s" % (
            b.short, b.cusip, rng.choice(["1MM", "2MM", "5MM+", "1MM+", "500K", "3MM"]), rng.choice(["S", "B", "D"]),
            b.price(s), fmt_sp(s), d.ts(t - rng.randrange(5, 90) * S), rng.choice(["D2C", "D2D", "D2C ATS"])))
        d.near.append(m)
        d.idiom(m, "TRACE print from another dealer", "not_hard")
    for _ in range(2):
        t = H(d.rand_hour(9, 16.5))
        rows = ["TRACE top prints %s–%s ET (by size)" % (d.ts(t - 15 * MIN)[:5], d.ts(t)[:5]), "```"]
        for _ in range(5):
            b = rng.choice(held + watch + other)
            s = spread(b) + rng.uniform(-2.5, 2.5)
            rows.append("%-22s %s  %-5s %s  %7.3f  %s" % (b.short, b.cusip, rng.choice(["5MM+", "5MM+", "1MM+", "3MM"]), rng.choice(["S", "B", "D"]), b.price(s), fmt_sp(s)))
        rows.append("```")
        m = d.post(t, "trace", "\n".join(rows))
        d.near.append(m)

    # ---------------- news
    def rating_for(b):
        if b.base < 90:
            return ("AA-", "A+")
        if b.base < 120:
            return ("A-", "A")
        if b.base < 160:
            return ("BBB", "BBB+")
        return ("BBB-", "BBB")

    def news_text(b, kind):
        if kind == "rating":
            new, old = rating_for(b)
            ag = rng.choice(["S&P", "Fitch"])
            return ("📰 %s lowers %s to %s from %s; outlook %s — cites debt-funded %s and slower deleveraging" % (
                ag, b.co, new, old, rng.choice(["negative", "stable"]), {"IG-TMT": rng.choice(["AI data-center capex", "buybacks"]), "IG-HC": rng.choice(["M&A", "pipeline acquisitions"]),
                   "IG-FIN": rng.choice(["capital return", "commercial real-estate exposure"]), "IG-IND": rng.choice(["buybacks", "M&A", "capex"])}[b.book]),
                [b.co, new])
        if kind == "newissue":
            n = rng.choice([3, 4, 5, 6, 8])
            return ("📰 NEW ISSUE: %s (%s) mandates $%dbn %d-part; 10y IPTs T+%d area, 30y T+%d area; books open, pricing today" % (
                b.co, b.tk, n, rng.choice([3, 4, 5]), int(b.base - 15), int(b.base + 10)), [b.co, "$%dbn" % n])
        if kind == "earnings":
            g = rng.choice(["raises FY guide", "cuts FY guide", "reaffirms FY guide"])
            est = rng.uniform(0.8, 4.5)
            act = est * (rng.uniform(1.01, 1.08) if g.startswith("raises") else rng.uniform(0.9, 1.01))
            return ("📰 %s Q3: adj EPS $%.2f vs $%.2f est; revenue $%.1fbn; %s; net leverage %.1fx" % (
                b.co, act, est, rng.uniform(10, 160), g, rng.uniform(1.2, 3.8)), [b.co, g])
        # M&A
        n = rng.choice([8, 12, 15, 22, 30])
        return ("📰 %s agrees to buy %s for $%dbn in cash, to be funded with new debt; bridge loan committed — WSJ" % (
            b.co, {"IG-HC": "a specialty-pharma company", "IG-TMT": "a cloud-software company", "IG-FIN": "a regional bank",
                   "IG-IND": "an industrial peer"}[b.book], n),
            [b.co, "$%dbn" % n])

    kinds = ["rating", "newissue", "earnings", "mna"]
    def body(b, kind):
        wid = lambda: rng.choice(["2-4bp wider", "3-5bp wider", "5-8bp wider", "unchanged to 2bp wider"])
        cds = lambda: rng.choice(["+2bp", "+4bp", "+6bp", "+1bp"])
        opts = {
            "rating": [lambda: "Long bonds were indicated %s in early secondary trading per dealer runs; 5y CDS quoted %s." % (wid(), cds()),
                       lambda: "The agency said it could lower the rating further if leverage stays above %.1fx beyond next year." % rng.uniform(2.4, 3.8),
                       lambda: "Index providers said the bonds would remain in the IG indices; the next rebalance is at month-end."],
            "newissue": [lambda: "Proceeds will be used for general corporate purposes including refinancing of %s maturities." % rng.choice(["2027", "2028", "near-term"]),
                         lambda: "Syndicate desks put new-issue concession at %dbp versus the existing curve." % rng.randrange(2, 9),
                         lambda: "Books were above $%dbn at the IPT update, per people familiar with the deal." % rng.randrange(12, 40)],
            "earnings": [lambda: "Management reiterated its commitment to its current ratings on the call and said it would slow buybacks if needed.",
                         lambda: "Long bonds were indicated %s in early secondary trading per dealer runs." % rng.choice(["1-2bp tighter", "unchanged", "2-3bp wider"]),
                         lambda: "Capex guidance for next year was set at $%dbn, above the prior range." % rng.randrange(3, 40)],
            "mna": [lambda: "Moody's placed the ratings on review for downgrade; S&P said leverage would peak near %.1fx." % rng.uniform(2.8, 4.2),
                    lambda: "Long bonds were indicated %s in early secondary trading per dealer runs; 5y CDS quoted %s." % (wid(), cds()),
                    lambda: "The deal is expected to close in the second half of next year, subject to regulatory approval."],
        }
        out = [f() for f in rng.sample(opts[kind], 2)]
        return "\n> " + " ".join(out) + "\n(%s · %s)" % (rng.choice(["Bloomberg", "Reuters", "IFR", "company release", "DJ Newswires"]), rng.choice(["delayed 2m", "rt", "via terminal"]))
    for j, b in enumerate(rng.sample(held, 2)):
        t = H(d.rand_hour(6.5, 16))
        kd = kinds[(j + rng.randrange(4)) % 4]
        txt, facts = news_text(b, kd)
        m = d.post(t, "news", txt + body(b, kd))
        d.hard_ev(m, "held_position_news", facts, "untagged")
        d.idiom(m, "headline names the held issuer by company name", "held_position_news")
        if rng.random() < 0.5:
            ack(m, who="lead", reply=False, lo=30, hi=200)
    b = rng.choice(watch)
    t = H(d.rand_hour(6.5, 14))
    kd = rng.choice(kinds)
    txt, facts = news_text(b, kd)
    m = d.post(t, "news", txt + body(b, kd))
    watch_news = (m, b)
    d.hard_ev(m, "watchlist_news", facts, "untagged")
    nh_bonds = rng.sample(other[6:], 3)
    for k_, b in enumerate(nh_bonds):
        t = H(d.rand_hour(6.0, 8.9) if k_ < 2 else d.rand_hour(6.0, 17))
        kd = rng.choice(kinds)
        txt, _f = news_text(b, kd)
        m = d.post(t, "news", txt + body(b, kd))
        d.near.append(m)
        d.idiom(m, "headline on issuer the desk does not hold", "not_hard")
    for txt in ["📰 IG primary: syndicate desks expect $%dbn this week, $%dbn priced MTD; concessions averaging %.1fbp" % (
            rng.randrange(20, 40), rng.randrange(60, 140), rng.uniform(1, 6)),
            "📰 Fed's %s: \"policy is in a good place\"; 2s10s %+.1fbp on the day" % (rng.choice(["Williams", "Logan", "Waller"]), rng.uniform(-3, 3))]:
        d.post(H(d.rand_hour(6.0, 15)), "news", txt)

    # ---------------- market colour chat (neither)
    for _ in range(rng.randrange(8, 12)):
        b = rng.choice(held + watch + other)
        who = rng.choice(["mk", "pr", "tomo", "sales"])
        s = spread(b)
        tpl = rng.randrange(6)
        if tpl == 0:
            txt = "%s %s bid / %s offered in %dmm on the screens, feels heavy" % (b.street, sp_chat(s + 1), sp_chat(s - 1), rng.choice([2, 3, 5]))
        elif tpl == 1:
            txt = "real money selling the long end of %s again, 3rd day" % b.tk
        elif tpl == 2:
            txt = "%s curve 2bp steeper since the open, nothing on the tape though" % b.tk
        elif tpl == 3:
            txt = "street axed to offer %s per composite, %s-ish" % (b.street, sp_chat(s - 0.5))
        elif tpl == 4:
            txt = "clients asking about %s all morning, mostly bwics in odd lots" % b.tk
        else:
            txt = "CBBT on %s looks stale, +%d is where it's really trading" % (b.street, int(s + 2))
        m = d.post(H(d.rand_hour(8, 16.5)), who, txt)
        if rng.random() < 0.25:
            ack(m)

    # ---------------- near-miss chat
    b = rng.choice(held)
    m = d.post(H(d.rand_hour(9, 15)), "mk", "if %s gets cut a notch would we even want to add %s at %s? asking for the 3pm" % (
        b.co, b.street, sp_chat(spread(b) + 25)))
    d.near.append(m)
    d.idiom(m, "hypothetical 'if X gets cut would we add'", "not_hard")
    b = rng.choice(held)
    m = d.post(H(d.rand_hour(9, 15)), "tomo", "did we end up trading the %s with that pension yesterday or did it go to GS?" % b.street)
    d.near.append(m)
    rep = d.post(m.ms + rng.randrange(30, 300) * S, "jl", "went to GS, we were cover by half a bp", reply=m)
    d.near.append(rep)
    b = rng.choice(BONDS)
    m = d.post(H(d.rand_hour(11, 16)), rng.choice(["mk", "lead"]),
               "reminds me of march 2020, we bought 25mm %s at +%d off a panicked seller and it was +%d two weeks later. different world" % (
                   b.street, int(b.base + 280), int(b.base + 120)))
    d.near.append(m)
    d.idiom(m, "war story: past trade recounted", "not_hard")
    b = rng.choice(other)
    m = d.post(H(d.rand_hour(9, 16)), "sales", "fyi HY desk sold 15mm %s to a hedge fund at +%d, not our book but watch the IG names in the sector" % (
        b.street, int(b.base + 40)))
    d.near.append(m)
    d.idiom(m, "another desk's trade", "not_hard")
    b = rng.choice(watch)
    m = d.post(H(d.rand_hour(10, 16)), "pr", "paper trade for the junior analyst game: long 5mm %s at %s vs short CDX, tracking in the sheet" % (
        b.street, sp_chat(spread(b))))
    d.near.append(m)
    d.idiom(m, "paper trade", "not_hard")
    m = d.post(H(d.rand_hour(10, 16)), "aq", "aq.backtest skew-v7-candidate vs v6 over Oct: hit %.1f%% → %.1f%%, adverse sel 5m %.2fbp → %.2fbp, pnl/rfq $%d → $%d (not deployed)" % (
        rng.uniform(2, 4), rng.uniform(4, 6), rng.uniform(0.8, 1.5), rng.uniform(0.4, 0.9), rng.randrange(20, 60), rng.randrange(60, 110)))
    d.near.append(m)
    d.idiom(m, "AQ backtest result", "not_hard")
    b = rng.choice(held)
    q = d.post(H(d.rand_hour(9, 16)), "sales", "where would we show %s in 10mm if the client asked? no inquiry yet, just prepping" % b.street)
    d.near.append(q)
    rq = d.post(q.ms + rng.randrange(30, 240) * S, "pr", "prob %s for 10, but ask me when it's real" % sp_chat(spread(b) + 3), reply=q)
    d.near.append(rq)

    # ---------------- trader proposal chains
    traders = ["mk", "pr", "tomo"]

    def chain(b, who, phr, approve=True, t0=None, force_add=False):
        t0 = t0 or H(d.rand_hour(8.5, 15.5))
        p0 = world.pos[b.tk]
        sz = rng.choice([3, 5, 5, 7, 10])
        add = rng.random() < 0.6 or abs(p0) < 3 or force_add
        if p0 > 0:
            side = "BUY" if add else "SELL"
        else:
            side = "SELL" if add else "BUY"
        if not add:
            sz = max([x for x in (2, 3, 5, 7, 10) if x <= abs(p0)])
        s = half(spread(b) + (0.5 if side == "BUY" else -0.5))
        stop = half(s + (12 if side == "BUY" else -12))
        tgt = half(s - (15 if side == "BUY" else -15))
        lvl = sp_chat(s)
        risk_txt = ("stop %s / tgt %s" % (sp_chat(stop), sp_chat(tgt))) if add else "lightening up, no stop needed"
        if phr == "tagged":
            txt = "[PROPOSE] %s %dmm %s (%s) @ %s or better, %s. %s" % (
                side, sz, b.short, b.cusip, lvl, risk_txt,
                rng.choice(["screens 4bp wide to fit.", "client axe on the other side per TW.", "new-issue concession never came back in."]))
            facts = [b.short, side, "%dmm" % sz, lvl]
        elif phr == "shorthand":
            sw = "b" if side == "BUY" else "s"
            txt = ("%s %dmm %s %s / stop %s" % (sw, sz, b.street, lvl, sp_chat(stop))) if add else ("%s %dmm %s %s, trimming" % (sw, sz, b.street, lvl))
            facts = ["%s %dmm" % (sw, sz), b.street, lvl]
        else:
            verb = "lift" if side == "BUY" else "hit"
            txt = "want to %s %dmm %s at %s, it's %s the curve after this morning. %s. thoughts?" % (
                verb, sz, b.street_uc, lvl, rng.choice(["3 cheap to", "2.5bp wide of"] if side == "BUY" else ["2.5 rich to", "3bp through"]),
                ("stop %s, out at %s" % (sp_chat(stop), sp_chat(tgt))) if add else "takes us down to %dmm" % (abs(p0) - sz))
            facts = [verb, "%dmm" % sz, b.street_uc, lvl]
        pm = d.post(t0, who, txt)
        d.hard_ev(pm, "trade_proposal", facts, phr)
        if phr == "shorthand":
            d.idiom(pm, "shorthand 'b 5mm xyz 40s +128' proposal", "trade_proposal")
        elif phr == "untagged":
            d.idiom(pm, "prose 'want to lift N mm' proposal ending in a question", "trade_proposal")
        t = t0 + rng.randrange(1, 6) * MIN + rng.randrange(0, 59) * S
        if not approve:
            util = rng.randrange(88, 99)
            why = "and it's aged" if (b is ab and do_aging) else "already"
            am = d.post(t, "lead", "no — pass on %s. we're %d%% of the %s issuer line %s. revisit tmrw" % (b.street, util, b.tk, why), reply=pm)
            d.hard_ev(am, "trade_approval", ["pass", b.street, "%d%%" % util], "reply")
            d.idiom(am, "reply rejection citing issuer line", "trade_approval")
            return pm, None
        choice = rng.randrange(4)
        if choice == 0:
            am = d.post(t, "lead", "👍 send it", reply=pm)
            d.hard_ev(am, "trade_approval", ["👍", "send it"], "reply")
            d.idiom(am, "reply '👍 send it' approval", "trade_approval")
        elif choice == 1:
            am = d.post(t, "lead", "ok go", reply=pm)
            d.hard_ev(am, "trade_approval", ["ok", "go"], "reply")
            d.idiom(am, "bare 'ok go' reply approval", "trade_approval")
        elif choice == 2:
            am = d.post(t, "lead", "approved, work it in clips, don't lift the whole %dmm at once" % sz, reply=pm)
            d.hard_ev(am, "trade_approval", ["approved", "%dmm" % sz], "reply")
        else:
            am = d.post(t, "lead", "yep do it. %s%s" % (b.street, ", stop noted" if add else ""), reply=pm)
            d.hard_ev(am, "trade_approval", ["yep do it", b.street], "reply")
        # OMS ack
        oid = d.oid()
        qty = "{:,}".format(sz * 1000000)
        venue = rng.choice(["TW", "MKTX", "TRUMID"])
        t2 = t + rng.randrange(30, 180) * S
        ack_line = "ACK|%s|NEW|%s|%s|%s|%s|LMT %s|%s|WORKING|%s" % (oid, side, b.short, b.cusip, qty, fmt_sp(s), venue, d.ts(t2, True))
        if rng.random() < 0.6:
            km = d.post(t2, "oms", ack_line)
            d.hard_ev(km, "trade_confirmation", [oid, side, "WORKING"], "structured")
            d.idiom(km, "OMS ACK line, order WORKING", "trade_confirmation")
        # fills
        t3 = t2 + rng.randrange(2, 25) * MIN
        if rng.random() < 0.35 and sz >= 5:
            q1 = sz // 2
            px = b.price(s)
            l1 = "EXEC|%s|PARTIAL|%s|%s|%s|%s|%.3f|%s|%s|leaves=%s|%s" % (
                oid, side, b.short, b.cusip, "{:,}".format(q1 * 1000000), px, fmt_sp(s), venue, "{:,}".format((sz - q1) * 1000000), d.ts(t3, True))
            f1 = d.post(t3, "oms", l1)
            d.hard_ev(f1, "trade_fill", [oid, "PARTIAL", "{:,}".format(q1 * 1000000), "%.3f" % px], "structured")
            t3 += rng.randrange(3, 30) * MIN
            s2 = s + (0.5 if side == "BUY" else -0.5) * rng.choice([0, 1])
            px2 = b.price(s2)
            l2 = "EXEC|%s|FILL|%s|%s|%s|%s|%.3f|%s|%s|leaves=0|%s" % (
                oid, side, b.short, b.cusip, "{:,}".format((sz - q1) * 1000000), px2, fmt_sp(s2), venue, d.ts(t3, True))
            f2 = d.post(t3, "oms", l2)
            d.hard_ev(f2, "trade_fill", [oid, side, "{:,}".format((sz - q1) * 1000000), "%.3f" % px2], "structured")
            last = f2
        else:
            px = b.price(s)
            l1 = "EXEC|%s|FILL|%s|%s|%s|%s|%.3f|%s|%s|leaves=0|%s" % (oid, side, b.short, b.cusip, qty, px, fmt_sp(s), venue, d.ts(t3, True))
            last = d.post(t3, "oms", l1)
            d.hard_ev(last, "trade_fill", [oid, side, qty, "%.3f" % px], "structured")
        if rng.random() < 0.6:
            ack(last, who=who)
        return pm, (b, side, sz, s, stop, tgt, last, add, abs(p0) + (sz if add else -sz))

    free = [x for x in held if x is not ab and x is not sb]
    chain_bonds = rng.sample(free, 3) + [ab if do_aging else rng.choice([x for x in held if x is not sb])]
    phrs = ["tagged", "shorthand", "untagged"]
    rng.shuffle(phrs)
    n_chain = 2
    live = []
    for k in range(n_chain):
        _pm, res = chain(chain_bonds[k], traders[k % 3], phrs[k % 3])
        if res:
            live.append(res)
    if rng.random() < 0.6:
        chain(chain_bonds[3], rng.choice(traders), rng.choice(["tagged", "untagged"]), approve=False, force_add=True)

    # stop set on one filled chain (untagged), other stays without
    live = [x for x in live if x[7]]
    if live and rng.random() < 0.5:
        b, side, sz, s, stop, tgt, last, _add, newpos = live[0]
        t = last.ms + rng.randrange(3, 20) * MIN
        sm = d.post(t, rng.choice(traders), "[STOP] %s %s %dmm: stop %s, tgt %s — in the risk sheet" % (
            b.street_uc, "long" if side == "BUY" else "short", newpos, sp_chat(stop), sp_chat(tgt)))
        d.hard_ev(sm, "stop_or_target_change", [b.street_uc, "stop %s" % sp_chat(stop), "tgt %s" % sp_chat(tgt)], "tagged")

    # ---------------- stop moved twice by editing (pinned)
    s0 = half(spread(sb))
    st1, st2, st3 = half(s0 + 13), half(s0 + 10), half(s0 + 8)
    tg = half(s0 - 14)
    who = rng.choice(traders)
    t = H(d.rand_hour(8.3, 10.5))
    base_txt = "%s long %dmm: stop %s, tgt %s" % (sb.street_uc, abs(world.pos[sb.tk]), sp_chat(st1), sp_chat(tg))
    stm = d.post(t, who, base_txt)
    d.pin(stm, t + rng.randrange(1, 8) * MIN, "lead")
    d.react(stm, t + rng.randrange(1, 8) * MIN + 3 * S, "📌", "lead")
    d.edit(stm, t + rng.randrange(40, 90) * MIN, "%s long %dmm: stop %s, tgt %s (tightened after the tape)" % (
        sb.street_uc, abs(world.pos[sb.tk]), sp_chat(st2), sp_chat(tg)))
    d.edit(stm, H(d.rand_hour(14, 16.5)), "%s long %dmm: stop %s, tgt %s (tightened again into the close)" % (
        sb.street_uc, abs(world.pos[sb.tk]), sp_chat(st3), sp_chat(tg)))
    d.hard_ev(stm, "stop_or_target_change", [sb.street_uc, "stop %s" % sp_chat(st3), "tgt %s" % sp_chat(tg)], "untagged", "edited")
    d.superseded.append((stm, "stop %s" % sp_chat(st1)))
    d.superseded.append((stm, "stop %s" % sp_chat(st2)))
    d.idiom(stm, "stop level moved twice by editing the pinned message", "stop_or_target_change")

    # ---------------- CDX hedge
    t = H(d.rand_hour(9, 15.5))
    cdx_n = rng.choice([25, 50, 75, 100])
    cdx_lvl = "%.2f" % (52 + rng.uniform(-1.5, 2))
    cside = rng.choice(["b", "s"])
    cm = d.post(t, rng.choice(traders), "%s %dmm ig47 5y prot %s vs today's %s" % (
        cside, cdx_n, cdx_lvl, rng.choice(["fin buys", "long-end adds", "PT inventory", "AMGN size"])))
    d.hard_ev(cm, "trade_proposal", ["%s %dmm" % (cside, cdx_n), "ig47 5y", cdx_lvl], "shorthand")
    cap_txt = rng.choice([("👍 go", ["👍", "go"]), ("go, do it", ["go", "do it"]), ("👍 send it", ["👍", "send it"])])
    if rng.random() < 0.5:
        ca = d.post(cm.ms + rng.randrange(30, 240) * S, "lead", cap_txt[0], reply=cm)
        d.hard_ev(ca, "trade_approval", cap_txt[1], "reply")
    else:
        ca = d.post(cm.ms + rng.randrange(20, 120) * S, rng.choice(["jl", "mk"]), "👀", reply=cm)
        d.noise.append(ca)
    coid = d.oid()
    card = {"title": "Execution report", "author": "OMS",
            "description": "%s PROTECTION CDX.NA.IG.47 5Y" % ("BUY" if cside == "b" else "SELL"),
            "fields": [{"name": "Notional", "value": "$%s" % "{:,}".format(cdx_n * 1000000), "inline": True},
                       {"name": "Level", "value": cdx_lvl, "inline": True},
                       {"name": "Venue", "value": "Tradeweb SEF", "inline": True},
                       {"name": "Status", "value": "FILLED", "inline": True}],
            "footer": "order %s · cleared ICE Clear Credit · STP ok" % coid}
    ce = d.post(ca.ms + rng.randrange(60, 400) * S, "oms", "", embeds=[card])
    d.hard_ev(ce, "trade_fill", ["CDX.NA.IG.47", "BUY" if cside == "b" else "SELL", "$%s" % "{:,}".format(cdx_n * 1000000), cdx_lvl], "embed")
    d.idiom(ce, "embed-only CDX execution report", "trade_fill")

    # ---------------- Treasury futures hedge
    t = H(d.rand_hour(9, 16))
    do_ty = rng.random() < 0.6
    n_ty = rng.choice([40, 65, 85, 120, 150])
    fut = rng.choice(["TYZ6", "TYZ6", "USZ6", "FVZ6"])
    lvl = "%d-%02d%s" % ({"TYZ6": 110, "USZ6": 116, "FVZ6": 108}[fut], rng.randrange(0, 32), rng.choice(["", "+"]))
    fside = rng.choice(["selling", "buying back"])
    hb = rng.choice(held)
    um = None
    if do_ty:
        um = d.post(t, rng.choice(traders), "%s %d %s around %s to square up the dv01 from the %s flow, within my hedge line" % (
            fside, n_ty, fut, lvl, hb.street))
        d.hard_ev(um, "trade_proposal", [fside, str(n_ty), fut, lvl], "untagged")
        uoid = d.oid()
        uf = d.post(um.ms + rng.randrange(20, 180) * S, "oms", "EXEC|%s|FILL|%s|%s|CME|%d|%s|FUT|acct=IGFLOW-HEDGE|%s" % (
            uoid, "SELL" if fside == "selling" else "BUY", fut, n_ty, lvl, d.ts(um.ms + 60 * S, True)))
        d.hard_ev(uf, "trade_fill", [uoid, "SELL" if fside == "selling" else "BUY", fut, lvl], "structured")

    # cancelled / rejected working order
    t = H(d.rand_hour(10, 16))
    do_cxl = rng.random() < 0.55
    b = rng.choice(held)
    xo = d.oid()
    xs = "BUY" if world.pos[b.tk] < 0 else "SELL"
    if do_cxl:
        xk = d.post(t, "oms", "ACK|%s|NEW|%s|%s|%s|%s|LMT %s|TW|WORKING|%s" % (
            xo, xs, b.short, b.cusip, "{:,}".format(rng.choice([2, 3, 5]) * 1000000), fmt_sp(half(spread(b))), d.ts(t, True)))
        d.hard_ev(xk, "trade_confirmation", [xo, xs, "WORKING"], "structured")
        if rng.random() < 0.5:
            xc = d.post(t + rng.randrange(10, 50) * MIN, "oms", "CXL|%s|CANCELLED|%s|%s|leaves=0|by=%s|%s" % (
                xo, xs, b.short, PEOPLE[rng.choice(traders)][0], d.ts(t + 20 * MIN, True)))
            d.hard_ev(xc, "trade_confirmation", [xo, "CANCELLED"], "structured")
        else:
            xc = d.post(t + rng.randrange(1, 5) * S, "oms", "REJ|%s|REJECTED|%s|%s|reason=venue: limit px outside price band (CBBT±15bp)|%s" % (
                xo, xs, b.short, d.ts(t + 3 * S, True)))
            d.hard_ev(xc, "trade_confirmation", [xo, "REJECTED"], "structured")

    # ---------------- risk
    rb = rng.choice(held)
    util = rng.randrange(101, 118)
    lim = rng.choice([40, 45, 50, 60])
    t = H(d.rand_hour(9, 16))
    rm = d.post(t, "risk", "RISK LIMIT BREACH book=%s issuer=%s metric=cs01 value=$%.1fk limit=$%d.0k util=%d%% action=AQ_offer_only esc=ESC-%04d" % (
        rb.book, rb.tk, lim * util / 100.0, lim, util, rng.randrange(1000, 9999)))
    d.hard_ev(rm, "risk_limit", ["issuer=%s" % rb.tk, "cs01", "util=%d%%" % util], "structured")
    esc = rm.content.split("esc=")[1]
    rr = d.post(rm.ms + rng.randrange(5, 40) * S, "risk", "escalation %s (%s cs01 %d%%) → routed to %s, ack required within 15m" % (
        esc, rb.tk, util, PEOPLE["lead"][0]), reply=rm)
    d.hard_ev(rr, "route_decision", [esc, PEOPLE["lead"][0]], "structured")
    if rng.random() < 0.35:
        rl = d.post(rr.ms + rng.randrange(2, 12) * MIN, "lead", "ack. leave AQ offer-only on %s til we're under, no manual bids either" % rb.tk, reply=rr)
        d.hard_ev(rl, "risk_limit", ["offer-only", rb.tk, "no manual bids"], "reply")
    else:
        ack(rr, who="lead")

    t = H(d.rand_hour(9, 15))
    old_l = rng.choice([350, 375, 400])
    new_l = old_l + rng.choice([25, 50, 75])
    bk = rng.choice(["IG-FIN", "IG-TMT", "IG-HC", "IG-IND"])
    ym = d.post(t, "risk", "risk_update:\n  book: %s\n  metric: dv01\n  limit_old: %dk\n  limit_new: %dk\n  effective: %s %s ET\n  approved_by: %s\n  reason: \"%s\"" % (
        bk, old_l, new_l, datestr, d.ts(t + 30 * MIN)[:5], PEOPLE["lead"][0], rng.choice(["PT capacity", "new-issue week", "CRO temp increase thru month-end"])))
    d.hard_ev(ym, "risk_limit", [bk, "limit_new: %dk" % new_l], "structured")
    d.idiom(ym, "YAML-ish risk limit change", "risk_limit")

    t = H(d.rand_hour(8, 12))
    agm = None if not do_aging else d.post(t, "risk", "aging: %s | %s | %dmm | %dd > 45d limit | status=BREACH | action=mark to offer, no new buys" % (
        ab.short, ab.cusip, abs(world.pos[ab.tk]), aged))
    if agm is not None:
        d.hard_ev(agm, "risk_limit", [ab.short, "%dd" % aged, "BREACH"], "structured")
        thr = d.post(agm.ms + rng.randrange(5, 60) * S, "aq", "aq.throttle issuer=%s side=bid max_sz=0 reason=aging_limit until=EOD by=risk" % ab.tk)
        d.hard_ev(thr, "risk_limit", ["issuer=%s" % ab.tk, "max_sz=0"], "structured")
        d.idiom(thr, "AQ throttle key=value from risk", "risk_limit")

    if rng.random() < 0.3:
        bb = rng.choice(held)
        capn = rng.choice([10, 15, 20])
        cap = d.post(H(d.rand_hour(8, 14)), "lead", "cap %s at %dmm net till after their print, nobody adds over that incl. PT lines" % (bb.tk, capn))
        d.hard_ev(cap, "risk_limit", [bb.tk, "%dmm" % capn], "untagged")
        d.idiom(cap, "lead's chat cap on an issuer", "risk_limit")

    # ---------------- routing
    nb = nh_bonds[0]
    nr = d.post(H(d.rand_hour(9, 16)), "lead", "the %s headline is nothing for us, zero inventory — ignore, not routing it" % nb.co)
    d.hard_ev(nr, "no_route_decision", [nb.co, "not routing"], "untagged")
    d.idiom(nr, "no-route 'nothing for us, ignore'", "no_route_decision")
    wm_, wb = watch_news
    rt = None if rng.random() < 0.55 else d.post(wm_.ms + rng.randrange(3, 25) * MIN, "lead", "@%s take the %s headline and tell me where their curve should go, you own it" % (
        PEOPLE["pr"][0], wb.co), reply=wm_)
    if rt is not None:
        d.hard_ev(rt, "route_decision", [PEOPLE["pr"][0], wb.co], "untagged")

    # ---------------- thesis update (chat)
    tb = rng.choice(held)
    th = d.post(H(d.rand_hour(10, 16)), rng.choice(traders), "flipping to neutral on %s from overweight — the curve story is done. moving the axe to offers" % tb.street_uc)
    d.hard_ev(th, "thesis_update", [tb.street_uc, "neutral", "from overweight"], "untagged")

    # ---------------- deleted proposal + forgotten fill message + forgotten chat
    db = rng.choice(held)
    t = H(d.rand_hour(10, 15))
    dsz = rng.choice([5, 10])
    dl = d.post(t, "tomo", "[PROPOSE] SELL %dmm %s @ %s, clearing the aged piece" % (dsz, db.short, fmt_sp(half(spread(db)), 1)))
    d.hard_ev(dl, "trade_proposal", [db.short, "SELL", "%dmm" % dsz], "tagged", "deleted")
    d.removed.append("[PROPOSE] SELL %dmm %s" % (dsz, db.short))
    d.delete(dl, t + rng.randrange(30, 90) * S)
    wc = d.post(t + rng.randrange(95, 140) * S, "tomo", "wrong channel sorry, that was for the ops room")
    d.noise.append(wc)

    fb = rng.choice(held)
    fsz = rng.choice([2, 3, 5])
    fn = "BlueHarbor" if rng.random() < 0.5 else "Crestline"
    acct = "%02d-%04d" % (rng.randrange(10, 99), rng.randrange(1000, 9999))
    t = H(d.rand_hour(10, 16))
    fm = d.post(t, "sales", "%s (acct %s, ask for Jen 917-555-0%03d) just hit us on %dmm %s at %s, done" % (
        fn, acct, rng.randrange(100, 999), fsz, fb.street, sp_chat(spread(fb))))
    d.hard_ev(fm, "trade_fill", ["hit us", fb.street, "%dmm" % fsz, sp_chat(spread(fb))], "untagged", "forgotten")
    d.removed.append("%s (acct %s" % (fn, acct))
    d.forget(fm, t + rng.randrange(4, 15) * MIN, "lead")
    fz = d.post(t + rng.randrange(16, 20) * MIN, "lead", "no client names or numbers in here pls, use the CRM")
    d.noise.append(fz)

    # ---------------- PT thread
    t = H(d.rand_hour(10, 13.5))
    pt = "PT-%04d" % rng.randrange(1000, 9999)
    nlines = rng.randrange(28, 60)
    notl = rng.uniform(90, 260)
    notl_s = "$%.1fmm" % notl
    starter = d.post(t, "tw", "[TW] PORTFOLIO TRADE %s • client SELLS (desk bid) • %d lines • %s • due %s ET • %s" % (
        pt, nlines, notl_s, d.ts(t + 150 * MIN)[:5], "ACCT-%04d" % rng.randrange(100, 9999)),
        attachments=[{"id": _old_snowflake("att-%s-%d" % (pt, ch), 1760000000000, 5_000_000_000), "filename": "%s_lines.csv" % pt,
                      "size": rng.randrange(4000, 12000), "url": "https://cdn.discordapp.com/attachments/%s/%s_lines.csv" % (cid, pt)}])
    th0 = starter
    p1 = d.post(t + rng.randrange(2, 6) * MIN, "jl", "routing the line-level check on %s to RV-Analyst, need flags on aged/illiquid lines by %s" % (
        pt, d.ts(t + 80 * MIN)[:5]), thread=th0)
    d.hard_ev(p1, "route_decision", [pt, "RV-Analyst"], "untagged")
    flagged = rng.sample(held + watch + other, 3)
    rvtxt = ["%s line check (%d lines, %s)" % (pt, nlines, notl_s), ""]
    for b in flagged:
        rvtxt.append("- %s %s: liq score %d/10, %s, est. cost to move %.1fbp" % (
            b.short, b.cusip, rng.randrange(2, 6), rng.choice(["last print 9 sessions ago", "no D2D in 2w", "crosses our issuer line"]), rng.uniform(2, 8)))
    rvtxt.append("")
    rvtxt.append("Remaining %d lines price within ±1.5bp of CBBT; list DV01 $%dk, CS01 $%dk. Median liquidity 7/10. Net list skew: %d%% 10y+, %d%% financials." % (
        nlines - 3, rng.randrange(60, 160), rng.randrange(50, 140), rng.randrange(30, 70), rng.randrange(10, 50)))
    p2 = d.post(p1.ms + rng.randrange(20, 60) * MIN, "rv", "\n".join(rvtxt), thread=th0, reply=p1)
    net = rng.choice([2.5, 3.0, 3.5, 4.0, 4.5])
    drop = flagged[0]
    p3 = d.post(p2.ms + rng.randrange(4, 15) * MIN, "jl", "[PROPOSE] %s: bid the list at net CBBT +%.1fbp (%s, %d lines), drop the %s line. hedge with ig47 + TY on the print" % (
        pt, net, notl_s, nlines, drop.street), thread=th0)
    d.hard_ev(p3, "trade_proposal", [pt, "bid", notl_s, "CBBT +%.1fbp" % net], "tagged")
    d.idiom(p3, "portfolio-trade bid proposal in thread", "trade_proposal")
    p4 = d.post(p3.ms + rng.randrange(2, 10) * MIN, "lead", rng.choice(["ok go", "go, +%.1f is fine" % net]), thread=th0, reply=p3)
    d.hard_ev(p4, "trade_approval", ["go", "ok go"] if p4.content == "ok go" else ["go", "+%.1f" % net], "reply")
    t5 = p4.ms + rng.randrange(20, 60) * MIN
    if rng.random() < 0.65:
        p5 = d.post(t5, "tw", "[TW] %s → WON ✅ desk BOUGHT %s (%d lines) @ CBBT +%.1f net · %d dealers in comp · alloc to follow" % (
            pt, notl_s, nlines - 1, net, rng.randrange(4, 8)), thread=th0)
        d.hard_ev(p5, "trade_fill", [pt, "BOUGHT", notl_s, "CBBT +%.1f" % net], "structured")
        ack(p5, who="lead")
    else:
        p5 = d.post(t5, "tw", "[TW] %s → TRADED AWAY · our CBBT +%.1f net · cover +%.1f · %d dealers in comp" % (
            pt, net, net - 0.5, rng.randrange(4, 8)), thread=th0)
        d.near.append(p5)
    p6 = d.post(p5.ms + rng.randrange(1, 10) * MIN, "jl", "ty all", thread=th0)
    d.noise.append(p6)

    # ---------------- RV analyst notes (long, one buried decision in some)
    def filler(bs):
        b1, b2, b3 = bs[0], bs[1], bs[2]
        pool = [
            "%s screens %.1fbp wide to the fitted issuer curve, the widest residual in the sector on a 20d basis." % (b1.short, rng.uniform(2, 7)),
            "TRACE shows %d prints in %s since the open, %d%% of volume client-buy, average size %.1fmm." % (rng.randrange(6, 40), b1.street, rng.randrange(30, 80), rng.uniform(0.5, 4)),
            "The %s curve 10s30s is %dbp, %dbp steeper than the sector median; historically that gap mean-reverts over 15-25 sessions, though the hit rate is only ~%d%%." % (b2.tk, rng.randrange(15, 45), rng.randrange(2, 12), rng.randrange(52, 64)),
            "Dealer axes on the composite skew to offers in %s, consistent with inventory the street has carried since the last new issue." % b2.tk,
            "New-issue concession in the sector has averaged %.1fbp over the last %d deals, with books covered %.1fx on average." % (rng.uniform(1, 6), rng.randrange(6, 20), rng.uniform(2.5, 4.5)),
            "30y swap spreads moved %.1fbp, which explains roughly %d%% of the long-end spread move versus Treasuries today." % (rng.uniform(-2, 2), rng.randrange(15, 45)),
            "Index basis: CDX IG 47 at %.2f vs intrinsic %.2f; the skew sits inside its 3m range and has not been a driver of single-name flow this week." % (52 + rng.uniform(-1, 1), 52.6 + rng.uniform(-1, 1)),
            "Rating drift risk is concentrated in %s: leverage is %.1fx against a %.1fx target and one agency has the name on negative outlook." % (b2.co, rng.uniform(2.5, 4), rng.uniform(2, 3)),
            "Liquidity score (MKTX composite) for %s is %d/10; bid-ask %.1fbp in 1mm, %.1fbp in 5mm+, and the Open Trading share of volume is %d%%." % (b1.short, rng.randrange(4, 9), rng.uniform(1, 3), rng.uniform(3, 7), rng.randrange(15, 45)),
            "Versus the A-rated comps, %s trades %dbp behind on a duration-matched basis; in March the same gap was %dbp." % (b2.street, rng.randrange(8, 30), rng.randrange(5, 25)),
            "Real-money demand in 20y+ has been lumpy: %d of the last 10 sessions saw net client selling in the bucket, mostly from total-return accounts." % rng.randrange(3, 8),
            "A hypothetical switch from %s into %s would pick up %.1fbp for %.1f years of extension; it has not been sized and is not a recommendation." % (b1.street, b3.street, rng.uniform(3, 12), rng.uniform(1, 9)),
            "Month-end index extension is estimated at %.2f years, which usually supports the long end into the last three sessions of the month." % rng.uniform(0.05, 0.14),
            "Client RFQ mix today: %d%% buy-side inquiries in 10y+, hit ratio on our responses %.1f%% versus %.1f%% 20d average." % (rng.randrange(40, 65), rng.uniform(2, 8), rng.uniform(3, 7)),
            "Foreign demand via the Asia open stayed %s, with the usual insurance bid in 30y paper from lifecos around %s." % (rng.choice(["firm", "light", "patchy"]), rng.choice(["+120", "+130", "+140"])),
            "All-in yields on the long bucket are %.2f%%, still above the 5y average of %.2f%%, which keeps yield-based buyers engaged even as spreads sit near the tights." % (rng.uniform(5.4, 6.4), rng.uniform(4.6, 5.2)),
            "The %s-%s spread differential of %dbp is %.1f standard deviations from its 1y mean; the relationship broke down twice this year around earnings." % (b1.tk, b3.tk, rng.randrange(10, 60), rng.uniform(-2, 2)),
            "Retail odd-lot flow via the ATS channel was %d%% of ticket count but only %d%% of notional, so it is not moving the levels that matter for block size." % (rng.randrange(40, 70), rng.randrange(2, 8)),
            "Street inventory, per the latest primary-dealer positions release, rose $%.1fbn in corporates over the week, the largest build since %s." % (rng.uniform(0.5, 3.5), rng.choice(["June", "August", "the spring"])),
            "ETF creations in LQD/VCLT ran $%dmm over the last five sessions, and the create baskets were overweight %s paper." % (rng.randrange(200, 1800), rng.choice(["bank", "healthcare", "TMT", "utility"])),
            "Our AQ adverse-selection metric for %s over 5 minutes averaged %.2fbp this week, versus %.2fbp for the sector." % (b1.tk, rng.uniform(0.2, 1.6), rng.uniform(0.3, 1.1)),
            "Funding: repo on IG collateral is running SOFR+%d, so carry on a long in %s is about %.1fbp per month after funding." % (rng.randrange(8, 25), b3.street, rng.uniform(0.5, 2.5)),
            "Earnings sensitivity: the last %d reports from %s moved the long end %.1fbp on average, with a one-sided skew to widening." % (rng.randrange(4, 9), b2.co, rng.uniform(2, 9)),
            "Options-implied vol on CDX IG payers is %d%%, at the %dth percentile of its 1y range, so the market is not paying for a spread shock." % (rng.randrange(30, 55), rng.randrange(10, 60)),
            "Cash-CDS basis on %s is %+dbp in the 10y point, inside its 6m range; basis packages have not traded in size since the last roll." % (b1.tk, rng.randrange(-25, 15)),
            "The Treasury curve bear-steepened %.1fbp in 5s30s, so duration-matched spread moves overstate the credit-specific component in the long end." % rng.uniform(0.5, 4),
        ]
        rng.shuffle(pool)
        return pool

    def rv_note(t, kind, title):
        bs = rng.sample(held, 3) if rng.random() < 0.7 else [rng.choice(held), rng.choice(watch), rng.choice(other)]
        fl = filler(bs)
        table = ["```", "%-20s %8s %8s %7s %5s %6s %5s" % ("bond", "cbbt", "fit", "resid", "z", "20d", "liq")]
        for b in sorted(rng.sample(held + watch, 9), key=lambda x: x.tk):
            s = spread(b)
            f = s - rng.uniform(-4, 6)
            table.append("%-20s %8s %8s %+7.1f %+5.1f %+6d %4d" % (b.short, fmt_sp(s), fmt_sp(f), s - f, rng.uniform(-2, 2), rng.randrange(-9, 10), rng.randrange(3, 10)))
        table.append("```")
        tape = ["```", "time   bond                 size  side    px       sprd   type"]
        for _ in range(7):
            b = rng.choice(held + watch + other)
            sx = spread(b) + rng.uniform(-2, 2)
            tape.append("%s  %-20s %-5s %-4s %8.3f %7s  %s" % (d.ts(t - rng.randrange(10, 240) * MIN)[:5], b.short, rng.choice(["5MM+", "1MM+", "2MM", "3MM", "500K"]), rng.choice(["S", "B", "D"]), b.price(sx), fmt_sp(sx), rng.choice(["D2C", "D2D", "ATS"])))
        tape.append("```")
        scen = ["```", "scenario              10y UST   IG idx   %-8s %-8s" % (bs[0].tk, bs[1].tk)]
        for nm_, u, ix in (("base", 0, 0), ("risk-off", -15, 8), ("supply wave", 5, 4), ("rally/tight", -10, -3), ("downgrade shock", -5, 6)):
            scen.append("%-20s %+6dbp %+6.1f   %+6.1f   %+6.1f" % (nm_, u, ix + rng.uniform(-1, 1), ix * rng.uniform(1.1, 2.5), ix * rng.uniform(0.8, 2.0)))
        scen.append("```")
        dec, facts, etype = None, None, None
        b = bs[0]
        if kind == "thesis":
            frm, to = rng.choice([("overweight", "neutral"), ("neutral", "underweight"), ("underweight", "neutral")])
            dec = "We are changing our view on %s from %s to %s: the residual has no catalyst left and the %s overhang is now the driver." % (
                b.short, frm, to, rng.choice(["supply", "rating", "M&A funding"]))
            facts, etype = [b.short, "from %s to %s" % (frm, to)], "thesis_update"
        elif kind == "proposal":
            sz = rng.choice([3, 5, 7])
            lv = sp_chat(spread(b) + 1)
            st = sp_chat(spread(b) + 11)
            dec = "Proposal for the desk: buy %dmm %s at %s or better with a stop at %s, sized inside the current CS01 headroom." % (sz, b.short, lv, st)
            facts, etype = [b.short, "buy %dmm" % sz, lv, "stop at %s" % st], "trade_proposal"
        elif kind == "route":
            tr = PEOPLE[rng.choice(["mk", "pr", "tomo"])][0]
            dec = "Routing the %s / %s switch to %s for execution review before the 3pm cut." % (bs[0].street, bs[1].street, tr)
            facts, etype = ["Routing", tr, bs[0].street], "route_decision"
        elif kind == "noroute":
            nb2 = nh_bonds[1]
            dec = "The %s headline this morning needs no action from this desk — no inventory, no axe — and is not routed." % nb2.co
            facts, etype = [nb2.co, "not routed"], "no_route_decision"
        sec = [
            "**RV NOTE · %s · %s %s ET** (rv-agent v2.4 · inputs: CBBT %s snap, TRACE T-1/T0, desk inventory, AQ logs)" % (
                title, datestr, d.ts(t)[:5], d.ts(t - 20 * MIN)[:5]),
            "",
            "**Summary**",
            " ".join(fl[0:4]),
            "",
            "**Fitted-curve residuals**",
            "\n".join(table),
            "",
            "**Flow read**",
            " ".join(fl[4:8]),
            "",
            "**Tape (selected prints, all dealers)**",
            "\n".join(tape),
            "",
        ]
        pos_para = fl[8:12]
        if dec:
            pos_para = fl[8:10] + [dec] + fl[10:12]
        sec += ["**Positioning**", " ".join(pos_para), "", "**Scenarios (bp, 1w horizon)**", "\n".join(scen), "", "**Risks**"]
        for x in fl[12:16]:
            sec.append("- " + x)
        inv_ctx = ["```", "desk line            net_mm  age_d  cbbt     carry_bp/m  aq_skew"]
        for hb_ in held:
            inv_ctx.append("%-20s %+6d  %5d  %-8s %6.1f      %+.1f" % (hb_.short, world.pos[hb_.tk], world.ages[hb_.tk], fmt_sp(spread(hb_)), rng.uniform(0.3, 2.5), rng.choice([-1.5, -1, -0.5, 0, 0.5, 1])))
        inv_ctx.append("```")
        sec += ["", "**Inventory context (from RiskBot snapshot)**", "\n".join(inv_ctx)]
        sec += ["", "**Comps and context**", " ".join(fl[16:20]), "", "**Watch items**"]
        for x in fl[20:23]:
            sec.append("- " + x)
        sec += ["",
                "_Caveats: residuals are model output, not signals on their own; liquidity scores are MKTX composite as of T-1; scenario moves are historical betas, not forecasts. Prior notes in the RV log._"]
        m = d.post(t, "rv", "\n".join(sec))
        if dec:
            d.hard_ev(m, etype, facts, "buried")
            d.idiom(m, "decision buried mid-paragraph in long LLM RV note", etype)
        else:
            d.near.append(m)
            d.idiom(m, "long LLM RV note with trading words and no decision", "not_hard")
        return m

    pre = rv_note(H(6.6) + rng.randrange(0, 600) * S, None, "pre-open")
    dec_kinds = ["thesis", "proposal", "route", "noroute"]
    rng.shuffle(dec_kinds)
    n_dec = rng.randrange(1, 3)
    titles = ["Credit curve wrap", "Fins 10y sector", "TMT long end", "Healthcare 30y", "Industrials / staples", "Cross-sector long end", "Afternoon flow recap", "Curve & basis check", "Primary calendar read"]
    rng.shuffle(titles)
    for k in range(n_dec):
        t = H(d.rand_hour(9, 16))
        nm = rv_note(t, dec_kinds[k], titles[k])
        if dec_kinds[k] == "proposal" and rng.random() < 0.5:
            rep = d.post(nm.ms + rng.randrange(3, 20) * MIN, "lead", "not today on that RV buy, we have enough of the name already", reply=nm)
            d.hard_ev(rep, "trade_approval", ["not today", "RV buy"], "reply")
    for k in range(8 - n_dec):
        t = H(d.rand_hour(9, 17.5))
        rv_note(t, None, titles[n_dec + k])

    # risk midday / EOD reports (not hard: status only)
    for hh, tag in ((12.05, "midday"), (17.7, "eod")):
        rows = ["risk_report:", "  kind: %s" % tag, "  asof: %s %s ET" % (datestr, d.ts(H(hh))[:5]), "  book: IG-FLOW",
                "  totals: {dv01: \"$%dk\", dv01_limit: \"$425k\", cs01: \"$%dk\", cs01_limit: \"$260k\", gross_mm: %d}" % (
                    rng.randrange(160, 330), rng.randrange(110, 215), rng.randrange(380, 700)),
                "  issuers:"]
        for b in held:
            rows.append("    - {issuer: %s, net_mm: %+d, cs01: \"$%.1fk\", util: %d%%, age_d: %d}" % (
                b.tk, world.pos[b.tk], abs(world.pos[b.tk]) * b.years * 0.08, rng.randrange(20, 85), world.ages[b.tk]))
        rows.append("  buckets:")
        for bk_, rng_ in (("0-5y", (10, 60)), ("5-10y", (40, 120)), ("10-20y", (20, 90)), ("20y+", (50, 160))):
            rows.append("    - {bucket: \"%s\", dv01: \"$%dk\", cs01: \"$%dk\"}" % (bk_, rng.randrange(*rng_), rng.randrange(*rng_)))
        rows.append("  hedges: {cdx_ig47_5y_prot_mm: %d, tyz6: -%d, hedge_ratio: %.2f}" % (world.cdx_prot, world.ty_short, rng.uniform(0.55, 0.9)))
        rows.append("  breaches_open: see escalations; heartbeat status unchanged")
        rm_ = d.post(H(hh), "risk", "\n".join(rows))

    # RFQ digest from the bridges (cron-like, noise)
    dg = ["rfq.digest %s (MKTX+TW, this channel's books)" % datestr, "```"]
    for v in ("MKTX", "TW"):
        dg.append("%-5s seen=%5d responded=%5d won=%4d covered=%4d traded_away=%5d dnq=%4d hit=%.1f%% p50_resp_ms=%d" % (
            v, rng.randrange(500, 1400), rng.randrange(300, 900), rng.randrange(15, 70), rng.randrange(20, 90),
            rng.randrange(200, 700), rng.randrange(50, 300), rng.uniform(2, 8), rng.randrange(80, 900)))
    for bk_ in ("IG-FIN", "IG-TMT", "IG-HC", "IG-IND"):
        dg.append("%-6s won_mm=%6.1f avg_size_mm=%.1f best_quintile=%d%%" % (bk_, rng.uniform(5, 90), rng.uniform(0.8, 4), rng.randrange(10, 40)))
    dg.append("```")
    dgm = d.post(H(17.8) + rng.randrange(0, 300) * S, "cron", "\n".join(dg))
    d.noise.append(dgm)

    # traders ask the RV agent questions; agent answers without a decision
    for _ in range(rng.randrange(3, 5)):
        b1, b2 = rng.sample(held + watch, 2)
        t = H(d.rand_hour(9, 16))
        qm = d.post(t, rng.choice(traders), "@RV-Analyst how does %s look vs %s on a dur-matched basis, and what's the tape been?" % (b1.street, b2.street))
        fl = filler([b1, b2, rng.choice(held)])
        ans = "%s vs %s, dur-matched:\n- spread diff %+.1fbp (1y mean %+.1f, z %+.1f)\n- %s\n- %s\n- %s\n\n%s %s\n\nNo change to the standing view; this is context, not a recommendation." % (
            b1.short, b2.short, spread(b1) - spread(b2), rng.uniform(-20, 20), rng.uniform(-2, 2), fl[0], fl[1], fl[2], fl[3], fl[4])
        am_ = d.post(qm.ms + rng.randrange(40, 200) * S, "rv", ans, reply=qm)
        d.near.append(am_)
        if rng.random() < 0.4:
            ack(am_, who=qm.who)
    plan = ("desk plan %s:\n1) PT capacity is there today, %s owns pricing, I sign off anything over $100mm\n"
            "2) primary: %d deals expected, don't chase concessions in the secondaries just because the screens say so\n"
            "3) AQ stays on auto for sub-2mm, anything bigger comes to a human\n"
            "4) hedges: keep the ig47 overlay roughly where it is, TY hedge ratio %.2f\n"
            "5) nobody touches aged lines without telling me first\n"
            "questions in thread, not DMs pls" % (datestr, PEOPLE["jl"][0], rng.randrange(6, 16), rng.uniform(0.6, 0.9)))
    pl = d.post(H(7.7), "lead", plan)
    ack(pl)

    # an ops question answered with nothing decided
    m = d.post(H(d.rand_hour(9, 16)), "ops", "is the TW alloc file for yesterday's PT in the drop yet? custody is asking")
    m2 = d.post(m.ms + rng.randrange(2, 15) * MIN, "jl", "should be, re-sent at 8:10", reply=m)
    ack(m2, who="ops")

    # reactions on random fills by lead
    fills = [x for x in d.hard if x[1] == "trade_fill" and x[4] == "live"]
    for x in fills[:3]:
        d.react(x[0], x[0].ms + rng.randrange(30, 600) * S, rng.choice(["👍", "✅", "💰"]), "lead")

    # a second forget: chat with a phone number (not hard)
    t = H(d.rand_hour(11, 16))
    pn = rng.randrange(1000, 9999)
    fc = d.post(t, "sales", "if anyone needs the Millbrook PM directly it's 646-555-%04d, he prefers calls to chat" % pn)
    d.removed.append("646-555-%04d" % pn)
    d.forget(fc, t + rng.randrange(3, 20) * MIN, "lead")

    return d


# --------------------------------------------------------------------------- assembly

def _iso(ms):
    return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    parts.append(e.get("footer", ""))
    return " ".join(p for p in parts if p)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    idiom_seen = {}
    all_days = []
    for di in range(days):
        start_ms = end_ms - (days - di) * 86400000
        # date of the ET day that this window covers
        mid = datetime.fromtimestamp((start_ms + 43200000) / 1000.0, tz=timezone.utc)
        day_date = (mid + timedelta(hours=et_offset_hours(mid))).date()
        for ch in range(channels):
            all_days.append(gen_channel_day(seed, ch, day_date, start_ms, idiom_seen))

    # assign ids per channel (messages of threads share the channel's worker)
    by_ch = {}
    for d in all_days:
        by_ch.setdefault(d.ch, []).append(d)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in sorted(by_ch):
        ds = by_ch[ch]
        msgs = []
        for d in ds:
            msgs.extend(d.msgs)
        for i, m in enumerate(msgs):
            m.seq = i
        msgs.sort(key=lambda m: (m.ms, m.seq))
        last = -1
        worker = ds[0].worker
        for k, m in enumerate(msgs):
            if m.ms <= last:
                m.ms = last + 1
            last = m.ms
            m.id = str(((m.ms - DISCORD_EPOCH) << 22) | (worker << 17) | (k & 0x1FFFF))
        cid = ds[0].cid
        for m in msgs:
            m.channel_id = m.thread.id if m.thread is not None else cid
    order = 0
    for d in all_days:
        for m in d.msgs:
            msg = {"id": m.id, "author_id": AUTHOR_IDS[m.who], "author_name": PEOPLE[m.who][0],
                   "author_bot": PEOPLE[m.who][1], "created_at": _iso(m.ms), "content": m.content,
                   "attachments": m.attachments, "embeds": m.embeds,
                   "reference_id": m.reply.id if m.reply is not None else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel_id}
            if m.thread is not None:
                ev["parent_channel_id"] = d.cid
            ev["message"] = msg
            events.append((m.ms, 0, m.id, ev))
        for (ms, kind, p) in d.ops:
            order += 1
            if kind == "bulk_delete":
                ids = [x.id for x in p["msgs"]]
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": p["msgs"][0].channel_id,
                      "message_ids": ids, "deleted_at": _iso(ms)}
            else:
                m = p["msg"]
                ms = max(ms, m.ms + 1000)
                ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": m.channel_id}
                if m.thread is not None:
                    ev["parent_channel_id"] = d.cid
                ev["message_id"] = m.id
                if kind == "edit":
                    ev["edited_at"] = _iso(ms)
                    ev["content"] = p["content"]
                elif kind == "delete":
                    ev["deleted_at"] = _iso(ms)
                elif kind == "forget":
                    ev["requested_by"] = AUTHOR_IDS[p["by"]]
                    ev["at"] = _iso(ms)
                elif kind in ("pin", "unpin"):
                    ev["by"] = AUTHOR_IDS[p["by"]]
                    ev["at"] = _iso(ms)
                else:
                    ev["emoji"] = p["emoji"]
                    ev["user_id"] = AUTHOR_IDS[p["by"]]
                    ev["at"] = _iso(ms)
            events.append((ms, 1, "%012d" % order, ev))
        for (m, et, facts, phr, fs) in d.hard:
            labels["hard_events"].append({"channel_id": m.channel_id, "message_id": m.id, "event_type": et,
                                          "facts": facts, "phrasing": phr, "final_state": fs})
        for (m, txt) in d.superseded:
            labels["superseded_facts"].append([m.channel_id, m.id, txt])
        labels["removed_texts"].extend(d.removed)
        labels["noise_message_ids"].extend(m.id for m in d.noise if m.final is not None)
        labels["near_miss_ids"].extend(m.id for m in d.near)
        for (m, name, exp) in d.idioms:
            labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})
    events.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check

def self_check(events, labels, out=sys.stderr):
    ok = True
    final = {}
    created = {}
    per_cd = {}
    last_ms = 0
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(ca.timestamp() * 1000 - ms) > 1:
                print("id/created_at mismatch", m["id"], file=out)
                ok = False
            if ms < last_ms:
                print("create out of order", m["id"], file=out)
                ok = False
            last_ms = ms
            txt = m["content"] + " " + " ".join(_embed_text(x) for x in m.get("embeds", []))
            final[m["id"]] = txt
            created[m["id"]] = e
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
    for h in labels["hard_events"]:
        if h["message_id"] not in created:
            print("missing id", h, file=out)
            ok = False
            continue
        txt = final[h["message_id"]]
        if not (2 <= len(h["facts"]) <= 5):
            print("fact count", h, file=out)
            ok = False
        for f in h["facts"]:
            if f not in txt:
                print("fact not in text:", repr(f), "|", txt[:160], file=out)
                ok = False
    for cid, mid, old in labels["superseded_facts"]:
        if old in final.get(mid, ""):
            print("superseded still present", mid, old, file=out)
            ok = False
    for x in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if x not in created:
            print("label id missing", x, file=out)
            ok = False
    hard_ids = set(h["message_id"] for h in labels["hard_events"])
    for x in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if x in hard_ids:
            print("id both hard and noise/near", x, file=out)
            ok = False
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    # reload and check
    evs = []
    with open(a.out, encoding="utf-8") as f:
        for line in f:
            evs.append(json.loads(line))
    with open(a.labels, encoding="utf-8") as f:
        lab = json.load(f)
    ok = self_check(evs, lab)
    end_dt = end or DEFAULT_END
    end_ms = int(end_dt.timestamp() * 1000)
    hard = {h["message_id"]: h for h in lab["hard_events"]}
    noise = set(lab["noise_message_ids"])
    near = set(lab["near_miss_ids"])
    cd = {}
    for e in evs:
        if e["op"] != "create":
            continue
        par = e.get("parent_channel_id", e["channel_id"])
        m = e["message"]
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
        di = a.days - 1 - (end_ms - 1 - ms) // 86400000
        k = (par, di)
        c = cd.setdefault(k, {"n": 0, "bytes": 0, "hard": {}, "noise": 0, "near": 0})
        c["n"] += 1
        c["bytes"] += len(m["content"].encode("utf-8")) + sum(len(_embed_text(x).encode("utf-8")) for x in m.get("embeds", []))
        if m["id"] in hard:
            t = hard[m["id"]]["event_type"]
            c["hard"][t] = c["hard"].get(t, 0) + 1
        if m["id"] in noise:
            c["noise"] += 1
        if m["id"] in near:
            c["near"] += 1
    for k in sorted(cd):
        c = cd[k]
        nh = sum(c["hard"].values())
        flag = ""
        if not (180 <= c["n"] <= 320) or not (70 <= c["bytes"] / 1024.0 <= 120) or not (25 <= nh <= 45) or not (0.25 <= c["noise"] / c["n"] <= 0.40):
            flag = "  <-- OUT OF RANGE"
            ok = False
        print("channel %s day %d: msgs=%d KB=%.1f hard=%d noise=%d (%.0f%%) near=%d | %s%s" % (
            k[0], k[1], c["n"], c["bytes"] / 1024.0, nh, c["noise"], 100.0 * c["noise"] / c["n"], c["near"],
            ", ".join("%s=%d" % (t, c["hard"][t]) for t in sorted(c["hard"])), flag), file=sys.stderr)
    print("idioms=%d superseded=%d removed=%d events=%d check=%s" % (
        len(lab["idioms"]), len(lab["superseded_facts"]), len(lab["removed_texts"]), len(evs), "OK" if ok else "FAIL"), file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
