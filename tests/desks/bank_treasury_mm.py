#!/usr/bin/env python3
"""Desk generator: ``bank_treasury_mm``.

A European (Italian) bank's treasury & money-markets desk channel: repo / reverse repo
(GC and specials), ECP/CD issuance and buybacks, BOT/BTP/Bubills, EUR/USD FX swaps for
USD funding, EUR STR / SOFR OIS, ECB facilities (deposit facility, MRO), intraday
liquidity and LCR/NSFR buffers.

Standard library only.  ``generate()`` is a pure function of its arguments.

CLI::

    python -m tests.desks.bank_treasury_mm --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "bank_treasury_mm"
EPOCH = 1420070400000
GUILD_ID = "1034937522229740997"
_CHANNEL_IDS = [
    "1079808665206653855",
    "1154516054804792244",
    "1069710680778343394",
    "1117074630010342990",
    "1098214676099105070",
    "1177035038621567177",
    "1212272277402027032",
    "1182029456744778566",
]
# Tuesday 16 April 2024 (CEST) is the default last day: [end - 24h, end).
DEFAULT_END = datetime(2024, 4, 17, 0, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86_400_000


def channel_id(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    ms = 1672531200000 + (idx * 1_000_003 * 104_729) % (420 * DAY_MS)
    worker = (idx * 7 + 3) % 32
    seq = (idx * 2_654_435_761) % 4096
    return str(((ms - EPOCH) << 22) | (worker << 17) | seq)


class Person:
    def __init__(self, uid: str, name: str, bot: bool, worker: int):
        self.id = uid
        self.name = name
        self.bot = bot
        self.worker = worker


HEAD = Person("597398445500795597", "R. Vannucci", False, 1)  # head of treasury
JR = Person("979850551664184602", "tgreco", False, 1)  # junior MM dealer
SR = Person("799561030495374809", "Elena Marchetti", False, 1)  # senior dealer, ECP / FX swaps
MO = Person("472294252741790675", "Chiara Bassi (MO)", False, 1)  # middle office / settlement
RISK = Person("436673456506668105", "Paul Hartmann", False, 1)  # liquidity risk, Frankfurt
MOD = Person("289994981812079108", "compliance-mod", False, 1)
TMS = Person("592426474989554078", "TMS", True, 4)
ALCO = Person("589764059769733667", "alco-risk", True, 5)
LIQ = Person("790667125370523631", "liq-forecast", True, 6)
MT = Person("490986379629691231", "swift-mt-bridge", True, 7)
BRK = Person("486867051498442166", "broker-mail", True, 8)
NEWS = Person("895832986674661614", "newsdesk", True, 9)
ALM = Person("779041447699678087", "alm-analyst", True, 10)
CI = Person("423219442565778462", "ci-deploy", True, 11)
PNL = Person("268343389665887618", "pnl-snap", True, 12)
PX = Person("941916398359676178", "px-alert", True, 13)

REPO_CPTY = ["Natixis", "Société Générale", "BNP Paribas", "Deutsche Bank", "Intesa Sanpaolo",
             "Mediobanca", "HSBC Continental Europe", "Banca Akros", "ING Bank", "Crédit Agricole CIB"]
ECP_INVESTORS = ["Amundi", "Candriam", "BlackRock ICS", "Eurizon", "Anima SGR", "DWS", "Federated Hermes",
                 "Allianz GI", "Aberdeen Liquidity"]
ECP_DEALERS = ["Barclays", "Citi", "BofA", "UBS", "Goldman Sachs"]
FX_CPTY = [("JPM", "JPMorgan SE"), ("Citi", "Citibank Europe plc"), ("BNP", "BNP Paribas SA"),
           ("HSBC", "HSBC Continental Europe"), ("GS", "Goldman Sachs Bank Europe SE")]
BROKERS = ["Tullett Prebon (Europe)", "BGC Partners (Europe)", "Tradition Londra", "ICAP Securities", "Kyte Broking"]

APPROVALS = [
    ("ok procedi", ["ok", "procedi"]),
    ("ok, procedi", ["ok", "procedi"]),
    ("ok procedi pure", ["ok", "procedi pure"]),
    ("va bene, procedi", ["va bene", "procedi"]),
    ("ok per me, vai", ["ok per me", "vai"]),
    ("approvato, procedi", ["approvato", "procedi"]),
    ("ok go", ["ok", "go"]),
    ("sì, procedi", ["sì", "procedi"]),
    ("👍 vai", ["👍", "vai"]),
]


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _eur(m: float) -> str:
    return f"EUR {int(round(m * 1_000_000)):,}"


class Day:
    """One channel-day under construction (messages keyed by insertion index)."""

    def __init__(self, rng: random.Random, start_ms: int, chan: str, ci: int, di: int):
        self.r = rng
        self.s0 = start_ms
        self.chan = chan
        self.ci = ci
        self.di = di
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        mid = datetime.fromtimestamp((start_ms + DAY_MS // 2) / 1000, tz=timezone.utc)
        self.date = mid.date()
        self.ymd = mid.strftime("%y%m%d")
        self.dstr = mid.strftime("%d/%m/%Y")
        self.prev_ymd = (mid - timedelta(days=1)).strftime("%y%m%d")
        self.ctr = rng.randint(110, 190)
        self.superseded: list[tuple[int, str]] = []

    # ---- time helpers (hours are UTC offsets from the start of the day window)
    def T(self, h: float, m: float = 0, s: float = 0) -> int:
        return self.s0 + int(((h * 60 + m) * 60 + s) * 1000)

    def after(self, t: int, lo: float, hi: float) -> int:
        return t + int(self.r.uniform(lo, hi) * 1000)

    def deal(self, prefix: str) -> str:
        self.ctr += self.r.randint(1, 5)
        return f"{prefix}-{self.ymd}-{self.ctr:04d}"

    # ---- message / op recording
    def add(self, t, who, content="", *, kind="chat", hard=None, embeds=None, reply=None, thread=None,
            attachments=None, idiom=None):
        key = len(self.msgs)
        assert self.s0 <= t < self.s0 + DAY_MS, (t, content[:40])
        self.msgs.append(dict(key=key, t=int(t), who=who, content=content, kind=kind, hard=hard,
                              embeds=embeds or [], reply=reply, thread=thread, attachments=attachments,
                              idiom=idiom))
        return key

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        return self.add(t, who, content, kind="hard",
                        hard={"event_type": etype, "facts": list(facts), "phrasing": phrasing}, **kw)

    def op(self, kind, t, **kw):
        assert self.s0 <= t < self.s0 + DAY_MS
        d = dict(op=kind, t=int(t))
        d.update(kw)
        self.ops.append(d)

    def edit(self, key, t, content, superseded=()):
        self.op("edit", t, key=key, content=content)
        for s in superseded:
            self.superseded.append((key, s))

    def n_hard(self):
        return sum(1 for m in self.msgs if m["kind"] == "hard")

    def human_curve_time(self) -> int:
        hours = list(range(24))
        w = [0, 0, 0, 0, 0, 0.8, 6.5, 9.0, 8.5, 7.0, 5.5, 3.2, 5.0, 6.0, 5.8, 4.2, 2.6, 0.8,
             0.3, 0.15, 0, 0, 0, 0]
        h = self.r.choices(hours, weights=w)[0]
        return self.T(h, self.r.uniform(0, 59.9))


# --------------------------------------------------------------------------------------------
# market state


def _state(r: random.Random) -> dict:
    s = {}
    s["estr"] = 3.900 + r.randint(3, 9) / 1000
    s["gc_tn"] = round(s["estr"] - r.choice([0.02, 0.03, 0.03, 0.04]), 2)
    s["gc_sn"] = round(s["gc_tn"] + r.choice([0.0, 0.01]), 2)
    s["gc_1w"] = round(s["gc_tn"] + r.choice([0.01, 0.02]), 2)
    s["spec34"] = r.choice([2.95, 3.00, 3.05, 3.10, 3.15, 3.20, 3.25])
    s["btp34"] = round(102.0 + r.randint(-60, 60) / 100, 2)
    s["eurusd"] = round(1.0600 + r.randint(0, 120) / 10000, 4)
    s["pts1m"] = round(12.0 + r.randint(0, 14) / 10, 1)
    s["pts3m"] = round(38.0 + r.randint(0, 25) / 10, 1)
    s["ois1y"] = round(3.40 + r.randint(0, 9) / 100, 2)
    s["ois2y"] = round(3.00 + r.randint(0, 12) / 100, 2)
    s["sofr"] = r.choice([5.31, 5.31, 5.32])
    s["sofr1y"] = round(5.00 + r.randint(0, 9) / 100, 2)
    auc = r.choice([("BOT 12M", 3.44, 9), ("BOT 12M", 3.44, 9), ("BOT 6M", 3.62, 8), ("BOT 3M", 3.74, 8)])
    s["auc"] = auc[0]
    s["auc_y"] = round(auc[1] + r.randint(0, auc[2]) / 100, 3)
    s["bub"] = round(3.56 + r.randint(0, 7) / 100, 2)
    s["lcr"] = round(158 + r.randint(0, 180) / 10, 1)
    s["nsfr"] = round(123 + r.randint(0, 45) / 10, 1)
    s["df"] = round(1.5 + r.randint(0, 12) / 10, 1)
    s["res"] = round(s["df"] + 2.4 + r.randint(0, 15) / 10, 1)
    s["hqla"] = round(8.6 + r.randint(0, 20) / 10, 1)
    s["spr3m"] = r.randint(15, 19)
    s["spr6m"] = r.randint(20, 25)
    s["floor_old"] = r.choice([135, 140])
    s["floor_new"] = s["floor_old"] + 5
    return s


# --------------------------------------------------------------------------------------------
# scenes: core


def scene_morning(d: Day, s: dict):
    r = d.r
    t = d.T(5, r.uniform(36, 50))
    txt = (f"Buongiorno. Priorità di oggi:\n"
           f"1) funding T/N e S/N — carry vs DF (4.00) ancora positivo, ma occhio al leverage\n"
           f"2) asta {s['auc']}: decidiamo il bid entro le 10:30\n"
           f"3) gap USD settimana prossima → FX swap\n"
           f"4) ECP: domanda fondi sul 3M, valutiamo anche il 6M\n"
           f"Watchlist desk: BCP (nostro rating / CDS), Letras 6M, Mediobanca CD, OAT Feb-27.\n"
           f"Posizioni core: BTP 4.20% Mar-34 (book liquidità + prestito special), {s['auc'].split()[0]} in portafoglio, "
           f"Bubill Sep-24, KfW 2.75% 2028, ECP Enel Finance e CDP.")
    k = d.add(t, HEAD, txt)
    d.op("pin", d.after(t, 20, 90), key=k, by=HEAD)
    d.op("reaction_add", d.after(t, 40, 200), key=k, emoji="📌", user=HEAD)
    d.op("reaction_add", d.after(t, 60, 400), key=k, emoji="👍", user=JR)
    return k


def scene_gc_funding(d: Day, s: dict):
    r = d.r
    sz = r.choice([30, 40, 50, 60, 75])
    rate = f"{s['gc_tn']:.2f}"
    carry = int(round((4.00 - s["gc_tn"]) * 100))
    t = d.T(r.choice([6, 6, 7]), r.uniform(5, 40))
    p = d.hard(t, JR, f"repo GC T/N {sz}m @ {rate} Eurex pool, {carry}bp vs DF. procedo?",
               "trade_proposal", ["repo GC T/N", f"{sz}m", rate], "shorthand")
    txt, facts = r.choice(APPROVALS[:6])
    t2 = d.after(t, 50, 240)
    d.hard(t2, HEAD, txt, "trade_approval", facts, "reply", reply=p, idiom="one-line Italian approval reply")
    t3 = d.after(t2, 60, 200)
    f = d.hard(t3, JR, f"GC T/N {sz}m @ {rate} given", "trade_fill", ["GC T/N", f"{sz}m", rate, "given"],
               "shorthand", idiom="shorthand repo fill with 'given'")
    d.op("reaction_add", d.after(t3, 10, 120), key=f, emoji="✅", user=HEAD)
    deal = d.deal("REPO")
    t4 = d.after(t3, 20, 70)
    d.hard(t4, TMS, (f"DEAL CAPTURED; {deal}; REPO GC T/N; {_eur(sz)}; {s['gc_tn']:.3f}%; "
                     f"cpty=EUREX GC POOLING ECB; val={(d.date + timedelta(days=1)):%d/%m}; trader=TGRECO; book=MM-EUR-REPO; UTI=BCPD{d.ymd}{d.ctr:06d}; STP=ok; status=CAPTURED"),
           "trade_confirmation", [deal, _eur(sz), f"{s['gc_tn']:.3f}%", "CAPTURED"], "structured",
           idiom="TMS semicolon-delimited deal capture")
    # S/N fill, price corrected by edit
    sz2 = r.choice([25, 35, 45, 60])
    good = f"{s['gc_sn']:.2f}"
    bad = f"{s['gc_sn'] + 0.05:.2f}"
    t5 = d.after(t4, 600, 1800)
    k = d.add(t5, JR, f"GC S/N {sz2}m @ {bad} given", kind="hard",
              hard={"event_type": "trade_fill", "facts": ["GC S/N", f"{sz2}m", good, "given"],
                    "phrasing": "shorthand"})
    d.edit(k, d.after(t5, 40, 150), f"GC S/N {sz2}m @ {good} given", superseded=[bad])
    return t5


def scene_1w_deleted(d: Day, s: dict):
    r = d.r
    cp = "Mediobanca"
    big = r.choice([150, 180, 200])
    small = r.choice([50, 60, 75])
    rate = f"{s['gc_1w']:.2f}"
    t = d.T(7, r.uniform(0, 50))
    k = d.hard(t, JR, f"repo GC 1W {big}m @ {rate}5 {cp} bilaterale?", "trade_proposal",
               ["repo GC 1W", f"{big}m", f"{rate}5"], "shorthand")
    d.op("delete", d.after(t, 20, 70), key=k)
    t2 = d.after(t, 90, 200)
    p = d.hard(t2, JR, f"scusate, size sbagliata. repo GC 1W {small}m @ {rate} con {cp} bilaterale?",
               "trade_proposal", ["repo GC 1W", f"{small}m", rate], "shorthand")
    t3 = d.after(t2, 60, 300)
    d.hard(t3, HEAD, "no, il 1W non serve. Restiamo T/N finché non vediamo il fixing.", "trade_approval",
           ["no", "Restiamo T/N"], "reply", reply=p)
    d.add(d.after(t3, 10, 60), JR, "ok chiaro", kind="noise", reply=None)
    return k


def scene_special(d: Day, s: dict, extra: bool):
    r = d.r
    sz = r.choice([15, 20, 25, 30, 40])
    spec = f"{s['spec34']:.2f}"
    cp = r.choice(["Natixis", "Société Générale", "BNP Paribas", "Deutsche Bank", "ING Bank"])
    t = d.T(r.choice([6, 7]), r.uniform(10, 58))
    p = d.hard(t, JR, f"lend BTP 2034 special {sz}m {spec} vs GC", "trade_proposal",
               ["lend", "BTP 2034", f"{sz}m", spec], "shorthand", idiom="shorthand special-lending proposal 'vs GC'")
    cond = r.choice([("ok, ma solo T/N", ["ok", "solo T/N"]), ("ok procedi", ["ok", "procedi"]),
                     ("ok, T/N e poi rolliamo", ["ok", "T/N"])])
    t2 = d.after(t, 40, 200)
    d.hard(t2, HEAD, cond[0], "trade_approval", cond[1], "reply", reply=p)
    t3 = d.after(t2, 120, 600)
    if extra:
        d.hard(t3, JR, f"done: BTP 34s T/N {sz}m lent @ {spec} to {cp}", "trade_fill",
               ["BTP 34s", f"{sz}m", "lent", spec], "untagged")
    deal = d.deal("REPO")
    emb = {"title": "Deal confirmed", "description": "Counterparty confirmation matched (MT320/MT543)",
           "author": "TMS · Repo",
           "fields": [{"name": "Deal", "value": deal, "inline": True},
                      {"name": "Product", "value": "Repo special BTP 4.20% 01/03/2034 (IT0005584849)"},
                      {"name": "Direction", "value": "REPO — deliver bond / receive cash", "inline": True},
                      {"name": "Nominal", "value": _eur(sz), "inline": True},
                      {"name": "Rate", "value": f"{s['spec34']:.3f}%", "inline": True},
                      {"name": "Counterparty", "value": cp, "inline": True},
                      {"name": "Value / maturity", "value": f"{(d.date + timedelta(days=1)):%d/%m} → {(d.date + timedelta(days=2)):%d/%m}"}],
           "footer": f"TMS · matched {_iso(t3 + 90_000)[11:19]} UTC · T2S"}
    d.hard(d.after(t3, 40, 160), TMS, "", "trade_confirmation", [deal, _eur(sz), f"{s['spec34']:.3f}%", "Deal confirmed"],
           "embed", embeds=[emb], idiom="embed-only TMS deal confirmed card")
    return t3


def scene_ecp(d: Day, s: dict, with_fill: bool):
    r = d.r
    sz = r.choice([50, 75, 100, 120])
    inv = r.choice(ECP_INVESTORS)
    dealer = r.choice(ECP_DEALERS)
    spr = s["spr3m"]
    allin = f"{s['estr'] + spr / 100:.3f}"
    t = d.T(7, r.uniform(20, 59))
    p = d.hard(t, SR, (f"{inv} ci chiede carta 3M, size {sz}m. Propongo di emettere ECP 3M {sz}m a €STR+{spr} "
                       f"(all-in {allin}%), via {dealer}. Copre metà del gap di luglio e allunga un po' la WAM."),
               "trade_proposal", ["emettere", "ECP 3M", f"{sz}m", f"€STR+{spr}"], "untagged")
    txt, facts = r.choice(APPROVALS)
    t2 = d.after(t, 120, 600)
    d.hard(t2, HEAD, txt, "trade_approval", facts, "reply", reply=p)
    t3 = d.after(t2, 600, 1800)
    if with_fill:
        d.hard(t3, SR, f"[FILL] ECP 3M {sz}m printed @ {allin}% (€STR+{spr}) — {inv} via {dealer}, value T+2",
               "trade_fill", ["ECP 3M", f"{sz}m", "printed", f"{allin}%"], "tagged")
    isin = f"XS28{r.randint(10000000, 99999999)}"
    d.hard(d.after(t3, 30, 180), TMS,
           f"ECP ISSUE | {isin} | {_eur(sz)} | {r.choice([91, 92])}d | {allin}% | dealer={dealer} | investor=n/d | status=CONFIRMED",
           "trade_confirmation", [isin, _eur(sz), "CONFIRMED"], "structured")
    return t3


def scene_auction(d: Day, s: dict, jr_fill: bool):
    """BOT auction bid in a thread + an earlier secondary proposal rejected."""
    r = d.r
    auc = s["auc"]
    # secondary proposal rejected in the main channel
    t0 = d.T(7, r.uniform(30, 59))
    ysec = f"{s['auc_y'] + 0.04:.2f}"
    sz0 = r.choice([20, 25, 30])
    p0 = d.hard(t0, JR, f"{auc} in secondario {ysec} bid da Akros, compriamo {sz0}m prima dell'asta?", "trade_proposal",
                [auc, "compriamo", f"{sz0}m", ysec], "untagged")
    d.hard(d.after(t0, 60, 300), HEAD, "no, aspettiamo l'asta", "trade_approval", ["no", "aspettiamo l'asta"], "reply",
           reply=p0, idiom="Italian rejection reply 'aspettiamo l'asta'")
    # thread
    t = d.T(7, r.uniform(38, 55))
    starter = d.add(t, HEAD, f"🧵 Asta {auc} di oggi — bid e risultati qui sotto, per favore")
    sz = r.choice([100, 120, 150, 200])
    ymax = f"{s['auc_y'] + r.choice([0.03, 0.04, 0.05]):.2f}"
    t1 = d.after(t, 120, 500)
    q = d.add(t1, JR, "coverage dell'ultima era 1.6x giusto? o era il BOT 6M?", kind="near", thread=starter)
    t1b = d.after(t1, 60, 200)
    d.add(t1b, SR, "1.58x, e il marginale era 2bp sopra la media", thread=starter, reply=q)
    t2 = d.after(t1b, 120, 600)
    p = d.hard(t2, JR, f"bid asta {auc} {sz}m, max yield {ymax}, competitivo. Ok?", "trade_proposal",
               ["bid", f"asta {auc}", f"{sz}m", ymax], "shorthand", thread=starter)
    txt, facts = r.choice(APPROVALS[:5])
    t3 = d.after(t2, 60, 400)
    d.hard(t3, HEAD, txt, "trade_approval", facts, "reply", reply=p, thread=starter)
    d.add(d.after(t3, 60, 300), SR,
                f"se l'asta va male potremmo prendere Bubill Sep-24 in secondario, li vedo a {s['bub']:.2f} bid",
                kind="near", thread=starter, idiom="'se l'asta va male potremmo' hypothetical")
    ref = f"BDI-{d.ymd}-{r.randint(100, 999)}"
    t4 = d.after(t3, 400, 900)
    d.hard(t4, TMS, f"AUCTION BID | Banca d'Italia {auc} | {_eur(sz)} | max {ymax}% | ref {ref} | status=SUBMITTED",
           "trade_confirmation", [ref, _eur(sz), "SUBMITTED"], "structured", thread=starter)
    allot = int(sz * r.choice([0.6, 0.7, 0.8, 1.0]))
    yavg = f"{s['auc_y']:.3f}"
    t5 = d.T(9, r.uniform(40, 58))
    d.hard(t5, TMS, f"AUCTION RESULT | {ref} | {auc} | allotted {_eur(allot)} @ {yavg}% | bid {_eur(sz)} | settle {(d.date + timedelta(days=3)):%d/%m}",
           "trade_fill", [ref, f"allotted {_eur(allot)}", f"{yavg}%"], "structured", thread=starter)
    if jr_fill:
        d.hard(d.after(t5, 40, 200), JR, f"aggiudicati {allot}m su {sz}m a {yavg}, bene", "trade_fill",
               ["aggiudicati", f"{allot}m", yavg], "untagged", thread=starter)
    d.add(d.after(t5, 300, 700), HEAD, "👍", kind="noise", thread=starter)
    return starter


def scene_alco(d: Day, s: dict):
    r = d.r
    t = d.T(r.choice([8, 9, 10]), r.uniform(0, 55))
    old_i, new_i = r.choice([("1.2", "1.4"), ("1.0", "1.3"), ("1.4", "1.6")])
    table = (f"**ALCO — limit update** (eff. immediate, ALCO del {d.dstr})\n"
             f"| limit | old | new |\n|---|---|---|\n"
             f"| LCR buffer floor | {s['floor_old']}% | {s['floor_new']}% |\n"
             f"| Intraday liquidity min (T2) | €{old_i}bn | €{new_i}bn |\n"
             f"| NSFR floor | 115% | 115% |\n"
             f"ref ALCO-{d.date.year}-{r.randint(20, 60)} · owner: Liquidity Risk")
    k = d.hard(t, ALCO, table, "risk_limit", ["LCR buffer floor", f"{s['floor_new']}%", f"€{new_i}bn"], "structured",
               idiom="ALCO markdown limits table")
    d.op("pin", d.after(t, 60, 300), key=k, by=HEAD)
    d.op("reaction_add", d.after(t, 30, 200), key=k, emoji="📌", user=HEAD)
    d.add(d.after(t, 120, 500), RISK,
          f"FYI: the floor moves because of the outflow assumptions on operational deposits. LCR est. today {s['lcr']}%, so still plenty of room.",
          reply=k)
    cut = r.choice(["Banca Akros", "Crédit Agricole CIB", "ING Bank", "Natixis"])
    old, new = r.choice([(250, 150), (300, 150), (200, 100), (400, 250)])
    t2 = d.after(t, 900, 3600)
    d.hard(t2, ALCO, (f'limit_change type=cpty_line cpty="{cut}" line_eur={new}m prev={old}m tenor_max=1W '
                      f"reason=internal_rating_watch eff=immediate approver=CRO"),
           "risk_limit", ["cpty_line", cut, f"line_eur={new}m"], "structured")
    d.cut = (cut, new, t2)
    return t


def opt_block(d: Day, s: dict):
    r = d.r
    cut, new, t2 = d.cut
    if True:
        t3 = d.after(t2, 1200, 3600)
        sz = r.choice([80, 100, 120])
        rate = f"{s['gc_1w'] - 0.01:.2f}"
        d.hard(t3, JR, f"reverse GC 1W {sz}m @ {rate} con {cut}, entro in TMS", "trade_proposal",
               ["reverse GC 1W", f"{sz}m", rate, cut], "shorthand")
        deal = d.deal("REPO")
        usage = int((new * 0.55 + sz) / new * 100)
        d.hard(d.after(t3, 30, 90), ALCO,
               f'BLOCK deal={deal} cpty="{cut}" check=cpty_line usage={usage}% limit={new}m action=rejected',
               "risk_limit", ["BLOCK", deal, f"usage={usage}%", "action=rejected"], "structured",
               idiom="risk engine blocks a deal (key=value)")
        d.hard(d.after(t3, 60, 130), TMS, f"DEAL REJECTED | {deal} | pre-deal limit check failed | status=REJECTED",
               "trade_confirmation", [deal, "REJECTED"], "structured")
        d.add(d.after(t3, 150, 400), HEAD, f"lascia stare {cut} oggi, la linea è stata tagliata stamattina")


def scene_stop(d: Day, s: dict):
    r = d.r
    pos = r.choice([100, 150, 200])
    px = s["btp34"]
    lv = [px - 0.95, px - 0.75, px - 0.55]
    lv = [f"{x:.2f}" for x in lv]
    t = d.T(6, r.uniform(40, 59))
    k = d.add(t, HEAD, f"Stop BTP 4.20% Mar-34 (long {pos}m, book liquidità): {lv[0]}", kind="hard",
              hard={"event_type": "stop_or_target_change", "facts": ["Stop", "BTP 4.20% Mar-34", lv[2]],
                    "phrasing": "untagged"}, idiom="stop level moved by editing the same message")
    d.edit(k, d.T(10, r.uniform(0, 50)), f"Stop BTP 4.20% Mar-34 (long {pos}m, book liquidità): {lv[1]}",
           superseded=[lv[0]])
    d.edit(k, d.T(14, r.uniform(0, 50)), f"Stop BTP 4.20% Mar-34 (long {pos}m, book liquidità): {lv[2]}",
           superseded=[lv[1]])
    d.op("pin", d.after(t, 30, 100), key=k, by=HEAD)
    d.add(d.T(15, r.uniform(0, 50)), RISK,
          f"a stop at {px - 0.40:.2f} on the 34s would be sensible given the supply next week, imho", kind="near")
    return k


def scene_fail_route(d: Day, s: dict):
    r = d.r
    prev = f"REPO-{d.prev_ymd}-{r.randint(100, 190):04d}"
    cp = r.choice(["Société Générale", "Deutsche Bank", "HSBC Continental Europe", "BNP Paribas"])
    amt = r.choice([20, 25, 30, 40])
    isin = r.choice(["IT0005582868", "IT0005584849", "DE000BU0E1G8", "IT0005566408"])
    t = d.T(8, r.uniform(0, 40))
    emb = {"title": "Settlement failed", "description": f"Deal {prev} did not settle in the night-time cycle",
           "author": "TMS · Settlement",
           "fields": [{"name": "Deal", "value": prev, "inline": True},
                      {"name": "ISIN", "value": isin, "inline": True},
                      {"name": "Amount", "value": _eur(amt), "inline": True},
                      {"name": "Counterparty", "value": cp, "inline": True},
                      {"name": "Reason", "value": "LACK — insufficient securities (counterparty side)"}],
           "footer": f"T2S · status update {_iso(t)[11:19]} UTC"}
    k = d.add(t, TMS, "", embeds=[emb], kind="chat")
    t2 = d.after(t, 120, 600)
    d.hard(t2, MO, f"Routing il fail {prev} a back office titoli (Marta) per la penale CSDR e l'eventuale buy-in, li sento io.",
           "route_decision", ["Routing", prev, "back office titoli"], "untagged", thread=k,
           idiom="failed settlement routed to back office")
    d.add(d.after(t2, 60, 300), HEAD, "ok grazie", kind="noise", thread=k)
    d.add(d.after(t2, 900, 2400), MO,
          f"{cp} conferma: titoli in arrivo dal loro cliente, dovrebbe regolare nel ciclo di giorno entro le 14.",
          thread=k)
    return k


HELD_NEWS = [
    ("*MOODY'S AFFIRMS ITALY AT Baa3; OUTLOOK STABLE", ["ITALY", "Baa3"], "sov"),
    ("Radiocor: Tesoro, a metà mese riapertura del BTP 4,20% 1/3/2034 per 3-3,75 mld", ["BTP 4,20% 1/3/2034", "riapertura"], "sov"),
    ("*ITALY TREASURY TO OFFER UP TO €9.5BN OF BTPs AT MID-MONTH AUCTION, INCL. 4.20% 2034", ["4.20% 2034", "€9.5BN"], "sov"),
    ("*ENEL REITERATES 2024 GUIDANCE; NET DEBT SEEN AT €55-57BN", ["ENEL", "REITERATES 2024 GUIDANCE"], "corp"),
    ("*S&P REVISES ENEL OUTLOOK TO POSITIVE; BBB+ AFFIRMED", ["ENEL", "OUTLOOK TO POSITIVE"], "corp"),
    ("*FITCH AFFIRMS CASSA DEPOSITI E PRESTITI AT BBB; OUTLOOK STABLE", ["CASSA DEPOSITI E PRESTITI", "BBB"], "corp"),
    ("*CDP PRICES €750M 6Y SOCIAL BOND AT MS+85", ["CDP", "€750M"], "corp"),
    ("*KFW Q1 PROMOTIONAL BUSINESS VOLUME €16.1BN VS €20.6BN A YEAR AGO", ["KFW", "€16.1BN"], "corp"),
    ("*GERMAN FINANCE AGENCY TO CUT Q2 BUBILL ISSUANCE BY €5BN", ["BUBILL", "€5BN"], "sov"),
]
WATCH_NEWS = [
    ("*S&P AFFIRMS BANCA CREDITO PADANO AT BBB; OUTLOOK TO POSITIVE", ["BANCA CREDITO PADANO", "OUTLOOK TO POSITIVE"], "own"),
    ("Radiocor: Banca Credito Padano, Fitch alza il rating a BBB+ (da BBB)", ["Banca Credito Padano", "BBB+"], "own"),
    ("*SPAIN SELLS €1.31BN 6-MONTH LETRAS AT 3.612% AVG YIELD", ["6-MONTH LETRAS", "3.612%"], "other"),
    ("*MEDIOBANCA PLACES €500M 3Y SENIOR PREFERRED AT MS+95", ["MEDIOBANCA", "€500M"], "other"),
    ("*FRANCE AFT TO TAP OAT 2.50% FEB-27 AT THURSDAY AUCTION", ["OAT 2.50% FEB-27", "TAP"], "other"),
]
UNRELATED_NEWS = [
    ("*FITCH CUTS THAMES WATER UTILITIES CLASS A DEBT TO BBB-; WATCH NEGATIVE", "Thames Water"),
    ("*BOEING Q1 COMMERCIAL DELIVERIES FALL TO 83 JETS", "Boeing"),
    ("*MOODY'S DOWNGRADES COUNTRY GARDEN TO Ca; OUTLOOK NEGATIVE", "Country Garden"),
    ("*SBB SELLS STAKE IN EDUCATION UNIT FOR SEK 2.6BN", "SBB"),
    ("*TESLA TO CUT MORE THAN 10% OF GLOBAL WORKFORCE", "Tesla"),
    ("*VOLKSWAGEN Q1 GLOBAL DELIVERIES DOWN 3% Y/Y", "Volkswagen"),
    ("*CASINO GUICHARD CREDITORS TAKE CONTROL AFTER RESTRUCTURING CLOSES", "Casino"),
]
GENERIC_NEWS = [
    "*ECB'S VILLEROY: BARRING SURPRISES, JUNE CUT IS ALMOST A DONE DEAL",
    "*POWELL: RECENT DATA SHOW LACK OF FURTHER PROGRESS ON INFLATION",
    "*ECB'S LANE: DISINFLATION ON TRACK; SIZE OF CUTS DATA-DEPENDENT",
    "*EURO-AREA EXCESS LIQUIDITY FALLS TO €3.28TN AS TLTRO REPAYMENTS SETTLE",
    "*BOJ'S UEDA: WILL KEEP ACCOMMODATIVE CONDITIONS FOR NOW",
    "*GERMAN ZEW EXPECTATIONS RISE TO 42.9, HIGHEST SINCE 2022",
    "*US RETAIL SALES RISE 0.7% M/M, ABOVE ESTIMATES",
]


NEWS_BODY = {
    "ITALY": "The agency cited the government's commitment to the medium-term fiscal plan and the resilience of domestic demand; it flagged the pace of debt reduction and the superbonus tail as the main constraints.",
    "BTP 4,20%": "Il Tesoro comunicherà i quantitativi definitivi due giorni prima dell'asta; prevista anche l'offerta di un BTP a 3 anni e di un CCTeu. Regolamento a metà mese.",
    "4.20% 2034": "The Treasury will announce final amounts two business days before the auction; settlement on the 15th. Dealers expect strong demand from domestic real money.",
    "ENEL": "The utility confirmed its capex plan and said disposals are on track; short-term funding via its ECP programme remains unchanged, according to the CFO on the call.",
    "CASSA": "Fitch said the rating is equalised with Italy's, reflecting the state's ownership and the strategic role of the company; the liquidity profile remains strong.",
    "CDP": "Books peaked above €3bn; allocation mostly to asset managers and bank treasuries. Proceeds finance social-housing and school projects.",
    "KFW": "Germany's promotional bank said demand for housing and SME programmes slowed; the funding target for the year is unchanged at €90-95bn.",
    "GERMAN FINANCE": "The agency said the cut reflects higher cash balances; Bubill tenors of 6 and 12 months will be affected most, auctions continue on Mondays.",
    "BANCA CREDITO PADANO": "The agency cited improved asset quality and a stronger capital buffer; the rating remains constrained by the sovereign. Short-term rating affirmed.",
    "Banca Credito Padano": "L'agenzia cita il miglioramento della qualità degli attivi e la solidità della raccolta; rating di breve termine confermato.",
    "LETRAS": "The Tesoro also sold 12-month bills; bid-to-cover ratio 3.1 on the 6-month line, in line with the previous auction.",
    "MEDIOBANCA": "Books above €1.6bn; the bank said proceeds will refinance the maturing June senior notes.",
    "OAT": "The AFT also plans to reopen the 3.00% Nov-34; indicative total size €11-12bn.",
}


def _news(d: Day, t: int, head: str) -> str:
    src = "Radiocor" if head.startswith("Radiocor") else d.r.choice(["MNI", "DJ", "RTRS"])
    h = head.replace("Radiocor: ", "").lstrip("*")
    body = next((v for k, v in NEWS_BODY.items() if k in h), None)
    if body is None:
        body = d.r.choice(["More to follow.", "Details in the full story.", "No further details were given.",
                           "The statement was released after the close of the previous session."])
    return f"📰 **{h}**\n{body}\n`{src} · {_iso(t)[11:19]} UTC`"


def scene_news(d: Day, s: dict, n_held: int, n_watch: int, no_route: bool):
    r = d.r
    held = r.sample(HELD_NEWS, n_held)
    if not any(h[2] == "sov" for h in held):
        held[0] = r.choice([h for h in HELD_NEWS if h[2] == "sov"])
    for i, (h, facts, _) in enumerate(held):
        t = d.T(r.choice([5, 6, 8, 10, 11, 13, 14, 15]), r.uniform(0, 59))
        k = d.hard(t, NEWS, _news(d, t, h), "held_position_news", facts, "structured",
                   idiom="rating/issuer headline on held paper" if i == 0 else None)
        if r.random() < 0.5:
            d.op("reaction_add", d.after(t, 20, 300), key=k, emoji="👀", user=JR)
    own = [w for w in WATCH_NEWS if w[2] == "own"]
    oth = [w for w in WATCH_NEWS if w[2] != "own"]
    watch = [r.choice(own)] + r.sample(oth, max(0, n_watch - 1))
    for i, (h, facts, _) in enumerate(watch):
        t = d.T(r.choice([6, 9, 11, 12, 15, 16]), r.uniform(0, 59))
        d.hard(t, NEWS, _news(d, t, h), "watchlist_news", facts, "structured",
               idiom="own-bank rating headline (watchlist)" if i == 0 else None)
    unrel = r.sample(UNRELATED_NEWS, 3)
    for i, (h, name) in enumerate(unrel):
        t = d.T(r.choice([1, 3, 7, 9, 12, 13, 14, 18, 20]), r.uniform(0, 59))
        k = d.add(t, NEWS, _news(d, t, h), kind="near", idiom="headline on an unrelated name" if i == 0 else None)
        if i == 0 and no_route and 6 <= (t - d.s0) / 3_600_000 < 16:
            d.hard(d.after(t, 60, 400), HEAD, f"non abbiamo esposizione su {name}, nessuna azione", "no_route_decision",
                   ["nessuna azione", "non abbiamo esposizione"], "reply", reply=k)
    for h in r.sample(GENERIC_NEWS, 3):
        t = d.T(r.choice([0, 2, 6, 8, 12, 13, 14, 16, 19]), r.uniform(0, 59))
        d.add(t, NEWS, _news(d, t, h), kind="near")


def _alm_morning(d: Day, s: dict) -> str:
    r = d.r
    n1w = r.randint(-450, 380)
    stw = round(6.2 + r.randint(0, 18) / 10, 1)
    wam = r.randint(58, 84)
    peak = round(1.0 + r.randint(0, 8) / 10, 1)
    bt = round(r.uniform(1.8, 4.2), 1)
    s36 = r.randint(1, 4)
    return f"""**ALM daily liquidity note — {d.dstr}** (alm-analyst · draft for the desk, sources TMS / CLM / ALMM)

**1. Overnight position.** Reserves at Banca d'Italia closed yesterday at €{s['res']}bn, of which €{s['df']}bn swept to the deposit facility at 4.00%. With the 0% remuneration of the current account since Sep-23 every euro above the working balance should sit in the DF or be lent out; the sweep ran at 17:45 CET as scheduled. Net cash ladder to 1W is {'+' if n1w >= 0 else ''}{n1w}m, driven by the covered-bond coupon (€{r.randint(40, 90)}m on {(d.date + timedelta(days=3)):%d/%m}) and the roll-off of two ECP lines (XS27…{r.randint(1000, 9999)}, XS27…{r.randint(1000, 9999)}).

**2. Funding mix.** Short-term wholesale stock €{stw}bn: ECP {r.randint(38, 46)}%, CD {r.randint(8, 14)}%, repo {r.randint(28, 36)}%, FX-swap-implied USD {r.randint(6, 11)}%. Weighted average maturity of the ECP book is {wam} days (71 at end-Q1). Money-market-fund demand remains concentrated in 1-3M; 6M tickets are available but the funds ask 4-6bp over 3M for them. CD investors (mostly private-bank mandates) roll at maturity with little price sensitivity.

**3. Market.** €STR fixed {s['estr']:.3f}% on €{r.randint(35, 42)}.{r.randint(0, 9)}bn of volume. GC T/N traded {s['gc_tn'] - 0.01:.2f}-{s['gc_tn'] + 0.01:.2f} on the Eurex pool, i.e. {int(round((4.0 - s['gc_tn']) * 100))}bp below the DFR: the repo-vs-DF carry remains positive but it is balance-sheet heavy (leverage-ratio cost ≈{r.randint(6, 11)}bp at our LR of 5.{r.randint(1, 8)}%). The 4.20% 2034 BTP traded as low as {s['spec34'] - 0.10:.2f} T/N ahead of the mid-month reopening; the Bubill curve is flat at 3.55-3.62 out to Sep-24. EUR/USD 1M swap points around +{s['pts1m']} imply USD funding at roughly SOFR+{r.randint(8, 16)}bp all-in, still cheaper than our USD CP (SOFR+{r.randint(18, 26)}).

**4. Ratios.** LCR estimate {s['lcr']}% (internal floor {s['floor_old']}%), NSFR {s['nsfr']}%. HQLA L1 €{s['hqla']}bn, of which €{round(s['hqla'] * 0.22, 1)}bn encumbered in repo. Intraday: peak T2 usage yesterday €{peak}bn at 14:3{r.randint(0, 9)} CET (coupon settlements), headroom comfortable.

**5. Backtest (reference only).** Re-running 2023 issuance with a rolling 6M ECP strategy instead of 3M would have cost {bt}bp p.a. in spread but cut rollover events from 41 to 22; with 3s6s at ≈{s36}bp today the same trade-off would have favoured 6M from Q4. A buyer of 6M paper at these levels is implicitly pricing fewer than three cuts in 2024, which is also what the OIS curve says.

**6. Own-paper maturities, next 30 days (EUR m).**
```
week      ECP    CD   repo(term)  FX swaps(USD)
W+0      {r.randint(150, 420):>4}   {r.randint(0, 60):>3}   {r.randint(100, 400):>9}   {r.randint(0, 250):>11}
W+1      {r.randint(150, 420):>4}   {r.randint(0, 60):>3}   {r.randint(100, 400):>9}   {r.randint(0, 250):>11}
W+2      {r.randint(150, 420):>4}   {r.randint(0, 60):>3}   {r.randint(100, 400):>9}   {r.randint(0, 250):>11}
W+3      {r.randint(150, 420):>4}   {r.randint(0, 60):>3}   {r.randint(100, 400):>9}   {r.randint(0, 250):>11}
```
Rollover rate on ECP over the last 20 sessions: {r.randint(82, 97)}%. No single week exceeds the 25% concentration guideline.

**7. Collateral.** The ECMS pool holds €{round(r.uniform(2.8, 3.6), 2)}bn of post-haircut value (credit claims {r.randint(55, 70)}%, retained ABS {r.randint(15, 25)}%, the rest marketable). Haircut schedule unchanged since the last ECB review; {r.randint(2, 6)} credit claims dropped out overnight for rating reasons (≈€{r.randint(8, 30)}m). Encumbrance ratio {round(r.uniform(16, 20), 1)}%, well inside the risk appetite (25%). Eurex GC pool: margin call settled, no disputes.

**8. Funding-plan tracking.** YTD wholesale issuance is {r.randint(92, 108)}% of plan pro rata; the CD programme is running slightly behind (private-bank demand shifting to BTP Valore). USD needs for Q2 are covered {r.randint(70, 90)}% via FX swaps already on the book; the remainder is planned through 1M/3M rolls.

**9. Watch items.** {s['auc']} auction today (bid deadline 11:00 CET); ECB MRO allotment 11:30; Letras 6M this week; month-end balance-sheet window dressing by non-EU banks (watch GC around the last two sessions of the month).

{_investor_table(r)}

_Figures preliminary (TMS snapshot 06:15 CET); full tables in the attached workbook._"""


def _investor_table(r: random.Random) -> str:
    rows = []
    tot = [0, 0, 0, 0]
    for name, ecp, cd, repo in (("MMF (EU)", (900, 1400), (0, 50), (0, 0)), ("asset managers", (400, 800), (50, 150), (0, 0)),
                                ("private banks", (50, 150), (200, 400), (0, 0)), ("corporates", (100, 300), (20, 80), (0, 0)),
                                ("banks (bilateral)", (0, 0), (0, 0), (300, 700)), ("CCP (Eurex/LCH)", (0, 0), (0, 0), (800, 1500))):
        e, c, p = r.randint(*ecp), r.randint(*cd), r.randint(*repo)
        dd = r.randint(-60, 60)
        for i, v in enumerate((e, c, p, e + c + p)):
            tot[i] += v
        rows.append(f"{name:<20} {e:>6,} {c:>6,} {p:>6,} {e + c + p:>7,} {dd:>+5}")
    rows.append(f"{'total':<20} {tot[0]:>6,} {tot[1]:>6,} {tot[2]:>6,} {tot[3]:>7,}")
    return ("*Appendix — short-term funding by investor type (EUR m, outstanding).*\n```\n"
            f"{'investor type':<20} {'ECP':>6} {'CD':>6} {'repo':>6} {'total':>7} {'Δ1W':>5}\n" + "\n".join(rows) + "\n```")


def scene_alm(d: Day, s: dict, variant: str):
    r = d.r
    t = d.T(6, r.uniform(20, 35))
    d.add(t, ALM, _alm_morning(d, s), kind="near", idiom="long ALM note with trading words, no decision",
          attachments=[{"id": str(((t - EPOCH) << 22) | (10 << 17) | 7), "filename": f"alm_note_{d.ymd}.xlsx",
                        "size": r.randint(80_000, 140_000), "url": f"https://cdn.discordapp.com/attachments/{d.chan}/alm_note_{d.ymd}.xlsx"}])
    t1 = d.T(15, r.uniform(0, 20))
    d.add(t1, ALM, (f"**ALM pre-close check — {d.dstr}**\n"
                    f"• CLM forecast EOD €{s['res']:.1f}bn, DF sweep est. €{s['df']:.1f}bn (window 17:45 CEST), no MLF need.\n"
                    f"• LCR est. {s['lcr']}% vs floor; NSFR {s['nsfr']}%. Both stable on the day.\n"
                    f"• Open USD gap next week after today's swaps: ≈${r.randint(0, 60)}m, inside tolerance.\n"
                    f"• Repo book: T/N rolls {r.randint(6, 12)}, term repo maturing tomorrow €{r.randint(50, 200)}m; specials on loan: BTP 2034.\n"
                    f"• If GC drifted to 3.95 tomorrow the repo-vs-DF carry would go to ~5bp and the T/N funding would stop adding value; this is a scenario, not a forecast.\n"
                    f"Figures from the 16:55 CEST TMS snapshot."), kind="near")
    # afternoon memo with one buried decision
    t2 = d.T(12, r.uniform(5, 40))
    sz = r.choice([100, 150, 200])
    spr = s["spr6m"]
    lo, hi = r.choice([("1.8", "2.4"), ("2.0", "2.6"), ("1.6", "2.2")])
    cheap = r.randint(3, 6)
    if variant == "ecp6m":
        dec = (f"Given a 3s6s of barely {r.randint(1, 4)}bp and a June cut now fully priced, the desk extends new ECP issuance to 6M: "
               f"we propose to issue €{sz}m of 6M ECP at up to €STR+{spr}bp over the next three sessions via Barclays and Citi.")
        facts = ["issue", f"€{sz}m", "6M ECP", f"€STR+{spr}bp"]
        etype = "trade_proposal"
    elif variant == "df":
        dec = (f"ALCO this morning set a new target for the overnight deposit-facility balance at €{lo}-{hi}bn "
               f"(previously €1.5-2.0bn); any excess above €{hi}bn is to be deployed in GC reverse repo or Bubills.")
        facts = ["deposit-facility balance", f"€{lo}-{hi}bn"]
        etype = "risk_limit"
    else:
        dec = (f"We therefore change our view on the 12M BOT from neutral to overweight: at {s['auc_y'] + 0.02:.2f}% it is "
               f"{cheap}bp cheap to 1Y €STR OIS and the specialness in repo makes carry positive.")
        facts = ["12M BOT", "from neutral to overweight"]
        etype = "thesis_update"
    body = f"""**ALM — funding & liquidity review, {d.dstr} (afternoon)**

Summary of the intraday position and of the points discussed with Liquidity Risk at the 13:00 call.

*Cash and reserves.* The intraday profile followed the forecast within ±€{r.randint(60, 180)}m. The main outflows were the coupon settlements (14:30 CET window) and the ECP redemptions; inflows came from the repo desk's T/N rolls and the {s['auc']} settlement scheduled for later this week. CLM balance at 13:00 CET was €{round(s['res'] + 0.3, 1)}bn, DF balance unchanged at €{s['df']}bn; we do not expect recourse to the marginal lending facility under any of the three forecast scenarios.

*Funding.* Issuance year-to-date is €{r.randint(2, 4)}.{r.randint(1, 9)}bn of ECP and €{r.randint(300, 700)}m of CD, average spread €STR+{r.randint(16, 21)}bp. Investor concentration is within policy (top-5 at {r.randint(38, 47)}%). {dec} The remaining 3M demand will be served on reverse enquiry only, keeping the book's WAM drift positive into the summer.

*USD.* The 1M and 3M EUR/USD swap points (+{s['pts1m']} / +{s['pts3m']}) keep FX-swap funding cheaper than USD CP for tenors up to 3M; the SOFR fixing ({s['sofr']:.2f}%) was stable and USD needs for the week are mostly covered by the swaps already on the book.

*Ratios and stress.* LCR estimate {s['lcr']}%, NSFR {s['nsfr']}%. Under the 30-day idiosyncratic scenario (one-notch downgrade, 25% run-off on uninsured deposits) the survival horizon stays above {r.randint(70, 95)} days. Sensitivity of the LCR to a €500m ECP non-roll is about -{round(r.uniform(2.5, 4.5), 1)}pp.

*Markets colour (not recommendations).* GC remained anchored a few bp below the DFR; Bubills were bid into the end of the day; BTP specials should normalise after the reopening settles. A rising-rates scenario in which the first cut slips to September would cost the ECP book roughly €{r.randint(150, 400)}k in carry over the quarter; a deeper cutting cycle would favour term issuance even more.

*Collateral and encumbrance.* No change in the ECMS pool since the morning note; the two credit claims that dropped out for rating reasons have been replaced with retained-ABS tranches. Encumbrance remains around {round(r.uniform(16, 20), 1)}%. The BTP 2034 lent in repo is counted as encumbered until the return leg; the liquidity buffer figures already reflect this.

*Investor feedback (from dealers).* MMF demand is strongest in 1-3M; two French funds indicated interest in 6M paper from large issuers only; private-bank CD rolls continue at par. Dealers report Nordic and French bank issuance pressure in 3M, which keeps 3M levels sticky around €STR+{r.randint(15, 19)}.

*Scenario table (LCR, %).*
```
scenario                       today   +1W     +1M
base                           {s['lcr']:>5}   {s['lcr'] - 2.1:>5.1f}   {s['lcr'] - 4.8:>5.1f}
ECP non-roll 500m              {s['lcr'] - 3.4:>5.1f}   {s['lcr'] - 5.6:>5.1f}   {s['lcr'] - 8.0:>5.1f}
one-notch downgrade            {s['lcr'] - 9.5:>5.1f}   {s['lcr'] - 12.2:>5.1f}   {s['lcr'] - 15.9:>5.1f}
```

*Open items.* (a) Update of the contingency funding plan triggers to the new ALCO floors; (b) NSFR treatment of the 6M ECP held by related funds; (c) data quality on the T2S settlement-fail feed.

{_investor_table(r)}

— alm-analyst (auto-generated; figures preliminary, sources TMS/CLM/ALMM)"""
    k = d.hard(t2, ALM, body, etype, facts, "buried", idiom="decision buried in a long ALM memo")
    if variant == "ecp6m":
        sz2 = r.choice([x for x in (75, 100, 120) if x < sz] or [sz])
        d.hard(d.after(t2, 600, 1500), HEAD, f"ok per i 6M, ma {sz2}m e non {sz}m. Procedi con Elena.", "trade_approval",
               ["ok per i 6M", f"{sz2}m"], "reply", reply=k)
        d.add(d.after(t2, 1600, 2400), SR, "ricevuto, sento Barclays e Citi per i livelli 6M", reply=k)
    else:
        d.add(d.after(t2, 600, 1500), HEAD, "ricevuto, grazie", kind="noise", reply=k)
    return k


def scene_fx(d: Day, s: dict, two_clips: bool):
    r = d.r
    gap = r.choice([200, 250, 300])
    sz = gap - r.choice([20, 30, 50])
    if two_clips and sz % 2:
        sz += 1
    pts = f"{s['pts1m']:.1f}"
    t = d.T(12, r.uniform(30, 59))
    p = d.hard(t, SR, (f"USD: gap di {gap}m la settimana prossima (cedole + USD CP in scadenza). Propongo sell/buy EUR/USD 1M "
                       f"{sz}m, punti area +{pts}, in competizione JPM/Citi/BNP."),
               "trade_proposal", ["sell/buy EUR/USD 1M", f"{sz}m", f"+{pts}"], "untagged")
    if two_clips:
        ap = ("ok, in due clip", ["ok", "in due clip"])
    else:
        ap = r.choice(APPROVALS[:6])
    t2 = d.after(t, 120, 500)
    d.hard(t2, HEAD, ap[0], "trade_approval", ap[1], "reply", reply=p)
    clips = [sz // 2, sz - sz // 2] if two_clips else [sz]
    cps = r.sample(FX_CPTY, len(clips))
    tt = t2
    for c, (short, full) in zip(clips, cps):
        tt = d.after(tt, 240, 900)
        pp = f"{s['pts1m'] + r.choice([-0.1, -0.05, 0.0, 0.05]):.2f}"
        d.hard(tt, SR, f"s/b EURUSD 1M {c}m @ +{pp} {short}", "trade_fill", ["s/b EURUSD 1M", f"{c}m", f"+{pp}", short],
               "shorthand")
        deal = d.deal("FXS")
        spot = s["eurusd"]
        fwd = spot + float(pp) / 10000
        emb = {"title": "FX swap captured", "author": "TMS · FX",
               "fields": [{"name": "Deal", "value": deal, "inline": True},
                          {"name": "Near leg", "value": f"SELL EUR {c * 1_000_000:,} @ {spot:.4f}", "inline": True},
                          {"name": "Far leg", "value": f"BUY EUR {c * 1_000_000:,} @ {fwd:.6f}", "inline": True},
                          {"name": "Points", "value": f"+{pp}", "inline": True},
                          {"name": "Counterparty", "value": full}],
               "footer": f"TMS · status CAPTURED · MT300 sent"}
        d.hard(d.after(tt, 30, 120), TMS, "", "trade_confirmation", [deal, f"SELL EUR {c * 1_000_000:,}", f"+{pp}"],
               "embed", embeds=[emb])
    d.add(d.after(tt, 100, 600), SR,
          f"paper: s/b 3M 100m @ +{s['pts3m']:.1f} nel modello sandbox, solo per vedere il carry vs USD CP", kind="near")
    return tt


# --------------------------------------------------------------------------------------------
# scenes: optional (each returns nothing; budgeted by max hard count)


def opt_ois(d: Day, s: dict):
    r = d.r
    sz = r.choice([100, 150, 200, 250])
    rate = f"{s['ois1y']:.2f}"
    t = d.T(13, r.uniform(0, 50))
    p = d.hard(t, SR, f"[PROP] pay €STR OIS 1Y {sz}m @ {rate} — hedge del book ECP a tasso fisso", "trade_proposal",
               ["pay", "€STR OIS 1Y", f"{sz}m", rate], "tagged")
    txt, facts = r.choice(APPROVALS)
    t2 = d.after(t, 100, 500)
    d.hard(t2, HEAD, txt, "trade_approval", facts, "reply", reply=p)
    deal = d.deal("OIS")
    t3 = d.after(t2, 200, 700)
    d.hard(t3, TMS, f"EXEC;OIS;{deal};PAY FIXED;ESTR 1Y;{_eur(sz)};{s['ois1y']:.4f};Eurex Clearing;ok", "trade_fill",
           [deal, "PAY FIXED", _eur(sz), f"{s['ois1y']:.4f}"], "structured")
    tp = f"{s['ois1y'] + 0.15:.2f}"
    st = f"{s['ois1y'] - 0.12:.2f}"
    d.hard(d.after(t3, 300, 1200), HEAD, f"payer €STR 1Y: take profit a {tp}, stop {st}", "stop_or_target_change",
           ["take profit", tp, "stop", st], "untagged")


def opt_mro(d: Day, s: dict):
    r = d.r
    sz = r.choice([200, 250, 300, 500])
    t = d.T(6, r.uniform(45, 59))
    p = d.hard(t, SR, (f"MRO settimanale: propongo bid {sz}m a tasso fisso 4.50%, collaterale pool prestiti ABACO. "
                       f"Serve a tenere vivo il canale ECMS e copre il picco cedole di {(d.date + timedelta(days=2)):%d/%m}."),
               "trade_proposal", ["MRO", "bid", f"{sz}m", "4.50%"], "untagged")
    t2 = d.after(t, 120, 600)
    txt, facts = r.choice(APPROVALS[:6])
    d.hard(t2, HEAD, txt, "trade_approval", facts, "reply", reply=p)
    op_id = f"{d.date.year}{r.randint(50, 70):04d}"
    d.hard(d.after(t2, 300, 900), TMS, f"ECB TENDER | MRO {op_id} | bid {_eur(sz)} @ 4.50 fixed | via ECMS/CLM | status=ACCEPTED",
           "trade_confirmation", [f"MRO {op_id}", _eur(sz), "ACCEPTED"], "structured")
    t4 = d.T(9, r.uniform(32, 50))
    emb = {"title": "ECB tender allotment", "description": "Main refinancing operation — fixed rate, full allotment",
           "fields": [{"name": "Operation", "value": f"MRO {op_id}", "inline": True},
                      {"name": "Allotted", "value": _eur(sz), "inline": True},
                      {"name": "Rate", "value": "4.50%", "inline": True},
                      {"name": "Settlement", "value": f"{(d.date + timedelta(days=1)):%d/%m/%Y}", "inline": True},
                      {"name": "Maturity", "value": f"{(d.date + timedelta(days=8)):%d/%m/%Y}", "inline": True}],
           "footer": "TMS · ECMS feed"}
    d.hard(t4, TMS, "", "trade_fill", [f"MRO {op_id}", _eur(sz), "4.50%"], "embed", embeds=[emb])


def opt_df(d: Day, s: dict):
    r = d.r
    amt = s["df"] + r.choice([-0.2, -0.1, 0.0, 0.1, 0.2])
    ref = f"CLM{d.ymd}{r.randint(10000, 99999)}"
    t = d.T(15, r.uniform(44, 52))
    d.hard(t, TMS, f"STANDING FACILITY | Deposit Facility | overnight | {_eur(amt * 1000)} | 4.00% | ref {ref} | status=BOOKED",
           "trade_confirmation", ["Deposit Facility", _eur(amt * 1000), ref, "BOOKED"], "structured")


def opt_buyback(d: Day, s: dict):
    r = d.r
    inv = r.choice(["Allianz GI", "Eurizon", "Generali Investments"])
    bb = r.choice([10, 15, 20, 25])
    y = f"{s['estr'] + 0.05:.2f}"
    mat = r.choice(["Jun-24", "Jul-24"])
    t = d.T(9, r.uniform(0, 50))
    p = d.hard(t, SR, f"{inv} vuole rivendere {bb}m del nostro CD {mat}. Buyback a {y}%? Ci toglie un rollover.",
               "trade_proposal", ["Buyback", f"{bb}m", f"CD {mat}", f"{y}%"], "untagged")
    d.hard(d.after(t, 200, 900), HEAD, "no grazie, lascia scadere — la liquidità di giugno ci serve", "trade_approval",
           ["no grazie", "lascia scadere"], "reply", reply=p)


def opt_bubill(d: Day, s: dict):
    r = d.r
    sz = r.choice([20, 25, 30, 50])
    y = f"{s['bub']:.2f}"
    t = d.T(r.choice([10, 11]), r.uniform(0, 50))
    d.hard(t, JR, f"b {sz}m Bubill Sep-24 @ {y} DZ ✅", "trade_fill", [f"b {sz}m", "Bubill Sep-24", y], "shorthand")


def opt_special_fill_thesis(d: Day, s: dict):
    r = d.r
    t = d.T(11, r.uniform(0, 50))
    d.hard(t, SR, "Confermo la view sul BTP 2034: resta special almeno fino al regolamento dell'asta, continuiamo a prestarlo T/N rollando.",
           "thesis_update", ["Confermo la view", "BTP 2034", "resta special"], "untagged")


def opt_bot_thesis(d: Day, s: dict):
    r = d.r
    t = d.T(10, r.uniform(10, 55))
    y = f"{s['auc_y']:.2f}"
    d.hard(t, HEAD, f"View sul {s['auc']}: passiamo da neutrali a costruttivi, a {y} è cheap vs OIS. Non cambia il limite, cambia l'appetito.",
           "thesis_update", [s["auc"], "da neutrali a costruttivi"], "untagged")


def opt_alm_route(d: Day, s: dict):
    r = d.r
    t = d.T(14, r.uniform(0, 40))
    q = d.add(t, RISK, "@alm-analyst can we get the NSFR sensitivity to the 6M ECP held by related funds before ALCO prep?")
    d.hard(d.after(t, 30, 120), ALM, "Routing: NSFR sensitivity request (Paul) → liquidity-risk agent `lr-agent`, ETA 16:30 CET. Ticket ALM-4471.",
           "route_decision", ["Routing", "liquidity-risk agent", "ALM-4471"], "reply", reply=q)


def opt_no_route_fail(d: Day, s: dict):
    r = d.r
    prev = f"REPO-{d.prev_ymd}-{r.randint(191, 260):04d}"
    t = d.T(7, r.uniform(0, 40))
    d.hard(t, MO, f"il fail di ieri su {prev} è rientrato stanotte nel ciclo notturno T2S — nessuna azione, non lo giro a nessuno.",
           "no_route_decision", ["nessuna azione", prev], "untagged")


def opt_alm_no_route(d: Day, s: dict):
    r = d.r
    t = d.T(11, r.uniform(0, 50))
    d.hard(t, ALM, "No route: the Banca d'Italia statistical notice on reserve-holding calendars is informational only — no action for the desk, filed.",
           "no_route_decision", ["No route", "no action for the desk"], "untagged")


def opt_forgotten_cd(d: Day, s: dict):
    r = d.r
    sz = r.choice([30, 40, 50])
    y = f"{s['estr'] + 0.10:.2f}"
    client = r.choice(["Fondo Pensione Geometri", "Cassa Forense", "Fondazione Cariplo"])
    t = d.T(9, r.uniform(0, 50))
    k = d.hard(t, SR, f"Propongo CD 6M {sz}m a {client} a {y}% — nota interna: il cliente è sotto osservazione crediti, non girare fuori.",
               "trade_proposal", ["CD 6M", f"{sz}m", f"{y}%"], "untagged")
    d.op("forget", d.after(t, 1200, 3000), key=k, by=MOD)


def opt_sofr(d: Day, s: dict):
    r = d.r
    sz = r.choice([50, 75, 100])
    rate = f"{s['sofr1y']:.2f}"
    t = d.T(14, r.uniform(10, 55))
    p = d.hard(t, SR, f"rec SOFR OIS 1Y {sz}m @ {rate}? chiude metà del gap di tasso sul USD CP", "trade_proposal",
               ["rec SOFR OIS 1Y", f"{sz}m", rate], "shorthand")
    txt, facts = r.choice(APPROVALS[:6])
    d.hard(d.after(t, 120, 500), HEAD, txt, "trade_approval", facts, "reply", reply=p)


def opt_second_fill(d: Day, s: dict):
    r = d.r
    sz = r.choice([30, 40, 50])
    rate = f"{s['gc_tn'] - 0.01:.2f}"
    t = d.T(8, r.uniform(30, 55))
    d.hard(t, JR, f"[FILL] GC O/N {sz}m @ {rate} su MTS Repo, chiude il buco di stasera", "trade_fill",
           ["[FILL]", "GC O/N", f"{sz}m", rate], "tagged")


def opt_extra_news(d: Day, s: dict):
    r = d.r
    used = {m["content"] for m in d.msgs if m["who"] is NEWS}
    cands = [h for h in HELD_NEWS if not any(h[0].lstrip("*")[:30] in u for u in used)]
    h, facts, _ = r.choice(cands)
    t = d.T(r.choice([7, 9, 12, 14]), r.uniform(0, 59))
    d.hard(t, NEWS, _news(d, t, h), "held_position_news", facts, "structured")


OPTIONAL = [
    (opt_ois, 4), (opt_mro, 4), (opt_df, 1), (opt_buyback, 2), (opt_bubill, 1), (opt_special_fill_thesis, 1),
    (opt_bot_thesis, 1), (opt_alm_route, 1), (opt_no_route_fail, 1), (opt_alm_no_route, 1), (opt_forgotten_cd, 1),
    (opt_sofr, 2), (opt_second_fill, 1), (opt_block, 3), (opt_extra_news, 1),
]


# --------------------------------------------------------------------------------------------
# near misses and chatter


def near_misses(d: Day, s: dict):
    r = d.r
    # broker runs (indications, not the desk's trades)
    runs = [_run_repo, _run_ecp, _run_fx, _run_ois, _run_bills] + [_run_repo, _run_repo, r.choice([_run_fx, _run_bills]), r.choice([_run_ecp, _run_ois])]
    r.shuffle(runs)
    hours = sorted(r.sample([5, 6, 6, 7, 7, 8, 9, 10, 11, 12, 13, 14], len(runs)))
    for i, (fn, h) in enumerate(zip(runs, hours)):
        t = d.T(h, r.uniform(0, 59))
        d.add(t, BRK, _mail(d, t, fn(d, s, t)), kind="near", idiom="broker email run (indications only)" if i == 0 else None,
              attachments=[{"id": str(((t - EPOCH) << 22) | (8 << 17) | i), "filename": f"runs_{_iso(t)[11:16].replace(':', '')}.pdf",
                            "size": r.randint(30_000, 90_000), "url": f"https://cdn.discordapp.com/attachments/{d.chan}/runs.pdf"}]
              if r.random() < 0.4 else None)
    t = d.T(15, r.uniform(20, 59))
    d.add(t, BRK, _mail(d, t, _recap(d, s)), kind="near", idiom="broker recap of other banks' trades")
    # history
    d.add(d.T(9, r.uniform(0, 59)), HEAD,
          f"Ricordo che a Q1 avevamo fatto 300m di ECP 6M a €STR+26 e ci è andata bene, ma il contesto era diverso.",
          kind="near", idiom="last quarter's deal told as history")
    d.add(d.T(13, r.uniform(0, 59)), JR, "last quarter we lent the 34s at 2.85 for most of March, specialness was crazy",
          kind="near")
    # hypotheticals / questions
    d.add(d.T(8, r.uniform(0, 59)), SR, "se il fixing €STR sale ancora potremmo anche spostare 200m dal DF al GC reverse… da valutare",
          kind="near")
    for who, q in r.sample([
        (SR, "quanto abbiamo di linea residua su Natixis?"),
        (JR, "facciamo il T/N su Eurex pool o bilaterale con Intesa?"),
        (JR, "@Elena i punti 1M sono ancora sopra 12.5?"),
        (HEAD, "perché il CD di giugno non è ancora in TMS?"),
        (JR, "chi ha il contatto in Candriam per il 3M?"),
        (SR, "la linea ECMS è ancora giù o hanno risolto?"),
        (MO, "qualcuno sa se il margin call Eurex di stamattina è già regolato?"),
    ], 4):
        d.add(d.human_curve_time(), who, q, kind="near")
    # other desk's trade
    d.add(d.T(10, r.uniform(0, 59)), JR, "FYI il desk tassi ha pagato 10Y swap 200m contro BTP, non è roba nostra ma muove il 34",
          kind="near")
    # rehearsal line from TMS
    t = d.T(5, r.uniform(5, 30))
    d.add(t, TMS, f"TEST DEAL — ignore | REPO-TEST-{r.randint(1, 99):04d} | GC O/N | EUR 1 | 0.000% | cpty=INTERNAL | status=CAPTURED",
          kind="near", idiom="TMS rehearsal 'TEST DEAL — ignore'")


BROKER_COLOUR = [
    "Colour: quiet open, real money still long cash into the reopening; Nordic names lending T/N size, French banks bid for term. "
    "We expect GC to stay a few bp under the DFR into month-end.",
    "Colour: specials busy — the 34s remain the most expensive BTP line on the screen; the street is short ahead of the reopening "
    "and borrowers are rolling T/N rather than locking term.",
    "Colour: MMF cash going into 1M; little appetite past June. Issuers keep 3M levels sticky, 6M offered but thin. "
    "Quarter-end turn not yet visible in the 3M quotes.",
    "Colour: swap points drifted after the US data, then recovered; basis stable. A couple of European banks were active "
    "in 1M and 3M sell/buys, mostly for quarter-end coverage.",
    "Colour: bills well bid, domestic retail buying BOT in the auction and in secondary; Bubills supported by the cut in Q2 supply.",
]


def _mail(d: Day, t: int, body: str) -> str:
    subj = body.splitlines()[0].replace("FW: ", "")
    return (f"📧 forwarded by broker-mail · {_iso(t)[11:19]} UTC\n"
            f"From: {subj.split(' — ')[0]} <mm-desk-eu@broker.example>\nTo: treasury-mm-dist@bcp.example\n"
            f"Subject: FW: {subj}\n\n" + "\n".join(body.splitlines()[1:]) + "\n\n" + d.r.choice(BROKER_COLOUR)
            + "\n\nThis communication is for professional clients and eligible counterparties only. Prices are indicative, "
              "not firm, and may change without notice; no representation is made as to accuracy. Calls may be recorded.")


def _run_repo(d: Day, s: dict, t: int) -> str:
    r = d.r
    g = s["gc_tn"] + r.choice([-0.01, 0.0, 0.0, 0.01])
    b = r.choice(BROKERS)
    s = dict(s, spec34=s["spec34"] + r.choice([-0.05, 0.0, 0.05]))
    return f"""FW: {b} — EUR repo runs {_iso(t)[11:16]} UTC
GC (ECB basket, Eurex pool)
  O/N   {g + 0.02:.2f} / {g - 0.01:.2f}
  T/N   {g + 0.01:.2f} / {g - 0.02:.2f}
  S/N   {g + 0.02:.2f} / {g - 0.01:.2f}
  1W    {g + 0.03:.2f} / {g:.2f}
  1M    {g + 0.02:.2f} / {g - 0.02:.2f}
Specials (T/N)
  BTP 4.20% 03/34   {s['spec34'] + 0.02:.2f} / {s['spec34'] - 0.12:.2f}
  BTP 3.85% 12/29   {g - 0.15:.2f} / {g - 0.27:.2f}
  DBR 2.20% 02/34   {g - 0.50:.2f} / {g - 0.65:.2f}
  OAT 3.00% 11/34   {g - 0.25:.2f} / {g - 0.37:.2f}
  SPGB 3.25% 04/34  {g - 0.08:.2f} / {g - 0.18:.2f}
  BTP 3.50% 02/31   {g - 0.10:.2f} / {g - 0.22:.2f}
Term GC (Eurex pool, ECB basket): 2M {g + 0.01:.2f}/{g - 0.03:.2f} · 3M {g - 0.01:.2f}/{g - 0.05:.2f} · quarter-end turn {r.randint(3, 9)}bp
Indications only, subject to availability and credit. Please call the desk to trade.
--
{b} · Money Markets · This message is confidential and intended only for the addressee. It does not constitute an offer or solicitation."""


def _run_ecp(d: Day, s: dict, t: int) -> str:
    e = s["estr"]
    b = d.r.choice(BROKERS)
    return f"""FW: {b} — ECP/CD secondary & primary indications (A-2/P-2 Italian banks)
tenor   bid (€STR+)   offer (€STR+)   all-in mid
1M      12            8               {e + 0.10:.3f}
3M      19            15              {e + 0.17:.3f}
6M      25            20              {e + 0.225:.3f}
12M     33            27              {e + 0.30:.3f}
Axes: MMF buyers in 1-3M; 6M demand thin but improving; supply from Nordic/French issuers heavy in 3M.
Indications only — not an offer. Levels are for information of professional clients."""


def _run_fx(d: Day, s: dict, t: int) -> str:
    b = d.r.choice(BROKERS)
    p1, p3 = s["pts1m"], s["pts3m"]
    return f"""FW: {b} — EUR/USD FX swap points {_iso(t)[11:16]} UTC (spot ref {s['eurusd']:.4f})
O/N   +0.42 / +0.44
T/N   +0.41 / +0.43
1W    +{p1 / 4.3:.2f} / +{p1 / 4.3 + 0.05:.2f}
1M    +{p1 - 0.1:.1f} / +{p1 + 0.1:.1f}
3M    +{p3 - 0.2:.1f} / +{p3 + 0.2:.1f}
6M    +{p3 * 1.93:.1f} / +{p3 * 1.93 + 0.5:.1f}
Implied USD vs SOFR: 1M +{d.r.randint(8, 14)}bp, 3M +{d.r.randint(10, 17)}bp. Quarter-end turn not yet priced in 3M.
Indicative levels only."""


def _run_ois(d: Day, s: dict, t: int) -> str:
    b = d.r.choice(BROKERS)
    return f"""FW: {b} — €STR OIS & SOFR OIS mid-market {_iso(t)[11:16]} UTC
€STR  3M {s['estr'] - 0.06:.3f} | 6M {s['ois1y'] + 0.22:.3f} | 1Y {s['ois1y']:.3f} | 2Y {s['ois2y']:.3f} | 5Y {s['ois2y'] - 0.38:.3f}
SOFR  3M {s['sofr'] - 0.03:.3f} | 6M {s['sofr'] - 0.12:.3f} | 1Y {s['sofr1y']:.3f} | 2Y {s['sofr1y'] - 0.42:.3f}
ECB dated OIS: Jun meeting -{d.r.randint(19, 24)}bp priced, Jul cumulative -{d.r.randint(31, 38)}bp, Dec cumulative -{d.r.randint(68, 80)}bp.
Flows: real money receiving 2Y; a couple of banks paying 1Y vs fixed-rate issuance. Indications only."""


def _run_bills(d: Day, s: dict, t: int) -> str:
    b = d.r.choice(BROKERS)
    y = s["auc_y"]
    return f"""FW: {b} — Bills secondary {_iso(t)[11:16]} UTC
BOT 14/06/24   {y + 0.32:.3f} / {y + 0.28:.3f}
BOT 12/07/24   {y + 0.27:.3f} / {y + 0.23:.3f}
BOT 14/03/25   {y + 0.03:.3f} / {y - 0.01:.3f}
Bubill Sep-24  {s['bub'] + 0.02:.3f} / {s['bub'] - 0.02:.3f}
Bubill Mar-25  {s['bub'] - 0.08:.3f} / {s['bub'] - 0.12:.3f}
Letras 6M      {y + 0.17:.3f} / {y + 0.13:.3f}
BTF 3M         {y + 0.36:.3f} / {y + 0.32:.3f}
Indicative only. Sizes on request."""


def _recap(d: Day, s: dict) -> str:
    r = d.r
    b = r.choice(BROKERS)
    g = s["gc_tn"]
    return f"""FW: {b} — end-of-day recap (trades seen, names with consent)
• BBVA lent 1.5bn GC T/N @ {g:.2f} on Eurex pool
• Intesa paid 2Y €STR OIS 500m @ {s['ois2y'] + 0.01:.3f}
• a Nordic bank printed 6M ECP €200m @ €STR+24
• Rabobank s/b EUR/USD 3M 400m @ +{s['pts3m'] + 0.2:.1f}
• UniCredit took BTP 3.85% 12/29 special T/N 150m @ {g - 0.25:.2f}
• ABN lent DBR 02/34 1W 250m @ {g - 0.55:.2f}
Volumes in GC about 15% below last week's average; specials busy ahead of the mid-month BTP reopening.
--
{b} · This recap is for information only and does not constitute a record of your trades."""


# (author, text, earliest UTC hour, latest UTC hour)
CHAT = [
    (SR, "GC molto offerto stamattina, tanta cash in giro dopo i rimborsi TLTRO. Le banche del nord Europa prestano tutto sul T/N", 6, 9),
    (JR, "Eurex pool: haircut invariati, nessun cambio sui basket ECB ed ECB EXTended", 5, 8),
    (JR, "T2 lento oggi, le liquidity transfer da CLM a RTGS ci mettono 3-4 minuti invece dei soliti 30 secondi", 6, 11),
    (SR, "intraday: il picco deflussi è alle 14:30 per le cedole, siamo coperti con margine", 8, 11),
    (RISK, "LCR numbers from this morning's run look consistent with yesterday, no surprises on the outflow side", 6, 9),
    (JR, "MTS Repo ha riavviato la sessione alle 9:40, ora tutto ok, ordini ripristinati", 7.7, 9),
    (SR, "Bubills molto richiesti, i fondi stanno allungando sulla parte 6-9 mesi", 7, 14),
    (HEAD, "ricordo a tutti la call ALCO di giovedì alle 9. Slide funding a me entro mercoledì sera, grazie", 6, 15),
    (MO, "conferme MT320 di ieri tutte matchate tranne una su Deutsche (data valuta diversa), la sto seguendo", 6, 9),
    (JR, "specialness sul 34 in aumento, lo vedono tutti più corto prima della riapertura", 6, 12),
    (SR, "Amundi chiede solo 1-3M, sul 6M niente per ora. Candriam forse settimana prossima", 6, 12),
    (JR, "i broker dicono che la fine mese si sentirà già dal 25, le banche estere chiudono i bilanci prima", 6, 15),
    (SR, "SOFR stabile, FRA-OIS tranquillo, nessuna tensione sul dollaro a breve", 12.5, 16),
    (HEAD, "per favore teniamo il blotter aggiornato prima delle 17, ieri mancavano due deal e il MO ha dovuto rincorrerli", 6, 13),
    (MO, "il margin call Eurex è regolato, nessun problema. Importo in linea con ieri", 8.6, 12),
    (JR, "Tradition mi manda runs ogni 10 minuti, ho messo un filtro sulla casella, qui arrivano solo quelli inoltrati", 6, 12),
    (SR, "WAM del book ECP a 72 giorni, sale piano ma sale", 7, 15),
    (RISK, "reminder: intraday liquidity report due by 15:00 CET for the supervisor template (C 66.01), same format as last month", 9, 12.5),
    (JR, "ECMS ok di nuovo, avevano un problema sul pool, ora i valori post-haircut tornano", 7, 12),
    (SR, "i punti 1M si sono mossi di 0.3 dopo il dato USA, poi rientrati", 12.6, 15),
    (HEAD, "teniamo d'occhio lo spread BTP-Bund, se passa 145 ne parliamo con rischio", 7, 15),
    (MO, "CLS ok, nessuna coda. Pay-in completato alle 9:02", 7.1, 10),
    (JR, "BrokerTec un po' lento in apertura, ordini con 2-3 secondi di latenza", 5.8, 6.8),
    (SR, "CDP ha chiamato per il rollover del loro deposito, li richiamo io dopo pranzo", 8, 10.5),
    (JR, "pranzo veloce, torno in 20 minuti. Se serve chiamatemi", 10.2, 11.5),
    (SR, "i fondi monetari francesi oggi sono tutti sul 1M, niente oltre giugno", 7, 14),
    (HEAD, "buon lavoro a tutti, oggi giornata piena tra asta, MRO e funding USD", 5.5, 6.2),
    (RISK, "the encumbrance ratio ticked up to 18.4%, still well within appetite. Nothing further from my side", 9, 15),
    (JR, "O/N su MTS scambiato 3 bp sotto il T/N, strano, forse qualcuno con cash in eccesso da piazzare", 6, 10),
    (MO, "Monte Titoli ok, regolamenti in linea con le attese, nessun fail aperto oltre quello noto", 9, 15),
    (SR, "ho aggiornato il foglio del funding plan con le scadenze di maggio, lo trovate nella cartella ALCO", 9, 16),
    (JR, "qualcuno ha visto l'email di BGC? il PDF allegato non si apre", 7, 14),
    (SR, "la curva ECP è praticamente piatta tra 3M e 6M, interessante per la WAM", 7, 12),
    (JR, "GC pooling ECB EXTended più caro di 1bp, normale", 6, 10),
    (RISK, "stress test inputs for Q2 are locked, thanks all for the quick turnaround", 12, 16),
    (MO, "mi mancano le SSI aggiornate di Natixis, le ho chieste via email stamattina", 8, 14),
    (JR, "€STR volumi in calo ultimamente, sotto i 40bn da una settimana", 6.1, 12),
    (SR, "JPM stretto sui punti oggi, Citi più aggressivo sul 1M", 12, 15.5),
    (JR, "ho sistemato i template dei ticket in TMS, ora il campo ISIN è obbligatorio anche per il GC", 9, 16),
    (MO, "regolamento BOT di ieri ok, titoli in conto Monte Titoli", 6, 9),
    (RISK, "NSFR projection for end-Q2 is in the ALCO folder, v3 with the new ASF weights", 8, 15),
    (JR, "volumi BrokerTec bassi, tutti aspettano l'asta prima di muoversi", 7, 8.8),
    (SR, "Candriam vorrebbe anche 2M, vediamo cosa riusciamo a fare sul prezzo", 7, 13),
    (JR, "il feed Eurex dei prezzi GC ha un buco 10:12-10:15, segnalato all'help desk", 8.3, 10),
    (SR, "USD CP: livelli invariati, SOFR+22 sul 3M, poca domanda dai fondi USA sui nomi italiani", 12.5, 16),
    (MO, "ho aperto ticket per il fail di settimana scorsa, ancora nessuna risposta dalla controparte", 8, 15),
    (JR, "T/N scambiato tutta la mattina tra {lo} e {hi}, pochi size grandi", 9.5, 11),
    (SR, "€STR fixing {estr}, in linea con le attese", 6.1, 8),
    (JR, "DF a {df}bn stasera se non cambia nulla nel pomeriggio", 11, 15),
    (RISK, "LCR intraday estimate {lcr}% at 12:00, stable versus the morning run", 10.1, 11),
    (SR, "spot EURUSD {fx}, punti 1M +{p1}, il mercato è tranquillo", 6, 15),
    (JR, "Bubill Sep-24 {bub} bid, poco offerto, i fondi se li tengono", 6, 14),
    (MO, "ricordo che venerdì T2S ha la finestra di manutenzione, niente regolamenti dopo le 18", 7, 15),
    (SR, "Barclays dice che i fondi UK tornano sul 3M dopo Pasqua, vedremo", 6, 14),
    (JR, "MTS ha cambiato il tick size sui BOT, ora 0.001", 6, 15),
    (RISK, "Paul here: the new outflow rates for operational deposits are now live in the LCR engine", 6, 12),
]
# short dialogues: (question author, question, answer author, answer, earliest UTC hour, latest UTC hour)
PAIRS = [
    (HEAD, "Elena, dopo mi fai un punto sul gap USD di maggio? anche solo due righe", SR, "certo, dopo le 15 quando si calma il mercato dei punti", 9, 12),
    (HEAD, "chi copre la sala domani pomeriggio? io sono in comitato dalle 14", JR, "io ci sono, Elena ha la call con i dealer ECP", 9, 15),
    (JR, "qualcuno ha il nuovo contatto di Kyte per i runs FX?", SR, "te lo giro in privato", 7, 14),
    (MO, "Tommaso, il ticket delle 9:15 ha la data valuta sbagliata, lo correggi tu in TMS?", JR, "fatto, era un refuso sul far leg", 7.3, 11),
    (RISK, "Elena, is the CP maturity profile in the ALCO pack already net of today's prints?", SR, "not yet, I'll refresh it after the close", 12, 15),
]
# level chatter that can be repeated with different numbers
LEVEL_CHAT = [
    (JR, "T/N {a} / {b} su BrokerTec, size piccole"),
    (JR, "Eurex pool O/N {a}, T/N {b}"),
    (SR, "punti 1M +{p} / +{p2}, 3M +{q}"),
    (JR, "34s T/N special {sp} bid sullo schermo"),
    (SR, "€STR OIS 1Y {o} mid, 2Y {o2}"),
    (JR, "Bubill Sep-24 {y} / {y2}"),
    (SR, "EURUSD {fx}, tranquillo"),
    (JR, "GC 1W {c} offerto, nessuno lo prende"),
]


LONG_CHAT = [
    (HEAD, "Punto di metà giornata: funding T/N fatto, asta in corso di regolamento, USD da chiudere nel pomeriggio. "
           "Il carry repo vs DF resta positivo ma non voglio gonfiare il bilancio a fine mese: teniamo il totale repo "
           "dentro i numeri che abbiamo visto in ALCO. Per l'ECP continuiamo a servire la domanda dei fondi sul 3M."),
    (SR, "Sul dollaro: i punti 1M sono tornati sui livelli di inizio mese, la base è stabile e il CP USD resta più caro "
         "di 8-10bp rispetto al sintetico via FX swap. Il gap della settimana prossima nasce dalle cedole sui bond USD e "
         "da due scadenze di CP. Nessuna urgenza, ma non aspetterei la fine trimestre."),
    (RISK, "Quick note on the LCR floor discussion: the internal floor is a management buffer above the 100% regulatory "
           "minimum; going below it means an escalation to ALCO, not a regulatory event. Happy to walk anyone through "
           "the engine's warning logic. Intraday we monitor the T2 minimum balance separately."),
    (JR, "Note per chi entra domani: il T/N sul pool Eurex è il canale più liquido fino alle 10, poi si sposta sul "
         "bilaterale. Le specials BTP si trovano meglio via BrokerTec. Ricordarsi di inserire l'ISIN anche sui GC in "
         "TMS altrimenti lo STP scarta il ticket."),
    (MO, "Riepilogo regolamenti: tutti i deal di ieri regolati tranne quello già segnalato, margin call Eurex "
         "regolato, CLS pay-in completato. Le conferme MT320 arrivano con ritardo da due controparti, le sollecito io. "
         "Niente da segnalare su Monte Titoli."),
    (SR, "Feedback dai dealer ECP: domanda concentrata 1-3M, sul 6M arriva qualcosa solo dai fondi francesi grandi. "
         "Le banche nordiche stanno emettendo molto sul 3M e tengono i livelli fermi. Il nostro nome è ben visto, "
         "nessun problema di capacità."),
    (HEAD, "Ricordo le regole del canale: proposte con strumento, size e livello; approvazione mia in risposta al "
           "messaggio; eseguito e TMS qui sotto. Le chiacchiere sui livelli vanno bene, ma non confondiamole con le "
           "proposte."),
]


def chatter(d: Day, s: dict, n: int):
    r = d.r
    windows = {"Punto di metà": (9.8, 10.8), "Sul dollaro": (11.5, 13.5), "Quick note": (8.6, 12), "Note per chi": (14, 16),
               "Riepilogo regolamenti": (9, 12), "Feedback dai dealer": (8, 13), "Ricordo le regole": (5.9, 7)}
    for who, txt in r.sample(LONG_CHAT, r.randint(4, 6)):
        lo, hi = next(v for k, v in windows.items() if txt.startswith(k))
        d.add(d.T(r.uniform(lo, hi)), who, txt)
        n -= 1
    for qa, q, aa, ans, lo, hi in r.sample(PAIRS, 3):
        t = d.T(r.uniform(lo, hi))
        k = d.add(t, qa, q)
        d.add(d.after(t, 40, 400), aa, ans, reply=k)
        n -= 2
    pool = list(CHAT)
    r.shuffle(pool)
    fmt = dict(lo=f"{s['gc_tn'] - 0.01:.2f}", hi=f"{s['gc_tn'] + 0.01:.2f}", estr=f"{s['estr']:.3f}", df=f"{s['df']}",
               lcr=f"{s['lcr']}", fx=f"{s['eurusd']:.4f}", p1=f"{s['pts1m']:.1f}", bub=f"{s['bub']:.2f}")
    for who, txt, lo, hi in pool[:max(0, n)]:
        d.add(d.T(r.uniform(lo, hi)), who, txt.format(**fmt))
    for _ in range(max(0, n - len(pool))):
        who, txt = r.choice(LEVEL_CHAT)
        g = s["gc_tn"] + r.choice([-0.01, 0.0, 0.01])
        txt = txt.format(a=f"{g + 0.01:.2f}", b=f"{g - 0.01:.2f}", c=f"{s['gc_1w']:.2f}",
                         p=f"{s['pts1m'] + r.choice([-0.2, -0.1, 0, 0.1]):.1f}", p2=f"{s['pts1m'] + 0.2:.1f}",
                         q=f"{s['pts3m'] + r.choice([-0.2, 0, 0.2]):.1f}", sp=f"{s['spec34'] + r.choice([-0.05, 0, 0.05]):.2f}",
                         o=f"{s['ois1y'] + r.choice([-0.01, 0, 0.01]):.2f}", o2=f"{s['ois2y']:.2f}",
                         y=f"{s['bub'] + r.choice([-0.01, 0, 0.01]):.2f}", y2=f"{s['bub'] - 0.03:.2f}",
                         fx=f"{s['eurusd'] + r.choice([-0.0008, 0, 0.0007]):.4f}")
        d.add(d.human_curve_time(), who, txt)


# --------------------------------------------------------------------------------------------
# noise


def _ladder(d: Day, s: dict, h: int, drift: float) -> str:
    r = d.r
    rows = []
    cum = 0
    for b, scale in (("O/N", 1), ("T/N", 1), ("1W", 2), ("2W", 1.5), ("1M", 3), ("2M", 2.5), ("3M", 6), ("6M", 8),
                     ("9M", 7), ("1Y", 11), ("18M", 9), ("2Y", 10), (">2Y", 14)):
        inf = int(r.uniform(800, 1400) * scale)
        out = -int(inf + r.uniform(-250, 250) * scale + drift)
        net = inf + out
        cum += net
        ecp = int(out * r.uniform(0.15, 0.3))
        rep = int(out * r.uniform(0.2, 0.4))
        fx = int(out * r.uniform(0.05, 0.15))
        rows.append(f"{b:<5} {inf:>8,} {out:>9,} {net:>+7,} {cum:>+7,} {ecp:>7,} {rep:>7,} {fx:>6,} {r.randint(-40, 40):>+5}")
    local = (h + 2) % 24
    lcr = s["lcr"] + r.uniform(-1.5, 1.5)
    usd = [r.randint(-60, 90), r.randint(-200, 40), r.randint(-300, -80), r.randint(-50, 150)]
    l1 = s["hqla"] + r.uniform(-0.1, 0.1)
    l2 = r.uniform(0.5, 0.8)
    pool = r.uniform(2.8, 3.4)
    return ("[liq-forecast] cash ladder @ %02d:00 CEST · run %s · src=TMS+CLM · EUR m\n```\n" % (local, _iso(d.T(h, 0, 3))[:19] + "Z")
            + "bucket  inflow   outflow     net     cum  o/w ECP  o/w repo  o/w FX  Δrun\n" + "\n".join(rows)
            + f"\nUSD   O/N {usd[0]:+} | 1W {usd[1]:+} | 1M {usd[2]:+} | 3M {usd[3]:+} · FX-swap rolls due 5d: {r.randint(1, 4)}"
            + "\n```\n"
            + f"CB reserves {s['res'] + r.uniform(-0.2, 0.2):.2f}bn | DF {s['df']:.2f}bn | HQLA L1 {l1:.2f}bn | L2A {l2:.2f}bn | ECB pool (non-HQLA) {pool:.2f}bn | CBC total {l1 + l2 + pool:.2f}bn\n"
            + f"LCR est {lcr:.1f}% | NSFR est {s['nsfr']:.1f}% | survival horizon idio {r.randint(78, 96)}d / combined {r.randint(55, 70)}d | intraday headroom {r.uniform(2.1, 3.4):.2f}bn\n"
            + f"top-5 flows next 24h: {', '.join(f'{n} {r.randint(-400, 400):+}' for n in r.sample(['ECP IPA', 'Eurex CCP', 'CLS', 'Monte Titoli', 'BTP coupons', 'retail outflows', 'corporate deposits', 'covered bond agent'], 5))}\n"
            + f"next run {(local + 1) % 24:02d}:00 · job liq-ladder-hourly ok ({r.uniform(3, 9):.1f}s) · {r.randint(1900, 2300)} cash-flow records")


def _intraday(d: Day, s: dict, h: int) -> str:
    r = d.r
    out_ = r.uniform(1.0, 1.6) * (h - 4)
    in_ = out_ * r.uniform(0.9, 1.05)
    return (f"[liq-forecast] T2 intraday monitor {(h + 2) % 24:02d}:00 CEST\n"
            f"CLM {s['res'] + r.uniform(-0.3, 0.3):.2f}bn · RTGS DCA {r.uniform(0.8, 1.5):.2f}bn · T2S DCA {r.uniform(0.4, 0.9):.2f}bn · auto-collateral 0.00bn\n"
            f"payments out since 07:00 {out_:.2f}bn · in {in_:.2f}bn · queued {r.randint(0, 5)} ({r.uniform(0, 0.3):.2f}bn)\n"
            f"largest pending: {r.choice(['CCP margin Eurex', 'CLS pay-in', 'coupon BTP agent', 'ECP redemption IPA'])} {r.uniform(0.05, 0.4):.2f}bn\n"
            f"throughput vs guideline: {min(99, 8 * (h - 4) + r.randint(0, 6))}% ✅ · reservations urgent 0.30bn / high 0.50bn · LT CLM→RTGS {r.randint(1, 6)}\n"
            f"ancillary systems: CLS {'settled' if h >= 8 else 'pay-in pending'} · Euronext Clearing ok · Eurex margin {'settled' if h >= 9 else 'due 10:30'} · T2S night-time cycle fails {r.randint(0, 3)}\n"
            f"forecast EOD CLM balance {s['res'] + r.uniform(-0.2, 0.2):.2f}bn → DF sweep est. {s['df'] + r.uniform(-0.2, 0.2):.2f}bn (17:45 CEST)")


def _usage_table(d: Day, s: dict) -> str:
    r = d.r
    rows = [("LCR buffer", f"{s['lcr']}%", f"≥{s['floor_old']}%"), ("NSFR", f"{s['nsfr']}%", "≥115%"),
            ("Intraday min (T2)", f"€{r.uniform(2.0, 3.2):.1f}bn", "≥€1.0bn"), ("Encumbrance ratio", f"{r.uniform(16, 20):.1f}%", "≤25%")]
    for cp in r.sample(REPO_CPTY, 5):
        rows.append((f"Cpty line {cp}", f"{r.randint(15, 78)}%", f"{r.choice([150, 200, 250, 300, 400])}m"))
    rows.append(("ECP concentration top-5", f"{r.randint(38, 47)}%", "≤50%"))
    body = "\n".join(f"| {a} | {b} | {c} | ok |" for a, b, c in rows)
    return (f"**Daily limit usage — {d.dstr} 07:50 CEST** (no changes vs yesterday)\n| limit | usage | limit | status |\n|---|---|---|---|\n"
            + body + "\nall limits ok · next check 10:50 CEST")


STACK = """[tms-adapter] ERROR {ts} c.b.tms.stp.Mt320Parser - cannot map field :22A: value 'AMND' for ref {ref}
java.lang.IllegalStateException: unmapped 22A AMND
    at com.bcp.tms.stp.Mt320Parser.mapType(Mt320Parser.java:214)
    at com.bcp.tms.stp.Mt320Parser.parse(Mt320Parser.java:97)
    at com.bcp.tms.stp.InboundRouter.route(InboundRouter.java:61)
    at com.bcp.tms.stp.SwiftListener.onMessage(SwiftListener.java:143)
    at org.apache.activemq.ActiveMQMessageConsumer.dispatch(ActiveMQMessageConsumer.java:1437)
    at java.base/java.lang.Thread.run(Thread.java:833)
Caused by: java.util.NoSuchElementException: no enum constant TradeEventType.AMND
    at java.base/java.lang.Enum.valueOf(Enum.java:273)
    at com.bcp.tms.stp.model.TradeEventType.valueOf(TradeEventType.java:12)
    at com.bcp.tms.stp.Mt320Parser.mapType(Mt320Parser.java:209)
    ... 5 more
message parked in queue STP.INBOUND.DLQ (depth={depth}); will retry in 300s"""


def noise(d: Day, s: dict):
    r = d.r
    drift = 0.0
    for h in range(24):
        drift += r.uniform(-40, 40)
        d.add(d.T(h, 0, r.uniform(2, 9)), LIQ, _ladder(d, s, h, drift), kind="noise",
              idiom=None)
    for h in range(6, 17, 2):
        d.add(d.T(h, 0, r.uniform(20, 50)), LIQ, _intraday(d, s, h), kind="noise")
    d.add(d.T(5, 50, r.uniform(0, 40)), ALCO, _usage_table(d, s), kind="noise")
    for h in range(6, 18):
        d.add(d.T(h, 30, r.uniform(0, 20)), MT,
              (f"MT bridge | in: MT300×{r.randint(0, 6)} MT320×{r.randint(1, 9)} MT540×{r.randint(0, 3)} MT545×{r.randint(0, 4)} "
               f"| out: MT300×{r.randint(0, 5)} MT320×{r.randint(1, 8)} MT543×{r.randint(0, 3)} | queue={r.randint(0, 2)} | lag={r.uniform(0.4, 2.5):.1f}s\n"
               f"last in: {r.choice(['MT320', 'MT300', 'MT545'])} {r.choice(['BNPAFRPP', 'SOGEFRPP', 'DEUTDEFF', 'CITIIE2X', 'CHASDEFX', 'NATXFRPP', 'INGBNL2A'])} ref {r.randint(10**9, 10**10 - 1)} · "
               f"last out: {r.choice(['MT320', 'MT300', 'MT543'])} ref BCP{r.randint(10**8, 10**9 - 1)} · ack/nak {r.randint(20, 60)}/0"),
              kind="noise")
    for h in (2,):
        d.add(d.T(h, 30, r.uniform(0, 20)), MT, "MT bridge | idle | queue=0 | lag=0.0s", kind="noise")
    for _ in range(r.randint(1, 2)):
        h = r.choice([2, 4, 9, 13, 21])
        d.add(d.T(h, r.uniform(0, 59)), MT,
              f"SWIFTNet FIN session BCPDITMMXXX reconnected (LT A) after {r.randint(12, 95)}s · seq in {r.randint(4000, 4900):06d} / out {r.randint(3000, 3900):06d}",
              kind="noise")
    for h in (0, 6, 12, 18):
        d.add(d.T(h, 5, r.uniform(0, 40)), TMS, f"TMS ❤ ok · gw=up · rates feed lag {r.uniform(0.3, 1.9):.1f}s · STP queue {r.randint(0, 3)} · db repl lag {r.randint(0, 400)}ms · sessions {r.randint(8, 30)} · build 5.3.{r.randint(0, 9)}",
              kind="noise")
    for h in (8, 11, 14, 17):
        d.add(d.T(h, 45, r.uniform(0, 40)), ALCO,
              f"risk-engine heartbeat: {r.randint(138, 146)} limits checked, 0 breaches, {r.randint(0, 3)} soft warnings", kind="noise")
    d.add(d.T(r.choice([1, 2]), r.uniform(0, 59)), CI, f"deploy `liq-forecast` v2.{r.randint(6, 9)}.{r.randint(0, 9)} → prod ✅ (pipeline #{r.randint(4000, 4999)}, {r.randint(2, 5)}m{r.randint(10, 59)}s)", kind="noise")
    d.add(d.T(3, r.uniform(0, 59)), CI, (f"deploy `tms-adapter` v5.{r.randint(2, 4)}.{r.randint(0, 9)} → prod canary 10% ✅\n"
                                         f"changes: MT320 22A AMND mapping (BCPT-{r.randint(1000, 1999)}), ECMS pool feed retry/backoff, "
                                         f"T2S status parser for LACK/CLAC reasons · rollback plan: helm rollback tms-adapter 1"), kind="noise")
    d.add(d.T(r.choice([19, 20]), r.uniform(0, 59)), CI, "nightly `swift-mt-bridge` config check: 0 drift ✅", kind="noise")
    for _ in range(2):
        t = d.T(r.choice([7, 9, 11, 13]), r.uniform(0, 59))
        ts = datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S,") + f"{t % 1000:03d}"
        d.add(t, TMS, STACK.format(ts=ts, ref=f"REPO-{d.prev_ymd}-{r.randint(100, 190):04d}", depth=r.randint(1, 4)), kind="noise")
    d.add(d.T(5, 30, r.uniform(0, 30)), PX,
          (f"[px-alert] Morning levels {d.dstr} 07:30 CEST\n"
           f"€STR {s['estr']:.3f} | Euribor (prev) 1M {s['estr'] - 0.05:.3f} 3M {s['estr'] - 0.02:.3f} 6M {s['estr'] - 0.065:.3f} 12M {s['estr'] - 0.205:.3f}\n"
           f"GC Pooling ECB O/N {s['gc_tn'] + 0.01:.2f} | RFR Italy {s['gc_tn'] - 0.01:.2f} | RFR Germany {s['gc_tn'] - 0.02:.2f}\n"
           f"BTP 2Y 3.{r.randint(30, 45)} 5Y 3.{r.randint(35, 50)} 10Y 3.{r.randint(80, 95)} | Bund 10Y 2.{r.randint(40, 52)} | BTP 4.20% Mar-34 {s['btp34']:.2f}\n"
           f"EURUSD {s['eurusd']:.4f} | 1M pts +{s['pts1m']:.1f} | 3M pts +{s['pts3m']:.1f} | SOFR {s['sofr']:.2f}\n"
           f"DFR 4.00 | MRO 4.50 | MLF 4.75 | excess liquidity €3.{r.randint(25, 35)}tn"), kind="noise")
    d.add(d.T(5, 20, r.uniform(0, 30)), NEWS,
          (f"🏛️ ECB — open market operations\nMRO announcement (published yesterday 15:40 CET): fixed rate tender with full allotment, rate 4.50%, "
           f"bids by 09:30 CET, allotment 11:30 CET, settlement {(d.date + timedelta(days=1)):%d/%m}, maturity {(d.date + timedelta(days=8)):%d/%m}. "
           f"Previous MRO allotted €{r.randint(1, 4)}.{r.randint(0, 9)}bn to {r.randint(15, 30)} bidders.\n"
           f"Liquidity conditions (prev. day): DF recourse €3,{r.randint(100, 400)}bn · MLF €{r.randint(0, 90)}m · autonomous factors €{r.randint(1800, 2100)}bn"),
          kind="near")
    d.add(d.T(9, 5, r.uniform(0, 40)), PX,
          f"Euribor fixing {d.dstr} (EMMI): 1W {s['estr'] - 0.02:.3f} | 1M {s['estr'] - 0.048:.3f} | 3M {s['estr'] - 0.018:.3f} | 6M {s['estr'] - 0.063:.3f} | 12M {s['estr'] - 0.2:.3f}",
          kind="noise")
    d.add(d.T(6, 0, r.uniform(5, 30)), PX, f"€STR fixing ({(d.date - timedelta(days=1)):%d %b}) published: {s['estr']:.3f}% — volume €{r.randint(35, 42)}.{r.randint(0, 9)}bn",
          kind="noise")
    for txt in r.sample([
        f"ALERT BTP-Bund 10Y spread {r.uniform(136, 146):.1f}bp crossed 140",
        f"ALERT EURUSD {s['eurusd'] - 0.002:.4f} crossed below {s['eurusd'] - 0.0015:.4f}",
        f"GC Pooling ECB basket O/N {s['gc_tn'] + 0.01:.3f} (+0.4bp)",
        f"ALERT BTP 4.20% Mar-34 {s['btp34'] - 0.3:.2f} (-0.3 pts intraday)",
        f"SOFR ({(d.date - timedelta(days=1)):%d %b}) published: {s['sofr']:.2f}%",
        f"ALERT Bubill Sep-24 {s['bub'] - 0.03:.3f} below 3.60 trigger",
    ], 3):
        d.add(d.T(r.choice([7, 8, 10, 12, 13, 14]), r.uniform(0, 59)), PX, txt, kind="noise")
    for h, m in ((8, 0), (10, 0), (12, 0), (15, 30)):
        a, b_, c, e = r.uniform(-20, 60), r.uniform(-5, 30), r.uniform(-15, 10), r.uniform(5, 30)
        o = r.uniform(-12, 12)
        emb = {"title": f"PnL snapshot {h + 2:02d}:{m:02d} CEST", "description": "Treasury & MM books, EUR k, day-to-date",
               "fields": [{"name": "MM book", "value": f"{a:+.1f}k", "inline": True},
                          {"name": "Repo", "value": f"{b_:+.1f}k", "inline": True},
                          {"name": "FX swaps", "value": f"{c:+.1f}k", "inline": True},
                          {"name": "ECP carry", "value": f"{e:+.1f}k", "inline": True},
                          {"name": "OIS hedges", "value": f"{o:+.1f}k", "inline": True},
                          {"name": "Total", "value": f"{a + b_ + c + e + o:+.1f}k", "inline": True}],
               "footer": "pnl-snap · source TMS · unaudited, FTP at desk curve"}
        d.add(d.T(h, m, r.uniform(1, 20)), PNL, "", embeds=[emb], kind="noise")
    pos = (f"TMS positions snapshot {d.dstr} 07:15 CEST (EUR m, nominal)\n"
           f"BTP 4.20% 01/03/2034 IT0005584849 ......... +{r.choice([100, 150, 200])} (of which lent in repo {r.choice([25, 40, 60])})\n"
           f"BTP 3.85% 15/12/2029 IT0005582868 ......... +{r.choice([50, 75])}\n"
           f"{s['auc'].split()[0]} 14/03/2025 IT0005585333 ............... +{r.choice([150, 200, 250])}\n"
           f"Bubill 18/09/2024 DE000BU0E1G8 ........... +{r.choice([100, 120, 150])}\n"
           f"KfW 2.75% 2028 DE000A383J95 .............. +{r.choice([30, 50])}\n"
           f"ECP Enel Finance International NV 07/24 .. +{r.choice([40, 50, 60])}\n"
           f"ECP Cassa Depositi e Prestiti 06/24 ...... +{r.choice([30, 50])}\n"
           f"Own ECP outstanding ...................... -{r.randint(2600, 3200):,}\n"
           f"Own CD outstanding ....................... -{r.randint(450, 700)}\n"
           f"€STR OIS payer book (DV01 EUR k) ......... {r.uniform(18, 40):.1f}")
    d.add(d.T(5, 15, r.uniform(0, 30)), TMS, pos, kind="noise")
    for _ in range(r.randint(3, 5)):
        nom = r.choice([20, 25, 30, 40, 50, 60, 75])
        d.add(d.T(r.choice([5, 6, 7, 8]), r.uniform(0, 59)), TMS,
              f"SETTLED | REPO-{d.prev_ymd}-{r.randint(100, 190):04d} | {r.choice(['REPO GC T/N', 'REPO GC S/N', 'REV REPO GC 1W', 'REPO SPECIAL'])} | {_eur(nom)} | T2S ok",
              kind="noise")
    d.add(d.T(16, 40, r.uniform(0, 50)), TMS,
          (f"EOD blotter summary {d.dstr}: deals captured {r.randint(14, 22)} · confirmed {r.randint(12, 18)} · pending {r.randint(0, 3)} · "
           f"rejected {r.randint(0, 1)} · MT300/320 unmatched {r.randint(0, 2)} · settlement fails open {r.randint(0, 2)} · report sent to MO/Risk\n"
           f"```\nproduct          deals  nominal EUR m\nrepo GC              {r.randint(4, 9):>2}  {r.randint(150, 500):>6}\nrepo special         {r.randint(1, 3):>2}  {r.randint(15, 80):>6}\n"
           f"ECP/CD issue         {r.randint(1, 3):>2}  {r.randint(50, 250):>6}\nbills                {r.randint(1, 3):>2}  {r.randint(20, 200):>6}\n"
           f"FX swap              {r.randint(1, 3):>2}  {r.randint(100, 300):>6}\nOIS                  {r.randint(0, 2):>2}  {r.randint(0, 250):>6}\n```\nnext: EOD reconciliation 19:30 CEST"),
          kind="noise")


ACKS = [(JR, "ok"), (JR, "thx"), (SR, "grazie"), (MO, "ricevuto"), (JR, "👍"), (SR, "👍"), (HEAD, "ok, grazie"),
        (JR, "k"), (MO, "✅"), (SR, "perfetto"), (JR, "🙏"), (HEAD, "grazie"), (RISK, "thanks"), (MO, "ok")]


def acks(d: Day, n: int):
    r = d.r
    cands = [m for m in d.msgs if m["kind"] in ("chat",) and m["thread"] is None and not m["who"].bot
             and 5 * 3_600_000 < m["t"] - d.s0 < 18 * 3_600_000]
    cands += [m for m in d.msgs if m["who"] in (LIQ, PNL) and 6 * 3_600_000 < m["t"] - d.s0 < 16 * 3_600_000]
    for m in r.sample(cands, min(n, len(cands))):
        who, txt = r.choice(ACKS)
        if who is m["who"]:
            who = JR if who is not JR else SR
        d.add(min(d.after(m["t"], 15, 240), d.s0 + DAY_MS - 1), who, txt, kind="noise", reply=m["key"])


def desk_notes(d: Day, s: dict):
    r = d.r
    lines = []
    for _ in range(r.randint(5, 8)):
        lines.append(f"• REPO-{d.prev_ymd}-{r.randint(100, 190):04d} {r.choice(['GC T/N', 'GC S/N', 'special', 'GC 1W'])} "
                     f"{_eur(r.choice([20, 25, 30, 40, 50, 75]))} {r.choice(['Eurex', 'MTS/LCH', 'bilaterale'])} — {r.choice(['ok', 'ok', 'ok', 'in attesa MT545'])}")
    d.add(d.T(5, r.uniform(45, 58)), MO, "Regolamenti attesi oggi (deal di ieri):\n" + "\n".join(lines)
          + "\nCLS pay-in 09:00, margin Eurex 10:30. Vi aggiorno se qualcosa non regola.")
    d.add(d.T(16, r.uniform(10, 40)), HEAD,
          "Chiusura: grazie a tutti. Per domani: roll T/N come oggi, seguire il regolamento dell'asta e le conferme FX swap. "
          "Blotter e conferme da chiudere entro le 18:30, MO conferma i regolamenti domattina. Buona serata.")


def removals(d: Day, s: dict):
    r = d.r
    # a UAT replay burst, bulk-deleted
    t = d.T(r.choice([9, 10, 11]), r.uniform(0, 50))
    keys = []
    for i in range(r.randint(3, 5)):
        seq = r.randint(80000, 99999)
        keys.append(d.add(d.after(t, i * 2, i * 2 + 1.5), TMS,
                          f"[UAT] replay seq={seq} DEAL CAPTURED; REPO-UAT-{seq}; GC T/N; EUR 999,000; 0.001%; status=CAPTURED",
                          kind="removed"))
    d.op("bulk_delete", d.after(t, 90, 240), keys=keys)
    # chat message deleted
    t2 = d.T(r.choice([8, 12, 14]), r.uniform(0, 50))
    k = d.add(t2, JR, "sorry wrong chat — stasera calcetto alle 20:30?", kind="removed")
    d.op("delete", d.after(t2, 10, 40), key=k)
    # personal number, forgotten
    t3 = d.T(r.choice([10, 13]), r.uniform(0, 50))
    phone = f"+39 347 {r.randint(100, 999)} {r.randint(1000, 9999)}"
    k = d.add(t3, JR, f"il broker di BGC mi ha lasciato il cell personale {phone} per le chiamate fuori orario", kind="removed")
    d.op("forget", d.after(t3, 1800, 4000), key=k, by=MOD)
    # an edited chat line (typo)
    t4 = d.T(r.choice([7, 11]), r.uniform(0, 50))
    k = d.add(t4, SR, "i fondi monetari chiedono tutti 1M ogi")
    d.edit(k, d.after(t4, 20, 90), "i fondi monetari chiedono tutti 1M oggi")


# --------------------------------------------------------------------------------------------
# assembly


_DIVERSE = {opt_bot_thesis, opt_special_fill_thesis, opt_alm_route, opt_no_route_fail, opt_alm_no_route, opt_extra_news,
            opt_forgotten_cd, opt_block}


def build_day(seed: int, ci: int, di: int, start_ms: int) -> Day:
    r = random.Random(f"{DESK}:{seed}:{ci}:{di}")
    chan = channel_id(ci)
    d = Day(r, start_ms, chan, ci, di)
    s = _state(r)
    scene_morning(d, s)
    scene_gc_funding(d, s)
    scene_1w_deleted(d, s)
    scene_special(d, s, extra=r.random() < 0.35)
    scene_ecp(d, s, with_fill=r.random() < 0.35)
    scene_auction(d, s, jr_fill=r.random() < 0.25)
    scene_alco(d, s)
    scene_stop(d, s)
    scene_fail_route(d, s)
    scene_news(d, s, n_held=r.choice([2, 2, 3]), n_watch=r.choice([1, 1, 2]), no_route=r.random() < 0.5)
    scene_alm(d, s, r.choice(["ecp6m", "ecp6m", "df", "bot"]))
    scene_fx(d, s, two_clips=r.random() < 0.3)
    target = r.randint(37, 43)
    forced = r.choice([opt_ois, opt_mro])
    forced(d, s)
    group_a = [o for o in OPTIONAL if o[0] in _DIVERSE]
    group_b = [o for o in OPTIONAL if o[0] not in _DIVERSE and o[0] is not forced]
    r.shuffle(group_a)
    r.shuffle(group_b)
    for fn, mx in group_a:
        if r.random() < 0.7 and d.n_hard() + mx <= target:
            fn(d, s)
    for fn, mx in group_b:
        if d.n_hard() + mx <= target:
            fn(d, s)
    near_misses(d, s)
    desk_notes(d, s)
    noise(d, s)
    removals(d, s)
    n_total = r.randint(252, 300)
    n_ack = r.randint(10, 15)
    n_chat = max(20, n_total - len(d.msgs) - n_ack)
    chatter(d, s, n_chat)
    acks(d, n_ack)
    return d


class _Ids:
    def __init__(self):
        self.seq = 0

    def make(self, ms: int, worker: int) -> str:
        self.seq = (self.seq + 1) % 4096
        return str(((ms - EPOCH) << 22) | (worker << 17) | self.seq)


def _render(d: Day, ids: _Ids):
    msgs = sorted(d.msgs, key=lambda m: (m["t"], m["key"]))
    last = -1
    idmap = {}
    for m in msgs:
        if m["t"] <= last:
            m["t"] = last + 1
        last = m["t"]
        m["id"] = ids.make(m["t"], m["who"].worker)
        idmap[m["key"]] = m
    events = []
    for m in msgs:
        ch = d.chan
        parent = None
        if m["thread"] is not None:
            starter = idmap[m["thread"]]
            assert starter["t"] < m["t"]
            ch = starter["id"]
            parent = d.chan
        m["channel"] = ch
        msg = {"id": m["id"], "author_id": m["who"].id, "author_name": m["who"].name, "author_bot": m["who"].bot,
               "created_at": _iso(m["t"]), "content": m["content"], "attachments": m["attachments"] or [],
               "embeds": m["embeds"], "reference_id": idmap[m["reply"]]["id"] if m["reply"] is not None else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if parent:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        events.append((m["t"], 0, ev))
    state = {}
    final = {m["key"]: m["content"] for m in msgs}
    for o in sorted(d.ops, key=lambda o: o["t"]):
        if o["op"] == "bulk_delete":
            tgt = [idmap[k] for k in o["keys"]]
            assert all(x["t"] < o["t"] for x in tgt)
            events.append((o["t"], 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["channel"],
                                       "message_ids": [x["id"] for x in tgt], "deleted_at": _iso(o["t"])}))
            for x in tgt:
                state[x["key"]] = "deleted"
            continue
        m = idmap[o["key"]]
        t = max(o["t"], m["t"] + 1)
        base = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": m["channel"], "message_id": m["id"]}
        if o["op"] == "edit":
            base["edited_at"] = _iso(t)
            base["content"] = o["content"]
            final[m["key"]] = o["content"]
            state.setdefault(m["key"], "edited")
        elif o["op"] == "delete":
            base["deleted_at"] = _iso(t)
            state[m["key"]] = "deleted"
        elif o["op"] == "forget":
            base["requested_by"] = o["by"].id
            base["at"] = _iso(t)
            state[m["key"]] = "forgotten"
        elif o["op"] in ("pin", "unpin"):
            base["by"] = o["by"].id
            base["at"] = _iso(t)
        elif o["op"] in ("reaction_add", "reaction_remove"):
            base["emoji"] = o["emoji"]
            base["user_id"] = o["user"].id
            base["at"] = _iso(t)
        events.append((t, 1, base))
    return msgs, events, final, state


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    ids = _Ids()
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    for di in range(days):
        start = end_ms - (days - di) * DAY_MS
        for ci in range(channels):
            d = build_day(seed, ci, di, start)
            msgs, events, _final, state = _render(d, ids)
            all_events.extend(events)
            for m in msgs:
                fs = state.get(m["key"], "live")
                removed = fs in ("deleted", "forgotten")
                if removed:
                    snippet = (m["content"] or "")[:60]
                    labels["removed_texts"].append(snippet)
                if m["kind"] == "hard":
                    labels["hard_events"].append({"channel_id": m["channel"], "message_id": m["id"],
                                                  "event_type": m["hard"]["event_type"], "facts": m["hard"]["facts"],
                                                  "phrasing": m["hard"]["phrasing"], "final_state": fs})
                elif not removed and m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif not removed and m["kind"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and ci == 0 and di == days - 1 and m["idiom"] not in idiom_seen and not removed:
                    idiom_seen.add(m["idiom"])
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"],
                                             "expected": m["hard"]["event_type"] if m["kind"] == "hard" else "not_hard"})
            for key, old in d.superseded:
                m = next(x for x in msgs if x["key"] == key)
                labels["superseded_facts"].append([m["channel"], m["id"], old])
    all_events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e for _, _, e in all_events], "labels": labels}


# --------------------------------------------------------------------------------------------
# self-check / CLI


def check(out: dict, days: int, channels: int, verbose: bool = True) -> dict:
    events = out["events"]
    lab = out["labels"]
    msgs, final, removed = {}, {}, set()
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            msgs[m["id"]] = (e, m)
            final[m["id"]] = m["content"]
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
        elif e["op"] in ("delete", "forget"):
            removed.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed.update(e["message_ids"])

    def text(mid):
        _, m = msgs[mid]
        parts = [final[mid]]
        for em in m["embeds"]:
            for k in ("title", "description", "author", "footer"):
                if em.get(k):
                    parts.append(str(em[k]))
            for f in em.get("fields", []):
                parts.append(f"{f['name']} {f['value']}")
        return "\n".join(parts)

    # ids vs time
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        ms = (int(m["id"]) >> 22) + EPOCH
        assert _iso(ms) == m["created_at"], (m["id"], m["created_at"])
    by_chan = {}
    for e in events:
        if e["op"] == "create":
            by_chan.setdefault(e.get("parent_channel_id") or e["channel_id"], []).append(int(e["message"]["id"]))
    for ch, lst in by_chan.items():
        assert lst == sorted(lst), ch
    for h in lab["hard_events"]:
        assert h["message_id"] in msgs, h
        assert msgs[h["message_id"]][0]["channel_id"] == h["channel_id"]
        tx = text(h["message_id"])
        for f in h["facts"]:
            assert f in tx, (f, tx[:200])
        assert 2 <= len(h["facts"]) <= 5, h
        if h["final_state"] in ("deleted", "forgotten"):
            assert h["message_id"] in removed
    for ch, mid, old in lab["superseded_facts"]:
        assert old not in text(mid), (mid, old)
    for mid in lab["noise_message_ids"] + lab["near_miss_ids"]:
        assert mid in msgs and mid not in removed
    live_text = "\n".join(text(mid) for mid in msgs if mid not in removed)
    for sn in lab["removed_texts"]:
        assert sn not in live_text, sn
    assert 10 <= len(lab["idioms"]) <= 20, len(lab["idioms"])
    # per channel-day stats
    stats = {}
    hard_ids = {h["message_id"]: h for h in lab["hard_events"]}
    noise_ids = set(lab["noise_message_ids"])
    near_ids = set(lab["near_miss_ids"])
    for mid, (e, m) in msgs.items():
        ch = e.get("parent_channel_id") or e["channel_id"]
        day = m["created_at"][:10]
        st = stats.setdefault((ch, day), {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        st["msgs"] += 1
        st["bytes"] += len(text(mid).encode("utf-8"))
        if mid in hard_ids:
            st["hard"] += 1
            ty = hard_ids[mid]["event_type"]
            st["types"][ty] = st["types"].get(ty, 0) + 1
        if mid in noise_ids:
            st["noise"] += 1
        if mid in near_ids:
            st["near"] += 1
    if verbose:
        for (ch, day), st in sorted(stats.items()):
            print(f"{ch} {day}: msgs={st['msgs']} KB={st['bytes'] / 1000:.1f} hard={st['hard']} "
                  f"noise={st['noise']} ({st['noise'] / st['msgs']:.0%}) near={st['near']}")
            print("   ", dict(sorted(st["types"].items())))
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description="bank_treasury_mm desk generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="run self-checks and print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        check(out, a.days, a.channels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
