"""Desk generator: Warsaw CEE markets desk (PL/CZ/HU equities, WIG20/BUX futures,
PLN/CZK/HUF FX, POLGB/CZGB, FRA/IRS).

Standard library only. Pure function of its arguments.

    python -m tests.desks.warsaw_cee_markets --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "warsaw_cee_markets"
EPOCH_MS = 1420070400000
GUILD_ID = "1379318842765312081"
DEFAULT_END = datetime(2026, 5, 21, 22, 0, 0, tzinfo=timezone.utc)  # midnight Warsaw (CEST)
_FIXED_CHANNELS = [
    "1379320177441751091",  # #cee-trading
    "1379320431973290074",  # #cee-rates-fx
    "1379320715067838525",  # #cee-regional
    "1379321094811603006",  # #cee-flow
]
H = 3600_000
MIN = 60_000
S = 1000
DAY = 24 * H


# --------------------------------------------------------------------------- ids

def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _h(s: str) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest()[:12], 16)


def channel_id(idx: int) -> str:
    if idx < len(_FIXED_CHANNELS):
        return _FIXED_CHANNELS[idx]
    ms = 1748900000000 + _h(f"ch{idx}") % (40 * DAY)
    return str(snowflake(ms, 3, _h(f"chs{idx}") % 4096))


def _uid(name: str) -> str:
    ms = 1609459200000 + _h("u:" + name) % (3 * 365 * DAY)
    return str(snowflake(ms, _h("w:" + name) % 32, _h("s:" + name) % 4096))


# --------------------------------------------------------------------------- people / bots

PEOPLE = {
    # key: (display name, bot)
    "marek": ("Marek Wiśniewski", False),     # desk lead, Warsaw
    "kasia": ("kasia_z", False),             # rates/FX trader
    "tomek": ("tnowak", False),              # equities/futures trader
    "pio": ("pio_fx", False),                # FX/FRA trader
    "ondra": ("Ondřej (PRG)", False),        # Prague colleague
    "bence": ("Bence Szabó BUD", False),     # Budapest colleague
    "pm": ("J. Whitcombe (LDN)", False),     # London PM
    "strat": ("Strategos", True),            # LLM strategy agent
    "triage": ("triage-agent", True),
    "bridge": ("bridge·brokers", True),
    "oms": ("oms-bot", True),
    "risk": ("risk-engine", True),
    "espi": ("espi-ebi-feed", True),
    "cb": ("cb-wire", True),
    "md": ("mdgw", True),
    "cron": ("cron", True),
    "ci": ("ci-deploy", True),
    "pnl": ("pnl-bot", True),
    "alert": ("alerty", True),
    "pricer": ("pricer-svc", True),
}
AUTHOR_ID = {k: _uid(k + "@" + DESK) for k in PEOPLE}

# --------------------------------------------------------------------------- instruments
# ticker, company name (as a headline would write it), venue, price, ccy, typical size
EQ = {
    "PKO": ("PKO BP", "XWAR", 68.40, "PLN", 25000),
    "PZU": ("PZU", "XWAR", 62.10, "PLN", 30000),
    "PEO": ("Bank Pekao", "XWAR", 190.50, "PLN", 8000),
    "CDR": ("CD Projekt", "XWAR", 265.00, "PLN", 6000),
    "KGH": ("KGHM Polska Miedź", "XWAR", 152.30, "PLN", 10000),
    "PKN": ("Orlen", "XWAR", 88.60, "PLN", 20000),
    "LPP": ("LPP SA", "XWAR", 16250.0, "PLN", 80),
    "DNP": ("Dino Polska", "XWAR", 41.80, "PLN", 40000),
    "ALE": ("Allegro.eu", "XWAR", 34.20, "PLN", 50000),
    "SPL": ("Santander Bank Polska", "XWAR", 540.0, "PLN", 2500),
    "MBK": ("mBank", "XWAR", 850.0, "PLN", 1500),
    "JSW": ("Jastrzębska Spółka Węglowa", "XWAR", 24.80, "PLN", 40000),
    "PGE": ("PGE Polska Grupa Energetyczna", "XWAR", 10.15, "PLN", 150000),
    "OPL": ("Orange Polska", "XWAR", 9.10, "PLN", 120000),
    "ALR": ("Alior Bank", "XWAR", 105.40, "PLN", 12000),
    "PCO": ("Pepco Group", "XWAR", 21.50, "PLN", 50000),
    "KRU": ("Kruk SA", "XWAR", 460.0, "PLN", 2000),
    "BDX": ("Budimex", "XWAR", 610.0, "PLN", 1500),
    "CEZ": ("ČEZ", "XPRA", 1120.0, "CZK", 8000),
    "KOMB": ("Komerční banka", "XPRA", 1010.0, "CZK", 9000),
    "MONET": ("Moneta Money Bank", "XPRA", 168.0, "CZK", 50000),
    "CZG": ("Colt CZ Group", "XPRA", 640.0, "CZK", 10000),
    "OTP": ("OTP Bank", "XBUD", 26800.0, "HUF", 20000),
    "MOL": ("MOL Nyrt.", "XBUD", 2950.0, "HUF", 60000),
    "RICHTER": ("Richter Gedeon", "XBUD", 10450.0, "HUF", 15000),
    "MTELEKOM": ("Magyar Telekom", "XBUD", 1480.0, "HUF", 100000),
}
PL_TICKERS = [t for t, v in EQ.items() if v[1] == "XWAR"]
CZ_TICKERS = [t for t, v in EQ.items() if v[1] == "XPRA"]
HU_TICKERS = [t for t, v in EQ.items() if v[1] == "XBUD"]
SSF = {"KGH": "FKGHM26", "PKO": "FPKOM26", "CDR": "FCDRM26", "PKN": "FPKNM26"}
BONDS_PL = {"PS0728": (99.85, 4.62), "DS1033": (90.40, 5.38), "PS0130": (98.10, 4.95),
            "WZ1129": (99.60, None), "DS0432": (93.20, 5.21)}
BONDS_CZ = {"CZGB 3.50 05/35": (96.40, 4.08), "CZGB 2.75 07/29": (98.90, 3.52)}
FX = {"EURPLN": 4.2650, "USDPLN": 3.7420, "EURCZK": 24.915, "EURHUF": 396.40}
FUNDS = ["Nationale-Nederlanden OFE", "Allianz Polska OFE", "PZU TFI", "Aviva Investors", "Quercus TFI",
         "Generali OFE", "BlackRock Inc.", "Norges Bank"]
BROKERS = ["Ipopema", "Trigon DM", "BM mBank", "Pekao IB", "Erste Group", "Concorde", "Wood & Co", "DM BOŚ"]


def warsaw_offset_h(ms: int) -> int:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)

    def last_sunday(year, month):
        d = datetime(year, month, 31 if month in (3, 10) else 30, 1, 0, tzinfo=timezone.utc)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d

    start, end = last_sunday(dt.year, 3), last_sunday(dt.year, 10)
    return 2 if start <= dt < end else 1


def pl(x: float, dec: int = 2) -> str:
    s = f"{x:,.{dec}f}"
    return s.replace(",", " ").replace(".", ",")


def en(x: float, dec: int = 2) -> str:
    return f"{x:.{dec}f}"


def dec_of(px: float) -> int:
    return 2 if px < 1000 else 0


def rnd_px(rng, px, spread=0.012):
    p = px * (1 + rng.uniform(-spread, spread))
    if px >= 10000:
        return round(p / 10) * 10
    if px >= 1000:
        return round(p)
    if px >= 100:
        return round(p * 10) / 10
    return round(p * 50) / 50


def ksize(n: int) -> str:
    if n >= 1000 and n % 1000 == 0:
        return f"{n // 1000}k"
    return str(n)


def tys(n: int) -> str:
    if n >= 1000 and n % 1000 == 0:
        return f"{n // 1000} tys."
    return str(n)


# --------------------------------------------------------------------------- message model

class M:
    __slots__ = ("t", "ch", "thread", "author", "content", "embeds", "ref", "cls", "hard", "idiom",
                 "edits", "delete_t", "forget_t", "bulk_t", "pins", "reactions", "id", "removed", "superseded",
                 "thread_starter", "chain")

    def __init__(self, t, author, content="", embeds=None, ref=None, cls="chat", thread=None):
        self.t = int(t)
        self.author = author
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.cls = cls            # hard | noise | near | chat
        self.hard = None          # (event_type, facts, phrasing)
        self.idiom = None         # (name, expected)
        self.edits = []           # [(t, content)]
        self.delete_t = None
        self.forget_t = None
        self.bulk_t = None
        self.pins = []            # [(t, user)]
        self.reactions = []       # [(t, emoji, user)]
        self.id = None
        self.removed = None
        self.superseded = []
        self.thread = thread      # Thread object or None
        self.thread_starter = None
        self.chain = None


class Thread:
    def __init__(self, starter: M, name: str):
        self.starter = starter
        self.name = name
        self.id = None


class Day:
    def __init__(self, rng, seed, ch_idx, ch_id, day_idx, start_ms):
        self.rng = rng
        self.seed = seed
        self.ch_idx = ch_idx
        self.ch_id = ch_id
        self.day_idx = day_idx
        self.start = start_ms
        self.end = start_ms + DAY
        self.msgs: list[M] = []
        off = warsaw_offset_h(start_ms + 12 * H)
        self.local0 = ((start_ms // 1000 + off * 3600) % 86400) * 1000  # local ms-of-day at start
        d_local = datetime.fromtimestamp((start_ms + 12 * H) / 1000, tz=timezone.utc) + timedelta(hours=off)
        self.mmdd = d_local.strftime("%m%d")
        self.date_pl = d_local.strftime("%d.%m.%Y")
        self.date_iso = d_local.strftime("%Y-%m-%d")
        self.order_n = 0
        self.used_tickers = set()

    # local Warsaw hour (float) -> utc ms inside this day
    def at(self, local_h: float) -> int:
        return self.start + int((local_h * H - self.local0) % DAY)

    def rand_at(self, a: float, b: float) -> int:
        return self.at(self.rng.uniform(a, b))

    def add(self, m: M) -> M:
        self.msgs.append(m)
        return m

    def order_id(self) -> str:
        self.order_n += 1
        return f"WCE{self.ch_idx}-{self.mmdd}-{self.order_n + 10 * self.rng.randint(1, 9):04d}"

    def fit(self, chain: list[M]):
        """shift a chain back so everything (incl. later edits/deletes) stays inside the day"""
        mx = 0
        for m in chain:
            ts = [m.t] + [e[0] for e in m.edits] + [x for x in (m.delete_t, m.forget_t, m.bulk_t) if x]
            ts += [p[0] for p in m.pins] + [r[0] for r in m.reactions]
            mx = max(mx, max(ts))
        if mx >= self.end - 30 * S:
            shift = mx - (self.end - 30 * S) + self.rng.randint(5, 90) * MIN
            for m in chain:
                m.t -= shift
                m.edits = [(t - shift, c) for t, c in m.edits]
                m.delete_t = m.delete_t - shift if m.delete_t else None
                m.forget_t = m.forget_t - shift if m.forget_t else None
                m.bulk_t = m.bulk_t - shift if m.bulk_t else None
                m.pins = [(t - shift, u) for t, u in m.pins]
                m.reactions = [(t - shift, e, u) for t, e, u in m.reactions]
        mn = min(m.t for m in chain)
        if mn < self.start + 30 * S:
            shift = self.start + 30 * S - mn + self.rng.randint(1, 20) * MIN
            for m in chain:
                m.t += shift
                m.edits = [(t + shift, c) for t, c in m.edits]
                m.delete_t = m.delete_t + shift if m.delete_t else None
                m.forget_t = m.forget_t + shift if m.forget_t else None
                m.bulk_t = m.bulk_t + shift if m.bulk_t else None
                m.pins = [(t + shift, u) for t, u in m.pins]
                m.reactions = [(t + shift, e, u) for t, e, u in m.reactions]


def hard(m: M, etype: str, facts: list, phrasing: str, idiom: str | None = None) -> M:
    m.cls = "hard"
    m.hard = (etype, [str(f) for f in facts], phrasing)
    if idiom:
        m.idiom = (idiom, etype)
    return m


def near(m: M, idiom: str | None = None) -> M:
    m.cls = "near"
    if idiom:
        m.idiom = (idiom, "not_hard")
    return m


def noise(m: M) -> M:
    m.cls = "noise"
    return m


# --------------------------------------------------------------------------- market context per day

def market(rng) -> dict:
    eurpln = round(4.2650 + rng.uniform(-0.03, 0.03), 4)
    eurhuf = round(396.40 + rng.uniform(-3, 3), 2)
    eurczk = round(24.915 + rng.uniform(-0.12, 0.12), 3)
    w20 = round(2950 + rng.uniform(-60, 60))
    return {
        "eurpln": pl(eurpln, 4), "eurhuf": pl(eurhuf, 2), "eurczk": pl(eurczk, 3),
        "eurpln_f": eurpln, "eurhuf_f": eurhuf, "eurczk_f": eurczk,
        "eurpln_en": en(eurpln, 4), "eurhuf_en": en(eurhuf, 2), "eurczk_en": en(eurczk, 3),
        "w20": w20, "w20s": f"{w20:,}".replace(",", " "),
        "bux": round(104500 + rng.uniform(-1500, 1500), -1),
        "irs2y": en(4.45 + rng.uniform(-0.12, 0.12), 2), "irs5y": en(4.68 + rng.uniform(-0.12, 0.12), 2),
        "ds1033y": en(5.38 + rng.uniform(-0.1, 0.1), 2), "ps0728y": en(4.62 + rng.uniform(-0.08, 0.08), 2),
        "d2": rng.randint(1, 7), "cuts": rng.choice([25, 40, 50, 60, 75]),
        "carry": en(rng.uniform(2.4, 3.1), 1), "mnb": "6.25", "nbp": "4.50", "cnb": "3.50",
        "basis": rng.randint(2, 14), "basis_dir": rng.choice(["above", "below"]),
        "pb": en(rng.uniform(1.35, 1.65), 2), "cu": f"{rng.randint(9100, 10400):,}",
        "reb": rng.randint(180, 620), "dv_cost": rng.randint(140, 420), "ma50": round(w20 - rng.uniform(-40, 40)),
        "rsi": rng.randint(41, 63), "sup": round(w20 - rng.uniform(45, 90)), "corr": en(rng.uniform(0.55, 0.78), 2),
        "gross": rng.randint(58, 91), "delta": en(rng.uniform(-12, 25), 1), "dv01": rng.randint(24, 44),
        "cpi": en(rng.uniform(3.1, 4.6), 1), "cpi_c": en(rng.uniform(3.1, 4.6), 1),
        "vol": rng.randint(14, 24),
    }


CAL_TODAY = ["GUS CPI flash at 10:00 CET", "MF switch auction (PS0728/DS1033 offered) at 11:00",
             "Czech industrial output at 09:00", "Hungarian CPI at 08:30", "US claims at 14:30",
             "NBP MPC decision (no presser until tomorrow 15:00)", "GUS wages and employment at 10:00",
             "ECB minutes at 13:30", "BÉT closing auction extension test", "ÁKK 3y/5y/10y auction at 11:00"]

NOTE_PARAS = [
    "Rates. The PLN curve bull-steepened overnight: 2y IRS at {irs2y}% (-{d2}bp), 5y at {irs5y}%, the 10y POLGB "
    "(DS1033) at {ds1033y}%. Front-end FRA strip implies about {cuts}bp of NBP easing over 12 months, more than the "
    "MPC guidance supports; the Governor's tone at the last presser was explicitly data-dependent and he pushed "
    "back against a July move. Real money bought PS0728 into the switch auction and BGK supply is light this week, "
    "so the belly should stay supported unless the CPI flash ({cpi}% consensus) surprises to the upside.",
    "FX. EUR/PLN at {eurpln_en} sits at the low end of its 3-month range; carry is still attractive with the 3M "
    "implied differential near {carry}%. Positioning proxies (local bank flows, options skew) suggest the street is "
    "already long PLN. EUR/HUF at {eurhuf_en} trades the fiscal headlines; the MNB holds the base rate at {mnb}% "
    "and the corridor intact. EUR/CZK at {eurczk_en} is range-bound and the CNB appears comfortable anywhere "
    "between 24.60 and 25.20.",
    "Equities. The WIG20 future (FW20M26) at {w20} trades {basis} points {basis_dir} fair value. Banks (PKO, PEO, "
    "SPL, MBK) are about 40% of the index and remain exposed to the bank-tax debate and the CHF-loan provisioning "
    "calendar; the sector trades on {pb}x P/B with ROE near 20%, which looks full against the rate path priced "
    "in the FRA strip. Materials and energy are mixed: copper at ${cu}/t supports KGHM, Orlen refining margins "
    "have softened as the Urals-Brent discount narrowed.",
    "Regional. Prague remains defensive: CEZ trades on the dividend and on the buy-out narrative, Komercni banka "
    "and Moneta on capital return. Budapest is, for practical purposes, a two-stock market; OTP and MOL drive "
    "most BUX moves and Richter is idiosyncratic on pipeline news. Afternoon liquidity on BET has been thin, with "
    "closing auctions taking 25-30% of daily volume, so we prefer to work regional orders into the close.",
    "Flows and calendar. Today: {cal1}; {cal2}. Rebalancing flows into the June index review are estimated at "
    "PLN {reb}mn on the close; local pension funds (OFE/PPK) have been net buyers for six consecutive weeks and "
    "foreign ETF flows turned modestly positive last week.",
    "Risks. A hawkish NBP surprise or a fiscal slippage headline would hit the belly first; a 10bp move in the 5y "
    "costs the book roughly PLN {dv_cost}k at today's DV01. Geopolitical headlines hit HUF hardest, then PLN, then "
    "CZK. Equity drawdown risk is concentrated in banks and in CDR, where realised vol is {vol}% annualised.",
    "Technicals. FW20M26 holds its 50-day average near {ma50}; RSI(14) is neutral at {rsi}. A close below {sup} "
    "would open the April gap. EUR/PLN momentum is flat, EUR/HUF is testing the upper Bollinger band. None of "
    "this is a signal on its own; it is context for the levels discussed with the desk.",
    "Cross-asset. Bund yields, the dollar and copper explain roughly 55% of daily WIG20 variance over the last 60 "
    "sessions (rolling regression), the residual being mostly bank-specific news. The PLN/HUF return correlation "
    "has risen to {corr}, so a PLN-vs-HUF relative-value position hedges itself less well than a year ago. If the "
    "CPI print comes in above 4%, one could argue for paying 2y, but that is a scenario, not a recommendation.",
    "Book review. Gross exposure is {gross}% of limit, beta-adjusted equity delta PLN {delta}mn, DV01 PLN "
    "{dv01}k/bp. Carry on the rates book is positive; the FX book is small. Nothing is close to a stop today "
    "except where flagged by risk-engine.",
    "Banks. The bank-tax debate resurfaced in the weekend press; the draft circulated last year would cost the "
    "sector roughly 6-8% of 2027 net income. PKO and Pekao have the largest excess capital and would absorb it via "
    "lower buy-backs; Alior and mBank are more exposed through CHF-loan provisioning, where the run-rate of new "
    "court cases has slowed to about 1,200 a month. Deposit beta is drifting higher, which caps NIM upside even "
    "if the NBP stays on hold through the summer.",
    "Gaming and consumer. CD Projekt trades almost purely on the release calendar; the options market prices a "
    "{vol}% move around the next update event. Dino and LPP have de-rated on softer like-for-like sales, while "
    "Allegro benefits from take-rate increases but faces a tougher comparison base in the second half. Pepco "
    "remains a restructuring story with high short interest, which makes it prone to squeezes on any good print.",
    "Commodities. Copper at ${cu}/t is within 4% of the year's high; KGHM's sensitivity is roughly PLN 1.1bn of "
    "EBITDA per USD 1,000/t, before the mineral extraction tax, which takes a large share of any upside. Coal "
    "(JSW) continues to trade on coking-coal benchmarks and on government support headlines. Orlen's integrated "
    "margin has fallen for three weeks, but retail fuel margins are offsetting part of it.",
    "Hungary. The forint trades as a high-beta version of the zloty with added political risk. The budget deficit "
    "target has been revised twice this year and the ÁKK keeps front-loading retail issuance. OTP's capital "
    "return programme is the main support for BUX; MOL is driven by refining margins and by the Druzhba pipeline "
    "headlines. Richter is idiosyncratic and has low correlation to the rest of the market.",
    "Czechia. The CNB has signalled that the easing cycle is close to its end, with the repo rate at {cnb}%. "
    "Services inflation remains sticky, and wage growth is running above 7%. CZGB supply is modest and foreign "
    "holdings are stable. CEZ's dividend policy and the government's buy-out plans dominate equity flows; "
    "Komercni banka and Moneta remain yield plays with payout ratios near 100%.",
    "EU funds and fiscal. KPO disbursements are running behind schedule, with roughly 45% of the envelope paid "
    "out. The 2026 budget assumes a deficit near 6.5% of GDP; any slippage matters more for the long end of the "
    "POLGB curve than for the front, where NBP pricing dominates. Rating agencies have so far kept stable "
    "outlooks, but the excessive deficit procedure keeps the topic live into the autumn.",
    "Positioning. Our read of the broker chat is that foreign real money is long POLGBs in the 5-10y sector and "
    "long PLN against EUR via forwards, while local banks are running lighter bond books ahead of the NBP. In "
    "equities, hedge funds are short Pepco and Allegro and long the banks against the index; local funds are "
    "overweight PKO and PZU. Crowded positions tend to unwind around index reviews and central bank meetings.",
    "Data review. Industrial output surprised to the upside last month (+{d2}.1% y/y vs consensus below 2%), "
    "while retail sales disappointed. Wage growth slowed to about 9% y/y, still well above inflation at {cpi}%. "
    "PMI remains below 50 for the twelfth consecutive month, but new export orders have improved. None of this "
    "changes the NBP's near-term calculus; the MPC wants to see two more CPI prints before moving.",
    "US and core. Treasuries sold off on stronger labour data and Bunds followed; the 10y spread of POLGBs over "
    "Bunds is unchanged near 270bp. Dollar strength usually costs the zloty more than the koruna. The VIX is low, "
    "which historically coincides with foreign inflows into CEE carry; a spike above 20 would reverse that quickly.",
    "Credit and supply. POLGB issuance is about 62% done for the year on MF's plan, with the remaining supply "
    "skewed to floaters (WZ) and the 10y. CZGB supply is modest; ÁKK keeps front-loading retail bonds, which "
    "keeps the HGB curve steep. Asset-swap spreads on the 5y POLGB are {basis}bp wider on the month, which is "
    "consistent with the larger budget gap rather than with any change in the rating outlook.",
]


def _vary(rng, text: str) -> str:
    topic, rest = text.split(". ", 1)
    sents = [x for x in rest.split(". ") if x]
    if len(sents) > 2:
        k = max(2, len(sents) - rng.randint(0, 1))
        keep = sorted(rng.sample(range(len(sents)), k))
        sents = [sents[i] for i in keep]
    out = topic + ". " + ". ".join(sents)
    return out if out.endswith(".") else out + "."


def strategos_note(d: Day, mk: dict, title: str, decision: str | None, nparas: int, flow: str | None = None) -> str:
    rng = d.rng
    cal = rng.sample(CAL_TODAY, 2)
    vals = dict(mk, cal1=cal[0], cal2=cal[1])
    paras = rng.sample(NOTE_PARAS, min(nparas, len(NOTE_PARAS)))
    body = [_vary(rng, p.format(**vals)) for p in paras]
    if flow:
        body.insert(rng.randint(1, len(body)), flow)
    if decision:
        mid = len(body) // 2
        body[mid] = body[mid] + " " + decision
    run = f"{d.mmdd}-{rng.randint(6, 20):02d}{rng.choice(['00', '15', '30', '45'])}"
    head = f"**{title}** — {d.date_iso}\n"
    foot = (f"\n— Strategos v2.3 · run {run} · inputs: desk book, ESPI/EBI, Refinitiv, broker chat "
            f"(relayed) · confidence {rng.choice(['low', 'medium', 'medium-high'])}")
    return head + "\n\n".join(body) + foot


# --------------------------------------------------------------------------- storylines

PM_GO = ["ok go", "go, thx", "approved ✅", "👍 send it", "fine, go ahead", "yes — work it", "ok, go. keep it tight",
         "approved, don't chase", "go on {t}", "ok on {t}, send"]
PM_PART = ["go, but {s} not {S}", "half size. {s} max", "ok at {s}, not more today"]
PM_NO = ["no. not into the {ev}", "no — not today, we're full on {t} risk", "pass. revisit after the {ev}",
         "not approved. too much beta already"]
LEAD_GO = ["akceptuję, puszczaj", "ok, wrzucaj", "dawaj, zgoda", "zgoda. tylko nie goń ceny"]


def eq_chain(d: Day, mk: dict, tk: str, side: str, style: str, *, approve="pm", stop="plain",
             fill="embed", confirm="pipe", resize=False, cancel=False, t0=None):
    rng = d.rng
    name, venue, px0, ccy, sz = EQ[tk]
    px = rnd_px(rng, px0)
    dec = dec_of(px0)
    qty = sz * rng.choice([1, 1, 2, 3]) // (2 if rng.random() < 0.3 else 1)
    qty = max(qty - qty % 100 if qty >= 1000 else qty, 1)
    buy = side == "buy"
    stop_px = rnd_px(rng, px * (0.965 if buy else 1.035), 0.003)
    tgt_px = rnd_px(rng, px * (1.06 if buy else 0.94), 0.004)
    pxs, stps, tgts = pl(px, dec), pl(stop_px, dec), pl(tgt_px, dec)
    t = t0 if t0 is not None else d.rand_at(9.1, 16.3)
    chain = []
    region = "pl" if venue == "XWAR" else ("cz" if venue == "XPRA" else "hu")
    trader = {"pl": rng.choice(["tomek", "marek", "kasia"]), "cz": "ondra", "hu": "bence"}[region]
    # --- proposal
    if style == "shorthand":
        sw = "b" if buy else "s"
        txt = f"{sw} {ksize(qty)} {tk.lower()} @ {pxs} sl {stps}"
        if rng.random() < 0.5:
            txt += f" tp {tgts}"
        p = hard(M(t, trader, txt), "trade_proposal", [f"{sw} {ksize(qty)}", tk.lower(), pxs, stps], "shorthand",
                 "shorthand b/s + k-size + comma price")
    elif style == "tagged":
        sw = "KUPNO" if buy else "SPRZEDAŻ"
        txt = (f"[PROPOZYCJA] {tk} {sw} {tys(qty)} szt. limit {pxs} {ccy}, SL {stps}, TP {tgts}\n"
               f"uzasadnienie: {rng.choice(['odbicie od wsparcia, wolumen rośnie', 'po wynikach rynek nie doszacował marży', 'słabość sektora, relatywnie drogo vs peers', 'flow z OFE pod rebalancing'])}")
        p = hard(M(t, trader, txt), "trade_proposal", [tk, sw, f"{tys(qty)} szt.", pxs, stps], "tagged",
                 "[PROPOZYCJA] tag, Polish side word")
    elif style == "nodiac":
        sw = "kupujemy" if buy else "sprzedajemy"
        txt = (f"{name} - {sw} {tys(qty)} po {pxs}, stop {stps}. "
               f"{rng.choice(['Spread sie zwezil, jest plynnosc', 'Kurs zszedl do poziomu z ktorego chcielismy wejsc', 'Po konferencji zarzadu widze przestrzen', 'Wchodzimy przed sesja w USA'])}. "
               f"Co Ty na to James?")
        p = hard(M(t, trader, txt), "trade_proposal", [name, sw, tys(qty), pxs, stps], "untagged",
                 "Polish prose without diacritics, company name")
    elif style == "cz":
        sw = "kupujeme" if buy else "prodáváme"
        txt = (f"Návrh: {tk} {sw} {tys(qty).replace('tys.', 'tis.')} ks @ {pxs} Kč, stop-loss {stps}. "
               f"{rng.choice(['Dividenda je v ceně jen z poloviny.', 'Po výsledcích je to levné vůči sektoru.', 'Koruna nám hraje do karet.'])}")
        p = hard(M(t, "ondra", txt), "trade_proposal", [tk, sw, pxs, stps], "untagged", "Czech proposal")
    elif style == "hu":
        sw = "vétel" if buy else "eladás"
        txt = (f"javaslat: {tk} {sw} {ksize(qty).replace('k', ' ezer')} db @ {pxs}, stop {stps}. "
               f"{rng.choice(['A BUX-hoz képest alulteljesített, most visszajöhet.', 'A jelentés után túl nagy volt az esés.', 'Jó a likviditás a zárás előtt.'])}")
        p = hard(M(t, "bence", txt), "trade_proposal", [tk, sw, pxs, stps], "untagged", "Hungarian proposal")
    else:  # plain Polish prose with diacritics
        sw = "kupić" if buy else "sprzedać"
        txt = (f"Proponuję {sw} {tk} ({name}), {tys(qty)} szt. z limitem {pxs}, stop {stps}, cel {tgts}. "
               f"{rng.choice(['Wycena po korekcie jest ok, a spółka ma katalizator w przyszłym tygodniu.', 'Na tym poziomie ryzyko/zysk 1:2, płynność wystarczy.', 'Rynek przesadził z reakcją na rekomendację.'])}")
        p = hard(M(t, trader, txt), "trade_proposal", [tk, sw, f"{tys(qty)} szt.", pxs, stps], "untagged",
                 "Polish prose proposal with cel/stop")
    chain.append(d.add(p))
    t += rng.randint(2, 14) * MIN + rng.randint(0, 59) * S
    # --- approval
    qty_ok = qty
    if approve == "reject":
        ev = rng.choice(["NBP decision", "CPI print", "MNB meeting", "Q1 results"])
        txt = rng.choice(PM_NO).format(ev=ev, t=tk)
        a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, tk), "reply",
                 "terse English reject")
        chain.append(d.add(a))
        t += rng.randint(1, 4) * MIN
        chain.append(d.add(M(t, trader, rng.choice(["ok, rozumiem", "jasne, odpuszczamy", "no trudno", "ok 👍 wracam z tym jutro"]))))
        d.fit(chain)
        return chain, None
    if approve == "partial":
        half = qty // 2
        half -= half % 100 if half >= 1000 else 0
        qty_ok = half
        txt = rng.choice(PM_PART).format(s=ksize(half), S=ksize(qty))
        a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, tk, ksize(half)), "reply",
                 "approval with size cut")
    elif approve == "lead":
        txt = rng.choice(LEAD_GO)
        a = hard(M(t, "marek", txt, ref=p), "trade_approval", _approval_facts(txt, tk), "reply",
                 "desk lead approves in Polish")
    else:
        txt = rng.choice(PM_GO).format(t=tk)
        a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, tk), "reply",
                 "terse English approval reply")
    a.reactions.append((t + 20 * S, "📌", AUTHOR_ID["marek"]))
    chain.append(d.add(a))
    t += rng.randint(20, 120) * S
    oid = d.order_id()
    if resize:
        new_q = max(qty_ok * 2 // 3 // 100 * 100, 100)
        txt = (f"risk-engine:\n  event: order_resized\n  order: {oid}\n  instrument: {tk}\n  side: {side.upper()}\n"
               f"  requested_qty: {qty_ok}\n  approved_qty: {new_q}\n  rule: single_name_gross <= 2.5% NAV\n"
               f"  headroom_pln: {rng.randint(200, 900)}k\n  status: ENFORCED")
        r = hard(M(t, "risk", txt), "risk_limit", [oid, "order_resized", str(new_q), "ENFORCED"], "structured",
                 "risk YAML resize")
        chain.append(d.add(r))
        qty_ok = new_q
        t += rng.randint(3, 20) * S
    # --- confirmation
    lim = en(px, dec)
    if confirm == "pipe":
        txt = f"{d.date_iso}|OMS|NEW|clOrdId={oid}|{tk}|{side.upper()}|{qty_ok}|LMT|{lim}|{venue}|ACK"
        c = hard(M(t, "oms", txt), "trade_confirmation", [oid, tk, side.upper(), str(qty_ok), "ACK"], "structured",
                 "OMS pipe ACK line")
    elif confirm == "json":
        txt = json.dumps({"evt": "order_ack", "clOrdId": oid, "sym": tk, "side": side.upper(), "qty": qty_ok,
                          "lmt": float(lim), "venue": venue, "status": "WORKING"}, ensure_ascii=False)
        c = hard(M(t, "oms", txt), "trade_confirmation", [oid, tk, str(qty_ok), "WORKING"], "structured",
                 "OMS JSON ack")
    else:
        emb = {"title": "Order accepted", "author": "OMS",
               "fields": [{"name": "Instr", "value": tk, "inline": True}, {"name": "Side", "value": side.upper(), "inline": True},
                          {"name": "Qty", "value": f"{qty_ok:,}".replace(",", " "), "inline": True},
                          {"name": "Limit", "value": f"{lim} {ccy}", "inline": True}],
               "footer": f"{oid} · {venue} · working"}
        c = hard(M(t, "oms", "", embeds=[emb]), "trade_confirmation", [oid, tk, side.upper(), "working"], "embed",
                 "embed-only order accepted")
    chain.append(d.add(c))
    t += rng.randint(30, 900) * S
    if cancel:
        txt = f"{d.date_iso}|OMS|CXL|clOrdId={oid}|{tk}|{side.upper()}|{qty_ok}|CANCELLED|by={PEOPLE[trader][0]}"
        pre = M(t - rng.randint(40, 120) * S, trader, rng.choice(["zdejmij to, rynek uciekł", f"cancel {tk}, nie gonimy", "ściągam zlecenie, za daleko"]))
        chain.append(d.add(near(pre)) if False else d.add(pre))
        cx = hard(M(t, "oms", txt), "trade_confirmation", [oid, "CANCELLED", tk], "structured", "OMS cancel line")
        chain.append(d.add(cx))
        d.fit(chain)
        return chain, None
    # --- fills
    fpx = px + (rng.choice([-1, 0, 0, 1]) * (0.02 if px < 100 else (0.1 if px < 1000 else 10)))
    fpx_en = en(fpx, dec)
    partial = rng.random() < 0.3 and qty_ok >= 200
    fills = []
    if partial:
        q1 = qty_ok // 2 - (qty_ok // 2) % 100 if qty_ok >= 1000 else qty_ok // 2
        txt = f"{d.date_iso}|OMS|PFILL|clOrdId={oid}|{tk}|{side.upper()}|{q1}/{qty_ok}|@{fpx_en}|{venue}"
        f1 = hard(M(t, "oms", txt), "trade_fill", [oid, tk, f"{q1}/{qty_ok}", f"@{fpx_en}"], "structured",
                  "OMS pipe partial fill")
        chain.append(d.add(f1))
        fills.append(f1)
        t += rng.randint(60, 1500) * S
    avg = en(fpx + (0.01 if px < 100 else 0), dec) if partial else fpx_en
    if fill == "embed":
        emb = {"title": "Execution report", "author": "OMS",
               "description": f"{'FILLED' if not partial else 'FILLED (complete)'} {tk} {name}",
               "fields": [{"name": "Side", "value": side.upper(), "inline": True},
                          {"name": "Qty", "value": str(qty_ok), "inline": True},
                          {"name": "Avg px", "value": avg, "inline": True},
                          {"name": "Venue", "value": venue, "inline": True}],
               "footer": f"order {oid} · {ccy}"}
        f2 = hard(M(t, "oms", "", embeds=[emb]), "trade_fill", [tk, side.upper(), str(qty_ok), avg], "embed",
                  "embed-only execution report")
    elif fill == "kv":
        txt = f"oms: evt=fill ord={oid} sym={tk} side={side.upper()} qty={qty_ok} px={avg} venue={venue} liq={rng.choice(['A', 'R'])}"
        f2 = hard(M(t, "oms", txt), "trade_fill", [oid, tk, f"qty={qty_ok}", f"px={avg}"], "structured",
                  "OMS key=value fill")
    else:  # trader tags the fill
        sw = "kupione" if buy else "sprzedane"
        txt = f"[FILL] {tk} {sw} {tys(qty_ok)} @ {pl(float(avg), dec)} śr. ({oid})"
        f2 = hard(M(t, trader if region == "pl" else "tomek", txt), "trade_fill",
                  [tk, sw, tys(qty_ok), pl(float(avg), dec)], "tagged", "[FILL] by trader, Polish participle")
    chain.append(d.add(f2))
    fills.append(f2)
    t += rng.randint(1, 6) * MIN
    # --- stop / target
    if stop != "none":
        if region == "pl":
            txt = rng.choice([f"SL na {tk} {stps}, TP {tgts}", f"[SL] {tk} {stps} / TP {tgts}",
                              f"stop na {tk} ustawiony {stps}, take profit {tgts}"])
        elif region == "cz":
            txt = f"{tk}: stop {stps}, cíl {tgts}"
        else:
            txt = f"{tk}: stop {stps}, célár {tgts}"
        s = hard(M(t, trader, txt), "stop_or_target_change", [tk, stps, tgts], "untagged" if "[SL]" not in txt else "tagged",
                 "stop set after fill")
        if stop == "edit2":
            s1 = rnd_px(rng, stop_px * (1.012 if buy else 0.988), 0.001)
            s2 = rnd_px(rng, stop_px * (1.026 if buy else 0.974), 0.001)
            if s1 == stop_px:
                s1 = stop_px + (0.1 if buy else -0.1)
            if s2 == s1:
                s2 = s1 + (0.1 if buy else -0.1)
            s1s, s2s = pl(s1, dec), pl(s2, dec)
            te1 = t + rng.randint(50, 110) * MIN
            te2 = te1 + rng.randint(40, 100) * MIN
            new1 = txt.replace(stps, s1s) + "  (podciągnięty)"
            new2 = txt.replace(stps, s2s) + "  (podciągnięty x2, prawie BE)"
            s.edits = [(te1, new1), (te2, new2)]
            s.content = txt
            s.hard = ("stop_or_target_change", [tk, s2s, tgts], s.hard[2])
            s.superseded = [stps, s1s]
            s.idiom = ("stop moved twice by editing", "stop_or_target_change")
            s.pins.append((t + 2 * MIN, AUTHOR_ID["marek"]))
        chain.append(d.add(s))
    d.fit(chain)
    return chain, fills[-1]


_APPROVAL_KEYS = [
    ("ok, go. keep it tight", ["ok, go", "keep it tight"]), ("not approved. too much beta already", ["not approved", "too much beta"]),
    ("not approved. DV01 is full", ["not approved", "DV01 is full"]), ("no. not into the", ["no.", "not into the"]),
    ("no — not into the", ["no —", "not into the"]), ("no — not today", ["no —", "not today"]),
    ("pass. revisit after the", ["pass.", "revisit after the"]), ("go, but", ["go, but"]), ("half size.", ["half size"]),
    ("not more today", ["not more today"]), ("akceptuję, puszczaj", ["akceptuję", "puszczaj"]), ("ok, wrzucaj", ["ok", "wrzucaj"]),
    ("dawaj, zgoda", ["dawaj", "zgoda"]), ("zgoda. tylko nie goń ceny", ["zgoda", "nie goń ceny"]),
    ("👍 send it", ["👍", "send it"]), ("fine, go ahead", ["fine", "go ahead"]), ("yes — work it", ["yes", "work it"]),
    ("approved, don't chase", ["approved", "don't chase"]), ("approved ✅", ["approved", "✅"]), ("go, thx", ["go", "thx"]),
    ("ok go", ["ok", "go"]), ("ok on", ["ok on", "go"]), ("ok, go", ["ok, go"]), ("fine.", ["fine.", "ok"]),
    ("approved", ["approved"]), ("go", ["go"]),
]


def _approval_facts(txt: str, tk: str, extra: str | None = None) -> list:
    toks = []
    for key, facts in _APPROVAL_KEYS:
        if key in txt:
            toks = [f for f in facts if f in txt]
            break
    if tk in txt and tk not in toks:
        toks.append(tk)
    if extra and extra in txt and extra not in toks:
        toks.append(extra)
    if len(toks) < 2:
        toks = [w.strip(".,") for w in txt.split()[:2]]
    return toks[:5]


def fx_chain(d: Day, mk: dict, style: str):
    rng = d.rng
    pair = rng.choice(["EURPLN", "EURPLN", "USDPLN", "EURHUF", "EURCZK"])
    base = {"EURPLN": mk["eurpln_f"], "USDPLN": 3.7420, "EURHUF": mk["eurhuf_f"], "EURCZK": mk["eurczk_f"]}[pair]
    dec = 2 if pair == "EURHUF" else (3 if pair == "EURCZK" else 4)
    buy = rng.random() < 0.5
    tenor = rng.choice(["spot", "spot", "1M", "3M"])
    notional = rng.choice([10, 15, 20, 25, 30, 50])
    px = round(base + rng.uniform(-0.3, 0.3) * 10 ** (-dec + 2) * 0.1, dec)
    if tenor != "spot":
        pts = {"1M": 0.0105, "3M": 0.0318}[tenor] * base / 4.265
        px = round(px + pts, dec)
    pxs = pl(px, dec)
    t = d.rand_at(8.2, 17.5)
    chain = []
    who = rng.choice(["pio", "kasia"]) if pair in ("EURPLN", "USDPLN") else ("bence" if pair == "EURHUF" else "ondra")
    pair_sl = pair[:3] + "/" + pair[3:]
    if style == "shorthand":
        sw = "b" if buy else "s"
        txt = f"{sw} {notional}m {pair.lower()} {tenor if tenor != 'spot' else 'spot'} @ {pxs}"
        p = hard(M(t, who, txt), "trade_proposal", [f"{sw} {notional}m", pair.lower(), pxs], "shorthand",
                 "FX shorthand with m-size")
    else:
        sw = "kupujemy" if buy else "sprzedajemy"
        tn = "spot" if tenor == "spot" else f"forward {tenor}"
        txt = (f"Propozycja FX: {sw} {notional} mln EUR {pair_sl} {tn} po {pxs}. "
               f"{rng.choice(['Hedge ekspozycji z portfela akcji.', 'Carry nadal na plus, wchodzimy przed fixingiem.', 'Taktycznie pod dane z GUS.', 'Zamykamy połowę różnicy do wczorajszego poziomu.'])} "
               f"Stop {pl(px * (0.994 if buy else 1.006), dec)}.")
        p = hard(M(t, who, txt), "trade_proposal", [sw, f"{notional} mln EUR", pair_sl, pxs], "untagged",
                 "FX proposal mln EUR with slash pair")
    chain.append(d.add(p))
    t += rng.randint(2, 10) * MIN
    txt = rng.choice(["go, thx", "ok go", "approved ✅", "👍 send it", f"ok on {pair_sl}, go"])
    a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, pair_sl), "reply")
    chain.append(d.add(a))
    t += rng.randint(30, 240) * S
    oid = d.order_id()
    side = "BUY" if buy else "SELL"
    if rng.random() < 0.5:
        txt = json.dumps({"evt": "fill", "clOrdId": oid, "sym": pair, "tenor": tenor.upper(), "side": side,
                          "qty": notional * 1_000_000, "px": round(px + rng.choice([-1, 0, 1]) * 10 ** -dec, dec),
                          "cpty": rng.choice(["PKO BP", "ING BSK", "Citi Handlowy", "Raiffeisen", "UniCredit"])})
        fq = f'"qty": {notional * 1_000_000}'
        f = hard(M(t, "oms", txt), "trade_fill", [oid, pair, side, fq], "structured", "OMS JSON fill")
    else:
        fpx = en(px, dec)
        emb = {"title": f"FX deal done · {pair} {tenor.upper()}",
               "fields": [{"name": "Side", "value": side, "inline": True},
                          {"name": "Notional", "value": f"EUR {notional},000,000" if pair != "USDPLN" else f"USD {notional},000,000", "inline": True},
                          {"name": "Rate", "value": fpx, "inline": True}],
               "footer": f"{oid} · RFQ 360T"}
        f = hard(M(t, "oms", "", embeds=[emb]), "trade_fill", [pair, side, f"{notional},000,000", fpx], "embed")
    chain.append(d.add(f))
    d.fit(chain)
    return chain


def bond_chain(d: Day, mk: dict, thread_starter: M | None = None):
    rng = d.rng
    chain = []
    if rng.random() < 0.7:
        ser = rng.choice(list(BONDS_PL))
        px0, y0 = BONDS_PL[ser]
        cz = False
    else:
        ser = rng.choice(list(BONDS_CZ))
        px0, y0 = BONDS_CZ[ser]
        cz = True
    px = round(px0 + rng.uniform(-0.4, 0.4), 2)
    nom = rng.choice([20, 25, 50, 75, 100])
    buy = rng.random() < 0.6
    t = d.rand_at(9.2, 16.0)
    if cz:
        sw = "kupujeme" if buy else "prodáváme"
        txt = f"{ser}: {sw} {nom} mil. CZK nom. @ {pl(px)} — {rng.choice(['křivka je na 5-10 moc strmá', 'po aukci je tam místo', 'ČNB tón měkčí'])}. Souhlas?"
        p = hard(M(t, "ondra", txt), "trade_proposal", [ser, sw, f"{nom} mil. CZK", pl(px)], "untagged")
    else:
        sw = rng.choice(["bierzemy", "kupujemy"]) if buy else rng.choice(["oddajemy", "sprzedajemy"])
        ytxt = f" ({pl(y0 + rng.uniform(-0.05, 0.05))}%)" if y0 else ""
        txt = (f"{ser}: {sw} {nom} mln nom. po {pl(px)}{ytxt}. "
               f"{rng.choice(['Przed aukcją zamiany papier jest tani na krzywej.', 'Asset swap się rozjechał, łapiemy.', 'Redukujemy duration przed CPI.', 'Pod rolowanie WZ.'])}")
        p = hard(M(t, "kasia", txt), "trade_proposal", [ser, sw, f"{nom} mln nom.", pl(px)], "untagged",
                 "POLGB series proposal, mln nom.")
    chain.append(d.add(p))
    t += rng.randint(3, 15) * MIN
    txt = rng.choice(["approved ✅", "go, thx", "ok, go — " + ser, "fine. " + ser + " ok"])
    a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, ser), "reply")
    chain.append(d.add(a))
    t += rng.randint(2, 30) * MIN
    oid = d.order_id()
    side = "BUY" if buy else "SELL"
    venue = "MTS-CZ" if cz else rng.choice(["Treasury BondSpot", "Bloomberg RFQ", "Tradeweb"])
    fpx = en(px + rng.choice([-0.01, 0, 0.005]), 3)
    txt = f"{d.date_iso}|OMS|FILL|clOrdId={oid}|{ser}|{side}|NOM {nom}000000|@{fpx}|{venue}"
    f = hard(M(t, "oms", txt), "trade_fill", [oid, ser, side, f"@{fpx}"], "structured")
    chain.append(d.add(f))
    d.fit(chain)
    return chain


def rates_chain(d: Day, mk: dict, approve=True):
    rng = d.rng
    kind = rng.choice(["fra", "irs", "irs", "fra"])
    ccy = rng.choice(["PLN", "PLN", "CZK", "HUF"])
    if kind == "fra":
        tenor = rng.choice(["3x6", "6x9", "1x4", "9x12"])
        lvl = {"PLN": 4.38, "CZK": 3.42, "HUF": 6.35}[ccy] + rng.uniform(-0.15, 0.1)
        inst = f"{ccy} FRA {tenor}"
    else:
        tenor = rng.choice(["2Y", "5Y", "10Y"])
        lvl = {"PLN": 4.60, "CZK": 3.58, "HUF": 6.60}[ccy] + rng.uniform(-0.15, 0.15)
        inst = f"{ccy} IRS {tenor}"
    lvls = pl(lvl)
    pay = rng.random() < 0.5
    notional = rng.choice([100, 150, 200, 250, 500]) if kind == "fra" else rng.choice([50, 75, 100, 150])
    who = "pio" if ccy == "PLN" else ("ondra" if ccy == "CZK" else "bence")
    t = d.rand_at(8.8, 16.5)
    chain = []
    if ccy == "PLN":
        sw = "płacimy" if pay else "odbieramy"
        txt = f"{inst}: {sw} {notional} mln @ {lvls}. {rng.choice(['Rynek wycenia za dużo cięć.', 'Pod CPI, asymetria po naszej stronie.', 'Hedge DV01 z portfela obligacji.'])}"
        idi = "FRA/IRS pay/receive in Polish"
    elif ccy == "CZK":
        sw = "platíme" if pay else "přijímáme"
        txt = f"{inst}: {sw} {notional} mio @ {lvls}, {rng.choice(['ČNB už víc snižovat nebude', 'trh je moc holubičí'])}."
        idi = None
    else:
        sw = "fizetünk" if pay else "kapunk"
        txt = f"{inst}: {sw} {notional} mrd HUF @ {lvls}. {rng.choice(['Az MNB nem fog vágni júniusban.', 'Túl sok vágás van beárazva.'])}"
        idi = None
    p = hard(M(t, who, txt), "trade_proposal", [inst, sw, str(notional), lvls], "untagged", idi)
    chain.append(d.add(p))
    t += rng.randint(2, 12) * MIN
    if approve:
        txt = rng.choice(["go, thx", "approved ✅", "ok go", "👍 send it"])
    else:
        txt = rng.choice(["no — not into the NBP", "pass. revisit after the CPI print", "not approved. DV01 is full"])
    a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, inst), "reply")
    chain.append(d.add(a))
    if approve:
        t += rng.randint(1, 10) * MIN
        oid = d.order_id()
        txt = (f"{d.date_iso}|OMS|DONE|clOrdId={oid}|{inst.replace(' ', '_')}|{'PAY' if pay else 'REC'}|"
               f"N={notional}MM|@{en(lvl, 3)}|cpty={rng.choice(['MBANK', 'PEKAO', 'ING', 'CSOB', 'KB', 'OTP'])}|CONFIRMED")
        c = hard(M(t, "oms", txt), "trade_confirmation", [oid, inst.replace(' ', '_'), "CONFIRMED"], "structured")
        chain.append(d.add(c))
    d.fit(chain)
    return chain


def fut_chain(d: Day, mk: dict, via_strategos: bool):
    """WIG20/BUX futures: proposal (often from Strategos, buried), approval, fill."""
    rng = d.rng
    bux = rng.random() < 0.3
    inst = "BUX JUN26" if bux else "FW20M26"
    lvl = int(mk["bux"]) if bux else mk["w20"]
    sell = rng.random() < 0.55
    n = rng.choice([10, 20, 25, 40, 60]) if not bux else rng.choice([5, 10, 15])
    entry = lvl + (rng.randint(-8, 8) if not bux else rng.randint(-150, 150) // 10 * 10)
    stop = entry + (1 if sell else -1) * (rng.randint(40, 60) if not bux else rng.randint(900, 1400) // 10 * 10)
    tgt = entry - (1 if sell else -1) * (rng.randint(70, 110) if not bux else rng.randint(1500, 2500) // 10 * 10)
    es, ss, ts = [f"{x:,}".replace(",", " ") for x in (entry, stop, tgt)]
    t = d.rand_at(9.3, 15.8)
    chain = []
    verb = "selling" if sell else "buying"
    if via_strategos:
        dec = (f"**Decision:** we propose {verb} {n} {inst} at {es} with a stop at {ss} and a first target at {ts}; "
               f"requesting PM approval.")
        txt = strategos_note(d, mk, "Intraday view — index futures", dec, rng.randint(6, 8))
        p = hard(M(t, "strat", txt), "trade_proposal", [f"{verb} {n} {inst}", es, ss], "buried",
                 "decision buried mid-note by LLM agent")
    else:
        sw = "short" if sell else "long"
        txt = f"{sw} {n} {inst} @ {es}, stop {ss}, tp {ts} — {rng.choice(['pod dane z USA', 'hedge banków', 'technicznie odbicie od wsparcia', 'luka do zamknięcia'])}"
        p = hard(M(t, "tomek", txt), "trade_proposal", [f"{sw} {n} {inst}", es, ss], "shorthand",
                 "futures long/short N contracts")
    chain.append(d.add(p))
    t += rng.randint(3, 16) * MIN
    txt = rng.choice(["go, thx", "ok go", "approved — " + inst, "fine, go ahead", "👍 send it"])
    a = hard(M(t, "pm", txt, ref=p), "trade_approval", _approval_facts(txt, inst), "reply")
    chain.append(d.add(a))
    t += rng.randint(1, 8) * MIN
    oid = d.order_id()
    side = "SELL" if sell else "BUY"
    emb = {"title": "Execution report", "author": "OMS",
           "fields": [{"name": "Instr", "value": inst, "inline": True}, {"name": "Side", "value": side, "inline": True},
                      {"name": "Qty", "value": f"{n} lots", "inline": True},
                      {"name": "Avg px", "value": str(entry), "inline": True}],
           "footer": f"order {oid} · {'XBUD' if bux else 'XWAR'} derivatives"}
    f = hard(M(t, "oms", "", embeds=[emb]), "trade_fill", [inst, side, f"{n} lots", str(entry)], "embed")
    chain.append(d.add(f))
    if via_strategos:
        t += rng.randint(2, 6) * MIN
        txt = f"przyjąłem, stop {ss} na {inst} wstawiony w OMS jako stop-market"
        s = hard(M(t, "tomek", txt, ref=f), "stop_or_target_change", [inst, ss, "stop-market"], "reply")
        chain.append(d.add(s))
    d.fit(chain)
    return chain, (inst, sell, entry, n)


# --------------------------------------------------------------------------- news

ESPI_PL = [
    ("Zarząd rekomenduje wypłatę dywidendy {x} zł na akcję", lambda r: pl(r.uniform(1.2, 9.5))),
    ("Wstępne wyniki za I kwartał 2026: EBITDA {x} mln zł", lambda r: pl(r.uniform(150, 4200), 0)),
    ("Zawarcie znaczącej umowy o wartości {x} mln zł", lambda r: pl(r.uniform(120, 2400), 0)),
    ("Rezygnacja Członka Zarządu ds. {x}", lambda r: r.choice(["Finansowych", "Operacyjnych", "Ryzyka", "Handlowych"])),
    ("Zmiana stanu posiadania: {x} przekroczył próg 5% głosów", lambda r: r.choice(FUNDS)),
    ("Aktualizacja strategii na lata 2026-2030, capex {x} mld zł", lambda r: pl(r.uniform(2, 40), 1)),
    ("Decyzja KNF w sprawie zaleceń dot. {x}", lambda r: r.choice(["dywidendy", "bufora ryzyka systemowego", "wymogu MREL"])),
    ("Odpis aktualizujący wartość aktywów w wysokości {x} mln zł", lambda r: pl(r.uniform(80, 900), 0)),
]
PSE_CZ = [
    ("Oznámení o výplatě dividendy {x} Kč na akcii", lambda r: pl(r.uniform(20, 95))),
    ("Předběžné výsledky za 1Q 2026: čistý zisk {x} mld. Kč", lambda r: pl(r.uniform(2, 20), 1)),
    ("Změna v představenstvu: odstoupení {x}", lambda r: r.choice(["finančního ředitele", "předsedy představenstva"])),
]
BET_HU = [
    ("Rendkívüli tájékoztatás: osztalékfizetés {x} Ft/részvény", lambda r: pl(r.uniform(100, 900), 0)),
    ("Gyorsjelentés 2026 I. negyedév: adózott eredmény {x} Mrd Ft", lambda r: pl(r.uniform(20, 400), 0)),
    ("Saját részvény vásárlás: {x} db", lambda r: pl(r.randint(20000, 300000), 0)),
]
WIRE_EN = [
    ("Reuters: {name} said to weigh sale of minority stake in {x} unit — sources", "weigh sale of minority stake"),
    ("Bloomberg: {name} shares halted pending announcement", "shares halted"),
    ("S&P affirms {name} at {x}; outlook stable", "S&P affirms"),
    ("Reuters: {name} cuts 2026 guidance, cites {x}", "cuts 2026 guidance"),
]


def _cut(head: str, n: int) -> str:
    if len(head) <= n:
        return head
    return head[:n].rsplit(" ", 1)[0]


def _espi_body(rng, name: str) -> str:
    if rng.random() < 0.35:
        return ""
    return ("\n> Zarząd " + name + " (\"Emitent\") informuje, że w dniu dzisiejszym " + rng.choice([
        "otrzymał od akcjonariusza zawiadomienie sporządzone na podstawie art. 69 ustawy o ofercie publicznej.",
        "podjął uchwałę w przedmiocie przyjęcia wstępnych, nieaudytowanych danych finansowych; dane mogą ulec zmianie.",
        "zawarł umowę, której wartość przekracza 10% kapitałów własnych Emitenta; pozostałe warunki nie odbiegają od rynkowych.",
        "powziął informację o decyzji organu nadzoru; Emitent przeanalizuje jej wpływ na sytuację finansową.",
    ]) + " Podstawa prawna: Art. 17 ust. 1 MAR.")


def news_msg(d: Day, tk: str, how: str) -> tuple[M, list]:
    """how: espi | embed | wire | name_only"""
    rng = d.rng
    name, venue = EQ[tk][0], EQ[tk][1]
    t = 0
    if how == "wire":
        tpl, key = rng.choice(WIRE_EN)
        x = rng.choice(["BBB+", "A-", "weaker demand", "regulatory costs", "logistics"]) if "affirms" not in tpl else rng.choice(["BBB+", "A-", "BBB"])
        if "stake" in tpl:
            x = rng.choice(["logistics", "leasing", "payments", "retail"])
        txt = "📰 " + tpl.format(name=name, x=x)
        return M(t, "cb", txt), [name, key]
    if venue == "XWAR":
        tpl, gen = rng.choice(ESPI_PL)
        x = gen(rng)
        kind = rng.choice(["ESPI", "ESPI", "EBI"])
        no = f"{rng.randint(8, 61)}/2026"
        head = tpl.format(x=x)
        if how == "embed":
            emb = {"title": f"{kind} {no} · {name}", "description": head,
                   "footer": f"{kind} · {d.date_pl} {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}"}
            return M(t, "espi", "", embeds=[emb]), [name, _cut(head, 48)]
        if how == "name_only":
            txt = f"{kind} {no} | {name} | {head}" + _espi_body(rng, name)
            return M(t, "espi", txt), [name, _cut(head, 48)]
        txt = f"{kind} {no} | {name} ({tk}) | {head}" + _espi_body(rng, name)
        return M(t, "espi", txt), [tk, _cut(head, 48)]
    if venue == "XPRA":
        tpl, gen = rng.choice(PSE_CZ)
        head = tpl.format(x=gen(rng))
        txt = f"PSE | {name} | {head}"
        return M(t, "espi", txt), [name, _cut(head, 48)]
    tpl, gen = rng.choice(BET_HU)
    head = tpl.format(x=gen(rng))
    txt = f"BÉT közzététel | {name} | {head}"
    return M(t, "espi", txt), [name, _cut(head, 48)]


CB_HEADLINES = [
    "NBP: RPP pozostawiła stopy procentowe bez zmian; stopa referencyjna {nbp}%",
    "Reuters: NBP's Glapinski says room for a July cut is 'limited', CPI path key",
    "ČNB: bankovní rada ponechala dvoutýdenní repo sazbu na {cnb} %",
    "Bloomberg: Czech central bank's Michl sees no need to rush further easing",
    "MNB: a Monetáris Tanács változatlanul hagyta az alapkamatot ({mnb}%)",
    "Reuters: MNB deputy governor says forint stability remains priority",
    "NBP: rezerwy walutowe na koniec kwietnia {res} mld EUR",
    "GUS: inflacja CPI w maju (szybki szacunek) {cpi}% r/r",
    "ČSÚ: inflace v dubnu {cpi_c} % meziročně",
    "KSH: az infláció áprilisban {cpi}% volt",
    "MF: podaż na przetargu zamiany {x} mln zł, sprzedano {y} mln zł",
]


# --------------------------------------------------------------------------- chatter pools

CHAT_PL = [
    "ktoś widział EURPLN? {eurpln} i dalej w dół", "FW20 otwiera słabo, banki ciągną w dół",
    "kawa? schodzę na dół za 5 min", "na PS0728 bid ucieka, BGK coś wrzuca?", "dzisiaj aukcja zamiany MF o 11:00",
    "spread na CDR 30 gr, nikogo nie ma w arkuszu", "rynek czeka na CPI, zero ruchu",
    "slaby dzien dla bankow, podatek bankowy znowu w mediach", "ktos wie czy Bloomberg dziala? u mnie lag",
    "znowu ten sam klient dzwoni o wycenę obligacji z 2019, odsyłam do middle office",
    "PKO dźwiga cały indeks dzisiaj", "KGH ładnie za miedzią", "Orlen nie wie gdzie iść", "Dino znów pod presją",
    "ile dziś wolumenu na FW20? jakieś 38 tys. kontraktów", "jutro mnie nie ma do 10:00, dentysta",
    "fixing NBP wyszedł {eurpln}", "Allegro znowu ma ten swój dzień", "mBank dostał rekomendację od JPM, stąd ruch",
    "w Pradze nic się nie dzieje, jak zwykle", "forint dzisiaj nerwowy", "WIBOR 3M bez zmian",
    "to co, pizza na 18?", "dobra, idę na call z compliance", "ktoś ma otwarty dokument z limitami? link nie działa",
    "Bence, jak tam Budapeszt?", "Ondra, CEZ coś robi?", "mamy dziś kogoś na rolowaniu kontraktów?",
    "stopy w USA w górę, Bund też, a my stoimy", "ten rynek to jakiś żart dzisiaj", "ciekawe co powie Glapiński",
    "zamykamy dzień? PnL w normie", "pamiętajcie o raporcie EOD do 18:30", "kolejka do kawy większa niż wolumen na BUX",
]
CHAT_CZ = ["Ahoj, tady v Praze klid, CEZ +0,4 %, KOMB beze změny.", "koruna se drží kolem {eurczk}",
           "Moneta má dneska ex-div, nelekněte se poklesu", "na PSE jako vždy nulová likvidita po obědě",
           "ČNB mluví zítra, čekám spíš jestřábí tón", "díky, mrknu na to"]
CHAT_HU = ["Sziasztok, forint gyengül, EURHUF {eurhuf} felett.", "OTP ma csendes, alacsony a forgalom",
           "a MOL-nál nincs semmi hír, csak az olaj mozog", "BUX zárás előtt szokásos aukciós káosz",
           "köszi, megnézem", "holnap ÁKK aukció, figyeljetek a 10 évesre"]
CHAT_PM = ["morning all", "what's the story on HUF this morning?", "who's on the PLN curve today?",
           "anything I should know before the risk call?", "thx", "noted", "can someone send me the EOD book pls",
           "I'm on a plane 14:00-17:00 London, Marek has the pen", "back. anything?", "nice work today"]

ACKS = ["ok", "thx", "dzięki", "👍", "✅", "jasne", "díky", "köszi", "🙏", "+1", "ok dzięki", "👌", "kk", "spoko"]


# --------------------------------------------------------------------------- day builder

def build_day(seed: int, ch_idx: int, day_idx: int, start_ms: int, book: dict) -> Day:
    rng = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
    d = Day(rng, seed, ch_idx, channel_id(ch_idx), day_idx, start_ms)
    mk = market(rng)
    focus = ch_idx % 4
    held, watch, others = book["held"], book["watch"], book["others"]
    held_eq = [x for x in held if x in EQ]

    # ---------------- morning: book snapshot (noise), strategos morning note (near-miss), plans
    t = d.at(7.05 + rng.uniform(0, 0.2))
    lines = [f"📊 Book snapshot {d.date_iso} 07:00 CET (pre-open)"]
    for tk in held_eq:
        q = EQ[tk][4] * rng.randint(1, 4)
        lines.append(f"  {tk:<9} LONG  {q:>9,}  px {en(EQ[tk][2] * (1 + rng.uniform(-0.01, 0.01)), dec_of(EQ[tk][2])):>10}  "
                     f"uPnL {rng.randint(-180, 420):>5}k PLN")
    for f_ in book["held_fut"]:
        lines.append(f"  {f_:<9} LONG  {rng.randint(10, 60):>9} lots  uPnL {rng.randint(-90, 150):>5}k PLN")
    for b in book["held_bonds"]:
        lines.append(f"  {b:<9} LONG  {rng.choice([50, 75, 100, 150])}mn nom  DV01 {rng.randint(4, 14)}k")
    lines.append(f"  FX: EURPLN fwd hedge -{rng.randint(20, 60)}mn EUR | EURHUF -{rng.randint(5, 20)}mn EUR")
    lines.append(f"  watchlist: {', '.join(watch)}")
    lines.append(f"  total uPnL {rng.randint(-300, 900)}k PLN | gross {mk['gross']}% of limit | VaR99 {rng.randint(1, 3)},{rng.randint(0, 9)}mn PLN")
    snap = noise(d.add(M(t, "pnl", "```\n" + "\n".join(lines) + "\n```")))
    snap.pins.append((t + 6 * MIN, AUTHOR_ID["marek"]))
    t = d.at(7.4 + rng.uniform(0, 0.3))
    note = strategos_note(d, mk, "Morning note — CEE", None, rng.randint(9, 11))
    near(d.add(M(t, "strat", note)), "long LLM morning note with trading words, no decision")
    for k in range(rng.randint(2, 3)):
        t = d.at(7.5 + k * 0.25 + rng.uniform(0, 0.2))
        paras = rng.sample(NOTE_PARAS, rng.randint(3, 4))
        near(d.add(M(t, "bridge", f"[{rng.choice(BROKERS)} · sales] Morning:\n" + "\n".join(p.format(
            **dict(mk, cal1=CAL_TODAY[0], cal2=CAL_TODAY[1])) for p in paras) + "\nAxes: nothing in size pre-open. Have a good one.")),
             "broker morning colour relayed" if k == 0 else None)
    t = d.at(7.9 + rng.uniform(0, 0.15))
    d.add(M(t, "marek", desk_plan(d, mk, book)))

    # ---------------- core hard storylines
    styles = ["shorthand", "tagged", "nodiac", "plain"]
    rng.shuffle(styles)
    eq_pool_pl = [x for x in PL_TICKERS if x in held or x in watch] or PL_TICKERS
    eq_pool_reg = [x for x in CZ_TICKERS + HU_TICKERS if x in held or x in watch] or CZ_TICKERS + HU_TICKERS
    fills = ["embed", "kv", "trader"]
    rng.shuffle(fills)
    eq_fill_msgs = []

    def eq(i, regional=False, **kw):
        if regional:
            tk = rng.choice(eq_pool_reg)
            style = "cz" if EQ[tk][1] == "XPRA" else "hu"
        else:
            tk = rng.choice([x for x in eq_pool_pl if x not in d.used_tickers] or eq_pool_pl)
            style = styles[i % len(styles)]
        d.used_tickers.add(tk)
        side = "buy" if (tk not in held or rng.random() < 0.4) else "sell"
        kw.setdefault("fill", fills[i % 3])
        _, lf = eq_chain(d, mk, tk, side, style, **kw)
        if lf is not None:
            eq_fill_msgs.append(lf)

    eq(0, regional=(focus == 2), approve=rng.choice(["pm", "lead"]), stop="edit2",
       confirm=rng.choice(["pipe", "embed"]), fill="embed" if focus == 2 else None or fills[0])
    eq(1, approve="partial" if rng.random() < 0.5 else "pm", stop="none", confirm="json", resize=True, fill="kv")
    tk = rng.choice([x for x in PL_TICKERS if x not in held and x not in d.used_tickers])
    d.used_tickers.add(tk)
    eq_chain(d, mk, tk, rng.choice(["buy", "sell"]), rng.choice(["plain", "shorthand", "nodiac"]), approve="reject")
    fut_chain(d, mk, via_strategos=True)
    switch_thread(d, mk)
    deleted_and_forgotten(d, mk)

    # fill correction by edit
    fm = next((m for m in eq_fill_msgs if m.content and "px=" in m.content), None)
    if fm is not None:
        old_px = fm.content.split("px=")[1].split()[0]
        decs = len(old_px.split(".")[1]) if "." in old_px else 0
        new_px = en(float(old_px) + (0.02 if float(old_px) < 100 else (0.1 if decs else 1)), decs)
        if new_px != old_px:
            newc = fm.content.replace(f"px={old_px}", f"px={new_px}") + " corr=1"
            fm.edits.append((fm.t + rng.randint(3, 15) * MIN, newc))
            et, facts, ph = fm.hard
            fm.hard = (et, [f.replace(f"px={old_px}", f"px={new_px}") for f in facts], ph)
            fm.superseded = [f"px={old_px}"]
            fm.idiom = ("OMS fill price corrected by edit", "trade_fill")
            d.fit([fm])

    # strategos note with buried conviction change
    th_tk = rng.choice(held_eq)
    th_name = EQ[th_tk][0]
    conv = rng.choice([("high", "medium"), ("medium", "low"), ("medium", "high")])
    dec = (f"**Change of view:** we are lowering conviction on {th_name} from {conv[0]} to {conv[1]}; "
           f"the catalyst we relied on has slipped and the risk/reward no longer justifies full size."
           if conv[1] != "high" else
           f"**Change of view:** we are raising conviction on {th_name} from {conv[0]} to {conv[1]}; "
           f"the latest disclosure removes the main overhang in our thesis.")
    hard(d.add(M(d.rand_at(11.0, 13.0), "strat", strategos_note(d, mk, f"Position review — {th_tk}", dec, rng.randint(6, 8)))),
         "thesis_update", [th_name, f"from {conv[0]} to {conv[1]}"], "buried", "conviction change buried in LLM note")

    # news timeline
    news_times = sorted(d.rand_at(7.5, 18.5) for _ in range(16))

    def held_news(i, route=None):
        tk = rng.choice(held_eq)
        how = ["espi", "name_only", "embed", "wire"][i % 4]
        if EQ[tk][1] != "XWAR" and how in ("embed", "name_only"):
            how = "espi"
        m, facts = news_msg(d, tk, how)
        m.t = news_times.pop(0)
        hard(d.add(m), "held_position_news", facts,
             {"espi": "structured", "name_only": "structured", "embed": "embed", "wire": "untagged"}[how],
             "held name by company name only" if how in ("name_only", "wire") else "held-name ESPI/BÉT/PSE line")
        if route == "agent":
            item = m.content.split("|")[0].strip() if m.content else m.embeds[0]["title"].split(" · ")[0]
            r = M(m.t + rng.randint(1, 5) * MIN, "triage", f"[ROUTE] {item} ({tk}) → @exec-agent: held position, review stop and sizing", ref=m)
            hard(d.add(r), "route_decision", ["[ROUTE]", f"({tk})", "@exec-agent"], "tagged", "[ROUTE] tag to exec-agent")
        elif route == "person":
            r = M(m.t + rng.randint(2, 9) * MIN, "marek",
                  rng.choice([f"Kasia, weź ten komunikat {tk} i sprawdź wpływ na pozycję — przekazuję do Ciebie",
                              f"to idzie do Tomka, niech oceni czy ruszamy {tk}"]), ref=m)
            hard(d.add(r), "route_decision", [tk, "przekazuję do Ciebie" if "przekazuję" in r.content else "to idzie do Tomka"],
                 "reply", "Polish hand-off to a person")

    held_news(0, route="agent")
    held_news(1)
    _tkw = rng.choice(watch)
    _mw, _fw = news_msg(d, _tkw, "embed" if EQ[_tkw][1] == "XWAR" and rng.random() < 0.5 else "espi")
    _mw.t = news_times.pop(0)
    hard(d.add(_mw), "watchlist_news", _fw, "embed" if _mw.embeds else "structured", "watchlist disclosure")

    # others news (near-misses) — the first gets a key=value no_route
    oth = [x for x in others if x not in d.used_tickers]
    other_news = []
    for i in range(rng.randint(3, 5)):
        tk = rng.choice(oth)
        m, _ = news_msg(d, tk, "espi")
        m.t = news_times.pop(0)
        near(d.add(m), "disclosure on a name not held or watched" if i == 0 else None)
        other_news.append((m, tk))
    m, tk = other_news[0]
    item = m.content.split("|")[0].strip()
    r = M(m.t + rng.randint(1, 4) * MIN, "triage",
          f"triage item={item.replace(' ', '-').replace('/', '-').lower()} sym={tk} decision=no_route reason=not_held_not_watched")
    hard(d.add(r), "no_route_decision", [f"sym={tk}", "decision=no_route"], "structured", "key=value no_route")

    # central bank headlines (near-misses)
    cb_ts = sorted(d.rand_at(8, 17) for _ in range(5))
    cb_msgs = []
    for i, tpl in enumerate(rng.sample(CB_HEADLINES, 5)):
        txt = "🏦 " + tpl.format(x=rng.randint(4, 9) * 1000, y=rng.randint(3, 8) * 1000, res=pl(rng.uniform(190, 215), 1), **mk)
        cb_msgs.append(near(d.add(M(cb_ts[i], "cb", txt)), "central bank headline, generic colour" if i == 0 else None))

    # risk limit set by desk lead (pinned)
    t = d.rand_at(8.0, 8.8)
    lim = rng.choice([40, 45, 50])
    txt = rng.choice([f"Od dziś limit DV01 na krzywej PLN obniżamy do {lim}k PLN/bp — decyzja komitetu ryzyka. Proszę się trzymać.",
                      f"Uwaga: nowy limit na pojedynczą spółkę {rng.choice(['2', '2,5', '3'])}% NAV brutto, obowiązuje od sesji. DV01 PLN max {lim}k."])
    lm = hard(d.add(M(t, "marek", txt)), "risk_limit", [f"{lim}k", "DV01"] + ([txt.split("spółkę ")[1].split(" brutto")[0]] if "spółkę" in txt else []),
              "untagged", "desk lead sets limit in Polish")
    lm.pins.append((t + 1 * MIN, AUTHOR_ID["marek"]))
    lm.reactions.append((t + 1 * MIN, "📌", AUTHOR_ID["marek"]))

    # ---------------- extras until the hard-event target is reached
    def x_fx():
        fx_chain(d, mk, rng.choice(["shorthand", "prose"]))

    def x_bond():
        bond_chain(d, mk)

    def x_rates():
        rates_chain(d, mk, approve=rng.random() < 0.75)

    def x_eq():
        eq(2, regional=rng.random() < 0.5, approve=rng.choice(["pm", "lead", "partial"]),
           stop=rng.choice(["plain", "none"]), confirm=rng.choice(["pipe", "embed"]), fill=fills[2])

    def x_fut():
        fut_chain(d, mk, via_strategos=False)

    def x_cancel():
        tk = rng.choice(held_eq)
        oid = f"WCE{ch_idx}-{d.mmdd}-{rng.randint(500, 599):04d}"
        t = d.rand_at(9.5, 16.5)
        who = "ondra" if EQ[tk][1] == "XPRA" else "bence" if EQ[tk][1] == "XBUD" else "tomek"
        pre = d.add(M(t, who, rng.choice([f"zdejmij ten limit na {tk} z rana, rynek uciekł", f"cancel {tk}, nie gonimy",
                                          f"ściągam zlecenie {tk}, za daleko od rynku"]) if who == "tomek" else
                      (f"{tk}: rušíme ten limit z rána" if who == "ondra" else f"{tk}: a reggeli limitet töröljük")))
        cx = M(t + rng.randint(20, 90) * S, "oms",
               f"{d.date_iso}|OMS|CXL|clOrdId={oid}|{tk}|SELL|{EQ[tk][4]}|CANCELLED|by={PEOPLE[who][0]}")
        hard(d.add(cx), "trade_confirmation", [oid, "CANCELLED", tk], "structured", "OMS cancel line")
        d.fit([pre, cx])

    def x_reject():
        oid = f"WCE{ch_idx}-{d.mmdd}-{rng.randint(600, 699):04d}"
        tk = rng.choice(held_eq)
        emb = {"title": "Order rejected", "author": "OMS",
               "fields": [{"name": "Order", "value": oid, "inline": True}, {"name": "Instr", "value": tk, "inline": True},
                          {"name": "Reason", "value": rng.choice(["price collar (static)", "market closed (auction)", "lot size"])}],
               "footer": f"{EQ[tk][1]} · reject"}
        hard(d.add(M(d.rand_at(9.1, 16.9), "oms", "", embeds=[emb])), "trade_confirmation", [oid, tk, "Order rejected"], "embed",
             "embed venue reject")

    def x_watch():
        tk = rng.choice(watch)
        m, facts = news_msg(d, tk, "embed" if EQ[tk][1] == "XWAR" and rng.random() < 0.5 else "espi")
        m.t = news_times.pop(0)
        hard(d.add(m), "watchlist_news", facts, "embed" if m.embeds else "structured", "watchlist disclosure")

    def x_held_route_person():
        held_news(2, route="person")

    def x_held_wire():
        held_news(3)

    def x_ssf():
        ssf = book["held_fut"][1]
        und = book["ssf_under"]
        m, facts = news_msg(d, und, "name_only")
        m.t = news_times.pop(0)
        hard(d.add(m), "held_position_news", facts, "structured", "news on underlying of held single-stock future")

    def x_noroute_reply():
        m, tk = other_news[1]
        r = M(m.t + rng.randint(2, 6) * MIN, rng.choice(["kasia", "tomek"]),
              rng.choice(["nie nasze, nie ruszamy — zostawiam bez akcji", "nie mamy tego w książce, nic z tym nie robimy"]), ref=m)
        hard(d.add(r), "no_route_decision",
             ["nie ruszamy", "bez akcji"] if "bez akcji" in r.content else ["nie mamy tego w książce", "nic z tym nie robimy"],
             "reply", "Polish reply: no action on item")

    def x_noroute_strat():
        cm = cb_msgs[2]
        dec = (f"This headline needs no action from this desk: no held position is directly affected beyond what "
               f"the rates book already carries, so I am not routing it.")
        r = M(cm.t + rng.randint(3, 10) * MIN, "strat",
              f"Headline check ({d.date_iso}): {cm.content[2:60]}…\n\nContext: the market had largely priced this; the curve "
              f"moved {rng.randint(1, 4)}bp at the front end and FX less than its intraday ATR. " + dec +
              f"\n\nWe will re-read the full statement when published and flag anything on forward guidance.", ref=cm)
        hard(d.add(r), "no_route_decision", ["needs no action", "not routing it"], "buried", "LLM agent: no action, not routing")

    def x_thesis_pl():
        tk = rng.choice([x for x in held_eq if EQ[x][1] == "XWAR"])
        cel = pl(EQ[tk][2] * 1.1, dec_of(EQ[tk][2]))
        if rng.random() < 0.5:
            txt = f"Po tym komunikacie zmieniam zdanie na {tk}: z pozytywnego na neutralny, cel {cel} nieaktualny."
            f = [tk, "na neutralny", f"cel {cel} nieaktualny"]
        else:
            txt = f"{tk} — teza się nie broni, schodzę z byczego na neutralny. Nie dokładamy."
            f = [tk, "teza się nie broni", "na neutralny"]
        hard(d.add(M(d.rand_at(12, 16.5), rng.choice(["tomek", "marek"]), txt)), "thesis_update", f, "untagged",
             "Polish view change bull→neutral")

    def x_thesis_reg():
        reg = [x for x in held_eq if EQ[x][1] != "XWAR"]
        tk = rng.choice(reg)
        if EQ[tk][1] == "XPRA":
            hard(d.add(M(d.rand_at(10, 16), "ondra", f"{tk}: po výsledcích teze platí, zůstáváme long a přesvědčení zvyšuju.")),
                 "thesis_update", [tk, "teze platí", "zůstáváme long"], "untagged", "Czech thesis confirm")
        else:
            hard(d.add(M(d.rand_at(10, 16), "bence", f"{tk}: a long tézisünk megdőlt, semlegesre váltunk, nem veszünk többet.")),
                 "thesis_update", [tk, "semlegesre váltunk"], "untagged", "Hungarian thesis change")

    def x_thesis_pm():
        ccy = rng.choice(["HUF", "PLN", "CZK"])
        if rng.random() < 0.5:
            txt, f = f"I'm no longer bearish {ccy} here. flat view until the CPI.", [ccy, "no longer bearish"]
        else:
            txt, f = f"changing my mind on {ccy}: from constructive to neutral.", [ccy, "from constructive to neutral"]
        hard(d.add(M(d.rand_at(14, 18), "pm", txt)), "thesis_update", f, "untagged", "PM terse view change")

    def x_breach():
        t = d.rand_at(13, 16.5)
        cur = lim * 1000 + rng.randint(300, 4800)
        txt = (f"risk-engine:\n  event: limit_breach\n  metric: dv01_pln_curve\n  limit: {lim * 1000}\n  current: {cur}\n"
               f"  since: {rng.randint(13, 16):02d}:{rng.randint(0, 59):02d}\n  action: new_risk_blocked\n  owner: kasia_z\n  severity: HIGH")
        b = hard(d.add(M(t, "risk", txt)), "risk_limit", ["limit_breach", str(cur), "new_risk_blocked"], "structured",
                 "risk YAML breach")
        k = d.add(M(t + rng.randint(2, 6) * MIN, "kasia", "widzę, redukuję DV01, zaraz wracamy pod limit", ref=b))
        d.fit([b, k])

    def x_block():
        oid = f"WCE{ch_idx}-{d.mmdd}-{rng.randint(300, 399):04d}"
        emb = {"title": "Pre-trade check: BLOCKED", "author": "risk-engine",
               "fields": [{"name": "Order", "value": oid}, {"name": "Rule", "value": "gross_equity <= 100% limit"},
                          {"name": "After order", "value": f"{rng.randint(101, 108)},{rng.randint(0, 9)}%"}],
               "footer": "override requires desk lead + PM"}
        hard(d.add(M(d.rand_at(10, 15), "risk", "", embeds=[emb])), "risk_limit", [oid, "BLOCKED", "gross_equity <= 100% limit"],
             "embed", "risk embed pre-trade block")

    pri = {0: [x_eq, x_fut], 1: [x_fx, x_bond], 2: [x_eq, x_thesis_reg], 3: [x_fx, x_rates]}[focus]
    side = [x_held_route_person, x_noroute_strat, x_noroute_reply, x_thesis_pm, x_thesis_pl, x_breach]
    rng.shuffle(side)
    pri = [pri[0]] + side[:3] + pri[1:]
    rest = [x_fx, x_bond, x_rates, x_eq, x_fut, x_cancel, x_reject, x_watch, x_watch, x_held_route_person, x_held_wire,
            x_ssf, x_noroute_reply, x_noroute_strat, x_thesis_pl, x_thesis_reg, x_thesis_pm, x_breach, x_block]
    rest = [f for f in rest if f not in pri or f is x_watch]
    rng.shuffle(rest)
    target = rng.randint(34, 42)
    for f in pri + rest:
        n = sum(1 for m in d.msgs if m.cls == "hard")
        if n >= target:
            break
        if n > 39 and f in (x_fx, x_bond, x_rates, x_eq, x_fut):
            continue
        if f is x_thesis_reg and not [x for x in held_eq if EQ[x][1] != "XWAR"]:
            continue
        f()

    # ---------------- near-miss strategos notes, backtest, EOD summary
    for lbl, hr in (("Midday wrap — CEE", 13.3), ("Rates & FX check-in", 10.6), ("Pre-close checklist", 16.2),
                    ("Regional equities scan", 14.6), ("Evening recap", 18.4)):
        t = d.at(hr + rng.uniform(0, 0.4))
        near(d.add(M(t, "strat", strategos_note(d, mk, lbl, None, rng.randint(7, 10)))))
    near(d.add(M(d.rand_at(10, 15), "strat", (
        f"Backtest (2019–2025, daily): buying FW20 at the 09:05 print after a gap-down > 1% with a 1.2% stop and exit "
        f"at the close gives hit rate {rng.randint(49, 57)}%, profit factor {en(rng.uniform(1.02, 1.3), 2)}, max DD "
        f"{rng.randint(6, 14)}%. Same rule on BUX: PF {en(rng.uniform(0.9, 1.15), 2)}. This is research, not a trade "
        f"idea; no order is proposed."))), "backtest with entry/stop words")
    near(d.add(M(d.at(17.6 + rng.uniform(0, 0.3)), "kasia", eod_summary(d, mk))), "EOD summary in past tense")
    for hh in (9.25, 11.5, 13.75, 15.5):
        noise(d.add(M(d.at(hh + rng.uniform(0, 0.2)), "risk", risk_report(d, mk, book))))

    # ---------------- bulk delete of md spam + accidental paste
    t = d.rand_at(11, 15)
    bulk = []
    for k in range(3):
        bulk.append(noise(d.add(M(t + k * 2 * S, "md", f"[mdgw] WSE-UTP gap detected seq {88400 + k * 7 + rng.randint(0, 5)} — resync burst #{k + 1} ({rng.choice(['dup storm', 'flap'])})"))))
    paste = noise(d.add(M(t + 40 * S, "tomek", "ssh tnowak@jump-02.wce.local -p 2222 # nie ten terminal")))
    bulk.append(paste)
    bt = t + rng.randint(2, 4) * MIN
    for b in bulk:
        b.bulk_t = bt
        b.removed = b.content.split(" — ")[0] if b.author == "md" else "jump-02.wce.local"
    d.fit(bulk)

    # ---------------- broker chat (other firms): near-misses
    for i in range(rng.randint(8, 12)):
        t = d.rand_at(8.5, 17.2)
        tk = rng.choice(PL_TICKERS + CZ_TICKERS + HU_TICKERS)
        br = rng.choice(BROKERS)
        name, venue, px0, ccy, sz = EQ[tk]
        pxs = pl(rnd_px(rng, px0), dec_of(px0))
        q = ksize(sz * rng.randint(2, 8))
        txt = rng.choice([f"[{br}] axe: seller {q} {tk} @ {pxs}, zostawiają w książce do 15:00",
                          f"[{br}] print: {tk} {q} @ {pxs} crossed, not us",
                          f"[{br}] buyer {q} {tk} up to {pxs}, natural, IOI only",
                          f"[{br}] block: {q} {tk} placed at {pxs} (ABB, 3% disc.), book covered 2.1x",
                          f"[{br}] bid PS0728 50m @ {pl(BONDS_PL['PS0728'][0] + rng.uniform(-0.2, 0.2))}, offer DS1033 25m, indikacje",
                          f"[{br}] klient z Londynu kupił {q} {tk} na zamknięciu wczoraj, może wrócić"])
        near(d.add(M(t, "bridge", txt)), "broker relay: other firm's axe/print" if i == 0 else None)

    # ---------------- near-miss chat (hypotheticals, questions, history, other desks, paper)
    tk1, tk2 = rng.sample(PL_TICKERS, 2)
    nm = [
        ("tomek", f"a gdybyśmy tak wzięli {tk1} przed wynikami? tak tylko głośno myślę", "hypothetical 'a gdybyśmy'"),
        ("pm", "what if we paid 2y PLN here? not a request, just thinking out loud", "PM hypothetical question"),
        ("kasia", "ktoś ma axe na PS0728 w rozmiarze? pytam bo klient pyta", "question about axe"),
        ("marek", "rok temu o tej porze shortowaliśmy CDR przed premierą i dostaliśmy w twarz, 236 → 281. nie powtarzajmy", "history of past trade"),
        ("pio", "FYI desk makro w Londynie sprzedał rano 40 mln EURPLN, stąd ten ruch", "other desk's trade"),
        ("tomek", f"[PAPER] long 10 FW20M26 @ {mk['w20s']} — portfel szkoleniowy dla stażystów, nie ruszać OMS", "paper trade tagged"),
        ("kasia", f"stop na {tk2} gdzieś {pl(EQ[tk2][2] * 0.95, dec_of(EQ[tk2][2]))} byłby rozsądny, ale to nie nasza pozycja", "stop 'would be sensible', no decision"),
        ("bence", "ha holnap gyenge lesz a forint, érdemes lenne venni OTP-t? csak kérdezem", "Hungarian hypothetical"),
        ("ondra", "kdybychom prodali CEZ před dividendou, vyplatilo by se to? jen teoreticky", "Czech hypothetical"),
        ("marek", "w 2022 mieliśmy limit DV01 80k i nikt nie narzekał :)", "limit told as history"),
        ("pm", "is the stop on the index future still sensible or should we revisit tomorrow?", "question about stop"),
        ("tomek", f"widziałem że fundusz X kupował {tk1} przez cały dzień, ciekawe czy skończyli", None),
        ("pio", "jakbyśmy mieli wolne DV01 to bym płacił 2y, ale nie mamy, więc tylko gadam", None),
    ]
    for who, txt, idi in rng.sample(nm, rng.randint(9, 12)):
        near(d.add(M(d.rand_at(8.5, 17.5), who, txt)), idi)

    # ---------------- routine noise
    for hh in range(0, 24):
        if rng.random() < 0.85:
            noise(d.add(M(d.at(hh + rng.uniform(0, 0.05)), "risk",
                          f"risk-engine:\n  event: heartbeat\n  checks: {rng.randint(26, 29)}\n  breaches: 0\n  status: all limits ok")))
        if hh % 2 == 0:
            noise(d.add(M(d.at(hh + 0.5 + rng.uniform(0, 0.05)), "oms", f"heartbeat seq={rng.randint(40000, 60000)} latency_ms={rng.randint(2, 9)} sessions=XWAR,XPRA,XBUD,360T up")))
    for hh, txt in [(6.0, "cron[espi-poll] {n} new items, 0 routed (all filtered)"), (6.5, "cron[curve-build] PLN/CZK/HUF curves built in {s}s, 0 warnings"),
                    (18.75, "cron[eod-recon] {date}: {n} trades matched, 0 breaks, 0 routed"), (19.0, "cron[pnl-eod] report sent to 6 recipients"),
                    (2.0, "cron[archive] rotated 3 logs, 412 MB freed"), (12.0, "cron[espi-poll] {n} new items, 0 routed")]:
        noise(d.add(M(d.at(hh + rng.uniform(0, 0.02)), "cron", txt.format(n=rng.randint(9, 60), s=rng.randint(3, 40), date=d.date_iso))))
    for _ in range(rng.randint(3, 5)):
        noise(d.add(M(d.rand_at(0, 23.9), "md", rng.choice([
            "[mdgw] WSE-UTP feed disconnected (seq gap), reconnecting… ok in {x}s",
            "[mdgw] BÉT MMTS reconnect #{n} ok", "[mdgw] Refinitiv EURPLN stream stale {n}s → resubscribed",
            "[mdgw] PSE feed ok after {x}s outage", "[mdgw] 360T session logon ok (seq reset)"]).format(x=en(rng.uniform(0.6, 9), 1), n=rng.randint(2, 19)))))
    for _ in range(rng.randint(2, 4)):
        noise(d.add(M(d.rand_at(7, 21), "ci", rng.choice([
            "ci: ✅ oms-gw#{n} deployed to prod (v3.14.{k}, {s}s)", "ci: ❌ pricer-curves#{n} failed (2 tests) — prod not affected",
            "ci: ✅ risk-engine#{n} config reload (limits.yaml) ok", "ci: 🚀 strategos prompt-pack v2.3.{k} rolled out to desk agents"]).format(n=rng.randint(700, 2000), k=rng.randint(1, 9), s=rng.randint(30, 200)))))
    for _ in range(rng.randint(4, 7)):
        tk = rng.choice(list(EQ))
        noise(d.add(M(d.rand_at(8.5, 17.5), "alert", rng.choice([
            f"🔔 EURHUF przebił {pl(mk['eurhuf_f'] + 1.5)}", f"🔔 FW20M26 -{en(rng.uniform(1, 2), 1)}% d/d",
            f"🔔 {tk} {rng.choice(['+', '-'])}{en(rng.uniform(3, 6), 1)}% intraday", f"🔔 EURPLN < {pl(mk['eurpln_f'] - 0.01, 4)}",
            f"🔔 PS0728 yield > {pl(float(mk['ps0728y']) + 0.05)}%"]))))
    for hh in (10.0, 13.0, 17.5):
        rows = "\n".join(f"{k:<8} {rng.randint(-250, 350):>6}k" for k in ("EQ PL", "EQ CZ", "EQ HU", "FUT", "FX", "RATES"))
        noise(d.add(M(d.at(hh + rng.uniform(0, 0.1)), "pnl", f"PnL snapshot {int(hh):02d}:{int((hh % 1) * 60):02d}\n```\n{rows}\nTOTAL    {rng.randint(-400, 900):>6}k PLN\n```")))
    for _ in range(rng.randint(1, 2)):
        noise(d.add(M(d.rand_at(8, 19), "pricer", stack_trace(rng))))

    # ---------------- Strategos digests of the street flow (near-miss: colour, other firms' axes)
    for hr in (9.6, 11.1, 12.4, 14.1, 15.3, 17.1):
        t = d.at(hr + rng.uniform(0, 0.25))
        win = [m for m in d.msgs if m.author in ("bridge", "cb") and t - 100 * MIN <= m.t < t]
        if win:
            items = "; ".join(m.content.replace("\n", " ")[:110] for m in win[:5])
            flow = f"Street flow since the last digest ({len(win)} items, none of them ours): {items}."
        else:
            flow = "Street flow since the last digest: quiet, no axes in size, no prints worth flagging."
        near(d.add(M(t, "strat", strategos_note(d, mk, f"Digest {int(hr):02d}:{int(hr % 1 * 60):02d}", None,
                                                  rng.randint(5, 8), flow=flow))))

    # ---------------- broker research relays midday (near-miss colour)
    for k in range(rng.randint(2, 3)):
        paras = rng.sample(NOTE_PARAS, rng.randint(3, 4))
        near(d.add(M(d.rand_at(11, 16), "bridge", f"[{rng.choice(BROKERS)} · research] " + rng.choice(
            ["Quick take: ", "Flash comment: ", "Intraday view: "]) + "\n" + "\n".join(_vary(rng, p.format(
                **dict(mk, cal1=CAL_TODAY[2], cal2=CAL_TODAY[4]))) for p in paras) + "\nNot investment advice; for professional clients only.")))

    # ---------------- longer trader colour (chat)
    for _ in range(rng.randint(6, 8)):
        p = rng.choice(NOTE_PARAS).format(**dict(mk, cal1=CAL_TODAY[1], cal2=CAL_TODAY[3]))
        who = rng.choice(["pm", "pm", "marek"])
        pre = rng.choice(["fwd from a friend at a hedge fund, fwiw: ", "colour from the street: ", "sell-side fwd, fyi: "]
                         if who == "pm" else ["ciekawe z porannego callu z Londynu: ", "z notatki sell-side, do poczytania: ",
                                              "wklejam z researchu, do poczytania: "])
        d.add(M(d.rand_at(8.5, 17), who, pre + _vary(rng, p)))

    # ---------------- Q&A with the strategy agent until the day carries a realistic volume of text
    def _bytes():
        n = 0
        for m in d.msgs:
            n += len(m.content.encode())
            for e in m.embeds:
                n += sum(len(str(v).encode()) for k, v in e.items() if k != "fields")
                n += sum(len(str(f["name"]).encode()) + len(str(f["value"]).encode()) for f in e.get("fields", []))
        return n

    kb_target = rng.randint(80, 100) * 1024 - 7000  # filler chat adds the rest
    qs = [("tomek", "@Strategos co sądzisz o bankach przed CPI? krótko proszę"),
          ("kasia", "@Strategos jak widzisz krzywą PLN na 2-5y po dzisiejszej aukcji?"),
          ("pm", "@Strategos one para on HUF vs PLN into the MNB, pls"),
          ("ondra", "@Strategos jaký je tvůj pohled na CZK a CEZ?"),
          ("bence", "@Strategos mi a véleményed az OTP-ről és a forintról?"),
          ("marek", "@Strategos podsumuj ryzyka na jutro, bez rekomendacji"),
          ("pio", "@Strategos co z EURPLN forwardami, punkty się ruszyły?"),
          ("tomek", "@Strategos czy FW20 ma jeszcze przestrzeń w dół? sam opis, nie sygnał")]
    rng.shuffle(qs)
    qi = 0
    while _bytes() < kb_target and qi < len(qs):
        who, q = qs[qi]
        qi += 1
        t = d.rand_at(8.8, 17.3)
        qm = d.add(M(t, who, q))
        ans = strategos_note(d, mk, "Answer", None, rng.randint(5, 8)).replace("**Answer** — ", "Re: your question — ")
        near(d.add(M(t + rng.randint(40, 150) * S, "strat", ans + "\nNo trade is proposed here.", ref=qm)),
             "agent Q&A reply, analysis only" if qi == 1 else None)

    # ---------------- filler chat + acks to reach target size
    total_target = rng.randint(215, 265)
    noise_target = int(total_target * rng.uniform(0.29, 0.34))
    weights = [0.3] * 6 + [1, 3, 6, 10, 8, 8, 6, 6, 8, 8, 9, 5, 2, 2, 0.8, 0.6, 0.4, 0.3]
    hours = list(range(24))

    def t_curve():
        return d.at(rng.choices(hours, weights=weights)[0] + rng.random())

    while sum(1 for m in d.msgs if m.cls == "noise") < noise_target:
        t = t_curve()
        if rng.random() < 0.6:
            prev = [m for m in d.msgs if m.cls == "chat" and m.t < t and m.thread is None and m.author != "strat"]
            ref = prev[-1] if prev and rng.random() < 0.5 else None
            noise(d.add(M(t + 1, rng.choice(["tomek", "kasia", "pio", "ondra", "bence", "marek"]), rng.choice(ACKS), ref=ref)))
        else:
            noise(d.add(M(t, "md", rng.choice(["[mdgw] WSE-UTP reconnect ok in {x}s", "[mdgw] quote throttle lifted",
                                                "[mdgw] BÉT MMTS reconnect #{n} ok"]).format(x=en(rng.uniform(0.5, 6), 1), n=rng.randint(2, 9)))))
    while len(d.msgs) < total_target:
        t = t_curve()
        r = rng.random()
        if r < 0.62:
            txt, who = rng.choice(CHAT_PL).format(**mk), rng.choice(["tomek", "kasia", "pio", "marek"])
        elif r < 0.74:
            txt, who = rng.choice(CHAT_CZ).format(**mk), "ondra"
        elif r < 0.86:
            txt, who = rng.choice(CHAT_HU).format(**mk), "bence"
        else:
            txt, who = rng.choice(CHAT_PM), "pm"
        d.add(M(t, who, txt))
    _contain(d)
    return d


def _last_t(m: M) -> int:
    ts = [m.t] + [e[0] for e in m.edits] + [x for x in (m.delete_t, m.forget_t, m.bulk_t) if x]
    return max(ts + [p[0] for p in m.pins] + [r[0] for r in m.reactions])


def _contain(d: Day):
    """keep every op of the day inside [start, end) when `end` is not local midnight"""
    for _ in range(50):
        bad = [m for m in d.msgs if _last_t(m) >= d.end - 30 * S or m.t < d.start + 30 * S]
        if not bad:
            return
        m = bad[0]
        comp = {id(m): m}
        grew = True
        while grew:
            grew = False
            for x in d.msgs:
                if id(x) in comp:
                    continue
                linked = (x.ref is not None and id(x.ref) in comp) or any(c.ref is x for c in comp.values())
                linked = linked or (x.thread is not None and any(c.thread is x.thread or c.thread_starter is x.thread for c in comp.values()))
                linked = linked or (x.thread_starter is not None and any(c.thread is x.thread_starter for c in comp.values()))
                if linked:
                    comp[id(x)] = x
                    grew = True
        d.fit(list(comp.values()))


def switch_thread(d: Day, mk: dict):
    rng = d.rng
    t = d.rand_at(10.0, 14.0)
    starter = d.add(M(t, "kasia", "wątek: switch PS0728 → DS1033 przed aukcją, zbieram opinie 🧵"))
    th = Thread(starter, "switch PS0728/DS1033")
    starter.thread_starter = th
    tt = t + rng.randint(1, 4) * MIN
    for who, txt in [("pio", "asw na DS1033 szeroki, ma sens"), ("marek", "ile chcesz zrobić?"),
                     ("strat", f"For reference: the PS0728/DS1033 spread is {rng.randint(68, 84)}bp vs a 3M average of "
                               f"{rng.randint(70, 82)}bp; z-score {en(rng.uniform(-1.2, 1.2), 1)}. In 2024 the same switch "
                               f"ahead of the June auction paid 9bp, but the sample is small.")]:
        mm = d.add(M(tt, who, txt, thread=th))
        if who == "strat":
            near(mm, "history/statistics in thread, no decision")
        tt += rng.randint(1, 6) * MIN
    nom = rng.choice([30, 50, 60])
    spr = rng.randint(70, 82)
    p = hard(d.add(M(tt, "kasia", f"switch: sprzedajemy PS0728 {nom} mln nom. / kupujemy DS1033 {nom} mln nom., na spreadzie {spr} bp", thread=th)),
             "trade_proposal", ["sprzedajemy PS0728", "kupujemy DS1033", f"{nom} mln nom.", f"{spr} bp"], "untagged",
             "bond switch two legs in thread")
    tt += rng.randint(3, 12) * MIN
    txt = rng.choice(["ok go on the switch", "approved, switch ok", "go — switch"])
    hard(d.add(M(tt, "pm", txt, ref=p, thread=th)), "trade_approval", [txt.split(",")[0].split(" —")[0].split(" on")[0], "switch"], "reply")
    tt += rng.randint(5, 25) * MIN
    oid = d.order_id()
    hard(d.add(M(tt, "oms", f"{d.date_iso}|OMS|FILL|clOrdId={oid}|PS0728|SELL|NOM {nom}000000|SWITCH_LEG1|Treasury BondSpot", thread=th)),
         "trade_fill", [oid, "PS0728", "SELL", f"NOM {nom}000000"], "structured")
    tt += rng.randint(10, 40) * S
    oid2 = d.order_id()
    hard(d.add(M(tt, "oms", f"{d.date_iso}|OMS|FILL|clOrdId={oid2}|DS1033|BUY|NOM {nom}000000|SWITCH_LEG2|Treasury BondSpot", thread=th)),
         "trade_fill", [oid2, "DS1033", "BUY", f"NOM {nom}000000"], "structured")
    tt += rng.randint(1, 4) * MIN
    noise(d.add(M(tt, "kasia", rng.choice(["✅", "👍", "done"]), thread=th)))
    d.fit([x for x in d.msgs if x.thread is th] + [starter])


def deleted_and_forgotten(d: Day, mk: dict):
    rng = d.rng
    tk = rng.choice([x for x in PL_TICKERS if x not in d.used_tickers])
    px = rnd_px(rng, EQ[tk][2])
    qd = EQ[tk][4]
    t = d.rand_at(9.5, 15.5)
    pxs = pl(px, dec_of(px))
    dm = hard(d.add(M(t, "tomek", f"b {tk.lower()} {ksize(qd)} @ {pxs} (test dla nowego klienta)")), "trade_proposal",
              [tk.lower(), ksize(qd), pxs], "shorthand")
    dm.delete_t = t + rng.randint(30, 110) * S
    dm.removed = f"{ksize(qd)} @ {pxs} (test dla nowego klienta)"
    sorry = d.add(M(dm.delete_t + 20 * S, "tomek", "sorry, zły kanał, skasowałem"))
    d.fit([dm, sorry])
    t = d.rand_at(10.5, 16.5)
    client = rng.choice(["Nordvik Capital", "TFI Wisła Partners", "Kowalczyk Family Office", "Baltyk Asset Mgmt"])
    pair_px = pl(mk["eurpln_f"] + 0.0011, 4)
    fm = hard(d.add(M(t, "pio", f"[FILL] sprzedane 30 mln EURPLN @ {pair_px} — na rachunek {client}, tel. do PM-a +48 601 {rng.randint(100, 999)} {rng.randint(100, 999)}")),
              "trade_fill", ["sprzedane", "30 mln EURPLN", pair_px], "tagged")
    fm.forget_t = t + rng.randint(20, 60) * MIN
    fm.removed = client
    d.fit([fm])


def desk_plan(d: Day, mk: dict, book: dict) -> str:
    rng = d.rng
    w = book["watch"]
    return (f"Kalendarz na dziś ({d.date_pl}), jak zwykle:\n"
            f"1) o 10:00 CPI — krzywa pewnie nerwowa do publikacji, PS0728/DS1033 w centrum uwagi\n"
            f"2) akcje: na radarze {', '.join(w[:3])}, nic nowego od wczoraj\n"
            f"3) FX: EURPLN {mk['eurpln']}, forint nerwowy przed MNB\n"
            f"4) Praga/Budapeszt: sezon dywidendowy, aukcje zamknięcia długie\n"
            f"5) o 15:30 stały call z Londynem\n"
            f"Przypominam: wszystko przez OMS, zero 'na słowo' z brokerami. Powodzenia.")


def eod_summary(d: Day, mk: dict) -> str:
    rng = d.rng
    return (f"Podsumowanie dnia {d.date_pl}: rynek spokojny do CPI, potem banki w dół o {en(rng.uniform(0.5, 2.2), 1).replace('.', ',')}%. "
            f"Na krzywej PLN 2y {mk['irs2y'].replace('.', ',')}%, 5y {mk['irs5y'].replace('.', ',')}%. Wcześniej w tygodniu "
            f"sprzedaliśmy część pozycji w obligacjach, co dziś pomogło. EURPLN zamknął koło {mk['eurpln']}, forint "
            f"{mk['eurhuf']}. Z ciekawostek: ABB na rynku, ale nie braliśmy udziału. Jutro: dane z rynku pracy i aukcja ÁKK. "
            f"PnL dnia w normie, szczegóły w raporcie EOD.")


def risk_report(d: Day, mk: dict, book: dict) -> str:
    rng = d.rng
    rows = []
    for tk in book["held"]:
        rows.append(f"    {tk}: {{gross_pln_mn: {en(rng.uniform(3, 28), 1)}, pct_limit: {rng.randint(20, 85)}, beta: {en(rng.uniform(0.6, 1.4), 2)}}}")
    for b in book["held_bonds"]:
        rows.append(f"    {b}: {{dv01_pln_k: {rng.randint(4, 15)}, pct_limit: {rng.randint(10, 40)}}}")
    return ("risk-engine:\n  event: intraday_report\n  status: all limits ok\n  var99_pln_mn: " + en(rng.uniform(1.2, 3.8), 2) +
            f"\n  gross_pct_limit: {mk['gross']}\n  dv01_pln_k: {mk['dv01']}\n  fx_net_eur_mn: {rng.randint(-30, 30)}\n  positions:\n" +
            "\n".join(rows) + f"\n  stress:\n    pln_curve_+50bp: -{rng.randint(800, 2400)}k\n    wig20_-10pct: -{rng.randint(1500, 4200)}k\n"
            f"    huf_-5pct: -{rng.randint(100, 900)}k\n  next_run: +4h")


def stack_trace(rng) -> str:
    return ("pricer-svc ERROR while bootstrapping HUF curve\n```\nTraceback (most recent call last):\n"
            '  File "/srv/pricer/svc/worker.py", line 141, in run_job\n    result = job.execute(ctx)\n'
            '  File "/srv/pricer/curves/jobs.py", line 57, in execute\n    curve = builder.build(self.spec)\n'
            '  File "/srv/pricer/curves/build.py", line 212, in build\n    nodes = self._fit(instruments, method="monotone_convex")\n'
            '  File "/srv/pricer/curves/fit.py", line 88, in _fit\n    raise CurveFitError(f"non-monotone discount factors at {t}")\n'
            f"pricer.curves.errors.CurveFitError: non-monotone discount factors at {rng.choice(['2Y', '3Y', '7Y'])} "
            f"(BUBOR fixing stale: {rng.randint(1, 3)}d)\n```\nretry 1/3 scheduled in 60s")


def make_book(seed: int, ch_idx: int) -> dict:
    rng = random.Random(f"{DESK}|book|{seed}|{ch_idx}")
    focus = ch_idx % 4
    pl_n = {0: 6, 1: 3, 2: 2, 3: 4}[focus]
    reg_n = {0: 1, 1: 1, 2: 4, 3: 2}[focus]
    held = rng.sample(PL_TICKERS, pl_n) + rng.sample(CZ_TICKERS, max(1, reg_n // 2)) + rng.sample(HU_TICKERS, max(1, reg_n - reg_n // 2))
    rest = [t for t in EQ if t not in held]
    watch = rng.sample(rest, 5)
    others = [t for t in rest if t not in watch]
    ssf_under = rng.choice([k for k in SSF if k not in held and k not in watch] or list(SSF))
    held_fut = ["FW20M26", SSF[ssf_under]]
    others = [t for t in others if t != ssf_under]
    held_bonds = rng.sample(list(BONDS_PL), 2)
    return {"held": held, "watch": watch, "others": others, "held_fut": held_fut, "held_bonds": held_bonds, "ssf_under": ssf_under}


# --------------------------------------------------------------------------- assembly

def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    for ch_idx in range(channels):
        book = make_book(seed, ch_idx)
        ch_id = channel_id(ch_idx)
        worker = 1 + ch_idx % 30
        seq = 0
        for day_idx in range(days):
            start = end_ms - (days - day_idx) * DAY
            d = build_day(seed, ch_idx, day_idx, start, book)
            msgs = sorted(d.msgs, key=lambda m: m.t)
            last = -1
            for m in msgs:
                if m.t <= last:
                    m.t = last + 1
                last = m.t
                seq = (seq + 1) & 0x1FFFF
                m.id = str(snowflake(m.t, worker, seq))
            for m in msgs:
                if m.thread_starter is not None:
                    m.thread_starter.id = m.id
            ops = []  # (t, order, dict)
            for m in msgs:
                cid = m.thread.id if m.thread else ch_id
                msg = {"id": m.id, "author_id": AUTHOR_ID[m.author], "author_name": PEOPLE[m.author][0],
                       "author_bot": PEOPLE[m.author][1], "created_at": _iso(m.t), "content": m.content,
                       "attachments": [], "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None}
                if m.pins:
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if m.thread:
                    ev["parent_channel_id"] = ch_id
                ev["message"] = msg
                ops.append((m.t, 0, ev))
                base = {"guild_id": GUILD_ID, "channel_id": cid}
                for t, c in m.edits:
                    ops.append((t, 1, dict(op="edit", **base, message_id=m.id, edited_at=_iso(t), content=c)))
                for t, u in m.pins:
                    ops.append((t, 2, dict(op="pin", **base, message_id=m.id, by=u, at=_iso(t))))
                for t, e, u in m.reactions:
                    ops.append((t, 2, dict(op="reaction_add", **base, message_id=m.id, emoji=e, user_id=u, at=_iso(t))))
                if m.delete_t:
                    ops.append((m.delete_t, 3, dict(op="delete", **base, message_id=m.id, deleted_at=_iso(m.delete_t))))
                if m.forget_t:
                    ops.append((m.forget_t, 3, dict(op="forget", **base, message_id=m.id, requested_by=AUTHOR_ID["marek"], at=_iso(m.forget_t))))
                # labels
                final = m.edits[-1][1] if m.edits else m.content
                state = "forgotten" if m.forget_t else "deleted" if (m.delete_t or m.bulk_t) else "edited" if m.edits else "live"
                if m.hard:
                    et, facts, ph = m.hard
                    labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": state})
                for s in m.superseded:
                    labels["superseded_facts"].append([cid, m.id, s])
                if m.removed:
                    labels["removed_texts"].append(m.removed)
                if m.cls == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.cls == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom[0] not in idiom_seen and state in ("live", "edited"):
                    idiom_seen[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]}
            bulk = {}
            for m in msgs:
                if m.bulk_t:
                    bulk.setdefault(m.bulk_t, []).append(m.id)
            for t, ids in bulk.items():
                ops.append((t, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch_id, "message_ids": ids, "deleted_at": _iso(t)}))
            ops.sort(key=lambda x: (x[0], x[1]))
            events.extend(o[2] for o in ops)
    # global time order across channels
    def _t(ev):
        for k in ("created_at", "edited_at", "deleted_at", "at"):
            if k in ev:
                return ev[k]
        return ev["message"]["created_at"]
    events = [e for _, e in sorted(enumerate(events), key=lambda ie: (_t(ie[1]) if ie[1]["op"] != "create" else ie[1]["message"]["created_at"], ie[0]))]
    prio = ["stop moved twice by editing", "shorthand b/s + k-size + comma price", "decision buried mid-note by LLM agent",
            "embed-only execution report", "OMS pipe ACK line", "[FILL] by trader, Polish participle", "terse English approval reply",
            "Czech proposal", "Hungarian proposal", "key=value no_route", "held name by company name only", "risk YAML resize",
            "OMS fill price corrected by edit", "news on underlying of held single-stock future", "paper trade tagged",
            "broker relay: other firm's axe/print", "backtest with entry/stop words", "hypothetical 'a gdybyśmy'",
            "long LLM morning note with trading words, no decision", "other desk's trade"]
    chosen = [idiom_seen[k] for k in prio if k in idiom_seen]
    for k, v in idiom_seen.items():
        if len(chosen) >= 20:
            break
        if v not in chosen:
            chosen.append(v)
    labels["idioms"] = chosen[:20]
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- self-check

def _text_of(msg_content: str, embeds: list) -> str:
    parts = [msg_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def _day_of(ev, day0):
    ms = (int(ev["message"]["id"]) >> 22) + EPOCH_MS
    return "day%d" % ((ms - day0) // DAY)


def self_check(events: list, labels: dict, days: int, end_ms: int) -> bool:
    day0 = end_ms - days * DAY
    ok = True
    msgs, final, parent, state = {}, {}, {}, {}
    last_id = {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            ca = int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000)
            if ms != ca:
                print("id/time mismatch", m["id"]); ok = False
            if mid <= last_id.get(e["channel_id"], 0):
                print("id order violated", m["id"]); ok = False
            last_id[e["channel_id"]] = mid
            msgs[m["id"]] = e
            final[m["id"]] = _text_of(m["content"], m.get("embeds"))
            parent[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
            state[m["id"]] = "live"
        elif e["op"] == "edit":
            old = msgs[e["message_id"]]["message"]
            final[e["message_id"]] = _text_of(e["content"], old.get("embeds"))
            state[e["message_id"]] = "edited"
        elif e["op"] == "delete":
            state[e["message_id"]] = "deleted"
        elif e["op"] == "bulk_delete":
            for i in e["message_ids"]:
                state[i] = "deleted"
        elif e["op"] == "forget":
            state[e["message_id"]] = "forgotten"
    for mid, e in msgs.items():
        ref = e["message"].get("reference_id")
        if ref and (ref not in msgs or int(ref) >= int(mid)):
            print("reply before/without its target", mid); ok = False
        if e.get("parent_channel_id") and int(e["channel_id"]) >= int(mid):
            print("thread message before its thread", mid); ok = False
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]) or \
            set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        print("overlapping label classes"); ok = False
    # time order of file
    prev = ""
    for e in events:
        t = e["message"]["created_at"] if e["op"] == "create" else e.get("edited_at") or e.get("deleted_at") or e.get("at")
        if t < prev:
            print("file not time-ordered at", t); ok = False
            break
        prev = t
    hard_by_cd = {}
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            print("missing hard id", mid); ok = False; continue
        if not (2 <= len(h["facts"]) <= 5):
            print("facts count", mid, h["facts"]); ok = False
        for f in h["facts"]:
            if f not in final[mid]:
                print("fact not in text", mid, repr(f), repr(final[mid][:200])); ok = False
        if h["final_state"] != state[mid]:
            print("state mismatch", mid, h["final_state"], state[mid]); ok = False
        day = _day_of(msgs[mid], day0)
        hard_by_cd.setdefault((parent[mid], day), 0)
        hard_by_cd[(parent[mid], day)] += 1
    for cid, mid, s in labels["superseded_facts"]:
        if s in final[mid]:
            print("superseded still present", mid, s); ok = False
    live_text = "\n".join(final[i] for i in final if state[i] in ("live", "edited"))
    for r in labels["removed_texts"]:
        if r in live_text:
            print("removed text still live:", r); ok = False
        if not any(r in final[i] for i in final if state[i] in ("deleted", "forgotten")):
            print("removed text not found in removed msgs:", r); ok = False
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in msgs:
            print("missing id", i); ok = False
    if not (10 <= len(labels["idioms"]) <= 20):
        print("idioms count", len(labels["idioms"])); ok = False
    # per channel-day stats
    stats = {}
    noise_ids, near_ids = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for mid, e in msgs.items():
        key = (parent[mid], _day_of(e, day0))
        s = stats.setdefault(key, {"n": 0, "bytes": 0, "noise": 0, "near": 0})
        s["n"] += 1
        s["bytes"] += len(final[mid].encode())
        s["noise"] += mid in noise_ids
        s["near"] += mid in near_ids
    print(f"{'channel':<20} {'day':<10} {'msgs':>5} {'KB':>6} {'hard':>5} {'noise%':>7} {'near':>5}")
    for key in sorted(stats):
        s = stats[key]
        hn = hard_by_cd.get(key, 0)
        kb = s["bytes"] / 1024
        print(f"{key[0]:<20} {key[1]:<10} {s['n']:>5} {kb:>6.1f} {hn:>5} {100 * s['noise'] / s['n']:>6.1f}% {s['near']:>5}")
        if not (180 <= s["n"] <= 320 and 70 <= kb <= 120 and 25 <= hn <= 45 and 0.25 <= s["noise"] / s["n"] <= 0.40):
            print("  ^ out of range"); ok = False
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    print("hard by type:", json.dumps(by_type, sort_keys=True))
    print("states:", json.dumps({s: sum(1 for h in labels["hard_events"] if h["final_state"] == s) for s in ("live", "edited", "deleted", "forgotten")}))
    print(f"noise={len(labels['noise_message_ids'])} near_miss={len(labels['near_miss_ids'])} idioms={len(labels['idioms'])} "
          f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
    print("SELF-CHECK", "PASSED" if ok else "FAILED")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    events = [json.loads(l) for l in open(a.out, encoding="utf-8")]
    labels = json.load(open(a.labels, encoding="utf-8"))
    end_ms = int((end.replace(tzinfo=end.tzinfo or timezone.utc) if end else DEFAULT_END).timestamp() * 1000)
    return 0 if self_check(events, labels, a.days, end_ms) else 1


if __name__ == "__main__":
    sys.exit(main())
