#!/usr/bin/env python3
"""Kuala Lumpur palm oil & vegetable oils desk: synthetic busy-channel capture.

Seeded, standard library only.  ``generate()`` returns the capture events
(JSON-lines dicts, time ordered) and the ground-truth labels; the CLI writes
them to files.  Everything is a pure function of the arguments.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone

DESK = "kl_bursa_palm_oil_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
# the last day ends at midnight Kuala Lumpur time (UTC+8)
DEFAULT_END = datetime(2026, 11, 18, 16, 0, 0, tzinfo=UTC)
DAY_MS = 86400000


# --------------------------------------------------------------------------
# ids
# --------------------------------------------------------------------------

def _h(tag: str) -> int:
    return int(hashlib.sha256((DESK + "|" + tag).encode()).hexdigest()[:24], 16)


def _fixed_snowflake(tag: str, lo_ms: int, hi_ms: int) -> str:
    h = _h(tag)
    ms = lo_ms + h % (hi_ms - lo_ms)
    return str(((ms - EPOCH_MS) << 22) | (((h >> 40) % 32) << 17) | ((h >> 50) % 4096))


GUILD_ID = _fixed_snowflake("guild", 1659312000000, 1661990400000)      # Aug 2022
CHANNEL_NAMES = ["kl-cpo-desk", "kl-vegoil-spreads", "kl-physical-cargo", "kl-plantation-eq"]


def channel_id(i: int) -> str:
    return _fixed_snowflake("channel-%d" % i, 1672531200000, 1704067200000)  # 2023


PEOPLE = {
    # key: (display name, bot?)
    "mei": ("meiling.tan", False),          # desk head, approves trades
    "jason": ("jason_lim", False),          # FCPO trader
    "farid": ("farid.hakim", False),        # physical / cargoes
    "kokwai": ("kokwai", False),            # Dalian / CBOT spreads
    "priya": ("priya.n", False),            # plantation equities
    "boon": ("boonkeat", False),            # junior
    "sharifah": ("sharifah.risk", False),   # risk manager
    "azlan": ("azlan.ops", False),          # ops / middle office
    "vivian": ("vivian.compliance", False),  # compliance
    "research": ("research-agent", True),
    "exec": ("execution-agent", True),
    "riskag": ("risk-agent", True),
    "triage": ("triage-agent", True),
    "turret": ("TurretScribe", True),
    "tix": ("DeskTix", True),
    "bridge": ("BursaBridge", True),
    "oms": ("KL-OMS", True),
    "cargo": ("CargoRelay", True),
    "wx": ("PlantationWx", True),
    "pulse": ("pulse", True),
    "cron": ("cronbot", True),
    "ci": ("ci-runner", True),
    "pnl": ("pnl-snap", True),
    "alert": ("px-alert", True),
    "gw": ("gateway", True),
    "news": ("newswire", True),
    "riskd": ("riskd", True),
}
AUTHOR_IDS = {k: _fixed_snowflake("person-" + k, 1661990400000, 1735689600000) for k in sorted(PEOPLE)}

MONTH_WORD = {"F": "jan", "G": "feb", "H": "mar", "J": "apr", "K": "may", "M": "jun"}

# --------------------------------------------------------------------------
# spoken numbers (speech-to-text register)
# --------------------------------------------------------------------------
ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def w99(n: int) -> str:
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else " " + ONES[o])


def w_full(n: int) -> str:
    parts = []
    th, r = divmod(n, 1000)
    if th:
        parts.append(w99(th) + " thousand")
    h, r = divmod(r, 100)
    if h:
        parts.append(ONES[h] + " hundred")
    if r or not parts:
        parts.append(w99(r))
    return " ".join(parts)


def w_pair(n: int) -> str:
    a, b = divmod(n, 100)
    if b == 0:
        return w99(a) + " hundred"
    if b < 10:
        return w99(a) + " oh " + ONES[b]
    return w99(a) + " " + w99(b)


def w_mixed(n: int) -> str:
    th, r = divmod(n, 1000)
    h, r = divmod(r, 100)
    s = "%d thousand" % th
    if h:
        s += " %d hundred" % h
    if r:
        s += " %d" % r
    return s


def spoken_px(n: int, rng: random.Random) -> str:
    style = rng.random()
    if n >= 1000 and style < 0.55:
        return w_pair(n)
    if n >= 1000 and style < 0.8:
        return w_mixed(n)
    if n >= 1000:
        return w_full(n)
    return w_full(n)


def spoken_pt(v: float) -> str:
    """1.96 -> one point nine six"""
    a = int(v)
    b = "%02d" % int(round((v - a) * 100))
    return "%s point %s" % (w99(a), " ".join(ONES[int(c)] for c in b))


def spoken_dec(v: float) -> str:
    """51.42 -> fifty one forty two ; 3.88 -> three eighty eight"""
    a = int(v)
    b = int(round((v - a) * 100))
    if b == 0:
        return w99(a) + " flat"
    if b < 10:
        return w99(a) + " oh " + ONES[b]
    return w99(a) + " " + w99(b)


def money(v: float) -> str:
    return "{:,}".format(int(round(v)))


# --------------------------------------------------------------------------
# message model
# --------------------------------------------------------------------------

class Thread:
    def __init__(self, starter, name):
        self.starter = starter
        self.name = name


class Msg:
    def __init__(self, day, t, who, content="", embeds=None, ref=None, thread=None, kind="plain"):
        self.day = day
        self.ci = day.ci
        self.t = int(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind            # plain | noise | near | hard
        self.ev = None
        self.facts = None
        self.phrasing = None
        self.edits = []             # (ms, new content)
        self.deleted = None
        self.bulk = None
        self.forgot = None          # (ms, by key)
        self.reacts = []            # (ms, emoji, user key, op)
        self.pins = []              # (ms, by key, op)
        self.superseded = []
        self.snippet = None
        self.attachments = []
        self.id = None
        self.ms = None

    def final_text(self):
        c = self.edits[-1][1] if self.edits else self.content
        parts = [c]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


# --------------------------------------------------------------------------
# text pools
# --------------------------------------------------------------------------

ACKS = ["ok", "thx", "noted", "👍", "ok noted lah", "tq", "roger", "on it", "👌", "k", "thanks bro",
        "🙏", "paiseh, noted", "ok ok", "noted 🙏", "sip", "ya saw it", "👀", "ok tq", "got it",
        "thx boss", "haha ok", "✅", "okie", "sure", "noted w thanks"]

TIX_TOPICS = [
    ("ITS vs AmSpec mismatch 1-{d} Nov", "surveyor totals differ by more than the 3% tolerance; export model marks may be off", "research-agent"),
    ("bridge fill missing acct tag", "drop-copy fill arrived without account tag, booking queue stuck for 2 messages", "@azlan.ops"),
    ("SGS cert for Dumai cargo", "buyer's bank wants the original quality/weight certificate before LC payment", "@farid.hakim"),
    ("Dalian margin call notice from CIMB", "notice received from clearing broker; funding due T+1 before 10:00", "@azlan.ops"),
    ("px-alert firing duplicates", "same alert fired {n} times within a minute, suspect dedupe key change in last deploy", "@azlan.ops"),
    ("MPOB scraper timeout", "scraper hit a 504 three times, MPOB site slow again", "research-agent"),
    ("corporate action feed: bonus issue ratio missing", "bonus issue ratio not reflected in position file", "@priya.n"),
    ("Phillip broker statement break", "statement shows {n} lots difference vs our books for last night session", "@azlan.ops"),
    ("USD/MYR fixing mismatch BNM vs WMR", "BNM ref and WMR 4pm differ by {n} pips, FX leg of PnL uses which one?", "execution-agent"),
    ("night session fills not in PnL", "{n} night-session fills missing from the 23:35 snapshot", "execution-agent"),
    ("CBOT settlement price stale in marks", "ZLH7 settle still yesterday's value at the 06:00 pull", "execution-agent"),
    ("Pasir Gudang tank lease renewal", "lease for tank 14B expires end-month, renewal paperwork pending", "@farid.hakim"),
    ("LC amendment for Karachi buyer", "buyer requests laycan extension, LC amendment needed", "@farid.hakim"),
    ("duplicate trade in booking system", "trade booked twice after bridge restart, one copy to be cancelled in booking", "@azlan.ops"),
    ("vessel nomination late (MT Sea Lotus)", "owner's nomination received after deadline, buyer may reject", "@farid.hakim"),
]

WEEKDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


# --------------------------------------------------------------------------
# desk books per channel
# --------------------------------------------------------------------------

EQ_INFO = {
    "IOICORP": dict(names=["IOI Corporation", "IOI Corp"], short="IOI", lo=3.70, hi=4.10, code="1961"),
    "KLK": dict(names=["Kuala Lumpur Kepong", "KL Kepong"], short="KLK", lo=20.50, hi=22.80, code="2445"),
    "SIMEPLT": dict(names=["SIME Plantation", "Sime Darby Plantation"], short="SIMEPLT", lo=4.60, hi=5.20,
                    code="5285"),
    "GENP": dict(names=["Genting Plantations"], short="GENP", lo=5.80, hi=6.40, code="2291"),
    "FGV": dict(names=["FGV Holdings"], short="FGV", lo=1.20, hi=1.40, code="5222"),
}

OTHER_NAMES = ["Golden Agri-Resources", "Astra Agro Lestari", "Top Glove", "Hap Seng Plantations",
               "Ta Ann Holdings", "Bumitama Agri", "First Resources"]


def make_book(i: int, rng: random.Random) -> dict:
    mains = ["G27", "H27", "F27", "G27"]
    main = mains[i % 4]
    side = ["short", "long", "short", "long"][i % 4] if i < 4 else rng.choice(["short", "long"])
    fam = ["olein", "cbot", "spread", "soy"][i % 4]
    eqs = ["IOICORP", "KLK", "SIMEPLT"]
    eq_held = eqs[i % 3]
    eq_watch = [e for e in eqs if e != eq_held] + (["GENP"] if i % 2 else ["FGV"])
    fut_watch_pool = ["DCE.Y2705", "ZLH7", "DCE.P2705"]
    s2code = {"olein": "DCE.P2705", "cbot": "ZLH7", "soy": "DCE.Y2705", "spread": None}[fam]
    fut_watch = [c for c in fut_watch_pool if c != s2code][(i // 4) % 2]
    return dict(main=main, side=side, fam=fam, eq_held=eq_held, eq_watch=eq_watch, fut_watch=fut_watch)


# --------------------------------------------------------------------------
# one channel-day
# --------------------------------------------------------------------------

class Day:
    def __init__(self, seed, ci, di, t0_ms, book, state):
        self.rng = random.Random(seed * 1000003 + ci * 7919 + (t0_ms // DAY_MS) * 104729 + 17)
        self.ci = ci
        self.di = di
        self.t0 = t0_ms
        self.book = book
        self.state = state          # per-channel counters shared across days
        self.msgs = []
        self.threads = []
        self.idioms = []            # (msg, idiom, expected)
        self.used = {}
        d = datetime.fromtimestamp((t0_ms + DAY_MS // 2) / 1000, UTC) + timedelta(hours=8)
        self.date = d
        self.dstr = d.strftime("%d/%m")
        self.dlong = d.strftime("%Y-%m-%d")
        self.wd = WEEKDAY[d.weekday()]
        self.dom = d.day

    # ---- time helpers
    def T(self, hh, mm, ss=None):
        r = self.rng
        s = ss if ss is not None else r.randint(0, 59)
        return self.t0 + ((hh * 60 + mm) * 60 + s) * 1000 + r.randint(0, 999)

    def Tr(self, h0, m0, h1, m1):
        a = (h0 * 60 + m0) * 60
        b = (h1 * 60 + m1) * 60
        return self.t0 + self.rng.randint(a, b) * 1000 + self.rng.randint(0, 999)

    def after(self, m_or_t, lo, hi):
        t = m_or_t.t if isinstance(m_or_t, Msg) else m_or_t
        return min(t + self.rng.randint(lo, hi) * 1000 + self.rng.randint(1, 999), self.t0 + DAY_MS - 1000)

    def curve_time(self):
        w = [0.25, 0.2, 0.12, 0.12, 0.15, 0.2, 0.35, 0.7, 1.4, 2.2, 3.0, 3.2, 2.3, 1.6, 2.4, 3.0, 2.8, 2.4,
             1.5, 1.0, 0.9, 1.7, 1.6, 1.0]
        h = self.rng.choices(range(24), weights=w)[0]
        return self.t0 + (h * 3600 + self.rng.randint(0, 3599)) * 1000 + self.rng.randint(0, 999)

    def draw(self, key, pool):
        """pick from pool without repeating until the pool is used up"""
        left = self.used.get(key)
        if not left:
            left = list(range(len(pool)))
            self.rng.shuffle(left)
            self.used[key] = left
        return pool[left.pop()]

    def hour_of(self, t):
        return ((t - self.t0) // 3600000) % 24

    # ---- posting helpers
    def _months(self, text):
        """the texts are written for November; shift month names when --end is elsewhere in the year"""
        mon = self.date.strftime("%b")
        if mon == "Nov" or not text:
            return text
        pmon = (self.date.replace(day=1) - timedelta(days=1)).strftime("%b")
        text = re.sub(r"(1-\d+ )Oct\b", lambda mo: mo.group(1) + pmon, text)
        text = re.sub(r"(1-\d+ )Nov\b", lambda mo: mo.group(1) + mon, text)
        text = text.replace("end-Oct", "end-" + pmon).replace("end-Nov", "end-" + mon)
        return text.replace("Nov palm imports", mon + " palm imports")

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind="plain"):
        content = self._months(content)
        for e in embeds or []:
            if e.get("title"):
                e["title"] = self._months(e["title"])
        m = Msg(self, t, who, content, embeds, ref, thread, kind)
        self.msgs.append(m)
        return m

    def hard(self, m, ev, facts, phrasing, idiom=None):
        m.kind = "hard"
        m.ev = ev
        m.facts = list(facts)
        m.phrasing = phrasing
        if idiom:
            self.idioms.append((m, idiom, ev))
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def noise(self, m, idiom=None):
        m.kind = "noise"
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def react(self, m, who, emoji, lo=5, hi=300):
        m.reacts.append((self.after(m, lo, hi), emoji, who, "reaction_add"))

    def next_ord(self):
        self.state["ord"] += self.rng.randint(1, 4)
        return "KL-%d" % self.state["ord"]

    def next_tix(self):
        self.state["tix"] += self.rng.randint(1, 3)
        return "DESK-%d" % self.state["tix"]

    # ---- market
    def setup_market(self):
        r = self.rng
        self.px0 = r.randint(4080, 4440)
        path = [self.px0]
        drift = r.choice([-1, 1]) * r.uniform(0.2, 0.9)
        for _ in range(288):
            path.append(int(round(path[-1] + drift + r.gauss(0, 5.5))))
        self.path = path
        self.olein = r.randint(8700, 9300)
        self.soy = r.randint(7800, 8300)
        self.zl = round(r.uniform(48.0, 54.0), 2)
        self.myr = round(r.uniform(4.18, 4.42), 4)
        self.fob = r.randint(1000, 1075)
        self.olein_fob = self.fob + r.randint(25, 60)
        self.cif_rdam = self.fob + r.randint(95, 140)
        self.eqpx = {k: round(r.uniform(v["lo"], v["hi"]), 2) for k, v in sorted(EQ_INFO.items())}
        self.brent = round(r.uniform(68, 84), 2)
        self.its_kt = r.randint(620, 860)
        self.its_prev = self.its_kt + r.randint(-90, 90)
        self.am_kt = self.its_kt + r.randint(-40, 40)
        self.am_prev = self.am_kt + r.randint(-90, 90)
        self.stocks = round(r.uniform(1.62, 2.18), 2)
        self.m_off = {"F": 18, "G": 0, "H": -34, "J": -61, "K": -80}

    def fc(self, t=None, month="G"):
        if t is None:
            idx = 0
        else:
            idx = max(0, min(288, int((t - self.t0) // 300000)))
        return self.path[idx] + self.m_off.get(month, 0)

    def pogo(self):
        return self.fob - int(self.brent * 7.33) + self.rng.randint(-10, 10)


# --------------------------------------------------------------------------
# scenes
# --------------------------------------------------------------------------

def inst_main(day):
    m = day.book["main"]
    return dict(code="FCPO" + m, short=m, word=MONTH_WORD[m[0]], mcode=m[0])


def s2_inst(day):
    fam = day.book["fam"]
    r = day.rng
    if fam == "olein":
        px = day.olein + r.randint(-40, 40)
        return dict(code="DCE.P2705", alias="olein 2705", px=px, pxs=money(px), stop_d=120, unit="lots",
                    ccy="CNY", step=2, dec=False)
    if fam == "soy":
        px = day.soy + r.randint(-40, 40)
        return dict(code="DCE.Y2705", alias="bean oil 2705", px=px, pxs=money(px), stop_d=110, unit="lots",
                    ccy="CNY", step=2, dec=False)
    if fam == "cbot":
        px = round(day.zl + r.uniform(-0.4, 0.4), 2)
        return dict(code="ZLH7", alias="soyoil mar", px=px, pxs="%.2f" % px, stop_d=1.2, unit="lots",
                    ccy="c/lb", step=0.01, dec=True)
    # calendar: another FCPO month
    other = {"G": "H27", "H": "J27", "F": "G27"}[day.book["main"][0]]
    px = day.fc(day.T(10, 30), other[0])
    return dict(code="FCPO" + other, alias=other, px=px, pxs=money(px), stop_d=38, unit="lots", ccy="RM/t",
                step=1, dec=False)


def fmt_px(inst, v):
    return "%.2f" % v if inst["dec"] else money(v)


def scene_main_trade(day, opt):
    """S1: the desk's main FCPO trade of the day."""
    r = day.rng
    im = inst_main(day)
    trader = "jason"
    sell = day.side == "short"
    side_en = "sell" if sell else "buy"
    side_my = "jual" if sell else "beli"
    t_prop = day.T(9, r.randint(25, 58))
    px = day.fc(day.T(10, 30), im["mcode"]) + r.randint(-3, 3)
    qty = r.choice([20, 25, 30, 40, 50])
    sd = r.randint(30, 45)
    stop = px + sd if sell else px - sd
    tgt = px - r.randint(60, 110) if sell else px + r.randint(60, 110)
    v = day.di % 3 if day.ci % 2 == 0 else (day.di + 1) % 3
    why = r.choice(["ITS 1-%d likely weak, dalian soft since night" % max(day.dom - 1, 5),
                    "stocks building + ringgit firm, rally into resistance",
                    "soyoil overnight strong, POGO too wide, palm cheap vs bean oil",
                    "indo levy talk, funds still short, squeeze risk"])
    if v == 0:
        c = "[PROPOSAL] %s %d %s @ %s lmt · stop %s · tgt %s · why: %s" % (
            side_en, qty, im["code"], money(px), money(stop), money(tgt), why)
        facts = [side_en, "%d %s" % (qty, im["code"]), money(px), money(stop)]
        ph, idi = "tagged", "tagged [PROPOSAL] with lmt/stop/tgt"
    elif v == 1:
        c = "ok i think we %s %d lots %s at %d can or not? stop %d, target %d. %s" % (
            side_my, qty, im["word"], px, stop, tgt, why)
        facts = [side_my, "%d lots" % qty, im["word"], str(px), str(stop)]
        ph, idi = "untagged", "manglish jual/beli 'can or not' proposal"
    else:
        c = "%s %d %s @ %d sl %d tp %d pls approve 🙏" % (
            "s" if sell else "b", qty, im["short"], px, stop, tgt)
        facts = ["%s %d %s" % ("s" if sell else "b", qty, im["short"]), str(px), str(stop)]
        ph, idi = "shorthand", "s/b shorthand with sl/tp"
    prop = day.hard(day.post(t_prop, trader, c), "trade_proposal", facts, ph, idi)

    # lead asks a question first sometimes (near miss of approval)
    t = prop.t
    if r.random() < 0.6:
        q = day.post(day.after(prop, 40, 150), "mei", r.choice([
            "why %d not %d? market still bid leh" % (px, px + (5 if sell else -5)),
            "size ok or not ah, MPOB next week",
            "hmm looks interesting, what's the rationale for the stop there?",
            "wait ah, ITS out at 12, you sure want before that?"]), ref=prop)
        day.near(q, "lead question on a proposal (no decision)")
        a = day.post(day.after(q, 30, 120), trader, r.choice([
            "before 12 better, after ITS sure gap", "stop is above yday high, clean level",
            "can cut to smaller if you want", "liquidity better now lah"]), ref=q)
        t = a.t
    appr_v = r.randrange(5)
    if appr_v == 0:
        c, f = "ok go 👍", ["ok go", "👍"]
    elif appr_v == 1:
        c, f = "confirm plus chop, go ahead", ["confirm plus chop", "go ahead"]
    elif appr_v == 2:
        c, f = "can, send it lah", ["can", "send it"]
    elif appr_v == 3:
        newq = max(10, qty - r.choice([5, 10]))
        c, f = "approved. %d lots only, not %d" % (newq, qty), ["approved", "%d lots only" % newq]
        qty = newq
    else:
        c, f = "👍 send it", ["👍", "send it"]
    appr = day.hard(day.post(day.after(t, 30, 180), "mei", c, ref=prop), "trade_approval", f, "reply",
                    "short reply approval ('ok go' / 'confirm plus chop')")
    prop.reacts.append((day.after(appr, 2, 60), "📌", "mei", "reaction_add"))
    prop.pins.append((day.after(appr, 61, 120), "mei", "pin"))

    # OMS ack
    oid = day.next_ord()
    side_u = side_en.upper()
    t_ack = day.after(appr, 20, 90)
    if r.random() < 0.5:
        c = "ORD %s ACK · %s %s %d @ %s LMT DAY · status=WORKING · acct KLPO-0%d · src=%s" % (
            oid, im["code"], side_u, qty, money(px), day.ci % 9 + 1, PEOPLE[trader][0])
        day.hard(day.post(t_ack, "oms", c), "trade_confirmation", [oid, im["code"], side_u, money(px), "WORKING"],
                 "structured", "OMS key=value ACK line")
    else:
        emb = [{"title": "Order accepted", "author": "KL-OMS",
                "fields": [{"name": "Order", "value": oid, "inline": True},
                           {"name": "Instrument", "value": im["code"], "inline": True},
                           {"name": "Side", "value": side_u, "inline": True},
                           {"name": "Qty", "value": "%d lots" % qty, "inline": True},
                           {"name": "Limit", "value": money(px), "inline": True},
                           {"name": "Status", "value": "WORKING"}],
                "footer": "KL-OMS · BMD gateway · TIF DAY"}]
        day.hard(day.post(t_ack, "oms", "", emb), "trade_confirmation", [oid, im["code"], side_u, "WORKING"],
                 "embed")

    # partial fill read out on the broker turret
    q1 = r.randint(max(5, qty // 4), qty // 2)
    fpx1 = px
    t_f1 = day.Tr(10, 31, 10, 58)
    if t_f1 <= t_ack:
        t_f1 = day.after(t_ack, 60, 400)
    broker = r.choice(BROKERS[:3])
    said_px = spoken_px(fpx1, r)
    said_q = w_full(q1) + " lots"
    verb = "sold" if sell else "bought"
    utts = [("B", "hello jason ah %s order" % im["word"]), ("D", "ya go")]
    utts.append(("B", "ok uh done done you %s %s %s at %s the balance still working" % (
        verb, said_q, im["word"], said_px)))
    utts.append(("D", "ok keep working the balance same level dont chase"))
    utts += colour_utts(day, t_f1, r.randint(12, 20))
    utts.append(("D", "ok thanks"))
    call = render_call(day, t_f1, broker, "jason", utts)
    ff = day.hard(day.post(t_f1, "turret", call), "trade_fill",
                  [verb, said_q, said_px], "buried", "speech-to-text fill with spelled-out numbers")

    # the rest on screen via the bridge (embed only)
    q2 = qty - q1
    fpx2 = fpx1 + (-r.randint(0, 3) if sell else r.randint(0, 3))
    t_f2 = day.after(ff, 300, 1500)
    emb = [{"title": "Fill · %s" % im["code"], "author": "BursaBridge BMD",
            "fields": [{"name": "Side", "value": side_u, "inline": True},
                       {"name": "Qty", "value": str(q2), "inline": True},
                       {"name": "Price", "value": money(fpx2), "inline": True},
                       {"name": "Order", "value": oid, "inline": True},
                       {"name": "Leaves", "value": "0", "inline": True}],
            "footer": "BMD · acct KLPO-0%d · %s MYT" % (day.ci % 9 + 1, _clock(day, t_f2))}]
    f2 = day.hard(day.post(t_f2, "bridge", "", emb), "trade_fill", [im["code"], side_u, str(q2), money(fpx2)],
                  "embed", "embed-only bridge fill (fields/footer)")
    day.react(f2, "jason", "🔥", 10, 200)

    # stop: set, then moved twice by editing the same message
    s0 = stop
    s1 = s0 - r.randint(12, 25) if sell else s0 + r.randint(12, 25)
    s2 = s1 - r.randint(12, 25) if sell else s1 + r.randint(12, 25)
    pos = "short" if sell else "long"
    tail = r.choice(["(hard stop, in system)", "in OMS already", "GTC, pls dont touch"])
    t_sl = day.after(f2, 60, 400)
    c0 = "SL %s %s %s %s" % (im["word"], pos, money(s0), tail)
    sl = day.post(t_sl, trader, c0)
    e1 = day.Tr(14, 35, 15, 20)
    e2 = day.Tr(16, 10, 17, 30)
    sl.edits.append((max(e1, sl.t + 60000), "SL %s %s %s %s" % (im["word"], pos, money(s1), tail)))
    sl.edits.append((e2, "SL %s %s %s %s trail" % (im["word"], pos, money(s2), tail)))
    sl.superseded = [money(s0), money(s1)]
    day.hard(sl, "stop_or_target_change", ["SL", im["word"], money(s2)], "shorthand",
             "stop moved twice by editing the same message")
    if opt.get("tp"):
        tp = day.post(day.Tr(11, 20, 12, 10), trader,
                      "tp %d for the %s %s, take half off there, rest ride lah" % (tgt, im["word"], pos))
        day.hard(tp, "stop_or_target_change", ["tp %d" % tgt, im["word"]], "untagged")
    day.main_trade = dict(im=im, sell=sell, qty=qty, px=px, oid=oid, stop=s2, prop=prop)


def _clock(day, t):
    s = (t - day.t0) // 1000
    return "%02d:%02d:%02d" % ((s // 3600) % 24, (s // 60) % 60, s % 60)


def scene_second_trade(day, opt):
    """S2: an execution-agent proposal in the channel's second family."""
    r = day.rng
    ins = s2_inst(day)
    sell = r.random() < 0.5
    side = "SELL" if sell else "BUY"
    qty = r.choice([40, 50, 60, 80]) if ins["ccy"] == "CNY" else r.choice([20, 25, 30, 40])
    px = ins["px"]
    stop = px + ins["stop_d"] if sell else px - ins["stop_d"]
    pid = "PR-%s-%02d" % (day.date.strftime("%y%m%d"), r.randint(3, 19))
    t0 = day.Tr(13, 40, 14, 20)
    reason = r.choice(["olein-palm spread rich vs FCPO", "mean reversion after china holiday restock",
                       "crush margin negative, oil share too high", "spread 2 sd from 60d mean",
                       "biofuel RVO headline priced in, fade"])

    def prop_line(pid_, q):
        return ("proposal id=%s inst=%s side=%s qty=%d px=%s stop=%s tif=DAY reason=\"%s\" needs=approval"
                % (pid_, ins["code"], side, q, fmt_px(ins, px), fmt_px(ins, stop), reason))

    p = day.hard(day.post(t0, "exec", prop_line(pid, qty)), "trade_proposal",
                 [ins["code"], "side=%s" % side, "qty=%d" % qty, fmt_px(ins, px)], "structured",
                 "agent key=value proposal")
    last = p
    if opt.get("reject"):
        newq = qty // 2
        if r.random() < 0.5:
            c, f = "no lah %d too big with MPOB next week, come back with %d" % (qty, newq), ["no lah", "come back with %d" % newq]
        else:
            c, f = "rejected, size too big. %d max" % newq, ["rejected", "%d max" % newq]
        rej = day.post(day.after(p, 60, 400), "mei", c, ref=p)
        day.hard(rej, "trade_approval", f, "reply", "rejection with counter-size")
        qty = newq
        p2 = day.hard(day.post(day.after(rej, 30, 150), "exec", prop_line(pid + "b", qty)), "trade_proposal",
                      [pid + "b", ins["code"], "qty=%d" % qty, fmt_px(ins, px)], "structured")
        last = p2
    c, f = r.choice([("ok go", ["ok go"]), ("ok go, watch the spread", ["ok go", "watch the spread"]),
                     ("go 👍", ["go", "👍"]), ("approved, go", ["approved", "go"])])
    if len(f) < 2:
        c, f = "ok go, %s only" % ins["alias"], ["ok go", ins["alias"]]
    ap = day.hard(day.post(day.after(last, 40, 300), "mei", c, ref=last), "trade_approval", f, "reply")
    oid = day.next_ord()
    t = ap.t
    if opt.get("resize"):
        newq = qty - r.choice([10, 20]) if qty > 25 else qty - 5
        lim = {"CNY": 300, "c/lb": 60}.get(ins["ccy"], 250)
        rs = day.post(day.after(ap, 5, 40), "riskd",
                      "pre-trade: ord %s %s qty %d→%d resized · rule=%s limit=%d util=%d%%" % (
                          oid, ins["code"], qty, newq, {"CNY": "dce_gross_lots", "c/lb": "cme_soyoil_lots"}.get(
                              ins["ccy"], "fcpo_gross_lots"), lim,
                          r.randint(91, 99)))
        day.hard(rs, "risk_limit", [oid, "%d→%d" % (qty, newq), "limit=%d" % lim], "structured",
                 "risk engine resize as key=value line")
        qty = newq
        t = rs.t
    emb = [{"title": "Order working", "author": "KL-OMS",
            "fields": [{"name": "Order", "value": oid, "inline": True},
                       {"name": "Instrument", "value": ins["code"], "inline": True},
                       {"name": "Side", "value": side, "inline": True},
                       {"name": "Qty", "value": str(qty), "inline": True},
                       {"name": "Limit", "value": fmt_px(ins, px), "inline": True}],
            "footer": "KL-OMS · %s" % ("DCE via CIMB" if ins["ccy"] == "CNY" else "CME via Phillip"
                                       if ins["ccy"] == "c/lb" else "BMD gateway")}]
    day.hard(day.post(day.after(t, 10, 60), "oms", "", emb), "trade_confirmation", [oid, ins["code"], side],
             "embed", "embed-only OMS order working")
    fpx = px + ((-1 if sell else 1) * (ins["step"] * r.randint(0, 3)))
    fpx_bad = fpx + ins["step"] * r.choice([2, 3, 4]) * (1 if sell else -1)
    if ins["dec"]:
        fpx = round(fpx, 2)
        fpx_bad = round(fpx_bad, 2)
    tf = day.Tr(14, 40, 15, 40)
    c_bad = "[FILL] %s %s %d @ %s · ord %s · avg %s" % (ins["code"], side, qty, fmt_px(ins, fpx_bad), oid,
                                                       fmt_px(ins, fpx_bad))
    c_ok = "[FILL] %s %s %d @ %s · ord %s · avg %s (corrected per exchange)" % (
        ins["code"], side, qty, fmt_px(ins, fpx), oid, fmt_px(ins, fpx))
    fm = day.post(tf, "exec", c_bad)
    fm.edits.append((day.after(fm, 240, 900), c_ok))
    fm.superseded = [fmt_px(ins, fpx_bad)]
    day.hard(fm, "trade_fill", [ins["code"], side, str(qty), fmt_px(ins, fpx)], "tagged",
             "tagged [FILL] corrected by edit")
    day.react(fm, "kokwai", "✅", 20, 600)
    day.s2 = dict(ins=ins, sell=sell, qty=qty, px=fpx, oid=oid)


def scene_cargo_thread(day, opt):
    """S3: physical CPO cargo negotiated in a thread."""
    r = day.rng
    port = r.choice(["Dumai", "Belawan", "Kuala Tanjung"])
    half = r.choice(["dec 1H", "dec 2H", "jan 1H"])
    tons = r.choice([6000, 8000, 10000, 12000])
    tk = "%s,000t" % (tons // 1000) if tons < 10000 else "%d,000t" % (tons // 1000)
    cpty = r.choice(["Musim Mas", "Apical", "Kuok Oils", "Cargill SG"])
    buy = r.random() < 0.6
    side_my = "beli" if buy else "jual"
    px = day.fob + r.randint(-6, 6)
    t_start = day.Tr(14, 35, 15, 0)
    starter = day.post(t_start, "farid", "opening thread for %s %s cargoes, pls keep cargo chat inside 🙏" % (
        half, port))
    th = Thread(starter, "cargo · %s %s" % (port, half))
    day.threads.append(th)
    m = day.post(day.after(starter, 20, 90), "farid",
                 "offers CPO FOB %s %s USD %s-%s, bids %s. india quiet, pakistan asking small parcels only" % (
                     port, half, money(day.fob + 2), money(day.fob + 8), money(day.fob - 8)), thread=th)
    m2 = day.post(day.after(m, 60, 300), "boon", "SGS or Intertek as surveyor for this one?", thread=th)
    m3 = day.post(day.after(m2, 30, 200), "farid", "SGS lah, same as last time", thread=th, ref=m2)
    c = ("propose we %s 1 cargo %s CPO FOB %s %s at USD %s/t with %s, fixed price. hedge on fill with %d lots "
         "%s" % (side_my, tk, port, half, money(px), cpty, tons // 25, "F27 sell" if buy else "F27 buy"))
    p = day.hard(day.post(day.after(m3, 120, 600), "farid", c, thread=th), "trade_proposal",
                 [side_my, tk, "CPO FOB %s" % port, "USD %s/t" % money(px)], "untagged",
                 "physical cargo proposal in tonnes / USD per t")
    q = day.near(day.post(day.after(p, 60, 200), "mei", "counterparty line ok or not?", thread=th, ref=p))
    a = day.post(day.after(q, 30, 120), "farid", "ok, within line, %s got USD %dm left" % (cpty,
                                                                                        r.randint(8, 25)),
                 thread=th, ref=q)
    cap = px + (2 if buy else -2)
    ap = day.hard(day.post(day.after(a, 60, 300), "mei", "ok can, go. max USD %s" % money(cap), thread=th, ref=p),
                  "trade_approval", ["ok can, go", "USD %s" % money(cap)], "reply")
    fpx = px + (1 if buy else -1)
    done = day.post(day.after(ap, 600, 1800), "farid",
                    "done ✅ %s 1 cargo %s CPO FOB %s %s @ USD %s/t, %s. contract to follow" % (
                        "bought" if buy else "sold", tk, port, half, money(fpx), cpty), thread=th)
    day.hard(done, "trade_fill", ["bought" if buy else "sold", tk, "USD %s/t" % money(fpx)], "untagged")
    day.react(done, "mei", "👍", 20, 300)
    day.noise(day.post(day.after(done, 30, 200), "boon", r.choice(["nice 🔥", "steady bro", "👏"]), thread=th,
                       ref=done))
    if opt.get("cargo_conf"):
        cn = "KLP-%s-%03d" % (day.date.strftime("%y%m"), r.randint(20, 160))
        day.hard(day.post(day.after(done, 1200, 3600), "azlan",
                          "contract %s issued & countersigned by %s · %s CPO FOB %s %s · USD %s.00 pmt · "
                          "LC at sight" % (cn, cpty, tk, port, half, money(fpx)), thread=th),
                 "trade_confirmation", [cn, "countersigned", tk], "untagged")
    day.post(day.Tr(17, 40, 18, 20), "farid", "SGS appointed at %s, vessel nomination by 3 days before laycan" % port,
             thread=th)
    day.cargo = dict(port=port, half=half, tk=tk, buy=buy)


def scene_equity(day, opt, note_holder):
    """S4: buried equity proposal in the research note, approval, bridge fill, stop."""
    r = day.rng
    eq = day.book["eq_held"]
    info = EQ_INFO[eq]
    buy = r.random() < 0.75
    px = day.eqpx[eq]
    qty = r.choice([200, 300, 400, 500])
    stop = round(px * (0.96 if buy else 1.04), 2)
    sentence = ("Proposal for approval: %s %dk %s at %.2f limit, stop %.2f (close basis); catalyst is the "
                "quarterly print due %s." % ("buy" if buy else "sell", qty, eq, px, stop,
                                              r.choice(["Thursday", "next week", "end-month"])))
    note_holder["eq_sentence"] = sentence
    note_holder["eq_facts"] = ["%s %dk %s" % ("buy" if buy else "sell", qty, eq), "%.2f limit" % px,
                               "stop %.2f" % stop]
    day.eq = dict(eq=eq, buy=buy, px=px, qty=qty, stop=stop, info=info)


def scene_equity_after(day, note, opt):
    r = day.rng
    e = day.eq
    ap = day.hard(day.post(day.after(note, 400, 1500), "mei",
                           r.choice(["👍 send it, the %s idea" % e["info"]["short"], "ok go for %s" % e["info"]["short"]]),
                           ref=note), "trade_approval", [], "reply", "approval replying to a long agent report")
    ap.facts = ["send it", e["info"]["short"]] if "send" in ap.content else ["ok go", e["info"]["short"]]
    fpx = round(e["px"] - 0.01 if e["buy"] else e["px"] + 0.01, 2)
    tf = day.Tr(10, 40, 11, 40)
    if tf < ap.t:
        tf = day.after(ap, 300, 1200)
    emb = [{"title": "Execution · %s (%s)" % (e["eq"], e["info"]["code"]), "author": "BursaBridge EQ",
            "fields": [{"name": "Side", "value": "BUY" if e["buy"] else "SELL", "inline": True},
                       {"name": "Qty", "value": money(e["qty"] * 1000), "inline": True},
                       {"name": "Avg", "value": "%.2f" % fpx, "inline": True},
                       {"name": "Broker", "value": r.choice(["MBB IB", "CGS", "RHB"]), "inline": True}],
            "footer": "Bursa Securities · ready basis · T+2"}]
    f = day.hard(day.post(tf, "bridge", "", emb), "trade_fill",
                 [e["eq"], "BUY" if e["buy"] else "SELL", money(e["qty"] * 1000), "%.2f" % fpx], "embed")
    day.react(f, "priya", "🙌", 30, 400)
    if opt.get("eq_stop"):
        c = "stop for %s %.2f close basis, in the book. %s" % (
            e["info"]["short"], e["stop"], r.choice(["no need intraday stop lah, too noisy",
                                                    "review after results", ""]))
        day.hard(day.post(day.after(f, 900, 4000), "priya", c.strip()), "stop_or_target_change",
                 ["stop", e["info"]["short"], "%.2f" % e["stop"]], "untagged")


def scene_deleted_proposal(day, opt):
    """S5: wrong-size proposal deleted, reposted, approved, later cancelled."""
    r = day.rng
    m = {"G": "H", "H": "J", "F": "G"}[day.book["main"][0]]
    code = m + "27"
    px = day.fc(day.T(15, 0), m) + r.randint(-4, 4)
    stop = px - r.randint(30, 40)
    wrong = r.choice([150, 500, 105])
    right = r.choice([10, 15, 20])
    t = day.Tr(15, 5, 15, 40)
    d = day.post(t, "boon", "b %d %s @ %s sl %s" % (wrong, code, money(px), money(stop)))
    day.hard(d, "trade_proposal", ["b %d %s" % (wrong, code), money(px), money(stop)], "shorthand")
    d.deleted = day.after(d, 40, 120)
    d.snippet = "b %d %s" % (wrong, code)
    d.final_state = "deleted"
    oops = day.post(d.deleted + r.randint(5000, 30000), "boon", "paiseh wrong size, deleted. should be %d" % right)
    p = day.post(day.after(oops, 10, 60), "boon", "b %d %s @ %s sl %s" % (right, code, money(px), money(stop)))
    day.hard(p, "trade_proposal", ["b %d %s" % (right, code), money(px), money(stop)], "shorthand")
    ap = day.post(day.after(p, 60, 300), "mei", "ok 👍 go, small size good", ref=p)
    day.hard(ap, "trade_approval", ["ok 👍 go"], "reply")
    ap.facts = ["ok 👍 go", "small size good"]
    oid = day.next_ord()
    js = json.dumps({"evt": "order_ack", "ord": oid, "inst": "FCPO" + code, "side": "BUY", "qty": right,
                     "px": px, "status": "ACCEPTED", "venue": "BMD"}, separators=(",", ":"))
    day.hard(day.post(day.after(ap, 10, 60), "oms", js), "trade_confirmation",
             [oid, "FCPO" + code, "BUY", "ACCEPTED"], "structured", "OMS JSON line ack")
    ask = day.post(day.Tr(16, 20, 17, 10), "boon", r.choice(["market run away already, cancel the %s bid lah" % code,
                                                            "pull the %s bid, no point chasing" % code]))
    day.near(ask, "request to cancel (not a venue confirmation)")
    cx = day.post(day.after(ask, 5, 40), "oms",
                  "ORD %s CANCELLED by user · FCPO%s BUY %d @ %s · filled 0/%d" % (oid, code, right, money(px),
                                                                                 right))
    day.hard(cx, "trade_confirmation", [oid, "CANCELLED", "FCPO" + code], "structured")


def scene_forgotten_fill(day, opt):
    """S10: a domestic CPO purchase read out with a seller's phone number -> forget, then clean repost."""
    r = day.rng
    tons = r.choice([1000, 1500, 2000, 3000])
    px = day.fc(day.T(16, 0), "F") + r.randint(-30, 10)
    phone = "zero one %s" % " ".join(ONES[r.randint(0, 9)] for _ in range(8))
    mill = r.choice(["kilang sri jaya", "ladang permai mill", "kahang mill", "segamat oil mill"])
    person = r.choice(["rahman", "mr tan", "encik zul", "ah keong"])
    t = day.Tr(16, 5, 16, 50)
    tw = w_full(tons)
    said = spoken_px(px, r)
    lines = [
        "[00:00] farid: hello %s ya farid here" % person,
        "[00:03] %s (%s): ya farid ok so the december tonnage" % (person, mill),
        "[00:09] farid: ok confirm you sell me %s tonnes cpo delivered south december at %s ringgit" % (tw, said),
        "[00:16] %s (%s): ya confirm confirm my number %s call me direct for the docs" % (person, mill, phone),
        "[00:24] farid: ok noted thanks ya the truck schedule same as last time ah",
        "[00:29] %s (%s): ya same lah three trucks a day from monday ffa below five confirm" % (person, mill),
        "[00:36] farid: ok the weighbridge ticket send to azlan ya",
        "[00:40] %s (%s): ok no problem thanks farid" % (person, mill),
    ]
    hdr = "📞 turret · line %d (DIRECT) · %s MYT · dur 00:%02d · asr conf 0.%d" % (
        r.randint(1, 6), _clock(day, t), r.randint(25, 40), r.randint(66, 84))
    m = day.post(t, "turret", hdr + "\n" + "\n".join(lines))
    day.hard(m, "trade_fill", ["sell me", "%s tonnes" % tw, said], "buried")
    m.forgot = (day.after(m, 900, 2400), "vivian")
    m.snippet = phone
    day.post(m.forgot[0] - r.randint(60000, 240000), "vivian",
             "pls dont leave seller personal numbers in the channel, I'm erasing the %s call transcript" %
             _clock(day, t)[:5])
    rp = day.post(day.after(m.forgot[0], 60, 400), "farid",
                  "reposting w/o seller details: bought %s t CPO dlvd Sth Msia Dec @ RM %s/t from a Johor mill" % (
                      money(tons), money(px)))
    day.hard(rp, "trade_fill", ["bought", "%s t" % money(tons), "RM %s/t" % money(px)], "untagged")


def scene_night(day, opt):
    """S11: night session / CBOT: stop update from risk-agent, optional stop removal and night fill."""
    r = day.rng
    s2 = day.s2
    ins = s2["ins"]
    newstop = s2["px"] + (ins["stop_d"] * 0.6 if s2["sell"] else -ins["stop_d"] * 0.6)
    if ins["dec"]:
        newstop = round(newstop, 2)
    else:
        newstop = int(round(newstop))
    prev = s2["px"] + (ins["stop_d"] if s2["sell"] else -ins["stop_d"])
    c = "stop_update inst=%s pos=%s stop=%s prev=%s reason=trail_after_fill set_by=kokwai" % (
        ins["code"], "short" if s2["sell"] else "long", fmt_px(ins, newstop), fmt_px(ins, prev))
    day.hard(day.post(day.Tr(21, 5, 21, 40), "riskag", c), "stop_or_target_change",
             [ins["code"], "stop=%s" % fmt_px(ins, newstop)], "structured", "agent stop_update key=value")
    if opt.get("pull_stop"):
        e = day.eq
        c = "pull the stop on %s, we hold thru results. %s" % (e["info"]["short"], r.choice([
            "mei ok already", "sized small enough", "intraday too noisy"]))
        day.hard(day.post(day.Tr(17, 5, 17, 50), "priya", c), "stop_or_target_change",
                 ["pull the stop", e["info"]["short"]], "untagged", "stop removed ('pull the stop')")
    if opt.get("night_fill"):
        im = inst_main(day)
        q = r.choice([5, 8, 10])
        px = day.fc(day.T(22, 0), im["mcode"]) + r.randint(-5, 5)
        sell = day.main_trade["sell"]
        c = "done %s %d %s @ %s night sess, adding to the %s" % ("s" if sell else "b", q, im["short"], money(px),
                                                               "short" if sell else "long")
        day.hard(day.post(day.Tr(21, 45, 23, 10), "jason", c), "trade_fill",
                 ["done %s %d %s" % ("s" if sell else "b", q, im["short"]), money(px)], "shorthand",
                 "'done b 10 G27 @ px' night shorthand fill")


LEDES = {
    "policy": [
        "The statement followed a review of recent price averages. Traders said the change was broadly in line with "
        "expectations, though some flagged a possible shift in export mix towards refined products.",
        "Exporters said the move would weigh on crude palm shipments in the near term, while refiners were expected "
        "to benefit from the wider duty differential between crude and processed oils.",
    ],
    "exchange": [
        "Brokers said leveraged local accounts may trim positions ahead of the effective date. Open interest has risen "
        "about {p}% over the past month as volatility picked up around data releases.",
        "Market participants said the adjustment reflects recent price swings; similar moves in the past were followed "
        "by a short dip in volumes before activity normalised.",
    ],
    "results": [
        "Revenue rose on higher realised CPO prices of RM {cpo}/t, partly offset by lower FFB output in Sabah and "
        "thinner downstream margins. Management kept its full-year production guidance unchanged.",
        "The plantation segment drove the improvement while downstream profits fell on weaker refining margins. "
        "The group flagged higher fertiliser and wage costs for the coming quarters.",
    ],
    "ops": [
        "The company cited improved yields in Peninsular estates and better labour availability after new recruitment. "
        "It expects output to ease seasonally from December.",
    ],
    "corp": [
        "The group said proceeds would be used to pare borrowings and fund replanting. Analysts said the impact on "
        "earnings would be modest; the transaction is subject to shareholder approval.",
        "The company said the change was part of a planned succession; analysts do not expect a shift in strategy.",
    ],
    "analyst": [
        "The broker cited rising estate costs, wage pressure and a softer production outlook for next year. Its CPO "
        "price assumption is unchanged at RM {cpo}/t for 2027.",
    ],
    "market": [
        "Traders said the move reflected position adjustments ahead of key data; physical demand remained muted.",
    ],
}


def lede(day, cat):
    r = day.rng
    return r.choice(LEDES[cat]).format(p=r.randint(4, 18), cpo=money(r.choice([3900, 4000, 4100, 4200])))


def with_lede(day, h, cat="market"):
    return "%s\n> %s" % (h, lede(day, cat))


def scene_news(day, opt):
    r = day.rng
    im = inst_main(day)
    b = day.book
    # held via underlying of FCPO
    m0 = r.choice([6000, 6500, 7000])
    held_fc = [
        ("Bursa Malaysia Derivatives to raise FCPO initial margin to RM %s per contract from RM %s, effective "
         "%s" % (money(m0 + 500), money(m0), (day.date + timedelta(days=2)).strftime("%d %b")),
         ["FCPO initial margin", "RM %s" % money(m0 + 500)], "exchange"),
        ("Indonesia sets December CPO reference price at USD %s/t; export levy raised to %d%%" % (
            money(day.fob + 40), r.choice([9, 10, 11])), ["Indonesia", "CPO reference price", "USD %s/t" % money(
                day.fob + 40)], "policy"),
        ("Malaysia keeps December crude palm oil export duty at %d%%, reference price RM %s/t" % (
            r.choice([9, 10]), money(day.px0 + 60)), ["crude palm oil export duty", "RM %s/t" % money(day.px0 + 60)],
         "policy"),
    ]
    eqh = b["eq_held"]
    info = EQ_INFO[eqh]
    nm = r.choice(info["names"])
    pft = r.randint(180, 420)
    held_eq = [
        ("%s 1Q FY27 core net profit RM %dm, up %d%% y/y; declares %d sen interim dividend" % (
            nm, pft, r.randint(6, 28), r.randint(4, 12)), [nm, "RM %dm" % pft], "results"),
        ("%s October FFB output up %d%% y/y, OER %.2f%%" % (nm, r.randint(3, 14), r.uniform(19.8, 21.4)),
         [nm, "FFB output"], "ops"),
        ("%s to sell Sabah estate land for RM %dm, expects one-off gain" % (nm, r.randint(120, 600)),
         [nm, "Sabah estate"], "corp"),
    ]
    src = lambda: r.choice(["Bernama", "The Edge", "Reuters", "Bloomberg", "The Star"])
    t1 = day.Tr(8, 40, 9, 20)
    h, f, cat = r.choice(held_fc)
    if r.random() < 0.5:
        m = day.post(t1, "news", "📰 %s | %s" % (src(), with_lede(day, h, cat)))
        day.hard(m, "held_position_news", f, "untagged", "held contract named via its underlying (CPO policy)")
    else:
        emb = [{"title": h, "description": "Source: %s. %s" % (src(), lede(day, cat)),
                "url": "https://news.example.my/a/%d" % r.randint(100000, 999999), "footer": "newswire · CPO"}]
        m = day.post(t1, "news", "", emb)
        day.hard(m, "held_position_news", f, "embed", "held contract named via its underlying (CPO policy)")
    day.noise(day.post(day.after(m, 30, 400), r.choice(["jason", "boon"]), r.choice(["👀", "noted", "wah"]),
                       ref=m))
    h, f, cat = r.choice(held_eq)
    t2 = day.Tr(12, 30, 13, 20) if r.random() < 0.5 else day.Tr(17, 5, 17, 45)
    if r.random() < 0.5:
        day.hard(day.post(t2, "news", "📰 %s | %s" % (src(), with_lede(day, h, cat))), "held_position_news", f, "untagged",
                 "held equity named by company name")
    else:
        short = "eh %s out: %s 👀" % (info["short"], h[len(nm) + 1:])
        fh = [info["short"]] + [x for x in f[1:] if x in short]
        if len(fh) < 2:
            fh.append(h[len(nm) + 1:][:20])
        day.hard(day.post(t2, "priya", short), "held_position_news", fh, "untagged")
    if opt.get("held3"):
        s2 = day.s2["ins"]
        if s2["code"].startswith("DCE"):
            h = "DCE raises trading margin for %s to %d%% and price limit to %d%% from Monday" % (
                s2["code"][4:], r.choice([9, 10, 11]), r.choice([6, 7, 8]))
            f = [s2["code"][4:], "trading margin"]
        elif s2["code"] == "ZLH7":
            h = "EPA proposes higher 2027 biomass-based diesel volumes; CBOT soyoil (ZLH7) jumps %d%%" % r.randint(2, 5)
            f = ["biomass-based diesel", "ZLH7"]
        else:
            h = "Bursa Malaysia Derivatives: FCPO %s price limit expanded to 15%% after limit move" % s2["code"][4:]
            f = ["FCPO %s" % s2["code"][4:], "price limit"]
        day.hard(day.post(day.Tr(15, 45, 16, 30), "news", "📰 %s | %s" % (src(), with_lede(day, h, "market" if "EPA" in h else "exchange"))),
                 "held_position_news", f,
                 "untagged")
    # watchlist
    w = b["eq_watch"][day.di % len(b["eq_watch"])]
    wn = EQ_INFO[w]["names"][0]
    wl = [
        ("%s 3Q net profit RM %dm vs RM %dm a year ago" % (wn, r.randint(60, 400), r.randint(60, 400)),
         [wn, "3Q net profit"], "results"),
        ("%s announces 1-for-%d bonus issue" % (wn, r.randint(3, 10)), [wn, "bonus issue"], "corp"),
        ("%s downgraded to hold at %s, TP cut to RM %.2f" % (wn, r.choice(["CGS", "MIDF", "HLIB", "Maybank IB"]),
                                                             day.eqpx[w] * 0.97), [wn, "downgraded to hold"],
         "analyst"),
    ]
    h, f, cat = r.choice(wl)
    emb = [{"title": h, "description": "via %s. %s" % (src(), lede(day, cat)), "footer": "newswire · watchlist %s" % w}]
    day.hard(day.post(day.Tr(10, 50, 12, 10), "news", "", emb), "watchlist_news", f, "embed",
             "watchlist name headline (embed)")
    if opt.get("watch2"):
        fw = b["fut_watch"]
        if fw == "ZLH7":
            h, f = ("CME raises soybean oil daily price limit to 4.5c/lb; ZLH7 volume record", ["soybean oil daily "
                                                                                              "price limit", "ZLH7"])
        elif fw == "DCE.Y2705":
            h, f = ("Sinograin to auction 50,000t soyoil reserves on %s; DCE Y2705 slips" % r.choice(
                ["Friday", "Tuesday"]), ["Sinograin", "Y2705"])
        else:
            h, f = ("DCE palm olein P2705 hits limit-down as China port stocks swell", ["P2705", "limit-down"])
        day.hard(day.post(day.Tr(13, 35, 14, 25), "kokwai", "%s — fyi since we watching it" % h),
                 "watchlist_news", f, "untagged")
    # unrelated names (near miss)
    others = [n for n in OTHER_NAMES]
    for k, v in sorted(EQ_INFO.items()):
        if k != eqh and k not in b["eq_watch"]:
            others.append(v["names"][0])
    picks = r.sample(others, 2)
    tpl = [("%s 3Q net profit up %d%% on higher CPO prices", "results"),
           ("%s plans RM %d0m capex for replanting next year", "corp"),
           ("%s shares fall %d%% after weak guidance", "market"),
           ("%s names new CEO effective January after %d years under current chief", "corp")]
    for j, n in enumerate(picks):
        tp, cat = r.choice(tpl)
        h = tp % (n, r.randint(3, 14))
        day.near(day.post(day.curve_time() if j else day.Tr(9, 30, 17, 0), "news", "📰 %s | %s" % (src(), with_lede(day, h, cat))),
                 "headline on a name the desk does not hold or watch" if j == 0 else None)


def scene_tickets(day, opt):
    r = day.rng
    topics = r.sample(TIX_TOPICS, 8)
    tix = []
    slots = {"r1": day.Tr(8, 5, 9, 0), "r2": day.Tr(10, 0, 11, 30), "r3": day.Tr(12, 40, 13, 30),
             "nr1": day.Tr(9, 10, 10, 20), "nr2": day.Tr(15, 30, 16, 30), "esc": day.Tr(11, 0, 11, 50),
             "nr3": day.Tr(19, 0, 20, 0), "nm": day.Tr(20, 10, 21, 30)}
    nums = {}
    for k in sorted(slots, key=lambda k_: slots[k_]):
        nums[k] = day.next_tix()

    def title(tp):
        return tp[0].format(d=max(day.dom - 1, 5))

    def opened(slot, tp):
        t = slots[slot]
        n = nums[slot]
        rep = r.choice(["cargo-relay", "azlan.ops", "px-alert", "boonkeat", "BursaBridge", "riskd"])
        det = tp[1].format(n=r.randint(3, 40))
        m = day.post(t, "tix", "🎫 %s opened · \"%s\" · reporter %s · P%d\n> %s · first seen %s · runbook /%s" % (
            n, title(tp), rep, r.randint(2, 4), det, _clock(day, t - r.randint(3, 90) * 60000)[:5],
            r.choice(["cargo-relay", "bridge", "px-alert", "mpob-scraper", "fx-fix", "booking", "marks"])))
        tix.append((n, m))
        return n, m

    # route 1: bot assignment line
    n, m = opened("r1", topics[0])
    who = topics[0][2]
    a = day.post(day.after(m, 300, 2400), "tix", "🎫 %s assigned → %s (by meiling.tan)" % (n, who))
    day.hard(a, "route_decision", [n, "assigned → %s" % who], "structured", "ticket bot 'assigned →' line")
    day.noise(day.post(day.after(a, 600, 1800), "tix", "⏰ %s SLA: first response due in 30m (P3)" % n),
              "ticket SLA reminder")
    day.noise(day.post(day.after(a, 2000, 5000), "tix", "💬 %s · %s: %s" % (n, r.choice(["boonkeat", "azlan.ops"]),
                                                                          r.choice(["attached pdf", "checking with broker",
                                                                                    "pls see email thread",
                                                                                    "waiting for reply"]))))
    # route 2: embed-only assignment
    n, m = opened("r2", topics[1])
    ass = r.choice(["@kokwai", "@priya.n", "@jason_lim", topics[1][2]])
    emb = [{"title": "%s · assignment changed" % n,
            "fields": [{"name": "Assignee", "value": ass, "inline": True},
                       {"name": "Previous", "value": "unassigned", "inline": True},
                       {"name": "Priority", "value": "P%d" % r.randint(1, 3), "inline": True}],
            "footer": "DeskTix · workflow KL-VEGOIL · %s" % day.dlong}]
    day.hard(day.post(day.after(m, 120, 1200), "tix", "", emb), "route_decision", [n, ass], "embed")
    day.noise(day.post(day.after(m, 1500, 3600), "tix", "%s status In Progress → Waiting on broker" % n))
    # route 3: human routing in prose, or triage agent
    n, m = opened("r3", topics[2])
    own = topics[2][2]
    if r.random() < 0.5:
        c = "routing %s (%s) to %s, pls sort out by 5pm" % (n, title(topics[2]), own.lstrip("@"))
        day.hard(day.post(day.after(m, 60, 600), "mei", c, ref=m), "route_decision", ["routing", n, own.lstrip("@")],
                 "reply", "human 'routing X to agent' reply on the ticket")
    else:
        c = "triage: %s → %s · reason: owner of %s · due 17:00" % (n, own, r.choice(["this workflow", "the runbook",
                                                                                   "the feed"]))
        day.hard(day.post(day.after(m, 30, 300), "triage", c), "route_decision", [n, "→ %s" % own],
                 "structured")
    # no-route: bot closed
    n, m = opened("nr1", topics[3])
    prevn = "DESK-%d" % (int(n.split("-")[1]) - r.randint(2, 9))
    cl = day.post(day.after(m, 1200, 6000), "tix", "🎫 %s closed: no action · reason: duplicate of %s" % (n, prevn))
    day.hard(cl, "no_route_decision", [n, "closed: no action"], "structured", "ticket 'closed: no action'")
    # no-route: human or agent
    n, m = opened("nr2", topics[4])
    if r.random() < 0.5:
        c = "%s no need do anything lah, %s. closing" % (n, r.choice(["already sorted this morning",
                                                                       "same thing as last week, it clears by itself",
                                                                       "the alert is from the old feed"]))
        day.hard(day.post(day.after(m, 120, 900), "jason", c, ref=m), "no_route_decision",
                 [n, "no need do anything"], "reply", "manglish 'no need do anything' close")
    else:
        c = "triage-agent: %s — no action required (%s). not routed." % (n, r.choice([
            "resolved upstream %d min ago" % r.randint(5, 50), "duplicate of an open item", "stale, source recovered"]))
        day.hard(day.post(day.after(m, 60, 400), "triage", c), "no_route_decision",
                 [n, "no action required", "not routed"], "structured")
    if opt.get("escalate"):
        n, m = opened("esc", topics[5])
        c = "🎫 %s escalated → sharifah.risk (P1) · %s" % (n, r.choice(["possible limit breach", "margin shortfall",
                                                                         "counterparty exposure"]))
        day.hard(day.post(day.after(m, 300, 1500), "tix", c), "route_decision", [n, "escalated → sharifah.risk"],
                 "structured")
    if opt.get("noroute3"):
        n, m = opened("nr3", topics[6])
        c = "%s — not routing this, %s already fixed it upstream. closed no action" % (n, r.choice(["azlan", "the vendor"]))
        day.hard(day.post(day.after(m, 300, 1800), "mei", c), "no_route_decision", [n, "not routing", "no action"],
                 "untagged")
    # ticket near misses / noise
    n, m = opened("nm", topics[7])
    day.near(day.post(day.after(m, 60, 300), "boon", "who should take %s ah? i dont know who own this one" % n,
                      ref=m), "question about who should take a ticket")
    day.near(day.post(day.after(m, 400, 900), "azlan",
                      "i think %s should be no action but let mei decide tmr" % n),
             "opinion that a ticket may need no action (no decision)")
    for _ in range(r.randint(4, 7)):
        n2, _m = r.choice(tix)
        t = day.after(_m, 600, 20000)
        day.noise(day.post(t, "tix", r.choice([
            "⏰ %s SLA: resolution due in 2h" % n2,
            "💬 %s · azlan.ops: pinged broker again" % n2,
            "%s watcher added: vivian.compliance" % n2,
            "%s label added: cargo" % n2,
            "⏰ %s SLA breached by 14m (P3)" % n2,
            "💬 %s · boonkeat: +1 same issue on my screen" % n2])))
    for hh in (10, 14, 18):
        day.noise(day.post(day.T(hh, 0, r.randint(2, 40)), "cron",
                           "cron[ticket-triage] sweep %02d:00 · open %d · routed 0 · breaching %d" % (
                               hh, r.randint(4, 12), r.randint(0, 2))), "cron triage sweep '0 routed'" if hh == 10 else None)


def scene_thesis(day, opt, holder):
    r = day.rng
    mt = day.main_trade
    im = mt["im"]
    pos = "short" if mt["sell"] else "long"
    v = r.randrange(3)
    if v == 0:
        c = "i flip already lah — %s now %s, %s" % (
            im["short"], "neutral" if mt["sell"] else "bearish", r.choice([
                "ITS beat and dalian bounce, stocks story weaker than i thought",
                "exports too strong, cannot fight",
                "indo levy talk changes everything, cut conviction"]))
        f = ["flip", im["short"], "neutral" if mt["sell"] else "bearish"]
        ph = "untagged"
    elif v == 1:
        c = "[VIEW] %s %s: conviction up — thesis confirmed by %s. keep full size" % (
            im["code"], pos, r.choice(["surveyor exports", "SPPOMA production", "stock build"]))
        f = ["[VIEW]", im["code"], "conviction up"]
        ph = "tagged"
    else:
        c = "thesis for the %s %s still intact lah, %s. conviction same, no change" % (
            im["word"], pos, r.choice(["exports as expected", "nothing in ITS to change it"]))
        f = ["thesis", im["word"], "still intact"]
        ph = "untagged"
    day.hard(day.post(day.Tr(12, 45, 13, 40), "jason", c), "thesis_update", f, ph,
             "manglish thesis flip / confirm" if v != 1 else "tagged [VIEW] conviction change")
    # buried in research export note
    w = day.book["eq_watch"][0]
    holder["thesis_sentence"] = r.choice([
        "Desk view: %s moves to bearish from neutral on cost inflation and flat FFB; no position change yet." % w,
        "Desk view: the %s %s thesis is confirmed by this print; conviction raised to high." % (im["short"], pos),
        "Desk view: the %s calendar thesis is invalidated (spread not responding to exports); conviction cut to low."
        % im["short"]])
    s = holder["thesis_sentence"]
    if s.startswith("Desk view: %s" % w):
        holder["thesis_facts"] = [w, "bearish from neutral"]
    elif "confirmed" in s:
        holder["thesis_facts"] = [im["short"], "thesis is confirmed", "conviction raised to high"]
    else:
        holder["thesis_facts"] = [im["short"], "thesis is invalidated", "conviction cut to low"]


def scene_risk(day, opt):
    r = day.rng
    b = day.book
    if r.random() < 0.5:
        val = r.randint(152, 190)
        c = "⚠️ LIMIT BREACH · desk=KL-%s · metric=fcpo_net_lots · value=%d · limit=150 · action=block_new_risk" % (
            CHANNEL_NAMES[day.ci % 4].split("-")[1].upper(), val)
        day.hard(day.post(day.Tr(11, 10, 12, 20), "riskd", c), "risk_limit",
                 ["LIMIT BREACH", "fcpo_net_lots", "value=%d" % val, "limit=150"], "structured",
                 "risk bot LIMIT BREACH key=value")
    else:
        req = round(r.uniform(2.6, 3.4), 1)
        emb = [{"title": "Pre-trade check FAILED", "author": "riskd",
                "fields": [{"name": "Order", "value": "KL-%d" % (day.state["ord"] + 7), "inline": True},
                           {"name": "Rule", "value": "single-name notional %s" % b["eq_held"], "inline": True},
                           {"name": "Limit", "value": "RM 2.5m", "inline": True},
                           {"name": "Requested", "value": "RM %.1fm" % req, "inline": True}],
                "footer": "riskd · order blocked · override needs sharifah.risk"}]
        day.hard(day.post(day.Tr(11, 10, 12, 20), "riskd", "", emb), "risk_limit",
                 ["Pre-trade check FAILED", "RM 2.5m", "order blocked"], "embed")
    newlim = r.choice([6, 8])
    c = r.choice([
        "fyi from tomorrow the MYR FX limit is USD %dm net, down from 10m. pls plan hedges accordingly" % newlim,
        "heads up, MYR FX limit going to USD %dm net from tomorrow (treasury request). no exceptions ya" % newlim])
    day.hard(day.post(day.Tr(16, 30, 17, 30), "sharifah", c), "risk_limit", ["MYR FX limit", "USD %dm" % newlim],
             "untagged", "risk manager sets limit in prose")


# --------------------------------------------------------------------------
# long texts
# --------------------------------------------------------------------------

def research_morning_note(day, extra):
    r = day.rng
    zlc = round(r.uniform(-1.4, 1.4), 2)
    lines = [
        "**KL vegoils · morning note · %s %s**" % (day.wd, day.dlong),
        "",
        "**Overnight**",
        "• CBOT soyoil (ZLH7) settled %.2f c/lb (%+.2f); soybeans %+.1fc, meal %+.1f. Board crush %.2f $/bu." % (
            day.zl, zlc, r.uniform(-12, 12), r.uniform(-5, 5), r.uniform(0.9, 1.8)),
        "• Brent %.2f (%+.1f%%). POGO %d $/t, BOHO %d c/gal — discretionary blending still uneconomic." % (
            day.brent, r.uniform(-2, 2), day.pogo(), r.randint(-40, 90)),
        "• DCE night: palm olein P2705 %s (%+d), bean oil Y2705 %s (%+d). Olein/bean oil spread %d CNY." % (
            money(day.olein), r.randint(-90, 90), money(day.soy), r.randint(-70, 70), day.olein - day.soy),
        "• USD/MYR %.4f, USD/CNH %.4f, DXY %.2f." % (day.myr, r.uniform(7.0, 7.3), r.uniform(98, 106)),
        "",
        "**Yesterday**",
        "• FCPO 3rd month settled %s (%+d); range %d pts; volume %dk lots, OI %+d. Night session %+d on thin volume." % (
            money(day.px0 + r.randint(-20, 20)), r.randint(-60, 60), r.randint(30, 110), r.randint(50, 110),
            r.randint(-4000, 4000), r.randint(-20, 20)),
        "• Spreads: F27/G27 %+d, G27/H27 %+d, H27/J27 %+d. Physical premiums %s." % (
            r.randint(-10, 40), r.randint(-10, 50), r.randint(-10, 40), r.choice(["steady", "softer", "firmer"])),
        "• Plantation index %+.2f%%; sector turnover RM %dm, foreign share %d%%." % (
            r.uniform(-1.5, 1.5), r.randint(80, 260), r.randint(20, 45)),
        "",
        "**Fundamentals**",
        "• Cargo surveyors, last flash (1-%d Nov): ITS %d kt (%+.1f%% m/m), AmSpec %d kt (%+.1f%% m/m). India share "
        "%d%%. Next flash today 12:00." % (
            max(day.dom - 6, 3), int(day.its_kt * 0.7), r.uniform(-12, 8), int(day.am_kt * 0.7), r.uniform(-12, 8),
            r.randint(18, 34)),
        "• SPPOMA 1-%d Nov production %+.1f%% m/m; yields %+.1f%%, OER %+.2f pt. Sabah weakest region again." % (
            max(day.dom - 1, 5), r.uniform(-12, 4), r.uniform(-12, 4), r.uniform(-0.4, 0.3)),
        "• MPOB end-Oct stocks %.2f mln t; trade survey for end-Nov %.2f-%.2f mln t." % (
            day.stocks, day.stocks + 0.03, day.stocks + 0.14),
        "• Indonesia: GAPKI Sep stocks %.2f mln t; B40 uptake tracking %.1f mln kl ytd." % (
            r.uniform(2.2, 3.4), r.uniform(8, 12)),
        "• India: %s" % r.choice([
            "Nov palm imports seen %d kt per SEA survey; soyoil imports from Argentina steady." % r.randint(650, 900),
            "refiners switching to soyoil on narrow discount (%d $/t); palm buying hand-to-mouth." % r.randint(10, 60),
            "duty unchanged; port stocks %d kt, below 30-day average." % r.randint(500, 800)]),
        "• China: %s" % r.choice([
            "port palm stocks %d kt (+%d w/w), weak spot basis in Guangzhou." % (r.randint(400, 700), r.randint(5, 40)),
            "crush margins %+d CNY/t; bean oil stocks %.2f mln t." % (r.randint(-150, 80), r.uniform(0.9, 1.2))]),
        "",
        "**Weather**",
        "• %s" % r.choice([
            "Heavy rain in Sabah/Sarawak past 7d (+%d%% vs normal); harvesting disruptions reported in Lahad Datu." %
            r.randint(20, 80),
            "Dry week in Riau and Jambi; Peninsular Malaysia near normal. ENSO neutral, ONI %.1f." % r.uniform(-0.6, 0.3),
            "Monsoon onset on east coast; flooding risk in Pahang/Terengganu next 5d per MetMalaysia."]),
        "",
        "**Equities**",
        "• KLPLN index %s (%+.2f%%). Sector trades %.1fx fwd PE vs 5y avg %.1fx. Foreign net %s RM %dm last week." % (
            money(r.randint(6900, 7600)), r.uniform(-1.2, 1.2), r.uniform(16, 22), r.uniform(18, 21),
            r.choice(["sold", "bought"]), r.randint(10, 140)),
        "",
        "**Positioning / flows**",
        "• %s" % r.choice([
            "Funds net short FCPO est %d lots; commercials hedging Q1 forward sales." % r.randint(8000, 30000),
            "Open interest FCPO %s (%+d); volume %s. Spread activity heavy in %s/%s." % (
                money(r.randint(230000, 290000)), r.randint(-4000, 4000), money(r.randint(60000, 120000)), "G27",
                "H27")]),
        "• Dalian open interest in P2705 %s lots; retail long-heavy per exchange data." % money(r.randint(300000, 520000)),
    ]
    im = inst_main(day)
    g = day.px0 + day.m_off.get(im["mcode"], 0)
    lines += [
        "",
        "**Levels (%s)**" % im["code"],
        "• support %s / %s · resistance %s / %s · 20d avg %s · 14d ATR %d" % (
            money(g - r.randint(20, 40)), money(g - r.randint(60, 110)), money(g + r.randint(20, 40)),
            money(g + r.randint(60, 120)), money(g + r.randint(-60, 60)), r.randint(45, 95)),
        "• RSI(14) %d · open interest trend %s · 25d realised vol %d%%" % (
            r.randint(30, 70), r.choice(["rising", "flat", "falling"]), r.randint(18, 34)),
        "",
        "**Physical (USD/t)**",
        "```",
        "CPO FOB Indo Dec        %s" % money(day.fob),
        "RBD olein FOB Msia Dec  %s" % money(day.olein_fob),
        "CPO CIF Rotterdam       %s" % money(day.cif_rdam),
        "Soyoil FOB Arg Jan      %s" % money(day.fob + r.randint(40, 90)),
        "SFO FOB Black Sea Jan   %s" % money(day.fob + r.randint(90, 150)),
        "```",
        "",
        "**Headlines digest (no desk names)**",
    ] + ["• " + h for h in r.sample(MACRO_HEADLINES, 5)]
    if extra:
        lines += ["", "**Desk ideas**"] + ["• " + s for s in extra]
    lines += [
        "",
        "**Calendar (MYT)**",
        "• 12:00 ITS / AmSpec 1-%d Nov · 15:30 SPPOMA · 21:30 US data · 22:30 CBOT day session" % max(day.dom - 1, 5),
        "• %s" % r.choice(["MPOB data on the 10th", "India SEA import data mid-month", "GAPKI data end-month"]),
        "",
        "_research-agent v3.%d · sources: cargo-relay, MPOB, DCE, CME, SPPOMA · %d items suppressed as stale_" % (
            r.randint(2, 9), r.randint(3, 19)),
    ]
    return "\n".join(lines)


def research_export_note(day, buried):
    r = day.rng
    its_m = (day.its_kt / day.its_prev - 1) * 100
    am_m = (day.am_kt / day.am_prev - 1) * 100
    lines = [
        "**Surveyor exports · 1-%d Nov · quick read**" % max(day.dom - 1, 5),
        "ITS %d kt (%+.1f%%), AmSpec %d kt (%+.1f%%). Gap between surveyors %d kt, %s usual range." % (
            day.its_kt, its_m, day.am_kt, am_m, abs(day.its_kt - day.am_kt),
            "outside" if abs(day.its_kt - day.am_kt) > 30 else "inside"),
        "",
        "By product: CPO %d kt, RBD olein %d kt, stearin %d kt, PFAD %d kt." % (
            r.randint(90, 190), r.randint(250, 380), r.randint(40, 80), r.randint(20, 45)),
        "By destination: India %d kt (%+d%%), China %d kt (%+d%%), EU %d kt (%+d%%), Pakistan %d kt, MENA %d kt." % (
            r.randint(100, 220), r.randint(-30, 30), r.randint(60, 150), r.randint(-30, 30), r.randint(50, 120),
            r.randint(-20, 20), r.randint(25, 60), r.randint(30, 70)),
        "",
        "Read-across: production %s exports this month, so end-Nov stocks likely %s the %.2f mln t survey. "
        "The move in FCPO since the print is %+d pts, Dalian %s." % (
            r.choice(["outpacing", "lagging", "roughly matching"]), r.choice(["above", "near", "below"]),
            day.stocks + 0.08, r.randint(-45, 45), r.choice(["following", "ignoring it", "leading"])),
        "Seasonality: Nov-Feb exports typically fall %d-%d%% from Oct peak; this year's pattern is %s." % (
            r.randint(6, 9), r.randint(12, 18), r.choice(["in line", "front-loaded", "delayed by India"])),
    ]
    lines += ["", "```", "dest        CPO    olein  stearin  other   total   m/m"]
    for dname in ("India", "China", "EU", "Pakistan", "Turkey", "Egypt", "Kenya", "US", "Japan", "Others"):
        a1, a2, a3, a4 = r.randint(0, 60), r.randint(5, 90), r.randint(0, 20), r.randint(0, 25)
        lines.append("%-10s %5d  %5d  %6d  %5d   %5d  %+3d%%" % (dname, a1, a2, a3, a4, a1 + a2 + a3 + a4,
                                                               r.randint(-40, 40)))
    lines += ["```", "(kt, ITS basis; AmSpec breakdown differs by product classification)"]
    if buried:
        lines += ["", buried]
    lines += ["", "Next: SPPOMA 15:30, AmSpec full-month on the 30th.",
              "_research-agent · generated %s MYT_" % r.choice(["12:21", "12:24", "12:27", "12:33"])]
    return "\n".join(lines)


def exec_summary(day, buried, label):
    r = day.rng
    lines = [
        "**execution-agent · %s summary · %s**" % (label, day.dlong),
        "orders %d · fills %d · cancels %d · rejects 0 · notional RM %.1fm" % (
            r.randint(4, 9), r.randint(6, 14), r.randint(0, 2), r.uniform(6, 30)),
        "slippage vs arrival %+.1f RM/t (FCPO), %+.1f CNY/t (DCE); venue latency p50 %dms p99 %dms" % (
            r.uniform(-1.5, 1.5), r.uniform(-4, 4), r.randint(25, 60), r.randint(150, 420)),
        "broker split: Phillip %d%% · CGS %d%% · KAF %d%% · screen %d%%" % (
            r.randint(10, 40), r.randint(5, 25), r.randint(0, 15), r.randint(30, 60)),
        "incidents: %s" % r.choice(["none", "bridge reconnect 6s at %s, no lost fills" % _clock(day, day.Tr(10, 0, 12, 0))[:5],
                                    "one duplicate alert storm, cleared by meiling"]),
        "margin: BMD initial RM %.2fm, DCE CNY %.2fm, CME USD %.2fm; excess %.1fm MYR equiv" % (
            r.uniform(1.2, 3.4), r.uniform(0.6, 2.2), r.uniform(0.1, 0.6), r.uniform(2, 9)),
    ]
    lines += ["order count by hour (MYT): " + " ".join("%02d:%d" % (h, r.randint(0, 4)) for h in
                                                   (9, 10, 11, 12, 14, 15, 16, 17, 21, 22))]
    lines += ["algo usage: TWAP %d%% · iceberg %d%% · manual %d%% · voice %d%%" % (
        r.randint(10, 40), r.randint(5, 25), r.randint(20, 50), r.randint(10, 30))]
    lines += ["```", "venue   orders  fills  fill%  p50ms  rejects"]
    for v in ("BMD", "DCE", "CME", "BURSA-EQ", "OTC-FX"):
        lines.append("%-8s %5d  %5d  %4d%%  %5d  %4d" % (v, r.randint(0, 9), r.randint(0, 14), r.randint(60, 100),
                                                     r.randint(20, 90), 0))
    lines += ["```"]
    if buried:
        lines += [buried]
    lines += ["tomorrow: %s" % r.choice(["roll review for F27 → G27 holders", "FX fixing at 11:00",
                                         "MPOB pre-survey call 10:00", "no scheduled actions"]),
              "_execution-agent v1.%d_" % r.randint(10, 40)]
    return "\n".join(lines)


def risk_eod_report(day, buried):
    r = day.rng
    lines = [
        "**risk-agent · EOD risk · %s**" % day.dlong,
        "```",
        "metric                 value     limit    util",
    ] + ["%-22s %5s  %8s    %3d%%" % (k, fmt % v, lim_s, int(round(100 * v / lim))) for k, v, lim, lim_s, fmt in (
        ("fcpo_net_lots", r.randint(40, 140), 150, "150", "%d"),
        ("fcpo_gross_lots", r.randint(90, 240), 250, "250", "%d"),
        ("dce_gross_lots", r.randint(40, 280), 300, "300", "%d"),
        ("cme_soyoil_lots", r.randint(0, 50), 60, "60", "%d"),
        ("phys_open_kt", r.randint(6, 50), 60, "60", "%d"),
        ("eq_single_name_rm_m", round(r.uniform(0.4, 2.3), 1), 2.5, "2.5", "%.1f"),
        ("usdmyr_net_usd_m", round(r.uniform(1, 9), 1), 10.0, "10.0", "%.1f"),
        ("var_1d_99_rm_m", round(r.uniform(0.4, 1.4), 2), 1.5, "1.50", "%.2f"))] + [
        "```",
        "pnl attribution (RM k): fcpo %+d · dce %+d · cme %+d · phys %+d · eq %+d · fx %+d · fees %+d" % (
            r.randint(-200, 300), r.randint(-90, 90), r.randint(-40, 40), r.randint(-60, 60), r.randint(-80, 80),
            r.randint(-30, 30), -r.randint(2, 9)),
        "sensitivities: CPO +RM 10/t → RM %+dk · olein +10 CNY → RM %+dk · soyoil +10pts → RM %+dk · MYR 1%% → RM %+dk" % (
            r.randint(-60, 60), r.randint(-20, 20), r.randint(-15, 15), r.randint(-40, 40)),
        "concentration: top 3 positions %d%% of gross · largest %s" % (r.randint(45, 80), day.book["eq_held"]),
        "stress: CPO -10%% → RM %+dk · MYR +3%% → RM %+dk · olein limit-down x2 → RM %+dk" % (
            r.randint(-900, 900), r.randint(-300, 300), r.randint(-500, 500)),
        "margin calls: %s" % r.choice(["none", "DCE CNY %.1fm due T+1 (funded)" % r.uniform(0.2, 1.5)]),
        "basis: marks at BMD 18:00 settlement, DCE 15:00 close, CME prior settle; FX BNM 16:00 ref.",
    ]
    if buried:
        lines += [buried]
    lines += ["overnight: CME session only; riskd auto-block active on all gross limits.",
              "_risk-agent v2.%d · %d positions · %d checks_" % (r.randint(1, 9), r.randint(14, 40), r.randint(600, 2400))]
    return "\n".join(lines)


def long_analysis(day, v):
    """Long trading-words analysis with no decision (near miss)."""
    r = day.rng
    im = inst_main(day)
    if v == 0:
        return ("random thoughts on POGO and the biodiesel bid, since a few people asked:\n"
                "- POGO at %d $/t means blenders in indo/msia need the levy fund to subsidise, and the fund is "
                "thinner now. if brent rallies 10 dollars POGO narrows maybe 70-80, still positive.\n"
                "- historically when POGO > 300 palm underperforms bean oil for 2-3 months, buyers switch lah. "
                "people who sold palm vs bean oil in those periods made money most of the time, but 2021 was the "
                "exception, everything went up together.\n"
                "- dalian olein/bean oil spread %d now, the 3y range is roughly -400 to +1,200. mid-range, no edge.\n"
                "- for FCPO the bigger driver next 4-6 weeks is still production, seasonal low coming, plus "
                "India restocking before CNY. funds short is the squeeze risk.\n"
                "not a trade idea, just framing for the MPOB week. happy to discuss over kopi." % (
                    day.pogo(), day.olein - day.soy))
    if v == 1:
        return ("backtest (2016-2026), research-agent:\n"
                "rule: sell %s-equivalent (3rd month) at 12:05 when ITS m/m < -5%%, buy back 18:00.\n"
                "n=%d · hit %d%% · avg %+d RM/t · median %+d · worst %+d · best %+d · sharpe %.2f\n"
                "fills assumed at 12:05 VWAP ± 1 tick, no slippage model for size > 50 lots.\n"
                "variant with stop at +35 RM/t: hit %d%%, avg %+d.\n"
                "caveat: small sample, regime change after 2022 export ban. not a recommendation." % (
                    im["short"], r.randint(24, 40), r.randint(52, 66), r.randint(8, 40), r.randint(5, 30),
                    -r.randint(80, 160), r.randint(90, 210), r.uniform(0.4, 1.3), r.randint(48, 62),
                    r.randint(4, 30)))
    return ("long msg sorry. on the H27/G27 spread: market is pricing a lot of carry. tank space in pasir gudang "
            "is tight, storage ~RM %d/t/month, financing ~%.1f%%. so theoretical full carry ~%d-%d. spread is at "
            "%d now. people who bought the spread at -20 last year got paid when stocks built, but that was with "
            "1.9 mln t stocks. we are at %.2f. if MPOB shows a build, spread can widen; if exports surprise, it "
            "tightens. either way i would want a better entry than here, and we already run enough FCPO risk. "
            "just sharing how i think about it lah." % (
                r.randint(18, 30), r.uniform(3.5, 5.0), r.randint(25, 35), r.randint(40, 55),
                r.randint(-45, 45), day.stocks))


BROKERS = [("ah seng", "phillip"), ("nurul", "cgs"), ("kenny", "kaf"), ("mei ling", "rhb"), ("daniel", "ifast"),
           ("hafiz", "maybank"), ("vincent", "uob kay hian")]


def colour_utts(day, t, n, broker_side=True):
    """Broker-call colour in speech-to-text register: lowercase, no punctuation, spelled numbers."""
    r = day.rng
    im = inst_main(day)
    px = day.fc(t, im["mcode"])
    nxt = {"G": "mar", "H": "apr", "F": "feb"}[im["mcode"]]
    b_lines = [
        "%s now %s bid %s offer quite thin lah" % (im["word"], spoken_px(px, r), w99((px + 2) % 100)),
        "dalian olein %s %s yuan the china guys all %s since the open" % (
            r.choice(["down", "up"]), w99(r.randint(20, 95)), r.choice(["selling", "buying", "quiet"])),
        "i see some indo producer selling forward %s %s quite size also maybe two three hundred lots" % (
            r.choice(["jan", "feb"]), r.choice(["mar", "apr"])),
        "ya the its number rumour is %s %s percent but dont know la the amspec one maybe better" % (
            r.choice(["minus", "plus"]), ONES[r.randint(2, 9)]),
        "soyoil overnight %s like %s points so palm should be %s at least in the morning" % (
            r.choice(["up", "down"]), w99(r.randint(20, 90)), r.choice(["supported", "heavy"])),
        "ringgit also strong %s so a bit heavy for the exporters" % spoken_dec(day.myr),
        "i can show you %s lots at %s if you want but only for five minutes" % (
            w99(r.choice([20, 30, 50])), w99((px + 3) % 100)),
        "spread %s %s %s last trade %s quite a lot of interest from the locals" % (
            im["word"], nxt, r.choice(["bid", "offered"]), w99(r.randint(10, 60))),
        "the fund flow today mostly %s since the open the big foreign house also in there" % r.choice(
            ["selling", "buying", "two way"]),
        "um wait ah my other line ringing ok ok sorry continue",
        "eh the physical side %s dumai %s paid %s yesterday today nobody want to show" % (
            r.choice(["dec", "jan"]), r.choice(["offers", "bids"]), w_pair(day.fob + r.randint(-5, 5))),
        "market %s %s today everybody waiting for the data" % (r.choice(["very", "quite", "bit"]),
                                                               r.choice(["quiet", "jumpy", "heavy", "two way"])),
        "tomorrow the mpob survey out right the reuters one and the bloomberg one",
        "no one want to sell %s below %s everybody waiting for the cargo surveyor" % (im["word"],
                                                                                     spoken_px(px - 10, r)),
        "the olein palm spread in dalian like %s yuan now very wide already" % w_full(r.randint(600, 1400)),
        "china buyers ask for %s shipment olein but price no match %s dollars apart" % (
            r.choice(["january", "february"]), w99(r.randint(10, 40))),
        "india buyers all on holiday mode lah only small parcels %s to %s thousand tonnes" % (
            ONES[r.randint(2, 4)], ONES[r.randint(5, 9)]),
        "the pakistani tender for olein they say %s got it at %s" % (r.choice(["one singapore house", "an indo mill",
                                                                               "the usual guy"]),
                                                                    w_pair(day.olein_fob + r.randint(-5, 5))),
        "i hear rumour the indo levy going up next month but nothing official yet",
        "brent %s %s dollar so the biodiesel people also %s" % (r.choice(["up", "down"]), ONES[r.randint(1, 3)],
                                                                r.choice(["quiet", "happy", "complaining"])),
        "the night session yesterday %s lots only very thin nobody there" % w_full(r.randint(2000, 9000)),
        "sabah got flooding they say some estate cannot harvest for two three days",
        "the %s open interest went up %s thousand lots yesterday so new shorts coming in" % (
            im["word"], ONES[r.randint(2, 9)]),
        "technically %s if break %s then can see %s quite fast lah" % (
            im["word"], spoken_px(px - 30, r), spoken_px(px - 80, r)),
        "the resistance at %s very strong already test three times" % spoken_px(px + 40, r),
        "aiyo the line very bad today you hear me or not",
        "ok lah i update you after lunch if anything",
        "the kl kepong guys also asking for price for their forward sales",
        "the refiners margin negative now so they run slow the whole week",
        "usd ringgit %s so the cpo in dollar terms actually %s" % (spoken_dec(day.myr),
                                                                  r.choice(["cheaper", "more expensive"])),
        "cbot soyoil the epa news still driving everything there",
        "shanghai warehouse stocks olein up again %s thousand tonnes" % w99(r.randint(10, 60)),
    ]
    d_lines = ["ya", "ok", "ok ok", "ya go on", "how much ah", "who selling", "ok noted", "hmm", "really ah",
               "ok thanks for the colour", "ya i see it also", "how about the spread", "sorry say again",
               "any size behind that", "ok let me check with mei", "the amspec number when out", "haha ok",
               "ok call me if anything", "dalian doing what now", "got any physical interest"]
    b_lines += [
        "[inaudible] sorry sorry the turret got echo today",
        "the olein refiners in pasir gudang run at like %s percent only margin no good" % w99(r.randint(55, 80)),
        "one more thing the %s delivery notice quite a lot tenders going in" % r.choice(["nov", "dec"]),
        "the singapore guys also asking palm olein versus soy for %s" % r.choice(["january", "q one"]),
        "ok so basically today nothing much happen until the data then see how",
        "freight also up ah the mr tanker rates to india up %s dollars" % w99(r.randint(2, 9)),
        "my boss say the mpob survey range %s to %s million" % (spoken_pt(day.stocks), spoken_pt(day.stocks + 0.15)),
        "the basis for %s cif karachi %s over no one paying" % (r.choice(["olein", "cpo"]), w99(r.randint(5, 30))),
        "[crosstalk] ya ya i hear you go on",
        "eh you all going the year end dinner or not",
        "the rubber also weak today everything commodity red",
        "ya the china demand really no good this year the stocks very high",
    ]
    out = []
    pool = r.sample(b_lines, len(b_lines))
    for j in range(n):
        if broker_side ^ (j % 2 == 1):
            out.append(("B", pool[j % len(pool)]))
        else:
            out.append(("D", r.choice(d_lines)))
    return out


def render_call(day, t, broker, trader, utts, kind=None):
    """utts: list of ("B"|"D", text)."""
    r = day.rng
    diar = r.random() < 0.35
    lines = []
    s = 0
    for who, u in utts:
        if diar:
            spk = "SPEAKER_1" if who == "B" else "SPEAKER_2"
        else:
            spk = "%s (%s)" % broker if who == "B" else trader
        fill = r.choice(["", "", "", "uh ", "ah ", "um ", "ok ", "ya ", "eh "])
        lines.append("[%02d:%02d] %s: %s%s" % (s // 60, s % 60, spk, fill, u))
        s += r.randint(2, 11)
    hdr = "📞 turret · line %d (%s) · %s MYT · dur %02d:%02d · asr conf 0.%d" % (
        r.randint(1, 6), broker[1].upper(), _clock(day, t), (s + 3) // 60, (s + 3) % 60, r.randint(58, 92))
    if diar:
        hdr += "\nspeakers: SPEAKER_1=%s (%s) · SPEAKER_2=%s desk" % (broker[0], broker[1], trader)
    return hdr + "\n" + "\n".join(lines)


def turret_colour(day, t):
    r = day.rng
    b = r.choice(BROKERS)
    trader = r.choice(["jason", "kokwai", "farid", "boon"])
    return render_call(day, t, b, trader, colour_utts(day, t, r.randint(28, 42)))


def turret_other_house(day, t):
    r = day.rng
    im = inst_main(day)
    px = day.fc(t, im["mcode"])
    b = r.choice(BROKERS[:2])
    v = r.randrange(2)
    if v == 0:
        core = ("one of the big houses %s %s hundred lots %s at the open %s not yours ah just telling you" % (
            r.choice(["sold", "bought"]), ONES[r.randint(2, 4)], im["word"], spoken_px(px + 8, r)))
        idi = "broker call tells another house's fill"
    else:
        core = ("remember last month you %s at %s that one nice trade ah haha" % (
            r.choice(["bought", "sold"]), spoken_px(px - r.randint(150, 250), r)))
        idi = "broker recalls last month's fill (history)"
    utts = [("B", "jason ah quick one"), ("D", "ya"), ("B", core), ("D", "ok ok thanks for the colour")]
    utts += colour_utts(day, t, r.randint(12, 20))
    utts.append(("B", "ok bye"))
    return render_call(day, t, b, "jason", utts), idi


def stack_trace(day, v):
    r = day.rng
    if v == 0:
        return ("cargo-relay worker crashed, restarting (attempt %d/5)\n```\nTraceback (most recent call last):\n"
                "  File \"/srv/cargo_relay/main.py\", line 64, in run\n    await asyncio.gather(*tasks)\n"
                "  File \"/srv/cargo_relay/pollers/base.py\", line 140, in loop\n    await self.poll()\n"
                "  File \"/srv/cargo_relay/pollers/amspec.py\", line 211, in poll\n    rows = parse_table(resp.text)\n"
                "  File \"/srv/cargo_relay/parsers/table.py\", line 88, in parse_table\n"
                "    qty = int(cells[3].replace(\",\", \"\"))\n"
                "ValueError: invalid literal for int() with base 10: 'n.a.'\n```\n"
                "last good poll %s · backoff %ds · alerts suppressed for 10m" % (
                    r.randint(1, 4), _clock(day, day.T(r.randint(1, 20), 0))[:5], r.choice([30, 60, 120])))
    if v == 1:
        return ("BursaBridge: unhandled exception in drop-copy session\n```\nTraceback (most recent call last):\n"
                "  File \"/opt/bridge/fix/session.py\", line 402, in on_message\n    self._route(msg)\n"
                "  File \"/opt/bridge/fix/router.py\", line 77, in _route\n    acct = ACCOUNTS[msg.get(1)]\n"
                "  File \"/opt/bridge/fix/accounts.py\", line 31, in __getitem__\n    return self._map[key]\n"
                "KeyError: 'KLPO-%02d'\n\nDuring handling of the above exception, another exception occurred:\n\n"
                "  File \"/opt/bridge/fix/session.py\", line 409, in on_message\n    self._dead_letter(msg, exc)\n"
                "  File \"/opt/bridge/fix/dlq.py\", line 22, in _dead_letter\n    self.q.put_nowait(item)\n"
                "asyncio.QueueFull\n```\nsession restarted, seq reset to %d, %d msgs replayed from drop-copy" % (
                    r.randint(10, 99), r.randint(1000, 9000), r.randint(0, 40)))
    return ("pnl-snap job failed\n```\nTraceback (most recent call last):\n"
            "  File \"/app/pnl/job.py\", line 58, in main\n    snap = build_snapshot(ts)\n"
            "  File \"/app/pnl/snapshot.py\", line 97, in build_snapshot\n    marks = load_marks(ts)\n"
            "  File \"/app/pnl/marks.py\", line 133, in load_marks\n    px = cme[\"ZLH7\"][\"settle\"]\n"
            "TypeError: 'NoneType' object is not subscriptable\n```\nCME settle file not yet published · retry in %ds" % (
                r.choice([300, 600])))


def curve_table(day, t):
    r = day.rng
    rows = ["```", "FCPO     prev     now    chg   OI"]
    for mc in ("F", "G", "H", "J", "K"):
        now = day.fc(t, mc)
        prev = now - r.randint(-35, 35)
        rows.append("%s27   %s  %s  %+4d  %s" % (mc, money(prev), money(now), now - prev,
                                                 money(r.randint(8000, 70000))))
    rows.append("```")
    return "\n".join(rows)


def research_midday(day):
    r = day.rng
    im = inst_main(day)
    t = day.T(12, 30)
    g0, g1 = day.fc(day.T(10, 30), im["mcode"]), day.fc(t, im["mcode"])
    lines = [
        "**Midday read · %s · research-agent**" % day.dlong,
        "",
        "**Morning session**",
        "• FCPO %s %s → %s (%+d), range %s-%s, volume %dk lots; spreads %s." % (
            im["short"], money(g0), money(g1), g1 - g0, money(min(g0, g1) - r.randint(3, 15)),
            money(max(g0, g1) + r.randint(3, 15)), r.randint(25, 70),
            r.choice(["quiet", "active in the front", "firmer on the back months", "offered in the front"])),
        "• Dalian: olein P2705 %s (%+d), bean oil Y2705 %s (%+d); palm/bean oil spread %d CNY." % (
            money(day.olein + r.randint(-50, 50)), r.randint(-90, 90), money(day.soy + r.randint(-40, 40)),
            r.randint(-70, 70), day.olein - day.soy),
        "• CBOT soyoil Globex %.2f (%+.2f); soybeans %+.1fc. Brent %.2f." % (
            day.zl + r.uniform(-0.4, 0.4), r.uniform(-0.8, 0.8), r.uniform(-8, 8), day.brent + r.uniform(-0.6, 0.6)),
        "• Physical (USD/t): CPO FOB Indo %s, RBD olein FOB Msia %s, CPO CIF Rotterdam %s; domestic CPO delivered "
        "Sth Msia RM %s/t." % (money(day.fob), money(day.olein_fob), money(day.cif_rdam), money(day.px0 - r.randint(10, 50))),
        "• USD/MYR %.4f; BNM reference %.4f." % (day.myr + r.uniform(-0.006, 0.006), day.myr),
        "",
        "**Curve**",
        curve_table(day, t),
        "",
        "**Dalian (morning close, CNY/t)**",
        "```",
        "P2601 %s %+d · P2605 %s %+d · P2705 %s %+d" % (money(day.olein - 150), r.randint(-80, 80), money(day.olein - 60),
                                                      r.randint(-80, 80), money(day.olein), r.randint(-80, 80)),
        "Y2601 %s %+d · Y2705 %s %+d · OI2701 %s %+d" % (money(day.soy - 120), r.randint(-80, 80), money(day.soy),
                                                       r.randint(-80, 80), money(day.soy + 900), r.randint(-80, 80)),
        "```",
        "",
        "**Flows / colour**",
        "• %s" % r.choice(["Local funds two-way; foreign house selling the front on rallies.",
                           "Producer hedging visible in the Q1 months; refiners buying dips in the front.",
                           "Dalian arbitrage flows dominated; locals fading the morning move."]),
        "• %s" % r.choice(["India enquiry for Jan olein at discount to soyoil; few deals reported.",
                           "China buyers asking for Feb olein, bids USD 10-15 below offers.",
                           "Pakistan tender results pending; EU demand slow on price."]),
        "",
        "**Afternoon watch**",
        "• 14:30 reopen · 15:30 SPPOMA · %s" % r.choice(["16:00 GAPKI comments", "17:00 India SEA remarks",
                                                           "no scheduled data after SPPOMA"]),
        "_research-agent · midday · %d sources_" % r.randint(9, 17),
    ]
    return "\n".join(lines)


def research_eod_wrap(day):
    r = day.rng
    im = inst_main(day)
    t = day.T(18, 0)
    g0, g1 = day.fc(day.T(10, 30), im["mcode"]), day.fc(t, im["mcode"])
    lines = [
        "**EOD wrap · %s · research-agent**" % day.dlong,
        "",
        "FCPO %s settled %s (%+d on day, %+d w/w). Volume %dk lots, open interest %s (%+d)." % (
            im["short"], money(g1), g1 - g0, r.randint(-120, 120), r.randint(50, 120),
            money(r.randint(230000, 290000)), r.randint(-5000, 5000)),
        curve_table(day, t),
        "",
        "**Spreads**",
        "• %s/%s %+d · POGO %d $/t · palm/soy (CIF Rdam vs Argentine FOB) %+d $/t · olein/bean oil DCE %d CNY" % (
            im["short"], {"G": "H27", "H": "J27", "F": "G27"}[im["mcode"]], r.randint(-40, 60), day.pogo(),
            r.randint(-90, 40), day.olein - day.soy),
        "",
        "**Related markets**",
        "• Dalian olein settled %s (%+.1f%%), bean oil %s (%+.1f%%), rapeseed oil %s (%+.1f%%)." % (
            money(day.olein + r.randint(-60, 60)), r.uniform(-2, 2), money(day.soy + r.randint(-50, 50)),
            r.uniform(-2, 2), money(r.randint(8800, 9800)), r.uniform(-2, 2)),
        "• CBOT soyoil %.2f at Asia close; EPA/RVO chatter still the main driver." % (day.zl + r.uniform(-0.5, 0.5)),
        "• Brent %.2f; gasoil %d $/t; USD/MYR %.4f; USD/CNH %.4f." % (
            day.brent + r.uniform(-1, 1), r.randint(640, 760), day.myr + r.uniform(-0.01, 0.01), r.uniform(7.0, 7.3)),
        "",
        "**Physical**",
        "• CPO FOB Indo %s-%s; RBD olein FOB Msia %s; stearin %s; PFAD %s. CIF Rotterdam CPO %s." % (
            money(day.fob - 3), money(day.fob + 5), money(day.olein_fob), money(day.olein_fob - r.randint(40, 90)),
            money(day.fob - r.randint(80, 140)), money(day.cif_rdam)),
        "• Domestic: CPO delivered Sth Msia RM %s/t, Central RM %s/t, Sabah RM %s/t; FFB grade A RM %d/t." % (
            money(day.px0 - r.randint(10, 50)), money(day.px0 - r.randint(20, 70)), money(day.px0 - r.randint(40, 110)),
            r.randint(820, 980)),
        "",
        "**Fundamentals recap**",
        "• Exports (ITS) %d kt, AmSpec %d kt; SPPOMA production estimate released 15:30; MPOB consensus unchanged." % (
            day.its_kt, day.am_kt),
        "• %s" % r.choice(["Weather: wet Borneo, normal Peninsular; harvesting delays in Sabah.",
                           "Weather: dry Sumatra week, watch yields in Q2 next year.",
                           "Weather: monsoon surge east coast; flood risk Pahang/Terengganu."]),
        "",
        "**Positioning (exchange data, lots)**",
        "```",
        "FCPO       long     short    net     chg",
        "funds    %6s   %6s  %+6d  %+5d" % (money(r.randint(20000, 40000)), money(r.randint(30000, 60000)),
                                           -r.randint(5000, 30000), r.randint(-3000, 3000)),
        "locals   %6s   %6s  %+6d  %+5d" % (money(r.randint(30000, 50000)), money(r.randint(30000, 50000)),
                                           r.randint(-8000, 8000), r.randint(-3000, 3000)),
        "commerc  %6s   %6s  %+6d  %+5d" % (money(r.randint(60000, 90000)), money(r.randint(60000, 90000)),
                                           r.randint(-15000, 15000), r.randint(-3000, 3000)),
        "```",
        "",
        "**Week ahead**",
        "• %s" % r.choice(["Cargo surveyor flashes on the 20th and 25th; MPOB on the 10th next month.",
                           "India SEA import data mid-week; GAPKI data late; Indonesia reference price end-month.",
                           "US EPA rule window open; CBOT soyoil volatility likely to stay high."]),
        "• %s" % r.choice(["Year-end liquidity thins from mid-December; expect wider spreads in the night session.",
                           "Roll period for the front month starts; watch spread liquidity.",
                           "Exchange margin review due; no change expected."]),
        "",
        "**Tomorrow (MYT)**",
        "• %s · %s" % (r.choice(["09:00 Dalian open", "10:30 FCPO open"]),
                       r.choice(["12:00 AmSpec flash", "MPOB survey (Reuters) expected", "India SEA data"])),
        "_research-agent · EOD · %d items · %d suppressed_" % (r.randint(20, 40), r.randint(2, 12)),
    ]
    return "\n".join(lines)


def cargo_lineup(day):
    r = day.rng
    vessels = ["MT Sea Lotus", "MT Bunga Kasturi", "MT Golden Jasmine", "MT Eagle Kuantan", "MT Ocean Pearl",
               "MT Sinar Bali", "MT Chemroute Sky", "MT Nord Palm", "MT Pacific Star", "MT Kota Tinggi",
               "MT Global Orchid", "MT Jag Pushpa"]
    ports = ["Port Klang", "Pasir Gudang", "Lahad Datu", "Sandakan", "Bintulu", "Kuantan"]
    prods = ["CPO", "RBD olein", "RBD stearin", "PFAD", "RBD PO", "CPKO"]
    dests = ["Kandla", "Karachi", "Tianjin", "Rotterdam", "Jebel Ali", "Mombasa", "Chittagong", "Zhangjiagang",
             "Busan", "Port Said"]
    rows = ["🚢 loading line-up · %s · source: agents/port" % day.dlong, "```",
            "vessel               port          product      qty(t)   dest          eta"]
    for v in r.sample(vessels, r.randint(7, 10)):
        rows.append("%-20s %-13s %-12s %7s   %-13s %s" % (
            v, r.choice(ports), r.choice(prods), money(r.choice([5, 6, 8, 10, 12, 15, 20]) * 1000), r.choice(dests),
            (day.date + timedelta(days=r.randint(-2, 9))).strftime("%d-%b")))
    rows += ["```", "total listed %s t · waiting at anchorage %d · %s" % (
        money(r.randint(60, 160) * 1000), r.randint(1, 6), r.choice(["no congestion reported", "Pasir Gudang berth "
                                                                     "delays ~1 day", "Lahad Datu weather delay"]))]
    return "\n".join(rows)


def physical_sheet(day, label):
    r = day.rng
    rows = ["📋 physical indications (%s) · USD/t unless noted" % label, "```",
            "product                basis                 bid      offer"]
    items = [("CPO", "FOB Indo Dec"), ("CPO", "FOB Indo Jan"), ("CPO", "CIF Rotterdam Dec/Jan"),
             ("RBD olein", "FOB Msia Dec"), ("RBD olein", "FOB Msia Jan"), ("RBD PO", "FOB Msia Dec"),
             ("RBD stearin", "FOB Msia Dec"), ("PFAD", "FOB Msia Dec"), ("CPKO", "CIF Rotterdam Jan"),
             ("Soyoil", "FOB Arg Jan"), ("SFO", "FOB Black Sea Jan")]
    base = {"CPO": day.fob, "RBD olein": day.olein_fob, "RBD PO": day.olein_fob - 10,
            "RBD stearin": day.olein_fob - 70, "PFAD": day.fob - 110, "CPKO": day.cif_rdam + 300,
            "Soyoil": day.fob + 60, "SFO": day.fob + 110}
    for pr, basis in items:
        b = base[pr] + (day.cif_rdam - day.fob if "Rotterdam" in basis and pr == "CPO" else 0) + r.randint(-6, 6)
        if "Jan" in basis:
            b -= r.randint(0, 12)
        rows.append("%-22s %-21s %5s   %5s" % (pr, basis, money(b - r.randint(4, 12)), money(b)))
    rows += ["CPO dlvd Sth Msia      RM/t                  %s   %s" % (money(day.px0 - 40), money(day.px0 - 25)),
             "```", "_indications only, not firm · via brokers %s_" % ", ".join(r.sample(
                 ["Phillip", "CGS", "KAF", "Maybank", "RHB", "UOBKH"], 3))]
    return "\n".join(rows)


def risk_intraday(day):
    r = day.rng
    return ("risk-agent · intraday snapshot %s MYT\n"
            "• fcpo net %+d lots / gross %d lots · dce gross %d lots · cme %d lots\n"
            "• var 1d 99%% RM %.2fm (limit 1.50m) · stress CPO -5%% RM %+dk\n"
            "• margin excess MYR %.1fm · largest single-name %s RM %.1fm\n"
            "• open orders %d · pending approvals %d\n"
            "no limit events since last snapshot" % (
                r.choice(["13:05", "13:10", "13:15"]), r.randint(-140, 140), r.randint(80, 240), r.randint(30, 280),
                r.randint(0, 50), r.uniform(0.3, 1.4), r.randint(-500, 500), r.uniform(2, 9), day.book["eq_held"],
                r.uniform(0.4, 2.3), r.randint(0, 5), r.randint(0, 2)))


DISCUSS = [
    "eh anyone see the MPOB survey from reuters? range {s1}-{s2} mln t, quite wide. i think end-nov stocks closer to "
    "top end lah, production not dropping as fast as people think",
    "the india guys call me this morning, they say port stocks quite high so not rushing. only want jan shipment at "
    "discount {d} dollars vs soyoil. cannot match lah",
    "dalian night session the retail guys go crazy again, olein volume {k}k lots in 2 hours. every time like this "
    "then morning we open gap",
    "ringgit strong ah today, {myr}. exporters sure complain, CPO in dollar terms more expensive, india switch to soy "
    "faster",
    "the tank in pasir gudang full already, they say no space till mid dec. if cannot store the refiners must sell, "
    "spot basis sure weak",
    "my contact in sabah say the rain very heavy, some estates cannot harvest 3 days. but after rain yields usually "
    "jump, so dont get too excited",
    "who going to the POC conference next march? registration open already, company pay or not ah 😂",
    "the biodiesel people in indo say B50 road test still ongoing, nothing before 2027. market keep pricing it in and "
    "out every month",
    "china crush margin negative again, soybean arrivals big in dec so bean oil supply heavy. olein/bean oil spread "
    "got room to narrow but timing hard to say",
    "smallholders complaining FFB price too low, political noise coming, watch the ministry statements this week",
    "CBOT soyoil the EPA thing again... US guys pump and dump every week. our palm follow maybe 30% only",
    "the new grad ask me what is POGO lol. palm oil minus gasoil. when positive, biodiesel need subsidy. simple lah",
    "SGS cert still not out for the last cargo, buyer bank asking every hour. azlan can chase or not, i stuck in docs",
    "dalian and bursa both closed for nothing next week right? no holiday? ok good, i check the calendar wrong",
    "the AmSpec vs ITS gap again {g} kt. one of them must be wrong lah, last month also like that then revised",
    "wah the olein/palm spread in dalian {sp} yuan, last time this wide was 2023. china refiners sure import more "
    "crude palm later",
    "indo reference price for next month probably go up, levy up also. their exporters will push more olein instead "
    "of CPO, same story every time",
    "fund positioning chart from the broker: net short biggest since may. if any bullish surprise can squeeze hard",
    "so quiet today, even the alerts bot sleeping 😂 everyone waiting the data",
    "traffic so bad this morning, the LRT also delay. next week i WFH on data day lah",
    "the grading of the last cargo FFA {ffa}% ok, DOBI {dobi}, within spec. buyer happy, no claim this time",
    "rotterdam side say EUDR paperwork killing them, some buyers only want certified RSPO segregated now",
    "pakistan tender result: 2 cargoes RBD olein awarded to an indo seller, price not disclosed",
    "the kopitiam downstairs close already? 🥲 now must walk to the other block",
    "mpob data day next month fall on a friday, fund guys sure position thursday night session",
]


def discussion(day):
    r = day.rng
    return day.draw("discuss", DISCUSS).format(s1="%.2f" % day.stocks, s2="%.2f" % (day.stocks + 0.15), d=r.randint(10, 40),
                                    k=r.randint(300, 900), myr="%.4f" % day.myr, g=abs(day.its_kt - day.am_kt),
                                    sp=money(r.randint(900, 1500)), ffa="%.1f" % r.uniform(3.2, 4.8),
                                    dobi="%.1f" % r.uniform(2.3, 3.1))


MACRO_HEADLINES = [
    "Fed officials signal patience on further cuts; Treasury yields edge higher",
    "Brent steadies as OPEC+ keeps output policy unchanged into Q1",
    "Ringgit firmer as exporters convert proceeds ahead of month-end",
    "KLCI ends flat; banks offset weakness in telcos",
    "India's edible oil imports fall in October on high port stocks, SEA says",
    "China's October soybean imports rise on record Brazil shipments",
    "Argentina keeps soy export tax unchanged, farm groups protest",
    "Freight: MR tanker rates Asia-India climb for third week",
    "Rubber futures slip in Osaka on weak demand from tyre makers",
    "Cocoa extends rally on West African supply worries",
    "Gold holds near record as dollar eases",
    "US crude stocks build more than expected, gasoline draws",
    "EU deforestation rule: traders seek clarity on smallholder traceability",
    "Canola futures hit two-month high on crush demand",
    "Sunflower oil prices firm as Black Sea exports slow",
    "Indonesia's B40 programme on track, energy ministry says",
    "Malaysian labour ministry extends foreign worker recruitment window",
    "Baltic Dry Index rises 4% on capesize demand",
]


def news_digest(day, label):
    r = day.rng
    hs = r.sample(MACRO_HEADLINES, r.randint(6, 9))
    return "🗞️ %s digest · %s\n" % (label, day.dlong) + "\n".join(
        "%d. %s (%s)" % (j + 1, h, r.choice(["Reuters", "Bloomberg", "Bernama", "The Edge", "Nikkei", "FT"]))
        for j, h in enumerate(hs))


def dalian_close(day):
    r = day.rng
    rows = ["**DCE close · %s** (CNY/t)" % day.dlong, "```", "contract   settle    chg     vol       OI"]
    for code, base in (("P2601", day.olein - 150), ("P2605", day.olein - 60), ("P2705", day.olein),
                       ("Y2601", day.soy - 120), ("Y2705", day.soy), ("OI2701", day.soy + 900),
                       ("M2705", 2900 + r.randint(-80, 80))):
        rows.append("%-9s  %6s  %+5d  %7s  %7s" % (code, money(base + r.randint(-30, 30)), r.randint(-110, 110),
                                                   money(r.randint(20000, 600000)), money(r.randint(40000, 700000))))
    rows += ["```", "warehouse receipts: olein %s (%+d) · bean oil %s (%+d)" % (
        money(r.randint(500, 4000)), r.randint(-200, 200), money(r.randint(5000, 30000)), r.randint(-500, 500)),
        "night session opens 21:00 · exchange margin unchanged · _relay: cargo-relay/dce_"]
    return "\n".join(rows)


def cbot_close(day):
    r = day.rng
    rows = ["**CBOT close (Asia 05:20)** · soy complex", "```", "contract  settle   chg"]
    for c, base in (("ZLF7", day.zl - 0.3), ("ZLH7", day.zl), ("ZLK7", day.zl + 0.25), ("ZSF7", 1040.0),
                    ("ZMF7", 298.0)):
        v = base + r.uniform(-3, 3) if base > 100 else base + r.uniform(-0.1, 0.1)
        rows.append("%-8s  %7.2f  %+.2f" % (c, v, r.uniform(-1.5, 1.5) if base < 100 else r.uniform(-15, 15)))
    rows += ["```", "board crush %.2f $/bu · oil share %.1f%% · BOHO %d c/gal · _relay: cme-settle-pull_" % (
        r.uniform(0.9, 1.9), r.uniform(44, 50), r.randint(-40, 90))]
    return "\n".join(rows)


def demand_digest(day):
    r = day.rng
    return "\n".join([
        "**Demand digest · India / China / EU · research-agent**",
        "",
        "**India**",
        "• Port stocks of edible oils %d kt (%+d kt m/m); palm share of imports %d%% vs %d%% a year ago." % (
            r.randint(1300, 2100), r.randint(-200, 200), r.randint(35, 55), r.randint(40, 60)),
        "• Refiners report Dec palm bookings %d-%d kt; soyoil discount to palm CIF %d $/t." % (
            r.randint(300, 500), r.randint(550, 800), r.randint(-30, 40)),
        "• Festival demand tapering; wedding season adds ~%d kt/month of retail offtake through Feb." % r.randint(20, 60),
        "",
        "**China**",
        "• Commercial palm stocks %d kt, bean oil %.2f mln t; crush %.1f mln t/week." % (
            r.randint(350, 700), r.uniform(0.9, 1.25), r.uniform(1.6, 2.3)),
        "• Import margins for Jan olein %+d CNY/t; Feb %+d CNY/t." % (r.randint(-500, 200), r.randint(-450, 250)),
        "",
        "**EU / others**",
        "• EU palm imports YTD %.2f mln t (%+d%% y/y); EUDR readiness still the main buyer question." % (
            r.uniform(2.0, 3.2), r.randint(-18, 5)),
        "• Pakistan, Bangladesh, Egypt tenders active for Jan; Kenya/East Africa quiet.",
        "",
        "Net read: %s" % r.choice(["demand soft into year-end, restocking mostly priced in.",
                                   "India the swing buyer; China margins shut the arb.",
                                   "no change to demand picture since last week."]),
        "_research-agent · digest · not investment advice_",
    ])


def night_handover(day, t):
    r = day.rng
    im = inst_main(day)
    return "\n".join([
        "**night desk handover · %s %s MYT**" % (day.dlong, _clock(day, t)[:5]),
        "• FCPO night session closed %s %s (%+d vs day settle); volume %dk lots, thin." % (
            im["short"], money(day.fc(day.T(23, 30), im["mcode"])), r.randint(-25, 25), r.randint(3, 12)),
        "• CBOT soyoil %.2f at handover; US session %s." % (day.zl + r.uniform(-0.5, 0.5), r.choice(
            ["quiet", "bid on biofuel chatter", "offered with beans"])),
        "• Open orders: see OMS blotter; nothing pending approval.",
        "• Systems: bridge up, DCE night feed up, CME feed %s." % r.choice(["up", "up", "degraded (vendor notice)"]),
        "• Tickets open: %d (none P1)." % r.randint(3, 9),
        "• Tomorrow first: %s." % r.choice(["ITS/AmSpec flash at 12:00", "BNM fix 11:00", "MPOB survey",
                                           "India SEA data"]),
        "_execution-agent · handover_",
    ])


def exchange_notice(day):
    r = day.rng
    return r.choice([
        "📢 Bursa Malaysia Derivatives circular BMD/%d/%02d: FCPO position limits and reporting thresholds remain "
        "unchanged for the next contract month; large-trader reporting at 500 lots per month unchanged." % (
            day.date.year, r.randint(20, 60)),
        "📢 DCE notice: trading hours for the night session unchanged this week; system maintenance Sat 09:00-17:00 CST.",
        "📢 CME Group: scheduled Globex maintenance Sunday; soybean oil options expiry calendar attached for Q1.",
        "📢 Bursa Malaysia: reminder, year-end trading calendar published; no holiday closures this month.",
    ])


HOOT_LINES = [
    "good morning everyone this is the {house} morning call for {wd} the date is {dd}",
    "overnight cbot soyoil closed {zls} so that is {zlc} the soybean complex generally {dir}",
    "brent crude at {brs} dollars gasoil also {dir2} so the pogo spread still around {pogos} dollars",
    "on dalian the palm olein contract traded {olc} yuan at the night close the bean oil {syc} yuan",
    "for malaysia the cargo surveyors for the first half of the month we expect exports around {itss} thousand tonnes",
    "production wise the sppoma numbers suggest a decline of around {ppc} percent month on month",
    "stocks at end october were {stk} million tonnes and the market consensus for november is slightly higher",
    "our house view remains that the upside is capped in the near term because of the stock build",
    "however the downside also limited because the seasonal production decline is coming in december and january",
    "on india the imports for november we estimate around {ind} thousand tonnes palm a bit lower than last month",
    "the soyoil discount to palm in india is about {disc} dollars so some switching to soy is happening",
    "china demand is weak the crush margins are negative and the port stocks are building",
    "indonesia the levy and the reference price for december will be announced end of the month",
    "on the b forty programme the uptake is on track the b fifty still under road test",
    "weather the la nina watch is off enso neutral rainfall in sabah above normal",
    "technical levels for the third month support at {sup} and resistance at {res}",
    "the open interest rose by {oic} thousand contracts suggesting new positions both sides",
    "for the ringgit we see it trading between {fx1} and {fx2} this week",
    "the plantation stocks generally lacklustre foreign funds net sellers last week",
    "that is all from us today have a good trading day and please call your dealer for any questions",
    "also reminder our year end client dinner invitation has been sent out please rsvp",
    "the us epa final rule on the biomass based diesel is expected next month which is a big swing factor",
    "freight rates to india rising which widens the landed cost difference versus soyoil from argentina",
    "in the physical market the olein offers for january around {olfs} dollars fob",
]


def hoot_call(day, t, house):
    r = day.rng
    im = inst_main(day)
    g = day.px0 + day.m_off.get(im["mcode"], 0)
    part = "morning" if day.hour_of(t) < 12 else "afternoon"
    vals = dict(house=house, wd=["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][
        day.date.weekday()], dd="%s %s" % (w99(day.dom), day.date.strftime("%B").lower()),
        zls=spoken_dec(day.zl), zlc=r.choice(["up", "down"]) + " " + w99(r.randint(10, 90)) + " points",
        dir=r.choice(["firmer", "weaker", "mixed"]), brs=spoken_dec(day.brent), dir2=r.choice(["firmer", "weaker"]),
        pogos=w_full(max(50, day.pogo())), olc=w_pair(day.olein), syc=w_pair(day.soy), itss=w_full(day.its_kt),
        ppc=ONES[r.randint(2, 9)], stk=spoken_pt(day.stocks), ind=w_full(r.randint(550, 900)),
        disc=w99(r.randint(10, 50)), sup=spoken_px(g - 60, r), res=spoken_px(g + 70, r), oic=ONES[r.randint(2, 9)],
        fx1=spoken_dec(day.myr - 0.03), fx2=spoken_dec(day.myr + 0.03), olfs=w_pair(day.olein_fob))
    lines = [HOOT_LINES[0].replace("good morning", "good %s" % part).replace("morning call", "%s call" % part)] + \
        r.sample(HOOT_LINES[1:-5], r.randint(11, 15)) + [HOOT_LINES[19]]
    out = []
    sec = 0
    for ln in lines:
        out.append("[%02d:%02d] SPEAKER_1: %s%s" % (sec // 60, sec % 60, r.choice(["", "", "uh ", "um ", "ok "]),
                                                  ln.format(**vals)))
        sec += r.randint(8, 22)
    hdr = "🎙️ hoot · %s %s call · %s MYT · dur %02d:%02d · asr conf 0.%d · 1 speaker" % (
        house.upper(), part, _clock(day, t), sec // 60, sec % 60, r.randint(70, 93))
    return hdr + "\n" + "\n".join(out)


def desk_agenda(day):
    r = day.rng
    items = r.sample([
        "9:30 call with SGS re cargo certs",
        "12:00 ITS / AmSpec, research-agent to post the read",
        "14:00 broker review with phillip (statements break)",
        "15:30 SPPOMA",
        "16:00 compliance training reminder (mandatory, 20 min)",
        "17:30 weekly risk review with sharifah",
        "night session cover: %s" % r.choice(["jason", "kokwai", "boonkeat"]),
        "year-end leave roster, pls update the sheet by friday",
        "new OMS release tonight 22:00, expect 10 min downtime",
    ], 5)
    return "agenda today:\n" + "\n".join("- " + x for x in items) + "\nany issue ping me 🙏"


def wx_table(day):
    r = day.rng
    rows = ["```", "region              7d mm  vs norm  max C  outlook"]
    for reg in ("Sabah east", "Sabah west", "Sarawak", "Johor", "Perak", "Pahang", "Riau", "Jambi", "Kalimantan C"):
        rows.append("%-18s %5d  %+5d%%  %5.1f  %s" % (reg, r.randint(10, 260), r.randint(-60, 90), r.uniform(30, 35),
                                                     r.choice(["wet", "normal", "dry", "showers", "storms"])))
    rows.append("```")
    return "\n".join(rows)


def port_stocks(day):
    r = day.rng
    rows = ["🛢️ tank & port stocks · %s (kt, est.)" % day.dlong, "```", "location          CPO   olein  other  util"]
    for loc in ("Pasir Gudang", "Port Klang", "Lumut", "Kuantan", "Lahad Datu", "Sandakan", "Bintulu", "Dumai*",
                "Belawan*"):
        a, b, c = r.randint(10, 180), r.randint(10, 150), r.randint(0, 60)
        rows.append("%-16s %5d  %5d  %5d  %3d%%" % (loc, a, b, c, r.randint(55, 97)))
    rows += ["```", "* Indonesian ports, surveyor estimates · China ports (JCI): palm %d kt, soyoil %d kt" % (
        r.randint(350, 700), r.randint(800, 1300)),
        "_cargo-relay · weekly tank survey, updated %s_" % r.choice(["Tue", "Wed", "Thu"])]
    return "\n".join(rows)


def broker_run(day, t):
    """A broker's price run pasted into chat (market colour, no orders)."""
    r = day.rng
    rows = ["%s run %s:" % (r.choice(["phillip", "cgs", "kaf", "maybank"]), _clock(day, t)[:5])]
    for mc in ("F", "G", "H", "J", "K"):
        g = day.fc(t, mc)
        rows.append("%s27 %s/%s (%s x %s)" % (mc, money(g - 1), money(g + 1), r.randint(5, 60), r.randint(5, 60)))
    rows.append("spr F/G %+d/%+d · G/H %+d/%+d" % (day.m_off["F"] - 2, day.m_off["F"] + 2, 34 - 2, 34 + 2))
    rows.append("olein fob dec %s/%s · cpo fob indo dec %s/%s" % (
        money(day.olein_fob - 5), money(day.olein_fob + 3), money(day.fob - 6), money(day.fob + 2)))
    rows.append(r.choice(["fyi only", "indications, not firm", "pls call if interest", "thin in the backs"]))
    return "\n".join(rows)


CHAT_MORNING = [
    "morning all ☕", "morning. jam teruk kat federal hwy today, reach late sikit",
    "anyone tapau breakfast? i go mamak downstairs", "morning boss",
    "dalian olein open {olc:+d}, bean oil {syc:+d}", "cbot soyoil closed {zl} last night",
    "ringgit opening {myr} vs usd, quite firm", "eh who got the ITS number rumour ah",
    "rain in sabah heavy this week, production sure drop a bit", "brent {brc:+.1f}% overnight, POGO still wide",
    "{w} pre-open indication {g} ish", "kopi o kosong pls if anyone going down",
    "traffic at smart tunnel also jam, what happen today", "who's on the night session tonight ah",
    "india buyers quiet since monday", "roti canai or nasi lemak, decide fast",
    "my screen cannot login bloomberg, anyone else?", "ok im in. give me 5 min to read the note",
]
CHAT_SESSION = [
    "bid quite heavy at {g_lo} lah", "wah olein dump {oln} yuan in 5 min", "who selling like mad ah, feels like indo hedging",
    "{w} {g} now, range {g_lo}-{g_hi} so far", "haiya system lag again", "aiyo my screen freeze",
    "POGO {pogo} dollars, no blending demand at this level", "fob dumai offers {fob} for dec, no bids above {fobb}",
    "china crush margins negative again", "volume very thin today", "funds covering a bit it seems",
    "{w} touch {g_hi} then kena sold", "dalian back up, following cbot", "spread {w}/next month {spr} now",
    "ringgit {myr} now, weaker since lunch", "bean oil stronger than olein today",
    "the sg desk asking for our view on olein, i told them call you", "quiet lah, everyone waiting the data",
    "so slow, can sleep already 😴", "who took my charger ah 😤", "eh the coffee machine rosak again",
    "FCPO volume {vol}k so far", "{w} {g} unchanged basically", "china buying some olein for jan, small",
    "pakistan tender for RBD olein result tmr", "mpob survey this week ah?",
]
CHAT_LUNCH = [
    "tapau chicken rice for anyone?", "i go makan first, back 2.15", "nasi kandar or yong tau foo?",
    "ok tapau 2 pack, kopi peng also", "lunch at the food court, anyone join?", "hujan lebat outside, bring umbrella",
    "aiya the queue at the economy rice very long", "back. what i miss", "tapau for me also pls, no spicy",
]
CHAT_EVENING = [
    "ok i go back first, who watching night session?", "night session open, thin like hell",
    "cbot soyoil opening {zl}", "gn all 😴", "anyone still here?", "ok dinner first, back 9pm for night sess",
    "{w} night sess {g} now, not much happening", "cbot soyoil {zl} now, us guys buying", "quiet night",
    "tmr morning who cover the open ah", "ok logging off, phone on if anything",
]
CHAT_LATE = [
    "cant sleep, cbot soyoil moving", "3am and cbot still pumping lol", "anyone awake? ok nvm",
]


def chat_line(day, t):
    r = day.rng
    h = day.hour_of(t)
    if h < 6:
        pool = CHAT_LATE
    elif h < 10:
        pool = CHAT_MORNING
    elif 12 <= h < 14:
        pool = CHAT_LUNCH if r.random() < 0.6 else CHAT_SESSION
    elif h < 18:
        pool = CHAT_SESSION
    else:
        pool = CHAT_EVENING
    im = inst_main(day)
    g = day.fc(t, im["mcode"])
    s = day.draw({id(CHAT_LATE): "late", id(CHAT_MORNING): "morning", id(CHAT_LUNCH): "lunch",
                  id(CHAT_SESSION): "session", id(CHAT_EVENING): "evening"}[id(pool)], pool)
    return s.format(olc=r.randint(-90, 90), syc=r.randint(-70, 70), zl="%.2f" % (day.zl + r.uniform(-0.5, 0.5)),
                    myr="%.4f" % (day.myr + r.uniform(-0.01, 0.01)), brc=r.uniform(-2, 2), w=im["short"],
                    g=money(g), g_lo=money(g - r.randint(5, 15)), g_hi=money(g + r.randint(5, 15)),
                    oln=r.randint(40, 120), pogo=day.pogo(), fob=money(day.fob), fobb=money(day.fob - 8),
                    spr=r.randint(-40, 40), vol=r.randint(30, 90))


def near_misses(day):
    """A day's scattered near misses (each not a hard event)."""
    r = day.rng
    im = inst_main(day)
    px = day.fc(day.T(11, 0), im["mcode"])
    out = []
    # (t, who, content, idiom)
    out.append((day.Tr(10, 45, 11, 50), "boon",
                "kalau ITS come in above %d kt i would beli 20 lots %s lah, but we see first" % (
                    day.its_kt + 30, {"G": "H27", "H": "J27", "F": "G27"}[im["mcode"]]), "hypothetical 'kalau ... would beli'"))
    out.append((day.Tr(9, 10, 10, 20), "kokwai",
                "what if we jual some olein against the %s? spread very wide already" % im["word"],
                "question 'what if we jual'"))
    out.append((day.Tr(14, 0, 16, 0), "boon", "someone should look at the P2705/%s spread, %s yuan wide already" % (
        im["short"], money(r.randint(900, 1400))), "'someone should look at'"))
    out.append((day.Tr(15, 0, 16, 30), "jason",
                "paper trade for boonkeat training: b 10 %s @ %s sl %s — PAPER ONLY, dont send" % (
                    im["short"], money(px - 15), money(px - 50)), "paper trade in shorthand"))
    out.append((day.Tr(11, 0, 17, 0), "farid",
                "SG desk bought %d cargoes RBD olein FOB Msia for jan at USD %s, not ours ya" % (
                    r.randint(2, 4), money(day.olein_fob)), "other desk's trade"))
    out.append((day.Tr(18, 30, 20, 0), "jason",
                "last year this time we sold 200 lots at 4,6xx and kena squeezed 300 pts, pain 😂",
                "history of a past trade"))
    out.append((day.Tr(10, 50, 12, 0), "kokwai",
                "a stop at %s would be sensible kalau we go short olein, just saying" % money(day.olein + 150),
                "stop suggestion without decision"))
    out.append((day.Tr(11, 40, 12, 25), "boon", "we should send the %s bid before lunch, later thin" % im["word"],
                "'we should send it' (no confirmation)"))
    out.append((day.Tr(19, 0, 22, 0), "boon",
                "lol remember 2022 Indonesia export ban, FCPO went 7k+ 😂", "quoted old news"))
    out.append((day.Tr(13, 0, 15, 0), "jason",
                "palm always weak in Q1 one, seasonal lah, production low but demand lagi low",
                "general seasonal opinion"))
    out.append((day.Tr(10, 0, 16, 0), "kokwai",
                "sharifah our dalian limit still 250 lots or already raise?", "question about a limit"))
    out.append((day.Tr(16, 0, 18, 0), "jason",
                "last month we got filled at %s on the same setup, see the journal" % money(px - r.randint(120, 260)),
                "past fill told as history"))
    r.shuffle(out)
    k = r.randint(9, 12)
    return out[:k]


# --------------------------------------------------------------------------
# build a channel-day
# --------------------------------------------------------------------------

OPTIONAL = [("tp", 0.5), ("reject", 0.4), ("resize", 0.5), ("cargo_conf", 0.4), ("eq_stop", 0.4),
            ("held3", 0.4), ("watch2", 0.5), ("escalate", 0.4), ("noroute3", 0.35), ("pull_stop", 0.4),
            ("night_fill", 0.4), ("myr_hedge", 0.4), ("eod_risk_change", 0.5)]
OPT_COST = {"tp": 1, "reject": 2, "resize": 1, "cargo_conf": 1, "eq_stop": 1, "held3": 1, "watch2": 1,
            "escalate": 1, "noroute3": 1, "pull_stop": 1, "night_fill": 1, "myr_hedge": 2, "eod_risk_change": 1}
BASE_HARD = 36


def build_day(seed, ci, di, t0, book, state):
    day = Day(seed, ci, di, t0, book, state)
    r = day.rng
    day.setup_market()
    opt = {k: (r.random() < p) for k, p in OPTIONAL}
    total = BASE_HARD + sum(OPT_COST[k] for k in opt if opt[k])
    for k, _p in OPTIONAL:
        if total <= 41:
            break
        if opt[k]:
            opt[k] = False
            total -= OPT_COST[k]

    holder = {}
    # ---- morning: book post (pinned), research note (with buried equity proposal)
    im = inst_main(day)
    day.side = book["side"] if r.random() < 0.7 else {"short": "long", "long": "short"}[book["side"]]
    mt_side = day.side
    book_msg = day.post(day.T(8, r.randint(2, 20)), "mei",
                        "book %s (pinned):\n• %s %d %s avg %s\n• %s %s avg %.2f\n• phys: %s CPO FOB %s %s\n"
                        "• USD/MYR %s USD %dm\n• watch: %s, %s\npls keep this channel for desk stuff only, "
                        "cargo chat in threads 🙏" % (
                            day.dstr, mt_side, r.randint(40, 120), im["code"], money(day.px0 + r.randint(-60, 60)),
                            "long", "%s shares %s" % (money(r.randint(3, 12) * 100000), book["eq_held"]),
                            day.eqpx[book["eq_held"]] * r.uniform(0.93, 1.03),
                            r.choice(["long 2 cargo", "short 1 cargo", "long 1 cargo"]), r.choice(["Dumai", "Belawan"]),
                            r.choice(["dec 1H", "dec 2H"]), r.choice(["short", "long"]), r.randint(2, 7),
                            ", ".join(book["eq_watch"]), book["fut_watch"]))
    book_msg.pins.append((day.after(book_msg, 5, 40), "mei", "pin"))
    book_msg.reacts.append((day.after(book_msg, 1, 4), "📌", "mei", "reaction_add"))
    book_msg.pins.append((day.T(23, 50), "mei", "unpin"))
    book_msg.reacts.append((day.T(23, 50, 30), "📌", "mei", "reaction_remove"))

    scene_equity(day, opt, holder)
    note = day.post(day.T(8, r.randint(22, 38)), "research",
                    research_morning_note(day, [holder["eq_sentence"]]))
    day.hard(note, "trade_proposal", holder["eq_facts"], "buried", "proposal buried in a long agent morning note")
    note.attachments.append(("fcpo_curve_%s.png" % day.date.strftime("%Y%m%d"), r.randint(40000, 160000)))
    scene_equity_after(day, note, opt)

    scene_main_trade(day, opt)
    scene_second_trade(day, opt)
    scene_cargo_thread(day, opt)
    scene_deleted_proposal(day, opt)
    scene_forgotten_fill(day, opt)
    scene_night(day, opt)
    scene_news(day, opt)
    scene_tickets(day, opt)
    scene_thesis(day, opt, holder)
    scene_risk(day, opt)

    # ---- export data relay + research export note with buried thesis
    t_its = day.T(12, r.randint(0, 6))
    prev = day.its_prev
    day.post(t_its, "cargo", "🚢 ITS · Malaysia palm oil exports 1-%d Nov\n```\ntotal       %s t   (1-%d Oct: %s t, %+.1f%%)\n"
             "CPO         %s t\nRBD olein   %s t\nRBD stearin %s t\nPFAD        %s t\n```\ntop dest: India %s · China %s · "
             "EU %s · Pakistan %s" % (
                 max(day.dom - 1, 5), money(day.its_kt * 1000 + r.randint(0, 999)), max(day.dom - 1, 5),
                 money(prev * 1000 + r.randint(0, 999)), (day.its_kt / prev - 1) * 100,
                 money(r.randint(90, 190) * 1000 + r.randint(0, 999)), money(r.randint(250, 380) * 1000 + r.randint(0, 999)),
                 money(r.randint(40, 80) * 1000 + r.randint(0, 999)), money(r.randint(20, 45) * 1000 + r.randint(0, 999)),
                 money(r.randint(100, 220) * 1000), money(r.randint(60, 150) * 1000), money(r.randint(50, 120) * 1000),
                 money(r.randint(25, 60) * 1000)))
    am = day.post(day.after(t_its, 300, 1500), "cargo", "", [{
        "title": "AmSpec Agri · Malaysia exports 1-%d Nov" % max(day.dom - 1, 5),
        "description": "Total %s t vs %s t same period last month (%+.1f%%)" % (
            money(day.am_kt * 1000 + r.randint(0, 999)), money(day.am_prev * 1000 + r.randint(0, 999)),
            (day.am_kt / day.am_prev - 1) * 100),
        "fields": [{"name": "CPO", "value": "%s t" % money(r.randint(90, 190) * 1000), "inline": True},
                   {"name": "Processed PO", "value": "%s t" % money(r.randint(400, 600) * 1000), "inline": True},
                   {"name": "India", "value": "%s t" % money(r.randint(100, 220) * 1000), "inline": True},
                   {"name": "China", "value": "%s t" % money(r.randint(60, 150) * 1000), "inline": True},
                   {"name": "EU", "value": "%s t" % money(r.randint(50, 120) * 1000), "inline": True}],
        "footer": "cargo-relay · AmSpec · relayed %s MYT" % _clock(day, t_its + 600000)[:5]}])
    en = day.post(day.after(am, 120, 600), "research", research_export_note(day, holder["thesis_sentence"]))
    day.hard(en, "thesis_update", holder["thesis_facts"], "buried", "thesis change buried in data note")
    day.post(day.T(11, r.randint(0, 20)), "cargo", "MPOB daily · CPO local delivered Sth Msia RM %s/t · FFB grade A "
                                                   "RM %d/t · PK RM %s/t" % (money(day.px0 - r.randint(10, 60)),
                                                                            r.randint(820, 980), money(r.randint(2300, 2900))))
    day.post(day.T(15, r.randint(30, 50)), "cargo", "SPPOMA 1-%d Nov: FFB yield %+.2f%%, OER %+.2f pt, production %+.2f%% "
                                                    "m/m (Peninsular %+.1f%%, Sabah %+.1f%%, Sarawak %+.1f%%)" % (
                                                        max(day.dom - 1, 5), r.uniform(-12, 5), r.uniform(-0.4, 0.4),
                                                        r.uniform(-12, 5), r.uniform(-10, 6), r.uniform(-15, 4),
                                                        r.uniform(-12, 6)))

    # ---- agent reports
    myr_s = None
    if opt["myr_hedge"]:
        amt = round(r.uniform(3, 7), 1)
        rate = round(day.myr + r.uniform(-0.01, 0.01), 4)
        myr_s = ("hedge proposal: sell USD %.1fm vs MYR 1M fwd at %.4f to cover the %s cargo receivable — "
                 "pending approval" % (amt, rate, day.cargo["port"]))
    ex1 = day.post(day.T(12, r.randint(35, 45)), "exec", exec_summary(day, myr_s, "session 1"))
    if myr_s:
        day.hard(ex1, "trade_proposal", ["sell USD %.1fm" % amt, "MYR 1M fwd", "%.4f" % rate], "buried")
        ap = day.post(day.after(ex1, 200, 1200), "mei", "ok go for the myr hedge, 1M fwd fine", ref=ex1)
        day.hard(ap, "trade_approval", ["ok go", "myr hedge"], "reply")
    day.post(day.T(18, r.randint(25, 40)), "exec", exec_summary(day, None, "day"))
    rb = None
    if opt["eod_risk_change"]:
        newl = r.choice([180, 200])
        rb = "change: fcpo_net_lots limit raised to %d from 150 for MPOB week, effective tomorrow (approved sharifah.risk)" % newl
    rr = day.post(day.T(18, r.randint(45, 55)), "riskag", risk_eod_report(day, rb))
    if rb:
        day.hard(rr, "risk_limit", ["fcpo_net_lots limit raised", "to %d" % newl], "buried",
                 "limit change buried in EOD risk table")
    vs = r.sample([0, 1, 2], 2)
    for j, v in enumerate(vs):
        t = day.Tr(19, 30, 21, 0) if j == 0 else day.Tr(15, 40, 17, 20)
        la = day.post(t, "research" if v == 1 else r.choice(["kokwai", "jason"]), long_analysis(day, v))
        if v != 1:
            la.attachments.append((r.choice(["pogo_vs_fcpo.png", "spread_h27g27.png", "chart.png"]),
                                   r.randint(30000, 220000)))
        day.near(la, ["long analysis with trading words, no decision", "backtest with fills and stops (not live)",
                      "spread essay mentioning past trades"][v])
    ps = day.post(day.T(17, r.randint(20, 40)), "cargo", port_stocks(day))
    ps.attachments.append(("tank_survey_%s.csv" % day.date.strftime("%Y%m%d"), r.randint(3000, 12000)))
    for hh, mm in ((10, r.randint(40, 55)), (15, r.randint(0, 10))):
        day.post(day.T(hh, mm), r.choice(["farid", "kokwai", "jason"]), broker_run(day, day.T(hh, mm)))
    # weather
    for hh in (6, 18):
        day.post(day.T(hh, r.randint(30, 40)), "wx",
                 "🌧️ rainfall 24h (mm) · Lahad Datu %d · Tawau %d · Miri %d · Bintulu %d · Kluang %d · Teluk Intan %d · "
                 "Pekanbaru %d · Jambi %d\n7d outlook: %s · ENSO neutral (ONI %.1f) · soil moisture %s" % (
                     r.randint(0, 90), r.randint(0, 70), r.randint(0, 60), r.randint(0, 60), r.randint(0, 40),
                     r.randint(0, 40), r.randint(0, 50), r.randint(0, 50),
                     r.choice(["above-normal east Malaysia", "near normal", "dry Sumatra, wet Borneo",
                               "monsoon surge east coast Peninsular"]), r.uniform(-0.7, 0.4),
                     r.choice(["adequate", "high in Sabah", "declining in Riau"])) + "\n" + wx_table(day))
    # turret colour calls
    for _ in range(r.randint(16, 20)):
        t = r.choice([day.Tr(9, 0, 12, 30), day.Tr(9, 0, 12, 30), day.Tr(14, 0, 18, 0), day.Tr(14, 0, 18, 0),
                      day.Tr(21, 0, 23, 0)])
        day.post(t, "turret", turret_colour(day, t))
    t = day.Tr(10, 30, 16, 0)
    c, idi = turret_other_house(day, t)
    day.near(day.post(t, "turret", c), idi)

    # near misses
    for t, who, c, idi in near_misses(day):
        m = day.post(t, who, c)
        day.near(m, idi)
    # a paper-trade reply: an "ok go" that is not an approval of a desk trade
    pt = [m for m in day.msgs if m.kind == "near" and m.content.startswith("paper trade")]
    if pt:
        day.near(day.post(day.after(pt[0], 30, 200), "mei", "ok go, but paper only ya 😂", ref=pt[0]),
                 "'ok go' reply to a paper trade")

    # ---- more long-form desk traffic
    day.post(day.T(13, r.randint(2, 20)), "research", research_midday(day))
    day.post(day.T(18, r.randint(30, 44)), "research", research_eod_wrap(day))
    day.post(day.T(9, r.randint(35, 55)), "cargo", cargo_lineup(day))
    day.post(day.T(11, r.randint(25, 45)), "cargo", physical_sheet(day, "late morning"))
    day.post(day.T(16, r.randint(40, 58)), "cargo", physical_sheet(day, "afternoon"))
    day.post(day.T(13, r.randint(5, 15)), "riskag", risk_intraday(day))
    day.post(day.T(15, r.randint(5, 20)), "cargo", dalian_close(day))
    day.post(day.T(5, r.randint(18, 30)), "cargo", cbot_close(day))
    day.post(day.T(7, r.randint(40, 55)), "news", news_digest(day, "morning"))
    day.post(day.T(20, r.randint(0, 20)), "news", news_digest(day, "evening"))
    day.post(day.T(15, r.randint(35, 55)), "research", demand_digest(day))
    t = day.T(23, r.randint(38, 46))
    day.post(t, "exec", night_handover(day, t))
    day.post(day.Tr(8, 0, 17, 0), "cargo", exchange_notice(day))
    t = day.T(8, r.randint(30, 50))
    day.post(t, "turret", hoot_call(day, t, r.choice(["cgs", "phillip"])))
    t = day.T(14, r.randint(5, 20))
    day.post(t, "turret", hoot_call(day, t, r.choice(["kaf", "maybank", "rhb"])))
    day.post(day.T(8, r.randint(40, 59)), "mei", desk_agenda(day))
    for _ in range(r.randint(17, 23)):
        t = day.curve_time()
        if day.hour_of(t) < 7:
            t += 7 * 3600000
        day.post(t, r.choice(["jason", "kokwai", "farid", "boon", "priya", "azlan", "farid", "kokwai"]), discussion(day))

    # ---- chat (plain) and acks (noise)
    for _ in range(r.randint(30, 42)):
        t = day.curve_time()
        day.post(t, r.choice(["jason", "jason", "kokwai", "farid", "boon", "boon", "priya", "mei", "azlan"]),
                 chat_line(day, t))
    cands = [m for m in day.msgs if m.thread is None and m.kind in ("plain", "hard", "noise")
             and m.ev != "trade_proposal" and not m.deleted and not m.forgot and not m.bulk]
    for _ in range(r.randint(12, 18)):
        tgt = r.choice(cands)
        m = day.post(day.after(tgt, 15, 400), r.choice(["jason", "kokwai", "farid", "boon", "priya", "azlan"]),
                     r.choice(ACKS), ref=tgt if r.random() < 0.6 else None, thread=tgt.thread)
        day.noise(m, "emoji/ok acknowledgement" if _ == 0 else None)
    # a typo edit on a chat line
    chats = [m for m in day.msgs if m.kind == "plain" and m.who == "jason" and not m.edits and "\n" not in m.content]
    if chats:
        c = chats[0]
        c.edits.append((day.after(c, 20, 120), c.content + " (edit: typo)"))

    # deleted plain message + forgotten personal info
    wm = day.post(day.Tr(13, 0, 17, 0), "boon", "eh bro tonight futsal at %s court %d, bring the %s" % (
        r.choice(["kelana jaya", "ttdi", "bangsar"]), r.randint(1, 9), r.choice(["bib", "ball", "water"])))
    wm.deleted = day.after(wm, 30, 200)
    wm.snippet = "tonight futsal at"
    day.post(wm.deleted + r.randint(2000, 20000), "boon", "oops wrong chat, sorry")
    ph = day.post(day.Tr(9, 0, 11, 0), "azlan",
                  "new tank broker contact: %s, hp 01%d-%d %d, ask for the pasir gudang slot" % (
                      r.choice(["puan aida", "mr lee", "vincent"]), r.randint(0, 9), r.randint(100, 999),
                      r.randint(1000, 9999)))
    ph.forgot = (day.after(ph, 1800, 7200), "vivian")
    ph.snippet = ph.content.split("hp ")[1].split(",")[0]

    # ---- noise bots
    t = day.t0 + r.randint(60, 1500) * 1000
    up0 = r.randint(30, 900) * 60
    while t < day.t0 + DAY_MS - 60000:
        upm = up0 + (t - day.t0) // 60000
        h = day.hour_of(t)
        lag = r.randint(90, 900)
        feeds = "bridge BMD %s · DCE feed %s · CME feed %s" % (
            "up" if 2 <= h or True else "idle", "up" if 9 <= h < 23 else "idle",
            r.choice(["up", "up", "up", "degraded"]))
        m = day.post(t, "pulse", "💓 pulse · ingest ok · lag %dms · %s · q=%d · mem %d%% · disk %d%% · uptime %dh%02dm" % (
            lag, feeds, r.randint(0, 12), r.randint(31, 78), r.randint(40, 71), upm // 60, upm % 60))
        day.noise(m, "heartbeat" if t - day.t0 < 3 * 3600000 else None)
        t += r.randint(62, 88) * 60000
    for hh in (0, 3, 6, 9, 12, 15, 18, 21):
        day.noise(day.post(day.T(hh, r.randint(5, 55)), "riskd",
                           "riskd · %d limits checked · all within · max util %d%% (%s)" % (
                               r.randint(18, 26), r.randint(40, 88),
                               r.choice(["fcpo_gross", "dce_gross", "usdmyr_net", "var_1d"]))),
                  "risk heartbeat 'all within'" if hh == 9 else None)
    crons = [(0, "cron[eod-recon] finished in %ds · %d trades · 0 breaks" % (r.randint(20, 90), r.randint(20, 60))),
             (2, "cron[db-vacuum] ok · reclaimed %d MB" % r.randint(20, 600)),
             (5, "cron[cme-settle-pull] ZLH7 settle %.2f stored" % day.zl),
             (7, "cron[mpob-scraper] no new release"),
             (9, "cron[fx-fix] BNM USD/MYR ref pending (publishes 11:00)"),
             (11, "cron[fx-fix] BNM USD/MYR ref %.4f stored" % day.myr),
             (16, "cron[marks] BMD settlement pull scheduled 18:05"),
             (18, "cron[marks] BMD settlement pulled · %d contracts" % r.randint(10, 14))]
    for hh, c in crons:
        day.noise(day.post(day.T(hh, r.randint(1, 12)), "cron", c))
    for _ in range(r.randint(3, 5)):
        day.noise(day.post(day.Tr(1, 0, 20, 0), "ci", r.choice([
            "ci · oms-bridge #%d ✅ passed on main · %dm%02ds · %d tests" % (r.randint(1800, 1900), r.randint(2, 6),
                                                                           r.randint(0, 59), r.randint(380, 460)),
            "ci · cargo-relay #%d ❌ failed · test_its_parser::test_partial_month" % r.randint(600, 700),
            "deploy · pnl-snap v2.14.%d → prod ✅ (azlan.ops)" % r.randint(1, 9),
            "ci · research-agent #%d ✅ passed · lint ok · 2 warnings" % r.randint(300, 400),
            "deploy · riskd v5.%d.0 → staging ✅" % r.randint(1, 8)])))
    for _ in range(r.randint(2, 3)):
        t = day.Tr(0, 30, 23, 0)
        m = day.noise(day.post(t, "gw", "gateway · ws closed code=1006, reconnecting (backoff %ds)" % r.choice([1, 2, 4])))
        day.noise(day.post(day.after(m, 2, 30), "gw", "gateway · RESUMED session %s · replayed %d events · gap %.1fs" % (
            "%08x" % r.getrandbits(32), r.randint(0, 30), r.uniform(1, 20))), "gateway reconnect line")
    for _ in range(r.randint(1, 2)):
        v = r.randrange(3)
        day.noise(day.post(day.Tr(1, 0, 22, 0), ["cargo", "bridge", "pnl"][v], stack_trace(day, v)),
                  "stack trace")
    for hh, mm in ((10, 45), (12, 35), (15, 0), (18, 5), (23, 35)):
        comps = [("FCPO", r.randint(-200000, 300000)), ("DCE/CME", r.randint(-90000, 90000)),
                 ("Physical", r.randint(-60000, 60000)), ("Equities", r.randint(-80000, 80000)),
                 ("FX", r.randint(-30000, 30000))]
        tot = sum(v for _k, v in comps)
        mk = _clock(day, day.T(hh, mm, 0) - 60000)[:5]
        emb = [{"title": "PnL %02d:%02d MYT" % (hh, mm),
                "fields": [{"name": "Desk", "value": "%sRM %s" % ("+" if tot >= 0 else "-", money(abs(tot))),
                            "inline": True}] + [{"name": k, "value": "%+d" % v, "inline": True} for k, v in comps],
                "footer": "pnl-snap v2.14 · RM · marks BMD %s" % mk}]
        day.noise(day.post(day.T(hh, mm), "pnl", "", emb), "PnL snapshot embed" if hh == 12 else None)
    # price alerts
    for _ in range(r.randint(8, 12)):
        t = r.choice([day.Tr(10, 30, 12, 30), day.Tr(14, 30, 18, 0), day.Tr(21, 0, 23, 30), day.Tr(9, 0, 15, 0)])
        g = day.fc(t, im["mcode"])
        lvl = int(round(g / 10.0)) * 10
        m = day.post(t, "alert", r.choice([
            "🔔 %s crossed %s %s · last %s" % (im["code"], money(lvl), "↑" if g >= lvl else "↓", money(g)),
            "🔔 DCE P2705 %+.1f%% on day · last %s" % (r.uniform(-2.5, 2.5), money(day.olein)),
            "🔔 USD/MYR %s %.2f · last %.4f" % (r.choice(["above", "below"]), round(day.myr, 2), day.myr),
            "🔔 ZLH7 %+.1f%% · last %.2f" % (r.uniform(-2, 2), day.zl),
            "🔔 %s vol spike %dx 5m avg" % (im["code"], r.randint(3, 7))]))
        day.noise(m, "price alert" if _ == 0 else None)
    # alert storm, bulk-deleted by the lead
    t = day.Tr(14, 40, 16, 30)
    storm = []
    g = day.fc(t, im["mcode"])
    for j in range(r.randint(4, 6)):
        aid = "%d%03d" % (day.ci % 10, r.randint(0, 99) * 10 + j)
        m = day.post(t + j * r.randint(1500, 4000), "alert", "🔔 %s crossed %s ↓ · last %s · alert id a%s" % (
            im["code"], money(g), money(g - 1), aid))
        m.snippet = "alert id a%s" % aid
        day.noise(m)
        storm.append(m)
    bd = day.after(storm[-1], 60, 240)
    for m in storm:
        m.bulk = bd
    day.post(bd + r.randint(3000, 30000), "mei", "cleared the alert spam 🙄 px-alert dedupe broken again")
    return day


# --------------------------------------------------------------------------
# assemble
# --------------------------------------------------------------------------

EVENT_TYPES = ["trade_proposal", "trade_approval", "trade_confirmation", "trade_fill", "stop_or_target_change",
               "route_decision", "no_route_decision", "held_position_news", "watchlist_news", "thesis_update",
               "risk_limit"]
HARD_PREF = [
    "s/b shorthand with sl/tp", "manglish jual/beli 'can or not' proposal", "tagged [PROPOSAL] with lmt/stop/tgt",
    "proposal buried in a long agent morning note", "short reply approval ('ok go' / 'confirm plus chop')",
    "rejection with counter-size", "OMS JSON line ack", "OMS key=value ACK line",
    "speech-to-text fill with spelled-out numbers", "embed-only bridge fill (fields/footer)",
    "stop moved twice by editing the same message", "ticket bot 'assigned →' line", "ticket 'closed: no action'",
    "held contract named via its underlying (CPO policy)", "held equity named by company name",
    "watchlist name headline (embed)", "manglish thesis flip / confirm", "tagged [VIEW] conviction change",
    "thesis change buried in data note", "risk engine resize as key=value line", "risk bot LIMIT BREACH key=value",
    "risk manager sets limit in prose", "'done b 10 G27 @ px' night shorthand fill", "tagged [FILL] corrected by edit",
]
NEAR_PREF = [
    "paper trade in shorthand", "hypothetical 'kalau ... would beli'", "broker call tells another house's fill",
    "broker recalls last month's fill (history)", "cron triage sweep '0 routed'", "'ok go' reply to a paper trade",
    "headline on a name the desk does not hold or watch", "lead question on a proposal (no decision)",
    "stop suggestion without decision", "risk heartbeat 'all within'", "past fill told as history",
]


def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(round(end.timestamp() * 1000))
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_days = []
    for ci in range(channels):
        book = make_book(ci, random.Random(seed * 31 + ci))
        state = {"ord": 7000 + (seed * 131 + ci * 977) % 2000, "tix": 4000 + (seed * 71 + ci * 409) % 3000}
        for di in range(days):
            t0 = end_ms - (days - di) * DAY_MS
            all_days.append(build_day(seed, ci, di, t0, book, state))

    msgs = [m for d in all_days for m in d.msgs]
    # thread starters first at equal times; stable order
    order = sorted(range(len(msgs)), key=lambda i: (msgs[i].t, msgs[i].ci, i))
    last = None
    seq = 0
    for i in order:
        m = msgs[i]
        ms = m.t if last is None or m.t > last else last + 1
        last = ms
        m.ms = ms
        worker = 1 + (m.ci % 31)
        m.id = str(((ms - EPOCH_MS) << 22) | (worker << 17) | (seq % 131072))
        seq += 1

    def chan_of(m, d):
        base = channel_id(m.ci)
        if m.thread is not None:
            return m.thread.starter.id, base
        return base, None

    events = []
    for d in all_days:
        for m in d.msgs:
            ch, parent = chan_of(m, d)
            atts = []
            for k, (fn, size) in enumerate(m.attachments):
                aid = str(((m.ms + 1 + k - EPOCH_MS) << 22) | (30 << 17) | ((int(m.id) + k) % 131072))
                atts.append({"id": aid, "filename": fn, "size": size,
                             "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (ch, aid, fn)})
            msg = {"id": m.id, "author_id": AUTHOR_IDS[m.who], "author_name": PEOPLE[m.who][0],
                   "author_bot": PEOPLE[m.who][1], "created_at": _iso(m.ms), "content": m.content,
                   "attachments": atts, "embeds": m.embeds,
                   "reference_id": m.ref.id if m.ref is not None else None}
            if any(op == "pin" for _t, _b, op in m.pins):
                msg["pinned"] = False
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
            if parent:
                ev["parent_channel_id"] = parent
            ev["message"] = msg
            events.append((m.ms, 0, ev))
            tprev = m.ms
            for te, c in m.edits:
                te = max(te, tprev + 1)
                tprev = te
                events.append((te, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                       "edited_at": _iso(te), "content": c}))
            for te, emoji, who, op in m.reacts:
                te = max(te, m.ms + 1)
                events.append((te, 2, {"op": op, "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                       "emoji": emoji, "user_id": AUTHOR_IDS[who], "at": _iso(te)}))
            for te, who, op in m.pins:
                te = max(te, m.ms + 1)
                events.append((te, 2, {"op": op, "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                       "by": AUTHOR_IDS[who], "at": _iso(te)}))
            if m.deleted:
                te = max(m.deleted, tprev + 1)
                events.append((te, 3, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                       "deleted_at": _iso(te)}))
            if m.forgot:
                te = max(m.forgot[0], tprev + 1)
                events.append((te, 3, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                       "requested_by": AUTHOR_IDS[m.forgot[1]], "at": _iso(te)}))
        # bulk deletes (group by time)
        groups = {}
        for m in d.msgs:
            if m.bulk:
                groups.setdefault(m.bulk, []).append(m)
        for bt in sorted(groups):
            ms_ = sorted(groups[bt], key=lambda x: x.ms)
            ch, _p = chan_of(ms_[0], d)
            te = max(bt, ms_[-1].ms + 1)
            events.append((te, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                                   "message_ids": [x.id for x in ms_], "deleted_at": _iso(te)}))
    # pinned flag: a message that gets pinned later is created unpinned; drop the key if never pinned
    events.sort(key=lambda e: (e[0], e[1]))
    out_events = [e[2] for e in events]

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    for d in all_days:
        for m in d.msgs:
            ch, _p = chan_of(m, d)
            state = "live"
            if m.edits:
                state = "edited"
            if m.deleted or m.bulk:
                state = "deleted"
            if m.forgot:
                state = "forgotten"
            if m.kind == "hard":
                hard.append({"channel_id": ch, "message_id": m.id, "event_type": m.ev, "facts": m.facts,
                             "phrasing": m.phrasing, "final_state": state})
            elif m.kind == "noise":
                noise.append(m.id)
            elif m.kind == "near":
                near.append(m.id)
            for s in m.superseded:
                sup.append([ch, m.id, s])
            if state in ("deleted", "forgotten"):
                removed.append(m.snippet)
    first = {}
    for d in all_days:
        for m, idi, exp in d.idioms:
            if m.deleted or m.forgot or m.bulk or idi in first:
                continue
            first[idi] = (m, exp)
    chosen = []
    for ev in EVENT_TYPES:
        for idi in HARD_PREF:
            if idi in first and first[idi][1] == ev and idi not in chosen:
                chosen.append(idi)
                break
    for idi in NEAR_PREF:
        if idi in first and idi not in chosen and len(chosen) < 19:
            chosen.append(idi)
    for idi in HARD_PREF + NEAR_PREF:
        if idi in first and idi not in chosen and len(chosen) < 20:
            chosen.append(idi)
    idioms = [{"message_id": first[i][0].id, "idiom": i, "expected": first[i][1]} for i in chosen]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": out_events, "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=UTC)
    return d


def main(argv=None):
    ap = argparse.ArgumentParser(description="KL palm oil desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n = sum(1 for e in res["events"] if e["op"] == "create")
    kb = sum(len(e["message"]["content"].encode("utf-8")) for e in res["events"] if e["op"] == "create") / 1024
    print("%s: %d events, %d messages, %.1f KB content, %d hard events" % (
        DESK, len(res["events"]), n, kb, len(res["labels"]["hard_events"])), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
