#!/usr/bin/env python3
"""Desk generator: gulf_equities_sukuk.

A Dubai (DIFC) desk running a Shariah equity fund (GESF) and a conventional GCC
income fund (GCCI): Tadawul stocks by numeric code, ADX/DFM/QSE names, KSA and
DP World paper quoted in price and spread, Brent hedges and USD/SAR forwards.
Ramadan trading hours. Standard library only; output is a pure function of the
arguments.

    python -m tests.desks.gulf_equities_sukuk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from fractions import Fraction

DESK = "gulf_equities_sukuk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1187263057904418836"
BASE_CHANNEL_IDS = ["1204518933712261180", "1204519071553933392", "1219850247719854110"]
DEFAULT_END = datetime(2026, 3, 5, 0, 0, 0, tzinfo=timezone.utc)

# who -> (author_id, author_name, bot)
CAST = {
    "khalid": ("849211730562498601", "khalid.mansouri", False),
    "omar": ("902344718264510524", "omar.t", False),
    "priya": ("731045829976331301", "priya.raman", False),
    "layla": ("1038722615094857799", "layla.ops", False),
    "oms": ("1104592836617304085", "OMS-Bridge", True),
    "shariah": ("1110348875120916500", "ShariahScreen", True),
    "riskd": ("1098823374120018002", "riskd", True),
    "broker": ("1121004958832074843", "BrokerRelay", True),
    "macro": ("1139942057315672114", "macro-agent", True),
    "wire": ("1087723366195101776", "GCC-Wire", True),
    "cron": ("1095510837746831370", "desk-cron", True),
    "router": ("1142238710033917953", "desk-router", True),
    "px": ("1090017365528273920", "px-alerts", True),
    "pnl": ("1100282846019915826", "pnl-snap", True),
    "deploy": ("1079915736205000814", "deploybot", True),
}

HOUR_W = [1, 1, 1, 2, 6, 10, 16, 18, 18, 16, 13, 9, 7, 6, 3, 5, 6, 5, 3, 2, 2, 1, 1, 1]
HUMAN_W = [0, 0, 0, 1, 6, 10, 16, 18, 18, 16, 13, 9, 7, 6, 2, 4, 6, 4, 2, 1, 1, 0, 0, 0]


# ----------------------------------------------------------------------------- helpers

def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def tick(x: float, t: float, dp: int) -> str:
    return f"{round(round(x / t) * t, dp):.{dp}f}"


def frac16(n16: int) -> str:
    h, r = divmod(n16, 16)
    if r == 0:
        return str(h)
    f = Fraction(r, 16)
    return f"{h}-{f.numerator}/{f.denominator}"


def isin(body: str) -> str:
    digits = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


KSA33_ISIN = isin("XS256163148")
DPW29_ISIN = isin("XS199762170")
SEC_ISIN = isin("XS284410395")


def hl(hour_local_utc_offset: int, ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc) + timedelta(hours=hour_local_utc_offset)
    return dt.strftime("%H:%M:%S")


def channel_id_for(ch: int) -> str:
    if ch < len(BASE_CHANNEL_IDS):
        return BASE_CHANNEL_IDS[ch]
    return str(snowflake(1705000000000 + ch * 86400123, 9, ch))


# ----------------------------------------------------------------------------- flow

class Flow:
    """One channel-day. Messages carry times in seconds from the day start."""

    def __init__(self, rng: random.Random, day_start: datetime, ch: int, day: int):
        self.rng = rng
        self.day_start = day_start
        self.ch = ch
        self.day = day
        self.channel_id = channel_id_for(ch)
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.threads: dict[str, dict] = {}
        self._n = 0

    def T(self, h: int, m: float, spread: float = 6.0) -> float:
        return (h * 60 + m + self.rng.uniform(-spread / 2, spread / 2)) * 60.0

    def gap(self, lo: float, hi: float) -> float:
        return self.rng.uniform(lo, hi)

    def say(self, t: float, who: str, content: str = "", *, ref=None, embeds=None, label=None,
            thread=None, idiom=None, attachments=None) -> str:
        self._n += 1
        key = f"k{self._n}"
        t = max(1.0, min(t, 86399.0))
        if who == "wire":
            content += self.wire_meta(t, content)
        self.msgs.append({"key": key, "t": t, "who": who, "content": content, "ref": ref,
                          "embeds": embeds or [], "label": label, "thread": thread,
                          "idiom": idiom, "attachments": attachments or []})
        return key

    def wire_meta(self, t: float, content: str) -> str:
        r = self.rng
        if "[Tadawul]" in content or "[تداول]" in content:
            ex, off, tz = "TDWL", 180, "AST"
            cat = r.choice(["Financial Results", "Dividends", "Capital Markets", "Material Developments"])
        elif "[ADX]" in content or "[DFM]" in content:
            ex, off, tz = "ADX" if "[ADX]" in content else "DFM", 240, "GST"
            cat = r.choice(["Disclosure", "Board Resolutions", "Material Information"])
        elif "[QSE]" in content:
            ex, off, tz = "QSE", 180, "AST"
            cat = "Disclosure"
        else:
            ex, off, tz = "WIRE", 240, "GST"
            cat = r.choice(["Commodities", "Macro", "Corporate"])
        mins = int(t // 60 + off) % 1440
        return (f"\n— filed {mins // 60:02d}:{mins % 60:02d} {tz} · {cat} · EN/AR · 1 PDF ({r.randint(80, 900)} KB)"
                f" · ref {ex}-{self.day_start.strftime('%Y%m%d')}-{r.randint(100, 999)}")

    def hard(self, etype, facts, phrasing):
        return {"kind": "hard", "event_type": etype, "facts": list(facts), "phrasing": phrasing}

    def op(self, t: float, kind: str, target, **kw):
        self.ops.append({"t": t, "op": kind, "target": target, **kw})

    def thread(self, tkey: str, t: float, name: str):
        self.threads[tkey] = {"t": t, "name": name}

    def when(self, weights=HOUR_W) -> float:
        h = self.rng.choices(range(24), weights=weights)[0]
        return h * 3600 + self.rng.uniform(0, 3599)


NOISE = {"kind": "noise"}
NEAR = {"kind": "near"}


# ----------------------------------------------------------------------------- long texts

def macro_morning(p):
    return f"""**macro-agent · morning context note · {p['date']} · 07:{p['mm1']} GST**

**1. Oil / OPEC+.** Brent front-month printed {p['brent_open']} in Asia, {p['brent_chg']} on the overnight session. The eight-country voluntary group meets virtually on Sunday and the weekend sources stories point to another modest monthly unwind (~137 kb/d) rather than a pause. My read remains that the group is prioritising market-share recovery over price defence while OECD inventories are still drawing, with Riyadh as the swing producer. Kazakhstan and Iraq compensation schedules remain largely on paper: Kazakh output is still running 300-400 kb/d above its quota and nobody in the group has the leverage to change that. A pause would likely be worth +$2-3 on Brent; I put that at under 25%. The prompt spread has narrowed from $1.10 to $0.65 over two weeks, which is the market telling us the physical tightness of January is fading.

**2. Saudi fiscal.** At current Brent the Kingdom's fiscal breakeven (IMF-style, including PIF-linked spending, ~$90+) sits far above the market. The MoF's 2026 budget already assumes a deficit near 3% of GDP and the borrowing plan implies continued heavy USD sovereign and quasi-sovereign supply. That supply overhang is the main reason the KSA curve trades wide to A-rated peers, and it is the channel through which oil matters for the long end of the sukuk book. Aramco's dividend capacity is the second channel: the performance-linked distribution is already near zero and the base dividend is covered by free cash flow only at roughly $70+ Brent on current capex. Aramco's gearing has drifted up to the mid-teens, still comfortable, but the market is now pricing the base dividend as the floor rather than the starting point.

**3. PIF and Vision 2030.** PIF keeps recycling capital: secondary sell-downs, local-currency sukuk and a steady shift of giga-project budgets into 2027-2030. NEOM scope has been re-phased, and the contractors' order books (not names we own) show it. For listed banks the second-order effect is slower corporate credit growth in H2, partly offset by mortgage demand. Deposit competition is the thing to watch for Al Rajhi and SNB margins. Expo 2030 and the 2034 World Cup keep a floor under construction activity in Riyadh, but the mix shifts from giga-projects to stadia, transport and hospitality.

**4. Rates / liquidity.** SAMA moves with the Fed through the peg. 3m SAIBOR fixed {p['saibor']}% this morning; interbank liquidity is tight but not stressed, and the SAIBOR-SOFR spread is ~55bp, in the middle of its 12-month range. USD/SAR 12m forward points are consistent with carry only: no peg stress priced. AED and QAR forwards look the same. Local banks' loan-to-deposit ratios are near the 90% guideline, which is why they keep coming to the USD market.

**5. Flows / calendar.** FTSE GEIS March review effective after the close on Friday 20-Mar; MSCI's February review is done. Foreign passive flows into Tadawul this quarter look modest relative to last year. Ramadan hours compress liquidity into the first two hours of each session; expect wider closing auctions. Active EM funds remain underweight Saudi by ~150bp on the latest positioning survey, unchanged m/m.

**6. Cross-asset.** UST 10y {p['ust10']}%, DXY firm, EM sovereign spreads {p['emspd']}. Gulf CDS unchanged. No geopolitical headlines of note overnight beyond the usual Red Sea shipping chatter; war-risk premia on Gulf-loading cargoes are flat.

**7. Corporate calendar.** Aramco results and dividend are due this morning before the open; the street expects a flat base dividend and no performance-linked payout. SABIC results also today, with impairments flagged by two brokers. Aldar's results call has been scheduled for later in the day. ADNOC Gas has an investor day next week.

**8. Positioning / sentiment.** Local retail margin debt on Tadawul is up 9% y/y but well below the 2022 peak; local mutual funds hold 6% cash, near the top of their range, which is dry powder for a sell-off. Foreign ownership of the free float in the large banks is close to record highs, which makes the FTSE event less of a one-way flow than the headline estimate implies.

This is a context note for the morning meeting; sizing questions are for the midday update once the OPEC+ sources settle."""


def macro_pif(p):
    return f"""**macro-agent · Vision 2030 / PIF deep-dive (weekly)**

*Why this matters for us.* Roughly 60% of GESF's Saudi exposure is in names where PIF is either the controlling shareholder (Aramco via the state and PIF, stc, SNB, Ma'aden) or the main source of incremental demand for their products and credit (the banks). Understanding PIF's cash needs is understanding the marginal seller and the marginal borrower in the Saudi market.

*Sources and uses, 2026.* PIF's stated AUM target is ~USD 1trn+ by 2025-26 and ~2trn by 2030. The inflows are (1) capital injections and share transfers from the state (Aramco stakes), (2) Aramco dividends on its stake, which fell sharply once the performance-linked distribution was cut, (3) borrowing (bonds, sukuk, loans: PIF has been one of the largest EM issuers for three years running), and (4) asset recycling (secondary sell-downs, IPOs of portfolio companies). Uses: domestic giga-projects, sector champions (tourism, mining, autos), and international holdings. With the dividend leg down, borrowing and recycling do more of the work, which is why PIF paper and PIF-linked supply keep coming.

*What changed in the last quarter.* The re-phasing of NEOM and some giga-projects into the 2030s is now explicit. Capex moves toward assets with nearer-term cash generation (mining, logistics, tourism that opens before 2030). For the banks, corporate loan growth from project finance slows in H2 while working-capital lending to contractors stays elevated as payment cycles lengthen. That is a mild negative for asset quality optics at the mid-sized banks (not in the book) and neutral for Al Rajhi, which is retail-heavy.

*Secondary sell-downs.* The playbook has been marketed overnight placements at 3-6% discounts, absorbed mostly by local institutions and GCC family offices, with limited foreign participation. The Aramco follow-on was the exception. The pattern matters for the FTSE event: if a placement in a large index name coincides with passive buying, the discount narrows and the stock can hold up better than the raw flow estimate suggests.

*Sukuk supply from the ecosystem.* PIF, its subsidiaries and government-related entities account for roughly a third of Saudi USD supply. Their curves trade 10-25bp wide of the sovereign. Our KSA 33s are the cleanest way to own the sovereign without the GRE concession; I see no reason to rotate into PIF paper at current spreads.

*Risks to this picture.* (1) A lower-for-longer oil path forces sharper prioritisation and more borrowing; (2) a large IPO pipeline (Saudi Aramco Base Oil was the precedent; the next ones are in healthcare and sports) crowds out secondary demand; (3) policy surprises on foreign ownership limits, which could be a positive flow event.

No portfolio conclusions in this note; it feeds the midday update and the weekly sector review."""


def macro_midday(p):
    return f"""**macro-agent · midday update · PIF flows, Vision 2030 capex, oil beta of the book**

Summary of the morning: Tadawul opened soft, banks led lower after the SAIBOR fix, Aramco held in after the dividend release and the energy complex is trading heavy into the OPEC+ meeting. Brent is at {p['brent_mid']}. ADX was steadier, with ADNOC Gas and FAB bid and the property names mixed after the Emaar Development launch headline.

*Oil beta.* Using 250-day betas, the GESF equity book has an effective Brent sensitivity of roughly USD {p['beta']}k per $1/bbl, dominated by the Aramco position, with ADNOC Gas and the Saudi banks adding a smaller second-order leg through deposits and government spending. GCCI's sovereign and quasi-sovereign paper adds spread beta that correlates with oil in sell-offs (KSA 33s widened ~12bp in the last $8 drawdown). The existing short Brent May-26 hedge covers about {p['cov']}% of that. The correlation between Aramco and Brent has weakened to 0.35 on a 60-day basis from 0.55 a year ago, as the stock now trades on dividend yield and index flows as much as on crude, so the hedge is deliberately partial.

*PIF flows.* The fund's domestic rotation continues; recent block trades were absorbed by local institutions at small discounts. No evidence yet of PIF selling listed Tadawul names into the FTSE event. Vision 2030 capex re-phasing reduces the pipeline of new quasi-sovereign sukuk from H2, which is supportive for existing KSA paper over a six-month horizon but not for the next two weeks given the sovereign calendar.

*Scenarios.* (a) OPEC+ unwinds on schedule: Brent drifts to the high 60s, Aramco underperforms TASI by 2-3%, KSA long end widens 5-10bp. (b) Pause: +$2-3, relief across the book. (c) Faster unwind (sources flagged this morning): Brent low-to-mid 60s, the worst case for our equity oil beta. I weight these 45/20/35 after this morning's headlines, from 55/25/20 yesterday.

**Proposal (needs Khalid's ok): sell {p['b_lots']} lots ICE Brent May-26 (COK6) to add to the short hedge, limit {p['b_px']}, stop {p['b_stop']}.** That takes hedge coverage to roughly {p['cov2']}% of the book's oil beta ahead of the weekend meeting, and it can be unwound on a pause.

*Other things I looked at and am not recommending:* extending the hedge to Jul-26 (curve backwardation makes the roll expensive), buying Aramco puts (local listed options are illiquid), or cutting the Aramco equity position outright (index flows into the FTSE event argue against reducing it before 20-Mar). A Brent call-spread collar would be cleaner on paper, but the ICE options margin in GCCI is already near the prime broker's soft cap.

*Liquidity check.* 150 lots of COK6 is under 1% of the day's ICE Brent volume in the May contract; execution is not a constraint. Margin at the clearing broker rises by roughly USD 0.9mm, within GCCI's cash buffer.

*Calendar.* SAMA weekly money supply tomorrow, OPEC+ Sunday, US CPI next Wednesday. Any sukuk relative-value trades on the desk are independent of this."""


def macro_afternoon(p):
    return f"""**macro-agent · afternoon note · sukuk supply, SAMA liquidity, telecoms**

*Supply.* Primary GCC supply this week is running at USD {p['supply']}bn, with Sharjah, a Saudi bank AT1 sukuk and two Abu Dhabi GREs in the pipeline. New issue concessions have crept up to 10-15bp, which is why secondary KSA paper has lagged USTs. Real-money demand is still there (books 3-4x covered) but price sensitivity has clearly increased; final pricing is tightening only 30-35bp from IPTs versus 45-50bp in January. Asian accounts are taking a larger share of books, European real money less.

*SAMA liquidity.* Government deposits at SAMA fell again in January and banks' loan-to-deposit ratios are near regulatory ceilings, so the banks are funding in USD. That feeds the AT1/Tier 2 sukuk pipeline and keeps local banks' NIMs under pressure as SAIBOR follows the Fed. This is consistent with the morning downgrade of conviction on Al Rajhi. The Al Rajhi AT1 sukuk announced this morning is part of the same pattern.

*Telecoms.* The stc dividend floor (SAR 0.55/quarter) remains intact and the balance sheet can carry it, but the capex cycle is turning up again: data-centre build-outs, the towers carve-out and the international M&A pipeline all consume cash. Consensus has capex intensity flat; I think it rises 2-3 points over 2026-27. Combined with a valuation that already prices the dividend as bond-like, **we move 7010 (stc) from overweight to neutral in the model book; the position is held, no trade is proposed from this note.**

*Banks follow-up.* Al Rajhi's AT1 sukuk completes its Tier 1 build for the year; the question for the equity is whether deposit costs keep rising into Q2. Our downgrade of conviction this morning stands; nothing in the afternoon data changes it.

*Other GCC telecoms.* Etisalat (e&) and Zain KSA are not in the book; their results were in line and I have no view change there. Ooredoo's tower sale closes a chapter for them; not relevant for us.

*Oil.* Brent {p['brent_pm']}; the hedge added at midday is in the money. OPEC+ sources still point to a faster unwind. Saudi OSPs for April are due around the 5th; a cut to Asia would confirm the market-share strategy.

*Real estate.* Emaar's sales momentum remains strong but the Emaar Development launch cadence keeps adding supply in Dubai Creek Harbour and the Valley. Aldar's contract win is margin-accretive; the results call at 14:00 GST is the next catalyst. No view change on either from me.

*Into the close.* Tadawul closing auction imbalance showed buy-side on banks, sell-side on petrochemicals. Nothing in the auction data suggests early FTSE pre-positioning by foreign passives. Turnover concentrated in the top 20 names, with small caps quiet for the third day running."""


def macro_banks(p):
    return f"""**macro-agent · GCC banks liquidity monitor (weekly, auto-generated)**

```
metric                         KSA      UAE      QAT
loan growth y/y                +11.8%   +8.1%    +4.2%
deposit growth y/y             +8.9%    +10.4%   +3.1%
LDR (reg. basis)               ~89%     ~78%     ~118%*
3m interbank                   {p['saibor']}%    4.31%    4.85%
interbank - SOFR (bp)          +55      -6       +48
CASA share of deposits         49%      52%      31%
* Qatar LDR incl. non-resident funding
```

*Read-across.* Saudi banks are the tightest on liquidity and the most reliant on wholesale USD funding; UAE banks are flush (deposit growth above loan growth for six quarters) and their NIMs are most exposed to Fed cuts; Qatari banks depend on non-resident deposits, which QCB has been steering down. For the book: Al Rajhi's CASA base is the best in KSA, so its margin compression is slower than peers' even with conviction lowered; FAB benefits from UAE liquidity and fee income; QNB's international book (Turkey, Egypt) dominates its risk more than domestic liquidity.

*Sukuk angle.* Bank AT1 and Tier 2 sukuk supply from KSA will stay heavy. Spreads on bank AT1s have compressed to within 100bp of the sovereign curve, which is tight by history. None of this is actionable today; it is context for the quarterly bank review and the FTSE flow discussion.

Data sources: SAMA monthly bulletin (Jan), CBUAE, QCB, Bloomberg. Some figures are estimates where the February prints are not yet published."""


def macro_seasonality(p):
    return f"""**macro-agent · Ramadan seasonality study (refreshed yearly)**

Question asked at the weekly: does the Ramadan session (shorter hours, lower turnover) change how our names trade, and should execution adapt?

*Data.* Tadawul and ADX/DFM daily data 2016-2025, ten Ramadan periods, compared with the 20 sessions before and after each. Names: the current GESF holdings plus the watchlist.

*Findings.*
1. Turnover falls 25-35% on Tadawul and 30-40% on ADX/DFM, but the closing auction share rises from ~18% to ~26% of daily volume. The first hour after the open carries most of the continuous-session liquidity.
2. Realised volatility is about 10% lower on average, except in years when Ramadan overlapped an OPEC+ decision or an index event, when it was higher.
3. Bid-ask spreads widen by 1-2 ticks in the mid-caps (ALDAR, ADNOCGAS), barely at all in 2222 and 1120.
4. The last ten days of Ramadan and the week before Eid show the lowest turnover of the year; index-event flows that fall in that window have had larger closing-auction price impact (avg 35bp vs 20bp).
5. There is no robust directional Ramadan effect in returns once the oil price is controlled for; the popular "Ramadan rally" disappears in the regression.

*Execution implications (for the traders to judge).* Orders above 20% of ADV are better worked across the open and the closing auction than through the continuous session; VWAP schedules should be reweighted toward the auction. For the FTSE date, if it falls in the last ten days the auction impact estimate should be scaled up.

This is research; it does not change any position."""


def macro_curve(p):
    return f"""**macro-agent · KSA sovereign curve RV (weekly)**

```
bond            px        ytm     z-spd   1w chg   vs fair
KSA 27s       99.10    4.82%     +61     -2bp     -3bp rich
KSA 30s       97.55    5.02%     +78     -1bp     +1bp
KSA 4.75 33s  {p['ksa_dec']}   5.31%     +{p['z']}    +2bp     +6bp cheap
KSA 36s       94.20    5.45%     +109    +3bp     +4bp cheap
KSA 50s       81.40    6.05%     +141    +4bp     +2bp
DPW 29s       {p['dpw_px']}   5.12%     +{p['dpw_z']}    -6bp     -9bp rich
SECO 30s      98.90    5.08%     +96     -1bp     0bp
PIF 31s       97.75    5.30%     +118    +1bp     +2bp
```

*Read.* The 33s screen 6bp cheap to the fitted curve, mostly because of new-issue supply in the 7-10y bucket; the 36s similar. The belly (30s) is fair. DP World is the richest line on the page relative to its own history versus the sovereign. PIF paper trades about 20bp over the sovereign at the same tenor, in line with its average. The 10s30s slope is near its 2-year steepest, a function of duration supply rather than credit.

*Carry/roll.* 33s carry + roll ~ 46bp over 3 months; 36s ~ 49bp; funding at SOFR + 25bp via the prime broker.

*What would change the picture.* A large sovereign print in the 10y sector (MoF calendar suggests one before June), a Fed repricing, or an oil drawdown that revives fiscal concerns.

Screen only; no trade in this note."""


def macro_evening(p):
    return f"""**macro-agent · evening wrap · {p['date']}**

TASI closed {p['tasi_chg']} on the day, FADGI {p['fadgi_chg']}, DFMGI {p['dfm_chg']}, QE index {p['qe_chg']}. Turnover on Tadawul was about SAR {p['turnover']}bn, slightly below the 20-day average, as usual during Ramadan. Foreign net buying was positive for the third day in a row, concentrated in the large banks and Aramco. Local institutions were net sellers of petrochemicals after the SABIC print; retail was the swing buyer in small caps.

Brent settled {p['brent_pm']}. The OPEC+ narrative has shifted toward a faster unwind of voluntary cuts; the curve flattened. Should the group confirm that on Sunday, the playbook from last year (April/May 2025) was a 6-8% drawdown in Brent over two weeks, Aramco down 3-4%, and KSA spreads 10-15bp wider. We are better hedged than we were then.

Sukuk: KSA 33s ended about {p['ksa_chg']} on the day; DP World 29s underperformed after the morning's switch flows. New issue supply continues next week with Sharjah and at least one Saudi bank AT1; the GCC IG index is roughly unchanged on the week.

FX: USD/SAR spot 3.7505, forward points steady. No peg stress. AED and QAR forwards also flat.

Flows detail: Tadawul's weekly ownership data (published Sundays) showed foreign institutions net buyers of ~SAR 1.1bn last week, mostly through swaps and QFIs rather than direct; GCC investors small net sellers. On ADX, foreign net buying concentrated in ADNOC Gas, FAB and Aldar; on DFM, Emaar saw local profit-taking. Qatar saw modest foreign inflows into QNB ahead of the FTSE estimate refresh.

Equities by name (book): Aramco traded in a tight range after the dividend; Al Rajhi lagged the banks index slightly; stc flat; FAB and ADNOC Gas firm; Emaar softer on the Emaar Development supply headline; QNB firm into the FTSE estimates.

Week ahead: OPEC+ Sunday, FTSE flow estimates refreshed daily, US CPI Wednesday, SAMA's monthly bulletin late in the week. Potential disclosures: Aldar results detail, stc towers transaction filing, QNB's annual general assembly notice.

Tomorrow: SAMA money supply (Saudi morning), Qatar CPI, and the FTSE GEIS flow estimates refresh. Ramadan hours unchanged.

No new recommendations tonight; the hedge and the sukuk switch from today are in the book."""


def pnl_snapshot(p, label, f):
    r = f.rng
    rows_e = [("2222", "Saudi Aramco", 4_300_000, p["a_px"], 7.1), ("1120", "Al Rajhi Bank", 620_000, p["rj_px"], 6.4),
              ("7010", "stc", 930_000, p["stc_px"], 4.3), ("FAB", "First Abu Dhabi", 2_250_000, p["fab_px"], 3.6),
              ("EMAAR", "Emaar Properties", 3_400_000, p["em_px"], 4.7), ("ADNOCGAS", "ADNOC Gas", 6_500_000, p["ag_px"], 2.6)]
    rows_f = [("KSA 4.75 01/33", KSA33_ISIN, "L 36mm", p["ksa_dec"], 5.6), ("DPW 29s sukuk", DPW29_ISIN, "L 6mm", p["dpw_px"], 1.0),
              ("QNBK QNB Group", "QSE", "L 1,450,000", p["qn_px"], 2.6), ("COK6 Brent May-26", "ICE", "S 400 lots", p["brent_open"], 0.0),
              ("USD/SAR 12m fwd", "OTC", "L USD 120mm", p["fwd_px"], 0.0)]
    out = [f"📊 **PnL snapshot · {label}** (GESF + GCCI, USD)", "```",
           f"GESF  NAV 842.{r.randint(10, 99)}mm   day {r.uniform(-0.4, 0.5):+.2f}%   mtd {r.uniform(0.8, 2.4):+.2f}%   ytd {r.uniform(2, 6):+.2f}%",
           f"  {'code':<9}{'name':<18}{'qty':>12}{'last':>9}{'wt%':>6}{'day':>9}{'mtd':>9}"]
    for code, name, q, px, wt in rows_e:
        q = q + r.randint(-3, 3) * 10_000
        out.append(f"  {code:<9}{name:<18}{q:>12,}{px:>9}{wt + r.uniform(-0.2, 0.2):>6.1f}{r.uniform(-0.35, 0.45):>+8.2f}m{r.uniform(-0.9, 1.6):>+8.2f}m")
    out.append(f"GCCI  NAV 611.{r.randint(10, 99)}mm   day {r.uniform(-0.2, 0.3):+.2f}%   mtd {r.uniform(0.2, 1.1):+.2f}%")
    for name, ident, pos, px, wt in rows_f:
        out.append(f"  {name:<19}{ident:<14}{pos:>13}{px:>9}{wt + r.uniform(-0.1, 0.1):>6.1f}{r.uniform(-0.25, 0.3):>+8.2f}m")
    out.append("```")
    out.append(f"gross KSA {r.uniform(48, 55):.1f}% · UAE {r.uniform(27, 29.5):.1f}% · QA {r.uniform(4, 6):.1f}% · cash {r.uniform(2, 5):.1f}%"
               f" · beta-adj net {r.uniform(0.88, 0.97):.2f} · top movers: {r.choice(['2222', 'FAB', 'EMAAR'])}, {r.choice(['1120', 'ADNOCGAS', 'QNBK'])}"
               f" · prices: Tadawul/ADX/DFM/QSE last, bonds CBBT mid")
    out.append(f"risk: VaR(1d,99) {r.uniform(6.1, 8.4):.2f}mm · oil beta USD {r.randint(180, 260)}k/$ after hedge · DV01 GCCI USD {r.randint(24, 31)}k/bp"
               f" · CS01 USD {r.randint(26, 34)}k/bp · FX delta SAR-equiv USD {r.randint(60, 140)}mm unhedged")
    out.append(f"attribution (day): selection {r.uniform(-0.1, 0.15):+.2f}% · country {r.uniform(-0.08, 0.08):+.2f}% · hedge {r.uniform(-0.05, 0.12):+.2f}%"
               f" · fx {r.uniform(-0.01, 0.01):+.2f}% · fees -0.01% · snapshot id PNL-{p['date'].replace('-', '')}-{r.randint(1000, 9999)}")
    return "\n".join(out)


STACK = """oms-bridge ERROR exec-report handler crashed, session {sess} restarting
Traceback (most recent call last):
  File "/usr/lib/python3.11/asyncio/events.py", line 80, in _run
    self._context.run(self._callback, *self._args)
  File "/srv/oms_bridge/fix/transport.py", line 233, in _on_data
    await self.session.on_message(msg)
  File "/srv/oms_bridge/fix/session.py", line 412, in on_message
    self._route_exec_report(msg)
  File "/srv/oms_bridge/fix/session.py", line 538, in _route_exec_report
    fund = self.accounts[msg.get(1)]  # tag 1 = Account
  File "/srv/oms_bridge/fix/accounts.py", line 77, in __getitem__
    return self._by_code[code]
KeyError: '{acct}'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/srv/oms_bridge/fix/session.py", line 419, in on_message
    await self._dead_letter(msg, reason="unknown_account")
  File "/srv/oms_bridge/fix/deadletter.py", line 51, in _dead_letter
    raise BridgeError(f"dead-letter queue full ({{len(self.q)}}/512)")
oms_bridge.errors.BridgeError: dead-letter queue full (512/512)
-- session {sess} reconnect scheduled in 5s (attempt 1/5)"""


def risk_report(p, f, kind):
    r = f.rng
    rows = [
        ("country", "KSA", r.uniform(48, 56), 60.0), ("country", "UAE", r.uniform(27.5, 29.9), 30.0),
        ("country", "QAT", r.uniform(3.5, 6.0), 10.0), ("issuer", "ARAMCO", r.uniform(5.9, 7.2), 7.5),
        ("issuer", "ALRAJHI", r.uniform(4.5, 6.5), 7.5), ("issuer", "EMAAR", r.uniform(3.8, 4.9), 5.0),
        ("issuer", "FAB", r.uniform(2.5, 4.0), 5.0), ("issuer", "STC", r.uniform(2.8, 4.4), 5.0),
        ("issuer", "ADNOCGAS", r.uniform(1.8, 3.2), 5.0), ("issuer", "QNB", r.uniform(2.0, 2.9), 3.0),
        ("issuer", "KSA_SOV", r.uniform(28, 36), 45.0), ("issuer", "DPWORLD", r.uniform(5.0, 7.5), 10.0),
        ("sector", "BANKS", r.uniform(18, 26), 35.0), ("sector", "ENERGY", r.uniform(14, 19), 25.0),
        ("sector", "REALEST", r.uniform(6, 9), 15.0), ("sector", "TELECOM", r.uniform(3, 5), 10.0),
        ("asset", "SUKUK", r.uniform(40, 48), 70.0), ("asset", "FUTURES", r.uniform(2, 4), 10.0),
        ("liq", "5D_EXIT", r.uniform(82, 93), 75.0), ("cpty", "SNB", r.uniform(8, 14), 20.0),
    ]
    lines = [f"riskd kind=report_{kind.lower()} date={p['date']} funds=GESF,GCCI status=ok breaches_open=0"]
    for sc, key, val, lim in rows:
        lines.append(f"  scope={sc:<7} key={key:<9} used_pct_nav={val:5.1f} limit={lim:5.1f} headroom={lim - val:5.1f} status=ok")
    lines.append(f"  var_1d_99_usd={r.uniform(6.1, 8.4):.2f}mm var_limit_usd=12.00mm stress_brent-10={r.uniform(-2.2, -1.4):.2f}mm"
                 f" liquidity_days_95pct={r.uniform(1.1, 2.4):.1f} gross_lev={r.uniform(0.96, 1.04):.2f}")
    return "\n".join(lines)


def shariah_report(p, f):
    r = f.rng
    return f"""🕌 **Shariah compliance — daily report {p['date']}** (GESF)
```
holdings screened        {r.randint(31, 36)}
PASS                     {r.randint(31, 36)}
watch (within 10% of a threshold)   2   (7010 debt/mcap 27.9%, EMAAR impure income 3.1%)
FAIL                     0
orders screened today    {r.randint(6, 11)}
orders held              1
purification accrued MTD SAR {r.randint(18, 42)},{r.randint(100, 999)}
thresholds: debt/mcap < 30% · cash+interest-bearing/mcap < 30% · impure income < 5%
```
holding ratios (debt/mcap · cash+int-bearing/mcap · impure income):
  2222 Aramco 4.8% · 11.2% · 0.4%      1120 Al Rajhi n/a (Islamic bank) · n/a · 0.0%
  7010 stc 27.9% ⚠ · 14.6% · 1.2%      FAB — conventional, excluded (GCCI only)
  EMAAR 12.3% · 18.0% · 3.1% ⚠        ADNOCGAS 0.0% · 9.4% · 0.8%
  QNBK — conventional, excluded (GCCI only)   watchlist: 2010 SABIC 16.1% · 2082 ACWA 28.4% ⚠ · ALDAR 19.7%
Board review: next meeting 12-Apr. Methodology: AAOIFI standard 21 with the fund's 36-month average market cap."""


INDEX_CALENDAR = """🗓 **Index & corporate-action calendar (next 3 weeks)**
• FTSE GEIS Mar-26 review — effective after close Fri 20-Mar; flow estimates refresh daily
• S&P DJI quarterly rebalance — effective after close Fri 20-Mar
• MSCI May-26 SAIR — announcement 12-May (outside window)
• 2222 Aramco — Q4 results / dividend today; ex-date ~2 weeks after AGM notice
• 1120 Al Rajhi — AT1 sukuk settlement T+5
• QNBK — FTSE weight increase expected (foreign-ownership headroom)
• KSA 33s — coupon 17-Mar · DPW 29s — periodic distribution 02-Apr
• Eid al-Fitr holidays — Tadawul / ADX / DFM closures to be confirmed by the exchanges"""


BROKER_CHAT = [
    "📨 [SNB Capital · Riyadh] (chat relay) Abdullah: morning all, flows from our side: locals selling petchem after SABIC, foreigners buying banks through the open, nothing in size on Aramco. PIF-related block chatter is just chatter.",
    "📨 [EFG Hermes · Dubai] (chat relay) Karim: UAE flows: good two-way in FAB, foreign long-only buying ADNOC names, EMAAR seeing profit-taking from local HNWIs. Ramadan volumes, so take the prints with a pinch of salt.",
    "📨 [HSBC DCM] (chat relay) Tom: primary update — Sharjah books above 2.5bn, guidance revised to 6.00% area. Riyad Bank AT1 investor calls on Monday. Secondary KSA curve better bid in the 10y sector from Asian real money.",
    "📨 [Arqaam Capital] (chat relay) Rania: our FTSE estimates are in line with consensus, 2222 inflow ~USD 300mm, QNBK ~USD 90mm. We think the QNBK number could surprise to the upside on the FOL change.",
    "📨 [Citi CEEMEA] (chat relay) Marco: GCC credit — quiet London morning, switches from Qatar into Saudi paper continue, the DPW curve is where the street is short. CDS unchanged.",
    "📨 [Al Rajhi Capital] (chat relay) Faisal: block desk has interest on both sides in 1120 but nothing firm. Retail flow heavy in the small caps again.",
    "📨 [ENBD Capital] (chat relay) Hassan: sukuk run attached, DPW 29s 101.00/101.25, SECO 30s 98.75/99.10, ISDB 28s 99.40/99.60. Our book is flat DPW after the morning.",
    "📨 [FAB Markets] (chat relay) Mariam: FX — USD/SAR spot 3.7505/3.7508, 12m points 55/60, no stress; USD/AED flat. Corporates hedging dividend receipts ahead of April, that's all we see.",
    "📨 [JPM] (chat relay) Sam: EM strategy note out — stays overweight Saudi equities vs EM, neutral UAE, underweight Qatar. Nothing new on the oil deck.",
]


def opec_debate(p):
    return [
        ("priya", f"if Sunday confirms the faster unwind, the KSA 33s probably give back 10bp. we're hedged on crude but not on spread. not saying do anything, just flagging", NEAR),
        ("omar", "what if we bought protection on KSA 5y CDS instead of adding more brent? cheaper carry no?", NEAR),
        ("khalid", "CDS is not something GESF can touch, and GCCI has the mandate limit on derivatives. interesting idea for the conventional fund one day inshallah, not this week", None),
        ("priya", "fair. the brent hedge already does most of the work, the spread leg is second order", None),
        ("omar", f"for reference: last April the 33s went from ~97 to ~95-1/2 in two weeks when brent dropped 8", NEAR),
        ("khalid", "ya3ni we survived that without CDS. let's see what the ministers say, we talk Sunday morning after the statement", None),
        ("omar", "I'll be on the desk Sunday from 9, Tadawul opens 10 so we see the equity reaction first", None),
        ("priya", "👍 I'll have the scenario numbers ready. macro-agent's pack should land tonight too", None),
    ]


def investor_letter(p):
    return f"""draft of the Feb investor letter for GESF, pls read before I send it to IR (no numbers final yet):

"Dear investors — February was a month of two halves. In the first two weeks we added to Saudi Aramco into weakness ahead of the MSCI review, took profits on part of our Al Rajhi Bank position after a strong January, and initiated a small position in ADNOC Gas following its inclusion in regional indices. The second half was dominated by oil: Brent fell from the high 70s, and our hedge programme (short Brent futures held in the conventional sleeve of the platform, not in this fund) cushioned the platform's overall oil sensitivity.

Performance: the fund returned approximately +1.9% against +0.8% for the S&P GCC Composite Shariah index. The main contributors were Aramco, First Abu Dhabi Bank and ADNOC Gas; the main detractors were stc and Emaar Properties.

Shariah: all holdings passed the quarterly screen; purification for the month is SAR 31k and will be paid to the approved charity at quarter-end.

Outlook: we see the FTSE March review and OPEC+ decisions as the main near-term drivers. We remain constructive on Saudi banks' long-term growth, while more cautious on margins in the near term. Ramadan kareem."

comments welcome, Layla will format it"""


def settlement_note(p):
    return f"""Settlement check for yesterday's trades (T+2 equities / T+2 bonds), all matched with custodian:
```
trade date  fund  side  qty          instrument          px        cpty / broker     status
T-1         GESF  BUY   300,000      1120 Al Rajhi       {p['rj_px']}     SNB Capital       matched
T-1         GESF  SELL  250,000      7010 stc            {p['stc_px']}     EFG Hermes        matched
T-1         GESF  BUY   1,000,000    ADNOCGAS            {p['ag_px']}      FAB Securities    matched
T-1         GCCI  SELL  2mm          KSA 4.75 01/33      97.000    Citi              matched
T-1         GCCI  BUY   USD 30mm     USD/SAR 12m fwd     3.7579    SNB               confirmed
```
nothing outstanding, custodian cut-off respected ✅"""


def auction_answer(p):
    return """QNBK on FTSE / MSCI effective days, last 8 events (closing auction on QSE):
```
event        auction vol (QAR mm)   % of day   auction move vs pre-close   next-day reversal
FTSE Sep-25          412               61%            +0.9%                    -0.6%
MSCI Aug-25          388               57%            +1.2%                    -0.8%
FTSE Mar-25          297               49%            +0.4%                    -0.1%
MSCI May-25          356               55%            +0.7%                    -0.5%
FTSE Sep-24          265               44%            -0.2%                    +0.3%
MSCI Nov-24          301               48%            +0.5%                    -0.4%
FTSE Mar-24          240               41%            +0.3%                    -0.2%
MSCI Feb-24          222               39%            +0.1%                     0.0%
```
Average auction move +0.5% with roughly two thirds reversing the next day. Sample is small and two events overlapped with Ramadan; treat as indicative only."""


def macro_strategy(p):
    return f"""**macro-agent · weekly GCC equity strategy digest (for the Thursday call)**

*Market.* TASI is flat year-to-date, lagging EM by ~6 points; the UAE indices are up 3-5% with Dubai real estate and Abu Dhabi energy names leading. Qatar is flat. Earnings revisions for Saudi have turned mildly negative (-1.5% over 4 weeks) on banks' margin guidance and petrochemicals' impairments; UAE revisions positive.

*Valuation.* TASI trades at ~16.5x forward earnings, near its 10-year average; ex-Aramco ~18x. UAE ~12x, Qatar ~11x. Dividend yields: Aramco ~6%, stc ~5%, QNB ~4%, FAB ~5%.

*Themes we track.* (1) Index flows: FTSE March, then MSCI May; Saudi foreign ownership limit reform remains the biggest potential catalyst. (2) Rates: GCC banks' NIMs past peak; CASA-rich banks (Al Rajhi, FAB) hold up better. (3) Oil: OPEC+ unwinding cuts caps upside for Aramco but volume growth partly offsets price. (4) Real estate: Dubai supply pipeline vs demographics; Abu Dhabi more disciplined. (5) Vision 2030: capex re-phasing.

*Consensus positioning.* Foreign active funds are underweight Saudi and overweight UAE; local funds overweight banks. Crowded: UAE real estate. Under-owned: Saudi telecoms and utilities.

*For the call.* Suggested discussion points: how much FTSE flow is already priced; whether the Al Rajhi conviction change should be reflected in the model weights; stc capex cycle (afternoon note to follow). No recommendations in this digest."""


def macro_opec_pack(p):
    return f"""**macro-agent · OPEC+ Sunday scenario pack (for the Sunday morning call)**

*What is on the table.* The eight countries with voluntary cuts (Saudi Arabia, Russia, Iraq, UAE, Kuwait, Kazakhstan, Algeria, Oman) decide the April increment. Options per the sources: (A) the scheduled ~137 kb/d, (B) a pause, (C) an accelerated ~411 kb/d, as in the spring of last year. Compensation cuts from over-producers are meant to offset part of any increase but have a poor record.

*Market pricing.* Brent at {p['brent_pm']} with the May-Jul spread narrowing suggests the market leans toward (A) with a tail toward (C). Options skew has moved to puts over the last three sessions; implied vol is up ~3 points.

*Book sensitivity (approximate, from the risk engine's scenario grid, after today's hedge add).*
```
scenario                        Brent move   GESF equity   GCCI spread   hedge P&L   net (USD)
(A) scheduled increase           -$1.5        -0.6mm        -0.2mm        +0.5mm      -0.3mm
(B) pause                        +$2.5        +1.1mm        +0.3mm        -0.9mm      +0.5mm
(C) accelerated unwind           -$5.0        -2.1mm        -0.7mm        +1.8mm      -1.0mm
(C') accelerated + price war     -$10.0       -4.4mm        -1.6mm        +3.6mm      -2.4mm
```

*Reading.* The hedge roughly halves the loss in the adverse scenarios without giving up too much in a pause. Spread risk on the sovereign paper is the main residual. The scenario grid assumes betas from the last 250 days; in a sharp move correlations rise and the equity loss could be 20-30% larger than shown.

*Precedents.* In April 2025 the group surprised with a tripled increment and Brent fell ~$6 in three sessions; in late 2023 the voluntary cuts themselves were announced after a delayed meeting. The lesson from both: sources stories in the 72 hours before the meeting have been directionally right about two thirds of the time, and the size surprise has been larger than the direction surprise.

*Timing.* The statement usually lands around 14:00-16:00 GST on Sunday; Tadawul is open Sunday, so the first reaction will be in our names before Brent reopens on Monday in Asia. That asymmetry matters for any adjustment: the equity leg moves first, the hedge cannot be adjusted until ICE opens.

For discussion Sunday; this pack contains no recommendation."""


def premarket_digest(p):
    return f"""☀️ **Pre-market digest · {p['date']}** (auto, sources: exchanges, Bloomberg, Reuters)
**Overnight:** S&P 500 -0.2%, Nasdaq -0.4%, UST 10y {p['ust10']}%, DXY 104.1, Brent {p['brent_open']} ({p['brent_chg']}), gold +0.3%.
**Asia:** Nikkei +0.5%, Hang Seng -0.8%, KOSPI +0.2%.
**GCC futures/indications:** MSCI Saudi ADR proxy -0.3%, Dubai/AD indications flat.
**FX:** USD/SAR 3.7505 · USD/AED 3.6725 · USD/QAR 3.6400 · 12m USD/SAR points 55/60.
**Today's disclosures expected:** Saudi Aramco Q4 / dividend, SABIC Q4, Aldar contract award (per sources), several small caps.
**Economic calendar (GST):** 11:00 Saudi non-oil PMI (already out, 56.1) · 13:00 UAE bank credit data · 17:30 US ADP · 19:00 US ISM services.
**Index:** FTSE GEIS Mar-26 effective after close 20-Mar · S&P DJI quarterly same day.
**Ramadan hours** in force on all GCC venues; custody cut-off 13:00 GST."""


def ftse_playbook(p):
    return """FTSE playbook draft v1 (for the CRO, as Khalid asked) — process only, sizes decided on the day as usual:
1. Estimates: consensus from 4 brokers + our own model (weights × AUM tracked × FOL headroom). Refresh daily from T-10.
2. Liquidity: days of ADV per name, auction share last 10 sessions, Ramadan adjustment from the macro-agent study.
3. Pre-positioning: only with an approved proposal in this channel, never on broker chatter. Risk checks through riskd as normal, Shariah screen for GESF.
4. Execution on the day: closing auction participation capped per name, limit prices relative to the pre-close, no market-on-close orders above 10% of expected auction volume.
5. Post-event: review slippage vs the estimate, note the next-day reversal, write up in the desk log.
6. Escalation: Khalid, then the CRO. Ops (Layla) confirms custody cut-offs and settlement for the T+2.
comments pls, I'll send Thursday"""


def ni_monitor(p):
    return """GCC new-issue monitor (this week / next):
```
issuer                 format        size     tenor   IPTs        status
Sharjah (govt)         sukuk         USD 1bn  10y     6.20% area  books open, 2.5bn+
Riyad Bank             AT1 sukuk     USD 750m PNC5.5  6.75% area  investor calls Mon
AD GRE (unnamed)       conv. bond    USD 1bn  7y      T+130 area  mandate
Saudi Electricity      green sukuk   USD 1.5bn 5/10y  TBA         rumoured
Aldar                  sukuk         USD 500m 7y      TBA         rumoured post-results
```
none of these fit the GCCI mandate at expected levels; watching the Aldar one since the name is on our equity watchlist"""


def div_answer(p):
    return f"""Short answer: covered, but with less headroom than the market assumes.

• At $65 Brent and current production (~9.0 mb/d crude + condensate), Aramco's operating cash flow would be roughly USD 120-130bn a year. Capex guidance of USD 48-52bn leaves free cash flow of ~USD 70-80bn.
• The base dividend costs ~USD 81bn a year (SAR {p['a_div']}/share/quarter, roughly). So at $65 the base is covered by FCF only at the top of the range; at the bottom it needs ~USD 5-10bn of balance sheet.
• Balance sheet capacity is ample: gearing in the mid-teens against a target band of 5-15%... which is the issue: management has said the band is a guide, not a ceiling, but a year above it would invite questions.
• Levers if needed: capex deferral (gas and downstream projects are the flexible part), asset sales (pipeline stakes, as in 2021-22), or lower production-linked payments to the state. A base-dividend cut is the last lever; the state and PIF depend on it.
• Market pricing: the stock's ~6% yield already discounts some risk; a cut would probably take the stock down 8-12% on the day.

Historical context: the base dividend has never been cut since the IPO; the performance-linked part was introduced in 2023 and reduced to near zero in 2025."""


def recaps(p):
    return [
        ("khalid", 4, 25,
         "agenda 08:30 GST, 20 min max:\n1) Aramco numbers + div\n2) OPEC+ Sunday — hedge sizing (macro-agent to bring numbers)\n"
         "3) FTSE 20-Mar prep, who does what\n4) sukuk supply / KSA curve\n5) AOB — iftar cover, compliance attestation"),
        ("omar", 7, 34,
         f"open recap: TASI {p['tasi_chg']} first 30 min, banks soft after the SAIBOR fix, 2222 steady around {p['a_px']}, 1120 -0.4%, "
         f"7010 flat at {p['stc_px']}. ADX: FAB {p['fab_px']} bid, ADNOCGAS {p['ag_px']} +0.6%, ALDAR up on the contract. DFM: EMAAR {p['em_px']}, "
         "Emaar Dev heavy. QSE late open, QNBK firm. volumes ~70% of 20d avg, standard ramadan"),
        ("priya", 8, 12,
         f"London open colour: KSA curve opened 1-2bp wider with USTs, then real money bids came in at the long end. KSA 33s {p['ksa_bid']}/{p['ksa_ask']}. "
         "DPW 29s firm again, ENBD Cap says Asia bid. Sharjah IPTs out, 6.20% area, book building through London. AT1s unchanged. "
         "Nothing on the screens in the QNB or FAB curves."),
        ("omar", 11, 16,
         f"close recap: TASI {p['tasi_chg']}, closing auction added ~SAR 900mm turnover, banks closed off lows. 2222 closed {p['a_px']}, "
         f"1120 {p['rj_px']}, 7010 {p['stc_px']}. ADX/DFM closed 14:00 GST, FADGI {p['fadgi_chg']}, DFMGI {p['dfm_chg']}. blotter reconciled with OMS, no breaks"),
        ("priya", 16, 10,
         f"EOD credit: GCC IG unchanged, KSA 33s {p['ksa_chg']} on the day, DPW 29s softer after our switch hit the street, "
         "Sharjah priced 5.95% (from 6.20% IPTs), book 3.1x. Riyad Bank AT1 mandate out for next week. CDS flat. quiet one."),
    ]


# ----------------------------------------------------------------------------- pools

UNRELATED_HEADLINES = [
    "📰 [Tadawul] Jarir Marketing (4190) Q4 net profit SAR 312mm, down 4% y/y; board recommends SAR 0.50/share",
    "📰 [Tadawul] Almarai (2280) raises fresh dairy prices by 5% citing feed costs | المراعي",
    "📰 [Tadawul] Bahri (4030) signs charter for two VLCCs with a major trader, 3-year term",
    "📰 [Tadawul] Ma'aden (1211) completes phosphate 3 feasibility; capex estimate under review | معادن",
    "📰 [DFM] DEWA posts FY net profit AED 7.6bn, flat y/y; dividend in line with policy",
    "📰 [DFM] Salik Q4 revenue +9% y/y on new toll gates; variable pricing data due in April",
    "📰 [ADX] Americana Restaurants reports flat KSA like-for-likes, margin pressure in Egypt",
    "📰 [DFM] Air Arabia February passenger traffic +11% y/y; load factor 82%",
    "📰 [QSE] Industries Qatar Q4 net profit QAR 1.1bn; steel segment swings to loss",
    "📰 [QSE] Ooredoo completes sale of towers stake to TASC; proceeds QAR 2.2bn",
    "📰 [Tadawul] Dar Al Arkan (4300) prices USD 500mm 5y sukuk at 7.25% | دار الأركان",
    "📰 [Tadawul] Alinma Bank (1150) board approves SAR 2.5bn Tier 2 sukuk programme",
    "📰 [Tadawul] Riyad Bank (1010) mandates banks for USD AT1 sukuk, IPTs 6.75% area",
    "📰 [Tadawul] Elm Co (7203) wins SAR 410mm contract from a government entity",
    "📰 [Tadawul] Nahdi Medical (4164) to open 60 new pharmacies in 2026",
    "📰 [ADX] Tabreed signs 25-year cooling concession on Saadiyat",
    "📰 Saudi CPI 2.1% y/y in February (Jan 2.0%); housing rents still the main driver",
    "📰 UAE PMI 54.9 in February from 55.3; new orders softer",
    "📰 Kuwait parliament session postponed; debt law still pending",
    "📰 [Boursa Kuwait] NBK prices USD 750mm AT1 at 6.375%",
    "📰 [Tadawul] Saudi Electricity (5110) FY net profit up 8%; no change to dividend policy",
    "📰 [Tadawul] Saudi Tadawul Group (1111) Feb cash equities ADTV SAR 6.1bn",
    "📰 [BHB] Bahrain prices USD 1bn 7y sukuk at 6.5%",
    "📰 [MSX] Oman upgraded one notch by a rating agency; outlook stable",
]

WIRE_BODIES = [
    "The company said the results reflect lower finance costs and a one-off gain on disposal; excluding it, net profit was broadly flat. The board will present the proposal to the general assembly.",
    "Management reiterated full-year guidance and said the effect on the current quarter is expected to be limited. The filing does not quantify the impact on margins.",
    "The agreement remains subject to regulatory approvals and customary conditions; completion is expected within six months. Financial advisers were not named in the filing.",
    "The announcement follows a board meeting held on the same day. Further details, including the record date and payment date, will be published after the assembly.",
    "Analysts had expected a figure in line with the prior quarter; the stock was little changed in early trade. The full financial statements are attached in Arabic and English.",
    "The issuer said proceeds will be used for general corporate purposes and refinancing. Joint lead managers include regional and international banks; the paper is expected to list on the LSE and Nasdaq Dubai.",
    "The statistics authority said the figure reflects seasonal effects; the next release is scheduled for the first week of next month.",
]


BROKER_QUOTES = [
    "📨 [HSBC DCM] KSA 33s {ksa_bid} / {ksa_ask}  2x2  · z+{z}/{z2}",
    "📨 [ENBD Capital] sukuk run: DPW 29s 101.00/101.25 · SECO 30s 98.75/99.10 · ISDB 28s 99.40/99.60",
    "📨 [Citi CEEMEA] KSA curve 30s-50s: 5s10s +38 · 10s30s +61 · long end offered",
    "📨 [SNB Capital] TASI open imbalance: banks buy side SAR 180mm, materials sell side SAR 95mm",
    "📨 [Al Rajhi Capital] block desk: indications only, nothing firm in 1120 today",
    "📨 [FAB Markets] USD/SAR 12m fwd pts 55/60 · USD/AED 12m 38/43",
    "📨 [JPM] GCC IG index OAS +2bp on the day; flows light, Asia real money small buyer",
]

COLOUR = {
    "khalid": [
        "Ramadan kareem ya jama3a 🌙 go easy today, books are thin till the afternoon",
        ("wallah this tape is asleep", 6.2, 11),
        "anyone seen the SAMA repo line this morning?",
        ("mashallah decent open on Tadawul for once", 7.1, 7.8),
        ("who's on iftar cover tomorrow? put your name in the sheet", 9, 13.5),
        "inshallah the FTSE numbers come in line, I don't want surprises on the 20th",
        ("3adi, nothing new on the Aramco tape, same local funds on the bid", 7.2, 11),
        "reminder: compliance attestation due Thursday, don't make Layla chase you",
        ("PIF meeting moved to 13:00, I'll be in the glass room", 4, 8),
        "الله يعطيكم العافية يا شباب",
        "the long end of the KSA curve is doing strange things today ya3ni",
        "brent is so heavy, the OPEC+ sources are all over the place",
        "habibi check the ADX feed, FAB last looks stale",
        ("yalla, morning meeting in 5", 4.38, 4.45),
        ("Emaar looks tired after the run, let's see the Q1 sales number", 6.2, 12.5),
        "STC management day was boring, nothing on capex",
        "shukran Layla 🙏",
        ("I'm dialing into the risk committee at 3, ping me on WhatsApp if something breaks", 5, 10),
        ("the Saudi banks are all trading like one stock today", 7.5, 11),
        "Ramadan volumes, what do you expect 🤷‍♂️",
        "talked to the PIF team last night, nothing specific, they are busy with their own reshuffle. the message was 'long-term partners' as usual, take it for what it's worth",
        ("the CRO wants the FTSE playbook written down this year, not in WhatsApp. Omar can you draft it and I'll review, it's the usual: estimates, liquidity, auction plan", 4.5, 10),
        "لا تنسون اجتماع اللجنة يوم الخميس",
    ],
    "omar": [
        ("tape thin on 2222, 4-5k lots at the offer", 7.1, 10.8),
        ("TASI -0.3% at the open, banks leading lower", 7.05, 7.5),
        ("FADGI flat, ADNOC names bid", 6.2, 9.5),
        ("DFM volumes light, ramadan classic", 6.5, 9.8),
        "fixing the blotter, 2 mins",
        "anyone got the HSBC sukuk run? mine didn't come through",
        ("coffee? oh wait. ramadan 😅", 4, 8),
        ("Bloomberg is lagging again on the ADX feed, using the broker screen", 6.1, 9.8),
        ("closing auction on 1120 looking buy side so far", 10.75, 10.98),
        ("sheets updated with the FTSE estimates from SNB Cap and EFG", 4, 10.5),
        ("QSE opening a bit late, their feed hiccuped", 6.5, 6.8),
        ("TASI closing auction done, banks closed on highs", 11.2, 11.7),
        ("Aramco vwap so far around {a_px}, nothing exciting", 7.5, 10.8),
        ("ADNOCGAS bid all morning, someone's accumulating", 8, 9.9),
        ("FAB doing nothing, 20k on each side", 6.2, 9.9),
        "Tadawul announcements page is down again lol",
        ("iftar in 40 min, markets are closed anyway 🙏", 13.55, 13.7),
        "OMS keeps timing out on the ADX session, raised a ticket",
        ("SABIC call at 4 Riyadh time, I'll listen in", 5.6, 12.5),
        ("blotter reconciled for the morning ✅", 11.3, 12.5),
        "is the ICE screen working for anyone else?",
        ("EMAAR offer thinning out", 6.2, 9.9),
        ("KSA 33s screen quiet, HSBC and Citi both showing 2x2", 5, 16),
        ("brent down another 50c, the hedge is earning its keep", 10, 18.5),
        ("FTSE sheet v3: added liquidity days per name, auction share last 10 sessions and the FOL headroom for QNBK. estimates from 4 brokers, the range on 2222 is 260-340mm", 4.5, 10.5),
        ("note for tomorrow: ADX changes the closing auction randomisation window during the last ten days, need to check our VWAP algo config", 10, 17),
        "Tadawul tick size table changed last year for the 25-50 band, algo config updated, just flagging in case anyone's sheet still has the old ticks",
    ],
    "priya": [
        ("London open, sukuk runs coming in", 7.95, 8.2),
        ("KSA curve 3-5bp tighter in the long end, real money buying", 8.3, 16),
        "new issue pipeline: Sharjah, a Riyad Bank AT1 and two AD GREs mandated",
        "KSA 5y CDS 62bp, unchanged",
        ("DPW curve looks stretched vs the sovereign, thread coming", 9.1, 9.45),
        ("IPTs on the Sharjah deal at 6.20% area, I'll pass", 8.0, 9.5),
        ("EM spreads 3bp wider on the day, GCC outperforming", 9, 17),
        ("Bloomberg ALLQ is lagging the dealer runs by a good 10 min today", 8, 16),
        "coupon on the QNB 28s hits tomorrow, Layla fyi",
        ("UST 10y up 4bp, KSA long end holding in, decent", 8, 17),
        ("HSBC says real money switching out of Qatar into Saudi paper", 8, 16),
        "nothing in the primary market worth our time this week tbh",
        ("Sharjah books at 2.5bn+, guidance 6.00% area. they always price tighter than fair, I'm passing as discussed, nothing changes for us", 10, 14),
        "modelling note: switched the KSA curve fit to include the new 36s, the 33s now screen ~6bp cheap vs ~4bp before. small change but worth knowing",
    ],
    "layla": [
        ("Settlement: Tadawul T+2 confirms matched for yesterday ✅", 4, 7),
        ("Custodian cut-off is 13:00 GST during Ramadan, please book before that", 4, 8),
        "SSI for ENBD Capital updated in the OMS",
        "bond confirms via Markitwire all matched, one pending with Citi",
        ("reminder: GESF subscription cut-off today 12:00 GST", 4, 7.8),
        "Euroclear confirms the KSA 33s coupon ex-date next week",
        "custody fee invoice for February is in the shared drive",
        "QSE settlement for yesterday's QNBK done",
    ],
}

ACKS = ["ok", "thx", "👍", "tamam", "shukran", "🙏", "noted", "on it", "👀", "ya", "kk", "✅ noted", "tamam habibi"]


# ----------------------------------------------------------------------------- the day

def params(f: Flow) -> dict:
    r = f.rng
    p = {}
    p["date"] = f.day_start.strftime("%Y-%m-%d")
    p["dshort"] = f.day_start.strftime("%d-%b")
    p["mm1"] = f"{r.randint(10, 40)}"
    a = r.uniform(26.6, 29.2)
    p["a_px"] = tick(a, 0.05, 2)
    ap = float(p["a_px"])
    p["a_qty"] = r.choice([150, 200, 250, 300])
    p["a_fill1"] = int(p["a_qty"] * r.choice([0.5, 0.6, 0.7]))
    p["a_rest"] = p["a_qty"] - p["a_fill1"]
    p["a_fill1_px"] = f"{ap - 0.01:.2f}"
    avg = ((ap - 0.01) * p["a_fill1"] + ap * p["a_rest"]) / p["a_qty"]
    p["a_avg"] = f"{avg:.3f}"
    s1 = ap - r.choice([0.55, 0.60, 0.65])
    p["a_stop1"] = tick(s1, 0.05, 2)
    p["a_stop2"] = tick(s1 + 0.15, 0.05, 2)
    p["a_stop3"] = tick(s1 + 0.30, 0.05, 2)
    p["a_stop_hyp"] = tick(s1 - 0.40, 0.05, 2)
    p["a_tgt"] = tick(ap * 1.08, 0.05, 2)
    p["a_div"] = r.choice(["0.33", "0.34", "0.35"])
    p["rj_px"] = tick(r.uniform(92, 100), 0.1, 2)
    p["stc_px"] = tick(r.uniform(40, 44), 0.05, 2)
    p["stc_del_px"] = p["stc_px"]
    p["sabic_px"] = tick(r.uniform(55, 62), 0.1, 2)
    p["sabic_loss"] = r.choice(["1.1", "1.4", "2.3", "0.9"])
    p["fab_px"] = tick(r.uniform(14.5, 16.2), 0.02, 2)
    fp = float(p["fab_px"])
    p["fab_tgt_old"] = tick(fp * 1.06, 0.02, 2)
    p["fab_tgt_new"] = tick(fp * 1.11, 0.02, 2)
    p["fab_stop"] = tick(fp * 0.93, 0.02, 2)
    p["em_px"] = tick(r.uniform(13.2, 14.8), 0.05, 2)
    p["em_req"] = 600000
    p["em_new"] = r.choice([380000, 410000, 445000, 470000])
    p["em_avg"] = f"{float(p['em_px']) - r.choice([0.0, 0.01, 0.02]):.3f}"
    p["al_px"] = tick(r.uniform(6.2, 7.6), 0.01, 2)
    p["al_stop"] = tick(float(p["al_px"]) * 0.95, 0.01, 2)
    p["al_bn"] = r.choice(["3.2", "4.8", "5.1", "6.4"])
    p["ag_px"] = tick(r.uniform(3.3, 3.6), 0.01, 2)
    p["qn_px"] = tick(r.uniform(16.8, 18.2), 0.01, 2)
    p["qn_qty"] = r.choice([150, 200])
    p["qn_fill"] = p["qn_qty"] - r.choice([30, 40, 60])
    p["brent_open"] = f"{r.uniform(69.0, 76.0):.2f}"
    bo = float(p["brent_open"])
    p["brent_chg"] = r.choice(["-0.8%", "-1.1%", "+0.3%", "-0.4%"])
    p["brent_mid"] = f"{bo - r.uniform(0.3, 0.9):.2f}"
    p["b_lots"] = r.choice([100, 150, 200])
    p["b_px"] = f"{float(p['brent_mid']) + 0.10:.2f}"
    p["b_fill"] = f"{float(p['b_px']) - r.choice([0.0, 0.02, 0.04]):.2f}"
    p["b_stop"] = f"{float(p['b_px']) + 2.70:.2f}"
    p["b_stop_new"] = f"{float(p['b_px']) + 2.20:.2f}"
    p["brent_pm"] = f"{float(p['brent_mid']) - r.uniform(0.6, 1.6):.2f}"
    p["brent_hyp"] = f"{int(float(p['brent_pm']) - 2)}"
    p["beta"] = r.randint(310, 420)
    p["cov"] = r.randint(35, 45)
    p["cov2"] = p["cov"] + r.randint(15, 22)
    p["saibor"] = f"{r.uniform(4.95, 5.35):.2f}"
    p["ust10"] = f"{r.uniform(4.05, 4.45):.2f}"
    p["emspd"] = r.choice(["+2bp", "unchanged", "-1bp", "+4bp"])
    # KSA 33s in fractions
    h = r.randint(95, 97)
    e8 = r.randint(1, 7)
    ksa16 = h * 16 + e8 * 2
    p["ksa_px"] = frac16(ksa16)
    p["ksa_fill"] = frac16(ksa16 - 1)
    p["ksa_dec"] = f"{(ksa16 - 1) / 16:.3f}"
    sw = ksa16 + r.choice([1, 2, 3])
    sw += 1 if sw % 16 == 0 else 0
    p["ksa_sw"] = frac16(sw)
    p["ksa_sw_fill"] = p["ksa_sw"]
    p["ksa_bid"] = frac16(ksa16 - 2)
    p["ksa_ask"] = frac16(ksa16 + 2)
    p["ksa_hist"] = frac16(ksa16 + r.choice([10, 12, 14]))
    p["ksa_size"] = r.choice([3, 5, 7])
    p["z"] = r.randint(88, 104)
    p["z2"] = p["z"] - 4
    p["ksa_chg"] = r.choice(["1/8 higher", "unchanged", "1/4 lower", "3/16 higher"])
    dp = round(r.uniform(100.6, 102.4) / 0.125) * 0.125
    p["dpw_px"] = f"{dp:.3f}"
    p["dpw_fill"] = f"{dp - 0.025:.3f}"
    p["dpw_z"] = r.randint(104, 118)
    p["sw_n"] = r.choice([2, 3])
    p["fwd_n"] = r.choice([30, 40, 50])
    p["fwd_px"] = f"{r.uniform(3.7560, 3.7610):.4f}"
    p["supply"] = r.choice(["4.5", "5.2", "6.8"])
    p["tasi_chg"] = r.choice(["-0.42%", "+0.18%", "-0.09%", "+0.55%"])
    p["fadgi_chg"] = r.choice(["+0.12%", "-0.21%", "+0.30%"])
    p["dfm_chg"] = r.choice(["-0.35%", "+0.44%", "+0.02%"])
    p["qe_chg"] = r.choice(["-0.15%", "+0.27%", "-0.48%"])
    p["turnover"] = r.choice(["4.8", "5.3", "5.9"])
    p["fo_px"] = tick(float(p["rj_px"]) - 0.4, 0.1, 2)
    base = r.randint(7_700_000, 7_890_000)
    for i, k in enumerate(["o_a", "o_em", "o_qn_bad", "o_qn", "o_b", "o_mno1", "o_mno2"]):
        base += r.randint(3, 40)
        p[k] = str(base)
    p["hl1"] = str(r.randint(8400, 8600))
    p["hl2"] = str(int(p["hl1"]) + r.randint(5, 40))
    p["em_sales"] = r.choice(["14.2", "15.8", "17.1"])
    p["em_pct"] = r.choice(["12", "18", "23"])
    return p


def script(f: Flow, p: dict) -> None:
    r = f.rng
    K, O, P, L = "khalid", "omar", "priya", "layla"
    date = p["date"]
    pool = ["fab_tgt", "aramco_view", "qnb_news", "brent_stop", "khalid_route", "stc_news", "qn_rebook",
            "adnoc_news", "router_noroute", "qnb_limit", "emaar_news", "limit_set"]
    chosen = r.sample(pool, r.randint(1, 2))
    if f.ch == 0 and f.day == 0 and "limit_set" not in chosen:
        chosen[0] = "limit_set"
    chosen = set(chosen)

    def sel(name):
        return name in chosen

    # --- overnight / pre-open ------------------------------------------------
    f.say(f.T(0, 6, 2), "cron",
          "🌙 **Ramadan trading hours (in force)**\n"
          "• Tadawul: 10:00–14:00 AST (pre-open 09:30, closing auction 14:00–14:10)\n"
          "• ADX / DFM: 10:00–14:00 GST (closing auction 13:45–13:55)\n"
          "• QSE: 09:30–13:15 AST\n"
          "• Custody cut-off 13:00 GST · iftar cover rota in the desk sheet\n"
          "• Bond markets: London hours unchanged; HSBC/Citi/ENBD runs from 11:00 GST\n"
          "• ICE Brent: normal hours (01:00–23:00 London); OMS ICE session re-logs at 04:00 GST\n"
          "• Eid al-Fitr closures: to be announced by each exchange; expect 4–5 sessions closed",
          label=NOISE)
    f.say(f.T(2, 0, 4), "pnl", pnl_snapshot(p, "overnight 06:00 GST", f), label=NOISE)
    f.say(f.T(2, 40, 10), "oms", "oms-bridge: session TDWL-FIX-2 logon OK (seq reset 1/1) · ADX-FIX-1 logon OK · QSE-FIX-1 logon OK",
          label=NOISE)
    f.say(f.T(2, 55, 4), "cron", "watchlist loaded: 2010 SABIC · ALDAR · 2082 ACWA Power — alerts armed (px ±2%, disclosures)",
          label=NOISE)

    if sel("limit_set"):
        k_lim = f.say(f.T(3, 2, 2), "riskd",
                      f"riskd kind=limit_set scope=issuer key=ARAMCO fund=GESF cap_pct_nav=7.5 prev=6.0 by=cro ref=RC-0412 eff={date}",
                      label=f.hard("risk_limit", ["limit_set", "ARAMCO", "cap_pct_nav=7.5"], "structured"),
                      idiom=("key=value limit_set line from the risk bot", "risk_limit"))
        f.op(f.T(3, 2, 0) + 600, "pin", k_lim, by="khalid")
    else:
        f.say(f.T(3, 2, 2), "riskd", f"riskd kind=limits_loaded fund=GESF,GCCI n_limits=64 changes=0 eff={date}", label=NOISE)

    t_m1 = f.T(3, 20, 4)
    p["mm1"] = f"{int(t_m1 // 60) % 60:02d}"
    f.say(t_m1, "macro", macro_morning(p), label=NEAR,
          idiom=("long LLM macro note with trading words and no decision", "not_hard"))
    f.say(f.T(3, 35, 4), "shariah",
          "screen run 06:30 AST · universe 214 · PASS 187 · FAIL 27 · changes vs last run: 0 · purification ratios refreshed",
          label=NOISE)
    f.say(f.T(3, 45, 4), K, "sabah al khair ☕ / صباح الخير. Ramadan kareem all. busy one today, Aramco numbers + OPEC+ noise")
    f.say(f.T(3, 52, 4), O, "morning. sheets up, FTSE estimates refreshed")

    # --- Rajhi thesis / Aramco div / Rajhi Arabic news -------------------------
    f.say(f.T(4, 5, 4), K,
          "1120 Rajhi — I'm taking conviction down from high to medium. SAMA follows the Fed = NIM squeeze into Q2, "
          "and the AT1 sukuk supply doesn't help. No adds from here, hold what we have.\n"
          "الراجحي: القناعة متوسطة الآن، ما في إضافات",
          label=f.hard("thesis_update", ["1120", "high to medium", "No adds"], "untagged"),
          idiom=("mixed English/Arabic conviction downgrade", "thesis_update"))
    f.say(f.T(4, 15, 4), "wire",
          f"📰 [Tadawul] Saudi Aramco (2222): board declares Q4-2025 base dividend of SAR {p['a_div']}/share; "
          "performance-linked distribution nil; FY net income down on lower realised prices\n"
          "> Capex guidance for 2026 trimmed to USD 48-52bn; gearing 14%; base dividend to be maintained and grown sustainably per the board.\n"
          "أرامكو السعودية تعلن توزيع أرباح نقدية عن الربع الرابع",
          label=f.hard("held_position_news", ["Saudi Aramco", "2222", f"SAR {p['a_div']}/share"], "structured"))
    f.say(f.T(4, 22, 3), "shariah",
          f"purification update · 2222 Q4 dividend SAR {p['a_div']}: ratio 0.41% → SAR 0.0014/share to charity account · 1120: ratio 0.00%",
          label=NOISE)
    k_rj = f.say(f.T(4, 38, 4), "wire",
                 "📰 [تداول] مصرف الراجحي يعلن عن اكتمال طرح صكوك رأس المال الإضافي من الشريحة الأولى مقومة بالدولار الأمريكي بقيمة 1,250 مليون دولار",
                 label=f.hard("held_position_news", ["مصرف الراجحي", "صكوك"], "structured"),
                 idiom=("Arabic-only disclosure naming a held bank, no ticker", "held_position_news"))
    f.say(f.T(4, 50, 4), O,
          "> 📰 [Tadawul] Al Rajhi Takaful (8230) Q4 net profit SAR 41mm, GWP +14%\n"
          "not our Rajhi before anyone panics 😂",
          label=NEAR, idiom=("quoted headline on a similarly named unheld company", "not_hard"))

    # --- KSA 33s bond proposal / approval / fill (edited) ---------------------
    t = f.T(5, 10, 4)
    k_ksa = f.say(t, P,
                  f"Proposal: buy {p['ksa_size']}mm KSA 4.75% 2033s ({KSA33_ISIN}) at {p['ksa_px']} or better, ~z+{p['z']}. "
                  "Funded from GCCI cash, takes us to target weight before the coupon. Khalid?",
                  label=f.hard("trade_proposal", [f"buy {p['ksa_size']}mm", "KSA 4.75% 2033s", KSA33_ISIN, p["ksa_px"]], "tagged"))
    t += f.gap(180, 420)
    f.say(t, K, f"ok go on the {p['ksa_size']}mm 33s, inshallah we get it inside",
          ref=k_ksa, label=f.hard("trade_approval", ["ok go", f"{p['ksa_size']}mm", "33s"], "reply"))
    t += f.gap(900, 1800)
    k_kf = f.say(t, O, f"bot {p['ksa_size']}mm KSA 33s @ {p['ksa_px']} w/ HSBC",
                 label=f.hard("trade_fill", [f"bot {p['ksa_size']}mm", "KSA 33s", p["ksa_fill"]], "shorthand"),
                 idiom=("bond fill in fractional points, price corrected by edit", "trade_fill"))
    f.op(t + f.gap(600, 1100), "edit", k_kf,
         content=f"bot {p['ksa_size']}mm KSA 33s @ {p['ksa_fill']} w/ HSBC (corr — ticket had the wrong handle fraction)",
         superseded=[p["ksa_px"]])
    f.op(t + f.gap(60, 200), "reaction_add", k_kf, emoji="👍", user="priya")

    f.say(f.T(5, 25, 4), "broker",
          "📨 [EFG Hermes · Riyadh] axe: SELLER 3mm 1180 SNB @ 38.05, working for a client, vwap-able into the close",
          label=NEAR, idiom=("broker relay of another firm's axe", "not_hard"))
    f.say(f.T(5, 32, 4), "wire",
          f"📰 [Tadawul] SABIC (2010) swings to Q4 net loss of SAR {p['sabic_loss']}bn on impairments at European assets | سابك تسجل صافي خسارة\n"
          "> Impairments of SAR 3.8bn on European petrochemical assets under the restructuring plan; ex-impairments EBITDA up 6% q/q. Dividend unchanged at SAR 1.50 for H2.",
          label=f.hard("watchlist_news", ["SABIC", "2010", f"net loss of SAR {p['sabic_loss']}bn"], "structured"))
    f.say(f.T(5, 40, 3), O,
          f"what if we lifted 2010 here at {p['sabic_px']}? feels cheap vs peers after that print, no?",
          label=NEAR, idiom=("hypothetical question on a watched name", "not_hard"))
    f.say(f.T(5, 58, 4), "wire",
          "📰 [Tadawul] Saudi Aramco Base Oil Co – Luberef (2223) Q4 net profit SAR 188mm, -22% y/y on weaker base oil cracks",
          label=NEAR, idiom=("headline on a subsidiary sharing the held parent's name and a neighbouring code", "not_hard"))

    # --- ADX/DFM open, EMAAR chain, risk resize & breach --------------------------
    f.say(f.T(6, 0, 1), "cron", "🔔 ADX / DFM open (Ramadan session 10:00–14:00 GST)", label=NOISE)
    t = f.T(6, 8, 3)
    k_em = f.say(t, O,
                 f"EMAAR: b 600k @ {p['em_px']} lmt for GESF? dip on the Emaar Dev launch noise, ok?",
                 label=f.hard("trade_proposal", ["EMAAR", "b 600k", p["em_px"]], "shorthand"))
    t += f.gap(70, 200)
    f.say(t, K, "👍 send it habibi", ref=k_em,
          label=f.hard("trade_approval", ["👍", "send it"], "reply"),
          idiom=("emoji + 'send it' reply approving a shorthand proposal", "trade_approval"))
    f.op(t + 3, "reaction_add", k_em, emoji="✅", user="khalid")
    t += f.gap(40, 90)
    f.say(t, "riskd",
          f"riskd kind=order_resize order_no={p['o_em']} sym=EMAAR mkt=DFM side=BUY req_qty={p['em_req']} new_qty={p['em_new']} "
          "reason=issuer_cap cap_pct_nav=5.0 fund=GESF",
          label=f.hard("risk_limit", ["order_resize", p["o_em"], "EMAAR", f"new_qty={p['em_new']}"], "structured"),
          idiom=("key=value risk engine resizing an order", "risk_limit"))
    t += f.gap(600, 1200)
    ms_hint = int(t * 1000)
    f.say(t, "oms", "", embeds=[{
        "title": "Execution Report — DFM",
        "description": "FILLED",
        "author": "OMS Bridge",
        "fields": [
            {"name": "Order No", "value": p["o_em"], "inline": True},
            {"name": "Symbol", "value": "EMAAR · Emaar Properties", "inline": True},
            {"name": "Side", "value": "BUY", "inline": True},
            {"name": "Filled", "value": f"{p['em_new']:,}", "inline": True},
            {"name": "Avg Px", "value": p["em_avg"], "inline": True},
            {"name": "Market", "value": "DFM", "inline": True},
            {"name": "Fund", "value": "GESF", "inline": True},
        ],
        "footer": f"OMS bridge · DFM-FIX-1 · resized by riskd · TIF DAY · settle T+2 · acct GESF-EQ-01 · {hl(4, int(t * 1000))} GST",
    }], label=f.hard("trade_fill", [p["o_em"], "EMAAR", f"{p['em_new']:,}", p["em_avg"]], "embed"))
    t += f.gap(300, 600)
    k_br = f.say(t, "riskd",
                 f"riskd kind=breach scope=country key=UAE fund=GESF gross_pct_nav=31.4 limit=30.0 severity=soft action=notify_pm",
                 label=f.hard("risk_limit", ["breach", "UAE", "gross_pct_nav=31.4", "limit=30.0"], "structured"))
    t += f.gap(90, 300)
    f.say(t, K, "khalas — no more UAE adds today. trim EMAAR back under 30% by the close inshallah",
          ref=k_br, label=f.hard("risk_limit", ["no more UAE adds", "under 30%"], "reply"),
          idiom=("Arabizi reply enforcing a country limit after a breach", "risk_limit"))
    f.say(f.T(6, 33, 3), "wire",
          "📰 [DFM] Emaar Development launches 1,200-unit community at Dubai Creek Harbour; sales start next week",
          label=NEAR)

    # --- 2222 chain ------------------------------------------------------------------
    t = f.T(6, 18, 2)
    k_a = f.say(t, O,
                f"pls ok → b {p['a_qty']}k 2222 @ {p['a_px']} lmt, stp {p['a_stop1']}. FTSE flow + div support",
                label=f.hard("trade_proposal", [f"b {p['a_qty']}k 2222", p["a_px"], p["a_stop1"]], "shorthand"),
                idiom=("k-suffixed size with Tadawul numeric code in shorthand proposal", "trade_proposal"))
    t += f.gap(120, 280)
    k_aap = f.say(t, K, f"tamam, yalla go — 2222 {p['a_qty']}k ✅", ref=k_a,
                  label=f.hard("trade_approval", ["tamam", "go", f"2222 {p['a_qty']}k"], "reply"),
                  idiom=("Arabizi 'tamam, yalla go' approval reply", "trade_approval"))
    t += f.gap(60, 150)
    f.say(t, K, f"fwiw a stop at {p['a_stop_hyp']} would be more sensible than {p['a_stop1']} if we ever add more, but fine for now",
          label=NEAR, idiom=("'a stop at X would be sensible' with no decision", "not_hard"))
    t = max(t + 120, f.T(6, 47, 2))
    ms = int((t) * 1000)
    f.say(t, "oms",
          f"[OMS] Order No {p['o_a']} | NEW → ACK | Tadawul | 2222 Saudi Aramco | BUY | {p['a_qty'] * 1000:,} @ {p['a_px']} LMT | DAY | Fund: GESF",
          label=f.hard("trade_confirmation", [p["o_a"], "ACK", "BUY", f"{p['a_qty'] * 1000:,}"], "structured"),
          idiom=("OMS pipe line acknowledging an order in pre-open", "trade_confirmation"))
    f.say(f.T(7, 0, 0.5), "cron", "🔔 Tadawul open (Ramadan session 10:00–14:00 AST)", label=NOISE)
    t = f.T(7, 4, 2)
    f.say(t, "oms", "", embeds=[{
        "title": "Execution Report — Tadawul",
        "description": "PARTIAL FILL",
        "author": "OMS Bridge",
        "fields": [
            {"name": "Order No", "value": p["o_a"], "inline": True},
            {"name": "Symbol", "value": "2222 · Saudi Aramco", "inline": True},
            {"name": "Side", "value": "BUY", "inline": True},
            {"name": "Filled", "value": f"{p['a_fill1'] * 1000:,}", "inline": True},
            {"name": "Avg Px", "value": p["a_fill1_px"], "inline": True},
            {"name": "Leaves", "value": f"{p['a_rest'] * 1000:,}", "inline": True},
            {"name": "Market", "value": "Tadawul", "inline": True},
            {"name": "Fund", "value": "GESF", "inline": True},
        ],
        "footer": f"OMS bridge · TDWL-FIX-2 · TIF DAY · settle T+2 · acct GESF-EQ-01 · broker SNB Capital · {hl(3, int(t * 1000))} AST",
    }], label=f.hard("trade_fill", [p["o_a"], "BUY", f"{p['a_fill1'] * 1000:,}", p["a_fill1_px"]], "embed"),
        idiom=("embed-only partial fill with Order No / Market fields", "trade_fill"))
    t += f.gap(600, 1000)
    f.say(t, O, f"lft {p['a_rest']}k 2222 @ {p['a_px']} — done {p['a_qty']}k, avg {p['a_avg']}",
          label=f.hard("trade_fill", [f"lft {p['a_rest']}k", "2222", p["a_px"]], "shorthand"),
          idiom=("'lft' (lifted) shorthand fill", "trade_fill"))
    t += f.gap(120, 300)
    k_stop = f.say(t, O, f"2222 stp {p['a_stop1']} on the {p['a_qty']}k",
                   label=f.hard("stop_or_target_change", ["2222", f"stp {p['a_stop3']}"], "shorthand"),
                   idiom=("stop moved twice by editing the same shorthand message", "stop_or_target_change"))
    f.op(t + 40, "reaction_add", k_stop, emoji="📌", user="khalid")
    f.op(t + 45, "pin", k_stop, by="khalid")
    f.op(f.T(8, 40, 6), "edit", k_stop,
         content=f"2222 stp {p['a_stop2']} on the {p['a_qty']}k (moved up)", superseded=[p["a_stop1"]])
    f.op(f.T(10, 5, 6), "edit", k_stop,
         content=f"2222 stp {p['a_stop3']} on the {p['a_qty']}k (moved up again, locking it in)", superseded=[p["a_stop2"]])

    # --- ALDAR news / proposal / rejection -------------------------------------------
    f.say(f.T(6, 40, 2), "wire",
          f"📰 [ADX] Aldar Properties awarded AED {p['al_bn']}bn master-development contract on Yas; results call moved to 14:00 GST | الدار العقارية\n"
          "> Contract covers infrastructure and 2,400 residential units over five years; revenue recognised on a percentage-of-completion basis from Q3.",
          label=f.hard("watchlist_news", ["Aldar Properties", f"AED {p['al_bn']}bn"], "structured"))
    t = f.T(6, 52, 2)
    k_al = f.say(t, O, f"ALDAR b 500k @ {p['al_px']}, stp {p['al_stop']} — on the contract headline, ok?",
                 label=f.hard("trade_proposal", ["ALDAR", "b 500k", p["al_px"], p["al_stop"]], "shorthand"))
    t += f.gap(100, 240)
    f.say(t, K, "la2 habibi, مو الحين. not before their results call and we're already heavy UAE — ALDAR rejected for today",
          ref=k_al, label=f.hard("trade_approval", ["ALDAR", "rejected"], "reply"),
          idiom=("Arabizi/Arabic rejection reply ('la2', 'مو الحين')", "trade_approval"))

    # --- QNBK chain with Shariah block ---------------------------------------------------
    t = f.T(7, 28, 2)
    k_q = f.say(t, O, f"QNBK add {p['qn_qty']}k @ {p['qn_px']} lmt for GCCI ahead of FTSE — ok?",
                label=f.hard("trade_proposal", ["QNBK", f"{p['qn_qty']}k", p["qn_px"]], "shorthand"))
    t += f.gap(90, 200)
    f.say(t, K, "👍 go — GCCI only, it's not compliant for GESF", ref=k_q,
          label=f.hard("trade_approval", ["go", "GCCI only"], "reply"))
    t += f.gap(100, 200)
    f.say(t, "shariah",
          f"⛔ BLOCKED — Order No {p['o_qn_bad']} | QSE | QNBK | BUY {p['qn_qty'] * 1000:,} | Fund: GESF | "
          "screen: FAIL (business activity: conventional banking) | action: order held, not routed to venue\n"
          "rule: AAOIFI SS21 §3/4 — primary activity impermissible · last screen: FAIL since inception · override: not permitted (Shariah board only)\n"
          "note: QNBK is eligible for GCCI (conventional). re-submit under the correct fund if intended.",
          label=f.hard("risk_limit", ["BLOCKED", p["o_qn_bad"], "QNBK", "GESF"], "structured"),
          idiom=("Shariah screen blocking an order as non-compliant", "risk_limit"))
    t += f.gap(4, 15)
    f.say(t, "oms",
          f"[OMS] Order No {p['o_qn_bad']} | REJECTED | QSE | QNBK | BUY | {p['qn_qty'] * 1000:,} @ {p['qn_px']} LMT | Fund: GESF | reason: compliance hold (ShariahScreen)",
          label=f.hard("trade_confirmation", [p["o_qn_bad"], "REJECTED", "QNBK"], "structured"),
          idiom=("OMS pipe line: order rejected on compliance hold", "trade_confirmation"))
    t += f.gap(60, 150)
    if not sel("qn_rebook"):
        f.say(t, O, "my bad, wrong fund 🤦 will sort it after the open rush")
    else:
      f.say(t, O, f"my bad, wrong fund 🤦 rebooked QNBK {p['qn_qty']}k into GCCI @ {p['qn_px']}, working now",
            label=f.hard("trade_confirmation", ["rebooked", "QNBK", "GCCI", p["qn_px"]], "untagged"))
      t += f.gap(1500, 2400)
      f.say(t, "oms",
          f"[OMS] Order No {p['o_qn']} | PARTIAL | QSE | QNBK | BUY | filled {p['qn_fill'] * 1000:,} @ {p['qn_px']} | leaves {(p['qn_qty'] - p['qn_fill']) * 1000:,} | Fund: GCCI",
            label=f.hard("trade_fill", [p["o_qn"], "QNBK", f"{p['qn_fill'] * 1000:,}", p["qn_px"]], "structured"))

    f.say(f.T(7, 36, 3), "oms", "", embeds=[{
        "title": "Execution Report — Tadawul",
        "description": "FILLED",
        "author": "OMS Bridge",
        "fields": [
            {"name": "Order No", "value": p["o_mno1"], "inline": True},
            {"name": "Symbol", "value": "1180 · Saudi National Bank", "inline": True},
            {"name": "Side", "value": "SELL", "inline": True},
            {"name": "Filled", "value": "900,000", "inline": True},
            {"name": "Avg Px", "value": "38.10", "inline": True},
            {"name": "Market", "value": "Tadawul", "inline": True},
            {"name": "Fund", "value": "MNO · MENA Opportunities", "inline": True},
        ],
        "footer": "OMS bridge · TDWL-FIX-2 · shared bridge",
    }], label=NEAR, idiom=("OMS embed fill for another fund on the shared bridge", "not_hard"))
    f.say(f.T(7, 42, 3), K,
          "remember when we bot 2mm 2222 at 32.40 in the secondary? that one hurt 🙃 anyway",
          label=NEAR, idiom=("trade told as history ('remember when we bot')", "not_hard"))
    if sel("adnoc_news"):
      f.say(f.T(7, 52, 3), "wire",
          "📰 [ADX] أدنوك للغاز | ADNOC Gas signs 10-year LNG supply agreement with a Japanese utility, ~0.5 mtpa from 2028",
          label=f.hard("held_position_news", ["ADNOC Gas", "LNG supply agreement"], "structured"))

    # Jarir quote and no-route reply
    t = f.T(8, 5, 3)
    k_j = f.say(t, O,
                "> 📰 [Tadawul] Jarir Marketing (4190) cuts 2026 store-opening plan, guides flat sales\nanyone care?",
                label=NEAR)
    t += f.gap(90, 240)
    f.say(t, K, "not ours, skip it. مو لنا", ref=k_j,
          label=f.hard("no_route_decision", ["not ours", "skip it"], "reply"),
          idiom=("short reply declaring a quoted headline needs no action", "no_route_decision"))

    f.say(f.T(9, 18, 3), "wire",
          "📰 [ADX] ADNOC Drilling wins USD 1.2bn offshore rig contract extension; shares +2% pre-market",
          label=NEAR)

    # --- Macro midday with buried Brent proposal ----------------------------------------
    t = f.T(8, 35, 3)
    k_m2 = f.say(t, "macro", macro_midday(p),
                 label=f.hard("trade_proposal", [f"sell {p['b_lots']} lots", "Brent May-26", p["b_px"], p["b_stop"]], "buried"),
                 idiom=("trade proposal buried in a long LLM macro note", "trade_proposal"))
    t += f.gap(500, 900)
    f.say(t, K, f"tamam on the brent, {p['b_lots']} lots go. khalas after that, hedge is big enough", ref=k_m2,
          label=f.hard("trade_approval", ["tamam", f"{p['b_lots']} lots go"], "reply"))
    t += f.gap(600, 1100)
    f.say(t, "oms",
          f"[OMS] Order No {p['o_b']} | FILLED | ICE | COK6 Brent May-26 | SELL | {p['b_lots']} lots @ {p['b_fill']} | Fund: GCCI (hedge)",
          label=f.hard("trade_fill", [p["o_b"], "SELL", f"{p['b_lots']} lots", p["b_fill"]], "structured"))
    f.say(f.T(9, 40, 4), "oms",
          f"[OMS] Order No {p['o_mno2']} | FILLED | ADX | ALDAR | BUY | 750,000 @ {p['al_px']} | Fund: MNO",
          label=NEAR, idiom=("OMS pipe fill of a watched name for another fund", "not_hard"))
    f.say(f.T(9, 22, 3), "broker",
          f"📨 [Arqaam] traded away: 1.5mm ALDAR @ {p['al_px']} crossed between two locals",
          label=NEAR)

    # --- DPW / KSA thread ----------------------------------------------------------------
    t = f.T(9, 30, 2)
    f.say(t, P, "opening a thread on DPW 29s vs the KSA curve, RV looks interesting 🧵")
    f.thread("dpw", t + 4, "DPW 29s vs KSA 33s RV")
    tt = t + f.gap(60, 120)
    f.say(tt, P,
          f"Context: DPW 2029 sukuk ({DPW29_ISIN}) at {p['dpw_px']} / z+{p['dpw_z']}, the tightest it's been vs the KSA 33s in a year. "
          "DP World's leverage is fine but the spread differential to the sovereign is now ~15bp against a 2-year average of 35bp. "
          "Real money has been chasing the name since the Q4 numbers. In past episodes the gap re-widened within 4-6 weeks. "
          "Liquidity in the 29s is decent: ENBD Cap, HSBC and Citi all make 2x2. Carry differential is small (~6bp pa). "
          "The risk is a DP World tender or buyback, which management has ruled out for 2026.\n"
          "Technicals: ENBD and Citi both say the street is short the 29s after the Asian bid, which is what richened them; that supports the idea that the gap closes on supply rather than on credit. "
          "Fundamentals unchanged: BBB+/Baa2, throughput growth mid-single digit, net debt/EBITDA ~3x. The KSA 33s have the opposite setup: cheap to the curve on sovereign supply, which should ease once the MoF's Q1 calendar is done.",
          thread="dpw", label=NEAR)
    tt += f.gap(200, 400)
    f.say(tt, K, "are we still long the DPW 29s at full size?", thread="dpw", label=NEAR,
          idiom=("question about a position inside a thread", "not_hard"))
    tt += f.gap(60, 180)
    f.say(tt, P, "yes, 6mm in GCCI, unchanged since January", thread="dpw")
    tt += f.gap(120, 300)
    f.say(tt, "broker", "📨 [ENBD Capital] DPW 29s axe: BUYER 2mm @ 101.05, real money account", thread="dpw", label=NEAR)
    tt += f.gap(120, 300)
    f.say(tt, P,
          "View change on DPW 29s: moving from overweight to underweight vs the KSA curve. The spread differential has done its job and the risk/reward now points the other way.",
          thread="dpw", label=f.hard("thesis_update", ["DPW 29s", "overweight to underweight"], "untagged"))
    tt += f.gap(90, 240)
    k_sw = f.say(tt, P,
                 f"So: sell {p['sw_n']}mm DP World 2029 sukuk @ {p['dpw_px']} (z+{p['dpw_z']}) and buy {p['sw_n']}mm KSA 33s @ {p['ksa_sw']}. ok?",
                 thread="dpw",
                 label=f.hard("trade_proposal", [f"sell {p['sw_n']}mm DP World 2029 sukuk", p["dpw_px"], f"buy {p['sw_n']}mm KSA 33s", p["ksa_sw"]], "untagged"))
    tt += f.gap(200, 500)
    f.say(tt, K, "yalla do it 👍", ref=k_sw, thread="dpw",
          label=f.hard("trade_approval", ["yalla", "do it"], "reply"))
    tt += f.gap(1200, 2100)
    f.say(tt, P,
          f"done ✅ sold {p['sw_n']}mm DPW 29s @ {p['dpw_fill']} to ENBD Cap, bought {p['sw_n']}mm KSA 33s @ {p['ksa_sw_fill']} from Citi",
          thread="dpw",
          label=f.hard("trade_fill", [f"sold {p['sw_n']}mm DPW 29s", p["dpw_fill"], f"bought {p['sw_n']}mm KSA 33s", p["ksa_sw_fill"]], "untagged"))
    tt += f.gap(60, 200)
    f.say(tt, L, "booked both legs, SSIs fine, T+2", thread="dpw")

    # --- router decisions ----------------------------------------------------------------
    f.say(f.T(10, 22, 4), "router",
          f"desk-router · item HL-{p['hl1']} \"Aldar Properties results call moved to 14:00 GST\" → routed to equity-analyst-agent (watchlist: ALDAR)",
          label=f.hard("route_decision", [f"HL-{p['hl1']}", "routed to equity-analyst-agent"], "structured"),
          idiom=("router bot line routing an item to a named agent", "route_decision"))
    if sel("router_noroute"):
      f.say(f.T(12, 40, 4), "router",
          f"desk-router · item HL-{p['hl2']} \"Almarai raises fresh dairy prices by 5%\" → no_route (not held, not watched)",
          label=f.hard("no_route_decision", [f"HL-{p['hl2']}", "no_route"], "structured"))
    f.say(f.T(12, 0, 2), "router",
          f"desk-router · 09:00–12:00 UTC summary: 46 items in · 4 routed · 42 dropped · 0 errors · queue depth 0",
          label=NOISE)

    f.say(f.T(11, 45, 6), "wire",
          "📰 DP World says Q1 throughput up 6% y/y; reiterates no new sukuk issuance planned in H1, capex guidance USD 2.5bn\n"
          "> Jebel Ali volumes +4%, Asia-Pacific +9%; net debt/EBITDA guided at or below 3x by year-end.",
          label=f.hard("held_position_news", ["DP World", "no new sukuk issuance"], "structured"),
          idiom=("issuer-name headline relevant to a held sukuk", "held_position_news"))

    # --- FTSE thread -------------------------------------------------------------------------
    t = f.T(10, 50, 2)
    k_ft = f.say(t, "cron",
                 "📈 **FTSE GEIS Mar-26 review — preliminary passive flow estimates** (effective after close Fri 20-Mar)\n"
                 "```\n"
                 "2222  Saudi Aramco     +USD 310mm   ~3.1 days ADV\n"
                 "1120  Al Rajhi Bank    +USD 145mm   ~0.9 days ADV\n"
                 "7010  stc              -USD  40mm   ~0.6 days ADV\n"
                 "FAB   First Abu Dhabi  +USD  62mm   ~1.4 days ADV\n"
                 "QNBK  QNB Group        +USD  88mm   ~1.8 days ADV\n"
                 "2010  SABIC            -USD  71mm   ~1.2 days ADV\n"
                 "```\n"
                 "sources: broker consensus (SNB Cap, EFG, HSBC) · estimates, not confirmed by FTSE",
                 label=NEAR, idiom=("index-rebalance flow estimates with no decision", "not_hard"))
    f.op(t + 120, "pin", k_ft, by="khalid")
    f.thread("ftse", t + 30, "FTSE Mar-26 flow prep")
    tt = t + f.gap(200, 420)
    f.say(tt, O, "if the 2222 flow is as big as last March we could pre-position another 300k, just thinking out loud",
          thread="ftse", label=NEAR)
    tt += f.gap(200, 400)
    f.say(tt, K, "let's not chase it, we're already long. but for QNBK: pull the stop on QNBK, we hold through the FTSE event. شيل الستوب",
          thread="ftse", label=f.hard("stop_or_target_change", ["pull the stop on QNBK", "FTSE event"], "untagged"),
          idiom=("stop removed in prose inside a thread", "stop_or_target_change"))
    tt += f.gap(200, 500)
    if sel("qnb_limit"):
      f.say(tt, K, "and I'm raising the QNB issuer limit to 4.0% NAV in GCCI until the 20-Mar close. riskd will reflect it after the CRO signs",
          thread="ftse", label=f.hard("risk_limit", ["QNB issuer limit", "4.0% NAV"], "untagged"))
    tt += f.gap(60, 200)
    f.say(tt, O, "tamam", thread="ftse", label=NOISE)

    # --- deleted proposal --------------------------------------------------------------------
    t = f.T(12, 5, 3)
    k_del = f.say(t, O, f"b 500k 7010 @ {p['stc_del_px']} lmt, stp 39.10 pls ok",
                  label=f.hard("trade_proposal", ["500k", "7010", p["stc_del_px"]], "shorthand"))
    f.op(t + f.gap(50, 110), "delete", k_del, snippet=f"b 500k 7010 @ {p['stc_del_px']} lmt, stp 39.10")
    f.say(t + f.gap(130, 200), O, "ignore that, wrong chat 🙈")

    f.say(f.T(11, 42, 3), O, f"paper: b 100k 2082 @ 96.50 in the sim book, let's see how the rebal flow plays",
          label=NEAR, idiom=("paper trade in the sim book", "not_hard"))
    f.say(f.T(11, 52, 3), O, "should I put a stop on STC too?", label=NEAR)

    # --- USD/SAR forward fill (policy hedge) ----------------------------------------------
    f.say(f.T(12, 20, 4), P,
          f"FX hedge done: bought {p['fwd_n']}mm USD/SAR 12m fwd @ {p['fwd_px']} outright w/ SNB (policy roll, covers SAR divs + coupons)",
          label=f.hard("trade_fill", [f"bought {p['fwd_n']}mm", "USD/SAR 12m fwd", p["fwd_px"]], "untagged"),
          idiom=("USD/SAR forward outright fill in prose", "trade_fill"))

    if sel("emaar_news"):
      f.say(f.T(12, 55, 4), "wire",
          f"📰 [DFM] Emaar Properties says Q1-to-date Dubai off-plan sales AED {p['em_sales']}bn, up {p['em_pct']}% y/y; reiterates dividend policy | إعمار العقارية",
          label=f.hard("held_position_news", ["Emaar Properties", f"AED {p['em_sales']}bn"], "structured"))

    # --- forgotten FO cross ----------------------------------------------------------------
    t = f.T(13, 10, 3)
    k_fo = f.say(t, K,
                 f"Al Faisal FO wants to sell 1.2mm 1120 @ {p['fo_px']} via us — prop: we take it for GESF as a negotiated deal tmrw, Omar pls prep the ticket",
                 label=f.hard("trade_proposal", ["1.2mm", "1120", p["fo_px"]], "untagged"))
    f.op(t + f.gap(900, 1500), "forget", k_fo, by="khalid", snippet="Al Faisal FO wants to sell 1.2mm 1120")

    f.say(f.T(13, 30, 4), "macro", macro_afternoon(p),
          label=f.hard("thesis_update", ["7010", "overweight to neutral"], "buried"),
          idiom=("view change buried in a long afternoon note", "thesis_update"))
    f.say(f.T(14, 20, 3), K, "iftar time, back in 40. Omar has the chat 🌙")

    f.say(f.T(15, 20, 5), P,
          f"for the record the KSA 33s were {p['ksa_hist']} a month ago when we sold the 2mm, so we're buying back ~3/4 cheaper",
          label=NEAR, idiom=("past sale told as history with a price", "not_hard"))
    f.say(f.T(15, 5, 5), "broker",
          "📨 [HSBC DCM] traded: 10mm KSA 33s given at the bid, Asia real money (not us)",
          label=NEAR)

    # --- Brent headline / hypothetical / whatif -----------------------------------------
    t = f.T(16, 30, 5)
    f.say(t, "wire",
          f"📰 ICE Brent May-26 futures slide to ${p['brent_pm']} after OPEC+ sources flag a faster unwind of voluntary cuts\n"
          "> Delegates say the eight-country group could lift output targets by up to 411 kb/d in April; official statement expected Sunday.",
          label=f.hard("held_position_news", ["Brent May-26", "OPEC+"], "structured"),
          idiom=("headline on the underlying of a held futures hedge", "held_position_news"))
    f.say(t + f.gap(300, 700), K,
          f"if brent breaks {p['brent_hyp']} we might want more hedge — not now, just thinking out loud",
          label=NEAR, idiom=("conditional hedge idea with explicit 'not now'", "not_hard"))
    f.say(f.T(17, 10, 5), "riskd",
          "riskd kind=whatif scenario=brent_minus_10 fund=GESF pnl_est_usd=-1.84mm fund=GCCI pnl_est_usd=+0.62mm note=scenario_only",
          label=NEAR, idiom=("risk what-if scenario line", "not_hard"))

    f.say(f.T(19, 5, 5), "macro", macro_evening(p), label=NEAR)
    f.say(f.T(19, 22, 4), "macro",
          "backtest (2019–2025, 13 events): buy 2222 at T-5 before FTSE/MSCI effective dates, exit at the close of the effective date → "
          "hit rate 58%, avg +0.9%, worst -3.4%, Sharpe 0.6 after costs. Not a recommendation, just context for the 20-Mar event.",
          label=NEAR, idiom=("backtest result with trade words", "not_hard"))
    f.say(f.T(20, 0, 2), "cron",
          "⏰ tomorrow: Tadawul 10:00–14:00 AST · ADX/DFM 10:00–14:00 GST · QSE 09:30–13:15 · SAMA money supply 11:00 AST · iftar cover: Omar",
          label=NOISE)

    # --- extra long-form research, broker chat, OPEC+ debate thread -------------------------
    f.say(f.T(5, 50, 6), "macro", macro_curve(p), label=NEAR)
    f.say(f.T(18, 10, 8), "macro", macro_seasonality(p), label=NEAR)
    for txt in r.sample(BROKER_CHAT, r.randint(6, 8)):
        f.say(f.when(HUMAN_W), "broker", txt.format(**p))
    t = f.T(16, 50, 4)
    f.say(t, P, "starting a thread for the OPEC+ Sunday debate so it doesn't get lost in the chat")
    f.thread("opec", t + 3, "OPEC+ Sunday — hedge debate")
    tt = t + f.gap(90, 200)
    for who, txt, lab in opec_debate(p):
        f.say(tt, who, txt, thread="opec", label=lab)
        tt += f.gap(90, 420)

    f.say(f.T(13, 50, 6), K, investor_letter(p), label=NEAR,
          idiom=("investor-letter draft describing last month's trades (history)", "not_hard"))
    f.say(f.T(4, 58, 4), L, settlement_note(p), label=NEAR)
    t = f.T(12, 30, 4)
    k_qa = f.say(t, O, "@macro-agent what's the historical closing-auction impact for QNBK on FTSE effective days?")
    f.say(t + f.gap(40, 90), "macro", auction_answer(p), ref=k_qa, label=NEAR)
    f.say(f.T(4, 45, 4), "macro", macro_strategy(p), label=NEAR)
    f.say(f.T(20, 35, 8), "macro", macro_opec_pack(p), label=NEAR)
    t = f.T(9, 50, 6)
    k_dq = f.say(t, K, "@macro-agent how safe is the Aramco base dividend if brent sits at 65 for a year?")
    f.say(t + f.gap(40, 100), "macro", div_answer(p), ref=k_dq, label=NEAR)
    f.say(f.T(13, 5, 8), L,
          "Compliance attestation status (due Thursday): Khalid ✅ · Priya ✅ · Omar ⏳ · Layla ✅. Reminder that the attestation covers personal "
          "account dealing in GCC listed names, the gifts register (Ramadan hampers count, yes really) and the Shariah training module. "
          "Also: the DIFC regulator's annual return is due end of month, I'll need the desk's complaints log (empty, inshallah) and the list of "
          "broker relationships with any changes since last year. Omar, the new SNB Capital block desk contact goes on that list.")
    f.say(f.T(3, 28, 3), "cron", premarket_digest(p), label=NOISE)
    f.say(f.T(11, 30, 6), O, ftse_playbook(p))
    f.say(f.T(8, 25, 6), P, ni_monitor(p))

    # --- optional events ------------------------------------------------------------------
    if sel("fab_tgt"):
        f.say(f.T(10, 45, 4), K,
              f"FAB: target up {p['fab_tgt_old']} → {p['fab_tgt_new']}, stop stays {p['fab_stop']}. the FTSE bid is real",
              label=f.hard("stop_or_target_change", ["FAB", f"target up {p['fab_tgt_old']} → {p['fab_tgt_new']}"], "untagged"))
    if sel("aramco_view"):
        f.say(f.T(11, 25, 4), K,
              f"Aramco view unchanged after the div — still constructive, conviction stays high, target {p['a_tgt']}. inshallah",
              label=f.hard("thesis_update", ["Aramco", "conviction stays high", p["a_tgt"]], "untagged"))
    if sel("qnb_news"):
        f.say(f.T(9, 5, 4), "wire", "📰 [QSE] QNB Group prices USD 750mm 5y senior at T+95, books 3.2x | بنك قطر الوطني",
              label=f.hard("held_position_news", ["QNB Group", "USD 750mm"], "structured"))
    if sel("brent_stop"):
        f.say(f.T(15, 40, 5), O,
              f"brent hedge: stp {p['b_stop']} → {p['b_stop_new']} on the {p['b_lots']} lots",
              label=f.hard("stop_or_target_change", ["brent hedge", p["b_stop_new"]], "shorthand"))
    if sel("khalid_route"):
        f.say(f.T(15, 12, 4), K, "@omar you take the DPW sukuk RFQ from ENBD tomorrow morning, I'm with the PIF guys till 1",
              label=f.hard("route_decision", ["@omar", "DPW sukuk RFQ"], "untagged"))
    if sel("stc_news"):
        f.say(f.T(5, 45, 6), "wire", "📰 [Tadawul] stc (Saudi Telecom Co) completes transfer of towers unit stake to PIF-backed vehicle | اس تي سي",
              label=f.hard("held_position_news", ["Saudi Telecom", "towers"], "structured"))


def noise_and_colour(f: Flow, p: dict) -> None:
    r = f.rng
    # heartbeats
    t = r.uniform(600, 2400)
    while t < 86000:
        f.say(t, "riskd", f"riskd kind=hb limits=ok checks={r.randint(380, 460)} lat_ms={r.randint(18, 90)} feeds=tdwl,adx,dfm,qse,ice,cbbt "
              f"positions_synced=true oms_seq={r.randint(40000, 99000)} build=riskd-3.12.{r.randint(0, 9)}",
              label=NOISE)
        t += r.uniform(4500, 6600)
    # px alerts
    names = [("2222", p["a_px"]), ("1120", p["rj_px"]), ("7010", p["stc_px"]), ("FAB", p["fab_px"]), ("EMAAR", p["em_px"]),
             ("ADNOCGAS", p["ag_px"]), ("QNBK", p["qn_px"]), ("2010", p["sabic_px"]), ("ALDAR", p["al_px"]), ("4190", "11.92"),
             ("COK6", p["brent_mid"])]
    for _ in range(r.randint(6, 8)):
        sym, px = r.choice(names)
        d = r.choice(["up", "down"])
        f.say(f.when(), "px", f"⚠️ px alert {sym} last {px} crossed {d} · {r.choice(['±2% day', 'vwap band', '20d high', 'open gap'])}",
              label=NOISE)
    for lab, hh in (("10:00 GST", 6), ("13:00 GST", 9), ("16:00 GST", 12), ("EOD 21:00 GST", 17)):
        f.say(f.T(hh, 2, 2), "pnl", pnl_snapshot(p, lab, f), label=NOISE)
    f.say(f.T(10, 1, 1), "cron", "🔔 ADX / DFM closing auction 13:45–13:55 GST · close 14:00", label=NOISE)
    f.say(f.T(11, 10, 1), "cron", "🔔 Tadawul closed · closing auction done · T+2 settlement", label=NOISE)
    # deploy / reconnect / stack traces
    f.say(f.T(1, 45, 20), "deploy", "deploy shariah-screen v2.14.1 → prod ✅ (purification calc rounding fix) · 3 pods healthy", label=NOISE)
    f.say(f.T(21, 30, 20), "deploy", "deploy oms-bridge v5.8.3 → staging ✅ · canary 10% · rollback plan attached", label=NOISE)
    f.say(f.T(4, 28, 8), "deploy", "CI: risk-engine #4471 passed (312 tests, 4m12s) · main @ 9f3c2ab", label=NOISE)
    ts = f.T(8, 15, 20)
    f.say(ts, "oms", STACK.format(sess="ADX-FIX-1", acct="GESF-SUB3"), label=NOISE)
    f.say(ts + r.uniform(6, 20), "oms", "oms-bridge: session ADX-FIX-1 logon OK (resend 88121..88140 replayed, 0 gaps)", label=NOISE)
    ts = f.T(18, 30, 30)
    f.say(ts, "oms", STACK.format(sess="ICE-FIX-3", acct="GCCI-HDG"), label=NOISE)
    f.say(ts + r.uniform(6, 20), "oms", "oms-bridge: session ICE-FIX-3 logon OK", label=NOISE)
    # warn spam bulk-deleted later
    tw = f.T(22, 2, 2)
    warn = []
    for i in range(3):
        warn.append(f.say(tw + i * r.uniform(20, 50), "oms",
                          f"oms-bridge WARN heartbeat miss on QSE-FIX-1 (#{i + 1}) — seq gap {41200 + i * 7}..{41206 + i * 7}"))
    f.op(tw + 600, "bulk_delete", warn, snippets=[f"heartbeat miss on QSE-FIX-1 (#{i + 1})" for i in range(3)])
    # shariah routine
    for sym, nm in (("2082", "ACWA Power"), ("8230", "Al Rajhi Takaful"), ("7010", "stc")):
        f.say(f.when(HUMAN_W), "shariah",
              f"screen {sym} {nm}: PASS · debt/mcap {r.uniform(8, 29):.1f}% · impure income {r.uniform(0.1, 3.9):.2f}% · next review Q2",
              label=NOISE)
    # unrelated headlines
    for hline in r.sample(UNRELATED_HEADLINES, r.randint(12, 16)):
        f.say(f.when(), "wire", hline + "\n> " + " ".join(r.sample(WIRE_BODIES, 2)), label=NOISE)
    # broker quotes
    for q in r.sample(BROKER_QUOTES, r.randint(5, 7)):
        f.say(f.when(HUMAN_W), "broker", q.format(**p), label=NOISE)
    # a forgotten noise message (broker mobile number pasted)
    tf = f.T(8, 50, 10)
    kf = f.say(tf, "omar", "Faisal at SNB Cap block desk, mobile +966 55 318 7742, call him directly for the 1180 size")
    f.op(tf + r.uniform(300, 900), "forget", kf, by="khalid", snippet="+966 55 318 7742")
    # long bot reports and recaps
    f.say(f.T(3, 10, 3), "riskd", risk_report(p, f, "SOD"), label=NOISE)
    f.say(f.T(17, 30, 6), "riskd", risk_report(p, f, "EOD"), label=NOISE)
    f.say(f.T(17, 45, 6), "shariah", shariah_report(p, f), label=NOISE)
    f.say(f.T(3, 14, 3), "cron", INDEX_CALENDAR, label=NOISE)
    f.say(f.T(6, 55, 6), "macro", macro_pif(p), label=NEAR)
    f.say(f.T(15, 35, 6), "macro", macro_banks(p), label=NEAR)
    for hh in (5, 7, 8, 9, 10, 11, 13, 15):
        n_in = r.randint(4, 14)
        n_r = r.randint(0, 2)
        f.say(f.T(hh, 0, 1), "router",
              f"desk-router · {hh - 1:02d}:00–{hh:02d}:00 UTC summary: {n_in} items in · {n_r} routed · {n_in - n_r} dropped "
              f"(not_held {max(0, n_in - n_r - 3)} · dup {min(2, n_in - n_r)} · stale {1 if n_in - n_r > 2 else 0}) · queue depth 0 · p95 {r.randint(300, 1900)}ms",
              label=NOISE)
    for who, hh, mm, txt in recaps(p):
        f.say(f.T(hh, mm, 4), who, txt)
    # colour
    colour_keys = []
    for who, n in (("khalid", r.randint(12, 16)), ("omar", r.randint(17, 22)), ("priya", r.randint(8, 11)), ("layla", r.randint(5, 7))):
        for line in r.sample(COLOUR[who], min(n, len(COLOUR[who]))):
            if isinstance(line, tuple):
                line, lo, hi = line
                tc = r.uniform(lo * 3600, hi * 3600)
            else:
                tc = f.when(HUMAN_W)
            if "{" in line:
                line = line.format(**p)
            k = f.say(tc, who, line)
            colour_keys.append(k)
    # a colour edit (typo fix) on one of them
    ek = r.choice(colour_keys)
    m = next(x for x in f.msgs if x["key"] == ek)
    f.op(m["t"] + r.uniform(30, 120), "edit", ek, content=m["content"] + " (edit: typo)", superseded=[])
    # acks as replies to colour
    for _ in range(r.randint(8, 11)):
        ck = r.choice(colour_keys)
        m = next(x for x in f.msgs if x["key"] == ck)
        who = r.choice([w for w in ("khalid", "omar", "priya", "layla") if w != m["who"]])
        ack = r.choice(ACKS)
        idiom = None
        if ack == "tamam" and not any(m2["idiom"] and m2["idiom"][0].startswith("plain 'tamam'") for m2 in f.msgs):
            idiom = ("plain 'tamam' ack to a non-trade message", "not_hard")
        f.say(m["t"] + r.uniform(20, 240), who, ack, ref=ck, label=NOISE, idiom=idiom)
        if r.random() < 0.3:
            f.op(m["t"] + r.uniform(10, 60), "reaction_add", ck, emoji=r.choice(["👍", "😂", "🙏", "🔥"]), user=who)


# ----------------------------------------------------------------------------- assemble

def build_flow(seed: int, ch: int, day: int, day_start: datetime):
    rng = random.Random(f"{DESK}|{seed}|{ch}|{day}")
    f = Flow(rng, day_start, ch, day)
    p = params(f)
    script(f, p)
    noise_and_colour(f, p)

    day_ms = int(day_start.timestamp() * 1000)
    worker = (1 + ch * 2) % 32
    tworker = (2 + ch * 2) % 32
    f.msgs.sort(key=lambda m: m["t"])
    last = -1
    ids = {}
    seq = 0
    for m in f.msgs:
        ms = day_ms + int(m["t"] * 1000) + rng.randint(0, 999) // 10
        if ms <= last:
            ms = last + 1
        last = ms
        m["ms"] = ms
        seq += 1
        m["id"] = str(snowflake(ms, worker, seq))
        ids[m["key"]] = m
    threads = {}
    for tk, th in f.threads.items():
        tms = day_ms + int(th["t"] * 1000)
        threads[tk] = str(snowflake(tms, tworker, 1))

    events = []
    for m in f.msgs:
        a_id, a_name, a_bot = CAST[m["who"]]
        cid = threads[m["thread"]] if m["thread"] else f.channel_id
        msg = {"id": m["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
               "created_at": iso(m["ms"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": ids[m["ref"]]["id"] if m["ref"] else None,
               "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["thread"]:
            ev["parent_channel_id"] = f.channel_id
        ev["message"] = msg
        m["channel"] = cid
        events.append((m["ms"], 0, ev))

    final_content = {m["key"]: m["content"] for m in f.msgs}
    state = {m["key"]: "live" for m in f.msgs}
    superseded = []
    removed = []
    for o in sorted(f.ops, key=lambda o: o["t"]):
        kind = o["op"]
        keys = o["target"] if isinstance(o["target"], list) else [o["target"]]
        base_ms = max(ids[k]["ms"] for k in keys)
        ms = max(day_ms + int(o["t"] * 1000), base_ms + 1500)
        at = iso(ms)
        m0 = ids[keys[0]]
        ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": m0["channel"]}
        if kind == "edit":
            ev.update(message_id=m0["id"], edited_at=at, content=o["content"])
            final_content[keys[0]] = o["content"]
            if state[keys[0]] == "live":
                state[keys[0]] = "edited"
            for s in o.get("superseded", []):
                superseded.append([m0["channel"], m0["id"], s])
        elif kind == "delete":
            ev.update(message_id=m0["id"], deleted_at=at)
            state[keys[0]] = "deleted"
            removed.append(o["snippet"])
        elif kind == "bulk_delete":
            ev.update(message_ids=[ids[k]["id"] for k in keys], deleted_at=at)
            for k in keys:
                state[k] = "deleted"
            removed.extend(o["snippets"])
        elif kind == "forget":
            ev.update(message_id=m0["id"], requested_by=CAST[o["by"]][0], at=at)
            state[keys[0]] = "forgotten"
            removed.append(o["snippet"])
        elif kind in ("pin", "unpin"):
            ev.update(message_id=m0["id"], by=CAST[o["by"]][0], at=at)
        elif kind in ("reaction_add", "reaction_remove"):
            ev.update(message_id=m0["id"], emoji=o["emoji"], user_id=CAST[o["user"]][0], at=at)
        events.append((ms, 1, ev))

    hard, noise_ids, near_ids, idioms = [], [], [], []
    for m in f.msgs:
        lab = m["label"]
        if lab and lab["kind"] == "hard":
            hard.append({"channel_id": m["channel"], "message_id": m["id"], "event_type": lab["event_type"],
                         "facts": lab["facts"], "phrasing": lab["phrasing"], "final_state": state[m["key"]]})
        elif lab and lab["kind"] == "noise" and state[m["key"]] in ("live", "edited"):
            noise_ids.append(m["id"])
        elif lab and lab["kind"] == "near":
            near_ids.append(m["id"])
        if m["idiom"]:
            idioms.append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    for m in f.msgs:
        m["final"] = final_content[m["key"]]
        m["state"] = state[m["key"]]
    return events, {"hard": hard, "superseded": superseded, "removed": removed, "noise": noise_ids,
                    "near": near_ids, "idioms": idioms}, f


IDIOM_PRIORITY = [
    "k-suffixed size with Tadawul numeric code in shorthand proposal",
    "Arabizi 'tamam, yalla go' approval reply",
    "emoji + 'send it' reply approving a shorthand proposal",
    "Arabizi/Arabic rejection reply ('la2', 'مو الحين')",
    "'lft' (lifted) shorthand fill",
    "bond fill in fractional points, price corrected by edit",
    "stop moved twice by editing the same shorthand message",
    "Shariah screen blocking an order as non-compliant",
    "key=value risk engine resizing an order",
    "OMS embed fill for another fund on the shared bridge",
    "Arabic-only disclosure naming a held bank, no ticker",
    "headline on a subsidiary sharing the held parent's name and a neighbouring code",
    "trade proposal buried in a long LLM macro note",
    "long LLM macro note with trading words and no decision",
    "view change buried in a long afternoon note",
    "paper trade in the sim book",
    "trade told as history ('remember when we bot')",
    "headline on the underlying of a held futures hedge",
    "short reply declaring a quoted headline needs no action",
    "plain 'tamam' ack to a non-trade message",
    "embed-only partial fill with Order No / Market fields",
    "Arabizi reply enforcing a country limit after a breach",
    "OMS pipe line: order rejected on compliance hold",
    "router bot line routing an item to a named agent",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for ch in range(channels):
            evs, lab, _ = build_flow(seed, ch, d, day_start)
            all_events.extend(evs)
            labels["hard_events"].extend(lab["hard"])
            labels["superseded_facts"].extend(lab["superseded"])
            labels["removed_texts"].extend(lab["removed"])
            labels["noise_message_ids"].extend(lab["noise"])
            labels["near_miss_ids"].extend(lab["near"])
            if d == 0 and ch == 0:
                rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
                picked = sorted(lab["idioms"], key=lambda x: rank.get(x["idiom"], 999))[:20]
                order = {x["message_id"]: i for i, x in enumerate(lab["idioms"])}
                labels["idioms"] = sorted(picked, key=lambda x: order[x["message_id"]])
    all_events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in all_events], "labels": labels}


# ----------------------------------------------------------------------------- checks / CLI

def _text_of(msg_content: str, embeds: list) -> str:
    parts = [msg_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fld in e.get("fields", []):
            parts.append(f"{fld.get('name', '')} {fld.get('value', '')}")
    return "\n".join(parts)


def check(lines: list[dict], labels: dict, channels: int, days: int) -> dict:
    final, embeds, created, chan = {}, {}, {}, {}
    deleted = set()
    last_ms = 0
    problems = []
    for i, ev in enumerate(lines):
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if iso(ms) != m["created_at"]:
                problems.append(f"id/created_at mismatch {m['id']}")
            if ms < last_ms:
                problems.append(f"out of order at line {i}")
            last_ms = max(last_ms, ms)
            final[m["id"]] = m["content"]
            embeds[m["id"]] = m.get("embeds", [])
            created[m["id"]] = ms
            chan[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif op == "edit":
            final[ev["message_id"]] = ev["content"]
        elif op in ("delete", "forget"):
            deleted.add(ev["message_id"])
        elif op == "bulk_delete":
            deleted.update(ev["message_ids"])
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in final:
            problems.append(f"missing {mid}")
            continue
        txt = _text_of(final[mid], embeds[mid])
        for fct in h["facts"]:
            if fct not in txt:
                problems.append(f"fact {fct!r} not in {mid}: {txt[:80]!r}")
        if not (2 <= len(h["facts"]) <= 5):
            problems.append(f"fact count {mid}")
        if h["final_state"] in ("deleted", "forgotten") and mid not in deleted:
            problems.append(f"state {mid}")
    for cid, mid, s in labels["superseded_facts"]:
        if s in _text_of(final[mid], embeds[mid]):
            problems.append(f"superseded {s!r} still in {mid}")
    for idm in labels["idioms"]:
        if idm["message_id"] not in final:
            problems.append(f"idiom id missing {idm['message_id']}")
    # per channel-day stats
    per = {}
    for mid, ms in created.items():
        dkey = (chan[mid], datetime.fromtimestamp(ms / 1000, tz=timezone.utc).date())
        st = per.setdefault(dkey, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        st["msgs"] += 1
        st["bytes"] += len(_text_of(final[mid], embeds[mid]).encode("utf-8"))
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid, ms in created.items():
        dkey = (chan[mid], datetime.fromtimestamp(ms / 1000, tz=timezone.utc).date())
        per[dkey]["hard"] += mid in hard_ids
        per[dkey]["noise"] += mid in noise
        per[dkey]["near"] += mid in near
    for k, st in per.items():
        st["noise_pct"] = round(100 * st["noise"] / st["msgs"], 1)
        if not (180 <= st["msgs"] <= 320):
            problems.append(f"msgs out of range {k}: {st['msgs']}")
        if not (70_000 <= st["bytes"] <= 120_000):
            problems.append(f"bytes out of range {k}: {st['bytes']}")
        if not (25 <= st["hard"] <= 45):
            problems.append(f"hard out of range {k}: {st['hard']}")
        if not (25 <= st["noise_pct"] <= 40):
            problems.append(f"noise pct out of range {k}: {st['noise_pct']}")
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    return {"problems": problems, "per_channel_day": {f"{c}/{d}": v for (c, d), v in per.items()},
            "hard_by_type": by_type, "idioms": len(labels["idioms"])}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="capture JSONL to write (omit: only check and print stats)")
    ap.add_argument("--labels", default=None, help="labels JSON to write")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    text = "".join(json.dumps(ev, ensure_ascii=False) + "\n" for ev in out["events"])
    if a.out:
        with open(a.out, "w", encoding="utf-8") as fh:
            fh.write(text)
        with open(a.out, encoding="utf-8") as fh:
            text = fh.read()
    if a.labels:
        with open(a.labels, "w", encoding="utf-8") as fh:
            json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    lines = [json.loads(x) for x in text.splitlines() if x.strip()]
    res = check(lines, out["labels"], a.channels, a.days)
    print(json.dumps({k: v for k, v in res.items() if k != "problems"}, indent=1, default=str))
    if res["problems"]:
        print("PROBLEMS:", *res["problems"][:40], sep="\n  ", file=sys.stderr)
        return 1
    print(f"ok: {len(lines)} lines, {len(out['labels']['hard_events'])} hard events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
