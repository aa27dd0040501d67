#!/usr/bin/env python3
"""Desk generator: ``event_driven`` -- merger arbitrage and special situations.

A seeded, standard-library-only generator of a busy day (or week) of an
event-driven desk's Discord channels as a capture (JSON Lines, see
shared/CAPTURE-FORMAT.md) plus ground-truth labels.

    python -m tests.desks.event_driven --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Everything is a pure function of (seed, end, channels, days).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "event_driven"
EPOCH = 1420070400000
DAY_MS = 86_400_000
HOUR_MS = 3_600_000
MIN_MS = 60_000
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=timezone.utc)

GUILD_ID = "1293847561029384756"
CHANNEL_IDS = [
    "1302958174630918264",
    "1302961048857225329",
    "1302963990142337081",
    "1302966517734084670",
    "1302970283915470942",
    "1302972846601728577",
]
CHANNEL_NAMES = ["arb-us", "arb-europe", "special-sits", "arb-biotech-tmt"]

# key -> (author_id, display name, is_bot)
PEOPLE = {
    "pm": ("1178203945617208331", "Aldous Reyne", False),
    "cio": ("1178204410928734209", "Helen Voss", False),
    "an_us": ("1181937266510983170", "Priya Raman", False),
    "an_eu": ("1181940051287369748", "Lukas Brandt", False),
    "trader": ("1179550832301760522", "Tomasz Wilk", False),
    "exec": ("1190288374651029504", "arb-exec", True),
    "risk": ("1190288917730508811", "riskbot", True),
    "wire": ("1190289450123853844", "newswire", True),
    "mon": ("1190290012876136459", "arbmon", True),
    "ci": ("1190290561122000907", "deploybot", True),
    "cron": ("1190291103387713546", "cron", True),
    "triage": ("1190291744790216725", "triage-agent", True),
    "comp": ("1178206633018230794", "Ruth Adeyemi", False),
}

# ---------------------------------------------------------------------------
# The book. status: held | watch.  group: which channel flow it lives in.
# kind: stock | cash | mixed | tender | spin | dutch | special | cvr
# ---------------------------------------------------------------------------


def _deal(**kw):
    base = dict(ratio=0.0, cash=0.0, a0=0.0, fx=1.0, cur="usd", acur="usd", ak=None,
                hedge=False, cvr_drug=None, cvr_amt=None, t0=None, news=(), months=7)
    base.update(kw)
    return base


DEALS = [
    # --- group 0: US strategic arb -------------------------------------------------
    _deal(key="KSTL", tname="Kestrel Semiconductor", short="Kestrel", tk="KSTL",
          aname="Orcana Systems", ashort="Orcana", ak="ORCA", kind="stock", ratio=0.84,
          a0=50.80, spread=3.3, months=7, agency="DOJ", overlap="analog power-management chips",
          close="Q2 2027", outside="14 Sep 2027", status="held", group=0, hedge=True,
          news=("second_request", "timing", "substantial", "states", "vote", "acq_news")),
    _deal(key="HLVN", tname="Halvorsen Therapeutics", short="Halvorsen", tk="HLVN",
          aname="Marrow & Pike Pharma", ashort="Marrow & Pike", ak="MPPH", kind="cash", cash=27.50,
          spread=1.7, months=5, agency="FTC", overlap="oral anticoagulants",
          close="Q1 2027", outside="30 Jun 2027", status="held", group=0,
          cvr_drug="halvetinib", cvr_amt="$3.00",
          news=("second_request", "substantial", "financing", "cvr", "proxy")),
    _deal(key="CRVD", tname="Corvid Freight", short="Corvid", tk="CRVD",
          aname="Tallis Rail", ashort="Tallis", ak="TLRL", kind="mixed", cash=31.00, ratio=0.25,
          a0=88.20, spread=4.6, months=11, agency="STB", overlap="Midwest intermodal lanes",
          close="Q4 2027", outside="31 Dec 2027", status="held", group=0, hedge=True,
          news=("stb", "vote", "financing", "acq_news")),
    _deal(key="LHBC", tname="Lumen Harbor Bancorp", short="Lumen Harbor", tk="LHBC",
          aname="Pacific Meridian Financial", ashort="Pacific Meridian", ak="PMFC", kind="stock",
          ratio=1.135, a0=21.40, spread=1.2, months=3, agency="Fed", overlap="Oregon branch deposits",
          close="Q1 2027", outside="31 Mar 2027", status="held", group=0, hedge=True,
          news=("bank", "vote", "iss", "acq_news")),
    _deal(key="SBRE", tname="Sable Ridge Energy", short="Sable Ridge", tk="SBRE",
          aname="Ironclad Petroleum", ashort="Ironclad", ak="ICPT", kind="stock", ratio=0.512,
          a0=74.10, spread=2.1, months=4, agency="FTC", overlap="Permian gathering",
          close="Q1 2027", outside="30 Apr 2027", status="watch", group=0, hedge=True,
          news=("hsr_expiry", "vote", "iss")),
    _deal(key="QUIL", tname="Quill Software", short="Quill", tk="QUIL",
          aname="Vantage Peak Partners", ashort="Vantage Peak", kind="cash", cash=62.25,
          spread=2.4, months=4, agency="FTC", overlap="none", close="Q1 2027",
          outside="15 May 2027", status="watch", group=0,
          news=("goshop", "financing", "vote")),
    # --- group 1: Europe / UK -------------------------------------------------------
    _deal(key="ALDG", tname="Aldgate Pharma", short="Aldgate", tk="ALDG LN",
          aname="Corvane Health", ashort="Corvane", ak="CRVN US", kind="cash", cash=1420.0,
          cur="gbp", spread=3.9, months=8, agency="CMA", overlap="UK generic injectables",
          close="Q3 2027", outside="1 Oct 2027", status="held", group=1,
          news=("cma", "cma_ps", "cma_ext", "court", "remedy")),
    _deal(key="NRVK", tname="Norrvik Telecom", short="Norrvik", tk="NRVK SS",
          aname="Tessaly Group", ashort="Tessaly", ak="TSLY FP", kind="cash", cash=118.0,
          cur="sek", spread=5.2, months=9, agency="EC", overlap="Nordic mobile spectrum",
          close="Q3 2027", outside="30 Sep 2027", status="held", group=1,
          news=("ec", "ec_clock", "remedy", "acceptance")),
    _deal(key="BRAM", tname="Bramwell Brewing", short="Bramwell", tk="BRAM LN",
          aname="Oudewater", ashort="Oudewater", ak="OUDW NA", kind="mixed", cash=210.0, ratio=0.315,
          a0=41.60, fx=85.6, cur="gbp", acur="eur", spread=2.6, months=5, agency="CMA",
          overlap="Scottish on-trade distribution", close="Q2 2027", outside="30 Jun 2027",
          status="held", group=1, hedge=True,
          news=("court", "vote", "cma", "acq_news")),
    _deal(key="RVCG", tname="Rhine Valley Chemie", short="Rhine Valley", tk="RVCG GY",
          aname="Solvane", ashort="Solvane", ak="SOLV BB", kind="tender", cash=86.50,
          cur="eur", spread=2.9, months=4, agency="EC", overlap="specialty silicones",
          close="Q1 2027", outside="31 Mar 2027", status="held", group=1,
          news=("tender", "fdi", "ec")),
    _deal(key="FNWK", tname="Fenwick Logistics", short="Fenwick", tk="FNWK LN",
          aname="Castellan Capital", ashort="Castellan", kind="cash", cash=305.0, cur="gbp",
          spread=2.2, months=4, agency="CMA", overlap="none", close="Q1 2027",
          outside="31 May 2027", status="watch", group=1, news=("court", "rival", "vote")),
    _deal(key="KLST", tname="Kallisto Shipping", short="Kallisto", tk="KLST NO",
          aname="Brenmar Maritime", ashort="Brenmar", ak="BRNM NO", kind="stock", ratio=1.42,
          a0=96.0, cur="nok", acur="nok", spread=3.1, months=6, agency="EC",
          overlap="North Sea supply vessels", close="Q2 2027", outside="30 Jun 2027",
          status="watch", group=1, hedge=True, news=("ec", "vote")),
    # --- group 2: special situations -------------------------------------------------
    _deal(key="BWFL", tname="Brightwater Flow", short="Brightwater Flow", tk="BWFL wi",
          aname="Brightwater Industrial", ashort="Brightwater Industrial", ak="BWI", kind="spin",
          t0=22.40, spread=0.0, months=1, agency="SEC", overlap="none", close="15 Dec 2026",
          outside="n/a", status="held", group=2, news=("spin",)),
    _deal(key="GNTY", tname="Gantry Media", short="Gantry", tk="GNTY", aname="Gantry Media",
          ashort="Gantry", kind="dutch", t0=19.10, spread=0.0, months=1, agency="SEC",
          overlap="none", close="18 Dec 2026", outside="n/a", status="held", group=2,
          news=("dutch",)),
    _deal(key="OBSR", tname="Obsidian Realty", short="Obsidian", tk="OBSR", aname="Obsidian Realty",
          ashort="Obsidian", kind="special", t0=33.80, spread=0.0, months=3, agency="SEC",
          overlap="none", close="Q1 2027", outside="n/a", status="held", group=2,
          news=("special",)),
    _deal(key="THBX", tname="Thistle CVR", short="Thistle CVR", tk="THBX CVR", aname="Cobalt Bio",
          ashort="Cobalt Bio", kind="cvr", t0=1.35, spread=0.0, months=10, agency="FDA",
          overlap="none", close="2027", outside="31 Dec 2027", status="held", group=2,
          cvr_drug="thistomab", cvr_amt="$4.00", news=("cvr",)),
    _deal(key="MRVH", tname="Merrivale Holdings", short="Merrivale", tk="MRVH",
          aname="Merrivale Marine", ashort="Merrivale Marine", kind="special", t0=47.30, spread=0.0,
          agency="SEC", overlap="none", close="Q1 2027", outside="n/a", status="watch", group=2,
          news=("splitoff",)),
    _deal(key="PNDL", tname="Pendle Outdoor", short="Pendle", tk="PNDL", aname="Ashby Group",
          ashort="Ashby", kind="tender", cash=14.75, spread=1.9, months=2, agency="SEC",
          overlap="none", close="Q1 2027", outside="28 Feb 2027", status="watch", group=2,
          news=("tender", "special_committee")),
    # --- group 3: biotech / TMT --------------------------------------------------------
    _deal(key="PLCD", tname="Pellucid Bio", short="Pellucid", tk="PLCD", aname="Garrick Labs",
          ashort="Garrick", ak="GRKL", kind="tender", cash=44.00, spread=1.4, months=2,
          agency="FTC", overlap="ophthalmic biologics", close="Q1 2027", outside="31 Mar 2027",
          status="held", group=3, cvr_drug="pellomab", cvr_amt="$6.00",
          news=("tender", "hsr_expiry", "cvr")),
    _deal(key="WRFD", tname="Wrenfield Devices", short="Wrenfield", tk="WRFD",
          aname="Stratos Medical", ashort="Stratos", ak="STMD", kind="stock", ratio=0.623,
          a0=118.40, spread=4.1, months=9, agency="FTC", overlap="neurovascular stents",
          close="Q3 2027", outside="30 Sep 2027", status="held", group=3, hedge=True,
          news=("second_request", "timing", "states", "acq_news")),
    _deal(key="OTTR", tname="Ottermere Games", short="Ottermere", tk="OTTR",
          aname="Helix Interactive", ashort="Helix", ak="HLXI", kind="cash", cash=96.00,
          spread=6.8, months=10, agency="CMA", overlap="cloud game streaming",
          close="Q4 2027", outside="15 Nov 2027", status="held", group=3,
          news=("cma", "cma_ps", "ec", "remedy")),
    _deal(key="CLWY", tname="Calloway Foods", short="Calloway", tk="CLWY",
          aname="Grand Prairie Brands", ashort="Grand Prairie", ak="GPBR", kind="cash", cash=38.75,
          spread=2.0, months=4, agency="FTC", overlap="frozen breakfast", close="Q2 2027",
          outside="30 Jun 2027", status="watch", group=3, news=("hsr_expiry", "vote", "iss")),
    _deal(key="AVNS", tname="Avant Nine Software", short="Avant Nine", tk="AVNS",
          aname="Bellcourt", ashort="Bellcourt", ak="BLCT", kind="stock", ratio=0.41,
          a0=212.0, spread=2.7, months=5, agency="DOJ", overlap="identity software",
          close="Q2 2027", outside="31 Jul 2027", status="watch", group=3, hedge=True,
          news=("second_request", "vote")),
]
DEAL_BY_KEY = {d["key"]: d for d in DEALS}
NEWS_KINDS = sorted({k for d in DEALS for k in d["news"]})

# Companies that are neither held nor watched (wire traffic, other desks, 13Ds).
NOT_HELD = [
    ("Juniper Crest Airlines", "JCAL"), ("Dunmore Mining", "DNMR"), ("Verity Insurance", "VRTY"),
    ("Ashgrove Retail", "ASHR"), ("Mistral Cloud", "MSTC"), ("Pemberton Steel", "PMBS"),
    ("Ravenna Cosmetics", "RVNA"), ("Sunderland Water", "SNDW LN"), ("Talon Aerospace", "TLNA"),
    ("Quarry Hill Cement", "QHCM"), ("Beacon Point Hotels", "BCNP"), ("Cinder Labs", "CNDR"),
    ("Hollis Grain", "HLGR"), ("Marlowe Chips", "MRLC"), ("Everly Networks", "EVRN"),
    ("Northgate Pipelines", "NGPL"), ("Solace Dental", "SLCD"), ("Tamsin Textiles", "TMSN LN"),
    ("Granite Shore REIT", "GSRT"), ("Veldt Agritech", "VLDT"), ("Orrin Payments", "ORRN"),
    ("Castlebay Insurance", "CSBY LN"), ("Hesper Genomics", "HSPG"), ("Wexford Media", "WXFD"),
]
BUYERS = ["Sterling Oak Capital", "Brookfell Partners", "Tarrant Holdings", "Maelstrom Industries",
          "Carrow & Finch", "Ostrander Group", "Lakemont Equity", "Avery Hollis Capital"]
OTHER_FUNDS = ["Kerrigan Partners", "Pentland Capital", "Millbrook Event Fund", "Saltire Advisors",
               "Harrow Lane", "Bexley Square"]

HISTORY = [
    "Tiffany/LVMH in 2020, when the buyer found a French ministry letter and the spread went from 3% to 25% in a week",
    "Qualcomm/NXP in 2018, where SAMR simply never ruled and the outside date did the rest",
    "Aetna/Humana and Anthem/Cigna in 2017 -- two breaks in the same month and half the street had both",
    "Illumina/Grail, which closed over the EC's objection and then had to be unwound anyway",
    "Adobe/Figma, where the CMA provisional findings were the whole ballgame",
    "Pfizer/Allergan in 2016, which broke on a Treasury rule change nobody had priced",
    "Shire/AbbVie in 2014 -- the inversion rules again, and the target fell 30% in a day",
    "Microsoft/Activision, where the CMA blocked it and the deal still closed after a restructuring",
]

# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------


def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(idx: int) -> str:
    if idx < len(CHANNEL_IDS):
        return CHANNEL_IDS[idx]
    return str(1302975000000000000 + idx * 2_718_281_828_459 + (idx * 7919) % 1000)


def channel_group(idx: int) -> int:
    return idx % 4


def money(d, x, leg="t"):
    cur = d["cur"] if leg == "t" else d["acur"]
    if cur == "gbp":
        return f"{x:,.0f}p"
    if cur == "sek":
        return f"SEK {x:.2f}"
    if cur == "nok":
        return f"NOK {x:.2f}"
    if cur == "eur":
        return f"€{x:.2f}"
    if d["kind"] == "cvr" and leg == "t":
        return f"{x:.3f}"
    return f"{x:.2f}"


def bare(d, x, leg="t"):
    """Price without currency decoration (for key=value lines)."""
    cur = d["cur"] if leg == "t" else d["acur"]
    if cur == "gbp":
        return f"{x:.0f}"
    if d["kind"] == "cvr" and leg == "t":
        return f"{x:.3f}"
    return f"{x:.2f}"


def pairname(d):
    if d["hedge"]:
        return f"{d['short']}/{d['ashort']}"
    return d["short"]


def ratio_s(d):
    r = d["ratio"]
    s = f"{r:.4f}".rstrip("0")
    if s.endswith("."):
        s += "0"
    if len(s.split(".")[1]) < 2:
        s += "0"
    return s


def is_merger(d):
    return d["kind"] in ("stock", "cash", "mixed", "tender")


# ---------------------------------------------------------------------------
# activity curves (weights per UTC hour)
# ---------------------------------------------------------------------------
CURVE = {
    "us": [0.3, 0.2, 0.2, 0.2, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.6, 2.2, 2.8, 3.6, 4.2,
           3.4, 2.6, 2.4, 2.8, 3.4, 2.0, 1.0, 0.5],
    "eu": [0.2, 0.2, 0.2, 0.3, 0.4, 0.8, 1.6, 2.6, 3.8, 3.6, 3.0, 2.6, 2.4, 2.8, 3.2, 3.0,
           2.6, 1.6, 1.0, 0.7, 0.5, 0.4, 0.3, 0.2],
}
MARKET = {"us": (14.5, 21.0), "eu": (8.0, 16.5)}


# ---------------------------------------------------------------------------
# per channel-day builder
# ---------------------------------------------------------------------------
class Day:
    def __init__(self, gen, seed, cidx, didx, start_ms):
        self.gen = gen
        self.seed = seed
        self.cidx = cidx
        self.didx = didx
        self.rng = random.Random(f"{DESK}:{seed}:{cidx}:{didx}")
        self.t0 = start_ms
        self.t_end = start_ms + DAY_MS - 2000
        self.cid = channel_id(cidx)
        self.group = channel_group(cidx)
        self.region = "eu" if self.group == 1 else "us"
        self.open_h, self.close_h = MARKET[self.region]
        self.analyst = "an_eu" if self.group in (1, 3) else "an_us"
        self.msgs = []
        self.ops = []
        self.held = [d for d in DEALS if d["status"] == "held" and d["group"] == self.group]
        self.watch = [d for d in DEALS if d["status"] == "watch" and d["group"] == self.group]
        self.all_held = [d for d in DEALS if d["status"] == "held"]
        self.all_watch = [d for d in DEALS if d["status"] == "watch"]
        absday = start_ms // DAY_MS
        self.date = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
        self.px = {}
        for d in DEALS:
            r = random.Random(f"{DESK}:{seed}:px:{d['key']}:{absday}")
            a = d["a0"] * (1 + r.gauss(0, 0.012)) if d["a0"] else 0.0
            if is_merger(d):
                s = max(0.35, d["spread"] + r.gauss(0, 0.35))
                value = d["cash"] + d["ratio"] * a * d["fx"]
                t = value * (1 - s / 100)
            else:
                s = 0.0
                value = d["t0"]
                t = d["t0"] * (1 + r.gauss(0, 0.015))
            ann = s * 12 / max(1, d["months"])
            brk = t * (0.62 + r.random() * 0.16)
            self.px[d["key"]] = dict(a=a, t=t, s=s, value=value, ann=ann, brk=brk)
        self.order_base = 40000 + (cidx * 977 + didx * 131) % 9000 * 3 + cidx * 30000 + didx * 400
        self.order_n = 0
        self.news_n = 0
        self.thread_id = None
        self.day_news_kinds = {}
        self.stop_ladders = {}
        self.stop_used = set()
        self.news_used = set()
        self.traded = set()
        self.trade_side = {}
        self.thesis_used = set()

    # -- time ------------------------------------------------------------------
    def at(self, hour, jitter_min=0.0):
        ms = self.t0 + int(hour * HOUR_MS)
        if jitter_min:
            ms += int(self.rng.uniform(-jitter_min, jitter_min) * MIN_MS)
        ms += self.rng.randint(0, 59_999)
        return max(self.t0 + 500, min(self.t_end, ms))

    def curve_time(self, lo=0.0, hi=24.0):
        w = CURVE[self.region]
        hours = [h for h in range(24) if lo <= h + 0.5 < hi] or list(range(24))
        h = self.rng.choices(hours, weights=[w[h] for h in hours])[0]
        return self.at(h + self.rng.random())

    def mkt_time(self, lo_off=0.1, hi_off=0.0):
        return self.curve_time(self.open_h + lo_off, self.close_h - hi_off)

    def after(self, t, lo_min, hi_min):
        return min(self.t_end, t + int(self.rng.uniform(lo_min, hi_min) * MIN_MS) + self.rng.randint(0, 999))

    # -- ids ---------------------------------------------------------------------
    def new_order(self):
        self.order_n += 1
        return f"PX-{self.order_base + self.order_n * 7}"

    def new_news(self):
        self.news_n += 1
        return f"NEWS-{(self.order_base * 3 + self.news_n * 13) % 90000 + 10000}"

    # -- messages ----------------------------------------------------------------
    def post(self, t, who, content="", embeds=None, ref=None, kind="chat", hard=None,
             thread=False, idiom=None, attachments=None):
        m = dict(t=t, who=who, content=content, final=content, embeds=embeds or [], ref=ref,
                 kind=kind, hard=hard, thread=thread, idiom=idiom, attachments=attachments or [],
                 state="live", day=self, seq=len(self.gen.all_msgs))
        self.msgs.append(m)
        self.gen.all_msgs.append(m)
        if idiom:
            self.gen.idiom_candidates.append((m, idiom[0], idiom[1]))
        return m

    def hardp(self, t, who, content, etype, facts, phrasing, **kw):
        return self.post(t, who, content, kind="hard", hard=dict(event_type=etype, facts=list(facts),
                                                                 phrasing=phrasing, superseded=[]), **kw)

    def edit(self, m, t, content, superseded=()):
        t = max(t, m["t"] + 5000)
        self.ops.append(dict(op="edit", t=t, m=m, content=content))
        m["final"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        if m["hard"]:
            m["hard"]["superseded"].extend(superseded)

    def delete(self, m, t, snippet):
        t = max(t, m["t"] + 5000)
        self.ops.append(dict(op="delete", t=t, m=m))
        m["state"] = "deleted"
        self.gen.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        t = max([t] + [m["t"] + 5000 for m in ms])
        self.ops.append(dict(op="bulk_delete", t=t, ms=ms))
        for m in ms:
            m["state"] = "deleted"
        self.gen.removed.extend(snippets)

    def forget(self, m, t, snippet, by="comp"):
        t = max(t, m["t"] + 5000)
        self.ops.append(dict(op="forget", t=t, m=m, by=by))
        m["state"] = "forgotten"
        self.gen.removed.append(snippet)

    def pin(self, m, t, by="pm"):
        self.ops.append(dict(op="pin", t=max(t, m["t"] + 1500), m=m, by=by))

    def react(self, m, t, emoji, by):
        self.ops.append(dict(op="reaction_add", t=max(t, m["t"] + 1500), m=m, emoji=emoji, by=by))

    def unreact(self, m, t, emoji, by):
        self.ops.append(dict(op="reaction_remove", t=max(t, m["t"] + 3000), m=m, emoji=emoji, by=by))

    # -- text context for a deal ------------------------------------------------
    def cx(self, d):
        p = self.px[d["key"]]
        r = self.rng
        return dict(
            short=d["short"], tname=d["tname"], tk=d["tk"], aname=d["aname"], ashort=d["ashort"],
            ak=d["ak"] or "n/a", agency=d["agency"], overlap=d["overlap"], close=d["close"],
            outside=d["outside"], spread=f"{p['s']:.2f}", ann=f"{p['ann']:.1f}",
            tpx=money(d, p["t"]), apx=money(d, p["a"], "a") if d["a0"] else "n/a",
            brk=money(d, p["brk"]), down=f"{(1 - p['brk'] / p['t']) * 100:.0f}",
            up=f"{p['s']:.1f}", bp=str(r.choice([6, 9, 12, 15, 18, 22, 25, 31, 40])),
            vol=f"{r.uniform(1.3, 3.8):.1f}", ratio=ratio_s(d) if d["ratio"] else "n/a",
            pair=pairname(d), value=money(d, p["value"]), drug=d["cvr_drug"] or "",
            cvr=d["cvr_amt"] or "", pct=str(r.randint(86, 98)),
            date=(self.date + timedelta(days=r.randint(9, 60))).strftime("%-d %b"),
        )

    # =====================================================================
    # prose banks
    # =====================================================================
    ENV = [
        "Spreads across the book tightened a touch yesterday, mostly because the financing window reopened and the high-yield calendar cleared {n} deals without a hiccup.",
        "The broad arb universe is running at about {x}% annualised on a probability-weighted basis, which is roughly where it sat in the spring and a long way from the 2022 wides.",
        "Rates matter more than people like to admit for this book: with the front end where it is, every month of regulatory delay on a three-point spread eats a visible chunk of the carry.",
        "Deal flow remains heavy -- {n} announced deals over a billion in the last fortnight -- which is good for the opportunity set and bad for crowding in the names everyone already owns.",
        "The multi-strats have been adding gross again; you can see it in how fast the tight spreads snap back after any wobble, and it is worth remembering that the same money leaves all at once.",
        "Antitrust rhetoric has calmed compared with two years ago, but the agencies are still issuing second requests on anything that smells of vertical foreclosure, so I would not read much into the speeches.",
        "Borrow is fine across the hedges; nothing on the locate list is above {b}bp, which is a pleasant change from last December.",
        "I spent part of the weekend re-reading the merger agreements on the deals with the longest outside dates, and the ticking-fee language is worse than I remembered in at least one of them.",
        "Vol in the acquirers is low enough that the ratio hedges are behaving, although a single bad print in any of them would show up in the stock-deal spreads before anywhere else.",
        "Europe had a quiet session; the UK schemes traded on volume without any real direction, and the Nordic names were thin for half the afternoon.",
        "Year-end is the usual problem: balance sheets shrink, the prime brokers get fussy about financing, and spreads that have nothing wrong with them widen because somebody needs the capacity back.",
        "The wire was full of deal chatter overnight, most of it recycled, and I would treat anything sourced to 'people familiar' this week with more than the usual suspicion.",
        "Dispersion inside the universe is the highest it has been since the summer: the clean strategic deals trade like cash while anything with a regulator attached trades like an option.",
        "Our gross is sensible, the hedges are clean, and the thing that actually worries me is correlation -- three of our regulatory situations now share the same handful of economists on the other side.",
        "Credit is not giving us any warning signals; the acquirers' bonds have been boring, and boring is exactly what you want from the financing leg of a spread.",
        "The calendar into year-end is light on hard catalysts and heavy on votes, which usually means spreads drift tighter on thin volume and then gap on the first real headline of January.",
        "Merger Monday was loud: several deals over five billion, most of them strategic, and one with a regulatory profile that will keep the antitrust bar busy well into 2027.",
        "Every prime broker I spoke to last week said the same thing: event-driven gross is near the highs and the crowding metrics on the top twenty spreads are the tightest they track.",
        "The agencies' merger guidelines are now old enough that we have a sample of outcomes, and the honest summary is that the process got longer while the outcomes did not change much.",
        "Brussels is in its usual December mode, which means decisions slide into January and any phase 1 deadline that falls in the holidays is a coin toss for a clock-stop.",
        "The CMA has been more willing to take behavioural remedies this year than at any time since the Activision saga, which matters for every UK situation in the universe.",
        "Hedge-fund letters this quarter are full of event-driven managers explaining why their spreads are wider than the deals deserve, and I am suspicious of any trade everybody explains the same way.",
        "Cash deals are behaving like short-dated credit, stock deals like relative value, and the special situations like nothing in particular, which is roughly how it should be.",
        "Financing for the LBOs in the universe has been easy; the direct lenders are competing with the banks again and that takes one of the classic break risks off the table for now.",
        "I do not think the tape is telling us anything about the regulators this week; it is telling us about year-end balance sheets, and we should not confuse the two.",
        "Options on the acquirers are cheap, which makes collars on the stock-deal hedges tempting in theory, although in practice the liquidity in the wings is poor.",
        "A lot of this book's return this year came from deals the market thought were harder than they were, and it is worth being honest that the reverse could easily happen next year.",
        "Activist filings are picking up again, mostly in mid-caps, and a couple of them look like attempts to force sales rather than the usual governance letters.",
        "The spin-off calendar is the busiest it has been since 2019, and the when-issued markets are as inefficient as ever, which suits anyone patient about liquidity.",
        "On the macro side nothing has changed that matters for deal completion; the risk sits in the handful of situations where the acquirer's own stock is doing the work.",
    ]
    PROCESS = [
        "The pattern with second requests is consistent enough to be boring: the spread gaps wider on the day, drifts for months, and the outcome is decided by whatever the parties are willing to divest.",
        "Phase 2 in Brussels is a negotiation with a calendar attached; the statement of objections is the moment of maximum pessimism and, historically, the better entry point if you trust the remedy.",
        "The CMA's provisional findings are the real decision in most UK cases; after those the final report rarely surprises anyone who read the first document carefully.",
        "Timing agreements are written by the agencies for the agencies, and every one I have read gives them more room than the headline dates imply.",
        "Shareholder votes are rarely the risk people think, except where the acquirer's holders get a say or an activist has a reason to make noise for a bump.",
        "State attorneys general add time more often than they add risk, and the cases where they have blocked a deal on their own are few enough to count on one hand.",
        "CFIUS reviews have become longer but more predictable, and mitigation agreements are now a standard tool rather than a warning sign.",
        "The STB is the slowest regulator we deal with and also the most transparent, which is a trade-off I would happily take more often.",
        "Tender offers compress the timeline, and the only real risk in most of them is a minimum condition the market assumes away.",
        "Spin-offs are a different animal: the risk is not completion but what the forced sellers do in the first month of regular-way trading.",
        "CVRs are the part of the universe the market misprices most consistently, partly because nobody models them properly and partly because the ones that pay are forgotten quickly.",
        "Litigation risk is the one that never shows up in the models; a single hostile judge can add six months to a timetable that every regulator has already blessed.",
        "Remedy packages tend to grow between the first offer and the final one, and the acquirers that say they will never divest a given business are usually negotiating.",
    ]
    PORTFOLIO = [
        "Sizing in this business is mostly about the break, not the spread: a deal that pays three points and costs thirty if it fails is a ten-to-one bet that needs to be right well over ninety percent of the time.",
        "The book is deliberately spread across regulators, so that no single agency's bad month can take out more than a quarter of our break-weighted exposure.",
        "Correlation between deals is low in normal times and close to one in a panic, and the only defence against that is gross we can live with on the worst day.",
        "Our hedges are there to isolate deal risk, not to make money, and any month in which the hedges are the story is a month in which something has gone wrong with the process.",
        "A smaller position in a spread we understand beats a larger one in a spread that looks cheap for reasons nobody can explain.",
        "Liquidity in the smaller targets is fine on the way in and terrible on the way out, which is worth remembering every time someone suggests adding to one of them.",
        "The break-price estimates in the tracker are the most important numbers we own, and they are also the ones we update least often.",
        "Carry is a poor reason to own anything by itself; the reason to own a spread is that we think the market has the probability wrong.",
        "Drawdowns in arb come in clusters, and the months after a big break are when discipline on sizing matters most, because that is when spreads look most tempting.",
    ]
    DEAL_MERGER = [
        "{tname} closed at {tpx}, a {spread}% gross spread to the {value} deal value, about {ann}% annualised to a {close} close.",
        "On {short}, nothing new from the {agency} since last week; the timetable still points to {close}, with the outside date at {outside}.",
        "The {short} spread moved {bp}bp yesterday on no news I could find, which usually means somebody's risk manager rather than somebody's information.",
        "{short}'s break price -- where I think the target trades undisturbed -- is roughly {brk}, so the downside is about {down}% from here against {up}% to terms.",
        "Volume in {tk} was {vol}x the twenty-day average, most of it in the last hour, and the prints looked like one seller working an order rather than a crowd.",
        "Counsel's read on {short} has not changed: the overlap is {overlap}, and the worst realistic remedy is a single divestiture the buyer has already said it would accept.",
        "The proxy for {short} reads cleanly; the fairness opinion ranges bracket the offer comfortably and the background section is mercifully free of a second bidder.",
        "For {short} the real question is timing rather than outcome, and timing is the thing the market is least willing to pay us for at this point in the year.",
        "What I keep coming back to on {short} is how little of the {agency} process is visible from outside; we will learn the answer on one morning, not gradually.",
        "The {short} carry is fine, but the distribution is lumpy: most of the return arrives on the day the {agency} signs off, and most of the risk arrives on any day before that.",
        "{tname}'s agreement gives {ashort} a walk right only on a burdensome-condition finding, and the definition of burdensome is narrower than in most deals of this size.",
        "The reverse termination fee on {short} is a real cost to {ashort} but not so large that it would keep them in a deal they had decided to leave.",
        "On {short} the {agency} process is in the stage where nothing visible happens for weeks at a time, and that is when spreads drift wider on boredom alone.",
        "I went back through the {short} background section; the auction was competitive, which makes a second bidder unlikely now but also means the price is not an obvious lowball.",
        "{short} management have been clear on calls that they expect a {close} close, and the only thing they have hedged on is the exact shape of any {overlap} remedy.",
        "The {short} spread is a good example of why I dislike annualised numbers: {ann}% sounds generous until you notice that all of it depends on a single regulator's calendar.",
        "Nothing about {short} has changed in a fortnight except the price, and the price has been moving on flows rather than facts.",
        "For {short} the overlap that matters is {overlap}; everything else in the filing is noise, and that one line of business is small enough to sell if it comes to it.",
        "The {short} register has turned over heavily since announcement -- the long-onlies are mostly gone and it now looks like every arb book in the street.",
        "{short}'s outside date of {outside} leaves room for one extension of the {agency} timetable but not two, and that is the scenario worth modelling.",
        "Every sell-side note on {short} says the same thing in different fonts, which is a reason to read the docket rather than the notes.",
    ]
    DEAL_HEDGED = [
        "On {pair} the {ratio}x ratio hedge is behaving; {ashort} has been steady and the borrow is cheap, so the spread is a clean expression of the {agency} risk.",
        "{ashort} at {apx} puts the {short} deal value at {value}, and with {tk} at {tpx} that is {spread}% gross, a little wider than the average of the last month.",
        "The {pair} spread has been the most stable line in the book this month, which is either a sign of confidence or a sign that nobody has looked at it properly.",
        "The {ashort} borrow on {pair} has been stable, and the dividend mismatch between the two legs is small enough that the ratio no longer needs adjusting for it.",
        "{ashort}'s own earnings are the main source of noise in the {pair} spread, and their next print falls well before the {agency} decision.",
    ]
    DEAL_SPECIAL = {
        "spin": [
            "Brightwater Flow when-issued traded {tpx} yesterday, still a discount to where the sell-side has the standalone multiple, and the index deletion flow is the obvious overhang.",
            "The Brightwater Industrial Form 10 exhibits are out; the debt allocation to the spinco is lighter than the investor-day slides implied, which matters for the when-issued pricing.",
            "Regular-way trading in Brightwater Flow starts after the distribution on {close}; until then the when-issued market is thin and the quotes are wider than they look on screen.",
        ],
        "dutch": [
            "Gantry's Dutch auction runs between $18.00 and $20.50 for up to $400m of stock, and with the shares at {tpx} the market is pricing a clearing price near the middle of the range.",
            "The Gantry tender expires {close}; proration is the real variable, and the odd-lot provision is too small to matter at our size.",
        ],
        "special": [
            "Obsidian at {tpx} is trading as if the asset sale never closes; the special dividend is the whole thesis and the record date is still unannounced.",
            "Obsidian's buyer for the logistics portfolio has its financing committed, and the outstanding piece is a lender consent that the company describes as administrative.",
        ],
        "cvr": [
            "The Thistle CVR last traded at {tpx}; it pays {cvr} on thistomab approval by the end of 2027 and nothing otherwise, so the price is basically a probability with a discount rate attached.",
            "Cobalt Bio has said thistomab's filing is on track, and the CVR agreement's diligent-efforts clause is better than most, which is why I am happier holding it than most CVRs.",
        ],
        "splitoff": [
            "Merrivale's split-off exchange ratio is set off a VWAP window that has not started yet, so the discount is still theoretical.",
        ],
    }
    SPECIAL_GENERIC = [
        "{short} is a reminder that special situations are mostly about who is forced to sell and when, rather than about what the thing is worth.",
        "The {tk} line trades like a catalyst with a date on it, and the date is the only part of the thesis the market agrees on.",
        "Liquidity in {tk} is thinner than the screen suggests; the displayed size at {tpx} is one market maker showing the same hundred lots all day.",
        "The documents on {short} are long but not complicated, and the one clause that matters is the one about timing.",
        "Index treatment is the overhang on {short}: the passive holders cannot own what they are about to receive, and they will sell it regardless of price.",
        "On {short} the sell-side coverage is thin, which is part of the opportunity and part of the risk, because nobody will explain a bad print to us.",
        "The tax angle on {short} is clean -- counsel's opinion is in the filing and the ruling request was a formality.",
        "For {short} the borrow is the constraint rather than the idea; we could be right and still be squeezed out by a recall.",
        "There is no regulator in {short} to worry about, which shifts all of the risk onto the market's appetite for the asset on the day.",
        "I looked at the last dozen comparable situations for {short} and the dispersion of outcomes is wider than the current price implies.",
    ]
    ANECDOTE = [
        "It reminds me of {h}, and I do not say that to be dramatic; I say it because nobody thought that one was risky either.",
        "Anyone who was around for {h} will remember how quickly a 'formality' stops being one.",
        "The closest precedent I can think of is {h}; the circumstances are different but the market's complacency rhymes.",
    ]

    def env(self, n):
        r = self.rng
        out = []
        for s in r.sample(self.ENV, n):
            out.append(s.format(n=r.randint(7, 19), x=f"{r.uniform(6.5, 11.5):.1f}", b=r.randint(20, 45)))
        return out

    def deal_sents(self, d, n):
        r = self.rng
        c = self.cx(d)
        if is_merger(d):
            bank = list(self.DEAL_MERGER)
            if d["hedge"]:
                bank += self.DEAL_HEDGED
        else:
            bank = list(self.DEAL_SPECIAL[d["kind"]]) + list(self.SPECIAL_GENERIC)
        if d["overlap"] == "none":
            bank = [b for b in bank if "{overlap}" not in b]
        n = min(n, len(bank))
        return [s.format(**c) for s in r.sample(bank, n)]

    def anecdote(self):
        return self.rng.choice(self.ANECDOTE).format(h=self.rng.choice(HISTORY))

    # =====================================================================
    # decision sentences (for buried decisions)
    # =====================================================================
    def size_for(self, d):
        r = self.rng
        if d["kind"] == "cvr":
            return r.choice([250_000, 400_000, 600_000, 750_000])
        if d["cur"] in ("gbp",):
            return r.choice([150_000, 200_000, 250_000, 300_000, 400_000])
        if d["cur"] in ("sek", "nok"):
            return r.choice([90_000, 120_000, 150_000, 180_000])
        return r.choice([20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 75_000, 80_000, 100_000, 120_000])

    def limit_for(self, d, side):
        p = self.px[d["key"]]
        if d["hedge"]:
            s = p["s"] + (0.08 if side == "BUY" else -0.1)
            return f"{max(0.3, s):.2f}%", True
        t = p["t"] * (1.002 if side == "BUY" else 0.998)
        return money(d, t), False

    def side_for(self, d, side):
        return self.trade_side.setdefault(d["key"], side)

    def decision_proposal(self, d):
        r = self.rng
        side = self.side_for(d, r.choice(["BUY", "BUY", "BUY", "SELL"]))
        q = self.size_for(d)
        lim, is_spd = self.limit_for(d, side)
        c = self.cx(d)
        nav = f"{r.uniform(1.6, 3.4):.1f}"
        qs = f"{q:,}"
        if side == "BUY" and d["hedge"]:
            hq = int(round(q * d["ratio"] / 100.0)) * 100
            s = (f"So the one thing I want to do today is add to {c['short']}: buy {qs} {d['tk']} and sell "
                 f"{hq:,} {d['ak']} against it at the {c['ratio']}x ratio, working it at a {lim} gross spread "
                 f"or wider, which takes the position to roughly {nav}% of NAV.")
            facts = [d["tk"], "buy", qs, lim]
        elif side == "BUY":
            s = (f"I'd like to add {qs} {d['tk']} today, paying up to {lim} and no more, which takes "
                 f"{c['short']} to about {nav}% of NAV; there is nothing to hedge, so it is a pure bet on the {d['agency']}.")
            facts = [d["tk"], "add", qs, lim]
        elif d["hedge"]:
            s = (f"I want to take {c['short']} down today -- sell {qs} {d['tk']} and buy back the matching "
                 f"{d['ak']} hedge, limit {lim} on the spread -- because the asymmetry no longer pays for the timeline.")
            facts = [d["tk"], "sell", qs, lim]
        else:
            s = (f"I want to take {c['short']} down today: sell {qs} {d['tk']} at {lim} or better, because "
                 f"the last few points of spread do not pay for the {d['agency']} timeline.")
            facts = [d["tk"], "sell", qs, lim]
        trade = dict(d=d, side=side, qty=q, lim=lim, spd=is_spd)
        return s, facts, trade

    def thesis_deal(self, prefer=None):
        pool = [x for x in self.held if x["key"] not in self.thesis_used]
        d = prefer if (prefer is not None and prefer["key"] not in self.thesis_used) else \
            (self.rng.choice(pool) if pool else self.rng.choice(self.held))
        self.thesis_used.add(d["key"])
        return d

    def decision_thesis(self, d):
        r = self.rng
        c = self.cx(d)
        old = r.choice([65, 70, 75, 80, 85])
        new = old - r.choice([15, 20, 25])
        v = r.randint(0, 3)
        if not is_merger(d):
            if v in (0, 3):
                return (f"Changing my view on {c['short']}: I had it as a forced-selling dislocation that corrects within "
                        f"weeks, and I now think it takes months, so conviction goes from high to medium and it is no "
                        f"longer a core position.", [c["short"], "conviction goes from high to medium"])
            if v == 1:
                return (f"I'm more positive on {c['short']} than I was a week ago -- the catalyst is now dated and the "
                        f"discount has not moved, so I'd call conviction high.", [c["short"], "conviction high"])
        if v == 0:
            return (f"Having gone through it again, I'm changing my view on {c['short']}: I now put the odds of a "
                    f"clean {d['agency']} outcome at {new}%, down from {old}%, and I would rather own less of it into "
                    f"the decision.", [c["short"], f"{new}%", f"{old}%"])
        if v == 1:
            return (f"I'm upgrading {c['short']} -- the {d['agency']} risk I was worried about has largely gone "
                    f"and I now think this closes on time, so conviction goes from medium to high.",
                    [c["short"], "conviction goes from medium to high"])
        if v == 2:
            p = r.choice([88, 90, 92, 94])
            return (f"For the record, my thesis on {c['short']} is unchanged after the headlines: {p}% close "
                    f"probability, and the break price I use stays where it was.", [c["short"], f"{p}% close probability"])
        return (f"The {c['short']} thesis was that {c['ashort']} needed the asset more than the {d['agency']} "
                f"could make it hurt; after this week I no longer believe that, so treat it as a trading position "
                f"rather than a core one.", [c["short"], "no longer believe", "trading position"])

    def stop_levels(self, d, n=3):
        """Next n stop levels for this deal today, consistent across all messages of the day:
        every call moves the live stop further along the same ladder."""
        p = self.px[d["key"]]
        lad = self.stop_ladders.get(d["key"])
        if lad is None:
            r = random.Random(f"{DESK}:{self.seed}:stop:{self.cidx}:{self.didx}:{d['key']}")
            if d["hedge"]:
                lad = dict(base=p["s"] + r.choice([2.0, 2.5, 3.0]), step=r.choice([0.25, 0.5]), i=0, spd=True)
            else:
                lad = dict(base=p["t"] * (1 - r.choice([0.05, 0.06, 0.08])), step=r.choice([0.006, 0.01]), i=0, spd=False)
            self.stop_ladders[d["key"]] = lad
        out = []
        for _ in range(n):
            if lad["spd"]:
                out.append(f"{lad['base'] + lad['i'] * lad['step']:.2f}%")
            else:
                out.append(money(d, lad["base"] * (1 + lad["i"] * lad["step"])))
            lad["i"] += 1
        return out, lad["spd"]

    def stop_deal(self, prefer=None):
        """A held deal that has had no stop event yet today (None if all used)."""
        if prefer is not None and prefer["key"] not in self.stop_used:
            d = prefer
        else:
            pool = [x for x in self.held if x["key"] not in self.stop_used]
            if not pool:
                return None
            d = self.rng.choice(pool)
        self.stop_used.add(d["key"])
        return d

    def pick_news(self, deals, kinds=None):
        """(deal, kind) not yet used today; avoids two contradictory headlines on the same item."""
        cands = [(d, k) for d in deals for k in (kinds or d["news"]) if (d["key"], k) not in self.news_used
                 and k in d["news"]]
        if not cands:
            return None, None
        d, k = self.rng.choice(cands)
        self.news_used.add((d["key"], k))
        return d, k

    def hypothetical_stop(self, d):
        p = self.px[d["key"]]
        if d["hedge"]:
            return f"{p['s'] + 1.75:.2f}%"
        return money(d, p["t"] * 0.9)

    def decision_stop(self, d):
        lv, spd = self.stop_levels(d, 1)
        c = self.cx(d)
        if spd:
            return (f"I've moved the stop on the {c['pair']} spread to {lv[0]} gross -- if it closes wider than "
                    f"that we are out of the pair, no discussion.", [c["pair"], "stop", lv[0]])
        return (f"The stop on {d['tk']} is now {lv[0]}, a close below that and we are out; that locks in most of "
                f"what the bump chatter gave us.", [d["tk"], "stop", lv[0]])

    def decision_risk(self, d):
        r = self.rng
        old = r.choice(["4.0", "3.5", "5.0"])
        new = {"4.0": "3.0", "3.5": "2.5", "5.0": "4.0"}[old]
        if r.random() < 0.6:
            return (f"New rule from today, agreed with Helen: no single deal with a phase 2 or second request in front "
                    f"of it carries more than {new}% of NAV of break risk, down from {old}%, and riskbot enforces "
                    f"it from the next snapshot.", [f"{new}% of NAV", f"{old}%", "break risk"])
        g = r.choice([150, 160, 170])
        return (f"I'm taking the gross limit for this book down to {g}% of NAV until the year-end liquidity hole "
                f"is behind us, effective now.", ["gross limit", f"{g}% of NAV"])

    def decision_route(self, d):
        c = self.cx(d)
        who = "Lukas" if self.analyst == "an_eu" else "Priya"
        if d["overlap"] == "none":
            topic = {"spin": "when-issued settlement", "dutch": "proration and tender mechanics",
                     "special": "dividend record-date", "cvr": "CVR diligent-efforts"}.get(d["kind"], "documentation")
            return (f"I'm routing the {c['short']} {topic} question to {who} and the legal agent -- I want a written "
                    f"answer before we add anything.", [c["short"], "routing", "legal agent"])
        return (f"I'm routing the {c['short']} remedies question to {who} and the legal agent -- I want a view on "
                f"whether a {c['overlap']} divestiture is enough by tomorrow's note.",
                [c["short"], "routing", "legal agent"])

    # =====================================================================
    # PM notes
    # =====================================================================
    def gen_sents(self, bank, n):
        return self.rng.sample(bank, min(n, len(bank)))

    def pack(self, paras, limit=1900):
        """Pack paragraphs into Discord-sized parts (<= limit chars each)."""
        parts, cur = [], ""
        for para in paras:
            chunks = [para]
            if len(para) > limit:
                chunks, c = [], ""
                for sent in para.split(". "):
                    piece = (sent if sent.endswith(".") else sent + ".") if sent else ""
                    if len(c) + len(piece) + 1 > limit and c:
                        chunks.append(c.strip())
                        c = ""
                    c += piece + " "
                if c.strip():
                    chunks.append(c.strip())
            for ch in chunks:
                if cur and len(cur) + len(ch) + 2 > limit:
                    parts.append(cur)
                    cur = ""
                cur = (cur + "\n\n" + ch) if cur else ch
        if cur:
            parts.append(cur)
        return parts

    def pm_note(self, t, kind, decision):
        """A long discursive PM note, posted as consecutive Discord-sized parts.
        kind: morning|midday|close ; decision: None or proposal/thesis/stop/risk/route.
        Returns (message carrying the decision or the first part, trade or None)."""
        r = self.rng
        held = list(self.held)
        r.shuffle(held)
        dd = held[0]
        others = held[1:] + r.sample(self.watch, min(len(self.watch), 2 if kind == "morning" else 1))
        others += [x for x in r.sample(self.all_held, 4) if x not in others and x is not dd]
        date_s = self.date.strftime("%A %-d %B")
        size = dict(morning=dict(env=7, deals=6, per=7, proc=6, port=5, pre=3, post=4),
                    midday=dict(env=4, deals=3, per=6, proc=3, port=3, pre=3, post=3),
                    close=dict(env=6, deals=5, per=6, proc=5, port=4, pre=3, post=3),
                    evening=dict(env=6, deals=4, per=6, proc=6, port=5, pre=3, post=3))[kind]
        if kind == "morning":
            head = r.choice([f"Morning all -- {date_s}. Long one, sorry.",
                             f"Morning. Notes for {date_s}, roughly in order of how much they worry me.",
                             f"{date_s}: morning note. Coffee first, then this."])
        elif kind == "midday":
            head = r.choice(["Midday thoughts, at more length than they deserve.", "Before lunch, a few things.",
                             "Half-time note."])
        elif kind == "evening":
            head = r.choice(["Late thoughts, not urgent, read tomorrow.", "Evening. Something longer while the screens are quiet.",
                             "Off-hours note -- general, nothing to do tonight."])
        else:
            head = r.choice(["Close note.", "End of day -- a few things for the record.", "Wrap for today."])
        env = self.env(size["env"] + 2)
        paras = [head, " ".join(env[:size["env"]])]
        n_before = max(1, size["deals"] // 2)
        deal_paras_before = [" ".join(self.deal_sents(d, size["per"])) for d in others[:n_before]]
        deal_paras_after = []
        for d in others[n_before:size["deals"]]:
            sents = self.deal_sents(d, size["per"])
            if r.random() < 0.5:
                sents.append(self.anecdote())
            deal_paras_after.append(" ".join(sents))
        paras += deal_paras_before
        paras.append(" ".join(self.gen_sents(self.PROCESS, size["proc"])))
        trade = None
        facts = None
        sent = None
        if decision:
            fn = dict(proposal=self.decision_proposal, thesis=self.decision_thesis, stop=self.decision_stop,
                      risk=self.decision_risk, route=self.decision_route)[decision]
            if decision == "thesis":
                dd = self.thesis_deal(dd)
            if decision == "stop":
                dd = self.stop_deal(dd)
                if dd is None:
                    dd = held[0]
                    decision = None
                    fn = None
        if decision:
            if decision == "proposal":
                self.traded.add(dd["key"])
                sent, facts, trade = fn(dd)
            else:
                sent, facts = fn(dd)
            pre = self.deal_sents(dd, size["pre"] + size["post"])
            mid = pre[:size["pre"]] + [sent] + pre[size["pre"]:]
            paras.append(" ".join(mid))
        else:
            paras.append(" ".join(self.deal_sents(dd, size["pre"] + size["post"])))
        paras.append(" ".join(self.gen_sents(self.PORTFOLIO, size["port"])))
        paras += deal_paras_after
        if kind == "morning":
            paras.append(" ".join(env[size["env"]:]))
            paras.append(r.choice([
                "Calendar: counsel call at 15:00 London, the tracker refresh after the close, and I am out for an hour at lunch.",
                "Housekeeping: please keep the deal tracker current, including the outside-date column, which was three days stale on Friday.",
                "Admin: the borrow file moves to the new PB template tomorrow, so check your hedges against it before the open.",
            ]))
        paras.append(r.choice(["-- A.", "A.", "-- AR"]))
        parts = self.pack(paras)
        n = len(parts)
        if n > 1:
            parts = [f"({i + 1}/{n}) " + p for i, p in enumerate(parts)]
        etype = dict(proposal="trade_proposal", thesis="thesis_update", stop="stop_or_target_change",
                     risk="risk_limit", route="route_decision").get(decision)
        first = dm = None
        tt = t
        for i, part in enumerate(parts):
            if sent and sent in part:
                m = self.hardp(tt, "pm", part, etype, facts, "buried")
                dm = m
                if decision == "proposal":
                    self.gen.idiom_candidates.append(
                        (m, "buried pair/size proposal mid-paragraph in a multi-part PM note", "trade_proposal"))
                elif decision == "thesis":
                    self.gen.idiom_candidates.append((m, "thesis change buried in discursive PM note", "thesis_update"))
                elif decision == "stop":
                    self.gen.idiom_candidates.append((m, "spread stop moved inside PM prose", "stop_or_target_change"))
            else:
                m = self.post(tt, "pm", part, kind="near",
                              idiom=("long PM note part: spreads, stops and sizing discussed, no decision", "not_hard"))
            first = first or m
            tt = self.after(tt, 0.05, 0.4)
        if sent and dm is None:
            raise AssertionError("decision sentence lost while packing")
        return (dm or first), trade, first

    def pm_musing(self, t, decision=None):
        """A single long 'thinking out loud' post, usually without a decision."""
        r = self.rng
        d = r.choice(self.held)
        sents = self.gen_sents(self.PROCESS, 3) + self.deal_sents(d, 6) + self.gen_sents(self.PORTFOLIO, 3)
        if r.random() < 0.5:
            sents.append(self.anecdote())
        opener = r.choice(["Thinking out loud about {s}, so bear with me.", "Something that has been bugging me on {s}.",
                           "A longer thought on {s} while it is quiet.", "Re {s} -- putting this here so it is written down."])
        facts = None
        etype = None
        if decision:
            fn = dict(thesis=self.decision_thesis, stop=self.decision_stop, risk=self.decision_risk)[decision]
            if decision == "thesis":
                d = self.thesis_deal(d)
            if decision == "stop":
                d = self.stop_deal(d)
                if d is None:
                    return self.pm_musing(t, None)
            s_, facts = fn(d)
            sents.insert(len(sents) // 2, s_)
            etype = dict(thesis="thesis_update", stop="stop_or_target_change", risk="risk_limit")[decision]
        content = opener.format(s=d["short"]) + " " + " ".join(sents)
        content = self.pack([content])[0]
        if decision and s_ not in content:
            content = opener.format(s=d["short"]) + " " + " ".join(sents[:len(sents) // 2 + 2])
        if decision:
            return self.hardp(t, "pm", content, etype, facts, "buried")
        return self.post(t, "pm", content, kind="near")

    # =====================================================================
    # trade chain
    # =====================================================================
    def hedge_qty(self, d, q):
        return int(round(q * d["ratio"] / 100.0)) * 100

    def proposal_other(self, t, d, style):
        """Non-PM proposals. Returns (message, trade)."""
        r = self.rng
        side = self.side_for(d, r.choice(["BUY", "BUY", "SELL"]))
        q = self.size_for(d)
        lim, spd = self.limit_for(d, side)
        qs = f"{q:,}"
        kq = f"{q // 1000}k"
        if style == "tagged":
            if d["hedge"]:
                content = (f"[PROPOSAL] {side} {qs} {d['tk']} / {'SELL' if side == 'BUY' else 'BUY'} {ratio_s(d)}x "
                           f"{d['ak']} · limit {lim} gross · {pairname(d)} · size to ~{r.uniform(1.5, 3.5):.1f}% NAV · "
                           f"break stop per standing rule")
            else:
                content = (f"[PROPOSAL] {side} {qs} {d['tk']} @ {lim} LMT · single leg ({d['kind']}) · "
                           f"{'CVR rides along' if d['cvr_drug'] else 'no hedge'} · DAY")
            facts = [d["tk"], side, qs, lim]
            m = self.hardp(t, "trader", content, "trade_proposal", facts, "tagged")
        elif style == "shorthand":
            sw = "b" if side == "BUY" else "s"
            tkl = d["tk"].lower() if r.random() < 0.5 else d["tk"]
            if d["hedge"]:
                content = f"{sw} {kq} {tkl} / {'s' if sw == 'b' else 'b'} {ratio_s(d)}x {d['ak'].lower()} @ {lim} spd — ok?"
            else:
                content = f"{sw} {kq} {tkl} {lim} lim, {r.choice(['ok?', 'pls approve', 'y/n?', 'ok to send?'])}"
            facts = [tkl, sw, kq, lim]
            m = self.hardp(t, "trader", content, "trade_proposal", facts, "shorthand",
                           idiom=("k-suffixed shorthand proposal (b 40k tkr @ lim)", "trade_proposal"))
        elif style == "untagged":
            verb = "buy" if side == "BUY" else "sell"
            if d["hedge"]:
                content = (f"Looking at {d['short']} again after the {d['agency']} news -- I think we should {verb} "
                           f"{qs} {d['tk']} here and {'short' if verb == 'buy' else 'cover'} {self.hedge_qty(d, q):,} "
                           f"{d['ak']} against it, limit {lim} gross. Downside to the break price is ugly but the "
                           f"timeline finally looks knowable. Helen, ok with you?")
            else:
                what = "spread" if is_merger(d) else "discount"
                when = f"the {d['agency']} timetable" if is_merger(d) else "the catalyst date"
                content = (f"Proposing we {verb} {qs} {d['tk']} at {lim} or better -- the {what} has moved "
                           f"for no reason I can find and {when} is unchanged. "
                           f"Helen, ok with you?")
            facts = [d["tk"], verb, qs, lim]
            m = self.hardp(t, self.analyst, content, "trade_proposal", facts, "untagged")
        else:  # structured
            legs = [{"side": side, "sym": d["tk"], "qty": q, "lim": lim}]
            if d["hedge"]:
                legs.append({"side": "SELL" if side == "BUY" else "BUY", "sym": d["ak"],
                             "qty": self.hedge_qty(d, q), "ratio": ratio_s(d)})
            obj = {"type": "proposal", "desk": "event_driven", "deal": pairname(d), "legs": legs,
                   "tif": "DAY", "rationale": f"spread {self.px[d['key']]['s']:.2f}% vs model {self.px[d['key']]['s'] - 0.6:.2f}%"}
            content = json.dumps(obj, ensure_ascii=False)
            facts = [d["tk"], side, f'"qty": {q}', lim]
            m = self.hardp(t, "triage", content, "trade_proposal", facts, "structured",
                           idiom=("agent JSON proposal line", "trade_proposal"))
        return m, dict(d=d, side=side, qty=q, lim=lim, spd=spd)

    APPROVE = [
        ("approved ✅", ["approved", "✅"], "full"), ("fine, do half", ["fine", "do half"], "half"),
        ("ok go", ["ok", "go"], "full"), ("👍 send it", ["👍", "send it"], "full"),
        ("yes. full size.", ["yes", "full size"], "full"), ("approved, half now", ["approved", "half now"], "half"),
        ("yep, go", ["yep", "go"], "full"), ("half. the rest after the vote", ["half", "the rest after the vote"], "half"),
    ]
    REJECT = [
        ("no — wait for the vote", ["no", "wait for the vote"]),
        ("no. not before the {agency} decision", ["no", "not before the {agency} decision"]),
        ("not today. ask me again after the close", ["not today", "after the close"]),
        ("declined -- we're big enough in {short}", ["declined", "big enough in {short}"]),
    ]

    def approval(self, t, prop, trade, mode=None):
        r = self.rng
        d = trade["d"]
        approver = "cio"
        if mode is None:
            mode = r.choices(["full", "half", "reject"], weights=[5, 3, 2])[0]
        if mode == "reject":
            txt, facts = r.choice(self.REJECT)
            txt = txt.format(agency=d["agency"], short=d["short"])
            facts = [f.format(agency=d["agency"], short=d["short"]) for f in facts]
            m = self.hardp(t, approver, txt, "trade_approval", facts, "reply", ref=prop,
                           idiom=("terse rejection reply ('no — wait for the vote')", "trade_approval")
                           if txt.startswith("no") else None)
            return m, 0
        cands = [a for a in self.APPROVE if a[2] == mode]
        txt, facts, _ = r.choice(cands)
        if r.random() < 0.3 and mode == "full":
            txt = f"{txt} -- {d['tk']}, {trade['qty'] // 1000}k"
            facts = facts + [d["tk"]]
        idi = ("terse 'fine, do half' reply approval", "trade_approval") if mode == "half" else \
            ("two-word reply approval ('ok go' / '👍 send it')", "trade_approval")
        m = self.hardp(t, approver, txt, "trade_approval", facts, "reply", ref=prop, idiom=idi)
        q = trade["qty"] if mode == "full" else (trade["qty"] // 2 // 1000) * 1000
        return m, q

    def exec_flow(self, t, trade, q, fill_style="embed", resize=False):
        """Order ack (+ optional risk resize), fills. t = approval time."""
        r = self.rng
        d = trade["d"]
        side = trade["side"]
        oid = self.new_order()
        t1 = self.after(t, 0.5, 4)
        mo, mc = self.open_h, self.close_h
        hour = (t1 - self.t0) / HOUR_MS
        staged = False
        if hour < mo:
            staged = True
        if hour > mc - 0.1:
            return None
        if resize:
            newq = (q * 2 // 3 // 1000) * 1000
            rule = r.choice(["deal_break_nav", "single_name_gross", "phase2_break_cap"] if is_merger(d)
                            else ["single_name_gross", "adv_participation", "deal_break_nav"])
            content = (f"RISK|ord={oid}|{d['tk']}|RESIZED {q}→{newq}|rule={rule}|"
                       f"break_after={r.uniform(3.0, 4.0):.2f}%NAV|by=riskengine")
            self.hardp(t1, "risk", content, "risk_limit", [oid, "RESIZED", f"{q}→{newq}", rule], "structured",
                       idiom=("risk engine RESIZED pipe line", "risk_limit"))
            q = newq
            t1 = self.after(t1, 0.05, 0.4)
        state = "STAGED(OPEN)" if staged else r.choice(["ACCEPTED", "WORKING", "ACCEPTED"])
        if d["hedge"]:
            hs = "SELL" if side == "BUY" else "BUY"
            content = (f"PAIR|{side} {q} {d['tk']} / {hs} {ratio_s(d)}x {d['ak']}|LMT SPD {trade['lim']}|"
                       f"ord={oid}|TIF=DAY|{state}")
            facts = [f"{side} {q} {d['tk']}", f"{ratio_s(d)}x {d['ak']}", oid, state]
        else:
            content = f"SINGLE|{side} {q} {d['tk']}|LMT {trade['lim']}|ord={oid}|TIF=DAY|{state}"
            facts = [f"{side} {q} {d['tk']}", trade["lim"], oid, state]
        conf = self.hardp(t1, "exec", content, "trade_confirmation", facts, "structured",
                          idiom=("pipe-separated PAIR order ack", "trade_confirmation") if d["hedge"] else None)
        if staged:
            t1 = self.at(mo + 0.02, 0) if self.at(mo, 0) > t1 else t1
        p = self.px[d["key"]]
        if r.random() < 0.15 and fill_style == "embed":
            # cancelled: nothing fills
            tc = self.after(max(t1, self.at(mo, 0)), 20, 90)
            self.hardp(tc, "exec", f"PAIR|CXL|ord={oid}|{d['tk']}|remaining {q}|CANCELLED by Tomasz"
                       if d["hedge"] else f"SINGLE|CXL|ord={oid}|{d['tk']}|remaining {q}|CANCELLED by Tomasz",
                       "trade_confirmation", ["CXL", oid, "CANCELLED"], "structured")
            return conf
        parts = [q] if r.random() < 0.45 else [(q // 2 // 1000) * 1000, q - (q // 2 // 1000) * 1000]
        tf = max(t1, self.at(mo, 0) if staged else t1)
        done = 0
        slip = 1.0003 if side == "BUY" else 0.9997
        avg_t = p["t"] * slip
        for i, pq in enumerate(parts):
            tf = self.after(tf, 2, 35)
            done += pq
            tpx = avg_t * (1 + r.uniform(-0.0008, 0.0008))
            bs = "BOT" if side == "BUY" else "SLD"
            final = done == q
            if fill_style == "embed":
                fields = [{"name": "Leg 1", "value": f"{bs} {pq:,} {d['tk']} @ {bare(d, tpx)}", "inline": True}]
                facts = [oid, bs, f"{pq:,}", d["tk"], bare(d, tpx)]
                if d["hedge"]:
                    hq = self.hedge_qty(d, pq)
                    hb = "SLD" if bs == "BOT" else "BOT"
                    fields.append({"name": "Leg 2", "value": f"{hb} {hq:,} {d['ak']} @ {bare(d, p['a'], 'a')}",
                                   "inline": True})
                    fields.append({"name": "Gross spread", "value": f"{p['s'] + r.uniform(-0.05, 0.05):.2f}%"})
                fields.append({"name": "Filled", "value": f"{done:,} / {q:,}"})
                emb = {"title": f"Fill · {oid} ({'complete' if final else 'partial'})",
                       "description": f"{'PAIR' if d['hedge'] else 'SINGLE'} {pairname(d)}",
                       "author": "OMS", "fields": fields,
                       "footer": f"ord {oid} · {'XLON' if d['cur'] == 'gbp' else 'XSTO' if d['cur'] == 'sek' else 'XETR' if d['cur'] == 'eur' else 'XNAS/ARCX'}"}
                fm = self.hardp(tf, "exec", "", "trade_fill", facts, "embed", embeds=[emb],
                                idiom=("embed-only fill confirmation (no content)", "trade_fill"))
            elif fill_style == "kv":
                content = (f"fill ord={oid} side={side} sym={d['tk'].replace(' ', '_')} qty={pq} px={bare(d, tpx)} "
                           f"cum={done}/{q} venue={'XLON' if d['cur'] == 'gbp' else 'XNYS'}")
                facts = [oid, f"side={side}", f"qty={pq}", f"px={bare(d, tpx)}"]
                fm = self.hardp(tf, "exec", content, "trade_fill", facts, "structured",
                                idiom=("key=value fill line", "trade_fill"))
            else:  # shorthand by trader
                bw = "bot" if side == "BUY" else "sold"
                content = f"{bw} {pq // 1000}k {d['tk']} @ {bare(d, tpx)}{' avg, done' if final else ', rest working'}"
                facts = [bw, f"{pq // 1000}k", d["tk"], bare(d, tpx)]
                fm = self.hardp(tf, "trader", content, "trade_fill", facts, "shorthand")
            if r.random() < 0.35:
                self.react(fm, self.after(tf, 0.2, 3), "👍", PEOPLE["pm"][0])
            if r.random() < 0.25:
                self.post(self.after(tf, 0.3, 6), r.choice(["pm", "cio", self.analyst]),
                          r.choice(["thx", "ty", "👍", "nice", "ok"]), ref=fm, kind="noise")
        return conf

    def tagged_fill_with_edit(self, t, d):
        """Trader posts a partial [FILL] then edits it to the complete fill."""
        r = self.rng
        oid = self.new_order()
        side = self.side_for(d, r.choice(["BUY", "SELL"]))
        q = self.size_for(d)
        lim, _ = self.limit_for(d, side)
        t0 = self.after(t, 0, 1)
        if d["hedge"]:
            c = f"PAIR|{side} {q} {d['tk']} / {'SELL' if side == 'BUY' else 'BUY'} {ratio_s(d)}x {d['ak']}|LMT SPD {lim}|ord={oid}|TIF=DAY|WORKING"
            facts = [f"{side} {q} {d['tk']}", f"{ratio_s(d)}x {d['ak']}", oid, "WORKING"]
        else:
            c = f"SINGLE|{side} {q} {d['tk']}|LMT {lim}|ord={oid}|TIF=DAY|WORKING"
            facts = [f"{side} {q} {d['tk']}", lim, oid, "WORKING"]
        self.hardp(t0, "exec", c, "trade_confirmation", facts, "structured")
        p = self.px[d["key"]]
        part = (q * r.choice([0.4, 0.45, 0.55]) // 1000) * 1000
        part = int(part)
        px1 = bare(d, p["t"] * (1 + r.uniform(-0.001, 0.0)))
        px2 = bare(d, p["t"] * (1 + r.uniform(0.0003, 0.0012)))
        while px2 in px1 or px1 in px2 or f"{part:,}" in f"{q:,}":
            part += 1000
            px2 = bare(d, float(px2.replace(',', '')) * 1.0004 if d['cur'] != 'gbp' else float(px2) + 1)
        verb = "BOUGHT" if side == "BUY" else "SOLD"
        tf = self.after(t0, 5, 25)
        c1 = f"[FILL] {oid} {verb} {part:,} {d['tk']} @ {px1} — partial, rest working"
        c2 = f"[FILL] {oid} {verb} {q:,} {d['tk']} @ {px2} avg — complete"
        m = self.hardp(tf, "trader", c1, "trade_fill", [oid, verb, f"{q:,}", d["tk"], px2], "tagged",
                       idiom=("[FILL] tag edited from partial to complete", "trade_fill"))
        self.edit(m, self.after(tf, 15, 60), c2, superseded=[f"{part:,}", px1])
        return m

    # =====================================================================
    # stops
    # =====================================================================
    def stop_edited_twice(self, t, d):
        lv, spd = self.stop_levels(d, 3)
        who = "pm"
        if spd:
            fmt = ("Stop on {pair}: out of the whole pair if the gross spread closes above {lv}. "
                   "Working level, not a suggestion -- Tomasz has it on the blotter.")
            name = pairname(d)
        else:
            fmt = ("Stop on {pair} ({tk}): flatten on a close below {lv}. "
                   "Working level, not a suggestion -- Tomasz has it on the blotter.")
            name = d["short"]
        c = [fmt.format(pair=name, tk=d["tk"], lv=x) for x in lv]
        c[1] += " (moved after the morning headlines)"
        c[2] += " (moved again -- see thread)"
        m = self.hardp(t, who, c[0], "stop_or_target_change", [name, "Stop", lv[2]], "untagged",
                       idiom=("stop on spread moved twice by editing the same message", "stop_or_target_change"))
        self.edit(m, self.after(t, 40, 120), c[1], superseded=[lv[0]])
        self.edit(m, self.after(t, 150, 260), c[2], superseded=[lv[1]])
        self.pin(m, self.after(t, 0.2, 2))
        self.react(m, self.after(t, 0.2, 2), "📌", PEOPLE["pm"][0])
        return m

    def stop_other(self, t, d, style):
        r = self.rng
        if style in ("tagged", "shorthand"):
            lv, spd = self.stop_levels(d, 1)
            lv = [None] + lv
        else:
            spd = d["hedge"]
        c = self.cx(d)
        if style == "tagged":
            if spd:
                content = f"[STOP] {c['pair']} pair — stop now {lv[1]} gross spread (close basis)"
            else:
                content = f"[STOP] {d['tk']} — stop now {lv[1]} (close basis)"
            return self.hardp(t, "trader", content, "stop_or_target_change",
                              [c["pair"] if spd else d["tk"], "stop", lv[1]], "tagged")
        if style == "target":
            p = self.px[d["key"]]
            lvl = money(d, p["t"] * (1 + r.uniform(0.004, 0.012)))
            content = (f"Target on {d['tk']}: take half off at {lvl}. Not paying up for the last few "
                       f"cents of spread into year-end.")
            return self.hardp(t, "pm", content, "stop_or_target_change", [d["tk"], "take half off", lvl], "untagged",
                              idiom=("take-profit set as 'take half off at'", "stop_or_target_change"))
        if style == "remove":
            kp = {"stock": "a stock deal", "cash": "a cash deal", "mixed": "a cash-and-stock deal", "tender": "a tender offer",
                  "spin": "a spin-off", "dutch": "a Dutch tender", "special": "a special-dividend situation",
                  "cvr": "a CVR"}[d["kind"]]
            cv = " with a CVR attached" if d["cvr_drug"] and d["kind"] != "cvr" else ""
            decider = {"spin": "distribution happens", "dutch": "tender expires", "special": "dividend is declared",
                       "cvr": "FDA decides"}.get(d["kind"], f"{d['agency']} decides")
            content = (f"Removing the stop on {d['short']}. It's {kp}{cv}; a price stop is meaningless until the "
                       f"{decider}, and the break-risk limit does the job.")
            return self.hardp(t, "pm", content, "stop_or_target_change", [d["short"], "Removing the stop"], "untagged")
        # shorthand
        content = f"stop {d['tk'].lower()} -> {lv[1]}{' spd' if spd else ''}"
        return self.hardp(t, "trader", content, "stop_or_target_change", [d["tk"].lower(), "stop", lv[1]],
                          "shorthand")

    # =====================================================================
    # news
    # =====================================================================
    def headline(self, d, kind):
        c = self.cx(d)
        r = self.rng
        A, S = c["ashort"], c["short"]
        H = {
            "second_request": (f"{A} receives {d['agency']} second request in {S} deal", "second request"),
            "timing": (f"{A}, {d['agency']} enter timing agreement on {S}; no close before {c['date']}", "timing agreement"),
            "substantial": (f"{A} certifies substantial compliance with {d['agency']} second request on {S}", "substantial compliance"),
            "states": (f"State attorneys general join {d['agency']} review of {A}-{S} merger", "attorneys general"),
            "vote": (f"{S} shareholders approve {A} merger with {c['pct']}% of votes cast", "approve"),
            "iss": (f"ISS recommends {S} holders vote for {A} deal", "ISS recommends"),
            "proxy": (f"{S} files definitive proxy; special meeting set for {c['date']}", "definitive proxy"),
            "financing": (f"{A} prices ${r.choice(['2.5', '3.1', '4.0', '1.8'])}bn of bonds to fund {S} purchase", "bonds to fund"),
            "stb": (f"STB accepts {A}/{S} merger application as complete; decision schedule set", "accepts"),
            "bank": (f"Federal Reserve approves {A}'s acquisition of {S}", "approves"),
            "hsr_expiry": (f"HSR waiting period expires on {A}'s acquisition of {S}", "waiting period expires"),
            "goshop": (f"{S} go-shop ends with no superior proposal; {A} deal proceeds", "go-shop ends"),
            "cma": (f"CMA refers {A}/{S} to phase 2 after remedies rejected", "phase 2"),
            "cma_ps": (f"CMA issues phase 2 issues statement on {A}/{S}, flags {c['overlap']}", "issues statement"),
            "cma_ext": (f"CMA extends phase 2 deadline on {S} review by eight weeks", "extends"),
            "court": (f"{S} scheme sanction hearing set for {c['date']}", "sanction hearing"),
            "remedy": (f"{A} offers to divest {c['overlap']} to win approval for {S}", "divest"),
            "ec": (f"EC opens in-depth investigation into {A}'s purchase of {S}", "in-depth investigation"),
            "ec_clock": (f"EC stops the clock on {A}/{S} review pending information request", "stops the clock"),
            "acceptance": (f"{A} says acceptances for {S} offer reach {c['pct'][:1]}{r.randint(0, 9)}%", "acceptances"),
            "tender": (f"{A} extends tender offer for {S} to {c['date']}; {r.randint(41, 79)}% tendered so far", "extends tender offer"),
            "fdi": (f"German FDI clearance received for {A}'s bid for {S}", "FDI clearance"),
            "rival": (f"{S} board says it is reviewing rival approach; {A} offer remains recommended", "rival approach"),
            "spin": (r.choice([f"Brightwater Industrial sets Brightwater Flow distribution ratio at one for every three shares",
                               f"Brightwater Industrial Form 10 declared effective; Brightwater Flow spin on track for {c['close']}"]),
                     "Brightwater"),
            "dutch": (f"Gantry Media says ${r.randint(120, 260)}m of shares tendered so far in Dutch auction", "Dutch auction"),
            "special": (f"Obsidian Realty closes logistics portfolio sale; special dividend record date to follow", "special dividend"),
            "cvr": (f"FDA accepts {A}'s {d['cvr_drug']} filing; PDUFA date set for {c['date']} 2027", d["cvr_drug"] or "PDUFA"),
            "splitoff": (f"Merrivale Holdings launches split-off exchange offer for Merrivale Marine", "split-off"),
            "special_committee": (f"{S} special committee hires advisers to review {A} tender", "special committee"),
            "acq_news": r.choice([(f"{d['aname']} raises full-year guidance; shares up 4% pre-market", "raises full-year guidance"),
                                  (f"{d['aname']} CFO to step down at year-end", "CFO to step down"),
                                  (f"{d['aname']} wins $1.2bn contract, shares higher", "wins $1.2bn contract")]),
        }
        return H[kind]

    PROCESS_LINE = {
        "DOJ": "The HSR clock is stopped until the parties certify substantial compliance; second requests have been taking {m} months to comply with, and a timing agreement adds a 60-90 day review window on top.",
        "FTC": "The HSR clock is stopped until substantial compliance; the FTC has been taking {m} months from second request to a decision on deals of this size, and a timing agreement adds a review window on top.",
        "CMA": "Phase 2 runs 24 weeks from referral, extendable by up to 8; the issues statement usually lands in weeks 4-6 and provisional findings around week 16, remedies after that.",
        "EC": "Phase 2 is 90 working days from opening, plus 15 if remedies come after day 55 and up to 20 more on request; clock-stops for information requests are routine and do not tell you much.",
        "STB": "The STB schedule runs to a final decision roughly 12-16 months from acceptance; the comment and reply periods are the next visible steps and the record is public.",
        "Fed": "Bank approvals have been running at four to six months from application; the Fed order is usually the last condition before closing and the OCC piece is already done.",
        "SEC": "The SEC side is mechanical (Form 10 / tender documents); the variables from here are market-driven, not regulatory.",
        "FDA": "The PDUFA clock runs ten months from filing acceptance for a standard review, six for priority; an advisory committee is possible but has not been announced.",
    }
    PRECEDENT = [
        "closest precedent in the tracker is a 2023 med-tech deal with the same agency staff: second request to close took 11 months with one divestiture",
        "the last three phase 2s with a similar overlap ended with a behavioural or single-asset remedy; none was blocked outright",
        "comparable UK scheme last year went from referral to clearance in 31 weeks including the extension",
        "the 2019 rail combination is the best guide for the timetable, not for the outcome -- different market definition",
        "precedent set is thin; the two deals with this exact structure both closed but both needed an extension of the outside date",
        "historically about 80% of deals at this stage close, but the base rate is skewed by the easy ones",
    ]
    NEXT = [
        "watching the docket for third-party comments; competitors filing would be the tell",
        "counsel call tomorrow 10:00; I'll post notes in the thread",
        "next hard date is the issues statement / statement of objections; nothing scheduled before then",
        "I'll pull the HSR filing dates and the certification into the tracker tonight",
        "want to check whether the outside date extension is automatic or needs both boards",
        "will re-run the break-price work with today's peer multiples",
    ]

    def analyst_update(self, t, d, kind, thread=False):
        """Regulatory / deal-timeline update written by the junior analyst, company names only."""
        r = self.rng
        c = self.cx(d)
        head, key = self.headline(d, kind)
        if kind == "acq_news":
            title = f"{d['aname']} (our {d['short']} hedge)"
        elif kind == "cvr":
            title = f"{d['short']} CVR -- {d['cvr_drug']}"
        elif d["ashort"] == d["short"] or d["kind"] in ("spin", "dutch", "special"):
            title = d["tname"]
        else:
            title = f"{d['short']} / {d['ashort']}"
        agency = "FDA" if kind == "cvr" else d["agency"]
        lines = [
            f"**{title} — update**",
            f"What happened: {head}.",
            "Process: " + self.PROCESS_LINE.get(agency, self.PROCESS_LINE["SEC"]).format(m=r.choice(["9-11", "10-12", "8-10"])),
            r.choice([f"Timing: base case for close stays {c['close']}; outside date {c['outside']}.",
                      f"Timing: this pushes our base case out by ~6-8 weeks; outside date {c['outside']} still has room.",
                      f"Timing: consistent with the {c['close']} guide on the last call."]),
            "Precedent: " + r.choice(self.PRECEDENT) + ".",
            "Detail: " + " ".join(self.deal_sents(d, 2)) if is_merger(d) else "Detail: " + r.choice(self.SPECIAL_GENERIC).format(**c),
            r.choice([f"Spread/tracker: {c['spread']}% gross at last, {c['ann']}% annualised; probability column unchanged until we talk.",
                      "Spread/tracker: nothing in the filing on remedies; counsel call requested, tracker notes updated.",
                      "Spread/tracker: in line with what the tracker had; I have only changed the dates."]),
            "Next: " + r.choice(self.NEXT) + ".",
            r.choice(["Source: company filing; PDF attached to the tracker row.",
                      "Source: press release + docket; tracker updated.",
                      "Source: 8-K / RNS this morning; link in the tracker."]),
        ]
        if is_merger(d) or kind in ("cvr",):
            pass
        content = "\n".join(lines)
        if kind == "acq_news":
            facts = [d["aname"], key]
        elif kind == "cvr":
            facts = [d["cvr_drug"], "PDUFA"]
        else:
            facts = [d["short"], key]
        facts = list(dict.fromkeys(facts))
        idi = None
        if kind == "cvr":
            idi = ("CVR milestone drug news (underlying of a held CVR)", "held_position_news")
        elif kind == "acq_news":
            idi = ("acquirer/hedge company news named by company name", "held_position_news")
        elif d["status"] == "held":
            idi = ("held deal regulatory update by company name, no ticker", "held_position_news")
        etype = "held_position_news" if d["status"] == "held" else "watchlist_news"
        return self.hardp(t, self.analyst, content, etype, facts, "untagged", thread=thread, idiom=idi)

    WIRE_TAIL = [
        "The transaction, announced earlier this year, has been the subject of regulatory scrutiny on both sides of the Atlantic.",
        "Shares were little changed in early trading.",
        "Shares moved modestly in pre-market trading as investors digested the filing.",
        "A spokesperson declined to comment beyond the statement.",
        "The companies said they continue to work constructively with regulators.",
        "Analysts said the development had been broadly expected.",
        "The filing did not address the timing of any remedy discussions.",
        "People familiar with the matter said talks with officials were ongoing.",
    ]

    SECTORS = ["specialty industrial components", "enterprise software", "regional banking services",
               "freight and logistics services", "branded consumer products", "clinical-stage therapeutics",
               "semiconductor design", "telecommunications infrastructure", "specialty chemicals"]

    WIRE_TAIL_GENERIC = [
        "Shares were little changed in early trading.",
        "A spokesperson declined to comment beyond the statement.",
        "Analysts said the development had been broadly expected.",
        "The company will hold a conference call for investors later today.",
        "The announcement came alongside preliminary fourth-quarter figures.",
    ]

    def wire_desc(self, lead, n=3, about=None):
        r = self.rng
        out = lead + " " + " ".join(r.sample(self.WIRE_TAIL, n))
        if about and r.random() < 0.85:
            out += (f"\n\nAbout {about}\n{about} is a provider of {r.choice(self.SECTORS)} with operations in "
                    f"{r.randint(4, 40)} countries and approximately {r.randint(2, 40) * 500:,} employees.")
            if r.random() < 0.8:
                out += ("\n\nForward-Looking Statements\nThis communication contains forward-looking statements "
                        "within the meaning of applicable securities laws, including statements regarding the expected "
                        "timing of the completion of the transaction, the satisfaction of closing conditions, the receipt "
                        "of regulatory approvals and the anticipated benefits of the transaction. Actual results may differ "
                        "materially from those expressed or implied by such statements due to risks and uncertainties, "
                        "including the possibility that required approvals are delayed or not obtained, that the parties "
                        "are unable to satisfy other conditions, litigation relating to the transaction, and general "
                        "economic conditions. Readers are cautioned not to place undue reliance on these statements, "
                        "which speak only as of the date hereof.")
        return out

    def wire(self, t, title, desc, tickers, nid=None, kind="near", hard=None, idiom=None):
        nid = nid or self.new_news()
        emb = {"title": title, "description": desc, "author": "Meridian Newswire",
               "fields": [{"name": "Tickers", "value": tickers, "inline": True},
                          {"name": "Category", "value": self.rng.choice(["M&A", "Regulatory", "Corporate", "Deals"]),
                           "inline": True}],
               "footer": f"{nid} · {iso(t)[11:19]}Z"}
        if hard:
            return self.hardp(t, "wire", "", hard[0], hard[1], "embed", embeds=[emb], idiom=idiom), nid
        return self.post(t, "wire", "", embeds=[emb], kind=kind, idiom=idiom), nid

    def wire_deal(self, t, d, kind):
        head, key = self.headline(d, kind)
        leads = [
            f"{head}. The companies said the transaction remains expected to close in {d['close']}.",
            f"{head}, according to a statement. Terms of the agreement were unchanged.",
            f"{head}. {d['tname']} said the board's recommendation was unchanged.",
        ]
        if kind == "acq_news":
            leads = [f"{head}. The company did not comment on its pending acquisition of {d['tname']}.",
                     f"{head}, the company said in a statement."]
        desc = self.wire_desc(self.rng.choice(leads), self.rng.randint(2, 4),
                              about=d["aname"] if d["kind"] == "cvr" or kind == "acq_news" else d["tname"])
        tick = d["tk"] + (f", {d['ak']}" if d["ak"] else "")
        if kind == "acq_news":
            facts = [d["aname"], key]
        elif kind == "cvr":
            facts = [d["cvr_drug"], "PDUFA"]
        else:
            facts = [d["short"], key]
        etype = "held_position_news" if d["status"] == "held" else "watchlist_news"
        idi = ("wire headline embed on a watchlist deal", "watchlist_news") if etype == "watchlist_news" else \
            ("wire headline embed on a held deal", "held_position_news")
        return self.wire(t, head, desc, tick, hard=(etype, facts), idiom=idi)

    def wire_unrelated(self, t):
        r = self.rng
        name, tk = r.choice(NOT_HELD)
        buyer = r.choice(BUYERS)
        x = r.choice(["18.50", "42.00", "7.25", "64.10", "113.00", "29.75"])
        t_ = r.randint(0, 9)
        heads = [
            (f"{name} agrees to be acquired by {buyer} for ${x} a share in cash", f"The deal values {name} at about ${r.randint(2, 14)}bn including debt."),
            (f"{name} explores sale after approach, shares jump {r.randint(8, 31)}%", "People familiar said talks were at an early stage."),
            (f"{name} rejects unsolicited {r.randint(180, 640)}p-a-share proposal from {buyer}", "The board said the proposal undervalued the company."),
            (f"{name} shareholders vote down proposed merger", "The company said it would consider its options."),
            (f"FTC sues to block {buyer}'s purchase of {name}", "The companies said they would contest the complaint."),
            (f"{name} announces $2bn buyback, rules out sale", "Shares fell in pre-market trading."),
            (f"{name} delays spin-off of its services unit to 2027", "Management cited market conditions."),
            (f"{name} CEO resigns; board names interim chief", "The company reaffirmed guidance."),
            (f"{buyer} raises stake in {name} to {r.randint(5, 14)}.{r.randint(0, 9)}%, files 13D", "The filing said the stake was for investment purposes and could seek board talks."),
            (f"{name} receives CMA clearance for {buyer} tie-up", "The decision ends a five-month review."),
        ]
        h, dsc = heads[t_]
        if t_ in (0, 2, 3, 4, 9):
            dsc = self.wire_desc(dsc, r.randint(2, 4), about=name if r.random() < 0.75 else None)
        else:
            dsc = dsc + " " + " ".join(r.sample(self.WIRE_TAIL_GENERIC, 2))
            if r.random() < 0.75:
                dsc += (f"\n\nAbout {name}\n{name} is a provider of {r.choice(self.SECTORS)} with operations in "
                        f"{r.randint(4, 40)} countries and approximately {r.randint(2, 40) * 500:,} employees.")
        return self.wire(t, h, dsc, tk, idiom=("wire headline on a name not held or watched", "not_hard"))

    # =====================================================================
    # risk tables
    # =====================================================================
    def risk_table(self, t, breach=False):
        r = self.rng
        nav = 412.6 + self.didx * 0.7 + r.uniform(-2, 2)
        rows = []
        book = list(self.held) + [x for x in self.all_held if x not in self.held]
        bdeal = r.choice(self.held) if breach else None
        lim = "4.00%"
        limit_f = 4.0
        for d in book:
            p = self.px[d["key"]]
            gross = r.uniform(14, 44)
            pct = r.uniform(0.9, 3.6)
            status = "ok"
            if d is bdeal:
                pct = r.uniform(4.05, 4.6)
                status = "**BREACH**"
            loss = pct * nav / 100
            kind = f"stock {ratio_s(d)}x" if d["kind"] == "stock" else d["kind"]
            prob = r.randint(72, 96)
            rows.append(f"| {pairname(d)} | {kind} | {gross:.1f}m | {loss:.1f}m | {pct:.2f}% | {prob}% | {lim} | {status} |")
        head = f"**Deal-break exposure · {iso(t)[11:16]}Z · NAV ${nav:.1f}m · book {CHANNEL_NAMES[self.group]}**"
        tbl = "| Deal | Type | Gross $ | Break loss $ | Break % NAV | P(close) | Limit | Status |\n|---|---|---:|---:|---:|---:|---:|---|\n" + "\n".join(rows)
        tot = f"Total break-weighted: {r.uniform(6, 11):.2f}% NAV · gross {r.randint(140, 178)}% · net {r.choice([-1, 1, 1]) * r.uniform(0.2, 6):.1f}%"
        if breach:
            pct_s = rows[[i for i, d in enumerate(book) if d is bdeal][0]].split("|")[5].strip()
            assert pct_s.endswith("%")
            tail = (f"⚠ {pairname(bdeal)} over single-deal break limit ({pct_s} vs {lim}) — new adds in {bdeal['tk']} "
                    f"blocked until back under.")
            content = f"{head}\n{tbl}\n{tot}\n{tail}"
            return self.hardp(t, "risk", content, "risk_limit", [pairname(bdeal), pct_s, lim, "blocked"], "structured",
                              idiom=("markdown deal-break table with a BREACH row", "risk_limit"))
        content = f"{head}\n{tbl}\n{tot}\nAll single-deal break limits ok."
        return self.post(t, "risk", content, kind="near",
                         idiom=("routine markdown deal-break table, no breach", "not_hard"))

    # =====================================================================
    # noise
    # =====================================================================
    def noise(self):
        r = self.rng
        for h in range(24):
            t = self.at(h + 0.001, 0)
            t = self.t0 + h * HOUR_MS + r.randint(1000, 40_000)
            self.post(t, "mon", f"hb arbmon ok · lag={r.randint(90, 480)}ms · feeds {14 if r.random() < 0.9 else 13}/14 · q={r.randint(0, 3)}",
                      kind="noise", idiom=("arbmon heartbeat", "not_hard") if h == 3 else None)
        crons = [(5.0, "cron deal-calendar ✓ {n} deals refreshed · {e} events next 5d · 0 routed"),
                 (self.open_h - 3.0, "cron borrow-check ✓ {n} hedges · 0 HTB · max fee {b}bp"),
                 (self.open_h - 2.0, "cron corp-actions ✓ {e} actions today · 0 affecting book"),
                 (self.open_h + 2.0, "triage digest: {n} items · {n2} dropped · 0 routed"),
                 (self.open_h + 5.0, "triage digest: {n} items · {n2} dropped · 0 routed"),
                 (self.close_h + 0.5, "cron eod-marks ✓ {n} lines marked · 0 stale"),
                 (self.close_h + 1.0, "cron tracker-sync ✓ {n} rows · 0 conflicts"),
                 (22.5, "cron backup ✓ 3.{e}GB in {b}s")]
        for hh, f in crons:
            n = r.randint(20, 60)
            m = self.post(self.at(hh, 4), "cron", f.format(n=n, n2=n - r.randint(0, 3), e=r.randint(1, 9), b=r.randint(15, 44)),
                          kind="noise")
            if "0 routed" in f and "triage" in f:
                self.gen.idiom_candidates.append((m, "triage cron summary '0 routed'", "not_hard"))
        for _ in range(r.randint(2, 4)):
            v = f"{r.randint(1, 3)}.{r.randint(0, 19)}.{r.randint(0, 9)}"
            svc = r.choice(["spreadcalc", "deal-tracker", "arb-exec", "riskbot", "cvr-npv"])
            self.post(self.curve_time(8, 20), "ci", r.choice([
                f"deploy {svc} {v} → prod ✅ (ci #{r.randint(4000, 9999)}, {r.randint(1, 6)}m{r.randint(10, 59)}s)",
                f"CI #{r.randint(4000, 9999)} {svc}: ❌ test_{r.choice(['ratio_hedge', 'cvr_npv', 'break_price', 'annualise'])} failed (flaky?) — retrying",
                f"CI #{r.randint(4000, 9999)} {svc}: ✅ 412 passed in {r.randint(40, 200)}s"]), kind="noise")
        for _ in range(r.randint(8, 13)):
            d = r.choice(self.held + self.watch)
            p = self.px[d["key"]]
            self.post(self.mkt_time(), "mon", r.choice([
                f"🔔 {d['tk']} crossed {money(d, p['t'] * r.uniform(0.995, 1.005))} {'↑' if r.random() < 0.5 else '↓'}",
                f"🔔 {pairname(d)} spread {p['s'] + r.uniform(-0.3, 0.3):.2f}% ({'+' if r.random() < 0.5 else '-'}{r.randint(10, 40)}bp 1h)"
                if d["hedge"] else f"🔔 {d['tk']} vol spike {r.uniform(2, 5):.1f}x 5m"]),
                kind="noise", idiom=("price alert bell line", "not_hard") if _ == 0 else None)
        h = self.open_h + 0.5
        while h < self.close_h + 0.6:
            top = r.sample(self.held, min(3, len(self.held)))
            contrib = " · ".join(f"{pairname(x)} {'+' if r.random() < 0.6 else '-'}${r.randint(3, 90)}k" for x in top)
            self.post(self.at(h, 2), "risk",
                      f"PnL {iso(self.at(h, 0))[11:13]}:00Z · day {'+' if r.random() < 0.6 else '-'}${r.randint(20, 420)}k · "
                      f"MTD +${r.uniform(1.2, 3.4):.2f}m · gross {r.randint(140, 178)}% · net {r.choice([-1, 1, 1, 1]) * r.uniform(0.2, 6):.1f}%\n"
                      f"contrib: {contrib} · hedges {'+' if r.random() < 0.5 else '-'}${r.randint(1, 40)}k · fees -${r.randint(1, 6)}k",
                      kind="noise", idiom=("hourly PnL snapshot", "not_hard") if h == self.open_h + 0.5 else None)
            h += 1.0
        for _ in range(r.randint(2, 4)):
            self.post(self.curve_time(), r.choice(["mon", "wire", "exec"]), r.choice([
                f"gateway reconnect (code 1006) · resumed seq {r.randint(10000, 99999)} · 0 gaps",
                f"websocket closed, reconnecting in {r.randint(1, 8)}s…", "reconnected ✓ (resume ok)",
                f"FIX session OMS-2 logon ok · seqnum reset to {r.randint(1, 40)}"]), kind="noise")
        for _ in range(r.randint(1, 2)):
            self.post(self.curve_time(), "mon", self.stack_trace(), kind="noise")
        acks = ["ok", "thx", "👍", "ty", "🙏", "k", "noted", "cheers", "👀", "+1", "ok ty", "got it"]
        for _ in range(r.randint(10, 16)):
            tgt = r.choice(self.msgs) if self.msgs else None
            tt = self.after(tgt["t"], 0.3, 8) if tgt and r.random() < 0.6 else self.curve_time()
            ref = tgt if tgt and tt > tgt["t"] and not tgt["hard"] and r.random() < 0.7 else None
            self.post(tt, r.choice(["pm", "cio", "an_us", "an_eu", "trader"]), r.choice(acks), ref=ref, kind="noise",
                      idiom=("bare ack 'ok'/'thx' (noise)", "not_hard") if _ == 0 else None)

    def stack_trace(self):
        r = self.rng
        return ("spreadcalc worker crashed, restarting\n```\nTraceback (most recent call last):\n"
                '  File "/srv/spreadcalc/worker.py", line 212, in run\n    spread = calc.gross(deal, quotes)\n'
                '  File "/srv/spreadcalc/loop.py", line 57, in tick\n    for deal in self.book.live():\n'
                '  File "/srv/spreadcalc/worker.py", line 198, in _one\n    quotes = self.feed.snapshot(deal.legs)\n'
                '  File "/srv/spreadcalc/calc.py", line 88, in gross\n    value = deal.cash + deal.ratio * q[deal.acq].mid\n'
                f"KeyError: '{r.choice(['TSLY FP', 'OUDW NA', 'BRNM NO', 'GRKL'])}'\n```\n"
                f"restart {r.randint(1, 4)}/5 ok")

    # =====================================================================
    # near misses
    # =====================================================================
    # =====================================================================
    # long-form non-hard content
    # =====================================================================
    def primer(self, t):
        """Analyst deep-dive on a watchlist deal, posted in parts. No recommendation."""
        r = self.rng
        w = r.choice(self.watch) if self.watch else r.choice(self.all_watch)
        c = self.cx(w)
        terms = (f"{c['value']} per share in cash" if w["kind"] in ("cash", "tender") else
                 f"{c['ratio']}x {w['ak']} per share" if w["kind"] == "stock" else "see the filing")
        sec = [
            f"**Primer: {w['tname']} / {w['aname']} (watchlist)** -- long, skim the headings.",
            f"__Terms__ {w['tname']} holders receive {terms}. Deal value at last {c['value']}; target at {c['tpx']}, "
            f"{c['spread']}% gross, {c['ann']}% annualised to a {c['close']} close. Outside date {c['outside']}. "
            f"Reverse termination fee is in the usual range and is payable on a regulatory failure only.",
            f"__Rationale__ The strategic logic is mostly cost: {w['ashort']} says synergies are two-thirds cost and "
            f"one-third revenue, and the revenue piece leans on cross-selling that the integration plan barely mentions. "
            f"None of that matters much for completion, but it matters for how hard {w['ashort']} fights a remedy.",
            "__Regulatory__ " + self.PROCESS_LINE.get(w["agency"], self.PROCESS_LINE["SEC"]).format(m="9-11") +
            f" The overlap is {w['overlap']}; on the numbers in the filing it is small, although market definition "
            f"could make it look bigger than it is. " + r.choice(self.PROCESS),
            f"__Financing / holders__ Financing is committed and the bridge is already partly termed out. The register "
            f"is now mostly event-driven money; the long-onlies sold in the first two weeks after announcement. "
            f"{r.choice(OTHER_FUNDS)} is the largest disclosed arb holder per the last 13F.",
            f"__Spread math__ Using a break price of {c['brk']} the market-implied probability is roughly "
            f"{r.randint(78, 92)}%, versus a base rate of about 85% for deals at this stage. The spread is not obviously "
            f"cheap; it is fair for the timeline, and the timeline is the thing I'm least sure about.",
            f"__Valuation__ On an undisturbed basis {w['tname']} would trade at roughly {c['brk']}, based on the peer "
            f"multiple compression since announcement; the sell-side range is wider than that and mostly stale. The "
            f"acquirer is paying a full but not silly multiple, which is the best case for completion: nobody has an "
            f"obvious reason to regret the price by the time the regulators are done.",
            f"__Risks__ (1) timing slips past the outside date; (2) an activist pushes for a bump and muddies the vote; "
            f"(3) the acquirer's own results give it a reason to renegotiate. " + self.anecdote(),
            "__Bottom line__ No proposal from me yet. Parking it on the watchlist and bringing it to Thursday's meeting; "
            "happy to be told I'm overthinking it.",
        ]
        parts = self.pack(sec)
        n = len(parts)
        tt = t
        for i, part in enumerate(parts):
            self.post(tt, self.analyst, (f"({i + 1}/{n}) " if n > 1 else "") + part, kind="near",
                      idiom=("analyst deal primer on a watchlist name, no recommendation", "not_hard") if i == 0 else None)
            tt = self.after(tt, 0.05, 0.3)

    def position_review(self, t):
        """Analyst's periodic review of a held position: long, analytical, no decision."""
        r = self.rng
        d = r.choice(self.held)
        c = self.cx(d)
        hist = ", ".join(f"{x:.2f}%" for x in sorted(r.uniform(max(0.3, self.px[d['key']]['s'] - 1.5),
                                                                 self.px[d['key']]['s'] + 1.5) for _ in range(5)))
        sec = [
            f"**Position review: {d['tname']}** (monthly, for Thursday -- nothing to action here)",
            "__Where we are__ " + " ".join(self.deal_sents(d, 5)),
            f"__Spread history__ Range over the last five weeks (weekly closes, sorted): {hist}. The widest print "
            f"coincided with the broad year-end de-grossing rather than anything specific to {d['short']}; the "
            f"tightest came after the last company update. Realised vol of the spread is about a third of the target's.",
            f"__Scenarios__ Close on time: +{c['up']}% on the target leg. Close late (one extension): roughly the same "
            f"dollars over a longer hold, so the annualised number falls by a third. Break: {d['tk']} to about "
            f"{c['brk']}, i.e. -{c['down']}%. These are the tracker's numbers, unchanged since last month.",
            "__Process__ " + " ".join(self.gen_sents(self.PROCESS, 3)),
            "__What would change the tracker__ A new theory of harm from the agency, a competitor complaint on the "
            "record, or any change in the acquirer's language about remedies. None of those has happened.",
            "__Housekeeping__ Break price reviewed against peers this week; model and sources in the drive. "
            + self.anecdote(),
        ]
        parts = self.pack(sec)
        tt = t
        for i, part in enumerate(parts):
            self.post(tt, self.analyst, (f"({i + 1}/{len(parts)}) " if len(parts) > 1 else "") + part, kind="near",
                      idiom=("analyst position review of a held deal, no decision", "not_hard") if i == 0 else None)
            tt = self.after(tt, 0.05, 0.3)

    def overnight_digest(self, t):
        """Analyst's summary of overnight headlines outside the book (not held, not watched)."""
        r = self.rng
        items = []
        for nm, tk in r.sample(NOT_HELD, 5):
            items.append(f"- {nm} ({tk}): " + r.choice([
                f"approach from {r.choice(BUYERS)} confirmed, no terms; classic 'possible offer' statement.",
                "agreed deal, cash, financing committed; boring spread, not one for us.",
                f"activist letter from {r.choice(OTHER_FUNDS)} asking for a strategic review.",
                "second request on their pending purchase; spread gapped 300bp.",
                "vote pushed a week to chase turnout.",
                "CMA phase 1 opened; the overlap looks trivial.",
                "spin-off Form 10 filed, distribution mid-2027."]))
        content = ("Overnight, outside the book (FYI only, none of these are ours or on the list):\n" + "\n".join(items) +
                   "\nIf anyone wants one of these on the watchlist, say so at Thursday's meeting.")
        self.post(t, self.analyst, content, kind="near",
                  idiom=("overnight digest of headlines on names outside the book", "not_hard"))

    def calendar_post(self, t):
        r = self.rng
        rows = []
        ds = list(self.held) + list(self.watch)
        r.shuffle(ds)
        for d in ds[:8]:
            dt = (self.date + timedelta(days=r.randint(1, 14))).strftime("%a %-d %b")
            ev = r.choice({"DOJ": ["timing-agreement window opens", "certification target"],
                           "FTC": ["certification target", "HSR window"],
                           "CMA": ["issues statement due", "phase 2 hearing", "provisional findings window"],
                           "EC": ["phase 2 deadline (pre-extension)", "remedy market test closes"],
                           "STB": ["reply comments due"], "Fed": ["application 90-day mark"],
                           "SEC": ["expiry / record date", "when-issued starts"], "FDA": ["mid-cycle review"]}
                          .get(d["agency"], ["company event"]))
            rows.append(f"| {dt} | {pairname(d)} | {d['agency']} | {ev} | scheduled, not news |")
        rows.sort()
        content = ("**Book calendar -- next two weeks** (from the tracker, no changes today)\n"
                   "| Date | Deal | Body | Event | Note |\n|---|---|---|---|---|\n" + "\n".join(rows) +
                   "\nCorrections welcome; I'll repost on Monday.")
        self.post(t, self.analyst, content, kind="near", idiom=("deal calendar table (scheduled dates, not news)", "not_hard"))

    def scenario_report(self, t):
        r = self.rng
        rows = []
        for d in self.held:
            p = self.px[d["key"]]
            loss = r.uniform(2.0, 9.5)
            rows.append(f"| {pairname(d)} | {money(d, p['brk'])} | -{(1 - p['brk'] / p['t']) * 100:.0f}% | "
                        f"-${loss:.1f}m | -{loss / 4.13:.2f}% | {'+' if d['hedge'] else ''}"
                        f"{r.uniform(1, 5):.1f}% hedge pnl |" if d["hedge"] else
                        f"| {pairname(d)} | {money(d, p['brk'])} | -{(1 - p['brk'] / p['t']) * 100:.0f}% | "
                        f"-${loss:.1f}m | -{loss / 4.13:.2f}% | n/a |")
        content = ("**Scenario run · hypothetical single-deal breaks** (what-if only; not limits, not orders)\n"
                   "| Deal | Break px | Target move | Loss $ | Loss % NAV | Hedge |\n|---|---:|---:|---:|---:|---|\n" +
                   "\n".join(rows) +
                   f"\nWorst pair of simultaneous breaks: -{r.uniform(2.8, 4.9):.2f}% NAV. "
                   f"All-regulatory-deals-break tail: -{r.uniform(7, 12):.1f}% NAV. Assumes undisturbed prices, "
                   "no bump, hedges closed at the same time.")
        self.post(t, "risk", content, kind="near",
                  idiom=("risk-bot hypothetical break scenario table", "not_hard"))

    BROKERS = ["Hollander & Co", "Ridley Securities", "Marchmont", "Quayle Brothers", "Aventine Research"]

    def broker_digest(self, t):
        r = self.rng
        fields = []
        for _ in range(4):
            nm, tk = r.choice(NOT_HELD)
            fields.append({"name": f"{r.choice(self.BROKERS)} -- {nm} ({tk})",
                           "value": r.choice([
                               f"Initiates event coverage; sees {r.randint(55, 80)}% odds of a sale within 12 months, names {r.choice(BUYERS)} as the natural buyer.",
                               f"Says the spread prices too much regulatory risk; base case close in {r.choice(['Q2', 'Q3'])} 2027.",
                               "Argues the vote is at risk after the proxy advisers split; expects a small bump.",
                               f"Cuts probability of completion to {r.randint(40, 65)}% after the agency's comments; spread 'fair at best'.",
                               "Reiterates that the remedy offered should be sufficient; no change to timetable."])})
        fields.append({"name": "Sector", "value": r.choice([
            "Arb desks report heavy year-end de-grossing in US tech spreads; UK schemes steady.",
            "Event-driven hedge funds up about 1% in November per prime-broker data; crowding near highs."])})
        emb = {"title": "Sell-side digest -- event-driven", "description": "Morning summary of broker notes (not desk views).",
               "author": "Meridian Newswire", "fields": fields, "footer": f"digest {self.new_news()}"}
        self.post(t, "wire", "", embeds=[emb], kind="near",
                  idiom=("sell-side digest embed on names not held", "not_hard"))

    def counsel_notes(self, t):
        r = self.rng
        d = r.choice(self.held)
        c = self.cx(d)
        content = (f"Notes from the counsel call on {d['short']} (outside antitrust counsel, ~40 min):\n"
                   f"- They think the {d['agency']} staff are focused on {d['overlap']} and nothing else; no sign of a broader theory.\n"
                   f"- Their guess on timing is unchanged ({c['close']}), with the usual caveat that they have been early before.\n"
                   f"- Remedy, if any, would be a carve-out of the {d['overlap']} business; buyer list is short but real.\n"
                   f"- Litigation risk they call 'low but not zero' -- same words as last month.\n"
                   f"- They asked us not to circulate their slides; summary only. " + r.choice(self.PRECEDENT).capitalize() + ".\n"
                   "Nothing here changes the tracker. Full notes in the drive.")
        self.post(t, self.analyst, content, kind="near",
                  idiom=("counsel call notes, no new facts, no decision", "not_hard"))

    DISCUSS = [
        "the thing I don't get on {short} is why the {agency} would care about {overlap} at all -- the share numbers in the filing are tiny unless they define the market really narrowly",
        "{ashort}'s IR person basically read the script, nothing new, but they did say 'constructive' twice about the {agency}, which is more than last time",
        "re the tracker: I split the break price into 'undisturbed' and 'undisturbed + market move since announcement'; the second is more honest for {short}",
        "tried pulling the {short} docket filings via the API, it times out after 200 records, so the list in the drive is manual for now",
        "fwiw the {tk} stock-loan desk said no recalls this week, the squeeze chatter on the hedge is nonsense",
        "has anyone actually read the {short} merger agreement's definition of burdensome condition? it's a page and a half and I think it's narrower than the sell-side says",
        "spent the morning on the {short} S-4 projections; the management case has revenue growth that would embarrass a startup, but it doesn't matter for the deal",
        "the {agency} case team on {short} is the same one that did the 2023 hospital deal, for what that's worth -- they went long on that one",
        "anyone else think the {short} spread is trading off the acquirer's tape more than the regulatory stuff this week? correlation to {ak} is way up",
        "small thing but the {short} proxy says the vote needs a majority of outstanding, not votes cast -- turnout matters more than usual",
        "I reconciled the {tk} position against the PB file, all matches, the gap yesterday was a settlement timing thing",
        "does anyone have a clean history of {agency} phase/second-request durations? mine has gaps before 2015",
        "the {short} tab now has a probability-tree version; same output, easier to argue with",
        "quick sanity check: on {short} I'm getting {value} deal value at today's marks, and the tracker shows the same",
    ]

    def discussion(self, n):
        r = self.rng
        pool = self.held + self.watch
        for _ in range(n):
            d = r.choice(pool)
            c = self.cx(d)
            line = r.choice(self.DISCUSS).format(**c)
            m = self.post(self.curve_time(6, 22), r.choice([self.analyst, self.analyst, "trader", "pm", "an_us", "an_eu"]), line,
                          kind="near")
            if r.random() < 0.5:
                self.post(self.after(m["t"], 0.5, 10), r.choice(["pm", "cio", "trader", self.analyst]), r.choice([
                    "agree, and it's the bit nobody prices",
                    "good spot. add it to the tracker notes",
                    "I read it the other way, but let's talk after the close",
                    "not sure it matters for outcome, it matters for timing",
                    "yes -- same thing I got",
                    "can you write that up for Thursday?"]), ref=m)

    def cio_memo(self, t):
        r = self.rng
        paras = [
            "Risk committee, short notes for the desk (full minutes with the COO).",
            "1) Crowding. " + r.choice(self.ENV).format(n=r.randint(7, 19), x=f"{r.uniform(6.5, 11.5):.1f}", b=r.randint(20, 45)) +
            " We looked at the overlap between our top ten spreads and the PB crowding list: seven of ten are on it, "
            "which is higher than a year ago but not unusual for December.",
            "2) Liquidity. Days-to-exit at 20% of ADV is under three for everything except the two smallest targets, "
            "where it is closer to eight. That is a fact about the names, not a criticism of anyone's sizing.",
            "3) Correlation. " + r.choice(self.PORTFOLIO) + " " + r.choice(self.PORTFOLIO),
            "4) Process. " + r.choice(self.PROCESS) + " " + r.choice(self.PROCESS),
            "5) Next week: the scenario set gets a 'two regulators, same week' case, and ops will walk us through the "
            "new PB margin schedule. Questions to me.",
        ]
        parts = self.pack(paras)
        tt = t
        for i, part in enumerate(parts):
            self.post(tt, "cio", (f"({i + 1}/{len(parts)}) " if len(parts) > 1 else "") + part, kind="near",
                      idiom=("CIO risk-committee notes, no limit decision", "not_hard") if i == 0 else None)
            tt = self.after(tt, 0.05, 0.3)

    def tca(self, t):
        r = self.rng
        rows = []
        for d in r.sample(self.held, min(3, len(self.held))):
            rows.append(f"| PX-3{r.randint(1000, 9999)} | {d['tk']} | {r.choice(['BUY', 'SELL'])} | "
                        f"{r.choice([20, 40, 60, 150, 250])}k | {r.uniform(-4, 9):.1f}bp | {r.randint(6, 31)}% |")
        content = ("**TCA · prior session (history, for the record)**\n"
                   "| Order | Sym | Side | Qty | Shortfall vs arrival | % ADV |\n|---|---|---|---:|---:|---:|\n" +
                   "\n".join(rows) + "\nAll orders from the previous session; nothing new working from this report.")
        self.post(t, "exec", content, kind="near", idiom=("TCA table of prior-session orders (history)", "not_hard"))

    def eod_marks(self, t):
        r = self.rng
        rows = [f"{d['tk']:<10} {bare(d, self.px[d['key']]['t']):>10}  spd {self.px[d['key']]['s']:>5.2f}%"
                if is_merger(d) else f"{d['tk']:<10} {bare(d, self.px[d['key']]['t']):>10}"
                for d in self.held + self.watch]
        content = ("cron eod-marks ✓ marks snapshot\n```\n" + "\n".join(rows) + "\n```\n"
                   f"source: composite close · {len(rows)} lines · 0 stale · 0 manual overrides")
        self.post(t, "cron", content, kind="noise")

    def near_misses(self):
        r = self.rng
        held = self.held
        hd = lambda: r.choice(held)
        hedged = [d for d in held if d["hedge"]] or held
        # spread colour
        for _ in range(r.randint(2, 3)):
            ds = r.sample(held + self.watch, 3)
            parts = [f"{pairname(d)} {self.px[d['key']]['s']:.2f}% gross / {self.px[d['key']]['ann']:.1f}% ann." if is_merger(d)
                     else f"{d['tk']} {money(d, self.px[d['key']]['t'])}" for d in ds]
            self.post(self.mkt_time(), r.choice(["trader", self.analyst]),
                      "colour: " + " · ".join(parts) + r.choice([" — tighter on volume", " — nothing traded, screens only",
                                                                 " — wider on the year-end balance sheet stuff"]),
                      kind="near", idiom=("spread quoted as market colour", "not_hard"))
        # 13D / 13F
        f1 = r.choice(OTHER_FUNDS)
        nm, tk = r.choice(NOT_HELD)
        self.post(self.curve_time(), self.analyst, r.choice([
            f"FYI {f1} filed a 13D on {nm} ({tk}) -- {r.randint(5, 9)}.{r.randint(0, 9)}%, letter says they want a strategic review. Not ours, just interesting who's crowding into it.",
            f"13F season: {f1} shows a new {r.randint(1, 4)}.{r.randint(0, 9)}m-share position in {nm} and trimmed most of their bank arb. Their book is public, ours isn't, keep it that way.",
            f"{f1}'s 13F has them out of {nm} entirely; they were the biggest holder in Q2."]),
            kind="near", idiom=("another fund's 13D/13F position", "not_hard"))
        # history anecdote
        self.post(self.curve_time(), r.choice(["pm", "cio"]), r.choice([
            f"People forget {r.choice(HISTORY)}. Every one of those was 'a formality' a month before.",
            f"War story for Priya and Lukas: {r.choice(HISTORY)}. I was on the wrong side of it. Size is the only defence.",
        ]), kind="near", idiom=("historical deal-break anecdote", "not_hard"))
        # hypothetical break loss
        d = r.choice(hedged)
        p = self.px[d["key"]]
        self.post(self.curve_time(), self.analyst,
                  f"Quick scenario since people asked: if {d['short']} breaks we'd lose roughly ${r.uniform(3.1, 8.8):.1f}m "
                  f"(~{r.uniform(0.8, 2.1):.1f}% NAV) -- {d['tk']} back to ~{money(d, p['brk'])} undisturbed"
                  f"{', plus the ' + d['ak'] + ' short squeezing a few %' if d['hedge'] else ''}. Not a recommendation, just the number.",
                  kind="near", idiom=("'if the deal breaks we'd lose X' hypothetical", "not_hard"))
        # backtest
        self.post(self.curve_time(9, 22), self.analyst,
                  f"Backtest done: {r.randint(38, 71)} US deals with a second request since 2010. Median spread widening on the "
                  f"SR day {r.randint(90, 190)}bp, {r.randint(76, 89)}% eventually closed, mean time SR→close "
                  f"{r.uniform(8.5, 13.5):.1f} months. A rule of 'buy the SR day, sell at substantial compliance' made "
                  f"{r.uniform(4, 11):.1f}% ann. with a max drawdown of {r.randint(18, 35)}% (the breaks). Sheet in the drive.",
                  kind="near", idiom=("spread behaviour backtest", "not_hard"))
        # questions
        for _ in range(r.randint(2, 3)):
            d = hd()
            self.post(self.curve_time(), r.choice([self.analyst, "trader"]), r.choice([
                f"should we add to {d['short']} before the {d['agency']} decision or is that just chasing?",
                f"what if we bought some {d['tk']} here and left the hedge off for a day?",
                f"would anyone object to looking at a bigger {d['short']} line if the spread gets back to {self.px[d['key']]['s'] + 1:.1f}%?",
                f"is a stop even the right tool on {d['short']}, or do we just live with the break risk limit?"]),
                kind="near", idiom=("question about adding (no proposal)", "not_hard"))
        # suggestion stop (no decision)
        d = hd()
        self.post(self.curve_time(), self.analyst,
                  f"a stop at {self.hypothetical_stop(d)} on {pairname(d)} would be sensible imo, but your call",
                  kind="near", idiom=("stop suggested, not decided", "not_hard"))
        # other desk trade
        d = hd()
        self.post(self.curve_time(), r.choice(["cio", "trader"]), r.choice([
            f"FYI credit desk sold ${r.randint(5, 25)}m of the {d['ashort']} {r.randint(2028, 2034)}s this morning, not us.",
            f"the vol desk bought {r.randint(2, 9)}k {d['tk'].split()[0]} Jan puts, their trade, don't let it confuse the blotter",
            f"heads up the Tokyo desk is selling {r.randint(50, 300)}k of something Japanese in the close, it's not ours"]),
            kind="near", idiom=("another desk's trade", "not_hard"))
        # paper trade
        w = r.choice(self.watch)
        self.post(self.curve_time(), self.analyst,
                  f"paper book: long {r.choice([20, 25, 40])}k {w['tk']} @ {money(w, self.px[w['key']]['t'])} to track the "
                  f"{w['agency']} outcome. Paper only, not for execution.",
                  kind="near", idiom=("paper trade on a watchlist name", "not_hard"))
        # history fill
        d = hd()
        self.post(self.curve_time(), "pm",
                  f"For context: last month we bought {r.choice([150, 200, 250])}k {d['tk']} at "
                  f"{money(d, self.px[d['key']]['t'] * 0.985)}; that is the core and it is not for sale.",
                  kind="near", idiom=("fill told as history", "not_hard"))
        # "we should send it soon"
        self.post(self.mkt_time(), "trader", r.choice(["we should send the next clip soon, the screen's getting thin",
                                                        "will send once Helen's back from the call",
                                                        "might work the rest in the close, we'll see"]), kind="near")
        # unrelated wire headlines
        for _ in range(r.randint(11, 15)):
            self.wire_unrelated(self.curve_time())
        # routine risk tables
        for hh in (self.open_h + 0.6, self.open_h + 3.5, self.close_h + 0.3):
            self.risk_table(self.at(hh, 10))
        # long-form non-hard posts
        self.primer(self.curve_time(self.open_h - 5, self.close_h + 2))
        self.calendar_post(self.at(self.open_h - 3.3, 10))
        self.overnight_digest(self.at(self.open_h - 3.6, 10))
        self.position_review(self.curve_time(self.open_h - 2, self.close_h + 3))
        self.scenario_report(self.at(self.open_h + 1.2, 20))
        if r.random() < 0.5:
            self.scenario_report(self.at(self.close_h - 0.8, 20))
        self.broker_digest(self.at(self.open_h - 2.2, 20))
        self.counsel_notes(self.curve_time(self.open_h - 1, self.close_h + 1))
        self.eod_marks(self.at(self.close_h + 0.7, 5))
        self.tca(self.at(self.open_h - 3.8, 10))
        if (self.didx + self.cidx) % 2 == 1 or r.random() < 0.4:
            self.cio_memo(self.curve_time(self.open_h - 1, self.close_h + 2))
        # risk heartbeat
        self.post(self.at(self.open_h - 1.0, 10), "risk", "riskbot: all limits ok · 0 breaches · 0 warnings",
                  kind="noise", idiom=("risk-bot heartbeat 'all limits ok'", "not_hard"))

    # =====================================================================
    # chat
    # =====================================================================
    CHAT = [
        "anyone have the {short} merger agreement handy? the EDGAR link in the tracker is dead",
        "counsel call on {short} moved to 4pm",
        "tracker updated with the new outside dates",
        "{tk} borrow still GC per the PB",
        "does the spread calc use mid or last for the hedge leg?",
        "I'm out 1-2, dentist",
        "who's on the {short} call tomorrow",
        "reading the {short} proxy now, 212 pages of joy",
        "the {agency} docket page is down again",
        "wifi on 4 is flaky, if I drop off that's why",
        "can someone send me the deck from Tuesday",
        "is the tracker's annualised column using calendar or business days?",
        "calendar, always calendar",
        "anyone going to the arb dinner on Thursday",
        "the {short} merger agreement exhibits are in the drive",
        "bloomberg's merger screen has {short} with the wrong ratio again",
        "new hire starts Monday, be nice",
        "I rebuilt the break-price sheet, same numbers, fewer tabs",
        "does anyone know if {ashort} IR ever answers the phone",
        "fire drill at 11 apparently",
        "can we get the {agency} hearing dates into the shared calendar",
        "note to self: the {tk} options are useless, no open interest",
        "the coffee machine on 3 is fixed",
        "re: the model -- I've switched the discount rate to the 1y bill",
        "who moved my {short} tab",
        "{short} tab is back, sorry",
        "quiet afternoon",
        "podcast rec: the one on the Activision remedy saga is good",
        "printing the {short} S-4, do not judge",
        "has anyone seen the new PB margin schedule",
        "margin file is in the ops folder",
        "what time does the Nordic close today",
        "is the expected close column supposed to be the company's guide or ours",
        "ours. company guide goes in the comment",
        "will do",
        "sorry, wrong channel",
        "pushed a fix to the tracker formulas",
        "do we have a template for the counsel questions",
        "anyone else's terminal frozen?",
        "restarted, fine now",
        "I'll own the {short} timeline doc from here",
        "can someone sanity-check my {tk} deal value calc, getting {value}",
        "matches mine",
        "the {ashort} transcript is up",
        "anyone have a login for the new docket search tool? mine expired",
        "the {short} data room index is in the drive, ask before you download the whole thing",
        "reminder that expense reports are due Friday",
        "I moved the {short} counsel notes into the deal folder",
        "who's covering Lukas's names on Friday?",
        "me, send me anything urgent",
        "the tracker's outside-date column now turns red inside 60 days",
        "nice, that's useful",
        "hey, is the Thursday meeting still at 4?",
        "yes, same room",
        "ops says the PB statement will be late today",
        "does anyone still use the old spread sheet? going to archive it",
        "archive it",
        "the {ashort} deck from the conference is up on their IR site",
        "just realised the {tk} row had the old share count, fixed",
    ]
    CHAT_TIMED = {
        "morning": (-5.0, -1.0), "morning 👋": (-5.0, -1.0), "gm": (-5.0, -1.5),
        "lunch is here": (2.0, 3.5), "night all": (1.0, 3.5), "heading out, back online later": (0.5, 3.0),
    }

    def chat(self, n):
        r = self.rng
        pool = self.held + self.watch
        bank = list(self.CHAT)
        r.shuffle(bank)
        bank = bank[:n] + [x for x in bank if "{" in x][:max(0, n - len(bank))]
        last = None
        for line_t in bank:
            d = r.choice(pool)
            c = self.cx(d)
            line = line_t.format(**c)
            who = r.choice(["pm", "cio", "an_us", "an_eu", "trader", "trader", self.analyst, self.analyst])
            if last is not None and r.random() < 0.35:
                t = self.after(last["t"], 0.2, 6)
                self.post(t, who, line, ref=last if r.random() < 0.5 else None)
            else:
                t = self.curve_time()
                last = self.post(t, who, line)
        # time-of-day lines
        for line, (lo, hi) in self.CHAT_TIMED.items():
            if r.random() < 0.6:
                base = self.open_h if lo < 0 else (self.open_h if "lunch" in line else self.close_h)
                if "lunch" in line:
                    base = self.open_h + (2.0 if self.region == "us" else 3.5) - 2.0
                self.post(self.at(base + r.uniform(lo, hi), 0), r.choice(["pm", "cio", "an_us", "an_eu", "trader"]), line)

    # =====================================================================
    # routing
    # =====================================================================
    def routing(self):
        r = self.rng
        # triage-agent routes a held item
        d = r.choice(self.held)
        nid = self.new_news()
        t = self.curve_time(self.open_h - 4, self.close_h)
        self.hardp(t, "triage", f"triage ▸ {nid} '{d['short']}: {d['agency']} docket update' → routed to exec-agent + {PEOPLE[self.analyst][1]} (held: {pairname(d)})",
                   "route_decision", [nid, "routed to exec-agent"], "structured",
                   idiom=("triage agent '→ routed to' line", "route_decision"))
        # triage no-route on unrelated wire
        wm, wid = self.wire_unrelated(self.curve_time(self.open_h - 3, self.close_h))
        self.hardp(self.after(wm["t"], 0.2, 2), "triage", f"triage ▸ {wid} → no route (not in book, not on watchlist)",
                   "no_route_decision", [wid, "no route"], "structured", ref=wm,
                   idiom=("triage no-route line replying to a wire embed", "no_route_decision"))
        # PM no-route reply on a watchlist headline or an unrelated headline
        if self.watch:
            w, kind = self.pick_news(self.watch)
            if w is None:
                w = r.choice(self.watch)
                kind = r.choice(w["news"])
            wm2, _ = self.wire_deal(self.curve_time(self.open_h - 2, self.close_h), w, kind)
            txt = r.choice([f"nothing to do on {w['short']}, we're not in it and the spread's gone; not routing.",
                            f"{w['short']}: no action. It's on the list for a reason but not today."])
            self.hardp(self.after(wm2["t"], 1, 15), "pm", txt, "no_route_decision",
                       [w["short"], "not routing" if "not routing" in txt else "no action"], "reply", ref=wm2,
                       idiom=("PM 'no action / not routing' reply to a headline", "no_route_decision"))
        # PM / analyst routes a task
        if r.random() < 0.7:
            d = r.choice(self.held)
            who = "Tomasz" if r.random() < 0.5 else "the execution agent"
            txt = (f"Routing the {d['short']} {r.choice((['roll of the hedge'] if d['hedge'] else []) + ['close-auction clip'] + (['tender paperwork'] if d['kind'] in ('tender', 'dutch') else []))} to {who} -- "
                   f"{r.choice(['today please', 'before the close', 'no rush, by Friday'])}.")
            self.hardp(self.curve_time(self.open_h - 1, self.close_h), "pm", txt, "route_decision",
                       [d["short"], f"to {who}"], "untagged")

    # =====================================================================
    # the thread
    # =====================================================================
    def thread(self):
        r = self.rng
        d = r.choice(self.held)
        t = self.curve_time(self.open_h - 2, self.close_h - 1)
        starter = self.post(t, self.analyst, f"Opening a thread for {d['short']} {d['agency']} stuff so it stops cluttering the channel 🧵")
        tid_ms = starter["t"] + 1
        self.thread_id = (tid_ms, f"{d['short']} / {d['agency']}")
        self.thread_parent = self.cid
        self.thread_starter = starter
        tt = self.after(t, 1, 5)
        kinds = [k for k in d["news"] if k not in ("acq_news", "cvr")] or list(d["news"])
        _, k = self.pick_news([d], kinds)
        if k is None:
            k = r.choice(kinds)
        self.analyst_update(tt, d, k, thread=True)
        tt = self.after(tt, 2, 15)
        self.post(tt, "pm", r.choice(["thanks. what does counsel say about the timetable?",
                                      "helpful. is this in the price already?",
                                      "ok. any read on remedies?"]), thread=True)
        tt = self.after(tt, 2, 20)
        self.post(tt, self.analyst, r.choice([
            f"counsel thinks it's noise on timing, maybe 4-6 weeks. spread moved {r.randint(10, 40)}bp on it",
            "mostly priced I think; the spread widened pre-market and came back",
            f"remedy would be the {d['overlap']} piece, which {d['ashort']} has said it can live without"]), thread=True)
        tt = self.after(tt, 3, 25)
        if r.random() < 0.5 and d["key"] not in self.thesis_used:
            self.thesis_used.add(d["key"])
            s, facts = self.decision_thesis(d)
            self.hardp(tt, "pm", s, "thesis_update", facts, "untagged", thread=True)
        else:
            s, facts = self.decision_route(d)
            self.hardp(tt, "pm", s, "route_decision", facts, "untagged", thread=True,
                       idiom=("route decision inside a deal thread", "route_decision"))
        tt = self.after(tt, 2, 30)
        p = self.px[d["key"]]
        self.post(tt, self.analyst,
                  f"and if it goes the other way and {d['short']} breaks, {d['tk']} is back to ~{money(d, p['brk'])}; "
                  f"that's the number I'd have in my head, not a suggestion to do anything", thread=True, kind="near")
        tt = self.after(tt, 1, 10)
        self.post(tt, "pm", "👍", thread=True, kind="noise")
        tt = self.after(tt, 5, 60)
        self.post(tt, "trader", r.choice(["fwiw the screens agree, nobody's panicking", "noted, nothing on the blotter changes"]),
                  thread=True)

    # =====================================================================
    # day plan
    # =====================================================================
    def build(self):
        r = self.rng
        held = self.held
        mo, mc = self.open_h, self.close_h

        stop_twice_deal = self.stop_deal()
        # --- PM notes --------------------------------------------------------
        morning_dec = r.choices(["proposal", "thesis", "stop", "risk", "route"], weights=[6, 1.5, 1, 1, 1])[0]
        tm = self.at(mo - 2.7, 15)
        note, trade, note_first = self.pm_note(tm, "morning", morning_dec)
        self.pin(note_first, self.after(tm, 0.5, 5))
        self.react(note_first, self.after(tm, 0.5, 5), "📌", PEOPLE["pm"][0])
        self.react(note, self.after(tm, 5, 40), "👀", PEOPLE["cio"][0])
        if trade:
            ta = self.after(tm, 8, 35)
            if r.random() < 0.35:
                self.post(self.after(tm, 3, 7), "cio",
                          r.choice([f"looks interesting -- what's the borrow on {trade['d']['ak']}?"
                                    if trade["d"]["hedge"] else "looks interesting, how much of the CVR do we already own?",
                                    "interesting. is that before or after the risk limit change?"]),
                          ref=note, kind="near", idiom=("question reply to a proposal (not an approval)", "not_hard"))
            am, q = self.approval(ta, note, trade, mode=r.choice(["full", "half", "half", "reject"]))
            if q:
                self.exec_flow(ta, trade, q, fill_style="embed", resize=r.random() < 0.3)
        mid_dec = r.choice([None, "thesis", "stop", "risk", None])
        note2, _, _ = self.pm_note(self.at((mo + mc) / 2 - 0.5, 20), "midday", mid_dec)
        close_dec = r.choice([None, None, "thesis", "route"])
        self.pm_note(self.at(mc + 0.6, 15), "close", close_dec)
        self.pm_note(self.at(min(23.3, mc + 2.4), 20), "evening", None)
        for i in range(r.randint(3, 4)):
            self.pm_musing(self.curve_time(mo - 3, mc + 2), decision=(r.choice(["thesis", "stop", None, None])
                                                                      if i == 0 else None))

        # a trade whose fill the trader reports in [FILL] tags and edits
        free = [x for x in held if x["key"] not in self.traded]
        d = r.choice(free or held)
        self.traded.add(d["key"])
        self.tagged_fill_with_edit(self.mkt_time(0.5, 1.0), d)

        # --- stops -------------------------------------------------------------
        self.stop_edited_twice(self.curve_time(mo - 2.0, mc - 4.5), stop_twice_deal)
        for st in r.sample(["tagged", "target", "remove", "shorthand"], r.randint(1, 2)):
            sd = self.stop_deal()
            if sd is not None:
                self.stop_other(self.mkt_time(), sd, st)

        # --- held & watchlist news ---------------------------------------------
        for _ in range(r.randint(2, 3)):
            d, k = self.pick_news(held, [k for k in NEWS_KINDS if k not in ("cvr", "acq_news")])
            if d:
                self.analyst_update(self.curve_time(mo - 4, mc + 1), d, k)
        for _ in range(r.randint(1, 2)):
            d, k = self.pick_news(held if r.random() < 0.7 else self.all_held)
            if d:
                m, _ = self.wire_deal(self.curve_time(mo - 5, mc + 2), d, k)
                if r.random() < 0.5:
                    self.react(m, self.after(m["t"], 0.3, 4), "👀", PEOPLE[self.analyst][0])
        # CVR / hedge-company news where the book has one
        cvrs = [d for d in held if "cvr" in d["news"]]
        hedgers = [d for d in held if "acq_news" in d["news"]]
        d, k = self.pick_news(cvrs, ["cvr"]) if cvrs and r.random() < 0.6 else (None, None)
        if d:
            self.analyst_update(self.curve_time(mo - 4, mc), d, "cvr")
        elif hedgers:
            d, k = self.pick_news(hedgers, ["acq_news"])
            if d:
                self.wire_deal(self.curve_time(mo - 4, mc), d, "acq_news")
        if self.watch:
            for _ in range(r.randint(1, 2)):
                w, k = self.pick_news(self.watch)
                if w is None:
                    break
                if r.random() < 0.5:
                    self.analyst_update(self.curve_time(mo - 4, mc + 1), w, k)
                else:
                    self.wire_deal(self.curve_time(mo - 4, mc + 1), w, k)

        # --- thesis / risk / routing ---------------------------------------------
        d = self.thesis_deal()
        s, facts = self.decision_thesis(d)
        tag = r.random() < 0.5
        self.hardp(self.curve_time(mo - 3, mc + 2), self.analyst if tag else "pm",
                   (f"[THESIS] {s}" if tag else s), "thesis_update", facts, "tagged" if tag else "untagged")
        if r.random() < 0.7:
            self.risk_table(self.at(mo + r.uniform(1.5, 5.5), 10), breach=True)
        else:
            s, facts = self.decision_risk(d)
            self.hardp(self.curve_time(mo - 2, mc), "cio", s.replace("agreed with Helen", "agreed with Aldous"),
                       "risk_limit", facts, "untagged")
        self.routing()
        self.thread()

        # --- trade chains ------------------------------------------------------
        styles = ["tagged", "shorthand", "untagged", "structured"]
        r.shuffle(styles)
        target = r.randint(28, 34)
        fill_styles = ["embed", "embed", "kv", "shorthand"]
        for i in range(5):
            if i >= 2 and sum(1 for m in self.msgs if m["hard"]) >= target:
                break
            free = [x for x in held if x["key"] not in self.traded]
            d = r.choice(free or held)
            self.traded.add(d["key"])
            tp = self.mkt_time(0.1, 1.5)
            st = styles[i % len(styles)]
            prop, trade = self.proposal_other(tp, d, st)
            if st == "shorthand" and r.random() < 0.7:
                # typo'd first attempt, deleted and reposted
                typo_tk = d["tk"][0] + d["tk"][2] + d["tk"][1] + d["tk"][3:]
                wrong = prop["content"].replace(d["tk"].lower(), typo_tk.lower()).replace(d["tk"], typo_tk)
                if typo_tk != d["tk"] and wrong != prop["content"]:
                    wm = self.hardp(prop["t"] - 40_000, "trader", wrong, "trade_proposal",
                                    [f for f in [typo_tk.lower() if typo_tk.lower() in wrong else typo_tk] + prop["hard"]["facts"][1:]],
                                    "shorthand")
                    self.delete(wm, prop["t"] - 20_000, wrong.split(" @ ")[0].split(" lim")[0])
            if st == "tagged" and r.random() < 0.5:
                # the proposer edits the size before approval
                oldq = f"{trade['qty']:,}"
                newqv = trade["qty"] + (10_000 if trade["qty"] < 200_000 else 50_000)
                newq = f"{newqv:,}"
                if oldq not in newq:
                    self.edit(prop, self.after(tp, 0.5, 2), prop["content"].replace(oldq, newq) + " (size edited)",
                              superseded=[oldq])
                    prop["hard"]["facts"] = [newq if f == oldq else f for f in prop["hard"]["facts"]]
                    trade["qty"] = newqv
            ta = self.after(tp, 2, 20)
            am, q = self.approval(ta, prop, trade)
            if q:
                self.exec_flow(ta, trade, q, fill_style=fill_styles[i % len(fill_styles)],
                               resize=(i == 0 and r.random() < 0.4))
        # --- structure: deletes, bulk deletes, forgets ---------------------------
        tb = self.curve_time(2, 6)
        dup = []
        seqn = r.randint(10000, 99999)
        for i in range(3):
            dup.append(self.post(tb + i * 700, "mon", f"arbmon: feed WIRE-2 desync seq={seqn + i} -- replaying from {seqn - 50 + i}",
                                 kind="noise"))
        self.bulk_delete(dup, self.after(tb, 20, 90), [f"desync seq={seqn + i}" for i in range(3)])
        cm = self.post(self.curve_time(), r.choice(["trader", self.analyst]),
                       f"lol the {r.choice(['coffee', 'printer', 'lift'])} just ate my {r.choice(['pass', 'badge', 'notes'])} #{r.randint(100, 999)}",
                       kind="chat")
        self.delete(cm, self.after(cm["t"], 1, 10), cm["content"].split(" #")[0] + " #" + cm["content"].split(" #")[1])
        if (self.didx + self.cidx) % 2 == 0:
            d = self.thesis_deal()
            fm = self.hardp(self.curve_time(mo - 3, mc), "pm",
                            f"Off the back of dinner with {d['ashort']}'s general counsel last night I'm more "
                            f"comfortable on {d['short']} -- conviction up.", "thesis_update",
                            [d["short"], "conviction up"], "untagged")
            self.forget(fm, self.after(fm["t"], 20, 70), f"dinner with {d['ashort']}'s general counsel")
            self.post(self.after(fm["t"], 21, 75), "comp",
                      "Removed a message above under the wall-crossing policy. Aldous, call me please.", kind="chat")
        else:
            num = f"+44 7700 9{r.randint(10000, 99999)}"
            fm = self.post(self.curve_time(), self.analyst,
                           f"my mobile if anything drops while I'm travelling: {num}", kind="chat")
            self.forget(fm, self.after(fm["t"], 30, 120), num)
        # a chat typo edit
        tm2 = self.curve_time()
        em = self.post(tm2, "trader", "tracker has the wrong outside dtae for two deals, fixing")
        self.edit(em, self.after(tm2, 0.3, 2), "tracker has the wrong outside date for two deals, fixing")

        # --- near misses, chat, noise ----------------------------------------------
        self.near_misses()
        self.chat(r.randint(38, 50))
        self.discussion(r.randint(8, 12))
        self.noise()


# ---------------------------------------------------------------------------
# generator
# ---------------------------------------------------------------------------
class _Gen:
    def __init__(self):
        self.all_msgs = []
        self.removed = []
        self.idiom_candidates = []


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    gen = _Gen()
    built = []
    for c in range(channels):
        for di in range(days):
            start = end_ms - (days - di) * DAY_MS
            day = Day(gen, seed, c, di, start)
            day.build()
            built.append(day)

    # order messages, make times unique per ms, assign snowflakes
    msgs = sorted(gen.all_msgs, key=lambda m: (m["t"], m["seq"]))
    last = -1
    for m in msgs:
        if m["t"] <= last:
            m["t"] = last + 1
        last = m["t"]
    for i, m in enumerate(msgs):
        day = m["day"]
        m["id"] = snowflake(m["t"], (day.cidx % 30) + 1, i % 4096)
    # thread ids
    for day in built:
        if day.thread_id:
            tms = day.thread_starter["t"] + 1
            day.tid = snowflake(tms, 31, 4095 - day.cidx % 64)
        else:
            day.tid = None

    events = []

    def chan_of(m):
        day = m["day"]
        return (day.tid, day.cid) if m["thread"] else (day.cid, None)

    order = 0
    for m in msgs:
        who = PEOPLE[m["who"]]
        cid, parent = chan_of(m)
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": iso(m["t"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if parent:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        events.append((m["t"], order, ev))
        order += 1
    for day in built:
        for op in day.ops:
            t = op["t"]
            if op["op"] == "bulk_delete":
                ms = op["ms"]
                t = max(t, max(x["t"] for x in ms) + 1000)
                cid, _ = chan_of(ms[0])
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                      "message_ids": [x["id"] for x in ms], "deleted_at": iso(t)}
            else:
                m = op["m"]
                t = max(t, m["t"] + 1000)
                cid, _ = chan_of(m)
                ev = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"]}
                if op["op"] == "edit":
                    ev["edited_at"] = iso(t)
                    ev["content"] = op["content"]
                elif op["op"] == "delete":
                    ev["deleted_at"] = iso(t)
                elif op["op"] == "forget":
                    ev["requested_by"] = PEOPLE[op["by"]][0]
                    ev["at"] = iso(t)
                elif op["op"] in ("pin", "unpin"):
                    ev["by"] = PEOPLE[op["by"]][0]
                    ev["at"] = iso(t)
                else:
                    ev["emoji"] = op["emoji"]
                    ev["user_id"] = op["by"]
                    ev["at"] = iso(t)
            events.append((t, order, ev))
            order += 1
    events.sort(key=lambda x: (x[0], x[1]))

    # labels
    hard, sup, noise, near = [], [], [], []
    for m in msgs:
        cid, _ = chan_of(m)
        if m["hard"]:
            h = m["hard"]
            text = final_text_of(m["final"], m["embeds"])
            for f in h["facts"]:
                if f not in text:
                    raise AssertionError(f"fact {f!r} not in message {m['id']}: {text[:200]!r}")
            hard.append({"channel_id": cid, "message_id": m["id"], "event_type": h["event_type"],
                         "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m["state"]})
            for s in h["superseded"]:
                sup.append([cid, m["id"], s])
        elif m["kind"] == "noise":
            noise.append(m["id"])
        elif m["kind"] == "near":
            near.append(m["id"])
    first = {}
    for m, name, exp in gen.idiom_candidates:
        if name not in first and m["state"] not in ("deleted", "forgotten"):
            first[name] = (m, exp)
    picked = [n for n in IDIOM_PRIORITY_HARD if n in first][:12]
    picked += [n for n in IDIOM_PRIORITY_NOT if n in first][:20 - len(picked)]
    picked += [n for n in first if n not in picked][:max(0, 20 - len(picked))]
    idioms = [{"message_id": first[n][0]["id"], "idiom": n, "expected": first[n][1]} for n in picked]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup,
              "removed_texts": list(dict.fromkeys(gen.removed)), "noise_message_ids": noise,
              "near_miss_ids": near, "idioms": idioms}
    return {"events": [e for _, _, e in events], "labels": labels}


IDIOM_PRIORITY_HARD = [
    "buried pair/size proposal mid-paragraph in a multi-part PM note",
    "terse 'fine, do half' reply approval",
    "terse rejection reply ('no — wait for the vote')",
    "two-word reply approval ('ok go' / '👍 send it')",
    "pipe-separated PAIR order ack",
    "embed-only fill confirmation (no content)",
    "stop on spread moved twice by editing the same message",
    "held deal regulatory update by company name, no ticker",
    "CVR milestone drug news (underlying of a held CVR)",
    "acquirer/hedge company news named by company name",
    "markdown deal-break table with a BREACH row",
    "risk engine RESIZED pipe line",
    "k-suffixed shorthand proposal (b 40k tkr @ lim)",
    "triage no-route line replying to a wire embed",
    "PM 'no action / not routing' reply to a headline",
    "thesis change buried in discursive PM note",
    "[FILL] tag edited from partial to complete",
]
IDIOM_PRIORITY_NOT = [
    "spread quoted as market colour",
    "another fund's 13D/13F position",
    "historical deal-break anecdote",
    "'if the deal breaks we'd lose X' hypothetical",
    "spread behaviour backtest",
    "routine markdown deal-break table, no breach",
    "triage cron summary '0 routed'",
    "wire headline on a name not held or watched",
    "question reply to a proposal (not an approval)",
    "paper trade on a watchlist name",
    "stop suggested, not decided",
]


def final_text_of(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


# ---------------------------------------------------------------------------
# verification + CLI
# ---------------------------------------------------------------------------
def verify(cap_path, labels_path, end, days):
    problems = []
    creates, final, state, chan_parent, created_at = {}, {}, {}, {}, {}
    lines = open(cap_path, encoding="utf-8").read().splitlines()
    prev_t = None
    last_id = 0
    for n, line in enumerate(lines, 1):
        ev = json.loads(line)
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                problems.append(f"line {n}: missing {k}")
        op = ev["op"]
        t = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
             "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"]}.get(op, lambda e: e["at"])(ev)
        if prev_t and t < prev_t:
            problems.append(f"line {n}: time goes backwards")
        prev_t = t
        if op == "create":
            m = ev["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + EPOCH
            if iso(ms) != m["created_at"]:
                problems.append(f"line {n}: id/created_at mismatch {mid} {m['created_at']}")
            if int(mid) <= last_id:
                problems.append(f"line {n}: id not increasing")
            last_id = int(mid)
            creates[mid] = ev
            final[mid] = final_text_of(m["content"], m.get("embeds"))
            state[mid] = "live"
            chan_parent[mid] = ev.get("parent_channel_id") or ev["channel_id"]
            created_at[mid] = ms
            if m.get("reference_id") and m["reference_id"] not in creates:
                problems.append(f"line {n}: reply to unknown/later message")
        elif op == "edit":
            final[ev["message_id"]] = final_text_of(ev["content"], creates[ev["message_id"]]["message"].get("embeds"))
            if state.get(ev["message_id"]) == "live":
                state[ev["message_id"]] = "edited"
        elif op == "delete":
            state[ev["message_id"]] = "deleted"
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                state[x] = "deleted"
        elif op == "forget":
            state[ev["message_id"]] = "forgotten"
    labels = json.load(open(labels_path, encoding="utf-8"))
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in creates:
            problems.append(f"label {mid} not in capture")
            continue
        if creates[mid]["channel_id"] != h["channel_id"]:
            problems.append(f"label {mid} channel mismatch")
        for f in h["facts"]:
            if f not in final[mid]:
                problems.append(f"label {mid}: fact {f!r} not in final text")
        if not (2 <= len(h["facts"]) <= 5):
            problems.append(f"label {mid}: {len(h['facts'])} facts")
        if h["final_state"] != state[mid]:
            problems.append(f"label {mid}: final_state {h['final_state']} vs {state[mid]}")
    for cid, mid, old in labels["superseded_facts"]:
        if old in final[mid]:
            problems.append(f"superseded {old!r} still in final text of {mid}")
    live_text = "\n".join(final[m] for m in creates if state[m] in ("live", "edited"))
    for s in labels["removed_texts"]:
        if s in live_text:
            problems.append(f"removed text {s!r} appears in a live message")
    removed_ids = {m for m in creates if state[m] in ("deleted", "forgotten")}
    for s in labels["removed_texts"]:
        if not any(s in final[m] for m in removed_ids):
            problems.append(f"removed text {s!r} matches no removed message")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in creates:
                problems.append(f"{lst}: {mid} not in capture")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard ids overlap noise/near-miss ids")
    for i in labels["idioms"]:
        if i["message_id"] not in creates:
            problems.append(f"idiom {i['idiom']} points at unknown message")
    if not (10 <= len(labels["idioms"]) <= 20):
        problems.append(f"{len(labels['idioms'])} idioms")

    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    start_ms = end_ms - days * DAY_MS
    stats = {}
    htype = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    noise_ids = set(labels["noise_message_ids"])
    near_ids = set(labels["near_miss_ids"])
    for mid, ev in creates.items():
        di = (created_at[mid] - start_ms) // DAY_MS
        key = (chan_parent[mid], int(di))
        s = stats.setdefault(key, dict(msgs=0, bytes=0, noise=0, near=0, hard=0, types={}))
        s["msgs"] += 1
        s["bytes"] += len(final_text_of(ev["message"]["content"], ev["message"].get("embeds")).encode("utf-8"))
        if mid in noise_ids:
            s["noise"] += 1
        if mid in near_ids:
            s["near"] += 1
        if mid in htype:
            s["hard"] += 1
            s["types"][htype[mid]] = s["types"].get(htype[mid], 0) + 1
    for key, s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        share = s["noise"] / s["msgs"]
        if not (180 <= s["msgs"] <= 320):
            problems.append(f"{key}: {s['msgs']} messages out of range")
        if not (70 <= kb <= 120):
            problems.append(f"{key}: {kb:.1f} KB out of range")
        if not (0.25 <= share <= 0.40):
            problems.append(f"{key}: noise share {share:.2f} out of range")
        if not (25 <= s["hard"] <= 45):
            problems.append(f"{key}: {s['hard']} hard events out of range")
    return problems, stats, labels


def main(argv=None):
    ap = argparse.ArgumentParser(description="event_driven desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    end = DEFAULT_END
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    problems, stats, labels = verify(a.out, a.labels, end, a.days)
    if not a.quiet:
        print(f"{len(res['events'])} events, {len(labels['hard_events'])} hard, "
              f"{len(labels['noise_message_ids'])} noise, {len(labels['near_miss_ids'])} near-miss, "
              f"{len(labels['idioms'])} idioms, {len(labels['superseded_facts'])} superseded, "
              f"{len(labels['removed_texts'])} removed")
        for (cid, di), s in sorted(stats.items()):
            types = " ".join(f"{k}={v}" for k, v in sorted(s["types"].items()))
            print(f"ch {cid} day {di}: msgs={s['msgs']} KB={s['bytes'] / 1024:.1f} hard={s['hard']} "
                  f"noise={s['noise'] / s['msgs']:.0%} near={s['near']} | {types}")
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    if not a.quiet:
        print("verify: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
