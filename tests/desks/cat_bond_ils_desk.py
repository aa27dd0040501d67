"""Desk generator: cat_bond_ils_desk.

A seeded, standard-library-only generator of a busy insurance-linked-securities desk
channel (144A cat bonds, ILWs, collateralised re, reinsurer equity / insurer CDS hedges),
written as a capture file (JSON Lines, see shared/CAPTURE-FORMAT.md) plus ground-truth
labels.  Everything is a pure function of the arguments.

    python -m tests.desks.cat_bond_ils_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "cat_bond_ils_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 9, 16, 0, 0, 0, tzinfo=UTC)
HOUR = 3600000
MIN = 60000


def _sf(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


GUILD_ID = str(_sf(1696412233907, worker=1, seq=611))


def channel_id(i: int) -> str:
    return str(_sf(1718203562417 + i * 7919131, worker=2, seq=37 + i))


# key -> (author_id, author_name, bot)
PEOPLE = {
    "pm": ("1163480217755209738", "Catherine Outerbridge", False),
    "tr": ("1171592830418657331", "tom.reeve", False),
    "an": ("1189026473351581797", "Priya Nair", False),
    "ops": ("1195374620918265866", "Darnell Simmons", False),
    "model": ("1208844531076956200", "cat-model-agent", True),
    "bd": ("1210937705289388062", "bd-bridge", True),
    "tcap": ("1216620084873912391", "tradecap", True),
    "risk": ("1220177390548262983", "riskd", True),
    "wire": ("1227734915160393728", "cat-wire", True),
    "comp": ("1231095628447781959", "compliance", True),
    "mon": ("1236402177893027942", "ops-monitor", True),
    "cron": ("1240685311924097075", "cron", True),
    "ci": ("1244958206371528724", "ci-deploy", True),
    "px": ("1249317085522952292", "px-alerts", True),
    "nav": ("1253770432018620467", "nav-bot", True),
}


def _cusip(base8: str) -> str:
    total = 0
    for i, ch in enumerate(base8):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if i % 2 == 1:
            v *= 2
        total += v // 10 + v % 10
    return base8 + str((10 - total % 10) % 10)


BONDS = {
    "LOAK": dict(name="Lone Oak Re 2025-1 A", short="Lone Oak 25-1 A", tick="LOAK", cusip=_cusip("54213RAA"),
                 peril="named storm", region="Texas", trig="indemnity", zone="US_WIND_GULF",
                 el=2.10, ap=2.85, sprd=7.25, px=100.40, held=8, attach="$2.35bn", exhaust="$2.90bn"),
    "BAYC": dict(name="Bayou Crest Re 2024-2 B", short="Bayou Crest 24-2 B", tick="BAYC", cusip=_cusip("07274TAB"),
                 peril="named storm", region="Louisiana, Mississippi and Alabama", trig="PCS industry index",
                 zone="US_WIND_GULF", el=3.40, ap=4.60, sprd=10.50, px=98.20, held=6,
                 attach="$30bn", exhaust="$40bn"),
    "PALM": dict(name="Palmetto Shoals Re 2025-1 A", short="Palmetto 25-1 A", tick="PALM", cusip=_cusip("69680LAA"),
                 peril="named storm", region="Florida, Georgia and South Carolina", trig="indemnity",
                 zone="US_WIND_FL", el=1.85, ap=2.40, sprd=6.75, px=100.85, held=10,
                 attach="$1.10bn", exhaust="$1.45bn"),
    "SEQF": dict(name="Sequoia Fault Re 2024-1 A", short="Sequoia 24-1 A", tick="SEQF", cusip=_cusip("81734KAA"),
                 peril="earthquake", region="California", trig="parametric (Mw boxes)", zone="EQ_CA",
                 el=1.20, ap=1.55, sprd=5.50, px=101.10, held=7, attach="Mw 7.0 inner box", exhaust="Mw 7.6"),
    "KEST": dict(name="Kestrel Cove Re 2025-2 A", short="Kestrel 25-2 A", tick="KEST", cusip=_cusip("49231VAB"),
                 peril="named storm", region="New York, New Jersey and New England", trig="PCS industry index",
                 zone="US_WIND_NE", el=1.45, ap=1.90, sprd=5.90, px=100.15, held=5,
                 attach="$22bn", exhaust="$30bn"),
    "EMBR": dict(name="Ember Ridge Re 2025-1 B", short="Ember 25-1 B", tick="EMBR", cusip=_cusip("29088PAB"),
                 peril="wildfire", region="California", trig="indemnity annual aggregate", zone="WF_CA",
                 el=4.10, ap=6.20, sprd=13.25, px=96.40, held=4, attach="$0.90bn agg", exhaust="$1.25bn agg"),
    "FUJN": dict(name="Fujin Gate Re 2024-1 A", short="Fujin 24-1 A", tick="FUJN", cusip=_cusip("35967CAA"),
                 peril="typhoon", region="Japan", trig="parametric", zone="JP_WIND",
                 el=1.05, ap=1.35, sprd=4.60, px=100.55, held=0, attach="index 118", exhaust="index 160"),
    "NORD": dict(name="Nordwind Re 2025-1 A", short="Nordwind 25-1 A", tick="NORD", cusip=_cusip("65541WAA"),
                 peril="windstorm", region="Northern and Western Europe", trig="PERILS industry index",
                 zone="EU_WIND", el=1.60, ap=2.05, sprd=4.95, px=100.30, held=0, attach="EUR 6.0bn",
                 exhaust="EUR 8.5bn"),
    "CASC": dict(name="Cascade Tremor Re 2023-1 A", short="Cascade 23-1 A", tick="CASC", cusip=_cusip("14754MAA"),
                 peril="earthquake", region="Pacific Northwest", trig="parametric", zone="EQ_PNW",
                 el=0.95, ap=1.20, sprd=4.40, px=100.20, held=0, attach="Mw 7.2", exhaust="Mw 8.0"),
}
HELD = ["LOAK", "BAYC", "PALM", "SEQF", "KEST", "EMBR"]
# other outstanding 144A tranches that appear in dealer runs (neither held nor watched)
MARKET = [
    ("Bluebonnet Re 2025-1 A", "TX NS", 100.35, 6.90), ("Magnolia Bay Re 2024-1 B", "Gulf NS", 97.80, 11.25),
    ("Tidewater Re 2025-2 A", "VA/NC NS", 100.60, 5.60), ("Coral Gables Re 2024-3 A", "FL NS", 99.95, 8.40),
    ("Golden Gate Shield Re 2025-1 A", "CA EQ", 101.05, 5.25), ("Sakura Wind Re 2025-1 A", "JP TY", 100.45, 3.95),
    ("Alpine Foehn Re 2024-1 A", "EU WS", 100.25, 4.10), ("Hudson Bight Re 2025-1 A", "NE NS", 100.10, 6.15),
    ("Chinook Re 2024-2 A", "PNW EQ", 100.30, 4.75), ("Ozark Hail Re 2025-1 A", "US SCS agg", 98.90, 12.50),
    ("Mistral Re 2025-1 B", "FR WS", 100.05, 5.35), ("Andes Quake Re 2024-1 A", "CL EQ", 100.80, 6.00),
    ("Pelican Point Re 2025-1 C", "LA NS", 96.75, 14.00), ("Everglade Re 2025-2 A", "FL NS", 100.50, 7.10),
]
NEWI = dict(name="Gulf Harbor Re 2026-1 A", short="Gulf Harbor 26-1 A", region="Texas and Louisiana",
            el=2.60, attach="$1.8bn", exhaust="$2.3bn", sponsor="Gulf Harbor Mutual")

LIMITS = {"US_WIND_GULF": 48.0, "US_WIND_FL": 60.0, "US_WIND_NE": 35.0, "EQ_CA": 40.0, "EQ_PNW": 15.0,
          "WF_CA": 20.0, "EU_WIND": 25.0, "JP_WIND": 15.0}
ZONE_FILL = {"US_WIND_GULF": (0.55, 0.72), "US_WIND_FL": (0.55, 0.72), "US_WIND_NE": (0.45, 0.68),
             "EQ_CA": (0.50, 0.72), "EQ_PNW": (0.0, 0.04), "WF_CA": (0.30, 0.55), "EU_WIND": (0.05, 0.15),
             "JP_WIND": (0.0, 0.04)}
TARGETS = [
    dict(region="Texas", coast="Port O'Connor to Sabine Pass, Texas", bonds=["LOAK", "BAYC"], zone="US_WIND_GULF",
         landfall="the middle and upper Texas coast", lat=25.6, lon=92.4, spots=["Matagorda Bay", "Freeport", "Galveston"]),
    dict(region="Louisiana", coast="Cameron to Grand Isle, Louisiana", bonds=["BAYC"], zone="US_WIND_GULF",
         landfall="south-central Louisiana", lat=26.1, lon=90.2, spots=["Cameron", "Morgan City", "Grand Isle"]),
    dict(region="Florida", coast="Bonita Beach to Anclote River, Florida", bonds=["PALM"], zone="US_WIND_FL",
         landfall="the Florida west coast", lat=24.3, lon=84.9, spots=["Fort Myers", "Sarasota", "Tampa Bay"]),
    dict(region="New England", coast="Montauk Point, New York to Chatham, Massachusetts", bonds=["KEST"],
         zone="US_WIND_NE", landfall="eastern Long Island or southern New England", lat=33.8, lon=72.9,
         spots=["Montauk", "Narragansett Bay", "Cape Cod"]),
]
STORMS = ["Kyle", "Leah", "Marco", "Nana", "Omar", "Paulette", "Rene", "Sally", "Teddy", "Vicky"]
TYPHOONS = ["Mitag", "Ragasa", "Neoguri", "Bualoi", "Matmo", "Halong"]
BROKERS = ["GS", "Swiss Re CM", "Aon Secs", "BNP", "Citi", "GC Securities"]
FUND = "HB ILS Opportunities"
OTHER_FUNDS = ["HB Reinsurance Income", "HB Multi-Strategy Credit"]


def _p(x: float) -> str:
    return f"{round(round(x * 20) / 20, 2):.2f}"


class Thread:
    def __init__(self, starter: "M", name: str):
        self.starter = starter
        self.name = name


class M:
    """One message and everything that later happens to it."""

    def __init__(self, day, t, who, content="", embeds=None, reply=None, thread=None, kind=None, hard=None,
                 idiom=None, attachments=None, snippet=None):
        self.day = day
        self.t = int(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.kind = kind          # "noise" | "near" | None
        self.hard = hard          # (event_type, facts, phrasing)
        self.idiom = idiom        # (name, expected)
        self.attachments = attachments or []
        self.snippet = snippet
        self.edits = []           # [(t, content)]
        self.superseded = []      # old levels
        self.deleted_at = None
        self.bulk = None
        self.forgot = None        # (t, who)
        self.pins = []            # (t, who)
        self.reactions = []       # (t, emoji, who)
        self.id = None

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content

    def text(self):
        parts = [self.final_content()]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Day:
    def __init__(self, seed, ci, di, start_ms, chan):
        # keyed by the calendar day, so a given day reads the same whatever --days is
        self.rng = random.Random(f"{DESK}|{seed}|{ci}|{datetime.fromtimestamp(start_ms / 1000, tz=UTC):%Y-%m-%d}")
        self.ci, self.di = ci, di
        self.t0 = start_ms
        self.chan = chan
        self.msgs: list[M] = []
        self.bulk_groups = []
        self.date = datetime.fromtimestamp(start_ms / 1000, tz=UTC)
        self.mmdd = self.date.strftime("%m%d")
        self.dlong = self.date.strftime("%A %d %B %Y")
        self._ord = self.rng.randint(1, 4)
        self._att = 0
        self.dropping = False  # scenes posted while True are left out of the day (optional scenes)

    # time helpers -----------------------------------------------------
    def T(self, h: float, jit_min: float = 4.0) -> int:
        return self.t0 + int(h * HOUR) + self.rng.randint(0, int(jit_min * MIN))

    def after(self, m: M, minutes: float, jit_min: float = 1.0) -> int:
        return m.t + int(minutes * MIN) + self.rng.randint(1000, max(1001, int(jit_min * MIN)))

    def oid(self) -> str:
        self._ord += 1
        pre = "ILS" if self.ci == 0 else f"ILS{self.ci + 1}"
        return f"{pre}-{self.mmdd}-{self._ord:02d}"

    def post(self, t, who, content="", **kw) -> M:
        m = M(self, t, who, content, **kw)
        m.drop = self.dropping
        self.msgs.append(m)
        return m

    def attach(self, filename, size):
        self._att += 1
        return {"filename": filename, "size": size, "_n": self._att}


# ----------------------------------------------------------------------------------------
# day content
# ----------------------------------------------------------------------------------------

def _build_day(d: Day):  # noqa: C901 - a day is a long script
    r = d.rng
    P = {k: dict(v) for k, v in BONDS.items()}
    for k, b in P.items():
        b["pxs"] = _p(b["px"] + r.uniform(-0.45, 0.35))
    tgt = r.choice(TARGETS)
    sidx = r.randrange(len(STORMS))
    S = STORMS[sidx]
    F = STORMS[(sidx + 1 + r.randrange(len(STORMS) - 1)) % len(STORMS)]
    adv = r.randint(9, 19)
    cat = r.choice([1, 2, 2, 3])
    wind = {1: 90, 2: 105, 3: 120}[cat] + r.choice([0, 5])
    pres = {1: 982, 2: 970, 3: 958}[cat] - r.randint(0, 6)
    tb = [P[k] for k in tgt["bonds"]]        # threatened held bonds
    for b in tb:
        b["pxs"] = _p(b["px"] - r.uniform(1.2, 2.6))
    calm = [k for k in ["SEQF", "KEST", "NORD", "CASC"] if P[k]["zone"] != tgt["zone"]]
    A = P[r.choice(calm)]
    B = tb[-1]
    tp_b = P["PALM"] if tgt["zone"] != "US_WIND_FL" else P["SEQF"]
    # aggregate state: prior-close PML by zone, the zone the ILW pushes through its limit, and later states
    bz = "US_WIND_FL" if tgt["zone"] != "US_WIND_FL" else "US_WIND_GULF"
    ilw_lim = r.choice([10, 12, 15])
    ilw_trig = r.choice([30, 35, 40])
    rol = f"{r.choice([5.75, 6.25, 6.50, 7.00]):.2f}"
    ilw_lim2 = ilw_lim - 5
    pml0 = {z: round(LIMITS[z] * r.uniform(*ZONE_FILL[z]), 1) for z in LIMITS}
    val_v = LIMITS[bz] + r.uniform(0.4, 2.2)
    pml0[bz] = round(val_v - ilw_lim2 * 0.45, 1)
    clear_v = LIMITS[bz] - r.uniform(0.4, 1.2)
    lim_in_note = r.random() < 0.5
    lims1 = dict(LIMITS)
    red = {"US_WIND_GULF": 41.0, "US_WIND_FL": 51.0, "US_WIND_NE": 30.0}[tgt["zone"]]
    if lim_in_note:
        lims1[tgt["zone"]] = red
    pml1 = dict(pml0)
    pml1[bz] = round(clear_v, 1)
    pml1[tgt["zone"]] = round(pml0[tgt["zone"]] + 0.6, 1)
    d.hpr = r.uniform(44.5, 47.0)
    d.mrh = r.uniform(40.5, 43.5)
    EM = P["EMBR"]
    brokerA = r.choice(BROKERS[:3])
    brokerB = r.choice(BROKERS[1:])
    storm_bond_names = " and ".join(b["name"] for b in tb)

    thr_storm = None

    # ---------------- overnight -------------------------------------------------------------
    d.post(d.T(0.08, 3), "cron", f"[cron 00:05Z] EOD recon {d.date:%d-%b}: 47 positions, 0 breaks, 2 price "
           f"overrides carried (FUJN, CASC), custody file matched", kind="noise")
    d.post(d.T(0.3, 5), "nav", f"NAV final (prior day) · {FUND}: ${r.uniform(405, 420):.1f}mm · "
           f"d/d {r.uniform(-0.35, 0.12):+.2f}% · MTD {r.uniform(0.1, 0.9):+.2f}% · YTD {r.uniform(8.5, 11.2):+.2f}%",
           kind="noise")
    d.post(d.T(2.1, 15), "ci", f"ci: ils-pricer #{r.randint(2200, 2400)} deployed to prod (sha {r.getrandbits(28):07x}) "
           f"✅ · 212 tests · 3m41s", kind="noise")
    qid = r.randint(100000, 999999)
    far_quake = r.choice([("5.7", "98 km SW of Abepura, Indonesia", "44"),
                          ("6.1", "210 km S of Tonga, Nuku'alofa", "112"),
                          ("5.4", "64 km WNW of Arica, Chile", "98"),
                          ("5.9", "37 km E of Hualien City, Taiwan", "21")])
    mq = d.post(d.T(1.6, 30), "wire", f"🌐 **USGS M{far_quake[0]}** — {far_quake[1]} · depth {far_quake[2]} km · "
                f"PAGER green · no tsunami threat\nBook exposure (auto): none", kind="near",
                idiom=("far-away quake headline with no exposure", "not_hard"))
    d.post(d.after(mq, 3), "model", f"triage item=usgs_{qid} mag={far_quake[0]} exposure=none → no_route",
           hard=("no_route_decision", ["no_route", f"usgs_{qid}"], "structured"),
           idiom=("key=value triage no_route line", "no_route_decision"))

    # 03:00Z advisory, storm thread
    lat, lon = tgt["lat"] + r.uniform(-0.6, 0.6), tgt["lon"] + r.uniform(-0.8, 0.8)
    a1 = d.post(d.T(2.95, 6), "wire",
                _nhc(d, S, adv, "10:00 PM CDT", "0300", lat, lon, wind, pres, tgt, "Hurricane Watch", 60,
                     f"Book exposure (auto): {storm_bond_names} inside the 3-day cone."),
                hard=("held_position_news", [f"Hurricane {S}"] + [b["name"] for b in tb], "structured"))
    d.post(d.after(a1, 4), "model",
           f"triage item=nhc_adv_{adv}_{S.lower()} exposure={','.join(b['tick'] for b in tb)} → routed to "
           f"storm-run + pm-queue (Outerbridge)",
           hard=("route_decision", [f"nhc_adv_{adv}_{S.lower()}", "routed to storm-run + pm-queue"], "structured"))
    fadv = r.randint(5, 22)
    d.post(d.after(a1, 7, 3), "wire", _nhc_fish(d, F, fadv),
           kind="near", idiom=("fish-storm advisory, open ocean, no exposure", "not_hard"))
    st = d.post(d.T(3.3, 10), "model", f"🧵 Storm watch — Hurricane {S}")
    thr_storm = Thread(st, f"Storm watch — Hurricane {S}")
    run = r.randint(8700, 9300)
    d.post(d.after(st, 2), "model", f"model-run: storm-conditioned batch {run} queued (AIR Touchstone + RMS RiskLink, "
           f"track set from adv {adv})", kind="noise", thread=thr_storm)
    d.post(d.after(st, 5), "model", f"model-run {run}: running · 3,412 stochastic tracks within 75 nm of the cone "
           f"centreline", kind="noise", thread=thr_storm)
    d.post(d.after(st, 38, 8), "model", f"model-run {run}: complete · 41 CUSIPs · {r.randint(14, 27)}m{r.randint(10, 59)}s",
           kind="noise", thread=thr_storm)

    # storm note with one buried decision (varies by day)
    sdec = r.choice(["route", "thesis", "proposal", "none", "none"])
    note, nhard = _storm_note(d, S, tgt, adv, P, tb, run, sdec, cat, wind)
    d.post(d.T(4.5, 20), "model", note, thread=thr_storm, hard=nhard, kind=None if nhard else "near",
           attachments=[d.attach(f"cone_adv{adv}_{S.lower()}_exposure.png", r.randint(140000, 260000))],
           idiom=("buried decision in long modelling markdown note", nhard[0]) if nhard else
           ("long modelling note, trading words, no decision", "not_hard"))

    # stack trace + reconnect + bot loop that gets bulk-deleted later
    t_st = d.T(5.2, 10)
    d.post(t_st, "mon", "ils-pricer worker px-3 crashed, restarting\n```\nTraceback (most recent call last):\n"
           "  File \"/srv/ils_pricer/marks/broker_ingest.py\", line 214, in ingest_run\n"
           "    row = parse_run_line(line, dealer=dealer)\n"
           "  File \"/srv/ils_pricer/marks/parsers.py\", line 88, in parse_run_line\n"
           "    bid, offer = (Decimal(x) for x in cols[4:6])\n"
           "  File \"/usr/lib/python3.11/decimal.py\", line 3, in <genexpr>\n"
           "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n"
           f"```\nrun=gs_ils_{d.mmdd}_0500 line=17 payload='Kestrel Cove 25-2  A  n/a  n/a'", kind="noise")
    loop = []
    for i in range(4):
        loop.append(d.post(t_st + (i + 1) * 9000 + r.randint(0, 900), "mon",
                           f"px-3 retry {i + 1}/4 job=px-{r.randint(7000, 7999)}-{i} backoff={2 ** i}s "
                           f"(ConversionSyntax)", kind="noise"))
    d.post(t_st + 95000, "mon", f"gateway: session resumed (close 1006 → resume ok in 2.{r.randint(0, 9)}s, "
           f"0 events missed)", kind="noise")

    # hourly heartbeats, risk heartbeats, model-run status
    for h in [x * 1.5 for x in range(16)]:
        d.post(d.T(h + 0.01, 2), "mon", f"💓 ils-feed ok · q={r.choice([0, 0, 0, 1, 2])} · lag {r.uniform(0.1, 0.9):.1f}s · "
               f"{d.date:%d/%m} {int(h):02d}:{int((h % 1) * 60):02d}Z", kind="noise")
    for h in (2, 8, 15.5, 20):
        d.post(d.T(h + 0.5, 8), "risk", f"riskd hb ok checks={r.randint(52, 61)} breaches=0 p99_ms={r.randint(140, 320)} "
               f"feed=ok", kind="noise")
    for h, job in ((5.5, "MTM refresh: 47 positions marked, 0 stale, 2 broker marks missing (FUJN, CASC)"),
                   (6.0, "broker run ingest: 6 dealers, 211 lines, 3 unparsed"),
                   (12.0, "intraday MTM: 47 positions, max move {mv} on {tick}"),
                   (18.0, "exposure cube rebuilt: 9 zones, 14 perils, 0 missing ELs"),
                   (22.5, "NAV calc kicked off for {dd}")):
        job = job.format(mv=_p(r.uniform(0.5, 2.5)), tick=tb[0]["tick"], dd=d.date.strftime("%d-%b"))
        d.post(d.T(h, 3), "cron", f"[cron {int(h):02d}:{int(round((h % 1) * 60)):02d}Z] {job}", kind="noise")
    for h, txt in ((7.0, "NAV est. (07:00Z)"), (16.5, "NAV est. (16:30Z)"), (22.1, "NAV est. (22:00Z)")):
        d.post(d.T(h, 4), "nav", f"{txt} · {FUND} ${r.uniform(405, 420):.1f}mm · d/d {r.uniform(-0.6, 0.2):+.2f}% · "
               f"largest contributor {tb[0]['tick']} {r.uniform(-0.4, -0.05):+.2f}%", kind="noise")
    for h in (9.4, 15.4, 21.4):
        rid = r.randint(9300, 9800)
        d.post(d.T(h, 6), "model", f"model-run {rid}: storm-conditioned refresh queued after adv", kind="noise")
        d.post(d.T(h + 0.45, 6), "model", f"model-run {rid}: complete ({r.randint(12, 24)}m) · results in thread",
               kind="noise")
    d.post(d.T(14.8, 20), "ci", f"ci: risk-engine riskd v3.{r.randint(8, 12)}.{r.randint(0, 9)} canary 10% → 100% ✅",
           kind="noise")
    d.post(d.T(19.7, 20), "mon", "gateway: reconnect (op 7) · resumed seq ok · 0 missed", kind="noise")
    alerts = []
    for _ in range(r.randint(6, 8)):
        b = r.choice([P[k] for k in HELD] + [P["FUJN"], P["NORD"]])
        mv = r.uniform(-1.8, 0.6)
        alerts.append(d.post(d.T(r.uniform(6.5, 20.5), 0), "px",
                             f"⚠️ px alert: {b['name']} mid {_p(float(b['pxs']) + mv / 2)} ({mv:+.2f} d/d) crossed "
                             f"alert band {_p(float(b['pxs']) - 0.5)}", kind="noise"))

    # ---------------- London morning ----------------------------------------------------------
    g = d.post(d.T(6.55, 10), "tr", r.choice(["morning", "mornin all", "morning. on"]), kind="noise")
    d.post(d.after(g, 6, 8), "tr", f"{S} overnight: cone nudged {r.choice(['west', 'east', 'north'])} ~{r.randint(20, 60)}nm, "
           f"{tgt['region']} names {r.choice(['1pt', '1-2pts', '~1.5pt'])} lower in the early runs, no prints")
    run1 = d.post(d.T(7.25, 8), "bd", _broker_run(d, P, r.choice(["GS", "Swiss Re CM"]), "#ils-flow"), kind="near",
                  idiom=("broker-dealer relayed secondary run (other desk)", "not_hard"))
    # trade A proposal (shorthand)
    szA = r.choice([2, 2, 3, 1.5])
    szA_s = f"{szA:g}mm"
    pxA = _p(float(A["pxs"]) - r.uniform(0.15, 0.4))
    offA = _p(float(pxA) + r.uniform(0.2, 0.4))
    va = r.randrange(3)
    if va == 0:
        cA = f"prop: b {szA_s} {A['short']} @ {pxA}. {A['zone']} has room, EL {A['el']:.2f} AIR. CO ok?"
        fA = ["b " + szA_s, A["short"], pxA]
        ph = "shorthand"
    elif va == 1:
        cA = (f"[PROP] bid {szA_s} {A['short']} ({A['cusip']}) @ {pxA}, {brokerA} offer {offA} in {szA_s}. "
              f"sprd at my bid ~{A['sprd'] + 0.3:.2f}%. pls approve")
        fA = ["bid " + szA_s, A["short"], pxA]
        ph = "tagged"
    else:
        cA = f"looking to pay {pxA} for {szA_s} {A['short']}, {brokerA} axed seller. ok to go?"
        fA = ["pay " + pxA, szA_s, A["short"]]
        ph = "shorthand"
    propA = d.post(d.T(8.05, 20), "tr", cA, hard=("trade_proposal", fA, ph),
                   idiom=("mm-suffixed shorthand bid proposal awaiting PM", "trade_proposal"))
    hyp = d.post(d.after(propA, 12, 10), "tr",
                 f"what if we bought some {B['short']} here into the cone? if {S} goes 80nm east it's a 2pt pop",
                 kind="near", idiom=("'what if we bought' hypothetical", "not_hard"))
    d.post(d.T(8.35, 10), "bd", f"🔁 [relay #ils-flow] color: {P['KEST']['short']} traded {_p(float(P['KEST']['pxs']) - 0.1)} "
           f"({r.choice([3, 5, 7])}mm, DNT) · {P['NORD']['short']} {_p(float(P['NORD']['pxs']) - 0.2)} bid no offer · "
           f"not our orders", kind="near")
    of = r.choice(OTHER_FUNDS)
    ob = r.choice([P["PALM"], P["NORD"], P["LOAK"]])
    oface = r.choice(["4,000,000", "2,500,000", "6,000,000"])
    d.post(d.T(8.55, 10), "tcap", "", kind="near",
           idiom=("trade-capture embed for another fund of the manager", "not_hard"),
           embeds=[_tcap_embed("Trade captured", of, ob["name"], ob["cusip"], r.choice(["SELL", "BUY"]), oface,
                               _p(float(ob["pxs"]) + 0.15), r.choice(BROKERS), f"T+2 · {d.date + timedelta(days=2):%d-%b}",
                               f"alloc A-{r.getrandbits(24):06x} · tradecap 3.4.1 · book {of.split()[1].upper()}")])
    # deleted proposal (wrong book)
    pxS = _p(float(P["SEQF"]["pxs"]) + 0.2)
    delp = d.post(d.T(8.8, 10), "tr", f"prop: s 1mm {P['SEQF']['short']} @ {pxS} vs the 101 handle bid",
                  hard=("trade_proposal", ["s 1mm", P["SEQF"]["short"], pxS], "shorthand"))
    delp.deleted_at = d.after(delp, 1.5, 1)
    delp.snippet = f"s 1mm {P['SEQF']['short']} @ {pxS} vs the 101 handle"
    d.post(delp.deleted_at + r.randint(15000, 40000), "tr", "ignore that, wrong book", kind="noise")
    mob = d.post(d.T(10.25, 10), "tr", f"GS ILS desk mobile for tonight if chat dies: Marco +44 7700 9{r.randint(10, 99)} "
                 f"{r.randint(100, 999)}", kind=None)
    mob.forgot = (d.T(11.7, 6), "ops")
    mob.snippet = "GS ILS desk mobile for tonight"
    # equity hedge: buy MRH blocked by compliance
    oidM = d.oid()
    mrhp = _p(d.mrh - 0.1)
    d.dropping = r.random() >= 0.3
    mrh = d.post(d.T(9.05, 8), "tr", f"s 15k MRH @ {mrhp} lmt, adds to the reinsurer short vs the Gulf book (ord {oidM})",
                 hard=("trade_proposal", ["s 15k MRH", mrhp, oidM], "shorthand"),
                 idiom=("k-suffixed equity hedge shorthand", "trade_proposal"))
    d.post(d.after(mrh, 0.3, 0.5), "comp",
           f"🚫 pre-trade BLOCKED ord={oidM} SELL SHORT 15,000 MRH (Meridian Re Holdings) · issuer on restricted list since "
           f"{(d.date - timedelta(days=1)):%Y-%m-%d} ref RL-{r.randint(2100, 2300)} · contact compliance before re-entry",
           hard=("risk_limit", ["BLOCKED", oidM, "restricted list"], "structured"))
    d.post(d.after(mrh, 2, 2), "tr", "ah. forgot MRH went on the list. dropping it", kind=None)
    d.dropping = False
    # region-only advisory 09:00 (held news, no exposure tag)
    adv2 = adv + 1
    a2 = d.post(d.T(8.98, 4), "wire",
                _nhc(d, S, adv2, "4:00 AM CDT", "0900", lat + 0.7, lon - 0.5, wind + 5, pres - 4, tgt,
                     "Hurricane Warning", 48, None),
                thread=thr_storm,
                hard=("held_position_news", [f"Hurricane {S}", tgt["coast"]], "untagged"),
                idiom=("storm advisory naming only a covered region, no bond", "held_position_news"))
    # watchlist news (MRH)
    mrh_lo = r.choice([160, 180, 200])
    mrhn = d.post(d.T(9.2, 15), "wire",
                  f"📰 Meridian Re Holdings (MRH) pre-announces Q3 catastrophe losses of ${mrh_lo}–{mrh_lo + 40}m net of "
                  f"reinsurance and reinstatement premiums, mainly US severe convective storm and Hurricane {S} "
                  f"reserves; shares −{r.uniform(2.5, 5.5):.1f}% pre-market.",
                  hard=("watchlist_news", ["Meridian Re Holdings", f"${mrh_lo}–{mrh_lo + 40}m"], "untagged"))
    q = d.post(d.after(mrhn, 6, 6), "tr",
               "> Reuters: Lloyd's market reports H1 combined ratio of 86.4%, best half-year since 2007\n"
               "nice for them, nothing for us", kind="near", idiom=("quoted unrelated market headline", "not_hard"))
    run2 = d.post(d.T(9.55, 10), "bd", _broker_run(d, P, r.choice(["Citi", "GC Securities", "BNP"]), "#ils-rv"),
                  kind="near")
    # HPR hedge stop, moved twice by edit
    hpr0 = d.hpr + r.uniform(1.8, 2.4)
    s0, s1, s2 = _p(hpr0), _p(hpr0 - 0.6), _p(hpr0 - 1.1)
    stopm = d.post(d.T(9.8, 10), "tr", f"HPR short 40k sh (hedge vs Gulf book): stop {s0}",
                   hard=("stop_or_target_change", ["HPR", s2], "shorthand"),
                   idiom=("stop on equity hedge moved twice by editing the message", "stop_or_target_change"))
    stopm.edits.append((d.T(13.7, 10), f"HPR short 40k sh (hedge vs Gulf book): stop {s1} (trailing)"))
    stopm.edits.append((d.T(15.9, 10), f"HPR short 40k sh (hedge vs Gulf book): stop {s2} (trailing, moved again)"))
    stopm.superseded = [s0, s1]
    # BWIC (other desk / third party)
    bw = d.post(d.T(10.4, 10), "bd", _bwic(d, P), kind="near")
    old = d.post(d.T(10.8, 15), "tr",
                 f"remember we sold {P['FUJN']['short']} at 100.90 back in June. would be {P['FUJN']['pxs']} now. "
                 f"good riddance", kind="near", idiom=("past trade told as history", "not_hard"))

    # ---------------- Bermuda morning ---------------------------------------------------------------
    mn_content, mn_hard = _pm_morning_note(d, S, tgt, lim_in_note, LIMITS[tgt["zone"]], red, bz,
                                           pml0[bz] / LIMITS[bz] * 100)
    mnote = d.post(d.T(11.05, 8), "pm", mn_content, hard=mn_hard, kind=None if mn_hard else "near")
    if mn_hard:
        mnote.pins.append((d.after(mnote, 2, 2), "pm"))
        mnote.reactions.append((d.after(mnote, 2, 2), "📌", "pm"))
    vap = r.randrange(3)
    limA = _p(float(pxA) + r.choice([0.0, 0.05, 0.10]))
    if vap == 0:
        cap_, fap = f"Approved, proceed at {limA} or better.", ["Approved", limA]
    elif vap == 1:
        small = f"{max(1, szA - 1):g}mm"
        cap_, fap = (f"Approved for {small} rather than {szA_s}; proceed at {limA} or better.",
                     ["Approved for " + small, limA])
    else:
        cap_, fap = (f"Approved. Please keep it at {limA} or lower and withdraw the order by 16:00 London.",
                     ["Approved", limA])
    apA = d.post(d.T(11.3, 6), "pm", cap_, reply=propA, hard=("trade_approval", fap, "reply"),
                 idiom=("formal reply approval with price limit", "trade_approval"))
    apA.reactions.append((d.after(apA, 0.5, 1), "👍", "tr"))
    apA.pins.append((d.after(apA, 1, 1), "pm"))
    ack = d.post(d.after(apA, 1, 1), "tr", r.choice(["ty", "👍", "thx"]), kind="noise", reply=apA)
    szW = fap[0].replace("Approved for ", "") if vap == 1 else szA_s
    work = d.post(d.after(apA, 4, 3), "tr", f"working {szW} @ {pxA} w/ {brokerA}, firm til 16:00 ldn",
                  hard=("trade_confirmation", ["working", szW, pxA], "shorthand"))
    # bulk delete of the retry loop by ops
    bd_t = d.T(11.6, 8)
    d.bulk_groups.append((bd_t, "ops", loop))
    for m_ in loop:
        m_.snippet = m_.content.split(" backoff")[0]
    d.post(bd_t + 20000, "ops", "cleared the px-3 retry spam from overnight, worker is stable now", kind=None)
    # ILW proposal (Priya) and approval
    ilw = d.post(d.T(11.85, 10), "an",
                 f"Proposal for approval: write a ${ilw_lim}mm US named-storm ILW, PCS industry loss trigger "
                 f"${ilw_trig}bn, 1 Oct 2026 to 30 Sep 2027, at {rol}% rate on line. The Aon quote is firm until "
                 f"Thursday. On a 1-in-100 basis it uses about ${ilw_lim * 0.6:.1f}mm of the Florida and Gulf "
                 f"aggregates combined.",
                 hard=("trade_proposal", ["ILW", f"${ilw_lim}mm", f"{rol}% rate on line"], "untagged"))
    ilwa = d.post(d.T(12.95, 10), "pm",
                  f"Approved at {rol}% rate on line or higher, but for ${ilw_lim2}mm rather than ${ilw_lim}mm.",
                  reply=ilw, hard=("trade_approval", ["Approved", f"${ilw_lim2}mm", f"{rol}%"], "reply"))
    # PML breach after ILW booking
    lim_v = LIMITS[bz]
    pml = d.post(d.after(ilwa, 22, 10), "risk",
                 f"PML_BREACH peril=US_WIND zone={bz} metric=pml_1in100 value={val_v:.1f}mm limit={lim_v:.1f}mm "
                 f"util={val_v / lim_v * 100:.1f}% cause=ILW booking action=block_new_buys owner=outerbridge",
                 hard=("risk_limit", ["PML_BREACH", f"zone={bz}", f"{val_v:.1f}mm", "block_new_buys"], "structured"),
                 idiom=("key=value PML breach line", "risk_limit"))
    d.post(d.after(pml, 3, 3), "an", f"that's the ILW, {bz} was already at {pml0[bz] / lim_v * 100:.0f}%. will redo "
           f"the cube once the booking is split by state", kind=None)
    clr = d.post(d.after(pml, 15, 8), "risk",
                 f"PML_CLEAR peril=US_WIND zone={bz} metric=pml_1in100 value={clear_v:.1f}mm limit={lim_v:.1f}mm "
                 f"util={clear_v / lim_v * 100:.1f}% cause=ILW re-booked by state action=unblock owner=outerbridge",
                 hard=("risk_limit", ["PML_CLEAR", f"zone={bz}", "action=unblock"], "structured"))

    # trade A fill
    fillA = d.post(d.T(12.5, 15), "tr", f"hit. {szW} {A['short']} @ {pxA} w/ {brokerA}", reply=work,
                   hard=("trade_fill", ["hit", szW, A["short"], pxA], "reply"),
                   idiom=("'hit' reply to own working bid as fill", "trade_fill"))
    faceA = f"{int(float(szW[:-2]) * 1_000_000):,}"
    tagged = r.random() < 0.5
    embA = _tcap_embed("Trade captured", FUND, A["name"], A["cusip"], "BUY", faceA, pxA, brokerA,
                       f"T+2 · {d.date + timedelta(days=2):%d-%b}",
                       f"alloc A-{r.getrandbits(24):06x} · tradecap 3.4.1 · book ILSOPP")
    if tagged:
        cap = d.post(d.after(fillA, 2, 2), "tcap", f"[FILL] {FUND} BUY {faceA} {A['name']} @ {pxA}", embeds=[embA],
                     hard=("trade_fill", ["[FILL]", "BUY", faceA, A["name"], pxA], "tagged"))
    else:
        cap = d.post(d.after(fillA, 2, 2), "tcap", "", embeds=[embA],
                     hard=("trade_fill", [A["name"], "BUY", faceA, pxA], "embed"),
                     idiom=("embed-only trade capture allocation for this fund", "trade_fill"))
    cap.reactions.append((d.after(cap, 1, 2), "✅", "pm"))

    # trade B: buy into the cone, risk-resized
    oidB = d.oid()
    pxB = _p(float(B["pxs"]) - r.uniform(0.3, 0.8))
    propB = d.post(d.T(13.1, 10), "tr",
                   f"b 3mm {B['short']} @ {pxB} — cheap if {S} misses, {tgt['zone']} will squawk so size-down is fine "
                   f"(ord {oidB})", hard=("trade_proposal", ["b 3mm", B["short"], pxB], "shorthand"))
    if r.random() < 0.5:
        apB = d.post(d.after(propB, 6, 8), "pm", "👍 send it", reply=propB,
                     hard=("trade_approval", ["👍", "send it"], "reply"),
                     idiom=("emoji approval reply '👍 send it'", "trade_approval"))
    else:
        apB = d.post(d.after(propB, 6, 8), "pm", f"Approved, proceed at {pxB} or better, subject to riskd.",
                     reply=propB, hard=("trade_approval", ["Approved", pxB], "reply"))
    q2 = d.post(d.after(apB, 1, 1), "an", f"Is that inside the {tgt['zone']} cap after this morning's marks?",
                kind="near", reply=apB)
    d.post(d.after(q2, 1, 1), "tr", "riskd will tell us", kind=None)
    d.dropping = r.random() < 0.5
    ordB = d.post(d.after(apB, 3, 2), "tcap", "",
                  embeds=[dict(title=f"Order NEW · {oidB}", description=f"{B['name']} ({B['cusip']})", author="ils-oms",
                               fields=[dict(name="Side", value="BUY", inline=True),
                                       dict(name="Face", value="3,000,000", inline=True),
                                       dict(name="Limit", value=pxB, inline=True),
                                       dict(name="Status", value="SENT → pending riskd", inline=True),
                                       dict(name="Broker", value=f"{brokerB} (voice)", inline=True)],
                               footer=f"ils-oms 4.2 · {FUND} · trader t.reeve")],
                  hard=("trade_confirmation", [oidB, "SENT", "3,000,000"], "embed"))
    d.dropping = False
    rz = d.post(d.after(ordB, 0.2, 0.3), "risk", json.dumps(
        {"evt": "pre_trade", "order": oidB, "instrument": B["name"], "side": "BUY", "req_face": 3000000,
         "approved_face": 1750000, "action": "RESIZED", "rule": "in_cone_add_cap",
         "detail": "adds to bonds inside an active NHC cone are capped at 1.75mm per bond per day",
         "zone": tgt["zone"], "zone_pml_after_mm": round(pml0[tgt["zone"]] + 1.0, 1),
         "zone_limit_mm": lims1[tgt["zone"]]}, ensure_ascii=False),
        hard=("risk_limit", ['"RESIZED"', oidB, "1750000"], "structured"),
        idiom=("JSON pre-trade resize from risk engine", "risk_limit"))
    d.dropping = r.random() < 0.6
    wB = d.post(d.after(rz, 0.3, 0.3), "tcap", "",
                embeds=[dict(title=f"Order WORKING · {oidB}", description=f"{B['name']} resized by riskd",
                             fields=[dict(name="Side", value="BUY", inline=True),
                                     dict(name="Face", value="1,750,000", inline=True),
                                     dict(name="Limit", value=pxB, inline=True),
                                     dict(name="Status", value="WORKING", inline=True)],
                             footer=f"ils-oms 4.2 · {brokerB} · good till 16:00 London")],
                hard=("trade_confirmation", [oidB, "WORKING", "1,750,000"], "embed"))
    d.dropping = False

    # new issue thread
    nst = d.post(d.T(12.15, 6), "model", f"🧵 {NEWI['name']} — primary review")
    thr_ni = Thread(nst, f"{NEWI['name']} — primary review")
    floor = r.choice(["8.25", "8.50", "8.75"])
    ni_note, ni_facts = _newissue_note(d, floor, P, pml1["US_WIND_GULF"] / lims1["US_WIND_GULF"] * 100)
    ninote = d.post(d.after(nst, 3, 3), "model", ni_note, thread=thr_ni,
                    hard=("trade_proposal", ni_facts, "buried"),
                    attachments=[d.attach("gulf_harbor_2026-1_OM_summary.pdf", r.randint(380000, 900000))])
    niq = d.post(d.after(ninote, 25, 15), "an",
                 f"Do we know whether {NEWI['sponsor']} has any cascading cover from the Texas program? It would change "
                 f"how I read the attachment.", thread=thr_ni, kind="near")
    nia = d.post(d.T(13.95, 10), "pm", f"Approved. Put in for $5mm at {floor}% or wider; do not chase it inside that.",
                 thread=thr_ni, reply=ninote, hard=("trade_approval", ["Approved", "$5mm", f"{floor}%"], "reply"))
    ioi = d.post(d.after(nia, 9, 6), "tr", f"IOI in w/ Aon Secs: $5mm {NEWI['short']} @ {floor}% floor, logged on their book",
                 thread=thr_ni, hard=("trade_confirmation", ["IOI in", "$5mm", f"{floor}%"], "shorthand"),
                 idiom=("IOI logged into primary new issue", "trade_confirmation"))
    d.post(d.after(ioi, 1, 1), "comp",
           f"wall-crossing recorded: t.reeve · {NEWI['name']} (primary) · by Aon Securities · expires on pricing",
           thread=thr_ni, kind="noise")

    # ---------------- afternoon ---------------------------------------------------------------------
    # 15:00 advisory (explicit exposure, long)
    a3 = d.post(d.T(14.97, 4), "wire",
                _nhc(d, S, adv + 2, "10:00 AM CDT", "1500", lat + 1.3, lon - 0.9, wind + 10, pres - 9, tgt,
                     "Hurricane Warning", 36,
                     "Book exposure (auto): " + "; ".join(f"{b['name']} ({b['trig']}, {b['zone']})" for b in tb)),
                thread=thr_storm,
                hard=("held_position_news", [f"Hurricane {S}"] + [b["name"] for b in tb], "structured"))
    # PM thesis update
    X = tb[0]
    cond = f"{r.uniform(7.5, 14.0):.1f}"
    tv = r.random()
    if tv < 0.6 and X is not B:
        th = d.post(d.after(a3, 12, 10), "pm",
                    f"Change of view on {X['name']}: with the revised conditional loss of {cond}% on the current track, "
                    f"I am moving it from hold to reduce, and conviction is cut from medium to low. We sell into "
                    f"strength, not into an advisory.", thread=thr_storm,
                    hard=("thesis_update", [X["name"], "hold to reduce"], "untagged"))
    elif tv < 0.6:
        th = d.post(d.after(a3, 12, 10), "pm",
                    f"Change of view on {X['name']}: the market is now discounting more than the revised conditional "
                    f"loss of {cond}%, so I am moving it from hold to accumulate and raising conviction to medium-high.",
                    thread=thr_storm, hard=("thesis_update", [X["name"], "hold to accumulate"], "untagged"))
    else:
        th = d.post(d.after(a3, 12, 10), "pm",
                    f"I have re-read the conditional numbers ({cond}% on the current track) and my view on {X['name']} "
                    f"is unchanged: it remains a hold, and I am keeping conviction at medium.", thread=thr_storm,
                    hard=("thesis_update", [X["name"], "view on", "unchanged"], "untagged"))
    d.post(d.after(th, 2, 2), "tr", "ok", kind="noise", thread=thr_storm)
    # held news (company)
    if r.random() < 0.5:
        hn = d.post(d.T(15.55, 10), "wire",
                    "📰 AM Best places the A- financial strength rating of Coastal Shield Insurance under review with "
                    "negative implications, citing Florida catastrophe concentration and reliance on reinsurance "
                    "recoveries.",
                    hard=("held_position_news", ["Coastal Shield Insurance", "under review with negative implications"],
                          "untagged"))
    else:
        lo = r.choice([290, 310, 330])
        hn = d.post(d.T(15.55, 10), "wire",
                    f"📰 Harbour Point Re raises its Q3 catastrophe loss estimate to ${lo}m–${lo + 50}m from $240m; "
                    f"shares −{r.uniform(2.0, 4.0):.1f}% in New York.",
                    hard=("held_position_news", ["Harbour Point Re", f"${lo}m–${lo + 50}m"], "untagged"))
    bp = r.randint(228, 262)
    d.dropping = r.random() >= 0.45
    cds = d.post(d.after(hn, 7, 6), "tr",
                 f"prop: buy 5mm 5y CDS Coastal Shield Ins @ {bp}bp (protection), on top of the existing 5mm. "
                 f"{S} + ratings noise",
                 hard=("trade_proposal", ["buy 5mm 5y CDS", "Coastal Shield", f"{bp}bp"], "shorthand"))
    if r.random() < 0.5:
        cdsa = d.post(d.after(cds, 5, 5), "pm", f"Approved, proceed at {bp + 5}bp or tighter.", reply=cds,
                      hard=("trade_approval", ["Approved", f"{bp + 5}bp"], "reply"))
    else:
        cdsa = d.post(d.after(cds, 5, 5), "pm", f"ok go, {bp + 5}bp max", reply=cds,
                      hard=("trade_approval", ["ok go", f"{bp + 5}bp"], "reply"),
                      idiom=("two-word reply approval 'ok go'", "trade_approval"))
    cdsf = d.post(d.after(cdsa, 14, 10), "tr", f"done 5mm 5y Coastal Shield @ {bp + 2}bp w/ BNP",
                  hard=("trade_fill", ["done 5mm", "Coastal Shield", f"{bp}bp"], "shorthand"),
                  idiom=("fill corrected by edit", "trade_fill"))
    cdsf.edits.append((d.after(cdsf, 3, 3), f"done 5mm 5y Coastal Shield @ {bp}bp w/ BNP (corr)"))
    cdsf.superseded = [f"{bp + 2}bp"]
    d.dropping = False
    # partial fill B, then cancel
    pxB_typo = _p(float(pxB) + 0.5)
    pfB = d.post(d.T(15.3, 10), "tr", f"1mm {B['short']} done @ {pxB_typo}, 0.75 left working", reply=propB,
                 hard=("trade_fill", ["1mm", B["short"], pxB], "reply"))
    pfB.edits.append((d.after(pfB, 2, 2), f"1mm {B['short']} done @ {pxB}, 0.75 left working (px fixed)"))
    pfB.superseded = [pxB_typo]
    cxl = d.post(d.T(16.05, 6), "tr", f"cxl rest of {oidB} (0.75mm), runs fading into the 4pm adv",
                 hard=("trade_confirmation", ["cxl", oidB, "0.75mm"], "shorthand"))
    d.dropping = r.random() < 0.65
    d.post(d.after(cxl, 0.4, 0.3), "tcap", "",
           embeds=[dict(title=f"Order CANCELLED · {oidB}", description=f"{B['name']} · remaining 750,000 cancelled",
                        fields=[dict(name="Filled", value="1,000,000", inline=True),
                                dict(name="Avg px", value=pxB, inline=True),
                                dict(name="Status", value="CANCELLED", inline=True)],
                        footer=f"ils-oms 4.2 · {brokerB}")],
           hard=("trade_confirmation", [oidB, "CANCELLED", "750,000"], "embed"))
    d.dropping = False
    # EQ / WF model note: thesis confirm buried or none
    eqdec = r.random() < 0.55
    eq_note, eq_h = _eq_note(d, P, eqdec)
    d.post(d.T(15.2, 20), "model", eq_note, hard=eq_h, kind=None if eq_h else "near")
    # wildfire (held or not)
    if r.random() < 0.4:
        fire = r.choice(["Cedar Flats", "Dutch Gulch", "Manzanita", "Oak Hollow"])
        county = r.choice(["Butte", "Sonoma", "Ventura", "Shasta"])
        acres = f"{r.randint(14, 48) * 1000 + r.randint(0, 999):,}"
        wf = d.post(d.T(16.8, 20), "wire",
                    f"🔥 CAL FIRE update — {fire} Fire ({county} County): {acres} acres, {r.randint(5, 30)}% contained, "
                    f"{r.randint(120, 600)} structures destroyed, evacuation orders in place.\n"
                    f"Book exposure (auto): {EM['name']} (CA wildfire, annual aggregate) — modelled YTD aggregate now "
                    f"~${r.uniform(0.45, 0.8):.2f}bn vs {EM['attach']} attachment.",
                    hard=("held_position_news", [f"{fire} Fire", EM["name"]], "structured"))
    else:
        wf = d.post(d.T(16.8, 20), "wire",
                    f"🔥 InciWeb: {r.choice(['Rock Creek', 'Badger Flat', 'Sheep Mountain'])} Fire "
                    f"({r.choice(['Idaho', 'Oregon', 'Arizona'])}): {r.randint(1500, 6000):,} acres, "
                    f"{r.randint(30, 70)}% contained, no structures threatened.\nBook exposure (auto): none",
                    kind="near")
    d.post(d.T(16.35, 6), "tr", r.choice(["off. Catherine has the book", "heading off, PM has it from here",
                                          "gn, back 7am ldn"]), kind="noise")
    # take-profit
    tp = _p(float(tp_b["pxs"]) + r.uniform(0.4, 0.8))
    tpm = d.post(d.T(16.7, 12), "pm",
                 f"Please set a take-profit on {tp_b['name']} at {tp}; we will sell half of the position there.",
                 hard=("stop_or_target_change", [tp_b["name"], "take-profit", tp], "untagged"))
    d.post(d.after(tpm, 4, 4), "an", "Done in the OMS, alert set as well.", kind=None, reply=tpm)

    # ---------------- evening ---------------------------------------------------------------------
    ni_news = d.post(d.T(17.2, 15), "wire",
                     f"📰 {NEWI['name']}: price guidance revised to {floor}–{float(floor) + 0.25:.2f}% (from "
                     f"{float(floor) + 0.25:.2f}–{float(floor) + 1.0:.2f}%), size upsized to $325m; books close tomorrow "
                     f"noon ET.", thread=thr_ni,
                     hard=("watchlist_news", [NEWI["name"], f"{floor}–{float(floor) + 0.25:.2f}%"], "untagged"))
    alloc = d.post(d.T(18.6, 20), "tcap", "", thread=thr_ni,
                   embeds=[dict(title="Primary allocation", description=f"{NEWI['name']} · 144A · bookrunner Aon Securities",
                                fields=[dict(name="Fund", value=FUND, inline=True),
                                        dict(name="Indicated", value="5,000,000", inline=True),
                                        dict(name="Allocated", value="3,500,000", inline=True),
                                        dict(name="Price", value="100.00", inline=True),
                                        dict(name="Spread", value=f"{floor}%", inline=True)],
                                footer=f"tradecap 3.4.1 · settle T+5 · alloc P-{r.getrandbits(24):06x}")],
                   hard=("trade_fill", [NEWI["name"], "3,500,000", "100.00"], "embed"))
    alloc.reactions.append((d.after(alloc, 2, 3), "🎉", "tr"))
    # Priya sell proposal, declined
    pxE = _p(float(EM["pxs"]) - r.uniform(0.3, 0.7))
    d.dropping = r.random() >= 0.6
    pe = d.post(d.T(18.1, 15), "an",
                f"Suggest we sell 2mm {EM['short']} at {pxE}. The fire season is running hot and the modelled aggregate "
                f"is well on its way to the attachment. Proposal for approval.",
                hard=("trade_proposal", ["sell 2mm", EM["short"], pxE], "untagged"))
    pd_ = d.post(d.after(pe, 22, 15), "pm",
                 f"Declined. We are paid {EM['sprd']:.2f}% to carry exactly this risk, and {pxE} prices in more than the "
                 f"model does.", reply=pe, hard=("trade_approval", ["Declined", pxE], "reply"),
                 idiom=("'Declined.' reply with reason", "trade_approval"))
    d.post(d.after(pd_, 3, 3), "an", f"Understood. A stop at 95.00 on {EM['short']} would be my fallback if the season "
           f"keeps going, but that is for another day.", kind="near", reply=pd_,
           idiom=("stop level mentioned as a hypothetical fallback", "not_hard"))
    d.dropping = r.random() >= 0.65
    rt = d.post(d.T(19.1, 15), "pm",
                f"I am routing the {P['KEST']['name']} trustee's collateral substitution notice to Priya; Priya, please "
                f"confirm the eligible-investment criteria are met before Friday.",
                hard=("route_decision", ["routing", "collateral substitution notice", "Priya"], "untagged"))
    d.dropping = r.random() >= 0.65
    nr = d.post(d.T(19.3, 15), "pm",
                f"The quarterly servicer report for {P['SEQF']['name']} is administrative; no action is required and I "
                f"am not routing it to anyone.",
                hard=("no_route_decision", ["no action is required", "not routing it"], "untagged"))
    d.dropping = False
    # limit change (if not in morning note)
    if not lim_in_note:
        newcap = r.choice(["$12mm", "$14mm"])
        lc = d.post(d.T(20.4, 15), "pm",
                    f"Risk limit change: the per-issuer cap for any single cat bond is raised from $10mm to {newcap} of "
                    f"face, effective tomorrow, to accommodate the {NEWI['short']} allocation. riskd is being updated.",
                    hard=("risk_limit", ["per-issuer cap", newcap], "untagged"))
        lc.pins.append((d.after(lc, 1, 1), "pm"))
        lc.reactions.append((d.after(lc, 1, 1), "📌", "pm"))
        d.dropping = r.random() < 0.7
        d.post(d.after(lc, 10, 6), "risk", f"limit_update key=per_issuer_cap old=10.0mm new={newcap[1:]} "
               f"effective={(d.date + timedelta(days=1)):%Y-%m-%d} by=outerbridge",
               hard=("risk_limit", ["per_issuer_cap", f"new={newcap[1:]}"], "structured"))
        d.dropping = False
    # forgotten collateralised-re proposal (cedent confidential)
    ctr = d.post(d.T(20.0, 20), "an",
                 f"Proposal: write $7.5mm of the Coastal Shield Insurance 2026 Florida XoL 2nd layer ($150m xs $350m) "
                 f"at 11.0% ROL through the collateralised re cell. Their CRO shared the internal loss pick of "
                 f"${r.randint(38, 55)}m for the layer in confidence.",
                 hard=("trade_proposal", ["$7.5mm", "Florida XoL 2nd layer", "11.0% ROL"], "untagged"))
    ctr.forgot = (d.after(ctr, 25, 10), "ops")
    ctr.snippet = "Their CRO shared the internal loss pick"
    d.post(ctr.forgot[0] + 30000, "ops", "Removed a message above that quoted cedent-confidential numbers. Please keep "
           "those to the data room.", kind=None)
    # PM history / hypothetical
    d.post(d.T(19.6, 20), "pm",
           "For the record, after Ian in 2022 the Florida indemnity names marked down by fifteen to twenty points and "
           "took the better part of a quarter to recover. I do not expect anything comparable here.", kind="near",
           idiom=("past hurricane loss recollection", "not_hard"))
    d.post(d.T(21.0, 20), "pm",
           f"Hypothetically, if {S} stalls offshore for another day, surge becomes the main driver of the "
           f"{tgt['region']} losses. We should think about that before the weekend.", kind="near")
    # 21:00 advisory (fish storm / far typhoon)
    ty = r.choice(TYPHOONS)
    d.post(d.T(21.1, 6), "wire",
           f"🌀 JMA: Typhoon No. {r.randint(12, 19)} ({ty}) {r.uniform(16, 21):.1f}N {r.uniform(124, 131):.1f}E, "
           f"10-min winds {r.choice([75, 85, 95])} kt, moving WNW, forecast toward the Luzon Strait and southern "
           f"Taiwan.\nBook exposure (auto): none ({P['FUJN']['name']} not held)", kind="near")
    # backtest / history note
    bt = d.post(d.T(21.5, 20), "model", _backtest_note(d, P), kind="near",
                idiom=("backtest of exit rule in modelling note", "not_hard"))
    paper = d.post(d.T(20.8, 20), "an",
                   f"Paper book update (tracking only, not orders): +2mm {P['NORD']['short']} @ {P['NORD']['pxs']}, "
                   f"−1mm {P['KEST']['short']} @ {P['KEST']['pxs']}. Model portfolio now 14 lines.", kind="near",
                   idiom=("paper/model portfolio trade", "not_hard"))
    eod = d.post(d.T(21.8, 15), "pm", _pm_eod(d, S, tgt, A, B, P), kind="near")
    d.post(d.after(eod, 3, 4), "an", r.choice(["Thank you. Good night.", "thanks, gn", "👍"]), kind="noise")
    d.post(d.T(23.2, 30), "tcap", "", kind="noise",
           embeds=[dict(title="Settlement", description=f"DVP settled · TC-{d.mmdd}-{r.randint(100, 999)} · Euroclear",
                        fields=[dict(name="Status", value="SETTLED", inline=True),
                                dict(name="Fund", value=r.choice([FUND] + OTHER_FUNDS), inline=True)],
                        footer="tradecap 3.4.1 · settlements")])
    d.post(d.T(20.2, 20), "comp", "Reminder: quarter-end personal account dealing attestations are due 30 Sep.",
           kind="noise")
    d.post(d.T(12.3, 30), "comp", f"pre-trade PASS ord={d.oid()} rules=14/14", kind="noise")
    # other-desk trade relayed, other fund trade
    d.post(d.T(14.2, 30), "bd", f"🔁 [relay #ils-flow] {OTHER_FUNDS[0]} sold {r.choice([3, 4, 5])}mm {P['PALM']['short']} "
           f"@ {_p(float(P['PALM']['pxs']) + 0.1)} to {r.choice(BROKERS)} (their book, FYI only)", kind="near",
           idiom=("another fund's trade relayed by the bridge", "not_hard"))
    d.post(d.T(17.9, 20), "bd", f"📨 BWIC results ({bw_time(d)}): " + _bwic_results(d, P), kind="near")
    d.post(d.T(13.5, 30), "wire", "📰 Artemis: Q3 catastrophe bond issuance reached $4.8bn across 19 deals, a record "
           "for the third quarter; average multiple at issue fell to 2.9x.", kind="near")
    d.post(d.T(18.8, 40), "wire", f"📰 Atlas Trident Re announces a ${r.choice([100, 150, 200])}m share buyback and a "
           f"special dividend.", kind="near")

    # long reports with no decision, snapshots, extra runs
    d.post(d.T(1.4, 20), "model", _exposure_report(d, P, pml0), kind="near",
           attachments=[d.attach(f"exposure_{d.mmdd}.csv", r.randint(18000, 42000))])
    d.post(d.T(7.6, 15), "wire", _market_wrap(d, P), kind="near")
    d.post(d.T(10.1, 20), "model", _rv_note(d, P), kind="near",
           idiom=("relative-value screen with rich/cheap calls, no order", "not_hard"))
    for h, n_ in ((9.75, adv2), (15.75, adv + 2), (21.75, adv + 3)):
        d.post(d.T(h, 12), "model", _storm_refresh(d, S, tgt, n_, P, tb), thread=thr_storm, kind="near")
    d.post(d.T(14.4, 20), "an", _analyst_long(d, P, tgt), kind="near")
    for h in (5.9, 11.9, 17.9):
        d.post(d.T(h, 8), "wire", _two(d, S, F, h), kind="near")
    for h, dealer in ((8.9, "Aon Secs"), (16.2, "BNP")):
        d.post(d.T(h, 12), "bd", _broker_run(d, P, dealer, r.choice(["#ils-flow", "#ils-rv"])), kind="near")
    d.post(d.T(19.9, 20), "pm", _ic_memo(d, S, tgt, P), kind="near",
           attachments=[d.attach(f"IC_memo_draft_{d.mmdd}.docx", r.randint(60000, 140000))])
    d.post(d.T(22.4, 15), "model", _pnl_attrib(d, P, tb), kind="noise")
    d.post(d.T(13.2, 20), "model", _hedge_note(d, S, tgt), kind="near")
    d.post(d.T(18.4, 20), "an", _loss_comparables(d, tgt), thread=thr_storm, kind="near")
    d.post(d.T(11.2, 30), "model", _sidecar_note(d), kind="near")
    d.post(d.T(6.2, 10), "model", _morning_brief(d, S, F, tgt, P, tb), kind="near")
    d.post(d.T(16.15, 8), "tr", _ldn_marks(d, P), kind=None)
    d.post(d.T(12.7, 30), "wire", _rn_digest(d), kind="near")
    d.post(d.T(18.9, 30), "an", _validation_note(d, P), kind="near")
    d.post(d.T(3.9, 30), "model", _offpeak_note(d, P), kind="near")
    d.post(d.T(10.7, 15), "model", _bermuda_summary(d, S, tgt, P, tb), kind="near")
    d.post(d.T(12.0, 20), "pm", _pm_storm_guidance(d, S, tgt), thread=thr_storm, kind=None)
    d.post(d.T(19.0, 30), "bd", _bwic_calendar(d), kind="near")
    d.post(d.T(13.4, 30), "an", _trustee_summary(d, P), kind="near")
    d.post(d.T(7.8, 20), "risk", _stress(d), kind="noise")
    pmq = d.post(d.after(ninote, 40, 20), "pm",
                 f"I have read the review. Before I decide, two points. Is the reset cap of 110% applied to the modelled "
                 f"EL at issue or to the attachment probability? And how much of the sponsor's Louisiana book sits in the "
                 f"parishes that drove the Ida loss? I would like both answered in this thread.",
                 thread=thr_ni, reply=ninote, kind="near")
    d.post(d.after(pmq, 12, 8), "model",
           f"1) The cap applies to the modelled EL at each reset, recalculated by the calculation agent with the model "
           f"version in force at issue; the attachment point moves to hold EL at or below 110% of the initial "
           f"{NEWI['el']:.2f}%.\n2) About {r.randint(18, 30)}% of the sponsor's Louisiana TIV is in Lafourche, "
           f"Terrebonne and Jefferson parishes. On an Ida re-run the sponsor loss would be roughly "
           f"${r.randint(700, 950)}m, well below the {NEWI['attach']} attachment.\nOn the cascading question from "
           f"Priya: the sponsor buys its traditional tower below this layer and no cover inures to the bond's "
           f"benefit, so the attachment is as stated.", thread=thr_ni, reply=pmq, kind=None)
    d.post(d.T(22.25, 15), "model", _handover(d, S, tgt, tb), thread=thr_storm, kind="near")
    for h in (8.4, 14.9):
        d.post(d.T(h, 20), "bd", _eq_cds_run(d), kind="near")
    d.post(d.T(9.9, 20), "model", _index_weekly(d), kind="near")
    for h in (7.7, 13.25):
        d.post(d.T(h, 10), "tr", "dealer indications, storm names (for the file):\n" + "\n".join(
            f"{b['short']}: " + ", ".join(f"{brk} {_p(float(b['pxs']) - r.uniform(0.6, 1.2))}/"
                                          f"{_p(float(b['pxs']) + r.uniform(0.4, 1.0))}"
                                          for brk in r.sample(BROKERS, 3)) for b in tb) + "\nall indicative, no prints",
               thread=thr_storm, kind=None)
    d.post(d.T(16.9, 30), "wire", f"📰 PCS weekly bulletin: no new catastrophe designations; {r.randint(2, 4)} prior events "
           f"resurveyed (severe convective storm, Midwest) with a combined +${r.uniform(0.2, 0.9):.1f}bn. Next bulletin "
           f"{(d.date + timedelta(days=7)):%d %b}.", kind="near")
    q3 = d.post(d.T(16.0, 15), "pm",
                f"Two questions for the modelling agent before tonight. First, how sensitive is the conditional loss on "
                f"{tb[0]['name']} to the demand-surge assumption if the industry loss lands between $20bn and $30bn? "
                f"Second, does the current track set still include any path that brings {S} over {tgt['spots'][2]} "
                f"as a major hurricane?", thread=thr_storm, kind="near")
    d.post(d.after(q3, 14, 10), "model",
           f"1) Demand surge: moving the assumption from 15% to 25% raises the conditional EL on {tb[0]['name']} by "
           f"about {r.uniform(0.8, 2.0):.1f} points of principal in the $20-30bn band; below $20bn industry the effect "
           f"is negligible because the layer does not attach.\n2) Yes: {r.randint(4, 11)}% of the filtered tracks pass "
           f"within 25 nm of {tgt['spots'][2]} at Category 3 or above. Those tracks account for roughly "
           f"{r.randint(40, 65)}% of the conditional loss.", thread=thr_storm, reply=q3, kind=None)
    for h in (6.1, 12.1, 17.6, 23.0):
        d.post(d.T(h, 8), "risk", _risk_snapshot(d, pml0 if h < 12.5 else pml1, LIMITS if h < 11 else lims1),
               kind="noise")
    for h, dealer in ((11.75, "Swiss Re CM"), (13.8, "Citi"), (15.1, "GS")):
        d.post(d.T(h, 12), "bd", _broker_run(d, P, dealer, r.choice(["#ils-flow", "#ils-rv", "#reinsurance-eq"])),
               kind="near")
    d.post(d.T(0.9, 20), "comp", _compliance_digest(d), kind="noise")
    d.post(d.T(2.4, 20), "model", _event_log(d, S, F, far_quake, tgt), kind="near")
    d.post(d.T(10.6, 20), "model", _pipeline_tracker(d), kind="near")
    d.post(d.after(ilw, 18, 10), "model", _ilw_pricing(d, ilw_lim, ilw_trig, rol), reply=ilw, kind="near")
    d.post(d.T(20.6, 20), "wire", _evening_wrap(d, P), kind="near")
    d.post(d.T(6.4, 10), "risk", _limits_report(d, pml0), kind="noise")
    d.post(d.T(17.0, 30), "an", _collateral_review(d, P), kind="near")
    for h in (8.2, 14.6):
        b = P[r.choice(HELD)]
        d.post(d.T(h, 30), "tcap", "", kind="noise",
               embeds=[dict(title="Coupon received", description=f"{b['name']} · quarterly coupon",
                            fields=[dict(name="Fund", value=FUND, inline=True),
                                    dict(name="Amount", value=f"USD {b['held'] * 1e6 * (b['sprd'] + 4.3) / 400:,.2f}",
                                         inline=True),
                                    dict(name="Rate", value=f"{b['sprd']:.2f}% + MMF {4.3:.2f}%", inline=True)],
                            footer="tradecap 3.4.1 · cash")])

    # chatter, acks
    _chatter(d, S, tgt, P, A, B)
    return thr_storm, thr_ni


def bw_time(d: Day) -> str:
    return "due 14:00 London"


def _nhc(d, S, adv, local, utc, lat, lon, wind, pres, tgt, warn_kind, hours, exposure):
    r = d.rng
    dist = r.randint(170, 420)
    spot = tgt["spots"][1]
    cat = 1 if wind < 96 else 2 if wind < 111 else 3 if wind < 130 else 4
    mv = r.randint(7, 13)
    surge_lo = r.randint(5, 9)
    txt = [
        f"🌀 **NHC Public Advisory {adv} — Hurricane {S}** ({local})",
        "```",
        f"SUMMARY OF {local.upper()}...{utc} UTC...INFORMATION",
        f"LOCATION...{lat:.1f}N {lon:.1f}W",
        f"ABOUT {dist} MI...{int(dist * 1.609)} KM SSE OF {spot.upper()}",
        f"MAXIMUM SUSTAINED WINDS...{wind} MPH...{int(wind * 1.609)} KM/H",
        f"PRESENT MOVEMENT...NW OR {r.choice([310, 315, 320, 325])} DEGREES AT {mv} MPH...{int(mv * 1.609)} KM/H",
        f"MINIMUM CENTRAL PRESSURE...{pres} MB...{pres * 0.02953:.2f} INCHES",
        "```",
        f"**Watches and warnings.** A {warn_kind} is in effect for {tgt['coast']}. A Storm Surge Warning is in "
        f"effect from {tgt['spots'][0]} to {tgt['spots'][2]}.",
        f"**Discussion.** {S} is a Category {cat} hurricane on the Saffir-Simpson scale. A turn toward the "
        f"north-northwest with a slight decrease in forward speed is expected during the next day or so. On the "
        f"forecast track, the center will approach {tgt['landfall']} in about {hours} hours. Some additional "
        f"strengthening is forecast before landfall, and rapid intensification cannot be ruled out over the warm "
        f"Loop Current eddy. Hurricane-force winds extend outward up to {r.randint(25, 45)} miles from the center and "
        f"tropical-storm-force winds extend outward up to {r.randint(120, 190)} miles.",
        f"**Hazards.** STORM SURGE: {surge_lo}-{surge_lo + r.randint(3, 6)} ft near {spot}. WIND: hurricane "
        f"conditions expected in the warning area, tropical-storm conditions first. RAINFALL: {r.randint(6, 9)} to "
        f"{r.randint(10, 14)} inches, isolated {r.randint(16, 20)} inches, considerable flash and urban flooding. "
        f"TORNADOES: a few possible near the coast.",
    ]
    if exposure:
        txt.append(exposure)
    return "\n".join(txt)


def _nhc_fish(d, F, adv):
    r = d.rng
    return (f"🌀 NHC Advisory {adv} — Tropical Storm {F} ({r.choice(['5:00 AM AST', '11:00 PM AST'])})\n"
            f"```\nLOCATION...{r.uniform(27, 33):.1f}N {r.uniform(48, 58):.1f}W\n"
            f"ABOUT {r.randint(700, 1100)} MI...{r.randint(1130, 1770)} KM ENE OF BERMUDA\n"
            f"MAXIMUM SUSTAINED WINDS...{r.choice([45, 50, 60])} MPH\n"
            f"PRESENT MOVEMENT...NE OR 045 DEGREES AT {r.randint(14, 22)} MPH\n```\n"
            f"There are no coastal watches or warnings in effect. {F} is expected to accelerate northeastward over "
            f"the open Atlantic and become post-tropical by Thursday. No hazards affecting land.\n"
            f"Book exposure (auto): none")


def _storm_refresh(d, S, tgt, adv, P, tb):
    r = d.rng
    shift = r.randint(5, 45)
    side = r.choice(["west", "east"])
    rows = []
    others = [P[k] for k in HELD if P[k] not in tb][:3]
    for b in tb + others:
        hit = b in tb
        p0 = r.uniform(6, 15) if hit else r.uniform(0, 0.3)
        p1 = p0 * r.uniform(0.8, 1.25)
        c0, c1 = p0 * 0.65, p1 * 0.65
        mid = float(b["pxs"]) + (r.uniform(-0.8, 0.3) if hit else r.uniform(-0.1, 0.1))
        rows.append(f"| {b['name']} | {p0:.1f}% | {p1:.1f}% | {c0:.1f}% | {c1:.1f}% | {_p(mid)} | "
                    f"{mid - float(b['pxs']):+.2f} |")
    return (
        f"### {S} refresh after adv {adv} · run {r.randint(9300, 9800)}\n"
        f"Track shift vs previous advisory: {shift} nm {side}; landfall intensity in the consensus unchanged at the "
        f"top of the current category. Forward speed at landfall {r.randint(6, 12)} mph, which keeps the surge "
        f"component large on the {tgt['region']} coast.\n\n"
        f"| Bond | P(attach) prev | P(attach) now | Cond. EL prev | Cond. EL now | Dealer mid | Δ mid |\n"
        f"|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
        f"**Reading.** The attachment probabilities move with the {side}ward shift roughly as expected; the index "
        f"names are less sensitive than the indemnity names because the industry loss is spread across more of the "
        f"coast. Dealer mids have moved less than the model, which is normal this far from landfall: bid/offer has "
        f"widened to 1.5-2.0 points and the marks are mostly indications rather than prints.\n\n"
        f"**What would change the picture.** A landfall {r.randint(30, 60)} nm further {side} with one more category "
        f"of intensity would roughly double the conditional loss for {tb[0]['name']}; a weakening trend before "
        f"landfall, which the shear forecast allows, would take most of the tail out. Rainfall-driven flood is excluded "
        f"or sub-limited in most of these covers, so the inland flood totals matter less than the surge.\n\n"
        f"**Scenario grid update (industry loss, $bn)**\n"
        f"| Landfall | Cat {1} | Cat {2} | Cat {3} |\n|---|---|---|---|\n" +
        "\n".join(f"| {sp} | {r.randint(4, 9)}-{r.randint(10, 14)} | {r.randint(10, 16)}-{r.randint(17, 24)} | "
                  f"{r.randint(20, 28)}-{r.randint(30, 45)} |" for sp in tgt["spots"]) + "\n\n"
        f"**Consensus.** GFS and ECMWF ensembles remain split by about {r.randint(40, 90)} nm at 48 hours; the "
        f"HAFS-A and HWRF intensity guidance sits one category above the statistical models. The official forecast "
        f"follows the consensus, so the track set above is centred on it.\n\n"
        f"**Per-bond notes.** " + " ".join(
            f"{b['name']}: the {b['trig']} trigger makes it "
            f"{'sensitive to the sponsor footprint more than to the landfall point' if 'indemnity' in b['trig'] else 'sensitive to the total industry loss rather than to the exact landfall'}."
            for b in tb) + "\n\n"
        f"_Informational refresh; figures are model outputs, not marks._")


def _exposure_report(d, P, pml):
    r = d.rng
    rows, tot = [], 0.0
    for k in HELD:
        b = P[k]
        face = b["held"] * 1_000_000
        tot += face * float(b["pxs"]) / 100
        rows.append(f"| {b['name']} | {b['cusip']} | {face:,} | {b['pxs']} | {b['sprd']:.2f}% | {b['el']:.2f}% | "
                    f"{b['zone']} | ${b['held'] * r.uniform(0.35, 0.75):.1f}mm |")
    rows.append(f"| US NS ILW $35bn PCS (written) | n/a | 10,000,000 limit | n/a | 6.25% ROL | 3.10% | US_WIND | "
                f"${r.uniform(4, 6):.1f}mm |")
    rows.append(f"| Coastal Shield Insurance 5Y CDS (protection) | n/a | 5,000,000 | {r.randint(215, 245)}bp | n/a | n/a | "
                f"hedge | −${r.uniform(0.4, 0.9):.1f}mm |")
    rows.append(f"| Harbour Point Re (HPR) equity short | n/a | 40,000 sh | {d.hpr + 0.4:.2f} | n/a | n/a | hedge | "
                f"−${r.uniform(0.3, 0.7):.1f}mm |")
    zones = []
    for z in ("US_WIND_GULF", "US_WIND_FL", "US_WIND_NE", "EQ_CA", "WF_CA", "EU_WIND"):
        lim, u = LIMITS[z], pml[z] / LIMITS[z]
        zones.append(f"| {z} | ${lim * u:.1f}mm | ${lim:.0f}mm | {u * 100:.1f}% | ${lim * u * 1.35:.1f}mm |")
    return (
        f"## Book exposure report — close of {(d.date - timedelta(days=1)):%d %b %Y}\n"
        f"_{FUND} · marks from cron MTM · ELs AIR Touchstone 11 (RMS in brackets where materially different)_\n\n"
        f"| Position | CUSIP | Face | Mark | Spread | EL | Zone | 1-in-100 contrib. |\n|---|---|---|---|---|---|---|---|\n"
        + "\n".join(rows) +
        f"\n\nMarket value of cat bonds ${tot / 1e6:.1f}mm; weighted EL {r.uniform(2.0, 2.4):.2f}%; weighted spread "
        f"{r.uniform(7.2, 8.1):.2f}%; multiple {r.uniform(3.0, 3.5):.2f}x.\n\n"
        f"| Zone | 1-in-100 PML | Limit | Util. | 1-in-250 TVaR |\n|---|---|---|---|---|\n" + "\n".join(zones) +
        "\n\nNo changes since the prior report other than marks. Collateral for all 144A positions sits in US "
        "Treasury money-market funds at the trustees; the ILW and the collateralised cell are fully funded.")


def _rv_note(d, P):
    r = d.rng
    rows = []
    for k in ["LOAK", "BAYC", "PALM", "KEST", "SEQF", "EMBR", "FUJN", "NORD", "CASC"]:
        b = P[k]
        mult = b["sprd"] / b["el"]
        fair = b["el"] * r.uniform(2.6, 3.6)
        rc = "cheap" if b["sprd"] > fair + 0.3 else "rich" if b["sprd"] < fair - 0.3 else "fair"
        rows.append(f"| {b['name']} | {b['pxs']} | {b['sprd']:.2f}% | {b['el']:.2f}% | {mult:.2f}x | {fair:.2f}% | "
                    f"{rc} | {'held' if b['held'] else '—'} |")
    return (
        "## Secondary RV screen — spread over EL vs the peril curve\n"
        "_curve fitted on 212 outstanding 144A tranches, Swiss Re index constituents, marks from six dealers_\n\n"
        "| Bond | Mid | Spread | EL | Multiple | Curve fair spread | Screen | Book |\n|---|---|---|---|---|---|---|---|\n"
        + "\n".join(rows) +
        "\n\nThe curve has steepened again for US wind below 2% EL: new issues are printing at 2.6-3.0x while "
        "seasoned paper trades at 3.2x or more, so the screen tends to flag older bonds as cheap. For the peak-peril "
        "names in the cone the screen is unreliable this week because marks are indications. European wind and Japan "
        "typhoon are quiet and look fair. A screen result is an input, not an order; sizes and limits are not checked "
        "here.")


def _market_wrap(d, P):
    r = d.rng
    return (
        f"📰 **ILS morning wrap — {d.date:%d %b}**\n"
        f"• Swiss Re cat bond total return index {r.uniform(-0.4, 0.2):+.2f}% w/w; price return "
        f"{r.uniform(-0.7, 0.0):+.2f}%, spread return steady.\n"
        f"• Primary: {r.randint(2, 4)} new US wind deals in marketing, one Japan multi-peril; pricing has come in at or "
        f"below the low end of guidance on {r.randint(6, 9)} of the last 10 deals.\n"
        f"• UCITS cat bond fund AUM reported at ${r.uniform(16.5, 18.5):.1f}bn, inflows for the {r.randint(9, 14)}th "
        f"consecutive week.\n"
        f"• Florida: the state's Citizens depopulation continues; take-out offers for {r.randint(120, 260)}k policies "
        f"approved for November.\n"
        f"• Europe: January renewal talk is of flat to -5% risk-adjusted on upper layers.\n"
        f"• Sidecars: two new Bermuda sidecar vehicles registered with the BMA this week.")


def _analyst_long(d, P, tgt):
    r = d.rng
    pm = P["PALM"]
    return (
        "Some background on the Florida tort reforms, since it keeps coming up with dealers.\n\n"
        "The 2022-23 reforms removed one-way attorney fees and assignment of benefits for new policies, and the claim "
        "frequency data we now have (two seasons, one of them with Ian development still running off) show litigated "
        f"claim rates down by roughly {r.randint(35, 55)}% against the 2019-2021 average. For an indemnity bond like "
        f"{pm['name']} that matters more than the modelled wind hazard: the AIR EL moved only a few basis points, but "
        "the social-inflation load that the sponsor and the dealers were using has come down, and that is what the "
        "tighter secondary levels are pricing.\n\n"
        "Two caveats. First, the reforms have not been tested in a large event with a long claims tail. Second, "
        "Citizens depopulation moves policies to smaller carriers, some of whom reinsure through the very programs "
        "that sponsor our bonds, so the sponsor's exposure is growing even while claims behaviour improves.\n\n"
        f"Nothing here is specific to {tgt['region']} this week. I have put the tables in the research folder.")


def _risk_snapshot(d, pml, lims):
    r = d.rng
    zones = []
    for z, lim in lims.items():
        v = max(0.0, pml[z] - r.uniform(0.0, 0.3))
        zones.append({"zone": z, "pml_1in100_mm": round(v, 1), "limit_mm": lim, "util": f"{v / lim * 100:.1f}%",
                      "tvar_1in250_mm": round(v * 1.4, 1)})
    return json.dumps({"evt": "agg_snapshot", "book": "ILSOPP", "status": "ok", "zones": zones,
                       "per_issuer_max_mm": round(r.uniform(8, 10), 1), "el_weighted": f"{r.uniform(2.0, 2.4):.2f}%"},
                      ensure_ascii=False)


def _event_log(d, S, F, quake, tgt):
    r = d.rng
    return (
        f"## Overnight event log — {d.date:%d %b %Y} 00:00-02:30Z\n"
        f"| Time (Z) | Source | Event | Region | Covered by held bond? | Action |\n|---|---|---|---|---|---|\n"
        f"| 00:{r.randint(10, 59):02d} | USGS | M{r.uniform(3.0, 4.2):.1f}, 9 km NE of Anza | California | "
        f"outside trigger boxes' magnitude | none |\n"
        f"| 01:{r.randint(10, 59):02d} | USGS | M{quake[0]}, {quake[1]} | outside US | no | none |\n"
        f"| 00:{r.randint(10, 59):02d} | NHC | TS {F} adv | open Atlantic | no | none |\n"
        f"| 01:{r.randint(10, 59):02d} | NHC | Hurricane {S} intermediate adv | Gulf of Mexico | "
        f"yes, {tgt['region']} | storm run scheduled |\n"
        f"| 02:{r.randint(0, 29):02d} | JMA | typhoon bulletin | western Pacific | no | none |\n"
        f"| 02:{r.randint(0, 29):02d} | NIFC | {r.randint(3, 9)} new large fires | Idaho, Oregon | no | none |\n\n"
        f"Counts: {r.randint(40, 70)} feed items ingested, {r.randint(5, 9)} classified as cat-relevant, 1 linked to "
        f"held exposure. Feed latency p95 {r.uniform(1.5, 4.0):.1f}s. The PCS bulletin has no new designations. "
        f"Verisk and Moody's RMS have not issued industry loss estimates for any event this week.")


def _pipeline_tracker(d):
    r = d.rng
    deals = [("Bluestem Re 2026-1", "US NS/EQ, indemnity", 200, "6.25–6.75%"),
             ("Tsunagi Re 2026-1", "Japan EQ, parametric", 150, "3.50–4.00%"),
             ("Harrier Point Re 2026-2", "US NS, PCS index", 250, "7.50–8.25%"),
             ("Cordillera Re 2026-1", "Chile/Peru EQ, parametric", 300, "5.00–5.50%"),
             ("Sounding Re 2026-1", "NY wind, indemnity", 125, "5.75–6.25%")]
    rows = "\n".join(f"| {n} | {p} | ${s}m | {g} | {r.choice(['marketing', 'books open', 'pre-marketing'])} | "
                      f"{r.choice(['Aon Securities', 'GS', 'Swiss Re CM', 'GC Securities'])} |" for n, p, s, g in deals)
    return (
        "## Primary pipeline tracker (excluding deals with their own thread)\n"
        "| Deal | Peril / trigger | Target size | Guidance | Status | Lead |\n|---|---|---|---|---|---|\n"
        + rows +
        f"\n\nYear-to-date issuance stands near ${r.uniform(17.0, 19.5):.1f}bn. Guidance has been revised tighter on "
        "most US wind deals this quarter and upsizing is common; the Japan and LatAm parametric deals are pricing "
        "at the wide end. None of these is on the desk's watchlist; the tracker is for context only.")


def _ilw_pricing(d, lim, trig, rol):
    r = d.rng
    return (
        f"ILW pricing check for Priya's request (${lim}mm, PCS ${trig}bn US named storm, 12 months from 1 Oct)\n\n"
        f"| Measure | AIR | RMS |\n|---|---|---|\n"
        f"| P(industry loss ≥ ${trig}bn) | {r.uniform(2.4, 3.2):.2f}% | {r.uniform(2.1, 3.0):.2f}% |\n"
        f"| P(≥ ${trig}bn) incl. second event | {r.uniform(2.8, 3.6):.2f}% | {r.uniform(2.5, 3.3):.2f}% |\n"
        f"| Loss-on-line at {rol}% ROL | {r.uniform(2.2, 3.1):.2f}x | {r.uniform(2.3, 3.3):.2f}x |\n\n"
        "Note: the cover runs from 1 October, so this season's storm is outside the risk period unless it is still "
        "active on that date. Hours clause 96; PCS designation required; reporting period 36 months. Figures are for "
        "the approver's reference.")


def _evening_wrap(d, P):
    r = d.rng
    return (
        f"📰 **ILS evening wrap — {d.date:%d %b}**\n"
        f"• Reinsurer equities: S&P reinsurance basket {r.uniform(-1.8, 0.5):+.1f}% on the day, Bermuda names "
        f"underperforming on storm headlines.\n"
        f"• Secondary: dealer-reported cat bond volume ${r.randint(60, 180)}m, concentrated in US wind and a "
        f"European wind BWIC.\n"
        f"• Lloyd's: two syndicates announced new cat-focused capacity for 2027.\n"
        f"• Regulators: the BMA published updated guidance on collateralised reinsurance cell reporting.\n"
        f"• Tomorrow: PCS weekly bulletin, Verisk hurricane outlook webinar, two deals expected to price.")


def _limits_report(d, pml):
    r = d.rng
    lines = ["riskd daily limits report book=ILSOPP basis=pml_1in100 asof=" + (d.date - timedelta(days=1)).strftime("%Y-%m-%d")]
    for z, lim in LIMITS.items():
        u = pml[z] / lim
        lines.append(f"zone={z:<13} pml={lim * u:5.1f}mm limit={lim:5.1f}mm util={u * 100:5.1f}% "
                     f"tvar250={lim * u * 1.4:5.1f}mm status=ok")
    lines.append(f"issuer_max={r.uniform(8, 10):.1f}mm/10.0mm cash={r.uniform(3, 7):.1f}% lev=0.00 status=ok")
    return "```\n" + "\n".join(lines) + "\n```"


def _collateral_review(d, P):
    r = d.rng
    rows = "\n".join(f"| {P[k]['name']} | {r.choice(['BNY Mellon', 'Deutsche Bank Trust', 'US Bank', 'Citibank'])} | "
                      f"US Treasury MMF | {r.uniform(99.9, 100.1):.2f}% | {r.choice(['14 Aug', '22 Aug', '1 Sep'])} |"
                      for k in HELD)
    return (
        "Quarterly collateral review (trustee statements vs. our records):\n\n"
        "| Bond | Trustee | Eligible investment | Balance vs. principal | Statement date |\n|---|---|---|---|---|\n"
        + rows +
        "\n\nAll balances are within tolerance. Two statements are older than thirty days; I have asked the trustees "
        "for fresh ones. The MMF yields used in the coupon calculation match the trustee reports.")


def _two(d, S, F, h):
    r = d.rng
    hh = {5.9: "8 AM EDT", 11.9: "2 PM EDT", 17.9: "8 PM EDT"}[h]
    return (
        f"🌀 NHC Tropical Weather Outlook ({hh})\n"
        f"Active systems: Hurricane {S} (Gulf of Mexico), Tropical Storm {F} (central Atlantic).\n"
        f"1. Central tropical Atlantic: a tropical wave several hundred miles west-southwest of the Cabo Verde Islands "
        f"is producing disorganized showers. Gradual development is possible later this week while it moves west at "
        f"15 to 20 mph. Formation chance through 48 hours: low, {r.choice([10, 20])}%; through 7 days: "
        f"{r.choice(['low, 30%', 'medium, 40%', 'medium, 50%'])}.\n"
        f"2. Southwestern Caribbean: a broad area of low pressure could form late in the week. Formation chance "
        f"through 7 days: low, {r.choice([10, 20])}%.\n"
        f"Book exposure (auto): outlook only, no named system added")


def _ic_memo(d, S, tgt, P):
    r = d.rng
    return (
        f"Draft for Thursday's investment committee; comments welcome before noon tomorrow.\n\n"
        f"**Positioning.** The fund is fully invested at {r.uniform(93, 97):.1f}% of NAV in catastrophe risk, of which "
        f"roughly two thirds is US named storm. Hurricane {S} is the first storm this season to put a meaningful part "
        f"of the book inside a cone, and the marks have moved as expected: the {tgt['region']} names are one to three "
        f"points lower, and the rest of the book is unchanged.\n\n"
        f"**Risk.** All zones are inside their limits at the close, with the Florida zone close to its cap after the "
        f"ILW. The per-issuer cap and the zone limits have been applied as written; I do not propose changes to the "
        f"framework at this meeting.\n\n"
        f"**Returns.** The fund is up {r.uniform(8.5, 11.0):.1f}% year to date, against the Swiss Re index at "
        f"{r.uniform(9.0, 12.0):.1f}%. The shortfall is the cost of the hedges and of holding more cash ahead of "
        f"the peak of the season, which I regard as the right trade-off.\n\n"
        f"**Outlook.** Spreads have tightened by about a fifth over twelve months, mainly because capital has flowed "
        f"into the asset class. Multiples at issue near 2.6-3.0x are the lowest since 2021. We should expect to be "
        f"more selective in the January and April primary markets, and I will bring a paper on that in October.\n\n"
        f"Catherine")


def _pnl_attrib(d, P, tb):
    r = d.rng
    rows = []
    for k in HELD:
        b = P[k]
        hit = b in tb
        rows.append(f"| {b['name']} | {r.uniform(-0.55, -0.15) if hit else r.uniform(-0.02, 0.03):+.3f}% | "
                    f"{b['sprd'] / 365 * b['held'] / 400:+.3f}% | {r.uniform(-0.01, 0.01):+.3f}% |")
    return (
        f"## Daily P&L attribution (est.) — {d.date:%d %b}\n"
        f"| Line | Price | Carry | Other |\n|---|---|---|---|\n" + "\n".join(rows) +
        f"\n| HPR short | {r.uniform(0.01, 0.08):+.3f}% | 0.000% | 0.000% |\n"
        f"| Coastal Shield CDS | {r.uniform(0.01, 0.05):+.3f}% | {-r.uniform(0.001, 0.003):+.3f}% | 0.000% |\n"
        f"| ILW / cells | 0.000% | {r.uniform(0.002, 0.006):+.3f}% | 0.000% |\n\n"
        f"Total {r.uniform(-0.6, -0.1):+.2f}% · fees accrued · FX none · estimates, final with NAV")


def _hedge_note(d, S, tgt):
    r = d.rng
    return (
        "## Hedge effectiveness — reinsurer equity and insurer CDS vs the wind book\n"
        f"_window: last {r.randint(8, 14)} named-storm events with a US landfall, 2017-2025; daily returns_\n\n"
        "| Hedge | Beta to Gulf/FL cat bond index | Correlation in storm windows | Correlation otherwise | Carry (bp/yr) |\n"
        "|---|---|---|---|---|\n"
        f"| HPR equity short | {r.uniform(0.18, 0.35):.2f} | {r.uniform(0.45, 0.65):.2f} | {r.uniform(0.05, 0.2):.2f} | "
        f"{r.randint(-60, -20)} |\n"
        f"| Coastal Shield 5Y CDS protection | {r.uniform(0.10, 0.25):.2f} | {r.uniform(0.35, 0.55):.2f} | "
        f"{r.uniform(0.0, 0.15):.2f} | {r.randint(-260, -220)} |\n"
        f"| Meridian Re equity (not held) | {r.uniform(0.15, 0.3):.2f} | {r.uniform(0.4, 0.6):.2f} | "
        f"{r.uniform(0.05, 0.2):.2f} | n/a |\n\n"
        "Both hedges work mainly through the storm windows, which is the point of them; outside those windows they "
        "are close to uncorrelated carry costs. Equity hedges also respond to rates and to reserve news, which adds "
        f"noise unrelated to cat. During {S} so far the equity short has offset about {r.randint(10, 25)}% of the "
        f"mark-to-market loss on the {tgt['region']} names. This is a measurement; sizing is a separate discussion.")


def _loss_comparables(d, tgt):
    r = d.rng
    comps = {"Texas": [("Ike", 2008, "Galveston", 2, "12.5"), ("Harvey", 2017, "Rockport", 4, "19.0"),
                       ("Beryl", 2024, "Matagorda", 1, "3.2")],
             "Louisiana": [("Laura", 2020, "Cameron", 4, "10.0"), ("Ida", 2021, "Port Fourchon", 4, "18.0"),
                           ("Francine", 2024, "Terrebonne Parish", 2, "1.5")],
             "Florida": [("Irma", 2017, "Cudjoe Key", 4, "18.5"), ("Ian", 2022, "Cayo Costa", 4, "41.0"),
                         ("Milton", 2024, "Siesta Key", 3, "22.0")],
             "New England": [("Bob", 1991, "Newport", 2, "3.4"), ("Sandy", 2012, "Brigantine", 1, "18.8"),
                             ("Henri", 2021, "Westerly", 0, "0.6")]}[tgt["region"]]
    rows = "\n".join(f"| {n} | {y} | {p} | {'TS' if c == 0 else 'Cat ' + str(c)} | ${l}bn |" for n, y, p, c, l in comps)
    return (
        f"Historical comparables for the {tgt['region']} coast (PCS, as reported at the time, not trended):\n\n"
        f"| Storm | Year | Landfall | Intensity | PCS insured loss |\n|---|---|---|---|---|\n{rows}\n\n"
        f"Trended to today's exposure these figures would be roughly {r.randint(35, 60)}% higher. They are useful for "
        f"intuition only; track, forward speed and surge make each case different.")


def _sidecar_note(d):
    r = d.rng
    return (
        "## Collateralised re / sidecar review — Blue Anchor Re 2026 (Harbour Point Re quota share)\n"
        f"_offering memorandum v{r.randint(2, 4)} received; data room access granted {(d.date - timedelta(days=3)):%d %b}_\n\n"
        "| Item | Terms |\n|---|---|\n"
        "| Cedent | Harbour Point Re, property cat retro and reinsurance portfolio |\n"
        f"| Cession | {r.choice([20, 25, 30])}% quota share, 1 Jan 2026 underwriting year |\n"
        f"| Ceding commission | {r.uniform(10, 14):.1f}% plus profit commission 20% over 110% |\n"
        f"| Modelled net loss ratio | {r.uniform(48, 58):.0f}% (1-in-10: {r.uniform(90, 120):.0f}%, 1-in-100: "
        f"{r.uniform(170, 230):.0f}%) |\n"
        "| Collateral | fully funded trust, US Treasuries, released over 36 months |\n"
        "| Size | $250m total capacity, minimum ticket $5mm |\n\n"
        "The sidecar gives diversified exposure to the cedent's book, including perils and regions the cat bond "
        "market does not offer. Alignment is reasonable: the cedent retains a large share. The trapped-collateral "
        "profile and the loss-development tail are the main costs compared with 144A bonds. Because the fund is short "
        "Harbour Point Re equity as a hedge, the committee would need to consider the combined exposure. Review in "
        "progress; no view yet.")


def _morning_brief(d, S, F, tgt, P, tb):
    r = d.rng
    return (
        f"## London morning brief — {d.date:%a %d %b}\n"
        f"**Overnight.** Hurricane {S} held its track toward {tgt['landfall']}; intensity "
        f"{r.choice(['steady', 'up slightly', 'up one category'])}. TS {F} is recurving in the open Atlantic. No "
        f"earthquakes or fires touched covered areas.\n\n"
        f"**Book.** Cat bonds marked at the prior close; the {tgt['region']} names ("
        + ", ".join(b["name"] for b in tb) +
        f") are the only positions inside a cone. Zone utilisation unchanged overnight.\n\n"
        f"**Market.** Dealer runs due from 07:00 London. Expect wider bid/offer on US wind, thin European interest, "
        f"{r.choice(['one', 'two'])} BWIC(s) circulating for third-party sellers.\n\n"
        f"**Calendar (London time).**\n"
        f"- 10:00 NHC advisory\n- 12:00 pricer intraday MTM\n- 14:00 BWIC deadline\n- 16:00 NHC advisory\n"
        f"- 17:30 risk snapshot\n\n"
        f"**Pending from yesterday.** Trustee statements for two bonds; broker marks for FUJN and CASC are missing "
        f"again. Nothing requires approval at the open.")


def _ldn_marks(d, P):
    r = d.rng
    lines = [f"{P[k]['tick']} {_p(float(P[k]['pxs']) - 0.25)}/{_p(float(P[k]['pxs']) + 0.25)}"
             for k in ["LOAK", "BAYC", "PALM", "SEQF", "KEST", "EMBR", "FUJN", "NORD", "CASC"]]
    return "ldn close marks sent to ops (mid of 3 dealers, bid/offer):\n```\n" + "\n".join(lines) + "\n```\nFUJN/CASC single-dealer, flagged"


def _rn_digest(d):
    r = d.rng
    return (
        "📰 **Reinsurance digest**\n"
        f"• Fitch: global reinsurance sector outlook kept at neutral; price adequacy remains high despite softening.\n"
        f"• A Bermuda start-up reinsurer closed a ${r.randint(300, 600)}m capital raise.\n"
        f"• Florida Citizens approved a ${r.uniform(3.0, 4.5):.1f}bn 2027 risk-transfer target.\n"
        f"• Two sponsors said they will return to the cat bond market for January renewals.\n"
        f"• Mexico's parametric cat bond programme is being renewed with the World Bank.")


def _validation_note(d, P):
    r = d.rng
    return (
        "Model validation notes for the quarter (for the risk committee pack):\n\n"
        f"1. Vendor versions: AIR Touchstone 11 and RMS RiskLink 23 are in production; the KCC reference model is "
        f"used for event response only.\n"
        f"2. Back-testing of modelled vs. reported industry losses for 2020-2025 US landfalls: median ratio "
        f"{r.uniform(0.85, 1.1):.2f}, with the usual underestimation for surge-heavy events.\n"
        f"3. Our adjustments: +10% secondary uncertainty on Gulf indemnity, +5% on Florida indemnity after the "
        f"reforms, none on parametric.\n"
        f"4. Open items: wildfire vendor model change expected in Q1; the EQ model's Pacific Northwest view differs "
        f"materially between vendors ({P['CASC']['name']} is outside the book, so no action for us).\n\n"
        "I will circulate the full document with the pack.")


def _offpeak_note(d, P):
    r = d.rng
    rows = "\n".join(f"| {P[k]['name']} | {P[k]['peril']} | {P[k]['el']:.2f}% | {P[k]['sprd']:.2f}% | "
                      f"{P[k]['pxs']} | {r.choice(['quiet', 'no events', 'seasonal low'])} |"
                      for k in ["FUJN", "NORD", "CASC"])
    return (
        "## Off-book peril check — Japan typhoon, Europe wind, PNW quake\n"
        "| Bond | Peril | EL | Spread | Mid | Activity |\n|---|---|---|---|---|---|\n" + rows +
        "\n\nNone of these is held. The Japan typhoon season is past its peak for the parametric boxes that matter; "
        "European windstorm season starts in earnest in November. Spreads are unchanged on the week. This check is "
        "run weekly so the book can be compared with the rest of the market.")


def _bermuda_summary(d, S, tgt, P, tb):
    r = d.rng
    rows = "\n".join(f"| {b['name']} | {b['held']}mm | {b['pxs']} | {r.uniform(5, 15):.1f}% | "
                      f"{r.uniform(3, 10):.1f}% | {r.choice(['indications only', 'one print', 'two-way, wide'])} |"
                      for b in tb)
    return (
        f"## Storm summary for the Bermuda open — Hurricane {S}\n"
        f"Since the overnight note: two advisories, a hurricane warning for {tgt['coast']}, and a track that has "
        f"moved {r.randint(10, 40)} nm. Industry loss scenarios for the central track are ${r.randint(8, 14)}-"
        f"{r.randint(18, 28)}bn depending on intensity at landfall.\n\n"
        f"| Held bond | Face | Mark | P(attach) | Cond. EL | Market |\n|---|---|---|---|---|---|\n{rows}\n\n"
        f"London has been active on the desk's usual business this morning; see the channel for the details. "
        f"The RV screen, the pipeline tracker and the exposure report were posted overnight. Open questions for the "
        f"PM: none from the model side. Next storm refresh after the 10:00 AM CDT advisory.")


def _pm_storm_guidance(d, S, tgt):
    return (
        f"For everyone following {S}: a reminder of how we work during a live storm. Marks follow dealer mids and "
        f"the valuation policy, not our model, and I will not override them. Any request to trade a bond inside the "
        f"cone needs my approval in this channel, with the conditional loss quoted. Please post the dealer quotes you "
        f"receive, even when they are only indications, so that we have a record. If the storm weakens before "
        f"landfall I expect a sharp recovery in the {tgt['region']} names; if it strengthens, the marks will gap "
        f"before the models catch up, and that is when mistakes are made. Take your time.")


def _bwic_calendar(d):
    r = d.rng
    days = [(d.date + timedelta(days=i)).strftime("%a %d %b") for i in (1, 2, 5)]
    return (
        "📨 **[relay #ils-flow] BWIC / OWIC calendar (third-party lists, not our orders)**\n"
        f"• {days[0]} 14:00 LDN — {r.randint(3, 6)} lines, European wind and Japan, ~${r.randint(15, 40)}mm total\n"
        f"• {days[1]} 15:00 NY — OWIC, US wind buyer looking for Texas and Florida indemnity, up to "
        f"${r.randint(10, 25)}mm\n"
        f"• {days[2]} 14:00 LDN — {r.randint(5, 9)} lines from a fund wind-down, mixed perils\n"
        "Lists will be relayed on the morning of each auction.")


def _trustee_summary(d, P):
    r = d.rng
    return (
        "Trustee and reporting-agent notices received this week:\n"
        f"• {P['KEST']['name']}: collateral substitution notice (move between two Treasury MMFs), effective "
        f"{(d.date + timedelta(days=10)):%d %b}.\n"
        f"• {P['SEQF']['name']}: quarterly servicer report, no qualifying events.\n"
        f"• {P['LOAK']['name']}: annual reset notice expected in December; no change yet.\n"
        f"• {P['EMBR']['name']}: aggregate loss statement, running total ${r.uniform(0.3, 0.6):.2f}bn (reported) vs "
        f"{P['EMBR']['attach']} attachment.\n"
        "All filed in the document store.")


def _stress(d):
    r = d.rng
    sc = [("ike_2008_rerun", "US_WIND_GULF"), ("andrew_1992_rerun", "US_WIND_FL"), ("northridge_1994_rerun", "EQ_CA"),
          ("sandy_2012_rerun", "US_WIND_NE"), ("daria_1990_rerun", "EU_WIND"), ("camp_2018_rerun", "WF_CA")]
    out = [{"scenario": n, "zone": z, "loss_mm": round(r.uniform(1, 18), 1), "nav_pct": f"{-r.uniform(0.2, 4.5):.2f}%"}
           for n, z in sc]
    return json.dumps({"evt": "stress_daily", "book": "ILSOPP", "status": "ok", "results": out,
                       "worst": max(out, key=lambda x: x["loss_mm"])["scenario"]}, ensure_ascii=False)


def _handover(d, S, tgt, tb):
    r = d.rng
    return (
        f"## Overnight handover — Hurricane {S}\n"
        f"**State at 22:00Z.** {S} is about {r.randint(90, 200)} miles from the {tgt['region']} coast, landfall "
        f"expected in {r.randint(14, 26)} hours. Latest conditional EL: "
        + "; ".join(f"{b['name']} {r.uniform(4, 11):.1f}%" for b in tb) +
        ".\n\n**Overnight plan.**\n"
        "- Storm-conditioned refresh after each advisory (04:00Z, 10:00Z) and after any special advisory.\n"
        "- Flag any change of more than 50 miles in the landfall point or of one category in landfall intensity.\n"
        "- Collect dealer indications at the London open and post them here before 07:30 London.\n"
        "- After landfall: first KCC and Verisk industry estimates, PCS designation, and reporting-agent notices.\n\n"
        f"**Reminders.** Marks follow the valuation policy; model outputs are not marks. Landfall alone does not mean "
        f"a loss to any bond: the index triggers need an industry loss above their attachment and the indemnity "
        f"bonds need the sponsor's loss to develop through the retention, which takes months.")


def _eq_cds_run(d):
    r = d.rng
    eq = [("Harbour Point Re", "HPR", d.hpr), ("Meridian Re Holdings", "MRH", d.mrh), ("Atlas Trident Re", "ATR", 58.2),
          ("Keel Harbour Group", "KHG", 31.6), ("Sargasso Re", "SGR", 44.9)]
    cds = ["Coastal Shield Insurance", "Sunbelt Mutual Holdings", "Gulfway P&C", "Palm Coast Assurance"]
    lines = [f"{n:<24}{t:<5}{px + r.uniform(-0.6, 0.6):>7.2f} {r.uniform(-4, 1.5):+6.2f}%" for n, t, px in eq]
    clines = [f"{n:<26}5Y {r.randint(120, 320):>4}/{r.randint(325, 360):>4}bp" for n in cds]
    return ("📨 **[relay #reinsurance-eq] reinsurer equities and insurer CDS (for other desks, not our orders)**\n"
            "```\n" + "\n".join(lines) + "\n\n" + "\n".join(clines) + "\n```\n"
            f"_{r.choice(['Citi', 'BNP', 'GS'])}: two-way flow in Bermuda names, CDS wider on storm headlines._")


def _index_weekly(d):
    r = d.rng
    return (
        "## Weekly market data — cat bond indices and fund flows\n"
        "| Measure | This week | Last week | YTD |\n|---|---|---|---|\n"
        f"| Swiss Re global cat bond TR index | {r.uniform(-0.5, 0.3):+.2f}% | {r.uniform(0.1, 0.4):+.2f}% | "
        f"{r.uniform(9, 12):+.2f}% |\n"
        f"| Swiss Re US wind sub-index | {r.uniform(-1.2, 0.1):+.2f}% | {r.uniform(0.1, 0.4):+.2f}% | "
        f"{r.uniform(9, 13):+.2f}% |\n"
        f"| Average market spread | {r.uniform(6.2, 6.9):.2f}% | {r.uniform(6.2, 6.9):.2f}% | n/a |\n"
        f"| Average EL (market) | {r.uniform(1.9, 2.2):.2f}% | {r.uniform(1.9, 2.2):.2f}% | n/a |\n"
        f"| UCITS fund flows | ${r.randint(40, 160)}m | ${r.randint(40, 160)}m | ${r.uniform(1.5, 2.6):.1f}bn |\n\n"
        "The index weakness this week is concentrated in the US wind names inside the current cone; the rest of the "
        "market is flat. Secondary volume is running above the seasonal average, mostly dealer-to-client in US wind. "
        "Data only.")


def _compliance_digest(d):
    r = d.rng
    return (f"📋 compliance digest {d.date:%Y-%m-%d}\n"
            f"• restricted list: {r.randint(5, 9)} issuers (no change overnight)\n"
            f"• wall-crossings open: {r.randint(1, 3)} (primary deals in marketing)\n"
            f"• best-ex exceptions yesterday: 0\n"
            f"• PA dealing pre-clearances pending: {r.randint(0, 2)}\n"
            f"• reminder: dealer quotes must be saved to the trade file for every 144A trade")


def _tcap_embed(title, fund, sec, cusip, side, face, px, cpty, settle, footer):
    return dict(title=title, description=f"{sec} · {side} {face} @ {px}", author="tradecap",
                fields=[dict(name="Fund", value=fund, inline=True),
                        dict(name="Security", value=sec, inline=False),
                        dict(name="CUSIP", value=cusip, inline=True),
                        dict(name="Side", value=side, inline=True),
                        dict(name="Face", value=face, inline=True),
                        dict(name="Price", value=px, inline=True),
                        dict(name="Counterparty", value=cpty, inline=True),
                        dict(name="Settle", value=settle, inline=True)],
                footer=footer)


def _broker_run(d: Day, P, dealer, src):
    r = d.rng
    keys = ["LOAK", "BAYC", "PALM", "KEST", "SEQF", "EMBR", "FUJN", "NORD", "CASC"]
    r.shuffle(keys)
    items = [(P[k]["name"], P[k]["peril"][:11], float(P[k]["pxs"]), P[k]["sprd"]) for k in keys[: r.randint(4, 7)]]
    items += r.sample(MARKET, r.randint(10, 14))
    items.sort(key=lambda x: x[1])
    rows = []
    for name, peril, px, sp in items:
        bid = px - r.uniform(0.05, 0.3)
        off = bid + r.uniform(0.25, 0.6)
        size = f"{r.choice([2, 3, 5])}x{r.choice([2, 3, 5])}"
        rows.append(f"{name:<31}{peril:<12}{_p(bid):>7} {_p(off):>7} {sp:>5.2f}%  {size}")
    axes = r.choice(["axed buyer of Kestrel, seller of Nordwind", "axed seller of Gulf wind, buyer of EQ",
                     "no axes, levels indicative", "buyer of Florida indemnity at the right level"])
    colour = "; ".join(f"{n} {_p(px - r.uniform(0.0, 0.4))} ({r.choice([2, 3, 5, 10])}mm)"
                       for n, _, px, _ in r.sample(MARKET, 3))
    return (f"📨 **[relay {src}] {dealer} ILS secondary run** — for other desks, not our orders\n```\n"
            f"{'BOND':<31}{'PERIL':<12}{'BID':>7} {'OFFER':>7} {'SPRD':>6}  SIZE\n" + "\n".join(rows) +
            f"\n```\n_{dealer}: {axes}. Subject, indicative, DNT._\n"
            f"Street colour (last 48h, other accounts): {colour}.")


def _bwic(d: Day, P):
    r = d.rng
    lines = []
    for i, k in enumerate(r.sample(["NORD", "FUJN", "CASC", "KEST", "PALM"], 4)):
        b = P[k]
        lines.append(f"{i + 1}. {b['name']:<28} {b['cusip']}  {r.choice([2, 3, 4, 5, 7.5]):>4}mm  {b['trig']}")
    return ("📨 **[relay #ils-flow] BWIC** — " + bw_time(d) + ", settle T+3, seller third-party fund via Aon Securities "
            "(not this desk)\n```\n" + "\n".join(lines) + "\n```\nTalk: all around the 100 handle; covers to be "
            "published after the close.")


def _bwic_results(d: Day, P):
    r = d.rng
    out = []
    for k in ["NORD", "FUJN", "CASC"]:
        b = P[k]
        px = float(b["pxs"]) - r.uniform(0.1, 0.5)
        out.append(f"{b['short']} traded {_p(px)} (cover {_p(px - 0.08)})")
    return "; ".join(out) + "; 4th line DNT. Not our bids."


def _storm_note(d, S, tgt, adv, P, tb, run, sdec, cat, wind):
    r = d.rng
    rows = []
    for k in HELD:
        b = P[k]
        hit = b in tb
        pa = r.uniform(6, 16) if hit else r.uniform(0, 0.4)
        ce = pa * r.uniform(0.55, 0.8)
        rows.append(f"| {b['name']} | {b['trig']} | {b['attach']} | {b['exhaust']} | {b['el']:.2f}% | "
                    f"{pa:.1f}% | {ce:.1f}% |")
    spots = tgt["spots"]
    scen = "\n".join(
        f"- {spots[i]}, Cat {c}: industry ${lo}-{lo + r.randint(3, 7)}bn; "
        f"{'attaches ' + tb[0]['name'] if lo > 20 else 'below attachment of every held bond'}"
        for i, (c, lo) in enumerate([(cat, r.randint(6, 14)), (cat + 1, r.randint(14, 24)), (min(cat + 2, 5), r.randint(22, 38))]))
    X = tb[-1]
    pxX = _p(float(X["pxs"]) - 0.5)
    if sdec == "route":
        dec = (f"- **Routing:** sending the {X['name']} add-or-trim analysis to Catherine Outerbridge for a "
               f"decision; execution agent on standby.")
        hard = ("route_decision", [X["name"], "Routing", "Catherine Outerbridge"], "buried")
    elif sdec == "thesis":
        dec = (f"- **View change:** we move {X['name']} from hold to add; the dealer discount now exceeds the "
               f"conditional EL on every track cluster except the worst one.")
        hard = ("thesis_update", [X["name"], "from hold to add"], "buried")
    elif sdec == "proposal":
        dec = (f"- **Proposal:** buy 2mm {X['name']} at {pxX} or lower if dealers keep marking it down into the "
               f"10:00 AM CDT advisory.")
        hard = ("trade_proposal", ["buy 2mm", X["name"], pxX], "buried")
    else:
        dec = "- The conditional numbers are sensitive to forward speed at landfall; treat them as indicative."
        hard = None
    body = (
        f"## Storm-conditioned loss view — Hurricane {S} (adv {adv})\n"
        f"_run {run} · AIR Touchstone 11 + RMS RiskLink 23, stochastic tracks filtered to the NHC cone · "
        f"demand surge 15% · storm surge on_\n\n"
        f"**Summary.** {S} is a Category {cat} hurricane with {wind} mph sustained winds. The cone now covers "
        f"{tgt['coast']}, and landfall over {tgt['landfall']} is the central case. Held exposure in the cone: "
        f"{', '.join(b['name'] for b in tb)}. Everything else in the book is outside the track set.\n\n"
        f"| Bond | Trigger | Attach | Exhaust | Uncond. EL | P(attach \\| track set) | Cond. EL |\n"
        f"|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
        f"**Scenario grid (landfall point × intensity, industry loss):**\n{scen}\n\n"
        f"**Model disagreement.** AIR is about {r.randint(15, 35)}% above RMS on the conditional loss for the "
        f"{tgt['region']} coast; most of the gap is surge vulnerability for older commercial stock and the demand-surge "
        f"curve above $20bn industry. KCC's early estimate sits between the two.\n\n"
        f"**Notes**\n"
        f"- Secondary: dealers marked the {tgt['region']} names 1-2 points lower this morning without prints; bid/offer "
        f"has widened to about 1.5 points.\n"
        f"{dec}\n"
        f"- Historical reference: Harvey (2017) was a flood event for Texas with PCS near $19bn; Laura (2020) came in "
        f"near $10bn for Louisiana. Neither would reach the index attachments in this book on wind alone.\n"
        f"- Collateral: all held bonds are in US Treasury money-market funds at the trustee; no collateral concern.\n\n"
        f"**Landfall sensitivity (conditional EL, % of principal)**\n"
        f"| Bond | {spots[0]} | {spots[1]} | {spots[2]} | +1 Cat | −1 Cat |\n|---|---|---|---|---|---|\n" +
        "\n".join(f"| {b['name']} | {r.uniform(2, 9):.1f} | {r.uniform(5, 14):.1f} | {r.uniform(3, 11):.1f} | "
                  f"{r.uniform(12, 24):.1f} | {r.uniform(0.5, 3):.1f} |" for b in tb) + "\n\n"
        f"**Dealer marks this morning (mid, change d/d)**\n" +
        "\n".join(f"- {b['name']}: {b['pxs']} ({r.uniform(-2.5, -0.5):+.2f}); "
                  f"{' and '.join(r.sample(BROKERS, 2))} indications, no prints" for b in tb) + "\n\n"
        f"**Exposure concentration in the track set (sponsor TIV share / industry share)**\n"
        f"| Area | Sponsor TIV share | Industry exposure share | Mean wind in track set |\n|---|---|---|---|\n" +
        "\n".join(f"| {sp} area | {r.uniform(4, 22):.1f}% | {r.uniform(2, 12):.1f}% | {r.randint(70, 125)} mph |"
                   for sp in spots) +
        f"\n| Rest of {tgt['region']} | {r.uniform(30, 55):.1f}% | {r.uniform(40, 70):.1f}% | {r.randint(40, 70)} mph |\n\n"
        f"**Event-response checklist**\n"
        f"- Trustee notices: none expected before landfall; the reporting agent's first estimate would follow PCS "
        f"designation of the event.\n"
        f"- Extension risk: an indemnity loss near attachment could trigger an extension notice at maturity; none of "
        f"the held bonds mature inside the next twelve months.\n"
        f"- Valuation: NAV marks follow dealer mids with the usual 10-day storm-marking policy; no model override "
        f"is planned.\n\n"
        f"_Next refresh after the 4:00 AM CDT advisory._")
    return body, hard


def _newissue_note(d, floor, P, gulf_util):
    r = d.rng
    mult = 8.5 / NEWI["el"]
    body = (
        f"## New issue review — {NEWI['name']} (144A, Reg S)\n"
        f"_sponsor {NEWI['sponsor']} · bookrunners Aon Securities, GS · issuer Gulf Harbor Re Ltd. (Bermuda SPI) · "
        f"3-year term · per-occurrence indemnity · {NEWI['region']} named storm_\n\n"
        f"| | AIR | RMS | Verisk blend used |\n|---|---|---|---|\n"
        f"| Attachment prob. | 3.41% | 3.02% | 3.22% |\n"
        f"| Expected loss | 2.71% | 2.44% | {NEWI['el']:.2f}% |\n"
        f"| Exhaustion prob. | 1.98% | 1.81% | 1.90% |\n"
        f"| Attachment / exhaustion | {NEWI['attach']} / {NEWI['exhaust']} | | |\n\n"
        f"**Pricing.** Initial guidance {float(floor) + 0.25:.2f}–{float(floor) + 1.0:.2f}% over the Treasury MMF return; "
        f"at the mid that is a multiple of about {mult:.1f}x EL, in line with the {P['LOAK']['name']} secondary "
        f"({P['LOAK']['sprd']:.2f}% for {P['LOAK']['el']:.2f}% EL) after adjusting for the extra Louisiana exposure.\n\n"
        f"**Portfolio fit.** US_WIND_GULF sits at about {gulf_util:.0f}% of its 1-in-100 limit before this deal; a $5mm "
        f"ticket adds roughly $2.9mm of 1-in-100 PML. Correlation with {P['BAYC']['name']} is high (same coast, "
        f"different trigger); with {P['LOAK']['name']} it is moderate because of the sponsor's book mix.\n\n"
        f"**Structure points.**\n"
        f"- Reset: annual, capped at 110% of initial EL.\n"
        f"- Extension: up to 36 months for loss development; extension spread steps to 1.5%.\n"
        f"- Claims data: sponsor reports quarterly; loss reserving agent is an independent actuary.\n\n"
        f"**Recommendation:** put in an order for $5mm of {NEWI['name']} at {floor}% or wider; do not chase inside that.\n\n"
        f"**Sponsor as-if loss history (trended to 2026 exposure, $m)**\n"
        f"| Event | Year | As-if sponsor loss | Would attach? |\n|---|---|---|---|\n"
        f"| Ike | 2008 | {r.randint(1500, 1750)} | no (below {NEWI['attach']}) |\n"
        f"| Harvey | 2017 | {r.randint(350, 520)} | no |\n"
        f"| Laura | 2020 | {r.randint(600, 820)} | no |\n"
        f"| Ida | 2021 | {r.randint(700, 950)} | no |\n"
        f"| Beryl | 2024 | {r.randint(280, 410)} | no |\n\n"
        f"**Risks.** Sponsor concentration in Harris and Galveston counties; an Ike-like surge event (2008) is the main "
        f"tail driver. Demand surge assumptions matter above $1.5bn sponsor loss. The sponsor's exposure growth "
        f"({r.randint(9, 16)}% TIV y/y) is above the market, which the reset only partly captures.\n\n"
        f"**Comparables.** {P['LOAK']['name']} ({P['LOAK']['sprd']:.2f}% / {P['LOAK']['el']:.2f}% EL), "
        f"Bluebonnet Re 2025-1 A (6.90% / 2.05% EL), Pelican Point Re 2025-1 C (14.00% / 5.10% EL). On a "
        f"multiple basis the deal sits between the Texas and Louisiana curves, as it should.")
    return body, [NEWI["name"], "$5mm", f"{floor}% or wider"]


def _eq_note(d, P, dec):
    r = d.rng
    s = P["SEQF"]
    e = P["EMBR"]
    line = (f"**View:** conviction on {s['name']} confirmed at high; hold.\n\n" if dec else
            "The run does not move anything in isolation; the weekly comparison continues.\n\n")
    body = (
        f"## Weekly non-wind model check — EQ and wildfire\n"
        f"_run {r.randint(9000, 9900)} · USGS UCERF3 + AIR EQ 11 · wildfire: AIR US WF 2025 with YTD fire perimeters_\n\n"
        f"### {s['name']} ({s['trig']})\n"
        f"| Box | Trigger Mw | Annual prob. | Payout |\n|---|---|---|---|\n"
        f"| Inner (LA basin) | ≥ 7.0 | 0.61% | 50% |\n| Inner (Bay Area) | ≥ 7.0 | 0.57% | 50% |\n"
        f"| Outer | ≥ 7.6 | 0.34% | 100% |\n\n"
        f"Modelled EL {s['el'] + r.uniform(-0.05, 0.05):.2f}% (last week {s['el']:.2f}%). Seismicity this week: "
        f"{r.randint(3, 9)} events ≥ M3.0 in the boxes, none ≥ M4.5.\n\n"
        f"{line}"
        f"### {e['name']} ({e['trig']})\n"
        f"Season to date the modelled industry aggregate for qualifying fires is ${r.uniform(0.35, 0.7):.2f}bn against an "
        f"attachment of {e['attach']}. Remaining season probability of attachment is {r.uniform(8, 18):.1f}% given "
        f"the Santa Ana outlook; expected loss to the end of the risk period {e['el'] + r.uniform(0.2, 1.0):.2f}%.\n\n"
        f"Reference points: Camp (2018) and Tubbs (2017) each would have exhausted this layer alone; 2021-2024 "
        f"seasons would not have attached.\n\n"
        f"| Month | Qualifying fires | Modelled industry loss | Cum. aggregate |\n|---|---|---|---|\n" +
        "\n".join(f"| {mth} | {r.randint(0, 4)} | ${r.uniform(0.0, 0.25):.2f}bn | ${r.uniform(0.1, 0.7):.2f}bn |"
                  for mth in ("May", "Jun", "Jul", "Aug", "Sep")) + "\n\n"
        "Fuel moisture across the northern Sierra foothills is at the 10th percentile for the date; the next two "
        "weeks of offshore wind events are the main driver of the remaining-season number.")
    hard = ("thesis_update", [s["name"], "confirmed at high"], "buried") if dec else None
    return body, hard


def _backtest_note(d, P):
    r = d.rng
    return (
        "## Backtest — 'exit at cone entry' rule, US wind names, 2015-2025\n"
        "_hypothetical; marks from dealer runs, 1pt round-trip cost assumed_\n\n"
        "| Season | Storms in cone | Exits | Avg exit px | Avg re-entry px | P&L vs hold |\n|---|---|---|---|---|---|\n"
        + "\n".join(f"| {y} | {r.randint(1, 5)} | {r.randint(0, 4)} | {_p(r.uniform(96, 99.5))} | "
                    f"{_p(r.uniform(96.5, 100.5))} | {r.uniform(-1.5, 0.9):+.2f}pt |" for y in range(2015, 2026)) +
        "\n\nOn this sample the rule would have sold at the wide point in most years and paid away the bid/offer twice; "
        "only 2017 and 2022 show a clear benefit. A backtest fill at the cone mark is not an executable level in a "
        "real storm market. Nothing here is a recommendation.\n\n"
        "Variants tested: exit at hurricane watch (worse: later and wider), exit half at cone entry (roughly flat), "
        "buy-back after landfall only when the storm misses the covered area (small positive, driven by 2020). "
        "Transaction costs dominate every variant; at a 0.5pt round trip the cone-entry rule would be close to "
        "neutral over the decade.")


def _pm_morning_note(d, S, tgt, with_limit, old, new, fullest, util):
    if with_limit:
        item3 = (f"3. Effective immediately, the {tgt['zone']} aggregate limit is reduced from ${old:.0f}mm to "
                 f"${new:.0f}mm of 1-in-100 PML until {S} has made landfall; riskd is being updated accordingly.")
        hard = ("risk_limit", [tgt["zone"], f"${new:.0f}mm"], "buried")
    else:
        item3 = (f"3. Aggregates are within limits; the {fullest} zone is the fullest at roughly {util:.0f}% of its "
                 f"1-in-100 limit.")
        hard = None
    body = (
        f"Good morning. Notes for {d.dlong}.\n\n"
        f"1. Hurricane {S} remains the priority. The overnight run places the {tgt['region']} coast inside the "
        f"three-day cone, and I would like the storm-conditioned numbers refreshed after each advisory until landfall.\n"
        f"2. Secondary markets were quiet overnight. The dealer runs marked the {tgt['region']} names lower by one to "
        f"two points without trades, which I read as a widening of bid and offer rather than a change of view.\n"
        f"{item3}\n"
        f"4. The {NEWI['name']} books close tomorrow; the modelling agent will post its review in a thread today.\n"
        f"5. Renewal preparation: the January European wind pipeline is thin, and I do not expect us to be active "
        f"there before November.\n"
        f"6. Hedges: the reinsurer equity short and the insurer CDS protection are sized for a Gulf or Florida event; "
        f"I would like to review their effectiveness with Tom after the weekend, using the {S} marks as a test case.\n"
        f"7. Investor reporting: the September letter will describe the storm-marking policy in more detail than "
        f"usual, since two investors asked about it on the last call.\n\n"
        f"Please keep approvals in this channel so that the audit trail is complete. Thank you.")
    return body, hard


def _pm_eod(d, S, tgt, A, B, P):
    return (
        f"End of day, {d.dlong}.\n\n"
        f"The book is positioned as intended going into the night. {S} is the only live exposure question; the "
        f"{tgt['region']} names carry most of the downside on the current track, and the hedges in reinsurer equity "
        f"and insurer CDS behaved as expected today. The {A['short']} purchase is booked, the {B['short']} order was "
        f"partly filled and the remainder withdrawn, and the primary allocation is noted in the thread.\n\n"
        f"Overnight, I would ask the modelling agent to post a refresh after each advisory and to flag any change in "
        f"the landfall point of more than fifty miles. Tom, please send the London dealer marks before 08:00. "
        f"I will review everything at 07:30 Bermuda time.\n\n"
        f"For the avoidance of doubt, the storm-marking policy applies from tonight: the administrator will use "
        f"dealer mids and, where fewer than two dealers quote, the last traded level adjusted by the index move. "
        f"Please do not send the administrator model prices. Thank you all for a long day.")


TR_CHAT = [
    "GS says real money asking about {bs} but nobody showing size",
    ("Swiss Re CM back from their offsite, runs should be fuller today", 6.7, 8.5),
    "Euro wind going nowhere till the Jan renewals, bids 10c back",
    "brokers calling the {as_} mark {apx}ish, feels stale tbh",
    ("lunch, back in 20", 11.0, 12.2),
    "Aon Secs roadshow call for Gulf Harbor tmrw 3pm ldn, dialling in",
    "fyi {bs} offer pulled at Citi",
    "runs all marked lower on {reg}, still no prints",
    "FL indemnity spreads unchanged wk/wk, nobody adds risk until {S} is done",
    ("chasing {brk} for the ticket on the earlier one", 12.9, 16.2),
    ("who's on the NAV call at 4?", 9.0, 14.5),
    "primary pipeline: 3 deals announced this wk, all US wind, all printing tight",
    ("HPR −{hp}% premkt, vol in reinsurer equities picking up", 11.0, 13.4),
    "Bloomberg ILS page down again, using the dealer PDFs",
    "GC Secs asking if we'd show a bid on Nordwind, told them not today",
    ("cone update in 10", 14.75, 14.85),
    "{brk} want a call on the Florida book after the adv, will take it",
    ("quiet. everyone waiting for the 4pm", 13.6, 14.7),
    "settlement on the June Kestrel trade finally cleaned up btw, Euroclear fixed the SSI",
    "coffee",
    "Citi run late again, chasing",
    ("GS offside on everything Gulf this morning, 2pt wide markets", 6.8, 10.5),
    "anyone seen the Aon investor call invite for the Jan pipeline? can't find it",
    "ops asking for the SSI on the new Swiss Re CM account, sent",
    "bbg chat down for 10 mins, all good now",
    ("NY desks in at 1pm ldn, expect the runs to refresh then", 9.5, 11.8),
    "marks sent to ops",
    "can someone check the {as_} CUSIP in the OMS, shows the Reg S one",
    "index names holding up better than indemnity today, makes sense on this track",
]
PM_CHAT = [
    ("Thank you, Tom.", 11.2, 16.2),
    "Please make sure the dealer marks for {bs} are refreshed before the NAV cut.",
    "I will be on the investment committee call from 14:00 to 15:00 Bermuda time; please hold anything that is not urgent until after it.",
    ("Tom, when you have a moment, please send me the dealer quotes behind this morning's marks for the storm names. The auditors will want them in the file.", 11.2, 15.8),
    "I have asked the administrator to confirm the storm-marking policy language in the offering documents before we cite it in the investor letter.",
    "Priya, could you check the collateral account statement for {bs}? The trustee balance looked light.",
    "The board pack needs the PML by peril as of yesterday's close.",
    "I have spoken with the cedent's chief risk officer; they are comfortable with their current retention.",
    "Noted, thank you.",
    "I am stepping away for thirty minutes.",
    "Please copy the auditors on the trustee correspondence this quarter.",
]
AN_CHAT = [
    "Pulled the latest PCS bulletin, nothing new since last week.",
    "Collateral statement for {bs} reconciled, matches the trustee.",
    "Updating the exposure map with the latest cone now.",
    "AIR and RMS disagree on {as_} by ~{n}bp of EL, mostly demand surge.",
    "Trustee confirms the {as_} quarterly coupon paid this morning.",
    "Reinsurance News piece on the Florida reforms, posted in #research.",
    "Exposure cube is stale by one booking, rebuilding.",
    "Investor letter draft is in the shared drive for comments.",
    "KCC's early industry number for {S} scenarios just landed, adding to the note.",
    "Sorry, on a call with the trustee, back in 15.",
    "Fixed the CUSIP mapping for {as_} in the pricer.",
    "ok",
]
NEAR_HUMAN = [
    ("an", "Question: would we sell {ps} at 101.25 if someone showed it?"),
    ("tr", "someone should look at the {cs} offer at Swiss Re, 99.60. not me today"),
    ("an", "For comparison, Ida (2021) came ashore at Port Fourchon as a Cat 4 and PCS ended near $18bn for Louisiana."),
    ("tr", "if riskd lets us I'd top up {ls} after landfall. prob won't"),
    ("tr", "nordwind would be a buy at 99.50 imo but not touching euro wind till nov"),
    ("an", "If {S} strengthens to a Cat 4 before landfall, does {bs} attach? AIR conditional says ~{pc}%."),
    ("pm", "I would be interested in {cs} at some point, but not while {S} is live."),
    ("tr", "back in 2017 the whole Gulf complex gapped 5pts on Harvey and bid came back in a week"),
]


def _chatter(d: Day, S, tgt, P, A, B):
    r = d.rng
    fmt = dict(bs=B["short"], as_=A["short"], apx=A["pxs"], reg=tgt["region"], S=S, brk=r.choice(BROKERS),
               hp=f"{r.uniform(1.0, 3.0):.1f}", n=r.randint(20, 60), ps=P["PALM"]["short"], cs=P["CASC"]["short"],
               ls=P["LOAK"]["short"], pc=r.randint(12, 26))

    def when(item, lo, hi):
        if isinstance(item, tuple):
            return item[0], item[1], item[2]
        return item, lo, hi

    for item in r.sample(TR_CHAT, r.randint(16, 19)):
        line, lo, hi = when(item, 6.7, 16.3)
        d.post(d.T(r.uniform(lo, hi), 0), "tr", line.format(**fmt),
               kind="noise" if line in ("lunch, back in 20", "coffee", "cone update in 10") else None)
    for item in r.sample(PM_CHAT, r.randint(8, 10)):
        line, lo, hi = when(item, 11.0, 22.0)
        d.post(d.T(r.uniform(lo, hi), 0), "pm", line.format(**fmt),
               kind="noise" if line in ("Thank you, Tom.", "Noted, thank you.") else None)
    for line in r.sample(AN_CHAT, r.randint(9, 11)):
        d.post(d.T(r.uniform(11.5, 21.5), 0), "an", line.format(**fmt), kind="noise" if line == "ok" else None)
    for who, line in r.sample(NEAR_HUMAN, r.randint(5, 7)):
        lo, hi = {"tr": (6.8, 16.2), "pm": (11.2, 21.8), "an": (11.6, 21.4)}[who]
        d.post(d.T(r.uniform(lo, hi), 0), who, line.format(**fmt), kind="near")
    for _ in range(r.randint(6, 8)):
        who = r.choice(["tr", "pm", "an", "ops"])
        lo, hi = {"tr": (6.8, 16.2), "pm": (11.2, 21.8), "an": (11.6, 21.4), "ops": (11.5, 20.0)}[who]
        e = {"tr": ["👍", "ty", "k", "✅", "thx"], "pm": ["Thank you.", "Noted."], "an": ["👍", "thanks", "🙏"],
             "ops": ["👍", "on it", "✅"]}[who]
        d.post(d.T(r.uniform(lo, hi), 0), who, r.choice(e), kind="noise")


# ----------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------

def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    dayobjs = []
    for ci in range(max(1, channels)):
        chan = channel_id(ci)
        for di in range(max(1, days)):
            start = end_ms - (days - di) * 24 * HOUR
            d = Day(seed, ci, di, start, chan)
            _build_day(d)
            for m in d.msgs:  # a reply to a left-out message is left out as well
                if m.reply is not None and m.reply.drop:
                    m.drop = True
            d.msgs = [m for m in d.msgs if not m.drop]
            dayobjs.append(d)

    msgs = [m for d in dayobjs for m in d.msgs]
    msgs.sort(key=lambda m: (m.t, m.day.ci, m.day.di))
    prev = 0
    for m in msgs:
        if m.t <= prev:
            m.t = prev + 1
        prev = m.t
        worker = int(PEOPLE[m.who][0]) % 31
        m.id = str(_sf(m.t, worker=worker, seq=(m.t * 7) % 4096))

    ev = []  # (t, order, dict)
    n = 0

    def add(t, obj):
        nonlocal n
        n += 1
        ev.append((t, n, obj))

    def chan_of(m):
        if m.thread is not None:
            return m.thread.starter.id, m.day.chan
        return m.day.chan, None

    for m in msgs:
        aid, aname, abot = PEOPLE[m.who]
        cid, parent = chan_of(m)
        atts = []
        for a in m.attachments:
            att_id = str(_sf(m.t, worker=5, seq=a["_n"]))
            atts.append({"id": att_id, "filename": a["filename"], "size": a["size"],
                         "url": f"https://cdn.discordapp.com/attachments/{cid}/{att_id}/{a['filename']}"})
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot, "created_at": _iso(m.t),
               "content": m.content, "attachments": atts, "embeds": m.embeds,
               "reference_id": m.reply.id if m.reply is not None else None}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if parent:
            line["parent_channel_id"] = parent
        line["message"] = msg
        add(m.t, line)
        base = {"guild_id": GUILD_ID, "channel_id": cid}
        last = m.t
        for t, c in m.edits:
            t = max(t, last + 1000)
            last = t
            add(t, {"op": "edit", **base, "message_id": m.id, "edited_at": _iso(t), "content": c})
        for t, who in m.pins:
            t = max(t, m.t + 1000)
            add(t, {"op": "pin", **base, "message_id": m.id, "by": PEOPLE[who][0], "at": _iso(t)})
        for t, emo, who in m.reactions:
            t = max(t, m.t + 1000)
            add(t, {"op": "reaction_add", **base, "message_id": m.id, "emoji": emo, "user_id": PEOPLE[who][0],
                    "at": _iso(t)})
        if m.deleted_at is not None:
            t = max(m.deleted_at, last + 1000)
            add(t, {"op": "delete", **base, "message_id": m.id, "deleted_at": _iso(t)})
        if m.forgot is not None:
            t = max(m.forgot[0], last + 1000)
            add(t, {"op": "forget", **base, "message_id": m.id, "requested_by": PEOPLE[m.forgot[1]][0], "at": _iso(t)})
    for d in dayobjs:
        for t, who, group in d.bulk_groups:
            t = max([t] + [g.t + 1000 for g in group])
            for g in group:
                g.bulk = t
            add(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": d.chan,
                    "message_ids": [g.id for g in group], "deleted_at": _iso(t)})
    ev.sort(key=lambda x: (x[0], x[1]))
    events = [e for _, _, e in ev]

    # labels ------------------------------------------------------------------------------
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in msgs:
        cid, _ = chan_of(m)
        removed_flag = m.deleted_at is not None or m.forgot is not None or m.bulk is not None
        if m.forgot is not None:
            state = "forgotten"
        elif m.deleted_at is not None or m.bulk is not None:
            state = "deleted"
        elif m.edits:
            state = "edited"
        else:
            state = "live"
        if removed_flag:
            removed.append(m.snippet or m.final_content()[:80])
        if m.hard:
            et, facts, phr = m.hard
            txt = m.text()
            for f in facts:
                if f not in txt:
                    raise AssertionError(f"fact {f!r} not in message {m.id}: {txt[:200]!r}")
            hard.append({"channel_id": cid, "message_id": m.id, "event_type": et, "facts": list(facts),
                         "phrasing": phr, "final_state": state})
            for s in m.superseded:
                sup.append([cid, m.id, s])
        elif not removed_flag:
            if m.kind == "noise":
                noise.append(m.id)
            elif m.kind == "near":
                near.append(m.id)
        if m.idiom and m.idiom[0] not in seen_idioms:
            seen_idioms.add(m.idiom[0])
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    # keep 10-20 rows, balanced between hard idioms and near-miss idioms, first occurrence of each
    hard_i = [i for i in idioms if i["expected"] != "not_hard"]
    soft_i = [i for i in idioms if i["expected"] == "not_hard"]
    keep = {id(i) for i in hard_i[:10] + soft_i[: max(0, 20 - min(10, len(hard_i)))]}
    idioms = [i for i in idioms if id(i) in keep][:20]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    return dt if dt.tzinfo else dt.replace(tzinfo=UTC)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    creates = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {creates} messages, {len(lab['hard_events'])} hard events, "
          f"{len(lab['noise_message_ids'])} noise, {len(lab['near_miss_ids'])} near-miss, {len(lab['idioms'])} idioms",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
