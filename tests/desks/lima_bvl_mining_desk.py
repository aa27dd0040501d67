#!/usr/bin/env python3
"""Desk generator: Lima (BVL) mining equities / ADRs, PEN NDFs and LME hedges.

Produces a seeded, busy day (or days) of one desk's Discord channel(s) as a capture
stream (see shared/CAPTURE-FORMAT.md) plus ground-truth labels for hard events.
Standard library only; output is a pure function of the arguments.

CLI:
    python -m tests.desks.lima_bvl_mining_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "lima_bvl_mining_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1032870676367409198"
BASE_CHANNEL_IDS = [
    "1055267645915007374",
    "1109718831141358996",
    "1093534415534165374",
    "1124530029304613659",
]
# Last day ends at Lima midnight (UTC-5, no DST) -> 2026-12-07 is the default day.
DEFAULT_END = datetime(2026, 12, 8, 5, 0, 0, tzinfo=timezone.utc)
LIMA = timezone(timedelta(hours=-5))
DAY_MS = 86_400_000

# key: (display name, author id, is_bot)
PEOPLE = {
    "renzo": ("Renzo Paredes", "1095851385534546675", False),     # jefe de mesa
    "lucho": ("Lucho Quispe", "1213379283256871595", False),      # trader acciones/ADRs
    "mafer": ("Mafer Salas", "1208958528534219556", False),       # FX / NDF
    "checo": ("Checo Huamán", "1055531371834771959", False),      # metales / LME
    "gianella": ("Gianella Rojas", "1206159933854322416", False), # research minería
    "piero": ("Piero Castañeda", "1024334947942271072", False),   # junior
    "karina": ("Karina Villanueva", "1300717176032462723", False),# riesgos
    "jimmy": ("Jimmy Tello", "1081423578310249699", False),       # IT / moderador
    "diego": ("Diego Cárdenas", "1245504428991972559", False),    # mesa renta fija (otra mesa)
    "chasqui": ("chasqui-exec", "1191296009975630527", True),     # agente de ejecución
    "amauta": ("amauta-research", "1060277924497328136", True),   # agente research
    "tambo": ("tambo-triage", "1056262086478794109", True),       # agente de triage
    "puente": ("puente-oms", "1288682306860220717", True),        # bridge de ejecución
    "riesgo": ("riesgo-engine", "1115783882318939823", True),     # motor de riesgos
    "smv": ("smv-relay", "1317677042625676515", True),            # noticias SMV + wires
    "metales": ("metales-bot", "1317300495335818708", True),      # precios LME
    "deskbot": ("deskbot", "1262110691844424455", True),          # heartbeat / cron
    "ci": ("ci-runner", "1078508370390942362", True),             # CI / deploys
    "pnl": ("pnl-bot", "1039939375963308943", True),              # snapshots PnL
    "gw": ("gw-monitor", "1269851073443399972", True),            # gateway / reconexiones
}

CO = {  # short name, razón social (SMV)
    "BVN": ("Buenaventura", "COMPAÑIA DE MINAS BUENAVENTURA S.A.A."),
    "SCCO": ("Southern Copper", "SOUTHERN PERU COPPER CORPORATION, SUCURSAL DEL PERU"),
    "VOLCABC1": ("Volcan", "VOLCAN COMPAÑIA MINERA S.A.A."),
    "MINSURI1": ("Minsur", "MINSUR S.A."),
    "CVERDEC1": ("Cerro Verde", "SOCIEDAD MINERA CERRO VERDE S.A.A."),
    "FSM": ("Fortuna", "FORTUNA MINING CORP."),
    "NEXA": ("Nexa", "NEXA RESOURCES PERU S.A.A."),
}
VENUE = {"BVN": "XNYS", "SCCO": "XNYS", "FSM": "XNYS", "VOLCABC1": "XLIM",
         "MINSURI1": "XLIM", "CVERDEC1": "XLIM", "NEXA": "XNYS"}
CCY = {"BVN": "US$", "SCCO": "US$", "FSM": "US$", "VOLCABC1": "S/", "MINSURI1": "S/",
       "CVERDEC1": "US$", "NEXA": "US$"}


# ----------------------------------------------------------------------------- helpers

def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _clock(ms: int, secs: bool = False) -> str:
    d = datetime.fromtimestamp(ms / 1000, tz=LIMA)
    return d.strftime("%H:%M:%S" if secs else "%H:%M")


def _date(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=LIMA).strftime("%Y-%m-%d")


def _ddmm(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=LIMA).strftime("%d/%m/%Y")


MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def _fecha(ms: int, short: bool = False) -> str:
    x = datetime.fromtimestamp(ms / 1000, tz=LIMA)
    return f"{x.day}-{MESES[x.month - 1][:3]}" if short else f"{x.day} de {MESES[x.month - 1]}"


def _n(n: int) -> str:
    return f"{n:,}"


def _k(n: int) -> str:
    if n >= 1_000_000:
        s = f"{n / 1_000_000:.2f}".rstrip("0").rstrip(".")
        return s + "M"
    s = f"{n / 1000:.1f}".rstrip("0").rstrip(".")
    return s + "k"


def _lme(p: float) -> str:
    return f"{p:,.1f}" if p % 1 else f"{p:,.0f}"


def _px(sym: str, p: float) -> str:
    return f"{p:.3f}" if sym == "VOLCABC1" else f"{p:.2f}"


def _tick(sym: str) -> float:
    return 0.001 if sym == "VOLCABC1" else 0.01


def _channel_id(i: int) -> str:
    if i < len(BASE_CHANNEL_IDS):
        return BASE_CHANNEL_IDS[i]
    h = int(hashlib.sha256(f"{DESK}/channel/{i}".encode()).hexdigest(), 16)
    ms = 1661990400000 + h % 70_000_000_000
    return str(((ms - DISCORD_EPOCH) << 22) | (((h >> 80) % 32) << 17) | ((h >> 100) % 4096))


# ----------------------------------------------------------------------------- model

class Msg:
    def __init__(self, day, who, t, content, embeds, reply, thread, kind, hard, idiom,
                 attachments, order):
        self.day = day
        self.who = who
        self.t = t
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread        # starter Msg when posted inside a thread
        self.kind = kind            # hard | noise | near | chat
        self.hard = hard            # (event_type, facts, phrasing) or None
        self.idiom = idiom          # (idiom, expected) or None
        self.attachments = attachments or []
        self.order = order
        self.edits = []             # [(t, content)]
        self.superseded = []
        self.deleted = None
        self.bulk = None
        self.forgot = None          # (t, by_key)
        self.snip = None
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
    def __init__(self, seed, ch_idx, day_idx, start_ms, channel_id):
        self.rng = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
        brng = random.Random(f"{DESK}|book|{seed}|{ch_idx}")
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.start = start_ms
        self.channel_id = channel_id
        self.msgs: list[Msg] = []
        self.ops = []               # (t, kind, payload)
        self._order = 0
        r = self.rng
        # book: held every day, plus one rotating extra name; the rest is watchlist
        self.extra = brng.choice(["FSM", "MINSURI1", "CVERDEC1"])
        self.watch = [s for s in ["FSM", "MINSURI1", "CVERDEC1"] if s != self.extra] + ["NEXA"]
        self.held = ["BVN", "SCCO", "VOLCABC1", self.extra]
        self.P = {
            "BVN": round(r.uniform(15.6, 21.4), 2),
            "SCCO": round(r.uniform(104.0, 139.0), 2),
            "FSM": round(r.uniform(6.20, 8.70), 2),
            "VOLCABC1": round(r.uniform(0.214, 0.318), 3),
            "MINSURI1": round(r.uniform(4.10, 5.08), 2),
            "CVERDEC1": round(r.uniform(36.0, 47.6), 2),
            "NEXA": round(r.uniform(5.4, 8.9), 2),
        }
        self.usdpen = round(r.uniform(3.688, 3.812), 4)
        self.cu = round(r.uniform(9650, 11250) * 2) / 2
        self.zn = round(r.uniform(2720, 3160) * 2) / 2
        self.ag = round(r.uniform(27.5, 34.8), 2)
        self.au = round(r.uniform(2480, 3150), 1)
        self.sn = round(r.uniform(29000, 36500) / 5) * 5
        self.pos = {
            "BVN": r.choice([30000, 35000, 40000, 45000, 50000]),
            "SCCO": r.choice([4000, 5000, 6000, 7500]),
            "VOLCABC1": r.choice([3_500_000, 4_000_000, 4_200_000, 5_000_000]),
            "FSM": r.choice([40000, 50000, 60000]),
            "MINSURI1": r.choice([120000, 150000, 180000]),
            "CVERDEC1": r.choice([6000, 8000, 10000]),
        }
        self.ndf_short = r.choice([12, 14, 15, 16, 18])      # USD millones vendidos a plazo
        self.zn_lots = r.choice([80, 100, 120, 140])
        self.cu_lots = r.choice([40, 50, 60])
        self.delta = {}
        self.ndf_roll = 0

    # time: local hour offset from window start (the window starts at Lima midnight by default)
    def at(self, h, jit_min=0.0):
        return self.start + int((h * 3600 + self.rng.uniform(0, jit_min * 60)) * 1000) + self.rng.randint(0, 999)

    def later(self, t, lo, hi):
        return t + int(self.rng.uniform(lo, hi) * 1000) + self.rng.randint(1, 999)

    def post(self, who, t, content="", embeds=None, reply=None, thread=None, kind="chat",
             hard=None, idiom=None, attachments=None):
        t = max(self.start + 1, min(t, self.start + DAY_MS - 2000))
        self._order += 1
        m = Msg(self, who, t, content, embeds, reply, thread, kind, hard, idiom, attachments,
                self._order)
        self.msgs.append(m)
        return m

    def hardpost(self, who, t, content, etype, facts, phrasing, **kw):
        return self.post(who, t, content, kind="hard", hard=(etype, facts, phrasing), **kw)

    def edit(self, m, t, content, superseded=()):
        m.edits.append((t, content))
        m.superseded.extend(superseded)

    def delete(self, m, t, snip):
        m.deleted = t
        m.snip = snip

    def bulk_delete(self, ms, t, snips):
        for m, s in zip(ms, snips):
            m.deleted = t
            m.bulk = t
            m.snip = s
        self.ops.append((t, "bulk", ms))

    def forget(self, m, t, by, snip):
        m.forgot = (t, by)
        m.snip = snip

    def pin(self, m, t, by):
        self.ops.append((t, "pin", (m, by)))

    def react(self, m, t, emoji, who):
        self.ops.append((t, "react", (m, emoji, who)))

    def ack(self, target, who=None, lo=20, hi=240):
        r = self.rng
        who = who or r.choice(["lucho", "piero", "mafer", "checo", "gianella"])
        txt = r.choice(["ok", "thx", "gracias causa", "👍", "listo", "ya", "oka", "🙏", "✅",
                        "bien ahí", "recibido", "ok gracias", "chévere", "ya pe", "👌"])
        return self.post(who, self.later(target.t, lo, hi), txt, reply=target, kind="noise",
                         thread=target.thread)

    def c(self, x):
        return self.rng.choice(x)


# ----------------------------------------------------------------------------- background noise

def sc_heartbeats(d: Day):
    r = d.rng
    uptime_d = r.randint(3, 40)
    skip = set(r.sample(range(24), 5))
    for h in range(24):
        if h in skip:
            continue
        t = d.at(h + r.uniform(0.0, 0.04))
        lag = r.randint(22, 95)
        q = r.choice([0, 0, 0, 0, 1, 2])
        d.post("deskbot", t, d.c([
            f"♥ deskbot ok · {_clock(t)} · uptime {uptime_d}d {h:02d}h · lag {lag}ms · queue {q}",
            f"heartbeat {_clock(t)} — gateway ok, store ok, lag={lag}ms, pending={q}",
            f"♥ {_clock(t)} ok (lag {lag}ms, cola {q}, workers 4/4)",
        ]) + f"\n`gw=ok store=ok relay=ok oms_bridge={'ok' if r.random() < 0.95 else 'degraded'} "
             f"mem={r.randint(180, 420)}MB gc={r.randint(2, 30)}ms events_1h={r.randint(3, 60)} "
             f"db_wal={r.randint(1, 64)}MB`", kind="noise")
    for h in (8.0, 10.0, 12.0, 14.0, 16.0, 19.0):
        t = d.at(h + 0.02, 3)
        d.post("riesgo", t, d.c([
            f"riesgo-engine ♥ {_clock(t)} · feed precios ok · 17 límites monitoreados · all limits ok",
            f"hb riesgo-engine {_clock(t)} status=ok limits=17 stale_prices=0",
            f"♥ riesgo {_clock(t)}: sin alertas, marks al {_clock(t - 60000)}",
        ]), kind="noise")


def sc_metals(d: Day):
    r = d.rng
    cu, zn, ag, sn = d.cu, d.zn, d.ag, d.sn
    cu0, zn0 = cu * (1 - r.uniform(-0.012, 0.012)), zn * (1 - r.uniform(-0.012, 0.012))
    for h in range(3, 13):
        t = d.at(h + 0.01, 2)
        cu = round((cu + r.uniform(-35, 35)) * 2) / 2
        zn = round((zn + r.uniform(-14, 14)) * 2) / 2
        ag = round(ag + r.uniform(-0.18, 0.18), 2)
        pb = round(r.uniform(1930, 2120) * 2) / 2
        ni = round(r.uniform(15200, 17400) / 5) * 5
        al = round(r.uniform(2480, 2790) * 2) / 2
        cch = (cu / cu0 - 1) * 100
        zch = (zn / zn0 - 1) * 100
        if r.random() < 0.5:
            d.post("metales", t,
                   f"📊 LME 3M {_clock(t)} Lima\n"
                   f"CA  {_lme(cu):>9}  {cch:+.2f}%\n"
                   f"ZS  {_lme(zn):>9}  {zch:+.2f}%\n"
                   f"PB  {_lme(pb):>9}\n"
                   f"NI  {_lme(ni):>9}\n"
                   f"AH  {_lme(al):>9}\n"
                   f"SN  {_lme(sn):>9}\n"
                   f"AG spot {ag:.2f} · AU spot {d.au:,.1f}\n"
                   f"spreads cash/3M: CA {r.uniform(-60, 25):+.1f} · ZS {r.uniform(-40, 30):+.1f} · PB {r.uniform(-30, 20):+.1f}\n"
                   f"SHFE (último): CU {r.randint(72000, 82000):,} CNY · ZN {r.randint(21000, 25500):,} CNY · "
                   f"COMEX HG {d.cu / 2204.62:.4f}\n"
                   f"fuente: feed LME select (delay 0s) · próximo snapshot {_clock(t + 3600000)}",
                   kind="noise")
        else:
            d.post("metales", t, "", embeds=[{
                "title": f"LME 3M — {_clock(t)} Lima",
                "fields": [
                    {"name": "CA", "value": f"{_lme(cu)} ({cch:+.2f}%)", "inline": True},
                    {"name": "ZS", "value": f"{_lme(zn)} ({zch:+.2f}%)", "inline": True},
                    {"name": "PB", "value": _lme(pb), "inline": True},
                    {"name": "NI", "value": _lme(ni), "inline": True},
                    {"name": "SN", "value": _lme(sn), "inline": True},
                    {"name": "AG spot", "value": f"{ag:.2f}", "inline": True},
                ],
                "footer": "metales-bot · LME select · sin delay"}], kind="noise")
    # price alerts
    for _ in range(r.randint(3, 5)):
        h = r.uniform(3.5, 15.5)
        t = d.at(h)
        which = r.choice(["CA", "ZS", "AG", "USDPEN", "SN"])
        if which == "CA":
            lvl = _lme(round(d.cu / 50) * 50)
            txt = f"⚠️ alerta: CA 3M cruzó {lvl} {r.choice(['al alza', 'a la baja'])}"
        elif which == "ZS":
            lvl = _lme(round(d.zn / 25) * 25)
            txt = f"⚠️ alerta: ZS 3M cruzó {lvl} {r.choice(['al alza', 'a la baja'])}"
        elif which == "AG":
            txt = f"⚠️ alerta: plata spot {r.choice(['+1.5%', '-1.4%', '+2.1%'])} en 30 min ({d.ag:.2f})"
        elif which == "SN":
            txt = f"⚠️ alerta: SN 3M volatilidad 1h > 2σ ({_lme(d.sn)})"
        else:
            txt = f"⚠️ alerta: USD/PEN interbancario toca {d.usdpen + r.uniform(-0.01, 0.01):.4f}"
        d.post("metales", t, txt, kind="noise")


def sc_cron_ci(d: Day):
    r = d.rng
    t = d.at(1.0, 8)
    d.post("deskbot", t, f"cron[backup_store] ok · {_date(t)} · 1.84 GB → s3://mesa-min-backups/{_date(t)}/ · 212s", kind="noise")
    t = d.at(2.15, 10)
    n_t = r.randint(610, 680)
    d.post("ci", t,
           f"CI nightly `mesa-min/monorepo` #{r.randint(4100, 4900)} ✅ passed\n"
           f"• unit: {n_t} passed, {r.randint(0, 3)} skipped ({r.randint(160, 240)}s)\n"
           f"• integration (puente-oms ↔ FIX sim): {r.randint(40, 55)} passed\n"
           f"• lint/mypy: ok\n"
           f"branch main @ {r.getrandbits(28):07x}", kind="noise")
    t = d.at(6.0, 10)
    d.post("deskbot", t, f"cron[load_closes] ok · cierres BVL {_ddmm(t - DAY_MS)} cargados: 214 valores, 0 sin precio · NYSE ADRs: 11/11 · LME official: ok", kind="noise")
    t = d.at(12.0, 4)
    n = r.randint(5, 11)
    d.post("tambo", t, f"triage {_clock(t)} · {n} items revisados · 0 routed · {n} archivados (sin match en book/watchlist)", kind="noise",
           idiom=("cron triage summary '0 routed'", "not_hard"))
    t = d.at(17.5, 10)
    d.post("deskbot", t,
           f"cron[eod_marks] ok · {_date(t)}\n"
           f"marcados: 23 instrumentos (acciones 7, ADR 4, NDF 6, LME 6)\n"
           f"sin precio: 0 · precio stale (>15m): {r.choice([0, 0, 1])}\n"
           f"fuente FX: BCRP interbancario cierre + curva NDF contribuida\n"
           f"duración {r.randint(18, 70)}s", kind="noise")
    t = d.at(19.0, 15)
    d.post("deskbot", t, f"cron[recon_positions] ok · OMS vs custodio: 0 diferencias · OMS vs prime (LME): 0 diferencias · {r.randint(30, 60)}s", kind="noise")
    t = d.at(22.0, 20)
    d.post("deskbot", t, f"cron[cleanup_tmp] ok · borrados {r.randint(40, 400)} archivos temporales · disco 61% → {r.randint(48, 58)}%", kind="noise")
    # evening deploy, sometimes with a failed first attempt
    t = d.at(20.2, 25)
    ver = f"2.{r.randint(10, 19)}.{r.randint(0, 9)}"
    if r.random() < 0.6:
        d.post("ci", t,
               f"deploy puente-oms v{ver} → prod ❌ failed (stage: healthcheck)\n"
               f"```\nhealthcheck http://puente-oms:8081/health → 503 after 30s\n"
               f"last log: FIX session MINPE-XLIM not logged on (SeqNum mismatch 4412 != 4409)\n```\n"
               f"rollback automático a v2.{r.randint(0, 9)}.{r.randint(0, 9)} ok", kind="noise")
        t = d.later(t, 600, 1500)
    d.post("ci", t, f"deploy puente-oms v{ver} → prod ✅ ({r.randint(35, 90)}s) · sha {r.getrandbits(28):07x} · por jtello", kind="noise")
    t = d.at(23.3, 20)
    d.post("ci", t, f"deploy amauta-research prompt-pack `{r.choice(['nota-preapertura', 'eod-recap', 'hi-parser'])}` v{r.randint(30, 60)} → prod ✅", kind="noise")


def sc_reconnects_and_traces(d: Day):
    r = d.rng
    for h in sorted(r.sample([0.7, 2.6, 3.9, 5.3, 13.2, 18.4, 21.7], 3)):
        t = d.at(h, 30)
        down = r.uniform(0.8, 9.5)
        d.post("gw", t, d.c([
            f"gw-monitor: reconectado al gateway (RESUME ok, seq {r.randint(40000, 99000)}, {down:.1f}s caído)",
            f"gateway reconnect · session resumed · gap {down:.1f}s · 0 eventos perdidos",
            f"🔌 reconexión websocket ok ({down:.1f}s) · replay de {r.randint(0, 14)} eventos",
        ]), kind="noise")
    # overnight error spam, bulk-deleted in the morning by IT
    t0 = d.at(4.2, 20)
    spam = []
    snips = []
    for i in range(r.randint(3, 5)):
        cid = f"{r.getrandbits(24):06x}"
        t = d.later(t0, 20 + i * 35, 30 + i * 40)
        m = d.post("gw", t,
                   f"ERROR ws closed code=1006 conn={cid} retry={i + 1}/5 backoff={2 ** i}s (upstream: puente-oms feed)",
                   kind="noise")
        spam.append(m)
        snips.append(f"conn={cid}")
    d.bulk_delete(spam, d.at(8.05, 15), snips)
    # stack trace (stays)
    t = d.later(spam[-1].t, 60, 200)
    line = r.randint(180, 420)
    d.post("puente", t,
           "```\nTraceback (most recent call last):\n"
           "  File \"/srv/puente-oms/puente/fix/session.py\", line 212, in _pump\n"
           "    msg = await self._reader.read_message(timeout=self.hb_interval * 2)\n"
           f"  File \"/srv/puente-oms/puente/fix/reader.py\", line {line}, in read_message\n"
           "    raise SessionTimeout(self.session_id, waited)\n"
           "puente.fix.errors.SessionTimeout: MINPE-XLIM no heartbeat in 60.0s\n\n"
           "During handling of the above exception, another exception occurred:\n\n"
           "Traceback (most recent call last):\n"
           "  File \"/srv/puente-oms/puente/fix/session.py\", line 240, in _pump\n"
           "    await self.reconnect()\n"
           "  File \"/srv/puente-oms/puente/fix/session.py\", line 301, in reconnect\n"
           "    await self._logon(reset_seq=False)\n"
           "  File \"/srv/puente-oms/puente/fix/session.py\", line 333, in _logon\n"
           "    raise LogonRejected(reason)\n"
           "puente.fix.errors.LogonRejected: MsgSeqNum too low, expecting 4412 but received 4409\n```\n"
           "auto-retry con ResetSeqNumFlag=Y programado (mercado cerrado, sin órdenes vivas)",
           kind="noise")
    # daytime hiccup
    t = d.at(r.choice([10.9, 11.4, 14.6]), 20)
    m = d.post("puente", t,
               "```\nWARN  md-feed: gap detectado en canal XLIM-MD seq 1882001→1882044, pidiendo retransmisión\n"
               "WARN  md-feed: retransmisión ok (43 msgs) en 412ms\n"
               f"ERROR pricer: stale price VOLCABC1 ({r.randint(31, 75)}s) — usando último trade\n"
               "INFO  pricer: precio fresco VOLCABC1, stale flag limpiado\n```", kind="noise")
    if r.random() < 0.7:
        d.post("jimmy", d.later(m.t, 40, 200), d.c([
            "ya está, fue el feed de la bolsa, no es nuestro. tranqui",
            "eso fue la BVL que se colgó 1 min, ya volvió",
            "visto, el gap lo reportamos a la bolsa. nada que hacer de nuestro lado",
        ]), reply=m, kind="chat")


def sc_pnl(d: Day):
    r = d.rng
    for h in (10.0, 12.0, 14.0, 16.1):
        t = d.at(h + 0.03, 3)
        eq = r.randint(-180, 260) * 1000 + r.randint(0, 999)
        fx = r.randint(-60, 90) * 1000 + r.randint(0, 999)
        lme = r.randint(-80, 80) * 1000 + r.randint(0, 999)
        tot = eq + fx + lme
        title = "PnL cierre (preliminar)" if h > 16 else f"PnL intradía {_clock(t)}"
        d.post("pnl", t, "", embeds=[{
            "title": title,
            "description": f"Libro MIN-PE · USD · marks {_clock(t - 60000)}",
            "fields": [
                {"name": "Acciones/ADRs", "value": f"{eq:+,}", "inline": True},
                {"name": "NDF USD/PEN", "value": f"{fx:+,}", "inline": True},
                {"name": "LME hedges", "value": f"{lme:+,}", "inline": True},
                {"name": "Total", "value": f"{tot:+,}", "inline": False},
                {"name": "BVN", "value": f"{r.randint(-60, 90) * 1000:+,}", "inline": True},
                {"name": "SCCO", "value": f"{r.randint(-60, 90) * 1000:+,}", "inline": True},
                {"name": "VOLCABC1", "value": f"{r.randint(-30, 30) * 1000:+,}", "inline": True},
                {"name": d.extra, "value": f"{r.randint(-30, 40) * 1000:+,}", "inline": True},
                {"name": "MTD", "value": f"{r.randint(-400, 1900) * 1000:+,}", "inline": True},
                {"name": "VaR 1d util.", "value": f"{r.randint(38, 84)}%", "inline": True},
            ],
            "footer": "pnl-bot · fuente: marks OMS + curva NDF · no auditado"}], kind="noise")


# ----------------------------------------------------------------------------- desk chatter

CHAT_MORNING = [
    [("piero", "buenas buenas, recién llego, la Javier Prado hoy imposible 🥲"),
     ("lucho", "habla causa, trajiste café?"), ("piero", "nada pe, ahorita bajo")],
    [("mafer", "buenos días mesa ☕"), ("checo", "buenas, Londres ya está movido desde temprano")],
    [("lucho", "oe alguien prendió la tele de la sala? quiero ver la apertura de NY en la pantalla grande"),
     ("jimmy", "ya la prendo, dame 2 min")],
    [("gianella", "subí el modelo de BVN actualizado al drive, hoja 'NAV' tiene los cambios de ley de cabeza"),
     ("lucho", "bacán, lo reviso en el almuerzo")],
    [("renzo", "morning meeting en 10, sala 3. traigan sus números"),
     ("piero", "ya voy"), ("mafer", "voy con la curva de NDF impresa")],
    [("piero", "asu el bloomberg me pide el token otra vez"), ("jimmy", "reinicia el launcher, al toque se arregla")],
    [("checo", "ya pe, a chambear"), ("lucho", "vamos con todo hoy mesa 💪")],
]

CHAT_MIDDAY = [
    [("piero", "¿jama? hay un chifa nuevo acá atrás"), ("lucho", "yo me apunto, pero a la 1:30 cuando se calme"),
     ("mafer", "tráiganme un wantán frito porfa 🙏")],
    [("checo", "pollo a la brasa hoy o qué"), ("piero", "fijo, pido para 4?"), ("renzo", "para 5, cuenten conmigo")],
    [("lucho", "qué palta, el excel de posiciones se colgó justo ahora"),
     ("jimmy", "es el add-in de precios, ciérralo y ábrelo de nuevo"), ("lucho", "ya volvió, gracias mano")],
    [("mafer", "el interbancario está muerto, nadie quiere mostrar precio antes del BCRP"),
     ("piero", "siempre igual a esta hora")],
    [("piero", "manyas lo que hizo el cobre en 5 min? casi 1% así nomás"),
     ("checo", "algún fondo cubriendo, en el LME se vio el bloque")],
    [("gianella", "alguien tiene el último reporte de producción del MINEM? el de octubre"),
     ("piero", "te lo paso por correo"), ("gianella", "gracias!")],
    [("lucho", "piña, se me fue el precio por un tick en la otra cuenta"), ("piero", "jajaja clásico")],
    [("renzo", "recuerden que mañana viene auditoría a revisar grabaciones de las llamadas de NDF"),
     ("mafer", "ok, tengo todo ordenado"), ("checo", "🫡")],
    [("lucho", "está paja el volumen hoy en la bolsa, por fin algo de vida"),
     ("gianella", "son las AFP rebalanceando, se nota en el tape")],
]

CHAT_AFTERNOON = [  # (from, to, lines) in Lima hours
    (15.50, 15.70, [("piero", "cuánto falta pal cierre?"), ("lucho", "20 min, no te duermas")]),
    (13.70, 15.00, [("mafer", "el fixing salió en línea con lo que esperábamos, nada raro"), ("renzo", "ok")]),
    (14.10, 15.40, [("checo", "ya cerró Londres, mañana temprano reviso los warrants"), ("piero", "yo te aviso si algo se mueve en Shanghai")]),
    (16.20, 17.40, [("lucho", "ya fue, hoy fue un buen día"), ("piero", "bien ahí mesa 🙌")]),
    (14.50, 15.90, [("gianella", "me voy a la conferencia de la SNMPE, vuelvo a las 5"), ("renzo", "anota todo lo de permisos, porfa")]),
    (17.00, 17.80, [("renzo", "buen trabajo hoy gente, mañana 8:15 igual"), ("mafer", "chau chau"), ("lucho", "nos vemos")]),
    (15.00, 17.00, [("jimmy", "recuerden: a las 8pm mantenimiento del OMS, 15 min sin órdenes (igual mercado cerrado)"), ("lucho", "ok gracias por avisar")]),
]

COLOUR = [  # (who, text, from, to)
    ("checo", "el cobre viene fuerte por los datos de China, pero el volumen es bajo", 5.5, 11.0),
    ("mafer", "el sol está bien tranquilo hoy, el BCRP ni aparece", 10.0, 13.2),
    ("lucho", "NY abrió verde, mineras siguiendo al oro", 9.55, 10.2),
    ("gianella", "los spreads de concentrado de zinc siguen apretados, no veo cambio en el corto plazo", 8.0, 16.0),
    ("piero", "la BVL con poco volumen en la mañana, todo se mueve en los ADRs", 10.5, 12.0),
    ("checo", "mucho contango en el zinc hoy, cash/3M se abrió", 4.5, 12.0),
    ("lucho", "el mercado está esperando a la Fed, nadie se mueve", 10.0, 15.5),
    ("mafer", "el interbancario cerró la mañana sin presión, los exportadores vendiendo dólares", 13.0, 14.0),
    ("gianella", "la plata se desacopló un poco del oro hoy", 9.6, 16.0),
    ("renzo", "el riesgo país sigue estable, nada que preocupe por ahora", 9.0, 16.5),
]


def sc_chatter(d: Day):
    r = d.rng
    def run(convos, n, lo, hi):
        for conv in r.sample(convos, min(n, len(convos))):
            t = d.at(r.uniform(lo, hi))
            prev = None
            for who, txt in conv:
                m = d.post(who, t, txt, kind="noise" if len(txt) < 14 else "chat",
                           reply=prev if (prev and r.random() < 0.35) else None)
                prev = m
                t = d.later(t, 15, 140)
    run(CHAT_MORNING, r.randint(4, 6), 7.4, 8.9)
    run(CHAT_MIDDAY, r.randint(4, 6), 11.0, 14.2)
    for lo, hi, conv in r.sample(CHAT_AFTERNOON, r.randint(4, 6)):
        run([conv], 1, lo, hi)
    for who, txt, lo, hi in r.sample(COLOUR, r.randint(5, 7)):
        d.post(who, d.at(r.uniform(lo, hi)), txt, kind="chat")
    # evening stragglers
    for who, txt, lo, hi in r.sample([
        ("lucho", "alguien sabe si mañana hay feriado en NY? no, verdad?", 18.2, 21.0),
        ("piero", "ya en casa, cualquier cosa al wsp", 18.2, 20.0),
        ("checo", "Shanghai abrió plano, nada raro", 20.6, 22.5),
        ("mafer", "dejé la curva de NDF actualizada en la carpeta compartida", 18.2, 21.0),
        ("gianella", "mañana les paso el resumen de la conferencia", 18.5, 22.0),
    ], 3):
        d.post(who, d.at(r.uniform(lo, hi)), txt, kind="chat")


# ----------------------------------------------------------------------------- trade scenes

APPROVE = [
    ("dale, manda nomás", ["dale", "manda nomás"]),
    ("ok go 👍", ["ok go", "👍"]),
    ("👍 mándalo", ["👍", "mándalo"]),
    ("aprobado, al toque", ["aprobado", "al toque"]),
    ("ya, va. mándala", ["va", "mándala"]),
    ("sí, procede", ["sí", "procede"]),
]


def _approve(d: Day, target, who="renzo", lo=60, hi=600, thread=None, extra=None, idiom=None):
    txt, facts = d.c(APPROVE)
    if extra:
        txt = f"{txt}{extra[0]}"
        facts = facts + extra[1]
    return d.hardpost(who, d.later(target.t, lo, hi), txt, "trade_approval", facts, "reply",
                      reply=target, thread=thread, idiom=idiom)


def sc_zinc_hedge(d: Day):
    r = d.rng
    lots = r.choice([20, 25, 30, 40, 50])
    px = round((d.zn + r.uniform(-8, 12)) * 2) / 2
    stop = round(px + r.choice([55, 60, 70, 75]))
    t = d.at(5.7, 35)
    v = r.randint(0, 2)
    if v == 0:
        txt = (f"oe renzo, propongo vender {lots} lotes de zinc 3M a {_lme(px)} lim para cubrir el delta de volca, "
               f"stop {_lme(stop)}. el contango está a favor")
        facts = ["vender", f"{lots} lotes", "zinc 3M", _lme(px), _lme(stop)]
        ph = "untagged"
    elif v == 1:
        txt = (f"[PROP] ZSD 3M SELL {lots} lots @ {_lme(px)} lmt · stop {_lme(stop)} · hedge VOLCABC1 "
               f"(book lleva {d.zn_lots} lotes cortos, subimos cobertura)")
        facts = ["ZSD 3M", "SELL", f"{lots} lots", _lme(px), _lme(stop)]
        ph = "tagged"
    else:
        txt = (f"buenas, temprano nomás: vendemos {lots} lotes más de zinc 3M a {_lme(px)}? "
               f"stop {_lme(stop)}. el hedge de volca quedó corto con la subida de ayer, la propongo así")
        facts = ["vendemos", f"{lots} lotes", "zinc 3M", _lme(px), _lme(stop)]
        ph = "untagged"
    prop = d.hardpost("checo", t, txt, "trade_proposal", facts, ph)
    appr = _approve(d, prop, lo=300, hi=1500)
    if r.random() < 0.5:
        d.post("renzo", d.later(appr.t, 5, 40), "(desde el celu, llego 8:10)", kind="noise")
    ordid = f"LX-{r.randint(40000, 49999)}"
    t = d.later(appr.t, 60, 300)
    if r.random() < 0.6:
        rt = d.hardpost("checo", t, f"@chasqui-exec te paso la de zinc, trabájala en el 3M con el broker, {lots} lotes, no pases de {_lme(px - 2)}",
                        "route_decision", ["@chasqui-exec", "zinc", f"{lots} lotes"], "untagged",
                        idiom=("'te paso' handing an order to the execution agent", "route_decision"))
        t = rt.t
    t = d.later(t, 20, 90)
    ack = d.hardpost("puente", t,
                     json.dumps({"evt": "order_ack", "ord": ordid, "venue": "XLME", "sym": "ZSD 3M", "side": "SELL",
                                 "lots": lots, "px": px, "tif": "DAY", "status": "WORKING", "acct": "MIN-PE-LME"},
                                ensure_ascii=False),
                     "trade_confirmation", [ordid, "ZSD 3M", "SELL", "WORKING"], "structured",
                     idiom=("JSON order_ack line from the bridge", "trade_confirmation"))
    t = d.later(ack.t, 300, 2400)
    fpx = px + r.choice([0, 0.5, 1.0])
    fill = d.hardpost("puente", t,
                      json.dumps({"evt": "fill", "ord": ordid, "venue": "XLME", "sym": "ZSD 3M", "side": "SELL",
                                  "lots": lots, "px": fpx, "leaves": 0, "status": "FILLED"}, ensure_ascii=False),
                      "trade_fill", [ordid, "ZSD 3M", "SELL", f"\"lots\": {lots}", f"{fpx}"], "structured")
    d.ack(fill, who="checo")
    d.delta["ZS"] = d.delta.get("ZS", 0) + lots
    # stop move later (LME afternoon)
    t = d.at(11.6, 40)
    new = stop - r.choice([15, 20, 25, 30])
    v = r.randint(0, 1)
    if v == 0:
        txt = f"zinc: bajo el stop de los {lots} lotes a {_lme(new)} (antes {_lme(stop)}), ya se movió a favor"
        facts = ["zinc", "stop", _lme(new)]
    else:
        txt = f"[STOP] ZSD 3M short {lots} lots → stop {_lme(new)}"
        facts = ["ZSD 3M", "stop", _lme(new)]
    d.hardpost("checo", t, txt, "stop_or_target_change", facts, "untagged" if v == 0 else "tagged")


def sc_ndf_thread(d: Day):
    """NDF roll inside a thread; includes a confirmation later forgotten by compliance."""
    r = d.rng
    mm = r.choice([5, 6, 8, 10])
    d.ndf_roll = mm
    px = round(d.usdpen + r.uniform(0.001, 0.006), 4)
    tenor = r.choice(["1M", "2M"])
    t = d.at(9.2, 15)
    fix_ms = d.start + (30 if tenor == "1M" else 61) * DAY_MS + 12 * 3600 * 1000
    fix_d = datetime.fromtimestamp(fix_ms / 1000, tz=LIMA).day
    mes_old = MESES[datetime.fromtimestamp((d.start + 2 * DAY_MS) / 1000, tz=LIMA).month - 1][:3]
    v = r.randint(0, 1)
    if v == 0:
        txt = (f"[PROP] NDF USD/PEN {tenor}: vendo {mm} palos @ {px:.4f} para rolar la cobertura que vence. "
               f"abro hilo para no llenar el canal")
        facts = ["NDF USD/PEN", tenor, "vendo", f"{mm} palos", f"{px:.4f}"]
        ph = "tagged"
    else:
        txt = (f"propuesta NDF: vender {mm} palos USD/PEN a {tenor} en {px:.4f} o mejor, es el roll del hedge de {mes_old}. "
               f"sigo en el hilo")
        facts = ["NDF", "vender", f"{mm} palos", "USD/PEN", f"{px:.4f}"]
        ph = "untagged"
    starter = d.hardpost("mafer", t, txt, "trade_proposal", facts, ph,
                         idiom=("'palos' = USD millions in an NDF proposal", "trade_proposal"))
    th = starter
    q = d.post("piero", d.later(t, 40, 150), f"¿el nuevo fija el {fix_d} o el {fix_d + 1}? para anotarlo bien", thread=th, kind="near",
               idiom=("question about a fixing date inside the NDF thread", "not_hard"))
    d.post("mafer", d.later(q.t, 20, 80), f"el {fix_d}, fixing BCRP de las 13:30", thread=th, reply=q, kind="chat")
    appr = _approve(d, starter, lo=200, hi=700, thread=th)
    bank1, bank2 = r.sample(["BBVA", "BCP", "Scotia", "Interbank", "Citi"], 2)
    a = r.randint(2, mm - 2)
    b = mm - a
    p1 = round(px + r.choice([0.0, 0.0001, 0.0002]), 4)
    p2 = round(px + r.choice([0.0, 0.0004, 0.0006]), 4)
    t = d.later(appr.t, 300, 1500)
    f1 = d.hardpost("mafer", t, f"cerrado con {bank1} {a} palos @ {p1:.4f}, vendidos. faltan {b}", "trade_fill",
                    [bank1, f"{a} palos", f"{p1:.4f}", "vendidos"], "untagged", thread=th,
                    idiom=("NDF partial fill in prose with counterparty bank", "trade_fill"))
    d.post("lucho", d.later(f1.t, 30, 200), "bien ahí", thread=th, reply=f1, kind="noise")
    t = d.later(f1.t, 900, 3000)
    f2 = d.hardpost("mafer", t, f"[FILL] NDF {tenor} USD/PEN vendidos {b} palos @ {p2:.4f} con {bank2}. completo {mm} palos",
                    "trade_fill", ["NDF", f"{b} palos", f"{p2:.4f}", bank2], "tagged", thread=th)
    d.react(f2, d.later(f2.t, 10, 90), "✅", PEOPLE["renzo"][1])
    # confirmation with counterparty's personal phone -> forgotten
    ref = f"NDF-{r.randint(88000, 88999)}"
    phone = f"9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
    t = d.later(f2.t, 300, 1200)
    cf = d.hardpost("mafer", t,
                    f"confirmado ticket {ref} con {bank2} (el pata de la mesa, cel {phone} por si se cae el Bloomberg). "
                    f"{b} palos @ {p2:.4f} fixing {_fecha(fix_ms, short=True)}",
                    "trade_confirmation", [ref, bank2, f"{b} palos"], "untagged", thread=th)
    ft = d.later(cf.t, 1800, 5400)
    d.forget(cf, ft, "karina", f"cel {phone}")
    km = d.post("karina", d.later(ft, 30, 240), "borré un mensaje del hilo por datos personales de la contraparte. Mafer, los teléfonos van al CRM, no acá 🙏",
                thread=th, kind="chat")
    d.post("mafer", d.later(km.t, 30, 300), "sorry, mi culpa", thread=th, kind="noise")
    t = d.later(f2.t, 3600, 6000)
    d.post("chasqui", t,
           f"Resumen hilo NDF {tenor}:\n• propuesta {mm} palos @ {px:.4f}\n• ejecutado en 2 tramos ({bank1}, {bank2})\n"
           f"• neto NDF vendido tras el roll: {d.ndf_short} palos (mismo neto, vencimiento extendido)\n"
           f"• pendiente: enviar confirmaciones a back office", thread=th, kind="near",
           idiom=("agent's same-day recap of fills already reported", "not_hard"))


def _exec_embed(title, sym, side, qty, px, ordid, venue, status=None, extra=None, colour=None):
    fields = [
        {"name": "Símbolo", "value": sym, "inline": True},
        {"name": "Lado", "value": side, "inline": True},
        {"name": "Cantidad", "value": qty, "inline": True},
        {"name": "Precio", "value": px, "inline": True},
    ]
    if status:
        fields.append({"name": "Estado", "value": status, "inline": True})
    for n, v in (extra or []):
        fields.append({"name": n, "value": v, "inline": True})
    fields.append({"name": "Cuenta", "value": "MIN-PE-01", "inline": True})
    fields.append({"name": "Estrategia", "value": "LMT / DAY" if venue != "XLME" else "voz / broker", "inline": True})
    e = {"title": title, "author": "puente-oms",
         "description": f"Reporte de ejecución FIX · ClOrdID MINPE-{ordid} · sesión MINPE-{venue} · "
                        f"origen chasqui-exec · validación pre-trade riesgo-engine ok",
         "fields": fields,
         "footer": f"ord {ordid} · venue {venue} · acct MIN-PE-01"}
    if colour:
        e["color"] = colour
    return e


def sc_bvn(d: Day):
    """BVN buy proposed inside the morning note; approval, routing, embed confirmation/fills, stop edited twice."""
    r = d.rng
    p = d.P["BVN"]
    qty = r.choice([20000, 25000, 30000])
    lim = round(p - r.choice([0.05, 0.08, 0.10, 0.12]), 2)
    stop = round(lim - r.choice([0.65, 0.70, 0.80, 0.90]), 2)
    tgt = round(lim * r.uniform(1.09, 1.14), 2)
    return dict(qty=qty, lim=lim, stop=stop, tgt=tgt)


def sc_bvn_after(d: Day, note, bv):
    r = d.rng
    qty, lim, stop, tgt = bv["qty"], bv["lim"], bv["stop"], bv["tgt"]
    aq = r.choice([qty, qty - 5000])
    t = d.at(8.55, 12)
    if aq == qty:
        txt, facts = d.c([(f"aprobada la de BVN, {_k(qty)} a {lim:.2f}", ["aprobada", "BVN", _k(qty), f"{lim:.2f}"]),
                          (f"ok con BVN {_k(qty)} @ {lim:.2f}, dale", ["BVN", _k(qty), f"{lim:.2f}", "dale"])])
    else:
        txt, facts = (f"ok, aprobado lo de BVN pero {_k(aq)} nomás, no {_k(qty)}. límite {lim:.2f}",
                      ["aprobado", "BVN", f"{_k(aq)} nomás", f"{lim:.2f}"])
    appr = d.hardpost("renzo", t, txt, "trade_approval", facts, "reply", reply=note,
                      idiom=("lead approves a proposal buried in the agent's morning note, resized", "trade_approval"))
    t = d.later(appr.t, 60, 400)
    d.hardpost("amauta", t, f"routing: BVN compra {_n(aq)} lim {lim:.2f} → chasqui-exec (apertura NY 09:30)",
               "route_decision", ["BVN", _n(aq), "chasqui-exec"], "structured")
    ordid = f"{r.getrandbits(24):06x}"
    t = d.at(9.5, 1.5)
    d.hardpost("puente", t, "", "trade_confirmation", ["BVN", "BUY", _n(aq), ordid, "ACEPTADA"], "embed",
               embeds=[_exec_embed("Orden aceptada", "BVN", "BUY", _n(aq), f"{lim:.2f} LMT", ordid, "XNYS",
                                   status="ACEPTADA", extra=[("TIF", "DAY")])],
               idiom=("embed-only order acceptance with ord/venue footer", "trade_confirmation"))
    q1 = r.choice([8000, 10000, 12000])
    q1 = min(q1, aq - 5000)
    px1 = round(lim - 0.01 * r.randint(0, 2), 2)
    px2 = round(lim - 0.01 * r.randint(0, 1), 2)
    t = d.later(t, 30, 400)
    f1 = d.hardpost("puente", t, "", "trade_fill", ["BVN", "BUY", _n(q1), f"{px1:.2f}"], "embed",
                    embeds=[_exec_embed("Ejecución parcial", "BVN", "BUY", _n(q1), f"{px1:.2f}", ordid, "XNYS",
                                        extra=[("Pendiente", _n(aq - q1))])],
                    idiom=("embed-only partial fill", "trade_fill"))
    t = d.later(f1.t, 200, 1500)
    f2 = d.hardpost("puente", t, "", "trade_fill", ["BVN", "BUY", _n(aq - q1), f"{px2:.2f}"], "embed",
                    embeds=[_exec_embed("Ejecución completa", "BVN", "BUY", _n(aq - q1), f"{px2:.2f}", ordid, "XNYS",
                                        extra=[("Pendiente", "0")])])
    avg = (q1 * px1 + (aq - q1) * px2) / aq
    d.delta["BVN"] = d.delta.get("BVN", 0) + aq
    summ = f2
    if r.random() < 0.45:
        t = d.later(f2.t, 20, 120)
        summ = d.hardpost("chasqui", t, f"✅ comprados {_k(aq)} BVN, prom {avg:.3f}. orden {ordid} cerrada",
                          "trade_fill", ["comprados", _k(aq), "BVN", f"{avg:.3f}"], "reply", reply=f2,
                          idiom=("execution agent's fill recap as a reply", "trade_fill"))
    d.ack(summ, who="lucho")
    d.react(f2, d.later(f2.t, 30, 200), "💪", PEOPLE["lucho"][1])
    # stop: set, then moved twice by editing the same message
    t = d.later(summ.t, 300, 1200)
    s1 = f"{stop:.2f}"
    s2 = f"{stop + r.choice([0.20, 0.25, 0.30]):.2f}"
    s3 = f"{float(s2) + r.choice([0.15, 0.20, 0.25]):.2f}"
    m = d.hardpost("lucho", t, f"stop BVN {s1} puesto en el OMS para los {_k(aq)}", "stop_or_target_change",
                   ["BVN", s3, _k(aq)], "untagged",
                   idiom=("stop level moved twice by editing the same message", "stop_or_target_change"))
    d.edit(m, d.at(11.3, 30), f"stop BVN {s2} puesto en el OMS para los {_k(aq)} (subido)", superseded=[s1])
    d.edit(m, d.at(14.7, 40), f"stop BVN {s3} puesto en el OMS para los {_k(aq)} (subido 2 veces, trailing)", superseded=[s2])
    d.pin(m, d.later(t, 60, 400), PEOPLE["renzo"][1])
    d.react(m, d.later(t, 60, 400), "📌", PEOPLE["renzo"][1])
    q = d.post("piero", d.at(15.2, 20), "¿a cuánto quedó el stop de BVN al final? para el reporte", kind="near")
    d.post("lucho", d.later(q.t, 30, 200), "está en el pin", reply=q, kind="chat")


def sc_volca(d: Day):
    r = d.rng
    p = d.P["VOLCABC1"]
    qty = r.choice([800_000, 1_000_000, 1_200_000, 1_500_000])
    lim = round(p + 0.001 * r.randint(1, 4), 3)
    t = d.at(10.1, 25)
    v = r.randint(0, 2)
    if v == 0:
        txt = f"s {_k(qty)} volcabc1 @ {lim:.3f} lim, si no pasa lo dejo working hasta el cierre"
        facts = ["s", _k(qty), "volcabc1", f"{lim:.3f}"]
    elif v == 1:
        txt = f"vendo {_k(qty)} VOLCABC1 @ {lim:.3f}, aligerando antes del HI"
        facts = ["vendo", _k(qty), "VOLCABC1", f"{lim:.3f}"]
    else:
        txt = f"s {_k(qty)} volca @ {lim:.3f} lmt — bajando exposición, ya estamos cerca del límite"
        facts = ["s", _k(qty), "volca", f"{lim:.3f}"]
    prop = d.hardpost("lucho", t, txt, "trade_proposal", facts, "shorthand",
                      idiom=("M-suffixed size in shorthand sell of a BVL line", "trade_proposal"))
    appr = _approve(d, prop, lo=40, hi=400,
                    idiom=("short reply approval from the desk lead", "trade_approval"))
    ordid = f"V-{r.randint(55000, 59999)}"
    t = d.later(appr.t, 30, 200)
    ack = d.hardpost("puente", t,
                     f"ORD ACK ord={ordid} sym=VOLCABC1 side=SELL qty={qty} px={lim:.3f} tif=DAY venue=XLIM status=WORKING",
                     "trade_confirmation", [ordid, "VOLCABC1", "SELL", "WORKING"], "structured")
    q1_wrong = r.choice([250_000, 300_000, 450_000])
    q1 = q1_wrong + r.choice([50_000, 100_000])
    t = d.later(ack.t, 600, 2400)
    f = d.hardpost("puente", t,
                   f"FILL ord={ordid} sym=VOLCABC1 side=SELL qty={q1_wrong} px={lim:.3f} leaves={qty - q1_wrong}",
                   "trade_fill", [ordid, "VOLCABC1", "SELL", f"qty={q1}", f"px={lim:.3f}"], "structured",
                   idiom=("key=value fill corrected by an edit", "trade_fill"))
    et = d.later(f.t, 120, 900)
    d.edit(f, et,
           f"FILL ord={ordid} sym=VOLCABC1 side=SELL qty={q1} px={lim:.3f} leaves={qty - q1} (corr: trade report BVL)",
           superseded=[f"qty={q1_wrong}", f"leaves={qty - q1_wrong}"])
    d.post("lucho", d.later(et, 30, 400), "ojo que la bolsa corrigió el fill de volca, ya se actualizó", kind="near")
    d.delta["VOLCABC1"] = d.delta.get("VOLCABC1", 0) - q1
    t = d.at(15.62, 12)
    d.hardpost("puente", t,
               f"CXL ord={ordid} sym=VOLCABC1 side=SELL cum={q1} leaves=0 status=CANCELLED reason=user_cxl by=lquispe",
               "trade_confirmation", [ordid, "VOLCABC1", "CANCELLED"], "structured")
    n = d.post("piero", d.later(t, 30, 300), f"un stop en {p - 0.015:.3f} para lo que queda de volca sería lo lógico, ¿no?",
               kind="near", idiom=("'a stop at X would be sensible' with no decision", "not_hard"))
    d.post("lucho", d.later(n.t, 30, 300), "mañana lo vemos con calma", reply=n, kind="chat")
    # stop update by the execution agent (structured)
    if r.random() < 0.5:
        return
    old = round(p - 0.022, 3)
    new = round(old + 0.005, 3)
    t = d.at(16.2, 10)
    d.hardpost("chasqui", t, f"STOP_UPDATE sym=VOLCABC1 type=stop_loss old={old:.3f} new={new:.3f} qty_cubierta={d.pos['VOLCABC1'] - q1} by=lquispe",
               "stop_or_target_change", ["VOLCABC1", "stop_loss", f"new={new:.3f}"], "structured")


def sc_rejected(d: Day):
    r = d.rng
    sym = d.c([s for s in d.watch if s != "NEXA"])
    p = d.P[sym]
    qty = {"FSM": 40000, "MINSURI1": 60000, "CVERDEC1": 5000}[sym] + r.choice([0, 10000 if sym != "CVERDEC1" else 1000])
    lim = round(p, 2)
    stop = round(p * 0.955, 2)
    t = d.at(r.choice([10.7, 13.8]), 25)
    prop = d.hardpost("piero", t,
                      f"propongo comprar {_k(qty)} {sym} @ {lim:.2f}, stop {stop:.2f}. el {'estaño' if sym == 'MINSURI1' else 'metal'} está volando y está barata vs pares; "
                      f"revisé el libro y hay oferta suficiente hasta {lim + 2 * _tick(sym):.2f}, el P/NAV está en mínimos del año y la junta "
                      f"puede traer dividendo. si no les convence el tamaño lo bajo a la mitad",
                      "trade_proposal", ["comprar", _k(qty), sym, f"{lim:.2f}", f"{stop:.2f}"], "untagged")
    t = d.later(prop.t, 120, 900)
    txt, facts = d.c([
        (f"no, {sym} no por ahora. hasta que salga el HI de la junta no entramos", [sym, "no por ahora"]),
        (f"rechazado. no abrimos {sym} esta semana, ya estamos full de riesgo minero", ["rechazado", sym]),
        (f"nel, {sym} no. no hay presupuesto de riesgo para una línea nueva", [sym, "nel"]),
    ])
    d.hardpost("renzo", t, txt, "trade_approval", facts, "reply", reply=prop,
               idiom=("lead rejects a junior's proposal", "trade_approval"))
    d.post("piero", d.later(t, 20, 120), "ok, entendido", kind="noise")


def sc_deleted(d: Day):
    r = d.rng
    p = d.P["SCCO"]
    qty = r.choice([1500, 2000, 2500])
    lim = round(p - r.uniform(0.4, 1.2), 2)
    stp = round(lim * 0.97, 2)
    t = d.at(r.uniform(11.0, 12.3))
    txt = f"compra {_k(qty)} SCCO @ {lim:.2f} stop {stp:.2f}, que Tía María ya está en precio"
    m = d.hardpost("lucho", t, txt, "trade_proposal", ["compra", _k(qty), "SCCO", f"{lim:.2f}"], "shorthand")
    d.delete(m, d.later(t, 40, 200), f"{_k(qty)} SCCO @ {lim:.2f} stop {stp:.2f}")
    d.post("lucho", d.later(t, 220, 400), "borré eso, era para mi cuenta personal de práctica 🤦", kind="chat")
    # non-hard forget: personal data
    t = d.at(r.uniform(13.0, 14.0))
    dni = f"{r.randint(40, 79)}{r.randint(100000, 999999)}"
    m2 = d.post("piero", t, f"jimmy mi DNI para el pase del edificio es {dni}, ¿me lo activas?", kind="chat")
    d.forget(m2, d.later(t, 300, 1200), "jimmy", f"DNI para el pase del edificio es {dni}")
    d.post("jimmy", d.later(t, 1300, 1500), "listo Piero, activado. y no pongas tu DNI en el canal pe, lo borré", kind="chat")
    # a plain noise delete
    t = d.at(r.uniform(15.0, 16.0))
    m3 = d.post("checo", t, "jajaja miren este meme del cobre xd", kind="noise",
                attachments=[{"id": str(((t - DISCORD_EPOCH) << 22) | 77), "filename": "cobre_meme.jpg", "size": 88213,
                              "url": "https://cdn.discordapp.com/attachments/x/cobre_meme.jpg"}])
    d.delete(m3, d.later(t, 60, 300), "miren este meme del cobre")


def sc_scco(d: Day):
    r = d.rng
    p = d.P["SCCO"]
    old = round(p * 1.06, 2)
    new = round(old + r.choice([3.0, 4.5, 5.0]), 2)
    t = d.at(14.4, 40)
    d.hardpost("lucho", t, f"[TP] SCCO: subo target a {new:.2f} desde {old:.2f}, el cobre acompaña",
               "stop_or_target_change", ["SCCO", "target", f"{new:.2f}"], "tagged")
    st = round(p * 0.93, 2)
    t = d.at(15.1, 30)
    d.hardpost("lucho", t, f"SCCO: saco el stop mental, queda stop duro en {st:.2f} en el OMS para los {_n(d.pos['SCCO'])}",
               "stop_or_target_change", ["SCCO", "stop duro", f"{st:.2f}"], "untagged")


def sc_extra_resize(d: Day):
    """Agent proposes on the extra held name (structured); risk engine resizes; fill."""
    r = d.rng
    sym = d.extra
    p = d.P[sym]
    base = {"FSM": 30000, "MINSURI1": 80000, "CVERDEC1": 6000}[sym]
    qty = base
    alw = int(base * r.choice([0.6, 0.7, 0.75]) / 1000) * 1000 if sym != "CVERDEC1" else int(base * 0.7 / 100) * 100
    lim = round(p - 0.02, 2)
    stop = round(p * 0.95, 2)
    tgt = round(p * 1.12, 2)
    t = d.at(10.45, 30)
    prop = d.hardpost("amauta", t,
                      f"PROPOSAL sym={sym} side=BUY qty={qty} lim={lim:.2f} stop={stop:.2f} tgt={tgt:.2f} "
                      f"rationale=\"pullback a soporte, {('plata' if sym == 'FSM' else 'estaño' if sym == 'MINSURI1' else 'cobre')} firme\"",
                      "trade_proposal", [f"sym={sym}", "side=BUY", f"qty={qty}", f"lim={lim:.2f}"], "structured",
                      idiom=("key=value proposal from the research agent", "trade_proposal"))
    appr = _approve(d, prop, lo=200, hi=900)
    ordid = f"F-{r.randint(77000, 77999)}"
    t = d.later(appr.t, 40, 240)
    d.hardpost("riesgo", t,
               "ts,book,rule,ord,sym,side,req_qty,alw_qty,action\n"
               f"{_iso(t)[:19]}Z,MIN-PE,single_name_gross,{ordid},{sym},BUY,{qty},{alw},RESIZE",
               "risk_limit", [ordid, sym, str(alw), "RESIZE"], "structured",
               idiom=("CSV with header: risk engine resizes an order", "risk_limit"))
    t = d.later(t, 5, 40)
    d.hardpost("puente", t, "", "trade_confirmation", [sym, "BUY", _n(alw), ordid], "embed",
               embeds=[_exec_embed("Orden aceptada (resize riesgo)", sym, "BUY", _n(alw), f"{lim:.2f} LMT", ordid,
                                   VENUE[sym], status="ACEPTADA")])
    t = d.later(t, 120, 1500)
    f = d.hardpost("puente", t, "", "trade_fill", [sym, "BUY", _n(alw), f"{lim:.2f}"], "embed",
                   embeds=[_exec_embed("Ejecución completa", sym, "BUY", _n(alw), f"{lim:.2f}", ordid, VENUE[sym],
                                       extra=[("Pendiente", "0")])])
    d.ack(f)
    d.delta[sym] = d.delta.get(sym, 0) + alw


def sc_copper(d: Day):
    r = d.rng
    lots = r.choice([10, 15, 20])
    px = round((d.cu + r.uniform(-15, 15)) * 2) / 2
    t = d.at(7.1, 40)
    prop = d.hardpost("checo", t, f"b {lots} lots CA 3M @ {_lme(px)} — recompro parte del hedge, scco ya pesa menos en el book",
                      "trade_proposal", ["b", f"{lots} lots", "CA 3M", _lme(px)], "shorthand",
                      idiom=("'b N lots' shorthand on an LME hedge", "trade_proposal"))
    appr = _approve(d, prop, lo=200, hi=1200)
    ordid = f"LX-{r.randint(50000, 59999)}"
    t = d.later(appr.t, 200, 1200)
    fpx = px - r.choice([0, 0.5, 1.5])
    d.hardpost("puente", t, "", "trade_fill", ["CA 3M", "BUY", f"{lots} lots", _lme(fpx)], "embed",
               embeds=[{"title": "LME fill", "author": "puente-oms",
                        "fields": [{"name": "Contrato", "value": "CA 3M", "inline": True},
                                   {"name": "Lado", "value": "BUY", "inline": True},
                                   {"name": "Cantidad", "value": f"{lots} lots", "inline": True},
                                   {"name": "Precio", "value": _lme(fpx), "inline": True},
                                   {"name": "Prompt", "value": "3M rolling", "inline": True}],
                        "footer": f"ord {ordid} · venue XLME · broker MKS · acct MIN-PE-LME"}])
    d.delta["CA"] = d.delta.get("CA", 0) + lots


def sc_breach(d: Day):
    r = d.rng
    lim = 20_000_000
    # old and new NDF legs overlap until the old one fixes: gross short = book + roll size
    val = (d.ndf_short + d.ndf_roll) * 1_000_000
    if val <= lim:
        return
    t = d.at(12.8, 25)
    m = d.hardpost("riesgo", t,
                   "ts,book,limit,scope,value,limit_value,status\n"
                   f"{_iso(t)[:19]}Z,MIN-PE,ndf_net_usd,USD/PEN,-{val},-{lim},BREACH",
                   "risk_limit", ["ndf_net_usd", f"-{val}", "BREACH"], "structured")
    t = d.later(t, 120, 600)
    k = d.hardpost("karina", t,
                   f"ok, esto es por el roll que se cruzó con el vencimiento. Mafer baja el neto a 19 palos antes del fixing "
                   f"(cierra la pata vieja), el límite se mantiene en 20 palos y no se sube",
                   "risk_limit", ["19 palos", "límite", "20 palos"], "reply", reply=m)
    d.post("mafer", d.later(k.t, 30, 200), "ya, lo hago al toque", reply=k, kind="noise")


def sc_risk_limits(d: Day):
    r = d.rng
    old = r.choice([3.5, 4.0])
    new = old - r.choice([0.5, 1.0])
    t = d.at(8.75, 15)
    if r.random() < 0.5:
        d.hardpost("karina", t,
                   f"buenos días. desde hoy el límite de gross en VOLCABC1 baja a S/ {new:.1f}M (antes {old:.1f}M) por liquidez, "
                   f"comité lo aprobó ayer. el motor ya lo tiene cargado",
                   "risk_limit", ["VOLCABC1", f"S/ {new:.1f}M"], "untagged",
                   idiom=("risk manager lowers a single-name limit in prose", "risk_limit"))
    else:
        d.hardpost("karina", t,
                   "buenos días mesa. resumen del comité de ayer para los que no estuvieron: se revisó la liquidez de las "
                   "posiciones locales con el volumen de los últimos 60 días, se discutió el tratamiento de los NDF en el "
                   "cálculo de VaR y se aprobó el calendario de revisiones del próximo año. "
                   f"lo que les toca: el límite de gross en VOLCABC1 baja a S/ {new:.1f}M desde hoy (antes {old:.1f}M). "
                   "el resto de límites por emisor queda igual hasta la revisión trimestral. el acta la mando por correo "
                   "en la tarde y cualquier duda me buscan después del morning",
                   "risk_limit", ["VOLCABC1", f"S/ {new:.1f}M"], "buried",
                   idiom=("limit change buried in a committee summary", "risk_limit"))
    oldv = r.choice([1_200_000, 1_300_000])
    newv = oldv - 200_000
    t = d.at(9.02, 6)
    d.hardpost("riesgo", t,
               "ts,book,limit,scope,old,new,set_by\n"
               f"{_iso(t)[:19]}Z,MIN-PE,var_1d_usd,desk,{oldv},{newv},kvillanueva",
               "risk_limit", ["var_1d_usd", str(newv)], "structured")


def sc_block(d: Day):
    """A junior's order on a watch name is blocked by the engine (restricted list)."""
    r = d.rng
    sym = "CVERDEC1" if "CVERDEC1" in d.watch else d.c([s for s in d.watch if s != "NEXA"])
    ordid = f"P-{r.randint(10000, 19999)}"
    qty = 2000 if sym == "CVERDEC1" else 20000
    t = d.at(15.35, 15)
    d.hardpost("riesgo", t,
               "ts,book,rule,ord,sym,side,req_qty,alw_qty,action\n"
               f"{_iso(t)[:19]}Z,MIN-PE,restricted_list,{ordid},{sym},BUY,{qty},0,BLOCK",
               "risk_limit", [ordid, sym, "BLOCK"], "structured")
    t = d.later(t, 2, 10)
    d.hardpost("puente", t, "", "trade_confirmation", [sym, "RECHAZADA", ordid], "embed",
               embeds=[_exec_embed("Orden rechazada", sym, "BUY", _n(qty), f"{d.P[sym]:.2f} LMT", ordid, VENUE[sym],
                                   status="RECHAZADA", extra=[("Motivo", "restricted_list (pre-trade)")], colour=15158332)])
    m = d.post("piero", d.later(t, 40, 300), f"uy, no sabía que {sym} estaba restringida, era la prueba del ticket nuevo", kind="chat")
    d.post("karina", d.later(m.t, 60, 400), "está restringida hasta que pase la junta, está en el correo de compliance del lunes", reply=m, kind="chat")


# ----------------------------------------------------------------------------- news + triage

def sc_news(d: Day):
    r = d.rng
    fmt_date = _ddmm(d.start + 12 * 3600 * 1000)
    # 1) SMV HI on a held name, named only by razón social (embed)
    sym = d.c(["BVN", "VOLCABC1", "SCCO"])
    short, legal = CO[sym]
    div = r.choice(['0.0280', '0.0350', '0.0410'])
    materias = {
        "BVN": [("Dividendos",
                 f"El Directorio, en sesión de la fecha, acordó distribuir un dividendo en efectivo de US$ {div} por acción "
                 f"común y por ADS, con cargo a resultados acumulados. Fecha de registro: {_fecha(d.start + 15 * DAY_MS)}; fecha de entrega: "
                 f"{_fecha(d.start + 29 * DAY_MS)}. Se adjunta el acta correspondiente."),
                ("Otros hechos de importancia",
                 "La empresa comunica el inicio de producción comercial en la unidad San Gabriel (Moquegua), con un ramp-up "
                 "previsto durante el primer trimestre. La capacidad de diseño de la planta se mantiene en 3,000 tpd.")],
        "VOLCABC1": [("Operaciones de financiamiento",
                      "Se informa la suscripción de un acuerdo con un grupo de bonistas para reperfilar los bonos con "
                      "vencimiento 2026: se extiende el plazo, se modifica el cronograma de amortización y se otorga garantía "
                      "adicional sobre acciones de subsidiarias. El acuerdo está sujeto a la aprobación de la asamblea."),
                     ("Otros hechos de importancia",
                      "Se comunica la paralización temporal de la unidad Chungar por bloqueo de la vía de acceso por parte de "
                      "comuneros. La empresa evalúa el impacto en la producción de zinc y plomo y mantiene diálogo con las "
                      "autoridades.")],
        "SCCO": [("Otros hechos de importancia",
                  "Se reprograma el inicio de operaciones del proyecto Tía María (Arequipa) al segundo semestre de 2027, "
                  "por demoras en la obtención de permisos complementarios de agua."),
                 ("Acuerdos de Directorio",
                  "El Directorio aprobó el programa de inversiones para Perú de US$ 1,200 millones para el año 2027, "
                  "incluyendo la ampliación de Toquepala y el avance de Tía María.")],
    }
    mat, desc = d.c(materias[sym])
    t = d.at(7.4, 50)
    hi_no = f"HI-{r.randint(2026110000, 2026129999)}"
    hi = d.hardpost("smv", t, "", "held_position_news", [legal, mat], "embed",
                    embeds=[{"title": "SMV · Hecho de Importancia", "description": desc, "author": "smv-relay",
                             "url": f"https://www.smv.gob.pe/hechos/{hi_no}",
                             "fields": [{"name": "Emisor", "value": legal, "inline": False},
                                        {"name": "Materia", "value": mat, "inline": True},
                                        {"name": "Fecha", "value": fmt_date, "inline": True},
                                        {"name": "Adjuntos", "value": "2 (carta, acta)", "inline": True}],
                             "footer": f"{hi_no} · smv.gob.pe"}],
                    idiom=("SMV hecho de importancia naming the issuer only by razón social", "held_position_news"))
    t = d.later(hi.t, 30, 240)
    d.hardpost("tambo", t, f"{hi_no} ({short}) → ruteado a @{PEOPLE['lucho'][0]} para revisión, posición viva en {sym}",
               "route_decision", [hi_no, f"@{PEOPLE['lucho'][0]}", sym], "structured",
               idiom=("triage agent routes an SMV filing to the trader who holds the name", "route_decision"))
    # 2) wire headline on zinc (underlying of the LME hedge)
    t = d.at(5.2, 60)
    pct = r.choice([12, 15, 18, 22])
    stk = r.randint(80, 140) * 1000 + r.choice([0, 25, 50, 75]) * 10
    tc = r.choice([65, 80, 95])
    cut = r.choice([5, 8, 10])
    hl, facts, body = d.c([
        (f"*LME ZINC ON-WARRANT STOCKS DROP {pct}% TO {_n(stk)} TONS, LOWEST SINCE 2023",
         ["LME ZINC", f"DROP {pct}%", f"{_n(stk)} TONS"],
         "Cancelaciones concentradas en Singapur y Port Klang; el spread cash/3M se estrechó en la sesión asiática."),
        (f"*ZINC 2027 BENCHMARK TREATMENT CHARGE SET AT ${tc}/T, DOWN FROM 2026",
         ["ZINC", "TREATMENT CHARGE", f"${tc}/T"],
         "El acuerdo entre una minera europea y fundiciones chinas fija el nivel más bajo en décadas."),
        (f"*CHINA ZINC SMELTERS AGREE JOINT OUTPUT CUT OF {cut}% FOR 1Q",
         ["ZINC", "OUTPUT CUT", f"{cut}%"],
         "El grupo de fundiciones cita márgenes negativos por TC spot cercanos a cero."),
    ])
    zn = d.hardpost("smv", t, f"📰 {hl}\n> {body}", "held_position_news", facts, "untagged",
                    idiom=("zinc headline counts as news on the held LME hedge", "held_position_news"))
    d.post("checo", d.at(6.6, 20), "ojo con lo del zinc de la madrugada, sostiene el precio. el hedge sufre un poco pero volca lo compensa",
           reply=zn, kind="chat")
    # 3) BCRP (underlying of the NDF book)
    rate = r.choice(["4.25%", "4.00%", "4.50%"])
    if r.random() < 0.5:
        t = d.at(r.choice([18.0, 18.25]), 10)
        txt = (f"📰 BCRP mantiene tasa de referencia en {rate}\n"
               f"> El Directorio del BCRP acordó mantener la tasa de interés de referencia. La inflación a doce meses se "
               f"ubicó dentro del rango meta y las expectativas de inflación se mantienen ancladas. El próximo programa "
               f"monetario será en enero.")
        facts = ["BCRP", "tasa de referencia", rate]
    else:
        amt = r.choice([120, 150, 210])
        t = d.at(13.7, 20)
        txt = (f"📰 BCRP vendió US$ {amt} millones en el mercado spot y colocó CD reajustables\n"
               f"> Es la mayor intervención cambiaria del mes; el tipo de cambio interbancario había tocado máximos de la "
               f"semana en la mañana.")
        facts = ["BCRP", f"US$ {amt} millones", "spot"]
    bc = d.hardpost("smv", t, txt, "held_position_news", facts, "untagged",
                    idiom=("central bank headline as news on the held PEN NDF", "held_position_news"))
    if r.random() < 0.6:
        d.hardpost("tambo", d.later(bc.t, 20, 200), f"BCRP → routing to @{PEOPLE['mafer'][0]} (libro NDF USD/PEN)",
                   "route_decision", ["BCRP", f"@{PEOPLE['mafer'][0]}", "NDF"], "structured")
    # 4) watchlist news
    w = d.c(d.watch)
    wheads = {
        "FSM": [("*FORTUNA MINING 4Q SILVER-EQUIVALENT OUTPUT SEEN ABOVE GUIDANCE", ["FORTUNA MINING", "ABOVE GUIDANCE"]),
                ("*FORTUNA MINING ANNOUNCES $100M SHARE BUYBACK PROGRAM", ["FORTUNA MINING", "$100M SHARE BUYBACK"])],
        "MINSURI1": [("*MINSUR SAYS SAN RAFAEL TIN OUTPUT TO FALL ~8% IN 2027 ON LOWER GRADES", ["MINSUR", "TIN OUTPUT", "~8%"]),
                     ("*MINSUR BOARD APPROVES US$150M DIVIDEND", ["MINSUR", "US$150M DIVIDEND"])],
        "CVERDEC1": [("*CERRO VERDE TO PAY $300M DIVIDEND, BOARD SAYS", ["CERRO VERDE", "$300M DIVIDEND"]),
                     ("*CERRO VERDE CONCENTRATOR RESUMES AFTER 3-DAY WATER SHORTAGE", ["CERRO VERDE", "CONCENTRATOR RESUMES"])],
        "NEXA": [("*NEXA RESOURCES CERRO PASCO INTEGRATION AHEAD OF SCHEDULE", ["NEXA RESOURCES", "CERRO PASCO"]),
                 ("*NEXA RESOURCES SEES 2027 ZINC OUTPUT AT 300K-330K T", ["NEXA RESOURCES", "300K-330K T"])],
    }
    wh, wf = d.c(wheads[w])
    t = d.at(r.uniform(9.7, 15.5))
    wm = d.hardpost("smv", t, f"📰 {wh}\n> Comunicado de la empresa; sin comentarios adicionales de la administración por ahora.",
                    "watchlist_news", wf, "untagged",
                    idiom=("wire headline on a watchlist name", "watchlist_news"))
    if r.random() < 0.6:
        d.post("gianella", d.later(wm.t, 120, 900), d.c([
            "lo tengo en el radar, lo comento en el morning de mañana",
            "mmm, esto cambia un poco los números del modelo, lo reviso",
            "interesante, pero sigue sin catalizador claro"]), reply=wm, kind="chat")
    # 5) second held-name wire (company name, not ticker)
    sym2 = d.c([s for s in d.held if s != sym])
    heads2 = {
        "BVN": [("*BUENAVENTURA RAISES 2027 COPPER GUIDANCE TO 60K-65K MT", ["BUENAVENTURA", "COPPER GUIDANCE", "60K-65K MT"]),
                ("*BUENAVENTURA SAYS YUMPAG SILVER OUTPUT BEATS PLAN", ["BUENAVENTURA", "YUMPAG", "BEATS PLAN"])],
        "SCCO": [("*SOUTHERN COPPER HALTS TOQUEPALA CONCENTRATOR FOR 5 DAYS OF MAINTENANCE", ["SOUTHERN COPPER", "TOQUEPALA", "5 DAYS"]),
                 ("*SOUTHERN COPPER SEES 2027 COPPER OUTPUT AT 1.0M MT", ["SOUTHERN COPPER", "1.0M MT"])],
        "VOLCABC1": [("*VOLCAN CIA MINERA 3Q NET LOSS WIDENS ON HIGHER FINANCIAL COSTS", ["VOLCAN CIA MINERA", "NET LOSS WIDENS"]),
                     ("*VOLCAN CIA MINERA SAYS CHUNGAR ACCESS ROAD REOPENED", ["VOLCAN CIA MINERA", "CHUNGAR", "REOPENED"])],
        "FSM": [("*FORTUNA MINING SAYS SEGUELA MINE ACHIEVES RECORD QUARTER", ["FORTUNA MINING", "SEGUELA", "RECORD QUARTER"]),
                ("*FORTUNA MINING CUTS 2027 CAPEX GUIDANCE BY 10%", ["FORTUNA MINING", "CAPEX GUIDANCE", "10%"])],
        "MINSURI1": [("*MINSUR SAYS MINA JUSTA COPPER OUTPUT UP 12% Y/Y", ["MINSUR", "MINA JUSTA", "12%"]),
                     ("*MINSUR TIN OUTPUT FALLS ON LOWER GRADES AT SAN RAFAEL", ["MINSUR", "TIN OUTPUT FALLS"])],
        "CVERDEC1": [("*CERRO VERDE COPPER OUTPUT RISES 6% IN OCTOBER", ["CERRO VERDE", "RISES 6%"]),
                     ("*CERRO VERDE WORKERS CALL 48-HOUR STRIKE FROM MONDAY", ["CERRO VERDE", "48-HOUR STRIKE"])],
    }
    h2, f2 = d.c(heads2[sym2])
    t = d.at(r.uniform(10.0, 15.8))
    body2 = d.c(["> La compañía lo informó en un comunicado tras el cierre de Europa; la administración realizará una "
                 "conferencia con analistas la próxima semana.",
                 "> Según fuentes cercanas, la decisión se tomó en la última sesión de directorio; el mercado esperaba la "
                 "noticia para el próximo trimestre.",
                 "> La empresa no dio más detalles sobre el impacto en costos; analistas esperan la guía formal en febrero."])
    n2 = d.hardpost("smv", t, f"📰 {h2}\n{body2}", "held_position_news", f2, "untagged",
                    idiom=("wire headline naming a held stock by company name only", "held_position_news"))
    d.post(d.c(["lucho", "gianella"]), d.later(n2.t, 60, 500),
           d.c(["lo vi, en precio", "ya estaba en el consenso, nada nuevo", "mmm interesante, lo reviso con el modelo"]),
           reply=n2, kind="chat")
    # 6) unrelated headlines (near-miss) + explicit no-route decisions
    unrelated = [
        ("*CODELCO OCTOBER COPPER OUTPUT FALLS 4% Y/Y", "Codelco"),
        ("*ALICORP SAYS BOARD APPROVES NEW BOND ISSUE OF PEN 500M", "Alicorp"),
        ("*CREDICORP 3Q NET INCOME BEATS ESTIMATES", "Credicorp"),
        ("*FERREYCORP WINS MINING FLEET CONTRACT IN CHILE", "Ferreycorp"),
        ("*ANTOFAGASTA SAYS CENTINELA SECOND CONCENTRATOR ON TRACK", "Antofagasta"),
        ("*SQM 3Q LITHIUM VOLUMES RISE 9%", "SQM"),
        ("*EUROPEAN STOCKS OPEN HIGHER LED BY AUTOMAKERS", None),
        ("*OIL RISES 1% AS OPEC+ SIGNALS STEADY OUTPUT INTO 2Q", None),
    ]
    picks = r.sample(unrelated[:6], 3) + r.sample(unrelated[6:], 1)
    for i, (h, name) in enumerate(picks):
        t = d.at(r.uniform(6.5, 16.5))
        nm = d.post("smv", t, f"📰 {h}\n> " + d.c(["Fuente: comunicado de la empresa.", "Fuente: reportes de prensa, sin confirmación oficial.",
                                                       "Fuente: presentación a inversionistas publicada hoy."]), kind="near",
                    idiom=("headline on a name the desk neither holds nor watches", "not_hard") if i == 0 else None)
        if i == 0:
            d.hardpost("tambo", d.later(nm.t, 15, 120), f"{name}: sin acción — fuera de universo (no book, no watchlist). archivado",
                       "no_route_decision", [name, "sin acción"], "structured",
                       idiom=("triage agent: 'sin acción, fuera de universo'", "no_route_decision"))
        elif i == 1 and r.random() < 0.5:
            txt, facts = d.c([(f"lo de {name} no nos mueve, no hacemos nada", [name, "no hacemos nada"]),
                              (f"{name}: nada que hacer acá, no se rutea", [name, "nada que hacer", "no se rutea"])])
            d.hardpost("renzo", d.later(nm.t, 60, 600), txt, "no_route_decision", facts, "reply", reply=nm)
    # Gestión-style local story, generic (near)
    t = d.at(r.uniform(7.0, 9.0))
    d.post("smv", t, d.c([
        "🗞️ Gestión: Inversión minera en Perú crecería 6% en 2027, según el MINEM\n> El ministerio prevé que la cartera de "
        "proyectos de ampliación sostenga el crecimiento, aunque advierte demoras en permisos y conflictos sociales en el "
        "corredor minero del sur. Los gremios piden acelerar la ventanilla única.",
        "🗞️ Gestión: BVL cerró noviembre con alza de 3.1% impulsada por mineras y financieras\n> El volumen negociado "
        "subió frente a octubre; los analistas atribuyen el avance al rebote del cobre y a compras de AFP tras el "
        "rebalanceo de portafolios.",
        "🗞️ El Comercio: exportaciones tradicionales suben 9% en octubre por mayores precios de metales\n> El cobre y el "
        "oro explicaron la mayor parte del aumento; los volúmenes embarcados se mantuvieron estables.",
    ]), kind="near")
    # SMV HI on an unrelated issuer (near)
    t = d.at(r.uniform(8.0, 17.0))
    d.post("smv", t, "", kind="near", embeds=[{
        "title": "SMV · Hecho de Importancia", "author": "smv-relay",
        "description": d.c(["Convocatoria a Junta General de Accionistas para el 15 de enero; agenda: aumento de capital y elección de directorio.",
                            "Cambio de gerente general a partir del 1 de enero; el directorio designó a su reemplazo en sesión de la fecha.",
                            "La clasificadora ratifica la categoría AA+ de los bonos corporativos, perspectiva estable."]),
        "fields": [{"name": "Emisor", "value": d.c(["CEMENTOS PACASMAYO S.A.A.", "UNACEM CORP S.A.A.", "ALICORP S.A.A.", "FERREYCORP S.A.A."]), "inline": False},
                   {"name": "Fecha", "value": fmt_date, "inline": True}],
        "footer": f"HI-{r.randint(2026110000, 2026129999)} · smv.gob.pe"}])


# ----------------------------------------------------------------------------- reports

def morning_note(d: Day, bv) -> Msg:
    r = d.rng
    P = d.P
    cu_chg = r.uniform(-1.6, 1.8)
    zn_chg = r.uniform(-1.4, 1.5)
    t = d.at(7.05, 10)
    book = "\n".join([
        f"| BVN      | {_n(d.pos['BVN']):>10} ADS | {P['BVN']:>8.2f} | {r.randint(-40, 60) * 1000:+,} |",
        f"| SCCO     | {_n(d.pos['SCCO']):>10} sh  | {P['SCCO']:>8.2f} | {r.randint(-40, 60) * 1000:+,} |",
        f"| VOLCABC1 | {_n(d.pos['VOLCABC1']):>10} acc | {P['VOLCABC1']:>8.3f} | {r.randint(-20, 20) * 1000:+,} |",
        f"| {d.extra:<8} | {_n(d.pos[d.extra]):>10}     | {P[d.extra]:>8.2f} | {r.randint(-20, 30) * 1000:+,} |",
        f"| NDF USD/PEN (vendido) | {d.ndf_short} MM USD | {d.usdpen:.4f} | {r.randint(-30, 30) * 1000:+,} |",
        f"| ZS 3M (corto)  | {d.zn_lots} lotes | {_lme(d.zn)} | {r.randint(-30, 30) * 1000:+,} |",
        f"| CA 3M (corto)  | {d.cu_lots} lotes | {_lme(d.cu)} | {r.randint(-30, 30) * 1000:+,} |",
    ])
    txt = (
        f"**Nota pre-apertura — Mesa Minería BVL** ({_clock(t)} Lima)\n\n"
        f"**Overnight**\n"
        f"• Cobre LME 3M {_lme(d.cu)} ({cu_chg:+.1f}%), zinc 3M {_lme(d.zn)} ({zn_chg:+.1f}%), plata {d.ag:.2f}, oro {d.au:,.1f}.\n"
        f"• SHFE cobre {r.choice(['cerró plano', 'cerró +0.6%', 'cerró -0.4%', 'rebotó en la tarde'])}; inventarios LME cobre {_n(r.randint(120, 260) * 1000)} t.\n"
        f"• USD/PEN cerró ayer en {d.usdpen + r.uniform(-0.006, 0.006):.4f}; NDF 1M indicado {d.usdpen + 0.001:.4f}/{d.usdpen + 0.0035:.4f}.\n"
        f"• Futuros S&P {r.uniform(-0.6, 0.7):+.1f}%, DXY {r.uniform(-0.4, 0.4):+.1f}%, EMBI Perú sin cambios.\n\n"
        f"**Book a la apertura**\n| Instrumento | Posición | Px ref | PnL d-1 (USD) |\n|---|---|---|---|\n{book}\n\n"
        f"**Consenso vs nuestro modelo** (precio objetivo 12m)\n| nombre | consenso | modelo | # compra/mant/venta |\n|---|---|---|---|\n"
        + "\n".join(f"| {s_} | {P[s_] * r.uniform(1.02, 1.22):.2f} | {P[s_] * r.uniform(1.0, 1.25):.2f} | {r.randint(3, 12)}/{r.randint(2, 8)}/{r.randint(0, 3)} |"
                    for s_ in d.held) + "\n\n"
        f"**Calendario de la semana**\n"
        f"• mar: inventarios LME, API crudo · mié: PMI China (Caixin), decisión BCRP (programa) · jue: IPC EE.UU., "
        f"producción minera MINEM · vie: vencimiento opciones COMEX, reporte SMV de tenencias de AFP\n\n"
        f"**Flujos y posicionamiento**\n"
        f"• AFP: compradoras netas de renta variable local la semana pasada (S/ {r.randint(40, 160)}M), con sesgo a financieras.\n"
        f"• Extranjeros: vendedores netos en mineras locales por {r.randint(2, 5)} sesiones; el ADR de BVN concentra el flujo.\n"
        f"• Posicionamiento especulativo en cobre (COMEX): largos netos {d.c(['subiendo', 'estables', 'bajando'])}; en el LME, "
        f"los fondos redujeron cortos en zinc.\n\n"
        f"**Técnicos**\n"
        f"• BVN: soporte {P['BVN'] * 0.96:.2f}, resistencia {P['BVN'] * 1.05:.2f}; media de 50 días en {P['BVN'] * 0.99:.2f}.\n"
        f"• SCCO: en canal alcista desde octubre; RSI {r.randint(45, 68)}.\n"
        f"• VOLCABC1: volumen promedio 20d {_n(r.randint(2, 9) * 1_000_000)} acciones; spread bid/ask 1-2 ticks.\n"
        f"• Cobre 3M: rango {_lme(d.cu - 180)}–{_lme(d.cu + 160)} en las últimas dos semanas.\n\n"
        f"**Agenda**\n• 09:00 apertura BVL · 09:30 apertura NY (ADRs)\n• 13:30 fixing BCRP\n"
        f"• SMV: hechos de importancia en el relay; {CO['VOLCABC1'][0]} con junta de bonistas pendiente\n"
        f"• 18:00 BCRP: programa monetario\n\n"
        f"**Ideas**\n"
        f"1. BVN — el descuento vs NAV se amplió a {r.randint(18, 28)}% tras la caída de ayer sin noticia propia; "
        f"San Gabriel en ramp-up y el cobre de El Brocal sostienen el flujo. "
        f"Propuesta: comprar {_n(bv['qty'])} BVN a {bv['lim']:.2f} lim, stop {bv['stop']:.2f}, target {bv['tgt']:.2f}. "
        f"Riesgo: oro en corrección, liquidez del ADR aceptable (ADV {r.randint(2, 4)}.{r.randint(0, 9)}M).\n"
        f"2. {d.watch[0]} — sigue en vigilancia; sin catalizador inmediato, no propongo nada hoy.\n"
        f"3. Zinc — TC spot bajos y contango: el hedge corto de {d.zn_lots} lotes rinde carry negativo moderado; sin cambios.\n\n"
        f"**Qué cambió desde ayer**\n"
        f"• El oro corrigió {r.uniform(0.4, 1.8):.1f}% en la tarde de NY; la plata lo siguió con más beta.\n"
        f"• Los inventarios de cobre en Shanghai bajaron por {r.randint(2, 6)}ª semana consecutiva.\n"
        f"• El spread de los bonos de Volcan 2026 se amplió {r.randint(20, 90)} pb antes de la asamblea de bonistas.\n"
        f"• Sin cambios en la lista restringida ni en límites (ver mensajes de riesgos si los hay hoy).\n\n"
        f"**Preguntas abiertas para el morning**\n"
        f"• ¿El descuento de BVN vs NAV se explica por la plata o por el riesgo de San Gabriel?\n"
        f"• ¿Vale la pena revisar el ratio de cobertura de zinc antes de la asamblea de Volcan?\n"
        f"• ¿Qué esperamos del programa monetario del BCRP para la curva de NDF?\n\n"
        f"**Escenarios del día**\n"
        f"• Base: cobre lateral, sol estable; el book debería moverse con la beta del sector (±0.8%).\n"
        f"• Riesgo al alza: dato de crédito chino fuerte → cobre +2%, SCCO lidera; el hedge de CA resta ~un tercio.\n"
        f"• Riesgo a la baja: corrección del oro → BVN y FSM sufren; el descuento a NAV amortigua.\n\n"
        f"**Riesgo**\nVaR 1d {r.randint(45, 80)}% de límite · gross acciones {r.randint(55, 85)}% · NDF neto {d.ndf_short} MM de 20 MM.\n"
        f"_amauta-research · generado {_clock(t, True)} · fuentes: LME, BCRP, SMV, OMS_"
    )
    facts = ["comprar", _n(bv["qty"]), "BVN", f"{bv['lim']:.2f}", f"stop {bv['stop']:.2f}"]
    m = d.hardpost("amauta", t, txt, "trade_proposal", facts, "buried",
                   idiom=("trade proposal buried in the middle of the agent's pre-open note", "trade_proposal"))
    d.react(m, d.later(t, 300, 1200), "👀", PEOPLE["lucho"][1])
    return m


def plan(d: Day):
    r = d.rng
    t = d.at(8.33, 8)
    tgt = round(d.P["BVN"] * r.uniform(1.12, 1.18), 2)
    txt = (
        f"Plan del día ({_date(t)})\n"
        f"1) NDF: Mafer rola lo que vence, mismo neto. ojo con el fixing y el límite de 20 palos.\n"
        f"2) BVN: sigue siendo la convicción alta del mes, mantenemos target {tgt:.2f} pese a la corrección del oro.\n"
        f"3) Volca: Lucho va aligerando, hay HI de bonistas en camino.\n"
        f"4) Zinc/cobre: lo de la madrugada ya está; Checo revisa los hedges otra vez después del cierre de Londres.\n"
        f"5) nada nuevo en {d.watch[0]} ni {d.watch[1]} sin pasar por mí.\n"
        f"cualquier cosa fuera de esto, me escriben antes."
    )
    m = d.hardpost("renzo", t, txt, "thesis_update", ["BVN", "convicción alta", f"target {tgt:.2f}"], "buried",
                   idiom=("thesis confirmation buried in the lead's pinned plan", "thesis_update"))
    d.pin(m, d.later(t, 20, 90), PEOPLE["renzo"][1])
    d.react(m, d.later(t, 20, 90), "📌", PEOPLE["renzo"][1])
    for who in r.sample(["lucho", "mafer", "checo", "piero"], 2):
        d.react(m, d.later(t, 60, 600), "👍", PEOPLE[who][1])
    return m


def eod_recap(d: Day):
    r = d.rng
    t = d.at(16.75, 20)
    shift = d.c([("neutral", "bajista"), ("positivo", "neutral")])
    txt = (
        f"**Cierre del día — Mesa Minería BVL** ({_date(t)})\n\n"
        f"**Mercado**\nBVL general {r.uniform(-1.2, 1.4):+.2f}%, índice minero {r.uniform(-1.8, 2.1):+.2f}%. "
        f"Cobre 3M {_lme(d.cu + r.uniform(-60, 60))}, zinc 3M {_lme(d.zn + r.uniform(-20, 20))}, plata {d.ag + r.uniform(-0.4, 0.4):.2f}. "
        f"USD/PEN cierre interbancario {d.usdpen + r.uniform(-0.008, 0.008):.4f}.\n\n"
        f"**PnL (prelim.)**\nAcciones/ADRs {r.randint(-150, 220) * 1000:+,} · NDF {r.randint(-50, 70) * 1000:+,} · LME {r.randint(-60, 60) * 1000:+,} USD.\n\n"
        f"**Flujo**\nEjecuciones del día detalladas en los reportes del puente y en el hilo de NDF; sin órdenes vivas al cierre.\n"
        f"Volumen BVL S/ {r.uniform(15, 60):.1f}M; el segmento minero explicó el {r.randint(25, 55)}%. En NY, los ADRs peruanos "
        f"negociaron {r.uniform(0.7, 1.6):.1f}x su promedio de 20 días.\n\n"
        f"**Noticias del día (resumen)**\nVer relay: hechos de importancia y headlines del universo ya ruteados; nada pendiente "
        f"de revisión al cierre.\n\n"
        f"**Riesgo**\nVaR 1d {r.randint(50, 82)}% del límite al cierre; sin excepciones abiertas. Concentración más alta: "
        f"VOLCABC1.\n\n"
        f"**Book al cierre (marks)**\n| instr. | cierre | var % | PnL día USD |\n|---|---|---|---|\n"
        + "\n".join(f"| {s_} | {_px(s_, d.P[s_] * (1 + r.uniform(-0.025, 0.025)))} | {r.uniform(-2.5, 2.5):+.2f}% | {r.randint(-70, 90) * 1000:+,} |"
                    for s_ in d.held)
        + f"\n| NDF USD/PEN | {d.usdpen + r.uniform(-0.006, 0.006):.4f} | {r.uniform(-0.25, 0.25):+.2f}% | {r.randint(-40, 40) * 1000:+,} |"
        + f"\n| ZS 3M | {_lme(d.zn + r.uniform(-20, 20))} | {r.uniform(-1.2, 1.2):+.2f}% | {r.randint(-30, 30) * 1000:+,} |"
        + f"\n| CA 3M | {_lme(d.cu + r.uniform(-50, 50))} | {r.uniform(-1.2, 1.2):+.2f}% | {r.randint(-30, 30) * 1000:+,} |\n\n"
        f"**Views**\n"
        f"• BVN: sin cambios, seguimos constructivos.\n"
        f"• VOLCABC1: cambio de view de {shift[0]} a {shift[1]} — el reperfilamiento de bonos retrasa el desapalancamiento y el "
        f"flujo libre de 2027 queda comprometido. El hedge de zinc se mantiene.\n"
        f"• SCCO: sin cambios.\n\n"
        f"**Qué salió bien / qué no**\n"
        f"• Bien: ejecución en NY sin slippage relevante; el roll de NDF se hizo en dos tramos sin mover la curva.\n"
        f"• Mejorable: el fill corregido por la bolsa en VOLCABC1 tardó en reflejarse en el reporte de posiciones; "
        f"Jimmy lo revisa con el proveedor.\n\n"
        f"**Mañana**\n• 08:15 morning meeting · revisar HI pendientes en SMV · vencimiento de opciones de cobre en COMEX (no tenemos).\n"
        f"• Datos: inventarios LME 03:00, PMI de servicios de China, ventas minoristas de EE.UU. a las 07:30.\n"
        f"• Comité de riesgos 10:00 (revisión trimestral de límites por emisor).\n"
        f"_amauta-research · generado {_clock(t, True)}_"
    )
    m = d.hardpost("amauta", t, txt, "thesis_update", ["VOLCABC1", f"de {shift[0]} a {shift[1]}"], "buried",
                   idiom=("view change buried in the agent's end-of-day recap", "thesis_update"))
    d.ack(m, who="renzo", lo=300, hi=1200)


def sc_thesis(d: Day):
    r = d.rng
    t = d.at(r.uniform(12.2, 15.8))
    v = r.randint(0, 2)
    if v == 0:
        d.hardpost("gianella", t, "SCCO: bajo convicción de alta a media. si Tía María se vuelve a patear, el upside del target se achica bastante",
                   "thesis_update", ["SCCO", "de alta a media"], "untagged",
                   idiom=("analyst conviction downgrade in prose", "thesis_update"))
    elif v == 1:
        d.hardpost("gianella", t, "BVN: confirmo view positivo después de hablar con IR, la guía de cobre se sostiene. convicción alta se mantiene",
                   "thesis_update", ["BVN", "confirmo view positivo"], "untagged",
                   idiom=("analyst confirms view after IR call", "thesis_update"))
    else:
        sym = [w for w in d.watch if w != "NEXA"][0]
        d.hardpost("renzo", t, f"{sym}: tesis invalidada, con el metal así ya no tiene sentido el caso alcista. pasa a neutral, la dejamos de mirar por ahora",
                   "thesis_update", [sym, "tesis invalidada", "neutral"], "untagged",
                   idiom=("lead invalidates a thesis", "thesis_update"))


def sc_thread_research(d: Day):
    """Second thread: analyst deep dive (long, no decision) + a buried thesis line optional."""
    r = d.rng
    t = d.at(r.uniform(12.9, 13.4))
    zn = d.zn
    starter = d.post("gianella", t,
                     "🧵 Primer zinc 2027 — lo dejo acá para discusión, no es recomendación\n\n"
                     f"1. Oferta: las minas peruanas de zinc (Antamina, Volcan, Nexa) vienen de un 2026 con leyes más bajas; "
                     f"el consenso espera +2% de oferta global, pero con riesgo a la baja por conflictos en Pasco.\n"
                     f"2. Fundiciones: los TC benchmark bajan por tercer año; con TC spot cerca de cero las fundiciones chinas "
                     f"hablan de recortes. Eso históricamente ha sostenido el precio 3M en el rango {_lme(zn - 150)}–{_lme(zn + 200)}.\n"
                     f"3. Técnico: el 3M respetó el soporte de {_lme(zn - 80)} tres veces; un cierre debajo abriría espacio a "
                     f"{_lme(zn - 220)}. Arriba, la resistencia de {_lme(zn + 120)} coincide con el máximo de octubre.\n"
                     f"4. Implicancias para el book: el hedge corto funciona como seguro contra un shock de demanda; el costo es el "
                     f"carry del contango. Alguien que quisiera cerrar el hedge lo haría sobre el soporte, y alguien que quisiera "
                     f"ampliarlo esperaría la resistencia — ninguna de las dos cosas está planteada hoy.\n"
                     f"5. Riesgos: demanda de galvanizado en China, reapertura de minas en Bolivia, dólar global.\n\n"
                     f"6. Comparación histórica: en los últimos tres ciclos de recortes de fundiciones, el 3M subió entre 8% y 20% "
                     f"en los tres meses siguientes, pero en dos de esos casos devolvió la mitad antes de fin de año.\n"
                     f"7. Inventarios: LME + SHFE + bonded suman ~{r.randint(5, 9)} días de consumo global, cerca de mínimos de 10 años; "
                     f"cualquier disrupción en Perú (Chungar, Cerro Pasco) se nota rápido en los spreads.\n\n"
                     f"Comentarios bienvenidos, el modelo completo está en el drive.",
                     kind="near", idiom=("long analysis full of stop/target words with no decision", "not_hard"))
    th = starter
    a = d.post("checo", d.later(t, 200, 900), "buen resumen. yo creo que el soporte aguanta, pero no tocaría el hedge hasta ver las cifras de Shanghai. "
               "lo otro que agregaría es el tema de los almacenes: la mitad de lo que entró este mes está en Port Klang y eso "
               "casi nunca llega a consumidores, es metal de financiamiento",
               thread=th, kind="chat")
    d.post("lucho", d.later(a.t, 60, 600), "lo del TC spot cerca de cero es lo que más me preocupa para volca. si las fundiciones "
           "recortan, volca vende su concentrado más fácil, pero si cierran alguna en China el precio del zinc sube y el "
           "hedge nos cuesta. es un arma de doble filo", thread=th, kind="chat")
    d.post("gianella", d.later(a.t, 700, 1400), "sí, el margen de volca depende mucho de eso. lo agrego al modelo", thread=th, kind="chat")
    if r.random() < 0.5:
        d.post("piero", d.later(a.t, 1500, 2400), "¿y si el zinc rompe los 3,000? ¿qué haríamos con el hedge? pregunto para aprender", thread=th, kind="near")


# ----------------------------------------------------------------------------- near-misses

def sc_near_misses(d: Day):
    r = d.rng
    P = d.P
    w = [s for s in d.watch if s != "NEXA"]
    items = [
        ("hyp", "piero", f"¿y si le metemos unos {_k(50000)} a {w[0]} antes de la junta? digo nomás, pensando en voz alta",
         ("'¿y si le metemos...?' hypothetical", "not_hard")),
        ("hyp", "lucho", f"si el cobre rompe {_lme(round(d.cu / 500 + 1) * 500)} yo compraría más SCCO, pero no hoy",
         None),
        ("should", "gianella", "alguien debería mirar NEXA, está regalada a estos múltiplos", None),
        ("past", "checo", f"acuérdense que en marzo vendimos 80 lotes de zinc a 2,640 y el hedge nos salvó el mes",
         ("past-tense LME trade told as history", "not_hard")),
        ("past", "lucho", "el año pasado compramos VOLCA a 0.19 y la vimos caer a 0.14, no me olvido nunca", None),
        ("past", "renzo", f"el mes pasado nos llenaron 30k BVN a {P['BVN'] - 2.3:.2f} y nadie creía, miren dónde está", None),
        ("other", "diego", f"fyi, en renta fija compramos 10 palos del soberano 2034 a {r.uniform(5.9, 6.4):.2f}%, nada que ver con ustedes pero por si preguntan",
         ("another desk's trade posted in this channel", "not_hard")),
        ("other", "mafer", "la mesa de Santiago vendió 300k SQM-B hoy, me lo contó el broker", None),
        ("other", "lucho", f"los de financieras metieron 12k BAP @ {r.uniform(195, 230):.2f}, se movió todo el índice", None),
        ("paper", "piero", f"[paper] b 30k FSM @ {P['FSM']:.2f} — cuenta de práctica del programa de trainees",
         ("paper-account shorthand order", "not_hard")),
        ("paper", "piero", f"en el concurso interno de paper trading voy short 500k volca jaja, voy primero", None),
        ("quote", "lucho", "> *CODELCO SAYS CHUQUICAMATA UNDERGROUND DELAYED AGAIN\njajaja al frente siempre con lo mismo", None),
        ("question", "checo", "¿alguien sabe si el broker de LME cambió el horario del ring mañana?", None),
        ("question", "lucho", f"¿qué opinan de vender algo de {d.extra} si sube otro 5%?", None),
        ("soon", "piero", "si vamos a rolar el NDF hay que mandarlo antes del fixing, ¿no?", None),
        ("opinion", "renzo", "en general el sector minero está caro vs historia, pero con el cobre así es difícil estar fuera", None),
    ]
    k = r.randint(11, 14)
    must = [it for it in items if it[3]]
    rest = [it for it in items if not it[3]]
    chosen = must + r.sample(rest, k - len(must))
    for kind, who, txt, idi in chosen:
        t = d.at(r.uniform(8.7, 9.15) if kind == "soon" else r.uniform(7.8, 16.9))
        d.post(who, t, txt, kind="near", idiom=idi)
    # backtest report (long, near-miss)
    t = d.at(r.uniform(13.0, 14.5))
    rows = []
    for rule in ["stop fijo 5%", "stop fijo 8%", "trailing 2 ATR", "trailing 2.5 ATR", "trailing 3 ATR", "sin stop"]:
        rows.append(f"| {rule:<17} | {r.uniform(0.2, 1.1):.2f} | {r.uniform(-28, -9):.1f}% | {r.randint(18, 64):>3} | {r.uniform(38, 61):.0f}% |")
    fills = "\n".join(
        f"  {2019 + i}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}  BUY  {_n(r.choice([10000, 20000, 25000]))} BVN @ {r.uniform(6.0, 19.5):.2f} (simulado)"
        for i in range(4))
    yrs = "\n".join(f"| {y} | {r.uniform(-30, 55):+.1f}% | {r.uniform(-25, 50):+.1f}% | {r.uniform(-35, 60):+.1f}% |" for y in range(2019, 2026))
    d.post("amauta", t,
           "**Backtest — reglas de stop en BVN (2019-2025, diario)**\n"
           "| regla | sharpe | max DD | trades | hit |\n|---|---|---|---|---|\n" + "\n".join(rows) +
           "\n\nretorno anual por regla (trailing 2.5 ATR / stop fijo 8% / sin stop):\n"
           "| año | trail 2.5 | fijo 8% | sin stop |\n|---|---|---|---|\n" + yrs +
           "\n\nfills simulados (muestra):\n" + fills +
           "\n\nnotas: costos 8 bps + slippage 1 tick; sin impuestos. el trailing 2.5 ATR domina en DD pero el sharpe "
           "es sensible al periodo 2020. no implica cambio de stops en el book actual.",
           kind="near", idiom=("backtest with simulated fills", "not_hard"))


# ----------------------------------------------------------------------------- agent status (not hard)

def sc_agent_status(d: Day):
    r = d.rng
    for h in (9.9, 11.9, 13.9, 15.9):
        t = d.at(h, 8)
        lines = [
            f"**chasqui-exec · estado {_clock(t)}**",
            f"órdenes vivas: {r.randint(0, 3)} · enviadas hoy: {r.randint(2, 9)} · rechazos: {r.randint(0, 1)}",
            f"latencia OMS→XLIM p50 {r.randint(8, 20)}ms p99 {r.randint(40, 120)}ms · OMS→XNYS p50 {r.randint(20, 40)}ms",
            f"sesiones FIX: MINPE-XLIM up (seq in {r.randint(2000, 9000)} / out {r.randint(2000, 9000)}) · MINPE-XNYS up · LME (voz/broker) n/a",
            f"throttle: {r.randint(2, 12)}/50 msgs/s · cancel/replace hoy: {r.randint(0, 14)} · OTR {r.uniform(1.1, 4.5):.1f}",
            f"parámetros por defecto: LMT DAY en XLIM, LMT DAY en XNYS, participación máx {r.choice([10, 15, 20])}% del volumen",
            f"cola de instrucciones: vacía · último ok de riesgo-engine {_clock(t - r.randint(1, 9) * 60000, True)}",
            f"sin acciones pendientes de mi lado",
        ]
        d.post("chasqui", t, "\n".join(lines), kind="noise")
    t = d.at(12.4, 20)
    d.post("karina", t,
           "**Riesgos — medio día**\n"
           f"VaR 1d: {r.randint(55, 78)}% de límite · stress cobre -10%: {r.randint(-1900, -900) * 1000:,} USD\n"
           f"Gross acciones: {r.randint(60, 88)}% · concentración máx: VOLCABC1 {r.randint(55, 90)}% de su límite\n"
           f"NDF neto: {d.ndf_short} MM USD vendidos (límite 20 MM)\n"
           f"LME: ZS {d.zn_lots} lotes cortos, CA {d.cu_lots} lotes cortos, dentro de mandato de cobertura\n"
           f"Liquidez: días para liquidar al 20% del volumen — VOLCABC1 {r.uniform(2.5, 5.5):.1f}, {d.extra} {r.uniform(0.5, 2.5):.1f}, "
           f"BVN {r.uniform(0.1, 0.4):.1f}, SCCO {r.uniform(0.1, 0.3):.1f}\n"
           f"Contrapartes NDF: exposición máxima con un banco {r.randint(25, 45)}% del nocional (límite 50%)\n"
           f"sin cambios de límites desde la mañana.", kind="chat")


# ----------------------------------------------------------------------------- volume: reports, digests, logs

def sc_triage_digests(d: Day):
    r = d.rng
    for h in (8.0, 10.0, 14.0, 16.0, 18.0):
        t = d.at(h + 0.05, 4)
        n_in = r.randint(3, 12)
        srcs = (f"fuentes: SMV ok (última {_clock(t - r.randint(2, 40) * 60000)}) · wires ok · BCRP ok · "
                f"Gestión/El Comercio RSS {'ok' if r.random() < 0.85 else 'lento (timeout 1/3)'}")
        d.post("tambo", t,
               f"**tambo-triage · digest {_clock(t)}**\n"
               f"items nuevos: {n_in} · en cola: {r.randint(0, 2)} · duplicados descartados: {r.randint(0, 4)}\n"
               f"{srcs}\n"
               f"clasificador: v{r.randint(11, 14)}.{r.randint(0, 9)} · p95 {r.randint(300, 1400)}ms · "
               f"costo acumulado del día US$ {r.uniform(0.4, 3.9):.2f}\n"
               f"latencias por fuente (p50/p95): SMV {r.randint(2, 9)}s/{r.randint(10, 40)}s · wires {r.randint(1, 3)}s/{r.randint(4, 9)}s · "
               f"BCRP {r.randint(5, 30)}s/{r.randint(30, 90)}s\n"
               f"modelos: clasificador de universo ok · extractor de emisor ok · dedupe ok\n"
               f"detalle por item en los mensajes individuales; este digest no reemplaza el ruteo.",
               kind="noise")


def sc_more_traces(d: Day):
    r = d.rng
    t = d.at(r.uniform(6.2, 6.9))
    sym = d.c(["CA 3M", "ZS 3M", "NDF USD/PEN 2M"])
    d.post("pnl", t,
           "pnl-bot: fallo al calcular marks, reintentando en 60s\n```\n"
           "Traceback (most recent call last):\n"
           "  File \"/opt/pnl-bot/pnl/run.py\", line 88, in snapshot\n"
           "    marks = pricer.marks(book, asof=now)\n"
           "  File \"/opt/pnl-bot/pnl/pricer.py\", line 141, in marks\n"
           "    out[leg.key] = self._curve(leg).value(leg.maturity)\n"
           "  File \"/opt/pnl-bot/pnl/curves.py\", line 57, in value\n"
           "    return self._points[tenor]\n"
           f"KeyError: '{sym}'\n```\n"
           f"curva sin punto para {sym} (feed de cierre aún no publicado); se usará último mark conocido",
           kind="noise")
    t = d.at(r.uniform(16.9, 17.4))
    code = r.choice([502, 503, 504])
    d.post("smv", t,
           f"smv-relay: error al consultar el portal de hechos de importancia (HTTP {code}), reintento 1/3\n```\n"
           "Traceback (most recent call last):\n"
           "  File \"/app/relay/sources/smv.py\", line 73, in poll\n"
           "    resp = self.session.get(URL_HI, params=q, timeout=15)\n"
           "  File \"/usr/local/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n"
           "    return self.request(\"GET\", url, **kwargs)\n"
           "  File \"/app/relay/http.py\", line 31, in request\n"
           "    resp.raise_for_status()\n"
           f"requests.exceptions.HTTPError: {code} Server Error: Bad Gateway for url: https://www.smv.gob.pe/...\n```",
           kind="noise")
    d.post("smv", d.later(t, 60, 240), "smv-relay: reintento 2/3 ok, sin hechos nuevos desde la última consulta", kind="noise")


def sc_minutes(d: Day):
    r = d.rng
    t = d.at(8.62, 8)
    d.post("amauta", t,
           f"**Minuta morning meeting** ({_date(t)}, 08:15–08:35)\n"
           f"Asistentes: Renzo, Lucho, Mafer, Checo, Gianella, Piero; Karina por teléfono.\n\n"
           f"1. Mercado: cobre {d.c(['firme', 'lateral', 'presionado'])} en Asia; el zinc sostenido por inventarios; "
           f"el sol estable con el BCRP atento. Futuros de NY {d.c(['ligeramente positivos', 'planos', 'en rojo'])}.\n"
           f"2. Book: sin sorpresas overnight; la cobertura de zinc quedó ligeramente corta tras la subida de ayer; "
           f"NDF con vencimiento cercano por rolar.\n"
           f"3. Research: Gianella presentó la actualización del NAV de BVN (cambio de leyes en San Gabriel y precio "
           f"de largo plazo de cobre). Se discutió el impacto del reperfilamiento de bonos en Volcan.\n"
           f"4. Riesgos: Karina comentó el nuevo límite por emisor aprobado en comité; el detalle lo envía ella.\n"
           f"5. Operaciones: Jimmy confirma mantenimiento del OMS a las 20:00, sin impacto en horario de mercado.\n\n"
           f"6. Otros: Piero presentó la conciliación de ayer (sin diferencias materiales). Se recordó la auditoría de "
           f"grabaciones de NDF de mañana.\n\n"
           f"Acuerdos: los del plan del día (pin). Pendientes: Gianella enviará el modelo de {d.watch[0]} actualizado.\n"
           f"_minuta generada por amauta-research a partir de la grabación; corregir en hilo si hay errores_",
           kind="chat")


FLASHES = [
    ("Flash cobre: inventarios y spreads",
     "• Inventarios LME de cobre en {cu_stk} t; las cancelaciones de warrants en Asia sugieren salida física a China.\n"
     "• El spread cash/3M pasó de contango a {spread}; históricamente, un backwardation sostenido acompaña rallies de 5-8% en 3M.\n"
     "• En la curva, el 3M en {cu} deja el precio cerca de la resistencia de {cu_res}; un rompimiento con volumen sería "
     "la señal que muchos fondos esperan; un fracaso típicamente lleva a probar {cu_sup}.\n"
     "• Sensibilidad del book: por cada 1% de cobre, SCCO ~1.3% y BVN ~0.6% (beta 1 año); el hedge corto de CA "
     "compensa cerca de un tercio.\n"
     "• Riesgos: datos de crédito en China, huelgas en Chile, dólar global."),
    ("Flash: sensibilidad del book a USD/PEN",
     "• Los activos del book están mayormente en dólares (ADRs y CVERDEC1); VOLCABC1 y MINSURI1 cotizan en soles.\n"
     "• La cobertura NDF vendida ({ndf} MM) neutraliza la mayor parte del riesgo cambiario del capital en soles de la mesa.\n"
     "• Un movimiento de 1% en USD/PEN cambia el PnL en ~US$ {fxs}k antes de coberturas; después, en ~US$ {fxn}k.\n"
     "• Puntos forward a 1M en {pips} pips; la carry del NDF sigue siendo positiva para el vendedor de dólares.\n"
     "• Escenarios: si el BCRP interviene fuerte sobre 3.80, el sol tendería a estabilizarse; un ruido político "
     "antes de elecciones ampliaría el rango."),
    ("Flash: temporada de dividendos minería Perú",
     "• Históricamente diciembre concentra anuncios de dividendos de Cerro Verde, Minsur y Buenaventura.\n"
     "• Los dividend yields implícitos a precios actuales: CVERDEC1 {y1}%, MINSURI1 {y2}%, BVN {y3}%.\n"
     "• En los últimos 5 años, las acciones locales subieron en promedio 2-3% en las dos semanas previas a la fecha "
     "de registro y devolvieron casi todo después.\n"
     "• Efectos de liquidez: las AFP tienden a reinvertir dividendos en el mismo emisor, lo que sostiene el libro de "
     "órdenes en la BVL la semana siguiente.\n"
     "• Nada de esto implica posición; es contexto para la discusión del morning."),
    ("Flash: conflictos en el corredor minero sur",
     "• La Defensoría reporta {conf} conflictos activos en Apurímac, Cusco y Arequipa; dos afectan vías de transporte "
     "de concentrado.\n"
     "• En episodios previos, bloqueos de más de 10 días recortaron la producción trimestral de las minas afectadas "
     "entre 3% y 6%.\n"
     "• El mercado suele reaccionar en el ADR antes que en la BVL; la reacción promedio fue -2% el primer día y "
     "recuperación parcial en una semana.\n"
     "• Indicadores a seguir: comunicados de la PCM, estado de la vía en el corredor, declaraciones de las comunidades.\n"
     "• Impacto directo en el book: bajo; indirecto vía sentimiento sobre el sector: medio."),
]


def sc_flash(d: Day):
    r = d.rng
    for i, (title, body) in enumerate(r.sample(FLASHES, 3)):
        t = d.at(r.uniform(9.0, 15.0))
        txt = body.format(
            cu_stk=_n(r.randint(120, 260) * 1000), spread=d.c(["backwardation de US$ 12", "backwardation de US$ 25", "contango de US$ 8"]),
            cu=_lme(d.cu), cu_res=_lme(round(d.cu / 250 + 1) * 250), cu_sup=_lme(round(d.cu / 250 - 1) * 250),
            ndf=d.ndf_short, fxs=r.randint(180, 320), fxn=r.randint(15, 45), pips=r.randint(8, 22),
            y1=f"{r.uniform(4, 9):.1f}", y2=f"{r.uniform(3, 8):.1f}", y3=f"{r.uniform(1, 3):.1f}", conf=r.randint(18, 42))
        tail = ("\n• Metodología: series diarias de los últimos 5 años, betas con ventana de 250 días, sin ajuste por "
                "dividendos; los rangos son indicativos y cambian con la volatilidad del mes.\n"
                "• Próxima actualización: la semana que viene o antes si hay un movimiento fuera de rango.")
        d.post(d.c(["amauta", "gianella"]), t, f"**{title}**\n{txt}{tail}", kind="near" if i == 0 else "chat")


def sc_comps(d: Day):
    r = d.rng
    t = d.at(r.uniform(11.0, 12.0))
    rows = []
    for sym in ["BVN", "SCCO", "FSM", "VOLCABC1", "MINSURI1", "CVERDEC1", "NEXA"]:
        rows.append(f"| {sym:<9}| {CCY[sym]:<3} {_px(sym, d.P[sym]):>8} | {r.uniform(3.5, 12.5):>5.1f}x | {r.uniform(4.5, 16):>5.1f}x | "
                    f"{r.uniform(0.6, 1.4):>4.2f} | {r.uniform(-25, 35):>+6.1f}% | {r.uniform(0, 8):>4.1f}% |")
    d.post("gianella", t,
           "comps actualizados con precios de las " + _clock(t) + " (consenso a 2027):\n"
           "| ticker   | precio       | EV/EBITDA | P/E    | P/NAV | vs 52s máx | div yield |\n"
           "|---|---|---|---|---|---|---|\n" + "\n".join(rows) +
           "\nfuente: consenso + nuestro modelo para BVN y VOLCABC1. P/NAV con cobre LP 4.10 y zinc LP 1.25.",
           kind="chat", attachments=[{"id": str(((t - DISCORD_EPOCH) << 22) | 4242), "filename": "comps_mineria_pe.xlsx",
                                      "size": r.randint(60000, 140000), "url": "https://cdn.discordapp.com/attachments/x/comps_mineria_pe.xlsx"}])


def sc_bot_reports(d: Day):
    r = d.rng
    # BVL pre-open
    t = d.at(8.98, 1.0)
    lines = []
    for sym in ["VOLCABC1", "MINSURI1", "CVERDEC1", "BVN", "SCCO"]:
        p = d.P[sym]
        lines.append(f"{sym:<9} teórico {_px(sym, p + r.choice([-1, 0, 1]) * _tick(sym) * r.randint(1, 5))}  "
                     f"vol {_n(r.randint(1, 90) * 1000 if sym != 'VOLCABC1' else r.randint(200, 2500) * 1000)}  "
                     f"desbalance {r.choice(['compra', 'venta', 'neutro'])}")
    d.post("puente", t, "```\nBVL pre-apertura 08:59\n" + "\n".join(lines) + "\n```\n(BVN y SCCO: línea local, referencial)",
           kind="noise")
    # LME close report
    t = d.at(12.1, 6)
    d.post("metales", t,
           f"**LME cierre sesión Londres** ({_clock(t)} Lima)\n"
           f"CA 3M {_lme(d.cu + r.uniform(-40, 40))} · official cash {_lme(d.cu - r.uniform(-20, 60))} · stocks {_n(r.randint(120, 260) * 1000)} t "
           f"({r.randint(-6000, 3000):+,}) · cancelled {r.uniform(5, 30):.1f}%\n"
           f"ZS 3M {_lme(d.zn + r.uniform(-15, 15))} · official cash {_lme(d.zn - r.uniform(-10, 30))} · stocks {_n(r.randint(80, 180) * 1000)} t "
           f"({r.randint(-4000, 2000):+,}) · cancelled {r.uniform(5, 40):.1f}%\n"
           f"PB 3M {_lme(round(r.uniform(1930, 2120) * 2) / 2)} · SN 3M {_lme(d.sn)} · NI 3M {_lme(round(r.uniform(15200, 17400) / 5) * 5)}\n"
           f"volumen CA {_n(r.randint(90, 190) * 1000)} lotes · ZS {_n(r.randint(40, 110) * 1000)} lotes\n"
           f"SHFE noche: CA {r.uniform(-1, 1):+.2f}% · ZN {r.uniform(-1, 1):+.2f}%",
           kind="noise")
    # positions snapshot (open)
    t = d.at(8.78, 4)
    d.post("puente", t, "```\n" + _positions_table(d, t, {}) + "\n```", kind="noise")
    # risk EOD utilisation
    t = d.at(17.2, 10)
    rows = ["ts,book,limit,scope,value,limit_value,util_pct,status"]
    lims = [("var_1d_usd", "desk", 1_000_000), ("gross_equity_usd", "desk", 12_000_000), ("single_name_gross", "BVN", 2_500_000),
            ("single_name_gross", "SCCO", 2_500_000), ("single_name_gross", d.extra, 1_500_000), ("ndf_net_usd", "USD/PEN", 20_000_000),
            ("lme_lots", "ZS", 200), ("lme_lots", "CA", 120), ("stress_cu_-10", "desk", 2_500_000), ("liquidity_days", "desk", 5)]
    for name, scope, lv in lims:
        util = r.uniform(0.35, 0.92)
        val = round(lv * util) if lv > 1000 else round(lv * util, 1)
        rows.append(f"{_iso(t)[:19]}Z,MIN-PE,{name},{scope},{val},{lv},{util * 100:.1f},OK")
    d.post("riesgo", t, "reporte EOD utilización (sin cambios de límites)\n```\n" + "\n".join(rows) + "\n```", kind="noise")


def _positions_table(d, t, delta):
    rows = [f"posiciones MIN-PE al {_clock(t)} (OMS)",
            f"{'instrumento':<16}{'cantidad':>14}{'px':>10}{'mkt val USD':>16}"]
    for sym in d.held:
        q = d.pos[sym] + delta.get(sym, 0)
        p = d.P[sym]
        mv = q * p / (d.usdpen if CCY[sym] == "S/" else 1)
        rows.append(f"{sym:<16}{_n(q):>14}{_px(sym, p):>10}{_n(int(mv)):>16}")
    rows.append(f"{'NDF USD/PEN':<16}{'-' + str(d.ndf_short) + 'MM':>14}{d.usdpen:>10.4f}{'n/a':>16}")
    rows.append(f"{'ZS 3M':<16}{-d.zn_lots - delta.get('ZS', 0):>14}{_lme(d.zn):>10}{'n/a':>16}")
    rows.append(f"{'CA 3M':<16}{-d.cu_lots + delta.get('CA', 0):>14}{_lme(d.cu):>10}{'n/a':>16}")
    return "\n".join(rows)


LONG_CHAT = [
    ("lucho", "les explico lo de volca para que quede claro: las AFP vienen vendiendo desde la semana pasada, el libro en la "
              "bolsa está delgadito arriba y con el HI de bonistas en camino prefiero tener menos inventario. es manejo de "
              "liquidez; lo de la tesis lo vemos con Gianella en el morning"),
    ("mafer", "la curva de NDF está plana hasta 3M, los puntos a 1M están en {pips} pips y a 3M en {pips3}. los bancos "
              "están mostrando poco size, si alguien quiere algo más grande hay que avisarme temprano para trabajarlo con "
              "calma entre BBVA y BCP"),
    ("checo", "para los que preguntan: en el LME el 3M es el contrato más líquido, pero la cobertura de verdad es contra "
              "el precio que cobra volca por su concentrado, que va con un mes de rezago. por eso rolamos y no nos "
              "quedamos con el cash. el costo del roll hoy está en {roll} dólares por tonelada"),
    ("gianella", "actualicé el NAV de BVN: bajé la ley de San Gabriel en 5%, subí el cobre de largo plazo a 4.10 y "
                 "metí el costo de capital nuevo. el NAV por ADS sale {nav}, o sea seguimos con descuento. el detalle "
                 "está en la hoja 'sensibilidades'"),
    ("renzo", "recordatorio para todos: toda propuesta con instrumento, lado, tamaño, precio y stop, y acá en el canal, "
              "no por wsp. Karina necesita el rastro para auditoría y el agente de ejecución solo toma lo que está escrito acá"),
    ("karina", "recordatorio trimestral de compliance: operaciones personales en valores del sector minero necesitan "
               "preautorización con 24h, y los que tienen acceso a información del book no pueden operar esos nombres "
               "en sus cuentas personales. cualquier duda me escriben directo"),
    ("jimmy", "mantenimiento del OMS hoy a las 20:00: actualizamos el puente FIX y reiniciamos las sesiones con la BVL y "
              "el broker de NY. son 15 minutos, no hay mercado abierto a esa hora, pero si alguien deja órdenes GTC "
              "revisen mañana temprano que hayan quedado vivas"),
    ("checo", "el contango del zinc se abrió porque entraron toneladas a almacenes de Asia, no es demanda. si el spread "
              "sigue así una semana más el carry del hedge corto empieza a pesar en el PnL, pero todavía es poco"),
    ("mafer", "el interbancario abrió en {fx_open} y los exportadores salieron a vender dólares desde temprano. el BCRP "
              "no ha aparecido, pero si pasa de 3.80 creo que entra. hoy no veo mucho que hacer más allá del roll"),
    ("lucho", "en NY los ADRs de mineras abrieron arriba pero el volumen está flojo, parece short covering más que "
              "compradores nuevos. en la BVL las locales siguen sin volumen hasta que entren las AFP después de las 11"),
    ("gianella", "sobre Cerro Verde: el consenso espera dividendo grande este año porque la caja está llena y el capex "
                 "bajó. el riesgo es el agua en Arequipa, que ya les costó producción en el tercer trimestre"),
    ("piero", "terminé la conciliación de ayer con back office: todo cuadra, solo una diferencia de redondeo en la "
              "comisión de la bolsa de S/ 0.40 que ya reportaron. les paso el archivo por correo"),
]


def sc_long_chat(d: Day):
    r = d.rng
    for who, txt in r.sample(LONG_CHAT, r.randint(9, 11)):
        t = d.at(r.uniform(8.7, 16.6))
        txt = txt.format(pips=r.randint(8, 22), pips3=r.randint(25, 60), roll=r.randint(4, 18),
                         nav=f"{d.P['BVN'] * r.uniform(1.18, 1.32):.2f}", fx_open=f"{d.usdpen - 0.004:.4f}")
        d.post(who, t, txt, kind="chat")


def sc_positions_close(d: Day):
    t = d.at(16.35, 5)
    d.post("puente", t, "```\n" + _positions_table(d, t, d.delta) + "\n```\nsin órdenes vivas · próximo snapshot 08:45", kind="noise")


# ----------------------------------------------------------------------------- volume: long desk reports

def sc_press(d: Day):
    r = d.rng
    t = d.at(6.75, 10)
    items_g = r.sample([
        "MEF ajusta su proyección de crecimiento 2027 a 3.1% y destaca la recuperación de la inversión privada.",
        "El Congreso aprueba en primera votación cambios al régimen de formalización de la pequeña minería; los gremios critican el plazo.",
        "Sunat reporta recaudación récord de IGV en noviembre por mayor consumo interno.",
        "Produce amplía la primera temporada de pesca de anchoveta en la zona norte-centro.",
        "Las AFP elevan su exposición a renta variable local por tercer mes consecutivo, según la SBS.",
    ], 4)
    items_c = r.sample([
        "Senamhi advierte lluvias adelantadas en la sierra sur; podrían afectar carreteras en enero.",
        "El MTC licita la rehabilitación de la carretera Central en el tramo La Oroya–Huancayo.",
        "Arequipa: agricultores del valle de Tambo convocan a asamblea por uso de agua.",
        "Lima Metropolitana: inflación de noviembre se ubicó por debajo de lo esperado por el mercado.",
        "Indecopi sanciona a empresas de transporte interprovincial por cobros indebidos en temporada alta.",
    ], 3)
    items_b = r.sample([
        "Chile: el Banco Central recorta su tasa en 25 pb y deja la puerta abierta a otro recorte.",
        "Colombia: Ecopetrol revisa a la baja su plan de inversión para 2027.",
        "México: Banxico mantiene la tasa y advierte volatilidad por la revisión del tratado comercial.",
        "Brasil: Vale reporta producción de mineral de hierro en línea con su guía anual.",
        "Argentina: el gobierno anuncia un nuevo esquema de incentivos para proyectos de litio.",
    ], 3)
    items_w = r.sample([
        "China's refined copper imports rose 7% m/m in November as smelters restocked ahead of year-end.",
        "Global zinc market seen in small surplus in 2027, says study group in preliminary forecast.",
        "Gold steadies near record as investors await US payrolls data.",
        "Freight rates for concentrate shipments from South America to Asia ease for a third week.",
    ], 2)
    d.post("smv", t,
           f"🗞️ **Resumen de prensa {_clock(t)}**\n"
           f"**Gestión**\n" + "\n".join(f"• {x}" for x in items_g) +
           f"\n**El Comercio**\n" + "\n".join(f"• {x}" for x in items_c) +
           f"\n**Bloomberg Línea**\n" + "\n".join(f"• {x}" for x in items_b) +
           f"\n**Wires (EN)**\n" + "\n".join(f"• {x}" for x in items_w) +
           "\n_resumen automático; los hechos de importancia y headlines del universo van en mensajes aparte_",
           kind="near", idiom=("morning press digest with only generic/unrelated items", "not_hard"))


def sc_midday(d: Day):
    r = d.rng
    t = d.at(12.55, 10)
    movers = r.sample([("BAP", "financieras"), ("IFS", "financieras"), ("ALICORC1", "consumo"), ("FERREYC1", "industriales"),
                       ("UNACEMC1", "construcción"), ("CPACASC1", "construcción"), ("SIDERC1", "industriales"),
                       ("ENGIEC1", "eléctricas"), ("BBVAC1", "financieras"), ("INRETC1", "consumo")], 5)
    mv = "\n".join(f"• {s} ({sec}) {r.uniform(-3.2, 3.4):+.2f}% · vol S/ {r.uniform(0.3, 9.5):.1f}M" for s, sec in movers)
    d.post("amauta", t,
           f"**Medio día — BVL y metales** ({_clock(t)})\n"
           f"S&P/BVL Perú General {r.uniform(-1.1, 1.3):+.2f}% · Lima 25 {r.uniform(-1.2, 1.4):+.2f}% · "
           f"monto negociado S/ {r.uniform(14, 48):.1f}M (prom. 20d S/ {r.uniform(20, 35):.1f}M)\n\n"
           f"**Fuera del book, lo que más se movió**\n{mv}\n\n"
           f"**Metales**\nCobre 3M {_lme(d.cu + r.uniform(-40, 40))}, zinc 3M {_lme(d.zn + r.uniform(-15, 15))}, estaño {_lme(d.sn)}, "
           f"plata {d.ag + r.uniform(-0.3, 0.3):.2f}, oro {d.au + r.uniform(-12, 12):,.1f}. Londres cerró hace un rato con "
           f"volúmenes {d.c(['por debajo del promedio', 'en línea con el promedio', 'altos por vencimientos'])}.\n\n"
           f"**FX**\nUSD/PEN {d.usdpen + r.uniform(-0.004, 0.004):.4f} en el interbancario, rango de la mañana "
           f"{d.usdpen - 0.006:.4f}–{d.usdpen + 0.005:.4f}. Puntos NDF 1M {r.randint(8, 22)} pips.\n\n"
           f"**Flujo observado**\nAFP compradoras netas en financieras; extranjeros vendedores netos en mineras locales "
           f"por segundo día. Sin bloques relevantes en el segmento minero.\n\n"
           f"**Para la tarde**\nFixing BCRP 13:30; apertura de Shanghai recién en la noche; en NY, discursos de la Fed a las "
           f"{d.c(['14:00', '15:00'])} hora Lima. Sin HI del universo pendientes de revisión.\n"
           f"_amauta-research · {_clock(t, True)}_",
           kind="chat")


def sc_ny_close(d: Day):
    r = d.rng
    t = d.at(16.15, 8)
    rows = []
    for sym in ["BVN", "SCCO", "FSM", "NEXA", "HBM", "FCX", "TECK", "GDX"]:
        p = d.P.get(sym, r.uniform(8, 60))
        rows.append(f"| {sym:<5}| {p:>8.2f} | {r.uniform(-3.5, 3.8):>+6.2f}% | {r.uniform(0.5, 2.2):>4.1f}x |")
    d.post("amauta", t,
           f"**Cierre NY — mineras** ({_clock(t)})\n"
           "| ticker | cierre | var % | vol vs 20d |\n|---|---|---|---|\n" + "\n".join(rows) +
           f"\n\nS&P 500 {r.uniform(-1.2, 1.3):+.2f}% · XME {r.uniform(-2.5, 2.6):+.2f}% · DXY {r.uniform(-0.5, 0.5):+.2f}% · "
           f"UST 10a {r.uniform(3.9, 4.7):.2f}%\n"
           "Comentario: día de rotación sectorial; las mineras de cobre siguieron al metal y las de plata se rezagaron. "
           "Los ETFs de mineras tuvieron flujos de entrada por tercer día y las opciones de corto plazo en los ADRs "
           "peruanos mostraron más demanda por calls que por puts. "
           "No hubo noticias corporativas relevantes fuera de las ya publicadas en el canal.",
           kind="chat")


def sc_tca(d: Day):
    r = d.rng
    t = d.at(17.05, 10)
    rows = []
    for i in range(r.randint(4, 6)):
        oid = f"{r.getrandbits(24):06x}"
        rows.append(f"| {oid} | {d.c(['LMT', 'VWAP', 'POV 10%', 'LMT'])} | {r.uniform(-9, 14):>+5.1f} | {r.uniform(-6, 9):>+5.1f} | "
                    f"{r.uniform(1, 18):>4.1f}% | {r.randint(2, 75)} min |")
    d.post("chasqui", t,
           "**TCA del día (chasqui-exec)**\n"
           "| orden | estrategia | slip vs arrival (bps) | slip vs VWAP (bps) | %ADV | duración |\n"
           "|---|---|---|---|---|---|\n" + "\n".join(rows) +
           f"\n\nPromedio ponderado: {r.uniform(-2, 6):+.1f} bps vs arrival. Las órdenes en XLIM sufrieron por el libro delgado "
           f"antes de las 11:00; en XNYS la ejecución fue limpia. Comisiones estimadas del día US$ {r.randint(900, 4200):,}.\n"
           "Nota: órdenes de LME ejecutadas por voz vía broker, sin TCA automático. Para NDF, la comparación se hace contra "
           "el mid de la curva contribuida al momento de la llamada; Mafer la registra aparte.",
           kind="chat")


def sc_watch_review(d: Day):
    r = d.rng
    t = d.at(r.uniform(13.2, 13.8))
    lines = []
    for sym in d.watch:
        p = d.P[sym]
        lines.append(
            f"**{sym}** ({CO[sym][0]}) — {CCY[sym]} {_px(sym, p)} ({r.uniform(-2.5, 2.5):+.1f}% hoy, {r.uniform(-12, 15):+.1f}% 1m)\n"
            f"  soporte {_px(sym, p * 0.95)}, resistencia {_px(sym, p * 1.06)}; RSI {r.randint(32, 71)}; "
            f"catalizador: {d.c(['junta de accionistas', 'dividendo', 'reporte de producción', 'guía 2027', 'ninguno cercano'])}.\n"
            f"  un stop técnico natural estaría bajo {_px(sym, p * 0.94)}; el upside al consenso es {r.uniform(4, 22):.0f}%.")
    d.post("amauta", t,
           "**Revisión de watchlist** (automática, sin propuestas)\n" + "\n".join(lines) +
           "\nEstado: todas en vigilancia; ninguna cumple hoy los filtros de entrada del proceso (catalizador + momentum + "
           "liquidez).",
           kind="near", idiom=("watchlist review with levels but no proposal", "not_hard"))


def sc_bvn_deepdive(d: Day):
    r = d.rng
    t = d.at(r.uniform(14.9, 15.6))
    p = d.P["BVN"]
    d.post("gianella", t,
           "BVN — notas del call con IR (para el archivo):\n"
           f"• San Gabriel: ramp-up al {r.randint(55, 80)}% de capacidad; la gerencia insiste en producción comercial plena en el 1T, "
           "con leyes de cabeza algo menores a las del estudio de factibilidad en los primeros bancos.\n"
           f"• Cobre: El Brocal y la participación en Cerro Verde siguen siendo el grueso del EBITDA; la guía 2027 de cobre "
           "se daría en febrero.\n"
           f"• Costos: AISC de oro guiado a US$ {r.randint(1350, 1650):,}/oz; presión por energía y contratistas.\n"
           f"• Balance: deuda neta/EBITDA {r.uniform(0.6, 1.4):.1f}x; sin vencimientos relevantes hasta 2028.\n"
           "• Dividendos: política sin cambios, el directorio decide en diciembre.\n"
           "• Riesgos que mencionaron: permisos de agua en Moquegua, conflictos en Huancavelica, precio de la plata.\n"
           f"Con el ADR en {p:.2f}, el descuento a NAV sigue amplio; los comparables globales de oro/cobre cotizan a "
           f"{r.uniform(0.9, 1.2):.2f}x P/NAV contra {r.uniform(0.6, 0.8):.2f}x de BVN. Dejo las notas completas en el drive.",
           kind="chat")


def sc_risk_commentary(d: Day):
    r = d.rng
    t = d.at(17.6, 15)
    d.post("karina", t,
           "**Riesgos — comentario de cierre**\n"
           f"• VaR 1d cerró en {r.randint(52, 81)}% del límite; la mayor contribución vino de SCCO y del hedge de cobre.\n"
           f"• Stress cobre -10%: pérdida estimada US$ {r.randint(900, 2100) * 1000:,}; stress sol +3%: US$ {r.randint(80, 260) * 1000:,}.\n"
           "• Liquidez: VOLCABC1 sigue siendo la posición con más días para liquidar al 20% del volumen.\n"
           "• No hubo excepciones pendientes al cierre; las del día están registradas en el motor.\n"
           "• Mañana: comité de riesgos 10:00, revisión trimestral de límites por emisor.\n"
           f"• Márgenes LME: el broker sube el initial margin de zinc desde mañana; caja disponible para márgenes US$ {r.randint(2, 6)}.{r.randint(0, 9)}M.\n"
           "• Backtesting del VaR: 0 excepciones en los últimos 60 días hábiles, dentro de la zona verde.",
           kind="chat")


MORE_CONVOS = [
    [("lucho", "oe piero, ¿actualizaste la hoja de órdenes del cliente institucional?"), ("piero", "sí, ya está, la subí hace 10 min"),
     ("lucho", "bacán")],
    [("checo", "¿alguien tiene el teléfono nuevo de la mesa del broker en Londres? cambiaron de extensión"),
     ("mafer", "está en el CRM, actualizado ayer")],
    [("gianella", "¿a qué hora es la call de Nexa? no la encuentro en el calendario"), ("piero", "mañana 10am, te mando la invitación")],
    [("mafer", "el Bloomberg de mi puesto está lentísimo"), ("jimmy", "estoy en eso, es la red del piso, ya lo escalé")],
    [("renzo", "¿quién va a la conferencia de Perumin del próximo mes?"), ("gianella", "yo y Lucho, ya estamos inscritos"),
     ("renzo", "perfecto, traigan notas de Tía María y de la cartera de proyectos")],
    [("piero", "terminé el informe de ejecución de noviembre, ¿lo reviso con alguien antes de mandarlo?"),
     ("lucho", "pásamelo a mí y lo vemos a las 5")],
    [("checo", "qué tal el partido de ayer, la U jugó horrible"), ("lucho", "ni me hables causa, Alianza igual"),
     ("piero", "jajaja ya empezaron")],
    [("mafer", "¿alguien sabe si el viernes hay feriado bancario? por el fixing"), ("karina", "no, el viernes normal. el calendario del BCRP está en el drive")],
    [("lucho", "el ticket de VOLCABC1 en el OMS muestra el lote mínimo mal, ¿lo vieron?"), ("jimmy", "sí, ya lo corregimos en la tabla de instrumentos"),
     ("lucho", "gracias mano")],
    [("gianella", "comparto el calendario de juntas y dividendos del sector para diciembre en el drive"), ("renzo", "gracias, lo reviso")],
    [("piero", "¿cómo se calcula el roll del NDF en el sistema? quiero entender el número del reporte"),
     ("mafer", "es la diferencia de puntos forward entre el vencimiento viejo y el nuevo por el nocional, después te explico con el excel")],
    [("checo", "oe jimmy, el feed del LME se atrasó 2 min hace un rato"), ("jimmy", "sí, lo vimos, fue del proveedor. ya está normal")],
]


def sc_more_chat(d: Day):
    r = d.rng
    for conv in r.sample(MORE_CONVOS, r.randint(5, 7)):
        t = d.at(r.uniform(8.6, 17.2))
        prev = None
        for who, txt in conv:
            m = d.post(who, t, txt, kind="noise" if len(txt) < 14 else "chat",
                       reply=prev if (prev and r.random() < 0.4) else None)
            prev = m
            t = d.later(t, 20, 160)


# ----------------------------------------------------------------------------- volume: agent pulses, ops, analysis

def sc_pulses(d: Day):
    r = d.rng
    for h in (9.75, 10.25, 10.75, 11.25, 11.75, 12.25, 14.25, 14.75, 15.2, 15.7):
        t = d.at(h, 6)
        rows = []
        for sym in d.held:
            rows.append(f"| {sym:<9}| {_px(sym, d.P[sym] * (1 + r.uniform(-0.02, 0.02))):>8} | {r.uniform(-2.4, 2.4):>+5.2f}% | "
                        f"{r.randint(-45, 60) * 1000:>+9,} |")
        rows.append(f"| NDF      | {d.usdpen + r.uniform(-0.004, 0.004):>8.4f} | {r.uniform(-0.2, 0.2):>+5.2f}% | {r.randint(-20, 25) * 1000:>+9,} |")
        rows.append(f"| ZS 3M    | {_lme(d.zn + r.uniform(-15, 15)):>8} | {r.uniform(-1, 1):>+5.2f}% | {r.randint(-20, 20) * 1000:>+9,} |")
        rows.append(f"| CA 3M    | {_lme(d.cu + r.uniform(-40, 40)):>8} | {r.uniform(-1, 1):>+5.2f}% | {r.randint(-20, 20) * 1000:>+9,} |")
        d.post("amauta", t,
               f"**Pulso {_clock(t)}** — book MIN-PE\n"
               "| instr.   | último   | var %  | PnL día USD |\n|---|---|---|---|\n" + "\n".join(rows) +
               f"\nBVL minero {r.uniform(-1.5, 1.5):+.2f}% · volumen acumulado S/ {r.uniform(3, 30):.1f}M · "
               f"headlines nuevos del universo: {r.randint(0, 3)} (ver mensajes del relay)\n"
               f"watchlist: " + " · ".join(f"{w} {_px(w, d.P[w] * (1 + r.uniform(-0.02, 0.02)))} ({r.uniform(-2, 2):+.1f}%)" for w in d.watch) + "\n"
               f"riesgo: VaR {r.randint(50, 85)}% · gross {r.randint(55, 90)}% · NDF neto {d.ndf_short} MM · margen LME usado {r.randint(30, 70)}%\n"
               f"sin alertas de precio activas sobre el book; próximo pulso en ~30 min",
               kind="chat")


def sc_ops_report(d: Day):
    r = d.rng
    t = d.at(7.0, 8)
    svcs = [("puente-oms", "v2.%d.%d" % (r.randint(10, 19), r.randint(0, 9))), ("riesgo-engine", "v5.%d" % r.randint(0, 9)),
            ("smv-relay", "v1.%d" % r.randint(10, 40)), ("metales-bot", "v0.%d" % r.randint(20, 60)),
            ("pnl-bot", "v3.%d" % r.randint(0, 12)), ("chasqui-exec", "agent-%d" % r.randint(100, 180)),
            ("amauta-research", "agent-%d" % r.randint(100, 180)), ("tambo-triage", "agent-%d" % r.randint(100, 180))]
    lines = "\n".join(f"{n:<16} {v:<11} {'up':<5} cpu {r.randint(1, 35):>2}% mem {r.randint(12, 71):>2}% restarts(24h) {r.choice([0, 0, 0, 1])}"
                      for n, v in svcs)
    d.post("deskbot", t,
           f"reporte ops {_date(t)} {_clock(t)}\n```\n{lines}\n```\n"
           f"sesiones FIX: MINPE-XLIM logon {_clock(t - r.randint(5, 30) * 60000)} ok · MINPE-XNYS en espera (abre 09:00)\n"
           f"certificados: vencen en {r.randint(20, 200)} días · disco {r.randint(40, 70)}% · backups ok",
           kind="noise")


def sc_java_trace(d: Day):
    r = d.rng
    t = d.at(r.choice([2.9, 21.3]), 30)
    d.post("puente", t,
           "fix-gateway (LME broker drop-copy) desconectado, reintentando\n```\n"
           f"{_date(t)} {_clock(t, True)} ERROR [QFJ Timer] quickfix.SessionState - MINPE-LMEDC: Disconnecting: Timed out waiting for heartbeat\n"
           "quickfix.SessionException: Logon state is not valid for message (MsgType=1)\n"
           "\tat quickfix.Session.next(Session.java:2045)\n"
           "\tat quickfix.Session.next(Session.java:1987)\n"
           "\tat quickfix.mina.SingleThreadedEventHandlingStrategy$SessionMessageEvent.processMessage(SingleThreadedEventHandlingStrategy.java:163)\n"
           "\tat quickfix.mina.SingleThreadedEventHandlingStrategy.block(SingleThreadedEventHandlingStrategy.java:113)\n"
           "\tat quickfix.mina.SingleThreadedEventHandlingStrategy.lambda$blockInThread$1(SingleThreadedEventHandlingStrategy.java:145)\n"
           "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
           "Caused by: java.net.SocketTimeoutException: Read timed out\n"
           "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)\n"
           "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)\n"
           "\t... 6 more\n```\n"
           f"reintento {r.randint(1, 3)}/10 en 30s · drop-copy solamente, no afecta envío de órdenes",
           kind="noise")
    d.post("puente", d.later(t, 40, 200), "fix-gateway MINPE-LMEDC: logon ok, resend request 1..0 completado", kind="noise")


def sc_ci_verbose(d: Day):
    r = d.rng
    t = d.at(r.uniform(10.2, 11.2))
    fails = r.choice([0, 1])
    suites = ["test_fix_session", "test_order_router", "test_risk_precheck", "test_embed_renderer", "test_ndf_pricer",
              "test_lme_lots", "test_smv_parser", "test_triage_rules"]
    body = "\n".join(f"{s:<22} {r.randint(8, 60):>3} passed  {r.uniform(0.5, 14):>5.1f}s" for s in suites)
    head = "❌ 1 failed (flaky, reintento ok)" if fails else "✅ passed"
    d.post("ci", t,
           f"CI `puente-oms` PR #{r.randint(800, 999)} \"{d.c(['fix: redondeo de lotes en VOLCABC1', 'feat: campo TIF en embed', 'chore: bump quickfixj'])}\" {head}\n"
           f"```\n{body}\n" + ("FAILED test_fix_session::test_resend_gap_fill (timeout 5s) → rerun PASSED\n" if fails else "") +
           f"coverage {r.uniform(71, 86):.1f}%\n```\nreview pendiente: @Jimmy Tello",
           kind="noise")


def sc_volcan_analysis(d: Day):
    r = d.rng
    t = d.at(r.uniform(9.6, 10.0))
    p = d.P["VOLCABC1"]
    d.post("gianella", t,
           "Volcan — escenarios del reperfilamiento (borrador para discusión, no es propuesta)\n"
           f"Base: precio {p:.3f}, deuda neta ~US$ {r.randint(780, 980)}M, EBITDA 2027e US$ {r.randint(260, 380)}M.\n"
           "1) Acuerdo aprobado tal cual: extiende vencimientos 3 años, libera caja en 2027; el mercado probablemente "
           f"lo lee como alivio de corto plazo. En casos parecidos (2019, 2023) la acción subió 8-15% en la semana.\n"
           "2) Acuerdo con cambios (garantías adicionales, covenant de dividendos): neutral; el equity sigue subordinado.\n"
           "3) Rechazo en asamblea: riesgo de default técnico; la acción podría caer 25-35% y el spread de los bonos "
           "duplicarse. Ahí un stop no protege mucho por gaps de apertura.\n"
           f"Sensibilidad al zinc: cada US$ 100/t en el 3M mueve el EBITDA ~US$ {r.randint(18, 32)}M.\n"
           "Lo que falta saber: fecha de la asamblea, quórum, postura de las AFP tenedoras.\n"
           "Lo conversamos en el morning de mañana con los números completos.",
           kind="near", idiom=("scenario analysis with price moves and stops, no decision", "not_hard"))


# ----------------------------------------------------------------------------- volume: more desk material

def sc_sector_deepdive(d: Day):
    r = d.rng
    t = d.at(r.uniform(6.2, 6.6))
    rows = []
    for yr in (2025, 2026, 2027, 2028):
        rows.append(f"| {yr} | {r.uniform(22.5, 26.5):.1f} | {r.uniform(22.8, 27.0):.1f} | {r.uniform(-400, 350):+.0f} | {r.uniform(3.2, 5.4):.1f} |")
    rows_pe = []
    for mine, owner in [("Antamina", "BHP/Glencore/Teck/Mitsubishi"), ("Cerro Verde", "Freeport/Buenaventura/Sumitomo"),
                        ("Las Bambas", "MMG"), ("Toquepala + Cuajone", "Southern Copper"), ("Quellaveco", "Anglo American"),
                        ("Mina Justa", "Minsur"), ("Constancia", "Hudbay")]:
        rows_pe.append(f"| {mine:<20} | {owner:<32} | {r.randint(90, 480):>4} | {r.uniform(-8, 9):+5.1f}% |")
    d.post("amauta", t,
           "**Cobre 2027 — balance y Perú** (documento de fondo para el equipo; sin recomendaciones)\n\n"
           "**Balance global (Mt de cobre refinado, consenso)**\n"
           "| año | oferta | demanda | balance kt | stocks semanas |\n|---|---|---|---|---|\n" + "\n".join(rows) +
           "\n\n**Producción peruana por mina (kt 12m, var a/a)**\n"
           "| mina | accionistas | kt | var |\n|---|---|---|---|\n" + "\n".join(rows_pe) +
           "\n\n**Demanda por uso final (participación estimada)**\n"
           f"construcción {r.randint(25, 30)}% · redes eléctricas {r.randint(26, 31)}% · equipos {r.randint(12, 16)}% · "
           f"transporte {r.randint(11, 15)}% (vehículos eléctricos {r.randint(4, 7)}%) · otros {r.randint(10, 14)}%\n"
           "\n**Puntos clave**\n"
           "• El crecimiento de oferta depende de pocas ampliaciones; cualquier retraso en permisos o conflictos en el "
           "corredor sur mueve el balance global de forma visible.\n"
           "• La demanda de China sigue explicando más de la mitad del consumo; la transición energética aporta 2-3 puntos "
           "de crecimiento anual pero con mucha incertidumbre en el ritmo.\n"
           "• Los TC de concentrado en mínimos históricos transfieren margen de las fundiciones a las mineras; para las "
           "empresas del book es un viento a favor, para las fundiciones chinas una presión a recortar.\n"
           "• En precio, el consenso de bancos para 2027 está entre US$ 9,800 y 11,500/t; el rango es amplio y refleja el "
           "desacuerdo sobre la demanda.\n"
           "• Para la mesa, la lectura práctica es de contexto: la exposición neta a cobre ya está cubierta parcialmente y "
           "no hay cambios que proponer desde este documento.\n"
           f"_amauta-research · {_clock(t, True)} · fuentes: consenso de bancos, MINEM, reportes de empresas_",
           kind="near")


def sc_london_close(d: Day):
    r = d.rng
    t = d.at(12.3, 10)
    d.post("amauta", t,
           f"**Cierre Londres — comentario** ({_clock(t)})\n"
           f"Cobre: sesión {d.c(['de rango estrecho', 'volátil', 'de recuperación'])}, con el 3M entre {_lme(d.cu - 70)} y {_lme(d.cu + 60)}. "
           f"Los spreads cortos siguieron {d.c(['apretados', 'relajándose', 'sin cambios'])}; hubo rolls de fondos antes del vencimiento "
           f"del tercer miércoles.\n"
           f"Zinc: el 3M se sostuvo sobre {_lme(d.zn - 40)} pese al dólar firme; las cancelaciones de warrants en Asia siguen "
           f"siendo el tema del mes.\n"
           f"Estaño y plomo: poco volumen; el estaño reaccionó a rumores de exportaciones desde Myanmar.\n"
           f"Plata: {d.ag:.2f}, siguiendo al oro más que a los metales base.\n"
           f"Para la tarde: sin datos relevantes en EE.UU.; la atención pasa a COMEX y a la apertura de Shanghai de la noche.",
           kind="chat")


LONG_CHAT_2 = [
    ("renzo", "gente, sobre el proceso: cuando el agente de research mete una propuesta en la nota, igual necesito "
              "verla acá con mi ok explícito antes de que chasqui la toque. si no hay ok mío en el canal, no se manda. "
              "esto lo pidió auditoría después de lo del mes pasado"),
    ("checo", "para el que pregunte por qué cubrimos con 3M y no con el cash: el cash tiene spreads raros por los "
              "warrants cancelados en Asia, hoy el cash/3M se movió 15 dólares en una hora sin razón fundamental. con "
              "el 3M tenemos liquidez y el roll es predecible"),
    ("mafer", "les comento que BBVA y BCP están mostrando NDF a 1M con spread de 5 pips hasta 10 palos, más arriba se "
              "abre a 8-10 pips. Scotia está más caro hoy. Citi sin apetito en plazos largos hasta enero"),
    ("lucho", "ojo que en la BVL el tick de VOLCABC1 es 0.001 y hay mucho algoritmo de las AFP poniendo órdenes "
              "escondidas. si ven el libro muy delgado, no se confíen, aparecen bloques de 500k de la nada"),
    ("gianella", "el reporte de producción del MINEM de octubre salió: cobre +4% a/a, zinc -6% a/a, oro -2%. el zinc "
                 "sigue cayendo por Volcan y por leyes menores en Antamina. lo resumo mejor para el morning de mañana"),
    ("karina", "para que sepan cómo funciona el motor: si una orden pasa el límite por emisor, la recorta al máximo "
               "permitido y deja registro en el canal; si el emisor está en lista restringida, la bloquea. nadie tiene "
               "que hacer nada manual, pero sí revisar el tamaño final antes de confirmar al cliente interno"),
]


def sc_long_chat_2(d: Day):
    r = d.rng
    for who, txt in r.sample(LONG_CHAT_2, r.randint(4, 6)):
        d.post(who, d.at(r.uniform(9.0, 16.8)), txt, kind="chat")


def sc_unrelated_hi(d: Day):
    r = d.rng
    fmt_date = _ddmm(d.start + 12 * 3600 * 1000)
    pool = [
        ("CREDICORP LTD.", "Dividendos", "El Directorio acordó el pago de un dividendo extraordinario en efectivo; fecha de registro y "
                                          "entrega a comunicarse. Se adjunta la carta a la SMV y al mercado."),
        ("ALICORP S.A.A.", "Operaciones de financiamiento", "Se informa la colocación de bonos corporativos en el mercado local por "
                                                            "S/ 500 millones a 7 años, con demanda de 2.3 veces la oferta."),
        ("FERREYCORP S.A.A.", "Otros hechos de importancia", "La empresa comunica la adjudicación de un contrato de mantenimiento "
                                                             "de flota minera en Chile por cinco años."),
        ("UNACEM CORP S.A.A.", "Cambios en la gerencia", "El Directorio designó a un nuevo gerente de finanzas a partir del 1 de enero."),
        ("INRETAIL PERU CORP.", "Información financiera", "Se publican los estados financieros intermedios no auditados del tercer trimestre."),
        ("ENGIE ENERGIA PERU S.A.", "Acuerdos de Directorio", "Se aprueba el plan de inversiones 2027 en generación renovable por US$ 320 millones."),
    ]
    for emisor, mat, desc in r.sample(pool, r.randint(2, 3)):
        t = d.at(r.uniform(8.2, 17.8))
        d.post("smv", t, "", kind="near", embeds=[{
            "title": "SMV · Hecho de Importancia", "author": "smv-relay", "description": desc,
            "fields": [{"name": "Emisor", "value": emisor, "inline": False},
                       {"name": "Materia", "value": mat, "inline": True},
                       {"name": "Fecha", "value": fmt_date, "inline": True}],
            "footer": f"HI-{r.randint(2026110000, 2026129999)} · smv.gob.pe"}])


def sc_curves(d: Day):
    r = d.rng
    t = d.at(r.uniform(9.05, 9.3))
    rows = []
    base = d.usdpen
    for tenor, days in [("1S", 7), ("1M", 30), ("2M", 61), ("3M", 91), ("6M", 182), ("9M", 273), ("1A", 365)]:
        pts = days * r.uniform(0.28, 0.42) / 10
        rows.append(f"| {tenor:<3} | {base + pts / 1000:.4f} | {pts:>5.1f} | {r.choice([4, 5, 5, 6, 8])} | {r.choice(['BBVA', 'BCP', 'Scotia', 'Interbank'])} |")
    d.post("mafer", t,
           "curva NDF USD/PEN de apertura (mid, pips, spread):\n"
           "| plazo | outright | pips | spread | mejor precio |\n|---|---|---|---|---|\n" + "\n".join(rows) +
           f"\nspot interbancario {base:.4f}. la curva sigue plana hasta 3M; de ahí para adelante los bancos cobran más por plazo.",
           kind="chat")
    t = d.at(r.uniform(6.8, 7.3))
    rows = []
    for loc in ["Port Klang", "Singapur", "Busan", "Rotterdam", "New Orleans", "Kaohsiung"]:
        rows.append(f"| {loc:<11} | {_n(r.randint(5, 60) * 1000):>7} | {_n(r.randint(0, 25) * 1000):>7} | {r.randint(0, 70):>3}% |")
    d.post("checo", t,
           "warrants de zinc LME por almacén (t) — de la data de esta mañana:\n"
           "| almacén     | en warrant | cancelados | % cancel |\n|---|---|---|---|\n" + "\n".join(rows) +
           f"\ncash/3M en {r.uniform(-45, 20):+.1f}. lo dejo acá para la discusión del hedge, sin cambios por ahora.",
           kind="chat")


def sc_committee_prep(d: Day):
    r = d.rng
    t = d.at(r.uniform(18.6, 19.6))
    d.post("amauta", t,
           "**Preparación comité de riesgos (mañana 10:00)** — borrador para Renzo y Karina\n"
           "1. Utilización de límites últimos 30 días: promedio VaR 1d "
           f"{r.randint(52, 70)}%, máximo {r.randint(78, 97)}%; ningún día sobre el límite salvo excepciones registradas por el motor.\n"
           f"2. Concentración: VOLCABC1 es la posición con mayor días-para-liquidar ({r.uniform(2.5, 5.5):.1f} días al 20% del volumen).\n"
           f"3. NDF: el neto vendido se mantuvo entre {d.ndf_short - 3} y {d.ndf_short + 2} MM; los rolls se hicieron con 2-3 bancos.\n"
           "4. Hedges LME: ratio de cobertura zinc vs Volcan "
           f"{r.uniform(0.35, 0.7):.2f}; cobre vs SCCO {r.uniform(0.2, 0.5):.2f}. La efectividad (R² 90 días) fue "
           f"{r.uniform(0.4, 0.7):.2f} y {r.uniform(0.3, 0.6):.2f}.\n"
           "5. Temas para decidir en el comité (no decididos aún): tratamiento de la plata en FSM, límite de NDF a plazos "
           "mayores a 6M, y si los ADRs se miden por separado de la línea local.\n"
           "6. Anexos: series de VaR, stress tests, lista restringida vigente.\n"
           "_borrador; no reemplaza las actas ni cambia límites_",
           kind="near")


def sc_night_digest(d: Day):
    r = d.rng
    t = d.at(23.55, 3)
    n = len(d.msgs)
    d.post("deskbot", t,
           f"resumen técnico del canal {_date(t)}\n```\n"
           f"mensajes: ~{n} · bots: {sum(1 for m in d.msgs if PEOPLE[m.who][2])} · humanos: {sum(1 for m in d.msgs if not PEOPLE[m.who][2])}\n"
           f"ediciones: {sum(len(m.edits) for m in d.msgs)} · borrados: {sum(1 for m in d.msgs if m.deleted)}\n"
           f"reconexiones gateway: {sum(1 for m in d.msgs if m.who == 'gw')} · errores puente: 2\n"
           f"latencia media ingest: {r.randint(40, 140)}ms · cola máx: {r.randint(1, 12)}\n"
           "```", kind="noise")


def sc_asia(d: Day):
    r = d.rng
    t = d.at(r.uniform(4.4, 4.7))
    d.post("amauta", t,
           f"**Resumen Asia** ({_clock(t)} Lima)\n"
           f"• Shanghai Composite {r.uniform(-1.4, 1.5):+.2f}% · Hang Seng {r.uniform(-1.8, 1.9):+.2f}% · Nikkei {r.uniform(-1.5, 1.6):+.2f}%\n"
           f"• SHFE cobre {r.uniform(-1.2, 1.3):+.2f}%, zinc {r.uniform(-1.2, 1.3):+.2f}%, estaño {r.uniform(-2, 2):+.2f}%; "
           f"volumen {d.c(['bajo', 'normal', 'alto'])} en la sesión nocturna.\n"
           f"• Yuan {r.uniform(7.05, 7.35):.4f} por dólar; el PBoC fijó la paridad {d.c(['más fuerte de lo esperado', 'en línea', 'más débil de lo esperado'])}.\n"
           f"• Primas de cobre en Yangshan US$ {r.randint(20, 80)}/t ({r.randint(-10, 10):+d}); importaciones de concentrado estables.\n"
           "• Sin noticias corporativas del universo durante la noche; los headlines generales quedaron en el relay.\n"
           f"_amauta-research · automático · {_clock(t, True)}_",
           kind="chat")
    t = d.at(r.uniform(21.4, 21.8))
    d.post("amauta", t,
           f"**Apertura Asia** ({_clock(t)} Lima)\n"
           f"Nikkei abre {r.uniform(-1, 1):+.2f}%, ASX {r.uniform(-1, 1):+.2f}%. El cobre en COMEX electrónico {r.uniform(-0.8, 0.8):+.2f}% "
           f"desde el cierre de NY; el oro {r.uniform(-0.6, 0.6):+.2f}%. SHFE abre en 1 hora.\n"
           "Calendario de la noche: balanza comercial de China (importaciones de cobre y concentrados), inventarios "
           "semanales de SHFE el viernes. Nada programado para Perú hasta el BCRP de mañana.",
           kind="chat")


def sc_go_trace(d: Day):
    r = d.rng
    t = d.at(r.uniform(0.2, 1.8))
    d.post("riesgo", t,
           "riesgo-engine: worker de marks reiniciado por panic (el supervisor lo levantó en 2s)\n```\n"
           "panic: runtime error: invalid memory address or nil pointer dereference\n"
           "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8c2f41]\n\n"
           "goroutine 184 [running]:\n"
           "github.com/mesamin/riesgo/internal/marks.(*Curve).At(0x0, {0xc0004a21e0, 0x7})\n"
           "\t/src/internal/marks/curve.go:88 +0x21\n"
           "github.com/mesamin/riesgo/internal/var.(*Engine).revalue(0xc0001b6000, {0xc0003f4000, 0x17, 0x20})\n"
           "\t/src/internal/var/engine.go:214 +0x3b7\n"
           "github.com/mesamin/riesgo/internal/var.(*Engine).Run.func1()\n"
           "\t/src/internal/var/engine.go:131 +0x65\n"
           "created by github.com/mesamin/riesgo/internal/var.(*Engine).Run in goroutine 1\n"
           "\t/src/internal/var/engine.go:127 +0x1a5\n```\n"
           "causa probable: curva NDF 9M sin publicar a esta hora; marks recalculados con la curva de ayer, sin impacto en límites",
           kind="noise")


LONG_CHAT_3 = [
    ("lucho", "mi lectura del día hasta ahora: las mineras grandes siguen al cobre pero las locales no tienen quién las "
              "compre. mientras las AFP estén en financieras, volca y minsur van a seguir con poco volumen. en NY la "
              "historia es otra, ahí los fondos de emergentes sí están entrando a BVN y SCCO"),
    ("piero", "una pregunta de novato: cuando el motor de riesgos recorta una orden, ¿el OMS manda la cantidad nueva "
              "directo o el trader tiene que reenviarla? lo pregunto porque en la hoja de ayer vi una orden con dos "
              "cantidades y no supe cuál era la buena"),
    ("gianella", "dato para el modelo de SCCO: el costo de energía en Toquepala subió 9% con el nuevo contrato, eso le "
                 "quita como 2 centavos por libra al cash cost. no es mucho, pero con el cobre en estos niveles igual pesa"),
    ("mafer", "para el que esté mirando el dólar: los exportadores mineros vendieron fuerte en la mañana por el pago "
              "de impuestos de fin de mes. normalmente eso se revierte en la tarde cuando entran los importadores"),
    ("checo", "revisé los márgenes del broker de LME: nos subieron el initial margin del zinc en 6% desde mañana. no "
              "cambia nada de la posición, pero Karina que lo tenga en cuenta para la caja"),
    ("renzo", "para la evaluación de fin de año: cada uno prepare una página con sus tres mejores y tres peores "
              "decisiones del año, qué aprendieron y qué cambiarían del proceso. nada de culpas, es para mejorar"),
]


def sc_long_chat_3(d: Day):
    r = d.rng
    for who, txt in r.sample(LONG_CHAT_3, r.randint(4, 6)):
        d.post(who, d.at(r.uniform(9.2, 17.0)), txt, kind="chat")


def sc_exec_plan(d: Day):
    r = d.rng
    t = d.at(9.38, 4)
    d.post("chasqui", t,
           "plan de ejecución para la apertura de NY (informativo):\n"
           "• órdenes aprobadas en el canal se envían como LMT DAY; no cruzo el spread en los primeros 5 minutos.\n"
           f"• participación máxima {r.choice([10, 15])}% del volumen; si el precio se aleja más de 0.5% del límite, pauso y aviso acá.\n"
           "• cualquier recorte del motor de riesgos se refleja en el reporte del puente; no reenvío cantidades sin ok.\n"
           "• LME y NDF quedan fuera de mi alcance (voz / bancos), solo registro lo que me confirmen.",
           kind="chat")


def sc_incident(d: Day):
    r = d.rng
    t = d.at(r.uniform(8.9, 9.1))
    d.post("jimmy", t,
           "postmortem rápido de lo de la madrugada (los mensajes repetidos del gw-monitor los borré para no ensuciar el canal):\n"
           f"• {_clock(d.start + int(4.2 * 3600 * 1000))} aprox: el feed del puente hacia el bot de Discord se cortó (websocket 1006) "
           "porque el balanceador reinició por mantenimiento del proveedor.\n"
           "• el puente siguió funcionando, solo se perdió la notificación; no había mercado abierto ni órdenes vivas.\n"
           "• la sesión FIX con la BVL quedó con secuencia desfasada (4409 vs 4412) y se reseteó con ResetSeqNumFlag antes de "
           "la pre-apertura; verificado con la bolsa por teléfono.\n"
           "• acciones: subir el timeout del balanceador, alerta si el feed se cae más de 5 minutos en horario de mercado, y "
           "que el gw-monitor agrupe los reintentos en un solo mensaje.\n"
           "• impacto en trading: ninguno. impacto en el canal: 4-5 mensajes de error borrados.",
           kind="chat")


def sc_attribution(d: Day):
    r = d.rng
    t = d.at(r.uniform(17.7, 18.1))
    facs = [("cobre", r.uniform(-90, 120)), ("oro/plata", r.uniform(-80, 90)), ("zinc", r.uniform(-40, 40)),
            ("USD/PEN", r.uniform(-30, 30)), ("mercado local (beta BVL)", r.uniform(-40, 40)), ("idiosincrático", r.uniform(-60, 60))]
    rows = "\n".join(f"| {n:<26} | {v * 1000:>+10,.0f} | {r.uniform(-40, 40):>+5.0f}% |" for n, v in facs)
    d.post("amauta", t,
           "**Atribución de PnL del día por factor** (modelo de 6 factores, USD)\n"
           "| factor | PnL | vs promedio 20d |\n|---|---|---|\n" + rows +
           f"\n\nR² del modelo en los últimos 60 días: {r.uniform(0.55, 0.82):.2f}. El residual idiosincrático se explica "
           "casi todo por movimientos de VOLCABC1 sin volumen, que el modelo no captura bien. "
           "Las coberturas de LME restaron volatilidad como se esperaba; la del NDF prácticamente neutralizó el factor cambiario.",
           kind="chat")


def sc_dividends_table(d: Day):
    r = d.rng
    t = d.at(r.uniform(10.3, 11.0))
    rows = []
    for sym in ["BVN", "SCCO", "MINSURI1", "CVERDEC1", "FSM"]:
        rows.append(f"| {sym:<9}| {CCY[sym]} {r.uniform(0.0, 3.0):.3f} | {r.uniform(0, 7):.1f}% | "
                    f"{d.c(['dic', 'ene', 'mar', 'abr', 'sin política'])} | {d.c(['estable', 'al alza', 'incierto'])} |")
    d.post("gianella", t,
           "tabla de dividendos esperados (12m) para tenerla a mano:\n"
           "| nombre | div/acc | yield | mes típico | tendencia |\n|---|---|---|---|---|\n" + "\n".join(rows) +
           "\nFSM no reparte; la incluyo por la recompra. fuentes: históricos SMV y guías de las empresas.",
           kind="chat")


def sc_preclose(d: Day):
    r = d.rng
    t = d.at(15.5, 5)
    lines = "\n".join(f"• {sym}: {d.c(['subasta de cierre con desbalance comprador', 'sin desbalance', 'desbalance vendedor leve'])}, "
                      f"precio teórico {_px(sym, d.P[sym] * (1 + r.uniform(-0.01, 0.01)))}"
                      for sym in ["VOLCABC1", "MINSURI1", "CVERDEC1"])
    d.post("amauta", t,
           f"**Pre-cierre BVL** ({_clock(t)})\n{lines}\n"
           f"Monto negociado del día S/ {r.uniform(12, 55):.1f}M hasta ahora; la subasta de cierre suele concentrar el "
           f"{r.randint(15, 30)}% del volumen en las mineras locales. Sin órdenes del book en la subasta.",
           kind="chat")
    t = d.at(16.5, 5)
    d.post("deskbot", t,
           "checklist de cierre\n```\n"
           "[x] marks BVL recibidos\n[x] marks NYSE recibidos\n[ ] marks LME oficiales (llegan 17:00)\n"
           "[x] confirmaciones NDF recibidas de bancos\n[x] órdenes vivas = 0\n[x] snapshot de posiciones enviado\n"
           "[ ] reporte regulatorio SMV (automático 18:00)\n```", kind="noise")


def sc_afp_flows(d: Day):
    r = d.rng
    t = d.at(r.uniform(18.7, 19.2))
    rows = "\n".join(f"| {afp:<10} | {r.uniform(-60, 80):>+6.1f} | {r.uniform(-20, 30):>+6.1f} | {r.uniform(-15, 25):>+6.1f} |"
                     for afp in ["Integra", "Prima", "Profuturo", "Habitat"])
    d.post("amauta", t,
           "**Flujos AFP en renta variable local** (última publicación SBS, S/ millones)\n"
           "| AFP | total RV local | mineras | financieras |\n|---|---|---|---|\n" + rows +
           "\n\nLectura: el flujo neto sigue positivo pero concentrado en financieras; en mineras el neto es cercano a cero. "
           "Los retiros extraordinarios de fondos siguen siendo el riesgo principal para la liquidez de la plaza.",
           kind="chat")


def sc_bvl_bulletin(d: Day):
    r = d.rng
    t = d.at(r.uniform(16.6, 16.9))
    names = ["BAP", "BBVAC1", "IFS", "SCOTIAC1", "ALICORC1", "FERREYC1", "UNACEMC1", "CPACASC1", "SIDERC1", "ENGIEC1",
             "INRETC1", "BVN", "SCCO", "VOLCABC1", "MINSURI1", "CVERDEC1", "NEXAPEC1", "BACKUSI1"]
    rows = []
    for sym in r.sample(names, 15):
        p = d.P.get(sym, r.uniform(0.8, 240))
        ccy = CCY.get(sym, d.c(["S/", "US$"]))
        rows.append(f"| {sym:<9}| {ccy:<3} | {_px(sym, p * (1 + r.uniform(-0.02, 0.02))) if sym in d.P else f'{p:.2f}':>8} | "
                    f"{r.uniform(-3, 3):>+5.2f}% | {r.randint(3, 420):>4} | {r.uniform(0.05, 9.5):>5.2f} |")
    d.post("smv", t,
           f"📋 **Boletín diario BVL** ({_date(t)}) — 15 valores más negociados\n"
           "| valor | mon | cierre | var % | # ops | monto S/ M |\n|---|---|---|---|---|---|\n" + "\n".join(rows) +
           f"\n\nÍndices: S&P/BVL Perú General {r.uniform(-1.3, 1.4):+.2f}% · S&P/BVL Perú Select {r.uniform(-1.3, 1.4):+.2f}% · "
           f"S&P/BVL Minería {r.uniform(-2, 2.2):+.2f}% · monto total S/ {r.uniform(14, 60):.1f}M · {r.randint(900, 2600)} operaciones.\n"
           "_fuente: boletín diario de la BVL; datos de cierre, sin ajuste por eventos corporativos_",
           kind="chat")


# ----------------------------------------------------------------------------- day assembly

def build_day(seed, ch_idx, day_idx, start_ms, channel_id) -> Day:
    d = Day(seed, ch_idx, day_idx, start_ms, channel_id)
    r = d.rng
    sc_heartbeats(d)
    sc_metals(d)
    sc_cron_ci(d)
    sc_reconnects_and_traces(d)
    sc_pnl(d)
    sc_chatter(d)
    sc_agent_status(d)
    sc_near_misses(d)
    sc_triage_digests(d)
    sc_more_traces(d)
    sc_minutes(d)
    sc_flash(d)
    sc_comps(d)
    sc_bot_reports(d)
    sc_long_chat(d)
    sc_press(d)
    sc_midday(d)
    sc_ny_close(d)
    sc_tca(d)
    sc_watch_review(d)
    sc_bvn_deepdive(d)
    sc_risk_commentary(d)
    sc_more_chat(d)
    sc_pulses(d)
    sc_ops_report(d)
    sc_java_trace(d)
    sc_ci_verbose(d)
    sc_volcan_analysis(d)
    sc_sector_deepdive(d)
    sc_london_close(d)
    sc_long_chat_2(d)
    sc_unrelated_hi(d)
    sc_curves(d)
    sc_committee_prep(d)
    sc_thread_research(d)
    sc_asia(d)
    sc_go_trace(d)
    sc_long_chat_3(d)
    sc_exec_plan(d)
    sc_incident(d)
    sc_attribution(d)
    sc_dividends_table(d)
    sc_preclose(d)
    sc_afp_flows(d)
    sc_bvl_bulletin(d)
    # mandatory desk flow
    bv = sc_bvn(d)
    note = morning_note(d, bv)
    plan(d)
    sc_bvn_after(d, note, bv)
    sc_zinc_hedge(d)
    sc_ndf_thread(d)
    sc_volca(d)
    sc_news(d)
    sc_risk_limits(d)
    sc_rejected(d)
    sc_deleted(d)
    eod_recap(d)
    # optional scenes up to a per-day hard-event target
    target = r.randint(37, 45)
    optional = [sc_scco, sc_extra_resize, sc_copper, sc_breach, sc_block, sc_thesis]
    r.shuffle(optional)
    hard_n = {sc_scco: 2, sc_extra_resize: 5, sc_copper: 3, sc_breach: 2, sc_block: 2, sc_thesis: 1,
              sc_thread_research: 0}
    for fn in optional:
        before = sum(1 for m in d.msgs if m.kind == "hard")
        if before + hard_n[fn] <= target:
            fn(d)
    sc_positions_close(d)
    sc_night_digest(d)
    return d


def _assign_ids(days):
    allm = []
    for d in days:
        allm.extend(d.msgs)
    allm.sort(key=lambda m: (m.t, m.day.ch_idx, m.order))
    last = -1
    seq = 0
    for m in allm:
        if m.t <= last:
            m.t = last + 1
        last = m.t
        h = hashlib.sha256(f"{m.day.ch_idx}|{m.day.day_idx}|{m.order}".encode()).digest()
        worker = h[0] % 32
        seq = (seq + 1 + h[1] % 3) % 4096
        m.id = str(((m.t - DISCORD_EPOCH) << 22) | (worker << 17) | seq)
    return allm


def _emit(days, allm):
    events = []  # (t, rank, tiebreak, event)
    uid = {k: v[1] for k, v in PEOPLE.items()}
    for m in allm:
        d = m.day
        ch = m.thread.id if m.thread is not None else d.channel_id
        msg = {
            "id": m.id, "author_id": PEOPLE[m.who][1], "author_name": PEOPLE[m.who][0],
            "author_bot": PEOPLE[m.who][2], "created_at": _iso(m.t), "content": m.content,
            "attachments": m.attachments, "embeds": m.embeds,
            "reference_id": m.reply.id if m.reply is not None else None, "pinned": False,
        }
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if m.thread is not None:
            ev["parent_channel_id"] = d.channel_id
        ev["message"] = msg
        events.append((m.t, 0, m.id, ev))
        for et, content in m.edits:
            events.append((et, 1, m.id, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                         "edited_at": _iso(et), "content": content}))
        if m.deleted is not None and m.bulk is None:
            events.append((m.deleted, 2, m.id, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch,
                                                "message_id": m.id, "deleted_at": _iso(m.deleted)}))
        if m.forgot is not None:
            ft, by = m.forgot
            events.append((ft, 3, m.id, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                         "requested_by": uid[by], "at": _iso(ft)}))
    for d in days:
        for t, kind, payload in d.ops:
            if kind == "bulk":
                ms = payload
                events.append((t, 2, ms[0].id, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": d.channel_id,
                                                "message_ids": [x.id for x in ms], "deleted_at": _iso(t)}))
            elif kind == "pin":
                m, by = payload
                ch = m.thread.id if m.thread is not None else d.channel_id
                events.append((t, 4, m.id, {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                            "by": by, "at": _iso(t)}))
            elif kind == "react":
                m, emoji, who = payload
                ch = m.thread.id if m.thread is not None else d.channel_id
                events.append((t, 5, m.id, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch,
                                            "message_id": m.id, "emoji": emoji, "user_id": who, "at": _iso(t)}))
    events.sort(key=lambda e: (e[0], e[1], int(e[2])))
    return [e[3] for e in events]


IDIOM_PRIORITY = [
    "M-suffixed size in shorthand sell of a BVL line",
    "'palos' = USD millions in an NDF proposal",
    "trade proposal buried in the middle of the agent's pre-open note",
    "lead rejects a junior's proposal",
    "short reply approval from the desk lead",
    "embed-only partial fill",
    "JSON order_ack line from the bridge",
    "key=value fill corrected by an edit",
    "stop level moved twice by editing the same message",
    "SMV hecho de importancia naming the issuer only by razón social",
    "zinc headline counts as news on the held LME hedge",
    "central bank headline as news on the held PEN NDF",
    "triage agent: 'sin acción, fuera de universo'",
    "CSV with header: risk engine resizes an order",
    "limit change buried in a committee summary",
    "risk manager lowers a single-name limit in prose",
    "'¿y si le metemos...?' hypothetical",
    "paper-account shorthand order",
    "past-tense LME trade told as history",
    "another desk's trade posted in this channel",
    "cron triage summary '0 routed'",
    "backtest with simulated fills",
    "'te paso' handing an order to the execution agent",
    "thesis confirmation buried in the lead's pinned plan",
    "view change buried in the agent's end-of-day recap",
    "'a stop at X would be sensible' with no decision",
]


def _labels(allm):
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in allm:
        ch = m.thread.id if m.thread is not None else m.day.channel_id
        if m.forgot is not None:
            state = "forgotten"
        elif m.deleted is not None:
            state = "deleted"
        elif m.edits:
            state = "edited"
        else:
            state = "live"
        if m.kind == "hard":
            et, facts, ph = m.hard
            hard.append({"channel_id": ch, "message_id": m.id, "event_type": et, "facts": list(facts),
                         "phrasing": ph, "final_state": state})
        elif m.kind == "noise":
            noise.append(m.id)
        elif m.kind == "near":
            near.append(m.id)
        for old in m.superseded:
            sup.append([ch, m.id, old])
        if m.snip:
            removed.append(m.snip)
        if m.idiom and m.idiom[0] not in seen_idioms and state in ("live", "edited"):
            seen_idioms.add(m.idiom[0])
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    idioms.sort(key=lambda x: rank.get(x["idiom"], len(rank)))
    idioms = idioms[:20]
    return {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
            "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default 2026-12-08T05:00Z = Lima midnight, so day 1 is 2026-12-07 Lima);
    channels: number of desk channels (distinct ids, each its own busy flow); days: consecutive days.
    """
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    built = []
    for di in range(days):
        start = end_ms - (days - di) * DAY_MS
        for ci in range(channels):
            built.append(build_day(seed, ci, di, start, _channel_id(ci)))
    allm = _assign_ids(built)
    events = _emit(built, allm)
    return {"events": events, "labels": _labels(allm)}


# ----------------------------------------------------------------------------- self-check

def _check(events, labels, channels, days):
    import collections
    msgs, last_ms, ok = {}, {}, True
    per_ch = collections.defaultdict(lambda: [0, 0])
    prev_t = ""
    for ev in events:
        t = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        if t < prev_t:
            print("event out of order", ev["op"], t); ok = False
        prev_t = t
        if ev["op"] == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if _iso(ms) != m["created_at"]:
                print("snowflake/created_at mismatch", m["id"]); ok = False
            root = ev.get("parent_channel_id", ev["channel_id"])
            if ms <= last_ms.get(root, 0):
                print("id order", m["id"]); ok = False
            last_ms[root] = ms
            txt = [m["content"]]
            for e in m["embeds"]:
                txt += [e.get(k, "") for k in ("title", "description", "author", "footer")]
                for f in e.get("fields", []):
                    txt += [f["name"], f["value"]]
            if m["reference_id"] is not None and m["reference_id"] not in msgs:
                print("reply to unknown/later message", m["id"]); ok = False
            msgs[m["id"]] = {"text": "\n".join(txt), "embtext": "\n".join(txt[1:]), "root": root, "gone": False,
                             "ch": ev["channel_id"], "t": m["created_at"]}
            per_ch[root][0] += 1
            per_ch[root][1] += len("\n".join(txt).encode())
        else:
            for i in ev.get("message_ids", [ev.get("message_id")]):
                if i not in msgs or msgs[i]["ch"] != ev["channel_id"] or msgs[i]["t"] > t:
                    print("op on unknown/later message or wrong channel", ev["op"], i); ok = False
        if ev["op"] == "edit":
            msgs[ev["message_id"]]["text"] = ev["content"] + "\n" + msgs[ev["message_id"]]["embtext"]
        elif ev["op"] in ("delete", "forget"):
            msgs[ev["message_id"]]["gone"] = True
        elif ev["op"] == "bulk_delete":
            for i in ev["message_ids"]:
                msgs[i]["gone"] = True
    for h in labels["hard_events"]:
        m = msgs.get(h["message_id"])
        if m is None:
            print("missing id", h); ok = False; continue
        if not 2 <= len(h["facts"]) <= 5:
            print("facts count", h); ok = False
        for f in h["facts"]:
            if f not in m["text"]:
                print("fact not found", repr(f), h["event_type"], repr(m["text"][:200])); ok = False
        if (h["final_state"] in ("deleted", "forgotten")) != m["gone"]:
            print("state mismatch", h); ok = False
    for lst in ("noise_message_ids", "near_miss_ids"):
        for i in labels[lst]:
            if i not in msgs:
                print("missing", lst, i); ok = False
    for ch, mid, old in labels["superseded_facts"]:
        if old in msgs[mid]["text"]:
            print("superseded still present", mid, old); ok = False
    live = "\n".join(v["text"] for v in msgs.values() if not v["gone"])
    for s in labels["removed_texts"]:
        if s in live:
            print("removed text still live", s); ok = False
    for idi in labels["idioms"]:
        if idi["message_id"] not in msgs:
            print("idiom id missing", idi); ok = False
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    n_days = channels * days
    # per channel-day ranges from the brief
    per_cd = collections.defaultdict(lambda: [0, 0, 0])
    kind = {i: 1 for i in labels["noise_message_ids"]}
    kind.update({i: 2 for i in hard_ids})
    for ev in events:
        if ev["op"] != "create":
            continue
        m = ev["message"]
        lima_day = _date((int(m["id"]) >> 22) + DISCORD_EPOCH)
        key = (ev.get("parent_channel_id", ev["channel_id"]), lima_day)
        c = per_cd[key]
        c[0] += 1
        c[1] += kind.get(m["id"]) == 1
        c[2] += kind.get(m["id"]) == 2
    for key, (n, nn, nh) in sorted(per_cd.items()):
        flag = "" if (180 <= n <= 320 and 0.25 <= nn / n <= 0.40 and 25 <= nh <= 45) else "  <-- out of brief range"
        print(f"  {key[0]} {key[1]} (Lima): {n} msgs, noise {100 * nn / n:.0f}%, hard {nh}{flag}")
    print(f"channel-days: {n_days}")
    for root, (n, b) in sorted(per_ch.items()):
        print(f"  channel {root}: {n} messages ({n / days:.0f}/day), {b / 1024 / days:.1f} KB/day")
    tot = sum(v[0] for v in per_ch.values())
    print(f"messages: {tot} · hard: {len(hard_ids)} ({len(hard_ids) / n_days:.1f}/channel-day) · "
          f"noise: {len(labels['noise_message_ids'])} ({100 * len(labels['noise_message_ids']) / tot:.1f}%) · "
          f"near-miss: {len(labels['near_miss_ids'])} · idioms: {len(labels['idioms'])}")
    c = collections.Counter(h["event_type"] for h in labels["hard_events"])
    print("by type:", dict(sorted(c.items())))
    print("by phrasing:", dict(sorted(collections.Counter(h["phrasing"] for h in labels["hard_events"]).items())))
    print("by state:", dict(sorted(collections.Counter(h["final_state"] for h in labels["hard_events"]).items())))
    print("ops:", dict(sorted(collections.Counter(e["op"] for e in events).items())))
    print("CHECK", "OK" if ok else "FAILED")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-08T05:00:00Z)")
    ap.add_argument("--check", action="store_true", help="re-read the output and print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            events = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            labels = json.load(f)
        return 0 if _check(events, labels, a.channels, a.days) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
