#!/usr/bin/env python3
"""Desk generator: mexico_latam_rates_fx.

A Mexico City / New York LatAm macro desk (book LATAM_MACRO): USD/MXN, USD/BRL NDFs,
USD/CLP, USD/COP spot and forwards; Mbonos and Udibonos; TIIE swaps (26x1, 13x1);
Cetes at auction; BMV equities and ADRs; Pemex bonds and CDS.

Produces a capture (JSON Lines events, see shared/CAPTURE-FORMAT.md) plus ground-truth
labels. Standard library only; output is a pure function of the arguments.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "mexico_latam_rates_fx"
EPOCH_MS = 1420070400000
# Window ends at 00:00 CDMX (UTC-6, no DST) on Wed 18-Mar-2026: the day is Tue 17-Mar.
DEFAULT_END = datetime(2026, 3, 18, 6, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1171934582266204170"
MAX_HARD = 43

# key: (author_id, display name, is_bot)
PEOPLE = {
    "mariana": ("1087264519033712690", "Mariana Ortega", False),   # head of desk (CDMX)
    "diego": ("1093817255402611748", "Diego Salazar", False),      # FX trader (NY)
    "luis": ("1101443962087715390", "Luis Herrera", False),        # rates trader (CDMX)
    "sofia": ("1119052847163305022", "Sofía Brandt", False),       # BMV equities / ADRs (NY)
    "ana": ("1126780093315547651", "Ana Lucía Paredes", False),    # credit / Pemex
    "compliance": ("1090336718244209705", "Compliance MX", False),
    "broker": ("1166023791548831806", "VozBroker relay", True),
    "oms": ("1166031160981704825", "tms-oms", True),
    "risk": ("1166040277419950150", "riesgo-bot", True),
    "news": ("1167113820455016509", "titulares", True),
    "macro": ("1170885203317166131", "macro-agent", True),
    "auction": ("1167120999043842138", "subastas-cron", True),
    "gw": ("1166019882004193341", "gw-heartbeat", True),
    "alerts": ("1166044407726616596", "alertas-px", True),
    "pnl": ("1166050013850972211", "pnl-bot", True),
    "ci": ("1168400287749160990", "ci-deploy", True),
    "triage": ("1171002516893499412", "triage-agent", True),
    "exec": ("1171010731118837760", "exec-agent", True),
}
WORKER = {k: (i * 3 + 1) % 32 for i, k in enumerate(PEOPLE)}

MESES = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]
DIAS = ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]

BANKS = ["Santander", "BBVA", "Banorte", "Citi", "HSBC", "JPM", "GS", "Scotia", "Monex",
         "Inbursa", "BofA", "Barclays", "Itaú", "MS"]
BROKERS = ["Tradition MX", "GFI", "BGC", "Tullett"]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(idx: int) -> str:
    return str(snowflake(1712843017419 + idx * 3600017 * 7, 9, 2741 + idx * 13))


def _f(x: float, nd: int) -> str:
    return f"{x:.{nd}f}"


class Day:
    """One channel-day of traffic."""

    def __init__(self, seed: int, ch: int, day: int, start_ms: int):
        self.rng = random.Random(seed * 1_000_003 + ch * 10_007 + day * 101 + 17)
        self.ch = ch
        self.day = day
        self.start = start_ms
        self.cid = channel_id(ch)
        self.first = (ch == 0 and day == 0)
        self.msgs: list[dict] = []
        self.by_id: dict[str, dict] = {}
        self.ops: list[tuple[int, int, dict]] = []
        self.used_ms: set[int] = set()
        self.seq = (seed * 37 + ch * 911 + day * 53) & 0xFFFF
        self.opn = 0
        self.hard_rows: list[dict] = []
        self.superseded: list[list[str]] = []
        self.removed: list[str] = []
        self.noise_ids: list[str] = []
        self.near_ids: list[str] = []
        self.idioms: list[dict] = []
        self.thread_id: str | None = None
        self.flags: set[str] = set()
        local = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
        self.date_es = f"{DIAS[local.weekday()]} {local.day}-{MESES[local.month - 1]}"
        self.date_iso = local.strftime("%Y-%m-%d")

    # ---- time helpers (local CDMX clock, window assumed to start at 00:00 local) ----
    def at(self, h: int, m: int, s: int = 0, jit: int = 0) -> int:
        extra = self.rng.randint(0, jit) if jit else 0
        return self.start + ((h * 60 + m) * 60 + s + extra) * 1000 + self.rng.randint(0, 999)

    def after(self, ms: int, lo: int, hi: int) -> int:
        return ms + self.rng.randint(lo, hi) * 1000 + self.rng.randint(0, 999)

    def _uniq(self, ms: int) -> int:
        lo, hi = self.start, self.start + 86_400_000 - 1
        ms = max(lo, min(hi, ms))
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    # ---- message creation ----
    def post(self, ms: int, who: str, content: str = "", embeds=None, ref=None, thread=False,
             attach=None) -> dict:
        ms = self._uniq(ms)
        self.seq += 1
        aid, name, bot = PEOPLE[who]
        mid = str(snowflake(ms, WORKER[who], self.seq))
        chan = self.thread_id if thread else self.cid
        m = {
            "id": mid, "ms": ms, "who": who, "channel": chan, "thread": bool(thread),
            "content": content, "final": content, "embeds": embeds or [],
            "ref": ref["id"] if isinstance(ref, dict) else ref,
            "state": "live", "attach": attach or [],
        }
        self.msgs.append(m)
        self.by_id[mid] = m
        return m

    def _op(self, ms: int, ev: dict) -> None:
        self.opn += 1
        self.ops.append((ms, self.opn, ev))

    def edit(self, m: dict, ms: int, new: str) -> None:
        ms = self._uniq(max(ms, m["ms"] + 1000))
        m["final"] = new
        if m["state"] == "live":
            m["state"] = "edited"
        self._op(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["channel"],
                      "message_id": m["id"], "edited_at": iso(ms), "content": new})

    def delete(self, m: dict, ms: int) -> None:
        ms = self._uniq(max(ms, m["ms"] + 1000))
        m["state"] = "deleted"
        self._op(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m["channel"],
                      "message_id": m["id"], "deleted_at": iso(ms)})

    def bulk_delete(self, ms_list: list[dict], ms: int) -> None:
        ms = self._uniq(max([ms] + [x["ms"] + 1000 for x in ms_list]))
        for x in ms_list:
            x["state"] = "deleted"
        self._op(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_list[0]["channel"],
                      "message_ids": [x["id"] for x in ms_list], "deleted_at": iso(ms)})

    def forget(self, m: dict, ms: int, by: str = "compliance") -> None:
        ms = self._uniq(max(ms, m["ms"] + 1000))
        m["state"] = "forgotten"
        self._op(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m["channel"],
                      "message_id": m["id"], "requested_by": PEOPLE[by][0], "at": iso(ms)})

    def pin(self, m: dict, ms: int, by: str = "mariana") -> None:
        ms = self._uniq(max(ms, m["ms"] + 1000))
        self._op(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m["channel"],
                      "message_id": m["id"], "by": PEOPLE[by][0], "at": iso(ms)})

    def react(self, m: dict, ms: int, emoji: str, by: str) -> None:
        ms = self._uniq(max(ms, m["ms"] + 500))
        self._op(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["channel"],
                      "message_id": m["id"], "emoji": emoji, "user_id": PEOPLE[by][0], "at": iso(ms)})

    # ---- labels ----
    def hard(self, m: dict, etype: str, facts: list[str], phrasing: str) -> dict:
        self.hard_rows.append({"m": m, "event_type": etype, "facts": facts, "phrasing": phrasing})
        return m

    def noise(self, m: dict) -> dict:
        self.noise_ids.append(m["id"])
        return m

    def near(self, m: dict) -> dict:
        self.near_ids.append(m["id"])
        return m

    def idiom(self, m: dict, name: str, expected: str) -> dict:
        self.idioms.append({"message_id": m["id"], "idiom": name, "expected": expected})
        return m

    # ---- output ----
    def events(self) -> list[tuple[int, int, dict]]:
        out = []
        for m in self.msgs:
            aid, name, bot = PEOPLE[m["who"]]
            msg = {
                "id": m["id"], "author_id": aid, "author_name": name, "author_bot": bot,
                "created_at": iso(m["ms"]), "content": m["content"],
                "attachments": m["attach"], "embeds": m["embeds"],
                "reference_id": m["ref"], "pinned": False,
            }
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["channel"]}
            if m["thread"]:
                ev["parent_channel_id"] = self.cid
            ev["message"] = msg
            out.append((m["ms"], 0, ev))
        out.extend(self.ops)
        return out

    def labels(self) -> dict:
        rows = []
        for h in self.hard_rows:
            m = h["m"]
            rows.append({"channel_id": m["channel"], "message_id": m["id"],
                         "event_type": h["event_type"], "facts": h["facts"],
                         "phrasing": h["phrasing"], "final_state": m["state"]})
        return {"hard_events": rows, "superseded_facts": self.superseded,
                "removed_texts": self.removed, "noise_message_ids": self.noise_ids,
                "near_miss_ids": self.near_ids, "idioms": self.idioms}


# --------------------------------------------------------------------------------------
# Text pools
# --------------------------------------------------------------------------------------

ACKS = ["ok", "👍", "gracias", "thx", "va", "listo", "copiado", "🙏", "sí", "perfecto", "👌",
        "ty", "ok 👍", "enterado", "roger", "✅", "gracias!", "va va"]


def _broker_paste(b: Day, ms: int, kind: str = "rates") -> tuple[str, bool]:
    """A voice-broker chat excerpt with other banks' trades. Returns (text, has_trade)."""
    r = b.rng
    brk = r.choice(BROKERS)
    t0 = datetime.fromtimestamp(ms / 1000, tz=timezone.utc) - timedelta(hours=6)
    lines = [f"📞 **{brk} · voz · {t0.strftime('%H:%M')} CDMX** (pegado por relay, sin editar)"]
    traded = False
    n = r.randint(11, 18)
    sec = 0
    for _ in range(n):
        sec += r.randint(4, 40)
        ts = (t0 - timedelta(seconds=240) + timedelta(seconds=sec)).strftime("%H:%M:%S")
        bank = r.choice(BANKS)
        if kind == "rates":
            inst = r.choice(["26x1", "13x1", "39x1", "65x1", "Nov-34", "May-35", "Mar-29", "Udi Nov-35", "Cetes 91d"])
            if inst.endswith("x1"):
                lv = 6.78 + r.randint(0, 30) / 100
                lvl = f"{lv:.2f}/{lv + 0.02:.2f}"
                amt = r.choice(["500", "1,000", "1,500", "750", "2,000"])
            elif inst.startswith("Udi"):
                lv = 4.18 + r.randint(0, 20) / 100
                lvl = f"{lv:.3f}/{lv + 0.01:.3f}"
                amt = r.choice(["100", "200", "300"])
            elif inst.startswith("Cetes"):
                lv = 6.95 + r.randint(0, 10) / 100
                lvl = f"{lv:.2f}/{lv - 0.02:.2f}"
                amt = r.choice(["1,000", "2,500"])
            else:
                lv = 8.70 + r.randint(0, 40) / 100
                lvl = f"{lv:.3f}/{lv - 0.01:.3f}"
                amt = r.choice(["200", "300", "500", "1,000"])
        else:
            inst = r.choice(["USDMXN 1M", "USDMXN 3M fwd pts", "USDBRL 1M NDF", "USDBRL 3M NDF",
                             "USDCLP spot", "USDCOP 1M NDF", "USDCOP spot"])
            if inst.startswith("USDMXN 1M"):
                lv = 17.44 + r.randint(-10, 10) / 100
                lvl = f"{lv:.4f}/{lv + 0.002:.4f}"
            elif "fwd pts" in inst:
                lv = 1480 + r.randint(-30, 30)
                lvl = f"{lv}/{lv + 12}"
            elif "BRL" in inst:
                lv = 5.40 + r.randint(-5, 10) / 100
                lvl = f"{lv:.4f}/{lv + 0.002:.4f}"
            elif "CLP" in inst:
                lv = 925 + r.randint(-10, 10)
                lvl = f"{lv:.2f}/{lv + 0.30:.2f}"
            else:
                lv = 3990 + r.randint(-40, 40)
                lvl = f"{lv:,.1f}/{lv + 2:,.1f}"
            amt = r.choice(["5", "10", "15", "20", "25"])
        style = r.random()
        if style < 0.35:
            lines.append(f"> {ts} {brk}: {inst} {lvl}")
        elif style < 0.55:
            traded = True
            lines.append(f"> {ts} {brk}: paid {lvl.split('/')[1]} en {inst}, {amt} — {bank}")
        elif style < 0.72:
            traded = True
            lines.append(f"> {ts} {brk}: {inst} given {lvl.split('/')[0]}, {amt} ({bank})")
        elif style < 0.86:
            traded = True
            lines.append(f"> {ts} {bank}: mine {amt} @ {lvl.split('/')[1]} {inst}")
        else:
            traded = True
            lines.append(f"> {ts} {bank}: yours {amt} {inst} @ {lvl.split('/')[0]}, ty")
    if r.random() < 0.5:
        lines.append(f"> {brk}: {r.choice(['se secó', 'quieto', 'bids refreshing', 'offers gone', 'muy delgado hoy', 'nada más por ahora'])}")
    return "\n".join(lines), traded


def _heartbeat(b: Day, ms: int) -> str:
    r = b.rng
    return (f"hb ok · gw=latam-mx-0{r.randint(1, 3)} · lat={r.randint(28, 95)}ms · "
            f"seq={r.randint(80000, 99999)} · queue={r.choice([0, 0, 0, 1, 2])} · "
            f"fix_sessions={r.choice(['6/6', '6/6', '6/6', '5/6'])}")


STACK = """ERROR fix-gateway[mx-oms-2] session LATAM_MACRO->{cpty} dropped, auto-reconnect armed
```
Traceback (most recent call last):
  File "/opt/oms/adapters/fix_session.py", line 412, in _pump
    msg = self._transport.recv_message(timeout=self.hb_interval)
  File "/opt/oms/adapters/fix_transport.py", line 188, in recv_message
    chunk = self._conn.recv(65536)
  File "/usr/lib/python3.11/ssl.py", line 1296, in recv
    return self.read(buflen)
  File "/usr/lib/python3.11/ssl.py", line 1169, in read
    return self._sslobj.read(len)
ConnectionResetError: [Errno 104] Connection reset by peer

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/opt/oms/adapters/fix_session.py", line 455, in _on_disconnect
    self._persist_seq(self.sender_seq, self.target_seq)
  File "/opt/oms/adapters/seqstore.py", line 71, in _persist_seq
    with self._lock.acquire(timeout=2.0):
TimeoutError: seqstore lock not acquired within 2.0s (holder pid {pid})
```
session state: sender_seq={s1} target_seq={s2} · last_hb={hb}s ago · retry 1/5 in 5s"""


def _ext_headlines(b: Day) -> list[str]:
    r = b.rng
    return [
        f"BIMBOA | Grupo Bimbo coloca bono por MXN {r.choice(['7,500', '8,000', '10,000'])} millones a 7 y 10 años; demanda 2.{r.randint(1, 9)}x (Fuente: BMV, evento relevante)",
        f"FEMSAUBD | FEMSA anuncia recompra adicional de US${r.choice(['500', '750'])} mm y confirma venta de participación remanente en Heineken",
        f"GRUMAB | Gruma: volumen de tortilla en EUA +{r.randint(2, 6)}% a/a en 4T; guía 2026 sin cambios",
        f"VALE3 | Vale: producción de mineral de hierro 1T estimada en {r.randint(66, 72)} Mt; analistas ven presión en precios",
        f"KOFUBL | Coca-Cola FEMSA concluye adquisición de embotellador en Centroamérica por US${r.randint(180, 260)} mm",
        f"ASURB | ASUR: tráfico de pasajeros febrero +{r.randint(1, 7)}.{r.randint(0, 9)}% a/a; Cancún +{r.randint(1, 5)}%",
    ]


COLOUR = [
    ("diego", "MXN sigue pegado al DXY, nada idiosincrático por ahora"),
    ("luis", "muy poca liquidez en el 26x1 hoy, 2pb de bid/offer en voz"),
    ("sofia", "ADRs opening mixed; AMX +0.4%, CX flat, FMX -0.3%", (7, 8)),
    ("ana", "Pemex 2032 cotiza 95.80/96.20, spread sin cambio vs ayer"),
    ("luis", "los locales (Afores) otra vez comprando Udibonos largos en el secundario"),
    ("diego", "London fix con demanda de dólares, nada raro para un martes", (10, 12)),
    ("mariana", "recuerden que mañana hay comité de riesgos a las 9, traigan sus números de DV01"),
    ("sofia", "volumen BMV flojo, ~60% del promedio de 20 días"),
    ("diego", "COP más débil que el resto del bloque, el crudo -1.8%"),
    ("luis", "Cetes 28 en secundario a 6.86, pegado a la objetivo"),
    ("ana", "CDS México 5y en 98bp, sin cambios; el de Pemex lo mueven los titulares"),
    ("diego", "1M USD/MXN implied vol en 9.8, mínimos del año. barato comprar opcionalidad"),
    ("luis", "swap spreads 10y apretándose, los extranjeros están en Mbonos, no en TIIE"),
    ("sofia", "NY desk says flows in EWW were light, small net creation yesterday"),
    ("luis", "el mercado de reportos muy tranquilo, Banxico inyectó lo usual"),
    ("ana", "CEMEX 2031s tighter 5bp, real money buying"),
    ("diego", "CLP respetando cobre tick por tick"),
    ("sofia", "GFNORTEO ADR-equivalent cheap vs local by ~15bp, noise"),
    ("luis", "Banxico dejó la subasta de Bondes sin cambios de montos para el trimestre"),
    ("diego", "alguien pidió 3M USD/MXN pts en 1488, el mercado los paga"),
    ("ana", "primario corporativo quieto esta semana, todos esperando a Banxico"),
]

QUESTIONS = [
    ("mariana", "¿a cuánto quedó el 26x1 al cierre de ayer?"),
    ("sofia", "anyone seen the GFNORTE call transcript yet?"),
    ("diego", "¿alguien sabe si Banxico sale hoy con subasta de coberturas cambiarias?"),
    ("ana", "¿quién tiene el calendario de amortizaciones de Pemex 2026 actualizado?"),
    ("luis", "¿el Nov-34 ya es el benchmark de 10 años en el PIP o sigue el May-35?"),
]


DISCUSS = [
    ("luis", "Sobre Banxico: mi lectura es que recortan 25 y el comunicado se vuelve más cauteloso. La subyacente de servicios "
             "sigue arriba de 4.5% y hubo un voto disidente la vez pasada. Si el comunicado cambia 'continuará' por 'evaluará', "
             "el front-end se reprecia 10pb arriba en un día y la curva se aplana."),
    ("diego", "On MXN positioning: the IMM long is the biggest since mid-2024, and that episode ended with a 15% move in three weeks "
              "(judicial reform + global carry unwind). Not saying it repeats, but the skew is still cheap for that tail."),
    ("ana", "Curva soberana en dólares: UMS 2035 en T+195, sin cambios. Los cross-over siguen comprando Pemex largo contra venta de "
            "UMS; es el trade de consenso desde enero y por eso cada titular de Hacienda mueve tanto el diferencial."),
    ("mariana", "Para la reunión de las 16:00 quiero ver el mapa de DV01 por bucket, el NOP por moneda y la lista de qué se cierra "
                "si Banxico pausa. Sin slides, en una hoja. Luis arma tasas, Diego FX, Ana crédito, Sofía acciones.", (9, 15)),
    ("luis", "Subasta: mucha demanda en Cetes 28 y 91, los bancos están parqueando liquidez antes del cierre de trimestre. "
             "El Mbono 10a debería salir bien, hay mucha cobertura de extranjeros por el rebalanceo de índices.", (9, 11)),
    ("luis", "Dato: el Nov-34 es el bono con mayor tenencia extranjera de la curva (~60%). Por eso se mueve con los flujos de "
             "índices (GBI-EM) más que con los locales, y por eso los lunes de rebalanceo se ve tan raro el spread vs May-35."),
    ("diego", "Ventas preguntó si vemos valor en opciones USD/MXN 3M 25d call; implícita 10.4 vs realizada 8.1. Les dije que para "
              "coberturas corporativas tiene sentido, que el desk no está haciendo nada ahí y que lo platiquen con estructurados."),
    ("mariana", "Recordatorio de cumplimiento: nada de nombres de clientes en este canal, para eso está el canal restringido. "
                "Los tickets de voz se confirman en el OMS antes de las 15:00, sin excepción."),
    ("sofia", "NY note: another shop's ADR arb desk has been leaning on AMX ADR conversions this week, which explains the parity noise. "
              "Not our business, but good to know when we read the prints."),
    ("ana", "Pemex tiene vencimientos por ~US$11 mil millones este año entre bonos y bancos. La pregunta para el mercado no es "
            "solvencia sino cuánta emisión nueva viene y con qué concesión; las últimas tres salieron con 25-40bp de prima."),
    ("luis", "TIIE de fondeo 7.03, TIIE 28 7.21. El diferencial 28d vs fondeo está en el máximo del mes por la demanda de liquidez "
             "de fin de trimestre; normalmente se corrige la primera semana de abril."),
    ("diego", "Fix WMR de Londres: demanda de dólares por ~US$400mm de un solo nombre, así se veía en los brokers. Se normalizó en "
              "cinco minutos, no es señal de nada.", (10, 12)),
    ("luis", "Para los que preguntan: PIP y Valmer difieren 1.5pb en el Nov-34 hoy; vamos con PIP para el cierre oficial como siempre."),
    ("sofia", "FTSE quarterly review is out: no changes for any of our names, small weight tweaks in the broader Mexico basket."),
    ("diego", "CLP: los fondos de pensiones chilenos están repatriando, según ventas en Santiago. Es flujo, todavía no es cambio de "
              "vista; si cambia lo escribo aparte."),
    ("ana", "Spreads corporativos: los high-grade mexicanos (Orbia, Alfa, Kimberly) 5-8bp más apretados en la semana; la demanda "
            "de real money por papel mexicano en dólares sigue fuerte y la oferta primaria está parada hasta después de Banxico."),
    ("sofia", "IPC up 0.4% with financials leading. Breadth is poor though: 12 of 35 names up. Volumes ~60% of the 20d average.", (11, 15)),
    ("mariana", "ojo con el fin de trimestre: el 31 el reporto se va a poner caro, no quiero sorpresas de fondeo en los Cetes"),
    ("luis", "Udibonos: la Afore grande volvió a comprar el 2035 en el secundario, 300 millones en dos tickets. El breakeven 10a "
             "subió 3pb, nada dramático."),
    ("diego", "cerrando NY. USD/MXN tranquilo, vol realizada del día 6%, la menor del mes. mañana minutas del Copom temprano", (15, 17)),
    ("sofia", "NY close: EWW +0.3%, AMX ADR flat, CX +1.0%. Nothing on our names after hours so far.", (14, 16)),
]

GENERIC_NEWS = [
    (6, 7, "🇺🇸 EUA | Inicios de vivienda feb: 1.39 mm anualizados (est. 1.36 mm); permisos 1.42 mm. UST 10a 4.21% (+2pb), 2a 3.88%."),
    (9, 10, "🏦 Banxico | Reservas internacionales suben US$312 mm en la semana; el banco central atribuye el cambio a valuación de activos."),
    (4, 5, "🇪🇺 Alemania | ZEW marzo: expectativas 48.2 (est. 45.0), situación actual -71.3. Bund 10a 2.62%."),
    (8, 13, "🛢️ OPEP+ | Fuentes: el grupo mantendría el plan de aumentos de producción en abril; Brent -1.1% a US$70.4."),
    (10, 14, "🇺🇸 Fed | Gobernadora de la Fed: 'no hay prisa para recortar mientras la inflación de servicios no ceda'; futuros descuentan 2 recortes en 2026."),
    (1, 3, "🇯🇵 Japón | Minutas de la BoJ: varios miembros ven condiciones para ajustes graduales si se confirma la espiral salarios-precios. USD/JPY 148.9."),
    (0, 1, "🇨🇳 China | Producción industrial ene-feb +5.9% a/a (est. 5.3%); ventas minoristas +4.0%. Cobre LME +0.8%."),
]

JAVA_TRACE = """WARN  md-feed[rfa-latam-2] stale quotes >30s: USDCLP=, CLPFIX=, USDCOP=
```
java.net.SocketTimeoutException: Read timed out
	at java.base/sun.nio.ch.NioSocketImpl.timedFinishRead(NioSocketImpl.java:278)
	at java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)
	at java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)
	at java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)
	at com.desk.md.rssl.ChannelReader.readFrame(ChannelReader.java:211)
	at com.desk.md.rssl.ChannelReader.run(ChannelReader.java:148)
	at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
	at java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: java.io.IOException: connection to ads-mx-{n}:14002 lost (keepalive {k} missed)
	at com.desk.md.rssl.Keepalive.check(Keepalive.java:77)
	... 3 more
```
failover → ads-mx-{m} in {s}s; {q} subscriptions re-requested; alert engine fed last cached value until resync"""


# --------------------------------------------------------------------------------------
# The scripted day
# --------------------------------------------------------------------------------------

def _script(b: Day) -> None:
    r = b.rng
    pend = []  # deferred filler hooks

    # ---------------- price levels ----------------
    mx = 17.42 if b.first else round(17.42 + r.randint(-9, 9) / 100, 2)
    MX = _f(mx, 2)
    MX_S1, MX_S2, MX_S3 = _f(mx - 0.21, 2), _f(mx - 0.16, 2), _f(mx - 0.11, 2)
    MX_T = _f(mx + 0.43, 2)
    MX_PF = _f(mx - 0.0015, 4)
    MX_FB, MX_FG = _f(mx + 0.0030, 4), _f(mx + 0.0010, 4)
    AVG_B = _f((12 * (mx - 0.0015) + 8 * (mx + 0.0030)) / 20, 4)
    AVG_G = _f((12 * (mx - 0.0015) + 8 * (mx + 0.0010)) / 20, 4)
    y34 = 8.92 + r.randint(-6, 6) / 100
    Y34, Y34S = _f(y34, 2), _f(y34 + 0.18, 2)
    Y34R, Y34RS, Y34F = _f(y34 - 0.03, 2), _f(y34 + 0.10, 2), _f(y34 - 0.035, 3)
    N34 = r.choice(["1,500mm", "2,000mm"])
    r13 = 6.915 + r.randint(-4, 4) * 0.005
    R13, R13S = _f(r13, 3), _f(r13 + 0.135, 2)
    R26 = _f(r13 - 0.06, 3)
    brl = 5.412 + r.randint(-4, 4) * 0.005
    BRL, BRLS, BRLT = _f(brl, 4), _f(brl + 0.078, 4), _f(brl - 0.132, 2)
    clp = 930 + r.randint(-6, 6)
    CLP, CLPT = str(clp), str(clp - 25)
    cop = 4012 + r.randint(-15, 15)
    COP, COPS = f"{cop:,}", f"{cop - 82:,}"
    wal = 58.40 + r.randint(-40, 40) / 100
    WAL, WALF, WALS = _f(wal, 2), _f(wal + 0.03, 2), _f(wal - 2.50, 2)
    cds = 262 + r.randint(-8, 8)
    CDS, CDSF = str(cds), str(cds - 1)
    CET = _f(7.01 + r.randint(-3, 3) / 100, 2)
    ids = r.sample(range(70000, 89999), 8)
    ORD_MX, ORD_13, ORD_13B, ORD_34, ORD_BRL, ORD_CET = [f"MX-{i}" for i in ids[:6]]
    ORD_EQ = f"EQ-{r.randint(40000, 49999)}"
    ORD_CR = f"CR-{r.randint(1000, 9999)}"
    usdmxn_live = [mx - 0.03]

    # ---------------- optional groups (budgeted) ----------------
    core = 40
    optional = [("cetes", 1, 0.6), ("walstop", 1, 0.6), ("amx", 1, 0.6), ("cemex", 1, 0.4), ("cop_news", 1, 0.6),
                ("brl_tgt", 1, 0.5), ("mx_thesis", 1, 0.5), ("nop", 1, 0.5)]
    r.shuffle(optional)
    on = b.flags
    total = core
    for name, size, p in optional:
        if r.random() < p and total + size <= MAX_HARD:
            on.add(name)
            total += size

    # ==================== overnight ====================
    m = b.post(b.at(0, 4, jit=200), "pnl", f"PnL oficial T-1 LATAM_MACRO: FX +US$"
               f"{r.randint(40, 260)}k | Tasas -US${r.randint(10, 90)}k | Acciones +US${r.randint(5, 60)}k | "
               f"Crédito +US${r.randint(1, 30)}k | MTD +US${r.randint(900, 2400)}k · fuente: PIP/Valmer cierre")
    b.noise(m)
    m = b.post(b.at(2, 10, jit=600), "ci", f"ci-deploy: oms-adapter v3.14.{r.randint(2, 9)} → prod-mx ✅ "
               f"(sha {r.getrandbits(28):07x}) {r.randint(30, 70)}s · canary 100% · rollback armed")
    b.noise(m)
    t = b.at(3, 12, jit=900)
    m = b.post(t, "oms", STACK.format(cpty=r.choice(["BBVA_FX", "CITI_FX", "SANT_FX"]), pid=r.randint(2000, 9000),
                                      s1=r.randint(10000, 20000), s2=r.randint(10000, 20000), hb=r.randint(31, 95)))
    b.noise(m)
    m = b.post(b.after(t, 5, 9), "gw", f"[gateway] reconnect: FIX session resumed (gap fill {r.randint(0, 3)} msgs) after {r.randint(3, 9)}.{r.randint(0, 9)}s")
    b.noise(m)
    m = b.post(b.at(4, 30, jit=1200), "ci", f"ci-deploy: nightly recon job ✅ · breaks=0 · trades={r.randint(40, 90)} · "
               f"custodio Indeval OK · {r.randint(60, 200)}s")
    b.noise(m)

    # INEGI headline + triage no-route
    t = b.at(6, 0, 5, jit=20)
    igae = f"+0.{r.randint(2, 5)}% m/m"
    m = b.post(t, "news", f"🇲🇽 INEGI | IGAE enero {igae}, {r.choice(['-0.2', '+0.1', '-0.4'])}% a/a (consenso +0.1% m/m). "
               f"Servicios +0.{r.randint(3, 7)}%, industria -0.{r.randint(1, 6)}%, primario +{r.randint(1, 3)}.{r.randint(0, 9)}%. Serie desestacionalizada.")
    b.near(m)
    inegi = m
    m = b.post(b.after(t, 40, 90), "triage", f"[triage] INEGI IGAE ({igae}) → no se enruta: dato de actividad, sin instrumento del libro "
               "ni límite afectado. Queda en el resumen de la mañana, sin acción.", ref=inegi)
    b.hard(m, "no_route_decision", ["INEGI IGAE", "no se enruta", "sin acción"], "structured")
    b.idiom(m, "triage bot explicit 'no se enruta … sin acción' on a data headline", "no_route_decision")

    # morning note (long, no decision)
    t = b.at(6, 41, jit=120)
    m = b.post(t, "macro", _note_morning(b, MX, Y34, R13, R26, BRL, CLP, COP))
    b.near(m)

    # risk limit change
    t = b.at(7, 2, jit=120)
    m = b.post(t, "risk", "RISK|LIMIT_CHANGE book=LATAM_MACRO metric=DV01_MXN_RATES old=150k new=185k ccy=USD "
               f"approver=CRO ticket=RSK-{r.randint(1000, 9999)} effective={b.date_iso}T13:00Z")
    b.hard(m, "risk_limit", ["LIMIT_CHANGE", "DV01_MXN_RATES", "new=185k"], "structured")
    risk_change = m

    # positions snapshot (context, noise)
    m = b.post(b.after(t, 60, 300), "pnl",
               f"📊 Posiciones apertura LATAM_MACRO {b.date_es}\n"
               "```\n"
               "FX      USD/MXN           flat\n"
               "FX      USD/BRL NDF 1M    flat\n"
               "Tasas   Mbono Nov-34      +3,500mm MXN\n"
               "Tasas   Udibono Nov-35    +800mm MXN (udis eq.)\n"
               "Tasas   TIIE 26x1 rec     2,000mm MXN\n"
               "Acc.    WALMEX*           +1,200,000\n"
               "Acc.    GFNORTEO          +450,000\n"
               "Crédito Pemex 6.70 02/32  +US$15mm\n"
               "Crédito Pemex CDS 5y      protección comprada US$20mm\n"
               "Watch   AMXB, CEMEXCPO, USD/CLP, USD/COP, Cetes 91d\n"
               "```")
    b.noise(m)

    # Walmex headline (held, by company name)
    t = b.at(7, 0, 30, jit=60)
    sss = f"+4.{r.randint(1, 8)}%"
    m = b.post(t, "news", f"🛒 Walmart de México y Centroamérica: ventas mismas tiendas febrero {sss} a/a en México "
               f"(est. +5.5%); Centroamérica +{r.randint(3, 7)}.{r.randint(0, 9)}%. Ventas totales MXN {r.randint(78, 84)},{r.randint(100, 999)} mm. (Fuente: reporte mensual ANTAD/empresa)\n"
               "Tráfico +1.9%, ticket promedio +2.8%. La empresa atribuye la desaceleración al efecto calendario (año bisiesto en la base) "
               "y a menor gasto en mercancías generales; Sam's Club y Bodega Aurrerá superaron al resto de formatos.")
    b.hard(m, "held_position_news", ["Walmart de México y Centroamérica", sss], "untagged")
    b.idiom(m, "held stock named only by company name (Walmart de México) in headline", "held_position_news")
    wal_news = m

    # ==================== USD/MXN flow ====================
    b.post(b.at(7, 8, jit=200), "mariana",
           "Buenos días a todos. Agenda de hoy: IGAE ya salió; subasta con cierre de posturas a las 11:00; un subgobernador habla "
           "a las 12:00; BanRep a las 13:00; y estamos atentos a Hacienda con Pemex. Luis, tú cubres tasas y la subasta; Diego, FX "
           "LatAm; Sofía, BMV y ADRs desde NY; Ana, crédito y Pemex. Reunión de libro a las 16:00 CDMX / 18:00 NY. "
           "Las propuestas por aquí con nivel, tamaño y stop, como siempre; yo apruebo por respuesta al mensaje.")
    b.post(b.at(6, 44, jit=200), "sofia",
           "NY morning: futures +0.2%, ADRs indicated mixed. AMX flat, CX +0.5%, FMX -0.2%, BSMX n/a. Overnight nothing company-specific "
           "on our names besides the Walmex monthly sales due this morning. US housing starts at 8:30 NY. "
           "I'll be on the ADR screens until the close and then on the phone with the sell-side for the Banxico previews.")
    b.post(b.at(7, 15, jit=200), "ana",
           "Crédito antes de la apertura: CDS México 5y 98bp, Pemex 5y cerca de los niveles de ayer, bonos largos de Pemex "
           "+0.25 pts en Asia. Hay rumores desde el viernes de un anuncio de Hacienda, pero nada confirmado; no operaría sobre "
           "rumores. Los cross-over siguen siendo los dueños del flujo en la curva de Pemex.")
    t = b.at(7, 18, jit=120)
    b.post(t, "diego", f"buenos días. MXN abrió fuerte, {_f(mx - 0.04, 2)} bid en Londres. IMM sigue muy largo peso, "
           "y los RR 25d 1M ya se voltearon a favor del dólar")
    t = b.at(7, 32, jit=60)
    prop_mx = b.post(t, "diego",
                     f"Mariana, propongo comprar USD/MXN 20mm a {MX} (limit), stop {MX_S1}, target {MX_T}. "
                     "Tesis: con Banxico recortando el carry ya no compensa el riesgo, y el posicionamiento está muy cargado a peso. "
                     "Horizonte 2-3 semanas.",
                     attach=[{"id": str(snowflake(t, 2, 1)), "filename": "usdmxn_rr25d_1m.png", "size": 48213 + r.randint(0, 9000),
                              "url": f"https://cdn.discordapp.com/attachments/{b.cid}/usdmxn_rr25d_1m.png"}])
    b.hard(prop_mx, "trade_proposal", ["comprar USD/MXN", "20mm", MX, MX_S1], "untagged")
    t = b.after(t, 120, 420)
    appr = b.post(t, "mariana", f"compra 20 millones de dólares a {MX}. el stop en {MX_S1} desde ya, no lo quiero mental", ref=prop_mx)
    b.hard(appr, "trade_approval", ["compra 20 millones de dólares", MX], "reply")
    b.idiom(appr, "head of desk approves by re-stating the order in Spanish ('compra 20 millones de dólares a …')", "trade_approval")
    b.noise(b.post(b.after(t, 20, 60), "diego", "va 👍", ref=appr))
    t = b.after(t, 90, 200)
    m = b.post(t, "oms", '{"evt":"NEW_ACK","ord":"%s","acct":"LATAM_MACRO","sym":"USDMXN","side":"BUY","qty":20000000,'
               '"px":%s,"ordType":"LIMIT","tif":"DAY","venue":"FXall","trader":"dsalazar"}' % (ORD_MX, MX))
    b.hard(m, "trade_confirmation", [ORD_MX, "USDMXN", "BUY", "NEW_ACK"], "structured")
    t = b.after(t, 500, 1100)
    m = b.post(t, "oms", f"FILL|{ORD_MX}|USDMXN|BUY|12,000,000|{MX_PF}|PARTIAL|leaves=8,000,000|venue=FXall")
    b.hard(m, "trade_fill", [ORD_MX, "BUY", "12,000,000", MX_PF], "structured")
    b.idiom(m, "pipe-delimited partial fill from OMS", "trade_fill")
    t = b.after(t, 300, 700)
    fillmsg = b.post(t, "diego", f"[FILL] USD/MXN b 8mm @ {MX_FB} — {ORD_MX} completa, avg {AVG_B} sobre 20mm")
    b.hard(fillmsg, "trade_fill", ["USD/MXN", "b 8mm", MX_FG, ORD_MX], "tagged")
    b.idiom(fillmsg, "[FILL] tag with price corrected by an edit", "trade_fill")
    b.react(fillmsg, b.after(t, 30, 90), "✅", "mariana")
    t = b.after(t, 60, 200)
    stopmsg = b.post(t, "diego", f"STOP USD/MXN largo 20mm ({ORD_MX}): {MX_S1} · target {MX_T}")
    b.pin(stopmsg, b.after(t, 40, 120), "mariana")
    b.react(stopmsg, b.after(t, 40, 120), "📌", "mariana")
    b.hard(stopmsg, "stop_or_target_change", ["STOP USD/MXN", "20mm", MX_S3], "tagged")
    b.idiom(stopmsg, "pinned stop line moved twice by editing the same message", "stop_or_target_change")
    b.edit(fillmsg, b.after(t, 600, 1000),
           f"[FILL] USD/MXN b 8mm @ {MX_FG} — {ORD_MX} completa, avg {AVG_G} sobre 20mm (corrijo px, confirmado con FXall)")
    b.superseded.append([b.cid, fillmsg["id"], MX_FB])
    b.edit(stopmsg, b.at(10, 41, jit=300), f"STOP USD/MXN largo 20mm ({ORD_MX}): {MX_S2} · target {MX_T} (subido 1)")
    b.edit(stopmsg, b.at(13, 16, jit=300), f"STOP USD/MXN largo 20mm ({ORD_MX}): {MX_S3} · target {MX_T} (subido 2, ya protege carry)")
    b.superseded.append([b.cid, stopmsg["id"], MX_S1])
    b.superseded.append([b.cid, stopmsg["id"], MX_S2])

    # near-miss: hypothetical add
    m = b.post(b.at(8, 47, jit=300), "diego", f"si rompe {_f(mx + 0.13, 2)} ¿le metemos otros 10mm? lo pienso en voz alta nada más")
    b.near(m)
    m = b.post(b.at(9, 5, jit=200), "diego", "el desk de clientes vendió 50mm USD/MXN a una Afore esta mañana, por si ven el flujo en el fix")
    b.near(m)
    # near-miss: stop suggestion without decision
    m = b.post(b.at(11, 50, jit=300), "macro", f"Comentario: con el spot en {_f(mx + 0.08, 2)} un stop en {_f(mx + 0.01, 2)} sería sensato para "
               "el largo USD/MXN (protege entrada), pero lo dejo a criterio del desk; no lo muevo.")
    b.near(m)
    b.idiom(m, "agent says a stop level 'sería sensato' but explicitly does not move it", "not_hard")

    # ==================== Cetes auction (fill only; bid submitted yesterday) ====================
    m = b.post(b.at(9, 0, jit=60), "auction", f"📣 Convocatoria subasta semanal {b.date_es}: Cetes 28d MXN 10,000mm · 91d 13,000mm · "
               "182d 13,500mm · 364d 14,000mm · Mbono 10a (Nov-34) 10,000mm · Udibono 3a UDIS 1,000mm. Cierre de posturas 11:00 CDMX.")
    b.noise(m)
    t = b.at(13, 31, jit=120)
    m = b.post(t, "auction",
               f"📈 RESULTADOS SUBASTA {b.date_es} (Banxico, agente financiero)\n"
               "```\n"
               "instr.      monto       tasa/px     Δ       demanda\n"
               f"Cetes 28    10,000mm    {_f(float(CET) - 0.13, 2)}%      -0.0{r.randint(1, 5)}   {r.randint(2, 4)}.{r.randint(1, 9)}x\n"
               f"Cetes 91    13,000mm    {CET}%      -0.0{r.randint(1, 5)}   {r.randint(2, 3)}.{r.randint(1, 9)}x\n"
               f"Cetes 182   13,500mm    {_f(float(CET) + 0.11, 2)}%      +0.0{r.randint(0, 3)}   {r.randint(1, 3)}.{r.randint(1, 9)}x\n"
               f"Cetes 364   14,000mm    {_f(float(CET) + 0.19, 2)}%      +0.0{r.randint(0, 3)}   {r.randint(1, 3)}.{r.randint(1, 9)}x\n"
               f"Mbono Nov34 10,000mm    {_f(y34 - 0.02, 2)}%      -0.0{r.randint(2, 9)}   {r.randint(1, 3)}.{r.randint(1, 9)}x\n"
               f"Udi 3a      1,000 UDIS  {_f(4.3 + r.randint(0, 20) / 100, 2)}%      +0.0{r.randint(0, 4)}   {r.randint(1, 3)}.{r.randint(1, 9)}x\n"
               "```\n(cron subastas-cron · fuente Banxico · próxima corrida mar 09:00)")
    b.noise(m)
    if "cetes" in on:
        m = b.post(b.after(t, 100, 300), "oms", f"ALLOC|{ORD_CET}|CETES91|LATAM_MACRO|BUY|MXN 800,000,000|{CET}%|asignado 100%|liq T+2")
        b.hard(m, "trade_fill", ["CETES91", "BUY", "MXN 800,000,000", f"{CET}%"], "structured")

    # ==================== WALMEX flow ====================
    t = b.at(8, 36, jit=120)
    prop_w = b.post(t, "sofia", f"WALMEX SSS miss vs est. trim: s 600k WALMEX* @ {WAL} lmt, keep the other 600k", ref=wal_news)
    b.hard(prop_w, "trade_proposal", ["s 600k", "WALMEX*", WAL], "shorthand")
    b.idiom(prop_w, "shorthand equity trim 's 600k WALMEX* @ px lmt' as reply to the headline", "trade_proposal")
    t = b.after(t, 60, 240)
    m = b.post(t, "mariana", "sí, va. vende los 600k", ref=prop_w)
    b.hard(m, "trade_approval", ["sí, va", "600k"], "reply")
    t = b.after(t, 1200, 2600)
    wfill = b.post(t, "oms", "", embeds=[{
        "title": "Execution report", "description": "WALMEX* · BMV · LATAM_MACRO", "author": "TMS/OMS",
        "fields": [{"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Qty", "value": "600,000", "inline": True},
                   {"name": "Avg px", "value": WALF, "inline": True},
                   {"name": "Status", "value": "FILLED"}],
        "footer": f"ord {ORD_EQ} · venue BMV · algo VWAP"}])
    b.hard(wfill, "trade_fill", ["WALMEX*", "SELL", "600,000", WALF], "embed")
    b.idiom(wfill, "embed-only execution report", "trade_fill")
    b.react(wfill, b.after(t, 60, 200), "👍", "sofia")
    t = b.after(t, 300, 900)
    if "walstop" in on:
        m = b.post(t, "sofia", f"stop on the remaining WALMEX* 600k at {WALS}, GTC in the OMS")
        b.hard(m, "stop_or_target_change", ["WALMEX*", "600k", WALS], "untagged")

    # another fund's account (near-misses)
    m = b.post(b.at(9, 44, jit=600), "oms", "", embeds=[{
        "title": "Execution report", "description": "CEMEXCPO · BMV · FONDO_PATRIMONIAL_2", "author": "TMS/OMS",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": f"{r.randint(15, 30) * 100_000:,}", "inline": True},
                   {"name": "Avg px", "value": _f(12.80 + r.randint(-30, 30) / 100, 2), "inline": True},
                   {"name": "Acct", "value": "FONDO_PATRIMONIAL_2"}],
        "footer": f"ord FP2-{r.randint(1000, 9999)} · venue BMV · cuenta de terceros (mandato)"}])
    b.near(m)
    b.idiom(m, "execution embed for another fund's account (FONDO_PATRIMONIAL_2)", "not_hard")
    m = b.post(b.at(11, 8, jit=900), "oms", '{"evt":"FILL","ord":"FP2-%d","acct":"FONDO_PATRIMONIAL_2","sym":"USDMXN",'
               '"side":"SELL","qty":5000000,"px":%s,"status":"FILLED","note":"mandato terceros"}' % (r.randint(1000, 9999), _f(mx + 0.02, 4)))
    b.near(m)

    # Banorte held news by company name
    t = b.at(8, 10, jit=300)
    m = b.post(t, "news", f"🏦 Grupo Financiero Banorte eleva guía de utilidad neta 2026 a MXN {r.randint(58, 62)}-{r.randint(63, 66)} mil millones; "
               f"ROE esperado {r.randint(21, 24)}%. Dividendo extraordinario en revisión. (conferencia inversionistas, NY)\n"
               "El director de finanzas citó crecimiento de cartera de 10-12% y costo de riesgo estable; la guía de margen financiero "
               "asume dos recortes más de Banxico en el año.")
    b.hard(m, "held_position_news", ["Grupo Financiero Banorte", "guía de utilidad"], "untagged")
    b.noise(b.post(b.after(t, 60, 300), "sofia", "👀", ref=m))

    if "amx" in on:
        m = b.post(b.at(10, 20, jit=600), "news", f"📡 América Móvil: IFT resuelve preponderancia; Telcel deberá compartir infraestructura pasiva "
                   f"en {r.randint(12, 30)} ciudades. AMX ADR {r.choice(['-1.1', '-0.8', '-1.6'])}% en pre-market NY.\n"
                   "La empresa dijo que impugnará la resolución; analistas estiman impacto de 1-2% en EBITDA de México si se aplica completa.")
        b.hard(m, "watchlist_news", ["América Móvil", "Telcel"], "untagged")
    m = b.post(b.at(10, 58, jit=600), "sofia", f"AMX ADR at {_f(21.3 + r.randint(0, 9) / 100, 2)} vs AMXB parity ~0.3% rich. "
               "if it widens to 1% I'd do the arb, not there yet")
    b.near(m)
    if "cemex" in on:
        m = b.post(b.at(12, 6, jit=900), "news", f"🏗️ Cemex cierra venta de activos en {r.choice(['Guatemala', 'Panamá', 'Costa Rica'])} por US${r.randint(180, 350)} mm; "
                   "deuda neta/EBITDA bajaría a ~1.9x. CX ADR +1.2%.\n"
                   "Los recursos se destinarán a recompra de deuda 2027-2029 y al programa de recompra de acciones.")
        b.hard(m, "watchlist_news", ["Cemex", "venta de activos"], "untagged")
    m = b.post(b.at(14, 20, jit=900), "macro", f"[paper] b 200k AMXB @ {_f(18.70 + r.randint(-20, 20) / 100, 2)} — solo libro sombra del modelo, NO ejecutar")
    b.near(m)

    # unrelated headlines + one explicit no-route by head of desk
    hl = _ext_headlines(b)
    r.shuffle(hl)
    bimbo = None
    for i, h in enumerate(hl[:4]):
        m = b.post(b.at(r.choice([8, 9, 10, 11, 12, 14, 15]), r.randint(0, 59)), "news", h)
        b.near(m)
        if h.startswith("BIMBOA"):
            bimbo = m
    if bimbo is None:
        bimbo = b.post(b.at(9, 31, jit=600), "news", [h for h in hl if h.startswith("BIMBOA")][0])
        b.near(bimbo)
    m = b.post(b.after(bimbo["ms"], 120, 600), "mariana", "lo de Bimbo no nos toca, no lo manden a nadie; sin acción", ref=bimbo)
    b.hard(m, "no_route_decision", ["Bimbo", "no lo manden a nadie", "sin acción"], "reply")

    # ==================== Mbono Nov-34 thread ====================
    t = b.at(8, 40, jit=120)
    starter = b.post(t, "luis", "abro hilo para el Nov-34 antes de Banxico 🧵")
    b.thread_id = starter["id"]
    t = b.after(t, 30, 90)
    p34 = b.post(t, "luis", f"b {N34} M Nov-34 @ {Y34} | stop {Y34S} | horizonte Banxico+1. flujo extranjero sigue entrando, curva 2s10s muy empinada", thread=True)
    b.hard(p34, "trade_proposal", [f"b {N34}", "Nov-34", Y34, Y34S], "shorthand")
    t = b.after(t, 240, 600)
    rej = b.post(t, "mariana", "no, esperemos a Banxico. el Nov-34 lo vemos el jueves después del anuncio, no quiero más DV01 antes", thread=True, ref=p34)
    b.hard(rej, "trade_approval", ["no, esperemos a Banxico", "Nov-34"], "reply")
    b.idiom(rej, "rejection by reply 'no, esperemos a Banxico'", "trade_approval")
    b.noise(b.post(b.after(t, 30, 120), "luis", "va. lo dejo en el radar", thread=True, ref=rej))
    m = b.post(b.after(t, 400, 900), "luis", "para contexto: en dic-24 compramos el Nov-34 a 10.05 y lo sacamos en 9.40, la última vez que Banxico sorprendió dovish", thread=True)
    b.near(m)
    b.post(b.after(t, 700, 950), "luis",
           "mi lectura completa para el jueves: recortan 25 con un voto en contra y el comunicado se endurece un poco. con eso "
           "el Nov-34 debería hacer poco (±5pb) y el front-end TIIE bajar 5-6pb. el riesgo asimétrico es la pausa: ahí el Nov-34 "
           "se va 10-12pb arriba en el día y no quiero estar largo de más antes. si el subgobernador suena dovish hoy lo reviso.",
           thread=True)
    m = b.post(b.after(t, 1000, 1800), "macro", "¿Banxico recorta 25 o pausa? el 1x1 descuenta ~70% de 25pb; encuestas 18/25 por recorte", thread=True)
    b.near(m)
    t = b.at(12, 34, jit=300)
    rp = b.post(t, "luis", f"Mariana, el subgobernador sonó dovish en el foro (\"espacio para continuar el ciclo\"). reconsidero a la mitad: "
                f"b 700mm Nov-34 a {Y34R}, stop {Y34RS}. la mitad del DV01 que pedí en la mañana", thread=True)
    b.hard(rp, "trade_proposal", ["b 700mm Nov-34", Y34R, Y34RS], "untagged")
    t = b.after(t, 200, 500)
    m = b.post(t, "mariana", "ok con los 700, mándalo", thread=True, ref=rp)
    b.hard(m, "trade_approval", ["ok con los 700", "mándalo"], "reply")
    t = b.after(t, 400, 1200)
    m = b.post(t, "oms", "", thread=True, embeds=[{
        "title": "Execution report", "description": "Mbono 7.75 Nov-34 · LATAM_MACRO", "author": "TMS/OMS",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Nominal", "value": "MXN 700,000,000", "inline": True},
                   {"name": "Yield", "value": f"{Y34F}%", "inline": True}],
        "footer": f"ord {ORD_34} · Tradition MX · FILLED"}])
    b.hard(m, "trade_fill", ["Mbono 7.75 Nov-34", "BUY", "MXN 700,000,000", f"{Y34F}%"], "embed")
    b.noise(b.post(b.after(t, 30, 100), "luis", "gracias", thread=True, ref=m))

    # ==================== TIIE 13x1 (buried agent decision) ====================
    t = b.at(9, 30, jit=180)
    note = b.post(t, "macro", _note_tiie(b, R13, R13S, R26, Y34))
    b.hard(note, "trade_proposal", ["recibir TIIE 13x1", "MXN 2,500mm", f"{R13}%", f"stop {R13S}%"], "buried")
    b.idiom(note, "decision sentence buried mid-way in a long Spanish agent report", "trade_proposal")
    t = b.after(t, 500, 900)
    m = b.post(t, "mariana", "ok, go con el 13x1, pero que riesgo lo revise contra el límite nuevo", ref=note)
    b.hard(m, "trade_approval", ["ok, go", "13x1"], "reply")
    t = b.after(t, 100, 300)
    m = b.post(t, "risk", f"RISK|BLOCK ord={ORD_13} sym=TIIE13x1 side=RECEIVE notional=MXN2500mm dv01_post=198k limit=185k "
               "ccy=USD action=BLOCKED reason=DV01_MXN_RATES_HARD")
    b.hard(m, "risk_limit", ["BLOCK", ORD_13, "TIIE13x1", "limit=185k"], "structured")
    b.idiom(m, "risk bot key=value BLOCK of an order over the DV01 limit", "risk_limit")
    t = b.after(t, 2, 8)
    m = b.post(t, "oms", '{"evt":"REJECTED","ord":"%s","acct":"LATAM_MACRO","sym":"TIIE13x1","side":"RECEIVE",'
               '"notional":"2500mm","reason":"RISK_BLOCK","src":"riesgo-bot"}' % ORD_13)
    b.hard(m, "trade_confirmation", [ORD_13, "REJECTED", "RISK_BLOCK"], "structured")
    t = b.after(t, 240, 600)
    rz = b.post(t, "luis", f"lo re-dimensiono para caber: recibo 13x1 MXN 1,600mm a {R13}, mismo stop {R13S}. DV01 post ~US$181k")
    b.hard(rz, "trade_proposal", ["recibo 13x1", "1,600mm", R13], "untagged")
    t = b.after(t, 60, 200)
    m = b.post(t, "mariana", "dale, los 1,600", ref=rz)
    b.hard(m, "trade_approval", ["dale", "1,600"], "reply")
    b.idiom(m, "'dale' approval reply", "trade_approval")
    t = b.after(t, 400, 900)
    m = b.post(t, "broker", f"📞 **Tradition MX · voz** DONE LATAM_MACRO rec TIIE 13x1 MXN 1,600mm @ {R13}% vs BBVA · "
               f"ref {ORD_13B} · cámara Asigna · \"yours 1,600, ty\"")
    b.hard(m, "trade_fill", ["DONE", "rec TIIE 13x1", "1,600mm", f"{R13}%"], "structured")
    b.idiom(m, "broker relay DONE line for this desk, next to other banks' chat", "trade_fill")
    t = b.after(t, 600, 1500)
    m = b.post(t, "luis", f"26x1 rec 2,000mm: quito el stop de {_f(r13 + 0.08, 2)}, lo manejamos por DV01 a nivel libro desde hoy")
    b.hard(m, "stop_or_target_change", ["26x1", "quito el stop", _f(r13 + 0.08, 2)], "untagged")
    b.idiom(m, "stop removed ('quito el stop') on a swap position", "stop_or_target_change")
    m = b.post(b.at(11, 31, jit=400), "luis", "what if we paid 26x1 into Banxico as a hedge for the Nov-34? just thinking out loud")
    b.near(m)
    m = b.post(b.at(13, 14, jit=300), "risk", "RISK|SOFT_BREACH book=LATAM_MACRO metric=DV01_MXN_RATES value=179k soft=175k hard=185k util=97% action=NOTIFY desk=mortega")
    b.hard(m, "risk_limit", ["SOFT_BREACH", "DV01_MXN_RATES", "value=179k", "soft=175k"], "structured")
    b.noise(b.post(b.after(m["ms"], 60, 200), "mariana", "enterado", ref=m))

    # ==================== USD/BRL NDF ====================
    t = b.at(10, 40, jit=300)
    pb = b.post(t, "diego", f"USD/BRL: selling 1M NDF USD 15mm at {BRL}, stop {BRLS}, target {BRLT}. fiscal noise is priced, Selic carry pays")
    b.hard(pb, "trade_proposal", ["USD/BRL", "selling", "15mm", BRL, BRLS], "untagged")
    t = b.after(t, 120, 400)
    m = b.post(t, "mariana", "👍 send it, los 15 de BRL", ref=pb)
    b.hard(m, "trade_approval", ["send it", "15 de BRL"], "reply")
    t = b.after(t, 300, 900)
    m = b.post(t, "broker", f"📞 **GFI · NDF voz** LATAM_MACRO sold 15 USD/BRL 1M NDF @ {BRL} (yours, GFI → Itaú) · fixing PTAX · ref {ORD_BRL}")
    b.hard(m, "trade_fill", ["sold 15", "USD/BRL 1M NDF", BRL], "structured")
    if "brl_tgt" in on:
        m = b.post(b.at(15, 12, jit=600), "diego", f"BRL: bajo ambición, target del NDF a {_f(brl - 0.082, 2)} (antes {BRLT}); stop igual")
        b.hard(m, "stop_or_target_change", ["BRL", "target", _f(brl - 0.082, 2)], "untagged")
    if "nop" in on:
        m = b.post(b.at(11, 20, jit=400), "mariana", "a partir de hoy el NOP en BRL máximo 25mm para el libro, riesgo ya lo cargó en el sistema")
        b.hard(m, "risk_limit", ["NOP en BRL", "25mm"], "untagged")

    # ==================== CLP / COP ====================
    t = b.at(11, 2, jit=600)
    m = b.post(t, "diego", f"CLP: cambio de vista, de neutral a constructivo peso chileno. cobre arriba de US$5/lb y BCCh en pausa. "
               f"target USD/CLP {CLPT}; spot {CLP}")
    b.hard(m, "thesis_update", ["CLP", "de neutral a constructivo", f"USD/CLP {CLPT}"], "untagged")
    b.idiom(m, "view change 'de neutral a constructivo' on a watchlist currency", "thesis_update")
    if "cop_news" in on:
        m = b.post(b.at(13, 2, jit=120), "news", f"🇨🇴 BanRep mantiene tasa en 9.25% (5-2); USD/COP cae a {f'{cop - 40:,}'} tras el anuncio")
        b.hard(m, "watchlist_news", ["BanRep", "USD/COP"], "untagged")
    t = b.at(12, 11, jit=400)
    cdel = b.post(t, "diego", f"prop: b USD/COP 3M fwd 10mm @ {COP}, stop {COPS}")
    b.hard(cdel, "trade_proposal", ["USD/COP 3M fwd", "10mm", COP], "shorthand")
    b.delete(cdel, b.after(t, 40, 120))
    b.removed.append(f"b USD/COP 3M fwd 10mm @ {COP}")
    b.noise(b.post(b.after(t, 130, 200), "diego", "borré, era para el chat de clientes, sorry"))

    # ==================== Pemex ====================
    t = b.at(11, 30, jit=300)
    pnews = b.post(t, "news", f"🛢️ Pemex | Hacienda anuncia nueva capitalización por MXN {r.choice(['120', '150', '180'])} mil millones y "
                   "garantía explícita para vencimientos 2026-27; Pemex recomprará bonos 2027-2030. CDS 5y -18bp en la primera reacción.\n"
                   "Los recursos se canalizarían vía aportaciones de capital y un vehículo de Hacienda; la petrolera enfocaría el flujo "
                   "a proveedores y a reducir deuda de corto plazo. Bonos de Pemex suben 1.5-3 puntos en la parte larga.")
    b.hard(pnews, "held_position_news", ["Pemex", "capitalización"], "untagged")
    t = b.after(t, 300, 700)
    m = b.post(t, "ana", "Pemex: subo convicción en el long de bonos 6.70 02/32, de media a alta. con el apoyo explícito "
               "de Hacienda el riesgo de refinanciamiento 2026-27 prácticamente desaparece", ref=pnews)
    b.hard(m, "thesis_update", ["Pemex", "subo convicción", "de media a alta"], "reply")
    m = b.post(b.after(t, 60, 300), "ana", "la última vez que Hacienda capitalizó a Pemex (feb-25) el CDS bajó 40bp en una semana")
    b.near(m)
    t = b.after(t, 400, 800)
    pc = b.post(t, "ana", f"propongo vender la mitad de la protección: CDS Pemex 5y, vender 10mm protección a {CDS}bp. "
                "dejamos 10mm como cobertura del bono")
    b.hard(pc, "trade_proposal", ["CDS Pemex 5y", "vender 10mm protección", f"{CDS}bp"], "untagged")
    t = b.after(t, 200, 500)
    m = b.post(t, "mariana", "dale, 10mm", ref=pc)
    b.hard(m, "trade_approval", ["dale", "10mm"], "reply")
    t = b.after(t, 60, 200)
    m = b.post(t, "ana", "routing the Pemex CDS ticket to exec-agent (voice: JPM / GS / Citi, best of three)")
    b.hard(m, "route_decision", ["Pemex CDS", "exec-agent"], "untagged")
    t = b.after(t, 900, 1800)
    m = b.post(t, "exec", f"[exec-agent] DONE: sold 10mm Pemex 5y CDS protection @ {CDSF}bp vs GS (JPM {int(CDSF) - 2}, Citi {int(CDSF) - 3}) · {ORD_CR}")
    b.hard(m, "trade_fill", ["sold 10mm Pemex 5y CDS protection", f"{CDSF}bp", ORD_CR], "tagged")
    b.react(m, b.after(t, 60, 240), "✅", "mariana")
    t = b.at(12, 58, jit=300)
    fg = b.post(t, "ana", "cliente: Afore Cordillera quiere comprar 25mm Pemex 2032 de nuestro libro a 96.10; "
                "propongo dárselos, nos deja flat del bono con el CDS ya vendido")
    b.hard(fg, "trade_proposal", ["25mm", "Pemex 2032", "96.10"], "untagged")
    b.forget(fg, b.after(t, 600, 1500), "compliance")
    b.removed.append("Afore Cordillera quiere comprar 25mm Pemex 2032")
    b.noise(b.post(b.after(t, 1600, 1800), "compliance", "recordatorio: nombres de clientes no van en este canal. borrado."))

    if "mx_thesis" in on:
        m = b.post(b.at(16, 40, jit=600), "mariana", f"confirmo vista USD/MXN: seguimos alcistas hacia {MX_T} hasta Banxico, no cambia nada con el dato de hoy")
        b.hard(m, "thesis_update", ["USD/MXN", "confirmo vista", MX_T], "untagged")

    # ==================== afternoon long notes (no decision) ====================
    m = b.post(b.at(13, 42, jit=600), "macro", _note_flows(b, BRL, CLP, COP))
    b.near(m)
    m = b.post(b.at(15, 34, jit=600), "macro", _note_udi(b))
    b.near(m)
    m = b.post(b.at(16, 12, jit=600), "macro", _note_positioning(b))
    b.near(m)
    m = b.post(b.at(15, 8, jit=400), "macro", _note_us_wrap(b))
    b.near(m)
    m = b.post(b.at(14, 32, jit=400), "macro", _note_brasil(b, BRL))
    b.near(m)
    t = b.at(10, 2, jit=600)
    q = b.post(t, "mariana", "@macro-agent ¿qué hizo el peso y el front-end la última vez que Banxico pausó contra lo que descontaba el mercado?")
    b.near(q)
    m = b.post(b.after(t, 40, 110), "macro", _qa_history(b, MX), ref=q)
    b.near(m)
    b.idiom(m, "agent answer full of past-tense market moves and 'llevaría USD/MXN hacia' with no decision", "not_hard")
    t = b.at(15, 50, jit=600)
    q = b.post(t, "luis", "@macro-agent ¿me haces un resumen Udi vs Mbono 10a para el comité del lunes?")
    b.near(b.post(b.after(t, 40, 100), "macro", _qa_udi(b), ref=q))
    t = b.at(11, 10, jit=900)
    q = b.post(t, "sofia", "@macro-agent WALMEX valuation vs history and peers, one table please")
    b.near(b.post(b.after(t, 30, 90), "macro", _qa_walmex(b), ref=q))
    t = b.at(13, 10, jit=600)
    q = b.post(t, "ana", "@macro-agent calendario de amortizaciones de Pemex 2026-2030, por favor")
    b.near(b.post(b.after(t, 30, 90), "macro", _qa_pemex(b), ref=q))
    b.noise(b.post(b.at(14, 25, jit=1200), "oms", OMS_TRACE.format(seq=r.randint(20000, 40000), ts=b.date_iso.replace("-", "") + "-19:2" + str(r.randint(0, 9)) + ":11.204",
                                                                   pk=r.randint(100, 999))))
    m = b.post(b.at(18, 30, jit=600), "risk",
               f"RISK|EOD book=LATAM_MACRO date={b.date_iso} status=FINAL breaches_today=1(soft) blocks_today=1\n"
               f"  dv01_mxn_rates={r.randint(160, 180)}k/185k  dv01_udi={r.randint(20, 40)}k\n"
               f"  nop_usdmxn=20mm/60mm  nop_brl=15mm/{25 if 'nop' in b.flags else 30}mm\n"
               f"  var_1d_99=US${r.randint(600, 850)}k/900k  es_97.5=US${r.randint(850, 1100)}k\n"
               f"  stress_banxico_pausa=-US${r.randint(500, 900)}k  stress_pemex_+100bp=-US${r.randint(300, 600)}k\n"
               "  next_review=comité de riesgos 09:00")
    b.noise(m)
    t = b.at(16, 25, jit=900)
    q = b.post(t, "diego", "@macro-agent remind me of the NDF fixing/settlement mechanics for BRL 1M this week?")
    b.near(b.post(b.after(t, 30, 90), "macro", _qa_ndf(b), ref=q))
    t = b.at(17, 5, jit=900)
    q = b.post(t, "luis", "@macro-agent ¿cómo va la transición TIIE 28 a fondeo para los swaps heredados?")
    b.near(b.post(b.after(t, 30, 90), "macro", _qa_tiie_fondeo(b), ref=q))
    b.near(b.post(b.at(13, 0, 20, jit=60), "news", _press_midday(b)))
    t = b.at(9, 12, jit=900)
    q = b.post(t, "diego", "@macro-agent quick one: carry/vol ranking ex-MXN for the LatAm block?")
    m = b.post(b.after(t, 30, 90), "macro", _qa_carry(b), ref=q)
    b.near(m)
    m = b.post(b.at(7, 54, jit=300), "macro", _note_banxico(b, MX, Y34, R13))
    b.near(m)
    m = b.post(b.at(7, 0, jit=60), "news", _press_digest(b))
    b.near(m)
    m = b.post(b.at(14, 5, jit=900), "macro", "backtest carry MXN vs BRL (2015-2025, rebalanceo mensual): Sharpe 0.71, max DD -9.8%, "
               "peor mes mar-20 (-6.1%). si hubiéramos tenido stop de 2σ el DD baja a -6.4% pero Sharpe cae a 0.58.")
    b.near(m)
    m = b.post(b.at(18, 10, jit=900), "macro", _note_eod(b))
    b.near(m)

    # ==================== broker chat pastes (other banks) ====================
    first_nm = None
    for i in range(r.randint(24, 28)):
        hh = r.choice([7, 8, 8, 9, 9, 10, 10, 11, 12, 12, 13, 14])
        tt = b.at(hh, r.randint(0, 59), r.randint(0, 59))
        txt, traded = _broker_paste(b, tt, r.choice(["rates", "fx"]))
        m = b.post(tt, "broker", txt)
        if traded:
            b.near(m)
            if first_nm is None:
                first_nm = m
    if first_nm is not None:
        b.idiom(first_nm, "voice-broker chat with other banks' 'paid/given/mine/yours' trades", "not_hard")

    # ==================== noise & filler ====================
    _noise_fill(b, mx)
    for x in r.sample(COLOUR, r.randint(14, 19)):
        b.post(_pool_time(b, x), x[0], x[1])
    for who, txt in r.sample(QUESTIONS, 4):
        b.near(b.post(_active_time(b), who, txt))
    for x in r.sample(DISCUSS + DISCUSS_2, r.randint(24, 29)):
        b.post(_pool_time(b, x), x[0], x[1])
    for h0, h1, h in r.sample(GENERIC_NEWS, r.randint(5, 7)):
        b.near(b.post(b.at(r.randint(h0, h1 - 1), r.randint(0, 59), r.randint(0, 59)), "news", h))

    # bulk delete: misfiring alert burst
    t = b.at(10, 3, jit=900)
    b.noise(b.post(t - r.randint(40, 90) * 1000, "gw", JAVA_TRACE.format(n=r.randint(1, 4), k=r.randint(2, 4), m=r.randint(5, 8),
                                                                        s=r.randint(2, 9), q=r.randint(120, 480))))
    burst = [b.noise(b.post(t + i * 700, "alerts", f"⚠️ USD/CLP 0.00 cruzó alerta ({CLP}.00 ↓) [feed stale #{i + 1}]")) for i in range(3)]
    for x in burst:
        b.noise_ids.remove(x["id"])
    b.bulk_delete(burst, b.after(t, 200, 400))
    b.removed.append("USD/CLP 0.00 cruzó alerta")
    b.noise(b.post(b.after(t, 420, 500), "alerts", "feed CLP restablecido, alertas falsas borradas"))

    # triage cron summaries (noise) — next to the explicit triage decisions
    for hh in (8, 10, 12, 14, 16, 18):
        m = b.post(b.at(hh, 0, 30, jit=90), "triage", f"[triage] ciclo {hh:02d}:00 — {r.randint(9, 41)} mensajes revisados, 0 enrutados, "
                   f"{r.randint(0, 3)} duplicados, 0 escalados")
        b.noise(m)
        if hh == 12:
            b.idiom(m, "triage cron summary '0 enrutados'", "not_hard")


def _pool_time(b: Day, x: tuple) -> int:
    if len(x) > 2:
        h0, h1 = x[2]
        return b.at(b.rng.randint(h0, h1 - 1), b.rng.randint(0, 59), b.rng.randint(0, 59))
    return _active_time(b)


def _active_time(b: Day) -> int:
    r = b.rng
    w = [(6, 1), (7, 5), (8, 8), (9, 9), (10, 8), (11, 7), (12, 7), (13, 6), (14, 5), (15, 4), (16, 3), (17, 2), (18, 1), (19, 1)]
    hours = [h for h, _ in w]
    weights = [x for _, x in w]
    h = r.choices(hours, weights)[0]
    return b.at(h, r.randint(0, 59), r.randint(0, 59))


def _noise_fill(b: Day, mx: float) -> None:
    r = b.rng
    # heartbeats across 24h
    t = b.at(0, r.randint(5, 30))
    while t < b.start + 86_400_000 - 60_000:
        m = b.post(t, "gw", _heartbeat(b, t))
        b.noise(m)
        t = b.after(t, 2700, 4200)
    # reconnects
    for hh in r.sample([1, 5, 9, 14, 20, 22], 3):
        m = b.post(b.at(hh, r.randint(0, 59)), "gw", f"[gateway] websocket closed (code {r.choice([1006, 1001, 4000])}); reconnecting… "
                   f"resumed session, replayed {r.randint(0, 12)} events")
        b.noise(m)
    # risk heartbeats (multi-line key=value, all within limits)
    for hh in (7, 8, 9, 10, 11, 13, 14, 15, 16, 17):
        m = b.post(b.at(hh, 45, jit=600), "risk",
                   f"RISK|OK book=LATAM_MACRO breaches=0 run={hh:02d}:45\n"
                   f"  dv01_mxn_rates={r.randint(120, 150) if hh < 10 else r.randint(160, 174)}k/185k ccy=USD\n"
                   f"  nop_usdmxn={0 if hh < 8 else 20}mm/60mm nop_brl={0 if hh < 11 else 15}mm/"
                   f"{25 if ('nop' in b.flags and hh >= 12) else 30}mm nop_clp=0 nop_cop=0\n"
                   f"  var_1d_99=US${r.randint(410, 690)}k/900k  es_97.5=US${r.randint(600, 900)}k\n"
                   f"  stress_banxico_pausa=-US${r.randint(300, 700)}k stress_mxn_+5%=-US${r.randint(200, 900)}k\n"
                   f"  cs01_pemex=US${r.randint(4, 9)}.{r.randint(0, 9)}k jtd_pemex=-US${r.randint(2, 6)}.{r.randint(0, 9)}mm")
        b.noise(m)
    # pnl snapshots
    for hh in (8, 9, 10, 11, 12, 13, 14, 15, 16):
        sg = lambda: r.choice(['+', '+', '-'])
        m = b.post(b.at(hh, 30, jit=300), "pnl",
                   f"PnL intradía LATAM_MACRO {hh:02d}:30 CDMX (mark-to-market, no oficial)\n"
                   "```\n"
                   f"FX       {sg()}US${r.randint(10, 250):>4}k   (USD/MXN, USD/BRL NDF)\n"
                   f"Tasas    {sg()}US${r.randint(5, 120):>4}k   (Mbonos, Udibonos, TIIE)\n"
                   f"Acciones {sg()}US${r.randint(1, 60):>4}k   (WALMEX*, GFNORTEO)\n"
                   f"Crédito  {sg()}US${r.randint(1, 40):>4}k   (Pemex bonos + CDS)\n"
                   f"Total    {sg()}US${r.randint(20, 300):>4}k   MTD {sg()}US${r.randint(900, 2600)}k\n"
                   "```")
        b.noise(m)
    # price alerts
    syms = [("USD/MXN", mx, 2), ("USD/BRL", 5.41, 4), ("USD/CLP", 930, 1), ("USD/COP", 4010, 0), ("Mbono Nov-34", 8.9, 3),
            ("TIIE 26x1", 6.86, 3), ("WALMEX*", 58.4, 2), ("AMXB", 18.7, 2), ("CEMEXCPO", 12.8, 2), ("Pemex CDS 5y", 262, 0)]
    for _ in range(r.randint(10, 14)):
        s, base, nd = r.choice(syms)
        lvl = base * (1 + r.randint(-8, 8) / 1000)
        m = b.post(_active_time(b), "alerts", f"⚠️ {s} {r.choice(['cruzó', 'tocó'])} {_f(lvl, nd)} ({r.choice(['↑', '↓'])} alerta {_f(lvl, nd)})")
        b.noise(m)
    # acks
    whos = ["diego", "luis", "sofia", "ana", "mariana"]
    for _ in range(r.randint(7, 10)):
        b.noise(b.post(_active_time(b), r.choice(whos), r.choice(ACKS)))
    # ci / deploy during the day
    m = b.post(b.at(17, 40, jit=1200), "ci", f"ci-deploy: risk-engine v2.{r.randint(10, 30)}.{r.randint(0, 9)} → prod-mx ✅ · limits cache warm · {r.randint(20, 50)}s")
    b.noise(m)
    m = b.post(b.at(19, 5, jit=1200), "pnl", f"PnL cierre preliminar LATAM_MACRO · total {r.choice(['+', '-'])}US${r.randint(50, 400)}k · "
               "oficial mañana 00:05 tras PIP")
    b.noise(m)


# --------------------------------------------------------------------------------------
# Long notes
# --------------------------------------------------------------------------------------

def _note_morning(b: Day, MX, Y34, R13, R26, BRL, CLP, COP) -> str:
    r = b.rng
    core = 3.8 + r.randint(0, 3) / 10
    return (
        f"**Nota matutina LatAm — {b.date_es}** (macro-agent, generado 06:41 CDMX)\n\n"
        f"**Resumen.** Noche tranquila en Asia; el DXY cede 0.{r.randint(1, 4)}% y el bloque EM de carry abre firme. USD/MXN cotiza "
        f"alrededor de {MX} en Londres, cerca de mínimos del año. El mercado descuenta ~{r.randint(15, 21)}pb de recorte de Banxico el jueves "
        "(swaps TIIE 1x1) contra 25pb del consenso de analistas. La curva de Mbonos cerró ayer con empinamiento moderado: "
        f"2a 7.41%, 5a 8.12%, Nov-34 {Y34}%, 30a 9.31%.\n\n"
        "**México.** INEGI publicó el IGAE de enero a las 06:00. El dato importa poco para el jueves: la Junta ha dicho que el espacio "
        f"de recortes depende de la subyacente, que viene en {core:.1f}% a/a y bajando despacio. Las minutas de la última reunión mostraron "
        "a dos miembros incómodos con la velocidad del ciclo; uno de ellos habla hoy a las 12:00 en un foro de la ABM. "
        "Fiscalmente, la SHCP reportó finanzas públicas de enero con déficit primario menor al estimado; el mercado casi no lo notó.\n\n"
        "**Flujos.** Los extranjeros aumentaron su tenencia de Mbonos en ~MXN 14 mil millones la semana pasada (datos de Banxico), "
        "concentrado en Nov-34 y May-35. El posicionamiento especulativo en MXN (IMM) sigue largo neto ~US$2.9 mil millones, cerca "
        "del percentil 80 de 5 años. Históricamente esos niveles preceden correcciones del peso cuando el diferencial de tasas se comprime, "
        "pero el timing es malo: en 2023 el posicionamiento estuvo más extremo por meses.\n\n"
        f"**TIIE.** 13x1 en {R13}%, 26x1 en {R26}%. Un receptor 13x1 tendría buen carry/roll (+4pb a 3 meses) si el IGAE sale débil, "
        "pero no es recomendación todavía: quiero ver cómo reacciona el front-end al dato y al discurso.\n\n"
        f"**Brasil.** NDF 1M en {BRL}. El Copom mantuvo la Selic en 14.25% y el comunicado abrió la puerta a recortes en el 2S; "
        "el ruido fiscal en Brasília (arcabouço, IR) sigue siendo el principal riesgo. El carry todavía paga ~900pb sobre USD.\n\n"
        f"**Chile / Colombia.** USD/CLP {CLP}; cobre cerca de US$5/lb con inventarios LME en mínimos de 18 meses. BCCh en pausa. "
        f"USD/COP {COP}; BanRep decide hoy, consenso mantener 9.25% con votación dividida. El crudo cae y pesa sobre COP.\n\n"
        "**Calendario global.** EUA: inicios de vivienda y permisos (06:30 CDMX), producción industrial (07:15), subasta de notas a "
        "20 años (11:00). Europa: ZEW alemán, discursos de dos miembros del BCE. Asia: la BoJ anuncia esta noche; no se esperan cambios. "
        "La Fed decide la semana próxima; los futuros descuentan dos recortes en 2026 y ninguno en marzo.\n\n"
        f"**Commodities.** Brent US${70 + r.randint(0, 9) / 10:.1f} (-1.1%), WTI US${66 + r.randint(0, 9) / 10:.1f}; gas Henry Hub 3.9; "
        f"cobre US${4.9 + r.randint(0, 9) / 100:.2f}/lb; oro firme. Para México la referencia es la mezcla de exportación, que cotiza con "
        "descuento de ~US$6 al Brent; cada dólar de la mezcla equivale a ~MXN 10 mil millones de ingresos petroleros anualizados.\n\n"
        f"**Volatilidad.** Implícita 1M: USD/MXN 9.{r.randint(5, 9)}% (mínimo del año), USD/BRL 12.1%, USD/CLP 11.4%, USD/COP 12.9%. "
        "El risk reversal 25d 1M de USD/MXN subió de 1.1 a 1.45 en dos semanas: el mercado vuelve a pagar por protección contra un "
        "peso débil aunque el spot siga fuerte. La vol realizada de 10 días está en 7.2%, por debajo de la implícita.\n\n"
        "**Crédito.** CDS México 5y 98bp; la curva de Pemex estable antes del anuncio esperado de Hacienda. Los cross-over siguen "
        "largos Pemex contra UMS; el diferencial Pemex 2032 vs UMS 2032 está en ~310pb, 40pb abajo de su promedio de 6 meses.\n\n"
        "**Acciones.** Futuros S&P +0.2%. El IPC cerró ayer +0.3% con financieros liderando; el volumen en BMV sigue bajo. "
        "El ETF EWW registró creaciones modestas por tercer día. Reportes de ventas mensuales hoy: autoservicios (ANTAD).\n\n"
        "**Riesgos del día.** (1) IGAE (ya publicado); (2) subasta semanal de valores gubernamentales, cierre de posturas 11:00; "
        "(3) discurso de un subgobernador 12:00; (4) BanRep 13:00; (5) inicios de vivienda EUA; (6) titulares de Pemex: se espera "
        "un anuncio de Hacienda sobre apoyo de capital en algún momento de la semana.\n\n"
        "**Niveles que vigilamos (sin cambio de posiciones).** USD/MXN soporte 17.35 / resistencia 17.55. Nov-34 rango 8.85–9.00. "
        "USD/BRL 5.38–5.46. WALMEX reporta ventas mismas tiendas hoy; el consenso espera +5.5%.\n\n"
        "_Esta nota es análisis; las decisiones las toma el desk._"
    )


def _note_banxico(b: Day, MX, Y34, R13) -> str:
    r = b.rng
    return (
        f"**Previa Banxico (jueves 13:00) — {b.date_es}** (macro-agent)\n\n"
        "**Consenso.** 21 de 25 analistas encuestados esperan un recorte de 25pb a 6.75%; cuatro esperan pausa. El mercado de swaps "
        f"descuenta ~{r.randint(65, 80)}% de probabilidad de recorte. El comunicado anterior mantuvo la frase de que la Junta "
        "'valorará recortes adicionales', y la minuta mostró que la mayoría considera que la postura sigue restrictiva aun con la tasa "
        "real ex-ante cerca de 3%.\n\n"
        "**Lo que cambió desde la última reunión.** (a) La inflación general bajó a 3.6% pero la subyacente de servicios sigue "
        "arriba de 4.5%; (b) el peso se apreció ~3% y eso abarata bienes importados con rezago de 2-3 meses; (c) la actividad "
        "sorprendió ligeramente al alza en enero, pero la tendencia industrial es negativa; (d) la Fed no ha recortado, así que el "
        "diferencial de tasas MXN-USD ya está en ~300pb, el menor desde 2022.\n\n"
        "**Votos.** Esperamos una decisión dividida 4-1 si recortan. El miembro disidente ha insistido en la inflación de servicios "
        "y en el riesgo de que un peso más débil revierta el alivio en mercancías. El gobernador ha repetido que la guía futura "
        "'no compromete' decisiones, lo que el mercado leyó como sesgo a seguir recortando a un ritmo más lento.\n\n"
        "**Escenarios y reacción probable.**\n"
        "```\n"
        "escenario                    prob   USD/MXN   Nov-34   13x1\n"
        f"recorte 25, guía neutral     45%    +0.10     -4pb     -6pb\n"
        f"recorte 25, guía hawkish     20%    -0.05     +3pb     +4pb\n"
        f"pausa                        30%    -0.15     +12pb    +11pb\n"
        f"recorte 50                    5%    +0.35     -10pb    -18pb\n"
        "```\n"
        f"(referencias: USD/MXN {MX}, Nov-34 {Y34}%, 13x1 {R13}%)\n\n"
        "**Historia.** En los últimos ocho anuncios, el Nov-34 se movió en promedio 7pb el día de la decisión y USD/MXN 0.6%; la "
        "mayor sorpresa reciente fue la pausa de mediados de 2024, cuando el front-end subió 20pb y el peso se apreció 1.2% en una "
        "sesión. Esa vez la curva se aplanó 15pb en dos días.\n\n"
        "**Qué miraríamos después.** La redacción sobre 'ajustes adicionales', la trayectoria de pronósticos de inflación (si el "
        "regreso a 3% se adelanta a 2026T4 sería dovish) y el número de votos. Si la decisión es unánime, el mercado probablemente "
        "extiende el ciclo a 6.25% al cierre del año.\n\n"
        "Sin recomendación en esta nota; las ideas de tasas van por separado y requieren aprobación del desk."
    )


def _note_tiie(b: Day, R13, R13S, R26, Y34) -> str:
    r = b.rng
    return (
        f"**TIIE / curva MXN — actualización 09:30 {b.date_es}** (macro-agent)\n\n"
        "1) **Lectura del IGAE.** El dato salió por arriba del consenso en la serie mensual pero la composición es débil: la industria "
        "cayó por tercer mes y los servicios los sostienen el comercio al por menor y el turismo. Para la Junta esto no cambia la "
        "función de reacción: la discusión es subyacente y servicios, y el tipo de cambio fuerte les da margen. El front-end apenas "
        f"se movió (1x1 -1pb). El 13x1 cotiza {R13}% y el 26x1 {R26}%; la pendiente 13x1/26x1 sigue invertida ~6pb, "
        "lo que el mercado interpreta como dos recortes más en el año.\n\n"
        "2) **Flujos en swaps.** En la última semana los extranjeros recibieron la parte corta de TIIE por ~MXN 35 mil millones "
        "nocionales (estimado con datos de Asigna y brokers), mientras los bancos locales pagaron 39x1 y 65x1 como cobertura de "
        "cartera hipotecaria. Ese patrón deja la parte corta más 'llena' de receptores, pero el carry sigue positivo mientras "
        "Banxico recorte. El spread 26x1 vs Mbono 2a se mantiene en -45pb, sin señales de estrés de financiamiento.\n\n"
        "3) **Escenarios para el jueves.**\n"
        "```\n"
        "escenario       prob   13x1    26x1    Nov-34\n"
        "recorte 25pb    60%    6.80    6.76    8.80\n"
        "pausa           35%    7.02    6.98    9.05\n"
        "recorte 50pb     5%    6.62    6.58    8.70\n"
        "```\n"
        "El valor esperado favorece recibir el 13x1 sobre el 26x1 (menos convexidad a la pausa, más carry/roll por unidad de DV01). "
        "En el escenario de pausa el 13x1 perdería ~11pb; en el de recorte gana ~11pb, con probabilidades 60/35 eso es asimétrico a favor.\n\n"
        f"4) **Decisión del agente:** recibir TIIE 13x1 por MXN 2,500mm a {R13}%, stop {R13S}%, horizonte hasta el anuncio del jueves. "
        "Pendiente de aprobación de Mariana y del chequeo de DV01 contra el límite nuevo de riesgo.\n\n"
        "5) **Ejecución.** Liquidez razonable en voz antes de las 11:00 (Tradition y GFI muestran 1,000-2,000mm por lado); "
        "después de la subasta el front-end suele ensancharse. Sugerimos dividir en dos tickets si el bid/offer pasa de 1pb. "
        "Cámara: Asigna; margen inicial estimado ~0.6% del nocional.\n\n"
        "6) **Riesgos.** (a) que el subgobernador suene hawkish a las 12:00 — su historial de votos es de disidencia en ambos "
        "sentidos; (b) un repunte de USD/MXN arriba de 17.60 que reabra el debate de transmisión cambiaria; (c) que el mercado "
        f"extranjero deshaga Mbonos largos (Nov-34 en {Y34}%) y arrastre la curva de swaps. En 2024 un episodio similar movió "
        "el 26x1 +35pb en tres sesiones.\n\n"
        "7) **Interacción con el libro.** La posición existente (receptor 26x1) ya aporta la mayor parte del DV01 de tasas del "
        "libro; el nuevo límite de riesgo deja margen limitado. Un receptor adicional en la parte corta concentra el riesgo en el "
        "mismo escenario (pausa), por lo que la correlación entre ambas patas es ~0.9.\n\n"
        f"8) **Apéndice — carry/roll a 3m (pb):** 13x1 +4.{r.randint(0, 9)} · 26x1 +5.{r.randint(0, 9)} · 39x1 +4.{r.randint(0, 9)} · "
        f"65x1 +3.{r.randint(0, 9)}. Correlación 20d del 13x1 con USD/MXN: 0.{r.randint(2, 5)}{r.randint(0, 9)}. "
        "Beta del 13x1 a UST 2y: 0.31. Vol realizada 1M del 13x1: 6.2pb/día. DV01 por MXN 1,000mm de 13x1: ~US$52k."
    )


def _note_flows(b: Day, BRL, CLP, COP) -> str:
    r = b.rng
    return (
        f"**Flujos EM y bloque andino — {b.date_es} 13:40** (macro-agent)\n\n"
        "**EM FX.** El índice EMFX de carry sube 0.2% en el día; MXN y BRL lideran en retorno total desde enero, pero la "
        "dispersión dentro del bloque es la mayor desde octubre. Los fondos dedicados EM registraron entradas por cuarta semana "
        f"(~US${r.randint(400, 900)}mm según EPFR), sesgadas a deuda local. Los cross-over siguen subponderados en LatAm.\n\n"
        f"**Brasil.** NDF 1M en {BRL}. El mercado de DI descuenta recortes desde septiembre. Si el Copom acelerara, el carry "
        "perdería atractivo y podríamos ver una salida rápida de los largos real; por ahora el flujo exportador (soya, crudo) "
        "sostiene la oferta de dólares en el spot. Nota histórica: en 2021 un giro fiscal similar llevó el USD/BRL de 5.0 a 5.7 "
        "en seis semanas.\n\n"
        f"**Chile.** USD/CLP {CLP}. El cobre hace máximos de dos meses y los fondos de pensiones chilenos están repatriando tras "
        "el cambio de límites de inversión en el exterior. El BCCh parece cómodo con el peso fuerte. Sería razonable pensar en "
        "vender USD/CLP en rebotes, pero depende del cobre y no lo estoy recomendando en esta nota.\n\n"
        f"**Colombia.** USD/COP {COP}. BanRep dejó la tasa en 9.25% con votación dividida; el comunicado menciona el déficit "
        "fiscal y la regla fiscal suspendida. La curva TES empinó 8pb. El COP es la divisa más sensible al crudo del bloque; "
        "con el Brent en US$70 el rango 3,950–4,100 luce estable.\n\n"
        "**Perú.** Tranquilo; el BCRP intervino con swaps cambiarios por PEN 300mm para suavizar la volatilidad. El sol sigue "
        "siendo la moneda de menor beta de la región.\n\n"
        "**Argentina.** Bonos soberanos en dólares +0.5%; el mercado sigue el calendario de desembolsos del FMI y la acumulación "
        "de reservas del BCRA. Fuera de nuestro universo, pero es la fuente de buena parte de la volatilidad en los índices EMBI.\n\n"
        "**Comparables EM Asia / EMEA.** El won y el rand se movieron con el dólar global; el forinto cayó por ruido político. "
        "La correlación de 60 días entre MXN y ZAR subió a 0.58, la más alta en un año: el peso se está comportando como "
        "moneda de carry genérica, menos como proxy de la relación con EUA.\n\n"
        "**Tabla de carry ajustado por vol (3M, anualizado).**\n"
        "```\n"
        "par        carry   vol    carry/vol\n"
        "USD/MXN    6.9%    9.8%   0.70\n"
        "USD/BRL    9.4%    12.1%  0.78\n"
        "USD/COP    5.1%    12.9%  0.40\n"
        "USD/CLP    0.6%    11.4%  0.05\n"
        "```\n"
        "**Conclusión.** Sin cambios de recomendación: la nota es de contexto para la reunión de la tarde. Lo más relevante para "
        "el libro sigue siendo Banxico el jueves y la reacción del front-end TIIE."
    )


def _note_udi(b: Day) -> str:
    r = b.rng
    be = 3.6 + r.randint(0, 30) / 100
    return (
        f"**Udibonos y breakevens — {b.date_es}** (macro-agent)\n\n"
        f"El breakeven 10a (Mbono vs Udibono) está en {be:.2f}%, arriba del objetivo de 3% de Banxico y del promedio de 3 años (3.55%). "
        "Los Udibonos de la parte larga tuvieron demanda fuerte de Afores en el secundario y en la subasta de la semana pasada "
        "(2.8x). La inflación implícita a 3 años bajó 6pb en la semana por la caída en energéticos.\n\n"
        "Nuestra posición en Udibono Nov-35 (800mm) sigue dentro de su rango: el carry por inflación de marzo y abril es "
        "estacionalmente favorable (INPC quincenal esperado +0.18% y +0.12%). Después de abril la estacionalidad se voltea por los "
        "subsidios eléctricos de verano, lo que históricamente resta 15-20pb de breakeven entre mayo y julio.\n\n"
        "**Composición del INPC.** Mercancías no alimenticias 2.1% a/a y bajando con el peso fuerte; alimentos procesados 4.4%; "
        "servicios distintos a vivienda y educación 5.2%, el componente que más preocupa a la Junta. Agropecuarios volátiles "
        "(jitomate, chile serrano) explican casi todo el ruido de la general en las últimas seis quincenas.\n\n"
        "```\n"
        "plazo   Mbono    Udibono   breakeven   prom. 3a\n"
        "3a      7.62%    4.21%     3.41%       3.38%\n"
        f"10a     8.90%    {8.90 - be:.2f}%     {be:.2f}%       3.55%\n"
        "30a     9.31%    4.98%     4.33%       4.02%\n"
        "```\n"
        "Si Banxico recorta el jueves y el mercado lo lee como error de política, el breakeven podría ampliarse 10-15pb; si pausa, "
        "el Udi largo probablemente se queda atrás del Mbono nominal. En un backtest 2012-2025 de ese patrón el Udi 10a superó al "
        "Mbono 10a en 7 de 9 ciclos de recorte en las 4 semanas siguientes, con una mediana de +9pb en breakeven.\n\n"
        "Riesgos: liquidez (los Udibonos largos tienen bid/offer de 3-5pb en voz), y los titulares sobre precios de gasolinas. "
        "No propongo cambios; la revisión de la posición toca en el comité del lunes."
    )


def _note_positioning(b: Day) -> str:
    r = b.rng
    return (
        f"**Posicionamiento y flujos — resumen semanal {b.date_es}** (macro-agent)\n\n"
        "**Encuestas de posicionamiento.** La encuesta de fondos EM de un banco estadounidense muestra que 62% de los gestores "
        "está sobreponderado en MXN (vs 48% hace un mes) y 55% en Mbonos. El BRL pasó de neutral a ligera sobreponderación. "
        "COP y CLP siguen subponderados. Históricamente, cuando más de 60% está sobreponderado en MXN, el retorno a 1 mes del "
        "peso ha sido negativo en 7 de 11 episodios, aunque con una mediana pequeña (-0.8%).\n\n"
        "**Tenencia extranjera.** Mbonos: 33.1% del total en circulación (máximo de 18 meses). Cetes: 11%. Udibonos: 4%. "
        "El aumento se concentra en los bonos de 8 a 12 años, en línea con la compra de índices tras el rebalanceo de febrero.\n\n"
        "**Flujos de ETFs.** EWW: creaciones netas de US$"
        f"{r.randint(60, 180)}mm en la semana. ETFs de deuda local EM: +US${r.randint(150, 400)}mm. ETFs de bonos high-yield LatAm: "
        "salidas marginales.\n\n"
        "**Corporativos.** La demanda de cobertura de exportadores (vender USD/MXN forward) sigue baja con el spot en estos "
        "niveles; los importadores aprovechan para comprar dólares a 3-6 meses. El saldo neto de forwards de no residentes "
        "reportado por Banxico aumentó US$1.2 mil millones en la semana.\n\n"
        "**Opciones.** Interés abierto en calls USD/MXN strike 18.00 a 1-3 meses creciendo; el risk reversal 3M en 1.6. "
        "En USD/BRL el interés está en puts 5.30 (apuestas a real fuerte).\n\n"
        "**Lectura.** El posicionamiento largo en activos mexicanos es el más alto en más de un año; no es señal de timing por sí "
        "solo, pero vuelve al libro más sensible a un evento de aversión al riesgo. No hay recomendaciones nuevas en esta nota."
    )


def _note_eod(b: Day) -> str:
    r = b.rng
    return (
        f"**Cierre LatAm — {b.date_es}** (macro-agent)\n\n"
        f"El peso cerró {r.choice(['ligeramente más débil', 'prácticamente sin cambios', 'más débil'])} en el día, con el dólar recuperando "
        "terreno después del discurso del subgobernador. La curva de Mbonos bajó 3-5pb en la parte media con el resultado de la subasta "
        "(Nov-34 con demanda de 2.x veces). En swaps, el 13x1 cerró cerca de sus mínimos del día.\n\n"
        "En acciones, el IPC terminó en positivo con financieros liderando; WALMEX rezagado tras las ventas mismas tiendas. "
        "En crédito, el anuncio de Hacienda sobre Pemex comprimió los spreads de toda la curva de la petrolera entre 20 y 35pb "
        "y arrastró al soberano 3-4pb.\n\n"
        "**Región.** BRL estable, el mercado esperando las minutas del Copom; CLP más fuerte con el cobre; COP débil por el crudo "
        "a pesar de la decisión de BanRep. Vol implícita regional sin cambios relevantes.\n\n"
        "**Global.** UST 10a cerró en 4.2%, el dólar recuperó en la tarde tras comentarios de la Fed; S&P +0.3%, Nasdaq +0.5%. "
        "Crudo -1.2%, cobre +0.8%, oro sin cambios.\n\n"
        "**Flujos del día.** Brokers reportan receptores extranjeros en la parte corta de TIIE y compras de Mbonos largos por "
        "parte de real money. En FX, demanda corporativa de dólares en el fix de la tarde. En acciones, ventas netas de "
        "extranjeros en BMV por ~US$40mm.\n\n"
        "El libro terminó el día largo dólar contra peso, receptor en la parte corta de TIIE y con menos protección en Pemex que en la "
        "mañana. La utilización de DV01 quedó alta; riesgo pidió no agregar duración antes del jueves.\n\n"
        "Agenda de mañana: minutas del Copom (06:30), inventarios EIA, subasta de BPAs. Nada de esto cambia las decisiones tomadas hoy; "
        "el foco es Banxico el jueves a las 13:00."
    )


def _press_digest(b: Day) -> str:
    return (
        f"🗞️ **Resumen de prensa — {b.date_es} 07:00**\n"
        "• El Economista: la SHCP prevé recaudación récord en el primer trimestre por fiscalización a grandes contribuyentes.\n"
        "• El Financiero: encuesta de Banxico a especialistas sube pronóstico de crecimiento 2026 a 1.3%.\n"
        "• Reforma: Senado aprueba en comisiones reforma a la ley de asociaciones público-privadas.\n"
        "• Expansión: el nearshoring impulsa la absorción de naves industriales en el Bajío, +18% a/a.\n"
        "• Valor Econômico: governo brasileiro estuda novo corte de gastos discricionários.\n"
        "• Diario Financiero: Codelco ajusta guía de producción 2026.\n"
        "• La República: Colombia coloca TES en pesos por COP 1.5 billones.\n"
        "• Reuters (ES): aerolíneas mexicanas recuperan categoría 1 de la FAA; Volaris y Aeroméxico suben en pre-apertura.\n"
        "(digest automático; sin filtrar por posiciones)"
    )


def _qa_history(b: Day, MX) -> str:
    r = b.rng
    return (
        "Buena pregunta. Las dos pausas 'sorpresa' más recientes de Banxico y lo que hizo el mercado:\n\n"
        "**1) Pausa de mediados de 2024.** El mercado descontaba ~40% de recorte. Reacción el día: USD/MXN -1.2% (peso más fuerte), "
        "front-end TIIE +18pb, Mbono 10a +9pb; la curva se aplanó 12pb. A la semana, USD/MXN había devuelto todo el movimiento "
        "por el ruido político de ese momento (reforma judicial), así que la lectura 'pausa = peso fuerte' duró tres sesiones.\n\n"
        "**2) Pausa de principios de 2023 (fin del ciclo de alzas).** Más anticipada; la reacción fue pequeña (USD/MXN -0.3%, "
        "10a -4pb) y el carry trade siguió funcionando durante meses: el peso llegó a su nivel más fuerte en años hacia mediados "
        "de 2023.\n\n"
        "**Patrón.** Cuando Banxico sorprende hawkish con el posicionamiento largo peso, el efecto inicial es peso más fuerte pero "
        "la persistencia depende de factores globales (DXY, VIX). El front-end absorbe casi todo el ajuste en tasas; la parte larga "
        "se mueve la mitad. Con el posicionamiento actual (IMM largo neto ~US$2.9 mil mm) y el risk reversal subiendo, una pausa "
        f"probablemente llevaría USD/MXN hacia 17.2-17.3 en el día (desde {MX}), y el front-end TIIE +10-12pb.\n\n"
        "Esto es análisis histórico, no una recomendación; si quieren traduzco escenarios a P&L del libro actual."
    )


def _qa_carry(b: Day) -> str:
    r = b.rng
    return (
        "Ranking ex-MXN, 3M carry/vol, as of 10:15 NY:\n"
        "```\n"
        "rank  pair      carry(ann)  impl vol  carry/vol  1M change\n"
        "1     USD/BRL   9.4%        12.1%     0.78       +0.05\n"
        "2     USD/COP   5.1%        12.9%     0.40       -0.03\n"
        "3     USD/PEN   1.8%         6.2%     0.29       flat\n"
        "4     USD/CLP   0.6%        11.4%     0.05       -0.02\n"
        "```\n"
        "Caveats: BRL's number is flattered by a vol surface that has under-priced fiscal headlines twice this year; COP's carry "
        "is decent but its beta to oil is ~0.4 and Brent is rolling over; CLP is a copper trade, not a carry trade. "
        "On a drawdown-adjusted basis (worst 1M move over 3 years) BRL and MXN are roughly tied. None of this is a trade idea by "
        "itself — happy to run the same table with forward points instead of deposit rates if useful."
    )


def _note_us_wrap(b: Day) -> str:
    r = b.rng
    return (
        f"**US session wrap for the LatAm book — {b.date_es}** (macro-agent)\n\n"
        "**Rates.** Treasuries sold off modestly after housing starts beat; 2y +3bp to 3.88%, 10y +2bp to 4.21%. The 20y auction "
        "tailed by 0.8bp with soft indirect bidding. Fed speakers leaned hawkish on services inflation; futures still price two cuts "
        "in 2026, first fully priced in July. Real yields are up 5bp on the week, which historically weighs on high-beta EM carry.\n\n"
        "**Dollar.** DXY recovered intraday losses to close +0.1%. JPY weaker into the BoJ; EUR flat after ZEW. The dollar's "
        "move was broad rather than EM-specific; LatAm currencies underperformed Asia slightly on the oil move.\n\n"
        "**Equities.** S&P +0.3%, led by semis; small caps lagged. Mexican ADRs mixed: financials bid, telecoms soft. The EWW "
        "premium to NAV was 0.1%. VIX 15.2, lowest in three weeks.\n\n"
        "**Commodities.** Brent -1.1% on the OPEC+ supply headlines; copper +0.8% on China data; gold flat. The oil move matters "
        "more for COP and for Pemex cash flows than for MXN, whose oil beta has fallen to near zero since Mexico became a net "
        "importer of refined products.\n\n"
        "**Credit.** US HY spreads 2bp wider, IG unchanged. EM sovereign spreads tighter by 2bp, with Mexico outperforming after the "
        "Pemex support announcement. Primary market in EM was active in Asia and CEEMEA; LatAm quiet ahead of Banxico.\n\n"
        "**What matters for tomorrow.** Copom minutes early, EIA inventories, and the Fed blackout starting at the weekend. "
        "No changes to views in this note."
    )


def _note_brasil(b: Day, BRL) -> str:
    r = b.rng
    return (
        f"**Brasil — fiscal y Copom, nota larga {b.date_es}** (macro-agent)\n\n"
        f"**Situación.** NDF 1M en {BRL}. El real acumula +6% en el año, mejor desempeño del G-EM después del peso mexicano. "
        "La Selic en 14.25% deja una tasa real ex-ante de ~9%, la segunda más alta del mundo. El Copom ya no sube y el mercado "
        "debate cuándo empiezan los recortes: la curva DI pone el primero en septiembre.\n\n"
        "**Fiscal.** El gobierno reafirmó la meta de primario cero para 2026, pero el mercado duda: el gasto obligatorio crece "
        "más rápido que el techo del arcabouço, y la propuesta de exención del impuesto sobre la renta hasta BRL 5 mil mensuales "
        "cuesta ~0.3% del PIB sin compensación completa. Cada ronda de ruido fiscal ha costado 3-5% al real en los últimos dos "
        "años, y la recuperación ha tomado entre 4 y 8 semanas.\n\n"
        "**Flujos.** Los no residentes aumentaron posiciones en futuros de DI y en el cupom cambial; la balanza comercial es "
        "fuerte (soya, mineral de hierro, crudo). Las salidas por dividendos de multinacionales se concentran en abril-mayo, lo "
        "que estacionalmente presiona al real en el 2T.\n\n"
        "**Política.** Año preelectoral; las encuestas muestran una competencia cerrada para 2026. El mercado suele empezar a "
        "cotizar el riesgo electoral unos 6 meses antes; todavía no se ve en el skew de opciones.\n\n"
        "**Valuación.** Con el modelo de fair value de términos de intercambio y diferencial de tasas, el USD/BRL 'justo' está en "
        "5.25-5.35; el spot está ~2% por encima. El carry compensa una depreciación de ~2.3% a 3 meses.\n\n"
        "**Riesgos.** (1) Sorpresa fiscal en el presupuesto bimestral; (2) una Fed más hawkish; (3) caída de commodities agrícolas; "
        "(4) intervención verbal del Banco Central si el real se aprecia demasiado rápido (poco probable).\n\n"
        "Nota de contexto; las decisiones del libro en BRL ya están tomadas y no las cambio aquí."
    )


DISCUSS_2 = [
    ("luis", "Curva: el 2s10s de Mbonos en 150pb, el más empinado desde 2019. Si Banxico recorta y la Fed no, el spread de plazo "
             "debería seguir ancho; los locales no quieren duración con el déficit donde está."),
    ("diego", "Forward points USD/MXN 3M en ~1,480, implied yield MXN 3M 9.1%. Los puntos se han comprimido 40 pips en el mes; "
              "el carry sigue ahí pero ya no es el de hace un año."),
    ("ana", "Moody's y S&P sin cambios en Pemex; Fitch tiene perspectiva estable desde diciembre. Los bonos ya cotizan como "
            "cuasi-soberano, el diferencial contra UMS es prima de liquidez más que de crédito."),
    ("sofia", "Earnings calendar next two weeks: nothing for our names until late April. Pre-announcement risk is low; monthly "
              "sales data (ANTAD) is the only catalyst for retail."),
    ("mariana", "Mañana temprano revisamos el P&L atribuido por factor. Quiero entender cuánto del FX de hoy fue carry y cuánto "
                "movimiento de spot.", (15, 19)),
    ("luis", "El PIP cambió la metodología del vector de Udibonos a partir de abril, ojo con los cierres del mes. Les mando el "
             "documento por correo."),
    ("diego", "London close: USD/MXN 17.4x-ish, bids at 17.38 from real money. Asia will be thin, BoJ tonight.", (10, 11)),
    ("ana", "El primario de Pemex lleva 10 meses cerrado en dólares; la última emisión fue vía el pre-capitalized note de Hacienda. "
            "Si reabren, el libro nuevo se coloca con concesión y eso presiona al secundario un par de días."),
    ("luis", "Reporto a un día en 7.02, normal. La banca de desarrollo está colocando CEDES a 28 días por arriba de TIIE, "
             "señal de que alguien necesita fondeo antes del cierre de mes."),
    ("sofia", "AMXB local vs ADR: the ratio held all day. Conversion costs are ~12bp round trip so anything inside 30bp is noise.", (13, 16)),
]


def _qa_udi(b: Day) -> str:
    return (
        "Resumen rápido Udi vs Mbono 10a para el comité:\n\n"
        "• **Breakeven actual** ~3.7%, arriba del promedio de 3 años; el carry de inflación de las próximas 6 semanas es favorable "
        "(INPC quincenal esperado +0.18%, +0.12%, +0.10%).\n"
        "• **Estacionalidad:** de mayo a julio los subsidios eléctricos de verano restan 0.3-0.4pp a la inflación mensual; en esos "
        "meses el breakeven ha caído en 9 de los últimos 12 años, mediana -14pb.\n"
        "• **Oferta:** Hacienda redujo la colocación de Udibonos de 3 años en el programa trimestral; la de 10 y 30 años se "
        "mantiene. La demanda de Afores por Udis largos es estructural (pasivos indexados).\n"
        "• **Liquidez:** bid/offer típico 3-5pb en Udis largos contra 1-2pb en Mbonos; el costo de entrar y salir se come casi "
        "un mes de carry.\n"
        "• **Correlación con el libro:** el Udibono Nov-35 tiene correlación de 0.65 con el Nov-34 en cambios diarios; como "
        "cobertura del riesgo de inflación funciona, como diversificación de DV01 no tanto.\n\n"
        "Esto es insumo para la discusión del lunes; no hay propuesta de cambio."
    )


def _qa_walmex(b: Day) -> str:
    return (
        "WALMEX quick valuation context (not a recommendation):\n"
        "```\n"
        "metric              WALMEX   5y avg   LatAm retail peers\n"
        "P/E NTM             21.4x    25.8x    17.9x\n"
        "EV/EBITDA NTM       11.9x    14.6x    9.8x\n"
        "Div yield           3.1%     2.4%     2.7%\n"
        "SSS growth (3M)     +5.0%    +6.8%    +3.9%\n"
        "```\n"
        "The de-rating since 2024 reflects slower same-store growth, the price-investment strategy and antitrust overhang. "
        "Consensus has EPS growth of ~9% for 2026. Foreign ownership is near a 5-year low, which limits forced selling from here. "
        "The local pension funds are the marginal buyers on weakness. Happy to rerun this against GFNORTEO if useful."
    )


def _qa_pemex(b: Day) -> str:
    return (
        "Calendario de amortizaciones Pemex (deuda financiera, US$ mil millones equivalentes, cifras aproximadas públicas):\n"
        "```\n"
        "año    bonos USD   bonos EUR/otros   bancos/ECAs   total\n"
        "2026   5.9         1.4               3.8           11.1\n"
        "2027   7.2         1.1               3.1           11.4\n"
        "2028   6.4         0.9               2.6            9.9\n"
        "2029   5.1         0.8               2.0            7.9\n"
        "2030   4.7         0.6               1.8            7.1\n"
        "```\n"
        "Las recompras anunciadas en el pasado se concentraron en 2027-2030, comprando bonos bajo la par. La deuda con "
        "proveedores (~US$20 mil millones) no está en la tabla y es la que más presión genera en el flujo. Fuente: reportes "
        "trimestrales de la empresa; las cifras son aproximadas y no incluyen intereses."
    )


OMS_TRACE = """ERROR dropcopy[mx-oms-1] unparseable ExecutionReport from SANT_EQ, message parked for manual review
```
Traceback (most recent call last):
  File "/opt/oms/dropcopy/consumer.py", line 233, in on_message
    rpt = parse_exec_report(raw, dialect=self.dialect)
  File "/opt/oms/dropcopy/fix44.py", line 118, in parse_exec_report
    qty = Decimal(fields[32])
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
```
raw (truncated): 8=FIX.4.4|9=212|35=8|49=SANT_EQ|56=LATAM_DC|34={seq}|52={ts}|150=F|39=2|32=1,000|...
action: parked id=pk-{pk}, no position impact (duplicate of an already booked report)"""


def _qa_ndf(b: Day) -> str:
    return (
        "USD/BRL NDF mechanics, short version:\n"
        "• Fixing: PTAX (BCB), published ~13:10 São Paulo on the fixing date, which is 2 Brazilian business days before "
        "settlement. Settlement in USD, net, on the value date.\n"
        "• Holidays: both Brazilian (fixing) and New York (settlement) calendars apply; Carnival and Tiradentes shift a few dates "
        "this quarter, so the 1M tenor this week settles a day later than the 'clean' date.\n"
        "• Onshore vs offshore: the NDF tracks the onshore futures (cupom cambial) closely; the basis has been under 3 pips for "
        "months except around IOF headlines.\n"
        "• Liquidity: 1M is the most liquid point (~US$8-10bn/day across brokers); 3M spreads are 2-3x wider.\n"
        "• Margin: under the CSA with our main counterparties the NDF is margined daily; IM under UMR is small at our size.\n"
        "Let me know if you want the fixing/settlement table for the next three months."
    )


def _qa_tiie_fondeo(b: Day) -> str:
    return (
        "Sobre la transición TIIE 28 → TIIE de fondeo:\n\n"
        "1. Banxico dejó de publicar nuevos contratos referenciados a TIIE 28 para derivados desde 2025; los swaps nuevos de "
        "cámara se pactan sobre TIIE de fondeo compuesta en atraso. La curva '13x1/26x1' que usamos en el desk es la convención "
        "histórica de broker; el subyacente ya es fondeo en los tickets nuevos.\n"
        "2. El diferencial TIIE 28 – fondeo ha promediado 18pb en el último año, con picos de 25-30pb a fin de trimestre.\n"
        "3. Para posiciones heredadas en TIIE 28, la cámara publicó el ajuste de spread fallback (mediana de 5 años) que aplica "
        "cuando se deje de calcular la TIIE 28.\n"
        "4. En el vector de precios, PIP y Valmer ya valúan ambas curvas; las diferencias de valuación entre proveedores son "
        "menores a 0.5pb en la parte corta.\n\n"
        "Implicación práctica: los niveles de broker y los del OMS pueden diferir por el spread de base; al comparar fills con "
        "pantallas hay que usar la misma curva."
    )


def _press_midday(b: Day) -> str:
    return (
        f"🗞️ **Resumen de prensa — {b.date_es} 13:00**\n"
        "• Bloomberg Línea: fondos de pensiones mexicanos elevan inversión en infraestructura vía CKDs y Fibras E.\n"
        "• El Universal: la CRE aprueba nuevos permisos de generación privada; el sector pide reglas claras de despacho.\n"
        "• Milenio: el Congreso discute ajustes a la ley de telecomunicaciones para el nuevo regulador.\n"
        "• Folha: Tesouro Nacional faz leilão de NTN-B com demanda acima da média.\n"
        "• El Mercurio: Banco Central de Chile publica IPoM la próxima semana; economistas esperan mantener tasa.\n"
        "• Portafolio: Ecopetrol presenta plan de inversión 2026 con foco en gas.\n"
        "• El Economista: el IMSS reporta creación de 85 mil empleos formales en febrero, por debajo del promedio.\n"
        "• Reuters: las remesas a México caen por tercer mes consecutivo en términos anuales.\n"
        "(digest automático; sin filtrar por posiciones)"
    )


# --------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    evs: list[tuple[int, int, int, dict]] = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    k = 0
    for d in range(days):
        start = end_ms - (days - d) * 86_400_000
        for c in range(channels):
            day = Day(seed, c, d, start)
            _script(day)
            for ms, sub, ev in day.events():
                k += 1
                evs.append((ms, sub, k, ev))
            lab = day.labels()
            for key in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[key].extend(lab[key])
            if c == 0 and d == 0:
                labels["idioms"] = lab["idioms"]
    evs.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e for _, _, _, e in evs], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="mexico_latam_rates_fx desk capture generator")
    ap.add_argument("--out", required=True, help="capture JSONL path")
    ap.add_argument("--labels", required=True, help="labels JSON path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
