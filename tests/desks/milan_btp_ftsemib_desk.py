"""Milan rates-and-equities desk: BTP/Bund futures, BTP-Bund spread, cash BTPs, FTSE MIB.

Seeded generator of a busy Discord day (or week) of one Milan desk as a capture
(JSON Lines, see shared/CAPTURE-FORMAT.md) plus ground-truth labels.

Standard library only; output is a pure function of the arguments (string-seeded
``random.Random`` instances, no set iteration, no hash ordering).

CLI::

    python -m tests.desks.milan_btp_ftsemib_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "milan_btp_ftsemib_desk"
EPOCH_MS = 1420070400000
DAY_MS = 86_400_000
# Friday 4 Dec 2026 ends at local (Europe/Rome) midnight.
DEFAULT_END = datetime(2026, 12, 4, 23, 0, 0, tzinfo=timezone.utc)

GUILD_ID = "1139472610583273522"
CHANNEL_IDS = [
    "1141880375216554024",
    "1152307718830944327",
    "1160045239417184276",
    "1174418262901243954",
]

# key: (display name, snowflake, is_bot)
PEOPLE = {
    "marco": ("Marco Bianchi", "1048213397710520361", False),     # desk head
    "giulia": ("Giulia Ferri", "1061947720381433886", False),     # BTP / futures
    "luca": ("Luca Esposito", "1073380515062628402", False),      # FTSE MIB
    "chiara": ("Chiara Romano", "1082519946238877716", False),    # risk manager
    "andrea": ("Andrea Conti", "1120734816409921587", False),     # junior
    "sara": ("Sara Galli", "1097736102845567041", False),         # middle office
    "analista": ("analista-ai", "1129405618332450836", True),     # LLM strategist
    "exec": ("exec-agent", "1129407733098529864", True),          # LLM execution
    "riskagent": ("risk-agent", "1129409951246151770", True),     # LLM risk
    "smist": ("smistatore", "1131622081938260028", True),         # LLM triage / router
    "fixgw": ("FIX-GW", "1109882741150238811", True),
    "riskeng": ("RiskEngine", "1109884466813919272", True),
    "bbg": ("BBG News", "1102145093372096542", True),
    "alert": ("PriceAlert", "1102149957307592774", True),
    "cron": ("cron", "1099210834657104017", True),
    "ci": ("gitlab-ci", "1099213050271326299", True),
    "pnl": ("pnl-bot", "1105538827604652112", True),
    "oms": ("OMS Meridiana", "1109886090143287346", True),
}

GIORNI = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
        "agosto", "settembre", "ottobre", "novembre", "dicembre"]

STOCK_ISIN = {"ISP": "IT0000072618", "UCG": "IT0005239360", "ENI": "IT0003132476",
              "ENEL": "IT0003128367", "STLAM": "NL00150001Q9"}
BTP10_ISIN = "IT0005607970"
VALORE_ISIN = "IT0005583486"
BTP30_ISIN = "IT0005588881"


DISCLAIMER_IT = (
    "\n\n--\nIl presente messaggio e gli eventuali allegati sono destinati esclusivamente al destinatario "
    "indicato e possono contenere informazioni riservate e/o coperte da segreto professionale. Qualora abbiate "
    "ricevuto questo messaggio per errore, vi preghiamo di darne immediata comunicazione al mittente e di "
    "cancellarlo dal vostro sistema; ogni utilizzo, copia o diffusione non autorizzati sono vietati ai sensi "
    "del Regolamento UE 2016/679 e del D.Lgs. 196/2003. Le informazioni non costituiscono offerta o "
    "sollecitazione all'investimento né consulenza ai sensi della Direttiva 2014/65/UE (MiFID II)."
)
DISCLAIMER_EN = (
    "\n\n--\nThis e-mail and any attachments are confidential and intended solely for the addressee. If you "
    "have received it in error, please notify the sender and delete it. Any unauthorised use, disclosure or "
    "copying is prohibited. Eurex Frankfurt AG, Mergenthalerallee 61, 65760 Eschborn, Germany."
)


# --------------------------------------------------------------------------- helpers

def channel_id_for(index: int) -> str:
    if index < len(CHANNEL_IDS):
        return CHANNEL_IDS[index]
    return str(int(CHANNEL_IDS[-1]) + 7_919_000_003 * (index - len(CHANNEL_IDS) + 1))


def rome_offset_h(ms: int) -> int:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)

    def last_sunday(month: int) -> datetime:
        d = datetime(dt.year, month, 31, 1, 0, tzinfo=timezone.utc)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d

    return 2 if last_sunday(3) <= dt < last_sunday(10) else 1


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def en(x: float, d: int) -> str:
    return f"{x:.{d}f}"


def it(x: float, d: int) -> str:
    return f"{x:.{d}f}".replace(".", ",")


def it_int(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def contract_codes(day: datetime) -> tuple:
    """(active, previous) Eurex quarterly month codes, e.g. ("H7", "Z6") for early December 2026.
    In a quarterly month the desk has already rolled into the next contract."""
    letters = {3: "H", 6: "M", 9: "U", 12: "Z"}
    y, m = day.year, day.month
    nxt = m + 1
    while nxt % 3 != 0:
        nxt += 1
    if m % 3 != 0:
        nxt = m
        while nxt % 3 != 0:
            nxt += 1
    ay = y + (1 if nxt > 12 else 0)
    nxt = nxt - 12 if nxt > 12 else nxt
    prev = nxt - 3 if nxt > 3 else nxt + 9
    py = ay if nxt > 3 else ay - 1
    return f"{letters[nxt]}{ay % 10}", f"{letters[prev]}{py % 10}"


def embed_parts(e: dict) -> list:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
    for f in e.get("fields", []):
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    return [p for p in parts if p]


# --------------------------------------------------------------------------- model

class Msg:
    def __init__(self, key, t, who, content, cls, ref, thread, embeds, attachments):
        self.key = key
        self.t = t
        self.who = who
        self.content = content
        self.cls = cls
        self.ref = ref
        self.thread = thread
        self.embeds = embeds or []
        self.attachments = attachments or []
        self.edits = []       # [(t, content)]
        self.gone = None      # ("delete"|"bulk"|"forget", t, by)
        self.id = None
        self.att_ids = []

    def final_content(self) -> str:
        return self.edits[-1][1] if self.edits else self.content

    def text_parts(self) -> list:
        parts = [self.final_content()]
        for e in self.embeds:
            parts.extend(embed_parts(e))
        return parts

    def size(self) -> int:
        return sum(len(p.encode("utf-8")) for p in self.text_parts())


class Market:
    def __init__(self, rng: random.Random, day_index: int):
        j = rng.uniform
        self.fbtp = round(119.40 + j(-0.9, 0.9), 2)
        self.fgbl = round(129.10 + j(-0.8, 0.8), 2)
        self.spread = round(88 + j(-6, 7), 1)
        self.btp10 = round(101.25 + j(-0.6, 0.6), 2)
        self.valore = round(100.20 + j(-0.3, 0.3), 2)
        self.btp30 = round(97.80 + j(-0.8, 0.8), 2)
        self.y10 = round(3.52 + j(-0.12, 0.12), 2)
        base = {"ISP": 5.62, "UCG": 64.30, "ENI": 14.12, "ENEL": 8.43, "STLAM": 9.86,
                "LDO": 47.90, "PRY": 96.40, "MB": 19.60, "BMPS": 8.05}
        self.dec = {"ISP": 3, "UCG": 2, "ENI": 3, "ENEL": 3, "STLAM": 3,
                    "LDO": 2, "PRY": 2, "MB": 3, "BMPS": 3}
        self.px = {}
        for k in ["ISP", "UCG", "ENI", "ENEL", "STLAM", "LDO", "PRY", "MB", "BMPS"]:
            self.px[k] = round(base[k] * (1 + j(-0.025, 0.025)), self.dec[k])
        self.mib = int(44150 + j(-600, 600))

    def p(self, sym: str, delta: float = 0.0, italian: bool = True) -> str:
        v = round(self.px[sym] + delta, self.dec[sym])
        return it(v, self.dec[sym]) if italian else en(v, self.dec[sym])


# --------------------------------------------------------------------------- day builder

class Day:
    def __init__(self, seed: int, ci: int, di: int, start_ms: int, channel_id: str):
        self.rng = random.Random(f"{DESK}|{seed}|{ci}|{di}")
        self.ci = ci
        self.di = di
        self.start = start_ms
        self.end = start_ms + DAY_MS
        self.channel_id = channel_id
        self.worker = (3 + ci * 5) % 32
        mid = start_ms + DAY_MS // 2
        self.off_ms = rome_offset_h(mid) * 3_600_000
        self.local_start_tod = (start_ms + self.off_ms) % DAY_MS
        local_day = datetime.fromtimestamp((self.end - 1 + self.off_ms) / 1000, tz=timezone.utc)
        self.local_day = local_day
        self.ddmm = local_day.strftime("%d%m")
        self.s = Market(self.rng, di)
        self.codes = contract_codes(local_day)
        self.dv01_lim = self.rng.choice([50, 55, 60])
        self.var_lim = "€2,0mm"
        self.nfp_beat = self.rng.random() < 0.5
        self.nfp_cons = self.rng.randint(12, 19) * 10
        self.msgs: list = []
        self.other_ops: list = []   # (t, prio, kind, payload)
        self.hard: list = []        # (msg, type, facts, phrasing)
        self.superseded: list = []  # (msg, old)
        self.removed: list = []     # (msg, snippet)
        self.idioms: list = []      # (msg, name, expected)
        self.fix_seq = {"EUREX": 18000 + self.rng.randint(0, 900), "XMIL-DMA": 9000 + self.rng.randint(0, 900),
                        "MTS": 4000 + self.rng.randint(0, 400)}
        self.fix_seq_base = dict(self.fix_seq)
        self.oid_n = {"RT": 0, "EQ": 0}
        self.pos_fbtp = 40
        self.exchange_hex = self.rng.randint(0x1000000, 0xFFFFFFF)

    # ---- time
    def T(self, hh: int, mm: int = 0, jitter_s: int = 0) -> int:
        tod = (hh * 60 + mm) * 60_000 + (self.rng.randint(0, jitter_s) * 1000 if jitter_s else 0)
        tod += self.rng.randint(0, 999)
        return self.start + (tod - self.local_start_tod) % DAY_MS

    def block(self, hh: int, mm: int, span_min: int, jitter_min: int = 0) -> int:
        base = self.T(hh, mm, jitter_min * 60)
        limit = self.end - 90_000 - span_min * 60_000
        if base > limit:
            base = max(self.start + 1000, limit)
        return base

    def rs(self, a: int, b: int) -> int:
        return self.rng.randint(a, b) * 1000 + self.rng.randint(0, 999)

    def local(self, ms: int, fmt: str = "%H:%M:%S") -> str:
        return datetime.fromtimestamp((ms + self.off_ms) / 1000, tz=timezone.utc).strftime(fmt)

    # ---- posting
    def post(self, t, who, content, cls="chat", ref=None, thread=None, embeds=None, attachments=None):
        m = Msg(len(self.msgs), t, who, content, cls, ref, thread, embeds, attachments)
        self.msgs.append(m)
        return m

    def hard_ev(self, m, etype, facts, phrasing):
        m.cls = "hard"
        self.hard.append((m, etype, list(facts), phrasing))
        return m

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))

    def edit(self, m, t, content, superseded=()):
        if t <= m.t:
            t = m.t + 45_000
        m.edits.append((t, content))
        for old in superseded:
            self.superseded.append((m, old))

    def delete(self, m, t, snippet):
        m.gone = ("delete", max(t, m.t + 5_000), None)
        self.removed.append((m, snippet))

    def forget(self, m, t, by, snippet):
        m.gone = ("forget", max(t, m.t + 5_000), by)
        self.removed.append((m, snippet))

    def pin(self, m, t, by="marco"):
        self.other_ops.append((max(t, m.t + 2_000), 5, "pin", (m, by)))

    def react(self, m, t, emoji, by):
        self.other_ops.append((max(t, m.t + 1_500), 6, "reaction_add", (m, emoji, by)))

    def bulk_delete(self, msgs, t, snippets):
        t = max([t] + [x.t + 5_000 for x in msgs])
        for x, sn in zip(msgs, snippets):
            x.gone = ("bulk", t, None)
            self.removed.append((x, sn))
        self.other_ops.append((t, 4, "bulk_delete", list(msgs)))

    def oid(self, kind: str) -> str:
        self.oid_n[kind] += 1
        pre = "MRT" if kind == "RT" else "MEQ"
        return f"{pre}{self.ci}-{self.ddmm}-{self.oid_n[kind] + (10 if kind == 'EQ' else 0):02d}"

    def exid(self) -> str:
        self.exchange_hex += self.rng.randint(17, 4000)
        return f"{self.exchange_hex:X}"

    # ---- FIX
    def fix(self, t, mtype, sess, body, outbound):
        self.fix_seq[sess] = self.fix_seq_base[sess] + (1 if outbound else 7) * 1000 + (t - self.start) // 1500
        stamp = datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime("%Y%m%d-%H:%M:%S.") + f"{t % 1000:03d}"
        snd, tgt = ("MERSIM_MI", sess) if outbound else (sess, "MERSIM_MI")
        tags = [("35", mtype), ("49", snd), ("56", tgt), ("34", str(self.fix_seq[sess])), ("52", stamp)] + body
        b = "|".join(f"{k}={v}" for k, v in tags) + "|"
        head = f"8=FIX.4.4|9={len(b)}|"
        ck = sum((head + b).encode()) % 256
        return f"{head}{b}10={ck:03d}"

    def fix_hdr(self, t, outbound, sess):
        arrow = f"OUT→{sess}" if outbound else f"IN ←{sess}"
        z = datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime("%H:%M:%S.") + f"{t % 1000:03d}Z"
        return f"`fixgw-mi` {arrow} {z}"

    def fix_new_ack(self, t, oid, sym, side, qty, px, sess):
        out = self.fix(t, "D", sess, [("11", oid), ("55", sym), ("54", side), ("38", str(qty)), ("40", "2"),
                                      ("44", px), ("59", "0"), ("60", "")][:-1], True)
        t2 = t + 27
        ack = self.fix(t2, "8", sess, [("11", oid), ("37", self.exid()), ("17", self.exid()), ("150", "0"),
                                       ("39", "0"), ("55", sym), ("54", side), ("38", str(qty)), ("44", px),
                                       ("14", "0"), ("151", str(qty))], False)
        return f"{self.fix_hdr(t, True, sess)}\n{out}\n{self.fix_hdr(t2, False, sess)}\n{ack}"

    def fix_fill(self, t, oid, sym, side, qty, px, lastq, lastpx, cum, avg, sess):
        status = "2" if cum >= qty else "1"
        body = [("11", oid), ("37", self.exid()), ("17", self.exid()), ("150", "F"), ("39", status),
                ("55", sym), ("54", side), ("38", str(qty)), ("44", px), ("32", str(lastq)), ("31", lastpx),
                ("14", str(cum)), ("151", str(qty - cum)), ("6", avg)]
        return f"{self.fix_hdr(t, False, sess)}\n{self.fix(t, '8', sess, body, False)}"

    # ======================================================================= build
    def build(self):
        r = self.rng
        self.background_noise()
        self.overnight()
        self.morning()
        self.story_fbtp()
        self.story_spread()
        self.news()
        self.views_and_limits()
        self.routing()
        self.client_forget()
        self.midday_report()
        self.eod()
        # optional trade stories, chosen against a hard-event budget (per channel-day 25-45)
        max_size = {"cash10": 3, "enel": 6, "eni": 5, "ucg_rej": 2, "valore": 5, "stlam_cxl": 4, "isp_rej": 5}
        pool = ["cash10", "enel", "eni", "ucg_rej", "valore", "stlam_cxl", "isp_rej"]
        r.shuffle(pool)
        want = r.choice([2, 3, 3, 4])
        done = 0
        for p in pool:
            if done >= want:
                break
            if len(self.hard) + max_size[p] > 42:
                continue
            getattr(self, "story_" + p)()
            done += 1
        self.chatter()
        self.near_misses()
        self.transcripts_colour()
        self.long_reads()
        return self

    # ------------------------------------------------------------------ background noise
    def background_noise(self):
        r = self.rng
        # FIX heartbeats across 24h
        m = r.randint(3, 25)
        while m < 24 * 60 - 20:
            t = self.T(m // 60, m % 60, 50)
            sess = r.choice(["EUREX", "XMIL-DMA", "MTS"])
            if r.random() < 0.45:
                lat = r.choice(["0.38", "0.41", "0.44", "0.52", "0.39"])
                txt = (f"`fixgw-mi` heartbeat ok · EUREX ✅ XMIL-DMA ✅ MTS ✅ · lat p50 {lat}ms · "
                       f"seq EUREX in {self.fix_seq_base['EUREX'] + 7000 + (t - self.start) // 1500}")
            else:
                txt = f"{self.fix_hdr(t, False, sess)} HB\n{self.fix(t, '0', sess, [], False)}"
            self.post(t, "fixgw", txt, "noise")
            m += r.randint(110, 150) if (m < 7 * 60 or m > 19 * 60) else r.randint(85, 115)
        # risk engine heartbeat JSON
        m = r.randint(10, 40)
        while m < 24 * 60 - 15:
            t = self.T(m // 60, m % 60, 40)
            blob = {"src": "riskeng-mi", "type": "heartbeat", "ts": iso(t)[:19] + "Z", "status": "ok",
                    "breaches": 0, "warnings": 0, "dv01_eur_bp": r.randint(38000, 52000),
                    "var99_1d_eur": r.randint(1_150_000, 1_450_000), "gross_eq_eur": r.randint(8_900_000, 10_400_000),
                    "books": {"BTP_FUT": {"dv01": r.randint(9000, 14000), "pos": r.randint(40, 70)},
                              "BUND_FUT": {"dv01": -r.randint(3500, 5200), "pos": -r.randint(24, 40)},
                              "BTP_CASH": {"dv01": r.randint(12000, 15500), "nominal_mm": 17.0},
                              "EQ_MIB": {"delta_eur": r.randint(6_200_000, 7_400_000), "beta_adj": round(r.uniform(0.92, 1.08), 2)}},
                    "limits": [{"id": "VAR-DESK", "use_pct": r.randint(58, 76)},
                               {"id": "DV01-BTP", "use_pct": r.randint(72, 93)},
                               {"id": "DV01-SPREAD", "use_pct": r.randint(18, 42)},
                               {"id": "GROSS-EQ", "use_pct": r.randint(74, 88)},
                               {"id": "SN-GROSS-01", "use_pct": r.randint(70, 96)},
                               {"id": "STOPLOSS-M", "use_pct": r.randint(4, 20)}],
                    "feeds": {"bbg": "up", "eurex_md": "up", "mts": "up"}, "calc_ms": r.randint(180, 420),
                    "engine": "2.14"}
            if r.random() < 0.8:
                self.post(t, "riskeng", "```json\n" + json.dumps(blob, indent=2) + "\n```", "noise")
            else:
                self.post(t, "riskeng", json.dumps(blob), "noise")
            m += r.randint(110, 150) if (m < 7 * 60 or m > 19 * 60) else r.randint(75, 100)
        # price alerts during market hours
        alerts = [
            lambda: f"🔔 FBTPH7 sopra {en(self.s.fbtp + 0.25, 2)} (last {en(self.s.fbtp + 0.27, 2)})",
            lambda: f"🔔 FGBLH7 sotto {en(self.s.fgbl - 0.30, 2)} (last {en(self.s.fgbl - 0.32, 2)})",
            lambda: f"🔔 spread BTP-Bund 10y {en(self.s.spread - 2, 1)}bp (soglia {int(self.s.spread - 2)}bp)",
            lambda: f"🔔 STLAM IM {r.choice(['-2,1%', '-2,6%', '-3,0%'])} intraday (soglia 2%)",
            lambda: f"🔔 ENI IM sopra {self.s.p('ENI', 0.15)} · brent +1,4%",
            lambda: f"🔔 UCG IM nuovo massimo intraday {self.s.p('UCG', 0.60)}",
            lambda: f"🔔 FTSEMIB {it_int(self.s.mib + 200)} rotto al rialzo",
            lambda: f"🔔 ISP IM volume 2x media 20gg alle {r.choice(['10:30', '11:00', '11:30'])}",
            lambda: f"🔔 BTP 10y rendimento {it(self.s.y10 - 0.03, 2)}% (min 1m)",
            lambda: f"🔔 ENEL IM sotto {self.s.p('ENEL', -0.06)} (last {self.s.p('ENEL', -0.07)})",
            lambda: f"🔔 BMPS IM {r.choice(['+2,2%', '+2,8%'])} intraday",
        ]
        idx = list(range(len(alerts)))
        r.shuffle(idx)
        for k in idx[: r.randint(6, 8)]:
            hh = r.choice([8, 9, 9, 10, 11, 14, 14, 15, 15, 16])
            self.post(self.T(hh, r.randint(0, 59), 50), "alert", alerts[k](), "noise")
        # PnL snapshots
        for hh in [10, 12, 14, 16]:
            t = self.T(hh, 0, 90)
            a = r.uniform(-60, 90)
            b = r.uniform(-50, 60)
            txt = (f"📊 PnL intraday {self.local(t, '%H:%M')} — tassi {'+' if a >= 0 else '−'}€{abs(a):.1f}k | "
                   f"azioni {'+' if b >= 0 else '−'}€{abs(b):.1f}k | tot {'+' if a + b >= 0 else '−'}€{abs(a + b):.1f}k "
                   f"| VaR uso {r.randint(58, 79)}%")
            self.post(t, "pnl", txt, "noise")
        # cron
        crons = [
            (0, 5, f"cron[eod_archive] ok — 3 file, {r.randint(11, 19)}.{r.randint(0, 9)} MB → s3://mersim-mi-archive/\n"
                   "```\nblotter_eod.csv        412 KB  sha256 ok\nrisk_eod.parquet      9.8 MB  sha256 ok\n"
                   "chat_export.jsonl     3.1 MB  sha256 ok\n```"),
            (2, 30, f"cron[refdata_isin] caricati {it_int(r.randint(1240, 1320))} ISIN (MOT/MTS/EuroTLX), 0 errori"),
            (5, 45, "cron[premarket_check] ✅\n- sessioni FIX: EUREX up, XMIL-DMA up, MTS up\n- curve BBG: EUR swap, "
                    "BTP, Bund caricate (3/3)\n- anagrafica limiti sincronizzata con RiskEngine (nessuna differenza)\n"
                    "- prezzi di chiusura ieri: 1.284/1.284 ISIN valorizzati"),
            (21, 15, f"cron[fx_fixing] BCE fixing caricato EURUSD {en(1.08 + r.uniform(-0.02, 0.03), 4)}"),
        ]
        for hh, mm, txt in crons:
            self.post(self.T(hh, mm, 40), "cron", txt, "noise")
        # CI / deploy
        cis = [
            (1, 12, f"pipeline #{r.randint(48000, 48999)} nightly (oms-adapter@main) passed ✅ in {r.randint(3, 6)}m{r.randint(10, 59)}s"),
            (7, 48, f"deploy risk-engine v2.14.{r.randint(2, 9)} → prod-mi ✅ (canary 100%)"),
            (13, 20, f"pipeline #{r.randint(49000, 49999)} (bbg-relay@feat/dedupe) failed ❌\n```\n"
                     "FAILED tests/test_headline.py::test_headline_dedupe::test_star_prefix\n"
                     "E   AssertionError: assert 2 == 1\n"
                     "E    +  where 2 = len(['*ENEL BOARD APPROVES BUYBACK', '*ENEL BOARD APPROVES BUYBACK '])\n"
                     "=========== 1 failed, 212 passed, 3 skipped in 41.27s ===========\n```"),
            (13, 41, f"pipeline #{r.randint(49000, 49999)} (bbg-relay@feat/dedupe) passed ✅"),
            (22, 30, f"deploy fixgw-mi v5.3.{r.randint(0, 9)} → prod-mi schedulato per sabato 08:00 CET"),
        ]
        for hh, mm, txt in cis:
            self.post(self.T(hh, mm, 60), "ci", txt, "noise")

    # ------------------------------------------------------------------ overnight
    def overnight(self):
        r = self.rng
        # reconnect storm + stack trace, later bulk-deleted by moderator
        b = self.block(3, r.randint(5, 40), 10)
        spam = []
        code = r.choice(["1006", "1011", "1001"])
        for i in range(4):
            t = b + i * self.rs(4, 9)
            txt = f"[bbg-relay] websocket chiuso ({code}), retry {i + 1}/5 tra {2 ** (i + 1)}s… sess=bpipe-mi-{r.randint(2, 4)}"
            spam.append(self.post(t, "bbg", txt, "noise"))
        tr = b + self.rs(50, 70)
        trace = (
            "[bbg-relay] ERROR handler crashed, restarting\n"
            "Traceback (most recent call last):\n"
            '  File "/usr/lib/python3.11/asyncio/events.py", line 84, in _run\n'
            "    self._context.run(self._callback, *self._args)\n"
            '  File "/opt/mersim/bbg_relay/ws.py", line 97, in _reader\n'
            "    await self._dispatch(frame)\n"
            '  File "/opt/mersim/bbg_relay/ws.py", line 131, in _dispatch\n'
            "    await handler(evt)\n"
            '  File "/opt/mersim/bbg_relay/stream.py", line 214, in on_message\n'
            "    headline = self._normalise(evt['headline'])\n"
            '  File "/opt/mersim/bbg_relay/stream.py", line 171, in _normalise\n'
            "    return STAR_RE.sub('*', raw).strip()\n"
            "TypeError: expected string or bytes-like object, got 'NoneType'\n"
            f"restart #{r.randint(2, 9)} ok, backlog {r.randint(3, 40)} eventi riprodotti"
        )
        self.post(tr, "bbg", trace, "noise")
        self.post(tr + self.rs(20, 60), "bbg", "[bbg-relay] riconnesso ✅ dopo 4 tentativi (bpipe-mi-2)", "noise")
        self.bulk_delete(spam, self.T(7, r.randint(16, 28)),
                         [f"websocket chiuso ({code}), retry {i + 1}/5" for i in range(4)])
        # FIX logon after weekend-style session reset
        t = self.T(6, r.randint(0, 20))
        self.post(t, "fixgw", f"{self.fix_hdr(t, True, 'EUREX')} LOGON\n"
                  f"{self.fix(t, 'A', 'EUREX', [('98', '0'), ('108', '30'), ('141', 'Y')], True)}\n"
                  "sessione EUREX up, seq reset ✅", "noise")
        # Asia / overnight headlines not held (near-misses)
        heads = [
            "*NIKKEI CLOSES UP 0.8% AS EXPORTERS GAIN ON WEAKER YEN",
            "*CHINA NOV. CAIXIN SERVICES PMI 52.1; EST. 51.6",
            "*SAMSUNG ELECTRONICS TO BOOST HBM CAPEX, KOREA ECONOMIC DAILY SAYS",
            "*AUSTRALIA 10-YEAR YIELD FALLS 6BPS TO 4.31%",
        ]
        r.shuffle(heads)
        for h in heads[:2]:
            t = self.T(r.choice([1, 2, 4, 5]), r.randint(0, 59))
            self.post(t, "bbg", f"`BN` {self.local(t, '%H:%M')} {h}", "near")

    # ------------------------------------------------------------------ morning
    def morning(self):
        r, s = self.rng, self.s
        d = self.local_day
        b = self.block(6, 52, 60, 6)
        tgt_bp = int(round(s.spread - r.choice([8, 10, 12])))
        variant = r.randrange(3)
        if variant == 0:
            decision = (f"- **Decisione del desk:** confermiamo la view costruttiva sullo spread BTP-Bund, "
                        f"target {tgt_bp}bp; restiamo long FBTPH7 / short FGBLH7.")
            facts = ["spread BTP-Bund", "costruttiva", f"target {tgt_bp}bp"]
            etype = "thesis_update"
        elif variant == 1:
            decision = ("- **Decisione del desk:** alziamo la conviction su ISP da media ad alta dopo la guidance "
                        "sul payout; resta il core long del libro azionario.")
            facts = ["ISP", "conviction", "da media ad alta"]
            etype = "thesis_update"
        else:
            lvl = s.p("STLAM", -0.42)
            decision = (f"- **Decisione del desk:** stop STLAM portato a {lvl} (sotto il minimo di novembre) in vista del capital "
                        "markets day; size invariata.")
            facts = ["stop STLAM", lvl]
            etype = "stop_or_target_change"
        spr_y = s.spread + r.choice([-1.5, 1.0, 2.5, -2.0])
        note = (
            f"# 📰 Morning note — {GIORNI[d.weekday()]} {d.day} {MESI[d.month - 1]}\n"
            f"_generata {self.local(b, '%H:%M')} · fonti: BBG, MEF, Eurex, desk_\n\n"
            "## Macro\n"
            f"- Asia mista: Nikkei {r.choice(['+0,8%', '+0,3%', '-0,4%'])}, Hang Seng {r.choice(['-0,6%', '+0,2%', '-1,1%'])}; "
            f"UST 10y a {it(4.12 + r.uniform(-0.1, 0.1), 2)}%.\n"
            f"- Agenda: 10:00 vendite al dettaglio Italia, 11:00 PIL eurozona (finale), 14:30 payrolls USA "
            f"(consenso {self.nfp_cons}k).\n"
            "- BCE: blackout period fino al meeting del 17/12; mercato prezza "
            f"{r.randint(6, 14)}bp di taglio, niente di eclatante dai verbali.\n\n"
            "## Tassi\n"
            f"- Spread BTP-Bund 10y a {it(s.spread, 1)}bp (ieri {it(spr_y, 1)}bp). BTP 10y rend. {it(s.y10, 2)}%.\n"
            f"- FBTPH7 chiusura implicita {it(s.fbtp, 2)}, supporto {it(s.fbtp - 0.55, 2)}, resistenza {it(s.fbtp + 0.50, 2)}. "
            "Roll Z6→H7 di fatto concluso (OI H7 > Z6 da martedì).\n"
            "- Offerta: MEF annuncia oggi pomeriggio le quantità dell'asta di metà mese; atteso 10y + 30y off-the-run.\n"
            f"{decision}\n"
            "- BTP Valore: domanda retail ancora forte sul MOT, secondario ben bid.\n\n"
            "## Azioni\n"
            f"- FTSE MIB future indicato {it_int(s.mib)} ({r.choice(['+0,2%', '-0,1%', '+0,4%'])}). Banche guidate da "
            "tassi e M&A; ISP e UCG vicino ai massimi.\n"
            f"- ENI: brent {r.choice(['74,10', '73,40', '75,20'])} $, correlazione 20gg alta; ENEL difensiva.\n"
            f"- STLAM: volumi in calo, CMD martedì prossimo, rischio evento.\n"
            "- Watchlist: LDO, PRY, MB, BMPS — nessun catalizzatore oggi salvo news.\n\n"
            "## Ieri in sintesi\n"
            f"- Spread chiuso a {it(spr_y, 1)}bp; BTP in sovraperformance sul tratto 7-10y, 30y più debole "
            "in attesa dell'asta.\n"
            "- FTSE MIB in rialzo guidato da banche e utility; energy in calo con il petrolio.\n"
            "- Volumi Eurex sotto media, roll Z6→H7 praticamente completato.\n\n"
            "## Agenda prossimi giorni\n"
            "- lun: quantità asta MEF metà mese · mar: ZEW, CMD Stellantis · mer: CPI USA\n"
            "- gio 11/12: Moody's su Italia (dopo la chiusura) · 17/12: BCE\n\n"
            "## Livelli chiave\n"
            "| strumento | chiusura | var | supporto | resistenza |\n|---|---|---|---|---|\n"
            f"| FBTPH7 | {it(s.fbtp, 2)} | {r.choice(['+0,14', '-0,08', '+0,21'])} | {it(s.fbtp - 0.55, 2)} | {it(s.fbtp + 0.50, 2)} |\n"
            f"| FGBLH7 | {it(s.fgbl, 2)} | {r.choice(['+0,05', '-0,11', '+0,09'])} | {it(s.fgbl - 0.60, 2)} | {it(s.fgbl + 0.45, 2)} |\n"
            f"| spread 10y | {it(s.spread, 1)}bp | {'+' if s.spread >= spr_y else ''}{it(s.spread - spr_y, 1)}bp | 82bp | 96bp |\n"
            f"| BTP 10y rend. | {it(s.y10, 2)}% | — | 3,40% | 3,70% |\n"
            f"| FTSE MIB fut | {it_int(s.mib)} | — | {it_int(s.mib - 600)} | {it_int(s.mib + 450)} |\n"
            f"| ISP | {s.p('ISP')} | — | {s.p('ISP', -0.12)} | {s.p('ISP', 0.10)} |\n"
            f"| UCG | {s.p('UCG')} | — | {s.p('UCG', -1.50)} | {s.p('UCG', 1.20)} |\n"
            f"| ENI | {s.p('ENI')} | — | {s.p('ENI', -0.30)} | {s.p('ENI', 0.35)} |\n"
            f"| ENEL | {s.p('ENEL')} | — | {s.p('ENEL', -0.15)} | {s.p('ENEL', 0.20)} |\n"
            f"| STLAM | {s.p('STLAM')} | — | {s.p('STLAM', -0.40)} | {s.p('STLAM', 0.35)} |\n\n"
            "## Posizioni del desk (da foglio BO)\n"
            "| libro | posizione | commento |\n|---|---|---|\n"
            "| futures tassi | long FBTPH7 / short FGBLH7 | spread trade core, DV01 quasi neutrale |\n"
            "| BTP cash | 10mm 10y, 5mm Valore, 2mm 30y | carry positivo, 30y in perdita leggera |\n"
            "| banche | long ISP 250k, UCG 40k | core long, concentrazione alta |\n"
            "| energy/utility | short ENI 50k, long ENEL 150k | coppia a beta basso |\n"
            "| auto | long STLAM 100k | sotto osservazione per il CMD |\n\n"
            "## Flussi e posizionamento\n"
            "- Real money ancora sottopesati sull'Italia rispetto al benchmark secondo le survey di fine mese; "
            "i fondi macro hanno ridotto i long spread dopo il rally di novembre.\n"
            f"- Open interest FBTP in aumento di {r.randint(4, 9)}k lotti nell'ultima settimana, coerente con nuove "
            "posizioni lunghe più che con il roll.\n"
            "- Azionario: flussi ETF Italia positivi per la quinta settimana, concentrati su banche e utility.\n\n"
            "## Idee in osservazione (non operative)\n"
            "- Switch 10y→30y se l'asta di metà mese va bene: da rivalutare dopo le quantità MEF.\n"
            "- Coppia ISP/UCG: divergenza ai massimi da 6 mesi, solo monitoraggio.\n"
            "- LDO e PRY restano in watchlist per momentum, nessun ingresso senza ritracciamento.\n\n"
            "## Rischi\n"
            "- Payrolls alle 14:30: storicamente ±8bp sul Bund in 15 minuti.\n"
            "- Liquidità futures bassa fino all'apertura cash.\n"
            "- Rating Moody's l'11/12: evento binario per lo spread, in parte già prezzato.\n"
            "- Concentrazione del libro azionario sulle banche (ISP+UCG ≈ 55% del gross).\n"
        )
        nm = self.post(b, "analista", note, "hard")
        self.hard_ev(nm, etype, facts, "buried")
        self.idiom(nm, "decision sentence buried in Italian markdown morning note", etype)
        ack = self.post(nm.t + self.rs(200, 500), r.choice(["luca", "giulia"]), r.choice(["grazie 🙏", "thx", "👍"]), "noise", ref=nm)
        # greetings
        g1 = self.T(7, r.randint(0, 8), 40)
        self.post(g1, "luca", r.choice(["buongiorno ☕", "giorno a tutti", "buongiorno! ☕☕"]), "noise")
        self.post(g1 + self.rs(30, 200), "andrea", r.choice(["buongiorno", "giorno 👋", "ciao a tutti"]), "noise")
        # positions paste (TSV), pinned
        t = self.block(7, r.randint(9, 14), 20)
        rows = [
            ["Strumento", "Qty", "Px medio", "Mkt", "PnL €", "DV01 €/bp"],
            ["FBTPH7", "40", it(s.fbtp - 0.48, 2), it(s.fbtp, 2), "+19.200", "+4.310"],
            ["FGBLH7", "-30", it(s.fgbl + 0.35, 2), it(s.fgbl, 2), "+10.500", "-4.020"],
            [f"{BTP10_ISIN} BTP 10y", "10.000.000", it(s.btp10 - 0.42, 2), it(s.btp10, 2), "+42.000", "+8.650"],
            [f"{VALORE_ISIN} BTP Valore", "5.000.000", it(s.valore - 0.20, 2), it(s.valore, 2), "+10.000", "+1.880"],
            [f"{BTP30_ISIN} BTP 30y", "2.000.000", it(s.btp30 + 0.35, 2), it(s.btp30, 2), "-7.000", "+3.920"],
            ["ISP IM", "250.000", s.p("ISP", -0.11), s.p("ISP"), "+27.500", ""],
            ["UCG IM", "40.000", s.p("UCG", -2.10), s.p("UCG"), "+84.000", ""],
            ["ENEL IM", "150.000", s.p("ENEL", -0.05), s.p("ENEL"), "+7.500", ""],
            ["STLAM IM", "100.000", s.p("STLAM", 0.31), s.p("STLAM"), "-31.000", ""],
            ["ENI IM", "-50.000", s.p("ENI", 0.18), s.p("ENI"), "+9.000", ""],
        ]
        tsv = "\n".join("\t".join(x) for x in rows)
        pos = self.post(t, "giulia", f"posizioni apertura {d.strftime('%d/%m')} (da BO, prezzi 07:00)\n{tsv}", "chat")
        self.pin(pos, pos.t + self.rs(60, 200))
        self.react(pos, pos.t + self.rs(40, 100), "📌", "marco")
        self.post(pos.t + self.rs(100, 300), "andrea", "grazie Giulia", "noise", ref=pos)
        wl = self.post(pos.t + self.rs(320, 600), "marco",
                       "watchlist oggi invariata: LDO, PRY, MB, BMPS. in book come da foglio sopra "
                       "(long FBTP / short FGBL, BTP 10y, Valore, 30y, ISP, UCG, ENEL, STLAM, short ENI)", "chat")
        self.pin(wl, wl.t + self.rs(20, 60))
        # risk grid paste (chat)
        t2 = self.block(7, r.randint(35, 50), 10)
        grid = [["bucket", "DV01 €/bp", "+10bp spread", "-10bp spread"],
                ["2y", "+1.120", "-11.200", "+11.200"],
                ["5y", "+2.940", "-29.400", "+29.400"],
                ["10y", "+9.040", "-90.400", "+90.400"],
                ["30y", "+3.920", "-39.200", "+39.200"],
                ["Bund fut", "-4.020", "n/a", "n/a"],
                ["tot", f"+{it_int(13000 + r.randint(0, 900))}", "-170.200", "+170.200"]]
        gm = self.post(t2, "chiara", "griglia rischio tassi di stamattina\n" + "\n".join("\t".join(x) for x in grid), "chat")
        self.post(gm.t + self.rs(60, 300), "giulia", "thx", "noise", ref=gm)

    # ------------------------------------------------------------------ story: FBTP outright (always)
    def story_fbtp(self):
        r, s = self.rng, self.s
        b = self.block(8, 5, 90, 20)
        q = r.choice([10, 15, 20, 25])
        px = round(s.fbtp - r.choice([0.03, 0.05, 0.07]), 2)
        stop = round(px - r.choice([0.40, 0.45, 0.50]), 2)
        tgt = round(px + r.choice([0.80, 0.90, 1.00]), 2)
        v = r.randrange(3)
        if v == 0:
            txt = (f"propongo: compro {q} lotti FBTPH7 a {it(px, 2)}, stop {it(stop, 2)}, target {it(tgt, 2)}. "
                   f"carry ancora positivo e lo spread a {it(s.spread, 1)} mi sembra largo. marco?")
            facts = ["compro", f"{q} lotti", "FBTPH7", it(px, 2), it(stop, 2)]
            ph, idn = "untagged", None
        elif v == 1:
            txt = f"b {q} IKH7 @ {en(px, 2)} stp {en(stop, 2)} tgt {en(tgt, 2)} — ok?"
            facts = [f"b {q} IKH7", en(px, 2), en(stop, 2)]
            ph, idn = "shorthand", "bbg-ticker shorthand proposal (b N IKH7 @ px stp)"
        else:
            txt = (f"vorrei aggiungere {q} lotti FBTP H7 sotto {it(px, 2)} (limite), stop {it(stop, 2)}. "
                   "dopo l'asta di ieri c'è spazio. daje?")
            facts = ["aggiungere", f"{q} lotti", "FBTP H7", it(px, 2), it(stop, 2)]
            ph, idn = "untagged", None
        p = self.post(b, "giulia", txt)
        self.hard_ev(p, "trade_proposal", facts, ph)
        if idn:
            self.idiom(p, idn, "trade_proposal")
        t = b
        if r.random() < 0.7:
            t += self.rs(40, 140)
            a = self.post(t, "andrea", r.choice(["bella idea 🔥", "concordo, il carry è lì", "👀 finalmente"]), "near", ref=p)
            self.idiom(a, "enthusiastic reply from non-approver", "not_hard")
        t += self.rs(150, 500)
        ap_txt, ap_f = r.choice([
            (f"ok vai, {q} lotti 👍", ["ok vai", f"{q} lotti"]),
            ("daje, approvato. stop come da proposta", ["daje", "approvato"]),
            ("👍 manda pure", ["👍", "manda pure"]),
        ])
        ap = self.post(t, "marco", ap_txt, ref=p)
        self.hard_ev(ap, "trade_approval", ap_f, "reply")
        self.idiom(ap, "short Italian reply approving a proposal", "trade_approval")
        oid = self.oid("RT")
        t = ap.t + self.rs(40, 150)
        g = self.post(t, "fixgw", self.fix_new_ack(t, oid, "FBTPH7", "1", q, en(px, 2), "EUREX"))
        self.hard_ev(g, "trade_confirmation", [oid, "55=FBTPH7", "54=1", f"38={q}"], "structured")
        self.idiom(g, "FIX 35=D out + 35=8 39=0 ack pair", "trade_confirmation")
        p1 = round(px - 0.01, 2)
        if r.random() < 0.6:
            q1 = max(1, q // 2 - r.randint(0, 3))
            t = g.t + self.rs(60, 400)
            f1 = self.post(t, "fixgw", self.fix_fill(t, oid, "FBTPH7", "1", q, en(px, 2), q1, en(p1, 2), q1, en(p1, 2), "EUREX"))
            self.hard_ev(f1, "trade_fill", ["FBTPH7", "54=1", f"32={q1}", f"31={en(p1, 2)}"], "structured")
            self.idiom(f1, "FIX 35=8 39=1 partial fill line", "trade_fill")
            t = f1.t + self.rs(120, 900)
        else:
            q1 = 0
            t = g.t + self.rs(200, 900)
        q2 = q - q1
        avg = round((q1 * p1 + q2 * px) / q, 4)
        f2 = self.post(t, "fixgw", self.fix_fill(t, oid, "FBTPH7", "1", q, en(px, 2), q2, en(px, 2), q, en(avg, 4), "EUREX"))
        self.hard_ev(f2, "trade_fill", ["FBTPH7", "54=1", f"32={q2}", f"31={en(px, 2)}"], "structured")
        t = f2.t
        if r.random() < 0.35:
            t += self.rs(30, 120)
            h = self.post(t, "giulia", f"fatti tutti i {q}, media {it(avg, 3)} 🎯")
            self.hard_ev(h, "trade_fill", [f"fatti tutti i {q}", it(avg, 3)], "shorthand")
        self.pos_fbtp = 40 + q
        t += self.rs(90, 400)
        st = self.post(t, "giulia", f"stop FBTPH7 su tutta la posizione ({self.pos_fbtp} lotti) a {it(stop, 2)}")
        self.react(st, st.t + self.rs(30, 90), "👍", "marco")
        s2 = round(stop + r.choice([0.20, 0.25, 0.30]), 2)
        s3 = round(s2 + r.choice([0.15, 0.20, 0.25]), 2)
        e1 = self.T(11, r.randint(20, 50))
        e2 = self.T(15, r.randint(35, 59))
        if e1 <= st.t:
            e1 = st.t + 600_000
        if e2 <= e1:
            e2 = e1 + 600_000
        self.edit(st, min(e1, self.end - 60_000), f"stop FBTPH7 su tutta la posizione ({self.pos_fbtp} lotti) a {it(s2, 2)} ⬆️")
        self.edit(st, min(e2, self.end - 30_000),
                  f"stop FBTPH7 su tutta la posizione ({self.pos_fbtp} lotti) a {it(s3, 2)} ⬆️⬆️"
                  + (" (sopra il prezzo medio)" if s3 > avg + 0.005 else " (quasi a pareggio)"),
                  superseded=[it(stop, 2), it(s2, 2)])
        self.hard_ev(st, "stop_or_target_change", ["stop FBTPH7", it(s3, 2)], "untagged")
        self.idiom(st, "stop level moved by editing the same message twice", "stop_or_target_change")
        self.s.fbtp_stop_final = s3

    # ------------------------------------------------------------------ story: BTP-Bund spread (always, thread)
    def story_spread(self):
        r, s = self.rng, self.s
        b = self.block(8, 40, 120, 25)
        a = r.choice([20, 25, 30])
        bq = int(round(a * 0.8))
        spr = round(s.spread + r.choice([0.5, 1.0, -0.5]), 1)
        stop_bp = int(round(spr + r.choice([7, 8, 9])))
        tgt_bp = int(round(spr - r.choice([9, 10, 12])))
        pid = f"P-{self.ddmm}-{r.randint(2, 4):02d}"
        prop = (
            f"**[PROPOSTA] {pid} · spread BTP-Bund 10y**\n"
            "Razionale:\n"
            f"- spread a {it(s.spread, 1)}bp, sopra la media 3m ({it(s.spread - 4.2, 1)}bp); offerta MEF di dicembre leggera\n"
            "- flussi retail su BTP Valore/Italia ancora positivi, rating outlook stabile/positivo\n"
            "- carry+roll 3m a favore ≈ +2,1bp\n\n"
            f"- Gambe: **compra {a} FBTPH7 / vendi {bq} FGBLH7** (rapporto DV01 ≈ 1,25 su CTD aggiornati)\n"
            f"- Ingresso: {it(spr, 1)}bp o meglio · stop {stop_bp}bp · target {tgt_bp}bp\n"
            f"- Rischio: DV01 netto ≈ €{r.randint(2, 4)},{r.randint(1, 9)}k/bp, max loss stimata €{r.randint(55, 85)}k\n\n"
            "Approvazioni:\n- [ ] desk head (Marco)\n- [ ] risk (Chiara)"
        )
        p = self.post(b, "analista", prop)
        self.hard_ev(p, "trade_proposal", [pid, f"compra {a} FBTPH7", f"vendi {bq} FGBLH7", f"{it(spr, 1)}bp"], "tagged")
        self.idiom(p, "agent [PROPOSTA] with two futures legs and approval checklist", "trade_proposal")
        # thread on the proposal
        t = p.t + self.rs(60, 200)
        q1 = self.post(t, "chiara", "ma il rapporto 1,25 è sui CTD di H7 o ancora Z6? chiedo prima di spuntare", "near", thread=p)
        t += self.rs(40, 120)
        self.post(t, "analista", "CTD H7 (BTP 4,35% 11/33 e DBR 2,6% 08/34), conversion factor di ieri sera. "
                  "DV01 netto residuo trascurabile.", "chat", thread=p, ref=q1)
        t += self.rs(40, 150)
        self.post(t, "giulia", "per me ha senso, l'asta di metà mese è leggera e il retail compra. l'unico rischio vero è "
                  "Moody's, ma lì siamo più vicini al lato buono", "chat", thread=p)
        t += self.rs(30, 120)
        self.post(t, "marco", "perché 1,25 e non 1:1 come l'altra volta?", "chat", thread=p)
        t += self.rs(30, 120)
        self.post(t, "analista", "1:1 lascia circa +3k€/bp di duration netta lunga; con 1,25 il trade è quasi puro spread. "
                  "se volete anche un po' di duration si può fare 1,1, ma non è la proposta.", "chat", thread=p)
        t += self.rs(60, 240)
        if r.random() < 0.5:
            ck = (f"{pid}\n- [x] desk head (Marco) — approvato\n- [x] risk (Chiara) — ok a voce, DV01 dentro limite")
            facts = ["- [x] desk head (Marco) — approvato", pid]
        else:
            ck = f"- [x] approvato\n- [ ] respinto\n{pid} ok, vai sullo spread come da proposta"
            facts = ["- [x] approvato", pid]
        ap = self.post(t, "marco", ck, thread=p, ref=p)
        self.hard_ev(ap, "trade_approval", facts, "reply")
        self.idiom(ap, "markdown checklist approval ([x] approvato)", "trade_approval")
        self.pin(p, ap.t + self.rs(10, 40))
        self.react(p, ap.t + self.rs(5, 30), "📌", "marco")
        self.react(p, ap.t + self.rs(30, 90), "✅", "chiara")
        oid = self.oid("RT")
        t = ap.t + self.rs(60, 200)
        sent = self.post(t, "exec", f"[INVIATO] {pid} ordine spread Eurex: FBTPH7 BUY {a} / FGBLH7 SELL {bq}, "
                                    f"limite {it(spr, 1)}bp · id {oid} · stato: working", thread=p)
        self.hard_ev(sent, "trade_confirmation", ["[INVIATO]", oid, f"FBTPH7 BUY {a}", f"FGBLH7 SELL {bq}"], "tagged")
        # fill relayed through IB transcript pasted by Giulia (broker give-up)
        t = sent.t + self.rs(600, 1800)
        pfb = round(s.fbtp + r.choice([-0.02, 0.01, 0.03]), 2)
        pgb = round(s.fgbl + r.choice([-0.03, 0.02, 0.04]), 2)
        h0 = t - 240_000
        lines = [
            (h0, "SCOLOMBO (EQUITA SIM)", f"Giulia spread a {en(spr + 0.3, 1)} lo vedo, sto lavorando il resto del book"),
            (h0 + 35_000, "GFERRI (MERIDIANA SIM)", f"ok, limite {en(spr, 1)} per noi, tutto o niente"),
            (h0 + 61_000, "MROSSI (BANCA AKROS)", f"IKH7 300 lotti dati a {en(s.fbtp - 0.02, 2)} su schermo, non mio, real money"),
            (h0 + 118_000, "SCOLOMBO (EQUITA SIM)",
             f"done ✅ you buy {a} IKH7 @ {en(pfb, 2)} / you sell {bq} RXH7 @ {en(pgb, 2)} — spread {en(spr, 1)}bp, give-up Eurex stasera"),
            (h0 + 140_000, "GFERRI (MERIDIANA SIM)", "grazie mille, confermo"),
        ]
        body = "\n".join(f"{self.local(x, '%H:%M:%S')} {who}: {msg}" for x, who, msg in lines)
        fp = self.post(t, "giulia", f"da IB, eseguito lo spread 👇\n```\n{body}\n```", thread=p)
        self.hard_ev(fp, "trade_fill", [f"you buy {a} IKH7", en(pfb, 2), f"you sell {bq} RXH7", en(pgb, 2)], "buried")
        self.idiom(fp, "own fill relayed by broker inside pasted IB chat transcript", "trade_fill")
        self.post(fp.t + self.rs(30, 120), "marco", "top", "noise", thread=p, ref=fp)
        self.s.spread_ids = (pid, oid)

    # ------------------------------------------------------------------ story: sell cash BTP 10y by ISIN
    def story_cash10(self):
        r, s = self.rng, self.s
        b = self.block(10, 5, 100, 30)
        px = round(s.btp10 + r.choice([0.04, 0.06, 0.07]), 2)
        v = r.randrange(2)
        if v == 0:
            txt = (f"proposta: vendo 5mm BTP 10y ({BTP10_ISIN}) a {it(px, 2)}, prendo profitto prima dell'asta "
                   "di metà mese e rifaccio spazio sul DV01")
            facts = ["vendo", "5mm", BTP10_ISIN, it(px, 2)]
        else:
            txt = f"s 5mm {BTP10_ISIN} @ {en(px, 2)} pre-asta, libera DV01 per lo spread. ok?"
            facts = ["s 5mm", BTP10_ISIN, en(px, 2)]
        p = self.post(b, "giulia", txt)
        self.hard_ev(p, "trade_proposal", facts, "untagged" if v == 0 else "shorthand")
        if v == 1:
            self.idiom(p, "ISIN-only shorthand sell proposal (s 5mm IT000… @ px)", "trade_proposal")
        t = p.t + self.rs(120, 600)
        if r.random() < 0.5:
            q = self.post(t, "marco", "quanto rimane sul 10y dopo?", "near", ref=p)
            t = q.t + self.rs(30, 100)
            self.post(t, "giulia", "5mm, metà", "chat", ref=q)
            t += self.rs(40, 200)
        ap_txt, ap_f = r.choice([("ok vai sul 10y, 5mm", ["ok vai", "5mm"]), ("approvato ✅ vendi", ["approvato", "vendi"])])
        ap = self.post(t, "marco", ap_txt, ref=p)
        self.hard_ev(ap, "trade_approval", ap_f, "reply")
        t = ap.t + self.rs(600, 1500)
        fill_px = en(px, 2)
        if r.random() < 0.5:
            h0 = t - 180_000
            lines = [
                (h0, "SCOLOMBO (EQUITA SIM)", f"Giulia ti mostro {en(px - 0.01, 2)} per i 5mm del 10y"),
                (h0 + 20_000, "GFERRI (MERIDIANA SIM)", f"{fill_px} e facciamo"),
                (h0 + 55_000, "LVERDI (KEPLER CHEUVREUX)", f"fyi cliente ha preso 10mm BTP 10y a {en(px - 0.03, 2)}, giro fatto"),
                (h0 + 91_000, "SCOLOMBO (EQUITA SIM)",
                 f"ok done: you sell 5mm BTP 3.65 08/35 {BTP10_ISIN} @ {fill_px}, regolamento T+2"),
                (h0 + 104_000, "GFERRI (MERIDIANA SIM)", "grazie, confermo"),
            ]
            body = "\n".join(f"{self.local(x, '%H:%M:%S')} {who}: {msg}" for x, who, msg in lines)
            f = self.post(t, "giulia", f"incollo da IB\n{body}")
            self.hard_ev(f, "trade_fill", ["you sell 5mm", BTP10_ISIN, fill_px], "buried")
        else:
            f = self.post(t, "giulia", f"ok fatto, venduti 5mm {BTP10_ISIN} a {it(px, 2)} con Equita 🙌")
            self.hard_ev(f, "trade_fill", ["ok fatto", "venduti 5mm", BTP10_ISIN, it(px, 2)], "untagged")
            self.idiom(f, "'ok fatto' shorthand fill with ISIN", "trade_fill")
        self.post(f.t + self.rs(40, 200), "marco", r.choice(["👍", "bene"]), "noise", ref=f)

    # ------------------------------------------------------------------ story: ENEL buy (shorthand), embed fill, stop raise
    def story_enel(self):
        r, s = self.rng, self.s
        b = self.block(9, 8, 60, 15)
        px = s.p("ENEL", -0.01, italian=False)
        stp = s.p("ENEL", -0.15, italian=False)
        tgt = s.p("ENEL", +0.37, italian=False)
        p = self.post(b, "luca", f"b 150k ENEL @ {px} stp {stp} tgt {tgt} — in vista del buyback. marco?")
        self.hard_ev(p, "trade_proposal", ["b 150k", "ENEL", px, stp], "shorthand")
        self.idiom(p, "k-suffixed equity shorthand proposal (b 150k ENEL @ px stp)", "trade_proposal")
        t = p.t + self.rs(90, 400)
        ap_txt, ap_f = r.choice([("👍 send it", ["👍", "send it"]), ("ok go ENEL", ["ok go", "ENEL"]),
                                 ("vai 👍 150k", ["vai", "150k"])])
        ap = self.post(t, "marco", ap_txt, ref=p)
        self.hard_ev(ap, "trade_approval", ap_f, "reply")
        oid = self.oid("EQ")
        t = ap.t + self.rs(30, 90)
        c = self.post(t, "exec", f"[INVIATO] ENEL IM BUY 150.000 lim {px.replace('.', ',')} → XMIL via DMA, "
                                 f"algo VWAP fino alle 11:30 · ordine {oid}")
        self.hard_ev(c, "trade_confirmation", ["[INVIATO]", "ENEL IM BUY 150.000", oid], "tagged")
        t = c.t + self.rs(1800, 3600)
        avg = s.p("ENEL", -0.013)
        emb = {"title": "Execution report · FILLED", "author": "OMS Meridiana",
               "fields": [{"name": "Strumento", "value": "ENEL IM", "inline": True},
                          {"name": "Lato", "value": "BUY", "inline": True},
                          {"name": "Qty", "value": "150.000", "inline": True},
                          {"name": "Prezzo medio", "value": avg, "inline": True},
                          {"name": "Venue", "value": "XMIL", "inline": True}],
               "footer": f"ordine {oid} · {self.local(t, '%H:%M:%S')} CET"}
        f = self.post(t, "oms", "", embeds=[emb])
        self.hard_ev(f, "trade_fill", ["ENEL IM", "BUY", "150.000", avg], "embed")
        self.idiom(f, "embed-only OMS execution report (fields, empty content)", "trade_fill")
        # duplicate fill posted by exec-agent then deleted
        if r.random() < 0.6:
            dup = self.post(f.t + self.rs(20, 60), "exec", f"[FILL] ENEL IM BUY 150.000 @ {avg} (ordine {oid}) completato")
            self.hard_ev(dup, "trade_fill", ["[FILL]", "ENEL IM BUY 150.000", avg], "tagged")
            self.delete(dup, dup.t + self.rs(40, 120), f"[FILL] ENEL IM BUY 150.000 @ {avg} (ordine {oid}) completato")
        # later stop raise (new message, tagged by agent)
        t = self.T(15, r.randint(5, 30))
        if t <= f.t:
            t = f.t + 900_000
        new_stop = s.p("ENEL", -0.07)
        sm = self.post(min(t, self.end - 120_000), "exec",
                       f"[STOP] ENEL IM stop alzato a {new_stop} su 150.000 (ordine stop {self.oid('EQ')}), target invariato")
        self.hard_ev(sm, "stop_or_target_change", ["[STOP]", "ENEL IM", new_stop], "tagged")

    # ------------------------------------------------------------------ story: ENI short add with risk-engine resize
    def story_eni(self):
        r, s = self.rng, self.s
        b = self.block(9, 40, 60, 20)
        px = s.p("ENI", 0.12)
        stp = s.p("ENI", 0.40)
        p = self.post(b, "exec",
                      f"[PROPOSTA] SELL 60k ENI IM @ {px} lim | stop {stp} | razionale: brent debole, "
                      "rotazione da energy verso banche, short esistente 50k → 110k")
        self.hard_ev(p, "trade_proposal", ["SELL 60k", "ENI", px, stp], "tagged")
        t = p.t + self.rs(120, 500)
        ap = self.post(t, "marco", r.choice(["ok, vai con ENI", "approvato, vai ENI"]), ref=p)
        self.hard_ev(ap, "trade_approval", [ap.content.split(",")[0], "ENI"], "reply")
        oid = self.oid("EQ")
        t = ap.t + self.rs(20, 60)
        blob = {"src": "riskeng-mi", "type": "order_check", "ts": iso(t)[:19] + "Z", "action": "RESIZE",
                "order": oid, "sym": "ENI IM", "side": "SELL", "qty_req": 60000, "qty_ok": 40000,
                "limit": "SN-ENI-01", "limit_val": int(-(-90000 * s.px["ENI"] // 50000) * 50000),
                "post_trade_eur": int(90000 * s.px["ENI"])}
        j = self.post(t, "riskeng", json.dumps(blob))
        self.hard_ev(j, "risk_limit", ['"RESIZE"', oid, '"qty_ok": 40000'], "structured")
        self.idiom(j, "risk engine JSON order_check RESIZE", "risk_limit")
        t = j.t + self.rs(5, 20)
        g = self.post(t, "fixgw", self.fix_new_ack(t, oid, "ENI", "2", 40000, px.replace(",", "."), "XMIL-DMA"))
        self.hard_ev(g, "trade_confirmation", [oid, "55=ENI", "54=2", "38=40000"], "structured")
        t = g.t + self.rs(300, 1500)
        lp = px.replace(",", ".")
        f = self.post(t, "fixgw", self.fix_fill(t, oid, "ENI", "2", 40000, lp, 40000, lp, 40000, lp, "XMIL-DMA"))
        self.hard_ev(f, "trade_fill", ["55=ENI", "54=2", "32=40000", f"31={lp}"], "structured")
        self.post(f.t + self.rs(60, 300), "luca", "👍 va bene anche così", "noise", ref=f)

    # ------------------------------------------------------------------ story: UCG proposal rejected
    def story_ucg_rej(self):
        r, s = self.rng, self.s
        b = self.block(10, 20, 40, 25)
        px = s.p("UCG", -0.30)
        p = self.post(b, "andrea", f"propongo di comprare 20k UCG a {px} prima dei conti, il momentum è tutto lì. "
                                   "stop 2% sotto")
        self.hard_ev(p, "trade_proposal", ["comprare", "20k UCG", px], "untagged")
        t = p.t + self.rs(200, 700)
        txt, facts = r.choice([
            ("no, respinto: UCG non la aumentiamo prima della trimestrale, siamo già lunghi 40k", ["respinto", "UCG"]),
            ("- [ ] approvato\n- [x] respinto — UCG già a peso pieno, non aggiungiamo", ["- [x] respinto", "UCG"]),
        ])
        rj = self.post(t, "marco", txt, ref=p)
        self.hard_ev(rj, "trade_approval", facts, "reply")
        self.idiom(rj, "desk head rejects a proposal (respinto)", "trade_approval")
        self.post(rj.t + self.rs(30, 120), "andrea", "ricevuto 👍", "noise", ref=rj)

    # ------------------------------------------------------------------ story: BTP Valore buy, corrected fill by edit
    def story_valore(self):
        r, s = self.rng, self.s
        b = self.block(11, 20, 90, 20)
        lim = it(round(s.valore - 0.02, 2), 2)
        p = self.post(b, "giulia", f"ordine proposto: compro 3mm BTP Valore limite {lim} su MTS, in attesa ok di Marco")
        self.hard_ev(p, "trade_proposal", ["compro", "3mm BTP Valore", lim], "untagged")
        t = p.t + self.rs(200, 600)
        ap = self.post(t, "marco", "ok approvato ✅", ref=p)
        self.hard_ev(ap, "trade_approval", ["approvato", "✅"], "reply")
        t = ap.t + self.rs(60, 240)
        c = self.post(t, "giulia", f"messo su MTS, 3mm Valore a {lim}, in lavorazione")
        self.hard_ev(c, "trade_confirmation", ["messo su MTS", "3mm", lim], "untagged")
        t = c.t + self.rs(900, 2400)
        wrong = it(round(s.valore - 0.03, 2), 2)
        right = it(round(s.valore - 0.04, 2), 2)
        f = self.post(t, "giulia", f"ok fatto 3mm BTP Valore a {wrong}")
        self.edit(f, f.t + self.rs(900, 2400), f"ok fatto 3mm BTP Valore a {right} (prezzo corretto dal BO)",
                  superseded=[wrong])
        self.hard_ev(f, "trade_fill", ["ok fatto", "3mm BTP Valore", right], "shorthand")
        self.idiom(f, "fill price corrected by editing the fill message", "trade_fill")
        # BO email confirmation (forwarded)
        if r.random() < 0.6:
            te = f.t + self.rs(2400, 4200)
            d = self.local_day
            mail = (
                "fw dal BO, conferma Valore 👇\n\n"
                "-----Messaggio originale-----\n"
                "Da: Equita SIM - Fixed Income Sales <fi.sales@equita.example>\n"
                f"Inviato: {GIORNI[d.weekday()]} {d.day} {MESI[d.month - 1]} {d.year} {self.local(te - 600_000, '%H:%M')}\n"
                "A: Desk Tassi Milano <desk.tassi@meridianasim.example>\n"
                "Cc: Back Office Titoli <bo.titoli@meridianasim.example>\n"
                "Oggetto: Conferma eseguito - BTP Valore\n\n"
                "Buongiorno,\nvi confermiamo l'eseguito odierno:\n\n"
                f"> Acquisto nominali 3.000.000 BTP VALORE ({VALORE_ISIN})\n"
                f"> Prezzo {right} - Rateo 0,412 - Valuta T+2\n"
                "> Controparte: Meridiana SIM - conto 88412\n\n"
                "Cordiali saluti\nDesk FI Sales\nEquita SIM S.p.A. – Via Filippo Turati 9, Milano" + DISCLAIMER_IT
            )
            em = self.post(te, "sara", mail)
            self.hard_ev(em, "trade_fill", ["Acquisto nominali 3.000.000", VALORE_ISIN, right], "buried")
            self.idiom(em, "broker fill confirmation inside forwarded email (Messaggio originale)", "trade_fill")

    # ------------------------------------------------------------------ story: STLAM sell working, then cancelled
    def story_stlam_cxl(self):
        r, s = self.rng, self.s
        b = self.block(10, 45, 40, 20)
        px = s.p("STLAM", 0.09)
        p = self.post(b, "luca", f"vendo 50k STLAM a {px} limite, riduco prima del CMD. marco ok?")
        self.hard_ev(p, "trade_proposal", ["vendo 50k STLAM", px], "untagged")
        t = p.t + self.rs(100, 400)
        ap = self.post(t, "marco", "sì ok, riduci", ref=p)
        self.hard_ev(ap, "trade_approval", ["sì ok", "riduci"], "reply")
        oid = self.oid("EQ")
        t = ap.t + self.rs(30, 120)
        pe = px.replace(",", ".")
        g = self.post(t, "fixgw", self.fix_new_ack(t, oid, "STLAM", "2", 50000, pe, "XMIL-DMA"))
        self.hard_ev(g, "trade_confirmation", [oid, "55=STLAM", "54=2", "38=50000"], "structured")
        t = self.T(14, r.randint(10, 25))
        if t <= g.t:
            t = g.t + 1_200_000
        t = min(t, self.end - 400_000)
        out = self.fix(t, "F", "XMIL-DMA", [("41", oid), ("11", oid + "C"), ("55", "STLAM"), ("54", "2"), ("38", "50000")], True)
        ack = self.fix(t + 31, "8", "XMIL-DMA", [("11", oid + "C"), ("41", oid), ("37", self.exid()), ("150", "4"),
                                                  ("39", "4"), ("55", "STLAM"), ("54", "2"), ("38", "50000"),
                                                  ("14", "0"), ("151", "0")], False)
        cx = self.post(t, "fixgw", f"{self.fix_hdr(t, True, 'XMIL-DMA')} CANCEL\n{out}\n{self.fix_hdr(t + 31, False, 'XMIL-DMA')}\n{ack}")
        self.hard_ev(cx, "trade_confirmation", [oid, "39=4", "55=STLAM"], "structured")
        self.idiom(cx, "FIX 35=F cancel + 39=4 cancelled ack", "trade_confirmation")
        self.post(cx.t + self.rs(30, 200), "luca", "meglio così, dopo la preview di Intermonte aspetto il CMD", "chat")

    # ------------------------------------------------------------------ story: ISP order rejected by venue, resent
    def story_isp_rej(self):
        r, s = self.rng, self.s
        b = self.block(11, 5, 60, 20)
        px = s.p("ISP", 0.02)
        p = self.post(b, "exec", f"[PROPOSTA] BUY 100k ISP IM lim {px}, aggiunta al core long dopo la guidance payout. "
                                 "stop invariato, size entro limiti.")
        self.hard_ev(p, "trade_proposal", ["BUY 100k ISP IM", px], "tagged")
        t = p.t + self.rs(100, 500)
        ap = self.post(t, "marco", "ok go ISP 👍", ref=p)
        self.hard_ev(ap, "trade_approval", ["ok go", "ISP"], "reply")
        oid = self.oid("EQ")
        t = ap.t + self.rs(20, 60)
        bad = s.p("ISP", 0.32, italian=False)
        out = self.fix(t, "D", "XMIL-DMA", [("11", oid), ("55", "ISP"), ("54", "1"), ("38", "100000"), ("40", "2"), ("44", bad)], True)
        rej = self.fix(t + 19, "8", "XMIL-DMA", [("11", oid), ("150", "8"), ("39", "8"), ("55", "ISP"), ("54", "1"),
                                                  ("38", "100000"), ("58", "PRICE OUTSIDE STATIC BAND")], False)
        g = self.post(t, "fixgw", f"{self.fix_hdr(t, True, 'XMIL-DMA')}\n{out}\n{self.fix_hdr(t + 19, False, 'XMIL-DMA')}\n{rej}")
        self.hard_ev(g, "trade_confirmation", [oid, "39=8", "58=PRICE OUTSIDE STATIC BAND"], "structured")
        self.idiom(g, "FIX 39=8 venue reject with 58= reason", "trade_confirmation")
        t = g.t + self.rs(40, 120)
        oid2 = self.oid("EQ")
        rs = self.post(t, "exec", f"rifiutato per banda statica (typo sul limite, mio errore). Reinviato come {oid2}: "
                                  f"BUY 100k ISP IM lim {px}, accettato da XMIL")
        self.hard_ev(rs, "trade_confirmation", [oid2, "BUY 100k ISP IM", "accettato"], "untagged")
        t = rs.t + self.rs(600, 1800)
        pe = px.replace(",", ".")
        f = self.post(t, "fixgw", self.fix_fill(t, oid2, "ISP", "1", 100000, pe, 100000, pe, 100000, pe, "XMIL-DMA"))
        self.hard_ev(f, "trade_fill", ["55=ISP", "54=1", "32=100000", f"31={pe}"], "structured")

    # ------------------------------------------------------------------ news relay
    NEWS_BODY = {
        "*INTESA SANPAOLO CEO: 2027 PAYOUT TO RISE TO 75%, BUYBACK UNDER REVIEW":
            "Intesa Sanpaolo SpA will lift its cash payout ratio to 75% of net income next year, Chief Executive "
            "Officer Carlo Messina said at a conference in Milan, adding that an additional buyback is under review "
            "and will be discussed with the ECB in the first quarter.",
        "*UNICREDIT SAID TO WEIGH RAISING COMMERZBANK STAKE ABOVE 30%":
            "UniCredit SpA is weighing whether to raise its holding in Commerzbank AG above the 30% threshold that "
            "would trigger a mandatory offer, according to people familiar with the matter. No final decision has "
            "been taken, the people said, asking not to be identified because deliberations are private.",
        "*ENEL BOARD APPROVES UP TO EU1B SHARE BUYBACK":
            "Enel SpA's board approved a buyback of as much as 1 billion euros, to be executed by the end of 2027, "
            "the utility said in a statement. Shares repurchased will be cancelled.",
        "*ENI, PETRONAS SIGN DEAL TO COMBINE ASSETS IN INDONESIA, MALAYSIA":
            "Eni SpA and Petronas signed a binding agreement to combine upstream assets in Indonesia and Malaysia into "
            "a new jointly owned company, the Italian energy major said. Closing is expected in the second half of 2027.",
        "*ITALY TREASURY TO OFFER UP TO EU9.5B OF BTPS AT MID-DECEMBER AUCTION":
            "Italy's Treasury will sell as much as 9.5 billion euros of 3-, 7- and 30-year bonds at its mid-month "
            "auction, according to a statement on the ministry's website. The 30-year is an off-the-run reopening.",
        "*GERMANY'S FINANZAGENTUR RAISES 1Q BUND ISSUANCE PLAN BY EU6B":
            "Germany's debt agency raised its planned first-quarter federal bond issuance by 6 billion euros, mainly "
            "in 10- and 30-year maturities, to fund higher defence and infrastructure spending.",
        "*MOODY'S SAID TO REVIEW ITALY Baa2 RATING FOR UPGRADE ON DEC. 11":
            "Moody's is scheduled to publish a review of Italy's Baa2 sovereign rating on Dec. 11; the outlook was "
            "raised to positive in May. An upgrade would be the first by the agency since 2002.",
        "*LEONARDO WINS EU1.2B ITALIAN ARMY HELICOPTER ORDER":
            "Leonardo SpA won a 1.2 billion-euro contract from the Italian army for multi-role helicopters, with "
            "deliveries from 2028, the defence group said.",
        "*PRYSMIAN RAISES 2026 ADJ. EBITDA GUIDANCE TO EU2.35B-EU2.45B":
            "Prysmian SpA raised its full-year adjusted Ebitda forecast on strong demand for high-voltage "
            "transmission cables in Europe and the US.",
        "*MEDIOBANCA SHAREHOLDER DELFIN SAID TO WEIGH STAKE SALE":
            "Delfin, the holding company of the Del Vecchio family, is weighing the sale of part of its stake in "
            "Mediobanca, people familiar with the matter said.",
        "*MONTE DEI PASCHI SAID TO HIRE ADVISERS FOR BANCO BPM TALKS":
            "Banca Monte dei Paschi di Siena has hired advisers to explore a possible combination with Banco BPM, "
            "according to people with knowledge of the matter.",
        "*FERRARI SHARES FALL 3% AFTER ANALYST CUTS TO NEUTRAL":
            "Ferrari NV fell the most in a month in Milan after a broker downgraded the carmaker, citing stretched "
            "valuation and slower order intake in China.",
        "*GENERALI CEO SAYS NO PLANS FOR LARGE ACQUISITIONS IN 2027":
            "Assicurazioni Generali's chief executive said the insurer has no plans for large deals next year and "
            "will focus on organic growth and asset management.",
        "*TELECOM ITALIA SAID TO GET FRESH BID FOR SPARKLE UNIT":
            "Telecom Italia received an improved offer for its Sparkle submarine-cable unit, people familiar said.",
        "*MONCLER 4Q SALES SEEN UP 7% IN CONSTANT CURRENCY: CONSENSUS":
            "Analysts expect Moncler's fourth-quarter revenue to grow 7% at constant exchange rates, according to a "
            "company-compiled consensus.",
        "*BNP PARIBAS TO CUT 800 JOBS IN FRENCH RETAIL NETWORK":
            "BNP Paribas plans to cut about 800 jobs in its French branch network over two years, unions said.",
        "*TOTALENERGIES STARTS PRODUCTION AT MERO-4 FIELD OFFSHORE BRAZIL":
            "TotalEnergies SE said production started at the Mero-4 unit in the Santos basin.",
        "*EURO-AREA NOV. CPI 2.1% Y/Y, FINAL; EST. 2.1%":
            "Core inflation was confirmed at 2.4%. Services inflation eased for a third month.",
        "*ECB'S SCHNABEL: NO NEED TO RUSH FURTHER EASING":
            "ECB Executive Board member Isabel Schnabel said policy is in a good place and there is no need to rush "
            "into further rate cuts, in an interview with a German newspaper.",
        "*FRANCE TO SELL EU12B OF OATS ON THURSDAY":
            "Agence France Tresor will sell 10-, 15- and 20-year bonds.",
        "*SAP NAMES NEW CFO EFFECTIVE JANUARY":
            "SAP SE appointed a new chief financial officer effective Jan. 1.",
    }

    TICKERS = {"INTESA": "ISP IM", "UNICREDIT": "UCG IM, CBK GY", "ENEL": "ENEL IM", "ENI,": "ENI IM",
               "ITALY TREASURY": "BTPS Govt", "FINANZAGENTUR": "DBR Govt", "MOODY'S": "BTPS Govt",
               "LEONARDO": "LDO IM", "PRYSMIAN": "PRY IM", "MEDIOBANCA": "MB IM", "MONTE DEI": "BMPS IM, BAMI IM",
               "FERRARI": "RACE IM", "GENERALI": "G IM", "TELECOM": "TIT IM", "MONCLER": "MONC IM",
               "BNP": "BNP FP", "TOTALENERGIES": "TTE FP", "CPI": "ECCPEMUY Index", "SCHNABEL": "ECB",
               "FRANCE": "FRTR Govt", "SAP": "SAP GY"}

    def bbg_text(self, t, h, _unused=None):
        body = self.NEWS_BODY.get(h, "")
        sid = f"{self.rng.randint(16**9, 16**10 - 1):X}"
        out = f"`BN` {self.local(t, '%H:%M')} {h}"
        tick = ""
        for k, v in self.TICKERS.items():
            if k in h:
                tick = v
                break
        if body and self.rng.random() < 0.9:
            tail = self.news_tail(h)
            ctx = ("Bloomberg First Word is a real-time news service; further details to follow as the story develops. "
                   "Reporting by the Milan and Frankfurt bureaus, editing by the EMEA markets desk.")
            out += f"\n> {body}\n> {tail}\n> _{ctx}_\n`{('tickers: ' + tick + ' · ') if tick else ''}story S{sid}`"
        return out

    def news_tail(self, h):
        r = self.rng
        pct = it(r.uniform(0.4, 3.2), 1)
        if any(k in h for k in ("BTPS", "ITALY", "BUND", "OATS")):
            return (f"The yield on the benchmark 10-year bond moved {r.randint(1, 4)} basis points after the announcement. "
                    "Traders said the announcement was broadly in line with expectations.")
        if any(k in h for k in ("CPI", "SCHNABEL")):
            return ("Money markets were little changed after the release, still pricing less than one full cut by "
                    "March. The euro was steady against the dollar.")
        return (f"The shares moved as much as {pct}% after the report, with volume about "
                f"{r.randint(2, 4)} times the daily average. A spokesperson declined to comment further.")

    def news(self):
        r, s = self.rng, self.s
        held = [
            ("*INTESA SANPAOLO CEO: 2027 PAYOUT TO RISE TO 75%, BUYBACK UNDER REVIEW", ["INTESA SANPAOLO", "75%"]),
            ("*UNICREDIT SAID TO WEIGH RAISING COMMERZBANK STAKE ABOVE 30%", ["UNICREDIT", "COMMERZBANK"]),
            ("*ENEL BOARD APPROVES UP TO EU1B SHARE BUYBACK", ["ENEL", "EU1B"]),
            ("*ENI, PETRONAS SIGN DEAL TO COMBINE ASSETS IN INDONESIA, MALAYSIA", ["ENI", "PETRONAS"]),
            ("*ITALY TREASURY TO OFFER UP TO EU9.5B OF BTPS AT MID-DECEMBER AUCTION", ["BTPS", "EU9.5B"]),
            ("*GERMANY'S FINANZAGENTUR RAISES 1Q BUND ISSUANCE PLAN BY EU6B", ["BUND", "EU6B"]),
            ("*MOODY'S SAID TO REVIEW ITALY Baa2 RATING FOR UPGRADE ON DEC. 11", ["ITALY", "Baa2"]),
        ]
        watch = [
            ("*LEONARDO WINS EU1.2B ITALIAN ARMY HELICOPTER ORDER", ["LEONARDO", "EU1.2B"], "LDO"),
            ("*PRYSMIAN RAISES 2026 ADJ. EBITDA GUIDANCE TO EU2.35B-EU2.45B", ["PRYSMIAN", "EBITDA"], "PRY"),
            ("*MEDIOBANCA SHAREHOLDER DELFIN SAID TO WEIGH STAKE SALE", ["MEDIOBANCA", "DELFIN"], "MB"),
            ("*MONTE DEI PASCHI SAID TO HIRE ADVISERS FOR BANCO BPM TALKS", ["MONTE DEI PASCHI", "BANCO BPM"], "BMPS"),
        ]
        day_h = [9, 10, 11, 12, 13, 15, 16]
        unheld = [
            ("*TELECOM ITALIA SAID TO GET FRESH BID FOR SPARKLE UNIT", [9, 10, 11]),
            ("*FERRARI SHARES FALL 3% AFTER ANALYST CUTS TO NEUTRAL", day_h),
            ("*GENERALI CEO SAYS NO PLANS FOR LARGE ACQUISITIONS IN 2027", day_h),
            ("*MONCLER 4Q SALES SEEN UP 7% IN CONSTANT CURRENCY: CONSENSUS", day_h),
            ("*BNP PARIBAS TO CUT 800 JOBS IN FRENCH RETAIL NETWORK", [8, 9, 10, 11]),
            ("*TOTALENERGIES STARTS PRODUCTION AT MERO-4 FIELD OFFSHORE BRAZIL", day_h),
            ("*EURO-AREA NOV. CPI 2.1% Y/Y, FINAL; EST. 2.1%", [11]),
            ("*ECB'S SCHNABEL: NO NEED TO RUSH FURTHER EASING", [7, 8, 18, 19]),
            ("*FRANCE TO SELL EU12B OF OATS ON THURSDAY", [17, 18]),
            ("*SAP NAMES NEW CFO EFFECTIVE JANUARY", [8, 12, 17]),
        ]
        hi = list(range(len(held)))
        r.shuffle(hi)
        n_held = r.randint(2, 3)
        slots = [(7, 40), (9, 15), (10, 50), (13, 5), (15, 20)]
        r.shuffle(slots)
        for k, idx in enumerate(hi[:n_held]):
            h, facts = held[idx]
            hh, mm = slots[k]
            t = self.T(hh, mm, 900)
            if k == 0:
                emb = {"title": h, "description": self.NEWS_BODY.get(h, "Bloomberg First Word"), "author": "BBG News",
                       "footer": f"BN · {self.local(t, '%H:%M')} CET · relay bpipe-mi"}
                m = self.post(t, "bbg", "", embeds=[emb])
                self.hard_ev(m, "held_position_news", facts, "embed")
                self.idiom(m, "embed-only headline on a held name or held underlying", "held_position_news")
            else:
                m = self.post(t, "bbg", self.bbg_text(t, h, facts[0] + " (held)"))
                self.hard_ev(m, "held_position_news", facts, "structured")
                if facts[0] in ("INTESA SANPAOLO", "UNICREDIT", "ENEL", "ENI"):
                    self.idiom(m, "headline naming a held stock by company name", "held_position_news")
                else:
                    self.idiom(m, "headline on the underlying of a held future (BTP/Bund issuance, rating)", "held_position_news")
            if r.random() < 0.5:
                self.post(m.t + self.rs(40, 200), r.choice(["luca", "giulia", "andrea"]),
                          r.choice(["👀", "eccola", "prevedibile", "ok questa la sapevamo"]), "noise", ref=m)
        # human-relayed held news (untagged)
        if r.random() < 0.35:
            t = self.T(r.choice([9, 11, 14]), r.randint(0, 59), 300)
            m = self.post(t, "luca", "occhio: Stellantis taglia di nuovo la guidance margini 2026, in pre-market Francoforte -4%")
            self.hard_ev(m, "held_position_news", ["Stellantis", "guidance"], "untagged")
        wi = list(range(len(watch)))
        r.shuffle(wi)
        for k, idx in enumerate(wi[:2]):
            h, facts, sym = watch[idx]
            t = self.T(r.choice([9, 10, 12, 14, 16]), r.randint(0, 59), 300)
            m = self.post(t, "bbg", self.bbg_text(t, h, f"{sym} IM"))
            self.hard_ev(m, "watchlist_news", facts, "structured")
            self.idiom(m, "headline on a watchlist name", "watchlist_news")
            if k == 0 and r.random() < 0.6:
                nr = self.post(m.t + self.rs(120, 600), "marco",
                               r.choice([f"lasciamo stare, niente da fare su {sym} oggi",
                                         f"{sym}: non facciamo niente, resta in watchlist"]), ref=m)
                self.hard_ev(nr, "no_route_decision", [sym, "niente" if "niente" in nr.content else "non facciamo niente"], "reply")
        ui = list(range(1, len(unheld)))
        r.shuffle(ui)
        for idx in [0] + ui[: r.randint(6, 7)]:
            h, hours = unheld[idx]
            hh = r.choice(hours)
            t = self.T(hh, 0 if hh == 11 and "CPI" in h else r.randint(0, 59), 0 if "CPI" in h else 120)
            m = self.post(t, "bbg", self.bbg_text(t, h, "n/a"), "near")
            self.idiom(m, "headline on a name neither held nor watched", "not_hard")
            if idx == 0:
                nr = self.post(m.t + self.rs(240, 2400), "smist",
                               "[NO-ROUTE] *TELECOM ITALIA/SPARKLE — non in book, non in watchlist: nessuna azione, archiviato",
                               ref=m if r.random() < 0.5 else None)
                self.hard_ev(nr, "no_route_decision", ["[NO-ROUTE]", "TELECOM ITALIA", "nessuna azione"], "tagged")
                self.idiom(nr, "[NO-ROUTE] tag on unheld headline", "no_route_decision")
        self.s.news_done = True

    # ------------------------------------------------------------------ thesis updates + risk limits
    def views_and_limits(self):
        r, s = self.rng, self.s
        # agent view change
        t = self.T(14, r.randint(30, 55), 300)
        lvl = s.p("STLAM", 0.84)
        v = self.post(t, "analista", f"[VIEW] STLAM: da neutrale a negativo in vista del CMD (margini attesi sotto consenso); target {lvl} "
                                     "invalidato, conviction bassa sul rimbalzo. Nessun ordine proposto per ora.")
        self.hard_ev(v, "thesis_update", ["[VIEW] STLAM", "negativo", lvl], "tagged")
        # human thesis change (untagged)
        t = self.T(r.choice([11, 15, 16]), r.randint(0, 59), 300)
        human_view = r.random() < 0.6
        txt, facts = r.choice([
            ("cambio idea su ENI: col brent così la view short non regge più, conviction bassa da oggi",
             ["ENI", "view short", "conviction bassa"]),
            ("per me la view long ISP resta, anzi aumento conviction dopo i numeri sul payout",
             ["view long ISP", "aumento conviction"]),
            ("sul 30y cambio idea: da costruttivo a neutrale, la curva è troppo ripida e l'offerta pesa",
             ["30y", "da costruttivo a neutrale"]),
        ])
        if human_view:
            m = self.post(t, r.choice(["marco", "giulia"]) if "30y" in txt else "marco", txt)
            self.hard_ev(m, "thesis_update", facts, "untagged")
            self.idiom(m, "conviction change in Italian prose", "thesis_update")
        # target removal (ISP)
        t = self.T(r.choice([12, 16]), r.randint(0, 40), 300)
        if r.random() < 0.5:
            m = self.post(t, "luca", "tolgo il target su ISP, lascio correre con trailing 3% dal massimo")
            self.hard_ev(m, "stop_or_target_change", ["tolgo il target", "ISP", "trailing 3%"], "untagged")
        # limits: pick 2 of 4 vehicles
        veh = ["chiara", "email", "embed", "json_block"]
        pick = r.sample(veh, 2)
        if "chiara" in pick:
            t = self.block(7, 55, 5, 10)
            lim = f"{self.dv01_lim}k"
            m = self.post(t, "chiara", f"da oggi limite DV01 sul libro BTP (cash+futures) a {lim}€/bp, niente eccezioni "
                                       "senza mia mail. aggiorno il RiskEngine stasera")
            self.hard_ev(m, "risk_limit", ["limite DV01", f"{lim}€/bp"], "untagged")
            self.pin(m, m.t + self.rs(60, 200))
            self.react(m, m.t + self.rs(30, 120), "📌", "marco")
        if "email" in pick:
            t = self.T(12, r.randint(10, 40), 120)
            d = self.local_day
            mail = (
                "fw da risk, leggete per favore 👇\n\n"
                "-----Messaggio originale-----\n"
                "Da: Risk Management Milano <risk.mi@meridianasim.example>\n"
                f"Inviato: {GIORNI[d.weekday()]} {d.day} {MESI[d.month - 1]} {d.year} {self.local(t - 900_000, '%H:%M')}\n"
                "A: Desk Tassi & Azionario Milano\nCc: CRO Office\n"
                "Oggetto: Limiti desk MI – aggiornamento con decorrenza immediata\n\n"
                "Buongiorno,\n\na seguito del comitato rischi di ieri:\n\n"
                "> 1. Limite VaR 1g 99% desk Milano: da €2,0mm a €1,6mm\n"
                "> 2. Limite DV01 libro BTP (cash+futures): invariato\n"
                "> 3. Stop-loss mensile desk: invariato\n>\n"
                "> Il RiskEngine applicherà il nuovo limite dalle 14:00.\n\n"
                "Cordiali saluti,\nRisk Management\n\n"
                "> -----Messaggio originale-----\n> Da: CRO Office\n> Oggetto: Comitato rischi – esito\n"
                "> > Il comitato ha deliberato la riduzione del limite VaR dei desk di trading del 20% fino a fine "
                "trimestre, in considerazione dell'aumento della volatilità implicita e della concentrazione sul "
                "rischio Italia. Seguiranno comunicazioni ai singoli desk." + DISCLAIMER_IT
            )
            m = self.post(t, "chiara", mail)
            self.var_lim = "€1,6mm"
            self.hard_ev(m, "risk_limit", ["Limite VaR 1g 99%", "€1,6mm"], "buried")
            self.idiom(m, "limit change inside forwarded risk email", "risk_limit")
        if "embed" in pick:
            t = self.T(15, r.randint(0, 30), 200)
            emb = {"title": "⚠️ Limit breach · gross single name", "author": "RiskEngine",
                   "fields": [{"name": "Strumento", "value": "UCG IM", "inline": True},
                              {"name": "Esposizione", "value": "€2.61mm", "inline": True},
                              {"name": "Limite", "value": "€2.50mm", "inline": True},
                              {"name": "Azione", "value": "nuovi BUY bloccati", "inline": False}],
                   "footer": f"riskeng-mi · {self.local(t, '%H:%M:%S')} · rule SN-UCG-02 (limite specifico banche)"}
            m = self.post(t, "riskeng", "", embeds=[emb])
            self.hard_ev(m, "risk_limit", ["Limit breach", "UCG IM", "€2.50mm", "nuovi BUY bloccati"], "embed")
            self.post(m.t + self.rs(60, 300), "luca", "è il rialzo di UCG, non abbiamo comprato niente. chiaro comunque", "chat", ref=m)
        if "json_block" in pick:
            t = self.T(16, r.randint(5, 40), 200)
            blob = {"src": "riskeng-mi", "type": "limit_event", "ts": iso(t)[:19] + "Z", "action": "BLOCK",
                    "scope": "FBTPH7", "side": "BUY", "limit": "dv01_btp_book_eur_bp", "value": self.dv01_lim * 1000 + 800,
                    "limit_val": self.dv01_lim * 1000, "note": "new buy orders blocked until DV01 < limit"}
            m = self.post(t, "riskeng", json.dumps(blob))
            self.hard_ev(m, "risk_limit", ['"BLOCK"', '"scope": "FBTPH7"', f'"limit_val": {self.dv01_lim * 1000}'], "structured")

    # ------------------------------------------------------------------ routing
    def routing(self):
        r, s = self.rng, self.s
        # broker note on STLAM CMD (near: hypotheticals)
        t = self.T(r.choice([8, 12]), r.randint(0, 50), 60)
        mail = (
            "preview CMD Stellantis da Intermonte, la metto qui\n\n"
            "-----Messaggio originale-----\n"
            "Da: Intermonte Equity Research <research@intermonte.example>\n"
            "Oggetto: Stellantis – CMD preview: aspettative basse, rischio guidance\n\n"
            "> Ci aspettiamo un target di margine 2027-2030 inferiore al consenso (6-8% vs 9%).\n"
            "> Un investitore con orizzonte breve potrebbe considerare di ridurre l'esposizione prima dell'evento;\n"
            "> chi invece ha orizzonte lungo potrebbe approfittare di eventuali ribassi sotto 9 euro.\n"
            "> Rating: NEUTRAL, target price 10,50 (da 11,20).\n"
            "> Rischi: tariffe USA, mix prodotto, costi di ristrutturazione in Europa." + DISCLAIMER_IT
        )
        em = self.post(t, "luca", mail, "near")
        t = em.t + self.rs(300, 1500)
        m = self.post(t, "smist", "[ROUTE] mail Intermonte 'Stellantis – CMD preview' → risk-agent (check esposizione e stop STLAM) + Luca in cc")
        self.hard_ev(m, "route_decision", ["[ROUTE]", "STLAM", "risk-agent"], "tagged")
        self.idiom(m, "agent [ROUTE] tag naming target agent", "route_decision")
        if r.random() < 0.4:
            t = self.T(r.choice([13, 14]), r.randint(0, 59), 200)
            txt, facts = r.choice([
                ("Giulia l'asta di metà mese la segui tu, decidi tu le quantità col MEF", ["Giulia", "asta", "la segui tu"]),
                ("@exec-agent il ribilanciamento ENEL/ENI di fine giornata lo prendi tu, esegui in asta di chiusura",
                 ["@exec-agent", "ENEL/ENI", "lo prendi tu"]),
            ])
            m = self.post(t, "marco", txt)
            self.hard_ev(m, "route_decision", facts, "untagged")
        # near-miss: status lines
        t = self.T(18, r.randint(0, 10), 60)
        m = self.post(t, "cron", f"cron[triage_digest] 18:00 — {r.randint(18, 34)} item esaminati, 0 instradati, 0 errori", "near")
        self.idiom(m, "cron triage summary with 0 routed", "not_hard")
        t = self.T(r.choice([12, 13]), r.randint(0, 59), 60)
        self.post(t, "smist", f"coda vuota ✅ (ultimo item {self.local(t - 1_500_000, '%H:%M')})", "near")

    # ------------------------------------------------------------------ client name pasted -> forget, clean repost + route
    def client_forget(self):
        r, s = self.rng, self.s
        b = self.block(11, 40, 30, 15)
        bad = self.post(b, "andrea", "propongo di comprare 200k ISP in agency per Fondazione Lario (gestore dott. Pellegrini, "
                                     "cell 347 118 2290), VWAP fino alle 13")
        self.hard_ev(bad, "trade_proposal", ["comprare", "200k ISP", "VWAP"], "untagged")
        w = self.post(b + self.rs(60, 180), "marco", "Andrea niente nomi clienti né numeri in chat!! lo faccio cancellare", "chat", ref=bad)
        self.forget(bad, w.t + self.rs(30, 90), PEOPLE["marco"][1], "Fondazione Lario (gestore dott. Pellegrini")
        t = w.t + self.rs(120, 300)
        ok = self.post(t, "andrea", "scusate. rifaccio: propongo 200k ISP agency per cliente istituzionale, VWAP fino alle 13")
        self.hard_ev(ok, "trade_proposal", ["200k ISP", "agency", "VWAP"], "untagged")
        t = ok.t + self.rs(60, 240)
        ap = self.post(t, "marco", "ok, approvato ✅", ref=ok)
        self.hard_ev(ap, "trade_approval", ["approvato", "✅"], "reply")
        rt = self.post(ap.t + self.rs(20, 90), "marco", "lo giro a exec-agent, VWAP fino alle 13, partecipazione max 10%")
        self.hard_ev(rt, "route_decision", ["giro a exec-agent", "VWAP"], "untagged")
        self.idiom(rt, "human hands an order to the execution agent (lo giro a exec-agent)", "route_decision")
        # one more forget of a non-hard message
        t = self.T(r.choice([15, 16]), r.randint(0, 50), 60)
        ph = self.post(t, "sara", "per il BO il numero diretto di Paola è 02 8721 4419, int. 12 — chiedete a lei per i margini", "chat")
        self.forget(ph, ph.t + self.rs(120, 400), PEOPLE["marco"][1], "02 8721 4419")
        # a plain wrong-channel delete
        t = self.T(r.choice([17, 18]), r.randint(0, 50), 60)
        wc = self.post(t, "luca", "stasera calcetto alle 21 a Lambrate, mancano 2 🙋", "noise")
        self.delete(wc, wc.t + self.rs(20, 80), "calcetto alle 21 a Lambrate")

    # ------------------------------------------------------------------ ordinary chat + acks
    def chatter(self):
        r, s = self.rng, self.s
        lines = [
            ("giulia", f"spread a {it(s.spread + 0.4, 1)}bp, fermo da un'ora. pre-asta tutti immobili", None),
            ("giulia", f"IKH7 volumi ridicoli stamattina, {r.randint(3, 6)}k lotti alle 9", None),
            ("giulia", "bund bid dopo i dati tedeschi, noi a ruota ma meno", None),
            ("luca", f"banche tutte verdi, UCG {r.choice(['+1,1%', '+0,9%', '+1,4%'])} ISP {r.choice(['+0,7%', '+0,5%'])}", None),
            ("luca", f"ENI segue il brent, {r.choice(['-0,9%', '-1,2%', '+0,6%'])}", None),
            ("luca", f"FTSE MIB sopra {it_int(s.mib // 1000 * 1000)}, chi l'avrebbe detto a gennaio", None),
            ("giulia", f"repo sul 10y special oggi, {it(1.78 + r.uniform(-0.05, 0.05), 2)} vs GC 1,93", None),
            ("giulia", f"curva BTP 2s10s a {r.randint(108, 124)}bp, ripida come non la vedevo da un pezzo", None),
            ("luca", "volumi bassi su STLAM, si fa tutto in asta di chiusura probabilmente", None),
            ("andrea", "domanda stupida: perché per lo spread usiamo FBTP e non FBTM?", ("giulia", "FBTM è il medio termine (4,5-6y); lo spread 10y si fa con FBTP contro Bund, stesso tratto di curva")),
            ("sara", "margini Eurex di oggi caricati in cartella, IM su FBTP invariato", ("giulia", "thx Sara")),
            ("luca", "il secondo terminale BBG è giù di nuovo 🙄", ("sara", f"ho aperto ticket IT, INC-{r.randint(480000, 489999)}")),
            ("marco", "call con risk alle 15:00, venite tutti", ("andrea", "👍")),
            ("andrea", "pranzo? 🍝", ("luca", "10 min")),
            ("sara", "promemoria: sabato manutenzione OMS dalle 8 alle 9, niente test in prod", ("luca", "ok")),
            ("andrea", "ho aggiornato lo sheet carry/roll BTP, il link è il solito", ("marco", "bravo")),
            ("giulia", f"IKH7 open interest su di {r.randint(5, 11)}k lotti ieri, roll praticamente finito", None),
            ("luca", "MIB future basis strano oggi, sarà lo stacco dividendi di qualche big?", None),
            ("luca", f"CDS Italia 5y a {r.randint(52, 61)}, mai così bassi da anni", None),
            ("marco", "ricordo a tutti: report mensile rischi da chiudere entro le 16", ("giulia", "ci sto lavorando")),
            ("sara", "BO chiede conferma SSI per il nuovo conto Monte Titoli, ci penso io", None),
            ("giulia", "Equita stamattina molto attiva sul Valore, axe in acquisto", None),
            ("andrea", "qualcuno ha il calendario aste MEF di dicembre?", ("sara", "te lo mando via mail")),
            ("luca", f"il MIB ha tenuto i {it_int(s.mib // 500 * 500)}, bene", None),
        ]
        idx = list(range(len(lines)))
        r.shuffle(idx)
        hours = [8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 14, 15, 15, 16, 16, 17]
        for k in idx[: r.randint(17, 20)]:
            who, txt, reply = lines[k]
            t = self.T(r.choice(hours), r.randint(0, 59), 50)
            att = None
            m = self.post(t, who, txt, "chat", attachments=att)
            if reply:
                rw, rt = reply
                ack_like = rt in ("👍", "ok", "bravo", "thx Sara", "10 min")
                self.post(m.t + self.rs(30, 240), rw, rt, "noise" if ack_like else "chat", ref=m)
        # charts with attachments
        for who, fn, txt in [("analista", "spread_btp_bund_10y_3m.png", "grafico spread 10y aggiornato, 3 mesi"),
                             ("luca", "enel_1h.png", "ENEL sul 60 minuti, guardate il volume alle 10")]:
            t = self.T(r.choice([9, 10, 13, 15]), r.randint(0, 59), 60)
            self.post(t, who, txt, "chat", attachments=[{"filename": fn, "size": r.randint(38000, 140000)}])
        # evening
        t = self.T(19, r.randint(0, 40))
        if self.local_day.weekday() == 4:
            m = self.post(t, "marco", r.choice(["buon weekend a tutti, bella settimana 🍷", "ci vediamo lunedì, grazie a tutti"]), "noise")
            self.post(m.t + self.rs(60, 400), "giulia", "buon weekend!", "noise", ref=m)
        else:
            m = self.post(t, "marco", r.choice(["io vado, a domani 👋", "buona serata a tutti, domani si ricomincia"]), "noise")
            self.post(m.t + self.rs(60, 400), "giulia", "a domani!", "noise", ref=m)
        self.post(m.t + self.rs(100, 600), "luca", "🍻", "noise", ref=m)
        # a typo fix edit (non-hard)
        t = self.T(10, r.randint(0, 50), 60)
        ty = self.post(t, "andrea", "qualcuno ha visto il rpeort di Kepler sulle banche?", "chat")
        self.edit(ty, ty.t + self.rs(20, 90), "qualcuno ha visto il report di Kepler sulle banche?")

    # ------------------------------------------------------------------ near-misses
    def near_misses(self):
        r, s = self.rng, self.s
        pool = [
            ("giulia", f"se lo spread torna a {int(s.spread + 7)}bp io aggiungerei altri 20 lotti di FBTP, ma per ora niente",
             "Italian conditional hypothetical (se ... aggiungerei)"),
            ("luca", f"e se vendessimo un po' di UCG sopra {s.p('UCG', 1.2)}? boh, ci penso", None),
            ("andrea", f"ipotesi: compriamo 5mm BTP Valore sul dip sotto {it(s.valore - 0.30, 2)}? o è una cavolata", None),
            ("marco", "se la BCE sorprende il 17 col taglio il BTP fa +60 cent facile, ma non ci giochiamo sopra",
             "ECB speculation with price talk"),
            ("luca", f"se STLAM rompe {s.p('STLAM', -0.36)} potrebbe valere la pena uno short, vediamo", None),
            ("giulia", "in teoria potremmo fare uno switch 10y→30y, ma il repo non aiuta", None),
            ("andrea", "ma lo stop su FBTP dov'è adesso?", None),
            ("luca", "Marco, ENEL la teniamo sopra i conti o alleggeriamo?", "question about a position, no decision"),
            ("chiara", "quanto DV01 avremmo se faceste altri 30 lotti di spread?", None),
            ("andrea", "compriamo qualcosa all'asta di metà mese o passiamo?", None),
            ("giulia", "a marzo avevamo comprato 40 lotti FBTP a 112,10 e chiuso a 114, bei tempi", None),
            ("luca", f"ieri abbiamo venduto STLAM a {s.p('STLAM', -0.24)}, troppo presto 🤦",
             "past-tense desk trade (ieri abbiamo venduto)"),
            ("marco", "nel 2022 col Bund a 140 avevamo perso un botto sullo spread, non lo rifaccio", None),
            ("andrea", f"📝 paper: long 20 FBTPH7 @ {it(s.fbtp - 0.10, 2)} stop {it(s.fbtp - 0.55, 2)} — solo sul foglio demo, non va a mercato",
             "paper trade (📝 paper) with full trade details"),
            ("analista", f"[PAPER] short 15k UCG @ {s.p('UCG', 0.5)} — simulazione per il backtest live, nessun ordine", None),
            ("luca", "Londra ha venduto 300 FGBL stamattina, ce l'ha detto Sara", "other desk's trade"),
            ("sara", "il desk credito ha comprato 20mm BTP Italia per un cliente, non roba nostra", None),
            ("giulia", "Roma (desk clienti) ha fatto 15mm di switch BTP 2030/2035, occhio ai livelli", None),
            ("marco", "boh secondo me la BCE sta ferma fino a marzo", None),
            ("giulia", f"mercato prezza {r.randint(6, 14)}bp di taglio a dicembre, troppo poco per me", None),
            ("luca", "se Lagarde fa la colomba le banche soffrono, ISP e UCG giù", None),
            ("analista", "[backtest] carry BTP-Bund 2015-2025, entry >110bp exit <85bp: Sharpe 0,9, max dd -38bp, "
                         "14 trade. niente di eclatante", "backtest result with entry/exit levels"),
            ("andrea", "backtest mean reversion ISP/UCG z>2: 61% hit ratio su 212 trade, ma costi non inclusi", None),
            ("giulia", f"uno stop a {it(s.fbtp - 0.70, 2)} su FBTP avrebbe più senso secondo me", "stop level opinion, no decision"),
            ("luca", f"target {s.p('STLAM', 1.5)} su STLAM? non lo vedo nemmeno col binocolo", None),
            ("giulia", "se ci alzassero il limite DV01 potremmo raddoppiare lo spread", "hypothetical limit change"),
        ]
        idx = list(range(len(pool)))
        r.shuffle(idx)
        hours = [8, 9, 9, 10, 10, 11, 11, 12, 14, 14, 15, 15, 16, 16, 17]
        for k in idx[: r.randint(15, 18)]:
            who, txt, idn = pool[k]
            t = self.T(r.choice(hours), r.randint(0, 59), 50)
            m = self.post(t, who, txt, "near")
            if idn:
                self.idiom(m, idn, "not_hard")
            if "ipotesi" in txt or "e se vendessimo" in txt:
                self.post(m.t + self.rs(60, 300), "marco", "interessante, ne parliamo dopo il call", "near", ref=m)
        # long analysis with trading words but no decision
        t = self.T(13, r.randint(10, 50), 60)
        txt = (
            "**Nota di approfondimento — offerta BTP e spread (nessuna raccomandazione operativa)**\n\n"
            "Il calendario MEF di dicembre è storicamente leggero: negli ultimi cinque anni l'emissione netta "
            "di dicembre è stata negativa quattro volte. Questo di solito sostiene lo spread BTP-Bund nelle ultime "
            "due settimane dell'anno, anche se il campione è piccolo e la liquidità cala molto dopo il 15.\n\n"
            "- In passato chi comprava FBTP e vendeva FGBL il primo lunedì di dicembre ha guadagnato in media "
            "3-4bp, con dispersione alta (min -9bp, max +14bp).\n"
            "- Il BTP Valore ha assorbito domanda retail che altrimenti sarebbe andata sul secondario MOT; un "
            "nuovo collocamento a inizio 2027 potrebbe spostare i flussi.\n"
            "- Rischio principale: rating. Una promozione di Moody's sarebbe in gran parte già nel prezzo; "
            "un outlook negativo no.\n"
            "- Sul Bund pesa l'aumento dell'offerta tedesca per il 2027; in uno scenario di risk-off però il "
            "Bund resta il bene rifugio e lo spread si allarga in fretta.\n\n"
            "Conclusione: quadro moderatamente favorevole, ma non vedo motivi per cambiare la size attuale."
        )
        m = self.post(t, "analista", txt, "near")
        self.idiom(m, "long analysis with trading words and no decision", "not_hard")
        # research email with hypotheticals (near-miss)
        t = self.T(r.choice([8, 12]), r.randint(5, 50), 60)
        d = self.local_day
        mail = (
            "interessante questa di Kepler, la giro per lettura\n\n"
            "-----Messaggio originale-----\n"
            "Da: Kepler Cheuvreux Research <research.it@kepler.example>\n"
            f"Inviato: {GIORNI[(d.weekday() - 1) % 7]} {max(1, d.day - 1)} {MESI[d.month - 1]} {d.year} 19:42\n"
            "A: Distribution list IT Banks\n"
            "Oggetto: Banche italiane – idee per il 2027\n\n"
            "> Riteniamo che un investitore potrebbe considerare un long ISP / short UCG in caso di "
            "ulteriore consolidamento; in uno scenario di tagli BCE più aggressivi preferiremmo nomi con "
            "maggiore capitale in eccesso.\n"
            "> Target price ISP 6,40 (da 6,10); UCG 72 (invariato).\n"
            "> Questo documento non costituisce raccomandazione personalizzata." + DISCLAIMER_IT
        )
        m = self.post(t, "luca", mail, "near")
        # blotter of yesterday (history, TSV)
        t = self.T(7, r.randint(50, 59), 20)
        y = d - timedelta(days=1)
        rows = [["ora", "strumento", "lato", "qty", "prezzo", "broker"],
                ["09:14", "FBTPH7", "BUY", "10", it(s.fbtp - 0.35, 2), "EUREX DMA"],
                ["10:02", "ISP IM", "BUY", "50.000", s.p("ISP", -0.06), "Equita"],
                ["11:47", "STLAM IM", "SELL", "30.000", s.p("STLAM", -0.24), "Intermonte"],
                ["15:31", BTP10_ISIN, "BUY", "2.000.000", it(s.btp10 - 0.20, 2), "Banca Akros"]]
        m = self.post(t, "sara", f"blotter di ieri {y.strftime('%d/%m')} per la riconciliazione, tutto quadrato col BO\n" +
                      "\n".join("\t".join(x) for x in rows), "near")
        self.idiom(m, "yesterday's blotter pasted as TSV (history)", "not_hard")

    # ------------------------------------------------------------------ IB transcripts quoting other desks (near-misses)
    def transcripts_colour(self):
        r, s = self.rng, self.s
        fb, fg, ucg = s.fbtp, s.fgbl, s.p("UCG", -0.80, False)
        convs = [
            ("near", [("MROSSI (BANCA AKROS)", "buongiorno, mercato sottile stamattina sui future"),
                      ("GFERRI (MERIDIANA SIM)", "giorno, sì zero carta fino all'apertura cash"),
                      ("MROSSI (BANCA AKROS)", f"IKH7 visto 500 lotti dati a {en(fb - 0.04, 2)}, non nostro, era un real money"),
                      ("TWEBER (DZ BANK)", f"RXH7 we sold 1,200 for a German pension, done {en(fg + 0.05, 2)}"),
                      ("TWEBER (DZ BANK)", "they are extending duration into year end, might come back for more"),
                      ("GFERRI (MERIDIANA SIM)", "grazie, noi passiamo per ora"),
                      ("MROSSI (BANCA AKROS)", "👍 ti tengo aggiornata se rientrano"),
                      ("GFERRI (MERIDIANA SIM)", "perfetto")]),
            ("near", [("DMARINO (INTERMONTE)", f"block UCG 1.2mm shares crossed at {ucg}, 2.1% disc — sold out"),
                      ("LESPOSITO (MERIDIANA SIM)", "chi era il venditore? fondo estero?"),
                      ("DMARINO (INTERMONTE)", "non posso dire, ma long only, bookbuild in 40 minuti"),
                      ("LESPOSITO (MERIDIANA SIM)", "demand com'era?"),
                      ("DMARINO (INTERMONTE)", "3x covered, tanti hedge fund in allocazione"),
                      ("LESPOSITO (MERIDIANA SIM)", "ok thx, noi fuori"),
                      ("DMARINO (INTERMONTE)", "ci sentiamo per il prossimo")]),
            ("near", [("FRICCI (MEDIOBANCA)", f"axe: buyer of BTP Valore 2030 in 5mm, {en(s.valore + 0.02, 2)} bid"),
                      ("GFERRI (MERIDIANA SIM)", "noi non vendiamo oggi, grazie"),
                      ("FRICCI (MEDIOBANCA)", f"ok, e sul 30y {BTP30_ISIN} ho seller 3mm a {en(s.btp30 + 0.10, 2)}"),
                      ("GFERRI (MERIDIANA SIM)", "ci penso, ti richiamo"),
                      ("FRICCI (MEDIOBANCA)", "valido fino alle 11, poi lo giro al mercato"),
                      ("GFERRI (MERIDIANA SIM)", "ricevuto")]),
            ("near", [("JSMITH (JPM LONDON)", "ECB sources story doing the rounds on a Dec cut, take with a pinch of salt"),
                      ("SCOLOMBO (EQUITA SIM)", "qui nessuno ci crede, BTP fermi"),
                      ("JSMITH (JPM LONDON)", f"fwiw we bought 2k IKH7 for a macro fund at {en(fb + 0.06, 2)} earlier"),
                      ("JSMITH (JPM LONDON)", "they want the spread tighter into Moody's"),
                      ("GFERRI (MERIDIANA SIM)", "interessante, grazie. anche noi leggiamo così Moody's"),
                      ("SCOLOMBO (EQUITA SIM)", "vedremo l'11"),
                      ("JSMITH (JPM LONDON)", "cheers")]),
            ("near", [("PVILLA (BANCA IMI)", f"cliente ha venduto 8mm BTP 10y a {en(s.btp10 - 0.02, 2)} via RFQ, 4 banche in comp"),
                      ("GFERRI (MERIDIANA SIM)", "noi non c'eravamo"),
                      ("PVILLA (BANCA IMI)", "next time 😉 comunque cover a 1 tick"),
                      ("GFERRI (MERIDIANA SIM)", "stretto. chi vende così prima dell'asta?"),
                      ("PVILLA (BANCA IMI)", "asset manager che ribilancia, niente di strano"),
                      ("GFERRI (MERIDIANA SIM)", "ok grazie")]),
            ("chat", [("SCOLOMBO (EQUITA SIM)", "asta metà mese: che quantità vi aspettate sul 30y?"),
                      ("GFERRI (MERIDIANA SIM)", "1,5-2bn, off-the-run, niente di più"),
                      ("SCOLOMBO (EQUITA SIM)", "concordo, il MEF non vuole stressare la parte lunga a dicembre"),
                      ("MROSSI (BANCA AKROS)", "e il 7y nuovo? si parla di nuovo benchmark a gennaio"),
                      ("GFERRI (MERIDIANA SIM)", "gennaio sicuro sindacato, 10y o 15y, si vedrà"),
                      ("SCOLOMBO (EQUITA SIM)", "ok, grazie del colore"),
                      ("MROSSI (BANCA AKROS)", "grazie a voi")]),
            ("chat", [("DMARINO (INTERMONTE)", "flussi di oggi: molto retail su ENEL e banche, poco istituzionale"),
                      ("LESPOSITO (MERIDIANA SIM)", "sì lo vedo dai volumi, asta di chiusura pesante?"),
                      ("DMARINO (INTERMONTE)", "probabile, ribilanciamento indici venerdì prossimo"),
                      ("LESPOSITO (MERIDIANA SIM)", "ok teniamolo a mente"),
                      ("DMARINO (INTERMONTE)", "ti mando stasera la stima degli sbilanci")]),
            ("chat", [("AGALLO (KEPLER CHEUVREUX)", "revisione FTSE MIB: nessuna entrata/uscita, solo pesi"),
                      ("LESPOSITO (MERIDIANA SIM)", "pesi su banche in aumento?"),
                      ("AGALLO (KEPLER CHEUVREUX)", "leggermente, free float UCG rivisto al rialzo dopo il buyback"),
                      ("DMARINO (INTERMONTE)", "stimiamo flussi passivi per circa 300mm sul giorno di ribilanciamento"),
                      ("LESPOSITO (MERIDIANA SIM)", "quando è effettivo?"),
                      ("AGALLO (KEPLER CHEUVREUX)", "dopo la chiusura del terzo venerdì, come sempre"),
                      ("LESPOSITO (MERIDIANA SIM)", "ok, thx per il colore")]),
        ]
        ci = list(range(len(convs)))
        r.shuffle(ci)
        hours = [8, 9, 10, 11, 14, 15, 16]
        first_near = True
        for idx in ci[: 8]:
            cls, conv = convs[idx]
            t = self.T(r.choice(hours), r.randint(0, 59), 50)
            h0 = t - len(conv) * 40_000 - 20_000
            banter = [("MROSSI (BANCA AKROS)", "qui tutto fermo, aspettiamo i payrolls"),
                      ("SCOLOMBO (EQUITA SIM)", "buongiorno a tutti ☕"),
                      ("TWEBER (DZ BANK)", "morning all, quiet on our side"),
                      ("FRICCI (MEDIOBANCA)", "chi ha il livello del CTD H7? ah no trovato, grazie"),
                      ("PVILLA (BANCA IMI)", "brb, call con il cliente"),
                      ("MROSSI (BANCA AKROS)", "mercato sottile, spread bid/offer largo sul 30y"),
                      ("SCOLOMBO (EQUITA SIM)", "stasera mandiamo il commento settimanale, se volete essere in lista ditemelo"),
                      ("JSMITH (JPM LONDON)", "anyone seeing the Italian retail data at 10? consensus looks stale"),
                      ("DMARINO (INTERMONTE)", "aste di chiusura pesanti ultimamente, occhio"),
                      ("TWEBER (DZ BANK)", "Bund repo a bit tighter today, nothing dramatic"),
                      ("SCOLOMBO (EQUITA SIM)", "qualcuno va alla cena di Assiom Forex a gennaio?"),
                      ("MROSSI (BANCA AKROS)", "payrolls consensus si è alzato negli ultimi giorni, occhio"),
                      ("FRICCI (MEDIOBANCA)", "oggi MOT pieno di retail sul Valore, prezzi denaro sempre lì"),
                      ("JSMITH (JPM LONDON)", "fwiw our economists still see the ECB on hold in Dec"),
                      ("PVILLA (BANCA IMI)", "rientrato, scusate"),
                      ("DMARINO (INTERMONTE)", "volumi sul MIB future bassi, il cash fa tutto"),
                      ("TWEBER (DZ BANK)", "Schatz is where the action is today, not Bund"),
                      ("SCOLOMBO (EQUITA SIM)", "ok grazie a tutti"),
                      ("MROSSI (BANCA AKROS)", "sullo schermo MTS il 10y è 2 tick largo, strano per quest'ora"),
                      ("FRICCI (MEDIOBANCA)", "la curva 10s30s si è mossa parecchio ieri pomeriggio"),
                      ("JSMITH (JPM LONDON)", "also watching the French OAT supply tomorrow"),
                      ("DMARINO (INTERMONTE)", "tornato dal pranzo, cosa mi sono perso?"),
                      ("PVILLA (BANCA IMI)", "niente, tutto piatto")]
            conv = list(conv)
            for _ in range(r.randint(18, 26)):
                conv.insert(r.randint(0, len(conv)), banter[r.randrange(len(banter))])
            acc = h0 - len(conv) * 30_000
            lines = []
            for who, msg in conv:
                lines.append(f"{self.local(acc, '%H:%M:%S')} {who}: {msg}")
                acc += r.randint(14, 44) * 1000
            body = "\n".join(lines)
            who = "luca" if "LESPOSITO" in body else "giulia"
            pre = r.choice(["da IB, fyi", "colore da IB 👇", "incollo da IB", "fyi da Bloomberg chat"])
            content = f"{pre}\n```\n{body}\n```" if r.random() < 0.5 else f"{pre}\n{body}"
            m = self.post(t, who, content, cls)
            if cls == "near" and first_near:
                self.idiom(m, "other desks' trades quoted inside pasted IB chat transcript", "not_hard")
                first_near = False

    # ------------------------------------------------------------------ long non-decision reads
    def long_reads(self):
        r, s = self.rng, self.s
        d = self.local_day
        # Luca equity pre-open note (chat)
        t = self.T(8, r.randint(35, 55), 60)
        txt = (
            "pre-apertura azioni, due righe:\n"
            f"- future MIB {it_int(s.mib)}, Europa piatta, US future {r.choice(['+0,2%', '-0,1%', '+0,3%'])}\n"
            f"- banche: ISP {s.p('ISP')} / UCG {s.p('UCG')} ai massimi, il mercato sconta i buyback di gennaio; "
            "occhio alle notizie sul consolidamento (MB, BMPS, BAMI)\n"
            f"- energy: ENI {s.p('ENI')} col brent debole, ENEL {s.p('ENEL')} difensiva, spread BTP stretto aiuta le utility\n"
            f"- STLAM {s.p('STLAM')}: consensus margini ancora troppo alto, CMD martedì\n"
            "- LDO/PRY: momentum intatto, nessun catalizzatore oggi\n"
            "- agenda: 10:00 vendite dettaglio, 14:30 payrolls, stacco nessuno\n"
            "niente di urgente, vediamo l'apertura"
        )
        self.post(t, "luca", txt, "chat")
        # Chiara DV01 ladder by ISIN (TSV)
        t = self.T(9, r.randint(30, 55), 60)
        rows = [["ISIN", "descrizione", "nominale", "prezzo", "mod dur", "DV01 €/bp"]]
        bonds = [("IT0005611741", "BTP 2,95% 07/30", 2.0, 99.85, 3.9), (VALORE_ISIN, "BTP Valore 03/30", 5.0, s.valore, 3.6),
                 ("IT0005580003", "BTP 3,85% 12/29", 1.5, 101.10, 3.5), ("IT0005599904", "BTP 3,45% 02/31", 1.0, 100.40, 4.6),
                 (BTP10_ISIN, "BTP 3,65% 08/35", 10.0, s.btp10, 7.9), ("IT0005631590", "BTP 3,60% 10/35", 0.5, 100.30, 8.1),
                 ("IT0005560948", "BTP 4,20% 03/34", 0.5, 104.10, 7.0), (BTP30_ISIN, "BTP 4,30% 10/54", 2.0, s.btp30, 17.6)]
        tot = 0
        for isin, desc, nom, px, md in bonds:
            dv = nom * 1e6 * px / 100 * md / 10000
            tot += dv
            rows.append([isin, desc, it(nom, 1) + "mm", it(px, 2), it(md, 1), it_int(int(dv))])
        rows.append(["", "FBTPH7 (40+)", "", it(s.fbtp, 2), "", it_int(4310)])
        rows.append(["", "FGBLH7 (-30)", "", it(s.fgbl, 2), "", "-" + it_int(4020)])
        rows.append(["", "totale cash", "", "", "", it_int(int(tot))])
        txt = "ladder DV01 per ISIN, prezzi 10:30, per il report mensile\n" + "\n".join("\t".join(x) for x in rows)
        m = self.post(t, "chiara", txt, "chat")
        self.post(m.t + self.rs(60, 400), "giulia", "grazie Chiara 🙏", "noise", ref=m)
        # Sara margins (TSV)
        t = self.T(r.choice([10, 11]), r.randint(0, 50), 60)
        rows = [["clearing", "prodotto", "IM €", "var vs ieri", "collaterale", "eccedenza"],
                ["Eurex", "FBTPH7", it_int(r.randint(820, 990) * 1000), "+3,1%", "BTP 10y", it_int(r.randint(200, 400) * 1000)],
                ["Eurex", "FGBLH7", it_int(r.randint(410, 520) * 1000), "-0,4%", "cash EUR", it_int(r.randint(100, 200) * 1000)],
                ["CC&G", "azioni MTA", it_int(r.randint(1100, 1400) * 1000), "+1,2%", "cash EUR", it_int(r.randint(150, 350) * 1000)],
                ["CC&G", "BTP (MTS)", it_int(r.randint(300, 450) * 1000), "0,0%", "BTP Valore", it_int(r.randint(80, 150) * 1000)]]
        self.post(t, "sara", "margini di oggi, nessuna margin call\n" + "\n".join("\t".join(x) for x in rows), "chat")
        # analista intraday update (no decision)
        t = self.block(11, r.randint(40, 55), 5)
        txt = (
            f"### Aggiornamento intraday {self.local(t, '%H:%M')}\n"
            f"**Tassi** — spread BTP-Bund {it(s.spread - 0.6, 1)}bp ({r.choice(['-0,6', '-0,9', '+0,3'])}bp da inizio giornata); "
            f"FBTPH7 {it(s.fbtp + 0.08, 2)}, FGBLH7 {it(s.fgbl + 0.03, 2)}. Curva BTP: 2s10s stabile, 10s30s +1bp. "
            "Il mercato attende le quantità dell'asta e i payrolls; volumi futures sotto la media 20gg (-25%).\n"
            f"**Azioni** — FTSE MIB {r.choice(['+0,3%', '+0,1%', '-0,2%'])}; banche in testa, energy in coda. "
            "Dispersione settoriale alta, correlazione media in calo.\n"
            "**Flussi** — retail in acquisto su BTP Valore e utility; real money venditore di duration tedesca "
            "su RXH7 (da chat broker).\n"
            "**Calendario pomeriggio** — 14:30 payrolls (consenso "
            f"{self.nfp_cons}k, disoccupazione 4,2%), 16:00 fiducia Michigan prelim.\n"
            "**Note tecniche** — FBTP sopra la media mobile 50gg da 6 sedute; RSI 61. Spread in canale "
            "discendente dal 3 novembre.\n"
            "| livello | ora | apertura | var |\n|---|---|---|---|\n"
            f"| FBTPH7 | {it(s.fbtp + 0.08, 2)} | {it(s.fbtp, 2)} | +0,08 |\n"
            f"| FGBLH7 | {it(s.fgbl + 0.03, 2)} | {it(s.fgbl, 2)} | +0,03 |\n"
            f"| BTP 10y | {it(s.y10 - 0.01, 2)}% | {it(s.y10, 2)}% | -1bp |\n"
            f"| FTSE MIB | {it_int(s.mib + 60)} | {it_int(s.mib)} | +0,1% |\n"
            "_Nessuna variazione alle view o alle posizioni in questo aggiornamento._"
        )
        self.post(t, "analista", txt, "chat")
        # market wrap at close (chat)
        t = self.block(17, r.randint(45, 58), 5)
        txt = (
            f"## Wrap di chiusura — {d.strftime('%d/%m')}\n"
            f"- **Spread BTP-Bund 10y**: chiusura {it(s.spread - 1.2, 1)}bp; BTP 10y {it(s.y10 - 0.03, 2)}%, Bund "
            f"{it(2.55 + r.uniform(-0.05, 0.05), 2)}%.\n"
            f"- **Futures**: FBTPH7 {it(s.fbtp + 0.12, 2)} (vol {it_int(r.randint(60, 95) * 1000)}), FGBLH7 "
            f"{it(s.fgbl + 0.05, 2)} (vol {it_int(r.randint(600, 850) * 1000)}).\n"
            f"- **FTSE MIB**: {it_int(s.mib + r.randint(-150, 250))} ({r.choice(['+0,4%', '+0,2%', '-0,1%'])}); migliori "
            "BMPS, UCG, LDO; peggiori STLAM, ENI, TIT.\n"
            + ("- **Payrolls**: sopra attese, Treasury 10y +5bp; il Bund ha seguito solo a metà.\n" if self.nfp_beat else
               "- **Payrolls**: sotto attese, Treasury 10y -6bp; Bund a ruota, spread poco mosso.\n") +
            "- **Asta MEF**: quantità annunciate in linea, nessuna sorpresa sul 30y.\n"
            "- **Settimana prossima**: Moody's su Italia (11/12), BCE (17/12), scadenza futures Eurex Z6 già rollata.\n"
            "Commento: giornata di consolidamento, la correlazione BTP/banche resta alta (0,71 a 20gg)."
        )
        self.post(t, "analista", txt, "chat")
        # second stack trace (noise)
        t = self.T(r.choice([13, 16]), r.randint(0, 50), 60)
        trace = (
            "[fixgw-mi] WARN dropcopy: messaggio scartato, ripreso dal resend\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/mersim/fixgw/dropcopy.py", line 212, in on_message\n'
            "    px = Decimal(msg.get(31))\n"
            '  File "/usr/lib/python3.11/decimal.py", line 0, in __new__\n'
            "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n"
            f"resend request 35=2 7={r.randint(2000, 9000)} 16=0 → ok, nessun gap nel blotter"
        )
        self.post(t, "fixgw", trace, "noise")
        # press review (chat; only names the desk neither holds nor watches)
        t = self.block(7, r.randint(20, 30), 5)
        txt = (
            f"## Rassegna stampa — {d.strftime('%d/%m')}\n"
            "**Il Sole 24 Ore**\n"
            "- Legge di bilancio: al Senato il maxi-emendamento, fiducia attesa entro il 20 dicembre; coperture su "
            "banche e assicurazioni invariate rispetto alla bozza.\n"
            "- PNRR: ottava rata, la Commissione chiede chiarimenti su due milestone; il governo conta di chiudere "
            "entro gennaio.\n"
            "**MF-Milano Finanza**\n"
            "- Generali: il piano al 2027 punta su asset management e Vita, nessuna grande acquisizione.\n"
            "- TIM: Sparkle, in arrivo un'offerta migliorativa; il titolo resta sotto pressione per il debito.\n"
            "- Poste: la raccolta postale rallenta, focus sui buoni fruttiferi rispetto ai titoli di Stato retail.\n"
            "**Corriere Economia**\n"
            "- Risparmio: le famiglie italiane detengono direttamente circa il 14% del debito pubblico, massimo dal 2012.\n"
            "- Moncler e Ferrari: il lusso italiano regge meglio del settore in Europa.\n"
            "**Reuters/Radiocor (notte)**\n"
            "- Asia: yen debole, esportatori giapponesi in rialzo; Cina, PMI servizi sopra attese.\n"
            "- USA: Fed, i future prezzano una pausa a dicembre con probabilità superiore al 70%.\n"
            "_Nessun impatto diretto sulle posizioni del desk._"
        )
        m = self.post(t, "analista", txt, "chat")
        self.post(m.t + self.rs(300, 900), "andrea", "grazie 🙏", "noise", ref=m)
        # recap of past trades (near: history with trade words)
        t = self.T(8, r.randint(0, 20), 60)
        friday = d.weekday() == 4
        title = "Recap settimana" if friday else "Recap di ieri"
        txt = (
            f"### {title} (solo storico, niente di nuovo)\n"
            f"- lunedì abbiamo comprato 20 lotti FBTP a {it(s.fbtp - 0.62, 2)} e venduto 16 FGBL a {it(s.fgbl + 0.40, 2)} "
            "(spread a 93bp), ancora in book\n"
            f"- martedì presi 100k ISP a {s.p('ISP', -0.18)}, stop poi alzato due volte\n"
            f"- mercoledì venduti 30k STLAM a {s.p('STLAM', -0.24)} prima del calo, ottimo timing di Luca\n"
            f"- giovedì rollato tutto Z6→H7 al roll spread di {r.choice(['0,38', '0,41', '0,44'])}, costo trascurabile\n"
            "- PnL settimana: tassi +€186k, azioni +€74k; VaR medio 64% del limite\n"
            "- lezione della settimana: il roll conviene farlo prima di martedì, dopo la liquidità sparisce"
        )
        m = self.post(t, "analista", txt, "near")
        self.idiom(m, "weekly recap of past trades (history)", "not_hard")
        # compliance email (chat)
        t = self.T(r.choice([9, 10]), r.randint(0, 55), 60)
        mail = (
            "fw compliance, dopo l'episodio di stamattina rileggiamola tutti\n\n"
            "-----Messaggio originale-----\n"
            "Da: Compliance Meridiana SIM <compliance@meridianasim.example>\n"
            f"Inviato: {GIORNI[(d.weekday() - 3) % 7]} {max(1, d.day - 3)} {MESI[d.month - 1]} {d.year} 16:05\n"
            "A: Tutti i desk di front office\n"
            "Oggetto: Promemoria – uso delle chat e dati dei clienti\n\n"
            "> Si ricorda che nelle chat interne non devono essere riportati nominativi di clienti, recapiti "
            "personali o dati identificativi. Le chat sono registrate e conservate per 5 anni ai sensi della "
            "normativa MiFID II. In caso di errore il messaggio va segnalato al responsabile del desk che ne "
            "chiede la rimozione.\n> \n> Grazie per la collaborazione,\n> Funzione Compliance" + DISCLAIMER_IT
        )
        self.post(t, "sara", mail, "chat")
        # Eurex circular (chat)
        t = self.T(r.choice([14, 15]), r.randint(0, 55), 60)
        mail = (
            "-----Messaggio originale-----\n"
            "Da: Eurex Member Services <member.services@eurex.example>\n"
            "Oggetto: Eurex Circular 118/26 – Trading hours and holiday calendar December 2026/January 2027\n\n"
            "> On 24 and 31 December 2026 trading in fixed income futures will end at 14:00 CET.\n"
            "> 25 and 26 December 2026 and 1 January 2027 are non-trading days.\n"
            "> Settlement calendar unchanged for all other business days.\n\n"
            "promemoria per il calendario di fine anno, lo metto in agenda condivisa" + DISCLAIMER_EN
        )
        self.post(t, "sara", mail, "chat")
        # TCA at close (chat, aggregates only)
        t = self.block(17, r.randint(50, 58), 5)
        txt = (
            "## TCA giornaliera (aggregata)\n"
            f"- ordini inviati: {r.randint(8, 14)} · fill rate {r.randint(88, 99)}% · reject venue {r.randint(0, 1)}\n"
            f"- slippage medio vs arrival: futures {it(r.uniform(0.2, 0.7), 1)} tick, azioni {it(r.uniform(1.0, 3.5), 1)}bp\n"
            f"- partecipazione media algo VWAP: {r.randint(6, 14)}% del volume\n"
            f"- latenza gateway p50/p99: 0,4/{it(r.uniform(1.5, 3.2), 1)} ms\n"
            "- nessun ordine rimasto aperto a fine giornata salvo stop\n"
            "- dettaglio per ordine nel file TCA sul drive del desk"
        )
        self.post(t, "exec", txt, "chat")
        # Java stack trace from OMS adapter (noise)
        t = self.T(r.choice([2, 4, 20]), r.randint(0, 50), 60)
        trace = (
            "[oms-adapter] ERROR MtsSessionHandler - sessione MTS caduta, riconnessione automatica\n"
            "java.net.SocketTimeoutException: Read timed out\n"
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
            "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n"
            "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n"
            "\tat it.mersim.oms.mts.MtsSessionHandler.readFrame(MtsSessionHandler.java:412)\n"
            "\tat it.mersim.oms.mts.MtsSessionHandler.run(MtsSessionHandler.java:157)\n"
            "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
            f"[oms-adapter] INFO sessione MTS ristabilita in {r.randint(3, 12)}s, 0 ordini impattati"
        )
        self.post(t, "oms", trace, "noise")
        # PnL attribution TSV (noise, bot)
        t = self.T(12, r.randint(30, 45), 60)
        rows = [["libro", "PnL €", "carry", "delta px", "n. trade"],
                ["BTP_FUT", f"{r.randint(-30, 60)}.{r.randint(100, 999)}", "1.850", "—", str(r.randint(1, 4))],
                ["BUND_FUT", f"{r.randint(-20, 20)}.{r.randint(100, 999)}", "-640", "—", str(r.randint(0, 3))],
                ["BTP_CASH", f"{r.randint(-20, 45)}.{r.randint(100, 999)}", "4.210", "—", str(r.randint(0, 2))],
                ["EQ_MIB", f"{r.randint(-40, 50)}.{r.randint(100, 999)}", "—", "—", str(r.randint(1, 5))]]
        self.post(t, "pnl", "📊 attribuzione PnL 12:30\n" + "\n".join("\t".join(x) for x in rows), "noise")
        # risk-agent intraday snapshots (noise: all limits ok)
        for hh in [11, 15]:
            t = self.T(hh, r.randint(0, 15), 60)
            txt = (
                f"**Snapshot rischio {self.local(t, '%H:%M')}** — tutti i limiti ok ✅\n"
                "| limite | uso |\n|---|---|\n"
                f"| VaR 1g 99% | {r.randint(58, 75)}% |\n| DV01 libro BTP | {r.randint(75, 92)}% |\n"
                f"| gross azioni | {r.randint(74, 88)}% |\n| single name max | {r.randint(70, 88)}% |\n"
                f"| stop-loss mensile | {r.randint(5, 20)}% |\n"
                "_prossimo snapshot tra 4 ore o su evento_"
            )
            self.post(t, "riskagent", txt, "noise")
        # scenario grid before payrolls (chat)
        t = self.T(14, r.randint(0, 15), 60)
        rows = [["scenario", "Bund", "spread", "MIB", "PnL tassi €", "PnL azioni €"],
                ["payrolls forti", "+8bp", "+2bp", "-0,8%", f"-{r.randint(40, 70)}k", f"-{r.randint(40, 70)}k"],
                ["payrolls in linea", "0", "0", "0", "0", "0"],
                ["payrolls deboli", "-8bp", "-1bp", "+0,5%", f"+{r.randint(20, 40)}k", f"+{r.randint(25, 45)}k"],
                ["risk-off", "-12bp", "+6bp", "-2,0%", f"-{r.randint(60, 90)}k", f"-{r.randint(130, 180)}k"],
                ["risk-on", "+5bp", "-3bp", "+1,2%", f"+{r.randint(15, 35)}k", f"+{r.randint(80, 120)}k"]]
        self.post(t, "chiara", "griglia scenari pre-payrolls, solo per info\n" + "\n".join("\t".join(x) for x in rows), "chat")
        # auction preview with its own thread (chat)
        t = self.block(15, r.randint(5, 25), 30)
        pv = self.post(t, "analista", (
            "### Preview asta MEF metà mese\n"
            "- Quantità attese: 3y 3,0-3,5bn, 7y 2,5-3,0bn, 30y off-the-run 1,5-2,0bn\n"
            "- Ultima asta 30y: bid-to-cover 1,38, coda 1bp; domanda estera in calo\n"
            "- Concessione tipica T-1: 1-2bp sul 7y, 3-4bp sul 30y\n"
            "- Rimborsi e cedole in scadenza a metà dicembre ≈ 14bn: offerta netta negativa\n"
            "- Storicamente l'asta di dicembre è la più piccola dell'anno\n"
            "Apro un thread per i commenti."), "chat")
        tt = pv.t
        for who, txt in [("giulia", "concordo sulle quantità, il 30y off-the-run lo fanno per chiudere il programma"),
                         ("andrea", "cosa vuol dire concessione T-1 esattamente?"),
                         ("giulia", "quanto il titolo in asta si cheapa il giorno prima rispetto alla curva, di solito rientra dopo l'asta"),
                         ("marco", "ne riparliamo lunedì con le quantità ufficiali"),
                         ("analista", "ok, aggiorno la preview lunedì alle 16 dopo il comunicato")]:
            tt += self.rs(60, 400)
            self.post(tt, who, txt, "chat", thread=pv)
        # equity deep-dive (near: trading words, no decision)
        t = self.T(r.choice([13, 16]), r.randint(0, 40), 60)
        txt = (
            "**Approfondimento banche italiane — dopo la stagione dei conti**\n\n"
            "Con i tassi BCE in discesa il margine d'interesse delle banche italiane è atteso in calo del 4-6% "
            "nel 2027, compensato solo in parte da commissioni e minori accantonamenti. Il mercato però premia "
            "la remunerazione: payout al 70-80% e buyback rendono il settore un 'bond proxy' con rendimento totale "
            "intorno al 10%.\n\n"
            "- Chi comprasse oggi il settore pagherebbe 1,1x il patrimonio tangibile, contro una media storica di 0,8x.\n"
            "- Un long ISP / short UCG ha funzionato nelle fasi di M&A, ma la correlazione è troppo alta per "
            "essere un trade robusto.\n"
            "- Il rischio principale resta lo spread: +50bp sul BTP-Bund valgono storicamente -8/-10% sulle banche.\n"
            "- La tassazione sugli extraprofitti è stata neutralizzata nella legge di bilancio, ma il tema può tornare.\n\n"
            "Nessuna raccomandazione: le posizioni del desk restano quelle del foglio di stamattina."
        )
        m = self.post(t, "analista", txt, "near")
        # Marco logistics (chat)
        t = self.T(r.choice([16, 17]), r.randint(0, 40), 60)
        self.post(t, "marco", (
            "ragazzi due cose organizzative per le prossime settimane:\n"
            "1) ferie: Giulia fuori dal 23 al 2, Luca dal 27 al 6. chi copre i futures lo decidiamo lunedì\n"
            "2) cena di Natale del desk giovedì 17, dopo la BCE 🎄 Sara prenota\n"
            "3) il report mensile va chiuso entro il 10, Andrea coordina con Chiara\n"
            "4) nuovo terminale BBG per Andrea da lunedì, finalmente"), "chat")
        # EOD positions paste (chat)
        t = self.T(17, r.randint(36, 44), 30)
        rows = [["Strumento", "Qty", "Mkt", "DV01 €/bp", "delta €"],
                ["FBTPH7", str(self.pos_fbtp), it(s.fbtp + 0.12, 2), it_int(int(self.pos_fbtp * 107.8)), ""],
                ["FGBLH7", "-30", it(s.fgbl + 0.05, 2), "-4.020", ""],
                [f"{BTP10_ISIN} BTP 10y", "10.000.000", it(s.btp10 + 0.05, 2), "+8.650", ""],
                [f"{VALORE_ISIN} BTP Valore", "5.000.000", it(s.valore, 2), "+1.880", ""],
                [f"{BTP30_ISIN} BTP 30y", "2.000.000", it(s.btp30, 2), "+3.920", ""],
                ["ISP IM", "250.000", s.p("ISP"), "", it_int(int(250000 * s.px["ISP"]))],
                ["UCG IM", "40.000", s.p("UCG"), "", it_int(int(40000 * s.px["UCG"]))],
                ["ENEL IM", "150.000", s.p("ENEL"), "", it_int(int(150000 * s.px["ENEL"]))],
                ["STLAM IM", "100.000", s.p("STLAM"), "", it_int(int(100000 * s.px["STLAM"]))],
                ["ENI IM", "-50.000", s.p("ENI"), "", "-" + it_int(int(50000 * s.px["ENI"]))]]
        m = self.post(t, "giulia", "posizioni di chiusura (pre-BO, quantità di apertura, i movimenti di oggi li aggiunge il BO "
                                   "stanotte)\n" + "\n".join("\t".join(x) for x in rows), "chat")
        # BBG top-news digests (near: macro / unheld only)
        for hh, items in [(7, ["*EURO STOXX 50 FUTURES LITTLE CHANGED AHEAD OF US JOBS DATA",
                               "*JAPAN 10-YEAR YIELD RISES TO 1.12%, HIGHEST SINCE 2008",
                               "*OIL HOLDS NEAR $74 AS OPEC+ WEIGHS OUTPUT PLAN",
                               "*GOLD STEADY AS TRADERS AWAIT PAYROLLS",
                               "*FRANCE PM SURVIVES NO-CONFIDENCE VOTE",
                               "*SPAIN 10-YEAR SPREAD OVER BUNDS AT 62BPS, TIGHTEST SINCE 2010"]),
                          (13, ["*US FUTURES EDGE HIGHER BEFORE PAYROLLS",
                                "*GERMANY OCT. INDUSTRIAL OUTPUT -0.4% M/M; EST. +0.2%",
                                "*BANK OF ENGLAND'S BAILEY: RATES TO FALL GRADUALLY",
                                "*COPPER RISES FOR THIRD DAY ON CHINA STIMULUS HOPES",
                                "*SWISS NOV. CPI 0.6% Y/Y; EST. 0.7%"])]:
            t = self.T(hh, r.randint(0, 10), 60)
            self.post(t, "bbg", "**BBG Top News**\n" + "\n".join(f"• {x}" for x in items), "near")
        # Giulia explains basis to Andrea (chat)
        t = self.T(r.choice([12, 13]), r.randint(0, 50), 60)
        self.post(t, "giulia", (
            "@Andrea Conti visto che me l'hai chiesto ieri, il basis in due righe:\n"
            "- il future FBTP consegna il CTD, cioè il BTP più economico da consegnare tra quelli del paniere "
            "(8,5-11 anni), diviso per il suo conversion factor\n"
            "- basis lordo = prezzo cash − future × CF; basis netto = basis lordo − carry fino alla consegna\n"
            "- se il basis netto va a zero vuol dire che il mercato è sicuro del CTD; se è largo c'è opzionalità "
            "(switch di CTD), che è del venditore del future\n"
            "- sul Bund il CTD cambia raramente, sul BTP con la curva ripida può cambiare se i rendimenti salgono parecchio\n"
            "- la settimana prossima ti faccio vedere il foglio con il carry e il repo implicito"), "chat")
        # Eurex settlement prices (noise, bot)
        t = self.T(17, r.randint(32, 36), 20)
        rows = [["contratto", "settlement", "var", "volume", "OI"],
                ["FBTPH7", it(s.fbtp + 0.12, 2), "+0,12", it_int(r.randint(60, 95) * 1000), it_int(r.randint(300, 380) * 1000)],
                ["FGBLH7", it(s.fgbl + 0.05, 2), "+0,05", it_int(r.randint(600, 850) * 1000), it_int(r.randint(1100, 1400) * 1000)],
                ["FGBMH7", it(117.8 + r.uniform(-0.4, 0.4), 2), "+0,03", it_int(r.randint(400, 600) * 1000), it_int(r.randint(1000, 1300) * 1000)],
                ["FGBSH7", it(106.9 + r.uniform(-0.2, 0.2), 3), "+0,010", it_int(r.randint(300, 500) * 1000), it_int(r.randint(1500, 1900) * 1000)],
                ["FOATH7", it(123.4 + r.uniform(-0.5, 0.5), 2), "-0,04", it_int(r.randint(150, 250) * 1000), it_int(r.randint(400, 500) * 1000)],
                ["FBTSH7", it(107.6 + r.uniform(-0.2, 0.2), 2), "+0,02", it_int(r.randint(20, 50) * 1000), it_int(r.randint(150, 220) * 1000)]]
        self.post(t, "cron", "cron[eurex_settlement] prezzi di settlement caricati\n" + "\n".join("\t".join(x) for x in rows), "noise")
        # economic calendar (chat, bot)
        t = self.T(7, r.randint(30, 40), 20)
        self.post(t, "bbg", (
            "**Calendario macro (CET)**\n"
            "```\n08:00  DE  Ordini industriali ott.        m/m  cons +0,5%\n"
            "10:00  IT  Vendite al dettaglio ott.      m/m  cons +0,2%\n"
            "11:00  EZ  PIL 3T finale                  q/q  cons +0,2%\n"
            f"14:30  US  Non-farm payrolls nov.              cons {self.nfp_cons}k\n"
            "14:30  US  Tasso di disoccupazione             cons 4,2%\n"
            "16:00  US  Fiducia Michigan prelim.            cons 71,5\n"
            "21:00  US  Credito al consumo ott.             cons $10,0bn\n```"), "chat")
        # ECB weekly (near: speculation, long)
        t = self.T(r.choice([15, 16]), r.randint(0, 50), 60)
        self.post(t, "analista", (
            "**BCE 17/12 — cosa prezza il mercato e cosa potrebbe succedere**\n\n"
            f"Il mercato monetario prezza circa {r.randint(6, 14)}bp di taglio a dicembre e un taglio pieno entro marzo. "
            "I membri del board hanno mantenuto un tono prudente durante la settimana (Schnabel, Lane); il blackout "
            "period è iniziato ieri.\n\n"
            "- Se la BCE tagliasse a sorpresa, lo spread BTP-Bund potrebbe stringere di 3-5bp e le banche "
            "sottoperformare per il margine d'interesse.\n"
            "- Se invece confermasse i tassi con un messaggio aggressivo, ci aspetteremmo un Bund più debole e "
            "uno spread sostanzialmente fermo.\n"
            "- Le nuove proiezioni 2028 saranno la vera notizia: inflazione sotto il 2% renderebbe credibile "
            "un ulteriore taglio nel primo trimestre.\n"
            "- Sul QT: nessuna novità attesa, il portafoglio PEPP continua a ridursi in modo passivo.\n\n"
            "Scenario base: tassi fermi, guidance neutra. Solo analisi, nessuna azione proposta."), "near")
        # Equita flows email (chat)
        t = self.T(r.choice([9, 10, 11]), r.randint(0, 50), 60)
        mail = (
            "colore flussi da Equita\n\n"
            "-----Messaggio originale-----\n"
            "Da: Equita SIM – Sales Trading <salestrading@equita.example>\n"
            "Oggetto: Flussi Italia – mattina\n\n"
            "> Banche: acquisti istituzionali su ISP e UCG nella prima ora, hedge fund venditori su BPER e BAMI.\n"
            "> Energy: real money venditori di ENI dopo il calo del greggio, poca carta in acquisto.\n"
            "> Industriali: LDO ancora richiesta da fondi esteri; PRY in consolidamento.\n"
            "> Auto: volumi bassi su STLAM in attesa del CMD, qualche copertura con opzioni put dicembre.\n"
            "> Flussi netti stimati: +€120mm sul cash, future MIB neutro." + DISCLAIMER_IT
        )
        self.post(t, "luca", mail, "chat")
        # monthly stress test (chat)
        t = self.T(r.choice([11, 16]), r.randint(0, 50), 60)
        rows = [["scenario storico", "tassi €", "azioni €", "totale €", "% stop-loss mensile"]]
        for name, a_, b_ in [("maggio 2018 (governo)", -620, -540), ("marzo 2020 (Covid)", -480, -910),
                             ("settembre 2022 (UK LDI)", -390, -260), ("agosto 2011 (debito sovrano)", -840, -720),
                             ("giugno 2016 (Brexit)", -210, -430)]:
            rows.append([name, it_int(a_ * 1000), it_int(b_ * 1000), it_int((a_ + b_) * 1000), f"{it((a_ + b_) / -15, 1)}%"])
        self.post(t, "chiara", "stress test storici mensili sul libro attuale, da allegare al report\n" +
                  "\n".join("\t".join(x) for x in rows), "chat")
        # BO reconciliation of yesterday (near: history)
        t = self.T(8, r.randint(30, 50), 60)
        self.post(t, "sara", (
            "riconciliazione BO di ieri chiusa ✅\n"
            "- 11 eseguiti futures, 6 azioni, 2 titoli di Stato: tutti quadrati con le conferme delle controparti\n"
            f"- differenza di 1 tick sul fill FGBL di ieri pomeriggio (era {it(s.fgbl + 0.21, 2)}, confermato "
            f"{it(s.fgbl + 0.20, 2)}), già sistemata\n"
            "- commissioni Eurex del mese in linea con il budget\n"
            "- nessuna pendenza aperta con Monte Titoli"), "near")
        # payrolls note (chat, Fridays only)
        t = self.block(14, r.randint(41, 50), 5)
        if self.local_day.weekday() != 4:
            return
        beat = self.nfp_beat
        nfp = r.randint(190, 240) if beat else r.randint(60, 110)
        txt = (
            "### Payrolls — lettura rapida\n"
            f"- NFP {nfp}k (consenso {self.nfp_cons}k), revisioni nette {r.choice(['+22k', '-15k', '+8k'])}; "
            f"disoccupazione {r.choice(['4,1%', '4,2%', '4,3%'])}; salari orari {r.choice(['+0,3%', '+0,4%', '+0,2%'])} m/m\n"
            f"- Reazione primi 10 minuti: UST 10y {'+5' if beat else '-6'}bp, Bund {'+3' if beat else '-4'}bp, "
            f"spread BTP-Bund {'+0,5' if beat else '-0,8'}bp\n"
            f"- FTSE MIB future {'-0,3%' if beat else '+0,4%'}, banche {'sopra' if beat else 'sotto'} la media\n"
            "- Lettura: il dato non cambia il quadro BCE; per noi conta più Moody's che gli USA\n"
            "- Volumi: picco di 9k lotti IKH7 nei 5 minuti dopo il dato, poi normalizzazione\n"
            "_Solo commento di mercato, nessuna modifica a view o posizioni._"
        )
        self.post(t, "analista", txt, "chat")
        # broker axes email (near)
        t = self.T(8, r.randint(10, 30), 60)
        mail = (
            "axes Banca Akros di stamattina\n\n"
            "-----Messaggio originale-----\n"
            "Da: Banca Akros – Sales Governativi <govies@akros.example>\n"
            "Oggetto: Axes BTP / BTP€i – indicative\n\n"
            "> BUYER  BTP 3,85% 12/29   5mm   @ 101,02 ind.\n"
            "> SELLER BTP 3,45% 02/31   3mm   @ 100,48 ind.\n"
            f"> SELLER BTP 3,65% 08/35  10mm   @ {it(s.btp10 + 0.06, 2)} ind.\n"
            "> BUYER  BTP€i 1,80% 05/36  2mm   @ 98,75 ind.\n"
            f"> SELLER BTP 4,30% 10/54   2mm   @ {it(s.btp30 + 0.15, 2)} ind.\n"
            "> Prezzi indicativi, soggetti a conferma. Size negoziabili." + DISCLAIMER_IT
        )
        self.post(t, "giulia", mail, "near")
        # RFQ log: quotes given to clients, none traded (near)
        t = self.T(r.choice([11, 16]), r.randint(0, 50), 60)
        rows = [["ora", "piattaforma", "ISIN", "lato cliente", "size", "nostro prezzo", "esito"]]
        for k in range(r.randint(5, 7)):
            isin = r.choice([BTP10_ISIN, VALORE_ISIN, BTP30_ISIN, "IT0005611741", "IT0005580003"])
            rows.append([f"{r.randint(9, 15):02d}:{r.randint(0, 59):02d}", r.choice(["BondVision", "MTS BV", "Tradeweb"]),
                         isin, r.choice(["BUY", "SELL"]), f"{r.choice([2, 3, 5, 10])}mm",
                         it(r.uniform(98.5, 101.8), 3), r.choice(["lost (2° prezzo)", "lost (cover)", "passato", "lost"])])
        self.post(t, "giulia", "log RFQ clienti di oggi, niente eseguito, solo per il conteggio hit ratio\n" +
                  "\n".join("\t".join(x) for x in rows), "near")
        # VaR breakdown TSV (chat)
        t = self.T(r.choice([10, 13]), r.randint(0, 50), 60)
        rows = [["fattore", "VaR stand-alone €", "VaR marginale €", "% del totale"]]
        for f_, a_, b_ in [("spread BTP-Bund 10y", 610, 488), ("livello Bund", 245, 96), ("curva BTP 10s30s", 210, 141),
                           ("banche IT", 520, 330), ("energy IT", 190, 88), ("auto (STLAM)", 165, 74),
                           ("utility (ENEL)", 120, 42), ("idiosincratico", 140, 61)]:
            rows.append([f_, it_int(a_ * 1000 + r.randint(0, 999)), it_int(b_ * 1000 + r.randint(0, 999)),
                         f"{it(b_ / 13.2, 1)}%"])
        self.post(t, "chiara", "scomposizione VaR per fattore (ieri sera)\n" + "\n".join("\t".join(x) for x in rows), "chat")
        # second research email (near: hypotheticals)
        t = self.T(r.choice([9, 15]), r.randint(5, 50), 60)
        mail = (
            "fw research tassi, interessante la parte sul 30y\n\n"
            "-----Messaggio originale-----\n"
            "Da: Banca Akros Fixed Income Strategy <fi.strategy@akros.example>\n"
            f"Inviato: {GIORNI[d.weekday()]} {d.day} {MESI[d.month - 1]} {d.year} 07:31\n"
            "Oggetto: BTP weekly – offerta, rating, spread\n\n"
            "> Nel caso di promozione di Moody's l'11 dicembre, lo spread 10y potrebbe comprimersi di 5-8bp;\n"
            "> chi volesse posizionarsi potrebbe valutare un long BTP 10y contro Bund con stop sopra 100bp.\n"
            "> In alternativa, uno steepener 10s30s avrebbe senso solo con offerta sul lungo più pesante.\n"
            "> I livelli indicati sono a puro titolo illustrativo.\n" + DISCLAIMER_IT
        )
        self.post(t, "giulia", mail, "near")

    # ------------------------------------------------------------------ midday exec summary (buried fill)
    def midday_report(self):
        r, s = self.rng, self.s
        t = self.block(12, 40, 10, 10)
        oid = self.oid("RT")
        q = r.choice([4, 5, 6])
        px = it(round(s.fgbl + 0.04, 2), 2)
        rep = (
            "## Riepilogo esecuzioni — mattina (08:00–12:30)\n"
            "**Ordini chiusi**\n"
            f"- FBTPH7: eseguiti come da fill gateway, slippage medio 0,4 tick vs arrival\n"
            "- spread BTP-Bund: eseguito via Equita (give-up stasera)\n"
            "**Ordini aperti**\n"
            "- nessun ordine limite aperto sui futures\n"
            "**Note**\n"
            f"- hedge DV01: venduti {q} FGBLH7 a {px} alle {self.local(t - 420_000, '%H:%M')} (ordine {oid}) per riallineare "
            "il rapporto dopo il roll\n"
            "- nessun reject dal venue sui futures, latenza gateway nella norma\n"
            "- prossimo check alle 15:00 dopo i payrolls"
        )
        m = self.post(t, "exec", rep)
        self.hard_ev(m, "trade_fill", [f"venduti {q} FGBLH7", px, oid], "buried")
        self.idiom(m, "new hedge fill buried in an execution summary", "trade_fill")

    # ------------------------------------------------------------------ EOD
    def eod(self):
        r, s = self.rng, self.s
        t = self.block(18, 30, 20, 10)
        var_lim = self.var_lim
        rep = (
            f"## Risk EOD — desk Milano · {self.local_day.strftime('%d/%m/%Y')}\n\n"
            "| metrica | valore | limite | uso |\n|---|---|---|---|\n"
            f"| VaR 1g 99% | €{it(1.21 + r.uniform(0, 0.2), 2)}mm | {var_lim} | {r.randint(60, 72)}% |\n"
            f"| DV01 libro BTP | €{it(self.dv01_lim * 0.8 + r.uniform(0, 8), 1)}k/bp | €{self.dv01_lim}k/bp | {r.randint(80, 95)}% |\n"
            f"| Gross azioni | €{it(9.4 + r.uniform(0, 1), 1)}mm | €12mm | {r.randint(78, 88)}% |\n"
            f"| Spread BTP-Bund DV01 | €{it(2 + r.uniform(0, 2), 1)}k/bp | €10k/bp | {r.randint(20, 40)}% |\n\n"
            "### Stress\n"
            f"- spread +25bp: −€{r.randint(380, 460)}k\n"
            f"- FTSE MIB −5%: −€{r.randint(350, 420)}k\n"
            f"- bear steepening 2s10s +20bp: −€{r.randint(140, 200)}k\n\n"
            "### Limiti\n"
            "- nessuna violazione del VaR intraday\n"
            "- Limite gross azioni: ridotto a €11mm da lunedì (decisione CRO di oggi); esposizione attuale già sotto "
            "la nuova soglia\n"
            "- DV01 libro BTP vicino al limite dopo gli acquisti di FBTP: monitorare\n\n"
            "### Tabella limiti\n"
            "| id | descrizione | limite | uso fine giornata |\n|---|---|---|---|\n"
            f"| VAR-DESK | VaR 1g 99% desk | {var_lim} | {r.randint(58, 72)}% |\n"
            f"| DV01-BTP | DV01 libro BTP cash+fut | €{self.dv01_lim}k/bp | {r.randint(80, 95)}% |\n"
            f"| DV01-SPREAD | DV01 spread BTP-Bund | €10k/bp | {r.randint(20, 40)}% |\n"
            f"| GROSS-EQ | gross azioni | €12mm | {r.randint(78, 88)}% |\n"
            f"| SN-GROSS-01 | single name gross | €3mm | {r.randint(70, 96)}% |\n"
            f"| STOPLOSS-M | stop-loss mensile | €1,5mm | {r.randint(4, 20)}% |\n\n"
            "### Attribuzione PnL giornaliera\n"
            "| libro | PnL € | di cui carry | di cui prezzo | di cui FX/altro |\n|---|---|---|---|---|\n"
            f"| BTP futures | {r.randint(-30, 60)}.{r.randint(100, 999)} | 1.850 | — | — |\n"
            f"| Bund futures | {r.randint(-25, 20)}.{r.randint(100, 999)} | -640 | — | — |\n"
            f"| BTP cash | {r.randint(-20, 45)}.{r.randint(100, 999)} | 4.210 | — | — |\n"
            f"| Azioni MIB | {r.randint(-40, 50)}.{r.randint(100, 999)} | — | — | 120 |\n\n"
            "### Top contributori VaR\n"
            "1. spread BTP-Bund (futures + cash 10y) — 41%\n"
            "2. banche (ISP, UCG) — 27%\n"
            "3. BTP 30y — 12%\n"
            "4. energy (ENI short, ENEL) — 9%\n"
            "5. STLAM — 6%\n\n"
            "### Note\n"
            "- backtest VaR: 2 eccezioni su 250 giorni, verde\n"
            "- correlazione BTP/banche a 20gg: 0,71 (ieri 0,69)\n"
            "- nessuna posizione in scadenza la settimana prossima\n"
            "- report inviato a CRO Office alle 18:25"
        )
        m = self.post(t, "riskagent", rep)
        self.hard_ev(m, "risk_limit", ["Limite gross azioni", "ridotto a €11mm"], "buried")
        self.idiom(m, "limit change buried in EOD risk markdown table report", "risk_limit")
        self.post(m.t + self.rs(120, 600), "chiara", "grazie, confermo quanto sopra", "noise", ref=m)
        t2 = self.T(17, r.randint(40, 55), 60)
        a = r.uniform(-40, 120)
        self.post(t2, "pnl", f"📊 PnL chiusura — tassi {'+' if a >= 0 else '−'}€{abs(a):.1f}k | azioni "
                             f"{'+' if a * 0.3 >= 0 else '−'}€{abs(a * 0.3):.1f}k | MTD +€{r.randint(300, 700)},{r.randint(1, 9)}k", "noise")
        # evening US headlines, not held
        for h in ["*S&P 500 CLOSES UP 0.4%; NASDAQ +0.7%",
                  "*US 10-YEAR YIELD RISES 5BPS TO 4.17% AFTER PAYROLLS" if self.nfp_beat else
                  "*US 10-YEAR YIELD FALLS 6BPS TO 4.06% AFTER PAYROLLS"]:
            tt = self.T(r.choice([20, 21, 22]), r.randint(0, 59))
            self.post(tt, "bbg", f"`BN` {self.local(tt, '%H:%M')} {h}", "near")

    # ======================================================================= finalize
    US_DATA = {0: ("ISM manifatturiero", "16:00"), 1: ("JOLTS", "16:00"), 2: ("ISM servizi", "16:00"),
               3: ("sussidi di disoccupazione", "14:30"), 5: ("dati USA", "14:30"), 6: ("dati USA", "14:30")}

    def cx(self, text: str) -> str:
        if self.codes != ("H7", "Z6"):
            text = text.replace("Z6", "\x00").replace("H7", self.codes[0]).replace("\x00", self.codes[1])
        wd = self.local_day.weekday()
        if wd != 4:
            name, hhmm = self.US_DATA[wd]
            text = (text.replace("Non-farm payrolls nov.", name + " nov.").replace("14:30 payrolls", hhmm + " " + name)
                    .replace("Payrolls alle 14:30", name.capitalize() + " alle " + hhmm)
                    .replace("PAYROLLS", "US DATA").replace("Payrolls", name.capitalize()).replace("payrolls", name))
        return text

    def finalize(self):
        if self.codes != ("H7", "Z6") or self.local_day.weekday() != 4:
            for m in self.msgs:
                m.content = self.cx(m.content)
                m.edits = [(t, self.cx(c)) for t, c in m.edits]
                for e in m.embeds:
                    for k in ("title", "description", "footer", "author"):
                        if k in e:
                            e[k] = self.cx(e[k])
                    for f in e.get("fields", []):
                        f["value"] = self.cx(f["value"])
            self.hard = [(m, et, [self.cx(f) for f in facts], ph) for m, et, facts, ph in self.hard]
            self.superseded = [(m, self.cx(o)) for m, o in self.superseded]
            self.removed = [(m, self.cx(sn)) for m, sn in self.removed]
        # replies/threads after their targets
        for m in self.msgs:
            for dep in (m.ref, m.thread):
                if dep is not None and m.t <= dep.t:
                    m.t = dep.t + 1500 + (m.key % 7) * 100
            m.t = max(self.start + 1, min(m.t, self.end - 1000))
        order = sorted(self.msgs, key=lambda x: (x.t, x.key))
        last = self.start
        for m in order:
            if m.t <= last:
                m.t = last + 1
            last = m.t
        seq = self.rng.randint(0, 400)
        for m in order:
            seq += 1
            m.id = str(snowflake(m.t, self.worker, seq & 0xFFF))
            for i, a in enumerate(m.attachments):
                m.att_ids.append(str(snowflake(m.t + 3 + i, 7, (seq + i) & 0xFFF)))
        self.order = order

    def chan_of(self, m):
        return m.thread.id if m.thread is not None else self.channel_id

    def events(self):
        evs = []
        for m in self.order:
            msg = {"id": m.id, "author_id": PEOPLE[m.who][1], "author_name": PEOPLE[m.who][0],
                   "author_bot": PEOPLE[m.who][2], "created_at": iso(m.t), "content": m.content,
                   "attachments": [], "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None}
            for a, aid in zip(m.attachments, m.att_ids):
                msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                           "url": f"https://cdn.discordapp.com/attachments/{self.chan_of(m)}/{aid}/{a['filename']}"})
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": self.chan_of(m)}
            if m.thread is not None:
                ev["parent_channel_id"] = self.channel_id
            ev["message"] = msg
            evs.append((m.t, 0, m.key, ev))
            for i, (et, content) in enumerate(m.edits):
                et = max(et, m.t + 1000 * (i + 1))
                et = min(et, self.end - 1 - (len(m.edits) - i))
                ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.chan_of(m), "message_id": m.id,
                      "edited_at": iso(et), "content": content}
                evs.append((et, 1, m.key, ev))
            if m.gone and m.gone[0] == "delete":
                gt = min(max(m.gone[1], m.t + 1000), self.end - 1)
                evs.append((gt, 2, m.key, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.chan_of(m),
                                           "message_id": m.id, "deleted_at": iso(gt)}))
            if m.gone and m.gone[0] == "forget":
                gt = min(max(m.gone[1], m.t + 1000), self.end - 1)
                evs.append((gt, 3, m.key, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.chan_of(m),
                                           "message_id": m.id, "requested_by": m.gone[2], "at": iso(gt)}))
        for t, prio, kind, payload in self.other_ops:
            t = min(t, self.end - 1)
            if kind == "bulk_delete":
                ms = payload
                t = max([t] + [x.t + 1000 for x in ms])
                evs.append((t, prio, ms[0].key, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.chan_of(ms[0]),
                                                 "message_ids": [x.id for x in ms], "deleted_at": iso(t)}))
            elif kind == "pin":
                m, by = payload
                t = max(t, m.t + 1000)
                evs.append((t, prio, m.key, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.chan_of(m),
                                             "message_id": m.id, "by": PEOPLE[by][1], "at": iso(t)}))
            elif kind == "reaction_add":
                m, emoji, by = payload
                t = max(t, m.t + 1000)
                evs.append((t, prio, m.key, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": self.chan_of(m),
                                             "message_id": m.id, "emoji": emoji, "user_id": PEOPLE[by][1], "at": iso(t)}))
        return evs

    def labels(self):
        hard = []
        for m, et, facts, ph in self.hard:
            if m.gone:
                st = "forgotten" if m.gone[0] == "forget" else "deleted"
            elif m.edits:
                st = "edited"
            else:
                st = "live"
            hard.append({"channel_id": self.chan_of(m), "message_id": m.id, "event_type": et,
                         "facts": facts, "phrasing": ph, "final_state": st})
        sup = [[self.chan_of(m), m.id, old] for m, old in self.superseded]
        removed = [sn for _, sn in self.removed]
        noise = [m.id for m in self.order if m.cls == "noise"]
        near = [m.id for m in self.order if m.cls == "near"]
        idioms = [(m.id, n, e) for m, n, e in self.idioms]
        return hard, sup, removed, noise, near, idioms


# --------------------------------------------------------------------------- public API

IDIOM_PRIORITY = [
    "k-suffixed equity shorthand proposal (b 150k ENEL @ px stp)",
    "bbg-ticker shorthand proposal (b N IKH7 @ px stp)",
    "ISIN-only shorthand sell proposal (s 5mm IT000… @ px)",
    "agent [PROPOSTA] with two futures legs and approval checklist",
    "markdown checklist approval ([x] approvato)",
    "short Italian reply approving a proposal",
    "desk head rejects a proposal (respinto)",
    "FIX 35=8 39=1 partial fill line",
    "own fill relayed by broker inside pasted IB chat transcript",
    "broker fill confirmation inside forwarded email (Messaggio originale)",
    "embed-only OMS execution report (fields, empty content)",
    "fill price corrected by editing the fill message",
    "stop level moved by editing the same message twice",
    "risk engine JSON order_check RESIZE",
    "decision sentence buried in Italian markdown morning note",
    "FIX 39=8 venue reject with 58= reason",
    "headline naming a held stock by company name",
    "other desks' trades quoted inside pasted IB chat transcript",
    "Italian conditional hypothetical (se ... aggiungerei)",
    "paper trade (📝 paper) with full trade details",
    "past-tense desk trade (ieri abbiamo venduto)",
    "enthusiastic reply from non-approver",
    "headline on a name neither held nor watched",
    "backtest result with entry/exit levels",
    "cron triage summary with 0 routed",
    "ECB speculation with price talk",
]

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_evs = []
    lab = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
           "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_rows = []
    for ci in range(channels):
        cid = channel_id_for(ci)
        for di in range(days):
            start = end_ms - (days - di) * DAY_MS
            d = Day(seed, ci, di, start, cid).build()
            d.finalize()
            for t, prio, key, ev in d.events():
                all_evs.append((t, prio, ci, di, key, ev))
            hard, sup, removed, noise, near, idioms = d.labels()
            lab["hard_events"].extend(hard)
            lab["superseded_facts"].extend(sup)
            lab["removed_texts"].extend(removed)
            lab["noise_message_ids"].extend(noise)
            lab["near_miss_ids"].extend(near)
            idiom_rows.extend(idioms)
    all_evs.sort(key=lambda x: (x[0], x[1], x[2], x[3], x[4]))
    seen = []
    uniq = []
    for mid, name, exp in idiom_rows:
        if name in seen:
            continue
        seen.append(name)
        uniq.append({"message_id": mid, "idiom": name, "expected": exp})
    rank = {n: i for i, n in enumerate(IDIOM_PRIORITY)}
    uniq = [x for _, x in sorted(enumerate(uniq), key=lambda p: (rank.get(p[1]["idiom"], 1000 + p[0]), p[0]))]
    hard_rows = [x for x in uniq if x["expected"] != "not_hard"]
    soft_rows = [x for x in uniq if x["expected"] == "not_hard"]
    n_soft = min(len(soft_rows), 8)
    n_hard = min(len(hard_rows), 20 - n_soft)
    keep = [id(x) for x in hard_rows[:n_hard] + soft_rows[:n_soft]]
    lab["idioms"] = [x for x in uniq if id(x) in keep]
    return {"events": [e[5] for e in all_evs], "labels": lab}


# --------------------------------------------------------------------------- self-check

def check(result: dict, end: datetime | None = None) -> dict:
    """Verify labels against the capture; return stats (errors list empty when all good)."""
    end_ms = int((end or DEFAULT_END).timestamp() * 1000)
    evs = result["events"]
    lab = result["labels"]
    msgs = {}
    final = {}
    chan_of = {}
    times = []
    errors = []
    for e in evs:
        if e["op"] == "create":
            m = e["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + EPOCH_MS
            if iso(ms) != m["created_at"]:
                errors.append(f"snowflake/time mismatch {mid}")
            times.append(ms)
            msgs[mid] = m
            parts = [m["content"]]
            for em in m.get("embeds", []):
                parts.extend(embed_parts(em))
            final[mid] = parts
            chan_of[mid] = (e["channel_id"], e.get("parent_channel_id") or e["channel_id"])
        elif e["op"] == "edit":
            mid = e["message_id"]
            final[mid] = [e["content"]] + final[mid][1:]
    if times != sorted(times):
        errors.append("create ids not ordered with time")
    stamp = [e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at") for e in evs]
    if stamp != sorted(stamp):
        errors.append("events not in time order")
    for h in lab["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append(f"missing hard id {mid}")
            continue
        if chan_of[mid][0] != h["channel_id"]:
            errors.append(f"channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"fact count {mid}")
        for f in h["facts"]:
            if not any(f in p for p in final[mid]):
                errors.append(f"fact {f!r} not in {mid}")
    for cid, mid, old in lab["superseded_facts"]:
        if any(old in p for p in final[mid]):
            errors.append(f"superseded {old!r} still in {mid}")
    gone = []
    for e in evs:
        if e["op"] in ("delete", "forget"):
            gone.append(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.extend(e["message_ids"])
    gone_d = dict.fromkeys(gone)
    for sn in lab["removed_texts"]:
        holders = [mid for mid, parts in final.items() if any(sn in p for p in parts)]
        if not holders:
            errors.append(f"removed snippet not found: {sn!r}")
        if any(mid not in gone_d for mid in holders):
            errors.append(f"removed snippet still in a live message: {sn!r}")
    for h in lab["hard_events"]:
        want_gone = h["final_state"] in ("deleted", "forgotten")
        if want_gone != (h["message_id"] in gone_d):
            errors.append(f"final_state mismatch {h['message_id']}")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in lab[lst]:
            if mid not in msgs:
                errors.append(f"missing {lst} id {mid}")
    for row in lab["idioms"]:
        if row["message_id"] not in msgs:
            errors.append(f"missing idiom id {row['message_id']}")
    hard_ids = [h["message_id"] for h in lab["hard_events"]]
    if len(hard_ids) != len(dict.fromkeys(hard_ids)):
        errors.append("duplicate hard ids")
    overlap = [x for x in lab["noise_message_ids"] + lab["near_miss_ids"] if x in dict.fromkeys(hard_ids)]
    if overlap:
        errors.append(f"noise/near overlap with hard: {len(overlap)}")
    # per channel-day stats (threads folded into their parent channel)
    noise_d = dict.fromkeys(lab["noise_message_ids"])
    near_d = dict.fromkeys(lab["near_miss_ids"])
    hard_d = dict.fromkeys(hard_ids)
    per = {}
    for mid in msgs:
        ms = (int(mid) >> 22) + EPOCH_MS
        key = f"{chan_of[mid][1]}/day-{(end_ms - ms - 1) // DAY_MS}"
        row = per.setdefault(key, {"messages": 0, "kb": 0.0, "noise": 0, "near": 0, "hard": 0})
        row["messages"] += 1
        row["kb"] += sum(len(p.encode("utf-8")) for p in final[mid]) / 1000
        row["noise"] += mid in noise_d
        row["near"] += mid in near_d
        row["hard"] += mid in hard_d
    per_out = {}
    for key in sorted(per):
        row = per[key]
        row["kb"] = round(row["kb"], 1)
        row["noise_pct"] = round(100 * row["noise"] / row["messages"], 1)
        per_out[key] = row
        if not (180 <= row["messages"] <= 320 and 70 <= row["kb"] <= 120 and 25 <= row["noise_pct"] <= 40
                and 25 <= row["hard"] <= 45):
            errors.append(f"channel-day out of range: {key} {row}")
    if len(lab["idioms"]) < 10 or len(lab["idioms"]) > 20:
        errors.append("idioms count out of 10-20")
    ops = {}
    for e in evs:
        ops[e["op"]] = ops.get(e["op"], 0) + 1
    types = {}
    for h in lab["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    chans = sorted(dict.fromkeys(v[1] for v in chan_of.values()))
    threads = sorted(dict.fromkeys(v[0] for v in chan_of.values() if v[0] != v[1]))
    return {"errors": errors, "messages": len(msgs), "channels": len(chans), "threads": len(threads),
            "hard": len(lab["hard_events"]), "hard_by_type": dict(sorted(types.items())),
            "noise": len(lab["noise_message_ids"]), "near_miss": len(lab["near_miss_ids"]),
            "idioms": len(lab["idioms"]), "removed": len(lab["removed_texts"]),
            "superseded": len(lab["superseded_facts"]), "ops": dict(sorted(ops.items())),
            "bytes": sum(sum(len(p.encode("utf-8")) for p in v) for v in final.values()),
            "per_channel_day": per_out}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="verify labels against the capture and print stats")
    a = ap.parse_args(argv)
    end = _parse_end(a.end) if a.end else None
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        # reload from disk, as a consumer would
        with open(a.out, encoding="utf-8") as fh:
            evs = [json.loads(line) for line in fh]
        with open(a.labels, encoding="utf-8") as fh:
            lab = json.load(fh)
        st = check({"events": evs, "labels": lab}, end)
        print(json.dumps(st, ensure_ascii=False, indent=1))
        return 1 if st["errors"] else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
