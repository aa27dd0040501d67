#!/usr/bin/env python3
"""Desk generator: distressed_credit_agents.

A distressed-debt / special-situations credit desk run mostly by LLM agents
(research, PM, execution, compliance/risk) with two human supervisors.
Produces a capture (JSON Lines dicts) plus ground-truth labels.

Standard library only. Pure function of the arguments.

    python -m tests.desks.distressed_credit_agents --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "distressed_credit_agents"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 3, 13, 0, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86_400_000


# --------------------------------------------------------------------------- ids

def _sf(unix_ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _stable_sf(tag: str) -> str:
    h = int(hashlib.sha256(tag.encode()).hexdigest(), 16)
    base = _ms(datetime(2019, 6, 1, tzinfo=timezone.utc))
    span = _ms(datetime(2024, 6, 1, tzinfo=timezone.utc)) - base
    return str(_sf(base + h % span, (h >> 64) % 32, (h >> 80) % 4096))


GUILD_ID = str(_sf(_ms(datetime(2023, 2, 17, 14, 3, 51, 208000, tzinfo=timezone.utc)), 1, 4))


def _channel_id(index: int) -> str:
    base = _ms(datetime(2023, 2, 17, 14, 9, 12, 774000, tzinfo=timezone.utc))
    return str(_sf(base + index * 61_103, 1, 17 + index))


# --------------------------------------------------------------------------- people

AUTHORS = {
    # key: (display name, bot?)
    "dana": ("Dana Okafor", False),       # desk lead / PM supervisor
    "raj": ("Raj Mehta", False),          # risk & compliance supervisor
    "sextant": ("Sextant · research", True),
    "keel": ("Keel · PM", True),
    "tiller": ("Tiller · execution", True),
    "bulwark": ("Bulwark · risk", True),
    "bridge": ("TradeBridge", True),
    "cbot": ("compliance-bot", True),
    "wire": ("Newswire", True),
    "cron": ("cron", True),
    "vendor": ("vendor-sync", True),
    "hb": ("agent-supervisor", True),
    "ci": ("ci", True),
    "marks": ("marks", True),
    "alerts": ("px-alerts", True),
    "gw": ("gateway", True),
    "staging": ("tiller-staging", True),
    "priya": ("Priya S (IG flow)", False),
    "marco": ("Marco (EM desk)", False),
    "tom": ("Tom Reilly (ops)", False),
}
AUTHOR_IDS = {k: _stable_sf("dca-author-" + k) for k in AUTHORS}


# --------------------------------------------------------------------------- universe

def _cusip_check(c8: str) -> str:
    s = 0
    for i, ch in enumerate(c8):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if i % 2 == 1:
            v *= 2
        s += v // 10 + v % 10
    return str((10 - s % 10) % 10)


def _isin(cusip: str) -> str:
    body = "US" + cusip
    digits = "".join(str(int(c)) if c.isdigit() else str(ord(c) - 55) for c in body)
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return body + str((10 - total % 10) % 10)


class Inst:
    def __init__(self, key, issuer, kind, cpn=None, yr=None, mat=None, c6=None, tkr=None,
                 spread=None, lien=None, sector="", confuser=""):
        self.key, self.issuer, self.kind = key, issuer, kind
        self.cpn, self.yr, self.mat, self.spread, self.lien = cpn, yr, mat, spread, lien
        self.tkr = tkr or key
        self.sector = sector
        self.confuser = confuser
        self.cusip = self.isin = None
        if c6:
            c8 = c6 + ("AB" if kind == "bond" else "AC")
            self.cusip = c8 + _cusip_check(c8)
            self.isin = _isin(self.cusip)

    @property
    def long(self):
        if self.kind == "bond":
            return f"{self.issuer} {self.cpn}% {self.yr}s"
        if self.kind == "loan":
            return f"{self.issuer} {'2L TL' if self.lien == '2L' else 'TLB'}"
        if self.kind == "cds":
            return f"{self.issuer} 5y CDS"
        return f"{self.issuer} post-reorg equity"

    @property
    def short(self):
        if self.kind == "bond":
            return f"{self.key} {self.yr % 100}s"
        if self.kind == "loan":
            return f"{self.key} {'2L' if self.lien == '2L' else 'TLB'}"
        if self.kind == "cds":
            return f"{self.key} 5y"
        return self.tkr

    @property
    def desc(self):
        if self.kind == "bond":
            return f"{self.tkr} {self.cpn} {self.mat}"
        if self.kind == "loan":
            return f"{self.issuer} {'2L TL' if self.lien == '2L' else 'TL B'} {self.spread} {self.mat}"
        if self.kind == "cds":
            return f"{self.issuer} SNRFOR 5Y MR14"
        return f"{self.tkr} US Equity"

    @property
    def code(self):
        return self.short.replace(" ", "_")


HELD_BONDS = [
    Inst("HLTH", "Halvorsen Health", "bond", "7.25", 2029, "03/15/29", "40621H", "HALHLT",
         sector="hospital operator", confuser="Halvorsen Energy"),
    Inst("MAPL", "Maplestone Paper", "bond", "8.5", 2028, "06/01/28", "56484P", "MAPLPR",
         sector="containerboard", confuser="Maplestone Capital"),
    Inst("TWAP", "Tidewater Auto Parts", "bond", "9.75", 2030, "11/15/30", "88631T", "TIDAUT",
         sector="aftermarket auto parts", confuser="Tidewater Marine Services"),
    Inst("ORFR", "Orion Freight", "bond", "6.875", 2027, "09/01/27", "68628F", "ORIFRT",
         sector="LTL trucking", confuser="Orion Freightways Europe"),
    Inst("CSLV", "Cascade Senior Living", "bond", "11", 2029, "02/01/29", "14739C", "CASSEN",
         sector="senior housing", confuser="Cascade Living Trust"),
    Inst("ASHC", "Ashgrove Chemicals", "bond", "10", 2031, "04/15/31", "04410G", "ASHCHM",
         sector="specialty chemicals", lien="1L", confuser="Ashgrove Minerals"),
]
HELD_LOANS = [
    Inst("BRWR", "Brightwater Retail", "loan", yr=2028, mat="08/2028", c6="10923R", spread="S+475",
         sector="specialty retail", confuser="Brightwater Foods"),
    Inst("PBAY", "Pelican Bay Resorts", "loan", yr=2029, mat="05/2029", c6="70566B", spread="S+550",
         sector="leisure", confuser="Pelican Bay Holdings Trust"),
    Inst("NFMD", "Northfork Media", "loan", yr=2027, mat="12/2027", c6="66338M", spread="S+625",
         lien="2L", sector="local TV", confuser="Northfork Minerals"),
]
HELD_CDS = [
    Inst("CRVD", "Corvid Telecom", "cds", sector="rural fibre/telecom", confuser="Corvid Capital"),
    Inst("VLNT", "Velliant Pharma", "cds", sector="generic pharma", confuser="Velliant Labs"),
]
HELD_EQ = [
    Inst("KSTN", "Keystone Cinemas", "equity", tkr="KSTN", sector="theatres", confuser="Keystone Cinema Partners"),
    Inst("RDGL", "Ridgeline Energy", "equity", tkr="RDGL", sector="E&P", confuser="Ridgeline Midstream"),
]
WATCH_POOL = [
    Inst("RWAY", "Ridgeway Foods", "bond", "7.5", 2029, "10/01/29", "76588R", "RIDFOO", sector="packaged food"),
    Inst("SBPT", "Sable Point Energy", "bond", "9.25", 2028, "07/15/28", "78574S", "SABPNT", sector="offshore drilling"),
    Inst("GRHL", "Granite Hill Homes", "bond", "8", 2030, "01/15/30", "38741G", "GRNHIL", sector="homebuilding"),
    Inst("LUMA", "Luma Solar", "loan", yr=2028, mat="03/2028", c6="55023L", spread="S+600", sector="resi solar"),
    Inst("BRMB", "Bramble Outdoor", "bond", "6.25", 2029, "05/15/29", "10510B", "BRMOUT", sector="outdoor gear"),
    Inst("QLSW", "Quarry Lane Software", "loan", yr=2029, mat="11/2029", c6="74780Q", spread="S+500", sector="vertical SaaS"),
    Inst("EMBR", "Emberly Brands", "bond", "5.875", 2028, "12/01/28", "29088E", "EMBBRD", sector="consumer brands"),
    Inst("WMHS", "Westmark Hospitals", "bond", "10.5", 2030, "08/01/30", "96018W", "WSTMRK", sector="hospitals"),
]
OTHER_NAMES = [
    "Fenwick Logistics", "Harbor Crest Bank", "Solano Mining", "Tamarack Airlines", "Driftwood Gaming",
    "Copperleaf Restaurants", "Mesa Verde Utilities", "Stonebridge Office REIT", "Juniper Ridge Lumber",
    "Alder Creek Pharma", "Blue Heron Shipping", "Lakeshore Steel", "Kestrel Home Health",
    "Pinecrest Telecom", "Silverline Cruises", "Thornbury Packaging",
]
DEALERS = ["JEF", "GS", "MS", "CITI", "BARC", "DB", "WFS", "BofA", "MIZ", "CS-UBS"]
SOURCES = ["BBG", "Reuters", "Octus", "9fin", "Debtwire", "WSJ", "CreditSights"]


class Book:
    def __init__(self, rng: random.Random):
        bonds = rng.sample(HELD_BONDS, 4)
        self.bonds = bonds
        self.loans = rng.sample(HELD_LOANS, 2)
        self.cds = rng.sample(HELD_CDS, 1)
        self.eq = rng.sample(HELD_EQ, 1)
        self.held = self.bonds + self.loans + self.cds + self.eq
        self.watch = rng.sample(WATCH_POOL, 5)
        held_keys = {i.key for i in self.held}
        watch_keys = {i.key for i in self.watch}
        others = [i.issuer for i in HELD_BONDS + HELD_LOANS + HELD_CDS + HELD_EQ + WATCH_POOL
                  if i.key not in held_keys and i.key not in watch_keys]
        self.others = OTHER_NAMES + others
        self.px = {}
        self.pos = {}
        for i in self.held + self.watch:
            if i.kind == "bond":
                self.px[i.key] = rng.uniform(36, 82)
            elif i.kind == "loan":
                self.px[i.key] = rng.uniform(78, 96)
            elif i.kind == "cds":
                self.px[i.key] = rng.uniform(560, 1400)
            else:
                self.px[i.key] = rng.uniform(6, 34)
        self._rng = rng
        for i in self.held:
            if i.kind == "cds":
                self.pos[i.key] = rng.choice([10, 15, 20])
            elif i.kind == "equity":
                self.pos[i.key] = rng.choice([180_000, 250_000, 420_000])
            else:
                self.pos[i.key] = rng.choice([3, 4, 5, 6, 8, 10, 12])


    def promote(self, inst, size):
        """A watchlist name the desk has bought becomes a holding (persists for later days)."""
        if inst in self.watch:
            self.watch.remove(inst)
            self.bonds.append(inst)
            self.held.append(inst)
            self.pos[inst.key] = size
            spare = [w for w in WATCH_POOL if w not in self.watch and w not in self.held]
            if spare:
                w = spare[0]
                self.watch.append(w)
                if w.key not in self.px:
                    self.px[w.key] = 40 + (sum(map(ord, w.key)) % 40) if w.kind == "bond" else 85.0
                if w.issuer in self.others:
                    self.others.remove(w.issuer)
            if inst.issuer in self.others:
                self.others.remove(inst.issuer)


# --------------------------------------------------------------------------- messages

class M:
    def __init__(self, t, who, content, embeds, ref, chan, parent):
        self.t, self.who, self.content, self.embeds = t, who, content, embeds
        self.ref, self.chan, self.parent = ref, chan, parent
        self.id = None
        self.kind = None        # hard | noise | near | None
        self.etype = None
        self.facts = None
        self.phrasing = None
        self.edits = []         # (t, content, superseded)
        self.deleted = None     # t
        self.bulk = None        # group key
        self.forgotten = None   # (t, by)
        self.pins = []          # (t, by, op)
        self.reactions = []     # (t, emoji, user, op)
        self.pinned = False

    def final_text(self):
        c = self.edits[-1][1] if self.edits else self.content
        parts = [c]
        for e in self.embeds or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)

    @property
    def final_state(self):
        if self.forgotten:
            return "forgotten"
        if self.deleted:
            return "deleted"
        if self.edits:
            return "edited"
        return "live"


HOUR_W = [1.2, 1, 0.8, 0.7, 0.7, 0.8, 1, 1.2, 1.4, 1.6, 2.5, 4.5, 7.5, 10, 12, 12, 11,
          10.5, 10, 9.5, 8, 5, 3, 2]


def _et_offset_hours(ms: int) -> int:
    """US Eastern offset from UTC (DST: 2nd Sunday of March 07:00Z to 1st Sunday of November 06:00Z)."""
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    y = dt.year
    mar1 = datetime(y, 3, 1, tzinfo=timezone.utc)
    second_sun = 1 + (6 - mar1.weekday()) % 7 + 7
    nov1 = datetime(y, 11, 1, tzinfo=timezone.utc)
    first_sun = 1 + (6 - nov1.weekday()) % 7
    start = datetime(y, 3, second_sun, 7, tzinfo=timezone.utc)
    end = datetime(y, 11, first_sun, 6, tzinfo=timezone.utc)
    return -4 if start <= dt < end else -5


def _px(v, nd=2):
    return f"{v:.{nd}f}"


def _bond_px(v):
    # distressed bonds quoted to an eighth
    q = round(v * 8) / 8
    s = f"{q:.3f}"
    if s.endswith("0"):
        s = s[:-1]
    return s


def _mm(n):
    return f"{n}mm" if float(n) != int(n) else f"{int(n)}mm"


def _face(n):
    return f"{int(round(n * 1_000_000)):,}"


class Gen:
    """Whole-run state (idioms are collected across all flows, first example wins)."""

    def __init__(self):
        self.idioms = {}

    def idiom(self, m, name, expected):
        if name not in self.idioms:
            self.idioms[name] = (m, expected)

    def pick_idioms(self, limit=20):
        """One row per event type first, then up to 7 near-miss idioms, then the rest in order."""
        items = [(n, m, e) for n, (m, e) in self.idioms.items()
                 if m.kind in ("hard", "near") and not (m.deleted or m.forgotten)]
        chosen, seen_types = [], set()
        for n, m, e in items:
            if e != "not_hard" and e not in seen_types:
                chosen.append((n, m, e))
                seen_types.add(e)
        near = [x for x in items if x[2] == "not_hard"][:7]
        chosen += near
        for x in items:
            if len(chosen) >= limit:
                break
            if x not in chosen:
                chosen.append(x)
        return chosen[:limit]


class Flow:
    def __init__(self, gen, rng, ch_index, day_index, t0, book, order_base):
        self.gen, self.rng, self.ch, self.day = gen, rng, ch_index, day_index
        self.t0 = t0
        self.book = book
        self.main = _channel_id(ch_index)
        self.thread = None
        self.msgs = []
        self.oid_n = order_base
        self.rfq_n = 4_400_000 + rng.randint(0, 500_000)
        self.news_n = rng.randint(1000, 8000)
        self.date = datetime.fromtimestamp(t0 / 1000, tz=timezone.utc)
        self.watch_free = list(book.watch)
        self.ccc_breach = None

    # ---- helpers
    def clamp(self, t):
        return max(self.t0 + 1000, min(self.t0 + DAY_MS - 2000, int(t)))

    def when(self, lo=0.0, hi=24.0):
        r = self.rng
        hours = [h for h in range(24) if lo <= h < hi] or [int(lo)]
        h = r.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        frac = r.random()
        start = max(lo, h)
        end = min(hi, h + 1)
        v = start + (end - start) * frac
        return self.clamp(self.t0 + v * 3_600_000)

    def after(self, t, lo_min, hi_min):
        return self.clamp(t + self.rng.uniform(lo_min, hi_min) * 60_000)

    def oid(self):
        self.oid_n += self.rng.randint(3, 40)
        return f"DCA-{self.oid_n}"

    def rfq(self):
        self.rfq_n += self.rng.randint(100, 9000)
        return str(self.rfq_n)

    def nid(self):
        self.news_n += self.rng.randint(1, 30)
        return f"NW-{self.news_n}"

    def post(self, t, who, content="", embeds=None, ref=None, thread=False):
        chan = self.thread if thread else self.main
        parent = self.main if thread else None
        m = M(self.clamp(t), who, content, embeds, ref, chan, parent)
        m.ch = self.ch
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.kind, m.etype, m.facts, m.phrasing = "hard", etype, facts, phrasing
        if idiom:
            self.gen.idiom(m, idiom, etype)
        return m

    def noise(self, m):
        m.kind = "noise"
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom:
            self.gen.idiom(m, idiom, "not_hard")
        return m

    def react(self, m, t, emoji, who, op="reaction_add"):
        m.reactions.append((self.clamp(t), emoji, who, op))

    def pin(self, m, t, who="dana"):
        m.pins.append((self.clamp(t), who, "pin"))
        m.pinned = True

    def px(self, inst, drift=0.0):
        v = self.book.px[inst.key] * (1 + drift)
        if inst.kind == "bond":
            return _bond_px(v)
        if inst.kind == "loan":
            return _bond_px(v)
        if inst.kind == "cds":
            return f"{int(round(v / 5) * 5)}bp"
        return f"${v:.2f}"

    def dstr(self):
        return self.date.strftime("%a %d %b %Y")


# --------------------------------------------------------------------------- text banks

SITUATION = [
    "{I} ({sector}) printed a weak quarter last week: EBITDA of ${e}mm vs ${e2}mm a year ago and liquidity "
    "down to ${liq}mm including an undrawn ${rcf}mm revolver that springs a {fccr}x FCCR test once usage tops 35%. "
    "Management's call was defensive; the CFO twice declined to rule out a liability-management transaction and "
    "the company has hired advisers (counsel plus a bank) according to two buy-side contacts. The bonds moved "
    "{mv} points on the day and have not recovered.",
    "The {I} capital structure is now trading as a restructuring: the 1L is bid around {l1}, the unsecured "
    "{cpn_txt} is {px_txt}, and equity is an option. The ad hoc group (we are not in it) is reportedly organised "
    "with roughly {grp}% of the 1L. A cooperation agreement was circulated on the lender site on Tuesday; "
    "signing it would restrict us from trading, which is part of why this memo exists now.",
    "Since our last note, {I} has drawn the revolver in full (${rcf}mm), which is the usual tell that an "
    "in-court process or a drop-down is being prepared. Trade creditors have tightened terms from net-60 to "
    "net-30 for the top ten suppliers, and the 13-week cash flow we reconstructed from the lender presentation "
    "shows a trough of ${trough}mm in week {wk}. That is below the minimum liquidity covenant of ${minliq}mm.",
    "{I} is a {sector} business with a decent core and a bad balance sheet: {lev}x gross leverage on "
    "${e}mm of run-rate EBITDA, ${debt}mm of funded debt and a {yr2} maturity wall. The sponsor has been "
    "quiet since the failed refinancing in the autumn. The sector backdrop has stopped getting worse, which is "
    "the first time we can say that in four quarters.",
]
CAPSTRUCT = [
    "| Tranche | Amount ($mm) | Px | Lev thru |\n|---|---|---|---|\n| RCF (undrawn {rcfu}) | {rcf} | par | 0.4x |\n"
    "| 1L TLB {spread} | {tl} | {l1} | {lev1}x |\n| 1L notes | {n1} | {n1px} | {lev2}x |\n| {cpn_txt} unsecured | {un} | {px_txt} | {lev}x |\n"
    "| Equity (mkt cap) | {mcap} | — | — |",
    "- RCF ${rcf}mm, {rcfu} undrawn, springing FCCR\n- 1L term loan ${tl}mm, {spread}, quoted {l1}\n"
    "- 1L secured notes ${n1}mm, quoted {n1px}\n- Unsecured notes ${un}mm ({cpn_txt}), quoted {px_txt}\n"
    "- Total debt ${debt}mm; net leverage {lev}x; interest cover {cov}x",
]
RECOVERY = [
    "Our base case values the business at {mult}x a normalised ${e}mm, i.e. an enterprise value of "
    "${ev}mm. After ${admin}mm of admin and priority claims, the 1L recovers in full and the unsecured class "
    "sees roughly {rec}% through a plan distribution that is mostly new equity. Downside ({mult_d}x) gives "
    "{rec_d}%; upside with the asset sale closing gives {rec_u}%. The distribution is skewed to the upside "
    "because the sale process has two strategic bidders, not one.",
    "Waterfall at three multiples: at {mult_d}x EV is ${ev_d}mm and the unsecureds get {rec_d}; at {mult}x "
    "${ev}mm and {rec}; at {mult_u}x ${ev_u}mm and {rec_u}. We haircut the NOL value to zero and assume a "
    "${dip}mm DIP that primes everything. The recovery is more sensitive to the DIP size than to the multiple, "
    "which is why the DIP negotiation matters more to us than the business plan.",
    "On a liquidation basis the unsecureds are in the teens; on a going-concern basis they are worth "
    "{rec}–{rec_u}. The gap is the whole trade. We think liquidation is unlikely because the {sector} assets "
    "are worth more running, the 1L group has said publicly it wants to own the business, and the union "
    "contracts make a wind-down expensive for everybody.",
]
RISKS = [
    "- Priming: a non-pro-rata uptier or drop-down that subordinates the unsecureds (docs are loose; J.Crew "
    "blocker is absent).\n- Timing: a longer case burns ${burn}mm a month in professional fees.\n"
    "- Liquidity: the issue trades by appointment, ${liqd}mm on a good day.",
    "- Valuation: a {mult_d}x outcome leaves the bonds worth less than today's price.\n- Process: if the "
    "ad hoc group signs an RSA without us, the plan could carve out a rights offering we cannot join.\n"
    "- Restriction: we may get wall-crossed if we join the group, freezing the position for weeks.",
    "- Litigation: avoidance claims against the sponsor are the unsecureds' best asset and also the "
    "slowest to monetise.\n- Macro: {sector} demand is rate-sensitive; another leg down in volumes cuts EBITDA "
    "by ${cut}mm.\n- Tax: the plan may not preserve the NOLs.",
]
CHANGE_MIND = [
    "We would revisit if the DIP comes in above ${dip_hi}mm, if the sale process loses its second bidder, or if "
    "the ad hoc group publicly aligns with the sponsor. Any of these cuts the recovery by at least ten points.",
    "Evidence that would change the view: a second quarter of negative free cash flow, a covenant amendment "
    "that allows more secured debt, or trade creditors moving to cash-in-advance.",
    "If the company pays the coupon out of the revolver instead of cash on hand, that tells us the drop-down "
    "is imminent and we would rather be out of the unsecureds than in them.",
]
SOURCES_BLOCK = [
    "- Lender presentation (public side), {d1}\n- Q4 10-K and earnings call transcript\n- Octus/9fin docket "
    "summaries\n- Our waterfall model v{v} (sheet `recovery`)",
    "- Company 8-K, {d1}\n- Indenture (2021) §4.09, §4.10, §5.01\n- Sell-side recovery notes (3)\n"
    "- Sextant research file #{v}",
]
DOCS = [
    "The indenture is loose in the places that matter. The unrestricted-subsidiary basket is the greater of "
    "${bask}mm and {pct}% of total assets, there is no J.Crew or Chewy blocker, and the 'sacred rights' list "
    "does not include lien subordination, so a majority of the 1L can prime the rest of the 1L without "
    "unanimous consent. Section 4.09 allows ${ratio_debt}mm of additional secured debt under the general basket "
    "plus a ratio basket that is open as long as secured leverage stays under {lev1}x, which it is today. "
    "The open-market-purchase language in 2.01(b) is the usual Serta-style gap.",
    "Covenant headroom is thinner than the company says. On our numbers the springing FCCR is {fccr}x against "
    "a test level of 1.0x once the revolver is more than 35% drawn, and the add-backs in the compliance "
    "certificate include ${addb}mm of 'run-rate synergies' that have not shown up in two years. Strip those "
    "and leverage is {lev}x rather than the {lev1}x management quotes. The cross-default threshold is ${xd}mm, "
    "low enough that a supplier dispute could trip it.",
    "Intercreditor: the 1L notes and the term loan share collateral pari passu under a 2021 intercreditor that "
    "gives the term loan agent control of enforcement for the first 180 days. Unsecured holders have no "
    "standstill, but also no collateral, so their leverage is the avoidance-action claim against the 2023 "
    "dividend recap (${recap}mm) and the fight over the value of unencumbered IP. That IP is where the "
    "negotiation will be won or lost.",
]
PROCESS = [
    "Timeline, as we understand it: forbearance with the 1L runs to the {fb}th; the coupon grace period ends "
    "{gp} days after the missed payment; the ad hoc group's advisers want a signed RSA before the grace period "
    "ends so they can file a prepack with a {dip_days}-day DIP budget. If talks slip, a free-fall filing is "
    "likely, which historically costs unsecureds 8-12 points of recovery versus a prepack.",
    "Process milestones in the draft RSA: plan and disclosure statement within 30 days of filing, confirmation "
    "hearing within 75, effective date within 120. Each milestone is a termination right for the consenting "
    "lenders. The milestones are aggressive for a company of this size; we assume a slip of one to two months "
    "in our base case and price the fees accordingly.",
]
COMPS = [
    "Comparable situations: the last three {sector} restructurings we track recovered 38, 55 and 71 for the "
    "unsecureds, with the spread explained mostly by whether the sponsor contributed new money. Here the "
    "sponsor has already written the equity to zero in its LP reporting, so we do not assume new money. "
    "Trading levels at the equivalent point in those cases were 10-15 points below plan value.",
    "Post-reorg equity in this sector has tended to trade at 0.6-0.8x plan value in the first six months, "
    "then re-rate once the business reports two clean quarters. Holders who took equity at emergence and sold "
    "in month one typically left 20-30% on the table; holders who sold into the first rally did best.",
]
SECTOR = [
    "{sector} fundamentals: volumes are flat to down low single digits, pricing is holding better than "
    "feared, and input costs have rolled over from the peak. The problem is not the operating business, it is "
    "the capital structures put on at 2021 multiples. Roughly a third of the sector's high-yield debt matures "
    "before the end of {yr2}, and the refinancing window for anything rated CCC has been shut since the "
    "autumn. Expect more amend-and-extend deals with collateral sweeteners, and more creditor-on-creditor "
    "violence where the documents allow it.",
    "The {sector} peer group trades at {mult}x forward EBITDA on the equity side, versus {mult_d}x for the "
    "stressed names once debt is marked to market. That gap is the restructuring discount. It closes either "
    "through a sale to a strategic (two of the last five cases) or through a plan that hands the business to "
    "the lenders, who then sell it eighteen months later at something close to the peer multiple.",
    "Regulatory overhang in {sector}: reimbursement and licensing reviews run on annual cycles, and the next "
    "one lands in the middle of the likely case timetable. Buyers of the fulcrum security are implicitly "
    "underwriting that outcome. We think the market over-weights the downside here, but we would not size "
    "anything on that view alone.",
    "Labour and leases dominate the cost base for {sector} operators. Lease rejection in a Chapter 11 is "
    "worth {lr} points of margin to the reorganised company on our estimates, which is why in-court outcomes "
    "have beaten out-of-court exchanges for unsecured holders in this sector. The counter-argument is time: "
    "a case lasts nine to fourteen months and professional fees run ${burn}mm a month.",
]
LIQUIDITY = [
    "Liquidity bridge (next four quarters, $mm): opening cash {c0}; EBITDA {e}; cash interest -{ci}; capex "
    "-{cx}; working capital -{wc}; restructuring fees -{rf}; closing cash {c1}. The revolver adds {rcfu} of "
    "headroom before the springing test. The bridge goes negative in the third quarter without a transaction.",
    "Working capital is the swing factor: a two-week tightening of payables costs ${wc}mm of liquidity, "
    "roughly a quarter of what the company has left. Vendor behaviour in the next month tells us more than "
    "any model. We have asked two trade-claim brokers to flag if supplier claims start trading.",
]
MGMT = [
    "Management and sponsor: the CEO joined eighteen months ago from a competitor and has cut costs "
    "credibly; the CFO is new and has never run a restructuring. The sponsor's fund is in year nine and has "
    "little dry powder left for this name. We read that as a sponsor that will not contribute new money but "
    "will fight hard for a tip in exchange for releases.",
    "The board has added two independent directors with restructuring experience and formed a special "
    "committee. That is usually a three-to-six-month signal. The special committee also gets the "
    "investigation of the 2023 dividend, which matters for the unsecureds because estate claims are their "
    "main source of value beyond the business itself.",
]
MARKET_COLOUR = [
    "HY cash was heavy into the close: CDX HY {cdx} (-{d1} pts), HYG {hyg} and CCCs underperformed BBs by "
    "{d2} points on the week. Dealers are long risk into month-end and have been quoting wide bid/offers in "
    "anything below 70. Primary is shut for CCC issuers; the last two deals that tried got pulled.",
    "Distressed flows were two-way: real money sold the stressed retail names and hedge funds picked up "
    "healthcare paper on the dip. Loan prices slipped {d2} points in the bottom decile; CLO managers are "
    "selling CCC-rated loans to protect OC tests, which keeps pressure on anything rated Caa.",
    "Rates rallied {bp}bp on soft data, which helped BBs and did nothing for the bottom of the market. "
    "The spread between CCC and B widened to {ccc}bp, the widest since last summer. Dispersion is the theme: "
    "the same rating bucket trades anywhere from 40 to 90.",
]


def _memo_vars(f: Flow, inst: Inst, px_txt: str):
    r = f.rng
    e = r.randint(60, 480)
    mult = round(r.uniform(5.0, 7.5), 1)
    ev = int(e * mult)
    debt = int(e * r.uniform(6.5, 10.5))
    return dict(
        I=inst.issuer, sector=inst.sector or "industrial", e=e, e2=int(e * r.uniform(1.1, 1.5)),
        liq=r.randint(40, 400), rcf=r.randint(75, 400), fccr=r.choice(["1.0", "1.1", "1.25"]),
        mv=r.randint(3, 11), l1=_bond_px(r.uniform(78, 97)), grp=r.randint(45, 78),
        cpn_txt=(f"{inst.cpn}% {inst.yr}s" if inst.kind == "bond" else "7.125% 2029s"), px_txt=px_txt,
        trough=r.randint(15, 80), wk=r.randint(5, 12), minliq=r.randint(50, 120),
        lev=round(r.uniform(6.0, 11.0), 1), debt=debt, yr2=r.choice([2027, 2028]),
        rcfu=r.randint(10, 150), spread=inst.spread or r.choice(["S+450", "S+500", "S+575"]),
        tl=r.randint(300, 1800), lev1=round(r.uniform(2.5, 4.5), 1), n1=r.randint(200, 900),
        n1px=_bond_px(r.uniform(70, 95)), lev2=round(r.uniform(4.5, 6.5), 1), un=r.randint(200, 1200),
        mcap=r.randint(20, 400), cov=round(r.uniform(0.6, 1.6), 1), mult=mult, ev=ev,
        admin=r.randint(40, 140), rec=r.randint(40, 75), mult_d=round(mult - 1.5, 1),
        rec_d=r.randint(15, 40), rec_u=r.randint(70, 95), ev_d=int(e * (mult - 1.5)),
        mult_u=round(mult + 1.5, 1), ev_u=int(e * (mult + 1.5)), dip=r.randint(100, 450),
        burn=r.randint(6, 22), liqd=r.randint(2, 15), cut=r.randint(15, 60), dip_hi=r.randint(300, 600),
        d1=f.date.strftime("%d %b"), v=r.randint(3, 40),
        bask=r.randint(50, 250), pct=r.choice([5, 7.5, 10]), ratio_debt=r.randint(150, 600),
        addb=r.randint(15, 90), xd=r.choice([25, 35, 50]), recap=r.randint(150, 700),
        fb=r.randint(15, 28), gp=30, dip_days=r.choice([13, 26]), lr=r.randint(2, 5),
        c0=r.randint(60, 250), ci=r.randint(60, 180), cx=r.randint(20, 90), wc=r.randint(10, 60),
        rf=r.randint(15, 45), c1=r.randint(-40, 60),
    )


def _fill(tmpl, vars_):
    return tmpl.format(**vars_)


# --------------------------------------------------------------------------- scenarios

def _approval(f: Flow, m_prop, inst, size_txt, px, t, who=None, approve=True):
    r = f.rng
    who = who or r.choice(["dana", "raj"])
    if approve:
        opts = [
            (f"ok go. {size_txt} max", ["ok go", f"{size_txt} max"], "ok-go reply approval"),
            ("👍 send it", ["👍", "send it"], "thumbs-up send-it reply"),
            (f"approved — {inst.short} up to {px}", ["approved", inst.short, px], None),
            (f"yes, do it. don't pay more than {px}", ["do it", px], None),
            (f"go ahead with {size_txt} of the {inst.short}", ["go ahead", size_txt, inst.short], None),
            (f"fine by me. {inst.short}, {size_txt}, limit {px} — go", ["fine by me", inst.short, px], None),
        ]
    else:
        opts = [
            (f"no. pass on {inst.short} until the RSA is signed", ["pass on", inst.short], "terse rejection reply"),
            (f"rejected — not adding {inst.issuer} here", ["rejected", inst.issuer], None),
        ]
    text, facts, idiom = r.choice(opts)
    m = f.post(t, who, text, ref=m_prop)
    f.hard(m, "trade_approval", facts, "reply", idiom)
    return m


def _pm_memo_text(f: Flow, inst: Inst, decision: str, title: str):
    r = f.rng
    px_txt = f.px(inst)
    v = _memo_vars(f, inst, px_txt)
    parts = [f"# {title}: {inst.long}", f"_Keel · PM agent · draft {r.randint(2, 6)} · {f.dstr()}_", ""]
    if inst.cusip and r.random() < 0.7:
        parts.append(f"CUSIP {inst.cusip} / ISIN {inst.isin}")
        parts.append("")
    sit = r.sample(SITUATION, 2)
    docs = r.sample(DOCS, 2)
    rec = r.sample(RECOVERY, 2)
    rk = r.sample(RISKS, 2)
    parts += ["## Situation", _fill(sit[0], v), "", _fill(sit[1], v), "", _fill(r.choice(MGMT), v), "",
              "## Sector", _fill(r.choice(SECTOR), v), "",
              "## Capital structure", _fill(r.choice(CAPSTRUCT), v), "", _fill(r.choice(LIQUIDITY), v), "",
              "## Documents", _fill(docs[0], v), "", _fill(docs[1], v), "",
              "## Recovery", _fill(rec[0], v), "", _fill(rec[1], v), "", _fill(r.choice(COMPS), v), "",
              "## Recommendation", decision, "",
              "## Process", _fill(r.choice(PROCESS), v), "",
              "## Risks", _fill(rk[0], v), "\n" + _fill(rk[1], v), "",
              "## What would change our mind", _fill(r.choice(CHANGE_MIND), v), "",
              "## Sources", _fill(r.choice(SOURCES_BLOCK), v)]
    return "\n".join(parts)


def sc_bond_memo_lifecycle(f: Flow, inst: Inst, with_stop_edits: bool, with_route: bool, side="BUY"):
    r = f.rng
    t = f.when(12.5, 17.5)
    size = r.choice([2, 3, 4, 5])
    px = f.px(inst, r.uniform(-0.02, 0.01))
    stop = _bond_px(float(px) * r.uniform(0.85, 0.9))
    size_txt = r.choice([_face(size), _mm(size)])
    if side == "BUY":
        variants = [
            (f"**Proposal: BUY {size_txt} face {inst.long} at up to {px}**, stop {stop} on a closing-bid basis. "
             f"Sized at {r.choice(['1.5', '2', '2.5'])}% of NAV, inside the single-issuer cap.",
             [inst.long, "BUY", size_txt, px]),
            (f"We propose adding {size_txt} of the {inst.long}, limit {px}. We would work it over two sessions "
             f"rather than show size; stop {stop} if the DIP primes us.",
             [inst.long, "adding", size_txt, px]),
            (f"Recommendation is to buy {size_txt} {inst.short} (CUSIP {inst.cusip}) at {px} or better.",
             ["buy", size_txt, inst.short, px]),
        ]
    else:
        variants = [
            (f"**Proposal: SELL {size_txt} {inst.long} at {px} or better.** The recovery case no longer pays "
             f"for the timeline; we keep the residual as a lottery ticket.",
             [inst.long, "SELL", size_txt, px]),
        ]
    decision, facts = r.choice(variants)
    if side == "BUY":
        title = r.choice(["Add memo", "Sizing memo", "Position memo"]) if inst in f.book.held else r.choice(["Entry memo", "New position memo"])
    else:
        title = "Exit memo"
    memo = f.post(t, "keel", _pm_memo_text(f, inst, decision, title))
    f.hard(memo, "trade_proposal", facts, "buried", "proposal buried in PM memo Recommendation section")
    f.react(memo, f.after(t, 1, 6), "👀", "sextant")
    t2 = f.after(t, 4, 25)
    if r.random() < 0.6:
        q = f.post(t2, r.choice(["dana", "raj"]), r.choice([
            f"what's the recovery assumption behind {px}?",
            "looks interesting. how much of the issue trades in a day?",
            f"are we restricted on {inst.issuer} at all? wasn't there a cleansing date?",
        ]), ref=memo)
        f.near(q, "question reply to a proposal")
        a = f.post(f.after(t2, 1, 5), "keel", r.choice([
            f"Base case {r.randint(48, 72)} recovery, so {px} is a {r.randint(15, 40)}% discount to base. Downside is in the memo.",
            f"ADV is ~${r.randint(3, 12)}mm face across dealers; we'd be ~{r.randint(15, 40)}% of a normal day.",
            "No restriction on file; Bulwark checked the list this morning.",
        ]), ref=q)
        t2 = f.after(t2, 6, 30)
    appr = _approval(f, memo, inst, _mm(size), px, t2)
    f.react(appr, f.after(t2, 0.2, 2), "✅", "keel")
    t3 = f.after(t2, 1, 8)
    if with_route:
        m = f.post(t3, "keel", r.choice([
            f"Routing to @Tiller for execution: {inst.short}, {side.lower()} {_mm(size)} limit {px}.",
            f"Approved ticket for {inst.short} goes to Tiller — routing now. {side} {_mm(size)}, limit {px}.",
        ]), ref=appr)
        f.hard(m, "route_decision", ["Tiller", inst.short], "untagged", "agent hands approved ticket to execution agent")
        t3 = f.after(t3, 1, 5)
    rfq = f.rfq()
    dealers = r.sample(DEALERS, 5)
    emb = {"title": "RFQ sent", "author": "TradeBridge",
           "description": f"{inst.desc} · {inst.cusip}",
           "fields": [{"name": "Side", "value": side, "inline": True},
                      {"name": "Size", "value": _face(size), "inline": True},
                      {"name": "Limit", "value": px, "inline": True},
                      {"name": "Dealers", "value": ", ".join(dealers)}],
           "footer": f"rfq {rfq} · TradeBridge → MKTX · expires 5m"}
    m = f.post(t3, "bridge", "", [emb])
    f.hard(m, "trade_confirmation", ["RFQ sent", side, _face(size), rfq], "embed", "embed-only RFQ sent by platform bridge")
    t4 = f.after(t3, 3, 6)
    partial = r.random() < 0.5
    fill_px = _bond_px(float(px) - r.choice([0, 0.125, 0.25]) * (1 if side == "BUY" else -1))
    qty1 = size if not partial else size - 1
    emb = {"title": "DONE" if not partial else "DONE (partial)", "author": "TradeBridge",
           "description": f"{inst.desc} · {inst.cusip}",
           "fields": [{"name": "Side", "value": side, "inline": True},
                      {"name": "Qty", "value": _face(qty1), "inline": True},
                      {"name": "Price", "value": fill_px, "inline": True},
                      {"name": "Cpty", "value": dealers[r.randint(0, 4)], "inline": True}],
           "footer": f"rfq {rfq} · trade TB{r.randint(10_000_000, 99_999_999)} · settle T+1"}
    m = f.post(t4, "bridge", "", [emb])
    f.hard(m, "trade_fill", [emb["title"], side, _face(qty1), fill_px], "embed", "embed-only DONE fill")
    if partial:
        t5 = f.after(t4, 20, 70)
        px2 = _bond_px(float(fill_px) + 0.125 * (1 if side == "BUY" else -1)) if fill_px != px else fill_px
        m2 = f.post(t5, "tiller", f"[FILL] balance done: {side.lower()} 1mm {inst.short} @ {px2} vs {r.choice(DEALERS)}, "
                                   f"order complete {_mm(size)}/{_mm(size)}", ref=m)
        f.hard(m2, "trade_fill", ["[FILL]", side.lower(), "1mm", inst.short, px2], "tagged", "tagged [FILL] balance line")
        t4 = t5
    if side == "BUY" and inst in f.book.watch:
        f.book.promote(inst, size)
    f.react(memo, f.after(t4, 1, 10), "📌", "dana")
    f.pin(memo, f.after(t4, 1, 10))
    if side == "BUY":
        t6 = f.after(t4, 5, 40)
        tgt = _bond_px(float(px) * r.uniform(1.15, 1.3))
        content = f"[STOP] {inst.short}: stop {stop} on closing bid, target {tgt}"
        m = f.post(t6, "keel", content)
        if with_stop_edits:
            s2 = _bond_px(float(stop) + r.choice([1, 1.5, 2]))
            s3 = _bond_px(float(s2) + r.choice([1, 1.5, 2]))
            m.edits.append((f.after(t6, 60, 120), f"[STOP] {inst.short}: stop {s2} on closing bid, target {tgt} (moved up after the print)", [stop]))
            m.edits.append((f.after(t6, 150, 260), f"[STOP] {inst.short}: stop {s3} on closing bid, target {tgt} (moved again — DIP terms out)", [s2]))
            f.hard(m, "stop_or_target_change", [inst.short, "stop", s3, tgt], "tagged", "stop moved twice by editing the same message")
        else:
            f.hard(m, "stop_or_target_change", [inst.short, "stop", stop], "tagged")
    return memo


def sc_loan_shorthand(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(13, 19)
    size = r.choice([2, 3, 5])
    px = f.px(inst, r.uniform(-0.01, 0.01))
    stop = _bond_px(float(px) - r.choice([4, 5, 6]))
    side_w, side = r.choice([("b", "BUY"), ("s", "SELL")])
    m = f.post(t, "dana", f"{side_w} {size}mm {inst.short} @ {px} pls, stop {stop}")
    f.hard(m, "trade_proposal", [f"{side_w} {size}mm", inst.short, px], "shorthand", "shorthand proposal b/s Nmm @ px")
    appr = f.post(f.after(t, 2, 12), "raj", r.choice(["👍 send it", "ok go", "go"]) if r.random() < 0.7 else "approved, send it", ref=m)
    txt = appr.content
    facts = {"👍 send it": ["👍", "send it"], "ok go": ["ok go"], "go": ["go"], "approved, send it": ["approved", "send it"]}[txt]
    if len(facts) < 2:
        appr.content = txt + f" — {inst.short} fine within the loan bucket"
        facts = facts + [inst.short]
    f.hard(appr, "trade_approval", facts, "reply", "short emoji/ok-go reply approving a shorthand proposal")
    oid = f.oid()
    t3 = f.after(appr.t, 1, 6)
    m = f.post(t3, "tiller", f"[WORKING] {oid} {inst.short} {side_w} {size}mm @ {px} — out to {r.randint(3, 6)} agent banks, "
                             f"loan trades settle via ClearPar")
    f.hard(m, "trade_confirmation", ["[WORKING]", oid, inst.short, px], "tagged", "tagged [WORKING] OMS confirmation")
    t4 = f.after(t3, 15, 90)
    fpx = _bond_px(float(px) + (-0.125 if side == "BUY" else 0.125))
    fpx_bad = _bond_px(float(fpx) + 0.25)
    qty = f"{size * 1_000_000}"
    cpty = r.choice(DEALERS)
    c0 = f"fill oid={oid} inst={inst.code} side={side} qty={qty} px={fpx_bad} cpty={cpty} venue=voice"
    m = f.post(t4, "tiller", c0)
    m.edits.append((f.after(t4, 3, 15), f"fill oid={oid} inst={inst.code} side={side} qty={qty} px={fpx} cpty={cpty} venue=voice corr=1", [fpx_bad]))
    f.hard(m, "trade_fill", [oid, side, qty, f"px={fpx}"], "structured", "key=value fill line corrected by edit")
    ack = f.post(f.after(m.edits[-1][0], 0.5, 4), "dana", r.choice(["thx", "ty", "👍", "nice"]), ref=m)
    f.noise(ack)


def sc_cds(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(12.5, 18)
    notional = r.choice([5, 10, 15])
    spread = int(f.book.px[inst.key] / 5) * 5 + r.choice([-15, -10, 0, 10])
    upfront = round(r.uniform(18, 42), 1)
    buy = r.random() < 0.65
    side_txt = "Buy protection" if buy else "Sell protection"
    m = f.post(t, "keel",
               f"[PROPOSAL] {side_txt} on {inst.issuer} 5y, ${notional}mm notional, at {spread}bp or better "
               f"(≈{upfront} pts upfront on 500 running). Hedges the jump-to-default on the cash book ahead of "
               f"the coupon date; carry is {r.randint(40, 140)}bp/yr on the package.")
    f.hard(m, "trade_proposal", [side_txt, inst.issuer, f"${notional}mm", f"{spread}bp"], "tagged", "tagged [PROPOSAL] CDS in bp")
    if r.random() < 0.5:
        q = f.post(f.after(t, 2, 10), "dana", "is that MR14 or XR? and who's the cheapest to deliver", ref=m)
        f.near(q)
        f.post(f.after(q.t, 1, 4), "keel", "MR14, standard NA HY. CTD is the 2028s at the moment.", ref=q)
    appr = _approval(f, m, inst, f"${notional}mm", f"{spread}bp", f.after(t, 12, 35), who="dana")
    oid = f.oid()
    t3 = f.after(appr.t, 2, 10)
    c = f.post(t3, "tiller", f"order {oid} accepted by SEF: {inst.issuer} 5y, {side_txt.lower()} ${notional}mm, limit {spread}bp")
    f.hard(c, "trade_confirmation", [oid, "accepted", f"${notional}mm"], "untagged", "prose venue acceptance")
    t4 = f.after(t3, 5, 40)
    fill_sp = spread - r.choice([0, 5]) if buy else spread + r.choice([0, 5])
    emb = {"title": "CDS trade DONE", "author": "TradeBridge",
           "description": f"{inst.desc}",
           "fields": [{"name": "Side", "value": "BUY PROT" if buy else "SELL PROT", "inline": True},
                      {"name": "Notional", "value": f"{notional},000,000", "inline": True},
                      {"name": "Spread", "value": f"{fill_sp}bp", "inline": True},
                      {"name": "Upfront", "value": f"{upfront} pts", "inline": True}],
           "footer": f"order {oid} · SEF · clearing ICE Clear Credit"}
    fm = f.post(t4, "bridge", "", [emb])
    f.hard(fm, "trade_fill", ["BUY PROT" if buy else "SELL PROT", f"{notional},000,000", f"{fill_sp}bp", oid], "embed")


def sc_sell_reduce(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(13, 19.5)
    size = r.choice([1, 1.5, 2, 2.5])
    px = f.px(inst, r.uniform(-0.03, 0.0))
    m = f.post(t, "keel", f"Proposing we sell {_mm(size)} {inst.long} into the bid at {px}. The asset-sale "
                          f"recovery path is weaker after yesterday's filing, and we'd rather recycle the risk into the "
                          f"1L. Remaining position after the trade: {_mm(f.book.pos.get(inst.key, 5) - size)}.")
    f.hard(m, "trade_proposal", ["sell", _mm(size), inst.long, px], "untagged", "prose 'Proposing we sell' proposal")
    appr = _approval(f, m, inst, _mm(size), px, f.after(t, 5, 30), who="raj")
    rfq = f.rfq()
    emb = {"title": "RFQ sent", "author": "TradeBridge", "description": f"{inst.desc} · {inst.isin}",
           "fields": [{"name": "Side", "value": "SELL", "inline": True},
                      {"name": "Size", "value": _face(size), "inline": True},
                      {"name": "Limit", "value": px, "inline": True}],
           "footer": f"rfq {rfq} · TradeBridge → TWEB · all-to-all"}
    c = f.post(f.after(appr.t, 1, 6), "bridge", "", [emb])
    f.hard(c, "trade_confirmation", ["RFQ sent", "SELL", _face(size), rfq], "embed")
    fpx = _bond_px(float(px) + r.choice([0, 0.125]))
    fl = f.post(f.after(c.t, 3, 8), "tiller", f"[FILL] sold {_mm(size)} {inst.short} @ {fpx} (rfq {rfq}, {r.choice(DEALERS)} best of {r.randint(3, 6)})")
    f.hard(fl, "trade_fill", ["sold", _mm(size), inst.short, fpx], "tagged")
    if r.random() < 0.6:
        m = f.post(f.after(fl.t, 10, 60), "keel", f"Target on the remaining {inst.short} removed — we hold the residual for the plan "
                                                 f"distribution, stop unchanged.")
        f.hard(m, "stop_or_target_change", [inst.short, "Target", "removed"], "untagged", "target removed in prose")


def sc_blocked(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(13.5, 19.5)
    size = r.choice([3, 4, 5, 6])
    px = f.px(inst, r.uniform(-0.02, 0.02))
    m = f.post(t, "keel", f"Adding to {inst.short}: buy {_mm(size)} at {px}, same thesis as the entry memo, the "
                          f"print today is the entry we wanted.")
    f.hard(m, "trade_proposal", ["buy", _mm(size), inst.short, px], "untagged")
    oid = f.oid()
    post_pct = round(r.uniform(5.4, 7.2), 1)
    rec = {"ts": _iso(f.after(t, 0.2, 1)), "type": "pretrade", "order": oid, "issuer": inst.issuer,
           "rule": "issuer_concentration", "limit_pct": 5.0, "post_trade_pct": post_pct, "result": "BLOCK"}
    c = f.post(f.after(t, 0.3, 2), "cbot", json.dumps(rec, ensure_ascii=False))
    f.hard(c, "risk_limit", ['"result": "BLOCK"', "issuer_concentration", inst.issuer, str(post_pct)], "structured",
           "compliance JSON line blocking an order")
    x = f.post(f.after(c.t, 0.5, 3), "tiller", f"[CXL] {oid} cancelled before release — compliance block (issuer concentration {post_pct}% vs 5.0%)")
    f.hard(x, "trade_confirmation", ["[CXL]", oid, "cancelled"], "tagged", "tagged [CXL] after compliance block")
    q = f.post(f.after(x.t, 2, 8), "keel", f"@Raj Mehta requesting a temporary issuer cap of {post_pct + 0.5}% for {inst.issuer} "
                                           f"to complete the add. Happy to size down instead.", ref=c)
    f.near(q, "agent asks for a limit increase (request, not a change)")
    rej = f.post(f.after(q.t, 5, 30), "raj", r.choice([
        f"rejected — not doing the {inst.issuer} add today, wait for the RSA",
        f"no. pass on the {inst.issuer} add",
    ]), ref=q)
    fac = ["rejected", inst.issuer] if rej.content.startswith("rejected") else ["pass on the", inst.issuer]
    f.hard(rej, "trade_approval", fac, "reply", "supervisor rejects after a compliance block")


def sc_restricted(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(11, 16)
    rec = {"ts": _iso(t), "type": "restricted_list", "action": "ADD", "issuer": inst.issuer,
           "instruments": ["all"], "reason": "wall-cross (ad hoc group NDA)", "until": "cleansing"}
    m = f.post(t, "cbot", json.dumps(rec, ensure_ascii=False))
    f.hard(m, "risk_limit", ["restricted_list", '"action": "ADD"', inst.issuer], "structured", "restricted-list ADD JSON line")
    m2 = f.post(f.after(t, 1, 6), "sextant", f"Routing the {inst.issuer} cleansing timeline to Bulwark; no research "
                                              f"notes on the name until the list clears.", ref=m)
    f.hard(m2, "route_decision", ["Routing", inst.issuer, "Bulwark"], "reply")


def sc_limit_human(f: Flow):
    r = f.rng
    t = f.when(12, 20)
    c = f.book.cds[0]
    choice = r.randint(0, 2)
    if choice == 0:
        new = r.choice([25, 30])
        m = f.post(t, "raj", f"Raising the {c.issuer} single-name CDS limit to ${new}mm notional through Friday; "
                             f"back to $15mm after. Bulwark please update the engine.")
        f.hard(m, "risk_limit", [c.issuer, f"${new}mm", "limit"], "untagged", "human raises a single-name limit in prose")
    elif choice == 1:
        new = r.choice([160, 175, 180])
        m = f.post(t, "raj", f"desk gross limit cut to ${new}mm effective now. no new risk until we're under")
        f.hard(m, "risk_limit", ["gross limit", f"${new}mm", "effective now"], "untagged")
    else:
        new = r.choice(["8%", "10%"])
        m = f.post(t, "raj", f"Loan bucket cap goes to {new} of NAV from today (was 12%). Existing positions grandfathered.")
        f.hard(m, "risk_limit", ["Loan bucket cap", new], "untagged")
    ack = f.post(f.after(t, 0.5, 3), "bulwark", "ack — engine updated, next pre-trade check uses the new value.", ref=m)
    f.noise(ack)


def sc_breach(f: Flow):
    r = f.rng
    t = f.when(14, 21)
    val = round(r.uniform(40.3, 42.8), 1)
    f.ccc_breach = val
    m = f.post(t, "bulwark", f"⚠️ [LIMIT] CCC bucket at {val}% of NAV vs 40% cap after the afternoon marks. "
                              f"Breach is passive (marks), not trade-driven. Cure window 3 business days; "
                              f"pre-trade will block new CCC buys until back under.")
    f.hard(m, "risk_limit", ["CCC bucket", f"{val}%", "40% cap"], "tagged", "risk agent breach line with emoji tag")
    f.pin(m, f.after(t, 1, 10), "raj")


def sc_eod_memo(f: Flow):
    r = f.rng
    t = f.when(21, 23)
    b = f.book
    rows = []
    for i in b.held:
        if i.kind == "cds":
            rows.append(f"| {i.short} | prot ${b.pos[i.key]}mm | {f.px(i)} | {r.uniform(-2, 2):+.2f}% |")
        elif i.kind == "equity":
            rows.append(f"| {i.short} | {b.pos[i.key]:,} sh | {f.px(i)} | {r.uniform(-2, 2):+.2f}% |")
        else:
            rows.append(f"| {i.short} | {b.pos[i.key]}mm | {f.px(i)} | {r.uniform(-2, 2):+.2f}% |")
    k = r.randint(0, 2)
    if k == 0 and not f.ccc_breach:
        cap = r.choice(["35%", "37.5%"])
        actions = (f"Effective immediately the CCC bucket cap moves from 40% to {cap} of NAV (Raj signed off at the "
                   f"{r.choice(['4pm', '5pm'])} check-in). Pre-trade checks pick this up on the next run; existing "
                   f"positions are not forced out.")
        eod_facts = ["CCC bucket cap", f"from 40% to {cap}"]
    elif k == 1:
        actions = (f"Effective immediately the single-issuer cap moves from 5% to 4.5% of NAV for any name with "
                   f"an organised creditor group (Raj signed off at the {r.choice(['4pm', '5pm'])} check-in). "
                   f"Pre-trade checks pick this up on the next run.")
        eod_facts = ["single-issuer cap", "from 5% to 4.5%"]
    else:
        actions = ("Post-reorg equity limit raised from 8% to 10% of NAV for emergence shares received in plan "
                   "distributions, approved by Raj today; purchases in the open market still count against 8%.")
        eod_facts = ["Post-reorg equity limit", "from 8% to 10%"]
    ccc_line = (f"- CCC bucket: {f.ccc_breach}% (cap 40%) — passive breach, in cure window" if f.ccc_breach
                else f"- CCC bucket: {round(r.uniform(30, 39), 1)}% (cap 40%)")
    body = "\n".join([
        f"# Risk & compliance EOD — {f.dstr()}",
        "_Bulwark · risk agent_",
        "",
        "## Exposures",
        "| Position | Size | Mark | 1d |", "|---|---|---|---|", *rows,
        "",
        "## Limit table",
        "| Limit | Value | Soft | Hard |", "|---|---|---|---|",
        "| Gross | $200mm | 85% | 100% |", "| Single issuer | 5% NAV | 4.5% | 5% |",
        "| CCC bucket | 40% NAV | 37% | 40% |", "| Loans | 12% NAV | 10% | 12% |",
        "| Single-name CDS | $15mm | $12mm | $15mm |", "| Post-reorg equity | 8% NAV | 7% | 8% |",
        "",
        "## Limit usage",
        f"- Gross: ${r.randint(120, 170)}mm of $200mm",
        f"- Largest issuer: {r.choice(b.held).issuer} {round(r.uniform(3, 4.9), 1)}% of NAV (cap 5%)",
        ccc_line,
        f"- Loans: {round(r.uniform(5, 11), 1)}% of NAV",
        f"- Restricted list: {r.randint(2, 6)} names; no trades against it today",
        "",
        "## Actions",
        actions,
        "",
        "## Notes",
        "Marks are vendor mid for bonds, LSTA mid for loans and ICE Clear Credit EOD for CDS. Three bonds fell "
        "back to evaluated pricing for lack of trades; we flag them as level 3 until two dealer runs confirm. "
        "The overnight sweep will re-check wall-cross expiries and post any cleansing dates in the morning note. "
        "Nothing in this section is a limit change.",
        "",
        "## Yesterday, for the record",
        f"Yesterday's concentration warning on {r.choice(b.held).issuer} cleared after the partial sale; "
        "it was never a hard breach.",
    ])
    m = f.post(t, "bulwark", body)
    f.hard(m, "risk_limit", eod_facts, "buried", "limit change buried in EOD risk memo")


def sc_thesis_memo(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(11, 18)
    v = _memo_vars(f, inst, f.px(inst))
    kind = r.randint(0, 2)
    if kind == 0:
        dec = (f"**We are cutting conviction on {inst.short} from high to low.** The asset-sale recovery thesis is "
               f"invalidated by the sponsor's new secured financing; we now see the unsecureds as a litigation "
               f"claim, not a going-concern recovery.")
        facts = [inst.short, "from high to low", "invalidated"]
    elif kind == 1:
        dec = (f"View change: {inst.issuer} moves from bullish to bearish. The RSA math only works if the 1L "
               f"accepts equity at {v['mult']}x, and the lender group just told the court it won't.")
        facts = [inst.issuer, "from bullish to bearish"]
    else:
        dec = (f"Thesis confirmed on {inst.short}: the print supports our {v['rec']}% recovery base case. "
               f"Conviction stays high; no change to sizing.")
        facts = [inst.short, "Thesis confirmed", "Conviction stays high"]
    body = "\n".join([
        f"# Credit update: {inst.issuer}",
        f"_Sextant · research agent · {f.dstr()}_",
        "",
        "## What happened",
        _fill(r.choice(SITUATION), v),
        "",
        _fill(r.choice(MGMT), v),
        "",
        _fill(r.choice(LIQUIDITY), v),
        "",
        "## Read-through",
        _fill(r.choice(RECOVERY), v),
        "",
        _fill(r.choice(DOCS), v),
        "",
        "## View",
        dec,
        "",
        "## Model changes",
        _fill(r.choice(CAPSTRUCT), v),
        "",
        _fill(r.choice(PROCESS), v),
        "",
        f"Recovery grid refreshed: base {v['rec']}, downside {v['rec_d']}, upside {v['rec_u']}. DIP assumption "
        f"${v['dip']}mm.",
        "",
        "## Open questions",
        _fill(r.choice(RISKS), v),
    ])
    m = f.post(t, "sextant", body)
    f.hard(m, "thesis_update", facts, "buried", "view change buried in research credit update")
    return m


def sc_thesis_short(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(13, 21)
    opts = [
        (f"Thesis check on {inst.short}: intact after the lender call, conviction unchanged at medium.",
         [inst.short, "intact", "conviction unchanged"]),
        (f"Downgrading our {inst.issuer} view to neutral — the exchange offer caps the upside we were paid for.",
         [inst.issuer, "to neutral"]),
        (f"{inst.short}: conviction up, low → high. The DIP is smaller than feared and junior to nothing we own.",
         [inst.short, "conviction up", "low → high"]),
    ]
    text, facts = r.choice(opts)
    m = f.post(t, "keel", text)
    f.hard(m, "thesis_update", facts, "untagged", "one-line conviction change")


NEWS_HELD = [
    ("{I} files for Chapter 11 in the Southern District of Texas, lists $1bn-$10bn in liabilities", "Chapter 11"),
    ("{I} signs restructuring support agreement with ad hoc group of first-lien lenders", "restructuring support agreement"),
    ("S&P lowers {I} to 'SD' after distressed exchange", "'SD'"),
    ("{I} skips interest payment, enters 30-day grace period", "grace period"),
    ("{I} said to hire Kirkland & Ellis, Evercore as restructuring advisers", "restructuring advisers"),
    ("Moody's downgrades {I} to Caa3; outlook negative", "Caa3"),
    ("{I} launches exchange offer at 70 cents for unsecured notes", "exchange offer"),
    ("{I} wins interim approval for $175mm DIP financing", "DIP financing"),
    ("{I} sponsor injects $90mm of preferred equity, extends revolver", "preferred equity"),
]
NEWS_WATCH = [
    ("Fitch cuts {I} to 'CCC+' on weak liquidity", "'CCC+'"),
    ("{I} creditors organise with Houlihan Lokey ahead of 2027 maturities", "creditors organise"),
    ("{I} debt drops 6 points after guidance cut", "guidance cut"),
    ("{I} hires PJT Partners to explore liability management", "liability management"),
    ("{I} agrees to sell unit for $410mm, proceeds to repay term loan", "sell unit"),
]
NEWS_OTHER = [
    "{I} files for Chapter 11 protection in Delaware",
    "{I} reaches RSA with noteholders, plans prepackaged case",
    "Moody's places {I} on review for downgrade",
    "S&P raises {I} to 'B-' after refinancing",
    "{I} prices $600mm secured notes at 9.5%",
    "{I} misses coupon on 2028 notes, sources say",
    "{I} lenders tap Gibson Dunn amid liquidity worries",
    "{I} emerges from bankruptcy with $250mm exit facility",
]
NEWS_MACRO = [
    "US 10-year yield rises {bp}bp to 4.{x}% after payrolls",
    "HY funds see ${fl}bn of inflows in week (LSEG Lipper)",
    "Leveraged loan prices ease; LSTA index at 95.{x}",
    "Distressed ratio ticks up to {x}.2% in February — S&P",
    "CDX HY spread widens {bp}bp as equities slide",
    "Fed's Williams says policy 'well positioned'",
]


def _wire_line(f: Flow, headline: str, t):
    r = f.rng
    src = r.choice(SOURCES)
    style = r.randint(0, 2)
    if style == 0:
        return f.post(t, "wire", f"🗞️ {headline} — {src}")
    if style == 1:
        et = datetime.fromtimestamp(t / 1000, tz=timezone.utc) + timedelta(hours=_et_offset_hours(t))
        return f.post(t, "wire", f"[WIRE] {et.strftime('%H:%M')} ET {headline} ({src})")
    emb = {"title": headline, "author": src,
           "description": r.choice(["Full story on the terminal.", "Developing.", "Updates with lender comment.",
                                    "Adds bond prices in third paragraph."]),
           "footer": f"{f.nid()} · newswire"}
    return f.post(t, "wire", "", [emb])


def sc_news(f: Flow, n_held: int, n_watch: int, n_other: int, n_macro: int):
    r = f.rng
    held_pool = f.book.bonds + f.book.loans + f.book.cds + f.book.eq
    held_names = r.sample(held_pool, n_held)
    # make sure the CDS underlying gets news at least once
    if f.book.cds[0] not in held_names:
        held_names[-1] = f.book.cds[0]
    out = []
    for inst in held_names:
        tmpl, key = r.choice(NEWS_HELD)
        name = inst.issuer if r.random() < 0.6 else inst.issuer + r.choice([" Inc.", " Holdings", " LLC", " Group"])
        hl = tmpl.format(I=name)
        m = _wire_line(f, hl, f.when(6, 22))
        f.hard(m, "held_position_news", [inst.issuer, key], "embed" if m.embeds else "structured",
               "held name in newswire headline (CDS underlying)" if inst.kind == "cds" else "held name in newswire headline")
        out.append((m, inst, "held"))
    for inst in r.sample(f.watch_free, n_watch):
        tmpl, key = r.choice(NEWS_WATCH)
        m = _wire_line(f, tmpl.format(I=inst.issuer), f.when(8, 22))
        f.hard(m, "watchlist_news", [inst.issuer, key], "embed" if m.embeds else "structured", "watchlist name headline")
        out.append((m, inst, "watch"))
    for name in r.sample(f.book.others, n_other):
        m = _wire_line(f, r.choice(NEWS_OTHER).format(I=name), f.when(0, 24))
        f.near(m, "headline on a name the desk neither holds nor watches")
        out.append((m, name, "other"))
    # confuser: same first word as a held name
    ci = r.choice(f.book.held)
    m = _wire_line(f, r.choice(NEWS_OTHER).format(I=ci.confuser), f.when(9, 21))
    f.near(m, "look-alike issuer name of a held position")
    out.append((m, ci.confuser, "other"))
    for _ in range(n_macro):
        m = _wire_line(f, r.choice(NEWS_MACRO).format(bp=r.randint(2, 12), x=r.randint(1, 9), fl=round(r.uniform(0.3, 2.5), 1)),
                       f.when(0, 24))
        f.noise(m)
    return out


def sc_triage(f: Flow, news):
    """Route / no-route decisions on news items."""
    r = f.rng
    others = [x for x in news if x[2] == "other"]
    held = [x for x in news if x[2] == "held"]
    made = 0
    # structured triage on an unrelated name -> no route
    if others:
        m0, name, _ = others[0]
        t = f.after(m0.t, 1, 6)
        m = f.post(t, "sextant", f"triage item={f.nid()} subj=\"{name}\" → route=none reason=not_held_not_watched", ref=m0)
        f.hard(m, "no_route_decision", ["route=none", name], "structured", "triage key=value route=none")
        made += 1
    if len(others) > 1:
        m0, name, _ = others[1]
        m = f.post(f.after(m0.t, 2, 15), "sextant", f"No action on {name} — not held, not on the watchlist. Not routing.", ref=m0)
        f.hard(m, "no_route_decision", ["No action", name, "Not routing"], "reply", "prose 'No action ... Not routing'")
        made += 1
    if len(others) > 2 and r.random() < 0.7:
        m0, name, _ = others[2]
        m = f.post(f.after(m0.t, 3, 30), "dana", f"nothing for us on {name}, leave it", ref=m0)
        f.hard(m, "no_route_decision", ["nothing for us", name], "reply", "terse human no-action reply to headline")
        made += 1
    if held:
        m0, inst, _ = held[0]
        m = f.post(f.after(m0.t, 1, 5), "sextant",
                   f"triage item={f.nid()} subj=\"{inst.issuer}\" → route=keel reason=held_position size={f.book.pos[inst.key]}", ref=m0)
        f.hard(m, "route_decision", ["route=keel", inst.issuer], "structured", "triage key=value route=keel")
    if len(held) > 1:
        m0, inst, _ = held[1]
        m = f.post(f.after(m0.t, 5, 25), "keel",
                   f"Reviewed the {inst.issuer} headline: no action, the position is already sized for this outcome.", ref=m0)
        f.hard(m, "no_route_decision", ["no action", inst.issuer], "reply", "no-action decision on a held-name headline")
    if len(held) > 2:
        m0, inst, _ = held[2]
        m = f.post(f.after(m0.t, 2, 12), "dana", f"@Sextant this one's yours — full read on {inst.issuer} by tomorrow's morning note", ref=m0)
        f.hard(m, "route_decision", ["Sextant", "this one's yours", inst.issuer], "reply", "human assigns a headline to an agent")


def sc_standalone_stop(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(14, 20)
    if inst.kind == "equity":
        new = f"${float(f.px(inst)[1:]) * 0.85:.2f}"
        m = f.post(t, "dana", f"move the {inst.short} stop up to {new}, it's had its run")
        f.hard(m, "stop_or_target_change", [inst.short, "stop", new], "untagged", "human moves equity stop")
    else:
        lvl = _bond_px(float(f.px(inst)) * 0.88)
        oid = f.oid()
        m = f.post(t, "tiller", f"oms order={oid} type=STOP_LIMIT inst={inst.code} side=SELL trigger={lvl} action=SET tif=GTC")
        f.hard(m, "stop_or_target_change", ["STOP_LIMIT", inst.code, f"trigger={lvl}", "action=SET"], "structured", "OMS stop order key=value")


def sc_cancel(f: Flow, inst: Inst):
    r = f.rng
    t = f.when(19.5, 21.5)
    oid = f.oid()
    px = f.px(inst, 0.03)
    m = f.post(t, "tiller", f"[CXL] {oid} {inst.short} s 1mm @ {px} cancelled — GTD expired unfilled, nothing working on the name")
    f.hard(m, "trade_confirmation", ["[CXL]", oid, "cancelled"], "tagged")


def sc_deleted_proposal(f: Flow):
    r = f.rng
    a = r.choice(f.book.bonds)
    b = r.choice([x for x in f.book.bonds if x is not a])
    t = f.when(14, 19)
    px = f.px(a)
    m = f.post(t, "dana", f"s 2mm {a.short} @ {px} into the close pls")
    f.hard(m, "trade_proposal", ["s 2mm", a.short, px], "shorthand")
    m.deleted = f.after(t, 0.3, 2)
    pxb = f.px(b)
    m2 = f.post(f.after(t, 2, 5), "dana", f"s 2mm {b.short} @ {pxb} (wrong name above, deleted)")
    f.hard(m2, "trade_proposal", ["s 2mm", b.short, pxb], "shorthand")
    ap = f.post(f.after(m2.t, 3, 12), "raj", "ok go — sell 2mm", ref=m2)
    f.hard(ap, "trade_approval", ["ok go", "sell 2mm"], "reply")
    return f"s 2mm {a.short} @ {px} into the close pls"


def sc_forgotten(f: Flow):
    r = f.rng
    w = r.choice(f.watch_free)
    t = f.when(15, 20)
    px = _bond_px(f.book.px[w.key] * 0.95)
    snippet = f"private-side deck from the {w.issuer} lender call"
    m = f.post(t, "sextant", f"Per the {snippet} (EBITDA guide {r.randint(80, 200)}mm, not public), propose buying "
                             f"3mm {w.short} at {px} before the cleansing release.")
    f.hard(m, "trade_proposal", ["propose buying", "3mm", w.short, px], "untagged")
    m.forgotten = (f.after(t, 3, 12), "raj")
    n = f.post(f.after(t, 4, 14), "raj", "removed a post that referenced MNPI. agents: do not act on anything from it.")
    n.kind = None
    return snippet


def sc_thread(f: Flow):
    r = f.rng
    t = f.when(14, 17)
    inst = r.choice(f.book.bonds)
    f.thread = str(_sf(t - 50, (f.ch + 3) % 32, 4090 - f.day))
    starter = f.post(t - 60, "dana", f"thread for the {inst.issuer} RSA workstream 👇")
    starter.kind = None
    tt = t
    lines = [
        ("sextant", f"RSA term sheet summary: 1L gets {r.randint(70, 90)}% of new equity, unsecureds get {r.randint(5, 15)}% plus warrants "
                    f"struck at {r.randint(1, 2)}.{r.randint(1, 9)}x plan value. Backstop fee 10%, paid in equity.", None),
        ("dana", "what does that do to our recovery vs the memo?", "near"),
        ("sextant", f"Roughly {r.randint(30, 45)} cents on the unsecureds vs {r.randint(48, 60)} in the memo base case, before the warrants. "
                    "If we'd bought more last month at 52 it'd look worse.", "near"),
        ("keel", f"Routing the backstop participation question to Raj — it's a wall-cross decision, not a PM one.", "route"),
        ("raj", "ok, send me the NDA draft", None),
        ("keel", "Hypothetically, if the backstop allocation is pro rata we'd be asked to commit ~$4mm. Not a proposal.", "near"),
        ("tom", "ops: settlement instructions for the rights offering are on the share drive", None),
    ]
    for who, text, tag in lines:
        tt = f.after(tt, 2, 14)
        m = f.post(tt, who, text, thread=True)
        if tag == "near":
            f.near(m, "hypothetical sizing inside a workstream thread" if text.startswith("Hypo") else None)
        elif tag == "route":
            f.hard(m, "route_decision", ["Routing", "Raj"], "untagged", "route decision inside a thread")
    f.thread = None


# --------------------------------------------------------------------------- near misses / chatter / noise

def sc_near_misses(f: Flow):
    r = f.rng
    b = f.book
    w = r.choice(f.watch_free)
    h = r.choice(b.bonds)
    o = r.choice(b.others)
    items = [
        ("dana", f"what if we bought the {w.short} here at {f.px(w, -0.05)}? feels like the RSA could include them", "hypothetical 'what if we bought' question"),
        ("dana", f"someone should look at {w.issuer} at these levels", "'someone should look at' non-proposal"),
        ("keel", f"For the record: in January we bought {b.pos[h.key]}mm {h.short} at {_bond_px(b.px[h.key] * 0.9)} and sold half at "
                 f"{_bond_px(b.px[h.key] * 1.05)} after the exchange offer. Lessons logged.", "past-tense history of our own trades"),
        ("priya", f"fyi IG desk sold 25mm Ford 6.1% 2032s at T+{r.randint(140, 190)}, not yours, just flow colour", "another desk's trade"),
        ("marco", f"EM desk lifted 10mm Pemex 2031s at {_bond_px(r.uniform(88, 95))}. anyone seeing LatAm distressed flows on your side?", None),
        ("sextant", f"Paper book update (not live): paper-long {w.short} 5mm @ {f.px(w)} marked {f.px(w, 0.01)}, "
                    f"paper P&L +${r.randint(10, 90)}k. No orders.", "paper portfolio update"),
        ("sextant", f"Backtest 2015-2024, 'buy unsecureds 30d after RSA signing': {r.randint(30, 60)} entries, avg fill "
                    f"{_bond_px(r.uniform(50, 65))}, median 6m return +{r.randint(8, 22)}%, max DD -{r.randint(15, 35)}%.", "backtest results with fills"),
        ("dana", f"> \"{o} explores strategic options\"\nthat's from January btw, not new. anyone know the 2L holders?", "quoted stale headline with question"),
        ("keel", f"A stop at {_bond_px(b.px[w.key] * 0.85)} would be sensible on {w.short} if we end up owning it.", "conditional stop, no decision"),
        ("tiller", f"Will send the {h.short} RFQ once the approval lands — nothing out yet.", "future-tense send, not a confirmation"),
        ("tiller", f"TCA yesterday: bought 2mm {b.loans[0].short} at {f.px(b.loans[0])} vs arrival {f.px(b.loans[0], 0.002)}, "
                   f"sold 1mm {h.short} at {f.px(h)}; slippage {r.randint(2, 14)}c avg.", "TCA recap of yesterday's fills"),
        ("raj", f"reminder: last week's CCC-bucket breach was cured on Thursday, no action needed now", "history of a cured breach"),
        ("staging", f"[SIM] FILL b 2mm {h.short} @ {f.px(h)} (dry-run, staging OMS, ignore)", "staging dry-run fill"),
        ("dana", f"would we rather own the {h.short} or the {b.loans[0].short} if it files? genuinely unsure", None),
        ("keel", f"If the RSA slips past the 15th I'd expect the {h.short} to trade into the 50s, and I'd be a seller there. "
                 f"Not today.", "conditional future seller"),
        ("marco", f"we got stopped out of our Argentine 2035s at {_bond_px(r.uniform(55, 62))} this morning, painful", "other desk's stop"),
    ]
    picks = r.sample(items, r.randint(11, 14))
    for who, text, idiom in picks:
        m = f.post(f.when(9, 22), who, text)
        f.near(m, idiom)
    # long recovery analyses with trading words, no decision
    for inst in r.sample(b.held + b.watch, 3):
        v = _memo_vars(f, inst, f.px(inst))
        body = "\n".join([
            f"# Recovery analysis: {inst.issuer}",
            f"_Sextant · research agent · {f.dstr()} · working draft, no recommendation_",
            "",
            "## Setup", _fill(r.choice(SITUATION), v), "", _fill(r.choice(MGMT), v), "",
            "## Sector", _fill(r.choice(SECTOR), v), "",
            "## Liquidity", _fill(LIQUIDITY[0], v), "", _fill(LIQUIDITY[1], v), "",
            "## Capital structure", _fill(r.choice(CAPSTRUCT), v), "",
            "## Documents", _fill(DOCS[0], v), "", _fill(DOCS[1], v), "",
            "## Waterfall", _fill(RECOVERY[0], v), "", _fill(RECOVERY[1], v), "",
            "## Comparables", _fill(r.choice(COMPS), v), "",
            "## What the price implies",
            f"At {f.px(inst)} a buyer of the {inst.short} is paying for roughly a {v['rec']}% recovery on a "
            f"{r.randint(12, 24)}-month case. Selling here would crystallise the downside case; buying would need "
            f"the upside case. Both sides of that are arguable, which is the point of this draft.",
            "",
            "## Sensitivities", _fill(r.choice(RISKS), v), "",
            "## Next", "Refresh once the 13-week cash flow is filed and the DIP budget is public.",
        ])
        m = f.post(f.when(10, 20), "sextant", body)
        f.near(m, "long recovery analysis with trading words, no decision")
    # morning note
    v = _memo_vars(f, b.held[0], f.px(b.held[0]))
    mc = dict(cdx=_bond_px(r.uniform(101, 106)), d1=r.choice(["0.25", "0.375", "0.5"]), hyg=f"{r.uniform(76, 80):.2f}",
              d2=r.choice(["1.5", "2", "2.25"]), bp=r.randint(4, 12), ccc=r.randint(520, 760))
    cal = "\n".join(f"- {r.choice(['09:30', '10:00', '11:00', '14:00', '15:30'])} {r.choice(b.others)} "
                    f"{r.choice(['lender call', 'first-day hearing', 'earnings', 'bid deadline', '341 meeting'])}"
                    for _ in range(4))
    body = "\n".join([
        f"# Morning note — {f.dstr()}",
        "_Sextant · research agent_",
        "", "## Market", MARKET_COLOUR[0].format(**mc), "", MARKET_COLOUR[1].format(**mc), "",
        "## Calendar", cal, "",
        "## Themes",
        "Liability management keeps outrunning bankruptcy as the first step: three of the last five stressed "
        "names did a drop-down or uptier before any filing. For holders of unsecureds, that means the best trade "
        "is often to be in the group, and the worst is to be the minority left behind. Recoveries after LMEs are "
        "running 15-20 points below in-court recoveries on our sample. None of this changes a position today.",
        "", "## Rates", MARKET_COLOUR[2].format(**mc), "",
        "## Sector lens", _fill(r.choice(SECTOR), v), "", _fill(r.choice(COMPS), v), "",
        "## Housekeeping", "Cleansing dates and wall-cross expiries are in the Bulwark EOD; ping me for the "
        "docket summaries.",
    ])
    m = f.post(f.when(10.5, 12), "sextant", body)
    f.near(m, "morning note with market colour")
    # Keel portfolio review (no decision)
    rows = "\n".join(f"- {i.short}: {'prot ' if i.kind == 'cds' else ''}{b.pos[i.key]:,}{'' if i.kind == 'equity' else 'mm'} "
                     f"at {f.px(i)}; thesis {r.choice(['on track', 'on track', 'needs the sale', 'waiting on the DIP'])}"
                     for i in b.held)
    v = _memo_vars(f, b.held[1], f.px(b.held[1]))
    body = "\n".join([
        f"# Book review — {f.dstr()}", "_Keel · PM agent · weekly format, no trades proposed_", "",
        "## Positions", rows, "",
        "## Where the P&L came from",
        "Most of the month's P&L came from the healthcare names rallying on the sale headlines, offset by "
        "carry bleed on protection. We were too slow adding in the first week and too quick to take profits in "
        "the second; the TCA shows we paid the offer in thin markets more than we should have.", "",
        "## Scenarios", _fill(RECOVERY[2], v), "", _fill(r.choice(RISKS), v), "",
        "## Process watch", _fill(PROCESS[0], v), "", _fill(PROCESS[1], v), "",
        "## Sector", _fill(r.choice(SECTOR), v), "", _fill(r.choice(MGMT), v), "",
        "## Questions for Dana and Raj",
        "- Do we want to be restricted for the backstop economics, or stay public-side?\n- Is the CCC bucket cap the right constraint, or should we cap by expected loss?",
    ])
    m = f.post(f.when(16, 21), "keel", body)
    f.near(m, None)


DEBATE = [
    ("sextant", "On {h}: the 1L group's valuation deck implies {m}x, and on that number the unsecureds get "
                "{rec}. I think the DIP budget understates professional fees by ~${fee}mm, which is another two "
                "points off the recovery. Not a recommendation, just flagging the sensitivity for Keel's model."),
    ("keel", "Agree on fees. I'd also haircut the IP value in {h}: the licence agreements have change-of-control "
             "clauses that a plan sponsor would have to buy out. Net effect on our base case is {d} points. "
             "Sizing stays where it is until the disclosure statement is out."),
    ("sextant", "Counterpoint on {h}: the sale process has a stalking horse at ${sh}mm, which is above our base-case "
                "EV. If the auction clears even at the stalking-horse bid, the unsecureds are in the {rec}s. The "
                "market is pricing the free-fall case, not the sale."),
    ("keel", "The bid/ask on {h} has been {ba} points wide all week; any size we'd want to move would print "
             "through the screens. Worth knowing before anyone gets excited about the levels."),
    ("bulwark", "Reading the {h} cooperation agreement: signing restricts transfers to other signatories only and "
                "requires notice within 2 business days of any trade. If we sign, every trade in the name goes "
                "through me first. No change today; this is for planning."),
    ("sextant", "Docket read on {h}: the objection deadline for the bidding procedures is the {dd}th and the UCC "
                "has asked for a 2-week extension. Historically the court grants one week. Timelines in the "
                "memo assume the one week."),
]


def sc_debate(f: Flow, n):
    r = f.rng
    for who, tmpl in r.sample(DEBATE, min(n, len(DEBATE))):
        inst = r.choice(f.book.bonds + f.book.loans)
        m = f.post(f.when(12, 21), who, tmpl.format(h=inst.short, m=round(r.uniform(5, 8), 1), rec=r.randint(35, 70),
                                                     fee=r.randint(10, 40), d=r.randint(2, 6), sh=r.randint(300, 900),
                                                     ba=r.choice(["2", "3", "4"]), dd=r.randint(10, 28)))
        f.near(m, "agent debate on recovery with levels, no decision" if who == "sextant" else None)


def sc_digests(f: Flow):
    r = f.rng
    names = r.sample(f.book.others, 8)
    ev = ["first-day declarations filed", "UCC appointed (7 members)", "bidding procedures motion filed",
          "DIP final hearing adjourned", "exclusivity extended 60 days", "KEIP motion objected to by US Trustee",
          "disclosure statement approved", "plan confirmed; effective date expected next month"]
    lines = [f"# Docket digest — {f.dstr()}", "_Sextant · research agent · names outside the book_", ""]
    for nm in names:
        lines.append(f"## {nm}")
        lines.append(f"- {r.choice(ev).capitalize()}; docket #{r.randint(80, 900)}.")
        lines.append(f"- {r.choice(ev).capitalize()}; docket #{r.randint(80, 900)}.")
        lines.append(f"- Claims register: ${r.randint(200, 3000)}mm filed general unsecured claims, "
                     f"{r.randint(2, 30)}% disputed. Trade claims quoted {r.randint(20, 70)}-{r.randint(71, 85)} by brokers.")
        lines.append("")
    lines.append("None of these touch positions or the watchlist; they are here for context and for the recovery "
                 "comps library.")
    m = f.post(f.when(9, 12), "sextant", "\n".join(lines))
    f.near(m, "docket digest on names outside the book")
    # covenant review near-miss (held name, no decision)
    inst = r.choice(f.book.bonds)
    v = _memo_vars(f, inst, f.px(inst))
    body = "\n".join([
        f"# Document review: {inst.long}", f"_Sextant · research agent · for the file_", "",
        "## Scope", "Indenture, first supplemental indenture, intercreditor and the 2024 credit agreement "
        "amendment. Purpose: know our rights before anyone asks us to sign anything.", "",
        "## Liens and baskets", _fill(DOCS[0], v), "", "## Covenants", _fill(DOCS[1], v), "",
        "## Intercreditor", _fill(DOCS[2], v), "",
        "## What it means for trading", "Nothing mechanical. A holder selling here is selling the litigation "
        "option cheaply; a buyer is buying a seat in a fight. The docs would let a majority group uptier us, so "
        "the value of being in the group is real, and so is the cost of being restricted.", "",
        "## Process", _fill(r.choice(PROCESS), v), "",
        "## Comparable documents", _fill(r.choice(COMPS), v), "", _fill(r.choice(SECTOR), v),
    ])
    m = f.post(f.when(10, 19), "sextant", body)
    f.near(m, None)
    # hedging discussion memo (no decision)
    c = f.book.cds[0]
    v = _memo_vars(f, c, f.px(c))
    body = "\n".join([
        f"# Hedging options for the cash book", "_Keel · PM agent · discussion paper, no trades_", "",
        "## Why now", _fill(r.choice(MARKET_COLOUR), dict(cdx=_bond_px(r.uniform(101, 106)), d1="0.5",
                                                          hyg=f"{r.uniform(76, 80):.2f}", d2="2", bp=r.randint(4, 12),
                                                          ccc=r.randint(520, 760))), "",
        "## Options",
        f"1. More single-name protection on {c.issuer} — cheapest jump-to-default hedge, but the basis to the "
        f"cash bonds has been volatile ({r.randint(40, 150)}bp range this month).\n"
        "2. CDX HY payer swaptions, 3m, 106 strike — protects against a beta sell-off, not against idiosyncratic "
        "defaults, which is most of our risk.\n"
        "3. Shorting HYG — simple, liquid, expensive to borrow at month-end and a poor match for CCC risk.\n"
        "4. Doing nothing and keeping the book smaller.", "",
        "## Costs", f"Option 1 carries at roughly {r.randint(400, 900)}bp running; option 2 costs {r.uniform(0.4, 1.2):.2f} "
        "pts upfront; option 3 is ~{r.randint(30, 120)}bp a year in borrow plus tracking error.", "",
        "## Comparables", _fill(COMPS[0], v), "", _fill(r.choice(SECTOR), v), "",
        "## Questions", "Dana: which of these would you want to see as a formal proposal? I have no preference yet.",
    ])
    m = f.post(f.when(11, 20), "keel", body)
    f.near(m, "hedging discussion paper listing options, no proposal")
    # tear sheet on a watchlist name (no position, no decision)
    w = r.choice(f.book.watch)
    v = _memo_vars(f, w, f.px(w))
    sec = r.sample(SECTOR, 2)
    body = "\n".join([
        f"# Tear sheet: {w.issuer}", f"_Sextant · research agent · watchlist, no position_", "",
        f"Instrument: {w.long}" + (f" · CUSIP {w.cusip} · ISIN {w.isin}" if w.cusip else ""), "",
        "## Business", _fill(r.choice(SITUATION), v), "", "## Management", _fill(r.choice(MGMT), v), "",
        "## Sector", _fill(sec[0], v), "", _fill(sec[1], v), "",
        "## Capital structure", _fill(r.choice(CAPSTRUCT), v), "", "## Liquidity", _fill(r.choice(LIQUIDITY), v), "",
        "## Recovery sketch", _fill(r.choice(RECOVERY), v), "",
        "## Why it is on the list", f"Price {f.px(w)} against a recovery range of {v['rec_d']}-{v['rec_u']}. Interesting "
        "if the process gets forced; not interesting as a coupon clip. Revisit after the next lender update.",
    ])
    m = f.post(f.when(9, 18), "sextant", body)
    f.near(m, "watchlist tear sheet with price and recovery range")
    # overnight news digest (quoted headlines, mixed names, no decision)
    hl = [r.choice(NEWS_OTHER).format(I=nm) for nm in r.sample(f.book.others, 5)]
    body = "\n".join([f"# Overnight wire digest — {f.dstr()}", "_Sextant · research agent_", "",
                      *[f"> {h}" for h in hl], "",
                      "Read-through: none of the above are book names. The Delaware filing is a useful recovery comp "
                      "for our healthcare exposure (same sponsor, similar leases); I'll fold it into the comps "
                      "library. No routing needed beyond that."])
    m = f.post(f.when(10, 12), "sextant", body)
    f.near(m, "overnight digest of quoted headlines on other names")


def sc_more_memos(f: Flow):
    r = f.rng
    b = f.book
    # Keel session notes: levels and colour on held names, no decision
    rows = []
    for i in b.held:
        rows.append(f"- **{i.short}** — screens {f.px(i, -0.004)}/{f.px(i, 0.004)}; "
                    f"{r.choice(['two-way, light', 'better sellers', 'better buyers', 'no prints', 'one print in size'])}; "
                    f"{r.choice(['nothing to do', 'watching the docket', 'holding', 'no change'])}.")
    v = _memo_vars(f, b.held[0], f.px(b.held[0]))
    body = "\n".join([
        f"# Session notes — {f.dstr()} (midday)", "_Keel · PM agent · colour only, decisions go in memos_", "",
        "## Book", *rows, "",
        "## Market", _fill(r.choice(MARKET_COLOUR), dict(cdx=_bond_px(r.uniform(101, 106)), d1="0.25",
                                                         hyg=f"{r.uniform(76, 80):.2f}", d2="1.5",
                                                         bp=r.randint(4, 12), ccc=r.randint(520, 760))), "",
        "## Flows we saw", f"Two dealers showed bids for size in stressed healthcare; a hedge fund was asking around "
        f"for {r.choice(b.others)} paper. Someone sold a block of {r.choice(b.others)} 2L at a level we would have "
        "liked to own in January — not our name any more. Loan secondary was quiet outside the CLO selling.", "",
        "## Things I would do if the levels came", "This is a wish list, not a set of proposals: more of the "
        "fulcrum in the healthcare name below the recent lows; less of the retail loan above par-minus-five; "
        "protection on the telecom name if the basis widens. Each needs its own memo and approval.", "",
        "## Sector", _fill(r.choice(SECTOR), v),
    ])
    m = f.post(f.when(15.5, 17.5), "keel", body)
    f.near(m, "midday session notes with a wish list of trades")
    m2 = f.post(f.when(20.5, 22), "keel", body.replace("(midday)", "(close)").replace(
        "colour only, decisions go in memos", "end-of-day colour, no new decisions"))
    f.near(m2, None)
    # Sextant earnings preview
    inst = r.choice(b.held + b.watch)
    v = _memo_vars(f, inst, f.px(inst))
    body = "\n".join([
        f"# Earnings preview: {inst.issuer}", "_Sextant · research agent · preview, not a view change_", "",
        "## What the market expects", f"Consensus EBITDA ${v['e']}mm, revenue down {r.randint(2, 9)}% y/y, liquidity "
        f"around ${v['liq']}mm. The bonds imply the market expects a miss.", "",
        "## What we will listen for", "- Revolver usage and the springing test\n- Any mention of advisers, "
        "'strategic alternatives' or 'capital structure review'\n- Vendor terms and inventory\n- Capex cuts",
        "", "## Scenarios", _fill(r.choice(RECOVERY), v), "", _fill(r.choice(LIQUIDITY), v), "",
        "## Background", _fill(r.choice(SECTOR), v), "", _fill(r.choice(MGMT), v), "",
        "## Documents", _fill(r.choice(DOCS), v),
    ])
    m = f.post(f.when(10, 16), "sextant", body)
    f.near(m, None)
    # Bulwark wall-cross status
    names = r.sample(b.watch + [i for i in b.held if i.kind != "equity"], 4)
    lines = [f"# Wall-cross & restricted status — {f.dstr()}", "_Bulwark · risk agent · status only_", "",
             "| Issuer | Status | Since | Cleansing expected |", "|---|---|---|---|"]
    for i in names:
        lines.append(f"| {i.issuer} | {r.choice(['public-side', 'public-side', 'watch (NDA offered, declined)'])} | "
                     f"{r.randint(1, 28)} Feb | — |")
    lines += ["", "## Process reminders",
              "Any NDA offer goes to Raj before anyone clicks through the data room. Agents must not ingest "
              "private-side material; if it appears in this channel it will be removed and the removal logged. "
              "Cleansing releases are checked by the overnight cron and summarised here the next morning.",
              "", "## Statistics", f"- NDA offers this month: {r.randint(2, 9)}\n- Accepted: {r.randint(0, 2)}\n"
              f"- Average restriction length: {r.randint(12, 40)} days\n- Trades blocked by pre-trade this month: {r.randint(1, 6)}"]
    m = f.post(f.when(11, 13), "bulwark", "\n".join(lines))
    # third recovery-style note: sector primer
    v = _memo_vars(f, b.held[-1], f.px(b.held[-1]))
    sec = r.sample(SECTOR, 3)
    body = "\n".join([
        f"# Sector primer: {b.held[-1].sector or 'industrials'}", "_Sextant · research agent · background_", "",
        "## Overview", _fill(sec[0], v), "", _fill(sec[1], v), "", _fill(sec[2], v), "",
        "## How these cases have gone", _fill(COMPS[0], v), "", _fill(COMPS[1], v), "",
        "## Document patterns", _fill(DOCS[0], v), "",
        "## What to watch", "Maturity walls, sponsor fund vintages, and whether the lender groups are organised "
        "before or after the first missed coupon. The earlier the group organises, the better the unsecureds do.",
    ])
    m = f.post(f.when(1, 8), "sextant", body)
    f.near(m, None)


QA = [
    ("keel", "@Sextant what's the latest on the {I} DIP size? need it for the recovery grid",
     "sextant", "Interim order was ${dip}mm, final hearing asks for ${dip2}mm. The extra is roll-up of prepetition "
                "1L, not new money, so it doesn't change the recovery for us much — maybe a point. Source: docket #{dk}."),
    ("dana", "Sextant, who chairs the {I} ad hoc group?",
     "sextant", "Two large credit funds co-chair; advisers are a Houlihan/Milbank pairing per the 2019 group. "
                "The group holds ~{grp}% of the 1L by the last 2019 statement. I can pull the full roster if useful."),
    ("keel", "@Bulwark what's our headroom on the single-issuer cap for {I}?",
     "bulwark", "{I} is {pct}% of NAV against a 5.0% cap, so about ${room}mm face at current marks. CCC bucket is the "
                "tighter constraint today."),
    ("raj", "Bulwark, are the {I} marks vendor or dealer?",
     "bulwark", "Vendor evaluated at 16:00, cross-checked against two dealer runs; difference was {diff} pts, inside "
                "tolerance. Level 2."),
    ("keel", "@Tiller how deep is the {I} market right now?",
     "tiller", "Dealer runs show {n} dealers, tight markets {ba} pts wide, size ~${sz}mm either way. Last TRACE print "
               "${tr}mm at {tp} around 11:40. Thin but tradeable."),
    ("dana", "Keel, remind me why we're in {I} and not the 1L?",
     "keel", "Because the 1L is money-good in every scenario we model and trades like it (~{l1}); the upside is in "
             "the unsecureds if the sale clears. The memo from last month has the grid; I've pinned it in #research."),
    ("raj", "Sextant can you check whether {I} has a cleansing date coming?",
     "sextant", "Nothing scheduled. The last NDA round ended without a cleansing release because no one signed. "
                "If that changes Bulwark's cron will catch it overnight."),
    ("keel", "@Sextant do we have the {I} 13-week cash flow?",
     "sextant", "Only the version attached to the first-day declaration (week ending {wk}). It shows a trough of "
                "${trough}mm. The updated budget is due with the final DIP order."),
]


def sc_qa(f: Flow, n):
    r = f.rng
    for qa in r.sample(QA, min(n, len(QA))):
        inst = r.choice(f.book.bonds + f.book.loans + f.watch_free)
        v = dict(I=inst.issuer, dip=r.randint(100, 300), dip2=r.randint(310, 500), dk=r.randint(50, 600),
                 grp=r.randint(45, 80), pct=round(r.uniform(2.5, 4.8), 1), room=r.randint(1, 6),
                 diff=r.choice(["0.25", "0.5", "0.125"]), n=r.randint(3, 7), ba=r.choice(["1.5", "2", "3"]),
                 sz=r.randint(1, 5), tr=r.randint(1, 5), tp=f.px(inst) if inst.kind in ("bond", "loan") else "61.25",
                 l1=_bond_px(r.uniform(88, 98)), wk=r.randint(3, 12), trough=r.randint(15, 80))
        t = f.when(12, 21)
        q = f.post(t, qa[0], qa[1].format(**v))
        a = f.post(f.after(t, 0.5, 6), qa[2], qa[3].format(**v), ref=q)


def sc_runs(f: Flow, n):
    r = f.rng
    for _ in range(n):
        names = r.sample(f.book.held + f.book.watch, 4)
        fields = []
        for i in names:
            if i.kind in ("bond", "loan"):
                mid = f.book.px[i.key]
                fields.append({"name": i.desc, "value": f"{_bond_px(mid - 0.75)} / {_bond_px(mid + 0.75)}  "
                                                         f"{r.randint(1, 5)}x{r.randint(1, 5)}", "inline": False})
        dealer = r.choice(DEALERS)
        emb = {"title": f"Dealer run · {dealer}", "author": "TradeBridge",
               "description": "Indicative, subject to change. Not an offer.",
               "fields": fields, "footer": f"run {r.randint(100000, 999999)} · {dealer} HY/distressed desk"}
        f.noise(f.post(f.when(12.5, 20), "bridge", "", [emb]))


def sc_plan(f: Flow):
    r = f.rng
    b = f.book
    v = _memo_vars(f, b.held[0], f.px(b.held[0]))
    body = "\n".join([
        f"# Desk plan — {f.dstr()}", "_Keel · PM agent · agenda, decisions happen in their own posts_", "",
        "## Calendar", f"- 09:00 lender call ({r.choice(b.others)}, listen-only)\n- 11:00 research sync\n"
        f"- 15:30 company advisers call\n- 16:00 risk check-in with Raj", "",
        "## Open work", "- Entry/exit memos in draft: see #research; each will be posted for approval when final\n"
        "- Recovery grid refresh for the healthcare names (Sextant)\n- Reconcile yesterday's loan trades with the agent (Tom)\n"
        "- Confirm pre-trade rules reflect last week's cap changes (Bulwark)", "",
        "## Reading list", "- Disclosure statement drafts on file\n- Sell-side recovery notes (3)\n"
        "- Sector piece from CreditSights", "",
        "## Market context", _fill(r.choice(SECTOR), v), "", _fill(r.choice(LIQUIDITY), v), "",
        "## Reminders", "Memos lead with the recommendation. Nothing goes to Tiller without a human approval in "
        "this channel. Private-side material stays out of the channel.",
    ])
    m = f.post(f.clamp(f.t0 + 12 * 3_600_000 + r.randint(0, 1_500_000)), "keel", body)
    f.near(m, "morning agenda mentioning memos to come")


def sc_history_memos(f: Flow):
    r = f.rng
    b = f.book
    # comps library (past cases, neutral)
    rows = []
    for nm in r.sample(b.others, 10):
        rows.append(f"| {nm} | {r.choice([2019, 2020, 2021, 2022, 2023, 2024])} | "
                    f"{r.choice(['prepack', 'free-fall', 'LME then Ch.11', '363 sale', 'out-of-court exchange'])} | "
                    f"{r.randint(5, 14)} | {r.randint(85, 100)} | {r.randint(8, 75)} | {r.randint(0, 12)} |")
    v = _memo_vars(f, b.held[0], f.px(b.held[0]))
    body = "\n".join([
        "# Recovery comps library — monthly refresh", "_Sextant · research agent · reference_", "",
        "| Case | Year | Path | Months | 1L rec | Unsec rec | Equity % to unsec |", "|---|---|---|---|---|---|---|",
        *rows, "",
        "## Observations", _fill(COMPS[0], v), "", _fill(COMPS[1], v), "",
        "Prepacks beat free-falls for unsecureds by a median of 11 points in this sample; LME-first cases were the "
        "worst outcomes for holders outside the majority group. Sample is small and survivorship-biased.",
    ])
    m = f.post(f.when(2, 9), "sextant", body)
    # post-mortem: history in the past tense, with trading words
    inst = r.choice(b.others)
    body = "\n".join([
        f"# Post-mortem: {inst} (closed last year)", "_Keel · PM agent · lessons, no action_", "",
        "## What we did",
        f"We bought {r.randint(3, 8)}mm of the {inst} unsecureds at {_bond_px(r.uniform(45, 60))} after the first missed "
        f"coupon, added {r.randint(1, 4)}mm at {_bond_px(r.uniform(38, 44))} when the RSA leaked, and sold the whole "
        f"position at {_bond_px(r.uniform(30, 37))} two weeks before confirmation. The stop at {_bond_px(r.uniform(32, 36))} "
        "was hit on a day with no real trades, on an evaluated mark.", "",
        "## What went wrong",
        "We sized as if the sale process had two bidders; it had one. We treated the DIP as plain new money when "
        "it rolled up prepetition debt. We were outside the ad hoc group and found out about the RSA from the "
        "wire, not from counsel. And our stop fired on a vendor mark rather than a trade.", "",
        "## What we changed",
        "- Stops on distressed bonds trigger on dealer-run mids or prints, never on evaluated marks\n"
        "- Every entry memo states the number of credible bidders\n- DIP terms are modelled line by line\n"
        "- We ask to join the group early, accepting restriction when the position is core", "",
        "## Context", _fill(r.choice(SECTOR), v), "", _fill(r.choice(PROCESS), v),
    ])
    m = f.post(f.when(8, 20), "keel", body)
    f.near(m, "post-mortem of a closed position in the past tense")


def sc_call_notes(f: Flow):
    r = f.rng
    b = f.book
    nm = r.choice(b.others)
    v = _memo_vars(f, b.held[0], "n/a")
    v["I"] = nm
    body = "\n".join([
        f"# Lender call notes: {nm} (public-side, listen-only)", "_Sextant · research agent_", "",
        "## Attendance", f"~{r.randint(60, 180)} lines on the call; company CFO, treasurer and the bank adviser. "
        "Q&A limited to written questions. We are not a lender and not in any group.", "",
        "## Prepared remarks", _fill(r.choice(SITUATION), v), "", _fill(r.choice(LIQUIDITY), v), "",
        "## Q&A, paraphrased",
        "- Q: is an amend-and-extend on the table? A: 'all options', no timeline.\n"
        "- Q: will the sponsor contribute? A: declined to comment.\n"
        "- Q: covenant headroom at the next test date? A: 'adequate', no number.\n"
        "- Q: vendor terms? A: 'stable', though two vendors were mentioned by name as having shortened terms.", "",
        "## Read-through for the book",
        "Same sponsor as one of our healthcare names and similar lease structures, so the call is useful as a "
        "comp; it says nothing directly about our positions.", "",
        "## Documents", _fill(r.choice(DOCS), v),
    ])
    m = f.post(f.when(13, 17), "sextant", body)
    f.near(m, None)
    # Tiller weekly microstructure colour (other people's prints)
    prints = "\n".join(f"- {r.choice(b.others)} {r.choice(['2028s', '2029s', '2030s', 'TLB'])}: ${r.randint(1, 15)}mm "
                       f"printed at {_bond_px(r.uniform(30, 95))} ({r.choice(['client buy', 'client sell', 'D2D'])})"
                       for _ in range(8))
    body = "\n".join([
        "# Liquidity colour — TRACE & loan secondary", "_Tiller · execution agent · market data, not our trades_", "",
        "## Largest distressed prints (street)", prints, "",
        "## Observations",
        f"Average distressed bond bid/ask {r.uniform(1.2, 3.0):.1f} pts this week vs {r.uniform(1.0, 2.5):.1f} last month. "
        "Dealers are quoting size only in names with an organised group; everything else is by appointment. "
        "Loan secondary settlement times are back to T+10 median, which ties up cash longer than the models "
        "assume. RFQ hit rates on our side were in line with the quarter.",
        "", "## Plumbing", "TradeBridge latency was normal apart from two timeouts overnight (already in the error "
        "channel). No change to dealer lists.",
    ])
    m = f.post(f.when(19, 22), "tiller", body)
    f.near(m, "execution agent market-print colour, not our fills")


CHATTER = [
    ("dana", "morning all"), ("raj", "morning"), ("tom", "ops: custody reconciliation clean for yesterday"),
    ("dana", "lunch — anyone want the usual?"), ("raj", "in the risk committee 2-3, ping if urgent"),
    ("tom", "settlements: two loan trades still pending at the agent, chasing"),
    ("dana", "who has the lender presentation pdf? the link in the deal room is dead"),
    ("sextant", "Uploaded the docket index to the share drive (214 filings, tagged by issuer)."),
    ("keel", "Reminder: memos need a 'what would change our mind' section, two drafts today skipped it."),
    ("raj", "audit is asking for last month's wall-cross log, Bulwark can you export it"),
    ("bulwark", "Export done: wall-cross log Feb, 11 entries, sent to audit mailbox."),
    ("dana", "call with the company's advisers moved to 3:30"), ("tom", "fire drill at 11, back in 10"),
    ("dana", "Keel your memos are getting long, keep the recommendation up top next time"),
    ("keel", "Noted — will lead with the recommendation from tomorrow."),
    ("raj", "who's on the 4pm with legal?"), ("dana", "me + Sextant"),
    ("sextant", "Docket alert config updated: now covering 38 cases across 6 districts."),
    ("tom", "new laptop images tonight, agents unaffected"), ("dana", "can someone mute the price alerts after 5"),
    ("raj", "reminder compliance attestation due friday"), ("dana", "ha"), ("raj", "fair"),
    ("sextant", "Glossary for new readers pinned in #research: RSA, DIP, LME, cleansing, backstop."),
    ("tom", "ops: CUSIP master refreshed from the vendor file"),
    ("dana", "coffee?"), ("raj", "brb"), ("keel", "Switching memo template to v4 (adds sources block)."),
]


CHATTER_WINDOWS = {"morning all": (10.5, 12.5), "morning": (10.5, 12.5), "lunch — anyone want the usual?": (15, 16.5),
                   "fire drill at 11, back in 10": (14.5, 15), "coffee?": (12, 20),
                   "call with the company's advisers moved to 3:30": (14, 18),
                   "in the risk committee 2-3, ping if urgent": (16, 18), "who's on the 4pm with legal?": (16, 19.5),
                   "me + Sextant": (16, 19.9), "can someone mute the price alerts after 5": (17, 21),
                   "new laptop images tonight, agents unaffected": (19, 22.5)}


def sc_chatter(f: Flow, n):
    r = f.rng
    for who, text in r.sample(CHATTER, min(n, len(CHATTER))):
        lo, hi = CHATTER_WINDOWS.get(text, (11, 22.5))
        m = f.post(f.when(lo, hi), who, text)


def sc_noise(f: Flow):
    r = f.rng
    b = f.book
    # heartbeats every 30 min, some skipped
    for k in range(48):
        if r.random() < 0.4:
            t = f.t0 + k * 1_800_000 + r.randint(0, 40_000)
            lag = round(r.uniform(0.4, 3.5), 1)
            f.noise(f.post(t, "hb", json.dumps({"hb": _iso(t), "keel": "ok", "sextant": "ok", "tiller": "ok",
                                                "bulwark": "ok", "lag_s": lag, "queue": r.randint(0, 4),
                                                "tokens_1h": r.randint(40_000, 900_000),
                                                "mem_mb": r.randint(600, 2400)})))
    for k in range(0, 24, 3):
        t = f.t0 + k * 3_600_000 + r.randint(60_000, 300_000)
        f.noise(f.post(t, "cbot", json.dumps({"ts": _iso(t), "type": "heartbeat", "limits": "all ok", "checks": r.randint(40, 90)})))
    crons = [
        "cron[triage-sweep] done: {n} scanned, 0 routed", "cron[eod-marks] completed in {s}s",
        "cron[docket-pull] {n} new filings indexed", "cron[recon] positions vs custody: 0 breaks",
        "cron[wallcross-expiry] nothing expiring in 48h", "cron[triage-sweep] done: {n} scanned, 0 routed",
        "cron[backup] memo store snapshot ok ({s} MB)", "cron[fx] rates refreshed",
    ]
    for c in crons:
        f.noise(f.post(f.when(0, 24), "cron", c.format(n=r.randint(5, 60), s=r.randint(12, 300))))
    for _ in range(6):
        f.noise(f.post(f.when(0, 24), "vendor", r.choice([
            f"vendor-sync: ICE evaluated pricing {r.randint(12000, 16000):,} cusips, {r.randint(0, 9)} stale",
            f"vendor-sync: LSTA loan marks {r.randint(900, 1400)} facilities, ok",
            f"vendor-sync: Markit CDS curves {r.randint(400, 700)} names, {r.randint(0, 3)} fallbacks",
            f"vendor-sync: ratings feed delta {r.randint(0, 30)} actions applied",
            "vendor-sync: reference data (CUSIP/ISIN map) ok",
        ])))
    for _ in range(4):
        f.noise(f.post(f.when(8, 23), "ci", r.choice([
            f"ci: keel-agent #{r.randint(400, 900)} passed (main) {r.randint(2, 6)}m{r.randint(0, 59)}s",
            f"ci: tiller-agent #{r.randint(400, 900)} passed (main) {r.randint(2, 6)}m{r.randint(0, 59)}s",
            f"deploy: sextant-agent v1.{r.randint(10, 40)}.{r.randint(0, 9)} → prod ✅",
            f"ci: bulwark-rules #{r.randint(100, 300)} failed (lint) — fixed in next push",
        ])))
    for _ in range(6):
        f.noise(f.post(f.when(13, 21), "alerts", r.choice([
            f"📉 CDX HY S45 5Y {_bond_px(r.uniform(101, 106))} ({r.uniform(-0.6, 0.3):+.2f})",
            f"📈 HYG {r.uniform(76, 80):.2f} ({r.uniform(-0.4, 0.4):+.2f}%)",
            f"⚠️ UST 10Y {r.uniform(3.9, 4.6):.3f}% crossed alert level",
            f"📉 LSTA 100 index {r.uniform(94, 97):.2f}",
        ])))
    for hh in (13.5, 16.5, 20.2, 21.5):
        t = f.clamp(f.t0 + hh * 3_600_000 + r.randint(0, 600_000))
        lines = [f"PnL marks {datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime('%H:%M')}Z"]
        for i in b.held:
            lines.append(f"{i.short:<10} {f.px(i, r.uniform(-0.01, 0.01)):>9}  {r.uniform(-60, 60):+.0f}k")
        lines.append(f"total day {r.uniform(-250, 250):+.0f}k · mtd {r.uniform(-900, 2400):+.0f}k")
        f.noise(f.post(t, "marks", "```\n" + "\n".join(lines) + "\n```"))
    for _ in range(r.randint(1, 2)):
        f.noise(f.post(f.when(0, 24), "gw", f"gateway reconnect (resumed, seq {r.randint(10000, 99999)})"))
    # stack traces: one survives, a burst is bulk-deleted
    tb = ("Traceback (most recent call last):\n  File \"tiller/bridge.py\", line 214, in poll\n    resp = self.session.get(url, timeout=5)\n"
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='bridge.internal', port=443): Read timed out.")
    f.noise(f.post(f.when(9, 20), "tiller", "```\n" + tb + "\n```"))
    t = f.when(2, 6)
    burst = []
    for k in range(3):
        m = f.post(t + k * 1500, "tiller", f"```\nbridge poll error #{k + 1}: ConnectionResetError(104, 'Connection reset by peer') [burst c{f.ch}d{f.day}-{k}]\n```")
        m.kind = "noise"
        m.deleted = t + 300_000
        m.bulk = ("b", f.day)
        burst.append(m)
    acks = ["thx", "ok", "🙏", "👍", "k", "ty", "noted", "👌"]
    targets = [m for m in f.msgs if m.kind == "noise" and m.who in ("marks", "cron", "vendor")] or f.msgs
    for _ in range(8):
        tg = r.choice(targets)
        f.noise(f.post(f.after(tg.t, 0.3, 8), r.choice(["dana", "raj", "tom"]), r.choice(acks), ref=tg))
    return [m.content.strip("`\n") for m in burst]


def sc_book_and_watch(f: Flow):
    r = f.rng
    b = f.book
    t = f.clamp(f.t0 + 11 * 3_600_000 + r.randint(0, 600_000))
    lines = [f"📒 Book open — {f.dstr()}"]
    for i in b.held:
        if i.kind == "cds":
            lines.append(f"- {i.long}: long protection ${b.pos[i.key]}mm")
        elif i.kind == "equity":
            lines.append(f"- {i.long} ({i.tkr}): {b.pos[i.key]:,} sh")
        else:
            ident = f" · {i.cusip}" if i.cusip else ""
            lines.append(f"- {i.long}{ident}: {b.pos[i.key]}mm face")
    m = f.post(t, "bulwark", "\n".join(lines))
    f.pin(m, f.after(t, 0.5, 5), "dana")
    f.react(m, f.after(t, 0.5, 5), "📌", "dana")
    w = f.post(f.after(t, 1, 4), "sextant", "Watchlist (no positions): " + ", ".join(f"{i.issuer} ({i.short})" for i in b.watch))
    return m, w


# --------------------------------------------------------------------------- assembly

def _hard_count(f):
    return sum(1 for m in f.msgs if m.kind == "hard")


def _flow(gen, seed, ch, day, t0, book):
    rng = random.Random(f"{DESK}|{seed}|{ch}|{day}")
    f = Flow(gen, rng, ch, day, t0, book, order_base=40_000 + 1000 * ch + 97 * day)
    removed = []
    b = book
    sc_book_and_watch(f)
    bonds = rng.sample(b.bonds, 4)
    buy_target = rng.choice(b.watch[:3]) if rng.random() < 0.5 else bonds[1]
    if buy_target.kind != "bond":
        buy_target = bonds[1]
    f.watch_free = [w for w in b.watch if w is not buy_target]
    restricted_name = rng.choice([w for w in b.watch[3:] if w is not buy_target] or f.watch_free)
    # core scenarios, every day
    sc_bond_memo_lifecycle(f, bonds[0], with_stop_edits=True, with_route=True)
    sc_loan_shorthand(f, rng.choice(b.loans))
    news = sc_news(f, n_held=3, n_watch=2, n_other=rng.randint(9, 12), n_macro=rng.randint(4, 6))
    sc_triage(f, news)
    sc_eod_memo(f)
    sc_thesis_memo(f, rng.choice(b.held))
    sc_blocked(f, bonds[3])
    removed.append(sc_deleted_proposal(f))
    removed.append(sc_forgotten(f))
    sc_thread(f)
    # optional scenarios until the day's target is reached
    optional = [
        (6, lambda: sc_bond_memo_lifecycle(f, buy_target, with_stop_edits=False, with_route=rng.random() < 0.4)),
        (4, lambda: sc_cds(f, b.cds[0])),
        (4, lambda: sc_sell_reduce(f, bonds[2])),
        (2, lambda: sc_restricted(f, restricted_name)),
        (1, lambda: sc_limit_human(f)),
        (1, lambda: sc_breach(f)),
        (1, lambda: sc_thesis_short(f, rng.choice(b.held))),
        (1, lambda: sc_standalone_stop(f, rng.choice(b.eq + b.loans))),
        (1, lambda: sc_cancel(f, rng.choice(b.bonds))),
    ]
    rng.shuffle(optional)
    target = rng.randint(34, 42)
    for mx, fn in optional:
        n = _hard_count(f)
        if n >= target:
            break
        if n + mx > 45:
            continue
        fn()
    sc_near_misses(f)
    sc_debate(f, rng.randint(4, 6))
    sc_digests(f)
    sc_more_memos(f)
    sc_qa(f, rng.randint(6, 8))
    sc_runs(f, rng.randint(4, 6))
    sc_plan(f)
    sc_history_memos(f)
    sc_call_notes(f)
    sc_chatter(f, rng.randint(18, 26))
    removed += sc_noise(f)
    return f, removed


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = _ms(end)
    gen = Gen()
    flows = []
    removed = []
    for ch in range(channels):
        book = Book(random.Random(f"{DESK}|book|{seed}|{ch}"))
        for d in range(days):
            t0 = end_ms - (days - d) * DAY_MS
            fl, rem = _flow(gen, seed, ch, d, t0, book)
            flows.append(fl)
            removed += rem

    # assign snowflakes
    allm = [m for fl in flows for m in fl.msgs]
    allm.sort(key=lambda m: (m.t, m.chan))
    last = {}
    for m in allm:
        worker = m.ch % 32
        key = (m.t, worker)
        seq = last.get(key, -1) + 1
        last[key] = seq
        m.id = str(_sf(m.t, worker, seq + 256 * (m.ch // 32)))

    evs = []
    for fl in flows:
        for m in fl.msgs:
            msg = {"id": m.id, "author_id": AUTHOR_IDS[m.who], "author_name": AUTHORS[m.who][0],
                   "author_bot": AUTHORS[m.who][1], "created_at": _iso(m.t), "content": m.content,
                   "attachments": [], "embeds": m.embeds or [],
                   "reference_id": m.ref.id if m.ref is not None else None}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
            if m.parent:
                line["parent_channel_id"] = m.parent
            line["message"] = msg
            evs.append((m.t, 0, int(m.id), line))
            for (te, content, _sup) in m.edits:
                evs.append((te, 1, int(m.id), {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.chan,
                                               "message_id": m.id, "edited_at": _iso(te), "content": content}))
            for (tp, who, op) in m.pins:
                evs.append((tp, 2, int(m.id), {"op": op, "guild_id": GUILD_ID, "channel_id": m.chan,
                                               "message_id": m.id, "by": AUTHOR_IDS[who], "at": _iso(tp)}))
            for (tr, emoji, who, op) in m.reactions:
                evs.append((tr, 3, int(m.id), {"op": op, "guild_id": GUILD_ID, "channel_id": m.chan,
                                               "message_id": m.id, "emoji": emoji, "user_id": AUTHOR_IDS[who],
                                               "at": _iso(tr)}))
            if m.deleted and not m.bulk:
                evs.append((m.deleted, 4, int(m.id), {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.chan,
                                                      "message_id": m.id, "deleted_at": _iso(m.deleted)}))
            if m.forgotten:
                tf, who = m.forgotten
                evs.append((tf, 5, int(m.id), {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.chan,
                                               "message_id": m.id, "requested_by": AUTHOR_IDS[who], "at": _iso(tf)}))
        groups = {}
        for m in fl.msgs:
            if m.bulk:
                groups.setdefault(m.bulk, []).append(m)
        for g in groups.values():
            td = max(x.deleted for x in g)
            evs.append((td, 4, int(g[0].id), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": g[0].chan,
                                              "message_ids": [x.id for x in g], "deleted_at": _iso(td)}))
        # one reaction removed (a stray 👀 taken back)
        for m in fl.msgs:
            if m.reactions and m.reactions[0][1] == "👀":
                tr = m.reactions[0][0] + 45_000
                evs.append((tr, 3, int(m.id), {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": m.chan,
                                               "message_id": m.id, "emoji": "👀", "user_id": AUTHOR_IDS["sextant"],
                                               "at": _iso(tr)}))
                break
    evs.sort(key=lambda x: (x[0], x[1], x[2]))
    events = [e[3] for e in evs]

    hard, superseded, noise, near = [], [], [], []
    for m in allm:
        if m.kind == "hard":
            hard.append({"channel_id": m.chan, "message_id": m.id, "event_type": m.etype, "facts": m.facts,
                         "phrasing": m.phrasing, "final_state": m.final_state})
            for (_te, _c, sup) in m.edits:
                for s in sup:
                    superseded.append([m.chan, m.id, s])
        elif m.kind == "noise" and not (m.deleted or m.forgotten):
            noise.append(m.id)
        elif m.kind == "near" and not (m.deleted or m.forgotten):
            near.append(m.id)
    idioms = [{"message_id": m.id, "idiom": name, "expected": exp} for name, m, exp in gen.pick_idioms()]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded,
              "removed_texts": sorted(set(removed)), "noise_message_ids": noise,
              "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- CLI

def _stats(out: dict) -> str:
    ev = out["events"]
    creates = [e for e in ev if e["op"] == "create"]
    size = sum(len(e["message"]["content"].encode()) + sum(len(json.dumps(x, ensure_ascii=False).encode())
                                                            for x in e["message"]["embeds"]) for e in creates)
    by = {}
    for h in out["labels"]["hard_events"]:
        by[h["event_type"]] = by.get(h["event_type"], 0) + 1
    return (f"events={len(ev)} messages={len(creates)} content_kb={size / 1024:.1f} "
            f"hard={len(out['labels']['hard_events'])} noise={len(out['labels']['noise_message_ids'])} "
            f"near={len(out['labels']['near_miss_ids'])} by_type={json.dumps(by, sort_keys=True)}")


def main(argv=None):
    p = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    p.add_argument("--out", required=True)
    p.add_argument("--labels", required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--channels", type=int, default=1)
    p.add_argument("--days", type=int, default=1)
    p.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    a = p.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    print(_stats(out), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
