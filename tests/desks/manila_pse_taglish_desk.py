#!/usr/bin/env python3
"""Desk generator: Manila PSE equities desk (Taglish chat, PHP FX hedges, REITs/prefs).

Standard library only. Everything is a pure function of (seed, end, channels, days).

    python -m tests.desks.manila_pse_taglish_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "manila_pse_taglish_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
PHT = timezone(timedelta(hours=8))
# The default day is Monday 7 Dec 2026, Manila time (ends 00:00 PHT on the 8th).
DEFAULT_END = datetime(2026, 12, 7, 16, 0, 0, tzinfo=UTC)

GUILD_ID = "1262418830972313610"
BASE_CHANNELS = [
    "1270935518377918474",
    "1270936202531455047",
    "1270937844165230632",
    "1270938391728951326",
]

# key: (author_id, author_name, bot, worker)
PEOPLE = {
    "bea": ("1096552207312027718", "Bea Villanueva", False, 1),
    "migs": ("1102731865944158258", "migs.delacruz", False, 2),
    "jolo": ("1187940257165389884", "Jolo R.", False, 3),
    "kat": ("1143385092751306853", "kat.lim", False, 4),
    "pao": ("1120568821397499914", "Pao Tan (FX)", False, 5),
    "rina": ("1078861930247389245", "Rina Ocampo | Risk", False, 6),
    "ed": ("1059124488637022269", "Edgar Uy", False, 7),
    "aldrin": ("1201835576842305556", "aldrin.ops", False, 8),
    "carlo": ("1033617428839362642", "Carlo (admin)", False, 9),
    "dennis": ("1158802263714414662", "Dennis | FI desk", False, 10),
    "bridge": ("1271002210946646087", "KSec Bridge", True, 11),
    "risk": ("1271003468873171016", "riskbot", True, 12),
    "md": ("1271004817413263451", "pse-feed", True, 13),
    "tala": ("1271006154238881872", "Tala (triage agent)", True, 14),
    "cron": ("1271007365511827507", "cron", True, 15),
    "hb": ("1271008552470720563", "hb-monitor", True, 16),
    "ci": ("1271009829934247936", "ci-bot", True, 17),
    "pnl": ("1271011090469519421", "pnl-bot", True, 18),
    "alerts": ("1271012346802778183", "px-alerts", True, 19),
    "oms": ("1271013573892112435", "oms-gw", True, 20),
}
HUMANS = ["bea", "migs", "jolo", "kat", "pao", "rina", "aldrin"]

# ticker: (legal name, short name, reference price)
INSTR = {
    "ALI": ("Ayala Land, Inc.", "Ayala Land", 23.50),
    "BDO": ("BDO Unibank, Inc.", "BDO Unibank", 141.20),
    "ICT": ("International Container Terminal Services, Inc.", "ICTSI", 548.0),
    "TEL": ("PLDT Inc.", "PLDT", 1312.0),
    "AREIT": ("AREIT, Inc.", "AREIT", 40.15),
    "SMC2F": ("San Miguel Corporation (Series 2-F Preferred)", "San Miguel", 75.20),
    "JFC": ("Jollibee Foods Corporation", "Jollibee", 198.4),
    "SM": ("SM Investments Corporation", "SM Investments", 772.0),
    "AC": ("Ayala Corporation", "Ayala Corp", 566.0),
    "MER": ("Manila Electric Company", "Meralco", 545.0),
    "URC": ("Universal Robina Corporation", "Universal Robina", 71.30),
    "GLO": ("Globe Telecom, Inc.", "Globe", 1688.0),
    "RCR": ("RL Commercial REIT, Inc.", "RL Commercial REIT", 6.62),
    "MREIT": ("MREIT, Inc.", "MREIT", 13.28),
    "LTG": ("LT Group, Inc.", "LT Group", 10.90),
    "DMC": ("DMCI Holdings, Inc.", "DMCI", 10.10),
    "SCC": ("Semirara Mining and Power Corporation", "Semirara", 31.50),
    "PGOLD": ("Puregold Price Club, Inc.", "Puregold", 33.80),
    "BLOOM": ("Bloomberry Resorts Corporation", "Bloomberry", 3.95),
    "CEB": ("Cebu Air, Inc.", "Cebu Pacific", 31.20),
    "MONDE": ("Monde Nissin Corporation", "Monde Nissin", 7.95),
    "EMI": ("Emperador Inc.", "Emperador", 16.40),
    "NIKL": ("Nickel Asia Corporation", "Nickel Asia", 3.44),
}
HELD = ["ALI", "BDO", "ICT", "TEL", "AREIT", "SMC2F"]
WATCH = ["JFC", "SM", "AC", "MER", "URC", "GLO", "RCR", "MREIT"]
OTHER = ["LTG", "DMC", "SCC", "PGOLD", "BLOOM", "CEB", "MONDE", "EMI", "NIKL"]

# disclosure headlines: (headline, distinctive key substring)
HEADLINES = {
    "ALI": [("prices ₱12 billion 5.5-year fixed-rate bonds at 6.25%", "₱12 billion"),
            ("board approves extension of ₱5 billion share buyback program", "share buyback"),
            ("Clarification of news report on Makati CBD land sale", "Makati CBD")],
    "BDO": [("declares regular cash dividend of ₱1.00/share, record date Dec 22", "cash dividend"),
            ("to issue up to ₱30 billion ASEAN sustainability bonds", "sustainability bonds"),
            ("Clarification of news report on possible acquisition of a thrift bank", "thrift bank")],
    "ICT": [("unit signs 25-year concession for Pier 2 expansion, Durban", "25-year concession"),
            ("Share buyback: repurchased 150,000 common shares at avg ₱547.20", "150,000 common shares"),
            ("raises 2027 capex guidance to US$1.1 billion", "US$1.1 billion")],
    "TEL": [("completes sale of 650 telecom towers for ₱12.2 billion", "650 telecom towers"),
            ("sets 2027 capex at ₱68 billion, dividend policy unchanged", "₱68 billion"),
            ("Clarification of news report on Maya stake sale", "Maya stake")],
    "AREIT": [("declares Q4 cash dividend of ₱0.59/share, ex-date Dec 18", "₱0.59/share"),
              ("to acquire three office buildings via property-for-share swap", "property-for-share swap")],
    "SMC2F": [("Notice of redemption of Series 2-F preferred shares on Jan 12", "redemption of Series 2-F"),
              ("declares quarterly dividends on Series 2 preferred shares", "Series 2 preferred")],
    "JFC": [("acquires remaining 30% of Tim Hortons Philippines JV", "Tim Hortons"),
            ("Q3 system-wide sales up 13.8% y/y", "system-wide sales")],
    "SM": [("to offer ₱20 billion retail bonds in January", "retail bonds"),
           ("Clarification of news report re: bank merger talks", "bank merger")],
    "AC": [("sells 10% ACEN stake to strategic investor for ₱25 billion", "ACEN stake"),
           ("board approves ₱10 billion share buyback program", "₱10 billion share buyback")],
    "MER": [("announces ₱0.35/kWh rate increase for December billing", "₱0.35/kWh"),
            ("reaches financial close for Terra Solar phase 2", "Terra Solar")],
    "URC": [("to sell flour milling business for ₱4.5 billion", "flour milling"),
            ("Q3 net income up 9%, BCF margins recover", "BCF margins")],
    "GLO": [("prices US$300 million perpetual notes", "perpetual notes"),
            ("Clarification of news report on fiber unit sale", "fiber unit")],
    "RCR": [("declares ₱0.1108/share Q3 dividend", "₱0.1108/share"),
            ("to infuse Robinsons Cyberscape Gamma worth ₱6.1 billion", "Cyberscape Gamma")],
    "MREIT": [("infuses four office towers worth ₱9.8 billion", "₱9.8 billion"),
              ("declares ₱0.255/share dividend", "₱0.255/share")],
    "LTG": [("declares special cash dividend of ₱0.30/share", "special cash dividend")],
    "DMC": [("November nickel shipments up 9% m/m", "nickel shipments")],
    "SCC": [("Q3 coal production down 7% on rains", "coal production")],
    "PGOLD": [("opens 12 new stores in Mindanao", "12 new stores")],
    "BLOOM": [("Solaire North Q3 GGR at ₱8.1 billion", "Solaire North")],
    "CEB": [("November passenger traffic up 15%", "passenger traffic")],
    "MONDE": [("appoints new Chief Financial Officer", "Chief Financial Officer")],
    "EMI": [("completes secondary listing on SGX", "secondary listing")],
    "NIKL": [("board approves ₱1 billion share buyback", "₱1 billion share buyback")],
}

IDX_WT = {"ICT": 13.5, "SM": 11.2, "BDO": 8.9, "ALI": 5.1, "AC": 4.9, "BPI": 7.8, "SMPH": 6.9, "TEL": 4.2,
          "JFC": 3.8, "MER": 4.6, "URC": 2.6, "GLO": 2.4, "MBT": 4.4, "AEV": 1.9, "AP": 1.8, "CNVRG": 0.9,
          "MONDE": 1.4, "EMI": 0.8}
SECTOR_LEADS = {"Financials": ["BDO", "BPI", "MBT"], "Industrial": ["MER", "JFC", "URC"],
                "Holding Firms": ["SM", "AC", "AEV"], "Property": ["ALI", "SMPH", "AREIT"],
                "Services": ["ICT", "TEL", "GLO"], "Mining & Oil": ["SCC", "NIKL", "PX"]}
HOUR_WEIGHTS = [1, 1, 1, 1, 1, 1, 2, 4, 8, 14, 14, 12, 6, 11, 13, 8, 6, 4, 3, 2, 2, 2, 2, 1]


# --------------------------------------------------------------------------- helpers

def _seed_int(*parts) -> int:
    h = hashlib.sha256("|".join(str(p) for p in (DESK,) + parts).encode()).hexdigest()
    return int(h[:16], 16)


def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def channel_id(idx: int) -> str:
    if idx < len(BASE_CHANNELS):
        return BASE_CHANNELS[idx]
    ms = 1723000000000 + _seed_int("chan", idx) % 4_000_000_000
    return snowflake(ms, 7, idx)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def tick(p: float) -> float:
    for lim, t in ((0.5, 0.005), (5, 0.01), (10, 0.01), (20, 0.02), (50, 0.05), (100, 0.05),
                   (200, 0.10), (500, 0.20), (1000, 0.50), (2000, 1.00), (5000, 2.00)):
        if p < lim:
            return t
    return 5.0


def rt(p: float) -> float:
    t = tick(p)
    return round(round(p / t) * t, 4)


def up(p: float, n: int = 1) -> float:
    for _ in range(n):
        p = rt(p + tick(p))
    return p


def dn(p: float, n: int = 1) -> float:
    for _ in range(n):
        p = rt(p - tick(p * 0.999))
    return p


def lot(p: float) -> int:
    if p < 0.01:
        return 1_000_000
    if p < 0.05:
        return 100_000
    if p < 0.5:
        return 10_000
    if p < 5:
        return 1_000
    if p < 50:
        return 100
    if p < 1000:
        return 10
    return 5


def nice_qty(rng: random.Random, p: float, lo: float, hi: float) -> int:
    n = rng.uniform(lo, hi) / p
    b = lot(p)
    for g in (100_000, 10_000, 1_000, 100, 10, 5):
        if g % b == 0 and n >= g * 5:
            return max(b, int(round(n / g)) * g)
    return max(b, int(n // b) * b)


def P(p: float) -> str:
    return f"{p:,.2f}"


def Q(q: int) -> str:
    return f"{q:,}"


def K(q: int) -> str:
    if q >= 1_000_000 and q % 1_000_000 == 0:
        return f"{q // 1_000_000}M"
    if q >= 1000 and q % 1000 == 0:
        return f"{q // 1000}k"
    return f"{q:,}"


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []) or []:
        parts += [f.get("name", ""), f.get("value", "")]
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


# --------------------------------------------------------------------------- day builder

class Day:
    def __init__(self, seed: int, ci: int, di: int, ch: str, start: datetime):
        self.rng = random.Random(_seed_int(seed, ci, di))
        self.ci, self.di, self.ch = ci, di, ch
        self.t0 = int(start.timestamp() * 1000)
        local = start.astimezone(PHT)
        self.date = local
        self.mmdd = local.strftime("%m%d")
        self.yyyy = local.strftime("%Y")
        self.dstr = local.strftime("%d %b")
        self.wd = ["Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado", "Linggo"][local.weekday()]
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.threads: list[dict] = []
        self.superseded: list[tuple] = []
        self.oid_n = self.rng.randint(300, 700)
        self.ref_n = self.rng.randint(6000, 9000)
        self.fill_n = self.rng.randint(10000, 40000)
        r = self.rng
        drift = 1 + 0.004 * di
        self.px = {s: rt(v[2] * drift * (1 + r.uniform(-0.03, 0.03))) for s, v in INSTR.items()}
        self.psei = round(6100 * drift * (1 + r.uniform(-0.02, 0.02)), 2)
        self.usdphp = round(58.60 + r.uniform(-0.45, 0.45), 3)
        self.chg = {s: max(-6.0, min(6.0, r.gauss(0, 1.5))) for s in INSTR}
        self.close = round(self.psei * (1 + r.gauss(0, 0.007)), 2)
        n = 67  # 5-minute grid 09:30 -> 15:00
        w, walk = 0.0, [0.0]
        for _ in range(n - 1):
            w += r.gauss(0, 1)
            walk.append(w)
        sig = self.psei * 0.0009
        self.path = [self.psei + (self.close - self.psei) * i / (n - 1) + sig * (walk[i] - walk[-1] * i / (n - 1))
                     for i in range(n)]
        self.used_slots: dict = {}
        self.used_heads: set = set()
        self.used_chat: set = set()

    # ---- market helpers
    def index_at(self, t: int) -> float:
        mins = (t - self.t0) / 60000 - (9 * 60 + 30)
        i = int(max(0, min(len(self.path) - 1, mins // 5)))
        return round(self.path[i], 2)

    def slot(self, kind: str, options) -> int | None:
        used = self.used_slots.setdefault(kind, set())
        free = [o for o in options if o not in used]
        if not free:
            return None
        o = self.rng.choice(free)
        used.add(o)
        return self.T(o[0], o[1] + self.rng.randint(0, 9))

    def setup_book(self, main: str, breach: bool):
        r = self.rng
        self.nav = r.uniform(0.95, 1.1) * 1e9
        self.w = {"ALI": r.uniform(2.6, 4.2), "BDO": r.uniform(2.6, 4.2), "ICT": r.uniform(2.6, 4.2),
                  "TEL": r.uniform(2.6, 4.2), "AREIT": r.uniform(3.3, 4.1), "SMC2F": r.uniform(1.3, 2.0)}
        self.pos = {}
        for s_, wt in self.w.items():
            self.set_pos(s_, wt)

    def set_pos(self, sym: str, wt: float):
        p = self.px[sym]
        b = lot(p)
        self.w[sym] = wt
        self.pos[sym] = int(wt / 100 * self.nav / p) // (b * 10) * b * 10

    def finish_book(self):
        r = self.rng
        self.gross = sum(q * self.px[s_] for s_, q in self.pos.items())
        self.wt = {s_: q * self.px[s_] / self.nav * 100 for s_, q in self.pos.items()}
        e_usd = self.gross / self.usdphp
        self.ratio0 = r.uniform(0.55, 0.62)
        self.hedge = int(self.ratio0 * e_usd / 100_000) * 100_000
        self.ratio0 = self.hedge / e_usd
        self.e_usd = e_usd
        self.mtd = {s_: r.randint(-900, 1500) * 1000 for s_ in self.pos}
        self.fees = r.randint(15, 60) * 1000
        self.topup = max(250_000, int((r.uniform(0.72, 0.78) - self.ratio0) * e_usd / 250_000) * 250_000)
        self.fx_limit_old = -(-(self.hedge + self.topup) // 1_000_000) * 1_000_000
        self.fx_limit = self.fx_limit_old

    # ---- time
    def T(self, h: int, m: int = 0, s: int | None = None) -> int:
        if s is None:
            s = self.rng.randint(0, 59)
        return self.t0 + ((h * 60 + m) * 60 + s) * 1000 + self.rng.randint(0, 999)

    def after(self, t: int, lo: float, hi: float) -> int:
        return t + int(self.rng.uniform(lo, hi) * 1000) + self.rng.randint(1, 999)

    def hhmm(self, t: int) -> str:
        return datetime.fromtimestamp(t / 1000, tz=PHT).strftime("%H:%M")

    def rand_time(self, lo_h: float = 0, hi_h: float = 24, curve: bool = True) -> int:
        r = self.rng
        hours = [h for h in range(24) if lo_h <= h < hi_h]
        w = [HOUR_WEIGHTS[h] if curve else 1 for h in hours]
        h = r.choices(hours, weights=w)[0]
        return self.t0 + (h * 3600 + r.randint(0, 3599)) * 1000 + r.randint(0, 999)

    # ---- ids
    def oid(self) -> str:
        self.oid_n += self.rng.randint(1, 17)
        return f"KS-{self.mmdd}-{self.oid_n:05d}"

    def edge_ref(self) -> str:
        self.ref_n += self.rng.randint(1, 40)
        return f"C{self.ref_n:05d}-{self.yyyy}"

    def peso(self, s: str) -> str:
        return self.rng.choice(["₱", "₱", "₱", "Php", "Php ", "P"]) + s

    # ---- messages
    def post(self, t, who, content="", embeds=None, reply=None, thread=None, kind="chat",
             hard=None, idiom=None, attachments=None):
        m = {"key": len(self.msgs), "t": t, "who": who, "content": content, "embeds": embeds or [],
             "reply": reply, "thread": thread, "kind": kind, "hard": hard, "final": content,
             "state": "live", "idiom": idiom, "attachments": attachments or [], "removed": False}
        self.msgs.append(m)
        return m

    def H(self, t, who, content, etype, facts, phrasing, **kw):
        return self.post(t, who, content, kind="hard",
                         hard={"event_type": etype, "facts": list(facts), "phrasing": phrasing}, **kw)

    def N(self, t, who, content, **kw):
        return self.post(t, who, content, kind="noise", **kw)

    def M(self, t, who, content, **kw):
        return self.post(t, who, content, kind="near", **kw)

    def C(self, t, who, content, **kw):
        return self.post(t, who, content, kind="chat", **kw)

    # ---- ops
    def edit(self, m, t, content, superseded=()):
        self.ops.append({"op": "edit", "t": t, "m": m, "content": content})
        m["final"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        for s in superseded:
            self.superseded.append((m, s))

    def delete(self, m, t):
        self.ops.append({"op": "delete", "t": t, "m": m})
        m["state"] = "deleted"
        m["removed"] = True

    def bulk(self, ms, t):
        self.ops.append({"op": "bulk_delete", "t": t, "ms": list(ms)})
        for m in ms:
            m["state"] = "deleted"
            m["removed"] = True

    def forget(self, m, t, by="carlo"):
        self.ops.append({"op": "forget", "t": t, "m": m, "by": by})
        m["state"] = "forgotten"
        m["removed"] = True

    def pin(self, m, t, by="bea"):
        self.ops.append({"op": "pin", "t": t, "m": m, "by": by})

    def react(self, m, t, emoji, who):
        self.ops.append({"op": "reaction_add", "t": t, "m": m, "emoji": emoji, "by": who})

    def thread(self, t, name):
        th = {"t": t, "name": name, "id": None}
        self.threads.append(th)
        return th

    # ---- stats
    def n_hard(self):
        return sum(1 for m in self.msgs if m["kind"] == "hard")

    def n_noise(self):
        return sum(1 for m in self.msgs if m["kind"] == "noise")

    def size(self):
        tot = 0
        for m in self.msgs:
            tot += len(m["content"].encode("utf-8"))
            for e in m["embeds"]:
                tot += len(embed_text(e).encode("utf-8"))
        return tot

    # ---- finalize
    def finalize(self):
        msgs = sorted(self.msgs, key=lambda m: (m["t"], m["key"]))
        last = None
        for m in msgs:
            if last is not None and m["t"] <= last:
                m["t"] = last + self.rng.randint(1, 40)
            last = m["t"]
        for th in self.threads:
            first = min((m["t"] for m in msgs if m["thread"] is th), default=th["t"])
            th["t"] = min(th["t"], first - 1)
            th["id"] = snowflake(th["t"], 30, self.rng.randint(0, 4095))
        seq = self.rng.randint(0, 2000)
        for m in msgs:
            seq += 1
            m["id"] = snowflake(m["t"], PEOPLE[m["who"]][3], seq % 4096)
            m["chan"] = m["thread"]["id"] if m["thread"] else self.ch
        # ops must come after their target's create and after previous ops on it
        last_op = {}
        for op in sorted(self.ops, key=lambda o: o["t"]):
            targets = op.get("ms") or [op["m"]]
            floor = max(max(x["t"] for x in targets), max(last_op.get(x["key"], 0) for x in targets))
            if op["t"] <= floor:
                op["t"] = floor + self.rng.randint(500, 3000)
            for x in targets:
                last_op[x["key"]] = op["t"]
        events = []
        o = 0
        for m in msgs:
            who = PEOPLE[m["who"]]
            msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                   "created_at": iso(m["t"]), "content": m["content"],
                   "attachments": [dict(a) for a in m["attachments"]],
                   "embeds": [dict(e) for e in m["embeds"]],
                   "reference_id": m["reply"]["id"] if m["reply"] else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["chan"]}
            if m["thread"]:
                ev["parent_channel_id"] = self.ch
            ev["message"] = msg
            o += 1
            events.append((m["t"], o, ev))
        for op in self.ops:
            o += 1
            t = op["t"]
            base = {"op": op["op"], "guild_id": GUILD_ID}
            if op["op"] == "bulk_delete":
                base["channel_id"] = op["ms"][0]["chan"]
                base["message_ids"] = [x["id"] for x in op["ms"]]
                base["deleted_at"] = iso(t)
            else:
                m = op["m"]
                base["channel_id"] = m["chan"]
                base["message_id"] = m["id"]
                if op["op"] == "edit":
                    base["edited_at"] = iso(t)
                    base["content"] = op["content"]
                elif op["op"] == "delete":
                    base["deleted_at"] = iso(t)
                elif op["op"] == "forget":
                    base["requested_by"] = PEOPLE[op["by"]][0]
                    base["at"] = iso(t)
                elif op["op"] == "pin":
                    base["by"] = PEOPLE[op["by"]][0]
                    base["at"] = iso(t)
                elif op["op"] == "reaction_add":
                    base["emoji"] = op["emoji"]
                    base["user_id"] = PEOPLE[op["by"]][0]
                    base["at"] = iso(t)
            events.append((t, o, base))
        hard, noise, near, removed, idioms = [], [], [], [], []
        for m in msgs:
            if m["kind"] == "hard":
                hard.append({"channel_id": m["chan"], "message_id": m["id"],
                             "event_type": m["hard"]["event_type"], "facts": m["hard"]["facts"],
                             "phrasing": m["hard"]["phrasing"], "final_state": m["state"]})
            elif m["kind"] == "noise":
                noise.append(m["id"])
            elif m["kind"] == "near":
                near.append(m["id"])
            if m["removed"]:
                removed.append(m.get("snippet") or (m["final"] or embed_text(m["embeds"][0]))[:60].strip())
            if m["idiom"]:
                exp = m["hard"]["event_type"] if m["kind"] == "hard" else "not_hard"
                idioms.append({"message_id": m["id"], "idiom": m["idiom"], "expected": exp})
        sup = [[m["chan"], m["id"], s] for (m, s) in self.superseded]
        stats = {"channel_id": self.ch, "day": self.date.strftime("%Y-%m-%d"), "messages": len(msgs),
                 "bytes": self.size(), "hard": len(hard), "noise": len(noise), "near": len(near)}
        return events, {"hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
                        "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}, stats


# --------------------------------------------------------------------------- bot formats

SIDE_B = "BILI / BUY"
SIDE_S = "BENTA / SELL"


def bridge_embed(d: Day, t: int, kind: str, sym: str, side: str, qty_s: str, px_s: str, oid: str,
                 extra=None, reason=None) -> dict:
    titles = {
        "ack": "Order Ack · TINANGGAP (ACCEPTED)",
        "part": "Execution · BAHAGYANG NAPUNAN (PARTIAL FILL)",
        "full": "Execution · BUO NA (FILLED)",
        "cxl": "Order · KINANSELA (CANCELLED)",
        "rej": "Order · TINANGGIHAN (REJECTED)",
    }
    fields = [
        {"name": "Ticker", "value": sym, "inline": True},
        {"name": "Panig / Side", "value": side, "inline": True},
        {"name": "Dami / Qty", "value": qty_s, "inline": True},
        {"name": "Presyo / Price", "value": "₱" + px_s, "inline": True},
    ]
    for n, v in (extra or []):
        fields.append({"name": n, "value": v, "inline": True})
    fields.append({"name": "Uri / Type", "value": "LIMIT", "inline": True})
    fields.append({"name": "Oras / Time", "value": datetime.fromtimestamp(t / 1000, tz=PHT).strftime("%H:%M:%S.%f")[:-3],
                   "inline": True})
    fields.append({"name": "Broker", "value": "Kalakal Securities (KSEC) · trader MDC", "inline": False})
    if reason:
        fields.append({"name": "Dahilan / Reason", "value": reason, "inline": False})
    hms = datetime.fromtimestamp(t / 1000, tz=PHT).strftime("%H:%M:%S")
    return {"title": titles[kind], "author": "KSec Bridge · PSE", "fields": fields,
            "footer": f"order {oid} · acct MNL-PSE-01 · {hms} PHT"}


def edge_embed(d: Day, t: int, sym: str, headline: str, form: str, ref: str) -> dict:
    legal = INSTR[sym][0]
    summ = d.rng.choice([
        " The company filed the disclosure with the PSE and SEC; details in the attached PDF.",
        " Filed via PSE EDGE. Figures as reported by the company, unaudited where applicable.",
        " Disclosure posted during trading hours; no trading halt requested.",
        " Posted after the company's board meeting today; see EDGE for the full text and annexes."])
    return {"title": f"PSE EDGE · {sym}", "description": f"{INSTR[sym][1]} {headline}.{summ}",
            "url": f"https://edge.pse.com.ph/openDiscViewer.do?edge_no={ref.lower()}",
            "author": "PSE EDGE disclosures",
            "fields": [{"name": "Company", "value": legal, "inline": True},
                       {"name": "Form", "value": form, "inline": True},
                       {"name": "Posted", "value": d.hhmm(t) + " PHT", "inline": True},
                       {"name": "Buod / Summary", "value": d.rng.choice([
                           "Company disclosure under PSE continuing listing rules. Amounts and dates as stated "
                           "by the issuer; no trading halt requested.",
                           "Material information disclosed per SRC Rule 17; PDF attachment includes board "
                           "resolution and secretary's certificate.",
                           "Issuer confirms the item and says it will make further disclosures as needed. "
                           "Market reaction to be seen in the afternoon session."]), "inline": False}],
            "footer": f"edge.pse.com.ph · {ref}"}


def pct(x: float) -> str:
    return f"{x:+.2f}%"


# --------------------------------------------------------------------------- long texts

def morning_brief(d: Day, thesis_sym: str):
    r = d.rng
    p = d.px[thesis_sym]
    variant = r.randint(0, 2)
    if variant == 0:
        tp = rt(p * r.uniform(1.14, 1.22))
        sent = (f"{thesis_sym}: we stay bullish — conviction unchanged (high), TP ₱{P(tp)} maintained "
                f"after the management call.")
        facts = [thesis_sym, "bullish", P(tp)]
    elif variant == 1:
        tp = rt(p * r.uniform(1.04, 1.09))
        sent = (f"{thesis_sym}: cutting conviction to medium from high — the re-rating thesis is taking longer "
                f"than we thought. TP lowered to ₱{P(tp)}.")
        facts = [thesis_sym, "conviction to medium", P(tp)]
    else:
        tp = rt(p * r.uniform(1.2, 1.3))
        sent = (f"{thesis_sym}: raising TP to ₱{P(tp)}, conviction up — the Q3 print de-risked the "
                f"2027 numbers for us.")
        facts = [thesis_sym, "raising TP", P(tp)]
    dj, spx, ust = r.uniform(-0.9, 0.9), r.uniform(-0.8, 0.8), r.uniform(3.9, 4.4)
    chg = r.uniform(-1.1, 1.1)
    val = r.uniform(4.1, 7.8)
    nfs = r.randint(120, 900)
    sectors = {
        "ALI": ("Property", "Big four developers still at 50-60% discounts to RNAV. Residential take-up soft "
                "(Q3 res sales down double digits y/y) but leasing and malls are holding up; footfall above 2019."),
        "BDO": ("Banks", "NIM peak is behind us if BSP keeps cutting; asset quality stable, sector NPL ~3.3%. "
                "Loan growth 10-11% y/y, consumer still the fastest. Valuations undemanding at ~1.1x P/B."),
        "ICT": ("Ports", "Throughput +6% y/y in Q3, Manila tariff adjustment approved, new terminals ramping. "
                "USD earner, so a weaker peso is a tailwind for the reported numbers."),
        "TEL": ("Telcos", "Capex discipline and tower sale proceeds are the story. Data pricing rational; "
                "fiber net adds slowing. Dividend yield still north of 7% at current prices."),
    }
    blocks = []
    for s in ["ALI", "BDO", "ICT", "TEL"]:
        name, txt = sectors[s]
        if s == thesis_sym:
            txt = txt + " " + sent
        blocks.append(f"- **{name}** — {txt}")
    blocks.append("- **Consumer** — JFC international comps still strong, URC waiting on sugar and wheat "
                  "costs to roll over; Christmas season sell-through so far okay per channel checks.")
    blocks.append("- **REITs** — yields 6.5-7.5% vs 10y BVAL ~5.9%; spread should compress if BSP cuts. "
                  "AREIT and RCR still our preferred names on pipeline visibility.")
    blocks.append("- **Utilities** — MER December rate adjustment out this week; generation charges up on "
                  "peso and WESM prices.")
    r.shuffle(blocks)
    cal = r.sample([
        "AREIT ex-date Dec 18 (₱0.59)", "BDO record date Dec 22", "MER analyst briefing 2pm",
        "BSP Monetary Board Dec 11", "PSE index review effective after close Dec 18",
        "SMC2F dividend payment Jan 5", "ICT investor day (virtual) 4pm", "US CPI Wed 9:30pm PHT",
        "MSCI quarterly index review Feb", "Holiday trading hours: Dec 24 and 31 half-day",
    ], 5)
    return (f"**PSE Morning Notes — {d.wd}, {d.dstr}** (kat)\n\n"
            f"**Overnight**\n"
            f"DJIA {pct(dj)}, S&P 500 {pct(spx)}, UST 10y {ust:.2f}%. Asia futures mixed: Nikkei "
            f"{pct(r.uniform(-1, 1))}, HSI {pct(r.uniform(-1.2, 1.2))}. Brent US${r.uniform(66, 78):.1f}.\n"
            f"USD/PHP closed {d.usdphp:.3f} (BAP weighted avg {d.usdphp + r.uniform(-0.05, 0.05):.3f}); "
            f"1M NDF {d.usdphp + r.uniform(0.05, 0.18):.3f}.\n\n"
            f"**PSEi** {d.psei:,.2f} ({pct(chg)}), value ₱{val:.2f}B, net foreign selling ₱{nfs}M. "
            f"Breadth {r.randint(70, 120)} adv / {r.randint(70, 120)} dec. Top foreign sold: "
            f"{', '.join(r.sample(['BDO', 'ALI', 'ICT', 'SM', 'BPI', 'AC'], 3))}; top bought: "
            f"{', '.join(r.sample(['TEL', 'JFC', 'MER', 'URC', 'GLO'], 2))}.\n\n"
            f"**Macro**\n"
            f"- BSP meets Dec 11; street is split between a hold and 25bp. Nov CPI {r.uniform(1.6, 2.9):.1f}% "
            f"y/y, core {r.uniform(2.0, 2.8):.1f}%.\n"
            f"- OFW remittances Oct {pct(r.uniform(2, 4))} y/y; BOP deficit narrower.\n"
            f"- 10y BVAL {r.uniform(5.7, 6.2):.3f}%, RTB demand strong at last week's auction.\n\n"
            f"**Sectors**\n" + "\n".join(blocks) + "\n\n"
            f"**Book snapshot (pre-open)**\n```\n" + "\n".join(
                f"{s:<6} {Q(d.pos[s]):>11} sh  last {P(d.px[s]):>9}  "
                f"wt {d.wt[s]:.1f}%" for s in HELD) +
            f"\nUSDPHP NDF USD {Q(d.hedge)} · hedge ratio {d.ratio0 * 100:.0f}%\n```\n\n"
            f"**Technicals**\n- PSEi: 50DMA {d.psei * r.uniform(0.98, 1.02):,.0f}, 200DMA {d.psei * r.uniform(0.97, 1.05):,.0f}; "
            f"RSI {r.randint(38, 62)}. Resistance {d.psei * 1.03:,.0f}, support {d.psei * 0.97:,.0f}.\n"
            f"- Breadth still weak; only {r.randint(8, 14)} of 30 index names above their 50DMA.\n"
            f"- Value traded below ₱6B for {r.randint(3, 9)} straight sessions — thin, expect gaps on news.\n\n"
            f"**Calendar**\n" + "\n".join("- " + c for c in cal) + "\n\n"
            f"**Street / macro headlines (yesterday)**\n" + "\n".join("- " + h for h in r.sample([
                "DOF: 2027 budget deficit ceiling kept at 5.3% of GDP",
                "BSP: bank lending growth steady at 10-11% in October",
                "PSA: unemployment rate at 3.9% in October",
                "DTI: Christmas noche buena price guide unchanged for most items",
                "NEDA (DEPDev): infrastructure spending catching up in Q4",
                "PSE: average daily value YTD at ₱6.1B, lowest since 2020",
                "Fitch affirms PH at BBB, outlook stable",
                "Puregold, Monde Nissin among names cut by a foreign broker on margin risk",
                "Cebu Pacific, Bloomberry raised by local brokers on holiday travel and GGR",
                "SEC approves two REIT IPOs for 1H next year",
            ], 5)) + "\n\n"
            f"Flows watch: index review inclusion/exclusion talk for the Feb rebal, watch the run-off. "
            f"Block sales yesterday: {r.randint(2, 6)} crosses, biggest ₱{r.randint(200, 900)}M in "
            f"{r.choice(['SM', 'MER', 'AC', 'GLO'])}.\n"
            f"_Internal use only. Not investment advice. Sources: PSE EDGE, BAP, BSP, Bloomberg._"), facts


def game_plan(d: Day, main: str, trim: str):
    r = d.rng
    p = d.px[trim]
    q = nice_qty(r, p, 3e6, 8e6)
    lim = up(p, r.randint(0, 2))
    sent_v = r.randint(0, 1)
    if sent_v == 0:
        sent = (f"{trim}: trim {Q(q)} @ {d.peso(P(lim))} or better — lock in na natin bago BSP, "
                f"bawas concentration din.")
        facts = [trim, "trim", Q(q), P(lim)]
    else:
        sent = (f"{trim} — benta {Q(q)} sa {d.peso(P(lim))} or better, partial take-profit; "
                f"hold the rest.")
        facts = [trim, "benta", Q(q), P(lim)]
    other = r.choice(["MER", "URC", "GLO", "AC"])
    txt = (f"Game plan today mga pre 👇\n"
           f"1) {main} — post ko hiwalay yung details, add idea sa dip.\n"
           f"2) {sent}\n"
           f"3) Bantayan natin {other} sa news flow, wala pang action.\n"
           f"4) FX: hedge ratio review after lunch.\n"
           f"5) Reminder: Christmas party sa Friday, exchange gift ₱{r.choice([500, 750, 1000])} 🎄\n"
           f"Questions sa akin lang. Tara.")
    return txt, facts, q, lim


def stack_trace(d: Day, t: int) -> str:
    r = d.rng
    ts = datetime.fromtimestamp(t / 1000, tz=PHT).strftime("%Y-%m-%d %H:%M:%S")
    kind = r.randint(0, 3)
    if kind == 0:
        frames = [("/opt/ksbridge/fix/session.py", "on_message", "self._route(msg)"),
                  ("/opt/ksbridge/fix/session.py", "_route", "handler = self.handlers[msg.msg_type]")]
        pre = [("/opt/ksbridge/__main__.py", "<module>", "asyncio.run(main())"),
               ("/usr/lib/python3.11/asyncio/runners.py", "run", "return runner.run(main)"),
               ("/usr/lib/python3.11/asyncio/base_events.py", "run_until_complete", "self.run_forever()"),
               ("/usr/lib/python3.11/asyncio/base_events.py", "_run_once", "handle._run()"),
               ("/usr/lib/python3.11/asyncio/events.py", "_run", "self._context.run(self._callback, *self._args)"),
               ("/opt/ksbridge/fix/transport.py", "data_received", "self.session.feed(chunk)"),
               ("/opt/ksbridge/fix/session.py", "feed", "for msg in self.parser.parse(buf):"),
               ("/opt/ksbridge/fix/session.py", "_dispatch", "await self.on_message(msg)")]
        body = "".join(f'  File "{f}", line {r.randint(40, 620)}, in {fn}\n    {code}\n' for f, fn, code in pre + frames)
        return (f"ks-bridge ERROR {ts},{r.randint(100, 999)} fix.session: unhandled exception in on_message\n"
                f"```\nTraceback (most recent call last):\n{body}"
                f"KeyError: '{r.choice(['AE', 'BN', 'j', 'AR'])}'\n```\n"
                f"context: sess=KSEC-PROD-{r.randint(1000, 9999)} seq={r.randint(80000, 99999)} "
                f"msg_type unsupported → dropped, session still up. "
                f"(known issue BRIDGE-{r.randint(200, 480)}, harmless, trade capture unaffected)")
    if kind == 1:
        pre = [("/srv/mdfeed/main.py", "run", "await asyncio.gather(*self.tasks)"),
               ("/srv/mdfeed/ws.py", "_pump", "frame = await self.ws.recv()"),
               ("/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py", "recv", "await self.ensure_open()"),
               ("/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py", "ensure_open",
                "raise self.connection_closed_exc()")]
        body = "".join(f'  File "{f}", line {r.randint(40, 960)}, in {fn}\n    {code}\n' for f, fn, code in pre)
        return (f"md-feed WARN {ts} websocket closed (code 1006) — stack:\n```\nTraceback (most recent call last):\n"
                f"{body}websockets.exceptions.ConnectionClosedError: no close frame received or sent\n"
                f"\nDuring handling of the above exception, another exception occurred:\n\n"
                f'  File "/srv/mdfeed/ws.py", line {r.randint(160, 220)}, in _reconnect\n'
                f"    await self._resubscribe(self.symbols)\n"
                f"asyncio.exceptions.TimeoutError\n```\n"
                f"retry in {r.choice([2, 4, 8])}s · symbols={r.randint(240, 290)} · last tick {r.randint(1, 30)}s ago")
    if kind == 2:
        frames = ["ph.kalakal.oms.risk.RiskClient.check(RiskClient.java:{})",
                  "ph.kalakal.oms.pipeline.PreTrade.apply(PreTrade.java:{})",
                  "ph.kalakal.oms.pipeline.Pipeline.run(Pipeline.java:{})",
                  "ph.kalakal.oms.gateway.OrderHandler.onNewOrder(OrderHandler.java:{})",
                  "ph.kalakal.oms.gateway.FixAdapter.fromApp(FixAdapter.java:{})",
                  "quickfix.Session.fromCallback(Session.java:{})",
                  "quickfix.Session.verify(Session.java:{})",
                  "quickfix.Session.next(Session.java:{})",
                  "quickfix.mina.SingleThreadedEventHandlingStrategy$SessionMessageEvent.processMessage(SingleThreadedEventHandlingStrategy.java:{})",
                  "quickfix.mina.SingleThreadedEventHandlingStrategy.block(SingleThreadedEventHandlingStrategy.java:{})",
                  "quickfix.mina.SingleThreadedEventHandlingStrategy.lambda$blockInThread$1(SingleThreadedEventHandlingStrategy.java:{})",
                  "io.micrometer.core.instrument.composite.CompositeTimer.record(CompositeTimer.java:{})",
                  "ph.kalakal.oms.metrics.Timed.around(Timed.java:{})",
                  "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
                  "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)",
                  "java.base/java.lang.Thread.run(Thread.java:1583)"]
        cause = ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                 "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
                 "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
                 "ph.kalakal.oms.risk.RiskClient.readFrame(RiskClient.java:{})"]
        body = "".join("    at " + f.format(r.randint(40, 1900)) + "\n" for f in frames)
        cb = "".join("    at " + f.format(r.randint(40, 400)) + "\n" for f in cause)
        return (f"oms-gw ERROR {ts} pre-trade hook timeout\n```\n"
                f"ph.kalakal.oms.risk.RiskUnavailableException: risk-engine did not answer in 250ms\n{body}"
                f"Caused by: java.net.SocketTimeoutException: Read timed out\n{cb}    ... {r.randint(8, 19)} more\n```\n"
                f"fallback to cached limits (age {r.randint(3, 40)}s) · orders delayed: {r.randint(0, 2)}")
    pre = [("/app/pnl/__main__.py", "<module>", "sys.exit(main())"),
           ("/app/pnl/__main__.py", "main", "job.run()"),
           ("/app/pnl/scheduler.py", "tick", "self._run_job(job)"),
           ("/app/pnl/scheduler.py", "_run_job", "return job.fn(**job.kwargs)"),
           ("/app/pnl/snapshot.py", "run", "marks = fetch_marks(session)"),
           ("/app/pnl/marks.py", "fetch_marks", "stale = [m for m in marks if m.age > 120]"),
           ("/app/pnl/marks.py", "fetch_marks", "raise StaleMarksError(f\"{len(stale)} marks older than 120s\")")]
    body = "".join(f'  File "{f}", line {r.randint(20, 140)}, in {fn}\n    {code}\n' for f, fn, code in pre)
    return (f"pnl-bot ERROR {ts} snapshot job failed\n```\nTraceback (most recent call last):\n{body}"
            f"pnl.marks.StaleMarksError: {r.randint(2, 30)} marks older than 120s\n```\n"
            f"stale: {', '.join(r.sample(list(INSTR)[:14], 4))} … will retry next cycle")


def pnl_text(d: Day, t: int, eod: bool = False) -> str:
    r = d.rng
    frac = max(0.05, min(1.0, ((t - d.t0) / 3600000 - 9.5) / 5.5))
    rows, tot = [], 0
    for s_ in HELD:
        c = d.chg[s_] * frac * r.uniform(0.8, 1.2)
        pnl = int(d.pos[s_] * d.px[s_] * c / 100 / 1000) * 1000
        tot += pnl
        rows.append(f"  {s_:<6} {P(d.px[s_] * (1 + c / 100)):>10} {pct(c):>8} {pnl:+12,} "
                    f"{int(d.pos[s_] * d.px[s_] * d.chg[s_] / 100 * 3 / 1000) * 1000 + d.mtd[s_]:+12,}")
    fx = int(d.hedge * 0.003 * frac * r.uniform(-1, 1) * d.usdphp / 1000) * 1000
    lines = [f"{'PnL EOD' if eod else 'PnL snapshot'} {d.hhmm(t)} PHT — MNL-PSE",
             "```",
             f"equities      ₱ {tot:+,}",
             f"fx hedge      ₱ {fx:+,}",
             f"fees/taxes    ₱ {-int(frac * d.fees):+,}",
             f"day total     ₱ {tot + fx - int(frac * d.fees):+,}",
             f"gross         ₱ {d.gross / 1e6:.1f}M (NAV ₱{d.nav / 1e6:,.0f}M)",
             "by name         mark      chg      day pnl          mtd"] + rows
    lines.append(f"  USDPHP NDF {d.usdphp:>8.3f} {'':>8} {fx:+12,}")
    lines.append("```")
    lines.append(f"marks: PSE last @ {d.hhmm(t)} · USD/PHP {d.usdphp + r.uniform(-0.1, 0.1):.3f}")
    return "\n".join(lines)


def ci_text(d: Day, t: int, long: bool = False) -> str:
    r = d.rng
    svc = r.choice(["risk-engine", "ks-bridge", "md-feed", "pnl-bot", "tala-triage", "oms-gw"])
    sha = "%07x" % r.getrandbits(28)
    k = r.choice([0, 2]) if long else r.randint(0, 3)
    if k == 0:
        v = f"v{r.randint(2, 5)}.{r.randint(0, 14)}.{r.randint(0, 9)}"
        steps = ["checkout", "lint (ruff)", "unit tests", "build image", "push registry", "migrate db",
                 "deploy blue", "health check", "switch traffic", "cleanup green"]
        body = "\n".join(f"[{i + 1:02d}/{len(steps)}] {st:<16} ok  {r.uniform(0.4, 40):6.1f}s" for i, st in enumerate(steps))
        return (f"ci ✅ deploy {svc} {v} → prod (sha {sha}) in {r.randint(60, 240)}s\n```\n{body}\n```\n"
                f"changelog: {r.choice(['retry on FIX resend gaps', 'new Tagalog field aliases', 'pre-trade cache TTL 30s', 'EDGE poller backoff', 'PnL marks staleness alert'])}")
    if k == 1:
        return f"ci 🟡 {svc} canary at 10% · error rate {r.uniform(0, 0.4):.2f}% · promote in 15m unless someone shouts"
    if k == 2:
        n = r.randint(200, 400)
        f = r.randint(1, 3)
        fld = r.choice(['Napunan', 'Natitira', 'Dami'])
        return (f"ci ❌ nightly {svc} tests failed ({f}/{n})\n```\n"
                f"_________ test_fill_fields_tagalog[{fld}] _________\n"
                f"    def test_fill_fields_tagalog(field):\n"
                f"        msg = load_fixture('exec_report_{fld.lower()}.json')\n"
                f"        parsed = parse_exec_report(msg)\n"
                f">       assert parsed.fields[field] == EXPECTED[field]\n"
                f"E       AssertionError: assert '1,000' == '1000'\n"
                f"E         - 1000\n"
                f"E         + 1,000\n"
                f"tests/test_parsers.py:{r.randint(80, 240)}: AssertionError\n"
                f"_________ test_resend_gap _________\n"
                f"E       TimeoutError: no ResendRequest ack within 5.0s\n"
                f"tests/test_session.py:{r.randint(100, 400)}: TimeoutError\n"
                f"FAILED tests/test_parsers.py::test_fill_fields_tagalog[{fld}] - AssertionError\n"
                f"FAILED tests/test_session.py::test_resend_gap - TimeoutError\n"
                f"{n - f} passed, {f} failed, {r.randint(1, 9)} skipped in {r.uniform(40, 220):.1f}s\n```\n"
                f"run #{r.randint(4000, 6000)} · owner @aldrin.ops")
    return f"ci ✅ nightly {svc} {r.randint(200, 400)} passed · coverage {r.uniform(71, 88):.1f}% · sha {sha}"


def table_text(d: Day, t: int, kind: str) -> str:
    r = d.rng
    syms = list(INSTR.keys())
    if kind == "flows":
        rows = r.sample(syms, 16)
        frac = max(0.1, min(1.0, ((t - d.t0) / 3600000 - 9.5) / 5.5))
        lines, tot = [], 0
        for s_ in rows:
            b_, s2 = int(r.randint(20, 600) * frac) + 1, int(r.randint(20, 600) * frac) + 1
            tot += b_ - s2
            lines.append(f"{s_:<6} buy {b_:>4}M  sell {s2:>4}M  net {b_ - s2:+5d}M")
        body = "\n".join(lines)
        return (f"Foreign flows {d.hhmm(t)} PHT (₱)\n```\n{body}\n```\n"
                f"total net foreign (listed names): {tot:+d}M · foreign share of value {r.randint(38, 61)}% · "
                f"val ₱{6.0 * frac * r.uniform(0.8, 1.2):.2f}B")
    if kind == "movers":
        order = sorted(syms, key=lambda x: d.chg[x])
        g = list(reversed(order[-8:]))
        l_ = order[:8]
        return (f"Top movers {d.hhmm(t)} PHT (main board)\n```\nGAINERS\n" +
                "\n".join(f"{s:<6} ₱{P(d.px[s]):>9}  {pct(d.chg[s]):>7}  val ₱{r.randint(5, 900)}M" for s in g) +
                "\nLOSERS\n" +
                "\n".join(f"{s:<6} ₱{P(d.px[s]):>9}  {pct(d.chg[s]):>7}  val ₱{r.randint(5, 900)}M" for s in l_) +
                "\n```\nmost active by value: " + ", ".join(r.sample(syms[:14], 5)))
    if kind == "book":
        rows = r.sample(["ALI", "BDO", "ICT", "TEL", "AREIT", "SMC2F", "JFC", "SM", "AC", "MER", "URC"], 10)
        out = []
        for s in rows:
            p = d.px[s]
            out.append(f"{s:<6} bid {P(dn(p)):>9} x {Q(lot(p) * r.randint(20, 900)):>9}  "
                       f"ask {P(p):>9} x {Q(lot(p) * r.randint(20, 900)):>9}  IEP {P(p)}")
        return (f"Pre-open book {d.hhmm(t)} PHT (top of book, indicative)\n```\n" + "\n".join(out) +
                "\n```\npre-open cancellation window 09:15-09:30; IEP = indicative equilibrium price")
    if kind == "overnight":
        return (f"Overnight wrap {d.hhmm(t)} PHT\n"
                f"• US: DJIA {pct(r.uniform(-1, 1))}, S&P {pct(r.uniform(-1, 1))}, Nasdaq {pct(r.uniform(-1.4, 1.4))}, "
                f"Russell {pct(r.uniform(-1.5, 1.5))}\n"
                f"• UST 2y {r.uniform(3.4, 4.1):.2f}% · 10y {r.uniform(3.9, 4.4):.2f}% · DXY {r.uniform(97, 104):.2f}\n"
                f"• PH ADRs: TEL ADR {pct(r.uniform(-2, 2))} vs local · PH ETF (EPHE) {pct(r.uniform(-2, 2))}\n"
                f"• Asia early: Nikkei {pct(r.uniform(-1, 1))}, KOSPI {pct(r.uniform(-1, 1))}, ASX {pct(r.uniform(-1, 1))}, "
                f"STI {pct(r.uniform(-1, 1))}\n"
                f"• Commodities: Brent US${r.uniform(66, 78):.2f}, gold US${r.randint(2500, 3300):,}, "
                f"Newcastle coal US${r.randint(95, 140)}, nickel US${r.randint(14500, 17500):,}/t\n"
                f"• FX: USD/PHP NDF 1M {d.usdphp + r.uniform(0.05, 0.2):.3f}, USD/JPY {r.uniform(140, 158):.2f}, "
                f"USD/CNH {r.uniform(7.0, 7.3):.4f}\n"
                f"• Calendar PH: BSP Monetary Board Dec 11 · Nov trade data Thu · T-bill auction Mon")
    if kind == "digest":
        picks = r.sample(OTHER, 8)
        lines = []
        for s in picks:
            h, _ = r.choice(HEADLINES[s])
            lines.append(f"• {s} — {INSTR[s][0]} {h} [{d.edge_ref()}] · "
                         f"{r.choice(['17-C', 'Press Release', 'Clarification', 'Notice', 'Disclosure'])}")
        for extra in r.sample(["AP — Aboitiz Power Corporation: notice of annual stockholders' meeting",
                               "MBT — Metropolitan Bank & Trust: results of bond offer",
                               "BPI — Bank of the Philippine Islands: cash dividend declaration",
                               "SMPH — SM Prime Holdings: public ownership report",
                               "AEV — Aboitiz Equity Ventures: change in directors",
                               "CNVRG — Converge ICT Solutions: share buyback update",
                               "MEG — Megaworld Corporation: top 100 stockholders",
                               "FGEN — First Gen Corporation: amended 17-C"], 3):
            lines.append(f"• {extra} [{d.edge_ref()}]")
        lines.append(f"• PSE — trading hours advisory for Dec 24 and Dec 31 (half-day) [{d.edge_ref()}]")
        lines.append(f"• SEC — updated list of revoked corporate registrations [{d.edge_ref()}]")
        return f"EDGE digest {d.hhmm(t)} PHT — other disclosures (not in book / not on watchlist)\n" + "\n".join(lines)
    if kind == "blocks":
        rows = r.sample(syms, 8)
        return ("Block sales / crosses so far (market prints)\n```\n" +
                "\n".join(f"{s:<6} {Q(lot(d.px[s]) * r.randint(1000, 40000)):>11} @ {P(d.px[s]):>9}  "
                          f"{r.choice(['CLSA', 'UBS', 'MS', 'COL', 'BPI Sec', 'Maybank', 'Macquarie'])} → "
                          f"{r.choice(['CLSA', 'UBS', 'MS', 'COL', 'BPI Sec', 'Maybank', 'Macquarie'])}" for s in rows) +
                "\n```\nnot ours — for info only")
    if kind == "sectors":
        rows = [("Financials", "FIN"), ("Industrial", "IND"), ("Holding Firms", "HDG"), ("Property", "PRO"),
                ("Services", "SVC"), ("Mining & Oil", "M-O")]
        return (f"Sector indices {d.hhmm(t)} PHT\n```\n" +
                "\n".join(f"{n:<14} {r.uniform(900, 12000):>10,.2f}  {pct(r.uniform(-1.5, 1.5)):>7}  "
                          f"val ₱{r.randint(80, 1800):>5}M  adv/dec {r.randint(2, 30)}/{r.randint(2, 30)}  "
                          f"lead {r.choice(SECTOR_LEADS[n])}" for n, _ in rows) +
                f"\n```\nSME board val ₱{r.randint(1, 40)}M · ETF val ₱{r.randint(1, 30)}M · "
                f"odd-lot val ₱{r.uniform(1, 9):.1f}M")
    if kind == "contrib":
        rows = r.sample(["ALI", "BDO", "ICT", "TEL", "SM", "AC", "JFC", "MER", "URC", "GLO", "BPI", "MBT", "SMPH",
                         "AEV", "AP", "CNVRG", "MONDE", "EMI"], 14)
        return (f"PSEi point contribution {d.hhmm(t)} PHT\n```\n" +
                "\n".join(f"{s:<6} {IDX_WT.get(s, 2.0) * d.chg.get(s, 0.3) * d.psei / 10000:+6.2f} pts  "
                          f"{pct(d.chg.get(s, 0.3)):>7}  wt {IDX_WT.get(s, 2.0):4.1f}%" for s in rows) +
                f"\n```\nindex {d.index_at(t):,.2f}")
    raise ValueError(kind)


def risk_eod_text(d: Day, t: int) -> str:
    r = d.rng
    reit = sum(d.pos[x] * d.px[x] for x in d.pos if x in ("AREIT", "RCR", "MREIT")) / 1e6
    rows = [("gross_php", f"{d.gross / 1e6:.1f}M / {d.gross_limit / 1e6:.1f}M"),
            ("reit_bucket_php", f"{reit:.1f}M / 60.0M"),
            ("pref_bucket_php", f"{d.pos['SMC2F'] * d.px['SMC2F'] / 1e6:.1f}M / 25.0M"),
            ("fx_hedge_ratio", f"{d.ratio0 * 100:.0f}% / 80%"),
            ("fx_hedge_usd", f"{d.hedge / 1e6:.2f}M / {d.fx_limit / 1e6:.2f}M"),
            ("var_1d_99", f"₱{d.gross * r.uniform(0.018, 0.024) / 1e6:.2f}M / ₱9.00M"),
            ("stress_-10pct", f"₱{d.gross * 0.1 * r.uniform(0.9, 1.05) / 1e6:.1f}M / ₱30.0M"),
            ("liquidity_3d", f"{r.randint(86, 99)}% / ≥80%"),
            ("sector_max", f"{r.uniform(18, 29):.1f}% / 30.0%"),
            ("beta_adj_net", f"{r.uniform(0.7, 1.05):.2f} / 1.20"),
            ("open_orders_php", f"{r.uniform(0, 40):.1f}M / 80.0M")]
    body = "\n".join(f"{k:<18} {v}" for k, v in rows)
    return (f"riskbot EOD utilization {d.hhmm(t)} PHT — MNL-PSE\n```\n{body}\n```\n"
            f"status: green · next run 07:00 · model v{r.randint(3, 4)}.{r.randint(0, 9)}")


def kat_long_note(d: Day) -> str:
    r = d.rng
    s = r.choice(["RCR", "MREIT"])
    p = d.px[s]
    return (f"Long-ish note on REIT spreads (thinking out loud lang, not a recommendation yet):\n"
            f"If you line up the big REITs vs 10y BVAL, spreads are at ~{r.randint(90, 160)}bp, the tightest "
            f"since 2022 for AREIT but still wide for {s}. Kung mag-cut si BSP ng 25bp, history says the group "
            f"re-rates 5-8% over 3 months. The usual trade would be to buy {s} around ₱{P(dn(p, 2))} with a stop "
            f"near ₱{P(rt(p * 0.93))}, and take profit at ₱{P(rt(p * 1.08))} — pero hindi pa ako convinced, "
            f"occupancy sa Cebu assets bumaba pa ng {r.randint(2, 6)}pp and WALE is short.\n"
            f"Other angles:\n(1) sponsor infusion pipeline — bigger deals = dilution short term, but NAV accretive "
            f"if cap rates hold at {r.uniform(6.5, 7.5):.1f}%;\n(2) DPU growth vs cost of debt — most are fixed until "
            f"2027, so the rate sensitivity is mostly on the multiple, not the DPU;\n(3) foreign ownership — "
            f"index flows matter for AREIT only; the rest trade on local fund flows and UITF subscriptions;\n"
            f"(4) POGO-related vacancies are mostly out of the numbers now, pero may tail pa sa Bay Area assets.\n"
            f"Sa pref side naman, SMC2F-type paper yields ~{r.uniform(6.0, 6.9):.2f}% vs 5y BVAL "
            f"{r.uniform(5.5, 6.0):.2f}%, so spreads are fair, not cheap. Call risk is real for the older series.\n"
            f"Will circulate the full deck Thursday; comments welcome.")


def colour_msg(d: Day, repeat: bool = False) -> bool:
    """Long human market colour / housekeeping: no decision in it."""
    r = d.rng
    used = d.__dict__.setdefault("used_colour", [])
    free = [i for i in range(N_COLOUR) if i not in used]
    if not free and not repeat:
        return False
    k = r.choice(free) if free else r.randrange(N_COLOUR)
    used.append(k)
    if k >= 12:
        colour_msg2(d, k)
        return True
    s = r.choice(["BDO", "ALI", "ICT", "SM", "AC", "JFC", "TEL"])
    s2 = r.choice(["URC", "MER", "GLO", "AREIT", "RCR"])
    if k == 0:
        t = d.rand_time(10, 12)
        txt = (f"Flows update: foreigners net sellers ulit, ₱{r.randint(150, 800)}M so far, mostly {s} and {s2}. "
               f"Locals absorbing pero walang conviction yung bids. Yung {s} may malaking seller sa "
               f"{P(up(d.px[s], 2))}, mukhang fund liquidation o index tracker. Pag natapos yan baka gumaan. "
               f"Value so far ₱{r.uniform(1.5, 3.5):.1f}B, below average for this time of day.")
        who = "migs"
    elif k == 1:
        t = d.rand_time(10, 15)
        lo = d.usdphp - r.uniform(0.05, 0.2)
        txt = (f"FX colour: USD/PHP trading {lo:.3f}-{d.usdphp + 0.1:.3f} this morning, BSP seen smoothing sa "
               f"{d.usdphp + 0.15:.2f} area. Volume US${r.randint(300, 900)}M by 11am sa BVAL/PDEx. Oil up, importers "
               f"buying dollars for December. NDF points steady, 1M at {r.randint(6, 14)} centavos.")
        who = "pao"
    elif k == 2:
        t = d.rand_time(9, 16)
        txt = (f"Sector colour, telcos: data ARPU flat q/q, fiber net adds slowing, prepaid promos rational pa "
               f"rin. TEL tower proceeds mostly for debt and capex; GLO doing the same playbook. Tingin ko "
               f"dividend story pa rin ang main support ng both — {r.uniform(6.5, 8.5):.1f}% yields. "
               f"Walang catalyst short term except the capex guidance early next year.")
        who = "kat"
    elif k == 3:
        t = d.rand_time(9, 17)
        txt = (f"Ops update: T+2 settlement for Friday trades all good. {r.randint(1, 3)} odd-lot residuals sa "
               f"{s2}, maliit lang, nasa recon sheet. Custodian confirmed dividend entitlements for BDO record "
               f"date. Reminder: year-end cut-off for corporate action elections is Dec 22, and contract notes "
               f"for December will come by email not courier this year.")
        who = "aldrin"
    elif k == 4:
        t = d.rand_time(8, 17)
        txt = ("Reminder from Compliance: year-end blackout for personal trading in names under coverage starts "
               "Dec 15. Pre-clear all PA trades via the form, including UITFs that hold PH equities. "
               "MNPI: kung may nakausap kayong IR or banker na nagbigay ng non-public info, escalate agad sa akin. "
               "Also walang screenshots ng OMS sa personal phones please. Salamat!")
        who = "rina"
    elif k == 5:
        t = d.rand_time(8, 18)
        txt = (f"Team, quick housekeeping: 1) budget review Thursday 3pm; 2) Q1 coverage reassignment draft nasa "
               f"drive, comments by Friday; 3) Christmas party Friday 6pm sa Poblacion, pa-confirm ng attendance; "
               f"4) please update your leave plans for Dec 24 to Jan 2; 5) {r.choice(['new Bloomberg logins', 'VPN tokens', 'desk phones'])} "
               f"arriving next week, sabihan niyo si Aldrin.")
        who = "bea"
    elif k == 6:
        t = d.rand_time(10, 17)
        txt = ("Question lang para matuto: bakit ang laki ng spread sa pref shares? Yung SMC2F minsan 5 ticks "
               "apart, tapos yung depth parang 2-3 board lots lang. Is it just liquidity or may structural reason "
               "like mostly hold-to-maturity yung investors?")
        who = "jolo"
    elif k == 7:
        t = d.rand_time(10, 17)
        txt = ("@Jolo mostly liquidity. Prefs are held by insurers and trust accounts na hold-to-call, so walang "
               "natural two-way flow. Market makers din wala talaga sa PSE for prefs. Kaya pag may lumabas na "
               "seller, gap agad. Also the call schedule matters — pag malapit na sa call date, the price "
               "pins near par and the spread narrows. Tingnan mo yung mga lumang series, ganun ang behavior.")
        who = "kat"
    elif k == 8:
        t = d.T(9, r.randint(31, 45))
        txt = (f"Open: index {pct((d.index_at(d.T(9, 35)) / d.psei - 1) * 100)}, {s} opened {r.choice(['higher', 'lower'])} with the index names, "
               f"{s2} heavy. Volume thin first 15 mins gaya ng dati. Walang bagong foreign flows pa; mostly "
               f"local funds and retail sa second liners. Spreads wide sa mid-caps.")
        who = "migs"
    elif k == 9:
        t = d.rand_time(11, 17)
        txt = ("Channel check from a friend na franchisee: Christmas season traffic up mid-single digits vs last "
               "year, bucket promos doing well, delivery share steady. Anecdotal lang pero consistent with the "
               "card spending data. Mall operators also say footfall weekends are strong.")
        who = "kat"
    elif k == 10:
        t = d.T(12, r.randint(2, 20))
        txt = (f"Lunch recap: PSEi {d.index_at(d.T(11, 59)):,.2f}, value ₱{r.uniform(1.8, 3.8):.1f}B "
               f"half-day, foreign net {r.randint(-500, 200):+d}M. Top active: {s}, {s2}, "
               f"{r.choice(['SM', 'BPI', 'MBT', 'ICT'])}. Walang masyadong galaw sa REITs. Afternoon: BSP speaker "
               f"at 2pm, baka may comments on the rate path.")
        who = "migs"
    else:
        t = d.rand_time(13, 17)
        txt = (f"BSP presser recap: Gov said inflation is within target and they have 'some room'; market read it "
               f"as dovish. 10y BVAL down {r.randint(2, 8)}bp, peso slightly weaker. For equities, banks "
               f"usually underperform on the first cut then catch up; property and REITs outperform. "
               f"Nothing new for our book, FYI lang.")
        who = "pao"
    d.C(t, who, _follow(d, txt))
    return True


FOLLOW = [
    "Anyway, tingnan natin bukas kung tuloy-tuloy.",
    "Volume pa rin ang problema, kulang ang participation ng locals.",
    "Pag bumalik ang foreign buying, mabilis ang recovery ng index names, pero wala pa tayong sign.",
    "Nakita ko rin sa Bloomberg chat na same read ang ibang desks.",
    "FWIW, consensus for 2027 still looks too high for a few names; expect some downgrades in January.",
    "Regional context: PH is still one of the cheapest markets in ASEAN on forward P/E, around 10x.",
    "Holiday mode na rin ang ibang brokers, konti na lang ang research na lumalabas.",
    "Yung peso at yung oil ang dalawang bagay na binabantayan ko for the next two weeks.",
    "Will update the shared sheet later tonight.",
    "Kung may tanong kayo, sa thread na lang para hindi magulo dito.",
    "Data: PSE, BAP, broker research; pakitama kung may mali.",
    "Mahaba na to, pasensya 😅",
    "Separately, the December seasonality argument is weaker this year because of the redemptions.",
    "Nothing here changes the book, background lang.",
    "Sana gumanda ang volume pagkatapos ng BSP, ang hirap mag-execute sa ganitong liquidity.",
]


def _follow(d: Day, txt: str) -> str:
    r = d.rng
    if r.random() < 0.75:
        txt += "\n" + " ".join(r.sample(FOLLOW, r.randint(1, 3)))
    return txt


def colour_msg2(d: Day, k: int):
    r = d.rng
    n1, n2 = r.randint(2, 9), r.randint(10, 40)
    if k == 12:
        t = d.rand_time(13, 15)
        who = "migs"
        txt = (f"Afternoon session so far: index {pct(r.uniform(-0.8, 0.8))}, value picking up to ₱{r.uniform(3, 5):.1f}B. "
               f"Yung mga index names ang galaw, second liners tulog. Foreign selling slowing down, "
               f"net {r.randint(-300, 100):+d}M lang since lunch. Mukhang mag-run-off na naman ang mag-decide ng close. "
               f"Bantayan natin yung mga malalaking bids sa closing auction, last week may {r.randint(300, 900)}M cross sa SM.")
    elif k == 13:
        t = d.rand_time(9, 17)
        who = "kat"
        txt = (f"Banks quick take: system loan growth {r.uniform(9, 12):.1f}% y/y, consumer {r.uniform(18, 26):.0f}%, "
               f"corporate single digits. NIM compression starts Q1 if BSP cuts twice, around {n1}-{n1 + 6}bp per cut "
               f"for the big three. Asset quality fine, NPL cover >100%. Trading at {r.uniform(0.9, 1.3):.1f}x P/B vs "
               f"history {r.uniform(1.3, 1.6):.1f}x. Walang bago sa thesis, just updating the model with October BSP data.")
    elif k == 14:
        t = d.rand_time(9, 17)
        who = "kat"
        txt = (f"Property datapoints: Colliers says Metro Manila office vacancy {r.uniform(18, 22):.1f}%, "
               f"still elevated, BGC better than Bay Area. Residential presales for the listed developers down "
               f"{r.randint(5, 15)}% y/y in 9M, mostly upper-mid. Malls are the bright spot, rental escalations "
               f"{r.randint(3, 7)}%. Nothing actionable, background lang for the January sector review.")
    elif k == 15:
        t = d.rand_time(9, 17)
        who = "pao"
        txt = (f"Rates: 10y BVAL {r.uniform(5.7, 6.2):.3f}% ({r.randint(-6, 6):+d}bp), 5y {r.uniform(5.4, 5.9):.3f}%. "
               f"Tbill auction tomorrow, BTr offering ₱{r.choice([15, 20, 22])}B. Liquidity is flush, banks parking "
               f"cash ahead of year-end. Curve flattening a bit. For equities this mostly matters for REIT spreads "
               f"and the banks' trading gains. FYI lang.")
    elif k == 16:
        t = d.rand_time(9, 16)
        who = "jolo"
        broker = r.choice(["CLSA", "UBS", "Maybank", "COL", "Macquarie"])
        txt = (f"Notes from the {broker} sales call: they're overweight consumer and ports, neutral banks, "
               f"underweight property into 1Q. Their flows desk says long-only foreigners still reducing PH, "
               f"{r.randint(n2, n2 + 20)} days of net selling in the last {n2 + 25}. They think the bottom is "
               f"\"close\" but wala silang timing. Also pitching a block in a mid-cap next week, no details yet.")
    elif k == 17:
        t = d.rand_time(15, 18)
        who = "aldrin"
        txt = (f"IT advisory: maintenance window Saturday 8pm to Sunday 2am. OMS and KSec bridge will be down, "
               f"md-feed will replay on reconnect. Please log out of the OMS terminals before you leave Friday. "
               f"Also the VPN certificate rotation is on the {r.randint(10, 20)}th — pa-update ng client kung "
               f"may popup. Ticket #{r.randint(40000, 60000)} kung may issue.")
    elif k == 18:
        t = d.rand_time(10, 16)
        who = "migs"
        txt = (f"Rumor mill (pure speculation ha): baka ma-include ang {r.choice(['CNVRG', 'MONDE', 'CEB', 'DMC'])} sa "
               f"PSEi sa next review, and yung possible exclusion ay {r.choice(['NIKL', 'EMI', 'AEV', 'SCC'])}. "
               f"Nothing official. The float and value filters are the question mark. Kung mangyari, may index "
               f"flows pero maliit lang relative sa ADV.")
    elif k == 19:
        t = d.rand_time(10, 17)
        who = "kat"
        txt = (f"Notes from the AboitizPower site visit: hydro and geothermal running at {r.randint(70, 92)}% "
               f"availability, new solar capacity on track for {r.choice(['Q2', 'Q3'])} next year, capex heavy "
               f"through 2028. Management sounded confident on contracted capacity. Not in our coverage list "
               f"pero useful context for MER and the power sector.")
    elif k == 20:
        t = d.rand_time(19, 23)
        who = "pao"
        txt = (f"US data preview for tonight: {r.choice(['CPI', 'retail sales', 'PPI', 'jobless claims'])} at "
               f"{r.choice(['8:30', '9:30'])}pm PHT. Consensus {r.uniform(0.1, 0.4):.1f}% m/m. A hot print = "
               f"stronger dollar = peso pressure, we're fine on the hedge side. Will post the number when it's out.")
    elif k >= 22:
        return colour_msg3(d, k)
    else:
        t = d.rand_time(16, 21)
        who = "bea"
        txt = (f"Thanks team for today. Reminders: 1) submit your Q4 self-assessments by Friday, 2) Kat's "
               f"sector deck review Thursday 4pm, 3) wag kalimutan yung exchange gift (₱{r.choice([500, 750, 1000])} "
               f"limit), 4) holiday duty roster is in the drive, pa-check if tama yung dates niyo. Ingat pauwi!")
    d.C(t, who, txt)


def desk_reports(d: Day):
    """Regular long human posts: pre-open sync notes, midday note, FX EOD, EOD checklist."""
    r = d.rng
    t = d.T(8, r.randint(46, 58))
    d.C(t, "migs", f"Pre-open sync notes ({d.hhmm(t)}):\n"
                   f"- Attendees: Bea, Migs, Kat, Jolo, Pao; Rina joined for the limits item.\n"
                   f"- Market: futures {r.choice(['flat', 'slightly up', 'slightly down'])}, no big overnight PH news, "
                   f"peso {d.usdphp:.2f} area.\n"
                   f"- Book: no changes discussed beyond what's already in the game plan above.\n"
                   f"- Limits: Rina walked through the new numbers, questions to her directly.\n"
                   f"- Ops: {r.randint(0, 3)} pending corp actions, recon clean yesterday.\n"
                   f"- AOB: Christmas party logistics, holiday roster, Kat's REIT deck Thursday.")
    t = d.T(12, r.randint(15, 35))
    d.C(t, "kat", f"Midday note ({d.hhmm(t)}), mostly for the record:\n"
                  f"1) Tape: index {pct((d.index_at(d.T(11, 59)) / d.psei - 1) * 100)} at the break, value ₱{r.uniform(1.5, 3.8):.1f}B, "
                  f"foreign net {r.randint(-600, 200):+d}M. Breadth {r.choice(['negative', 'mixed', 'positive'])}.\n"
                  f"2) Sectors: {r.choice(['holding firms', 'banks', 'property', 'services'])} led, "
                  f"{r.choice(['mining', 'industrials', 'REITs'])} lagged. Nothing unusual in the crosses.\n"
                  f"3) Disclosures so far: routine — dividends, buybacks, a couple of clarifications. I've "
                  f"tagged the ones relevant to the book in the EDGE sheet.\n"
                  f"4) Macro: BSP speaker at 2pm; consensus still split between hold and -25bp. "
                  f"10y BVAL {r.uniform(5.7, 6.2):.3f}%.\n"
                  f"5) Regional: {r.choice(['Indonesia', 'Thailand', 'Vietnam', 'Malaysia'])} also seeing "
                  f"foreign outflows this week, so it's not just us. EM Asia funds still redeeming.")
    t = d.T(16, r.randint(20, 50))
    d.C(t, "pao", f"FX EOD: USD/PHP closed {d.usdphp + r.uniform(-0.1, 0.2):.3f} (BAP), high "
                  f"{d.usdphp + r.uniform(0.15, 0.3):.3f} / low {d.usdphp - r.uniform(0.05, 0.2):.3f}, volume "
                  f"US${r.randint(900, 1600)}M. NDF 1M {d.usdphp + r.uniform(0.05, 0.2):.3f}. BSP presence felt near "
                  f"the highs. Hedge book: {r.randint(3, 5)} NDF lines, next fixing in {r.randint(3, 20)} days, "
                  f"MTM {r.randint(-300, 300):+d}k pesos. No changes planned overnight; will watch US data.")
    t = d.T(15, r.randint(12, 28))
    d.C(t, "jolo", f"EOD checklist ({d.hhmm(t)}):\n✅ contract notes vs OMS\n✅ stops/TPs re-entered for GTC "
                   f"lines\n✅ PnL snapshot saved\n✅ EDGE sheet updated\n⏳ odd-lot residuals — maliit, nasa sheet\n"
                   f"⏳ dividend entitlements — waiting for custodian file\nanything else, ping me")


N_COLOUR = 36


def colour_msg3(d: Day, k: int):
    r = d.rng
    if k == 22:
        t, who = d.rand_time(9, 17), "kat"
        txt = (f"Consumer notes: Nov card spending {pct(r.uniform(4, 11))} y/y per the bank data, QSR traffic "
               f"steady, grocery basket size up {r.randint(2, 6)}%. Input costs: wheat down, sugar mixed, pork still "
               f"high because of ASF. Christmas ham and cheese ball demand strong daw sabi ng supermarkets 😄. "
               f"Puregold and Monde not in our book pero useful read-across for the staples names we watch.")
    elif k == 23:
        t, who = d.rand_time(10, 17), "migs"
        txt = (f"Retail flows: online brokers' data shows retail net buyers of REITs and prefs for the "
               f"{r.choice(['third', 'fourth', 'fifth', 'sixth'])} straight week, mostly yield buyers. Sa blue chips, retail net sellers, "
               f"taking year-end cash. First Metro and COL both say new account openings picked up in November. "
               f"Baka kaya ang bid ng REITs kahit mahina ang index.")
    elif k == 24:
        t, who = d.rand_time(9, 17), "pao"
        txt = (f"Remittances and BOP: OFW cash remittances {pct(r.uniform(2, 4))} y/y for October, slowest in a while. "
               f"BOP deficit narrower at US${r.uniform(0.3, 1.4):.1f}B YTD. Reserves US${r.uniform(100, 108):.1f}B, "
               f"about {r.uniform(7, 8):.1f} months of imports. December seasonal inflows usually support the peso "
               f"in the second half of the month, so the current weakness is mostly importers front-loading.")
    elif k == 25:
        t, who = d.rand_time(9, 17), "aldrin"
        txt = ("Holiday settlement calendar: PSE closed Dec 24, 25, 30, 31 and Jan 1 (per the PSE memo), "
               "so trades on Dec 22-23 settle Dec 26 and 29. Custodian cut-off for dividend elections moves "
               "one day earlier. I'll send the calendar invite with the exact dates; please don't schedule "
               "big settlements on the 29th, kulang tao sa back office.")
    elif k == 26:
        t, who = d.rand_time(9, 17), "rina"
        txt = (f"VaR backtest for November: {r.choice(['zero exceptions', 'zero exceptions', 'one exception'])} over 21 days, model stays "
               f"green. Stress scenario refresh done: -15% PSEi / +₱2 USD/PHP shock gives ₱{r.uniform(18, 26):.1f}M "
               f"loss on the current book. Full report in the risk folder, walang action needed from the desk.")
    elif k == 27:
        t, who = d.rand_time(9, 17), "kat"
        txt = ("Earnings calendar heads-up (tentative, based on last year): banks first (mid-Feb), then "
               "property and holding firms late Feb to mid-March, telcos early March, REITs last. "
               "I'll slot the results previews in the morning notes the week before each. If you have "
               "model updates pending, please push them to the shared drive before the 20th.")
    elif k == 28:
        t, who = d.rand_time(10, 17), "jolo"
        txt = ("For the interns (and me 😅) — PSE board lot cheat sheet:\n"
               "₱0.50-4.99 → 1,000 sh, tick 0.01\n₱5.00-9.99 → 100 sh, tick 0.01\n"
               "₱10.00-19.98 → 100 sh, tick 0.02\n₱20.00-49.95 → 100 sh, tick 0.05\n"
               "₱50.00-99.95 → 10 sh, tick 0.05\n₱100-199.90 → 10 sh, tick 0.10\n"
               "₱200-499.80 → 10 sh, tick 0.20\n₱500-999.50 → 10 sh, tick 0.50\n"
               "₱1,000-1,999 → 5 sh, tick 1.00\nOdd lots go to the odd-lot board. Correct me if mali.")
    elif k == 29:
        t, who = d.rand_time(11, 17), "migs"
        txt = ("Kwento from the KSec dealer: may isang foreign fund daw na nagli-liquidate ng PH book nila, "
               "mga ₱3-4B total, spread over December. Kaya yung consistent selling sa index names tuwing "
               "run-off. Hindi confirmed, pero tugma sa nakikita natin sa tape. Pag natapos yan, mas malinis "
               "na ang price discovery.")
    elif k == 30:
        t, who = d.rand_time(10, 17), "bea"
        txt = ("Client meeting recap (pension fund mandate): they asked about our PH equities outlook and "
               "the FX hedging policy. We walked them through the process, risk limits, and the REIT sleeve. "
               "They liked the dividend angle. The sector deck goes out after the Thursday review. "
               "No changes to the mandate.")
    elif k == 31:
        t, who = d.rand_time(9, 17), "kat"
        txt = (f"Mining notes: nickel US${r.randint(14500, 17500):,}/t, Indonesia quota talk again. NIKL and DMC "
               f"shipments okay for the season. Coal prices soft, SCC guidance conservative. Gold names "
               f"riding the spot price. Hindi natin coverage, pero yung mining index ang gumagalaw today kaya FYI.")
    elif k == 32:
        t, who = d.rand_time(9, 18), "pao"
        txt = (f"Oil & inflation: Dubai crude US${r.uniform(64, 78):.1f}, pump price adjustment next week seen at "
               f"+₱{r.uniform(0.5, 1.6):.2f}/L diesel, +₱{r.uniform(0.3, 1.2):.2f}/L gasoline. Adds maybe "
               f"{r.uniform(0.05, 0.15):.2f}pp to December CPI. Still within BSP's target, so the cut narrative "
               f"survives. Electricity rates also up, see Meralco announcement later this week.")
    elif k == 33:
        t, who = d.rand_time(16, 21), "jolo"
        txt = ("Tool update: inayos ko yung board-lot rounding sa order sheet (dati nagra-round up sa odd lots "
               "for the ₱1,000+ names). Also added a column for the dynamic threshold so makikita agad kung "
               "lalampas sa static/dynamic limits. Please test and tell me if may mali, lalo na sa prefs.")
    elif k == 34:
        t, who = d.rand_time(10, 17), "aldrin"
        txt = ("Custodian file issue: late na naman yung dividend entitlement file ng custodian, ETA 5pm "
               "daw. Manual recon muna tayo for the BDO and AREIT entitlements. Nag-escalate na ako sa "
               "relationship manager nila, this is the third time this quarter.")
    else:
        t, who = d.rand_time(16, 21), "migs"
        txt = ("Look-ahead this week: Mon T-bill auction · Tue Nov trade data · Wed US CPI (Thu morning PHT) · "
               "Thu BSP Monetary Board + Kat's REIT deck review · Fri Christmas party + possible index review "
               "chatter. Expect thin volumes into the holidays; December window dressing usually shows up in "
               "the last week. Plan accordingly.")
    d.C(t, who, _follow(d, txt))
    return True


def discussion_thread(d: Day, topic: int):
    """A side thread of long-ish discussion (no decisions)."""
    r = d.rng
    if topic == 0:
        t = d.T(r.choice([10, 13, 15]), r.randint(0, 50))
        starter = d.C(t, "pao", "🧵 BSP Dec 11 preview — thread para hindi magulo ang main channel")
        th = d.thread(d.after(t, 5, 30), "BSP Dec 11 preview")
        lines = [
            ("pao", f"Base case ko: -25bp to {r.choice(['4.25', '4.50'])}%. Inflation within target, growth soft, "
                    f"and the Fed is on hold. Risk is the peso — if USD/PHP is above 59 by the meeting, baka hold sila."),
            ("kat", "Agree sa base case. Pero the statement matters more than the move. If they signal 'pause after "
                    "this', banks rally and REITs give back some. If they sound open-ended, REITs and property run."),
            ("migs", "Market is pricing most of it na, I think. Yung flows ang mas mahalaga sa atin — kung may "
                     "foreign buying after, that's the real catalyst. Otherwise sell-the-news lang."),
            ("bea", "Good discussion. Both scenarios will be in Thursday's morning notes anyway. Wala tayong "
                    "pre-positioning na gagawin dito beyond what we have."),
            ("pao", f"Will also post the NDF curve before and after. 1M points now {r.randint(6, 14)} centavos; "
                    f"a dovish surprise could add 5-10."),
            ("kat", "Yup, the 2019 and 2024 easing cycles are in there as reference, sector returns 1M/3M after "
                    "the first cut."),
        ]
    elif topic == 1:
        t = d.T(r.choice([16, 17]), r.randint(0, 50))
        starter = d.C(t, "kat", "🧵 2027 outlook deck — comments dito please (draft v3 nasa drive)")
        th = d.thread(d.after(t, 5, 30), "2027 outlook deck v3")
        lines = [
            ("kat", f"Draft year-end PSEi target {int(d.psei * r.uniform(1.08, 1.16) // 50 * 50):,} on 11.5x forward "
                    f"P/E and EPS growth {r.randint(8, 12)}%. Overweight: consumer, ports, REITs. Underweight: mining, "
                    f"property developers. Neutral banks."),
            ("migs", "Medyo bullish yung EPS growth, consensus always starts high and gets cut by Q2. I'd show a "
                     "bear case with flat EPS and 10x multiple just to be honest."),
            ("pao", "Add an FX page: our PHP assumption (58-60 range) drives the USD returns for foreign LPs. "
                    "Mas madami silang tanong dun kaysa sa index target."),
            ("bea", "Structure okay. Shorten the macro section to 3 slides, put the sector calls first. And please "
                    "label everything 'draft / internal' until the committee signs off in January."),
            ("jolo", "I can do the charts para consistent ang format. Pa-send ng data files by Wednesday."),
            ("kat", "Thanks all. v4 by Friday with the bear case and FX page."),
        ]
    elif topic == 2:
        t = d.T(r.choice([12, 17, 18]), r.randint(0, 50))
        starter = d.C(t, "jolo", "🧵 Christmas party logistics 🎄")
        th = d.thread(d.after(t, 5, 30), "Christmas party 🎄")
        lines = [
            ("jolo", "Venue: Poblacion, 6pm Friday. Exchange gift limit confirmed. Theme: 'come as your favorite "
                     "ticker' 😂 please don't come as DITO."),
            ("aldrin", "Count me in. Pwede ba mag-bring ng +1? Asawa ko gusto makita yung mga taga-desk na "
                       "nagpapagabi sa akin sa recon 😆"),
            ("kat", "Game! Ako na sa dessert, leche flan and ube halaya from my tita in Pampanga."),
            ("bea", "+1s okay basta sabihan si Jolo by Wednesday for the headcount. Budget is approved, salamat sa "
                    "admin. Walang work talk after 7pm ha 😄"),
            ("migs", "Sino may videoke machine? Nagpa-practice na ako ng 'My Way'... joke lang, ayoko ng gulo."),
            ("jolo", "Haha noted. Will post the final list Thursday."),
        ]
    elif topic == 4:
        t = d.T(r.choice([11, 15, 16]), r.randint(0, 50))
        starter = d.C(t, "kat", "🧵 Intern reading list + Q&A (para kay Bianca and Nico, starting Monday)")
        th = d.thread(d.after(t, 5, 30), "Intern onboarding")
        lines = [
            ("kat", "Week 1: PSE rules (board lots, tick sizes, trading hours, pre-open and run-off), EDGE "
                    "navigation, how to read a 17-C, and our desk glossary. Week 2: financial models for two names "
                    "each, plus shadowing Jolo on the EOD checklist."),
            ("jolo", "Add ko: how to read the bridge embeds (Napunan/Natitira/Dami) and the riskbot LIMIT lines. "
                     "Confusing sa umpisa pero mabilis lang matutunan."),
            ("rina", "And the compliance module please — PA dealing, MNPI, blackout periods. Mandatory bago sila "
                     "magka-OMS access, kahit read-only."),
            ("bea", "Salamat. Let's keep them off the live order flow for the first month. Observe lang, "
                    "and they can use the UAT for practice."),
            ("kat", "Copy. I'll prepare a short quiz for Friday, walang pressure, para lang makita kung saan sila "
                    "nahihirapan."),
        ]
    elif topic == 5:
        t = d.T(r.choice([13, 16, 17]), r.randint(0, 50))
        starter = d.C(t, "migs", "🧵 Post-mortem: last week's execution slippage (for the record)")
        th = d.thread(d.after(t, 5, 30), "Slippage post-mortem")
        lines = [
            ("migs", f"Average slippage vs arrival price last week was {r.randint(8, 25)}bp, mostly from chasing in "
                     f"the run-off. Lesson: mas maganda pa yung passive bids during the day, even if mas matagal."),
            ("jolo", "Nag-pull ako ng data: 60% of the slippage came from two days with big index flows. Yung ibang "
                     "days within 5bp."),
            ("kat", "Consider din yung dynamic thresholds — twice na-reject tayo sa fast markets last month kasi "
                    "lumampas sa band. Hindi slippage technically pero same root cause."),
            ("bea", "Good work. Let's write it up as a one-pager for the quarterly review. No rule changes for now, "
                    "just awareness."),
            ("migs", "Will do. Draft by Thursday."),
        ]
    else:
        t = d.T(r.choice([10, 14, 16]), r.randint(0, 50))
        starter = d.C(t, "aldrin", "🧵 OMS v5 migration — UAT feedback thread")
        th = d.thread(d.after(t, 5, 30), "OMS v5 UAT")
        lines = [
            ("aldrin", "UAT environment is up. Please test order entry, amend, cancel, and the stop/TP screens. "
                       "Everything in UAT is simulated, walang napupunta sa PSE. Go-live target Jan 11."),
            ("jolo", "Tested na: entry and cancel ok. Yung amend screen, nagre-reset yung TIF to DAY kahit GTC "
                     "yung original. Screenshot nasa ticket."),
            ("migs", "Also the board-lot validation for ₱1,000+ names is wrong, allows 1-share lots. Dapat 5."),
            ("aldrin", "Thanks, logged both. Vendor fix ETA next week. Please keep testing the risk hooks — "
                       "pre-trade resize messages should show in the channel like in prod."),
            ("rina", "Pa-confirm din na yung REIT cap at gross limit are loaded in UAT with the same numbers as prod, "
                     "otherwise useless ang test."),
            ("aldrin", "Loaded from the prod config as of this morning. Will re-sync after any change."),
        ]
    prev = starter
    tt = d.after(t, 60, 300)
    for who, txt in lines:
        m = d.C(tt, who, txt, thread=th)
        tt = d.after(tt, 60, 900)
        prev = m
    return prev


def evening_wrap(d: Day):
    r = d.rng
    t = d.T(r.choice([17, 18]), r.randint(0, 50))
    close = d.close
    txt = (f"**Desk wrap — {d.wd}, {d.dstr}**\n"
           f"PSEi {close:,.2f} ({(close / d.psei - 1) * 100:+.2f}%), value ₱{r.uniform(4, 8):.2f}B, "
           f"net foreign {r.randint(-900, 300):+d}M. Breadth {r.randint(70, 120)}/{r.randint(70, 120)}.\n"
           f"• Market: {r.choice(['banks dragged', 'property led', 'telcos held up', 'ports carried the index'])}, "
           f"run-off {r.choice(['quiet', 'heavy on index names', 'saw a big cross in SM'])}. "
           f"USD/PHP {d.usdphp + r.uniform(-0.1, 0.2):.3f}.\n"
           f"• Desk: executions and recon per cron, all matched. PnL per pnl-bot EOD. Risk green at close per "
           f"riskbot utilization.\n"
           f"• News on book: see EDGE items today; Kat summarizing in the morning notes.\n"
           f"• Tomorrow: BSP speakers, Nov trade data, {r.choice(['T-bill auction', 'RTB auction', 'MSCI chatter'])}. "
           f"Pre-open sync 8:45.\n"
           f"Salamat sa lahat, ingat pauwi 🙏")
    d.C(t, "migs", txt)


def backtest_text(d: Day) -> str:
    r = d.rng
    s = r.choice(["ALI", "BDO", "JFC", "SM"])
    return (f"backtest done (2019-2026, daily) — PSEi dip-buy rule, {s} as proxy:\n"
            f"trades={r.randint(90, 180)} win={r.randint(48, 63)}% avg_hold={r.randint(4, 15)}d\n"
            f"entry: buy {s} at close after -2% day, exit +4% or 10 days\n"
            f"best: bought {s} @ {P(rt(d.px[s] * 0.7))} on 2020-03-19, sold @ {P(rt(d.px[s] * 0.85))}\n"
            f"avg slippage {r.uniform(0.1, 0.3):.2f}%, sharpe {r.uniform(0.4, 1.1):.2f} — hindi pa live, research lang")


# --------------------------------------------------------------------------- storylines

WHY_BUY = [
    "Oversold na after {n} straight days of foreign selling, RSI {rsi}. Ganda ng risk/reward dito.",
    "Support sa {sup} held thrice this month, and may buyback pa sila. Bounce play pero may basis.",
    "Nasa 200DMA na ({sup}), valuation {pe}x fwd P/E vs 5y avg {pe2}x. Mura na pre.",
    "Post-MSCI selldown dislocation; locals absorbing, bid stack thick sa {sup}.",
]


RISKS = [
    "Risks: BSP holds instead of cutting, foreign selling continues into year-end window dressing.",
    "Risks: another leg of MSCI outflows, weak Q4 guidance, peso breaks 59.",
    "Risks: thin December liquidity, gap risk on any negative disclosure.",
    "Risks: index rebalancing selling, sector rotation out of defensives.",
]
CATALYSTS = [
    "Catalyst: BSP on the 11th, then Q4 results mid-Feb.",
    "Catalyst: buyback execution + dividend declaration window in Jan.",
    "Catalyst: foreign flows turning once the year-end redemptions pass.",
    "Catalyst: analyst briefing next week, consensus still too low sa 2027.",
]


def _why(d: Day, p: float, long: bool = True) -> str:
    r = d.rng
    why = r.choice(WHY_BUY).format(n=r.randint(4, 9), rsi=r.randint(24, 33), sup=P(dn(p, 3)),
                                   pe=r.randint(9, 14), pe2=r.randint(14, 19))
    if not long:
        return why
    return (f"{why}\n{r.choice(RISKS)}\n{r.choice(CATALYSTS)}\n"
            f"Sizing: ~{r.uniform(1.5, 3.5):.1f}% of NAV, within single-name and gross limits. "
            f"Execution: {r.choice(['2-3 clips, limit only', 'work it through the day, no market orders', 'pre-open then passive bids'])}.")


def st_main_trade(d: Day, main: str, ctx: dict):
    r = d.rng
    p = d.px[main]
    q = nice_qty(r, p, 4e6, 9e6)
    lim = p
    sl1 = rt(p * r.uniform(0.935, 0.955))
    sl2 = up(sl1, r.randint(2, 4))
    sl3 = up(sl2, r.randint(2, 4))
    tp = rt(p * r.uniform(1.08, 1.14))
    why = _why(d, p)
    t = d.T(9, r.randint(1, 16))
    v = r.randint(0, 2)
    att = [{"id": snowflake(t, 2, 9), "filename": f"{main.lower()}_d1.png", "size": r.randint(40000, 180000),
            "url": f"https://cdn.discordapp.com/attachments/{d.ch}/{snowflake(t, 2, 9)}/{main.lower()}_d1.png"}]
    if v == 0:
        txt = (f"[PROPOSE] BILI {main} {Q(q)} @ {d.peso(P(lim))} | SL {P(sl1)} | TP {P(tp)}\n"
               f"Rationale: {why}")
        facts = [main, "BILI", Q(q), P(lim)]
    elif v == 1:
        txt = (f"[TRADE] Buy {main} {Q(q)} sh, limit {d.peso(P(lim))}, stop {P(sl1)}, target {P(tp)}.\n{why}")
        facts = [main, "Buy", Q(q), P(lim)]
    else:
        txt = (f"**PROPOSAL — add {main}**\nSide: BILI\nQty: {Q(q)}\nLimit: {d.peso(P(lim))}\n"
               f"Stop: {P(sl1)} · TP: {P(tp)}\n{why}")
        facts = [main, "BILI", Q(q), P(lim)]
    prop = d.H(t, "migs", txt, "trade_proposal", facts, "tagged", attachments=att,
               idiom="tagged buy proposal with SL/TP")
    d.react(prop, d.after(t, 20, 90), "👀", "kat")
    t2 = d.after(t, 40, 150)
    qv = r.randint(0, 2)
    if qv == 0:
        qtxt = f"Pre bakit {Q(q)} agad? hatiin kaya natin sa dalawang araw?"
    elif qv == 1:
        qtxt = f"anong basis ng SL mo sa {P(sl1)}? parang masikip"
    else:
        qtxt = f"liquid ba enough {main} for that size? ano ADV lately?"
    qm = d.M(t2, "bea", qtxt, reply=prop, idiom="question on a proposal")
    t3 = d.after(t2, 40, 120)
    d.C(t3, "migs", r.choice([
        f"ADV ~₱{r.randint(350, 900)}M, kaya naman. Hatiin ko sa 2-3 clips, hindi ko hahabulin.",
        f"Below {P(sl1)} sira na yung support pre, dun na ako aamin na mali.",
        "Kaya ng liquidity, 3 clips, walang market order. Promise 😅"]), reply=qm)
    if r.random() < 0.6:
        d.M(d.after(t3, 10, 60), "kat", r.choice(["interesting 👀 ganda ng setup", "hmm interesting yan",
                                                   "nice, same read ako sa chart"]), reply=prop,
            idiom="interest reply, not approval")
    t4 = d.after(t3, 60, 240)
    av = r.randint(0, 2)
    if av == 0:
        atxt, af = f"G na. Approved {main} {Q(q)} 👍", ["Approved", main]
    elif av == 1:
        atxt, af = f"sige, approved sa {main}. sundin lang yung stop ha", ["approved", main]
    else:
        atxt, af = f"ok go {main} — pero max {P(lim)}, walang habol", ["ok go", main]
    d.H(t4, "bea", atxt, "trade_approval", af, "reply", reply=prop, idiom="Taglish approval reply")
    d.pin(prop, d.after(t4, 10, 60), "bea")
    d.react(prop, d.after(t4, 5, 30), "📌", "bea")
    oid = d.oid()
    t5 = max(d.after(t4, 30, 90), d.T(9, 30, r.randint(0, 8)))
    d.H(t5, "bridge", "", "trade_confirmation", [main, "BILI", Q(q), P(lim), oid], "embed",
              embeds=[bridge_embed(d, t5, "ack", main, SIDE_B, Q(q), P(lim), oid,
                                   extra=[("Status", "WORKING"), ("TIF", "DAY")])],
              idiom="Filipino field-name order ack embed")
    th = d.thread(d.after(t5, 30, 60), f"{main} add — exec")
    t6 = d.after(t5, 90, 300)
    stop_tmpl = "Stop sa {s}: {px} na, naka-set na sa OMS (GTC). TP {tp} unchanged."
    pfx = d.peso("")
    stop = d.H(t6, "migs", stop_tmpl.format(s=main, px=pfx + P(sl1), tp=P(tp)), "stop_or_target_change",
               [main, "Stop", P(sl3)], "untagged", thread=th, idiom="stop moved twice by editing")
    d.C(d.after(t6, 30, 200), "jolo", f"bantay ako sa bid, manipis sa {P(dn(lim, 2))}", thread=th)
    d.N(d.after(t6, 60, 400), "bea", r.choice(["ok 👍", "noted", "👍"]), thread=th)
    t7 = max(d.after(t5, 40, 900), d.T(9, 31))
    q1 = max(lot(p), int(q * r.uniform(0.3, 0.45)) // (lot(p) * 10) * lot(p) * 10)
    px1 = dn(lim) if r.random() < 0.5 else lim
    f1 = d.H(t7, "bridge", "", "trade_fill", [main, "BILI", Q(q1), P(px1)], "embed",
             embeds=[bridge_embed(d, t7, "part", main, SIDE_B, Q(q1), P(px1), oid,
                                  extra=[("Napunan / Filled", Q(q1)), ("Natitira / Leaves", Q(q - q1)),
                                         ("Avg Px", P(px1))])],
             idiom="Filipino field-name partial fill embed")
    d.react(f1, d.after(t7, 5, 60), "👍", "migs")
    t8 = d.after(t7, 900, 2400)
    q2 = max(lot(p), int((q - q1) * r.uniform(0.4, 0.6)) // (lot(p) * 10) * lot(p) * 10)
    px2 = lim
    js = (f'{{"evt":"fill","ord":"{oid}","sym":"{main}","side":"BUY","last_qty":{q2},'
          f'"last_px":{px2:.2f},"cum_qty":{q1 + q2},"leaves":{q - q1 - q2},'
          f'"ts":"{datetime.fromtimestamp(t8 / 1000, tz=PHT).strftime("%H:%M:%S.%f")[:-3]}"}}')
    d.H(t8, "oms", js, "trade_fill", [main, '"side":"BUY"', f'"last_qty":{q2}', f"{px2:.2f}"], "structured",
        idiom="OMS JSON fill line")
    leaves = q - q1 - q2
    filled_w = (q1 * px1 + q2 * px2) / d.nav * 100
    if ctx.get("breach"):
        d.set_pos(main, r.uniform(5.08, 5.45) - filled_w)
    else:
        d.set_pos(main, min(d.w[main], 4.7 - q * lim / d.nav * 100))
    after_w = (d.pos[main] * p + q1 * px1 + q2 * px2) / d.nav * 100
    if ctx.get("breach"):
        t9 = d.after(t8, 40, 200)
        pc = f"{after_w:.2f}%"
        br = d.H(t9, "risk", f"LIMIT|MNL-PSE|single_name_pct.{main}|5.00%->{pc} BREACH",
                 "risk_limit", [f"single_name_pct.{main}", pc, "BREACH"], "structured",
                 idiom="pipe LIMIT breach line")
        t10 = d.after(t9, 90, 360)
        d.H(t10, "rina", r.choice([
            f"Enforcing single-name cap sa {main}: no more buys until back under 5%. "
            f"Naka-block na sa OMS yung natitira.",
            f"{main} over 5% na. Enforcing the cap — no more buys today, blocked ko na yung working order.",
        ]), "risk_limit", [main, "no more buys"], "reply", reply=br)
        t11 = d.after(t10, 20, 90)
        t12 = d.after(t11, 5, 40)
        d.H(t12, "bridge", "", "trade_confirmation", [main, "KINANSELA", Q(leaves), oid], "embed",
            embeds=[bridge_embed(d, t12, "cxl", main, SIDE_B, Q(leaves), P(lim), oid,
                                 reason="Risk block (pre-trade) — natitirang dami kinansela")])
        d.C(d.after(t12, 30, 200), "migs", r.choice([
            f"noted Rina. ok lang, {int(100 * (q1 + q2) / q)}% naman nakuha natin.",
            "copy. di na ako hahabol, enough na yung position."]))
    else:
        t9 = d.after(t8, 600, 3600)
        d.H(t9, "bridge", "", "trade_fill", [main, "BILI", Q(leaves), P(lim), oid], "embed",
            embeds=[bridge_embed(d, t9, "full", main, SIDE_B, Q(leaves), P(lim), oid,
                                 extra=[("Napunan / Filled", Q(q)), ("Natitira / Leaves", "0"),
                                        ("Avg Px", P(lim))])])
        d.N(d.after(t9, 20, 120), "migs", r.choice(["✅ done", "buo na 🙌", "ayos, complete"]))
    te1 = d.T(11, r.randint(5, 45))
    te2 = d.T(13, r.randint(40, 59)) if r.random() < 0.5 else d.T(14, r.randint(0, 30))
    d.edit(stop, te1, stop_tmpl.format(s=main, px=pfx + P(sl2), tp=P(tp)), superseded=[P(sl1)])
    d.edit(stop, te2, stop_tmpl.format(s=main, px=pfx + P(sl3), tp=P(tp)), superseded=[P(sl2)])
    ctx["main_oid"] = oid
    return prop


def st_trim(d: Day, main: str, trim: str, ctx: dict):
    r = d.rng
    t = d.T(8, r.randint(30, 48))
    txt, facts, q, lim = game_plan(d, main, trim)
    gp = d.H(t, "migs", txt, "trade_proposal", facts, "buried", idiom="proposal buried in numbered game plan")
    d.N(d.after(t, 30, 120), r.choice(["jolo", "kat"]), r.choice(["👍", "copy", "noted lods"]), reply=gp)
    t2 = d.after(t, 300, 1200)
    av = r.randint(0, 2)
    if av == 0:
        atxt, af = f"ok go sa {trim} trim, wag lang below {P(dn(lim, 3))}", ["ok go", trim]
    elif av == 1:
        atxt, af = f"Approved yung {trim} trim. 👍", ["Approved", trim]
    else:
        atxt, af = f"sige g na sa {trim}, benta na", ["g na", trim]
    d.H(t2, "bea", atxt, "trade_approval", af, "reply", reply=gp)
    oid = d.oid()
    t3 = max(d.after(t2, 60, 300), d.T(9, 30, r.randint(10, 50)))
    d.H(t3, "bridge", "", "trade_confirmation", [trim, "BENTA", Q(q), P(lim)], "embed",
        embeds=[bridge_embed(d, t3, "ack", trim, SIDE_S, Q(q), P(lim), oid,
                             extra=[("Status", "WORKING"), ("TIF", "DAY")])])
    t4 = d.after(t3, 600, 3600)
    avg = up(lim, r.randint(0, 2))
    if r.random() < 0.5:
        d.H(t4, "migs", f"[FILL] BENTA {Q(q)} {trim} @ {d.peso(P(avg))} avg — done, salamat sa bids 😎",
            "trade_fill", [trim, "BENTA", Q(q), P(avg)], "tagged", idiom="tagged fill line")
    else:
        d.H(t4, "bridge", "", "trade_fill", [trim, "BENTA", Q(q), P(avg)], "embed",
            embeds=[bridge_embed(d, t4, "full", trim, SIDE_S, Q(q), P(avg), oid,
                                 extra=[("Napunan / Filled", Q(q)), ("Natitira / Leaves", "0"),
                                        ("Avg Px", P(avg))])])


def st_shorthand(d: Day, sym: str, ctx: dict):
    r = d.rng
    p = d.px[sym]
    q = nice_qty(r, p, 1.5e6, 4.5e6)
    lim = p
    sl = rt(p * r.uniform(0.93, 0.96))
    t = d.T(r.choice([10, 10, 13]), r.randint(0, 50))
    v = r.randint(0, 2)
    low = sym.lower()
    if v == 0:
        txt, facts = f"b {K(q)} {low} {P(lim)} sl {P(sl)} pls", ["b", K(q), low, P(lim)]
    elif v == 1:
        txt, facts = f"B {K(q)} {sym} @{P(lim)} SL {P(sl)}", ["B", K(q), sym, P(lim)]
    else:
        txt, facts = f"bili {K(q)} {low} {P(lim)} / sl {P(sl)} — g?", ["bili", K(q), low, P(lim)]
    prop = d.H(t, "jolo", txt, "trade_proposal", facts, "shorthand", idiom="k-suffixed shorthand proposal")
    t2 = d.after(t, 30, 300)
    av = r.randint(0, 2)
    if av == 0:
        atxt, af = f"👍 send it, {sym}", ["send it", sym]
    elif av == 1:
        atxt, af = f"g lods, send na {sym}", ["send na", sym]
    else:
        atxt, af = f"ok go {sym} 👍", ["ok go", sym]
    d.H(t2, "bea", atxt, "trade_approval", af, "reply", reply=prop, idiom="emoji short approval")
    t3 = d.after(t2, 20, 120)
    if r.random() < 0.4:
        bad = d.oid()
        badpx = rt(lim * 10)
        d.H(t3, "bridge", "", "trade_confirmation", [sym, "TINANGGIHAN", bad], "embed",
            embeds=[bridge_embed(d, t3, "rej", sym, SIDE_B, Q(q), P(badpx), bad,
                                 reason="Price outside static threshold (±50% of reference)")],
            idiom="venue reject embed")
        t3 = d.after(t3, 20, 60)
        d.C(t3, "jolo", r.choice(["sorry fat finger 😅 resend ko", "ay mali decimal, resend", "oops, ulit"]))
        t3 = d.after(t3, 20, 80)
    oid = d.oid()
    d.H(t3, "bridge", f"ack ord={oid} sym={sym} side=B qty={q} px={P(lim)} tif=DAY st=WORKING",
        "trade_confirmation", [oid, sym, "st=WORKING"], "structured", idiom="bridge key=value ack")
    t4 = d.after(t3, 120, 1500)
    fpx = lim if r.random() < 0.6 else dn(lim)
    d.H(t4, "bridge", f"fill ord={oid} sym={sym} side=B last_qty={q} last_px={P(fpx)} cum={q} leaves=0 st=FILLED",
        "trade_fill", [sym, "side=B", f"last_qty={q}", P(fpx)], "structured")
    t5 = d.after(t4, 30, 240)
    wrong = up(fpx, r.randint(1, 3))
    tmpl = "nabili na lahat ng {k} {s} avg {px} ✅"
    hm = d.H(t5, "jolo", tmpl.format(k=K(q), s=sym, px=P(wrong)), "trade_fill",
             [sym, "nabili", K(q), P(fpx)], "untagged", idiom="Taglish fill with corrected avg")
    d.edit(hm, d.after(t5, 40, 300), tmpl.format(k=K(q), s=sym, px=P(fpx)), superseded=[P(wrong)])
    ctx["short_oid"] = oid


def st_fx(d: Day, ctx: dict):
    r = d.rng
    rate = round(d.usdphp + r.uniform(0.08, 0.16), 3)
    n = d.topup
    if r.random() < 0.6:
        t0 = d.T(9, r.randint(40, 59))
        tgt = round(rate + r.uniform(0.4, 0.8), 2)
        if r.random() < 0.5:
            txt = (f"View change on USD/PHP: neutral → bullish short-term. BSP cut + oil + Dec import season, "
                   f"tingin ko {tgt:.2f} by mid-Jan.")
            d.H(t0, "pao", txt, "thesis_update", ["USD/PHP", "bullish"], "untagged",
                idiom="FX view change in prose")
        else:
            txt = f"[VIEW] USD/PHP — conviction up, bullish, target {tgt:.2f}. Peso weak into year-end."
            d.H(t0, "pao", txt, "thesis_update", ["USD/PHP", "bullish", f"{tgt:.2f}"], "tagged")
    t = d.T(r.choice([10, 11, 13]), r.randint(5, 55))
    a, b = round(d.ratio0 * 100), round((d.hedge + n) / d.e_usd * 100)
    if r.random() < 0.5:
        txt = (f"[HEDGE] BUY USD/PHP 1M NDF · USD {Q(n)} @ {rate:.3f} — top-up, hedge ratio {a}% → {b}%")
        facts = ["USD/PHP", "BUY", Q(n), f"{rate:.3f}"]
        ph = "tagged"
    else:
        txt = (f"Proposal: buy USD {Q(n)} USD/PHP 1M NDF around {rate:.3f} para iakyat hedge "
               f"ratio to {b}%. Ed/Bea ok ba?")
        facts = ["USD/PHP", "buy", f"USD {Q(n)}", f"{rate:.3f}"]
        ph = "untagged"
    prop = d.H(t, "pao", txt, "trade_proposal", facts, ph, idiom="NDF hedge proposal")
    t2 = d.after(t, 200, 1100)
    if r.random() < 0.6:
        d.H(t2, "ed", f"Approved yung NDF top-up. Keep hedge ratio ≤ 80%. — Ed", "trade_approval",
            ["Approved", "NDF"], "reply", reply=prop)
    else:
        d.H(t2, "bea", "go sa NDF 👍 basta under 80% ratio", "trade_approval", ["go", "NDF"], "reply",
            reply=prop)
    t3 = d.after(t2, 120, 600)
    tk = f"NDF-{d.mmdd}-{r.randint(10, 99):03d}"
    d.H(t3, "pao", f"Citi confirmed the USD/PHP NDF order, working @ {rate:.3f}, ticket {tk}",
        "trade_confirmation", ["USD/PHP", "working", tk], "untagged")
    t4 = d.after(t3, 200, 1800)
    fill = round(rate - r.choice([0, 0.005, 0.01]), 3)
    fix = (d.date + timedelta(days=31)).strftime("%d-%b")
    d.H(t4, "pao", f"done ✅ bought USD {Q(n)} USD/PHP 1M NDF @ {fill:.3f} vs Citi, fixing {fix}. ticket {tk}",
        "trade_fill", ["USD/PHP", "bought", Q(n), f"{fill:.3f}"], "untagged")


def st_risk(d: Day, ctx: dict):
    r = d.rng
    new = (int(d.gross / 1e7) + r.randint(3, 6)) * 10_000_000
    old = new + r.choice([20, 40, 60]) * 1_000_000
    d.gross_limit = new
    t = d.T(7, r.randint(0, 30))
    d.H(t, "risk", f"LIMIT|MNL-PSE|gross_php|{old:,}->{new:,}", "risk_limit", ["gross_php", f"{new:,}"],
        "structured", idiom="pipe LIMIT change line")
    t2 = d.T(8, r.randint(2, 25))
    cap_old, cap_new = r.choice([(25, 15), (30, 20), (20, 15)])
    rm = d.H(t2, "rina", r.choice([
        f"Heads up team: effective today, single-order cap for REITs is ₱{cap_new}M (from ₱{cap_old}M), "
        f"approved ng RMC kahapon. Naka-pre-trade check na rin sa OMS.",
        f"FYI — RMC approved: REIT single-order cap down to ₱{cap_new}M starting today. OMS will resize "
        f"anything above.",
    ]), "risk_limit", ["REIT", f"₱{cap_new}M"], "untagged", idiom="risk officer prose limit change")
    d.pin(rm, d.after(t2, 30, 300), "bea")
    d.N(d.after(t2, 30, 200), r.choice(["migs", "jolo", "kat"]), r.choice(["noted po", "copy 👍", "noted"]),
        reply=rm)
    ctx["reit_cap"] = cap_new * 1_000_000
    if ctx.get("fx_limit"):
        t3 = d.T(r.choice([13, 15, 16]), r.randint(0, 59))
        old_fx, new_fx = d.fx_limit_old, d.fx_limit
        d.H(t3, "risk", f"LIMIT|MNL-PSE|fx_hedge_usd_max|{old_fx:,}->{new_fx:,}", "risk_limit",
            ["fx_hedge_usd_max", f"{new_fx:,}"], "structured")


def st_reit(d: Day, sym: str, ctx: dict):
    r = d.rng
    p = d.px[sym]
    cap = ctx.get("reit_cap", 15_000_000)
    q = nice_qty(r, p, cap * 1.2, cap * 1.45)
    lim = p
    sl = rt(p * 0.94)
    y = r.uniform(6.2, 7.6)
    t = d.T(13, r.randint(5, 40))
    who = r.choice(["kat", "migs"])
    if r.random() < 0.5:
        txt = f"Add tayo {sym} {Q(q)} @ {d.peso(P(lim))} — div play, fwd yield ~{y:.1f}%. Stop {P(sl)}."
        facts = [sym, "Add", Q(q), P(lim)]
    else:
        txt = (f"REIT idea: bili {sym} {Q(q)} sa {d.peso(P(lim))}, yield {y:.1f}% fwd, spread vs BVAL "
               f"wide pa. SL {P(sl)}.")
        facts = [sym, "bili", Q(q), P(lim)]
    prop = d.H(t, who, txt, "trade_proposal", facts, "untagged", idiom="untagged Taglish REIT proposal")
    t2 = d.after(t, 120, 700)
    d.H(t2, "bea", f"approved {sym}, basta within REIT cap", "trade_approval", ["approved", sym], "reply",
        reply=prop)
    oid = d.oid()
    t3 = d.after(t2, 30, 200)
    notional = int(round(q * lim))
    d.H(t3, "risk", f"LIMIT|MNL-PSE|order_php.{oid}|{notional:,}->{cap:,} RESIZED (reit_single_order_cap)",
        "risk_limit", [oid, f"{cap:,}", "RESIZED"], "structured", idiom="pre-trade resize line")
    q2 = int(cap / lim) // lot(p) * lot(p)
    t4 = d.after(t3, 2, 20)
    d.H(t4, "bridge", "", "trade_confirmation", [sym, "BILI", Q(q2), P(lim)], "embed",
        embeds=[bridge_embed(d, t4, "ack", sym, SIDE_B, Q(q2), P(lim), oid,
                             extra=[("Status", "WORKING (resized)"), ("TIF", "DAY")])])
    t5 = d.after(t4, 300, 2400)
    d.H(t5, "bridge", "", "trade_fill", [sym, "BILI", Q(q2), P(lim)], "embed",
        embeds=[bridge_embed(d, t5, "full", sym, SIDE_B, Q(q2), P(lim), oid,
                             extra=[("Napunan / Filled", Q(q2)), ("Natitira / Leaves", "0"),
                                    ("Avg Px", P(lim))])])
    d.C(d.after(t5, 30, 300), who, r.choice(["ok lang na-resize, enough na yan", "ayos, pasok lahat ng resized"]))


def st_rejected(d: Day, sym: str, ctx: dict):
    r = d.rng
    p = d.px[sym]
    q = nice_qty(r, p, 3e6, 7e6)
    lim = dn(p, r.randint(0, 2))
    sl = rt(p * 0.945)
    t = d.T(r.choice([11, 13]), r.randint(10, 50))
    txt = (f"Bossing, bili tayo ng {Q(q)} {sym} sa {d.peso(P(lim))}, stop {P(sl)}. Mura na after MSCI "
           f"outflow, {r.randint(10, 14)}x fwd PE na lang.")
    prop = d.H(t, "migs", txt, "trade_proposal", [sym, "bili", Q(q), P(lim)], "untagged")
    t2 = d.after(t, 120, 900)
    v = r.randint(0, 2)
    if v == 0:
        atxt, af = f"Hindi muna sa {sym}, pass. Masyado na tayong heavy sa holdcos.", [sym, "pass"]
    elif v == 1:
        atxt, af = f"pass muna tayo sa {sym} pre, hintayin natin BSP sa Thursday", [sym, "pass muna"]
    else:
        atxt, af = f"Rejected — {sym} not now. Wait for the Dec 11 BSP.", ["Rejected", sym]
    d.H(t2, "bea", atxt, "trade_approval", af, "reply", reply=prop, idiom="Taglish rejection reply")
    d.C(d.after(t2, 20, 120), "migs", r.choice(["sige boss 👌", "copy, next time na lang", "oks"]))


def st_news(d: Day, held_c, watch_c, ctx: dict):
    r = d.rng
    out = []
    # held, embed
    s1 = r.choice(held_c)
    h, key = r.choice(HEADLINES[s1])
    d.used_heads.add((s1, h))
    t = d.T(r.choice([10, 11, 13, 14]), r.randint(0, 59))
    ref = d.edge_ref()
    m = d.H(t, "md", "", "held_position_news", [s1, key], "embed",
            embeds=[edge_embed(d, t, s1, h, r.choice(["SEC Form 17-C", "Press Release"]), ref)])
    out.append(("held", s1, ref, m))
    # held, company name only
    s2 = r.choice([s for s in held_c if s != s1 and s != "AREIT"] or [s1])
    h2, key2 = r.choice([x for x in HEADLINES[s2] if (s2, x[0]) not in d.used_heads])
    d.used_heads.add((s2, h2))
    legal = INSTR[s2][0]
    t2 = d.T(r.choice([8, 12, 12, 16]), r.randint(0, 59))
    ref2 = d.edge_ref()
    m2 = d.H(t2, "md", f"EDGE {d.hhmm(t2)} · {legal} — {h2} [{ref2}]", "held_position_news", [legal, key2],
             "untagged", idiom="company-name-only disclosure headline")
    out.append(("held", s2, ref2, m2))
    # watch, embed
    s3 = r.choice(watch_c)
    h3, key3 = r.choice(HEADLINES[s3])
    d.used_heads.add((s3, h3))
    t3 = d.T(r.choice([9, 11, 14, 15]), r.randint(0, 59))
    ref3 = d.edge_ref()
    m3 = d.H(t3, "md", "", "watchlist_news", [s3, key3], "embed",
             embeds=[edge_embed(d, t3, s3, h3, "SEC Form 17-C", ref3)], idiom="watchlist disclosure embed")
    out.append(("watch", s3, ref3, m3))
    if r.random() < 0.4:
        s4 = r.choice([s for s in watch_c if s != s3] or [s3])
        h4, key4 = r.choice([x for x in HEADLINES[s4] if (s4, x[0]) not in d.used_heads])
        d.used_heads.add((s4, h4))
        t4 = d.T(r.choice([10, 13, 16]), r.randint(0, 59))
        d.H(t4, "kat", f"Heads up: {INSTR[s4][1]} {h4} (EDGE, kakalabas lang). Nasa watchlist natin to.",
            "watchlist_news", [INSTR[s4][1], key4], "untagged")
    if r.random() < 0.3:
        t5 = d.T(r.choice([16, 17]), r.randint(0, 59))
        lvl = round(d.usdphp + r.uniform(0.1, 0.3), 2)
        d.H(t5, "md", f"BAP close: Peso weakens to {lvl:.2f} vs US dollar, weakest in three weeks on BSP cut bets",
            "held_position_news", ["Peso", f"{lvl:.2f}"], "untagged", idiom="underlying-of-hedge headline")
    # unrelated
    for s5 in r.sample(OTHER, r.randint(2, 3)):
        h5, _k = r.choice(HEADLINES[s5])
        d.used_heads.add((s5, h5))
        t5 = d.T(r.choice([9, 10, 11, 13, 14, 15, 17]), r.randint(0, 59))
        ref5 = d.edge_ref()
        if r.random() < 0.6:
            m5 = d.M(t5, "md", "", embeds=[edge_embed(d, t5, s5, h5, "SEC Form 17-C", ref5)],
                     idiom="unrelated-name disclosure embed")
        else:
            m5 = d.M(t5, "md", f"EDGE {d.hhmm(t5)} · {INSTR[s5][0]} — {h5} [{ref5}]")
        out.append(("other", s5, ref5, m5))
    return out


def st_routing(d: Day, news, ctx: dict):
    r = d.rng
    held = [x for x in news if x[0] == "held"]
    watch = [x for x in news if x[0] == "watch"]
    other = [x for x in news if x[0] == "other"]
    picks = [r.choice(["tala_route", "tala_json", "bea_route"]), r.choice(["tala_noroute", "bea_noroute"])]
    picks += r.sample([k for k in ["tala_route", "tala_json", "tala_noroute", "bea_route", "bea_noroute"]
                       if k not in picks], r.randint(0, 2))
    if "tala_route" in picks and held:
        _, s, ref, m = held[0]
        d.H(d.after(m["t"], 20, 120), "tala",
            f"🧭 triage · {ref} ({s}) → routed to @kat.lim (held name, material) · SLA 30m",
            "route_decision", [s, "routed to @kat.lim"], "untagged", idiom="triage agent route line")
    if "tala_json" in picks and watch:
        _, s, ref, m = watch[0]
        d.H(d.after(m["t"], 20, 120), "tala",
            f'{{"agent":"tala","action":"route","item":"{ref}","sym":"{s}","to":"analyst-agent",'
            f'"reason":"watchlist, price-moving"}}',
            "route_decision", ['"action":"route"', s, "analyst-agent"], "structured")
    if "tala_noroute" in picks and other:
        _, s, ref, m = other[0]
        d.H(d.after(m["t"], 20, 120), "tala",
            f"🧭 triage · {ref} ({s}) → no action: not held, not on watchlist",
            "no_route_decision", [s, "no action"], "untagged", idiom="triage agent no-route line")
    if "bea_route" in picks and held:
        _, s, ref, m = held[-1]
        d.H(d.after(m["t"], 200, 900), "bea",
            r.choice([f"@Jolo ikaw na humawak ng follow-up sa {s} disclosure, call IR and summarize for Kat.",
                      f"Jolo, sa iyo na yung {s} item — i-coordinate mo kay Aldrin (ops) kung may corp action."]),
            "route_decision", ["Jolo", s], "reply", reply=m)
    if "bea_noroute" in picks and watch:
        _, s, ref, m = watch[-1]
        if r.random() < 0.5:
            txt, key = f"Noted sa {s}. Walang action dito, hindi na natin i-route.", "hindi na natin i-route"
        else:
            txt, key = f"{s}: FYI lang, no action needed, hindi na i-route kay Kat.", "no action needed"
        d.H(d.after(m["t"], 240, 1200), "bea", txt, "no_route_decision", [s, key], "reply", reply=m,
            idiom="lead no-route reply")


def st_thesis(d: Day, up_sym: str, down_sym: str, ctx: dict):
    r = d.rng
    if up_sym:
        p = d.px[up_sym]
        tp = rt(p * r.uniform(1.15, 1.28))
        t = d.T(r.choice([11, 13, 14]), r.randint(0, 59))
        d.H(t, "kat", f"[THESIS] {up_sym} — upgrade to BUY from HOLD, TP ₱{P(tp)}. "
                      f"{r.choice(['Margins bottomed', 'Volume recovery visible', 'Capex cycle ending'])}, "
                      f"risk/reward skewed up. Full note later.",
            "thesis_update", [up_sym, "BUY", P(tp)], "tagged", idiom="tagged thesis upgrade")
    if down_sym:
        t = d.T(r.choice([14, 15, 16]), r.randint(0, 59))
        d.H(t, "kat", r.choice([
            f"Pre, bearish na ako sa {down_sym} — thesis invalidated na after the guidance cut. "
            f"Hindi pa ako nagsasabi na benta, pero conviction is low now.",
            f"Update on {down_sym}: thesis invalidated, view now bearish. Hold for now, pero wag na mag-add.",
        ]), "thesis_update", [down_sym, "bearish", "thesis invalidated"], "untagged")


def st_stops(d: Day, ctx: dict, exclude):
    r = d.rng
    cands = [s for s in ["ALI", "BDO", "ICT", "TEL"] if s not in exclude]
    kinds = r.sample(["tp", "remove", "oco", "sh"], r.randint(2, 3))
    if "tp" in kinds and cands:
        s = r.choice(cands)
        tp = rt(d.px[s] * r.uniform(1.1, 1.18))
        t = d.T(r.choice([13, 14]), r.randint(0, 40))
        d.H(t, "migs", f"Taas ko TP ng {s} to {d.peso(P(tp))}, hold the rest.", "stop_or_target_change",
            [s, "TP", P(tp)], "untagged")
    if "remove" in kinds:
        s = r.choice(["AREIT", "SMC2F"])
        t = d.T(r.choice([15, 16]), r.randint(0, 59))
        if r.random() < 0.5:
            txt, key = (f"Tanggal muna stop sa {s} — ex-date next week, ayoko ma-trigger sa div adjustment.",
                        "Tanggal muna stop")
        else:
            txt, key = (f"Removing the stop on {s} for now, masyadong manipis yung book, baka ma-hunt lang.",
                        "Removing the stop")
        d.H(t, "migs", txt, "stop_or_target_change", [s, key], "untagged", idiom="stop removal prose")
    if "oco" in kinds and cands:
        s = r.choice(cands)
        sp = rt(d.px[s] * 0.95)
        tpp = rt(d.px[s] * 1.1)
        t = d.T(r.choice([9, 10, 11, 14]), r.randint(35, 59))
        d.H(t, "oms", f"oco.update ord={d.oid()} sym={s} stop={P(sp)} tp={P(tpp)} st=ACCEPTED",
            "stop_or_target_change", [s, f"stop={P(sp)}", f"tp={P(tpp)}"], "structured")
    if "sh" in kinds and cands:
        s = r.choice(cands)
        sp = rt(d.px[s] * 0.955)
        t = d.T(r.choice([10, 11, 14]), r.randint(0, 59))
        d.H(t, "jolo", f"{s.lower()} sl {P(sp)} na", "stop_or_target_change", [s.lower(), "sl", P(sp)],
            "shorthand", idiom="shorthand stop move")


def st_removals(d: Day, ctx: dict):
    r = d.rng
    # deleted hard: proposal posted then pulled
    s = r.choice(["AREIT", "SMC2F", "ICT"])
    p = d.px[s]
    q = nice_qty(r, p, 1e6, 3e6)
    t = d.T(r.choice([10, 11, 14]), r.randint(0, 50))
    txt = f"s {K(q)} {s.lower()} {P(up(p))}"
    m = d.H(t, "jolo", txt, "trade_proposal", [K(q), s.lower(), P(up(p))], "shorthand")
    m["snippet"] = txt
    d.delete(m, d.after(t, 15, 90))
    d.C(d.after(t, 30, 120), "jolo", r.choice(["wrong channel sorry 🙏", "ay mali, ibang chat dapat yan",
                                                "ignore, test lang ng macro ko"]))
    # forgotten hard: proposal leaking a client account
    s2 = r.choice(["AREIT", "TEL", "BDO"])
    p2 = d.px[s2]
    q2 = nice_qty(r, p2, 1e6, 2.5e6)
    acct = f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}-{r.randint(1, 9)}"
    fam = r.choice(["Ybañez", "Villafuerte", "Sarmiento", "Lacson-Teodoro"])
    t2 = d.T(r.choice([11, 13, 14]), r.randint(0, 50))
    txt2 = (f"For the {fam} family account (acct {acct}), bili tayo {Q(q2)} {s2} @ {d.peso(P(p2))} — "
            f"separate allocation, same limits.")
    m2 = d.H(t2, "migs", txt2, "trade_proposal", [s2, "bili", Q(q2), P(p2)], "untagged")
    m2["snippet"] = f"acct {acct}"
    d.forget(m2, d.after(t2, 180, 1200), "carlo")
    d.C(d.after(m2["t"], 1300, 1500), "carlo",
        "Removed a message with client details. Reminder: walang client names/acct numbers dito, "
        "sa secure allocation sheet lang 🙏")
    # forgotten non-hard: phone number
    t3 = d.T(r.choice([9, 15, 16]), r.randint(0, 50))
    ph = f"0917 {r.randint(100, 999)} {r.randint(1000, 9999)}"
    m3 = d.C(t3, "aldrin", f"yung contact sa KSec back office si Ms. Dela Rosa, {ph}, tawagan niyo na lang")
    m3["snippet"] = ph
    d.forget(m3, d.after(t3, 120, 900), "carlo")
    # deleted noise: meme link
    t4 = d.T(r.choice([12, 12, 17]), r.randint(0, 50))
    gid = r.randint(10**7, 10**8)
    m4 = d.N(t4, "jolo", f"https://tenor.com/view/jollibee-dance-gif-{gid}")
    m4["snippet"] = f"jollibee-dance-gif-{gid}"
    d.delete(m4, d.after(t4, 30, 400))
    # bulk delete: reconnect spam
    t5 = d.T(12, r.randint(5, 40))
    spam = []
    sess = r.randint(1000, 9999)
    for i in range(r.randint(3, 5)):
        t5 = d.after(t5, 1, 4)
        txt5 = f"ks-bridge: reconnecting to KSEC-PROD-{sess} (attempt {i + 1}/10) …"
        mm = d.N(t5, "bridge", txt5)
        mm["snippet"] = txt5
        spam.append(mm)
    d.N(d.after(t5, 2, 6), "bridge", f"ks-bridge: FIX logon ok, session KSEC-PROD-{sess} resumed (SeqNum {r.randint(80000, 99999)})")
    d.bulk(spam, d.after(t5, 60, 300))


# --------------------------------------------------------------------------- near-misses

def near_misses(d: Day, ctx: dict, n: int):
    r = d.rng
    traded = ctx["traded"]

    def hypo():
        s = r.choice([x for x in ["GLO", "MREIT", "SM", "URC", "AC"] if x not in traded] or ["GLO"])
        p = d.px[s]
        t = d.rand_time(9, 17)
        txt = r.choice([f"Paano kung bumili tayo ng {s} sa {P(dn(p, 3))}? just thinking out loud, wala pang plano",
                        f"what if mag-add tayo ng {s} pag bumaba sa {P(rt(p * 0.95))}? hypothetically lang ha",
                        f"kung ako lang, bibili ako ng {s} sa {P(rt(p * 0.93))} haha pero di ako PM 😂"])
        d.M(t, r.choice(["jolo", "kat", "migs"]), txt, idiom="hypothetical paano kung")

    def question():
        s = r.choice(["TEL", "ICT", "BDO", "ALI", "AREIT"])
        t = d.rand_time(9, 17)
        d.M(t, r.choice(["jolo", "kat", "pao", "aldrin"]), r.choice([
            f"may stop ba tayo sa {s}? di ko makita sa OMS", f"magkano na avg natin sa {s}?",
            "ano pala board lot ng DDMPR, 1,000 ba?", f"sino nag-set ng alert sa {s}? ang ingay 😅",
            f"naka-GTC ba yung stop sa {s} or DAY lang?"]))

    def past():
        s = r.choice(["JFC", "AC", "ALI", "SM", "MER"])
        p = d.px[s]
        t = d.rand_time(9, 20)
        d.M(t, r.choice(["migs", "bea", "kat"]), r.choice([
            f"Last month nabenta natin {s} sa {P(rt(p * 1.07))} — sayang, dapat hinintay pa",
            f"Noong March nabili natin {s} @ {P(rt(p * 1.12))}, ngayon {P(p)} lol, masakit pa rin",
            f"throwback: 2020 bumili tayo ng {s} sa {P(rt(p * 0.6))}, sana all ganun ulit"]),
            idiom="past-tense history fill")

    def other_desk():
        t = d.rand_time(9, 16)
        if r.random() < 0.5:
            d.M(t, "dennis", r.choice([
                f"FI desk here: we bought ₱{r.choice([200, 300, 500])}M RTB 5-yr at {r.uniform(5.6, 6.1):.3f}% "
                f"this morning, don't mind us 😅 wrong channel sorry",
                f"FYI from FI: nag-sell kami ng ₱{r.choice([150, 250])}M FXTN 10-yr, walang kinalaman sa inyo haha"]))
        else:
            s = r.choice(["MER", "GLO", "URC", "SM"])
            d.M(t, "migs", f"Yung Cebu prop desk nag-buy daw ng {K(nice_qty(r, d.px[s], 5e6, 9e6))} {s} "
                           f"kanina @ {P(d.px[s])}, kaya pala may bid", idiom="other desk trade relayed")

    def paper():
        s = r.choice(["URC", "GLO", "MREIT", "RCR"])
        p = d.px[s]
        t = d.rand_time(10, 18)
        d.M(t, "jolo", f"[PAPER] bili {K(nice_qty(r, p, 5e5, 1.5e6))} {s} @ {P(p)} — sim lang for the trading comp 🏆",
            idiom="paper trade tag")

    def uat():
        s = r.choice(["ALI", "BDO", "JFC"])
        t = d.rand_time(7, 9)
        d.M(t, "oms", f"[UAT] ack ord=TEST-{r.randint(10, 99):05d} sym={s} side=B qty={lot(d.px[s])} "
                      f"px={P(d.px[s])} st=WORKING (env=uat, not routed to PSE)", idiom="UAT ack line")

    def quoted():
        t = d.rand_time(8, 20)
        q = r.choice([
            "> 'Cebu Pacific orders up to 152 Airbus A321neo jets' — Inquirer\nlaki ng order nila ah",
            "> Reuters: Vietnam central bank holds policy rate, dong steady\nfyi lang, regional",
            "> 'PSE eyes 5 IPOs in 2027, including a power firm' — BusinessWorld\nsana matuloy na 😩",
            "> BSP's Remolona: 'room for one more cut' (Bloomberg, last week)\nold news pero relevant pa rin"])
        d.M(t, r.choice(["kat", "pao", "jolo"]), q, idiom="quoted unrelated news")

    def backtest():
        d.M(d.rand_time(16, 22), "jolo", backtest_text(d), idiom="backtest with fills")

    def long_note():
        d.M(d.rand_time(12, 21), "kat", kat_long_note(d), idiom="trading words in analysis, no decision")

    def sensible():
        s = r.choice(["ALI", "BDO", "ICT", "TEL"])
        t = d.rand_time(10, 16)
        d.M(t, r.choice(["kat", "jolo"]), f"stop sa {P(rt(d.px[s] * 0.93))} siguro sensible for {s}, pero "
                                          f"wala pa akong decision, pag-usapan natin bukas",
            idiom="sensible-stop musing, no decision")

    def send_soon():
        t = d.rand_time(11, 14)
        d.M(t, "migs", r.choice(["i-send na natin after lunch siguro, tingnan muna natin yung bid stack",
                                 "we should send it soon, baka maubos yung offer"]))

    def opinion():
        t = d.rand_time(8, 18)
        lo = int(d.psei // 50 * 50)
        d.M(t, r.choice(["kat", "migs", "bea"]), r.choice([
            f"Feeling ko sideways lang PSEi hanggang BSP, {lo - 100:,}–{lo + 150:,} range",
            "still constructive on PH equities for 2027, same view as last month — wala namang bago",
            "market's cheap, but cheap can get cheaper. same old story"]))

    def misrouted():
        t = d.rand_time(10, 14)
        s = r.choice(["MER", "GLO", "URC"])
        q = nice_qty(r, d.px[s], 2e6, 5e6)
        e = bridge_embed(d, t, "full", s, SIDE_B, Q(q), P(d.px[s]), f"KS-{d.mmdd}-9{r.randint(1000, 9999)}",
                         extra=[("Desk", "CEB-PROP-02"), ("Napunan / Filled", Q(q))])
        e["footer"] = e["footer"].replace("MNL-PSE-01", "CEB-PROP-02")
        m = d.M(t, "bridge", "", embeds=[e], idiom="other desk fill misrouted to channel")
        d.C(d.after(t, 30, 200), r.choice(["migs", "aldrin"]),
            "uy hindi atin yan, Cebu prop desk yan — misrouted ng bridge ulit. may open ticket na dyan",
            reply=m)

    def risk_hypo():
        t = d.rand_time(9, 17)
        d.M(t, "rina", r.choice([
            "kung i-cut ng RMC yung gross to ₱200M next year, ma-breach tayo ng konti. just flagging, wala pang decision",
            "question lang: pag nag-add pa tayo sa ICT, lalampas ba tayo sa 5%? pa-compute naman"]))

    def route_q():
        t = d.rand_time(13, 17)
        d.M(t, "bea", r.choice(["sino pwede tumingin ng AREIT div recon later?",
                                "may free ba to look at the TEL tower sale numbers?"]))

    def backlog():
        a, b = r.sample(["JFC", "URC", "MER", "GLO", "SM", "AC", "RCR", "MREIT"], 2)
        d.M(d.rand_time(15, 21), "kat",
            f"Ideas backlog for Thursday's meeting (for discussion only, nothing approved):\n"
            f"1) Switch idea: trim AREIT, add {a} — yield pickup ~{r.uniform(0.3, 1.0):.1f}pp, but liquidity worse.\n"
            f"2) Pair: long {b} vs short... wait bawal pala short dito 😅 so just underweight the sector instead.\n"
            f"3) Pref ladder: replace called SMC2F lines with newer series at {r.uniform(6.2, 6.9):.2f}%.\n"
            f"4) FX: consider raising hedge ratio to 85% if peso breaks {d.usdphp + 0.5:.2f}; needs a limit change first.\n"
            f"5) Event: index review — possible inclusion plays, sizes small.\n"
            f"Pls add yours sa doc before Wednesday.", idiom="ideas backlog with trade words, no decision")

    if not d.__dict__.get("long_note_done"):
        d.long_note_done = True
        long_note()
    pool = [hypo, question, past, other_desk, paper, uat, quoted, backtest, backlog, sensible, send_soon,
            opinion, misrouted, risk_hypo, route_q]
    used = d.__dict__.setdefault("nm_used", set())
    free = [f for f in pool if f.__name__ not in used] or [hypo, question]
    for f in r.sample(free, min(n, len(free))):
        used.add(f.__name__)
        f()


# --------------------------------------------------------------------------- noise / chatter

# (text, from hour, to hour) — people say things when they make sense
CHATTER = [
    ("traffic sa EDSA grabe, 1.5 hrs from Pasig 😩", 7, 9), ("sino may extra charger? type-C", 8, 18),
    ("anong ulam, order tayo Mang Inasal?", 11, 12), ("tara kape sa baba after close ☕", 14, 15),
    ("ang lamig ng aircon dito sa 32nd floor", 8, 18), ("baha daw sa España, ingat mga taga-Manila", 15, 19),
    ("grabe foreign selling ngayon, walang katapusan", 10, 15), ("ang nipis ng volume today, parang holiday na", 10, 15),
    ("sino pupunta sa Christmas party? need headcount by Wed", 9, 18), ("13th month na next week 🙏", 8, 20),
    ("simbang gabi starts Dec 16, sino sasama?", 12, 21), ("breadth negative pa rin kahit berde ang index, weird", 10, 15),
    ("yung index parang hinahatak lang ng ilang index names", 10, 15), ("lunch break na, balik ako 1pm", 12, 13),
    ("na-update ko na yung watchlist sheet sa drive", 8, 18), ("may town hall ba mamaya? 4pm daw", 9, 15),
    ("mabagal Bloomberg terminal ko, ako lang ba?", 8, 17), ("run-off mamaya, bantayan natin yung index names", 13, 15),
    ("wala pang MSCI news, tahimik", 8, 18), ("sabi ng sales, madaming redemptions sa UITFs this month", 9, 17),
    ("GCash down ba? di ako makabayad ng parking", 7, 20), ("ang daming block sales today", 11, 16),
    ("kakatawag lang ng broker, pushing yung bond offer nila ulit", 9, 16), ("grabe ang init sa BGC", 10, 16),
    ("pa-check naman ng BBG chat, di ko ma-open", 8, 17), ("sino naka-leave bukas? update niyo yung calendar", 9, 18),
    ("may pasalubong si Kat from Cebu, nasa pantry 🥭", 8, 16), ("ok na ba yung VPN? kanina nag-disconnect ako", 7, 21),
    ("ang haba ng pila sa elevator, 8:55 na", 8, 9), ("pahingi ng Excel template ng recon", 14, 18),
    ("nasa meeting ako until 2, ping niyo lang ako", 12, 14), ("so far quiet ang flows sa REITs", 10, 15),
    ("yung bid sa DDMPR, retail lang", 10, 15), ("Kat, pa-share naman ng deck mo last week", 9, 18),
    ("Christmas break plans? Tagaytay daw si Bea 😄", 12, 20), ("lods sino may Grab code? 😂", 17, 21),
    ("ang sarap ng bibingka sa baba, libre ni Migs daw", 15, 18), ("ayos yung bagong monitor, salamat IT", 8, 17),
    ("kumusta yung client call kanina?", 11, 18), ("may nag-iwan ng payong sa pantry, kanino to?", 9, 18),
    ("sana all naka-WFH today", 8, 18), ("pre, anong oras pala yung BSP presser?", 9, 13),
    ("ang ingay ng construction sa kabila 😩", 9, 17), ("coffee run, sino may order?", 9, 16),
    ("late ako 10 mins, MRT issue ulit", 8, 9), ("sino may access sa EDGE archive? need ko yung 2023 17-Cs", 9, 18),
    ("grabe yung spread sa mga second liners ngayon", 10, 15), ("pre-close na, tutok lang", 14, 15),
    ("salamat sa merienda Ma'am Bea 🙏", 15, 17), ("na-receive niyo ba yung memo sa year-end blackout?", 9, 18),
    ("nakauwi na ako, grabe ang ulan sa Ortigas", 18, 22), ("sino nanonood ng PBA finals mamaya?", 17, 21),
    ("gn mga pre, kita kits bukas", 20, 24), ("may nakakita ba ng US futures? medyo pula", 21, 24),
    ("anyone up pa? di ako makatulog, iniisip ko yung BSP 😂", 22, 24),
]
NAMES = {"Kat": "kat", "Bea": "bea", "Migs": "migs", "Jolo": "jolo", "Pao": "pao", "Rina": "rina",
         "Aldrin": "aldrin"}

ACKS = ["ok", "thx", "👍", "salamat po", "noted", "copy", "ayos", "🙏", "goods", "k", "tnx lods", "✅",
        "salamat", "noted po", "👌", "oks"]


def add_ack(d: Day):
    r = d.rng
    cands = [m for m in d.msgs if not m["removed"] and m["thread"] is None and m["kind"] != "noise"
             and not (m["hard"] and m["hard"]["event_type"] in ("trade_proposal", "trade_approval"))
             and d.t0 + 7 * 3600000 < m["t"] < d.t0 + 22 * 3600000]
    if not cands:
        return
    tgt = r.choice(cands)
    who = r.choice([h for h in HUMANS if h != tgt["who"]])
    d.N(d.after(tgt["t"], 5, 400), who, r.choice(ACKS), reply=tgt)


def add_noise_short(d: Day):
    r = d.rng
    k = r.random()
    if k < 0.30:
        t = d.rand_time(0, 24, curve=False)
        d.N(t, "hb", r.choice([
            f"♥ ks-bridge ok · rtt {r.randint(18, 90)}ms · seq {r.randint(80000, 99999)}",
            f"heartbeat md-feed ok · lag {r.randint(40, 900)}ms · {r.randint(200, 3000)} msgs/min",
            f"♥ oms-gw alive · q=0 · mem {r.randint(300, 900)}MB",
            f"♥ tala-triage alive · backlog {r.randint(0, 3)} · model ok"]))
    elif k < 0.50:
        t = d.rand_time(9, 15)
        t = max(t, d.T(9, 31))
        v = d.index_at(t)
        c = v - d.psei
        d.N(t, "md", f"PSEi {v:,.2f} {'▲' if c >= 0 else '▼'} {abs(c):.2f} ({c / d.psei * 100:+.2f}%) · "
                     f"val ₱{r.uniform(0.5, 6.5):.2f}B · adv {r.randint(50, 120)} / dec {r.randint(50, 120)} / "
                     f"unch {r.randint(30, 60)}")
    elif k < 0.68:
        add_ack(d)
    elif k < 0.80:
        s = r.choice(list(INSTR.keys())[:14])
        p = d.px[s]
        lvl = rt(p * r.uniform(0.97, 1.03))
        t = d.rand_time(9, 15)
        d.N(t, "alerts", f"🔔 {s} ₱{P(p)} crossed {'above' if p >= lvl else 'below'} alert ₱{P(lvl)} "
                         f"({r.uniform(-3, 3):+.1f}% d/d)")
    elif k < 0.90:
        t = d.rand_time(7, 18, curve=False)
        d.N(t, "risk", f"LIMIT|MNL-PSE|hb|{r.choice([17, 17, 18])}/{r.choice([17, 18])} ok · "
                       f"gross {r.uniform(60, 95):.0f}% util", idiom="pipe LIMIT heartbeat")
    else:
        t = d.rand_time(0, 24, curve=False)
        d.N(t, "cron", r.choice([
            f"cron px-snapshot ok ({r.randint(240, 290)} syms) {d.hhmm(t)}",
            f"cron corp-actions sync ok: {r.randint(0, 4)} new",
            f"cron triage-summary {d.hhmm(t)} · items={r.randint(3, 15)} routed=0 no_action=0 pending={r.randint(3, 15)}",
            f"cron edge-poll ok · last ref {d.edge_ref()} · 0 errors",
            "md-feed: websocket reconnected (code 1006), resubscribed 247 symbols",
            "ks-bridge: FIX heartbeat gap 31s, TestRequest sent, session ok"]))


def add_chatter(d: Day):
    r = d.rng
    t = d.rand_time(7, 23)
    prev = [m for m in d.msgs if m["kind"] == "chat" and m["thread"] is None and 0 < t - m["t"] < 1800000
            and not m["removed"] and len(m["content"]) < 200]
    free = [c for c in CHATTER if c[0] not in d.used_chat]
    if (prev and r.random() < 0.3) or not free:
        if not prev:
            prev = [m for m in d.msgs if m["kind"] == "chat" and m["thread"] is None and not m["removed"]]
        tgt = r.choice(prev)
        who = r.choice([h for h in HUMANS if h != tgt["who"]])
        d.C(d.after(tgt["t"], 10, 300), who, r.choice(
            ["haha oo nga", "true", "same", "ako rin", "sige sige", "grabe nga", "wait lang", "haha", "😂", "legit"]),
            reply=tgt)
        return
    txt, lo, hi = r.choice(free)
    d.used_chat.add(txt)
    banned = {v for k, v in NAMES.items() if k in txt}
    who = r.choice([h for h in HUMANS if h not in banned])
    d.C(d.rand_time(lo, hi), who, txt)


def _trace_author(txt: str) -> str:
    return {"ks-bridge": "bridge", "md-feed": "md", "oms-gw": "oms", "pnl-bot": "pnl"}[txt.split(" ", 1)[0]]


LONG_CAPS = {"edge": 5, "stack": 5, "digest": 7, "flows": 3, "movers": 3, "sectors": 3, "contrib": 3, "blocks": 3,
             "risk": 4, "ci": 5}


LONG_SLOTS = {
    "digest": [(h, 48) for h in range(9, 18)],
    "flows": [(10, 30), (11, 0), (14, 0)],
    "movers": [(10, 45), (11, 15), (14, 15)],
    "sectors": [(10, 5), (11, 35), (13, 35), (14, 40)],
    "contrib": [(10, 20), (11, 20), (13, 50), (14, 20)],
    "blocks": [(11, 40), (14, 35), (15, 20)],
    "risk": [(10, 30), (11, 30), (13, 30), (14, 30)],
}


def add_long(d: Day) -> bool:
    """One long bot post (noise). False when today's quota of each kind is used up."""
    r = d.rng
    used = d.__dict__.setdefault("long_used", {})
    kinds = [k for k, c in LONG_CAPS.items() if used.get(k, 0) < c]
    if not kinds:
        return False
    k = r.choice(kinds)
    used[k] = used.get(k, 0) + 1
    if k in LONG_SLOTS:
        t = d.slot(k, LONG_SLOTS[k])
        if t is None:
            used[k] = LONG_CAPS[k]
            return add_long(d)
    if k == "stack":
        t = d.rand_time(0, 24)
        txt = stack_trace(d, t)
        d.N(t, _trace_author(txt), txt)
    elif k == "risk":
        d.N(t, "risk", risk_eod_text(d, t).replace("EOD utilization", "intraday utilization"))
    elif k == "ci":
        t = d.rand_time(6, 23)
        d.N(t, "ci", ci_text(d, t, long=True))
    elif k == "edge":
        free = [(s_, h) for s_ in OTHER for h, _k in HEADLINES[s_] if (s_, h) not in d.used_heads]
        if not free:
            used[k] = LONG_CAPS[k]
            return add_long(d)
        s5, h5 = r.choice(free)
        d.used_heads.add((s5, h5))
        t = d.rand_time(8, 18)
        d.N(t, "md", "", embeds=[edge_embed(d, t, s5, h5, r.choice(["SEC Form 17-C", "Press Release"]), d.edge_ref())])
    else:
        d.N(t, "md", table_text(d, t, k))
    return True


def status_board(d: Day, t: int) -> str:
    r = d.rng
    live = d.t0 + 9 * 3600000 <= t <= d.t0 + 15 * 3600000
    rows = [("ks-bridge", f"ok · rtt {r.randint(18, 90)}ms · sess {'LIVE' if live else 'idle'} · seq {r.randint(80000, 99999)}"),
            ("md-feed", f"ok · lag {r.randint(40, 900)}ms · {r.randint(0, 3000) if live else 0} msgs/min"),
            ("oms-gw", f"ok · q=0 · mem {r.randint(300, 900)}MB"),
            ("risk-engine", f"ok · p99 {r.randint(4, 40)}ms · limits v{r.randint(100, 140)}"),
            ("pnl-bot", f"ok · last snap {r.randint(1, 59)}m ago"),
            ("tala-triage", f"ok · backlog {r.randint(0, 3)} · model healthy"),
            ("edge-poller", f"ok · last poll {r.randint(5, 59)}s ago · refs today {r.randint(20, 140)}"),
            ("recon", f"idle · last run {r.choice(['07:05', '15:35', 'yesterday 15:38'])}"),
            ("db", f"ok · repl lag {r.randint(0, 900)}ms · disk {r.randint(41, 77)}%")]
    return f"status {d.hhmm(t)} PHT\n" + "\n".join(f"• {k:<12} {v}" for k, v in rows)


def backbone(d: Day):
    r = d.rng
    # heartbeats through the whole day
    t = d.t0 + r.randint(60, 900) * 1000
    while t < d.t0 + 86_000_000:
        if r.random() < 0.75:
            d.N(t, "hb", status_board(d, t))
        else:
            d.N(t, "hb", f"♥ ks-bridge ok · rtt {r.randint(18, 90)}ms · seq {r.randint(80000, 99999)}")
        t += r.randint(60, 95) * 60000 + r.randint(0, 59999)
    # market data through the sessions
    for h, m in [(9, 30), (10, 0), (10, 30), (11, 0), (11, 30), (13, 0), (13, 30), (14, 0), (14, 30), (14, 50)]:
        tt = d.T(h, m + r.randint(0, 9))
        v = d.index_at(tt)
        c = v - d.psei
        sect = " ".join(f"{x} {r.uniform(-1.2, 1.2):+.2f}" for x in ["FIN", "IND", "HDG", "PRO", "SVC", "M-O"])
        d.N(tt, "md", f"PSEi {v:,.2f} {'▲' if c >= 0 else '▼'} {abs(c):.2f} ({c / d.psei * 100:+.2f}%) · "
                      f"All Shares {v * 0.58:,.2f} · val ₱{r.uniform(0.3, 6.5):.2f}B · adv {r.randint(50, 120)} / "
                      f"dec {r.randint(50, 120)} / unch {r.randint(30, 60)}\nsectors: {sect}")
    d.N(d.T(6, r.randint(20, 50)), "md", table_text(d, d.T(6, 30), "overnight"))
    tb = d.T(9, r.randint(10, 25))
    d.N(tb, "md", table_text(d, tb, "book"))
    for h in (12, 15):
        tt = d.T(h, r.randint(1, 9))
        d.N(tt, "md", table_text(d, tt, "flows"))
        tt = d.T(h, r.randint(10, 20))
        d.N(tt, "md", table_text(d, tt, "movers"))
    close = d.close
    d.N(d.T(15, r.randint(1, 5)), "md", f"PSEi close {close:,.2f} ({(close / d.psei - 1) * 100:+.2f}%) · val "
                                        f"₱{r.uniform(4, 8):.2f}B · net foreign {r.randint(-900, 400):+d}M")
    for hh in (10, 11, 12, 13, 14, 16):
        tt = d.T(hh, r.randint(30, 40))
        d.N(tt, "pnl", pnl_text(d, tt, eod=(hh == 16)))
    tp = d.T(7, r.randint(5, 25))
    d.N(tp, "cron", "cron position-snapshot ok (start of day)\n```\n" + "\n".join(
        f"{s:<6} {Q(d.pos[s]):>11}  mark {P(d.px[s]):>9}  mv ₱{d.pos[s] * d.px[s] / 1e6:6.1f}M" for s in HELD) +
        f"\nUSDPHP NDF  USD {Q(d.hedge)} ({r.randint(2, 4)} lines)\n```")
    for _ in range(r.randint(1, 2)):
        tt = d.rand_time(8, 16)
        txt = stack_trace(d, tt)
        d.N(tt, _trace_author(txt), txt)
    d.N(d.T(6, r.randint(0, 15)), "ci", ci_text(d, 0))
    d.N(d.T(r.choice([22, 23]), r.randint(0, 50)), "ci", ci_text(d, 0))
    tr = d.T(15, r.randint(30, 45))
    d.N(tr, "cron", f"cron eod-recon ✅ {d.hhmm(tr)} · fills={r.randint(8, 30)} orders={r.randint(5, 14)} "
                    f"breaks=0 · report → s3://mnl-pse-recon/{d.date.strftime('%Y-%m-%d')}.csv\n```\n"
                    f"trades matched vs KSec contract notes: OK\n"
                    f"cash (T+2) vs custodian: OK\n"
                    f"corp actions pending: {r.randint(0, 3)}\n"
                    f"odd-lot residuals: {r.randint(0, 2)}\n```")
    ti = d.T(16, r.randint(0, 20))
    d.N(ti, "risk", risk_eod_text(d, ti))
    d.N(d.T(22, r.randint(30, 40)), "md", f"US open: DJIA {pct(r.uniform(-0.8, 0.8))}, S&P {pct(r.uniform(-0.8, 0.8))}, "
                                          f"UST 10y {r.uniform(3.9, 4.4):.2f}% · TEL ADR {pct(r.uniform(-2, 2))}")
    d.C(d.T(14, r.randint(44, 49)), r.choice(["migs", "jolo"]), r.choice(
        ["pre-close na, bantay sa run-off 👀", "run-off na, wag muna mag-lunch break haha", "closing auction, tutok"]))
    d.C(d.T(8, r.randint(50, 58)), r.choice(HUMANS), r.choice(["gm mga pre ☀️", "good morning team", "gm gm"]))
    d.C(d.T(r.choice([19, 20]), r.randint(0, 59)), "kat", "reading list for tonight: BSP inflation report, "
                                                        "ICTSI investor deck, REIT sector note from COL. Kita kits bukas.")



# --------------------------------------------------------------------------- day assembly

def build_day(d: Day):
    r = d.rng
    ctx = {"breach": r.random() < 0.55, "fx_limit": r.random() < 0.3}
    main = r.choice(["ALI", "ICT", "BDO", "TEL"])
    trim = r.choice([s for s in ["BDO", "TEL", "ICT", "ALI"] if s != main])
    short = r.choice(["JFC", "URC", "MER", "SM"])
    rej = r.choice([s for s in ["SM", "AC", "GLO", "JFC"] if s != short])
    reit = r.choice(["AREIT", "RCR", "MREIT"])
    ctx["traded"] = {main, trim, short, rej, reit}
    brief_sym = r.choice(["ALI", "BDO", "ICT", "TEL"])

    d.setup_book(main, ctx["breach"])
    st_main_trade(d, main, ctx)
    d.finish_book()
    if ctx["fx_limit"]:
        d.fx_limit = d.fx_limit_old + 1_000_000
    txt, facts = morning_brief(d, brief_sym)
    bm = d.H(d.T(7, r.randint(35, 55)), "kat", txt, "thesis_update", facts, "buried",
             idiom="thesis buried in morning notes")
    d.pin(bm, d.after(bm["t"], 120, 900), "bea")
    st_risk(d, ctx)
    st_trim(d, main, trim, ctx)
    st_shorthand(d, short, ctx)
    st_fx(d, ctx)
    watch_c = [s for s in WATCH if s not in (short, rej, reit)]
    news = st_news(d, list(HELD), watch_c, ctx)
    st_routing(d, news, ctx)
    up_sym = r.choice(watch_c) if r.random() < 0.8 else None
    down_sym = r.choice([s for s in ["ALI", "TEL", "BDO", "ICT"] if s not in (main, brief_sym)]) \
        if r.random() < 0.6 else None
    st_thesis(d, up_sym, down_sym, ctx)
    st_stops(d, ctx, exclude={main})
    st_removals(d, ctx)
    target = r.randint(34, 44)
    opts = [(5, lambda: st_reit(d, reit, ctx)), (2, lambda: st_rejected(d, rej, ctx))]
    r.shuffle(opts)
    for cost, fn in opts:
        if d.n_hard() < target and d.n_hard() + cost <= 44:
            fn()
    near_misses(d, ctx, r.randint(9, 13))
    backbone(d)
    for _ in range(r.randint(7, 10)):
        colour_msg(d)
    evening_wrap(d)
    desk_reports(d)
    for tp in r.sample(range(6), r.randint(3, 4)):
        discussion_thread(d, tp)
    # a busy day: noise (mostly long bot posts) up to a share, then people up to the message target
    n_target = r.randint(242, 292)
    b_target = r.randint(80_000, 98_000)
    noise_goal = int(n_target * r.uniform(0.32, 0.37))
    guard = 0
    while d.n_noise() < noise_goal and len(d.msgs) < n_target and guard < 1000:
        guard += 1
        if not (d.size() < b_target - 10_000 and r.random() < 0.9 and add_long(d)):
            add_noise_short(d)
    extra_near = r.randint(1, 3)
    while len(d.msgs) < n_target and guard < 3000:
        guard += 1
        slots = n_target - len(d.msgs)
        per = (b_target - d.size()) / slots
        if extra_near and r.random() < 0.05:
            extra_near -= 1
            near_misses(d, ctx, 1)
        elif not (per > 100 and r.random() < min(0.97, per / 500) and colour_msg(d)):
            add_chatter(d)
    while d.size() < 75_000 and len(d.msgs) < 316 and guard < 4000:
        guard += 1
        add_long(d) or colour_msg(d, repeat=True)
    while d.n_noise() / len(d.msgs) > 0.39 and len(d.msgs) < 318:
        add_chatter(d)
    while d.n_noise() / len(d.msgs) < 0.26 and len(d.msgs) < 318:
        add_noise_short(d)


# one idiom row per entry (first alternative present wins); the rest fill up to 20
IDIOM_PRIORITY = [
    ["k-suffixed shorthand proposal"], ["proposal buried in numbered game plan"], ["Taglish approval reply"],
    ["Taglish rejection reply", "emoji short approval"], ["Filipino field-name order ack embed"],
    ["Filipino field-name partial fill embed"], ["OMS JSON fill line"], ["Taglish fill with corrected avg"],
    ["stop moved twice by editing"], ["pipe LIMIT change line"], ["company-name-only disclosure headline"],
    ["triage agent no-route line", "lead no-route reply"], ["thesis buried in morning notes"],
    ["pipe LIMIT heartbeat"], ["paper trade tag"], ["other desk fill misrouted to channel", "other desk trade relayed"],
    ["hypothetical paano kung"], ["past-tense history fill"], ["UAT ack line"], ["quoted unrelated news"],
]


def _norm_end(end) -> datetime:
    if end is None:
        return DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    return end.astimezone(UTC)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default 2026-12-08 00:00 PHT, i.e. the day is Mon 7 Dec 2026 Manila);
    channels: how many channels of this desk (each its own busy flow); days: consecutive days.
    """
    events, labels, _stats = _generate(seed, end, channels, days)
    return {"events": events, "labels": labels}


def _generate(seed: int, end, channels: int, days: int):
    end = _norm_end(end)
    channels, days = max(1, int(channels)), max(1, int(days))
    allev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    stats = []
    idioms_all = []
    for ci in range(channels):
        ch = channel_id(ci)
        for di in range(days):
            day_end = end - timedelta(days=(days - 1 - di))
            d = Day(seed, ci, di, ch, day_end - timedelta(days=1))
            build_day(d)
            evs, lab, st = d.finalize()
            for (t, o, ev) in evs:
                allev.append((t, ci, o, ev))
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[k].extend(lab[k])
            idioms_all.append(lab["idioms"])
            stats.append(st)
    first = {}
    for group in idioms_all:
        for row in group:
            first.setdefault(row["idiom"], row)
    for alts in IDIOM_PRIORITY:
        if len(labels["idioms"]) >= 20:
            break
        for name in alts:
            if name in first:
                labels["idioms"].append(first.pop(name))
                break
    for name in sorted(first):
        if len(labels["idioms"]) >= 20:
            break
        labels["idioms"].append(first[name])
    allev.sort(key=lambda x: (x[0], x[1], x[2]))
    return [e[3] for e in allev], labels, stats


# --------------------------------------------------------------------------- self-check

def _sf_ms(i: str) -> int:
    return (int(i) >> 22) + EPOCH_MS


def _parse_ts(s: str) -> int:
    return int(datetime.fromisoformat(s.replace("Z", "+00:00")).timestamp() * 1000)


def check(events: list, labels: dict, stats: list | None = None) -> list:
    """Return a list of problems (empty = ok)."""
    probs = []
    final, removed, creates = {}, set(), []
    last_t = 0
    for n, ev in enumerate(events):
        op = ev["op"]
        t = None
        if op == "create":
            m = ev["message"]
            t = _parse_ts(m["created_at"])
            if _sf_ms(m["id"]) != t:
                probs.append(f"id/created_at mismatch {m['id']}")
            final[m["id"]] = {"content": m["content"], "embeds": "\n".join(embed_text(e) for e in m.get("embeds", []))}
            creates.append((t, int(m["id"])))
            if m.get("reference_id") and m["reference_id"] not in final:
                probs.append(f"reply to unknown/later message {m['id']}")
        else:
            for k in ("edited_at", "deleted_at", "at"):
                if k in ev:
                    t = _parse_ts(ev[k])
            ids = ev.get("message_ids") or [ev["message_id"]]
            for i in ids:
                if i not in final:
                    probs.append(f"{op} before create {i}")
            if op == "edit":
                final[ev["message_id"]]["content"] = ev["content"]
            if op in ("delete", "bulk_delete", "forget"):
                removed.update(ids)
        if t < last_t:
            probs.append(f"event {n} out of time order")
        last_t = t
    ids_sorted = [i for _, i in sorted(creates)]
    if ids_sorted != sorted(ids_sorted):
        probs.append("message ids not ordered with time")
    if len(set(ids_sorted)) != len(ids_sorted):
        probs.append("duplicate message ids")
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in final:
            probs.append(f"label id missing {mid}")
            continue
        txt = final[mid]["content"] + "\n" + final[mid]["embeds"]
        if not 2 <= len(h["facts"]) <= 5:
            probs.append(f"fact count {mid}")
        for f in h["facts"]:
            if f not in txt:
                probs.append(f"fact {f!r} not in {mid}")
        st = h["final_state"]
        if (st in ("deleted", "forgotten")) != (mid in removed):
            probs.append(f"final_state mismatch {mid}")
    for _ch, mid, old in labels["superseded_facts"]:
        if mid not in final or old in final[mid]["content"]:
            probs.append(f"superseded fact still current {mid} {old}")
    live = "\n".join(v["content"] + v["embeds"] for k, v in final.items() if k not in removed)
    for s in labels["removed_texts"]:
        if s in live:
            probs.append(f"removed text visible in a live message: {s!r}")
    for k in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[k]:
            if mid not in final:
                probs.append(f"{k} id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        probs.append("overlap between hard and noise/near-miss ids")
    if not 10 <= len(labels["idioms"]) <= 20:
        probs.append(f"idioms count {len(labels['idioms'])}")
    for row in labels["idioms"]:
        if row["message_id"] not in final:
            probs.append(f"idiom id missing {row['message_id']}")
    for st in stats or []:
        if not 180 <= st["messages"] <= 320:
            probs.append(f"messages out of range {st}")
        if not 70_000 <= st["bytes"] <= 120_000:
            probs.append(f"bytes out of range {st}")
        if not 0.25 <= st["noise"] / st["messages"] <= 0.40:
            probs.append(f"noise share out of range {st}")
        if not 25 <= st["hard"] <= 45:
            probs.append(f"hard count out of range {st}")
    return probs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    evs, labs, stats = _generate(a.seed, a.end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in evs:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(labs, f, ensure_ascii=False, indent=1)
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    with open(a.labels, encoding="utf-8") as f:
        labels = json.load(f)
    probs = check(events, labels, stats)
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    for st in stats:
        print(f"channel {st['channel_id']} day {st['day']}: messages={st['messages']} "
              f"content={st['bytes'] / 1000:.1f}KB hard={st['hard']} noise={st['noise']} "
              f"({st['noise'] / st['messages']:.0%}) near_miss={st['near']}")
    print("hard events by type:", json.dumps(dict(sorted(by_type.items()))))
    print(f"events={len(events)} superseded={len(labels['superseded_facts'])} "
          f"removed={len(labels['removed_texts'])} idioms={len(labels['idioms'])}")
    if probs:
        print(f"{len(probs)} PROBLEMS:", file=sys.stderr)
        for p in probs[:50]:
            print("  " + p, file=sys.stderr)
        return 1
    print("check: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
