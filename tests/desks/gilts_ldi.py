"""Desk generator ``gilts_ldi``: UK rates desk running LDI mandates for pension schemes.

Conventional and index-linked gilts, SONIA swaps and swaptions, gilt repo and CCP
collateral, Long Gilt futures, EUR/GBP and GBP/USD hedges.  One channel per client
mandate.  Standard library only; output is a pure function of the arguments.

    python -m tests.desks.gilts_ldi --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "gilts_ldi"
DISCORD_EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 11, 20, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1291847365203918857"
_BASE_CHANNELS = [
    "1293017745583374397",
    "1293018120474460231",
    "1296554082315182140",
    "1298823667105931294",
    "1301190476862636062",
    "1304472290381152307",
]


def channel_id(i: int) -> str:
    if i < len(_BASE_CHANNELS):
        return _BASE_CHANNELS[i]
    ms = 1733000000000 + i * 7919113
    return str(((ms - DISCORD_EPOCH_MS) << 22) | ((i % 31) << 17) | ((i * 37) % 4096))


# ---------------------------------------------------------------- cast
PEOPLE = {
    "rupert": ("1109734455183925318", "Rupert Ashdown", False),
    "eleanor": ("1118402296650543155", "Eleanor Fairbairn", False),
    "kieran": ("1152680374910287943", "kdoyle", False),
    "jas": ("1160937718840520775", "jmistry", False),
    "priya": ("1124466091357761598", "Priya Nair", False),
    "tom": ("1099318840375566427", "Tom Okafor", False),
    "hamish": ("1141572093386113054", "hbaird", False),
    "ops": ("1137020591742197820", "desk-ops", False),
    "analyst": ("1203388416625315901", "Liability Analyst", True),
    "ccp": ("1210749935063171123", "ccp-gateway", True),
    "dmo": ("1199215847361249311", "DMO Feed", True),
    "risk": ("1187725440071032852", "riskd", True),
    "mail": ("1195580312245125160", "mailbridge", True),
    "bbg": ("1176621033410871346", "bbg-bridge", True),
    "alerts": ("1181540662730117180", "px-alerts", True),
    "cron": ("1170088329575084062", "cron", True),
    "ci": ("1206652178044526682", "deploybot", True),
    "pnl": ("1192460085913395250", "pnl-snap", True),
}
FIRST = {"rupert": "Rupert", "eleanor": "Eleanor", "kieran": "Kieran", "jas": "Jas", "priya": "Priya", "tom": "Tom"}
INITIALS = {"kieran": "KD", "jas": "JM", "priya": "PN"}

CLIENTS = [
    ("Harrowgate Rail Pension Scheme", "HRPS", "Margaret Hale", "Chair of Trustees", "harrowgaterailpensions.org.uk"),
    ("Pennine Water Staff Pension Plan", "PWSPP", "David Ashworth", "Chair of the Trustee Board", "penninewaterpensions.co.uk"),
    ("Calder Valley Council Pension Fund", "CVCPF", "Sunita Rao", "Head of Pensions", "caldervalley.gov.uk"),
    ("Severnside Engineering Pension Scheme", "SEPS", "Graham Little", "Chair of Trustees", "severnside-pensions.co.uk"),
    ("Tamar Ports Retirement Plan", "TPRP", "Alison Trewin", "Trustee Director", "tamarports-rp.co.uk"),
    ("Wensleydale Dairies Pension Fund", "WDPF", "Peter Metcalfe", "Chair", "wdpf-trustees.co.uk"),
]

# ---------------------------------------------------------------- instruments
CONV = {
    "A": dict(code="UKT 4¼ 32", sh="4¼s 32", pm="2032s", dmo="4¼% Treasury Gilt 2032", isin="GB00BMGR2809",
              px=96.42, y=4.52, dur=5.2, bucket="5-10y"),
    "B": dict(code="UKT 4¾ 43", sh="4¾s 43", pm="2043s", dmo="4¾% Treasury Gilt 2043", isin="GB00BPCJD880",
              px=95.63, y=5.18, dur=11.8, bucket="10-20y"),
    "C": dict(code="UKT 1½ 53", sh="1½s 53", pm="2053s", dmo="1½% Treasury Gilt 2053", isin="GB00BLH38158",
              px=45.87, y=5.31, dur=19.5, bucket="20-30y"),
    "D": dict(code="UKT 4 60", sh="4s 60", pm="2060s", dmo="4% Treasury Gilt 2060", isin="GB00B54QLM75",
              px=79.12, y=5.07, dur=19.9, bucket="30y+"),
    "E": dict(code="UKT 0⅝ 35", sh="0⅝s 35", pm="2035s", dmo="0⅝% Treasury Gilt 2035", isin="GB00BMBL1G81",
              px=72.05, y=4.71, dur=8.4, bucket="5-10y"),
}
LINK = {
    "L1": dict(code="UKTi 0⅛ 28", sh="0⅛ 28s", pm="2028 linkers", dmo="0⅛% Index-linked Treasury Gilt 2028",
               isin="GB00BZ1NTB69", px=99.31, y=0.62, dur=1.6, bucket="0-5y"),
    "L2": dict(code="UKTi 0⅛ 48", sh="0⅛ 48s", pm="2048 linkers", dmo="0⅛% Index-linked Treasury Gilt 2048",
               isin="GB00BZ13DV40", px=64.48, y=1.88, dur=20.6, bucket="20-30y"),
    "L3": dict(code="UKTi 0⅛ 73", sh="0⅛ 73s", pm="2073 linkers", dmo="0⅛% Index-linked Treasury Gilt 2073",
               isin="GB00BNNGP551", px=38.16, y=1.97, dur=38.5, bucket="30y+"),
    "L4": dict(code="UKTi 1¼ 55", sh="1¼ 55s", pm="2055 linkers", dmo="1¼% Index-linked Treasury Gilt 2055",
               isin="GB00B0CNHZ09", px=86.40, y=1.91, dur=23.1, bucket="20-30y"),
}
CONV_KEYS = ["A", "B", "C", "D", "E"]
LINK_KEYS = ["L1", "L2", "L3", "L4"]
DEALERS = ["BARC", "GS", "JPM", "NWM", "LBG", "HSBC", "BNP", "DB", "MS", "CITI", "SG", "NOM", "RBC", "SANT"]
BUCKETS = ["0-5y", "5-10y", "10-20y", "20-30y", "30y+"]
ANCHOR = date(2026, 1, 1)

# activity curve, London hours (UTC in Nov/Dec)
HOUR_W = [0.2, 0.15, 0.1, 0.1, 0.15, 0.4, 1.6, 4.2, 5.0, 4.2, 4.0, 3.6, 2.6, 3.0, 3.6, 3.6, 4.0, 2.2, 1.0, 0.6,
          0.4, 0.3, 0.2, 0.2]


def market(seed: int, d: date) -> dict:
    r = random.Random(f"{seed}|mkt|{d.isoformat()}")
    k = (d - ANCHOR).days
    drift = 0.07 * math.sin(k / 4.3) + 0.03 * math.sin(k / 1.7)
    m = {"dy": drift + r.uniform(-0.03, 0.03)}
    m["chg30"] = r.uniform(-6.5, 6.5)
    m["chg10"] = m["chg30"] * r.uniform(0.6, 1.1)
    m["y10"] = 4.46 + m["dy"]
    m["y30"] = 5.21 + m["dy"] * 1.1
    m["s10"] = 3.915 + m["dy"] * 0.9 + r.uniform(-0.01, 0.01)
    m["s20"] = m["s10"] + 0.102 + r.uniform(-0.01, 0.01)
    m["s30"] = m["s10"] + 0.061 + r.uniform(-0.01, 0.01)
    m["s50"] = m["s10"] - 0.297 + r.uniform(-0.01, 0.01)
    m["z6"] = 92.31 - m["dy"] * 7.5 + r.uniform(-0.15, 0.15)
    m["roll"] = r.uniform(0.38, 0.47)
    m["h7"] = m["z6"] - m["roll"]
    m["eurgbp"] = 0.8652 + r.uniform(-0.004, 0.004)
    m["gbpusd"] = 1.2843 + r.uniform(-0.012, 0.012)
    m["gc"] = 3.72 + r.uniform(-0.03, 0.03)
    m["rpi20"] = 3.41 + r.uniform(-0.06, 0.06)
    m["bank"] = 3.75
    m["px"] = {}
    m["yl"] = {}
    for key, ins in list(CONV.items()) + list(LINK.items()):
        dyy = m["dy"] + r.uniform(-0.02, 0.02)
        m["px"][key] = ins["px"] * (1 - ins["dur"] * dyy / 100)
        m["yl"][key] = ins["y"] + dyy
    return m


def f2(x: float) -> str:
    return f"{x:.2f}"


def f3(x: float) -> str:
    return f"{x:.3f}"


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def hm(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%H:%M")


def emb(title=None, description=None, fields=None, footer=None, author=None, url=None):
    e = {}
    if title:
        e["title"] = title
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": len(v) < 24} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


def embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
        if e.get("footer"):
            parts.append(e["footer"])
    return "\n".join(parts)


# ---------------------------------------------------------------- model
class Msg:
    def __init__(self, t, who, content, embeds, ref, thread, kind, hard, phrasing, idiom, order):
        self.t = t
        self.who = who
        self.content = content
        self.final = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread          # starter Msg if this message is in a thread
        self.kind = kind              # noise | near | chat | hard
        self.hard = hard              # (event_type, [facts]) or None
        self.phrasing = phrasing
        self.idiom = idiom            # (name, expected) or None
        self.order = order
        self.state = "live"
        self.superseded = []
        self.id = None
        self.chan = None
        self.pinned = False


class Day:
    def __init__(self, seed, ci, day, start_ms, rng, mkt):
        self.seed, self.ci, self.day, self.start, self.r, self.m = seed, ci, day, start_ms, rng, mkt
        self.msgs: list[Msg] = []
        self.ops: list[tuple] = []
        self.n = 0
        self.blackouts: list[tuple[int, int]] = []
        self.changes: dict[str, list[tuple[int, object]]] = {}
        self.oid_n = 0
        cl = CLIENTS[ci % len(CLIENTS)]
        suffix = "" if ci < len(CLIENTS) else f" (Section {ci // len(CLIENTS) + 1})"
        self.client, self.code, self.chair, self.chair_role, self.domain = cl[0] + suffix, cl[1], cl[2], cl[3], cl[4]
        self.other_client = CLIENTS[(ci + 1) % len(CLIENTS)][0]
        self.other_code = CLIENTS[(ci + 1) % len(CLIENTS)][1]
        self.pmk = "rupert" if ci % 2 == 0 else "eleanor"
        self.trk = "kieran" if (ci // 2) % 2 == 0 else "jas"
        self.PM, self.TR = FIRST[self.pmk], FIRST[self.trk]
        rot = CONV_KEYS[ci % 5:] + CONV_KEYS[:ci % 5]
        lrot = LINK_KEYS[ci % 4:] + LINK_KEYS[:ci % 4]

        def inst(k, table):
            d = dict(table[k])
            d["key"] = k
            d["px"] = mkt["px"][k]
            d["y"] = mkt["yl"][k]
            return d

        self.hc = [inst(k, CONV) for k in rot[:3]]
        self.wc = inst(rot[3], CONV)
        self.uc = inst(rot[4], CONV)
        self.hl = [inst(k, LINK) for k in lrot[:2]]
        self.wl = inst(lrot[2], LINK)
        self.ul = inst(lrot[3], LINK)
        self.liab = [1.85, 2.35, 1.12, 3.05, 1.42, 1.96][ci % 6] * (1 + 0.1 * (ci // 6))
        self.ir_tgt = [90.0, 95.0, 85.0, 90.0, 95.0, 90.0][ci % 6]
        self.inf_tgt = self.ir_tgt - 5.0
        self.min_buf = 250
        self.set_state(0, "ir_tgt", self.ir_tgt)
        self.set_state(0, "min_buf", self.min_buf)
        self.set_state(0, "buf", rng.randint(295, 335))
        self.z6_lots = rng.choice([60, 80, 100, 120, 150])
        self.steep_k = rng.choice([15, 20, 25])
        self.nominals = {k: rng.choice([40, 60, 75, 90, 120, 150, 180]) for k in CONV_KEYS + LINK_KEYS}
        self.datestr = day.strftime("%-d %b %Y")
        self.dshort = day.strftime("%-d %b")
        self.hard_used = set()

    # ---- state timeline (for heartbeats)
    def set_state(self, t, key, val):
        self.changes.setdefault(key, []).append((t, val))
        self.changes[key].sort(key=lambda x: x[0])

    def state(self, t, key):
        v = None
        for tt, vv in self.changes.get(key, []):
            if tt <= t:
                v = vv
        return v

    # ---- time helpers
    def T(self, h, m=0, s=0):
        return self.start + int(((h * 60 + m) * 60 + s) * 1000)

    def rt(self, h0, h1):
        return self.start + int(self.r.uniform(h0, h1) * 3600_000) + self.r.randint(0, 999)

    def ct(self, h0=0.0, h1=24.0):
        """Sample a time from the activity curve, restricted to [h0, h1)."""
        hours = [h for h in range(24) if h + 1 > h0 and h < h1]
        w = [HOUR_W[h] for h in hours]
        h = self.r.choices(hours, weights=w)[0]
        lo, hi = max(h, h0), min(h + 1, h1)
        return self.start + int(self.r.uniform(lo, hi) * 3600_000) + self.r.randint(0, 999)

    def after(self, t, s0, s1):
        return t + int(self.r.uniform(s0, s1) * 1000) + self.r.randint(0, 999)

    def oid(self, who):
        self.oid_n += 1
        return f"{INITIALS.get(who, 'XX')}-{self.day.strftime('%m%d')}-{self.oid_n:02d}"

    # ---- posting
    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind="chat", hard=None,
             phr=None, idiom=None):
        t = max(self.start, min(t, self.start + 86400_000 - 2000))
        if ref is not None and t <= ref.t:
            t = ref.t + 1500 + self.r.randint(0, 4000)
        if thread is not None and t <= thread.t:
            t = thread.t + 2000
        self.n += 1
        if hard is not None:
            kind = "hard"
            self.hard_used.add(hard[0])
        m = Msg(t, who, content, embeds, ref, thread, kind, hard, phr, idiom, self.n)
        self.msgs.append(m)
        return m

    def edit(self, msg, t, new, superseded=()):
        t = max(t, msg.t + 5000)
        self.ops.append(("edit", t, msg, new))
        msg.final = new
        for s in superseded:
            assert s not in new, (s, new)
            msg.superseded.append(s)
        if msg.state == "live":
            msg.state = "edited"

    def delete(self, msg, t):
        self.ops.append(("delete", max(t, msg.t + 3000), msg))
        msg.state = "deleted"

    def bulk_delete(self, msgs, t):
        t = max([t] + [m.t + 3000 for m in msgs])
        self.ops.append(("bulk_delete", t, msgs))
        for m in msgs:
            m.state = "deleted"

    def forget(self, msg, t, by):
        self.ops.append(("forget", max(t, msg.t + 3000), msg, by))
        msg.state = "forgotten"

    def pin(self, msg, t, by):
        self.ops.append(("pin", max(t, msg.t + 2000), msg, by))
        msg.pinned = True

    def unpin(self, msg, t, by):
        self.ops.append(("unpin", max(t, msg.t + 2000), msg, by))

    def react(self, msg, t, emoji, by):
        self.ops.append(("reaction_add", max(t, msg.t + 1000), msg, emoji, by))

    def mention(self, key):
        return f"<@{PEOPLE[key][0]}>"

    def ack(self, t, who, ref=None):
        pool_pm = ["Thank you.", "Noted, thanks.", "Lovely, thank you.", "Thanks very much.", "Understood, thank you.",
                   "👍", "Thanks, all."]
        pool_tr = ["ta", "cheers", "👍", "ok", "thx", "ty", "👌", "on it", "will do", "np", "nice", "🙏", "k"]
        pool = pool_pm if who in ("rupert", "eleanor", "tom") else pool_tr
        return self.post(t, who, self.r.choice(pool), ref=ref, kind="noise")


# ---------------------------------------------------------------- long texts
def bucket_table(d: Day, hr_override=None):
    fr = [0.06, 0.16, 0.25, 0.29, 0.24]
    liab_total = d.liab * 1000
    rows = ["| Bucket | Liability PV01 (£k/bp) | Hedge PV01 (£k/bp) | Hedge ratio |", "|---|---:|---:|---:|"]
    tot_l = tot_a = 0.0
    hrs = []
    for b, f in zip(BUCKETS, fr):
        l = liab_total * f * d.r.uniform(0.95, 1.05)
        hr = (hr_override or d.ir_tgt) + d.r.uniform(-5.5, 4.0)
        a = l * hr / 100
        tot_l += l
        tot_a += a
        hrs.append((b, hr))
        rows.append(f"| {b} | {l:,.1f} | {a:,.1f} | {hr:.1f}% |")
    rows.append(f"| **Total** | **{tot_l:,.1f}** | **{tot_a:,.1f}** | **{100 * tot_a / tot_l:.1f}%** |")
    worst = min(hrs, key=lambda x: x[1])
    return "\n".join(rows), 100 * tot_a / tot_l, worst


def cashflow_table(d: Day, years=None):
    y0 = d.day.year + 1
    years = years or d.r.randint(18, 26)
    rows = ["| Year | Fixed (£m) | RPI-linked (£m, real) | CPI-capped (£m, real) | Total (£m) |", "|---|---:|---:|---:|---:|"]
    base = d.liab * 38
    for i in range(years):
        yr = y0 + i
        shape = math.exp(-((i - 14) ** 2) / 260.0)
        fx = base * 0.22 * shape * d.r.uniform(0.96, 1.04)
        rp = base * 0.51 * shape * d.r.uniform(0.96, 1.04)
        cp = base * 0.27 * shape * d.r.uniform(0.96, 1.04)
        rows.append(f"| {yr} | {fx:,.1f} | {rp:,.1f} | {cp:,.1f} | {fx + rp + cp:,.1f} |")
    return "\n".join(rows)


def report(d: Day, kind: str, decision: str | None = None, at: int | None = None, gilt: dict | None = None,
           size: int | None = None) -> str:
    """A long markdown report from the liability analyst.  `decision` (one sentence) is
    inserted in the middle of the body when given."""
    m, r = d.m, d.r
    hc, hl = d.hc, d.hl
    tbl, tot_hr, worst = bucket_table(d)
    inf_hr = d.inf_tgt - r.uniform(0.6, 4.5)
    buf = d.state(d.start + 12 * 3600_000, "buf")
    asw = r.randint(-62, -38)
    be = m["rpi20"] - r.uniform(0.05, 0.2)
    paras_obs = [
        f"The {worst[0]} bucket remains the least well hedged at {worst[1]:.1f}%. It could be closed either by "
        f"receiving SONIA at the relevant tenor or by adding to the {hc[2]['pm']}; on our numbers the swap route is "
        f"about {r.randint(2, 6)}bp cheaper in PV01-equivalent terms, but it consumes collateral headroom at the CCP.",
        f"Asset-swap spreads on the {hc[0]['pm']} are {asw}bp (gilt over SONIA, matched maturity). That is "
        f"{r.choice(['cheaper', 'richer'])} than the 3-month average of {asw + r.randint(-6, 6)}bp and not yet at a level "
        f"where a switch from swaps into gilts clearly pays for the balance-sheet cost.",
        f"Inflation hedging is {inf_hr:.1f}% of the RPI-linked liabilities against a {d.inf_tgt:.0f}% target. The gap "
        f"sits almost entirely beyond 2045, where the scheme's real cashflows peak; the {min(hl, key=lambda x: x['dur'])['pm']} contribute very "
        f"little IE01 at that end of the curve.",
        f"Long real yields have moved {r.uniform(-9, 9):+.0f}bp this month. At {m['yl'][hl[1]['key']]:.2f}% the "
        f"{hl[1]['code']} trades {r.randint(4, 14)}bp above its one-year average real yield, and RPI breakevens at 20 "
        f"years are {be:.2f}%, {r.randint(2, 11)}bp below the RPI swap.",
        f"The 10s30s SONIA curve is {r.randint(38, 55)}bp, having steepened {r.randint(2, 9)}bp since the last "
        f"MPC meeting. Liability-driven receiving at the long end has been lighter than usual this quarter, which is "
        f"consistent with schemes running at or near full hedges after the funding-level improvements of 2023-25.",
        f"Repo funding is stable: GC overnight at {m['gc']:.2f}%, one-month term {m['gc'] + r.uniform(0.03, 0.09):.2f}%. "
        f"The {hc[0]['sh']} has traded {r.randint(4, 18)}bp special on and off, which has made lending it a small but "
        f"useful source of income.",
        f"Hedge slippage since the quarter end is {r.uniform(-0.9, 0.9):+.2f}% of liabilities, driven mainly by the "
        f"update of the actuary's cashflow file (v{r.randint(2, 5)}) which added {r.randint(3, 14)}k of PV01 in the "
        f"30y+ bucket through revised longevity assumptions.",
    ]
    paras_obs += [
        f"The futures overlay (long {d.z6_lots} G Z6) provides about £{d.z6_lots * 0.105:,.1f}k of PV01 in the 5-10y "
        f"bucket. It is cheap to carry relative to buying the {hc[0]['pm']} outright, but it has to be rolled quarterly "
        f"and the Z6/H7 calendar is currently {f2(m['roll'])}, a little wide of fair value on our repo assumptions.",
        f"The 1y30y payer swaptions bought as buffer protection are {r.randint(35, 70)}bp out of the money. Their value "
        f"has decayed by roughly £{r.randint(60, 180)}k this month; they remain the cheapest way to protect the buffer "
        f"against a September-2022-style move without reducing the hedge ratio itself.",
        f"Counterparty exposure on uncleared positions (swaptions and FX forwards) is spread across {r.randint(5, 8)} "
        f"banks; the largest net exposure after collateral is £{r.uniform(2, 9):.1f}m, well inside the "
        f"£{r.choice([15, 20, 25])}m single-name limit in the investment management agreement.",
        f"The euro and dollar credit sleeves are hedged at {r.uniform(96, 101):.1f}% and {r.uniform(95, 101):.1f}% "
        f"respectively. The 3-month forward points cost about {r.uniform(0.4, 1.2):.2f}% a year on the dollar hedge and "
        f"earn a little on the euro hedge, in line with interest-rate differentials.",
    ]
    paras_ctx = [
        f"Bank Rate is {m['bank']:.2f}% after the November decision; the OIS curve prices a further "
        f"{r.choice([25, 50, 75])}bp of cuts by the end of 2027. The long end has largely decoupled from the front: "
        f"30-year gilt yields remain above 5% as term premium stays elevated, reflecting heavy supply and the steady "
        f"shrinking of the traditional defined-benefit buyer base as schemes move to buy-out.",
        f"The DMO's financing remit for 2026-27 is £{r.randint(290, 310)}bn, with long conventionals at "
        f"{r.randint(9, 13)}% of gross issuance, the lowest share in more than a decade. Index-linked issuance is "
        f"skewed towards the 2030s and 2040s, and the ultra-long lines are being supplied mainly by syndication, "
        f"which concentrates supply risk into a handful of dates.",
        f"The Bank's active gilt sales continue at a reduced pace and have been weighted away from the long end since "
        f"the last annual review. Passive run-off now accounts for most of the reduction in the APF, which leaves the "
        f"long end more exposed to private-sector supply than to official sales.",
        f"Long-dated swap spreads remain deeply negative: 30-year gilt-SONIA is around -{r.randint(75, 95)}bp. This "
        f"reflects dealer balance-sheet constraints and the preference of leveraged investors for unfunded duration "
        f"via swaps. Schemes switching from gilts into swaps pick up yield but take on CCP margin and collateral "
        f"management in exchange.",
        f"CPI inflation was {r.uniform(2.8, 3.4):.1f}% in October and RPI {r.uniform(3.7, 4.3):.1f}%. Market-implied RPI "
        f"at 20 years is {m['rpi20']:.2f}%, which still embeds a meaningful risk premium over the Bank's target plus "
        f"the RPI-CPI wedge, although the wedge itself disappears for accruals after February 2030.",
        f"Global duration has been under pressure: US 30-year Treasury yields are close to {r.uniform(4.8, 5.1):.2f}% and "
        f"long-end JGB yields have reached multi-decade highs. Correlation between gilts and other long-dated "
        f"government bond markets has risen, so UK-specific news explains less of the daily move than a year ago.",
        f"Aggregate defined-benefit funding on a buy-out basis is estimated at around {r.randint(112, 128)}% for the "
        f"median scheme, and bulk annuity volumes are running at record levels. For LDI mandates that means more "
        f"transition work: portfolios being reshaped towards insurer pricing bases ahead of a buy-in.",
        f"Gilt repo conditions are orderly. Sterling GC trades a few basis points below Bank Rate and usage of the "
        f"Bank's short-term repo facility has been modest. Term repo out to three months remains available from all "
        f"{r.randint(6, 8)} of the scheme's counterparties at spreads of {r.randint(3, 9)}bp over SONIA.",
    ]
    paras_ctx += [
        f"Sterling has been range-bound: EUR/GBP {m['eurgbp']:.4f} and GBP/USD {m['gbpusd']:.4f}. Currency moves matter "
        f"to the mandate only through the hedged overseas credit sleeves, where forward points and collateral on the "
        f"FX forwards are the main considerations rather than spot levels.",
        f"The Long Gilt future is trading {f2(m['z6'])} in the December contract with the roll into March at "
        f"{f2(m['roll'])}. Open interest typically migrates over the last ten days before first notice; the "
        f"cheapest-to-deliver has been stable, so the roll should be mechanical rather than a source of basis risk.",
        f"Fiscal news remains the swing factor for the long end. Markets continue to watch the headroom against the "
        f"fiscal rules closely, and every revision to the OBR's borrowing forecast feeds through to the DMO remit "
        f"and hence to long-dated supply, with the ultra-long sector the most sensitive.",
        f"Index-linked demand from pension schemes has moderated as hedge ratios have risen, while insurers buying "
        f"out schemes have become the marginal buyer of long real duration. Their preference for CPI-like exposure "
        f"and for matching cashflows closely has shifted relative value along the linker curve towards the 2040s.",
    ]
    paras_liab = [
        f"The liability cashflow profile peaks in {d.day.year + r.randint(13, 17)}, with about {r.randint(48, 62)}% of "
        f"present value falling beyond 2045. Pension increases are {r.randint(55, 70)}% RPI-linked (capped at 5%) and "
        f"the remainder CPI-linked with a 2.5% cap, so the inflation hedge target is set below the rates target to "
        f"reflect the caps.",
        f"Technical Provisions are discounted at gilts + 0.5% pre-retirement and gilts + 0.25% post-retirement. The "
        f"hedge ratio is quoted on this basis; on a gilts-flat basis the same assets would show a hedge ratio about "
        f"{r.uniform(4, 8):.1f} percentage points lower.",
        f"Membership movements since the last valuation are close to assumptions: {r.randint(180, 420)} retirements, "
        f"{r.randint(90, 210)} deaths and {r.randint(15, 60)} transfers out. The net effect on liability PV01 is a "
        f"reduction of about £{r.randint(4, 15)}k per bp, mostly in the 10-20y bucket.",
        f"Deficit contributions of £{r.uniform(6, 18):.1f}m a year continue until {d.day.year + r.randint(2, 4)} under the "
        f"current schedule of contributions; they are paid quarterly into the liquidity fund and are available to "
        f"support the collateral buffer between payment dates.",
    ]
    paras_liab += [
        f"Longevity assumptions follow CMI 2024 with a {r.choice(['1.25', '1.5'])}% long-term rate of improvement. A "
        f"one-year increase in life expectancy would add about {r.uniform(3, 4.5):.1f}% to liabilities and roughly "
        f"£{r.randint(40, 90)}k to liability PV01, almost entirely beyond 2045.",
        f"The scheme is closed to future accrual. Benefit outgo is about £{d.liab * 38 * 0.9:,.0f}m a year and rising, "
        f"met from contributions, coupon income on the gilt portfolio and, where necessary, scheduled disinvestments "
        f"agreed with the Trustees at the start of each quarter.",
    ]
    paras_hist = [
        "For context, in September 2022 30-year gilt yields rose by more than 100bp in a few sessions; several pooled "
        "LDI funds were forced to sell gilts into a falling market to meet collateral calls, and the Bank of England "
        "intervened with temporary purchases. The buffer regime we run today was designed with that episode in mind.",
        "Historically the buffer has been tested only once in earnest: in the week of 26 September 2022 the scheme's "
        "then-manager had to recapitalise the hedge twice in five days, and at one point the interest-rate hedge ratio "
        "fell to around 60% as positions were cut. None of this implies a view; it is background for the Trustees.",
        "Past switches between conventionals and linkers have typically been executed in two or three tranches; the "
        "2024 switch from the 2068s into the 2048s achieved a pick-up of about 6bp on average against a 9bp screen "
        "level, largely because of bid-offer in the ultra-long linkers.",
    ]
    stress_rows = ["| Parallel shock | Collateral call (£m) | Buffer after (bp) | Headroom vs minimum |", "|---|---:|---:|---:|"]
    for shock in (25, 50, 100, 150, 250):
        call = d.liab * shock * (tot_hr / 100) * r.uniform(0.97, 1.03)
        after = buf - shock
        stress_rows.append(f"| +{shock}bp | {call:,.1f} | {after} | {after - d.state(d.start, 'min_buf'):+d}bp |")
    stress = "\n".join(stress_rows)

    if kind == "morning":
        title = f"## Morning liability note — {d.client} — {d.datestr}"
        head = (f"**Summary.** Interest-rate hedge ratio {tot_hr:.1f}% of Technical Provisions liabilities (target "
                f"{d.ir_tgt:.0f}%, band ±3%); inflation hedge ratio {inf_hr:.1f}% (target {d.inf_tgt:.0f}%). Collateral "
                f"buffer {buf}bp against a {d.min_buf}bp minimum. Funding level on the gilts+{r.choice(['0.5', '0.6', '0.75'])}% "
                f"basis estimated at {r.uniform(104, 118):.1f}%.")
        over = (f"### Overnight\n- 30y gilt yield {m['chg30']:+.1f}bp to {m['y30']:.2f}%; 10y {m['chg10']:+.1f}bp to "
                f"{m['y10']:.2f}%.\n- SONIA swaps: 10y {f3(m['s10'])}%, 20y {f3(m['s20'])}%, 30y {f3(m['s30'])}%, 50y "
                f"{f3(m['s50'])}%.\n- RPI swap 20y {m['rpi20']:.2f}%; 20y breakeven {be:.2f}%.\n- Long Gilt Z6 {f2(m['z6'])} "
                f"(roll to H7 {f2(m['roll'])}).\n- EUR/GBP {m['eurgbp']:.4f}, GBP/USD {m['gbpusd']:.4f}.")
        body_paras = r.sample(paras_obs, r.randint(3, 4))
        tail = (f"### Calendar\n- DMO auction today at 10:00, results 10:35.\n- Public sector finances {r.choice(['tomorrow', 'on Friday'])} at 07:00.\n"
                f"- MPC minutes and Bank Rate decision: next meeting {r.choice(['17 December', '4 February'])}.\n"
                f"- LCH intraday call window 13:00-14:00 London.\n\n_No trades are recommended in this note._")
        parts = [title, head, over, "### Hedge by bucket", tbl, "### Observations"] + body_paras + [tail]
    elif kind == "carry":
        title = f"## Inflation carry and linker positioning — {d.day.strftime('%B %Y')}"
        rows = ["| Line | Real yield | Monthly carry (bp) | IE01 (£k) | Held (£m nominal) |", "|---|---:|---:|---:|---:|"]
        for L in hl + [d.wl, d.ul]:
            held = d.nominals[L["key"]] if L in hl else 0
            rows.append(f"| {L['code']} | {L['y']:.2f}% | {r.uniform(18, 46):.1f} | {held * L['dur'] * 0.1:,.1f} | {held} |")
        head = (f"RPI for October printed {r.uniform(3.6, 4.4):.1f}% y/y ({r.uniform(0.1, 0.6):.1f}% m/m), which feeds "
                f"the indexation of the linkers with the usual lag. November and December seasonals are typically soft; "
                f"on the swaps-implied path, inflation accrual on the scheme's linker holdings is worth roughly "
                f"£{r.uniform(0.4, 1.6):.2f}m over the next three months.")
        body_paras = r.sample(paras_obs, r.randint(2, 4)) + [r.choice(paras_hist)]
        tail = ("### Risks\n- RPI/CPIH alignment from 2030 remains the dominant structural risk for RPI-linked assets "
                "versus CPI-linked pension increases.\n- Supply: the remit favours short and medium linkers this year.\n"
                "- A sharp fall in breakevens would reduce the inflation hedge value but also the liability value.")
        parts = [title, head, "\n".join(rows)] + body_paras + [tail]
    elif kind == "cashflow":
        title = f"## {d.client}: projected benefit cashflows (actuary file v{r.randint(3, 6)}, {d.day.strftime('%b %Y')})"
        head = (f"The scheme actuary's updated schedule arrived overnight. Total projected outgo is "
                f"£{d.liab * 38 * 17:,.0f}m undiscounted; liability duration is {r.uniform(14.5, 19.5):.1f} years on "
                f"the gilts+0.5% basis. The table shows the first {r.randint(18, 26)} years; later years are in the "
                f"attached file.")
        body_paras = [cashflow_table(d)] + r.sample(paras_obs, r.randint(2, 4))
        tail = ("### Method\nCashflows are discounted on the SONIA curve plus the scheme's gilt-swap adjustment; "
                "RPI-linked flows use the RPI swap curve with a 0.3% wedge for the 2030 alignment. Longevity follows "
                "CMI 2024 with a 1.25% long-term improvement rate.")
        parts = [title, head] + body_paras + [tail]
    elif kind == "collateral":
        title = f"## Collateral adequacy — {d.client} — {d.datestr}"
        head = (f"Buffer {buf}bp against a {d.min_buf}bp minimum. Eligible unencumbered gilts £{r.uniform(280, 460):,.1f}m; "
                f"cash at the CCP £{r.uniform(40, 110):,.1f}m; liquidity fund £{r.uniform(60, 160):,.1f}m (T+0). "
                f"The table applies instantaneous parallel shocks to the gilt and SONIA curves.")
        body_paras = [stress] + [r.choice(paras_hist)] + r.sample(paras_obs, r.randint(2, 4))
        tail = ("### Notes\n- Haircuts per the CCP schedule effective 2 November.\n- Repo counterparties: 7 active, "
                "largest single exposure 22% of repo book.\n- Stress excludes curve twists; a 30y-only shock of "
                "+150bp produces about 70% of the parallel-shock call.")
        parts = [title, head] + body_paras + [tail]
    elif kind == "switch":
        Lf, Lt = sorted(hl, key=lambda x: x["dur"])
        title = f"## Inflation hedge review — {d.code} — {d.datestr}"
        head = (f"The inflation hedge ratio is {inf_hr:.1f}% against a {d.inf_tgt:.0f}% target and the shortfall is "
                f"concentrated beyond 2045. The {Lf['code']} now contributes little to the hedge of the long real "
                f"cashflows, while the {Lt['code']} trades at {Lt['y']:.2f}% real, {r.randint(5, 14)}bp above the "
                f"scheme's liability discount curve at that maturity.")
        body_paras = r.sample(paras_obs, r.randint(2, 4)) + [r.choice(paras_hist)]
        tail = ("### Execution\nIf pursued, execution would be in two tranches via RFQ to four GEMMs, PV01-weighted, "
                "with the sale leg first. Expected cost including bid-offer: 3-5bp of real yield.")
        parts = [title, head] + body_paras + [tail]
    elif kind == "review":
        title = f"## Quarterly hedge ratio review — {d.client}"
        head = (f"Overall interest-rate hedge {tot_hr:.1f}% vs {d.ir_tgt:.0f}% target; inflation {inf_hr:.1f}% vs "
                f"{d.inf_tgt:.0f}%. Buffer {buf}bp. The 30y+ bucket accounts for most of the residual rate exposure.")
        body_paras = [tbl] + r.sample(paras_obs, r.randint(2, 4))
        tail = ("### Alternatives considered\n- Buying ultra-long conventionals (2060s/2068s): better collateral quality "
                "but wider bid-offer and heavier supply.\n- Gilt total return swaps: balance-sheet friendly but priced "
                "off dealer repo; rejected on cost.\n- Doing nothing: the hedge remains inside its band; residual risk "
                "about £1-2m per 10bp.")
        parts = [title, head] + body_paras + [tail]
    elif kind == "auction":
        g = gilt
        title = f"## Auction preview — {g['dmo']} — {d.datestr}"
        head = (f"The DMO offers £{size:,}m nominal of the {g['dmo']} ({g['isin']}) "
                f"this morning; bidding closes at 10:00 and results are published at 10:35. The line has cheapened "
                f"{r.uniform(0.5, 3.5):.1f}bp on the curve over the past week, in line with the usual pre-auction concession.")
        rows = ["| Auction | Cover | Tail (bp) | Concession (bp) |", "|---|---:|---:|---:|"]
        for i in range(r.randint(5, 7)):
            rows.append(f"| {(d.day - timedelta(days=28 * (i + 1))).strftime('%b %Y')} | {r.uniform(2.0, 3.6):.2f}x | "
                        f"{r.uniform(0.0, 1.2):.1f} | {r.uniform(-0.5, 3.5):.1f} |")
        body_paras = ["### Recent auctions in similar maturities", "\n".join(rows)] + r.sample(paras_obs, r.randint(2, 3))
        tail = ("### What matters for the mandate\nThe result is relevant to mark-to-market and to the collateral value of "
                "holdings in similar maturities; it does not in itself call for any change to the hedge. Any participation "
                "would be a separate decision.")
        parts = [title, head] + body_paras + [tail]
    elif kind == "monitor":
        title = f"## Hedge monitor {hm(at)} — {d.code}"
        head = (f"Intraday hedge ratios: rates {tot_hr:.1f}% (target {d.ir_tgt:.0f}%), inflation {inf_hr:.1f}% "
                f"(target {d.inf_tgt:.0f}%). Buffer {buf}bp. Gilt yields {m['chg30']:+.1f}bp at 30 years since the open; "
                f"SONIA 30y {f3(m['s30'])}%.")
        rows = ["| Holding | Nominal (£m) | Price | PV01 (£k) |", "|---|---:|---:|---:|"]
        for g in hc + hl:
            nom = d.nominals[g["key"]]
            rows.append(f"| {g['code']} | {nom} | {f2(g['px'])} | {nom * g['px'] / 100 * g['dur'] * 0.1:,.1f} |")
        rows.append(f"| G Z6 (lots) | {d.z6_lots} | {f2(m['z6'])} | {d.z6_lots * 0.105:,.1f} |")
        body_paras = ["\n".join(rows), tbl] + r.sample(paras_obs, r.randint(2, 3))
        tail = "_Monitoring only; nothing in this note requires action._"
        parts = [title, head] + body_paras + [tail]
    elif kind == "repo":
        title = f"## Repo and collateral note — {d.datestr}"
        head = (f"Repo book £{r.randint(300, 600)}m, weighted average term {r.randint(9, 31)} days, weighted rate "
                f"{m['gc'] + r.uniform(0.02, 0.08):.2f}% versus GC {f2(m['gc'])}%. Specialness: {hc[0]['sh']} "
                f"{r.randint(5, 18)}bp, {hc[1]['sh']} {r.randint(0, 6)}bp, {hc[2]['sh']} {r.randint(0, 4)}bp.")
        rows = ["| Counterparty | Outstanding (£m) | Term | Rate |", "|---|---:|---|---:|"]
        for cp in r.sample(["NOM", "BNP", "SANT", "RBC", "BARC", "LBG", "NWM", "RepoClear"], 6):
            rows.append(f"| {cp} | {r.randint(20, 140)} | {r.choice(['o/n', '1w', '1m', '3m'])} | {m['gc'] + r.uniform(-0.15, 0.12):.2f}% |")
        body_paras = ["\n".join(rows)] + r.sample(paras_obs, r.randint(2, 3)) + [r.choice(paras_hist)]
        tail = "### Maturities this week\n" + "\n".join(
            f"- {(d.day + timedelta(days=i + 1)).strftime('%a %-d %b')}: £{r.randint(20, 180)}m" for i in range(4))
        parts = [title, head] + body_paras + [tail]
    elif kind == "rv":
        A, C = hc[0], hc[2]
        title = f"## Relative value scan — conventionals and linkers — {d.datestr}"
        rows = ["| Line | Yield | ASW (bp) | Z-score (1y) | Carry+roll 3m (bp) |", "|---|---:|---:|---:|---:|"]
        for k in CONV_KEYS + LINK_KEYS:
            ins = CONV.get(k) or LINK.get(k)
            rows.append(f"| {ins['code']} | {m['yl'][k]:.3f}% | {r.randint(-95, -20)} | {r.uniform(-2.2, 2.2):+.1f} | {r.uniform(-4, 9):.1f} |")
        head = (f"A routine scan of asset-swap spreads, carry and roll across the lines the mandate holds or watches. "
                f"Nothing here is a recommendation; the scan simply flags where the curve looks stretched. One could, for "
                f"example, switch from the {A['pm']} into the {C['pm']} to lengthen, or receive 30y against a gilt sale, "
                f"but neither screens as compelling at current levels.")
        body_paras = ["\n".join(rows)] + r.sample(paras_obs, r.randint(2, 3))
        tail = "_Screen only. No trades proposed._"
        parts = [title, head] + body_paras + [tail]
    elif kind == "attribution":
        title = f"## Hedge P&L attribution — {d.code} — month to date"
        rows = ["| Driver | Assets (£m) | Liabilities (£m) | Net (£m) |", "|---|---:|---:|---:|"]
        for drv in ["Parallel rates", "Curve shape", "Real yields", "Breakevens", "Swap spreads", "Carry and accrual", "FX hedges", "Residual"]:
            a = r.uniform(-9, 9)
            l = -a * r.uniform(0.8, 1.15)
            rows.append(f"| {drv} | {a:+.2f} | {l:+.2f} | {a + l:+.2f} |")
        head = (f"Month to date the hedge has tracked the liabilities to within £{r.uniform(0.3, 2.5):.1f}m on a liability "
                f"value of about £{d.liab * 900:,.0f}m. Tracking error is explained mainly by swap spreads at the long end "
                f"and by the difference between RPI swaps and linker breakevens.")
        body_paras = ["\n".join(rows)] + r.sample(paras_obs, r.randint(2, 3))
        tail = "### Notes\n- Liability values use the actuary's file v5 rolled forward on market curves.\n- Swap spread attribution uses matched-maturity gilt-SONIA spreads."
        parts = [title, head] + body_paras + [tail]
    elif kind == "trustee":
        title = f"## Draft for the Trustee report — hedging and collateral section ({d.code})"
        head = (f"Over the quarter the interest-rate hedge ratio moved from {tot_hr - r.uniform(1, 3):.1f}% to {tot_hr:.1f}% and "
                f"the inflation hedge from {inf_hr - r.uniform(0.5, 2):.1f}% to {inf_hr:.1f}%. The collateral buffer ranged "
                f"between {buf - r.randint(20, 50)}bp and {buf + r.randint(5, 30)}bp and never fell below the "
                f"{d.min_buf}bp minimum for more than a day. No recapitalisation was required.")
        body_paras = [r.choice(paras_hist)] + r.sample(paras_obs, r.randint(2, 3))
        tail = "_Draft for the PM's review; wording to be agreed before circulation._"
        parts = [title, head] + body_paras + [tail]
    else:  # eod
        title = f"## End-of-day summary — {d.code} — {d.datestr}"
        head = (f"Hedge ratios at the close: rates {tot_hr:.1f}%, inflation {inf_hr:.1f}%. Buffer {buf}bp. "
                f"PnL on the overlay {r.uniform(-900, 900):+,.0f}k, explained by the {m['chg30']:+.1f}bp move at 30 years.")
        body_paras = r.sample(paras_obs, r.randint(2, 4))
        tail = "### Tomorrow\n- LCH morning call 08:30.\n- Repo roll: £" + f"{r.randint(120, 260)}m o/n maturing.\n- Trustee call at 11:00 (routine)."
        parts = [title, head] + body_paras + [tail]

    # every report carries market context and liability background before the tail
    risks_pool = [
        f"- A further {r.randint(40, 80)}bp rise in 30-year yields within a week would reduce the buffer to about "
        f"{buf - r.randint(40, 80)}bp; the liquidity fund would then be drawn before any hedge reduction.",
        "- Supply concentration: two ultra-long syndications within six weeks could cheapen the long end "
        "independently of macro news.",
        f"- RPI reform: accruals after February 2030 lose the RPI-CPI wedge, worth roughly {r.uniform(0.8, 1.1):.1f}% a "
        "year; the scheme's RPI-linked pension increases are affected in the same direction, partly offsetting.",
        "- CCP methodology changes (haircuts, concentration limits) can reduce collateral value without any market move.",
        f"- Counterparty: one FX forward counterparty is on negative watch; exposure £{r.uniform(1, 4):.1f}m after collateral.",
        "- Operational: the cashflow file from the administrator arrives monthly; a late file delays the liability "
        "PV01 update by up to a week.",
        "- Basis: the futures overlay carries CTD risk around first notice; the roll removes most of it.",
        "- Liquidity: bid-offer in the ultra-long linkers widens sharply in stressed markets, as in autumn 2022.",
    ]
    pos_rows = ["| Holding | Nominal (£m) | Price | Yield / real yield | PV01 (£k) |", "|---|---:|---:|---:|---:|"]
    for g in hc + hl:
        nom = d.nominals[g["key"]]
        pos_rows.append(f"| {g['code']} | {nom} | {f2(g['px'])} | {g['y']:.3f}% | {nom * g['px'] / 100 * g['dur'] * 0.1:,.1f} |")
    body = parts[:-1]
    if kind not in ("monitor", "cashflow") and r.random() < 0.75:
        body += ["### Positions", "\n".join(pos_rows)]
    if kind not in ("morning", "review") and r.random() < 0.6:
        body += ["### Hedge by bucket", tbl]
    body += ["### Risks and watch points", "\n".join(r.sample(risks_pool, r.randint(4, 6)))]
    if decision:
        # bury the decision in the middle of the body, after an ordinary paragraph
        cands = [i for i in range(2, len(body) + 1) if not body[i - 1].startswith("#") and not body[i - 1].startswith("|")]
        body.insert(r.choice(cands), decision)
    extra = (["### Market context"] + r.sample(paras_ctx, r.randint(3, 4)) + ["### Liabilities"]
             + r.sample(paras_liab, r.randint(2, 3)))
    return "\n\n".join(body + extra + parts[-1:])


def run_sheet(d: Day, dealer: str, axe_inst: dict) -> str:
    m, r = d.m, d.r
    lines = [f"📨 **Fwd** · from: {dealer} Gilts Sales <gilts-sales@{dealer.lower()}-mkts.com> · {hm(d.start + 7 * 3600_000 + r.randint(0, 5400_000))}",
             f"**Subject:** {dealer} gilts run — {d.dshort} — axes in bold", "```"]
    for k in CONV_KEYS:
        ins = CONV[k]
        px = m["px"][k]
        y = m["yl"][k]
        bo = 0.03 if ins["dur"] < 10 else 0.06
        axe = ""
        if k == axe_inst.get("key"):
            axe = f"  **axed {r.choice(['offer', 'bid'])} {r.choice([100, 150, 200, 250])}m**"
        lines.append(f"{ins['code']:<11} {px - bo / 2:6.2f} / {px + bo / 2:6.2f}   {y + 0.004:.3f} / {y - 0.004:.3f}{axe}")
    lines.append("-- linkers (real yld) --")
    for k in LINK_KEYS:
        ins = LINK[k]
        y = m["yl"][k]
        axe = ""
        if k == axe_inst.get("key"):
            axe = f"  **axed {r.choice(['offer', 'bid'])} {r.choice([50, 75, 100])}m**"
        lines.append(f"{ins['code']:<11} {y + 0.006:.3f} / {y - 0.006:.3f}{axe}")
    lines.append(f"SONIA 10y {f3(m['s10'])}  20y {f3(m['s20'])}  30y {f3(m['s30'])}  50y {f3(m['s50'])}")
    lines.append("```")
    flow = r.sample([
        f"Flow: real money sold {r.choice([200, 300, 400])}m {CONV['C']['sh']} at the open, well absorbed.",
        f"Flow: pension client paid {r.choice(['20y', '30y'])} SONIA {r.choice([40, 60, 80])}k dv01 through us, "
        f"insurer received {r.choice(['40y', '50y'])} against it.",
        f"Flow: overseas real money buying the belly, {CONV['E']['sh']} and {CONV['A']['sh']}.",
        f"Flow: LDI manager switched {r.choice([100, 150, 250])}m {LINK['L1']['sh']} into {LINK['L2']['sh']} yesterday.",
        "Flow: hedge funds paying 10s30s box vs swaps ahead of the syndication.",
    ], 2)
    lines += flow
    lines.append("_Indications only; not an offer or solicitation to deal. For professional clients only._")
    return "\n".join(lines)


def email(d: Day, t, sender, addr, subject, body, sign) -> str:
    return (f"📧 **Email** · from {sender} <{addr}> · to ldi-desk · {hm(t)}\n**Subject:** {subject}\n\n{body}\n\n{sign}")


# ---------------------------------------------------------------- stories
class Builder(Day):
    # ---- morning set-up
    def s_morning(self):
        r, m = self.r, self.m
        t = self.rt(6.1, 6.6)
        self.post(t, "analyst", report(self, "morning"), kind="near",
                  idiom=("long analyst note with trading words, no decision", "not_hard"))
        t2 = self.rt(6.75, 7.15)
        self.post(t2, self.pmk, r.choice(["Morning all.", "Good morning.", "Morning, all."]), kind="noise")
        book = (f"Book for **{self.client}** as at last night's close (for reference, pinned):\n"
                f"• Conventionals: {self.hc[0]['code']} £{self.nominals[self.hc[0]['key']]}m, {self.hc[1]['code']} "
                f"£{self.nominals[self.hc[1]['key']]}m, {self.hc[2]['code']} £{self.nominals[self.hc[2]['key']]}m\n"
                f"• Index-linked: {self.hl[0]['code']} £{self.nominals[self.hl[0]['key']]}m, {self.hl[1]['code']} "
                f"£{self.nominals[self.hl[1]['key']]}m\n"
                f"• Swaps: receive SONIA, net £{int(self.liab * 410)}k DV01 across 10y-50y; 10s30s steepener "
                f"{self.steep_k}k/leg\n"
                f"• Futures: long {self.z6_lots} G Z6\n"
                f"• Watchlist: {self.wc['code']}, {self.wl['code']}\n"
                f"• Targets: rates {self.ir_tgt:.0f}% / inflation {self.inf_tgt:.0f}% of TP liabilities; minimum "
                f"collateral buffer {self.min_buf}bp")
        b = self.post(t2 + 40_000, self.pmk, book)
        self.pin(b, b.t + 15_000, self.pmk)

    # ---- PM proposal to add a conventional, trader works it
    def s_add_conv(self):
        r = self.r
        g = r.choice(self.hc[:2])
        n = r.choice([15, 20, 25, 30, 40, 50])
        lim = g["px"] + r.choice([0.02, 0.03, 0.05])
        t = self.ct(7.3, 11.5)
        asw = r.randint(38, 55)
        v = r.randrange(3)
        if v == 0:
            txt = (f"I'd be inclined to add £{n}m of the {g['pm']} here — the long end has done most of the work for "
                   f"us this week and the asset swap is back around -{asw}bp. Limit {f2(lim)}, funded from the cash "
                   f"sleeve. {self.TR}, would you see what three or four dealers show?")
            facts = ["add", f"£{n}m", g["pm"], f2(lim)]
            idiom = ("PM polite 'I'd be inclined to add £Nm of the 20XXs' proposal", "trade_proposal")
        elif v == 1:
            txt = (f"On reflection I think we ought to add £{n}m of the {g['pm']} at {f2(lim)} or better; it tidies up "
                   f"the {g['bucket']} bucket nicely. {self.TR}, could you get some prices when convenient?")
            facts = ["add", f"£{n}m", g["pm"], f2(lim)]
            idiom = None
        else:
            txt = (f"Proposal for the book: buy £{n}m {g['code']} ({g['isin']}), limit {f2(lim)}, to bring the "
                   f"{g['bucket']} bucket back to target. Any objections, do say.")
            facts = ["buy", f"£{n}m", g["code"], f2(lim)]
            idiom = ("ISIN-quoted formal proposal", "trade_proposal")
        p = self.post(t, self.pmk, txt, hard=("trade_proposal", facts), phr="untagged", idiom=idiom)
        if r.random() < 0.5:
            self.react(p, p.t + 30_000, "📌", PEOPLE[self.pmk][0])
        self.ack(self.after(p.t, 40, 150), self.trk, ref=p)
        t2 = self.after(p.t, 200, 500)
        if r.random() < 0.6:
            k = r.randint(3, 5)
            c = self.post(t2, self.trk, f"RFQ out to {k} on TW: b {n}m {g['sh']}, lmt {f2(lim)}",
                          hard=("trade_confirmation", ["RFQ out", f"{n}m", g["sh"], f2(lim)]), phr="shorthand",
                          idiom=("'RFQ out to N on TW' order-sent line", "trade_confirmation"))
        else:
            ref = f"TW-{r.randint(10_000_000, 99_999_999)}"
            c = self.post(t2, self.trk, f"[ORDER] sent — BUY £{n}m {g['code']} lmt {f2(lim)}, Tradeweb RFQ x4, ref {ref}",
                          hard=("trade_confirmation", ["BUY", g["code"], f2(lim), ref]), phr="tagged")
        fp = g["px"] + r.choice([-0.01, 0.0, 0.01, 0.02])
        fp = min(fp, lim)
        cover = fp + r.choice([0.01, 0.02, 0.03])
        dealer = r.choice(DEALERS)
        t3 = self.after(c.t, 150, 420)
        final = f"bot {n}m {g['sh']} @ {f2(fp)} from {dealer}, {r.randint(3, 5)} in comp, cover {f2(cover)}"
        if r.random() < 0.55:
            wrong = fp + r.choice([0.10, -0.10, 0.20, 0.09])
            if f2(wrong) in final:
                wrong += 0.3
            first = f"bot {n}m {g['sh']} @ {f2(wrong)} from {dealer}, {r.randint(3, 5)} in comp"
            fm = self.post(t3, self.trk, first, hard=("trade_fill", ["bot", f"{n}m", g["sh"], f2(fp)]),
                           phr="shorthand", idiom=("fill price corrected by edit", "trade_fill"))
            self.edit(fm, self.after(t3, 60, 400), final + " (px corrected)", superseded=[f2(wrong)])
        else:
            fm = self.post(t3, self.trk, final, hard=("trade_fill", ["bot", f"{n}m", g["sh"], f2(fp)]),
                           phr="shorthand", idiom=("desk shorthand fill 'bot 50m 4¼s 32 @ px'", "trade_fill"))
        self.ack(self.after(fm.t, 30, 200), self.pmk, ref=fm)

    # ---- trader swap proposal, PM reply, fill, CCP registration
    def s_swap(self, tenor=None, side=None, reject=None):
        r, m = self.r, self.m
        tenor = tenor or r.choice(["10y", "20y", "30y"])
        rate = m["s" + tenor[:-1]]
        side = side or r.choice(["pay", "rec", "rec"])
        k = r.choice([10, 15, 20, 25, 30])
        g = self.hc[0]
        t = self.ct(7.5, 15.5)
        if side == "pay":
            why = f"vs the {g['sh']} we hold, locks ASW ~-{r.randint(38, 55)}bp"
        else:
            why = f"to close the {r.choice(['20-30y', '10-20y'])} gap (hedge {self.ir_tgt - r.uniform(2, 4):.1f}% vs tgt {self.ir_tgt:.0f}%)"
        if r.random() < 0.6:
            txt = f"prop: {side} {tenor} sonia {k}k dv01 @ {f3(rate)} {why} — ok {self.mention(self.pmk)}?"
            facts = [side, f"{tenor} sonia", f"{k}k dv01", f3(rate)]
            phr = "shorthand"
            idiom = ("trader shorthand 'prop: pay 10y sonia 25k dv01 @ r'", "trade_proposal")
        else:
            txt = f"[PROP] {side.upper()} {tenor.upper()} SONIA OIS {k}k DV01, lvl {f3(rate)}. rationale: {why}"
            facts = [side.upper(), f"{tenor.upper()} SONIA", f"{k}k DV01", f3(rate)]
            phr = "tagged"
            idiom = ("tagged [PROP] proposal", "trade_proposal")
        p = self.post(t, self.trk, txt, hard=("trade_proposal", facts), phr=phr, idiom=idiom)
        reject = (r.random() < 0.25) if reject is None else reject
        t2 = self.after(p.t, 90, 900)
        if reject:
            v = r.randrange(2)
            if v == 0:
                a = self.post(t2, self.pmk, f"Let's leave it — I'd rather not add {tenor} risk ahead of the syndication.",
                              ref=p, hard=("trade_approval", ["Let's leave it", tenor]), phr="reply",
                              idiom=("declining reply 'Let's leave it'", "trade_approval"))
            else:
                a = self.post(t2, self.pmk, "I'd rather we didn't today, thank you — let's leave it until after the CPI print.",
                              ref=p, hard=("trade_approval", ["rather we didn't", "leave it"]), phr="reply")
            self.ack(self.after(a.t, 20, 120), self.trk, ref=a)
            return
        v = r.randrange(4)
        if v == 0:
            a = self.post(t2, self.pmk, f"Happy to proceed — {k}k is fine.", ref=p,
                          hard=("trade_approval", ["Happy to proceed", f"{k}k"]), phr="reply",
                          idiom=("one-line reply 'Happy to proceed'", "trade_approval"))
        elif v == 1:
            a = self.post(t2, self.pmk, f"Yes, do go ahead. Please keep it to {k}k.", ref=p,
                          hard=("trade_approval", ["go ahead", f"{k}k"]), phr="reply")
        elif v == 2:
            a = self.post(t2, self.pmk, "👍 send it", ref=p, hard=("trade_approval", ["👍", "send it"]), phr="reply",
                          idiom=("emoji approval '👍 send it'", "trade_approval"))
        else:
            a = self.post(t2, self.pmk, f"Agreed. At {f3(rate)} or better, please.", ref=p,
                          hard=("trade_approval", ["Agreed", f3(rate)]), phr="reply")
        fr = rate + r.choice([-0.002, -0.001, 0.0, 0.001])
        dealer = r.choice(DEALERS)
        t3 = self.after(a.t, 200, 1100)
        word = "pd" if side == "pay" else "rcvd"
        f = self.post(t3, self.trk, f"{word} {tenor} sonia {k}k dv01 @ {f3(fr)} w/ {dealer}, into LCH",
                      hard=("trade_fill", [word, f"{tenor} sonia", f"{k}k dv01", f3(fr)]), phr="shorthand")
        self.ccp_registered(self.after(f.t, 60, 400), tenor, side, k, fr)

    def ccp_registered(self, t, tenor, side, k, fr):
        r = self.r
        yrs = int(tenor[:-1])
        ann = {10: 8.3, 20: 14.0, 30: 17.8, 50: 22.6}[yrs]
        notional = k * 1000 / (ann * 1e-4) / 1e6
        tid = f"SCL-{r.randint(40_000_000, 49_999_999)}"
        direction = "Pay Fixed" if side == "pay" else "Receive Fixed"
        e = emb(title="Trade registered", author="LCH SwapClear · clearing member GBR-0417",
                fields=[("Trade ID", tid), ("Product", "GBP SONIA OIS"), ("Tenor", tenor.upper()),
                        ("Direction", direction), ("Notional", f"£{notional:,.1f}m"), ("Fixed rate", f"{f3(fr)}%"),
                        ("DV01", f"£{k:.1f}k"), ("Status", "CLEARED")],
                footer=f"client {self.code} · novated {hm(t)} London")
        return self.post(t, "ccp", "", embeds=[e], hard=("trade_confirmation", [direction, f"{f3(fr)}%", tid]),
                         phr="embed", idiom=("CCP 'Trade registered' embed", "trade_confirmation"))

    # ---- futures: proposal, approval, working, (resize), fill
    def s_futures(self):
        r, m = self.r, self.m
        n = r.choice([10, 15, 20, 25, 30, 40])
        z = m["z6"]
        buy = r.random() < 0.6
        t = self.ct(8.0, 15.8)
        if buy:
            txt = f"duration's a touch short after this morning. thinking b {n} G Z6 @ {f2(z)} to top up into the roll, ok?"
            facts = ["b", f"{n}", "G Z6", f2(z)]
        else:
            txt = f"we're ~{r.randint(15, 40)}k over on 5-10y after the gilt buying. suggest gv {n} G Z6 @ {f2(z)} to trim, ok?"
            facts = ["gv", f"{n}", "G Z6", f2(z)]
        p = self.post(t, self.trk, txt, hard=("trade_proposal", facts), phr="shorthand")
        t2 = self.after(p.t, 60, 600)
        v = r.randrange(3)
        if v == 0:
            a = self.post(t2, self.pmk, f"Fine by me — {n} lots.", ref=p, hard=("trade_approval", ["Fine by me", f"{n} lots"]),
                          phr="reply")
        elif v == 1:
            a = self.post(t2, self.pmk, f"ok, go — {n} lots max", ref=p, hard=("trade_approval", ["go", f"{n} lots max"]),
                          phr="reply", idiom=("terse 'ok, go' approval reply", "trade_approval"))
        else:
            a = self.post(t2, self.pmk, "Yes please, do.", ref=p, hard=("trade_approval", ["Yes please", "do"]), phr="reply")
        oid = self.oid(self.trk)
        t3 = self.after(a.t, 40, 240)
        side = "b" if buy else "s"
        c = self.post(t3, self.trk, f"working: {side} {n} G Z6 @ {f2(z)} on ICE, ord {oid}",
                      hard=("trade_confirmation", ["working", "G Z6", f2(z), oid]), phr="shorthand")
        q = n
        tf = self.after(c.t, 30, 300)
        if buy and r.random() < 0.45:
            q = max(5, n - r.choice([5, 6, 8, 10]))
            rz = self.post(self.after(c.t, 1, 4), "risk",
                           f"[RESIZED] order={oid} instr=G_Z6 side=BUY qty={n}→{q} reason=pv01_bucket_limit bucket=5-10y "
                           f"projected=+{int(self.liab * 180)}k limit=+{int(self.liab * 172)}k",
                           hard=("risk_limit", ["RESIZED", oid, f"{n}→{q}"]), phr="structured",
                           idiom=("risk engine resizing an order, key=value", "risk_limit"))
            tf = self.after(rz.t, 60, 400)
        if buy:
            if r.random() < 0.4 and q >= 10:
                q1 = q // 2 + r.randint(0, 2)
                f1 = self.post(tf, self.trk, f"filled {q1}/{q} G Z6 @ {f2(z)}, rest working",
                               hard=("trade_fill", ["filled", f"{q1}/{q}", "G Z6", f2(z)]), phr="shorthand",
                               idiom=("partial fill 'filled n/N'", "trade_fill"))
                z2 = z - 0.01
                self.post(self.after(f1.t, 120, 900), self.trk, f"rest done: {q - q1} G Z6 @ {f2(z2)}, all {q} in",
                          hard=("trade_fill", ["rest done", f"{q - q1}", "G Z6", f2(z2)]), phr="shorthand")
            else:
                self.post(tf, self.trk, f"filled {q} G Z6 @ {f2(z)}", hard=("trade_fill", ["filled", f"{q}", "G Z6", f2(z)]),
                          phr="shorthand")
        else:
            self.post(tf, self.trk, f"gv {n} G Z6 at {f2(z)}", hard=("trade_fill", ["gv", f"{n}", "G Z6", f2(z)]),
                      phr="shorthand", idiom=("futures sell fill 'gv 20 G Z6 at px'", "trade_fill"))

    # ---- futures roll, optionally in a thread
    def s_roll(self):
        r, m = self.r, self.m
        t = self.ct(9.0, 16.0)
        n = self.z6_lots
        sp = m["roll"]
        thread = None
        if r.random() < 0.5:
            thread = self.post(t, self.trk, f"🧵 Z6/H7 roll — {self.code}")
            t = thread.t + 20_000
        p = self.post(t, self.trk,
                      f"roll time, Z6 FND is 27 Nov. suggest we roll all {n} lots: sell G Z6 / buy G H7 on the calendar "
                      f"at {f2(sp)} or better. screen {f2(sp - 0.01)}/{f2(sp + 0.01)}",
                      thread=thread, hard=("trade_proposal", ["roll", f"{n} lots", "G Z6", "G H7", f2(sp)]), phr="shorthand")
        a = self.post(self.after(p.t, 120, 900), self.pmk, "Happy to proceed — do it in clips if the screen is thin.",
                      ref=p, thread=thread, hard=("trade_approval", ["Happy to proceed", "clips"]), phr="reply")
        clips = r.randint(2, 4)
        if thread is not None:
            self.post(self.after(a.t, 200, 600), self.trk, f"first clip {n // clips} done @ {f2(sp)}. screen thin tbh", thread=thread,
                      hard=("trade_fill", ["first clip", f"{n // clips} done", f2(sp)]), phr="shorthand",
                      idiom=("partial roll fill in a thread 'first clip N done'", "trade_fill"))
        self.post(self.after(a.t, 900, 2400), self.trk,
                  f"rolled {n} G Z6→H7 @ {f2(sp)} (sold Z6 / bot H7), {clips} clips, avg {f2(sp)}",
                  thread=thread, hard=("trade_fill", ["rolled", f"{n}", "G Z6→H7", f2(sp)]), phr="shorthand")

    # ---- swaption protection for the buffer
    def s_swaption(self):
        r, m = self.r, self.m
        N = r.choice([50, 75, 100, 150])
        K = m["s30"] + r.choice([0.50, 0.60, 0.75])
        cap = r.randint(130, 170)
        t = self.ct(8.5, 14.0)
        p = self.post(t, self.pmk,
                      f"I should like to buy some protection for the buffer: £{N}m notional of 1y30y SONIA payer "
                      f"swaptions, strike {f2(K)}%, paying no more than {cap}bp upfront. {self.TR}, would you ask three "
                      f"dealers?", hard=("trade_proposal", ["buy", f"£{N}m", "1y30y SONIA payer swaptions", f"{f2(K)}%"]),
                      phr="untagged")
        quotes = sorted(r.sample(range(cap - 22, cap + 8), 3))
        ds = r.sample(["JPM", "GS", "BARC", "DB", "MS"], 3)
        q = self.post(self.after(p.t, 600, 1500), self.trk,
                      f"1y30y payers K {f2(K)}: {ds[0]} {quotes[0]}bp, {ds[1]} {quotes[1]}bp, {ds[2]} {quotes[2]}bp. {ds[0]} best",
                      ref=p)
        a = self.post(self.after(q.t, 60, 500), self.pmk, f"Happy to proceed with {ds[0]} at {quotes[0]}bp.", ref=q,
                      hard=("trade_approval", ["Happy to proceed", f"{quotes[0]}bp"]), phr="reply")
        prem = N * quotes[0] / 100 * 10
        self.post(self.after(a.t, 90, 400), self.trk,
                  f"bot £{N}m 1y30y payers K {f2(K)}% @ {quotes[0]}bp w/ {ds[0]}, prem £{prem:,.0f}k, settles T+2",
                  hard=("trade_fill", ["bot", f"£{N}m", "1y30y payers", f"{quotes[0]}bp"]), phr="shorthand")

    # ---- FX hedge roll
    def s_fx(self):
        r, m = self.r, self.m
        N = r.choice([25, 35, 40, 55])
        M = r.choice([30, 48, 60, 75])
        t = self.ct(8.0, 15.5)
        fwd = m["eurgbp"] + 0.0021
        gfwd = m["gbpusd"] + 0.0008
        p = self.post(t, self.trk,
                      f"fx roll due {(self.day + timedelta(days=2)).strftime('%-d %b')}: sell €{N}m EURGBP 3m fwd for the "
                      f"euro credit sleeve + sell ${M}m vs GBP 3m fwd (GBPUSD) for the US IG sleeve, same as last qtr. ok to go?",
                      hard=("trade_proposal", ["sell", f"€{N}m", "EURGBP", f"${M}m"]), phr="shorthand")
        a = self.post(self.after(p.t, 100, 1200), self.pmk, "Yes please, both legs.", ref=p,
                      hard=("trade_approval", ["Yes please", "both legs"]), phr="reply")
        self.post(self.after(a.t, 300, 1500), self.trk,
                  f"done: sold €{N}m EURGBP 3m @ {fwd:.4f} w/ HSBC; sold ${M}m / bot GBP 3m @ {gfwd:.4f} w/ CITI",
                  hard=("trade_fill", ["sold", f"€{N}m", f"{fwd:.4f}", f"{gfwd:.4f}"]), phr="shorthand")

    # ---- repo book
    def s_repo(self):
        r, m = self.r, self.m
        g = self.hc[0]
        bp = r.randint(6, 18)
        rr = m["gc"] - bp / 100
        N = r.choice([30, 40, 50, 75])
        t = self.ct(7.2, 10.0)
        cp = r.choice(["NOM", "BNP", "SANT", "RBC"])
        self.post(t, "priya", f"repo: lent £{N}m {g['sh']} o/n to {cp} @ {f2(rr)}, GC {f2(m['gc'])} — {bp}bp special",
                  hard=("trade_fill", ["lent", f"£{N}m", g["sh"], f2(rr)]), phr="shorthand")
        M = r.choice([120, 150, 180, 220])
        r2 = m["gc"] + r.uniform(0.04, 0.09)
        t2 = self.ct(10.0, 15.0)
        coll = f"{self.hc[1]['sh']}/{self.hc[2]['sh']}"
        if r.random() < 0.5:
            wrong = r2 + r.choice([0.1, -0.1, 0.2])
            dm = self.post(t2, "priya", f"[REPO] rolled £{M}m 1m term via RepoClear @ {f2(wrong)}, collateral {coll}",
                           hard=("trade_fill", ["rolled", f"£{M}m", "1m term", f2(wrong)]), phr="tagged")
            self.delete(dm, self.after(dm.t, 30, 90))
            self.removed.append(f"1m term via RepoClear @ {f2(wrong)}")
            t2 = self.after(dm.t, 100, 200)
        self.post(t2, "priya", f"[REPO] rolled £{M}m 1m term via RepoClear @ {f2(r2)}, collateral {coll} (gc {f2(m['gc'])})",
                  hard=("trade_fill", ["rolled", f"£{M}m", "1m term", f2(r2)]), phr="tagged",
                  idiom=("tagged [REPO] term roll fill", "trade_fill"))

    # ---- stop / trigger edited twice
    def s_stops(self):
        r, m = self.r, self.m
        t = self.rt(7.2, 9.2)
        if r.random() < 0.55:
            entry = r.randint(42, 48)
            s0 = entry - r.randint(5, 7)
            tg = entry + r.randint(15, 20)
            k = self.steep_k
            base = f"10s30s sonia steepener ({k}k dv01/leg) live from {entry}bp: stop {{s}}bp, target {tg}bp"
            msg = self.post(t, self.trk, base.format(s=s0), hard=("stop_or_target_change", ["10s30s", "steepener", "", f"{tg}bp"]),
                            phr="shorthand", idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
            s1, s2 = s0 + 2, s0 + 4
            self.edit(msg, self.rt(10.5, 12.5), base.format(s=s1) + " (stop trailed)", superseded=[f"{s0}bp"])
            self.edit(msg, self.rt(14.0, 16.5), base.format(s=s2) + " (stop trailed x2)", superseded=[f"{s1}bp"])
            msg.hard[1][2] = f"stop {s2}bp"
        else:
            x = m["s30"] + r.choice([0.15, 0.20, 0.25])
            base = (f"For the record, the hedge top-up trigger for {self.code}: if 30y SONIA trades at or above {{x}}%, "
                    f"we add 2.5% to the interest-rate hedge via 30y receivers.")
            msg = self.post(t, self.pmk, base.format(x=f2(x)),
                            hard=("stop_or_target_change", ["hedge top-up trigger", "30y SONIA", "", "2.5%"]),
                            phr="untagged", idiom=("yield trigger level moved twice by editing", "stop_or_target_change"))
            x1, x2 = x + 0.05, x + 0.10
            self.edit(msg, self.rt(10.5, 12.5), base.format(x=f2(x1)) + " (revised)", superseded=[f"{f2(x)}%"])
            self.edit(msg, self.rt(14.0, 16.5), base.format(x=f2(x2)) + " (revised again after the trustee call)",
                      superseded=[f"{f2(x1)}%"])
            msg.hard[1][2] = f"{f2(x2)}%"
            self.pin(msg, msg.t + 60_000, PEOPLE[self.pmk][0])
        if r.random() < 0.5:
            x = r.randint(-58, -44)
            t3 = self.ct(11.0, 16.0)
            self.post(t3, self.pmk,
                      f"Let's remove the target on the {self.hc[1]['pm']} asset swap and let it run; the stop stays at {x}bp.",
                      hard=("stop_or_target_change", ["remove the target", f"{self.hc[1]['pm']} asset swap", f"{x}bp"]),
                      phr="untagged")

    # ---- analyst switch report (buried proposal) -> PM -> trustees -> fill
    def s_switch(self):
        r = self.r
        Lf, Lt = sorted(self.hl, key=lambda x: x["dur"])
        N = r.choice([20, 25, 30, 40, 50])
        pick = r.randint(4, 12)
        sent = (f"Accordingly, I propose that we switch £{N}m from the {Lf['code']} into the {Lt['code']}, PV01-weighted, "
                f"for a real-yield pick-up of about {pick}bp and roughly £{int(N * 0.9)}k more IE01 beyond 2045.")
        t = self.ct(8.0, 11.0)
        rep = self.post(t, "analyst", report(self, "switch", sent),
                        hard=("trade_proposal", ["I propose that we switch", f"£{N}m", Lf["code"], Lt["code"]]), phr="buried",
                        idiom=("proposal buried mid-way through analyst markdown report", "trade_proposal"))
        if r.random() < 0.3:
            self.post(self.after(rep.t, 600, 2400), self.pmk, "Let's leave it for now; I'd rather see the syndication first.",
                      ref=rep, hard=("trade_approval", ["Let's leave it", "syndication"]), phr="reply")
            return
        a = self.post(self.after(rep.t, 600, 2400), self.pmk,
                      "Sensible. Happy to proceed, subject to the trustees' sign-off — I'll send them the note.",
                      ref=rep, hard=("trade_approval", ["Happy to proceed", "trustees' sign-off"]), phr="reply")
        t2 = self.after(a.t, 3600, 9000)
        body = (f"Dear {self.PM},\n\nThank you for your note of this morning. The Trustees are content for you to proceed "
                f"with the switch of £{N}m from the {Lf['dmo']} into the {Lt['dmo']}, as set out in your note and on a "
                f"PV01-neutral basis.\n\nPlease let us have confirmation once it is complete.")
        subj = f"RE: {self.code} — proposed linker switch"
        if r.random() < 0.45:
            sign = (f"Kind regards,\n{self.chair}\n{self.chair_role}, {self.client}\nMobile 07700 9{r.randint(10000, 99999)} · "
                    f"home: {r.randint(2, 90)} {r.choice(['Ripon Road', 'Station Lane', 'Abbey Close', 'Mill Street'])}")
            e1 = self.post(t2, "mail", email(self, t2, self.chair, f"{self.chair.split()[0][0].lower()}.{self.chair.split()[1].lower()}@{self.domain}",
                                             subj, body, sign),
                           hard=("trade_approval", ["content for you to proceed", f"£{N}m", Lf["dmo"]]), phr="untagged")
            self.removed.append(sign.split("\n")[3])
            self.post(self.after(e1.t, 60, 300), self.pmk,
                      "That has the Chair's personal details in the signature — could a moderator remove it, please? "
                      "I'll ask the bridge to re-post a redacted copy.", ref=e1)
            self.forget(e1, self.after(e1.t, 400, 700), PEOPLE["ops"][0])
            t2 = self.after(e1.t, 800, 1100)
            sign2 = f"Kind regards,\n{self.chair}\n{self.chair_role}, {self.client}\n[signature redacted by mailbridge]"
        else:
            sign2 = f"Kind regards,\n{self.chair}\n{self.chair_role}, {self.client}"
        e2 = self.post(t2, "mail", email(self, t2, self.chair, f"trustees@{self.domain}", subj, body, sign2),
                       hard=("trade_approval", ["content for you to proceed", f"£{N}m", Lf["dmo"]]), phr="untagged",
                       idiom=("trustee approval relayed by email bridge", "trade_approval"))
        self.react(e2, e2.t + 90_000, "📌", PEOPLE[self.pmk][0])
        self.pin(e2, e2.t + 100_000, PEOPLE[self.pmk][0])
        p1 = Lf["px"]
        p2 = Lt["px"]
        M = int(N * Lf["dur"] / Lt["dur"] * 10) / 10 if Lt["dur"] > Lf["dur"] else N
        self.post(self.after(e2.t, 1200, 3600), self.trk,
                  f"switch done: sold {N}m {Lf['sh']} @ {f2(p1)}, bot {M:g}m {Lt['sh']} @ {f2(p2)} (PV01-wtd), w/ {r.choice(DEALERS)}",
                  hard=("trade_fill", ["sold", Lf["sh"], "bot", Lt["sh"], f2(p2)]), phr="shorthand")

    # ---- trustee letter changing targets / limits
    def s_trustee_limit(self):
        r = self.r
        t = self.ct(8.0, 12.0)
        v = r.randrange(3)
        addr = f"{self.chair.split()[0][0].lower()}.{self.chair.split()[1].lower()}@{self.domain}"
        if v == 0:
            new = self.ir_tgt + 5
            body = (f"Dear {self.PM},\n\nFurther to Tuesday's Trustee meeting, I write to confirm that the Trustees have "
                    f"resolved to increase the interest-rate hedge target from {self.ir_tgt:.0f}% to {new:.0f}% of "
                    f"liabilities on a Technical Provisions basis, with immediate effect. The inflation hedge target is "
                    f"unchanged at {self.inf_tgt:.0f}%.\n\nWe should be grateful if you would implement the change over the "
                    f"coming weeks in the manner you consider most cost-effective, and report progress at the next quarterly meeting.")
            facts = ["interest-rate hedge target", f"{new:.0f}%", "immediate effect"]
            self.set_state(t, "ir_tgt", new)
        elif v == 1:
            new = self.min_buf + r.choice([25, 50])
            body = (f"Dear {self.PM},\n\nHaving reviewed the collateral stress tests presented last week, the Trustees have "
                    f"agreed that the minimum collateral buffer should be raised from {self.min_buf}bp to {new}bp of "
                    f"parallel yield rise, effective from today. If the buffer falls below this level we expect it to be "
                    f"restored within five business days.")
            facts = ["minimum collateral buffer", f"{new}bp", "effective from today"]
            self.set_state(t, "min_buf", new)
        else:
            new = r.choice([105, 110])
            body = (f"Dear {self.PM},\n\nThe Trustees have agreed that the PV01 hedge in the 30y+ bucket may run up to "
                    f"{new}% of the liability PV01 in that bucket (previously 100%), to allow the top-up programme to be "
                    f"front-loaded. All other bucket limits are unchanged.")
            facts = ["30y+ bucket", f"{new}%", "liability PV01"]
        sign = f"Kind regards,\n{self.chair}\n{self.chair_role}, {self.client}"
        e = self.post(t, "mail", email(self, t, self.chair, addr, "Hedging policy — revised parameters", body, sign),
                      hard=("risk_limit", facts), phr="untagged",
                      idiom=("trustee email changing hedge target / buffer minimum", "risk_limit"))
        self.react(e, e.t + 200_000, "📌", PEOPLE[self.pmk][0])
        self.pin(e, e.t + 210_000, PEOPLE[self.pmk][0])
        self.ack(self.after(e.t, 300, 900), self.pmk, ref=e)
        bucket = r.choice(["20-30y", "30y+"])
        old = int(self.liab * 1000 * (0.29 if bucket == "20-30y" else 0.24) * 1.05)
        newk = old + r.choice([20, 30, 40])
        tt = self.after(e.t, 1200, 3600)
        self.post(tt, "tom",
                  f"Following {self.chair}'s letter I've set the {bucket} PV01 limit for {self.code} to +{newk}k (was +{old}k). riskd updated.",
                  hard=("risk_limit", ["PV01 limit", bucket, f"+{newk}k"]), phr="untagged")
        ref = f"RC-{r.randint(2000, 2999)}"
        if r.random() < 0.5:
            txt = (f"[LIMIT] limit_change book={self.code} metric=pv01_bucket bucket={bucket} max=+{newk}k prev=+{old}k "
                   f"approved_by=tokafor ref={ref}")
            facts = ["limit_change", f"bucket={bucket}", f"max=+{newk}k"]
        else:
            txt = json.dumps({"evt": "limit_change", "book": self.code, "metric": "pv01_bucket", "bucket": bucket,
                              "max_k": newk, "prev_k": old, "approved_by": "tokafor", "ref": ref}, ensure_ascii=False)
            facts = ['"evt": "limit_change"', f'"bucket": "{bucket}"', f'"max_k": {newk}']
        self.post(self.after(tt, 5, 40), "risk", txt, hard=("risk_limit", facts), phr="structured",
                  idiom=("risk engine limit_change line", "risk_limit"))

    # ---- breaches that force action -> route decision
    def s_breach(self):
        r = self.r
        t = self.ct(9.5, 15.0)
        g = self.hc[0]
        if r.random() < 0.5:
            share = r.uniform(40.6, 44.5)
            N = r.choice([20, 25, 30, 40])
            e = emb(title="⚠️ Concentration limit breached", author="LCH RepoClear · collateral management",
                    description=f"Non-cash collateral concentration above schedule for account {self.code}-LDI-01.",
                    fields=[("Issue", f"{g['code']} ({g['isin']})"), ("Share of non-cash collateral", f"{share:.1f}%"),
                            ("Limit", "40.0%"), ("Required action", f"Substitute ≥ £{N}m by 15:00 London")],
                    footer=f"ref CM-{r.randint(100000, 999999)} · {hm(t)}")
            b = self.post(t, "ccp", "", embeds=[e], hard=("risk_limit", ["Concentration limit breached", f"{share:.1f}%", "40.0%"]),
                          phr="embed", idiom=("CCP concentration-limit breach embed", "risk_limit"))
            rd = self.post(self.after(b.t, 120, 600), self.pmk,
                           f"Priya, would you substitute £{N}m of the {g['pm']} for cash before 15:00, please? Yours.",
                           ref=b, hard=("route_decision", ["Priya", f"£{N}m", "Yours"]), phr="reply",
                           idiom=("PM routing a forced action to a named colleague", "route_decision"))
            self.ack(self.after(rd.t, 30, 200), "priya", ref=rd)
            cash = N * g["px"] / 100
            e2 = emb(title="Collateral substitution accepted", author="LCH RepoClear · collateral management",
                     fields=[("Out", f"{g['code']} £{N}m nominal"), ("In", f"GBP cash £{cash:,.2f}m"),
                             ("Concentration after", f"{share - r.uniform(5, 9):.1f}%")],
                     footer=f"account {self.code}-LDI-01 · settled via CREST/RTGS")
            s = self.post(self.after(rd.t, 900, 2400), "ccp", "", embeds=[e2])
            self.post(self.after(s.t, 30, 180), "priya", "done, back under 40% 👍")
        else:
            val = self.min_buf - r.randint(6, 18)
            self.set_state(t, "buf", val)
            b = self.post(t, "risk",
                          f"[BREACH] book={self.code} metric=collateral_buffer_bp value={val} min={self.state(t, 'min_buf')} "
                          f"action=ESCALATE owner={PEOPLE[self.pmk][1].split()[0][0].lower()}{PEOPLE[self.pmk][1].split()[1].lower()}",
                          hard=("risk_limit", ["BREACH", "collateral_buffer_bp", f"value={val}"]), phr="structured",
                          idiom=("risk engine buffer breach key=value", "risk_limit"))
            N = r.choice([30, 40, 60, 75])
            rd = self.post(self.after(b.t, 120, 500), self.pmk,
                           f"Priya, please move £{N}m from the liquidity fund into the collateral pool straight away — yours. "
                           f"{self.TR}, nothing further for you on this.",
                           ref=b, hard=("route_decision", ["Priya", f"£{N}m", "liquidity fund"]), phr="reply")
            self.ack(self.after(rd.t, 20, 120), "priya", ref=rd)
            rec = self.after(rd.t, 600, 1300)
            self.set_state(rec, "buf", val + N // 2 + r.randint(20, 40))
            self.blackouts.append((b.t - 60_000, rec + 1000))
            self.post(rec, "priya", f"£{N}m moved, settled 👍 buffer back to {val + N // 2 + r.randint(20, 40)}bp-ish per riskd")

    # ---- order blocked by risk engine -> resize proposal -> PM declines
    def s_block(self):
        r, m = self.r, self.m
        t = self.ct(10.0, 16.0)
        oid = self.oid(self.trk)
        k = r.choice([35, 40, 45])
        lim = int(self.liab * 290)
        b = self.post(t, "risk",
                      f"[BLOCKED] order={oid} instr=SONIA_OIS_30Y side=REC dv01={k}k reason=pv01_bucket_limit bucket=20-30y "
                      f"projected=+{lim + r.randint(10, 30)}k limit=+{lim}k",
                      hard=("risk_limit", ["BLOCKED", oid, "SONIA_OIS_30Y"]), phr="structured",
                      idiom=("risk engine BLOCKED key=value line", "risk_limit"))
        k2 = k - r.choice([10, 15])
        p = self.post(self.after(b.t, 40, 200), self.trk,
                      f"riskd bounced the 30y rec ({oid}), we're at the 20-30y cap. prop: resize to {k2}k dv01 @ {f3(m['s30'])}, fits under — ok?",
                      ref=b, hard=("trade_proposal", ["resize", f"{k2}k dv01", f3(m["s30"])]), phr="shorthand")
        self.post(self.after(p.t, 120, 900), self.pmk,
                  "No — leave it, thank you. We're close enough to target and I'd rather not sit on the limit.", ref=p,
                  hard=("trade_approval", ["No — leave it", "close enough to target"]), phr="reply")

    # ---- intraday margin call -> explicit no action
    def s_intraday(self):
        r = self.r
        t = self.rt(12.9, 13.6)
        N = round(r.uniform(18, 70), 1)
        mv = r.randint(16, 24)
        e = emb(title="Intraday margin call — action required", author="LCH SwapClear · margin",
                description=f"Price-move threshold breached on GBP SONIA portfolio ({mv}bp vs 15bp trigger).",
                fields=[("Account", f"{self.code}-LDI-01"), ("Amount", f"£{N}m"), ("Deadline", "14:00 London"),
                        ("Currency", "GBP")], footer=f"intraday cycle 2 · {hm(t)}")
        c = self.post(t, "ccp", "", embeds=[e], hard=("risk_limit", ["threshold breached", f"£{N}m", "14:00 London"]),
                      phr="embed")
        b = max(self.state(t, "buf") - r.randint(8, 20), self.state(t, "min_buf") + r.randint(12, 40))
        if r.random() < 0.6:
            self.post(self.after(c.t, 200, 900), "analyst",
                      f"No action needed on the intraday call: £{N}m is covered by cash already at the CCP and the buffer "
                      f"after settlement is {b}bp (minimum {self.state(t, 'min_buf')}bp). Not routing.",
                      ref=c, hard=("no_route_decision", ["No action needed", f"£{N}m", f"{b}bp"]), phr="reply",
                      idiom=("agent explicit 'No action needed … Not routing'", "no_route_decision"))
        else:
            self.post(self.after(c.t, 200, 900), self.pmk,
                      f"We needn't do anything about that one — the cash at the CCP covers it. Let it settle.",
                      ref=c, hard=("no_route_decision", ["needn't do anything", "Let it settle"]), phr="reply")

    # ---- broker runs (near-miss) and one explicit no-action
    def s_runs(self):
        r = self.r
        n = r.randint(2, 3)
        decided = False
        for i in range(n):
            dealer = r.choice(["BARC", "NWM", "LBG", "GS", "JPM", "BNP"])
            axe = r.choice([self.hc[0], self.hc[1], self.hc[2], self.wc, self.uc, self.hl[1]])
            t = self.ct(7.0, 11.0) if i == 0 else self.ct(9.0, 16.5)
            rs = self.post(t, "mail", run_sheet(self, dealer, axe), kind="near",
                           idiom=("dealer run sheet with axes and other clients' flow", "not_hard"))
            if not decided and r.random() < 0.7:
                decided = True
                if r.random() < 0.5:
                    self.post(self.after(rs.t, 300, 1500), self.pmk,
                              f"Nothing there for us — we're full on the {axe['pm']}. No action.", ref=rs,
                              hard=("no_route_decision", ["Nothing there for us", "No action"]), phr="reply",
                              idiom=("PM dismissing a broker run 'Nothing there for us'", "no_route_decision"))
                else:
                    self.post(self.after(rs.t, 300, 1500), self.pmk,
                              f"I don't think we need to do anything with the {dealer} axe; let's not route it anywhere.",
                              ref=rs, hard=("no_route_decision", ["don't think we need to do anything", "not route it"]),
                              phr="reply")

    # ---- DMO: auction day flow
    def s_dmo(self):
        r, m = self.r, self.m
        roll = r.random()
        if roll < 0.55:
            g = r.choice(self.hc + self.hl)
            status = "held"
        elif roll < 0.7:
            g = r.choice([self.wc, self.wl])
            status = "watch"
        else:
            g = r.choice([self.uc, self.ul])
            status = "none"
        linker = g["code"].startswith("UKTi")
        size = r.choice([1000, 1250, 1500]) if linker else r.choice([3000, 3750, 4000, 4250, 4500])
        self.post(self.rt(7.6, 8.6), "analyst", report(self, "auction", gilt=g, size=size), kind="near",
                  idiom=("auction preview: market data for a held line, no decision", "not_hard"))
        bid = None
        if status == "held" and r.random() < 0.65:
            N = r.choice([20, 25, 30, 40])
            bid = g["px"] - r.choice([0.01, 0.02, 0.0])
            gemm = r.choice(["BNP", "BARC", "NWM", "LBG"])
            self.post(self.rt(9.55, 9.95), self.trk, f"bid in for the {g['pm']} auction: £{N}m @ {f3(bid)} via {gemm}, non-comp no",
                      hard=("trade_confirmation", ["bid in", f"£{N}m", f3(bid), gemm]), phr="shorthand")
        t = self.T(10, 35, r.randint(0, 50))
        cover = r.uniform(2.2, 3.6) if not linker else r.uniform(2.0, 3.2)
        avg = g["px"] - r.uniform(0.0, 0.02)
        low = avg - r.choice([0.01, 0.02, 0.03, 0.04])
        fields = [("ISIN", g["isin"]), ("Amount offered (nominal)", f"£{size:,}m"),
                  ("Bids received", f"£{size * cover:,.0f}m"), ("Cover", f"{cover:.2f}x"),
                  ("Average accepted price", f"£{avg:.3f}"), ("Lowest accepted price", f"£{low:.3f}"),
                  ("Tail", f"{(avg - low) / max(g['dur'], 1) * 100:.1f}bp")]
        if linker:
            fields.append(("Average real yield", f"{g['y']:.3f}%"))
        else:
            fields.append(("Average yield", f"{g['y']:.3f}%"))
        e = emb(title=f"Auction result: {g['dmo']}", description=f"{'Index-linked' if linker else 'Conventional'} gilt auction · settlement {(self.day + timedelta(days=1)).strftime('%-d %b %Y')}",
                fields=fields, footer="UK Debt Management Office · 10:35 London", author="DMO")
        if status == "held":
            self.post(t, "dmo", "", embeds=[e], hard=("held_position_news", [g["dmo"], f"{cover:.2f}x", f"£{avg:.3f}"]),
                      phr="embed", idiom=("DMO auction result for a gilt the mandate holds", "held_position_news"))
        elif status == "watch":
            self.post(t, "dmo", "", embeds=[e], hard=("watchlist_news", [g["dmo"], f"{cover:.2f}x", f"£{avg:.3f}"]),
                      phr="embed")
        else:
            self.post(t, "dmo", "", embeds=[e], kind="near",
                      idiom=("DMO auction result for a gilt not held (market data)", "not_hard"))
        self.post(self.after(t, 40, 200), self.trk,
                  r.choice([f"tail {(avg - low) / max(g['dur'], 1) * 100:.1f}bp, cover {cover:.2f}x. {'meh' if cover < 2.6 else 'solid'}",
                            f"{g['tail'] if 'tail' in g else g['sh']} auction {'went ok' if cover > 2.6 else 'a bit sloppy'}, {cover:.2f}x"]))
        if bid is not None:
            t2 = self.after(t, 180, 600)
            if bid >= low:
                alloc = N if bid > low else int(N * r.uniform(0.4, 0.8))
                self.post(t2, self.trk, f"allocated £{alloc}m of our £{N}m in the {g['pm']} auction @ {f3(bid)} ({gemm} confirms)",
                          hard=("trade_fill", ["allocated", f"£{alloc}m", g["pm"], f3(bid)]), phr="shorthand",
                          idiom=("own auction allocation stated = fill", "trade_fill"))
            else:
                self.post(t2, self.trk, f"missed — our £{N}m bid at {f3(bid)} was below the lowest accepted, nothing allotted",
                          hard=("trade_confirmation", ["missed", f"£{N}m", f3(bid), "nothing allotted"]), phr="shorthand")

    # ---- news: held / watchlist / unrelated
    def s_news(self):
        r = self.r
        g = r.choice(self.hc)
        held_items = [
            (f"BBG: UK DMO to reopen {g['dmo']} at its auction on {(self.day + timedelta(days=r.randint(6, 12))).strftime('%-d %b')}; size £{r.choice([3.5, 4.0, 4.25])}bn",
             lambda txt: [g["dmo"], "reopen", txt.split("size ")[1]]),
            (f"ICE Futures Europe: Long Gilt Dec-26 (G Z6) first notice day 27 Nov; open interest down {r.randint(18, 35)}% as the roll to H7 accelerates",
             lambda txt: ["Long Gilt Dec-26", "G Z6", "first notice day 27 Nov"]),
            (f"RTRS: BoE APF sale schedule includes £{r.choice([650, 750, 800])}m of {g['dmo']} in next week's long-dated operation",
             lambda txt: ["APF sale", g["dmo"], txt.split("includes ")[1].split(" of")[0]]),
            (f"BBG: {self.hl[1]['dmo']} cheapens {r.randint(4, 9)}bp in real yield after DMO signals extra long linker supply in Q4 remit revision",
             lambda txt: [self.hl[1]["dmo"], "cheapens", "remit revision"]),
        ]
        picks = r.sample(held_items, r.randint(1, 2))
        for txt, fx in picks:
            t = self.ct(7.0, 17.0)
            self.post(t, "bbg", "📰 " + txt, hard=("held_position_news", fx(txt)), phr="untagged",
                      idiom=("headline naming a held gilt/future", "held_position_news"))
        w = r.choice([self.wc, self.wl])
        if w["code"].startswith("UKTi"):
            txt = (f"DMO: syndicated offering of the {w['dmo']} planned for the week commencing "
                   f"{(self.day + timedelta(days=10)).strftime('%-d %B')}; lead managers BARC, GS, LBG, NWM; size expected £{r.choice([3.5, 4.0, 5.0])}bn")
            self.post(self.rt(7.0, 7.6), "dmo", "", embeds=[emb(title="Syndication announcement", description=txt,
                                                                 footer="UK Debt Management Office")],
                      hard=("watchlist_news", [w["dmo"], "syndicated offering", "lead managers"]), phr="embed",
                      idiom=("DMO syndication notice for a watchlist line", "watchlist_news"))
        else:
            txt = f"BBG: DMO remit revision adds £{r.choice([2, 3, 4])}bn to ultra-long conventional supply; {w['dmo']} earmarked for a January syndication"
            self.post(self.ct(7.0, 16.0), "bbg", "📰 " + txt, hard=("watchlist_news", [w["dmo"], "January syndication"]),
                      phr="untagged")
        unrelated = [
            f"RTRS: Japan 30-year JGB yield hits {r.uniform(3.3, 3.6):.2f}%, highest since issuance began",
            "BBG: Bund futures slide as German coalition agrees larger defence package",
            f"RTRS: Brent crude up {r.uniform(1.2, 2.8):.1f}% after OPEC+ signals extension of cuts",
            "BBG: US 10-year Treasury yield climbs after stronger retail sales",
            "RTRS: Australian bond futures fall as RBA minutes flag inflation risk",
            "BBG: Nvidia shares slip in pre-market after guidance",
            "RTRS: Italy's BTP-Bund spread tightens to 95bp on ratings outlook",
        ]
        for txt in r.sample(unrelated, r.randint(2, 4)):
            self.post(self.ct(6.0, 18.0), "bbg", "📰 " + txt, kind="near",
                      idiom=("quoted headline on an unrelated market", "not_hard"))

    # ---- views
    def s_thesis(self):
        r = self.r
        L = self.hl[1]
        C = self.hc[2]
        items = [
            (self.pmk, f"I've changed my mind on the {L['pm']}: at {L['y']:.2f}% real they look fair rather than cheap "
                       f"against the liability curve. Neutral from here; I'm no longer a buyer.",
             ["changed my mind", L["pm"], "Neutral"], "untagged",
             ("PM view change in understated prose", "thesis_update")),
            (self.pmk, f"For the record, I remain of the view that the {C['pm']} are cheap to swaps; if anything my "
                       f"conviction has gone up after this week's supply.",
             ["remain of the view", C["pm"], "conviction has gone up"], "untagged", None),
            (self.trk, "view chg: no longer like the 10s30s steepener here, BoE pricing has flipped. going neutral, will just run the stop",
             ["no longer like", "10s30s steepener", "neutral"], "shorthand",
             ("trader shorthand view change 'view chg: no longer like'", "thesis_update")),
        ]
        for who, txt, facts, phr, idiom in r.sample(items, r.randint(1, 2)):
            self.post(self.ct(8.0, 17.0), who, txt, hard=("thesis_update", facts), phr=phr, idiom=idiom)
        if r.random() < 0.5:
            sent = (f"In light of this we downgrade our view on the {self.hl[0]['code']} from attractive to neutral: the "
                    f"carry advantage no longer compensates for the RPI reform risk.")
            self.post(self.ct(9.0, 15.0), "analyst", report(self, "carry", sent),
                      hard=("thesis_update", ["we downgrade our view", self.hl[0]["code"], "from attractive to neutral"]), phr="buried")
        else:
            self.post(self.ct(9.0, 15.0), "analyst", report(self, "carry"), kind="near",
                      idiom=("Sept 2022 LDI crisis told as history in a report", "not_hard"))

    # ---- routing
    def s_route(self):
        r = self.r
        N = r.choice([8, 12, 15, 20, 25])
        pay = (self.day + timedelta(days=r.randint(5, 12))).strftime("%-d %b")
        if r.random() < 0.5:
            self.post(self.ct(9.0, 15.0), self.pmk,
                      f"{self.TR}, could you pick up the trustees' £{N}m disinvestment for the {pay} benefit payments? "
                      f"I'd fund it from the {self.hl[0]['pm']}. Yours, thank you.",
                      hard=("route_decision", [self.TR, f"£{N}m", "disinvestment"]), phr="untagged")
        else:
            sent = (f"I have routed the trustees' £{N}m disinvestment request (value {pay}) to {self.TR} for execution, "
                    f"funded from the {self.hl[0]['code']}.")
            self.post(self.ct(8.0, 12.0), "analyst", report(self, "cashflow", sent),
                      hard=("route_decision", ["I have routed", f"£{N}m", f"to {self.TR} for execution"]), phr="buried",
                      idiom=("routing decision buried in a cashflow report", "route_decision"))
        if r.random() < 0.5:
            tk = f"LDI-{r.randint(4000, 4999)}"
            self.post(self.ct(8.0, 16.0), "mail",
                      f"mailbridge ▸ triage: 'RE: Collateral eligibility — RepoClear schedule' from ops@{self.domain} "
                      f"→ routed to @Priya Nair (collateral) · ticket {tk}",
                      hard=("route_decision", ["routed to", "Priya Nair", tk]), phr="structured",
                      idiom=("bridge triage line routing an email to a named person", "route_decision"))

    # ---- quarterly review in a thread
    def s_thread(self):
        r, m = self.r, self.m
        t = self.ct(9.0, 13.0)
        st = self.post(t, "analyst", f"🧵 **Quarterly hedge ratio review — {self.client}**. Detail and one proposal in the thread.")
        k = r.choice([10, 12, 15, 20])
        sent = (f"I propose receiving £{k}k DV01 of 50y SONIA at around {f3(m['s50'])}% to bring the 30y+ bucket back to "
                f"target.")
        rep = self.post(self.after(st.t, 20, 60), "analyst", report(self, "review", sent), thread=st,
                        hard=("trade_proposal", ["I propose receiving", f"£{k}k DV01", "50y SONIA", f3(m["s50"])]), phr="buried")
        q = self.post(self.after(rep.t, 600, 1800), self.pmk,
                      f"Helpful, thank you. Why 50y rather than simply buying more of the {self.hc[2]['pm']}?", thread=st,
                      kind="near")
        self.post(self.after(q.t, 30, 90), "analyst",
                  "Two reasons. First, the swap leaves the gilts free to post as collateral, which matters for the buffer. "
                  f"Second, the 50y swap spread is {r.randint(8, 20)}bp more attractive than the 30y on a PV01-matched "
                  "basis. The cost is CCP margin, which the current buffer absorbs comfortably.", thread=st, ref=q)
        a = self.post(self.after(q.t, 600, 1800), self.pmk, f"Happy to proceed with the 50y receiver, {k}k DV01.",
                      thread=st, ref=rep, hard=("trade_approval", ["Happy to proceed", "50y receiver", f"{k}k DV01"]),
                      phr="reply", idiom=("approval given inside a thread", "trade_approval"))
        self.ack(self.after(a.t, 20, 120), self.trk, ref=a).thread = st
        fr = m["s50"] + r.choice([-0.002, 0.0, 0.001])
        f = self.post(self.after(a.t, 600, 1800), self.trk, f"rcvd 50y sonia {k}k dv01 @ {f3(fr)} w/ {r.choice(DEALERS)}, into LCH",
                      hard=("trade_fill", ["rcvd", "50y sonia", f"{k}k dv01", f3(fr)]), phr="shorthand")
        if r.random() < 0.6:
            self.ccp_registered(self.after(f.t, 60, 300), "50y", "rec", k, fr)

    # ---- deletes, forget, bulk delete of junk
    def s_junk(self):
        r = self.r
        if r.random() < 0.65:
            t = self.ct(9.0, 17.0)
            ids = [f"<{r.randint(10**9, 10**10 - 1)}.{r.randint(1000, 9999)}@mx.{self.domain}>" for _ in range(3)]
            ms = []
            for i, mid in enumerate(ids):
                ms.append(self.post(t + i * r.randint(2000, 6000), "mail",
                                    f"📧 Undeliverable: RE: {self.code} monthly valuation — Mail Delivery Subsystem · message-id {mid}",
                                    kind="noise"))
                self.removed.append(mid)
            self.post(ms[-1].t + 30_000, self.trk, "mailbridge is looping again 🙄", kind="noise")
            self.bulk_delete(ms, ms[-1].t + r.randint(60_000, 240_000))
        if r.random() < 0.55:
            t = self.ct(8.0, 16.0)
            ni = f"{r.choice(['QQ', 'JG', 'NX', 'PT'])} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}"
            body = (f"📧 **Email** · from pensions.admin@{self.domain} · to ldi-desk · {hm(t)}\n**Subject:** Transfer value query\n\n"
                    f"Please see below a member query forwarded in error — Mr {r.choice(['J. Pritchard', 'K. Allsop', 'D. Marr'])}, "
                    f"NI number {ni}, DOB {r.randint(1, 28)}/0{r.randint(1, 9)}/19{r.randint(55, 70)}, asking about his transfer value. "
                    f"Apologies, this should have gone to the administrator.")
            e = self.post(t, "mail", body)
            self.removed.append(f"NI number {ni}")
            self.post(self.after(e.t, 60, 400), self.pmk, "That is a member's personal data and shouldn't be here. Could someone erase it, please?", ref=e)
            self.forget(e, self.after(e.t, 500, 1200), PEOPLE["ops"][0])
        if r.random() < 0.6:
            t = self.ct(9.0, 17.0)
            txt = r.choice([f"lunch order: 2x chicken katsu, 1x falafel wrap — {self.TR} paying?",
                            "wrong chat, ignore", f"pw for the TW sandbox is in the vault, not here, sorry {self.mention('priya')}"])
            d = self.post(t, self.trk, txt, kind="noise")
            self.removed.append(txt)
            self.delete(d, self.after(d.t, 20, 120))

    # ---- scheduled noise
    def noise_schedule(self):
        r, m = self.r, self.m
        # risk heartbeats
        times = [self.T(h, mm) for h in range(6, 18) for mm in (0, 30)] + [self.T(18, 0)]
        times += [self.T(h, 0) for h in (0, 3, 20, 22)]
        for tt in times:
            tt += r.randint(0, 20_000)
            if any(a <= tt <= b for a, b in self.blackouts):
                continue
            self.post(tt, "risk", self.heartbeat(tt), kind="noise",
                      idiom=("risk engine heartbeat 'limits=ok'", "not_hard"))
        # cron
        crons = [
            (self.T(2, 0), "[cron 02:00] db_vacuum ok — tables=41 reclaimed=1.9GB dur=212.4s"),
            (self.T(6, 0), f"[cron 06:00] liability_cashflow_refresh ok — schemes=6 rows={r.randint(3800, 4100):,} dur={r.uniform(30, 45):.1f}s"),
            (self.T(7, 5), f"[cron 07:05] overnight_trade_recon: 0 breaks, {r.randint(25, 45)} matched (Tradeweb {r.randint(10, 20)}, Bloomberg {r.randint(5, 10)}, voice {r.randint(2, 8)})"),
            (self.T(12, 0), f"[cron 12:00] email triage summary: {r.randint(9, 22)} parsed, 0 routed, all archived"),
            (self.T(17, 45), f"[cron 17:45] eod_positions_export ok — {r.randint(190, 240)} rows → s3://ldi-prod/eod/{self.day.isoformat()}/"),
            (self.T(18, 30), "[cron 18:30] collateral_forecast T+1..T+5 written (6 books, 0 warnings)"),
        ]
        for tt, txt in crons:
            self.post(tt + r.randint(0, 40_000), "cron", txt, kind="noise")
        # CI / deploy
        self.post(self.rt(5.0, 6.0), "ci", f"✅ risk-engine v3.{r.randint(15, 22)}.{r.randint(0, 9)} deployed to prod ({r.getrandbits(28):07x}) by ci · canary ok", kind="noise")
        self.post(self.rt(12.5, 13.5), "ci", f"✅ mailbridge v1.{r.randint(4, 9)}.{r.randint(0, 12)} deployed to prod ({r.getrandbits(28):07x})", kind="noise")
        if r.random() < 0.8:
            tb = self.rt(15.0, 19.0)
            self.post(tb, "ci", f"❌ build #{r.randint(4400, 4999)} failed (liability-analyst) — 1 test failed: test_cashflows::test_discount_60y", kind="noise")
            self.post(tb + 8000, "ci", "```\nTraceback (most recent call last):\n  File \"/srv/analyst/pipelines/cashflows.py\", line 212, in project\n"
                                       "    cf = schedule.discount(curve, basis=\"ACT/365F\")\n  File \"/srv/analyst/lib/curves.py\", line 88, in discount\n"
                                       "    raise CurveError(f\"missing pillar {tenor} for {curve.name}\")\n"
                                       "curves.CurveError: missing pillar 60Y for SONIA_OIS_EOD\n```", kind="noise")
        # Bloomberg reconnects
        for _ in range(r.randint(2, 3)):
            tt = self.ct(5.0, 20.0)
            self.post(tt, "bbg", f"⚠️ B-PIPE session ldi-prod-{r.randint(1, 3)} disconnected (SessionConnectionDown) — retry 1/5 in 5s", kind="noise")
            self.post(tt + r.randint(5000, 15000), "bbg", f"✅ reconnected; resubscribed {r.randint(1100, 1300):,}/{r.randint(1300, 1320):,} topics in {r.uniform(4, 12):.1f}s", kind="noise")
        # SONIA fixing
        self.post(self.rt(9.0, 9.2), "bbg", f"📈 SONIA fixing (prev business day): {m['bank'] - 0.0377 + r.uniform(-0.001, 0.001):.4f}%", kind="noise")
        # price alerts
        for _ in range(r.randint(7, 10)):
            tt = self.ct(7.0, 17.5)
            g = r.choice(self.hc + self.hl + [self.wc])
            kind = r.randrange(4)
            if kind == 0:
                txt = f"🔔 {g['code']} ({g['isin']}) {f2(g['px'] + r.uniform(-0.3, 0.3))}, crossed alert {f2(g['px'])}"
            elif kind == 1:
                ten = r.choice(["10y", "30y", "50y"])
                txt = f"🔔 SONIA {ten} {f3(m['s' + ten[:-1]] + r.uniform(-0.01, 0.01))}% crossed {f2(m['s' + ten[:-1]])} {r.choice(['↑', '↓'])}"
            elif kind == 2:
                txt = f"🔔 EURGBP {m['eurgbp'] + r.uniform(-0.002, 0.002):.4f} crossed {m['eurgbp']:.3f}"
            else:
                txt = f"🔔 G Z6 {f2(m['z6'] + r.uniform(-0.2, 0.2))} — {r.choice(['new session low', 'new session high', 'crossed 92.00'])}"
            self.post(tt, "alerts", txt, kind="noise", idiom=("price alert on a held line", "not_hard"))
        # PnL snapshots
        day = r.uniform(-200, 200)
        mtd = r.uniform(-2, 4)
        for h, mm in ((8, 0), (10, 0), (12, 0), (14, 0), (16, 30), (17, 35)):
            tt = self.T(h, mm, r.randint(0, 30))
            day += r.uniform(-260, 260)
            self.post(tt, "pnl", f"📊 PnL {h:02d}:{mm:02d} | {self.code} LDI overlay: day {day:+,.0f}k | rates {day * 0.85:+,.0f}k · "
                                 f"infl {day * 0.12:+,.0f}k · fx {r.uniform(-20, 20):+,.0f}k · carry +{r.randint(8, 20)}k | MTD {mtd + day / 1000:+.2f}m",
                      kind="noise")
        # CCP routine
        vm = r.uniform(2, 25)
        self.post(self.rt(8.3, 8.6), "ccp", "", embeds=[emb(title="Variation margin call", author="LCH SwapClear · margin",
                  fields=[("Account", f"{self.code}-LDI-01"), ("Direction", r.choice(["Pay", "Receive"])), ("Amount", f"£{vm:,.2f}m"),
                          ("Settlement", "PPS 09:00"), ("Status", "Settled (auto)")], footer="morning cycle")], kind="noise",
                  idiom=("routine CCP variation-margin embed", "not_hard"))
        self.post(self.rt(8.6, 8.9), "ccp", "", embeds=[emb(title="Initial margin report", author="LCH SwapClear · margin",
                  fields=[("IM requirement", f"£{r.uniform(80, 160):,.1f}m"), ("Collateral value (post-haircut)", f"£{r.uniform(170, 260):,.1f}m"),
                          ("Excess", f"£{r.uniform(20, 90):,.1f}m")], footer=f"{self.code}-LDI-01 · start of day")], kind="noise")
        self.post(self.rt(16.6, 16.9), "ccp", "", embeds=[emb(title="Variation margin call", author="LCH SwapClear · margin",
                  fields=[("Account", f"{self.code}-LDI-01"), ("Direction", r.choice(["Pay", "Receive"])), ("Amount", f"£{r.uniform(1, 15):,.2f}m"),
                          ("Settlement", "PPS 09:00 T+1"), ("Status", "Scheduled")], footer="end-of-day cycle")], kind="noise")
        if r.random() < 0.6:
            g = self.hc[r.randrange(3)]
            self.post(self.rt(11.0, 15.0), "ccp", "", embeds=[emb(title="Collateral substitution accepted", author="LCH RepoClear · collateral management",
                      fields=[("Out", f"{g['code']} £{r.choice([10, 15, 20])}m nominal"), ("In", f"{self.hc[(r.randrange(3))]['code']} £{r.choice([10, 15, 20])}m nominal")],
                      footer=f"account {self.code}-LDI-01 · routine")], kind="noise")
        self.post(self.rt(7.0, 7.2), "dmo", "", embeds=[emb(title="Gilt operations today", description="Auction: 10:00-10:35. No gilt purchase or sale operations scheduled. Treasury bill tender Friday.",
                  footer="UK Debt Management Office")], kind="noise")

    def heartbeat(self, tt):
        r = self.r
        fr = [0.06, 0.16, 0.25, 0.29, 0.24]
        tot = self.liab * 1000
        tgt = self.state(tt, "ir_tgt")
        hr = tgt + r.uniform(-2.2, 1.2)
        parts = []
        s = 0.0
        for b, f in zip(BUCKETS, fr):
            v = tot * f * hr / 100 * r.uniform(0.97, 1.03)
            s += v
            parts.append(f"pv01[{b}]=+{v:,.1f}k")
        buf = self.state(tt, "buf") + r.randint(-6, 6)
        mb = self.state(tt, "min_buf")
        buf = max(buf, mb + 8)
        extra = (f"\nvega_swaptions=£{r.uniform(60, 140):,.1f}k fut_pv01=+{self.z6_lots * 0.105:,.1f}k "
                 f"repo_book=£{r.randint(300, 600)}m fx_hedge_eur={r.uniform(96, 101):.1f}% fx_hedge_usd={r.uniform(95, 101):.1f}% "
                 f"var_1d_99=£{r.uniform(2, 9):.2f}m src=bpipe,lch,tw lag_ms={r.randint(40, 900)}")
        return (f"riskd ▸ snapshot {hm(tt)}Z book={self.code} status=OK\n" + " ".join(parts) + f" total=+{s:,.1f}k\n"
                f"ie01_total=+{tot * 0.62 * (hr - 5) / 100:,.1f}k hedge_ratio_ir={hr:.1f}% tgt={tgt:.1f}% band=±3.0% | "
                f"hedge_ratio_infl={hr - 5 + r.uniform(-1.5, 1.5):.1f}% tgt={tgt - 5:.1f}%\n"
                f"collateral_buffer_bp={buf} min={mb} | cash_ccp=£{r.uniform(40, 110):,.1f}m gilts_unenc=£{r.uniform(280, 460):,.1f}m | limits=ok"
                + extra)

    # ---- chatter / near-miss / acks pools
    def filler_pools(self):
        r, m = self.r, self.m
        A, B, C = self.hc
        L1, L2 = self.hl
        pm, tr = self.pmk, self.trk
        other = r.choice([c for c in CLIENTS if c[1] != self.code])[1]
        # (who, text, window) — each used at most once per day
        chat = [
            (tr, f"30s {m['chg30']:+.1f}bp on the open, curve {'steeper' if m['chg30'] > m['chg10'] else 'flatter'}, linkers lagging", (7.0, 8.2)),
            (tr, f"ASW on the {A['sh']} ~-{r.randint(38, 55)}bp mid, {r.choice(DEALERS)} offering size on TW", (8.0, 16.0)),
            (tr, "TW a bit laggy this morning, anyone else?", (7.2, 11.0)),
            ("priya", f"GC o/n {f2(m['gc'])} / T/N {f2(m['gc'] + 0.01)}. {A['sh']} trading {r.randint(5, 16)}bp special again", (7.2, 9.0)),
            ("priya", "LCH morning call settled, no issues", (8.9, 9.6)),
            (pm, f"I'm with the {other} trustees from 2 until 4; do ring if anything needs me.", (10.0, 13.5)),
            ("tom", "reminder: quarterly limit review pack due Friday, I'll circulate the draft tomorrow", (9.0, 17.0)),
            ("analyst", f"Cashflow file from the scheme actuary received (v{r.randint(3, 6)}). Re-running liability PV01 overnight; no change to targets.", (6.5, 9.0)),
            (tr, f"CPI tmrw 7am, cons {r.uniform(2.8, 3.4):.1f}% y/y, RPI {r.uniform(3.7, 4.3):.1f}%", (9.0, 17.0)),
            (tr, "anyone want coffee? ☕", (7.2, 10.5)),
            ("hamish", "morning — inflation desk here, anyone else seeing the 73s bid on the screens?", (7.5, 10.0)),
            (tr, f"screens: Z6 {f2(m['z6'])} / H7 {f2(m['h7'])}, roll {f2(m['roll'])}, OI {r.randint(180, 260)}k in Z6", (8.0, 16.0)),
            (pm, "Would someone remind me what time the syndication books are expected to close?", (8.0, 15.0)),
            ("priya", f"tom-next GC {f2(m['gc'] + 0.01)}, RepoClear volumes light", (9.0, 15.0)),
            (tr, f"10s30s sonia {r.randint(40, 55)}bp, 30s50s {r.randint(-40, -28)}bp", (8.0, 16.5)),
            (pm, f"The {self.client} quarterly is on the 9th; I'll draft the hedging section this week.", (8.0, 17.0)),
            ("tom", "riskd VaR model recalibration goes in tonight, expect slightly higher 30y+ numbers tmrw", (13.0, 17.5)),
            (tr, f"EURGBP {m['eurgbp']:.4f}, cable {m['gbpusd']:.4f}, quiet", (8.0, 16.0)),
            ("analyst", "Note for the file: the scheme's Section 179 valuation date is 31 March; the actuary's interim update is due in January.", (9.0, 16.0)),
            (pm, "Has anyone seen the revised LCH haircut schedule? I'd like to read it before Thursday.", (8.0, 17.0)),
            ("priya", "settlements confirm all of yesterday's gilt trades settled in CREST, no fails", (8.0, 10.5)),
            (tr, "BoE speaker at 1, Dhingra, probably dovish", (8.5, 12.5)),
            (tr, "fwiw screens look thin into lunch", (11.4, 12.2)),
            ("tom", f"FYI {self.code} stress pack rerun with the new haircuts, numbers in the shared drive", (9.0, 17.0)),
            (pm, "Thank you all for today; good, orderly session.", (17.2, 18.4)),
            (tr, f"{B['sh']} {f2(B['px'] - 0.03)}/{f2(B['px'] + 0.03)}, {C['sh']} {f2(C['px'] - 0.05)}/{f2(C['px'] + 0.05)}", (8.0, 16.3)),
            ("priya", "CREST maintenance window tonight 21:00-23:00, get any late settlements in before then", (12.0, 17.0)),
            ("hamish", "we're doing a linker RV lunch thing on Thursday if anyone wants in", (10.0, 12.0)),
            (tr, "Bloomberg chat down for me again, using TW chat", (7.5, 17.0)),
            (pm, f"{self.TR}, remind me to look at the RPI reform wording in the IMA before the trustee call.", (7.5, 12.0)),
            ("analyst", "Curve build for 16:00 marks complete; SONIA and RPI curves published.", (16.2, 17.0)),
            (tr, f"{L2['sh']} real {L2['y'] + r.uniform(-0.01, 0.01):.3f}%, {L1['sh']} {L1['y'] + r.uniform(-0.01, 0.01):.3f}%", (8.0, 16.3)),
            ("priya", "does anyone know if Nomura's repo desk moved floors? their chat's gone quiet", (9.0, 16.0)),
            (pm, "Lunch, back in forty minutes.", (12.0, 13.0)),
            (tr, f"gilts heavy into the close, 30s {r.uniform(0.5, 3):+.1f} on the day", (15.6, 16.4)),
            (pm, "Back.", (12.8, 13.8)),
            (tr, "fire drill at 11 apparently, fyi", (8.0, 10.5)),
            ("priya", f"RepoClear haircut file for tomorrow loaded, {A['sh']} unchanged", (16.5, 18.0)),
            ("tom", "Has everyone done the conduct training? Compliance are chasing.", (9.0, 17.0)),
            (tr, f"DMO calendar out for Q1, two long conventional syndications pencilled in", (9.0, 16.0)),
            (pm, "I'm halfway through the LCH circular; it is mostly about default fund sizing.", (10.0, 17.0)),
            (tr, "lol the TW chat just autocorrected SONIA to SONIC", (8.0, 17.0)),
            ("analyst", f"Liability PV01 refreshed from actuary file: total £{self.liab * 1000:,.0f}k/bp, unchanged to within 0.3%.", (7.0, 10.0)),
            ("priya", f"{r.choice(['NOM', 'BNP', 'SANT'])} want {A['sh']} for tom-next, I've told them we're full for today", (8.0, 12.0)),
            (pm, "Could we make sure the trade log is tidy before the quarter end? The auditors will ask.", (9.0, 17.0)),
            (tr, "anyone know if the canteen is doing the roast today 🍗", (11.0, 12.3)),
            ("tom", f"{self.code} VaR {r.uniform(2, 8):.2f}m vs {r.uniform(9, 12):.0f}m limit, fine", (9.0, 17.0)),
            (tr, f"H7 volume picking up, {r.randint(40, 120)}k traded so far", (9.0, 16.0)),
            (pm, "I shan't be in until ten tomorrow; dentist, I'm afraid.", (15.0, 18.0)),
            ("priya", "collateral forecast for next week looks comfortable, no pinch points", (14.0, 17.5)),
            ("hamish", "anyone got the DMO's revised remit PDF? link's dead on my side", (8.0, 16.0)),
            (tr, "TW back to normal now", (9.0, 12.0)),
            (pm, f"Kindly copy me on anything to the {self.code} trustees this week.", (8.0, 16.0)),
        ]
        near = [
            (pm, f"Were the 30s to cheapen another {r.randint(4, 8)}bp, we might consider adding to the {C['pm']} — but not today.",
             ("hypothetical 'Were the 30s to cheapen…'", "not_hard")),
            (pm, f"{self.TR}, where would you say the {B['pm']} are offered in size? Not a request to deal; just curious.", None),
            (pm, f"For the avoidance of doubt: in September 2022 the scheme's previous manager sold the {L2['pm']} at distressed levels to meet collateral calls. The whole point of the buffer is that we never do that again.",
             ("Sept 2022 LDI crisis history", "not_hard")),
            (tr, f"fwiw last month we pd 20y sonia @ {f3(m['s20'] + 0.09)} — still ~{r.randint(6, 12)}bp in the money",
             ("past fill told as history", "not_hard")),
            ("hamish", f"fyi inflation desk just bot 150m {self.wl['sh']} for the insurance book — not yours, just colour",
             ("another desk's fill", "not_hard")),
            (tr, f"{self.other_client.split()[0]} did the {L1['sh']}→{L2['sh']} switch last week at +{r.randint(5, 11)}bp, different mandate",
             ("another client's trade", "not_hard")),
            (tr, f"paper: b 30 G H7 @ {f2(m['h7'])} in the sim book to track the roll, ignore", ("paper/sim book trade", "not_hard")),
            ("analyst", f"backtest 10s30s sonia steepener, stop 35bp / tgt 60bp, 2019-2026: {r.randint(12, 16)} trades, {r.randint(7, 10)} winners, avg +{r.uniform(3, 7):.1f}bp, max dd -{r.randint(9, 14)}bp",
             ("backtest with stops and targets", "not_hard")),
            (tr, "if we do put another steepener on, a stop around 35bp would be sensible imo", None),
            (tr, f"someone should look at the {self.wc['sh']} vs {C['sh']} box at some point", None),
            (tr, f"if the auction tails I'd want to buy some {A['sh']} at the lows, we'll see", None),
            ("priya", f"Nomura asking if we'd lend the {B['sh']} term to Jan. I'll come back to them once I've seen the collateral forecast.", None),
            (pm, "Would we be better receiving 30y or 50y if the trustees go to a higher target? Something to think about.", None),
            ("risk", f"stress run (hypothetical) scenario=sep22_replay shock_30y=+{r.randint(120, 160)}bp book={self.code} buffer_after_bp={r.randint(120, 190)} call=£{r.uniform(90, 210):.1f}m",
             ("hypothetical stress scenario from risk engine", "not_hard")),
            (tr, "in 2022 we'd have been stopped out of this steepener three times lol", None),
            (pm, f"If the DMO does bring the {self.wl['pm']} by syndication, I'd want to see books before we think about it.", None),
            ("hamish", f"we paid 30y vs the {self.uc['sh']} for the insurer book this morning, FYI in case you see it on the tape", None),
            (tr, f"GS axed to buy {self.uc['sh']} size, not for us tho", None),
            ("tom", "What would the buffer look like if we added 5% hedge at today's levels? Not urgent.", None),
            (pm, "Remind me — did we ever close the 40s50s flattener from the summer? I think we did in August.", None),
            (tr, f"sim: rec 50y 20k @ {f3(m['s50'])} in the test book, checking the LCH margin estimator", None),
            (pm, "Quite a few schemes seem to be moving to 100% hedges; I'm not convinced it suits everyone.", None),
            (tr, f"should we be thinking about the {self.wc['pm']} into the syndication? genuinely asking", None),
            (pm, f"In hindsight we ought to have added to the {A['pm']} last week at the lows. Never mind.", None),
            ("priya", f"last quarter we lent the {A['sh']} at 25bp special for a fortnight — that was a good run", None),
            (tr, f"{r.choice(DEALERS)} showing {self.uc['sh']} axe again, same as yesterday", None),
            ("hamish", f"our insurer client is selling {self.wc['sh']} into strength — not relevant for you lot", None),
            (pm, f"Hypothetically, if the trustees asked for 100% hedged, we'd need roughly £{int(self.liab * 160)}k more PV01. Not on the table.", None),
        ]
        return chat, near

    def colour_line(self):
        """A fresh one-off market colour line (never repeats: numbers are drawn each time)."""
        r, m = self.r, self.m
        g = r.choice(self.hc + self.hl + [self.wc])
        opts = [
            lambda: (self.trk, f"{g['sh']} {f2(g['px'] + r.uniform(-0.15, 0.15))} mid on TW, {r.choice(['bid', 'offered'])} in {r.choice([25, 50, 100])}m"),
            lambda: (self.trk, f"Z6 {f2(m['z6'] + r.uniform(-0.25, 0.25))}, {r.choice(['drifting', 'bid', 'heavy', 'grinding higher'])}"),
            lambda: (self.trk, f"10s30s {r.randint(40, 56)}bp now, {r.choice(['steeper', 'flatter'])} {r.uniform(0.4, 2.5):.1f} since lunch"),
            lambda: ("priya", f"GC {f2(m['gc'] + r.uniform(-0.02, 0.02))} last, {g['sh']} {r.randint(0, 14)}bp special"),
            lambda: (self.trk, f"30y sonia {f3(m['s30'] + r.uniform(-0.02, 0.02))} / 50y {f3(m['s50'] + r.uniform(-0.02, 0.02))}"),
            lambda: (self.trk, f"breakevens {r.choice(['softer', 'firmer'])}, 20y RPI swap {m['rpi20'] + r.uniform(-0.03, 0.03):.3f}"),
        ]
        return r.choice(opts)()

    def fill(self, target_total):
        r = self.r
        chat, near = self.filler_pools()
        r.shuffle(chat)
        r.shuffle(near)
        cur = len(self.msgs)
        need = max(0, target_total - cur)
        cur_noise = sum(1 for x in self.msgs if x.kind == "noise")
        want_noise = int(target_total * r.uniform(0.30, 0.35))
        n_noise = max(0, min(need, want_noise - cur_noise))
        rest = need - n_noise
        n_near = min(len(near), rest * 2 // 5)
        n_chat = rest - n_near
        for i in range(n_near):
            who, txt, idiom = near[i]
            self.post(self.ct(7.0, 18.3), who, txt, kind="near", idiom=idiom)
        for i in range(n_chat):
            if i < len(chat):
                who, txt, win = chat[i]
            else:
                who, txt = self.colour_line()
                win = (7.5, 16.5)
            self.post(self.ct(*win), who, txt)
        humans = [x for x in self.msgs if not PEOPLE[x.who][2] and x.kind != "noise" and x.state == "live"
                  and x.thread is None]
        for i in range(n_noise):
            if humans and r.random() < 0.8:
                tgt = r.choice(humans)
                who = r.choice([self.pmk, self.trk, "priya"])
                if who == tgt.who:
                    who = self.trk if who != self.trk else self.pmk
                self.ack(self.after(tgt.t, 15, 600), who, ref=tgt if r.random() < 0.5 else None)
            else:
                self.ack(self.ct(7.0, 18.0), r.choice([self.pmk, self.trk, "priya", "tom"]))

    def s_longform(self):
        """Long human posts and informational emails: context, never a decision."""
        r, m = self.r, self.m
        C, L2 = self.hc[2], self.hl[1]
        musings = [
            (f"Some thoughts after this morning's call with the {self.other_code} trustees, for what they are worth. They are "
             f"wrestling with the same question many schemes now face: whether to keep running a {self.ir_tgt:.0f}% hedge "
             f"with a generous collateral buffer, or to move towards an insurer-style portfolio ahead of a buy-in. I "
             f"think the answer depends more on the sponsor covenant than on where the {C['pm']} trade, and I said as "
             f"much. None of this changes anything for {self.code}; I simply mention it because the same conversation "
             f"will come our way at the next strategy day, probably in the spring."),
            (f"A word on the long end, since several people have asked. The 30-year sector has cheapened by roughly "
             f"{r.randint(12, 30)}bp against swaps since the summer, and the usual explanation — heavy supply and fewer "
             f"natural buyers — seems broadly right to me. What I find harder to judge is how much of that is now "
             f"priced. Were the DMO to trim long issuance at the next remit revision, one could imagine a sharp "
             f"reversal; equally, another fiscal wobble would push the other way. I have no strong view at present "
             f"and I am content with the hedge where it is."),
            (f"For the newer members of the team: the reason we are so particular about the collateral buffer is "
             f"September 2022. In the space of a few days 30-year yields rose by more than a percentage point, pooled "
             f"funds could not recapitalise quickly enough, and schemes ended up selling the {L2['pm']} and similar "
             f"lines into a market with no bid. The Pensions Regulator's guidance since then, and our own "
             f"{self.min_buf}bp minimum, are designed so that we are never a forced seller again."),
            (f"Housekeeping: the quarterly report to the {self.client} trustees is due on the 9th. I shall draft the "
             f"hedging and collateral sections myself and will need the quarter's trade list, the repo income and the "
             f"counterparty table nearer the time. Tom has kindly offered to check the stress numbers. Nothing urgent — "
             f"end of next week is fine."),
        ]
        for txt in r.sample(musings, r.randint(2, 3)):
            self.post(self.ct(9.0, 17.5), self.pmk, txt, kind="near" if "Were the DMO" in txt or "September 2022" in txt else "chat")
        t = self.ct(8.0, 16.0)
        body = (f"Dear all,\n\nPlease find attached the monthly cashflow notice for {self.client}. Expected benefit "
                f"outgo for {(self.day + timedelta(days=30)).strftime('%B')} is £{self.liab * 2.9:,.2f}m (pensions "
                f"£{self.liab * 2.3:,.2f}m, lump sums £{self.liab * 0.45:,.2f}m, transfers £{self.liab * 0.15:,.2f}m). "
                f"Contributions received this month: £{r.uniform(0.8, 1.6):,.2f}m. The bank balance at month end is "
                f"forecast at £{r.uniform(3, 8):,.2f}m, so no disinvestment is expected to be needed for next month's "
                f"payroll, subject to the usual caveats about transfer values.\n\nThe next notice will follow on the "
                f"first working day of next month.")
        self.post(t, "mail", email(self, t, "Scheme Administration", f"pensions.admin@{self.domain}",
                                   f"{self.code} monthly cashflow notice", body, "Regards,\nPensions Administration Team"))
        t2 = self.ct(8.0, 16.0)
        body2 = (f"Dear {self.PM},\n\nAhead of the Trustee meeting on "
                 f"{(self.day + timedelta(days=r.randint(14, 28))).strftime('%-d %B')}, I attach the draft agenda. Item 4 is "
                 f"the annual review of the hedging policy; the Trustees would welcome a short presentation on the "
                 f"collateral position, the lessons drawn from 2022, and the cost of moving towards a higher hedge ratio. "
                 f"Item 6 covers the buy-in feasibility study, on which the scheme actuary will speak.\n\nPlease let me "
                 f"know if you would like anything added.")
        self.post(t2, "mail", email(self, t2, "Scheme Secretary", f"secretary@{self.domain}", "Draft agenda — Trustee meeting",
                                    body2, f"With thanks,\nScheme Secretary, {self.client}"))

    def extra_long(self):
        """Add one more long, decision-free item (report or run sheet)."""
        r = self.r
        if r.random() < 0.6:
            if not self.long_kinds:
                self.long_kinds = ["monitor"] * 3
            kind = self.long_kinds.pop()
            tt = self.ct(9.0, 17.0)
            self.post(tt, "analyst", report(self, kind, at=tt), kind="near",
                      idiom=("long analyst note with trading words, no decision", "not_hard"))
        else:
            axe = r.choice([self.uc, self.wc, self.hc[1]])
            self.post(self.ct(8.0, 16.0), "mail", run_sheet(self, r.choice(["MS", "DB", "SG", "RBC"]), axe), kind="near")


def build_day(seed, ci, day, start_ms, mkt, attempt) -> Builder:
    rng = random.Random(f"{seed}|{ci}|{day.isoformat()}|{attempt}")
    b = Builder(seed, ci, day, start_ms, rng, mkt)
    b.removed = []
    b.long_kinds = ["collateral", "repo", "rv", "attribution", "trustee", "monitor", "monitor", "monitor"]
    rng.shuffle(b.long_kinds)
    r = rng
    b.s_morning()
    b.s_stops()
    b.s_add_conv()
    b.s_swap()
    if r.random() < 0.2:
        b.s_swap(tenor=r.choice(["10y", "20y"]), side="pay")
    b.s_futures()
    if r.random() < 0.45:
        b.s_roll()
    if r.random() < 0.4:
        b.s_swaption()
    if r.random() < 0.55:
        b.s_fx()
    if r.random() < 0.75:
        b.s_repo()
    if r.random() < 0.6:
        b.s_switch()
    if r.random() < 0.45:
        b.s_trustee_limit()
    if r.random() < 0.5:
        b.s_breach()
    if r.random() < 0.4:
        b.s_block()
    if r.random() < 0.45:
        b.s_intraday()
    b.s_runs()
    b.s_dmo()
    b.s_news()
    b.s_thesis()
    b.s_route()
    if r.random() < 0.65:
        b.s_thread()
    b.s_junk()
    b.s_longform()
    # EOD recap (near-miss: restates today's activity in past tense)
    b.post(b.rt(17.6, 18.2), "analyst", report(b, "eod"), kind="near",
           idiom=("EOD recap of the day in past tense", "not_hard"))
    b.noise_schedule()
    # size budget
    for _ in range(r.randint(6, 8)):
        b.extra_long()
    target = r.randint(215, 290)
    b.fill(target)
    return b


def day_stats(b: Builder):
    n = len(b.msgs)
    size = 0
    for x in b.msgs:
        size += len(x.final.encode("utf-8")) + len(embed_text(x.embeds).encode("utf-8"))
    hard = sum(1 for x in b.msgs if x.hard)
    noise = sum(1 for x in b.msgs if x.kind == "noise")
    return {"messages": n, "content_kb": size / 1000.0, "hard": hard, "noise_pct": 100.0 * noise / max(n, 1)}


def _ok(st):
    return (185 <= st["messages"] <= 315 and 72 <= st["content_kb"] <= 118 and 26 <= st["hard"] <= 44
            and 26 <= st["noise_pct"] <= 39)


# ---------------------------------------------------------------- assembly
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    builders = []
    stats = []
    for ci in range(channels):
        for di in range(days):
            start_ms = end_ms - (days - di) * 86400_000
            day = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc).date()
            mkt = market(seed, day)
            best = None
            for attempt in range(40):
                b = build_day(seed, ci, day, start_ms, mkt, attempt)
                st = day_stats(b)
                if _ok(st):
                    best = (b, st)
                    break
                if best is None:
                    best = (b, st)
            b, st = best
            b.chan = channel_id(ci)
            builders.append(b)
            st.update({"channel_id": b.chan, "day": day.isoformat()})
            stats.append(st)

    # global unique, time-ordered snowflakes
    allm = []
    for b in builders:
        for x in b.msgs:
            x.chan_parent = b.chan
            allm.append(x)
    allm.sort(key=lambda x: (x.t, x.chan_parent, x.order))
    last = -1
    for x in allm:
        if x.t <= last:
            x.t = last + 1
        last = x.t
    for i, x in enumerate(allm):
        worker = (int(x.chan_parent) >> 17) & 0x1F
        x.id = ((x.t - DISCORD_EPOCH_MS) << 22) | (worker << 17) | (i & 0xFFF)

    def chan_of(x):
        return str(x.thread.id) if x.thread is not None else x.chan_parent

    events = []
    for x in allm:
        msg = {"id": str(x.id), "author_id": PEOPLE[x.who][0], "author_name": PEOPLE[x.who][1],
               "author_bot": PEOPLE[x.who][2], "created_at": iso(x.t), "content": x.content,
               "attachments": [], "embeds": x.embeds, "reference_id": str(x.ref.id) if x.ref is not None else None,
               "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(x)}
        if x.thread is not None:
            ev["parent_channel_id"] = x.chan_parent
        ev["message"] = msg
        events.append((x.t, 0, x.id, ev))
    k = 0
    for b in builders:
        for op in b.ops:
            k += 1
            kind, t = op[0], op[1]
            if kind == "bulk_delete":
                target = op[2][0]
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_of(target),
                      "message_ids": [str(z.id) for z in op[2]], "deleted_at": iso(t)}
            else:
                target = op[2]
                ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan_of(target), "message_id": str(target.id)}
                if kind == "edit":
                    ev["edited_at"] = iso(t)
                    ev["content"] = op[3]
                elif kind == "delete":
                    ev["deleted_at"] = iso(t)
                elif kind == "forget":
                    ev["requested_by"] = op[3]
                    ev["at"] = iso(t)
                elif kind in ("pin", "unpin"):
                    ev["by"] = op[3]
                    ev["at"] = iso(t)
                elif kind == "reaction_add":
                    ev["emoji"] = op[3]
                    ev["user_id"] = op[4]
                    ev["at"] = iso(t)
            if target.thread is not None:
                ev["parent_channel_id"] = target.chan_parent
            t = max(t, target.t + 1)
            events.append((t, 1, k, ev))
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    hard_events, superseded, removed, noise_ids, near_ids, idioms = [], [], [], [], [], []
    first_idiom = {}
    for x in allm:
        if x.hard:
            hard_events.append({"channel_id": chan_of(x), "message_id": str(x.id), "event_type": x.hard[0],
                                "facts": [f for f in x.hard[1] if f], "phrasing": x.phrasing, "final_state": x.state})
        for s in x.superseded:
            superseded.append([chan_of(x), str(x.id), s])
        if x.kind == "noise":
            noise_ids.append(str(x.id))
        elif x.kind == "near":
            near_ids.append(str(x.id))
        if x.idiom and x.idiom[0] not in first_idiom and x.state in ("live", "edited"):
            first_idiom[x.idiom[0]] = {"message_id": str(x.id), "idiom": x.idiom[0], "expected": x.idiom[1]}
    for b in builders:
        removed.extend(b.removed)
    # 10-20 idioms: hard-event idioms first (up to 13), then near-miss / noise idioms
    hard_idioms = [v for v in first_idiom.values() if v["expected"] != "not_hard"]
    soft_idioms = [v for v in first_idiom.values() if v["expected"] == "not_hard"]
    idioms = hard_idioms[:13]
    idioms += soft_idioms[:20 - len(idioms)]
    order = {v["message_id"]: i for i, v in enumerate(first_idiom.values())}
    idioms.sort(key=lambda v: order[v["message_id"]])
    labels = {"desk": DESK, "hard_events": hard_events, "superseded_facts": superseded, "removed_texts": removed,
              "noise_message_ids": noise_ids, "near_miss_ids": near_ids, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels, "stats": stats}


# ---------------------------------------------------------------- self-check
def verify(events, labels) -> list[str]:
    errs = []
    final, creates, chans = {}, {}, {}
    last_id = 0
    for ln, ev in enumerate(events, 1):
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            if mid <= last_id:
                errs.append(f"line {ln}: id not increasing")
            last_id = mid
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            if iso(ms) != m["created_at"]:
                errs.append(f"line {ln}: created_at {m['created_at']} != snowflake time {iso(ms)}")
            final[m["id"]] = m["content"] + "\n" + embed_text(m.get("embeds"))
            creates[m["id"]] = ev
        elif ev["op"] == "edit":
            if ev["message_id"] not in final:
                errs.append(f"line {ln}: edit before create")
            final[ev["message_id"]] = ev["content"] + "\n" + embed_text(creates[ev["message_id"]]["message"].get("embeds"))
    for h in labels["hard_events"]:
        if h["message_id"] not in final:
            errs.append(f"missing message {h['message_id']}")
            continue
        if not (2 <= len(h["facts"]) <= 5):
            errs.append(f"{h['message_id']}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in final[h["message_id"]]:
                errs.append(f"{h['message_id']}: fact {f!r} not in final text")
    for ch, mid, old in labels["superseded_facts"]:
        if old in final[mid]:
            errs.append(f"{mid}: superseded {old!r} still present")
    gone = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            gone.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            gone.update(ev["message_ids"])
    live_text = "\n".join(v for k, v in final.items() if k not in gone)
    for snip in labels["removed_texts"]:
        if snip in live_text:
            errs.append(f"removed snippet {snip!r} still visible in a live message")
    for h in labels["hard_events"]:
        if (h["message_id"] in gone) != (h["final_state"] in ("deleted", "forgotten")):
            errs.append(f"{h['message_id']}: final_state {h['final_state']} inconsistent")
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser(description="gilts_ldi desk capture generator")
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
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    errs = verify(out["events"], out["labels"])
    for st in out["stats"]:
        print(f"{st['channel_id']} {st['day']}: {st['messages']} msgs, {st['content_kb']:.1f} KB, "
              f"{st['hard']} hard, noise {st['noise_pct']:.0f}%", file=sys.stderr)
    by_type = {}
    for h in out["labels"]["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    print("hard events by type: " + ", ".join(f"{k}={v}" for k, v in sorted(by_type.items())), file=sys.stderr)
    if errs:
        for e in errs[:50]:
            print("ERROR " + e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
