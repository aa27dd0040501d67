#!/usr/bin/env python3
"""Synthetic busy channel of an Oslo/Bergen salmon & seafood trading desk.

Euronext/Fish Pool salmon futures (monthly + quarterly, EUR/kg), physical salmon
forwards with processors/exporters by weight class, Oslo Bors seafood equities
(Mowi, SalMar, Leroy, Grieg Seafood, Bakkafrost) and NOK/EUR hedges.

Writes a capture (JSON Lines, see shared/CAPTURE-FORMAT.md) plus ground-truth labels.
Standard library only; output is a pure function of the arguments.

    python -m tests.desks.oslo_salmon_seafood_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "oslo_salmon_seafood_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1302618845190732107"
BASE_CHANNEL_IDS = [
    "1303377191224066148",   # #laks-handel
    "1303377614706163762",   # #laks-bergen
    "1305902217484648519",   # #sjomat-aksjer
    "1309114083026862170",   # #laks-natt
]
DEFAULT_END = datetime(2026, 12, 7, 23, 0, 0, tzinfo=timezone.utc)  # midnight Oslo, Tue 8 Dec
MSG_WORKER = 1
THREAD_WORKER = 9
ATTACH_WORKER = 2

PEOPLE = {
    "kristin": ("884211937550483466", "kristin.h", False),       # head of desk
    "eirik": ("912604418822119464", "eirik_v", False),           # futures
    "sindre": ("1011387734066561084", "sindre.mjelde", False),   # physical, Bergen
    "marte": ("957301125548662794", "marte.lie", False),         # equities
    "ola": ("1079446203315834950", "ola_fx", False),             # FX / risk
    "hilde": ("1124987305559019540", "hilde.compliance", False),  # moderator
    "jonas": ("1046639921876459560", "jonas.hvitfisk", False),   # other desk
    "skarv": ("1208815340627714118", "Skarv (analyst)", True),
    "exec": ("1208816022751363133", "laks-exec", True),
    "fp": ("1187730619540418651", "FP-Bridge", True),
    "fys": ("1190218866077376533", "Fysisk-Bekreft", True),
    "risk": ("1187741006112964719", "risk-motor", True),
    "news": ("1162390017725083698", "Nyhetsvakt", True),
    "alert": ("1171005558234996796", "prisvakt", True),
    "pnl": ("1176249927093153853", "pnl-bot", True),
    "ci": ("1150117836402180146", "ci-bot", True),
    "cron": ("1150118209004769320", "cron", True),
    "oms": ("1190224417705689169", "eq-oms", True),
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
UKEDAG = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
COUNTERPARTIES = [
    ("Hordafisk Eksport AS", "hordafisk", "Per Olav"),
    ("Nordkyst Seafood AS", "nordkyst", "Trond"),
    ("Sunnhordland Sjømat AS", "sunnhordland", "Gunnhild"),
    ("Havbris Export AS", "havbris", "Arild"),
    ("Trøndelag Fisk AS", "trøndelagfisk", "Synnøve"),
]

# hour-of-day activity weights (local desk time, window starts at local midnight)
CURVE = [0.3, 0.25, 0.2, 0.2, 0.3, 0.6, 1.6, 4.0, 8.0, 9.0, 8.5, 6.5,
         4.0, 6.5, 8.0, 8.0, 6.0, 3.2, 2.0, 1.5, 1.1, 0.8, 0.6, 0.4]


# ----------------------------------------------------------------------------- helpers

def kr(x: float, d: int = 2) -> str:
    """Norwegian number: space thousands, comma decimals."""
    s = f"{x:,.{d}f}"
    return s.replace(",", " ").replace(".", ",")


def dot(x: float, d: int = 2) -> str:
    return f"{x:.{d}f}"


def sgn(x: float, d: int = 1) -> str:
    return f"{x:+.{d}f}"


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | (worker << 17) | (seq & 0x1FFFF)


def channel_id_for(idx: int) -> str:
    if idx < len(BASE_CHANNEL_IDS):
        return BASE_CHANNEL_IDS[idx]
    ms = 1731400000000 + idx * 86_413_117
    return str(snowflake(ms, 5, 1000 + idx))


class Thread:
    def __init__(self, tid: str, parent: str, name: str, t: int):
        self.id, self.parent, self.name, self.t = tid, parent, name, t


class Msg:
    def __init__(self, t, ch, who, content, embeds, ref, thread, order):
        self.t, self.ch, self.who, self.content = t, ch, who, content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.order = order
        self.id = None
        self.kind = None          # "noise" | "near" | None
        self.label = None
        self.idiom = None
        self.edits = []           # [(t, content)]
        self.deleted = None
        self.forgotten = None
        self.snippet = None
        self.attachments = []     # [(filename, size)]
        self.pinned = False
        self.day_key = None

    def final(self) -> str:
        return self.edits[-1][1] if self.edits else self.content

    def channel(self) -> str:
        return self.thread.id if self.thread else self.ch


def embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


# ----------------------------------------------------------------------------- analyst notes
# Long English notes of the analyst agent; `decision` (a paragraph) is buried in the middle.

def _bury(paras, decision, r):
    if decision:
        lo = max(2, len(paras) // 2 - 1)
        hi = max(lo, len(paras) - 2)
        ok = [i for i in range(lo, hi + 1)
              if not paras[i - 1].rstrip().endswith(":") and not paras[i].startswith("```")]
        paras.insert(r.choice(ok) if ok else r.randint(lo, hi), decision)
    return "\n\n".join(paras)


def note_lice(r, P, decision=None):
    wk = P["wk"]
    avg = r.uniform(0.17, 0.41)
    prev = max(0.08, avg - r.uniform(-0.05, 0.08))
    ly = max(0.08, avg + r.uniform(-0.1, 0.1))
    sites = r.randint(610, 690)
    above = r.randint(9, 38)
    above_prev = max(3, above - r.randint(-6, 12))
    rows = ["PO    avg AF  >0.5 sites  light", "----  ------  ----------  -----"]
    for i in range(1, 14):
        v = max(0.03, r.gauss(avg * (1.3 if i in (3, 4) else 0.8 if i > 8 else 1.0), 0.06))
        pa = max(0.0, r.gauss(v * 16, 2.0))
        light = "red" if i in (3, 4) else ("yellow" if i in (2, 5, 6) else "green")
        rows.append(f"PO{i:<3} {v:6.2f}  {pa:9.1f}%  {light}")
    mech, therm, fw, med = r.randint(40, 95), r.randint(55, 120), r.randint(8, 30), r.randint(2, 11)
    disc = r.uniform(7.5, 14.0)
    temp = r.uniform(7.2, 10.4)
    paras = [
        f"**Sea-lice weekly, week {wk} — PO3/PO4 carry the increase, treatment load up again**",
        f"BarentsWatch published counts for week {wk} from {sites} active sites. Average adult female lice per fish "
        f"across Norway came in at {avg:.2f} (week {wk - 1}: {prev:.2f}; same week last year: {ly:.2f}). {above} sites "
        f"reported above the 0.5 limit, versus {above_prev} the week before. The increase is concentrated in PO3 "
        f"(Karmøy–Sotra) and PO4 (Nordhordland–Stadt), which together hold roughly {r.randint(24, 31)}% of the fish "
        f"counted this week. Northern areas (PO9–PO13) remain benign; counts there have been below 0.15 for "
        f"{r.randint(5, 11)} consecutive weeks.",
        "```\n" + "\n".join(rows) + "\n```",
        f"Treatment activity rose to {mech + therm + fw + med} registered delousing operations (mechanical {mech}, "
        f"thermal {therm}, freshwater {fw}, medicinal {med}). Thermal and mechanical treatments carry a handling "
        f"mortality of typically 1–3%, and more relevant for pricing, they pull harvest forward: a farmer with fish "
        f"at 3–4 kg would rather harvest than treat a third time in winter water. Historically that has meant a "
        f"push of small fish into the market three to five weeks after a treatment spike.",
        f"In the SSB week {wk - 1} data the 3–4 kg class traded at a {disc:.1f}% discount to 4–5 kg, against a "
        f"five-year average of {disc - r.uniform(1.5, 4.0):.1f}% for the same week. If the early-harvest pattern of "
        f"2023 repeats, that discount can widen another two to four points into January while the 5–6 kg premium "
        f"holds. The front of the curve ({P['M1']} at EUR {dot(P['m1'])}/kg) is priced close to last week's index "
        f"fixing and does not appear to carry much of this.",
        f"Sea temperature at 3 m in the Hardanger/Sunnhordland area averaged {temp:.1f}°C, {sgn(r.uniform(-0.4, 1.6))}°C "
        f"versus the ten-year mean for the week. Warm winters keep lice reproduction going longer and delay the "
        f"seasonal drop in counts that normally arrives in late December. The Institute of Marine Research model "
        f"still shows moderate infection pressure on wild salmon smolt for next spring in PO3 and PO4.",
        "On regulation: the traffic-light system assessment uses the two-year lice-induced mortality estimates. "
        "PO3 and PO4 were red in the last cycle; a second red would remove 6% of capacity in those areas at the "
        "next decision point. That is a 2027–2028 supply story rather than a near-term one, but it sits underneath "
        "every conversation with western Norway processors about forward volumes beyond Q2.",
        f"Mortality: reported monthly mortality for the western regions was {r.uniform(1.1, 2.4):.1f}% for "
        f"November, broadly in line with last year. Winter ulcers are mentioned in {r.randint(6, 19)} site reports, "
        f"mainly in Trøndelag. None of this changes the national supply estimate by more than a few thousand tonnes, "
        f"but the distribution by weight class matters more for the physical book than the total does.",
        "Caveats: counts are self-reported, site-level noise week over week is large, and treatment registrations "
        "lag by up to a week. I use a three-week rolling average for anything that feeds the curve model; the "
        "single-week numbers above are context, not signal.",
    ]
    return _bury(paras + _more("lice", r, P), decision, r)


def note_biomass(r, P, decision=None):
    sb = r.randint(780, 860) * 1000
    yoy = r.uniform(-3.5, 4.5)
    fish = r.uniform(420, 470)
    aw = sb / (fish * 1000)
    harv = r.randint(98, 128) * 1000
    feed = r.randint(148, 176) * 1000
    regions = [("Norway", r.uniform(-1.5, 3.5)), ("Chile", r.uniform(-2.0, 6.0)), ("UK", r.uniform(-4.0, 6.0)),
               ("Faroes", r.uniform(-6.0, 9.0)), ("Iceland", r.uniform(0.0, 14.0)), ("North America", r.uniform(-8.0, 3.0))]
    table = ["region          2027e supply y/y", "--------------  ----------------"]
    tot = 0.0
    for name, g in regions:
        table.append(f"{name:<16}{g:+8.1f}%")
        tot += g
    table.append(f"{'Global (wtd)':<16}{tot / len(regions) * 0.9:+8.1f}%")
    paras = [
        f"**Biomass & supply — Directorate of Fisheries end-{P['prev_month']} data**",
        f"Standing biomass in Norwegian sea cages at end-{P['prev_month']} was {sb:,} tonnes, {yoy:+.1f}% y/y, "
        f"with {fish:.0f} million fish in the sea. That implies an average weight of {aw:.2f} kg per fish, "
        f"{r.uniform(-0.12, 0.15):+.2f} kg against last year. Harvest in the month was {harv:,} tonnes round weight, "
        f"and feed sales ({feed:,} tonnes) ran {r.uniform(-4.0, 6.0):+.1f}% y/y, which tends to lead biomass by six "
        f"to eight weeks.",
        "The number of fish matters more than tonnes for next year's supply. Smolt releases in spring were "
        "slightly below 2025 and the autumn release was cut at several western sites after the summer mortality "
        "events, which leaves the 2027 Q2–Q3 harvest window thinner in number of fish but with a higher expected "
        "average weight if growth conditions stay normal.",
        "```\n" + "\n".join(table) + "\n```",
        f"Read-across to the curve: the market has {P['QA']} at EUR {dot(P['qa'])}/kg and {P['QB']} at "
        f"EUR {dot(P['qb'])}/kg, a Q2/Q3 spread of EUR {dot(P['qa'] - P['qb'])}. Historically the Q3 discount is "
        f"driven by the late-summer harvest bulge in Norway and the Chilean season overlapping; with average "
        f"weights trending up, the bulge is likely to arrive in the heavier classes, which is where the "
        f"processors are already most reluctant to commit forward.",
        f"Feed: the two large feed suppliers reported Norwegian volumes of {r.randint(420, 470)} kt for the first "
        f"three quarters. Feed prices remain elevated on marine ingredient costs, so the cost side keeps farmers "
        f"disciplined on growing fish beyond the 5–6 kg range unless the price curve pays for it.",
        "Chile is the swing factor for US and Brazil demand but not for Europe, where Norway and the Faroes "
        "set the price. A strong Chilean year mostly shows up as weaker US air-freight demand for Norwegian "
        "fillets, which in turn leaves more whole fish in the European spot market on Fridays.",
        f"Data quality note: the Directorate revised last month's biomass by {r.randint(2, 9)} kt. Revisions of that "
        f"size are normal and I do not adjust the model for them until the quarterly reconciliation.",
    ]
    return _bury(paras + _more("biomass", r, P), decision, r)


def note_exports(r, P, decision=None):
    wk = P["wk"]
    vol = r.randint(21500, 27800)
    yoy = r.uniform(-9.0, 8.0)
    px = P["spot"] + r.uniform(-3.0, 3.0)
    val = vol * px / 1000.0
    dests = ["Poland", "Denmark", "France", "Spain", "Netherlands", "USA", "China", "Vietnam", "South Korea", "Japan"]
    rows = ["market         tonnes    y/y", "-------------  -------  ------"]
    left = vol
    for d in dests:
        share = r.uniform(0.04, 0.16)
        tn = int(vol * share)
        left -= tn
        rows.append(f"{d:<14}{tn:8,d}  {r.uniform(-22, 25):+5.1f}%")
    paras = [
        f"**Seafood Council weekly — week {wk} exports**",
        f"The Norwegian Seafood Council's weekly numbers show {vol:,} tonnes of fresh whole salmon exported in "
        f"week {wk}, {yoy:+.1f}% y/y, at an average of NOK {px:.2f}/kg (value about NOK {val:,.0f} million). "
        f"Poland and Denmark remain the processing hubs; together they took about a third of volume, most of it "
        f"for smoking ahead of Christmas.",
        "```\n" + "\n".join(rows) + "\n```",
        "Asia: China continues to recover as a fresh whole-fish market, with volume carried mainly on the "
        "direct Oslo and Helsinki freighter routes. Vietnam is up on re-processing. Korea and Japan were flat; "
        "Japanese buyers are still quoting mainly in yen-adjusted terms and are sensitive to the recent NOK moves.",
        f"Currency effect: EURNOK averaged {kr(P['eurnok'], 4)} in the week versus {kr(P['eurnok'] - r.uniform(-0.3, 0.3), 4)} "
        f"a year ago. The council attributes roughly {r.randint(2, 7)}% of the value change to currency. In EUR "
        f"terms the export price was close to EUR {px / P['eurnok']:.2f}/kg, which is the number that lines up with "
        f"the Euronext/Fish Pool contracts.",
        "Pre-Christmas seasonality is in the numbers: fresh fillet volume to France and Spain tends to peak in "
        "weeks 49–51, then collapses in week 52. Frozen volume is small and noisy; I ignore it for price work.",
        f"Year to date, exports of salmon total {r.randint(1080, 1180)} kt with value NOK {r.randint(98, 112)} bn. The "
        f"volume growth is running behind the biomass numbers, which is consistent with heavier fish and some "
        f"harvest being pushed into January.",
        "For the physical book: processors in Poland are asking for 4–5 kg and 5–6 kg; the small-fish discount "
        "is where exporters are most willing to sign forward. This week's data are in line with the assumptions "
        "in the weight-class pricing model.",
    ]
    return _bury(paras + _more("exports", r, P), decision, r)


def note_spot(r, P, decision=None):
    wk = P["wk"]
    s = P["spot"]
    classes = [("1-2 kg", -18), ("2-3 kg", -11), ("3-4 kg", -6), ("4-5 kg", 0), ("5-6 kg", 4), ("6-7 kg", 6), ("7+ kg", 7)]
    rows = ["weight class   NOK/kg   w/w", "------------   ------  -----"]
    for c, off in classes:
        v = s * (1 + off / 100.0) + r.uniform(-1.2, 1.2)
        rows.append(f"{c:<13}{v:8.2f}  {r.uniform(-6, 6):+5.1f}%")
    curve = ["contract     EUR/kg   chg", "----------  -------  -----"]
    for name, v in ((P["M1"], P["m1"]), (P["M2"], P["m2"]), (P["QA"], P["qa"]), (P["QB"], P["qb"]), (P["QC"], P["qc"])):
        curve.append(f"{name:<11}{v:8.2f}  {r.uniform(-0.25, 0.25):+5.2f}")
    paras = [
        f"**Spot & curve, week {wk} — weight classes, index and Euronext strip**",
        f"The salmon spot index for week {wk - 1} fixed at NOK {s:.2f}/kg (EUR {s / P['eurnok']:.2f}/kg at the week's "
        f"average EURNOK). SSB's export price statistic for the same week came in at NOK {s - r.uniform(0.5, 3.0):.2f}/kg; "
        f"the gap is normal and mostly reflects product mix and the reporting lag.",
        "```\n" + "\n".join(rows) + "\n```",
        "```\n" + "\n".join(curve) + "\n```",
        f"Basis: the front month trades at {sgn((P['m1'] * P['eurnok'] - s) / s * 100)}% to last week's index in NOK terms. "
        f"The seasonal pattern is for January to fix weaker than December as the Christmas demand drops out, "
        f"then for prices to build through February into the Q2 peak. The Q2 contract at EUR {dot(P['qa'])}/kg "
        f"already prices a fair part of that build.",
        "Liquidity on the exchange was thin: open interest in the front two months is roughly unchanged on the "
        "week, most of the volume printing in quarterly contracts. Block trades reported through the clearing "
        "house were mainly processor hedges in Q2 and Q3.",
        "Indicative spot talk for next week's delivery is mixed: exporters report prices for 4–5 kg steady to "
        "slightly firmer on Monday, with buyers in Poland pushing back on anything above last week's level. "
        "The large-fish premium is holding as fewer heavy fish reach the market.",
        "Market structure reminder: the index is volume-weighted across weight classes and delivery terms; a shift "
        "in mix towards small fish can lower the index without any like-for-like price decline. That matters "
        "when comparing the index to individual forward contracts by weight class.",
    ]
    return _bury(paras + _more("spot", r, P), decision, r)


def note_equity(r, P, decision=None):
    names = [("Mowi", "MOWI", P["mowi"]), ("SalMar", "SALM", P["salm"]), ("Lerøy", "LSG", P["lsg"]),
             ("Grieg Seafood", "GSF", P["gsf"]), ("Bakkafrost", "BAKKA", P["bakka"])]
    rows = ["name            px(NOK)  EV/kg 27e  P/E 27e  harvest 27e (kt)  cost/kg (NOK)",
            "--------------  -------  ---------  -------  ----------------  -------------"]
    for n, t, px in names:
        rows.append(f"{n + ' (' + t + ')':<16}{px:7.1f}  {r.uniform(120, 260):9.0f}  {r.uniform(10, 22):7.1f}  "
                    f"{r.uniform(40, 560):16.0f}  {r.uniform(62, 84):13.1f}")
    paras = [
        "**Seafood equities — relative value and what moved**",
        "Oslo seafood names traded mixed over the past week. The group is still driven by three things in this "
        "order: the forward price curve for the next two quarters, cost per kg (feed and biology), and tax — the "
        "resource rent tax at an effective 25% on the salmon farming base remains the main reason Norwegian "
        "farmers trade at a discount to the Faroese name.",
        "```\n" + "\n".join(rows) + "\n```",
        f"Mowi: integrated model, the feed and consumer-products segments smooth earnings; price realisation tends "
        f"to lag the reference price by a few percent because of contract share. At NOK {kr(P['mowi'])} the market "
        f"implies a salmon price roughly in line with the curve.",
        f"SalMar: the most price-levered of the large names, little contract share, high cost in Northern Norway "
        f"after the offshore ramp-up. The capital markets day should clarify 2027 volume; the stock at "
        f"NOK {kr(P['salm'])} is where it was before the last guidance cut.",
        "Lerøy: the whitefish segment and the Lerøy Havfisk trawlers give it a different profile; volume growth "
        "guidance for 2027 is modest. Grieg Seafood: after the divestment of the Canadian operations, the story is "
        "Rogaland and Finnmark cost; biology in Rogaland is the swing factor for the next two quarters.",
        "Bakkafrost: Faroese and Scottish operations; no resource rent tax at the Norwegian rate, so it carries the "
        "premium multiple. Scottish mortality remains the main risk. On the Faroes, lice counts have been rising "
        "and the next harvest update will be read closely.",
        "Sell-side revisions this week were small: consensus 2027 EBIT for the group moved by under 2%. Short "
        "interest in GSF is unchanged; lending fees in Oslo remain low.",
    ]
    return _bury(paras + _more("equity", r, P), decision, r)


def note_fx(r, P, decision=None):
    e = P["eurnok"]
    paras = [
        "**FX — EURNOK, hedge ratio and the NOK price of salmon**",
        f"EURNOK traded {kr(e - r.uniform(0.05, 0.15), 4)}–{kr(e + r.uniform(0.05, 0.15), 4)} over the week, last "
        f"{kr(e, 4)}. The krone is tracking oil and global risk appetite more than domestic rates; Brent at "
        f"USD {r.uniform(62, 82):.0f} has not done much for NOK this quarter.",
        "Our book is structurally long EUR: futures are EUR-denominated and most physical contracts are priced in "
        "NOK but referenced to EUR-priced demand. A 10 øre move in EURNOK changes the NOK value of a EUR 8/kg "
        "contract by 0,80 kr/kg, about 1% — small per trade, material across the physical book.",
        f"Norges Bank: the market prices {r.choice(['one cut', 'no change', 'a cut by March'])} over the next three "
        f"meetings. Rate differentials versus the euro area are still wide enough that three-month forward points "
        f"are positive; the 3m outright is about {kr(e + r.uniform(0.02, 0.06), 4)}.",
        f"Hedge ratio: with the current EUR exposure estimate of EUR {r.uniform(9, 16):.1f} mill across futures and "
        f"physical, the hedged share is about {r.randint(55, 80)}%. The policy range is 50–90%, so nothing forces a "
        f"trade, but the exposure grows if the physical forward book is extended into Q1 deliveries.",
        "Correlation check: over the past year the weekly correlation between EURNOK and the salmon index in NOK "
        "terms has been weakly positive (exporters price in EUR, so a weaker krone lifts the NOK price). That "
        "partly offsets the FX risk on the equity book, where earnings are NOK but revenues are mostly EUR.",
        "Exporters' behaviour: several of the processors we trade with hedge their own EUR receivables at the "
        "time they sign forwards, which has been visible as selling of EUR in the 1–3 month sector on days with "
        "heavy forward signing. That flow is not large, but it is one-directional.",
    ]
    return _bury(paras + _more("fx", r, P), decision, r)


def note_backtest(r, P, decision=None):
    rows = ["year  entry   fill    exit    P/L (EUR/kg)", "----  ------  ------  ------  ------------"]
    for y in range(2020, 2026):
        fill = r.uniform(6.2, 9.0)
        ex = fill + r.uniform(-0.6, 1.4)
        rows.append(f"{y}  1 Dec   {fill:6.2f}  {ex:6.2f}  {ex - fill:+12.2f}")
    paras = [
        f"**Backtest — buying {P['QA'].split('-')[0]} on the first trading day of December, exit mid-April**",
        "Method: historical Fish Pool / Euronext settlement prices, entry at the first-December settlement plus "
        "one tick of slippage, exit on the second Friday of April. No roll, no margin cost, no FX.",
        "```\n" + "\n".join(rows) + "\n```",
        "Hit rate is four years out of six in most parameterisations; the two losing years were both high-supply "
        "years with a warm winter. The average gain is modest after realistic costs and very sensitive to the "
        "entry day: shifting the entry by one week changes the average by up to a third.",
        "A variant that buys only when the Q2/Q3 spread is below its five-year median improves the hit rate but "
        "leaves too few observations to mean much. A variant that sells the Q3 against it (calendar spread) has "
        "smaller drawdowns and a similar average. These are backtest fills on settlement prices, not tradeable "
        "prints; the exchange's quarterly contracts can be wide in December.",
        "I would not read this as a signal on its own. It is a reminder that the seasonal build from January to "
        "the Q2 peak is real, but that most of it is priced by early December in normal years.",
    ]
    return _bury(paras + _more("backtest", r, P), decision, r)


def note_supply(r, P, decision=None):
    paras = [
        "**Overnight — Chile, Faroes, Scotland, air freight**",
        f"Chile: Sernapesca reported {r.randint(2, 9)} new ISA-related site notifications in Los Lagos and Aysén "
        f"over the last month, below last year's level. Chilean export volume to the US rose {r.uniform(1, 9):.1f}% "
        f"y/y in November; fillet prices in Miami were quoted at USD {r.uniform(4.6, 5.6):.2f}/lb for 2–3 lb "
        f"fillets, soft versus a month ago.",
        f"Faroes: the local authority's weekly figures show lice counts rising at {r.randint(3, 8)} sites, "
        f"and harvest in the last four weeks was roughly {r.randint(4, 9)} kt. Scotland: a plankton bloom in the "
        f"Western Isles was reported by two farmers; the mortality impact is not yet quantified.",
        "Air freight: capacity from Oslo and Helsinki to Asia is tight before the Lunar New Year build; rates "
        "were quoted up 5–8% on the week. That tends to cap how much extra fresh whole fish can be sent east "
        "when European prices soften.",
        "Iceland: production continues to grow from a low base, with the newest sites in the Westfjords "
        "entering harvest. Volumes are still small in a European context but land mostly in the same markets "
        "as Norwegian 4–6 kg fish.",
        "Land-based: several projects report commissioning delays; none of them is big enough to move price "
        "in 2027. The listed land-based names continue to trade on funding news rather than biology.",
        "Nothing in the overnight news changes the near-term picture for the front of the curve; the Asian "
        "session saw no meaningful prints in salmon-related names.",
    ]
    return _bury(paras + _more("supply", r, P), decision, r)


def note_flash(r, P, decision=None):
    wk = P["wk"]
    paras = [
        f"**Flash — end of day, week {wk}**",
        f"Front month {P['M1']} settled EUR {dot(P['m1'] + r.uniform(-0.08, 0.08))}/kg, {P['QA']} "
        f"EUR {dot(P['qa'] + r.uniform(-0.08, 0.08))}/kg. EURNOK closed {kr(P['eurnok'] + r.uniform(-0.03, 0.03), 4)}. "
        f"Seafood index on Oslo Børs {sgn(r.uniform(-1.8, 1.8))}% with {r.choice(['Mowi', 'SalMar', 'Lerøy'])} the "
        f"largest contributor.",
        "Exporter talk for tomorrow: steady in 4–5 kg, buyers resisting in 6+ kg. No large block prints after "
        "16:00. The clearing bridge reported one reconnect during the day and no open breaks in reconciliation.",
        "Upcoming: SSB export price statistic Wednesday 08:00, Seafood Council weekly numbers the same morning, "
        "lice counts Thursday. Nothing scheduled from the listed names tomorrow.",
        "Open questions from today's chat that I have not answered yet: the 5–6 kg premium history for weeks 3–6 "
        "and the hedge ratio if the physical book grows by another 200 tonnes. I will post both in the morning.",
    ]
    return _bury(paras + _more("flash", r, P), decision, r)


SITES = ["Kvitsøy N", "Bømlo Sør", "Austevoll V", "Fitjar", "Stord Ø", "Tysnes", "Masfjorden", "Fedje",
         "Solund", "Gulen", "Hitra N", "Frøya V", "Smøla", "Sotra S", "Radøy", "Kvinnherad", "Sveio", "Osterøy"]


def _hist(r, label, weeks, center, spread, fmt, wk):
    rows = [f"week  {label}", "----  " + "-" * len(label)]
    v = center
    for i in range(weeks, 0, -1):
        v = v + r.uniform(-spread, spread)
        rows.append(f"{(wk - i - 1) % 52 + 1:>4}  {fmt(v)}")
    return "```\n" + "\n".join(rows) + "\n```"


def _more0(kind, r, P):
    wk = P["wk"]
    src = ("Sources: BarentsWatch, Directorate of Fisheries, SSB, Norwegian Seafood Council, Euronext/Fish Pool "
           "settlement files, company reports. Numbers are as published at the time of writing and are not adjusted "
           "for later revisions. Internal model outputs are marked as such.")
    if kind == "lice":
        top = ["site           PO  AF/fish  trend", "-------------  --  -------  -----"]
        for n in r.sample(SITES, 8):
            top.append(f"{n:<14} {r.choice([3, 4, 4, 3, 5, 2]):>2}  {r.uniform(0.45, 1.6):7.2f}  {r.choice(['up', 'up', 'flat', 'down'])}")
        return [
            "Sites with the highest counts this week (adult female lice per fish):",
            "```\n" + "\n".join(top) + "\n```",
            f"Wellboat capacity is the practical constraint: operators report {r.randint(2, 6)} of the large treatment "
            f"vessels in the Hordaland area booked through week {wk + 2}, which means sites that need a treatment "
            f"now may have to wait or choose an early harvest. That is the mechanism behind the small-fish pressure "
            f"described above, and it is why the count numbers alone understate the supply effect.",
            "National average over the last ten weeks, for context:",
            _hist(r, "avg AF/fish", 10, 0.25, 0.04, lambda v: f"{max(0.05, v):.2f}", wk),
            "What would change the picture: a cold spell pushing sea temperatures below 6°C would slow lice "
            "development quickly; a series of weeks with counts falling in PO3/PO4 without a matching rise in "
            "treatments would suggest the cleaner-fish deployments are working better than last winter. Neither is "
            "visible in the data yet.",
            "Cleaner fish: lumpfish and wrasse deployments were increased at most western sites this autumn. Their "
            "effect is hard to read in weekly counts because mortality among cleaner fish in winter is high and "
            "restocking is irregular. The farmers that rely most on cleaner fish report the lowest treatment "
            "frequency, but also the widest week-to-week swings in counts.",
            "Comparison with the previous two winters: in both, counts in PO3/PO4 peaked in the first half of "
            "December and fell through January. The treatment count peaked two to three weeks later than the lice "
            "count. If that lag holds, the heaviest treatment weeks of this winter are still ahead, which matters "
            "for the timing of small-fish volume rather than for the total.",
            src,
        ]
    if kind == "biomass":
        reg = ["region        biomass (t)   y/y    fish (m)", "------------  -----------  ------  --------"]
        for n in ("Nord", "Midt", "Vest", "Sør"):
            reg.append(f"{n:<12}  {r.randint(150, 280) * 1000:>11,}  {r.uniform(-6, 7):+5.1f}%  {r.uniform(80, 150):8.1f}")
        return [
            "Regional split (Directorate of Fisheries regions):",
            "```\n" + "\n".join(reg) + "\n```",
            "Monthly harvest history (round weight, tonnes):",
            _hist(r, "harvest (t)", 8, 110000, 9000, lambda v: f"{int(v):,}", wk),
            f"Capacity: utilisation of permitted maximum allowed biomass (MAB) in the western regions is around "
            f"{r.randint(82, 94)}% going into winter, leaving limited room to grow into the spring. The next capacity "
            f"auction adds little before 2028. Farmers with headroom are mostly in the north, which supports the "
            f"view that incremental 2027 volume comes from PO9–PO12 and in heavier fish.",
            "Average weight trend: harvest weights have been drifting up for three years as biology improved in the "
            "north and as farmers held fish longer to dilute fixed cost per kg. A heavier average pushes volume into "
            "the 5–6 kg and 6–7 kg classes, where European processors pay a premium but where the depth of demand "
            "is smaller than for 4–5 kg.",
            "Smolt: hatchery output reported to the Directorate for the autumn release was slightly lower than last "
            "year. Mortality in the first months at sea has been normal. Both point to a stable fish count for the "
            "2027 harvest, with the biomass variable left to growth and weight rather than numbers.",
            "Growth conditions: sea temperatures in the north are close to normal, in the west slightly above. "
            "Feed conversion reported by the large farmers was stable in Q3. A warm winter usually means more "
            "growth and more lice at the same time; the net effect on harvestable volume in Q2 has historically "
            "been small but positive.",
            "Comparison with consensus: the sell-side supply models we see assume Norwegian 2027 harvest growth "
            "of 1–3%. The biomass and fish-count data are consistent with the lower half of that range if average "
            "weights stay where they are, and with the upper half if weights keep drifting up.",
            src,
        ]
    if kind == "exports":
        return [
            "Weekly export history, fresh whole salmon:",
            _hist(r, "tonnes   NOK/kg", 8, 24000, 1200,
                  lambda v: f"{int(v):>6,}   {P['spot'] + r.uniform(-5, 5):6.2f}", wk),
            "Fillets: fresh fillet exports were roughly flat y/y; frozen fillets to the US fell as Chilean fillets "
            "took share on price. Trout exports were small and mainly to Asia. None of it moves the whole-fish price "
            "that the Euronext index is built on, but it shows where processors are placing volume.",
            "Retail promotions: French and Spanish supermarket chains run their salmon promotions in the two weeks "
            "before Christmas, which is visible in the weekly numbers every year; the volume comes back out in the "
            "first week of January. Polish smokers buy two to three weeks earlier. That calendar explains most of "
            "the week-to-week noise at this time of year.",
            f"US: air-freighted fresh whole fish to the US was {r.randint(900, 1700)} tonnes, down as Chilean supply "
            f"rises seasonally. The US market pays well for 6+ kg, which supports the large-fish premium in Norway.",
            "Method note: the council's weekly numbers are preliminary and are revised with the monthly statistics; "
            "revisions of 2–4% in volume are common, less in price.",
            "Price realisation: the council's export price is a realised price including contracts signed weeks "
            "earlier, so it lags the spot index in both directions. In a falling market it overstates where spot "
            "fish can be sold today; in a rising one it understates it. For the curve, the index is the relevant "
            "reference; for the physical book, the export price is a better proxy for what processors paid.",
            "Destination mix: the share of volume going to processing hubs (Poland, Denmark, Netherlands) versus "
            "end markets (France, Spain, Italy) shifts with the season. A rising hub share usually means "
            "processors are building stock for promotions, which supports prices in the short run and weighs on "
            "them two to three weeks later.",
            src,
        ]
    if kind == "spot":
        return [
            "Index history (NOK/kg):",
            _hist(r, "index NOK/kg", 10, P["spot"], 3.0, lambda v: f"{v:6.2f}", wk),
            f"Term structure: from {P['M1']} to {P['QA']} the curve rises EUR {dot(P['qa'] - P['m1'])}/kg, then falls "
            f"EUR {dot(P['qa'] - P['qb'])}/kg into {P['QB']} and recovers into {P['QC']}. That shape — spring peak, "
            f"late-summer trough — has held in every year of the exchange's history; what varies is the amplitude.",
            f"Margining: the clearing house raised initial margin on the front two months by about "
            f"{r.randint(3, 8)}% last week. It does not change pricing, but it raises the cost of carrying large "
            f"front positions into the Christmas weeks.",
            "Weight-class spreads: the 5–6 kg premium over 4–5 kg has averaged 4–6% over the last month; the 3–4 kg "
            "discount has been wider than usual. Forward contracts on specific weight classes should be compared to "
            "the class price, not to the headline index.",
            "Exchange activity: most of the traded volume this week was in the quarterly contracts, and most of that "
            "was processor hedging in the spring quarters. Farmers were light sellers in the front months. The "
            "participation of financial players remains small relative to the physical hedgers, which keeps the "
            "curve close to what processors and farmers agree on bilaterally.",
            "Index construction: the weekly index is calculated from reported transactions by exporters for fresh "
            "whole salmon, weighted by volume and adjusted to a common delivery point. Individual weeks can be "
            "distorted by a few large trades; the four-week average is a better guide to trend.",
            src,
        ]
    if kind == "equity":
        cal = ["date         event", "-----------  -----------------------------------"]
        for ev in ("SalMar capital markets day", "Mowi Q4 trading update", "Grieg Seafood Q4 report",
                   "Lerøy Q4 report", "Bakkafrost Q4 harvest update"):
            d = "TBC" if r.random() < 0.3 else f"{r.randint(1, 28):02d}.{r.choice([1, 2]):02d}.{P['yy']:02d}"
            cal.append(f"{d:<11}  {ev}")
        return [
            "Calendar:",
            "```\n" + "\n".join(cal) + "\n```",
            f"Sector performance: the Oslo seafood index is {sgn(r.uniform(-8, 12))}% year to date versus "
            f"{sgn(r.uniform(2, 14))}% for the benchmark. Seafood typically outperforms from December to March as the "
            f"forward curve builds into the spring peak; the pattern is weaker in years when the curve already "
            f"prices a strong Q2 in December.",
            "Read-across from the futures market: a EUR 0.50/kg move in the 12-month strip translates into roughly "
            "6–9% of next year's EBIT for the most price-levered names and 3–5% for the integrated ones. That "
            "sensitivity is the main reason the equities move with the curve on days without company news.",
            "Ownership: foreign ownership in the sector is close to its ten-year high. Index-fund flows at the "
            "quarterly rebalance can move the smaller names more than any news item in a quiet week.",
            "Valuation spread: the gap between the Faroese name and the Norwegian average EV/kg is close to its "
            "historical mean after the tax change was absorbed. Within Norway, the dispersion is mainly explained by "
            "cost per kg and by the share of volume sold on fixed-price contracts.",
            "Positioning: hedge fund positioning in the sector looks balanced based on the short interest data and "
            "broker flow commentary. Long-only funds remain underweight relative to the benchmark weight of the "
            "sector, which historically has limited drawdowns on bad news.",
            src,
        ]
    if kind == "fx":
        fp = ["tenor  outright   points", "-----  --------  -------"]
        for ten, pts in (("1m", 0.01), ("2m", 0.02), ("3m", 0.035), ("6m", 0.07), ("12m", 0.13)):
            fp.append(f"{ten:<5}  {kr(P['eurnok'] + pts, 4):>8}  {pts * 100:+6.1f} øre")
        return [
            "Forward curve EURNOK (indicative mid):",
            "```\n" + "\n".join(fp) + "\n```",
            "EURNOK history (weekly close):",
            _hist(r, "EURNOK", 8, P["eurnok"], 0.06, lambda v: kr(v, 4), wk),
            "Liquidity: the krone is thin after 16:00 Oslo time and around Norges Bank's daily FX purchase "
            "announcements. Forward points are quoted tightly by the Nordic banks; the spread on a EUR 3–5 mill "
            "three-month forward is typically under one øre.",
            "Seasonality: EURNOK has tended to be weak for the krone in December on thin liquidity and year-end "
            "positioning, and to recover in January. The effect is small in most years but visible in the averages "
            "over a decade. It is not a reason to change the hedge, only a reason to expect noise.",
            "Sensitivity table, NOK value of a EUR 8.00/kg contract: at EURNOK 11,50 it is 92,00 kr/kg, at 11,70 "
            "93,60 kr/kg, at 11,90 95,20 kr/kg. The physical book is priced in NOK, so these moves show up as "
            "basis between the NOK contract price and the EUR curve.",
            src,
        ]
    if kind == "backtest":
        sens = ["entry shift  hit rate  avg P/L", "-----------  --------  -------"]
        for sh in (-10, -5, 0, 5, 10):
            sens.append(f"{sh:+5d} days   {r.randint(3, 5)}/6      {r.uniform(-0.1, 0.6):+.2f}")
        return [
            "Sensitivity to entry date:",
            "```\n" + "\n".join(sens) + "\n```",
            "Costs assumed: one tick slippage each side and exchange/clearing fees. Margin funding is ignored. In "
            "practice the December quarterly contracts can be wide enough that one tick is optimistic.",
            "Data: settlement history before the move of the contracts to Euronext is taken from the legacy Fish "
            "Pool files and spliced; contract specifications are comparable but not identical.",
            "Regime dependence: the two losing years coincided with warm autumns and above-trend biomass. A simple "
            "filter on the October biomass growth rate would have avoided both, but with six observations it is "
            "impossible to tell a real effect from luck. Longer histories from the pre-exchange forward market "
            "are too illiquid to use.",
            src,
        ]
    if kind == "supply":
        tab = ["origin     harvest 4w (kt)  y/y", "---------  ---------------  ------"]
        for n in ("Norway", "Chile", "UK", "Faroes", "Iceland", "Canada"):
            tab.append(f"{n:<9}  {r.uniform(4, 110):15.1f}  {r.uniform(-12, 15):+5.1f}%")
        return [
            "```\n" + "\n".join(tab) + "\n```",
            "Shipping: trucking times from mid-Norway to Denmark are normal; the ferry schedules for the Christmas "
            "period are published and show no cancellations so far. Weather windows for wellboats along the coast "
            "look reasonable for the coming week.",
            "Disease: no new ISA (ILA) notifications in Norway since the last note apart from suspicions already "
            "reported by the wire; pancreas disease cases are tracking last year's pattern.",
            "Chile outlook: the industry association expects harvest growth next year on improved biology in the "
            "south and the first volumes from new concessions in Magallanes. Most of the extra Chilean volume goes "
            "to the US and Brazil as fillets, with limited direct impact on the European whole-fish price.",
            "Faroes and UK: Bakkafrost's Faroese harvest guidance implies modest growth; Scottish volumes depend "
            "on mortality in the Western Isles and Shetland. Both regions sell mostly into the same European "
            "markets as Norway's western farmers, so their supply matters more for 4–6 kg pricing than Chile's.",
            src,
        ]
    if kind == "flash":
        tab = ["contract     settle  chg    vol (t)", "----------  -------  -----  -------"]
        for name, v in ((P["M1"], P["m1"]), (P["M2"], P["m2"]), (P["QA"], P["qa"]), (P["QB"], P["qb"])):
            tab.append(f"{name:<11}{v + r.uniform(-0.05, 0.05):8.2f}  {r.uniform(-0.15, 0.15):+.2f}  {r.randint(0, 400):7d}")
        return ["```\n" + "\n".join(tab) + "\n```",
                "Equities at the close:",
                "```\n" + "\n".join(f"{t:<6}{v * (1 + r.uniform(-0.02, 0.02)):9.2f}  {r.uniform(-2.5, 2.5):+.1f}%"
                                    for t, v in (("MOWI", P["mowi"]), ("SALM", P["salm"]), ("LSG", P["lsg"]),
                                                 ("GSF", P["gsf"]), ("BAKKA", P["bakka"]), ("AUSS", P["auss"])))
                + "\n```"]
    return [src]


def _detail(kind, r, P):
    wk = P["wk"]
    if kind == "lice":
        rows = ["PO    wk-3   wk-2   wk-1   wk0    treatments 4w", "----  -----  -----  -----  -----  -------------"]
        for i in range(1, 14):
            b = r.uniform(0.08, 0.45)
            vals = [max(0.02, b + r.uniform(-0.06, 0.06)) for _ in range(4)]
            rows.append(f"PO{i:<3} " + "  ".join(f"{v:5.2f}" for v in vals) + f"  {r.randint(0, 60):13d}")
        return ["Four-week history by production area:", "```\n" + "\n".join(rows) + "\n```",
                "The four-week view smooths the site-level noise. PO3 and PO4 show a steady rise rather than a "
                "single-week spike, which is the pattern that has preceded heavier treatment activity in the past. "
                "PO2 and PO5 are flat; the northern areas are falling as water cools."]
    if kind == "biomass":
        rows = ["size class     fish (m)  share  y/y", "-------------  --------  -----  ------"]
        for c in ("< 1 kg", "1-2 kg", "2-3 kg", "3-4 kg", "4-5 kg", "5-6 kg", "> 6 kg"):
            rows.append(f"{c:<13}  {r.uniform(20, 110):8.1f}  {r.uniform(4, 25):4.1f}%  {r.uniform(-9, 9):+5.1f}%")
        return ["Fish in sea by size class (Directorate estimate):", "```\n" + "\n".join(rows) + "\n```",
                "The size distribution is the best public guide to harvest timing. A larger-than-usual share of fish "
                "above 4 kg going into winter means harvestable volume is available early in the year, which "
                "normally weighs on January prices and supports the spring contracts less than the headline "
                "biomass number suggests."]
    if kind == "exports":
        rows = ["market         NOK m    NOK/kg", "-------------  -------  ------"]
        for d in ("Poland", "Denmark", "France", "Spain", "Netherlands", "Italy", "USA", "China", "Vietnam"):
            rows.append(f"{d:<13}  {r.uniform(60, 700):7.1f}  {P['spot'] + r.uniform(-6, 8):6.2f}")
        return ["Value and unit price by market:", "```\n" + "\n".join(rows) + "\n```",
                "Unit prices differ by market mostly because of product mix and delivery terms: Asian and US "
                "markets take more large fish by air, European processing hubs take truck-delivered 3–6 kg fish. "
                "The spread between markets is stable enough that week-to-week changes carry information only when "
                "they exceed about 3 NOK/kg."]
    if kind == "spot":
        rows = ["contract    wk-4   wk-3   wk-2   wk-1   now", "----------  -----  -----  -----  -----  -----"]
        for name, v in ((P["M1"], P["m1"]), (P["M2"], P["m2"]), (P["QA"], P["qa"]), (P["QB"], P["qb"]), (P["QC"], P["qc"])):
            vals = [v + r.uniform(-0.3, 0.3) for _ in range(4)] + [v]
            rows.append(f"{name:<10}  " + "  ".join(f"{x:5.2f}" for x in vals))
        return ["Curve history, EUR/kg (settlements):", "```\n" + "\n".join(rows) + "\n```",
                "The front of the curve has moved with the index; the spring quarter has been more stable, which is "
                "typical when the market is confident about the seasonal build but uncertain about the level of "
                "winter supply."]
    if kind == "equity":
        rows = ["name    cons EBIT 26e  cons EBIT 27e  rev. 4w  target (med.)", "------  -------------  -------------  -------  -------------"]
        for t, px in (("MOWI", P["mowi"]), ("SALM", P["salm"]), ("LSG", P["lsg"]), ("GSF", P["gsf"]), ("BAKKA", P["bakka"])):
            rows.append(f"{t:<6}  {r.uniform(500, 9000):13.0f}  {r.uniform(500, 9500):13.0f}  {r.uniform(-6, 6):+6.1f}%  "
                        f"{px * r.uniform(0.9, 1.25):13.1f}")
        return ["Consensus (NOK m) and median price targets:", "```\n" + "\n".join(rows) + "\n```",
                "Revisions over the last four weeks are small and evenly split; the price-target dispersion is "
                "widest for the smaller names where biology has been most volatile."]
    if kind == "fx":
        rows = ["scenario          EURNOK  NOK/kg @ EUR 8  book effect (NOK m)", "----------------  ------  --------------  -------------------"]
        for sc, d in (("krone +3%", -0.35), ("krone +1%", -0.12), ("base", 0.0), ("krone -1%", 0.12), ("krone -3%", 0.35)):
            e = P["eurnok"] + d
            rows.append(f"{sc:<16}  {kr(e, 2):>6}  {kr(8 * e, 2):>14}  {d * r.uniform(8, 14):+19.1f}")
        return ["Scenario table:", "```\n" + "\n".join(rows) + "\n```",
                "Book effect is the unhedged EUR exposure times the move, before any offset in the equity book."]
    if kind in ("backtest", "supply", "physbook", "company", "weekly", "model"):
        rows = ["item                       value", "-------------------------  ---------------"]
        items = {
            "backtest": [("observations", "6"), ("avg holding days", str(r.randint(90, 140))), ("max drawdown", f"{r.uniform(0.4, 1.2):.2f} EUR/kg"),
                         ("avg P/L", f"{r.uniform(0.05, 0.5):.2f} EUR/kg"), ("t-stat", f"{r.uniform(0.4, 1.6):.2f}")],
            "supply": [("Chile harvest 4w", f"{r.uniform(50, 70):.1f} kt"), ("US fillet price", f"USD {r.uniform(4.5, 5.8):.2f}/lb"),
                       ("Faroe sites > limit", str(r.randint(1, 8))), ("Scotland mortality", f"{r.uniform(1, 4):.1f}%/m"),
                       ("air freight index", f"{r.randint(95, 130)}")],
            "physbook": [("signed tonnes", f"{r.randint(800, 1600)}"), ("avg NOK/kg", f"{P['spot'] + r.uniform(1, 5):.2f}"),
                         ("counterparties", str(r.randint(5, 9))), ("weeks covered", "1-10"), ("open offers", str(r.randint(1, 5)))],
            "company": [("EV/kg 27e", f"{r.randint(140, 260)}"), ("P/E 27e", f"{r.uniform(11, 20):.1f}"),
                        ("net debt/EBITDA", f"{r.uniform(0.8, 2.6):.1f}x"), ("contract share", f"{r.randint(10, 35)}%"),
                        ("dividend yield", f"{r.uniform(2, 6):.1f}%")],
            "weekly": [("SSB release", "Wed 08:00"), ("Seafood Council", "Wed 06:30"), ("lice counts", "Thu"),
                       ("biomass", "month end"), ("clearing margin review", "Fri")],
            "model": [("refit time", f"{r.uniform(20, 90):.0f}s"), ("weeks in sample", "156"), ("rmse", f"{r.uniform(0.8, 2.2):.2f}"),
                      ("missing quotes", str(r.randint(0, 2))), ("fallback used", r.choice(["no", "once"]))],
        }[kind]
        for k, v in items:
            rows.append(f"{k:<25}  {v}")
        return ["Key figures:", "```\n" + "\n".join(rows) + "\n```"]
    return []


def _more(kind, r, P):
    base = _more0(kind, r, P)
    return base[:-1] + _detail(kind, r, P) + base[-1:]


def note_weekly(r, P, decision=None):
    wk = P["wk"]
    paras = [
        f"**Week {wk} ahead — what the desk is watching**",
        f"Data: SSB export price for week {wk - 1} (Wednesday 08:00), Seafood Council weekly exports (Wednesday), "
        f"lice counts (Thursday), the spot index fixing, and Directorate of Fisheries biomass at month end. "
        f"Companies: nothing scheduled from Mowi, SalMar, Lerøy, Grieg Seafood or Bakkafrost this week, but "
        f"trading updates for Q4 start in the second half of January and guidance changes tend to leak into "
        f"the wire as site-level news before that.",
        f"Curve: {P['M1']} at EUR {dot(P['m1'])}/kg, {P['M2']} at EUR {dot(P['m2'])}/kg, {P['QA']} at "
        f"EUR {dot(P['qa'])}/kg, {P['QB']} at EUR {dot(P['qb'])}/kg. The December-to-January seasonal decline is "
        f"the main near-term driver; the Q2 premium is the main medium-term one.",
        "Physical: exporters are quoting weeks 1–6 for 4–5 kg and 5–6 kg; processors in Poland and Denmark are "
        "asking for fixed prices through Q1 but are reluctant to pay the curve for weeks beyond 8. The weight "
        "class mix matters: small fish from early harvests in the west could weigh on the 3–4 kg class first.",
        f"FX: EURNOK {kr(P['eurnok'], 4)}; no policy meeting in Norway this week. The euro-area data calendar is "
        f"light. The krone has been trading with oil and equities.",
        "Risks to the view: a cold snap (lower lice, slower growth, less supply), an ISA outbreak at a large "
        "site (forced harvest, short-term supply push, then less), a logistics disruption before Christmas "
        "(trucks, ferries), and a weaker euro-area consumer in January.",
        "Open items on the desk (from the channel): the hedge ratio if the physical book grows; weight-class "
        "premium history for weeks 3–6; the capital markets day preparation for SalMar; the GSF Rogaland cost "
        "numbers. I will post on each as data arrives.",
        _hist(r, "index NOK/kg", 6, P["spot"], 2.5, lambda v: f"{v:6.2f}", wk),
        "Sources: desk calendar, exchange and data-provider schedules.",
    ]
    return _bury(paras[:-1] + _detail("weekly", r, P) + paras[-1:], decision, r)


def note_physbook(r, P, decision=None):
    rows = ["week   4-5 kg (t)  5-6 kg (t)  avg NOK/kg  counterparties",
            "-----  ----------  ----------  ----------  --------------"]
    for w in range(1, 11):
        rows.append(f"{w:>5}  {r.randint(0, 14) * 10:>10}  {r.randint(0, 8) * 10:>10}  "
                    f"{P['spot'] + r.uniform(-2, 6):10.2f}  {r.randint(0, 3):>14}")
    paras = [
        "**Physical forward book — status by delivery week and weight class (model view)**",
        "The table shows signed physical forward sales by delivery week next year, in tonnes, with the average "
        "contract price. It is built from the confirmation bot's records and reconciled against the contract "
        "register each evening; unsigned offers are not included.",
        "```\n" + "\n".join(rows) + "\n```",
        "Concentration: the three largest counterparties account for most of the signed volume. Credit limits "
        "per counterparty are set by risk and checked at signing; none is close to its limit on the current book.",
        "Pricing versus the curve: in EUR terms the average signed price sits a little above the corresponding "
        "months on the Euronext curve, consistent with the normal forward premium processors pay for certainty "
        "of supply in a specific weight class. The premium is larger for 5–6 kg.",
        "Hedge: the physical sales are partially offset by long futures in the front months. The residual is a "
        "basis exposure (weight class vs index, delivery point vs Oslo reference) that futures cannot hedge. "
        "Historically that basis has been the main source of volatility in the physical book's P&L.",
        "Operational: two contracts have delivery-terms amendments pending (FCA Bergen to FCA Ålesund). Neither "
        "changes price or volume. Quality claims in the last month were minor.",
        "Sources: confirmation bot records, contract register, internal curve model.",
    ]
    return _bury(paras[:-1] + _detail("physbook", r, P) + paras[-1:], decision, r)


def note_company(r, P, decision=None):
    name, tick, px = r.choice([("SalMar", "SALM", P["salm"]), ("Mowi", "MOWI", P["mowi"]),
                               ("Grieg Seafood", "GSF", P["gsf"])])
    segs = ["segment            2025     2026e    2027e", "-----------------  -------  -------  -------"]
    for sg in ("Farming Norway", "Farming other", "Sales & processing", "Feed / other"):
        a = r.uniform(200, 3000)
        segs.append(f"{sg:<17}  {a:7.0f}  {a * r.uniform(0.8, 1.2):7.0f}  {a * r.uniform(0.85, 1.3):7.0f}")
    paras = [
        f"**Company note — {name} ({tick}): what matters into the next update**",
        f"{name} trades at NOK {kr(px)}. The share has moved broadly with the 12-month salmon strip over the "
        f"last quarter; the residual (company-specific) move has been {sgn(r.uniform(-8, 8))}%. This note sets out "
        f"the items that could move that residual at the next company update, in order of importance.",
        f"1) Volume guidance. The market's 2027 harvest assumption for {name} is close to the last guidance. "
        f"Biology in the relevant regions (lice, winter ulcers, algae) has been mixed this autumn. A cut of "
        f"5% would remove roughly NOK {r.randint(250, 900)} m of EBIT at current prices, more than any plausible "
        f"cost surprise.",
        f"2) Cost per kg. Feed prices have stabilised at a high level; biological cost (treatments, mortality, "
        f"early harvest) is the variable part. Consensus has cost per kg in Norway at about NOK "
        f"{r.uniform(66, 80):.0f} for next year, a little below this year's level.",
        "Segment EBIT (NOK m, internal model, not consensus):",
        "```\n" + "\n".join(segs) + "\n```",
        "3) Price realisation. The share of volume sold on fixed-price contracts determines how much of the "
        "forward curve flows into reported prices. Contract shares have been falling across the sector, "
        "which makes reported earnings more sensitive to spot and less to the curve at the time of contracting.",
        "4) Capital allocation and tax. The resource rent tax has been absorbed by the market; remaining "
        "questions are about the deductibility of new investments and the treatment of offshore and land-based "
        "projects. Dividend policy has not been a driver of the share this year.",
        "5) Structural items: licence purchases at the capacity auctions, any M&A in the sector, and the "
        "regulatory traffic-light outcome for the production areas where the company is concentrated.",
        "Summary of the numbers: the valuation is neither stretched nor cheap on the curve; the next update is "
        "about volumes. The note is background for the desk's discussion, not a recommendation.",
        "Sources: company reports, Directorate of Fisheries site data, internal model.",
    ]
    return _bury(paras[:-1] + _detail("company", r, P) + paras[-1:], decision, r)


def note_model(r, P, decision=None):
    rows = ["class    fair NOK/kg  market  diff", "-------  -----------  ------  -----"]
    for c, off in (("3-4 kg", -6), ("4-5 kg", 0), ("5-6 kg", 4), ("6-7 kg", 6)):
        f = P["spot"] * (1 + off / 100.0) + r.uniform(-1.5, 1.5)
        m = f + r.uniform(-1.8, 1.8)
        rows.append(f"{c:<7}  {f:11.2f}  {m:6.2f}  {m - f:+5.2f}")
    paras = [
        "**Model update — weight-class forward curve (internal)**",
        "The weight-class curve model was refitted last night on the latest SSB weight-class prices, the index "
        "fixings and the Euronext settlements. It produces a fair forward price per weight class and delivery "
        "week, which is what we use to price physical forward offers to processors and exporters.",
        "```\n" + "\n".join(rows) + "\n```",
        f"Fit: root-mean-square error on the last twelve weeks of weight-class prices was "
        f"{r.uniform(0.8, 2.2):.2f} NOK/kg, within the usual range. The largest residuals are in 3–4 kg, where "
        f"early-harvest volume is hard to model from public data.",
        "Known issue: the interpolation fails when a weight class is missing from the source file (the 6–7 kg "
        "quote was missing once this week, see the pricer warning in the channel). The fallback uses the last "
        "good curve, which is acceptable for a day but not for a week.",
        "Parameters changed in this refit: the seasonal amplitude was reduced slightly and the premium for "
        "heavy fish was allowed to vary with the share of heavy fish in the harvest. Both changes are small and "
        "move fair values by less than 0,50 kr/kg.",
        "Use: the fair values are a reference for pricing, not a view. Differences to market of a few kroner are "
        "normal and reflect counterparty-specific terms (delivery point, quality, payment terms).",
    ]
    return _bury(paras + _detail("model", r, P), decision, r)


def note_asia(r, P, decision=None):
    paras = [
        "**Evening — Asia open and tomorrow's setup**",
        f"Asia: air-freight bookings for tomorrow's flights to Shanghai, Seoul and Tokyo are in line with last "
        f"week; importers in China report stable retail demand for fresh whole fish ahead of the holiday season. "
        f"Japanese buyers remain price sensitive after the yen moves. Korean demand is steady.",
        f"FX overnight: EURNOK {kr(P['eurnok'] + r.uniform(-0.02, 0.02), 4)}; USDJPY and USDCNH matter for Asian "
        f"buying power but have been quiet. Nothing scheduled in Norway before 08:00.",
        "Tomorrow: the exporters' price talk for next week's deliveries starts in the morning; the SSB number is "
        "on Wednesday. Clearing margin changes, if any, are announced after the close.",
        "Outstanding items: none from the desk's open questions are blocked on data from Asia. The overnight note "
        "will cover Chile and the Faroes.",
        "```\n" + "\n".join(f"{k:<22}{v}" for k, v in (
            ("air freight OSL-PVG", f"{r.randint(28, 40)} NOK/kg"), ("air freight HEL-ICN", f"{r.randint(26, 38)} NOK/kg"),
            ("China import demand", r.choice(["steady", "firm", "softer"])),
            ("Japan", r.choice(["quiet", "price sensitive", "steady"])),
            ("next SSB release", "Wed 08:00"))) + "\n```",
    ]
    return _bury(paras, decision, r)


def note_disease(r, P, decision=None):
    rows = ["area            ISA susp.  ISA conf.  PD sites  winter ulcers", "--------------  ---------  ---------  --------  -------------"]
    for a in ("Finnmark", "Troms", "Nordland", "Trøndelag", "Møre og Romsdal", "Vestland", "Rogaland"):
        rows.append(f"{a:<15} {r.randint(0, 3):>9}  {r.randint(0, 2):>9}  {r.randint(0, 25):>8}  {r.randint(0, 14):>13}")
    paras = [
        "**Disease tracker — ISA (ILA), PD and winter ulcers, rolling four weeks**",
        "This is the monthly roll-up of disease notifications from the Norwegian Food Safety Authority and the "
        "Veterinary Institute, combined with company disclosures and site-level reports on the wire. Counts are "
        "sites, not fish, and suspicions are listed until they are confirmed or lifted.",
        "```\n" + "\n".join(rows) + "\n```",
        "ISA: suspicions lead to restriction zones and, when confirmed, to accelerated harvest of the affected "
        "site. The market effect is a short burst of extra supply, usually small fish, followed by less supply "
        "from that site for the rest of the cycle. Only outbreaks at the largest sites show up in the weekly "
        "export numbers.",
        "PD (pancreas disease) remains endemic south of Hustadvika and is an ongoing cost item rather than a "
        "supply shock. The northern PD zone has been quiet this year, which matters for the farmers in "
        "Nordland and Troms whose cost advantage depends on it.",
        f"Winter ulcers: reported at {r.randint(10, 35)} sites nationally in the last four weeks, mostly in "
        f"Trøndelag and Møre. Winter ulcers downgrade fish quality (more production-grade fish) rather than "
        f"reduce volume, so they show up as a wider spread between superior and ordinary quality prices.",
        "Jellyfish and algae: two events were reported this autumn in the north; both ended without large "
        "mortality. The risk is seasonal and low in December.",
        "Company read-across: the listed farmers with the largest exposure to the areas with open ISA "
        "suspicions are the ones named on the wire this month; none has changed guidance on the back of them.",
        "Sources: Food Safety Authority notifications, Veterinary Institute, company releases.",
    ]
    return _bury(paras, decision, r)


def note_pricetalk(r, P, decision=None):
    rows = ["exporter    4-5 kg  5-6 kg  6-7 kg  comment", "----------  ------  ------  ------  --------------------"]
    for i in range(1, 9):
        b = P["spot"] + r.uniform(-2, 2)
        rows.append(f"exporter {i:<2}  {b:6.2f}  {b + r.uniform(2, 5):6.2f}  {b + r.uniform(3, 7):6.2f}  "
                    f"{r.choice(['steady', 'firmer', 'softer', 'buyers resist', 'tight 5-6', 'more small fish'])}")
    paras = [
        f"**Price talk survey — deliveries week {P['wk'] + 1}**",
        "Indications collected from exporters this morning for fresh whole salmon, NOK/kg, FCA Oslo-equivalent. "
        "These are talk, not trades; the range within each class is the useful number.",
        "```\n" + "\n".join(rows) + "\n```",
        f"Median 4–5 kg talk is NOK {kr(P['spot'] + r.uniform(-1, 1))}/kg, close to last week's index. The spread "
        f"between the highest and lowest indication is about {r.uniform(2, 5):.1f} NOK/kg, normal for a December week. "
        f"Heavier classes are tighter; several exporters say they are short of 6+ kg fish.",
        "Buyers: Polish and Danish processors are buying for the last promotional weeks before Christmas; French "
        "retail programmes are mostly fixed. Asian air-freight buyers are active in 5–6 kg and 6–7 kg.",
        "Comparison with the curve: converting the median 4–5 kg talk at today's EURNOK gives a number in line "
        "with the front month. The survey does not suggest a dislocation between physical talk and the exchange.",
        "Method: the same eight exporters each week, anonymised; indications are for standard quality, "
        "delivered within the week, and exclude contract volumes.",
    ]
    return _bury(paras, decision, r)


def note_regulation(r, P, decision=None):
    rows = ["PO    last status  capacity change  next review", "----  -----------  ---------------  -----------"]
    for i in range(1, 14):
        st = "red" if i in (3, 4) else ("yellow" if i in (2, 5, 6) else "green")
        ch = {"red": "-6%", "yellow": "0%", "green": "+6%"}[st]
        rows.append(f"PO{i:<3} {st:<11}  {ch:>15}  {2026 + (i % 2)}")
    paras = [
        "**Regulation & tax — where things stand for the farmers**",
        "Three regulatory tracks matter for the listed farmers and, through supply, for the price curve: the "
        "traffic-light system for production capacity, the resource rent tax, and the ongoing work on a new "
        "regulation model based on lice emissions rather than biomass. None of them changes supply in the next "
        "two quarters; all of them shape 2027–2030 growth.",
        "```\n" + "\n".join(rows) + "\n```",
        "Traffic light: every two years the government assesses lice-induced mortality on wild salmon in each of "
        "the thirteen production areas. Green areas may grow by up to 6%, yellow stay flat, red must cut 6%. The "
        "current map leaves the west (PO3/PO4) red, which is why western farmers have the least room to grow "
        "and why northern licences trade at a premium at auctions.",
        f"Resource rent tax: the effective rate on the salmon farming base is 25% on top of corporate tax. The "
        f"norm-price council sets the reference prices used in the tax base; its quarterly publications are "
        f"watched by the equity market because a mismatch between norm price and realised price changes the "
        f"effective tax take. The latest norm price for the quarter was close to the spot index average "
        f"(NOK {kr(P['spot'] + r.uniform(-4, 4))}/kg).",
        "Lice-emission model: a government-appointed committee has proposed replacing the biomass-based capacity "
        "system with quotas on lice emissions per area. Industry response is mixed: closed and semi-closed "
        "systems would gain, traditional open-net farms in the west would face tighter limits. Implementation, "
        "if it comes, is several years away.",
        "Capacity auctions: the next auction round is expected in the coming year. Prices per tonne of MAB at the "
        "last rounds were highest in the north. The auction results are a useful read on how farmers value "
        "growth under the current tax regime.",
        "Market read-across: regulation is a slow-moving supply constraint in Norway and one of the reasons the "
        "long-run supply growth assumption in most models is 1–3% a year. It does not move the front of the curve; "
        "it matters for the equity multiples and for how far out processors are willing to sign forward.",
        "Sources: Ministry of Trade, Industry and Fisheries, Directorate of Fisheries, the norm-price council, "
        "company statements.",
    ]
    return _bury(paras, decision, r)


NOTE_KINDS = {
    "lice": note_lice, "biomass": note_biomass, "exports": note_exports, "spot": note_spot,
    "equity": note_equity, "fx": note_fx, "backtest": note_backtest, "supply": note_supply,
    "flash": note_flash, "weekly": note_weekly, "physbook": note_physbook,
    "company": note_company, "model": note_model, "asia": note_asia,
    "disease": note_disease, "pricetalk": note_pricetalk, "regulation": note_regulation,
}


GENERIC_DESC = [
    "Bredt oppgang på Oslo Børs med energi og finans i front. Omsetningen var noe lavere enn snittet for "
    "de siste 20 handelsdagene, og utenlandske investorer var netto kjøpere.",
    "Oljeprisen steg etter at OPEC+ signaliserte videreføring av produksjonskuttene. Analytikere peker på "
    "lave lagre i USA og økt etterspørsel fra Asia inn mot vinteren.",
    "Sentralbanken viser til at inflasjonen er på vei ned, men fortsatt over målet. Rentebanen indikerer "
    "gradvise kutt gjennom neste år dersom utviklingen blir som ventet.",
    "Markets were supported by lower government bond yields after softer inflation data. Trading volumes were "
    "light ahead of the holiday period, and sector moves were mostly driven by rate expectations.",
]


# ----------------------------------------------------------------------------- day builder

class DayBuilder:
    def __init__(self, seed: int, ch_idx: int, day_idx: int, start_ms: int, first: bool):
        self.r = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
        self.ch_idx, self.day_idx = ch_idx, day_idx
        self.ch = channel_id_for(ch_idx)
        self.start = start_ms
        self.first = first
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self.threads: list[Thread] = []
        self._order = 0
        self._ch_seed = random.Random(f"{DESK}|book|{seed}|{ch_idx}")
        self.key = (self.ch, day_idx)

    # --- time
    def at(self, h: float, m: float = 0.0, jit: float = 0.0) -> int:
        mins = h * 60 + m + (self.r.uniform(-jit, jit) if jit else 0.0)
        mins = max(0.5, min(mins, 24 * 60 - 2))
        return self.start + int(mins * 60000) + self.r.randint(0, 999)

    def after(self, base, lo: float, hi: float) -> int:
        b = base.t if isinstance(base, Msg) else base
        t = b + int(self.r.uniform(lo, hi) * 60000) + self.r.randint(1, 999)
        return min(t, self.start + 24 * 3600 * 1000 - 1000)

    def curve_time(self, lo_h: float = 0, hi_h: float = 24) -> int:
        hours = [h for h in range(24) if lo_h <= h < hi_h]
        h = self.r.choices(hours, weights=[CURVE[h] for h in hours])[0]
        return self.at(h, self.r.uniform(0, 59.9))

    # --- messages & ops
    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind=None):
        m = Msg(t, self.ch, who, content, embeds, ref, thread, self._order)
        self._order += 1
        m.kind = kind
        m.day_key = self.key
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing):
        m.label = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}
        return m

    def idiom(self, m, name, expected):
        if self.first:
            m.idiom = (name, expected)
        return m

    def edit(self, m, t, content):
        m.edits.append((t, content))

    def delete(self, m, t, snippet):
        m.deleted = t
        m.snippet = snippet
        self.ops.append({"kind": "delete", "t": t, "msgs": [m]})

    def bulk(self, msgs, t, snippets):
        for m, s in zip(msgs, snippets):
            m.deleted = t
            m.snippet = s
        self.ops.append({"kind": "bulk", "t": t, "msgs": list(msgs)})

    def forget(self, m, t, by, snippet):
        m.forgotten = t
        m.snippet = snippet
        self.ops.append({"kind": "forget", "t": t, "msgs": [m], "by": by})

    def pin(self, m, t, by):
        m.pinned = True
        self.ops.append({"kind": "pin", "t": t, "msgs": [m], "by": by})

    def react(self, m, t, emoji, who):
        self.ops.append({"kind": "react", "t": t, "msgs": [m], "emoji": emoji, "by": who})

    def thread(self, t, name):
        tid = str(snowflake(t, THREAD_WORKER, (self.ch_idx * 31 + len(self.threads)) % 4096))
        th = Thread(tid, self.ch, name, t)
        self.threads.append(th)
        return th

    # ------------------------------------------------------------------ the day
    def build(self, date_local):
        r = self.r
        P = self.params(date_local)
        self.P = P
        self.target_hard = r.randint(33, 43)
        self.n_hard_core = 0

        # bots first: heartbeats etc. spread over 24h
        self.bot_noise()
        # core flows
        self.morning()
        notes = self.analyst_notes()
        self.flow_jan(notes)
        self.flow_mowi()
        self.flow_physical()
        self.flow_fx()
        self.flow_q3(notes)
        self.flow_salm()
        self.flow_risk_human()
        self.flow_noroute_human()
        self.flow_news_core()
        self.flow_deleted_fill()
        self.flow_forgets()
        self.flow_bulk_alerts()
        # optional flows until target hard count
        optional = [self.opt_rejected_fwd, self.opt_q2_rejected, self.opt_q3_stop, self.opt_gsf_target,
                    self.opt_limit_change, self.opt_thesis_human, self.opt_route_physical,
                    self.opt_extra_held_news, self.opt_extra_watch_news, self.opt_partial_fill]
        r.shuffle(optional)
        for fn in optional:
            cost = fn(dry=True)
            if self.count_hard() + cost <= self.target_hard:
                fn(dry=False)
        self.near_misses()
        self.analyst_qa()
        self.analyst_briefs()
        self.human_summaries()
        self.colour()
        self.social()
        return self

    def count_hard(self):
        return sum(1 for m in self.msgs if m.label)

    # ------------------------------------------------------------------ params
    def params(self, d):
        r = self.r
        b = self._ch_seed
        P = {}
        y = d.year
        mo = d.month
        m1 = (mo % 12)
        y1 = y + (1 if mo == 12 else 0)
        m2 = ((mo + 1) % 12)
        y2 = y + (1 if mo >= 11 else 0)
        P["M1"] = f"{MONTHS[m1]}{y1 % 100:02d}"
        P["M2"] = f"{MONTHS[m2]}{y2 % 100:02d}"
        ny = (y + 1) % 100
        P["QA"], P["QB"], P["QC"] = f"Q2-{ny:02d}", f"Q3-{ny:02d}", f"Q4-{ny:02d}"
        P["m1l"], P["m2l"] = P["M1"].lower(), P["M2"].lower()
        P["m1"] = round(r.uniform(7.6, 8.6), 2)
        P["m2"] = round(P["m1"] + r.uniform(0.08, 0.4), 2)
        P["qa"] = round(P["m1"] + r.uniform(0.7, 1.3), 2)
        P["qb"] = round(P["qa"] - r.uniform(1.2, 1.8), 2)
        P["qc"] = round(P["qb"] + r.uniform(0.3, 0.8), 2)
        P["spot"] = round(r.uniform(72, 95), 2)
        P["eurnok"] = round(r.uniform(11.55, 11.85), 4)
        P["mowi"] = round(r.uniform(192, 214), 1)
        P["salm"] = round(r.uniform(560, 640), 1)
        P["gsf"] = round(r.uniform(58, 72), 1)
        P["lsg"] = round(r.uniform(47, 55), 1)
        P["bakka"] = round(r.uniform(500, 590), 1)
        P["auss"] = round(r.uniform(95, 110), 1)
        P["wk"] = d.isocalendar()[1]
        P["weekday"] = UKEDAG[d.weekday()]
        P["prev_month"] = ["January", "February", "March", "April", "May", "June", "July", "August",
                           "September", "October", "November", "December"][(mo - 2) % 12]
        P["yy"] = y1 % 100
        base = b.randint(40000, 88000) + self.day_idx * 211
        P["fp_ord"] = [f"FP-{base + i * r.randint(2, 9)}" for i in range(1, 8)]
        eb = b.randint(7000, 9800) + self.day_idx * 37
        P["eq_ord"] = [f"EQ-{eb + i * r.randint(1, 5)}" for i in range(1, 5)]
        pf = b.randint(300, 700) + self.day_idx * 7
        P["pf"] = [f"PF-{y1 % 100:02d}-{pf + i:04d}" for i in range(1, 4)]
        cps = COUNTERPARTIES[:]
        r.shuffle(cps)
        P["cp"], P["cp2"] = cps[0], cps[1]
        P["acct"] = f"OSL-LAKS{self.ch_idx + 1}"
        P["ymd"] = d.isoformat()
        return P

    # ------------------------------------------------------------------ bot noise
    def bot_noise(self):
        r, P = self.r, self.P
        seq = r.randint(40000, 90000)
        hours = sorted(r.sample(range(24), r.randint(15, 19)))
        for h in hours:
            seq += r.randint(300, 2400)
            t = self.at(h, r.uniform(0, 2.5))
            self.post(t, "fp", f"HB|fp-bridge|XFPX|seq={seq}|lag_ms={r.randint(8, 140)}|ok", kind="noise")
        for h in range(1, 24, 3):
            t = self.at(h, r.uniform(0, 10))
            self.post(t, "risk", f"risk_engine status=ok books=4 limits={r.randint(36, 44)} breaches=0 "
                                 f"calc_ms={r.randint(90, 480)}", kind="noise")
        for h in sorted(r.sample(range(24), 4)):
            t = self.at(h, r.uniform(10, 50))
            self.post(t, "exec", json.dumps({"agent": "laks-exec", "status": "idle", "queue": 0,
                                             "uptime_h": r.randint(3, 400)}), kind="noise")
        # cron
        self.post(self.at(5, 30, 3), "cron", f"[cron] eod-recon {P['acct']}: 0 breaks, {r.randint(11, 19)} positions "
                                             f"matched vs clearing (EXC) ✅", kind="noise")
        self.post(self.at(6, 2, 1), "cron", f"[cron] fishpool-index import ok (uke {P['wk'] - 1}, {r.randint(6, 9)} rader)",
                  kind="noise")
        self.post(self.at(7, 0, 1), "cron", f"[cron] router sweep: 0 routed, {r.randint(1, 4)} skipped (stale), "
                                            f"0 errors", kind="noise")
        self.post(self.at(18, 5, 2), "cron", f"[cron] eod-snapshot skrevet til s3://laks-desk/eod/{P['ymd']}/ "
                                             f"({r.randint(180, 420)} kB)", kind="noise")
        self.post(self.at(23, 30, 5), "cron", f"[cron] nightly curve refit done in {r.uniform(20, 90):.1f}s, "
                                              f"rmse {r.uniform(0.02, 0.09):.3f}", kind="noise")
        # CI / deploy
        ver = f"{r.randint(3, 4)}.{r.randint(0, 14)}.{r.randint(0, 9)}"
        sha = "".join(r.choice("0123456789abcdef") for _ in range(7))
        self.post(self.curve_time(7, 10), "ci", f"✅ deploy fp-bridge {ver} → prod (sha {sha}) by eirik_v", kind="noise")
        self.post(self.curve_time(10, 17), "ci",
                  f"❌ CI #{r.randint(4000, 6999)} failed: tests/test_weightclass_curve.py::test_interp_5_6kg "
                  f"(AssertionError: 88.41 != 88.14 ± 0.05)", kind="noise")
        self.post(self.curve_time(13, 18), "ci", f"✅ CI #{r.randint(7000, 7999)} passed (laks-pricer, 214 tests, "
                                                f"{r.randint(40, 90)}s)", kind="noise")
        # clearing statement (morning) and settlement dump (evening)
        st = [f"STMT|{P['ymd']}|acct={P['acct']}|clr=EXC|ccy=EUR"]
        for inst, v in ((f"SAL.{P['M1']}", P["m1"]), (f"SAL.{P['M2']}", P["m2"]), (f"SAL.{P['QA']}", P["qa"]),
                        (f"SAL.{P['QB']}", P["qb"]), (f"SAL.{P['QC']}", P["qc"])):
            st.append(f"POS|{inst}|net={r.choice([-80, -60, 0, 0, 50, 100, 150])}t|settle={dot(v)}|"
                      f"im={r.randint(20, 180) * 1000}|vm={r.randint(-40, 40) * 1000}")
        st.append(f"CASH|margin_call=0|excess={r.randint(200, 900) * 1000}|status=OK")
        self.post(self.at(6, 20, 4), "fp", "\n".join(st), kind="noise")
        se = [f"SETTLE|{P['ymd']}|XFPX|source=EXC"]
        for i, (inst, v) in enumerate(((P["M1"], P["m1"]), (P["M2"], P["m2"]), ("MAR", P["m2"] + 0.2), ("APR", P["qa"] - 0.1),
                                        (P["QA"], P["qa"]), (P["QB"], P["qb"]), (P["QC"], P["qc"]),
                                        (f"Q1-{(P['yy'] + 1) % 100:02d}", P["m2"] + 0.15), (f"Y{(P['yy'] + 1) % 100:02d}", P["qb"] + 0.6))):
            se.append(f"SAL.{inst}|settle={dot(v + r.uniform(-0.04, 0.04))}|chg={r.uniform(-0.12, 0.12):+.2f}|"
                      f"oi={r.randint(200, 4000)}t|vol={r.randint(0, 400)}t")
        self.post(self.at(17, 35, 4), "fp", "\n".join(se), kind="noise")
        chg = "\n".join(f"• {c}" for c in r.sample([
            "fix: handle seq gap on gw failover", "feat: PFILL leaves qty in tonnes", "chore: bump aiohttp",
            "fix: EUR/kg rounding to 2dp on ACK lines", "feat: weekly index import retry", "docs: runbook for gw2"], 3))
        self.post(self.curve_time(7, 10), "ci", f"changelog fp-bridge:\n{chg}", kind="noise")
        # price alerts
        alerts = [
            f"🔔 MOWI {kr(P['mowi'] + 1.4)} krysset over {kr(round(P['mowi'] + 1))}",
            f"🔔 SAL.{P['M1']} bid {dot(P['m1'] + 0.06)} ≥ {dot(int((P['m1'] + 0.06) * 20) / 20)}",
            f"🔔 EURNOK {kr(P['eurnok'] + 0.03, 4)} over alarmnivå",
            f"🔔 GSF {kr(P['gsf'] - 1.1)} ned {r.uniform(2, 4):.1f} % intradag",
            f"🔔 SALM volum {r.randint(2, 4)}x snitt første time",
            f"🔔 SAL.{P['QA']} ask {dot(P['qa'] - 0.04)} under {dot(round(P['qa'], 1))}",
            f"🔔 BAKKA {kr(P['bakka'] + 6)} ny 20-dagers topp",
        ]
        for a in r.sample(alerts, 5):
            self.post(self.curve_time(8, 17), "alert", a, kind="noise")
        # PnL snapshots + risk utilisation reports
        for h in (10, 12, 14, 16, 17):
            self.post(self.at(h, 0.5, 0.3), "pnl", self.pnl_table(h), kind="noise")
        for h in (7, 17):
            self.post(self.at(h, 45, 3), "risk", self.risk_table(h), kind="noise")
        var = ["position            VaR95 (NOK k)  stress (NOK k)  margin fcst (EUR k)",
               "------------------  -------------  --------------  -------------------"]
        for pos in (f"SAL.{P['M1']}", f"SAL.{P['QB']}", "MOWI", "SALM", "GSF", "FYS 4-5kg", "FYS 5-6kg", "EURNOK fwd"):
            var.append(f"{pos:<18}  {r.randint(150, 2400):>13,}  {r.randint(400, 6000):>14,}  {r.randint(0, 400):>19}")
        self.post(self.at(22, 10, 5), "risk", "risk_engine eod_var status=ok breaches_today=see log\n```\n"
                  + "\n".join(var) + "\n```\nmodel=hist_250d conf=0.95 horizon=1d", kind="noise")
        # reconnect + stack traces
        t0 = self.at(r.choice([2, 3, 4]), r.uniform(0, 50))
        m = self.post(t0, "fp", self.trace_fp(), kind="noise")
        self.post(self.after(m, 0.05, 0.2), "fp", "fp-bridge: connection lost to XFPX gw2 (errno 104), reconnecting…",
                  kind="noise")
        self.post(self.after(m, 0.3, 0.6), "fp", f"fp-bridge: reconnected gw1 after {r.uniform(1.2, 6.0):.1f}s, resync "
                                                 f"{r.randint(3, 20)} orders ok", kind="noise")
        t1 = self.curve_time(9, 16)
        m2 = self.post(t1, "ci", self.trace_pricer(), kind="noise")
        self.post(self.after(m2, 1, 4), "fp", f"fp-bridge: heartbeat late ({r.randint(4, 9)}s), session ok", kind="noise")
        # generic market colour from the wire (noise)
        generic = [
            ("Oslo Børs: hovedindeksen opp {x} % ved stengning", "NTB"),
            ("Brent stiger til {y} dollar fatet", "E24"),
            ("Norges Bank: uendret styringsrente, varsler gradvis nedgang", "NTB"),
            ("European stocks close higher as bond yields ease", "Reuters"),
            ("Krona svekket mot euro etter svake industritall", "DN"),
            ("Dollar firms ahead of US payrolls", "Bloomberg"),
            ("Equinor: ny oljefunn i Nordsjøen", "NTB"),
            ("Torskekvoten for 2027 kuttes igjen, fiskerne reagerer", "NRK"),
            ("Kyllingpriser i EU stiger før jul", "Reuters"),
            ("Frakt: containerrater Asia-Europa opp 12 prosent", "Bloomberg"),
        ]
        for title, src in r.sample(generic, 4):
            tt = title.format(x=kr(r.uniform(0.1, 1.2), 1), y=kr(r.uniform(62, 82), 1))
            self.post(self.curve_time(7, 18), "news", "", embeds=[{
                "title": tt, "description": r.choice(GENERIC_DESC), "author": src,
                "footer": f"{src} · markedsdata"}], kind="noise")

    def pnl_table(self, h):
        r, P = self.r, self.P
        rows = []
        tot = [0, 0, 0]
        for b in ("LAKS-FUT", "LAKS-FYS", "EQ-SJOMAT", "FX-SIKR"):
            v = [r.randint(-600, 900) * 1000 + r.randint(0, 999), r.randint(-3000, 3000) * 1000,
                 r.randint(-5000, 16000) * 1000]
            tot = [a + c for a, c in zip(tot, v)]
            rows.append(f"{b:<10}{kr(v[0], 0):>13}{kr(v[1], 0):>14}{kr(v[2], 0):>15}")
        rows.append(f"{'TOTAL':<10}{kr(tot[0], 0):>13}{kr(tot[1], 0):>14}{kr(tot[2], 0):>15}")
        pos = []
        for name, px in ((f"SAL.{P['M1']}", dot(P["m1"] + r.uniform(-0.05, 0.05))),
                         (f"SAL.{P['QB']}", dot(P["qb"] + r.uniform(-0.05, 0.05))),
                         ("MOWI", kr(P["mowi"] + r.uniform(-1.5, 1.5))), ("SALM", kr(P["salm"] + r.uniform(-4, 4))),
                         ("GSF", kr(P["gsf"] + r.uniform(-0.6, 0.6))), ("FYS 4-5kg u51-52", kr(P["spot"] + 2)),
                         ("EURNOK 1-3m", kr(P["eurnok"] + r.uniform(-0.02, 0.02), 4))):
            pos.append(f"{name:<17}{px:>10}{kr(r.randint(-250, 320) * 1000, 0):>13}")
        return (f"**PnL {h:02d}:00** (NOK, real.+ureal.)\n```\n{'bok':<10}{'dag':>13}{'mtd':>14}{'ytd':>15}\n"
                + "\n".join(rows) + "\n\n" + f"{'posisjon':<17}{'mark':>10}{'dag':>13}\n" + "\n".join(pos)
                + "\n```\nkilde: EXC clearing + XOSL last + intern kurve")

    def risk_table(self, h):
        r = self.r
        rows = [f"{'book':<10}{'metric':<16}{'used':>9}{'limit':>9}{'util':>7}"]
        for b, met, lim in (("LAKS-FUT", "net_tonn", 800), ("LAKS-FUT", "var95_mnok", 12), ("LAKS-FYS", "net_tonn_q1", 1500),
                            ("LAKS-FYS", "cpty_max_mnok", 40), ("EQ-SJOMAT", "gross_mnok", 400), ("EQ-SJOMAT", "single_name_pct", 20),
                            ("FX-SIKR", "hedge_ratio_pct", 90), ("TOTAL", "var95_mnok", 30), ("TOTAL", "stress_mnok", 85)):
            used = lim * r.uniform(0.35, 0.92)
            rows.append(f"{b:<10}{met:<16}{used:>9.1f}{lim:>9}{used / lim * 100:>6.0f}%")
        return (f"risk_engine daily_report t={h:02d}:00 status=ok breaches=0\n```\n" + "\n".join(rows) + "\n```")

    def trace_fp(self):
        r = self.r
        n = r.randint(300, 480)
        s = r.randint(40000, 90000)
        return ("fp-bridge ERROR session drop\n```\nTraceback (most recent call last):\n"
                "  File \"/opt/fpbridge/fpbridge/session.py\", line 214, in _pump\n"
                "    msg = await self._reader.readexactly(hdr.body_len)\n"
                "  File \"/usr/lib/python3.11/asyncio/streams.py\", line 750, in readexactly\n"
                "    raise exceptions.IncompleteReadError(incomplete, n)\n"
                f"asyncio.exceptions.IncompleteReadError: {r.randint(20, n - 10)} bytes read on a total of {n} expected bytes\n\n"
                "During handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n"
                "  File \"/opt/fpbridge/fpbridge/session.py\", line 231, in _pump\n"
                "    raise SessionLost(self.gw, self.last_seq)\n"
                f"fpbridge.errors.SessionLost: XFPX gw2 seq gap {s}..{s + r.randint(2, 9)}\n```")

    def trace_pricer(self):
        r = self.r
        return ("laks-pricer WARN weightclass interpolation failed, falling back to last good curve\n```\n"
                "Traceback (most recent call last):\n"
                "  File \"/srv/pricer/laks_pricer/curves.py\", line 88, in build_weightclass_curve\n"
                "    pts = [self.quotes[wc] for wc in WEIGHT_CLASSES]\n"
                "  File \"/srv/pricer/laks_pricer/curves.py\", line 88, in <listcomp>\n"
                "    pts = [self.quotes[wc] for wc in WEIGHT_CLASSES]\n"
                "KeyError: '6-7'\n```\n"
                f"quotes received: 1-2,2-3,3-4,4-5,5-6 (src=ssb_wk{self.P['wk'] - 1}, age {r.randint(2, 40)}m)")

    # ------------------------------------------------------------------ morning
    def morning(self):
        r, P = self.r, self.P
        b = self._ch_seed
        mowi_q = b.choice([120, 150, 180, 210])
        salm_q = b.choice([25, 30, 40])
        gsf_q = b.choice([60, 80, 100, 120])
        t = self.at(7, 8, 5)
        txt = (f"bok {P['weekday']} (uke {P['wk']}):\n"
               f"• lang MOWI {mowi_q}k stk\n• lang SALM {salm_q}k stk\n• kort GSF {gsf_q}k stk\n"
               f"• lang SAL {P['M1']} {b.choice([100, 150, 200])} t\n• kort SAL {P['QB']} {b.choice([60, 80])} t\n"
               f"• fysisk: solgt fwd 4-5 kg uke 51-52 {b.choice([180, 240, 300])} tonn\n"
               f"• EURNOK-sikring: solgt EUR {kr(b.choice([6.0, 7.5, 9.0]), 1)} mill 1-3m\n"
               f"watch: LSG, BAKKA, AUSS. alle stopp i OMS.")
        m = self.post(t, "kristin", txt, kind="near")
        self.pin(m, self.after(m, 0.5, 2), "kristin")
        self.react(m, self.after(m, 0.4, 2), "📌", "kristin")
        self.idiom(m, "pinned morning book list of held positions (status, no decision)", "not_hard")
        for who, s in (("eirik", "morn"), ("sindre", "morn morn"), ("marte", "god morgen ☕"), ("ola", "morn")):
            self.post(self.after(m, 3, 45), who, s, kind="noise")

    # ------------------------------------------------------------------ analyst notes
    def analyst_notes(self):
        r, P = self.r, self.P
        slots = [("supply", 6, 10), ("biomass", 7, 40), ("weekly", 8, 45), ("lice", 9, 15), ("exports", 10, 10),
                 ("spot", 11, 30), ("equity", 12, 40), ("physbook", 13, 35), ("fx", 14, 30), ("backtest", 16, 0),
                 ("company", 15, 15), ("model", 6, 25), ("flash", 18, 30), ("asia", 21, 15),
                 ("disease", 19, 40), ("pricetalk", 8, 30), ("regulation", 17, 5)]
        # decisions to bury
        thesis_kind = r.choice(["lice", "spot", "exports"])
        noroute_kind = r.choice(["exports", "equity"]) if thesis_kind != "exports" else "equity"
        notes = {}
        self.route_note_kind = "equity" if noroute_kind != "equity" else "company"
        for kind, h, mm in slots:
            fn = NOTE_KINDS[kind]
            t = self.at(h, mm, 8)
            dec, lab = None, None
            if kind == "biomass":
                q = r.choice([20, 30, 40])
                px = round(P["qb"] + r.uniform(0.03, 0.12), 2)
                st = round(px + r.uniform(0.3, 0.45), 2)
                inst = f"SAL {P['QB']}"
                dec = (f"Proposal for the desk: sell {q} t {inst} at {dot(px)} or better, stop {dot(st)}, as a hedge "
                       f"against the heavier-fish harvest bulge described above. Size fits inside the current net "
                       f"tonnage limit.")
                lab = ("trade_proposal", ["sell", f"{q} t", inst, dot(px), dot(st)], "buried")
                P["q3prop"] = (q, px, st, inst)
            elif kind == thesis_kind:
                v = r.choice([("bullish to neutral", "we stop adding"), ("neutral to bullish", "we would add on dips")])
                dec = (f"Book view: we move our view on SAL {P['QA']} from {v[0]} and set conviction to "
                       f"{r.choice(['2/5', '3/5', '4/5'])}; {v[1]}; no order follows from this note by itself.")
                lab = ("thesis_update", [f"SAL {P['QA']}", v[0]], "buried")
            elif kind == noroute_kind:
                dec = ("Item handled: the Lerøy (LSG) Q4 volume downgrade flagged by the wire this morning needs no action "
                       "from the book and I am not routing it; LSG stays on watch only.")
                lab = ("no_route_decision", ["Lerøy (LSG)", "no action", "not routing"], "buried")
            elif kind == self.route_note_kind and r.random() < 0.85:
                dec = ("Follow-up: I am routing the Grieg Seafood (GSF) Rogaland cost review to marte.lie, who owns "
                       "the short; she will have the biology numbers before Thursday.")
                lab = ("route_decision", ["routing", "Grieg Seafood (GSF)", "marte.lie"], "buried")
            content = fn(r, P, dec)
            m = self.post(t, "skarv", content, kind=None if lab else "near")
            if kind in ("spot", "equity", "lice") and r.random() < 0.7:
                m.attachments.append((f"{kind}_{P['wk']}.png", r.randint(38000, 160000)))
            if lab:
                self.hard(m, lab[0], lab[1], lab[2])
                if lab[0] == "thesis_update":
                    self.idiom(m, "thesis change buried mid-way in long English analyst note", "thesis_update")
                elif lab[0] == "no_route_decision":
                    self.idiom(m, "explicit 'no action / not routing' sentence inside analyst report", "no_route_decision")
                elif lab[0] == "trade_proposal":
                    self.idiom(m, "analyst proposal buried in biomass report (English, dot decimals)", "trade_proposal")
            elif kind == "backtest":
                self.idiom(m, "backtest table with entry/fill/exit prices in analyst note", "not_hard")
            notes[kind] = m
        # a few human reactions to notes
        ex = notes["exports"]
        self.post(self.after(ex, 2, 9), "eirik", "thx", ref=ex, kind="noise")
        lc = notes["lice"]
        self.post(self.after(lc, 4, 20), "kristin", "interessant. sjå på 3-4 kg-rabatten neste veke", ref=lc, kind="near")
        self.react(lc, self.after(lc, 1, 10), "👀", "eirik")
        return notes

    # ------------------------------------------------------------------ futures front month
    def flow_jan(self, notes):
        r, P = self.r, self.P
        q = r.choice([40, 50, 60, 75])
        buy = r.random() < 0.7
        use_m2 = r.random() < 0.3
        M = P["M2"] if use_m2 else P["M1"]
        ml = M.lower()
        px = P["m2"] if use_m2 else P["m1"]
        d = 1 if buy else -1
        st = round(px - d * r.uniform(0.2, 0.3), 2)
        tg = round(px + d * r.uniform(0.4, 0.6), 2)
        inst = f"SAL {M}"
        code = f"SAL.{M}"
        why = ("lusetal PO3/PO4 stramt + eksportvolum ned v/v, ser ikkje meir tilbod før jul"
               if buy else "for mykje små fisk frå vest, januar-svakheita e ikkje priset")
        t = self.at(8, 20, 12)
        v = r.randrange(3)
        if v == 0:
            sw = "kjøp" if buy else "selg"
            txt = f"[FORSLAG] {sw} {q} t {inst} @ {kr(px)}, stopp {kr(st)}, mål {kr(tg)}\n{why}"
            facts = [sw, f"{q} t", inst, kr(px), kr(st)]
        elif v == 1:
            sw = "b" if buy else "s"
            txt = f"[PROP] {sw} {q}t {inst} {kr(px)} / sl {kr(st)} / tp {kr(tg)} — {why}"
            facts = [f"{sw} {q}t", inst, kr(px), f"sl {kr(st)}"]
        else:
            sw = "long" if buy else "kort"
            txt = f"[FORSLAG] {sw} {q} t {inst} på {kr(px)}, stopp {kr(st)}. {why}"
            facts = [sw, f"{q} t", inst, kr(px), kr(st)]
        prop = self.post(t, "eirik", txt)
        self.hard(prop, "trade_proposal", facts, "tagged")
        self.idiom(prop, "[FORSLAG]/[PROP]-tagged Norwegian proposal with comma decimals and t for tonnes", "trade_proposal")
        qn = self.post(self.after(prop, 6, 20), "marte", "interessant, men ka med eksporttala kl 10?", ref=prop, kind="near")
        self.idiom(qn, "question in reply to a proposal", "not_hard")
        self.post(self.after(qn, 1, 5), "eirik", "dei e priset inn imo. ventar på kristin uansett", ref=qn)
        word = r.choice([("ok, kjør", ["ok", "kjør"]), ("kjør på", ["kjør på", "kjør"]), ("ja kjør", ["ja", "kjør"]),
                         ("go", None)])
        if word[1] is None:
            word = ("go go", ["go"])
        ap = self.post(self.after(prop, 130, 200), "kristin", word[0], ref=prop)
        facts = word[1] if len(word[1]) >= 2 else [word[0], word[1][0]]
        self.hard(ap, "trade_approval", facts, "reply")
        self.idiom(ap, "one/two-word approval reply hours after the proposal", "trade_approval")
        rt_txt = r.choice([f"sender {ml}-ordren til laks-exec, limit {kr(px)}",
                           f"ruter {ml} til laks-exec no, limit {kr(px)}",
                           f"laks-exec tek {ml}-ordren, limit {kr(px)}"])
        rt = self.post(self.after(ap, 2, 5), "eirik", rt_txt)
        self.hard(rt, "route_decision", ["laks-exec", ml, kr(px)], "untagged")
        self.idiom(rt, "routing an approved order to the execution agent in prose", "route_decision")
        oid = P["fp_ord"][0]
        side = "BUY" if buy else "SELL"
        ex = self.post(self.after(rt, 0.5, 2), "exec", json.dumps(
            {"agent": "laks-exec", "ord": oid, "inst": code, "side": side, "qty_t": q,
             "limit": px, "tif": "DAY", "status": "working"}, ensure_ascii=False))
        self.hard(ex, "trade_confirmation", [oid, code, side, "working"], "structured")
        self.idiom(ex, "exec agent JSON status line 'working'", "trade_confirmation")
        fill_px = round(px - d * 0.01 * r.randint(0, 2), 2)
        self.jan = {"q": q, "px": px, "oid": oid, "ex": ex, "st": st, "ap": ap, "code": code, "side": side,
                    "fill_px": fill_px, "d": d}
        f = self.post(self.after(ex, 25, 60), "fp",
                      f"FILL|{iso(ex.t + 30 * 60000)[:19]}Z|ord={oid}|{code}|{side}|{q}t@{dot(fill_px)}|leaves=0t|"
                      f"acct={P['acct']}|clr=EXC")
        self.hard(f, "trade_fill", [oid, code, side, f"{q}t@{dot(fill_px)}"], "structured")
        self.jan["fill"] = f
        self.react(f, self.after(f, 3, 30), "✅", "kristin")
        self.post(self.after(f, 1, 6), "eirik", "🙏", kind="noise")
        nst = round(st + d * r.choice([0.05, 0.08, 0.1]), 2)
        sm_txt = r.choice([f"flytter stopp {ml} til {kr(nst)}, resten uendra",
                           f"stopp {ml} → {kr(nst)}",
                           f"strammar inn stoppen på {ml}: {kr(nst)}"])
        sm = self.post(self.after(f, 120, 200), "eirik", sm_txt)
        self.hard(sm, "stop_or_target_change", [ml, kr(nst)], "untagged")

    def opt_partial_fill(self, dry):
        if dry:
            return 1 if hasattr(self, "jan") else 99
        P, r = self.P, self.r
        j = self.jan
        pq = j["q"] // 2 - 5
        ppx = round(j["fill_px"] - j["d"] * 0.01, 2)
        f = self.post(self.after(j["ex"], 8, 20), "fp",
                      f"PFILL|{iso(j['ex'].t + 12 * 60000)[:19]}Z|ord={j['oid']}|{j['code']}|{j['side']}|{pq}t@{dot(ppx)}|"
                      f"leaves={j['q'] - pq}t|acct={P['acct']}|clr=EXC")
        self.hard(f, "trade_fill", [j["oid"], j["code"], j["side"], f"{pq}t@{dot(ppx)}"], "structured")
        self.idiom(f, "pipe-separated clearing partial fill PFILL|…|qty t@px", "trade_fill")
        ff = j["fill"]
        rest = j["q"] - pq
        ff.content = ff.content.replace(f"|{j['q']}t@", f"|{rest}t@")
        ff.label["facts"][3] = f"{rest}t@{dot(j['fill_px'])}"
        return 1

    # ------------------------------------------------------------------ equity shorthand (MOWI / GSF)
    def flow_mowi(self):
        r, P = self.r, self.P
        sym_l, SYM, ref_px, sw, side = r.choice([("mowi", "MOWI", P["mowi"], "b", "BUY"),
                                                ("mowi", "MOWI", P["mowi"], "b", "BUY"),
                                                ("mowi", "MOWI", P["mowi"], "s", "SELL"),
                                                ("gsf", "GSF", P["gsf"], "s", "SELL")])
        d = 1 if side == "BUY" else -1
        q = r.choice([30, 40, 50]) if SYM == "MOWI" else r.choice([20, 30, 40])
        if SYM == "MOWI":
            px = round(ref_px - d * r.uniform(0.2, 1.0), 1)
            stp = int(px - d * r.uniform(5, 7))
            s_step = (1.2, 2.0)
        else:
            px = round(ref_px + r.uniform(0.1, 0.5), 1)
            stp = int(px + r.uniform(3, 4))
            s_step = (0.4, 0.8)
        t = self.at(9, 35, 10)
        prop = self.post(t, "marte", f"{sw} {q}k {sym_l} @ {kr(px)} stp {stp}")
        self.hard(prop, "trade_proposal", [sw, f"{q}k", sym_l, kr(px), f"stp {stp}"], "shorthand")
        self.idiom(prop, "k-suffixed size in shorthand proposal 'b 40k mowi @ px stp'", "trade_proposal")
        ap = self.post(self.after(prop, 8, 22), "kristin", r.choice(["ok go", "ok send", "go ✅"]), ref=prop)
        self.hard(ap, "trade_approval", [x for x in ap.content.split()], "reply")
        oid = P["eq_ord"][0]
        newq = q * 1000 - 10000
        rs = self.post(self.after(ap, 0.3, 1.5), "risk",
                       f"event=ORDER_RESIZE ord={oid} sym={SYM} side={side} req_qty={q * 1000} new_qty={newq} "
                       f"reason=single_name_pct limit=20.0 book=EQ-SJOMAT")
        self.hard(rs, "risk_limit", ["ORDER_RESIZE", oid, SYM, f"new_qty={newq}"], "structured")
        self.idiom(rs, "risk engine key=value ORDER_RESIZE of an approved order", "risk_limit")
        om = self.post(self.after(rs, 0.2, 1.0), "oms",
                       f"EQ-OMS ▸ {oid} {SYM} {side} {kr(newq, 0)} LMT {kr(px)} → WORKING (XOSL)")
        self.hard(om, "trade_confirmation", [oid, SYM, side, "WORKING"], "structured")
        avg_bad = round(px - d * r.uniform(0.05, 0.3), 2)
        a = f"{avg_bad:.2f}"
        avg_ok = float(a[:-2] + a[-1] + a[-2])  # transposed digits typo
        if abs(avg_ok - avg_bad) < 0.005 or (avg_ok - px) * d > 0:
            avg_ok = round(avg_bad - d * 0.09, 2)
        k = f"{newq // 1000}k"
        v = r.randrange(3)
        if v == 0:
            mk = lambda x: f"fylt {k} {SYM} snitt {x}"
            facts = ["fylt", k, SYM, kr(avg_ok)]
        elif v == 1:
            mk = lambda x: f"done {k} {sym_l} avg {x}"
            facts = ["done", k, sym_l, kr(avg_ok)]
        else:
            sword = "kjøpt" if side == "BUY" else "solgt"
            mk = lambda x: f"{k} {SYM} {sword}, snitt {x}"
            facts = [k, SYM, sword, kr(avg_ok)]
        fm = self.post(self.after(om, 25, 50), "marte", mk(kr(avg_bad)))
        self.edit(fm, self.after(fm, 2, 6), mk(kr(avg_ok)) + " (retta, tastefeil)")
        self.hard(fm, "trade_fill", facts, "untagged")
        self.superseded = getattr(self, "superseded", [])
        self.superseded.append((fm, kr(avg_bad)))
        self.idiom(fm, "human fill line corrected by edit (typo in avg price)", "trade_fill")
        self.react(fm, self.after(fm, 5, 40), "👍", "kristin")
        s0 = float(stp)
        s1 = round(s0 + d * r.uniform(*s_step), 1)
        s2 = round(s1 + d * r.uniform(*s_step), 1)
        v = r.randrange(2)
        mk = (lambda x: f"stopp {sym_l} {x} på heile posisjonen") if v == 0 else (lambda x: f"SL {SYM} {x} (heile)")
        sm = self.post(self.after(fm, 8, 15), "marte", mk(kr(s0)))
        self.edit(sm, self.after(sm, 90, 120), mk(kr(s1)))
        self.edit(sm, self.after(sm, 260, 300), mk(kr(s2)))
        self.hard(sm, "stop_or_target_change", [sym_l if v == 0 else SYM, kr(s2)], "untagged")
        self.superseded.append((sm, kr(s0)))
        self.superseded.append((sm, kr(s1)))
        self.idiom(sm, "stop level moved twice by editing the same message", "stop_or_target_change")

    # ------------------------------------------------------------------ physical forward (thread)
    def flow_physical(self):
        r, P = self.r, self.P
        cp, cps, contact = P["cp"]
        vol = r.choice([80, 100, 120, 150])
        wc = r.choice(["4-5 kg", "4-5 kg", "5-6 kg"])
        prem = 0.0 if wc == "4-5 kg" else r.uniform(3.0, 4.5)
        bid = round(P["spot"] + prem + r.uniform(0.5, 2.0), 2)
        ask = round(bid + r.uniform(0.2, 0.6), 2)
        wk0 = r.choice([2, 3, 4])
        weeks = f"uke {wk0}-{wk0 + 3}"
        op = self.post(self.at(10, 5, 8), "sindre", f"åpner tråd for {cps}-kontrakten, dem vil ha svar i dag")
        th = self.thread(self.after(op, 0.2, 1), f"{cps} {wc} {weeks}")
        self.physical_thread = th
        b = self.post(self.after(op, 1, 3), "sindre",
                      f"{cps} byr {kr(bid)} for {wc}, {vol} tonn, {weeks} FCA Bergen. for lavt imo", thread=th, kind="near")
        self.idiom(b, "counterparty bid relayed in thread (not our proposal)", "not_hard")
        self.post(self.after(b, 4, 12), "skarv",
                  f"For reference: {wc} printed NOK {kr(P['spot'] - 1.2)}–{kr(P['spot'] + 0.9)} in SSB wk{P['wk'] - 1}; "
                  f"the forward premium for weeks {wk0}-{wk0 + 3} has historically been 2-4% over spot.", thread=th)
        prop = self.post(self.after(b, 35, 60), "sindre",
                         f"forslag: selg {vol} tonn {wc} til {cp}, levering {weeks}, NOK {kr(ask)}/kg FCA Bergen. "
                         f"dekker mot lang {P['m1l']}", thread=th)
        self.hard(prop, "trade_proposal", ["selg", f"{vol} tonn", wc, cp, kr(ask)], "untagged")
        self.idiom(prop, "physical forward proposal by weight class in a thread", "trade_proposal")
        ap = self.post(self.after(prop, 200, 260), "kristin", "ja, selg", ref=prop, thread=th)
        self.hard(ap, "trade_approval", ["ja", "selg"], "reply")
        pf = P["pf"][0]
        emb = {"title": "Kontraktsbekreftelse — fysisk forward",
               "description": f"Motpart har signert. {cp}",
               "author": "Fysisk-Bekreft",
               "fields": [{"name": "Kontrakt", "value": pf, "inline": True},
                          {"name": "Side", "value": "SALG", "inline": True},
                          {"name": "Vektklasse", "value": wc, "inline": True},
                          {"name": "Volum", "value": f"{vol} tonn", "inline": True},
                          {"name": "Pris", "value": f"NOK {kr(ask)}/kg", "inline": True},
                          {"name": "Levering", "value": f"{weeks} {2000 + P['yy']}", "inline": True},
                          {"name": "Incoterm", "value": "FCA Bergen", "inline": True}],
               "footer": f"status BEKREFTET · ref {pf}"}
        cf = self.post(self.after(ap, 20, 50), "fys", "", embeds=[emb], thread=th)
        self.hard(cf, "trade_confirmation", [pf, "SALG", wc, f"{vol} tonn", f"NOK {kr(ask)}/kg"], "embed")
        self.idiom(cf, "embed-only physical forward confirmation (fields, no content)", "trade_confirmation")
        self.pin(cf, self.after(cf, 2, 20), "kristin")
        self.post(self.after(cf, 1, 5), "sindre", "🙌", thread=th, kind="noise")
        self.physical = {"prop": prop, "ap": ap, "cp": cp, "cps": cps, "wc": wc, "weeks": weeks}

    def opt_route_physical(self, dry):
        if dry:
            return 1
        P = self.P
        ap = self.physical["ap"]
        m = self.post(self.after(ap, 1, 4), "kristin",
                      f"sindre tar {self.physical['cps']}-saken vidare, eg e ute resten av dagen")
        self.hard(m, "route_decision", ["sindre tar", self.physical["cps"]], "untagged")
        return 1

    def opt_rejected_fwd(self, dry):
        if dry:
            return 1
        r, P = self.r, self.P
        cp, cps, _ = P["cp2"]
        pf = P["pf"][1]
        px = round(P["spot"] + r.uniform(3.0, 5.0), 2)
        vol = r.choice([40, 60, 80])
        emb = {"title": "Kontraktsbekreftelse — AVVIST",
               "description": f"Motpart {cp} har avvist tilbudet.",
               "fields": [{"name": "Kontrakt", "value": pf, "inline": True},
                          {"name": "Vektklasse", "value": "5-6 kg", "inline": True},
                          {"name": "Volum", "value": f"{vol} tonn", "inline": True},
                          {"name": "Pris", "value": f"NOK {kr(px)}/kg", "inline": True}],
               "footer": f"status AVVIST av motpart · ref {pf}"}
        m = self.post(self.at(12, 45, 20), "fys", "", embeds=[emb])
        self.hard(m, "trade_confirmation", [pf, "AVVIST", "5-6 kg", f"{vol} tonn"], "embed")
        self.post(self.after(m, 2, 8), "sindre", f"faen. {cps} fann billigare på Hitra", ref=m)
        return 1

    # ------------------------------------------------------------------ FX hedge
    def flow_fx(self):
        r, P = self.r, self.P
        amt = r.choice([2.5, 3.0, 3.5, 4.0])
        fwd = round(P["eurnok"] + r.uniform(0.02, 0.05), 4)
        prop = self.post(self.at(9, 5, 10), "ola",
                         f"sikring: selg EUR {kr(amt, 1)} mill mot NOK 3m fwd, nivå ca {kr(fwd, 4)}. dekker "
                         f"eur-eksponering fra fysisk + futures, hedge ratio opp til ~75 %")
        self.hard(prop, "trade_proposal", ["selg", f"EUR {kr(amt, 1)} mill", "3m fwd", kr(fwd, 4)], "untagged")
        ap = self.post(self.after(prop, 190, 260), "kristin", "👍 go", ref=prop)
        self.hard(ap, "trade_approval", ["👍", "go"], "reply")
        self.idiom(ap, "emoji + one word approval reply ('👍 go')", "trade_approval")
        done = round(fwd - r.uniform(0.001, 0.004), 4)
        f = self.post(self.after(ap, 8, 20), "ola", f"done: solgt EUR {kr(amt, 1)} mill/NOK 3m @ {kr(done, 4)} m/ DNB Markets")
        self.hard(f, "trade_fill", ["solgt", f"EUR {kr(amt, 1)} mill", "3m", kr(done, 4)], "untagged")
        self.idiom(f, "FX forward fill 'done: solgt EUR x mill/NOK 3m @'", "trade_fill")

    # ------------------------------------------------------------------ analyst Q3 proposal -> approval -> fill
    def flow_q3(self, notes):
        r, P = self.r, self.P
        q, px, st, inst = P["q3prop"]
        note = notes["biomass"]
        ap = self.post(self.after(note, 140, 170), "kristin", f"kjør {P['QB'][:2].lower()} 👍", ref=note)
        self.hard(ap, "trade_approval", ["kjør", P["QB"][:2].lower(), "👍"], "reply")
        oid = P["fp_ord"][2]
        fpx = round(px + 0.01 * r.randint(0, 2), 2)
        f = self.post(self.after(ap, 25, 45), "fp",
                      f"FILL|{iso(ap.t + 30 * 60000)[:19]}Z|ord={oid}|SAL.{P['QB']}|SELL|{q}t@{dot(fpx)}|leaves=0t|"
                      f"acct={P['acct']}|clr=EXC")
        self.hard(f, "trade_fill", [oid, f"SAL.{P['QB']}", "SELL", f"{q}t@{dot(fpx)}"], "structured")
        self.idiom(f, "clearing bridge pipe line FILL with qty t@price", "trade_fill")

    # ------------------------------------------------------------------ SALM
    def flow_salm(self):
        r, P = self.r, self.P
        q = r.choice([8, 10, 12, 15])
        px = round(P["salm"] - r.uniform(0, 2)) * 1.0
        st = px - r.choice([20, 25, 30])
        v = r.randrange(3)
        if v == 0:
            txt = (f"foreslår vi kjøper {kr(q * 1000, 0)} SALM på {kr(px)} før kapitalmarkedsdagen, "
                   f"stopp {kr(st)}. volumguidingen e nøkkelen")
            facts = ["kjøper", f"{kr(q * 1000, 0)} SALM", kr(px), kr(st)]
        elif v == 1:
            txt = (f"vil kjøpe {kr(q * 1000, 0)} SalMar inn mot cmd, limit {kr(px)}, stopp {kr(st)}. "
                   f"kristin?")
            facts = ["kjøpe", f"{kr(q * 1000, 0)} SalMar", kr(px), kr(st)]
        else:
            txt = (f"forslag SALM: kjøp {q}k @ {kr(px)}, sl {kr(st)}. cmd kan gi volum-overrasking oppover")
            facts = ["SALM", f"kjøp {q}k", kr(px), f"sl {kr(st)}"]
        prop = self.post(self.at(13, 20, 10), "marte", txt)
        self.hard(prop, "trade_proposal", facts, "untagged")
        ap = self.post(self.after(prop, 25, 45), "kristin", "✅ ja", ref=prop)
        self.hard(ap, "trade_approval", ["✅", "ja"], "reply")
        avg = round(px - r.uniform(0.2, 0.8), 1)
        f = self.post(self.after(ap, 8, 16), "marte", f"fikk {q}k salm snitt {kr(avg, 1)}")
        self.hard(f, "trade_fill", ["fikk", f"{q}k", "salm", kr(avg, 1)], "shorthand")
        self.idiom(f, "shorthand fill 'fikk 12k salm snitt'", "trade_fill")
        val = r.uniform(401, 420)
        br = self.post(self.after(f, 0.5, 2), "risk",
                       f"event=BREACH book=EQ-SJOMAT metric=gross_mnok value={val:.1f} limit=400.0 action=block_new_buys")
        self.hard(br, "risk_limit", ["BREACH", "gross_mnok", "limit=400.0", "block_new_buys"], "structured")
        self.post(self.after(br, 3, 9), "kristin", "kor mykje over e vi?", ref=br, kind="near")
        self.post(self.after(br, 10, 14), "marte", f"{kr(val - 400, 1)} mill, går ned når gsf dekkes", ref=br)
        rm = self.post(self.after(f, 150, 190), "marte", "tar vekk stoppen på SalMar inntil vidare, held gjennom cmd")
        self.hard(rm, "stop_or_target_change", ["tar vekk stoppen", "SalMar"], "untagged")
        self.idiom(rm, "stop removed, held name given by company name", "stop_or_target_change")

    # ------------------------------------------------------------------ human risk limit / no-route
    def flow_risk_human(self):
        r, P = self.r, self.P
        lim = r.choice(["1 200", "1 500", "1 800"])
        m = self.post(self.at(8, 2, 6), "kristin",
                      f"ny grense fysisk: maks {lim} tonn netto for Q1-levering, gjeld frå no")
        self.hard(m, "risk_limit", [f"{lim} tonn", "netto", "Q1-levering"], "untagged")
        self.idiom(m, "head of desk sets a tonnage limit in Norwegian prose", "risk_limit")
        self.post(self.after(m, 1, 6), "sindre", "👍", ref=m, kind="noise")

    def flow_noroute_human(self):
        r, P = self.r, self.P
        n = self.post(self.at(11, 5, 25), "news", "", embeds=[{
            "title": "Måsøval: mistanke om ILA på lokalitet i Frøya-området",
            "description": "Mattilsynet har innført restriksjoner rundt lokaliteten. Selskapet venter svar på prøver "
                           "i løpet av neste uke. Lokaliteten har rundt 900 000 fisk med snittvekt på 3,1 kilo, og "
                           "selskapet vurderer tidlig utslakting dersom mistanken bekreftes. Nabolokaliteter er varslet.",
            "author": "iLaks", "footer": "iLaks · havbruk"}], kind="near")
        self.idiom(n, "headline on an unheld, unwatched farmer", "not_hard")
        m = self.post(self.after(n, 6, 25), "kristin", "ingen action på ILA-saka til Måsøval, ikkje vår bok. parkerer", ref=n)
        self.hard(m, "no_route_decision", ["ingen action", "Måsøval", "parkerer"], "reply")

    # ------------------------------------------------------------------ news
    def held_news_pool(self):
        r, P = self.r, self.P
        s = round(P["spot"] * (1 + r.choice([-1, 1]) * r.uniform(0.03, 0.08)), 2)
        pct = abs(s - P["spot"]) / P["spot"] * 100
        up = s > P["spot"]
        g = r.randint(520, 560)
        return {
            "spot": ({"title": f"Lakseprisen {'stiger' if up else 'faller'} {kr(pct, 1)} prosent – spotindeksen på "
                               f"{kr(s)} kr/kg i uke {P['wk']}",
                      "description": "Prisen for 4-5 kg laks levert Oslo. Eksportørene melder om "
                                     + ("sterk juleetterspørsel." if up else "mer små fisk i markedet.")
                                     + " Indeksen er volumvektet på tvers av vektklasser. Eksportørene venter at "
                                       "prisene holder seg fram mot jul, men at januar blir svakere.",
                      "author": "iLaks", "footer": "iLaks · priser"},
                     ["Lakseprisen", "spotindeksen", kr(s)], "underlying"),
            "spot_en": ({"title": f"Salmon spot price index {'jumps' if up else 'drops'} {pct:.1f}% to NOK {s:.2f}/kg",
                         "description": "Weekly index for fresh Atlantic salmon; exporters cite "
                                        + ("pre-Christmas demand." if up else "heavier harvest volumes.")
                                        + " The index is volume-weighted across weight classes and delivery terms. "
                                          "Forward prices for the first quarter were little changed.",
                         "author": "IntraFish", "footer": "IntraFish · prices"},
                        ["Salmon spot price index", f"NOK {s:.2f}/kg"], "underlying"),
            "mowi_no": ({"title": f"Mowi hever slaktevolum-guidingen for 2027 til {g} 000 tonn",
                         "description": "Selskapet viser til bedre biologi i Region Nord og lavere dødelighet enn ventet i "
                                        "fjerde kvartal. Kostnadsguidingen er uendret. Analytikere hadde i snitt ventet "
                                        "en svak nedjustering, og aksjen steg i åpningen.",
                         "author": "NTB", "footer": "NTB · børs"},
                        ["Mowi", f"{g} 000 tonn"], "name"),
            "mowi_en": ({"title": "Mowi flags suspected ISA at a site in Nordland, harvest to be brought forward",
                         "description": "The company said the affected biomass is about 1,900 tonnes and that fish will be "
                                        "harvested over the coming weeks under supervision of the Norwegian Food Safety "
                                        "Authority. Neighbouring sites have been notified; no impact on full-year "
                                        "guidance was given.",
                         "author": "Reuters", "footer": "Reuters · companies"},
                        ["Mowi", "ISA"], "name"),
            "salm_en": ({"title": f"SalMar (SALM) cuts 2026 harvest guidance to {r.randint(228, 246)},000 tonnes",
                         "description": "Winter ulcers and lice treatments in Central Norway weigh on volumes. The company "
                                        "said cost per kg in the fourth quarter will be above the previous quarter and "
                                        "that part of the volume has been moved into the first quarter of next year.",
                         "author": "Bloomberg", "footer": "Bloomberg · SALM NO"},
                        ["SalMar (SALM)", "harvest guidance"], "ticker"),
            "salm_no": ({"title": "SalMar melder om vintersår på to lokaliteter i Midt-Norge",
                         "description": "Selskapet venter høyere kostnader i første kvartal og sier at fisken på de berørte "
                                        "lokalitetene vil bli slaktet tidligere enn planlagt. Volumguidingen for året "
                                        "opprettholdes foreløpig.",
                         "author": "E24", "footer": "E24 · havbruk"},
                        ["SalMar", "vintersår"], "name"),
            "gsf_no": ({"title": "Grieg Seafood: høy dødelighet i Rogaland etter avlusing",
                        "description": "Dødeligheten i november var over 4 prosent på tre lokaliteter etter termisk "
                                       "avlusing. Selskapet sier tiltakene er skjerpet og at det vurderer å redusere "
                                       "utsettet i Rogaland neste år. Analytikere venter høyere kostnader i kvartalet.",
                        "author": "Kyst.no", "footer": "Kyst.no · oppdrett"},
                       ["Grieg Seafood", "dødelighet"], "name"),
            "gsf_en": ({"title": "Grieg Seafood hit by algae bloom in Finnmark, biomass impact under review",
                        "description": "Shares fell in early Oslo trading. The company said it was assessing the biomass "
                                       "at two sites and would give an update once the mortality figures are known. "
                                       "Local authorities reported elevated algae concentrations along the coast.",
                        "author": "IntraFish", "footer": "IntraFish · farming"},
                       ["Grieg Seafood", "algae bloom"], "name"),
        }

    def flow_news_core(self):
        r, P = self.r, self.P
        pool = self.held_news_pool()
        self._news_pool = pool
        spot_key = r.choice(["spot", "spot_en"])
        name_key = r.choice(["mowi_no", "mowi_en", "gsf_no", "gsf_en", "salm_no"])
        picks = [spot_key, name_key, "salm_en" if name_key != "salm_no" else "gsf_en"]
        self._news_used = set(picks) | {"spot", "spot_en"}
        times = [self.at(7, 55, 20), self.curve_time(9, 16), self.curve_time(9, 16)]
        for k, t in zip(picks, times):
            emb, facts, how = pool[k]
            m = self.post(t, "news", "", embeds=[dict(emb, url=f"https://news.example.no/{k}/{P['ymd']}")])
            self.hard(m, "held_position_news", facts, "embed")
            if how == "underlying":
                self.idiom(m, "news on the salmon spot index = underlying of held futures", "held_position_news")
                self.react(m, self.after(m, 1, 20), "👀", "eirik")
            elif how == "name":
                self.idiom(m, "held equity named by company name only in wire headline", "held_position_news")
        # watchlist news (core: one)
        wl = self.watch_pool()
        k = "lsg"
        self._watch_used = {k}
        emb, facts = wl[k]
        m = self.post(self.at(8, 15, 25), "news", "", embeds=[emb])
        self.hard(m, "watchlist_news", facts, "embed")
        self.idiom(m, "watchlist name in wire embed (Bakkafrost/Lerøy/Austevoll)", "watchlist_news")
        # unwatched names: near-miss
        unw = [
            ("Salmon Evolution henter 400 millioner til byggetrinn 2", "E24",
             "Det landbaserte oppdrettsselskapet utvider på Indre Harøy. Emisjonen er garantert av de største "
             "aksjonærene, og byggetrinn 2 skal dobler produksjonskapasiteten.", "similar name to SalMar, not held"),
            ("Atlantic Sapphire reports fish mortality event in Florida", "IntraFish",
             "The land-based farmer said the event affected one grow-out module and that the harvest plan for "
             "the next quarter would be revised.", None),
            ("Cermaq Norway får ny lokalitet i Nordland", "Kyst.no", "Tillatelsen gjelder 3 600 tonn MTB og forutsetter at lusenivået holdes under grensen. "
             "Selskapet er eid av Mitsubishi.", None),
            ("Arctic Fish lowers harvest outlook for Iceland", "Reuters", "Westfjords sites affected by winter sores; the company expects "
             "lower average weights in the first quarter.", None),
            ("Nordic Halibut doubles quarterly volume", "E24", "Kveite-oppdretteren rapporterer høyere priser og "
             "lavere dødelighet i kvartalet.", None),
        ]
        for title, src, desc, idi in r.sample(unw, 3):
            m = self.post(self.curve_time(7, 19), "news", "", embeds=[{
                "title": title, "description": desc, "author": src, "footer": f"{src} · sjømat"}], kind="near")
            if idi:
                self.idiom(m, "unheld land-based farmer with name similar to a held name", "not_hard")

    def watch_pool(self):
        r, P = self.r, self.P
        return {
            "bakka": ({"title": f"Bakkafrost: lakselus-tall stiger på Færøyene, slakt i Q4 ned {r.randint(6, 14)} prosent",
                       "description": "Selskapet holder årsguidingen uendret, men venter lavere snittvekt på slaktet fisk "
                                      "i kvartalet. Lusetallene på Færøyene har steget de siste ukene.", "author": "NTB",
                       "footer": "NTB · BAKKA"}, ["Bakkafrost", "slakt i Q4"]),
            "lsg": ({"title": "Lerøy Seafood cuts Q4 harvest volume estimate on lower average weights",
                     "description": "The whitefish segment is unaffected. The company cited lower average harvest weights "
                                    "in Central Norway and said full-year guidance would be updated with the Q4 report.",
                     "author": "Reuters",
                     "footer": "Reuters · LSG NO"}, ["Lerøy Seafood", "Q4 harvest volume"]),
            "auss": ({"title": "Austevoll Seafood: pelagic quotas for 2027 raised in Peru",
                      "description": "Higher fishmeal and fish oil volumes are expected in the first half. The company owns "
                                     "a majority of Lerøy Seafood and the pelagic operations in South America.",
                      "author": "Bloomberg",
                      "footer": "Bloomberg · AUSS NO"}, ["Austevoll Seafood", "pelagic quotas"]),
        }

    def opt_extra_held_news(self, dry):
        if dry:
            return 1
        r = self.r
        left = [k for k in self._news_pool if k not in self._news_used]
        k = r.choice(left)
        self._news_used.add(k)
        emb, facts, how = self._news_pool[k]
        m = self.post(self.curve_time(7, 20), "news", "", embeds=[emb])
        self.hard(m, "held_position_news", facts, "embed")
        return 1

    def opt_extra_watch_news(self, dry):
        if dry:
            return 1
        r = self.r
        wl = self.watch_pool()
        k = r.choice([k for k in wl if k not in self._watch_used])
        emb, facts = wl[k]
        m = self.post(self.curve_time(8, 17), "news", "", embeds=[emb])
        self.hard(m, "watchlist_news", facts, "embed")
        return 1

    # ------------------------------------------------------------------ optional hard flows
    def opt_q2_rejected(self, dry):
        if dry:
            return 2
        r, P = self.r, self.P
        px = round(P["qa"] + r.uniform(0.05, 0.2), 2)
        st = round(px + 0.25, 2)
        inst = f"SAL {P['QA']}"
        prop = self.post(self.at(12, 5, 15), "eirik",
                         f"[FORSLAG] selg 40 t {inst} @ {kr(px)}, stopp {kr(st)} — q2 ser rik ut vs spot")
        self.hard(prop, "trade_proposal", ["selg", "40 t", inst, kr(px), kr(st)], "tagged")
        rj = self.post(self.after(prop, 110, 150), "kristin", "nei. vent til onsdag", ref=prop)
        self.hard(rj, "trade_approval", ["nei", "vent til onsdag"], "reply")
        self.idiom(rj, "terse rejection reply 'nei. vent …'", "trade_approval")
        self.post(self.after(rj, 1, 5), "eirik", "👌", ref=rj, kind="noise")
        return 2

    def opt_q3_stop(self, dry):
        if dry:
            return 1
        r, P = self.r, self.P
        old = round(P["qb"] + 0.5, 2)
        new = round(old - r.choice([0.1, 0.15, 0.2]), 2)
        m = self.post(self.at(15, 20, 20), "eirik", f"[STOPP] SAL {P['QB']} kort: stopp {kr(old)} → {kr(new)}")
        self.hard(m, "stop_or_target_change", [f"SAL {P['QB']}", f"→ {kr(new)}"], "tagged")
        return 1

    def opt_gsf_target(self, dry):
        if dry:
            return 1
        r, P = self.r, self.P
        tg = round(P["gsf"] - r.uniform(4, 7), 0)
        m = self.post(self.at(11, 50, 20), "marte", f"senker mål på GSF-shorten til {kr(tg)}, Q4 blir svak")
        self.hard(m, "stop_or_target_change", ["mål", "GSF", kr(tg)], "untagged")
        return 1

    def opt_limit_change(self, dry):
        if dry:
            return 1
        r, P = self.r, self.P
        old = r.choice([600, 700])
        new = old + r.choice([100, 200])
        m = self.post(self.at(8, 12, 6), "risk",
                      f"event=LIMIT_CHANGE book=LAKS-FUT metric=net_tonn old={old} new={new} by=kristin.h effective=now")
        self.hard(m, "risk_limit", ["LIMIT_CHANGE", "net_tonn", f"new={new}"], "structured")
        return 1

    def opt_thesis_human(self, dry):
        if dry:
            return 1
        r, P = self.r, self.P
        if r.random() < 0.5:
            m = self.post(self.at(16, 20, 20), "eirik", f"{P['m1l']}-tesen står. held lang inn i jul, conviction opp")
            self.hard(m, "thesis_update", [P["m1l"], "tesen står", "conviction opp"], "untagged")
        else:
            m = self.post(self.at(16, 20, 20), "eirik", "snur på GSF: ikkje lenger bearish etter salet av Canada, "
                                                        "vurderer å dekke inn")
            self.hard(m, "thesis_update", ["snur på GSF", "ikkje lenger bearish"], "untagged")
        return 1

    # ------------------------------------------------------------------ removed content
    def flow_deleted_fill(self):
        r, P = self.r, self.P
        px = round(P["m2"] + 0.01 * r.randint(-3, 3), 2)
        m = self.post(self.at(11, 10, 20), "eirik", f"fylt 80 t {P['m2l']} @ {kr(px)}")
        self.hard(m, "trade_fill", ["fylt", "80 t", P["m2l"], kr(px)], "untagged")
        self.delete(m, self.after(m, 1, 3), f"fylt 80 t {P['m2l']} @ {kr(px)}")
        self.post(self.after(m, 3, 5), "eirik", "sorry, feil – det va papir. sletta")

    def flow_forgets(self):
        r, P = self.r, self.P
        cp, cps, contact = P["cp"]
        phone = f"9{r.randint(10, 99)} {r.randint(10, 99)} {r.randint(100, 999)}"
        m = self.post(self.at(9, 20, 8), "sindre",
                      f"ring {contact} på {cps} direkte på {phone}, han tek 5-6 kg til {kr(P['spot'] + 4.1)} "
                      f"om vi svarar før 14")
        self.forget(m, self.after(m, 20, 40), "hilde", f"direkte på {phone}")
        self.post(self.after(m, 41, 45), "hilde", "fjerna ei melding med privat telefonnummer. bruk CRM for kontaktinfo 🙏")
        acct = f"1503.{r.randint(10, 99)}.{r.randint(10000, 99999)}"
        px = round(P["gsf"] + r.uniform(-0.5, 0.5), 2)
        q = r.choice([6, 8, 10])
        f = self.post(self.at(15, 30, 15), "marte",
                      f"kjøpt tilbake {kr(q * 1000, 0)} GSF @ {kr(px)} på konto {acct}")
        self.hard(f, "trade_fill", ["kjøpt tilbake", f"{kr(q * 1000, 0)} GSF", kr(px)], "untagged")
        self.forget(f, self.after(f, 15, 30), "hilde", f"konto {acct}")
        self.post(self.after(f, 31, 35), "hilde", "fjerna melding med kundekonto. bruk OMS-ref i kanalen, ikkje kontonr")

    def flow_bulk_alerts(self):
        r, P = self.r, self.P
        aid = r.randint(5000, 5999)
        t = self.at(17, 10, 10)
        ms = []
        for i in range(3):
            ms.append(self.post(t + i * 700 + r.randint(1, 300), "alert",
                                f"🔔 EURNOK {kr(P['eurnok'] + 0.05, 4)} brutt (alert#{aid}, dup {i + 1}/3)"))
        self.bulk(ms, self.after(ms[-1], 2, 6), [f"alert#{aid}, dup {i + 1}/3" for i in range(3)])
        self.post(self.after(ms[-1], 6, 8), "ola", "rydda prisvakt-spam")

    # ------------------------------------------------------------------ near misses
    def near_misses(self):
        r, P = self.r, self.P
        if hasattr(self, "jan"):
            j = self.jan
            lines = [f"RECAP|{P['ymd']}|acct={P['acct']}|trades=2|source=EXC",
                     f"T|ord={j['oid']}|{j['code']}|{j['side']}|qty={j['q']}t|avg={dot(j['fill_px'])}",
                     f"T|ord={P['fp_ord'][2]}|SAL.{P['QB']}|SELL|qty={P['q3prop'][0]}t|avg={dot(P['q3prop'][1])}",
                     "END|recap complete, no breaks"]
            m = self.post(self.at(19, 5, 5), "fp", "\n".join(lines), kind="near")
            self.idiom(m, "end-of-day clearing RECAP repeating the day's fills", "not_hard")
        x = kr(P["m1"] - 0.2)
        items = [
            ("eirik", f"hvis {P['m1l']} dett under {x} kunne vi lagt på 50 t, men ikkje no",
             "hypothetical 'hvis … kunne vi'"),
            ("marte", "what if vi shorta GSF inn i Q4-tala? berre tenkjer høgt", None),
            ("ola", "har vi stopp på GSF-shorten eller?", None),
            ("eirik", f"ska vi rulle {P['m1l']} te {P['m2l']} før jul? ka tenkje dokker", None),
            ("kristin", "i fjor solgte vi Q1 på 6,95 og det svei i mars", None),
            ("eirik", f"forrige veke fekk vi 40 t {P['m2l']} på {kr(P['m2'] - 0.15)}, hugsar du kor vi hedga det?",
             "past-tense fill told as history"),
            ("ola", "makro solgte eurnok 20 mill i morgon tidleg, derfor krona e sterk", None),
            ("marte", f"papir: b 20k BAKKA @ {kr(P['bakka'], 0)} stp {kr(P['bakka'] - 18, 0)} — berre modellboka, ikkje send",
             "paper trade in shorthand"),
            ("eirik", "backtest rull q2: kjøp første mandag i des, fylt 8,62, ut 9,31 i april, +8 % snitt siste 6 år", None),
            ("sindre", "DN skriv: «Regjeringa varslar ny modell for produksjonsavgift på havbruk» — blir støy heile veka",
             None),
            ("marte", "nokon burde sjå på bakkafrost etter færøy-tala", None),
            ("eirik", f"stopp på {x} hadde vore fornuftig på {P['m1l']} tbh", "a sensible-stop remark with no decision"),
            ("ola", "lang LSG hadde vore ein idé om dei leverer på kost, men vi har itj plass i risk", None),
            ("kristin", "sjå denne frå 2019 lol: «Mowi legg inn bod på Nova Sea» – same diskusjon då", None),
            ("sindre", f"eksportørane snakka om 5-6 kg på {kr(P['spot'] + 5)} for uke 3, men ingen har signert noko", None),
        ]
        picks = r.sample(items, r.randint(10, 12))
        # always keep the idiom rows in the first channel-day
        if self.first:
            for it in items:
                if it[2] and it not in picks:
                    picks.append(it)
        for who, txt, idi in picks:
            m = self.post(self.curve_time(7, 19), who, txt, kind="near")
            if idi:
                self.idiom(m, idi, "not_hard")
        # another desk's trade posted in our channel
        m = self.post(self.curve_time(8, 16), "jonas", f"fyi frå hvitfisk: vi tok 40 t fryst torsk @ 62,5 nettopp, "
                                                       f"ikkje dykkar bok", kind="near")
        self.idiom(m, "another desk's fill posted in this channel", "not_hard")

    # ------------------------------------------------------------------ analyst Q&A, briefs, human summaries
    def analyst_qa(self):
        r, P = self.r, self.P
        yrs = list(range(2021, 2026))

        def tbl(head, fn):
            return "```\n" + head + "\n" + "\n".join(fn(y) for y in yrs) + "\n```"

        qa = [
            ("eirik", "skarv: 5-6 kg premie historikk for uke 3-6?",
             "5–6 kg over 4–5 kg, average premium in weeks 3–6 (SSB weight-class prices):\n"
             + tbl("year  premium  min    max", lambda y: f"{y}  {r.uniform(2, 8):5.1f}%  {r.uniform(0, 3):4.1f}%  "
                                                      f"{r.uniform(7, 12):4.1f}%")
             + "\nThe premium is usually widest in early January when fewer heavy fish are harvested, and narrows "
               "into February. Two of the five years had weeks with a negative premium, both when a large volume of "
               "heavy fish was harvested early for biological reasons. The current premium is close to the middle of "
               "that range. Processors pay it because 5–6 kg gives better fillet yield and fits the smoked-salmon "
               "slicing lines; the premium is less stable in the US-bound trade where size preferences differ."),
            ("sindre", "skarv, ka betalte polakkane for 4-5 kg forrige veke vs året før?",
             f"Polish import prices for fresh whole 4–5 kg Norwegian salmon last week averaged about NOK "
             f"{kr(P['spot'] - r.uniform(0.5, 2.0))}/kg delivered, versus roughly NOK {kr(P['spot'] - r.uniform(4, 12))}/kg "
             f"in the same week last year. The difference is mostly the index level; the spread between Polish "
             f"delivered prices and the Oslo-referenced index has been stable at 1–3 NOK/kg, which is trucking, "
             f"handling and the importers' margin. The smokehouses in Pomerania are buying for Christmas "
             f"promotions now and usually step back in the last week before Christmas. The numbers come from "
             f"importer reporting and customs data, so they lag by one to two weeks."),
            ("marte", "skarv, ka e sensitiviteten til salm-ebit for 1 eur/kg?",
             "Rule-of-thumb sensitivity of 2027 operational EBIT to a EUR 1.00/kg change in the salmon price, "
             "before tax, holding volume and cost constant:\n"
             + "```\nname    harvest 27e (kt)  EBIT sens (NOK m)  % of cons. EBIT\n"
             + "\n".join(f"{t:<6}  {v:16.0f}  {v * P['eurnok']:17.0f}  {r.uniform(12, 30):14.0f}%"
                         for t, v in (("MOWI", r.uniform(520, 560)), ("SALM", r.uniform(230, 260)),
                                      ("LSG", r.uniform(190, 215)), ("GSF", r.uniform(60, 80)),
                                      ("BAKKA", r.uniform(95, 120))))
             + "\n```\nSalMar is the most levered in percentage terms because of the low contract share. The "
               "resource rent tax reduces the after-tax sensitivity for the Norwegian names by roughly a quarter "
               "relative to the Faroese one. These are static numbers; in practice cost per kg moves with price "
               "through feed and harvest timing."),
            ("kristin", "skarv, oppsummer lus i vest for meg, kort",
             f"Short version: counts in PO3/PO4 are rising, {r.randint(9, 30)} sites above the limit nationally, "
             f"treatments are up and wellboats are booked for the next two weeks. Expect more small fish from early "
             f"harvests in the west over the next month, a wider 3–4 kg discount, and little effect on 5–6 kg. "
             f"The regulatory risk (traffic light, red status for PO3/PO4) is a 2027–2028 capacity question and "
             f"does not change the near-term supply total. Sea temperatures are above normal, so the usual "
             f"December drop in counts may come late. Full numbers are in this morning's lice note."),
            ("eirik", "skarv: open interest i q2 vs i fjor?",
             f"Open interest in the {P['QA']} contract is about {r.randint(1800, 3600):,} tonnes, against roughly "
             f"{r.randint(1500, 3200):,} tonnes in the same contract a year ago at the same point in the calendar. "
             f"Most of the growth is processor hedging, visible as block trades reported through the clearing "
             f"house in the last three weeks. Open interest in the front month is lower than last year, which fits "
             f"the thin screen liquidity everyone is complaining about. Daily volume in Q2 has averaged "
             f"{r.randint(60, 180)} tonnes over the past month. Data: exchange open-interest files, end of day."),
            ("sindre", "skarv, korleis har 3-4 kg-rabatten utvikla seg i desember historisk?",
             "3–4 kg discount to 4–5 kg, December average and range:\n"
             + tbl("year  avg disc  min    max", lambda y: f"{y}  {r.uniform(5, 13):7.1f}%  {r.uniform(2, 6):4.1f}%  "
                                                       f"{r.uniform(12, 20):4.1f}%")
             + "\nThe widest Decembers were the ones with heavy early harvesting because of lice and winter ulcers. "
               "This year looks more like those than like the quiet years, based on the treatment numbers. The "
               "discount tends to close again in February as small-fish volume dries up."),
            ("marte", "skarv, konsensus for grieg q4?",
             f"Consensus for Grieg Seafood Q4 (from the sell-side numbers we track): harvest about "
             f"{r.randint(17, 23)} kt, operational EBIT about NOK {r.randint(150, 420)} m, cost per kg in Rogaland "
             f"around NOK {r.uniform(68, 78):.0f}. The range across brokers is wide, mostly because of different "
             f"assumptions about mortality in Rogaland after the autumn treatments and about the timing of Finnmark "
             f"harvest. Price realisation assumptions are similar. The report date is in February."),
            ("ola", "skarv: kor mykje flyttar 10 øre i eurnok nok-prisen på ein 8 eur-kontrakt?",
             "A 10 øre move in EURNOK changes the NOK value of a EUR 8.00/kg contract by 0,80 kr/kg — about 0.9% "
             "at current levels. For a 100-tonne physical contract that is NOK 80 000. Across the physical book the "
             "effect is proportional to unhedged EUR-referenced volume; the FX note from this afternoon has the "
             "current hedge ratio estimate. The relationship is linear, so there is no convexity to worry about "
             "unless contracts have currency clauses, which none of ours do."),
        ]
        qa += [
            ("kristin", "skarv, kva skjer med clearing-marginen på laks framover?",
             f"The clearing house reviews margin parameters monthly and ad hoc when volatility changes. Initial "
             f"margin on the front two salmon months was raised by about {r.randint(3, 8)}% at the last review, "
             f"driven by higher realised volatility in the weekly index since October. The quarterly contracts "
             f"were unchanged. If index volatility stays where it is, another increase of similar size at the next "
             f"review is plausible; a calm January would reverse it. For our current futures positions the "
             f"difference is in the order of EUR {r.randint(20, 90)}k of extra initial margin — a funding item, "
             f"not a risk-limit item. The risk engine's margin forecast is in the evening report."),
            ("sindre", "skarv: kor mange tonn 5-6 kg kjem på marknaden i januar, grovt?",
             f"Rough estimate from the size-class data: fish in the 5–6 kg class in Norwegian sea cages at the end "
             f"of last month correspond to about {r.randint(70, 120)} kt round weight. Normally 25–35% of that is "
             f"harvested within six weeks, so January supply of 5–6 kg fish from Norway is probably "
             f"{r.randint(20, 40)}–{r.randint(41, 55)} kt. Add roughly 10–15% for the Faroes and UK in the same "
             f"class. The uncertainty is large: farmers decide harvest timing on price and biology week by week, and "
             f"a few large sites choosing to hold fish longer can move the number by 5 kt. The premium over 4–5 kg "
             f"has historically been resilient to this range of volumes."),
            ("eirik", "skarv, korleis ser q2-settlementa ut historisk mot desember-indeksen?",
             "Q2 settlement (average of April–June index) versus the December average index, in percent:\n"
             + tbl("year  Q2 vs Dec", lambda y: f"{y}  {r.uniform(-6, 22):+8.1f}%")
             + "\nThe median is a double-digit premium, but the dispersion is large and the two negative years "
               "both had heavy spring harvests after mild winters. The current curve prices a premium inside the "
               "historical range. Nothing in the biomass data points clearly to either tail."),
        ]
        for who, q, a in r.sample(qa, r.randint(8, 10)):
            qm = self.post(self.curve_time(8, 17), who, q)
            self.post(self.after(qm, 1, 6), "skarv", a, ref=qm)

    def analyst_briefs(self):
        r, P = self.r, self.P
        brief = (
            f"**Morning brief — {P['weekday']} week {P['wk']}**\n\n"
            f"Curve (last settle): {P['M1']} EUR {dot(P['m1'])}/kg, {P['M2']} EUR {dot(P['m2'])}/kg, {P['QA']} "
            f"EUR {dot(P['qa'])}/kg, {P['QB']} EUR {dot(P['qb'])}/kg, {P['QC']} EUR {dot(P['qc'])}/kg. Spot index last "
            f"week NOK {kr(P['spot'])}/kg. EURNOK {kr(P['eurnok'], 4)}.\n\n"
            "Overnight: no company announcements from the names we hold or watch. Asian session quiet; Chilean "
            "fillet prices in Miami soft. Air-freight rates to Asia firm ahead of the Lunar New Year build.\n\n"
            "Today: Seafood Council weekly exports around 10:00, spot-index commentary from exporters after lunch, "
            "and the usual Monday price talk for next week's deliveries. The risk meeting is at 15:00.\n\n"
            f"Equities (last close): MOWI {kr(P['mowi'])}, SALM {kr(P['salm'])}, LSG {kr(P['lsg'])}, GSF {kr(P['gsf'])}, "
            f"BAKKA {kr(P['bakka'])}, AUSS {kr(P['auss'])}. Sector {sgn(r.uniform(-1.5, 1.5))}% yesterday.\n\n"
            "Biology: lice counts rising in PO3/PO4, treatments up; see the lice note later this morning. No new "
            "ISA suspicions reported overnight in Norway beyond those already on the wire.\n\n"
            "Physical: exporters quoting weeks 1–6 for 4–5 kg and 5–6 kg; processors asking for fixed prices into Q1. "
            "The weight-class spreads are the thing to watch this week: the 3–4 kg discount is wide and the 5–6 kg "
            "premium is steady.\n\n"
            "Reminder of the data I will post today: biomass and supply, lice, exports, spot and curve, equities, "
            "physical book, FX, one backtest and the end-of-day flash. Questions in the channel, tagged skarv."
        )
        self.post(self.at(6, 40, 5), "skarv", brief, kind="near")
        mid = (
            f"**Midday — curve and flows**\n\n"
            f"{P['M1']} {dot(P['m1'] + r.uniform(-0.06, 0.06))} / {P['QA']} {dot(P['qa'] + r.uniform(-0.06, 0.06))} "
            f"/ {P['QB']} {dot(P['qb'] + r.uniform(-0.06, 0.06))} EUR/kg. Screen volume so far about "
            f"{r.randint(200, 700)} tonnes, mostly quarterlies. Two block prints in {P['QA']} reported by the "
            f"clearing house, both processor hedges by the look of the sizes.\n\n"
            "Spot talk: exporters report steady 4–5 kg, a little softer in 3–4 kg as more small fish arrives from "
            "the west, and firm 6+ kg. Polish buyers are pushing back on the highest asks.\n\n"
            f"Equities: the seafood group is {sgn(r.uniform(-1.2, 1.2))}% on the day, tracking the curve; no "
            f"company news since the morning headlines. EURNOK {kr(P['eurnok'] + r.uniform(-0.02, 0.02), 4)}.\n\n"
            "Snapshot for anyone coming back from lunch; full notes follow this afternoon."
        )
        self.post(self.at(12, 5, 5), "skarv", mid, kind="near")
        rows = ["class     NOK/kg   w/w     tonnes", "--------  -------  ------  ------"]
        for c in ("1-2 kg", "2-3 kg", "3-4 kg", "4-5 kg", "5-6 kg", "6-7 kg", "7-8 kg", "8+ kg"):
            rows.append(f"{c:<8}  {P['spot'] + r.uniform(-12, 8):7.2f}  {r.uniform(-5, 5):+5.1f}%  {r.randint(200, 7000):6d}")
        ssb = (f"**Data: SSB export price, week {P['wk'] - 1}**\n"
               f"Fresh whole salmon: NOK {kr(P['spot'] - r.uniform(0.4, 2.5))}/kg, {sgn(r.uniform(-6, 6))}% w/w, "
               f"volume {r.randint(19000, 27000):,} t.\n```\n" + "\n".join(rows) + "\n```\n"
               "Frozen whole salmon and fillets are reported separately and are not included above. SSB prices are "
               "FOB Norway export prices and lag spot by roughly a week. Published without comment; the spot "
               "note later today has the read-across to the curve.")
        self.post(self.at(8, 5, 3), "skarv", ssb)

    def human_summaries(self):
        r, P = self.r, self.P
        cp2 = P["cp2"][1]
        self.post(self.at(14, 50, 20), "sindre",
                  f"oppsummering fysisk i dag:\n- {P['cp'][1]}: {self.physical['wc']} {self.physical['weeks']}, sjå tråden\n"
                  f"- {cp2}: vil ha 5-6 kg men betalar ikkje premien, vi står fast\n"
                  f"- havbris: berre prat, ingen konkrete tal\n- prosessorane i hirtshals: ønskjer fast pris ut Q1, "
                  f"kjem tilbake\n- logistikk: trailerar ok, ferja går som normalt fram til jul\n"
                  f"generelt: mykje små fisk frå vest, 3-4 kg e tung å selje, 5-6 kg forsvinn fort")
        self.post(self.at(17, 20, 15), "eirik",
                  f"eod futures: {P['m1l']} stengde rundt {kr(P['m1'] + r.uniform(-0.05, 0.05))}, "
                  f"{P['QA'].lower()} {kr(P['qa'] + r.uniform(-0.05, 0.05))}. lite flyt etter kl 15. "
                  f"prosessorane hedga i q2/q3 igjen, farmarane sel litt i front. ingen endring i posisjonane "
                  f"utover det som står over. margin opp litt frå clearing, ikkje noko dramatisk")
        self.post(self.at(16, 40, 15), "ola",
                  f"fx i dag: eurnok {kr(P['eurnok'] - 0.03, 4)}-{kr(P['eurnok'] + 0.04, 4)}, tynt etter 16. "
                  f"eksportørane sel eur i 1-3m som vanleg. hedge ratio ligg innanfor 50-90 %-bandet, "
                  f"oppdatert tal i risk-rapporten i kveld")

    # ------------------------------------------------------------------ market colour chatter
    def colour(self):
        r, P = self.r, self.P
        s = P["spot"]
        lines = [
            ("sindre", f"spot ser ut te å lande rundt {kr(s - 1, 0)}-{kr(s + 1, 0)} denne veka"),
            ("eirik", f"{P['m1l']} {kr(P['m1'] - 0.04)}/{kr(P['m1'] + 0.04)} no, tynt"),
            ("eirik", "fish pool e treg i dag, lite flyt"),
            ("ola", "sjømatrådet kjem med eksporttal kl 10"),
            ("sindre", "polakkane kjøpe mindre 4-5 no før jul"),
            ("marte", f"mowi ned {kr(r.uniform(0.4, 1.8), 1)} % på opninga, ingen nyheiter"),
            ("eirik", f"kæm e på andre sida av {P['QA'].lower()}-spreaden?"),
            ("ola", f"eurnok {kr(P['eurnok'], 2)}, litt svakare krone"),
            ("marte", "ka skjedde med salm i går? ned 3 %"),
            ("sindre", "itj noko nytt frå eksportørane enno"),
            ("eirik", f"q2/q3 spread {kr(P['qa'] - P['qb'])}, breitt"),
            ("eirik", f"heilt dødt i {P['m2l']}"),
            ("sindre", "eksportørane vil ha 5-6 kg, ingen vil ha 3-4"),
            ("sindre", "kinafly fulle igjen, god etterspurnad"),
            ("sindre", f"5-6 kg premie over 4-5 e {r.randint(3, 6)} kr no"),
            ("marte", "gsf lånegebyr uendra, lett å låne"),
            ("eirik", f"print {P['QB'].lower()} {kr(P['qb'] + 0.03)} 20 t, nokon prosessor som hedgar"),
            ("ola", "hedge ratio ~68 % etter i går"),
            ("sindre", "trailerane frå Hitra står i kø på Svinesund igjen"),
            ("eirik", "bid/offer i q2 e 15 øre breitt, ikkje verdt å jage"),
            ("sindre", "havbris ringte, ville berre prate pris"),
            ("ola", "norges bank torsdag, forventar ingenting"),
            ("marte", "mykje volum i sjømataksjane første halvtime"),
            ("eirik", "kor blei det av lusetala frå mattilsynet?"),
            ("kristin", "husk risikomøte kl 15"),
            ("kristin", "kven har oversikt over fysisk-volum uke 51?"),
            ("sindre", f"uke 51-52 e {r.randint(60, 90)} % fylt på fysisk"),
            ("eirik", "curve flata ut litt etter lunsj"),
            ("ola", f"3m fwd points +{r.randint(2, 6)} øre"),
            ("sindre", "regn i Bergen, som vanleg"),
            ("eirik", "clearing-marginen gjekk opp 5 % frå i dag, fyi"),
            ("sindre", "prosessorane i Hirtshals vil ha fast pris ut Q1"),
            ("marte", "salm-opsjonar ganske dyre før cmd"),
            ("eirik", "exchange vol i dag ca 1 100 t totalt"),
            ("sindre", "sjekka temperaturar i Hardanger, 9 grader fortsatt"),
            ("ola", "eur-kjøpar frå eksportørane i 1m, mykje flow"),
            ("kristin", "fint arbeid i dag folkens"),
            ("eirik", "spot-indeksen kjem kl 13"),
            ("sindre", "nordkyst vil ha levering fob ålesund i staden"),
            ("eirik", "ingen i marknaden for mars, alle ser på q2"),
            ("ola", "nok-likviditeten tynn etter kl 16"),
            ("sindre", "pris for 3-4 kg e katastrofe denne veka"),
            ("marte", "oslo sjømatindeks flat, mowi opp salm ned"),
            ("eirik", f"{P['m1l']} handla {kr(P['m1'] + 0.02)} i 25 t, ikkje oss"),
            ("sindre", "fått kontraktsutkastet frå juristen, ser greitt ut"),
            ("ola", "swedbank spør om vi vil rulle sikringa i januar"),
            ("marte", "aksjane følgjer kurva i dag, ingen idiosynkratisk"),
            ("eirik", "kæm har settlement-fila frå i går?"),
            ("sindre", "ferja frå Bergen til Hirtshals går som normalt fram til jul"),
            ("eirik", "spreaden feb/mar heilt flat"),
            ("ola", "dnb og nordea begge på 0,5 øre breitt i 3m"),
            ("sindre", "polakkane spør om 3-4 kg til rabatt igjen"),
            ("eirik", "settlement-fila ligg i mappa no"),
            ("kristin", "møterom 3 kl 15"),
            ("sindre", "snø på E39, trailerane kjem seint"),
            ("ola", "krona følgjer oljen i dag"),
            ("eirik", "bloomberg-terminalen heng igjen"),
            ("sindre", "laksen frå Nordland e fin i kvaliteten denne veka"),
            ("marte", "oslo børs opna flatt"),
            ("ola", "forward points uendra"),
            ("sindre", "bergen-kontoret har fiberbrot, eg sit på mobilen"),
            ("kristin", "budsjettmøte flytta til torsdag"),
            ("eirik", "tape e stille. lunsj?"),
            ("sindre", "lastebilsjåførar streikar ikkje likevel, ok for uke 51"),
            ("ola", "eurnok vol 1m 6,2 %"),
            ("eirik", "roll-spread jan/feb 0,28 no"),
            ("sindre", "Hordafisk har ny innkjøpssjef frå januar"),
        ]
        n = r.randint(56, len(lines))
        picks = r.sample(lines, n)
        posted = []
        for who, txt in picks:
            lo, hi = self.window(txt, 6, 23)
            posted.append(self.post(self.curve_time(lo, hi), who, txt))
        self._colour_msgs = posted
        # a typo-edit on chatter (not a hard event)
        m = self.post(self.curve_time(9, 15), "sindre", "lasting i Florø forsinka to timar")
        self.edit(m, self.after(m, 1, 3), "lasting i Florø forsinka to timar, nye ETA 14:30")
        # short second thread: q2-curve chat
        t = self.curve_time(13, 16)
        th = self.thread(t, f"{P['QA'].lower()}-kurva")
        a = self.post(self.after(t, 0.2, 1), "eirik", f"tråd for {P['QA'].lower()}: kvifor handlar den så rik vs spot?",
                      thread=th)
        b = self.post(self.after(a, 3, 10), "skarv",
                      f"Mostly seasonality: {P['QA']} has settled 9-14% above the December index in four of the last "
                      f"six years. Current premium is {((P['qa'] * P['eurnok']) / P['spot'] - 1) * 100:.1f}%. "
                      f"That is within range, not an outlier.", thread=th, ref=a)
        c = self.post(self.after(b, 2, 8), "eirik", "ok, takk. greitt å vite", thread=th, ref=b)
        self.post(self.after(c, 1, 4), "ola", "same her", thread=th, kind="noise")

    def social(self):
        r = self.r
        soc = [("sindre", "kaffi?"), ("eirik", "lunsj om 10"), ("marte", "nokon som ska ha pizza i kveld?"),
               ("ola", "😂"), ("eirik", "👍"), ("sindre", "haha"), ("marte", "takk"), ("ola", "thx"),
               ("eirik", "ok"), ("sindre", "brb"), ("marte", "god helg snart"), ("ola", "🙏"),
               ("eirik", "ute ei time, tannlege"), ("sindre", "tilbake"), ("marte", "👀")]
        if self.P["weekday"] != "fredag":
            soc = [x for x in soc if "helg" not in x[1]]
        for who, txt in r.sample(soc, r.randint(9, 13)):
            lo, hi = self.window(txt, 7, 20)
            if txt in ("ok", "👍", "takk", "thx", "haha", "😂", "👀") and r.random() < 0.7:
                cand = [m for m in self._colour_msgs if m.who != who and lo <= (m.t - self.start) / 3600000 < hi - 1]
                if cand:
                    base = r.choice(cand)
                    self.post(self.after(base, 1, 12), who, txt, ref=base, kind="noise")
                    continue
            self.post(self.curve_time(lo, hi), who, txt, kind="noise")

    WINDOWS = {
        "sjømatrådet kjem med eksporttal kl 10": (7, 10), "mowi ned": (9, 11), "ka skjedde med salm i går": (7, 11),
        "kor blei det av lusetala": (9, 16), "husk risikomøte kl 15": (8, 14), "fint arbeid i dag folkens": (17, 20),
        "spot-indeksen kjem kl 13": (8, 13), "curve flata ut litt etter lunsj": (13, 17), "tape e stille. lunsj?": (11, 12),
        "nok-likviditeten tynn etter kl 16": (15, 18), "lsg handla 1,2 mill aksjar første halvtime": (9, 11),
        "oslo sjømatindeks flat": (10, 17), "oslo børs opna flatt": (9, 10), "møterom 3 kl 15": (8, 14),
        "settlement-fila ligg": (7, 11), "kæm har settlement-fila": (7, 11), "cmd-presentasjonen til salm": (7, 12), "exchange vol i dag ca": (15, 19),
        "lunsj om 10": (10, 12), "nokon som ska ha pizza i kveld?": (14, 18), "kaffi?": (7, 16), "god helg snart": (14, 17),
        "budsjettmøte flytta": (8, 16), "kven har oversikt over fysisk-volum": (8, 16), "ute ei time, tannlege": (9, 15),
        "eurnok vol 1m": (8, 17), "3m fwd points": (8, 17), "print ": (9, 17), "bid/offer": (9, 17),
        "heilt dødt i": (10, 17), "ingen i marknaden for mars": (9, 17),
    }

    def window(self, txt, lo, hi):
        for k, w in self.WINDOWS.items():
            if txt.startswith(k):
                return w
        return lo, hi


IDIOM_PRIORITY = [
    "[FORSLAG]/[PROP]", "k-suffixed", "analyst proposal buried", "emoji + one word", "one/two-word approval",
    "embed-only physical", "exec agent JSON", "clearing bridge pipe line FILL", "human fill line corrected",
    "stop level moved twice", "routing an approved", "explicit 'no action", "news on the salmon spot index",
    "held equity named by company", "thesis change buried", "risk engine key=value", "paper trade",
    "another desk's fill", "past-tense fill", "watchlist name in wire",
    "terse rejection", "hypothetical", "unheld land-based", "end-of-day clearing RECAP", "physical forward proposal",
    "head of desk sets", "shorthand fill", "stop removed", "question in reply", "pipe-separated clearing partial",
]


# ----------------------------------------------------------------------------- assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    builders = []
    for d in range(days):
        start_ms = end_ms - (days - d) * 86_400_000
        local_date = (datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc) + timedelta(hours=1)).date()
        for c in range(channels):
            b = DayBuilder(seed, c, d, start_ms, first=(c == 0 and d == 0))
            b.build(local_date)
            builders.append(b)

    msgs = [m for b in builders for m in b.msgs]
    msgs.sort(key=lambda m: (m.t, m.day_key[1], m.order))
    last_ms, seq = None, 0
    for m in msgs:
        if m.t == last_ms:
            seq += 1
        else:
            last_ms, seq = m.t, 0
        m.id = str(snowflake(m.t, MSG_WORKER, seq))

    events = []   # (time, rank, tiebreak, dict)
    n = 0
    for m in msgs:
        who = PEOPLE[m.who]
        body = {"id": m.id, "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                "created_at": iso(m.t), "content": m.content,
                "reference_id": m.ref.id if m.ref else None}
        if m.embeds:
            body["embeds"] = m.embeds
        if m.attachments:
            atts = []
            for i, (fn, size) in enumerate(m.attachments):
                aid = str(snowflake(m.t, ATTACH_WORKER, i))
                atts.append({"id": aid, "filename": fn, "size": size,
                             "url": f"https://cdn.discordapp.com/attachments/{m.channel()}/{aid}/{fn}"})
            body["attachments"] = atts
        if m.pinned:
            body["pinned"] = False  # pinned later via a pin op
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel()}
        if m.thread:
            ev["parent_channel_id"] = m.thread.parent
        ev["message"] = body
        events.append((m.t, 0, n, ev)); n += 1
        for (t, content) in m.edits:
            events.append((t, 1, n, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.channel(),
                                     "message_id": m.id, "edited_at": iso(t), "content": content})); n += 1
    for b in builders:
        for op in b.ops:
            m0 = op["msgs"][0]
            base = {"guild_id": GUILD_ID, "channel_id": m0.channel()}
            t = op["t"]
            if op["kind"] == "delete":
                ev = {"op": "delete", **base, "message_id": m0.id, "deleted_at": iso(t)}
            elif op["kind"] == "bulk":
                ev = {"op": "bulk_delete", **base, "message_ids": [m.id for m in op["msgs"]], "deleted_at": iso(t)}
            elif op["kind"] == "forget":
                ev = {"op": "forget", **base, "message_id": m0.id, "requested_by": PEOPLE[op["by"]][0], "at": iso(t)}
            elif op["kind"] == "pin":
                ev = {"op": "pin", **base, "message_id": m0.id, "by": PEOPLE[op["by"]][0], "at": iso(t)}
            else:
                ev = {"op": "reaction_add", **base, "message_id": m0.id, "emoji": op["emoji"],
                      "user_id": PEOPLE[op["by"]][0], "at": iso(t)}
            events.append((t, 2, n, ev)); n += 1
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    # labels
    hard, superseded, removed, noise, near, idioms = [], [], [], [], [], []
    for m in msgs:
        if m.label:
            state = ("forgotten" if m.forgotten else "deleted" if m.deleted else
                     "edited" if m.edits else "live")
            hard.append({"channel_id": m.channel(), "message_id": m.id, **m.label, "final_state": state})
        if m.snippet:
            removed.append(m.snippet)
        if m.deleted or m.forgotten:
            continue
        if m.kind == "noise":
            noise.append(m.id)
        elif m.kind == "near":
            near.append(m.id)
        if m.idiom:
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    for b in builders:
        for (m, old) in getattr(b, "superseded", []):
            superseded.append([m.channel(), m.id, old])
    def prio(row):
        for i, key in enumerate(IDIOM_PRIORITY):
            if row["idiom"].startswith(key):
                return i
        return len(IDIOM_PRIORITY)
    seen, picked = set(), []
    for row in sorted(idioms, key=prio):
        if row["idiom"] not in seen:
            seen.add(row["idiom"])
            picked.append(row)
    idioms = picked[:20]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


# ----------------------------------------------------------------------------- self-check

def self_check(cap_path: str, labels_path: str, days: int, end: datetime) -> bool:
    ok = True

    def bad(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg, file=sys.stderr)

    msgs, order = {}, []
    with open(cap_path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for i, line in enumerate(lines, 1):
        ev = json.loads(line)
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                bad(f"line {i} misses {k}")
        if ev["op"] == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                bad(f"id/created_at mismatch {m['id']}")
            msgs[m["id"]] = {"ev": ev, "content": m["content"], "embeds": m.get("embeds", []), "deleted": False,
                             "ms": ms, "parent": ev.get("parent_channel_id") or ev["channel_id"]}
            order.append(int(m["id"]))
        elif ev["op"] == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
        elif ev["op"] in ("delete", "forget"):
            msgs[ev["message_id"]]["deleted"] = True
        elif ev["op"] == "bulk_delete":
            for x in ev["message_ids"]:
                msgs[x]["deleted"] = True
    if order != sorted(order):
        bad("message ids not ordered with time")
    if len(set(order)) != len(order):
        bad("duplicate message ids")
    for mid, x in msgs.items():
        ref = x["ev"]["message"].get("reference_id")
        if ref and (ref not in msgs or int(ref) >= int(mid)):
            bad(f"reference of {mid} does not point to an earlier message")
    times = [json.loads(l).get("message", {}).get("created_at") or json.loads(l).get("at") or
             json.loads(l).get("edited_at") or json.loads(l).get("deleted_at") for l in lines]
    if times != sorted(times):
        bad("events not in time order")
    with open(labels_path, encoding="utf-8") as fh:
        L = json.load(fh)

    def text(mid):
        x = msgs[mid]
        return x["content"] + "\n" + embed_text(x["embeds"])

    by_type = {}
    for h in L["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
        if h["message_id"] not in msgs:
            bad(f"label id missing {h['message_id']}")
            continue
        if not (2 <= len(h["facts"]) <= 5):
            bad(f"facts count {h}")
        t = text(h["message_id"])
        for f in h["facts"]:
            if f not in t:
                bad(f"fact {f!r} not in {h['message_id']} ({h['event_type']})")
        if h["final_state"] in ("deleted", "forgotten") and not msgs[h["message_id"]]["deleted"]:
            bad(f"state {h}")
    for ch, mid, old in L["superseded_facts"]:
        if old in text(mid):
            bad(f"superseded {old!r} still in {mid}")
    live = [text(k) for k, v in msgs.items() if not v["deleted"]]
    for s in L["removed_texts"]:
        if any(s in t for t in live):
            bad(f"removed text {s!r} still live")
    for mid in L["noise_message_ids"] + L["near_miss_ids"] + [i["message_id"] for i in L["idioms"]]:
        if mid not in msgs:
            bad(f"id missing {mid}")
    hard_ids = {h["message_id"] for h in L["hard_events"]}
    if hard_ids & set(L["noise_message_ids"]) or hard_ids & set(L["near_miss_ids"]):
        bad("hard ids also in noise/near-miss")
    if not (10 <= len(L["idioms"]) <= 20):
        bad(f"idioms {len(L['idioms'])}")
    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    noise = set(L["noise_message_ids"])
    stats = {}
    for mid, x in msgs.items():
        d = days - 1 - (end_ms - 1 - x["ms"]) // 86_400_000
        key = (x["parent"], d)
        s = stats.setdefault(key, {"n": 0, "bytes": 0, "noise": 0, "hard": 0})
        s["n"] += 1
        s["bytes"] += len((x["ev"]["message"]["content"] + embed_text(x["embeds"])).encode("utf-8"))
        s["noise"] += mid in noise
        s["hard"] += mid in hard_ids
    print(f"{'channel':<20}{'day':>4}{'msgs':>6}{'KB':>8}{'noise%':>8}{'hard':>6}")
    for (ch, d), s in sorted(stats.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        kb = s["bytes"] / 1024
        npct = 100.0 * s["noise"] / s["n"]
        print(f"{ch:<20}{d:>4}{s['n']:>6}{kb:>8.1f}{npct:>8.1f}{s['hard']:>6}")
        if not (180 <= s["n"] <= 320):
            bad(f"{ch} day {d}: {s['n']} messages")
        if not (70 <= kb <= 120):
            bad(f"{ch} day {d}: {kb:.1f} KB")
        if not (25 <= npct <= 40):
            bad(f"{ch} day {d}: noise {npct:.1f}%")
        if not (25 <= s["hard"] <= 45):
            bad(f"{ch} day {d}: {s['hard']} hard")
    print("hard events by type:", json.dumps(dict(sorted(by_type.items())), ensure_ascii=False))
    print(f"total: events={len(lines)} messages={len(msgs)} hard={len(L['hard_events'])} "
          f"noise={len(L['noise_message_ids'])} near_miss={len(L['near_miss_ids'])} "
          f"superseded={len(L['superseded_facts'])} removed={len(L['removed_texts'])} idioms={len(L['idioms'])}")
    print(f"files: {cap_path} {os.path.getsize(cap_path)} B, {labels_path} {os.path.getsize(labels_path)} B")
    print("self-check:", "OK" if ok else "FAILED")
    return ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-12-07T23:00:00Z)")
    ap.add_argument("--no-check", action="store_true", help="skip the self-check")
    a = ap.parse_args(argv)
    end = DEFAULT_END
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    return 0 if self_check(a.out, a.labels, a.days, end) else 1


if __name__ == "__main__":
    sys.exit(main())
