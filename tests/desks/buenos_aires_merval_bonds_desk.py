#!/usr/bin/env python3
"""Desk generator: Buenos Aires desk (Argentine sovereigns, Merval/ADRs, CCL/MEP, A3 DLR futures).

Synthetic, seeded capture of a busy Discord channel plus ground-truth labels.
Standard library only; pure function of the arguments.

    python -m tests.desks.buenos_aires_merval_bonds_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "buenos_aires_merval_bonds_desk"
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
ART_OFFSET_MS = -3 * 3_600_000          # Buenos Aires, UTC-3, no DST
DEFAULT_END = datetime(2026, 12, 5, 3, 0, 0, tzinfo=timezone.utc)   # 05/12 00:00 ART

GUILD_ID = "1044683652539091189"
_BASE_CHANNELS = ["1238752802711143982", "1205932526319568039",
                  "1152366160512549681", "1321023136311411406"]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id(idx: int) -> str:
    if idx < len(_BASE_CHANNELS):
        return _BASE_CHANNELS[idx]
    r = random.Random(f"ba-merval-chan:{idx}")
    ms = 1_700_000_000_000 + idx * 3_917_311_113 + r.randrange(10**9)
    return str(snowflake(ms, r.randrange(32), r.randrange(4096)))


# --------------------------------------------------------------------------- people
#  key: (display name, author id, bot)
PEOPLE = {
    "facu":   ("Facu Iturralde", "475922920861861338", False),     # jefe de mesa, aprueba, modera
    "caro":   ("caro.benitez", "717939441055829767", False),       # soberanos / bopreal
    "tincho": ("Tincho L", "564278373363877479", False),           # merval / ADRs
    "juanma": ("juanma_fx", "501227077577214131", False),          # CCL, MEP, DLR A3
    "vicky":  ("Vicky Sosa (riesgo)", "913528200088128318", False),
    "nacho":  ("nacho.research", "936275329161234179", False),
    "pato":   ("Pato | backoffice", "1007878534375407720", False),
    "gonza":  ("Gonza (corpos)", "402968968194952053", False),     # otra mesa
    "agent":  ("Mate · agente mesa", "1258354806745858506", True),
    "oms":    ("oms-bridge", "1145199243369253259", True),
    "risk":   ("riskd", "938133120243993931", True),
    "wire":   ("wire-bridge", "927259177415475418", True),
    "hb":     ("heartbeat", "1061483691747443617", True),
    "cron":   ("cron-runner", "1262617370507085736", True),
    "ci":     ("ci-deploy", "703443237789238593", True),
    "alerts": ("px-alerts", "529942422498577754", True),
    "pnl":    ("pnl-snap", "885650348634279702", True),
    "panel":  ("md-panel", "995783997141420340", True),
}

WEEKDAYS = ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]


# --------------------------------------------------------------------------- formatting
def ar(x: float, d: int = 2) -> str:
    """Argentine style: 1.234,50"""
    s = f"{x:,.{d}f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def ar0(x: float) -> str:
    return ar(x, 0)


def us(x: float, d: int = 2) -> str:
    return f"{x:.{d}f}"


def ksz(n: int) -> str:
    if n >= 1_000_000:
        if n % 1_000_000 == 0:
            return "1 palo" if n == 1_000_000 else f"{n // 1_000_000} palos"
        return f"{ar(n / 1_000_000, 1)} palos"
    if n >= 1000 and n % 1000 == 0:
        return f"{n // 1000}k"
    return str(n)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def art_hm(ms: int) -> str:
    dt = datetime.fromtimestamp((ms + ART_OFFSET_MS) / 1000, tz=timezone.utc)
    return dt.strftime("%H:%M")


# --------------------------------------------------------------------------- market
def market(seed: int, d: int) -> dict:
    r = random.Random(f"ba-merval-mkt:{seed}:{d}")
    P: dict = {}
    mep = 1482 + r.uniform(-30, 30)
    ccl = mep + r.uniform(12, 32)
    P["mep"] = round(mep, 1)
    P["ccl"] = round(ccl, 1)
    P["AL30D"] = round(63.4 + r.uniform(-1.6, 1.6), 2)
    P["AL30C"] = round(P["AL30D"] - r.uniform(0.3, 0.9), 2)
    P["AL30"] = round(P["AL30C"] * ccl / 10) * 10
    P["GD30D"] = round(66.2 + r.uniform(-1.5, 1.5), 2)
    P["GD35D"] = round(74.6 + r.uniform(-2.0, 2.0), 2)
    P["GD41D"] = round(68.1 + r.uniform(-2.0, 2.0), 2)
    P["AE38D"] = round(71.3 + r.uniform(-2.0, 2.0), 2)
    P["BPY26"] = round(98.6 + r.uniform(-0.8, 0.6), 2)
    P["GGAL"] = int(round((6420 + r.uniform(-300, 300)) / 5) * 5)
    P["YPFD"] = int(round(47800 + r.uniform(-1500, 1500), -1))
    P["PAMP"] = int(round(4080 + r.uniform(-150, 150)))
    P["BMA"] = int(round(10950 + r.uniform(-400, 400), -1))
    P["GGAL_ADR"] = round(P["GGAL"] * 10 / ccl, 2)
    P["YPF_ADR"] = round(P["YPFD"] / ccl, 2)
    P["PAM_ADR"] = round(P["PAMP"] * 25 / ccl, 2)
    P["BMA_ADR"] = round(P["BMA"] * 10 / ccl, 2)
    P["DLR/DIC26"] = round(mep * (1.006 + r.uniform(0, 0.006)), 1)
    P["DLR/ENE27"] = round(mep * (1.027 + r.uniform(0, 0.008)), 1)
    P["DLR/FEB27"] = round(mep * (1.049 + r.uniform(0, 0.010)), 1)
    P["rp"] = r.randint(555, 690)
    P["a3500"] = round(mep - r.uniform(6, 22), 2)
    P["ust"] = round(4.05 + r.uniform(0, 0.35), 2)
    P["merval"] = int(round(2_350_000 + r.uniform(-120_000, 120_000), -3))
    P["TGSU2"] = int(round(6800 + r.uniform(-250, 250), -1))
    P["CEPU"] = int(round(1720 + r.uniform(-80, 80)))
    P["AL35D"] = round(70.2 + r.uniform(-2.0, 2.0), 2)
    P["GD38D"] = round(73.0 + r.uniform(-2.0, 2.0), 2)
    P["brent"] = round(r.uniform(66, 82), 2)
    return P


# --------------------------------------------------------------------------- message model
class Msg:
    def __init__(self, key, who, t, content, embeds, reply, thread, attachments):
        self.key = key
        self.who = who
        self.t = t
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.attachments = attachments or []
        self.hard = None
        self.superseded: list[str] = []
        self.noise = False
        self.near = False
        self.idioms: list[tuple[str, str]] = []
        self.edits: list[tuple[int, str]] = []
        self.removed = None            # ("deleted"|"forgotten", t, by)
        self.removed_snip = None
        self.bulk = None
        self.id = None

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content


class Thread:
    def __init__(self, starter: Msg, name: str):
        self.starter = starter
        self.name = name


def embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


# --------------------------------------------------------------------------- the day
class DeskDay:
    def __init__(self, seed: int, ci: int, di: int, day_start_ms: int):
        self.seed, self.ci, self.di = seed, ci, di
        self.rng = random.Random(f"ba-merval:{seed}:{ci}:{di}")
        self.day0 = day_start_ms                 # ART midnight of this day, as UTC ms
        self.cid = channel_id(ci)
        self.P = market(seed, di)
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self._k = 0
        self._ord = 0
        self._exec = self.rng.randrange(100000, 900000)
        self._alert = self.rng.randrange(4000, 9000)
        self.date = datetime.fromtimestamp((day_start_ms + 12 * 3_600_000) / 1000, tz=timezone.utc)
        self.dd = self.date.strftime("%d/%m")
        self.wd = WEEKDAYS[self.date.weekday()]
        self.used_oids: set[str] = set()

    # ---- time helpers
    def T(self, h, m=0, s=0):
        return self.day0 + int((h * 3600 + m * 60 + s) * 1000) + self.rng.randrange(0, 997)

    def W(self, h0, h1):
        """random time in [h0,h1) hours ART"""
        return self.day0 + int(self.rng.uniform(h0, h1) * 3_600_000)

    def gap(self, lo=8, hi=90):
        return int(self.rng.uniform(lo, hi) * 1000)

    # ---- ids
    def oid(self, venue="BY"):
        while True:
            self._ord += 1
            s = f"{venue}{(self.di * 7 + self.ci * 131 + self.rng.randrange(4096)) % 256:02X}{self.rng.randrange(16**4):04X}"
            if s not in self.used_oids:
                self.used_oids.add(s)
                return s

    def eid(self):
        self._exec += self.rng.randrange(3, 40)
        return f"E{self._exec}"

    # ---- posting
    def post(self, who, t, content="", embeds=None, reply=None, thread=None, attachments=None,
             hard=None, noise=False, near=False, idiom=None):
        self._k += 1
        m = Msg(self._k, who, t, content, embeds, reply, thread, attachments)
        if hard:
            et, facts, phr = hard
            m.hard = {"event_type": et, "facts": list(facts), "phrasing": phr}
        m.noise = noise
        m.near = near
        if idiom:
            m.idioms.append((idiom, hard[0] if hard else "not_hard"))
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, facts=None, superseded=()):
        m.edits.append((t, content))
        if facts is not None and m.hard:
            m.hard["facts"] = list(facts)
        m.superseded.extend(superseded)

    def delete(self, m, t, snip):
        m.removed = ("deleted", t, None)
        m.removed_snip = snip

    def forget(self, m, t, by, snip):
        m.removed = ("forgotten", t, by)
        m.removed_snip = snip

    def bulk_delete(self, ms, t, snips):
        for m, s in zip(ms, snips):
            m.removed = ("deleted", t, None)
            m.removed_snip = s
            m.bulk = t

    def react(self, m, emoji, who, t):
        self.ops.append({"_t": t, "_m": m, "op": "reaction_add", "emoji": emoji, "user_id": PEOPLE[who][1]})

    def pin(self, m, who, t, unpin=False):
        self.ops.append({"_t": t, "_m": m, "op": "unpin" if unpin else "pin", "by": PEOPLE[who][1]})

    # ====================================================================== bots / noise
    def status_block(self, t, market_open):
        r = self.rng
        hm = art_hm(t)
        up_d = 9 + self.di + (self.ci % 3)
        h = int(hm[:2])
        fin = r.randint(15000, 26000)
        lines = [f"{'🟢' if r.random() < 0.9 else '🟡'} status {hm} ART · host mba-ops-{1 + self.ci % 3}", "```"]
        lines.append(f"oms-bridge   up {up_d}d{h:02d}h   fix BYMA-PROD in={fin} out={fin // 2 + r.randint(0, 900)}   lag {r.randint(18, 95)}ms")
        lines.append(f"oms-bridge   fix A3-PROD    in={r.randint(4000, 9000)} out={r.randint(1000, 4000)}   lag {r.randint(15, 80)}ms")
        if market_open:
            lines.append(f"md-byma      ok   {r.randint(120, 420):>3} msg/s   last {hm}:{r.randint(0, 59):02d}   gaps 0")
            lines.append(f"md-a3        ok   {r.randint(20, 90):>3} msg/s   last {hm}:{r.randint(0, 59):02d}   gaps 0")
        else:
            lines.append("md-byma      idle (mercado cerrado)   snapshot ok")
            lines.append("md-a3        idle (mercado cerrado)   snapshot ok")
        lines.append(f"riskd        ok   eval p99 {r.randint(4, 19)}ms   rules {r.randint(38, 44)}   books 5")
        lines.append(f"wire-bridge  ok   {r.randint(20, 90)} items/h   backlog {r.randint(0, 3)}   dedup {r.randint(5, 30)}%")
        lines.append(f"pg-mesa      ok   conns {r.randint(8, 30)}/100   repl lag {r.randint(0, 40)}ms")
        lines.append(f"queues       oms.in={r.randint(0, 3)} oms.out={r.randint(0, 2)} risk.eval={r.randint(0, 4)} wire.render={r.randint(0, 5)}")
        lines.append(f"disk /srv {r.randint(41, 68)}%   mem {r.randint(38, 71)}%   cert fix-byma expires in {60 - self.di}d")
        lines.append(f"fix BYMA-DR  standby   last test {r.randint(1, 6)}d ago   ntp offset {r.randint(0, 4)}ms")
        lines.append(f"agent        ok   last post {r.randint(1, 59)}m ago   llm queue {r.randint(0, 3)}   tool errors 0")
        lines.append("```")
        return "\n".join(lines)

    def risk_hb(self, t):
        r = self.rng
        lim = {
            "dv01_sov_usd": (r.randint(self.lim_dv * 500, self.lim_dv * 880), self.lim_dv * 1000),
            "fx_net_usd": (r.randint(int(self.lim_fx * 4e5), int(self.lim_fx * 9e5)), int(self.lim_fx * 1e6)),
            "gross_merval_ars_m": (r.randint(int(self.lim_mer * 0.4), int(self.lim_mer * 0.85)), self.lim_mer),
            "bopreal_nominal_usd": (r.randint(200000, 420000), 600000),
            "daily_stop_ars_m": (r.randint(0, 25), self.lim_stop),
        }
        js = {"engine": "riskd", "type": "heartbeat", "status": "all limits ok", "book": "MBA-PROP",
              "checks": r.randint(36, 44), "breaches": 0,
              "limits": {k: {"used": u, "max": m, "pct": round(100 * u / m, 1)} for k, (u, m) in lim.items()},
              "positions_snapshot_age_s": r.randint(1, 40), "ts": iso(t)}
        return json.dumps(js, ensure_ascii=False)

    def panel(self, t, title):
        r, P = self.rng, self.P
        rows = [("AL30", P["AL30"], 0), ("AL30D", P["AL30D"], 2), ("AL30C", P["AL30C"], 2), ("GD30D", P["GD30D"], 2),
                ("AL35D", P["AL35D"], 2), ("GD35D", P["GD35D"], 2), ("GD38D", P["GD38D"], 2), ("GD41D", P["GD41D"], 2),
                ("AE38D", P["AE38D"], 2), ("BPY26", P["BPY26"], 2), ("GGAL", P["GGAL"], 0), ("YPFD", P["YPFD"], 0),
                ("PAMP", P["PAMP"], 0), ("BMA", P["BMA"], 0), ("TGSU2", P["TGSU2"], 0), ("CEPU", P["CEPU"], 0),
                ("MEP", P["mep"], 1), ("CCL", P["ccl"], 1), ("DLR/DIC26", P["DLR/DIC26"], 1), ("DLR/ENE27", P["DLR/ENE27"], 1),
                ("DLR/FEB27", P["DLR/FEB27"], 1)]
        out = [f"📊 {title} · {art_hm(t)} ART", "```", f"{'ticker':<10}{'bid':>11}{'ask':>11}{'last':>11}{'var%':>7}{'vol':>9}"]
        for sym, p, dec in rows:
            j = p * (1 + r.uniform(-0.004, 0.004))
            sp = p * r.uniform(0.0005, 0.003)
            out.append(f"{sym:<10}{us(j - sp, dec):>11}{us(j + sp, dec):>11}{us(j, dec):>11}{us(r.uniform(-2.5, 2.5), 2):>7}{r.randint(1, 900):>8}{r.choice('kM')}")
        out.append("```")
        out.append(f"Merval {ar0(P['merval'])} · riesgo país {P['rp']} pb · UST10 {us(P['ust'])}% · Brent {us(P['brent'])}")
        return "\n".join(out)

    def bot_background(self):
        r, P = self.rng, self.P
        # status heartbeats, roughly hourly, a few skipped
        for h in range(24):
            if r.random() < 0.28:
                continue
            t = self.T(h, r.randint(0, 8), r.randint(0, 59))
            if r.random() < 0.2:
                txt = f"hb ok · oms-bridge=ok riskd=ok wire-bridge=ok lag_ms={r.randint(18, 95)}"
            else:
                txt = self.status_block(t, 10 <= h < 17)
            self.post("hb", t, txt, noise=True)
        # risk heartbeats (JSON)
        for h in (1, 5, 9, 12, 15, 21):
            if r.random() < 0.2:
                continue
            t = self.T(h, r.randint(10, 50))
            self.post("risk", t, self.risk_hb(t), noise=True, idiom="riskd JSON heartbeat 'all limits ok'")
        # md panels
        for h, title in ((10.97, "Panel pre-apertura BYMA/A3"), (13.5, "Panel mediodía"), (17.08, "Panel de cierre")):
            hh = int(h)
            t = self.T(hh, int((h - hh) * 60), r.randint(0, 40))
            self.post("panel", t, self.panel(t, title), noise=True)
        # cron jobs
        marks = "\n".join(f"{s:<10} {us(P[k], d):>10}  src={src}" for s, k, d, src in [
            ("AL30D", "AL30D", 2, "byma-close"), ("GD30D", "GD30D", 2, "byma-close"), ("GD35D", "GD35D", 2, "byma-close"),
            ("BPY26", "BPY26", 2, "byma-vwap"), ("GGAL", "GGAL", 0, "byma-close"), ("YPFD", "YPFD", 0, "byma-close"),
            ("PAMP", "PAMP", 0, "byma-close"), ("BMA", "BMA", 0, "byma-close"), ("DLR/DIC26", "DLR/DIC26", 1, "a3-settle"),
            ("DLR/ENE27", "DLR/ENE27", 1, "a3-settle"), ("MEP", "mep", 1, "al30-implied"), ("CCL", "ccl", 1, "al30-implied")])
        cron = [
            (2, f"[cron] backup pg_dump mesa_ba ok · {ar(1.2 + r.random(), 1)} GB · {r.randint(40, 95)}s · retained 14 snapshots · offsite sync ok"),
            (4, f"[cron] recon caja-valores T-1\n```\nregistros      {r.randint(180, 260)}\nbreaks         0\ncustodia VN    ok (soberanos, bopreal)\nacciones       ok\nA3 márgenes    ok · integrado ARS {r.randint(300, 700)} M\n```"),
            (7, f"[cron] cupones-calendario: próximos pagos AL30/GD30/GD35 09/01/2027 · BPY26 amortización programada · {r.randint(30, 40)} días · sin cambios vs ayer"),
            (7.6, f"[cron] news-router run {art_hm(self.T(7, 36))} · scanned={r.randint(28, 60)} routed=0 dropped={r.randint(28, 60)} (overnight, no desk tags)"),
            (10.02, f"[cron] fx-fixing A3500 prelim fetch ok · {us(P['a3500'])} · src=bcra-csv · sha {r.randrange(16**7):07x}"),
            (14.5, f"[cron] news-router run · scanned={r.randint(40, 90)} routed=0 dropped={r.randint(10, 30)} deduped={r.randint(5, 20)}"),
            (18.1, f"[cron] marks-eod finished in {ar(30 + r.random() * 20, 1)}s · {r.randint(58, 71)} instruments marked · 0 stale\n```\n{marks}\n```\ncurva soberana fitted rmse {us(r.uniform(0.05, 0.2), 3)}"),
            (22.0, f"[cron] purge md-cache >7d · {r.randint(1000, 9000)} keys · ok"),
        ]
        for h, txt in cron:
            hh = int(h)
            mm = int((h - hh) * 60)
            self.post("cron", self.T(hh, mm, r.randint(0, 50)), txt, noise=True,
                      idiom=("cron summary '0 routed'" if "routed=0" in txt else None))
        # CI / deploys
        self.post("ci", self.W(15.0, 16.5), f"CI · wire-bridge#{r.randint(300, 420)} · main · ❌ failed\n```\nFAILED tests/test_render.py::test_parse_headline_accents - AssertionError: 'ENERGÍA' != 'ENERGIA'\n{r.randint(80, 120)} passed, 1 failed in {r.randint(20, 60)}.{r.randint(1, 9)}s\n```", noise=True)
        ci_pool = [
            f"CI · oms-bridge#{r.randint(1800, 1999)} · main · ✅ passed ({r.randint(2, 5)}m{r.randint(10, 59)}s)\n```\n{r.randint(190, 240)} passed, 3 skipped in {r.randint(60, 190)}.{r.randint(1, 9)}s\nlint ok · mypy ok · image mba/oms-bridge:{r.randrange(16**7):07x}\n```",
            f"CI · riskd#{r.randint(600, 720)} · feat/dv01-bopreal · ✅ passed · coverage {r.randint(78, 88)}%\nchanges: bopreal DV01 bucket, fx_net incluye DLR por delta, tests de redondeo de nominales",
            f"deploy riskd v3.{r.randint(6, 9)}.{r.randint(0, 9)} → prod ok (canary 10% → 100%, {r.randint(4, 9)} min)\n```\nchangelog:\n- fx_net_usd: netea AL30C contra DLR por delta\n- order_resized ahora informa limit_value_usd\n- fix: heartbeat ts en UTC\n```",
            f"deploy wire-bridge v1.{r.randint(10, 30)}.{r.randint(0, 9)} → prod ok · rollback window 30m · feeds: BN, BYMA-hechos-relevantes, CNV-AIF",
            f"CI nightly · md-a3-adapter · ✅ {r.randint(50, 90)} tests · lint ok · image sha256:{r.randrange(16**12):012x}\nreplay test 02/12 full session: 0 gaps, p99 decode {r.randint(40, 90)}µs",
        ]
        for i, h in enumerate((8.3, 12.8, 18.6, 19.2, 22.5)):
            hh = int(h)
            self.post("ci", self.T(hh, int((h - hh) * 60) + r.randint(0, 9)), ci_pool[(i + self.ci + self.di) % len(ci_pool)], noise=True)
        # price alerts
        names = [("AL30D", P["AL30D"], 2), ("GD30D", P["GD30D"], 2), ("GD35D", P["GD35D"], 2),
                 ("GGAL", P["GGAL"], 0), ("YPFD", P["YPFD"], 0), ("CCL", P["ccl"], 1),
                 ("MEP", P["mep"], 1), ("DLR/DIC26", P["DLR/DIC26"], 1), ("PAMP", P["PAMP"], 0)]
        for _ in range(r.randint(6, 9)):
            sym, p, dec = r.choice(names)
            lvl = p * (1 + r.choice([-1, 1]) * r.uniform(0.004, 0.015))
            cross = round(lvl + (0.05 if dec else 5), dec)
            self._alert += r.randint(1, 9)
            arrow = "↑" if lvl > p else "↓"
            txt = r.choice([
                f"🔔 {sym} {us(lvl, dec)} {arrow} crossed {us(cross, dec)} (alert #{self._alert})",
                f"🔔 alert #{self._alert}: {sym} moved {us((lvl / p - 1) * 100, 2)}% in 15m · last {us(lvl, dec)}",
            ])
            self.post("alerts", self.W(10.9, 17.1), txt, noise=True)
        # pnl snapshots
        for h in (12, 14, 15.5, 17.2):
            hh = int(h)
            t = self.T(hh, int((h - hh) * 60) + r.randint(0, 5))
            rows = []
            tot_r = tot_u = 0.0
            for book in ("soberanos", "bopreal", "merval", "fx/ccl", "dlr-a3"):
                rr = round(r.uniform(-8, 15), 1)
                uu = round(r.uniform(-12, 12), 1)
                tot_r += rr
                tot_u += uu
                rows.append(f"{book:<11}| {rr:>8.1f} | {uu:>8.1f} | {r.randint(1, 40):>4}")
            txt = (f"PnL snapshot {art_hm(t)} ART (ARS M)\n```\nbook       | realized | unrealz. | pos\n"
                   + "\n".join(rows) + f"\n-----------+----------+----------+-----\ntotal      | {tot_r:>8.1f} | {tot_u:>8.1f} |\n```"
                   + "\ntop movers: " + ", ".join(f"{x} {us(r.uniform(-5, 5), 1)}M" for x in r.sample(["AL30D", "GD30D", "GD35D", "BPY26", "GGAL", "YPFD", "PAMP", "BMA", "DLR/DIC26"], 4))
                   + f"\nmarks: MEP {us(P['mep'], 1)} · CCL {us(P['ccl'], 1)} · A3500 {us(P['a3500'])} · VaR 1d {r.randint(80, 220)} M")
            self.post("pnl", t, txt, noise=True)
        # reconnects + stack traces
        t = self.W(3.0, 5.5)
        self.post("oms", t, "```\n" + self.trace_fix() + "\n```", noise=True)
        self.post("oms", t + self.gap(2, 9), f"⚠️ fix session BYMA-PROD reconnected after {ar(r.uniform(1.5, 9), 1)}s · resend seq {r.randint(18000, 26000)}-{r.randint(26001, 27000)} ok", noise=True)
        t = self.W(11.2, 16.5)
        self.post("oms", t, f"⚠️ md-feed A3 disconnected (code 1006), reconnecting… ok after {ar(r.uniform(0.8, 4), 1)}s · gap fill {r.randint(3, 40)} msgs", noise=True)
        t = self.W(19.5, 23.5)
        self.post("wire", t, "```\n" + self.trace_wire() + "\n```", noise=True)

    def trace_fix(self):
        r = self.rng
        return (f"oms-bridge ERROR fix session BYMA-PROD dropped (last seq in {r.randint(18000, 26000)})\n"
                "Traceback (most recent call last):\n"
                '  File "/srv/oms_bridge/fix/session.py", line 412, in _pump\n'
                "    msg = await self._reader.read_message(timeout=self.hb_int * 2)\n"
                '  File "/srv/oms_bridge/fix/reader.py", line 88, in read_message\n'
                "    raw = await asyncio.wait_for(self._stream.readuntil(SOH + b\"10=\"), timeout)\n"
                '  File "/usr/lib/python3.11/asyncio/tasks.py", line 479, in wait_for\n'
                "    return fut.result()\n"
                '  File "/usr/lib/python3.11/asyncio/streams.py", line 616, in readuntil\n'
                "    await self._wait_for_data('readuntil')\n"
                '  File "/usr/lib/python3.11/asyncio/streams.py", line 501, in _wait_for_data\n'
                "    await self._waiter\n"
                "ConnectionResetError: [Errno 104] Connection reset by peer\n"
                "\nDuring handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n"
                '  File "/srv/oms_bridge/fix/session.py", line 431, in _pump\n'
                "    await self._on_disconnect(exc)\n"
                '  File "/srv/oms_bridge/fix/session.py", line 502, in _on_disconnect\n'
                "    await self._store.flush(timeout=2)\n"
                "TimeoutError: store flush exceeded 2s\n"
                f"retry 1/5 in 2s · session_id=MBA{r.randint(10, 99)}->BYMA · heartbeat_int=30")

    def trace_wire(self):
        r = self.rng
        return ("wire-bridge WARN embed render failed, falling back to plain text\n"
                "Traceback (most recent call last):\n"
                '  File "/app/wire_bridge/render.py", line 141, in to_embed\n'
                "    fields = [self._field(k, v) for k, v in item.meta.items()]\n"
                '  File "/app/wire_bridge/render.py", line 141, in <listcomp>\n'
                "    fields = [self._field(k, v) for k, v in item.meta.items()]\n"
                '  File "/app/wire_bridge/render.py", line 97, in _field\n'
                "    return {\"name\": k[:256], \"value\": v.strip()[:1024]}\n"
                "AttributeError: 'NoneType' object has no attribute 'strip'\n"
                f"item_id=WB{r.randrange(16**8):08X} source=BN lang=en meta_keys=['tickers','region','urgency']")

    # ---- acks, banter
    ACKS = ["ok", "thx", "gracias!", "👍", "🙌", "joya", "genial", "perfecto", "👌", "listo", "buenísimo",
            "ok gracias", "jaja", "🔥", "de nada", "gracias crack", "ok ok", "tenkiu", "✅", "😂"]

    def ack(self, t, reply=None, who=None, thread=None):
        who = who or self.rng.choice(["caro", "tincho", "juanma", "nacho", "pato", "vicky"])
        return self.post(who, t, self.rng.choice(self.ACKS), reply=reply, thread=thread, noise=True)

    def banter(self):
        r, P = self.rng, self.P
        pool = [
            ("caro", "buen día gente ☕", 8.0, 9.3), ("tincho", "buenas buenas", 8.2, 9.5), ("juanma", "buen díaaa", 8.0, 9.2),
            ("pato", "alguien trajo medialunas o sigo soñando", 8.3, 9.6), ("tincho", "el 152 no pasaba nunca, llegué recién", 8.8, 9.8),
            ("caro", "hoy almuerzo en el escritorio, día largo", 12.6, 13.2), ("nacho", "alguien vio el partido anoche? qué robo", 8.5, 10.0),
            ("juanma", "se cortó la luz en Núñez, estoy con el hotspot del celu", 8.0, 9.5), ("pato", "el aire de la oficina está en modo heladera otra vez", 10.0, 16.0),
            ("tincho", "pedimos sushi? 🍣", 12.6, 13.1), ("caro", "yo paso, tengo vianda", 13.1, 13.4), ("vicky", "me voy a la reunión de comité, vuelvo en una hora", 14.5, 15.0),
            ("facu", "a las 18 hacemos la reunión de mesa, 15 min máximo", 16.9, 17.4), ("juanma", "me voy a dormir, mañana temprano le damos", 0.1, 1.2),
            ("tincho", "qué calor que hace en el centro, no se puede", 13.5, 16.0), ("nacho", "se me colgó el terminal, reinicio", 10.5, 16.5),
            ("pato", "el asado de fin de año es el 19, confirmen", 17.5, 18.5), ("caro", "confirmo asado 🙋‍♀️", 18.6, 19.2), ("juanma", "yo voy, llevo el fernet", 18.7, 19.5),
            ("tincho", "mañana vengo más tarde, turno con el dentista", 18.5, 20.5),
        ]
        picks = r.sample(pool, r.randint(7, 10))
        for who, txt, h0, h1 in picks:
            self.post(who, self.W(h0, h1), txt, noise=True)

    # ====================================================================== context chat (neither)
    def context_chat(self, n):
        r, P = self.rng, self.P
        pool = [
            ("juanma", f"el CCL se despega, {ar0(P['ccl'])} ya, el MEP más quieto en {ar0(P['mep'])}"),
            ("caro", f"riesgo país {P['rp']} pb, los globales pedidos desde la apertura"),
            ("tincho", "mucho volumen en GGAL hoy, el ADR viene arriba en el pre"),
            ("caro", "la curva de LECAPs se aplanó fuerte, el tramo corto paga poco"),
            ("juanma", "A3 re tranquilo, el DIC casi sin volumen, todo el mundo en el ENE"),
            ("tincho", "the ADRs are ripping premarket, GGAL y BMA +2"),
            ("caro", f"el spread GD30–AL30 se fue a {ar(P['GD30D'] - P['AL30D'])} puntos, ley NY pidiendo"),
            ("nacho", "INDEC publica EMAE a las 16, consenso +0,4% m/m"),
            ("juanma", "el BCRA compró en el MLC de nuevo, van varias ruedas seguidas"),
            ("tincho", "YPF ADR flojo por el brent, -1 y pico"),
            ("caro", "el BPY26 no se mueve, cero liquidez en pantalla"),
            ("juanma", f"tasa implícita del DIC {ar(r.uniform(18, 34), 1)}% TNA, ENE parecido"),
            ("nacho", "los de la consultora dicen inflación de noviembre 2,1, veremos"),
            ("tincho", "Merval en dólares CCL sigue lateral, no hay convicción"),
            ("caro", "la licitación del tesoro cierra a las 15, rollover estimado 105%"),
            ("juanma", "la brecha CCL–oficial en mínimos, el mercado descuenta bandas"),
            ("pato", "la liquidación de 24hs de ayer ya está ok en Caja de Valores"),
            ("tincho", "PAMP con el ADR arriba, el local todavía no arbitró"),
            ("caro", "UST 10y subiendo, ojo con el tramo largo de la curva"),
            ("nacho", "subí a la carpeta el modelo de curva actualizado con el cierre de ayer"),
            ("juanma", "el MEP por GD30 da más barato que por AL30 hoy, raro"),
            ("tincho", "BMA y GGAL moviéndose juntos, todo beta"),
            ("caro", f"AL30D {ar(P['AL30D'])} bid, {ar(P['AL30D'] + 0.15)} offer en pantalla, fino"),
            ("juanma", "el rollo DIC/ENE se está pagando caro hoy"),
            ("facu", "gente, manténganme al tanto de cualquier cosa que pase en la licitación"),
            ("pato", "recuerden que hoy cierra la ventana de cauciones a las 17"),
            ("tincho", f"GGAL hizo doble techo en {ar0(P['GGAL'] + 80)} las últimas tres ruedas"),
            ("nacho", "el Merval cortó la media de 50 para arriba, interesante"),
            ("juanma", "no entra nadie en el MEP después de las 15, se seca todo"),
            ("caro", "el GD35 sigue sin acompañar al resto, pesado"),
            ("tincho", "BMA tiene el dividendo en revisión, no sé si lo aprueban"),
            ("juanma", "A3 ampliaron márgenes para el contrato DIC, vino circular"),
            ("pato", "mañana feriado bancario en EEUU? no, es el 25, me confundí"),
            ("caro", "la demanda de bonos en pesos sigue firme, la tasa baja"),
            ("nacho", "FMI publica staff report la semana que viene"),
            ("tincho", "el volumen en el ADR de YPF es la mitad del promedio"),
            ("juanma", "mucho cable ofrecido, los fondos desarmando"),
            ("caro", "los Bopreal S4 tampoco operan, está todo parado ahí"),
            ("tincho", "el panel general vuela, las chicas todas verdes"),
            ("facu", "no se olviden de cargar las notas de las órdenes en el OMS, auditoría pide el motivo"),
        ]
        picks = r.sample(pool, min(n, len(pool)))
        out = []
        for who, txt in picks:
            if "premarket" in txt or "en el pre" in txt:
                t = self.W(9.0, 11.3)
            elif "a las 15" in txt or "a las 16" in txt or "a las 17" in txt:
                t = self.W(10.5, 14.5)
            else:
                t = self.W(8.6, 18.5) if r.random() < 0.85 else self.W(18.5, 23.0)
            out.append(self.post(who, t, txt))
        for m in r.sample(out, min(4, len(out))):
            self.ack(m.t + self.gap(10, 120), reply=m)

    def long_human_posts(self):
        r, P = self.rng, self.P
        g = lambda: f"{r.choice(['+', '-'])}{ar(r.uniform(0.2, 3.1), 1)}%"
        posts = [
            ("tincho", self.W(9.6, 10.3), f"""rundown pre-market NY:
GGAL ADR {us(P['GGAL_ADR'])} ({g()}) → implícito local {ar0(P['GGAL_ADR'] * P['ccl'] / 10)} vs cierre {ar0(P['GGAL'])}
YPF {us(P['YPF_ADR'])} ({g()}) → implícito {ar0(P['YPF_ADR'] * P['ccl'])} vs {ar0(P['YPFD'])}
BMA {us(P['BMA_ADR'])} ({g()}) → {ar0(P['BMA_ADR'] * P['ccl'] / 10)} vs {ar0(P['BMA'])}
PAM {us(P['PAM_ADR'])} ({g()}) → {ar0(P['PAM_ADR'] * P['ccl'] / 25)} vs {ar0(P['PAMP'])}
VIST {us(r.uniform(42, 55))} ({g()}), TGS {us(r.uniform(22, 30))} ({g()}), CEPU {us(r.uniform(11, 15))} ({g()})
en general arbitrado, el gap más grande es en {r.choice(['BMA', 'PAMP', 'GGAL'])}. flujo comprador de afuera desde ayer a la tarde, el EWZ también arriba. nada urgente"""),
            ("juanma", self.W(9.8, 10.5), f"""color FX de la mañana: MEP indicativo {ar(P['mep'], 1)} y el CCL {ar(P['ccl'], 1)}, canje {ar((P['ccl'] / P['mep'] - 1) * 100, 2)}%. el A3500 de ayer {ar(P['a3500'])}, el techo de la banda lejos todavía. en A3 el DIC26 cotiza {ar(P['DLR/DIC26'], 1)} y el ENE27 {ar(P['DLR/ENE27'], 1)}, el spread del rollo en {ar(P['DLR/ENE27'] - P['DLR/DIC26'], 1)} pesos. los exportadores liquidando fuerte por el agro, y el BCRA comprando en bloque. la demanda de cobertura viene de las aseguradoras. hoy no espero mucho movimiento salvo que la licitación salga mal"""),
            ("caro", self.W(10.0, 10.7), f"""curva hard-dollar a primera hora: AL30D {ar(P['AL30D'])} / GD30D {ar(P['GD30D'])} / AL35D {ar(P['AL35D'])} / GD35D {ar(P['GD35D'])} / GD38D {ar(P['GD38D'])} / GD41D {ar(P['GD41D'])} / AE38D {ar(P['AE38D'])}. TIRes entre {ar(r.uniform(8.4, 9.6))}% y {ar(r.uniform(10.1, 11.4))}%. el tramo corto pidiendo por el pago de enero, el largo más pesado. BPY26 {ar(P['BPY26'])} sin puntas serias. en pesos, LECAPs cortas {ar(r.uniform(1.8, 2.6))}% TEM, los duales quietos"""),
            ("vicky", self.W(15.2, 16.2), f"""recordatorio de riesgo para todos (no cambia ningún límite, son los del pin de la mañana):
1) el uso de DV01 soberanos está en {r.randint(60, 88)}%; si alguien quiere sumar duration, antes me escribe.
2) el neto FX se calcula con el AL30C neteado contra los DLR por delta, así que el rollo no libera límite hasta que se cierra la pata vieja.
3) las órdenes que riskd recorta quedan en el log, no las reingresen partidas para esquivar el control, porque auditoría lo ve igual.
4) cierre de mes: el reporte regulatorio sale con las posiciones al 30, si hay algo raro avisen antes del viernes.
gracias!"""),
            ("facu", self.W(18.3, 18.9), f"""minuta reunión de mesa ({self.dd}):
• repasamos el día: ejecución sin problemas, nada para corregir
• licitación: el rollover quedó en {r.randint(92, 118)}%, el mercado lo tomó bien
• rollo DLR: seguimos viendo el spread, Nacho arma una tabla de costo por contrato
• bancos: Tincho y Nacho no coinciden en BMA, lo seguimos charlando la semana que viene
• sistemas: el wire-bridge falla con los acentos, ya está el fix en CI
• fin de año: asado el 19, Pato coordina
próxima reunión mañana 18:00"""),
            ("tincho", self.W(16.0, 17.5), f"""les pego lo que mandó el broker de NY, para contexto:
"EM flows: third straight week of inflows into LatAm equity funds (USD {ar(r.uniform(0.4, 1.6), 1)}bn), led by Brazil and Mexico. Fed speakers leaning dovish into the December meeting; 2y UST at {us(P['ust'] - 0.4)}%. We see positioning in Argentina as crowded at the long end but under-owned in banks vs. the region. Chile and Colombia lagging on commodity prices."
nada específico nuestro, pero da el tono"""),
        ]
        posts += [
            ("juanma", self.W(15.3, 16.3), f"""para los nuevos que preguntaban cómo funciona el DLR de A3: el contrato es de USD 1.000, liquida por diferencia contra el A3500 del último día hábil del mes, y el margen se integra en pesos o títulos. nosotros lo usamos para cubrir el largo en dólares que armamos con CCL y bonos. el rollo se hace vendiendo el mes siguiente y comprando el que vence, o al revés si estamos cortos. el costo depende de la tasa implícita ({ar(r.uniform(18, 34), 1)}% hoy), que es básicamente la diferencia de tasas en pesos y dólares"""),
            ("caro", self.W(11.5, 12.5), f"""resumen de lo que veo en la curva esta mañana: el tramo corto (AL30/GD30) con demanda de cartera propia de bancos, el medio (AL35/GD35) quieto y el largo (GD38/GD41/AE38) con algo de oferta de fondos del exterior. el canje C/D estable en {ar(r.uniform(0.5, 1.3), 2)}%. en pesos, la licitación va a definir el tono de la tarde. nada raro por ahora"""),
        ]
        out = []
        for who, t, txt in posts:
            near = who in ("vicky", "tincho") and ("broker" in txt or "recordatorio" in txt)
            out.append(self.post(who, t, txt, near=near,
                                 idiom=("risk reminder with no limit change" if who == "vicky" else
                                        ("pasted broker note (quoted news)" if "broker" in txt else None))))
        return out

    # ====================================================================== reports
    def holdings_block(self):
        P, r = self.P, self.rng
        self.hold = {
            "AL30D": (r.choice([800_000, 1_000_000, 1_200_000, 1_500_000]), round(P["AL30D"] - r.uniform(0.3, 1.2), 2)),
            "GD30D": (r.choice([500_000, 700_000, 800_000]), round(P["GD30D"] - r.uniform(-0.3, 0.9), 2)),
            "GD35D": (r.choice([300_000, 400_000, 500_000]), round(P["GD35D"] - r.uniform(-0.5, 1.5), 2)),
            "BPY26": (r.choice([250_000, 300_000, 400_000]), round(P["BPY26"] - r.uniform(0.2, 1.0), 2)),
            "GGAL": (r.choice([30_000, 40_000, 45_000]), int(P["GGAL"] - r.randint(-100, 300))),
            "YPFD": (r.choice([5_000, 6_000, 8_000]), int(P["YPFD"] - r.randint(-800, 1500))),
            "PAMP": (r.choice([20_000, 25_000, 30_000]), int(P["PAMP"] - r.randint(-60, 150))),
            "BMA": (r.choice([8_000, 9_000, 12_000]), int(P["BMA"] - r.randint(-200, 400))),
            "DLR/DIC26": (r.choice([400, 500, 600, 800]), round(P["DLR/DIC26"] - r.uniform(-8, 8), 1)),
        }
        h = self.hold
        strike = int(round(P["GGAL"] * 1.05 / 100) * 100)
        self.ggal_call = f"GFGC{strike}DI"
        lines = [
            f"• AL30D: +{ksz(h['AL30D'][0])} VN @ {ar(h['AL30D'][1])} prom",
            f"• GD30D: +{ksz(h['GD30D'][0])} VN @ {ar(h['GD30D'][1])}",
            f"• GD35D: +{ksz(h['GD35D'][0])} VN @ {ar(h['GD35D'][1])}",
            f"• BPY26 (Bopreal S3): +{ksz(h['BPY26'][0])} VN @ {ar(h['BPY26'][1])}",
            f"• GGAL: +{ar0(h['GGAL'][0])} acc @ {ar0(h['GGAL'][1])} · calls {self.ggal_call} +{r.choice([150, 200, 250])} lotes",
            f"• YPFD: +{ar0(h['YPFD'][0])} acc @ {ar0(h['YPFD'][1])}",
            f"• PAMP: +{ar0(h['PAMP'][0])} acc @ {ar0(h['PAMP'][1])}",
            f"• BMA: +{ar0(h['BMA'][0])} acc @ {ar0(h['BMA'][1])}",
            f"• DLR/DIC26: -{h['DLR/DIC26'][0]} contratos @ {ar(h['DLR/DIC26'][1], 1)} (cobertura del largo en dólares)",
        ]
        return "\n".join(lines)

    def curve_table(self):
        r, P = self.rng, self.P
        rows = ["ticker   precio   TIR     MD    var"]
        for s, base_y in (("AL30D", 9.6), ("GD30D", 8.9), ("AL35D", 10.6), ("GD35D", 10.3), ("GD38D", 10.2), ("GD41D", 10.5), ("AE38D", 10.8)):
            rows.append(f"{s:<8} {us(P[s]):>6}  {us(base_y + r.uniform(-0.4, 0.6)):>5}%  {us(r.uniform(1.6, 7.5), 1):>4}  {us(r.uniform(-1.2, 1.2)):>5}%")
        return "```\n" + "\n".join(rows) + "\n```"

    def fx_str(self, x):
        return ar(x, 1).replace(",0", "")

    def risk_table(self):
        r = self.rng
        dv_u = r.randint(int(self.lim_dv * 0.5), int(self.lim_dv * 0.9))
        fx_u = r.uniform(self.lim_fx * 0.45, self.lim_fx * 0.92)
        mer_u = r.randint(int(self.lim_mer * 0.4), int(self.lim_mer * 0.85))
        return ("```\nlímite              uso        máx        %\n"
                f"DV01 soberanos      USD {dv_u}k    USD {self.lim_dv}k    {100 * dv_u / self.lim_dv:.0f}%\n"
                f"FX neto CCL+DLR     USD {ar(fx_u, 1)}M   USD {self.fx_str(self.lim_fx)}M    {100 * fx_u / self.lim_fx:.0f}%\n"
                f"bruto Merval        ARS {mer_u}M   ARS {ar0(self.lim_mer)}M  {100 * mer_u / self.lim_mer:.0f}%\n"
                f"VaR 1d 99%          ARS {r.randint(80, 210)}M   —          —\n```")

    def option_chain(self):
        r, P = self.rng, self.P
        rows = ["base       bid      ask     vol     OI     IV"]
        k0 = int(round(P["GGAL"] / 100) * 100)
        for dk in (-400, -200, 0, 200, 400):
            k = k0 + dk
            intrinsic = max(P["GGAL"] - k, 0)
            px = intrinsic + r.uniform(80, 260)
            rows.append(f"GFGC{k}DI {us(px, 1):>7}  {us(px * 1.04, 1):>7}  {r.randint(10, 900):>5}  {r.randint(500, 9000):>5}  {us(r.uniform(38, 62), 1)}%")
        return "```\n" + "\n".join(rows) + "\n```"

    def flows_table(self):
        r = self.rng
        rows = ["instrumento   volumen       var vs prom20"]
        for s, u in (("AL30/AL30D", "USD"), ("GD30D", "USD"), ("GD35D", "USD"), ("GGAL", "ARS"), ("YPFD", "ARS"), ("PAMP", "ARS"), ("BMA", "ARS"), ("DLR (todas)", "ctr")):
            v = r.randint(10, 400)
            rows.append(f"{s:<13} {u} {v:>4} {'M' if u != 'ctr' else 'k'}     {r.choice(['+', '-'])}{r.randint(2, 45)}%")
        return "```\n" + "\n".join(rows) + "\n```"

    def overnight_digest(self):
        r, P = self.rng, self.P
        t = self.T(7, r.randint(5, 25))
        items = r.sample([
            f"Treasuries: el 10y cerró en {us(P['ust'])}%, curva 2s10s {r.randint(20, 60)} pb; los bonos EM acompañaron.",
            f"Fed: dos gobernadores hablaron de 'paciencia'; el mercado pricea {r.randint(40, 75)}% de probabilidad de baja en diciembre.",
            f"China: PMI manufacturero {ar(r.uniform(49.1, 51.2), 1)}, soja en Chicago {r.choice(['+', '-'])}{ar(r.uniform(0.3, 1.8), 1)}%.",
            f"Brasil: el real {r.choice(['se apreció', 'se depreció'])} {ar(r.uniform(0.2, 1.1), 1)}%, Bovespa {r.choice(['+', '-'])}{ar(r.uniform(0.2, 1.6), 1)}%.",
            f"Petróleo: Brent {us(P['brent'])} USD, la OPEP+ sin cambios en cuotas.",
            "Europa: el BCE mantuvo el tono, el euro estable.",
            f"Commodities: trigo {r.choice(['+', '-'])}{ar(r.uniform(0.5, 2.2), 1)}%, maíz estable; buen dato para la liquidación del agro.",
            "Regional: Chile y Colombia con bonos quietos; México con flujo comprador en el tramo largo.",
        ], 6)
        body = (f"**Digest overnight · {self.wd} {self.dd}** (noticias fuera de horario, sin nombres de la cartera)\n"
                + "\n".join(f"• {x}" for x in items)
                + "\nNada de esto requiere acción; queda como contexto para el pre-apertura.")
        return self.post("agent", t, body, near=True, idiom="agent overnight digest of generic macro news")

    def morning_report(self):
        r, P = self.rng, self.P
        t = self.T(7, r.randint(40, 58))
        hold = self.holdings_block()
        kind = r.choice(["route", "thesis", "route"])
        if kind == "route":
            n = r.choice([200, 300, 400])
            sp = r.uniform(30, 45)
            sent = (f"Asigno al exec-agent el rollo de {n} DLR/DIC26 → DLR/ENE27 en la ventana 11:30–12:30 "
                    f"(spread objetivo {ar(sp, 1)} pesos, no pagar más de {ar(sp + 3, 1)}).")
            hard = ("route_decision", ["exec-agent", f"{n} DLR/DIC26", "DLR/ENE27"], "buried")
            self.morning_kind = "route"
        else:
            self.morning_kind = "thesis"
            y = r.uniform(10.2, 11.4)
            sent = (f"Cambio de tesis en GD35D: bajamos convicción de alta a media; a TIR {ar(y)}% el tramo largo "
                    f"ya descuenta buena parte del upgrade y preferimos el tramo 2030.")
            hard = ("thesis_update", ["GD35D", "de alta a media"], "buried")
        g = lambda: f"{r.choice(['+', '-'])}{ar(r.uniform(0.1, 2.8), 1)}%"
        adr_tab = "\n".join([
            "```", "ADR     NY      var     ratio  implícito   local     gap",
            f"GGAL  {us(P['GGAL_ADR']):>6}  {g():>6}   10   {us(P['GGAL_ADR'] * P['ccl'] / 10, 0):>9}  {P['GGAL']:>7}  {us(r.uniform(-0.9, 0.9)):>5}%",
            f"YPF   {us(P['YPF_ADR']):>6}  {g():>6}    1   {us(P['YPF_ADR'] * P['ccl'], 0):>9}  {P['YPFD']:>7}  {us(r.uniform(-0.9, 0.9)):>5}%",
            f"BMA   {us(P['BMA_ADR']):>6}  {g():>6}   10   {us(P['BMA_ADR'] * P['ccl'] / 10, 0):>9}  {P['BMA']:>7}  {us(r.uniform(-0.9, 0.9)):>5}%",
            f"PAM   {us(P['PAM_ADR']):>6}  {g():>6}   25   {us(P['PAM_ADR'] * P['ccl'] / 25, 0):>9}  {P['PAMP']:>7}  {us(r.uniform(-0.9, 0.9)):>5}%",
            "```"])
        body = f"""**Reporte pre-apertura · {self.wd} {self.dd}**
Buen día. Resumen para la mesa (datos al cierre de ayer + overnight).

**Ayer en una línea**
Rueda de {r.choice(['bajo', 'buen', 'alto'])} volumen; PnL total {ar(r.uniform(-10, 25), 1)} M; sin incidentes operativos; conciliación T-1 sin diferencias.

**Posiciones**
{hold}

**ADRs overnight**
{adr_tab}
Riesgo país {P['rp']} pb ({r.choice(['-', '+'])}{r.randint(2, 14)}). UST 10y {ar(P['ust'])}%. Brent {ar(P['brent'])} USD. Bovespa futuros {g()}.

**Curva soberana (cierre)**
{self.curve_table()}

**Curva en pesos**
```
LECAP mar-27  TEM {us(r.uniform(1.8, 2.4))}%   BONCAP jun-27  TIREA {us(r.uniform(26, 33), 1)}%
LECAP may-27  TEM {us(r.uniform(1.8, 2.4))}%   dual TAMAR/fija  TIREA {us(r.uniform(26, 33), 1)}%
caución 1d    TNA {us(r.uniform(26, 36), 1)}%    caución 7d     TNA {us(r.uniform(27, 37), 1)}%
```

**Dólares y futuros**
MEP {ar(P['mep'], 1)} · CCL {ar(P['ccl'], 1)} · A3500 {ar(P['a3500'])} · brecha CCL/oficial {ar((P['ccl'] / P['a3500'] - 1) * 100, 1)}%.
A3: DIC26 {ar(P['DLR/DIC26'], 1)} · ENE27 {ar(P['DLR/ENE27'], 1)} · FEB27 {ar(P['DLR/FEB27'], 1)} · interés abierto total {r.randint(1800, 3200)} mil contratos.

**Agenda**
• 10:00 apertura A3 · 11:00 apertura BYMA (continuo hasta 17:00)
• {r.choice(['10:00–15:00 licitación del Tesoro (LECAPs, duales y un BONCAP)', '16:00 EMAE (INDEC)', '15:00 cierre licitación Tesoro · 18:00 resultado'])}
• {r.choice(['BCRA publica reservas brutas 17:30', 'Reunión de comité de riesgo 15:00', 'Cierre de mes de cupones para BPY26: control con Caja de Valores'])}
• Vencimientos de cauciones de la mesa: ARS {r.randint(300, 900)} M a 1 día

**Niveles**
AL30D soporte {ar(P['AL30D'] - 0.9)} / resistencia {ar(P['AL30D'] + 1.1)} · GD30D {ar(P['GD30D'] - 1)} / {ar(P['GD30D'] + 1)} · GGAL {ar0(P['GGAL'] - 180)} / {ar0(P['GGAL'] + 220)} · CCL techo de corto {ar0(P['ccl'] + 25)}

**Opciones GGAL (serie dic)**
{self.option_chain()}

**Flujos de ayer (BYMA + A3)**
{self.flows_table()}

**Calendario de pagos (cartera)**
```
especie   fecha        tipo            USD por 100 VN
AL30D     09/01/2027   renta + amort.  {us(r.uniform(4.5, 6.5))}
GD30D     09/01/2027   renta + amort.  {us(r.uniform(4.5, 6.5))}
GD35D     09/01/2027   renta           {us(r.uniform(1.8, 2.3))}
BPY26     31/05/2026   amortización    {us(r.uniform(30, 34))}
```

**Ideas en evaluación (sin decisión, para la reunión)**
• Relative value ley local vs ley NY en el tramo 2030: el spread está en {ar(P['GD30D'] - P['AL30D'])} pts, la media de 3 meses es {ar(P['GD30D'] - P['AL30D'] + r.uniform(-0.5, 0.5))}.
• Bancos vs energía: la relación GGAL/YPFD está en mínimos de 6 meses; Nacho arma la nota.
• Costo de cobertura: ENE27 vs FEB27, diferencia de TNA de {ar(r.uniform(0.5, 3), 1)} pp.

**Research / contexto**
Consultoras privadas estiman inflación de noviembre entre {ar(r.uniform(1.8, 2.1), 1)}% y {ar(r.uniform(2.2, 2.6), 1)}%; el REM del BCRA sale el jueves. Recaudación real {r.choice(['+', '-'])}{ar(r.uniform(0.5, 4), 1)}% a/a. Reservas brutas USD {r.randint(36, 44)} mil M.

**Riesgo (tabla, cierre de ayer)**
{self.risk_table()}

**Checklist operativo**
OMS bridge v2.{r.randint(10, 19)} conectado a BYMA y A3 · riskd con límites del día cargados a las 08:{r.randint(10, 55)} · md feeds ok · reconexión FIX de la madrugada sin impacto en órdenes · conciliación T-1 sin diferencias.

**Watchlist** (sin posición): VIST (Vista Energy), TGSU2 (Transportadora de Gas del Sur), CEPU (Central Puerto), GD41D, AE38D.

**Decisiones / seguimiento**
Sigue pendiente el control de la liquidación de ayer con backoffice, no debería haber diferencias. {sent} Para el resto del libro no hay cambios respecto del plan de ayer; los stops vigentes siguen en el pin de riesgo.

**Riesgo**
Uso de límites al cierre: DV01 soberanos {r.randint(55, 85)}% · FX neto (CCL+DLR) {r.randint(50, 90)}% · bruto Merval {r.randint(40, 80)}% · stop diario de mesa sin consumir.
— Mate (agente de mesa)"""
        m = self.post("agent", t, body, hard=hard, attachments=[{
            "id": str(snowflake(t + 5, 3, 77)), "filename": f"curva_soberanos_{self.dd.replace('/', '')}.png",
            "size": 48000 + r.randint(0, 30000), "url": f"https://cdn.discordapp.invalid/attachments/{self.cid}/curva_{self.dd.replace('/', '')}.png"}],
            idiom=("agent route decision buried in long morning report" if kind == "route" else "thesis change buried in long morning report"))
        self.morning = m
        self.react(m, "📌", "facu", t + self.gap(300, 900))
        self.pin(m, "facu", t + self.gap(301, 902))
        self.pin(m, "facu", self.T(18, 40), unpin=True)
        self.ack(t + self.gap(60, 600), reply=m, who="caro")
        return m

    def pulse(self, h):
        """agent intraday pulse: long, numbers, no decision (near-miss)"""
        r, P = self.rng, self.P
        t = self.T(int(h), int((h - int(h)) * 60) + r.randint(0, 6))
        mv = lambda: f"{r.choice(['+', '-'])}{ar(r.uniform(0.05, 1.9), 2)}%"
        body = f"""**Pulso {art_hm(t)}**
Bonos: AL30D {ar(P['AL30D'] + r.uniform(-0.4, 0.4))} ({mv()}), GD30D {ar(P['GD30D'] + r.uniform(-0.4, 0.4))} ({mv()}), GD35D {ar(P['GD35D'] + r.uniform(-0.5, 0.5))} ({mv()}), BPY26 {ar(P['BPY26'])}. Volumen hard-dollar USD {r.randint(40, 160)} M.
Acciones: GGAL {mv()}, YPFD {mv()}, PAMP {mv()}, BMA {mv()}; Merval {mv()} con ARS {r.randint(10, 60)} mil M operados.
Dólares: MEP {ar(P['mep'] + r.uniform(-4, 4), 1)}, CCL {ar(P['ccl'] + r.uniform(-4, 4), 1)}; A3 DIC26 {ar(P['DLR/DIC26'] + r.uniform(-3, 3), 1)} con {r.randint(20, 300)} mil contratos.
Flujo: {r.choice(['compradores locales en el tramo corto', 'ventas de fondos en el tramo largo', 'arbitraje ADR/local activo en bancos', 'poco volumen, rueda de espera'])}. Liquidez {r.choice(['normal', 'baja', 'alta en bonos, baja en acciones'])}.
```
papel    último      var    vol
AL30D    {us(P['AL30D'] + r.uniform(-0.3, 0.3)):>8}  {us(r.uniform(-1, 1)):>5}%  {r.randint(5, 90)}M
GD30D    {us(P['GD30D'] + r.uniform(-0.3, 0.3)):>8}  {us(r.uniform(-1, 1)):>5}%  {r.randint(5, 90)}M
GGAL     {us(P['GGAL'] * (1 + r.uniform(-0.01, 0.01)), 0):>8}  {us(r.uniform(-2, 2)):>5}%  {r.randint(2, 30)}k
YPFD     {us(P['YPFD'] * (1 + r.uniform(-0.01, 0.01)), 0):>8}  {us(r.uniform(-2, 2)):>5}%  {r.randint(1, 9)}k
CCL      {us(P['ccl'] + r.uniform(-4, 4), 1):>8}  {us(r.uniform(-0.5, 0.5)):>5}%
```
Curva: tramo corto {r.choice(['pidiendo', 'estable', 'ofrecido'])}, tramo largo {r.choice(['pesado', 'estable', 'con demanda'])}; spread GD30D–AL30D {ar(P['GD30D'] - P['AL30D'])} pts · GD35D–GD30D {ar(P['GD35D'] - P['GD30D'])} pts.
Opciones GGAL: {r.randint(800, 6000)} lotes operados, IV ATM {ar(r.uniform(38, 60), 1)}%, el call {self.ggal_call} en {ar(r.uniform(90, 320), 1)}.
Cauciones: 1 día {ar(r.uniform(26, 36), 1)}% TNA, 7 días {ar(r.uniform(27, 37), 1)}%; LECAP corta {ar(r.uniform(1.8, 2.6), 2)}% TEM.
Alertas de precio disparadas desde el último pulso: {r.randint(0, 6)} (ninguna sobre niveles de stop).
Libro: sin alertas de riesgo abiertas; uso DV01 {r.randint(55, 92)}%, FX neto {r.randint(45, 95)}%. Posiciones dentro de los rangos del plan.
— Mate"""
        return self.post("agent", t, body, near=True, idiom="agent intraday pulse with prices, no decision")

    def midday_flash(self):
        r, P = self.rng, self.P
        t = self.T(13, r.randint(0, 12))
        body = f"""**Flash de mediodía · {self.dd}**
Mercado: Merval {ar0(P['merval'])} ({r.choice(['+', '-'])}{ar(r.uniform(0.2, 2.4), 1)}%), volumen en acciones ARS {r.randint(25, 70)} mil M, concentrado en GGAL, YPFD y PAMP. Bonos hard-dollar {r.choice(['firmes', 'mixtos', 'con toma de ganancia'])}: AL30D {ar(P['AL30D'])}, GD30D {ar(P['GD30D'])}, GD35D {ar(P['GD35D'])}. BPY26 sin operaciones relevantes.
Dólares: MEP {ar(P['mep'], 1)}, CCL {ar(P['ccl'], 1)}, canje {ar((P['ccl'] / P['mep'] - 1) * 100, 2)}%. A3: DIC26 {ar(P['DLR/DIC26'], 1)}, ENE27 {ar(P['DLR/ENE27'], 1)}, interés abierto DIC {r.randint(900, 1900)} mil contratos.
Lectura: la compra de bonos la hacen mayormente fondos locales; el flujo extranjero está en ADRs. Quien compre GD30D acá se lleva un carry razonable si el MEP queda quieto, y un stop técnico natural estaría debajo de {ar(P['GD30D'] - 1.2)}, aunque nada de esto cambia el plan de la mesa.
Operado por la mesa a esta hora: {r.randint(4, 9)} órdenes, {r.randint(6, 15)} ejecuciones, sin rechazos de riesgo pendientes.
Próximos eventos: cierre licitación 15:00, EMAE 16:00, reservas 17:30.
— Mate"""
        return self.post("agent", t, body, near=True, idiom="long agent flash with trading words, no decision")

    def eod_report(self):
        r, P = self.rng, self.P
        t = self.T(17, r.randint(25, 45))
        kind = r.choice(["no_route", "route", "thesis"])
        if kind == "no_route":
            sent = "El aviso de Caja de Valores sobre el corte de cupón de BPY26 no requiere acción de la mesa: no se rutea, queda en calendario."
            hard = ("no_route_decision", ["BPY26", "no se rutea"], "buried")
        elif kind == "route":
            sent = "Ruteo a Vicky el pedido de Caro de ampliar el límite de DV01 soberanos para mañana, con el análisis de sensibilidad adjunto."
            hard = ("route_decision", ["Ruteo a Vicky", "DV01"], "buried")
        else:
            tna = r.uniform(22, 32)
            sent = f"Tesis de cobertura DLR: con la implícita en {ar(tna, 1)}% TNA ya no conviene cubrir el 100%; pasamos a cubrir 50% del largo en dólares."
            hard = ("thesis_update", ["cobertura DLR", "50%"], "buried")
        pnl = [round(r.uniform(-9, 18), 1) for _ in range(5)]
        pos_rows = ["pos          nominal     px cierre   PnL día (ARS M)"]
        for s, dec in (("AL30D", 2), ("GD30D", 2), ("GD35D", 2), ("BPY26", 2), ("GGAL", 0), ("YPFD", 0), ("PAMP", 0), ("BMA", 0), ("DLR/DIC26", 1)):
            q = self.hold[s][0]
            pos_rows.append(f"{s:<11} {('-' if s.startswith('DLR') else '+') + ksz(q):>9}   {us(P[s] + r.uniform(-0.3, 0.3) * (1 if dec else 50), dec):>10}   {us(r.uniform(-4, 6), 1):>6}")
        body = f"""**Cierre de mesa · {self.wd} {self.dd}**

**PnL del día (ARS M)**
soberanos {ar(pnl[0], 1)} · bopreal {ar(pnl[1], 1)} · merval {ar(pnl[2], 1)} · fx/ccl {ar(pnl[3], 1)} · dlr-a3 {ar(pnl[4], 1)} · total {ar(sum(pnl), 1)}

**Posiciones al cierre**
```
""" + "\n".join(pos_rows) + f"""
```

**Mercado**
MEP {ar(P['mep'] + r.uniform(-5, 5), 1)} · CCL {ar(P['ccl'] + r.uniform(-5, 5), 1)} · DLR/DIC26 {ar(P['DLR/DIC26'] + r.uniform(-3, 3), 1)} · riesgo país {P['rp'] + r.randint(-9, 9)} pb · Merval {ar0(P['merval'] * (1 + r.uniform(-0.02, 0.02)))}

**Actividad**
{r.randint(8, 16)} órdenes, {r.randint(12, 30)} ejecuciones, {r.randint(0, 2)} rechazos de mercado, nominal operado ARS {r.randint(900, 2400)} M. Sin incidentes operativos relevantes salvo la reconexión de la madrugada.

**Curva soberana al cierre**
{self.curve_table()}

**ADRs (cierre NY estimado)**
```
GGAL {us(P['GGAL_ADR']):>7}   YPF {us(P['YPF_ADR']):>7}   BMA {us(P['BMA_ADR']):>7}   PAM {us(P['PAM_ADR']):>7}
```

**Flujos del día**
{self.flows_table()}

**Ejecuciones por libro**
```
libro       órdenes  ejec.  rechazos  nominal
soberanos   {r.randint(2, 6):>7}  {r.randint(3, 12):>5}  {r.randint(0, 1):>8}  USD {r.randint(200, 1500)}k
merval      {r.randint(1, 5):>7}  {r.randint(2, 10):>5}  {0:>8}  ARS {r.randint(50, 400)} M
fx/ccl      {r.randint(1, 3):>7}  {r.randint(2, 6):>5}  {0:>8}  USD {r.randint(100, 400)}k
dlr-a3      {r.randint(1, 3):>7}  {r.randint(1, 5):>5}  {0:>8}  {r.randint(100, 600)} ctr
```

**Eventos operativos**
• madrugada: caída y reconexión de la sesión FIX BYMA-PROD, sin órdenes afectadas
• intradía: reconexión del feed de A3 (gap fill ok) y ticks en cero de GGAL borrados del canal
• CI: un build fallido del wire-bridge (acentos), fix en revisión

**Opciones**
{self.option_chain()}

**Pendientes / decisiones**
Backoffice confirma que la liquidación de 24hs quedó conciliada. {sent} Para mañana seguimos atentos a la licitación y al dato de recaudación.

**Riesgo al cierre**
DV01 soberanos {r.randint(55, 95)}% del límite · FX neto {r.randint(40, 95)}% · bruto Merval {r.randint(40, 85)}% · VaR 1d 99% ARS {r.randint(80, 220)} M.

**Riesgo (tabla)**
{self.risk_table()}

**Agenda de mañana**
10:00 A3 · 11:00 BYMA · {r.choice(['recaudación AFIP 15:00', 'IPC CABA 16:00', 'licitación BCRA de Bopreal 11:00', 'datos de empleo EEUU 10:30'])}
— Mate (agente de mesa)"""
        m = self.post("agent", t, body, hard=hard)
        self.ack(t + self.gap(60, 400), reply=m, who="facu")
        return m

    NACHO = 5

    def nacho_analysis(self, h0, variant):
        """long research with trading words, no decision -> near-miss"""
        r, P = self.rng, self.P
        t = self.W(h0, h0 + 1.2)
        if variant == 0:
            body = f"""Comparto un análisis largo de la curva hard-dollar (para discutir, no es recomendación):
1) Con riesgo país en {P['rp']} pb, la curva ley NY rinde entre {ar(r.uniform(8.5, 9.8))}% (GD30D) y {ar(r.uniform(10.2, 11.5))}% (GD41D). El spread ley local/ley NY en el 2030 es de {ar(P['GD30D'] - P['AL30D'])} puntos, cerca de la media de 12 meses.
2) Históricamente, cuando el spread superó 3 puntos, el que compraba AL30D y vendía GD30D ganaba en promedio 1,1 puntos en 20 ruedas, con stops que rara vez se tocaban debajo de 1,5 puntos de movimiento adverso.
3) Escenario base: el canje se mantiene, MEP {ar0(P['mep'])}–{ar0(P['mep'] + 40)}, sin compresión adicional hasta el dato fiscal. Escenario optimista: upgrade de calificación y compresión de 60–80 pb; ahí el GD35D tendría un upside de 6–8 puntos y el target técnico estaría en la zona de {ar(P['GD35D'] + 6)}.
4) Riesgos: vencimientos de enero (USD {ar(r.uniform(4.0, 4.6), 1)} bn), acumulación de reservas más lenta, ruido político en el Congreso, y un eventual rebote de la tasa larga americana que pegue en toda la curva emergente.
5) Relativo regional: Ecuador y Egipto rinden parecido con mejor calificación; El Salvador comprimió 200 pb en el año. El argumento de convergencia sigue, pero el camino no es lineal.
Conclusión: la curva no está cara, pero tampoco veo un catalizador inmediato. Lo charlamos en la reunión de las 18."""
        elif variant == 1:
            body = f"""Nota sobre bancos (GGAL / BMA) — contexto para la reunión:
• Margen financiero: la baja de tasas comprime el NIM; GGAL lo compensa con volumen de préstamos (+{r.randint(6, 14)}% t/t en términos reales) y BMA con una cartera más corta.
• Calidad de cartera: la morosidad de consumo subió a {ar(r.uniform(4, 7), 1)}%, el mercado todavía no lo pricea del todo. Tarjetas es lo que más preocupa.
• Valuación: GGAL cotiza a {ar(r.uniform(1.2, 2.0), 1)}x P/BV, BMA a {ar(r.uniform(0.9, 1.5), 1)}x. Un inversor que compre BMA acá tiene un descuento vs GGAL que históricamente se cerró en subas del sector.
• Técnico: GGAL con resistencia en {ar0(P['GGAL'] + 200)} y soporte en {ar0(P['GGAL'] - 250)}; si rompe para abajo, el stop lógico para quien esté largo sería debajo de {ar0(P['GGAL'] - 300)}.
• ADR ratio: GGAL 1 ADR = 10 acc, BMA 1 ADR = 10 acc; arbitraje con CCL {ar0(P['ccl'])} sin gaps relevantes hoy.
• Regulación: el BCRA sigue bajando encajes de a poco; cada 1 pp libera liquidez equivalente a ~{r.randint(2, 5)}% de los préstamos del sistema.
No cambia nada del posicionamiento, es para tener a mano."""
        elif variant == 2:
            body = f"""Armé una tabla de carry de dólar futuro vs CCL (para pensar, nada operativo):
```
contrato   precio     TNA impl.   TEM      vs CCL
DLR/DIC26  {us(P['DLR/DIC26'], 1):>8}  {us(r.uniform(18, 34), 1):>6}%   {us(r.uniform(1.4, 2.8), 2)}%   {us((P['DLR/DIC26'] / P['ccl'] - 1) * 100, 2)}%
DLR/ENE27  {us(P['DLR/ENE27'], 1):>8}  {us(r.uniform(18, 34), 1):>6}%   {us(r.uniform(1.4, 2.8), 2)}%   {us((P['DLR/ENE27'] / P['ccl'] - 1) * 100, 2)}%
DLR/FEB27  {us(P['DLR/FEB27'], 1):>8}  {us(r.uniform(18, 34), 1):>6}%   {us(r.uniform(1.4, 2.8), 2)}%   {us((P['DLR/FEB27'] / P['ccl'] - 1) * 100, 2)}%
```
La lectura: el mercado paga cobertura cara en el tramo febrero. El que venda futuro y compre pesos a tasa (LECAP) captura la diferencia si la banda aguanta. Para la cobertura de la mesa, vender ENE en vez de DIC reduce el costo del rollo, pero eso es decisión de Juanma y Facu. Si el A3500 se acerca al techo de la banda, todo esto se da vuelta rápido.
Costo de rollo histórico (promedio 6 meses): {ar(r.uniform(1.6, 2.4), 2)}% mensual; hoy está {r.choice(['arriba', 'abajo'])} de ese promedio."""
        elif variant == 4:
            body = f"""Bopreal (BPY26 y el resto de la serie) — por qué no se mueven:
• Son deuda del BCRA, no del Tesoro; el mercado les asigna un riesgo menor que a los soberanos por la posibilidad de usarlos para pagar impuestos (Serie 3) o rescatarlos anticipadamente.
• El BPY26 cotiza a {ar(P['BPY26'])}, TIR {ar(r.uniform(5.5, 8.0), 1)}%, muy por debajo de la curva soberana. El que compre acá está pagando por la opción de rescate y por la baja volatilidad.
• Liquidez: operan pocos VN por día y con spreads de medio punto o más, así que cualquier movimiento grande mueve el precio. Para una cartera, cualquier stop en estos papeles es más nominal que real.
• La amortización programada concentra la demanda cerca de las fechas de pago; fuera de eso, el papel duerme.
• Riesgo: cambios regulatorios del BCRA sobre el uso para importaciones o impuestos.
Nada operativo, es para que tengan el contexto cuando Vicky revise la metodología del VaR."""
        else:
            body = f"""Energía (YPF / PAMP) — notas sueltas:
• Vaca Muerta: la producción de shale sigue creciendo a doble dígito; el cuello de botella es evacuación, con los oleoductos nuevos entrando en 2027.
• YPF: el ADR cotiza a {ar(r.uniform(3.2, 4.6), 1)}x EV/EBITDA forward; con Brent a {ar(P['brent'])} el flujo libre es positivo pero chico por el capex. Un target razonable para quien esté comprado está en la zona de {us(P['YPF_ADR'] * 1.2)} USD, con un stop técnico debajo de {us(P['YPF_ADR'] * 0.9)}.
• PAMP: generación + gas; la normalización tarifaria ayuda, pero la parte de petroquímica está floja. Cotiza con descuento vs. su suma de partes.
• Riesgo: precio del crudo, retenciones, y el calendario de ajustes tarifarios que puede volver a pisarse en año electoral.
Nada para hacer hoy, lo dejo para la reunión."""
        extra = r.sample([
            f"Sobre el contexto macro: el superávit primario acumulado ronda {ar(r.uniform(1.2, 1.9), 1)}% del PBI y el BCRA lleva compras netas por USD {r.randint(8, 19)} mil M en el año. Eso sostiene la compresión de spreads, pero el mercado ya lo descuenta en buena medida.",
            f"Para comparar con la región: Brasil rinde {ar(r.uniform(6.2, 7.0), 1)}% en el 10 años en dólares, Colombia {ar(r.uniform(7.0, 8.2), 1)}%. La prima argentina sobre esos nombres sigue siendo de {r.randint(250, 400)} pb.",
            "Metodología: usé precios de cierre de BYMA para lo local y el cierre de NY para los ADRs; los rendimientos están calculados con el flujo de fondos vigente, sin supuestos de reestructuración.",
            f"Si alguien quiere el detalle, la planilla está en la carpeta de research con los datos desde 2021. Ojo que los precios previos a 2024 están afectados por el cepo y no son del todo comparables.",
            f"Un dato más: el posicionamiento de los FCI locales en hard-dollar está en {r.randint(18, 32)}% de sus carteras, cerca de máximos; el margen para más compras locales es limitado.",
        ], 3)
        body = body + "\n\n" + "\n\n".join(extra)
        m = self.post("nacho", t, body, near=True, attachments=[{
            "id": str(snowflake(t + 3, 5, 31)), "filename": ["curva_hd.pdf", "bancos_nota.pdf", "carry_dlr.xlsx", "energia.pdf", "bopreal.pdf"][variant],
            "size": 120000 + r.randint(0, 400000), "url": f"https://cdn.discordapp.invalid/attachments/{self.cid}/nota{variant}.pdf"}],
            idiom="long research note with stops/targets but no decision")
        self.ack(t + self.gap(60, 500), reply=m)
        if r.random() < 0.5:
            self.post("facu", t + self.gap(300, 900), "interesante, lo vemos en la reunión", reply=m, near=True)
        return m

    def licitacion_thread(self):
        r, P = self.rng, self.P
        t = self.T(10, r.randint(0, 20))
        st = self.post("caro", t, "hilo para la licitación del Tesoro de hoy 🧵")
        th = Thread(st, "licitación Tesoro")
        t += self.gap(60, 300)
        self.post("caro", t, f"menú: 3 LECAPs (mar, may, ago), 1 BONCAP jun-27 y un dual TAMAR/fija. vencen ARS {ar(r.uniform(3.5, 9.0), 1)} billones", thread=th)
        t += self.gap(120, 900)
        self.post("nacho", t, "¿entramos con algo nosotros o solo miramos?", thread=th, near=True)
        t += self.gap(60, 300)
        self.post("caro", t, "en agosto entramos con 2 palos de la LECAP corta y salió bien, pero hoy no tenemos límite en pesos", thread=th, near=True)
        t += self.gap(300, 1800)
        self.post("juanma", t, "dicen los bancos que el rollover va a estar arriba de 100", thread=th)
        t2 = self.T(18, r.randint(0, 25))
        self.post("agent", t2, f"""Resultado licitación Tesoro ({self.dd}):
• Ofertas ARS {ar(r.uniform(5, 11), 1)} billones · adjudicado ARS {ar(r.uniform(4, 9), 1)} billones · rollover {r.randint(92, 118)}%
• LECAP mar-27 TEM {ar(r.uniform(1.9, 2.4), 2)}% · LECAP may-27 {ar(r.uniform(1.9, 2.4), 2)}% · LECAP ago-27 {ar(r.uniform(1.9, 2.4), 2)}%
• BONCAP jun-27 TIREA {ar(r.uniform(27, 34), 1)}% · dual TAMAR/fija: {r.randint(10, 30)}% del total
Sin participación de la mesa. Contexto para la curva en pesos y el CCL.""", thread=th)
        return th

    def agent_answers(self, questions):
        P = self.P
        for q in questions:
            if "apertura" in q.content and "AL30" in q.content:
                txt = f"AL30 abrió {ar0(P['AL30'])} (pesos) y AL30D {ar(P['AL30D'])}; primer precio a las 11:00:{self.rng.randint(2, 40):02d}, {self.rng.randint(50, 400)}k VN."
            elif "rollo del DLR" in q.content:
                txt = ("El rollo del DLR está asignado al exec-agent (ver reporte de la mañana); Juanma sigue el spread."
                       if self.morning_kind == "route" else "El rollo del DLR lo sigue Juanma; hoy no hay asignación al exec-agent.")
            elif "DV01 incluye Bopreal" in q.content:
                txt = "Sí: riskd agrega BPY26 en el bucket 'bopreal' y lo suma al DV01 soberano con factor 1,0 desde la v3.7."
            elif "stop en el PAMP" in q.content:
                txt = "En el pin de riesgo de la mañana PAMP figuraba sin stop; cualquier cambio posterior está en el canal."
            else:
                continue
            self.post("agent", q.t + self.gap(15, 60), txt, reply=q)

    # ====================================================================== lifecycles
    def approve(self, prop, t, sym, qty_s=None, thread=None, who="facu", nostop=False):
        r = self.rng
        choices = [
            ("dale, mandale 👍", ["dale", "mandale"]),
            ("ok go 👍", ["ok go", "👍"]),
            ("👍 send it", ["👍", "send it"]),
            (f"de una, mandá el {sym.lower()}", ["de una", "mandá"]),
            (f"sí, aprobado {sym}", ["aprobado", sym]),
            ("dale que va, pero partila en dos", ["dale que va", "partila en dos"]),
            ("va. respetá el stop eh", ["va.", "respetá el stop"]),
        ]
        if nostop:
            choices = [c for c in choices if "stop" not in c[0]]
        if qty_s:
            choices.append((f"aprobado pero hasta {qty_s}, no más", ["aprobado", qty_s]))
        txt, facts = r.choice(choices)
        self._last_cap = qty_s if (qty_s and qty_s in txt) else None
        self._last_split = "partila" in txt
        idi = {"dale, mandale 👍": "Rioplatense approval reply 'dale, mandale'",
               "👍 send it": "emoji + English approval reply '👍 send it'"}.get(txt)
        m = self.post(who, t, txt, reply=prop, thread=thread, hard=("trade_approval", facts, "reply"), idiom=idi)
        self.react(prop, "✅", who, t + 800)
        return m

    def reject(self, prop, t, sym):
        r = self.rng
        txt, facts = r.choice([
            (f"ni en pedo, con este riesgo país no me caso con {sym}", ["ni en pedo", sym]),
            (f"ni en pedo, {sym.lower()} no se toca hasta el balance", ["ni en pedo", sym.lower()]),
            (f"no, rechazado. no agregamos {sym} hasta después del dato", ["rechazado", sym]),
            (f"nop, pasamos. too much risk en {sym} hoy", ["nop, pasamos", sym]),
            (f"no da, pará con {sym} que estamos al límite", ["no da", sym]),
        ])
        return self.post("facu", t, txt, reply=prop, hard=("trade_approval", facts, "reply"),
                         idiom=("slang rejection 'ni en pedo'" if "pedo" in txt else "rejection reply"))

    TRADER = {"AL30D": "caro", "GD30D": "caro", "GD35D": "caro", "BPY26": "caro", "AL30": "juanma", "AL30C": "juanma"}

    def kv_ack(self, t, oid, sym, side, qty, px, venue="BYMA", status="WORKING", tif="DAY", extra=""):
        r = self.rng
        dec = 1 if sym.startswith("DLR") else 2
        evt = {"WORKING": "ORDER_ACK", "CANCELLED": "CANCEL_ACK"}.get(status, "ORDER_REJECT")
        trader = self.TRADER.get(sym, "juanma" if sym.startswith("DLR") else "tincho")
        self._seq = getattr(self, "_seq", r.randint(9000, 15000)) + r.randint(3, 60)
        self._clord = getattr(self, "_clord", 0) + 1
        txt = (f"ts={iso(t)} evt={evt} ord={oid} cl_ord=MBA-{self.date.strftime('%y%m%d')}-{self.ci}{self._clord:03d} acct=MBA-PROP "
               f"trader={trader} sym={sym} side={side} qty={qty} px={us(px, dec)} ord_type=LIMIT tif={tif} "
               f"{'settl=24HS ' if venue == 'BYMA' else ''}venue={venue} ex_dest={venue}-{'PPT' if venue == 'BYMA' else 'MATBA'} "
               f"status={status}{extra} seq={self._seq} lat_us={r.randint(180, 2400)} gw=fix-{venue.lower()}-{1 + self.ci % 2}")
        facts = [oid, sym, side, status]
        return txt, facts

    def kv_exec(self, t, oid, sym, side, qty, px, cum, leaves, venue="BYMA"):
        r = self.rng
        dec = 1 if sym.startswith("DLR") else 2
        status = "FILLED" if leaves == 0 else "PARTIALLY_FILLED"
        self._seq = getattr(self, "_seq", r.randint(9000, 15000)) + r.randint(3, 60)
        txt = (f"ts={iso(t)} evt=EXEC ord={oid} exec_id={self.eid()} acct=MBA-PROP sym={sym} side={side} last_qty={qty} "
               f"last_px={us(px, dec)} cum_qty={cum} leaves_qty={leaves} venue={venue} "
               f"contra={r.choice(['ALyC-045', 'ALyC-118', 'ALyC-203', 'ALyC-311', 'MM-07'])} status={status} "
               f"seq={self._seq} fee_bps={us(r.uniform(0.5, 3.0), 1)}")
        return txt, [sym, side, f"last_qty={qty}", f"last_px={us(px, dec)}"]

    def life_bond(self, t0, sym=None, stop_edit=False, fill_edit=False):
        r, P = self.rng, self.P
        sym = sym or r.choice(["AL30D", "GD30D", "AL30D", "GD30D", "GD35D"])
        base = P[sym]
        buy = stop_edit or r.random() < 0.75
        qty = r.choice([200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000])
        lim = round(base + (0.05 if buy else -0.05), 2)
        stop = round(base - r.uniform(1.2, 1.8) if buy else base + r.uniform(1.2, 1.8), 2)
        tgt = round(base + 2.5 if buy else base - 2.5, 2)
        why = r.choice([
            "el spread contra el GD30 quedó ancho y el carry paga",
            "rompió la resistencia con volumen, y el riesgo país sigue comprimiendo",
            "rebalanceo: bajamos duration antes de los vencimientos de enero",
            "entra flujo de FCIs, la curva ley local atrasada",
        ])
        v = r.randrange(4)
        sw = ("compra" if buy else "venta")
        if v == 0:
            txt = f"[PROPUESTA] {sw} {sym} {ksz(qty)} VN a {ar(lim)} · stop {ar(stop)} · objetivo {ar(tgt)}\nmotivo: {why}"
            facts, phr = [sym, sw, ksz(qty), ar(lim)], "tagged"
            idi = None
        elif v == 1:
            verb = "comprar" if buy else "vender"
            txt = f"propongo {verb} {ksz(qty)} nominales de {sym} hasta {ar(lim)}, stop {ar(stop)} al cierre. {why}"
            facts, phr = [verb, ksz(qty), sym, ar(lim)], "untagged"
            idi = "palo/k sizes in prose proposal" if qty >= 1_000_000 else None
        elif v == 2:
            sd = "b" if buy else "s"
            txt = f"{sd} {ksz(qty)} {sym.lower()} @ {us(lim)} sl {us(stop)}"
            facts, phr = [f"{sd} {ksz(qty)}", sym.lower(), us(lim)], "shorthand"
            idi = "k-suffixed shorthand proposal 'b 300k al30d @ 63.40'"
        else:
            en = "buy" if buy else "sell"
            txt = f"che propongo: {en} {ksz(qty)} {sym} limit {us(lim)}, stop {ar(stop)}. {why}"
            facts, phr = [en, ksz(qty), sym, us(lim)], "untagged"
            idi = "Spanglish proposal 'che propongo: buy …'"
        prop = self.post("caro", t0, txt, hard=("trade_proposal", facts, phr), idiom=idi)
        t = t0 + self.gap(40, 240)
        if r.random() < 0.3:
            q = self.post("facu", t, r.choice(["a cuánto está el offer ahora?", "cuánto DV01 nos suma eso?", "ya miraste el spread contra GD30?"]),
                          reply=prop, near=True)
            t += self.gap(20, 90)
            self.post("caro", t, r.choice(["fino, 15 centavos", "entra en límite, lo chequeé con Vicky", "sí, está en máximos de la semana"]), reply=q)
            t += self.gap(30, 120)
        self.approve(prop, t, sym, qty_s=ksz(qty // 2) if qty >= 400_000 else None)
        if self._last_cap:
            qty = qty // 2
        side = "BUY" if buy else "SELL"
        t += self.gap(30, 150)
        oid = self.oid("BY")
        txt, facts = self.kv_ack(t, oid, sym, side, qty, lim)
        self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"), idiom="OMS key=value ORDER_ACK line")
        # fills
        q1 = (qty * r.choice([3, 4, 5]) // 10) // 1000 * 1000 if (self._last_split or r.random() < 0.6) else 0
        p1 = round(lim - (0.02 if buy else -0.02), 2)
        if q1:
            t += self.gap(60, 600)
            txt, facts = self.kv_exec(t, oid, sym, side, q1, p1, q1, qty - q1)
            self.post("oms", t, txt, hard=("trade_fill", facts, "structured"), idiom="OMS key=value partial EXEC")
        t += self.gap(120, 1500)
        txt, facts = self.kv_exec(t, oid, sym, side, qty - q1, lim, qty, 0)
        fm = self.post("oms", t, txt, hard=("trade_fill", facts, "structured"))
        avg = round((q1 * p1 + (qty - q1) * lim) / qty, 2)
        t += self.gap(30, 200)
        if fill_edit:
            wrong = round(avg + r.choice([-0.05, 0.05, 0.1]), 2)
            m = self.post("caro", t, f"llenamos {ksz(qty)} {sym} a {ar(wrong)} prom",
                          hard=("trade_fill", [ksz(qty), sym, ar(wrong)], "untagged"))
            self.edit(m, t + self.gap(40, 200), f"llenamos {ksz(qty)} {sym} a {ar(avg)} prom ✏️",
                      facts=[ksz(qty), sym, ar(avg)], superseded=[ar(wrong)])
            m.idioms.append(("fill price corrected by edit", "trade_fill"))
        elif r.random() < 0.25:
            m = self.post("caro", t, f"[FILL] {sym} {sw} {ksz(qty)} VN prom {ar(avg)} ✅",
                          hard=("trade_fill", [sym, sw, ksz(qty), ar(avg)], "tagged"))
        elif r.random() < 0.35:
            m = self.post("agent", t, f"""**Ejecución completa · {sym}**
Orden {oid} ({sw} {ksz(qty)} VN, límite {ar(lim)}) quedó FILLED en BYMA 24hs.
• precio promedio {ar(avg)} · 2 ejecuciones
• impacto DV01 {'+' if buy else '-'}USD {r.randint(1, 6)},{r.randint(0, 9)}k → uso {r.randint(60, 92)}%
• liquidación 24hs contra Caja de Valores, sin diferencias
— Mate""", reply=fm, hard=("trade_fill", [sym, sw, ksz(qty), ar(avg)], "untagged"),
                          idiom="agent tidy execution summary (fill)")
        else:
            m = fm
        self.ack(t + self.gap(20, 200), reply=m, who=r.choice(["facu", "tincho", "juanma"]))
        # stop
        t += self.gap(120, 900)
        if stop_edit and buy:
            s1 = stop
            s2 = round(s1 + r.uniform(0.3, 0.6), 2)
            s3 = round(s2 + r.uniform(0.3, 0.6), 2)
            sm = self.post("caro", t, f"[STOP] {sym} stop {ar(s1)} (cierre diario)",
                           hard=("stop_or_target_change", [sym, ar(s1)], "tagged"))
            te = t + int(r.uniform(1.2, 2.4) * 3_600_000)
            self.edit(sm, te, f"[STOP] {sym} stop {ar(s2)} (cierre diario) · subido", superseded=[ar(s1)])
            te2 = te + int(r.uniform(0.8, 1.6) * 3_600_000)
            self.edit(sm, te2, f"[STOP] {sym} stop {ar(s3)} (cierre diario) · trailing",
                      facts=[sym, ar(s3)], superseded=[ar(s2)])
            sm.idioms.append(("stop moved twice by editing the same message", "stop_or_target_change"))
            self.react(sm, "👀", "vicky", t + self.gap(60, 300))
        else:
            stxt = r.choice([
                f"stop del {sym} lo dejo en {ar(stop)} al cierre, objetivo {ar(tgt)}",
                f"queda stop {ar(stop)} en {sym} y TP {ar(tgt)}",
            ])
            self.post("caro", t, stxt, hard=("stop_or_target_change", [sym, ar(stop)], "untagged"))
        return prop

    def life_equity(self, t0, sym=None, deleted_first=False, rejected=False):
        r, P = self.rng, self.P
        sym = sym or r.choice(["GGAL", "YPFD", "PAMP", "BMA", "GGAL"])
        base = P[sym]
        buy = (not rejected) and (deleted_first or sym == "GGAL" or r.random() < 0.75)
        unit = 1000 if base < 20000 else 500
        qty = r.choice([5, 8, 10, 12, 15, 20]) * (1000 if base < 20000 else 500)
        tick = 5 if base < 20000 else 50
        lim = int(round(base / tick) * tick + (tick if buy else -tick))
        stop = int(round((base * (0.955 if buy else 1.045)) / tick) * tick)
        tp = int(round((base * (1.08 if buy else 0.93)) / tick) * tick)
        if deleted_first:
            big = qty * 10
            dm = self.post("tincho", t0, f"b {ksz(big)} {sym.lower()} @ {lim} todo de una",
                           hard=("trade_proposal", [f"b {ksz(big)}", sym.lower(), str(lim)], "shorthand"))
            self.delete(dm, t0 + self.gap(25, 70), f"b {ksz(big)} {sym.lower()} @ {lim} todo de una")
            t0 += self.gap(80, 160)
        v = r.randrange(3) if not deleted_first else 0
        sd = "b" if buy else "s"
        eq_idiom = None
        if v == 0:
            txt = f"{sd} {ksz(qty)} {sym.lower()} @ {lim} stop {stop}" + (", me comí un cero antes 🙈" if deleted_first else "")
            facts, phr = [f"{sd} {ksz(qty)}", sym.lower(), str(lim)], "shorthand"
            eq_idiom = "k-suffixed shorthand proposal 'b 300k al30d @ 63.40'"
        elif v == 1:
            sw = "compra" if buy else "venta"
            txt = f"[PROP] {sw} {sym} {ar0(qty)} acc lim {ar0(lim)} / stop {ar0(stop)} / tp {ar0(tp)}"
            facts, phr = [sw, sym, ar0(qty), ar0(lim)], "tagged"
        else:
            verb = "quiero comprar" if buy else "quiero vender"
            txt = (f"{verb} {ksz(qty)} {sym} hasta {ar0(lim)}, "
                   + ("setup de ruptura con volumen" if buy else "el ADR ya corrigió y acá no arbitró")
                   + f". stop {ar0(stop)}")
            facts, phr = [verb, ksz(qty), sym, ar0(lim)], "untagged"
        if deleted_first:
            eq_idiom = "deleted mistyped proposal then reposted"
        prop = self.post("tincho", t0, txt, hard=("trade_proposal", facts, phr), idiom=eq_idiom)
        t = t0 + self.gap(40, 200)
        if rejected:
            self.reject(prop, t, sym)
            self.post("tincho", t + self.gap(30, 120), r.choice(["ok, lo bajo", "bueno, queda para otro día", "ok jefe 🫡"]), reply=prop, noise=True)
            return prop
        self.approve(prop, t, sym)
        side = "BUY" if buy else "SELL"
        oid = self.oid("BY")
        t += self.gap(20, 120)
        if r.random() < 0.5:
            emb = {"title": "Order accepted", "description": f"BYMA · 24hs · MBA-PROP", "author": "OMS bridge",
                   "fields": [{"name": "Symbol", "value": sym, "inline": True}, {"name": "Side", "value": side, "inline": True},
                              {"name": "Qty", "value": str(qty), "inline": True}, {"name": "Limit", "value": f"{lim}.00", "inline": True},
                              {"name": "Status", "value": "WORKING"}],
                   "footer": f"order {oid} · venue BYMA"}
            self.post("oms", t, "", embeds=[emb], hard=("trade_confirmation", [sym, side, str(qty), oid], "embed"),
                      idiom="embed-only 'Order accepted' confirmation")
        else:
            txt, facts = self.kv_ack(t, oid, sym, side, qty, lim)
            self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"))
        t += self.gap(60, 900)
        px = f"{lim - (tick if buy else -tick) * r.randint(0, 1)}.00"
        emb = {"title": "Execution report", "description": "BYMA · 24hs · MBA-PROP", "author": "OMS bridge",
               "fields": [{"name": "Symbol", "value": sym, "inline": True}, {"name": "Side", "value": side, "inline": True},
                          {"name": "Qty", "value": str(qty), "inline": True}, {"name": "Px", "value": px, "inline": True},
                          {"name": "Status", "value": "FILLED"}],
               "footer": f"order {oid} · exec {self.eid()} · venue BYMA"}
        fm = self.post("oms", t, "", embeds=[emb], hard=("trade_fill", [sym, side, str(qty), px], "embed"),
                       idiom="embed-only execution report fill")
        self.react(fm, "✅", "tincho", t + self.gap(20, 90))
        t += self.gap(60, 600)
        stxt, sf = r.choice([
            (f"TP {sym} {ar0(tp)}, stop {ar0(stop)} queda", [f"TP {sym} {ar0(tp)}", ar0(stop)]),
            (f"le pongo stop a {sym} en {ar0(stop)} y take profit {ar0(tp)}", [sym, ar0(stop), ar0(tp)]),
            (f"{sym.lower()} sl {stop} tp {tp}", [sym.lower(), f"sl {stop}", f"tp {tp}"]),
        ])
        self.post("tincho", t, stxt, hard=("stop_or_target_change", sf, "shorthand" if " sl " in stxt else "untagged"))
        return prop

    def life_dlr(self, t0, resize=True):
        r, P = self.rng, self.P
        mon = r.choice(["DLR/DIC26", "DLR/ENE27", "DLR/DIC26"])
        base = P[mon]
        n = r.choice([300, 400, 500, 600])
        lim = round(base + r.uniform(-1, 1) * 1.5, 1)
        stop = round(lim + r.uniform(15, 30), 0)
        v = r.randrange(3)
        if v == 0:
            txt = f"propuesta: vender {n} {mon} a {ar(lim, 1)} para cubrir el largo en CCL. stop {ar0(stop)}"
            facts, phr = ["vender", str(n), mon, ar(lim, 1)], "untagged"
        elif v == 1:
            txt = f"[PROPUESTA A3] venta {n} {mon} lim {ar(lim, 1)} · stop {ar0(stop)} · motivo: cubrir la compra de CCL de hoy"
            facts, phr = ["venta", str(n), mon, ar(lim, 1)], "tagged"
        else:
            txt = f"s {n} {mon.split('/')[1].lower()} @ {us(lim, 1)}, cubro el ccl. stop {int(stop)}"
            facts, phr = [f"s {n}", mon.split('/')[1].lower(), us(lim, 1)], "shorthand"
        prop = self.post("juanma", t0, txt, hard=("trade_proposal", facts, phr),
                         idiom=("contract-month shorthand 's 400 dic26 @ …'" if v == 2 else None))
        t = t0 + self.gap(60, 240)
        self.approve(prop, t, mon)
        t += self.gap(10, 60)
        qty = n
        if resize:
            allowed = n - r.choice([100, 150, 200])
            js = {"engine": "riskd", "event": "order_resized", "sym": mon, "side": "SELL", "requested_qty": n,
                  "allowed_qty": allowed, "limit": "fx_net_usd", "limit_value_usd": int(self.lim_fx * 1e6),
                  "used_pct": round(r.uniform(88, 97), 1), "book": "MBA-PROP", "ts": iso(t)}
            self.post("risk", t, json.dumps(js, ensure_ascii=False),
                      hard=("risk_limit", ["order_resized", mon, f"\"allowed_qty\": {allowed}"], "structured"),
                      idiom="riskd JSON order_resized")
            qty = allowed
            t += self.gap(2, 10)
        oid = self.oid("A3")
        txt, facts = self.kv_ack(t, oid, mon, "SELL", qty, lim, venue="A3")
        self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"))
        t += self.gap(60, 900)
        txt, facts = self.kv_exec(t, oid, mon, "SELL", qty, lim, qty, 0, venue="A3")
        fm = self.post("oms", t, txt, hard=("trade_fill", facts, "structured"))
        if resize:
            self.post("juanma", t + self.gap(30, 120), "me lo recortó riskd, el resto lo veo mañana", reply=fm)
        self.mon = mon
        self.mon_stop = stop
        return prop

    def stop_removed(self, t):
        mon = getattr(self, "mon", "DLR/DIC26")
        txt = self.rng.choice([
            f"saco el stop del {mon}, lo manejo a mano hasta el rollo",
            f"stop del {mon} removido, con esta volatilidad me saltaba en cualquier vela",
        ])
        return self.post("juanma", t, txt, hard=("stop_or_target_change", [mon, "stop"], "untagged"),
                         idiom="stop removed ('saco el stop')")

    def life_ccl_thread(self, t0):
        r, P = self.rng, self.P
        starter = self.post("juanma", t0, "abro hilo para el canje CCL por AL30, así no ensuciamos el canal 🧵")
        th = Thread(starter, "CCL via AL30")
        usd = r.choice([150_000, 200_000, 250_000, 300_000])
        vn = int(usd / (P["AL30C"] / 100) // 1000 * 1000)
        t = t0 + self.gap(20, 60)
        ccl_impl = P["AL30"] / P["AL30C"]
        txt = (f"propuesta CCL: compro {ksz(vn)} AL30 en pesos a {ar0(P['AL30'])} y vendo AL30C a {ar(P['AL30C'])} "
               f"→ CCL implícito {ar(ccl_impl, 1)}. total USD {ksz(usd)}")
        prop = self.post("juanma", t, txt, thread=th,
                         hard=("trade_proposal", ["compro", ar0(P["AL30"]), "AL30C", ar(P["AL30C"])], "untagged"),
                         idiom="two-leg CCL proposal inside a thread")
        t += self.gap(60, 200)
        q = self.post("nacho", t, "¿por qué no por GD30? el spread C–D está más ancho hoy", thread=th, reply=prop, near=True)
        t += self.gap(30, 120)
        self.post("juanma", t, "más liquidez en AL30C, en GD30C no hay puntas arriba de 50k", thread=th, reply=q)
        t += self.gap(20, 80)
        self.post("agent", t, "CCL implícito por bono ahora:\n```\n" + "\n".join(
            f"{b:<6} pesos {ar0(P[b + 'D'] * P['ccl'] * r.uniform(0.995, 1.005)):>8}  cable {us(P[b + 'D'] - r.uniform(0.3, 0.9)):>6}  CCL {us(P['ccl'] * r.uniform(0.995, 1.006), 1)}"
            for b in ("AL30", "GD30", "GD35")) + "\n```\nEl AL30 es el de mayor liquidez en C; el GD30 da un CCL levemente más bajo.", thread=th, reply=q)
        t += self.gap(40, 200)
        self.approve(prop, t, "CCL", thread=th, nostop=True)
        t += self.gap(20, 90)
        o1, o2 = self.oid("BY"), self.oid("BY")
        txt, f1 = self.kv_ack(t, o1, "AL30", "BUY", vn, P["AL30"], tif="DAY")
        self.post("oms", t, txt, hard=("trade_confirmation", f1, "structured"))
        t += self.gap(1, 4)
        txt, f2 = self.kv_ack(t, o2, "AL30C", "SELL", vn, P["AL30C"], tif="DAY")
        self.post("oms", t, txt, hard=("trade_confirmation", f2, "structured"))
        t += self.gap(120, 600)
        fill_txt = (f"[FILL] CCL hecho: {ksz(vn)} AL30 comprados a {ar0(P['AL30'])}, AL30C vendidos a {ar(P['AL30C'])}, "
                    f"implícito {ar(ccl_impl, 1)}")
        fm = self.post("juanma", t, fill_txt, thread=th,
                       hard=("trade_fill", [ksz(vn), "AL30 comprados", "AL30C vendidos", ar(P["AL30C"])], "tagged"),
                       idiom="CCL leg fill tagged inside thread")
        self.ack(t + self.gap(20, 120), reply=fm, thread=th, who="facu")
        if r.random() < 0.5:
            self.post("caro", t + self.gap(130, 400), "la próxima avisá antes que yo también estaba con AL30 en pantalla jaja", thread=th)
        return th

    def oms_reject_cancel(self, t, kind=None):
        r, P = self.rng, self.P
        kind = kind or r.choice(["reject", "cancel"])
        sym = r.choice(["GD35D", "AL30D", "BPY26"])
        qty = r.choice([100_000, 150_000, 200_000])
        if kind == "reject":
            px = round(P[sym] * r.choice([0.88, 1.12]), 2)
            oid = self.oid("BY")
            txt, facts = self.kv_ack(t, oid, sym, "SELL", qty, px, status="REJECTED", extra=" reason=OUTSIDE_PRICE_BAND band=±10%")
            m = self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"),
                          idiom="OMS reject line (status=REJECTED)")
            self.post("caro", t + self.gap(20, 80), f"uh, typo en el precio de una orden vieja de {sym} que quedó en el blotter, no la reingreso", reply=m)
            return [m]
        # a resting order from the morning plan, later cancelled
        oid2 = self.oid("BY")
        p2 = round(P[sym] + 0.3, 2)
        txt, facts = self.kv_ack(t, oid2, sym, "SELL", qty, p2, tif="GTC", extra=" note=GTC_REINSTATED_AT_OPEN")
        out = [self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"))]
        t3 = t + self.gap(1200, 3000)
        self.post("caro", t3, f"la venta GTC de {sym} no entra ni a palos a ese precio, la bajo y vemos mañana")
        t3 += self.gap(20, 60)
        txt, facts = self.kv_ack(t3, oid2, sym, "SELL", qty, p2, status="CANCELLED", tif="GTC", extra=" reason=USER_REQUEST")
        out.append(self.post("oms", t3, txt, hard=("trade_confirmation", facts, "structured"),
                             idiom="OMS cancel ack (status=CANCELLED)"))
        return out

    def second_bond_short(self, t0):
        """sell part of BPY26 / GD35 - short approval flow, approval by emoji"""
        r, P = self.rng, self.P
        sym = r.choice(["BPY26", "GD35D"])
        qty = r.choice([100_000, 150_000])
        px = round(P[sym] - 0.05, 2)
        prop = self.post("caro", t0, f"vendo {ksz(qty)} {sym} a {ar(px)}, achico antes del cupón. ok?",
                         hard=("trade_proposal", ["vendo", ksz(qty), sym, ar(px)], "untagged"))
        t = t0 + self.gap(40, 300)
        self.post("facu", t, "👍 send it", reply=prop, hard=("trade_approval", ["👍", "send it"], "reply"),
                  idiom="emoji + English approval reply '👍 send it'")
        t += self.gap(40, 200)
        oid = self.oid("BY")
        txt, facts = self.kv_ack(t, oid, sym, "SELL", qty, px)
        self.post("oms", t, txt, hard=("trade_confirmation", facts, "structured"))
        t += self.gap(60, 500)
        txt, facts = self.kv_exec(t, oid, sym, "SELL", qty, px, qty, 0)
        self.post("oms", t, txt, hard=("trade_fill", facts, "structured"))
        return prop

    # ====================================================================== risk
    def risk_limits_morning(self):
        r = self.rng
        t = self.T(9, r.randint(0, 20))
        dv = self.lim_dv
        old = dv + r.choice([5, 10])
        fx = self.fx_str(self.lim_fx)
        txt = (f"[LÍMITES {self.dd}]\n• DV01 soberanos: USD {dv}k (baja desde {old}k por la licitación)\n"
               f"• neto FX (CCL + DLR): USD {fx}M\n• bruto Merval: ARS {ar0(self.lim_mer)} M\n"
               f"• stop diario de mesa: ARS {self.lim_stop} M\ncualquier duda me escriben, riskd ya los tiene cargados")
        m = self.post("vicky", t, txt, hard=("risk_limit", ["DV01 soberanos", f"USD {dv}k", f"USD {fx}M"], "tagged"),
                      idiom="tagged daily limits post by risk manager")
        self.react(m, "📌", "facu", t + self.gap(30, 200))
        self.pin(m, "facu", t + self.gap(31, 201))
        self.ack(t + self.gap(60, 300), reply=m, who="juanma")
        return m

    def risk_breach(self, t):
        r = self.rng
        lim = int(self.lim_fx * 1e6)
        val = r.randint(int(lim * 1.01), int(lim * 1.12))
        js = {"engine": "riskd", "event": "limit_breach", "limit": "fx_net_usd", "value": val, "max": lim,
              "book": "MBA-PROP", "action": "block_new_buy_usd", "ts": iso(t)}
        m = self.post("risk", t, json.dumps(js, ensure_ascii=False),
                      hard=("risk_limit", ["limit_breach", "fx_net_usd", str(val)], "structured"))
        t2 = t + self.gap(90, 400)
        nv = self.fx_str(round(self.lim_fx * r.choice([0.6, 0.7, 0.8]), 1))
        self.post("vicky", t2, f"por el breach bajo el límite intradía de CCL a USD {nv}M hasta el cierre. juanma no sumes dólares",
                  reply=m, hard=("risk_limit", ["CCL", f"USD {nv}M"], "reply"))
        self.post("juanma", t2 + self.gap(20, 90), "recibido", noise=True)
        return m

    def risk_block(self, t):
        r, P = self.rng, self.P
        qty = r.choice([250_000, 300_000, 400_000])
        px = round(P["GD35D"] + 0.05, 2)
        prop = self.post("caro", t, f"[PROPUESTA] compra GD35D {ksz(qty)} VN a {ar(px)} · rebalanceo de duration, sin stop por ahora",
                         hard=("trade_proposal", ["compra", "GD35D", ksz(qty), ar(px)], "tagged"))
        t += self.gap(60, 300)
        self.approve(prop, t, "GD35D")
        t += self.gap(20, 90)
        js = {"engine": "riskd", "event": "order_blocked", "sym": "GD35D", "side": "BUY", "qty": qty,
              "reason": "dv01_limit", "dv01_after_usd": r.randint(self.lim_dv * 1010, self.lim_dv * 1090), "dv01_max_usd": self.lim_dv * 1000, "ts": iso(t)}
        m = self.post("risk", t, json.dumps(js, ensure_ascii=False),
                      hard=("risk_limit", ["order_blocked", "GD35D", "dv01_limit"], "structured"),
                      idiom="riskd JSON order_blocked after approval")
        self.post("caro", t + self.gap(40, 200), "uh, no entra por DV01. la dejo para mañana cuando venza algo", reply=m)
        return m

    # ====================================================================== news
    HELD_NEWS = [
        ("GRUPO FINANCIERO GALICIA 3Q NET INCOME ARS {a}B, ROE {b}%; BEATS ESTIMATES",
         "Grupo Financiero Galicia reported third-quarter net income of ARS {a} billion, above the ARS {c} billion analyst consensus, on stronger loan growth.",
         ["GRUPO FINANCIERO GALICIA", "ARS {a}B"]),
        ("PAMPA ENERGIA BOARD APPROVES SHARE BUYBACK OF UP TO USD {m}M",
         "Pampa Energia said its board approved a buyback program of up to USD {m} million over 180 days, covering local shares and ADRs.",
         ["PAMPA ENERGIA", "BUYBACK", "USD {m}M"]),
        ("BANCO MACRO PRICES USD {m}M 2031 NOTES AT {y}%",
         "Banco Macro priced USD {m} million of senior notes due 2031 at a yield of {y}%, according to a person familiar with the deal.",
         ["BANCO MACRO", "USD {m}M", "{y}%"]),
        ("YPF RAISES 2027 SHALE OIL OUTPUT TARGET TO {k}K BPD",
         "YPF raised its Vaca Muerta shale oil production target for 2027 to {k} thousand barrels per day, citing faster well completions.",
         ["YPF", "{k}K BPD"]),
        ("ARGENTINA CONFIRMS USD {x}BN BONARES/GLOBALES PAYMENT DUE JAN. 9",
         "Argentina's Economy Ministry said funds for the USD {x} billion coupon and amortization payment on Bonares and Globales are already deposited.",
         ["BONARES/GLOBALES", "USD {x}BN"]),
        ("ARGENTINA CENTRAL BANK: A3500 WHOLESALE REFERENCE AT {r}; BAND CEILING RAISED",
         "The BCRA's Communication A 3500 wholesale reference rate, the settlement rate of A3 dollar futures, closed at {r} pesos per dollar.",
         ["A3500", "{r}"]),
        ("BCRA OPENS BOPREAL SERIES 3 EARLY REDEMPTION WINDOW FOR IMPORTERS",
         "Holders of Bopreal Series 3 (BPY26) can request early redemption for import payments between Dec. {d1} and Dec. {d2}.",
         ["BOPREAL SERIES 3", "BPY26"]),
    ]
    WATCH_NEWS = [
        ("VISTA ENERGY 3Q PRODUCTION UP {p}% Y/Y TO {k}K BOE/D",
         "Vista Energy reported total production of {k} thousand barrels of oil equivalent per day.",
         ["VISTA ENERGY", "{k}K BOE/D"]),
        ("TRANSPORTADORA DE GAS DEL SUR WINS PERITO MORENO PIPELINE EXPANSION TENDER",
         "TGS will invest about USD {m} million in the expansion, the energy secretariat said.",
         ["TRANSPORTADORA DE GAS DEL SUR", "USD {m} million"]),
        ("CENTRAL PUERTO ANNOUNCES USD {m}M BATTERY STORAGE PROJECT",
         "Central Puerto said the project will add {k} MW of storage in the Buenos Aires area.",
         ["CENTRAL PUERTO", "USD {m}M"]),
        ("ARGENTINA 2041 GLOBAL BONDS RALLY AS IMF REVIEW NEARS",
         "GD41 gained {p} cents on the dollar in New York trading ahead of the IMF board meeting.",
         ["GD41", "{p} cents"]),
    ]
    OTHER_NEWS = [
        ("MERCADOLIBRE TO INVEST USD {m}M IN MEXICO LOGISTICS", "The e-commerce company said the investment will be deployed over 2027."),
        ("LOMA NEGRA CEMENT DISPATCHES FALL {p}% IN NOVEMBER", "Industry chamber data showed cement dispatches fell from a year earlier."),
        ("PETROBRAS RAISES DIESEL PRICES BY {p}% FOR DISTRIBUTORS", "The Brazilian state oil company cited international benchmark prices."),
        ("BRAZIL CENTRAL BANK HOLDS SELIC AT 14.25%", "Copom kept the benchmark rate unchanged, in line with expectations."),
        ("US NONFARM PAYROLLS RISE {k}K; UNEMPLOYMENT 4.3%", "Treasury yields moved higher after the report."),
        ("CHILE COPPER OUTPUT DROPS {p}% Y/Y", "Codelco production weighed on the monthly figure."),
        ("TELECOM ARGENTINA NAMES NEW CFO", "The company said the appointment is effective January 1."),
        ("ALUAR SIGNS POWER SUPPLY DEAL IN CHUBUT", "The aluminium maker secured a 10-year supply agreement."),
    ]

    PARA_CORP = [
        "The filing was made to the Comisión Nacional de Valores before the market opened in Buenos Aires, and the company said further details would be provided in its next quarterly report.",
        "Argentine companies have stepped up capital markets activity since the government eased currency controls, with cross-border corporate issuance reaching about USD {cb} billion so far this year.",
        "A company spokesperson declined to comment beyond the statement. Analysts at two local brokers said the announcement was broadly in line with guidance given earlier in the year.",
        "The S&P Merval index has {updown} {pm}% this year in peso terms, while the country's dollar bonds have gained on expectations of further spread compression.",
        "Foreign investors remain underweight Argentine equities relative to the MSCI frontier benchmark, according to a recent survey of fund managers by a regional bank.",
        "Local brokers said trading in the company's shares was heavier than usual in the minutes after the announcement, with most of the flow coming from institutional accounts.",
        "Ratings agencies have been revising Argentine corporate outlooks as the sovereign ceiling moves higher, a process analysts expect to continue next year.",
    ]
    PARA_SOV = [
        "Argentina's dollar bonds have rallied this year as the government posts primary fiscal surpluses and the central bank rebuilds reserves through purchases in the official market.",
        "Country risk, measured by the JPMorgan EMBI spread, stood at {rp} basis points, according to data compiled by local brokers.",
        "Economists polled by the central bank expect monthly inflation to keep slowing through the first quarter, though regulated prices remain a risk.",
        "Officials have said they intend to return to international markets once spreads fall further, without giving a specific timetable.",
        "The IMF staff is expected to complete its next review of the extended fund facility in the coming weeks, which would unlock a new disbursement.",
        "Local investors have been rotating from peso instruments into hard-currency debt as the exchange-rate band gives more predictability.",
    ]
    PARA_GLOBAL = [
        "Markets were also watching U.S. Treasury yields, with the 10-year note at {ust}% ahead of a busy week of Federal Reserve speakers.",
        "Emerging-market assets have been supported by a softer dollar in recent weeks, although flows into regional equity funds have been uneven.",
        "Analysts said the figures were broadly in line with expectations and were unlikely to change the near-term outlook for the sector.",
        "Trading volumes were thin ahead of the data calendar later in the week.",
        "Strategists at several banks said they expect volatility to stay contained into year-end, barring a surprise from U.S. inflation data.",
        "Regional central banks have been cutting rates at different speeds, keeping carry trades in focus for currency investors.",
    ]

    def _fill(self, s, vals):
        return s.format(**vals)

    def _story(self, desc, pool, vals, n=2):
        paras = [self._fill(desc, vals)] + [self._fill(x, vals) for x in self.rng.sample(pool, n)]
        return "\n\n".join(paras)

    def news(self, budget=7):
        r, P = self.rng, self.P
        extra = max(0, budget - 5)       # 5 = 2 held + 1 watch + agent route + agent no-route
        vals = {"a": r.randint(250, 420), "b": r.randint(14, 24), "c": r.randint(200, 300), "m": r.choice([50, 75, 100, 150, 400]),
                "y": ar(r.uniform(7.2, 8.9), 2).replace(",", "."), "k": r.randint(180, 260), "x": ar(r.uniform(4.1, 4.6), 1).replace(",", "."),
                "r": us(P["a3500"]), "d1": r.randint(8, 12), "d2": r.randint(15, 22), "p": r.randint(2, 9),
                "cb": ar(r.uniform(9, 16), 1).replace(",", "."), "updown": r.choice(["risen", "gained"]), "pm": r.randint(12, 48),
                "rp": P["rp"], "ust": us(P["ust"])}
        out = {"held": [], "watch": [], "other": []}
        for (title, desc, facts) in r.sample(self.HELD_NEWS, 2 + (1 if extra > 0 and r.random() < 0.6 else 0)):
            t = self.W(7.3, 21.5)
            title_f = self._fill(title, vals)
            pool = self.PARA_SOV if ("ARGENTINA" in title or "BCRA" in title) else self.PARA_CORP
            emb = {"title": title_f, "description": self._story(desc, pool, vals, 5), "author": "BN · wire",
                   "footer": f"wire-bridge · {art_hm(t)} ART · id WB{r.randrange(16**8):08X}"}
            fl = [self._fill(f, vals) for f in facts]
            idi = None
            if "A3500" in title:
                idi = "A3500 headline = underlying of held DLR futures"
            elif "GALICIA" in title or "PAMPA" in title or "MACRO" in title:
                idi = "held-position headline by company name (embed-only)"
            m = self.post("wire", t, "", embeds=[emb], hard=("held_position_news", fl, "embed"), idiom=idi)
            out["held"].append(m)
        extra -= len(out["held"]) - 2
        for (title, desc, facts) in r.sample(self.WATCH_NEWS, 1 + (1 if extra > 0 and r.random() < 0.3 else 0)):
            t = self.W(8.0, 20.0)
            pool = self.PARA_SOV if "GD41" in title else self.PARA_CORP
            emb = {"title": self._fill(title, vals), "description": self._story(desc, pool, vals, 3), "author": "BN · wire",
                   "footer": f"wire-bridge · {art_hm(t)} ART · id WB{r.randrange(16**8):08X}"}
            m = self.post("wire", t, "", embeds=[emb], hard=("watchlist_news", [self._fill(f, vals) for f in facts], "embed"),
                          idiom="watchlist headline (embed)")
            out["watch"].append(m)
        for (title, desc) in r.sample(self.OTHER_NEWS, r.randint(5, 6)):
            t = self.W(0.5, 23.5)
            emb = {"title": self._fill(title, vals), "description": self._story(desc, self.PARA_GLOBAL, vals, 4), "author": "BN · wire",
                   "footer": f"wire-bridge · {art_hm(t)} ART · id WB{r.randrange(16**8):08X}"}
            m = self.post("wire", t, f"📰 BN · {r.choice(['markets', 'companies', 'macro', 'commodities'])} · {emb['title']}", embeds=[emb], near=True,
                          idiom="unrelated headline (not held/watched)")
            out["other"].append(m)
        # human relays / reactions
        relays = [
            ("tincho", "ojo: Pampa sale a recomprar acciones, hasta USD {m}M. el PAMP va a volar", ["Pampa", "recomprar", "USD {m}M"]),
            ("tincho", "atenti: Macro colocó ON 2031 al {y}%, buena señal para el banco", ["Macro", "ON 2031", "{y}%"]),
            ("caro", "salió que Economía ya depositó para el pago de Globales de enero, USD {x} bn", ["Globales", "USD {x} bn"]),
            ("tincho", "Galicia reportó ganancia de ARS {a} mil M en el 3T, arriba de lo esperado", ["Galicia", "ARS {a} mil M"]),
        ]
        extra -= len(out["watch"]) - 1
        n_rel = 1 if extra > 0 and r.random() < 0.6 else 0
        extra -= n_rel
        for who, txt, facts in r.sample(relays, n_rel):
            t = self.W(9.0, 17.0)
            self.post(who, t, self._fill(txt, vals), hard=("held_position_news", [self._fill(f, vals) for f in facts], "untagged"),
                      idiom="human relays held news by company short name")
        # agent route on a held headline, no-route on unrelated
        hm = r.choice(out["held"])
        title = hm.embeds[0]["title"]
        if "GALICIA" in title:
            who_to, what = "Tincho", "Galicia"
        elif "PAMPA" in title:
            who_to, what = "Tincho", "Pampa"
        elif "MACRO" in title:
            who_to, what = "Tincho", "Macro"
        elif "YPF" in title:
            who_to, what = "Tincho", "YPF"
        elif "A3500" in title:
            who_to, what = "Juanma", "A3500"
        elif "BOPREAL" in title:
            who_to, what = "Caro", "BPY26"
        else:
            who_to, what = "Caro", "Globales"
        self.post("agent", hm.t + self.gap(20, 90),
                  f"Ruteo a {who_to} el headline de {what}: impacta posición abierta de la mesa. Prioridad media.",
                  reply=hm, hard=("route_decision", [f"Ruteo a {who_to}", what], "reply"))
        om = out["other"][0]
        nm = om.embeds[0]["title"].split(" ")[0].title()
        nm = {"Mercadolibre": "MercadoLibre", "Us": "US payrolls", "Brazil": "Selic", "Chile": "cobre Chile"}.get(nm, nm)
        self.post("agent", om.t + self.gap(20, 90),
                  f"{nm}: sin posición ni watchlist → no se rutea, queda como contexto.",
                  reply=om, hard=("no_route_decision", [nm, "no se rutea"], "reply"),
                  idiom="agent no-route on unrelated headline")
        # watchlist reaction (human, not hard)
        if out["watch"]:
            wm = out["watch"][0]
            self.post("nacho", wm.t + self.gap(60, 400), "la sigo mirando, pero no hay entrada todavía", reply=wm, near=True)
        # facu routes one held item to a person by reply
        others = [x for x in out["held"] if x is not hm]
        if extra > 0 and others and r.random() < 0.4:
            hm2 = others[0]
            t2 = hm2.embeds[0]["title"]
            to = "juanma" if "A3500" in t2 else ("caro" if ("ARGENTINA" in t2 or "BOPREAL" in t2) else "tincho")
            self.post("facu", hm2.t + self.gap(120, 600), f"{to}: esto lo mirás vos, después me contás el impacto en la posición",
                      reply=hm2, hard=("route_decision", [to, "lo mirás vos"], "reply"))
        return out

    # ====================================================================== thesis / routing (human)
    def thesis_updates(self):
        r, P = self.rng, self.P
        pool = [
            ("facu", f"cambio de view en GD35D: pasamos de comprador a neutral. con TIR {ar(r.uniform(10.3, 11.2))}% el tramo largo ya no paga el riesgo",
             ["GD35D", "de comprador a neutral"], "untagged"),
            ("tincho", "me doy vuelta con BMA: bajista hasta que muestren el balance, el spread de tasas se les achica",
             ["BMA", "bajista"], "untagged"),
            ("nacho", f"para la mesa: reconfirmo tesis larga en YPF, target ADR {us(P['YPF_ADR'] * 1.25)} sigue en pie. convicción alta",
             ["YPF", "reconfirmo tesis larga", us(P['YPF_ADR'] * 1.25)], "untagged"),
            ("juanma", f"invalidada la tesis de CCL a {ar0(P['ccl'] + 60)}: con el BCRA comprando no llega. cierro la idea",
             ["invalidada", "CCL"], "untagged"),
            ("caro", "[VIEW] AL30D: subo convicción a alta, el canje ley local/NY se va a cerrar con el pago de enero",
             ["[VIEW] AL30D", "subo convicción a alta"], "tagged"),
        ]
        picks = r.sample(pool, 1)
        out = []
        for who, txt, facts, phr in picks:
            out.append(self.post(who, self.W(11.5, 18.5), txt, hard=("thesis_update", facts, phr),
                                 idiom=("conviction change 'de comprador a neutral'" if "neutral" in txt else None)))
        return out

    def human_routes(self):
        r = self.rng
        if r.random() < 0.5:
            self.human_no_route()
            return
        t = self.W(15.0, 17.5)
        m = self.post("agent", t, f"Ruteo a Pato (backoffice) la conciliación del cupón BPY26: diferencia de USD {ar(r.uniform(300, 2500))} contra Caja de Valores.",
                      hard=("route_decision", ["Ruteo a Pato", "BPY26"], "untagged"))
        self.post("pato", t + self.gap(60, 400), "lo tomo, les aviso", reply=m)

    def human_no_route(self):
        r = self.rng
        t2 = self.W(10.5, 16.5)
        txt, facts = r.choice([
            ("lo del cupón del GD30 no hace falta que nadie lo mire, no se rutea. el cron ya lo tiene", ["GD30", "no se rutea"]),
            ("la alerta del AL30D no va a nadie, está dentro de rango. sin acción", ["AL30D", "sin acción"]),
        ])
        self.post("facu", t2, txt, hard=("no_route_decision", facts, "untagged"))

    # ====================================================================== near-misses
    def near_misses(self):
        r, P = self.rng, self.P
        pool = [
            ("caro", "y si vendemos todo el GD35 y pasamos a AL30? pregunto eh", "hypothetical conditional 'si … yo compraría'"),
            ("juanma", f"si el CCL toca {ar0(P['ccl'] + 40)} yo compraría DLR/ENE27, pero no hoy", "hypothetical conditional 'si … yo compraría'"),
            ("tincho", "what if we bought 1 palo de GD41 acá? jaja no me maten", None),
            ("caro", "tenemos stop en el PAMP?", "question about stop"),
            ("tincho", "a cuánto quedó el AL30 en la apertura?", None),
            ("pato", "¿quién tiene el rollo del DLR hoy, juanma o el agente?", None),
            ("caro", "el año pasado compramos GD30 a 48 y lo vendimos a 60, qué época", "past-tense trade from last year"),
            ("juanma", f"en marzo nos llenaron 300 DLR a {ar0(P['mep'] * 0.78)}, acordate, qué trade", "past-tense fill from months ago"),
            ("tincho", f"ayer vendimos 10k YPFD a {ar0(P['YPFD'] - 700)}, bien ahí", "yesterday's fill told as history"),
            ("gonza", f"acá corpos: compramos 2 palos de YCA6O a 101,50 y vendimos 1 palo de PNDCO, fyi", "other desk trade (corpos)"),
            ("gonza", "la mesa de Rosario se cargó GGAL, 200k acciones, nada que ver con ustedes", "other desk trade (corpos)"),
            ("tincho", f"en la demo de A3 vendí 100 DLR/FEB27 a {ar0(P['DLR/FEB27'])} para probar el algo nuevo, es paper eh", "paper trade in demo account"),
            ("tincho", f"cuenta demo: compra 20k GGAL a {ar0(P['GGAL'] - 40)} (paper, ni se asusten)", "paper trade in demo account"),
            ("caro", f"un stop en {ar(P['AL30D'] - 2)} para el AL30D tendría sentido, no?", "stop suggestion without decision"),
            ("juanma", "habría que mandar la orden del rollo antes de las 16, después se seca", "'habría que mandar' (no confirmation)"),
            ("tincho", "mañana capaz armamos algo con BMA, lo pienso", None),
            ("nacho", "¿ponemos stop al BMA o lo dejamos correr?", None),
            ("vicky", "pregunta: el límite de DV01 incluye Bopreal o no?", None),
            ("caro", "si el riesgo país perfora 550 yo compraría GD35 con todo", "hypothetical conditional 'si … yo compraría'"),
            ("juanma", "en 2019 con el PASO nos comimos el DLR en 60 y pico, nunca más sin stop", None),
            ("facu", "alguien sabe si los de renta fija de la otra mesa siguen largos AL30?", None),
        ]
        must = [r.choice([0, 1, 18]), r.choice([11, 12]), r.choice([9, 10]), r.choice([6, 7, 8])]   # hypo, paper, other desk, history
        rest = [i for i in range(len(pool)) if i not in must]
        picks = [pool[i] for i in must] + [pool[i] for i in r.sample(rest, r.randint(8, 11))]
        out = []
        for who, txt, idi in picks:
            out.append(self.post(who, self.W(9.2, 19.0), txt, near=True, idiom=idi))
        # backtest by agent
        t = self.W(18.8, 20.5)
        bt = f"""Backtest (no operativo) · carry CCL–DLR ene-24 → nov-26
```
señales       {r.randint(180, 240)}
fill simulado prom  {us(P['ccl'] * 0.97, 1)} (entry) / {us(P['ccl'] * 1.01, 1)} (exit)
hit ratio     {r.randint(52, 63)}%
sharpe        {ar(r.uniform(0.9, 1.7), 2)}
max DD        -{ar(r.uniform(4, 9), 1)}%
slippage      {r.randint(3, 9)} bps por pata
```
Resultado orientativo, no hay orden ni cambio de posición asociado."""
        out.append(self.post("agent", t, bt, near=True, idiom="backtest with simulated fills"))
        return out

    # ====================================================================== structure: deletes / forgets / bulk
    def removals(self):
        r, P = self.rng, self.P
        # forgotten hard fill with personal phone, then reposted clean
        t = self.W(14.0, 16.0)
        sym = r.choice(["GD30D", "AL30D"])
        q = r.choice([60_000, 80_000, 120_000])
        p = round(P[sym] - 0.05, 2)
        phone = f"11-{r.randint(4000, 6999)}-{r.randint(1000, 9999)}"
        fm = self.post("caro", t, f"[FILL] {sym} compra {ksz(q)} VN a {ar(p)}. si no contesto llamen a mi cel personal {phone}",
                       hard=("trade_fill", [sym, "compra", ksz(q), ar(p)], "tagged"))
        tf = t + self.gap(120, 400)
        self.post("facu", tf, "caro borrá el cel de ahí, lo saco yo", reply=fm)
        self.forget(fm, tf + self.gap(10, 60), PEOPLE["facu"][1], f"cel personal {phone}")
        self.post("caro", tf + self.gap(70, 200), f"[FILL] {sym} compra {ksz(q)} VN a {ar(p)} (repost sin datos)",
                  hard=("trade_fill", [sym, "compra", ksz(q), ar(p)], "tagged"))
        # forgotten noise (address)
        t = self.W(17.5, 19.5)
        addr = f"{r.choice(['Av. Cabildo', 'Gorriti', 'Av. Rivadavia', 'Thames'])} {r.randint(1000, 4999)} {r.randint(1, 9)}°{r.choice('ABCD')}"
        am = self.post("pato", t, f"para el amigo invisible mándenlo a {addr}, timbre roto", noise=True)
        self.forget(am, t + self.gap(300, 1200), PEOPLE["facu"][1], addr)
        # deleted chatter (wrong chat)
        t = self.W(12.0, 16.0)
        dm = self.post("tincho", t, "uh pasame el link del padel del jueves que lo perdí, era en Palermo?", noise=True)
        self.delete(dm, t + self.gap(20, 60), "link del padel del jueves")
        # bulk delete of glitchy alerts
        t = self.W(11.5, 16.5)
        bad = []
        snips = []
        tb = t
        for i in range(r.randint(3, 4)):
            self._alert += 1
            s = f"bad tick #{self._alert}"
            bad.append(self.post("alerts", tb, f"🔔 GGAL last 0.00 (-100.00%) · {s} · source md-byma", noise=True))
            snips.append(s)
            tb += r.randint(300, 900)
        self.bulk_delete(bad, t + 5000 + self.gap(60, 200), snips)
        self.post("facu", t + 5000 + self.gap(220, 400), "limpié las alertas truchas de GGAL, era un tick en cero del feed", noise=False)

    # ====================================================================== extra volume (realistic long posts)
    def blotter(self, h):
        """agent position blotter: status table, no decision (noise, like a PnL snapshot)"""
        r, P = self.rng, self.P
        t = self.T(int(h), int((h - int(h)) * 60) + r.randint(0, 4))
        rows = ["pos          nominal    px prom      mark     PnL no real.   DV01/delta"]
        for s, dec in (("AL30D", 2), ("GD30D", 2), ("GD35D", 2), ("BPY26", 2), ("GGAL", 0), ("YPFD", 0), ("PAMP", 0), ("BMA", 0), ("DLR/DIC26", 1)):
            q, avg = self.hold[s]
            mark = P[s] + r.uniform(-0.3, 0.3) * (1 if dec else 40)
            sign = "-" if s.startswith("DLR") else "+"
            rows.append(f"{s:<11} {sign + ksz(q):>9}  {us(avg, dec):>9}  {us(mark, dec):>9}  {us(r.uniform(-6, 9), 1):>10} M  {us(r.uniform(0.5, 9), 1):>8}k")
        txt = (f"Blotter {art_hm(t)} ART · MBA-PROP (automático)\n```\n" + "\n".join(rows) + "\n```\n"
               f"calls {self.ggal_call}: mark {ar(r.uniform(90, 320), 1)} · delta {us(r.uniform(0.3, 0.6))} · vega {r.randint(40, 160)}k ARS\n"
               f"cauciones colocadoras ARS {r.randint(300, 900)} M a {ar(r.uniform(28, 36), 1)}% TNA · efectivo disponible ARS {r.randint(80, 400)} M / USD {r.randint(200, 900)}k")
        return self.post("agent", t, txt, noise=True)

    def risk_intraday(self, h):
        r = self.rng
        t = self.T(int(h), int((h - int(h)) * 60) + r.randint(0, 4))
        js = {"engine": "riskd", "type": "intraday_report", "book": "MBA-PROP",
              "var_1d_99_ars_m": r.randint(80, 220), "stress": {"rp_+150bp_ars_m": -r.randint(150, 400),
                                                                  "ccl_+10%_ars_m": r.randint(-60, 120),
                                                                  "merval_-15%_ars_m": -r.randint(90, 260)},
              "top_contrib": [{"sym": s, "var_pct": round(r.uniform(5, 30), 1)} for s in r.sample(["AL30D", "GD30D", "GD35D", "GGAL", "YPFD", "DLR/DIC26"], 4)],
              "limits_status": "ok", "ts": iso(t)}
        return self.post("risk", t, json.dumps(js, ensure_ascii=False), noise=True)

    def settlement_report(self):
        r, P = self.rng, self.P
        t = self.T(9, r.randint(30, 55))
        rows = ["especie     mov    VN/cant     importe           estado"]
        for s, cur in (("AL30D", "USD"), ("GD30D", "USD"), ("GGAL", "ARS"), ("YPFD", "ARS"), ("BPY26", "USD"), ("PAMP", "ARS")):
            amt = r.randint(20, 900) * 1000
            rows.append(f"{s:<10} {r.choice(['ING', 'EGR']):>4}  {ksz(r.randint(5, 80) * 1000):>9}   {cur} {ar0(amt):>12}   liquidado")
        txt = (f"liquidación 24hs de ayer, resumen backoffice:\n```\n" + "\n".join(rows) + "\n```\n"
               f"garantías A3: integrado ARS {r.randint(300, 700)} M, exceso {r.randint(20, 120)} M · sin llamados de margen pendientes")
        return self.post("pato", t, txt)

    def medium_posts(self):
        r, P = self.rng, self.P
        pool = [
            ("caro", f"el AL30D está haciendo base en {ar(P['AL30D'] - 0.6)}, tres veces rebotó ahí esta semana. el GD30D acompaña pero con menos volumen, y el tramo largo sigue sin demanda. la curva se empinó {r.randint(5, 25)} pb en la semana"),
            ("juanma", f"les paso el spread del rollo: DIC/ENE {ar(P['DLR/ENE27'] - P['DLR/DIC26'], 1)} pesos ({ar((P['DLR/ENE27'] / P['DLR/DIC26'] - 1) * 100, 2)}%), ENE/FEB {ar(P['DLR/FEB27'] - P['DLR/ENE27'], 1)}. está más caro que el mes pasado por la demanda de cobertura de fin de año"),
            ("tincho", "el volumen en el panel líder es 30% menos que el promedio de 20 ruedas. cuando no hay volumen los ADRs mandan, así que miren NY antes de tocar nada acá"),
            ("nacho", "actualicé el modelo de spreads ADR/local: el desvío promedio en bancos es 0,4% y en energía 0,7%. arriba de 1,5% históricamente se cierra en menos de 2 ruedas"),
            ("pato", "recordatorio operativo: a partir del lunes los boletos de A3 llegan por el nuevo SFTP, el viejo queda hasta fin de mes. si ven algo raro en la conciliación me avisan"),
            ("vicky", "para que tengan en cuenta: el comité pidió revisar la metodología del VaR para bopreal, hoy lo tratamos como soberano y no es exactamente lo mismo (riesgo BCRA). no cambia nada por ahora"),
            ("juanma", f"el BCRA compró USD {r.randint(40, 250)} M hoy según los operadores del MLC, y el A3500 cerró {ar(P['a3500'])}. el CCL no se enteró"),
            ("caro", "mirando flujos: los FCI T+1 vendieron duales y compraron LECAPs cortas. el tramo 2030 en dólares con demanda de cartera propia de bancos"),
            ("tincho", f"YPF con el brent a {ar(P['brent'])} está barata vs sus pares de la región según los de research del broker, pero lo vienen diciendo hace 3 meses"),
            ("nacho", "dato: la correlación 60d entre el CCL y el Merval en dólares está en -0,35, la más negativa del año. cuando el CCL sube, el merval en USD baja, nada nuevo pero más marcado"),
            ("facu", "gente, el lunes viene auditoría interna a revisar el flujo de aprobaciones. todo lo que se mande tiene que tener el ok mío o de Vicky en el canal, como siempre"),
            ("juanma", "el A3 publicó los márgenes nuevos para enero: suben 10% en los contratos cortos. lo cargó Pato en el sistema?"),
            ("pato", "sí juanma, márgenes nuevos cargados en el sistema desde hoy a la mañana. garantías alcanzan"),
            ("caro", f"ojo que el BPY26 paga amortización en {r.randint(20, 40)} días, la liquidez va a mejorar cerca de la fecha"),
            ("nacho", f"comparando con el año pasado: a esta altura el riesgo país estaba en {P['rp'] + r.randint(300, 700)} y el CCL con brecha de {r.randint(15, 30)}%. el cambio de régimen es enorme, cuesta acostumbrarse a que los bonos se muevan como EM normal"),
            ("juanma", "para los que preguntan: el CCL que miramos es el implícito de AL30 (pesos / cable), el MEP es pesos / MEP del mismo bono. cuando el canje se abre mucho suele haber arbitraje con GD30 también"),
            ("tincho", "el índice de bancos de la región subió 1,5% esta semana, el nuestro 0,3%. los de afuera siguen mirando Brasil y México primero, Argentina después"),
            ("pato", "les dejo el recordatorio del cierre de mes: los boletos de noviembre los cierro el martes, cualquier corrección de asignación de cuenta me la mandan antes del lunes 18hs"),
            ("caro", f"el AE38D sigue siendo el más barato de la curva por TIR ({ar(r.uniform(10.5, 11.5))}%), pero tiene la cláusula de ley local y nadie lo quiere. lo miro pero no me convence"),
            ("juanma", f"dato curioso: el interés abierto total de A3 en dólar está en {r.randint(1800, 3200)} mil contratos, el más alto desde marzo. mucha cobertura de importadores"),
        ]
        for who, txt in r.sample(pool, r.randint(14, 17)):
            self.post(who, self.W(9.0, 19.5), txt)

    def agent_qa(self):
        r, P = self.rng, self.P

        def tab(header, rows):
            return "```\n" + header + "\n" + "\n".join(rows) + "\n```"
        days = ["lun", "mar", "mié", "jue", "vie"]
        qa = [
            ("caro", "@Mate pasame el spread AL30D/GD30D de la semana",
             lambda: "Spread GD30D – AL30D (puntos), cierres:\n" + tab("día   AL30D   GD30D   spread", [
                 f"{d:<5} {us(P['AL30D'] + r.uniform(-0.8, 0.8)):>6}  {us(P['GD30D'] + r.uniform(-0.8, 0.8)):>6}  {us(P['GD30D'] - P['AL30D'] + r.uniform(-0.4, 0.4)):>6}" for d in days])
             + f"\nPromedio 20 ruedas: {ar(P['GD30D'] - P['AL30D'] + r.uniform(-0.3, 0.3))} pts."),
            ("juanma", "@Mate tabla de implícitas de A3 vs ayer",
             lambda: tab("contrato   precio    TNA hoy   TNA ayer   OI", [
                 f"{c:<10} {us(P[c], 1):>8}  {us(r.uniform(18, 34), 1):>6}%   {us(r.uniform(18, 34), 1):>6}%   {r.randint(100, 900)}k" for c in ("DLR/DIC26", "DLR/ENE27", "DLR/FEB27")])
             + "\nFuente: A3 market data, calculado contra A3500 del día."),
            ("facu", "@Mate cómo venimos de límites?",
             lambda: "Uso de límites ahora:\n" + self.risk_table()),
            ("vicky", "@Mate VaR por libro?",
             lambda: tab("libro       VaR 1d 99%   contrib", [
                 f"{b:<11} ARS {r.randint(10, 90):>3} M     {r.randint(5, 40)}%" for b in ("soberanos", "bopreal", "merval", "fx/ccl", "dlr-a3")])
             + f"\nTotal diversificado ARS {r.randint(80, 200)} M (beneficio de diversificación {r.randint(20, 40)}%)."),
            ("nacho", "@Mate me pasás las TIRes de la curva ley NY?",
             lambda: tab("bono    precio   TIR      MD", [
                 f"{b:<7} {us(P[b]):>6}  {us(y + r.uniform(-0.3, 0.3)):>5}%  {us(md, 1):>4}" for b, y, md in (("GD30D", 8.9, 1.7), ("GD35D", 10.3, 5.9), ("GD38D", 10.2, 4.9), ("GD41D", 10.5, 6.4))])),
            ("pato", "@Mate qué liquidaciones tenemos para mañana?",
             lambda: "Liquidaciones 24hs para mañana:\n" + tab("especie   mov   cantidad     importe", [
                 f"{s:<9} {m:>4}  {ksz(r.randint(5, 60) * 1000):>8}   {cur} {ar0(r.randint(50, 900) * 1000)}" for s, m, cur in (("AL30D", "ING", "USD"), ("GGAL", "ING", "ARS"), ("GD30D", "EGR", "USD"), ("PAMP", "ING", "ARS"))])
             + "\nGarantías A3 sin cambios."),
            ("tincho", "@Mate gaps ADR/local ahora",
             lambda: tab("papel   ADR      implícito   local     gap", [
                 f"{s:<7} {us(a):>6}   {us(a * P['ccl'] / k, 0):>9}   {loc:>7}   {us(r.uniform(-1.2, 1.2)):>5}%" for s, a, k, loc in (
                     ("GGAL", P["GGAL_ADR"], 10, P["GGAL"]), ("YPF", P["YPF_ADR"], 1, P["YPFD"]), ("BMA", P["BMA_ADR"], 10, P["BMA"]), ("PAM", P["PAM_ADR"], 25, P["PAMP"]))])),
            ("juanma", "@Mate canje C/D por bono",
             lambda: tab("bono    D        C        canje", [
                 f"{b:<7} {us(P[b + 'D']):>6}   {us(P[b + 'D'] - r.uniform(0.3, 0.9)):>6}   {us(r.uniform(0.4, 1.4)):>5}%" for b in ("AL30", "GD30", "GD35", "GD41")])),
            ("caro", "@Mate volumen del BPY26 en la semana?",
             lambda: tab("día   VN operado   precio prom", [
                 f"{d:<5} {ksz(r.randint(5, 120) * 1000):>10}   {us(P['BPY26'] + r.uniform(-0.4, 0.4))}" for d in days])
             + "\nLiquidez muy por debajo de los soberanos; spreads bid/ask de 0,5–1 punto."),
        ]
        qa += [
            ("tincho", "@Mate volumen de opciones GGAL hoy por base?",
             lambda: "Opciones GGAL (serie dic), acumulado del día:\n" + self.option_chain() + "\nEl grueso del volumen está en las bases cercanas al precio; IV estable."),
            ("caro", "@Mate flujos de ayer por especie?",
             lambda: "Volumen operado ayer (BYMA + A3):\n" + self.flows_table()),
            ("facu", "@Mate resumen de la curva ahora",
             lambda: "Curva soberana (último precio):\n" + self.curve_table() + f"\nRiesgo país {P['rp']} pb, UST10 {us(P['ust'])}%."),
        ]
        for who, q, ans in r.sample(qa, r.randint(10, 12)):
            t = self.W(10.2, 18.2)
            qm = self.post(who, t, q)
            self.post("agent", t + self.gap(10, 45), ans(), reply=qm)

    def research_digest(self):
        r = self.rng
        t = self.T(8, r.randint(20, 50))
        items = r.sample([
            f"Consultora A: inflación de diciembre {ar(r.uniform(1.8, 2.6), 1)}% m/m; espera que el tipo de cambio oficial se mueva dentro de la banda sin tocar el techo en el trimestre.",
            f"Banco regional: proyecta crecimiento del PBI {ar(r.uniform(3.5, 5.5), 1)}% en 2027 y baja gradual de tasas en pesos; el riesgo principal es el frente externo.",
            f"Broker local: la demanda de pesos se recupera; estima que la base monetaria crece {ar(r.uniform(2, 4), 1)}% mensual en el verano.",
            "Estratega EM (NY): ve a Argentina como 'consensus overweight' en crédito; recomienda cautela en el corto plazo por posicionamiento.",
            f"Consultora B: las reservas netas cerrarían el año en USD {r.randint(4, 12)} mil M; la meta con el FMI se cumpliría con waiver.",
            f"Agro: la cosecha fina viene {r.choice(['mejor', 'peor'])} de lo esperado, liquidación estimada USD {r.randint(2, 5)} mil M en ene-feb.",
        ], 5)
        body = ("**Research externo · resumen (macro, sin recomendaciones de especies)**\n" + "\n".join(f"• {x}" for x in items)
                + "\nFuentes en la carpeta compartida. Ninguno de estos puntos cambia el plan de la mesa.")
        return self.post("agent", t, body, near=True)

    def margin_report(self):
        r = self.rng
        t = self.T(10, r.randint(20, 40))
        rows = ["contrato    posición   margen inicial   variación diaria"]
        for c in ("DLR/DIC26", "DLR/ENE27", "DLR/FEB27"):
            rows.append(f"{c:<11} {r.randint(-800, 0):>8}   ARS {r.randint(20, 200):>4} M       ARS {r.randint(-30, 30):>4} M")
        txt = ("garantías A3 al inicio del día:\n```\n" + "\n".join(rows) + "\n```\n"
               f"integrado total ARS {r.randint(300, 700)} M en LECAPs y pesos · exceso ARS {r.randint(20, 150)} M · sin llamados")
        return self.post("pato", t, txt)

    def rollo_thread(self):
        r, P = self.rng, self.P
        t = self.T(11, r.randint(0, 25))
        sp = P["DLR/ENE27"] - P["DLR/DIC26"]
        st = self.post("juanma", t, "hilo rollo cobertura DIC→ENE 🧵")
        th = Thread(st, "rollo DLR")
        t += self.gap(30, 120)
        self.post("juanma", t, f"arranco a mirar el rollo de la cobertura; el spread DIC/ENE hoy está en {ar(sp, 1)} pesos, ayer cerró más barato", thread=th)
        t += self.gap(120, 600)
        self.post("nacho", t, f"para referencia: {ar(sp, 1)} pesos sobre {ar(P['DLR/DIC26'], 1)} son {ar(sp / P['DLR/DIC26'] * 100, 2)}% en ~30 días, TNA {ar(sp / P['DLR/DIC26'] * 1200, 1)}%. la caución a 30 días paga parecido, así que el carry es casi neutro", thread=th)
        t += self.gap(60, 400)
        q = self.post("facu", t, "cuánto nos cuesta en el mes con toda la posición?", thread=th, near=True)
        t += self.gap(20, 60)
        n = self.hold["DLR/DIC26"][0]
        self.post("agent", t, "Costo estimado del rollo de toda la cobertura:\n```\n"
                  f"contratos        {n}\nspread           {us(sp, 1)} ARS\ncosto total      ARS {ar0(n * 1000 * sp)}\ncomo % nominal   {us(sp / P['DLR/DIC26'] * 100, 2)}%\n```\n"
                  "No incluye comisiones de A3 ni el costo de garantías.", thread=th, reply=q)
        t += self.gap(120, 900)
        if self.morning_kind == "route":
            self.post("juanma", t, "el exec-agent ya tiene la ventana del mediodía para la parte asignada, el resto lo sigo yo si el spread afloja", thread=th)
        else:
            self.post("juanma", t, "si no baja de este spread lo sigo mañana, no hay apuro hasta el 20", thread=th)
        return th

    def more_volume(self):
        r, P = self.rng, self.P
        g = lambda: f"{r.choice(['+', '-'])}{ar(r.uniform(0.1, 2.5), 1)}%"
        # OMS session lines (noise)
        self.post("oms", self.T(9, 58, r.randint(0, 50)),
                  f"session A3-PROD logon ok · sender MBA{self.ci:02d} · hb 30s · resend none · risk pre-trade hooks=riskd@v3 · throttle 50 msg/s · cancel-on-disconnect=ON", noise=True)
        self.post("oms", self.T(10, 59, r.randint(0, 50)),
                  f"session BYMA-PROD trading phase OPEN · segment PPT · settl 24HS/CI · throttle 80 msg/s · kill-switch armed · drop-copy ok", noise=True)
        self.post("oms", self.T(17, 3, r.randint(0, 50)),
                  f"EOD session summary · BYMA-PROD msgs_in={r.randint(15000, 26000)} msgs_out={r.randint(4000, 9000)} orders={r.randint(8, 18)} rejects={r.randint(0, 2)} cancels={r.randint(0, 3)} · "
                  f"A3-PROD msgs_in={r.randint(4000, 9000)} msgs_out={r.randint(800, 3000)} orders={r.randint(2, 6)} · latency p50 {r.randint(200, 600)}µs p99 {r.randint(1500, 4000)}µs · drop-copy reconciled", noise=True)
        # riskd trace (noise)
        self.post("risk", self.W(12.5, 14.0), "```\nriskd WARN position snapshot stale (age 61s > 45s), re-fetching from pg-mesa\n"
                  "Traceback (most recent call last):\n  File \"/opt/riskd/snapshot.py\", line 204, in refresh\n    rows = await self.pg.fetch(SNAPSHOT_SQL, book, timeout=5)\n"
                  "  File \"/opt/riskd/db.py\", line 77, in fetch\n    return await conn.fetch(sql, *args, timeout=timeout)\n"
                  "asyncpg.exceptions.QueryCanceledError: canceling statement due to statement timeout\n"
                  f"fallback: last good snapshot {art_hm(self.T(12, 0))} · pre-trade checks continue on cached positions\n```", noise=True)
        # md adapter trace (noise)
        self.post("hb", self.W(6.0, 9.5), "```\nmd-a3-adapter ERROR snapshot request failed, will retry\n"
                  "Traceback (most recent call last):\n  File \"/srv/md_a3/snapshot.py\", line 58, in fetch_snapshot\n    resp = await self.http.get(url, timeout=3)\n"
                  "  File \"/srv/md_a3/http.py\", line 31, in get\n    async with self._session.get(url, timeout=timeout) as r:\n"
                  "  File \"/usr/lib/python3.11/site-packages/aiohttp/client.py\", line 1187, in __aenter__\n    self._resp = await self._coro\n"
                  "aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected\n"
                  f"retry 1/3 in 5s · endpoint=/md/v2/snapshot?segment=DDF · pre-open, no impact\n```", noise=True)
        # closing checklist (agent, noise)
        self.post("agent", self.T(17, r.randint(50, 58)), f"""Checklist de cierre (automático)
✅ marcas preliminares cargadas · ✅ órdenes vivas: 0 en BYMA, 0 en A3 · ✅ drop-copy conciliado
✅ garantías A3 cubiertas · ✅ PnL enviado a control de gestión · ⏳ marcas finales 18:00 (cron)
✅ reporte regulatorio diario generado ({r.randint(120, 240)} registros) · ✅ backup de chats del día programado 02:00""", noise=True)
        # 4th panel
        t = self.T(15, 30, r.randint(0, 50))
        self.post("panel", t, self.panel(t, "Panel 15:30"), noise=True)
        # closing colour by humans
        self.post("caro", self.T(17, r.randint(8, 20)),
                  f"cierre de curva: AL30D {ar(P['AL30D'] + r.uniform(-0.3, 0.3))}, GD30D {ar(P['GD30D'] + r.uniform(-0.3, 0.3))}, GD35D {ar(P['GD35D'] + r.uniform(-0.4, 0.4))}, GD41D {ar(P['GD41D'] + r.uniform(-0.4, 0.4))}. el tramo corto terminó pedido y el largo se quedó atrás. volumen flojo después de las 16")
        self.post("juanma", self.T(17, r.randint(10, 25)), "cierre A3:\n```\n" + "\n".join(
            f"{c:<10} ajuste {us(P[c] + r.uniform(-2, 2), 1):>8}  vol {r.randint(20, 400)}k  OI {r.randint(200, 1200)}k" for c in ("DLR/DIC26", "DLR/ENE27", "DLR/FEB27"))
            + f"\n```\nA3500 {ar(P['a3500'])}, el mercado cerró tranqui")
        self.post("tincho", self.T(18, r.randint(5, 30)),
                  f"cierre NY: GGAL {g()}, YPF {g()}, BMA {g()}, PAM {g()}, VIST {g()}. el EWZ {g()} y el S&P {g()}. after-hours sin novedades")
        # agent pre-close and next-day agenda (near / context)
        t = self.T(16, r.randint(28, 38))
        self.post("agent", t, f"""**Pre-cierre {art_hm(t)}**
Subasta de cierre BYMA 16:50–17:00. Referencias: AL30D {ar(P['AL30D'])}, GD30D {ar(P['GD30D'])}, GGAL {ar0(P['GGAL'])}, YPFD {ar0(P['YPFD'])}.
Volumen acumulado: bonos USD {r.randint(80, 300)} M, acciones ARS {r.randint(30, 90)} mil M, A3 {r.randint(300, 1200)} mil contratos.
El MEP cierra hoy con el segmento de 24hs; el CCL sigue negociando en CI hasta las 17.
Recordatorio: marcas de cierre a las 18:00 (cron), reporte de cierre 17:30.
— Mate""", near=True)
        t = self.T(20, r.randint(0, 30))
        self.post("agent", t, f"""**Agenda de mañana**
• 07:40 reporte pre-apertura · 09:00 límites del día
• 10:00 A3 · 11:00 BYMA
• datos: {r.choice(['recaudación tributaria', 'IPC CABA', 'producción industrial'])} (INDEC/AFIP) 16:00; EEUU {r.choice(['PCE', 'ventas minoristas', 'jobless claims'])} 10:30 ART
• vencimientos: cauciones ARS {r.randint(300, 900)} M · sin pagos de cupón en cartera
• riesgo: revisión de metodología VaR Bopreal en comité (sin impacto en límites)
• sistemas: ventana de mantenimiento wire-bridge 06:00–06:15
— Mate""")
        # vicky end of day risk summary (context, no change)
        self.post("vicky", self.T(17, r.randint(45, 58)),
                  f"resumen de riesgo del día: VaR 1d {r.randint(80, 210)} M, stress riesgo país +150 pb {-r.randint(150, 400)} M, CCL +10% {r.randint(-40, 120)} M. "
                  f"uso máximo intradía DV01 {r.randint(70, 96)}%. todo dentro de lo esperado, gracias por avisar antes de las órdenes grandes")
        # overnight Asia / global wire (unrelated)
        for title, body in r.sample([
            ("JAPAN'S NIKKEI CLOSES {d} {p}% AS YEN {yv}",
             "Japanese shares closed {d2} in Tokyo, with exporters moving with the currency. Trading volume was below the 30-day average.\n\nInvestors were also watching comments from Bank of Japan officials on the pace of policy normalisation, after last month's decision to keep rates steady."),
            ("CHINA YUAN FIXING SET AT {fx} PER DOLLAR",
             "The People's Bank of China set the daily reference rate for the yuan slightly stronger than expected, according to traders.\n\nAnalysts said the fixing signalled a preference for stability ahead of year-end corporate dollar demand."),
            ("AUSTRALIA UNEMPLOYMENT RATE STEADY AT 4.2%",
             "Australia's jobless rate held steady in November, in line with economists' forecasts, while employment rose by about 20,000.\n\nThe Australian dollar was little changed after the data as markets kept bets on the central bank's next move."),
            ("GOLD HOLDS NEAR RECORD AS DOLLAR SLIPS",
             "Spot gold traded near record levels in Asian hours, supported by a weaker dollar and central bank buying.\n\nSilver and platinum also edged higher, while industrial metals were mixed on Chinese demand concerns."),
        ], 2):
            t = self.W(0.3, 6.5)
            vals = {"d": r.choice(["UP", "DOWN"]), "p": us(r.uniform(0.2, 1.8), 1), "yv": r.choice(["WEAKENS", "FIRMS"]),
                    "d2": r.choice(["higher", "lower"]), "fx": us(r.uniform(7.05, 7.3), 4)}
            self.post("wire", t, "", embeds=[{"title": title.format(**vals), "description": body.format(**vals), "author": "BN · wire",
                                              "footer": f"wire-bridge · {art_hm(t)} ART · id WB{r.randrange(16**8):08X}"}], near=True)
        # midday human colour
        self.post("tincho", self.W(13.8, 14.4), f"ADRs ahora en NY: GGAL {g()}, YPF {g()}, BMA {g()}, PAM {g()}. el local {r.choice(['acompaña', 'atrasado', 'adelantado'])}, el volumen sigue flaco. en el panel general se mueve todo lo de energía")
        self.post("juanma", self.W(13.5, 14.5), f"mediodía FX: MEP {ar(P['mep'] + r.uniform(-4, 4), 1)}, CCL {ar(P['ccl'] + r.uniform(-4, 4), 1)}, el A3 con más volumen en ENE que en DIC. el BCRA {r.choice(['comprando', 'quieto', 'comprando fuerte'])} según los que están en el MLC")
        self.post("caro", self.W(13.2, 14.2), f"mediodía bonos: el AL30D se mueve en un rango de 30 centavos, el GD35D {r.choice(['recupera', 'sigue flojo', 'sin cambios'])}. el BPY26 hizo un precio de {ar(P['BPY26'] + r.uniform(-0.3, 0.3))} por 40k, nada más")
        # cron curve fit
        t = self.T(18, r.randint(20, 30))
        self.post("cron", t, "[cron] curve-fit soberanos (Nelson-Siegel) ok\n```\n" + "\n".join(
            f"{b:<7} obs {us(P[b]):>6}  fit {us(P[b] + r.uniform(-0.2, 0.2)):>6}  resid {us(r.uniform(-0.2, 0.2)):>5}" for b in ("AL30D", "GD30D", "AL35D", "GD35D", "GD38D", "GD41D", "AE38D"))
            + f"\n```\nbeta0 {us(r.uniform(10, 11.5))} beta1 {us(r.uniform(-3, -1))} beta2 {us(r.uniform(-1, 1))} tau {us(r.uniform(1.5, 3))}", noise=True)
        # wraps (unrelated generic news)
        for title, body in r.sample([
            ("LATAM FX WRAP: REAL, PESO MEXICANO FIRMER AS DOLLAR EASES",
             "Latin American currencies strengthened against a softer dollar. Brazil's real gained and Mexico's peso traded near a one-month high, while Chile's peso lagged on copper.\n\nTraders pointed to carry demand and lower U.S. yields. Colombia's peso was little changed ahead of a central bank decision."),
            ("EM CREDIT WRAP: HIGH-YIELD SOVEREIGN SPREADS TIGHTEN",
             "Emerging-market high-yield sovereign spreads tightened by about 5 basis points, led by frontier issuers in Africa and the Middle East.\n\nInvestment-grade issuance slowed ahead of the holiday period; syndicate desks expect a busy January."),
            ("US STOCKS OPEN HIGHER; TECH LEADS",
             "U.S. equities opened higher with technology shares leading gains. The S&P 500 rose 0.4% in early trading.\n\nInvestors were weighing Federal Reserve commentary and corporate earnings from the retail sector."),
        ], 3):
            t = self.W(11.0, 18.0)
            self.post("wire", t, "", embeds=[{"title": title, "description": body, "author": "BN · wire",
                                              "footer": f"wire-bridge · {art_hm(t)} ART · id WB{r.randrange(16**8):08X}"}], near=True)

    # ====================================================================== assemble the day
    def n_hard(self):
        return sum(1 for m in self.msgs if m.hard)

    def build(self):
        r = self.rng
        self.lim_dv = r.choice([40, 45, 50, 55])
        self.lim_fx = r.choice([2.0, 2.5, 3.0])
        self.lim_mer = r.choice([900, 1000, 1200])
        self.lim_stop = r.choice([60, 80, 100])
        target = r.randint(34, 42)
        self.bot_background()
        self.banter()
        self.overnight_digest()
        self.morning_report()
        self.risk_limits_morning()
        va, vb, vc, vd = r.sample(range(self.NACHO), 4)
        self.nacho_analysis(9.3, va)
        self.nacho_analysis(12.2, vb)
        self.nacho_analysis(15.4, vc)
        self.nacho_analysis(19.0, vd)
        self.research_digest()
        self.margin_report()
        for h in [10.75, 11.3, 12.25, 13.75, 14.7, 15.75, 16.25]:
            self.pulse(h)
        self.midday_flash()
        self.long_human_posts()
        self.licitacion_thread()
        for h in (11.55, 12.9, 14.05, 15.1, 16.75):
            self.blotter(h)
        self.risk_intraday(r.choice([11.9, 12.1]))
        self.risk_intraday(r.choice([15.9, 16.1]))
        self.risk_intraday(r.choice([13.9, 14.1]))
        self.settlement_report()
        self.medium_posts()
        self.agent_qa()
        self.more_volume()
        self.context_chat(r.randint(26, 32))
        nm = self.near_misses()
        self.agent_answers(nm)
        # core trade flow
        self.life_dlr(self.T(10, r.randint(5, 35)), resize=r.random() < 0.6)
        self.life_bond(self.T(10, r.randint(45, 58)), stop_edit=True, fill_edit=r.random() < 0.5)
        self.life_equity(self.T(11, r.randint(10, 50)), deleted_first=r.random() < 0.6)
        self.life_equity(self.T(13, r.randint(20, 55)), sym="BMA", rejected=True)
        self.oms_reject_cancel(self.T(11, r.randint(30, 59)))
        self.life_ccl_thread(self.T(12, r.randint(0, 40)))
        self.rollo_thread()
        self.stop_removed(self.W(16.2, 16.9))
        self.thesis_updates()
        self.human_routes()
        self.removals()
        self.eod_report()
        self.news(budget=max(5, target - self.n_hard() - 3))
        # optional flow while the hard budget allows
        first = [
            (2, lambda: self.risk_breach(self.T(14, r.randint(5, 55)))),
            (2, lambda: self.oms_reject_cancel(self.T(15, r.randint(0, 30)), kind="cancel")),
        ]
        later = [
            (5, lambda: self.life_equity(self.T(14, r.randint(0, 50)), sym=r.choice(["YPFD", "PAMP", "GGAL"]))),
            (4, lambda: self.second_bond_short(self.T(15, r.randint(0, 40)))),
            (7, lambda: self.life_bond(self.T(15, r.randint(0, 40)))),
            (3, lambda: self.risk_block(self.W(12.0, 16.3))),
        ]
        r.shuffle(first)
        r.shuffle(later)
        for mx, fn in first + later:
            if self.n_hard() + mx <= target:
                fn()

    # ====================================================================== serialise
    def finalize(self):
        """assign ids (snowflakes consistent with created_at) and produce events + labels"""
        worker = (self.ci * 7 + 3) % 32
        end = self.day0 + DAY_MS - 1000
        for m in self.msgs:
            if m.t >= end:
                m.t = end - self.rng.randrange(1, 600_000)
            if m.t < self.day0:
                m.t = self.day0 + self.rng.randrange(1, 60_000)
        # replies/threads must stay after their targets
        order = sorted(self.msgs, key=lambda m: (m.t, m.key))
        for m in order:
            if m.reply is not None and m.t <= m.reply.t:
                m.t = m.reply.t + 1500 + self.rng.randrange(500, 20000)
            if m.thread is not None and m.t <= m.thread.starter.t:
                m.t = m.thread.starter.t + 2000
        order = sorted(self.msgs, key=lambda m: (m.t, m.key))
        last = -1
        seq = (self.ci // 32) << 12
        for m in order:
            if m.t <= last:
                m.t = last + 1
            last = m.t
            seq += 1
            m.id = str(snowflake(m.t, worker, seq))
        return order


IDIOM_PRIORITY = [
    "k-suffixed shorthand proposal 'b 300k al30d @ 63.40'",
    "deleted mistyped proposal then reposted",
    "slang rejection 'ni en pedo'",
    "Rioplatense approval reply 'dale, mandale'",
    "emoji + English approval reply '👍 send it'",
    "OMS key=value ORDER_ACK line",
    "OMS reject line (status=REJECTED)",
    "OMS cancel ack (status=CANCELLED)",
    "OMS key=value partial EXEC",
    "embed-only execution report fill",
    "stop moved twice by editing the same message",
    "stop removed ('saco el stop')",
    "riskd JSON order_resized",
    "riskd JSON order_blocked after approval",
    "A3500 headline = underlying of held DLR futures",
    "held-position headline by company name (embed-only)",
    "agent no-route on unrelated headline",
    "agent route decision buried in long morning report",
    "thesis change buried in long morning report",
    "paper trade in demo account",
    "other desk trade (corpos)",
    "hypothetical conditional 'si … yo compraría'",
    "yesterday's fill told as history",
    "past-tense fill from months ago",
    "past-tense trade from last year",
    "backtest with simulated fills",
    "riskd JSON heartbeat 'all limits ok'",
    "cron summary '0 routed'",
    "fill price corrected by edit",
    "two-leg CCL proposal inside a thread",
    "Spanglish proposal 'che propongo: buy …'",
    "contract-month shorthand 's 400 dic26 @ …'",
    "human relays held news by company short name",
    "stop suggestion without decision",
]


def _msg_channel(dd: DeskDay, m: Msg) -> str:
    return m.thread.starter.id if m.thread else dd.cid


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    timed = []         # (t, tiebreak, event)
    hard, supers, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for di in range(days):
        day0 = end_ms - (days - di) * DAY_MS
        for ci in range(channels):
            dd = DeskDay(seed, ci, di, day0)
            dd.build()
            order = dd.finalize()
            tb = 0
            for m in order:
                ch = _msg_channel(dd, m)
                name, aid, bot = PEOPLE[m.who]
                msg = {"id": m.id, "author_id": aid, "author_name": name, "author_bot": bot,
                       "created_at": iso(m.t), "content": m.content,
                       "attachments": m.attachments, "embeds": m.embeds,
                       "reference_id": m.reply.id if m.reply else None}
                if m.who == "facu" or m.who == "vicky":
                    pass
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
                if m.thread:
                    ev["parent_channel_id"] = dd.cid
                    msg["pinned"] = False
                ev["message"] = msg
                tb += 1
                timed.append((m.t, ci, tb, ev))
                for (te, content) in m.edits:
                    tb += 1
                    timed.append((te, ci, tb, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch,
                                               "message_id": m.id, "edited_at": iso(te), "content": content}))
                if m.removed and m.bulk is None:
                    kind, tr, by = m.removed
                    tb += 1
                    if kind == "deleted":
                        timed.append((tr, ci, tb, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch,
                                                   "message_id": m.id, "deleted_at": iso(tr)}))
                    else:
                        timed.append((tr, ci, tb, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch,
                                                   "message_id": m.id, "requested_by": by, "at": iso(tr)}))
                # labels
                if m.hard:
                    if m.removed:
                        st = m.removed[0]
                    elif m.edits:
                        st = "edited"
                    else:
                        st = "live"
                    hard.append({"channel_id": ch, "message_id": m.id, "event_type": m.hard["event_type"],
                                 "facts": m.hard["facts"], "phrasing": m.hard["phrasing"], "final_state": st})
                for s in m.superseded:
                    supers.append([ch, m.id, s])
                if m.removed_snip:
                    removed.append(m.removed_snip)
                if m.noise:
                    noise.append(m.id)
                if m.near:
                    near.append(m.id)
                for (idi, exp) in m.idioms:
                    if idi not in seen_idioms and not m.removed:
                        seen_idioms.add(idi)
                        idioms.append({"message_id": m.id, "channel_id": ch, "idiom": idi, "expected": exp})
            # bulk deletes
            groups: dict = {}
            for m in order:
                if m.bulk is not None:
                    groups.setdefault(m.bulk, []).append(m)
            for tbk, ms in groups.items():
                tb += 1
                timed.append((tbk, ci, tb, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": _msg_channel(dd, ms[0]),
                                            "message_ids": [x.id for x in ms], "deleted_at": iso(tbk)}))
            for op in dd.ops:
                m = op["_m"]
                tb += 1
                ev = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": _msg_channel(dd, m), "message_id": m.id}
                t = max(op["_t"], m.t + 1000)
                if m.removed:
                    t = min(t, m.removed[1] - 1) if m.removed[1] - 1 > m.t else m.t + 1
                if op["op"] == "reaction_add":
                    ev.update({"emoji": op["emoji"], "user_id": op["user_id"], "at": iso(t)})
                else:
                    ev.update({"by": op["by"], "at": iso(t)})
                timed.append((t, ci, tb, ev))
    rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    idioms.sort(key=lambda row: rank.get(row["idiom"], len(rank)))
    idioms = idioms[:20]
    timed.sort(key=lambda x: (x[0], x[1], x[2]))
    events = [e for (_, _, _, e) in timed]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": supers, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- self-check
def _event_time(ev) -> str:
    op = ev["op"]
    if op == "create":
        return ev["message"]["created_at"]
    return ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")


def _ms(s: str) -> int:
    return int(datetime.strptime(s, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000 + 0.5)


def self_check(cap_path: str, labels: dict, end: datetime, days: int, channels: int) -> bool:
    ok = True
    errs = []
    msgs = {}          # (ch, id) -> dict
    parent = {}
    last_t = -1
    last_id_by_ch = {}
    with open(cap_path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            ev = json.loads(line)
            for k in ("op", "guild_id", "channel_id"):
                if k not in ev:
                    errs.append(f"line {ln}: missing {k}")
            t = _ms(_event_time(ev))
            if t < last_t:
                errs.append(f"line {ln}: events out of time order")
            last_t = t
            ch = ev["channel_id"]
            if ev["op"] == "create":
                m = ev["message"]
                mid = int(m["id"])
                if (mid >> 22) + DISCORD_EPOCH != t:
                    errs.append(f"line {ln}: snowflake/created_at mismatch")
                if mid <= last_id_by_ch.get(ch, 0):
                    errs.append(f"line {ln}: id not increasing in channel")
                last_id_by_ch[ch] = mid
                parent[ch] = ev.get("parent_channel_id", ch)
                msgs[(ch, m["id"])] = {"content": m["content"], "embeds": m.get("embeds") or [], "t": t,
                                       "state": "live", "edited": False, "bot": m["author_bot"]}
            elif ev["op"] == "edit":
                d = msgs.get((ch, ev["message_id"]))
                if d is None:
                    errs.append(f"line {ln}: edit before create")
                else:
                    d["content"] = ev["content"]
                    d["edited"] = True
            elif ev["op"] == "delete":
                msgs[(ch, ev["message_id"])]["state"] = "deleted"
            elif ev["op"] == "bulk_delete":
                for i in ev["message_ids"]:
                    msgs[(ch, i)]["state"] = "deleted"
            elif ev["op"] == "forget":
                msgs[(ch, ev["message_id"])]["state"] = "forgotten"
            elif ev["op"] in ("pin", "unpin", "reaction_add", "reaction_remove"):
                if (ch, ev["message_id"]) not in msgs:
                    errs.append(f"line {ln}: {ev['op']} on unknown message")

    def text(d):
        return d["content"] + "\n" + embed_text(d["embeds"])

    ids = {mid: k for k in msgs for mid in [k[1]]}
    hard_ids = set()
    for h in labels["hard_events"]:
        k = (h["channel_id"], h["message_id"])
        if k not in msgs:
            errs.append(f"label {h['message_id']}: message missing")
            continue
        hard_ids.add(h["message_id"])
        d = msgs[k]
        tx = text(d)
        if not 2 <= len(h["facts"]) <= 5:
            errs.append(f"label {h['message_id']}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in tx:
                errs.append(f"label {h['message_id']} ({h['event_type']}): fact {f!r} not in text")
        exp = d["state"] if d["state"] != "live" else ("edited" if d["edited"] else "live")
        if h["final_state"] != exp:
            errs.append(f"label {h['message_id']}: final_state {h['final_state']} != {exp}")
    for ch, mid, old in labels["superseded_facts"]:
        d = msgs.get((ch, mid))
        if d is None or old in text(d):
            errs.append(f"superseded {old!r} on {mid}: still in final text or missing")
    live_text = "\n".join(text(d) for d in msgs.values() if d["state"] == "live")
    dead_text = "\n".join(text(d) for d in msgs.values() if d["state"] != "live")
    for s in labels["removed_texts"]:
        if s in live_text:
            errs.append(f"removed snippet {s!r} appears in a live message")
        if s not in dead_text:
            errs.append(f"removed snippet {s!r} not in any removed message")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in ids:
                errs.append(f"{key}: {mid} missing")
            if mid in hard_ids:
                errs.append(f"{key}: {mid} also labelled hard")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        errs.append("noise and near-miss overlap")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"{len(labels['idioms'])} idioms")
    for i in labels["idioms"]:
        if i["message_id"] not in ids:
            errs.append(f"idiom {i['idiom']}: message missing")

    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    start = end_ms - days * DAY_MS
    stats = {}
    noise_set, near_set = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for (ch, mid), d in msgs.items():
        di = (d["t"] - start) // DAY_MS
        key = (parent.get(ch, ch), di)
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0})
        s["msgs"] += 1
        s["bytes"] += len(text(d).encode("utf-8")) if d["embeds"] else len(d["content"].encode("utf-8"))
        s["noise"] += mid in noise_set
        s["near"] += mid in near_set
        s["hard"] += mid in hard_ids
    print(f"{'channel':<20} {'day':>3} {'msgs':>5} {'KB':>7} {'noise%':>7} {'near':>5} {'hard':>5}")
    for (ch, di), s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        npct = 100 * s["noise"] / s["msgs"]
        flag = ""
        if not 180 <= s["msgs"] <= 320:
            flag += " MSGS"
        if not 70 <= kb <= 120 or not 70 <= s["bytes"] / 1000 <= 120:
            flag += " KB"
        if not 25 <= npct <= 40:
            flag += " NOISE"
        if not 25 <= s["hard"] <= 45:
            flag += " HARD"
        if flag:
            errs.append(f"{ch} day {di}: out of range:{flag}")
        print(f"{ch:<20} {di:>3} {s['msgs']:>5} {kb:>7.1f} {npct:>6.1f}% {s['near']:>5} {s['hard']:>5}{flag}")
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    print("hard events by type:", json.dumps(dict(sorted(by_type.items())), ensure_ascii=False))
    print(f"total messages {len(msgs)} · hard {len(labels['hard_events'])} · superseded {len(labels['superseded_facts'])} · "
          f"removed {len(labels['removed_texts'])} · noise {len(noise_set)} · near-miss {len(near_set)} · idioms {len(labels['idioms'])}")
    if errs:
        ok = False
        print(f"SELF-CHECK FAILED ({len(errs)} problems):")
        for e in errs[:50]:
            print("  -", e)
    else:
        print("SELF-CHECK OK")
    return ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-12-05T03:00:00Z)")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    end = DEFAULT_END
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    return 0 if self_check(a.out, res["labels"], end, a.days, a.channels) else 1


if __name__ == "__main__":
    sys.exit(main())
