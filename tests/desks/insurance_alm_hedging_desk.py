"""Desk generator: asset-liability hedging desk of a European life insurer.

Long-dated EUR swaps (20y-50y), swaptions / receiver spreads, Bund/Buxl/BTP/OAT
futures, HICPxT inflation swaps, EURUSD forwards on USD assets, some iTraxx.
Registers: formal German/French/English chat (hedging lead, two traders, CIO),
a Solvency II ALM engine bot (markdown / CSV tables), a trade-capture bot
(structured confirmation blocks, embeds, JSON lines), a CSA/collateral bot,
a risk bot (YAML limit blocks, breach notices that resize orders), an LLM
macro analyst (long notes, one buried view change), an IC approval thread.

Standard library only; output is a pure function of the arguments.
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "insurance_alm_hedging_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318806174412935219"
_CHANNEL_IDS = [
    "1318806932157491241", "1318807210543358002", "1318807655918921763",
    "1318808013396570154", "1318808397112606765", "1318808740683229216",
]
_THREAD_IDS = [
    "1319411120988270633", "1319411507720712284", "1319411893021319245",
    "1319412291559886916", "1319412670387159077", "1319413044957774888",
]
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "vogel": ("1287330461853209601", "Dr. Katharina Vogel", False),
    "reinhardt": ("1287330918026543114", "Thomas Reinhardt", False),
    "dubois": ("1287331302778343445", "Camille Dubois", False),
    "lammers": ("1287331777460850746", "Henrik Lammers (CIO)", False),
    "marchand": ("1287332140561842187", "Sophie Marchand", False),
    "alm": ("1287332619488555018", "SII-ALM-Engine", True),
    "capture": ("1287333052940611619", "TradeCapture", True),
    "csa": ("1287333488300855300", "CSA-Collateral", True),
    "risk": ("1287333911619235861", "RiskGuard", True),
    "analyst": ("1287334347813748742", "MacroScribe (LLM)", True),
    "infra": ("1287334790467330063", "infra-mon", True),
    "ci": ("1287335214574477328", "ci-runner", True),
    "px": ("1287335660445331473", "px-alert", True),
    "pnl": ("1287336078928109586", "pnl-snap", True),
    "gw": ("1287336503332913171", "gateway", True),
    "news": ("1287336941209829396", "Newswire", True),
}

CPTYS = ["BNP Paribas", "Société Générale", "Deutsche Bank AG", "Barclays Bank Ireland",
         "J.P. Morgan SE", "Goldman Sachs Bank Europe", "Commerzbank", "Natixis",
         "UBS Europe SE", "BofA Securities Europe"]


def _channel_id(i: int) -> str:
    if i < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[i]
    return str(1318809000000000000 + i * 7919315311 + 4127)


def _thread_id(i: int) -> str:
    if i < len(_THREAD_IDS):
        return _THREAD_IDS[i]
    return str(1319414000000000000 + i * 6151937123 + 8233)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


# activity curve, weights per UTC hour (desk in CET: busy 07:00-18:00 local)
_HOUR_W = [0.5, 0.4, 0.4, 0.4, 0.6, 1.5, 4, 9, 11, 12, 11, 9, 8, 10, 11, 10, 8, 5, 3, 2, 1.4, 1, 0.8, 0.6]


class _Day:
    def __init__(self, rng: random.Random, ch: int, day_idx: int, day_start_ms: int):
        self.rng = rng
        self.ch = ch
        self.d = day_idx
        self.start = day_start_ms
        self.cid = _channel_id(ch)
        self.tid = _thread_id(ch)
        self.msgs = []        # dicts
        self.ops = []         # (target_key, offset_ms, kind, payload)
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.date = datetime.fromtimestamp(day_start_ms / 1000, tz=timezone.utc)

    # -- building -----------------------------------------------------------
    def msg(self, minute, who, content, embeds=None, ref=None, thread=False, kind=None):
        sec = self.rng.randint(0, 59)
        ms = self.start + int(minute * 60000) + sec * 1000 + self.rng.randint(0, 999)
        ms = max(self.start, min(ms, self.start + 86400000 - 5000))
        key = len(self.msgs)
        self.msgs.append({"key": key, "ms": ms, "who": who, "versions": [content],
                          "embeds": embeds or [], "ref": ref, "thread": thread})
        if kind == "noise":
            self.noise.append(key)
        elif kind == "near":
            self.near.append(key)
        return key

    def hard_ev(self, key, etype, facts, phrasing, final_state="live"):
        self.hard.append((key, etype, list(facts), phrasing, final_state))

    def edit(self, key, after_min, content, old_level=None):
        self.msgs[key]["versions"].append(content)
        self.ops.append((key, int(after_min * 60000), "edit", content))
        if old_level:
            self.superseded.append((key, old_level))

    def delete(self, key, after_min, snippet):
        self.ops.append((key, int(after_min * 60000), "delete", None))
        self.removed.append(snippet)

    def forget(self, key, after_min, snippet, by="vogel"):
        self.ops.append((key, int(after_min * 60000), "forget", by))
        self.removed.append(snippet)

    def react(self, key, after_min, emoji, who):
        self.ops.append((key, int(after_min * 60000), "reaction_add", (emoji, who)))

    def pin(self, key, after_min, who):
        self.ops.append((key, int(after_min * 60000), "pin", who))

    def idiom(self, key, name, expected):
        self.idioms.append((key, name, expected))

    def rand_minute(self):
        r = self.rng.random() * sum(_HOUR_W)
        acc = 0.0
        for h, w in enumerate(_HOUR_W):
            acc += w
            if r <= acc:
                return h * 60 + self.rng.random() * 59.0
        return 23 * 60 + 30


def _fmt(x, nd=3):
    return ("%." + str(nd) + "f") % x


# ---------------------------------------------------------------------------
# long texts
# ---------------------------------------------------------------------------

_NOTE_PARAS = [
    "ECB: the December staff projections are likely to show headline HICP at {h1}% for next year and core at {h2}%. Market pricing has {cuts} bp of easing over the next twelve months; the OIS strip out to the 2y point looks fair relative to our reaction-function estimate, with asymmetric risk skewed towards a later rather than an earlier move.",
    "Curve: the 10s30s EUR swap curve sits at {s1} bp, {chg} bp off the monthly low. Supply is the dominant driver: the syndication calendar into January carries roughly EUR {supp}bn of 20y+ paper across Bund, OAT and BTP lines, while pension-fund receiving demand from the Dutch transition is front-loaded into Q1.",
    "Dutch pension transition: our tracker now has EUR {nl}bn of funds having transitioned, with the swap unwind concentrated in the 30y-50y sector. The pace is slower than consensus assumed in the summer; this removes one of the supportive flows for the very long end that kept 30s50s inverted for most of the year.",
    "Sovereign spreads: BTP-Bund 10y trades at {btp} bp, OAT-Bund at {oat} bp. Italian fundamentals have improved on the primary balance, but the long end remains sensitive to any re-rating of the fiscal path; French spreads continue to carry a political premium that we do not expect to compress before the budget vote.",
    "Inflation: EUR 5y5y HICPxT is at {i55}%, broadly anchored. Realised energy base effects turn negative in February. For liability-driven buyers the 20y zero-coupon point at {i20}% is close to the two-year average; we see no strong valuation signal either way.",
    "USD: EURUSD at {fx}. The hedge-ratio debate for European insurers holding USD credit continues; 3M forward points at {fp} pips make the hedge cost roughly {hc} bp p.a., which remains the binding constraint rather than the spot view.",
    "Credit: iTraxx Main S46 at {itx} bp and Crossover at {xo} bp. Insurance balance sheets remain long spread duration through the corporate portfolio; the index basis to cash is {basis} bp, which we flag as relevant for any macro overlay discussion but not as a trade recommendation.",
    "Volatility: 10y20y normal vol at {vol} bp/day annualised equivalent; the receiver skew has cheapened by {skew} normal bp over the month. Low-strike receivers remain the cleaner SCR hedge per unit premium compared with outright receiver swaptions.",
    "Risks to this view: a hawkish surprise in the January meeting communication, a sharp repricing of US term premium spilling into EUR, and any acceleration of Dutch pension unwinds beyond our tracker. We continue to monitor these and will revisit the view at the next weekly note.",
    "Supply detail: the German Finance Agency's Q1 issuance plan includes two new long Bund lines and taps of the 2053 and 2056 Buxl; the French Agence France Tresor signalled a new 2057 OAT by syndication in late January. Italian Treasury guidance points to at least one 30y BTP and a BTP Italia. Taken together, net duration supply in the 20y+ sector is around {supp} percent higher than the same quarter of the previous year, which historically coincides with a steeper 10s30s and wider swap spreads at the very long end.",
    'Liability side: for European life insurers, the ultimate forward rate convergence and the volatility adjustment dampen the reported sensitivity of liabilities beyond the last liquid point at 20y. Economic hedging therefore differs from Solvency II hedging; desks that target the regulatory balance sheet tend to concentrate receiving in the 20y bucket while economic hedgers spread PV01 across 30y-50y. This distinction matters for flow: a UFR cut of 15bp next year would shift regulatory hedge demand towards longer tenors.',
    'Swap spreads: 30y EUR swap spreads versus Bunds are at {ss} bp, near the tights of the year as Bund supply and the end of reinvestments under APP and PEPP weigh on government bonds. The spread tightening reduces the relative cost of hedging with swaps versus Bund futures but raises the basis risk for insurers that hold government bonds against swap-discounted liabilities.',
    'Euribor vs. ESTR: the 6M Euribor-ESTR basis has narrowed to {basis6} bp as bank funding conditions remain benign. Legacy hedges referencing 6M Euribor and liabilities discounted on the EIOPA swap curve keep the Euribor leg as the natural hedge instrument, though clearing houses report growing ESTR volumes in the 30y sector.',
    'Macro data: composite PMI at {pmi}, with services holding up and manufacturing still in contraction. Wage growth trackers point to a slowdown from {wg}% to around 3% by mid-year. Unemployment remains at record lows, which limits the downside for core inflation and keeps the ECB cautious about moving below neutral.',
    "Fiscal: the aggregate euro-area deficit is projected at {defi}% of GDP, with France and Italy above the 3% threshold under the excessive deficit procedure. Germany's revised debt-brake framework allows higher defence and infrastructure spending, which has added term premium to the Bund curve since spring and remains a slow-moving driver of steepening.",
    "Positioning: CFTC-equivalent and dealer survey data suggest real-money accounts are modestly long duration in the 10y sector and flat in the very long end. Dealers report two-way interest in 30y with insurer receiving offset by bank ALM paying.",
]

_NOTE_BURIED = "On balance we now move our 10s30s view from neutral to a steepener bias (conviction: medium), expressed via the 10y-30y segment rather than outright duration; this replaces the neutral stance we have carried since September."


def _note(rng, paras, buried=None, title="Weekly macro & curve note", n=12):
    vals = dict(h1=_fmt(rng.uniform(1.7, 2.2), 1), h2=_fmt(rng.uniform(1.8, 2.3), 1),
                cuts=rng.randint(18, 45), s1=rng.randint(22, 41), chg=rng.randint(3, 11),
                supp=rng.randint(28, 55), nl=rng.randint(180, 340), btp=rng.randint(95, 140),
                oat=rng.randint(62, 88), i55=_fmt(rng.uniform(2.0, 2.3), 2),
                i20=_fmt(rng.uniform(2.1, 2.35), 2), fx=_fmt(rng.uniform(1.06, 1.12), 4),
                fp=rng.randint(92, 140), hc=rng.randint(150, 220), itx=rng.randint(52, 66),
                xo=rng.randint(270, 320), basis=rng.randint(-4, 6), vol=rng.randint(68, 92),
                skew=_fmt(rng.uniform(0.4, 2.1), 1), ss=rng.randint(-12, 4),
                basis6=rng.randint(8, 16), pmi=_fmt(rng.uniform(48.5, 51.5), 1),
                wg=_fmt(rng.uniform(3.6, 4.6), 1), defi=_fmt(rng.uniform(2.8, 3.4), 1))
    idx = list(range(len(paras)))
    rng.shuffle(idx)
    chosen = [paras[i].format(**vals) for i in idx[:n]]
    if buried:
        chosen.insert(n // 2, buried)
    body = "\n\n".join(chosen)
    lv = ["| level | close | 1d (bp/%) | 1w | 1m |", "|---|---|---|---|---|"]
    for nm, c, w in [("EUR 10y swap", 2.55, 0.05), ("EUR 20y swap", 2.62, 0.05), ("EUR 30y swap", 2.42, 0.05),
                     ("EUR 50y swap", 2.21, 0.05), ("10s30s (bp)", 30, 5), ("30s50s (bp)", -18, 4),
                     ("DBR 10y", 2.62, 0.05), ("OAT-Bund 10y (bp)", 75, 6), ("BTP-Bund 10y (bp)", 118, 10),
                     ("HICPxT 20y ZC", 2.22, 0.04), ("EURUSD", 1.09, 0.02), ("iTraxx Main (bp)", 58, 4),
                     ("10y20y normal vol", 80, 6), ("ESTR", 1.93, 0.01)]:
        lv.append("| %s | %s | %s | %s | %s |" % (nm, _fmt(c + rng.uniform(-w, w), 3 if c < 10 else 1),
                                                _fmt(rng.uniform(-4, 4), 1), _fmt(rng.uniform(-9, 9), 1), _fmt(rng.uniform(-20, 20), 1)))
    body += "\n\nKey levels (indicative, London close):\n" + "\n".join(lv)
    return "**%s**\n\n%s\n\n_Generated by MacroScribe; not investment advice. Sources: ECB, Bloomberg, desk data._" % (title, body)


def _alm_table(rng, label):
    rows = []
    tot_a = tot_l = 0.0
    for b in ["0-2y", "2-5y", "5-7y", "7-10y", "10-12y", "12-15y", "15-20y", "20-25y", "25-30y", "30-40y", "40-50y", "50y+"]:
        a = rng.uniform(14, 92)
        l = a * rng.uniform(0.8, 1.35)
        h = rng.uniform(0, 30)
        tot_a += a
        tot_l += l
        rows.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (b, _fmt(a, 1), _fmt(h, 1), _fmt(l, 1), _fmt(a + h - l, 1),
                    _fmt((a + h - l) / max(l, 1) * 100, 1), _fmt(rng.uniform(-3, 3), 2), rng.choice(["ok", "ok", "ok", "watch", "amber"])))
    head = ("**ALM duration gap — %s**\n| bucket | assets PV01 (kEUR) | hedges PV01 (kEUR) | liabilities PV01 (kEUR) | net gap (kEUR) | gap %% | Δ vs prior (kEUR) | flag |\n"
            "|---|---|---|---|---|---|---|---|\n") % label
    foot = "\n| total | %s | | %s | %s | | | |\nmod. duration assets %sy · liabilities %sy · gap %sy\nSCR interest (down) EUR %smm · (up) EUR %smm · solvency ratio %s%%" % (
        _fmt(tot_a, 1), _fmt(tot_l, 1), _fmt(tot_a - tot_l, 1), _fmt(rng.uniform(11, 14), 2),
        _fmt(rng.uniform(13, 17), 2), _fmt(-rng.uniform(0.3, 1.6), 2), rng.randint(410, 520),
        rng.randint(40, 120), rng.randint(198, 236))
    return head + "\n".join(rows) + foot


def _scr_csv(rng, alert_line=None):
    lines = ["scenario,delta_own_funds_eur_mm,delta_scr_eur_mm,solvency_ratio_pct,pv01_net_keur"]
    for sc in ["par_down_50", "par_up_50", "steep_2s30s_+50", "flat_2s30s_-50", "ufr_3.30", "vol_up_25",
               "btp_spread_+100", "oat_spread_+50", "credit_+100", "eurusd_-10pct", "infl_+100", "lapse_up_40"]:
        lines.append("%s,%s,%s,%s,%s" % (sc, _fmt(rng.uniform(-380, 260), 1), _fmt(rng.uniform(-90, 140), 1),
                                          _fmt(rng.uniform(175, 240), 1), _fmt(rng.uniform(-60, 40), 1)))
    if alert_line:
        lines.insert(7, alert_line)
    return "SCR sensitivities (EOD-1, standard formula, VA on)\n```csv\n" + "\n".join(lines) + "\n```"


def _positions_report(rng, label):
    lines = ["**Hedge book positions — %s** (book ALM-LIFE-HEDGE / ALM-OVERLAY)" % label, "```",
             "%-34s %-14s %12s %12s %10s" % ("instrument", "direction", "notional", "PV01/IE01", "MtM EURm")]
    for ins, dr in [("EUR IRS 20Y vs 6M Euribor", "receive"), ("EUR IRS 30Y vs 6M Euribor", "receive"),
                    ("EUR IRS 40Y vs 6M Euribor", "receive"), ("EUR IRS 50Y vs ESTR", "receive"),
                    ("EUR 10y20y receiver spread", "long"), ("EUR 5y30y receiver", "long"),
                    ("EUR HICPxT ZC 20Y", "pay fixed"), ("EUR HICPxT ZC 10Y", "pay fixed"),
                    ("RXH7 Bund future", "long"), ("UBH7 Buxl future", "long"), ("IKH7 BTP future", "short"),
                    ("OATH7 OAT future", "short"), ("EURUSD fwd 3M", "sell USD"), ("EURUSD fwd 6M", "sell USD"),
                    ("OAT 3.25% 2055", "long"), ("BTP 4.15% 2039", "long"), ("DBR 2.5% 2056", "long")]:
        lines.append("%-34s %-14s %12s %12s %10s" % (ins, dr, "EUR %dmm" % rng.randint(50, 900),
                                                     "%dk" % rng.randint(1, 60), _fmt(rng.uniform(-25, 25), 2)))
    lines.append("```")
    lines.append("hedge ratio (PV01, 20y+): %s%% · programme utilisation %s%% · unrealised MtM total EUR %smm" % (
        _fmt(rng.uniform(62, 88), 1), _fmt(rng.uniform(55, 90), 1), _fmt(rng.uniform(-60, 60), 1)))
    return "\n".join(lines)


def _csa_summary(rng, cps, label):
    lines = ["CSA exposure summary — %s" % label, "```csv", "counterparty,csa_type,mtm_eur_mm,collateral_held_eur_mm,collateral_posted_eur_mm,threshold,mta_eur_mm,ia_eur_mm,status"]
    for c in cps:
        lines.append("%s,%s,%s,%s,%s,0,%s,%s,%s" % (c, rng.choice(["VM daily two-way", "VM daily two-way", "VM+IM"]),
                     _fmt(rng.uniform(-120, 120), 1), _fmt(rng.uniform(0, 110), 1), _fmt(rng.uniform(0, 110), 1),
                     rng.choice(["0.5", "0.25", "1.0"]), _fmt(rng.uniform(0, 15), 1), rng.choice(["agreed", "agreed", "agreed", "pending statement"])))
    lines.append("```")
    return "\n".join(lines)


def _cf_projection(rng):
    lines = ["Liability cash-flow projection (best estimate, EUR mm, run %s)" % rng.choice(["BE-Q4-v3", "BE-Q4-v4"]), "```csv", "year,guaranteed,profit_sharing,expenses,total,discount_factor"]
    for y in range(2027, 2067, 2):
        g = rng.uniform(300, 1400)
        ps = g * rng.uniform(0.05, 0.2)
        ex = rng.uniform(10, 60)
        lines.append("%d,%s,%s,%s,%s,%s" % (y, _fmt(g, 1), _fmt(ps, 1), _fmt(ex, 1), _fmt(g + ps + ex, 1), _fmt(rng.uniform(0.35, 0.98), 4)))
    lines.append("```")
    return "\n".join(lines)


def _programme_status(rng, ds):
    rows = [("P-2026-07", "Receiver 30y vs 6M Euribor", "IC-2026-071", "24k PV01", 100), ("P-2026-09", "Receiver 40y/50y", "IC-2026-088", "12k PV01", 75),
            ("P-2026-11", "10y20y receiver spreads", "IC-2026-102", "EUR 900mm", 66), ("P-2026-12", "HICPxT ZC 20y pay fixed", "IC-2026-115", "15k IE01", 0),
            ("P-2026-05", "EURUSD forward roll", "IC-2026-044", "USD 1.2bn", 100), ("P-2026-10", "Overlay futures (RX/UB/IK/OAT)", "IC-2026-093", "60k DV01", 40)]
    out = ["**Hedge programme status — %s**" % ds, "| programme | description | IC ref | approved size | executed % | remaining | carry (bp p.a.) | SCR relief (EURm) |", "|---|---|---|---|---|---|---|---|"]
    for pid, desc, ref, size, ex in rows:
        ex2 = min(100, ex + rng.randint(0, 8)) if ex else 0
        out.append("| %s | %s | %s | %s | %d%% | %d%% | %s | %s |" % (pid, desc, ref, size, ex2, 100 - ex2, _fmt(rng.uniform(-6, 4), 1), _fmt(rng.uniform(2, 60), 1)))
    out.append("Notes: executed %% measured on PV01/IE01 equivalents at trade date; SCR relief from the standard formula interest-rate module (down shock), diversified at module level. Programmes at 100%% are closed for new tranches; any extension needs a new IC reference.")
    return "\n".join(out)


def _cpty_util(rng, cps):
    out = ["Counterparty limit utilisation (RiskGuard, intraday)", "```", "%-28s %10s %10s %8s %8s" % ("counterparty", "limit EURm", "used EURm", "util %", "rating")]
    for c in cps:
        lim = rng.choice([300, 450, 500, 600, 750])
        used = rng.uniform(0.2, 0.85) * lim
        out.append("%-28s %10d %10s %8s %8s" % (c, lim, _fmt(used, 1), _fmt(used / lim * 100, 1), rng.choice(["A+", "A", "AA-", "A-"])))
    out.append("```")
    return "\n".join(out)


_STACK2 = """```
ERROR capture.sync: failed to push confirmation batch to SimCorp (batch 44871)
java.net.SocketTimeoutException: Read timed out
    at java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
    at java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)
    at java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)
    at org.apache.http.impl.io.SessionInputBufferImpl.streamRead(SessionInputBufferImpl.java:137)
    at com.insurer.capture.sync.ScdClient.push(ScdClient.java:211)
    at com.insurer.capture.sync.BatchJob.run(BatchJob.java:96)
```
batch re-queued, next attempt in 120s"""


_STACK = """```
Traceback (most recent call last):
  File "/opt/alm/engine/jobs/pv01_refresh.py", line 212, in run
    curves = self.market.load_curves(asof, ["EUR-ESTR", "EUR-EURIBOR-6M", "EUR-HICPXT"])
  File "/opt/alm/engine/market/loader.py", line 88, in load_curves
    raw = self._fetch(name, asof)
  File "/opt/alm/engine/market/loader.py", line 141, in _fetch
    resp.raise_for_status()
  File "/usr/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://mds.internal/curves/EUR-EURIBOR-6M?asof={d}
```
retrying in 60s (attempt 2/5)"""


_FILLER = [
    ("reinhardt", "Buxl-Auktion heute um 11:30 MEZ, Volumen EUR {a}bn, Kupon 2.50% 2056."),
    ("dubois", "La liquidité sur le 50y est vraiment mince ce matin, {b}bp de bid/offer sur les écrans brokers."),
    ("reinhardt", "30y mid jetzt {r30} / 50y {r50}, Kurve 30s50s bei {s}bp."),
    ("dubois", "Le 10s30s s'est pentifié de {c}bp depuis l'ouverture, rien de dramatique."),
    ("vogel", "Ich bin von 12:00 bis 13:00 im Solvency-II-Steering, bitte hier posten falls etwas dringend ist."),
    ("vogel", "Erinnerung: Entwurf QRT S.06.02 und die Hedge-Effektivitätsdoku bis Mittwoch an Group Risk."),
    ("dubois", "ECB speakers aujourd'hui : Schnabel 14:00 CET, Lane 17:30. Rien d'attendu sur le bilan."),
    ("reinhardt", "6M Euribor Fixing {eur}%, €STR {estr}%."),
    ("dubois", "Les brokers disent que les banques paient le 40y contre les émissions covered, flux à deux sens."),
    ("reinhardt", "BTP-Bund 10y bei {btp}bp, OAT-Bund {oat}bp, ruhig."),
    ("lammers", "Bitte für Montag eine Seite zur Zinssensitivität der Solvenzquote vorbereiten, Vorstand fragt nach."),
    ("vogel", "Danke an alle für die Vorbereitung der IC-Unterlagen, die Präsentation ist im Teams-Ordner."),
    ("dubois", "Le back-office confirme que les CSAs avec Natixis et SG sont passés en appel quotidien."),
    ("reinhardt", "Broker-Screen zeigt 20y swaption vol {vol}bp normal, etwas weicher als gestern."),
    ("marchand", "Collateral-Pool heute: EUR {cash}mm Cash, EUR {dbr}mm DBR frei verfügbar, OAT {oatp}mm."),
    ("dubois", "Je serai en call avec l'actuariat de 15h à 16h pour les cash-flows de passif mis à jour."),
    ("vogel", "The actuarial team delivered the updated liability cash-flows, projected run-off looks in line with Q3."),
    ("reinhardt", "Markt wartet auf die US-Daten um 14:30, bis dahin kaum Bewegung im langen Ende."),
    ("dubois", "Bund future {rx} en séance, Buxl {ub}."),
    ("lammers", "Please keep the CIO memo format for the IC pack: rationale, sizing, SCR impact, counterparties."),
    ("marchand", "Valuation agent for the Barclays CSA is us this month, statements go out at 16:00."),
    ("reinhardt", "Die Liquidität im Inflations-ZC 20y ist besser als letzte Woche, zwei Banken zeigen Preise in 5k IE01."),
    ("dubois", "Petit rappel : le fichier des limites contreparties est mis à jour chaque vendredi par Risk."),
    ("vogel", "Kurze Info: Group Treasury fragt nach der erwarteten Collateral-Nutzung bis Jahresende."),
    ("reinhardt", "EURUSD {fx}, Forward-Punkte 3M {fp}."),
    ("dubois", "Le 20y inflation swap est à {i20}% mid, stable."),
    ("lammers", "Good work this week, thanks. We will discuss the Q1 programme sizing on Monday."),
    ("marchand", "Eligible collateral schedule für den neuen UBS-CSA ist im Wiki, Haircut OAT 2%."),
    ("reinhardt", "Swap spreads 30y bei {ss}bp gegen Bund, leicht enger."),
    ("dubois", "Je regarde les niveaux du 5y30y receiver pour la réunion de lundi, rien à faire aujourd'hui."),
    ("vogel", "Die Durationslücke liegt im Tagesverlauf stabil, ALM-Engine läuft wieder normal."),
    ("reinhardt", "iTraxx Main {itx}bp, Crossover {xo}bp – unauffällig."),
]


_FILLER_LONG = [
    ("vogel", "Zur Vorbereitung des IC am Montag: Bitte für jede Tranche des laufenden Programms die erreichte Durationswirkung, die SCR-Entlastung im Zins-down-Schock und die verbrauchten Gegenparteilimits zusammenstellen. Ich möchte außerdem eine Seite zur Basis zwischen Swap-Diskontierung und Staatsanleihenbestand, da der Vorstand zuletzt nach der Wirkung der Swap-Spreads auf die Solvenzquote gefragt hat."),
    ("dubois", "Pour le comité de lundi : j'ai mis à jour le tableau des sensibilités par contrepartie, les expositions MtM après collatéral restent modestes sauf chez {cp}, où le montant indépendant n'a pas encore été recalculé. Le back-office confirme que les relevés de marge sont réconciliés jusqu'à hier soir, aucun écart supérieur au MTA."),
    ("reinhardt", "Kurzer Marktkommentar zum langen Ende: die Nachfrage nach 30y-Receivern kommt heute vor allem von Versicherern und Pensionskassen, Banken zahlen dagegen in 40y und 50y gegen Covered-Bond-Emissionen. Die 30s50s-Inversion hat sich um {c}bp verringert, Liquidität im 50y bleibt dünn, Brokerscreens mit {b}bp Geld/Brief. Keine Handlung von unserer Seite nötig."),
    ("lammers", "For the board pack, please describe the hedge programme in plain terms: what share of the interest rate sensitivity of the liabilities beyond 20 years is covered, how the coverage changed over the quarter, what the cost in premium and carry has been, and which counterparties carry the largest uncollateralised exposure intraday. Keep it to two pages."),
    ("marchand", "Collateral update: Substitutionsanfragen von {cp} (OAT gegen DBR) sind abgearbeitet, die Settlement-Instruktionen laufen über Clearstream. Für Montag erwarten wir nach der Bewertung durch den Valuation Agent zwei eingehende Calls in Summe unter EUR 10mm. Der freie Pool deckt auch einen 50bp-Parallelshift ab, wie im Stresstest vom Dienstag."),
    ("dubois", "Note sur la méthodologie : l'ALM-Engine utilise désormais la courbe EIOPA de novembre avec l'UFR à 3.30% et l'ajustement pour volatilité à {vol}bp, ce qui explique la petite variation de la duration des passifs dans le rapport de ce matin. Pas de changement de nos procédures, c'est purement un effet de paramètres."),
    ("vogel", "Hinweis aus dem Risikocontrolling: die Berechnung der PV01 je Laufzeitband wurde auf Key-Rate-Basis umgestellt, die Summen ändern sich dadurch minimal. Bitte in Präsentationen ab sofort die neue Darstellung verwenden und bei Abweichungen zum Vortag in der Fußnote auf die Methodikänderung verweisen."),
    ("reinhardt", "Zur Auktion: Die Finanzagentur hat in der letzten Buxl-Aufstockung ein Bid-to-Cover von 1.4 gesehen, der Tail war moderat. Für die heutige Auktion erwarten die Händler ähnliches Interesse; ein schwaches Ergebnis würde den 10s30s um ein bis zwei Basispunkte steiler machen, aber das ist Marktkommentar, keine Positionierung."),
    ("lammers", "Thank you for the clear summary of the collateral position. I would like the treasury team to be copied on the weekly CSA report from next week onwards so that the liquidity buffer calculation for the ORSA uses the same numbers as the desk."),
    ("dubois", "Les actuaires ont livré les flux de passif mis à jour : la duration des engagements augmente de {c} mois, principalement à cause des nouvelles hypothèses de rachat. Le gap dans le segment 30-50 ans est cohérent avec le rapport de l'ALM-Engine, je prépare une note pour Katharina avec les détails par génération de contrats."),
    ("vogel", "Bitte denkt daran, dass ab Januar die neuen Dokumentationsanforderungen für Hedge Accounting nach IFRS 9 gelten: jede neue Sicherungsbeziehung braucht die Designation am Handelstag, inklusive Effektivitätstest und Referenz auf das IC-Protokoll."),
    ("marchand", "Info Operations: bei {cp} wurde das CSA-Addendum für die tägliche Zinsberechnung auf €STR-Basis unterschrieben. Ab dem nächsten Zinslauf wird die Verzinsung von Barsicherheiten entsprechend umgestellt, keine Auswirkungen auf bestehende Trades oder Margin-Prozesse."),
    ("reinhardt", "Zur Ausführungsqualität der letzten Woche: im Schnitt lagen unsere 30y-Receiver {b}bp unter Mid, was für Tickets dieser Größe am Jahresende normal ist. Bei den Futures-Overlays war der Slippage vernachlässigbar. Ich schlage vor, dass wir für die nächste Tranche wieder drei Banken in Wettbewerb stellen, sobald das IC die Größe bestätigt hat."),
    ("dubois", "Compte rendu de l'appel avec l'actuariat : les hypothèses de rachat dynamique seront recalibrées au premier trimestre, ce qui pourrait raccourcir la duration des passifs de quelques mois. Rien n'est décidé, ils enverront des sensibilités préliminaires début janvier et nous pourrons alors revoir le dimensionnement du programme."),
    ("lammers", "A reminder on governance: every hedge above the delegated authority needs a written IC approval in this channel or the IC thread, and every execution must reference the trade id from TradeCapture. Audit asked about three tickets from October where the reference was missing; please make sure that does not happen again."),
    ("vogel", "Kurze Zusammenfassung des Calls mit Group Risk: die Limite je Laufzeitband bleiben für Q1 unverändert, die Überprüfung der Overlay-Limite erfolgt im Januar. Die Methodik zur Zuordnung von Swaptions auf Laufzeitbänder (Delta-gewichtet, Key-Rate) wird beibehalten. Protokoll folgt per Mail."),
    ("marchand", "Ops note: the quarterly reconciliation of initial margin with LCH is complete; differences were below EUR 50k and relate to timing of the FX conversion of USD collateral. No action needed from the desk, details in the operations log."),
    ("dubois", "Réflexion pour lundi, sans urgence : la partie 40-50 ans reste la moins couverte en termes de PV01, mais la liquidité y est plus chère. Une alternative serait de passer par des swaptions receveuses longues, à discuter avec Katharina avant de formaliser quoi que ce soit pour le comité."),
    ("reinhardt", "Zur Info aus dem Brokermarkt: die Nachfrage nach langen Inflationsswaps kommt derzeit hauptsächlich aus den Niederlanden und Großbritannien, die Geld-Brief-Spannen im 20y HICPxT liegen bei etwa 1.5bp. Für Tranche-Größen bis 5k IE01 sehen wir keine Probleme in der Ausführung."),
    ("vogel", "Bitte im Rahmen der Jahresendplanung berücksichtigen: zwischen dem 23.12. und dem 02.01. ist die Liquidität im langen Ende stark eingeschränkt, und die Clearinghäuser haben verkürzte Annahmezeiten. Neue Tranchen sollten, soweit möglich, bis zum 19.12. ausgeführt sein."),
]


def _filler_text(rng, tpl):
    return tpl.format(a=rng.choice(["1.0", "1.5", "2.0"]), b=_fmt(rng.uniform(1.5, 3.5), 1),
                      r30=_fmt(rng.uniform(2.35, 2.50), 3), r50=_fmt(rng.uniform(2.15, 2.35), 3),
                      s=rng.randint(-22, -8), c=_fmt(rng.uniform(0.5, 2.5), 1),
                      eur=_fmt(rng.uniform(2.05, 2.25), 3), estr=_fmt(rng.uniform(1.90, 1.95), 3),
                      btp=rng.randint(95, 140), oat=rng.randint(62, 88), vol=rng.randint(68, 92),
                      cash=rng.randint(120, 260), dbr=rng.randint(300, 700), oatp=rng.randint(150, 400),
                      rx=_fmt(rng.uniform(130.5, 132.5), 2), ub=_fmt(rng.uniform(112, 118), 2),
                      fx=_fmt(rng.uniform(1.06, 1.12), 4), fp=rng.randint(92, 140),
                      i20=_fmt(rng.uniform(2.1, 2.35), 3), ss=rng.randint(-12, 4),
                      itx=rng.randint(52, 66), xo=rng.randint(270, 320), cp=rng.choice(CPTYS))


# ---------------------------------------------------------------------------
# one channel-day
# ---------------------------------------------------------------------------

def _build_day(day: _Day):
    r = day.rng
    ch, d = day.ch, day.d
    base = 20481 + ch * 1000 + d * 37
    fut = 5521 + ch * 500 + d * 29
    opt = 7732 + ch * 300 + d * 17
    mc = 88214 + ch * 400 + d * 23
    fxid = 3310 + ch * 200 + d * 11
    ds = day.date.strftime("%Y-%m-%d")
    nxt = (day.date + timedelta(days=3)).strftime("%Y-%m-%d")
    cp = list(CPTYS)
    r.shuffle(cp)
    cp1, cp2, cp3, cp4, cp5, cp6 = cp[:6]

    # ---------------- morning: limits, ALM, analyst -----------------------
    t = 5 * 60 + 40 + r.randint(0, 10)
    old30, new30 = 45000, 52000 + 1000 * r.randint(0, 3)
    ic = "IC-2026-%d" % (110 + d + ch * 5)
    yaml = ("```yaml\nrisk_limits:\n  as_of: %s\n  source: RiskGuard v4.2\n  change_ref: %s\n  pv01_buckets_eur:\n"
            "    - bucket: 20Y\n      limit: 40000\n      used: %d\n"
            "    - bucket: 30Y\n      limit: %d   # was %d, raised per %s\n      used: %d\n"
            "    - bucket: 40Y\n      limit: 30000\n      used: %d\n"
            "    - bucket: 50Y\n      limit: 20000\n      used: %d\n"
            "  overlay:\n    max_loss_day_eur: 2000000\n    futures_dv01_eur: 60000\n```") % (
        ds, ic, r.randint(26000, 36000), new30, old30, ic, r.randint(30000, 41000), r.randint(15000, 24000), r.randint(11000, 17000))
    k = day.msg(t, "risk", "Tageslimits / daily limit set — 1 change vs. prior day\n" + yaml)
    day.hard_ev(k, "risk_limit", ["30Y", "limit: %d" % new30, ic], "structured")
    day.idiom(k, "YAML limit block with inline 'was' comment", "risk_limit")

    t += 6
    day.msg(t, "alm", _alm_table(r, "EOD-1, %s" % ds))
    t += 4
    gap = "-" + _fmt(r.uniform(1.05, 1.6), 2) + "y"
    alert = "# ALERT duration_gap_30_50y=%s outside tolerance +/-1.00y -> ALM-TOL-03 breached, hedge programme to be resized" % gap
    k = day.msg(t, "alm", _scr_csv(r, alert))
    day.hard_ev(k, "risk_limit", ["ALM-TOL-03", gap, "breached"], "buried")
    day.idiom(k, "breach line buried inside CSV sensitivity table", "risk_limit")

    t = 6 * 60 + 20 + r.randint(0, 25)
    k = day.msg(t, "analyst", _note(r, _NOTE_PARAS, _NOTE_BURIED, "Weekly macro & curve note — ECB, long end, supply", n=14))
    day.hard_ev(k, "thesis_update", ["10s30s", "neutral to a steepener bias", "conviction: medium"], "buried")
    day.idiom(k, "one view change buried in a long LLM macro note", "thesis_update")

    t += 15
    k = day.msg(t, "vogel", "📌 Watchlist Dezember (zusätzlich zu den Beständen BTP/OAT/Bund): Belgien OLO, Spanien Bonos, Österreich RAGB, EIB 2050er. Bitte Nachrichten dazu hier posten.")

    # ---------------- swap programme --------------------------------------
    t = 7 * 60 + 35 + r.randint(0, 30)
    cap = r.choice(["2.43%", "2.44%", "2.45%"])
    prop = ("[VORSCHLAG] Guten Morgen. Wie im ALM-Committee angekündigt schlage ich vor: receive 30y 8k PV01 vs 6M Euribor, "
            "Level nicht über %s, in zwei Tranchen à 4k, Gegenparteien %s und %s. Begründung: Durationslücke 30-50y "
            "außerhalb der Toleranz (ALM-TOL-03), SCR-Zinsrisiko (down) reduziert sich um ca. EUR 38mm.") % (cap, cp1, cp2)
    kp = day.msg(t, "vogel", prop)
    day.hard_ev(kp, "trade_proposal", ["receive 30y", "8k PV01", "6M Euribor", cap], "tagged")
    day.idiom(kp, "German tagged ALM proposal 'receive 30y 8k PV01 vs 6M Euribor'", "trade_proposal")
    t += 4
    k = day.msg(t, "reinhardt", "Machen wir die 40y gleich mit oder warten wir die Buxl-Auktion ab? Nur eine Frage, nichts dringend.", ref=kp, kind="near")
    day.idiom(k, "question about extending the programme", "not_hard")
    t += 3
    k = day.msg(t, "dubois", "Et si le CIO limite à 6k, on fait une seule tranche ?", ref=kp, kind="near")
    t += 9
    appr = ("Freigegeben unter folgenden Bedingungen: (1) maximal 8k PV01, (2) Level nicht über %s, "
            "(3) Gegenparteilimit %s vorher prüfen. 40y bitte separat vorlegen. — HL") % (cap, cp2)
    ka = day.msg(t, "lammers", appr, ref=kp)
    day.hard_ev(ka, "trade_approval", ["Freigegeben", "maximal 8k PV01", cap], "reply")
    day.idiom(ka, "CIO approval by reply with numbered conditions", "trade_approval")
    day.react(ka, 1.5, "📌", "vogel")
    day.pin(ka, 2, "vogel")
    t += 3
    day.msg(t, "vogel", "Danke, wir legen los.", kind="noise")
    t += 14
    rate1 = r.uniform(2.36, 2.42)
    f1 = _fmt(rate1, 3) + "%"
    wrong = _fmt(rate1 - 0.006, 3) + "%"
    sid = "ALM-SWP-%d" % base
    kf = day.msg(t, "dubois", "Fait : reçu 30y 4k PV01 à %s contre %s, réf %s. Reste 4k, je regarde %s." % (f1, cp1, sid, cp2))
    day.hard_ev(kf, "trade_fill", ["reçu 30y", "4k PV01", f1, sid], "untagged")
    day.idiom(kf, "French fill 'Fait : reçu 30y ... à x%'", "trade_fill")
    t += 3
    conf = ("TRADE CAPTURE — CONFIRMATION\n"
            "trade_id:      {sid}\nstatus:        CONFIRMED\nproduct:       EUR IRS\ndirection:     RECEIVE FIXED\n"
            "tenor:         30Y\neffective:     {eff}\npv01:          EUR 4,000\n"
            "fixed_rate:    {rate}\nfloat_index:   EUR-EURIBOR-6M\ncounterparty:  {cp}\nclearing:      LCH SwapClear\n"
            "trader:        C. Dubois\nbook:          ALM-LIFE-HEDGE")
    notl = 0
    kc = day.msg(t, "capture", conf.format(sid=sid, eff=nxt, notl=notl, rate=wrong, cp=cp1))
    day.edit(kc, 22, conf.format(sid=sid, eff=nxt, notl=notl, rate=f1, cp=cp1).replace("status:        CONFIRMED", "status:        CONFIRMED (amended: fixed_rate)"), old_level=wrong)
    day.hard_ev(kc, "trade_confirmation", [sid, "RECEIVE FIXED", f1], "structured", "edited")
    day.idiom(kc, "structured confirmation block with fixed_rate amended by edit", "trade_confirmation")
    t += 2
    day.msg(t, "reinhardt", "👍", ref=kf, kind="noise")
    t += 24
    f2 = _fmt(rate1 + r.uniform(0.001, 0.006), 4)
    sid2 = "ALM-SWP-%d" % (base + 1)
    k = day.msg(t, "reinhardt", "rcv 30y 4k01 @ %s %s, dn. total 8k, %s" % (f2, cp2.split()[0], sid2))
    day.hard_ev(k, "trade_fill", ["rcv 30y", "4k01", f2, sid2], "shorthand")
    day.idiom(k, "shorthand fill 'rcv 30y 4k01 @ x, dn'", "trade_fill")
    t += 2
    k = day.msg(t, "capture", "", embeds=[{
        "title": "Confirmation %s" % sid2, "description": "EUR IRS · RECEIVE FIXED 30Y vs 6M Euribor",
        "author": "TradeCapture",
        "fields": [{"name": "Status", "value": "CONFIRMED", "inline": True},
                   {"name": "Fixed rate", "value": f2 + "%", "inline": True},
                   {"name": "PV01", "value": "EUR 4,000", "inline": True},
                   {"name": "Counterparty", "value": cp2, "inline": False}],
        "footer": "book ALM-LIFE-HEDGE · clearing LCH"}])
    day.hard_ev(k, "trade_confirmation", ["Confirmation %s" % sid2, "CONFIRMED", f2 + "%"], "embed")
    day.idiom(k, "embed-only swap confirmation", "trade_confirmation")

    # deleted erroneous fill
    t += 11
    badr = _fmt(rate1 - 0.04, 3) + "%"
    k = day.msg(t, "dubois", "Fill : reçu 40y 2k PV01 @ %s contre %s" % (badr, cp3))
    day.hard_ev(k, "trade_fill", ["reçu 40y", "2k PV01", badr], "untagged", "deleted")
    day.delete(k, 3, "reçu 40y 2k PV01 @ %s" % badr)
    t += 4
    day.msg(t, "dubois", "Pardon, mauvais canal — c'était un test du carnet de démo, supprimé.")

    # ---------------- collateral ---------------------------------------
    t = 9 * 60 + 5 + r.randint(0, 20)
    amt = _fmt(r.uniform(18, 60), 1)
    mcid = "MC-%d" % mc
    kmc = day.msg(t, "csa", "**MARGIN CALL** %s\ncpty: %s\nagreement: ISDA/CSA 2016 VM\namount: EUR %smm (we deliver)\ndue: %s 10:00 CET\n"
                  "eligible: EUR cash, DBR, OAT, NETHER (haircut 0.5-2%%)\nMTA: EUR 0.5mm · threshold 0" % (mcid, cp4, amt, nxt))
    t += 6
    k = day.msg(t, "vogel", "@Sophie Marchand bitte %s übernehmen — Routing an das Collateral-Team, liefern bitte DBR aus dem freien Pool, kein Cash." % mcid, ref=kmc)
    day.hard_ev(k, "route_decision", [mcid, "Routing an das Collateral-Team", "DBR"], "reply")
    day.idiom(k, "lead routes a margin call to the collateral team by @mention", "route_decision")
    t += 3
    day.msg(t, "marchand", "übernommen 👍", ref=k, kind="noise")
    t += 30
    mc2 = "MC-%d" % (mc + 17)
    kmc2 = day.msg(t, "csa", "margin_call id=%s cpty=\"%s\" amount_eur=%s direction=receive status=disputed_by_cpty mta_eur=500000" % (mc2, cp5, r.randint(210000, 480000)))
    t += 5
    k = day.msg(t, "dubois", "%s : en dessous du MTA, pas d'action, on ne transmet pas au collatéral." % mc2, ref=kmc2)
    day.hard_ev(k, "no_route_decision", [mc2, "pas d'action", "on ne transmet pas"], "reply")
    day.idiom(k, "French explicit no-action on a margin call below MTA", "no_route_decision")
    t = 15 * 60 + 20 + r.randint(0, 30)
    mc3 = "MC-%d" % (mc + 31)
    k = day.msg(t, "csa", "routed %s (%s, EUR %smm, substitution request OAT->DBR) to collateral-ops / S. Marchand" % (mc3, cp6, _fmt(r.uniform(5, 20), 1)))
    day.hard_ev(k, "route_decision", [mc3, "routed", "collateral-ops / S. Marchand"], "structured")
    day.idiom(k, "bot line 'routed MC-x to collateral-ops'", "route_decision")

    # ---------------- futures overlay ---------------------------------
    t = 9 * 60 + 40 + r.randint(0, 20)
    rx = r.uniform(130.8, 132.2)
    rxe, rxs, rxt = _fmt(rx, 2), _fmt(rx - 0.62, 2), _fmt(rx + 1.18, 2)
    kp = day.msg(t, "reinhardt", "taktisch, Overlay-Budget: b 400 RXH7 @ %s, stop %s, tgt %s" % (rxe, rxs, rxt))
    day.hard_ev(kp, "trade_proposal", ["b 400 RXH7", rxe, "stop " + rxs, "tgt " + rxt], "shorthand")
    day.idiom(kp, "shorthand overlay proposal 'b 400 RXH7 @ x, stop, tgt'", "trade_proposal")
    t += 3
    k = day.msg(t, "vogel", "ok, go — 400 RXH7, Stop wie vorgeschlagen.", ref=kp)
    day.hard_ev(k, "trade_approval", ["ok, go", "400 RXH7"], "reply")
    day.idiom(k, "short reply approval 'ok, go'", "trade_approval")
    t += 2
    k = day.msg(t, "capture", "", embeds=[{
        "title": "Order accepted", "description": "ALM-FUT-%d BUY 400 RXH7 LMT %s DAY" % (fut, rxe),
        "fields": [{"name": "Venue", "value": "XEUR", "inline": True}, {"name": "Status", "value": "WORKING", "inline": True}],
        "footer": "OMS · book ALM-OVERLAY"}])
    day.hard_ev(k, "trade_confirmation", ["Order accepted", "ALM-FUT-%d" % fut, "BUY 400 RXH7"], "embed")
    t += 3
    fpx = _fmt(rx + 0.02, 2)
    k = day.msg(t, "capture", "FILL id=ALM-FUT-%d sym=RXH7 side=BUY qty=400 px=%s venue=XEUR book=ALM-OVERLAY" % (fut, fpx))
    day.hard_ev(k, "trade_fill", ["ALM-FUT-%d" % fut, "side=BUY", "qty=400", "px=" + fpx], "structured")
    day.idiom(k, "key=value fill line", "trade_fill")
    t += 6
    s1, s2, s3 = _fmt(rx - 0.47, 2), _fmt(rx - 0.32, 2), _fmt(rx - 0.17, 2)
    ks = day.msg(t, "reinhardt", "[STOP] RXH7 Stop auf %s gesetzt, Target %s unverändert." % (s1, rxt))
    day.edit(ks, 95, "[STOP] RXH7 Stop auf %s nachgezogen, Target %s unverändert." % (s2, rxt), old_level=s1)
    day.edit(ks, 260, "[STOP] RXH7 Stop auf %s nachgezogen (2. Anpassung), Target %s unverändert." % (s3, rxt), old_level=s2)
    day.hard_ev(ks, "stop_or_target_change", ["RXH7", "Stop auf " + s3], "tagged", "edited")
    day.idiom(ks, "stop moved twice by editing the same message", "stop_or_target_change")
    t += 5
    k = day.msg(t, "dubois", "Un stop à %s serait peut-être plus prudent vu la Buxl, non ? À voir." % _fmt(rx - 0.25, 2), kind="near")
    day.idiom(k, "'a stop at x would be more prudent' with no decision", "not_hard")
    t += 40
    btp = r.uniform(117.2, 119.4)
    ike, iks = _fmt(btp, 2), _fmt(btp + 0.85, 2)
    kp2 = day.msg(t, "dubois", "Proposition : vendre 250 IKH7 à %s, stop %s — couverture tactique du spread BTP avant l'adjudication." % (ike, iks))
    day.hard_ev(kp2, "trade_proposal", ["vendre 250 IKH7", ike, "stop " + iks], "untagged")
    day.idiom(kp2, "French proposal 'vendre 250 IKH7 à x, stop y'", "trade_proposal")
    t += 4
    k = day.msg(t, "vogel", "👍 send it", ref=kp2)
    day.hard_ev(k, "trade_approval", ["👍", "send it"], "reply")
    day.idiom(k, "emoji reply approval '👍 send it'", "trade_approval")
    t += 2
    used = _fmt(r.uniform(96.5, 99.5), 1)
    k = day.msg(t, "risk", "```yaml\nbreach_notice:\n  rule: sovereign_concentration_IT\n  utilisation_pct: %s\n  order: ALM-FUT-%d\n  instrument: IKH7\n  side: SELL\n  requested_qty: 250\n  action: RESIZE\n  resized_to: 180\n```" % (used, fut + 1))
    day.hard_ev(k, "risk_limit", ["sovereign_concentration_IT", "ALM-FUT-%d" % (fut + 1), "resized_to: 180"], "structured")
    day.idiom(k, "risk bot YAML breach notice resizing an order", "risk_limit")
    t += 2
    k = day.msg(t, "capture", "", embeds=[{
        "title": "Order accepted (resized)", "description": "ALM-FUT-%d SELL 180 IKH7 LMT %s" % (fut + 1, ike),
        "fields": [{"name": "Orig qty", "value": "250", "inline": True}, {"name": "Venue", "value": "XEUR", "inline": True}],
        "footer": "OMS · RiskGuard resize applied"}])
    day.hard_ev(k, "trade_confirmation", ["ALM-FUT-%d" % (fut + 1), "SELL 180 IKH7"], "embed")
    t += 5
    ikf = _fmt(btp - 0.03, 2)
    k = day.msg(t, "dubois", "IKH7 vendu 180 @ %s (réduit par RiskGuard), stop %s posé." % (ikf, iks))
    day.hard_ev(k, "trade_fill", ["IKH7 vendu 180", ikf], "untagged")
    t += 2
    day.msg(t, "lammers", "ok", kind="noise")
    t = 14 * 60 + 10 + r.randint(0, 30)
    nt = _fmt(rx + 0.78, 2)
    k = day.msg(t, "reinhardt", "RXH7 Target runter auf %s (vorher %s), Stop bleibt." % (nt, rxt))
    day.hard_ev(k, "stop_or_target_change", ["RXH7", "Target runter auf " + nt], "untagged")
    day.idiom(k, "target lowered in prose with 'vorher' old level", "stop_or_target_change")

    # ---------------- swaptions ---------------------------------------
    t = 11 * 60 + 5 + r.randint(0, 20)
    prem = r.randint(38, 44)
    kp3 = day.msg(t, "vogel", ("Proposal for IC sign-off: buy EUR 10y20y receiver spread 2.00%%/1.70%%, notional EUR 300mm, premium up to %dc upfront. "
                               "Rationale: protects own funds in the rates-down SCR shock, premium within the 2026 hedging budget (EUR 9.5mm remaining).") % prem)
    day.hard_ev(kp3, "trade_proposal", ["10y20y receiver spread", "2.00%/1.70%", "EUR 300mm", "%dc" % prem], "untagged")
    t += 8
    k = day.msg(t, "lammers", "Approved, subject to: premium cap %dc and execution only with counterparties on a two-way daily CSA." % prem, ref=kp3)
    day.hard_ev(k, "trade_approval", ["Approved", "premium cap %dc" % prem], "reply")
    t += 20
    paid = _fmt(prem - r.uniform(0.5, 3), 1)
    k = day.msg(t, "capture", "", embeds=[{
        "title": "Confirmation ALM-OPT-%d" % opt, "description": "BUY EUR 10y20y receiver spread 2.00/1.70",
        "fields": [{"name": "Notional", "value": "EUR 300mm", "inline": True},
                   {"name": "Premium", "value": paid + "c", "inline": True},
                   {"name": "Status", "value": "CONFIRMED", "inline": True},
                   {"name": "Counterparty", "value": cp3}],
        "footer": "physical settlement · book ALM-LIFE-HEDGE"}])
    day.hard_ev(k, "trade_confirmation", ["Confirmation ALM-OPT-%d" % opt, "CONFIRMED", paid + "c"], "embed")
    t += 3
    k = day.msg(t, "vogel", "ALM-OPT-%d done: bought 10y20y 2.00/1.70 RS EUR 300mm @ %sc with %s." % (opt, paid, cp3))
    day.hard_ev(k, "trade_fill", ["ALM-OPT-%d" % opt, "bought 10y20y", "EUR 300mm", paid + "c"], "untagged")

    # ---------------- IC thread: inflation programme -----------------
    t = 12 * 60 + 40 + r.randint(0, 20)
    icap = _fmt(r.uniform(2.18, 2.26), 2) + "%"
    day.msg(t, "vogel", "Thread für die IC-Freigaben Dezember. Bitte Anträge hier, CIO antwortet direkt.", thread=True)
    t += 2
    kp4 = day.msg(t, "vogel", ("**Antrag an das IC — Programm Inflationsabsicherung Q1**\n"
                               "Instrument: pay fixed 20y EUR HICPxT ZC\nGröße: 5k IE01 pro Tranche, 3 Tranchen\nLevel: ≤ %s\n"
                               "Begründung: indexgebundene Leistungen im Bestand Leben, Inflationslücke 15-25y.") % icap, thread=True)
    day.hard_ev(kp4, "trade_proposal", ["pay fixed 20y EUR HICPxT ZC", "5k IE01", icap], "structured")
    day.idiom(kp4, "IC programme request in approval thread", "trade_proposal")
    t += 6
    k = day.msg(t, "reinhardt", "Zur Info: Letztes Jahr haben wir im Dezember 12k IE01 bei 2.41% bezahlt, das Programm lief damals in vier Tranchen.", thread=True, kind="near")
    day.idiom(k, "last year's programme told as history", "not_hard")
    t += 12
    k = day.msg(t, "lammers", "Genehmigt mit Bedingung: nur Tranche 1 (5k IE01) vor Jahresende, Tranchen 2-3 erst nach dem IC am 15.01.", ref=kp4, thread=True)
    day.hard_ev(k, "trade_approval", ["Genehmigt", "nur Tranche 1 (5k IE01)"], "reply")
    day.react(k, 1, "📌", "vogel")
    t += 35
    ipx = _fmt(r.uniform(2.17, 2.25), 3) + "%"
    iid = "ALM-INF-%d" % (base + 9)
    k = day.msg(t, "reinhardt", "[FILL] paid 20y HICPxT ZC 5k IE01 @ %s vs %s, %s. Tranche 1 erledigt." % (ipx, cp5, iid), thread=True)
    day.hard_ev(k, "trade_fill", ["[FILL]", "paid 20y HICPxT ZC", "5k IE01", ipx], "tagged")
    day.idiom(k, "tagged [FILL] in the IC thread", "trade_fill")

    # ---------------- FX forwards -------------------------------------
    t = 13 * 60 + 25 + r.randint(0, 30)
    fxl = _fmt(r.uniform(1.06, 1.12), 4)
    usd = r.choice([150, 180, 220])
    kp5 = day.msg(t, "dubois", "Couverture USD : je propose de vendre USD %dmm à terme 3M (EURUSD), niveau indicatif %s, roll des forwards de décembre sur le portefeuille crédit US." % (usd, fxl))
    day.hard_ev(kp5, "trade_proposal", ["vendre USD %dmm" % usd, "3M", fxl], "untagged")
    t += 5
    k = day.msg(t, "vogel", "Einverstanden, bitte ausführen.", ref=kp5)
    day.hard_ev(k, "trade_approval", ["Einverstanden", "bitte ausführen"], "reply")
    t += 14
    fxf = _fmt(float(fxl) + 0.0003, 4)
    js = json.dumps({"event": "fill", "trade_id": "ALM-FXF-%d" % fxid, "pair": "EURUSD", "side": "SELL USD",
                     "notional": "USD %dmm" % usd, "tenor": "3M", "rate": fxf, "cpty": cp6}, ensure_ascii=False)
    k = day.msg(t, "capture", js)
    day.hard_ev(k, "trade_fill", ["ALM-FXF-%d" % fxid, "SELL USD", "USD %dmm" % usd, fxf], "structured")
    day.idiom(k, "JSON-line FX forward fill from capture bot", "trade_fill")

    # ---------------- credit index (rejected) -------------------------
    t = 15 * 60 + 5 + r.randint(0, 20)
    itx = r.randint(55, 64)
    kp6 = day.msg(t, "reinhardt", "Proposal: buy protection iTraxx Main S46 5y EUR 100mm @ %dbp als Makro-Overlay auf das Corporate-Portfolio." % itx)
    day.hard_ev(kp6, "trade_proposal", ["buy protection iTraxx Main S46 5y", "EUR 100mm", "%dbp" % itx], "untagged")
    t += 11
    k = day.msg(t, "lammers", "Abgelehnt — iTraxx-Overlay ist nicht Teil des ALM-Mandats, bitte im Januar-IC neu einbringen.", ref=kp6)
    day.hard_ev(k, "trade_approval", ["Abgelehnt", "iTraxx-Overlay"], "reply")
    day.idiom(k, "CIO rejection by reply", "trade_approval")

    # ---------------- forgotten proposal ------------------------------
    t = 10 * 60 + 50 + r.randint(0, 20)
    ph = "+33 6 %02d %02d %02d %02d" % (r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99))
    k = day.msg(t, "reinhardt", "pay 50y 1.5k PV01 vs €STR @ 2.21 als Kurvenausgleich? Broker Marc privat erreichbar unter %s." % ph)
    day.hard_ev(k, "trade_proposal", ["pay 50y 1.5k PV01", "€STR"], "shorthand", "forgotten")
    day.forget(k, 7, "Broker Marc privat erreichbar unter %s" % ph, by="vogel")
    t += 9
    day.msg(t, "vogel", "Bitte keine privaten Telefonnummern hier posten. Nachricht entfernt, 50y besprechen wir morgen.")

    # ---------------- news --------------------------------------------
    t = 8 * 60 + 15 + r.randint(0, 40)
    k = day.msg(t, "news", "", embeds=[{
        "title": "Moody's changes France outlook to negative, affirms Aa3",
        "description": "Rating agency cites slower fiscal consolidation; OAT-Bund 10y spread widens 3bp in early trade.",
        "footer": "Newswire · sovereign ratings"}])
    day.hard_ev(k, "held_position_news", ["France outlook to negative", "Aa3", "OAT-Bund"], "embed")
    day.idiom(k, "embed-only rating headline on a held sovereign", "held_position_news")
    t += 6
    k = day.msg(t, "dubois", "Pour mémoire : en portefeuille nous avons OAT 2048, OAT 2055 et le short OATH7 de l'overlay.")
    t = 12 * 60 + 5 + r.randint(0, 30)
    k = day.msg(t, "news", "ITALY: MEF announces new 30y BTP syndication next week, size EUR 5-7bn; BTP futures IKH7 drop 0.4 on the headline")
    day.hard_ev(k, "held_position_news", ["30y BTP syndication", "IKH7"], "untagged")
    t = 16 * 60 + 2 + r.randint(0, 30)
    k = day.msg(t, "news", "BELGIUM: Fitch revises Belgium outlook to negative, OLO 10y +4bp vs Bund")
    day.hard_ev(k, "watchlist_news", ["Belgium outlook to negative", "OLO"], "untagged")
    day.idiom(k, "headline on watchlist sovereign (Belgium OLO)", "watchlist_news")
    t += 5
    k = day.msg(t, "vogel", "Kein Handlungsbedarf bei OLO, wir bleiben auf der Watchlist-Position ohne Bestand, nicht weiterleiten.")
    day.hard_ev(k, "no_route_decision", ["Kein Handlungsbedarf", "OLO", "nicht weiterleiten"], "untagged")
    t = 7 * 60 + 5 + r.randint(0, 20)
    k = day.msg(t, "news", "Bloomberg: Allianz said to receive 30y-50y euro swaps ahead of year-end as it extends liability hedge", kind="near")
    day.idiom(k, "another insurer's hedging news", "not_hard")
    t = 13 * 60 + 50 + r.randint(0, 20)
    day.msg(t, "news", "Generali completes EUR 750mm Tier 2 buyback; Munich Re said to add inflation-linked hedges", kind="near")
    t = 10 * 60 + 20 + r.randint(0, 20)
    k = day.msg(t, "reinhardt", "FYI die Treasury der Bankentochter hat heute früh 10y bezahlt, EUR 200mm — nicht unser Buch.", kind="near")
    day.idiom(k, "another desk's trade", "not_hard")

    # ---------------- thesis / limits ---------------------------------
    t = 16 * 60 + 30 + r.randint(0, 20)
    k = day.msg(t, "vogel", "Update zur These BTP: Untergewicht bestätigt, Conviction von mittel auf hoch angehoben nach der Syndizierungsankündigung.")
    day.hard_ev(k, "thesis_update", ["These BTP", "Untergewicht bestätigt", "von mittel auf hoch"], "untagged")
    day.idiom(k, "conviction change on BTP underweight", "thesis_update")
    t = 14 * 60 + 45 + r.randint(0, 20)
    lim_old, lim_new = 450, r.choice([550, 600, 650])
    k = day.msg(t, "risk", "```yaml\ncounterparty_limits:\n  changed_by: Group Risk (approved CIO)\n  entries:\n    - name: \"%s\"\n      limit_eur_mm: %d   # was %d\n      used_eur_mm: %d\n```" % (cp2, lim_new, lim_old, r.randint(280, 420)))
    day.hard_ev(k, "risk_limit", [cp2, "limit_eur_mm: %d" % lim_new], "structured")
    t = 17 * 60 + 5 + r.randint(0, 10)
    k = day.msg(t, "lammers", "Ab Montag gilt für alle taktischen Overlays ein Tagesverlustlimit von EUR 1.5mm statt 2mm. RiskGuard wird entsprechend umgestellt.")
    day.hard_ev(k, "risk_limit", ["Tagesverlustlimit von EUR 1.5mm", "Overlays"], "untagged")
    day.idiom(k, "CIO sets a new loss limit in prose", "risk_limit")

    # ---------------- near-misses ---------------------------------------
    t = 8 * 60 + 50 + r.randint(0, 20)
    k = day.msg(t, "vogel", "Szenario: wenn die Kurve um 50bp steiler wird (2s30s), verlieren wir ca. EUR %dmm Eigenmittel, Solvenzquote −%d Punkte. Nur zur Einordnung." % (r.randint(60, 140), r.randint(3, 9)), kind="near")
    day.idiom(k, "German 'wenn die Kurve um 50bp steiler wird' scenario", "not_hard")
    t = 11 * 60 + 40 + r.randint(0, 20)
    k = day.msg(t, "dubois", "Scénario : si le spread BTP s'écarte de 100bp, le ratio de solvabilité baisserait d'environ %d points, VA compris." % r.randint(6, 14), kind="near")
    t = 13 * 60 + 5 + r.randint(0, 20)
    k = day.msg(t, "reinhardt", ("Backtest Overlay-Regel (RX long bei Kurvenversteilung > 5bp, Stop 60 Ticks) 2019-2025: Trefferquote %d%%, "
                                 "Sharpe %s, max DD EUR %smm. Beispiel 12.03.2024: b 300 RXM4 @ 133.10, raus @ 134.02.") % (r.randint(48, 58), _fmt(r.uniform(0.4, 0.9), 2), _fmt(r.uniform(1.1, 3.2), 1)), kind="near")
    day.idiom(k, "backtest with historical shorthand fills", "not_hard")
    t = 15 * 60 + 40 + r.randint(0, 20)
    k = day.msg(t, "dubois", "Paper trade pour la formation des juniors : receive 5y30y payer… pardon, receiver 2.10%, EUR 50mm, juste dans le simulateur.", kind="near")
    day.idiom(k, "paper trade in simulator", "not_hard")
    t = 16 * 60 + 45 + r.randint(0, 20)
    k = day.msg(t, "reinhardt", "Sollten wir die 40y nicht noch heute schicken? Würde ich gern morgen früh mit Katharina klären.", kind="near")
    t = 9 * 60 + 25 + r.randint(0, 20)
    day.msg(t, "lammers", "Frage an das Team: wie hoch wäre der Effekt auf die SCR, wenn wir das Receiver-Programm auf 12k PV01 ausweiten würden?", kind="near")
    t = 17 * 60 + 30 + r.randint(0, 20)
    k = day.msg(t, "analyst", _note(r, _NOTE_PARAS, None, "Evening wrap — curve, spreads, inflation", n=13), kind="near")
    day.idiom(k, "long analyst wrap with trading words, no decision", "not_hard")
    t = 6 * 60 + 55 + r.randint(0, 10)
    day.msg(t, "alm", "Modell-Backtest Zinsszenarien Q3: realised vs. predicted ΔOwn Funds R² = %s, größte Abweichung im 40-50y Bucket (%s%%). Keine Parameteränderung." % (_fmt(r.uniform(0.86, 0.97), 2), _fmt(r.uniform(4, 12), 1)), kind="near")

    # ---------------- intraday ALM refreshes ------------------------
    for hh in (8, 10, 12, 13, 15, 16):
        day.msg(hh * 60 + r.randint(0, 20), "alm", _alm_table(r, "intraday %02d:00 CET" % (hh + 1)))
    day.msg(11 * 60 + 30 + r.randint(0, 15), "alm", _scr_csv(r))
    day.msg(12 * 60 + r.randint(0, 40), "csa", "Eligible collateral inventory (free, EUR mm)\n```csv\nasset,isin_bucket,nominal,mv,haircut_pct,eligible_cptys\n" +
            "\n".join("%s,%s,%d,%s,%s,%s" % (a, b, r.randint(40, 600), _fmt(r.uniform(30, 580), 1), h, c) for a, b, h, c in [
                ("DBR", "DE0001102", "0.5", "all"), ("OAT", "FR00140", "2.0", "all ex JPM"), ("NETHER", "NL00150", "1.0", "all"),
                ("RAGB", "AT00006", "2.0", "BNP;SG;DB"), ("EUR cash", "-", "0.0", "all"), ("BTP", "IT00053", "8.0", "SG;BNP")]) + "\n```")

    # ---------------- large routine reports (not hard) ---------------
    day.msg(7 * 60 + 5 + r.randint(0, 10), "alm", _positions_report(r, "SOD %s" % ds))
    day.msg(16 * 60 + 40 + r.randint(0, 10), "alm", _positions_report(r, "intraday 17:45 CET"))
    day.msg(8 * 60 + 5 + r.randint(0, 15), "csa", _csa_summary(r, CPTYS, "SOD %s" % ds))
    day.msg(15 * 60 + 50 + r.randint(0, 15), "csa", _csa_summary(r, CPTYS, "16:00 CET statements"))
    day.msg(6 * 60 + 10 + r.randint(0, 10), "alm", _cf_projection(r))
    day.msg(11 * 60 + 50 + r.randint(0, 20), "analyst", _note(r, _NOTE_PARAS, None, "Midday flash — ECB preview and supply calendar", n=11))
    day.msg(19 * 60 + r.randint(0, 30), "alm", _alm_table(r, "EOD %s (preliminary)" % ds))
    day.msg(19 * 60 + 35 + r.randint(0, 20), "alm", _scr_csv(r))

    day.msg(7 * 60 + 20 + r.randint(0, 10), "alm", _programme_status(r, ds))
    day.msg(14 * 60 + 55 + r.randint(0, 20), "analyst", _note(r, _NOTE_PARAS, None, "ECB accounts digest — what the minutes say about the long end", n=12))
    day.msg(17 * 60 + 50 + r.randint(0, 10), "alm", _programme_status(r, ds + " EOD"))
    day.msg(9 * 60 + 50 + r.randint(0, 10), "risk", _cpty_util(r, CPTYS))
    day.msg(14 * 60 + 20 + r.randint(0, 10), "risk", _cpty_util(r, CPTYS))
    day.msg(12 * 60 + 40 + r.randint(0, 30), "capture", _STACK2, kind="noise")

    # ---------------- noise -------------------------------------------
    for h in range(24):
        m = h * 60 + r.randint(0, 3)
        day.msg(m, "infra", "heartbeat ok · alm-engine up (pid %d) · capture up · csa up · riskguard up · mds feed lag %dms · queue depth %d · disk %d%%" % (r.randint(2000, 9000), r.randint(40, 900), r.randint(0, 12), r.randint(41, 77)), kind="noise")
    for h in (6, 9, 12, 15, 18, 22):
        day.msg(h * 60 + 30 + r.randint(0, 5), "infra", "cron eod_pv01_snapshot ok · %d buckets refreshed · 0 routed · next run %02d:30 UTC" % (r.randint(8, 12), (h + 3) % 24), kind="noise")
    for h in (7, 14):
        day.msg(h * 60 + 12 + r.randint(0, 20), "risk", "RiskGuard check: all limits ok (%d rules evaluated)" % r.randint(140, 190), kind="noise")
    for i in range(4):
        day.msg(r.randint(7 * 60, 17 * 60), "ci", "ci: alm-engine #%d %s · deploy %s to staging (%ss)" % (
            4100 + ch * 50 + d * 5 + i, r.choice(["passed", "passed", "passed", "failed: test_curve_bootstrap"]),
            r.choice(["a3f91c2", "7be0d41", "c119e5a", "e04b7f3"]), r.randint(58, 240)), kind="noise")
    px_insts = [("RXH7", 131.0, 0.6), ("UBH7", 115.0, 1.5), ("IKH7", 118.3, 0.8), ("OATH7", 124.0, 0.7),
                ("EUR 30y swap", 2.42, 0.03), ("BTP-Bund 10y", 118, 6), ("EURUSD", 1.09, 0.01)]
    for i in range(18):
        nm, c, w = px_insts[r.randrange(len(px_insts))]
        lvl = c + r.uniform(-w, w)
        day.msg(day.rand_minute(), "px", "⚠ px-alert: %s %s %s" % (nm, r.choice(["crossed above", "crossed below", "moved 2σ to"]), _fmt(lvl, 3 if c < 10 else 2)), kind="noise")
    for h in (8, 11, 14, 17):
        day.msg(h * 60 + 1 + r.randint(0, 4), "pnl", "", embeds=[{
            "title": "PnL snapshot %02d:00 CET" % (h + 1),
            "fields": [{"name": "Hedge book MtM", "value": "EUR %smm" % _fmt(r.uniform(-6, 6), 2), "inline": True},
                       {"name": "Overlay", "value": "EUR %dk" % r.randint(-400, 500), "inline": True},
                       {"name": "Net vs liabilities", "value": "EUR %dk" % r.randint(-300, 300), "inline": True}],
            "footer": "pnl-snap · indicative"}], kind="noise")
    for i in range(3):
        day.msg(day.rand_minute(), "gw", "gateway reconnected (session resumed, %d events replayed)" % r.randint(0, 40), kind="noise")
    day.msg(10 * 60 + r.randint(0, 50), "alm", _STACK.replace("{d}", ds), kind="noise")
    acks = ["ok", "danke", "merci", "thx", "👍", "✅", "noted", "d'accord", "passt", "top, danke", "vu", "ok merci"]
    for i in range(14):
        day.msg(day.rand_minute(), r.choice(["vogel", "reinhardt", "dubois", "marchand"]), r.choice(acks), kind="noise")
    # bulk-deleted duplicate alerts
    bulk = []
    for i in range(3):
        nmin = 13 * 60 + 2 + i
        txt = "⚠ px-alert DUPLICATE feed-B: UBH7 stale quote %s (seq %d)" % (_fmt(r.uniform(112, 118), 2), 90210 + i + d * 7 + ch * 31)
        bulk.append((day.msg(nmin, "px", txt), txt))
    day.ops.append((bulk[-1][0], 4 * 60000, "bulk_delete", [b[0] for b in bulk]))
    for _, txt in bulk:
        day.removed.append(txt)

    # ---------------- filler to target size ---------------------------
    target = r.randint(242, 268)
    cur = len(day.msgs)
    while cur < target:
        pool = _FILLER_LONG if r.random() < 0.8 else _FILLER
        who, tpl = pool[r.randrange(len(pool))]
        day.msg(day.rand_minute(), who, _filler_text(r, tpl))
        cur += 1


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def _emit(day: _Day, worker: int, seq_state: list, events: list, labels: dict):
    order = sorted(range(len(day.msgs)), key=lambda i: (day.msgs[i]["ms"], i))
    # enforce ref-before and strictly increasing ms
    last = -1
    ids = {}
    for i in order:
        m = day.msgs[i]
        if m["ms"] <= last:
            m["ms"] = last + 1
        last = m["ms"]
        seq_state[0] = (seq_state[0] + 1) % 131072
        ids[i] = str(((m["ms"] - DISCORD_EPOCH) << 22) | (worker << 17) | seq_state[0])
    out = []
    for i in order:
        m = day.msgs[i]
        aid, aname, abot = PEOPLE[m["who"]]
        chan = day.tid if m["thread"] else day.cid
        msg = {"id": ids[i], "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _iso(m["ms"]), "content": m["versions"][0], "attachments": [],
               "embeds": m["embeds"], "reference_id": ids[m["ref"]] if m["ref"] is not None else None,
               "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if m["thread"]:
            ev["parent_channel_id"] = day.cid
        ev["message"] = msg
        out.append((m["ms"], 0, len(out), ev))
    for n, (key, off, kind, payload) in enumerate(day.ops):
        m = day.msgs[key]
        chan = day.tid if m["thread"] else day.cid
        at_ms = m["ms"] + off
        at = _iso(at_ms)
        base = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan}
        if kind == "edit":
            base.update(message_id=ids[key], edited_at=at, content=payload)
        elif kind == "delete":
            base.update(message_id=ids[key], deleted_at=at)
        elif kind == "bulk_delete":
            base.update(message_ids=[ids[k] for k in payload], deleted_at=at)
        elif kind == "forget":
            base.update(message_id=ids[key], requested_by=PEOPLE[payload][0], at=at)
        elif kind == "pin":
            base.update(message_id=ids[key], by=PEOPLE[payload][0], at=at)
        elif kind == "reaction_add":
            base.update(message_id=ids[key], emoji=payload[0], user_id=PEOPLE[payload[1]][0], at=at)
        out.append((at_ms, 1, n, base))
    events.extend(out)

    def chan_of(k):
        return day.tid if day.msgs[k]["thread"] else day.cid

    for key, et, facts, ph, fs in day.hard:
        labels["hard_events"].append({"channel_id": chan_of(key), "message_id": ids[key], "event_type": et,
                                      "facts": facts, "phrasing": ph, "final_state": fs})
    for key, old in day.superseded:
        labels["superseded_facts"].append([chan_of(key), ids[key], old])
    labels["removed_texts"].extend(day.removed)
    labels["noise_message_ids"].extend(ids[k] for k in day.noise)
    labels["near_miss_ids"].extend(ids[k] for k in day.near)
    return [(key, name, exp, ids[key]) for key, name, exp in day.idioms]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    events = []
    idiom_rows = []
    for ch in range(channels):
        seq_state = [ch * 977 % 131072]
        for d in range(days):
            start = end_ms - (days - d) * 86400000
            rng = random.Random(seed * 1000003 + ch * 10007 + d * 101 + 17)
            day = _Day(rng, ch, d, start)
            _build_day(day)
            rows = _emit(day, (ch % 31) + 1, seq_state, events, labels)
            if ch == 0 and d == 0:
                idiom_rows = rows
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    # keep one idiom per name, 10-20 rows
    seen = []
    for key, name, exp, mid in idiom_rows:
        if name not in [s["idiom"] for s in seen]:
            seen.append({"message_id": mid, "idiom": name, "expected": exp})
    hard_rows = [x for x in seen if x["expected"] != "not_hard"]
    soft_rows = [x for x in seen if x["expected"] == "not_hard"]
    labels["idioms"] = hard_rows[:13] + soft_rows[:7]
    return {"events": [e[3] for e in events], "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="ALM hedging desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
