#!/usr/bin/env python3
"""vix_term_structure_desk -- a seeded, busy Discord day of a US volatility desk.

VIX futures calendars (UX1/UX2 by month code), VIX options, SPX variance swaps,
SPX 0DTE options and volatility ETPs (UVXY / SVXY / VXX) traded against the
ETP rebalancing flows.  Produces capture lines (see shared/CAPTURE-FORMAT.md)
plus ground-truth labels.  Standard library only; output is a pure function of
the arguments.

CLI:
    python -m tests.desks.vix_term_structure_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "vix_term_structure_desk"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 18, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1186417739520532490"

# stable author ids -------------------------------------------------------
AUTHORS = {
    "renata": ("1093846617180987412", "renata", False),          # PM / desk lead
    "dmitri": ("1101270954382655528", "dmitri.k", False),        # trader (futures / ETPs)
    "jules": ("1124589902247104532", "jules", False),            # trader (SPX options / var)
    "ts": ("1211450973005148230", "TermStructure Agent", True),
    "exec": ("1211451388119601183", "Execution Agent", True),
    "risk": ("1211451790261080115", "Risk Agent", True),
    "oms": ("1179903342113091614", "OMS Bridge", True),
    "volsurf": ("1168820471530332170", "volsurf", True),
    "ci": ("1158432201957761034", "deploybot", True),
    "wire": ("1149275500815102012", "Newswire", True),
    "cron": ("1163338907710951495", "scheduler", True),
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CODES = "FGHJKMNQUVXZ"


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _channel_id(index: int) -> str:
    base_ms = 1707912345678 + index * 3 * 86_400_000 + index * 7919
    return str(snowflake(base_ms, 3 + (index % 7), 101 + index))


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _third_friday(y: int, m: int) -> date:
    d1 = date(y, m, 1)
    return d1 + timedelta(days=(4 - d1.weekday()) % 7 + 14)


def _vx_expiry(y: int, m: int) -> date:
    ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
    return _third_friday(ny, nm) - timedelta(days=30)


def _vx_strip(session: date, n: int = 8) -> list:
    y, m = session.year, session.month - 1
    if m == 0:
        y, m = y - 1, 12
    out = []
    while len(out) < n:
        exp = _vx_expiry(y, m)
        if exp > session:
            out.append({"code": f"VX{CODES[m - 1]}{y % 10}", "short": f"{CODES[m - 1].lower()}{y % 10}",
                        "mon": MONTHS[m - 1], "exp": exp})
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return out


def _us_dst(t: datetime) -> bool:
    """US daylight time: 2nd Sunday of March 07:00 UTC to 1st Sunday of November 06:00 UTC."""
    y = t.year
    mar1 = datetime(y, 3, 1, tzinfo=timezone.utc)
    nov1 = datetime(y, 11, 1, tzinfo=timezone.utc)
    start = mar1 + timedelta(days=(6 - mar1.weekday()) % 7 + 7, hours=7)
    stop = nov1 + timedelta(days=(6 - nov1.weekday()) % 7, hours=6)
    return start <= t < stop


def _q05(x: float) -> float:
    return round(round(x * 20) / 20, 2)


def f2(x: float) -> str:
    return f"{x:.2f}"


def _H(etype: str, facts: list, phrasing: str) -> dict:
    return {"type": etype, "facts": list(facts), "phrasing": phrasing}


class _C:  # plain namespace for the day's market state
    pass


# --------------------------------------------------------------------------
class _Day:
    def __init__(self, seed: int, ch_index: int, day_index: int, start_ms: int, channel_id: str):
        self.rng = random.Random(f"{DESK}|{seed}|{ch_index}|{day_index}")
        self.start = start_ms
        self.ch = channel_id
        self.ch_index = ch_index
        self.day_index = day_index
        self.msgs: list = []
        self.ops: list = []
        self.threads: list = []
        self._oids: set = set()
        # ET clock of the window start: real US Eastern time when the window starts in the evening
        # (the normal case, e.g. 00:00 UTC = 19:00 EST / 20:00 EDT); otherwise a nominal 19:00 so the
        # storyline keeps its order.
        st = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
        et = st - timedelta(hours=4 if _us_dst(st) else 5)
        et0 = et.hour * 60 + et.minute
        self.et0 = et0 if 17 * 60 <= et0 <= 21 * 60 else 19 * 60
        self._state()

    # ---- time helpers (nominal ET clock: window starts 19:00 ET) ----------
    def T(self, h: int, m: int, jit: float = 0.0) -> int:
        rel = (h * 60 + m - self.et0) % 1440
        off = rel if rel <= 1380 else 1 + (rel - 1380) / 2.0  # just-before-start targets open the window
        if jit:
            off += self.rng.uniform(-jit, jit)
        off = min(max(off, 0.3), 1439.0)
        return self.start + int(off * 60000) + self.rng.randint(0, 45000)

    def clock(self, t: int) -> str:
        off = (t - self.start) // 60000
        c = (self.et0 + off) % 1440
        return f"{c // 60:02d}:{c % 60:02d}"

    def after(self, m: dict, lo: float, hi: float) -> int:
        return int(m["t"] + self.rng.uniform(lo, hi) * 1000)

    def oid(self, lo: int = 40000, hi: int = 49999) -> int:
        while True:
            x = self.rng.randint(lo, hi)
            if x not in self._oids:
                self._oids.add(x)
                return x

    # ---- message / op helpers ---------------------------------------------
    def add(self, t, who, content="", embeds=None, reply=None, thread=None, hard=None, kind=None,
            idiom=None, attachments=None, snippet=None):
        if kind is None:
            kind = "hard" if hard else "ctx"
        m = {"t": int(t), "who": who, "content": content, "embeds": embeds or [], "reply": reply,
             "thread": thread, "hard": hard, "kind": kind, "idiom": idiom, "edits": [],
             "state": "live", "attach": attachments or [], "snippet": snippet, "superseded": []}
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=()):
        m["edits"].append({"t": int(t), "content": content})
        m["superseded"].extend(superseded)

    def delete(self, m, t, snippet):
        m["state"] = "deleted"
        m["snippet"] = snippet
        self.ops.append({"t": int(t), "op": "delete", "msg": m})

    def forget(self, m, t, snippet, by="renata"):
        m["state"] = "forgotten"
        m["snippet"] = snippet
        self.ops.append({"t": int(t), "op": "forget", "msg": m, "by": by})

    def bulk_delete(self, ms, t, snippets):
        for m, s in zip(ms, snippets):
            m["state"] = "deleted"
            m["snippet"] = s
        self.ops.append({"t": int(t), "op": "bulk_delete", "msgs": list(ms)})

    def pin(self, m, t, by="renata"):
        self.ops.append({"t": int(t), "op": "pin", "msg": m, "by": by})

    def react(self, m, t, emoji, by, remove=False):
        self.ops.append({"t": int(t), "op": "reaction_remove" if remove else "reaction_add",
                         "msg": m, "emoji": emoji, "by": by})

    def thread(self, starter, name):
        th = {"starter": starter, "name": name, "id": None}
        self.threads.append(th)
        return th

    # ---- market state -------------------------------------------------------
    def _state(self):
        r = self.rng
        c = _C()
        self.c = c
        session = (datetime.fromtimestamp(self.start / 1000, tz=timezone.utc)
                   + timedelta(minutes=(24 * 60 - self.et0) % 1440 + 12 * 60 - 5 * 60)).date()
        c.session = session
        c.mmdd = f"{session.month}/{session.day}"
        strip = _vx_strip(session, 8)
        c.strip = strip
        c.F, c.G, c.H, c.I = (s["code"] for s in strip[:4])
        c.fl, c.gl, c.hl = (s["short"] for s in strip[:3])
        c.Mon, c.GMon = strip[0]["mon"], strip[1]["mon"]
        c.mon = c.Mon.lower()
        e = strip[0]["exp"]
        c.exp = f"{e.month}/{e.day}"
        c.vix = round(r.uniform(14.6, 17.6), 2)
        c.ux = []
        x = _q05(c.vix + r.uniform(0.9, 1.5))
        c.ux.append(x)
        c.sp = _q05(r.uniform(0.75, 1.05))
        c.ux.append(round(x + c.sp, 2))
        c.gh = _q05(r.uniform(0.40, 0.70))
        c.ux.append(round(c.ux[1] + c.gh, 2))
        for step in (0.35, 0.30, 0.25, 0.20, 0.15):
            c.ux.append(round(c.ux[-1] + _q05(step + r.uniform(-0.05, 0.1)), 2))
        c.basis = round(c.ux[0] - c.vix, 2)
        c.vvix = round(r.uniform(82, 101), 1)
        c.spx = round(r.uniform(6780, 6960), 2)
        c.uvxy_px = round(r.uniform(27.0, 35.5), 2)
        c.uvxy_q = r.choice([50000, 60000, 70000])
        c.uvxy_stop0 = round(c.uvxy_px * r.uniform(1.09, 1.13), 2)
        c.uvxy_stop1 = round(c.uvxy_stop0 - r.choice([0.6, 0.7, 0.8, 0.9]), 2)
        c.svxy_px = round(r.uniform(44.0, 51.0), 2)
        c.svxy_q = r.choice([15000, 18000, 22000])
        c.vxx_px = round(r.uniform(38.0, 46.0), 2)
        c.vxx_k = int(c.vxx_px) - r.choice([2, 3, 4])
        c.vxxp_q = r.choice([1000, 1500, 2000])
        c.vxxp_px = round(r.uniform(0.9, 1.6), 2)
        c.kc = r.choice([22, 23, 25])
        c.vixc_q = r.choice([2000, 3000, 4000])
        c.vixc_px = round(r.uniform(0.70, 1.15), 2)
        c.vixc_tp = _q05(c.vixc_px * 2.1)
        qm = (session.month - 1)
        for k in range(2, 6):
            mm = (qm + k) % 12 + 1
            if mm in (3, 6, 9, 12):
                yy = session.year + (1 if qm + k >= 12 else 0)
                c.varT = f"{MONTHS[mm - 1]}{yy % 100:02d}"
                break
        c.var_k = round(r.uniform(18.2, 20.6), 2)
        c.var_vega = r.choice([200, 250, 300])
        c.bb = {200: 100, 250: 125, 300: 150}[c.var_vega]
        c.var_k2 = round(c.var_k - r.uniform(0.25, 0.55), 2)
        c.var_kf = round(c.var_k2 - r.choice([0.05, 0.10, 0.15]), 2)
        c.cq0 = r.choice([30, 40, 50])
        c.q = r.choice([20, 25, 30])
        c.nq = (120 - c.cq0 - c.q) // 5 * 5
        c.cal_lmt = c.sp
        c.cal_stop = round(c.sp - 0.35, 2)
        c.cal_tgt = round(c.sp + 0.45, 2)
        c.f1 = r.choice([5, 8, 10, 12])
        c.fp1 = round(c.sp - 0.01, 2)
        c.fp2 = c.sp
        c.n0 = r.choice([30, 40, 50, 60])
        c.k0 = int(round((c.spx - r.uniform(15, 40)) / 5) * 5)
        c.p0 = _q05(r.uniform(2.6, 4.2))
        c.fp0 = round(c.p0 - 0.05, 2)
        c.s1 = _q05(c.fp0 * 0.5)
        c.s2 = _q05(c.fp0 * 0.8)
        c.s3 = _q05(c.fp0 * 1.2)
        if len({f2(c.s1), f2(c.s2), f2(c.s3)}) < 3:
            c.s3 = round(c.s3 + 0.10, 2)
        c.borrow = round(r.uniform(2.5, 6.5), 1)
        c.etpk = r.randint(160, 260)
        c.cap1 = r.choice([90000, 100000])
        c.cap2 = c.cap1 - r.choice([15000, 20000, 25000])
        c.nv_mid = r.randint(300, 420)
        c.nv_breach = r.randint(506, 531)
        c.nv_after = r.randint(380, 455)
        c.bump = round(r.uniform(1.1, 2.2), 2)
        c.oid_cal = self.oid()
        c.oid_out = self.oid()
        c.oid_close = self.oid()
        c.oid_wing = self.oid()
        c.oid_g_on = self.oid()
        c.oid_0d = self.oid(5000, 9999)
        c.oid_uv = self.oid(70000, 79999)
        c.oid_tp = self.oid(20000, 29999)
        c.split = r.choice([5, 10])
        c.hfo_px = round(c.ux[1] + 0.35, 2)
        c.del_px = round(c.ux[1] + r.choice([0.15, 0.2, 0.3]), 2)

    # ---- vix path for the surface bot --------------------------------------
    def vix_at(self, t: int) -> float:
        off = (t - self.start) / 60000.0
        etc = (self.et0 + off) % 1440
        base = self.c.vix + 0.25 * ((off / 1440.0) - 0.5) + self._wig[int(off // 30) % len(self._wig)]
        bump = 0.0
        if 12 * 60 + 20 <= etc <= 16 * 60 + 30:
            if etc < 13 * 60 + 40:
                bump = self.c.bump * (etc - (12 * 60 + 20)) / 80.0
            else:
                bump = self.c.bump * max(0.15, 1 - (etc - (13 * 60 + 40)) / 170.0)
        return round(base + bump, 2)

    # ========================================================================
    def build(self):
        r = self.rng
        c = self.c
        self._wig = [round(r.gauss(0, 0.12), 3) for _ in range(48)]

        opt = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"]
        sizes = {"A": 1, "B": 1, "C": 1, "D": 5, "E": 2, "F": 4, "G": 2, "H": 1, "I": 1, "J": 3, "K": 3}
        order = opt[:]
        r.shuffle(order)
        total = 31
        on = set()
        for g in order:
            if r.random() < 0.42 and total + sizes[g] <= 44:
                on.add(g)
                total += sizes[g]
        for g in order:  # keep a busy minimum
            if total >= 34:
                break
            if g not in on and total + sizes[g] <= 44:
                on.add(g)
                total += sizes[g]
        self.on = on

        self._overnight()
        self._premarket()
        self._open()
        self._midday()
        self._afternoon()
        self._evening()
        self._noise()
        self._chatter()
        self._acks()

    # ------------------------------------------------------------------------
    def _overnight(self):
        r, c = self.rng, self.c
        self.add(self.T(19, 2), "cron",
                 f"⏱ cron `cfe-settle-pull` ok · settlement file {(c.session - timedelta(days=1)).isoformat()} · "
                 f"{r.randint(180, 240)} rows · {r.uniform(1.8, 4.4):.1f}s", kind="noise")
        m = self.add(self.T(19, 9), "risk",
                     f"Overnight mode on. Net vega limit set to 400k until 08:30 ET (day limit 500k). "
                     f"Front-month net cap 120 lots and ETP gross cap {c.cap1:,} UVXY-equivalent unchanged.",
                     hard=_H("risk_limit", ["Net vega limit set to 400k", "until 08:30 ET"], "untagged"),
                     idiom=("overnight limit tightening in prose", "risk_limit"))
        self.add(self.T(19, 34, 5), "dmitri", "signing off. gth quiet")
        if "A" in self.on:
            px = round(c.ux[1] - 0.05, 2)
            self.A_fill = self.add(self.T(21, 36, 10), "oms", "", embeds=[{
                "title": "Fill", "description": f"{c.G} — GTH session",
                "author": "OMS Bridge · CFE",
                "fields": [{"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": "5 / 5", "inline": True},
                           {"name": "Price", "value": f2(px), "inline": True},
                           {"name": "TIF", "value": "GTC", "inline": True}],
                "footer": f"ord ux-{c.oid_g_on} · CFE · acct VTS-01"}],
                hard=_H("trade_fill", ["BUY", "5 / 5", f2(px), f"ux-{c.oid_g_on}"], "embed"))
        if "B" in self.on:
            d = round(r.uniform(0.25, 0.55), 2)
            self.add(self.T(3, 18, 10), "wire",
                     f"**{{clk}} ET** · CBOE VIX FUTURES EXTEND GAINS IN EUROPEAN HOURS; {c.F} +{f2(d)} AT "
                     f"{f2(c.ux[0] + d)} AS EUROPEAN BANKS SLIDE",
                     hard=_H("held_position_news", ["CBOE VIX FUTURES", c.F, f"+{f2(d)}"], "untagged"))

    # ------------------------------------------------------------------------
    def _premarket(self):
        r, c = self.rng, self.c
        gth = f"\n• +5 {c.G} filled overnight (GTH)" if "A" in self.on else ""
        book = self.add(self.T(6, 31, 3), "renata",
                        f"**BOOK — {c.mmdd} pre-open** (pinned, i update on change)\n"
                        f"• {c.F}/{c.G} cal: short {c.cq0} {c.F} / long {c.cq0} {c.G}, avg spread {f2(c.sp + 0.10)}{gth}\n"
                        f"• VIX {c.Mon} {c.kc}C ({c.exp}): long {c.vixc_q:,} @ {f2(c.vixc_px)}, tp {f2(c.vixc_tp)} resting\n"
                        f"• SPX {c.varT} var swap: short {c.var_vega}k vega @ {f2(c.var_k)}\n"
                        f"• UVXY: short {c.uvxy_q:,} @ {f2(c.uvxy_px + 0.85)}, stop {f2(c.uvxy_stop0)}\n"
                        f"• SVXY: long {c.svxy_q:,} @ {f2(c.svxy_px - 0.60)}\n"
                        f"• VXX {c.GMon} {c.vxx_k}P: long {c.vxxp_q:,} @ {f2(c.vxxp_px)}\n"
                        f"• 0dte: flat overnight, intraday only")
        self.pin(book, book["t"] + 20000)
        self.react(book, book["t"] + 22000, "📌", "renata")
        wl = self.add(self.T(6, 34, 2), "renata",
                      f"**WATCHLIST** — SVIX · UVIX · VIXY · {c.H} · VVIX\n"
                      f"why: etp flow read-through (svix/uvix/vixy), {c.hl} for a g/h wing, vvix for vol-of-vol")
        self.pin(wl, wl["t"] + 15000)
        self.react(wl, wl["t"] + 16000, "📌", "renata")
        self.add(self.T(6, 48, 4), "jules", "gm")
        self.add(self.T(6, 57, 2), "renata", "dmitri has the close today, jules on 0dte + the var",
                 hard=_H("route_decision", ["dmitri has the close", "jules on 0dte + the var"], "untagged"),
                 idiom=("PM assigning work to people in chat", "route_decision"))
        self.add(self.T(7, 12, 2), "exec",
                 f"### Session plan — {c.mmdd}\n- spread book (CFE) open; LRP bands ±{r.choice([0.50, 0.75, 1.00]):.2f} on {c.F}/{c.G}\n"
                 f"- TAS window for {c.F}/{c.G} closes 16:00 ET\n- SPXW 0DTE via CBOE, auto-flat 15:55 ET unless told otherwise\n"
                 f"- ETPs via ARCA, MOC cut-off 15:50 ET\n- drop-copy recon every 30 min")
        self.add(self.T(7, 41, 2), "risk",
                 f"## Risk — pre-open {c.mmdd}\n- net vega -{c.nv_mid - r.randint(20, 70)}k vs 400k overnight limit (day limit from 08:30)\n"
                 f"- front-month net -{c.cq0} / cap 120 before today's tickets\n"
                 f"- ETP: UVXY short {c.uvxy_q:,} vs cap {c.cap1:,}; borrow {c.borrow}%\n"
                 f"- VaR 99 1d ${r.randint(600, 900)}k; stress VIX+10 -${r.randint(900, 1300)}k\n"
                 f"- overnight: no breaches, no overrides")
        self.add(self.T(6, 52, 4), "exec", "FIX sessions up: CFE-1, CFE-2, CBOE-OPT, ARCA. Drop-copy in sync.",
                 kind="noise")

        # morning term-structure report with a buried thesis change
        med = round(c.sp - r.choice([0.10, 0.15, 0.20]), 2)
        cm30 = round(c.vix + c.basis * 0.8, 2)
        ry = round((c.ux[1] - c.ux[0]) / c.ux[0] * 100, 1)
        lo, hi = round(c.ux[0] - 0.20, 2), round(c.ux[0] + 0.15, 2)
        oi = [r.randint(150, 260), r.randint(90, 170), r.randint(50, 110), r.randint(30, 70), r.randint(20, 50), r.randint(10, 35)]
        chg = [round(r.uniform(-0.15, 0.20), 2) for _ in range(6)]
        strip_rows = "".join(
            f"| {c.strip[i]['code']} | {c.strip[i]['exp'].isoformat()} | {f2(c.ux[i])} | {chg[i]:+.2f} | {oi[i]}k |\n"
            for i in range(6))
        rep = (f"## Term Structure — pre-open {c.mmdd}\n\n"
               f"**Summary.** The curve is in steady contango with the kink at {c.G}, where the FOMC premium sits. "
               f"Spot drifted {'higher' if r.random() < 0.5 else 'lower'} overnight on thin GTH volume and futures barely followed, "
               f"so the UX1 basis stays wide at {f2(c.basis)}. ETP holdings imply the usual daily roll pressure on the front month. "
               f"Nothing in the overnight tape changes the event calendar: CPI next Tuesday, FOMC next Wednesday.\n\n"
               f"**Curve (CFE, 06:55 ET)**\n"
               f"- VIX spot (indicative): {f2(c.vix)} · VVIX {c.vvix}\n"
               f"- F/G {f2(c.sp)} · G/H {f2(c.gh)} · UX1 basis {f2(c.basis)}\n"
               f"- 30d constant maturity {f2(cm30)}; roll yield {ry}% per month on UX1\n\n"
               f"| contract | expiry | settle | chg | OI |\n|---|---|---|---|---|\n{strip_rows}\n"
               f"**Overnight**\n"
               f"- GTH volume light ({r.randint(18, 41)}k); {c.F} range {f2(lo)}–{f2(hi)}\n"
               f"- ES {r.choice(['-0.2', '+0.1', '+0.3', '-0.4'])}%; only macro print is 08:30 ET claims\n"
               f"- ETP complex (UVXY, VXX, VIXY, SVXY, SVIX, UVIX) net long ~{c.etpk}k UX1-equivalent on yesterday's holdings\n"
               f"- Asia vol quiet (VXJ-equivalent flat), VSTOXX +{r.uniform(0.1, 0.6):.1f}\n\n"
               f"**Positioning (CFTC, last Tuesday)**\n\n| group | net VX | w/w |\n|---|---|---|\n"
               f"| asset managers | {r.randint(-40, 30):+d}k | {r.randint(-8, 8):+d}k |\n"
               f"| leveraged funds | {r.randint(-90, -20):+d}k | {r.randint(-10, 10):+d}k |\n"
               f"| dealers | {r.randint(20, 90):+d}k | {r.randint(-8, 8):+d}k |\n\n"
               f"**Cross-asset vol**\n\n| index | level | 1d | 1m pct |\n|---|---|---|---|\n"
               f"| VSTOXX | {r.uniform(15, 21):.2f} | {r.uniform(-0.8, 0.8):+.2f} | {r.randint(10, 70)} |\n"
               f"| VXN | {r.uniform(18, 25):.2f} | {r.uniform(-0.8, 0.8):+.2f} | {r.randint(10, 70)} |\n"
               f"| MOVE | {r.uniform(80, 110):.1f} | {r.uniform(-3, 3):+.1f} | {r.randint(10, 70)} |\n"
               f"| OVX | {r.uniform(28, 40):.1f} | {r.uniform(-2, 2):+.1f} | {r.randint(10, 70)} |\n\n"
               f"**Yesterday's flow recap (market, not ours)**\n"
               f"- {c.GMon} call spreads (25/30) were the most active VIX option line, ~{r.randint(40, 90)}k\n"
               f"- {c.F} put-side selling on the open, buybacks into the close\n"
               f"- SPX 0DTE share of volume {r.randint(52, 63)}%; dealers reported long gamma most of the session\n\n"
               f"**View**\n"
               f"- F/G at {f2(c.sp)} sits above its 60d median of {f2(med)}; the roll-down on the front leg is the cleanest carry on the strip.\n"
               f"- View change: we move from neutral to bullish on the F/G spread (long {c.G} / short {c.F}), conviction raised from low to high.\n"
               f"\n**Risks**\n"
               f"- event vol: CPI next Tue, FOMC next Wed — both inside the {c.F} life\n"
               f"- VVIX {c.vvix}: a vol-of-vol pop hits the short front leg first\n"
               f"- VXX/UVXY daily roll sells UX1 and buys UX2 every day; if it gets crowded the spread stalls\n"
               f"- SOQ for {c.F} is {c.exp}: settlement auction noise starts to matter inside 10 sessions\n\n"
               f"**VIX {c.Mon} options ({c.exp})**\n\n| strike | call iv | call delta | OI |\n|---|---|---|---|\n"
               + "".join(f"| {k} | {r.randint(68, 120)} | {max(0.03, 0.62 - 0.07 * (k - 16)):.2f} | {r.randint(20, 180)}k |\n"
                         for k in (16, 18, 20, 22, 25, 30)) +
               f"\n**Calendar (ET)**\n- 08:30 claims · 10:00 Philly Fed · 13:00 20y auction · 16:00 ETP rebalance · 16:15 CFE settle\n\n"
               f"_next update 09:45 ET · chart attached_")
        ts_rep = self.add(self.T(7, 1, 2), "ts", rep,
                          hard=_H("thesis_update", ["neutral to bullish", "F/G spread", "conviction raised from low to high"], "buried"),
                          idiom=("thesis change buried in markdown pre-open report", "thesis_update"),
                          attachments=[{"filename": f"curve_{c.session.isoformat()}.png", "size": r.randint(38000, 92000)}])
        self.add(self.after(ts_rep, 90, 240), "renata", "thx. curious what etp flow looks like into the close")

        # calendar proposal chain
        if r.random() < 0.5:
            ptxt = (f"**[PROPOSAL]** {c.F}/{c.G} calendar — SELL {c.q} {c.F} / BUY {c.q} {c.G} as a spread, limit {f2(c.sp)} "
                    f"(G over F) or better. Stop on the spread {f2(c.cal_stop)}, target {f2(c.cal_tgt)}. "
                    f"Adds ~{r.randint(18, 35)}k vega to the book, inside the 500k day limit once it's back. Needs PM approval.")
            pf = [f"SELL {c.q} {c.F}", f"BUY {c.q} {c.G}", f"limit {f2(c.sp)}", f"Stop on the spread {f2(c.cal_stop)}"]
        else:
            ptxt = (f"[PROPOSAL] F/G cal: sell {c.F} / buy {c.G}, {c.q} lots, lmt {f2(c.sp)} or better, "
                    f"stop {f2(c.cal_stop)}, tgt {f2(c.cal_tgt)}. rationale in the 07:00 note. @renata")
            pf = [f"sell {c.F}", f"buy {c.G}", f"{c.q} lots", f"lmt {f2(c.sp)}"]
        prop = self.add(self.T(7, 19, 2), "ts", ptxt, hard=_H("trade_proposal", pf, "tagged"),
                        idiom=("[PROPOSAL]-tagged calendar spread by agent", "trade_proposal"))
        self.cal_prop = prop
        qn = self.add(self.after(prop, 60, 150), "jules",
                      f"why {f2(c.sp)} and not mid? screen is {f2(c.sp - 0.05)}/{f2(c.sp + 0.10)}", reply=prop,
                      kind="near", idiom=("question about a proposal", "not_hard"))
        self.add(self.after(qn, 40, 90), "ts",
                 f"Mid is {f2(c.sp + 0.025)}. {f2(c.sp)} leaves room for the VXX roll seller to hit us; I'd step to mid after 15 min unfilled.",
                 reply=qn)
        appr_txt, af = r.choice([
            (f"ok go, {c.q} lots", ["ok go", f"{c.q} lots"]),
            (f"approved. {c.q} lots, no more", ["approved", f"{c.q} lots"]),
            (f"go for {c.q}, lmt {f2(c.sp)}", [f"go for {c.q}", f"lmt {f2(c.sp)}"]),
        ])
        ap = self.add(self.after(prop, 420, 700), "renata", appr_txt, reply=prop,
                      hard=_H("trade_approval", af, "reply"),
                      idiom=("terse PM reply approving an agent proposal", "trade_approval"))
        if r.random() < 0.5:
            rt = self.add(self.after(ap, 30, 70), "ts",
                          f"Routing the {c.F}/{c.G} calendar ticket to the Execution Agent.",
                          hard=_H("route_decision", [f"{c.F}/{c.G} calendar ticket", "Execution Agent"], "untagged"),
                          idiom=("routing a ticket to the execution agent", "route_decision"))
        else:
            rt = self.add(self.after(ap, 30, 70), "ts",
                          f"→ handing the {c.F}/{c.G} cal to @Execution Agent to work (spread book, {c.q} lots).",
                          hard=_H("route_decision", [f"{c.F}/{c.G} cal", "@Execution Agent"], "untagged"),
                          idiom=("handing a ticket to the execution agent", "route_decision"))
        ack = self.add(self.after(rt, 40, 90), "oms", "", embeds=[{
            "title": "Order Acknowledged", "description": f"{c.F}/{c.G} calendar spread",
            "author": "OMS Bridge · CFE",
            "fields": [{"name": "Side", "value": f"SELL {c.F} / BUY {c.G}", "inline": True},
                       {"name": "Qty", "value": str(c.q), "inline": True},
                       {"name": "Limit", "value": f2(c.sp), "inline": True},
                       {"name": "TIF", "value": "DAY", "inline": True},
                       {"name": "Status", "value": "WORKING", "inline": True}],
            "footer": f"ord ux-{c.oid_cal} · CFE · acct VTS-01"}],
            hard=_H("trade_confirmation", ["Order Acknowledged", "WORKING", f"ux-{c.oid_cal}"], "embed"),
            idiom=("embed-only OMS order ack", "trade_confirmation"))
        pf1 = self.add(self.after(ack, 240, 520), "oms", "", embeds=[{
            "title": "Partial Fill", "description": f"{c.F}/{c.G} calendar spread",
            "author": "OMS Bridge · CFE",
            "fields": [{"name": "Side", "value": f"SELL {c.F} / BUY {c.G}", "inline": True},
                       {"name": "Filled", "value": f"{c.f1} / {c.q}", "inline": True},
                       {"name": "Price", "value": f2(c.fp1), "inline": True},
                       {"name": "Leaves", "value": str(c.q - c.f1), "inline": True}],
            "footer": f"ord ux-{c.oid_cal} · CFE · acct VTS-01"}],
            hard=_H("trade_fill", ["Partial Fill", f"{c.f1} / {c.q}", f2(c.fp1), f"ux-{c.oid_cal}"], "embed"),
            idiom=("embed-only partial fill (Filled x / y)", "trade_fill"))
        self.add(self.after(pf1, 120, 300), "dmitri", f"did the {c.gl} leg fill on that or just the {c.fl}?",
                 kind="near", idiom=("question whether a leg filled", "not_hard"))
        wq = self.add(self.after(pf1, 320, 420), "exec", "Spread fills both legs atomically. Partial so far; see the bridge.")
        ff = self.add(self.after(wq, 300, 700), "oms", "", embeds=[{
            "title": "Filled", "description": f"{c.F}/{c.G} calendar spread",
            "author": "OMS Bridge · CFE",
            "fields": [{"name": "Side", "value": f"SELL {c.F} / BUY {c.G}", "inline": True},
                       {"name": "Filled", "value": f"{c.q} / {c.q}", "inline": True},
                       {"name": "Last", "value": f"{c.q - c.f1} @ {f2(c.fp2)}", "inline": True},
                       {"name": "Avg", "value": f"{(c.f1 * c.fp1 + (c.q - c.f1) * c.fp2) / c.q:.3f}", "inline": True}],
            "footer": f"ord ux-{c.oid_cal} · CFE · acct VTS-01"}],
            hard=_H("trade_fill", ["Filled", f"{c.q} / {c.q}", f"{c.q - c.f1} @ {f2(c.fp2)}", f"ux-{c.oid_cal}"], "embed"))
        self.react(ff, ff["t"] + 30000, "✅", "renata")
        self.cal_fill = ff
        st = self.add(self.after(ff, 200, 420), "dmitri",
                      f"cal stop {f2(c.cal_stop)} on the spread, tp {f2(c.cal_tgt)}. both resting in oms",
                      hard=_H("stop_or_target_change", [f"cal stop {f2(c.cal_stop)}", f"tp {f2(c.cal_tgt)}"], "shorthand"),
                      idiom=("stop + take-profit set in one terse line", "stop_or_target_change"))

        # watchlist news + disposition
        aum = round(r.uniform(1.1, 1.9), 1)
        wn = self.add(self.T(8, 14, 3), "wire",
                      f"**{{clk}} ET** · VOLATILITY SHARES: -1X SHORT VIX FUTURES ETF (SVIX) ASSETS TOP ${aum}B AFTER "
                      f"{r.randint(6, 11)}-DAY INFLOW STREAK\n"
                      f"> The fund, which tracks the inverse of short-term VIX futures, took in ${r.randint(40, 160)}M over the "
                      f"period according to issuer data. Inverse volatility products have drawn steady demand as implied "
                      f"volatility stayed below its long-run average.",
                      hard=_H("watchlist_news", ["SVIX", f"${aum}B"], "untagged"),
                      idiom=("watchlist ETP headline from the wire", "watchlist_news"))
        self.add(self.after(wn, 50, 140), "ts",
                 "SVIX AUM headline: already in the ETP flow model, no action — not routing.", reply=wn,
                 hard=_H("no_route_decision", ["SVIX", "no action", "not routing"], "reply"),
                 idiom=("agent disposes a headline with no action", "no_route_decision"))
        self.add(self.T(8, 30, 0), "wire",
                 f"**{{clk}} ET** · US INITIAL JOBLESS CLAIMS {r.randint(205, 238)}K VS {r.randint(215, 230)}K EST; "
                 f"CONTINUING {r.uniform(1.82, 1.95):.2f}M", kind="noise")
        if "C" in self.on:
            self.add(self.T(8, 31, 0), "risk",
                     f"risk.limits mode=DAY net_vega_limit=500k front_net_cap=120 etp_gross_cap={c.cap1 // 1000}k "
                     f"src=schedule effective=08:30ET",
                     hard=_H("risk_limit", ["mode=DAY", "net_vega_limit=500k"], "structured"),
                     idiom=("key=value limit switch from the risk agent", "risk_limit"))
        rows = ""
        for i, sx in enumerate(c.strip[:6]):
            dte = (sx["exp"] - c.session).days
            rows += f"| {sx['code']} | {sx['exp'].isoformat()} | {dte} | {max(0, 100 - i * 100) if i < 2 else 0}% → {0 if i else 100}% | {r.randint(8, 40) if i < 3 else '-'}k |\n"
        self.add(self.T(8, 4, 2), "ts",
                 f"### Roll calendar & SOQ — week of {c.mmdd}\n"
                 f"Reference for the ETP roll math (SPVXSP-style daily roll from month 1 to month 2).\n\n"
                 f"| contract | expiry | days | VXX weight path | OI change 5d |\n|---|---|---|---|---|\n{rows}\n"
                 f"- roll days left in the current period: {max(1, (c.strip[0]['exp'] - c.session).days * 5 // 7)}\n"
                 f"- {c.F} SOQ is the morning of {c.exp}; VIX options on the same date settle to it\n"
                 f"- holiday effects: none this week; CFE early close schedule posted for the year-end weeks\n"
                 f"- source: CFE settlement files, fund prospectuses, holdings scrape 02:00 ET")
        hy = self.add(self.T(8, 41, 3), "jules",
                      f"what if we bought 2k vix {c.mon} 20c here, {f2(_q05(c.vixc_px + 0.6))}ish, as a wing vs the short front",
                      kind="near", idiom=("what-if hypothetical with size and price", "not_hard"))
        self.add(self.after(hy, 60, 200), "renata", "maybe after cpi. not today", reply=hy, kind="near",
                 idiom=("rejection-sounding reply to a hypothetical", "not_hard"))
        # backtest
        yrs = "".join(f"| {y} | {r.randint(14, 30)} | {r.randint(48, 72)}% | {r.uniform(-0.6, 1.9):+.2f} |\n"
                      for y in (2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025))
        bt = (f"### Backtest — F/G roll-down entry rule (2012–2025)\n"
              f"- rule: sell UX1 / buy UX2 when F/G > 0.80 and VIX < 18; exit after 5 sessions or on a 0.35 spread stop\n"
              f"- {r.randint(280, 340)} trades · hit rate {r.randint(57, 64)}% · avg +{r.uniform(0.05, 0.09):.2f} per spread · worst -1.85 (Feb-18)\n"
              f"- fills assume mid ±1 tick; e.g. sold 25 UX1/UX2 at 0.85 on 2019-06-11, bought back at 1.02 five days later\n"
              f"- Sharpe {r.uniform(0.8, 1.0):.1f} gross, {r.uniform(0.5, 0.7):.1f} after slippage; 2018 and 2020 dominate the drawdowns\n"
              f"- sample excludes the Aug-24 unwind week (CFE data gap)\n\n"
              f"| year | trades | hit | P&L/spread |\n|---|---|---|---|\n{yrs}")
        self.add(self.T(8, 52, 3), "ts", bt, kind="near", idiom=("backtest with historical fills", "not_hard"))
        self.add(self.T(9, 24, 2), "risk",
                 f"### Borrow & locates — {c.mmdd}\n\n| name | locate | rate | utilisation | recall risk |\n|---|---|---|---|---|\n"
                 f"| UVXY | {r.randint(60, 140)}k | {c.borrow}% | {r.randint(55, 90)}% | elevated |\n"
                 f"| VXX | {r.randint(20, 60)}k | {round(c.borrow / 2, 1)}% | 0% | low |\n"
                 f"| SVXY | n/a (long) | — | — | — |\n\n"
                 f"- PB note: UVXY lendable supply fell {r.randint(5, 20)}% w/w; rate resets daily at 08:00 ET\n"
                 f"- no buy-ins pending")
        self.add(self.T(8, 36, 2), "exec",
                 f"Spread book depth {c.F}/{c.G} at 08:35 ET:\n```\n"
                 + "\n".join(f"{r.randint(20, 300):>5}  {f2(c.sp - 0.05 * i):>5} | {f2(c.sp + 0.05 * (i + 1)):<5} {r.randint(20, 300):>5}"
                              for i in range(5)) + "\n```\nImplied-out from outrights adds ~40% to the top level.")
        flows = "".join(f"| {c.Mon if i % 2 == 0 else c.GMon} {k}{'C' if k >= 20 else 'P'} | {r.randint(5, 60)}k | "
                        f"{r.choice(['buyer', 'seller', 'mixed'])} | {r.randint(40, 95)}% |\n"
                        for i, k in enumerate(r.sample([14, 15, 16, 18, 20, 22, 25, 30, 35, 40], 6)))
        self.add(self.T(11, 16, 2), "ts",
                 f"### VIX options flow — morning session\nLargest lines by volume, with the aggressor side from the tape. "
                 f"Context only; nothing here is ours.\n\n| line | volume | aggressor | % at ask/bid |\n|---|---|---|---|\n{flows}\n"
                 f"- call/put ratio {r.uniform(1.6, 3.2):.1f}, roughly in line with the 20d average\n"
                 f"- the {c.GMon} call-spread structure keeps showing up in 5-10k clips; looks like one account")
        q1 = self.add(self.T(9, 15, 3), "risk",
                      "@TermStructure Agent which vega bucket do you map the UVXY short to today — 30d CM or UX1/UX2 weights? "
                      "The two give a ~15% different number for the ETP line.")
        self.add(self.after(q1, 40, 120), "ts",
                 f"UX1/UX2 weights from today's roll schedule ({r.randint(25, 70)}% front). 30d constant maturity smooths "
                 f"the roll and understates front-month exposure near expiry; with {c.F} {(c.strip[0]['exp'] - c.session).days} "
                 f"days out that difference matters. Same mapping for SVXY and VXX puts.", reply=q1)
        pp = self.add(self.T(9, 8, 4), "dmitri",
                      f"paper: short 10 {c.H} @ {f2(c.ux[2])} in the sim book, stop {f2(c.ux[2] + 0.80)}. tracking it vs the g/h model",
                      kind="near", idiom=("paper trade in the sim book", "not_hard"))
        self.add(self.after(pp, 20, 60), "exec",
                 f"[PAPER] FILL side=SELL sym={c.H} qty=10 px={f2(c.ux[2])} book=SIM-2", reply=pp, kind="near",
                 idiom=("[PAPER] key=value sim fill", "not_hard"))

    # ------------------------------------------------------------------------
    def _open(self):
        r, c = self.rng, self.c
        pct = round(r.uniform(3.0, 7.5), 1)
        v_open = round(c.vix * (1 + pct / 100), 2)
        self.add(self.T(9, 36, 2), "wire",
                 f"**{{clk}} ET** · CBOE VOLATILITY INDEX RISES {pct}% TO {f2(v_open)} IN EARLY TRADE; "
                 f"VIX FUTURES CURVE FLATTENS\n"
                 f"> The Cboe Volatility Index rose in the first minutes of trading as stocks opened lower; front-month VIX "
                 f"futures gained less than the index, narrowing the gap between spot and futures. Volume in VIX call options "
                 f"was about {r.randint(20, 60)}% above its 20-day average in the first half hour.",
                 hard=_H("held_position_news", ["CBOE VOLATILITY INDEX", f2(v_open)], "untagged"),
                 idiom=("headline on the index underlying held futures/options", "held_position_news"))
        po = (f"## Term Structure — post-open {c.mmdd} 09:45 ET\n"
              f"First read after the cash open. Spot moved more than the futures, as it usually does in the first half "
              f"hour, and option flow is hedging-flavoured (call spreads bought, puts sold).\n"
              f"- {c.F} {f2(c.ux[0] + 0.15)} · {c.G} {f2(c.ux[1] + 0.10)} · F/G {f2(c.sp - 0.05)}\n"
              f"- VIX opened {f2(v_open)}; futures lagging spot by ~{r.randint(30, 60)}% of the move, normal for an event week\n"
              f"- VIX options: {c.Mon} 20/25 call spread bid, {c.Mon} puts offered; put/call {r.uniform(0.3, 0.6):.2f}\n"
              f"- SPX 0DTE straddle {r.uniform(18, 34):.2f}, {r.uniform(0.8, 1.2):.2f}x realized-implied\n"
              f"- ETP pre-close estimate v1 goes out ~10:00 ET\n"
              f"- VVIX {round(c.vvix + 2.1, 1)} (+2.1); term structure of VVIX flat\n\n"
              f"| contract | 09:45 | vs settle | volume |\n|---|---|---|---|\n"
              + "".join(f"| {c.strip[i]['code']} | {f2(c.ux[i] + 0.15 - 0.04 * i)} | {0.15 - 0.04 * i:+.2f} | {r.randint(2, 30) * (4 - i)}k |\n" for i in range(4)))
        self.add(self.T(9, 47, 1), "ts", po)
        # 0DTE chain
        if r.random() < 0.6:
            pt, pf = (f"b {c.n0} spxw {c.k0}p 0dte @ {f2(c.p0)}", [f"b {c.n0}", f"spxw {c.k0}p", f2(c.p0)])
        else:
            pt, pf = (f"buy {c.n0} {c.k0} puts 0dte, {f2(c.p0)} limit. vs the short front leg",
                      [f"buy {c.n0}", f"{c.k0} puts 0dte", f"{f2(c.p0)} limit"])
        p0 = self.add(self.T(9, 41, 2), "jules", pt, hard=_H("trade_proposal", pf, "shorthand"),
                      idiom=("lowercase shorthand 0DTE proposal", "trade_proposal"))
        a0 = self.add(self.after(p0, 25, 70), "renata", f"👍 send it, {c.n0} max", reply=p0,
                      hard=_H("trade_approval", ["send it", f"{c.n0} max"], "reply"),
                      idiom=("emoji + send it approval reply", "trade_approval"))
        k0 = self.add(self.after(a0, 15, 40), "exec",
                      f"ACK ord=spx0d-{c.oid_0d} sym=SPXW {c.session.strftime('%y%m%d')} {c.k0}P side=BUY qty={c.n0} "
                      f"lmt={f2(c.p0)} tif=DAY status=WORKING venue=CBOE",
                      hard=_H("trade_confirmation", [f"ord=spx0d-{c.oid_0d}", "status=WORKING", f"qty={c.n0}"], "structured"),
                      idiom=("key=value ACK status=WORKING", "trade_confirmation"))
        f0 = self.add(self.after(k0, 20, 90), "exec",
                      f"[FILL] BUY {c.n0} SPXW {c.k0}P 0DTE @ {f2(c.fp0)} (ord spx0d-{c.oid_0d}) — complete, 0.05 through the limit",
                      hard=_H("trade_fill", [f"[FILL] BUY {c.n0}", f"SPXW {c.k0}P", f2(c.fp0)], "tagged"),
                      idiom=("[FILL]-tagged option fill", "trade_fill"))
        self.react(f0, f0["t"] + 40000, "🔥", "jules")
        self.react(f0, f0["t"] + 4 * 3600000, "🔥", "jules", remove=True)
        s0 = self.add(self.after(f0, 60, 160), "jules", f"stop on the {c.k0}p {f2(c.s1)}",
                      hard=_H("stop_or_target_change", [f"{c.k0}p", f2(c.s3)], "untagged"),
                      idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        self.edit(s0, self.T(10, 26, 3), f"stop on the {c.k0}p {f2(c.s2)}", superseded=[f2(c.s1)])
        self.edit(s0, self.T(11, 6, 3), f"stop on the {c.k0}p {f2(c.s3)} (trailing)", superseded=[f2(c.s2)])

        self.add(self.T(9, 54, 3), "dmitri",
                 f"fyi eqvol desk lifted 3k vix {c.mon} 25c at 0.62 this morning. theirs not ours",
                 kind="near", idiom=("another desk's trade", "not_hard"))
        mis = self.add(self.T(10, 1, 2), "oms", "", embeds=[{
            "title": "Filled", "description": f"VIX {c.Mon} 25C ({c.exp})",
            "author": "OMS Bridge · CBOE",
            "fields": [{"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Filled", "value": "3000 / 3000", "inline": True},
                       {"name": "Price", "value": "0.62", "inline": True}],
            "footer": f"ord eqv-{self.oid(10000, 19999)} · CBOE · acct EQVOL-02"}],
            kind="near", idiom=("misrouted OMS fill embed for another desk's account", "not_hard"))
        self.add(self.after(mis, 40, 120), "jules", "that's eqvol's (acct EQVOL-02). bridge misrouting again", reply=mis)

        # ETP rebalance analysis -- long, trading words, no decision
        up = round(r.uniform(2.0, 5.0), 1)
        uv_lev = round(c.etpk * 0.45)
        hold_rows = ""
        for name, lev, so in (("UVXY", "1.5x", r.randint(180, 260)), ("VXX", "1x", r.randint(40, 70)),
                              ("VIXY", "1x", r.randint(20, 40)), ("SVXY", "-0.5x", r.randint(30, 55)),
                              ("SVIX", "-1x", r.randint(40, 80)), ("UVIX", "2x", r.randint(60, 140))):
            w1 = r.randint(20, 75)
            hold_rows += (f"| {name} | {lev} | {so}m | {w1}% {c.F} / {100 - w1}% {c.G} | "
                          f"{r.randint(8, 60)}k |\n")
        an = (f"## ETP rebalance estimate — {c.mmdd} (intraday, v1)\n\n"
              f"**Summary.** Daily-reset leveraged and inverse VIX ETPs must trade futures at the close in the direction of "
              f"the day's move, while the unlevered products roll a fixed slice of the front month into the second month every "
              f"session. The table below sizes both effects from yesterday's holdings. This is an estimate for context; it is "
              f"refreshed at 14:00 ET with live shares outstanding.\n\n"
              f"Assumptions: UX1/UX2 weights from the SPVXSP roll schedule, yesterday's shares outstanding, "
              f"no creations/redemptions after 09:30 ET.\n\n"
              f"**Holdings snapshot (prior close)**\n\n"
              f"| fund | leverage | shares out | futures weights | contracts |\n|---|---|---|---|---|\n{hold_rows}\n"
              f"**Close-of-day need by scenario**\n\n"
              f"| scenario | UVXY (1.5x) | SVXY (-0.5x) | VXX roll | net UX1-eq |\n|---|---|---|---|---|\n"
              f"| futures +{up}% | buy ~{round(uv_lev * up / 10)}k | buy ~{round(up * 1.6)}k | sell {r.randint(9, 15)}k UX1 / buy UX2 | +{round(uv_lev * up / 10 + up * 1.6)}k |\n"
              f"| flat | 0 | 0 | sell {r.randint(9, 15)}k UX1 / buy UX2 | ~0 |\n"
              f"| futures -{up}% | sell ~{round(uv_lev * up / 10)}k | sell ~{round(up * 1.6)}k | sell {r.randint(9, 15)}k UX1 / buy UX2 | -{round(uv_lev * up / 10 + up * 1.6)}k |\n\n"
              f"- Leveraged and inverse funds both trade in the direction of the day's move at 16:00 ET, so the close amplifies whatever the day did.\n"
              f"- The VXX/VIXY roll is mechanical: it sells the front and buys the second month every day, which leans on F/G.\n"
              f"- Historically the last 15 minutes carry ~{r.randint(22, 35)}% of {c.F} volume on rebalance days.\n"
              f"- Inverse funds (SVXY, SVIX) cut exposure on up days, which is the same direction as the levered longs.\n"
              f"- Confidence: medium. Shares outstanding move 2-4% a day in event weeks.\n"
              f"- Estimate refresh at 14:00 ET with live shares outstanding.")
        self.add(self.T(10, 4, 3), "ts", an, kind="near",
                 idiom=("long flow analysis full of buy/sell words, no decision", "not_hard"))

        if "D" in self.on:
            px = round(c.ux[0] + 0.10, 2)
            stp = round(px + 0.90, 2)
            pd = self.add(self.T(10, 9, 2), "dmitri",
                          f"sell 80 {c.F} @ {f2(px)} outright vs the vxx roll, stop {f2(stp)}",
                          hard=_H("trade_proposal", [f"sell 80 {c.F}", f"@ {f2(px)}", f"stop {f2(stp)}"], "untagged"))
            ad = self.add(self.after(pd, 40, 120), "renata", "yes go 80", reply=pd,
                          hard=_H("trade_approval", ["yes go", "80"], "reply"))
            rz = self.add(self.after(ad, 20, 50), "risk",
                          json.dumps({"evt": "pretrade", "ord": f"ux-{c.oid_out}", "sym": c.F, "side": "SELL",
                                      "req_qty": 80, "action": "RESIZE", "new_qty": c.nq,
                                      "rule": "front_net_short_cap", "cap": 120,
                                      "cur": -(c.cq0 + c.q)}, separators=(",", ":")),
                          hard=_H("risk_limit", [f'"ord":"ux-{c.oid_out}"', '"action":"RESIZE"', f'"new_qty":{c.nq}'], "structured"),
                          idiom=("JSON pre-trade resize by the risk engine", "risk_limit"))
            ok = self.add(self.after(rz, 5, 15), "oms", "", embeds=[{
                "title": "Order Acknowledged", "description": f"{c.F} outright",
                "author": "OMS Bridge · CFE",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": str(c.nq), "inline": True},
                           {"name": "Limit", "value": f2(px), "inline": True},
                           {"name": "Status", "value": "WORKING", "inline": True}],
                "footer": f"ord ux-{c.oid_out} · CFE · acct VTS-01 · risk-resized 80→{c.nq}"}],
                hard=_H("trade_confirmation", ["WORKING", f"ux-{c.oid_out}", f"80→{c.nq}"], "embed"))
            self.add(self.after(ok, 300, 900), "exec",
                     f"FILL side=SELL sym={c.F} qty={c.nq} px={f2(px)} ord=ux-{c.oid_out} venue=CFE",
                     hard=_H("trade_fill", ["side=SELL", f"sym={c.F}", f"qty={c.nq}", f"px={f2(px)}"], "structured"),
                     idiom=("key=value exec fill line", "trade_fill"))
        qq = self.add(self.T(10, 19, 2), "dmitri", f"are we still short {c.uvxy_q // 1000}k uvxy or did yesterday's cover go through?",
                      kind="near", idiom=("question about a held position", "not_hard"))
        self.add(self.after(qq, 30, 90), "renata", f"still {c.uvxy_q // 1000}k. cover was cancelled", reply=qq,
                 kind="near")

        # ProShares headline (company name, no ticker)
        if r.random() < 0.5:
            hn_txt = (f"**{{clk}} ET** · PROSHARES TO EFFECT 1-FOR-{c.split} REVERSE SPLIT OF ULTRA VIX SHORT-TERM "
                      f"FUTURES ETF, EFFECTIVE BEFORE THE OPEN ON JAN {r.randint(6, 14)}\n"
                      f"> The issuer said the split will not change the fund's investment objective or its daily leverage "
                      f"target. The fund will trade under a new CUSIP after the split; fractional shares will be cashed out.")
            hf = ["PROSHARES", "ULTRA VIX SHORT-TERM FUTURES ETF", f"1-FOR-{c.split} REVERSE SPLIT"]
            why = "split doesn't change the math, just the tick"
        else:
            mn = r.randint(240, 480)
            hn_txt = (f"**{{clk}} ET** · PROSHARES ULTRA VIX SHORT-TERM FUTURES ETF DRAWS ${mn}M INFLOW, LARGEST "
                      f"SINCE APRIL — EXCHANGE DATA\n"
                      f"> Leveraged volatility funds saw buying as the VIX climbed; the inflow raises the fund's close-of-day "
                      f"futures trading need on further up days, market participants said.")
            hf = ["PROSHARES ULTRA VIX SHORT-TERM FUTURES ETF", f"${mn}M INFLOW"]
            why = "inflows = more rebalance buying into strength"
        hn = self.add(self.T(10, 34, 2), "wire", hn_txt, hard=_H("held_position_news", hf, "untagged"),
                      idiom=("held ETP named only by fund company/name", "held_position_news"))
        self.react(hn, hn["t"] + 25000, "👀", "dmitri")
        self.add(self.after(hn, 30, 80), "jules", "lol uvxy again")
        st2 = self.add(self.after(hn, 500, 600), "dmitri", "uvxy mechanics thread, for the record")
        th2 = self.thread(st2, "uvxy mechanics")
        ex = self.add(st2["t"] + r.randint(60, 120) * 1000, "ts",
                      f"### UVXY — what the headline changes (and doesn't)\n"
                      f"- a reverse split or an inflow does not change the fund's daily 1.5x target on the short-term VIX futures index\n"
                      f"- what changes: share count and, with inflows, the size of the close-of-day futures trade\n"
                      f"- for our short: borrow availability and recall risk matter more than the split itself; "
                      f"PB locate today {r.randint(60, 140)}k shares at {c.borrow}%\n"
                      f"- decay math: at today's roll yield the fund loses ~{r.uniform(6, 11):.1f}% a month in flat markets, "
                      f"which is the carry we are short\n"
                      f"- tail: a +50% VIX futures day costs the short ~75% of notional in one session\n"
                      f"- historical splits: no persistent price effect after the first week in the 2019–2025 sample", thread=th2)
        self.add(ex["t"] + r.randint(60, 200) * 1000, "risk",
                 f"Borrow note: PB recall notice threshold is 48h; current utilisation on the locate {r.randint(55, 85)}%.", thread=th2)
        self.add(ex["t"] + r.randint(220, 400) * 1000, "jules", "so basically nothing changes except the tick size", thread=th2)
        self.add(ex["t"] + r.randint(420, 600) * 1000, "dmitri", "and borrow. always borrow", thread=th2)
        self.add(self.after(hn, 250, 420), "renata",
                 f"moving uvxy stop to {f2(c.uvxy_stop1)} from {f2(c.uvxy_stop0)}. {why}",
                 hard=_H("stop_or_target_change", ["uvxy stop", f2(c.uvxy_stop1)], "untagged"))
        self.add(self.T(10, 43, 3), "dmitri",
                 f"we should send the g/h wing before the vxx roll hits, if we're doing it at all",
                 kind="near", idiom=("'we should send it' with no order", "not_hard"))
        if "J" in self.on:
            wpx = round(c.ux[2] - 0.05, 2)
            wst = round(wpx - 0.70, 2)
            pj = self.add(self.T(10, 49, 2), "ts",
                          f"[PROPOSAL] BUY 10 {c.H} @ {f2(wpx)} as a G/H wing against the short front; stop {f2(wst)}. "
                          f"Cuts VIX+5 stress by ~${r.randint(60, 110)}k.",
                          hard=_H("trade_proposal", [f"BUY 10 {c.H}", f"@ {f2(wpx)}", f"stop {f2(wst)}"], "tagged"))
            aj = self.add(self.after(pj, 60, 160), "renata", f"ok go 10 {c.hl}", reply=pj,
                          hard=_H("trade_approval", ["ok go", f"10 {c.hl}"], "reply"))
            rj = self.add(self.after(aj, 30, 70), "oms", "", embeds=[{
                "title": "Order Rejected", "description": f"{c.H} outright",
                "author": "OMS Bridge · CFE",
                "fields": [{"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": "10", "inline": True},
                           {"name": "Limit", "value": f2(wpx), "inline": True},
                           {"name": "Reason", "value": "CFE: limit price outside Limit Reject Price band (LRP)"}],
                "footer": f"ord ux-{c.oid_wing} · CFE · acct VTS-01"}],
                hard=_H("trade_confirmation", ["Order Rejected", f"ux-{c.oid_wing}", c.H], "embed"),
                idiom=("venue reject as embed", "trade_confirmation"))
            self.add(self.after(rj, 20, 60), "exec",
                     f"LRP band miss on {c.H}; band resets 11:00 ET. I'll flag when the level is back in range.")
        self.add(self.T(11, 11, 3), "jules",
                 f"a stop at {f2(c.svxy_px - 1.50)} would be sensible on the svxy imo",
                 kind="near", idiom=("stop suggestion without a decision", "not_hard"))
        self.add(self.T(11, 21, 3), "jules", "if vix prints 20 i'd want to be out of the uvxy short", kind="near")

    # ------------------------------------------------------------------------
    def _midday(self):
        r, c = self.rng, self.c
        s5 = r.randint(380, 560)
        fnet = c.cq0 + c.q + (c.nq if 'D' in self.on else 0)
        risk = (f"## Risk — midday {c.mmdd}\n\n"
                f"**Summary.** Desk vega is comfortably inside the day limit after the morning calendar ticket. "
                f"Concentration is the issue rather than size: the var swap and the UVXY short together carry most of "
                f"the stress loss, and both get worse in the same scenario. The prime broker flagged recall risk on UVXY "
                f"borrow this morning.\n\n"
                f"**Exposure**\n"
                f"- Net vega: -{c.nv_mid}k / limit 500k\n"
                f"- Front-month net: -{fnet} lots / cap 120\n"
                f"- ETP: short {c.uvxy_q:,} UVXY, long {c.svxy_q:,} SVXY, long {c.vxxp_q:,} VXX puts\n"
                f"- SPX {c.varT} var: short {c.var_vega}k vega\n"
                f"- SPX 0DTE: long {c.n0} {c.k0}P (intraday only, flat by 16:00)\n\n"
                f"**Greeks by line**\n\n| line | vega | gamma (1pt VIX) | theta/day |\n|---|---|---|---|\n"
                f"| {c.F}/{c.G} cal | +{r.randint(20, 60)}k | -{r.randint(5, 20)}k | +{r.randint(3, 9)}k |\n"
                f"| VIX {c.Mon} {c.kc}C | +{r.randint(40, 90)}k | +{r.randint(10, 30)}k | -{r.randint(4, 12)}k |\n"
                f"| SPX {c.varT} var | -{c.var_vega}k | n/a | +{r.randint(8, 18)}k |\n"
                f"| UVXY short | -{r.randint(120, 200)}k | -{r.randint(20, 45)}k | +{r.randint(5, 12)}k |\n"
                f"| SVXY long | -{r.randint(30, 70)}k | -{r.randint(5, 15)}k | +{r.randint(1, 4)}k |\n\n"
                f"**Stress (VIX +5 / +10, curve to flat)**\n"
                f"- -${s5}k / -${round(s5 * r.uniform(2.2, 2.6))}k\n"
                f"- worst leg: UVXY short (convexity), then the {c.F} short leg of the calendar\n"
                f"- Feb-18 replay: -${r.randint(2100, 2900)}k (for reference only)\n\n"
                f"**Limit utilisation**\n\n| limit | used | cap |\n|---|---|---|\n"
                f"| net vega | {round(c.nv_mid / 5)}% | 500k |\n| front-month net | {round(fnet / 1.2)}% | 120 lots |\n"
                f"| ETP gross | {round(c.uvxy_q / c.cap1 * 100)}% | {c.cap1:,} |\n| VaR 99 1d | {r.randint(45, 80)}% | $1.5m |\n\n"
                f"**Changes**\n"
                f"- Effective now, the UVXY short is capped at {c.cap2:,} shares (was {c.cap1:,}) until the reverse split / borrow settles.\n"
                f"- Nothing else changes.\n\n"
                f"**Notes**\n"
                f"- borrow on UVXY {c.borrow}% and rising; recall risk flagged by PB\n"
                f"- var swap is the largest single vega line; see thread\n"
                f"- model: vega bucketed to 30d constant maturity; ETP vega via futures weights\n"
                f"_attached: stress grid_")
        self.add(self.T(11, 31, 2), "risk", risk,
                 hard=_H("risk_limit", ["UVXY short is capped at", f"{c.cap2:,} shares"], "buried"),
                 idiom=("limit change buried in a risk report", "risk_limit"),
                 attachments=[{"filename": f"stress_{c.session.isoformat()}.csv", "size": r.randint(4000, 9000)}])

        grid = "shock  | contango | flat    | backwrd\n" + "\n".join(
            f"VIX+{sh:<2}  | {-round(sh * r.uniform(80, 95)):>6}k | {-round(sh * r.uniform(100, 125)):>6}k | {-round(sh * r.uniform(130, 170)):>6}k"
            for sh in (2, 5, 10, 15, 20))
        self.add(self.T(11, 34, 1), "risk",
                 f"Stress grid (desk, $k, instantaneous, curve-shape scenarios):\n```\n{grid}\n```\n"
                 f"Largest contributors at VIX+10 backwardated: UVXY short {r.randint(38, 48)}%, {c.varT} var {r.randint(25, 35)}%, "
                 f"{c.F} short leg {r.randint(12, 20)}%. Long VIX {c.Mon} calls offset ~{r.randint(15, 25)}%.")
        # var-swap thread
        starter = self.add(self.T(11, 41, 1), "renata", f"{c.varT} var — keep or cut? thread 👇")
        th = self.thread(starter, f"{c.varT} var swap")
        t0 = starter["t"]
        rv10 = round(r.uniform(9.5, 13.0), 1)
        iv = round(c.var_k - r.uniform(0.6, 1.4), 2)
        a = self.add(t0 + 95000, "ts",
                     f"### {c.varT} SPX var — carry check\n"
                     f"- entry strike {f2(c.var_k)}; mark ~{f2(iv + 0.6)}; realized 10d {rv10}, 20d {round(rv10 + r.uniform(0.3, 1.5), 1)}\n"
                     f"- carry still positive at today's realized (~{round(c.var_k - rv10, 1)} vol pts)\n"
                     f"- two event days inside the tenor (CPI, FOMC); a 2% SPX day costs ~3 days of carry\n"
                     f"- dealers: 3 quoting, bid/offer ~0.35 vol; last quotes {f2(iv + 0.45)} / {f2(iv + 0.80)}\n"
                     f"- var vega is the largest single line in desk vega\n\n"
                     f"| scenario to expiry | realized | P&L on {c.var_vega}k vega |\n|---|---|---|\n"
                     f"| calm | 11 | +${round(c.var_vega * (c.var_k - 11) / 2 / 10) * 10}k |\n"
                     f"| base | 14 | +${round(c.var_vega * (c.var_k - 14) / 2 / 10) * 10}k |\n"
                     f"| event shock | 22 | -${abs(round(c.var_vega * (c.var_k - 22) / 2 / 10) * 10)}k |\n\n"
                     f"- convexity: var P&L is quadratic in realized, so the shock row understates a 2-sigma FOMC day", thread=th)
        self.add(a["t"] + r.randint(60, 200) * 1000, "dmitri", f"realized 10d {rv10}, we're short at {f2(c.var_k)}. carry's fine imo", thread=th,
                 kind="near")
        self.add(a["t"] + r.randint(240, 400) * 1000, "risk",
                 f"Var swap = {r.randint(34, 44)}% of desk vega. VIX+10 stress on the var line alone: -${r.randint(420, 610)}k.", thread=th)
        tu = self.add(a["t"] + r.randint(600, 900) * 1000, "renata",
                      f"changing my view on the {c.varT} var: fomc inside the tenor kills the carry story. "
                      f"going from short-vol to neutral, conviction medium",
                      thread=th, hard=_H("thesis_update", [f"{c.varT} var", "short-vol to neutral", "conviction medium"], "untagged"),
                      idiom=("PM view change in a thread", "thesis_update"))
        pv = self.add(tu["t"] + r.randint(120, 300) * 1000, "ts",
                      f"[PROPOSAL] BUY back {c.bb}k vega SPX {c.varT} var swap, strike ≤ {f2(c.var_k2)} (entry {f2(c.var_k)}). "
                      f"RFQ 3 dealers, done by 15:00 ET.",
                      thread=th, hard=_H("trade_proposal", [f"BUY back {c.bb}k vega", f"SPX {c.varT} var swap", f2(c.var_k2)], "tagged"))
        self.add(pv["t"] + r.randint(40, 100) * 1000, "dmitri", "looks interesting. dealer B was tightest last time",
                 thread=th, reply=pv, kind="near", idiom=("'looks interesting' reply to a proposal", "not_hard"))
        av = self.add(pv["t"] + r.randint(180, 400) * 1000, "renata", f"approved, {c.bb}k only", thread=th, reply=pv,
                      hard=_H("trade_approval", ["approved", f"{c.bb}k only"], "reply"))
        rv = self.add(av["t"] + r.randint(30, 80) * 1000, "risk",
                      f"Routing the {c.varT} var RFQ to jules for the dealer calls.", thread=th,
                      hard=_H("route_decision", [f"{c.varT} var RFQ", "jules"], "untagged"),
                      idiom=("routing work to a named person", "route_decision"))
        self.add(rv["t"] + r.randint(30, 90) * 1000, "jules", "on it", thread=th, kind="noise")
        self.var_fill_t = self.T(14, 9, 2)
        vf = self.add(self.var_fill_t, "jules",
                      f"done: bought back {c.bb}k vega {c.varT} var @ {f2(c.var_kf)} w/ dealer B, conf to follow",
                      thread=th, hard=_H("trade_fill", [f"bought back {c.bb}k vega", f"{c.varT} var", f"@ {f2(c.var_kf)}"], "untagged"),
                      idiom=("OTC fill told in prose in a thread", "trade_fill"))
        self.add(vf["t"] + r.randint(30, 120) * 1000, "renata", "👍", thread=th, reply=vf, kind="noise",
                 idiom=("thumbs-up reply to a fill (ack, not approval)", "not_hard"))

        # skew alert + no-route disposition
        z = round(r.uniform(2.1, 2.9), 1)
        sa = self.add(self.T(12, 9, 2), "volsurf", json.dumps({
            "type": "skew_alert", "und": "VIX", "exp": c.strip[0]["exp"].isoformat(), "strike": 30, "right": "C",
            "iv": round(r.uniform(105, 125), 1), "z": z, "msg": "call skew rich vs 20d"}, separators=(",", ":")),
            kind="noise")
        self.add(self.after(sa, 60, 200), "ts",
                 f"Reviewed the VIX {c.Mon} 30C skew alert (z {z}): ETP hedge demand, same as the last 3 sessions. No action, not routed.",
                 reply=sa, hard=_H("no_route_decision", [f"VIX {c.Mon} 30C", "No action", "not routed"], "reply"))
        self.add(self.T(11, 52, 3), "wire",
                 "**{clk} ET** · CBOE NASDAQ-100 VOLATILITY INDEX (VXN) HITS 3-WEEK HIGH AS CHIPMAKERS SLIDE",
                 kind="near", idiom=("look-alike vol index headline (VXN)", "not_hard"))

        # deleted fill
        df = self.add(self.T(12, 29, 2), "jules", f"filled 30 {c.gl} @ {f2(c.del_px)}",
                      hard=_H("trade_fill", ["filled 30", c.gl, f2(c.del_px)], "shorthand"))
        self.delete(df, df["t"] + r.randint(25, 60) * 1000, f"filled 30 {c.gl} @ {f2(c.del_px)}")
        self.add(df["t"] + r.randint(70, 110) * 1000, "jules", "ignore that, wrong blotter")
        # forgotten proposal (client name)
        fp = self.add(self.T(12, 36, 2), "jules",
                      f"proposing we sell 30 {c.G} @ {f2(c.hfo_px)} to Halvorsen Family Office via block (acct HFO-2231), they called me directly",
                      hard=_H("trade_proposal", [f"sell 30 {c.G}", f"@ {f2(c.hfo_px)}"], "untagged"))
        self.forget(fp, fp["t"] + r.randint(120, 300) * 1000, "Halvorsen Family Office")
        self.add(fp["t"] + r.randint(320, 400) * 1000, "renata", "no client names in here pls")
        ph = self.add(self.T(12, 47, 5), "dmitri", "my cell if the bridge dies again: 917-555-0142, don't call before 6")
        self.forget(ph, ph["t"] + r.randint(200, 500) * 1000, "917-555-0142")
        self.add(self.T(12, 44, 3), "dmitri",
                 f"last feb we sold this exact cal at 1.10 and got run over when vix went 17 → 28 in two days. filled 40, stopped at 0.35",
                 kind="near", idiom=("past-tense fill anecdote", "not_hard"))

        # midday curve note -- analysis, no decision
        note = (f"## Curve check — {c.mmdd} 12:55 ET\n"
                f"Midday read of the strip, for context. The front is lagging spot again and the call-spread buyer in "
                f"{c.GMon} is back, which is consistent with event hedging rather than a regime change. Details:\n"
                f"- F/G {f2(c.sp - 0.05)} (−0.05 on the day); G/H {f2(c.gh)}; UX1 basis {f2(c.basis - 0.15)}\n"
                f"- spot/UX1 beta today {r.uniform(0.45, 0.7):.2f}: futures lag spot on the way up, as usual into an event week\n"
                f"- buy-side: VIX {c.GMon} 25C/30C call spreads bought again (~{r.randint(8, 20)}k); sellers of {c.hl} in size\n"
                f"- short-dated SPX: 0DTE put volume {r.randint(600, 900)}k by noon, put/call {r.uniform(1.1, 1.5):.2f}\n"
                f"- if VIX rallies 2 pts, the F/G spread historically compresses ~0.30; if it fades, roll-down resumes\n"
                f"- SVXY/UVXY creations net {r.choice(['+', '-'])}{r.randint(1, 6)} units\n\n"
                f"**Term structure shape**\n"
                f"- m1-m2 {((c.ux[1] / c.ux[0]) - 1) * 100:.1f}% · m2-m3 {((c.ux[2] / c.ux[1]) - 1) * 100:.1f}% · m4-m7 slope {r.uniform(0.8, 1.8):.1f}%/month\n"
                f"- the kink sits at {c.G}: event premium for FOMC is in the second month, not the front\n"
                f"- VIX options: {c.Mon} ATM iv {r.randint(70, 86)}, {c.GMon} {r.randint(62, 76)}; call skew z {r.uniform(0.5, 2.0):.1f}\n\n"
                f"**Read-across**\n"
                f"- VSTOXX and VXN both firmer; no sign of a cross-asset vol bid yet\n"
                f"- HY CDX {r.choice(['+1', '+2', 'unch', '-1'])}bp, USD/JPY vol flat — not a macro shock")
        self.add(self.T(12, 56, 2), "ts", note, kind="near",
                 idiom=("curve note with trading words and no decision", "not_hard"))
        self.add(self.T(13, 14, 3), "jules",
                 "> VELOCITYSHARES DAILY INVERSE VIX SHORT-TERM ETN (XIV) TO BE REDEEMED — feb 6 2018\n"
                 "reminder for anyone new why we size the svxy like we do", kind="near",
                 idiom=("quoted historical headline", "not_hard"))
        self.add(self.T(13, 29, 3), "wire",
                 f"**{{clk}} ET** · EURO STOXX 50 VOLATILITY (VSTOXX) FUTURES JUMP; FRONT MONTH +{r.uniform(0.8, 1.6):.1f} PTS",
                 kind="near", idiom=("VSTOXX look-alike headline", "not_hard"))
        self.add(self.T(13, 3, 1), "cron",
                 f"⏱ cron `triage` · {r.randint(11, 19)} items · 0 routed · all auto-closed (dupes / stale alerts)",
                 kind="near", idiom=("cron summary '0 routed'", "not_hard"))

        # breach
        pctv = round(c.bump / c.vix * 100, 1)
        self.add(self.T(13, 41, 1), "risk",
                 f"[RISK BREACH] net vega -{c.nv_breach}k vs limit -500k (VIX +{pctv}% intraday). "
                 f"Blocking new short-vol orders until net vega is back under 475k.",
                 hard=_H("risk_limit", [f"-{c.nv_breach}k", "-500k", "Blocking new short-vol orders"], "tagged"),
                 idiom=("tagged breach with enforcement", "risk_limit"))
        self.add(self.T(13, 44, 1), "dmitri", "someone should look at the vvix spike", kind="near")
        if "E" in self.on:
            n = r.choice([4, 5, 6])
            sv_s = round(c.svxy_px - 1.40, 2)
            pe = self.add(self.T(13, 47, 1), "jules",
                          f"proposing +{n}k svxy @ {f2(c.svxy_px)}, stop {f2(sv_s)}. fade the spike",
                          hard=_H("trade_proposal", [f"+{n}k svxy", f"@ {f2(c.svxy_px)}", f"stop {f2(sv_s)}"], "untagged"))
            self.add(self.after(pe, 60, 150), "renata", "no. svxy add rejected, risk has short-vol blocked", reply=pe,
                     hard=_H("trade_approval", ["svxy add rejected", "short-vol blocked"], "reply"),
                     idiom=("PM rejection reply", "trade_approval"))

    # ------------------------------------------------------------------------
    def _afternoon(self):
        r, c = self.rng, self.c
        so = r.randint(-4, 5)
        v2 = (f"## ETP rebalance estimate — {c.mmdd} (v2, 14:00 ET)\n\n"
              f"Refresh of the morning estimate with live shares outstanding and the move so far. The spike after 13:30 "
              f"raised the levered-long need; inverse funds now add to it instead of offsetting.\n\n"
              f"- live shares outstanding: UVXY {so:+d}% vs yesterday, SVXY {r.randint(-3, 3):+d}%, VXX {r.randint(-2, 2):+d}%\n"
              f"- futures now {r.uniform(1.5, 4.5):+.1f}% on the day ({c.F}), {r.uniform(1.0, 3.5):+.1f}% ({c.G})\n"
              f"- levered long need at 16:00 ET: buy ~{r.randint(12, 24)}k {c.F} / ~{r.randint(6, 14)}k {c.G} equivalent\n"
              f"- inverse funds: buy ~{r.randint(2, 6)}k (they cover short futures on up days)\n"
              f"- VXX/VIXY roll: sell ~{r.randint(9, 15)}k {c.F}, buy the same in {c.G}\n"
              f"- net close demand ≈ +{r.randint(9, 18)}k UX1-equivalent, skewed to the front\n\n"
              f"| window | share of need | typical impact |\n|---|---|---|\n"
              f"| 15:30–15:45 | {r.randint(10, 20)}% | 0.05 |\n| 15:45–15:59 | {r.randint(30, 45)}% | 0.10 |\n"
              f"| TAS / 16:00 | {r.randint(35, 55)}% | settles at the mark |\n\n"
              f"- read: the close leans bid in futures and the front leg takes most of it; the spread tends to narrow into 16:00 and re-widen after\n"
              f"- uncertainty ±30%: creations after 14:00 are not in this number")
        self.add(self.T(14, 3, 2), "ts", v2, kind="near")
        pb = (f"### Close playbook (no orders implied)\n"
              f"- if F/G narrows below {f2(c.sp - 0.25)} into 15:55, history says it re-widens by the settle ~70% of the time\n"
              f"- if {c.F} trades through {f2(c.ux[0] + 0.60)}, levered ETP need roughly doubles\n"
              f"- the UVXY borrow is the constraint on any add to the ETP short, not the cap\n"
              f"- VIX options close 16:15 ET; the {c.Mon} calls usually mark at the offer on up days\n"
              f"- 0DTE: gamma into the last hour is ~3x the open; pin risk around {int(round(c.spx / 25) * 25)}")
        self.add(self.T(15, 33, 2), "ts", pb, kind="near", idiom=("conditional playbook, no orders", "not_hard"))
        self.add(self.T(13, 43, 1), "jules", "ugh")
        self.add(self.T(13, 45, 2), "dmitri", "var buyback fixes most of that")
        self.add(self.T(13, 52, 2), "renata", "yes. need the var done well before 3")
        self.add(self.var_fill_t + r.randint(240, 420) * 1000, "risk",
                 f"Net vega back to -{c.nv_after}k after the {c.varT} var buyback — short-vol order block lifted.",
                 hard=_H("risk_limit", [f"-{c.nv_after}k", "short-vol order block lifted"], "untagged"))
        self.add(self.T(14, 41, 3), "jules",
                 "in 2024 we ran a 0dte strangle book, filled ~40 a day, gave it all back in aug", kind="near")
        if "F" in self.on:
            n = r.choice([10, 15, 20])
            px = round(c.ux[1] + 0.20, 2)
            stp = round(px + 0.85, 2)
            pf = self.add(self.T(14, 31, 3), "ts",
                          f"Refreshed ETP estimate shows +{r.randint(9, 18)}k UX1-equivalent to buy at the close. Into that flow we "
                          f"propose selling {n} {c.G} at limit {f2(px)} (TAS-eligible), stop {f2(stp)}. Front-month cap is the "
                          f"binding constraint, so the second month carries it.",
                          hard=_H("trade_proposal", [f"selling {n} {c.G}", f"limit {f2(px)}", f"stop {f2(stp)}"], "untagged"),
                          idiom=("untagged prose proposal from an agent", "trade_proposal"))
            af = self.add(self.after(pf, 120, 400), "renata", f"approved for {n} @ {f2(px)}", reply=pf,
                          hard=_H("trade_approval", [f"approved for {n}", f2(px)], "reply"))
            self.add(self.after(af, 40, 100), "exec",
                     f"Taking the {c.G} close ticket. Will stage it at 15:50 ET.")
            ok = self.add(self.T(15, 51, 1), "oms", "", embeds=[{
                "title": "Order Acknowledged", "description": f"{c.G} outright — close",
                "author": "OMS Bridge · CFE",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": str(n), "inline": True},
                           {"name": "Limit", "value": f2(px), "inline": True},
                           {"name": "Status", "value": "WORKING", "inline": True}],
                "footer": f"ord ux-{c.oid_close} · CFE · acct VTS-01"}],
                hard=_H("trade_confirmation", ["WORKING", f"ux-{c.oid_close}", c.G], "embed"))
            self.add(self.T(16, 0, 0), "exec",
                     f"FILL side=SELL sym={c.G} qty={n} px={f2(px)} ord=ux-{c.oid_close} venue=CFE",
                     hard=_H("trade_fill", ["side=SELL", f"sym={c.G}", f"qty={n}", f"px={f2(px)}"], "structured"))
        if "K" in self.on:
            cv = self.add(self.T(15, 4, 3), "dmitri", f"cover 20k uvxy @ mkt, more room under the new cap and less borrow",
                          hard=_H("trade_proposal", ["cover 20k uvxy", "@ mkt"], "shorthand"))
            ac = self.add(self.after(cv, 40, 120), "renata", "yep do it, 20k", reply=cv,
                          hard=_H("trade_approval", ["yep do it", "20k"], "reply"))
            p1 = round(c.uvxy_px + 0.45, 2)
            p2 = round(p1 - r.choice([0.03, 0.04, 0.06]), 2)
            fx = self.add(self.after(ac, 60, 150), "exec",
                          f"[FILL] BUY 20,000 UVXY @ {f2(p1)} avg (cover) · ord eq-{c.oid_uv}",
                          hard=_H("trade_fill", ["[FILL] BUY 20,000 UVXY", f2(p2), f"eq-{c.oid_uv}"], "tagged"),
                          idiom=("fill price corrected by an edit", "trade_fill"))
            self.edit(fx, fx["t"] + r.randint(300, 800) * 1000,
                      f"[FILL] BUY 20,000 UVXY @ {f2(p2)} avg (cover) · ord eq-{c.oid_uv} — corrected, bridge had a stale print",
                      superseded=[f2(p1)])
        if "G" in self.on:
            tp = self.add(self.T(15, 24, 3), "dmitri",
                          f"pulling the tp on the vix {c.mon} {c.kc}c, let them run into fomc",
                          hard=_H("stop_or_target_change", ["pulling the tp", f"vix {c.mon} {c.kc}c"], "untagged"),
                          idiom=("take-profit removed", "stop_or_target_change"))
            self.add(self.after(tp, 20, 60), "oms", "", embeds=[{
                "title": "Order Cancelled", "description": f"VIX {c.Mon} {c.kc}C ({c.exp})",
                "author": "OMS Bridge · CBOE",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": f"{c.vixc_q}", "inline": True},
                           {"name": "Limit", "value": f2(c.vixc_tp), "inline": True},
                           {"name": "Reason", "value": "user cancel"}],
                "footer": f"ord vo-{c.oid_tp} · CBOE · acct VTS-01"}],
                hard=_H("trade_confirmation", ["Order Cancelled", f"vo-{c.oid_tp}", f"VIX {c.Mon} {c.kc}C"], "embed"))
        if "H" in self.on:
            self.add(self.T(14, 52, 4), "wire", "", embeds=[{
                "title": f"VOLATILITY SHARES 2X LONG VIX FUTURES ETF (UVIX) TO CHANGE INDEX ROLL SCHEDULE FROM "
                         f"{MONTHS[(c.session.month) % 12].upper()} {r.randint(2, 9)}",
                "description": "Fund will roll over five sessions instead of daily; filing posted after hours.",
                "footer": "newswire · fund notices"}],
                hard=_H("watchlist_news", ["UVIX", "INDEX ROLL SCHEDULE"], "embed"),
                idiom=("embed-only watchlist headline", "watchlist_news"))
        self.add(self.T(15, 36, 5), "dmitri", "vol's too cheap generally into year end imo", kind="near")
        self.add(self.T(15, 41, 1), "exec",
                 f"### Pre-close checklist {c.mmdd}\n- CFE TAS cut-off 16:00 ET; LRP bands unchanged since 11:00\n"
                 f"- SPXW 0DTE positions auto-flatten 15:55 ET unless a trader overrides\n"
                 f"- ARCA MOC imbalance feed connected; cut-off 15:50 ET\n- drop-copy recon last run {self.clock(self.T(15, 30))} ET: clean\n"
                 f"- settlement files expected 16:15 ET (CFE), 16:30 ET (OCC)")
        self.add(self.T(10, 58, 3), "jules",
                 f"0dte levels from the sellside sheet fwiw:\n```\ncall wall  {int(round(c.spx / 25) * 25 + 50)}\n"
                 f"zero gamma {int(round(c.spx / 25) * 25 - 25)}\nput wall   {int(round(c.spx / 25) * 25 - 100)}\n"
                 f"hvl        {int(round(c.spx / 25) * 25)}\n```\nno idea how they compute it but people trade off it")

    # ------------------------------------------------------------------------
    def _evening(self):
        r, c = self.rng, self.c
        n_ord = 4 + len(self.on & {"D", "F", "J"})
        tca = (f"## Execution — TCA {c.mmdd}\n"
               f"Daily transaction-cost summary across venues. Aggregates only; per-order detail lives in the OMS. "
               f"Arrival price is the mid at the time the ticket reached the Execution Agent.\n"
               f"- orders: {n_ord} · filled {n_ord - (1 if 'J' in self.on else 0)} · rejected {1 if 'J' in self.on else 0}\n"
               f"- avg slippage vs arrival: {r.uniform(-0.4, 0.6):+.1f} ticks (futures), {r.uniform(0.0, 1.0):.1f} ticks (options)\n"
               f"- spread book fill rate {r.randint(82, 97)}%; median time-to-fill {r.randint(3, 14)}m\n"
               f"- close auction participation {r.uniform(0.5, 2.5):.1f}% of {c.F} volume\n"
               f"- bridge: 1 FIX drop (CFE-2), 0 gaps after resync\n\n"
               f"| venue | orders | fill rate | avg ticks vs arrival | avg ms to ack |\n|---|---|---|---|---|\n"
               f"| CFE | {max(1, n_ord - 2)} | {r.randint(80, 100)}% | {r.uniform(-0.5, 0.7):+.1f} | {r.randint(3, 9)} |\n"
               f"| CBOE | 2 | 100% | {r.uniform(-0.5, 1.0):+.1f} | {r.randint(4, 12)} |\n"
               f"| ARCA | 1 | 100% | {r.uniform(-1.0, 1.0):+.1f} | {r.randint(2, 6)} |\n\n"
               f"- model notes: spread orders stepped to mid after 15 min twice; LRP bands widened at 11:00 ET\n"
               f"- next: move close tickets to TAS by default (needs PM sign-off, not today)")
        self.add(self.T(16, 46, 3), "exec", tca, kind="near",
                 idiom=("execution TCA summary (aggregates only)", "not_hard"))
        self.add(self.T(17, 1, 1), "cron",
                 f"⏱ cron `triage` · {r.randint(6, 14)} items · 0 routed · {r.randint(1, 3)} snoozed to tomorrow", kind="near")
        view = ""
        hard = None
        if "I" in self.on:
            view = (f"- G/H: downgraded from hold to bearish (conviction low) — {c.hl} supply all afternoon and the roll "
                    f"schedule keeps leaning on it.\n")
            hard = _H("thesis_update", ["G/H", "hold to bearish", "conviction low"], "buried")
        eod = (f"## Term Structure — close {c.mmdd}\n\n"
               f"**Summary.** An early-afternoon vol pop (VIX +{f2(c.bump)} at the high) faded into the close. The front "
               f"month absorbed most of the ETP rebalance demand, the F/G spread narrowed and partly re-widened after "
               f"the settle, and the event premium stayed parked in {c.G}. Realized vol on SPX stayed low relative to implied.\n\n"
               f"**Settles**\n"
               f"- {c.F} {f2(c.ux[0] + 0.35)} · {c.G} {f2(c.ux[1] + 0.25)} · {c.H} {f2(c.ux[2] + 0.15)} · {c.I} {f2(c.ux[3] + 0.10)}\n"
               f"- F/G {f2(c.sp - 0.10)} · G/H {f2(c.gh - 0.05)} · VIX close {f2(c.vix + c.bump * 0.4)} · VVIX {round(c.vvix + 4.2, 1)}\n\n"
               f"**Flow**\n"
               f"- ETP rebalance came in near the estimate; VXX roll as expected\n"
               f"- VIX {c.GMon} call spreads bought again into the afternoon spike\n"
               f"- {c.F} volume {r.randint(180, 320)}k, {r.randint(25, 38)}% in the last 15 minutes\n"
               f"- SPX 0DTE put/call closed {r.uniform(1.0, 1.4):.2f}; realized on the day {r.uniform(10, 19):.1f}\n\n"
               + (f"**View**\n{view}\n" if view else "") +
               f"**P&L attribution (approx, $k)**\n\n| line | carry | vega | gamma | other |\n|---|---|---|---|---|\n"
               f"| {c.F}/{c.G} cal | {r.randint(2, 9):+d} | {r.randint(-30, 10):+d} | {r.randint(-8, 2):+d} | 0 |\n"
               f"| VIX {c.Mon} calls | {r.randint(-9, -2):+d} | {r.randint(10, 60):+d} | {r.randint(0, 15):+d} | 0 |\n"
               f"| {c.varT} var | {r.randint(5, 15):+d} | {r.randint(-60, -10):+d} | n/a | {r.randint(-5, 5):+d} |\n"
               f"| UVXY / SVXY | {r.randint(4, 12):+d} | {r.randint(-80, -20):+d} | {r.randint(-20, -2):+d} | borrow {-r.randint(1, 4)} |\n"
               f"| SPX 0DTE | 0 | 0 | {r.randint(-10, 40):+d} | 0 |\n\n"
               f"**Book**\n- lighter in var after the buyback; ETP short inside the new cap\n\n"
               f"**Tomorrow**\n- 08:30 ET data, SOQ drift check on {c.F}, borrow on UVXY\n"
               f"- watch: ETP shares outstanding after today's spike, {c.GMon} call-spread buyer")
        self.add(self.T(17, 6, 2), "ts", eod, hard=hard,
                 idiom=("thesis downgrade buried in EOD report", "thesis_update") if hard else None)
        self.add(self.T(17, 12, 2), "risk",
                 f"## Risk — EOD {c.mmdd}\n- net vega -{c.nv_after - r.randint(5, 40)}k / 500k\n"
                 f"- front-month net within cap\n- UVXY short vs cap: {round((c.uvxy_q - (20000 if 'K' in self.on else 0)) / c.cap2 * 100)}%\n"
                 f"- stress VIX+10: -${r.randint(900, 1300)}k\n- overnight mode engages 19:00 ET\n\n"
                 f"| metric | open | high | close |\n|---|---|---|---|\n"
                 f"| net vega | -{c.nv_mid - r.randint(10, 60)}k | -{c.nv_breach}k | -{c.nv_after - r.randint(5, 40)}k |\n"
                 f"| ETP gross | {r.randint(55, 70)}% | {r.randint(70, 88)}% | {r.randint(50, 75)}% |\n"
                 f"| VaR 99 1d | ${r.randint(600, 900)}k | ${r.randint(900, 1300)}k | ${r.randint(600, 1000)}k |\n\n"
                 f"- one breach today (net vega, 13:4x ET), cleared by the var buyback\n- no overrides requested",
                 kind="near", idiom=("EOD recap of an earlier breach", "not_hard"))
        self.add(self.T(17, 22, 3), "renata", "good day. tomorrow: cpi prep, g/h wing decision")
        self.add(self.T(17, 46, 2), "cron",
                 f"⏱ cron `eod-recon` ok · OMS vs clearing: 0 breaks · {r.randint(7, 12)} fills matched", kind="noise")

    # ------------------------------------------------------------------------
    def _noise(self):
        r, c = self.rng, self.c
        # surface snapshots
        sched = [(h, 0) for h in (19, 21, 23, 1, 3, 5, 7, 8, 9)]
        sched += [(h, m) for h in range(9, 17) for m in (0, 30) if (9, 30) <= (h, m) <= (16, 0)]
        sched += [(17, 0), (18, 30)]
        seq0 = r.randint(40000, 90000)
        self.surface_msgs = []
        for i, (h, m) in enumerate(sched):
            t = max(self.start + 5000, self.T(h, m) - r.randint(0, 40000) + 1000)
            seq0 += r.randint(9, 14)
            self.surface_msgs.append(self.add(t, "volsurf", self._surface(t, seq0, full=(9 <= h < 17)),
                                              kind="noise"))
        # glitch: duplicates bulk-deleted
        gt = self.T(15, 12, 2)
        dups = []
        snips = []
        for i in range(r.choice([3, 4, 5])):
            sq = seq0 + 70000 + i
            dups.append(self.add(gt + i * 350, "volsurf", self._surface(gt, sq, full=True, dup=True), kind="dup"))
            snips.append(f'"seq":{sq}')
        self.bulk_delete(dups, gt + r.randint(50, 140) * 1000, snips)
        self.add(gt + r.randint(150, 200) * 1000, "volsurf", "publisher restarted after duplicate burst; dedupe on seq enabled",
                 kind="noise")
        # skew / price alerts
        for _ in range(r.randint(3, 4)):
            t = self._sample_time(bots=True)
            self.add(t, "volsurf", json.dumps({
                "type": "skew_alert", "und": "SPX", "tenor": r.choice(["0d", "1w", "1m"]),
                "rr25": round(r.uniform(-7.5, -4.0), 1), "z": round(r.uniform(1.6, 2.4), 1),
                "msg": "put skew steepening"}, separators=(",", ":")), kind="noise")
        for _ in range(r.randint(3, 5)):
            t = self._sample_time(bots=True)
            sym = r.choice([c.F, c.G, "VIX", "VVIX"])
            lvl = {c.F: c.ux[0], c.G: c.ux[1], "VIX": c.vix, "VVIX": c.vvix}[sym] + r.uniform(-0.3, 0.6)
            self.add(t, "volsurf", json.dumps({"type": "px_alert", "sym": sym, "cross": round(lvl, 2),
                                               "dir": r.choice(["up", "down"]), "last": round(lvl + 0.02, 2)},
                                              separators=(",", ":")), kind="noise")
        # risk heartbeats
        for h in (22, 2, 6, 10, 16):
            t = self.T(h, 0)
            lim = 400 if h in (22, 2, 6) else 500
            nv = r.randint(c.nv_mid - 80, min(lim - 15, c.nv_mid + 30))
            self.add(t, "risk",
                     f"heartbeat {self.clock(t)} ET · all limits ok · net vega -{nv}k/{lim}k · "
                     f"front net ok · etp gross {r.randint(55, 80)}%\n```\nlimit          used   cap\n"
                     f"net_vega       {round(nv / lim * 100)}%    {lim}k\nfront_net      {r.randint(40, 90)}%    120\n"
                     f"etp_gross      {r.randint(50, 85)}%    {c.cap1 // 1000}k\nvar_99_1d      {r.randint(40, 80)}%    1.5m\n```",
                     kind="noise")
        # cron
        mtd = r.randint(300, 900)
        p11 = r.randint(-60, 80)
        p16 = p11 + r.randint(-120, 60)
        pn = (p11, p16, p16 + r.randint(-8, 8))
        usd = lambda x: f"{'+' if x >= 0 else '-'}${abs(x)}k"
        for (h, m, txt) in [
            (2, 0, f"⏱ cron `etp-holdings-scrape` ok · UVXY/SVXY/VXX/VIXY/SVIX/UVIX holdings updated · {r.uniform(3, 9):.1f}s"),
            (17, 31, f"⏱ cron `etp-holdings-scrape` ok · shares outstanding refreshed · {r.uniform(3, 9):.1f}s"),
            (11, 0, f"📊 pnl-snap 11:00 ET — day {usd(pn[0])} · mtd {usd(mtd + pn[0])} · theta +${r.randint(18, 35)}k"),
            (16, 16, f"📊 pnl-snap 16:15 ET — day {usd(pn[1])} · mtd {usd(mtd + pn[1])} · vega pnl -${r.randint(20, 90)}k"),
            (18, 1, f"📊 pnl-snap 18:00 ET (final) — day {usd(pn[2])} · mtd {usd(mtd + pn[2])}"),
            (5, 30, f"⏱ cron `borrow-rates` ok · UVXY {c.borrow}% · SVXY {round(c.borrow / 3, 1)}% · VXX {round(c.borrow / 2, 1)}%"),
        ]:
            self.add(self.T(h, m, 1), "cron", txt, kind="noise")
        self.add(self.T(5, 45, 2), "cron",
                 f"📅 cron `daily-calendar` · {c.session.strftime('%a %d %b %Y')}\n"
                 f"```\n08:30  initial claims\n10:00  philly fed\n13:00  20y auction\n15:50  ARCA MOC cut-off\n"
                 f"16:00  ETP rebalance / CFE TAS\n16:15  VIX options close, CFE settle\n19:00  risk overnight mode\n```",
                 kind="noise")
        # CI / deploy
        v = r.randint(11, 19)
        self.add(self.T(4, 40, 20), "ci",
                 f"✅ build #{r.randint(8000, 9000)} passed · main · {r.randint(4, 9)}m{r.randint(10, 59)}s", kind="noise")
        self.add(self.T(5, 52, 5), "ci",
                 f"✅ deploy `exec-agent` v2.{v}.{r.randint(0, 9)} → prod (sha {r.getrandbits(28):07x}) by ci · {r.randint(30, 70)}s",
                 kind="noise")
        self.add(self.T(11, 58, 20), "ci",
                 f"❌ build #{r.randint(9000, 9999)} failed · main · tests/test_roll_calendar.py::test_vx_expiry_holiday_shift\n"
                 f"```\nTraceback (most recent call last):\n"
                 f"  File \"/ci/tests/test_roll_calendar.py\", line {r.randint(40, 120)}, in test_vx_expiry_holiday_shift\n"
                 f"    assert vx_expiry(2027, 3) == date(2027, 3, 17)\n"
                 f"AssertionError: assert datetime.date(2027, 3, 16) == datetime.date(2027, 3, 17)\n```", kind="noise")
        self.add(self.T(12, 25, 20), "ci",
                 f"✅ build #{r.randint(9000, 9999)} passed · main · fix holiday calendar", kind="noise")
        self.add(self.T(17, 40, 10), "ci",
                 f"⚠️ deploy `volsurf` v0.{v + 20} canary 10% · p99 {r.randint(140, 260)}ms", kind="noise")
        # reconnects / traces
        self.add(self.T(23, 11, 20), "volsurf",
                 f"ws reconnected to cfe-md (gap {r.uniform(1.5, 6.0):.1f}s), resynced {r.randint(3, 8)} books", kind="noise")
        t = self.T(14, 3, 15)
        self.add(t, "oms",
                 "FIX session CFE-2 dropped\n```\nTraceback (most recent call last):\n"
                 "  File \"/srv/omsbridge/fix/session.py\", line 212, in _recv\n    msg = self._sock.recv(65536)\n"
                 "ConnectionResetError: [Errno 104] Connection reset by peer\n```\nreconnecting in 5s (attempt 1/10)",
                 kind="noise")
        self.add(t + r.randint(8, 20) * 1000, "oms",
                 f"FIX session CFE-2 re-established · seq reset 1→{r.randint(2000, 9000)} · 0 gaps", kind="noise")
        # curve pings
        for _ in range(r.randint(3, 4)):
            t = self._sample_time(bots=True, session_only=True)
            self.add(t, "ts", f"curve ping {self.clock(t)} ET: F/G {f2(c.sp + r.choice([-0.05, 0, 0.05]))} · G/H {f2(c.gh)} · "
                              f"basis {f2(c.basis + r.uniform(-0.2, 0.1))}\n```\n"
                              + "\n".join(f"{c.strip[i]['code']}  {f2(c.ux[i] + r.uniform(-0.1, 0.3))}  "
                                           f"{r.randint(1, 25) * (5 - i)}k" for i in range(5)) + "\n```", kind="noise")
        # unrelated wire headlines
        pool = self._wire_pool()
        r.shuffle(pool)
        deks = ["details to follow", "company statement", "exchange data", "official release", "more on the terminal",
                "preliminary, subject to revision", "filing", "central bank statement"]
        for hl in pool[: r.randint(11, 14)]:
            t = self._sample_time(bots=True)
            dek = f"\n_{r.choice(deks)} · newswire_" if r.random() < 0.6 else ""
            self.add(t, "wire", "**{clk} ET** · " + hl + dek, kind="noise")
        # two "top stories" digests as embeds
        for h in (7, 12):
            picks = r.sample(pool, 3)
            self.add(self.T(h, 0, 1), "wire", "", embeds=[{
                "title": "Top stories", "description": "\n".join("• " + p for p in picks),
                "footer": "newswire · digest"}], kind="noise")

    def _surface(self, t, seq, full=True, dup=False):
        r, c = self.rng, self.c
        v = self.vix_at(t)
        d = v - c.vix
        fut = {}
        for i, s in enumerate(c.strip[:8]):
            fut[s["code"]] = round(c.ux[i] + d * max(0.25, 0.85 - 0.1 * i), 2)
        smile = {}
        ks = [12.5, 14, 15, 16, 17, 18, 20, 22.5, 25, 30, 35, 40]
        for j, s in enumerate(c.strip[: 4 if full else 3]):
            base = r.uniform(70, 88) if j == 0 else r.uniform(62, 76)
            f = c.ux[j] + d
            iv = [round(base + (k - 18) * r.uniform(1.6, 2.4) + r.uniform(-1, 1), 1) for k in ks]
            dl = [round(max(0.01, min(0.99, 0.5 - (k - f) / (f * 0.9))), 2) for k in ks]
            oi = [r.randint(2, 60) * (4 - j) for _ in ks]
            smile[s["short"].upper()] = {"fwd": round(f, 2), "k": ks, "iv": iv, "dc": dl, "oi_k": oi}
        out = {"type": "surface", "ts": _iso(t), "seq": seq, "und": "VIX", "spot": v,
               "vvix": round(c.vvix + d * 3.5, 1), "fut": fut,
               "term": {"m1m2": round(c.sp - d * 0.2, 2), "m2m3": round(c.gh - d * 0.1, 2),
                        "cm30": round(v + c.basis * 0.8, 2)},
               "smile": smile}
        if full:
            atm = r.uniform(10.5, 14.0) + d * 0.9
            spx = {"px": round(c.spx - d * 45 + r.uniform(-8, 8), 2), "smile": {}}
            for ten, add in (("0d", -1.2), ("1d", -0.6), ("1w", 0.0), ("1m", 1.1), ("2m", 1.9), ("3m", 2.6), ("6m", 3.8)):
                a = atm + add
                spx["smile"][ten] = {"p10": round(a + r.uniform(6, 11), 1), "p25": round(a + r.uniform(2.5, 5), 1),
                                     "atm": round(a, 1), "c25": round(a - r.uniform(1, 2.5), 1),
                                     "c10": round(a - r.uniform(0.5, 2), 1)}
            out["spx"] = spx
            out["vix_opt_flow"] = [{"s": f"{c.Mon}{k}C" if k >= 20 else f"{c.Mon}{k}P", "vol": r.randint(2, 60) * 1000,
                                    "bs": round(r.uniform(0.3, 0.75), 2)} for k in r.sample([15, 16, 17, 18, 20, 22, 25, 30, 35], 5)]
        out["src"] = "cboe+cfe"
        out["lat_ms"] = r.randint(18, 90)
        if dup:
            out["retry"] = True
        return json.dumps(out, separators=(",", ":"))

    def _wire_pool(self):
        r = self.rng
        p = lambda a, b: f"{r.uniform(a, b):.1f}"
        return [
            f"ORACLE FQ2 REVENUE ${p(15, 17)}B VS ${p(15, 17)}B EST; SHARES -{p(2, 8)}% AFTER HOURS",
            f"BRENT CRUDE FALLS {p(0.5, 2.5)}% AS OPEC+ SIGNALS NO CHANGE TO Q1 OUTPUT",
            f"BOJ'S UEDA: WILL KEEP ADJUSTING DEGREE OF EASING IF OUTLOOK IS REALISED",
            f"EUR/USD RISES TO 1.{r.randint(1000, 1300)} AFTER ECB'S LAGARDE COMMENTS",
            f"GOLD RISES TO ${r.randint(3900, 4600)}/OZ, SILVER +{p(0.5, 2)}%",
            f"MICRON GUIDES FQ2 REVENUE ABOVE ESTIMATES ON DATACENTER DEMAND",
            f"FEDEX Q2 ADJ EPS ${p(3.5, 4.8)} VS ${p(3.5, 4.8)} EST",
            f"US 10-YEAR YIELD {r.uniform(3.9, 4.6):.2f}%, 2-YEAR {r.uniform(3.4, 4.1):.2f}%",
            f"NIKKEI 225 CLOSES {r.choice(['+', '-'])}{p(0.2, 1.5)}%; TOPIX {r.choice(['+', '-'])}{p(0.1, 1.2)}%",
            f"CHINA NOV INDUSTRIAL OUTPUT +{p(4, 6)}% Y/Y VS +{p(4, 6)}% EST",
            f"BANK OF ENGLAND HOLDS BANK RATE; VOTE {r.choice(['6-3', '5-4', '7-2'])}",
            f"NORGES BANK LEAVES POLICY RATE UNCHANGED, SEES CUT IN MARCH",
            f"NIKE Q2 REVENUE ${p(11, 13)}B, GREATER CHINA SALES -{r.randint(4, 15)}%",
            f"PHILLY FED MANUFACTURING INDEX {r.randint(-12, 12)} VS {r.randint(-5, 5)} EST",
            f"COPPER HITS {r.randint(2, 8)}-WEEK HIGH ON CHILE SUPPLY CONCERNS",
            f"BITCOIN FALLS {p(1, 4)}% TO ${r.randint(80, 120)},{r.randint(100, 999)}",
            f"GERMAN IFO BUSINESS CLIMATE {p(85, 90)} VS {p(85, 90)} EST",
            f"ACCENTURE Q1 BOOKINGS ${p(18, 22)}B; RAISES FY GUIDANCE",
            f"US 20-YEAR BOND AUCTION STOPS {r.uniform(4.3, 4.9):.3f}%, TAILS {p(0.3, 1.5)} BP",
            f"SWISS NATIONAL BANK HOLDS RATE AT 0%, REPEATS FX INTERVENTION READINESS",
            f"LENNAR Q4 NEW ORDERS +{r.randint(2, 12)}% Y/Y; GROSS MARGIN {p(17, 21)}%",
            f"CARNIVAL RAISES 2027 YIELD GUIDANCE, SHARES +{p(2, 7)}% PREMARKET",
            f"UK NOV CPI {p(2.4, 3.6)}% Y/Y VS {p(2.4, 3.6)}% EST",
            f"DARDEN RESTAURANTS Q2 SAME-STORE SALES +{p(1, 4)}%",
            f"US EXISTING HOME SALES {p(3.9, 4.4)}M ANNUALIZED",
            f"BRAZIL REAL WEAKENS PAST {p(5.2, 6.1)} PER DOLLAR ON FISCAL WORRIES",
            f"EUROPEAN GAS (TTF) -{p(1, 5)}% ON MILD WEATHER FORECASTS",
            f"GENERAL MILLS CUTS FY ORGANIC SALES OUTLOOK",
        ]

    # ------------------------------------------------------------------------
    _CURVE = [(0, 0.12), (6 * 60, 0.8), (8 * 60, 1.6), (9 * 60 + 30, 3.0), (11 * 60 + 30, 1.6),
              (13 * 60 + 30, 2.2), (15 * 60 + 30, 3.0), (16 * 60 + 30, 0.7), (19 * 60, 0.35)]

    def _w(self, etc, humans):
        w = 0.0
        for start, val in self._CURVE:
            if etc >= start:
                w = val
        if humans and (etc < 6 * 60 + 20 or etc > 18 * 60 + 30):
            return 0.0
        return w

    def _sample_time(self, bots=False, session_only=False, window=None):
        r = self.rng
        while True:
            off = r.uniform(0.5, 1439.0)
            etc = (self.et0 + off) % 1440
            if session_only and not (9 * 60 + 30 <= etc <= 16 * 60 + 15):
                continue
            if window and not (window[0] <= etc <= window[1]):
                continue
            w = self._w(etc, humans=not bots) + (0.15 if bots else 0.0)
            if r.uniform(0, 3.2) < w:
                return self.start + int(off * 60000) + r.randint(0, 59999)

    def _chatter(self):
        r, c = self.rng, self.c
        ctx = dict(fl=c.fl, gl=c.gl, hl=c.hl, mon=c.mon, sp=f2(c.sp), gh=f2(c.gh), vix=f2(c.vix), ux1=f2(c.ux[0]),
                   ux2_up=f2(c.ux[1] + 0.15), basis=f2(c.basis), vvix=c.vvix, borrow=c.borrow, etpk=c.etpk,
                   spx=f"{c.spx:,.0f}", pin=int(round(c.spx / 25) * 25), straddle=f2(r.uniform(18, 34)),
                   rr=f"{r.uniform(-7, -4):.1f}", contango=f"{(c.ux[1] / c.ux[0] - 1) * 100:.1f}",
                   callvol=r.randint(300, 700), putvol=r.randint(150, 400), rv10=f"{r.uniform(9, 13):.1f}",
                   iv30=f"{r.uniform(12, 16):.1f}", ux8=f2(c.ux[7]), pv=r.randint(400, 900), cu=r.randint(1, 6),
                   flip=int(round((c.spx - r.uniform(20, 80)) / 25) * 25), roll=f"{r.uniform(3, 6):.1f}",
                   prem=f"{r.uniform(0.02, 0.25):.2f}", varT=c.varT, rv5=f"{r.uniform(9, 16):.1f}", oi=r.randint(8, 30),
                   vchg=f"{r.uniform(0.3, 0.9):.2f}", fchg=f"{r.uniform(0.05, 0.3):.2f}", pinvix=r.choice([15, 16, 17]))
        lines = [
            ("dmitri", "{fl} {ux1} bid, spot lagging"), ("dmitri", "f/g {sp} on screen, sticky all morning"),
            ("dmitri", "ux1 basis {basis} over spot, rich for an event week"), ("dmitri", "vvix {vvix}. nothing to see"),
            ("dmitri", "uvxy borrow {borrow}% today"), ("dmitri", "etp complex ~{etpk}k ux1-eq long per the scrape"),
            ("dmitri", "g/h {gh}, flat-ish"), ("dmitri", "coffee, 10 min"), ("dmitri", "back"),
            ("dmitri", "screens froze for a sec, fine now"), ("dmitri", "{gl} offer thin above {ux2_up}"),
            ("dmitri", "vxx roll is ~{roll}% of ux1 oi a day this week, it adds up"),
            ("dmitri", "somebody paying up for {hl} again"), ("dmitri", "cfe notice re spread book maint sunday, fyi"),
            ("dmitri", "ux8 {ux8}. back end not moving at all"), ("dmitri", "svxy creation units +{cu} yesterday"),
            ("dmitri", "basis compressing, spot up {vchg} while {fl} up {fchg}"),
            ("dmitri", "vix weeklys expire wed, pin around {pinvix}?"),
            ("jules", "0dte straddle {straddle} at the open, cheap vs realized"),
            ("jules", "spx pinned around {pin} into lunch"), ("jules", "someone in vix {mon} 25c again, 5k clip"),
            ("jules", "wings getting bid in 0dte, 25d rr {rr}"), ("jules", "vol sellers back after 2pm like clockwork"),
            ("jules", "m1-m2 contango {contango}%"), ("jules", "lunch, ping me"), ("jules", "spx {spx}, range day so far"),
            ("jules", "vix call volume {callvol}k vs {putvol}k puts, normal-ish"),
            ("jules", "realized 10d on spx {rv10}, implied 30d {iv30}. the usual gap"),
            ("jules", "vix opts mms widened out for a min there"), ("jules", "dealers quoting var tighter than last week"),
            ("jules", "0dte put volume {pv}k by 11, heavy"), ("jules", "anyone else seeing lag on the cboe feed"),
            ("jules", "gamma flip per the sellside notes ~{flip}. whatever that's worth"), ("jules", "tape slow"),
            ("jules", "spx vol surface stale on the vendor screen again"),
            ("renata", "keep it tight today"), ("renata", "in the risk call 11-11:30"), ("renata", "long stuff in threads pls"),
            ("renata", "fomc next wed, don't get cute into it"),
            ("dmitri", "cfe spread book showing 200 up on the bid, been there all morning"),
            ("dmitri", "{gl} trading heavy vs the strip, somebody rolling early"),
            ("dmitri", "vix cash opened softer than futures implied"),
            ("dmitri", "uvxy premium to nav {prem}% at the moment"),
            ("dmitri", "svxy tight to nav, arb desks awake"),
            ("dmitri", "nothing in the gth tape worth mentioning"),
            ("dmitri", "feels like year-end vol supply is starting early"),
            ("jules", "spx {spx} and the 0dte put wing still bid, weird combo"),
            ("jules", "var dealers want to talk about {varT} again, same as every quarter"),
            ("jules", "realized on 5m bars today {rv5}, annualized"),
            ("jules", "0dte call side dead"),
            ("jules", "the {pin} strike has {oi}k open interest, magnet"),
            ("jules", "gonna grab food, back in 15"),
            ("jules", "cboe reporting a delayed opening rotation in some spxw strikes, fine now"),
            ("renata", "reminder: comp review friday, numbers by thursday eod"),
            ("renata", "compliance wants the chat retention ack, pls click it"),
            ("renata", "ok with the curve read so far"),
            ("renata", "book recon clean this am?"),
        ]
        picks = r.sample(lines, r.randint(40, 48))
        for who, tpl in picks:
            win = _CHAT_WINDOWS.get(tpl, (6 * 60 + 20, 18 * 60 + 30))
            t = self._sample_time(window=win)
            self.add(t, who, tpl.format(**ctx))
        # one typo edit on a chat line
        cand = [m for m in self.msgs if m["who"] == "dmitri" and m["kind"] == "ctx" and m["content"].startswith("f/g ")]
        if cand:
            m = cand[0]
            self.edit(m, m["t"] + r.randint(20, 90) * 1000, m["content"] + " (was a typo, screen not blotter)")
        # a deleted wrong-channel message
        t = self._sample_time()
        wc = self.add(t, "dmitri", "lunch order: 2x pho ga, 1 banh mi, extra sriracha")
        self.delete(wc, t + r.randint(15, 40) * 1000, "2x pho ga")

    def _acks(self):
        r = self.rng
        targets = [m for m in self.msgs if m["state"] == "live" and m["thread"] is None and
                   (m["who"] in ("ts", "risk", "wire", "exec", "oms", "cron")) and
                   not (m["hard"] and m["hard"]["type"] == "trade_proposal")]
        targets.sort(key=lambda m: m["t"])
        picks = r.sample(targets, min(len(targets), r.randint(9, 12)))
        for tm in picks:
            who = r.choice(["renata", "dmitri", "jules"])
            etc = (self.et0 + (tm["t"] - self.start) // 60000) % 1440
            if etc < 6 * 60 + 30 or etc > 18 * 60 + 30:
                continue
            txt = r.choice(["ok", "thx", "ty", "k", "👍", "🙏", "noted", "ack", "👀", "nice", "lol"])
            self.add(self.after(tm, 15, 180), who, txt, reply=tm, kind="noise")


# --------------------------------------------------------------------------
def _embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
        if e.get("footer"):
            parts.append(str(e["footer"]))
    return "\n".join(parts)


def _hm(h, m=0):
    return h * 60 + m


# ET-clock windows for chat lines that only make sense at certain times of day
_CHAT_WINDOWS = {
    "0dte straddle {straddle} at the open, cheap vs realized": (_hm(9, 35), _hm(10, 30)),
    "spx pinned around {pin} into lunch": (_hm(11, 30), _hm(12, 30)),
    "lunch, ping me": (_hm(11, 45), _hm(13, 0)),
    "0dte put volume {pv}k by 11, heavy": (_hm(11, 0), _hm(12, 0)),
    "in the risk call 11-11:30": (_hm(10, 30), _hm(10, 59)),
    "gonna grab food, back in 15": (_hm(11, 45), _hm(13, 15)),
    "vol sellers back after 2pm like clockwork": (_hm(14, 5), _hm(15, 30)),
    "spx {spx}, range day so far": (_hm(10, 30), _hm(13, 0)),
    "cboe reporting a delayed opening rotation in some spxw strikes, fine now": (_hm(9, 31), _hm(10, 15)),
    "vix cash opened softer than futures implied": (_hm(9, 31), _hm(10, 15)),
    "realized on 5m bars today {rv5}, annualized": (_hm(11, 0), _hm(15, 30)),
    "nothing in the gth tape worth mentioning": (_hm(6, 20), _hm(8, 30)),
    "cfe spread book showing 200 up on the bid, been there all morning": (_hm(10, 30), _hm(12, 0)),
    "f/g {sp} on screen, sticky all morning": (_hm(10, 30), _hm(12, 30)),
    "keep it tight today": (_hm(6, 20), _hm(9, 0)),
    "book recon clean this am?": (_hm(6, 40), _hm(9, 0)),
    "0dte call side dead": (_hm(10, 0), _hm(15, 30)),
    "the {pin} strike has {oi}k open interest, magnet": (_hm(9, 35), _hm(15, 30)),
    "wings getting bid in 0dte, 25d rr {rr}": (_hm(9, 35), _hm(15, 30)),
    "spx {spx} and the 0dte put wing still bid, weird combo": (_hm(9, 35), _hm(15, 30)),
    "vix opts mms widened out for a min there": (_hm(9, 31), _hm(16, 10)),
    "tape slow": (_hm(9, 30), _hm(16, 0)),
    "anyone else seeing lag on the cboe feed": (_hm(9, 30), _hm(16, 0)),
    "vix call volume {callvol}k vs {putvol}k puts, normal-ish": (_hm(10, 30), _hm(16, 0)),
    "basis compressing, spot up {vchg} while {fl} up {fchg}": (_hm(9, 35), _hm(16, 0)),
    "someone in vix {mon} 25c again, 5k clip": (_hm(9, 31), _hm(16, 0)),
    "{gl} trading heavy vs the strip, somebody rolling early": (_hm(9, 31), _hm(16, 0)),
    "uvxy premium to nav {prem}% at the moment": (_hm(9, 35), _hm(16, 0)),
    "svxy tight to nav, arb desks awake": (_hm(9, 35), _hm(16, 0)),
    "{fl} {ux1} bid, spot lagging": (_hm(9, 31), _hm(16, 0)),
    "dealers quoting var tighter than last week": (_hm(9, 0), _hm(11, 40)),
    "var dealers want to talk about {varT} again, same as every quarter": (_hm(8, 0), _hm(11, 40)),
    "ok with the curve read so far": (_hm(10, 0), _hm(13, 30)),
}


_IDIOM_PRIORITY = [
    "stop moved twice by editing the same message",
    "misrouted OMS fill embed for another desk's account",
    "lowercase shorthand 0DTE proposal",
    "backtest with historical fills",
    "emoji + send it approval reply",
    "thumbs-up reply to a fill (ack, not approval)",
    "embed-only partial fill (Filled x / y)",
    "[PAPER] key=value sim fill",
    "thesis change buried in markdown pre-open report",
    "what-if hypothetical with size and price",
    "limit change buried in a risk report",
    "another desk's trade",
    "held ETP named only by fund company/name",
    "look-alike vol index headline (VXN)",
    "agent disposes a headline with no action",
    "cron summary '0 routed'",
    "key=value ACK status=WORKING",
    "past-tense fill anecdote",
    "routing a ticket to the execution agent",
    "handing a ticket to the execution agent",
    "JSON pre-trade resize by the risk engine",
    "fill price corrected by an edit",
    "OTC fill told in prose in a thread",
    "tagged breach with enforcement",
    "PM assigning work to people in chat",
    "headline on the index underlying held futures/options",
    "stop suggestion without a decision",
    "long flow analysis full of buy/sell words, no decision",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))

    builders = []
    for ci in range(channels):
        cid = _channel_id(ci)
        for di in range(days):
            start_ms = end_ms - (days - di) * 86_400_000
            b = _Day(seed, ci, di, start_ms, cid)
            b.build()
            builders.append(b)

    # fill {clk} placeholders (wire stamps) and assign snowflakes in global time order
    all_msgs = []
    for b in builders:
        for m in b.msgs:
            m["_b"] = b
            if "{clk}" in m["content"]:
                m["content"] = m["content"].replace("{clk}", b.clock(m["t"]))
            all_msgs.append(m)
    all_msgs.sort(key=lambda m: (m["t"], m["_b"].ch_index))
    last = -1
    seq = 0
    for m in all_msgs:
        ms = max(m["t"], last + 1)
        last = ms
        m["ms"] = ms
        seq += 1
        m["id"] = str(snowflake(ms, (ms >> 4) % 31 + 1, seq))
    for m in all_msgs:  # bridge stamps: send time + clOrdID on every OMS embed
        if m["who"] == "oms" and m["embeds"] and m["embeds"][0].get("fields"):
            b = m["_b"]
            sec = (m["ms"] // 1000) % 60
            m["embeds"][0]["fields"] += [
                {"name": "Sent (ET)", "value": f"{b.clock(m['ms'])}:{sec:02d}", "inline": True},
                {"name": "ClOrdID", "value": f"{(int(m['id']) >> 7) % 0xFFFFFFFF:08x}", "inline": True}]
    for b in builders:
        for th in b.threads:
            seq += 1
            th_ms = th["starter"]["ms"] + 1500
            th["ms"] = th_ms
            th["id"] = str(snowflake(th_ms, 30, seq))

    events = []  # (ms, order, dict)
    order = 0

    def push(ms, ev):
        nonlocal order
        order += 1
        events.append((ms, order, ev))

    for m in all_msgs:
        b = m["_b"]
        chan = m["thread"]["id"] if m["thread"] else b.ch
        m["chan"] = chan
        aid, aname, abot = AUTHORS[m["who"]]
        msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _iso(m["ms"]), "content": m["content"], "attachments": [], "embeds": m["embeds"],
               "reference_id": m["reply"]["id"] if m["reply"] else None, "pinned": False}
        for i, a in enumerate(m["attach"]):
            att_id = str(snowflake(m["ms"], 29, (int(m["id"]) + i) & 0x1FFFF))
            msg["attachments"].append({"id": att_id, "filename": a["filename"], "size": a["size"],
                                       "url": f"https://cdn.discordapp.com/attachments/{chan}/{att_id}/{a['filename']}"})
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if m["thread"]:
            ev["parent_channel_id"] = b.ch
        ev["message"] = msg
        push(m["ms"], ev)
        for e in m["edits"]:
            ems = max(e["t"], m["ms"] + 1000)
            e["ms"] = ems
            push(ems, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m["id"],
                       "edited_at": _iso(ems), "content": e["content"]})
    for b in builders:
        for op in b.ops:
            if op["op"] == "bulk_delete":
                ms_ = max(op["t"], max(x["ms"] for x in op["msgs"]) + 1000)
                push(ms_, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": op["msgs"][0]["chan"],
                           "message_ids": [x["id"] for x in op["msgs"]], "deleted_at": _iso(ms_)})
                continue
            m = op["msg"]
            ms_ = max(op["t"], m["ms"] + 1000, *[e["ms"] + 1000 for e in m["edits"]])
            base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"]}
            if op["op"] == "delete":
                base["deleted_at"] = _iso(ms_)
            elif op["op"] == "forget":
                base["requested_by"] = AUTHORS[op["by"]][0]
                base["at"] = _iso(ms_)
            elif op["op"] in ("pin", "unpin"):
                base["by"] = AUTHORS[op["by"]][0]
                base["at"] = _iso(ms_)
            else:
                base["emoji"] = op["emoji"]
                base["user_id"] = AUTHORS[op["by"]][0]
                base["at"] = _iso(ms_)
            push(ms_, base)
    events.sort(key=lambda x: (x[0], x[1]))

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    for m in all_msgs:
        final = m["edits"][-1]["content"] if m["edits"] else m["content"]
        m["final"] = final
        if m["hard"]:
            state = m["state"] if m["state"] != "live" else ("edited" if m["edits"] else "live")
            hard.append({"channel_id": m["chan"], "message_id": m["id"], "event_type": m["hard"]["type"],
                         "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"], "final_state": state})
        for s in m["superseded"]:
            sup.append([m["chan"], m["id"], s])
        if m["state"] in ("deleted", "forgotten"):
            removed.append(m["snippet"])
        elif m["kind"] == "noise":
            noise.append(m["id"])
        elif m["kind"] == "near":
            near.append(m["id"])
    first = builders[0]
    by_name = {}
    for m in sorted(first.msgs, key=lambda x: x["ms"]):
        if m["idiom"] and m["state"] == "live":
            by_name.setdefault(m["idiom"][0], m)
    ranked = [n for n in _IDIOM_PRIORITY if n in by_name] + sorted(n for n in by_name if n not in _IDIOM_PRIORITY)
    for n in ranked[:20]:
        m = by_name[n]
        idioms.append({"message_id": m["id"], "idiom": n, "expected": m["idiom"][1]})

    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e for _, _, e in events], "labels": labels}


# --------------------------------------------------------------------------
def selfcheck(events: list, labels: dict, end: datetime | None = None) -> dict:
    """Verify labels against the capture; return stats (raises AssertionError on failure).

    Channel-days are the 24 h windows ending at `end` (default: the module's fixed end)."""
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)

    def dayname(ms):
        k = (end_ms - ms - 1) // 86_400_000
        return datetime.fromtimestamp((end_ms - k * 86_400_000 - 1) / 1000, tz=timezone.utc).date().isoformat()
    msgs, final, parent, created = {}, {}, {}, {}
    removed_ids = set()
    last_create = -1
    ids_seen = set()
    for ev in events:
        op = ev["op"]
        assert "guild_id" in ev and "channel_id" in ev, ev
        if op == "create":
            m = ev["message"]
            mid = int(m["id"])
            assert m["id"] not in ids_seen, "duplicate id"
            ids_seen.add(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            assert _iso(ms) == m["created_at"], (m["id"], m["created_at"])
            assert mid > last_create, "ids not ordered with time"
            last_create = mid
            msgs[m["id"]] = ev
            final[m["id"]] = m["content"] + "\n" + _embed_text(m["embeds"])
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            created[m["id"]] = ms
        elif op == "edit":
            assert ev["message_id"] in msgs
            final[ev["message_id"]] = ev["content"] + "\n" + _embed_text(msgs[ev["message_id"]]["message"]["embeds"])
        elif op in ("delete", "forget"):
            removed_ids.add(ev["message_id"])
        elif op == "bulk_delete":
            removed_ids.update(ev["message_ids"])
    for h in labels["hard_events"]:
        mid = h["message_id"]
        assert mid in msgs, mid
        assert msgs[mid]["channel_id"] == h["channel_id"], mid
        assert 2 <= len(h["facts"]) <= 5, h
        for f in h["facts"]:
            assert f in final[mid], (mid, f, final[mid][:200])
        assert (h["final_state"] in ("deleted", "forgotten")) == (mid in removed_ids), h
    for ch, mid, old in labels["superseded_facts"]:
        assert mid in msgs
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        assert mid in msgs and mid not in removed_ids, mid
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    assert not (hard_ids & set(labels["noise_message_ids"])), "hard/noise overlap"
    assert not (hard_ids & set(labels["near_miss_ids"])), "hard/near overlap"
    for i in labels["idioms"]:
        assert i["message_id"] in msgs
    assert 10 <= len(labels["idioms"]) <= 20, len(labels["idioms"])
    # per channel-day stats
    per = {}
    for mid, ev in msgs.items():
        day = dayname(created[mid])
        key = (parent[mid], day)
        d = per.setdefault(key, {"messages": 0, "bytes": 0, "noise": 0, "near": 0, "hard": {}})
        d["messages"] += 1
        m = ev["message"]
        d["bytes"] += len(m["content"].encode()) + len(_embed_text(m["embeds"]).encode())
    noise_set, near_set = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for mid in msgs:
        day = dayname(created[mid])
        d = per[(parent[mid], day)]
        d["noise"] += mid in noise_set
        d["near"] += mid in near_set
    for h in labels["hard_events"]:
        mid = h["message_id"]
        day = dayname(created[mid])
        d = per[(parent[mid], day)]
        d["hard"][h["event_type"]] = d["hard"].get(h["event_type"], 0) + 1
    out = {}
    problems = []
    for (ch, day), d in sorted(per.items()):
        nh = sum(d["hard"].values())
        out[f"{ch}/{day}"] = {"messages": d["messages"], "kb": round(d["bytes"] / 1024, 1),
                              "noise_share": round(d["noise"] / d["messages"], 3), "near_miss": d["near"],
                              "hard": nh, "hard_by_type": dict(sorted(d["hard"].items()))}
        if not 180 <= d["messages"] <= 320:
            problems.append(f"{ch}/{day}: {d['messages']} messages")
        if not 70 <= d["bytes"] / 1024 <= 120:
            problems.append(f"{ch}/{day}: {d['bytes'] / 1024:.1f} KB")
        if not 0.25 <= d["noise"] / d["messages"] <= 0.40:
            problems.append(f"{ch}/{day}: noise share {d['noise'] / d['messages']:.3f}")
        if not 25 <= nh <= 45:
            problems.append(f"{ch}/{day}: {nh} hard events")
    types = {h["event_type"] for h in labels["hard_events"]}
    if len(types) != 11:
        problems.append(f"only {len(types)} event types")
    return {"channel_days": out, "event_types_present": len(types), "idioms": len(labels["idioms"]),
            "superseded": len(labels["superseded_facts"]), "removed": len(labels["removed_texts"]),
            "problems": problems}


def _main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="verify labels and print per channel-day stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        events = []
        with open(a.out, encoding="utf-8") as fh:
            for line in fh:
                events.append(json.loads(line))
        with open(a.labels, encoding="utf-8") as fh:
            labels = json.load(fh)
        stats = selfcheck(events, labels, end)
        print(json.dumps(stats, indent=1, ensure_ascii=False))
        if stats["problems"]:
            print("self-check: FAILED")
            return 1
        print("self-check: OK")
    return 0


if __name__ == "__main__":
    sys.exit(_main())
