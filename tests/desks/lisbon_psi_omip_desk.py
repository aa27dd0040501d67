"""Lisbon desk: Euronext Lisbon PSI equities, OMIP/MIBEL power futures, Portuguese OTs.

A seeded, standard-library-only generator of a busy day (or week) of the desk's Discord
channel(s) as a capture file (JSON Lines, see shared/CAPTURE-FORMAT.md) plus labels.

    python -m tests.desks.lisbon_psi_omip_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Everything is a pure function of the arguments (no set iteration, no hash order, no clock).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "lisbon_psi_omip_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 8, 0, 0, 0, tzinfo=timezone.utc)  # last day = Mon 2026-12-07


def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def _sf(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _sf_dt(y, mo, d, h, mi, s, msec, worker, seq) -> str:
    return str(_sf(_ms(datetime(y, mo, d, h, mi, s, msec * 1000, tzinfo=timezone.utc)), worker, seq))


GUILD_ID = _sf_dt(2023, 11, 14, 9, 26, 41, 517, 1, 7)
_CHANNEL_BASE = [
    _sf_dt(2024, 2, 19, 10, 14, 7, 311, 3, 17),
    _sf_dt(2024, 5, 6, 15, 2, 58, 904, 2, 3),
    _sf_dt(2024, 9, 30, 8, 47, 12, 66, 5, 41),
    _sf_dt(2025, 1, 13, 11, 31, 5, 470, 1, 12),
]


def _channel_id(i: int) -> str:
    if i < len(_CHANNEL_BASE):
        return _CHANNEL_BASE[i]
    return str(int(_CHANNEL_BASE[-1]) + ((i * 7919 * 1000) << 22) + i)


# (display name, snowflake, bot)
AUTHORS = {
    "ines": ("Inês Carvalho", _sf_dt(2019, 3, 2, 21, 4, 9, 331, 0, 1), False),
    "rui": ("rui_tavares", _sf_dt(2020, 7, 18, 13, 55, 2, 12, 1, 4), False),
    "marta": ("marta.sousa", _sf_dt(2021, 1, 27, 8, 12, 44, 873, 0, 9), False),
    "duarte": ("duarte.lopes", _sf_dt(2019, 11, 8, 17, 40, 31, 402, 1, 2), False),
    "tiago": ("tiago.m", _sf_dt(2023, 2, 14, 10, 1, 17, 655, 0, 3), False),
    "bia": ("bia.ops", _sf_dt(2022, 6, 9, 9, 33, 50, 129, 1, 6), False),
    "javier": ("javi (MAD)", _sf_dt(2020, 10, 5, 7, 58, 3, 780, 0, 11), False),
    "hannah": ("hannah.b (LDN rates)", _sf_dt(2021, 9, 21, 16, 20, 8, 201, 1, 5), False),
    "mesa": ("mesa-bot", _sf_dt(2024, 1, 22, 14, 9, 51, 448, 2, 1), True),
    "oms": ("OMS Bridge", _sf_dt(2023, 12, 1, 11, 0, 26, 90, 2, 2), True),
    "risk": ("risk-engine", _sf_dt(2023, 12, 1, 11, 2, 3, 711, 2, 3), True),
    "news": ("news-relay", _sf_dt(2024, 1, 8, 6, 45, 19, 314, 2, 4), True),
    "mkt": ("mibel-data", _sf_dt(2024, 3, 11, 12, 30, 0, 5, 2, 5), True),
    "alerts": ("alertas", _sf_dt(2024, 1, 8, 6, 47, 2, 950, 2, 6), True),
    "tix": ("Tix", _sf_dt(2024, 4, 2, 9, 15, 37, 260, 2, 7), True),
    "quorum": ("quorum-bot", _sf_dt(2024, 6, 17, 10, 22, 41, 802, 2, 8), True),
    "cron": ("cron", _sf_dt(2023, 12, 1, 11, 5, 12, 43, 2, 9), True),
    "ci": ("ci-bot", _sf_dt(2023, 12, 4, 9, 49, 55, 618, 2, 10), True),
    "watchdog": ("watchdog", _sf_dt(2023, 12, 1, 11, 6, 30, 287, 2, 11), True),
    "morning": ("morning-agent", _sf_dt(2025, 2, 3, 7, 0, 4, 120, 3, 1), True),
    "power": ("power-agent", _sf_dt(2025, 2, 3, 7, 0, 9, 561, 3, 2), True),
    "rates": ("rates-agent", _sf_dt(2025, 2, 3, 7, 0, 13, 14, 3, 3), True),
    "exec": ("exec-agent", _sf_dt(2025, 2, 3, 7, 0, 17, 903, 3, 4), True),
    "riskag": ("risk-agent", _sf_dt(2025, 2, 3, 7, 0, 22, 377, 3, 5), True),
    "triage": ("triage-agent", _sf_dt(2025, 5, 19, 9, 41, 0, 648, 3, 6), True),
}

# symbol: (company name, ISIN, base price, decimals shown by bots, decimals typed in chat)
EQ = {
    "EDP": ("EDP - Energias de Portugal", "PTEDP0AM0009", 3.62, 3, 2),
    "EDPR": ("EDP Renováveis", "ES0127797019", 9.82, 3, 2),
    "GALP": ("Galp Energia", "PTGAL0AM0009", 15.38, 3, 2),
    "BCP": ("Banco Comercial Português", "PTBCP0AM0015", 0.6815, 4, 4),
    "JMT": ("Jerónimo Martins", "PTJMT0AE0001", 20.14, 2, 2),
    "NOS": ("NOS SGPS", "PTZON0AM0006", 3.862, 3, 3),
    "SON": ("Sonae", "PTSON0AM0001", 1.124, 3, 3),
}
# desk book at the start of every day: symbol -> (qty, average price)
HOLD = {"EDP": (100000, 3.541), "EDPR": (37000, 9.604), "GALP": (18000, 15.02), "BCP": (450000, 0.6620),
        "JMT": (-6000, 20.88), "NOS": (94000, 3.790)}
SINGLE_NAME_LIMIT = 400000
BANKS_LIMIT = 350000
WATCH = {"NVG": 3.46, "CTT": 6.78, "ALTR": 5.12, "COR": 8.41}

PT_HOLIDAYS = {"01-01": True, "04-25": True, "05-01": True, "06-10": True, "08-15": True, "10-05": True,
               "11-01": True, "12-01": True, "12-08": True, "12-25": True}
# which recorded idioms become the label table (max 20), in this order; others fill any gap
IDIOM_PRIORITY = [
    "k-suffixed shorthand proposal 'c Nk X a px sl'",
    "proposal buried in English fundamentals report",
    "approval via Discord message link instead of reply",
    "poll bot summary as approval vote",
    "short Portuguese reply approving a proposal",
    "slash-command /order echo with result card",
    "order cancellation buried in execution summary",
    "fill as JSON line from execution agent",
    "fill price corrected by edit",
    "stop moved twice by editing the same message",
    "risk engine key=value resize of an order",
    "limit change buried in English risk EOD report",
    "ticket bot assigning work to an agent",
    "ticket closed as won't-do",
    "thesis change buried mid Portuguese morning note",
    "news on underlying of held power futures",
    "'se comprássemos' hypothetical in a thread",
    "paper trade on demo account",
    "other desk's fill on the shared OMS bridge",
    "poll expired without quorum",
]
IDIOM_FALLBACK = ["CMVM qualified-holding filing as embed", "headline naming held name by company name",
                  "news on underlying of held options", "backtest fills quoted", "cron triage summary with zero routed"]
WD_PT = ["seg", "ter", "qua", "qui", "sex", "sáb", "dom"]
WD_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def pt(x: float, d: int) -> str:
    s = f"{x:,.{d}f}"
    return s.replace(",", "\x00").replace(".", ",").replace("\x00", ".")


def en(x: float, d: int) -> str:
    return f"{x:,.{d}f}"


def raw(x: float, d: int) -> str:
    return f"{x:.{d}f}"


def eur(x: float, d: int = 0) -> str:
    return ("−€" if x < 0 else "€") + en(abs(x), d)


def sgn(x: float, d: int) -> str:
    return ("+" if x >= 0 else "−") + pt(abs(x), d)


def kq(q: int) -> str:
    return f"{q // 1000}k" if q % 1000 == 0 else str(q)


def _last_sunday(y: int, mo: int) -> datetime:
    d = datetime(y, mo + 1, 1, tzinfo=timezone.utc) - timedelta(days=1) if mo < 12 else datetime(y, 12, 31, tzinfo=timezone.utc)
    return d - timedelta(days=(d.weekday() + 1) % 7)


def _lisbon_summer(dt: datetime) -> bool:
    start = _last_sunday(dt.year, 3) + timedelta(hours=1)
    end = _last_sunday(dt.year, 10) + timedelta(hours=1)
    return start <= dt < end


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _hms(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%H:%M:%S")


def _hm(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%H:%M")


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for key in ("title", "description", "author", "footer"):
            if e.get(key):
                parts.append(str(e[key]))
        for f in e.get("fields", []) or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def _final_text(m: dict) -> str:
    return (m["content"] or "") + "\n" + _embed_text(m["embeds"])


class _Gen:
    def __init__(self, seed: int, end: datetime, channels: int, days: int):
        self.seed = seed
        self.end = end
        self.channels = channels
        self.days = days
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.used_ids: dict[int, bool] = {}
        self.seq = 0
        self.idioms: list[dict] = []
        self.idiom_names: dict[str, bool] = {}

    def new_id(self, ms: int, worker: int) -> str:
        while True:
            self.seq = (self.seq + 1) & 0xFFF
            i = _sf(ms, worker, self.seq)
            if i not in self.used_ids:
                self.used_ids[i] = True
                return str(i)

    def run(self) -> dict:
        for ch in range(self.channels):
            for d in range(self.days):
                start = self.end - timedelta(days=self.days - d)
                seed_int = (self.seed * 1_000_003 + ch * 7_919 + d * 104_729 + 17) & 0xFFFFFFFFFFFF
                _Day(self, ch, d, start, random.Random(seed_int)).build()
        return self.emit()

    def _pick_idioms(self) -> list:
        by_name = {i["idiom"]: i for i in self.idioms}
        out = [by_name[n] for n in IDIOM_PRIORITY if n in by_name]
        if len(out) < 20:
            out += [by_name[n] for n in IDIOM_FALLBACK if n in by_name][:20 - len(out)]
        for i in self.idioms:
            if len(out) >= 20:
                break
            if i not in out:
                out.append(i)
        return out[:20]

    # ------------------------------------------------------------------ output
    def emit(self) -> dict:
        rank = {"create": 0, "edit": 1, "pin": 2, "unpin": 2, "reaction_add": 3, "reaction_remove": 3,
                "delete": 4, "bulk_delete": 4, "forget": 5}
        rows = []
        for m in self.msgs:
            msg = {
                "id": m["id"], "author_id": AUTHORS[m["author"]][1], "author_name": AUTHORS[m["author"]][0],
                "author_bot": AUTHORS[m["author"]][2], "created_at": _iso(m["ms"]), "content": m["first_content"],
                "attachments": m["attachments"], "embeds": m["embeds"], "reference_id": m["ref"],
            }
            if m["pinned_at_create"]:
                msg["pinned"] = True
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["channel_id"]}
            if m["parent"]:
                line["parent_channel_id"] = m["parent"]
            line["message"] = msg
            rows.append((m["ms"], 0, int(m["id"]), len(rows), line))
        for o in self.ops:
            line = dict(o["line"])
            line["guild_id"] = GUILD_ID
            ordered = {"op": line.pop("op"), "guild_id": line.pop("guild_id"), "channel_id": line.pop("channel_id")}
            ordered.update(line)
            rows.append((o["ms"], rank[ordered["op"]], 0, len(rows), ordered))
        rows.sort(key=lambda r: (r[0], r[1], r[2], r[3]))
        events = [r[4] for r in rows]

        hard, superseded, removed, noise, near = [], [], [], [], []
        for m in sorted(self.msgs, key=lambda x: int(x["id"])):
            if m["hard"]:
                et, facts, phr = m["hard"]
                state = m["state"]
                if state == "live" and m["edited"]:
                    state = "edited"
                hard.append({"channel_id": m["channel_id"], "message_id": m["id"], "event_type": et,
                             "facts": list(facts), "phrasing": phr, "final_state": state})
            for old in m["superseded"]:
                superseded.append([m["channel_id"], m["id"], old])
            if m["state"] in ("deleted", "forgotten"):
                removed.append(m["removed_snippet"])
            elif m["kind"] == "noise":
                noise.append(m["id"])
            elif m["kind"] == "near":
                near.append(m["id"])
        labels = {
            "desk": DESK,
            "hard_events": hard,
            "superseded_facts": superseded,
            "removed_texts": removed,
            "noise_message_ids": noise,
            "near_miss_ids": near,
            "idioms": self._pick_idioms(),
        }
        return {"events": events, "labels": labels}


class _DayExtras:
    """Long analysis posts, digests and chatter (mixed into _Day)."""

    def _extras(self):
        r = self.rng
        # OMIP curve table
        t = self.T(7, r.randint(9, 13))
        rows = [("PT base Dez-26", self.omie_d - 2.0), ("PT base Jan-27", self.pt_jan - 0.4),
                ("PT base Feb-27", self.pt_feb - 0.3), ("PT base Q1-27", self.pt_q1 - 0.3),
                ("ES base Q1-27", self.es_q1 + 0.2), ("PT base Q2-27", self.pt_q2), ("PT base Q3-27", self.pt_q2 + 21.4),
                ("ES base Cal-27", self.es_cal), ("PT base Cal-28", self.es_cal - 5.3)]
        tab = "\n".join(f"{n:<16}{raw(v, 2):>8}  {'+' if (d := r.uniform(-1.5, 1.5)) >= 0 else '−'}{raw(abs(d), 2)}"
                         for n, v in rows)
        self.post(t, "mkt", f"OMIP settlement D-1 · curva base (€/MWh, var d/d)\n```\n{tab}\n```")
        # Tix digest
        t = self.T(7, r.randint(29, 33))
        a, b, c_ = self.tix_n - 3, self.tix_n - 2, self.tix_n - 1
        self.post(t, "tix", "", embeds=[{
            "title": "Tix · resumo diário · LIS",
            "description": (f"LIS-{a} · Migrar alertas OMIP para o novo feed · Em curso · @bia.ops\n"
                            f"LIS-{b} · Documentar limites DV01 · Em revisão · @duarte.lopes\n"
                            f"LIS-{c_} · Rever modelo de hídrica PT · Em curso · @power-agent\n"
                            "3 abertos · 0 bloqueados · 2 fechados ontem"),
            "footer": "Tix · digest automático 07:30"}], kind="near",
            idiom=("daily ticket digest listing existing owners", "not_hard"))
        # pre-trade plan for S1
        t = self.T(7, r.randint(52, 57))
        S = self.S1
        self.post(t, "exec", (f"pre-trade {S}: ADV 20d {pt(r.uniform(6, 14), 1)}M ações, spread médio "
                              f"{pt(r.uniform(3, 7), 1)} bp, leilão de abertura costuma fazer {r.randint(4, 8)}% do dia. "
                              "plano: até 40% no leilão de abertura, resto em VWAP até às 10:00 com participação "
                              f"máx. 8%. impacto estimado {pt(r.uniform(1.5, 4.0), 1)} bp. aguardo o OMS."), ref=self.s1_prop)
        # midday note
        t = self.T(12, 0, r.randint(10, 50))
        c = (
            f"**Ponto de situação · 12h · {self.dshort}** (morning-agent)\n"
            f"• PSI {pt(self.psi + r.uniform(-0.4, 0.4), 2)}% · Stoxx 600 {pt(r.uniform(-0.6, 0.6), 2)}% · "
            f"Euro Stoxx Utilities {pt(r.uniform(-1.0, 0.6), 2)}%\n"
            f"• carteira PSI: EDP {pt(self.pchg['EDP'], 1)}%, EDPR {pt(self.pchg['EDPR'], 1)}%, GALP "
            f"{pt(self.pchg['GALP'], 1)}%, BCP {pt(self.pchg['BCP'], 1)}%, JMT {pt(self.pchg['JMT'], 1)}%, NOS "
            f"{pt(self.pchg['NOS'], 1)}%\n"
            f"• power: PT Jan-27 {pt(self.pt_jan, 2)}, ES Q1-27 {pt(self.es_q1, 2)}; OMIE D+1 a "
            f"{pt(self.omie_d1, 2)} €/MWh\n"
            f"• OTs: 10a {pt(self.ot10, 2)}%, spread {self.spr} bp; 2034 a {pt(self.p34, 2)}\n"
            f"• volumes: XLIS a {r.randint(38, 55)}% da média a esta hora; OMIP {r.randint(3, 9)} negócios no "
            "Q1-27 de manhã\n"
            "• fluxo: vendedores em utilities a manhã toda, bancos suportados; nada de anormal no book\n"
            "• destaques do índice: Mota-Engil e CTT a liderar, Corticeira Amorim e Semapa a perder; "
            "volumes concentrados em EDP, BCP e Galp (62% do total)\n"
            "• Europa: utilities a sofrer com o Bund, petrolíferas ligeiramente positivas com o Brent; bancos "
            "suportados pela curva mais inclinada\n"
            f"• câmbio e matérias-primas: EUR/USD {pt(1.084 + r.uniform(-0.004, 0.004), 4)}, Brent {pt(self.brent, 2)}, "
            f"TTF {pt(self.ttf, 2)}, EUA {pt(self.eua, 2)}\n"
            "• sem decisões novas desde a abertura além do que já está no canal; próxima revisão às 15h"
        )
        self.post(t, "morning", c, kind="near", idiom=("midday status note with prices only", "not_hard"))
        # risk midday
        t = self.T(12, 14, r.randint(0, 50))
        self.post(t, "riskag", (
            f"**Risk midday** · VaR 1d 99% €{self.var + r.randint(5, 20)}k / €400k · stress −€{r.randint(600, 760)}k\n"
            f"Utilisation: single-name {self.S1} {r.randint(97, 99)}% · banks {self.banks_util}% · gross short "
            f"{round(6 * self.px['JMT'] / 2)}% · OMIP max contract 40% · DV01 {r.randint(72, 88)}%\n"
            "All within limits. Watching the power leg: a +3 €/MWh move in Jan-27 adds ~€11k to VaR.\n"
            "Intraday P&L vs VaR: realised move so far is about 0.3 sigma. Largest single contributor this "
            "morning was the ES Q1-27 short after the new sale; equity beta to Stoxx 600 is 0.84, rates DV01 "
            "after the OT purchase is inside the framework. Next full run at 15:00."),
            kind="near", idiom=("risk status with utilisation but no change", "not_hard"))
        # long traceback (kept)
        t = self.T(13, r.randint(26, 29))
        self.post(t, "risk", ("```\nERROR risk-engine md-consumer reconnect loop\n"
                              "Traceback (most recent call last):\n"
                              '  File "/srv/risk/engine/md/consumer.py", line 318, in _on_gap\n'
                              "    await self._rerequest(gap.start, gap.end)\n"
                              '  File "/srv/risk/engine/md/consumer.py", line 402, in _rerequest\n'
                              "    snap = await self.client.snapshot(self.instruments, timeout=2.0)\n"
                              '  File "/srv/risk/.venv/lib/python3.11/site-packages/eurodata/client.py", line 155, in snapshot\n'
                              "    raise SnapshotTimeout(f\"snapshot {req_id} timed out after {timeout}s\")\n"
                              f"eurodata.errors.SnapshotTimeout: snapshot {r.randint(100000, 999999)} timed out after 2.0s\n\n"
                              "During handling of the above exception, another exception occurred:\n\n"
                              "Traceback (most recent call last):\n"
                              '  File "/srv/risk/engine/md/consumer.py", line 331, in _on_gap\n'
                              "    self.metrics.gap_recovery.observe(elapsed)\n"
                              "AttributeError: 'NoneType' object has no attribute 'observe'\n"
                              "recovered via full snapshot on retry · prices stale for 0.7s · no pre-trade checks "
                              "affected\n```"), kind="noise")
        # OMIE D+1 analysis (power-agent, EN)
        t = self.T(11, r.randint(9, 11))
        d1 = self.omie_d1
        self.post(t, "power", (
            f"**OMIE D+1 read ({self.dnext})** — base {en(d1, 2)} €/MWh PT/ES, {d1 - self.omie_d:+.2f} vs today.\n"
            "```\nhour   h1-6    h7-9    h10-16   h17-21   h22-24\n"
            f"D+1   {en(d1 * 0.92, 1):>6}  {en(d1 * 1.1, 1):>6}  {en(d1 * 0.63, 1):>6}   {en(d1 * 1.34, 1):>6}   {en(d1 * 1.03, 1):>6}\n"
            f"D     {en(self.omie_d * 0.93, 1):>6}  {en(self.omie_d * 1.12, 1):>6}  {en(self.omie_d * 0.71, 1):>6}   "
            f"{en(self.omie_d * 1.31, 1):>6}   {en(self.omie_d * 1.02, 1):>6}\n```\n"
            f"Drivers: wind {r.randint(70, 140)} GWh vs {r.randint(80, 130)} today, solar unchanged, demand "
            f"{'lower on the PT holiday' if self.holiday_next else 'flat'}; CCGT set the price in {r.randint(9, 15)}/24 "
            f"hours, hydro in {r.randint(5, 10)}, renewables at zero/negative in {r.randint(0, 3)}.\n"
            f"Curve read-across: D+1 is ~{en(abs(d1 - self.pt_jan), 1)} €/MWh {'above' if d1 > self.pt_jan else 'below'} "
            "the Jan-27 screen; December balance-of-month trades at a small premium to spot. No change to the "
            "book from this print — informational.\n"
            f"Intraday MIBEL sessions priced {en(d1 * r.uniform(0.95, 1.05), 2)} on average for tomorrow's evening "
            "block; cross-border capacity to France fully allocated in the export direction for h18–h21. "
            f"Balancing costs (REN) averaged {en(r.uniform(2, 6), 2)} €/MWh last week, slightly above normal."), kind="near",
            idiom=("English spot print analysis with levels, informational", "not_hard"))
        # rates vs utilities debate (plain chatter, long)
        t = self.T(10, r.randint(28, 36))
        m1 = self.post(t, "duarte", (f"Rui, pergunta honesta: com o Bund a {pt(self.bund, 2)}% e o mercado a tirar "
                                     "cortes do BCE, não estamos com demasiada duração escondida nas utilities? "
                                     "EDP + EDPR + os OTs é tudo a mesma aposta em taxas, no fundo"))
        t = self.after(t, 60, 240)
        m2 = self.post(t, "rui", ("em parte sim. a EDP tem ~60% do EBITDA regulado ou contratado, a sensibilidade a "
                                  "taxa é real mas o buyback compensa. a EDPR é que é pura duração. se quiseres "
                                  "hedgear, o natural era vender futuros de Bund, não mexer nas ações"), ref=m1)
        t = self.after(t, 60, 240)
        self.post(t, "duarte", ("ok, faz sentido. pelas minhas contas o beta do setor a 10 bp de Bund tem sido ~1,2% "
                                "nos últimos 3 meses, mais alto do que no início do ano. só para termos noção"), ref=m2)
        t = self.after(t, 60, 240)
        self.post(t, "marta", ("e do lado do power, Bund e OMIP têm correlação quase zero este trimestre, o que mexe "
                               "o Q1 é vento e Almaraz. pelo menos isso diversifica"))
        t = self.after(t, 60, 240)
        self.post(t, "ines", "boa discussão. Duarte, põe esse beta no relatório de risco de sexta, quero ver a "
                             "evolução semanal")
        # closing note (PT)
        t = self.T(16, r.randint(37, 40))
        mv = [("Mota-Engil", r.uniform(-3, 3)), ("CTT", r.uniform(-2.5, 2.5)), ("Corticeira Amorim", r.uniform(-2, 2)),
              ("Navigator", r.uniform(-2, 2)), ("Altri", r.uniform(-2.5, 2.5)), ("REN", r.uniform(-1, 1)),
              ("Ibersol", r.uniform(-1.5, 1.5)), ("Semapa", r.uniform(-1.5, 1.5))]
        mv.sort(key=lambda x: -x[1])
        movers = " · ".join(f"{n} {pt(v, 1)}%" for n, v in mv)
        self.post(t, "morning", (
            f"**Fecho · Lisboa · {self.dshort}** (morning-agent)\n"
            f"• PSI {pt(self.psi + r.uniform(-0.5, 0.5), 2)}% para {pt(6890 + r.uniform(-60, 60), 2)} pontos; volume "
            f"€{r.randint(95, 170)}mm ({r.randint(80, 125)}% da média de 20 dias). Leilão de fecho com "
            f"{r.randint(18, 31)}% do volume.\n"
            f"• Restantes nomes do índice: {movers}\n"
            f"• Europa: Stoxx 600 {pt(r.uniform(-0.8, 0.8), 2)}%, DAX {pt(r.uniform(-0.9, 0.9), 2)}%, IBEX "
            f"{pt(r.uniform(-0.9, 0.9), 2)}%; utilities {pt(r.uniform(-1.2, 0.8), 2)}%, bancos {pt(r.uniform(-0.8, 1.2), 2)}%.\n"
            f"• Power: OMIP PT Jan-27 {pt(self.pt_jan, 2)}, Q1-27 {pt(self.pt_q1, 2)}, ES Cal-27 {pt(self.es_cal, 2)}; "
            f"{r.randint(14, 40)} negócios no ecrã, OTC via corretores ~{r.randint(300, 900)} MW.\n"
            f"• OTs: 10a {pt(self.ot10, 2)}% ({r.randint(-3, 4):+d} bp), spread {self.spr} bp; 2034 {pt(self.p34, 2)}.\n"
            f"• Commodities/FX: Brent {pt(self.brent + r.uniform(-0.8, 0.8), 2)}, TTF {pt(self.ttf, 2)}, EUA "
            f"{pt(self.eua, 2)}, EUR/USD {pt(1.084 + r.uniform(-0.004, 0.004), 4)}.\n"
            "• Fluxos: estrangeiros compradores líquidos de EDP e BCP segundo os corretores; retalho vendedor "
            "de Galp. Empréstimo de títulos em JMT continua caro (taxa ~1,8%).\n"
            "• Amanhã: " + ("feriado em Portugal, mercados abertos, liquidez doméstica reduzida; " if self.holiday_next
                          else "sessão normal; ") + "IGCP confirma montante do leilão; ZEW às 10:00.\n"
            "• Sem decisões novas neste resumo — execuções e risco nos relatórios do exec-agent e do risk-agent."),
            kind="near", idiom=("closing market wrap with index movers", "not_hard"))
        # IGCP preview evening (PT)
        t = self.T(21, r.randint(52, 58))
        self.post(t, "rates", (
            "**Antevisão leilão IGCP (quarta)** (rates-agent)\n"
            f"• Linha: OT 2,25% abr-2034, montante indicativo €750mm–€1.000mm. Yield de ecrã {pt(self.y34, 3)}%.\n"
            f"• Concessão típica nas 48h anteriores: 2–3 bp; já vemos ~{r.randint(1, 2)} bp no 2034 vs 2033/2035.\n"
            f"• Procura esperada: bid/cover {pt(r.uniform(1.9, 2.5), 2)}x com base nos últimos 4 leilões da linha; "
            "OEVTs com apetite moderado, bancos domésticos compradores.\n"
            "• Riscos: oferta de Bonos na quinta (€5–6 mil milhões), discursos do BCE, risco de dados do IPC EUA na "
            "véspera.\n"
            "• Histórico: nos últimos 8 leilões de OT, o preço médio de colocação ficou 0,5 bp acima do mid de "
            "ecrã às 10:00; a cauda foi ≤1 bp em 7 de 8.\n"
            "• Calendário: anúncio final do IGCP na véspera às 16:30, leilão às 10:30, resultados às 10:45, "
            "fase não competitiva até às 12:00 do dia seguinte.\n"
            "• Posição da mesa no 2034 já reflete a ideia de leilão; nada a acrescentar aqui, é só preparação."),
            kind="near")
        # extra unrelated news with summaries
        for hh, txt in ((10, ("Repsol agrees sale of 25% of Spanish upstream unit to APG",
                              "Deal values the unit at about €3.2bn including debt; closing expected mid-2027.")),
                        (13, ("Endesa negoceia PPA de 500 MW com operador de centros de dados",
                              "Contrato a 12 anos com início em 2028, segundo fontes citadas pelo Expansión.")),
                        (15, ("Caixa Geral de Depósitos paga dividendo extraordinário de 300 milhões ao Estado",
                              "Pagamento aprovado em assembleia geral; rácio CET1 mantém-se acima de 20%."))):
            if r.random() < 0.8:
                t = self.T(hh, r.randint(0, 59))
                self.post(t, "news", "", embeds=[{"title": txt[0], "description": txt[1], "author": "news-relay",
                                                  "footer": f"news-relay · {_hm(t)}"}], kind="near")
        # /pnl detail at 16:41
        t = self.T(16, r.randint(41, 44))
        rows = ["EDP", "EDPR", "GALP", "BCP", "JMT", "NOS", "SON C", "PT Jan-27", "ES Q1-27", "PT Q2-27", "OT 2029", "OT 2034"]
        body = "\n".join(f"{x:<10} {eur(r.randint(-9, 14) * 1000 + r.randint(0, 999)):>9}" for x in rows)
        self.post(t, "mesa", f"> /pnl detail desk:LIS\n```\n{body}\n```", kind="noise")
        self._more_reports()
        # evening unrelated
        t = self.T(19, r.randint(5, 50))
        self.post(t, "news", r.choice([
            "📰 [Bloomberg] Chevron to cut 2027 capex guidance by 5%",
            "📰 [Reuters] German power prices for January jump on low wind forecast",
        ]), kind="near")

    def _more_reports(self):
        r = self.rng
        # rates morning note (EN)
        t = self.T(7, r.randint(13, 16))
        sup = [("Tue", "DE", "Schatz Dec-28", "€5bn"), ("Tue", "IT", "BTP 3y/7y", "€7.5bn"),
               ("Wed", "PT", "OT Apr-2034", "€0.75–1.0bn"), ("Wed", "DE", "Bund Feb-36", "€4bn"),
               ("Thu", "ES", "Bonos 3/5/10y", "€5–6bn"), ("Thu", "FR", "OAT long end", "€10–11bn")]
        sup_t = "\n".join(f"{a:<4} {b:<3} {c:<16} {d}" for a, b, c, d in sup)
        self.post(t, "rates", (
            f"**Rates morning — EGB/PGB · {self.wd_en} {self.diso}** (rates-agent)\n"
            f"**Overnight.** UST 10y {en(4.31 + r.uniform(-0.03, 0.03), 2)}%, 2y {en(3.92 + r.uniform(-0.03, 0.03), 2)}%; "
            f"curve {r.randint(36, 44)} bp. JGB 10y {en(1.41 + r.uniform(-0.02, 0.02), 2)}%. Bund futures "
            f"{en(131.2 + r.uniform(-0.4, 0.4), 2)} (−{r.randint(5, 25)} ticks) in Asia.\n"
            f"**EGB spreads vs Bund (10y).** PT {self.spr} bp · ES {self.spr + r.randint(14, 22)} bp · IT "
            f"{self.spr + r.randint(50, 65)} bp · FR {self.spr + r.randint(10, 18)} bp · BE {self.spr - r.randint(10, 18)} bp.\n"
            "**Supply this week**\n```\n" + sup_t + "\n```\n"
            "**ECB.** Lane (Tue) and Schnabel (Thu) speak; OIS prices the deposit rate at 1.75% by June. "
            "Balance-sheet run-off continues at the current pace, no reinvestments.\n"
            "**Flows.** Real money buying 7–10y periphery on dips last week; fast money short PGB/Bono boxes into "
            "supply. Retail OT (OTRV) demand strong, which keeps short-end PGBs rich.\n"
            f"**Book.** OT 2029 €5mm, OT 2034 €3mm; DV01 ≈ €{r.randint(27, 31)}k/bp. Carry+roll on the book "
            f"≈ +€{r.randint(1, 3)}.{r.randint(0, 9)}k/day.\n"
            "**RV screens.** 2034 cheap 2–4 bp on the fitted curve; 2045 rich 3 bp; 2029/2034 box vs Bonos at "
            f"{r.randint(4, 9)} bp, 1y range 2–14 bp.\n"
            "**Technicals.** Bund future holding the 130.80 support; RSI neutral. OT 10y yield has been in a "
            "2.90–3.10% range for six weeks; a break above 3.10% would coincide with supply and probably fade. "
            "Swaption vol (1y10y) at 62 bp normal, a two-month low, which favours carry over directional trades.\n"
            "**PGB curve.** 2s10s at {0} bp, 10s30s at {1} bp; the belly (2029–2031) has richened 3 bp vs "
            "swaps since the retail OT launch. Bills: BT 6m at 1.92%, 12m at 1.88%, well bid.\n".format(
                r.randint(88, 104), r.randint(62, 78)) +
            "**Calendar risk.** US CPI on Wednesday lands a few hours after the IGCP auction settles; in the last "
            "six CPI releases the Bund moved ±6 bp on average on the day.\n"
            "No new recommendation in this note — Duarte's auction idea is discussed in the channel."),
            kind="near", idiom=("English rates morning note with RV levels, no recommendation", "not_hard"))
        # weekly agenda (PT)
        t = self.T(6, r.randint(50, 54))
        self.post(t, "morning", (
            f"**Agenda da semana · a partir de {self.dshort}** (morning-agent)\n"
            "```\ndia   hora   evento\n"
            "seg   09:00  PMI serviços ZE (final)\n"
            "seg   10:00  INE produção industrial (out)\n"
            "ter   10:00  ZEW Alemanha\n"
            "ter   11:00  OMIE D+1 · REN boletim hídrico\n"
            "qua   10:30  Leilão IGCP OT 2034\n"
            "qua   13:30  IPC EUA (nov)\n"
            "qui   09:00  Discurso Schnabel\n"
            "qui   10:30  Leilão Tesoro (Bonos 3/5/10a)\n"
            "sex   10:00  IPC final ZE (nov)\n"
            "sex   17:00  OMIP: expiração semanal / settlement\n```\n"
            "Notas: a semana tem oferta soberana pesada (DE, IT, ES, FR e PT), o que costuma pesar na periferia "
            "até quinta. No power, o boletim de hidraulicidade da REN e a atualização do guidance nuclear da EDF "
            "são os dois eventos com mais potencial para mexer a curva. Nas ações, a revisão trimestral do PSI "
            "não altera os nossos nomes e o trading update do BCP fica para a semana seguinte.\n"
            "Empresas: BCP trading update 14/12 (segunda que vem) · Euronext revisão trimestral do PSI efetiva "
            "21/12 · NOS CMD 22/01. Power: REN publica o boletim mensal de hidraulicidade na quarta."))
        # stress detail (EN)
        t = self.T(17, r.randint(24, 28))
        sc = [("Gas +40% (2022 replay)", -r.randint(600, 780), -r.randint(320, 420)),
              ("Bund +50 bp parallel", -r.randint(180, 260), -r.randint(5, 20)),
              ("PSI −10% (beta-adj.)", -r.randint(140, 210), 0),
              ("Dry Q1 (hydro −30%)", -r.randint(60, 110), -r.randint(60, 110)),
              ("Almaraz back 1 Jan", -r.randint(30, 60), -r.randint(30, 60)),
              ("Cold + low wind wk 51", -r.randint(70, 130), -r.randint(70, 130))]
        body = "\n".join(f"{n:<26} {eur(tot)}k   power {eur(pw_)}k" for n, tot, pw_ in sc)
        self.post(t, "riskag", (
            "**Stress detail — LIS** (risk-agent)\n```\n" + body + "\n```\n"
            "Worst case remains the gas replay, dominated by the PT Jan-27 long's exposure to the evening ramp "
            "and the ES Q1-27 short's gamma to a cold spell. Equity stresses are within appetite; OT DV01 after "
            "today's 2034 purchase moves the Bund +50 bp case by about €20k. Informational — no limit change "
            "proposed here; the one approved today is in the EOD note.\n"
            "Method: full revaluation, 2022 replay uses 10-day windows scaled to 1 day; power stresses use the "
            "OMIP curve shocked by tenor (front month ×1.0, quarter ×0.8, cal ×0.5). Correlations are from the "
            "last 250 days, which understates the gas–power link in a tail event; treat the combined number "
            "as a floor."),
            kind="near", idiom=("stress table with losses, no limit decision", "not_hard"))
        # weekly TCA (PT)
        t = self.T(18, r.randint(12, 18))
        days_ = ["seg", "ter", "qua", "qui", "sex"]
        tca = "\n".join(f"{d:<4} {r.randint(3, 9):>3} ordens   {pt(r.uniform(-4, 3), 1):>5} bp   "
                         f"{r.randint(2, 9)}% part.   {pt(r.uniform(0, 0.35), 2)} €/MWh OMIP" for d in days_)
        self.post(t, "exec", (
            "**TCA semanal (semana passada)** (exec-agent)\n```\n" + tca + "\n```\n"
            "Notas: o pior dia foi quinta, com uma compra de GALP executada contra o fluxo do leilão de fecho "
            "(−3,9 bp); no OMIP as execuções no ecrã ficaram a 0,10–0,20 €/MWh do mid, melhor do que via "
            "corretores. Sugestão de processo (não de trade): mais peso no leilão de abertura para nomes com "
            "ADV < €10mm.\n"
            f"Comparação com o mês anterior: slippage médio {pt(r.uniform(-2.5, 0.5), 1)} bp (vs "
            f"{pt(r.uniform(-3, 0), 1)} bp), taxa de preenchimento de ordens limite {r.randint(82, 95)}%, tempo médio "
            f"até fill completo {r.randint(6, 25)} min. Nenhuma ordem com slippage acima do limiar de alerta de 15 bp."),
            kind="near", idiom=("past-week execution stats", "not_hard"))
        # post-mortem on the exec-agent KeyError (evening)
        t = self.T(18, r.randint(32, 38))
        self.post(t, "exec", (
            "post-mortem curto: o KeyError 'avgPx' das 15:5x veio de um exec report de fecho de leilão em que o "
            "OMS manda AvgPx só no último fill. o normalizador já tinha fallback (LastQty/LastPx) e os números "
            "do canal estão certos. correção: ler AvgPx como opcional e recalcular sempre a partir das execuções. "
            "PR aberto, deploy amanhã depois do fecho."), kind="noise")
        # Marta explainer for juniors
        t = self.T(19, r.randint(10, 20))
        self.post(t, "marta", (
            "@tiago.m sobre a tua pergunta de ontem, como funciona a liquidação OMIP: os futuros base são "
            "liquidados financeiramente todos os dias durante o período de entrega contra o preço spot OMIE da "
            "zona (PT ou ES). antes da entrega há margem diária na OMIClear contra o settlement. por isso o "
            "Q1-27 passa a 'mensais' em cascata e o risco muda de forma em janeiro. amanhã mostro-te no ecrã"))
        # risk pre-open check
        t = self.T(7, r.randint(38, 41))
        self.post(t, "riskag", (
            "**Pre-open limits check** (risk-agent)\n"
            f"• VaR 1d 99% €{self.var}k / €400k ({round(self.var / 4)}%) — headroom ~€{400 - self.var}k\n"
            f"• single-name headroom: {self.S1} ~€{round((SINGLE_NAME_LIMIT - self.posv[self.S1]) / 1000)}k, GALP "
            f"~€{round((SINGLE_NAME_LIMIT - self.posv['GALP']) / 1000)}k, {self.S4} "
            f"~€{r.randint(250, 290)}k\n"
            f"• banks gross {self.banks_util}%; gross short at ~{round(self.posv['JMT'] / 2000)}% (JMT only)\n"
            "• OMIP: per-contract 10/25 MW; no delivery-month positions\n"
            "• DV01 OTs within limit; auction-week flag on for the 2034\n"
            "Status only: proposals already in the channel will be sized by pre-trade at submission."),
            kind="near")
        # pre-open indications (PT)
        t = self.T(7, r.randint(47, 50))
        self.post(t, "morning", (
            "**Pré-abertura · indicações** (morning-agent)\n"
            f"• futuros Euro Stoxx 50 {pt(r.uniform(-0.4, 0.4), 2)}%, DAX {pt(r.uniform(-0.4, 0.4), 2)}%; PSI indicado "
            f"{pt(self.psi, 2)}%\n"
            f"• leilão de pré-abertura: EDP {pt(self.px['EDP'], 3)}, GALP {pt(self.px['GALP'], 2)}, BCP "
            f"{pt(self.px['BCP'], 4)}, JMT {pt(self.px['JMT'], 2)} — desequilíbrios pequenos, comprador em EDP\n"
            f"• OMIP: primeiras indicações de corretores para PT Jan-27 {pt(self.pt_jan - 0.3, 2)}/"
            f"{pt(self.pt_jan + 0.4, 2)}; Cal-27 ES {pt(self.es_cal - 0.2, 2)}/{pt(self.es_cal + 0.3, 2)}\n"
            f"• OTs: 10a indicado {pt(self.ot10, 2)}%, Bund {pt(self.bund, 2)}%\n"
            "• só indicações; as propostas do dia estão no canal"), kind="near")
        # EU open wrap (PT)
        t = self.T(8, r.randint(33, 38))
        self.post(t, "morning", (
            f"**Abertura · {self.dshort}** (morning-agent)\n"
            f"• PSI {pt(self.psi, 2)}% na primeira meia hora; Stoxx 600 {pt(r.uniform(-0.5, 0.5), 2)}%, IBEX "
            f"{pt(r.uniform(-0.6, 0.6), 2)}%\n"
            f"• leilão de abertura: EDP {r.randint(180, 420)}k ações, GALP {r.randint(60, 150)}k, BCP "
            f"{r.randint(2, 6)}M — volumes acima da média de segunda-feira\n"
            f"• utilities europeias {pt(r.uniform(-0.8, 0.4), 2)}%, petrolíferas {pt(r.uniform(-0.5, 0.9), 2)}%, bancos "
            f"{pt(r.uniform(-0.3, 1.0), 2)}%\n"
            f"• OMIP a abrir com PT Jan-27 {pt(self.pt_jan + r.uniform(-0.5, 0.5), 2)} e ES Q1-27 "
            f"{pt(self.es_q1 + r.uniform(-0.4, 0.4), 2)}; primeiros negócios via ecrã às 08:0x\n"
            f"• OT 10a {pt(self.ot10, 2)}%, Bund {pt(self.bund, 2)}%; BTP/Bund {r.randint(95, 120)} bp\n"
            "• resumo apenas de mercado; o que foi executado está nos posts do OMS"), kind="near")
        # power intraday (EN)
        t = self.T(14, r.randint(24, 29))
        self.post(t, "power", (
            "**Power intraday · 14:2x** (power-agent)\n"
            f"• OMIP screen: PT Jan-27 {en(self.pt_jan - r.uniform(0.15, 0.4), 2)} bid/{en(self.pt_jan + r.uniform(0.15, 0.4), 2)}"
            f" ask, ES Q1-27 {en(self.es_q1 - r.uniform(0.1, 0.3), 2)}/{en(self.es_q1 + r.uniform(0.1, 0.3), 2)}, Cal-27 "
            f"{en(self.es_cal, 2)} mid\n"
            f"• {r.randint(6, 20)} screen trades since 12:00, mostly Q1/Cal spreads; one 50 MW Cal-27 block via "
            "broker (not us)\n"
            f"• REN 14:00 hydro bulletin: reservoirs {self.hydro}% (+{r.randint(0, 2)} pp w/w); Alqueva pumping overnight\n"
            f"• intraday market MIBEL session 3 cleared {en(self.omie_d * r.uniform(0.9, 1.1), 2)} for the evening hours\n"
            "• nothing to act on; levels only"), kind="near")
        # close-auction plan (PT)
        t = self.T(16, r.randint(8, 12))
        self.post(t, "exec", (
            f"plano para o leilão de fecho: nada agendado do nosso lado além do que já está no canal. "
            f"desequilíbrio indicativo às 16:10 — EDP comprador {r.randint(80, 300)}k, GALP vendedor "
            f"{r.randint(20, 90)}k, BCP comprador {r.randint(1, 4)}M. o fecho costuma ser {r.randint(18, 30)}% do "
            "volume à segunda. aviso se aparecer algo estranho nos desequilíbrios."))
        # OTs close (PT)
        t = self.T(16, r.randint(46, 50))
        self.post(t, "rates", (
            f"**Fecho OTs · {self.dshort}** (rates-agent)\n"
            f"• 2029 {pt(self.p29, 2)} ({pt(self.y29, 3)}%), 2034 {pt(self.p34, 2)} ({pt(self.y34, 3)}%), 10a "
            f"{pt(self.ot10, 2)}%; spread vs Bund {self.spr} bp ({r.randint(-2, 2):+d})\n"
            f"• volume MTS Portugal €{r.randint(300, 900)}mm, {r.randint(40, 65)}% no 2029–2034\n"
            "• concessão pré-leilão no 2034 mantém-se ~2 bp; o IGCP deve confirmar o montante hoje à noite\n"
            "• só leitura, sem ação"), kind="near")
        # OMIP settlement comment (EN)
        t = self.T(17, r.randint(48, 53))
        self.post(t, "power", (
            f"Settlement read: Jan-27 {en(self.pt_jan, 2)} ({r.uniform(-1.5, 1.5):+.2f} d/d), Q1-27 ES "
            f"{en(self.es_q1, 2)} ({r.uniform(-1.2, 1.2):+.2f}), Cal-27 {en(self.es_cal, 2)}. Marks for the book "
            f"move by ~€{r.randint(2, 12)}k; margin call at OMIClear tomorrow estimated €{r.randint(10, 60)}k. "
            "Informational."), kind="near")
        # evening weather (EN)
        t = self.T(20, r.randint(30, 40))
        wtab = "\n".join(f"{d:<4} wind {r.randint(45, 160):>3} GWh   Tmin Madrid {r.randint(-2, 6):>2}°C   "
                          f"hydro inflow {pt(r.uniform(0.7, 1.6), 1)}x"
                          for d in ["Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"])
        self.post(t, "power", (
            "**ECMWF 12z ensemble — week ahead** (power-agent)\n```\n" + wtab + "\n```\n"
            "12z ensemble mean is slightly windier than 00z for the weekend and colder for Madrid on Sunday/Monday. "
            "Spread between members is wide after day 5. Informational; the desk's positioning is unchanged by "
            "this run and nothing is being proposed.\n"
            "Hydro: AEMET precipitation anomaly for the next 10 days is +20% in the north-west (Douro/Minho "
            "basins) and −30% in the south; inflows to Alqueva will slow. Solar: clear skies Tue–Thu, cloud "
            "Fri–Sun. Demand: heating load +3% vs normal in the colder members."), kind="near")

    def _chatter(self):
        r = self.rng
        pool = [
            (7, "duarte", "alguém tem o link do webcast do IGCP de quarta?", None),
            (8, "marta", "o feed do OMIP está com 2-3s de atraso no meu ecrã, é só comigo?", None),
            (8, "bia", "não, está atrasado para todos, já abri pedido com a OMIP", None),
            (9, "tiago", "o café da máquina do 3.º está avariado outra vez ☕❌", "noise"),
            (9, "rui", "EDP a ser comprada pelos mesmos de sempre no leilão, volume 2x a média", "near"),
            (9, "marta", f"REN a dar {self.hydro}% nas albufeiras, o Douro vem cheio", None),
            (10, "duarte", "Bund a vender, OT acompanha, spread estável em " + str(self.spr), "near"),
            (10, "tiago", "pergunta parva: o OMIP liquida em que dia o Q1? primeiro dia do mês?", None),
            (10, "marta", "diariamente durante a entrega, margens na OMIClear todos os dias até lá", None),
            (10, "rui", "alguém percebeu o comentário do CFO da Galp ontem no podcast? não encontro o link", None),
            (11, "bia", "lembrete: confirmações de OTC de novembro até sexta, faltam 3", None),
            (11, "duarte", "vou ligar à CGD por causa do settle de T+2, 5 min", None),
            (13, "rui", "voltei. perdi alguma coisa?", None),
            (13, "marta", "nada de especial, power calmo", None),
            (13, "tiago", "alguém sabe se o PSI tem rebalanceamento este mês?", None),
            (13, "rui", "sim, revisão trimestral efetiva a 21/12, não mexe nos nossos nomes", None),
            (14, "bia", "o Tix está lento outra vez, demora 10s a abrir tickets", None),
            (14, "marta", "ECMWF 12z a sair daqui a pouco, vou ver o vento da próxima semana", None),
            (15, "duarte", "IGCP costuma anunciar às 16h30, fico atento", None),
            (15, "rui", "utilities a recuperar, Bund parou de vender", "near"),
            (15, "marta", "ECMWF 12z mais ventoso do que o 00z para o fim de semana, ok para o short de Q1", None),
            (16, "tiago", "leilão de fecho com desequilíbrio comprador no BCP", "near"),
            (16, "bia", "settlement OMIP provisório às 17:00, definitivo 17:30", None),
            (17, "duarte", "vou sair às 18, se precisarem liguem", None),
            (18, "rui", "jantar de Natal da equipa dia 18, quem não respondeu responda pls 🎄", None),
            (20, "marta", "modelos da noite a mostrar frio em Madrid dia 14-15, ficar de olho", None),
        ]
        pool += [
            (10, "rui", "sobre a Galp: o mercado está a dar zero ao upside de Mopane depois do adiamento. se o "
                        "farm-down sair a um valor decente é +2€/ação facilmente, mas pode demorar até ao 2T. "
                        "entretanto a refinação está com margens de 8-9 $/bbl em Sines, o que ajuda os resultados "
                        "do 4T", None),
            (14, "marta", f"REN confirma albufeiras a {self.hydro}%. para comparação, em dezembro de 2023 estávamos a "
                          "60% e o Q1-24 negociou 20 €/MWh abaixo do ano anterior. não é a mesma coisa com o gás "
                          "onde está, mas o padrão de hídrica a baixar os picos da tarde está a repetir-se", None),
            (11, "duarte", f"spread 10a a {self.spr} bp: estamos no terço inferior do range de 6 meses (52–71). "
                           "os Bonos estão a negociar 15-20 bp acima de nós, o que há 3 anos era impensável. "
                           "o argumento do upgrade já está quase todo no preço", None),
            (9, "bia", "SSI para o settle da OT de quarta: Interbolsa, conta 0035-LIS-RATES, contraparte via "
                       "Euroclear Bank bridge. confirmações de OTC de novembro: faltam 3 (2 com o BPI, 1 com o "
                       "Santander). margem OMIClear de hoje debitada às 09:10, sem problemas", None),
            (13, "triage", f"triage batch 12:00–13:00 · {r.randint(6, 11)} items reviewed · 0 routed · all "
                           "informational (macro headlines, unrelated issuers, duplicate wires)", "near"),
            (23, "watchdog", f"daily summary {self.diso}: uptime 99,98% · {r.randint(2, 4)} reconnects · "
                             f"{r.randint(40, 120)}k FIX msgs · {r.randint(1, 3)} errors logged (mibel-data timeout, "
                             "exec-agent KeyError, risk-engine md gap) · discord gateway p99 210ms", "noise"),
        ]
        for h, who, txt, kind in pool:
            if r.random() < (0.95 if len(txt) > 150 else 0.72):
                t = self.T(h, r.randint(0, 50))
                m = self.post(t, who, txt, kind=kind)
                if r.random() < 0.3:
                    self.ack(self.after(t, 30, 300), ref=m)
                elif r.random() < 0.25:
                    self.react(m, self.after(t, 20, 200), r.choice(["😂", "👍", "👀", "🙏"]),
                               r.choice(["ines", "rui", "marta", "duarte"]))



class _Day(_DayExtras):
    def __init__(self, gen: _Gen, ch: int, d: int, start: datetime, rng: random.Random):
        self.g = gen
        self.ch = ch
        self.d = d
        self.rng = rng
        self.start = start
        self.start_ms = _ms(start)
        self.cid = _channel_id(ch)
        self.worker = (ch * 3 + 1) % 31 + 1
        self.date = start.date()
        self.dpt = self.date.strftime("%d/%m/%Y")
        self.dshort = self.date.strftime("%d/%m")
        self.diso = self.date.isoformat()
        self.wd = WD_PT[self.date.weekday()]
        self.wd_en = WD_EN[self.date.weekday()]
        nxt = self.date + timedelta(days=1)
        self.dnext = nxt.strftime("%d/%m")
        self.oid_n = 4700 + ch * 1500 + d * 60 + rng.randint(0, 25)
        self.tix_n = 480 + ch * 400 + d * 25 + rng.randint(0, 4)
        self.gtc_oid = f"LSB-{4690 + ch * 1500 + d * 60 + rng.randint(0, 8)}"
        self.utc_off = 3600 if _lisbon_summer(start + timedelta(hours=12)) else 0
        self.budget = 17  # optional hard events on top of the ~26 that every day carries
        self._init_market()

    # ------------------------------------------------------------- primitives
    def T(self, h: int, m: int = 0, s: int | None = None) -> int:
        """Lisbon wall-clock time inside the day window (WEST = UTC+1 in summer)."""
        if s is None:
            s = self.rng.randint(0, 59)
        sec = (h * 60 + m) * 60 + s - self.utc_off
        if sec < 0:
            sec += 86_400
        return self.start_ms + sec * 1000 + self.rng.randint(0, 999)

    def after(self, t: int, lo: float, hi: float) -> int:
        return t + int(self.rng.uniform(lo, hi) * 1000) + 1

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind=None, hard=None,
             idiom=None, attachments=None, pinned=False):
        assert self.start_ms <= t < self.start_ms + 86_400_000, (who, content[:40])
        mid = self.g.new_id(t, self.worker)
        m = {
            "id": mid, "ms": t, "channel_id": thread["id"] if thread else self.cid,
            "parent": self.cid if thread else None, "author": who, "content": content,
            "first_content": content, "embeds": embeds or [], "ref": ref["id"] if ref else None,
            "attachments": attachments or [], "kind": kind, "hard": hard, "state": "live",
            "edited": False, "superseded": [], "removed_snippet": None, "pinned_at_create": pinned,
            "day": self.d, "ch": self.ch,
        }
        if hard:
            assert 2 <= len(hard[1]) <= 5, hard
        if who == "oms" and m["embeds"]:
            e = m["embeds"][0]
            e.setdefault("fields", []).extend([
                {"name": "TransactTime", "value": _iso(t - self.rng.randint(40, 400)), "inline": True},
                {"name": "MsgSeqNum", "value": str(self.rng.randint(20000, 89999)), "inline": True},
                {"name": "Session", "value": self.rng.choice(["FIX.4.4 LISDESK01", "FIX.4.4 LISDESK02"]),
                 "inline": True},
                {"name": "Trader", "value": "desk LIS · via OMS", "inline": True},
                {"name": "Latency", "value": f"gw {self.rng.randint(80, 400)}µs · venue {self.rng.randint(1, 9)}ms",
                 "inline": True}])
        self.g.msgs.append(m)
        if idiom:
            name, expected = idiom
            if name not in self.g.idiom_names:
                self.g.idiom_names[name] = True
                self.g.idioms.append({"message_id": mid, "idiom": name, "expected": expected})
        return m

    def link(self, m) -> str:
        return f"https://discord.com/channels/{GUILD_ID}/{m['channel_id']}/{m['id']}"

    def _op(self, t, line):
        assert self.start_ms <= t < self.start_ms + 86_400_000, line
        if line.get("channel_id") != self.cid:
            line = {"op": line["op"], "channel_id": line["channel_id"], "parent_channel_id": self.cid,
                    **{k: v for k, v in line.items() if k not in ("op", "channel_id")}}
        self.g.ops.append({"ms": t, "line": line})

    def edit(self, m, t, content, superseded=(), facts=None):
        m["content"] = content
        m["edited"] = True
        m["superseded"].extend(superseded)
        if facts is not None:
            m["hard"] = (m["hard"][0], facts, m["hard"][2])
        self._op(t, {"op": "edit", "channel_id": m["channel_id"], "message_id": m["id"],
                     "edited_at": _iso(t), "content": content})

    def delete(self, m, t, snippet):
        m["state"] = "deleted"
        m["removed_snippet"] = snippet
        self._op(t, {"op": "delete", "channel_id": m["channel_id"], "message_id": m["id"], "deleted_at": _iso(t)})

    def bulk_delete(self, ms, t, snippets):
        for m, s in zip(ms, snippets):
            m["state"] = "deleted"
            m["removed_snippet"] = s
        self._op(t, {"op": "bulk_delete", "channel_id": ms[0]["channel_id"],
                     "message_ids": [m["id"] for m in ms], "deleted_at": _iso(t)})

    def forget(self, m, t, by, snippet):
        m["state"] = "forgotten"
        m["removed_snippet"] = snippet
        self._op(t, {"op": "forget", "channel_id": m["channel_id"], "message_id": m["id"],
                     "requested_by": AUTHORS[by][1], "at": _iso(t)})

    def pin(self, m, t, by="ines"):
        self._op(t, {"op": "pin", "channel_id": m["channel_id"], "message_id": m["id"],
                     "by": AUTHORS[by][1], "at": _iso(t)})
        self.react(m, t + 700, "📌", by)

    def unpin(self, m, t, by="ines"):
        self._op(t, {"op": "unpin", "channel_id": m["channel_id"], "message_id": m["id"],
                     "by": AUTHORS[by][1], "at": _iso(t)})

    def react(self, m, t, emoji, who):
        self._op(t, {"op": "reaction_add", "channel_id": m["channel_id"], "message_id": m["id"],
                     "emoji": emoji, "user_id": AUTHORS[who][1], "at": _iso(t)})

    def unreact(self, m, t, emoji, who):
        self._op(t, {"op": "reaction_remove", "channel_id": m["channel_id"], "message_id": m["id"],
                     "emoji": emoji, "user_id": AUTHORS[who][1], "at": _iso(t)})

    def maybe(self, p: float, n_hard: int) -> bool:
        """Optional scenario gate: always consumes one draw, bounded by the day's hard-event budget."""
        hit = self.rng.random() < p
        if hit and self.budget >= n_hard:
            self.budget -= n_hard
            return True
        return False

    def oid(self) -> str:
        self.oid_n += 1
        return f"LSB-{self.oid_n}"

    def tix(self) -> str:
        self.tix_n += 1
        return f"LIS-{self.tix_n}"

    def xid(self) -> str:
        return f"{self.rng.randint(10**11, 10**12 - 1):X}"

    def ack(self, t, who=None, ref=None, thread=None):
        pool = ["ok", "👍", "thx", "obg", "fixe", "top 👌", "✅", "ya", "boa", "🙏", "👀", "ok ok",
                "percebido", "recebido 👍", "np", "ty", "👌", "💪"]
        who = who or self.rng.choice(["rui", "marta", "duarte", "tiago", "bia"])
        return self.post(t, who, self.rng.choice(pool), ref=ref, thread=thread, kind="noise")

    # ------------------------------------------------------------- market
    def _init_market(self):
        r = self.rng
        self.px = {}
        for s, (_, _, base, dec, _) in EQ.items():
            p = base * math.exp(r.gauss(0, 0.012))
            self.px[s] = round(p, dec)
        self.pchg = {s: r.gauss(0, 0.9) for s in EQ}
        self.psi = r.gauss(0.1, 0.5)
        self.pt_jan = round(86.2 + r.gauss(0, 1.6), 2)
        self.pt_feb = round(self.pt_jan - 5.8 + r.gauss(0, 0.8), 2)
        self.pt_q1 = round((self.pt_jan * 31 + self.pt_feb * 28 + (self.pt_feb - 9.5) * 31) / 90, 2)
        self.es_q1 = round(self.pt_q1 - 0.25 + r.gauss(0, 0.15), 2)
        self.pt_q2 = round(47.9 + r.gauss(0, 1.2), 2)
        self.es_cal = round(63.8 + r.gauss(0, 0.9), 2)
        self.omie_d = round(97.0 + r.gauss(0, 7.0), 2)
        self.omie_d1 = round(self.omie_d + r.gauss(0, 6.0), 2)
        self.peak = round(self.omie_d1 * 1.22, 2)
        self.hydro = r.randint(64, 76)
        self.hydro5 = r.randint(55, 61)
        self.wind = r.randint(88, 142)
        self.mibgas = round(36.4 + r.gauss(0, 1.2), 2)
        self.ttf = round(self.mibgas + 1.6 + r.gauss(0, 0.4), 2)
        self.eua = round(71.5 + r.gauss(0, 1.5), 2)
        self.brent = round(71.8 + r.gauss(0, 1.3), 2)
        self.bund = round(2.41 + r.gauss(0, 0.04), 2)
        self.ot10 = round(self.bund + 0.58 + r.gauss(0, 0.03), 2)
        self.spr = int(round((self.ot10 - self.bund) * 100))
        self.y34 = round(3.11 + r.gauss(0, 0.04), 3)
        self.p34 = round(94.40 - (self.y34 - 3.11) * 6.5, 2)
        self.y29 = round(2.34 + r.gauss(0, 0.03), 3)
        self.p29 = round(98.98 - (self.y29 - 2.34) * 2.4, 2)
        self.var = r.randint(352, 378)
        self.posv = {k: abs(q) * self.px[k] for k, (q, _) in HOLD.items()}
        self.banks_used = round(self.posv["BCP"] / 1000)
        self.banks_util = round(100 * self.posv["BCP"] / BANKS_LIMIT)

    # ------------------------------------------------------------- build
    def build(self):
        r = self.rng
        perm = ["EDP", "EDPR", "NOS"]
        r.shuffle(perm)
        self.S1, self.S4, self.S5 = perm
        self.S2 = r.choice(["GALP", "GALP", "SON"])
        self.ot_done = self.maybe(0.75, 3)
        self.holiday_next = (self.date + timedelta(days=1)).strftime("%m-%d") in PT_HOLIDAYS
        self._background()
        self._night()
        self._preopen()
        self._s1_lifecycle()
        self._s2_poll()
        self._s3_bcp()
        self._s4_ot()
        self._edpr_thread()
        self._midmorning()
        self._power()
        self._lunch()
        self._afternoon()
        self._eod()
        self._evening()
        self._extras()
        self._chatter()

    # ------------------------------------------------------------- noise background
    def _background(self):
        r = self.rng
        for h in range(24):
            t = self.T(h, 0, r.randint(1, 25))
            eu = "UP" if 7 <= h < 17 else "IDLE"
            om = "UP" if 7 <= h < 16 else "IDLE"
            mts = "UP" if 7 <= h < 17 else "IDLE"
            v = r.randint(0, 2)
            if v == 0:
                c = (f"💓 hb {h:02d}:00 · oms-bridge FIX EURONEXT={eu} OMIP={om} MTS={mts} · rtt {r.randint(3, 19)}ms"
                     f" · outq 0 · seq {r.randint(80000, 99999)} · mem {r.randint(310, 480)}MB · uptime "
                     f"{r.randint(2, 19)}d{r.randint(0, 23)}h · drop-copy ok · last exec report {r.randint(1, 59)}m ago")
            elif v == 1:
                c = (f"hb ok {h:02d}:00Z · gateways 3/3 · md lag {r.randint(4, 40)}ms · clock drift "
                     f"{r.randint(0, 3)}ms · discord ws {r.randint(38, 95)}ms · queue depth {r.randint(0, 4)} · "
                     f"ntp stratum 2 · disk {r.randint(41, 58)}% · cpu {r.randint(3, 30)}% · open orders {r.randint(0, 3)}")
            else:
                c = (f"watchdog: all services green ({h:02d}:00) · oms-bridge v2.14 · risk-engine r2026.11.4 · "
                     f"mibel-data 1.9.{r.randint(0, 5)} · news-relay 3.2 · tix-sync ok · p99 {r.randint(40, 120)}ms")
            self.post(t, "watchdog", c, kind="noise")
        for h in (1, 4, 7, 10, 13, 19, 22):
            t = self.T(h, 30, r.randint(0, 20))
            c = (f"risk-engine status=alive limits_ok=true checks_3h={r.randint(40, 900)} breaches=0 "
                 f"var_1d_99_eur={self.var * 1000 + r.randint(-9000, 9000)} build=r2026.11.4")
            self.post(t, "risk", c, kind="noise")
        # price alerts during market hours
        alert_syms = ["EDP", "GALP", "BCP", "EDPR", "JMT", "NOS", "SON"]
        n_alerts = r.randint(7, 10)
        for i in range(n_alerts):
            h = r.choice([8, 8, 9, 9, 10, 11, 13, 14, 14, 15, 15, 16])
            t = self.T(h, r.randint(0, 59))
            kindp = r.random()
            if kindp < 0.6:
                s = r.choice(alert_syms)
                dec = EQ[s][3]
                lvl = self.px[s] * (1 + r.choice([-1, 1]) * r.uniform(0.004, 0.012))
                chg = (lvl / self.px[s] - 1) * 100 + self.pchg[s]
                up = lvl > self.px[s]
                step = 10 ** -(dec - 1)
                x = round(lvl / step, 6)
                cross = (math.ceil(x) - 1 if up else math.floor(x) + 1) * step
                arrow = "acima de" if up else "abaixo de"
                c = f"🔔 {s} {pt(lvl, dec)} ({sgn(chg, 1)}%) · cruzou {arrow} {pt(cross, dec - 1)}"
            elif kindp < 0.8:
                lvl = self.pt_jan + r.uniform(1.0, 2.8)
                c = f"🔔 OMIP FTB PT Jan-27 {pt(lvl, 2)} €/MWh (+{pt(lvl - self.pt_jan, 2)}) · alerta em {pt(math.floor(lvl), 2)}"
            else:
                c = f"🔔 OT 10a {pt(self.ot10 + r.uniform(0.03, 0.06), 3)}% · spread vs Bund {self.spr + r.randint(2, 5)} bp (alerta 60 bp)"
            self.post(t, "alerts", c.replace("+-", "-"), kind="noise")
        # PnL snapshots
        for h in (9, 11, 13, 15):
            t = self.T(h, 5, r.randint(0, 50))
            eq = r.randint(-30, 45) * 1000 + r.randint(0, 999)
            pw = r.randint(-12, 20) * 1000 + r.randint(0, 999)
            ot = r.randint(-8, 9) * 1000 + r.randint(0, 999)
            self.post(t, "mesa", "", embeds=[{
                "title": f"PnL intradiário · LIS · {h:02d}:05",
                "fields": [{"name": "PSI equities", "value": eur(eq), "inline": True},
                           {"name": "OMIP power", "value": eur(pw), "inline": True},
                           {"name": "OTs", "value": eur(ot), "inline": True},
                           {"name": "Total", "value": eur(eq + pw + ot)}],
                "footer": "marcação: último preço · power a settlement D-1 + delta intradiário"}], kind="noise")
        # REN prints
        for h in (9, 11, 14, 17):
            t = self.T(h, 2, r.randint(0, 40))
            cons = r.randint(6100, 7600)
            wind = r.randint(900, 3900)
            hyd = r.randint(900, 2600)
            sol = r.randint(0, 1900) if 9 <= h <= 15 else r.randint(0, 60)
            imp = cons - wind - hyd - sol - r.randint(400, 1400)
            c = (f"REN {h:02d}:00 · consumo {pt(cons, 0)} MW · eólica {pt(wind, 0)} · hídrica {pt(hyd, 0)} · "
                 f"solar {pt(sol, 0)} · saldo import ES {'+' if imp >= 0 else '−'}{pt(abs(imp), 0)} MW")
            self.post(t, "mkt", c)

    # ------------------------------------------------------------- night
    def _night(self):
        r = self.rng
        t = self.T(0, r.randint(10, 35))
        m = self.post(t, "tiago", r.choice([
            "alguém ainda acordado? o fecho de NY foi feio nos utilities, NEE −2%",
            "ainda aqui… os futuros do S&P a cair 0,4% depois do fecho, utilities a apanhar",
        ]))
        self.post(self.after(t, 200, 900), "duarte", r.choice([
            "vai dormir pá 😴 amanhã há leilão do IGCP para preparar",
            "vai dormir, amanhã falamos. os Treasuries subiram 6 bp, não é drama",
        ]), ref=m)
        t = self.T(1, 0, r.randint(5, 40))
        self.post(t, "cron", f"[cron] nightly_recon {self.diso} · trades D-1 {r.randint(110, 190)} · breaks 0 · "
                             f"fees OMIP ok · dur {r.randint(30, 70)}s", kind="noise")
        t = self.T(2, 30)
        self.post(t, "cron", f"[cron] refdata: calendário OMIP carregado ({r.randint(300, 330)} contratos) · "
                             f"estáticos Euronext LIS ok · ISINs OT 18 · feriados PT 2027 ok", kind="noise")
        t = self.T(3, 10)
        self.post(t, "ci", f"✅ deploy oms-bridge v2.14.{r.randint(2, 9)} → prod-lis (sha {r.randint(0x1000000, 0xfffffff):07x})"
                           f" · {r.randint(1, 3)}m{r.randint(10, 59)}s · by github-actions", kind="noise")
        t = self.T(3, 40)
        self.post(t, "cron", f"[cron] backup store→s3 ok · {r.randint(800, 990)} MB · {r.randint(20, 60)}s", kind="noise")
        t = self.T(4, 12)
        self.post(t, "watchdog", f"⚠️ gateway reconnect: session RESUMED (seq {r.randint(88000, 99000)}) after "
                                 f"{pt(r.uniform(1.2, 4.8), 1)}s", kind="noise")
        # two stack traces, bulk-deleted at 07:05 by ops
        t = self.T(4, 40)
        tag = f"{self.diso.replace('-', '')}{self.ch:02d}"
        tok1 = f"omie-fetch-{tag}-{r.randint(1000, 4999)}"
        tb = (f"```\nERROR mibel-data job={tok1} fetch OMIE marginalpdbc failed\n"
              "Traceback (most recent call last):\n"
              '  File "/srv/mibel/jobs/omie.py", line 212, in fetch_day\n'
              "    resp = session.get(url, timeout=15)\n"
              '  File "/srv/mibel/.venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
              '    return self.request("GET", url, **kwargs)\n'
              '  File "/srv/mibel/.venv/lib/python3.11/site-packages/requests/sessions.py", line 589, in request\n'
              "    resp = self.send(prep, **send_kwargs)\n"
              '  File "/srv/mibel/.venv/lib/python3.11/site-packages/requests/sessions.py", line 703, in send\n'
              "    r = adapter.send(request, **kwargs)\n"
              '  File "/srv/mibel/.venv/lib/python3.11/site-packages/requests/adapters.py", line 532, in send\n'
              "    raise ReadTimeout(e, request=request)\n"
              "  [previous: urllib3.exceptions.ReadTimeoutError in urllib3/connectionpool.py:536 _make_request]\n"
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='www.omie.es', port=443): "
              "Read timed out. (read timeout=15)\n"
              f"retry 1/3 in 60s\n```")
        st1 = self.post(t, "mkt", tb, kind="noise")
        tok2 = f"omie-fetch-{tag}-{r.randint(5000, 9999)}"
        tb2 = tb.replace(tok1, tok2).replace("retry 1/3 in 60s", "retry 2/3 in 120s")
        st2 = self.post(self.after(t, 60, 65), "mkt", tb2, kind="noise")
        self.post(self.after(t, 190, 200), "mkt", "omie fetch ok on retry 3/3 · marginalpdbc D published · 24/24 h",
                  kind="noise")
        self.stack_traces = (st1, st2, tok1, tok2)
        # overnight news: generic/unrelated
        t = self.T(5, r.randint(5, 40))
        self.post(t, "news", r.choice([
            "📰 [Reuters] Nikkei fecha +0,3%, Hang Seng −0,8%; iene estável a 151 por dólar",
            "📰 [Reuters] Asian shares mixed as traders await US payrolls revisions; yen steady",
        ]), kind="near")
        t = self.T(5, 45)
        self.post(t, "cron", f"[cron] triagem 22:00–05:45 · {r.randint(7, 16)} itens · 0 encaminhados · 0 escalados",
                  kind="near", idiom=("cron triage summary with zero routed", "not_hard"))
        t = self.T(6, 25)
        self.post(t, "cron", f"[cron] OMIP settlement D-1 carregado: {r.randint(205, 220)} contratos · "
                             f"FTB PT Jan-27 {raw(self.pt_jan - 0.4, 2)} · FTB ES Q1-27 {raw(self.es_q1 + 0.2, 2)}",
                  kind="noise")

    # ------------------------------------------------------------- pre-open
    def _preopen(self):
        r = self.rng
        t = self.T(6, 38)
        g = self.post(t, "ines", r.choice(["bom dia malta ☕", f"bom dia ☕ {self.wd}, bora", "bom dia a todos"]),
                      kind="noise")
        self.post(self.after(t, 30, 200), "rui", r.choice(["bom dia 👋", "dia!", "bom dia ☀️"]), kind="noise")
        self.post(self.after(t, 100, 400), "marta", r.choice(["bom diaaa", "bom dia, café primeiro"]), kind="noise")
        self._morning_note(self.T(6, 44))
        # /pos
        t = self.T(6, 57)
        pos = (
            "```\n"
            "PSI        qty        pmc      último\n"
            f"EDP     100.000    3,541    {pt(self.px['EDP'], 3)}\n"
            f"EDPR     37.000    9,604    {pt(self.px['EDPR'], 3)}\n"
            f"GALP     18.000   15,020   {pt(self.px['GALP'], 3)}\n"
            f"BCP     450.000    0,6620   {pt(self.px['BCP'], 4)}\n"
            f"JMT      -6.000   20,880   {pt(self.px['JMT'], 2)}\n"
            f"NOS      94.000    3,790    {pt(self.px['NOS'], 3)}\n"
            "SON C Mar27 1,10   150 ct  (δ≈0,58)\n"
            "\n"
            "stops/alvos ativos: EDP 3,45/— · EDPR 9,20/11,40 · GALP 14,90/17,20 · JMT 21,40/19,20 · NOS 3,70/—\n"
            "OMIP\n"
            "FTB PT Jan-27   +10 MW @ 80,15\n"
            "FTB ES Q1-27     -5 MW @ 75,60\n"
            "FTB PT Q2-27     +5 MW @ 47,90\n"
            "OTs (nominal)\n"
            "PTOTEXOE0024 OT 1,95% jun-29  €5mm\n"
            "PTOTEVOE0018 OT 2,25% abr-34  €3mm\n"
            "```")
        self.post(t, "mesa", "> /pos desk:LIS\n" + pos, embeds=[{
            "title": "Ordens a trabalhar",
            "description": f"{self.gtc_oid} · EDPR · BUY 8,000 @ 9.70 · GTC · desde sexta",
            "footer": f"pedido por rui_tavares · {self.diso} 06:57"}])
        t = self.T(7, 1)
        self.post(t, "mesa", "> /risk show desk:LIS", embeds=[{
            "title": "Risco · LIS · limites e utilização",
            "fields": [
                {"name": "VaR 1d 99%", "value": f"€{self.var}k / €400k ({round(self.var / 4)}%)", "inline": True},
                {"name": "Single-name gross (máx.)", "value": f"{self.S1} €{round(self.posv[self.S1] / 1000)}k / €400k",
                 "inline": True},
                {"name": "Bancos gross", "value": f"€{self.banks_used}k / €350k ({self.banks_util}%)", "inline": True},
                {"name": "Gross short", "value": f"€{round(6 * self.px['JMT'])}k / €200k", "inline": True},
                {"name": "OMIP por contrato", "value": "10 MW / 25 MW", "inline": True},
                {"name": "DV01 OTs", "value": f"€{r.randint(27, 31)}k / €35k por bp", "inline": True},
                {"name": "Stress (gas replay)", "value": f"−€{r.randint(600, 760)}k / −€1,0mm", "inline": True},
                {"name": "Stop-loss desk MTD", "value": f"€{r.randint(30, 110)}k / €750k", "inline": True},
                {"name": "Liquidez", "value": "100% saída ≤ 2 dias (BCP 2d)", "inline": True}],
            "footer": "risk-engine r2026.11.4 · snapshot 07:01"}], kind="near",
            idiom=("slash-command risk snapshot with limits, no change", "not_hard"))
        # bulk delete of overnight traces
        st1, st2, tok1, tok2 = self.stack_traces
        t = self.T(7, 5)
        self.bulk_delete([st1, st2], t, [tok1, tok2])
        self.post(self.after(t, 2, 10), "bia", "limpei os tracebacks da noite do mibel-data, já está resolvido 🧹")
        self._news_block(self.T(7, 8), n_held=1 + int(self.maybe(0.35, 1)), n_watch=1, n_unrel=2)

    def _morning_note(self, t):
        r = self.rng
        galp = self.px["GALP"]
        variant = r.randint(0, 1)
        if variant == 0:
            self.mn_sym = "GALP"
            galp_line = (f"• GALP ({pt(galp, 2)}): long 18.000 @ 15,02. Mopane continua sem data para os resultados do "
                         "poço de avaliação. **Decisão: baixamos a convicção de alta para neutral; o alvo de 17,20 "
                         "fica retirado** até haver dados do poço. Posição mantém-se, sem reforços.")
            jmt_line = (f"• JMT ({pt(self.px['JMT'], 2)}): short 6.000 @ 20,88. Stop 21,40 / alvo 19,20. Deflação "
                        "alimentar na Polónia continua a pesar nas margens da Biedronka.")
            facts = ["GALP", "neutral", "17,20"]
        else:
            self.mn_sym = "JMT"
            galp_line = (f"• GALP ({pt(galp, 2)}): long 18.000 @ 15,02. Mopane sem novidades; Brent firme ajuda. "
                         "Mantemos tudo como estava.")
            jmt_line = (f"• JMT ({pt(self.px['JMT'], 2)}): short 6.000 @ 20,88. Depois dos dados de preços da "
                        "Polónia, **reforçamos a tese do short de JMT: convicção passa de média para alta**, "
                        "alvo 19,20 mantido, stop 21,40.")
            facts = ["JMT", "convicção passa de média para alta"]
        psi = self.psi
        c = (
            f"**Nota da manhã · Mesa Lisboa · {self.wd} {self.dpt}**\n"
            "_morning-agent · fontes: Bloomberg, Lusa, ECO, Jornal de Negócios, OMIP, OMIE, IGCP_\n\n"
            "**1. Overnight**\n"
            f"• EUA: S&P 500 {pt(r.uniform(-0.8, 0.4), 1)}%, Nasdaq {pt(r.uniform(-1.1, 0.5), 1)}%, utilities do S&P "
            f"{pt(r.uniform(-1.6, -0.3), 1)}%. UST 10a {pt(4.31 + r.uniform(-0.03, 0.03), 2)}% (+{r.randint(2, 7)} bp).\n"
            f"• Ásia: Nikkei {pt(r.uniform(-0.5, 0.6), 1)}%, Hang Seng {pt(r.uniform(-1.2, 0.4), 1)}%. Futuros do Euro "
            f"Stoxx 50 {pt(r.uniform(-0.4, 0.3), 1)}% às 06:30.\n"
            f"• Brent {pt(self.brent, 2)} $/bbl, TTF Jan-27 {pt(self.ttf, 2)} €/MWh, EUA Dez-26 {pt(self.eua, 2)} €/t.\n"
            f"• EUR/USD {pt(1.084 + r.uniform(-0.004, 0.004), 4)}; Bund 10a {pt(self.bund, 2)}%; OT 10a "
            f"{pt(self.ot10, 2)}% (spread {self.spr} bp).\n\n"
            "**Europa — setores e pares (fecho de sexta)**\n"
            f"• Stoxx 600 utilities {pt(r.uniform(-1.2, 0.8), 1)}%, oil & gas {pt(r.uniform(-1.0, 1.2), 1)}%, bancos "
            f"{pt(r.uniform(-0.8, 1.4), 1)}%, retalho alimentar {pt(r.uniform(-1.0, 0.6), 1)}%.\n"
            f"• Pares ibéricos: Iberdrola {pt(12.41 + r.uniform(-0.2, 0.2), 2)}, Endesa {pt(20.6 + r.uniform(-0.3, 0.3), 2)}, "
            f"Repsol {pt(13.9 + r.uniform(-0.2, 0.2), 2)}, Santander {pt(6.12 + r.uniform(-0.1, 0.1), 2)}, CaixaBank "
            f"{pt(5.48 + r.uniform(-0.1, 0.1), 2)}.\n"
            f"• Fluxos: o PSI negociou €{r.randint(95, 160)}mm na sexta (média 20d €{r.randint(110, 140)}mm); ETFs de "
            "utilities europeias com saídas pela terceira semana seguida; estrangeiros vendedores líquidos de "
            "bancos ibéricos.\n"
            f"• Short interest: JMT {pt(r.uniform(4.2, 5.6), 1)}% do free float (máximo de 12 meses), GALP "
            f"{pt(r.uniform(1.0, 2.0), 1)}%, EDP {pt(r.uniform(0.6, 1.3), 1)}%, NOS {pt(r.uniform(0.3, 0.9), 1)}%.\n\n"
            "**Macro e bancos centrais**\n"
            f"• BCE: o mercado desconta {r.randint(28, 46)} bp de cortes até junho; Lane e Schnabel falam esta "
            "semana. A ata de outubro mostrou conforto com a inflação de serviços mas preocupação com salários.\n"
            f"• Fed: Waller e Logan falam hoje; probabilidade de corte em dezembro {r.randint(48, 72)}% (FedWatch).\n"
            "• Semana: ter ZEW · qua IPC EUA · qui discursos BCE · sex IPC final zona euro. Portugal: INE publica "
            "hoje a produção industrial de outubro; quarta o IGCP vai a mercado.\n\n"
            "**PnL de sexta (fecho)**\n"
            "```\nlivro        PnL dia       MTD\n"
            f"PSI          {eur(r.randint(-20, 35) * 1000 + r.randint(0, 999)):>9}   {eur(r.randint(40, 190) * 1000):>10}\n"
            f"OMIP         {eur(r.randint(-10, 25) * 1000 + r.randint(0, 999)):>9}   {eur(r.randint(20, 150) * 1000):>10}\n"
            f"OTs          {eur(r.randint(-6, 9) * 1000 + r.randint(0, 999)):>9}   {eur(r.randint(-10, 40) * 1000):>10}\n"
            "```\n"
            "**Curva OT (fecho de sexta)**\n"
            "```\nlinha            ISIN           preço    yield\n"
            f"OT 4,125% abr-27 PTOTEUOE0019  {pt(101.05 + r.uniform(-0.05, 0.05), 2)}  {pt(2.02 + r.uniform(-0.02, 0.02), 3)}%\n"
            f"OT 1,95% jun-29  PTOTEXOE0024   {pt(self.p29, 2)}  {pt(self.y29, 3)}%\n"
            f"OT 0,475% out-30 PTOTEYOE0007   {pt(90.6 + r.uniform(-0.1, 0.1), 2)}  {pt(2.61 + r.uniform(-0.02, 0.02), 3)}%\n"
            f"OT 2,25% abr-34  PTOTEVOE0018   {pt(self.p34, 2)}  {pt(self.y34, 3)}%\n"
            f"OT 4,1% fev-45   PTOTEBOE0020  {pt(103.3 + r.uniform(-0.2, 0.2), 2)}  {pt(3.86 + r.uniform(-0.02, 0.02), 3)}%\n"
            "```\n\n"
            f"**2. PSI — carteira** (pré-abertura indicativa PSI {pt(psi, 1)}%)\n"
            f"• EDP ({pt(self.px['EDP'], 3)}): long 100.000 @ 3,541. Conselho reúne hoje; o mercado espera detalhe "
            f"do programa de recompra. Rui traz uma ideia em {self.S1} para a abertura.\n"
            f"• EDPR ({pt(self.px['EDPR'], 3)}): long 37.000 @ 9,604. Ordem GTC {self.gtc_oid} (compra 8.000 @ 9,70) "
            "continua a trabalhar desde sexta. Leilões em Espanha e Itália esta semana.\n"
            f"{galp_line}\n"
            f"• BCP ({pt(self.px['BCP'], 4)}): long 450.000 @ 0,6620. Trading update do 4T a 14/12; SREP 2027 ainda "
            f"por publicar. Bancos gross a {self.banks_util}% do limite.\n"
            f"{jmt_line}\n"
            f"• NOS ({pt(self.px['NOS'], 3)}): long 94.000 @ 3,790. Stop 3,70. Fala-se de dividendo extraordinário "
            "no CMD de janeiro.\n"
            "• SON: 150 calls Mar-27 strike 1,10 (delta ~0,58), theta −€42/dia.\n\n"
            "**Consenso (Bloomberg, esta manhã)**\n"
            "```\nnome   comprar/manter/vender   PT médio   P/E 27e   div. yield\n"
            f"EDP        {r.randint(14, 18)}/{r.randint(5, 8)}/{r.randint(0, 2)}          {pt(4.35 + r.uniform(-0.05, 0.05), 2)}      {pt(r.uniform(12.5, 14), 1)}x     {pt(r.uniform(5.4, 6.0), 1)}%\n"
            f"EDPR       {r.randint(12, 16)}/{r.randint(8, 11)}/{r.randint(1, 4)}         {pt(13.1 + r.uniform(-0.2, 0.2), 2)}     {pt(r.uniform(24, 30), 1)}x     {pt(r.uniform(1.0, 1.6), 1)}%\n"
            f"GALP       {r.randint(15, 19)}/{r.randint(5, 8)}/{r.randint(1, 3)}          {pt(19.4 + r.uniform(-0.3, 0.3), 2)}     {pt(r.uniform(11, 13), 1)}x     {pt(r.uniform(4.0, 4.6), 1)}%\n"
            f"BCP        {r.randint(9, 12)}/{r.randint(3, 6)}/{r.randint(0, 2)}           {pt(0.83 + r.uniform(-0.02, 0.02), 2)}      {pt(r.uniform(6, 7.5), 1)}x      {pt(r.uniform(7.5, 9.5), 1)}%\n"
            f"JMT        {r.randint(10, 14)}/{r.randint(9, 12)}/{r.randint(3, 6)}         {pt(22.6 + r.uniform(-0.3, 0.3), 2)}     {pt(r.uniform(16, 19), 1)}x     {pt(r.uniform(2.8, 3.4), 1)}%\n"
            f"NOS        {r.randint(8, 11)}/{r.randint(4, 7)}/{r.randint(0, 2)}           {pt(4.55 + r.uniform(-0.05, 0.05), 2)}      {pt(r.uniform(12, 14), 1)}x     {pt(r.uniform(7.0, 8.2), 1)}%\n"
            "```\n"
            "**Leitura por nome (contexto, sem alterações)**\n"
            "EDP: o mercado vai querer saber se a recompra é incremental ao dividendo ou se substitui parte do "
            "scrip. Com o Bund estável, a ação tem seguido o setor com beta ~0,9; a diferença para a Iberdrola em "
            "EV/EBITDA está perto do máximo de dois anos, o que sustenta a tese de valor. Liquidez no leilão de "
            "abertura costuma ser boa à segunda-feira.\n"
            "EDPR: a semana tem dois leilões de renováveis (Itália FER-X e Espanha REER); um resultado acima do "
            "esperado nos preços de adjudicação seria positivo para o múltiplo. Risco de execução na Polónia e nos "
            "EUA continua a pesar. A ordem GTC fica onde está.\n"
            "BCP: spread de crédito sénior apertou 12 bp no mês; a posição está perto do limite de bancos, por isso "
            "qualquer reforço terá de passar pela Inês. Trading update é o próximo catalisador.\n"
            "NOS: o tema do dividendo extraordinário está a dar suporte; o stop em 3,70 continua válido, volume "
            "médio baixo (~€3mm/dia) implica cuidado na saída.\n\n"
            "**O que mudou desde sexta (fecho → pré-abertura)**\n"
            "```\n" + "\n".join(f"{k:<5} {pt(self.px[k], EQ[k][3]):>8}   {pt(self.pchg[k], 1):>5}%"
                                for k in ("EDP", "EDPR", "GALP", "BCP", "JMT", "NOS", "SON")) + "\n```\n"
            "**Crédito e CDS**\n"
            f"CDS 5a Portugal {r.randint(32, 40)} bp, EDP {r.randint(70, 90)} bp, BCP sénior {r.randint(85, 110)} bp; "
            "o iTraxx Main está estável. Emissões primárias portuguesas esta semana: nenhuma anunciada além do "
            "IGCP. A curva de crédito da EDP continua a negociar dentro das utilities europeias BBB.\n"
            "**Portugal macro**\n"
            f"PIB do 3T revisto para {pt(r.uniform(0.4, 0.7), 1)}% t/t; desemprego {pt(r.uniform(6.1, 6.6), 1)}%; "
            "confiança do consumidor no máximo de 18 meses. O excedente orçamental acumulado até outubro ficou "
            "acima do previsto, com receita de IRC forte. O crédito à habitação cresce 4% a/a e o malparado dos "
            "bancos continua abaixo de 2,5%, o que ajuda a leitura para BCP. O turismo fechou novembro com "
            "dormidas +5% a/a, com peso crescente de mercados fora da Europa.\n"
            "**ETFs e fluxos passivos**\n"
            "O ETF MSCI Portugal teve subscrições líquidas de ~$40mm em novembro, a maior desde março; a revisão "
            "trimestral do MSCI não mexe nos nossos nomes. No Stoxx 600, a EDPR continua candidata a sair do "
            "índice de utilities europeias se a capitalização cair mais 10%, o que seria negativo para o fluxo.\n"
            "**Sentimento e posicionamento**\n"
            "Os fundos long-only continuam subponderados em Portugal face ao benchmark europeu, sobretudo em "
            "utilities; os hedge funds reduziram shorts em bancos ibéricos nas últimas duas semanas. O PSI tem "
            "negociado com desconto de ~8% em P/E face ao Stoxx 600, perto da média de 5 anos. Não há "
            "catalisadores macro portugueses relevantes hoje além do anúncio do IGCP.\n\n"
            "**Corretores (power OTC)**: a semana passada fechou com ~4 TWh negociados em OTC no MIBEL, dois "
            "terços em ES Cal-27; spreads bid/ask de 0,25–0,40 €/MWh nos trimestres. Procura de consumidores "
            "industriais para Cal-28 a crescer.\n\n"
            "**Watchlist (só preços)**\n"
            f"• NVG {pt(WATCH['NVG'] * (1 + r.uniform(-0.01, 0.01)), 3)} · CTT {pt(WATCH['CTT'] * (1 + r.uniform(-0.01, 0.01)), 2)}"
            f" · ALTR {pt(WATCH['ALTR'] * (1 + r.uniform(-0.01, 0.01)), 3)} · COR {pt(WATCH['COR'] * (1 + r.uniform(-0.01, 0.01)), 2)}"
            " — sem novidades desde sexta.\n\n"
            "**Técnica**\n"
            f"• EDP: suporte {pt(self.px['EDP'] * 0.975, 2)}, resistência {pt(self.px['EDP'] * 1.03, 2)} (máximo de outubro); "
            "RSI 14d a 58.\n"
            f"• GALP: a testar a média de 200 dias ({pt(self.px['GALP'] * 0.99, 2)}); volume abaixo da média.\n"
            f"• BCP: canal ascendente desde setembro, base em {pt(self.px['BCP'] * 0.96, 4)}.\n"
            f"• JMT: abaixo das médias de 50 e 200 dias; próxima zona {pt(self.px['JMT'] * 0.95, 2)}.\n\n"
            "**3. Power / MIBEL**\n"
            f"• OMIE hoje: PT {pt(self.omie_d, 2)} €/MWh, ES {pt(self.omie_d, 2)} — sem market splitting. Eólica "
            f"prevista ~{self.wind} GWh/dia até quinta.\n"
            f"• OMIP fecho D-1: PT base Jan-27 {pt(self.pt_jan - 0.4, 2)}, Feb-27 {pt(self.pt_feb - 0.3, 2)}, "
            f"Q1-27 {pt(self.pt_q1 - 0.3, 2)}; ES base Q1-27 {pt(self.es_q1 + 0.2, 2)}.\n"
            "• Livro: PT Jan-27 +10 MW @ 80,15; ES Q1-27 −5 MW @ 75,60; PT Q2-27 +5 MW @ 47,90.\n"
            f"• Albufeiras PT a {self.hydro}% (média 5a {self.hydro5}%). Almaraz II em paragem programada.\n\n"
            "Detalhe power: a hídrica portuguesa está a turbinar sobretudo nas horas de ponta da tarde, o que "
            "achata o perfil; a eólica esteve abaixo da previsão no sábado (−18%) e acima no domingo (+11%). "
            "O spread PT–ES no OMIP continua colado a zero em todos os prazos, sem sinais de congestionamento na "
            "interligação. Margem inicial na OMIClear para o livro: cerca de €0,4mm.\n\n"
            "Leitura do livro de power: o long de PT Jan-27 é a cobertura para uma Almaraz que volte mais tarde "
            "do que o guidance e para um janeiro frio; o short de ES Q1-27 aposta em hídrica e vento. As duas "
            "pernas somadas deixam a mesa ligeiramente curta de fevereiro/março e longa de janeiro, o que tem "
            "funcionado nas últimas três semanas. O Q2-27 long é residual, herdado de outubro, e está perto do "
            "preço de entrada. Liquidez no ecrã OMIP é boa até ao Cal-28; para além disso, só via corretores.\n\n"
            "**4. OTs**\n"
            f"• OT 1,95% jun-29 (PTOTEXOE0024) €5mm @ {pt(self.p29, 2)} ({pt(self.y29, 3)}%); OT 2,25% abr-34 "
            f"(PTOTEVOE0018) €3mm @ {pt(self.p34, 2)} ({pt(self.y34, 3)}%).\n"
            "• IGCP anuncia hoje depois do fecho o montante do leilão de quarta."
            + (" Duarte com proposta no 2034.\n\n" if self.ot_done else "\n\n") +
            "**Checklist operacional**\n"
            f"• confirmar com o OMS que a GTC {self.gtc_oid} passou o fim de semana sem alterações\n"
            "• rever delta das calls SON depois da abertura (rebalanceamento do hedge só se δ > 0,65)\n"
            "• OMIClear: margem do dia e colateral disponível (bia.ops)\n"
            "• preparar o leilão do IGCP: limites DV01 e contrapartes para RFQ\n\n"
            "**5. Agenda (hora de Lisboa)**\n"
            "• 09:00 PMI serviços zona euro (final) · 10:00 INE produção industrial · 11:00 OMIE D+1\n"
            "• 15:00 ISM serviços EUA · 16:30 fecho Euronext Lisboa · 17:00 settlement OMIP\n"
            "• Calendário corporativo: BCP trading update 14/12 · NOS Capital Markets Day 22/01 · JMT vendas do 4T "
            "28/01 · EDP/EDPR resultados anuais 26/02 · Galp update Mopane 'janeiro'\n"
            "• Riscos do dia: utilities sensíveis ao Bund (cada +10 bp ≈ −1,2% no setor); ECMWF 12z para o vento "
            "da próxima semana; montante do leilão IGCP\n"
            + (f"• Amanhã ({self.dnext}) é feriado em Portugal; Euronext Lisboa e OMIP abrem normalmente.\n"
               if self.holiday_next else f"• Amanhã ({self.dnext}): sem eventos de carteira relevantes.\n")
        )
        m = self.post(t, "morning", c, hard=("thesis_update", facts, "buried"),
                      idiom=("thesis change buried mid Portuguese morning note", "thesis_update"))
        self.morning_note = m
        self.pin(m, self.after(t, 300, 600))
        self.post(self.after(t, 420, 700), "rui", r.choice([
            f"bem visto no {self.mn_sym}, concordo",
            "obrigado 🙏 nota bem arrumada hoje",
        ]), ref=m)
        self.react(m, self.after(t, 500, 900), "👍", "marta")

    # ------------------------------------------------------------- news
    def _news_pools(self):
        held = [
            ("EDP", "ECO", "EDP aprova programa de recompra de ações até 2% do capital",
             "O conselho de administração da EDP aprovou um programa de recompra de ações próprias até 2% do "
             "capital social, a executar até junho de 2027. O programa será executado por um intermediário "
             "financeiro independente e as ações adquiridas serão canceladas. A empresa reafirmou o guidance de "
             "resultado líquido recorrente para 2026.", ["EDP", "recompra", "2% do capital"]),
            ("EDP", "Reuters", "EDP agrees to sell 49% of Iberian hydro portfolio for €1.1bn",
             "Buyer is a consortium led by a Canadian pension fund; closing expected in Q2 2027. Proceeds will "
             "be used to cut net debt, the company said, and the transaction implies an EV/EBITDA of about 11x.",
             ["EDP", "€1.1bn"]),
            ("EDPR", "CMVM", "CMVM · Participação qualificada · EDP Renováveis, S.A. — BlackRock, Inc. passa a deter "
             "5,04% dos direitos de voto", "Comunicação ao abrigo do art. 16.º do CVM.",
             ["EDP Renováveis", "5,04%"]),
            ("EDPR", "Bloomberg", "EDPR signs 240 MW solar PPA with Amazon in Spain",
             "15-year pay-as-produced contract for a project in Castilla-La Mancha; COD 2028. It is the company's "
             "fourth corporate PPA in Spain this year, according to a person familiar with the matter.", ["EDPR", "240 MW"]),
            ("GALP", "Reuters", "Galp says Mopane-1A appraisal results slip to January; partner talks ongoing",
             "Company statement to the market, 07:02 Lisbon. The operator said additional fluid sampling is "
             "needed before publishing flow-test results; partner farm-down talks continue in parallel.", ["Galp", "Mopane-1A"]),
            ("GALP", "CMVM", "CMVM · Participação qualificada · Galp Energia, SGPS — Norges Bank passa a deter "
             "2,04% do capital", "Comunicação ao abrigo do art. 16.º do CVM.", ["Galp Energia", "2,04%"]),
            ("BCP", "Jornal de Negócios", "BCP coloca 500 milhões em dívida sénior preferencial com procura de "
             "2,1 mil milhões", "Cupão de 3,625%, maturidade 2031 com call em 2030. A emissão foi colocada junto de cerca de 180 "
             "investidores, 90% estrangeiros, e conta para os requisitos de MREL.", ["BCP", "500 milhões"]),
            ("BCP", "Reuters", "Millennium bcp: ECB SREP 2027 cuts Pillar 2 requirement to 2.10%",
             "Bank statement after market close Friday.", ["Millennium bcp", "2.10%"]),
            ("JMT", "ECO", "Jerónimo Martins: JPMorgan sobe preço-alvo para 23 euros e mantém overweight",
             "Analistas destacam quota de mercado da Biedronka e a recuperação da Ara na Colômbia; o banco "
             "espera margens estáveis em 2027 apesar da deflação alimentar na Polónia.", ["Jerónimo Martins", "23 euros"]),
            ("JMT", "Bloomberg", "Jeronimo Martins CEO flags food deflation in Poland into 2027",
             "Interview with Rzeczpospolita.", ["Jeronimo Martins", "food deflation"]),
            ("NOS", "Lusa", "NOS: conselho admite dividendo extraordinário de 0,35 euros por ação em 2027",
             "Proposta a apresentar no Capital Markets Day de janeiro, segundo fonte da empresa; o valor seria "
             "financiado pela venda de participações em ativos de fibra.", ["NOS", "0,35 euros"]),
            ("SON", "ECO", "Sonae MC compra cadeia de supermercados espanhola por 180 milhões",
             "Operação sujeita a aprovação da CNMC. A cadeia tem 64 lojas na Galiza e em Castela e Leão e "
             "faturou 410 milhões em 2025.", ["Sonae", "180 milhões"]),
            ("PWR", "Europa Press", "Almaraz II: paragem prolongada até 15 de janeiro; OMIP PT base Jan-27 reage "
             "em alta", "Os proprietários confirmam trabalhos adicionais no gerador de vapor.",
             ["Almaraz II", "OMIP PT base Jan-27"]),
            ("OT", "IGCP", "IGCP: leilão da OT 2,25% abr-2034 na quarta-feira, montante indicativo entre 750 e "
             "1.000 milhões", "Liquidação a T+2.", ["OT 2,25% abr-2034", "750 e 1.000 milhões"]),
        ]
        watch = [
            ("NVG", "ECO", "The Navigator Company anuncia subida de 6% nos preços de papel UWF na Europa",
             "Aumento efetivo a partir de janeiro para clientes europeus; é o segundo aumento em 2026, depois de "
             "um de 4% em maio.", ["Navigator", "6%"]),
            ("CTT", "Jornal de Negócios", "CTT e DHL eCommerce fecham joint-venture de encomendas na Península Ibérica",
             "CTT fica com 51%.", ["CTT", "DHL eCommerce"]),
            ("CTT", "CMVM", "CMVM · Informação privilegiada · CTT – Correios de Portugal, S.A.: revisão em alta do "
             "guidance de EBIT 2026", "Comunicado de 07:30.", ["CTT", "guidance de EBIT 2026"]),
            ("ALTR", "Lusa", "Altri: paragem não planeada na Celbi até 15 de dezembro",
             "Impacto estimado em 25 mil toneladas de pasta. A empresa diz que a paragem se deve a uma avaria na "
             "caldeira de recuperação e que o seguro cobre parte das perdas.", ["Altri", "Celbi"]),
            ("COR", "ECO", "Corticeira Amorim corta previsão de vendas para 2026 após 3.º trimestre fraco",
             "Procura de rolhas para espumantes abaixo do esperado.", ["Corticeira Amorim", "vendas"]),
        ]
        unrel = [
            ("📰 [ECO] Mota-Engil ganha contrato de 410 milhões de euros na Nigéria",
             "Contrato de construção de uma autoestrada com 180 km, a executar em quatro anos; a carteira de "
             "encomendas do grupo passa a 14 mil milhões."),
            ("📰 [Reuters] Inditex Q3 sales rise 8.4% at constant currency, beating forecasts",
             "The Zara owner said sales in the first weeks of the fourth quarter rose 9%; gross margin was flat "
             "year on year and the company kept its store-opening plans."),
            ("📰 [Expansión] Iberdrola eleva plan de inversiones 2027 a 14.000 millones, foco en redes",
             "La eléctrica destinará cerca del 60% a redes en España, Reino Unido y Estados Unidos, según la "
             "presentación a inversores."),
            ("📰 [Lusa] Ibersol: Burger King Portugal abre 12 restaurantes até março", None),
            ("📰 [ECO] REN conclui emissão de green bonds de 300 milhões a 7 anos",
             "A procura superou 1,2 mil milhões; o cupão ficou em 3,25%. Os fundos financiam investimento na "
             "rede de transporte de eletricidade."),
            ("📰 [Reuters] Santander launches €1.5bn share buyback",
             "The bank said the programme is part of its 2026 distribution target and will run until March."),
            ("📰 [CMVM] Transações de dirigentes · Mota-Engil, SGPS — administrador compra 25.000 ações",
             "Comunicação de transação de dirigente ao abrigo do artigo 19.º do Regulamento (UE) 596/2014."),
            ("📰 [Bloomberg] Siemens Energy raises wind unit guidance on order backlog",
             "Gamesa onshore orders rose 30% in the quarter; the company now expects the wind unit to break "
             "even a year earlier than planned."),
            ("📰 [Reuters] Fed's Waller: policy 'modestly restrictive', December cut still on the table", None),
            ("📰 [Lusa] Brent sobe 1,8% depois de a OPEP+ prolongar cortes", None),
        ]
        return held, watch, unrel

    def _news_block(self, t, n_held, n_watch, n_unrel):
        r = self.rng
        if not hasattr(self, "_news_left"):
            held, watch, unrel = self._news_pools()
            r.shuffle(held)
            self._pwr_news = [it for it in held if it[0] == "PWR"]
            held = [it for it in held if it[0] != "PWR"]
            r.shuffle(watch)
            r.shuffle(unrel)
            # keep one EDPR item first if the thread needs it; power item reserved for triage routing
            self._news_left = (held, watch, unrel)
        held, watch, unrel = self._news_left
        items = []
        for _ in range(n_held):
            if held:
                items.append(("held", held.pop()))
        for _ in range(n_watch):
            if watch:
                items.append(("watch", watch.pop()))
        for _ in range(n_unrel):
            if unrel:
                items.append(("unrel", unrel.pop()))
        r.shuffle(items)
        posted = []
        for kind, it in items:
            t = self.after(t, 40, 600)
            if kind == "unrel":
                it, desc = it
                emb = None
                if desc:
                    emb = [{"title": it.split("] ", 1)[1], "author": it[3:].split("]")[0],
                            "description": desc, "footer": f"news-relay · {_hm(t)}"}]
                posted.append((kind, self.post(t, "news", it, embeds=emb, kind="near",
                                               idiom=("unrelated Portuguese/Spanish headline", "not_hard")), None))
                continue
            sym, src, title, desc, facts = it
            et = "held_position_news" if kind == "held" else "watchlist_news"
            style = r.random()
            if src == "CMVM":
                m = self.post(t, "news", "", embeds=[{"title": title, "description": desc,
                                                      "author": "CMVM · Sistema de Difusão de Informação",
                                                      "footer": f"CMVM SDI · {_hm(t)}", "url": "https://web3.cmvm.pt/sdi/"}],
                              hard=(et, facts, "embed"),
                              idiom=("CMVM qualified-holding filing as embed", et) if kind == "held" else None)
            elif style < 0.5:
                m = self.post(t, "news", f"📰 [{src}] {title}", hard=(et, facts, "tagged"),
                              idiom=(("headline naming held name by company name", et) if kind == "held" else None))
            else:
                m = self.post(t, "news", "", embeds=[{"title": title, "description": desc, "author": src,
                                                      "footer": f"news-relay · {src} · {_hm(t)}"}],
                              hard=(et, facts, "embed"))
            if sym == "SON":
                if "news on underlying of held options" not in self.g.idiom_names:
                    self.g.idiom_names["news on underlying of held options"] = True
                    self.g.idioms.append({"message_id": m["id"], "idiom": "news on underlying of held options",
                                          "expected": "held_position_news"})
            posted.append((kind, m, sym))
        return posted

    # ------------------------------------------------------------- S1 lifecycle (equity add)
    def _s1_lifecycle(self):
        r = self.rng
        S = self.S1
        dec, cdec = EQ[S][3], EQ[S][4]
        p = self.px[S]
        lim = round(p * (1 - r.uniform(0.0005, 0.002)), 2)
        stop = round(p * 0.962, 2)
        tgt = round(p * 1.075, 2)
        q = {"EDP": 15000, "EDPR": 6000, "NOS": 15000}[S]
        used = round(self.posv[S])
        qok = int((SINGLE_NAME_LIMIT - used) / lim) // 1000 * 1000
        qok = max(1000, min(q - 1000, qok))
        self.s1 = {"lim": lim, "stop": stop, "tgt": tgt, "q": q, "qok": qok}
        thesis = {"EDP": "recompra + dividend yield ~5,8%, desconto vs Iberdrola no máximo de 2 anos",
                  "EDPR": "leilões desta semana e PPA com big tech, múltiplo no mínimo de 5 anos",
                  "NOS": "dividendo extraordinário no CMD, FCF yield 9%"}[S]
        t = self.T(7, r.randint(16, 24))
        v = r.randint(0, 2)
        if v == 0:
            c = (f"proponho comprar {kq(q)} {S} a {pt(lim, 2)}, stop {pt(stop, 2)}, alvo {pt(tgt, 2)}. "
                 f"tese: {thesis}. @Inês Carvalho ok?")
            facts, phr = [S, "comprar", kq(q), pt(lim, 2), pt(stop, 2)], "untagged"
        elif v == 1:
            c = (f"ideia para a abertura: c {kq(q)} {S} lim {pt(lim, 2)} / sl {pt(stop, 2)} / tp {pt(tgt, 2)} — "
                 f"{thesis}")
            facts, phr = [S, "c " + kq(q), pt(lim, 2), pt(stop, 2)], "shorthand"
        else:
            c = (f"[PROPOSTA] {S} compra {pt(q, 0)} @ {pt(lim, 2)} · stop {pt(stop, 2)} · alvo {pt(tgt, 2)}\n"
                 f"racional: {thesis}")
            facts, phr = [S, "compra", pt(q, 0), pt(lim, 2)], "tagged"
        prop = self.post(t, "rui", c, hard=("trade_proposal", facts, phr),
                         idiom=("decimal-comma equity proposal with stop and target", "trade_proposal"))
        self.s1_prop = prop
        self.react(prop, self.after(t, 20, 90), "👀", "marta")
        t2 = self.after(t, 60, 180)
        if r.random() < 0.7:
            self.post(t2, "tiago", f"com isto passamos os 400k de single-name em {S}? 🤔", ref=prop, kind="near",
                      idiom=("question about a proposal's limit usage", "not_hard"))
        t3 = self.after(t2, 60, 240)
        v = r.randint(0, 3)
        appr = [("ok bora, mas só depois do leilão de abertura", ["ok bora", "leilão de abertura"]),
                (f"👍 manda, {kq(q)} no máximo", ["manda", kq(q)]),
                (f"aprovado. {S} entra no leilão de abertura", ["aprovado", S]),
                (f"ok go — {S} {kq(q)} lim {pt(lim, 2)}", ["ok go", S, pt(lim, 2)])][v]
        a = self.post(t3, "ines", appr[0], ref=prop, hard=("trade_approval", appr[1], "reply"),
                      idiom=("short Portuguese reply approving a proposal", "trade_approval"))
        self.pin(prop, self.after(t3, 5, 30))
        self.post(self.after(t3, 10, 60), "rui", "feito, fica para as 8h 👌", kind="noise")
        # 08:00 slash-command echo
        oid = self.oid()
        self.s1_oid = oid
        t = self.T(8, 0, r.randint(1, 8))
        card = self.post(t, "mesa", f"> /order new side:buy symbol:{S} qty:{q} limit:{raw(lim, 2)} tif:day\n"
                                    f"_rui_tavares_", embeds=[{
            "title": "✅ Ordem submetida",
            "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                       {"name": "Conta", "value": "LIS-EQ-01", "inline": True},
                       {"name": "Estado", "value": "SENT → pre-trade risk", "inline": True}],
            "footer": "mesa-bot · OMS Bridge"}],
            hard=("trade_confirmation", [S, "buy", str(q), raw(lim, 2), oid], "structured"),
            idiom=("slash-command /order echo with result card", "trade_confirmation"))
        tr = self.after(t, 0.2, 0.9)
        self.post(tr, "risk", f"ts={_hms(tr)}Z check=pre_trade desk=LIS order={oid} sym={S} side=BUY qty_req={q} "
                              f"qty_ok={qok} action=RESIZE rule=single_name_gross limit_eur=400000 used_eur={used} "
                              f"avail_eur={400000 - used}",
                  hard=("risk_limit", [oid, "action=RESIZE", f"qty_ok={qok}"], "structured"),
                  idiom=("risk engine key=value resize of an order", "risk_limit"))
        ta = self.after(tr, 0.3, 1.5)
        self.post(ta, "oms", "", embeds=[{
            "title": "Order accepted — NEW", "author": "OMS Bridge · Euronext Lisbon",
            "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Symbol", "value": f"{S} ({EQ[S][1]})", "inline": True},
                       {"name": "Qty", "value": en(qok, 0), "inline": True},
                       {"name": "Limit", "value": raw(lim, dec), "inline": True},
                       {"name": "TIF", "value": "DAY", "inline": True},
                       {"name": "Account", "value": "LIS-EQ-01"}],
            "footer": f"venue XLIS · exch id {self.xid()} · {_hms(ta)} UTC"}],
            hard=("trade_confirmation", [oid, "BUY", en(qok, 0), raw(lim, dec)], "embed"))
        # partial fill embed
        f1 = int(qok * 0.6 // 100 * 100)
        fp1 = round(lim - 10 ** -dec, dec)
        tf = self.after(ta, 90, 400)
        self.post(tf, "oms", "", embeds=[{
            "title": "Execution report — PARTIAL FILL", "author": "OMS Bridge · Euronext Lisbon",
            "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Symbol", "value": S, "inline": True},
                       {"name": "LastQty", "value": en(f1, 0), "inline": True},
                       {"name": "LastPx", "value": raw(fp1, dec), "inline": True},
                       {"name": "LeavesQty", "value": en(qok - f1, 0), "inline": True}],
            "footer": f"XLIS · trade id {self.xid()} · {_hms(tf)} UTC"}],
            hard=("trade_fill", [oid, "BUY", en(f1, 0), raw(fp1, dec)], "embed"))
        # second fill reported by exec-agent, then corrected by edit
        f2 = qok - f1
        wrong = round(lim + 10 ** -dec, dec)
        right = lim
        tf2 = self.after(tf, 200, 700)
        avg_w = (f1 * fp1 + f2 * wrong) / qok
        avg_r = (f1 * fp1 + f2 * right) / qok
        c = f"[FILL] {S} compra {pt(f2, 0)} @ {pt(wrong, dec)} · {oid} · total {pt(qok, 0)} @ {pt(avg_w, 4)} médio"
        fm = self.post(tf2, "exec", c, hard=("trade_fill", [S, "compra", pt(f2, 0), pt(wrong, dec)], "tagged"))
        self.react(fm, self.after(tf2, 5, 40), "✅", "rui")
        c2 = (f"[FILL] {S} compra {pt(f2, 0)} @ {pt(right, dec)} · {oid} · total {pt(qok, 0)} @ {pt(avg_r, 4)} médio"
              f"\n_(corrigido: px do exec report, não do último trade)_")
        self.edit(fm, self.after(tf2, 240, 600), c2, superseded=[pt(wrong, dec)],
                  facts=[S, "compra", pt(f2, 0), pt(right, dec)])
        if not any(i["idiom"] == "fill price corrected by edit" for i in self.g.idioms):
            self.g.idioms.append({"message_id": fm["id"], "idiom": "fill price corrected by edit",
                                  "expected": "trade_fill"})
        self.ack(self.after(tf2, 20, 60), "rui")
        # stop set then moved twice by editing the same message
        ts = self.after(tf2, 60, 240)
        s0, s1, s2 = stop, round(stop * 1.012, 2), round(p * 0.99, 2)
        self.s1_stopmsg = self.post(ts, "rui", f"[STOP] {S} {kq(qok)} novos · stop {pt(s0, 2)} · alvo {pt(tgt, 2)}",
                                    hard=("stop_or_target_change", [S, pt(s0, 2)], "tagged"))
        self.s1_stops = (s0, s1, s2)

    # ------------------------------------------------------------- S2 poll lifecycle
    def _s2_poll(self):
        r = self.rng
        S = self.S2
        p = self.px[S]
        if S == "GALP":
            q, lim, sl, tp = 6000, round(p, 2), round(p * 0.968, 2), round(p * 1.08, 2)
        else:
            q, lim, sl, tp = 200000, round(p, 3), round(p * 0.962, 3), round(p * 1.09, 3)
        d = 2 if S == "GALP" else 3
        self.s2 = {"q": q, "lim": lim, "sl": sl, "tp": tp, "d": d}
        t = self.T(7, r.randint(28, 36))
        c = f"c {kq(q)} {S} a {pt(lim, d)} sl {pt(sl, d)} tp {pt(tp, d)} — vai a votos, fecha 08:15"
        if S == "SON":
            c += " (cash, além das calls)"
        prop = self.post(t, "rui", c, hard=("trade_proposal", [S, "c " + kq(q), pt(lim, d), pt(sl, d)], "shorthand"),
                         idiom=("k-suffixed shorthand proposal 'c Nk X a px sl'", "trade_proposal"))
        tp_ = self.after(t, 10, 40)
        self.post(tp_, "quorum", f"📊 **Votação aberta** · «c {kq(q)} {S} @ {pt(lim, d)} sl {pt(sl, d)}» · "
                                 "votantes: Inês, Rui, Marta, Duarte, risk-agent · quórum 3 · fecha 08:15",
                  ref=prop, kind="near", idiom=("poll still open on a proposal", "not_hard"))
        self.post(self.after(tp_, 60, 300), "marta", "votei sim, o Brent ajuda", kind=None)
        self.post(self.after(tp_, 200, 500), "riskag", f"vote: yes — fits within limits ({S} single-name after trade "
                                                       f"≈ €{round(((18000 if S == 'GALP' else 0) * p + q * lim) / 1000)}k)")
        t = self.T(8, 15, r.randint(1, 6))
        res = self.post(t, "quorum", f"📊 **Votação encerrada** · «c {kq(q)} {S} @ {pt(lim, d)} sl {pt(sl, d)}» · "
                                     f"✅ Sim 4 · ❌ Não 1 · quórum 3 ✔ → **APROVADA**",
                        ref=prop, hard=("trade_approval", [S, kq(q), pt(lim, d), "APROVADA"], "structured"),
                        idiom=("poll bot summary as approval vote", "trade_approval"))
        self.ack(self.after(t, 10, 50), "rui", ref=res)
        oid = self.oid()
        self.s2_oid = oid
        ta = self.after(t, 60, 200)
        if self.maybe(0.35, 1):
            self.post(ta, "oms", "", embeds=[{
                "title": "Order accepted — NEW", "author": "OMS Bridge · Euronext Lisbon",
                "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                           {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Symbol", "value": f"{S} ({EQ[S][1]})", "inline": True},
                           {"name": "Qty", "value": en(q, 0), "inline": True},
                           {"name": "Limit", "value": raw(lim, EQ[S][3]), "inline": True},
                           {"name": "Account", "value": "LIS-EQ-01"}],
                "footer": f"venue XLIS · exch id {self.xid()} · {_hms(ta)} UTC"}],
                hard=("trade_confirmation", [oid, "BUY", en(q, 0), raw(lim, EQ[S][3])], "embed"))
        tf = self.after(ta, 120, 600)
        fpx = round(lim - (0.005 if S == "GALP" else 0.001), EQ[S][3])
        js = json.dumps({"type": "fill", "clOrdId": oid, "sym": S, "side": "BUY", "qty": q,
                         "px": float(raw(fpx, EQ[S][3])), "venue": "XLIS", "acct": "LIS-EQ-01",
                         "ts": _iso(tf)}, ensure_ascii=False)
        self.post(tf, "exec", f"```json\n{js}\n```",
                  hard=("trade_fill", [oid, S, '"BUY"', f'"qty": {q}', f'"px": {float(raw(fpx, EQ[S][3]))}'],
                        "structured"),
                  idiom=("fill as JSON line from execution agent", "trade_fill"))

    # ------------------------------------------------------------- S3 rejected bank proposal
    def _s3_bcp(self):
        r = self.rng
        if not self.maybe(0.5 if self.ot_done else 0.8, 2):
            self.s3 = None
            return
        p = self.px["BCP"]
        lim = round(p - 0.0005, 4)
        t = self.T(8, r.randint(30, 40))
        prop = self.post(t, "tiago", f"[PROPOSTA] comprar 200k BCP a {pt(lim, 4)} — bancos baratos antes do trading "
                                     f"update, P/TBV 0,9x", hard=("trade_proposal", ["BCP", "comprar", "200k", pt(lim, 4)],
                                                                   "tagged"))
        self.s3 = prop
        self.post(self.after(t, 40, 150), "duarte", f"hmm, 200k com o update a 14/12 e bancos já a {self.banks_util}%… não sei")
        ta = self.after(t, 200, 500)
        v = r.randint(0, 1)
        if v == 0:
            self.post(ta, "ines", f"não — rejeitado. bancos já a {self.banks_util}% do limite, BCP fica como está até ao "
                                  "trading update",
                      ref=prop, hard=("trade_approval", ["rejeitado", "BCP"], "reply"),
                      idiom=("reply rejecting a junior's proposal", "trade_approval"))
        else:
            self.post(ta, "ines", "BCP: não aprovo. estamos em cima do limite de bancos e há trading update a 14/12",
                      ref=prop, hard=("trade_approval", ["BCP", "não aprovo"], "reply"),
                      idiom=("reply rejecting a junior's proposal", "trade_approval"))
        self.post(self.after(ta, 20, 90), "tiago", "ok, percebido 👍", kind="noise")

    # ------------------------------------------------------------- S4 OT
    def _s4_ot(self):
        r = self.rng
        if not self.ot_done:
            return
        t = self.T(7, r.randint(42, 50))
        px, y = self.p34, self.y34
        prop = self.post(t, "duarte",
                         f"proposta OT: comprar €2mm OT 2,25% abr-34 (PTOTEVOE0018) a {pt(px, 2)} / {pt(y, 2)}%, "
                         f"financiado com venda de Bund fev-34 (DV01 neutro ~€1,4k/bp). pré-leilão costuma pagar "
                         f"2–3 bp de concessão.",
                         hard=("trade_proposal", ["PTOTEVOE0018", "comprar", "€2mm", pt(px, 2)], "untagged"),
                         idiom=("bond proposal by ISIN with decimal-comma price", "trade_proposal"))
        ta = self.after(t, 120, 500)
        self.post(ta, "ines", r.choice(["👍 send it, €2mm", "👍 send it — €2mm e RFQ a 3 bancos"]), ref=prop,
                  hard=("trade_approval", ["send it", "€2mm"], "reply"),
                  idiom=("emoji + English 'send it' approval reply", "trade_approval"))
        tf = self.T(9, r.randint(2, 12))
        dealer = r.choice(["CGD", "BPI", "Santander", "Novo Banco"])
        fill_px = round(px - 0.01, 3)
        fm = self.post(tf, "oms", "", embeds=[{
            "title": "RFQ done — BondVision", "author": "OMS Bridge · BondVision / MTS Portugal",
            "fields": [{"name": "Side", "value": "BUY", "inline": True},
                       {"name": "ISIN", "value": "PTOTEVOE0018", "inline": True},
                       {"name": "Nominal", "value": "2,000,000", "inline": True},
                       {"name": "Price", "value": raw(fill_px, 3), "inline": True},
                       {"name": "Yield", "value": f"{raw(y + 0.002, 3)}%", "inline": True},
                       {"name": "Dealer", "value": f"{dealer} (3 quotes)", "inline": True},
                       {"name": "Account", "value": "LIS-RATES-01"}],
            "footer": f"RFQ {self.xid()} · settle T+2 · {_hms(tf)} UTC"}],
            hard=("trade_fill", ["BUY", "PTOTEVOE0018", "2,000,000", raw(fill_px, 3)], "embed"))
        self.ot_fill_px = fill_px
        self.react(fm, self.after(tf, 10, 60), "✅", "duarte")
        if self.maybe(0.3, 1):
            tt = self.after(tf, 40, 120)
            tlm = f"tlm 91{r.randint(1000000, 9999999)}"
            fg = self.post(tt, "duarte", f"feito €2mm PTOTEVOE0018 a {pt(fill_px, 3)} com o João da {dealer} "
                                         f"({tlm}), liga-lhe se houver problema no settle",
                           hard=("trade_fill", ["PTOTEVOE0018", "€2mm", pt(fill_px, 3)], "untagged"))
            self.forget(fg, self.after(tt, 300, 900), "ines", f"João da {dealer} ({tlm})")
            self.post(self.after(tt, 920, 1100), "ines", "@duarte.lopes nada de telemóveis de contrapartes no canal, "
                                                         "apaguei (forget). o resto está no OMS")
        # DV01 limit change, possibly edited
        if self.maybe(0.6, 1):
            tl = self.after(tf, 300, 1200)
            first = r.random() < 0.5
            lv = "€40k/bp" if first else "€45k/bp"
            lm = self.post(tl, "ines", f"a partir de hoje o limite de DV01 das OTs passa a {lv} (era €35k). "
                                       "aprovado pelo CRO às 8h40",
                           hard=("risk_limit", ["DV01", lv], "untagged"),
                           idiom=("risk limit raised in prose by desk head", "risk_limit"))
            self.pin(lm, self.after(tl, 5, 20))
            if first:
                self.edit(lm, self.after(tl, 60, 200), "a partir de hoje o limite de DV01 das OTs passa a €45k/bp "
                                                       "(era €35k). aprovado pelo CRO às 8h40",
                          superseded=["€40k/bp"], facts=["DV01", "€45k/bp"])
            self.ack(self.after(tl, 30, 200), "duarte", ref=lm)

    # ------------------------------------------------------------- EDPR thread
    def _edpr_thread(self):
        r = self.rng
        t = self.T(8, r.randint(44, 52))
        starter = self.post(t, "rui", "abro thread para EDPR 🧵 — leilões + PPAs desta semana")
        th = {"id": starter["id"]}
        self.edpr_thread = th
        t = self.after(t, 10, 60)
        self.post(t, "rui", (f"contexto: EDPR a {pt(self.px['EDPR'], 3)}, estamos long 37k @ 9,604 e temos a GTC "
                             f"{self.gtc_oid} a 9,70 para mais 8k. O mercado está a descontar zero no leilão "
                             "italiano (FER-X) e o PPA com a Amazon em Espanha ainda não está no consenso. "
                             "EV/EBITDA 27e ~9,1x vs 11x média 5 anos. o risco é taxa: cada 25 bp no Bund "
                             "é ~4% no preço pelas minhas contas."), thread=th)
        t = self.after(t, 60, 240)
        self.post(t, "rui", ("detalhe de valuation que fiz no fim de semana: DCF por tecnologia com WACC 6,8% "
                             "(+30 bp vs o consenso) dá 11,9 para a EDPR; a sensibilidade é ~0,9€ por cada 25 bp de "
                             "WACC. o mercado está a implicar ~7,4% de WACC ou preços de PPA 10% abaixo do que "
                             "assumo. a parte americana vale ~45% do total e é onde está o risco político; Europa "
                             "ex-Ibéria é a parte com mais crescimento. não é nada que mude a posição hoje"),
                  thread=th, attachments=[{"id": self.g.new_id(t, self.worker), "filename": "edpr_dcf_dez.png",
                                           "size": r.randint(60000, 180000),
                                           "url": "https://cdn.discordapp.com/attachments/edpr_dcf_dez.png"}])
        t = self.after(t, 60, 300)
        self.post(t, "marta", ("os PPAs solares em Espanha estão a fechar a 36–39 €/MWh, 240 MW não mexe a agulha "
                               "mas mostra que a procura corporate continua lá. o Cal-28 ES está a "
                               f"{pt(self.es_cal - 4.1, 2)}, captura solar ~55%"), thread=th)
        t = self.after(t, 60, 300)
        self.post(t, "tiago", f"se comprássemos mais 10k a {pt(self.px['EDPR'] - 0.02, 2)} ficávamos com 55k com a "
                              "GTC… isso cabia no single-name?", thread=th, kind="near",
                  idiom=("'se comprássemos' hypothetical in a thread", "not_hard"))
        t = self.after(t, 40, 200)
        self.post(t, "rui", "não vamos a isso hoje, a GTC chega", thread=th)
        if self.maybe(0.5, 1):
            t = self.after(t, 100, 400)
            m = self.post(t, "rui", "EDPR: tese confirmada depois do PPA — continuo long, convicção sobe de média "
                                    "para alta. alvo 11,40 mantém-se, sem mudar tamanho.",
                          thread=th, hard=("thesis_update", ["EDPR", "convicção sobe de média para alta"], "untagged"),
                          idiom=("conviction raised in a thread", "thesis_update"))
            self.react(m, self.after(t, 30, 200), "👍", "ines")
        t = self.after(t, 100, 400)
        self.post(t, "duarte", "e a sensibilidade a taxa? com o Bund a 2,4% já está no preço?", thread=th)
        t = self.after(t, 100, 300)
        self.post(t, "rui", "metade, diria. se o BCE cortar em março é upside", thread=th)
        self.ack(self.after(t, 20, 120), "duarte", thread=th)

    # ------------------------------------------------------------- mid-morning misc
    def _midmorning(self):
        r = self.rng
        t = self.T(8, 2)
        self.post(t, "watchdog", f"OMIP FIX session LOGON ok · SenderCompID LISDESK01 · seq reset 1→1", kind="noise")
        t = self.T(8, r.randint(3, 7))
        self.post(t, "alerts", f"🔔 PSI abertura {sgn(self.psi, 2)}% · EDP {pt(self.px['EDP'], 3)} · GALP "
                               f"{pt(self.px['GALP'], 2)} · BCP {pt(self.px['BCP'], 4)}", kind="noise")
        t = self.T(8, r.randint(8, 12))
        self.post(t, "rui", r.choice([
            "PSI a abrir bem, bancos a puxar, utilities atrás do resto da Europa",
            "abertura morna, volume fraco no BCP, EDP a ser comprada no leilão",
        ]), kind="near", idiom=("generic market colour with trading words", "not_hard"))
        # other desk items on the shared bridge
        t = self.T(8, r.randint(20, 29))
        self.post(t, "oms", "", embeds=[{
            "title": "Execution report — FILL", "author": "OMS Bridge · BME Madrid",
            "fields": [{"name": "ClOrdID", "value": f"MAD-{r.randint(2000, 2999)}", "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Symbol", "value": "IBE", "inline": True},
                       {"name": "LastQty", "value": "50,000", "inline": True},
                       {"name": "LastPx", "value": raw(12.41 + r.uniform(-0.1, 0.1), 3), "inline": True},
                       {"name": "Account", "value": "MAD-EQ-02", "inline": True}],
            "footer": f"XMAD · trade id {self.xid()} · {_hms(t)} UTC"}], kind="near",
            idiom=("other desk's fill on the shared OMS bridge", "not_hard"))
        t = self.T(8, r.randint(30, 36))
        self.post(t, "tiago", f"paper: v 50k SON a {pt(self.px['SON'], 3)} na conta demo, só para testar o algo de "
                              "VWAP novo", kind="near", idiom=("paper trade on demo account", "not_hard"))
        t = self.T(8, r.randint(38, 46))
        self.post(t, "javier", f"fyi we lifted 25 MW ES Cal-27 at {en(self.es_cal - 0.2, 2)} this morning for the "
                               "Madrid book, nothing for you", kind="near",
                  idiom=("other desk's trade told in chat", "not_hard"))
        self.post(self.after(t, 30, 200), "marta", "obg Javi 👍", kind="noise")
        t = self.T(8, r.randint(50, 58))
        self.post(t, "oms", "", embeds=[{
            "title": "Order rejected — REJECTED", "author": "OMS Bridge · MTS",
            "fields": [{"name": "ClOrdID", "value": f"LDN-R-{r.randint(100, 999)}", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "ISIN", "value": "DE000BU2Z031", "inline": True},
                       {"name": "Reason", "value": "credit line exceeded (counterparty)", "inline": True},
                       {"name": "Account", "value": "LDN-RATES-1"}],
            "footer": f"MTS · {_hms(t)} UTC"}], kind="near")
        self.post(self.after(t, 30, 200), "hannah", "sorry, that reject is ours (LDN), ignore", kind="noise")
        # ops incident note
        t = self.T(9, r.randint(36, 44))
        self.post(t, "bia", (
            "incidente da noite (mibel-data): 2 timeouts no fetch do OMIE às 04:4x, recuperou no 3.º retry às "
            "04:44. causa provável: manutenção do lado do OMIE (já aconteceu a 12/11). impacto: nenhum — o D+1 "
            "estava publicado antes das 06:00 e o settlement OMIP carregou normal. ação: aumentar o timeout de 15s "
            "para 30s e pôr alerta só ao 3.º falhanço. limpei os tracebacks do canal às 07:05 para não fazer "
            "barulho. ticket de infra aberto do lado deles"), kind=None)
        # sector conference notes (near-miss)
        t = self.T(10, r.randint(44, 52))
        self.post(t, "rui", (
            "notas rápidas da conferência de utilities do Santander (Madrid), painel das 10h: Iberdrola e Endesa "
            "muito focadas em redes e data centers, ninguém quer falar de preços de power para 2027; a Naturgy "
            "admitiu que os PPAs solares estão a fechar abaixo de 35 €/MWh em alguns casos. consenso na sala de "
            "que os leilões de capacidade em Espanha vão sair no 1S27. nada de específico para os nossos nomes, "
            "mas o tom geral para renováveis puras foi morno. quem quiser os slides eu partilho"), kind="near",
            attachments=[{"id": self.g.new_id(t, self.worker), "filename": "santander_utilities_conf_d1.pdf",
                          "size": r.randint(1200000, 3400000),
                          "url": "https://cdn.discordapp.com/attachments/santander_utilities_conf_d1.pdf"}])
        # ticket route
        t = self.T(9, r.randint(15, 25))
        n = self.tix()
        self.tix_route = n
        self.post(t, "tix", "", embeds=[{
            "title": f"{n} · Rever hedge GALP vs Brent", "url": f"https://tix.lis-desk.internal/{n}",
            "description": ("Com o Brent a 70+ e a posição GALP a 18k, avaliar se o hedge cruzado (short JMT/"
                            "futuros de Brent) ainda faz sentido; propor tamanho e instrumento até ao fecho."),
            "fields": [{"name": "Estado", "value": "Backlog → Em curso", "inline": True},
                       {"name": "Responsável", "value": "@exec-agent", "inline": True},
                       {"name": "Prioridade", "value": "Alta", "inline": True}],
            "footer": "Tix · atribuído por Inês Carvalho"}],
            hard=("route_decision", [n, "@exec-agent"], "embed"),
            idiom=("ticket bot assigning work to an agent", "route_decision"))
        self.post(self.after(t, 20, 120), "exec", f"ack {n} — picking it up, first pass before 11:00")
        # backtest near-miss
        t = self.T(9, r.randint(30, 45))
        self.post(t, "exec", (f"backtest (jan–nov 2026) · compra {self.S1} na abertura quando gap < −1%: 23 trades, "
                              f"fill médio {pt(self.px[self.S1] * 0.94, 3)}, hit rate 61%, PnL +€18,4k, max DD −€6,1k. "
                              "nada a fazer hoje, só para referência."),
                  kind="near", idiom=("backtest fills quoted", "not_hard"))
        # news mid-morning
        self._news_block(self.T(9, 48), n_held=1, n_watch=int(self.maybe(0.3, 1)), n_unrel=1)
        # what-if on limits
        t = self.T(9, r.randint(50, 58))
        self.post(t, "riskag", (f"What if we added 10 MW PT Jan-27 at today's levels: VaR would go to ~€"
                                f"{self.var + 33}k ({round((self.var + 33) / 4)}%), i.e. over the €400k limit. "
                                "Not a recommendation, just sizing."), kind="near",
                  idiom=("English 'what if' sizing check", "not_hard"))

    # ------------------------------------------------------------- power
    def _power(self):
        r = self.rng
        t = self.T(10, r.randint(2, 8))
        px = round(self.es_q1 - r.uniform(0.2, 0.6), 2)
        stop, tgt = round(px + 3.0, 2), round(px - 3.6, 2)
        self.pw = {"px": px, "stop": stop, "tgt": tgt}
        css = round(self.pt_jan - (self.mibgas / 0.55 + self.eua * 0.37), 2)
        c = (
            f"**Iberian power fundamentals — {self.wd_en} {self.diso}** (power-agent)\n\n"
            f"**Spot.** OMIE today {en(self.omie_d, 2)} €/MWh base in both zones, evening peak "
            f"{en(self.omie_d * 1.25, 2)}. D+1 due ~11:00 Lisbon. Solar capture rate this week 41% of base; "
            "no market splitting since 28/11.\n"
            f"**Hydro.** PT reservoirs {self.hydro}% vs {self.hydro5}% 5y average; ES at 54%. Douro inflows 1.4x "
            "normal after last week's rain. Hydro is bidding defensively in the evening ramp.\n"
            f"**Wind.** ECMWF 00z: ~{self.wind} GWh/day Thu–Sat, then a high-pressure block from the 12th with "
            "wind dropping under 60 GWh/day. GFS is windier; we weight ECMWF 70/30.\n"
            f"**Solar.** Installed PV ~{r.randint(38, 41)} GW ES / {pt(r.uniform(5.6, 6.4), 1)} GW PT; December midday "
            "output keeps pushing h12–h15 towards 30–40 €/MWh on sunny days, curtailment ~4% last week.\n"
            f"**Demand.** REN consumption {pt(r.uniform(-1.5, 2.5), 1)}% y/y temperature-corrected; REE peninsular "
            f"demand {pt(r.uniform(-1.0, 2.0), 1)}% y/y. Temperatures 1–2 °C below normal from Thursday in Madrid, "
            "which adds ~0.4 GW of evening load.\n"
            "**Nuclear.** Almaraz II outage ongoing (owners guide restart early January); Ascó I back at full "
            "power since Friday; Trillo stable.\n"
            "```\nunit          MW     status       expected back\n"
            "Almaraz I    1049   online       —\n"
            "Almaraz II   1044   outage       early Jan (owners)\n"
            "Ascó I       1033   online       —\n"
            "Ascó II      1027   online       —\n"
            "Cofrentes    1092   online       —\n"
            "Vandellós II 1087   online       —\n"
            "Trillo       1066   online       refuel Apr-27\n```\n"
            "**Hydro detail.** Portuguese hydro output averaged 2.1 GW last week, 40% above the seasonal norm, "
            "with run-of-river on the Douro close to its maximum and reservoir plants holding water for the "
            "evening peak. The water value implied by their bids has dropped to ~55 €/MWh from ~75 in "
            "October, which is the single biggest reason the evening ramp has softened. Spanish hydro is "
            "closer to normal; the Ebro basin is the exception, with reservoirs at 78%.\n"
            "**Historical analogues (wet Decembers)**\n```\nyear   Dec hydro   Q1 fwd on 1 Dec   Q1 outturn\n"
            "2013   +45%        48.9               26.2\n"
            "2019   +22%        52.0               35.1\n"
            "2023   +31%        83.5               41.3\n"
            f"2026   +{r.randint(24, 36)}%        {en(self.es_q1 + 1.5, 1)}               ?\n```\n"
            "The analogues all ended well below the forward, but gas and carbon were in very different places; "
            "we use them as direction, not size.\n"
            "**What changed vs Friday.** Wind forecast up ~15% for Thu–Sat; reservoirs +1 pp; Almaraz restart "
            "guidance unchanged; gas −1.3%; EUA −0.9%. Net, fundamentals moved about 1 €/MWh lower for Q1.\n"
            f"**Gas / carbon.** MIBGAS D+1 {en(self.mibgas, 2)} €/MWh, TTF Jan-27 {en(self.ttf, 2)}, EUA Dec-26 "
            f"{en(self.eua, 2)} €/t. Clean spark Jan (55% eff.) ≈ {en(css, 2)} €/MWh.\n"
            "**Interconnection.** ES→FR 2.8 GW available, FR→ES 3.1 GW; PT–ES uncongested.\n"
            "**Interconnector detail.** Hendaye–Argia and Arkale flows were export-heavy in the evening hours "
            "last week; the new Bay of Biscay link is still years away, so France acts as a pressure valve only "
            "at the margin. Morocco interconnector imported ~600 MW overnight. PT–ES NTC ~3.5 GW both ways, no "
            "maintenance scheduled this month.\n"
            "**Carbon.** EUA Dec-26 is range-bound; the MSR intake for 2027 and the start of EU ETS2 discussions "
            "have not moved the front. A €5/t move in EUA shifts CCGT cost by ~1.9 €/MWh.\n"
            "**Hourly shape (OMIE today, €/MWh)**\n"
            "```\nblock      h1-6    h7-9    h10-16   h17-21   h22-24\n"
            f"price     {en(self.omie_d * 0.93, 1):>6}  {en(self.omie_d * 1.12, 1):>6}  {en(self.omie_d * 0.71, 1):>6}"
            f"   {en(self.omie_d * 1.31, 1):>6}   {en(self.omie_d * 1.02, 1):>6}\n```\n"
            f"**Hydro by basin (PT, % of capacity).** Douro {r.randint(70, 84)}%, Tejo {r.randint(60, 75)}%, Mondego "
            f"{r.randint(55, 72)}%, Alqueva {r.randint(78, 88)}%, Cávado/Lima {r.randint(66, 82)}%. Pumping active "
            "overnight at Alqueva and Frades II.\n"
            f"**Gas detail.** Sines LNG send-out {r.randint(95, 140)} GWh/d, Spanish regas utilisation "
            f"{r.randint(38, 52)}%; MIBGAS Jan-27 {en(self.mibgas + 0.4, 2)}, PVB–TTF spread "
            f"{en(self.mibgas - self.ttf, 2)} €/MWh.\n"
            f"**Curve.** PT base Jan-27 {en(self.pt_jan, 2)}, Feb-27 {en(self.pt_feb, 2)}, Q1-27 {en(self.pt_q1, 2)}, "
            f"Q2-27 {en(self.pt_q2, 2)}; ES base Q1-27 {en(self.es_q1, 2)}, Cal-27 {en(self.es_cal, 2)}.\n"
            "```\nQ1-27 balance (TWh, ES+PT)   ours    consensus\n"
            f"demand                        {en(68.4 + r.uniform(-0.5, 0.5), 1)}    68.1\n"
            f"wind                          {en(17.9 + r.uniform(-0.8, 0.8), 1)}    17.2\n"
            f"hydro                         {en(9.6 + r.uniform(-0.6, 0.6), 1)}     8.4\n"
            f"solar                         {en(10.8 + r.uniform(-0.4, 0.4), 1)}    10.9\n"
            f"nuclear                       {en(11.2 + r.uniform(-0.3, 0.3), 1)}    11.6\n"
            "residual (CCGT/imports)        ~19      20.0\n```\n"
            "**Forward curve (€/MWh)**\n```\ncontract         PT       ES      d/d     w/w\n"
            f"Jan-27       {en(self.pt_jan, 2):>7}  {en(self.pt_jan - 0.2, 2):>7}   {r.uniform(-1.5, 1.5):+.2f}   {r.uniform(-4, 4):+.2f}\n"
            f"Feb-27       {en(self.pt_feb, 2):>7}  {en(self.pt_feb - 0.2, 2):>7}   {r.uniform(-1.5, 1.5):+.2f}   {r.uniform(-4, 4):+.2f}\n"
            f"Q1-27        {en(self.pt_q1, 2):>7}  {en(self.es_q1, 2):>7}   {r.uniform(-1.2, 1.2):+.2f}   {r.uniform(-3, 3):+.2f}\n"
            f"Q2-27        {en(self.pt_q2, 2):>7}  {en(self.pt_q2 - 0.3, 2):>7}   {r.uniform(-1.0, 1.0):+.2f}   {r.uniform(-3, 3):+.2f}\n"
            f"Cal-27       {en(self.es_cal + 0.1, 2):>7}  {en(self.es_cal, 2):>7}   {r.uniform(-0.8, 0.8):+.2f}   {r.uniform(-2, 2):+.2f}\n"
            f"Cal-28       {en(self.es_cal - 5.3, 2):>7}  {en(self.es_cal - 5.5, 2):>7}   {r.uniform(-0.6, 0.6):+.2f}   {r.uniform(-2, 2):+.2f}\n```\n"
            "**Week-ahead daily balance (GWh/day, ES+PT)**\n```\nday   demand   wind   solar   hydro   nuclear   residual\n"
            + "\n".join(f"{d:<5} {r.randint(690, 780):>6} {r.randint(60, 160):>6} {r.randint(90, 150):>7} "
                        f"{r.randint(80, 140):>7} {r.randint(118, 128):>9} {r.randint(150, 320):>10}"
                        for d in ("Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon")) + "\n```\n"
            "**Commentary.** The front of the curve is caught between a supportive nuclear story (Almaraz II "
            "out until early January, Trillo refuelling in spring) and a renewable/hydro backdrop that keeps "
            "getting better. Reservoirs well above average mean hydro producers can afford to bid low through "
            "February, and the wind outlook for the coming week is the strongest since October. Against that, "
            "gas has stopped falling and the evening ramp still clears on CCGTs most days, which is why we keep "
            "the Jan-27 long as the nuclear hedge while leaning short the rest of the quarter.\n"
            "**Scenarios for Q1-27 (ES base, €/MWh)**\n```\nscenario                     prob    fair value\n"
            f"wet + windy (base)           50%     {en(self.es_q1 - 4.0, 1)}\n"
            f"normal hydro, normal wind    30%     {en(self.es_q1 - 0.5, 1)}\n"
            f"cold/dry spell in Jan        15%     {en(self.es_q1 + 6.5, 1)}\n"
            f"gas spike (+30%)              5%     {en(self.es_q1 + 14.0, 1)}\n```\n"
            "Model notes: fair values come from the fundamental stack with CCGT marginal cost at the MIBGAS "
            "forward and hydro water values recalibrated on last week's bids; the model has under-predicted "
            "evening peaks by ~4 €/MWh in November, which we correct for manually.\n"
            "**Positioning.** OMIP open interest in ES Q1-27 up 9% w/w; utilities hedging programmes mostly done "
            "for Q1, so flow from here is speculative and thin.\n"
            "**Book.** +10 MW PT Jan-27 @ 80.15, −5 MW ES Q1-27 @ 75.60, +5 MW PT Q2-27 @ 47.90. "
            "Net delta ≈ +€7.4k per €1/MWh across the strip.\n\n"
            f"**Trade.** Proposal: sell a further 5 MW ES base Q1-27 at {en(px, 2)} €/MWh (limit), stop "
            f"{en(stop, 2)}, target {en(tgt, 2)}. Wind + hydro should cap Feb/Mar; Jan stays supported by "
            "Almaraz, which our PT Jan-27 long already covers.\n\n"
            "**Liquidity.** Screen depth in ES Q1-27 is ~15 MW a side within 0.30 €/MWh during the morning "
            "session; broker markets are tighter for clips above 10 MW. Monthly contracts beyond Mar-27 trade "
            "mostly as strips. OMIClear initial margin for a 5 MW Q1 position is ~€48k.\n"
            "**Risks to the view.** A cold snap with low wind after the 12th; French nuclear availability "
            "(EDF guidance revision due Thursday); gas spike on Norwegian outages. Any one of these puts Q1 "
            "back above 82.\n"
            "**Next.** OMIE D+1 at 11:00, REN hydro bulletin at 14:00, OMIP settlement 17:00."
        )
        rep = self.post(t, "power", c, hard=("trade_proposal", ["ES base Q1-27", "sell", "5 MW", en(px, 2)], "buried"),
                        idiom=("proposal buried in English fundamentals report", "trade_proposal"))
        self.power_rep = rep
        th = {"id": rep["id"]}
        t2 = self.after(t, 120, 400)
        self.post(t2, "marta", f"interessante. e o stop se a Almaraz voltar antes do previsto? {pt(stop, 2)} não é apertado?",
                  thread=th, kind="near", idiom=("question on a proposal, no decision", "not_hard"))
        t3 = self.after(t2, 60, 200)
        self.post(t3, "power", (f"Stop at {en(stop, 2)} is ~3 €/MWh above entry, roughly 1.3 daily sigma for Q1. "
                                f"What if we rolled the PT Jan-27 long into Feb-27 instead? We'd lose the Almaraz "
                                "convexity, so I'd keep it as is. On the stop itself: Almaraz coming back two weeks "
                                "early would be worth roughly 1.5–2 €/MWh on Q1 in our stack, so the stop survives "
                                "that on its own; it is the combination with a cold, still January that would "
                                "take it out. Historically that combination shows up about one year in six."),
                  thread=th, kind="near")
        ta = self.after(t3, 120, 500)
        v = r.randint(0, 1)
        if v == 0:
            c = f"{self.link(rep)} aprovado, 5 MW, bora 💪"
            facts = ["aprovado", "5 MW"]
        else:
            c = f"re {self.link(rep)} — ok, vende os 5 MW a {pt(px, 2)} ou melhor"
            facts = ["vende", "5 MW", pt(px, 2)]
        self.post(ta, "ines", c, hard=("trade_approval", facts, "untagged"),
                  idiom=("approval via Discord message link instead of reply", "trade_approval"))
        oid = self.oid()
        tk = self.after(ta, 60, 240)
        self.post(tk, "oms", "", embeds=[{
            "title": "OMIP order NEW", "author": "OMS Bridge · OMIP",
            "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                       {"name": "Contract", "value": "FTB ES Q1-27", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": "5 MW", "inline": True},
                       {"name": "Limit", "value": f"{raw(px, 2)} €/MWh", "inline": True},
                       {"name": "Account", "value": "LIS-PWR-01"}],
            "footer": f"OMIP · order {self.xid()} · {_hms(tk)} UTC"}],
            hard=("trade_confirmation", [oid, "FTB ES Q1-27", "SELL", "5 MW"], "embed"))
        tf = self.after(tk, 300, 1100)
        self.post(tf, "oms", "", embeds=[{
            "title": "OMIP trade — FILLED", "author": "OMS Bridge · OMIP",
            "description": f"SELL 5 MW FTB ES Q1-27 @ {raw(px, 2)} €/MWh · 10,795 MWh (2,159 h)",
            "fields": [{"name": "ClOrdID", "value": oid, "inline": True},
                       {"name": "Counterparty", "value": "OMIClear CCP", "inline": True}],
            "footer": f"OMIP · trade {self.xid()} · {_hms(tf)} UTC"}],
            hard=("trade_fill", [oid, "SELL 5 MW FTB ES Q1-27", raw(px, 2)], "embed"))
        self.ack(self.after(tf, 20, 80), "marta")
        if self.maybe(0.6, 1):
            ts = self.after(tf, 60, 400)
            self.post(ts, "marta", f"ES Q1-27 curto 10 MW agora: stop {pt(stop, 2)}, TP {pt(tgt, 2)} nos dois lotes",
                      thread=th, hard=("stop_or_target_change", ["ES Q1-27", pt(stop, 2), pt(tgt, 2)], "untagged"))
        # OMIE / REN prints
        t = self.T(11, r.randint(3, 8))
        self.post(t, "mkt", (f"OMIE D+1 ({self.dnext}) · PT {pt(self.omie_d1, 2)} €/MWh · ES {pt(self.omie_d1, 2)} · "
                             f"pico {pt(self.peak, 2)} · mín {pt(self.omie_d1 * 0.61, 2)} (h14) · market splitting: não"))
        self.post(self.after(t, 60, 300), "marta", r.choice([
            "D+1 acima do que esperava" + (", feriado cá amanhã e mesmo assim" if self.holiday_next else ", o frio ajuda"),
            "D+1 em linha, o solar ao meio-dia está a matar o perfil",
        ]))
        t = self.T(11, r.randint(12, 20))
        self.post(t, "marta", f"e se vendêssemos o Feb-27 PT a {pt(self.pt_feb + 1.0, 2)}? com a Almaraz de volta em "
                              "janeiro o Feb devia descer", kind="near",
                  idiom=("'e se vendêssemos' hypothetical on power", "not_hard"))
        self.post(self.after(t, 60, 200), "marta", "em 2024 o Q2 foi a zero várias horas com a hídrica, lembram-se? "
                                                   "vendemos 10 MW Q2 a 45 nessa altura e correu bem", kind="near",
                  idiom=("past-tense trade told as history", "not_hard"))
        if self.maybe(0.6, 1):
            t = self.T(11, r.randint(28, 38))
            m = self.post(t, "power", (f"[VIEW] PT base Q1-27: moving from bullish to bearish. Hydro at {self.hydro}% "
                                       f"vs {self.hydro5}% 5y avg and the wind forecast outweigh Almaraz; fair value "
                                       f"~{en(self.pt_q1 - 3.5, 2)} vs {en(self.pt_q1, 2)} screen. Jan-27 long stays "
                                       "as the nuclear hedge."),
                          hard=("thesis_update", ["PT base Q1-27", "bullish to bearish"], "tagged"),
                          idiom=("tagged [VIEW] thesis flip on power", "thesis_update"))
            self.react(m, self.after(t, 30, 200), "👀", "marta")
        # triage agent on a headline
        t = self.T(11, r.randint(42, 50))
        pw = self._pwr_news[0] if self._pwr_news and self.maybe(0.65, 2) else None
        if pw is not None:
            sym, src, title, desc, facts = pw
            nm = self.post(t, "news", f"📰 [{src}] {title}", hard=("held_position_news", facts, "tagged"),
                           idiom=("news on underlying of held power futures", "held_position_news"))
            tr = self.after(t, 20, 90)
            self.post(tr, "triage", "→ routed: Almaraz II headline → power-agent (reprice PT Jan-27 +10 MW and "
                                    "ES Q1-27 short)", ref=nm,
                      hard=("route_decision", ["routed", "power-agent"], "structured"),
                      idiom=("triage agent arrow-style routing line", "route_decision"))
        # ticket closed no action
        t = self.T(11, r.randint(52, 58))
        n = self.tix()
        self.post(t, "tix", "", embeds=[{
            "title": f"{n} · Headline CTT/DHL — avaliar impacto",
            "fields": [{"name": "Estado", "value": "Triagem → Fechado", "inline": True},
                       {"name": "Resolução", "value": "Sem ação (Won't do)", "inline": True},
                       {"name": "Responsável", "value": "—", "inline": True}],
            "footer": "Tix · fechado por Inês Carvalho · não está em carteira"}],
            hard=("no_route_decision", [n, "Sem ação"], "embed"),
            idiom=("ticket closed as won't-do", "no_route_decision"))
        # first stop edit at ~11:40
        s0, s1, s2 = self.s1_stops
        S = self.S1
        m = self.s1_stopmsg
        self.edit(m, self.T(11, r.randint(38, 44)), f"[STOP] {S} {kq(self.s1['qok'])} novos · stop {pt(s1, 2)} · "
                                                    f"alvo {pt(self.s1['tgt'], 2)}",
                  superseded=[pt(s0, 2)], facts=[S, pt(s1, 2)])

    # ------------------------------------------------------------- lunch
    def _lunch(self):
        r = self.rng
        t = self.T(12, r.randint(2, 10))
        self.post(t, "cron", f"[cron] OMIE D+1 fetch ok (24/24 h, PT & ES) · REN previsões ok", kind="noise")
        t = self.T(12, r.randint(12, 20))
        m = self.post(t, "marta", "almoço? 🍽️ quem alinha no tasco da esquina")
        self.post(self.after(t, 30, 120), "tiago", "eu!", ref=m, kind="noise")
        self.post(self.after(t, 60, 200), "rui", "fico, trago qualquer coisa. há pastéis de nata na mesa 3 😋", ref=m)
        # rates analysis near-miss
        t = self.T(12, r.randint(25, 35))
        c = (
            f"**OTs — leitura de meio do dia** (rates-agent)\n"
            f"Curva PT: 2a {pt(2.05 + r.uniform(-0.03, 0.03), 2)}%, 5a {pt(2.48 + r.uniform(-0.03, 0.03), 2)}%, "
            f"10a {pt(self.ot10, 2)}%, 30a {pt(3.71 + r.uniform(-0.03, 0.03), 2)}%. Spread 10a vs Bund {self.spr} bp, "
            f"vs Bonos −{r.randint(14, 22)} bp (PT continua a negociar abaixo de Espanha).\n"
            "Oferta: IGCP anuncia hoje o leilão de quarta. Historicamente o 2034 faz 2–3 bp de concessão nos "
            "dois dias antes e devolve metade no dia seguinte. Em 2025 comprar 2 dias antes e vender T+1 deu "
            "+1,1 bp médio em 9 leilões, com 2 perdedores.\n"
            "```\nleilões IGCP recentes   linha        montante   bid/cover   cauda\n"
            f"05/11                   OT 2034      €{r.randint(8, 12)}00mm    {pt(r.uniform(1.9, 2.6), 2)}        {r.randint(0, 2)} bp\n"
            f"22/10                   OT 2029      €{r.randint(6, 9)}50mm    {pt(r.uniform(2.0, 2.8), 2)}        {r.randint(0, 1)} bp\n"
            f"08/10                   OT 2038      €{r.randint(5, 7)}00mm    {pt(r.uniform(1.7, 2.3), 2)}        {r.randint(1, 3)} bp\n"
            f"10/09                   OT 2034      €1.000mm    {pt(r.uniform(2.0, 2.5), 2)}        0 bp\n```\n"
            "```\nlinha       yield    var d/d   vs Bund   vs Bonos\n"
            f"OT 2029     {pt(self.y29, 3)}%   {r.randint(-2, 3):+d} bp    {r.randint(18, 26)} bp     −{r.randint(8, 14)} bp\n"
            f"OT 2030     {pt(2.61 + r.uniform(-0.02, 0.02), 3)}%   {r.randint(-2, 3):+d} bp    {r.randint(28, 36)} bp     −{r.randint(10, 16)} bp\n"
            f"OT 2034     {pt(self.y34, 3)}%   {r.randint(-2, 3):+d} bp    {r.randint(55, 64)} bp     −{r.randint(14, 22)} bp\n"
            f"OT 2045     {pt(3.86 + r.uniform(-0.02, 0.02), 3)}%   {r.randint(-2, 3):+d} bp    {r.randint(88, 99)} bp     −{r.randint(20, 30)} bp\n```\n"
            "Procura: bancos domésticos compradores líquidos em novembro (dados BdP), estrangeiros vendedores "
            "no curto prazo. Retalho a sair de certificados de aforro para OTs de retalho.\n"
            f"Valor relativo: o 2034 parece barato vs 2033/2035 ({r.randint(2, 4)} bp na butterfly), o 2029 está "
            "justo. Uma compra de 2034 contra 2029 em DV01 neutro teria carry ~+0,3 bp/mês.\n"
            "Risco: Fitch revê Portugal a 24/01; um upgrade está maioritariamente no preço. BCE em janeiro "
            "com pouca chance de corte.\n"
            f"Swap spreads: 10a OT vs €STR swap +{r.randint(52, 64)} bp, apertou 4 bp no mês. Asset-swap do 2034 "
            f"a {r.randint(38, 47)} bp. Repo especial no 2029 (−{r.randint(3, 9)} bp vs GC) — sinal de procura curta.\n"
            "Posicionamento: o inquérito semanal aos investidores mostra duração neutra em periferia, com "
            "preferência por Espanha sobre Itália; Portugal é visto como 'core-like' por metade dos inquiridos. "
            "A taxa de repo GC está em 1,90%.\n"
            "Liquidez: o bid/ask no 2034 em MTS está em 3–4 cêntimos para €5mm, normal para semana de leilão; o "
            "2045 alarga para 10–12 cêntimos. Os primary dealers com mais quota nos últimos leilões foram CGD, "
            "BNP e Santander.\n"
            "Contexto macro: a inflação de novembro em Portugal (estimativa rápida) ficou em 2,3%, em linha; o "
            "excedente orçamental até outubro continua acima do objetivo, o que sustenta a narrativa de upgrade. "
            "O Tesouro tem o programa de 2026 praticamente completo e deve anunciar o plano de 2027 em janeiro, "
            "com necessidades líquidas estimadas em €10–12 mil milhões. Do lado da procura, o BCE não reinveste "
            "e os bancos nacionais estão perto dos seus limites internos de soberano.\n"
            "Nota: isto é leitura de mercado, sem proposta — a posição no 2034 já foi tratada de manhã."
        )
        ra = self.post(t, "rates", c, kind="near",
                       idiom=("long rates analysis with trade words and no decision", "not_hard"))
        th = {"id": ra["id"]}
        t = self.after(t, 240, 600)
        self.post(t, "hannah", ("from the London side: we see real money asking for 2034 vs 2033 switches ahead of "
                                "Wednesday, sizes €10–25mm. dealers are running small shorts into the auction as usual. "
                                "nothing for your book, just colour"), thread=th, kind="near")
        t = self.after(t, 120, 400)
        self.post(t, "duarte", ("obrigado Hannah. a butterfly 33/34/35 está a 3 bp, era 1 bp há duas semanas. se o "
                                "leilão correr bem devolve metade no dia seguinte, como de costume"), thread=th)
        t = self.after(t, 120, 400)
        self.post(t, "rates", ("For reference: in the last 9 auctions of this line the 33/34/35 fly retraced on "
                               "average 55% of its pre-auction cheapening by T+1 and 80% by T+5. Sample is small and "
                               "two of the nine went the other way (both in risk-off weeks)."), thread=th, kind="near")
        t = self.after(t, 120, 400)
        self.post(t, "hannah", "👍 makes sense. will ping if I hear size", thread=th)
        t = self.after(t, 60, 300)
        self.ack(t, "duarte", thread=th)
        # OT thesis change
        if self.maybe(0.5, 1):
            t = self.T(13, r.randint(0, 10))
            self.post(t, "duarte", (f"mudança de view: OTs longas passam de overweight para neutral. spread a "
                                    f"{self.spr} bp vs Bund já não paga a oferta de janeiro. o 2034 de hoje fica "
                                    "como trade de leilão, não como view de duração"),
                      hard=("thesis_update", ["OTs longas", "overweight para neutral"], "untagged"))
        # CI failure + fix, stack trace kept
        t = self.T(12, r.randint(40, 48))
        b = r.randint(1180, 1199)
        self.post(t, "ci", (f"❌ CI failed: risk-engine#{b} (main) — test_omip_dst_hours\n```\n"
                            "FAILED tests/test_omip.py::test_q1_hours[ES-2027] - AssertionError: expected 2159, got 2160\n"
                            "    def test_q1_hours(zone, year):\n"
                            ">       assert contract_hours('FTB', zone, 'Q1', year) == 2159\n"
                            "E       AssertionError: expected 2159, got 2160\n"
                            "tests/test_omip.py:88: AssertionError\n"
                            "----------------------------- Captured log call ------------------------------\n"
                            "DEBUG    risk.omip.calendar:calendar.py:41 zone=ES year=2027 dst_start=2027-03-28T01:00Z\n"
                            "DEBUG    risk.omip.calendar:calendar.py:58 hours jan=744 feb=672 mar=744\n"
                            "=========================== short test summary info ============================\n"
                            "FAILED tests/test_omip.py::test_q1_hours[ES-2027] - AssertionError: expected 2159, got 2160\n"
                            "FAILED tests/test_omip.py::test_q1_hours[PT-2027] - AssertionError: expected 2159, got 2160\n"
                            f"=============== 2 failed, {r.randint(380, 420)} passed, 3 skipped in {r.randint(40, 90)}.{r.randint(10, 99)}s ===============\n```"),
                  kind="noise")
        self.post(self.after(t, 900, 1500), "ci", f"✅ CI passed: risk-engine#{b + 1} (main) — fix DST hours for "
                                                  "Q1 contracts · deploy held until 18:00", kind="noise")
        # reconnect + md gap
        t = self.T(13, r.randint(15, 25))
        a = r.randint(5512000, 5519000)
        self.post(t, "watchdog", f"⚠️ md feed Euronext: gap seq {a}–{a + 4}, re-request ok, recovered in "
                                 f"{r.randint(200, 900)}ms", kind="noise")
        # client details forgotten
        t = self.T(13, r.randint(28, 36))
        nm = r.choice(["Abílio Mendes", "Fernanda Rocha", "José Quintela"])
        tok = f"IBAN PT50 0035 {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(100, 999)}"
        f = self.post(t, "bia", f"pedido do cliente {nm} (tlm 96{r.randint(1000000, 9999999)}, {tok}): quer saber "
                                "se conseguimos facilitar 60k NOS no fecho. passo-vos o contacto?")
        self.forget(f, self.after(t, 120, 400), "ines", tok)
        self.post(self.after(t, 420, 600), "ines", "@bia.ops dados de clientes só no CRM, nunca aqui. removi a "
                                                   "mensagem. o pedido segue pelo sales, não é para esta mesa")
        # deleted proposal (wrong channel)
        if self.maybe(0.5, 1):
            t = self.T(13, r.randint(40, 48))
            p = self.px["NOS"]
            tok = f"dividendo extra, ideia #{100 + self.ch * 50 + self.d}{r.choice(['a', 'b', 'c'])}"
            dm = self.post(t, "tiago", f"[PROPOSTA] comprar 30k NOS a {pt(p, 3)} stop {pt(p * 0.97, 3)} — {tok}",
                           hard=("trade_proposal", ["NOS", "comprar", "30k", pt(p, 3)], "tagged"))
            self.delete(dm, self.after(t, 25, 70), tok)
            self.post(self.after(t, 80, 120), "tiago", "ignorem, era para o canal de ideias 🙈")
        # typo deleted chatter
        t = self.T(13, r.randint(50, 58))
        tok = f"{self.S1} a {pt(self.px[self.S1] * 0.9, 2)}?? o ecrã está maluco ({_hm(t)})"
        dm = self.post(t, "rui", tok)
        self.delete(dm, self.after(t, 10, 30), tok)
        self.post(self.after(t, 35, 60), "rui", "esqueçam, era o ecrã de teste 🤦")
        # quoted old news
        t = self.T(13, r.randint(5, 12))
        self.post(t, "rui", "> «EDP vende 80% de parques eólicos nos EUA por 1,2 mil milhões»\nisto anda a circular "
                            "no WhatsApp outra vez, é de 2023. não é notícia", kind="near",
                  idiom=("quoted old headline on held name", "not_hard"))
        self._news_block(self.T(12, 50), n_held=0, n_watch=0, n_unrel=2)

    # ------------------------------------------------------------- afternoon
    def _afternoon(self):
        r = self.rng
        # JMT block
        t = self.T(14, r.randint(2, 8))
        oid = self.oid()
        pj = self.px["JMT"]
        used = int(6000 * pj)
        self.post(t, "exec", f"{self.tix_route}: a reforçar hedge — sell 4,000 JMT lim {raw(pj, 2)} (ClOrdID {oid}) "
                             "submetido ao pre-trade")
        tr = self.after(t, 0.3, 1.2)
        self.post(tr, "risk", f"ts={_hms(tr)}Z check=pre_trade desk=LIS order={oid} sym=JMT side=SELL qty_req=4000 "
                              f"px={raw(pj, 2)} action=BLOCK rule=gross_short_eur limit_eur=200000 used_eur={used} "
                              f"post_trade_eur={used + int(4000 * pj)}",
                  hard=("risk_limit", [oid, "JMT", "action=BLOCK"], "structured"))
        self.post(self.after(tr, 30, 120), "rui", "bah, gross short no limite. fica para amanhã")
        # US open colour
        t = self.T(14, r.randint(31, 36))
        self.post(t, "duarte", "NY abre, utilities a cair 1%, Treasuries a vender. nada de especial para nós",
                  kind="near")
        # held/watch news
        self._news_block(self.T(14, 36), n_held=1, n_watch=int(self.maybe(0.3, 1)), n_unrel=1)
        # JMT target change
        if self.maybe(0.5, 1):
            t = self.T(14, r.randint(42, 48))
            tgt = round(pj * 0.94, 2)
            self.post(t, "rui", f"JMT short: alvo desce para {pt(tgt, 2)} (era 19,20), stop mantém 21,40",
                      hard=("stop_or_target_change", ["JMT", pt(tgt, 2)], "untagged"),
                      idiom=("take-profit moved in prose with old level", "stop_or_target_change"))
        # VaR breach and routing
        self.var_breach = self.maybe(0.5, 2)
        if self.var_breach:
            t = self.T(14, r.randint(50, 56))
            v = 400000 + r.randint(4000, 16000)
            u = round(v / 4000)
            self.var_util = u
            self.post(t, "risk", f"ts={_hms(t)}Z event=LIMIT_BREACH desk=LIS metric=var_1d_99 value_eur={v} "
                                 f"limit_eur=400000 util_pct={u} action=NOTIFY_HEAD owner=ines.carvalho",
                      hard=("risk_limit", ["LIMIT_BREACH", "var_1d_99", f"util_pct={u}"], "structured"))
            t2 = self.after(t, 60, 200)
            self.post(t2, "ines", "@risk-agent fica contigo o breach de VaR — propõe redução até às 16h, "
                                  "de preferência no power",
                      hard=("route_decision", ["@risk-agent", "breach de VaR"], "untagged"),
                      idiom=("desk head hands an item to an agent by mention", "route_decision"))
            self.post(self.after(t2, 20, 80), "riskag", "on it 👍", kind="noise")
        else:
            t = self.T(14, r.randint(50, 56))
            self.post(t, "tiago", "se o VaR passar os 400k o risk-engine bloqueia tudo ou só avisa?", kind="near")
            self.post(self.after(t, 60, 200), "ines", "só avisa, depois decido eu. não é o caso hoje")
        # second stop edit
        s0, s1, s2 = self.s1_stops
        S = self.S1
        self.edit(self.s1_stopmsg, self.T(15, r.randint(8, 14)),
                  f"[STOP] {S} {kq(self.s1['qok'])} novos · stop {pt(s2, 2)} (breakeven) · alvo {pt(self.s1['tgt'], 2)}",
                  superseded=[pt(s1, 2)], facts=[S, pt(s2, 2)])
        if not any(i["idiom"] == "stop moved twice by editing the same message" for i in self.g.idioms):
            self.g.idioms.append({"message_id": self.s1_stopmsg["id"],
                                  "idiom": "stop moved twice by editing the same message",
                                  "expected": "stop_or_target_change"})
        # S2 stop move
        if self.maybe(0.5, 1):
            S2, d = self.S2, self.s2["d"]
            old = self.s2["sl"]
            new = round(self.px[S2] * 0.985, d)
            t = self.T(15, r.randint(18, 24))
            self.post(t, "rui", f"{S2} stop sobe para {pt(new, d)} (era {pt(old, d)})",
                      hard=("stop_or_target_change", [S2, pt(new, d)], "untagged"))
        # near miss stop question
        t = self.T(15, r.randint(26, 32))
        self.post(t, "tiago", f"um stop a {pt(self.px[self.S5] * 0.965, 3)} no {self.S5} faria sentido, não?",
                  kind="near", idiom=("stop level as a question, no decision", "not_hard"))
        if self.maybe(0.4, 1):
            t = self.after(t, 120, 400)
            why = {"NOS": "até ao CMD", "EDP": "até sair o detalhe da recompra", "EDPR": "até aos leilões"}[self.S5]
            self.post(t, "rui", f"tira o stop do {self.S5}, gerimos à mão {why}",
                      hard=("stop_or_target_change", [self.S5, "tira o stop"], "untagged"),
                      idiom=("stop removed in imperative Portuguese", "stop_or_target_change"))
        # failed poll
        t = self.T(15, r.randint(40, 46))
        self.post(t, "quorum", f"📊 **Votação expirada** · «v 5 MW PT Feb-27 @ {pt(self.pt_feb + 1.0, 2)}» · "
                               "✅ Sim 1 · ❌ Não 0 · quórum não atingido (1/3) → sem decisão", kind="near",
                  idiom=("poll expired without quorum", "not_hard"))
        # someone should look at
        t = self.T(15, r.randint(47, 52))
        self.post(t, "tiago", "alguém devia olhar para a Navigator depois da subida de preços, parece barata",
                  kind="near")
        # exec-agent traceback (kept)
        t = self.T(15, r.randint(55, 59))
        self.post(t, "exec", ("```\nWARN exec-agent fill-normaliser\nTraceback (most recent call last):\n"
                              '  File "agents/exec/normalise.py", line 77, in on_exec_report\n'
                              "    avg = report['avgPx']\nKeyError: 'avgPx'\n"
                              "fallback: computing avg from LastQty/LastPx\n```"), kind="noise")
        # fat-finger lifecycle
        if self.maybe(0.25 if self.ot_done else 0.6, 3):
            S = self.S4
            p = self.px[S]
            dec = EQ[S][3]
            good = round(p * 1.004, dec)
            q = {"EDP": 10000, "EDPR": 3000, "NOS": 10000}[S]
            bad = f"{good * 10:.2f}"
            oid1 = self.oid()
            t = self.T(16, r.randint(0, 6))
            self.post(t, "mesa", f"> /order new side:sell symbol:{S} qty:{q} limit:{bad} tif:day\n_rui_tavares_",
                      embeds=[{"title": "✅ Ordem submetida",
                               "fields": [{"name": "ClOrdID", "value": oid1, "inline": True},
                                          {"name": "Estado", "value": "SENT", "inline": True}],
                               "footer": "mesa-bot · OMS Bridge"}],
                      hard=("trade_confirmation", [S, "sell", str(q), bad, oid1], "structured"))
            tj = self.after(t, 0.5, 2)
            self.post(tj, "oms", "", embeds=[{
                "title": "Order rejected — REJECTED", "author": "OMS Bridge · Euronext Lisbon",
                "fields": [{"name": "ClOrdID", "value": oid1, "inline": True},
                           {"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Symbol", "value": S, "inline": True},
                           {"name": "Reason", "value": f"limit {bad} outside collar (ref {raw(p, dec)} ±10%)"},
                           {"name": "Account", "value": "LIS-EQ-01"}],
                "footer": f"XLIS · {_hms(tj)} UTC"}],
                hard=("trade_confirmation", [oid1, "REJECTED", S], "embed"),
                idiom=("venue reject after fat-finger limit", "trade_confirmation"))
            self.post(self.after(tj, 20, 60), "rui", f"ops fat finger 🤦 vírgula no sítio errado, era {pt(good, dec)}. vai no leilão de fecho")
            oid2 = self.oid()
            tc = self.T(16, r.randint(31, 34))
            self.post(tc, "oms", "", embeds=[{
                "title": "Execution report — FILL (closing auction)", "author": "OMS Bridge · Euronext Lisbon",
                "fields": [{"name": "ClOrdID", "value": oid2, "inline": True},
                           {"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Symbol", "value": S, "inline": True},
                           {"name": "LastQty", "value": en(q, 0), "inline": True},
                           {"name": "LastPx", "value": raw(good, dec), "inline": True},
                           {"name": "Account", "value": "LIS-EQ-01"}],
                "footer": f"XLIS CLOSING AUCTION · {_hms(tc)} UTC"}],
                hard=("trade_fill", [oid2, "SELL", en(q, 0), raw(good, dec)], "embed"))
        # other desk's after-close fill
        t = self.T(16, r.randint(36, 44))
        self.post(t, "oms", "", embeds=[{
            "title": "Execution report — FILL", "author": "OMS Bridge · OMIP",
            "description": f"BUY 20 MW FTB ES Cal-27 @ {raw(self.es_cal, 2)} €/MWh",
            "fields": [{"name": "Account", "value": "MAD-PWR-01", "inline": True},
                       {"name": "ClOrdID", "value": f"MAD-P-{r.randint(300, 999)}", "inline": True}],
            "footer": f"OMIP · trade {self.xid()} · {_hms(t)} UTC"}], kind="near")
        self.post(self.after(t, 30, 150), "marta", "isso é do Javi, não nosso", kind=None)
        # watch/held late + unrelated + no-route reply
        posted = self._news_block(self.T(15, 2), n_held=int(self.maybe(0.3, 1)), n_watch=0, n_unrel=1)
        for kind, m, _ in posted:
            macro = "Brent" in m["content"] or "Fed" in m["content"]
            if kind == "unrel" and not macro and self.maybe(0.65, 1):
                txt, facts = r.choice([("não é connosco, fica sem rota", ["não é connosco", "sem rota"]),
                                       ("nada a fazer com isto — não encaminho", ["nada a fazer", "não encaminho"])])
                self.post(self.after(m["ms"], 60, 300), "ines", txt, ref=m,
                          hard=("no_route_decision", facts, "reply"),
                          idiom=("reply declining to route a headline", "no_route_decision"))
                break

    # ------------------------------------------------------------- EOD
    def _eod(self):
        r = self.rng
        t = self.T(16, r.randint(42, 50))
        S1 = self.S1
        pos_lines = [
            f"• {self.s1_oid} {S1} compra {pt(self.s1['qok'], 0)} (pedido {pt(self.s1['q'], 0)}, redimensionado pelo "
            f"risco) — executada, médio ≈ {pt(self.s1['lim'], 3)}",
            f"• {self.s2_oid} {self.S2} compra {pt(self.s2['q'], 0)} — executada de uma vez",
        ]
        if self.ot_done:
            pos_lines.append(f"• OT PTOTEVOE0018 compra €2mm a {pt(self.ot_fill_px, 3)} via RFQ")
        pos_lines.append(f"• FTB ES Q1-27 venda 5 MW a {pt(self.pw['px'], 2)} — executada")
        variant = r.randint(0, 1)
        if variant == 0:
            dec_line = (f"Decisão da tarde: a GTC {self.gtc_oid} (EDPR, compra 8.000 a 9,70) foi cancelada às 16:25 "
                        "por indicação da Inês — OMS confirmou CANCELLED.")
            facts = [self.gtc_oid, "EDPR", "8.000", "CANCELLED"]
        else:
            dec_line = (f"A ordem {self.gtc_oid} (EDPR compra 8.000 @ 9,70, GTC) ficou CANCELADA às 16:25 — "
                        "ack do OMS recebido, sem execuções parciais.")
            facts = [self.gtc_oid, "EDPR", "8.000", "CANCELADA"]
        c = (
            f"**Resumo de execução · {self.dpt}** (exec-agent)\n\n"
            "**Ordens do dia**\n" + "\n".join(pos_lines) + "\n\n"
            "**Fills do dia**\n"
            "```\nClOrdID    nome   lado   qtd        px médio    venue\n"
            f"{self.s1_oid:<10} {S1:<6} BUY    {self.s1['qok']:<10} {raw(self.s1['lim'], 3):<11} XLIS\n"
            f"{self.s2_oid:<10} {self.S2:<6} BUY    {self.s2['q']:<10} {raw(self.s2['lim'], 3):<11} XLIS\n"
            f"{'RFQ':<10} {'OT34':<6} {'BUY' if self.ot_done else '—':<6} {('2mm' if self.ot_done else '—'):<10} "
            f"{(raw(self.ot_fill_px, 3) if self.ot_done else '—'):<11} BVIS\n"
            f"{'OMIP':<10} {'ESQ1':<6} SELL   {'5 MW':<10} {raw(self.pw['px'], 2):<11} OMIP\n```\n"
            "**Notas**\n"
            f"• {S1}: o redimensionamento pelo pre-trade deixou {pt(self.s1['q'] - self.s1['qok'], 0)} ações por "
            "fazer; não foram reenviadas (sem folga no limite). Um preço de fill foi reportado com um tick a mais e "
            "corrigido na mensagem original.\n"
            f"• {self.S2}: entrou numa só passagem depois da votação, a 1 tick do limite; participação ~{r.randint(6, 14)}% "
            "nos 10 minutos seguintes.\n"
            "• OMIP: ordem limite no ecrã, contraparte via OMIClear; sem necessidade de corretor.\n\n"
            "**Detalhe por venue**\n"
            "```\nvenue   ordens  exec   rejeit.  volume\n"
            f"XLIS    {r.randint(4, 6)}       {r.randint(3, 5)}      {r.randint(0, 1)}        €{r.randint(60, 140)}k\n"
            f"OMIP    1       1      0        {pt(5 * 2159, 0)} MWh\n"
            f"BVIS    {1 if self.ot_done else 0}       {1 if self.ot_done else 0}      0        €{2 if self.ot_done else 0}mm nominal\n```\n"
            "**Qualidade de execução**\n"
            f"• slippage vs arrival: {pt(r.uniform(-3, 2), 1)} bp nas ações, {pt(r.uniform(0, 0.3), 2)} €/MWh no OMIP\n"
            f"• participação média {r.randint(3, 9)}% do volume; leilão de fecho {r.randint(18, 31)}% do volume do dia\n"
            f"• proposta original: {self.link(self.s1_prop)}\n\n"
            "**Cronologia**\n"
            f"• 07:2x proposta {S1} aprovada pela Inês · 08:00 envio no leilão de abertura · redimensionada pelo "
            "pre-trade (single-name) · fills parciais até ~08:30, um px corrigido no canal\n"
            f"• 08:15 votação {self.S2} aprovada (4–1) · envio a seguir · fill único\n"
            "• 10:2x venda OMIP aprovada por link para o relatório de power · aceite na OMIP · executada na "
            "sessão da manhã\n"
            "• 14:0x tentativa de hedge JMT bloqueada pelo risco (gross short) — não seguiu para o mercado\n\n"
            "**Ordens pendentes**\n"
            f"{dec_line} Nada mais a trabalhar para amanhã.\n\n"
            "**Comparação com o plano**\n"
            f"O plano de manhã previa até 40% de {S1} no leilão de abertura; executámos "
            f"{r.randint(35, 60)}% no leilão e o resto em VWAP, com participação máxima de "
            f"{r.randint(6, 9)}%. Na {self.S2} não havia plano específico; a execução foi numa só passagem. No "
            "OMIP a ordem ficou no ecrã cerca de 20 minutos até ser agredida.\n\n"
            "**Custos**\n"
            f"• comissões estimadas €{r.randint(140, 260)} (XLIS) + €{r.randint(30, 60)} (OMIP/OMIClear); "
            f"taxa de transação XLIS €{r.randint(8, 20)}\n"
            "• sem pedidos de cancelamento em massa nem kill-switch\n\n"
            "**Observações de mercado durante a execução**\n"
            "• a liquidez no leilão de abertura esteve acima da média de segunda-feira; o livro de ofertas da "
            "EDP e da EDPR teve profundidade ~1,5x o normal nos primeiros 15 minutos, o que ajudou a reduzir o "
            "impacto\n"
            "• no OMIP, o ecrã de ES Q1-27 teve dois participantes a alargar spreads depois das 11h (saída de "
            "dados do OMIE); executámos antes disso\n"
            "• nas OTs, as três cotações do RFQ vieram dentro de 2 cêntimos, sinal de mercado calmo antes do "
            "leilão\n\n"
            "**Incidentes**\n"
            "• KeyError avgPx no normalizador às 15:5x (fallback usado, sem impacto)\n"
            "• gap de market data Euronext às 13:2x recuperado em <1s\n"
            "• CI risk-engine vermelho ao almoço (horas DST de Q1), corrigido\n"
        )
        self.post(t, "exec", c, hard=("trade_confirmation", facts, "buried"),
                  idiom=("order cancellation buried in execution summary", "trade_confirmation"))
        # PnL EOD
        t = self.T(16, r.randint(52, 58))
        eq = r.randint(-25, 60) * 1000 + r.randint(0, 999)
        pw = r.randint(-15, 30) * 1000 + r.randint(0, 999)
        ot = r.randint(-6, 10) * 1000 + r.randint(0, 999)
        self.post(t, "mesa", "", embeds=[{
            "title": f"PnL fecho · LIS · {self.dpt}",
            "fields": [{"name": "PSI equities", "value": eur(eq), "inline": True},
                       {"name": "OMIP power", "value": eur(pw), "inline": True},
                       {"name": "OTs", "value": eur(ot), "inline": True},
                       {"name": "Total", "value": eur(eq + pw + ot)},
                       {"name": "MTD", "value": f"€{en(r.randint(150, 600) * 1000, 0)}"}],
            "footer": "fecho Euronext 16:30 · OMIP a settlement provisório"}], kind="noise")
        # risk EOD with buried limit change
        t = self.T(17, r.randint(4, 10))
        new_lim = r.choice(["€450k", "€475k"])
        breach_txt = (f"VaR breached at 14:5x (peak {getattr(self, 'var_util', 101)}%), routed to risk-agent, back under the limit after the "
                      "afternoon trades." if self.var_breach else "No intraday breaches.")
        c = (
            f"**Risk EOD — LIS desk — {self.diso}** (risk-agent)\n\n"
            f"**VaR 1d 99%:** €{self.var - r.randint(3, 12)}k / €400k. {breach_txt}\n"
            f"**Stress (2022 gas shock replay):** −€{r.randint(610, 780)}k; power leg −€{r.randint(320, 420)}k.\n"
            f"**Single-name gross:** {S1} €{round((HOLD[S1][0] + self.s1['qok']) * self.px[S1] / 1000)}k / €400k, GALP "
            f"€{round((18000 + (self.s2['q'] if self.S2 == 'GALP' else 0)) * self.px['GALP'] / 1000)}k, "
            f"BCP €{round(450 * self.px['BCP'])}k.\n"
            f"**Banks gross:** €{self.banks_used}k / €350k ({self.banks_util}%). **Gross short:** JMT €{round(6 * self.px['JMT'])}k / €200k.\n"
            "**OMIP:** PT Jan-27 10 MW / 25 MW; ES Q1-27 10 MW / 25 MW (short); PT Q2-27 5 MW.\n"
            "```\nTop VaR contributors        €k    share\n"
            f"PT base Jan-27 long      {r.randint(120, 150)}     {r.randint(31, 38)}%\n"
            f"ES base Q1-27 short      {r.randint(70, 95)}     {r.randint(18, 24)}%\n"
            f"{S1:<5} long               {r.randint(40, 60)}     {r.randint(11, 15)}%\n"
            f"BCP long                 {r.randint(35, 50)}     {r.randint(9, 13)}%\n"
            f"OTs (DV01)               {r.randint(20, 35)}      {r.randint(5, 9)}%\n"
            f"diversification          −{r.randint(60, 90)}\n```\n"
            f"**Backtesting:** {r.randint(1, 3)} exceptions in the last 250 days (green zone).\n"
            "```\nlimit                      current      limit      util\n"
            f"VaR 1d 99%                 €{self.var - 5}k        €400k      {round((self.var - 5) / 4)}%\n"
            f"single-name gross (max)    €{r.randint(392, 399)}k        €400k      98%\n"
            f"banks gross                €{self.banks_used}k        €350k      {self.banks_util}%\n"
            f"gross short                €{round(6 * self.px['JMT'])}k        €200k      {round(6 * self.px['JMT'] / 2)}%\n"
            "OMIP per contract          10 MW        25 MW      40%\n"
            f"stop-loss desk MTD         €{r.randint(40, 120)}k loss   €750k      n/a\n```\n"
            f"**DV01 OTs:** €{r.randint(33, 38)}k/bp.\n\n"
            f"**Limit change (approved by Inês at 16:52):** {S1} single-name gross limit raised from €400k to "
            f"{new_lim}, effective tomorrow's open.\n\n"
            "```\nposition               exposure        1d VaR share\n"
            f"EDP long                 €{round(self.posv['EDP'] / 1000)}k+         {r.randint(6, 9)}%\n"
            f"EDPR long                €{round(self.posv['EDPR'] / 1000)}k+         {r.randint(5, 8)}%\n"
            f"GALP long                €{round(18 * self.px['GALP'])}k+         {r.randint(6, 10)}%\n"
            f"BCP long 450k            €{round(450 * self.px['BCP'])}k          {r.randint(9, 13)}%\n"
            f"JMT short 6k             −€{round(6 * self.px['JMT'])}k         {r.randint(3, 6)}%\n"
            f"NOS long                 €{round(self.posv['NOS'] / 1000)}k+         {r.randint(2, 4)}%\n"
            f"PT Jan-27 +10 MW         {pt(10 * 744 / 1000, 2)} GWh        {r.randint(31, 38)}%\n"
            f"ES Q1-27 −10 MW          {pt(10 * 2159 / 1000, 2)} GWh       {r.randint(18, 24)}%\n"
            f"OTs €{10 if self.ot_done else 8}mm nominal      DV01 €{r.randint(33, 38)}k     {r.randint(5, 9)}%\n```\n"
            "**Greeks (SON calls):** delta 0.58, gamma 0.9/€, vega €310/vol pt, theta −€42/day.\n"
            "**Commentary.** The day's risk was driven by the power leg: the additional ES Q1-27 short doubled "
            "the desk's exposure to a cold, windless spell in the second half of December, while the PT Jan-27 "
            "long still carries most of the VaR through its sensitivity to the Almaraz restart date. Equity "
            "risk is concentrated in utilities; the single-name headroom on the largest name was the binding "
            "constraint this morning (resize at the open). Rates risk is small after the 2034 purchase and "
            "stays inside the new DV01 framework. Liquidity: every equity position can be exited within one "
            "day at ≤15% participation except BCP (2 days).\n"
            "**Changes in the book today.** Adds in the largest single name (resized at the open) and in "
            f"{self.S2}; additional 5 MW short ES Q1-27; " + ("€2mm OT 2034 bought via RFQ; " if self.ot_done else "") +
            "the EDPR GTC cancelled late in the session. The JMT hedge was blocked by pre-trade and not sent. "
            "Net equity delta up ~€110k, net power delta down ~€2.6k per €/MWh.\n"
            "**Concentration.** Utilities (EDP, EDPR, power book) account for ~58% of desk VaR, up from 49% "
            "a month ago; banks 14%; rates 8%. Cross-asset correlation between the power leg and utilities "
            "equity is ~0.2 over 60 days, so the diversification benefit is real but would shrink in a gas "
            "shock.\n"
            "**Framework reminder.** Limits are set by the CRO on the desk head's request; intraday changes need "
            "the CRO's written approval and are recorded here. Breaches notify the desk head and are routed to "
            "risk-agent for a reduction plan; pre-trade checks resize or block orders automatically and are not "
            "overridable from Discord.\n"
            "**Model notes.** Historical VaR uses 500 days with 1-day horizon and no volatility scaling; power "
            "returns are taken per tenor from OMIP settlements and mapped to the book's contracts, which "
            "understates basis risk between PT and ES when the interconnector congests. Equity returns use "
            "total-return series. The SON calls are revalued with a sticky-strike surface.\n"
            "**Tomorrow's watch-list for risk.** Almaraz restart headlines (power leg), IGCP auction size (DV01), "
            "BCP trading update approach (banks gross), and the SON call delta if Sonae moves more than 3%.\n"
            "**Data lineage.** Equity marks: Euronext close; power: OMIP provisional settlement (final at 17:30) "
            "and OMIE for the current month; OTs: MTS close, BVAL fallback. FX from the ECB fixing. No manual "
            "marks today.\n"
            "**Exceptions log:** pre-trade resize (single-name) at the open; pre-trade block (gross short) on "
            "the JMT hedge at 14:0x; no manual overrides; no kill-switch events.\n"
            "**Data quality:** OMIP settlement provisional until 17:30; OMIE D+1 loaded; no stale marks.\n"
            + ("**Tomorrow:** PT holiday, Euronext/OMIP open; reduced staffing — Marta and Duarte in."
               if self.holiday_next else "**Tomorrow:** normal staffing; IGCP auction prep for Wednesday.")
        )
        rm = self.post(t, "riskag", c, hard=("risk_limit", [f"{S1} single-name gross limit", new_lim], "buried"),
                       idiom=("limit change buried in English risk EOD report", "risk_limit"))
        self.pin(rm, self.after(t, 60, 300))
        # ticket transitions / triage
        t = self.T(17, r.randint(14, 20))
        self.post(t, "tix", "", embeds=[{
            "title": f"{self.tix_route} · Rever hedge GALP vs Brent",
            "fields": [{"name": "Estado", "value": "Em curso → Em revisão", "inline": True},
                       {"name": "Responsável", "value": "@exec-agent", "inline": True}],
            "footer": "Tix · atualizado por exec-agent"}], kind="near",
            idiom=("ticket status transition without reassignment", "not_hard"))
        if self.maybe(0.4, 1):
            n = self.tix()
            t = self.T(17, r.randint(22, 28))
            self.post(t, "tix", "", embeds=[{
                "title": f"{n} · Reconciliar fees OMIP de novembro",
                "fields": [{"name": "Estado", "value": "Novo → A fazer", "inline": True},
                           {"name": "Responsável", "value": "@bia.ops", "inline": True}],
                "footer": "Tix · criado e atribuído por Inês Carvalho"}],
                hard=("route_decision", [n, "@bia.ops"], "embed"))
            self.ack(self.after(t, 30, 200), "bia")
        t = self.T(17, r.randint(30, 36))
        self.post(t, "cron", f"[cron] triagem EOD · {r.randint(25, 40)} itens · {r.randint(3, 6)} encaminhados · "
                             f"{r.randint(1, 3)} fechados sem ação", kind="near")
        t = self.T(17, r.randint(38, 44))
        self.post(t, "triage", "→ not routed: Inditex Q3 / Santander buyback — no position, not on watchlist",
                  hard=("no_route_decision", ["not routed", "Inditex"], "structured"),
                  idiom=("triage agent explicit not-routed line", "no_route_decision"))
        t = self.T(17, r.randint(46, 52))
        self.post(t, "mkt", (f"OMIP settlement {self.dshort} · FTB PT Jan-27 {raw(self.pt_jan, 2)} · Feb-27 "
                             f"{raw(self.pt_feb, 2)} · Q1-27 {raw(self.pt_q1, 2)} · ES Q1-27 {raw(self.es_q1, 2)} · "
                             f"Q2-27 {raw(self.pt_q2, 2)} · ES Cal-27 {raw(self.es_cal, 2)}"))
        t = self.T(17, r.randint(55, 59))
        m = self.post(t, "ines", r.choice(["bom trabalho hoje malta 👏 amanhã feriado, Marta e Duarte de piquete",
                                           "obrigada a todos. amanhã é feriado, escala: Marta + Duarte"]
                                          if self.holiday_next else
                                          ["bom trabalho hoje malta 👏 até amanhã",
                                           "obrigada a todos, dia comprido. até amanhã 👋"]), kind="noise")
        self.react(m, self.after(t, 30, 200), "🙌", "rui")
        self.react(m, self.after(t, 40, 300), "🙌", "tiago")
        self.unpin(self.morning_note, self.T(18, r.randint(0, 5)))

    # ------------------------------------------------------------- evening
    def _evening(self):
        r = self.rng
        t = self.T(18, 10)
        self.post(t, "cron", f"[cron] EOD snapshot posições → s3://lis-desk-eod/{self.diso}/ (ok, "
                             f"{pt(r.uniform(0.9, 1.6), 1)} MB)", kind="noise")
        t = self.T(18, r.randint(20, 30))
        self.post(t, "ci", (f"🚀 deploy risk-engine r2026.11.{r.randint(5, 7)} → prod-lis · canary 10% · ok\n"
                            "changelog:\n"
                            "• fix: OMIP Q1 contract hours across DST (2159 h)\n"
                            "• fix: md-consumer metrics None on gap recovery\n"
                            "• chore: bump eurodata client 4.2.1 → 4.2.3\n"
                            "• perf: pre-trade single-name check cached per tick (p99 3.1ms → 1.4ms)\n"
                            "rollout: canary 10% → 50% at 19:00 → 100% at 20:00 if error rate < 0.1%"), kind="noise")
        t = self.T(18, r.randint(40, 55))
        self.post(t, "tiago", "pergunta de novato: se tivéssemos vendido o Q2-27 em outubro a 52 quanto tínhamos "
                              "feito? só para perceber a sazonalidade", kind="near")
        self.post(self.after(t, 200, 600), "marta", (f"uns {pt((52 - self.pt_q2) * 5 * 2184 / 1000, 1)}k por cada "
                                                     "5 MW, mais ou menos. mas não tínhamos view nessa altura"),
                  kind="near")
        t = self.T(19, r.randint(30, 40))
        self.post(t, "ci", f"✅ nightly build desk-agents {self.diso.replace('-', '.')}-1 · {r.randint(400, 440)} "
                           "tests · 0 failed", kind="noise")
        t = self.T(20, r.randint(10, 40))
        self.post(t, "news", "📰 [Reuters] Wall Street closes mixed; utilities lag as yields climb", kind="near")
        t = self.T(21, r.randint(0, 15))
        self.post(t, "watchdog", f"discord gateway reconnect (RESUMED) after {pt(r.uniform(0.8, 3.0), 1)}s",
                  kind="noise")
        t = self.T(21, r.randint(30, 50))
        self.post(t, "duarte", "vou desligar. o anúncio final do IGCP vejo amanhã de casa, se houver surpresa "
                               "ligo a alguém")
        self.post(self.after(t, 200, 800), "ines", "👍 obrigada", kind="noise")
        t = self.T(22, 0, r.randint(5, 40))
        self.post(t, "cron", "[cron] GTC sweep: 0 ordens a expirar · 0 pendentes", kind="noise")
        t = self.T(23, 30)
        self.post(t, "cron", "[cron] log rotation ok · 14 ficheiros · 212 MB", kind="noise")


# ---------------------------------------------------------------------- public API
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    return _Gen(int(seed), end, max(1, int(channels)), max(1, int(days))).run()


def validate(result: dict) -> dict:
    """Reload-style checks; returns stats, raises AssertionError on a problem."""
    events, labels = result["events"], result["labels"]
    msgs, final, removed, day_of = {}, {}, {}, {}
    last_ms = -1
    for e in events:
        op = e["op"]
        if op == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            assert _iso(ms) == m["created_at"], (m["id"], m["created_at"])
            assert ms >= last_ms
            last_ms = ms
            msgs[m["id"]] = e
            final[m["id"]] = (m.get("content") or "") + "\n" + _embed_text(m.get("embeds"))
        elif op == "edit":
            e0 = msgs[e["message_id"]]
            final[e["message_id"]] = e["content"] + "\n" + _embed_text(e0["message"].get("embeds"))
        elif op in ("delete", "forget"):
            removed[e["message_id"]] = True
        elif op == "bulk_delete":
            for i in e["message_ids"]:
                removed[i] = True
    for mid, e in msgs.items():
        ref = e["message"].get("reference_id")
        if ref is not None and ref in msgs:
            assert int(ref) < int(mid), (mid, ref)
        par = e.get("parent_channel_id")
        if par:
            assert int(e["channel_id"]) < int(mid) or e["channel_id"] == mid, (mid, e["channel_id"])
    ids = [int(i) for i in msgs]
    assert len(ids) == len(set(ids))
    for h in labels["hard_events"]:
        assert h["message_id"] in msgs, h
        assert msgs[h["message_id"]]["channel_id"] == h["channel_id"], h
        for f in h["facts"]:
            assert f in final[h["message_id"]], (h, f, final[h["message_id"]])
        assert (h["final_state"] in ("deleted", "forgotten")) == (h["message_id"] in removed), h
    live_text = "\n".join(final[i] for i in final if i not in removed)
    for s in labels["removed_texts"]:
        assert s not in live_text, s
        assert any(s in final[i] for i in removed), s
    for i in labels["noise_message_ids"] + labels["near_miss_ids"]:
        assert i in msgs
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    assert not hard_ids & set(labels["noise_message_ids"])
    assert not hard_ids & set(labels["near_miss_ids"])
    for it in labels["idioms"]:
        assert it["message_id"] in msgs
    # per channel-day stats
    stats = {}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid, e in msgs.items():
        ch = e.get("parent_channel_id") or e["channel_id"]
        day = e["message"]["created_at"][:10]
        s = stats.setdefault((ch, day), {"messages": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["messages"] += 1
        s["bytes"] += len(((e["message"].get("content") or "") + _embed_text(e["message"].get("embeds"))).encode())
        s["hard"] += mid in hard_ids
        s["noise"] += mid in noise
        s["near"] += mid in near
    return stats


def _main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks." + DESK)
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
    stats = validate(res)
    for (ch, day), s in sorted(stats.items()):
        print(f"{ch} {day} msgs={s['messages']} kb={s['bytes'] / 1024:.1f} hard={s['hard']} "
              f"noise={s['noise']} ({100 * s['noise'] / s['messages']:.0f}%) near={s['near']}", file=sys.stderr)
    print(f"events={len(res['events'])} hard={len(res['labels']['hard_events'])} "
          f"idioms={len(res['labels']['idioms'])}", file=sys.stderr)


if __name__ == "__main__":
    _main()
