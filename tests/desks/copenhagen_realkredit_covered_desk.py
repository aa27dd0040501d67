#!/usr/bin/env python3
"""Copenhagen realkredit (Danish callable mortgage covered bond) desk generator.

Seeded, standard-library-only generator of a busy day (or week) of one or more
Discord channels of a Copenhagen covered-bond desk, as a JSONL capture plus
ground-truth labels.  Pure function of its arguments.
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "copenhagen_realkredit_covered_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 11, 25, 23, 0, 0, tzinfo=UTC)  # 26 Nov 00:00 CET


def _ms(d):
    return int(d.timestamp() * 1000)


def sf(ms, worker, seq):
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(ms):
    return datetime.fromtimestamp(ms // 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


GUILD_ID = sf(_ms(datetime(2023, 9, 12, 8, 41, 17, 311, tzinfo=UTC)), 3, 411)
CHANNEL_NAMES = ["rk-flow", "rk-hedges", "rk-konvertering", "rk-refi-auktion", "rk-dgb-swaps", "rk-ops"]


def channel_id(i):
    return sf(_ms(datetime(2024, 2, 6, 10, 3, 29, tzinfo=UTC)) + i * 86_400_123 + 517, 7, 1000 + i)


def _author(idx, name, bot):
    return {"id": sf(_ms(datetime(2022, 11, 3, 9, 0, 0, tzinfo=UTC)) + idx * 7_654_321_987, 1, 3000 + idx),
            "name": name, "bot": bot}


AUTH = {
    "mads": _author(0, "Mads Kjærgaard", False),      # head trader, desk lead
    "sofie": _author(1, "Sofie Lund", False),         # trader
    "lone": _author(2, "Lone Bech (CIO)", False),     # approves the lead's own trades
    "henrik": _author(3, "Henrik Dahl – sales", False),
    "analyst": _author(4, "rk-struct", True),         # structuring analyst agent
    "exec": _author(5, "exec-agent", True),
    "oms": _author(6, "OMS", True),
    "settle": _author(7, "vp-settle", True),
    "risk": _author(8, "riskbot", True),
    "news": _author(9, "nyhedsbot", True),
    "relay": _author(10, "broker-bridge", True),
    "ci": _author(11, "ci-deploy", True),
    "alert": _author(12, "px-alerts", True),
    "pnl": _author(13, "pnl-snap", True),
}

ISSUERS = ["Nykredit", "Realkredit Danmark", "Jyske Realkredit", "Nordea Kredit", "DLR Kredit"]
BONDS = [
    # short, long, issuer, isin, base price, coupon
    ("NYK 4% 56", "Nykredit 4% 2056", "Nykredit", "DK0009533401", 97.85, 4.0),
    ("NYK 5% 56", "Nykredit 5% 2056", "Nykredit", "DK0009533575", 100.55, 5.0),
    ("NYK 3,5% 53", "Nykredit 3,5% 2053", "Nykredit", "DK0009536214", 94.10, 3.5),
    ("RD 5% 56", "Realkredit Danmark 5% 2056", "Realkredit Danmark", "DK0004632898", 100.70, 5.0),
    ("RD 4% 53", "Realkredit Danmark 4% 2053", "Realkredit Danmark", "DK0004628462", 97.20, 4.0),
    ("RD 1,5% 53", "Realkredit Danmark 1,5% 2053", "Realkredit Danmark", "DK0004625104", 82.30, 1.5),
    ("Jyske 4,5% 56", "Jyske Realkredit 4,5% 2056", "Jyske Realkredit", "DK0009416755", 99.35, 4.5),
    ("Jyske 3% 53", "Jyske Realkredit 3% 2053", "Jyske Realkredit", "DK0009413231", 90.60, 3.0),
    ("NDA 5% 56", "Nordea Kredit 5% 2056", "Nordea Kredit", "DK0002058542", 100.60, 5.0),
    ("NDA 4% 53", "Nordea Kredit 4% 2053", "Nordea Kredit", "DK0002056173", 97.05, 4.0),
    ("DLR 4% 53", "DLR Kredit 4% 2053", "DLR Kredit", "DK0006348917", 97.00, 4.0),
    ("DLR 5% 56", "DLR Kredit 5% 2056", "DLR Kredit", "DK0006351226", 100.45, 5.0),
]
CPTYS = ["Danske", "Nordea", "Jyske", "SEB", "Nykredit Markets", "Sydbank", "Handelsbanken"]
RELAY_DEALERS = ["Danske Markets", "Nordea Markets", "SEB Copenhagen", "Jyske Markets", "Handelsbanken", "Sydbank"]


def dk(x, nd=2):
    return ("%.*f" % (nd, x)).replace(".", ",")


def px05(x):
    return round(round(x * 20) / 20.0, 2)


class M(object):
    def __init__(self, t, who, content="", kind="chat", embeds=None, ref=None, thread=None):
        self.t = t
        self.who = who
        self.content = content
        self.kind = kind          # hard | noise | near | chat
        self.embeds = embeds
        self.ref = ref
        self.thread = thread      # starter message M if posted in its thread
        self.hard = None
        self.edits = []           # (t, new content, [superseded])
        self.delete_at = None
        self.bulk = False
        self.forget_at = None
        self.removed_snippet = None
        self.pins = []            # (t, who)
        self.reactions = []       # (t, emoji, who)
        self.idiom = None
        self.attachments = None
        self.id = None
        self.ms = None

    def final_text(self):
        c = self.edits[-1][1] if self.edits else self.content
        return c


def embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


# ----------------------------------------------------------------------------
# time profile (seconds from local midnight of the channel-day)

SEGS = [((7.6, 8.5), 7), ((8.5, 10.5), 18), ((10.5, 12.0), 11), ((12.0, 13.0), 5),
        ((13.0, 15.5), 16), ((15.5, 17.0), 8), ((17.0, 19.0), 3), ((19.0, 23.6), 1.5), ((0.2, 7.6), 1.2)]


def day_t(rng):
    tot = sum(w for _, w in SEGS)
    r = rng.random() * tot
    for (a, b), w in SEGS:
        if r < w:
            return rng.uniform(a, b) * 3600
        r -= w
    return rng.uniform(9, 15) * 3600


def H(h, m=0, s=0):
    return h * 3600 + m * 60 + s


# ----------------------------------------------------------------------------
# text pools

CHAT = [
    "morgen 👋 nogen der har set Danske's run i 56'erne?",
    "fixing kl 10:15, husk det",
    "spreads mod swap er lidt bredere i 5%'erne i morges",
    "kaffe? ☕",
    "Bund åbner svagt, ca. -18 ticks",
    "EURDKK stabil omkring 7,4605 — intet nyt fra Nationalbanken",
    "refi-kalenderen for Q1 ligger i drevet nu",
    "lidt tynd likviditet i 3%'erne i dag",
    "real money har været købere af 4%'erne hele ugen, ikke os",
    "swaps: 10y DKK 2,61 bid, kurven lidt fladere",
    "Nordea vil ikke vise en pris i 53'erne, de er ikke hjemme",
    "CITA fixing 1,87 i dag",
    "frokost 🍔 tilbage om 20",
    "Jyske har været stille hele formiddagen",
    "det er en mærkelig dag, ingen flow i 5%'erne overhovedet",
    "spread NYK 5% 56 vs RD 5% 56 er 8 øre, normalt 4-5",
    "kig lige på volumen i de lukkede serier, det er næsten nul",
    "OAS-modellen kører langsomt igen, den hænger på 500 paths",
    "Bloomberg-siden for DK-realkredit er frosset, bruger Nasdaq-skærmen",
    "konverteringssæson = ingen sover ordentligt 😅",
    "husk opsigelsesfristen for januar-terminen nærmer sig",
    "DGB-kurven: 2s10s +6 bp siden mandag",
    "sjov dag i Bund, 128-handlen holder",
    "who's on the phone with Danske? de ringer igen",
    "Euronext Securities siger deres batch kører sent i aften",
    "jeg sidder på Bund-skærmen hvis nogen har brug for det",
    "tak for i dag, jeg logger af kl 18",
    "5y5y DKK swap ser billig ud mod EUR, bare observation",
    "flows: mest pension ind i 4%'erne, bankerne sælger 5%",
    "tror ikke Nationalbanken rører noget før ECB gør",
    "prisen på CK-lån til husejere er steget igen, det holder konverteringen nede",
    "den nye 5,5% serie tiltrækker allerede nye lån, siger Henrik",
    "nogen der har adgang til Totalkredits fordelingstal? linket er dødt",
    "Bund-skærmen blinker rødt, men det er bare en feed-fejl",
    "jeg tager telefonen med Sydbank om 5 min",
    "kan ikke finde sidste uges prepayment-fil, hvem har flyttet den?",
    "DKK-swap: 2y/10y fladere igen, ca. 3 bp siden i går",
    "hvor er Nordea i dag? de har ikke vist noget siden 9",
    "middag kl 19 for dem der er her stadig 🍕",
    "VP-batch kl 17 kører, tjek at alt er matchet før I går",
    "Handelsbanken spørger om vi vil vise 3%'erne, siger nej tak",
    "markedet venter på opsigelsestallene fra Nykredit i morgen",
    "det ligner at de lange renter vil ned igen i eftermiddag",
    "nogen der kan huske hvornår RD lukker 5%'erne for nye lån?",
    "spreads 4% vs 5% 56: 2,85 pts, var 3,10 i sidste uge",
    "OMS'en var nede i 2 min før, nu oppe igen",
    "ny kaffemaskine 🙌 endelig",
    "tak Henrik, god info fra kunden",
    "jeg er tilbage, hvad har jeg misset?",
    "CPR-tallene kommer kl 16 fra Finans Danmark",
]
ACKS = ["ok", "thx", "tak", "👍", "modtaget", "noted", "✅", "👀", "tak 🙏", "fint", "roger"]
REASONS_DK = [
    "konverteringsrisikoen er prissat for højt efter rentefaldet",
    "OAS er 12 bp over 3m-snittet",
    "vi er korte 30y key-rate mod benchmark",
    "refi-auktionen trækker udbuddet ud af markedet",
    "prepayment-tallene var lavere end modellen",
    "negativ konveksitet er for dyr her",
]
REASONS_EN = [
    "OAS screens cheap vs the 3m average.",
    "The conversion option looks overpriced after the rally.",
    "Prepay prints came in below model, so the carry is better than it looks.",
    "We are short 30y key-rate vs benchmark, this closes part of it.",
    "Supply will be thin after the refi auctions.",
]

DRIVERS = [
    "Prepayment speeds in the premium coupons are driven almost entirely by the refinancing incentive: a borrower in a 5% 2056 loan can convert into the 4% 2056 at a price of roughly {p4} and cut the coupon by a full percentage point, which historically triggers CPRs in the {c1}-{c2}% range once the price gap exceeds ~2 points.",
    "Konverteringsgevinsten (the borrower's gain from converting) is above the rule-of-thumb threshold for the 5% series, but the November price action has been choppy and the banks' advisors have been slower than in 2019 to push borrowers through the paperwork.",
    "The realised CPR for the last term came in at {c3}%, versus {c4}% in our model. Most of the gap is explained by a handful of large cooperative-housing (andelsbolig) loans that refinanced early, which we treat as one-offs.",
    "Option-adjusted spreads in the 56-vintage widened {w} bp over the week, about half of it due to the new 5,5% series that pulled investor demand towards higher coupons and left the current coupon without a natural buyer base.",
    "Key-rate exposure is concentrated in the 10y and 30y buckets: the callable bonds shorten sharply when rates fall (negative convexity), so the effective duration of the 5% coupons moved from {d1} to {d2} years in the last 20 bp of the rally.",
    "Supply: the quarterly refinancing auctions roll F-kort and F3 loans and do not directly change the 30y callable float, but dealers tend to hedge the auction bids with DGBs and Bund futures, which leaks into the callable spreads for a day or two.",
    "Model notes: the burnout factor for seasoned pools is estimated on 2009-2025 data; pools that have already seen one conversion wave show CPRs ~35% lower for the same incentive. The 56-vintage pools are almost unseasoned, which makes them the most sensitive.",
    "From a relative-value point of view, issuer differences are small: Nykredit/Totalkredit pools show marginally higher speeds than Realkredit Danmark pools at the same incentive, while Jyske pools are slower because of the borrower mix in Jutland.",
    "EUR/DKK has been pinned near the central parity, so foreign investors have had no FX reason to add or reduce Danish covered bonds; the flow has been domestic pensions versus banks' liquidity portfolios.",
    "The swap curve moved more than the DGB curve this week; DKK swap spreads to DGB narrowed about {w} bp, so callable OAS measured against swaps looks wider than OAS measured against the government curve.",
    "Historically, desks that sold 4% coupons into the conversion window in 2019 and 2021 outperformed those that held by 40-60 cents, but the pattern reversed in 2023 when rates sold off into the notice deadline.",
    "Issuer mix: Totalkredit-originated loans dominate the Nykredit pools, and their advisors have historically been quickest to contact borrowers once the konverteringsgevinst crosses the bank's internal threshold.",
    "The notice deadline (opsigelsesfrist) for the January term is the key date: prepayments announced after it roll into the April term, so any rally after the deadline mostly affects next quarter's CPR, not this one.",
    "Investor base: Danish pension funds hold roughly a third of the callable float and tend to buy dips in the current coupon, while foreign real money concentrates in the non-callable bullets and the highest-coupon callables.",
    "Cheapest-to-deliver logic for the FGBL hedge has not changed; the Bund leg remains sized off the 10y key-rate only and the residual 30y exposure is left to the DKK swap overlay.",
    "Liquidity has thinned ahead of the auctions: average trade size on Nasdaq Copenhagen in the 56-vintage dropped to DKK {c1} mio from {c2} mio a month ago, and the number of dealers showing two-way prices fell to four.",
    "Bund futures remain the most liquid hedge for the outright rates component; the FGBL/DKK 10y swap basis has been stable at {b} bp with a 60-day correlation of 0,92.",
]
CAVEATS = [
    "- CPR model v4.2 is calibrated on term-level data; bond-level deviations of ±3 pct.-points are normal.",
    "- OAS is computed against the DKK swap curve (CITA 6M) with 500 lattice paths; run-to-run noise ≈ 0,5 bp.",
    "- Prices are Nasdaq Copenhagen closing or last-traded; illiquid series may be stale.",
    "- The conversion model ignores the borrower's tax deduction changes proposed for 2027.",
    "- Key-rate DV01 buckets: 2y, 5y, 10y, 20y, 30y; sums may differ from total DV01 due to rounding.",
    "- This is analysis, not a trade instruction, unless a recommendation line says otherwise.",
]


def relay_run(rng, bonds):
    dealer = rng.choice(RELAY_DEALERS)
    lines = ["[relay] %s — run, callable 30y (indikativt)" % dealer, "```"]
    for b in bonds:
        mid = px05(b[4] + rng.uniform(-0.25, 0.25))
        lines.append("%-14s %-13s %s / %s   %dx%d" % (b[0], b[3], dk(mid - 0.05), dk(mid + 0.1),
                                                     rng.choice([25, 50, 100]), rng.choice([25, 50, 100])))
    lines.append("%-14s %-13s %s / %s   %s" % ("DGB 2,25% 33", "DK0009924375", dk(101.0 + rng.uniform(-0.2, 0.2)), dk(101.1 + rng.uniform(-0.2, 0.2)), "100x100"))
    lines.append("%-14s %-13s %s / %s   %s" % ("DKK 10y IRS", "vs 6M CITA", dk(2.59 + rng.uniform(0, 0.05), 3), dk(2.61 + rng.uniform(0, 0.05), 3), "DV01 50k"))
    lines.append("```")
    lines.append("comment: %s" % rng.choice(["axed to sell 5%s, will work orders at mid" % "%",
                                              "better buyer of 4% 56 vs 5% 56 switch, call for size",
                                              "quiet pre-auction, prices indicative only",
                                              "refi auction hedges done, curve steeper"]))
    lines.append("_forwarded from Bloomberg IB chat · %s rates desk · not our orders_" % dealer)
    return "\n".join(lines)


NEWS_BODY = [
    "Meddelelsen er offentliggjort via Nasdaq Copenhagen. Tallene omfatter både konverteringer og ekstraordinære indfrielser; endelige tal følger efter opsigelsesfristen.",
    "Source: company announcement via GlobeNewswire. Figures are preliminary and cover notices received so far; the final term figures will be published after the deadline.",
    "Analytikere havde ventet et lidt lavere tal. Markedsreaktionen har indtil videre været begrænset, og spreads mod swap er stort set uændrede.",
    "Market reaction muted so far; dealers report light two-way flow. The full statement is available on the issuer's investor relations page.",
]


def relay_axe(rng, b):
    dealer = rng.choice(RELAY_DEALERS)
    p = px05(b[4] + rng.uniform(-0.2, 0.2))
    forms = [
        "[relay] %s axe: BUYER of %d mio %s up to %s — real money" % (dealer, rng.choice([100, 150, 200]), b[0], dk(p)),
        "[relay] %s: seller %d mio %s @ %s, can work bigger" % (dealer, rng.choice([50, 75, 100]), b[1], dk(p)),
        "[relay] %s traded %d mio %s @ %s with a pension fund (their print, fyi)" % (dealer, rng.choice([150, 250, 300]), b[0], dk(p)),
    ]
    return rng.choice(forms)


def md_table(rng, bonds):
    rows = ["| Bond | ISIN | Price | CPR model | CPR realised | OAS (bp) | OAD | Convexity |",
            "|---|---|---:|---:|---:|---:|---:|---:|"]
    for b in bonds:
        cpr = max(0.5, (b[5] - 3.4) * 9 + rng.uniform(-2, 2))
        rows.append("| %s | %s | %s | %s%% | %s%% | %d | %s | %s |" % (
            b[1], b[3], dk(px05(b[4] + rng.uniform(-0.3, 0.3))), dk(cpr, 1), dk(max(0.3, cpr + rng.uniform(-3, 2)), 1),
            rng.randint(18, 62), dk(rng.uniform(3.0, 11.5), 1), dk(-rng.uniform(0.4, 3.2), 2)))
    return "\n".join(rows)


def scen_table(rng, b):
    rows = ["| Shift | Price %s | CPR next term | OAD |" % b[0], "|---:|---:|---:|---:|"]
    for s in (-100, -75, -50, -25, 0, 25, 50, 75, 100):
        p = b[4] - s * 0.045 + (0.0 if s >= 0 else s * 0.018)
        rows.append("| %+d bp | %s | %s%% | %s |" % (s, dk(px05(min(p, 102.5))), dk(max(0.8, 8 - s * 0.12 + rng.uniform(-1, 1)), 1),
                                               dk(max(1.2, 7.5 + s * 0.03 + rng.uniform(-0.4, 0.4)), 1)))
    return "\n".join(rows)


def report(rng, kind, bonds, focus, decision=None, runid=None):
    titles = {
        "prepay": "## Prepayment monitor — januar-terminen (run %s)" % runid,
        "oas": "## OAS / key-rate report — callable 30y (run %s)" % runid,
        "refi": "## Refi-auktion preview — %s (run %s)" % (focus[2], runid),
        "konv": "## Konverteringsanalyse — %s (run %s)" % (focus[0], runid),
        "eod": "## EOD wrap — realkredit book (run %s)" % runid,
        "deep": "## Issuer deep dive — %s (run %s)" % (focus[2], runid),
    }
    fmt = dict(p4=dk(px05(97 + rng.uniform(0, 1.6))), c1=rng.randint(8, 14), c2=rng.randint(18, 30),
               c3=dk(rng.uniform(2, 9), 1), c4=dk(rng.uniform(2, 9), 1), w=rng.randint(2, 9),
               d1=dk(rng.uniform(3, 5), 1), d2=dk(rng.uniform(1.5, 3), 1), b=rng.randint(-12, 14))
    out = [titles[kind], ""]
    out.append("**TL;DR**")
    out.append("- Model CPR for %s next term: %s%% (last: %s%%)." % (focus[0], dk(rng.uniform(3, 24), 1), dk(rng.uniform(3, 24), 1)))
    out.append("- OAS vs swaps: %d bp, %+d bp on the week; OAD %s." % (rng.randint(20, 55), rng.randint(-8, 8), dk(rng.uniform(2, 9), 1)))
    out.append("- Refi-auktioner: %d series this round, total DKK %d mia., first auction %s." % (
        rng.randint(6, 14), rng.randint(40, 90), rng.choice(["mandag kl 10:00", "tirsdag kl 10:30", "næste uge"])))
    out.append("")
    out.append("### Bond-level prepayment and OAS")
    out.append(md_table(rng, bonds))
    out.append("")
    out.append("### Drivers")
    drv = rng.sample(DRIVERS, 6)
    for d in drv[:2]:
        out.append(d.format(**fmt))
        out.append("")
    out.append("### Rate scenarios")
    out.append(scen_table(rng, focus))
    out.append("")
    alt = rng.choice([b for b in BONDS if b[0] != focus[0]])
    out.append("For comparison, %s under the same shifts:" % alt[0])
    out.append("")
    out.append(scen_table(rng, alt))
    out.append("")
    for d in drv[2:]:
        out.append(d.format(**fmt))
        out.append("")
    out.append("### Key-rate DV01 (book, DKK/bp)")
    out.append("| Bucket | Callables | DGB | FGBL | DKK IRS | Net | Limit |")
    out.append("|---|---:|---:|---:|---:|---:|---:|")
    for bk, lim in (("2y", 150), ("5y", 250), ("10y", 350), ("20y", 300), ("30y", 450)):
        a1, a2, a3, a4 = rng.randint(-420, -40), rng.randint(0, 90), rng.randint(0, 160), rng.randint(0, 120)
        out.append("| %s | %dk | %dk | %dk | %dk | %dk | ±%dk |" % (bk, a1, a2, a3, a4, a1 + a2 + a3 + a4, lim))
    out.append("")
    out.append("### Refi-auktioner (kalender)")
    out.append("| Issuer | Series | Amount (DKK mia.) | Date | Comment |")
    out.append("|---|---|---:|---|---|")
    for iss in ISSUERS:
        out.append("| %s | %s | %s | %s | %s |" % (iss, rng.choice(["F3 jan-27", "F5 jan-27", "F-kort", "CITA6 jan-27"]),
                                               dk(rng.uniform(2, 25), 1), rng.choice(["24. nov", "25. nov", "26. nov", "27. nov", "1. dec"]),
                                               rng.choice(["rullende", "stor", "lille serie", "ESG-tag", "ingen ændring"])))
    out.append("")
    out.append("### Flow & supply")
    for d in drv[4:]:
        out.append(d.format(**fmt))
        out.append("")
    out.append("### Issuer notes")
    for iss in ISSUERS:
        out.append("- **%s**: %s; pool CPR %s%% vs model %s%%, OAS %+d bp w/w. %s" % (
            iss, rng.choice(["notices running ahead of last term", "notices in line with model", "slower than peers, borrower mix",
                             "advisors pushing conversions actively", "little activity outside the 5% series"]),
            dk(rng.uniform(2, 20), 1), dk(rng.uniform(2, 20), 1), rng.randint(-6, 6),
            rng.choice(["The new 5,5% series is absorbing most new lending.", "Refi auction size unchanged vs last quarter.",
                        "Investor demand concentrated in the shorter callables.", "No change to our issuer ranking.",
                        "Green (ESG) tagged series trade 1-2 øre rich to the standard series."])))
    out.append("")
    out.append("Dealer runs relayed today were %s; the bid/offer in the 56-vintage averaged %d øre versus %d øre last month." % (
        rng.choice(["two-way and tight", "skewed to offers", "patchy before the fixing"]), rng.randint(8, 20), rng.randint(8, 20)))
    out.append("")
    out.append("### Positioning")
    pre = rng.choice([
        "The book is long the 56-vintage against DGB and Bund hedges, with total DV01 inside the desk limit.",
        "Current exposure: long callable 30y, short FGBL and paying DKK 10y as the duration hedge.",
        "Net exposure is modest; most of the risk sits in the 30y key-rate bucket.",
    ])
    post = rng.choice([
        "Carry remains positive in all but the -100 bp scenario.",
        "Hedge ratios are re-estimated daily from the lattice OAD.",
        "None of this changes the hedge ratios for the Bund leg.",
    ])
    if decision:
        out.append("%s %s %s" % (pre, decision, post))
    else:
        out.append("%s %s" % (pre, post))
    out.append("")
    out.append("### Caveats")
    out.extend(rng.sample(CAVEATS, 4))
    out.append("")
    out.append("_rk-oas v3.14 · 500 paths · curve DKK swap/CITA · generated %s_" % runid)
    return "\n".join(out)


def stacktrace(rng, isin):
    frames = [
        ('/srv/rk/oas/engine.py', 412, 'run_lattice'),
        ('/srv/rk/oas/lattice.py', 188, 'step_back'),
        ('/srv/rk/oas/prepay.py', 97, 'cpr_for_node'),
        ('/srv/rk/oas/prepay.py', 141, '_burnout'),
        ('/usr/lib/python3.11/concurrent/futures/_base.py', 456, 'result'),
        ('/srv/rk/oas/curves.py', 63, 'discount'),
    ]
    lines = ["rk-struct: OAS batch %s failed, retrying with 250 paths" % rng.randint(1000, 9999), "```", "Traceback (most recent call last):"]
    for _ in range(rng.randint(2, 3)):
        for f, ln, fn in frames:
            lines.append('  File "%s", line %d, in %s' % (f, ln + rng.randint(0, 3), fn))
            lines.append("    %s" % rng.choice(["return self._step(node, t - 1)", "cpr = self.model.cpr(node.incentive, pool)",
                                                 "raise ValueError(msg)", "df = np.exp(-r * dt)", "return self.__get_result()"]))
    lines.append("ValueError: negative CPR (-0.0%d) for %s in scenario -100bp, node t=%d" % (rng.randint(1, 9), isin, rng.randint(10, 359)))
    lines.append("```")
    return "\n".join(lines)


# ----------------------------------------------------------------------------
# one channel-day


class Day(object):
    def __init__(self, seed, ch, day, label_idioms):
        self.rng = random.Random("%s|%d|%d|%d" % (DESK, seed, ch, day))
        self.msgs = []
        self.ch = ch
        self.label_idioms = label_idioms
        self.oids = []
        self.runs = 0

    def add(self, t, who, content="", kind="chat", **kw):
        m = M(t, who, content, kind, **kw)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.kind = "hard"
        m.hard = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}
        if idiom and self.label_idioms:
            m.idiom = (idiom, etype)
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom and self.label_idioms:
            m.idiom = (idiom, "not_hard")
        return m

    def oid(self):
        while True:
            o = "RK-%06X" % self.rng.randint(0x100000, 0xFFFFFF)
            if o not in self.oids:
                self.oids.append(o)
                return o

    def runid(self):
        self.runs += 1
        return "%s-%02d" % (self.rng.choice(["a", "b", "c", "d"]) + str(self.rng.randint(100, 999)), self.runs)


def build_day(seed, ch, day, label_idioms):
    D = Day(seed, ch, day, label_idioms)
    rng = D.rng
    iss = list(ISSUERS)
    rng.shuffle(iss)
    held_iss, watch_iss, other_iss = iss[:3], iss[3], iss[4]
    held = []
    for i in held_iss:
        bs = [b for b in BONDS if b[2] == i]
        rng.shuffle(bs)
        held.extend(bs[:2] if len(held) < 3 else bs[:1])
    held = held[:5]
    watch = [b for b in BONDS if b[2] == watch_iss]
    other = [b for b in BONDS if b[2] == other_iss]
    notheld_same = [b for b in BONDS if b[2] in held_iss and b not in held]
    fut_px = round(128.0 + rng.uniform(-1.2, 1.2), 2)
    dgb = ("DGB 2,25% 2033", "Danske Stat 2,25% 2033", "Danmarks Nationalbank", "DK0009924375", 101.10, 2.25)

    # ------------------------------------------------------------ stories
    S = rng.choice([4, 5, 5, 6])
    kinds = ["buried", "structured", "shorthand", "hedge"] + rng.sample(["untagged", "tagged", "shorthand_isin", "hedge"], S - 4)
    rng.shuffle(kinds)
    outcomes = ["reject", "resize", "partial_cancel"] + ["full"] * (S - 3)
    rng.shuffle(outcomes)
    slots = sorted(rng.sample(range(0, 40), S))
    starts = [H(8, 25) + s * 660 + rng.randint(0, 200) for s in slots]
    fill_phr = ["pipe", "embed", "prose", "pipe", "embed", "tagged"]
    rng.shuffle(fill_phr)
    conf_phr = ["pipe", "embed"] * 4
    rng.shuffle(conf_phr)
    appr_forms = list(range(5))
    rng.shuffle(appr_forms)
    stop_candidate = None
    fill_msgs = []
    deleted_dup_fill = None
    edited_fill = [False]
    hedge_insts = ["fut", "swap", "fx", "dgb"]
    rng.shuffle(hedge_insts)
    first_proposal_done = [False]
    splits = [0]

    for k in range(S):
        kind, outcome, t = kinds[k], outcomes[k], starts[k]
        buy = rng.random() < 0.55
        inst = {}
        if kind == "hedge":
            h = hedge_insts.pop()
            if h == "fut":
                lots = rng.choice([40, 60, 80, 120])
                p = dk(fut_px + rng.uniform(-0.2, 0.2))
                buy = False
                inst = dict(kind="fut", name="FGBL Dec26", long="Euro-Bund FGBL Dec26", sym="FGBLZ6", isin=None,
                            size="%d lots" % lots, qty=lots, px=p, venue="XEUR", side_dk="sælg", SIDE="SELL", unit="lots")
            elif h == "swap":
                sz = rng.choice([100, 150, 250])
                r = dk(2.58 + rng.uniform(0, 0.08), 3) + "%"
                buy = True
                inst = dict(kind="swap", name="DKK 10y IRS", long="DKK 10y IRS vs CITA 6M", sym="DKK-IRS-10Y", isin=None,
                            size="%d mio" % sz, qty=sz, px=r, venue="OTC", side_dk="pay", SIDE="PAY", unit="mio")
            elif h == "fx":
                sz = rng.choice([10, 20, 25])
                p = dk(7.4600 + rng.uniform(0, 0.0015), 4)
                buy = False
                inst = dict(kind="fx", name="EURDKK", long="EURDKK spot", sym="EURDKK", isin=None,
                            size="EUR %d mio" % sz, qty=sz, px=p, venue="FXALL", side_dk="sælg", SIDE="SELL", unit="mio")
            else:
                sz = rng.choice([50, 100, 150])
                p = dk(px05(dgb[4] + rng.uniform(-0.3, 0.3)))
                buy = True
                inst = dict(kind="dgb", name=dgb[0], long=dgb[1], sym=dgb[3], isin=dgb[3],
                            size="%d mio" % sz, qty=sz, px=p, venue="XCSE", side_dk="køb", SIDE="BUY", unit="mio")
        else:
            b = rng.choice(held if not buy else held + watch)
            sz = rng.choice([25, 40, 50, 75, 100])
            p = dk(px05(b[4] + rng.uniform(-0.25, 0.25)))
            inst = dict(kind="bond", name=b[0], long=b[1], sym=b[3], isin=b[3], bond=b, size="%d mio" % sz, qty=sz, px=p,
                        venue="XCSE", side_dk="køb" if buy else "sælg", SIDE="BUY" if buy else "SELL", unit="mio")
        name, size, p, SIDE, side_dk = inst["name"], inst["size"], inst["px"], inst["SIDE"], inst["side_dk"]

        # ---- proposal
        approver = "mads"
        if kind == "buried":
            dec = rng.choice([
                "**Recommendation:** %s DKK %s %s (%s) at %s or better; the conversion option is mispriced by our model." % (
                    "buy" if buy else "sell", size, inst["long"], inst["isin"], p),
                "On that basis the desk should **%s DKK %s %s at %s** this morning, before the auction hedging hits the screens." % (
                    "buy" if buy else "sell", size, inst["long"], p),
            ])
            content = report(rng, rng.choice(["oas", "prepay"]), rng.sample(BONDS, 11), inst["bond"], dec, D.runid())
            prop = D.add(t, "analyst", content)
            D.hard(prop, "trade_proposal", [inst["long"], "buy" if buy else "sell", "DKK " + size, p], "buried",
                   "recommendation buried mid-report")
        elif kind == "structured":
            js = {"type": "trade_proposal", "desk": "RK-CPH", "side": SIDE, "isin": inst["isin"], "bond": name,
                  "nominal": size, "limit": p, "stop": dk(px05(float(p.replace(",", ".")) + (-0.7 if buy else 0.7))),
                  "rationale": rng.choice(REASONS_EN)}
            content = "```json\n" + json.dumps(js, ensure_ascii=False) + "\n```"
            prop = D.add(t, "analyst", content)
            D.hard(prop, "trade_proposal", [inst["isin"], SIDE, size, p], "structured", "agent JSON proposal in code block")
        elif kind == "shorthand":
            who = rng.choice(["sofie", "sofie", "mads"])
            stop = dk(px05(float(p.replace(",", ".")) + (-0.75 if buy else 0.75)))
            content = "%s %s %s @ %s stop %s" % (side_dk, size, name, p, stop)
            prop = D.add(t, who, content)
            D.hard(prop, "trade_proposal", [name, side_dk, size, p], "shorthand",
                   "Danish shorthand proposal with decimal comma")
            approver = "lone" if who == "mads" else "mads"
        elif kind == "shorthand_isin":
            who = "sofie"
            tok = "%s %dmm" % ("b" if buy else "s", inst["qty"])
            content = "%s %s @ %s" % (tok, inst["isin"], p)
            prop = D.add(t, who, content)
            D.hard(prop, "trade_proposal", [inst["isin"], tok, p], "shorthand", "ISIN-only b/s shorthand with mm size")
        elif kind == "tagged":
            who = rng.choice(["sofie", "mads"])
            content = "[FORSLAG] %s DKK %s %s (%s) limit %s.\nBegrundelse: %s" % (
                side_dk.upper(), size, inst["long"], inst["isin"], p, rng.choice(REASONS_DK))
            prop = D.add(t, who, content)
            D.hard(prop, "trade_proposal", [inst["long"], side_dk.upper(), size, p], "tagged", "[FORSLAG] tag")
            approver = "lone" if who == "mads" else "mads"
        elif kind == "untagged":
            who = rng.choice(["sofie", "mads"])
            verb = "købe" if buy else "sælge"
            content = "Jeg vil gerne %s %s %s i dag, %s %s. %s" % (
                verb, size, name, "op til" if buy else "ned til", p, rng.choice(REASONS_EN))
            prop = D.add(t, who, content)
            D.hard(prop, "trade_proposal", [name, verb, size, p], "untagged", "Danish prose 'jeg vil gerne købe'")
            approver = "lone" if who == "mads" else "mads"
        else:  # hedge
            who = rng.choice(["sofie", "mads"])
            if inst["kind"] == "fut":
                content = "%s %s %s @ %s som hedge mod 56'erne" % (side_dk, size, name, p)
            elif inst["kind"] == "swap":
                content = "pay %s %s @ %s mod CITA — DV01-hedge af callable-bogen" % (size, name, p)
            elif inst["kind"] == "fx":
                content = "sælg %s EURDKK @ %s, funding til kronekøbet" % (size, p)
            else:
                content = "køb %s %s @ %s — parkerer cash til refi" % (size, name, p)
            prop = D.add(t, who, content)
            D.hard(prop, "trade_proposal", [name, side_dk, size, p], "shorthand", "hedge leg shorthand (lots / pay)")
            approver = "lone" if who == "mads" else "mads"
        if not first_proposal_done[0]:
            first_proposal_done[0] = True
        proposer = prop.who

        # optional near-miss question before approval
        t += rng.randint(60, 240)
        if rng.random() < 0.45:
            qa = rng.choice([("hvad er DV01 på det?", "ca. %dk DKK/bp" % rng.randint(15, 90)),
                             ("hvorfor ikke vente til efter fixing?", "vi risikerer at miste niveauet"),
                             ("er det hele størrelsen eller kun første clip?", "første clip, resten efter auktionen"),
                             ("hvem viser prisen?", "Danske og Nordea, begge i markedet")])
            q = D.add(t, approver, qa[0], ref=prop)
            D.near(q, "question reply to a proposal")
            t += rng.randint(40, 180)
            D.add(t, proposer, qa[1], ref=q)
            t += rng.randint(60, 200)

        # ---- approval / rejection
        if outcome == "reject":
            form = rng.choice([0, 1])
            if form == 0:
                c = "nej, ikke før refi-auktionen er overstået. %s afvist." % name
                facts = ["afvist", name]
            else:
                c = "rejected — %s: vi er allerede fulde på 30y key-rate" % name
                facts = ["rejected", name]
            a = D.add(t, approver, c, ref=prop)
            D.hard(a, "trade_approval", facts, "reply", "rejection by reply ('afvist')" if form == 0 else "English 'rejected' reply")
            t += rng.randint(60, 300)
            D.add(t, proposer, rng.choice(["ok, parkerer den", "forstået, vi tager den i morgen", "noted, holder den"]) if proposer != "analyst"
                  else "Acknowledged. Proposal withdrawn; will re-run after the auction.", ref=a)
            continue
        form = appr_forms[k % len(appr_forms)]
        lim_word = "max" if buy else "min"
        if form == 0:
            c, facts = "ok kør %s" % size, ["ok kør", size]
            idi = "'ok kør' reply approval"
        elif form == 1:
            c, facts = "godkendt ✅ %s, %s %s" % (name, lim_word, p), ["godkendt", name, p]
            idi = "'godkendt' reply approval"
        elif form == 2:
            c, facts = "👍 send it, %s %s" % (lim_word, p), ["send it", p]
            idi = "emoji + 'send it' reply approval"
        elif form == 3:
            c, facts = "ja, kør den. %s er fint" % size, ["kør den", size]
            idi = "'ja, kør den' reply approval"
        else:
            c, facts = "approved — %s, %s" % (name, size), ["approved", name, size]
            idi = "English 'approved' reply"
        a = D.add(t, approver, c, ref=prop)
        D.hard(a, "trade_approval", facts, "reply", idi)
        if k == 0 or rng.random() < 0.3:
            prop.reactions.append((t + 20, "📌", "mads"))
        if rng.random() < 0.5:
            a.reactions.append((t + rng.randint(5, 60), "👍", proposer if proposer != "analyst" else "sofie"))
        t += rng.randint(30, 120)

        qty = inst["qty"]
        oid = D.oid()
        if outcome == "resize":
            new_qty = max(10, int(qty * rng.choice([0.5, 0.6])) // 5 * 5)
            unit_txt = inst["unit"]
            y = ("```yaml\nriskbot:\n  event: ORDER_RESIZED\n  order: %s\n  instrument: %s\n  requested: %d %s\n  allowed: %d %s\n"
                 "  reason: keyrate_dv01_30y cap 450k DKK/bp\n  action: order sent with allowed size\n```") % (
                oid, name, qty, unit_txt, new_qty, unit_txt)
            r = D.add(t, "risk", y)
            D.hard(r, "risk_limit", ["ORDER_RESIZED", oid, "allowed: %d %s" % (new_qty, unit_txt)], "structured",
                   "risk engine resizes order (YAML)")
            qty = new_qty
            t += rng.randint(10, 40)
        # ---- confirmation
        cp = conf_phr[k]
        nominal = str(qty * 1000000) if inst["unit"] == "mio" else str(qty)
        if cp == "pipe":
            c = "OMS|ACK|%s|%s|%s|%s|nom=%s|lmt=%s|venue=%s|status=WORKING" % (
                oid, SIDE, inst["sym"], inst["long"], nominal, p, inst["venue"])
            cm = D.add(t, "oms", c)
            D.hard(cm, "trade_confirmation", [oid, "WORKING", SIDE, inst["sym"]], "structured", "OMS pipe ACK line")
        else:
            emb = [{"title": "Order accepted", "description": inst["long"], "author": "OMS",
                    "fields": [{"name": "Side", "value": SIDE, "inline": True},
                               {"name": "Instrument", "value": inst["sym"], "inline": True},
                               {"name": "Nominal", "value": nominal, "inline": True},
                               {"name": "Limit", "value": p, "inline": True},
                               {"name": "Status", "value": "ACCEPTED", "inline": True}],
                    "footer": "order %s · venue %s" % (oid, inst["venue"])}]
            cm = D.add(t, "oms", "", embeds=emb)
            D.hard(cm, "trade_confirmation", [oid, "ACCEPTED", SIDE, inst["sym"]], "embed", "embed-only OMS order card")
        t += rng.randint(60, 900)
        # ---- fills
        if outcome == "partial_cancel":
            parts = [max(5, qty // 2 // 5 * 5)]
        elif rng.random() < 0.3 and qty >= 40 and splits[0] < (3 if S < 6 else 1):
            splits[0] += 1
            f1 = qty // 2 // 5 * 5
            parts = [f1, qty - f1]
        else:
            parts = [qty]
        left = qty
        base = float(p.rstrip("%").replace(",", "."))
        nd = 3 if inst["kind"] == "swap" else (4 if inst["kind"] == "fx" else 2)
        for j, fq in enumerate(parts):
            left -= fq
            if inst["kind"] == "swap":
                fpx = dk(base + rng.choice([-0.001, 0, 0.001]), 3) + "%"
                base_s = p.rstrip("%")
                fpx = dk(float(base_s.replace(",", ".")) + rng.choice([-0.001, 0.0, 0.001]), 3) + "%"
            elif inst["kind"] == "fx":
                fpx = dk(base + rng.choice([-0.0001, 0, 0.0001]), 4)
            else:
                fpx = dk(base + rng.choice([-0.02, -0.01, 0, 0.01]) * (1 if buy else -1), 2)
            fp = fill_phr[(k + j) % len(fill_phr)]
            cpty = rng.choice(CPTYS)
            fnom = str(fq * 1000000) if inst["unit"] == "mio" else str(fq)
            lnom = str(left * 1000000) if inst["unit"] == "mio" else str(left)
            if fp == "pipe":
                c = "OMS|FILL|%s|%s|%s|qty=%s|px=%s|leaves=%s|cpty=%s" % (oid, SIDE, inst["sym"], fnom, fpx, lnom, cpty)
                fm = D.add(t, "oms", c)
                D.hard(fm, "trade_fill", [oid, SIDE, "qty=" + fnom, "px=" + fpx], "structured", "OMS pipe FILL line")
                if not edited_fill[0] and inst["kind"] == "bond":
                    edited_fill[0] = True
                    newpx = dk(base + 0.03 * (1 if buy else -1) + (0.0 if fpx != dk(base + 0.03 * (1 if buy else -1)) else 0.01), 2)
                    if newpx == fpx:
                        newpx = dk(base + 0.05, 2)
                    c2 = c.replace("px=" + fpx, "px=" + newpx) + "|corr=1"
                    fm.edits.append((t + rng.randint(120, 600), c2, ["px=" + fpx]))
                    fm.hard["facts"] = [oid, SIDE, "qty=" + fnom, "px=" + newpx]
                    fm.idiom = ("fill price corrected by edit", "trade_fill") if D.label_idioms else None
                if deleted_dup_fill is None:
                    deleted_dup_fill = (t, c)
            elif fp == "embed":
                emb = [{"title": "Execution report", "description": "%s %s" % (SIDE, inst["long"]), "author": "OMS",
                        "fields": [{"name": "Side", "value": SIDE, "inline": True},
                                   {"name": "Qty", "value": fnom, "inline": True},
                                   {"name": "Price", "value": fpx, "inline": True},
                                   {"name": "Leaves", "value": lnom, "inline": True},
                                   {"name": "Counterparty", "value": cpty, "inline": True}],
                        "footer": "order %s · venue %s" % (oid, inst["venue"])}]
                fm = D.add(t, "oms", "", embeds=emb)
                D.hard(fm, "trade_fill", [oid, SIDE, fnom, fpx], "embed", "embed-only execution report")
            elif fp == "prose":
                verb = "købt" if buy else "solgt"
                if inst["kind"] == "swap":
                    verb = "betalt"
                fq_txt = "%d %s" % (fq, inst["unit"]) if inst["kind"] != "fx" else "EUR %d mio" % fq
                c = "%s %s %s på %s %s %s%s" % (verb, fq_txt, name, fpx, "af" if buy else "til", cpty,
                                                 ", resten arbejder" if left else "")
                fm = D.add(t, "sofie", c)
                D.hard(fm, "trade_fill", [verb, fq_txt, name, fpx], "untagged", "trader prose fill 'købt ... på'")
            else:
                fq_txt = "%d %s" % (fq, inst["unit"]) if inst["kind"] != "fx" else "EUR %d mio" % fq
                sw = {"BUY": "BOUGHT", "SELL": "SOLD", "PAY": "PAID"}[SIDE]
                c = "[FILL] %s %s %s @ %s (%s) ord %s" % (name, sw, fq_txt, fpx, cpty, oid)
                fm = D.add(t, "exec", c)
                D.hard(fm, "trade_fill", [name, sw, fq_txt, fpx], "tagged", "[FILL] tag by exec agent")
            fill_msgs.append(fm)
            if rng.random() < 0.35:
                D.add(t + rng.randint(20, 120), rng.choice(["mads", "sofie"]), rng.choice(ACKS), kind="noise", ref=fm)
            # settlement noise
            sd = rng.choice(["T+2", "T+1"])
            D.add(t + rng.randint(300, 1500), "settle",
                  "evt=SETTLE_INSTR ref=%s csd=VP-EuronextSecurities sd=%s status=MATCHED ssi=ok" % (oid, sd), kind="noise")
            t += rng.randint(90, 1200)
        if outcome == "partial_cancel":
            c = "OMS|CXL|%s|status=CANCELLED|leaves=0|cxl_qty=%s|reason=user" % (oid, str(left * 1000000) if inst["unit"] == "mio" else str(left))
            cx = D.add(t, "oms", c)
            D.hard(cx, "trade_confirmation", [oid, "CANCELLED"], "structured", "OMS cancel of remainder")
            t += 60
        if stop_candidate is None and inst["kind"] == "bond" and buy:
            stop_candidate = (inst, t, base)

    # ------------------------------------------------------------ stop edited twice
    if stop_candidate is None:
        b = held[0]
        base = px05(b[4])
        inst = dict(name=b[0])
        ts = H(11, 5)
    else:
        inst, ts, base = stop_candidate
        ts += rng.randint(120, 400)
    s1, s2, s3 = dk(px05(base - 0.8)), dk(px05(base - 0.6)), dk(px05(base - 0.4))
    sm = D.add(ts, "mads", "stop %s: %s" % (inst["name"], s1))
    D.hard(sm, "stop_or_target_change", [inst["name"], s3], "shorthand", "stop moved twice by editing the same message")
    e1 = min(ts + rng.randint(3000, 7000), H(20, 0))
    e2 = min(e1 + rng.randint(2400, 6000), H(22, 30))
    sm.edits.append((e1, "stop %s: %s" % (inst["name"], s2), [s1]))
    sm.edits.append((e2, "stop %s: %s (flyttet op efter fixing)" % (inst["name"], s3), [s2]))
    sm.pins.append((ts + 45, "mads"))
    sm.reactions.append((ts + 40, "📌", "mads"))

    # other stop/target changes
    hb = rng.choice(held)
    tgt = dk(px05(hb[4] + 0.9))
    tm = D.add(H(13, 40) + rng.randint(0, 3000), "mads", "target på %s hæves til %s — vi lader den køre" % (hb[0], tgt))
    D.hard(tm, "stop_or_target_change", [hb[0], "target", tgt], "untagged", "target raised in Danish prose")
    fstop = dk(fut_px + 0.9)
    js = {"type": "stop_update", "instrument": "FGBL Dec26", "position": "short", "stop": fstop, "set_by": "mads"}
    fm = D.add(H(10, 20) + rng.randint(0, 2400), "analyst", "stop registered:\n```json\n%s\n```" % json.dumps(js))
    D.hard(fm, "stop_or_target_change", ["FGBL Dec26", fstop], "structured", "agent JSON stop_update")
    if S < 6 and rng.random() < 0.6:
        hb2 = rng.choice(held)
        rm = D.add(H(15, 10) + rng.randint(0, 2400), "sofie", "fjerner stoppet på %s — vi holder den til refi" % hb2[0])
        D.hard(rm, "stop_or_target_change", ["fjerner stoppet", hb2[0]], "untagged")
    # near-miss: stop suggestion without decision
    ns = D.add(day_t(rng), "sofie", "et stop omkring %s ville nok give mening på %s, men det er din beslutning" % (dk(px05(held[1][4] - 1.0)), held[1][0]))
    D.near(ns, "stop suggestion, no decision")

    # ------------------------------------------------------------ risk limits
    y = ("```yaml\nrisk:\n  book: RK-CALLABLE\n  event: LIMIT_BREACH\n  metric: keyrate_dv01_30y\n  value: -%dk DKK/bp\n"
         "  limit: -450k DKK/bp\n  status: new buys in 30y bucket BLOCKED until back inside\n```") % rng.randint(462, 540)
    rb = D.add(H(12, 10) + rng.randint(0, 5400), "risk", y)
    D.hard(rb, "risk_limit", ["LIMIT_BREACH", "keyrate_dv01_30y", "BLOCKED"], "structured", "YAML risk breach block")
    newlim = rng.choice(["1,8m", "1,6m", "2,0m"])
    lm = D.add(H(9, 5) + rng.randint(0, 1500), "mads",
               "ny grænse fra nu: total DV01 max %s DKK/bp, 30y key-rate 450k. Lone har godkendt." % newlim)
    D.hard(lm, "risk_limit", ["total DV01", newlim, "450k"], "untagged", "limit set in Danish prose")
    lm.pins.append((lm.t + 30, "mads"))
    lm.reactions.append((lm.t + 25, "📌", "mads"))
    if S < 6 or rng.random() < 0.3:
        emb = [{"title": "Limit change", "description": "RK-CALLABLE", "author": "riskbot",
                "fields": [{"name": "Metric", "value": "keyrate_dv01_10y", "inline": True},
                           {"name": "New limit", "value": "-%dk DKK/bp" % rng.choice([300, 320, 350]), "inline": True},
                           {"name": "Effective", "value": "immediately", "inline": True},
                           {"name": "Approved by", "value": "Lone Bech", "inline": True}],
                "footer": "risk engine · limit set v%d" % rng.randint(100, 400)}]
        le = D.add(H(16, 5) + rng.randint(0, 1800), "risk", "", embeds=emb)
        D.hard(le, "risk_limit", ["keyrate_dv01_10y", emb[0]["fields"][1]["value"]], "embed", "embed limit change card")

    # ------------------------------------------------------------ news
    nb = rng.choice(held)
    cpr = dk(rng.uniform(4, 18), 1)
    n1 = D.add(H(6, 45) + rng.randint(0, 3000), "news",
               "🇩🇰 %s: førtidsindfrielser i %s (%s) %s%% til januar-terminen, mod %s%% i oktober" % (
                   nb[2], nb[1], nb[3], cpr, dk(rng.uniform(2, 9), 1)))
    n1.content += "\n" + rng.choice(NEWS_BODY)
    D.hard(n1, "held_position_news", [nb[2], nb[1], cpr + "%"], "untagged", "issuer prepayment headline on held bond")
    nb2 = rng.choice([b for b in held if b[2] != nb[2]] or held)
    n2 = D.add(H(11, 30) + rng.randint(0, 9000), "news",
               "%s åbner ny 5,5%% 2056-serie; %s lukkes for nye lån fra fredag (selskabsmeddelelse)" % (nb2[2], nb2[1].replace(nb2[2] + " ", "")))
    n2.content += "\n" + rng.choice(NEWS_BODY)
    D.hard(n2, "held_position_news", [nb2[2], nb2[1].replace(nb2[2] + " ", ""), "lukkes"], "untagged", "held bond named by issuer + coupon only")
    n3 = D.add(H(10, 35) + rng.randint(0, 1800), "news",
               "Finanzagentur: 10y Bund reopening EUR 4bn tails %s bp — FGBL Dec26 -%d ticks" % (dk(rng.uniform(0.5, 2.0), 1), rng.randint(20, 45)))
    D.hard(n3, "held_position_news", ["Bund", "FGBL Dec26"], "untagged", "underlying news of held Bund future hedge")
    wb = rng.choice(watch)
    w1 = D.add(H(8, 10) + rng.randint(0, 20000), "news",
               "%s: refinansieringsauktion i %s flyttet til %s; udbud DKK %d mia." % (
                   wb[2], wb[1], rng.choice(["tirsdag", "onsdag", "næste mandag"]), rng.randint(3, 12)))
    w1.content += "\n" + rng.choice(NEWS_BODY)
    D.hard(w1, "watchlist_news", [wb[2], wb[1], "refinansieringsauktion"], "untagged", "watchlist issuer auction news")
    if S < 6 and rng.random() < 0.6:
        w2 = D.add(H(14, 0) + rng.randint(0, 6000), "news",
                   "Finanstilsynet: %s skal øge sin kapitalbuffer med %s mia. kr. efter inspektion" % (wb[2], dk(rng.uniform(0.5, 2.5), 1)))
        D.hard(w2, "watchlist_news", [wb[2], "Finanstilsynet", "kapitalbuffer"], "untagged")
    # not held / generic news (near-misses)
    ob = rng.choice(other)
    for txt, idi in [
        ("%s: prepayments i %s %s%% (ikke i bogen)" % (ob[2], ob[1], dk(rng.uniform(2, 15), 1)), "issuer news on bond not held"),
        ("Nationalbanken holder renten uændret; udlånsrente %s%%, indskudsbevisrente %s%%" % (dk(1.85 + rng.choice([0, 0.25]), 2), dk(1.60 + rng.choice([0, 0.25]), 2)), "central bank headline, generic"),
        ("Finanstilsynet offentliggør tilsynsdiamant-opgørelse for 2026 — alle realkreditinstitutter inden for grænserne", None),
        ("%s udsteder DKK %d mia. i ny grøn obligation %s" % (ob[2], rng.randint(2, 8), rng.choice(["SDO 4% 2056", "SDO 1% 2035"])), None),
        ("ECB's Lane: 'no rush' on further cuts — EUR rates +3 bp", None),
    ]:
        nm = D.add(day_t(rng), "news", txt + "\n" + rng.choice(NEWS_BODY))
        D.near(nm, idi)
    if notheld_same:
        nh = rng.choice(notheld_same)
        nm = D.add(day_t(rng), "news", "%s: udtræk i %s (%s) %s%% — lukket serie" % (nh[2], nh[1], nh[3], dk(rng.uniform(1, 6), 1)))
        D.near(nm, "same issuer, bond not held")

    # ------------------------------------------------------------ thread: konvertering
    tb = held[0]
    t0 = H(10, 40) + rng.randint(0, 1800)
    starter = D.add(t0, "mads", "🧵 konvertering %s — hold snakken her så kanalen ikke drukner" % tb[0])
    T = starter
    tt = t0 + 60
    D.add(tt, "analyst", report(rng, "konv", rng.sample(BONDS, 9), tb, None, D.runid()), kind="near", thread=T)
    tt += rng.randint(200, 500)
    D.add(tt, "sofie", "hvor følsom er CPR'en hvis 10y falder 25 bp mere?", thread=T, kind="near")
    tt += rng.randint(100, 300)
    D.add(tt, "analyst", "About +%s pct.-points on the next term for %s; the 5%% coupons react twice as much." % (dk(rng.uniform(2, 6), 1), tb[0]), thread=T)
    tt += rng.randint(200, 500)
    rt = D.add(tt, "analyst", "Routing the %s refi-auction bid file for %s to exec-agent for the 10:30 window; Sofie reviews the sizes." % (tb[2], tb[0]), thread=T)
    D.hard(rt, "route_decision", ["Routing", tb[0], "exec-agent"], "untagged", "route to execution agent (thread)")
    tt += rng.randint(30, 90)
    D.add(tt, "exec", "exec-agent: picked up job %d (%s bid file)" % (rng.randint(4000, 4999), tb[0]), thread=T, kind="noise")
    tt += rng.randint(300, 900)
    th = D.add(tt, "mads", "ok, jeg skifter syn på %s: fra positiv til neutral. Konverteringsrisikoen er for stor over 98." % tb[0], thread=T)
    D.hard(th, "thesis_update", [tb[0], "fra positiv til neutral"], "untagged", "Danish thesis change in thread")
    tt += rng.randint(100, 400)
    hy = D.add(tt, "henrik", "hvad hvis vi købte 5%'erne i stedet og hedgede med FGBL? bare en tanke", thread=T)
    D.near(hy, "hypothetical 'hvad hvis vi købte'")
    tt += rng.randint(100, 300)
    D.add(tt, "mads", "ikke i dag", thread=T, ref=hy)
    tt += rng.randint(60, 200)
    D.add(tt, "sofie", rng.choice(ACKS), thread=T, kind="noise")

    # ------------------------------------------------------------ routing / no-route / thesis (main channel)
    rm = D.add(H(13, 5) + rng.randint(0, 5000), "mads", "sender prepayment-afvigelsen på %s videre til Sofie — hun tager den med Nykredit Markets" % held[-1][0])
    D.hard(rm, "route_decision", ["videre til Sofie", held[-1][0]], "untagged", "Danish 'sender videre til' routing")
    nr1 = D.add(H(9, 40) + rng.randint(0, 3000), "analyst",
                "No action: the Finanstilsynet notice on %s does not touch our book — not routed." % other_iss)
    D.hard(nr1, "no_route_decision", ["No action", other_iss, "not routed"], "untagged", "explicit 'not routed' by agent")
    ref_oid = D.oids[0] if D.oids else "RK-0A11F3"
    nr2 = D.add(H(15, 45) + rng.randint(0, 2400), "mads", "ingen handling på VP-bruddet på %s — lukker selv T+1, ikke routet" % ref_oid)
    D.hard(nr2, "no_route_decision", ["ingen handling", ref_oid], "untagged", "Danish 'ingen handling' no-route")
    # morning report with buried thesis
    thb = rng.choice(held)
    dec = "On %s we change the view from **overweight** to **underweight**: the model CPR for the January term has roughly doubled since last week." % thb[0]
    rp = D.add(H(7, 35) + rng.randint(0, 900), "analyst", report(rng, "prepay", rng.sample(BONDS, 12), thb, dec, D.runid()))
    D.hard(rp, "thesis_update", [thb[0], "overweight", "underweight"], "buried", "view change buried in morning report")
    rp.attachments = [{"id": sf(1, 1, 1), "filename": "cpr_%s.png" % thb[3], "size": rng.randint(30000, 90000),
                       "url": "https://cdn.example.invalid/rk/cpr_%s.png" % thb[3]}]
    # reports with no decision (near-misses)
    for kind, tt in [("refi", H(11, 55)), ("eod", H(16, 40))]:
        fb = rng.choice(held + watch)
        r = D.add(tt + rng.randint(0, 1500), "analyst", report(rng, kind, rng.sample(BONDS, 10), fb, None, D.runid()))
        D.near(r, "long analysis, trading words, no decision" if kind == "refi" else None)
    if rng.random() < 0.5:
        r = D.add(H(14, 20) + rng.randint(0, 1500), "analyst", report(rng, "oas", rng.sample(BONDS, 7), rng.choice(held), None, D.runid()))
        D.near(r)
    # backtest
    bt = D.add(day_t(rng), "analyst",
               "Backtest 2019-2025, rule 'sell 4%% coupons when model CPR > 12%%': hit rate %d%%, avg P&L +%d øre per 100, max drawdown -%s pts. Paper only." % (
                   rng.randint(52, 66), rng.randint(5, 30), dk(rng.uniform(0.8, 2.5), 1)))
    D.near(bt, "backtest result")
    # paper / history / other desk / client colour
    pb = rng.choice(watch)
    pp = D.add(day_t(rng), "sofie", "paper-bog (ikke rigtig): køb 30 mio %s @ %s — tester det nye signal" % (pb[0], dk(px05(pb[4]))))
    D.near(pp, "paper trade in Danish")
    hi = D.add(day_t(rng), "mads", "i 2021 solgte vi 300 mio 1%% 50'ere på 97 lige før kursfaldet — det var heldigt, ikke dygtigt")
    D.near(hi, "past-tense war story")
    od = D.add(day_t(rng), "henrik", "fyi Aarhus-desken har købt 200 mio %s i morges, ikke vores" % rng.choice(BONDS)[0])
    D.near(od, "other desk's trade")
    cq = D.add(day_t(rng), "henrik", "kunde (pension) spørger på %s i 25 mio, kun indikativt, ingen ordre" % rng.choice(held)[0])
    D.near(cq)
    sq = D.add(day_t(rng), "sofie", "skal vi sælge noget %s før refi-auktionen? bare et spørgsmål" % rng.choice(held)[0])
    D.near(sq, "question 'skal vi sælge'")
    # broker relay: runs and axes
    for _ in range(rng.randint(5, 7)):
        D.near(D.add(day_t(rng), "relay", relay_run(rng, rng.sample(BONDS, rng.randint(5, 8)))), None)
    first_axe = True
    for _ in range(rng.randint(5, 8)):
        m = D.add(day_t(rng), "relay", relay_axe(rng, rng.choice(BONDS)))
        D.near(m, "broker relay axe (other dealer)" if first_axe else None)
        first_axe = False

    # ------------------------------------------------------------ deleted / forgotten / bulk
    db = rng.choice(held)
    fat = D.add(H(9, 20) + rng.randint(0, 2000), "sofie", "køb 500 mio %s @ %s stop %s" % (db[0], dk(px05(db[4])), dk(px05(db[4] - 0.7))))
    D.hard(fat, "trade_proposal", [db[0], "køb", "500 mio"], "shorthand")
    fat.delete_at = fat.t + rng.randint(30, 90)
    fat.removed_snippet = "køb 500 mio %s" % db[0]
    D.add(fat.delete_at + 20, "sofie", "sorry, fat finger — slettet, ignorer", kind="chat")
    cb = rng.choice(held)
    cl = D.add(H(14, 50) + rng.randint(0, 1800), "sofie",
               "sælg 30 mio %s for Jens Holm-puljen (kunde-ID 448213) @ %s" % (cb[0], dk(px05(cb[4]))))
    D.hard(cl, "trade_proposal", [cb[0], "sælg", "30 mio"], "shorthand")
    cl.forget_at = cl.t + rng.randint(400, 1200)
    cl.removed_snippet = "Jens Holm-puljen (kunde-ID 448213)"
    ph = D.add(H(10, 2) + rng.randint(0, 3000), "henrik", "ring til kunden på +45 2%d %02d %02d %02d hvis Danske ringer igen" % (
        rng.randint(1, 9), rng.randint(10, 99), rng.randint(10, 99), rng.randint(10, 99)))
    ph.kind = "chat"
    ph.forget_at = ph.t + rng.randint(600, 2000)
    ph.removed_snippet = ph.content[:40]
    tb0 = H(13, 20) + rng.randint(0, 1800)
    if deleted_dup_fill is not None:
        tb0 = deleted_dup_fill[0] + rng.randint(240, 900)
    bulk = []
    for i in range(4):
        m = D.add(tb0 + i * 2.3, "oms", "OMS|WARN|session drop XCSE sess=%05d, reconnect attempt %d/5" % (rng.randint(10000, 99999), i + 1), kind="noise")
        m.removed_snippet = m.content
        bulk.append(m)
    if deleted_dup_fill is not None:
        dup = D.add(tb0 + 11, "oms", deleted_dup_fill[1] + "|dup=1")
        f = deleted_dup_fill[1].split("|")
        D.hard(dup, "trade_fill", [f[2], f[3], f[5]], "structured")
        dup.removed_snippet = deleted_dup_fill[1] + "|dup=1"
        bulk.append(dup)
    for m in bulk:
        m.bulk = True
        m.delete_at = tb0 + 95
    D.add(tb0 + 40, "oms", "OMS|INFO|session XCSE restored, resend of 1 msg suppressed", kind="noise")

    # ------------------------------------------------------------ noise
    for h in range(24):
        D.add(H(h, rng.randint(0, 2), rng.randint(0, 59)), "oms",
              "OMS|HB|seq=%d|lat=%dms|XCSE=UP|XEUR=UP|FXALL=UP" % (h + 1 + 24 * day, rng.randint(2, 9)), kind="noise")
    for h in (7, 9, 11, 13, 15, 17):
        D.add(H(h, 30, rng.randint(0, 59)), "risk",
              "```yaml\nrisk:\n  status: OK\n  dv01_total: -%s m DKK/bp\n  breaches: 0\n```" % dk(rng.uniform(1.0, 1.5), 2), kind="noise")
    D.add(H(6, 0, 4), "analyst", "cron[06:00] prepay-scrape: %d ISINs, %d changed, 0 routed" % (rng.randint(12, 18), rng.randint(0, 4)), kind="noise")
    D.add(H(7, 0, 9), "analyst", "cron[07:00] refi-calendar sync ok (%d auctions upcoming)" % rng.randint(3, 9), kind="noise")
    D.add(H(12, 0, 3), "analyst", "cron[12:00] OAS intraday run done in %ds, 0 alerts routed" % rng.randint(40, 300), kind="noise")
    D.add(H(18, 0, 7), "analyst", "cron[18:00] EOD marks pushed to risk, %d ISINs" % rng.randint(30, 60), kind="noise")
    D.add(H(5, 42), "ci", "deploy oas-engine v3.14.%d → prod ✅ (%d tests passed)" % (rng.randint(1, 9), rng.randint(180, 260)), kind="noise")
    D.add(H(22, 15), "ci", "ci: prepay-model nightly #%d passed · coverage %d%%" % (rng.randint(4000, 4999), rng.randint(80, 92)), kind="noise")
    D.add(H(3, 10), "news", "nyhedsbot: websocket reconnect (attempt %d) … ok" % rng.randint(1, 3), kind="noise")
    D.add(H(8, 2), "settle", "evt=CSD_HEARTBEAT csd=VP-EuronextSecurities batch=%d status=OK" % rng.randint(100, 999), kind="noise")
    D.add(H(19, 30), "settle", "evt=EOD_BATCH csd=VP-EuronextSecurities settled=%d failed=0" % rng.randint(10, 40), kind="noise")
    for _ in range(rng.randint(7, 10)):
        b = rng.choice(held + watch)
        lvl = dk(px05(b[4] + rng.uniform(-0.3, 0.3)))
        D.add(day_t(rng), "alert", "⚠️ px-alert: %s bid crossed %s (alert set by sofie)" % (b[0], lvl), kind="noise")
    for hh in (12, 16, 22):
        D.add(H(hh, 31), "pnl", "", kind="noise", embeds=[{
            "title": "PnL snapshot %02d:30" % hh, "author": "pnl-snap",
            "fields": [{"name": "Realkredit", "value": "%s m DKK" % dk(rng.uniform(-1, 2), 2), "inline": True},
                       {"name": "Hedges", "value": "%s m DKK" % dk(rng.uniform(-1, 1), 2), "inline": True},
                       {"name": "Total", "value": "%s m DKK" % dk(rng.uniform(-1, 2), 2), "inline": True}],
            "footer": "marks: Nasdaq CPH last · FGBL settle"}])
    for _ in range(2):
        D.add(day_t(rng), "analyst", stacktrace(rng, rng.choice(BONDS)[3]), kind="noise")
    for _ in range(rng.randint(3, 5)):
        D.add(day_t(rng), "settle", "evt=SETTLED ref=RK-%06X isin=%s status=SETTLED" % (rng.randint(0x100000, 0xFFFFFF), rng.choice(BONDS)[3]), kind="noise")
    # acks as replies to non-proposal messages
    targets = [m for m in D.msgs if m.who in ("news", "relay") and m.kind != "hard"]
    for _ in range(rng.randint(8, 12)):
        tgt = rng.choice(targets)
        D.add(tgt.t + rng.randint(30, 400), rng.choice(["mads", "sofie", "henrik"]), rng.choice(ACKS), kind="noise", ref=tgt)
    for _ in range(rng.randint(4, 7)):
        D.add(day_t(rng), rng.choice(["mads", "sofie"]), rng.choice(ACKS), kind="noise")

    # ------------------------------------------------------------ chat
    pool = list(CHAT)
    rng.shuffle(pool)
    for c in pool[:rng.randint(36, 44)]:
        tc = day_t(rng)
        if "i dag" in c and ("tak for" in c or "logger af" in c) or "middag kl 19" in c or "VP-batch kl 17" in c:
            tc = H(16, 20) + rng.randint(0, 4000)
        elif c.startswith("morgen") or "fixing kl 10:15" in c:
            tc = H(7, 45) + rng.randint(0, 1500)
        D.add(tc, rng.choice(["mads", "sofie", "sofie", "henrik"]), c)
    # morning briefing: conditional plans, no decision
    brief = ("**morgenbrief %s**\n"
             "- Bund åbner %s, DKK swaps følger. EURDKK %s.\n"
             "- refi-auktioner: %s i dag, %s i morgen. Vi byder ikke selv, men følger fordelingen.\n"
             "- prepayment-tal for januar-terminen kommer kl 16 — modellen siger %s%% på %s.\n"
             "- hvis OAS på %s går over %d bp, kan vi overveje at købe mere; ellers sidder vi stille.\n"
             "- risk: vi er tæt på 30y key-rate grænsen, så ingen nye køb i 56'erne uden at tjekke med mig.\n"
             "- husk: Sofie har ansvar for VP-afstemningen i dag, Henrik tager kundekaldene.") % (
        rng.choice(["📋", "☀️", "📈"]), rng.choice(["svagt", "flat", "lidt stærkere"]), dk(7.4600 + rng.uniform(0, 0.001), 4),
        rng.choice(ISSUERS), rng.choice(ISSUERS), dk(rng.uniform(4, 18), 1), held[0][0], held[1][0], rng.randint(38, 50))
    bm = D.add(H(7, 50) + rng.randint(0, 400), "mads", brief)
    D.near(bm, "conditional plan in morning brief ('kan vi overveje')")
    # analyst short notes (no decision)
    notes = [
        "Quick note: OAS on {b} moved {x} bp since the open, mostly curve, not option value. Nothing to do from a model point of view; the move is within the daily noise band.",
        "FYI the realised CPR file from Finans Danmark is delayed by about 30 min. The model will re-run automatically when it lands; expect updated numbers for {b} around 16:30.",
        "Intraday: the price gap between 4% and 5% 2056 is {x} øre wider than yesterday. Historically that gap has mean-reverted within 3-5 sessions in 70% of cases, though 2023 was an exception.",
        "Auction readthrough: the first refi auction cleared at a yield {x} bp below the pre-auction screen level; bid-to-cover 2,{y}. Dealers' hedging demand showed up in FGBL for about 20 minutes.",
        "Model diagnostic: burnout parameter for {b} pools re-estimated at 0,{y}; the change moves model CPR by less than half a percentage point, below the reporting threshold.",
        "Reminder: the conversion notice deadline is approaching; after that date any further rally only affects the April term. Curves and CPR scenarios in this channel assume the current deadline.",
        "Swap spread check: DKK 10y swap vs DGB 2033 at {x} bp, a 3-month low. Callable OAS measured against DGBs therefore looks tighter than against swaps; no change to our OAS definitions.",
        "Data: Nasdaq Copenhagen traded volume in {b} today DKK {x}0 mio across {y} trades, the lowest since the summer. Prices in our marks may be less reliable than usual.",
    ]
    rng.shuffle(notes)
    for n in notes[:rng.randint(5, 7)]:
        D.add(day_t(rng), "analyst", n.format(b=rng.choice(held + watch)[0], x=rng.randint(2, 9), y=rng.randint(1, 9)))
    # issuer deep dives (long, no decision)
    for hh in (10, 12, 14):
        fb = rng.choice(BONDS)
        D.add(H(hh, rng.randint(0, 55), rng.randint(0, 59)), "analyst", report(rng, "deep", rng.sample(BONDS, 10), fb, None, D.runid()))
    # full risk reports (status only)
    for hh in (7, 17):
        rr = ["```yaml", "risk_report:", "  book: RK-CALLABLE", "  asof: \"%02d:15\"" % hh, "  status: OK", "  buckets:"]
        for bk, lim in (("2y", 150), ("5y", 250), ("10y", 350), ("20y", 300), ("30y", 450)):
            rr.append("    %s: {dv01: -%dk, limit: %dk, used: %d%%}" % (bk, rng.randint(20, lim - 20), lim, rng.randint(20, 95)))
        rr += ["  dv01_total: -%s m" % dk(rng.uniform(1.0, 1.5), 2), "  convexity_dkk_per_bp2: -%dk" % rng.randint(5, 40),
               "  eurdkk_delta: %d mio EUR" % rng.randint(-20, 20), "  breaches: 0", "```"]
        D.add(H(hh, 15), "risk", "\n".join(rr), kind="noise")
    # short Q&A pairs (chat)
    QA = [
        ("hvornår kommer Nykredits opsigelsestal?", "i morgen kl 8 normalt"),
        ("har vi VP-bekræftelse på gårsdagens handler?", "ja, alt matchet i morges"),
        ("hvad handlede 4% 56 til ved lukning i går?", "97,80 sidst, tyndt"),
        ("er der nogen der dækker Bund-skærmen over frokost?", "jeg tager den"),
        ("hvem har CPR-filen fra Finans Danmark?", "ligger i /rk/prepay/2026-11"),
        ("kører OAS-modellen med den nye kurve nu?", "yes, siden deploy i morges"),
        ("hvad er refi-størrelsen for RD i denne runde?", "omkring 18 mia. ifølge kalenderen"),
        ("er Danske stadig bredere end Nordea i 5%'erne?", "ja, 2-3 øre"),
    ]
    rng.shuffle(QA)
    for q_, a_ in QA[:rng.randint(4, 6)]:
        tq = day_t(rng)
        qm = D.add(tq, rng.choice(["sofie", "henrik", "mads"]), q_)
        D.add(tq + rng.randint(40, 300), rng.choice(["mads", "sofie"]), a_, ref=qm)
    # intraday OAS snapshots (tables, no decision)
    for hh in rng.sample([9, 10, 11, 13, 14, 15], 3):
        mm = rng.choice([0, 15, 30, 45])
        snap = "**OAS snapshot %02d:%02d** (vs swaps, bp)\n" % (hh, mm) + md_table(rng, rng.sample(BONDS, 8))
        snap += "\n_moves vs open are within the daily noise band unless flagged_"
        D.add(H(hh, mm, rng.randint(5, 50)), "analyst", snap)
    # sales flow colour
    for _ in range(rng.randint(2, 3)):
        fl = ["**kundeflow %s**" % rng.choice(["formiddag", "middag", "eftermiddag"])]
        for _ in range(rng.randint(3, 5)):
            bb = rng.choice(BONDS)
            fl.append("- %s: %s %d mio %s (%s)" % (rng.choice(["pension", "bank-ALM", "forsikring", "udenlandsk RM", "kommune"]),
                                                rng.choice(["spørger på", "har vist interesse i", "kigger på"]),
                                                rng.choice([10, 25, 50, 100]), bb[0], rng.choice(["indikativt", "ingen ordre", "måske i morgen"])))
        fl.append("ingen af dem er ordrer endnu, jeg melder tilbage")
        D.near(D.add(day_t(rng), "henrik", "\n".join(fl)))
    # extra generic news
    for txt in rng.sample([
        "Danmarks Statistik: boligpriserne steg %s%% i oktober" % dk(rng.uniform(0.1, 1.2), 1),
        "Finans Danmark: udlån til boligejere +%s%% å/å" % dk(rng.uniform(1, 4), 1),
        "Bund auction schedule Q1 published by Finanzagentur",
        "Riksbank og Norges Bank uændrede; NOK svækkes let",
        "US CPI in line, UST 10y -2 bp",
        "Danske Bank sænker prognose for 30-årig fastforrentet rente til %s%%" % dk(rng.uniform(3.5, 4.5), 1),
    ], 4):
        D.near(D.add(day_t(rng), "news", txt))
    # generic view chat (not a thesis update)
    D.add(day_t(rng), "mads", "generelt: jeg tror stadig realkredit klarer sig fint i år, men det er ikke en handel")
    D.add(H(21, 40), "mads", "i morgen: refi-auktion kl 10, vær her 8:30")
    return D


# ----------------------------------------------------------------------------


IDIOM_PRIORITY = [
    "recommendation buried mid-report", "stop moved twice by editing the same message", "fill price corrected by edit",
    "'ok kør' reply approval", "'godkendt' reply approval", "rejection by reply ('afvist')", "English 'rejected' reply",
    "Danish shorthand proposal with decimal comma", "ISIN-only b/s shorthand with mm size", "agent JSON proposal in code block",
    "OMS pipe ACK line", "embed-only execution report", "YAML risk breach block", "risk engine resizes order (YAML)",
    "held bond named by issuer + coupon only", "underlying news of held Bund future hedge", "route to execution agent (thread)",
    "broker relay axe (other dealer)", "hypothetical 'hvad hvis vi købte'", "paper trade in Danish", "backtest result",
    "stop suggestion, no decision", "conditional plan in morning brief ('kan vi overveje')", "issuer news on bond not held",
]


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = _ms(end)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = 0
    for d in range(days):
        start_ms = end_ms - (days - d) * 86_400_000
        for ch in range(channels):
            cid = channel_id(ch)
            D = build_day(seed, ch, d, ch == 0 and d == 0)
            msgs = D.msgs
            for i, m in enumerate(msgs):
                m._i = i
            msgs.sort(key=lambda m: (m.t, m._i))
            last = -1
            seq = (d * 131 + ch * 17) & 0x1FFFF
            worker = (9 + ch) & 31
            for m in msgs:
                ms = start_ms + int(m.t * 1000)
                if ms <= last:
                    ms = last + 1
                last = ms
                m.ms = ms
                seq = (seq + 1) & 0x1FFFF
                m.id = sf(ms, worker, seq)
            for m in msgs:
                mcid = m.thread.id if m.thread is not None else cid
                msg = {"id": m.id, "author_id": AUTH[m.who]["id"], "author_name": AUTH[m.who]["name"],
                       "author_bot": AUTH[m.who]["bot"], "created_at": iso(m.ms), "content": m.content,
                       "attachments": m.attachments or [], "embeds": m.embeds or [],
                       "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": mcid, "message": msg}
                if m.thread is not None:
                    ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": mcid, "parent_channel_id": cid, "message": msg}
                events.append((m.ms, order, ev)); order += 1
                for (te, txt, _sup) in m.edits:
                    tms = start_ms + int(te * 1000)
                    events.append((max(tms, m.ms + 1000), order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": mcid,
                                                                  "message_id": m.id, "edited_at": iso(max(tms, m.ms + 1000)), "content": txt})); order += 1
                for (tp, who) in m.pins:
                    tms = max(start_ms + int(tp * 1000), m.ms + 500)
                    events.append((tms, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": mcid, "message_id": m.id,
                                                "by": AUTH[who]["id"], "at": iso(tms)})); order += 1
                for (tr, emo, who) in m.reactions:
                    tms = max(start_ms + int(tr * 1000), m.ms + 300)
                    events.append((tms, order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": mcid, "message_id": m.id,
                                                "emoji": emo, "user_id": AUTH[who]["id"], "at": iso(tms)})); order += 1
                if m.delete_at is not None and not m.bulk:
                    tms = max(start_ms + int(m.delete_at * 1000), m.ms + 1000)
                    events.append((tms, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": mcid, "message_id": m.id,
                                                "deleted_at": iso(tms)})); order += 1
                if m.forget_at is not None:
                    tms = max(start_ms + int(m.forget_at * 1000), m.ms + 1000)
                    events.append((tms, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": mcid, "message_id": m.id,
                                                "requested_by": AUTH["mads"]["id"], "at": iso(tms)})); order += 1
            bulk = [m for m in msgs if m.bulk]
            if bulk:
                tms = max(start_ms + int(bulk[0].delete_at * 1000), max(m.ms for m in bulk) + 1000)
                events.append((tms, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                            "message_ids": [m.id for m in bulk], "deleted_at": iso(tms)})); order += 1
            # labels
            for m in msgs:
                mcid = m.thread.id if m.thread is not None else cid
                removed = m.delete_at is not None or m.forget_at is not None
                if m.hard:
                    state = "live"
                    if m.forget_at is not None:
                        state = "forgotten"
                    elif m.delete_at is not None:
                        state = "deleted"
                    elif m.edits:
                        state = "edited"
                    labels["hard_events"].append({"channel_id": mcid, "message_id": m.id, "event_type": m.hard["event_type"],
                                                  "facts": m.hard["facts"], "phrasing": m.hard["phrasing"], "final_state": state})
                for (_te, _txt, sup) in m.edits:
                    for s in sup:
                        labels["superseded_facts"].append([mcid, m.id, s])
                if removed:
                    labels["removed_texts"].append(m.removed_snippet or m.content[:60])
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and not removed:
                    labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    events.sort(key=lambda x: (x[0], x[1]))
    # keep at most 20 idioms, one per name, preferred shapes first
    def prio(row):
        return IDIOM_PRIORITY.index(row["idiom"]) if row["idiom"] in IDIOM_PRIORITY else len(IDIOM_PRIORITY)
    seen = []
    idi = []
    for row in sorted(labels["idioms"], key=prio):
        if row["idiom"] in seen:
            continue
        seen.append(row["idiom"])
        idi.append(row)
    labels["idioms"] = idi[:20]
    return {"events": [e for _, _, e in events], "labels": labels}


# ----------------------------------------------------------------------------
# self-check


def self_check(out, channels, days, end=None):
    end_ms = _ms(end or DEFAULT_END)
    events, labels = out["events"], out["labels"]
    creates, final, meta, removed = {}, {}, {}, []
    last_ms = {}
    problems = []
    prev_t = None
    for ev in events:
        op = ev["op"]
        t = ev["message"]["created_at"] if op == "create" else ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        if prev_t is not None and t < prev_t:
            problems.append("events out of time order at %s" % t)
        prev_t = t
        if op == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            if iso(ms) != m["created_at"]:
                problems.append("snowflake/created_at mismatch %s" % m["id"])
            key = ev.get("parent_channel_id", ev["channel_id"])
            if key in last_ms and mid <= last_ms[key]:
                problems.append("ids not increasing in %s" % key)
            last_ms[key] = mid
            creates[m["id"]] = ev
            final[m["id"]] = m["content"] + "\n" + embed_text(m["embeds"])
            meta[m["id"]] = key
        elif op == "edit":
            e = creates[ev["message_id"]]["message"]
            final[ev["message_id"]] = ev["content"] + "\n" + embed_text(e["embeds"])
        elif op == "delete" or op == "forget":
            removed.append(ev["message_id"])
        elif op == "bulk_delete":
            removed.extend(ev["message_ids"])
    for h in labels["hard_events"]:
        if h["message_id"] not in creates:
            problems.append("label id missing %s" % h["message_id"])
            continue
        if not (2 <= len(h["facts"]) <= 5):
            problems.append("facts count %s" % h["message_id"])
        for f in h["facts"]:
            if f not in final[h["message_id"]]:
                problems.append("fact %r not in %s" % (f, h["message_id"]))
        if (h["message_id"] in removed) != (h["final_state"] in ("deleted", "forgotten")):
            problems.append("final_state mismatch %s" % h["message_id"])
    for cid, mid, s in labels["superseded_facts"]:
        if s in final[mid]:
            problems.append("superseded %r still in final %s" % (s, mid))
    for mid in removed:
        c = creates[mid]["message"]["content"]
        if not any(r in c for r in labels["removed_texts"]):
            problems.append("no removed_text for %s" % mid)
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [r["message_id"] for r in labels["idioms"]]:
        if mid not in creates:
            problems.append("unknown id %s" % mid)
    hard_ids = [h["message_id"] for h in labels["hard_events"]]
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid in hard_ids:
            problems.append("hard id also noise/near %s" % mid)
    # per channel-day stats
    stats = {}
    hard_by_id = dict((h["message_id"], h) for h in labels["hard_events"])
    noise, near = list(labels["noise_message_ids"]), list(labels["near_miss_ids"])
    noise_s, near_s = dict((k, 1) for k in noise), dict((k, 1) for k in near)
    for mid, ev in creates.items():
        ms = (int(mid) >> 22) + EPOCH_MS
        day = "day%d" % (days - 1 - (end_ms - ms - 1) // 86_400_000)
        key = (meta[mid], day)
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["msgs"] += 1
        s["bytes"] += len(ev["message"]["content"].encode("utf-8")) + len(embed_text(ev["message"]["embeds"]).encode("utf-8"))
        if mid in hard_by_id:
            s["hard"] += 1
            ty = hard_by_id[mid]["event_type"]
            s["types"][ty] = s["types"].get(ty, 0) + 1
        if mid in noise_s:
            s["noise"] += 1
        if mid in near_s:
            s["near"] += 1
    return problems, stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
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
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        problems, stats = self_check(out, a.channels, a.days, end)
        for (cid, day), s in sorted(stats.items()):
            print("%s %s msgs=%d KB=%.1f hard=%d noise=%d (%.0f%%) near=%d %s" % (
                cid, day, s["msgs"], s["bytes"] / 1024.0, s["hard"], s["noise"], 100.0 * s["noise"] / s["msgs"], s["near"],
                json.dumps(s["types"], sort_keys=True)))
        print("idioms=%d events=%d problems=%d" % (len(out["labels"]["idioms"]), len(out["events"]), len(problems)))
        for p in problems[:30]:
            print("  !", p)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
