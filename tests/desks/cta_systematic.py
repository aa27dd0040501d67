"""Desk generator: cta_systematic.

A systematic trend-following / carry futures program (bond, equity-index, FX,
energy, metals and ags futures) with a daily rebalance and monthly rolls.
Produces a busy Discord channel-day (or week) as a capture file plus ground
truth labels.  Standard library only; output is a pure function of the args.

    python -m tests.desks.cta_systematic --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "cta_systematic"
UTC = timezone.utc
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 4, 15, tzinfo=UTC)  # last day = Tue 2026-04-14
REF_DAY = datetime(2026, 4, 8, tzinfo=UTC)

GUILD_ID = "1351987406358052874"
CHANNEL_IDS = [
    "1351990147226435634",
    "1351991584933380157",
    "1351993012861263932",
    "1351994876150474803",
]
PROFILES = [
    {"book": "TF1", "acct": "CTA-TF1", "name": "cta-trend-core"},
    {"book": "TF2", "acct": "CTA-TF2", "name": "cta-trend-fast"},
    {"book": "CX3", "acct": "CTA-CX3", "name": "cta-carry-overlay"},
    {"book": "TF4", "acct": "CTA-TF4", "name": "cta-trend-apac"},
]
OTHER_ACCTS = [
    ("GMAC-07", "global macro"),
    ("RV-RATES-2", "rates RV"),
    ("EQVOL-1", "equity vol"),
    ("CMDTY-DISC", "commodities discretionary"),
]


# --------------------------------------------------------------------------
# deterministic helpers
# --------------------------------------------------------------------------

def _h(*parts) -> int:
    return int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode()).digest()[:8], "big")


def _rng(*parts) -> random.Random:
    return random.Random(_h(*parts))


def _snow(unix_ms: int, worker: int, seq: int) -> str:
    return str(((unix_ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def _author_id(key: str) -> str:
    h = _h("cta_systematic-author", key)
    ms = 1546300800000 + h % (1700000000000 - 1546300800000)
    return _snow(ms, (h >> 40) & 31, (h >> 20) & 0xFFF)


def _channel_id(i: int) -> str:
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    h = _h("cta_systematic-channel", i)
    ms = 1742100000000 + i * 86_400_000 + h % 3_600_000
    return _snow(ms, (h >> 30) & 31, (h >> 10) & 0xFFF)


def _profile(i: int) -> dict:
    if i < len(PROFILES):
        return PROFILES[i]
    return {"book": f"TF{i + 1}", "acct": f"CTA-TF{i + 1}", "name": f"cta-sleeve-{i + 1}"}


PEOPLE = {
    "sig": ("trendsig", True),
    "exec": ("exec-algo", True),
    "fcm": ("marex-bridge", True),
    "roll": ("rollcal", True),
    "risk": ("riskd", True),
    "res": ("research-agent", True),
    "feed": ("mdfeed", True),
    "cron": ("cron", True),
    "ci": ("deploybot", True),
    "news": ("newswire", True),
    "alert": ("px-alerts", True),
    "pm": ("mkrause", False),
    "cio": ("d.vance", False),
    "quant": ("tpham", False),
    "ops": ("lena.ops", False),
}
AUTHOR_IDS = {k: _author_id(k) for k in PEOPLE}
WORKER = {k: _h("worker", k) % 32 for k in PEOPLE}
HUMANS = ("pm", "cio", "quant", "ops")


# --------------------------------------------------------------------------
# market universe
# --------------------------------------------------------------------------

MCODE = "FGHJKMNQUVXZ"
MK: dict = {}


def _m(code, name, sector, base, tick, dec, cycle, exch, vol, lo, hi):
    MK[code] = dict(name=name, sector=sector, base=base, tick=tick, dec=dec,
                    cycle=cycle, exch=exch, vol=vol, lo=lo, hi=hi)


_m("ZN", "10y note", "rates", 110.55, 1 / 64, "32", "HMUZ", "CBOT", 0.003, 80, 400)
_m("ZB", "us bond", "rates", 114.80, 1 / 32, "32", "HMUZ", "CBOT", 0.006, 20, 120)
_m("FGBL", "bund", "rates", 128.42, 0.01, 2, "HMUZ", "EUREX", 0.003, 40, 220)
_m("FGBM", "bobl", "rates", 117.36, 0.01, 2, "HMUZ", "EUREX", 0.002, 60, 300)
_m("FLG", "long gilt", "rates", 91.62, 0.01, 2, "HMUZ", "ICE", 0.004, 30, 160)
_m("JB", "jgb 10y", "rates", 136.20, 0.01, 2, "HMUZ", "OSE", 0.002, 4, 30)
_m("XM", "acgb 10y", "rates", 95.615, 0.005, 3, "HMUZ", "ASX", 0.0006, 60, 300)
_m("ES", "s&p 500", "equity", 6842.25, 0.25, 2, "HMUZ", "CME", 0.009, 10, 60)
_m("NQ", "nasdaq 100", "equity", 24860.0, 0.25, 2, "HMUZ", "CME", 0.012, 5, 30)
_m("FESX", "euro stoxx 50", "equity", 5612, 1, 0, "HMUZ", "EUREX", 0.009, 60, 220)
_m("FDAX", "dax", "equity", 24150, 1, 0, "HMUZ", "EUREX", 0.009, 4, 20)
_m("NK", "nikkei 225", "equity", 48250, 5, 0, "HMUZ", "OSE", 0.011, 6, 30)
_m("6E", "euro fx", "fx", 1.16450, 0.00005, 5, "HMUZ", "CME", 0.004, 20, 150)
_m("6J", "yen", "fx", 0.0067100, 0.0000005, 7, "HMUZ", "CME", 0.005, 20, 120)
_m("6B", "sterling", "fx", 1.34200, 0.0001, 4, "HMUZ", "CME", 0.004, 20, 100)
_m("6A", "aussie", "fx", 0.65850, 0.00005, 5, "HMUZ", "CME", 0.005, 20, 150)
_m("6C", "cad", "fx", 0.72350, 0.00005, 5, "HMUZ", "CME", 0.003, 20, 120)
_m("6S", "swiss franc", "fx", 1.26100, 0.0001, 4, "HMUZ", "CME", 0.004, 20, 90)
_m("CL", "wti", "energy", 67.42, 0.01, 2, "M", "NYMEX", 0.018, 20, 70)
_m("BRN", "brent", "energy", 71.10, 0.01, 2, "M2", "ICE", 0.017, 20, 70)
_m("NG", "nat gas", "energy", 3.412, 0.001, 3, "M", "NYMEX", 0.03, 10, 50)
_m("HO", "heating oil", "energy", 2.3514, 0.0001, 4, "M", "NYMEX", 0.018, 5, 30)
_m("GC", "gold", "metals", 4180.4, 0.1, 1, "GJMQVZ", "COMEX", 0.01, 8, 40)
_m("SI", "silver", "metals", 48.205, 0.005, 3, "HKNUZ", "COMEX", 0.018, 5, 25)
_m("HG", "copper", "metals", 5.1240, 0.0005, 4, "HKNUZ", "COMEX", 0.013, 10, 60)
_m("ZC", "corn", "ags", 446.25, 0.25, 2, "HKNUZ", "CBOT", 0.012, 30, 200)
_m("ZS", "soybeans", "ags", 1052.5, 0.25, 2, "FHKNQUX", "CBOT", 0.01, 20, 100)
_m("ZW", "wheat", "ags", 548.75, 0.25, 2, "HKNUZ", "CBOT", 0.015, 20, 120)
_m("KC", "coffee", "ags", 342.15, 0.05, 2, "HKNUZ", "ICE", 0.02, 10, 40)
_m("SB", "sugar", "ags", 16.82, 0.01, 2, "HKNV", "ICE", 0.017, 20, 90)
_m("CC", "cocoa", "ags", 7420, 1, 0, "HKNUZ", "ICE", 0.025, 5, 30)

WATCH_POOL = ["CC", "KC", "SB", "SI", "6S"]
MODEL = [c for c in MK if c not in WATCH_POOL]
SECTORS = {
    "RATES": [c for c in MODEL if MK[c]["sector"] == "rates"],
    "EQUITY": [c for c in MODEL if MK[c]["sector"] == "equity"],
    "FX": [c for c in MODEL if MK[c]["sector"] == "fx"],
    "COMMODITIES": [c for c in MODEL if MK[c]["sector"] in ("energy", "metals", "ags")],
}


def _q32(p: float) -> str:
    whole = int(math.floor(p))
    h = round((p - whole) * 64) / 2.0
    if h >= 32:
        whole, h = whole + 1, h - 32
    s = f"{whole}-{int(h):02d}"
    return s + "+" if h != int(h) else s


def P(code: str, p: float, human: bool = False) -> str:
    m = MK[code]
    if m["dec"] == "32":
        return _q32(p)
    t, d = m["tick"], m["dec"]
    v = round(round(p / t) * t, d)
    return f"{v:,.{d}f}" if human else f"{v:.{d}f}"


def AVG(code: str, p: float) -> str:
    """Average fill price: decimal with one more digit than the tick."""
    m = MK[code]
    if m["dec"] == "32":
        return f"{p:.5f}"
    return f"{p:.{m['dec'] + 1}f}" if m["dec"] < 7 else f"{p:.8f}"


def _month_code(code: str, k: int, year: int) -> str:
    yy = year + (k - 1) // 12
    mm = (k - 1) % 12 + 1
    return f"{code}{MCODE[mm - 1]}{yy % 10}"


def K(code: str, d) -> str:
    """Front (traded) contract for a market on date d."""
    cyc = MK[code]["cycle"]
    mo = d.month
    if cyc == "M":
        k = mo + (1 if d.day < 12 else 2)
    elif cyc == "M2":
        k = mo + (2 if d.day < 12 else 3)
    elif cyc == "HMUZ":
        k = next(x for x in range(mo, mo + 13)
                 if ((x - 1) % 12 + 1) in (3, 6, 9, 12) and not (x == mo and d.day >= 8))
    else:
        months = [MCODE.index(c) + 1 for c in cyc]
        k = next(x for x in range(mo + 1, mo + 13) if ((x - 1) % 12 + 1) in months)
    return _month_code(code, k, d.year)


def K_after(code: str, d) -> str:
    """Contract after the front one (for roll calendars)."""
    cyc = MK[code]["cycle"]
    front = K(code, d)
    fm = MCODE.index(front[len(code)]) + 1
    fy = 2020 + int(front[-1])
    if fy < d.year - 2:
        fy += 10
    base_k = (fy - d.year) * 12 + fm
    months = list(range(1, 13)) if cyc in ("M", "M2") else [MCODE.index(c) + 1 for c in cyc]
    k = next(x for x in range(base_k + 1, base_k + 13) if ((x - 1) % 12 + 1) in months)
    return _month_code(code, k, d.year)


def day_prices(seed: int, day0: datetime) -> dict:
    n = (day0 - REF_DAY).days
    out = {}
    for code, m in MK.items():
        r = _rng(seed, "walk", code)
        x = 0.0
        for _ in range(abs(n) % 400):
            x += r.gauss(0, m["vol"])
        x = max(-0.22, min(0.22, x))
        out[code] = m["base"] * math.exp(x)
    return out


# --------------------------------------------------------------------------
# message builder
# --------------------------------------------------------------------------

def HE(event_type, facts, phrasing):
    return {"event_type": event_type, "facts": list(facts), "phrasing": phrasing}


class Day:
    def __init__(self, rng: random.Random, day0: datetime):
        self.rng = rng
        self.day0 = day0
        self.msgs: list = []
        self.bulk: list = []

    def post(self, sec, who, content="", *, embeds=None, reply=None, thread=None,
             kind="neutral", hard=None, idiom=None, attach=None, snippet=None):
        m = {
            "sec": float(max(1.0, min(86399.0, sec))), "who": who, "content": content,
            "embeds": embeds, "reply": reply, "thread": thread,
            "kind": "hard" if hard else kind, "hard": hard or [], "idiom": idiom,
            "attach": attach, "edits": [], "delete": None, "forget": None,
            "pins": [], "reacts": [], "snippet": snippet, "superseded": [],
        }
        self.msgs.append(m)
        return m

    def edit(self, m, delay, content, superseded=()):
        m["edits"].append((float(delay), content))
        m["superseded"].extend(superseded)

    def text(self, m) -> str:
        return m["edits"][-1][1] if m["edits"] else m["content"]

    def bg_time(self, lo_h=0.0, hi_h=24.0, human=False) -> float:
        w = HUMAN_CURVE if human else CURVE
        hours = [h for h in range(24) if lo_h <= h < hi_h and w[h] > 0]
        h = self.rng.choices(hours, weights=[w[x] for x in hours])[0]
        return h * 3600 + self.rng.uniform(0, 3599)


CURVE = [0.45, 0.4, 0.35, 0.35, 0.4, 0.7, 1.6, 2.0, 1.8, 1.5, 1.2, 1.1,
         1.5, 2.0, 2.1, 1.8, 1.4, 1.0, 0.8, 0.8, 0.9, 1.0, 0.7, 0.5]
HUMAN_CURVE = [0, 0, 0, 0, 0, 0, 0.4, 1.6, 1.8, 1.5, 1.2, 1.0,
               1.4, 1.9, 2.0, 1.7, 1.3, 0.8, 0.5, 0.35, 0.3, 0.2, 0.1, 0]


def at(h, m=0, s=0) -> float:
    return h * 3600 + m * 60 + s


def sgn(x):
    return "+" if x > 0 else ("-" if x < 0 else "")


def money(k: float) -> str:
    return f"{'+' if k >= 0 else '-'}${abs(k):,.0f}k"


def block(s: str, lang: str = "") -> str:
    return f"```{lang}\n{s}\n```"


# --------------------------------------------------------------------------
# news templates: (headline, facts) with {px} placeholders
# --------------------------------------------------------------------------

NEWS = {
    "CL": [("WTI jumps {pct}% to ${p} after EIA shows {inv}M bbl crude draw vs -1.1M expected", ["WTI", "{inv}M bbl"]),
           ("OPEC+ delegates: group leaning toward pausing June output hike; WTI +{pct}%", ["OPEC+", "WTI"])],
    "BRN": [("Brent climbs {pct}% to ${p} as Houthi attack disrupts Red Sea tanker traffic", ["Brent", "Red Sea"]),
            ("OPEC+ delegates: group leaning toward pausing June output hike; Brent +{pct}%", ["OPEC+", "Brent"])],
    "NG": [("US natgas slides {pct}% as Freeport LNG trips a train, feedgas down 0.7 bcf/d", ["US natgas", "Freeport LNG"]),
           ("Henry Hub futures drop {pct}% on milder 6-10 day forecasts, storage build 62 bcf", ["Henry Hub", "62 bcf"])],
    "HO": [("Diesel cracks widen, NY Harbor ULSD (heating oil) +{pct}% on refinery outage", ["heating oil", "refinery outage"])],
    "GC": [("Gold hits record ${p}/oz as PBoC extends buying streak to 18th month", ["Gold", "record"]),
           ("Gold falls {pct}% as real yields jump after Fed's Logan pushes back on cuts", ["Gold", "real yields"])],
    "HG": [("Copper rallies {pct}% after Codelco cuts 2026 output guidance by 60kt", ["Copper", "Codelco"])],
    "ZC": [("USDA WASDE trims US corn ending stocks to 1.62bn bu, below trade estimate", ["corn ending stocks", "1.62bn bu"])],
    "ZS": [("China books 660kt US soybeans in flash sales, beans +{pct}%", ["soybeans", "660kt"])],
    "ZW": [("Russia cuts wheat export quota for Q2; CBOT wheat +{pct}%", ["wheat export quota", "Russia"])],
    "ZN": [("Treasuries sell off, 10-year yield +8bp after Treasury lifts refunding sizes", ["10-year yield", "refunding"])],
    "ZB": [("30-year Treasury auction tails 2.1bp, long bond futures slide", ["30-year Treasury auction", "tails 2.1bp"])],
    "FGBL": [("Bund yields rise 6bp as ECB's Schnabel says rate cuts 'are over'", ["Bund", "Schnabel"])],
    "FGBM": [("German 5y Bobl auction covered 1.4x, weakest since 2023", ["Bobl auction", "1.4x"])],
    "FLG": [("Gilts slump as UK borrowing overshoots OBR forecast by £7bn", ["Gilts", "£7bn"])],
    "JB": [("BoJ signals faster JGB purchase taper from July; 10y JGB yield hits 1.9%", ["JGB", "taper"])],
    "XM": [("RBA holds at 3.60% but drops easing bias; ACGB 10y yield +7bp", ["ACGB", "RBA"])],
    "ES": [("S&P 500 futures slide {pct}% as Apple warns on China demand", ["S&P 500 futures", "Apple"])],
    "NQ": [("Nasdaq 100 futures drop {pct}% after chip export curbs widened", ["Nasdaq 100", "export curbs"])],
    "FESX": [("Euro Stoxx 50 falls {pct}% as EU tariffs retaliation list published", ["Euro Stoxx 50", "tariffs"])],
    "FDAX": [("DAX slips {pct}% as German factory orders fall 2.3% m/m", ["DAX", "factory orders"])],
    "NK": [("Nikkei tumbles {pct}% as yen spikes on MoF intervention warning", ["Nikkei", "intervention"])],
    "6E": [("Euro jumps to 1.18 as ECB minutes show hawkish tilt", ["Euro", "ECB minutes"])],
    "6J": [("Yen jumps {pct}% after Japan MoF confirms rate check, USD/JPY below 146", ["Yen", "rate check"])],
    "6B": [("Sterling drops {pct}% as UK CPI undershoots at 2.6% y/y", ["Sterling", "UK CPI"])],
    "6A": [("Aussie dollar rallies after China stimulus package, AUD/USD +{pct}%", ["Aussie dollar", "China stimulus"])],
    "6C": [("Loonie weakens as BoC cuts 25bp to 2.25%", ["Loonie", "BoC"])],
    "CC": [("Cocoa surges {pct}% as Ivory Coast mid-crop arrivals lag 18% y/y", ["Cocoa", "Ivory Coast"])],
    "KC": [("Arabica coffee jumps {pct}% on frost risk in Minas Gerais", ["Arabica coffee", "frost"])],
    "SB": [("Raw sugar falls {pct}% as UNICA shows cane crush ahead of forecasts", ["Raw sugar", "UNICA"])],
    "SI": [("Silver tops $50 as solar-panel demand estimates revised up", ["Silver", "$50"])],
    "6S": [("Swiss franc firms after SNB signals no return to negative rates", ["Swiss franc", "SNB"])],
}
UNRELATED_NEWS = [
    "Lumber futures limit-up as US widens softwood duties to 27%",
    "Iron ore in Singapore drops 3% as China steel output curbs deepen",
    "Bitcoin tops $118,000 as spot ETF inflows hit record week",
    "Nvidia beats, guides Q2 revenue above consensus; shares +6% after hours",
    "Live cattle futures hit record on tight US herd",
    "Palm oil extends slide on Indonesian export levy cut",
    "Tesla recalls 240k vehicles over seat-belt sensor",
    "Orange juice futures tumble 9% as Brazil crop outlook improves",
]
GENERIC_COLOUR = [
    "US CPI m/m +0.3% vs +0.3% exp, core +0.2% vs +0.3% exp",
    "US retail sales +0.6% m/m vs +0.4% exp; control group +0.5%",
    "Eurozone flash PMI composite 51.2 vs 50.8 exp",
    "Global equities mixed, dollar index flat, VIX 15.8",
    "China Q1 GDP 5.2% y/y vs 5.1% exp",
]


# --------------------------------------------------------------------------
# channel book (persistent across days of one channel)
# --------------------------------------------------------------------------

def _book(seed: int, ci: int) -> dict:
    r = _rng(seed, "book", ci)
    held = {}
    for c in MODEL:
        m = MK[c]
        if r.random() < 0.72:
            held[c] = r.choice((-1, 1)) * r.randint(m["lo"], m["hi"])
    forced = {"ES": 1, "FESX": 1, "GC": 1, "NG": 1, "6J": -1, "ZS": 1}
    for c, s in forced.items():
        held[c] = s * r.randint(MK[c]["lo"] + 4, MK[c]["hi"])
    roll = r.choice(["CL", "BRN"])
    held.setdefault(roll, r.choice((-1, 1)) * r.randint(30, 70))
    if abs(held[roll]) < 30:
        held[roll] = (1 if held[roll] > 0 else -1) * 36
    if "HG" not in held:
        held["HG"] = r.choice((-1, 1)) * r.randint(12, 50)
    for c in ("FGBL", "ZN", "6A"):
        held.setdefault(c, r.choice((-1, 1)) * r.randint(MK[c]["lo"], MK[c]["hi"]))
    watch = sorted(r.sample(WATCH_POOL, 3), key=WATCH_POOL.index)
    return {"held": held, "watch": watch, "roll": roll}


WATCH_DESC = {"CC": "ICE cocoa", "KC": "ICE arabica coffee", "SB": "ICE raw sugar no.11",
              "SI": "COMEX silver", "6S": "CME Swiss franc"}


# --------------------------------------------------------------------------
# one channel-day
# --------------------------------------------------------------------------

class Oid:
    def __init__(self, rng):
        self.n = 40000 + rng.randint(0, 9000)
        self.rng = rng

    def __call__(self):
        self.n += self.rng.randint(3, 37)
        return f"P-{self.n}"


NEWS_MOVE = {"rates": (0.2, 0.6), "equity": (0.6, 1.9), "fx": (0.4, 1.4), "energy": (1.5, 4.5),
             "metals": (1.0, 3.0), "ags": (1.2, 4.0)}


def hm(t: float) -> str:
    return f"{int(t // 3600) % 24:02d}:{int(t % 3600 // 60):02d}"


def _day(seed: int, ci: int, prof: dict, day0: datetime, didx: int, book: dict) -> Day:
    rng = _rng(seed, "day", ci, day0.date().isoformat())
    d = day0.date()
    px = day_prices(seed, day0)
    B = Day(rng, day0)
    held, watch, roll_mkt = book["held"], book["watch"], book["roll"]
    bk, acct = prof["book"], prof["acct"]
    ds = d.isoformat()
    C = lambda c: K(c, d)  # noqa: E731
    oid = Oid(rng)
    R = rng
    prev = (d - timedelta(days=1)).isoformat()

    def pxm(code, drift=0.0):
        return px[code] * (1 + drift + R.gauss(0, MK[code]["vol"] * 0.15))

    # ---- optional hard events, budgeted to keep 25-45 hard per channel-day
    opt = {
        "sigchg2": R.random() < 0.55, "cxl": R.random() < 0.6,
        "partial": R.random() < 0.65, "gc_stop": R.random() < 0.65, "tp": R.random() < 0.55,
        "held3": R.random() < 0.45, "gold_thesis": R.random() < 0.5, "thread_thesis": R.random() < 0.45,
    }
    base_hard = 38
    on = [k for k, v in opt.items() if v]
    R.shuffle(on)
    while base_hard + sum(2 if k == "sigchg2" else 1 for k, v in opt.items() if v) > 44 and on:
        opt[on.pop()] = False

    # ---- picks
    rates_held = [c for c in SECTORS["RATES"] if c in held and c not in ("JB", "XM")]
    rates_mkt = R.choice(rates_held)
    fx_held = [c for c in SECTORS["FX"] if c in held and c != "6J"]
    stop_mkt = next(c for c in R.sample(["HG", "ZW", "ZC", "HO", "BRN", "CL"], 6)
                    if c in held and c != roll_mkt)
    comm_held = [c for c in ("HG", "ZC", "ZW", "HO", "BRN", "CL")
                 if c in held and c not in (stop_mkt, roll_mkt)]
    changed_sector = R.choice(["FX", "COMMODITIES"]) if fx_held and comm_held else ("FX" if fx_held else "COMMODITIES")
    xmkt = R.choice(fx_held) if changed_sector == "FX" else R.choice(comm_held)
    s2_cands = [c for c in ("JB", "XM", "FLG", "6C", "6B", "FGBM") if c in held and c not in (rates_mkt, xmkt)]
    if not s2_cands:
        opt["sigchg2"] = False
    s2_mkt = R.choice(s2_cands) if s2_cands else None
    vol_scalar = R.uniform(0.9, 0.98)
    new_scalar = vol_scalar * 10 / 12
    m2e = R.uniform(15.6, 17.4)

    # ------------------------------------------------------------------
    # overnight: book snapshot, cron, feed errors, research notes
    # ------------------------------------------------------------------
    rows = []
    for c in MODEL:
        if c not in held:
            continue
        q = held[c]
        pnl = R.gauss(0, 18) * (abs(q) / max(1, MK[c]["hi"])) * 3
        notl = abs(q) * R.uniform(0.08, 1.6)
        rows.append(f"{c:<5}{C(c):<8}{q:>6} {P(c, pxm(c)):>11} {notl:>7.1f}m {R.uniform(2, 38):>5.1f}bp {pnl:>+8.1f}k")
    snap_hdr = f"{'mkt':<5}{'contract':<8}{'qty':>6} {'settle':>11} {'notl':>8} {'risk':>7} {'pnl_1d':>9}"
    half = (len(rows) + 1) // 2
    B.post(at(0, 6, R.uniform(0, 40)), "risk",
           f"EOD book {bk} as of {prev} 21:00Z (1/2)\n" + block(snap_hdr + "\n" + "\n".join(rows[:half])), kind="noise")
    B.post(at(0, 6, R.uniform(45, 58)), "risk",
           f"EOD book {bk} as of {prev} 21:00Z (2/2)\n" + block(snap_hdr + "\n" + "\n".join(rows[half:]))
           + f"\ngross {R.uniform(290, 330):.0f}% · net beta {R.uniform(0.1, 0.3):.2f} · m2e {R.uniform(11.2, 12.6):.1f}% · "
             f"{len(rows)} lines · risk in bp of NAV (ex-ante, 1d)", kind="noise")

    if didx == 0:
        wl = ", ".join(f"{w} ({WATCH_DESC[w]})" for w in watch)
        wm = B.post(at(0, 12, R.uniform(0, 50)), "res",
                    f"📋 Watchlist for {bk} (not in the model, carry-v2 research only): {wl}. "
                    "Headlines on these get flagged to PM; no positions.", kind="neutral")
        wm["pins"].append((R.uniform(25000, 26000), "pm"))
        wm["reacts"].append((R.uniform(25000, 26000), "📌", "pm"))

    exch_rows = "\n".join(f"{x:<6} {n:>3} series  {'late' if x in ('OSE', 'ASX') else 'ok  '}  {R.uniform(0.4, 4.0):.1f}s"
                          for x, n in (("CME", 9), ("CBOT", 6), ("NYMEX", 3), ("COMEX", 3), ("EUREX", 4), ("ICE", 7),
                                       ("OSE", 2), ("ASX", 1)))
    B.post(at(0, 31, R.uniform(0, 50)), "cron",
           f"[cron] 00:30Z settle_import {prev}: {len(MK)}/{len(MK)} loaded, 2 late (OSE, ASX) — retried ok\n"
           + block(exch_rows), kind="noise")
    B.post(at(1, 0, R.uniform(10, 50)), "cron",
           f"[cron] 01:00Z recon {bk} vs Marex {prev}: {len(rows)} position lines, 0 breaks · trades {R.randint(18, 40)}/"
           f"{R.randint(18, 40)} matched · cash diff $0.00 · fees diff ${R.uniform(0, 3):.2f} · give-ups pending 0",
           kind="noise")

    ice_file = f"ICE_EU_SETTLE_{d.strftime('%Y%m%d')}.csv"
    B.post(at(0, 41, R.uniform(0, 50)), "feed",
           "[mdfeed] ERROR settle_loader run=00:41Z vendor=ice_eod\n" + block(
               "Traceback (most recent call last):\n"
               '  File "/opt/mdfeed/loaders/settle.py", line 212, in run\n'
               "    rows = self._fetch(vendor, asof)\n"
               '  File "/opt/mdfeed/loaders/settle.py", line 148, in _fetch\n'
               "    fh = self.sftp.open(path)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/paramiko/sftp_client.py", line 372, in open\n'
               "    t, msg = self._request(CMD_OPEN, filename, imode, attrblock)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/paramiko/sftp_client.py", line 822, in _request\n'
               "    return self._read_response(num)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/paramiko/sftp_client.py", line 874, in _read_response\n'
               "    self._convert_status(msg)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/paramiko/sftp_client.py", line 903, in _convert_status\n'
               "    raise IOError(errno.ENOENT, text)\n"
               "FileNotFoundError: [Errno 2] No such file\n\n"
               "During handling of the above exception, another exception occurred:\n\n"
               "Traceback (most recent call last):\n"
               '  File "/opt/mdfeed/scheduler/jobs.py", line 57, in _run_job\n'
               "    job.run()\n"
               '  File "/opt/mdfeed/loaders/settle.py", line 219, in run\n'
               "    raise SettleFileMissing(path) from e\n"
               "mdfeed.errors.SettleFileMissing: sftp://ice-eod/outbound/" + ice_file + "\n"
               "retry 3/5 in 300s · fallback=prev_settle for BRN,FLG,Z"),
           kind="noise")

    # research note 1: backtest write-up (near-miss: backtest fills, sweep)
    e1, e2 = R.sample(["CL", "BRN", "HO", "NG"], 2)
    bt_rows = []
    for i in range(9):
        yr = R.choice([2019, 2020, 2022, 2023, 2024, 2025])
        mm = R.randint(1, 12)
        c = R.choice([e1, e2])
        side = R.choice(["SELL", "BUY "])
        q = R.randint(8, 40)
        bt_rows.append(f"{yr}-{mm:02d}-{R.randint(1, 28):02d}  {side} {q:>3} {c}{MCODE[mm % 12]}{yr % 10} @ "
                       f"{P(c, px[c] * R.uniform(0.7, 1.3))}  ({R.choice(['flip', 'add', 'trim', 'stop-out'])})")
    B.post(at(4, 18, R.uniform(0, 50)), "res",
           "**Backtest note — trend_fast lookback sweep on the energy complex (CL, BRN, HO, NG)** (1/3)\n"
           f"Window 2015-01-02 → {ds}, daily bars, back-adjusted on the live roll schedule (day 3 of window), "
           "costs 1.5 ticks + $2.10/side commission, vol-targeted at the book level (12% ann.) with the same "
           "ATR trailing-stop overlay we run live. Signals are EWMA crossovers normalised by 60d σ and capped at ±2.\n\n"
           "Sanity sample of simulated trades from the replay (backtest fills, not orders):\n"
           + block("\n".join(bt_rows))
           + "\nThe replay reproduces live 2025 positions to within 1 lot on 97.8% of days; the residual is the "
             "2025-03 data gap on HO settles. Turnover in the replay is a touch higher than live because the replay "
             "does not model the ±buffer on partial days. Method notes: signals use settlement prices and simulated "
             "execution uses the next session's VWAP, which is conservative relative to our TWAP results; margin is "
             "modelled at current exchange rates and interest on excess cash is excluded.",
           kind="near", idiom=("backtest fills listed in research write-up", "not_hard"))
    sweep = []
    for f_, s_ in [(8, 32), (12, 48), (16, 64), (24, 96), (32, 128), (48, 192), (64, 256)]:
        sh = R.uniform(0.35, 0.78)
        sweep.append(f"({f_:>2},{s_:>3})  sharpe {sh:.2f}  cagr {sh * 9.5:4.1f}%  maxdd {-R.uniform(9, 24):5.1f}%  "
                     f"turn {R.uniform(5, 22):4.1f}x  2022 {R.uniform(-4, 31):+5.1f}%  2023 {R.uniform(-12, 6):+5.1f}%")
    B.post(at(4, 19, R.uniform(0, 50)), "res",
           "(2/3) Parameter sweep, fast/slow EWMA spans, energy sleeve only, net of costs:\n" + block("\n".join(sweep))
           + "\nHit-rate is flat across the grid (38-41%); the edge is in the payoff skew as usual. The shorter pairs "
             "catch the 2022 moves earlier but give most of it back in 2023 chop. Hypothetically, had we run (8,32) "
             "through 2024 we would have sold CL in early April ~6 days earlier — a backtest observation only. "
             "The longer pairs are smoother but lag badly on the 2020 and 2022 reversals and concentrate risk in NG. Columns: Sharpe and CAGR annualised, "
             "max drawdown peak-to-trough on daily marks, turnover as traded notional over average NAV, last two columns "
             "calendar-year sleeve returns.",
           kind="near", idiom=("parameter-sweep table with hypothetical trade", "not_hard"))
    r1p3 = B.post(at(4, 20, R.uniform(0, 40)), "res",
                  "(3/3) Robustness: results hold with ±50% cost shocks and when excluding the 2020 negative-price episode "
                  "(CL series spliced from BRN for 2020-04-17..2020-04-22). Correlation of sleeve returns to the live book "
                  f"is {R.uniform(0.82, 0.93):.2f}. Sub-period Sharpe is stable for (16,64) and (24,96); (8,32) depends "
                  "heavily on 2022. Bootstrapped confidence intervals overlap for all pairs between 12 and 48 days, so the "
                  "choice inside that range is not statistically meaningful. Open question for PM whether the 2022 "
                  "improvement is worth the extra turnover; I lean no. Charts attached.",
                  attach=[{"id": _snow(int(day0.timestamp() * 1000) + 15_630_000, 3, 7), "filename": "energy_sweep.png",
                           "size": R.randint(40000, 90000),
                           "url": "https://cdn.discordapp.com/attachments/energy_sweep.png"}],
                  kind="neutral")

    B.post(at(4, R.randint(2, 12)), "ci",
           f"✅ deploy sigengine v4.12.{R.randint(2, 9)} → prod (sha {R.getrandbits(28):07x}) · canary 0 diffs on "
           f"{len(MODEL)} targets · rollout 3/3 pods", kind="noise")

    # morning note (3 parts)
    asia = R.sample([c for c in MODEL if c in held], 8)
    arows = "\n".join(f"{C(c):<8} {P(c, pxm(c)):>11} {R.uniform(-1.2, 1.2):+6.2f}%  z {R.uniform(-2.2, 2.2):+5.2f}"
                      for c in asia)
    on_pnl = R.uniform(-300, 400)
    B.post(at(5, R.randint(4, 9), R.uniform(0, 59)), "res",
           f"**Morning note · {bk} · {ds}** (1/3)\n"
           f"Overnight the book is {money(on_pnl)} vs the 21:00Z mark, mostly {R.choice(['rates', 'fx', 'energy', 'equity'])}. "
           "Asia session moves vs 20d σ:\n" + block(arows)
           + "\nSell-side CTA flow models estimate the industry would sell roughly $4-6bn of global equity futures over a "
             "week on a further 3% drop and buy ~$2bn in flat markets. That is their model of the crowd, not ours; our "
             "own equity trend scores are moderately long and nowhere near a flip. Dealer positioning in bunds is "
             "reported short again into supply. Overnight newsflow was light: Japanese data in line, Chinese credit "
             "numbers slightly soft, Australian employment due Thursday. Liquidity in Asia was normal apart from a wide "
             "JGB book around the Tokyo lunch break; nothing in the book moved more than 1.5σ.",
           kind="near", idiom=("research market colour with flow/sell words, no decision", "not_hard"))
    near_flip = R.sample([c for c in MODEL if c in held and c not in ("NG", rates_mkt, xmkt)], 5)
    frows = "\n".join(f"{C(c):<8} score {R.uniform(-0.15, 0.15):+.2f}  flip_at {P(c, px[c] * R.uniform(0.985, 1.015))}  "
                      f"dist {R.uniform(0.3, 1.6):.1f}σ" for c in near_flip)
    B.post(at(5, R.randint(10, 13), R.uniform(0, 59)), "res",
           "(2/3) Signal state into the 06:00 run. Markets within ~1.5σ of a flip threshold (fast/slow blend):\n"
           + block(frows)
           + f"\nIf {C(near_flip[0])} closes through its flip level the model would cut, and at a full flip would reverse "
             "at the following run — hypothetical, there is no intraday action by design. Realised 20d σ rose in "
             "energy and fell in rates, which mechanically shifts size from energy into rates at the next run even with "
             "unchanged signals. The markets listed are the ones most likely to generate orders at the next run, which "
             "helps execution planning but is not a forecast of direction: roughly a third of markets within 1σ of a "
             "flip level do flip within five sessions, most of the rest drift back.",
           kind="near")
    B.post(at(5, R.randint(14, 17), R.uniform(0, 59)), "res",
           f"(3/3) Calendar (UTC): US CPI 12:30, UST 10y reopening 17:00, EIA crude inventories 14:30 tomorrow, "
           f"BoJ minutes 23:50. Roll windows: {roll_mkt} day {((d.day - 8) % 5) + 1}/5 today, HG and ZC open next week, "
           "financials not until late May. Data: ICE EU settles were late (00:41 retry, fallback to prev settle for "
           "three series), KC settle failed QA and is carried forward (watchlist only). Risk going in: ex-ante vol "
           f"{R.uniform(11.2, 12.9):.1f}% vs 12% target, m2e {R.uniform(11.8, 12.6):.1f}%, gross {R.uniform(300, 325):.0f}%. "
           "I will post the attribution after the EU close.",
           kind="neutral")

    kc_err = B.post(at(5, 41, R.uniform(0, 40)), "feed",
                    "[mdfeed] ERROR data_qa: KC settle parse failed, carrying forward\n" + block(
                        "Traceback (most recent call last):\n"
                        '  File "/opt/mdfeed/qa/checks.py", line 88, in check_settles\n'
                        '    v = float(row["settle"])\n'
                        "ValueError: could not convert string to float: 'N/A'\n\n"
                        "The above exception was the direct cause of the following exception:\n\n"
                        "Traceback (most recent call last):\n"
                        '  File "/opt/mdfeed/qa/runner.py", line 41, in run_all\n'
                        "    check(series, asof)\n"
                        '  File "/opt/mdfeed/qa/checks.py", line 93, in check_settles\n'
                        "    raise SettleParseError(series.code, row.lineno) from e\n"
                        f"mdfeed.errors.SettleParseError: series=KC.c1 vendor=dss_rest asof={prev} row=4412\n"
                        "action=carry_forward severity=warn"),
                    kind="noise")
    B.post(at(5, 45, R.uniform(0, 50)), "cron",
           f"[cron] 05:45Z data_qa: {len(MK)} series, 0 spikes >6σ, 1 stale (KC, carried fwd), 0 missing curves, "
           f"{R.randint(0, 3)} roll-adjust warnings (cosmetic)", kind="noise")
    lim_pm = B.post(at(5, 50, R.uniform(0, 50)), "risk", block(
        f"limits_in_force:\n  book: {bk}\n  date: {ds}\n  vol_target: 12.0%\n  gross_max: 360%\n"
        "  gross_rates: 180%\n  gross_equity: 60%\n  gross_cmdty: 90%\n  m2e_soft: 15.0%\n  m2e_hard: 20.0%\n"
        "  max_single_mkt_risk: 8% of book vol\n  manual_override_max: 25 lots w/o cio\n"
        "  max_lots:\n    ZN: 600\n    FGBL: 350\n    JB: 40\n    ES: 120\n    FESX: 400\n    CL: 150\n    NG: 120\n"
        "    GC: 80\n    ZC: 400\n  participation_cap: 10% (OSE/ASX 6%)\n  status: unchanged since 03-02",
        "yaml"), kind="neutral")
    B.post(at(5, 58, R.uniform(0, 50)), "cron",
           f"[cron] 05:58Z sig_precompute done in {R.uniform(30, 55):.1f}s (cache hit {R.randint(86, 97)}%) · "
           f"{len(MODEL)} mkts · 3 models (trend_fast, trend_slow, carry)", kind="noise")

    _sig_diag(B, R, C, px, held, bk, ds, at(6, 0, R.uniform(48, 56)))
    _term_structure(B, R, C, px, held, bk, ds, at(8, R.randint(30, 40), R.uniform(0, 59)))
    rg = _regime_note(B, R, C, px, held, bk, ds, at(9, R.randint(48, 56), R.uniform(0, 59)))
    tq = B.post(rg["sec"] + R.uniform(900, 1500), "quant",
                "on (2/3): is the 25bp-week scenario using today's dv01 or the pre-scaling one?", thread=rg, kind="neutral")
    ta = B.post(tq["sec"] + R.uniform(60, 200), "res",
                "Today's positions after the 06:00 run, so post-scaling. With the pre-scaling positions the loss would be "
                "about 8% larger. The replay holds positions fixed for the whole week, which overstates the loss a little "
                "because the fast rates signal usually starts cutting by day three; I kept it static on purpose so the "
                "number is an upper bound rather than a model-dependent estimate.", thread=rg, reply=tq, kind="neutral")
    B.post(ta["sec"] + R.uniform(300, 900), "pm", "useful. put the table in the allocator deck", thread=rg, kind="neutral")
    _vendor_java_trace(B, R, R.uniform(at(13), at(20)))

    # ------------------------------------------------------------------
    # 06:00 rebalance tables
    # ------------------------------------------------------------------
    def table(sector, change):
        rows_ = []
        hdr = (f"{'mkt':<5}{'contract':<9}{'px':>11}{'σ20':>6}{'fast':>6}{'slow':>6}{'carry':>6}"
               f"{'prev':>6}{'new':>6}{'Δ':>5}  action")
        act_str = None
        for c in SECTORS[sector]:
            q = held.get(c, 0)
            s = 1 if q > 0 else (-1 if q < 0 else R.choice((-1, 1)))
            fast = s * R.uniform(0.05, 0.9) if q else R.uniform(-0.12, 0.12)
            slow = s * R.uniform(0.1, 1.1) if q else R.uniform(-0.15, 0.15)
            carry = R.uniform(-0.4, 0.4)
            new = q
            act = "—"
            if change and c == change[0]:
                new = q + change[1]
                act = f"{'BUY' if change[1] > 0 else 'SELL'} {abs(change[1])}"
                act_str = act
            rows_.append(f"{c:<5}{C(c):<9}{P(c, px[c]):>11}{MK[c]['vol'] * 100 * 15.9 * R.uniform(0.8, 1.2):>5.1f}%"
                         f"{fast:>+6.2f}{slow:>+6.2f}{carry:>+6.2f}{q:>6}{new:>6}{new - q:>5}  {act}")
        n_ch = 1 if change else 0
        content = (f"**{bk} · target positions · {sector}** · run {ds} 06:00Z · vol_scalar {vol_scalar:.2f} · cfg v4.12\n"
                   + block(hdr + "\n" + "\n".join(rows_))
                   + f"\n{n_ch} change{'s' if n_ch != 1 else ''} · {len(rows_) - n_ch} unchanged · buffer ±{R.randint(4, 8)}% "
                     "of tgt · changes >20 lots or in equity need pm ok · next run 22:15Z (APAC)")
        return content, act_str

    q_r = held[rates_mkt]
    d_r = (1 if q_r > 0 else -1) * R.randint(24, 60)
    side_r = "BUY" if d_r > 0 else "SELL"
    d_es = R.randint(4, 12)
    q_x = held[xmkt]
    d_x = R.choice((-1, 1)) * R.randint(4, max(5, min(18, abs(q_x) // 3)))
    side_x = "BUY" if d_x > 0 else "SELL"

    t0 = at(6, 2, R.uniform(0, 20))
    c_r, a_r = table("RATES", (rates_mkt, d_r))
    tb_rates = B.post(t0, "sig", c_r, hard=[HE("trade_proposal", [C(rates_mkt), a_r], "structured")],
                      idiom=("single changed row in fixed-width target table", "trade_proposal"))
    c_e, a_e = table("EQUITY", ("ES", d_es))
    tb_eq = B.post(t0 + R.uniform(5, 9), "sig", c_e, hard=[HE("trade_proposal", [C("ES"), a_e], "structured")])
    for sec_name in ("FX", "COMMODITIES"):
        tt = t0 + R.uniform(11, 16) + (6 if sec_name == "COMMODITIES" else 0)
        if sec_name == changed_sector:
            c_, a_ = table(sec_name, (xmkt, d_x))
            B.post(tt, "sig", c_, hard=[HE("trade_proposal", [C(xmkt), a_], "structured")])
        else:
            c_, _ = table(sec_name, None)
            B.post(tt, "sig", c_, kind="noise", idiom=("all-unchanged target table", "not_hard"))
    B.post(t0 + R.uniform(30, 40), "sig",
           f"rebalance {bk} {ds} 06:00Z summary: 3 changes · est turnover ${R.uniform(8, 30):.1f}m "
           f"({R.uniform(0.2, 0.6):.2f}% NAV) · est cost {R.uniform(0.6, 1.8):.1f}bp · ex-ante vol {R.uniform(11, 12.8):.1f}% → "
           f"{R.uniform(11, 12.8):.1f}% · gross {R.uniform(295, 325):.0f}% → {R.uniform(300, 335):.0f}% · runtime {R.uniform(3, 9):.1f}s",
           kind="noise")

    # roll calendar (routine)
    wday = ((d.day - 8) % 5) + 1
    roff = 2 if roll_mkt == "BRN" else 1
    rf = _month_code(roll_mkt, d.month + roff, d.year)
    rt = _month_code(roll_mkt, d.month + roff + 1, d.year)
    other = "BRN" if roll_mkt == "CL" else "CL"
    B.post(at(6, 10, R.uniform(0, 50)), "roll",
           f"📅 roll calendar {bk} · {ds}\n"
           f"• {roll_mkt} {rf[len(roll_mkt):]}→{rt[len(roll_mkt):]} window day {wday}/5 (today, needs pm ok)\n"
           f"• {other} next window opens {(d + timedelta(days=R.randint(9, 14))).strftime('%m-%d')}\n"
           f"• NG/HO follow {other} schedule\n"
           f"• HG {C('HG')[2:]}→{K_after('HG', d)[2:]} opens {(d + timedelta(days=R.randint(3, 8))).strftime('%m-%d')} (T-{R.randint(3, 6)})\n"
           f"• ZC/ZW {C('ZC')[2:]}→{K_after('ZC', d)[2:]} opens {(d + timedelta(days=R.randint(3, 8))).strftime('%m-%d')}\n"
           f"• ZS {C('ZS')[2:]}→{K_after('ZS', d)[2:]} opens {(d + timedelta(days=R.randint(3, 8))).strftime('%m-%d')}\n"
           f"• GC {C('GC')[2:]}→{K_after('GC', d)[2:]} opens {(d + timedelta(days=R.randint(30, 45))).strftime('%m-%d')}\n"
           f"• financials (HMUZ) {C('ZN')[2:]}→{K_after('ZN', d)[2:]}: bonds from late month before delivery, idx/fx ~8d pre-expiry\n"
           "nothing else due today.", kind="noise")
    B.post(at(6, 31, R.uniform(0, 50)), "fcm", "", embeds=[{
        "title": f"Daily margin statement · {acct}", "description": f"Marex Clearing · as of {prev}",
        "fields": [{"name": "Initial margin", "value": f"${R.uniform(40, 55):.2f}m", "inline": True},
                   {"name": "Variation", "value": money(R.uniform(-1800, 1800)), "inline": True},
                   {"name": "Excess", "value": f"${R.uniform(180, 260):.1f}m", "inline": True},
                   {"name": "Open positions", "value": str(len(rows)), "inline": True}],
        "footer": "bridge v1.9 · statement 06:30Z"}], kind="noise")

    # PM arrives
    pm_in = at(6, R.randint(24, 38), R.uniform(0, 59))
    B.post(pm_in, "pm", R.choice(["morning", "mornin", "gm", "morning all"]), kind="neutral")
    ap_r = B.post(pm_in + R.uniform(70, 200), "pm",
                  R.choice(["👍 send {m}", "👍 send {m}, watch the open", "👍 send {m} pls"]).format(m=rates_mkt.lower()),
                  reply=tb_rates, hard=[HE("trade_approval", ["👍 send", rates_mkt.lower()], "reply")],
                  idiom=("👍 send reply approving a target table", "trade_approval"))
    ap_es = B.post(pm_in + R.uniform(220, 400), "pm",
                   R.choice(["hold ES adds till cpi", "hold ES adds till cpi, rest fine", "hold ES adds till cpi pls"]),
                   reply=tb_eq, hard=[HE("trade_approval", ["hold ES adds", "cpi"], "reply")],
                   idiom=("'hold X adds till cpi' deferral reply", "trade_approval"))
    B.post(ap_es["sec"] + R.uniform(20, 60), "quant", R.choice(["ok, pulling ES from the 07:00 batch", "ack, ES parked"]),
           reply=ap_es, kind="neutral")

    # risk clip + ack + fills on the rates change
    P_r = oid()
    req = abs(d_r)
    alw = max(4, int(req * R.uniform(0.6, 0.8)))
    lim = R.choice([170, 180, 190])
    t_clip = ap_r["sec"] + R.uniform(40, 120)
    B.post(t_clip, "risk",
           f"PRETRADE book={bk} parent={P_r} mkt={C(rates_mkt)} side={side_r} req={req} alw={alw} "
           f"rule=gross_rates lim={lim}.0% proj={lim + R.uniform(3, 9):.1f}% action=CLIP",
           hard=[HE("risk_limit", [P_r, C(rates_mkt), f"alw={alw}", "action=CLIP"], "structured")],
           idiom=("PRETRADE key=value CLIP of an order", "risk_limit"))
    exch_r = MK[rates_mkt]["exch"]
    B.post(t_clip + R.uniform(3, 15), "exec",
           f"ACK parent={P_r} book={bk} mkt={C(rates_mkt)} side={side_r} qty={alw} algo=TWAP "
           f"win=07:00-09:30Z lmt=none venue={exch_r} status=WORKING",
           hard=[HE("trade_confirmation", [P_r, C(rates_mkt), f"side={side_r}", f"qty={alw}"], "structured")])
    p_r = pxm(rates_mkt)

    def child(t, parent, i, mkt, side, q, price, venue, algo, n):
        st = R.choice(["new", "new", "new", "replaced", "filled", "filled", "expired", "partial"])
        B.post(t, "exec",
               f"evt=child parent={parent} child={parent}.{i:02d} book={bk} mkt={mkt} side={side} qty={q} px={price} "
               f"type=LMT tif=DAY venue={venue} algo={algo} slice={i}/{n} st={st} qpos={R.randint(1, 40)} "
               f"ts={hm(t)}:{int(t % 60):02d}.{R.randint(0, 999):03d}Z",
               kind="noise", idiom=("child-order slice line from the algo", "not_hard"))

    n_child = R.randint(5, 8)
    for i in range(n_child):
        t = at(7, 0) + i * (at(2, 25) / n_child) + R.uniform(0, 300)
        child(t, P_r, i + 1, C(rates_mkt), side_r, R.randint(2, 6),
              P(rates_mkt, p_r * (1 + R.gauss(0, 0.0004))), exch_r, "TWAP", n_child)
    part_q = max(2, int(alw * R.uniform(0.35, 0.6)))
    if opt["partial"]:
        pav = AVG(rates_mkt, p_r)
        B.post(at(8, R.randint(5, 25), R.uniform(0, 59)), "exec",
               f"FILL parent={P_r} mkt={C(rates_mkt)} side={side_r} filled={part_q}/{alw} avg={pav} st=PARTIAL",
               hard=[HE("trade_fill", [P_r, C(rates_mkt), f"filled={part_q}/{alw}", f"avg={pav}"], "structured")])
    avg_r = AVG(rates_mkt, p_r * (1 + R.gauss(0, 0.0002)))
    B.post(at(9, R.randint(28, 34), R.uniform(0, 59)), "exec",
           f"FILL parent={P_r} mkt={C(rates_mkt)} side={side_r} filled={alw}/{alw} avg={avg_r} st=DONE "
           f"slip={R.uniform(-1.2, 0.4):+.1f}t vs arrival",
           hard=[HE("trade_fill", [P_r, C(rates_mkt), f"filled={alw}/{alw}", f"avg={avg_r}"], "structured")])

    # fx/commodity change: auto (below pm threshold), ack + fill
    P_x = oid()
    exch_x = MK[xmkt]["exch"]
    t_ax = at(7, R.randint(2, 20), R.uniform(0, 59))
    B.post(t_ax, "exec",
           f"ACK parent={P_x} book={bk} mkt={C(xmkt)} side={side_x} qty={abs(d_x)} algo=POV({R.randint(5, 12)}%) "
           f"venue={exch_x} status=WORKING src=auto(<pm threshold)",
           hard=[HE("trade_confirmation", [P_x, C(xmkt), f"side={side_x}", f"qty={abs(d_x)}"], "structured")])
    for i in range(R.randint(2, 4)):
        child(t_ax + 300 + i * R.uniform(300, 900), P_x, i + 1, C(xmkt), side_x, R.randint(1, 4),
              P(xmkt, pxm(xmkt)), exch_x, "POV", 4)
    avg_x = AVG(xmkt, pxm(xmkt))
    B.post(t_ax + R.uniform(3600, 5400), "exec",
           f"FILL parent={P_x} mkt={C(xmkt)} side={side_x} filled={abs(d_x)}/{abs(d_x)} avg={avg_x} st=DONE",
           hard=[HE("trade_fill", [P_x, C(xmkt), f"filled={abs(d_x)}/{abs(d_x)}", f"avg={avg_x}"], "structured")])

    # ------------------------------------------------------------------
    # trailing stop status, edited twice in place
    # ------------------------------------------------------------------
    sq = held[stop_mkt]
    long_ = sq > 0
    p_s = px[stop_mkt]
    atr = p_s * R.uniform(0.009, 0.014)
    lv = [p_s - 2.5 * atr * s if long_ else p_s + 2.5 * atr * s for s in (1.0, 0.9, 0.8)]
    lvs = [P(stop_mkt, x) for x in lv]
    if len(set(lvs)) < 3:
        lvs = [P(stop_mkt, p_s * f) for f in ((0.965, 0.97, 0.975) if long_ else (1.035, 1.03, 1.025))]
    lasts = [P(stop_mkt, p_s * (1 + (0.002 if long_ else -0.002) * k)) for k in (0, 3, 6)]

    def stop_txt(i):
        return (f"stops {bk} · {C(stop_mkt)} {'long' if long_ else 'short'} {abs(sq)} · trail_stop={lvs[i]} "
                f"(2.5×ATR20, ratchet only) · last {lasts[i]} · upd {['07:31', '09:44', '14:52'][i]}Z")

    st_m = B.post(at(7, 31, R.uniform(0, 50)), "sig", stop_txt(0),
                  hard=[HE("stop_or_target_change", [C(stop_mkt), f"trail_stop={lvs[2]}"], "structured")],
                  idiom=("trailing stop status edited in place twice", "stop_or_target_change"))
    B.edit(st_m, at(2, 13), stop_txt(1), [lvs[0]])
    B.edit(st_m, at(5, 8), stop_txt(2), [lvs[1]])
    st_m["pins"].append((at(0, 4), "pm"))
    st_m["reacts"].append((at(0, 4, 2), "📌", "pm"))

    # ------------------------------------------------------------------
    # ops thread on the KC settle error: route decision
    # ------------------------------------------------------------------
    B.post(at(7, 46, R.uniform(0, 59)), "ops", "Looking at the KC settle error from 05:41.", thread=kc_err, kind="neutral")
    B.post(at(7, 52, R.uniform(0, 59)), "ops",
           R.choice(["Routing the KC settle parse error to tpham — the vendor sends 'N/A' on holiday rows, needs a loader fix. "
                     "Model inputs untouched until then.",
                     "Routing the KC settle parse error to tpham: loader chokes on 'N/A' rows from DSS. KC is watchlist-only so "
                     "no trading impact."]),
           thread=kc_err, hard=[HE("route_decision", ["KC settle parse error", "tpham"], "untagged")],
           idiom=("ops routes a data error to a named quant in a thread", "route_decision"))
    B.post(at(8, R.randint(20, 40)), "quant",
           "on it. DSS started sending 'N/A' instead of blank for no-settle rows last week, same thing hit SB on the 2nd. "
           "will make the parser treat both as missing and add a QA test. PR in ~1h",
           thread=kc_err, kind="neutral")
    B.post(at(9, R.randint(30, 38)), "ci",
           f"✅ deploy mdfeed-loaders v2.7.{R.randint(1, 6)} → prod · fix: treat N/A settle as missing (#{R.randint(900, 990)}) "
           "· tests 212 passed", thread=kc_err, kind="noise")
    B.post(at(9, R.randint(20, 27)), "quant", "PR up:\n" + block(
        "--- a/mdfeed/qa/checks.py\n+++ b/mdfeed/qa/checks.py\n@@ -84,9 +84,14 @@ def check_settles(series, asof):\n"
        "     for row in rows:\n-        v = float(row[\"settle\"])\n+        raw = (row.get(\"settle\") or \"\").strip()\n"
        "+        if raw.upper() in MISSING_TOKENS:   # '', 'N/A', 'NA', '-'\n+            log.warning(\"missing settle %s row=%s\", "
        "series.code, row.lineno)\n+            missing.append(row.lineno)\n+            continue\n+        v = float(raw)\n"
        "         if not math.isfinite(v):\n             raise SettleParseError(series.code, row.lineno)\n"
        "--- a/tests/test_checks.py\n+++ b/tests/test_checks.py\n+def test_na_settle_is_missing():\n"
        "+    assert check_settles(fake_series('KC', ['N/A']), ASOF).missing == [1]", "diff"),
        thread=kc_err, kind="neutral")
    kcfix = B.post(at(9, R.randint(41, 50)), "quant", "fixed, KC settle reloaded from DSS, series clean back to 2019",
                   thread=kc_err, kind="neutral")
    B.post(kcfix["sec"] + R.uniform(60, 400), "ops", R.choice(["thx", "thanks!", "ty"]), thread=kc_err, reply=kcfix, kind="noise")

    # ------------------------------------------------------------------
    # news
    # ------------------------------------------------------------------
    news_held = [c for c in held if c in NEWS and c != "6J"]
    hn = R.sample(news_held, 3 if opt["held3"] else 2)
    news_times = sorted(R.uniform(at(7, 0), at(17, 30)) for _ in hn)
    for i, (c, t) in enumerate(zip(hn, news_times)):
        tmpl, facts = R.choice(NEWS[c])
        lo, hi = NEWS_MOVE[MK[c]["sector"]]
        vals = {"pct": f"{R.uniform(lo, hi):.1f}", "p": P(c, px[c] * 1.02, human=True), "inv": f"-{R.uniform(3, 8):.1f}"}
        head = tmpl.format(**vals)
        facts = [f.format(**vals) for f in facts]
        src = R.choice(["Reuters", "Bloomberg", "Dow Jones", "MNI"])
        lede = (f"{MK[c]['name'].title()} futures on {MK[c]['exch']} reacted within minutes; volumes ran at "
                f"{R.uniform(1.4, 3.2):.1f}x the 20-day average for the hour. Analysts said the move "
                f"{R.choice(['could extend if confirmed', 'was partly positioning', 'reverses part of last week', 'caught short-term funds offside'])}.")
        if i == 1:
            B.post(t, "news", "", embeds=[{"title": head, "description": lede,
                                            "url": f"https://news.example/{_h(head) % 10**8}", "author": src,
                                            "footer": f"{src} {hm(t)}Z"}],
                   hard=[HE("held_position_news", facts, "embed")],
                   idiom=("embed-only headline on a held future's underlying", "held_position_news"))
        else:
            B.post(t, "news", f"🗞️ **{src}** {hm(t)}Z — {head}\n> {lede}",
                   hard=[HE("held_position_news", facts, "untagged")],
                   idiom=("headline naming a held future's underlying in words", "held_position_news") if i == 0 else None)
    wc = R.choice(watch)
    tmpl, facts = R.choice(NEWS[wc])
    vals = {"pct": f"{R.uniform(2, 7):.1f}", "p": P(wc, px[wc], True), "inv": ""}
    t = R.uniform(at(9), at(16))
    B.post(t, "news", f"🗞️ **{R.choice(['Reuters', 'Bloomberg'])}** {hm(t)}Z — {tmpl.format(**vals)}",
           hard=[HE("watchlist_news", [f.format(**vals) for f in facts], "untagged")],
           idiom=("headline on a watchlist-only market", "watchlist_news"))
    for head in R.sample(UNRELATED_NEWS, 3):
        t = R.uniform(at(2), at(21))
        B.post(t, "news", f"🗞️ **{R.choice(['Reuters', 'Bloomberg', 'Dow Jones'])}** {hm(t)}Z — {head}\n> "
                          f"{R.choice(['Traders said the move was driven by', 'Desk commentary pointed to', 'Analysts attributed it to'])} "
                          f"{R.choice(['short covering after a long decline', 'a policy headline late in the session', 'fund flows into the close', 'thin holiday-adjacent liquidity'])}; "
                          f"volumes were {R.uniform(1.2, 3.0):.1f}x normal.",
               kind="near", idiom=("headline on a market the desk neither holds nor watches", "not_hard"))
    cpi_c = R.choice(["0.2", "0.3", "0.4"])
    B.post(at(12, 30, R.uniform(2, 9)), "news",
           f"🗞️ **MNI** 12:30Z — US CPI m/m +0.3% vs +0.3% exp, core +{cpi_c}% vs +0.3% exp; y/y {R.choice(['2.7', '2.8', '2.9'])}%",
           kind="near", idiom=("macro data print (generic market colour)", "not_hard"))
    t = R.uniform(at(15), at(20))
    B.post(t, "news", f"🗞️ **Reuters** {hm(t)}Z — {R.choice(GENERIC_COLOUR[1:])}", kind="near")

    # ------------------------------------------------------------------
    # 10:xx deleted shorthand proposal, NG sigchg chain, m2e breach, GC block
    # ------------------------------------------------------------------
    if True:
        zc_px = P("ZC", px["ZC"] * 1.003)
        zk = K_after("ZC", d).lower()
        dz = B.post(at(10, R.randint(8, 16), R.uniform(0, 59)), "pm", f"b 30 {zk} @ {zc_px}",
                    hard=[HE("trade_proposal", [f"b 30 {zk}", zc_px], "shorthand")], snippet=f"b 30 {zk} @ {zc_px}")
        dz["delete"] = R.uniform(25, 70)
        B.post(dz["sec"] + dz["delete"] + R.uniform(5, 30), "pm",
               R.choice(["wrong chan sry", "ignore, wrong book", "wrong window, ignore"]), kind="noise")

    ng_q = held["NG"]
    ng_new = -R.randint(4, 12)
    ng_d = abs(ng_q - ng_new)
    t_ng = at(10, R.randint(36, 44), R.uniform(0, 59))
    ng_ref = P("NG", px["NG"] * 0.99)
    sig_ng = B.post(t_ng, "sig",
                    f"sigchg book={bk} mkt={C('NG')} model=trend_fast ewma16/64={R.uniform(0.03, 0.1):+.2f}→{-R.uniform(0.02, 0.08):+.2f} "
                    f"flip=Y tgt={ng_q:+d}→{ng_new:+d} side=SELL qty={ng_d} px_ref={ng_ref} ts={hm(t_ng)}Z",
                    hard=[HE("trade_proposal", [C("NG"), "side=SELL", f"qty={ng_d}"], "structured")],
                    idiom=("key=value sigchg line with flip and size", "trade_proposal"))
    sig_ng["reacts"].append((R.uniform(40, 120), "✅", "pm"))
    P_ng = oid()
    B.post(t_ng + R.uniform(130, 200), "exec",
           f"ACK parent={P_ng} book={bk} mkt={C('NG')} side=SELL qty={ng_d} algo=IS(urgency=med) venue=NYMEX status=WORKING",
           hard=[HE("trade_confirmation", [P_ng, C("NG"), "side=SELL", f"qty={ng_d}"], "structured")])
    ng_fill_q = max(2, int(ng_d * R.uniform(0.55, 0.8))) if opt["cxl"] else ng_d
    ng_avg0 = AVG("NG", px["NG"] * 0.992)
    ng_avg1 = AVG("NG", px["NG"] * 0.992 - 0.002)
    if ng_avg0 == ng_avg1:
        ng_avg1 = AVG("NG", px["NG"] * 0.992 - 0.004)
    ng_st = "PARTIAL" if opt["cxl"] else "DONE"
    t_ngf = at(11, R.randint(25, 35), R.uniform(0, 59))
    ngf = B.post(t_ngf, "exec", f"FILL parent={P_ng} mkt={C('NG')} side=SELL filled={ng_fill_q}/{ng_d} avg={ng_avg0} st={ng_st}",
                 hard=[HE("trade_fill", [P_ng, C("NG"), f"filled={ng_fill_q}/{ng_d}", f"avg={ng_avg1}"], "structured")],
                 idiom=("fill line whose avg price is corrected by an edit", "trade_fill"))
    B.edit(ngf, R.uniform(900, 1500),
           f"FILL parent={P_ng} mkt={C('NG')} side=SELL filled={ng_fill_q}/{ng_d} avg={ng_avg1} st={ng_st} (corr: 1 lot re-priced by venue)",
           [ng_avg0])
    nn = R.randint(3, 5)
    for i in range(nn):
        child(t_ng + 240 + i * R.uniform(300, 700), P_ng, i + 1, C("NG"), "SELL", R.randint(1, 4),
              P("NG", px["NG"] * R.uniform(0.988, 0.996)), "NYMEX", "IS", nn)
    if opt["cxl"]:
        B.post(at(15, R.randint(0, 3), R.uniform(0, 59)), "exec",
               f"CXL parent={P_ng} mkt={C('NG')} side=SELL qty={ng_d - ng_fill_q} reason=window_end filled={ng_fill_q}/{ng_d} st=CANCELLED",
               hard=[HE("trade_confirmation", [P_ng, "CANCELLED", f"qty={ng_d - ng_fill_q}"], "structured")])

    # buffered signal changes (near-miss)
    for c in R.sample([x for x in held if x not in ("NG", rates_mkt, xmkt, "GC", "ES")], 2):
        q = held[c]
        t = R.uniform(at(8), at(19))
        sg = 1 if q > 0 else -1
        B.post(t, "sig",
               f"sigchg book={bk} mkt={C(c)} model=trend_slow ewma32/128={sg * R.uniform(0.2, 0.5):+.2f}→{sg * R.uniform(0.05, 0.3):+.2f} "
               f"flip=N tgt={q:+d}→{q:+d} Δ=0 buffer=±{R.randint(4, 8)} action=none (inside buffer)",
               kind="near", idiom=("sigchg inside no-trade buffer", "not_hard"))

    # m2e soft breach
    t_m2e = at(10, R.randint(48, 53), R.uniform(0, 59))
    B.post(t_m2e, "risk", block(
        "risk_event:\n"
        f"  book: {bk}\n"
        "  metric: margin_to_equity\n"
        f"  value: {m2e:.1f}%\n"
        "  soft_limit: 15.0%\n"
        "  hard_limit: 20.0%\n"
        "  status: SOFT_BREACH\n"
        "  action: reduce_only (new adds blocked)\n"
        f"  driver: exchange IM hike {C('NG')} +8%, {C(rates_mkt)} fills\n"
        f"  ts: {hm(t_m2e)}Z", "yaml"),
        hard=[HE("risk_limit", ["margin_to_equity", f"{m2e:.1f}%", "SOFT_BREACH", "reduce_only"], "structured")],
        idiom=("YAML-ish margin-to-equity soft breach", "risk_limit"))

    gc_lim = P("GC", px["GC"] * 0.992, True)
    gc_stp = P("GC", px["GC"] * 0.978, True)
    t_gc = at(11, R.randint(14, 24), R.uniform(0, 59))
    B.post(t_gc, "pm",
           R.choice(["gc pulled back to the 20d, i want to add 10 lots {k} with a {l} limit and a {s} stop on the add",
                     "gc back at the 20d. want to add 10 lots {k} here, {l} limit, {s} stop on the add"]).format(k=C("GC"), l=gc_lim, s=gc_stp),
           hard=[HE("trade_proposal", [f"add 10 lots {C('GC')}", gc_lim], "untagged")],
           idiom=("pm override proposal in lowercase prose", "trade_proposal"))
    B.post(t_gc + R.uniform(15, 40), "risk",
           f"BLOCK src=manual(mkrause) book={bk} mkt={C('GC')} side=BUY qty=10 rule=m2e_soft val={m2e:.1f}% lim=15.0% "
           "action=REJECT · reduce-only until cleared",
           hard=[HE("risk_limit", [C("GC"), "qty=10", "action=REJECT", "m2e_soft"], "structured")])
    B.post(t_gc + R.uniform(60, 150), "pm", R.choice(["ugh. fine, revisit after cpi", "fair. later", "ok after cpi then"]), kind="near")
    B.post(t_gc + R.uniform(200, 400), "risk",
           f"whatif book={bk}: +10 {C('GC')} → m2e {m2e + 0.4:.1f}% (soft 15.0%), gross {R.uniform(318, 335):.0f}% (lim 360%) — not submitted",
           kind="near", idiom=("risk what-if simulation, nothing submitted", "not_hard"))

    # CPI scenario note (near-miss: hypothetical model reactions)
    srows = "\n".join(f"{nm:<10} {cm:>5}  ZN {zn:+4.0f}bp  ES {es:+5.1f}%  6J {jy:+5.1f}%  GC {gc:+5.1f}%  book {money(bp)}"
                      for nm, cm, zn, es, jy, gc, bp in (
                          ("soft", "0.1%", -9, 0.9, 0.6, 1.1, R.uniform(80, 260)),
                          ("in line", "0.3%", 0, 0.1, 0.0, 0.1, R.uniform(-20, 30)),
                          ("hot", "0.4%", 8, -1.2, -0.5, -0.8, -R.uniform(120, 300)),
                          ("very hot", "0.6%", 17, -2.6, -1.1, -1.9, -R.uniform(300, 600))))
    B.post(at(11, R.randint(36, 44), R.uniform(0, 59)), "res",
           f"**CPI scenarios for {bk} (12:30Z)** (1/2)\nStatic shock of current positions, not a forecast. Moves are "
           "median reactions to core surprises of that size since 2022:\n" + block(srows)
           + "\nThe book is short duration and long gold, so a hot print helps rates and hurts metals; equity is small "
             "after the held ES adds. The ranges around these medians are wide: for the 'hot' bucket the interquartile "
             "range of ZN moves is 5-12bp and of ES moves −2.0% to −0.4%. Reactions were larger in 2022-23 when "
             "inflation dominated and have roughly halved since; gold's sensitivity has flipped sign twice in that "
             "period, so treat its row with caution.", kind="near")
    B.post(at(11, R.randint(45, 49), R.uniform(0, 59)), "res",
           "(2/2) Model reaction: trend signals use closes, so nothing trades on the print intraday. If core prints "
           "≥0.4% and the move holds into the close, the fast rates blend would drift further short — roughly 30-50 "
           "ZN-equivalent at tomorrow's run — and the yen trend leg would strengthen. These are illustrative model "
           "reactions, not orders, and the vol-target change being discussed would scale all of it down ~17%.",
           kind="near", idiom=("scenario note with model 'would sell' reactions", "not_hard"))

    # vol target change, pinned
    t_vt = at(12, R.randint(2, 8), R.uniform(0, 59))
    vt_pm = B.post(t_vt, "pm", R.choice(["vol tgt 12 → 10 into cpi. riskd pls apply, reassess tmrw",
                                         "taking vol tgt 12 → 10 into cpi, reassess tmrw"]),
                   hard=[HE("risk_limit", ["vol tgt", "12 → 10"], "untagged")])
    vt = B.post(t_vt + R.uniform(20, 50), "risk", block(
        "limits_update:\n"
        f"  book: {bk}\n"
        "  vol_target: 12.0% -> 10.0%\n"
        f"  vol_scalar: {vol_scalar:.2f} -> {new_scalar:.2f}\n"
        "  set_by: mkrause\n"
        "  effective: next child order\n"
        f"  m2e_projected: {m2e - 2.3:.1f}% (soft 15.0%)", "yaml"),
        reply=vt_pm, hard=[HE("risk_limit", ["vol_target", "12.0% -> 10.0%", f"{new_scalar:.2f}"], "structured")])
    vt["pins"].append((R.uniform(60, 200), "pm"))
    vt["reacts"].append((R.uniform(50, 60), "📌", "pm"))

    # ------------------------------------------------------------------
    # roll chain
    # ------------------------------------------------------------------
    rq = max(6, abs(held[roll_mkt]) // 5)
    long_roll = held[roll_mkt] > 0
    sp = -R.uniform(0.3, 0.5)
    lmt = f"{sp:.2f}"
    fill_sp = f"{sp + (0.01 if long_roll else -0.01):.2f}"
    if long_roll:
        leg1, leg2, rside = f"SELL {rq} {rf}", f"BUY {rq} {rt}", "SELL"
    else:
        leg1, leg2, rside = f"BUY {rq} {rf}", f"SELL {rq} {rt}", "BUY"
    t_roll = at(12, R.randint(50, 57), R.uniform(0, 59))
    rp = B.post(t_roll, "roll",
                f"[ROLL] {bk} {rf}→{rt} · day {wday}/5 · {leg1} / {leg2} as cal spread · lmt {lmt} "
                f"(fair {sp - 0.02:.2f}, 5d avg {sp - 0.03:.2f}) · window 13:00–18:30Z · needs pm ok",
                hard=[HE("trade_proposal", [leg1, leg2, f"lmt {lmt}"], "tagged")])
    ok_rl = B.post(t_roll + R.uniform(150, 400), "pm", f"ok rl. {roll_mkt.lower()} only, {other.lower()} tmrw", reply=rp,
                   hard=[HE("trade_approval", ["ok rl", f"{roll_mkt.lower()} only"], "reply")],
                   idiom=("'ok rl' reply approving a roll", "trade_approval"))
    P_roll = oid()
    B.post(ok_rl["sec"] + R.uniform(60, 140), "exec",
           f"ACK parent={P_roll} book={bk} mkt={rf}-{rt} type=CAL_SPREAD side={rside} qty={rq} lmt={lmt} "
           f"venue={MK[roll_mkt]['exch']} status=WORKING",
           hard=[HE("trade_confirmation", [P_roll, f"{rf}-{rt}", f"side={rside}", f"qty={rq}"], "structured")])
    nr = R.randint(2, 4)
    for i in range(nr):
        child(ok_rl["sec"] + 300 + i * R.uniform(400, 900), P_roll, i + 1, f"{rf}-{rt}", rside, R.randint(1, 4), lmt,
              MK[roll_mkt]["exch"], "SPREAD", nr)
    exid = f"MX-{R.randint(10**7, 10**8 - 1)}"
    t_alloc = at(14, R.randint(10, 30), R.uniform(0, 59))
    B.post(t_alloc, "fcm", "", embeds=[{
        "title": "Allocation · Marex Clearing",
        "description": "Give-up accepted",
        "fields": [{"name": "Account", "value": acct, "inline": True},
                   {"name": "Contract", "value": f"{rf}-{rt}", "inline": True},
                   {"name": "Side", "value": rside, "inline": True},
                   {"name": "Qty", "value": str(rq), "inline": True},
                   {"name": "Price", "value": fill_sp, "inline": True},
                   {"name": "Exec ID", "value": exid, "inline": True}],
        "footer": f"{MK[roll_mkt]['exch']} · {hm(t_alloc)}Z · bridge v1.9"}],
        hard=[HE("trade_fill", [acct, f"{rf}-{rt}", rside, fill_sp], "embed")],
        idiom=("embed-only FCM allocation card for own account", "trade_fill"))
    B.post(R.uniform(at(13, 20), at(18)), "quant",
           R.choice([f"last roll we paid {sp - 0.12:.2f} on the {roll_mkt.lower()} spread, awful. today looks much better",
                     f"fwiw if we'd rolled {roll_mkt.lower()} on day 1 we'd have saved ~2c"]),
           kind="near", idiom=("past roll cost told as history", "not_hard"))
    B.post(at(18, R.randint(35, 50)), "roll",
           f"roll status {bk}: {roll_mkt} {rf[len(roll_mkt):]}→{rt[len(roll_mkt):]} {rq * wday}/{rq * 5} rolled "
           f"({wday * 20}%), window closes day 5", kind="noise")
    B.post(R.uniform(at(9), at(11)), "roll",
           f"reminder: HG {C('HG')[2:]}→{K_after('HG', d)[2:]} roll window opens in {R.randint(3, 6)} sessions, no action today",
           kind="noise")

    # ------------------------------------------------------------------
    # FESX shorthand override -> cio approval -> routing -> embed ack -> fill
    # ------------------------------------------------------------------
    fq = R.choice([15, 20, 25, 30])
    flim = P("FESX", px["FESX"] * 0.998)
    t_f = at(13, R.randint(36, 44), R.uniform(0, 59))
    fp = B.post(t_f, "pm", R.choice([f"s {fq} fesx {flim} lmt, model's too slow here",
                                     f"s {fq} fesx {flim} lmt. model too slow on this leg"]),
                hard=[HE("trade_proposal", [f"s {fq}", "fesx", flim], "shorthand")],
                idiom=("lowercase shorthand s <size> <mkt> <px> lmt", "trade_proposal"))
    B.post(t_f + R.uniform(40, 120), "quant", "that's a manual override on a +ve signal, flagging for the log", reply=fp,
           kind="neutral")
    cg = B.post(t_f + R.uniform(150, 260), "cio",
                R.choice(["fine, go on the fesx. keep it ≤{n}", "ok go on fesx, no more than {n}"]).format(n=fq + 5),
                reply=fp, hard=[HE("trade_approval", ["go", "fesx"], "reply")])
    rt_m = B.post(cg["sec"] + R.uniform(40, 120), "pm",
                  R.choice(["routing the fesx sell to exec-algo, vwap into the eu close",
                            "routing the fesx sell to exec-algo. vwap to the close"]),
                  hard=[HE("route_decision", ["exec-algo", "fesx"], "untagged")])
    P_f = oid()
    B.post(rt_m["sec"] + R.uniform(30, 90), "exec", "", embeds=[{
        "title": f"Parent order accepted · {bk}",
        "fields": [{"name": "Parent", "value": P_f, "inline": True},
                   {"name": "Contract", "value": C("FESX"), "inline": True},
                   {"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Qty", "value": str(fq), "inline": True},
                   {"name": "Limit", "value": flim, "inline": True},
                   {"name": "Algo", "value": "VWAP to 15:30Z", "inline": True}],
        "footer": "exec-algo 3.8.1 · EUREX · src=manual(mkrause)"}],
        hard=[HE("trade_confirmation", [P_f, C("FESX"), "SELL", str(fq)], "embed")],
        idiom=("embed-only parent order ack", "trade_confirmation"))
    nf = R.randint(2, 4)
    for i in range(nf):
        child(rt_m["sec"] + 400 + i * R.uniform(500, 1200), P_f, i + 1, C("FESX"), "SELL", R.randint(2, 6),
              P("FESX", px["FESX"] * R.uniform(0.998, 1.001)), "EUREX", "VWAP", nf)
    favg = P("FESX", px["FESX"] * 0.9995, True) + f"{R.randint(1, 9) / 10:.1f}"[1:]
    B.post(at(15, R.randint(31, 36), R.uniform(0, 59)), "exec",
           f"[FILL] {C('FESX')} SELL {fq} @ {favg} avg ({P_f}) — done, vs VWAP {R.uniform(-0.8, 1.2):+.1f}pt",
           hard=[HE("trade_fill", [C("FESX"), "SELL", str(fq), favg], "tagged")])

    # ------------------------------------------------------------------
    # ops: NG gap (no route), voice fill (forgotten + repost), redemption note (forgotten)
    # ------------------------------------------------------------------
    B.post(at(14, R.randint(10, 18), R.uniform(0, 59)), "feed",
           f"[mdfeed] WARN gap {C('NG')} ticks 14:02:11–14:09:40Z primary=CME-MDP3 · switched to secondary · backfill queued",
           kind="noise")
    B.post(at(14, R.randint(21, 27), R.uniform(0, 59)), "ops",
           R.choice(["NG tick gap 14:02–14:09Z on the primary — backfilled from the secondary, signals unaffected. No action, not routing.",
                     "NG tick gap 14:02–14:09Z: backfill done, bars match the secondary. No action needed, not routing this one."]),
           hard=[HE("no_route_decision", ["NG tick gap", "not routing"], "untagged")],
           idiom=("ops explicit 'no action, not routing' on a data gap", "no_route_decision"))
    jq = R.choice([15, 20, 25, 30])
    jpx = P("6J", px["6J"] * 1.001)
    t_v = at(14, R.randint(29, 36), R.uniform(0, 59))
    broker = R.choice([("Jon Pereira", "+44 7700 900418"), ("Priya Nandakumar", "+44 7700 900731"),
                       ("Callum Reid", "+44 7700 900265")])
    vf = B.post(t_v, "ops",
                f"Voice fill via Marex ({broker[0]}, {broker[1]}) for acct 88-41-{R.randint(1000, 9999)}-C / {bk}: "
                f"BUY {jq} {C('6J')} @ {jpx}. They'll push it to the bridge by 16:00.",
                hard=[HE("trade_fill", [f"BUY {jq}", C("6J"), jpx], "untagged")],
                snippet=f"{broker[0]}, {broker[1]}")
    vf["forget"] = (R.uniform(500, 800), "cio")
    B.post(t_v + vf["forget"][0] + R.uniform(60, 200), "ops",
           f"Reposting without the account/phone details — voice fill {bk}: BUY {jq} {C('6J')} @ {jpx} via Marex, bridge card to follow.",
           hard=[HE("trade_fill", [f"BUY {jq}", C("6J"), jpx], "untagged")],
           idiom=("voice fill relayed by ops in prose", "trade_fill"))
    inv = R.choice(["harmon family office", "the alder pension plan", "kestrel fo", "brightwater endowment"])
    amt = R.choice([25, 30, 40, 55])
    red = B.post(at(16, R.randint(40, 55), R.uniform(0, 59)), "pm",
                 f"fyi {inv} redeeming {amt}m eom, allocator call thu. don't repeat outside the desk",
                 kind="neutral", snippet=f"{inv} redeeming {amt}m")
    red["forget"] = (R.uniform(900, 1800), "cio")

    # ------------------------------------------------------------------
    # research report 2: FX carry review, thesis change buried in part 2
    # ------------------------------------------------------------------
    t_r2 = at(15, R.randint(5, 12), R.uniform(0, 59))
    carry_rows = []
    for c in ("6E", "6J", "6B", "6A", "6C", "6S"):
        carry_rows.append(f"{c:<3} carry {R.uniform(-3.5, 3.5):+5.2f}%  3m Δ {R.uniform(-1.2, 1.2):+5.2f}  "
                          f"z {R.uniform(-2, 2):+5.2f}  w {R.uniform(0.05, 0.4):.2f}  ytd {R.uniform(-60, 120):+5.0f}bp")
    r2p1 = B.post(t_r2, "res",
                  f"**FX carry sleeve review — {ds}** (1/3)\n"
                  "Scope: the carry leg of the FX sleeve (6E, 6J, 6B, 6A, 6C; 6S is watchlist-only). Carry is measured "
                  "as the annualised roll yield of the front vs second contract, which is close to the OIS differential. "
                  "The trend leg is out of scope here.\n" + block("\n".join(carry_rows))
                  + "\nThe cross-section has compressed: the spread between the highest- and lowest-carry currency is the "
                    "narrowest since 2021. Historically the sleeve earns most of its return when that spread is wide; when "
                    "it compresses, returns are driven by a few crowded longs and shorts that unwind together. Sell-side "
                    "desks describe the yen-funded carry trade as 'crowded' again, and CFTC leveraged-fund positioning "
                    "agrees.",
                  kind="near")
    B.post(t_r2 + R.uniform(4, 10), "res",
           "(2/3) Decomposition of the last 60 sessions: carry P&L is "
           f"{R.uniform(-40, 10):+.0f}bp, of which most is the yen leg. The BoJ's taper guidance and the MoF "
           "rate-check headlines have moved the JPY funding leg from a steady earner to a source of gap risk: "
           "three of the five worst sleeve days this year were yen squeezes. On 6J specifically we are changing the "
           "view from bearish yen (short 6J as the funding leg) to neutral — the 6J carry weight goes 0.35 → 0.10 "
           "from the next rebalance, trend leg unchanged. The other legs keep their weights. For reference, the "
           "2024-08 unwind cost the sleeve 210bp in four sessions in the backtest, and a 0.10 weight would have "
           "cut that to roughly 70bp with almost no change in full-period Sharpe (0.41 vs 0.43). Sensitivity: at "
           "0.20 the drawdown saving is about half and at 0.0 the sleeve loses its only negative-carry funder, "
           "which raises its correlation to the equity sleeve from 0.18 to 0.31.",
           hard=[HE("thesis_update", ["6J", "neutral", "0.35 → 0.10"], "buried")],
           idiom=("thesis change buried in part 2/3 of a research report", "thesis_update"))
    B.post(t_r2 + R.uniform(12, 18), "res",
           "(3/3) Implementation notes: the cfg change is one line in sleeves/fx_carry.yaml and goes out with "
           "tonight's APAC run; expected turnover is small because the trend leg already sits close to flat on the yen. "
           "Caveats: the carry measure is noisy around IMM dates, the CFTC data is a week stale, and the decomposition "
           "uses end-of-day marks so intraday squeezes are understated. I will re-run this review after the June roll "
           "and add the 6S candidate to the same framework. Questions welcome in the thread.",
           kind="neutral")
    th = r2p1
    q1 = B.post(t_r2 + R.uniform(600, 1100), "pm", "why now on 6j? boj or just the drawdown", thread=th, kind="neutral")
    a1 = B.post(q1["sec"] + R.uniform(60, 200), "res",
                "Mostly the gap risk. The drawdown itself is small and within the sleeve's normal range; the change is "
                "about the shape of outcomes after the taper guidance. Before March the yen leg's worst 1-day loss was "
                "about 2.1σ, since then we have had three days beyond 3σ. The carry it earns has not changed enough to "
                "pay for that tail.", thread=th, reply=q1, kind="neutral")
    B.post(a1["sec"] + R.uniform(120, 400), "quant", "backtest agrees, I replicated the 0.43 → 0.41 with the fixed settles",
           thread=th, kind="neutral")
    if opt["thread_thesis"]:
        B.post(a1["sec"] + R.uniform(500, 900), "pm", R.choice(["agree on 6j, neutral it is. keep the trend leg",
                                                              "ok. agree on 6j — neutral, trend leg stays"]),
               thread=th, reply=a1, hard=[HE("thesis_update", ["6j", "neutral"], "reply")])
    B.post(a1["sec"] + R.uniform(1000, 1500), "quant", "will make sure the cfg lands before the 22:15 run", thread=th,
           kind="neutral")

    # PM says no action on research note 1
    B.post(R.uniform(at(8, 40), at(9, 20)), "pm",
           R.choice(["no action on this one, model stays as is", "read it. no action, model stays (16,64)"]),
           reply=r1p3, hard=[HE("no_route_decision", ["no action", "model stays"], "reply")])

    # ------------------------------------------------------------------
    # gc stop / tp / gold thesis / sigchg2 + REJ
    # ------------------------------------------------------------------
    if opt["gc_stop"]:
        gstop = P("GC", px["GC"] * 0.984, True)
        B.post(at(16, R.randint(0, 15), R.uniform(0, 59)), "pm",
               R.choice([f"gc stop up to {gstop} on the core position", f"gc stop up to {gstop}, locking some in"]),
               hard=[HE("stop_or_target_change", ["gc stop", gstop], "untagged")])
    if opt["tp"]:
        tpl = P("ZS", px["ZS"] * 1.06, True)
        B.post(at(16, R.randint(18, 30), R.uniform(0, 59)), "pm",
               f"pulling the {tpl} tp on zs, trend's got legs. no target for now",
               hard=[HE("stop_or_target_change", ["tp on zs", tpl], "untagged")])
    if opt["gold_thesis"]:
        B.post(at(17, R.randint(5, 40), R.uniform(0, 59)), "pm",
               "gc trend score rolling over. conviction down on gold, no more adds this week",
               hard=[HE("thesis_update", ["conviction down", "gold"], "untagged")])
    if opt["sigchg2"] and s2_mkt:
        q2 = held[s2_mkt]
        d2 = max(2, abs(q2) // 4)
        s2side = "BUY" if q2 < 0 else "SELL"
        new2 = q2 + (d2 if q2 < 0 else -d2)
        t2 = at(16, R.randint(36, 48), R.uniform(0, 59))
        B.post(t2, "sig",
               f"sigchg book={bk} mkt={C(s2_mkt)} model=trend_slow ewma32/128={R.uniform(0.2, 0.5) * (1 if q2 > 0 else -1):+.2f}→"
               f"{R.uniform(0.05, 0.15) * (1 if q2 > 0 else -1):+.2f} flip=N tgt={q2:+d}→{new2:+d} side={s2side} qty={d2} "
               f"px_ref={P(s2_mkt, px[s2_mkt])} ts={hm(t2)}Z",
               hard=[HE("trade_proposal", [C(s2_mkt), f"side={s2side}", f"qty={d2}"], "structured")])
        P_2 = oid()
        reason = {"OSE": "outside_DCB_band(±2.0%)", "ASX": "price_outside_ETR", "ICE": "session_closed(pre-open)",
                  "CME": "price_band_violation", "EUREX": "outside_volatility_interruption_range"}[MK[s2_mkt]["exch"]]
        B.post(t2 + R.uniform(60, 180), "exec",
               f"REJ parent={P_2} mkt={C(s2_mkt)} side={s2side} qty={d2} venue={MK[s2_mkt]['exch']} reason={reason} "
               "st=REJECTED · will retry next window",
               hard=[HE("trade_confirmation", [P_2, C(s2_mkt), "REJECTED"], "structured")],
               idiom=("venue reject in key=value", "trade_confirmation"))

    # ------------------------------------------------------------------
    # near-misses from humans and bots
    # ------------------------------------------------------------------
    e_lvl = P("6E", px["6E"] * 0.994)
    near_h = [
        ("quant", f"a stop around {e_lvl} on 6e would be sensible if the model ever flips long", "stop level floated with no decision"),
        ("pm", "what if we cut ags trend weight to 0.5 for the summer? not now, just thinking", "hypothetical what-if from PM"),
        ("quant", f"are we rolling HG early this month? {C('HG')} open interest is already thinning", "question about a roll"),
        ("pm", "if cpi prints hot do we flatten ES? prob not, model handles it", None),
        ("quant", f"fyi macro desk lifted 2k ES {C('ES')[2:]} 6900 calls this morning, not ours", "another desk's trade"),
        ("quant", "bbg chat says CTAs were big sellers of bunds into the close yday", None),
        ("cio", "would we ever run the carry overlay on ags? worth a research ticket maybe", None),
    ]
    for who, txt, idi in R.sample(near_h, 5):
        lo_h = 7 if "cpi" not in txt else 8
        B.post(B.bg_time(lo_h, 12 if "cpi" in txt else 19, human=True), who, txt, kind="near",
               idiom=(idi, "not_hard") if idi else None)
    kq = R.randint(4, 10)
    B.post(R.uniform(at(9), at(17)), "res",
           f"[shadow] paper book carry-v2: l {kq} {C('KC')} @ {P('KC', px['KC'])} (entry signal z=+1.8) — not live, tracking only",
           kind="near", idiom=("paper/shadow book trade", "not_hard"))
    for i, (oa, desc) in enumerate(R.sample(OTHER_ACCTS, 2)):
        c = R.choice(["ES", "ZN", "CL", "GC", "6E", "FGBL"])
        t = R.uniform(at(15, 30), at(20, 30))
        B.post(t, "fcm", "", embeds=[{
            "title": "Allocation · Marex Clearing", "description": "Give-up accepted",
            "fields": [{"name": "Account", "value": oa, "inline": True},
                       {"name": "Contract", "value": C(c), "inline": True},
                       {"name": "Side", "value": R.choice(["BUY", "SELL"]), "inline": True},
                       {"name": "Qty", "value": str(R.randint(20, 400)), "inline": True},
                       {"name": "Price", "value": P(c, pxm(c)), "inline": True},
                       {"name": "Exec ID", "value": f"MX-{R.randint(10**7, 10**8 - 1)}", "inline": True}],
            "footer": f"{MK[c]['exch']} · {hm(t)}Z · bridge v1.9"}],
            kind="near", idiom=("embed-only FCM allocation for another account", "not_hard") if i == 0 else None)

    # research report 3: signal attribution (long, no decision), 2 parts
    attrib = []
    for sname in ("rates", "equity", "fx", "energy", "metals", "ags"):
        attrib.append(f"{sname:<7} trend {R.uniform(-40, 60):+5.0f}bp  carry {R.uniform(-15, 20):+4.0f}bp  "
                      f"hit {R.randint(35, 58)}%  pos_chg {R.randint(0, 6)}  mtd {R.uniform(-90, 160):+5.0f}bp")
    t_att = at(19, R.randint(20, 40), R.uniform(0, 59))
    B.post(t_att, "res",
           f"**Daily signal attribution {bk} · {ds}** (1/2)\n" + block("\n".join(attrib))
           + f"\nTrend did the work again in {R.choice(['energy', 'rates', 'metals'])}; the short-bund trend leg and the long "
             "gold leg are the two largest contributors month-to-date. Equity trend is flat after the ES adds were held. "
             "The model would have bought more ES on the open had the PM hold not been in place, which cost or saved "
             "nothing measurable today. Carry contributed little; the yen funding leg was the only mover. Cost drag today was about 1bp, split "
             "between the rates TWAP and the energy roll. The ES hold leaves the equity sleeve below its model target, "
             "which the attribution treats as a manual override for the monthly review.",
           kind="near", idiom=("long attribution with trading words and no decision", "not_hard"))
    top = R.sample([c for c in held], 6)
    trows = "\n".join(f"{C(c):<8} {R.uniform(-60, 90):+5.0f}bp  pos {held[c]:+5d}  σ-adj {R.uniform(-1.5, 2.5):+4.1f}"
                      for c in top)
    B.post(t_att + R.uniform(5, 12), "res",
           "(2/2) Largest single-market contributions today:\n" + block(trows)
           + f"\nSignal dispersion is at the {R.randint(20, 45)}th percentile, turnover {R.uniform(0.5, 0.9):.1f}x of the 1y "
             "average, realised book vol over 20 days "
             f"{R.uniform(9, 12):.1f}%. Manual overrides today: one (equity, index sell) — logged for the monthly override "
             "review. No parameter changes suggested.", kind="neutral")
    sw = []
    for lb in (20, 40, 60, 120):
        for sm in (5, 10, 20):
            sw.append(f"lb={lb:<4} smooth={sm:<3} sharpe={R.uniform(0.1, 0.7):.2f} maxdd={-R.uniform(6, 20):.1f}% "
                      f"turn={R.uniform(2, 9):.1f}x hit={R.randint(36, 55)}%")
    B.post(at(20, R.randint(30, 50), R.uniform(0, 59)), "res",
           "sweep carry_v2 × ags (ZC, ZS, ZW, KC, SB, CC), 12 configs, 2010-2026 net of costs:\n" + block("\n".join(sw))
           + "\nbest: lb=60 smooth=10 (in-sample). Nothing goes live from a sweep; paper-tracking continues.",
           kind="near")

    # APAC run (22:15) — unchanged table
    c_apac = [c for c in ("JB", "XM", "NK", "6A", "6J") if c in held]
    rows_a = [f"{c:<4}{C(c):<8}{P(c, pxm(c)):>11}{held[c]:>7}{held[c]:>7}{0:>4}  —" for c in c_apac]
    B.post(at(22, 15, R.uniform(10, 40)), "sig",
           f"**{bk} · APAC run** {ds} 22:15Z · vol_scalar {new_scalar:.2f}\n"
           + block(f"{'mkt':<4}{'contract':<8}{'px':>11}{'prev':>7}{'new':>7}{'Δ':>4}  action\n" + "\n".join(rows_a))
           + f"\n0 changes · cfg hash {R.getrandbits(24):06x} · next run 06:00Z", kind="noise")

    # ------------------------------------------------------------------
    # cron / EOD / risk reports / ops handover
    # ------------------------------------------------------------------
    B.post(at(9, 0, R.uniform(5, 50)), "cron",
           f"[cron] 09:00Z triage: {R.randint(4, 11)} alerts, 0 routed, all auto-closed (stale>15m)", kind="noise")
    pnl_tot = R.uniform(-400, 700)
    sec_p = [R.uniform(-200, 300) for _ in range(6)]
    B.post(at(21, 35, R.uniform(0, 50)), "cron",
           f"[cron] 21:35Z eod_pnl {bk} {ds}\n" + block(
               f"total   {money(pnl_tot)}  ({pnl_tot / 2000:+.2f}%)\n"
               + "\n".join(f"{n:<7} {money(v)}" for n, v in zip(("rates", "equity", "fx", "energy", "metals", "ags"), sec_p))
               + f"\nfees    -${R.uniform(3, 9):.1f}k   slippage -${R.uniform(5, 20):.1f}k\nmtd     {money(R.uniform(-900, 2500))}"
               f"\nytd     {money(R.uniform(-2000, 9000))}"),
           kind="noise")
    B.post(at(22, 5, R.uniform(0, 50)), "cron",
           f"[cron] 22:05Z margin_calc {bk}: IM ${R.uniform(40, 55):.1f}m VM {money(R.uniform(-1800, 1800))} "
           f"m2e {m2e - 2.6:.1f}% (soft 15.0%)", kind="noise")
    B.post(at(23, 10, R.uniform(0, 50)), "cron",
           f"[cron] 23:10Z backup sig/positions → s3://cta-archive/{ds}/ ok {R.uniform(1.5, 3):.1f}GB", kind="noise")
    eod_lines = "\n".join(f"    {c}: {held[c]:+d}" for c in sorted(held, key=lambda x: -abs(held[x]))[:10])
    B.post(at(21, 48, R.uniform(0, 50)), "risk", block(
        f"daily_risk_report:\n  book: {bk}\n  date: {ds}\n  vol_target: 10.0%\n  ex_ante_vol: {R.uniform(9, 11):.1f}%\n"
        f"  gross: {R.uniform(280, 320):.0f}%\n  m2e: {m2e - 2.5:.1f}%\n  var99_1d: {R.uniform(1.1, 1.6):.2f}%\n"
        f"  es97_5_1d: {R.uniform(1.4, 2.0):.2f}%\n  stress_2022_rates: {money(-R.uniform(800, 1600))}\n"
        f"  limits: 14/14 ok\n  top_positions_lots:\n{eod_lines}", "yaml"), kind="noise")
    exec_rows = "\n".join(f"{v:<6} parents {R.randint(1, 5)}  fills {R.randint(3, 30):>3}  slip {R.uniform(-1.2, 0.5):+.1f}t  "
                          f"rejects {0}  msgs {R.randint(200, 3000)}" for v in ("CME", "CBOT", "EUREX", "ICE", "NYMEX", "COMEX"))
    B.post(at(20, R.randint(40, 55)), "exec", f"exec-algo EOD {bk} {ds} (venue stats)\n" + block(exec_rows), kind="noise")
    B.post(at(20, R.randint(2, 20)), "ci",
           f"CI exec-algo #{R.randint(2200, 2400)} passed · {R.randint(380, 440)} tests · {R.uniform(3, 6):.1f}m\n" + block(
               f"lint ........ ok ({R.uniform(8, 20):.1f}s)\nunit ........ ok ({R.randint(300, 360)} passed, 2 skipped)\n"
               f"replay ...... ok (2y replay, 0 target diffs > 1 lot)\nvenue-sim ... ok (CME, EUREX, ICE, OSE, ASX)\n"
               f"image ....... exec-algo:3.8.{R.randint(1, 3)}-{R.getrandbits(24):06x} pushed"), kind="noise")
    B.post(at(21, R.randint(2, 20)), "ci", "config push riskd: no diff", kind="noise")
    B.post(at(18, R.randint(0, 20), R.uniform(0, 59)), "ops",
           "Handover to Sam for APAC:\n"
           "• KC loader fix deployed this morning, series clean.\n"
           "• ICE EU settle file was late again overnight — if it happens tonight, fallback to prev settle is automatic.\n"
           "• Marex bridge was slow ~14:00-14:30, caught up.\n"
           "• No open manual orders. m2e back under the soft limit after the vol target change.\n"
           "• fx_carry.yaml change goes out with the 22:15 run — check the APAC table prints the new weight.\n"
           "• Golden Week calendar for OSE is loaded.", kind="neutral")

    # second and third vendor stack traces
    B.post(R.uniform(at(16, 30), at(17, 30)), "feed",
           "[mdfeed] ERROR curve_refresh vendor=dss_rest\n" + block(
               "Traceback (most recent call last):\n"
               '  File "/opt/mdfeed/curves/refresh.py", line 64, in refresh_all\n'
               "    resp = self.session.get(url, timeout=20)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
               '    return self.request("GET", url, **kwargs)\n'
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/requests/sessions.py", line 589, in request\n'
               "    resp = self.send(prep, **send_kwargs)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/requests/sessions.py", line 703, in send\n'
               "    r = adapter.send(request, **kwargs)\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n'
               "    raise ReadTimeout(e, request=request)\n"
               "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='dss-rest.vendor.net', port=443): "
               "Read timed out. (read timeout=20)\n"
               f"curves={R.randint(3, 9)}/{len(MK)} stale, retry in 120s"),
           kind="noise")
    B.post(R.uniform(at(2), at(4, 30)), "feed",
           "[mdfeed] ERROR ws_consumer OSE crashed, supervisor restarting\n" + block(
               "Task exception was never retrieved\n"
               "future: <Task finished name='ose-consumer' coro=<Consumer.run() done, defined at /opt/mdfeed/ws/consumer.py:77> "
               "exception=ConnectionClosedError(None, None, None)>\n"
               "Traceback (most recent call last):\n"
               '  File "/opt/mdfeed/ws/consumer.py", line 95, in run\n'
               "    async for raw in self.ws:\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 497, in __aiter__\n'
               "    yield await self.recv()\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 568, in recv\n'
               "    await self.ensure_open()\n"
               '  File "/opt/mdfeed/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py", line 944, in ensure_open\n'
               "    raise self.connection_closed_exc()\n"
               "websockets.exceptions.ConnectionClosedError: no close frame received or sent\n"
               f"restart 1/5 ok after {R.uniform(1.5, 6):.1f}s · resubscribed JB,NK,NKD ({R.randint(6, 14)} symbols)"),
           kind="noise")

    # bulk-deleted debug dump from the exec algo
    t_dump = at(17, R.randint(8, 20), R.uniform(0, 40))
    dump = []
    for i in range(5):
        tok = f"{R.getrandbits(32):08x}"
        dump.append(B.post(t_dump + i * R.uniform(0.6, 1.5), "exec",
                           f"DEBUG book_state dump {i + 1}/5 tok={tok} " + json.dumps(
                               {"parents": R.randint(0, 4), "children_live": R.randint(0, 12),
                                "queue": [f"{C(c)}:{R.randint(-9, 9)}" for c in R.sample(MODEL, 4)]}),
                           kind="noise", snippet=f"book_state dump {i + 1}/5 tok={tok}"))
    B.bulk.append((dump, R.uniform(60, 150), "ops"))
    B.post(t_dump + R.uniform(200, 300), "ops", "cleared the debug spam, exec-algo log level back to INFO", kind="neutral")
    wp = B.post(R.uniform(at(11), at(16)), "quant",
                f"ssh cta-prod-0{R.randint(1, 4)} 'tail -n 200 /var/log/exec/{bk.lower()}-{R.getrandbits(16):04x}.log | grep -i rej'",
                kind="neutral", snippet=None)
    wp["snippet"] = wp["content"][:60]
    wp["delete"] = R.uniform(8, 30)

    _more_long(B, R, C, px, held, bk, ds, prev, watch, acct)
    _more_long2(B, R, C, px, held, bk, ds, prev, roll_mkt)
    _dq_report(B, R, C, px, bk, ds)
    _vol_update(B, R, C, px, bk, ds)
    _pad_research(B, R)
    _exposure_block(B, R, bk, at(14, 0, R.uniform(10, 50)), new_scalar)
    _exposure_block(B, R, bk, at(19, 0, R.uniform(10, 50)), new_scalar)

    # ------------------------------------------------------------------
    # heartbeats, reconnects, alerts, pnl snapshots
    # ------------------------------------------------------------------
    def m2e_at(t):
        if t < at(8):
            return R.uniform(11.8, 12.6)
        if t < t_m2e:
            return R.uniform(13.1, 14.7)
        if t < t_vt + 60:
            return None
        return R.uniform(m2e - 2.8, m2e - 2.0)

    for h in range(1, 24, 2):
        t = at(h, R.randint(0, 3), R.uniform(0, 59))
        v = m2e_at(t)
        if v is None:
            continue
        B.post(t, "risk", f"riskd ✓ limits green (14/14) · m2e={v:.1f}% gross={R.uniform(290, 340):.0f}% "
                          f"rates={R.uniform(120, 170):.0f}% eq={R.uniform(20, 55):.0f}% cmdty={R.uniform(40, 85):.0f}% "
                          f"vol_scalar={(vol_scalar if t < t_vt else new_scalar):.2f} var99={R.uniform(1.1, 1.6):.2f}% "
                          f"calc_lag={R.randint(4, 48)}s",
               kind="noise")
    for h in range(0, 24, 4):
        t = at(h, R.randint(15, 25), R.uniform(0, 59))
        lags = " ".join(f"{v}={R.randint(3, 90)}ms" for v in ("CME", "EUREX", "ICE", "OSE", "ASX"))
        B.post(t, "feed", f"[mdfeed] hb seq={R.randint(10**6, 10**7)} lag_p99 {lags} symbols={len(MK) * 3} gaps=0",
               kind="noise")
    for _ in range(R.randint(1, 3)):
        venue = R.choice(["ICE-EU", "OSE", "EUREX", "CME-MDP3", "ASX"])
        B.post(R.uniform(at(0), at(23, 50)), "feed",
               f"[mdfeed] WARN ws disconnect {venue} (code 1006), reconnecting in 2s… reconnected, resubscribed "
               f"{R.randint(8, 40)} symbols", kind="noise")
    for _ in range(R.randint(4, 6)):
        c = R.choice(MODEL)
        up = R.random() < 0.5
        lvl = P(c, px[c] * (1.01 if up else 0.99))
        B.post(B.bg_time(), "alert",
               f"⚠️ {C(c)} crossed {lvl} {'↑' if up else '↓'} · last {P(c, px[c] * (1.011 if up else 0.989))} "
               f"({R.uniform(0.8, 2.6) * (1 if up else -1):+.1f}% d/d) · 20d hi/lo "
               f"{P(c, px[c] * 1.04)}/{P(c, px[c] * 0.95)}", kind="noise")
    for hh in sorted(R.sample([8, 10, 11, 13, 15, 16, 18, 20], 4)):
        t = at(hh, R.randint(0, 2), R.uniform(0, 59))
        parts = [R.uniform(-150, 200) for _ in range(4)]
        B.post(t, "risk", f"pnl {bk} {hh:02d}:00Z {money(sum(parts))} ({sum(parts) / 2000:+.2f}%) | rates {money(parts[0])} "
                          f"eq {money(parts[1])} fx {money(parts[2])} cmdty {money(parts[3])}", kind="noise")

    # ------------------------------------------------------------------
    # chatter: time-windowed conversations (no repeats), then parametric remarks
    # ------------------------------------------------------------------
    ctx = {"R": R, "C": C, "px": px, "bk": bk, "prev": prev, "held": held, "other": other.lower()}
    convs = _conversations(ctx)
    R.shuffle(convs)
    target_total = R.randint(266, 298)
    target_noise = int(target_total * R.uniform(0.30, 0.35))
    n_acks = 0
    for lo_h, hi_h, lines in convs:
        if len(B.msgs) >= target_total - 12:
            break
        t = R.uniform(at(0) + lo_h * 3600, at(0) + hi_h * 3600)
        prevm = None
        for line in lines:
            who, txt = line[0], line[1]
            rep = len(line) > 2 and line[2]
            kind = line[3] if len(line) > 3 else "neutral"
            idi = ("👍 / ok ack on a non-proposal message", "not_hard") if kind == "noise" and rep else None
            m = B.post(t, who, txt, reply=prevm if rep else None, kind=kind, idiom=idi)
            prevm = m
            t += R.uniform(25, 240)
    noise_now = sum(1 for m in B.msgs if m["kind"] == "noise")
    k = 0
    while noise_now < target_noise and k < 400:
        k += 1
        fn = R.choice([_bg_noise_sig, _bg_noise_exec, _bg_noise_feed, _bg_noise_alert, _bg_noise_ack])
        if fn is _bg_noise_ack and n_acks >= 8:
            continue
        if fn(B, R, C, px, bk):
            noise_now += 1
            n_acks += fn is _bg_noise_ack
    k = 0
    while len(B.msgs) < target_total and k < 600:
        k += 1
        _bg_remark(B, ctx)
    return B


# --------------------------------------------------------------------------
# background generators
# --------------------------------------------------------------------------

def _bg_noise_sig(B, R, C, px, bk):
    c = R.choice(MODEL)
    B.post(B.bg_time(), "sig", R.choice([
        f"trendsig: ewma vol update done, {len(MODEL)} mkts, max Δσ {R.uniform(2, 9):+.1f}% ({c})",
        f"trendsig: intraday signal check · 0 crossings beyond buffer · {len(MODEL)} mkts · {R.uniform(0.8, 3):.1f}s",
        f"trendsig: corr matrix refresh ok (rates/eq {R.uniform(-0.3, 0.1):+.2f}, energy/metals {R.uniform(0, 0.4):+.2f})",
        f"trendsig: snapshot archived sig_{bk.lower()}_{R.getrandbits(24):06x}.parquet ({R.randint(200, 900)}KB)",
    ]), kind="noise")
    return True


def _bg_noise_exec(B, R, C, px, bk):
    B.post(B.bg_time(6, 21), "exec", R.choice([
        f"exec-algo: session {R.choice(['EUREX', 'CME', 'ICE', 'COMEX', 'NYMEX'])} open, {R.randint(0, 3)} parents queued",
        f"exec-algo: {R.randint(1, 4)} parents live, {R.randint(0, 11)} children working, part {R.uniform(2, 9):.1f}%",
        f"exec-algo: drop-copy session MAREX-DC1 seq gap {R.randint(1, 4)} msgs → resend ok",
        f"exec-algo: throttle {R.randint(70, 90)}% of venue msg limit ({R.choice(['EUREX', 'CME', 'ICE'])}), backing off 500ms",
    ]), kind="noise")
    return True


def _bg_noise_feed(B, R, C, px, bk):
    B.post(B.bg_time(), "feed", R.choice([
        f"[mdfeed] lag_p99 {R.randint(101, 240)}ms on {R.choice(['ICE', 'EUREX', 'OSE'])} ⚠ (>100ms), recovered",
        f"[mdfeed] snapshot refresh {R.randint(30, 93)} symbols ok",
        f"[mdfeed] WARN stale quote {C(R.choice(MODEL))} {R.randint(20, 90)}s, resubscribed",
    ]), kind="noise")
    return True


def _bg_noise_alert(B, R, C, px, bk):
    c = R.choice(MODEL)
    B.post(B.bg_time(), "alert", f"⚠️ {C(c)} {R.choice(['1h range', 'realised vol', 'volume'])} alert: "
                                 f"{R.uniform(1.5, 3.5):.1f}σ vs 20d", kind="noise")
    return True


def _bg_noise_ack(B, R, C, px, bk):
    t = B.bg_time(7, 20, human=True)
    cands = [m for m in B.msgs if m["kind"] in ("neutral", "noise") and not m["thread"] and m["delete"] is None
             and m["forget"] is None and t - 3 * 3600 < m["sec"] < t - 30
             and m["who"] in ("res", "ops", "quant", "risk")]
    if not cands:
        return False
    tgt = R.choice(cands)
    who = R.choice([w for w in HUMANS if w != tgt["who"]])
    B.post(t, who, R.choice(["ok", "thx", "ty", "k", "👍", "noted", "🙏", "cheers", "👀", "ok thx"]), reply=tgt, kind="noise",
           idiom=("👍 / ok ack on a non-proposal message", "not_hard"))
    return True


def _conversations(x):
    R, C, px, held = x["R"], x["C"], x["px"], x["held"]
    c1, c2, c3 = R.sample([c for c in MODEL if c in held], 3)
    return [
        (6.6, 7.4, [("pm", "anything weird overnight?"), ("quant", "quiet. asx settle late again, cron retried", True),
                    ("pm", "k", True, "noise")]),
        (6.5, 7.8, [("ops", f"Marex statement is in. VM for {x['prev']} {money(R.uniform(-1800, 1800))}, funding at 09:00.")]),
        (9.0, 9.4, [("ops", "VM funded.")]),
        (6.8, 9.0, [("quant", f"NG σ up {R.uniform(4, 9):.0f}% on the week in the vol model, scalar absorbed it"),
                    ("pm", "expected w/ the storage noise", True)]),
        (7.0, 10.0, [("cio", "how's the book doing into cpi?"),
                     ("pm", "fine. rates carrying, eq flat. thinking about trimming vol into the print", True)]),
        (11.4, 12.2, [("pm", "lunch")]),
        (12.9, 13.4, [("pm", "back")]),
        (10.5, 12.3, [("quant", "cpi 12:30, expect chop")]),
        (12.6, 13.5, [("pm", "cpi non-event for us"), ("quant", "bonds bid a bit on core, nothing near a flip", True)]),
        (7.5, 16.0, [("pm", "who changed the ags cfg"),
                     ("quant", "me — added the new KC roll dates, no model impact", True), ("pm", "👍", True, "noise")]),
        (8.0, 16.0, [("quant", "riskd lagging ~40s on the m2e calc again, raised with infra")]),
        (8.0, 15.0, [("ops", "EUREX T7 maintenance Saturday 10:00-14:00 CET, FYI. No impact on weekday sessions.")]),
        (7.0, 12.0, [("ops", "OSE holiday calendar updated for Golden Week (04-29, 05-03..05-06).")]),
        (12.4, 12.9, [("ops", "I'll be out 13-14, ping Sam for ops stuff.")]),
        (9.0, 16.5, [("cio", "can someone send me the mtd attribution before 5"), ("quant", "sending now", True)]),
        (17.0, 18.0, [("pm", "ok who's on the late shift"), ("ops", "Sam from 18:00, I'm around till 19.", True)]),
        (18.5, 20.2, [("pm", "nq looking heavy into the close")]),
        (9.0, 16.0, [("quant", "bbg ticker for the FOAT contract changed, remapped in the symbology table")]),
        (9.0, 17.0, [("pm", "remind me what turnover was last wk"),
                     ("quant", f"{R.uniform(5, 9):.1f}x annualised, a bit below the 1y avg", True)]),
        (8.0, 17.0, [("quant", f"ES basis looks normal, ~+{R.randint(30, 45)} to fair")]),
        (7.0, 18.0, [("pm", "pls keep this chan for the book, memes → #random"), ("quant", "😅", True, "noise")]),
        (9.0, 15.0, [("quant", "heads up: CME margin notice — NG initial +8% eff. thu"),
                     ("ops", "Saw it, updated the margin model.", True)]),
        (8.0, 18.0, [("quant", "the fast model is whipsawing a bit in ags, nothing outside normal")]),
        (10.0, 18.0, [("cio", "nice work on the roll costs this month"), ("pm", "ty, mostly the tas usage", True)]),
        (8.0, 18.0, [("quant", "looking at the ZB/ZN ratio in the vol model, it's drifting"),
                     ("res", "I can pull the 5y history of the ratio and the regime breaks if useful.", True),
                     ("quant", "pls", True)]),
        (13.5, 16.5, [("pm", f"why is {c1.lower()} not moving in the model, it's been grinding for a week"),
                      ("res", f"{C(c1)}: the fast leg moved but the slow leg is still at {R.uniform(-0.3, 0.3):+.2f}, so the "
                              "blend sits inside the ±buffer. It needs roughly another 1σ move or three more sessions of "
                              "drift before the target changes. Nothing is wrong with the inputs.", True),
                      ("pm", "ok", True, "noise")]),
        (15.0, 19.0, [("ops", "New CME fee schedule effective 1st of next month, uploaded to the drive.")]),
        (6.5, 8.5, [("ops", "Recon clean, 0 breaks. Give-ups for yesterday all matched.")]),
        (8.0, 20.0, [("quant", f"corr matrix refresh done, rates/eq corr back to {R.uniform(-0.3, 0.0):+.2f}")]),
        (9.0, 18.0, [("pm", "anyone else getting lag on the bbg terminal"),
                     ("ops", "Yes, known issue on their side, BBG says fix by 15:00.", True)]),
        (16.0, 19.0, [("cio", "allocator call moved to thu, want the risk deck wed eod"), ("pm", "ok", True, "noise")]),
        (20.5, 21.8, [("pm", "night all"), ("quant", "gn", True, "noise")]),
        (8.0, 11.0, [("res", "Intermediate result on the ZB/ZN vol-ratio ticket: the ratio has drifted from 1.9 to 2.3 "
                             "since January, mostly because ZB realised vol rose with long-end supply. Using a 60d window "
                             "instead of 20d for the ratio would stabilise the rates risk split. Full note tomorrow.")]),
        (10.0, 17.0, [("quant", f"{C(c2)} realised 20d vol {R.uniform(8, 30):.1f}% vs model {R.uniform(8, 30):.1f}%, within tolerance")]),
        (9.0, 17.0, [("cio", f"what's our {c3.lower()} exposure in $ terms"),
                     ("quant", f"~${R.uniform(5, 60):.0f}m notional, {R.uniform(2, 12):.1f}% of book risk", True)]),
        (14.0, 17.0, [("ops", "Marex bridge running ~4 min behind, they're aware."),
                      ("ops", "Caught up.")]),
        (7.0, 9.0, [("quant", "asx settles landed at 06:12, all 31 series in")]),
        (15.5, 18.0, [("pm", "decent day. rates again"), ("cio", "👍", True, "noise")]),
        (11.0, 16.0, [("quant", "pushed the new slippage model to staging, shadow-running vs prod till friday")]),
        (8.5, 12.0, [("res", f"Carry term-structure snapshot refreshed for {len(MODEL)} markets; no missing curves, "
                             "2 curves with fewer than 3 liquid months (FLG, XM) flagged as low quality.")]),
        (16.0, 18.5, [("quant", "eurex vol interruption on fdax at 16:02, 2 min, our orders were fine")]),
    ]


def _bg_remark(B, x):
    R, C, px, held = x["R"], x["C"], x["px"], x["held"]
    c = R.choice(MODEL)
    c2 = R.choice([m for m in MODEL if m != c])
    rv = R.uniform(6, 30)
    templates = [
        ("quant", f"{C(c)} realised 20d vol {rv:.1f}% vs model {rv * R.uniform(0.9, 1.1):.1f}%, within tolerance"),
        ("quant", f"corr {c}/{c2} 20d {R.uniform(-0.6, 0.8):+.2f}, was {R.uniform(-0.6, 0.8):+.2f} last month"),
        ("quant", f"{C(c)} bid/ask {R.randint(1, 3)} ticks on {MK[c]['exch']}, normal for the hour"),
        ("quant", f"{C(c)} volume {R.uniform(0.6, 2.4):.1f}x 20d avg so far today"),
        ("quant", f"checked the {c.lower()} roll-adjusted series vs bbg, matches to the tick since {R.randint(2010, 2020)}"),
        ("quant", f"re-ran the {MK[c]['sector']} vol estimates with the 60d window, sizes move <{R.randint(2, 6)}%"),
        ("quant", f"{C(c)} basis {R.uniform(-3, 3):+.1f} ticks vs fair, nothing odd"),
        ("pm", f"{c.lower()} looking {R.choice(['heavy', 'bid', 'tired', 'stretched', 'offered', 'sticky', 'coiled'])} here"),
        ("pm", f"{c.lower()} and {c2.lower()} moving together again"),
        ("pm", f"who's watching {c.lower()} into the {R.choice(['close', 'auction', 'data', 'settle'])}"),
        ("pm", f"{c.lower()} vol is silly today"),
        ("res", f"Refreshed {MK[c]['sector']} term structures; {C(c)} roll yield now {R.uniform(-6, 6):+.1f}% ann."),
        ("res", f"{c} trend score {R.uniform(-1.5, 1.5):+.2f} (fast) / {R.uniform(-1.5, 1.5):+.2f} (slow), unchanged regime."),
        ("res", f"Data check: {C(c)} settle matches exchange file, {R.randint(0, 2)} late ticks dropped."),
        ("ops", f"{MK[c]['exch']} fee invoice reconciled, diff ${R.uniform(0, 40):.2f}"),
        ("ops", f"{MK[c]['exch']} confirms {R.randint(3, 40)} give-ups matched for {x['prev']}"),
        ("cio", f"{c.lower()} doing anything interesting for us?"),
        ("quant", f"{C(c)} OI {R.uniform(-4, 6):+.1f}% d/d, nothing unusual"),
    ]
    cnt = x.setdefault("tcount", {})
    free = [i for i in range(len(templates)) if cnt.get(i, 0) < 2]
    if not free:
        return
    i = R.choice(free)
    cnt[i] = cnt.get(i, 0) + 1
    who, txt = templates[i]
    t = B.bg_time(6, 22, human=True) if who != "res" else B.bg_time()
    B.post(t, who, txt, kind="neutral")



# --------------------------------------------------------------------------
# research prose library (used at most once per channel-day, to pad write-ups)
# --------------------------------------------------------------------------

PARAS = [
    "Method: the blended score combines a fast and a slow EWMA crossover, each normalised by 60-day realised "
    "volatility and capped at ±2 to limit the influence of gaps. Carry enters as a separate leg with its own risk "
    "budget. The blend weights were last revised in 2024 and are reviewed annually; changing them is a governance "
    "decision rather than a research one.",
    "Sizing: positions scale inversely with a blend of 20- and 60-day realised volatility so that each market "
    "contributes a similar amount of risk, and the book-level scalar then brings ex-ante volatility to target. "
    "Because the scalar uses a covariance estimate, a rise in cross-market correlation shrinks every position at once "
    "even when individual volatilities are unchanged.",
    "Rolls follow a fixed calendar per market, spread over five sessions to reduce footprint. Back-adjustment uses "
    "the difference method for signals and the ratio method for volatility estimates, which avoids negative prices "
    "in long histories and keeps percentage returns consistent across roll dates.",
    "Costs in the research stack are half the quoted spread plus an impact term proportional to the square root of "
    "participation. The parameters were calibrated on our own executions from 2023-2025 and are re-estimated each "
    "quarter; they are deliberately pessimistic for the Asian rates contracts, where our footprint is largest.",
    "Data: settlement prices come from the exchanges via the vendor feed, with a secondary source for cross-checks. "
    "Any series that fails QA is carried forward and flagged, and the signal engine will not size a market whose "
    "inputs are older than one session. That rule is why a late settle file is an operational nuisance rather than "
    "a trading risk.",
    "Reading sweep tables: a grid this small cannot be badly overfit, but the selection step still adds optimism. "
    "Subtracting half the difference between the best and the median configuration is a reasonable haircut, and it "
    "usually removes most of the apparent edge of the 'best' cell.",
    "Context: trend-following returns are lumpy. Most of the long-run return comes from a handful of extended moves "
    "per decade, and the periods between them look like noise with a cost drag. Any evaluation over a window much "
    "shorter than five years says more about which of those moves it contains than about the method.",
    "The defensive property of the strategy comes from two sources: persistent trends in bonds and currencies "
    "during equity sell-offs, and the mechanical reduction of equity longs as trends turn. Neither helps in a fast "
    "V-shaped crash, which is one reason the equity sleeve's risk budget is capped.",
    "Correlations between sectors are estimated on weekly returns to reduce the effect of asynchronous closes across "
    "time zones. Daily correlations between Asian and US contracts are biased towards zero because the markets close "
    "hours apart; the weekly estimate removes most of that bias at the cost of responsiveness.",
    "Execution background: the 06:00 run is worked through the European and US mornings, and Asian markets are "
    "handled after the 22:15 run. Time-weighted slicing is the default with per-venue participation caps. Larger "
    "parents get longer windows rather than higher participation, trading a little timing risk for lower impact.",
    "Margin usage is driven mainly by energy and equity index contracts, whose exchange margins are high relative to "
    "their risk contribution in the model. Rates futures are cheap to hold in margin terms, so margin-to-equity rarely "
    "binds unless the exchanges raise energy or index margins at the same time as the book is long those sectors.",
    "Carry measurement: for financial futures the roll yield closely tracks the short-rate differential; for "
    "commodities it reflects storage, convenience yield and seasonality. Seasonal markets such as natural gas and "
    "grains need a seasonally adjusted carry measure, otherwise the signal simply learns the calendar.",
    "Limitations: all results are gross of management and performance fees and use current contract specifications "
    "throughout. Earlier contract-size changes are handled by converting history to current multipliers, and "
    "discontinued contracts are spliced with their closest successor.",
    "Attribution splits each market's P&L into the part explained by the trend leg, the carry leg, and a residual "
    "from execution and rolls, using target weights at the start of the day. Residuals are small on normal days and "
    "larger on roll days, which is expected and not a sign of model error.",
    "The no-trade buffer around each target avoids trading on small signal changes. A wider buffer lowers turnover "
    "but increases tracking error to the model; the current width keeps buffer-related tracking error below about 5% "
    "of sleeve volatility, which was the original design goal.",
    "The trailing stops are an overlay rather than part of the signal. They ratchet only in the direction of the "
    "position and reset at each roll. In backtests they reduce left-tail losses in single markets at a small cost to "
    "overall Sharpe, which has been accepted as the price of the protection.",
    "JGB and ACGB futures are among the most liquid contracts in their time zones but thin relative to our size "
    "around the Tokyo lunch break and the Sydney close. Both exchanges apply dynamic price bands that reject "
    "aggressive limits, so the algo prices child orders inside the band.",
    "Figures use end-of-day marks at 21:00Z for every market, which is after the US close but before the Asian "
    "open. Intraday P&L snapshots from the risk engine use live prices and will differ from these numbers by the "
    "evening move.",
    "Robustness checks that are routinely run: ±50% cost shocks, a one-day signal lag, removal of the single best "
    "market per sector, and block-bootstrap resampling of returns in 3-month blocks. A result that survives all four "
    "is treated as real; one that depends on a single market is treated as anecdote.",
    "A note on volatility estimates: exponentially weighted estimators react faster to shocks but are noisier in "
    "calm periods. The 20/60 blend was chosen as a compromise; using only the 20-day estimate would have cut "
    "drawdowns in 2020 slightly and raised turnover by about a fifth.",
    "Time-zone handling: all markets are sampled at their own settlement, and the run at 06:00Z uses the latest "
    "available settle for each. For Asian contracts that means the signal is about 16 hours old when the European "
    "orders go out, which the backtest reproduces exactly.",
    "Historical analogues are useful for intuition but not for sizing. The sample of comparable episodes is small, "
    "the macro backdrop differs each time, and the book's composition has changed since most of them. The numbers "
    "quoted are therefore ranges rather than forecasts.",
    "On capacity: at the current size our daily orders are below 1% of volume in every US and European contract "
    "and 3-6% in the Asian rates contracts. Doubling the book would be feasible everywhere except JGB futures, where "
    "we would need longer execution windows.",
    "The override log records every manual deviation from model targets with its reason and outcome. Overrides are "
    "not judged individually; the monthly review looks at their aggregate P&L and frequency to check that "
    "discretion is not creeping into a systematic book.",
    "Signal decay: the information in a trend signal decays slowly, with a half-life of several weeks for the slow "
    "leg and about a week for the fast leg. That is why delaying execution by a few hours costs little on average, "
    "although it can matter on days with large gaps.",
    "Currency effects: all futures P&L is converted to USD at the 21:00Z rate. Non-USD margin is funded in the "
    "local currency, so the book carries small FX balances in EUR, GBP, JPY and AUD that are swept weekly and are "
    "not part of the FX sleeve.",
    "On data revisions: exchanges occasionally correct a settlement price after publication. The feed picks up "
    "corrections on the next load, and the signal engine recomputes the affected market; in the last year this has "
    "changed a target only twice, both times by a single lot.",
    "Benchmarking: the sleeve is compared with the SG Trend index and with a simple 12-month time-series momentum "
    "replica. Correlation to both is in the 0.6-0.75 range over rolling years, which is typical for a program of "
    "this style and breadth.",
    "Stress testing uses both historical replays (2008, 2013 taper tantrum, 2020 March, 2022) and hypothetical "
    "shocks defined by the risk committee. Historical replays apply today's positions to past returns and ignore how "
    "the signals would have adapted, so they overstate losses in slow-moving crises.",
    "A caution on short windows: the standard error of an annual Sharpe ratio estimate is roughly one divided by the "
    "square root of the number of years. Over two years that is about 0.7, larger than the differences usually "
    "being discussed.",
    "Market selection is reviewed annually. A market joins the model when it has at least ten years of clean data, "
    "adequate liquidity at our size and a distinct return stream; watchlist markets are tracked in the shadow book "
    "until they meet those criteria or are dropped.",
    "Weekend and holiday handling: when a market is closed its signal is frozen and its volatility estimate skips "
    "the missing day rather than recording a zero return, which would bias volatility downward around long "
    "holidays such as Golden Week.",
    "The research environment mirrors production code for signals and sizing; only execution is simulated. Each "
    "release of the signal engine is replayed over the last two years before deployment, and any target difference "
    "larger than one lot blocks the release.",
    "On turnover: roughly 40% of annual turnover comes from rolls, 45% from signal changes and 15% from volatility "
    "rescaling. Rolls are unavoidable; the other two components are the levers if costs need to come down.",
    "Interpretation of carry z-scores: a z-score above +1.5 has historically coincided with crowded positioning as "
    "often as with genuine value, which is why carry enters the book with a smaller risk budget than trend and is "
    "never allowed to override a strong trend signal.",
    "Liquidity windows matter more than venue choice for most of our markets. For US contracts the first hour after "
    "the cash open and the settlement window account for a large share of daily volume; the algo concentrates "
    "participation there when the parent allows it.",
]


PARAS += [
    "Why a blend rather than one lookback: individual lookbacks have similar long-run Sharpe ratios but peak in "
    "different years, and their pairwise correlations are 0.6-0.8. Blending two of them recovers most of the "
    "diversification available from the whole grid with far less parameter risk.",
    "Gap risk in futures is concentrated around scheduled events: central-bank decisions, inflation prints, "
    "inventory reports and crop reports. The volatility estimates include those days, so sizes already reflect "
    "their average impact, but the tails of individual events are not captured well by any rolling estimator.",
    "On the vol target itself: the target is set by the investment committee and reviewed quarterly. Intraday "
    "changes to the target by the PM are allowed within a band and are logged; research notes describe "
    "sensitivities to the target but never recommend a level.",
    "Equity index futures carry an implicit dividend yield in their roll, so the carry leg for equities is mostly "
    "a dividend-minus-funding signal. It has been weak as a stand-alone predictor, which is why the equity carry "
    "weight is the smallest in the book.",
    "Energy term structures change shape quickly around inventory reports and OPEC meetings. The carry leg uses a "
    "five-day average of roll yield to avoid trading on one-day curve moves, which costs some responsiveness in "
    "exchange for much lower turnover.",
    "On clustering of losses: losing days in trend-following cluster around trend reversals, when several markets "
    "turn at once because they share a macro driver. Diversification across sectors reduces that clustering but "
    "cannot remove it when a single theme such as inflation dominates all sectors.",
    "Exchange margin changes are announced a day or two in advance and usually follow volatility spikes. The margin "
    "model in the risk engine is updated from the exchange notices, and projected margin-to-equity is computed "
    "before each run so that adds which would breach the soft limit are flagged early.",
    "Signal smoothing introduces lag by design. The fast leg's effective lag is about five sessions and the slow "
    "leg's about twenty; in a clean trend that lag costs little, while in a choppy market it is the main source of "
    "whipsaw losses.",
    "A reminder on units: trend and carry scores are dimensionless and capped at ±2; targets are in contracts; risk "
    "figures are in basis points of NAV for one day at 99% unless stated otherwise; slippage is in ticks versus the "
    "arrival price at the time the parent was released.",
    "Cross-checks with the prime broker and the FCM happen at three points: the overnight reconciliation, the "
    "morning margin statement and the end-of-day allocation file. Breaks are rare and almost always timing "
    "differences on late give-ups.",
    "The shadow book runs candidate markets and parameter variants on paper with the same code as the live book. "
    "Its fills are simulated at the next settlement and never reach a venue, so shadow P&L is an estimate with no "
    "market impact.",
    "For FX futures, the contract month matters less than for commodities because the curve is driven by rate "
    "differentials. Rolls are still scheduled a week before expiry to avoid the thin final sessions and the IMM "
    "settlement day.",
    "Grains have a crop-year structure: old-crop and new-crop contracts can trade as different markets around the "
    "summer. The roll calendar skips the July contracts where liquidity migrates early, which the backtest "
    "reproduces.",
    "On the interaction between stops and signals: when a trailing stop is hit, the position is flattened but the "
    "signal is not changed, so the model may re-enter at the next run if the trend score is still strong. In "
    "practice re-entry happens in about a quarter of cases.",
    "Metals trade nearly around the clock, and gold in particular often trends during the Asian session. Using the "
    "COMEX settlement for signals and executing during London hours has cost a few basis points a year relative to "
    "an idealised 24-hour execution, which is acceptable.",
    "Interest on excess margin cash is earned at a rate close to the T-bill yield and is reported separately from "
    "strategy P&L. At current rates it is a material part of total return, which is worth remembering when "
    "comparing with periods of zero rates.",
    "Model governance: every parameter change goes through a research note, a replay, a sign-off from the PM and "
    "the CIO, and a deployment ticket. The research agent posts notes and analysis only; it does not change "
    "production configuration on its own.",
    "Comparisons with peers are noisy because programs differ in market lists, risk targets, and the share of carry "
    "and other non-trend signals. The most informative comparison is the correlation of monthly returns, not the "
    "difference in annual performance.",
    "Vendor redundancy: the primary feed covers all exchanges; the secondary covers the CME Group and ICE markets. "
    "Asian settles have no independent second source, so for OSE and ASX contracts the exchange file itself is "
    "used as the cross-check the following morning.",
    "Seasonality in the book's returns is weak once the roll calendar is accounted for. The apparent strength in the "
    "first quarter over the last decade disappears when 2022 is removed, which is a good illustration of how few "
    "independent observations a decade contains.",
]


TOPIC_WORDS = {
    "ags": ("Grains", "grains", "crop", "ags", "corn", "ZC", "KC", "softs"),
    "energy": ("Energy", "energy", "OPEC", "inventory", "crude", "CL", "BRN", "NG"),
    "asia": ("JGB", "ACGB", "Asian", "OSE", "ASX", "Tokyo", "APAC"),
    "equity": ("Equity index", "equity sleeve", "ES", "FESX", "index"),
    "fx": ("FX", "Currency", "currency", "6J", "yen", "carry"),
    "metals": ("Metals", "gold", "COMEX", "GC"),
}


def _topics(text: str) -> set:
    return {k for k, words in TOPIC_WORDS.items() if any(w in text for w in words)}


def pad(text: str, R, used: set, target: int = 1650, limit: int = 1980) -> str:
    """Append unused library paragraphs (general ones, or ones on the message's own topics)
    to a research message until it is about target long."""
    order = list(range(len(PARAS)))
    R.shuffle(order)
    allowed = _topics(text)
    for i in order:
        if len(text) >= target:
            break
        if i in used or not _topics(PARAS[i]) <= allowed:
            continue
        cand = text + "\n\n" + PARAS[i]
        if len(cand) <= limit:
            text = cand
            used.add(i)
    return text


# --------------------------------------------------------------------------
# long-form extras (research, diagnostics, risk blocks)
# --------------------------------------------------------------------------

def _sig_diag(B, R, C, px, held, bk, ds, t):
    """Per-market signal diagnostics, two messages (neutral)."""
    hdr = f"{'mkt':<5}{'fast':>6}{'slow':>6}{'carry':>6}{'blend':>6}{'σ20':>6}{'atr20':>10}{'stop_d':>7}{'flip_d':>7}"
    mk = [c for c in MODEL]
    half = (len(mk) + 1) // 2
    out = []
    for part, chunk in enumerate((mk[:half], mk[half:])):
        rows = []
        for c in chunk:
            q = held.get(c, 0)
            s = 1 if q > 0 else -1 if q < 0 else 0
            f_ = s * R.uniform(0.05, 0.9) if s else R.uniform(-0.12, 0.12)
            sl = s * R.uniform(0.1, 1.1) if s else R.uniform(-0.15, 0.15)
            ca = R.uniform(-0.4, 0.4)
            rows.append(f"{c:<5}{f_:>+6.2f}{sl:>+6.2f}{ca:>+6.2f}{0.4 * f_ + 0.45 * sl + 0.15 * ca:>+6.2f}"
                        f"{MK[c]['vol'] * 1590 * R.uniform(0.8, 1.2):>5.1f}%{P(c, px[c] * MK[c]['vol'] * 1.1):>10}"
                        f"{R.uniform(0.8, 4):>6.1f}σ{R.uniform(0.3, 3):>6.1f}σ")
        out.append(B.post(t + part * R.uniform(2, 5), "sig",
                          f"signal diagnostics {bk} {ds} 06:00Z ({part + 1}/2) — inputs to the run, not targets\n"
                          + block(hdr + "\n" + "\n".join(rows)), kind="neutral"))
    return out


def _regime_note(B, R, C, px, held, bk, ds, t):
    secs = ("rates", "equity", "fx", "energy", "metals", "ags")
    rows = "\n".join(f"{s:<7} trend_str {R.uniform(0.1, 1.4):.2f}  pctl {R.randint(10, 95):>2}  "
                     f"avg|score| {R.uniform(0.2, 1.1):.2f}  corr_in {R.uniform(0.1, 0.6):.2f}  risk_sh {R.uniform(8, 30):4.1f}%"
                     for s in secs)
    p1 = B.post(t, "res",
                f"**Weekly regime & risk note · {bk} · {ds}** (1/3)\n"
                "Trend strength by sector (absolute blended score, percentile vs 10y history, average within-sector "
                "correlation of daily returns, share of ex-ante book risk):\n" + block(rows)
                + "\nRates remain the strongest and most persistent trend in the book, which is also where most of the "
                  "risk sits after the vol scaling. Equity trend strength has faded to the middle of its range as the "
                  "index rally became choppier; energy is the opposite, with dispersion between crude and products "
                  "rising. Within-sector correlation is low in ags and metals, which is good for diversification but "
                  "means the sector scores are driven by one or two markets each.",
                kind="neutral")
    B.post(t + R.uniform(4, 9), "res",
           "(2/3) Cross-asset: the 60d correlation between the rates and equity sleeves is "
           f"{R.uniform(-0.3, 0.1):+.2f}, so the book still gets the usual hedge from being short duration and long "
           "equities only modestly. The crisis-alpha profile looks normal: in the 20 worst equity weeks since 2010 "
           f"the current positions would have returned {R.uniform(0.2, 1.6):+.1f}% on average in a static replay. The "
           "main vulnerability is a sharp rates rally (a growth scare): a 25bp fall in 10y yields in a week would "
           f"cost roughly {R.uniform(0.8, 1.8):.1f}% with today's positions before the signals react, and the model "
           "would then cut the rates shorts over three to five runs. That is the standard trend-following trade-off "
           "and not a reason to change anything. For context, the industry-wide CTA index is reported to be "
           "near maximum short in bonds, which raises the squeeze risk for everyone running similar signals.",
           kind="near", idiom=("regime note with hypothetical model cuts", "not_hard"))
    B.post(t + R.uniform(10, 16), "res",
           "(3/3) Drawdown and capacity: the book is "
           f"{R.uniform(0.5, 4.5):.1f}% below its high-water mark, well inside the 1y 95th percentile drawdown of "
           f"{R.uniform(6, 9):.1f}%. Capacity is not a constraint anywhere except JGB and ACGB futures, where our "
           "orders are 3-6% of daily volume at the current size; the execution algo already spreads those over the "
           "full Asian session. Turnover is running at "
           f"{R.uniform(5, 9):.1f}x annualised, cost {R.uniform(0.6, 1.3):.1f}% p.a. of NAV, in line with the budget. "
           "Open research items: the ZB/ZN vol ratio, the carry-v2 candidates on the watchlist, and the override "
           "review for March (four manual overrides, net P&L impact within noise).",
           kind="neutral")
    return p1


def _term_structure(B, R, C, px, held, bk, ds, t):
    secs = [c for c in MODEL]
    half = (len(secs) + 1) // 2
    for part, chunk in enumerate((secs[:half], secs[half:])):
        rows = "\n".join(f"{C(c):<8}→{K_after(c, datetime(int(ds[:4]), int(ds[5:7]), int(ds[8:]))):<8} "
                         f"{P(c, px[c]):>11} ry {R.uniform(-8, 8):+5.1f}% z {R.uniform(-2, 2):+5.2f} "
                         f"{R.choice(['contango', 'backwdn', 'flat'])}" for c in chunk)
        B.post(t + part * R.uniform(3, 6), "res",
               f"Term structure snapshot {ds} ({part + 1}/2) — annualised roll yield front→next, z vs 3y:\n" + block(rows)
               + ("\nFeeds the carry signal at the 22:15 and 06:00 runs; values are end-of-day and do not change targets on "
                  "their own." if part else ""), kind="neutral")


def _vendor_java_trace(B, R, t):
    B.post(t, "feed",
           "[mdfeed] ERROR vendor bridge (ema-java) crashed while decoding a MarketPrice refresh\n" + block(
               "Exception in thread \"ema-dispatch-2\" com.refinitiv.ema.access.OmmInvalidUsageException: "
               "Attempt to getDouble() while actual entry data type is Blank\n"
               "\tat com.refinitiv.ema.access.FieldEntryImpl.doubleValue(FieldEntryImpl.java:412)\n"
               "\tat net.cta.mdbridge.decode.SettleDecoder.onRefresh(SettleDecoder.java:88)\n"
               "\tat net.cta.mdbridge.decode.SettleDecoder.onRefreshMsg(SettleDecoder.java:61)\n"
               "\tat com.refinitiv.ema.access.ItemCallbackClient.notifyOnRefreshMsg(ItemCallbackClient.java:2510)\n"
               "\tat com.refinitiv.ema.access.ItemCallbackClient.processRefreshMsg(ItemCallbackClient.java:1897)\n"
               "\tat com.refinitiv.eta.valueadd.reactor.Reactor.sendAndHandleDefaultMsgCallback(Reactor.java:2611)\n"
               "\tat com.refinitiv.eta.valueadd.reactor.Reactor.processRwfMessage(Reactor.java:4466)\n"
               "\tat com.refinitiv.ema.access.OmmBaseImpl.run(OmmBaseImpl.java:1402)\n"
               "\tat java.base/java.lang.Thread.run(Thread.java:840)\n"
               f"bridge restarted by systemd in {R.uniform(2, 7):.1f}s · {R.randint(40, 90)} RICs resubscribed · "
               "blank settle rows now mapped to null"),
           kind="noise")


def _exposure_block(B, R, bk, t, scalar):
    B.post(t, "risk", block(
        f"exposure_snapshot:\n  book: {bk}\n  ts: {hm(t)}Z\n  vol_scalar: {scalar:.2f}\n  gross_pct_nav:\n"
        f"    rates: {R.uniform(120, 170):.0f}\n    equity: {R.uniform(20, 55):.0f}\n    fx: {R.uniform(30, 70):.0f}\n"
        f"    cmdty: {R.uniform(40, 85):.0f}\n  net_dv01_k: {-R.uniform(60, 140):.0f}\n  net_beta_spx: {R.uniform(0.05, 0.3):.2f}\n"
        f"  usd_net_pct: {R.uniform(-25, 25):+.0f}\n  var99_1d_pct: {R.uniform(1.0, 1.6):.2f}\n  limit_utilisation_max: "
        f"{R.randint(55, 92)}% (gross_rates)", "yaml"), kind="noise")


def _more_long(B, R, C, px, held, bk, ds, prev, watch, acct):
    """Additional long-form bot/ops posts of a normal day (none of them hard events)."""
    # risk contribution after the run
    hm_ = sorted(held, key=lambda c: -abs(held[c]))[:18]
    tot = 0.0
    rows = []
    for c in hm_:
        r = R.uniform(2, 30)
        tot += r
        rows.append((c, r))
    txt = "\n".join(f"{c:<5}{C(c):<8}{held[c]:>6}{r:>7.1f}bp{100 * r / tot:>6.1f}%  mctr {R.uniform(-0.2, 1.4):+.2f}"
                    for c, r in rows)
    B.post(at(6, 4, R.uniform(0, 50)), "risk",
           f"risk_contrib {bk} post-run 06:00Z (1d 99%, bp of NAV, top 18 by lots)\n" + block(txt), kind="noise")

    # ops incident summary
    B.post(at(10, R.randint(20, 59), R.uniform(0, 59)), "ops",
           f"Incident summary — ICE EU settlement file late ({ds})\n"
           "Timeline (UTC): 00:30 scheduled import; 00:41 file missing on the ICE sftp, loader retried on schedule; "
           "00:46 fallback to previous settle for BRN, FLG and the FTSE contract; 01:07 file arrived, reload ok, "
           "fallback values replaced before the 06:00 run.\n"
           "Impact: none on targets — the signal engine saw the correct settles. Risk's 01:00 heartbeat used the "
           "fallback marks for 20 minutes.\n"
           "Root cause: ICE published late (their status page confirms a delay on EU end-of-day files).\n"
           "Follow-ups: ticket open with ICE market data support asking for an SLA on the file; we are adding an alert "
           "if fallback is still in use 60 minutes before a run. Third occurrence this month, all on ICE EU.",
           kind="neutral")

    # watchlist monitor
    wrows = "\n".join(f"{w:<3} {WATCH_DESC[w]:<22} trend {R.uniform(-1.5, 1.5):+.2f}  carry_z {R.uniform(-2, 2):+.2f}  "
                      f"adv ${R.uniform(0.3, 4):.1f}bn  shadow_mtd {R.uniform(-80, 120):+.0f}bp" for w in watch)
    B.post(at(14, R.randint(40, 55), R.uniform(0, 59)), "res",
           "**Watchlist monitor — carry-v2 candidates** (not traded)\n" + block(wrows)
           + "\nNone of the three meets the inclusion criteria yet: the carry signal is noisy for the softs because of "
             "seasonal curve shapes, and the shadow-book history is under 12 months. Liquidity is adequate for a small "
             "allocation in all three. The watchlist stays as pinned; headlines on these names keep going to the PM.",
           kind="neutral")

    # detailed TCA for yesterday (near-miss: past fills)
    trows = []
    for _ in range(R.randint(9, 12)):
        c = R.choice([m for m in MODEL if m in held])
        arr = px[c] * R.uniform(0.99, 1.01)
        trows.append(f"P-3{R.randint(1000, 9999)} {C(c):<8} {R.choice(['BUY ', 'SELL'])} {R.randint(2, 60):>4} "
                     f"{P(c, arr):>11} {P(c, arr * R.uniform(0.9995, 1.0005)):>11} {R.uniform(-2, 0.8):+5.1f}t "
                     f"{R.randint(20, 180):>4}m")
    B.post(at(6, R.randint(48, 58), R.uniform(0, 59)), "exec",
           f"tca {prev} {bk} — yesterday's parents (arrival vs avg, done)\n"
           + block(f"{'parent':<8} {'mkt':<8} side {'qty':>4} {'arrival':>11} {'avg':>11} {'slip':>6} {'dur':>5}\n"
                   + "\n".join(trows))
           + f"\n{len(trows)} parents · avg slip {R.uniform(-0.8, -0.1):.1f}t · fill rate {R.uniform(96, 99.8):.1f}% · "
             "worst: Asian rates during Tokyo lunch",
           kind="near", idiom=("yesterday's TCA table (past fills)", "not_hard"))

    # evening bot reports
    frows = "\n".join(f"{v:<9} msgs {R.randint(2, 40)}m  gaps {R.randint(0, 2)}  p50 {R.randint(2, 20)}ms  "
                      f"p99 {R.randint(25, 160)}ms  reconnects {R.randint(0, 2)}"
                      for v in ("CME-MDP3", "EUREX", "ICE-EU", "ICE-US", "OSE", "ASX"))
    B.post(at(22, R.randint(28, 35), R.uniform(0, 59)), "feed", f"[mdfeed] daily feed quality {ds}\n" + block(frows),
           kind="noise")
    jobs = ("settle_import", "recon", "data_qa", "sig_precompute", "rebalance_0600", "eod_pnl", "margin_calc",
            "apac_run_2215", "backup", "curve_refresh")
    jrows = "\n".join(f"{j:<16} {R.choice(['ok  ', 'ok  ', 'ok  ', 'warn'])} {R.uniform(2, 90):6.1f}s  retries {R.randint(0, 2)}"
                      for j in jobs)
    B.post(at(23, R.randint(30, 40), R.uniform(0, 59)), "cron", f"[cron] nightly pipeline summary {ds}\n" + block(jrows),
           kind="noise")
    srows = "\n".join(f"{n:<20} {money(-R.uniform(200, 2500))}  ({-R.uniform(0.1, 1.3):.2f}%)"
                      for n in ("2008-10 equity crash", "2013 taper tantrum", "2020-03 dash for cash", "2022 rates shock",
                                "oil -25% week", "usd +5% week", "rates -25bp week"))
    B.post(at(21, R.randint(50, 56), R.uniform(0, 59)), "risk", f"stress {bk} {ds} (static replay, current positions)\n"
           + block(srows), kind="noise")
    B.post(at(22, R.randint(40, 50), R.uniform(0, 59)), "fcm", "", embeds=[{
        "title": f"EOD statement · {acct}", "description": f"Marex Clearing · trade date {ds}",
        "fields": [{"name": "Trades", "value": str(R.randint(15, 45)), "inline": True},
                   {"name": "Commissions", "value": f"${R.uniform(2, 8):.2f}k", "inline": True},
                   {"name": "Exchange fees", "value": f"${R.uniform(1, 5):.2f}k", "inline": True},
                   {"name": "Net liquidating value", "value": f"${R.uniform(480, 520):.1f}m", "inline": True},
                   {"name": "Open positions", "value": str(len(held)), "inline": True}],
        "footer": "bridge v1.9 · statement 22:40Z"}], kind="noise")


def _more_long2(B, R, C, px, held, bk, ds, prev, roll_mkt):
    # intraday signal monitor (no changes) — noise
    mk = list(MODEL)
    half = (len(mk) + 1) // 2
    t = at(14, 0, R.uniform(20, 50))
    for part, chunk in enumerate((mk[:half], mk[half:])):
        rows = "\n".join(f"{C(c):<8}{P(c, pxm_static(px, c, R)):>11} fast {R.uniform(-1.2, 1.2):+.2f} "
                         f"Δ1d {R.uniform(-0.15, 0.15):+.2f} buf_ok" for c in chunk)
        B.post(t + part * R.uniform(2, 4), "sig",
               f"intraday signal monitor {bk} 14:00Z ({part + 1}/2) · informational, targets only change at runs\n"
               + block(rows), kind="noise")

    # execution quality review (near-miss: past fills statistics)
    mrows = "\n".join(f"{s_:<7} parents {R.randint(40, 160):>4}  slip {R.uniform(-1.4, 0.2):+.2f}t  "
                      f"cost {R.uniform(0.3, 2.2):.2f}bp  fill {R.uniform(95, 99.9):.1f}%  vs_model {R.uniform(-0.4, 0.4):+.2f}t"
                      for s_ in ("rates", "equity", "fx", "energy", "metals", "ags"))
    tx = at(10, R.randint(0, 15), R.uniform(0, 59))
    B.post(tx, "res",
           f"**Execution quality review — last 30 sessions, {bk}** (1/2)\n" + block(mrows)
           + "\nSlippage is measured against the arrival price when each parent was released. Rates and FX are in line "
             "with the cost model; energy is slightly worse than modelled because several parents overlapped the "
             "inventory report, and the ags numbers include two limit-locked sessions in corn where parents were "
             "filled at the next open. The biggest single contributor over the month was a bund parent worked through "
             "a supply-driven sell-off, filled about two ticks worse than arrival.",
           kind="near", idiom=("execution review with past fill statistics", "not_hard"))
    B.post(tx + R.uniform(5, 10), "res",
           "(2/2) Algo comparison over the same window: TWAP and POV parents have similar average slippage, but POV has "
           "a wider distribution because it follows volume into volatile periods. IS parents (used for signal flips) "
           "cost more on average and recover it through reduced timing risk. No change is proposed to the default "
           "algo mapping; the execution algo's participation caps per venue look right, with the possible exception of "
           "OSE where the cap binds on most JGB parents and stretches them over the lunch break.",
           kind="neutral")

    # roll cost review for the roll market (near-miss: past roll fills)
    rrows = "\n".join(f"{(datetime(int(ds[:4]), int(ds[5:7]), 1) - timedelta(days=31 * k)).strftime('%Y-%m')}  "
                      f"avg {R.uniform(-0.7, -0.2):+.2f}  fair {R.uniform(-0.7, -0.2):+.2f}  cost {R.uniform(0, 2.5):.1f}c  "
                      f"days {R.randint(3, 5)}" for k in range(1, 7))
    B.post(at(12, R.randint(20, 35), R.uniform(0, 59)), "res",
           f"**Roll cost review — {roll_mkt} calendar spreads, last six rolls**\n" + block(rrows)
           + "\nAverage cost versus the fair spread at the start of each window is small and stable. The worst month "
             "coincided with an inventory surprise on day two. Spreading the roll over five sessions continues to "
             "beat a single-day roll in the replay by roughly a cent per barrel on average.",
           kind="near")

    # ZB/ZN ticket thread with long research replies
    zt = B.post(at(15, R.randint(40, 55), R.uniform(0, 59)), "res",
                "Ticket RES-214 (ZB/ZN vol ratio) — full note. The ratio of ZB to ZN realised vol has moved from about "
                "1.9 to 2.3 since January. Because the sizing uses each market's own vol, the drift does not create a "
                "risk error by itself; the concern is the rates-sector covariance, where the 20d window makes the "
                "ZB-ZN correlation jump around after supply events. Using a 60d window for the within-rates "
                "covariance (keeping 20/60 for individual vols) would have reduced day-to-day changes in rates targets "
                "by about 30% over the last year with no measurable effect on returns. This is a parameter change and "
                "would go through the normal sign-off; posting it here for discussion only.",
                kind="neutral")
    q = B.post(zt["sec"] + R.uniform(600, 1200), "quant",
               "does the 60d window change how fast we cut on a rates reversal? that's the thing I'd worry about",
               thread=zt, kind="neutral")
    a = B.post(q["sec"] + R.uniform(60, 240), "res",
               "Only slightly. Reversal speed is driven by the signals, not the covariance; the covariance affects how "
               "the sector risk is split between contracts. In the 2023 and 2024 reversals the 60d version cut rates "
               "risk half a session later on average. I can add the full reversal replay to the note.",
               thread=zt, reply=q, kind="neutral")
    B.post(a["sec"] + R.uniform(300, 900), "quant", "pls, and include the 2022 june episode", thread=zt, kind="neutral")

    # ops checklist
    B.post(at(6, R.randint(40, 50), R.uniform(0, 59)), "ops",
           "Morning checklist done:\n"
           "• Overnight recon vs Marex clean, give-ups matched.\n"
           "• Margin statement received 06:30, VM to fund at 09:00.\n"
           "• Settle files: ICE EU late (fallback replaced before run), OSE/ASX late but in.\n"
           "• Signal run 06:00 completed, tables posted.\n"
           "• Exchange notices: CME margin update (NG), EUREX T7 maintenance Saturday.\n"
           "• No open manual orders from yesterday.", kind="neutral")


def pxm_static(px, c, R):
    return px[c] * (1 + R.gauss(0, MK[c]["vol"] * 0.3))


def _dq_report(B, R, C, px, bk, ds):
    rows = "\n".join(f"{c:<5} settle {'ok ' if c != 'KC' else 'fix'}  ticks {R.randint(20, 900)}k  spikes {R.randint(0, 2)}  "
                     f"stale_min {R.randint(0, 7)}  src {'primary' if R.random() < 0.9 else 'secondary'}"
                     for c in R.sample(list(MK), 14))
    B.post(at(17, R.randint(45, 59), R.uniform(0, 59)), "res",
           f"**Data quality report {ds}** (sample of 14 of {len(MK)} series)\n" + block(rows)
           + "\nAll series used by the model passed QA for the 22:15 run. The KC series was repaired after the loader fix "
             "and back-filled; ICE EU settles arrived late overnight and were replaced before the 06:00 run. Spike "
             "counts are ticks more than 6σ from the 1-minute median, all explained by scheduled data releases.",
           kind="neutral")


def _vol_update(B, R, C, px, bk, ds):
    mk = R.sample(MODEL, 14)
    rows = "\n".join(f"{C(c):<8} σ20 {MK[c]['vol'] * 1590 * R.uniform(0.8, 1.25):5.1f}%  σ60 {MK[c]['vol'] * 1590 * R.uniform(0.85, 1.15):5.1f}%  "
                     f"Δ1w {R.uniform(-12, 15):+5.1f}%  size_chg {R.uniform(-8, 6):+4.1f}%" for c in mk)
    B.post(at(21, R.randint(10, 25), R.uniform(0, 59)), "res",
           f"**Evening vol & correlation update {bk} · {ds}** (sample of 14 markets)\n" + block(rows)
           + "\nsize_chg is the mechanical change in each market's target at unchanged signals if tonight's estimates "
             f"are used at the next run. Average pairwise correlation across sectors (weekly returns, 1y) is "
             f"{R.uniform(0.05, 0.2):.2f}, near its long-run median; within rates it is {R.uniform(0.6, 0.8):.2f}.",
           kind="neutral")
    util = "\n".join(f"{n:<18} {R.randint(35, 95):>3}%" for n in ("gross_max", "gross_rates", "gross_equity", "gross_cmdty",
                                                                   "m2e_soft", "single_mkt_risk", "participation_OSE"))
    B.post(at(16, 0, R.uniform(5, 50)), "risk", f"limit utilisation {bk} 16:00Z\n" + block(util), kind="noise")


def _pad_research(B, R):
    used: set = set()
    for m in B.msgs:  # the buried-decision report part first, so the decision sits mid-message
        if m["who"] == "res" and any(h["phrasing"] == "buried" for h in m["hard"]):
            m["content"] = pad(m["content"], R, used, target=R.randint(1700, 1900))
    for m in sorted(B.msgs, key=lambda x: (len(x["content"]), x["sec"])):
        if m["who"] == "res" and not m["thread"] and len(m["content"]) > 420 and not m["edits"]:
            m["content"] = pad(m["content"], R, used, target=R.randint(1550, 1900))


# --------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------

def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _embed_text(embeds) -> str:
    out = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                out.append(str(e[k]))
        for f in e.get("fields", []):
            out.append(f"{f['name']} {f['value']}")
    return " · ".join(out)


def _assemble(B: Day, chan_id: str, seq_start: int):
    day_ms = int(B.day0.timestamp() * 1000)
    msgs = sorted(B.msgs, key=lambda m: m["sec"])
    last = 0
    seq = seq_start
    for m in msgs:
        ms = day_ms + int(m["sec"] * 1000)
        if ms <= last:
            ms = last + 1 + (seq % 7)
        m["ms"] = ms
        last = ms
        seq += 1
        m["id"] = _snow(ms, WORKER[m["who"]], seq)
    for m in msgs:
        m["chan"] = m["thread"]["id"] if m["thread"] else chan_id
        if m["reply"] is not None:
            assert m["reply"]["ms"] < m["ms"], "reply before its target"
        if m["thread"] is not None:
            assert m["thread"]["ms"] < m["ms"], "thread message before starter"
    events = []  # (ms, order, line)
    order = 0
    for m in msgs:
        msg = {
            "id": m["id"], "author_id": AUTHOR_IDS[m["who"]], "author_name": PEOPLE[m["who"]][0],
            "author_bot": PEOPLE[m["who"]][1], "created_at": _iso(m["ms"]), "content": m["content"],
            "attachments": m["attach"] or [], "embeds": m["embeds"] or [],
            "reference_id": m["reply"]["id"] if m["reply"] is not None else None,
        }
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["chan"]}
        if m["thread"]:
            line["parent_channel_id"] = chan_id
        line["message"] = msg
        events.append((m["ms"], order, line)); order += 1
        tt = m["ms"]
        for delay, content in m["edits"]:
            tt = tt + int(delay * 1000)
            events.append((tt, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"],
                                       "edited_at": _iso(tt), "content": content})); order += 1
        for delay, who in m["pins"]:
            tt2 = m["ms"] + int(delay * 1000)
            events.append((tt2, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"],
                                        "by": AUTHOR_IDS[who], "at": _iso(tt2)})); order += 1
        for delay, emoji, who in m["reacts"]:
            tt2 = m["ms"] + int(delay * 1000)
            events.append((tt2, order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["chan"],
                                        "message_id": m["id"], "emoji": emoji, "user_id": AUTHOR_IDS[who],
                                        "at": _iso(tt2)})); order += 1
        if m["delete"] is not None:
            tt2 = m["ms"] + int(m["delete"] * 1000)
            events.append((tt2, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"],
                                        "deleted_at": _iso(tt2)})); order += 1
        if m["forget"] is not None:
            tt2 = m["ms"] + int(m["forget"][0] * 1000)
            events.append((tt2, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"],
                                        "requested_by": AUTHOR_IDS[m["forget"][1]], "at": _iso(tt2)})); order += 1
    for group, delay, who in B.bulk:
        tt2 = max(m["ms"] for m in group) + int(delay * 1000)
        for m in group:
            m["bulk"] = True
        events.append((tt2, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_id,
                                    "message_ids": [m["id"] for m in group], "deleted_at": _iso(tt2)})); order += 1
    return msgs, events, seq


IDIOM_ORDER = [
    "single changed row in fixed-width target table",
    "key=value sigchg line with flip and size",
    "lowercase shorthand s <size> <mkt> <px> lmt",
    "'ok rl' reply approving a roll",
    "'hold X adds till cpi' deferral reply",
    "👍 send reply approving a target table",
    "PRETRADE key=value CLIP of an order",
    "YAML-ish margin-to-equity soft breach",
    "embed-only FCM allocation card for own account",
    "embed-only parent order ack",
    "trailing stop status edited in place twice",
    "thesis change buried in part 2/3 of a research report",
    "headline naming a held future's underlying in words",
    "ops explicit 'no action, not routing' on a data gap",
    "embed-only FCM allocation for another account",
    "backtest fills listed in research write-up",
    "sigchg inside no-trade buffer",
    "child-order slice line from the algo",
    "paper/shadow book trade",
    "👍 / ok ack on a non-proposal message",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    # the last full UTC day that ends at or before `end`
    last_day0 = datetime(end.year, end.month, end.day, tzinfo=UTC) - timedelta(days=1)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    for ci in range(max(1, channels)):
        chan = _channel_id(ci)
        prof = _profile(ci)
        book = _book(seed, ci)
        seq = _h(seed, ci) % 1000
        for di in range(max(1, days)):
            day0 = last_day0 - timedelta(days=days - 1 - di)
            B = _day(seed, ci, prof, day0, di, book)
            msgs, events, seq = _assemble(B, chan, seq)
            all_events.extend(events)
            for m in msgs:
                final = "live"
                if m.get("bulk") or m["delete"] is not None:
                    final = "deleted"
                elif m["forget"] is not None:
                    final = "forgotten"
                elif m["edits"]:
                    final = "edited"
                for h in m["hard"]:
                    labels["hard_events"].append({
                        "channel_id": m["chan"], "message_id": m["id"], "event_type": h["event_type"],
                        "facts": [f for f in h["facts"] if f], "phrasing": h["phrasing"], "final_state": final})
                for old in m["superseded"]:
                    labels["superseded_facts"].append([m["chan"], m["id"], old])
                if final in ("deleted", "forgotten"):
                    txt = m["snippet"] or max((B.text(m) or _embed_text(m["embeds"])).splitlines(), key=len)[:80]
                    labels["removed_texts"].append(txt)
                if m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and m["idiom"][0] and m["idiom"][0] not in idiom_seen and final in ("live", "edited"):
                    idiom_seen[m["idiom"][0]] = {"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]}
    chosen = [idiom_seen[n] for n in IDIOM_ORDER if n in idiom_seen]
    chosen += [v for k, v in idiom_seen.items() if k not in IDIOM_ORDER][:max(0, 10 - len(chosen))]
    labels["idioms"] = chosen[:20]
    all_events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e[2] for e in all_events], "labels": labels}


# --------------------------------------------------------------------------
# verification + CLI
# --------------------------------------------------------------------------

def _final_texts(events):
    texts, meta = {}, {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            texts[m["id"]] = m["content"] + "\n" + _embed_text(m.get("embeds"))
            meta[m["id"]] = (e["channel_id"], m)
        elif e["op"] == "edit":
            mid = e["message_id"]
            emb = _embed_text(meta[mid][1].get("embeds")) if mid in meta else ""
            texts[mid] = e["content"] + "\n" + emb
    return texts, meta


def verify(events, labels, channels=1, days=1, quiet=False) -> dict:
    texts, meta = _final_texts(events)
    problems = []
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in meta:
            problems.append(f"missing message {mid}")
            continue
        if meta[mid][0] != h["channel_id"]:
            problems.append(f"channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {mid} {h['facts']}")
        for f in h["facts"]:
            if f not in texts[mid]:
                problems.append(f"fact {f!r} not in {mid}: {texts[mid][:120]!r}")
    for _, mid, old in labels["superseded_facts"]:
        if old in texts.get(mid, ""):
            problems.append(f"superseded {old!r} still in final text of {mid}")
    gone = {h["message_id"] for h in labels["hard_events"] if h["final_state"] in ("deleted", "forgotten")}
    for e in events:
        if e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])
    for snip in labels["removed_texts"]:
        holders = [mid for mid, t in texts.items() if snip in t]
        if not holders or any(mid not in gone for mid in holders):
            problems.append(f"removed text {snip!r} missing or still live")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in meta:
                problems.append(f"{lst} id {mid} missing")
    for i in labels["idioms"]:
        if i["message_id"] not in meta:
            problems.append(f"idiom id missing {i}")
    # time order + snowflake consistency
    per_chan_last = {}
    last_t = ""
    for e in events:
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        if t < last_t:
            problems.append(f"events out of time order at {t}")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + EPOCH_MS
            if _iso(ms) != m["created_at"]:
                problems.append(f"snowflake/time mismatch {m['id']}")
            key = e.get("parent_channel_id") or e["channel_id"]
            if key in per_chan_last and int(m["id"]) <= per_chan_last[key]:
                problems.append(f"ids not increasing in {key}")
            per_chan_last[key] = int(m["id"])
            if m.get("reference_id") and m["reference_id"] not in meta:
                problems.append(f"reply to unknown {m['reference_id']}")
    creates = [e for e in events if e["op"] == "create"]
    for e in creates:
        if len(e["message"]["content"]) > 2000:
            problems.append(f"content over Discord's 2000-char limit: {e['message']['id']}")
    n = len(creates)
    kb = sum(len(e["message"]["content"].encode()) + len(_embed_text(e["message"]["embeds"]).encode()) for e in creates) / 1024
    per_type = {}
    for h in labels["hard_events"]:
        per_type[h["event_type"]] = per_type.get(h["event_type"], 0) + 1
    cd = max(1, channels * days)
    stats = {
        "messages": n, "messages_per_channel_day": round(n / cd, 1), "kb": round(kb, 1),
        "kb_per_channel_day": round(kb / cd, 1), "hard_events": len(labels["hard_events"]),
        "hard_per_channel_day": round(len(labels["hard_events"]) / cd, 1), "hard_by_type": dict(sorted(per_type.items())),
        "noise_share": round(len(labels["noise_message_ids"]) / max(1, n), 3),
        "near_miss": len(labels["near_miss_ids"]), "idioms": len(labels["idioms"]),
        "edits": sum(1 for e in events if e["op"] == "edit"), "deletes": sum(1 for e in events if e["op"] == "delete"),
        "bulk_deletes": sum(1 for e in events if e["op"] == "bulk_delete"),
        "forgets": sum(1 for e in events if e["op"] == "forget"), "pins": sum(1 for e in events if e["op"] == "pin"),
        "reactions": sum(1 for e in events if e["op"] == "reaction_add"),
        "thread_messages": sum(1 for e in creates if e.get("parent_channel_id")),
        "replies": sum(1 for e in creates if e["message"].get("reference_id")),
        "embed_only": sum(1 for e in creates if not e["message"]["content"] and e["message"]["embeds"]),
        "problems": problems,
    }
    rng_ok = (180 <= n / cd <= 320, 70 <= kb / cd <= 120, 25 <= len(labels["hard_events"]) / cd <= 45,
              0.25 <= stats["noise_share"] <= 0.40, 10 <= len(labels["idioms"]) <= 20)
    if not all(rng_ok):
        problems.append(f"size checks (msgs, kb, hard, noise, idioms) = {rng_ok}")
    # the same ranges per channel-day
    noise_ids = set(labels["noise_message_ids"])
    hard_ids = [h["message_id"] for h in labels["hard_events"]]
    groups: dict = {}
    for e in creates:
        m = e["message"]
        key = (e.get("parent_channel_id") or e["channel_id"], m["created_at"][:10])
        g = groups.setdefault(key, {"n": 0, "kb": 0.0, "noise": 0, "ids": set()})
        g["n"] += 1
        g["kb"] += (len(m["content"].encode()) + len(_embed_text(m["embeds"]).encode())) / 1024
        g["noise"] += m["id"] in noise_ids
        g["ids"].add(m["id"])
    per_cd = []
    for key, g in sorted(groups.items()):
        hc = sum(1 for mid in hard_ids if mid in g["ids"])
        per_cd.append((key[0][-4:], key[1], g["n"], round(g["kb"], 1), hc, round(g["noise"] / g["n"], 3)))
        if not (180 <= g["n"] <= 320 and 70 <= g["kb"] <= 120 and 25 <= hc <= 45 and 0.25 <= g["noise"] / g["n"] <= 0.40):
            problems.append(f"channel-day out of range {key}: msgs={g['n']} kb={g['kb']:.1f} hard={hc} noise={g['noise'] / g['n']:.2f}")
    stats["channel_days"] = len(per_cd)
    stats["per_channel_day_min_max"] = {
        "msgs": [min(x[2] for x in per_cd), max(x[2] for x in per_cd)],
        "kb": [min(x[3] for x in per_cd), max(x[3] for x in per_cd)],
        "hard": [min(x[4] for x in per_cd), max(x[4] for x in per_cd)],
        "noise_share": [min(x[5] for x in per_cd), max(x[5] for x in per_cd)]}
    return stats


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="cta_systematic desk generator")
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
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload from disk and verify
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    stats = verify(events, labels, a.channels, a.days)
    print(json.dumps(stats, ensure_ascii=False, indent=1), file=sys.stderr)
    return 1 if stats["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
