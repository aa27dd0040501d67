"""Desk generator: fuel & FX hedging desk of a Latin American airline's corporate treasury.

Jet fuel swaps (Jet 54 USGC), Brent collars/calls, heating-oil calls, USD/BRL, USD/COP,
USD/MXN forwards/NDFs and SOFR swaps on aircraft leases. Formal Spanish/Portuguese/English
mix, a hedging committee that approves with short replies, a TMS bot, a bank-portal bridge
posting embeds, a risk-policy bot, Platts/price feeds, ERP heartbeats and month-end noise.

Standard library only; output is a pure function of the arguments.
Author: blind helper, 2026-12-07
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "airline_jet_fuel_hedge_desk"
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
GUILD_ID = "1183492057716342814"
CHANNEL_IDS = ["1183497741930610749", "1183498203547316244", "1183501179825442857"]
DEFAULT_END = datetime(2026, 12, 4, 3, 0, 0, tzinfo=timezone.utc)  # midnight in São Paulo

P = {
    "marcela": ("1183503342871453736", "Marcela Ibarra", False),      # CFO, chairs committee
    "rodrigo": ("1183503519612117053", "Rodrigo Salazar", False),     # tesorero
    "beatriz": ("1183503801464946719", "Beatriz Nogueira", False),    # head of risk
    "andres": ("1183504066930831421", "Andrés Quintero", False),      # head of hedging desk
    "camila": ("1183504382210539561", "Camila Restrepo", False),      # fuel analyst
    "thiago": ("1183504617946203187", "Thiago Moura", False),         # FX analyst
    "diego": ("1183504901377470532", "Diego Paredes", False),         # junior analyst
    "lucia": ("1183505238842687549", "Lucía Ferreyra", False),        # contabilidad
    "paula": ("1183505517302906941", "Paula Mendes (Auditoria)", False),
    "renata": ("1183505794651263036", "Renata Araújo", False),        # backoffice
    "tms": ("1183506102884462622", "Kestrel TMS", True),
    "bank": ("1183506391628738611", "bank-portal-bridge", True),
    "risk": ("1183506677009179699", "riskpol", True),
    "platts": ("1183506958243465257", "platts-feed", True),
    "alerts": ("1183507233402400860", "fuel-fx-alerts", True),
    "sap": ("1183507519064121405", "sap-sync", True),
    "news": ("1183507806441955369", "newsdesk", True),
    "router": ("1183508092829331558", "hedge-router", True),
    "ci": ("1183508377668706394", "deploy-bot", True),
    "exec": ("1183508661039513660", "exec-agent", True),
}
APPROVERS = ["marcela", "rodrigo", "beatriz"]
HUMANS = ["andres", "camila", "thiago", "diego", "rodrigo", "beatriz", "lucia", "renata", "marcela"]

ES_MON = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]
EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FUEL_BANKS = ["Harbor Commodities", "Norte Capital Markets", "Banco Austral", "Macrae Energy Trading"]
FX_BANKS = ["Banco do Vale", "Bancolina", "Banco Austral", "Mercantil Andino", "Banco Pampa"]
OTHER_AIRLINES = ["Aerovía Pacífico", "VuelaMás", "Azulejo Linhas Aéreas", "Transcaribe Air", "SkyAndes"]

HOUR_W = [0.05, 0.03, 0.02, 0.02, 0.03, 0.08, 0.3, 0.9, 1.8, 2.6, 2.5, 2.1, 1.1, 1.3, 2.3, 2.5,
          2.1, 1.6, 1.0, 0.6, 0.35, 0.2, 0.12, 0.06]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id(i: int) -> str:
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    return str(snowflake(1701800000000 + i * 7_777_777, 9, 300 + i))


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def H(etype, facts, phrasing):
    return {"type": etype, "facts": list(facts), "phrasing": phrasing}


class Day:
    def __init__(self, r: random.Random, ctx: dict):
        self.r = r
        self.ctx = ctx
        self.msgs = []
        self.ops = []
        self._hp = r.randint(410, 690)
        self._oid = r.randint(88100, 88900)

    # ---- time helpers (ms offsets from local midnight) ----
    def hm(self, h, m=0, jitter_s=0):
        return int(((h * 60 + m) * 60 + (self.r.randint(0, jitter_s) if jitter_s else self.r.randint(0, 59))) * 1000
                   + self.r.randint(0, 999))

    def ht(self, lo=7, hi=21):
        hours = list(range(lo, hi))
        h = self.r.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        return self.hm(h, self.r.randint(0, 59))

    def hp(self):
        self._hp += self.r.randint(1, 3)
        return f"HP-{self.ctx['yy0']}-{self._hp:04d}"

    def oid(self):
        self._oid += self.r.randint(1, 7)
        return f"TMS-{self._oid}"

    # ---- message / op builders ----
    def m(self, t, who, content="", embeds=None, ref=None, thread=False, hard=None, noise=False, near=False,
          idiom=None, starter=False):
        k = len(self.msgs)
        self.msgs.append({"k": k, "t": int(t), "who": who, "content0": content, "content": content,
                          "embeds": embeds or [], "ref": ref, "thread": thread, "hard": hard, "noise": noise,
                          "near": near, "idiom": idiom, "state": "live", "superseded": [], "removed": None,
                          "starter": starter})
        return k

    def edit(self, k, dt, content, facts=None, superseded=()):
        msg = self.msgs[k]
        t = max([msg["t"]] + [o["t"] for o in self.ops if o.get("k") == k]) + dt
        self.ops.append({"kind": "edit", "t": t, "k": k, "content": content})
        msg["content"] = content
        if facts is not None and msg["hard"]:
            msg["hard"]["facts"] = list(facts)
        msg["superseded"] += list(superseded)
        if msg["hard"] and msg["state"] == "live":
            msg["state"] = "edited"

    def delete(self, k, dt, snippet):
        msg = self.msgs[k]
        self.ops.append({"kind": "delete", "t": msg["t"] + dt, "k": k})
        msg["state"] = "deleted"
        msg["removed"] = snippet

    def bulk(self, ks, dt, snippets):
        t = max(self.msgs[k]["t"] for k in ks) + dt
        self.ops.append({"kind": "bulk", "t": t, "ks": list(ks)})
        for k, s in zip(ks, snippets):
            self.msgs[k]["state"] = "deleted"
            self.msgs[k]["removed"] = s

    def forget(self, k, dt, by, snippet):
        msg = self.msgs[k]
        self.ops.append({"kind": "forget", "t": msg["t"] + dt, "k": k, "by": by})
        msg["state"] = "forgotten"
        msg["removed"] = snippet

    def pin(self, k, dt, by="andres"):
        self.ops.append({"kind": "pin", "t": self.msgs[k]["t"] + dt, "k": k, "by": by})

    def react(self, k, dt, emoji, by):
        self.ops.append({"kind": "react", "t": self.msgs[k]["t"] + dt, "k": k, "emoji": emoji, "by": by})

    def ack(self, after_t, who=None, ref=None, thread=False, span=(20, 400)):
        r = self.r
        who = who or r.choice(["andres", "camila", "thiago", "diego", "renata"])
        txt = r.choice(ACKS)
        return self.m(after_t + r.randint(*span) * 1000, who, txt, ref=ref, thread=thread, noise=True)


ACKS = ["ok", "ok 👍", "gracias", "gracias 🙏", "obrigado!", "valeu", "👍", "👀", "recibido", "perfecto, gracias",
        "thx", "de nada", "listo", "anotado", "beleza", "copiado", "🙏", "ok, lo reviso", "entendido", "ótimo",
        "👌", "✅", "dale", "show", "noted", "claro", "sí", "certo"]


def money(n):
    return f"{n:,}"


# ---------------------------------------------------------------------------------------------
# background bots (noise)
# ---------------------------------------------------------------------------------------------

def bots(d: Day):
    r, c = d.r, d.ctx
    # TMS heartbeat every ~100 min
    h = r.randint(0, 40)
    while h < 24 * 60:
        d.m(h * 60000 + r.randint(0, 59999), "tms",
            f"tms-bridge ♥ ok · lag {r.randint(40, 380)}ms · queue {r.choice([0, 0, 0, 1, 2])} · "
            f"positions={r.randint(212, 236)} · build 3.14.{r.randint(1, 4)} · feeds: bbg=up ice=up platts=up "
            f"portal={r.choice(['up', 'up', 'degraded'])} · last_curve_snap={r.randint(1, 59)}m ago · db_pool "
            f"{r.randint(3, 12)}/32", noise=True)
        h += r.randint(85, 125)
    # ERP sync every ~2h
    h = r.randint(10, 60)
    while h < 24 * 60:
        docs = r.randint(180, 2400)
        d.m(h * 60000 + r.randint(0, 59999), "sap",
            f"SAP S/4 ↔ TMS sync ok · {money(docs)} docs · {r.choice([0, 0, 0, 1])} errors · "
            f"company code {r.choice(['CA01', 'CA02', 'CB10'])} · run {c['date_iso']}T{h // 60:02d}:{h % 60:02d}Z · "
            f"objects: FI docs, hedge relationships, MTM postings · duration {r.randint(14, 160)}s · next run in 2h\n"
            f"  FI docs posted: {r.randint(20, 400)} · hedge rel. updated: {r.randint(0, 12)} · MTM postings: "
            f"{r.randint(30, 240)} · FX reval rows: {r.randint(100, 900)} · warnings: {r.choice([0, 0, 1, 2])} "
            f"(cost center mapping) · idoc range {r.randint(7100000, 7199999)}–+{r.randint(200, 2400)}",
            noise=True)
        h += r.randint(110, 140)
    # price alerts
    for _ in range(r.randint(8, 11)):
        t = d.ht(6, 22)
        if r.random() < 0.55:
            txt = (f"⛽ Jet 54 USGC {r.uniform(2.28, 2.56):.4f} ({r.choice(['+', '-'])}{r.uniform(0.1, 1.6):.1f}%) | "
                   f"Brent F1 {r.uniform(72, 86):.2f} | HO F1 {r.uniform(2.35, 2.75):.4f} | crack jet-Brent "
                   f"{r.uniform(19, 29):.1f} $/bbl | Jet CIF NWE {r.uniform(740, 860):.2f} $/t | Sing kero "
                   f"{r.uniform(86, 98):.2f} $/bbl · trigger: {r.choice(['±1% move', 'hourly digest', 'band check'])}")
        else:
            txt = (f"💱 USD/BRL {r.uniform(5.3, 5.6):.4f} · USD/COP {r.uniform(3980, 4180):,.2f} · "
                   f"USD/MXN {r.uniform(18.6, 19.4):.4f} · USD/CLP {r.uniform(920, 970):.2f} · DXY {r.uniform(101, 106):.2f} · "
                   f"USD/PEN {r.uniform(3.6, 3.9):.4f} · SOFR 5y {r.uniform(3.3, 3.8):.3f}% · trigger: "
                   f"{r.choice(['hourly digest', 'band check', '±0.5% move'])}")
        d.m(t, "alerts", txt, noise=True)
    # Platts assessments (Singapore close ~05:30 local, London ~12:30, USGC ~17:30)
    for (hh, region) in [(5, "Singapore"), (12, "Rotterdam/NWE"), (17, "US Gulf Coast")]:
        rows = []
        if region == "Singapore":
            rows = [("Jet Kero FOB Spore (PJABF00)", f"{r.uniform(86, 98):.2f} $/bbl"),
                    ("Gasoil 10ppm FOB Spore", f"{r.uniform(86, 99):.2f} $/bbl"),
                    ("Jet regrade vs 10ppm", f"{r.uniform(-1.5, 0.8):+.2f}"),
                    ("Dubai (Mo02)", f"{r.uniform(70, 84):.2f} $/bbl")]
        elif region == "Rotterdam/NWE":
            rows = [("Jet CIF NWE cargoes", f"{r.uniform(740, 860):.2f} $/t"),
                    ("Jet FOB Rdam barges", f"{r.uniform(735, 850):.2f} $/t"),
                    ("Dated Brent", f"{r.uniform(72, 86):.2f} $/bbl"),
                    ("ULSD 10ppm CIF NWE", f"{r.uniform(700, 820):.2f} $/t")]
        else:
            rows = [("Jet 54 USGC pipeline", f"{r.uniform(228, 256):.2f} ¢/gal ({r.uniform(-3, 3):+.2f})"),
                    ("Jet 55 USGC pipeline", f"{r.uniform(229, 258):.2f} ¢/gal"),
                    ("ULSD USGC pipeline", f"{r.uniform(225, 262):.2f} ¢/gal"),
                    ("NYMEX HO F1 settle", f"{r.uniform(2.35, 2.75):.4f} $/gal"),
                    ("Jet 54 diff vs HO", f"{r.uniform(-9, 4):+.2f} ¢/gal")]
        emb = {"title": f"Platts assessment — {region} close", "author": "S&P Global Commodity Insights",
               "description": f"Assessment date {c['date_iso']} · MOC window closed",
               "fields": [{"name": a, "value": b, "inline": True} for a, b in rows],
               "footer": "platts-feed · delayed redistribution, internal use only"}
        table = "\n".join(f"{a:<32}{b}" for a, b in rows)
        d.m(d.hm(hh, r.randint(28, 45)), "platts",
            f"Platts {region} close publicado ({len(rows)} series)\n```\n{table}\n```\nFuente: S&P Global Platts, "
            f"MOC {region}. Valores de referencia para la fórmula de compra de combustible y la liquidación de swaps "
            f"(promedio mensual).", embeds=[emb], noise=True)
    # risk policy status lines (not events)
    for hh in [7, 11, 15, 19]:
        q = [r.randint(52, 68), r.randint(50, 67), r.randint(35, 55), r.randint(15, 35)]
        d.m(d.hm(hh, r.randint(0, 8)), "risk",
            f"riskpol status · hedge_ratio_q1={q[0]}% limit 75% | hedge_ratio_q2={q[1]}% limit 70% | "
            f"hedge_ratio_q3={q[2]}% limit 70% | hedge_ratio_q4={q[3]}% limit 60% | fx_brl_12m="
            f"{r.randint(55, 72)}% limit 80% | cpty max usage {r.randint(40, 78)}% · all within policy", noise=True)
    # stack traces / reconnects
    hosts = ["portal.bancodovale.com.br", "api.bancolina.co", "fx.mercantilandino.com", "connect.harborcommodities.com"]
    for _ in range(3):
        t = d.ht(3, 23)
        host = r.choice(hosts)
        d.m(t, "bank",
            "bank-portal-bridge ERROR poll failed (attempt 3/5)\n```\nTraceback (most recent call last):\n"
            '  File "/srv/bridge/portal/poller.py", line 212, in poll_confirmations\n'
            "    resp = self.session.get(url, timeout=self.timeout)\n"
            '  File "/opt/venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
            '    return self.request("GET", url, **kwargs)\n'
            '  File "/opt/venv/lib/python3.11/site-packages/requests/sessions.py", line 589, in request\n'
            "    resp = self.send(prep, **send_kwargs)\n"
            '  File "/opt/venv/lib/python3.11/site-packages/requests/sessions.py", line 703, in send\n'
            "    r = adapter.send(request, **kwargs)\n"
            '  File "/opt/venv/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n'
            "    raise ReadTimeout(e, request=request)\n"
            "During handling of the above exception, another exception occurred:\n"
            '  File "/srv/bridge/portal/loop.py", line 88, in run_forever\n'
            "    self.poller.poll_confirmations(since=self.cursor)\n"
            '  File "/srv/bridge/portal/poller.py", line 219, in poll_confirmations\n'
            "    raise BridgeRetryable(f\"poll {self.bank_code} failed\") from exc\n"
            f"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='{host}', port=443): "
            f"Read timed out. (read timeout=30)\n```\nretry in {r.choice([30, 60, 120])}s", noise=True)
        d.m(t + r.randint(35, 140) * 1000, "bank",
            f"bank-portal-bridge reconnected · session {r.randrange(16**6):06x} · backlog {r.randint(0, 6)} msgs replayed",
            noise=True)
    # deploy / CI
    for _ in range(r.randint(1, 2)):
        t = d.ht(9, 20)
        svc = r.choice(['tms-bridge', 'bank-portal-bridge', 'riskpol', 'hedge-router'])
        d.m(t, "ci", f"deploy {svc} "
                     f"v{r.randint(2, 4)}.{r.randint(0, 19)}.{r.randint(0, 9)} → prod ✅ (pipeline #{r.randint(4100, 4999)}, "
                     f"{r.randint(41, 190)}s)\n```\n[build] lint ok · unit {r.randint(180, 420)} passed · contract tests "
                     f"{r.randint(20, 60)} passed\n[deploy] rolling update 2/2 pods ready · healthcheck /healthz 200\n"
                     f"[post] smoke: portal login ok · TMS api ok · SAP rfc ok · feature flags unchanged\n```",
            noise=True)
    # cron summaries (explicitly not routing decisions)
    for hh in [6, 13, 21]:
        n = r.randint(6, 22)
        d.m(d.hm(hh, r.randint(0, 5)), "router",
            f"hedge-router sweep: {n} items scanned, 0 routed, {n} auto-closed (alerts within band) · next run +{r.choice([4, 6, 8])}h",
            noise=True)
    # MTM snapshots
    for hh in [9, 11, 13, 15, 17]:
        f, x, i = r.uniform(-15, 25), r.uniform(-9, 7), r.uniform(-2, 3)
        d.m(d.hm(hh, r.randint(0, 4)), "tms",
            "MTM snapshot (USD m)\n```\n"
            f"fuel swaps     {f * 0.6:+8.2f}\nbrent collars  {f * 0.3:+8.2f}\nHO calls       {f * 0.1:+8.2f}\n"
            f"USD/BRL NDF    {x * 0.5:+8.2f}\nUSD/COP NDF    {x * 0.3:+8.2f}\nUSD/MXN fwd    {x * 0.2:+8.2f}\n"
            f"SOFR IRS       {i:+8.2f}\ntotal          {f + x + i:+8.2f}\n```\ncurve snap {hh:02d}:00 BRT · "
            f"source TMS/Bloomberg", noise=True)
    # EOD position dump
    pos = {"asof": f"{c['date_iso']}T21:00:00-03:00", "book": "CORP-HEDGE",
           "fuel": {f"{q}Q{c['yy']}": {"swaps_bbl": r.randint(8, 30) * 10000, "collars_bbl": r.randint(5, 25) * 10000,
                                      "ratio": round(r.uniform(0.25, 0.68), 3)} for q in (1, 2, 3, 4)},
           "fx": {"USDBRL": r.randint(80, 240) * 1_000_000, "USDCOP": r.randint(30, 90) * 1_000_000,
                  "USDMXN": r.randint(40, 120) * 1_000_000},
           "irs": {"count": r.randint(9, 14), "notional_usd": r.randint(600, 1100) * 1_000_000,
                   "avg_fixed": round(r.uniform(3.2, 3.9), 4), "dv01_usd": r.randint(180, 320) * 1000},
           "options": {"brent_collars": r.randint(8, 16), "brent_calls": r.randint(2, 8), "ho_calls": r.randint(0, 4),
                       "vega_usd": r.randint(90, 260) * 1000, "delta_bbl": r.randint(900, 2400) * 1000},
           "counterparties": {b: {"mtm_usd_m": round(r.uniform(-12, 18), 2), "line_usage_pct": r.randint(20, 85)}
                              for b in ["Harbor Commodities", "Norte Capital Markets", "Banco Austral",
                                        "Banco do Vale", "Bancolina", "Mercantil Andino"]},
           "status": "ok"}
    d.m(d.hm(21, r.randint(2, 20)), "tms", "EOD positions snapshot\n```json\n" + json.dumps(pos, indent=2) + "\n```",
        noise=True)


# ---------------------------------------------------------------------------------------------
# chains with hard events
# ---------------------------------------------------------------------------------------------

def committee_thread(d: Day):
    c = d.ctx
    t = d.hm(9, 20)
    k = d.m(t, "andres", f"🧵 Comité de coberturas {c['date_es']} — propuestas del día en el hilo, por favor "
                         f"aprobar/rechazar respondiendo al mensaje de cada propuesta.", starter=True)
    return t


def chain_jet_swap(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    q = r.choice(["1Q", "2Q", "3Q"]) + c["yy"]
    vol = r.choice([100, 125, 150, 200])
    px = f"{r.uniform(2.28, 2.56):.4f}"
    bank = r.choice(FUEL_BANKS)
    cur = r.randint(38, 52)
    tgt = cur + r.randint(5, 10)
    v = r.randrange(3)
    if v == 0:
        txt = (f"[PROPUESTA] {hp} · Compra swap Jet 54 USGC {q} · {vol}k bbl @ {px} USD/gal · contraparte sugerida: "
               f"{bank}\nObjetivo: llevar el hedge ratio de {q} de {cur}% a {tgt}% (límite de política 70%). "
               f"Se solicita aprobación del comité.")
        hard = H("trade_proposal", ["Compra", f"swap Jet 54 USGC {q}", f"{vol}k bbl", px], "tagged")
        idiom = "tagged [PROPUESTA] with hedge id and USD/gal"
    elif v == 1:
        txt = (f"For the committee's consideration: we propose to buy {vol}k bbl of Jet 54 USGC {q} swaps at {px} "
               f"USD/gal with {bank}, taking {q} cover from {cur}% to {tgt}%. Ref {hp}.")
        hard = H("trade_proposal", ["buy", f"{vol}k bbl", f"Jet 54 USGC {q}", px], "untagged")
        idiom = "formal English committee proposal"
    else:
        txt = f"prop {hp}: pay fxd jet54 gc {q.lower()} {vol}k bbl @ {px} vs {bank.split()[0].lower()} — cover {cur}→{tgt}%"
        hard = H("trade_proposal", ["pay fxd", f"jet54 gc {q.lower()}", f"{vol}k bbl", px], "shorthand")
        idiom = "pay fxd shorthand swap proposal"
    txt += ("\n" + r.choice([
        "Justificación: el consumo proyectado del trimestre subió con la nueva programación y la curva está "
        "por debajo del presupuesto; tres cotizaciones recibidas, la mejor está arriba.",
        "Rationale: curve is below budget, cover is behind the layering schedule, three quotes received and the "
        "best one is shown. Credit line usage after the trade stays below 60%.",
        "Contexto: seguimos el calendario escalonado aprobado en octubre; el precio está dentro del rango de "
        "presupuesto y el banco tiene línea disponible."]))
    p = d.m(t0, "camila", txt, thread=thread, hard=hard, idiom=idiom)
    appr = r.choice(APPROVERS)
    a_txt, a_f, a_id = r.choice([
        (f"Aprobado. {hp}", ["Aprobado", hp], "one-word 'Aprobado' reply"),
        (f"De acuerdo, adelante con los {vol}k bbl.", ["De acuerdo", f"{vol}k bbl"], "'De acuerdo' reply approval"),
        (f"ok adelante {hp}", ["ok adelante", hp], "'ok adelante' reply approval"),
    ])
    ta = t0 + r.randint(8, 35) * 60000
    d.m(ta, appr, a_txt, ref=p, thread=thread, hard=H("trade_approval", a_f, "reply"), idiom=a_id)
    d.react(p, ta - t0 + 5000, "✅", appr)
    tr = ta + r.randint(2, 9) * 60000
    d.m(tr, "andres", f"Routing {hp} to exec-agent para RFQ con 3 bancos ({bank} + 2).",
        hard=H("route_decision", [hp, "exec-agent"], "untagged"), idiom="routing to exec-agent, mixed language")
    rfq = f"RFQ-{r.randint(20000, 29999)}"
    tc = tr + r.randint(1, 4) * 60000
    d.m(tc, "exec", f"{rfq} enviado · {hp} · Jet 54 USGC {q} · {vol}k bbl · status=WORKING · "
                    f"bancos: {bank}, Norte Capital Markets, Macrae Energy Trading · expira 15:00",
        hard=H("trade_confirmation", [rfq, "status=WORKING", hp], "structured"),
        idiom="exec-agent RFQ status=WORKING line")
    fpx = f"{float(px) + r.uniform(-0.012, 0.008):.4f}"
    deal = f"{bank.split()[0][:2].upper()}-{r.randint(700000, 799999)}"
    tf = tc + r.randint(12, 55) * 60000
    emb = {"title": f"Execution Notice — {bank}", "author": bank,
           "description": "Swap transaction executed via portal. Legal confirmation to follow (ISDA 2002).",
           "fields": [{"name": "Side", "value": "BUY", "inline": True},
                      {"name": "Product", "value": f"Jet 54 USGC swap {q}", "inline": True},
                      {"name": "Quantity", "value": f"{vol},000 bbl", "inline": True},
                      {"name": "Price", "value": f"{fpx} USD/gal", "inline": True},
                      {"name": "Settlement", "value": "monthly average, Platts", "inline": False}],
           "footer": f"deal {deal} · {hp} · Cóndor Andino S.A."}
    fk = d.m(tf, "bank", "", embeds=[emb],
             hard=H("trade_fill", ["BUY", f"{vol},000 bbl", f"{fpx} USD/gal", deal], "embed"),
             idiom="embed-only bank Execution Notice")
    d.ack(tf, who="camila", ref=fk)


def chain_brl(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(2, 8)
    mon = f"{ES_MON[mi]}-{c['yy']}"
    n = r.choice([15, 20, 25, 30, 40])
    rate = f"{r.uniform(5.38, 5.62):.4f}"
    bank = r.choice(FX_BANKS[:3])
    txt = (f"Pessoal, proponho comprar USD {n}m em NDF USD/BRL {mon} a {rate} com o {bank}, para cobrir os "
           f"pagamentos de leasing de {ES_MON[mi]}. Ref {hp}. Preciso do ok do comitê até as 15h.")
    p = d.m(t0, "thiago", txt, thread=thread,
            hard=H("trade_proposal", ["comprar", f"USD {n}m", f"NDF USD/BRL {mon}", rate], "untagged"),
            idiom="Portuguese prose NDF proposal")
    ta = t0 + r.randint(10, 50) * 60000
    d.m(ta, "beatriz", f"Aprovado ✅ NDF {mon}", ref=p, thread=thread,
        hard=H("trade_approval", ["Aprovado", f"NDF {mon}"], "reply"), idiom="'Aprovado ✅' reply approval")
    oid = d.oid()
    inst = f"USDBRL_NDF_{EN_MON[mi].upper()}{c['yy']}"
    tc = ta + r.randint(5, 25) * 60000
    d.m(tc, "tms", f"order_id={oid} ref={hp} instrument={inst} side=BUY_USD notional=USD{n},000,000 "
                   f"status=ACCEPTED cpty={bank.upper().replace(' ', '_')} ts={c['date_iso']}",
        hard=H("trade_confirmation", [oid, inst, "status=ACCEPTED"], "structured"),
        idiom="TMS key=value status=ACCEPTED")
    frate = round(float(rate) + r.uniform(-0.006, 0.004), 4)
    js = json.dumps({"event": "fill", "hp": hp, "order_id": oid, "instrument": inst, "side": "BUY_USD",
                     "notional": n * 1_000_000, "rate": f"{frate:.4f}", "cpty": bank, "fixing": "PTAX"})
    tf = tc + r.randint(3, 30) * 60000
    d.m(tf, "tms", js, hard=H("trade_fill", [inst, "BUY_USD", str(n * 1_000_000), f"{frate:.4f}"], "structured"),
        idiom="TMS JSON fill event")


def chain_collar(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(0, 8)
    ctr = f"{EN_MON[mi]}-{c['yy']}"
    call0 = r.choice([84, 85, 86, 87, 88])
    put0 = call0 - r.choice([17, 18, 19])
    call1 = call0 - 0.5
    put1 = put0 - 0.75
    vol = r.choice([200, 250, 300])
    bank = r.choice(FUEL_BANKS)
    base = (f"[PROPUESTA] {hp} — collar Brent {ctr} costo cero: compra call {{c}} / venta put {{p}}, {vol}k bbl/mes "
            f"(6 meses). Contraparte: {bank}. Protege el escenario Brent > 90 del plan 2027.")
    p = d.m(t0, "camila", base.format(c=f"{call0:.2f}", p=f"{put0:.2f}"), thread=thread,
            hard=H("trade_proposal", [f"collar Brent {ctr}", f"compra call {call0:.2f}", f"venta put {put0:.2f}",
                                      f"{vol}k bbl"], "tagged"))
    d.edit(p, r.randint(4, 12) * 60000, base.format(c=f"{call1:.2f}", p=f"{put1:.2f}") + "\n(editado: strikes re-cotizados por el banco)",
           facts=[f"collar Brent {ctr}", f"compra call {call1:.2f}", f"venta put {put1:.2f}", f"{vol}k bbl"],
           superseded=[f"{call0:.2f}", f"{put0:.2f}"])
    d.msgs[p]["idiom"] = "collar strikes edited after re-quote"
    ta = t0 + r.randint(20, 45) * 60000
    d.m(ta, "rodrigo", "ok adelante con el collar", ref=p, thread=thread,
        hard=H("trade_approval", ["ok adelante", "collar"], "reply"))
    tf = ta + r.randint(30, 90) * 60000
    prem0 = r.choice(["0.14", "0.17", "0.21"])
    prem1 = r.choice(["0.06", "0.08", "0.09"])
    fb = (f"[FILL] {hp} collar Brent {ctr} · {vol}k bbl/mes · call {call1:.2f} / put {put1:.2f} · prima neta {{x}} "
          f"USD/bbl · {bank}")
    f = d.m(tf, "camila", fb.format(x=prem0),
            hard=H("trade_fill", [f"collar Brent {ctr}", f"{vol}k bbl", f"call {call1:.2f}", prem0], "tagged"),
            idiom="[FILL] tag with collar strikes, premium corrected by edit")
    d.edit(f, r.randint(3, 20) * 60000, fb.format(x=prem1) + " (corr.)",
           facts=[f"collar Brent {ctr}", f"{vol}k bbl", f"call {call1:.2f}", prem1], superseded=[prem0])
    d.react(f, 60000, "📌", "andres")


def chain_cop(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(1, 6)
    mon = f"{ES_MON[mi]}-{c['yy']}"
    inst = f"USDCOP_NDF_{EN_MON[mi].upper()}{c['yy']}"
    n = r.choice([18, 20, 24, 30])
    rate = f"{r.uniform(4020, 4180):,.2f}"
    bank = r.choice(["Bancolina", "Mercantil Andino"])
    p = d.m(t0, "tms", f"proposal_id={hp} instrument={inst} side=BUY_USD notional=USD{n},000,000 rate={rate} "
                       f"cpty={bank.upper().replace(' ', '_')} status=PENDING_APPROVAL submitted_by=t.moura",
            thread=thread,
            hard=H("trade_proposal", [inst, "side=BUY_USD", f"notional=USD{n},000,000", f"rate={rate}"], "structured"),
            idiom="TMS key=value PENDING_APPROVAL proposal")
    ta = t0 + r.randint(10, 40) * 60000
    d.m(ta, "marcela", f"De acuerdo. {hp}", ref=p, thread=thread, hard=H("trade_approval", ["De acuerdo", hp], "reply"))
    n2 = n - r.choice([4, 6])
    tr = ta + r.randint(2, 6) * 60000
    d.m(tr, "risk", f"⚠️ {hp} resized USD{n}m → USD{n2}m: fx_cop_1s{c['yy']} would reach {r.randint(81, 86)}% > limit 80% "
                    f"(policy TES-04 §3.2)",
        hard=H("risk_limit", [hp, "resized", f"USD{n2}m", "limit 80%"], "structured"),
        idiom="risk engine resizes order")
    a = n2 // 2 + r.choice([0, 2])
    b = n2 - a
    r1 = f"{float(rate.replace(',', '')) + r.uniform(-6, 4):,.2f}"
    tf = tr + r.randint(15, 60) * 60000
    d.m(tf, "thiago", f"Fechamos compra de USD {a}m do NDF USD/COP {mon} a {r1} com {bank}; restam USD {b}m em aberto.",
        hard=H("trade_fill", ["compra", f"USD {a}m", f"NDF USD/COP {mon}", r1], "untagged"),
        idiom="Portuguese partial fill prose")
    r2 = f"{float(rate.replace(',', '')) + r.uniform(-6, 6):,.2f}"
    tf2 = tf + r.randint(40, 120) * 60000
    phone = f"+57 3{r.randint(10, 22)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
    fg = d.m(tf2, "thiago", f"filled rest: b usd {b}m cop {mon} @ {r2} / {bank.split()[0].lower()} — dealer "
                            f"Julián Ortega cel {phone} p/ confirmar fixing",
             hard=H("trade_fill", [f"b usd {b}m", f"cop {mon}", r2], "shorthand"))
    d.forget(fg, r.randint(5, 15) * 60000, P["andres"][0], f"Julián Ortega cel {phone}")
    d.m(tf2 + r.randint(16, 25) * 60000, "thiago",
        f"re-post sem dados pessoais: compra USD {b}m NDF USD/COP {mon} executada a {r2} ({bank}), {hp} completo.",
        hard=H("trade_fill", ["compra", f"USD {b}m", f"NDF USD/COP {mon}", r2], "untagged"))


def chain_ho_reject(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(0, 3)
    k = r.choice(["2.70", "2.75", "2.80"])
    lots = r.choice([60, 84, 100])
    prem = f"{r.uniform(0.06, 0.11):.4f}"
    p = d.m(t0, "camila", f"prop {hp}: buy {lots} lots HO {EN_MON[mi]}-{c['yy']} {k}c @ {prem} — prima total ~USD "
                          f"{int(lots * 42000 * float(prem) / 1000)}k, cobertura de cola para el pico de invierno",
            thread=thread,
            hard=H("trade_proposal", ["buy", f"{lots} lots", f"HO {EN_MON[mi]}-{c['yy']} {k}c", prem], "shorthand"),
            idiom="lots + strike-c shorthand option proposal")
    d.m(t0 + r.randint(15, 50) * 60000, "marcela",
        f"Rechazado {hp}: no gastamos prima en HO este trimestre, sigamos con swaps.", ref=p, thread=thread,
        hard=H("trade_approval", ["Rechazado", hp], "reply"), idiom="rejection reply")


def chain_irs(d: Day, t0):
    r, c = d.r, d.ctx
    hp = d.hp()
    msn = r.randint(10200, 11900)
    ten = r.choice([5, 7, 10])
    fx = f"{r.uniform(3.45, 3.85):.3f}%"
    n = r.choice([62, 75, 85, 94])
    bank = r.choice(["Banco Austral", "Norte Capital Markets", "Banco do Vale"])
    q = d.m(t0, "rodrigo", f"¿Cómo cerramos la tasa del leasing del A321neo MSN {msn}? Entra flotante SOFR + 185 en "
                           f"febrero y el board pidió fijar.", near=True, idiom="committee question, no decision")
    tp = t0 + r.randint(5, 25) * 60000
    p = d.m(tp, "andres", f"Propongo un IRS SOFR {ten}y pagando fijo {fx} sobre USD {n}m amortizable, con {bank}, "
                          f"fecha efectiva feb-{c['yy']}. Ref {hp}.", ref=q,
            hard=H("trade_proposal", [f"IRS SOFR {ten}y", "pagando fijo", fx, f"USD {n}m"], "reply"),
            idiom="proposal as reply to treasurer question")
    ta = tp + r.randint(10, 60) * 60000
    d.m(ta, "marcela", f"Approved — go ahead, {hp}.", ref=p, hard=H("trade_approval", ["Approved", hp], "reply"))
    ref = f"{bank.split()[0][:2].upper()}{r.randint(2026000, 2026999)}"
    tc = ta + r.randint(20, 80) * 60000
    emb = {"title": f"Order Acknowledgement — {bank}", "author": bank,
           "description": "Your order has been received by the derivatives desk.",
           "fields": [{"name": "Status", "value": "ACCEPTED", "inline": True},
                      {"name": "Product", "value": f"USD IRS SOFR {ten}y", "inline": True},
                      {"name": "Portal ref", "value": ref, "inline": True}],
           "footer": f"portal bridge · {hp}"}
    d.m(tc, "bank", "", embeds=[emb], hard=H("trade_confirmation", ["ACCEPTED", f"USD IRS SOFR {ten}y", ref], "embed"),
        idiom="embed Order Acknowledgement ACCEPTED")
    frate = f"{float(fx[:-1]) + r.uniform(-0.01, 0.008):.4f}%"
    deal = f"IRS-{r.randint(40000, 49999)}"
    emb2 = {"title": f"Execution Notice — {bank}", "author": bank,
            "description": "Interest rate swap executed.",
            "fields": [{"name": "Side", "value": "PAY FIXED", "inline": True},
                       {"name": "Notional", "value": f"USD {n},000,000 amortizing", "inline": True},
                       {"name": "Fixed rate", "value": frate, "inline": True},
                       {"name": "Float", "value": "SOFR compounded in arrears", "inline": True}],
            "footer": f"deal {deal} · {hp} · lease MSN {msn}"}
    d.m(tc + r.randint(3, 20) * 60000, "bank", "", embeds=[emb2],
        hard=H("trade_fill", ["PAY FIXED", f"USD {n},000,000", frate, deal], "embed"))


def chain_brent_call(d: Day, t0, thread):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(1, 6)
    ctr = f"{EN_MON[mi]}-{c['yy']}"
    k = r.choice([95, 100, 105])
    n = r.choice([150, 200, 300])
    prem = f"{r.uniform(1.2, 2.6):.2f}"
    bank = r.choice(FUEL_BANKS)
    p = d.m(t0, "andres", f"Proposal: buy {n} Brent {ctr} {k} calls (1,000 bbl each) at {prem} USD/bbl for tail "
                          f"protection, budget USD {int(n * 1000 * float(prem) / 1000)}k. Ref {hp}.", thread=thread,
            hard=H("trade_proposal", ["buy", f"{n} Brent {ctr} {k} calls", prem], "untagged"))
    ta = t0 + r.randint(10, 40) * 60000
    d.m(ta, r.choice(APPROVERS), f"Aprobado. {hp}", ref=p, thread=thread, hard=H("trade_approval", ["Aprobado", hp], "reply"))
    oid = d.oid()
    ts = ta + r.randint(5, 20) * 60000
    d.m(ts, "exec", f"order {oid} sent to {bank} · BUY {n} x Brent {ctr} {k} C @ {prem} · status=SENT",
        hard=H("trade_confirmation", [oid, "status=SENT", f"Brent {ctr} {k} C"], "structured"))
    if r.random() < 0.5:
        d.m(ts + r.randint(10, 40) * 60000, "thiago",
            f"[CANCELADA] orden {oid} cancelada por {bank}: línea de crédito ISDA saturada, reenviamos mañana.",
            hard=H("trade_confirmation", [oid, "cancelada"], "tagged"), idiom="[CANCELADA] bank cancellation")
    else:
        d.m(ts + r.randint(1, 5) * 60000, "risk",
            f"riskpol: order {oid} BLOCKED — premium budget Q{(mi // 3) + 1} would reach {r.randint(104, 118)}% of "
            f"approved USD cap; manual waiver required",
            hard=H("risk_limit", [oid, "BLOCKED"], "structured"), idiom="risk engine BLOCKED order")


def chain_deleted_prop(d: Day, t0):
    r, c = d.r, d.ctx
    vol = r.choice([60, 80, 90])
    px = f"{r.uniform(2.3, 2.5):.4f}"
    q = f"4Q{c['yy']}"
    k = d.m(t0, "diego", f"[PROPUESTA] compra swap Jet 54 USGC {q} {vol}k bbl @ {px} — borrador para revisión",
            hard=H("trade_proposal", ["compra", f"swap Jet 54 USGC {q}", f"{vol}k bbl", px], "tagged"))
    d.delete(k, r.randint(60, 200) * 1000, f"{vol}k bbl @ {px} — borrador para revisión")
    d.m(t0 + r.randint(210, 300) * 1000, "diego", "perdón, era para el canal de pruebas 🙈", noise=True)


def morning_report(d: Day):
    r, c = d.r, d.ctx
    hp = d.hp()
    mi = r.randint(3, 9)
    mon = f"{ES_MON[mi]}-{c['yy']}"
    n = r.choice([20, 25, 30, 35])
    rate = f"{r.uniform(18.7, 19.6):.4f}"
    bank = r.choice(["Banco Austral", "Mercantil Andino", "Norte Capital Markets"])
    b = r.uniform(72, 86)
    qs = [r.randint(52, 66), r.randint(48, 64), r.randint(35, 52), r.randint(15, 32)]
    txt = (f"**Reporte matutino — Coberturas Cóndor Andino — {c['date_es']}**\n\n"
           f"1) Mercado: Brent F1 {b:.2f} ({r.uniform(-1.5, 1.5):+.2f}), Jet 54 USGC {r.uniform(2.28, 2.56):.4f} USD/gal, "
           f"crack jet-Brent {r.uniform(19, 29):.1f} $/bbl. USD/BRL {r.uniform(5.3, 5.6):.4f}, USD/COP "
           f"{r.uniform(3980, 4180):,.2f}, USD/MXN {r.uniform(18.6, 19.4):.4f}. SOFR 5y {r.uniform(3.3, 3.8):.3f}%.\n"
           f"2) Hedge ratios combustible (swaps + collars delta-ajustado): 1Q {qs[0]}% · 2Q {qs[1]}% · 3Q {qs[2]}% · "
           f"4Q {qs[3]}% (límites 75/70/70/60).\n"
           f"3) FX: cobertura BRL 12m {r.randint(55, 72)}%, COP {r.randint(40, 65)}%, MXN {r.randint(35, 60)}% del "
           f"flujo neto proyectado. Sin vencimientos hoy; {r.randint(2, 5)} NDFs fijan PTAX el viernes.\n"
           f"4) Para el comité de hoy: proponemos comprar USD {n}m forward USD/MXN {mon} a {rate} con {bank}, "
           f"para los pagos de mantenimiento de motores en USD con ingresos en pesos. Ref {hp}.\n"
           f"5) Agenda: Platts USGC cierre 17:30, inventarios EIA miércoles, reunión OPEP+ técnica el jueves, "
           f"Copom la próxima semana. Auditoría externa pide documentación de designación IFRS 9 de 3 relaciones.\n"
           f"6) Contabilidad: cierre de mes en D+{r.randint(2, 4)}, reconciliación MTM TMS vs bancos con "
           f"{r.randint(1, 5)} partidas abiertas.\n\n"
           f"7) Contrapartes: uso máximo de línea {r.randint(45, 80)}% ({r.choice(FX_BANKS)}); CSA con "
           f"{r.choice(FUEL_BANKS)} en revisión legal; sin llamadas de margen abiertas.\n"
           f"8) Consumo: planeamiento de red actualizó 2027 a {r.uniform(7.5, 8.1):.2f}m bbl; el denominador de los "
           f"hedge ratios se actualiza en la corrida de esta noche, por eso los porcentajes pueden moverse 1-2 pp "
           f"sin operaciones nuevas.\n"
           f"9) Prensa: {r.choice(OTHER_AIRLINES)} comunicó su política de coberturas en el investor day; la "
           f"comparación va en el anexo del board (solo referencia).\n\n"
           f"Watchlist (sin posición): Refinaria Atlântica y Combustibles del Caribe (proveedores), USD/CLP, USD/PEN, "
           f"Jet CIF NWE.\n\n"
           f"Cualquier comentario antes de las 11:00. Saludos, AQ")
    t = d.hm(8, r.randint(5, 25))
    k = d.m(t, "andres", txt, hard=H("trade_proposal", ["comprar", f"USD {n}m", f"forward USD/MXN {mon}", rate], "buried"),
            idiom="proposal buried in morning report item 4")
    d.pin(k, r.randint(30, 120) * 1000)
    d.react(k, r.randint(30, 200) * 1000, "📌", P["andres"][0])
    ta = t + r.randint(60, 150) * 60000
    d.m(ta, "rodrigo", "De acuerdo con el forward MXN del punto 4.", ref=k,
        hard=H("trade_approval", ["De acuerdo", "forward MXN"], "reply"))
    fr = f"{float(rate) + r.uniform(-0.01, 0.01):.4f}"
    deal = f"FX-{r.randint(300000, 399999)}"
    emb = {"title": f"Execution Notice — {bank}", "author": bank, "description": "FX forward executed.",
           "fields": [{"name": "Side", "value": "BUY USD / SELL MXN", "inline": True},
                      {"name": "Notional", "value": f"USD {n},000,000", "inline": True},
                      {"name": "Forward rate", "value": fr, "inline": True},
                      {"name": "Value date", "value": f"{mon}", "inline": True}],
           "footer": f"deal {deal} · {hp}"}
    d.m(ta + r.randint(30, 120) * 60000, "bank", "", embeds=[emb],
        hard=H("trade_fill", ["BUY USD / SELL MXN", f"USD {n},000,000", fr, deal], "embed"))
    return t


def stops(d: Day):
    r, c = d.r, d.ctx
    mi = r.randint(4, 9)
    mon = f"{ES_MON[mi]}-{c['yy']}"
    s0 = r.uniform(18.55, 18.7)
    levels = [f"{s0:.4f}", f"{s0 + 0.05:.4f}", f"{s0 + 0.09:.4f}"]
    base = "Stop del overlay táctico USD/MXN {mon}: cerramos si spot < {lv}. USD 10m, no designado como cobertura."
    t = d.ht(9, 13)
    k = d.m(t, "thiago", base.format(mon=mon, lv=levels[0]),
            hard=H("stop_or_target_change", ["Stop", f"overlay táctico USD/MXN {mon}", levels[0]], "untagged"),
            idiom="stop moved twice by editing the same message")
    d.edit(k, r.randint(60, 150) * 60000, base.format(mon=mon, lv=levels[1]),
           facts=["Stop", f"overlay táctico USD/MXN {mon}", levels[1]], superseded=[levels[0]])
    d.edit(k, r.randint(60, 150) * 60000, base.format(mon=mon, lv=levels[2]),
           facts=["Stop", f"overlay táctico USD/MXN {mon}", levels[2]], superseded=[levels[1]])
    d.react(k, 3 * 60000, "📌", P["andres"][0])
    opts = [0, 1]
    r.shuffle(opts)
    for o in opts[: r.randint(1, 2)]:
        if o == 0:
            ctr = f"{EN_MON[r.randint(1, 4)]}-{c['yy']}"
            tp, sl = f"{r.uniform(6.2, 7.4):.2f}", f"{r.uniform(1.8, 2.4):.2f}"
            d.m(d.ht(10, 18), "camila", f"[TARGET] call spread Brent {ctr} 90/100: take-profit en {tp} USD/bbl de "
                                        f"valor, stop en {sl}. Vigente desde hoy.",
                hard=H("stop_or_target_change", [f"call spread Brent {ctr} 90/100", tp, sl], "tagged"),
                idiom="[TARGET] tag with take-profit and stop")
        else:
            ctr = f"{EN_MON[r.randint(3, 8)]}-{c['yy']}"
            t = d.ht(11, 17)
            q = d.m(t, "beatriz", f"¿Seguimos con stop en el collar Brent {ctr}? No recuerdo si quedó en la política.",
                    near=True)
            d.m(t + r.randint(3, 15) * 60000, "andres",
                f"Stop removido en el collar Brent {ctr}: es cobertura designada IFRS 9, no la gestionamos con stop.",
                ref=q, hard=H("stop_or_target_change", ["Stop removido", f"collar Brent {ctr}"], "reply"),
                idiom="stop removed in reply")


def routes(d: Day):
    r, c = d.r, d.ctx
    alert_a, alert_b = r.randint(2100, 2500), r.randint(2600, 2999)
    # routed alert
    if r.random() < 0.6:
        t = d.ht(8, 18)
        d.m(t, "router", f"route item=ALERT-{alert_a} (Jet 54 USGC +{r.uniform(2.5, 4.5):.1f}% intraday) → "
                         f"owner=camila.restrepo action=review_layer_trigger",
            hard=H("route_decision", [f"ALERT-{alert_a}", "owner=camila.restrepo"], "structured"),
            idiom="hedge-router key=value route line")
    else:
        ref = f"BV-{c['date_iso'][:4]}-{r.randint(50000, 59999)}"
        d.m(d.ht(9, 18), "andres", f"Encaminhando a divergência da confirmação {ref} para o backoffice — "
                                   f"@Renata Araújo, por favor confere o fixing.",
            hard=H("route_decision", [ref, "backoffice"], "untagged"), idiom="Portuguese 'encaminhando' route")
    noroute = [
        (f"Sin acción sobre la alerta ALERT-{alert_b}: el movimiento de Jet USGC está dentro de banda, no se enruta.",
         ["Sin acción", f"ALERT-{alert_b}"], "'Sin acción… no se enruta'"),
        (f"No routing on NEWS-{r.randint(4000, 4999)} (OPEC+ headline): already priced, hedge ratios unchanged — ticket closed.",
         None, "English no routing, ticket closed"),
        ("Não vamos encaminhar: a diferença de MTM do NDF é só curva (fechamento B3 vs Bloomberg).",
         ["Não vamos encaminhar", "MTM do NDF"], None),
    ]
    r.shuffle(noroute)
    for txt, facts, idi in noroute[: r.randint(1, 2)]:
        if facts is None:
            facts = ["No routing", txt.split()[3]]
        d.m(d.ht(9, 20), r.choice(["andres", "camila", "thiago"]), txt,
            hard=H("no_route_decision", facts, "untagged"), idiom=idi)
    # audit question routed
    t = d.ht(10, 17)
    q = d.m(t, "paula", f"Pergunta da auditoria: podem enviar a documentação de designação da relação de hedge "
                        f"HP-{int(c['yy0']) - 1}-{r.randint(200, 399):04d} (teste de efetividade inicial e fonte de "
                        f"inefetividade)?", near=True, idiom="audit question with hedge id")
    if r.random() < 0.7:
        d.m(t + r.randint(4, 30) * 60000, "andres",
            "Esta pregunta de auditoría la toma Contabilidad: asignada a Lucía Ferreyra.", ref=q,
            hard=H("route_decision", ["asignada a Lucía Ferreyra", "auditoría"], "reply"))


def news(d: Day):
    r, c = d.r, d.ctx
    held = [
        lambda: ("", [{"title": f"OPEC+ extends {r.choice(['1.2m', '1.4m', '0.9m'])} b/d cut through 2Q{c['yy']}",
                       "description": (bb := f"{r.uniform(76, 88):.2f}") and
                       f"Brent futures rose {r.uniform(1.2, 3.5):.1f}% to ${bb}/bbl after the group's monitoring committee "
                       f"signalled compliance checks on overproducers.",
                       "author": "newsdesk · Wire", "footer": "newsdesk · energy"}],
                 ["OPEC+", "Brent futures", bb], "embed"),
        lambda: (f"🇧🇷 Copom mantém Selic em {r.choice(['13,25', '13,75', '12,75'])}%; "
                 f"USD/BRL cai para {(v := f'{r.uniform(5.3, 5.45):.4f}'.replace('.', ','))} no after-market. "
                 f"Comunicado mais duro que o esperado.", None, ["Copom", "USD/BRL", v], "untagged"),
        lambda: (f"Gulf Coast: falla en la terminal de Pasadena retrasa envíos por ducto; el diferencial Jet 54 USGC "
                 f"sube a {(v := f'+{r.uniform(4, 8):.2f}')} c/gal vs HO.", None, ["Jet 54 USGC", v], "untagged"),
        lambda: (f"Banxico recorta 25pb a {r.choice(['6.75', '7.00', '7.25'])}%; USD/MXN sube a "
                 f"{(v := f'{r.uniform(19.0, 19.4):.4f}')}.", None, ["Banxico", "USD/MXN", v], "untagged"),
        lambda: (f"BanRep sorprende con pausa; USD/COP toca {(v := f'{r.uniform(4100, 4220):,.2f}')} en la apertura.",
                 None, ["BanRep", "USD/COP", v], "untagged"),
        lambda: (f"NYMEX ULSD (HO) salta {(v := f'{r.uniform(3, 5):.1f}%')} tras caída de inventarios de destilados "
                 f"en EIA.", None, ["NYMEX ULSD (HO)", v], "untagged"),
    ]
    watch = [
        lambda: (f"Refinaria Atlântica anuncia parada programada de {r.randint(14, 30)} dias na unidade de QAV a partir "
                 f"de {r.randint(5, 25)}/jan; fornecimento em GRU pode ficar apertado.",
                 ["Refinaria Atlântica", "QAV"]),
        lambda: ("Combustibles del Caribe: el sindicato anuncia huelga en la terminal de Barranquilla desde el lunes.",
                 ["Combustibles del Caribe", "huelga"]),
        lambda: (f"USD/CLP salta {r.uniform(0.8, 1.6):.1f}% a {(v := f'{r.uniform(940, 975):.2f}')} tras dato de cobre.",
                 ["USD/CLP", v]),
        lambda: (f"Jet CIF NWE cargoes at 12-month high premium to ICE gasoil, {(v := f'+${r.uniform(40, 70):.2f}/t')}.",
                 ["Jet CIF NWE", v]),
    ]
    idx = list(range(len(held)))
    r.shuffle(idx)
    for i in idx[: r.randint(2, 3)]:
        content, emb, facts, ph = held[i]()
        if content:
            content += r.choice([" Traders cite positioning ahead of year-end and thin liquidity in the back months.",
                                 " Analistas esperan volatilidad adicional en la próxima semana por datos de inventarios.",
                                 " Operadores atribuem o movimento a ajustes de posição antes do fim do ano."])
        d.m(d.ht(6, 20), "news", content, embeds=emb, hard=H("held_position_news", facts, ph),
            idiom=("held news via underlying of collars (embed)" if ph == "embed" else None))
    idx = list(range(len(watch)))
    r.shuffle(idx)
    for i in idx[: r.randint(1, 2)]:
        content, facts = watch[i]()
        d.m(d.ht(6, 20), "news", "📰 " + content, hard=H("watchlist_news", facts, "untagged"),
            idiom="fuel supplier on watchlist" if "QAV" in content or "huelga" in content else None)


def thesis_and_risk(d: Day):
    r, c = d.r, d.ctx
    th = [
        (f"Cambiamos la visión en USD/COP de neutral a alcista (COP más débil) para 1S{c['yy']}; convicción media-alta. "
         f"Implica adelantar el tramo de marzo.", ["USD/COP", "neutral a alcista", "convicción media-alta"], "andres"),
        (f"Revisão de tese: o crack de jet deixou de justificar acelerar o 2Q{c['yy']}; voltamos para neutro.",
         ["Revisão de tese", "crack de jet", "neutro"], "thiago"),
        (f"Confirming the bearish Brent view for 1H{c['yy']} after today's OPEC+ noise — thesis intact, we keep collars "
         f"over outright swaps.", ["bearish Brent view", "thesis intact"], "andres"),
    ]
    r.shuffle(th)
    for txt, facts, who in th[: r.randint(1, 2)]:
        d.m(d.ht(10, 19), who, txt, hard=H("thesis_update", facts, "untagged"))
    # analysis with buried thesis change
    if r.random() < 0.6:
        txt = (f"Análisis de la tarde — BRL\n"
               f"El diferencial de tasas sigue en {r.uniform(9, 11):.1f} pp y el carry sostiene al real, pero el flujo "
               f"de exportadores se desaceleró en noviembre y la curva de cupom cambial se empinó {r.randint(8, 25)}pb. "
               f"Los NDFs de 6-9 meses cotizan con puntos forward de {r.randint(900, 1400)} pips.\n"
               f"Conclusión: bajamos la convicción en el escenario de BRL fuerte de alta a baja; el programa de "
               f"compra de USD sigue según calendario.\n"
               f"Riesgos: fiscal, elecciones subnacionales, un Fed más lento. Para el board preparamos sensibilidad "
               f"±0.30 en USD/BRL sobre costos de leasing (USD {r.randint(300, 420)}m anuales).")
        d.m(d.ht(14, 19), "thiago", txt, hard=H("thesis_update", ["BRL fuerte", "de alta a baja"], "buried"),
            idiom="thesis change buried in afternoon analysis")
    rk = [
        lambda: (("risk", f"🚨 LIMIT BREACH hedge_ratio_{(q := r.choice(['q1', 'q2']))}={(v := r.randint(71, 76))}% "
                          f"limit 70% (swaps+collars delta-adj) · new fuel buys for {q.upper()} blocked pending "
                          f"committee waiver"),
                 ["LIMIT BREACH", f"hedge_ratio_{q}={v}%", "limit 70%"], "structured",
                 "risk bot breach vs limit (looks like status line)"),
        lambda: (("beatriz", "Comitê de riscos: limite de contraparte do Banco Pampa reduzido de USD 60m para USD 40m "
                             "após rebaixamento; novas operações acima disso ficam bloqueadas."),
                 ["limite de contraparte", "Banco Pampa", "USD 40m"], "untagged", "counterparty limit cut (pt)"),
        lambda: (("rodrigo", f"A partir de hoy el límite de hedge ratio 1Q{c['yy']} sube de 70% a 75% (aprobado por el "
                             f"board el {r.randint(1, 3)}-dic)."),
                 [f"límite de hedge ratio 1Q{c['yy']}", "75%"], "untagged", None),
    ]
    idx = [0, 1, 2]
    r.shuffle(idx)
    for i in idx[: r.randint(1, 2)]:
        (who, txt), facts, ph, idi = rk[i]()
        d.m(d.ht(8, 19), who, txt, hard=H("risk_limit", facts, ph), idiom=idi)


# ---------------------------------------------------------------------------------------------
# near misses, discussion and chatter
# ---------------------------------------------------------------------------------------------

def near_pool(d: Day):
    r, c = d.r, d.ctx
    yy, y0 = c["yy"], c["yy0"]
    al = r.choice(OTHER_AIRLINES)
    return [
        (f"Si hubiéramos cubierto 3Q{y0} al 80% en junio, el ahorro habría sido USD {r.uniform(8, 20):.1f}m; con el "
         f"programa al {r.randint(45, 55)}% capturamos menos de la mitad.", "hypothetical 'si hubiéramos cubierto'"),
        (f"¿Tiene sentido comprar calls Brent 100 para 1Q{yy} o es tirar prima?", "question about buying calls"),
        (f"En 2022 teníamos collars 85/110 que nos costaron USD {r.randint(25, 40)}m de prima neta; no repetir esa "
         f"estructura sin techo en el put.", "past hedge programme history"),
        (f"{al} informó que cubre {r.randint(30, 60)}% de su consumo de 20{yy} con swaps a {r.uniform(2.3, 2.5):.2f} "
         f"USD/gal, según su reporte trimestral.", "other airline's hedge in the news"),
        (f"Escenario para el board: Brent 110 sostenido → costo combustible +USD {r.randint(180, 260)}m en 20{yy}; con "
         f"el programa actual la cobertura compensa ~{r.randint(40, 60)}%. Slide 9, es ilustrativo.",
         "board-presentation scenario"),
        (f"paper: compraría 100k bbl jet 54 a {r.uniform(2.3, 2.4):.4f} si el crack baja de 20, solo para seguimiento.",
         "paper trade shorthand"),
        (f"A mesa de investimentos comprou USD {r.randint(30, 80)}m em LFT hoje — nada a ver com o book de hedge.",
         "other desk's trade"),
        (f"Reuters: Banco Austral anuncia recompra de acciones por USD {r.randint(200, 600)}m (es contraparte, "
         f"no posición).", None),
        (f"Un stop en {r.uniform(18.3, 18.5):.2f} sería razonable para el overlay MXN, lo vemos mañana.",
         "'a stop at X would be sensible' (no decision)"),
        (f"Lo que hicimos en noviembre: compramos 200k bbl de 1Q{yy} a {r.uniform(2.38, 2.48):.4f} y USD 30m de NDF BRL; "
         f"ya está en el informe mensual.", "last month's fills told as history"),
        (f"Si Brent pasa de 90, ¿activamos el tramo 3 o esperamos al comité?", None),
        ("FT: Asian carriers ramp up fuel hedging as jet cracks widen; several lift cover above 50% for next year.",
         "quoted generic airline news"),
        (f"Hypothetically, if we'd rolled the USD/BRL NDFs in September we'd be USD {r.uniform(1, 4):.1f}m better — "
         f"worth a slide, not an action.", None),
        (f"Banco do Vale nos ofrece un seagull Brent 65/80/95 indicativo a costo cero para 2S{yy}; es solo indicativo.",
         "indicative bank quote"),
        (f"{r.choice(OTHER_AIRLINES)} reportó pérdida de USD {r.randint(20, 60)}m en coberturas de combustible en el "
         f"trimestre.", None),
        ("Recordatorio para los nuevos: un collar es compra de call + venta de put; costo cero no significa sin "
         "riesgo.", None),
        (f"El comité aprobó en octubre el programa de 4Q{y0} (200k bbl/mes); ya está ejecutado completo.",
         "past approval history"),
        (f"Pregunta del auditor: ¿por qué el collar de HP-{y0}-0377 no fue costo cero en la designación?", None),
        ("Para o deck do board: o exemplo 'comprar 300k bbl a 2.40' do slide 14 é só ilustrativo.", None),
        (f"¿Alguien revisó si el límite de 70% para 2Q{yy} incluye los collars delta-ajustados o nominales?", None),
    ]


def near_misses(d: Day):
    r, c = d.r, d.ctx
    pool = near_pool(d)
    idx = list(range(len(pool)))
    r.shuffle(idx)
    ctxs = [" Solo lo dejo como referencia para la discusión de enero.", " Nada que ejecutar, es para contexto.",
            " Lo comento porque el board seguramente lo va a preguntar.", " Não é proposta, só contexto.",
            " Not an action item, just context for the deck.", "", ""]
    for i in idx[: r.randint(17, 20)]:
        txt, idi = pool[i]
        txt += r.choice(ctxs)
        who = r.choice(["andres", "camila", "thiago", "diego", "rodrigo", "beatriz", "marcela"])
        if txt.startswith(("Reuters", "FT:")) or " reportó " in txt or " informó " in txt:
            who = "news"
        d.m(d.ht(8, 20), who, txt, near=True, idiom=idi)
    # long backtest report
    rows = "\n".join(f"{yr}  {r.uniform(2.0, 3.1):.3f}  {r.uniform(2.0, 3.1):.3f}  {r.uniform(-40, 60):+7.1f}"
                     for yr in range(2019, 2026))
    d.m(d.ht(11, 18), "diego",
        "[BACKTEST] programa escalonado 12m (25/25/25/25), swaps Jet 54 USGC, 2019-2025\n```\nyear fill_avg spot_avg "
        f"pnl_usd_m\n{rows}\n```\nConclusión preliminar: el escalonado reduce volatilidad del costo ~{r.randint(25, 40)}%. "
        "No es recomendación, solo insumo para el board.", near=True, idiom="[BACKTEST] table with fills")
    d.m(d.ht(12, 18), "tms",
        f"simulation run=SIM-{r.randint(2000, 2999)} scenario=brent+20 hedge_pnl=+{r.uniform(30, 60):.1f}m "
        f"fuel_cost_delta=+{r.uniform(150, 230):.1f}m net_coverage={r.randint(38, 58)}% mode=PAPER", near=True,
        idiom="TMS key=value simulation mode=PAPER")
    # board scenario long draft
    d.m(d.ht(13, 19), "andres",
        f"Borrador texto board (sección coberturas):\n"
        f"- Escenario base: Brent {r.randint(74, 80)}, jet crack {r.randint(21, 25)} $/bbl, USD/BRL {r.uniform(5.3, 5.5):.2f}.\n"
        f"- Escenario estrés: Brent 110 + BRL 6.20 → EBITDA -USD {r.randint(240, 320)}m sin coberturas, "
        f"-USD {r.randint(120, 180)}m con el programa actual.\n"
        f"- Si hubiéramos mantenido el 80% de 2024 el resultado habría sido peor en el escenario base.\n"
        f"- Recomendación a discutir (no decidida): evaluar subir el techo de 2Q a 75%.\n"
        f"Comentarios bienvenidos, se envía el viernes.", near=True, idiom="board draft with hypothetical numbers")


OPENERS = {
    "es": ["", "", "Buenas, ", "Para que quede registrado: ", "Nota rápida: ", "Equipo, ", "Un tema: ", "FYI: "],
    "pt": ["", "", "Pessoal, ", "Só registrando: ", "Nota rápida: ", "Gente, "],
    "en": ["", "", "Quick note: ", "FYI, ", "For the record: "],
}
TOPICS = [
    ("es", "Subí la curva forward de Jet USGC de las {hh}:00 al modelo de valuación; la diferencia contra la de ayer es de "
           "{a} c/gal en el frente y casi nada del 3Q en adelante, así que el MTM de los swaps se mueve poco."),
    ("pt", "O MTM dos NDFs de BRL bateu com o {fxb}, diferença de USD {k}k só por fixing da PTAX de ontem; "
           "já anotei na planilha de conciliação e mando para o backoffice no fim do dia."),
    ("es", "El deck del comité va con la sensibilidad ±10 USD/bbl actualizada en la slide 6 y la tabla de hedge ratios "
           "por trimestre en la 7. Falta la parte de FX, Thiago la manda antes del almuerzo."),
    ("es", "La confirmación ISDA de {fb} todavía no llega firmada; le escribo a su middle office para que la suban al "
           "portal. Son {k} operaciones de la semana pasada, ninguna con diferencias económicas."),
    ("es", "Revisé los triggers del programa escalonado: el tramo 2 se activa con Brent bajo 74 y el tramo 3 con el "
           "crack por debajo de 18; seguimos lejos de ambos con los niveles de hoy."),
    ("es", "Planeamiento de red revisó el consumo proyectado de 2027: {c}m bbl por trimestre en promedio. El cambio "
           "viene de la reprogramación de la flota A320neo y de dos frecuencias menos a Lima."),
    ("es", "El crack jet-Brent está en {cr} USD/bbl, arriba del promedio de cinco años pero por debajo del pico de "
           "2022. Los inventarios de destilados en la Costa del Golfo siguen apretados."),
    ("es", "Planeamiento confirma que la ruta GRU–MIA vuelve a ser diaria en marzo; el consumo del 2Q sube cerca "
           "de {k}k bbl, lo incorporo en el denominador del hedge ratio en la próxima corrida."),
    ("pt", "Os pontos forward de USD/BRL abriram bem comportados; o cupom cambial subiu {k} bps na parte curta e "
           "a curva de DI fechou um pouco. Nada que mude o calendário das NDFs."),
    ("es", "Le pasé a Contabilidad la tabla de designaciones actualizada con las relaciones de noviembre; quedan "
           "{k} relaciones con documentación incompleta, todas de 2025, las cierro esta semana."),
    ("es", "Ojo que el feriado en Colombia del lunes mueve los fixings de los NDF COP un día hábil; ya avisé a "
           "Bancolina y al TMS para que no calcule mal la fecha de liquidación."),
    ("es", "Compliance pide que las aprobaciones queden siempre como respuesta al mensaje de la propuesta en este "
           "canal, no por DM ni por WhatsApp. Lo van a revisar en la auditoría de procesos de enero."),
    ("es", "La curva SOFR se aplanó {k}pb después del dato de empleo; revisamos el MTM de los IRS de leasing al cierre "
           "y lo comparamos con las valuaciones de los bancos el viernes."),
    ("es", "{fb} mandó el borrador nuevo del CSA; el threshold sube a USD 25m y el MTA a USD 500k. Lo está "
           "revisando Legal, yo revisé solo la parte de colateral elegible."),
    ("es", "La efectividad retrospectiva de octubre quedó en {p}% para los swaps jet, dentro del rango 80-125. "
           "La inefectividad viene casi toda del diferencial de ubicación Bogotá vs USGC."),
    ("es", "Camila, ¿me pasas el consumo de Bogotá por mes? Lo necesito para el split por moneda del presupuesto y "
           "para la nota de la memoria anual."),
    ("pt", "Thiago, o fluxo de recebíveis em BRL de dezembro veio {k}% acima do orçamento por conta das vendas de "
           "fim de ano; isso melhora um pouco a posição natural."),
    ("es", "Recuerden que la política exige tres cotizaciones para operaciones mayores a USD 10m y que la evidencia "
           "de las cotizaciones se sube al TMS el mismo día."),
    ("es", "Actualicé la matriz de contrapartes con los ratings de esta mañana, sin cambios relevantes; el uso máximo "
           "sigue siendo {fxb} con {u}% de su línea."),
    ("es", "El proveedor de Lima confirmó la fórmula de precio: Platts USGC promedio del mes + diferencial fijo + "
           "flete. La base sigue calzando con nuestros swaps."),
    ("es", "Auditoría externa viene el jueves a las 10, sala 4B. Lleven el dossier de designaciones y los tests de "
           "efectividad de los últimos tres trimestres."),
    ("es", "La volatilidad implícita de Brent a seis meses bajó a {v}%; por eso los collars salen más baratos que en "
           "octubre y el skew de calls se aplanó."),
    ("es", "Backoffice: las confirmaciones de ayer están todas matcheadas salvo una de {fxb}, que tiene la fecha de "
           "valor cambiada. Ya la reclamamos."),
    ("pt", "Questão de processo: os NDFs de MXN liquidam em Nova York, não na Cidade do México; precisamos ajustar o "
           "calendário no TMS antes do próximo vencimento."),
    ("es", "El tesorero pide que el reporte semanal incluya la exposición por aeronave arrendada, con la tasa fija "
           "equivalente y el vencimiento de cada contrato."),
    ("es", "La prima pagada acumulada del año va en USD {k}m contra un presupuesto de USD 18m; el detalle por "
           "estructura está en la pestaña 'primas' del archivo del comité."),
    ("es", "El escalonado del 2S sigue el calendario original; nada nuevo que decidir esta semana más allá de lo "
           "que ya está en la agenda."),
    ("en", "The Bloomberg and TMS curves for USD/COP diverged by {k} pips at the 12:00 snap again; looks like a "
           "holiday-calendar issue on the vendor side. Raised a ticket."),
    ("en", "Legal asked whether the new ISDA schedule with {fb} allows early termination on a rating trigger; "
           "answer is yes at BBB-, I'll share the clause."),
    ("en", "Reminder that the hedge documentation template changed in October — use v4, the old one lacks the "
           "economic relationship section the auditors asked for."),
    ("pt", "Conferi os fixings PTAX da semana contra o TMS e bateu tudo; a divergência de terça era arredondamento "
           "na quarta casa."),
    ("es", "Operaciones de combustible reporta que el inventario en tanque de El Dorado está en {k} días de consumo; "
           "normal para diciembre."),
    ("es", "Mandé al board secretary el calendario de comités de enero; el primero cae el 8, justo después de la "
           "liquidación de las opciones de diciembre."),
    ("pt", "O relatório de exposição cambial consolidado vai para a controladoria até quinta; incluí os contratos "
           "de manutenção em USD que estavam fora."),
    ("es", "El modelo de delta de los collars usa la vol de cierre de ICE; si alguien ve diferencias con el banco, "
           "suele ser por la superficie, no por el subyacente."),
    ("es", "La tabla de consumo por base ya tiene los datos de noviembre: Bogotá {k}% arriba de lo presupuestado, "
           "Lima en línea, São Paulo un poco por debajo."),
    ("en", "Internal audit's sample for Q4 testing covers {k} trades; they want tickets, approvals and bank "
           "confirmations side by side. I'll prepare the extract from TMS."),
    ("es", "Para el cierre anual vamos a necesitar la valuación independiente de los IRS; pedí cotización a dos "
           "proveedores, llega la próxima semana."),
    ("pt", "A planilha de cenários do board ficou pesada; migrei os cálculos para o TMS e deixei só os gráficos no "
           "Excel."),
    ("es", "Revisé el acuerdo con el proveedor de Cartagena: el precio se fija contra Platts USGC del mes de entrega, "
           "así que nuestra base de cobertura sigue siendo correcta."),
]
FOLLOWUPS = ["", " Cualquier duda me escriben, estoy toda la tarde en la oficina y después de las 18h por celular.",
             " Lo vemos en la reunión de las 16h junto con los demás pendientes de la semana, no es urgente.",
             " El detalle con los supuestos y las fuentes quedó en SharePoint, carpeta Comité/2026/Diciembre.",
             " Se agradece revisión de alguien más antes de que lo mandemos a Contabilidad y a Auditoría.",
             " Qualquer coisa me chamem; deixei a memória de cálculo na pasta compartilhada do comitê.",
             " Happy to walk anyone through it after the 16:00 call; the workbook is in the committee folder.",
             " Lo dejo anotado en el tracker de pendientes de la mesa para que no se pierda en el cierre de mes.",
             " Sigo monitoreando y si cambia algo relevante lo comento acá mismo con los números nuevos.",
             " Actualizo mañana temprano con el cierre de hoy y la curva de las 8:00, antes del reporte matutino."]


REPLIES = [
    "Perfecto, entonces lo dejamos para el comité del jueves y lo presento con los números actualizados.",
    "Gracias. ¿Puedes dejar el archivo en la carpeta del comité? Así lo reviso con calma esta tarde.",
    "Boa, isso fecha com o que o banco mandou ontem. Vou atualizar a conciliação e aviso se sobrar diferença.",
    "Ok, le aviso a Legal para que lo tengan en cuenta en la revisión del CSA.",
    "Makes sense. Let's make sure the auditors get the same version we show the committee.",
    "De acuerdo con el diagnóstico; que quede en el tracker para revisarlo en la retro mensual.",
    "Vale, mas confirma com o backoffice antes de mexer no TMS, da última vez quebrou a integração com o SAP.",
    "Entendido. Lo incluyo en el reporte semanal con una nota al pie explicando el cambio.",
    "Ojo con el feriado, la última vez el fixing quedó corrido y tuvimos que reprocesar dos liquidaciones.",
    "Good catch, thanks. I'll rerun the valuation with the corrected calendar tonight.",
    "Certo, deixo isso anotado para a reunião com a controladoria na sexta.",
    "Sí, y de paso revisemos que el denominador del hedge ratio use el consumo nuevo.",
]


def discussion(d: Day, parts: int = 0):
    r = d.r
    if parts >= 3:
        ix = r.sample(range(len(TOPICS)), 3)
        lead = r.choice(["Pendientes de la tarde:", "Pontos em aberto:", "Open items:", "Resumen de pendientes:"])
        return lead + "".join(f"\n{j + 1}) {_topic(d, TOPICS[i][1])}" for j, i in enumerate(ix)) + r.choice(FOLLOWUPS)
    if parts == 2 or (parts == 0 and r.random() < 0.75):
        a, b = r.sample(range(len(TOPICS)), 2)
        lead = r.choice(["Dos temas:", "Dois pontos:", "Two things:", "Pendientes:"])
        return f"{lead}\n1) {_topic(d, TOPICS[a][1])}\n2) {_topic(d, TOPICS[b][1])}" + r.choice(FOLLOWUPS)
    lang, tpl = r.choice(TOPICS)
    return r.choice(OPENERS[lang]) + _topic(d, tpl) + r.choice(FOLLOWUPS)


def _topic(d: Day, tpl: str) -> str:
    r = d.r
    return tpl.format(hh=r.randint(8, 16), a=f"{r.uniform(-3, 3):+.1f}", fxb=r.choice(FX_BANKS),
                     fb=r.choice(FUEL_BANKS), k=r.randint(2, 19), cr=f"{r.uniform(19, 29):.1f}",
                     p=r.randint(86, 112), u=r.randint(38, 79), v=r.randint(24, 38), c=f"{r.uniform(1.85, 2.05):.2f}")


CHATTER = [
    "¿El comité de hoy es a las 15:00 o 15:30?", "Estoy en call con Banco do Vale, vuelvo en 15",
    "Alguém tem o link da sala do comitê?", "Hoy almuerzo con el equipo de Harbor, vuelvo 14:30",
    "Reminder: timesheets de noviembre hasta el viernes", "se cayó la VPN otra vez 🙄",
    "Acabo de subir el deck a SharePoint (v7)", "buenos días 👋", "bom dia!", "voy saliendo, mañana temprano reviso",
    "café? ☕", "la impresora del piso 12 no funciona de nuevo", "¿alguien tiene cargador USB-C?",
    "saio às 18h hoje, qualquer coisa me liga", "feliz cumple Camila 🎂",
]

MONTH_END = [
    "Cierre de noviembre: asientos OCI de coberturas de flujo cargados en SAP (docs 5100023871–5100023904).",
    "Contabilidad: la prueba de efectividad prospectiva corre esta noche (batch HEFF-11).",
    "Pendiente para cierre: conciliación MTM TMS vs confirmaciones bancarias, {k} partidas abiertas.",
    "Recordatorio: cut-off de devengo de primas de opciones el 5° día hábil.",
    "Revaluación cambiaria de pasivos de leasing de noviembre publicada en el ledger.",
    "sap-sync: reproceso de 3 documentos rechazados por centro de costo inválido (CC 4410) — resuelto.",
]


def fill_to_target(d: Day, target: int):
    r = d.r
    fxb, fb = r.choice(FX_BANKS), r.choice(FUEL_BANKS)

    def fmt(s):
        return s.format(k=r.randint(2, 19))

    me = list(range(len(MONTH_END)))
    r.shuffle(me)
    chat = list(range(len(CHATTER)))
    r.shuffle(chat)
    for i in me[: r.randint(3, 5)]:
        d.m(d.ht(8, 20), r.choice(["lucia", "lucia", "sap"]), fmt(MONTH_END[i]), noise=True)
    ci = 0
    goal = r.randint(80_000, 90_000)
    while len(d.msgs) < target:
        n = len(d.msgs)
        have = sum(len(m["content"].encode()) for m in d.msgs)
        need = (goal - have) / max(1, target - n)
        noise_frac = sum(1 for m in d.msgs if m["noise"]) / n
        if noise_frac < 0.33:
            x = r.random()
            if need > 420:
                x = 0.5
            if ci < len(chat) and x < 0.2:
                d.m(d.ht(7, 21), r.choice(HUMANS), CHATTER[chat[ci]], noise=True)
                ci += 1
            elif x < 0.7:
                d.m(d.ht(0, 24), "bank", _poll_line(d), noise=True)
            else:
                base = r.choice([m for m in d.msgs if not m["thread"]])
                d.ack(base["t"], ref=base["k"] if r.random() < 0.3 else None)
        else:
            t = d.ht(8, 20)
            parts = 3 if need > 650 else (2 if need > 380 else (1 if need < 200 else 0))
            k = d.m(t, r.choice(["andres", "camila", "thiago", "diego", "renata", "lucia"]), discussion(d, parts))
            if r.random() < 0.3 and need < 600:
                d.m(t + r.randint(2, 25) * 60000, r.choice(["andres", "camila", "thiago", "rodrigo"]),
                    r.choice(REPLIES), ref=k)


GENERIC_NEWS = [
    "US CPI rose {x}% m/m in November, in line with consensus; Treasury yields little changed and the dollar index "
    "edged lower in early trade. Fed funds futures still price two cuts next year.",
    "China's crude imports hit a {k}-month high as independent refiners restocked ahead of new quota allocations; "
    "analysts expect the pace to slow in January as teapots run down inventories.",
    "Atlantic hurricane season ends with {k} named storms; Gulf of Mexico production losses were the lowest in "
    "five years, according to the regulator's end-of-season report.",
    "Euro zone PMI stays in contraction territory at {p}; the ECB is expected to hold rates at its next meeting "
    "while signalling patience on further easing.",
    "IATA raises its 2026 industry profit forecast, citing strong premium demand and lower-than-expected fuel "
    "costs; Latin American carriers' margins remain below the global average.",
    "Freight rates for clean tankers on the USGC–Brazil route climbed {x}% this week on tighter tonnage, ship "
    "brokers said, with MR vessels booked further forward than usual.",
    "Australia's central bank keeps rates on hold and flags upside inflation risks from energy; bond futures were "
    "little changed after the decision.",
    "Japan's refiners plan deeper maintenance in spring, trimming kerosene exports; Singapore middle distillate "
    "stocks fell for a third week.",
]


def long_reports(d: Day):
    r, c = d.r, d.ctx
    # riskpol daily memo (status, not an event)
    lines = "\n".join(
        f"  {b:<24} line USD {r.randint(40, 120)}m · used {r.randint(10, 80)}% · MTM {r.uniform(-12, 18):+.2f}m · rating "
        f"{r.choice(['A+', 'A', 'A-', 'BBB+', 'BBB'])}"
        for b in ["Harbor Commodities", "Norte Capital Markets", "Banco Austral", "Banco do Vale", "Bancolina",
                  "Mercantil Andino", "Macrae Energy Trading"])
    d.m(d.hm(7, r.randint(10, 40)), "risk",
        f"riskpol daily memo {c['date_iso']}\n```\nHEDGE RATIOS (fuel, delta-adj)\n"
        f"  1Q{c['yy']} {r.randint(52, 68)}% / limit 75%\n  2Q{c['yy']} {r.randint(48, 64)}% / limit 70%\n"
        f"  3Q{c['yy']} {r.randint(35, 52)}% / limit 70%\n  4Q{c['yy']} {r.randint(15, 32)}% / limit 60%\n"
        f"FX COVER (12m rolling)\n  BRL {r.randint(55, 72)}% / limit 80%  COP {r.randint(40, 65)}% / limit 80%  MXN "
        f"{r.randint(35, 60)}% / limit 80%\nCOUNTERPARTIES\n{lines}\nVaR 1d 95% USD {r.uniform(3, 7):.2f}m · "
        f"stress Brent+30 USD {r.uniform(40, 90):+.1f}m · stress Brent-30 USD {r.uniform(-90, -40):+.1f}m\n"
        f"LIQUIDITY\n  collateral posted USD {r.uniform(5, 40):.1f}m · received USD {r.uniform(0, 20):.1f}m · "
        f"headroom USD {r.randint(80, 200)}m\nPREMIUM BUDGET\n  YTD USD {r.uniform(8, 17):.1f}m / USD 18.0m\n```\n"
        f"No exceptions. All metrics within policy TES-04. Next full recalculation 19:30 BRT after curve close.",
        noise=True)
    for hh in range(8, 19, 2):
        rows = "\n".join(f"{lab:<14}" + "  ".join(f"{base + i * step + r.uniform(-0.3, 0.3) * abs(step):{w}}"
                                                   for i in range(6))
                         for lab, base, step, w in [("JET54 USGC", 2.42, -0.012, ".4f"), ("BRENT", 79.0, -0.55, ".2f"),
                                                    ("HO", 2.51, -0.01, ".4f"), ("USDBRL", 5.46, 0.028, ".4f"),
                                                    ("USDCOP", 4085.0, 17.0, ".1f"), ("USDMXN", 18.95, 0.09, ".4f")])
        d.m(d.hm(hh, r.randint(1, 6)), "tms",
            f"curve snap {hh:02d}:00 BRT (M1..M6 / 1m..6m)\n```\n{rows}\n```\nsource=BBG/ICE status=ok "
            f"stale_points=0", noise=True)
    # pasted bank email with indicative levels (near-miss)
    fb = r.choice(FUEL_BANKS)
    d.m(d.ht(9, 16), "camila",
        f"Pego el mail de {fb} (indicativo, no es oferta):\n> Estimados, niveles indicativos al cierre de ayer para "
        f"Cóndor Andino: swap Jet 54 USGC 2Q{c['yy']} {r.uniform(2.3, 2.5):.4f}/{r.uniform(2.3, 2.5):.4f}, 3Q"
        f"{c['yy']} {r.uniform(2.3, 2.5):.4f}/{r.uniform(2.3, 2.5):.4f}; collar Brent zero-cost 2S{c['yy']} put 65 "
        f"/ call {r.uniform(86, 92):.2f}; three-way 62/70/90 a costo cero. Niveles sujetos a crédito y a "
        f"condiciones de mercado al momento de la ejecución. Quedamos atentos.\n"
        f"Lo guardo para comparar con las otras dos cotizaciones del próximo tramo.", near=True,
        idiom="pasted indicative bank email")
    # FX exposure table (discussion)
    d.m(d.ht(10, 16), "thiago",
        "Exposição cambial projetada (USD m, próximos 12m)\n```\nmoeda  receitas  custos USD  líquido  hedge   %\n"
        + "\n".join(f"{cur:<6} {a:>8} {b:>10} {a - b:>8} {h:>6} {int(100 * h / max(1, b - a)) if b > a else 0:>4}"
                     for cur, a, b, h in [("BRL", r.randint(900, 1200), r.randint(1300, 1600), r.randint(200, 320)),
                                           ("COP", r.randint(400, 600), r.randint(650, 800), r.randint(80, 160)),
                                           ("MXN", r.randint(200, 320), r.randint(350, 450), r.randint(50, 110))])
        + "\n```\nA coluna hedge inclui NDFs e forwards vivos; não inclui as propostas de hoje.")
    # agenda
    d.m(d.hm(9, r.randint(0, 12)), "andres",
        f"Agenda del comité de hoy ({c['date_es']}):\n1. Propuestas del día (en el hilo 🧵)\n2. Revisión de hedge "
        f"ratios vs límites y consumo proyectado actualizado\n3. Pregunta de auditoría sobre designaciones IFRS 9\n"
        f"4. Borrador de la sección de coberturas para el board\n5. Varios: CSA de {r.choice(FUEL_BANKS)}, "
        f"calendario de enero\nQuórum: CFO, Tesorería, Riesgos. Decisiones por respuesta en el hilo.")
    # long analyses with trading words and no decision (near-miss)
    d.m(d.ht(14, 19), "camila",
        f"Análisis: por qué el escalonado sigue siendo mejor que el oportunista para nosotros.\nEn los últimos "
        f"cuatro años, las compras oportunistas (cuando el crack caía debajo de 20) habrían mejorado el precio promedio "
        f"en {r.uniform(1, 4):.1f} c/gal, pero con una dispersión de costo trimestral {r.randint(30, 60)}% mayor. "
        f"Los collars con put en 65-68 nos dieron protección a costo cero pero limitaron la participación en las "
        f"bajas de 2023. Las calls puras son caras con la vol en {r.randint(25, 36)}%. Para el board, el mensaje es "
        f"estabilidad de costo, no acertar el mercado. Nada para decidir hoy; es insumo para la discusión de enero.",
        near=True, idiom="long analysis with trading words, no decision")
    d.m(d.ht(15, 20), "thiago",
        f"Leitura de fim de tarde: o real segue sustentado pelo carry, mas o fluxo cambial de dezembro costuma ser "
        f"negativo por remessas de dividendos. Se o USD/BRL voltar para {r.uniform(5.5, 5.7):.2f}, o custo dos "
        f"leasings em reais sobe uns R$ {r.randint(40, 90)}m no ano. Não estou propondo nada; só registrando que o "
        f"calendário das NDFs já cobre o pior mês (março).", near=True)
    # yesterday's committee minutes (history -> near-miss)
    d.m(d.hm(8, r.randint(40, 58)), "diego",
        f"Acta del comité de ayer (para firma):\n- Se aprobó la compra de {r.choice([100, 150, 200])}k bbl de swaps "
        f"Jet 54 USGC {r.choice(['1Q', '2Q'])}{c['yy']}, ejecutada a {r.uniform(2.3, 2.5):.4f} con "
        f"{r.choice(FUEL_BANKS)}.\n- Se aprobó NDF USD/BRL por USD {r.choice([15, 20, 25])}m, ejecutado a "
        f"{r.uniform(5.38, 5.6):.4f}.\n- Se rechazó la propuesta de calls HO por costo de prima.\n- Riesgos informó "
        f"uso de líneas dentro de política.\nPendiente firma de Marcela y Rodrigo. Sin nuevas decisiones.",
        near=True, idiom="yesterday's committee minutes (history)")
    # hedge programme status table (discussion)
    rows = []
    for q in (1, 2, 3, 4):
        cons = r.randint(1850, 2050)
        sw = r.randint(400, 800)
        co = r.randint(200, 500)
        rows.append(f"{q}Q{c['yy']}   {cons:>6}  {sw:>6}  {co:>7}  {r.randint(0, 120):>5}  "
                    f"{int(100 * (sw + co * 0.6) / cons):>4}%  {[75, 70, 70, 60][q - 1]:>4}%  "
                    f"{r.randint(1, 28):02d}-{ES_MON[(q * 3 - 3 + r.randint(0, 2)) % 12]}")
    d.m(d.hm(11, r.randint(0, 50)), "andres",
        "Estado del programa de coberturas de combustible (kbbl)\n```\ntrim.   consumo  swaps  collars  calls  ratio "
        " límite  próximo tramo\n" + "\n".join(rows) + "\n```\nRatio = swaps + collars delta-ajustado (0.6) sobre "
        "consumo proyectado de planeamiento de red (versión noviembre). Los tramos siguen el calendario aprobado; "
        "las propuestas del día van en el hilo del comité.")
    d.m(d.hm(19, r.randint(5, 40)), "andres",
        f"Cierre del día — mercado y posición\nBrent cerró en {r.uniform(72, 86):.2f}, Jet 54 USGC en "
        f"{r.uniform(2.28, 2.56):.4f} USD/gal y el crack en {r.uniform(19, 29):.1f} $/bbl. En FX, USD/BRL "
        f"{r.uniform(5.3, 5.6):.4f}, USD/COP {r.uniform(3980, 4180):,.2f}, USD/MXN {r.uniform(18.6, 19.4):.4f}.\n"
        f"El MTM total de la cartera de coberturas quedó en USD {r.uniform(-10, 25):+.1f}m; la variación del día "
        f"se explica casi toda por el movimiento del Brent sobre los collars y por el real en los NDFs. Los hedge "
        f"ratios quedan como en el memo de riskpol más lo ejecutado hoy, que ya está en el TMS. Mañana: EIA, "
        f"fixings PTAX y la reunión con Auditoría externa. Buenas noches a todos.")
    d.m(d.ht(10, 17), "rodrigo",
        f"Resumen leasing y tasas: {r.randint(38, 46)} aeronaves arrendadas, {r.randint(60, 75)}% de la deuda de "
        f"leasing a tasa fija o swapeada, vida media {r.uniform(5, 8):.1f} años. Los vencimientos de 2027 suman "
        f"USD {r.randint(180, 260)}m y los refinanciamos con los mismos lessors. El board pidió mantener el "
        f"porcentaje fijo entre 60% y 80%; estamos en rango. Lo vemos a fondo en el comité de enero.")
    heads = r.sample(GENERIC_NEWS, 4)
    d.m(d.hm(6, r.randint(30, 55)), "news",
        "Morning digest (energy · FX · macro)\n" + "\n".join(
            "• " + h.format(x=f"{r.uniform(0.1, 6):.1f}", k=r.randint(6, 22), p=f"{r.uniform(45, 49.8):.1f}")
            for h in heads) + "\nFull stories in the terminal; digest generated automatically.", noise=True)
    d.m(d.ht(15, 19), "renata",
        f"Backoffice — status de confirmações\n```\nbanco                 pendentes  matched hoje  divergências\n"
        + "\n".join(f"{b:<22}{r.randint(0, 3):>9}  {r.randint(0, 6):>12}  {r.choice([0, 0, 0, 1]):>12}"
                     for b in ["Harbor Commodities", "Norte Capital Markets", "Banco Austral", "Banco do Vale",
                               "Bancolina", "Mercantil Andino"])
        + "\n```\nAs divergências são de data-valor, nenhuma econômica. SWIFT MT300/MT360 conferidos contra o TMS.")
    # counterparty exposure weekly style table (noise)
    # midday market wrap (discussion)
    d.m(d.hm(12, r.randint(5, 40)), "camila",
        f"Resumen de mediodía — combustible\n"
        f"• Brent F1 {r.uniform(72, 86):.2f} ({r.uniform(-1.8, 1.8):+.2f}); la curva sigue en backwardation leve "
        f"(F1–F6 {r.uniform(0.5, 3.5):.2f}).\n"
        f"• Jet 54 USGC {r.uniform(2.28, 2.56):.4f} USD/gal; diferencial vs HO {r.uniform(-8, 3):+.2f} c/gal, "
        f"sostenido por la demanda de fin de año y exportaciones a Sudamérica.\n"
        f"• Crack jet-Brent {r.uniform(19, 29):.1f} $/bbl; Singapur débil por mayor oferta china.\n"
        f"• Volatilidad implícita Brent 6m {r.randint(24, 38)}%, skew de calls {r.uniform(1, 4):.1f} vol.\n"
        f"• Inventarios: API mostró {r.choice(['caída', 'aumento'])} de destilados de {r.uniform(0.5, 3.5):.1f}m bbl; "
        f"EIA mañana.\n"
        f"Sin cambios en la ejecución del programa. Los niveles de activación del escalonado no se tocaron.")
    # IFRS 9 effectiveness summary from accounting (discussion)
    d.m(d.ht(13, 18), "lucia",
        f"Resumen efectividad IFRS 9 — noviembre\n```\nrelación            método          ratio   resultado\n"
        + "\n".join(f"{x:<20}{y:<16}{r.randint(86, 112)}%    ok" for x, y in
                     [("swaps jet USGC", "dólar-offset"), ("collars Brent", "regresión"), ("NDF USD/BRL", "crítico"),
                      ("NDF USD/COP", "crítico"), ("fwd USD/MXN", "crítico"), ("IRS leasing", "hipotético")])
        + f"\n```\nInefectividad reconocida en resultados: USD {r.uniform(0.1, 1.2):.2f}m (principalmente basis "
          f"Bogotá vs USGC). Los asientos OCI quedan para revisión de Rodrigo antes del cierre.")
    # generic news (noise)
    idx = list(range(len(GENERIC_NEWS)))
    r.shuffle(idx)
    for i in idx[: r.randint(4, 6)]:
        d.m(d.ht(5, 21), "news", "🗞️ " + GENERIC_NEWS[i].format(x=f"{r.uniform(0.1, 6):.1f}", k=r.randint(6, 22),
                                                                p=f"{r.uniform(45, 49.8):.1f}"), noise=True)
    # month-end checklist (noise)
    d.m(d.hm(17, r.randint(0, 50)), "lucia",
        "Checklist cierre de mes (coberturas)\n"
        "☑ MTM final de TMS exportado y cargado en SAP\n"
        "☑ Conciliación de confirmaciones bancarias\n"
        f"☐ Conciliación de colaterales CSA ({r.randint(1, 4)} diferencias)\n"
        "☐ Reclasificación OCI → resultados de coberturas vencidas en noviembre\n"
        "☐ Revaluación de pasivos de leasing en USD\n"
        "☐ Nota de instrumentos financieros para el reporte trimestral\n"
        "Fecha límite D+4. Aviso si algo se atrasa.", noise=True)
    # audit long question (near-miss)
    d.m(d.ht(10, 17), "paula",
        f"Consulta de auditoría interna (muestra Q4): para las operaciones HP-{c['yy0']}-0{r.randint(300, 399)} y "
        f"HP-{c['yy0']}-0{r.randint(400, 449)} necesitamos (1) la propuesta original con hora, (2) la aprobación del "
        f"comité con el nombre del aprobador, (3) la confirmación del banco y (4) el precio de ejecución comparado "
        f"con las otras cotizaciones. ¿Pueden indicar dónde están en el TMS o si hay que pedirlas al banco? No "
        f"necesitamos nada nuevo, solo la trazabilidad.", near=True, idiom="audit request listing proposal/approval/fill")


def _poll_line(d: Day) -> str:
    r = d.r
    bank = r.choice(["bancodovale", "bancolina", "mercantilandino", "harborcommodities", "bancoaustral", "nortecm"])
    return (f"portal poll {bank}: 0 new confirmations · {r.randint(0, 3)} status updates (no change) · cursor "
            f"{r.randrange(16**10):010x} · latency {r.randint(120, 1900)}ms · session age {r.randint(1, 11)}h · "
            f"cert expiry {r.randint(20, 300)}d · rate-limit {r.randint(2, 40)}/60 req/min · next poll in "
            f"{r.choice([60, 120, 300])}s")


def bulk_noise(d: Day):
    r = d.r
    t = d.ht(2, 5)
    ks = []
    snips = []
    for j in range(3):
        s = f"DUPLICATE replay seq={r.randint(10000, 99999)}"
        ks.append(d.m(t + j * 700, "bank", f"bank-portal-bridge: {s} · confirmation backlog flushed", noise=True))
        snips.append(s)
    d.bulk(ks, r.randint(120, 600) * 1000, snips)
    tr = d.ht(9, 20)
    ft = f"stale tick, feed test {r.randint(100, 999)}"
    k = d.m(tr, "alerts", f"⛽ Jet 54 USGC {r.uniform(2.3, 2.5):.4f} ({ft})", noise=True)
    d.delete(k, r.randint(30, 200) * 1000, ft)


def build_day(r: random.Random, ctx: dict) -> Day:
    d = Day(r, ctx)
    target = r.randint(238, 272)
    bots(d)
    t_thread = committee_thread(d)
    morning_report(d)
    # chains: thread gets committee proposals; some in the main channel
    chain_jet_swap(d, t_thread + r.randint(10, 40) * 60000, thread=True)
    chain_collar(d, t_thread + r.randint(50, 120) * 60000, thread=True)
    chain_cop(d, d.hm(r.randint(10, 12), r.randint(0, 59)), thread=r.random() < 0.5)
    if r.random() < 0.75:
        chain_brl(d, d.hm(r.randint(10, 13), r.randint(0, 59)), thread=False)
    if r.random() < 0.75:
        chain_irs(d, d.hm(r.randint(11, 15), r.randint(0, 59)))
    if r.random() < 0.5:
        chain_ho_reject(d, t_thread + r.randint(130, 240) * 60000, thread=True)
    if r.random() < 0.5:
        chain_brent_call(d, d.hm(r.randint(13, 16), r.randint(0, 59)), thread=False)
    chain_deleted_prop(d, d.ht(9, 17))
    stops(d)
    routes(d)
    news(d)
    thesis_and_risk(d)
    near_misses(d)
    bulk_noise(d)
    long_reports(d)
    fill_to_target(d, target)
    return d


# ---------------------------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------------------------

def _emit_day(d: Day, chan: str, worker: int, day_start: int, seq: list, events: list, labels: dict,
              idioms: dict):
    order = sorted(range(len(d.msgs)), key=lambda k: (d.msgs[k]["t"], k))
    last = -1
    ids = {}
    abs_t = {}
    for k in order:
        t = max(day_start + min(d.msgs[k]["t"], DAY_MS - 5000), last + 1)
        last = t
        seq[0] += 1
        ids[k] = str(snowflake(t, worker, seq[0]))
        abs_t[k] = t
    starter = next(k for k in order if d.msgs[k]["starter"])
    thread_id = ids[starter]
    for k in order:
        if d.msgs[k]["thread"] and abs_t[k] <= abs_t[starter]:
            raise AssertionError("thread message before starter")

    def cid(k):
        return thread_id if d.msgs[k]["thread"] else chan

    out = []
    for k in order:
        m = d.msgs[k]
        who = P[m["who"]]
        msg = {"id": ids[k], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": iso(abs_t[k]), "content": m["content0"], "attachments": [], "embeds": m["embeds"],
               "reference_id": ids[m["ref"]] if m["ref"] is not None else None}
        if m["ref"] is not None and abs_t[m["ref"]] >= abs_t[k]:
            raise AssertionError("reply before referenced message")
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid(k)}
        if m["thread"]:
            ev["parent_channel_id"] = chan
        ev["message"] = msg
        out.append((abs_t[k], 0, ev))
    for o in d.ops:
        if o["kind"] == "bulk":
            ks = o["ks"]
            t = max(day_start + o["t"], max(abs_t[k] for k in ks) + 1000)
            out.append((t, 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid(ks[0]),
                               "message_ids": [ids[k] for k in ks], "deleted_at": iso(t)}))
            continue
        k = o["k"]
        t = max(day_start + o["t"], abs_t[k] + 1000)
        base = {"guild_id": GUILD_ID, "channel_id": cid(k)}
        if o["kind"] == "edit":
            ev = {"op": "edit", **base, "message_id": ids[k], "edited_at": iso(t), "content": o["content"]}
        elif o["kind"] == "delete":
            ev = {"op": "delete", **base, "message_id": ids[k], "deleted_at": iso(t)}
        elif o["kind"] == "forget":
            ev = {"op": "forget", **base, "message_id": ids[k], "requested_by": o["by"], "at": iso(t)}
        elif o["kind"] == "pin":
            ev = {"op": "pin", **base, "message_id": ids[k], "by": P[o["by"]][0], "at": iso(t)}
        else:
            ev = {"op": "reaction_add", **base, "message_id": ids[k], "emoji": o["emoji"],
                  "user_id": P[o["by"]][0] if o["by"] in P else o["by"], "at": iso(t)}
        out.append((t, 1, ev))
    events.extend(out)

    for k in order:
        m = d.msgs[k]
        if m["hard"]:
            labels["hard_events"].append({"channel_id": cid(k), "message_id": ids[k], "event_type": m["hard"]["type"],
                                          "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"],
                                          "final_state": m["state"]})
        for s in m["superseded"]:
            labels["superseded_facts"].append([cid(k), ids[k], s])
        if m["removed"]:
            labels["removed_texts"].append(m["removed"])
        if m["noise"]:
            labels["noise_message_ids"].append(ids[k])
        if m["near"]:
            labels["near_miss_ids"].append(ids[k])
        if m["idiom"] and m["idiom"] not in idioms and m["state"] in ("live", "edited"):
            idioms[m["idiom"]] = {"message_id": ids[k], "idiom": m["idiom"],
                                  "expected": m["hard"]["type"] if m["hard"] else "not_hard"}


IDIOM_PRIORITY = [
    "stop moved twice by editing the same message", "proposal buried in morning report item 4",
    "'ok adelante' reply approval", "'De acuerdo' reply approval", "one-word 'Aprobado' reply",
    "embed-only bank Execution Notice", "TMS JSON fill event", "Portuguese partial fill prose",
    "risk bot breach vs limit (looks like status line)", "risk engine resizes order", "pay fxd shorthand swap proposal",
    "TMS key=value PENDING_APPROVAL proposal", "held news via underlying of collars (embed)",
    "hypothetical 'si hubiéramos cubierto'", "other airline's hedge in the news", "board-presentation scenario",
    "[BACKTEST] table with fills", "paper trade shorthand", "TMS key=value simulation mode=PAPER",
    "'a stop at X would be sensible' (no decision)", "last month's fills told as history",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events: list = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms: dict = {}
    for ci in range(channels):
        chan = channel_id(ci)
        worker = (ci * 5 + 3) % 32
        seq = [ci * 1000]
        for di in range(days):
            day_start = end_ms - (days - di) * DAY_MS
            local = datetime.fromtimestamp((day_start + DAY_MS // 2) / 1000, tz=timezone.utc)
            ctx = {"yy": f"{(local.year + 1) % 100:02d}", "yy0": f"{local.year % 100:02d}",
                   "date_iso": local.strftime("%Y-%m-%d"),
                   "date_es": f"{local.day:02d}-{ES_MON[local.month - 1]}-{local.year}"}
            d = None
            for attempt in range(40):
                r = random.Random(seed * 1_000_003 + ci * 10_007 + di * 101 + attempt * 7_919)
                d = build_day(r, ctx)
                nh = sum(1 for m in d.msgs if m["hard"])
                if 28 <= nh <= 44:
                    break
            _emit_day(d, chan, worker, day_start, seq, events, labels, idioms)
    events.sort(key=lambda x: (x[0], x[1]))
    first = [idioms[n] for n in IDIOM_PRIORITY if n in idioms]
    rest = [v for n, v in idioms.items() if n not in IDIOM_PRIORITY]
    labels["idioms"] = (first + rest)[:20]
    return {"events": [e for _, _, e in events], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n} messages, {len(res['labels']['hard_events'])} hard events",
          file=sys.stderr)


if __name__ == "__main__":
    main()
