#!/usr/bin/env python3
"""Desk fixture: tel_aviv_tase_shekel (blind author).

A Tel Aviv desk: TASE equities (TEVA, LUMI, ESLT held; NICE, ICL, POLI watched; some
dual-listed), TA-35 futures/options, USD/ILS spot/forwards/swaps, Israeli government
bonds (Shahar / Galil by series), shekel IRS vs Telbor.

Standard library only.  generate() is a pure function of its arguments.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "tel_aviv_tase_shekel"
GUILD_ID = "1352907164418520135"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 3, 12, 22, 0, 0, tzinfo=timezone.utc)  # midnight Israel, end of Thu 12 Mar 2026

RLM = "\u200f"
LRM = "\u200e"

# stable authors: key -> (id, display name, bot)
AUTH = {
    "head": ("1287403916652037151", "יואב ש.", False),
    "junior": ("1301558274120384552", "noa.k", False),
    "rates": ("1294471830925574174", "itai_r", False),
    "compliance": ("1279930045512816670", "מיכל | ציות", False),
    "oms": ("1309827745631076373", "OMS-Bridge", True),
    "risk": ("1309829011740258417", "riskbot", True),
    "macro": ("1318266540093186099", "macro-agent", True),
    "maya": ("1311044093157441608", "Maya-Feed", True),
    "news": ("1311046518620487771", "headlines", True),
    "md": ("1309830667383048233", "md-cron", True),
    "ci": ("1305117382906638436", "ci-deploy", True),
    "router": ("1318270144409731163", "desk-router", True),
}

CHANNEL_NAMES = ["tase-desk", "tlv-flow", "shekel-book", "tlv-desk-4", "tlv-desk-5", "tlv-desk-6"]


def _channel_id(ch: int) -> str:
    # channel created mid-2025; random-looking, distinct per index
    ms = 1750156283417 + ch * 259_203_117 + (ch * 7919) % 997
    return str(((ms - EPOCH_MS) << 22) | (((3 + ch * 5) % 32) << 17) | ((0x5A3 + ch * 389) % 4096))


def _iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _hms(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _ag(x: int) -> str:
    return f"{x:,}"


class Day:
    """Builds one channel-day."""

    def __init__(self, rng: random.Random, ch: int, day_no: int, start: datetime, end: datetime):
        self.r = rng
        self.ch = ch
        self.day_no = day_no
        self.start = start
        self.end = end
        self.msgs: list[dict] = []
        self.ops: list[tuple] = []
        self.local_off = timedelta(hours=2)  # IST (winter); good enough for a fixture
        lday = (start + timedelta(hours=12) + self.local_off)
        self.weekday = lday.weekday()  # 0=Mon
        self.friday = self.weekday == 4
        self.oid_base = 48000 + rng.randint(100, 899) + day_no * 1000
        self.oid_n = 0

    # ---- time helpers -------------------------------------------------
    def clock(self, hh: float, mm: float = 0, ss: float = 0) -> datetime:
        """UTC clock time inside this day's window."""
        sec = int(hh * 3600 + mm * 60 + ss) + (self.r.randint(0, 44) if ss == 0 else 0)
        sc = self.start.hour * 3600 + self.start.minute * 60 + self.start.second
        delta = (sec - sc) % 86400
        return self.start + timedelta(seconds=delta, milliseconds=self.r.randint(0, 999))

    def session(self, frac: float) -> datetime:
        """TASE continuous session (07:59Z - 15:14Z, Friday 07:59Z - 11:50Z)."""
        o = 7 * 3600 + 59 * 60
        c = (11 * 3600 + 50 * 60) if self.friday else (15 * 3600 + 14 * 60)
        return self.clock(0, 0, o + frac * (c - o))

    def after(self, t: datetime, lo: float, hi: float | None = None) -> datetime:
        s = lo if hi is None else self.r.uniform(lo, hi)
        return t + timedelta(seconds=s, milliseconds=self.r.randint(0, 999))

    def oid(self) -> str:
        self.oid_n += 1
        return f"ORD-{self.oid_base + self.oid_n * 7}"

    # ---- message helpers ----------------------------------------------
    def add(self, t, who, content="", embeds=None, ref=None, hard=None, kind=None, idiom=None,
            thread=False, snippet=None):
        t = min(max(t, self.start + timedelta(seconds=1)), self.end - timedelta(seconds=30))
        k = len(self.msgs)
        self.msgs.append(dict(key=k, t=t, who=who, content=content, final=content, embeds=embeds or [],
                              ref=ref, hard=hard, kind=kind, idiom=idiom, thread=thread, snippet=snippet,
                              superseded=[], state="live"))
        return k

    def edit(self, k, t, new, superseded=()):
        m = self.msgs[k]
        t = max(t, m["t"] + timedelta(seconds=20))
        t = min(t, self.end - timedelta(seconds=5))
        self.ops.append(("edit", t, k, new))
        m["final"] = new
        m["superseded"].extend(superseded)
        if m["state"] == "live":
            m["state"] = "edited"

    def delete(self, k, t, snippet):
        m = self.msgs[k]
        t = min(max(t, m["t"] + timedelta(seconds=15)), self.end - timedelta(seconds=2))
        self.ops.append(("delete", t, k))
        m["state"] = "deleted"
        m["snippet"] = snippet

    def bulk_delete(self, ks, t, snippets):
        t = min(max([t] + [self.msgs[k]["t"] + timedelta(seconds=15) for k in ks]), self.end - timedelta(seconds=2))
        self.ops.append(("bulk", t, list(ks)))
        for k, s in zip(ks, snippets):
            self.msgs[k]["state"] = "deleted"
            self.msgs[k]["snippet"] = s

    def forget(self, k, t, snippet):
        m = self.msgs[k]
        t = min(max(t, m["t"] + timedelta(seconds=60)), self.end - timedelta(seconds=2))
        self.ops.append(("forget", t, k, AUTH["compliance"][0]))
        m["state"] = "forgotten"
        m["snippet"] = snippet

    def pin(self, k, t, who="head"):
        t = max(t, self.msgs[k]["t"] + timedelta(seconds=5))
        self.ops.append(("react", t, k, "📌", AUTH[who][0]))
        self.ops.append(("pin", t + timedelta(seconds=2), k, AUTH[who][0]))

    def react(self, k, t, emoji, who):
        t = max(t, self.msgs[k]["t"] + timedelta(seconds=3))
        self.ops.append(("react", t, k, emoji, AUTH[who][0]))

    def H(self, etype, facts, phrasing):
        return dict(type=etype, facts=list(facts), phrasing=phrasing)


# ---------------------------------------------------------------------------
# long English macro reports
# ---------------------------------------------------------------------------

def _macro_report(d: Day, slot: str, theme: str, decision: str, v: dict) -> tuple[str, list[str] | None, str | None]:
    r = d.r
    rate, new_rate = v["rate"], v["new_rate"]
    moved = new_rate != rate
    ldate = (d.start + timedelta(hours=12)).strftime("%d %b %Y")
    titles = {
        "decision": "Bank of Israel rate decision",
        "minutes": "Bank of Israel MPC minutes",
        "cpi": "CPI preview & Bank of Israel path",
        "speech": "Governor's remarks & Bank of Israel path",
    }
    head = {
        "pre": f"**Pre-open macro note — {titles[theme]}** ({ldate})",
        "post": f"**{titles[theme]} — full read** ({ldate})",
        "eod": f"**End-of-day macro wrap — {titles[theme]}** ({ldate})",
        "overnight": f"**Overnight global wrap & Tel Aviv open — {titles[theme]}** ({ldate})",
        "midday": f"**Midday macro check — {titles[theme]}** ({ldate})",
    }[slot]
    sub = f"_macro-agent v3.{r.randint(1, 4)} · inputs: BoI press release, CBS, TASE close, interbank fixings · conf {r.randint(55, 80)}%_"
    if theme == "decision" and slot != "pre":
        p1 = (f"1) What happened. The Monetary Committee {'cut the policy rate by 25bp to ' + f'{new_rate:.2f}%' if moved else 'left the policy rate unchanged at ' + f'{rate:.2f}%'}"
              f", a {v['vote']} vote. The press release kept the line that the Committee's policy will be set by the "
              f"convergence of inflation to the target range, the stability of financial markets and developments in economic "
              f"activity, but dropped the reference to 'heightened geopolitical uncertainty' from the first paragraph. The Research "
              f"Department staff forecast now sees the rate at {v['path']:.2f}% in four quarters (previous {v['path'] + 0.25:.2f}%), "
              f"GDP growth of {v['gdp']:.1f}% for the year and inflation of {v['cpi']:.1f}% over the next twelve months.")
    elif theme == "decision":
        p1 = (f"1) What to expect. The Monetary Committee announces at 16:00 local. The policy rate is {rate:.2f}% and "
              f"the Telbor strip prices about {r.randint(35, 75)}% of a 25bp cut; {r.randint(9, 14)} of {r.randint(15, 18)} "
              f"economists in the Globes survey expect a hold. The staff forecast published with the decision matters more "
              f"than the decision itself: the last one had the rate at {v['path'] + 0.25:.2f}% in four quarters.")
    elif theme == "minutes":
        p1 = (f"1) What happened. The minutes of the last discussion show {v['vote']} and a committee that argued mostly about the "
              f"shekel. Members who favoured holding at {rate:.2f}% pointed to rents and to the fiscal package; the members who "
              f"wanted a cut said the appreciation of the shekel since January (about {v['appr']:.1f}% against the basket) is doing "
              f"part of the tightening for them. The staff path in the minutes has the policy rate at {v['path']:.2f}% in a year.")
    elif theme == "cpi":
        p1 = (f"1) What happened. Nothing from the Bank of Israel today; the market is positioning for the CPI print on the 15th "
              f"at 18:30 local. Consensus is {v['cpi_m']:+.1f}% m/m, which would leave the 12-month rate at {v['cpi']:.1f}%. "
              f"The policy rate is {rate:.2f}% and the 3M Telbor fixing ({v['telbor']:.2f}%) prices roughly "
              f"{r.randint(35, 70)}% of a 25bp cut at the next meeting.")
    else:
        p1 = (f"1) What happened. The Governor spoke at the {r.choice(['Eli Hurvitz Conference', 'IDC Herzliya panel', 'Knesset Finance Committee'])} "
              f"and said the Bank 'has room to act if the disinflation continues', while repeating that the fiscal path matters "
              f"more than any single decision. Policy rate is {rate:.2f}%; the 3M Telbor fixing is {v['telbor']:.2f}%.")
    p2 = (f"2) Inflation. Headline CPI is running at {v['cpi']:.1f}% y/y with the housing services component still near "
          f"{v['rent']:.1f}%. One-year expectations from the capital market (Galil breakevens) sit at {v['be1']:.2f}%, from "
          f"forecasters at {v['be1'] + 0.1:.2f}%, and from banks' deposit pricing somewhat lower. The VAT effect has dropped out "
          f"of the base, electricity and water tariffs are due for their annual update, and the shekel's strength is feeding "
          f"into tradables with the usual three-to-six month lag. Nothing here forces the Committee's hand in either direction.")
    p3 = (f"3) Shekel. USD/ILS is at {v['spot']:.4f} (representative rate {v['rep']:.3f}), EUR/ILS {v['eurils']:.4f}. "
          f"Institutional investors' hedge ratios on overseas equity remain the dominant flow: with the S&P up on the month, "
          f"pension funds and provident funds have to sell dollars to keep hedge ratios stable, which is a mechanical shekel "
          f"bid into month-end. Exporters have been sellers above 3.30. The Bank has not bought FX since the programme ended "
          f"and reserves are about ${v['res']}bn. The 3M forward points are {v['pts']:+.1f} and the 1M swap trades around "
          f"{v['swap']:+.1f}, both consistent with the rate differential to SOFR.")
    p4a = (f"4) Curve. Shahar 2y {v['y2']:.2f}%, 5y {v['y5']:.2f}%, 10y {v['y10']:.2f}%; 2s10s at {v['s210']}bp. "
           f"The 5y shekel IRS is {v['irs5']:.3f}% against 3M Telbor, so the swap spread to the Shahar is about "
           f"{int((v['irs5'] - v['y5']) * 100)}bp. The Accountant General's issuance calendar for the month is heavier in the "
           f"long end (0537 and 1152 taps), which is what has kept the long end from rallying with the front. ")
    p4b = ("Real yields on the Galil curve have moved less than nominal yields, so breakevens have compressed, mostly "
           "in the 2027-2030 sector. Term premium models still show the long end cheap versus history.")
    p5 = (f"5) Credit and housing. New mortgage volumes were NIS {v['mort']:.1f}bn last month, the share of prime-linked "
          f"tracks keeps rising, and banks' net interest margins will compress by a few basis points per 25bp of cuts. "
          f"Corporate spreads on the TelBond indices are near their tights; issuance is heavy from real-estate names.")
    p6 = (f"6) Fiscal and geopolitics. The deficit over twelve months is {v['deficit']:.1f}% of GDP, defence spending "
          f"remains elevated and the budget for next year has not yet passed its first reading. Ratings agencies kept "
          f"outlooks unchanged; a move to stable by one of them would be worth several basis points on the long end and "
          f"some strength in the shekel. The CDS is {v['cds']}bp.")
    p7 = ("7) Read-across. Equities: the TA-35 is trading at a forward P/E near its ten-year average; banks have led, "
          "defence names have been volatile around contract news, pharma has tracked the US. The index futures basis is "
          "normal. Options: one-month implied vol on the TA-35 is at the low end of its range, so protection is cheap in "
          "absolute terms but the skew is steep. Nothing in the data argues for a large change in risk.")
    p8 = (f"8) What would change our mind. A CPI print above {v['cpi_m'] + 0.3:+.1f}% m/m, a fiscal slip in the budget "
          f"debate, or a renewed flare-up in the north would all push the first cut further out. A sharp shekel "
          f"appreciation below {v['spot'] - 0.08:.2f} would make a cut more likely.")
    p9 = "Next: CPI on the 15th at 18:30 local; the Research Department staff forecast with the next decision; Accountant General auction results on Monday."

    facts = None
    dec_type = None
    if decision == "thesis":
        p4b = (f"Real yields on the Galil curve have moved less than nominal yields. On that basis we are moving our view on "
               f"Galil 0536 to overweight from neutral: a {v['be5']:.2f}% breakeven is too low against our {v['cpi_path']:.1f}% CPI "
               f"path, and the carry is positive. Term premium models still show the long end cheap versus history.")
        facts = ["Galil 0536", "overweight"]
        dec_type = "thesis_update"
    elif decision == "route":
        p4b = (f"Real yields on the Galil curve have moved less than nominal. I have routed the 5y shekel IRS payer idea "
               f"(NIS {v['irs_m']}m vs 3M Telbor, entry around {v['irs5'] + 0.02:.3f}%) to rates-exec-agent for pricing and "
               f"an execution window after the auction. Term premium models still show the long end cheap versus history.")
        facts = ["routed", "5y shekel IRS payer", "rates-exec-agent"]
        dec_type = "route_decision"
    elif decision == "risk":
        p4b = (f"Real yields on the Galil curve have moved less than nominal. Per the head of desk's instruction, the desk "
               f"shekel DV01 cap is cut to NIS {v['dv01_new']}k until the CPI print; any new order that breaches it will be "
               f"blocked by riskbot. Term premium models still show the long end cheap versus history.")
        facts = ["DV01 cap", f"NIS {v['dv01_new']}k"]
        dec_type = "risk_limit"
    p_lab = (f"Labour market. Unemployment is {r.uniform(2.8, 3.4):.1f}%, job vacancies remain high relative to the "
             f"unemployed, and wage growth in the business sector is running near {r.uniform(4.2, 6.1):.1f}% y/y. Reserve "
             f"duty call-ups continue to distort participation data, so the Committee has been discounting month-to-month "
             f"moves. The construction sector is still short of workers and the housing starts series keeps undershooting "
             f"the planning targets, which is one reason the rent component is sticky.")
    p_glob = (f"Global. The Fed is on hold with the funds rate at {r.choice(['3.50-3.75', '3.25-3.50', '3.75-4.00'])}% and "
              f"the market prices {r.randint(1, 3)} cuts over the next year; US 10y at {r.uniform(3.9, 4.5):.2f}%, Bund 10y at "
              f"{r.uniform(2.4, 2.9):.2f}%. The ECB is at its terminal rate on most sell-side estimates. Nasdaq futures were "
              f"{r.uniform(-1.1, 1.4):+.1f}% overnight, which matters for the shekel through the hedge-ratio channel described "
              f"below. Brent at ${r.randint(62, 84)}. Emerging-market FX broadly firm, KRW and PLN leading.")
    p_flow = (f"Flows. Foreign investors were net {r.choice(['buyers', 'sellers'])} of TASE equities by about NIS "
              f"{r.randint(150, 900)}m over the week, concentrated in banks and defence. Israeli institutionals added to "
              f"overseas equity and sold roughly ${r.uniform(0.4, 1.6):.1f}bn to keep hedge ratios stable. Mutual funds saw "
              f"inflows into shekel money-market funds and short Shahar funds, which has supported the front end. Bond ETFs "
              f"tracking the Galil indices had small outflows.")
    scen = (f"Scenarios for the next decision (our probabilities):\n"
            f"- hold at {new_rate:.2f}% with a dovish staff path: {r.randint(40, 55)}%\n"
            f"- 25bp cut: {r.randint(25, 40)}%\n"
            f"- hold with hawkish language (fiscal, rents): {r.randint(10, 20)}%\n"
            f"Implied from Telbor futures and the short IRS: about {r.randint(30, 60)}% for a cut.")
    p_stmt = (f"What the Committee is saying. The recent statements have three recurring elements: (i) inflation 'is "
              f"within the target range but its components are not yet consistent with a sustained return to the midpoint'; "
              f"(ii) 'the shekel has appreciated against the major currencies, which contributes to moderating inflation'; "
              f"(iii) 'the Committee will continue to assess the need for changes to the interest rate in view of the "
              f"fiscal developments and the geopolitical situation'. The Governor's press conference tends to add colour on "
              f"the fiscal path and on housing credit. Our language model scores the tone at {r.uniform(-0.4, 0.3):+.2f} on a "
              f"-1 (dovish) to +1 (hawkish) scale, versus {r.uniform(-0.4, 0.3):+.2f} at the previous decision.")
    p_house = (f"Housing. Home prices are up {r.uniform(1.0, 5.5):.1f}% y/y on the CBS index, transactions are "
               f"{r.choice(['recovering', 'flat', 'still weak'])}, and developers continue to rely on subsidised financing "
               f"schemes (80/20 and similar) that the Supervisor of Banks has been trying to limit. The rent index, which is "
               f"what enters the CPI, is running at {v['rent']:.1f}% and is the single largest reason core inflation is sticky. "
               f"A slowdown here would open the door to faster cuts; we see no sign of it in the monthly data yet.")
    rows = [("CPI y/y", f"{v['cpi']:.1f}%", f"{v['cpi'] + 0.2:.1f}%"), ("CPI ex housing & energy", f"{v['cpi'] - 0.4:.1f}%", f"{v['cpi'] - 0.3:.1f}%"),
            ("Rent index y/y", f"{v['rent']:.1f}%", f"{v['rent'] + 0.1:.1f}%"), ("1y BE (Galil)", f"{v['be1']:.2f}%", f"{v['be1'] + 0.05:.2f}%"),
            ("Unemployment", f"{r.uniform(2.8, 3.4):.1f}%", f"{r.uniform(2.8, 3.4):.1f}%"), ("GDP q/q saar", f"{v['gdp']:.1f}%", f"{v['gdp'] + 0.6:.1f}%"),
            ("USD/ILS", f"{v['spot']:.4f}", f"{v['spot'] + 0.03:.4f}"), ("Shahar 10y", f"{v['y10']:.2f}%", f"{v['y10'] + 0.04:.2f}%"),
            ("Telbor 3M", f"{v['telbor']:.2f}%", f"{v['telbor']:.2f}%"), ("Deficit 12m % GDP", f"{v['deficit']:.1f}", f"{v['deficit'] + 0.1:.1f}")]
    p_table = "Data snapshot:\n```\n" + f"{'indicator':<26}{'last':>10}{'prev':>10}\n" + "\n".join(
        f"{a:<26}{b:>10}{c:>10}" for a, b, c in rows) + "\n```"
    p_hist = (f"History. In the 2019-2020 easing the Committee moved only once before the pandemic and then cut to 0.1%; "
              f"in 2022-2023 it hiked from 0.1% to 4.75% in ten moves. The first cut of the current cycle came in January "
              f"2024 and the Committee then held for a long period because of the war and the fiscal slippage. Back then "
              f"the curve bull-steepened into each cut and the shekel weakened by about 1% in the week after; those are the "
              f"templates the market is trading now, with the caveat that positioning is much lighter than in 2024.")
    p_eq = (f"Equities by sector. Banks (about a third of the TA-35) are the most rate-sensitive: each 25bp of cuts costs "
            f"them several basis points of NIM, partly offset by lower provisions. Defence names trade on contract flow and "
            f"European budgets rather than on rates. Pharma and tech follow the US and the dollar. Real estate and "
            f"construction benefit most from lower rates but are also the most exposed to the housing slowdown. Insurance "
            f"companies gain from higher long yields and from the equity market. The index's sensitivity to a 25bp "
            f"surprise has been about {r.uniform(0.5, 1.3):.1f}% on the day in recent episodes.")
    p_model = (f"Model output. Our Taylor-type rule with the output gap from the staff forecast and a {v['cpi']:.1f}% "
               f"inflation rate gives {rate - r.uniform(0.1, 0.6):.2f}% as the 'neutral-ish' level; the rule ignores the "
               f"fiscal premium, which we estimate at 25-50bp. A term-structure decomposition of the Shahar curve attributes "
               f"about {r.randint(30, 60)}bp of the 10y yield to term premium, down from {r.randint(70, 100)}bp a year ago. "
               f"The FX model (rate differential, equity differential, terms of trade) puts fair value for USD/ILS at "
               f"{v['spot'] + r.uniform(-0.1, 0.1):.2f} with a wide band; the residual is not a signal at this size. "
               f"None of the models has a good record around decision days; we treat them as context, not as triggers.")
    appx = [("USD/ILS spot", f"{v['spot']:.4f}"), ("USD/ILS 3M pts", f"{v['pts']:.1f}"), ("USD/ILS 1M swap", f"{v['swap']:.1f}"),
            ("EUR/ILS", f"{v['eurils']:.4f}"), ("Shahar 2y", f"{v['y2']:.2f}%"), ("Shahar 5y", f"{v['y5']:.2f}%"),
            ("Shahar 10y", f"{v['y10']:.2f}%"), ("Galil 5y BE", f"{v['be5']:.2f}%"), ("IRS 5y", f"{v['irs5']:.3f}%"),
            ("Telbor 3M", f"{v['telbor']:.2f}%"), ("Israel CDS 5y", f"{v['cds']}bp"), ("BoI reserves", f"${v['res']}bn")]
    p_appx = "Appendix — levels at time of writing:\n```\n" + "\n".join(f"{a:<18}{b:>10}" for a, b in appx) + "\n```"
    body = [head, sub, "", p1, "", p_stmt, "", p2, "", p_table, "", p_lab, "", p_house, "", p3, "", p_flow, "", p4a + p4b,
            "", p5, "", p6, "", p_glob, "", p_eq, "", p_hist, "", p_model, "", p7, "", scen, "", p8, "", p9, "", p_appx]
    if slot in ("midday", "overnight"):
        body = [head, sub, "", p1, "", p_stmt, "", p_glob, "", p_table, "", p3, "", p_house, "", p4a + p4b, "", p_flow,
                "", p_eq, "", p_hist, "", p_model, "", p7, "", scen, "", p9, "", p_appx]
    return "\n".join(body), facts, dec_type


# ---------------------------------------------------------------------------
# the day
# ---------------------------------------------------------------------------

def _build_day(d: Day) -> None:
    r = d.r
    # market state for the day
    teva = r.randint(6280, 6590)
    lumi = r.randint(5640, 5980)
    eslt = r.randint(1650, 1760) * 100
    nice = r.randint(590, 640) * 100
    icl = r.randint(1960, 2140)
    poli = r.randint(6700, 7150)
    spot = round(r.uniform(3.205, 3.315), 4)
    ta35 = round(r.uniform(3365, 3460) * 2) / 2
    rate = r.choice([4.0, 4.25])
    theme = ["decision", "cpi", "speech", "minutes"][d.day_no % 4]
    if d.friday and theme == "decision":
        theme = "minutes"
    mon = ["MAR26", "APR26", "MAY26"][r.randint(0, 1)]
    v = dict(rate=rate, new_rate=rate - 0.25 if (theme == "decision" and r.random() < 0.5) else rate,
             vote=r.choice(["5-1", "4-2", "unanimous", "6-0"]), path=rate - 0.5, gdp=r.uniform(2.8, 4.1),
             cpi=r.uniform(2.2, 3.1), cpi_m=r.choice([-0.2, -0.1, 0.1, 0.2, 0.3]), appr=r.uniform(2.0, 6.5),
             telbor=rate - 0.04, rent=r.uniform(3.4, 4.6), be1=r.uniform(2.1, 2.7), spot=spot,
             rep=spot + r.uniform(-0.004, 0.004), eurils=spot * r.uniform(1.07, 1.12), res=r.randint(218, 236),
             pts=-r.uniform(60, 95), swap=-r.uniform(7, 14), y2=rate - r.uniform(0.1, 0.3), y5=rate + r.uniform(-0.05, 0.2),
             y10=rate + r.uniform(0.3, 0.6), s210=r.randint(48, 95), irs5=rate + r.uniform(-0.1, 0.1),
             mort=r.uniform(7.5, 10.5), deficit=r.uniform(3.9, 5.2), cds=r.randint(78, 120), be5=r.uniform(2.05, 2.35),
             cpi_path=r.choice([2.6, 2.7, 2.8]), irs_m=r.choice([100, 150, 200, 250]),
             dv01_new=r.choice([140, 150, 160]))
    O = d.oid
    acc = "TLV-ALPHA-01"
    other_acc = r.choice(["KNRT-GLB-07", "MGDL-MM-02", "HRL-ABS-11"])

    # ---------------- overnight / pre-open ----------------
    d.add(d.clock(4, 0), "md",
          f"[md-cron] {_hms(d.clock(4, 0))} TASE ref data loaded: {r.randint(1080, 1190):,} securities, "
          f"{r.randint(12, 48)} corp actions, 0 errors", kind="noise")
    pos_k = d.add(d.clock(4, 30), "md",
                  f"[positions {d.clock(4, 30).strftime('%H:%MZ')}] acct {acc}\n"
                  f"TEVA long {r.randint(150, 220)}k | LUMI long {r.randint(820, 990)}k | ESLT long {r.randint(5, 8) * 1000:,} | "
                  f"TEVA US long {r.randint(30, 60)}k\nTA35 {mon} short {r.randint(30, 50)} | USD/ILS 3M fwd short ${r.randint(35, 60)}m | "
                  f"Shahar 0432 ₪{r.randint(90, 140)}m | Galil 0536 ₪{r.randint(40, 80)}m\n"
                  f"watch: NICE, ICL, POLI")
    d.pin(pos_k, d.clock(6, 5), "head")

    # macro reports, one decision each, one without
    dec_kinds = ["thesis", "route", r.choice(["none", "risk"]), "none", "none"]
    r.shuffle(dec_kinds)
    slots = [("overnight", d.clock(4, 45)), ("pre", d.clock(5, 40)), ("midday", d.clock(10, 20)),
             ("post", d.clock(14, 18) if theme == "decision" else d.clock(12, 35)), ("eod", d.clock(16, 5))]
    for (slot, t), dk in zip(slots, dec_kinds):
        text, facts, dtype = _macro_report(d, slot, theme, dk, v)
        if facts:
            d.add(t, "macro", text, hard=d.H(dtype, facts, "buried"),
                  idiom=("buried decision sentence in long BoI report", dtype) if dk == "route" else None)
        else:
            d.add(t, "macro", text, kind="near",
                  idiom=("long BoI macro report with trading words, no decision", "not_hard"))

    # head arrives
    greet = r.choice(["בוקר טוב. מי על TEVA היום?", "בוקר. שימו לב לריבית ב-16:00", "בוקר 🙂 מה קרה בלילה ב-ADR?",
                      "בוקר. יום ארוך, בואו נהיה מסודרים עם הסטופים"])
    d.add(d.clock(6, 2), "head", greet)
    adr = round(teva / 100 / spot + r.uniform(-0.1, 0.1), 2)
    d.add(d.clock(6, 9), "junior",
          f"TEVA: ה-ADR סגר אתמול ${adr} ({r.uniform(-1.5, 2.5):+.1f}%), פריטי ≈ {_ag(int(adr * spot * 100))} ag. "
          f"שוקלת להוסיף בפתיחה")

    # ---------------- TEVA core chain ----------------
    q = r.choice([30, 35, 40, 45, 50])
    px = teva + r.randint(-15, 25)
    st1 = px - r.randint(200, 260)
    tg = px + r.randint(450, 600)
    notional = q * 1000 * px / 100 / 1e6
    t = d.clock(7, 31)
    p_teva = d.add(t, "junior",
                   f"ק' {q}k TEVA @ {_ag(px)} ag. | סטופ {_ag(st1)} | יעד {_ag(tg)} | ≈₪{notional:.2f}m\nמבקשת אישור יואב",
                   hard=d.H("trade_proposal", ["ק'", f"{q}k", "TEVA", _ag(px)], "shorthand"),
                   idiom=("Hebrew side abbreviation ק' with agorot shorthand", "trade_proposal"))
    d.pin(p_teva, d.after(t, 100, 200))
    t = d.after(t, 180, 330)
    d.add(t, "head", f"{RLM}מאשר {LRM}TEVA {q}k{RLM}", ref=p_teva,
          hard=d.H("trade_approval", ["מאשר", "TEVA", f"{q}k"], "reply"),
          idiom=("Hebrew approval with bidi marks around Latin ticker", "trade_approval"))
    d.add(d.after(t, 20, 60), "junior", "👍 שולחת בפתיחה", kind="noise")
    o1 = O()
    t = d.clock(7, 59, r.randint(1, 9))
    d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|NEW|{o1}|TEVA|BUY|{q * 1000:,}|LMT {_ag(px)}|TIF=DAY|ST=ACK",
          hard=d.H("trade_confirmation", [o1, "TEVA", "BUY", f"{q * 1000:,}"], "structured"),
          idiom=("OMS pipe line NEW/ACK", "trade_confirmation"))
    q1 = r.randint(8, q - 8) * 1000 + r.choice([0, 500])
    px1 = px - r.randint(0, 6)
    t = d.after(t, 40, 200)
    f1 = d.add(t, "oms", "", embeds=[{
        "title": "Execution report", "author": "OMS-Bridge",
        "description": "Partial fill, order working",
        "fields": [{"name": "Account", "value": acc, "inline": True},
                   {"name": "Symbol", "value": "TEVA", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Filled", "value": f"{q1:,}", "inline": True},
                   {"name": "Avg px (ag.)", "value": _ag(px1), "inline": True},
                   {"name": "Leaves", "value": f"{q * 1000 - q1:,}", "inline": True}],
        "footer": f"order {o1} · venue XTAE · partial"}],
        hard=d.H("trade_fill", ["TEVA", "BUY", f"{q1:,}", _ag(px1)], "embed"),
        idiom=("embed-only OMS execution report", "trade_fill"))
    d.react(f1, d.after(t, 30, 90), "✅", "junior")
    q2 = q * 1000 - q1
    px2 = px - r.randint(0, 4)
    t = d.after(t, 300, 1100)
    d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|FILL|{o1}|TEVA|BUY|{q2:,}@{_ag(px2)}|LEAVES=0|ST=DONE",
          hard=d.H("trade_fill", [o1, "TEVA", "BUY", f"{q2:,}", _ag(px2)], "structured"))
    t = d.after(t, 200, 500)
    st2 = st1 + r.randint(40, 70)
    st3 = st2 + r.randint(30, 60)
    stop_k = d.add(t, "junior", f"סטופ TEVA → {_ag(st1)} ag. (על כל ה-{q}k החדשים)",
                   hard=d.H("stop_or_target_change", ["סטופ", "TEVA", _ag(st3)], "untagged"),
                   idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    d.edit(stop_k, d.clock(10, 5, r.randint(0, 600)), f"סטופ TEVA → {_ag(st2)} ag. (על כל ה-{q}k החדשים)", [_ag(st1)])
    d.edit(stop_k, d.clock(13, 40, r.randint(0, 600)), f"סטופ TEVA → {_ag(st3)} ag. (על כל ה-{q}k החדשים, עודכן)", [_ag(st2)])

    # ---------------- LUMI rejection ----------------
    lq = r.choice([100, 120, 150])
    lpx = lumi - r.randint(5, 30)
    lst = lpx - r.randint(150, 220)
    t = d.session(0.12)
    p_lumi = d.add(t, "junior",
                   f"Leumi looks heavy into the BoI but I think it's overdone. want to add {lq}k LUMI at {_ag(lpx)} ag. limit, "
                   f"stop {_ag(lst)}. that's ~₪{lq * lpx / 100 / 1000:.1f}m, takes us to {r.uniform(6.5, 7.9):.1f}% of book",
                   hard=d.H("trade_proposal", ["add", f"{lq}k LUMI", _ag(lpx)], "untagged"),
                   idiom=("untagged English prose proposal with ₪ notional", "trade_proposal"))
    t = d.after(t, 200, 500)
    d.add(t, "head", "LUMI — לא עכשיו. אחרי הריבית.", ref=p_lumi,
          hard=d.H("trade_approval", ["LUMI", "לא עכשיו"], "reply"),
          idiom=("short Hebrew rejection reply", "trade_approval"))
    d.add(d.after(t, 30, 90), "junior", "קיבלתי", kind="noise")

    # ---------------- TA-35 futures ----------------
    n = r.choice([20, 25, 30])
    n2 = n - 5
    fpx = f"{ta35 + r.choice([0, 0.5, 1.0]):,.1f}"
    fst = f"{ta35 + r.randint(35, 55):,.1f}"
    t = d.session(0.22)
    p_fut = d.add(t, "junior", f"[הצעה] מכירה {n} חוזי TA35 {mon} @ {fpx} | סטופ {fst} | גידור לתיק לפני הריבית",
                  hard=d.H("trade_proposal", ["מכירה", f"TA35 {mon}", f"{n} חוזי", fpx], "tagged"))
    t = d.after(t, 120, 300)
    ap = d.add(t, "head", f"מאשר {n} חוזים", ref=p_fut,
               hard=d.H("trade_approval", ["מאשר", f"{n2} חוזים"], "reply"),
               idiom=("approval reply edited to a smaller size", "trade_approval"))
    d.edit(ap, d.after(t, 60, 200), f"מאשר {n2} חוזים, לא יותר", [f"{n} חוזים"])
    o3 = O()
    t = d.after(t, 300, 500)
    d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|NEW|{o3}|TA35 {mon}|SELL|{n2}|LMT {fpx}|ST=ACK",
          hard=d.H("trade_confirmation", [o3, f"TA35 {mon}", "SELL", f"{n2}"], "structured"))
    ffx = f"{float(fpx.replace(',', '')) - 0.5:,.1f}"
    t = d.after(t, 30, 400)
    d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|FILL|{o3}|TA35 {mon}|SELL|{n2}@{ffx}|LEAVES=0|ST=DONE",
          hard=d.H("trade_fill", [o3, f"TA35 {mon}", "SELL", f"{n2}@{ffx}"], "structured"))
    fst2 = f"{float(fst.replace(',', '')) - r.randint(15, 25):,.1f}"
    t = d.session(r.uniform(0.6, 0.8))
    d.add(t, "junior", f"TA35 {mon}: moving the stop on the {n2} short down to {fst2}, locking some in",
          hard=d.H("stop_or_target_change", [f"TA35 {mon}", "stop", fst2], "untagged"))

    # ---------------- USD/ILS 3M outright ----------------
    m = r.choice([20, 25, 30, 40])
    fwd = spot + v["pts"] / 10000
    t = d.session(0.18)
    p_fx = d.add(t, "junior",
                 f"USD/ILS: want to sell ${m}m 3M outright at {fwd:.4f} (spot {spot:.4f}, pts {v['pts']:+.1f}). exporters were heavy "
                 f"yesterday and we're long dollars from the TEVA US leg anyway",
                 hard=d.H("trade_proposal", ["sell", f"${m}m", "3M outright", f"{fwd:.4f}"], "untagged"))
    t = d.after(t, 150, 400)
    d.add(t, "head", f"סגור {LRM}${m}m{RLM}", ref=p_fx, hard=d.H("trade_approval", ["סגור", f"${m}m"], "reply"))
    o4 = O().replace("ORD", "RFQ")
    t = d.after(t, 60, 180)
    d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|RFQ_SENT|{o4}|USD/ILS 3M|SELL USD|{m},000,000|dealers=HAPOALIM,LEUMI,DISCOUNT|ST=WORKING",
          hard=d.H("trade_confirmation", [o4, "USD/ILS 3M", "SELL USD", f"{m},000,000"], "structured"))
    allin = fwd + r.uniform(-0.0008, 0.0008)
    t = d.after(t, 40, 120)
    fxf = d.add(t, "oms", "", embeds=[{
        "title": "FX deal done", "author": "OMS-Bridge",
        "fields": [{"name": "Pair", "value": "USD/ILS", "inline": True}, {"name": "Tenor", "value": "3M", "inline": True},
                   {"name": "Side", "value": "SELL USD", "inline": True}, {"name": "Notional", "value": f"${m}m", "inline": True},
                   {"name": "All-in", "value": f"{allin:.4f}", "inline": True},
                   {"name": "Cpty", "value": r.choice(["Bank Hapoalim", "Discount", "Mizrahi-Tefahot"]), "inline": True}],
        "footer": f"deal {o4} · ACC {acc}"}],
        hard=d.H("trade_fill", ["USD/ILS", "SELL USD", f"${m}m", f"{allin:.4f}"], "embed"))
    d.react(fxf, d.after(t, 20, 60), "✅", "head")

    # ---------------- routing / no-route ----------------
    mref = r.randint(1640000, 1689999)
    t = d.session(0.26)
    mk = d.add(t, "maya", "", embeds=[{
        "title": f"דיווח מיידי: נייס בע\"מ (NICE)", "author": "MAYA · TASE",
        "description": (f"NICE Ltd. announces a multi-year CXone agreement with a top-{r.choice([5, 10])} US bank; "
                        f"the company reiterates its annual guidance. Conference call at {r.randint(15, 16)}:30 Israel time."),
        "fields": [{"name": "מס' אסמכתא", "value": f"2026-01-{mref:07d}", "inline": True},
                   {"name": "סוג דיווח", "value": "ת053 - אירוע או עניין אחר", "inline": True}],
        "footer": "maya.tase.co.il"}],
        hard=d.H("watchlist_news", ["NICE", "CXone agreement"], "embed"))
    d.react(mk, d.after(t, 30, 90), "👀", "head")
    d.add(d.after(t, 120, 300), "head", f"{RLM}NICE — זה ל-{LRM}us-exec-agent{RLM}, הם מחזיקים את ה-ADR. מעביר.", ref=mk,
          hard=d.H("route_decision", ["NICE", "us-exec-agent", "מעביר"], "reply"))
    t = d.session(0.40)
    az = d.add(t, "maya", "", embeds=[{
        "title": "דיווח מיידי: קבוצת עזריאלי בע\"מ", "author": "MAYA · TASE",
        "description": f"השלמת רכישת קרקע בהיקף של כ-{r.randint(210, 480)} מיליון ש\"ח; דירוג סדרה ח' נותר ilAA+.",
        "fields": [{"name": "מס' אסמכתא", "value": f"2026-01-{mref + r.randint(50, 900):07d}", "inline": True}],
        "footer": "maya.tase.co.il"}], kind="near",
        idiom=("Maya disclosure on a name not held or watched", "not_hard"))
    az_item = f"maya:{mref + 1001}"
    d.add(d.after(t, 20, 60), "router",
          json.dumps({"item": az_item, "issuer": "עזריאלי", "decision": "no_route", "reason": "not_held_not_watched"},
                     ensure_ascii=False),
          ref=az, hard=d.H("no_route_decision", ['"no_route"', "עזריאלי"], "structured"),
          idiom=("router JSON no_route line", "no_route_decision"))

    # ---------------- held news ----------------
    t = d.clock(r.choice([5, 6]), r.randint(0, 50))
    tk = d.add(t, "maya", "", embeds=[{
        "title": "דיווח מיידי: טבע תעשיות פרמצבטיות בע\"מ", "author": "MAYA · TASE",
        "description": r.choice([
            "החברה מודיעה כי ה-FDA אישר את הגרסה הביוסימילרית שלה; השקה בארה\"ב צפויה ברבעון הקרוב.",
            "החברה מודיעה כי ה-FDA קיבל לבדיקה את הבקשה לאישור מוצר חדש בתחום הנוירולוגיה."]) + _MAYA_TAIL,
        "fields": [{"name": "מס' אסמכתא", "value": f"2026-01-{mref - r.randint(100, 900):07d}", "inline": True},
                   {"name": "סוג דיווח", "value": "ת053", "inline": True}],
        "footer": "maya.tase.co.il"}],
        hard=d.H("held_position_news", ["טבע", "FDA"], "embed"),
        idiom=("Maya disclosure naming held company by Hebrew name only", "held_position_news"))
    d.react(tk, d.after(t, 1800, 3000), "👀", "head")
    t = d.session(0.47)
    d.add(t, "maya", "", embeds=[{
        "title": "דיווח מיידי: אלביט מערכות בע\"מ", "author": "MAYA · TASE",
        "description": f"זכייה בחוזה בהיקף של כ-{r.randint(180, 760)} מיליון דולר ממדינה באירופה, לתקופה של {r.randint(3, 6)} שנים. "
                       f"החוזה כולל אספקת מערכות הגנה אווירית, הדרכה ותחזוקה, ויבוצע בעיקר בישראל." + _MAYA_TAIL,
        "footer": "maya.tase.co.il"}],
        hard=d.H("held_position_news", ["אלביט מערכות", "מיליון דולר"], "embed"))
    t = d.clock(5, r.randint(5, 55))
    lh = d.add(t, "news", "", embeds=[{
        "title": f"Bank Leumi Q4 net profit ₪{r.uniform(2.1, 2.8):.2f}bn, raises payout ratio to {r.choice([40, 45, 50])}%",
        "author": r.choice(["Globes", "Calcalist", "TheMarker"]),
        "description": ("ROE above guidance; provisions fell; the board approved a buyback programme. Net interest income "
                        "was flat on the quarter as the rate cuts started to bite, fee income grew on the back of capital-markets "
                        "activity, and the CET1 ratio ended the year comfortably above the regulatory minimum. Management "
                        "guided to a lower NIM next year and to continued cost discipline."),
        "url": "https://en.globes.co.il/en/"}],
        hard=d.H("held_position_news", ["Bank Leumi", "Q4 net profit"], "embed"))
    t = d.session(0.62)
    d.add(t, "news", "", embeds=[{
        "title": f"TASE: TA-35 index semi-annual update — {r.choice(['Phoenix', 'Harel', 'Shufersal'])} in, {r.choice(['Energix', 'Camtek', 'OPC'])} out",
        "author": "TASE announcements",
        "description": "Changes effective after the close on the last trading day of the month; index futures and options on the TA-35 are adjusted accordingly.",
        "footer": "tase.co.il"}],
        hard=d.H("held_position_news", ["TA-35", "semi-annual update"], "embed"),
        idiom=("index news reaching a held derivative via its underlying", "held_position_news"))
    t = d.session(0.70)
    d.add(t, "news", "", embeds=[{
        "title": f"ICL Group cuts {2026} potash price assumption, shares slip in Tel Aviv",
        "author": "Reuters", "description": ("Dead Sea royalty talks with the Finance Ministry remain open. The company "
                                              "said lower potash prices in Brazil and India would weigh on first-half margins, "
                                              "while the specialties segment is expected to grow. Analysts had expected a "
                                              "smaller cut; the stock fell in early Tel Aviv trading."),
        "footer": "reuters.com"}],
        hard=d.H("watchlist_news", ["ICL", "potash"], "embed"),
        idiom=("headline embed on a watchlist name in English", "watchlist_news"))
    t = d.session(0.76)
    d.add(t, "junior", f"ICL — אחרי ה-guidance הופכים לשליליים. נשאר ב-watch אבל בלי כוונה לקנות, גם לא ב-{_ag(icl)} ag.",
          hard=d.H("thesis_update", ["ICL", "הופכים לשליליים"], "untagged"))

    # ---------------- risk ----------------
    t = d.session(0.05)
    dvn = r.choice([170, 180, 200])
    dv_t = t
    d.add(t, "risk", f"riskbot evt=LIMIT_SET key=dv01_ils old=₪150k new=₪{dvn}k by=yoav valid=today",
          hard=d.H("risk_limit", ["LIMIT_SET", "dv01_ils", f"new=₪{dvn}k"], "structured"))

    # ---------------- TEVA thread ----------------
    t = d.session(0.50)
    starter = d.add(t, "junior", "פותחת thread על TEVA אחרי הדוחות / guidance 🧵")
    thr = []
    thr.append(d.add(d.after(t, 40, 100), "junior",
                     f"generics US {r.randint(-3, 6):+d}%, Austedo ${r.uniform(0.55, 0.75):.2f}bn ברבעון, guidance ל-EBITDA "
                     f"נשאר {r.uniform(4.8, 5.3):.1f}-{r.uniform(5.3, 5.6):.1f}B. הביוסימילרים עושים את העבודה", thread=True))
    thr.append(d.add(d.after(t, 200, 400), "rates", "ה-ADR ב-pre ‎+2.1%‏. נראה שהשוק קונה את זה", thread=True))
    ttgt = teva + r.randint(700, 1000)
    thr.append(d.add(d.after(t, 500, 900), "head",
                     f"{RLM}אחרי הדוח: התזה על {LRM}TEVA{RLM} בתוקף, מעלים conviction. יעד {_ag(ttgt)} ag.",
                     thread=True, hard=d.H("thesis_update", ["TEVA", "conviction", _ag(ttgt)], "untagged"),
                     idiom=("Hebrew thesis confirmation in a thread", "thesis_update")))
    thr.append(d.add(d.after(t, 950, 1200), "junior", "👍", thread=True, kind="noise"))
    thr.append(d.add(d.after(t, 1300, 1800), "junior",
                     f"what if we bought another {r.choice([20, 30])}k into the call? just thinking out loud", thread=True, kind="near"))
    d.thread = (starter, thr)

    # ---------------- forget: proposal with a client's personal data ----------------
    gm = r.choice([10, 15, 20])
    phone = f"05{r.randint(0, 8)}-{r.randint(100, 999)}-{r.randint(1000, 9999)}"
    t = d.session(0.44)
    fk = d.add(t, "junior",
               f"b ₪{gm}m Galil 0536 for the family office mandate — contact {r.choice(['Avi', 'Ronit', 'Shlomo'])} {phone}, "
               f"he wants it before the CPI",
               hard=d.H("trade_proposal", [f"b ₪{gm}m", "Galil 0536"], "shorthand"))
    d.forget(fk, d.after(t, 900, 2400), phone)

    # ---------------- optional scenes ----------------
    optional = ["eslt", "shahar", "lumi2", "opts", "tevaus", "fxstop", "irs", "lumi_limit", "leumi_he", "poli",
                "strauss_noroute", "breach", "route_json"]
    sizes = dict(eslt=4, shahar=3, lumi2=5, opts=4, tevaus=3, fxstop=1, irs=3, lumi_limit=1, leumi_he=1, poli=1,
                 strauss_noroute=1, breach=1, route_json=1)
    r.shuffle(optional)
    have = sum(1 for m in d.msgs if m["hard"])
    target = r.randint(32, 41)
    chosen = []
    for o in optional:
        if have + sizes[o] <= target:
            chosen.append(o)
            have += sizes[o]

    if "eslt" in chosen:
        eq = r.choice([2000, 2500, 3000])
        epx = eslt + r.randint(5, 15) * 100
        t = d.session(0.07)
        d.add(t, "head",
              f"{RLM}מוכרים {eq:,} {LRM}ESLT{RLM} היום, לימיט {_ag(epx)} ag. לוקחים רווח חלקי לפני הדוחות.",
              hard=d.H("trade_proposal", ["מוכרים", f"{eq:,}", "ESLT", _ag(epx)], "untagged"))
        d.add(d.after(t, 40, 120), "junior", "👍 על זה", kind="noise")
        o2 = O()
        t = d.after(t, 180, 400)
        d.add(t, "oms", "", embeds=[{
            "title": "Order accepted", "author": "OMS-Bridge",
            "description": f"{o2} working on XTAE",
            "fields": [{"name": "Account", "value": acc, "inline": True}, {"name": "Symbol", "value": "ESLT", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": f"{eq:,}", "inline": True},
                       {"name": "Limit (ag.)", "value": _ag(epx), "inline": True}, {"name": "TIF", "value": "DAY", "inline": True}],
            "footer": "XTAE · continuous"}],
            hard=d.H("trade_confirmation", [o2, "ESLT", "SELL", f"{eq:,}"], "embed"))
        ea = eq - r.choice([800, 1000, 1200])
        pavg = epx + r.randint(0, 2) * 10
        t = d.after(t, 1200, 2400)
        ef = d.add(t, "junior", f"ESLT: מכרנו {ea:,} @ {_ag(epx + 50)} ag., עוד {eq - ea:,} עובדים",
                   hard=d.H("trade_fill", ["ESLT", "מכרנו", f"{eq:,}", _ag(pavg)], "untagged"))
        d.edit(ef, d.after(t, 2400, 4800), f"ESLT: מכרנו {eq:,} @ {_ag(pavg)} ag. ממוצע, הכל בוצע ✅", [f"{ea:,}", _ag(epx + 50)])
        etg = eslt + r.randint(60, 90) * 100
        t = d.session(0.55)
        d.add(t, "head", f"ESLT — יעד על היתרה עולה ל-{_ag(etg)} ag. הסטופ נשאר במקום.",
              hard=d.H("stop_or_target_change", ["ESLT", "יעד", _ag(etg)], "untagged"))

    if True:  # FX swap roll (always)
        sw = r.choice([40, 50, 60])
        swp = f"{v['swap']:.1f}"
        bad = swp.replace(".", "")
        t = d.session(0.30)
        bad_k = d.add(t, "junior", f"done: S/B ${sw}m USD/ILS 1M swap @ {bad} pts w/ Hapoalim",
                      hard=d.H("trade_fill", [f"${sw}m", "USD/ILS 1M swap", f"{bad} pts"], "untagged"))
        d.delete(bad_k, d.after(t, 40, 90), f"1M swap @ {bad} pts")
        d.add(d.after(t, 100, 150), "junior", f"done: S/B ${sw}m USD/ILS 1M swap @ {swp} pts w/ Hapoalim (תיקון, פספסתי נקודה)",
              hard=d.H("trade_fill", ["S/B", f"${sw}m", "USD/ILS 1M swap", f"{swp} pts"], "untagged"))

    if "shahar" in chosen:
        bm = r.choice([30, 40, 50])
        y = rate + r.uniform(0.05, 0.2)
        ylim = y + 0.005
        bpx = round(100 - (y - 3.8) * 4.1, 2)
        t = d.session(0.35)
        p_b = d.add(t, "rates", f"b ₪{bm}m Shahar 0432 @ {y:.3f}% / px ~{bpx:.2f} — 2s10s {v['s210']}bp too steep into the cut",
                    hard=d.H("trade_proposal", [f"b ₪{bm}m", "Shahar 0432", f"{y:.3f}%"], "shorthand"),
                    idiom=("English shorthand b ₪Xm bond by series with yield", "trade_proposal"))
        t = d.after(t, 200, 600)
        d.add(t, "head", f"👍 תשלח. {LRM}Shahar 0432{RLM} עד {ylim:.3f}%", ref=p_b,
              hard=d.H("trade_approval", ["תשלח", "Shahar 0432", f"{ylim:.3f}%"], "reply"))
        t = d.after(t, 500, 1500)
        d.add(t, "oms", "", embeds=[{
            "title": "Execution report", "author": "OMS-Bridge",
            "fields": [{"name": "Account", "value": acc, "inline": True}, {"name": "Symbol", "value": "ממשל שקלית 0432", "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True}, {"name": "Nominal", "value": f"₪{bm},000,000", "inline": True},
                       {"name": "Px", "value": f"{bpx:.2f}", "inline": True}, {"name": "Yld", "value": f"{y - 0.002:.3f}%", "inline": True}],
            "footer": f"order {O()} · venue XTAE · TACT-Institutional"}],
            hard=d.H("trade_fill", ["ממשל שקלית 0432", "BUY", f"₪{bm},000,000", f"{bpx:.2f}"], "embed"),
            idiom=("fill naming the bond only by its Hebrew series name", "trade_fill"))


    if "lumi2" in chosen:
        q2l = r.choice([80, 90, 100])
        cut = q2l - r.choice([20, 30])
        t = d.clock(14, 22) if theme == "decision" else d.session(0.66)
        pk = d.add(t, "junior", f"[PROPOSAL] b {q2l}k LUMI @ {_ag(lumi - 10)} ag. lmt, stop {_ag(lumi - 190)} — now the BoI is out",
                   hard=d.H("trade_proposal", [f"b {q2l}k LUMI", _ag(lumi - 10)], "tagged"))
        t = d.after(t, 100, 300)
        d.add(t, "head", "👍 ok go", ref=pk, hard=d.H("trade_approval", ["👍", "ok go"], "reply"),
              idiom=("emoji + 'ok go' approval reply", "trade_approval"))
        o5 = O()
        t = d.after(t, 60, 150)
        d.add(t, "risk",
              f"riskbot evt=ORDER_RESIZED ord={o5} sym=LUMI qty={q2l * 1000:,}→{cut * 1000:,} reason=single_name_cap_LUMI limit=7.5%",
              hard=d.H("risk_limit", ["ORDER_RESIZED", o5, f"{cut * 1000:,}", "single_name_cap_LUMI"], "structured"))
        t = d.after(t, 5, 20)
        d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|NEW|{o5}|LUMI|BUY|{cut * 1000:,}|LMT {_ag(lumi - 10)}|ST=ACK",
              hard=d.H("trade_confirmation", [o5, "LUMI", "BUY", f"{cut * 1000:,}"], "structured"))
        t = d.after(t, 200, 900)
        d.add(t, "oms", "", embeds=[{
            "title": "Execution report", "author": "OMS-Bridge",
            "fields": [{"name": "Account", "value": acc, "inline": True}, {"name": "Symbol", "value": "LUMI", "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True}, {"name": "Filled", "value": f"{cut * 1000:,}", "inline": True},
                       {"name": "Avg px (ag.)", "value": _ag(lumi - 12), "inline": True}],
            "footer": f"order {o5} · venue XTAE · done"}],
            hard=d.H("trade_fill", ["LUMI", "BUY", f"{cut * 1000:,}", _ag(lumi - 12)], "embed"))
    if "opts" in chosen:
        k = int(round((ta35 - r.randint(80, 140)) / 50) * 50)
        nn = r.choice([200, 250, 300])
        n3 = nn - r.choice([50, 80])
        prem = round(r.uniform(14, 26), 1)
        t = d.session(0.28)
        pk = d.add(t, "junior", f"b {nn} TA35 {mon} {k}P @ {prem} — tail hedge into BoI, ~₪{int(nn * prem * 100 / 1000)}k premium",
                   hard=d.H("trade_proposal", [f"b {nn}", f"TA35 {mon} {k}P", f"{prem}"], "shorthand"),
                   idiom=("English shorthand b N option strike+P @ premium", "trade_proposal"))
        t = d.after(t, 120, 300)
        d.add(t, "head", f"סגור, {nn}", ref=pk, hard=d.H("trade_approval", ["סגור", f"{nn}"], "reply"))
        o6 = O()
        t = d.after(t, 60, 200)
        d.add(t, "risk", f"riskbot evt=ORDER_RESIZED ord={o6} נכס=TA35 {mon} {k}P כמות={nn}→{n3} סיבה=vega_cap_desk",
              hard=d.H("risk_limit", ["ORDER_RESIZED", o6, f"{nn}→{n3}", "vega_cap_desk"], "structured"),
              idiom=("risk key=value with Hebrew keys resizing an order", "risk_limit"))
        t = d.after(t, 100, 600)
        d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|FILL|{o6}|TA35 {mon} {k}P|BUY|{n3}@{prem}|LEAVES=0|ST=DONE",
              hard=d.H("trade_fill", [o6, f"TA35 {mon} {k}P", "BUY", f"{n3}@{prem}"], "structured"))
    if "tevaus" in chosen:
        uq = r.choice([20, 30, 40])
        upx = round(teva / 100 / spot + r.uniform(-0.05, 0.08), 2)
        t = d.clock(14, 34)
        pk = d.add(t, "junior", f"[PROPOSAL] b {uq}k TEVA US @ ${upx:.2f} lmt — vs TASE line into the close, stop ${upx - 0.6:.2f}",
                   hard=d.H("trade_proposal", [f"b {uq}k TEVA US", f"${upx:.2f}"], "tagged"),
                   idiom=("dual-listed US ticker proposal in dollars", "trade_proposal"))
        t = d.after(t, 60, 200)
        d.add(t, "head", f"ok go, {uq}k max", ref=pk, hard=d.H("trade_approval", ["ok go", f"{uq}k max"], "reply"))
        t = d.after(t, 100, 500)
        o7 = O()
        d.add(t, "oms", "", embeds=[{
            "title": "Execution report", "author": "OMS-Bridge",
            "fields": [{"name": "Account", "value": acc, "inline": True}, {"name": "Symbol", "value": "TEVA US", "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True}, {"name": "Filled", "value": f"{uq * 1000:,}", "inline": True},
                       {"name": "Avg px", "value": f"${upx - 0.01:.2f}", "inline": True}],
            "footer": f"order {o7} · venue XNYS"}],
            hard=d.H("trade_fill", ["TEVA US", "BUY", f"{uq * 1000:,}", f"${upx - 0.01:.2f}"], "embed"))
    if "fxstop" in chosen:
        t = d.session(0.82)
        old = f"{spot + 0.045:.4f}"
        d.add(t, "junior", f"removing the {old} stop on the USD/ILS fwd — the 3.30/3.35 call spread covers it now",
              hard=d.H("stop_or_target_change", ["removing", "stop", "USD/ILS fwd"], "untagged"))
    if "irs" in chosen:
        im = r.choice([100, 150, 200])
        ir = v["irs5"] + 0.015
        t = d.session(0.58)
        pk = d.add(t, "rates", f"[PROP] pay ₪{im}m 5y shekel IRS vs 3M Telbor @ {ir:.3f}%, DV01 ~₪{im * 45 // 1}",
                   hard=d.H("trade_proposal", ["pay", f"₪{im}m 5y shekel IRS", f"{ir:.3f}%"], "tagged"))
        t = d.after(t, 300, 700)
        d.add(t, "head", "מאשר, אבל חצי", ref=pk, hard=d.H("trade_approval", ["מאשר", "חצי"], "reply"))
        t = d.after(t, 300, 800)
        o8 = O().replace("ORD", "SWP")
        d.add(t, "oms", f"OMS|{_hms(t)}|ACC={acc}|NEW|{o8}|ILS IRS 5Y vs TLBR3M|PAY|{im // 2}m|LMT {ir:.3f}|venue=RFQ|ST=ACK",
              hard=d.H("trade_confirmation", [o8, "ILS IRS 5Y", "PAY", f"{im // 2}m"], "structured"))
    if "lumi_limit" in chosen:
        t = d.session(0.15)
        lp = r.choice([6, 6.5, 7])
        d.add(t, "head", f"{RLM}מגבלה חדשה: {LRM}LUMI{RLM} עד {lp}% מהתיק עד אחרי הדוחות. ריסק מעודכן.",
              hard=d.H("risk_limit", ["מגבלה חדשה", "LUMI", f"{lp}%"], "untagged"))
    if "leumi_he" in chosen:
        t = d.session(0.52)
        d.add(t, "news", "", embeds=[{
            "title": f"בנק לאומי: המפקח על הבנקים אישר חלוקת דיבידנד ורכישה עצמית של {r.randint(600, 1200)} מיליון ש\"ח",
            "author": "כלכליסט", "footer": "calcalist.co.il"}],
            hard=d.H("held_position_news", ["בנק לאומי", "דיבידנד"], "embed"))
    if "poli" in chosen:
        t = d.session(0.60)
        d.add(t, "news", "", embeds=[{
            "title": f"בנק הפועלים: מנכ\"ל חדש ייכנס לתפקיד ב-{r.choice(['אפריל', 'מאי', 'יוני'])}",
            "author": "גלובס", "footer": "globes.co.il"}],
            hard=d.H("watchlist_news", ["בנק הפועלים", "מנכ\"ל חדש"], "embed"))
    if "strauss_noroute" in chosen:
        t = d.session(0.36)
        sk = d.add(t, "news", "", embeds=[{
            "title": "Strauss Group recalls products after salmonella finding at Arad plant", "author": "Globes",
            "footer": "globes.co.il"}], kind="near")
        d.add(d.after(t, 100, 400), "head", "לא רלוונטי לנו, לא מעבירים", ref=sk,
              hard=d.H("no_route_decision", ["לא רלוונטי", "לא מעבירים"], "reply"),
              idiom=("short Hebrew no-route reply to a headline", "no_route_decision"))
    if "breach" in chosen:
        t = d.session(0.33)
        d.add(t, "risk",
              f"riskbot evt=LIMIT_BREACH מגבלה=דלתא_נטו_TA35 ערך=₪-{r.uniform(36, 41):.1f}m סף=₪-35.0m action=BLOCK_NEW",
              hard=d.H("risk_limit", ["LIMIT_BREACH", "דלתא_נטו_TA35", "₪-35.0m", "BLOCK_NEW"], "structured"),
              idiom=("Hebrew-keyed risk breach with block", "risk_limit"))
    if "route_json" in chosen:
        t = d.clock(14, 9) if theme == "decision" else d.session(0.45)
        d.add(t, "router", json.dumps({"item": "boi:press-release", "decision": "route", "to": "rates-exec-agent",
                                       "reason": "policy statement → Shahar/IRS repricing"}, ensure_ascii=False),
              hard=d.H("route_decision", ['"decision": "route"', "rates-exec-agent", "boi:press-release"], "structured"))

    _near_misses(d, v, dict(teva=teva, lumi=lumi, eslt=eslt, nice=nice, icl=icl, poli=poli, spot=spot, ta35=ta35, mon=mon,
                            other_acc=other_acc, rate=rate))
    _noise_and_chatter(d, v, dict(teva=teva, lumi=lumi, eslt=eslt, nice=nice, icl=icl, poli=poli, spot=spot, ta35=ta35,
                                  mon=mon, acc=acc, theme=theme, dvn=dvn, dv_t=dv_t, other_acc=other_acc))


def _near_misses(d: Day, v: dict, p: dict) -> None:
    r = d.r
    items = []

    def nm(t, who, content="", embeds=None, idiom=None, ref=None):
        items.append(d.add(t, who, content, embeds=embeds, kind="near", idiom=idiom, ref=ref))

    nm(d.session(r.uniform(0.1, 0.4)), "junior",
       f"what if we bought POLI into the numbers? {r.choice([50, 60, 70])}k @ ~{_ag(p['poli'])} ag. would be ~₪{r.uniform(3.4, 4.9):.1f}m. not proposing, just asking",
       idiom=("hypothetical 'what if we bought' with size and price", "not_hard"))
    nm(d.session(r.uniform(0.3, 0.6)), "head", "יש לנו עדיין סטופ על ה-ESLT או שהורדנו אותו אתמול?")
    nm(d.clock(12, r.randint(0, 50)), "junior",
       f"נזכרתי — באוקטובר 23' קנינו 200k LUMI ב-{_ag(r.randint(2150, 2300))} ag. בסשן של יום ראשון, הנזילות הייתה זוועה. טוב שביטלו את ראשון",
       idiom=("old Sunday session fill told as history", "not_hard"))
    nm(d.session(r.uniform(0.2, 0.5)), "rates",
       f"FYI הדסק של לונדון מכר {r.choice([150, 200, 250])}k TEVA US הבוקר, לא שלנו")
    t = d.session(r.uniform(0.3, 0.9))
    nm(t, "oms", f"OMS|{_hms(t)}|ACC={p['other_acc']}|FILL|ORD-9{r.randint(1000, 9999)}|TEVA|SELL|{r.randint(20, 90) * 1000:,}@{_ag(p['teva'] + r.randint(-10, 10))}|LEAVES=0|ST=DONE",
       idiom=("OMS fill line for another fund's account", "not_hard"))
    t = d.session(r.uniform(0.3, 0.9))
    nm(t, "oms", "", embeds=[{
        "title": "Execution report", "author": "OMS-Bridge",
        "fields": [{"name": "Account", "value": p["other_acc"], "inline": True}, {"name": "Symbol", "value": "POLI", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True}, {"name": "Filled", "value": f"{r.randint(30, 120) * 1000:,}", "inline": True},
                   {"name": "Avg px (ag.)", "value": _ag(p["poli"] + 4), "inline": True}],
        "footer": f"order ORD-9{r.randint(1000, 9999)} · venue XTAE · routed for {p['other_acc']}"}])
    nm(d.session(r.uniform(0.4, 0.8)), "junior",
       f"paper (sim acct): b 8k NICE @ {_ag(p['nice'] + 150)} ag., רק לבדוק את ה-algo החדש של ה-VWAP",
       idiom=("paper/sim trade in shorthand", "not_hard"))
    nm(d.clock(17, r.randint(0, 50)), "junior",
       f"backtest: short TA35 front on BoI days, 2019-2025: {r.randint(25, 40)} trades, hit {r.randint(48, 61)}%, "
       f"avg fill {r.randint(1750, 2100):,}.5, sharpe {r.uniform(0.3, 0.9):.1f}. לא משהו",
       idiom=("backtest with fills and prices", "not_hard"))
    nm(d.session(r.uniform(0.5, 0.7)), "junior",
       f"סטופ ב-{_ag(p['eslt'] - 6000)} על ESLT היה הגיוני, לא? רק מחשבה")
    nm(d.session(r.uniform(0.1, 0.9)), "rates", "someone should look at ICL after the royalty thing, not me though")
    nm(d.clock(r.choice([7, 9, 13]), r.randint(0, 50)), "news", "", embeds=[{
        "title": f"Bezeq board approves ₪{r.randint(400, 700)}m dividend", "author": "TheMarker", "footer": "themarker.com"}],
       idiom=("headline on a name the desk does not hold", "not_hard"))
    nm(d.clock(r.choice([10, 11]), r.randint(0, 50)), "news", "", embeds=[{
        "title": f"Delek Group prices ${r.randint(300, 600)}m bond; Tamar partners weigh export expansion",
        "author": "Reuters", "footer": "reuters.com"}])
    nm(d.clock(11, r.randint(0, 50)), "junior",
       f"if BoI cuts we'd probably want to buy USD/ILS above {p['spot'] + 0.04:.2f}, no?")
    nm(d.clock(r.choice([9, 10]), r.randint(0, 50)), "rates",
       f"last Thursday we sold the Galil 0529 at {r.uniform(100.5, 102.5):.2f}, that one worked")
    nm(d.session(r.uniform(0.2, 0.9)), "rates", f"what's a ₪100m 10y payer in DV01? ~₪{r.randint(82, 90)}k right?")
    t = d.clock(r.choice([19, 20]), r.randint(0, 50))
    nm(t, "oms", f"OMS-UAT|{_hms(t)}|ACC=UAT-TEST|FILL|TEST-{r.randint(100, 999)}|TEVA|BUY|100@1|ST=DONE  (uat smoke, ignore)")
    nm(d.session(r.uniform(0.1, 0.3)), "head", f"מה דעתך על short TA35 לפני הריבית? לא להיום")
    nm(d.clock(6, r.randint(20, 55)), "junior",
       f"> \"Israel's Meitav rates desk paid 10y at {v['y10'] + 0.1:.2f}% size\" — Bloomberg chat, לא שלנו")
    unheld = [("בנק מזרחי טפחות בע\"מ", "דיווח על הנפקת כתבי התחייבות נדחים (COCO) בהיקף של כ-{x} מיליון ש\"ח"),
              ("שופרסל בע\"מ", "עדכון בדבר הסכם שכירות לסניף לוגיסטי חדש באזור המרכז, בהיקף של כ-{x} מיליון ש\"ח"),
              ("בזק החברה הישראלית לתקשורת בע\"מ", "זימון אסיפה כללית מיוחדת לאישור חלוקת דיבידנד בסך {x} מיליון ש\"ח"),
              ("ישראכרט בע\"מ", "הודעה על מינוי דירקטור חיצוני; התגמול בהתאם לתקנות, עלות שנתית כ-{x} אלף ש\"ח"),
              ("אנרג'יקס אנרגיות מתחדשות בע\"מ", "השלמת הקמה של פרויקט אגירה, השקעה כוללת של כ-{x} מיליון ש\"ח")]
    for name, desc in r.sample(unheld, 3):
        nm(d.session(r.uniform(-0.05, 1.0)), "maya", "", embeds=[{
            "title": f"דיווח מיידי: {name}", "author": "MAYA · TASE",
            "description": desc.format(x=r.randint(120, 900)) + _MAYA_TAIL,
            "fields": [{"name": "מס' אסמכתא", "value": f"2026-01-{r.randint(1600000, 1699999):07d}", "inline": True}],
            "footer": "maya.tase.co.il"}])
    d.add(d.clock(r.choice([17, 18]), r.randint(0, 50)), "macro",
          "**Weekly research digest (no action items)**\n\n" + "\n\n".join([
              f"• Israel CPI preview: the consensus for the coming print is {v['cpi_m']:+.1f}% m/m; seasonal factors "
              f"(clothing, travel abroad) dominate the month, housing services add about 0.1pp. Our nowcast is within 0.1pp of "
              f"consensus, so the print is unlikely to move the policy debate on its own.",
              f"• Shekel: the real effective exchange rate is {r.randint(4, 9)}% above its ten-year average. Exporters' "
              f"margins are under pressure, especially in the tech services sector where costs are in shekels. The Bank has "
              f"said it does not target a level, and we do not expect intervention above 3.0.",
              f"• Bonds: the Accountant General raised the share of CPI-linked issuance in the quarterly plan; real-money "
              f"demand for Galil has been steady. Foreign holdings of Shahar bonds are about {r.randint(7, 12)}% of the "
              f"outstanding, below the pre-2023 peak. Auction cover ratios averaged {r.uniform(2.5, 4.5):.1f}x this month.",
              f"• Equities: TASE turnover averaged NIS {r.uniform(2.2, 3.6):.1f}bn a day, with the Friday session running at "
              f"about {r.randint(45, 70)}% of a Monday-Thursday session so far. The move from the Sunday session to Friday has "
              f"improved overlap with European markets; foreign participation on Fridays is still low.",
              f"• Backtest note: a rule that sells TA-35 futures into every BoI decision and covers at the close would have "
              f"made {r.randint(-4, 9)} index points on average since 2019, with a hit rate near 50%. Not significant.",
              "• Corporate: heavy bond issuance by real-estate developers; banks continue buybacks; defence order books at "
              "record levels; pharma and tech follow the US reporting season.",
          ]), kind="near", idiom=("weekly digest with backtest and market words, explicitly no action", "not_hard"))
    gen_news = [("Israel's trade deficit narrows as defence exports rise", "CBS data; exports of goods up on the year, imports flat."),
                ("Shekel-dollar hedging costs fall to two-year low", "Forward points have narrowed as the rate gap with the US shrinks."),
                ("Finance Ministry: budget deficit at {x}% of GDP over 12 months", "Tax revenue ahead of forecast; defence spending elevated."),
                ("TASE daily turnover tops NIS 3bn as foreign investors return", "Banks and defence names led the flows, according to exchange data."),
                ("Moody's affirms Israel rating, outlook unchanged", "The agency cited fiscal risks and the geopolitical situation.")]
    for ti, de in r.sample(gen_news, 3):
        d.add(d.clock(r.uniform(5, 18)), "news", "", embeds=[{
            "title": ti.format(x=f"{v['deficit']:.1f}"), "author": r.choice(["Globes", "Reuters", "Calcalist", "TheMarker"]),
            "description": de}], kind="noise")
    if r.random() < 0.6:
        nm(d.clock(18, r.randint(0, 50)), "rates",
           "פעם ביום ראשון היינו קונים שחר כשאף אחד לא היה בשוק. היום זה רק שישי קצר. nostalgia")


_MAYA_TAIL = ("\n\nהדיווח מוגש בהתאם לתקנות ניירות ערך (דוחות תקופתיים ומיידיים), התש\"ל-1970. "
              "אין באמור כדי להוות הערכה או התחייבות של החברה, והמידע עשוי להשתנות. "
              "פרטים נוספים יפורסמו בדוחות הכספיים של החברה ובמצגת למשקיעים.")


def _noise_and_chatter(d: Day, v: dict, p: dict) -> None:
    r = d.r
    dvn, dv_t = p["dvn"], p["dv_t"]
    # heartbeats hourly
    for h in range(24):
        t = d.start + timedelta(hours=h, minutes=r.randint(0, 3), seconds=r.randint(0, 59))
        if r.random() < 0.7:
            d.add(t, "md", f"hb md-feed tase ok lat={r.randint(4, 30)}ms seq={r.randint(100000, 999999)} fx=ok", kind="noise")
    # risk heartbeats every ~90 min in the day
    for h in [6, 8, 9.5, 11, 12.5, 14, 15.5, 17]:
        t = d.clock(h, r.randint(0, 5))
        lim = f"₪{dvn}k" if t > dv_t else "₪150k"
        d.add(t, "risk",
              f"riskbot snapshot ts={t.strftime('%H:%M')}Z desk=TLV acct=TLV-ALPHA-01\n"
              f"gross_ils={r.uniform(380, 460):.1f}m net_ils={r.uniform(40, 120):.1f}m\n"
              f"var95_1d=₪{r.uniform(2.4, 4.1):.1f}m es975=₪{r.uniform(4.2, 6.0):.1f}m\n"
              f"dv01_ils=₪{r.randint(95, 140)}k (cap {lim}) cs01=₪{r.randint(9, 18)}k\n"
              f"delta_TA35=₪-{r.uniform(15, 30):.1f}m (cap ₪-35.0m) vega_TA35=₪{r.randint(25, 55)}k\n"
              f"fx_delta_usd=$-{r.uniform(20, 50):.1f}m single_name_max=LUMI {r.uniform(5.5, 7.2):.1f}%\n"
              f"סטטוס=תקין status=all_limits_ok", kind="noise")
    # router summaries
    for h in [7, 10, 13, 16, 19]:
        d.add(d.clock(h, r.randint(30, 40)), "router",
              f"desk-router: {r.randint(6, 30)} items scanned, 0 routed, {r.randint(1, 6)} skipped (dup)", kind="noise")
    # cron summaries
    crons = [
        (5, 50, lambda: f"[md-cron] BoI rep rate fetch scheduled 13:30Z · last {v['rep']:.3f} · ok"),
        (13, 32, lambda: f"[md-cron] שער יציג USD {v['rep'] + r.uniform(-0.003, 0.003):.3f} EUR {v['eurils']:.3f} · published"),
        (15, 20, lambda: f"[md-cron] EOD closes snapshot: TA-35 {p['ta35'] + r.uniform(-20, 20):,.2f} ({r.uniform(-1.2, 1.2):+.2f}%), "
                         f"TA-125 {p['ta35'] * 1.07:,.2f}, USD/ILS {p['spot']:.4f} · {r.randint(1100, 1180)} closes, 0 stale"),
        (15, 40, lambda: f"[md-cron] yield curve fitted: {r.randint(18, 24)} Shahar + {r.randint(12, 17)} Galil series, rmse {r.uniform(0.4, 1.6):.1f}bp"),
        (21, 0, lambda: f"[md-cron] US close ADRs: TEVA ${p['teva'] / 100 / p['spot']:.2f} NICE ${p['nice'] / 100 / p['spot']:.2f} ESLT ${p['eslt'] / 100 / p['spot']:.2f}"),
        (23, 10, lambda: "[md-cron] nightly archive done · 3 files · 412 MB"),
        (2, 0, lambda: f"[md-cron] corp actions calendar refreshed: {r.randint(3, 11)} ex-dates next 5 days"),
    ]
    for h, mm, f in crons:
        d.add(d.clock(h, mm + r.randint(0, 4)), "md", f(), kind="noise")
    # PnL snapshots
    for h in [9, 11, 13, 15.4]:
        t = d.clock(h, r.randint(0, 5))
        d.add(t, "md",
              f"PnL {t.strftime('%H:%M')}Z ₪{r.uniform(-600, 900):+.0f}k | TEVA {r.uniform(-200, 300):+.0f}k | LUMI {r.uniform(-200, 200):+.0f}k | "
              f"ESLT {r.uniform(-150, 250):+.0f}k | TA35 {r.uniform(-120, 120):+.0f}k | FX {r.uniform(-90, 90):+.0f}k | rates {r.uniform(-80, 80):+.0f}k",
              kind="noise")
    # price alerts
    alerts = [lambda: f"🔔 TEVA {_ag(p['teva'] + r.randint(-80, 80))} ag. ({r.uniform(-2, 2):+.1f}%)",
              lambda: f"🔔 USD/ILS {p['spot'] + r.uniform(-0.02, 0.02):.4f} crossed {p['spot']:.2f}",
              lambda: f"🔔 TA-35 {p['ta35'] + r.uniform(-25, 25):,.1f} (1h range > 0.6%)",
              lambda: f"🔔 LUMI {_ag(p['lumi'] + r.randint(-60, 60))} ag. new intraday low",
              lambda: f"🔔 ESLT {_ag(p['eslt'] + r.randint(-20, 20) * 100)} ag. vol x{r.uniform(1.5, 3.5):.1f}",
              lambda: f"🔔 Shahar 0432 yld {v['y5'] + r.uniform(-0.05, 0.05):.3f}% (+/-3bp)"]
    for _ in range(r.randint(6, 9)):
        d.add(d.session(r.uniform(0, 1)), "md", r.choice(alerts)(), kind="noise")
    # CI / deploy
    ver = f"2.{r.randint(10, 19)}.{r.randint(0, 9)}"
    ci_t = d.clock(r.choice([3, 4, 17, 18]), r.randint(0, 40))
    d.add(ci_t, "ci", f"ci: oms-bridge #{r.randint(1700, 1999)} passed (3m{r.randint(10, 59)}s) → deploying {ver} to prod-tlv", kind="noise")
    d.add(d.after(ci_t, 120, 240), "ci", f"deploy ok oms-bridge {ver} · health 200 · rollback slot kept", kind="noise")
    d.add(d.clock(1, r.randint(0, 50)), "ci", f"ci: maya-feed nightly tests 128/128 ✅ · riskbot 64/64 ✅", kind="noise")
    d.add(d.clock(r.choice([19, 20, 21]), r.randint(0, 50)), "ci",
          f"ci: macro-agent prompt bundle v3.{r.randint(1, 4)}.{r.randint(0, 20)} built · eval 41/42", kind="noise")
    tr = d.clock(r.choice([8, 10, 12]), r.randint(0, 50))
    d.add(tr, "maya",
          "maya-feed poll error, retrying in 30s\n```\nTraceback (most recent call last):\n"
          "  File \"/srv/maya-feed/poll.py\", line 88, in poll\n    resp = session.get(URL, params=q, timeout=5)\n"
          "  File \"/usr/lib/python3/site-packages/requests/sessions.py\", line 602, in get\n    return self.request(\"GET\", url, **kwargs)\n"
          "  File \"/usr/lib/python3/site-packages/requests/adapters.py\", line 713, in send\n    raise ReadTimeout(e, request=request)\n"
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='mayaapi.tase.co.il', port=443): Read timed out. (read timeout=5)\n```",
          kind="noise")
    tr2 = d.clock(r.choice([3, 16]), r.randint(0, 50))
    d.add(tr2, "risk",
          "riskbot: position sync failed, using cached snapshot\n```\nTraceback (most recent call last):\n"
          "  File \"riskbot/sync.py\", line 214, in refresh\n    snap = oms.positions(account=ACC)\n"
          "  File \"riskbot/oms_client.py\", line 57, in positions\n    raise OMSUnavailable(f\"{r.status}: {r.text[:80]}\")\n"
          "riskbot.oms_client.OMSUnavailable: 503: upstream connect error or disconnect/reset before headers\n```", kind="noise")
    # reconnects: three get bulk-deleted later
    rec = []
    rt = d.clock(r.choice([8, 9, 10]), r.randint(0, 40))
    for i in range(4):
        gid = f"{r.randint(0x1000, 0xffff):x}{i}"
        rec.append((d.add(d.after(rt, i * 7, i * 7 + 5), "md",
                          f"md-feed: reconnected to TASE feed (session {i + 2}) after {r.uniform(1.1, 4.8):.1f}s gap, gap_id={gid}",
                          kind="noise"), gid))
    d.bulk_delete([k for k, _ in rec[:3]], d.after(rt, 300, 500), [f"gap_id={g}" for _, g in rec[:3]])
    for _ in range(r.randint(1, 3)):
        d.add(d.clock(r.choice([0, 1, 3, 20, 22]), r.randint(0, 59)), "md",
              f"md-feed: reconnected (fx interbank) after {r.uniform(0.5, 2.5):.1f}s", kind="noise")
    # acks
    acks = ["ok", "thx", "תודה", "👍", "סבבה", "קיבלתי", "🙏", "👌", "tnx", "✅", "+1", "יאללה"]
    humans = ["junior", "rates", "head"]
    for _ in range(r.randint(9, 14)):
        d.add(d.session(r.uniform(-0.1, 1.1)), r.choice(humans), r.choice(acks), kind="noise")
    # social noise
    social = ["מישהו מזמין צהריים? שווארמה מהפינה 🥙", "the coffee machine on 14 is dead again", "מזגן על 18 פה, קופאים",
              "anyone seen my charger", "נוסעת בשלוש וחצי לגן, זמינה בטלפון", "traffic on Ayalon is insane today",
              "happy birthday Itai 🎂", "מישהו יודע מתי יש אזעקה ניסויית?"]
    for _ in range(r.randint(4, 6)):
        d.add(d.session(r.uniform(0.1, 0.9)), r.choice(humans), r.choice(social), kind="noise")

    # a deleted social message and a forgotten non-hard message
    t = d.clock(r.choice([17, 18]), r.randint(0, 40))
    dk = d.add(t, "head", "סליחה, לא לערוץ הזה — ארוחת ערב אצל ההורים בשמונה, תזכירו לי", kind="noise")
    d.delete(dk, d.after(t, 30, 120), "ארוחת ערב אצל ההורים")
    t = d.session(r.uniform(0.5, 0.8))
    card = f"{r.randint(4000, 4999)}-{r.randint(1000, 9999)}"
    fk = d.add(t, "rates", f"the Clal guy's personal account ends {card}, he asked us to confirm the Shahar allocation by phone")
    d.forget(fk, d.after(t, 600, 1800), f"personal account ends {card}")

    # longer desk notes (market colour; no decisions)
    longs = [
        lambda: (f"בוקר. סיכום לילה: ה-ADR של TEVA סגר ${p['teva'] / 100 / p['spot']:.2f}, NICE ${p['nice'] / 100 / p['spot']:.2f}. "
                 f"הנאסד\"ק {r.uniform(-1.5, 1.5):+.1f}%, תשואת ה-10 שנים בארה\"ב {r.uniform(3.9, 4.5):.2f}%. הדולר-שקל בבוקר "
                 f"{p['spot']:.4f}, המוסדיים עדיין מוכרים דולרים. בספר של הבנקים יש ביקוש, LUMI ו-POLI בפרה-אופן "
                 f"למעלה. ב-ICL עדיין מחכים לפרטים על התמלוגים. שימו לב שהיום {('יום שישי קצר — נסגר ב-13:50' if d.friday else 'יום מסחר מלא, נעילה ב-17:14')}."),
        lambda: (f"curve notes: 0432 vs 0537 {r.randint(-6, 8):+d}bp on the week, the long end is carrying the supply. Galil 0536 "
                 f"breakeven {v['be5']:.2f}%, 0841 {v['be5'] + 0.12:.2f}%. Telbor 3M {v['telbor']:.2f}, 1y IRS {v['telbor'] - 0.1:.2f}. "
                 f"The auction on Monday is {r.randint(2, 4)}bn across 0330/0537/1152, usually the long tap comes cheap. "
                 f"The money-market funds are still buying the short Makam and the front end is well anchored."),
        lambda: (f"תזכורת לכולם: מאז שהבורסה עברה לשני-שישי, ביום ראשון אין מסחר ב-TASE, אבל ה-interbank בשקל עדיין חי "
                 f"חלקית וה-fixings של Telbor לא מתפרסמים. אם יש roll על swap שנופל על ראשון — מגלגלים ביום שישי או שני. "
                 f"וביום שישי המסחר קצר, אז הגידורים על ה-TA35 צריכים להיות מוכנים עד 13:00."),
        lambda: (f"flows: foreigners net {r.choice(['bought', 'sold'])} ~₪{r.randint(100, 600)}m of TA-35 names this week per the TASE "
                 f"stats, mostly banks. the institutionals' hedge-ratio selling of USD should pick up into month-end, "
                 f"typically ${r.uniform(0.5, 1.5):.1f}bn over the last 3 sessions. that's the main reason spot has been heavy above "
                 f"{p['spot'] + 0.03:.2f}."),
        lambda: (f"ESLT: ה-volume היום x{r.uniform(1.2, 2.8):.1f} מהממוצע, הרבה מזה בפתיחה. יש שמועות על עוד חוזה באירופה אבל "
                 f"אין כלום במאיה. המכפיל כבר {r.randint(32, 45)} על הרווח הצפוי, קשה להצדיק עוד עלייה בלי הפתעות בדוחות."),
        lambda: (f"TEVA: ה-arb בין TASE ל-NYSE צר היום, ~{r.randint(2, 6)}bp אחרי עמלות. ב-closing auction יש עודף ביקוש ברוב "
                 f"הימים האחרונים בגלל ה-TA-35 trackers. ה-short interest ב-US ירד ל-{r.uniform(2.1, 3.5):.1f}% מה-float."),
        lambda: (f"BoI watch: the statement template hasn't changed in three meetings, the only thing to read is the staff "
                 f"forecast. Telbor futures price {r.randint(30, 65)}% of a cut. if they cut, the front end is mostly priced, "
                 f"the shekel probably weakens 0.5-1%, banks underperform for a day or two."),
        lambda: (f"LUMI vs POLI: spread of P/B {r.uniform(0.05, 0.2):.2f}x, LUMI has the better capital position but the buyback "
                 f"is already known. NIM compression per 25bp is ~{r.randint(3, 6)}bp for both. nothing to do here today."),
        lambda: (f"הערה על ה-options: ה-vol של TA35 לחודש {r.uniform(11, 16):.1f}, skew תלול, puts של 5% OTM יקרים יחסית. "
                 f"ה-market makers מצמצמים ספר לפני הריבית, אז ה-spreads רחבים יותר משרגיל."),
        lambda: (f"re the old Sunday session — looking at 2023 data, Sunday volumes on TASE were ~{r.randint(35, 55)}% of a "
                 f"normal day and the spreads on TA-35 names were about double. the Friday session now is thinner than "
                 f"Mon-Thu but much better than Sundays ever were."),
    ]
    longs += [
        lambda: (f"סיכום קצר של מה שקרה בשקל היום: נפתחנו ב-{p['spot'] + 0.01:.4f}, ירדנו עם מכירות של מוסדיים עד "
                 f"{p['spot'] - 0.012:.4f} ואז יצא ביקוש של יבואני אנרגיה. ה-forward points ב-3M ב-{v['pts']:.1f}, "
                 f"ה-1M swap ב-{v['swap']:.1f}. הפער מול ה-SOFR ממשיך להצטמצם ולכן ה-carry על short דולר פחות אטרקטיבי "
                 f"מאשר לפני חצי שנה. אין לי תזה חדשה, רק לשים לב שה-hedging cost ירד משמעותית."),
        lambda: (f"על האג\"ח הצמודות: הגליל 0536 נסחר בתשואה ריאלית של {v['y5'] - v['be5']:.2f}%, ה-breakeven "
                 f"{v['be5']:.2f}%. ה-CPI הבא הוא עונתי חלש בדרך כלל (ביגוד, הנעלה), ולכן יש נטייה של השוק למכור "
                 f"צמודות לפני. אחרי המדד זה בדרך כלל מתהפך. היסטורית, ב-5 מתוך 7 השנים האחרונות זה עבד, אבל הדגימה קטנה."),
        lambda: (f"re NICE: the ADR is at ${p['nice'] / 100 / p['spot']:.2f}, TASE line at {_ag(p['nice'])} ag. — basically at parity. "
                 f"the cloud growth number is what the market trades, last quarter it was {r.randint(10, 16)}%. "
                 f"the US desk has the name, we just watch it for the index weight ({r.uniform(3, 6):.1f}% of TA-35)."),
        lambda: (f"מה שמעניין היום זה ה-closing auction: ב-TA-35 יש כ-₪{r.randint(600, 1400)}m שעוברים בנעילה בגלל "
                 f"עדכוני משקולות של קרנות מחקות. ה-imbalance מתפרסם ב-17:05, ואם יש עודף מכירות ב-banks זה יכול לזוז "
                 f"כמה אגורות. לא צריך לעשות עם זה כלום, רק לא להיות מופתעים מהמחיר של ה-PnL בסוף היום."),
        lambda: (f"ICL: royalties dispute again. the Finance Ministry wants a higher share on Dead Sea minerals from 2030, "
                 f"company says it undermines the concession. potash spot ~${r.randint(280, 360)}/t. I don't see a catalyst "
                 f"before the Q1 numbers; keeping it on the screen, nothing more."),
        lambda: (f"איתי, שאלה על ה-IRS: ה-5y ב-{v['irs5']:.3f} וה-Shahar 5y ב-{v['y5']:.2f}, כלומר swap spread של "
                 f"{int((v['irs5'] - v['y5']) * 100)}bp. היסטורית הטווח הוא בין -30 ל-+10. יש לך הסבר למה זה כאן? "
                 f"זה ההנפקות או שזה ה-Telbor שלא משקף את הריבית האמיתית בשוק הכסף?"),
        lambda: (f"POLI: הפועלים בפרה-אופן {r.uniform(-1, 1.5):+.1f}%, החזרים לבעלי מניות של ~{r.randint(40, 50)}% מהרווח. "
                 f"אחרי ההחלטה על המנכ\"ל הזרים יחזרו לדבר על הפער מול LUMI. מבחינת מכפיל הם זולים יותר ב-{r.uniform(0.5, 1.5):.1f} "
                 f"נקודות. זה ב-watch בשביל זה."),
    ]
    for _ in range(r.randint(38, 46)):
        who = r.choice(["junior", "rates", "head", "junior"])
        d.add(d.session(r.uniform(-0.2, 1.05)), who, r.choice(longs)())
    d.add(d.clock(15, 35, r.randint(0, 600)), "junior",
          f"סיכום יום: PnL ₪{r.uniform(-300, 900):+.0f}k, רוב זה {r.choice(['TEVA', 'ה-fwd', 'ה-TA35 hedge'])}. "
          f"השוק: TA-35 {r.uniform(-1, 1.2):+.2f}%, בנקים הובילו, ביטחוניות מעורב. דולר-שקל ננעל ב-{p['spot']:.4f}. "
          f"אג\"ח: השחרים {r.choice(['התחזקו', 'נחלשו', 'יציבים'])}, הגלילים יציבים. מחר: "
          f"{'יום שישי קצר, נעילה ב-13:50' if d.weekday == 3 else 'יום רגיל'}; מחכים ל-CPI ב-15 לחודש. "
          f"הסטופים מעודכנים בגיליון, אין פתוחים בספר חוץ מה-GTC הרגילים.")
    d.add(d.clock(6, 15), "head",
          "בוקר. תוכנית ליום:\n"
          f"1. {'ריבית ב-16:00' if p['theme'] == 'decision' else 'אין ריבית היום אבל יש דאטה'} — לא מגדילים סיכון בלי סיבה.\n"
          "2. TEVA — אחרי ה-ADR אפשר לחשוב על הוספה, נועה תביא הצעה מסודרת עם סטופ.\n"
          "3. ESLT — קרובים ליעד, חושב על מימוש חלקי.\n"
          "4. שקל — המוסדיים ימכרו דולרים לקראת סוף חודש, ה-fwd שלנו בסדר.\n"
          "5. אג\"ח — איתי, תסתכל על 0432 מול 0537 אחרי המכרז.\n"
          "מי שיוצא מוקדם — לעדכן בערוץ.", kind="near",
          idiom=("morning plan listing names with 'thinking of', no decision", "not_hard"))
    # OMS session lines
    d.add(d.clock(7, 30, r.randint(0, 300)), "oms",
          f"OMS session start XTAE · accounts TLV-ALPHA-01, {p['other_acc']} · throttle 40 msg/s · price bands loaded "
          f"({r.randint(1100, 1190)} symbols) · drop-copy ok", kind="noise")
    d.add(d.clock(15, 25, r.randint(0, 300)), "oms",
          f"OMS EOD · TLV-ALPHA-01 orders={r.randint(9, 16)} fills={r.randint(14, 30)} cxl={r.randint(0, 2)} rej=0 · "
          f"{p['other_acc']} orders={r.randint(3, 12)} · drop-copy reconciled, 0 breaks", kind="noise")
    # curve fit report
    tenors = ["3M", "6M", "1Y", "2Y", "3Y", "5Y", "7Y", "10Y", "15Y", "20Y"]
    base = v["telbor"]
    lines = [f"{tn:<5} shahar {base - 0.15 + i * 0.07 + r.uniform(-0.02, 0.02):.3f}%  irs {base - 0.08 + i * 0.06:.3f}%  "
             f"galil_real {0.9 + i * 0.12 + r.uniform(-0.03, 0.03):.3f}%" for i, tn in enumerate(tenors)]
    d.add(d.clock(15, 45, r.randint(0, 300)), "md",
          "[md-cron] shekel curves EOD (fitted, NSS)\n```\n" + "\n".join(lines) + "\n```\nfit rmse "
          f"{r.uniform(0.4, 1.5):.1f}bp · {r.randint(18, 24)} Shahar / {r.randint(12, 17)} Galil series · Telbor fixings 1W..12M ok",
          kind="noise")
    # EOD closes table
    rows = [("TA-35", f"{p['ta35'] + r.uniform(-20, 20):,.2f}"), ("TA-125", f"{p['ta35'] * 1.07:,.2f}"),
            ("TEVA", _ag(p['teva'] + r.randint(-50, 50))), ("LUMI", _ag(p['lumi'] + r.randint(-40, 40))),
            ("POLI", _ag(p['poli'] + r.randint(-40, 40))), ("ESLT", _ag(p['eslt'] + r.randint(-20, 20) * 100)),
            ("NICE", _ag(p['nice'] + r.randint(-10, 10) * 100)), ("ICL", _ag(p['icl'] + r.randint(-30, 30))),
            ("USD/ILS rep", f"{v['rep']:.3f}"), ("EUR/ILS rep", f"{v['eurils']:.3f}"),
            ("Shahar 0432 yld", f"{v['y5']:.3f}%"), ("Shahar 1152 yld", f"{v['y10'] + 0.2:.3f}%"),
            ("Galil 0536 real", f"{v['y5'] - v['be5']:.3f}%"), ("Telbor 3M", f"{v['telbor']:.2f}%"),
            ("IRS 5Y", f"{v['irs5']:.3f}%")]
    d.add(d.clock(15, 21, r.randint(0, 200)), "md",
          "[md-cron] EOD closes (ag. for equities)\n```\n" + "\n".join(f"{a:<18}{b:>12}" for a, b in rows) + "\n```",
          kind="noise")
    # CI changelog
    d.add(d.clock(r.choice([2, 3]), r.randint(0, 50)), "ci",
          f"ci: riskbot {r.randint(4, 5)}.{r.randint(0, 9)}.{r.randint(0, 9)} deployed\nchangelog:\n- fix: Hebrew keys in key=value "
          "output are NFC-normalised\n- add: vega_cap_desk check on TA35 options\n- chore: bump requests\n"
          "- fix: LRM/RLM stripped from symbols before matching", kind="noise")

    # neutral desk chatter (market colour, questions of no consequence)
    chatter = [
        lambda: f"ה-bid ב-LUMI דליל היום, ספר של {r.randint(15, 40)}k בכל צד",
        lambda: f"TA35 basis {r.uniform(-2, 4):+.1f} נקודות, נורמלי",
        lambda: f"USD/ILS {p['spot']:.4f} — המוסדיים מוכרים דולר לקראת סוף חודש כרגיל",
        lambda: f"exporters selling above {p['spot'] + 0.03:.2f} again",
        lambda: f"שחר 0537 במכרז ביום שני, {r.randint(1, 3)} מיליארד",
        lambda: f"Telbor 3M fixing {v['telbor']:.2f}, no change",
        lambda: "ICL down on the potash thing, broad market doesn't care",
        lambda: f"ESLT volume x{r.uniform(1.2, 2.8):.1f} vs 20d",
        lambda: f"NICE ADR ${p['nice'] / 100 / p['spot']:.2f} in pre",
        lambda: "מישהו ראה את ה-flow של הבנקים הזרים בשקל?",
        lambda: "closing auction imbalance on TEVA looks buy-side",
        lambda: f"Galil 0536 breakeven {v['be5']:.2f}%",
        lambda: "הספרד ב-ICL נפתח, אין מוכרים גדולים",
        lambda: "זוכרים כשהיה מסחר ביום ראשון? לפחות עכשיו אנחנו מסונכרנים עם אירופה",
        lambda: "שישי קצר השבוע, לא לשכוח לסגור את ה-fwd roll עד 13:30",
        lambda: "Friday session still feels weird, liquidity thin after 12",
        lambda: f"5y IRS {v['irs5']:.3f}, swap spread {int((v['irs5'] - v['y5']) * 100)}bp",
        lambda: "משרד האוצר מפרסם את תוכנית ההנפקות ביום חמישי",
        lambda: "ADR arb TEVA tight today, ~3bp",
        lambda: f"POLI {_ag(p['poli'])} ag., נגרר אחרי LUMI",
        lambda: "VIX up, TA-35 options still sleepy",
        lambda: "the rep rate comes out at 15:30 local, don't forget for the swap fixings",
        lambda: "כמה נשאר ב-ESLT אחרי המכירה?",
        lambda: f"ESLT {_ag(p['eslt'])} ag. — עדיין מעל הממוצע",
        lambda: "מחר דוחות של מזרחי, לא מחזיקים",
        lambda: "CDS 5y ישראל ירד עוד קצת",
        lambda: f"spot {p['spot']:.4f} / 1M pts {v['swap']:.1f}",
        lambda: "ok the TASE API is slow again",
        lambda: "יש עדכון מ-Maya על דוחות רבעוניים? מחכה ל-NICE",
        lambda: f"TEVA {_ag(p['teva'] + r.randint(-40, 40))} ag., ADR parity {p['teva'] / 100 / p['spot']:.2f}",
        lambda: "מה הלו\"ז של ועדת הכספים היום?",
        lambda: "Leumi & Hapoalim both bid, banks leading",
        lambda: "מישהו בודק את ה-rolls של המרץ?",
        lambda: "the 0432 is richening vs 0537, curve flattener working for everyone else",
        lambda: "שימו לב: ה-fixing של Telbor מחר מוקדם",
    ]
    nchat = r.randint(42, 58)
    for _ in range(nchat):
        who = r.choice(["junior", "junior", "rates", "head"])
        x = r.random()
        if x < 0.75:
            t = d.session(r.uniform(-0.15, 1.12))
        elif x < 0.9:
            t = d.clock(r.uniform(15.5, 21.5))
        else:
            t = d.clock(r.uniform(5, 7.9))
        d.add(t, who, r.choice(chatter)())
    # an ordinary typo edit on chatter
    t = d.session(r.uniform(0.2, 0.8))
    ck = d.add(t, "junior", "the 0432 is richning vs 0537")
    d.edit(ck, d.after(t, 30, 90), "the 0432 is richening vs 0537")
    # replies in chatter
    if d.msgs:
        pool = [m for m in d.msgs if m["who"] in ("junior", "rates") and m["kind"] is None and not m["thread"]
                and m["hard"] is None and m["state"] == "live"]
        for m in r.sample(pool, min(6, len(pool))):
            d.add(d.after(m["t"], 30, 240), r.choice(["head", "junior", "rates"]),
                  r.choice(["כן", "נכון", "agreed", "לא בטוח", "👀", "ראיתי"]), ref=m["key"], kind="noise")


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF & 0xFFF)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    timed: list[tuple] = []  # (time, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    order = 0
    for ch in range(channels):
        ch_id = _channel_id(ch)
        worker = (ch * 7 + 5) % 32
        seq = 0
        last_ms = 0
        for di in range(days):
            day_end = end - timedelta(days=days - 1 - di)
            day_start = day_end - timedelta(days=1)
            day_no = round((day_end - DEFAULT_END).total_seconds() / 86400)  # stable per calendar day
            rng = random.Random(f"{DESK}|{seed}|{ch}|{day_start.isoformat()}")
            d = Day(rng, ch, day_no, day_start, day_end)
            d.thread = None
            _build_day(d)
            msgs = sorted(d.msgs, key=lambda m: (m["t"], m["key"]))
            ids = {}
            for m in msgs:
                ms = int(m["t"].timestamp() * 1000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                m["ms"] = ms
                m["t"] = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
                ids[m["key"]] = str(_snow(ms, worker, seq))
                seq = (seq + 1) % 4096
            thread_id = None
            thread_keys = set()
            if d.thread:
                starter, tks = d.thread
                thread_id = ids[starter]
                thread_keys = set(tks)
            for m in msgs:
                cid = thread_id if m["key"] in thread_keys else ch_id
                msg = {"id": ids[m["key"]], "author_id": AUTH[m["who"]][0], "author_name": AUTH[m["who"]][1],
                       "author_bot": AUTH[m["who"]][2], "created_at": _iso(m["t"]), "content": m["content"],
                       "attachments": [], "embeds": m["embeds"],
                       "reference_id": ids[m["ref"]] if m["ref"] is not None else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if cid != ch_id:
                    ev["parent_channel_id"] = ch_id
                ev["message"] = msg
                order += 1
                timed.append((m["ms"], order, ev))
                mid = ids[m["key"]]
                if m["hard"]:
                    h = m["hard"]
                    labels["hard_events"].append({"channel_id": cid, "message_id": mid, "event_type": h["type"],
                                                  "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m["state"]})
                    for s in m["superseded"]:
                        labels["superseded_facts"].append([cid, mid, s])
                elif m["state"] in ("live", "edited"):
                    if m["kind"] == "noise":
                        labels["noise_message_ids"].append(mid)
                    elif m["kind"] == "near":
                        labels["near_miss_ids"].append(mid)
                if m["state"] in ("deleted", "forgotten") and m["snippet"]:
                    labels["removed_texts"].append(m["snippet"])
                if m["idiom"] and m["state"] in ("live", "edited") and m["idiom"][0] not in idiom_seen:
                    idiom_seen.add(m["idiom"][0])
                    labels["idioms"].append({"message_id": mid, "idiom": m["idiom"][0], "expected": m["idiom"][1]})
                m["cid"] = cid
            bykey = {m["key"]: m for m in msgs}
            for op in d.ops:
                kind, t = op[0], op[1]
                tms = int(t.timestamp() * 1000)
                order += 1
                if kind == "bulk":
                    ks = op[2]
                    cid = bykey[ks[0]]["cid"]
                    tms = max([tms] + [bykey[k]["ms"] + 1000 for k in ks])
                    timed.append((tms, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                               "message_ids": [ids[k] for k in ks],
                                               "deleted_at": _iso(datetime.fromtimestamp(tms / 1000, tz=timezone.utc))}))
                    continue
                k = op[2]
                m = bykey[k]
                tms = max(tms, m["ms"] + 1000)
                at = _iso(datetime.fromtimestamp(tms / 1000, tz=timezone.utc))
                base = {"guild_id": GUILD_ID, "channel_id": m["cid"], "message_id": ids[k]}
                if kind == "edit":
                    ev = {"op": "edit", **base, "edited_at": at, "content": op[3]}
                elif kind == "delete":
                    ev = {"op": "delete", **base, "deleted_at": at}
                elif kind == "forget":
                    ev = {"op": "forget", **base, "requested_by": op[3], "at": at}
                elif kind == "pin":
                    ev = {"op": "pin", **base, "by": op[3], "at": at}
                else:
                    ev = {"op": "reaction_add", **base, "emoji": op[3], "user_id": op[4], "at": at}
                timed.append((tms, order, ev))
    idi = labels["idioms"]
    nh = [x for x in idi if x["expected"] == "not_hard"][:7]
    hd = [x for x in idi if x["expected"] != "not_hard"][:20 - len(nh)]
    keep = {id(x) for x in nh + hd}
    labels["idioms"] = [x for x in idi if id(x) in keep]
    timed.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in timed], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip().replace("Z", "+00:00")
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
