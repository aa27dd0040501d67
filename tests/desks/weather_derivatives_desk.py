#!/usr/bin/env python3
"""Chicago/London weather-risk desk: a seeded generator of a busy Discord day.

Produces capture lines (see shared/CAPTURE-FORMAT.md) plus ground-truth labels.
Standard library only; every output is a pure function of the arguments.

    python -m tests.desks.weather_derivatives_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import calendar
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "weather_derivatives_desk"
UTC = timezone.utc
DISCORD_EPOCH_MS = 1420070400000
_UNIX = datetime(1970, 1, 1, tzinfo=UTC)
DEFAULT_END = datetime(2026, 1, 15, 0, 0, 0, tzinfo=UTC)
DAY_MS = 86_400_000


# --------------------------------------------------------------------------- ids / time

def _ms(dt: datetime) -> int:
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return (dt - _UNIX) // timedelta(milliseconds=1)


def _iso(ms: int) -> str:
    dt = _UNIX + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _sf(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _fixed_id(iso: str, worker: int, seq: int) -> str:
    return str(_sf(_ms(datetime.fromisoformat(iso)), worker, seq))


GUILD_ID = _fixed_id("2023-04-17T15:21:48.733+00:00", 9, 1187)


def channel_id(index: int) -> str:
    base = _ms(datetime.fromisoformat("2023-10-02T13:47:05.291+00:00"))
    return str(_sf(base + index * 259_237_117 + 611 * index * index, 9, (2203 + index * 53) % 4096))


# name, bot?, account created
_CAST = {
    "nimbus":   ("nimbus-met", True, "2024-02-11T09:13:44.201"),
    "boone":    ("Wade Boone", False, "2022-09-30T21:04:17.880"),
    "danny":    ("danny.k", False, "2023-06-05T13:29:51.042"),
    "harriet":  ("harriet.okafor", False, "2022-11-14T08:11:02.615"),
    "marco":    ("marco.reyes", False, "2023-01-23T16:40:39.377"),
    "rhea":     ("rhea (desk ops)", False, "2022-10-19T12:55:20.904"),
    "bridge":   ("CME/ICE Bridge", True, "2024-05-02T10:02:33.118"),
    "risk":     ("wx-risk", True, "2024-03-18T07:45:12.560"),
    "noaa":     ("NOAA feed", True, "2023-11-07T18:20:09.731"),
    "metoffice": ("Met Office feed", True, "2023-11-07T18:31:44.290"),
    "wire":     ("WxWire", True, "2023-12-01T11:12:13.141"),
    "broker":   ("OTC Broker Bridge", True, "2024-01-09T14:09:58.004"),
    "dispatch": ("dispatch", True, "2024-06-21T09:30:00.512"),
    "exec":     ("exec-agent", True, "2024-06-21T09:31:27.069"),
    "otcbook":  ("otc-booking", True, "2024-04-04T15:15:15.515"),
    "cron":     ("cron", True, "2023-08-28T06:00:00.001"),
    "hb":       ("xbridge-hb", True, "2024-05-02T10:03:01.770"),
    "ci":       ("ci-bot", True, "2023-08-28T06:02:40.333"),
    "gw":       ("gateway", True, "2023-08-28T06:04:12.908"),
    "pnl":      ("pnl-snap", True, "2024-03-18T07:47:55.612"),
    "alerts":   ("px-alerts", True, "2024-01-30T20:20:20.202"),
    "bt":       ("bt-runner", True, "2024-07-15T12:00:41.650"),
    "pricer":   ("wx-pricer", True, "2024-02-29T23:59:10.009"),
}
AUTHOR_IDS = {k: _fixed_id(v[2] + "+00:00", 1 + i % 30, 401 + 17 * i)
              for i, (k, v) in enumerate(_CAST.items())}


# --------------------------------------------------------------------------- climate tables

MON = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONCODE = " FGHJKMNQUVXZ"
US = ("ORD", "LGA", "DFW", "ATL")
CITIES = ("ORD", "LGA", "DFW", "ATL", "LHR", "AMS")
# monthly 30y normals; US in degF base 65, EU in degC base 18 (CAT = cumulative avg temp degC)
NORMALS = {
    ("ORD", "HDD"): [1250, 1050, 880, 530, 250, 60, 10, 15, 110, 420, 760, 1120],
    ("ORD", "CDD"): [0, 0, 2, 15, 60, 200, 300, 270, 110, 15, 0, 0],
    ("LGA", "HDD"): [960, 830, 690, 380, 130, 15, 0, 0, 30, 260, 520, 840],
    ("LGA", "CDD"): [0, 0, 0, 5, 40, 180, 380, 350, 160, 10, 0, 0],
    ("DFW", "HDD"): [600, 440, 280, 100, 15, 0, 0, 0, 0, 60, 290, 560],
    ("DFW", "CDD"): [5, 10, 50, 140, 330, 510, 640, 640, 440, 200, 40, 10],
    ("ATL", "HDD"): [700, 540, 380, 150, 30, 0, 0, 0, 5, 150, 400, 640],
    ("ATL", "CDD"): [0, 0, 10, 40, 180, 360, 460, 450, 300, 80, 10, 0],
    ("LHR", "HDD"): [390, 350, 330, 250, 160, 80, 40, 45, 100, 200, 300, 370],
    ("LHR", "CAT"): [170, 160, 240, 300, 420, 495, 590, 590, 465, 370, 250, 180],
    ("AMS", "HDD"): [440, 400, 370, 290, 190, 110, 70, 70, 130, 230, 330, 410],
    ("AMS", "CAT"): [110, 120, 190, 270, 390, 450, 540, 540, 420, 320, 200, 140],
}


def _normal(city: str, idx: str, month: int) -> int:
    return NORMALS[(city, idx)][month - 1]


def _c(n) -> str:
    """1,105 style."""
    return f"{n:,}"


# --------------------------------------------------------------------------- generator core

class _Out:
    def __init__(self):
        self.events = []          # (ms, order, dict)
        self.order = 0
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []


class _Day:
    def __init__(self, out: _Out, seed: int, ch_idx: int, day_idx: int, day_start: datetime,
                 record_idioms: bool):
        self.out = out
        self.rng = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
        self.ch = channel_id(ch_idx)
        self.ch_idx = ch_idx
        self.worker = (3 + ch_idx * 7) % 32
        self.seq = (ch_idx * 977 + day_idx * 131 + seed * 17) % 4096
        self.t0 = _ms(day_start)
        self.date = day_start.date()
        self.record_idioms = record_idioms
        self.msgs = {}            # id -> {"channel":..., "content":..., "label":...}
        self.count = 0
        self.idiom_names = set()

    # ---- time helpers
    def at(self, h, m=0, jitter_min=4.0):
        base = h * 3600 + m * 60
        return base + self.rng.uniform(-jitter_min, jitter_min) * 60 + self.rng.uniform(0, 59)

    def _ms_of(self, sec):
        ms = self.t0 + int(round(sec * 1000))
        return max(self.t0 + 1, min(self.t0 + DAY_MS - 1, ms))

    def _emit(self, ms, ev):
        self.out.order += 1
        self.out.events.append((ms, self.out.order, ev))

    def rel(self, mid, dt):
        """seconds-of-day of message `mid` plus dt seconds"""
        return (self.msgs[mid]["ms"] - self.t0) / 1000 + dt

    # ---- message ops
    def post(self, sec, who, content="", embeds=None, ref=None, thread=None, kind=None,
             hard=None, idiom=None, attachments=None, new_thread=False):
        ms = self._ms_of(sec)
        if "{issued}" in content:  # agent stamps its own issue time a few minutes before posting
            content = content.replace("{issued}", _iso(ms - 60_000 * self.rng.randint(2, 5))[11:16] + "Z")
        self.seq = (self.seq + 1) % 4096
        mid = str(_sf(ms, self.worker, self.seq))
        chan = thread if thread else self.ch
        msg = {
            "id": mid,
            "author_id": AUTHOR_IDS[who],
            "author_name": _CAST[who][0],
            "author_bot": _CAST[who][1],
            "created_at": _iso(ms),
            "content": content,
            "attachments": attachments or [],
            "embeds": embeds or [],
            "reference_id": ref,
        }
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if thread:
            ev["parent_channel_id"] = self.ch
        ev["message"] = msg
        self._emit(ms, ev)
        rec = {"channel": chan, "content": content, "embeds": embeds or [], "ms": ms, "label": None}
        self.msgs[mid] = rec
        self.count += 1
        if kind == "noise":
            self.out.noise.append(mid)
        elif kind == "near":
            self.out.near.append(mid)
        if hard:
            etype, facts, phrasing = hard
            lab = {"channel_id": chan, "message_id": mid, "event_type": etype,
                   "facts": list(facts), "phrasing": phrasing, "final_state": "live"}
            self.out.hard.append(lab)
            rec["label"] = lab
        if idiom and self.record_idioms and idiom[0] not in self.idiom_names:
            self.idiom_names.add(idiom[0])
            self.out.idioms.append({"message_id": mid, "idiom": idiom[0], "expected": idiom[1]})
        return mid

    def edit(self, mid, sec, content, superseded=()):
        rec = self.msgs[mid]
        ms = max(self._ms_of(sec), rec["ms"] + 1000)
        self._emit(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": rec["channel"],
                        "message_id": mid, "edited_at": _iso(ms), "content": content})
        rec["content"] = content
        if rec["label"] is not None:
            rec["label"]["final_state"] = "edited"
            for old in superseded:
                self.out.superseded.append([rec["channel"], mid, old])

    def delete(self, mid, sec, snippet):
        rec = self.msgs[mid]
        ms = max(self._ms_of(sec), rec["ms"] + 1000)
        self._emit(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": rec["channel"],
                        "message_id": mid, "deleted_at": _iso(ms)})
        self.out.removed.append(snippet)
        if rec["label"] is not None:
            rec["label"]["final_state"] = "deleted"

    def bulk_delete(self, mids, sec, snippets):
        ms = max(self._ms_of(sec), max(self.msgs[m]["ms"] for m in mids) + 1000)
        self._emit(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.ch,
                        "message_ids": list(mids), "deleted_at": _iso(ms)})
        self.out.removed.extend(snippets)
        for m in mids:
            if self.msgs[m]["label"] is not None:
                self.msgs[m]["label"]["final_state"] = "deleted"

    def forget(self, mid, sec, by, snippet):
        rec = self.msgs[mid]
        ms = max(self._ms_of(sec), rec["ms"] + 1000)
        self._emit(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": rec["channel"],
                        "message_id": mid, "requested_by": AUTHOR_IDS[by], "at": _iso(ms)})
        self.out.removed.append(snippet)
        if rec["label"] is not None:
            rec["label"]["final_state"] = "forgotten"

    def pin(self, mid, sec, by):
        rec = self.msgs[mid]
        ms = max(self._ms_of(sec), rec["ms"] + 500)
        self._emit(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": rec["channel"],
                        "message_id": mid, "by": AUTHOR_IDS[by], "at": _iso(ms)})

    def react(self, mid, sec, emoji, who, remove=False):
        rec = self.msgs[mid]
        ms = max(self._ms_of(sec), rec["ms"] + 300)
        self._emit(ms, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                        "channel_id": rec["channel"], "message_id": mid,
                        "emoji": emoji, "user_id": AUTHOR_IDS[who], "at": _iso(ms)})


# --------------------------------------------------------------------------- desk world

def _setup(D: _Day):
    r = D.rng
    d = D.date
    m0 = d.month
    m1 = m0 % 12 + 1
    y0 = d.year
    y1 = y0 + (1 if m0 == 12 else 0)
    winter = m0 not in (5, 6, 7, 8)  # shoulder months trade the side with the larger index
    D.winter = winter
    D.IDX = "HDD" if winter else "CDD"
    D.EIDX = "HDD" if winter else "CAT"
    D.m0, D.m1 = m0, m1
    D.M0, D.M1 = MON[m0], MON[m1]
    D.YY0, D.YY1 = f"{y0 % 100:02d}", f"{y1 % 100:02d}"
    if winter:
        D.OFFIDX, D.OFFM = "CDD", 7
        D.OFFYY = f"{(y0 if m0 <= 6 else y0 + 1) % 100:02d}"
        D.STRIP, D.SEASON, D.OFFSEASON = "Jun-Sep", "winter", "summer"
        D.STRIPM = (6, 7, 8, 9)
    else:
        D.OFFIDX, D.OFFM = "HDD", 1
        D.OFFYY = f"{(y0 + 1) % 100:02d}"
        D.STRIP, D.SEASON, D.OFFSEASON = "Nov-Mar", "summer", "winter"
        D.STRIPM = (11, 12, 1, 2, 3)
    D.OFFMON = MON[D.OFFM]
    D.V = dict(
        IDX=D.IDX, EIDX=D.EIDX, M0=D.M0, M1=D.M1,
        cold="cold" if winter else "heat",
        colder="colder" if winter else "hotter",
        milder="milder" if winter else "cooler",
        demand="heating" if winter else "cooling",
        pv="polar vortex" if winter else "subtropical ridge",
        block="Greenland block" if winter else "Bermuda high",
        airmass="Arctic air" if winter else "hot, humid air",
        precip="snow" if winter else "convection",
        season=D.SEASON,
    )

    def lv(city, idx, month, lo, hi):
        return max(12, int(round(_normal(city, idx, month) * r.uniform(lo, hi))))

    D.ord0 = lv("ORD", D.IDX, m0, 0.93, 0.99)
    D.ord1 = lv("ORD", D.IDX, m1, 0.95, 1.02)
    D.lga1 = lv("LGA", D.IDX, m1, 0.96, 1.03)
    D.lga0 = lv("LGA", D.IDX, m0, 0.95, 1.01)
    D.atl1 = lv("ATL", D.IDX, m1, 0.95, 1.03)
    D.dfw0 = lv("DFW", D.IDX, m0, 0.95, 1.03)
    D.lhr1 = lv("LHR", D.EIDX, m1, 0.98, 1.04)
    D.ams1 = lv("AMS", D.EIDX, m1, 0.97, 1.03)
    D.ams2 = lv("AMS", D.EIDX, m1 % 12 + 1, 0.97, 1.03)
    D.dfwoff = lv("DFW", D.OFFIDX, D.OFFM, 0.97, 1.02)
    strip_norm = sum(_normal("DFW", D.OFFIDX, mm) for mm in D.STRIPM)
    D.put = int(round(strip_norm * r.uniform(0.91, 0.94), -1))
    D.call = int(round(strip_norm * r.uniform(1.04, 1.07), -1))
    D.step = max(2, int(round(D.ord0 * 0.012)))
    D.ng = round(r.uniform(3.05, 3.95), 3)
    D.pjm = round(r.uniform(70, 95) * 4) / 4
    D.oid = lambda: "%08X" % r.getrandbits(32)
    D.anom = {}
    for c in CITIES:
        walk, a = [], r.uniform(-2, 4)
        for _ in range(20):
            a = 0.75 * a + r.gauss(0.8 if c in ("ORD", "LGA") else 0.2, 2.2)
            walk.append(a)
        D.anom[c] = walk
    D.dow = d.day


def _daily_normal(city, idx, dt):
    dim = calendar.monthrange(dt.year, dt.month)[1]
    return _normal(city, idx, dt.month) / dim


def _dd_table(D: _Day, model: str, run: str, ndays=15, bias=0.0):
    r = D.rng
    idxs = D.IDX if D.IDX == D.EIDX else f"{D.IDX} (US, F) / {D.EIDX} (EU, C)"
    lines = [f"{model} {run} · daily {idxs}",
             f"{'':<12}" + "".join(f"{c:<6}" for c in CITIES).rstrip()]
    totals = [0] * 6
    norms = [0.0] * 6
    for i in range(ndays):
        dt = D.date + timedelta(days=i)
        vals = []
        for j, c in enumerate(CITIES):
            idx = D.IDX if c in US else D.EIDX
            base = _daily_normal(c, idx, dt)
            scale = 1.0 if c in US else 0.45
            v = base + scale * (D.anom[c][i] + bias + r.gauss(0, 1.3 if i > 6 else 0.6))
            v = max(0, int(round(v)))
            vals.append(v)
            totals[j] += v
            norms[j] += base
        lab = dt.strftime("%a %d %b")
        lines.append(f"{lab:<12}" + "".join(f"{v:<6d}" for v in vals).rstrip())
    lines.append(f"{f'{ndays}d total':<12}" + "".join(f"{v:<6d}" for v in totals).rstrip())
    lines.append(f"{'vs normal':<12}" + "".join(f"{int(round(t - n)):+d}".ljust(6) for t, n in zip(totals, norms)).rstrip())
    return "```text\n" + "\n".join(lines) + "\n```", totals


def _temp_table(D: _Day, ndays=10):
    r = D.rng
    W = D.winter
    base = {"ORD": (28, 14) if W else (86, 68), "LGA": (36, 26) if W else (85, 71), "DFW": (52, 34) if W else (97, 77),
            "ATL": (50, 33) if W else (91, 72), "LHR": (8, 2) if W else (24, 14), "AMS": (5, 0) if W else (22, 13)}
    lines = [f"{'':<8}" + "".join(f"{(D.date + timedelta(days=i)).strftime('%d'):>8}" for i in range(ndays))]
    for c in CITIES:
        hi0, lo0 = base[c]
        cells = []
        for i in range(ndays):
            a = -D.anom[c][i] * (0.6 if c in US else 0.3) if W else D.anom[c][i] * (0.6 if c in US else 0.3)
            hi = int(round(hi0 + a + r.gauss(0, 2)))
            lo = int(round(lo0 + a + r.gauss(0, 2)))
            cells.append(f"{hi}/{lo}")
        lines.append(f"{c:<8}" + "".join(f"{x:>8}" for x in cells))
    return "```text\n" + "\n".join(lines) + "\n```"


def _prob_table(D: _Day):
    r = D.rng
    lines = ["P(15d total above normal) / P(> normal + 1 sigma) by source",
             f"{'':<10}" + "".join(f"{c:<11}" for c in CITIES).rstrip()]
    for src in ("EPS", "GEFS", "MOGREPS", "blend"):
        row = []
        for c in CITIES:
            p = min(97, max(3, int(50 + 4 * sum(D.anom[c][:10]) / 10 + r.gauss(0, 6))))
            row.append(f"{p}%/{max(1, p // 3 + r.randint(-4, 4))}%")
        lines.append(f"{src:<10}" + "".join(f"{x:<11}" for x in row).rstrip())
    return "```text\n" + "\n".join(lines) + "\n```"


def _verif_table(D: _Day):
    r = D.rng
    lines = [f"Last 7 days, day-3 forecast vs observed {D.IDX} (ORD/LGA) and {D.EIDX} (LHR)",
             f"{'date':<12}{'ORD fc':>8}{'ORD ob':>8}{'LGA fc':>8}{'LGA ob':>8}{'LHR fc':>8}{'LHR ob':>8}"]
    for i in range(7, 0, -1):
        dt = D.date - timedelta(days=i)
        o = _daily_normal("ORD", D.IDX, dt)
        lg = _daily_normal("LGA", D.IDX, dt)
        lh = _daily_normal("LHR", D.EIDX, dt)
        fo, fl, fh = int(o + r.gauss(1, 4)), int(lg + r.gauss(0, 3)), int(lh + r.gauss(0, 1.5))
        lines.append(f"{dt.strftime('%a %d %b'):<12}{fo:>8}{max(0, fo + r.randint(-4, 5)):>8}{fl:>8}{max(0, fl + r.randint(-3, 4)):>8}{fh:>8}{max(0, fh + r.randint(-2, 2)):>8}")
    lines.append(f"MAE ORD {r.uniform(1.5, 3.8):.1f} · LGA {r.uniform(1.2, 3.1):.1f} · LHR {r.uniform(0.6, 1.6):.1f}")
    return "```text\n" + "\n".join(lines) + "\n```"


_SYN = [
    "The {pv} remains displaced toward Hudson Bay, and the members that keep it there through day 7 are the ones driving the {colder} tail for ORD and LGA.",
    "A {block} develops by day 5-6 in roughly {p1}% of EPS members versus {p2}% of GEFS members; that disagreement is the largest single source of spread in the week-2 {IDX} totals.",
    "Downstream, the trough axis settles over the Great Lakes, which favours repeated {airmass} intrusions into Chicago with only brief moderation between waves.",
    "Texas sits on the southern edge of the pattern: DFW gets one glancing shot of {airmass} around day 4 and then a quick rebound; Atlanta is similar but lags by about 24h.",
    "Over Europe the Atlantic jet is weaker than climatology and a Scandinavian high tries to build; Heathrow and Schiphol both trend {colder} from day 6 in the ECMWF control.",
    "The MJO is forecast through phases 7-8, a canonical {colder}-east signal for the US in week 2-3 of {season}, although amplitude is modest (RMM ~{amp}).",
    "On {precip}: the deterministic runs differ on the track of the day-3 system; a southern track leaves northern Illinois under it and adds 2-4 {IDX}/day at ORD through radiative effects.",
    "The GFS carries a known 2m warm bias in the Great Lakes under shallow inversions, so I weight ECMWF about 60/40 for ORD over days 1-7.",
    "Verification of yesterday's day-3 call: ORD observed {obs} {IDX} vs {fc} forecast, LGA {obs2} vs {fc2}; both models were slightly too {milder}.",
    "Ensemble spread for LGA week-2 totals is {spread} {IDX} (1 sigma), wider than the trailing 10-day average of {spread2}.",
    "The AO is forecast negative (about -{ao}) through day 10, NAO near neutral and PNA positive, a combination that historically loads the {cold} into the central and eastern US.",
    "AIFS (the ECMWF machine-learned run) agrees with the ENS mean on timing but is {x} {IDX} less extreme at ORD on days 8-10, which is its usual damping.",
    "Lake-effect and marine-layer details matter at the station level: LaGuardia sits on the water and routinely runs 1-2F {milder} than Central Park in these regimes.",
    "For London the Met Office MOGREPS-G members cluster in two camps after day 7, a blocked {colder} camp (~{p3}%) and a mobile westerly camp; Heathrow totals differ by ~{x2} {EIDX} between them.",
    "Soil moisture and snowpack anomalies are small and should not bias the 2m forecasts materially this week.",
    "The 850 hPa anomaly field shows the core of the {airmass} passing just north of Chicago on day 3 and directly over O'Hare on day 8.",
    "Clustering the 51 EPS members on 500 hPa height gives four regimes; the two {colder} clusters hold {p1}% of members, up from {p2}% in the previous run.",
    "The Alaska ridge is the upstream anchor: as long as it holds near 150W the downstream flow stays meridional and the eastern US stays in the {cold} side of the pattern.",
    "Surface high pressure over the Plains on days 5-7 means light winds and clear nights, which is exactly the regime where ORD minima undershoot guidance by 3-5F.",
    "Atlantic SSTs off the Carolinas are running +1.5C, which tempers the {cold} for Atlanta and the coastal Northeast more than the models' 2m fields suggest.",
    "Schiphol is the more volatile of the two European stations in easterly regimes; continental air reaches it 12-18h before Heathrow.",
    "In the stratosphere, the 10 hPa zonal mean wind at 60N is forecast to weaken to about {x} m/s; a full reversal is not in the ensemble mean yet.",
    "Day-10 ENS mean 2m anomalies over the Midwest sit near -{amp}σ, which is large for a mean at that lead and says the members agree more than usual.",
    "The GEFS has been the faster of the two systems at breaking down blocks this {season}; its week-2 solution looks too progressive to me.",
    "Precipitable water stays low over the Midwest, so there is little cloud to hold minima up at night.",
    "Over the UK, a slack easterly with low cloud is the classic trap: daytime maxima struggle but nights stay near 1C, so Heathrow daily means end up closer to normal than the synoptic look implies.",
]
_RISK = [
    "Main risk to the {colder} solution: the Pacific jet extends after day 8 and floods the continent with maritime air.",
    "Secondary risk: the ENS over-forecast the depth of week-2 {cold} in 3 of the last 5 comparable events.",
    "A faster breakdown of the {block} would shave roughly {x} {IDX} off ORD's remaining-month total.",
    "The GEFS control is an outlier {milder} for DFW on days 9-12; I am discounting it but it is not impossible.",
    "Cloud cover under the ridge is the usual trap for Heathrow minima; a cloudy regime would cut ~{x2} {EIDX} from the week-2 total.",
    "Station-level risk: an ASOS sensor swap at LGA is scheduled; siting changes have moved daily averages by ~0.5F before.",
    "Data risk: two EPS members failed QC at day 12 and were dropped from the plume; totals above use 49 members.",
    "A southward shift of the storm track by 150 km would put Chicago in the warm sector for 36h around day 6.",
    "If the MJO stalls in phase 6 instead of reaching 8, the week-3 {cold} signal largely disappears.",
]
_BOOK_OBS = [
    "ORD {M0}: month-to-date {mtd} {IDX} vs {mtdn} normal; with the ENS mean for the remaining days the month projects to {proj}, against a last print of {ord0}.",
    "LGA {M1}: skill beyond day 15 is close to climatology; the week-3/4 tilt is {colder} by ~{x} {IDX} for the month.",
    "DFW/ATL: the day-4 shot is brief; 15-day totals sit within about 10 {IDX} of normal.",
    "LHR/AMS {M1}: the MOGREPS/ENS blend is {lhrdelta} {EIDX} versus normal for the first half of the month.",
    "Henry Hub / PJM: {demand} demand in PJM-East runs about +{pct}% vs the 5y average over the next 10 days on this run; storage draws follow.",
    "Seasonal strip: the Nov-Mar ORD strip has realised {strip}% of its normal total so far this season.",
    "Abilene 100m wind (Mesa swap reference): ENS mean {wind} m/s for the next 10 days vs a {windn} m/s normal.",
    "ORD precip (Lakeshore enquiry): month-to-date {precipin} in vs {precipn} in normal; not a book exposure.",
]
_STATION = [
    "KORD: ASOS nominal; the 1991-2020 normals are the contract basis, and the daily climate report (CLI) is the settlement source.",
    "KLGA: METAR gaps on two days last week were back-filled from the CLI; no settlement impact expected.",
    "KDFW and KATL: nothing unusual; both stations nominal.",
    "Heathrow (03772) and Schiphol (06240): Met Office / KNMI daily means are the index source; provisional values can be revised within 5 days.",
    "Reminder: the CME European contracts use degC base 18 and the US contracts degF base 65.",
]


_CITY = {
    "ORD": [
        "**ORD** — The coldest stretch is days 3-5 and again days 8-10; ensemble members disagree mainly on how far the moderation between the two waves goes. Daily {IDX} peaks near {hi} on day 4 in the EPS mean, against a daily normal around {dn}.",
        "**ORD** — Guidance is tightly clustered for days 1-5 (sigma under 3 {IDX}/day) and fans out after day 7; the {colder} half of the plume is carried by the blocked members.",
        "**ORD** — Clear, calm nights on days 5-7 favour undershooting minima; I add about 1 {IDX}/day over raw ENS for those days.",
    ],
    "LGA": [
        "**LGA** — Coastal moderation keeps daily values 6-9 {IDX} under ORD through the period; the key uncertainty is the day-9 coastal low, which would bring onshore flow and cloud.",
        "**LGA** — The station runs {milder} than Central Park on onshore days; the ensemble 2m fields at the grid point are already adjusted for that in the table.",
        "**LGA** — Week-2 spread is the widest of the US stations at the moment, driven almost entirely by the storm-track uncertainty.",
    ],
    "DFW": [
        "**DFW** — One shot of {airmass} around day 4 lasting about 36 hours, then a rebound; the rest of the period sits close to normal.",
        "**DFW** — Southerly return flow after day 6 keeps DFW near or slightly {milder} than normal; limited relevance to the book this month.",
        "**DFW** — The GEFS is the outlier here, not the EPS; the difference is worth ~10 {IDX} over 15 days.",
    ],
    "ATL": [
        "**ATL** — Wedge ({cold}-air damming) on days 4-5 is the main feature; those setups are usually under-forecast at 2m by global models.",
        "**ATL** — Close to normal overall; a {colder} day 4-5 is offset by a mild finish.",
        "**ATL** — Moisture returns on day 5, so precipitation type is the forecast problem rather than temperature.",
    ],
    "LHR": [
        "**LHR** — Easterly flow from day 6 in the blocked camp; the mobile camp keeps Heathrow near normal. Daily {EIDX} near {ehi} in the blocked camp.",
        "**LHR** — Low cloud under the high holds minima up and caps the daily {EIDX}; this is where the ENS tends to overdo the anomaly.",
        "**LHR** — Urban heat at Heathrow takes ~0.5C off the {cold} extremes compared with rural stations in the same airmass.",
    ],
    "AMS": [
        "**AMS** — Continental air reaches Schiphol 12-18h before Heathrow; daily {EIDX} highest on days 6-8.",
        "**AMS** — Snow cover over the Low Countries would add ~1 {EIDX}/day; only a minority of members have it.",
        "**AMS** — Wind-speed forecasts at Schiphol drop sharply under the block; relevant for anyone long wind exposure, less so for the degree-day book.",
    ],
}


def _fill(D, s):
    r = D.rng
    v = dict(D.V)
    v.update(p1=r.randint(38, 64), p2=r.randint(18, 40), p3=r.randint(35, 60), amp=round(r.uniform(0.8, 1.6), 1),
             obs=r.randint(36, 52), fc=r.randint(33, 50), obs2=r.randint(26, 40), fc2=r.randint(24, 38),
             spread=r.randint(26, 44), spread2=r.randint(18, 30), ao=round(r.uniform(1.0, 2.6), 1),
             x=r.randint(8, 30), x2=r.randint(6, 18), mtd=0, mtdn=0, proj=0, ord0=_c(D.ord0),
             lhrdelta=f"{r.randint(-4, 16):+d}", pct=r.randint(4, 17), strip=r.randint(48, 71),
             wind=round(r.uniform(4.6, 6.2), 1), windn=round(r.uniform(6.0, 6.8), 1),
             precipin=round(r.uniform(0.4, 1.9), 2), precipn=round(r.uniform(0.9, 1.4), 2),
             hi=r.randint(44, 58) if D.winter else r.randint(18, 26), dn=int(_normal("ORD", D.IDX, D.m0) / 30),
             ehi=r.randint(14, 19) if D.winter else r.randint(19, 23))
    dom = max(1, D.date.day - 1)
    mtdn = int(_normal("ORD", D.IDX, D.m0) * dom / calendar.monthrange(D.date.year, D.m0)[1])
    v["mtdn"] = _c(mtdn)
    v["mtd"] = _c(int(mtdn * r.uniform(1.02, 1.10)))
    v["proj"] = _c(int(D.ord0 * r.uniform(1.0, 1.04)))
    return s.format(**v)


def _paras(D, pool, k):
    return " ".join(_fill(D, s) for s in D.rng.sample(pool, k))


def _discussion(D, title, models, decision=None, k_syn=5, extra_tables=1, analog=False):
    r = D.rng
    syn = [_fill(D, s) for s in r.sample(_SYN, k_syn + 4)]
    parts = [f"**{title}**",
             f"_nimbus-met · meteorology agent · issued {{issued}} · confidence scale 1-5 (current: {r.randint(2, 4)})_",
             "",
             "**1. Synoptic overview**",
             " ".join(syn[:k_syn]),
             "",
             "**2. Ensemble guidance & spread**",
             " ".join(syn[k_syn:]),
             ""]
    t1, tot1 = _dd_table(D, models[0], models[1], bias=r.uniform(-1, 1))
    idxs = D.IDX if D.IDX == D.EIDX else f"{D.IDX}/{D.EIDX}"
    parts += [f"**3. {idxs} tables (station basis per the CME rulebook)**", t1]
    if extra_tables:
        t2, tot2 = _dd_table(D, models[2], models[3], bias=r.uniform(-2, 2))
        parts += [t2, f"Model difference on 15d totals (first minus second): " + ", ".join(
            f"{c} {a - b:+d}" for c, a, b in zip(CITIES, tot1, tot2))]
    if extra_tables > 1:
        t3, _ = _dd_table(D, "AIFS", models[1], bias=r.uniform(-1.5, 0.5))
        parts += [t3]
    parts += ["", "**4. Probabilities**", _prob_table(D)]
    parts += ["", "**Max/min 2m temperature, blend (US F / EU C)**", _temp_table(D)]
    parts += ["", "**City by city**"] + [_fill(D, r.choice(_CITY[c])) for c in CITIES]
    parts += ["", "**5. Book read-through**"]
    book = [_fill(D, s) for s in r.sample(_BOOK_OBS, 5)]
    if decision:
        book.insert(r.randint(2, 4), decision)
    parts += ["- " + b for b in book]
    parts += ["", "**6. Verification**", _verif_table(D)]
    parts += ["", "**7. Risks to the forecast**", _paras(D, _RISK, 4)]
    parts += ["", "**8. Station notes**", " ".join(r.sample(_STATION, 3))]
    if analog:
        parts += ["", "**9. Analogs**", _fill(D, "Closest analogs by 500 hPa pattern correlation: 2013-14, 2018-19 and 1985-86; two of the three verified {colder} than the ENS mean at this lead.")]
    parts += ["", "Next update after the following model cycle. Tables are also on the desk drive (`wx/tables/latest.csv`)."]
    return "\n".join(parts)


# --------------------------------------------------------------------------- the day

def _embed(title, description="", fields=None, footer=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": inl} for n, v, inl in fields]
    if footer:
        e["footer"] = footer
    return e


def _build_day(D: _Day, bundles: set):
    r = D.rng
    IDX, EIDX, M0, M1 = D.IDX, D.EIDX, D.M0, D.M1
    m0l = M0.lower()
    V = D.V
    W = D.winter
    at = D.at

    # ============================================================ overnight
    D.post(at(0, 4, 2), "cron", f"cron[settle-import] CME weather settles loaded: {r.randint(38, 52)} contracts, 0 errors ({r.uniform(1.1, 3.9):.1f}s)", kind="noise")

    overnight = _discussion(D, "Overnight note — GFS 18z / GEFS 18z", ("GFS", "18z", "GEFS", "18z"), k_syn=3, extra_tables=0)
    overnight = overnight + "\nFull ECMWF 00z discussion to follow around 06:45Z."
    D.post(at(0, 41, 6), "nimbus", overnight)

    D.post(at(1, 20, 10), "alerts", f"px-alerts: ORD {IDX} {M0}{D.YY0} last {_c(D.ord0 - 4)} ({r.choice(['-3', '-5', '-2'])}) crossed {_c(D.ord0 - 3)} ▼", kind="noise")

    tb = (
        "wx-ingest worker crashed while fetching ECMWF ENS 00z (retry 3/5)\n"
        "```\nTraceback (most recent call last):\n"
        '  File "/srv/wx-ingest/ingest/ecmwf.py", line 212, in fetch_member\n'
        "    grib = self.client.retrieve(req, target=tmp)\n"
        '  File "/srv/wx-ingest/.venv/lib/python3.11/site-packages/ecmwf/opendata/client.py", line 188, in retrieve\n'
        "    result = self._get_urls(request, target=target, use_index=True)\n"
        '  File "/srv/wx-ingest/.venv/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n'
        "    raise ReadTimeout(e, request=request)\n"
        f"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='data.ecmwf.int', port=443): Read timed out. (read timeout=60)\n```\n"
        f"member={r.randint(1, 50)} step={r.choice([144, 168, 192, 216])} param=2t attempt=3 backoff=40s"
    )
    t = at(2, 9, 8)
    D.post(t, "pricer", tb, kind="noise")
    gw, gw_snip = [], []
    sess = r.randint(100000, 999999)
    for i in range(5):
        gw.append(D.post(t + 30 + i * 17, "gw", f"gateway: websocket closed (code 1006), reconnecting in {2 ** i}s [attempt {i + 1}/5] sess=wxd-{sess}", kind="noise"))
        gw_snip.append(f"reconnecting in {2 ** i}s [attempt {i + 1}/5]")
    D.post(t + 160, "gw", f"gateway: session RESUMED seq={r.randint(80000, 99999)} replayed={r.randint(0, 12)} events", kind="noise")
    D.post(t + 300, "cron", "cron[ecmwf-retry] ENS 00z fetch recovered after 3 retries, 51/51 members", kind="noise")

    D.post(at(3, 44, 5), "noaa", _mos(D, "00z"), kind="noise")

    amber = "Amber Cold-Health Alert" if W else "Amber Heat-Health Alert"
    d1 = (D.date + timedelta(days=2)).strftime("%a %d %b")
    d2 = (D.date + timedelta(days=5)).strftime("%a %d %b")
    desc = (f"UKHSA/Met Office {amber.lower()} for London and the South East. "
            + ("Overnight minima -4 to -7°C at Heathrow, daytime highs 1-3°C." if W else "Daytime maxima 31-34°C at Heathrow, overnight minima 19-21°C.")
            + f" In force {d1} 09:00 to {d2} 09:00.")
    amb = D.post(at(4, 12, 10), "metoffice", "", embeds=[_embed(
        f"Met Office: {amber} — London, {d1} to {d2}", desc,
        fields=[("Region", "London & South East", True), ("Level", "Amber", True), ("Station ref", "London Heathrow (03772)", False)],
        footer="metoffice.gov.uk · weather warnings", author="Met Office")],
        hard=("held_position_news", ["Amber", "London", "Heathrow"], "embed"))
    D.react(amb, at(7, 3, 2), "👀", "harriet")

    D.post(at(5, 0, 1), "dispatch", "router sweep 05:00Z: 0 routed, 0 pending, 2 expired (stale >12h)", kind="noise")
    D.post(at(5, 33, 6), "ci", f"ci: wx-ingest #{r.randint(3100, 3999)} passed (2m{r.randint(10, 59)}s) → deployed to prod (ecmwf client timeout 60s→90s)", kind="noise")
    D.post(at(6, 5, 4), "noaa", f"NWS climate report KORD {(D.date - timedelta(days=1)).strftime('%d %b')}: Tmax {r.randint(8, 30) if W else r.randint(82, 96)}F Tmin {r.randint(-8, 15) if W else r.randint(64, 75)}F · {IDX} {r.randint(38, 62) if W else r.randint(12, 22)} · MTD {IDX} {r.randint(500, 700)}", kind="noise")

    # ============================================================ London morning
    k = D.lhr1 - r.randint(10, 16)           # strike we sold
    fv = D.lhr1 + r.randint(2, 6)
    shift = r.randint(9, 17)
    dec1 = (f"**Decision:** I am downgrading conviction on our LHR {EIDX} {M1} short from high to low — the EPS mean moved "
            f"{shift} {EIDX} {V['colder']} overnight and my fair value is now {fv} vs the {k} strike we sold.")
    disc = _discussion(D, f"Forecast discussion — ECMWF 00z ENS / GEFS 00z", ("ECMWF ENS", "00z", "GEFS", "00z"), decision=dec1, k_syn=6, extra_tables=2)
    D.post(at(6, 52, 3), "nimbus", disc, attachments=[{"id": str(_sf(D.t0 + 24_000_000, 2, 77)), "filename": "ens_plume_LHR_ORD.png", "size": r.randint(90000, 180000), "url": "https://cdn.discordapp.com/attachments/wx/ens_plume_LHR_ORD.png"}],
           hard=("thesis_update", [f"LHR {EIDX} {M1} short", "high to low", str(fv)], "buried"),
           idiom=("conviction downgrade buried in section 4 of a long ensemble discussion", "thesis_update"))

    D.post(at(7, 6, 2), "harriet", "morning all. that nimbus note is grim reading for the LHR short")
    D.post(at(7, 12, 2), "dispatch", f"Recap (last Tue): desk sold £5,000/{EIDX} LHR {EIDX} {M1} swap @ {k} vs Cirrus, cap £1.5m. History only, for context on today's discussion.", kind="near")
    lim = D.lhr1 + 1
    prop_lhr = D.post(at(7, 24, 2), "harriet",
                      f"[PROPOSAL] buy back 40% of the LHR {EIDX} {M1} swap — £2,000/{EIDX} of the £5,000/{EIDX} — at {lim} or better via Cirrus. "
                      f"Remainder keeps the current stop. Rationale: nimbus FV {fv}, SSW risk, asymmetric if the block verifies.",
                      hard=("trade_proposal", [f"LHR {EIDX} {M1} swap", "buy back", f"£2,000/{EIDX}", str(lim)], "tagged"),
                      idiom=("[PROPOSAL]-tagged partial buyback of an OTC swap in £/degree-day", "trade_proposal"))
    D.post(D.rel(prop_lhr, 150), "harriet", "needs Boone, he's not in till 13Z. Cirrus say their seller is good till 14:00 London")
    D.post(at(7, 33, 1), "risk", f"risk-engine alive · last calc 07:30Z · cities=6 · calc_ms={r.randint(600, 1400)} · all limits ok", kind="noise")

    runs = (f"[Cirrus Weather] runs {D.date.strftime('%d%b').upper()} 07:45Z\n"
            f"LHR {EIDX} {M1}      {D.lhr1 - 3} / {D.lhr1 + 3}   (£2.5k)\n"
            f"AMS {EIDX} {M1}      {D.ams1 - 4} / {D.ams1 + 3}   (€2.5k)\n"
            f"LHR {EIDX} {M1}-{MON[D.m1 % 12 + 1]} strip  {2 * D.lhr1 - 12} / {2 * D.lhr1 + 2}\n"
            f"ORD {IDX} {M1}      {D.ord1 - 8} / {D.ord1 + 6}\n"
            f"LGA {IDX} {M1}      {D.lga1 - 5} / {D.lga1 + 4}\n"
            f"DFW {D.OFFIDX} {D.STRIP}  {_c(D.put + 80)} / {_c(D.call - 60)}  (collar axes both ways)\n"
            "all indicative, size on request")
    D.post(at(7, 46, 3), "broker", runs)

    ssw_t = "Sudden stratospheric warming underway; forecasters flag UK cold risk for late " + M0 if W else "Iberian plume to push UK temperatures past 33°C late " + M0
    D.post(at(8, 21, 6), "wire", "", embeds=[_embed(
        ssw_t,
        ("Zonal winds at 10 hPa reversed on Tuesday. Met Office long-range team says a colder-than-average spell is 'more likely than not' "
         "from the last week of the month, with London Heathrow and the Thames Valley most exposed to easterlies." if W else
         "Hot air from Iberia is forecast to reach southern England by the weekend; London Heathrow could see its highest temperatures of the year."),
        footer="WxWire · Europe", author="WxWire", url="https://wxwire.example/eu/ssw")],
        hard=("held_position_news", ["stratospheric warming" if W else "Iberian plume", "Heathrow"], "embed"))

    D.post(at(8, 48, 5), "broker", f"[Marlin & Hale] TRADED AMS {EIDX} {M1} €2,500/{EIDX} @ {D.ams1 + 2} — Nordwind Energie buys from Helvetic Re. Cap €600k.", kind="near",
           idiom=("broker relay of a swap traded between two other firms", "not_hard"))
    D.post(at(9, 6, 4), "harriet", f"if AMS {M1} trades back to {D.ams1 - 10} i'd want to be a buyer. not at these levels tho", kind="near")

    knmi_t = "KNMI code orange: snow and black ice for Noord-Holland incl. Amsterdam" if W else "KNMI code orange: extreme heat for Noord-Holland incl. Amsterdam"
    D.post(at(9, 31, 6), "wire", "", embeds=[_embed(
        knmi_t, "Code orange from Thursday 06:00 for Noord-Holland and Utrecht; Schiphol expects disruption. KNMI says the " + ("cold" if W else "heat") + " may persist into next week.",
        footer="WxWire · Benelux", author="WxWire")],
        hard=("watchlist_news", ["KNMI", "Amsterdam", "code orange"], "embed"))
    D.post(at(9, 52, 3), "harriet", f"that's the AMS {M1} index getting a lift, ENS had it yesterday")

    _pnl(D, at(10, 15, 3), k, fv)

    ukmo = _discussion(D, "Model comparison — UKMO / ECMWF / ICON for Heathrow & Schiphol", ("UKMO", "00z", "ICON", "00z"), k_syn=4)
    ukmo += (f"\n\nIf the blocked camp verifies, the LHR {EIDX} {M1} short would be roughly {r.randint(12, 25)} {EIDX} offside at month end; "
             "a buyer at the 00z mid would have been paid in 4 of the 6 analog years. This is read-through only; I have no change to the view beyond the 06:5x note.")
    D.post(at(10, 41, 6), "nimbus", ukmo, kind="near")

    D.post(at(11, 21, 6), "harriet",
           f"Backtest: selling LHR {EIDX} {M1} on {'SSW' if W else 'Iberian plume'} onset, 2010-2025: 9 trades, 4 winners, avg entry {D.lhr1 - 8}, worst -31 {EIDX}, best +22. not great", kind="near",
           idiom=("backtest stats with entry level", "not_hard"))
    D.post(at(11, 46, 4), "risk", f"evt=scenario name=ORD+50{IDX} mode=what-if pnl=+${r.randint(900, 1400)}k ddvar95=${r.randint(420, 480)}k limit=$400k note=\"what-if only, no order, no limit action\"", kind="near")
    D.post(at(11, 54, 3), "bt", json.dumps({"bt": "ssw_lhr_short_v3", "run": r.randint(200, 400), "fill": {"instr": f"LHR {EIDX} {M1}", "side": "sell", "px": D.lhr1 - 8, "year": 2019}, "pnl_dd": -14, "status": "backtest"}), kind="near")
    D.post(at(12, 10, 3), "harriet", "lunch, back in 20", kind="noise")
    analog = (f"Analog check (history): in winter 2024-25 the ORD {IDX} {M0} contract settled {_c(int(D.ord0 * r.uniform(1.01, 1.05)))} after trading {_c(D.ord0 - r.randint(40, 70))} mid-month; "
              "the desk was long then and the seasonal strip finished +6% vs normal. Past-season context only.") if W else \
             (f"Analog check (history): in summer 2024 the ORD CDD {M0} contract settled {int(D.ord0 * r.uniform(1.02, 1.08))} after trading {D.ord0 - r.randint(15, 30)} mid-month. Past-season context only.")
    D.post(at(12, 31, 4), "nimbus", analog, kind="near")
    D.post(at(12, 38, 3), "harriet", f"thinking a stop on the remainder ~{fv + 3} might be better than where it is. Boone's call", kind="near")

    # ============================================================ Chicago morning
    D.post(at(12, 58, 2), "boone", "mornin", kind="noise")
    appr = D.post(at(13, 2, 0.5), "boone", f"yep send it. keep it under {lim + 2}", ref=prop_lhr,
           hard=("trade_approval", ["yep send it", str(lim + 2)], "reply"),
           idiom=("terse Texan 'yep send it' reply approving a proposal", "trade_approval"))
    D.post(at(13, 4, 0.3), "dispatch", f"routing: LHR {EIDX} {M1} swap buyback (£2,000/{EIDX}, ≤{lim + 2}) → @harriet.okafor for voice execution with Cirrus. approved W. Boone {_iso(D.msgs[appr]['ms'])[11:16]}Z.",
           hard=("route_decision", [f"LHR {EIDX} {M1} swap buyback", "harriet.okafor"], "untagged"),
           idiom=("dispatch agent routing an approved ticket to a named trader", "route_decision"))
    D.post(at(13, 6, 0.5), "harriet", "on it", kind="noise")

    # ORD next-month shorthand proposal -> approval -> risk resize -> ack -> fill -> edit -> cancel
    req = r.choice([120, 150, 200])
    alw = req - r.choice([30, 40, 50])
    part = r.choice([40, 50, 60, 70])
    px = D.ord1 - 2
    stp = D.ord1 - 3 * D.step - 4
    prop_ord = D.post(at(13, 12, 1), "danny", f"b {req} ORD {IDX} {M1} @ {px} stp {stp}",
                      hard=("trade_proposal", [f"b {req}", f"ORD {IDX} {M1}", str(px), str(stp)], "shorthand"),
                      idiom=("junior shorthand 'b N CITY IDX Mon @ px stp lvl'", "trade_proposal"))
    D.post(D.rel(prop_ord, 50), "danny", f"ECMWF has {M1} starting {V['cold']}, nimbus agrees. ORD is cheaper than LGA on a per-{IDX} basis")
    t = D.rel(prop_ord, r.uniform(120, 200))
    D.post(t, "boone", "🤠 ship it", ref=prop_ord, hard=("trade_approval", ["🤠", "ship it"], "reply"),
           idiom=("cowboy emoji plus 'ship it' as approval reply", "trade_approval"))
    sym = f"ORD_{IDX}_{M1.upper()}{D.YY1}"
    D.post(t + 40, "risk", f"evt=order_resize acct=WXD-01 instr={sym} side=BUY req_qty={req} alw_qty={alw} reason=city_ddvar_limit city=ORD ddvar95_post=${r.randint(392, 399)}k limit=$400k",
           hard=("risk_limit", [sym, f"req_qty={req}", f"alw_qty={alw}"], "structured"),
           idiom=("risk engine key=value order resize for a per-city degree-day VaR limit", "risk_limit"))
    oid_ord = D.oid()
    D.post(t + 47, "bridge", "", embeds=[_embed(
        "Order Accepted — CME Globex", f"BUY {alw} ORD {IDX} {M1}{D.YY1} @ {px}.0 LMT DAY",
        fields=[("Account", "WXD-01", True), ("Side", "BUY", True), ("Qty", str(alw), True), ("Contract", f"ORD {IDX} {M1}{D.YY1}", True),
                ("Limit", f"{px}.0", True), ("Status", "WORKING", True)],
        footer=f"ord {oid_ord} · venue XCME · tag dkowalczyk · resized by wx-risk", author="CME/ICE Bridge")],
        hard=("trade_confirmation", [f"ORD {IDX} {M1}{D.YY1}", "WORKING", str(alw), oid_ord], "embed"))
    fill_px = px - 1
    t_fill = at(13, 48, 3)
    D.post(t_fill, "bridge", "", embeds=[_embed(
        "Fill — CME Globex", f"PARTIAL · BUY {part} ORD {IDX} {M1}{D.YY1} @ {fill_px}.0",
        fields=[("Account", "WXD-01", True), ("Side", "BUY", True), ("Filled", str(part), True), ("Leaves", str(alw - part), True),
                ("Px", f"{fill_px}.0", True), ("Tick value", f"$20/{IDX}", True)],
        footer=f"ord {oid_ord} · exec {D.oid()} · venue XCME", author="CME/ICE Bridge")],
        hard=("trade_fill", [f"ORD {IDX} {M1}{D.YY1}", "BUY", str(part), f"{fill_px}.0"], "embed"),
        idiom=("bridge embed partial fill with Leaves field", "trade_fill"))
    wrong = fill_px + 3
    while str(wrong) in f"filled {part}/{alw} ORD {M1} @ {fill_px}, {alw - part} still working (fixed px)":
        wrong += 1
    t = t_fill + r.uniform(90, 160)
    fsum = D.post(t, "danny", f"filled {part}/{alw} ORD {M1} @ {wrong}, {alw - part} still working",
                  hard=("trade_fill", [f"{part}/{alw}", f"ORD {M1}", str(fill_px)], "untagged"))
    D.edit(fsum, t + 150, f"filled {part}/{alw} ORD {M1} @ {fill_px}, {alw - part} still working (fixed px)", superseded=[str(wrong)])

    # LHR fill from broker (our trade)
    cref = f"CW-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
    done_px = lim - 1
    done = D.post(at(13, 31, 3), "broker", "", embeds=[_embed(
        "Cirrus Weather — DONE", f"WXD buys £2,000/{EIDX} LHR {EIDX} {M1} swap @ {done_px} vs Helvetic Re",
        fields=[("Buyer", "WXD (us)", True), ("Seller", "Helvetic Re", True), ("Notional", f"£2,000/{EIDX}", True),
                ("Strike", str(done_px), True), ("Cap", "£600,000", True)],
        footer=f"Cirrus ref {cref} · confirm to follow", author="OTC Broker Bridge")],
        hard=("trade_fill", [f"LHR {EIDX} {M1} swap", f"£2,000/{EIDX}", str(done_px)], "embed"))
    if "A" in bundles:
        D.post(D.rel(done, r.uniform(60, 150)), "harriet", f"done: £2k/{EIDX} LHR {M1} @ {done_px} w/ Cirrus, ticket to ops",
               hard=("trade_fill", [f"£2k/{EIDX}", f"LHR {M1}", str(done_px)], "untagged"))
    so, sn = fv + 9, fv + 6
    D.post(at(13, 41, 2), "boone", f"lhr remainder stop {sn}. was {so}",
           hard=("stop_or_target_change", ["lhr remainder stop", str(sn)], "untagged"))

    D.post(at(14, 5, 4), "bridge", "", embeds=[_embed(
        "Fill — CME Globex", f"SELL 75 ORD {IDX} {M1}{D.YY1} @ {px - 3}.0",
        fields=[("Account", "KSTL-44 (give-up: Kestrel Energy)", False), ("Side", "SELL", True), ("Filled", "75", True),
                ("Px", f"{px - 3}.0", True)],
        footer=f"ord {D.oid()} · venue XCME · clearing relay (not WXD)", author="CME/ICE Bridge")], kind="near",
        idiom=("bridge fill embed for another firm's give-up account on our contract", "not_hard"))

    # DFW off-season shorthand rejected
    prop_dfw = D.post(at(14, 20, 3), "danny", f"s 50 DFW {D.OFFIDX} {D.OFFMON} 2 handles over",
                      hard=("trade_proposal", ["s 50", f"DFW {D.OFFIDX} {D.OFFMON}", "2 handles over"], "shorthand"),
                      idiom=("shorthand sell priced relative ('2 handles over')", "trade_proposal"))
    D.post(D.rel(prop_dfw, r.uniform(70, 140)), "boone", f"nah. too early to be sellin {D.OFFSEASON}", ref=prop_dfw,
           hard=("trade_approval", ["nah", f"sellin {D.OFFSEASON}"], "reply"),
           idiom=("one-word 'nah' rejection reply", "trade_approval"))
    D.post(D.rel(prop_dfw, r.uniform(200, 260)), "danny", "👍", kind="noise")
    D.post(at(14, 41, 4), "danny", f"paper: s 30 ATL {IDX} {M1} @ {D.atl1 + 4} in the sim book, tracking it vs the nimbus call", kind="near",
           idiom=("paper trade in the sim book", "not_hard"))
    # watchlist city warning
    D.post(at(14, 55, 3), "noaa", "", embeds=[_embed(
        "NWS Peachtree City: Ice Storm Warning for metro Atlanta" if W else "NWS Peachtree City: Excessive Heat Warning for metro Atlanta",
        ("Ice accumulations of 0.25-0.5 in expected Thursday night; Hartsfield-Jackson (KATL) temperatures holding near 31F." if W else
         "Heat index 108-112F Thursday and Friday at Hartsfield-Jackson (KATL)."),
        fields=[("Office", "FFC", True), ("Station", "KATL", True)], footer="weather.gov · alerts", author="NOAA/NWS")],
        hard=("watchlist_news", ["Ice Storm Warning" if W else "Excessive Heat Warning", "Atlanta"], "embed"))
    wi = D.post(at(15, 0, 2), "danny", f"what if we b 100 ATL {IDX} {M1} @ {D.atl1 - 6} ahead of the {'ice' if W else 'heat'}?", kind="near")
    D.post(D.rel(wi, r.uniform(40, 120)), "boone", "ask me after the 12z", ref=wi)

    D.post(at(15, 10, 3), "noaa", "", embeds=[_embed(
        "CPC 6-10 Day Outlook: " + ("below-normal temperatures favored for the Great Lakes incl. Chicago" if W else "above-normal temperatures favored for the Great Lakes incl. Chicago"),
        "Probabilities highest over northern Illinois and Lake Michigan; NYC metro leans " + ("below" if W else "above") + " normal at lower confidence.",
        fields=[("Region", "Great Lakes / Ohio Valley", True), ("Chicago O'Hare", ("below-normal" if W else "above-normal") + f" ({r.randint(58, 72)}%)", True),
                ("NYC LaGuardia", ("below-normal" if W else "above-normal") + f" ({r.randint(40, 55)}%)", True)],
        footer="CPC · issued 3pm ET", author="NOAA CPC")],
        hard=("held_position_news", ["Chicago O'Hare", "below-normal" if W else "above-normal"], "embed"))
    D.post(at(15, 20, 4), "broker", f"[Cirrus Weather] TRADED LGA {IDX} {M1} swap $10k/{IDX} strike {D.lga1 + 14}, cap $2m — Atlas Utilities sells to Kestrel Capital", kind="near")
    D.post(at(15, 36, 2), "noaa", _mos(D, "12z"), kind="noise")
    D.post(at(15, 40, 2), "danny", f"if the 12z holds the {V['cold']} I'd b 100 more ORD {M1} @ {px + 3}", kind="near")

    lga_lim = D.lga1 + 2
    lga_stop = D.lga1 - 2 * max(2, int(round(D.lga1 * 0.012))) - 3
    dec2 = (f"**Proposal for the desk:** buy 100 LGA {IDX} {M1} futures at {lga_lim} or better, stop {lga_stop} {IDX} — GEFS and EPS now agree "
            f"on the week-2 trough and LGA is the cheapest expression of it.")
    g12 = _discussion(D, "Forecast discussion — GFS 12z / GEFS 12z vs ECMWF 00z", ("GEFS", "12z", "ECMWF ENS", "00z"), decision=dec2, k_syn=5, analog=True, extra_tables=2)
    t = at(15, 48, 2)
    prop_lga = D.post(t, "nimbus", g12, hard=("trade_proposal", [f"buy 100 LGA {IDX} {M1}", str(lga_lim), str(lga_stop)], "buried"),
                      idiom=("met agent's trade proposal buried among HDD tables", "trade_proposal"))
    D.react(prop_lga, t + 400, "🤠", "boone")
    D.post(t + 420, "boone", "yep, send the LGA", ref=prop_lga, hard=("trade_approval", ["yep", "send the LGA"], "reply"))
    oid_lga = D.oid()
    if "B" in bundles:
        D.post(t + 470, "bridge", "", embeds=[_embed(
            "Order Accepted — CME Globex", f"BUY 100 LGA {IDX} {M1}{D.YY1} @ {lga_lim}.0 LMT DAY",
            fields=[("Account", "WXD-01", True), ("Side", "BUY", True), ("Qty", "100", True), ("Limit", f"{lga_lim}.0", True), ("Status", "WORKING", True)],
            footer=f"ord {oid_lga} · venue XCME · tag nimbus-met", author="CME/ICE Bridge")],
            hard=("trade_confirmation", [f"LGA {IDX} {M1}{D.YY1}", "WORKING", oid_lga], "embed"))
    lga_fill = lga_lim - 1
    t = at(16, 9, 2)
    D.post(t, "bridge", "", embeds=[_embed(
        "Fill — CME Globex", f"FILLED · BUY 100 LGA {IDX} {M1}{D.YY1} @ {lga_fill}.0",
        fields=[("Account", "WXD-01", True), ("Side", "BUY", True), ("Filled", "100", True), ("Leaves", "0", True), ("Px", f"{lga_fill}.0", True)],
        footer=f"ord {oid_lga} · exec {D.oid()} · venue XCME", author="CME/ICE Bridge")],
        hard=("trade_fill", [f"LGA {IDX} {M1}{D.YY1}", "BUY", "100", f"{lga_fill}.0"], "embed"))
    D.post(t + 25, "risk", f"evt=limit_breach city=LGA metric=ddvar95 value=${r.randint(305, 330)}k limit=$300k trigger=fill:{oid_lga} action=block_new_buys scope=LGA_{IDX}_*",
           hard=("risk_limit", ["limit_breach", "LGA", "$300k", "block_new_buys"], "structured"))
    D.post(t + 80, "boone", "🤷", kind="noise")

    # ORD front stop, edited twice, pinned
    s1, s2, s3 = D.ord0 - 3 * D.step, D.ord0 - 2 * D.step, D.ord0 - D.step
    D.post(at(16, 14, 1), "danny", f"a stop at {s1 - D.step} on the ORD {M0} would be sensible imo, MTD is running {V['colder']} than the curve", kind="near")
    t = at(16, 20, 1)
    stop_msg = D.post(t, "boone", f"ord {m0l} stop {s1}",
                      hard=("stop_or_target_change", [f"ord {m0l} stop", str(s3)], "untagged"),
                      idiom=("stop in degree-days moved twice by editing the same message", "stop_or_target_change"))
    D.pin(stop_msg, t + 45, "boone")
    D.react(stop_msg, t + 46, "📌", "boone")

    # Collar for the utility: forgotten proposal, sanitized repost + thread
    t = at(16, 40, 2)
    bad = D.post(t, "marco",
                 f"Proposal for Lakeshore Power & Light: we sell them a DFW {D.OFFIDX} {D.STRIP} collar, put {_c(D.put)} / call {_c(D.call)}, $10,000/{D.OFFIDX}, cap $3m each side. "
                 "They're good for it — credit line $40m with us, CFO Jim Pruitt (312-555-0148) wants terms by Fri.",
                 hard=("trade_proposal", [f"DFW {D.OFFIDX} {D.STRIP} collar", _c(D.put), _c(D.call), f"$10,000/{D.OFFIDX}"], "untagged"))
    D.forget(bad, t + 200, "rhea", "CFO Jim Pruitt (312-555-0148)")
    D.post(t + 215, "rhea", "removed a message — no client contact or credit details in this channel please, use the CRM note")
    D.post(t + 250, "marco", "sorry, reposting clean")
    repost = D.post(t + 300, "marco",
                    f"[PROPOSAL] utility collar (client: Lakeshore): DFW {D.OFFIDX} {D.STRIP}, we're short the {_c(D.call)} call / long the {_c(D.put)} put, "
                    f"$10,000/{D.OFFIDX}, cap $3m each side. Terms by Fri. Ticket thread below.",
                    hard=("trade_proposal", [f"DFW {D.OFFIDX} {D.STRIP}", _c(D.put), _c(D.call), f"$10,000/{D.OFFIDX}"], "tagged"))
    D.pin(repost, t + 330, "marco")
    th = repost  # thread created from the starter message
    D.post(t + 360, "marco",
           f"Ticket notes: strikes from the {D.STRIP} DFW {D.OFFIDX} station series (KDFW), 30y normal {_c(sum(_normal('DFW', D.OFFIDX, mm) for mm in D.STRIPM))}. "
           "ISDA + weather annex signed in 2024; settlement 5 business days after final Climatological Report.", thread=th)
    D.post(t + 1500, "boone", "yep. cap 2.5m each side not 3", thread=th, ref=repost,
           hard=("trade_approval", ["yep", "cap 2.5m"], "reply"))
    D.post(t + 1560, "marco", "ok, amending cap to 2.5m and sending to Lakeshore", thread=th)
    otc_id = f"OTC-WX-{D.date.strftime('%y%m%d')}-{r.randint(100, 999)}"
    D.post(t + 3100, "otcbook", "", thread=th, embeds=[_embed(
        "OTC trade booked", f"DFW {D.OFFIDX} {D.STRIP} collar · Lakeshore · counterparty affirmed",
        fields=[("Trade ID", otc_id, True), ("Product", f"DFW {D.OFFIDX} {D.STRIP} collar", True), ("Put", _c(D.put), True), ("Call", _c(D.call), True),
                ("Tick", f"$10,000/{D.OFFIDX}", True), ("Cap", "$2,500,000 each side", True), ("Status", "CONFIRMED", True)],
        footer="otc-booking · Markit affirm", author="otc-booking")],
        hard=("trade_confirmation", [otc_id, f"DFW {D.OFFIDX} {D.STRIP} collar", "CONFIRMED"], "embed"))
    D.post(t + 3200, "marco", "thx", thread=th, kind="noise")

    D.post(at(16, 56, 3), "broker", f"[Marlin & Hale] Kestrel looking for DFW {D.OFFIDX} {D.STRIP} collar {_c(D.put - 40)}/{_c(D.call + 60)}, $5k/{D.OFFIDX}, any interest pls", kind="near")

    D.post(at(17, 10, 4), "wire", "", embeds=[_embed(
        "ERCOT West wind output at 3-year low as 'wind drought' settles over Abilene corridor",
        "Average 100m wind speeds around Abilene have run 1.4 m/s below normal for 12 days; ERCOT West wind generation is down 31% y/y for the period.",
        footer="WxWire · Energy", author="WxWire")],
        hard=("held_position_news", ["wind drought", "Abilene"], "embed"),
        idiom=("headline naming only the underlying of a held wind swap", "held_position_news"))
    t = at(18, 20, 4)
    acct = D.post(t, "marco", f"for ops: Mesa's FCM account is 88-{r.randint(10000, 99999)}-0{r.randint(1, 9)}, use it for the give-up on their PJM hedges")
    D.forget(acct, t + r.uniform(120, 400), "rhea", "Mesa's FCM account is 88-")
    D.post(at(17, 21, 3), "marco", f"Lakeshore also asked whether we'd quote an ORD precip swap Mar-May, strike ~8.4in, $250k/inch, cap $2m — thoughts?", kind="near")
    D.post(at(17, 26, 3), "marco", f"fyi Mesa Wind told us they bought PJM West Cal-{int(D.YY1) + 1} elsewhere at {D.pjm - 9:.2f}. not our trade", kind="near")

    # Henry Hub hedge
    t = at(17, 40, 2)
    prop_ng = D.post(t, "danny", f"s 40 NG {M1} @ {D.ng:.3f} vs the ORD length",
                     hard=("trade_proposal", ["s 40 NG", M1, f"{D.ng:.3f}"], "shorthand"))
    D.post(t + 90, "boone", "👍 go", ref=prop_ng, hard=("trade_approval", ["👍", "go"], "reply"))
    if "C" in bundles:
        D.post(t + 130, "dispatch", f"routing NG hedge ticket (s 40 NG {M1} @ {D.ng:.3f}) → exec-agent for CME Globex",
               hard=("route_decision", ["NG hedge ticket", "exec-agent"], "untagged"))
    ngsym = f"NG{MONCODE[D.m1]}{D.YY1[-1]}"
    ng_fill = round(D.ng + r.choice([0.0, 0.001, 0.002]), 3)
    D.post(t + 760, "exec", json.dumps({"evt": "fill", "acct": "WXD-01", "venue": "XNYM", "instr": ngsym, "desc": f"Henry Hub NG {M1}{D.YY1}",
                                          "side": "SELL", "qty": 40, "px": ng_fill, "leaves": 0, "ord": "EX-" + D.oid()}),
           hard=("trade_fill", [ngsym, "SELL", "40", f"{ng_fill}"], "structured"))
    tac = D.post(at(17, 51, 2), "danny", "grabbin tacos, anyone want")
    D.post(D.rel(tac, r.uniform(20, 90)), "boone", "nah", ref=tac, kind="near", idiom=("'nah' answering a lunch question, not a proposal", "not_hard"))

    D.post(at(18, 5, 4), "danny", f"gas desk sold 200 NG {MON[D.m1 % 12 + 1]} @ {D.ng - 0.04:.3f} this morning fwiw, their book not ours", kind="near")
    if "D" in bundles:
        D.post(at(18, 15, 4), "wire", "", embeds=[_embed(
            "Henry Hub cash jumps 38¢ as freeze-offs hit Permian output" if W else "Henry Hub cash firms as power burn hits record",
            "Spot gas at Henry Hub traded up to $" + f"{D.ng + 0.38:.2f}" + "; analysts cite production losses and elevated demand.",
            footer="WxWire · Gas", author="WxWire")],
            hard=("held_position_news", ["Henry Hub", "freeze-offs" if W else "power burn"], "embed"))
    if "E" in bundles:
        t = at(18, 30, 2)
        D.post(t, "boone", f"b 10 PJM W {M1} pk @ {D.pjm:.2f}. my call",
                    hard=("trade_proposal", ["b 10 PJM W", f"{D.pjm:.2f}"], "shorthand"))
        D.post(t + 40, "bridge", "", embeds=[_embed(
            "Order Rejected — ICE Futures US", f"BUY 10 PJM West Hub RT Peak {M1}{D.YY1} @ {D.pjm:.2f} — reject: price outside IPL band ({D.pjm - 7.4:.2f}-{D.pjm - 0.35:.2f})",
            fields=[("Account", "WXD-02", True), ("Side", "BUY", True), ("Qty", "10", True), ("Status", "REJECTED", True)],
            footer=f"ord {D.oid()} · venue IFUS", author="CME/ICE Bridge")],
            hard=("trade_confirmation", ["Order Rejected", "PJM West Hub RT Peak", f"{D.pjm:.2f}"], "embed"))
        D.post(t + 90, "boone", "dang")

    D.post(at(18, 40, 3), "boone", f"dallas {D.OFFSEASON}: i'm neutral now, was bullish {D.OFFIDX}. niña's fadin faster than the models had it",
           hard=("thesis_update", [f"dallas {D.OFFSEASON}", "neutral", f"was bullish {D.OFFIDX}"], "untagged"))
    t = at(18, 48, 2)
    D.post(t, "broker", f"[Cirrus Weather] AMS {EIDX} {MON[D.m1 % 12 + 1]} {D.ams2 - 4} / {D.ams2 + 3} (€2.5k) · LHR {EIDX} {MON[D.m1 % 12 + 1]} run on request")
    D.post(t + 70, "dispatch", f"AMS {EIDX} {MON[D.m1 % 12 + 1]} run from Cirrus: not routed — outside desk mandate, no action.",
           hard=("no_route_decision", [f"AMS {EIDX} {MON[D.m1 % 12 + 1]}", "not routed", "no action"], "untagged"),
           idiom=("explicit 'not routed, no action' on a broker run", "no_route_decision"))

    # ECMWF 12z in a thread
    t = at(19, 3, 2)
    starter = D.post(t, "nimbus", "🧵 ECMWF 12z discussion in thread")
    th2 = starter
    dec3 = (f"**View change:** {V['cold']} risk for LGA {IDX} {M1} raised to HIGH (was medium) — confirming the long we bought at {lga_fill}.")
    e12 = _discussion(D, "Forecast discussion — ECMWF 12z ENS", ("ECMWF ENS", "12z", "AIFS", "12z"),
                      decision=dec3 if "F" in bundles else None, k_syn=5)
    if "F" in bundles:
        D.post(t + 20, "nimbus", e12, thread=th2, hard=("thesis_update", [f"LGA {IDX} {M1}", "raised to HIGH", "was medium"], "buried"))
    else:
        D.post(t + 20, "nimbus", e12, thread=th2, kind="near")
    if "L" in bundles:
        D.post(t + 60, "dispatch", f"routing ECMWF 12z {IDX} table + ORD {M0} stop review → @Wade Boone",
               hard=("route_decision", ["ECMWF 12z", "ORD " + M0 + " stop review", "Wade Boone"], "untagged"))
    D.post(t + 500, "boone", "👍", thread=th2, kind="noise")
    D.edit(stop_msg, t + 1000, f"ord {m0l} stop {s2}")

    D.post(at(19, 33, 3), "boone",
           f"'21 we got carried out sellin ORD Feb at 1010 into that freeze. filled 300 and watched it print 1,290. don't want that again" if W else
           f"'23 we got carried out sellin DFW Aug at 610 into that heat dome. filled 300 and watched it print 702",
           kind="near", idiom=("war story: past-season fill with size and price", "not_hard"))

    t = at(19, 45, 3)
    dl = D.post(t, "danny", f"b 25 AMS {EIDX} {M1} @ {D.ams1 - 1}",
                hard=("trade_proposal", ["b 25 AMS", f"{EIDX} {M1}", str(D.ams1 - 1)], "shorthand"))
    D.delete(dl, t + 38, f"b 25 AMS {EIDX} {M1} @ {D.ams1 - 1}")
    D.post(t + 50, "danny", "nvm", kind="noise")

    t = at(20, 0, 3)
    far = ("Perth swelters", "Perth swelters through sixth day above 40°C", "Western Australia's capital is on track for its longest run of 40°C days on record.") if W else \
          ("Santiago shivers", "Santiago shivers through coldest morning in a decade", "Chile's capital dropped to -4°C at Pudahuel; schools delayed opening.")
    D.post(t, "wire", "", embeds=[_embed(
        far[1], far[2],
        footer="WxWire · APAC", author="WxWire")], kind="near")
    if "G" in bundles:
        D.post(t + 60, "dispatch", f"WxWire '{far[0]}': no desk exposure — no action, not routed.",
               hard=("no_route_decision", [far[0].split()[0], "not routed"], "untagged"))
    if "I" in bundles:
        t = at(20, 14, 2)
        D.post(t, "boone", "bump ORD dd-var limit to 500k. i'll sign it",
               hard=("risk_limit", ["ORD", "500k"], "untagged"))
        D.post(t + 120, "risk", "evt=limit_change city=ORD metric=ddvar95 old=$400k new=$500k approver=wboone effective=now",
               hard=("risk_limit", ["limit_change", "city=ORD", "new=$500k"], "structured"))
    tp = D.ord0 + 4 * D.step + 5
    if "J" in bundles:
        D.post(at(20, 30, 2), "boone", f"ord {m0l} target {tp}, takin half off there",
               hard=("stop_or_target_change", [f"ord {m0l} target", str(tp)], "untagged"))
    D.edit(stop_msg, at(20, 41, 2), f"ord {m0l} stop {s3} 🤠", superseded=[str(s1), str(s2)])
    D.post(at(20, 50, 2), "bridge", "", embeds=[_embed(
        "Order Cancelled — CME Globex", f"BUY ORD {IDX} {M1}{D.YY1} @ {px}.0 · cancelled {alw - part} of {alw} (user request)",
        fields=[("Account", "WXD-01", True), ("Cancelled", str(alw - part), True), ("Filled", str(part), True), ("Status", "CANCELLED", True)],
        footer=f"ord {oid_ord} · venue XCME · by dkowalczyk", author="CME/ICE Bridge")],
        hard=("trade_confirmation", ["Order Cancelled", f"ORD {IDX} {M1}{D.YY1}", oid_ord], "embed"))

    # ============================================================ evening
    D.post(at(21, 15, 2), "cron", f"cron[eod-marks] marks pushed: ORD {IDX} {M0} {_c(D.ord0 + r.randint(-4, 9))} · ORD {IDX} {M1} {_c(D.ord1)} · LGA {IDX} {M1} {D.lga1 + 1} · LHR {EIDX} {M1} {D.lhr1 + 2} · NG {M1} {D.ng + 0.01:.3f}", kind="noise")
    _pnl(D, at(21, 20, 2), k, fv, eod=True)
    D.post(at(21, 40, 5), "ci", f"ci: wx-pricer #{r.randint(4000, 4999)} passed (3m{r.randint(10, 59)}s) → deployed to prod (CAT index support for AMS)", kind="noise")
    tb2 = ("wx-pricer: exception while building LGA station map\n```\nTraceback (most recent call last):\n"
           '  File "/srv/wx-pricer/pricer/stations.py", line 88, in resolve\n    return self._map[code]\n'
           "KeyError: 'LGA'\n\nDuring handling of the above exception, another exception occurred:\n\n"
           "Traceback (most recent call last):\n"
           '  File "/srv/wx-pricer/pricer/marks.py", line 141, in mark_book\n    st = stations.resolve(leg.station)\n'
           '  File "/srv/wx-pricer/pricer/stations.py", line 91, in resolve\n    raise UnknownStation(code) from None\n'
           "pricer.errors.UnknownStation: LGA (did you mean KLGA?)\n```\nfallback: using KLGA mapping, marks unaffected")
    D.post(at(21, 47, 4), "pricer", tb2, kind="noise")
    D.post(at(22, 10, 6), "wire", "", embeds=[_embed(
        "Minneapolis ties record low for the date" if W else "Minneapolis ties record high for the date",
        "MSP airport reached " + ("-27F" if W else "101F") + "; the old mark was set in 1936.", footer="WxWire · US", author="WxWire")], kind="near")
    ev = ("**Evening note**\n" + _paras(D, _SYN, 4) + "\n\n" + _dd_table(D, "ECMWF ENS + GEFS blend", "12z", ndays=10)[0] + "\n"
          + _paras(D, _RISK, 3) + "\nNothing further to discuss until the ECMWF 00z.")
    D.post(at(22, 33, 6), "nimbus", ev)
    D.post(at(23, 9, 8), "wire", "", embeds=[_embed(
        "Tokyo braces for heaviest snowfall in four years" if W else "Tokyo logs record-warm night",
        "Japan Meteorological Agency warns of disruption to rail services in the Kanto region.", footer="WxWire · APAC", author="WxWire")], kind="near")
    D.post(at(23, 31, 3), "cron", f"cron[backup] desk store snapshot ok ({r.randint(300, 700)} MB, {r.randint(20, 90)}s)", kind="noise")

    # bulk delete of the reconnect spam by ops in the morning
    D.bulk_delete(gw, at(12, 44, 2), gw_snip)

    # ============================================================ background flow
    for h in range(24):
        D.post(h * 3600 + r.uniform(5, 50), "hb", f"xbridge ♥ {h:02d}:00Z CME=UP ICE=UP OTC-relay=UP rtt={r.randint(6, 19)}ms q={r.randint(0, 3)}", kind="noise")
    for h in range(1, 24, 3):
        if h in (7, 11):
            continue
        D.post(h * 3600 + 1800 + r.uniform(0, 60), "risk", f"risk-engine alive · last calc {h:02d}:30Z · cities=6 · calc_ms={r.randint(600, 1400)}", kind="noise")
    _extra(D)
    _filler(D)


def _mos(D: _Day, run: str):
    r = D.rng
    W = D.winter
    lines = [f"NCEP GFS {run} ingest complete · 0.25° · 384h · lag {r.randint(9, 26)}m · MOS guidance (F):", "```text",
             "station " + " ".join(f"{(D.date + timedelta(days=i)).strftime('%a'):>9}" for i in range(5))]
    for st, base in (("KORD", 18 if W else 86), ("KLGA", 30 if W else 84), ("KDFW", 45 if W else 97), ("KATL", 42 if W else 91)):
        cells = []
        for i in range(5):
            hi = int(base + r.gauss(0, 5))
            cells.append(f"{hi}/{hi - r.randint(8, 16)}")
        lines.append(f"{st:<8}" + " ".join(f"{c:>9}" for c in cells))
    lines += ["```", "hi/lo · source NOMADS · next cycle in 6h"]
    return "\n".join(lines)


def _extra(D: _Day):
    """Longer non-decision material: notes, Q&A with the met agent, sheets, runs, risk report."""
    r = D.rng
    at = D.at
    IDX, EIDX, M0, M1 = D.IDX, D.EIDX, D.M0, D.M1
    V = D.V
    W = D.winter

    D.post(at(7, 1, 2), "harriet",
           "London open notes:\n"
           f"- NBP day-ahead {r.choice(['+', '-'])}{r.uniform(0.5, 4.5):.1f} p/th on the {V['cold']} story, TTF following\n"
           "- Met Office 06z text forecast still hedging the weekend\n"
           f"- Cirrus and Marlin both showing LHR/AMS runs, spreads wide ({r.randint(5, 9)} {EIDX})\n"
           "- Heathrow provisional mean for yesterday in, Schiphol late again\n"
           "- US book unchanged since yesterday's close, nimbus note due any minute")

    eu = _discussion(D, "European note — Heathrow / Schiphol", ("ECMWF ENS", "00z", "MOGREPS-G", "00z"), k_syn=4, extra_tables=0)
    D.post(at(9, 12, 5), "nimbus", eu)

    lines = [f"Risk report 11:00Z · book WXD · ddvar95 by city (1d, 95%)", "```text",
             f"{'city':<6}{'ddvar95':>10}{'limit':>10}{'used':>7}{'net DD exposure':>20}"]
    for c, lim in (("ORD", 400), ("LGA", 300), ("DFW", 350), ("ATL", 150), ("LHR", 300), ("AMS", 150)):
        v = int(lim * r.uniform(0.35, 0.8))
        lines.append(f"{c:<6}{'$' + str(v) + 'k':>10}{'$' + str(lim) + 'k':>10}{100 * v // lim:>6}%{('$' + str(r.randint(2, 40)) + 'k/' + (IDX if c in US else EIDX)):>20}")
    lines += ["```", "all cities within limits · stress (ENS 95th pct) pnl -$" + str(r.randint(600, 1100)) + "k"]
    D.post(at(11, 0, 1), "risk", "\n".join(lines), kind="noise")

    hrs = [f"{h:02d}Z" for h in range(6, 19, 2)]
    o = [int(r.gauss(12 if W else 84, 4)) for _ in hrs]
    l = [int(r.gauss(24 if W else 80, 3)) for _ in hrs]
    tab = ("```text\nhour   " + " ".join(f"{h:>5}" for h in hrs) + "\nKORD F " + " ".join(f"{x:>5}" for x in o)
           + "\nKLGA F " + " ".join(f"{x:>5}" for x in l) + "\n```")
    D.post(at(13, 28, 3), "nimbus",
           f"**Intraday obs check**\nO'Hare is running {r.uniform(0.5, 3.0):.1f}F {'below' if W else 'above'} the 00z ENS mean for today's hourly path; LaGuardia within 1F.\n"
           + tab + f"\nIf the afternoon holds, today's ORD {IDX} prints {r.randint(2, 4)} above forecast. Cloud arrives after 21Z.")

    q1 = D.post(at(14, 31, 3), "boone", "@nimbus-met how much of this ORD cold is the lake versus the airmass")
    D.post(D.rel(q1, r.uniform(40, 90)), "nimbus",
           "Short answer: mostly the airmass.\n"
           f"- The 850 hPa temperature anomaly over northern Illinois is about -{r.randint(9, 14)}C on days 2-4; that alone explains roughly 80% of the forecast daily {IDX} excess at ORD.\n"
           "- Lake Michigan matters at the margins: with a westerly flow O'Hare sits upwind of the lake, so the lake's moderating effect is small; on the easterly days (day 6 in the EPS) it adds cloud and trims 1-2 {i} per day.\n"
           "- Snow cover adds 1-3 {i}/day through radiative cooling on clear nights.\n"
           "Net: if you strip out lake and snow effects the ORD 15-day total falls by perhaps 10-15 {i}.".replace("{i}", IDX), ref=q1)

    t = at(14, 10, 3)
    rows = []
    for c in CITIES:
        idx = IDX if c in US else EIDX
        n = int(_normal(c, idx, D.m0) * max(1, D.date.day - 1) / calendar.monthrange(D.date.year, D.m0)[1])
        a = int(n * r.uniform(0.96, 1.12))
        rows.append(f"{c:<5}{idx:<5}{a:>7}{n:>8}{a - n:>+7}")
    D.post(t, "danny", "MTD sheet (through yesterday's CLI):\n```text\ncity idx      MTD  normal   diff\n" + "\n".join(rows) + "\n```\nsource NWS CLI / Met Office / KNMI, normals 1991-2020")

    D.post(at(14, 46, 3), "broker",
           f"[Marlin & Hale] US runs 14:45Z\nORD {IDX} {M0}   {D.ord0 - 6} / {D.ord0 + 5}\nORD {IDX} {M1}   {D.ord1 - 7} / {D.ord1 + 6}\n"
           f"LGA {IDX} {M1}   {D.lga1 - 4} / {D.lga1 + 4}\nATL {IDX} {M1}   {D.atl1 - 5} / {D.atl1 + 5}\nDFW {IDX} {M0}   {D.dfw0 - 5} / {D.dfw0 + 6}\n"
           f"ORD {IDX} {M1} {int(round(D.ord1 * 1.06, -1))}/{int(round(D.ord1 * 1.14, -1))} call spread  {r.randint(14, 24)} / {r.randint(26, 34)}\n"
           "seasonal strips on request")

    rev = _discussion(D, "Afternoon ensemble review — EPS 00z vs GEFS 12z vs AIFS", ("EPS", "00z", "GEFS", "12z"), k_syn=4, extra_tables=1)
    D.post(at(17, 33, 4), "nimbus", rev)
    D.post(at(16, 57, 3), "harriet",
           "handover London → Chicago:\n"
           f"- LHR {EIDX} {M1}: buyback done with Cirrus (see DONE above), remainder still on, Boone has the stop\n"
           "- AMS: KNMI warning out, runs widened, nothing from us\n"
           "- Cirrus/Marlin both say Helvetic Re is the natural seller this week\n"
           "- Met Office 12z MOGREPS lands ~19:30Z, nimbus will post\n"
           "- I'm on mobile until 19:00 London")

    mog = _discussion(D, "MOGREPS-G 12z — London / Amsterdam update", ("MOGREPS-G", "12z", "ECMWF ENS", "12z"), k_syn=3, extra_tables=0)
    D.post(at(19, 44, 3), "nimbus", mog)
    q4 = D.post(at(8, 4, 3), "harriet", "@nimbus-met how much does the low cloud risk matter for Heathrow this week?")
    D.post(D.rel(q4, r.uniform(40, 90)), "nimbus",
           f"It matters more than the synoptic maps suggest. In the blocked camp, about {r.randint(40, 65)}% of members keep a stratocumulus deck over the Thames Valley on days 6-9. "
           "Under that deck Heathrow minima stay near 0-2C instead of -3 to -5C, so the daily mean is roughly 1.5-2C higher than in the clear-sky members. "
           f"Over four days that is ~{r.randint(5, 9)} {D.EIDX} on the monthly index. The ECMWF cloud scheme has tended to clear these decks too quickly in recent winters, "
           "so I would not lean on the clear-sky members.", ref=q4)
    q5 = D.post(at(15, 26, 3), "danny", f"boone how do the CME {IDX} options settle again, into the future at expiry?")
    D.post(D.rel(q5, r.uniform(30, 120)), "boone", f"cash. final settle is the index times $20. no physical nothin. european ones same idea in pounds and euros", ref=q5)
    q6 = D.post(at(18, 58, 4), "marco", "Boone, Mesa's asking why the wind swap MTM moved so much this week, what do I tell them")
    D.post(D.rel(q6, r.uniform(60, 200)), "boone", "tell em it's a swap on the wind and the wind stopped. nimbus can send em the chart", ref=q6)

    q2 = D.post(at(17, 2, 3), "danny", f"nimbus what's the 1-sigma on LGA week 2 now")
    D.post(D.rel(q2, r.uniform(30, 80)), "nimbus",
           f"LGA week-2 ({IDX}) by source, mean ± 1 sigma:\n```text\nEPS      {r.randint(200, 240)} ± {r.randint(20, 30)}\nGEFS     {r.randint(190, 235)} ± {r.randint(22, 34)}\nMOGREPS  {r.randint(195, 240)} ± {r.randint(18, 28)}\nAIFS     {r.randint(200, 238)} ± n/a (deterministic)\n```\n"
           "Spread is wider than usual because of the day-9 storm track; the trailing 10-day average sigma is about 21.", ref=q2)

    D.post(at(19, 36, 3), "broker",
           f"[Cirrus Weather] evening runs\nLGA {IDX} {M1}   {D.lga1 - 2} / {D.lga1 + 5}\nORD {IDX} {M1}   {D.ord1 - 5} / {D.ord1 + 8}\n"
           f"LHR {EIDX} {M1}   {D.lhr1} / {D.lhr1 + 6}\nAMS {EIDX} {M1}   {D.ams1 - 2} / {D.ams1 + 5}\nall indicative")

    q3 = D.post(at(20, 22, 3), "marco", "nimbus can you give me ORD spring precip climatology for the Lakeshore question")
    D.post(D.rel(q3, r.uniform(40, 100)), "nimbus",
           "ORD precipitation climatology (1991-2020, inches, liquid equivalent):\n```text\nmonth  normal  stdev  wettest(yr)   driest(yr)\n"
           f"Mar    {2.5 + r.uniform(-0.1, 0.1):.2f}    1.1    6.1 (2009)    0.6 (1994)\nApr    {3.4 + r.uniform(-0.1, 0.1):.2f}    1.5    8.6 (2013)    1.1 (2005)\n"
           f"May    {4.5 + r.uniform(-0.1, 0.1):.2f}    1.9    9.9 (2020)    1.3 (2012)\nMar-May {10.4 + r.uniform(-0.2, 0.2):.1f}   2.9\n```\n"
           "Seasonal skill for spring precipitation at a single station is low; ENSO gives a weak wet tilt for the Ohio Valley in a fading La Niña. "
           "Happy to build a burn analysis (1950-2025) if a quote goes ahead.", ref=q3)

    wk = ["```text", f"weekly anomaly vs normal ({IDX} US / {EIDX} EU)", f"{'':<10}" + "".join(f"{c:<6}" for c in CITIES).rstrip()]
    for w in range(1, 5):
        wk.append(f"{'week ' + str(w):<10}" + "".join(f"{int(r.gauss(8 - 2 * w, 9 if c in US else 3)):+d}".ljust(6) for c in CITIES).rstrip())
    wk.append("```")
    w34 = ("**Week 3-4 outlook (ECMWF extended / CFSv2 / GloSea)**\n" + _paras(D, _SYN, 4) + "\n\n" + "\n".join(wk) + "\n\n"
           + "Skill at weeks 3-4 is modest; read these as tilts, not forecasts. " + _paras(D, _RISK, 3)
           + f"\nThe CFSv2 is the {V['milder']} outlier again and I weight it at 20%. Next extended-range update Monday/Thursday.")
    D.post(at(21, 31, 5), "nimbus", w34)


def _pnl(D: _Day, t, k, fv, eod=False):
    r = D.rng
    IDX, EIDX, M0, M1 = D.IDX, D.EIDX, D.M0, D.M1
    lines = [f"**PnL snapshot {'EOD' if eod else 'intraday'}** · book WXD · ccy USD",
             "```text",
             f"{'position':<44}{'qty/notional':>16}{'mark':>10}{'day pnl':>12}",
             f"{'ORD ' + IDX + ' ' + M0 + D.YY0 + ' fut (long)':<44}{'+200':>16}{_c(D.ord0):>10}{r.randint(-90, 140) * 1000:>+12,}",
             f"{'ORD ' + IDX + ' ' + M1 + D.YY1 + ' fut (long)':<44}{'+' + str(r.choice([0, 60, 70])):>16}{_c(D.ord1):>10}{r.randint(-30, 40) * 1000:>+12,}",
             f"{'LGA ' + IDX + ' ' + M1 + D.YY1 + ' 900 calls':<44}{'+100':>16}{r.randint(8, 22):>10}{r.randint(-20, 30) * 1000:>+12,}",
             f"{'LHR ' + EIDX + ' ' + M1 + ' swap (short, k=' + str(k) + ')':<44}{'£5,000/' + EIDX:>16}{D.lhr1:>10}{r.randint(-120, 10) * 1000:>+12,}",
             f"{'ORD ' + IDX + ' Nov-Mar seasonal strip':<44}{'+20':>16}{_c(int(D.ord0 * 4.3)):>10}{r.randint(-40, 60) * 1000:>+12,}",
             f"{'DFW ' + D.OFFIDX + ' ' + D.STRIP + ' collar (Lakeshore)':<44}{'$10k/' + D.OFFIDX:>16}{'-':>10}{0:>+12,}",
             f"{'Abilene 100m wind swap (Mesa Wind)':<44}{'$80k/0.1ms':>16}{'5.9':>10}{r.randint(-60, 20) * 1000:>+12,}",
             f"{'Henry Hub NG ' + M1 + ' (hedge)':<44}{'-' + str(r.choice([60, 80, 100])):>16}{D.ng:>10.3f}{r.randint(-25, 25) * 1000:>+12,}",
             f"{'PJM West RT Pk ' + M1 + ' (hedge)':<44}{'+15':>16}{D.pjm - 1:>10.2f}{r.randint(-15, 15) * 1000:>+12,}",
             "```",
             f"watch: ATL {IDX} {M1}, AMS {EIDX} {M1} · ddvar95 total ${r.randint(1100, 1700)}k / $2,500k"]
    D.post(t, "pnl", "\n".join(lines), kind="noise")


_CHAT = {
    "boone": [
        ("lake michigan's smokin this mornin", 13, 16),
        "who left the big screen on the ECMWF control, that run's garbage",
        "y'all quit refreshin the GFS, it ain't gonna change the past",
        "coffee machine on 14 is broke again",
        "heard Cirrus got a new guy on the AMS book",
        "that 18z is gonna be cold. or it ain't",
        "somebody tell the pricer to stop spammin",
        "put the feeder cattle on the side screen, wanna see what they think of this weather",
        "anybody got the O'Hare climate sheet from yesterday",
        "meetin with risk at 3, hold my calls",
        "fifteen years I been tradin weather and the GFS still can't find Lake Michigan",
        "my granddaddy'd have called this a blue norther and gone back to bed",
        "who's got the Cubs tickets for the client thing, marco?",
        "if one more vendor pitches me an AI forecast I'm gonna lose it. no offense nimbus",
        "screens are slow again, somebody call IT",
        ("y'all see the O'Hare low last night? brutal", 13, 17),
        "tell risk the report's got Dallas in the wrong timezone again",
        ("somebody order food for the 12z, it's gonna be a long one", 13, 15),
        "danny you fixed that sheet yet or do I gotta learn excel",
        "Cirrus guy called me 'partner' on the phone. he's from Connecticut",
        "I miss the pit. you could smell a cold front in there",
        "whoever keeps settin the thermostat to 64 in here, we trade HDDs we don't need to make em",
    ],
    "danny": [
        ("GEFS 12z loading, ECMWF ENS at 18:40Z", 15, 17),
        "ORD MTD sheet updated in the drive",
        "nimbus's table has ATL twice in the header lol, filed a ticket",
        "CME settlement file landed",
        "is the LGA station the Marine Air Terminal side or the main field? asking for the sheet",
        "did anyone else get logged out of the ICE screen",
        ("walked in from Ogilvie and regretted everything", 13, 15),
        "pricer's vol surface for ORD options looks stale, pinging quant",
        "is the ECMWF weekly out on mondays and thursdays still?",
        "updated the station-normals csv to the 1991-2020 set",
        "CME daily settles for the weather futures still land after 6pm CT right? need them for the sheet",
        "LGA climate report for yesterday hasn't posted yet, NWS site is slow",
        "why does the ICE screen show PJM West RT and DA on the same row now",
        "fixed the ORD normals lookup, February was still on the 1981-2010 set",
        ("GEFS 18z lands at 22:30Z, I'll be gone by then", 18, 23),
        "the plume chart for ORD looks like spaghetti after day 9",
        "nimbus, can you add a 1-sigma column to the degree-day table? would help the sheet",
        "heading to the CME weather user group thing next month, anyone want notes",
        "coffee run, back in 10",
        ("the Metra was 25 min late because of frozen switches lol", 13, 16),
        "ECMWF open data portal is slow again, nimbus's ingest might lag",
        "can someone explain why the CME calendar shows the weather contracts on a different holiday schedule",
        "the O'Hare ASOS page has been down for an hour, using the CLI instead",
        "pulled the 1991-2020 daily normals for KATL, they were missing Feb 29",
        "did we ever get the new monitor arms or am I stacking books forever",
    ],
    "harriet": [
        ("Met Office deterministic 12z is a touch milder than ECMWF for Heathrow", 14, 17),
        ("Schiphol obs came in at -3.1 min overnight", 7, 11),
        ("Cirrus says London is thin today, everyone waiting on the 12z", 9, 15),
        "GloSea seasonal update due Thursday",
        "train strike tomorrow, working from home",
        "Helvetic Re asked for our view on next month, told them to read the weather",
        "anyone know if ICE Endex changed the Schiphol station rule?",
        "reminder: UK bank holiday calendar differs for the swap settlement dates",
        ("Heathrow min came in at -4.2, coldest of the winter so far", 7, 11),
        "Cirrus asking about LHR Mar interest, told them I'd come back after the 12z",
        "the UKMO 10-day text forecast is hedging hard as usual",
        "Met Office revised the Heathrow provisional mean for Sunday, +0.3C",
        ("grabbing a coffee before the US wakes up", 8, 12),
        "Amsterdam colleagues say the canals are freezing, first time since 2021",
        "GloSea has next month colder than this one for the UK, for what it's worth",
        "Met Office app says snow flurries for Hounslow, app is optimistic",
        "Schiphol KNMI daily mean for yesterday was revised, -0.2C",
        "anyone seen the ECMWF seminar slides on the new cloud scheme? worth a read",
    ],
    "marco": [
        "Lakeshore risk committee meets Thursday",
        "Mesa asked for the monthly MTM pack, sending by EOD",
        ("client call at 11 CST, will be quiet for a bit", 14, 17),
        "ISDA schedule for Mesa still with legal",
        "Lakeshore's treasurer loves the word 'basis', bracing myself",
        "Mesa's CFO wants a call about the wind swap MTM, they're nervous about the calm spell",
        "Lakeshore confirmed they received the draft confirmation template",
        "working on the Mesa quarterly review deck, anyone have the wind index chart",
        "reminder: client holiday party invites due Friday",
        "Lakeshore's board meets next month, they want the hedge summary before then",
        "Mesa wants to know if we do solar irradiance swaps. told them I'd ask around",
        "compliance wants the Q1 client call logs by the 20th",
    ],
    "nimbus": [
        "ECMWF ENS ingest complete (51 members, 0.25°). Tables updated on the drive.",
        "GEFS 06z: no material change vs 00z for ORD/LGA (±3 degree-days over 15d).",
        "AIFS 06z ingested; station interpolation check passed for ORD LGA DFW ATL LHR AMS.",
        "MOGREPS-G 06z ingested.",
    ],
}
_WINTER_WORDS = ("cold", "winter", "-4.2", "-3.1", "freez", "frozen", "norther", "snow", "smokin", "thermostat")
_ACKS = ["ok", "thx", "ty", "👍", "🙏", "lol", "k", "👀", "+1", "ack", "😂", "np"]
_HOURS = {"boone": (13, 23), "danny": (13, 23), "harriet": (7, 17), "marco": (13, 23), "nimbus": (0, 24)}
_CURVE = [0.1, 0.1, 0.08, 0.08, 0.1, 0.15, 0.35, 0.8, 1.0, 1.0, 1.0, 0.9, 1.1,
          1.9, 2.0, 2.0, 1.9, 1.7, 1.4, 1.2, 1.0, 0.7, 0.4, 0.2]


def _pick_time(D, lo, hi):
    r = D.rng
    hours = list(range(lo, hi))
    w = [_CURVE[h] for h in hours]
    h = r.choices(hours, weights=w)[0]
    return h * 3600 + r.uniform(0, 3599)


def _filler(D: _Day):
    r = D.rng
    n_chat = r.randint(62, 72)
    pool = [(who, line) for who, lines in _CHAT.items() for line in lines]
    r.shuffle(pool)
    if not D.winter:
        pool = [(w, x) for w, x in pool if not any(k in (x if isinstance(x, str) else x[0]).lower() for k in _WINTER_WORDS)]
    for who, line in pool[:n_chat]:
        lo, hi = _HOURS[who]
        if isinstance(line, tuple):
            line, lo, hi = line
        kind = "noise" if who == "nimbus" else None
        D.post(_pick_time(D, lo, hi), who, line, kind=kind)
    # one cowboy emoji that is NOT an approval: answers a joke
    t = _pick_time(D, 14, 22)
    joke = D.post(t, "danny", "the ORD station thermometer is the only thing in Chicago colder than Boone's replies")
    D.post(t + 35, "boone", "🤠", ref=joke, kind="near")
    n_ack = r.randint(6, 10)
    for _ in range(n_ack):
        who = r.choice(["boone", "danny", "harriet", "marco"])
        lo, hi = _HOURS[who]
        D.post(_pick_time(D, lo, hi), who, r.choice(_ACKS), kind="noise")
    for _ in range(r.randint(3, 5)):
        c, lvl = r.choice([("ORD", D.ord0), ("LGA", D.lga0), ("DFW", D.dfw0)])
        mon, yy = D.M0, D.YY0
        d = r.randint(2, 9)
        D.post(_pick_time(D, 7, 22), "alerts", f"px-alerts: {c} {D.IDX} {mon}{yy} last {_c(lvl + d)} (+{d}) crossed {_c(lvl + d - 1)} ▲", kind="noise")
    for _ in range(r.randint(2, 3)):
        D.post(_pick_time(D, 8, 21), "ci", f"ci: wx-dashboards #{r.randint(700, 999)} {r.choice(['passed', 'passed', 'flaky: retried 1 test'])} ({r.randint(1, 4)}m{r.randint(10, 59)}s)", kind="noise")
    for _ in range(r.randint(1, 2)):
        D.post(_pick_time(D, 6, 23), "gw", f"gateway: session RESUMED seq={r.randint(80000, 99999)} replayed={r.randint(0, 12)} events", kind="noise")


# --------------------------------------------------------------------------- public API

_OPTIONAL = {"A": 1, "B": 1, "C": 1, "D": 1, "E": 2, "F": 1, "G": 1, "I": 2, "J": 1, "L": 1}


def _choose_bundles(seed, ch_idx, day_idx):
    r = random.Random(f"{DESK}|bundles|{seed}|{ch_idx}|{day_idx}")
    keys = sorted(_OPTIONAL)
    r.shuffle(keys)
    budget = r.randint(1, 7)
    chosen, used = set(), 0
    for k in keys:
        if used + _OPTIONAL[k] <= budget:
            chosen.add(k)
            used += _OPTIONAL[k]
    return chosen


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    out = _Out()
    for ch in range(max(1, int(channels))):
        for di in range(max(1, int(days))):
            day_start = end - timedelta(days=int(days) - di)
            D = _Day(out, seed, ch, di, day_start, record_idioms=(ch == 0 and di == 0))
            _setup(D)
            _build_day(D, _choose_bundles(seed, ch, di))
    out.events.sort(key=lambda x: (x[0], x[1]))
    labels = {
        "desk": DESK,
        "hard_events": out.hard,
        "superseded_facts": out.superseded,
        "removed_texts": out.removed,
        "noise_message_ids": out.noise,
        "near_miss_ids": out.near,
        "idioms": out.idioms,
    }
    return {"events": [e for _, _, e in out.events], "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="capture JSONL path")
    ap.add_argument("--labels", required=True, help="labels JSON path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (UTC if no offset)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n_msg = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n_msg} messages, {len(res['labels']['hard_events'])} hard events -> {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
