"""madrid_ibex: a Madrid equity-derivatives and cash desk, as a Discord capture.

Spanish equities (SAN, BBVA, ITX, IBE, TEF, REP, AENA, ...), IBEX 35 futures and
MINI IBEX on MEFF, MEFF stock options and IBEX options, Euro Stoxx 50 futures
hedges and a treasury sleeve of Spanish government bonds (Bonos/Obligaciones).

The jefe de mesa writes terse Spanish (Spain) with comma decimals and dot
thousands and approves by reply; the junior trader mixes Spanish and English
shorthand; the OMS bot posts pipe-delimited / key=value / JSON lines and embeds;
the risk bot posts YAML-ish blocks; BME/MEFF market data, a CNMV OIR news feed,
an English-writing research agent, heartbeats, cron, deploys and a Java stack
trace fill the rest.

Standard library only. Everything is a pure function of the arguments.

    python -m tests.desks.madrid_ibex --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import date, datetime, time, timedelta, timezone

DESK = "madrid_ibex"
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
HOUR = 3_600_000
MIN = 60_000
SEC = 1_000
# Saturday 13 June 2026 00:00 Europe/Madrid (CEST): the last day is Friday 12/06,
# the week before the June MEFF expiry (third Friday, 19/06).
DEFAULT_END = datetime(2026, 6, 12, 22, 0, 0, tzinfo=timezone.utc)


# --------------------------------------------------------------------------- ids

def _h(*parts) -> int:
    return int(hashlib.sha256(":".join(str(p) for p in parts).encode()).hexdigest(), 16)


def _static_snowflake(*parts) -> str:
    """A random-looking but stable snowflake created some time in 2023-2025."""
    h = _h(DESK, *parts)
    ms = 1672531200000 + (h % 94_608_000_000)  # 2023-01-01 + up to 3 years
    return str(((ms - DISCORD_EPOCH) << 22) | ((h >> 80) & 0x3FFFFF))


GUILD_ID = _static_snowflake("guild")


def channel_id_for(index: int) -> str:
    return _static_snowflake("channel", index)


AUTHORS = {
    # key: (display name, bot?, snowflake worker)
    "jefe": ("Javier Ortega", False, 1),
    "junior": ("Lucía Méndez", False, 1),
    "teso": ("Álvaro Prieto", False, 1),
    "broker": ("Nacho · broker", False, 2),
    "rf": ("Marta Rivas (RF)", False, 2),
    "compliance": ("Elena Sanz · Cumplimiento", False, 2),
    "oms": ("OMS·MAD", True, 0),
    "riesgo": ("RiesgoBot", True, 0),
    "md": ("BME·MEFF datos", True, 0),
    "cnmv": ("CNMV·OIR", True, 0),
    "research": ("research-agent", True, 3),
    "exec": ("agente-ejecución", True, 3),
    "triage": ("triage-bot", True, 3),
    "cron": ("cron", True, 0),
    "fixgw": ("fix-gw", True, 0),
    "deploy": ("deploy-bot", True, 0),
    "alertas": ("alertas-precio", True, 0),
    "pnl": ("PnL·mesa", True, 0),
}
AUTHOR_IDS = {k: _static_snowflake("author", k) for k in AUTHORS}


# ----------------------------------------------------------------------- formats

def es(x: float, dec: int = 2) -> str:
    """Spanish number: 1234.5 -> '1.234,50'."""
    s = f"{x:,.{dec}f}"
    return s.replace(",", "\0").replace(".", ",").replace("\0", ".")


def esq(n: int) -> str:
    return es(n, 0)


def fp(x: float) -> str:
    return es(x, 3) if x < 10 else es(x, 2)


def tick(x: float) -> float:
    return 0.001 if x < 10 else 0.01


def rnd_px(x: float) -> float:
    t = tick(x)
    return round(round(x / t) * t, 3)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _last_sunday(y: int, m: int) -> date:
    d = date(y, m, 31)
    return d - timedelta(days=(d.weekday() - 6) % 7)


def madrid_offset_ms(utc_ms: int) -> int:
    dt = datetime.fromtimestamp(utc_ms / 1000, tz=timezone.utc)
    start = datetime.combine(_last_sunday(dt.year, 3), time(1, 0), tzinfo=timezone.utc)
    stop = datetime.combine(_last_sunday(dt.year, 10), time(1, 0), tzinfo=timezone.utc)
    return 2 * HOUR if start <= dt < stop else HOUR


MCODES = "FGHJKMNQUVXZ"
MES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]
MES_MIN = [m.lower() for m in MES]
DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]


def third_friday(y: int, m: int) -> date:
    d = date(y, m, 1)
    d += timedelta(days=(4 - d.weekday()) % 7)
    return d + timedelta(days=14)


def _next_month(y: int, m: int):
    return (y + 1, 1) if m == 12 else (y, m + 1)


def ibex_front(d: date):
    y, m = d.year, d.month
    if d > third_friday(y, m):
        y, m = _next_month(y, m)
    return y, m


def quarterly_front(d: date):
    y, m = d.year, d.month
    while True:
        if m % 3 == 0 and d <= third_friday(y, m):
            return y, m
        y, m = _next_month(y, m)
        d = date(y, m, 1)


# ------------------------------------------------------------------- universe

CO = {
    # ticker: (short name, legal name, MD upper-case name, base price, bank?)
    "SAN": ("Santander", "Banco Santander, S.A.", "BANCO SANTANDER", 9.84, True),
    "BBVA": ("BBVA", "Banco Bilbao Vizcaya Argentaria, S.A.", "BBVA", 15.62, True),
    "ITX": ("Inditex", "Industria de Diseño Textil, S.A. (Inditex)", "INDITEX", 48.90, False),
    "IBE": ("Iberdrola", "Iberdrola, S.A.", "IBERDROLA", 16.35, False),
    "TEF": ("Telefónica", "Telefónica, S.A.", "TELEFONICA", 4.412, False),
    "REP": ("Repsol", "Repsol, S.A.", "REPSOL", 13.87, False),
    "AENA": ("Aena", "Aena S.M.E., S.A.", "AENA", 24.10, False),
    "CABK": ("CaixaBank", "CaixaBank, S.A.", "CAIXABANK", 8.95, True),
    "SAB": ("Sabadell", "Banco de Sabadell, S.A.", "BANCO SABADELL", 3.12, True),
    "FER": ("Ferrovial", "Ferrovial SE", "FERROVIAL", 44.20, False),
    "IAG": ("IAG", "International Consolidated Airlines Group, S.A.", "IAG", 4.61, False),
    "CLNX": ("Cellnex", "Cellnex Telecom, S.A.", "CELLNEX", 33.40, False),
    "GRF": ("Grifols", "Grifols, S.A.", "GRIFOLS", 11.25, False),
    "ANA": ("Acciona", "Acciona, S.A.", "ACCIONA", 128.40, False),
    "SLR": ("Solaria", "Solaria Energía y Medio Ambiente, S.A.", "SOLARIA", 11.80, False),
    "NTGY": ("Naturgy", "Naturgy Energy Group, S.A.", "NATURGY", 26.10, False),
    "ELE": ("Endesa", "Endesa, S.A.", "ENDESA", 27.30, False),
    "MAP": ("Mapfre", "Mapfre, S.A.", "MAPFRE", 3.46, False),
    "ACS": ("ACS", "ACS, Actividades de Construcción y Servicios, S.A.", "ACS", 78.50, False),
    "MRL": ("Merlin", "Merlin Properties SOCIMI, S.A.", "MERLIN PROPERTIES", 11.90, False),
}
CORE = ["SAN", "BBVA", "ITX", "IBE", "TEF", "REP", "AENA", "CABK"]
SECOND = ["FER", "IAG", "CLNX", "SAB", "ACS", "MAP"]
BANKS = ["SAN", "BBVA", "CABK", "SAB"]

BONOS = [
    ("Bono 2,50% 31/05/2027", 100.42, "2,27%"),
    ("Bono 2,70% 31/01/2030", 100.95, "2,45%"),
    ("Bono 3,10% 30/07/2031", 102.31, "2,63%"),
]
OBLIS = [
    ("Obligaciones 3,45% 31/07/2034", 101.82, "3,19%"),
    ("Obligaciones 3,15% 30/04/2033", 100.06, "3,14%"),
    ("Obligaciones 3,90% 31/07/2039", 102.74, "3,64%"),
]

NEWS_HEADLINES = [
    ("comunica el inicio de un programa de recompra de acciones por un importe máximo de {m} millones de euros", "recompra de acciones"),
    ("anuncia el pago de un dividendo a cuenta de {d} euros brutos por acción", "dividendo a cuenta"),
    ("informa de la colocación acelerada de un {p}% del capital por parte de un accionista significativo", "colocación acelerada"),
    ("comunica la dimisión de su consejero delegado y el nombramiento de un sustituto con efectos inmediatos", "dimisión de su consejero delegado"),
    ("informa de que S&P ha revisado su perspectiva de calificación crediticia a negativa", "perspectiva de calificación"),
    ("comunica la adjudicación de un contrato por importe de {m} millones de euros", "adjudicación de un contrato"),
    ("informa del cierre de una emisión de bonos senior preferred por importe de {m} millones de euros", "emisión de bonos"),
    ("actualiza sus objetivos financieros 2026 y eleva la guía de beneficio neto", "eleva la guía"),
    ("comunica un acuerdo para la venta de su participación en una filial por {m} millones de euros", "acuerdo para la venta"),
    ("informa de la recepción de un requerimiento de información de la CNMC", "requerimiento de información"),
]


# ----------------------------------------------------------------- the builder

class Day:
    """One channel-day under construction. Times are local (Madrid) ms of day."""

    def __init__(self, rng: random.Random, ctx: dict):
        self.rng = rng
        self.ctx = ctx
        self.msgs: list[dict] = []
        self.ops: list[dict] = []

    # messages ---------------------------------------------------------------
    def msg(self, lt, who, content="", *, embeds=None, ref=None, thread=None,
            hard=None, noise=False, near=False, idiom=None, attachments=None):
        lt = max(0, min(DAY_MS - 1, int(lt)))
        m = {"k": len(self.msgs), "lt": lt, "who": who, "content": content,
             "embeds": embeds or [], "ref": ref, "thread": thread, "hard": hard,
             "noise": noise, "near": near, "idiom": idiom,
             "attachments": attachments or [], "edits": [], "state": "live",
             "superseded": [], "removed": None}
        self.msgs.append(m)
        return m

    def edit(self, m, lt, content, superseded=()):
        lt = max(int(lt), m["lt"] + 1000)
        m["edits"].append((min(DAY_MS - 1, lt), content))
        m["superseded"].extend(superseded)
        if m["state"] == "live":
            m["state"] = "edited"

    def delete(self, m, lt, snippet):
        m["state"] = "deleted"
        m["removed"] = snippet
        self.ops.append({"op": "delete", "lt": max(int(lt), m["lt"] + 1000), "m": m})

    def bulk_delete(self, ms, lt, snippets):
        for m, s in zip(ms, snippets):
            m["state"] = "deleted"
            m["removed"] = s
        lt = max(int(lt), max(m["lt"] for m in ms) + 1000)
        self.ops.append({"op": "bulk_delete", "lt": lt, "ms": ms})

    def forget(self, m, lt, by, snippet):
        m["state"] = "forgotten"
        m["removed"] = snippet
        self.ops.append({"op": "forget", "lt": max(int(lt), m["lt"] + 1000), "m": m, "by": by})

    def pin(self, m, lt, by="jefe", unpin=False):
        self.ops.append({"op": "unpin" if unpin else "pin", "lt": max(int(lt), m["lt"] + 500), "m": m, "by": by})

    def react(self, m, lt, emoji, who):
        self.ops.append({"op": "reaction_add", "lt": max(int(lt), m["lt"] + 500), "m": m, "emoji": emoji, "by": who})

    # helpers ----------------------------------------------------------------
    def at(self, h, m=0, s=None):
        if s is None:
            s = self.rng.randint(0, 59)
        return ((h * 60 + m) * 60 + s) * 1000 + self.rng.randint(0, 999)

    def after(self, prev, lo, hi):
        base = prev["lt"] if isinstance(prev, dict) else prev
        return base + self.rng.randint(int(lo * 1000), int(hi * 1000))

    def oid(self, lt):
        c = self.ctx
        return f"OM{c['ci'] + 1}-{c['ddmmyy']}-{(lt // 1000) % 100000:05d}"

    def size(self):
        return sum(_msg_bytes(m) for m in self.msgs)

    def noise_share(self):
        return sum(1 for m in self.msgs if m["noise"]) / max(1, len(self.msgs))

    def recent(self, lt, pred, window=3 * HOUR):
        c = [m for m in self.msgs if lt - window < m["lt"] < lt - 20 * SEC and pred(m)]
        return self.rng.choice(c) if c else None


def _final_content(m):
    return m["edits"][-1][1] if m["edits"] else m["content"]


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts += [f.get("name", ""), f.get("value", "")]
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


def _final_text(m):
    return "\n".join([_final_content(m)] + [_embed_text(e) for e in m["embeds"]])


def _msg_bytes(m):
    return len(_final_content(m).encode()) + sum(len(_embed_text(e).encode()) for e in m["embeds"])


def H(etype, facts, phrasing):
    return (etype, list(facts), phrasing)


# ------------------------------------------------------------------ context

def _book(seed: int, ci: int) -> dict:
    """The channel's book: stable across days."""
    r = random.Random(f"{DESK}:{seed}:{ci}:book")
    core = CORE[:]
    r.shuffle(core)
    banks_first = [t for t in core if t in BANKS] + [t for t in core if t not in BANKS]
    main = banks_first[0]
    rest = [t for t in core if t != main]
    held = [main] + rest[:4]
    opt_und = rest[4]
    watch = rest[5:] + r.sample(SECOND, 1)
    non = [t for t in CO if t not in held and t not in watch and t != opt_und]
    qty = {}
    for t in held:
        qty[t] = int(round(r.uniform(150_000, 420_000) / CO[t][3], -3 if CO[t][3] < 20 else -2))
    return {"main": main, "held": held, "opt_und": opt_und, "watch": watch, "non": non,
            "qty": qty, "bono_held": BONOS[1 + r.randint(0, 1)], "ibex_short": r.choice([6, 8, 10])}


def _ctx(seed, ci, di, w_start_ms) -> dict:
    off = madrid_offset_ms(w_start_ms)
    local_mid = datetime.fromtimestamp((w_start_ms + off + 12 * HOUR) / 1000, tz=timezone.utc).date()
    r = random.Random(f"{DESK}:{seed}:{ci}:{local_mid.isoformat()}:px")
    book = _book(seed, ci)
    px = {t: rnd_px(v[3] * (1 + r.uniform(-0.04, 0.04))) for t, v in CO.items()}
    ibex = round(17_400 * (1 + r.uniform(-0.025, 0.025)))
    fy, fm = ibex_front(local_mid)
    ny, nm = _next_month(fy, fm)
    qy, qm = quarterly_front(local_mid)
    exp_day = third_friday(fy, fm)
    ctx = dict(book)
    ctx.update({
        "ci": ci, "di": di, "date": local_mid, "w_start": w_start_ms, "off": off,
        "ddmmyy": local_mid.strftime("%d%m%y"), "ddmm": local_mid.strftime("%d/%m"),
        "weekday": DIAS[local_mid.weekday()], "px": px, "ibex": ibex,
        "fut": f"FIBX{MCODES[fm - 1]}{fy % 10}", "fut_next": f"FIBX{MCODES[nm - 1]}{ny % 10}",
        "mini": f"MIBX{MCODES[fm - 1]}{fy % 10}",
        "fesx": f"FESX{MCODES[qm - 1]}{qy % 10}",
        "opt_exp": f"{MES[fm - 1]}{fy % 100}", "opt_mes": MES_MIN[fm - 1],
        "sopt_exp": f"{MES[(qm + 2) % 12]}{(qy + (1 if qm + 3 > 12 else 0)) % 100}",
        "exp_day": exp_day.strftime("%d/%m"),
        "fesx_px": round(5_600 * (1 + r.uniform(-0.025, 0.025))),
        "eur12m": r.uniform(2.05, 2.45), "bono10": r.uniform(3.05, 3.35),
        "bund10": r.uniform(2.45, 2.70),
    })
    ctx["fut_px"] = ctx["ibex"] + r.randint(-25, 15)
    return ctx


# ------------------------------------------------------------------ the scenes

def sc_background(d: Day):
    """Heartbeats, cron, deploys, reconnects, stack trace, risk OK, md routine."""
    r, c = d.rng, d.ctx
    seq = r.randint(40_000, 90_000)
    # heartbeats: every 30 min at night, hourly afterwards
    slots = sorted([h * 60 for h in range(0, 24)] + [2 * 60 + 30, 4 * 60 + 30])
    for i, slot in enumerate(slots):
        seq += r.randint(300, 2400)
        lt = slot * MIN + r.randint(2, 40) * SEC + r.randint(0, 999)
        v = r.random()
        if v < 0.6:
            txt = (f"♥ fix-gw | MEFF=UP XMAD=UP SENAF=UP XEUR=UP | seqIn={seq} seqOut={seq - r.randint(5, 60)} "
                   f"| lat p50={r.randint(1, 3)}ms p99={r.randint(6, 19)}ms")
        elif v < 0.85:
            txt = f"heartbeat fix-gw ok · sesiones 4/4 · cola={r.randint(0, 3)} · gc={r.randint(4, 30)}ms"
        else:
            txt = f"♥ {r.choice(['MEFF-DRV-01', 'MEFF-DRV-02', 'SIBE-EQ-01'])} alive · hb_int=30s · drift={r.randint(0, 4)}ms"
        d.msg(lt, "fixgw", txt, noise=True, idiom=("fix-gw heartbeat", "not_hard") if i == 3 else None)

    crons = [
        (0, 5, f"cron[eod-archive] ✔ {esq(r.randint(900, 1900))} mensajes archivados · {r.randint(40, 90)} adjuntos · 0 errores · {r.randint(11, 59)}s"),
        (1, 30, f"cron[recon-posiciones] ✔ posiciones cuadradas con custodio · {r.randint(18, 31)} líneas · 0 diferencias"),
        (3, 0, f"cron[refdata] carga de series MEFF: {esq(r.randint(1800, 2100))} contratos, {r.randint(3, 16)} nuevos vencimientos, 0 rechazos"),
        (5, 30, f"cron[corporate-actions] {r.randint(2, 6)} eventos procesados · 0 ajustes de opciones · próxima ejecución 05:30"),
        (6, 45, f"cron[precios-cierre] cargados {r.randint(180, 240)} cierres SIBE + {r.randint(40, 70)} MEFF · vol implícitas OK"),
        (12, 15, f"cron[triage-resumen] mañana: {r.randint(9, 18)} items CNMV/OIR revisados · {r.randint(1, 3)} enrutados · resto sin acción (ver hilo de triage)"),
        (19, 30, f"cron[eod-recon] ✔ {r.randint(90, 180)} órdenes · {r.randint(60, 140)} ejecuciones · 0 descuadres OMS↔MEFF↔SIBE"),
        (22, 0, f"cron[backup] snapshot oms-db {r.randint(11, 19)},{r.randint(1, 9)} GB ✔ · retención 35 días"),
    ]
    for h, mm, txt in crons:
        m = d.msg(d.at(h, mm), "cron", txt, noise=True)
        if h == 12:
            m["idiom"] = ("cron triage summary with routed counts", "not_hard")
    d.msg(d.at(6, 0), "deploy", f"deploy oms-gw v4.{r.randint(10, 14)}.{r.randint(0, 9)} → prod ✔ (canary 100%, rollback listo)", noise=True)
    d.msg(d.at(6, 12), "deploy", f"deploy riesgo-engine 2.{r.randint(6, 9)}.{r.randint(0, 5)} → prod ✔ · migración de límites 0 cambios", noise=True)
    d.msg(d.at(21, 10), "deploy", f"CI mesa-bots #{r.randint(2100, 2900)} ✔ 412 tests · build 3m{r.randint(10, 59)}s · sin despliegue", noise=True)

    # reconnect + stack trace at night
    h0 = r.choice([2, 3, 4])
    t0 = d.at(h0, r.randint(5, 50))
    sess = r.choice(["MEFF-DRV-02", "SIBE-EQ-01"])
    d.msg(t0, "fixgw", f"⚠️ reconexión sesión FIX {sess} (intento 1/5) · motivo: Connection reset", noise=True)
    trace = _java_trace(r, c, sess, t0)
    d.msg(t0 + 900 + r.randint(0, 800), "fixgw", trace, noise=True,
          idiom=("Java stack trace from the FIX gateway", "not_hard"))
    d.msg(t0 + r.randint(30, 90) * SEC, "fixgw", f"✅ {sess} reconectado · resend {r.randint(3, 40)} msgs · gap cerrado", noise=True)
    # a second, daytime hiccup
    t1 = d.at(r.choice([11, 14, 16]), r.randint(0, 59))
    d.msg(t1, "fixgw", "⚠️ reconexión websocket md-feed BME (intento 1/5)… ok en 2,1s", noise=True)

    # risk engine "all ok" lines during the session
    for h in (9, 10, 11, 12, 14, 15, 16, 17):
        lt = d.at(h, r.randint(1, 8))
        if h % 2:
            txt = f"✅ riesgo · todos los límites OK · VaR {r.randint(41, 79)}% · pérdida diaria {r.randint(2, 35)}% · exposición IBEX {r.randint(8, 22)}/25"
        else:
            txt = ("✅ control de límites " + f"{h:02d}:00\n```yaml\nestado: OK\n"
                   f"var_99_1d: {r.randint(41, 79)}%\nperdida_diaria: {r.randint(2, 35)}%\n"
                   f"exposicion_neta_ibex: {r.randint(8, 22)}/25\nconcentracion_emisor_max: {es(r.uniform(3, 7.5), 1)}%\n"
                   f"delta_opciones: {es(r.uniform(0.2, 1.0), 2)} M EUR\nalertas: 0\n```")
        m = d.msg(lt, "riesgo", txt, noise=True)
        if h == 10:
            m["idiom"] = ("risk bot heartbeat 'todos los límites OK'", "not_hard")

    # market data routine prints
    ib = c["ibex"]
    d.msg(d.at(8, 0, r.randint(1, 9)), "md", f"MEFF abierto · {c['fut']} {esq(c['fut_px'])} · {c['mini']} {esq(c['fut_px'] + r.randint(-1, 1))} · {c['fesx']} {esq(c['fesx_px'])} (Eurex)", noise=True)
    d.msg(d.at(8, 55), "md", f"Preapertura SIBE · IBEX 35 indicativo {es(ib * 1.001, 1)} · {r.randint(20, 35)} valores con precio teórico", noise=True)
    d.msg(d.at(9, 0, r.randint(1, 4)), "md", f"Subasta de apertura cerrada · IBEX 35 {es(ib * (1 + r.uniform(-0.004, 0.004)), 1)} ({es(r.uniform(-0.6, 0.6), 2)}%) · efectivo {es(r.uniform(150, 320), 1)} M€", noise=True)
    d.msg(d.at(13, 0), "md", f"IBEX 35 mediodía {es(ib * (1 + r.uniform(-0.008, 0.008)), 1)} · volumen SIBE {esq(r.randint(900, 1600))} M€ · FIBX vol {esq(r.randint(14000, 30000))}", noise=True)
    d.msg(d.at(17, 35, r.randint(10, 40)), "md", f"Subasta de cierre · IBEX 35 {es(ib * (1 + r.uniform(-0.01, 0.01)), 1)} · efectivo subasta {es(r.uniform(380, 900), 1)} M€", noise=True)
    d.msg(d.at(20, 0, r.randint(1, 20)), "md", f"MEFF cerrado · {c['fut']} liq. {esq(c['fut_px'] + r.randint(-60, 60))} · OI {esq(r.randint(60000, 90000))} · vol {esq(r.randint(30000, 60000))}", noise=True)


def _java_trace(r, c, sess, lt):
    local = datetime.combine(c["date"], time(0)) + timedelta(milliseconds=lt)
    stamp = local.strftime("%Y-%m-%d %H:%M:%S") + f",{lt % 1000:03d}"
    return (
        "```\n"
        f"{stamp} ERROR [QFJ Timer] es.mesa.oms.gateway.FixSessionManager - sesión {sess} caída, programando reconexión\n"
        "java.net.SocketException: Connection reset\n"
        "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)\n"
        "\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)\n"
        "\tat java.base/sun.nio.ch.NioSocketImpl$1.read(NioSocketImpl.java:808)\n"
        "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:966)\n"
        "\tat org.apache.mina.transport.socket.nio.NioProcessor.read(NioProcessor.java:273)\n"
        "\tat org.apache.mina.transport.socket.nio.NioProcessor.read(NioProcessor.java:44)\n"
        "\tat org.apache.mina.core.polling.AbstractPollingIoProcessor.read(AbstractPollingIoProcessor.java:695)\n"
        "\tat org.apache.mina.core.polling.AbstractPollingIoProcessor.process(AbstractPollingIoProcessor.java:668)\n"
        "\tat org.apache.mina.core.polling.AbstractPollingIoProcessor.process(AbstractPollingIoProcessor.java:657)\n"
        "\tat org.apache.mina.core.polling.AbstractPollingIoProcessor$Processor.run(AbstractPollingIoProcessor.java:1141)\n"
        "\tat org.apache.mina.util.NamePreservingRunnable.run(NamePreservingRunnable.java:64)\n"
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n"
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)\n"
        "\tat java.base/java.lang.Thread.run(Thread.java:840)\n"
        f"{stamp} WARN  [QFJ Timer] quickfix.mina.SessionConnector - Disconnecting: FIX.4.4:MADRV0{c['ci'] % 9 + 1}->{sess.split('-')[0]}, reason: java.io.IOException\n"
        "Caused by: java.io.IOException: Broken pipe\n"
        "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)\n"
        "\tat java.base/sun.nio.ch.SocketDispatcher.write(SocketDispatcher.java:62)\n"
        "\tat java.base/sun.nio.ch.IOUtil.writeFromNativeBuffer(IOUtil.java:132)\n"
        "\tat org.apache.mina.core.polling.AbstractPollingIoProcessor.flushNow(AbstractPollingIoProcessor.java:850)\n"
        f"\t... {r.randint(9, 14)} more\n"
        "```"
    )


def sc_morning(d: Day):
    r, c = d.rng, d.ctx
    px, held, q = c["px"], c["held"], c["qty"]
    lines = [f"📊 Posiciones {c['ddmm']} 07:0{r.randint(0, 9)} · RV-MADRID", "```"]
    for t in held:
        lines.append(f"{t:<6} {('+' + esq(q[t])):>10}   px {fp(px[t] * (1 + r.uniform(-0.01, 0.01))):>8}")
    und = c["opt_und"]
    strike = _opt_strike(px[und])
    lines.append(f"{und} C {es(strike, 2)} {c['sopt_exp']}   +{r.choice([80, 120, 150, 200])} contratos")
    lines.append(f"IBEX P {r.choice([16500, 16750, 17000])} {c['opt_exp']}   +{r.choice([30, 40, 60])} contratos")
    lines.append(f"{c['fut']}   -{c['ibex_short']}   px {esq(c['fut_px'] + r.randint(-40, 40))}")
    lines.append(f"{c['bono_held'][0]}   {esq(5_000_000)} nom")
    lines.append("```")
    lines.append(f"PnL ayer {es(r.uniform(-60000, 90000), 0)} EUR · MTD {es(r.uniform(50000, 260000), 0)} EUR")
    d.msg(d.at(7, 3), "pnl", "\n".join(lines), noise=True,
          idiom=("positions/PnL snapshot listing the book", "not_hard"))

    d.msg(d.at(7, 38), "jefe", r.choice(["Buenos días.", "buenos días, equipo", "Buenos días. Hoy viernes de vencimiento cerca, atentos."]))
    d.msg(d.at(7, 40), "junior", r.choice(["buenas 👋", "buenos días!", "morning ☕"]), noise=True)
    watch = c["watch"]
    plan = (
        f"Plan {c['weekday']} {c['ddmm']}:\n"
        f"- Cartera: largos {', '.join(held)}; calls {und} {c['sopt_exp'].lower()}; corto {c['ibex_short']} {c['fut']} como cobertura; "
        f"{c['bono_held'][0]} en tesorería.\n"
        f"- Watchlist: {', '.join(watch)}. Ojo a {CO[watch[0]][0]} y a {CO[watch[-1]][0]}, hay papel suelto.\n"
        f"- Macro: IPC EE.UU. a las 14:30; el BCE la semana que viene; subasta del Tesoro el jueves.\n"
        f"- Vencimiento MEFF el {c['exp_day']}: esta semana hay que rolar los {c['fut']}.\n"
        f"- Riesgo: mirad los límites del día antes de mandar nada.\n"
        "Nada de heroicidades antes del dato."
    )
    m = d.msg(d.at(7, 45), "jefe", plan, idiom=None)
    d.pin(m, m["lt"] + 20 * SEC)
    d.pin(m, d.at(20, 31), unpin=True)
    c["plan_msg"] = m

    old, new = r.choice([(200_000, 150_000), (250_000, 180_000), (180_000, 140_000)])
    var = r.choice([380_000, 420_000, 450_000])
    c["var_lim"] = var
    yaml = (
        "```yaml\n"
        "mesa: RV-MADRID\n"
        f"fecha: {c['date'].isoformat()}\n"
        "limites:\n"
        f"  perdida_diaria_max: {esq(new)} EUR   # antes {esq(old)}\n"
        f"  var_99_1d: {esq(var)} EUR\n"
        "  exposicion_neta_ibex: 25 contratos equiv.\n"
        "  concentracion_emisor: 8% NAV\n"
        "  delta_opciones_max: 1,2 M EUR\n"
        "cambios:\n"
        f"  - perdida_diaria_max: {esq(old)} -> {esq(new)} (aprobado CRO, semana de vencimiento)\n"
        "estado: ACTIVO\n"
        "```"
    )
    m2 = d.msg(d.at(7, 51), "riesgo", "📋 Límites del día\n" + yaml,
               hard=H("risk_limit", ["perdida_diaria_max", f"{esq(new)} EUR"], "structured"),
               idiom=("YAML daily limits block with a cut limit", "risk_limit"))
    d.pin(m2, m2["lt"] + 40 * SEC)
    d.msg(d.after(m2, 60, 200), "jefe", f"visto. {esq(new // 1000)}k de pérdida máxima en semana de vencimiento es justito, pero es lo que hay", ref=m2["k"])


def _opt_strike(p):
    step = 0.25 if p < 10 else 0.5 if p < 30 else 1.0
    return round((p * 1.06) / step) * step


def sc_main_equity(d: Day):
    """Junior proposes the main buy, jefe approves by reply, OMS, fills, stop edited twice.
    Plus a fat-finger shorthand that is deleted."""
    r, c = d.rng, d.ctx
    tk = c["main"]
    p = c["px"][tk]
    q = int(round(200_000 / p, -3)) if p < 20 else int(round(200_000 / p, -2))
    P = fp(p)
    stop = round(p * 0.977, 2)
    tgt = round(p * 1.042, 2)
    S, T = es(stop, 2), es(tgt, 2)

    ff = d.msg(d.at(8, 21), "junior", f"b 200k {tk} mkt",
               hard=H("trade_proposal", ["b 200k", tk, "mkt"], "shorthand"))
    d.delete(ff, d.after(ff, 15, 35), f"b 200k {tk} mkt")
    d.msg(d.after(ff, 40, 70), "junior", "perdón, dedo gordo 🙈 borrado, no iba aquí")

    v = r.randint(0, 2)
    if v == 0:
        txt = (f"Javier, propongo comprar {esq(q)} {tk} a {P}, stop {S}, objetivo {T}. El setup es limpio after "
               f"the buyback news y el fixing del Euribor ayuda al NII. ¿Lo mando en la subasta?")
        facts = ["comprar", esq(q), tk, P, f"stop {S}"]
    elif v == 1:
        txt = (f"idea para la apertura: comprar {esq(q)} {tk} limit {P}, stop {S} / target {T}. "
               f"Risk-reward ~1:2 y el flow de ayer fue comprador. ¿Te parece?")
        facts = ["comprar", esq(q), tk, P, f"stop {S}"]
    else:
        txt = (f"Propuesta: compra {esq(q)} {tk} @ {P} (limitada), stop {S}, obj. {T}. "
               f"Tamaño dentro de límite, ~{int(q * p / 1000)}k€. ¿Ok?")
        facts = ["compra", esq(q), tk, P, f"stop {S}"]
    prop = d.msg(d.at(8, 34), "junior", txt, hard=H("trade_proposal", facts, "untagged"),
                 idiom=("untagged Spanglish proposal with stop and target", "trade_proposal"))
    d.msg(d.after(prop, 25, 60), "junior", f"ojo que {tk} en preapertura está en {fp(p * 1.0005)}, nada raro")
    apv = r.choice([("ok, adelante", ["ok", "adelante"]),
                    ("ok, adelante. Limitada, no persigas", ["ok, adelante", "Limitada"]),
                    (f"adelante, pero limitada a {P}", ["adelante", f"limitada a {P}"])])
    ap = d.msg(d.after(prop, 80, 150), "jefe", apv[0], ref=prop["k"],
               hard=H("trade_approval", apv[1], "reply"),
               idiom=("terse 'ok, adelante' reply approving", "trade_approval"))
    d.react(prop, ap["lt"] + 3000, "📌", "jefe")
    oid = d.oid(ap["lt"] + 40 * SEC)
    conf = d.msg(d.after(ap, 35, 70), "oms",
                 f"orden enviada | id={oid} | {tk} | COMPRA | {esq(q)} @ {P} LMT | XMAD | cta=RV-PROP",
                 hard=H("trade_confirmation", ["orden enviada", oid, tk, f"{esq(q)} @ {P}"], "structured"),
                 idiom=("pipe-delimited OMS 'orden enviada'", "trade_confirmation"))
    q1 = int(round(q * r.uniform(0.3, 0.55), -2))
    p1 = rnd_px(p - tick(p) * r.randint(1, 3))
    p1c = rnd_px(p1 - tick(p))
    t_open = d.at(9, 0, r.randint(3, 9))
    part = d.msg(t_open, "oms",
                 f"estado=EJECUCION_PARCIAL id={oid} instr={tk} lado=COMPRA ejec={esq(q1)}/{esq(q)} px={fp(p1)} venue=XMAD")
    d.edit(part, d.after(part, 120, 260),
           f"estado=EJECUCION_PARCIAL id={oid} instr={tk} lado=COMPRA ejec={esq(q1)}/{esq(q)} px={fp(p1c)} venue=XMAD corr=1",
           superseded=[fp(p1)])
    part["hard"] = H("trade_fill", ["EJECUCION_PARCIAL", oid, f"{esq(q1)}/{esq(q)}", f"px={fp(p1c)}"], "structured")
    part["idiom"] = ("key=value partial fill corrected by edit", "trade_fill")
    pavg = (p1c * q1 + p * (q - q1)) / q
    pavg_s = es(pavg, 4)
    full = d.msg(d.after(part, 40, 200), "oms",
                 f"estado=EJECUTADA id={oid} instr={tk} lado=COMPRA qty={esq(q)} px_medio={pavg_s} venue=XMAD",
                 hard=H("trade_fill", ["EJECUTADA", oid, esq(q), f"px_medio={pavg_s}"], "structured"))
    d.react(full, full["lt"] + 9000, "✅", "jefe")
    st = d.msg(d.after(full, 60, 180), "junior", f"[STOP] {tk} {esq(q)} → stop {S} | objetivo {T}", ref=full["k"])
    s2 = round(stop + (p - stop) * 0.45, 2)
    s3 = round(p * 0.998, 2)
    if es(s3, 2) == es(s2, 2) or es(s3, 2) == P:
        s3 = round(s3 - 0.01, 2)
    S2, S3 = es(s2, 2), es(s3, 2)
    d.edit(st, d.at(11, r.randint(5, 40)), f"[STOP] {tk} {esq(q)} → stop {S2} | objetivo {T} (subido tras el primer tramo)", superseded=[])
    d.edit(st, d.at(15, r.randint(5, 25)), f"[STOP] {tk} {esq(q)} → stop {S3} | objetivo {T} (breakeven)", superseded=[f"stop {S}", f"stop {S2}"])
    st["hard"] = H("stop_or_target_change", ["[STOP]", tk, f"stop {S3}"], "tagged")
    st["idiom"] = ("stop moved twice by editing the same [STOP] message", "stop_or_target_change")
    c["main_fill"] = full
    c["main_q"] = q


def sc_mini(d: Day, with_stop: bool):
    r, c = d.rng, d.ctx
    n = r.choice([4, 5, 6, 8])
    lvl = c["fut_px"] + r.randint(-10, 10)
    stp = lvl + r.choice([120, 140, 150])
    L, STP = esq(lvl), esq(stp)
    prop = d.msg(d.at(9, 11), "junior", f"s {n} MINI @ {L} stop {STP} — hedge beta bancos, the book is too long into CPI",
                 hard=H("trade_proposal", [f"s {n} MINI", f"@ {L}", f"stop {STP}"], "shorthand"),
                 idiom=("shorthand 's 5 MINI @ 17.420' proposal", "trade_proposal"))
    apw = r.choice(["manda", "mándalo", "adelante"])
    ap = d.msg(d.after(prop, 30, 90), "jefe", f"👍 {apw}", ref=prop["k"],
               hard=H("trade_approval", ["👍", apw], "reply"),
               idiom=("emoji approval '👍 manda' by reply", "trade_approval"))
    rt = d.msg(d.after(ap, 20, 60), "jefe",
               f"@agente-ejecución te paso los {n} {c['mini']}: venta, TWAP 30 min, límite {L}. Lucía, tú no lo toques.",
               hard=H("route_decision", ["agente-ejecución", f"{n} {c['mini']}", "TWAP"], "untagged"),
               idiom=("jefe hands an order to the execution agent", "route_decision"))
    d.msg(d.after(rt, 5, 20), "exec", "recibido 👍 lo cojo", ref=rt["k"], noise=True)
    oid = d.oid(rt["lt"] + 40 * SEC)
    emb = {"title": "Orden aceptada · MEFF", "author": "OMS·MAD",
           "fields": [{"name": "Instrumento", "value": c["mini"], "inline": True},
                      {"name": "Sentido", "value": "VENTA", "inline": True},
                      {"name": "Cantidad", "value": str(n), "inline": True},
                      {"name": "Precio", "value": f"{L} LMT", "inline": True},
                      {"name": "Algo", "value": "TWAP 30m"}],
           "footer": f"id {oid} · MEFF · cta RV-PROP"}
    conf = d.msg(d.after(rt, 35, 80), "oms", "", embeds=[emb],
                 hard=H("trade_confirmation", ["Orden aceptada", c["mini"], "VENTA", oid], "embed"),
                 idiom=("embed-only OMS acceptance", "trade_confirmation"))
    pf = lvl - r.randint(0, 4)
    fill = d.msg(conf["lt"] + r.randint(27, 34) * MIN, "oms",
                 f"ejecutada | id={oid} | {c['mini']} | VENTA | {n} @ {esq(pf)} | algo=TWAP",
                 hard=H("trade_fill", ["ejecutada", oid, c["mini"], f"{n} @ {esq(pf)}"], "structured"))
    d.msg(d.after(fill, 10, 40), "exec", f"TWAP {c['mini']} terminado · vendidos {n}/{n} · px medio {esq(pf)} · slippage {es(r.uniform(-1.5, 2.5), 1)} pts vs. llegada",
          ref=rt["k"], hard=H("trade_fill", [c["mini"], f"vendidos {n}/{n}", f"px medio {esq(pf)}"], "untagged"),
          idiom=("execution agent's completion report as a fill", "trade_fill"))
    if with_stop:
        stp2 = pf + r.choice([60, 70, 80])
        if stp2 == stp:
            stp2 -= 10
        d.msg(d.at(16, r.randint(30, 50)), "junior", f"subo el stop de los MINI a {esq(stp2)}", ref=fill["k"],
              hard=H("stop_or_target_change", ["stop", "MINI", esq(stp2)], "reply"))


def sc_fibx(d: Day):
    r, c = d.rng, d.ctx
    n = r.choice([2, 3, 4])
    px = c["fut_px"] + r.randint(5, 30)
    stp, tgt = px + 125, px - 265
    why = r.choice(["divergencia bancos vs. eléctricas", "el IBEX no acompaña al Stoxx y el CPI pinta caliente",
                    "sobrecompra en 60m, RSI 74"])
    prop = d.msg(d.at(15, 44), "junior",
                 f"[PROPUESTA] VENTA {n} {c['fut']} a {esq(px)} | stop {esq(stp)} | obj {esq(tgt)} | motivo: {why}",
                 hard=H("trade_proposal", ["VENTA", f"{n} {c['fut']}", esq(px), f"stop {esq(stp)}"], "tagged"),
                 idiom=("[PROPUESTA] tagged futures proposal", "trade_proposal"))
    rej = r.choice([("ni de coña, espera al cierre", ["ni de coña", "espera al cierre"]),
                    ("no. Espera al cierre, con el dato esto se da la vuelta", ["no.", "Espera al cierre"])])
    d.msg(d.after(prop, 40, 120), "jefe", rej[0], ref=prop["k"],
          hard=H("trade_approval", rej[1], "reply"),
          idiom=("rejection by reply 'ni de coña, espera al cierre'", "trade_approval"))
    px2 = px - r.randint(10, 40)
    q = d.msg(d.at(17, 21), "junior", f"¿ahora sí los {c['fut']}? ya estamos en {esq(px2 + 3)}", ref=prop["k"], near=True,
              idiom=("junior question about a pending proposal", "not_hard"))
    ap = d.msg(d.after(q, 30, 80), "jefe", f"ahora sí, adelante con los {n} FIBX a {esq(px2)}", ref=q["k"],
               hard=H("trade_approval", ["adelante", f"{n} FIBX", esq(px2)], "reply"))
    oid = d.oid(ap["lt"] + 30 * SEC)
    conf = d.msg(d.after(ap, 25, 50), "oms", f"orden enviada | id={oid} | {c['fut']} | VENTA | {n} @ {esq(px2)} LMT | MEFF",
                 hard=H("trade_confirmation", ["orden enviada", oid, c["fut"], f"{n} @ {esq(px2)}"], "structured"))
    px3 = px2 + r.choice([0, 1, 2])
    d.msg(d.after(conf, 60, 400), "oms", f"estado=EJECUTADA id={oid} instr={c['fut']} lado=VENTA qty={n} px_medio={esq(px3)}",
          hard=H("trade_fill", ["EJECUTADA", oid, c["fut"], f"px_medio={esq(px3)}"], "structured"))


def sc_roll_thread(d: Day):
    r, c = d.rng, d.ctx
    n = c["ibex_short"]
    sp = -r.randint(8, 35)
    spf = sp + r.choice([0, 1])
    starter = d.msg(d.at(16, 8), "junior", f"🧵 Roll {c['fut']} → {c['fut_next']}")
    c["thread_msg"] = starter
    t = starter
    p = d.msg(d.after(t, 30, 60), "junior",
              f"propongo rolar los {n} {c['fut']} cortos a {c['fut_next']}, spread {sp} o mejor. Vence el {c['exp_day']} y no quiero llegar a la liquidación.",
              thread=starter["k"],
              hard=H("trade_proposal", ["rolar", f"{n} {c['fut']}", c["fut_next"], f"spread {sp}"], "untagged"),
              idiom=("roll proposal inside a thread", "trade_proposal"))
    d.msg(d.after(p, 30, 90), "junior", "¿lo hago por el libro de spreads o pata a pata?", thread=starter["k"])
    ap = d.msg(d.after(p, 100, 180), "jefe", f"libro de spreads. ok, rola a {sp} o mejor", thread=starter["k"], ref=p["k"],
               hard=H("trade_approval", ["ok, rola", f"a {sp}"], "reply"))
    oid = d.oid(ap["lt"] + 40 * SEC)
    conf = d.msg(d.after(ap, 30, 60), "oms",
                 f"orden enviada | id={oid} | roll {c['fut']}/{c['fut_next']} | COMPRA {c['fut']} / VENDE {c['fut_next']} | {n} @ {sp} | MEFF",
                 thread=starter["k"],
                 hard=H("trade_confirmation", ["orden enviada", oid, f"roll {c['fut']}/{c['fut_next']}"], "structured"))
    d.msg(d.after(conf, 60, 120), "junior", f"el spread cotiza {sp - 2}/{sp + 1}, paciencia", thread=starter["k"])
    fill = d.msg(d.after(conf, 180, 600), "oms", f"ejecutada | id={oid} | roll {c['fut']}/{c['fut_next']} | {n} @ {spf}",
                 thread=starter["k"],
                 hard=H("trade_fill", ["ejecutada", oid, f"{n} @ {spf}"], "structured"))
    d.msg(d.after(fill, 20, 60), "jefe", "👍", thread=starter["k"], ref=fill["k"], noise=True)


def sc_fesx(d: Day):
    r, c = d.rng, d.ctx
    n = r.choice([8, 10, 12])
    n2 = n - r.choice([3, 4, 5])
    px = c["fesx_px"] + r.randint(-5, 10)
    prop = d.msg(d.at(9, 33), "jefe", f"vende {n} {c['fesx']} a {esq(px)}, cobertura de beta del libro",
                 hard=H("trade_proposal", ["vende", f"{n} {c['fesx']}", esq(px)], "untagged"),
                 idiom=("jefe imperative 'vende N FESX a …'", "trade_proposal"))
    oid = d.oid(prop["lt"] + 20 * SEC)
    yaml = ("⚠️ orden ajustada por riesgo\n```yaml\n"
            "evento: ORDEN_REDIMENSIONADA\n"
            f"orden: {oid}\n"
            f"instrumento: {c['fesx']}\n"
            "lado: VENTA\n"
            f"cantidad_solicitada: {n}\n"
            f"cantidad_aprobada: {n2}\n"
            f"motivo: límite de exposición neta en derivados (4,5 M EUR), uso previo {r.randint(64, 79)}%\n"
            f"accion: reenviada al OMS con {n2}\n```")
    rk = d.msg(d.after(prop, 20, 45), "riesgo", yaml,
               hard=H("risk_limit", ["ORDEN_REDIMENSIONADA", c["fesx"], f"cantidad_aprobada: {n2}"], "structured"),
               idiom=("risk engine resizing an order", "risk_limit"))
    d.msg(d.after(rk, 10, 40), "jefe", "visto", ref=rk["k"], noise=True)
    conf = d.msg(d.after(rk, 5, 20), "oms", f"orden enviada | id={oid} | {c['fesx']} | VENTA | {n2} @ {esq(px)} LMT | XEUR",
                 hard=H("trade_confirmation", ["orden enviada", oid, c["fesx"], f"{n2} @ {esq(px)}"], "structured"))
    k = n2 - r.randint(1, 2)
    d.msg(d.after(conf, 30, 300), "oms", f"estado=EJECUCION_PARCIAL id={oid} instr={c['fesx']} lado=VENTA ejec={k}/{n2} px={esq(px)} venue=XEUR",
          hard=H("trade_fill", ["EJECUCION_PARCIAL", oid, f"ejec={k}/{n2}", f"px={esq(px)}"], "structured"))


def sc_puts(d: Day):
    r, c = d.rng, d.ctx
    n = r.choice([30, 40, 50, 60])
    strike = int(round(c["ibex"] * 0.975 / 250) * 250)
    prem = r.randint(62, 118)
    prop = d.msg(d.at(10, 31), "jefe", f"compra {n} put IBEX {esq(strike)} {c['opt_mes']} a {prem}",
                 hard=H("trade_proposal", ["compra", f"{n} put IBEX {esq(strike)}", f"a {prem}"], "shorthand"))
    instr = f"IBEX P{strike} {c['opt_exp']}"
    oid = d.oid(prop["lt"] + 40 * SEC)
    conf = d.msg(d.after(prop, 30, 70), "oms", f"orden enviada | id={oid} | {instr} | COMPRA | {n} @ {prem} | MEFF",
                 hard=H("trade_confirmation", ["orden enviada", oid, instr, f"{n} @ {prem}"], "structured"))
    emb = {"title": "Ejecución · MEFF",
           "fields": [{"name": "Instrumento", "value": instr, "inline": True},
                      {"name": "Sentido", "value": "COMPRA", "inline": True},
                      {"name": "Cantidad", "value": f"{n}/{n}", "inline": True},
                      {"name": "Precio", "value": f"{prem} pts", "inline": True}],
           "footer": f"id {oid} · MEFF · {r.choice(['Santander CIB', 'BBVA Markets', 'Renta 4'])} (MM)"}
    d.msg(d.after(conf, 60, 300), "oms", "", embeds=[emb],
          hard=H("trade_fill", ["Ejecución", instr, "COMPRA", oid], "embed"),
          idiom=("embed-only fill of IBEX options", "trade_fill"))


def sc_stock_calls(d: Day):
    r, c = d.rng, d.ctx
    und = c["opt_und"]
    k = es(_opt_strike(c["px"][und]), 2)
    prem = es(r.uniform(0.22, 0.65), 2)
    n = r.choice([80, 100, 150])
    n2 = n // 2
    prop = d.msg(d.at(10, 52), "junior", f"b {n} {und} C {k} {c['sopt_exp']} @ {prem}, más delta para el earnings play",
                 hard=H("trade_proposal", [f"b {n} {und} C {k}", f"@ {prem}"], "shorthand"))
    ap = d.msg(d.after(prop, 40, 110), "jefe", f"vale, {n2} nada más", ref=prop["k"],
               hard=H("trade_approval", ["vale", f"{n2} nada más"], "reply"),
               idiom=("approval with a size cut 'vale, 50 nada más'", "trade_approval"))
    oid = d.oid(ap["lt"] + 30 * SEC)
    instr = f"{und} C {k} {c['sopt_exp']}"
    d.msg(d.after(ap, 30, 60), "oms",
          f"❌ orden rechazada | id={oid} | {instr} | COMPRA | {n2} @ {prem} | motivo=precio fuera de horquilla (MEFF)",
          hard=H("trade_confirmation", ["orden rechazada", oid, instr], "structured"),
          idiom=("OMS rejection line", "trade_confirmation"))
    d.msg(d.after(ap, 120, 200), "junior", "rechazada, el creador ha movido la horquilla. La dejo estar, luego vemos")


def sc_var(d: Day):
    r, c = d.rng, d.ctx
    lim = c.get("var_lim", 420_000)
    val = int(lim * r.uniform(1.02, 1.11) / 100) * 100
    yaml = ("⚠️ límite superado\n```yaml\n"
            "limite: VaR_99_1d\n"
            f"valor: {esq(val)} EUR\n"
            f"limite_actual: {esq(lim)} EUR\n"
            f"uso: {es(val / lim * 100, 1)}%\n"
            "estado: SUPERADO\n"
            "accion: notificado jefe de mesa; órdenes que aumenten riesgo requieren aprobación de Riesgos\n```")
    m = d.msg(d.at(12, 4), "riesgo", yaml, hard=H("risk_limit", ["límite superado", "VaR_99_1d", esq(val)], "structured"))
    d.msg(d.after(m, 60, 180), "jefe", "lo sé, con la cobertura de la tarde debería bajar. Lo hablo con Riesgo", ref=m["k"])


def sc_limit_raise(d: Day):
    r, c = d.rng, d.ctx
    yaml = ("🔧 cambio de límite\n```yaml\n"
            "evento: CAMBIO_LIMITE\n"
            "limite: exposicion_neta_ibex\n"
            "anterior: 25 contratos equiv.\n"
            "nuevo: 35 contratos equiv.\n"
            f"vigencia: hasta {c['exp_day']} (vencimiento MEFF, roll)\n"
            "aprobado_por: CRO\n```")
    d.msg(d.at(16, 1), "riesgo", yaml, hard=H("risk_limit", ["CAMBIO_LIMITE", "exposicion_neta_ibex", "35 contratos"], "structured"))


def sc_block_forgotten(d: Day):
    r, c = d.rng, d.ctx
    tk = c["held"][4]
    p = c["px"][tk]
    q = int(round(c["qty"][tk] * 0.3, -3 if p < 20 else -2))
    person = r.choice(["Iñaki Zubiri", "Carmen Lafuente", "Borja Echevarría"])
    phone = f"+34 6{r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}"
    cp = r.choice(["Kutxabank", "Abanca", "Ibercaja"])
    txt = (f"cruzados en bloque {esq(q)} {tk} a {fp(p)} con la mesa de {cp} (contacto: {person}, {phone}) — "
           f"nuestra venta, hecha fuera de libro y comunicada a back")
    m = d.msg(d.at(17, 49), "junior", txt, hard=H("trade_fill", ["cruzados en bloque", esq(q), tk, fp(p)], "untagged"))
    d.forget(m, d.at(18, 31), AUTHOR_IDS["compliance"], f"contacto: {person}")


def sc_bond(d: Day):
    r, c = d.rng, d.ctx
    bono, base, y = BONOS[0] if c["bono_held"] != BONOS[0] else BONOS[2]
    px = es(base + r.uniform(-0.15, 0.15), 3)
    prop = d.msg(d.at(13, 31), "teso",
                 f"Tesorería: propongo comprar 5 mill. nominales del {bono} a {px} (TIR {y}). Excedente de caja de la semana, duración corta. ¿Javier?",
                 hard=H("trade_proposal", ["comprar", "5 mill.", bono, px], "untagged"))
    ap = d.msg(d.after(prop, 60, 240), "jefe", "adelante con el bono", ref=prop["k"],
               hard=H("trade_approval", ["adelante", "bono"], "reply"))
    oid = d.oid(ap["lt"] + 60 * SEC)
    conf = d.msg(d.after(ap, 40, 90), "oms", f"orden enviada | id={oid} | {bono} | COMPRA | {esq(5_000_000)} nom @ {px} | SENAF",
                 hard=H("trade_confirmation", ["orden enviada", oid, bono, px], "structured"))
    js = json.dumps({"evento": "ejecutada", "orden": oid, "instrumento": bono, "lado": "compra",
                     "nominal": esq(5_000_000), "precio": px, "plataforma": "SENAF"}, ensure_ascii=False)
    d.msg(d.after(conf, 30, 240), "oms", js, hard=H("trade_fill", ["ejecutada", oid, esq(5_000_000), px], "structured"),
          idiom=("JSON fill line for a Bono on SENAF", "trade_fill"))
    d.msg(d.after(conf, 300, 400), "teso", "gracias, apuntado en la hoja de caja")


def sc_bond_reject(d: Day):
    r, c = d.rng, d.ctx
    obl, base, y = r.choice(OBLIS)
    px = es(base + r.uniform(-0.2, 0.2), 3)
    prop = d.msg(d.at(14, 4), "teso",
                 f"y otra: comprar 10 mill. de la {obl} a {px} (TIR {y}), la curva 5-10 está muy empinada",
                 hard=H("trade_proposal", ["comprar", "10 mill.", obl, px], "untagged"))
    rj = r.choice([("rechazado, no quiero más duración hoy", ["rechazado", "más duración"]),
                   ("no. Rechazado, hoy no sumo duración", ["Rechazado", "no sumo duración"])])
    d.msg(d.after(prop, 60, 200), "jefe", rj[0], ref=prop["k"], hard=H("trade_approval", rj[1], "reply"))


def sc_thesis_jefe(d: Day):
    r, c = d.rng, d.ctx
    tk = c["held"][3]
    reason = {
        "TEF": "con el capex de fibra no veo el dividendo cubierto",
        "IBE": "las redes reguladas ya están en precio y la retribución de la CNMC decepciona",
        "REP": "el margen de refino se ha girado y la recompra no compensa",
        "AENA": "el tráfico de mayo no justifica el múltiplo",
        "ITX": "la guía del segundo trimestre no es suficiente para este múltiplo",
    }.get(tk, "el NII ya ha hecho techo y el consenso aún no lo tiene")
    txt = f"Cambio de vista en {tk}: dejo de ser alcista, {reason}. La mantenemos de momento, pero ya no es idea de convicción."
    d.msg(d.at(14, 47), "jefe", txt, hard=H("thesis_update", [f"Cambio de vista en {tk}", "dejo de ser alcista"], "untagged"))


def sc_thesis_junior(d: Day):
    r, c = d.rng, d.ctx
    tk = c["held"][1]
    d.msg(d.at(15, 2), "junior", f"conviction en {tk} de 3/5 a 4/5 after the call, el margen aguanta. Seguimos largos.",
          hard=H("thesis_update", [tk, "3/5 a 4/5"], "shorthand"),
          idiom=("conviction score change in shorthand", "thesis_update"))


def sc_target_change(d: Day):
    r, c = d.rng, d.ctx
    tk = c["held"][2]
    p = c["px"][tk]
    x = es(round(p * 0.96, 2), 2)
    nm = d.msg(d.at(15, 6), "junior", f"un stop en {x} en {tk} tendría sentido, ¿no?", near=True,
               idiom=("stop suggestion as a question (no decision)", "not_hard"))
    stp = es(round(p * 0.965, 2), 2)
    if stp == x:
        stp = es(round(p * 0.965, 2) + 0.01, 2)
    d.msg(d.after(nm, 60, 200), "jefe", f"quito el objetivo de {tk}, que corra. Stop a {stp}.", ref=nm["k"],
          hard=H("stop_or_target_change", ["quito el objetivo", tk, f"Stop a {stp}"], "reply"))


def _news_text(r, c, tk, style):
    short, legal, upper, _, _ = CO[tk]
    head, key = r.choice(NEWS_HEADLINES)
    head = head.format(m=esq(r.choice([150, 300, 450, 600, 1200, 1500])), d=es(r.uniform(0.1, 0.9), 3),
                       p=es(r.uniform(1.5, 6.0), 1))
    reg = r.randint(20_000, 39_999)
    body = r.choice([
        "Según el documento remitido, la operación se ejecutará conforme al Reglamento (UE) 596/2014 y al Reglamento Delegado 2016/1052, y la sociedad informará con periodicidad semanal de las operaciones realizadas.",
        "La sociedad indica que la información se difunde en cumplimiento del artículo 227 de la Ley del Mercado de Valores y que los detalles completos están disponibles en su web corporativa.",
        "El consejo de administración aprobó el acuerdo en su reunión de ayer; la compañía celebrará una conferencia con analistas a las 09:30 para explicar los detalles y el impacto en sus objetivos.",
        "La comunicación incluye un calendario orientativo de fechas (último día de negociación con derecho, fecha ex y fecha de pago) y el importe total estimado de la operación.",
    ])
    if style == "embed":
        emb = {"title": r.choice(["CNMV · Otra información relevante", "CNMV · Información privilegiada"]),
               "description": f"{legal} {head}. {body}",
               "fields": [{"name": "Emisor", "value": legal, "inline": True},
                          {"name": "Nº registro", "value": str(reg), "inline": True}],
               "footer": "cnmv.es · OIR"}
        return "", [emb], [legal, key], reg
    if style == "short":
        return (f"📰 {short} {head}. (CNMV, registro {reg})", [], [short, key], reg)
    return (f"📰 CNMV · OIR · {legal}\n{legal} {head}.\n{body}\nRegistro {reg} · publicado en cnmv.es", [], [legal, key], reg)


def sc_news(d: Day, optional_after_close: bool, optional_vol: bool):
    r, c = d.rng, d.ctx
    held, watch, non = c["held"], c["watch"], c["non"][:]
    r.shuffle(non)
    # overnight / early: a non-held item
    txt, emb, facts, reg = _news_text(r, c, non[0], "long")
    d.msg(d.at(6, 41), "cnmv", txt, embeds=emb, near=True,
          idiom=("CNMV item on a company the desk does not hold", "not_hard"))
    # 07:3x: held name, embed, company legal name only
    h1 = held[1]
    txt, emb, facts, reg = _news_text(r, c, h1, "embed")
    n1 = d.msg(d.at(7, 31), "cnmv", txt, embeds=emb, hard=H("held_position_news", facts, "embed"),
               idiom=("CNMV OIR embed naming a held company by legal name", "held_position_news"))
    d.react(n1, n1["lt"] + 25 * MIN, "👀", "junior")
    rt = d.msg(d.at(8, 6), "jefe",
               f"Lucía, el OIR de {CO[h1][0]} te lo paso a ti: antes de comer quiero saber si cambia algo para el stop.",
               ref=n1["k"], hard=H("route_decision", ["Lucía", f"OIR de {CO[h1][0]}"], "reply"),
               idiom=("jefe routes a news item to a person by reply", "route_decision"))
    d.msg(d.after(rt, 20, 90), "junior", "oído 👍", ref=rt["k"], noise=True)
    # 09:4x: non-held + triage SIN_ACCION
    txt, emb, facts, reg = _news_text(r, c, non[1], "long")
    nn = d.msg(d.at(9, 42), "cnmv", txt, embeds=emb, near=True)
    d.msg(d.after(nn, 8, 30), "triage",
          f"triage | item=CNMV#{reg} | emisor={CO[non[1]][0]} | decisión=SIN_ACCION | motivo=fuera de cartera y watchlist",
          ref=nn["k"], hard=H("no_route_decision", ["SIN_ACCION", CO[non[1]][0]], "structured"),
          idiom=("triage bot SIN_ACCION line", "no_route_decision"))
    # 11:4x: news on the underlying of held stock options (not held as stock)
    und = c["opt_und"]
    txt, emb, facts, reg = _news_text(r, c, und, "long")
    nu = d.msg(d.at(11, 43), "cnmv", txt, embeds=emb, hard=H("held_position_news", facts, "untagged"),
               idiom=("news on the underlying of held MEFF stock calls", "held_position_news"))
    d.msg(d.after(nu, 12, 40), "triage",
          f"triage | item=CNMV#{reg} | emisor={CO[und][0]} | decisión=ENRUTADO → Lucía Méndez | motivo=subyacente de calls en cartera | prioridad=alta",
          ref=nu["k"], hard=H("route_decision", ["ENRUTADO", "Lucía Méndez", CO[und][0]], "structured"))
    # 12:4x: watchlist
    w = watch[0]
    txt, emb, facts, reg = _news_text(r, c, w, "short")
    wn = d.msg(d.at(12, 41), "cnmv", txt, embeds=emb, hard=H("watchlist_news", facts, "untagged"),
               idiom=("short-name headline on a watchlist name", "watchlist_news"))
    d.msg(d.after(wn, 30, 120), "junior", "ok", ref=wn["k"], noise=True,
          idiom=("bare 'ok' ack replying to news", "not_hard"))
    if optional_vol:
        tk = held[2]
        up = CO[tk][2]
        drop = r.uniform(3.2, 5.5)
        if r.random() < 0.5:
            txt = (f"⚡ Subasta de volatilidad · {up} ({tk}) · rango estático superado · precio ref {fp(c['px'][tk] * (1 - drop / 100))} "
                   f"(-{es(drop, 1)}%) · fin aprox. 5 min + cierre aleatorio")
            facts = [up, "Subasta de volatilidad"]
        else:
            txt = (f"⛔ SUSPENSIÓN DE COTIZACIÓN · {up} ({tk}) · desde {10}:{r.randint(10, 40)}:{r.randint(10, 59)} · "
                   "motivo: a la espera de difusión de información privilegiada · CNMV")
            facts = [up, "SUSPENSIÓN DE COTIZACIÓN"]
        va = d.msg(d.at(10, 16), "md", txt, hard=H("held_position_news", facts, "structured"),
                   idiom=("MEFF/BME market-data halt on a held stock", "held_position_news"))
        d.msg(d.after(va, 20, 60), "junior", f"👀 {tk}!!", ref=va["k"])
        d.msg(d.after(va, 70, 150), "jefe", f"{tk}: sin acción por ahora, esperamos a ver qué publica. Nadie toca nada.",
              ref=va["k"], hard=H("no_route_decision", [tk, "sin acción"], "reply"))
    for hh, tk in ((8, non[4]), (13, non[5]), (16, non[6]), (19, non[7]), (20, non[8])):
        txt, emb, facts, reg = _news_text(r, c, tk, "long")
        d.msg(d.at(hh, r.randint(0, 59)), "cnmv", txt, near=True)
    # non-held volatility auction (market data, not ours)
    o = non[2]
    d.msg(d.at(r.choice([10, 11, 14]), r.randint(0, 59)), "md",
          f"⚡ Subasta de volatilidad · {CO[o][2]} ({o}) · rango dinámico superado · precio ref {fp(c['px'][o])} · fin aprox. 5 min",
          near=True)
    if optional_after_close:
        h3 = held[3]
        txt, emb, facts, reg = _news_text(r, c, h3, "short")
        d.msg(d.at(18, 7), "cnmv", txt, hard=H("held_position_news", facts, "untagged"))
        txt, emb, facts, reg = _news_text(r, c, non[3], "short")
        nh = d.msg(d.at(18, 12), "cnmv", txt, near=True)
        d.msg(d.after(nh, 60, 240), "jefe", f"{CO[non[3]][0]} no la tenemos, nada que hacer. Archivado.", ref=nh["k"],
              hard=H("no_route_decision", [CO[non[3]][0], "nada que hacer"], "reply"),
              idiom=("jefe 'no la tenemos, nada que hacer' by reply", "no_route_decision"))
        w2 = watch[-1]
        txt, emb, facts, reg = _news_text(r, c, w2, "long")
        d.msg(d.at(18, 26), "cnmv", txt, hard=H("watchlist_news", facts, "untagged"))


def _pnl_table(d: Day, h, mm):
    r, c = d.rng, d.ctx
    px, q = c["px"], c["qty"]
    lines = [f"PnL {h:02d}:{mm:02d} · RV-MADRID", "```", f"{'instr':<22}{'pos':>10}{'px':>10}{'PnL día':>12}"]
    tot = 0
    for t in c["held"]:
        qq = q[t] + (c.get("main_q", 0) if t == c["main"] and h >= 9 else 0)
        pn = int(qq * px[t] * r.uniform(-0.012, 0.015))
        tot += pn
        lines.append(f"{t:<22}{esq(qq):>10}{fp(px[t] * (1 + r.uniform(-0.01, 0.01))):>10}{es(pn, 0):>12}")
    for name, pos, lvl in ((c["fut"], -c["ibex_short"], esq(c["fut_px"] + r.randint(-40, 40))),
                           (c["mini"], -r.choice([0, 4, 5, 6]), esq(c["fut_px"] + r.randint(-40, 40))),
                           (c["fesx"], -r.choice([0, 5, 6, 7]), esq(c["fesx_px"] + r.randint(-20, 20))),
                           (f"{c['opt_und']} C {c['sopt_exp']}", r.choice([120, 150, 200]), es(r.uniform(0.2, 0.7), 2)),
                           (f"IBEX P {c['opt_exp']}", r.choice([40, 60, 90]), str(r.randint(55, 130))),
                           (c["bono_held"][0], 5, es(c["bono_held"][1] + r.uniform(-0.1, 0.1), 3))):
        pn = int(r.uniform(-9000, 9000))
        tot += pn
        lines.append(f"{name:<22}{str(pos):>10}{lvl:>10}{es(pn, 0):>12}")
    lines.append("```")
    lines.append(f"Total día {es(tot, 0)} EUR · MTD {es(r.uniform(80000, 260000), 0)} EUR · VaR uso {r.randint(45, 96)}% · pérdida diaria uso {r.randint(0, 40)}%")
    return "\n".join(lines)


def sc_reports(d: Day):
    """Hourly PnL tables, market-data session summary, risk EOD report: all noise."""
    r, c = d.rng, d.ctx
    for h in (9, 10, 11, 12, 13, 14, 15, 16, 17):
        mm = 30 if h != 17 else 40
        d.msg(d.at(h, mm, r.randint(0, 20)), "pnl", _pnl_table(d, h, mm), noise=True)
    ags = r.sample([t for t in CO if t not in c["held"]], 4)
    d.msg(d.at(7, 15), "md",
          f"🗓 Agenda BME/MEFF {c['ddmm']}\n"
          f"- 08:00 apertura MEFF derivados · 08:30-09:00 preapertura SIBE · 09:00 subasta de apertura\n"
          f"- 17:30-17:35 subasta de cierre · 20:00 cierre MEFF\n"
          f"- Vencimiento mensual IBEX y opciones: {c['exp_day']} (liquidación por media 16:15-16:45)\n"
          f"- Juntas generales esta semana: {', '.join(CO[t][0] for t in ags[:2])}\n"
          f"- Ajustes de opciones por dividendo: {CO[ags[2]][0]} (fecha ex próxima semana)\n"
          f"- Cambios en parámetros de volatilidad (rangos estáticos/dinámicos): {CO[ags[3]][0]}\n"
          "- Mantenimiento de sistemas BME: sábado 06:00-12:00, sin impacto en horario de mercado",
          noise=True)
    d.msg(d.at(7, 56), "riesgo",
          "📋 Informe de riesgo apertura\n```yaml\n"
          f"fecha: {c['date'].isoformat()}\n"
          f"var_99_1d_inicio: {esq(r.randint(200, 360) * 1000)} EUR\n"
          f"delta_cartera: {es(r.uniform(1.5, 4.5), 2)} M EUR\n"
          f"beta_ibex: {es(r.uniform(0.7, 1.2), 2)}\n"
          f"vega: {esq(r.randint(4000, 15000))} EUR/pto\n"
          f"margen_meff: {es(r.uniform(2, 5), 2)} M EUR\n"
          f"margen_eurex: {es(r.uniform(0.3, 1.5), 2)} M EUR\n"
          "alertas: []\n"
          "cambios_de_limites: ver bloque 'Límites del día'\n```", noise=True)
    for h in (10, 11, 12, 14, 15, 16):
        contrib = r.sample(list(CO), 6)
        rows = "\n".join(f"  {t:<5} {fp(c['px'][t] * (1 + r.uniform(-0.015, 0.015))):>8} {es(r.uniform(-2, 2), 2):>6}%  {es(r.uniform(-9, 12), 1):>6} pts"
                         for t in contrib)
        d.msg(d.at(h, 0, r.randint(30, 59)), "md",
              f"📊 IBEX 35 {h:02d}:00 · {es(c['ibex'] * (1 + r.uniform(-0.008, 0.008)), 1)} · {c['fut']} {esq(c['fut_px'] + r.randint(-50, 50))} · "
              f"{c['fesx']} {esq(c['fesx_px'] + r.randint(-20, 20))}\n```\nmayores contribuciones\n{rows}\n```\n"
              f"efectivo acumulado {esq(r.randint(150, 1900))} M€ · subastas de volatilidad hoy: {r.randint(0, 4)}", noise=True)
    th = d.at(r.choice([3, 5, 22]), r.randint(0, 50))
    d.msg(th, "triage",
          "```\nTraceback (most recent call last):\n"
          '  File "/opt/mesa/triage/worker.py", line 214, in run\n    items = self.feed.fetch(since=self.cursor)\n'
          '  File "/opt/mesa/triage/cnmv.py", line 88, in fetch\n    resp = self.session.get(self.url, params=params, timeout=10)\n'
          '  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n    return self.request("GET", url, **kwargs)\n'
          '  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 532, in send\n    raise ReadTimeout(e, request=request)\n'
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='www.cnmv.es', port=443): Read timed out. (read timeout=10)\n```\n"
          "triage-bot: reintento en 60s (1/3)", noise=True)
    d.msg(th + r.randint(60, 75) * SEC, "triage", "triage-bot: feed CNMV recuperado · cursor al día · 0 items perdidos", noise=True)
    emb = {"title": f"Resumen de órdenes · {c['ddmm']}", "author": "OMS·MAD",
           "fields": [{"name": "Órdenes", "value": str(r.randint(14, 30)), "inline": True},
                      {"name": "Ejecutadas", "value": str(r.randint(9, 14)), "inline": True},
                      {"name": "Canceladas", "value": str(r.randint(0, 4)), "inline": True},
                      {"name": "Rechazadas", "value": str(r.randint(0, 2)), "inline": True},
                      {"name": "Efectivo SIBE", "value": f"{es(r.uniform(0.4, 1.8), 2)} M€", "inline": True},
                      {"name": "Contratos MEFF", "value": str(r.randint(20, 60)), "inline": True},
                      {"name": "Contratos Eurex", "value": str(r.randint(0, 12)), "inline": True},
                      {"name": "Nominal SENAF", "value": f"{r.choice([0, 5, 10])} M€", "inline": True}],
           "footer": "informe automático · no requiere acción"}
    d.msg(d.at(20, 5), "oms", "", embeds=[emb], noise=True)
    movers = r.sample([t for t in CO], 10)
    up = "\n".join(f"  {t:<5} {fp(c['px'][t]):>8}  +{es(r.uniform(0.8, 4.5), 2)}%" for t in movers[:5])
    dn = "\n".join(f"  {t:<5} {fp(c['px'][t]):>8}  -{es(r.uniform(0.6, 3.9), 2)}%" for t in movers[5:])
    d.msg(d.at(17, 42), "md",
          f"📈 Resumen de sesión {c['ddmm']}\n```\nIBEX 35      {es(c['ibex'] * (1 + r.uniform(-0.01, 0.01)), 1)}  ({es(r.uniform(-1, 1), 2)}%)\n"
          f"IBEX MEDIUM  {es(r.uniform(15500, 16800), 1)}\nIBEX SMALL   {es(r.uniform(9800, 11200), 1)}\n"
          f"Efectivo SIBE {esq(r.randint(1500, 2600))} M€ · operaciones {esq(r.randint(180000, 320000))}\n"
          f"Subidas:\n{up}\nBajadas:\n{dn}\n"
          f"MEFF {c['fut']} vol {esq(r.randint(25000, 45000))} · {c['mini']} vol {esq(r.randint(9000, 20000))} · "
          f"opciones IBEX vol {esq(r.randint(8000, 25000))} · opciones sobre acciones vol {esq(r.randint(20000, 80000))}\n```",
          noise=True)
    d.msg(d.at(19, 2), "riesgo",
          "📋 Informe de riesgo cierre\n```yaml\n"
          f"fecha: {c['date'].isoformat()}\n"
          f"var_99_1d: {esq(r.randint(250, 400) * 1000)} EUR   # uso {r.randint(55, 95)}%\n"
          f"es_97_5: {esq(r.randint(300, 520) * 1000)} EUR\n"
          f"perdida_dia: {es(r.uniform(-60000, 40000), 0)} EUR\n"
          "stress:\n"
          f"  ibex_-10pct: {es(-r.uniform(600000, 1100000), 0)} EUR\n"
          f"  bono_+50pb: {es(-r.uniform(80000, 160000), 0)} EUR\n"
          f"  vol_+5pts: {es(r.uniform(20000, 90000), 0)} EUR\n"
          "uso_limites:\n"
          f"  exposicion_neta_ibex: {r.randint(8, 24)}/25\n"
          f"  concentracion_emisor_max: {es(r.uniform(3, 7.5), 1)}% ({c['main']})\n"
          f"  delta_opciones: {es(r.uniform(0.2, 1.0), 2)} M EUR\n"
          "incidencias: ninguna\n```", noise=True,
          idiom=("risk EOD report with usage but no change", "not_hard"))


# ------------------------------------------------------------------ research

BANK_PARAS = [
    "Spanish banks into the summer: the May prints confirmed what the market half-knew. Net interest income is past the peak, but the slope of the decline is gentler than the models we inherited from 2024 assumed. The 12m Euribor fixed at {eur12m:.2f}% this morning, roughly {bp} bp below where it started the year, and the front-book mortgage repricing lag means most of that is still to flow through the P&L in the second half.",
    "Deposit betas are the swing factor. Cumulative betas on the way up were 25-30% for the domestic books; on the way down the banks have cut remuneration on time deposits faster than on sight balances, so the effective beta on the way down is running at roughly 40-45%. That asymmetry is what keeps our NII estimates above consensus for CaixaBank and Santander España, and it is also the reason we think the sector can absorb a deposit-rate cut from the ECB without a second leg of estimate downgrades.",
    "Asset quality remains a non-story. Stage 2 ratios are flat quarter on quarter, consumer finance cost of risk is normalising from low levels and the mortgage book is benefiting from wage growth above 3%. If anything the risk is that provisions are too conservative, which would support a modest upward drift in earnings into 2026 guidance updates.",
    "Capital and distributions: CET1 ratios across the group sit between 12.5% and 13.3%, comfortably above management targets. Buybacks are now the dominant part of shareholder remuneration and the market is paying for visibility on them. Every 10 bp of excess capital is worth roughly 1% of market cap in distributions for the larger names, which is why the tape reacts so strongly to each CNMV filing on a new tranche.",
    "Valuation has moved. The sector trades at {ptbv:.2f}x tangible book on a {rote:.1f}% return on tangible equity; on our numbers that implies a cost of equity close to 11%, which looks too high for balance sheets this clean, but it is no longer the deep-value setup it was eighteen months ago. The re-rating has been led by foreign long-only money, and positioning surveys now show Spanish banks as a consensus overweight within European financials.",
    "The sovereign leg matters more than it used to. The Bono-Bund 10y spread is at {spread} bp with the Bono at {bono10:.2f}%, and the banks' domestic government bond portfolios have been rebuilt at higher yields. A 20 bp widening would cost little in capital terms but would hit sentiment, as it did in every spread scare since 2012.",
    "Emerging-market exposure splits the group. BBVA's Mexico franchise continues to print returns above 25% but peso volatility and the monetary-correction adjustment from Turkey make the consolidated number noisy quarter to quarter. Santander's Brazil business is in a better place than a year ago, though the Selic path remains the key risk to margins there.",
    "Regulatory and political noise: the extraordinary banking levy has been converted into a tax on net interest and commission income with a progressive scale, and the impact is manageable for the large names and more visible for the mid caps. We do not see a new regulatory shock into the summer, but the topic resurfaces every budget round.",
    "Flows: over the last four weeks foreign investors were net buyers of Spanish financials on every day but three, and the stock-loan data show short interest in the sector at a two-year low. That makes the group vulnerable to a positioning unwind on any macro shock, which is how we read the sharp intraday reversals we saw around the last two CPI prints.",
    "Santander: the group's diversification keeps the earnings base the most resilient in the sector. Retail and commercial banking in Spain is running ahead of plan on fees, Digital Consumer Bank is normalising, and the US consumer franchise is finally contributing positively after two years of restructuring. The capital-markets day targets look achievable, and the market has started to price the distribution yield rather than the book value.",
    "CaixaBank is the purest domestic play and therefore the most rate-sensitive on the way down, but it also carries the largest insurance and asset-management contribution, roughly a third of core revenues. That fee engine is the main reason our NII-to-earnings elasticity for CaixaBank is lower than for the mid caps, and it explains why the stock held up on the last two days the Euribor curve fell.",
    "Sabadell and the mid caps: the post-TSB perimeter is simpler and the capital return story is now cleaner, but the NII sensitivity is higher and the fee base thinner. For relative-value purposes we think the mid caps are the natural funding leg for any long in the large caps, although we do not have a pair on today.",
    "Model changes in this note: we lower our 2026 NII estimates by 1-2% across the group to reflect the new Euribor forward curve, raise fee income by a similar amount, and leave cost of risk unchanged. Net effect on EPS is between -1% and +1% depending on the name; the full tables are in the attached PDF, pages 14-19.",
    "What would change our mind at sector level: a faster-than-expected fall in the Euribor below 2%, a pick-up in mortgage prepayments, or a deposit war in the mid-cap segment. None of those is visible in the data today, and the sector call stays constructive with a preference for domestic exposure.",
]

ECB_PARAS = [
    "ECB preview. Next week's meeting is priced as a hold with roughly {cut_prob}% probability of a 25 bp deposit-rate cut on €STR OIS. The staff projections will include the first full-year look at 2028, and our central expectation is a marginal downgrade to core inflation with growth broadly unchanged.",
    "The hawkish-hold scenario: if the statement drops the easing bias and the projections show headline inflation at target through the horizon, the front end could reprice 10-15 bp higher. Historically that is a good environment for Spanish banks relative to the Euro Stoxx 50; a trader who wanted to express it could be long the banks against short FESX, but the carry is poor ahead of the event.",
    "The surprise-cut scenario: if the ECB surprises with a cut, the obvious reaction is a bull-steepening of the Bono curve and an initial underperformance of the banks versus utilities and real estate. In that case we would expect the IBEX to lag the Stoxx on the day given its bank weight, and the put skew on IBEX options to steepen.",
    "Spread dynamics: the Bono-Bund spread has been remarkably stable at {spread} bp through the last two meetings. Spanish issuance is well advanced versus the annual funding plan and the Tesoro has been able to lean on syndications at the long end, so supply is not a concern into the summer.",
    "Positioning: CFTC and EPFR data show investors long European equities with a cyclical tilt; options markets price a move of roughly ±{move:.1f}% on the Euro Stoxx 50 for the meeting day, which looks cheap relative to realised moves on the last four meeting days.",
    "The Spanish angle on growth: Spain continues to outgrow the euro area, with GDP tracking around 0.6% q/q on the Bank of Spain's nowcast, supported by immigration-driven labour-force growth, tourism and the tail of the NGEU disbursements. That growth gap is part of why the sovereign spread has held in, and why domestic cyclicals have outperformed their European peers this year.",
    "Inflation detail: Spanish core inflation is running slightly above the euro-area average because of services and rents; the final HICP print today should confirm the flash. A sticky services component is the main argument the hawks will use next week, and the minutes of the last meeting showed at least two members uncomfortable with the speed of the easing cycle.",
    "Communication risk: the press conference will be scrutinised for any signal about the end of the easing cycle. The last two statements used the phrase 'meeting by meeting' and avoided pre-commitment; a change in that language would matter more for the front end than the decision itself. Watch also for any discussion of the strategy review and of the balance-sheet run-off, which affects the long end of the periphery curves.",
    "Market mechanics on the day: the decision is published at 14:15 Madrid time and the press conference starts at 14:45, both during the SIBE continuous session. Historically, IBEX futures volume on ECB days is 40-60% above average, with most of it concentrated in the 30 minutes after the statement. Liquidity in the MINI contract thins out around the release.",
    "Bottom line: we have no recommendation into the meeting; the asymmetry favours waiting for the statement rather than pre-positioning. Any trade idea we publish will come after the press conference.",
]

WRAP_PARAS = [
    "Overnight wrap. US equities closed {spx} with the S&P 500 led by semis; Treasury yields were {ust} bp on the day at the 10y point after a solid auction. Asia mixed: Nikkei {nky}, Hang Seng {hsi}. Euro Stoxx 50 futures indicate a flat-to-slightly-positive open.",
    "Commodities: Brent at ${brent:.1f}, gas TTF little changed, copper firmer on Chinese data. EURUSD at {eurusd:.4f}. Nothing in the overnight tape specifically on Spanish names beyond the CNMV filings already in the feed.",
    "Calendar today: Spanish final CPI at 09:00, US CPI at 14:30 Madrid time, University of Michigan sentiment at 16:00. MEFF June expiry is next Friday; open interest in the front IBEX future is still high, so roll activity should pick up into the afternoon.",
    "Technical picture: IBEX 35 holding above its 50-day moving average with breadth improving; banks account for most of the YTD performance, utilities lagging. Realised volatility 20d at {rv:.1f}%, implied at-the-money one-month at {iv:.1f}%.",
    "Rates overnight: Bund futures little changed; the Bono-Bund spread is stable. Japanese government bond yields edged higher after the BoJ minutes, with no spill-over into European rates so far. Credit indices tighter by 1-2 bp.",
    "Corporate and political newsflow relevant for Spain: no scheduled CNMV publications from IBEX constituents before the open; the government's weekly cabinet meeting is on Tuesday. The usual weekend press on the bank levy and on housing policy may resurface on Monday.",
    "Reminder: this is a market summary, not a recommendation.",
]

SECTOR_PARAS = [
    "Utilities and telecoms, quick note. The sector has lagged the IBEX by {lag:.1f} pp over the last month as money rotated into banks. The rate-sensitivity story is intact: every 10 bp fall in the Bono 10y is worth roughly 1.5% on the regulated networks names on our duration model.",
    "Iberdrola remains the quality compounder of the group; network investment plans in the US and the UK keep the growth profile above peers. Endesa and Naturgy are more exposed to Spanish power prices, where the forward curve for the next calendar year has softened with hydro reserves above the five-year average.",
    "Telefónica's strategic review continues to dominate the story; the market is looking for clarity on the Latin American disposals and the capex envelope for the fibre network. Cellnex trades on its deleveraging path and the pace of asset rotations.",
    "Trading lens: one could argue for buying the laggards on mean reversion, or selling the winners into the ECB, but the factor data do not give a clean signal and the dispersion within the sector is too high for a basket trade. A pair of long regulated networks against short generation would have worked over the last six months in backtest, with a Sharpe around 0.9, but it has not been tested out of sample.",
    "Regulation: the CNMC's final methodology for electricity distribution remuneration in the next regulatory period remains the key catalyst for the networks names; the draft was below company requests, and the final version is expected after the summer. For telecoms, the spectrum renewal calendar and the European digital networks act are the main regulatory items.",
    "We see no action on these names today; the note is background for the weekly sector review.",
]


MORNING_PARAS = [
    "Morning call — Spain. Futures point to an open {open_chg} for the IBEX 35 after a {spx} session in New York. The Euro Stoxx 50 future is trading in line with fair value; the MEFF front-month is at a discount of roughly {basis} points to cash, consistent with the dividend calendar into the June expiry.",
    "Macro today: Spanish final HICP at 09:00 (flash was {hicp}% y/y), euro-area industrial production at 11:00, and the US CPI release at 14:30 Madrid time, which is the event of the day. Consensus for US core CPI is 0.3% m/m; a 0.1 pp miss either way has moved the S&P 500 by roughly 1% on the day in the last year.",
    "Rates: Bono 10y at {bono10:.2f}%, Bund at {bund10:.2f}%, spread {spread} bp. The Tesoro auctions 3y, 5y and 10y paper on Thursday; the bid-to-cover at the last comparable auction was above 2x. Euribor 12m fixed at {eur12m:.2f}% yesterday.",
    "Sector colour: banks remain the preferred sector in the local market on both flows and revisions; utilities have underperformed for four weeks as rates moved higher; consumer names are trading on the read-across from the US retail data. Airlines are weak on the oil move and on the capacity numbers for the summer season.",
    "Options: implied volatility on IBEX at-the-money June options at {iv:.1f}%, one-month realised at {rv:.1f}%; put skew steeper than the one-year average, which is typical into an expiry week with a macro event. Open interest is concentrated at the 17,000 and 17,500 strikes.",
    "Corporate calendar: no IBEX constituents report today; several annual general meetings next week; ex-dividend dates for two constituents fall before the expiry and are already in the futures basis. The CNMV feed overnight carried routine filings; anything material is flagged separately by the news bot.",
    "Europe: the Euro Stoxx 50 closed {spx} yesterday with financials and industrials leading; the DAX and CAC are indicated flat. European bank indices are near their highs of the year, and the relative performance of Spanish banks against the European sector has been positive for six consecutive weeks. Autos and luxury remain the weak spots on tariff headlines.",
    "FX and commodities: EURUSD at {eurusd:.4f}; Brent at ${brent:.1f}, little changed overnight; gold near its recent range. Iberian power forwards for the next quarter are a touch softer on hydro and solar output. None of these moves is large enough to shift the sector ranking for today.",
    "Flows into the open: brokers report interest on the buy side in financials and infrastructure, and selling in utilities and real estate from long-only accounts. The closing auction yesterday saw an imbalance on the buy side of roughly €{mm} million. Stock-loan activity is unremarkable.",
    "Housekeeping: the MEFF roll window is open; the desk's risk limits for the day are published by the risk engine at 07:50. This call is informational and contains no recommendation.",
]

MIDDAY_PARAS = [
    "Midday flash. The IBEX 35 is trading {mid_chg} at the half-way mark with breadth {breadth}. Banks are the main contributors; utilities and real estate are the main drags. Volumes in the cash market are running at about {volpct}% of the 20-day average, which is normal for a Friday before a US data release.",
    "Derivatives: the front-month IBEX future has traded {futvol} contracts so far; the roll is roughly {rollpct}% done in open-interest terms. MINI IBEX volumes are elevated relative to the big contract, which usually signals retail and small-fund hedging rather than institutional positioning.",
    "Single-stock moves of note: the largest moves this morning are in mid caps on broker rating changes and in one industrial name on a contract award. Bank stocks are moving as a block, with correlation among them near its yearly high. Option volumes are concentrated in index puts for the expiry and in bank calls.",
    "Rates and FX are quiet: Bono 10y unchanged at {bono10:.2f}%, EURUSD at {eurusd:.4f}. Nothing from ECB speakers this morning. The next catalyst is the US CPI at 14:30 Madrid time.",
]

STRATEGY_PARAS = [
    "Daily strategy — Spain. The local market's leadership has narrowed: over the last twenty sessions roughly 70% of the IBEX 35's gain came from five stocks, four of them banks. Narrow leadership is not bearish in itself, but it makes the index more sensitive to any shift in the rates narrative, which is exactly what next week's ECB meeting could deliver.",
    "Earnings revisions remain positive for the index as a whole, with the three-month revision ratio at {rev:.2f}, the best among the large European markets. Banks and industrials drive the upgrades; utilities and telecoms see small cuts. The consensus 12-month forward P/E is {pe:.1f}x, still below the European average despite the performance, because of the banks' weight.",
    "Macro backdrop: Spanish PMI data remain in expansion, employment growth is running above 2% y/y and tourism receipts keep surprising on the upside. The fiscal position is improving on the back of revenue growth, which supports the sovereign and, through it, the banks' funding costs.",
    "Risks we watch: a hawkish ECB that pushes the Euribor back up would help NII but hurt rate-sensitive sectors; a dovish surprise does the opposite. The political calendar is quiet into the summer. Trade-policy headlines from the US remain the main exogenous risk for the exporters in the index.",
    "Technicals: the IBEX is {dist:.1f}% above its 200-day moving average, RSI(14) at {rsi}; support at the 50-day average, resistance at the year's high. Futures positioning from the MEFF open-interest data suggests that non-commercial participants added to longs over the past two weeks.",
    "Style: value has outperformed growth in Spain by a wide margin this year because of the index composition, not because of a broad style rotation. Within sectors, dispersion is high, which favours stock selection over index exposure. Small and mid caps have lagged the large caps, reflecting both liquidity preferences of foreign investors and the concentration of earnings upgrades in the largest names.",
    "Relative value versus Europe: the IBEX trades at a discount of roughly 20% to the Euro Stoxx 50 on forward earnings, close to its ten-year average once the sector mix is adjusted. The dividend yield premium is about 1.5 percentage points. Currency is not a factor for euro-based investors, but the Latin American exposure of several constituents adds an FX dimension for dollar-based funds.",
    "This note is informational. Any change in the desk's views is published separately.",
]

CPI_PARAS = [
    "US CPI reaction. Headline and core came in {cpi_word} consensus; US 2y yields moved {y2} bp in the first minutes and S&P 500 futures are {spf} from pre-release levels. The euro rose modestly against the dollar.",
    "Read-across to Spain: the IBEX reacted {ibx_word}, with banks tracking the move in European yields and utilities moving the other way. The reaction in IBEX options was muted, with implied volatility slightly lower as the event passed without a shock.",
    "For next week's ECB meeting, the print does not change the picture; OIS pricing of a June cut moved by less than 3 percentage points. Any change in view will follow the meeting itself, not this data point.",
    "Cross-asset: the dollar weakened slightly after the release, gold rose, and oil was unchanged. European credit indices tightened by a basis point. US equity futures held their gains into the cash open, which usually supports the European afternoon session.",
    "Reminder: market reaction summary only, no trade recommendation.",
]


def _fmt_vals(r, c):
    return {"eur12m": c["eur12m"], "bp": r.randint(15, 40), "ptbv": r.uniform(1.15, 1.45), "rote": r.uniform(14.5, 17.5),
            "spread": int(round((c["bono10"] - c["bund10"]) * 100)), "bono10": c["bono10"],
            "cut_prob": r.randint(18, 45), "move": r.uniform(1.2, 2.1),
            "spx": r.choice(["+0.4%", "-0.3%", "+0.8%", "-0.6%", "flat"]), "ust": r.choice(["-3", "+2", "-5", "+4"]),
            "nky": r.choice(["+0.7%", "-0.4%", "+1.1%"]), "hsi": r.choice(["-0.9%", "+0.3%", "-0.2%"]),
            "brent": r.uniform(63, 78), "eurusd": r.uniform(1.10, 1.18), "rv": r.uniform(11, 17), "iv": r.uniform(13, 19),
            "lag": r.uniform(1.5, 4.5), "mm": r.randint(60, 240), "rev": r.uniform(1.05, 1.45), "pe": r.uniform(11.2, 12.8),
            "dist": r.uniform(3, 9), "rsi": r.randint(52, 71), "open_chg": r.choice(["flat", "slightly higher", "slightly lower", "0.3% higher"]),
            "basis": r.randint(8, 30), "hicp": es(r.uniform(2.0, 2.8), 1).replace(",", "."), "bund10": c["bund10"],
            "mid_chg": r.choice(["0.4% higher", "0.2% lower", "flat", "0.7% higher"]),
            "breadth": r.choice(["positive", "mixed", "slightly negative"]), "volpct": r.randint(70, 110),
            "futvol": f"{r.randint(9, 22)},{r.randint(100, 999)}", "rollpct": r.randint(20, 55),
            "cpi_word": r.choice(["in line with", "slightly above", "slightly below"]), "y2": r.choice(["+4", "-6", "+2", "-3"]),
            "spf": r.choice(["+0.4%", "-0.5%", "little changed"]), "ibx_word": r.choice(["modestly", "in line with Europe", "with a small lag"])}


def sc_research(d: Day):
    r, c = d.rng, d.ctx
    v = _fmt_vals(r, c)
    # morning call, midday flash, CPI reaction: colour, no decisions
    d.msg(d.at(7, 6), "research", f"**Morning call — {c['ddmm']}**\n\n" + "\n\n".join(p.format(**v) for p in MORNING_PARAS))
    d.msg(d.at(8, 12), "research", "**Daily strategy**\n\n" + "\n\n".join(p.format(**v) for p in STRATEGY_PARAS))
    d.msg(d.at(12, 31), "research", "**Midday flash**\n\n" + "\n\n".join(p.format(**v) for p in MIDDAY_PARAS))
    d.msg(d.at(14, 41), "research", "**US CPI — reaction**\n\n" + "\n\n".join(p.format(**v) for p in CPI_PARAS))
    # overnight wrap (plain colour)
    wrap = "\n\n".join(p.format(**v) for p in WRAP_PARAS)
    d.msg(d.at(2, r.randint(10, 40)), "research", "**Overnight wrap — " + c["ddmm"] + "**\n\n" + wrap)
    # ECB preview: hypotheticals, trading words, no decision
    ecb = "\n\n".join(p.format(**v) for p in ECB_PARAS)
    d.msg(d.at(7, 22), "research", "**ECB preview (Spain angle)**\n\n" + ecb, near=True,
          idiom=("long English ECB preview with hypothetical trades, no decision", "not_hard"))
    # banks deep-dive with a buried thesis change
    cands = [b for b in BANKS if (b in c["held"] or b in c["watch"]) and b != c["main"]] or ["BBVA"]
    bk = cands[0]
    p0 = c["px"][bk]
    up = r.random() < 0.45
    if up:
        frm, to = "from neutral to overweight", None
        tgt = es(round(p0 * 1.18, 1), 2).replace(",", ".")
        change = (f"Putting this together, we are changing our stance on {bk}: we move it {frm} with a new "
                  f"€{tgt} target, as the deposit-beta data now support the margin-resilience thesis we had doubted since March.")
        facts = [bk, frm, f"€{tgt}"]
    else:
        frm = "from overweight to neutral"
        tgt = es(round(p0 * 1.04, 1), 2).replace(",", ".")
        change = (f"Putting this together, we are changing our stance on {bk}: we move it {frm} and cut the target "
                  f"to €{tgt}; the margin-expansion thesis we have run since March is no longer supported by the deposit-beta data.")
        facts = [bk, frm, f"€{tgt}"]
    paras = [p.format(**v) for p in BANK_PARAS]
    keep = paras[:3] + [paras[3] + " " + change] + paras[4:]
    body = "**Spanish banks — sector deep-dive**\n\n" + "\n\n".join(keep)
    m = d.msg(d.at(11, 2), "research", body, hard=H("thesis_update", facts, "buried"),
              attachments=[{"id": _static_snowflake("att", c["ci"], c["date"].isoformat(), 1), "filename": "spanish_banks_nii.pdf",
                            "size": 412_338, "url": "https://cdn.discordapp.com/attachments/spanish_banks_nii.pdf"}],
              idiom=("research report with a buried rating change", "thesis_update"))
    d.react(m, m["lt"] + 6 * MIN, "📌", "jefe")
    d.msg(d.after(m, 400, 900), "junior", f"leído. Lo de {bk} me cuadra con lo que vimos en la call")
    # sector note: trading words, no decision
    sec = "\n\n".join(p.format(**v) for p in SECTOR_PARAS)
    d.msg(d.at(15, 38), "research", "**Utilities & telecoms — quick note**\n\n" + sec, near=True,
          idiom=("analysis with buy/sell words and a backtest, no decision", "not_hard"))
    # evening wrap
    d.msg(d.at(21, r.randint(20, 50)), "research",
          f"**Evening note — {c['ddmm']}**\n\nIBEX 35 closed near {c['ibex']:,}; banks outperformed utilities again. "
          f"The Bono 10y ended at {c['bono10']:.2f}% and the spread to Bunds at {v['spread']} bp. "
          "US CPI was broadly in line and did not move rate expectations for next week's ECB meeting in any meaningful way. "
          "Tomorrow: no Spanish data; watch the CNMV feed for post-close filings and the weekend press on the bank levy. "
          "On derivatives, the June roll progressed through the afternoon and open interest in the front month fell accordingly; implied volatility eased after the US data. "
          "Credit was quiet and the Tesoro's auction calendar for next week was confirmed. The overnight session in Asia will be light on data. "
          "The research calendar for Monday includes the weekly flows report and a preview of the ECB meeting with scenario tables.")


# ------------------------------------------------------------------ near misses

def sc_near_misses(d: Day):
    r, c = d.rng, d.ctx
    px = c["px"]
    held, non = c["held"], c["non"]
    w = c["watch"][0]
    d.msg(d.at(8, 51), "junior", f"¿metemos también {w} si abre por debajo de {fp(px[w] * 0.99)}?", near=True,
          idiom=("question about a possible trade", "not_hard"))
    hq = int(round(150_000 / px[held[1]], -3 if px[held[1]] < 20 else -2))
    d.msg(d.at(10, 3), "junior",
          f"la semana pasada compramos {esq(hq)} {held[1]} a {fp(px[held[1]] * 0.95)} y salimos a {fp(px[held[1]] * 0.985)}, "
          f"+{esq(int(hq * px[held[1]] * 0.035))} EUR. Buen trade pero tardamos en salir", near=True,
          idiom=("last week's trade told as history", "not_hard"))
    o = non[-1]
    bq = int(round(r.uniform(1.5, 4.0) * 1_000_000 / px[o], -3))
    person = r.choice(["Luis Arrieta", "Gonzalo Pardo", "Maite Olabarria"])
    bm = d.msg(d.at(10, 24), "broker",
               f"Nacho: tengo un cliente institucional vendiendo {esq(bq)} {o} en bloque, ref {fp(px[o])}, descuento 1,5%. "
               "Solo os aviso, es flujo de cliente, no es para vosotros salvo que queráis mirar", near=True,
               idiom=("broker relaying a client's block flow", "not_hard"))
    d.msg(d.after(bm, 30, 120), "jefe", "gracias Nacho, paso", ref=bm["k"], noise=True)
    fm = d.msg(d.at(10, 58), "broker",
               f"Nacho: por cierto, el cliente es el family office de {person}, me pide discreción, que no salga de aquí (móvil {r.randint(600, 699)} {r.randint(100, 999)} {r.randint(100, 999)})",
               near=True)
    d.forget(fm, d.at(11, 20), AUTHOR_IDS["compliance"], f"family office de {person}")
    d.msg(d.at(11, 31), "junior",
          '> "El BCE mantendrá los tipos en junio y abrirá la puerta a un recorte en julio, según fuentes del consejo" — Reuters vía Expansión\n'
          "nada nuevo, ya está en precio", near=True,
          idiom=("quoted press headline", "not_hard"))
    pt = held[2]
    d.msg(d.at(11, 47), "junior",
          f"cartera simulada (paper): compra {esq(int(round(100_000 / px[pt], -2)))} {pt} a {fp(px[pt] * 0.99)}, stop {fp(px[pt] * 0.96)} — a ver si el modelo acierta 😅",
          near=True, idiom=("cartera simulada paper trade", "not_hard"))
    d.msg(d.at(13, 12), "junior",
          f"backtest: vender {c['fut']} en aperturas con gap >1% → 58% aciertos, PF 1,31, DD máx -4,2% (2019-2025). No lo usamos todavía, solo para la reunión del lunes",
          near=True, idiom=("backtest result with fills-like numbers", "not_hard"))
    d.msg(d.at(14, 36), "jefe",
          f"si el BCE sorprende el jueves con un recorte podríamos meter {r.choice([5, 8, 10])} FIBX largos, pero eso lo hablamos el miércoles. Hoy nada",
          near=True, idiom=("hypothetical 'si el BCE sorprende podríamos…'", "not_hard"))
    d.msg(d.at(16, 52), "rf",
          f"para que lo sepáis: hemos comprado 20 mill. de la {OBLIS[0][0]} para la cartera ALCO, nada que ver con vuestra tesorería. Que Álvaro no se duplique",
          near=True, idiom=("another desk's trade", "not_hard"))
    d.msg(d.at(12, 52), "broker",
          f"Nacho: vuestros vecinos de derivados compraron ayer {r.choice([150, 200, 300])} {c['fut']} en el cierre, por si veis el OI raro",
          near=True)
    d.msg(d.at(13, 48), "junior", f"deberíamos mandar lo de los {c['fut']} pronto, antes del dato", near=True,
          idiom=("'we should send it soon' (no confirmation)", "not_hard"))
    d.msg(d.at(15, 55), "junior", "¿y si Riesgo nos sube el límite de VaR para el roll? con 25 contratos vamos justos", near=True)
    # EOD summary: today's trades as history
    tk = c["main"]
    ch = c.get("chosen", set())
    hedge = "MINI y FESX (recortado por Riesgo)" if "fesx" in ch else "MINI"
    parts = [f"hemos comprado {esq(c.get('main_q', 20000))} {tk} en la apertura y el stop ya está en breakeven",
             f"cubierta la beta con {hedge}", f"rolado el corto de {c['fut']} a {c['fut_next']}",
             f"vendidos los FIBX al final de la sesión"]
    if "puts" in ch:
        parts.append("compradas puts IBEX de cobertura")
    if "bond" in ch:
        parts.append("tesorería con el excedente de caja en Bono corto")
    d.msg(d.at(18, 36), "jefe",
          "Resumen del día: " + "; ".join(parts) + ". El lunes revisamos la idea de FIBX largos para el BCE con números, "
          "y la nota de eléctricas del research. Buen fin de semana a todos." if c["date"].weekday() == 4 else
          "Resumen del día: " + "; ".join(parts) + ". Mañana revisamos la idea de FIBX largos para el BCE con números, "
          "y la nota de eléctricas del research. Hasta mañana.", near=True,
          idiom=("EOD summary recounting today's trades", "not_hard"))


QA = [
    ("¿alguien tiene a mano la sensibilidad del NII de los bancos a un recorte de 25 pb?",
     "On our models, a 25 bp parallel cut in the Euribor curve reduces 12-month forward NII by roughly 1.5-2.5% for the Spanish large caps, with the domestic pure plays at the top of the range and the diversified groups at the bottom. The effect is back-loaded: mortgages reprice on their annual or semi-annual reset dates, so the first six months capture less than half of the full impact. Deposit-cost relief offsets a third to a half of the asset-side hit, depending on the mix of time and sight deposits. Hedging books (receive-fixed swaps and fixed-rate sovereign portfolios) add another cushion worth 0.5-1.0% of NII. In EPS terms the sensitivity is 1-3% for a 25 bp move. Note that the market usually anticipates these moves, so the share-price reaction tends to come before the actual fixing changes."),
    ("¿cuánto pesan los bancos en el IBEX ahora mismo? me sale más de un 35%",
     "Financials (banks plus insurance) are about {finw}% of the IBEX 35 by free-float market cap after this year's performance; the banks alone are a little below that. The top two banks together weigh roughly a quarter of the index. Utilities are the second block at around 20%, followed by consumer, industrials and infrastructure, energy and telecoms. Concentration has risen: the top five constituents now account for about 55% of the index. This matters for hedging: a short in IBEX futures is, to a large extent, a short in the banks, so the beta of a bank-heavy book to the IBEX is close to one, while its beta to the Euro Stoxx 50 is materially higher than one."),
    ("pregunta tonta: ¿la liquidación del FIBX es por la media de 16:15 a 16:45 o al cierre?",
     "Not a silly question. Monthly IBEX 35 futures and options on MEFF settle on the third Friday of the month at the arithmetic average of the index between 16:15 and 16:45 Madrid time, sampled once per minute. It is not the closing auction price. The last trading day is the expiry day itself. MINI IBEX contracts settle at the same price. For the stock options, physical delivery applies for the standard contracts, with the exercise price set by the series. Positions not rolled by the end of the averaging window are cash-settled on the following business day."),
    ("¿qué tal ha ido históricamente el IBEX en semanas de vencimiento con reunión del BCE la semana siguiente?",
     "On a sample of 40 such weeks since 2015, the IBEX 35 averaged a return of {ret}% in the expiry week with a hit ratio of 55%, which is statistically indistinguishable from an ordinary week. Realised volatility was slightly lower than average, consistent with option pinning around large open-interest strikes. The following (ECB) week showed higher realised volatility and a larger dispersion of outcomes. We would not read anything tradable into this; the sample is small and the regimes very different."),
]


def sc_qa(d: Day):
    r, c = d.rng, d.ctx
    picks = r.sample(range(len(QA)), 3)
    slots = [d.at(10, r.randint(5, 55)), d.at(12, r.randint(35, 59)), d.at(16, r.randint(20, 50))]
    vals = {"finw": r.randint(36, 41), "ret": es(r.uniform(-0.3, 0.5), 2).replace(",", ".")}
    for i, lt in zip(picks, slots):
        q, a = QA[i]
        qm = d.msg(lt, r.choice(["junior", "junior", "teso"]), q)
        d.msg(d.after(qm, 40, 150), "research", a.format(**vals), ref=qm["k"])
    d.msg(d.at(11, 12), "junior",
          "Notas de la conferencia de bancos de ayer (resumen mío): 1) todos dicen que el NII toca suelo en el segundo semestre, nadie quiere "
          "dar guía de 2027 todavía; 2) el coste del riesgo se mantiene bajo, consumo algo peor que hipotecas; 3) las recompras siguen siendo la "
          "prioridad, y el mercado las premia; 4) preocupación por el impuesto a la banca y por la competencia en depósitos de los neobancos; "
          "5) las fusiones domésticas, descartadas por ahora según casi todos. Nada nuevo para la cartera, pero buen tono general. "
          "Si alguien quiere las slides, las tengo en el drive.")
    d.msg(d.at(13, 22), "jefe",
          "Notas para el comité del lunes: 1) revisar tamaño de la cobertura con MINI/FESX frente a la beta real del libro; 2) límites de "
          "la semana de vencimiento: pedir a Riesgo que nos confirme el calendario; 3) tesorería: política de caja mínima con los márgenes de MEFF "
          "y Eurex más altos; 4) escenarios del BCE con sensibilidades por valor, lo vemos entre todos. Mandadme lo que queráis añadir antes "
          "del domingo por la noche.")


# ------------------------------------------------------------------ fillers

LONG_NOTES = [
    ("Options colour — expiry week",
     "IBEX options open interest is concentrated at the {k1} and {k2} strikes for the June expiry, with dealers estimated to be long gamma between them on our reconstruction of the order flow. That argues for some pinning into Friday's settlement unless the macro data push the index out of the range early in the week. Put skew (90-100 moneyness) is at {skew:.1f} vol points, above its one-year median of 3.9, which reflects demand for downside protection into the ECB rather than any stress signal. Single-stock option volumes are dominated by bank calls and by overwriting in utilities. Term structure is upward sloping across the first three expiries, and the VIBEX is {vib:.1f}. None of this is a recommendation; it is positioning context for anyone rolling hedges this week."),
    ("Bono curve note",
     "The Spanish curve has steepened by roughly {st} bp in 2s10s over the last month, mostly through the long end as supply concentrated in 10y and 15y syndications. The Bono-Bund spread at {spread} bp sits near the tight end of its post-2022 range. Real-money demand at the last auctions was solid, with foreign participation above 60% in the long lines. The Tesoro has completed about {fund}% of its gross funding for the year, which leaves a comfortable summer. Carry and roll-down are most attractive in the 5-7y sector, while the 2y point trades rich to the €STR swap curve. For treasury portfolios with short-duration mandates the 2027-2028 Bonos remain the natural parking place for excess cash; this is a description of relative value, not a trade instruction."),
    ("Flows & positioning",
     "EPFR data for the week show net inflows into European equity funds for the {wk}th consecutive week, with Spain-dedicated funds taking a small share. Our reconstruction of foreign flows from the BME settlement data shows net buying concentrated in financials and industrials and selling in utilities and telecoms. Securities lending utilisation is low across the IBEX, and days-to-cover are under two for every constituent except a handful of mid caps. Systematic strategies are estimated to be close to maximum equity exposure after the recent fall in realised volatility; that is the main source of asymmetric downside if volatility picks up, because de-leveraging would be mechanical. Retail flows via the Spanish brokers were net sellers into strength, as usual."),
    ("Dividends & futures basis",
     "The June-to-July IBEX roll is pricing dividends consistent with the companies' announced calendars; our estimate of the fair roll is {fair} points against the screen. Dividend futures on the Euro Stoxx 50 for 2026 have drifted higher with the buyback-and-dividend announcements of the last quarter. The implied dividend yield on the IBEX for the next twelve months is around {dy:.1f}%, among the highest in developed markets, which is one reason the index looks cheap on price-based measures but less so on total-return comparisons. Basis trades remain dominated by the bank dividend dates in the second half."),
    ("Energy note",
     "Brent is trading at ${brent:.1f} with the prompt spread in mild backwardation. OPEC+ guidance for the next quarter remains the key variable; the market is pricing a gradual unwinding of voluntary cuts. Refining margins in the Mediterranean have softened from spring levels as maintenance season ends. For Spanish integrated names the upstream sensitivity is roughly 2-3% of EBITDA per $5/bbl move, and the chemicals division remains loss-making at the margin. Power: the Iberian day-ahead price has averaged below the forward curve for the month, with strong solar output compressing midday prices. Nothing here changes our sector stance; this is background for the energy review next week."),
    ("Factor monitor — IBEX",
     "Momentum led the local market again this week, with the top-quintile momentum basket outperforming the bottom quintile by {mom:.1f}% over five days. Value was flat, low volatility underperformed, and quality was mixed. Sector neutrality reduces the momentum spread by more than half, which tells us the move is largely a banks-versus-utilities rotation rather than a broad factor shift. Crowding scores for momentum are at the 85th percentile of their ten-year history. A long-momentum, short-low-volatility pair would have returned {pair:.1f}% year to date in backtest, but drawdowns have clustered around macro events like the one this afternoon."),
    ("Market structure note",
     "The share of SIBE volume executed in the closing auction rose to {auc}% last month, a record, as passive and systematic funds concentrate activity at the close. Volatility auctions are also more frequent: BME triggered an average of {va} per session in May, mostly in mid and small caps, but two IBEX constituents were affected last week. Lit continuous trading on BME is now below 45% of total addressable volume, with the rest split between MTFs, systematic internalisers and the close. For execution, this means that spreading orders across the day via TWAP captures less liquidity than it used to; participating in the closing auction is increasingly the default for size."),
    ("Credit & AT1 colour",
     "Spanish bank senior spreads are tight to European peers; the iTraxx Senior Financials index is at {itx} bp. AT1 paper from the large Spanish issuers trades to call with yields in the 6-7% range, and the new-issue pipeline is light ahead of the summer. Covered bond spreads are stable. Rating agencies have been on a positive path for the sector, with the sovereign rating upgrade cycle feeding into bank ratings. Credit is not signalling any stress that equity has missed; if anything, equity volatility is higher than the credit market would justify."),
    ("Spain macro monitor",
     "Spanish activity data keep surprising to the upside. The Bank of Spain nowcast points to quarterly growth around 0.6%, social-security registrations are running above 2% year on year and the services PMI is comfortably in expansion. Tourism arrivals hit a new record for the month, with spending per visitor growing faster than arrivals. Inflation is the soft spot: core is sticky because of services and rents, and the government's housing measures have not yet shown up in the data. The fiscal deficit continues to narrow on strong revenues, which is one reason rating agencies have been upgrading the sovereign. For equities, the domestic cycle supports banks, construction and consumer names; exporters are more exposed to the tariff noise from the US."),
    ("Earnings season preview",
     "With the first-half reporting season a few weeks away, consensus expects IBEX 35 earnings growth of about {eg}% year on year, with banks contributing more than half of it. Revisions over the last month have been modestly positive for financials and industrials and negative for utilities and telecoms. The key swing items are net interest income at the banks (deposit costs), energy prices for the integrated oil and the utilities, and FX translation for the names with large Latin American exposure. Guidance updates are more likely from the consumer and infrastructure names. We will publish individual previews in the two weeks before each report."),
    ("Airports, airlines & tourism",
     "Summer capacity data published by the airlines show seat growth to and from Spain of around {seat}% year on year for the third quarter, led by the Canary and Balearic Islands and by long-haul routes to Latin America. Airport passenger traffic in May grew in line with that trend. Fuel costs are lower than a year ago, but the dollar move has eaten part of the benefit for the European carriers. Hotel occupancy and average daily rates remain strong. The main risk for the sector is a consumer slowdown in the UK and Germany, the two largest source markets. This is background for the sector review, not a view on any single name."),
    ("Construction & infrastructure",
     "Order books at the Spanish contractors are at record levels, driven by data centres, energy transition projects and US infrastructure. Margins are improving as older fixed-price contracts roll off. Concession assets (toll roads, airports, energy networks) continue to re-rate as long-end rates stabilise. Balance sheets are generally healthy, with net cash at several names excluding concession debt. The sector has outperformed the IBEX year to date; valuation is no longer cheap on earnings but remains reasonable on sum-of-the-parts. Context only."),
    ("Insurance & asset managers",
     "Spanish insurers benefit from higher reinvestment yields and continued growth in savings products, while motor and home lines are recovering from the claims-inflation squeeze of the last two years. Combined ratios are improving across the sector. Solvency II ratios are well above 200% for the large groups, which supports dividends. The asset-management arms of the banks continue to gather net inflows, mostly into fixed-income and monetary funds as deposit rates fall. A further drop in rates would shift flows towards balanced and equity funds, which carry higher fees."),
    ("Liquidity & execution review",
     "A quick look at execution quality over the last month on the desk's flow: average implementation shortfall versus arrival on cash equities was {is_bp} bp, with the opening auction the most expensive window and the close the cheapest. On MEFF, the MINI IBEX has shown tighter spreads than the big contract during the morning, while the big contract remains the better venue for size after 15:30. Euro Stoxx 50 futures on Eurex continue to offer the deepest liquidity for index hedges. The TWAP and VWAP schedules of the execution agent performed in line with benchmarks. No changes to the execution policy are proposed in this review."),
    ("Telecoms & towers",
     "European telecoms remain a consolidation story. Domestic in-market mergers are now more likely to be approved than five years ago, and the Spanish market has moved to a three-and-a-half player structure after the last deal. Capex intensity is falling as fibre roll-outs complete, which should support free cash flow in 2026-2027. Tower companies trade on their deleveraging path; the rates backdrop has helped, but organic growth has slowed. Investors are asking for evidence of cash conversion before paying up for the sector again."),
    ("Real estate & SOCIMIs",
     "Spanish listed real estate has lagged the market this year as the long end of the curve moved up, but the underlying data are solid: office occupancy in Madrid and Barcelona is recovering in prime locations, logistics rents are rising and the data-centre pipeline is attracting capital. NAV discounts are still wide at roughly {nav}% for the large SOCIMIs. The sector is one of the most rate-sensitive in the index, so its performance into the ECB will depend more on the Bund than on fundamentals."),
    ("Latin America exposure",
     "Roughly a quarter of IBEX 35 revenues come from Latin America, concentrated in the banks, telecoms, energy and a few industrials. Mexico and Brazil are the two big exposures. The Mexican peso has been resilient, supported by high real rates, while the Brazilian real remains sensitive to fiscal news. Chile, Colombia and Peru are smaller but relevant for specific names. For index investors the Latin American leg adds both growth and volatility; in past emerging-market sell-offs the IBEX underperformed the Euro Stoxx 50 by 2-4 percentage points over the following month. Currency hedging practices differ widely across companies."),
    ("Dividend calendar",
     "The next three months concentrate a large part of the IBEX 35 dividend flow: several banks pay interim or final dividends, as do utilities and a number of industrials. The aggregate payout over the period is roughly {dvp} index points, which explains the shape of the futures curve across the June, July and September contracts. Scrip dividends have become less common as companies favour cash and buybacks. For option holders, ex-dividend dates matter for early-exercise decisions on the stock options, which are American style; MEFF publishes the adjustments for special dividends only."),
    ("Consumer & retail read-across",
     "US retail sales and European consumer-confidence data point to a resilient but more selective consumer. Apparel and fashion retailers are seeing divergent trends: the leaders with strong supply chains and online penetration keep gaining share, while the mid-market players are discounting. Food retail is stable. Tourism spending in Spain is supporting local consumer names more than the domestic wage growth. Currency matters for the large exporters: a stronger euro weighs on reported sales growth but not on margins for companies that source in dollars. Background only."),
    ("Utilities regulation note",
     "Regulated returns on Spanish electricity networks for the next period will be set by the CNMC later this year. The draft financial remuneration rate was below the level requested by the companies, and the sector has lobbied for a higher figure to support the grid investment needed for electrification and data centres. Each 25 bp on the allowed rate is worth roughly 2-3% of the equity value of the networks business. The government has also opened a consultation on capacity payments. Decisions are expected after the summer; until then the sector trades on rates."),
    ("Next week's calendar",
     "Next week is dominated by the ECB meeting on Thursday, with the decision at 14:15 and the press conference at 14:45 Madrid time, and by the MEFF expiry on Friday. Data: euro-area ZEW on Tuesday, flash PMIs later in the month, Spanish PPI and retail sales, and in the US retail sales and the Fed speakers' calendar after the blackout. The Tesoro holds a Letras auction on Tuesday and a Bonos and Obligaciones auction on Thursday. On the corporate side there are several annual general meetings and two capital-markets days among IBEX constituents. We will publish the ECB scenario tables on Monday."),
    ("Short interest & securities lending",
     "Securities-lending data show utilisation across the IBEX 35 at {util_sl}% on average, low by historical standards. The most shorted constituents by percentage of free float are in real estate, renewables and a couple of industrials, none of them above 3%. Bank short interest is at a two-year low. Net short positions disclosed to the CNMV above the 0.5% threshold number about {nshort} across the index, mostly from the same handful of hedge funds. Borrow costs are general collateral for almost all names. This is a positioning snapshot, not a signal."),
    ("Sovereign ratings review",
     "The rating agencies have a scheduled review of Spain in the coming months. The trajectory has been positive: growth above the euro-area average, a falling deficit and a debt ratio declining towards 100% of GDP. A further upgrade is not fully priced in the Bono-Bund spread, although the impact of rating changes at this level of the scale is smaller than it was in the single-A range. For the banks, a sovereign upgrade lowers the rating ceiling constraint and marginally reduces wholesale funding costs."),
    ("IBEX 35 index review",
     "The Technical Advisory Committee reviews the IBEX 35 composition twice a year, in June and December, with changes effective after the expiry of the respective month. Candidates are ranked by free-float market capitalisation and liquidity over the control period. Based on our reconstruction, there is no obvious inclusion or exclusion this time, although one mid cap is close to the threshold. Weight changes from free-float updates are small. Index funds tracking the IBEX are a modest share of the float, so the flow impact of any change would be limited."),
    ("Renewables & power prices",
     "Iberian wholesale power prices have been volatile: strong solar output is pushing midday prices close to zero on sunny days, while evening peaks remain supported by gas-fired generation. Captured prices for solar assets are falling faster than baseload prices, which weighs on merchant renewable developers and favours integrated utilities with hydro and storage. PPA prices for new contracts have stabilised after two years of declines. Battery storage auctions and grid-access reforms are the key policy items. The listed renewables developers trade at wide discounts to private-market valuations, which keeps the take-private debate alive."),
    ("Sovereign supply & the Tesoro",
     "The Tesoro's funding programme for the year is well advanced, with net issuance concentrated in the 10-year and 15-year points and a green bond tap expected after the summer. Syndications have been heavily oversubscribed, with order books above €100 billion for the last new 10-year line. Retail demand via the direct-purchase channel for Letras remains strong as deposit rates fall. The average life of the debt stock continues to lengthen, which reduces refinancing risk. Non-resident holdings of Spanish government bonds are back above 45%."),
]


def _long_note(d: Day):
    r, c = d.rng, d.ctx
    used = c.setdefault("notes_used", set())
    free = [i for i in range(len(LONG_NOTES)) if i not in used]
    if not free:
        return None
    i = r.choice(free)
    used.add(i)
    title, body = LONG_NOTES[i]
    k1 = int(round(c["ibex"] / 500) * 500)
    v = {"k1": f"{k1 - 500:,}", "k2": f"{k1:,}", "skew": r.uniform(4.2, 6.5), "vib": r.uniform(13, 19), "st": r.randint(6, 18),
         "spread": int(round((c["bono10"] - c["bund10"]) * 100)), "fund": r.randint(55, 68), "wk": r.randint(3, 9),
         "fair": -r.randint(10, 35), "dy": r.uniform(4.0, 5.2), "brent": r.uniform(63, 78), "mom": r.uniform(1.2, 3.8),
         "pair": r.uniform(4, 12), "auc": r.randint(27, 36), "va": r.randint(4, 11), "itx": r.randint(55, 80),
         "eg": r.randint(5, 11), "dvp": r.randint(180, 320), "util_sl": r.randint(3, 8), "nshort": r.randint(25, 60), "seat": r.randint(4, 9), "is_bp": r.randint(4, 11), "nav": r.randint(20, 35)}
    return "research", f"**{title}**\n\n" + body.format(**v)


def _vals(d: Day):
    r, c = d.rng, d.ctx
    px, held, watch = c["px"], c["held"], c["watch"]
    t1 = r.choice(held + watch)
    t2 = r.choice([t for t in CO if t != t1])
    nh = r.choice(c["non"])
    b1, b2 = r.sample(c["non"], 2)
    v = {
        "b1": b1, "b2": b2, "pb1": fp(px[b1] * (1 + r.uniform(-0.01, 0.01))),
        "t1": t1, "t2": t2, "nh": nh, "nhn": CO[nh][0], "p1": fp(px[t1] * (1 + r.uniform(-0.01, 0.01))),
        "p2": fp(px[t2] * (1 + r.uniform(-0.01, 0.01))), "chg": es(r.uniform(-1.8, 1.8), 1),
        "chg2": es(r.uniform(-2.2, 0.4), 1), "ib": esq(c["ibex"] + r.randint(-90, 90)),
        "bund": es(c["bund10"], 2), "bono": es(c["bono10"], 2), "sp": int(round((c["bono10"] - c["bund10"]) * 100)),
        "vib": es(r.uniform(13, 19), 1), "pct": r.randint(35, 140), "basis": r.randint(-30, -5),
        "fut": c["fut"], "fut_next": c["fut_next"], "mini": c["mini"], "eur": es(c["eur12m"], 3),
        "ticks": r.randint(3, 9), "n": r.randint(2, 5), "und": c["opt_und"], "sexp": c["sopt_exp"],
        "iv": es(r.uniform(19, 31), 1), "dl": es(r.uniform(0.25, 0.45), 2), "mes": c["opt_mes"],
        "bono_h": c["bono_held"][0], "bono_px": es(c["bono_held"][1] + r.uniform(-0.1, 0.1), 3), "bono_y": c["bono_held"][2],
        "cash": es(r.uniform(8, 22), 1), "marg": es(r.uniform(3, 8), 1), "repo": es(c["eur12m"] - 0.2, 2),
        "y2": es(r.uniform(1.9, 2.3), 2), "y5": es(r.uniform(2.3, 2.7), 2), "y30": es(r.uniform(3.7, 4.1), 2),
        "mm": r.randint(40, 160), "dlt": r.randint(120, 480), "k": esq(int(round(c["ibex"] / 250) * 250) - 750),
        "sup": esq(int(round(c["ibex"] * 0.985 / 10) * 10)), "res": esq(int(round(c["ibex"] * 1.012 / 10) * 10)),
        "piv": esq(c["fut_px"] + r.randint(-20, 20)), "bank": es(r.uniform(-0.5, 1.9), 1), "util": es(r.uniform(-1.6, 0.3), 1),
        "tel": es(r.uniform(-1, 1), 1), "cons": es(r.uniform(-1, 1.2), 1), "ind": es(r.uniform(-0.6, 1.1), 1),
        "en": es(r.uniform(-1.5, 1), 1), "re": es(r.uniform(-1.2, 0.6), 1), "fl": r.randint(80, 320),
        "bk": r.choice(BANKS), "bkc": es(r.uniform(0.4, 2.1), 1), "ut": r.choice(["IBE", "ELE", "NTGY", "SLR", "ANA"]),
    }
    for key in ("vib", "eur", "y2", "y5", "bono", "y30", "iv", "bank", "util", "tel", "cons", "ind", "en", "re"):
        v[key + "_en"] = v[key].replace(".", "").replace(",", ".")
    for key in ("sup", "res", "piv"):
        v[key + "_en"] = v[key].replace(".", ",")
    return v


# (author, first hour, last hour, max uses per day, template)
CHAT_SHORT = [
    ("junior", 9, 17, 2, "bancos tirando del IBEX, {bk} +{bkc}%"),
    ("junior", 8, 18, 1, "bund {bund}, bono 10y {bono}, prima {sp} pb"),
    ("junior", 10, 17, 1, "flujo comprador en eléctricas desde las diez, {ut} tirando"),
    ("junior", 9, 18, 1, "qué lento va hoy el OMS, ¿a alguien más le pasa?"),
    ("jefe", 9, 10, 1, "¿alguien ha visto el IPC final de aquí? sin revisión, creo"),
    ("junior", 9, 18, 1, "el VIBEX en {vib}, calma chicha"),
    ("jefe", 10, 16, 1, "voy a por café, ¿alguien quiere algo?"),
    ("junior", 9, 17, 2, "{t1} cotiza {p1}, volumen {pct}% de la media a esta hora"),
    ("jefe", 9, 17, 1, "me llama Nacho, dice que hay papel en eléctricas. Nada para nosotros"),
    ("junior", 9, 17, 1, "{t2} pesada, {chg2}% sin noticias. ¿Alguien sabe algo?"),
    ("teso", 9, 14, 1, "la subasta del Tesoro del jueves: bonos a 3 y 5 años + obligación a 10, importe indicativo 5.500-6.500 M€"),
    ("junior", 9, 17, 1, "the screen keeps freezing, reinicio el terminal en 2 min"),
    ("teso", 9, 12, 1, "Euribor 12m {eur}% hoy, sigue bajando"),
    ("junior", 8, 18, 1, "{fut} basis {basis} pts, normal para estas fechas con los dividendos"),
    ("jefe", 10, 16, 1, "silencio un rato que tengo call con Riesgo"),
    ("junior", 13, 14, 1, "US futures planos antes del dato"),
    ("junior", 9, 18, 1, "los MINI están más líquidos que los grandes hoy, {n} pts de horquilla en el FIBX"),
    ("teso", 9, 17, 1, "caja: entra el cupón del bono el martes, lo tengo apuntado"),
    ("jefe", 17, 20, 1, "¿quién está mañana de guardia? Yo estoy con el móvil"),
    ("junior", 10, 17, 1, "{t1} y {t2} las dos en máximos del día"),
    ("jefe", 16, 17, 1, "ojo a la subasta de cierre, hoy hay rebalanceo de índices"),
    ("junior", 14, 15, 1, "dato fuera, core en línea. El mercado ni se inmuta"),
    ("jefe", 13, 13, 1, "me voy a comer, Lucía te quedas con la mesa. Cualquier cosa, al móvil"),
    ("junior", 11, 13, 1, "el Stoxx recortando, nosotros aguantando por bancos"),
    ("jefe", 8, 8, 1, "¿ha llegado ya el informe de riesgo de apertura?"),
    ("junior", 9, 17, 1, "{t2} con la horquilla abierta, {ticks} ticks, raro a esta hora"),
    ("teso", 10, 16, 1, "repo a un día al {repo}%, nada raro"),
    ("junior", 15, 15, 1, "Wall Street abre plano, el Nasdaq tirando un poco"),
    ("junior", 17, 18, 1, "subasta de cierre casada con desequilibrio comprador, como decía Nacho"),
    ("jefe", 9, 17, 1, "Lucía, ¿cómo vamos de delta en las opciones?"),
    ("junior", 9, 17, 1, "delta de opciones +{dlt}k€, dentro de lo normal"),
    ("junior", 8, 9, 1, "checklist preapertura: OMS ok, FIX ok, límites cargados, posiciones cuadradas con back ✅"),
    ("jefe", 18, 20, 1, "me voy. Buen trabajo hoy, el lunes más"),
    ("junior", 18, 20, 1, "hasta el lunes! 👋"),
    ("teso", 12, 15, 1, "la Letra a 12 meses en secundario al {y2}%, sin papel"),
]

CHAT_LONG = [
    ("junior", 9, 12, 1,
     "Resumen rápido de la mañana: el IBEX en {ib}, bancos tirando ({t1} {chg}%), eléctricas flojas y {t2} plano. El flow es más de real money "
     "que de hedge funds, los bloques del cierre de ayer fueron compradores. The vol is bid en las puts de {mes}, skew más empinado que la semana "
     "pasada. Bono 10y {bono}%, prima {sp} pb. En MEFF el {fut} con basis de {basis} pts y el roll al {fut_next} cotizando en línea con dividendos. "
     "Los MINI con más volumen que de costumbre, retail cubriéndose. Solo contexto."),
    ("junior", 15, 18, 1,
     "Resumen de la tarde: IBEX en {ib} tras el dato, bancos {bank}%, eléctricas {util}%, teleco {tel}%. El dato americano no ha movido gran cosa, "
     "los bonos se han relajado un poco (10y {bono}%). En derivados, el roll avanza y el spread {fut}/{fut_next} sigue estable; la vol implícita "
     "ha bajado medio punto después del dato. Para el cierre se espera desequilibrio comprador de unos {mm} M€ según los brokers."),
    ("broker", 8, 17, 2,
     "Nacho: color de mercado — mucho interés en {b1} por parte de fondos UK, la demanda está en {pb1}. En {b2} hay vendedor grande que lleva tres "
     "días, parece un fondo de pensiones nórdico rebalanceando. Opciones: se han cruzado calls de {b2} a septiembre, sin más detalle. En el cierre "
     "esperamos desequilibrio comprador de unos {mm} M€. No hay nada para vosotros, solo color."),
    ("broker", 9, 17, 1,
     "Nacho: en opciones hoy se ven compras de puts IBEX {k} sep en tamaño, parece cobertura de una gestora grande, y vendedor de calls de {b1} "
     "a diciembre (overwriting). La vol de {b2} está ofrecida. En futuros, el roll de los grandes lo están haciendo sobre todo en el libro de spreads. "
     "Solo color, nada que os afecte."),
    ("broker", 15, 16, 1,
     "Nacho: previsión para la subasta de cierre: desequilibrio comprador en bancos y vendedor en eléctricas, por rebalanceos de fondos indexados. "
     "En {b1} esperamos un volumen en subasta de 3-4 veces lo normal. Si alguien tiene que hacer tamaño, el cierre es el sitio. Solo informativo."),
    ("broker", 10, 16, 1,
     "Nacho: rumor en el mercado sobre una colocación en {nhn} esta tarde, no confirmado. Te lo digo por si lo ves moverse; nosotros no estamos en el "
     "libro y no tengo más detalle."),
    ("research", 8, 18, 1,
     "Flow note: foreign investors net bought {fl} M€ of Spanish equities yesterday, concentrated in {t1} and {t2}. Short interest in the IBEX "
     "constituents is low and stable. MEFF open interest in {fut} is high, with the roll to {fut_next} progressing. Implied vol term structure is "
     "upward sloping; no event premium visible for the expiry. Context only, no recommendation."),
    ("research", 9, 17, 1,
     "Vol note: IBEX one-month at-the-money implied at {vib_en}%, below its one-year median; 25-delta put skew slightly steeper on the day. "
     "Single-stock implied vols: banks 22-26%, utilities 17-20%, {und} {iv_en}%. The term structure is upward sloping across the first three expiries. "
     "Realised-to-implied spread is negative for most names, which is normal in a low-volatility regime. No recommendation."),
    ("research", 9, 17, 1,
     "Rates note: Spanish curve 2y {y2_en}%, 5y {y5_en}%, 10y {bono_en}%, 30y {y30_en}%. Bono-Bund 10y at {sp} bp. Swap spreads stable. Next supply: Tesoro "
     "auction on Thursday (3y, 5y and 10y). Euribor 12m fixing {eur_en}%. Nothing in the rates space today that changes the picture for the banks."),
    ("research", 11, 18, 2,
     "Sector snapshot (intraday, % change): banks {bank_en} · utilities {util_en} · telecoms {tel_en} · consumer {cons_en} · industrials {ind_en} · energy {en_en} · "
     "real estate {re_en}. Banks contribute most of the index move; the utilities drag is consistent with the move in long-end yields. "
     "Breadth is neutral. Snapshot only."),
    ("research", 10, 17, 2,
     "Technical levels: IBEX 35 support at {sup_en} (50-day moving average) and resistance at {res_en} (year high). {fut} pivot {piv_en}. "
     "Momentum indicators are neutral on the hourly chart and positive on the daily. A close above resistance would be the first since "
     "the spring. Levels only, no trade recommendation."),
    ("teso", 9, 17, 1,
     "Álvaro: nota de tesorería — caja disponible {cash} M€, de los que {marg} M€ están comprometidos para el margen de MEFF y Eurex esta semana "
     "de vencimiento. Repo a un día en {repo}%. El {bono_h} que tenemos rinde {bono_y} y está en {bono_px}. Con el margen inicial de los futuros "
     "subiendo por la volatilidad, prefiero no bajar de 6 M€ de colchón. Lo comento en el comité del lunes."),
    ("teso", 10, 16, 1,
     "Álvaro: curva del Tesoro hoy: 2 años {y2}%, 5 años {y5}%, 10 años {bono}%, 30 años {y30}%. La prima frente al bund en {sp} pb. "
     "El swap a 5 años casi plano contra el Bono, así que los Bonos cortos siguen siendo el mejor sitio para la caja. Solo para que lo tengáis."),
    ("jefe", 12, 14, 1,
     "Recordatorio de vencimiento: las series de {mes} de opciones IBEX y futuros {fut} liquidan el viernes por la media de 16:15 a 16:45. "
     "Quiero el roll hecho antes del miércoles, y las opciones de {mes} revisadas una a una con Riesgo. Nada de dejar órdenes GTC vivas en series "
     "que vencen."),
    ("junior", 10, 17, 1,
     "He mirado la cadena de opciones de {und}: la vol implícita a {sexp} está en {iv}%, skew bastante plano; las calls que tenemos tienen delta "
     "{dl} y el theta nos cuesta poco al día. Si el subyacente se mueve un 3% la posición gana o pierde más o menos lo esperado. Lo dejo "
     "anotado para el informe de la semana."),
    ("junior", 9, 17, 2,
     "ok so el tape está raro: hay size en el bid de {t1} que no se mueve pero tampoco sube el precio, parece un iceberg de algún fondo. "
     "El ask se rellena en cuanto se lo comen. Lo dejo anotado, no hago nada."),
    ("research", 9, 17, 1,
     "Note: Euribor 12m fixing {eur_en}% today; €STR OIS prices the next cut with low probability for next week and more for the September meeting. "
     "The spread of the 12m Euribor over €STR is stable. For mortgage repricing the relevant window is the fixing average over the last quarter."),
    ("md", 10, 17, 1,
     "ℹ️ BME · aviso de mercado: ampliación del rango estático de {nh} tras evento corporativo; sin cambios en el resto de valores del IBEX 35. "
     "Horario de subastas sin cambios."),
    ("junior", 16, 18, 1,
     "Checklist de vencimiento (para no olvidarnos): 1) roll de los {fut} a {fut_next}; 2) revisar las puts IBEX de {mes} que quedan; "
     "3) confirmar con back los márgenes de MEFF para el lunes; 4) cancelar cualquier GTC en series de {mes}; 5) cuadrar posiciones con el custodio el viernes por la tarde."),
    ("broker", 11, 16, 1,
     "Nacho: agenda de la semana que viene: un par de juntas de accionistas del IBEX, un roadshow de una eléctrica en Madrid el miércoles "
     "y un capital markets day en Londres el jueves. Si queréis reuniones con las compañías, decídmelo antes del martes y os las cuadro."),
    ("teso", 10, 17, 1,
     "Álvaro: la última subasta de Letras salió bien: 3 meses cubierta {n},1 veces, 12 meses al {y2}% marginal. Bonos del Estado con demanda "
     "extranjera fuerte. Para nuestra caja no cambia nada, seguimos en la parte corta."),
    ("junior", 10, 16, 1,
     "He actualizado la hoja de sensibilidades: con las coberturas actuales, si el IBEX cae un 2% el libro pierde unos {dlt}k€; "
     "si la vol sube 5 puntos, las puts compensan una parte. La beta del libro frente al IBEX sale en torno a 0,9. Está en el drive, pestaña 'escenarios'."),
    ("research", 12, 17, 1,
     "Note on index futures liquidity: the big IBEX contract shows a top-of-book size of roughly {n}0 lots at 1-point spreads through the "
     "afternoon, while the MINI shows tighter spreads but smaller size. The roll spread is quoted in the MEFF spread book with depth on both sides. "
     "Eurex FESX liquidity is, as usual, an order of magnitude deeper. Descriptive only."),
    ("junior", 11, 16, 1,
     "Nota rápida: el creador de mercado de las opciones de {und} ha ampliado horquillas desde las once, en las calls de {sexp} está a 3-4 céntimos. "
     "No es nada nuestro, pero si hay que mover la posición mejor hacerlo con paciencia o pedir precio por teléfono."),
    ("research", 9, 16, 1,
     "Quick note on MEFF margins: initial margin per big IBEX contract has risen modestly over the past month with realised volatility, and "
     "the MINI margin moves proportionally. The Eurex FESX margin is unchanged. For the treasury sleeve, this translates into a slightly higher "
     "cash buffer requirement during expiry weeks. Informational only."),
]


def _chatter(d: Day, lt, long=False):
    r, c = d.rng, d.ctx
    h = lt // HOUR
    used = c.setdefault("chat_used", {})
    if long and r.random() < 0.45:
        note = _long_note(d)
        if note:
            return note
    pool = CHAT_LONG if long else CHAT_SHORT
    cands = [(i, t) for i, t in enumerate(pool) if t[1] <= h <= t[2] and used.get((long, i), 0) < t[3]]
    if not cands:
        if long:
            note = _long_note(d)
            if note:
                return note
        pool = CHAT_SHORT if long else CHAT_LONG
        cands = [(i, t) for i, t in enumerate(pool) if t[1] <= h <= t[2] and used.get((not long, i), 0) < t[3]]
        long = not long
        if not cands:
            return None
    i, (who, _, _, _, tpl) = r.choice(cands)
    used[(long, i)] = used.get((long, i), 0) + 1
    return who, tpl.format(**_vals(d))


def _noise_filler(d: Day, lt):
    r, c = d.rng, d.ctx
    px = c["px"]
    h = lt // HOUR
    kind = r.random()
    if 9 <= h < 18 and kind < 0.45:
        t = r.choice(list(c["held"]) + list(c["watch"]) + c["non"][:3])
        lvl = px[t] * (1 + r.uniform(-0.015, 0.015))
        return "alertas", f"🔔 {t} cruza {fp(lvl)} ({es(r.uniform(-1.8, 1.8), 2)}%) · alerta #{r.randint(100, 999)}", None
    if 9 <= h < 18 and kind < 0.65:
        return "pnl", f"PnL {h:02d}:{(lt // MIN) % 60:02d} · RV-MADRID · día {es(r.uniform(-40000, 60000), 0)} EUR · MTD {es(r.uniform(80000, 260000), 0)} EUR · VaR uso {r.randint(40, 95)}%", None
    if 8 <= h < 20 and kind < 0.9:
        tgt = d.recent(lt, lambda m: m["who"] in ("md", "cnmv", "pnl", "research", "teso", "broker")
                       and not m["hard"] and m["state"] == "live" and not m["thread"]
                       and not (m["hard"] and m["hard"][0] == "trade_proposal"))
        who = r.choice(["jefe", "junior", "junior", "teso"])
        word = r.choice(["ok", "thx", "gracias", "👍", "👌", "oído", "recibido", "🙏", "perfecto"])
        return who, word, (tgt["k"] if tgt else None)
    return "fixgw", f"md-feed BME · {r.randint(1200, 4800)} msgs/s · gaps 0 · lat {r.randint(1, 5)}ms", None


HOUR_WEIGHTS = [0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.3, 1.0, 3.0, 6.0, 5.0, 4.0, 3.5, 2.0, 3.0, 5.0, 5.0, 4.5, 2.0, 1.0, 0.5, 0.3, 0.2, 0.2]


def _pick_lt(r, human):
    while True:
        h = r.choices(range(24), weights=HOUR_WEIGHTS)[0]
        if human and not (7 <= h < 21):
            continue
        return ((h * 60 + r.randint(0, 59)) * 60 + r.randint(0, 59)) * 1000 + r.randint(0, 999)


def sc_fill(d: Day):
    r = d.rng
    n_target = r.randint(240, 282)
    kb_target = r.uniform(73, 90) * 1024
    share = r.uniform(0.29, 0.35)
    stalls = 0
    while (len(d.msgs) < n_target or d.size() < kb_target) and len(d.msgs) < 298:
        if d.noise_share() < share:
            lt = _pick_lt(r, human=False)
            who, txt, ref = _noise_filler(d, lt)
            if who in ("jefe", "junior", "teso") and not (7 <= lt // HOUR < 21):
                continue
            d.msg(lt, who, txt, ref=ref, noise=True)
        else:
            lt = _pick_lt(r, human=True)
            deficit = kb_target - d.size()
            left = max(1, n_target - len(d.msgs))
            long = deficit / left > 160 or r.random() < 0.2
            got = _chatter(d, lt, long=long)
            if got is None:
                stalls += 1
                if stalls > 300:
                    break
                continue
            stalls = 0
            d.msg(lt, got[0], got[1])
    # a burst of duplicated alerts, bulk-deleted (noise)
    t = d.at(13, r.randint(5, 25))
    tk = d.ctx["held"][0]
    lvl = fp(d.ctx["px"][tk] * 1.01)
    dups = [d.msg(t + i * 1500, "alertas", f"🔔 {tk} cruza {lvl} (+1,00%) · alerta #{700 + i} (duplicada)", noise=True) for i in range(3)]
    d.bulk_delete(dups, t + 95 * SEC, [f"alerta #{700 + i} (duplicada)" for i in range(3)])
    # a chatter typo edit and a deleted chatter line
    e = d.msg(d.at(9, 48), "junior", "el spread bid/ask en los MINI está a 3 ptos, raro para esta hora")
    d.edit(e, e["lt"] + 40 * SEC, "el spread bid/ask en los MINI está a 3 pts, raro para esta hora")
    x = d.msg(d.at(13, 37), "junior", "alguien pide sushi? el de la calle Serrano que abre a la 1")
    d.delete(x, x["lt"] + 4 * MIN, "el de la calle Serrano")


# ------------------------------------------------------------------ assembly

OPTIONAL = [
    ("fesx", sc_fesx, 4), ("puts", sc_puts, 3), ("calls", sc_stock_calls, 3), ("var", sc_var, 1),
    ("limit", sc_limit_raise, 1), ("bond", sc_bond, 4), ("bond2", sc_bond_reject, 2),
    ("thj", sc_thesis_jefe, 1), ("thl", sc_thesis_junior, 1), ("tgt", sc_target_change, 1),
    ("vol", None, 2), ("close", None, 3), ("ministop", None, 1),
]


def build_day(seed: int, ci: int, di: int, w_start: int) -> Day:
    ctx = _ctx(seed, ci, di, w_start)
    rng = random.Random(f"{DESK}:{seed}:{ci}:{ctx['date'].isoformat()}:day")
    d = Day(rng, ctx)
    core_hard = 1 + 7 + 6 + 5 + 4 + 1 + 1 + 6  # morning, main, mini, fibx, roll, block, research, news
    target = rng.randint(38, 44)
    opts = OPTIONAL[:]
    rng.shuffle(opts)
    chosen = set()
    total = core_hard
    for name, _, n in opts:
        if total + n <= target:
            chosen.add(name)
            total += n
    ctx["chosen"] = chosen
    sc_background(d)
    sc_morning(d)
    sc_main_equity(d)
    sc_mini(d, with_stop="ministop" in chosen)
    sc_fibx(d)
    sc_roll_thread(d)
    sc_block_forgotten(d)
    sc_research(d)
    sc_reports(d)
    sc_news(d, optional_after_close="close" in chosen, optional_vol="vol" in chosen)
    for name, fn, _ in OPTIONAL:
        if fn and name in chosen:
            fn(d)
    sc_near_misses(d)
    sc_qa(d)
    sc_fill(d)
    return d


def _window(end_ms: int, days: int, di: int):
    w_end = end_ms - (days - 1 - di) * DAY_MS
    return w_end - DAY_MS, w_end


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    built = []
    for ci in range(channels):
        for di in range(days):
            w_start, _ = _window(end_ms, days, di)
            d = build_day(seed, ci, di, w_start)
            built.append((ci, w_start, d))

    def utc(w_start, d, lt):
        # The day is laid out on the Madrid clock. When the window starts in the quiet
        # night hours (the default end is Madrid midnight) the clock is exact; when a
        # custom end cuts through the trading day, the day is laid out from 06:50 local
        # at the window start instead, so that no conversation is split by the wrap.
        start_local = (w_start + d.ctx["off"]) % DAY_MS
        quiet_lo, quiet_hi = 21 * HOUR + 55 * MIN, 6 * HOUR + 50 * MIN
        anchor = start_local if (start_local >= quiet_lo or start_local <= quiet_hi) else quiet_hi
        return w_start + ((lt - anchor) % DAY_MS)

    # assign absolute times and snowflakes
    allm = []
    for ci, w_start, d in built:
        for m in d.msgs:
            m["t"] = utc(w_start, d, m["lt"])
            m["ci"] = ci
            m["day"] = d
            allm.append(m)
        for op in d.ops:
            op["t"] = utc(w_start, d, op["lt"])
    # replies/edits must follow their target in absolute time (a window not aligned
    # to Madrid midnight wraps the clock): nudge if needed
    for ci, w_start, d in built:
        for m in d.msgs:
            if m["thread"] is not None:
                st = d.msgs[m["thread"]]
                if m["t"] <= st["t"]:
                    m["t"] = st["t"] + 1000
            if m["ref"] is not None:
                rm = d.msgs[m["ref"]]
                if m["t"] <= rm["t"]:
                    m["t"] = rm["t"] + 1000
    allm.sort(key=lambda m: (m["t"], m["ci"], m["k"]))
    seqs: dict[int, int] = {}
    for m in allm:
        ms = m["t"]
        s = seqs.get(ms, 0)
        seqs[ms] = s + 1
        worker = AUTHORS[m["who"]][2]
        m["id"] = str(((ms - DISCORD_EPOCH) << 22) | (worker << 17) | (s & 0x1FFFF))

    def chan(m):
        d = m["day"]
        return d.msgs[m["thread"]]["id"] if m["thread"] is not None else channel_id_for(m["ci"])

    events = []
    for m in allm:
        who = m["who"]
        name, bot, _ = AUTHORS[who]
        d = m["day"]
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m)}
        if m["thread"] is not None:
            line["parent_channel_id"] = channel_id_for(m["ci"])
        msg = {"id": m["id"], "author_id": AUTHOR_IDS[who], "author_name": name, "author_bot": bot,
               "created_at": iso(m["t"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": d.msgs[m["ref"]]["id"] if m["ref"] is not None else None,
               "pinned": False}
        line["message"] = msg
        events.append((m["t"], 0, line))
        for lt, content in m["edits"]:
            et = max(utc(d.ctx["w_start"], d, lt), m["t"] + 1000)
            e = {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m["id"],
                 "edited_at": iso(et), "content": content}
            if m["thread"] is not None:
                e["parent_channel_id"] = channel_id_for(m["ci"])
            events.append((et, 1, e))
    for ci, w_start, d in built:
        cid = channel_id_for(ci)
        for op in d.ops:
            kind = op["op"]
            if kind == "bulk_delete":
                t = max(op["t"], max(x["t"] for x in op["ms"]) + 1000)
                events.append((t, 2, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan(op["ms"][0]),
                                      "message_ids": [x["id"] for x in op["ms"]], "deleted_at": iso(t)}))
                continue
            m = op["m"]
            t = max(op["t"], m["t"] + 500)
            base = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan(m)}
            if kind == "delete":
                base.update({"message_id": m["id"], "deleted_at": iso(t)})
            elif kind == "forget":
                base.update({"message_id": m["id"], "requested_by": op["by"], "at": iso(t)})
            elif kind in ("pin", "unpin"):
                base.update({"message_id": m["id"], "by": AUTHOR_IDS[op["by"]], "at": iso(t)})
            else:
                base.update({"message_id": m["id"], "emoji": op["emoji"], "user_id": AUTHOR_IDS[op["by"]], "at": iso(t)})
            events.append((t, 2, base))
    events.sort(key=lambda e: (e[0], e[1]))

    # labels
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    for m in allm:
        cid = chan(m)
        if m["hard"]:
            etype, facts, phr = m["hard"]
            labels["hard_events"].append({"channel_id": cid, "message_id": m["id"], "event_type": etype,
                                          "facts": facts, "phrasing": phr, "final_state": m["state"]})
        for s in m["superseded"]:
            labels["superseded_facts"].append([cid, m["id"], s])
        if m["removed"]:
            labels["removed_texts"].append(m["removed"])
        if m["noise"]:
            labels["noise_message_ids"].append(m["id"])
        if m["near"]:
            labels["near_miss_ids"].append(m["id"])
    # idioms: first example of each, preferring live messages, at most 20
    for m in allm:
        if m["idiom"] and m["idiom"][0] not in seen_idioms and m["state"] in ("live", "edited"):
            seen_idioms.add(m["idiom"][0])
            labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    labels["idioms"] = labels["idioms"][:20]
    return {"events": [e[2] for e in events], "labels": labels}


# ------------------------------------------------------------------ checks

def check(out: dict, verbose: bool = True, end: datetime | None = None) -> list[str]:
    """Verify labels against the capture and print per channel-day stats.
    Days are the generator's 24 h windows ending at `end` (default end if None)."""
    events, labels = out["events"], out["labels"]
    end_ms = int((end or DEFAULT_END).timestamp() * 1000)
    errs = []
    msgs, final, chan_of, parent = {}, {}, {}, {}
    last_t = None
    for e in events:
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        if last_t and t < last_t:
            errs.append(f"events out of order at {t}")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + DISCORD_EPOCH
            if iso(ms) != m["created_at"]:
                errs.append(f"snowflake/created_at mismatch {mid}")
            msgs[mid] = m
            final[mid] = m["content"]
            chan_of[mid] = e["channel_id"]
            parent[mid] = e.get("parent_channel_id", e["channel_id"])
            if m["reference_id"] and m["reference_id"] not in msgs:
                errs.append(f"reply before target {mid}")
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
    ids_sorted = [int(e["message"]["id"]) for e in events if e["op"] == "create"]
    if any((a >> 22) > (b >> 22) for a, b in zip(ids_sorted, ids_sorted[1:])):
        errs.append("ids not ordered with time")
    if len(set(ids_sorted)) != len(ids_sorted):
        errs.append("duplicate ids")

    def text(mid):
        m = msgs[mid]
        return "\n".join([final[mid]] + [_embed_text(x) for x in m["embeds"]])

    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errs.append(f"label id missing {mid}")
            continue
        if chan_of[mid] != h["channel_id"]:
            errs.append(f"label channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errs.append(f"facts count {mid} {h['facts']}")
        tx = text(mid)
        for f in h["facts"]:
            if f not in tx:
                errs.append(f"fact {f!r} not in {mid}: {tx[:120]!r}")
    for cid, mid, old in labels["superseded_facts"]:
        if mid not in msgs:
            errs.append(f"superseded id missing {mid}")
        elif old in text(mid):
            errs.append(f"superseded {old!r} still in final {mid}")
    removed_ids = set()
    for e in events:
        if e["op"] in ("delete", "forget"):
            removed_ids.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed_ids.update(e["message_ids"])
    for h in labels["hard_events"]:
        want = "deleted" if h["message_id"] in removed_ids else None
        if h["final_state"] in ("deleted", "forgotten") and h["message_id"] not in removed_ids:
            errs.append(f"final_state {h['final_state']} but not removed {h['message_id']}")
        if want and h["final_state"] not in ("deleted", "forgotten"):
            errs.append(f"removed but final_state {h['final_state']} {h['message_id']}")
    removed_contents = [msgs[i]["content"] for i in removed_ids if i in msgs]
    for s in labels["removed_texts"]:
        if not any(s in c for c in removed_contents):
            errs.append(f"removed_text {s!r} not found in a removed message")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if mid not in msgs:
            errs.append(f"id missing {mid}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"idioms count {len(labels['idioms'])}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errs.append("hard ids overlap noise/near-miss")

    # stats per channel-day (threads fold into their parent channel)
    from collections import Counter, defaultdict
    per = defaultdict(lambda: {"n": 0, "bytes": 0, "noise": 0, "near": 0, "hard": Counter()})
    noise, near = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    hmap = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    for mid, m in msgs.items():
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        w = (end_ms - 1 - ms) // DAY_MS
        key = (parent[mid], _madrid_date(end_ms - w * DAY_MS - DAY_MS // 2))
        p = per[key]
        p["n"] += 1
        p["bytes"] += len(text(mid).encode()) if m["embeds"] else len(final[mid].encode())
        p["noise"] += mid in noise
        p["near"] += mid in near
        if mid in hmap:
            p["hard"][hmap[mid]] += 1
    for key, p in sorted(per.items()):
        kb = p["bytes"] / 1024
        nh = sum(p["hard"].values())
        share = p["noise"] / p["n"]
        if not 180 <= p["n"] <= 320:
            errs.append(f"{key}: {p['n']} messages out of range")
        if not 70 <= kb <= 120:
            errs.append(f"{key}: {kb:.1f} KB out of range")
        if not 0.25 <= share <= 0.40:
            errs.append(f"{key}: noise share {share:.2f} out of range")
        if not 25 <= nh <= 45:
            errs.append(f"{key}: {nh} hard events out of range")
        if verbose:
            print(f"channel {key[0]} day {key[1]}: {p['n']} msgs, {kb:.1f} KB, noise {p['noise']} ({share:.0%}), "
                  f"near-miss {p['near']}, hard {nh}: " + ", ".join(f"{k}={v}" for k, v in sorted(p["hard"].items())))
    if verbose:
        tot = Counter(h["event_type"] for h in labels["hard_events"])
        print(f"events {len(events)} · ops " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(e['op'] for e in events).items())))
        print("hard by type: " + ", ".join(f"{k}={v}" for k, v in sorted(tot.items())))
        print("phrasings: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(h['phrasing'] for h in labels['hard_events']).items())))
        print("final states: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(h['final_state'] for h in labels['hard_events']).items())))
        print(f"superseded {len(labels['superseded_facts'])} · removed_texts {len(labels['removed_texts'])} · idioms {len(labels['idioms'])}")
        print("OK" if not errs else "ERRORS:\n  " + "\n  ".join(errs))
    return errs


def _madrid_date(ms):
    return datetime.fromtimestamp((ms + madrid_offset_ms(ms)) / 1000, tz=timezone.utc).date().isoformat()


# ------------------------------------------------------------------ CLI

def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default %s)" % DEFAULT_END.isoformat())
    ap.add_argument("--check", action="store_true", help="reload the output, verify labels and print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            events = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            labels = json.load(f)
        errs = check({"events": events, "labels": labels}, end=end)
        return 1 if errs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
