#!/usr/bin/env python3
"""Desk generator: equity_options.

A seeded, stdlib-only simulation of one US equity-options desk's Discord channel(s):
single-stock and index options (long calls/puts, SPX 0DTE verticals and iron condors,
stock delta hedges), worked by several LLM agents that post long markdown reports, a
terse human head trader, a junior trader, a routing agent and a zoo of bots.

    python -m tests.desks.equity_options --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Everything is a pure function of (seed, end, channels, days).  Each day is the 24 h
window that ends at ``end`` (default 2025-06-13T00:00Z); the activity curve assumes the
window starts at 00:00 UTC (US cash session = 13:30-20:00 UTC).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "equity_options"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2025, 6, 13, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1187436719209435146"

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

# ---------------------------------------------------------------- people and bots
# key: (author_id, author_name, bot)
AUTHORS = {
    "dana": ("1192847730114465862", "Dana Okafor", False),      # head trader
    "ravi": ("1204419985736241203", "ravi.m", False),           # junior trader
    "admin": ("1169903221450588220", "desk-admin", False),      # moderator
    "halyard": ("1237501486020530277", "Halyard", True),        # vol strategist LLM
    "corvid": ("1237502274348355654", "Corvid", True),          # news/research LLM
    "keel": ("1237503119932637267", "Keel", True),              # structuring LLM
    "tess": ("1237504088921718845", "Tessellate", True),        # risk LLM / engine
    "switch": ("1237504870362529863", "Switchyard", True),      # routing agent
    "fathom": ("1237505732497523712", "Fathom", True),          # execution LLM
    "oms": ("1214773349962006588", "oms-gw", True),             # order gateway
    "news": ("1214774102579531826", "Newswire", True),
    "flow": ("1237506511996338218", "flow-scout", True),
    "sim": ("1241190567413305395", "sim-book", True),
    "uptime": ("1214775006334603294", "uptime", True),
    "cron": ("1214775733027143771", "cron", True),
    "ci": ("1214776520646131793", "GitHub", True),
    "alerts": ("1214777238002077746", "pricebot", True),
    "greeks": ("1214778019480612935", "riskcalc", True),
    "pnl": ("1214778801919635527", "pnl-bot", True),
    "gw": ("1214779540536573953", "gateway", True),
}

# ---------------------------------------------------------------- universe
UNIVERSE = {
    "NVDA": ("Nvidia", 1184.0, 50),
    "AAPL": ("Apple", 196.4, 5),
    "AVGO": ("Broadcom", 1712.0, 50),
    "GOOGL": ("Alphabet", 178.2, 5),
    "MU": ("Micron", 138.6, 5),
    "AMD": ("Advanced Micro Devices", 162.3, 5),
    "MSFT": ("Microsoft", 445.0, 10),
    "META": ("Meta Platforms", 505.0, 10),
    "AMZN": ("Amazon", 185.0, 5),
    "TSLA": ("Tesla", 182.0, 5),
    "NFLX": ("Netflix", 655.0, 10),
    "ORCL": ("Oracle", 142.0, 5),
    "CRM": ("Salesforce", 238.0, 5),
    "ADBE": ("Adobe", 452.0, 10),
}
SINGLE_POOL = ["NVDA", "AAPL", "AVGO", "GOOGL", "MU", "AMD", "MSFT", "META", "AMZN", "NFLX", "CRM", "ADBE"]
CHANNEL_NAMES = ["eqopt-desk", "eqopt-index-vol", "eqopt-singles-2", "eqopt-event-book", "eqopt-apac-hand"]


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


def channel_id(i: int) -> str:
    base = int(datetime(2024, 2, 14, 17, 3, 11, tzinfo=timezone.utc).timestamp() * 1000)
    return str(snowflake(base + i * 3_917_311_207 + 421, 3 + (i % 5), 7 + i))


def q05(x: float) -> float:
    return round(round(x / 0.05) * 0.05 + 1e-9, 2)


def lvl(x: float) -> float:
    """stop/target level: 0.50 grid on rich premiums, 0.05 otherwise"""
    if x >= 20:
        return round(round(x * 2) / 2.0, 2)
    return q05(x)


def P(x: float) -> str:
    return f"{x:.2f}"


def S(k: float) -> str:
    return str(int(k)) if float(k).is_integer() else f"{k:g}"


def third_friday(y: int, m: int) -> date:
    d = date(y, m, 1)
    return date(y, m, 1 + (4 - d.weekday()) % 7 + 14)


def monthly_expiry(d: date) -> date:
    tf = third_friday(d.year, d.month)
    if (tf - d).days < 3:
        y, m = (d.year + (d.month // 12), d.month % 12 + 1)
        tf = third_friday(y, m)
    return tf


def money(x: float) -> str:
    sign = "+" if x >= 0 else "-"
    return f"{sign}${abs(x):,.0f}"


def kmoney(x: float, nd: int = 1) -> str:
    sign = "+" if x >= 0 else "-"
    return f"{sign}${abs(x) / 1000:.{nd}f}k"


# ---------------------------------------------------------------- context
def channel_profile(seed: int, ch: int) -> dict:
    if ch == 0:
        return {"h": ["NVDA", "AAPL", "AVGO"], "w": ["GOOGL", "MU", "AMD"],
                "o": ["TSLA", "NFLX", "ORCL", "META", "CRM"]}
    r = random.Random(f"eqopt-profile|{seed}|{ch}")
    pool = SINGLE_POOL[:]
    r.shuffle(pool)
    h = pool[:3]
    w = pool[3:6]
    rest = [x for x in pool[6:]]
    o = ["TSLA"] + rest
    r.shuffle(o)
    if "TSLA" in o:
        o.remove("TSLA")
        o.insert(0, "TSLA")
    return {"h": h, "w": w, "o": o[:5]}


def build_ctx(r: random.Random, seed: int, ch: int, dayidx: int, day0: date) -> dict:
    prof = channel_profile(seed, ch)
    c: dict = {"ch": ch, "day": day0}
    exp = monthly_expiry(day0)
    c["exp"] = f"{exp.month}/{exp.day}"
    c["exp_occ"] = f"{exp.day:02d}{MON[exp.month - 1]}{exp.year % 100:02d}"
    c["exp_ymd"] = exp.strftime("%y%m%d")
    c["today_occ"] = f"{day0.day:02d}{MON[day0.month - 1]}{day0.year % 100:02d}"
    c["today_ymd"] = day0.strftime("%y%m%d")
    c["mmdd"] = day0.strftime("%m%d")
    c["date"] = day0.isoformat()
    c["dte"] = (exp - day0).days
    # market data is shared by every channel of the day; book sizes and limits are stable per channel
    mr = random.Random(f"eqopt-mkt|{seed}|{dayidx}|{day0.isoformat()}")
    br = random.Random(f"eqopt-book|{seed}|{ch}")
    mkt = {t: round(UNIVERSE[t][1] * (1 + mr.gauss(0, 0.012)), 2) for t in sorted(UNIVERSE)}
    spx = round(5990 + mr.uniform(-70, 70), 2)
    names = {}
    for t in prof["h"] + prof["w"] + prof["o"]:
        co, px, step = UNIVERSE[t]
        names[t] = {"co": co, "px": mkt[t], "step": step}
    c["names"] = names
    h1, h2, h3 = prof["h"]
    c["h1"], c["h2"], c["h3"] = h1, h2, h3
    c["w"] = prof["w"]
    c["o"] = prof["o"]
    for k in ("h1", "h2", "h3"):
        c[k + "co"] = names[c[k]]["co"]
    # H1: long calls
    n1 = names[h1]
    c["h1k"] = math.ceil(n1["px"] * 1.004 / n1["step"]) * n1["step"]
    c["h1opt"] = f"{h1} {S(c['h1k'])}C"
    c["h1full"] = f"{h1} {S(c['h1k'])}C {c['exp']}"
    c["h1qty"] = br.choice([30, 40, 40, 50])
    c["h1entry"] = q05(UNIVERSE[h1][1] * br.uniform(0.027, 0.034))
    c["h1mark"] = q05(c["h1entry"] * r.uniform(1.28, 1.45))
    c["h1stop_old"] = lvl(c["h1entry"] * r.uniform(1.0, 1.07))
    c["h1stop_new"] = lvl(c["h1mark"] * r.uniform(0.79, 0.85))
    if c["h1stop_new"] <= c["h1stop_old"]:
        c["h1stop_new"] = lvl(c["h1stop_old"] * 1.1)
    c["h1tp"] = lvl(c["h1mark"] * r.uniform(1.45, 1.7))
    c["h1hedge"] = br.choice([800, 1000, 1200]) if n1["px"] > 500 else br.choice([4000, 5000, 6000])
    c["hedge_px"] = round(n1["px"] * (1 + r.uniform(0.002, 0.011)), 2)
    # H2: long puts + add
    n2 = names[h2]
    c["h2k"] = math.floor(n2["px"] * 0.972 / n2["step"]) * n2["step"]
    c["h2opt"] = f"{h2} {S(c['h2k'])}P"
    c["h2full"] = f"{h2} {S(c['h2k'])}P {c['exp']}"
    c["h2qty"] = br.choice([50, 60, 80])
    c["h2entry"] = q05(UNIVERSE[h2][1] * br.uniform(0.012, 0.016))
    c["h2mark"] = q05(c["h2entry"] * r.uniform(1.45, 1.75))
    a = lvl(c["h2mark"] * 0.68)
    b = max(lvl(c["h2mark"] * 0.76), round(a + 0.25, 2))
    cc = max(lvl(c["h2mark"] * 0.84), round(b + 0.25, 2))
    c["h2stops"] = [a, b, cc]
    c["h2k2"] = c["h2k"] - n2["step"]
    c["h2k3"] = c["h2k"] - 2 * n2["step"]
    c["h2newpx"] = q05(n2["px"] * r.uniform(0.009, 0.012))
    c["h2newstop"] = q05(c["h2newpx"] * 0.5)
    c["h2callk"] = math.ceil(n2["px"] * 1.03 / n2["step"]) * n2["step"]
    c["h2callpx"] = q05(n2["px"] * r.uniform(0.006, 0.009))
    c["h2lvl"] = round(n2["px"] * r.uniform(1.012, 1.03), 2)
    # H3: call spread + earnings hedge
    n3 = names[h3]
    c["h3k1"] = math.ceil(n3["px"] * 1.018 / n3["step"]) * n3["step"]
    c["h3k2"] = c["h3k1"] + n3["step"]
    c["h3cs"] = f"{h3} {S(c['h3k1'])}/{S(c['h3k2'])} CS"
    c["h3qty"] = br.choice([20, 25, 30])
    c["h3pk"] = math.floor(n3["px"] * 0.965 / n3["step"]) * n3["step"]
    c["h3putpx"] = q05(n3["px"] * r.uniform(0.016, 0.02))
    c["h3putstop"] = q05(c["h3putpx"] * 0.48)
    c["h3putqty"] = r.choice([8, 10, 12])
    c["h3kold"] = math.floor(n3["px"] * r.uniform(0.84, 0.9) / n3["step"]) * n3["step"]
    # SPX
    c["spx"] = spx
    ps = math.floor((spx - r.randint(35, 50)) / 5) * 5
    c["ps_s"], c["ps_l"] = ps, ps - 10
    c["ps"] = f"{ps}/{ps - 10}"
    c["ps_cr"] = q05(r.uniform(1.65, 2.2))
    c["ps_go"] = round(c["ps_cr"] - 0.05, 2)
    c["ps_avg"] = round((12 * c["ps_cr"] + 8 * c["ps_go"]) / 20, 2)
    c["ps_stop"] = round(2 * c["ps_cr"], 2)
    c["ps_tp"] = 0.40
    c["ps_tp2"] = 0.25
    sp = math.floor((spx - r.randint(70, 85)) / 5) * 5
    sc = math.ceil((spx + r.randint(65, 80)) / 5) * 5
    c["ic"] = f"{sp - 10}/{sp}/{sc}/{sc + 10}"
    c["ic_qty"] = r.choice([10, 15, 20])
    c["ic_cr"] = q05(r.uniform(1.2, 1.7))
    c["ic_stop"] = round(2 * c["ic_cr"], 2)
    c["hk"] = math.ceil((spx + r.randint(22, 32)) / 5) * 5
    c["hk_px"] = q05(r.uniform(0.8, 1.0))
    c["hk_px2"] = round(c["hk_px"] + 0.20, 2)
    # limits
    c["lim_0dte"] = br.choice([50, 60, 60, 75])
    c["lim_vega"] = br.choice([150, 150, 175])
    c["lim_delta"] = br.choice([2.0, 2.0, 2.5])
    c["lim_loss"] = br.choice([250, 250, 300])
    c["breach"] = round(c["lim_delta"] + r.uniform(0.08, 0.22), 2)
    c["delta_target"] = round(c["lim_delta"] * 0.55, 2)
    c["hedge_sh"] = max(100, int(round((c["breach"] - c["delta_target"]) * 1e6 / n1["px"] / 100)) * 100)
    # ids
    base = 24100 + dayidx * 211 + ch * 10000 + r.randint(0, 40)
    c["oid"] = {k: f"EQO-{base + i}" for i, k in enumerate(
        ["ps", "ps_tp", "h2add", "h3put", "hedge", "ps_tp2", "hk", "hk2", "misc"])}
    # oid spacing like a real OMS
    c["oid"]["h2add"] = f"EQO-{base + 14}"
    c["oid"]["h3put"] = f"EQO-{base + 23}"
    c["oid"]["hedge"] = f"EQO-{base + 35}"
    c["oid"]["ps_tp2"] = f"EQO-{base + 41}"
    c["oid"]["hk"] = f"EQO-{base + 47}"
    c["oid"]["hk2"] = f"EQO-{base + 48}"
    c["news_n"] = r.randint(2, 6)
    c["client"] = r.choice(["Harborview", "Lindqvist", "Marrow Bay", "Ostrander"])
    c["phone"] = f"+1 917 {r.randint(200, 989)} {r.randint(1000, 9999)}"
    return c


def next_news_id(c: dict, r: random.Random) -> str:
    c["news_n"] += r.randint(1, 4)
    return f"NEWS-{c['mmdd']}-{c['news_n']:03d}"


# ---------------------------------------------------------------- prose banks
def para_term(r, c):
    a = r.uniform(10.5, 15.5)
    b = a + r.uniform(0.3, 2.2)
    d = b + r.uniform(0.2, 1.8)
    e = r.uniform(0.6, 1.6)
    f = e + r.uniform(-0.4, 0.4)
    zg = int(round((c["spx"] - r.uniform(-40, 60)) / 5) * 5)
    dz = int(round(c["spx"] - zg))
    return (f"SPX term structure is in contango from 1W through 3M: 1W {a:.1f} / 1M {b:.1f} / 3M {d:.1f}. "
            f"The event premium embedded in next week's expiry is worth roughly {e:.1f} vols, "
            f"{'above' if e > f else 'below'} the average of the last six comparable instances ({f:.1f}). "
            f"Dealer gamma estimates, which we treat with caution because they assume every customer trade is "
            f"opening, put the zero-gamma line near {zg:,}, about {abs(dz)} points {'below' if dz >= 0 else 'above'} "
            f"spot. The slope between the 1M and 3M points has steepened by {r.uniform(0.2, 0.9):.1f} vols over five "
            f"sessions, mostly because the front fell rather than the back rising; historically that shape has "
            f"persisted until the next scheduled macro catalyst rather than reverting on its own.")


def para_skew(r, c):
    x = r.uniform(0.4, 1.9)
    y = r.uniform(17, 24)
    z = y - r.uniform(2.5, 5.0)
    return (f"Index skew steepened {x:.1f} vols over the week while single-name skew in large-cap tech was broadly "
            f"unchanged. Put-wing demand is concentrated in the {c['exp']} and quarterly expiries; 10-delta SPX puts "
            f"trade at {y:.1f} vols against {z:.1f} for 25-delta. The call wing in semiconductors is still bid, which "
            f"keeps risk reversals there near the flattest levels of the year. None of this is unusual for the "
            f"week before a monthly expiry, but the speed of the index move is worth noting. On a sticky-strike "
            f"basis the surface has been a better description of the last ten sessions than sticky-delta, which "
            f"matters for how quickly long-call positions lose vega on a sell-off.")


def para_realized(r, c):
    a = r.uniform(7, 12)
    b = a + r.uniform(-1.5, 2.5)
    d = b + r.uniform(-1, 3)
    e = r.uniform(9, 16)
    f = e + r.uniform(1, 6)
    return (f"Realized volatility: SPX 5-day close-to-close {a:.1f}%, 10-day {b:.1f}%, 20-day {d:.1f}%. Intraday "
            f"ranges keep compressing; the average 30-minute high-low in the first hour of trading was {e:.1f} points "
            f"this week against a 20-day average of {f:.1f}. The implied/realized spread at one month is therefore "
            f"wide by recent standards, which is the usual backdrop for premium sellers to get paid until they do "
            f"not. Parkinson and Garman-Klass estimators tell the same story, so the gap is not an artefact of "
            f"closing prints; overnight gaps account for {r.randint(35, 55)}% of total variance over the month.")


def para_corr(r, c):
    x = r.uniform(11, 24)
    p = r.randint(4, 35)
    y = r.uniform(28, 41)
    z = r.uniform(11, 15.5)
    return (f"One-month implied correlation sits at {x:.1f}, the {p}th percentile of its one-year range. Dispersion "
            f"remains the cleanest way the market expresses a crowded single-name calendar: the top-10 index weights "
            f"average {y:.1f} vols at one month versus {z:.1f} for the index. Any de-grossing episode would compress "
            f"that gap quickly, so the low correlation print is a description of positioning, not a forecast. "
            f"Realized correlation over the same window is {x + r.uniform(-4, 6):.1f}, so implied is not obviously "
            f"cheap against what the tape has delivered; the signal is in the level, not the spread.")


def para_flow(r, c):
    x = r.uniform(1.2, 2.1)
    y = r.uniform(0.6, 1.1)
    z = r.randint(44, 61)
    return (f"Customer flow in listed options skewed to calls again yesterday: call/put volume ratio {x:.2f} in single "
            f"names and {y:.2f} in index. Zero-days-to-expiry contracts were {z}% of SPX volume, in line with the "
            f"month. Sellers of 0DTE premium have been paid on most sessions this month, and buyers of the 10-delta "
            f"wings have mostly lost, which is exactly the distribution that makes the occasional trend day "
            f"expensive. Retail-sized lots (under ten contracts) were {r.randint(18, 31)}% of single-name call volume, "
            f"down from the spring peak, while block prints above 1,000 lots were mostly closing.")


def para_calendar(r, c):
    data = r.choice(["PPI", "jobless claims", "retail sales", "import prices", "UMich sentiment"])
    spk = r.choice(["Governor Waller", "President Williams", "Governor Bowman", "President Logan"])
    tm = r.choice(["10:00", "11:30", "12:15", "13:00"])
    auc = r.choice(["30-year bond", "10-year note", "20-year bond", "3-year note"])
    x = r.uniform(0.6, 1.4)
    return (f"Calendar for the session: {data} at 08:30 ET, {spk} at {tm} ET and a {auc} auction at 13:00 ET. "
            f"None of these has moved SPX by more than {x:.1f}% on the day over the last year, but {data} prints have "
            f"produced the largest 30-minute moves of the group. After the close the calendar is quiet apart from "
            f"the usual index rebalance chatter. Next week is heavier: CPI on Wednesday, the FOMC decision the "
            f"week after, and the quarterly expiry, which together explain most of the kink in the term structure.")


def para_liquidity(r, c):
    x = r.randint(40, 120)
    y = x + r.randint(30, 90)
    z = r.randint(2, 5)
    return (f"Screen liquidity is thinner than usual: top-of-book size in the SPX 0DTE wings averaged {x} contracts "
            f"this morning against {y} last month, and quoted spreads in the {c['exp']} single-name chains are "
            f"{z} ticks wide around the money in the first fifteen minutes. Working orders at mid have been filling, "
            f"but slower than the execution model assumes. The complex order book is deeper than the leg markets "
            f"for standard verticals, so packages still trade close to fair; it is the outright wings that suffer.")


def para_positioning(r, c):
    x = r.randint(55, 85)
    return (f"Aggregate positioning, as far as public data shows it, is long call gamma in mega-cap tech and short put "
            f"gamma in index. The systematic-trend models we follow estimate equity length at roughly the {x}th "
            f"percentile of the last three years. Buyback blackout windows open for most of the large caps in two "
            f"weeks, which historically coincides with softer dip-buying. Vol-control funds are close to fully "
            f"invested given low realized, so their marginal flow on a shock would be selling; the size of that "
            f"flow is estimated at ${r.randint(15, 45)}B per point of realized vol, with wide error bars.")


def para_earnings(r, c):
    oth = c["o"][1:4]
    moves = ", ".join(f"{t} ±{r.uniform(4, 11):.1f}%" for t in oth)
    x = r.randint(4, 7)
    return (f"Earnings-implied moves for reports later this month outside our book: {moves}. Across this cohort, "
            f"realized moves have undershot implied on {x} of the last 8 prints on average, so the market is not "
            f"obviously cheap or rich on event vol. Weekly expiries around those dates carry the expected kink. "
            f"Post-event vol crush has averaged {r.uniform(35, 55):.0f}% of front-week implied for the group, "
            f"slightly more than the index members outside tech.")


def para_micro(r, c):
    a = r.uniform(0.8, 2.4)
    return (f"Microstructure note: the opening auction imbalance in SPY was ${a:.1f}B to buy, mostly absorbed within "
            f"six minutes. Futures basis is unremarkable. The CBOE complex order book shows steady two-sided interest "
            f"in 10-wide SPX verticals through the morning, with the usual afternoon thinning after 15:00 ET. "
            f"Market-maker quote widths in the SPXW chain tightened after the first half hour, and the share of "
            f"volume printing at or inside mid rose to {r.randint(58, 74)}%, a little above the monthly average.")


def para_rates(r, c):
    x = r.uniform(-6, 6)
    y = r.uniform(4.28, 4.62)
    return (f"Rates and FX: 10-year yield {x:+.1f}bp at {y:.2f}%, DXY little changed, front-end pricing about one and "
            f"a half cuts by year-end. Equity vol has decoupled from rates vol for most of the month; MOVE is "
            f"down {abs(x) / 2 + 1:.1f} points on the week while VIX is flat. The stock-bond correlation on a "
            f"one-month window is {r.uniform(-0.3, 0.4):+.2f}, which means duration is not doing much hedging work "
            f"for balanced portfolios right now; that tends to keep index put demand firm.")


def para_vix(r, c):
    v = r.uniform(15, 19)
    f1 = v + r.uniform(0.4, 1.6)
    f2 = f1 + r.uniform(0.3, 1.2)
    return (f"VIX complex: spot {v:.2f}, front future {f1:.2f}, second {f2:.2f}; the roll yield on the front contract "
            f"is about {(f1 - v) / v * 100:.1f}% over its remaining life. VVIX at {r.uniform(78, 98):.1f} is low "
            f"relative to the level of VIX, so VIX calls are inexpensive against history. Upside VIX call spreads "
            f"have been the preferred tail structure on the street this month, and open interest in the July 25 "
            f"strike has roughly doubled.")


def para_sector(r, c):
    a = r.uniform(-1.5, 2.5)
    b = r.uniform(-1.5, 1.5)
    return (f"Sector tape: semiconductors {a:+.1f}% on the week, software {b:+.1f}%, with dispersion inside semis at "
            f"its widest since the spring. Memory and networking names have led; analog and autos-exposed names lag. "
            f"Implied vol across the SOX constituents averages {r.uniform(38, 52):.1f}, versus "
            f"{r.uniform(26, 34):.1f} for the software cohort, a wider gap than the realized numbers justify on a "
            f"one-month view.")


def para_surface_fit(r, c):
    return (f"Surface fit quality: the SVI fit on the {c['exp']} slice has a root-mean-square error of "
            f"{r.uniform(0.08, 0.3):.2f} vols, with the worst residuals in the far put wing where quotes are wide. "
            f"We exclude strikes with bid below 0.10 from the fit, and weight by vega. The overnight refit moved the "
            f"ATM level by less than a tenth of a vol in every chain we model, so marks are stable into the open.")


def para_events_macro(r, c):
    return (f"Macro read: the market has moved from pricing a soft landing with cuts to pricing a soft landing "
            f"without urgency. Breakevens are steady, real yields are drifting, and credit spreads are within "
            f"{r.randint(3, 12)}bp of the tights of the year. Equity investors are treating each data release as a "
            f"volatility event to be sold after the fact, which is visible in how quickly front-week implied "
            f"collapses after 08:30 prints.")


def para_dealer(r, c):
    n = r.randint(4, 11)
    return (f"Dealer inventory, inferred from open-interest changes and trade direction, looks long gamma in the "
            f"monthly expiry between roughly {int(c['spx'] - 60):,} and {int(c['spx'] + 60):,}, which is consistent "
            f"with the pinning behaviour of the last {n} sessions. Outside that range the inferred position flips, "
            f"so a break would likely be accelerated by hedging rather than damped. These estimates are noisy and "
            f"we use them for context only.")


DESCRIPTIVE = [para_term, para_skew, para_realized, para_corr, para_flow, para_calendar, para_liquidity,
               para_positioning, para_earnings, para_micro, para_rates, para_vix, para_sector, para_surface_fit,
               para_events_macro, para_dealer]


class Deck:
    """hands out descriptive paragraphs without repeating a generator until the deck is exhausted"""

    def __init__(self, r, c):
        self.r, self.c = r, c
        self.cards = []

    def one(self):
        if not self.cards:
            self.cards = DESCRIPTIVE[:]
            self.r.shuffle(self.cards)
        return self.cards.pop()(self.r, self.c)

    def __call__(self, n=1, double=0.75):
        out = []
        for _ in range(n):
            x = self.one()
            if self.r.random() < double:
                x = x + "\n\n" + self.one()
            out.append(x)
        return out


def bullets(items):
    return "\n".join(f"- {x}" for x in items)


# ---------------------------------------------------------------- news templates (generic per company)
def news_item(r, c, t, used):
    co = c["names"][t]["co"]
    px = c["names"][t]["px"]
    brokers = ["Morgan Stanley", "Jefferies", "Bernstein", "Evercore ISI", "KeyBanc", "Wells Fargo"]
    tmpls = [
        (f"{co} said to weigh a ${r.randint(15, 60)}B expansion of its share buyback, Bloomberg reports citing people "
         f"familiar; the board meets next week", ["buyback"]),
        (None, None),  # price target (filled below)
        (f"EU Commission opens a formal antitrust probe into {co}'s bundling practices, FT reports; the company says "
         f"it will cooperate", ["antitrust probe"]),
        (f"{co} CFO at the {r.choice(['BofA Global Technology', 'Nasdaq London', 'Rosenblatt', 'Bernstein SDC'])} "
         f"conference: demand is tracking ahead of plan and the company reiterates its quarterly revenue guide",
         ["reiterates"]),
        (f"US Commerce Department tightens licence requirements affecting {co} shipments to several Middle East "
         f"customers; the company says the impact is not material", ["not material"]),
        (f"{co} delays a flagship product launch to next quarter citing supply constraints, The Information reports",
         ["delays"]),
        (f"{co} 8-K: its {r.choice(['chief operating officer', 'head of sales', 'chief accounting officer'])} will "
         f"step down at the end of the month; a successor has been named internally", ["step down"]),
        (f"{co} wins a multi-year supply agreement with a top-three hyperscaler, DigiTimes reports, citing supply-chain "
         f"sources", ["supply agreement"]),
    ]
    tgt = int(round(px * r.uniform(1.12, 1.3) / 5) * 5)
    old = int(round(px * r.uniform(0.95, 1.08) / 5) * 5)
    tmpls[1] = (f"{r.choice(brokers)} lifts its {co} price target to ${tgt:,} from ${old:,}, reiterates Overweight; "
                f"cites datacenter and enterprise demand checks", [f"${tgt:,}"])
    choices = [i for i in range(len(tmpls)) if i not in used]
    i = r.choice(choices)
    used.add(i)
    text, keys = tmpls[i]
    return text, [co] + keys


def other_news(r, c, t):
    co = c["names"][t]["co"]
    return r.choice([
        f"{co} said to weigh an ad-tier price increase in several European markets",
        f"{co} faces a shareholder proposal on board structure at next week's AGM",
        f"{co} names a new head of its cloud unit, memo seen by Reuters",
        f"{co} is in early talks about a small acquisition in security software, people familiar say",
    ])


# ---------------------------------------------------------------- the day builder
class Msg:
    def __init__(self, seq, t, who, content, embeds, ref, kind, hard, idiom, where, snippet):
        self.seq = seq
        self.t = int(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.kind = kind            # hard | noise | near | chat
        self.hard = hard            # dict(type, facts, phrasing)
        self.idiom = idiom          # (name, expected)
        self.where = where          # main | thread
        self.snippet = snippet
        self.edits = []             # (t, content)
        self.superseded = []
        self.deleted = None
        self.forgotten = None
        self.id = None

    def final_text(self):
        return self.content if not self.edits else self.edits[-1][1]


def embed_text(embeds):
    parts = []
    for e in embeds:
        for k in ("title", "description", "author"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
        if e.get("footer"):
            parts.append(str(e["footer"]))
    return "\n".join(parts)


class Day:
    def __init__(self, seed, ch, dayidx, start_ms, r, c):
        self.seed, self.ch, self.dayidx = seed, ch, dayidx
        self.start = start_ms
        self.end = start_ms + 86_400_000
        self.r = r
        self.c = c
        self.msgs = []
        self.ops = []   # (t, n, builder)
        self.n = 0
        self.chan = channel_id(ch)
        self.thread = None
        self.thread_t = None
        self.deck = Deck(r, c)

    # time helpers
    def at(self, hh, mm, jit=0.0):
        t = self.start + int((hh * 60 + mm + self.r.uniform(-jit, jit)) * 60000) + self.r.randint(0, 59_999)
        return max(self.start + 1000, min(self.end - 120_000, t))

    def s(self, a, b=None):
        return int((a if b is None else self.r.uniform(a, b)) * 1000) + self.r.randint(0, 999)

    def post(self, t, who, content="", embeds=None, ref=None, kind="chat", hard=None, idiom=None,
             where="main", snippet=None):
        if where == "thread" and self.thread is None:
            raise RuntimeError("thread not opened")
        t = min(int(t), self.end - 1000)
        self.n += 1
        if hard is not None:
            ht, facts, phr = hard
            hard = {"type": ht, "facts": list(facts), "phrasing": phr}
            kind = "hard"
        m = Msg(self.n, t, who, content, embeds, ref, kind, hard, idiom, where, snippet)
        self.msgs.append(m)
        return m

    def _op(self, t, builder):
        self.n += 1
        self.ops.append((int(t), self.n, builder))

    def cid(self, m):
        return self.thread if m.where == "thread" else self.chan

    def edit(self, m, t, content, superseded=()):
        m.edits.append((int(t), content))
        m.superseded.extend(superseded)
        self._op(t, lambda m=m, t=int(t), content=content: {
            "op": "edit", "guild_id": GUILD_ID, "channel_id": self.cid(m), "message_id": m.id,
            "edited_at": iso(t), "content": content})

    def delete(self, m, t):
        m.deleted = int(t)
        self._op(t, lambda m=m, t=int(t): {
            "op": "delete", "guild_id": GUILD_ID, "channel_id": self.cid(m), "message_id": m.id,
            "deleted_at": iso(t)})

    def bulk_delete(self, ms, t):
        for m in ms:
            m.deleted = int(t)
        self._op(t, lambda ms=ms, t=int(t): {
            "op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.cid(ms[0]),
            "message_ids": [m.id for m in ms], "deleted_at": iso(t)})

    def forget(self, m, t, by="admin"):
        m.forgotten = int(t)
        self._op(t, lambda m=m, t=int(t): {
            "op": "forget", "guild_id": GUILD_ID, "channel_id": self.cid(m), "message_id": m.id,
            "requested_by": AUTHORS[by][0], "at": iso(t)})

    def pin(self, m, t, by="dana", unpin=False):
        self._op(t, lambda m=m, t=int(t): {
            "op": "unpin" if unpin else "pin", "guild_id": GUILD_ID, "channel_id": self.cid(m),
            "message_id": m.id, "by": AUTHORS[by][0], "at": iso(t)})

    def react(self, m, t, emoji, who="dana", remove=False):
        self._op(t, lambda m=m, t=int(t): {
            "op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
            "channel_id": self.cid(m), "message_id": m.id, "emoji": emoji, "user_id": AUTHORS[who][0],
            "at": iso(t)})

    def open_thread(self, t):
        self.thread_t = int(t)
        worker = 9 + (self.ch % 7)
        self.thread = str(snowflake(int(t), worker, 1))

    # finalisation
    def finalize(self):
        worker = 1 + (self.ch % 7)
        seq = (self.dayidx * 131 + self.ch * 17) % 4096
        self.msgs.sort(key=lambda m: (m.t, m.seq))
        for m in self.msgs:
            seq = (seq + 1) % 4096
            m.id = str(snowflake(m.t, worker, seq))
        events = []
        for m in self.msgs:
            a_id, a_name, a_bot = AUTHORS[m.who]
            msg = {"id": m.id, "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                   "created_at": iso(m.t), "content": m.content, "attachments": [],
                   "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None,
                   "pinned": False}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": self.cid(m)}
            if m.where == "thread":
                line["parent_channel_id"] = self.chan
            line["message"] = msg
            events.append((m.t, m.seq, line))
        for t, n, b in self.ops:
            events.append((t, n, b()))
        events.sort(key=lambda x: (x[0], x[1]))
        return [e[2] for e in events]


# ---------------------------------------------------------------- noise schedulers
def noise_background(d: Day):
    r, c = d.r, d.c
    # uptime heartbeats (~every 70 min)
    t = d.at(0, 7, 3)
    hb_seq = r.randint(80000, 99000)
    while t < d.end - 30 * 60000:
        hb_seq += r.randint(55, 75)
        lat = r.randint(31, 64)
        d.post(t, "uptime", r.choice([
            f"🟢 oms-gw alive · seq {hb_seq} · p50 {lat}ms",
            f"♥ oms-gw heartbeat seq={hb_seq} lag={lat}ms",
            f"🟢 oms-gw alive · seq {hb_seq} · p50 {lat}ms · opra ok"]), kind="noise")
        t += int(r.uniform(110, 130) * 60000)
    # risk heartbeat "all limits ok" every ~2.5h
    t = d.at(1, 40, 10)
    first = True
    while t < d.end - 20 * 60000:
        u = r.randint(38, 72)
        m = d.post(t, "tess", r.choice([
            f"risk ✓ all limits ok · max util {u}% (single-name vega)",
            f"risk heartbeat: all limits ok, max utilisation {u}%",
            f"✓ limits ok · util max {u}%"]), kind="noise",
            idiom=("risk-bot heartbeat 'all limits ok'", "not_hard") if first else None)
        first = False
        t += int(r.uniform(200, 240) * 60000)
    # cron digests hourly 10:00-23:00
    first = True
    for hh in range(10, 24, 2):
        items = r.randint(3, 15)
        routed = 0 if (first or r.random() < 0.45) else r.randint(1, 3)
        dropped = r.randint(0, 4)
        m = d.post(d.at(hh, 0, 0.5), "cron",
                   f"cron · digest {hh:02d}:00Z · items {items} · routed {routed} · dropped {dropped} · errors 0",
                   kind="noise", idiom=("cron digest '0 routed'", "not_hard") if first else None)
        first = False
    # nightly jobs
    d.post(d.at(1, 2, 2), "cron", f"cron · nightly recon {c['date']} · positions 0 breaks · trades 0 breaks · 41s",
           kind="noise")
    d.post(d.at(2, 11, 3), "ci", f"✅ eqopt-agents nightly #{r.randint(1800, 1890)} passed on main "
           f"({r.getrandbits(28):07x}) in {r.randint(3, 6)}m{r.randint(10, 59)}s", kind="noise")
    d.post(d.at(23, 15, 5), "ci", f"✅ eqopt-agents nightly #{r.randint(1900, 1990)} passed on main "
           f"({r.getrandbits(28):07x}) in {r.randint(3, 6)}m{r.randint(10, 59)}s", kind="noise")
    # stack trace overnight
    ln = r.randint(180, 260)
    d.post(d.at(3, 20, 20), "cron",
           "surface_fetch failed (attempt 1/3)\n```\nTraceback (most recent call last):\n"
           f"  File \"/srv/eqopt/jobs/surface_fetch.py\", line {ln}, in run\n    snap = client.snapshot(chain, timeout=30)\n"
           f"  File \"/srv/eqopt/lib/opra.py\", line {ln - 97}, in snapshot\n    raise TimeoutError(f\"OPRA snapshot timed out after {{timeout}}s\")\n"
           "TimeoutError: OPRA snapshot timed out after 30s\n```", kind="noise")
    d.post(d.at(3, 32, 1), "cron", "surface_fetch ok (attempt 2/3) · 14 chains · 38,112 quotes", kind="noise")
    # reconnects
    for hh, mm in [(4, 40), (15, 50)]:
        d.post(d.at(hh, mm, 25), "gw", r.choice([
            f"gateway reconnected (RESUMED) after {r.uniform(0.8, 4.5):.1f}s · 0 missed events",
            f"⚠️ websocket closed 1006, reconnecting… resumed ok in {r.uniform(0.8, 4.5):.1f}s",
            f"gateway: session resumed after {r.uniform(0.8, 4.5):.1f}s (seq gap 0)"]), kind="noise")
    # CI/deploy
    t = d.at(11, 18, 6)
    build = r.randint(1890, 1899)
    sha = f"{r.getrandbits(28):07x}"
    d.post(t, "ci", f"✅ eqopt-agents #{build} passed on main ({sha}) in 4m{r.randint(10, 59)}s", kind="noise")
    d.post(t + d.s(90, 200), "ci", f"🚀 deploy eqopt-agents v2.{r.randint(10, 19)}.{r.randint(0, 9)} ({sha}) → prod: "
           "halyard, keel, switchyard restarted · healthchecks green", kind="noise")
    t = d.at(16, 4, 8)
    d.post(t, "ci", f"❌ eqopt-agents #{build + 3} failed on feat/router-dedupe "
           f"({r.getrandbits(28):07x}): tests/test_router.py::test_dedupe_window FAILED (assert 2 == 1)", kind="noise")
    d.post(t + d.s(1400, 2100), "ci", f"✅ eqopt-agents #{build + 4} passed on feat/router-dedupe "
           f"({r.getrandbits(28):07x}) in 4m{r.randint(10, 59)}s", kind="noise")
    # price alerts
    names = [c["h1"], c["h2"], c["h3"], "SPX", "VIX", c["w"][0]]
    for _ in range(r.randint(7, 9)):
        tt = d.at(r.uniform(13.5, 19.9), 0)
        nm = r.choice(names)
        if nm == "SPX":
            px = c["spx"] + r.uniform(-25, 25)
            lv = round(px / 10) * 10
        elif nm == "VIX":
            px = r.uniform(15.2, 19.5)
            lv = round(px * 2) / 2
        else:
            px = c["names"][nm]["px"] * (1 + r.uniform(-0.02, 0.02))
            lv = round(px / (10 if px > 500 else 1)) * (10 if px > 500 else 1)
        up = px >= lv
        d.post(tt, "alerts", f"🔔 {nm} {px:,.2f} crossed {'above' if up else 'below'} {lv:,.2f}", kind="noise")
    # greeks snapshots (embeds) hourly in the session
    for hh in (14, 15, 17, 19, 20):
        mm = 45 if hh < 20 else 5
        dl = r.uniform(0.35, 0.92) * c["lim_delta"]
        d.post(d.at(hh, mm, 1), "greeks", "", embeds=[{
            "title": f"Greeks · EQO-MAIN · {hh:02d}:{mm:02d}Z",
            "fields": [{"name": "Δ (USD)", "value": f"+${dl:.2f}M", "inline": True},
                       {"name": "Γ (per 1%)", "value": kmoney(-r.uniform(9, 48) * 1000, 0), "inline": True},
                       {"name": "Vega", "value": f"+${r.uniform(110, 270):.0f}k", "inline": True},
                       {"name": "Θ (1d)", "value": kmoney(-r.uniform(12, 34) * 1000), "inline": True}],
            "footer": f"riskcalc 3.2 · {r.randint(14, 19)} positions · src OPRA"}], kind="noise")
    # PnL snapshots
    for hh, mm in [(14, 2), (17, 1), (20, 6)]:
        day_pnl = r.uniform(-60, 90) * 1000
        d.post(d.at(hh, mm, 1), "pnl",
               f"📊 PnL {hh:02d}:{mm:02d}Z | day {money(day_pnl)} | MTD {money(r.uniform(150, 420) * 1000)} | "
               f"{c['h1opt']} {kmoney(r.uniform(-8, 30) * 1000)} · {c['h2opt']} {kmoney(r.uniform(-12, 8) * 1000)} · "
               f"{c['h3cs']} {kmoney(r.uniform(-6, 12) * 1000)} · SPX 0DTE {kmoney(r.uniform(-5, 15) * 1000)}",
               kind="noise")


def chatter(d: Day):
    """ordinary desk talk: not hard, not noise (unless it is an ack)"""
    r, c = d.r, d.c
    h1, h2, h3 = c["h1"], c["h2"], c["h3"]

    def hm(t, back_min):
        return iso(t - int(back_min * 60000))[11:16] + "Z"

    # (earliest hour, latest hour, builder(t) -> [(who, text, kind)])
    exch = [
        (11, 21.5, lambda t: [
            ("ravi", f"Halyard what's 1M realized on {h1} vs implied?", "chat"),
            ("halyard", f"{h1} one-month realized is {r.uniform(32, 48):.1f}% against {r.uniform(44, 58):.1f}% ATM "
                        f"implied, a ratio of {r.uniform(0.65, 0.9):.2f}. Over the past year that ratio averaged "
                        f"{r.uniform(0.75, 0.95):.2f}, with the low readings in the weeks before earnings.", "chat"),
            ("ravi", r.choice(["ty", "thx", "👍"]), "noise")]),
        (13.6, 19.5, lambda t: [
            ("dana", f"where's the {h3} straddle", "chat"),
            ("halyard", f"{h3} {c['exp']} ATM straddle is {c['names'][h3]['px'] * r.uniform(0.06, 0.08):.2f} mid, "
                        f"an implied move of ±{r.uniform(6, 8.5):.1f}% through the event. The last eight prints "
                        f"realized an average of {r.uniform(5, 9):.1f}%.", "chat"),
            ("dana", "k", "noise")]),
        (13.6, 19.8, lambda t: [
            ("ravi", "anyone else seeing OPRA lag?", "chat"),
            ("fathom", f"Yes: OPRA line B latency {r.randint(150, 240)}-{r.randint(250, 320)}ms since "
                       f"{hm(t, r.uniform(8, 25))}. Quotes are consistent with the consolidated feed, so working "
                       "orders at mid are unaffected; I am widening my stale-quote guard to 2s.", "chat")]),
        (11, 21.5, lambda t: [
            ("dana", f"Corvid anything on {c['w'][2]}?", "chat"),
            ("corvid", f"Nothing new on {c['w'][2]} since yesterday's close: no filings, no sell-side changes, "
                       "no headlines on the wires in the last 12 hours.", "chat"),
            ("dana", "ok", "noise")]),
        (15.5, 17.5, lambda t: [
            ("ravi", "lunch?", "noise"),
            ("dana", "later", "noise")]),
        (11, 21.5, lambda t: [
            ("ravi", f"how are we marking the {c['h3cs']}, mid or theo?", "chat"),
            ("tess", "Mid from the OPRA NBBO; fallback is theo from the latest surface when the spread is wider than "
                     "20% of mid or either side is missing. The fallback fired twice yesterday, both before 09:45 ET.",
             "chat")]),
        (12, 18.5, lambda t: [
            ("dana", "who's on the close tonight", "chat"),
            ("ravi", "me", "chat"),
            ("dana", "👍", "noise")]),
        (13.6, 18, lambda t: [
            ("keel", "Re-pricing the SPX structures with the latest surface; updated numbers in the next proposal "
                     "if anything changes by more than a tick.", "chat")]),
        (13.6, 19.8, lambda t: [
            ("ravi", f"VIX {r.uniform(15, 19):.1f} handle, tape feels heavy", "chat"),
            ("dana", "meh", "noise")]),
        (13.6, 19, lambda t: [
            ("halyard", "Noted. I will fold the move in semis into the next pulse rather than post separately.",
             "chat"),
            ("dana", "thx", "noise")]),
        (11, 21.5, lambda t: [
            ("ravi", f"Fathom what's our avg on the {c['h1opt']}?", "chat"),
            ("fathom", f"{c['h1full']}: {c['h1qty']} lots, average {P(c['h1entry'])}, opened over three sessions "
                       "last week. Mark is in the greeks snapshot.", "chat"),
            ("ravi", "ty", "noise")]),
        (11, 20, lambda t: [
            ("dana", "coffee, 10 min", "noise")]),
        (11, 21.5, lambda t: [
            ("ravi", "is the CPI date next week confirmed?", "chat"),
            ("corvid", "Yes, Wednesday 08:30 ET per the BLS schedule; the weekly SPX expiry that day carries the "
                       "event premium Halyard mentioned this morning.", "chat")]),
        (11, 20, lambda t: [
            ("ravi", "screens frozen for anyone else? just me?", "chat"),
            ("ravi", "nvm, vpn", "noise")]),
        (14, 20, lambda t: [
            ("dana", "Switchyard send me the unrouted items from this morning", "chat"),
            ("switch", "Unrouted since 06:00Z: 3 items, all closed as no-action (duplicate headlines and one "
                       "stale broker note). Full list in the 21:30Z summary.", "chat")]),
        (11, 16.8, lambda t: [
            ("tess", "Reminder: the scenario grid refreshes at 17:00Z; numbers quoted before then use the "
                     "14:00Z surface.", "chat")]),
        (13.6, 18, lambda t: [
            ("keel", "Halyard, which surface should I use for the afternoon structures, the 14:00Z snapshot or "
                     "the live fit?", "chat"),
            ("halyard", "Live fit for anything expiring today, the 14:00Z snapshot for the monthly. The live fit's "
                        f"ATM level has drifted {r.uniform(0.1, 0.5):.1f} vols since the snapshot, mostly in the "
                        "front week, and the wings are noisier intraday.", "chat"),
            ("keel", "Understood, using both accordingly.", "chat")]),
        (11, 21.5, lambda t: [
            ("ravi", f"what's the borrow on {h1}?", "chat"),
            ("tess", f"General collateral, {r.randint(25, 45)}bp annualised; no locate issues at the hedge size. The "
                     "prime broker's hard-to-borrow list did not change overnight.", "chat")]),
        (11, 21.5, lambda t: [
            ("dana", "Corvid keep headlines on names we hold short and put the position line first", "chat"),
            ("corvid", "Will do: headlines on held underlyings will lead with the company and the position line; "
                       "longer context goes in the evening wrap.", "chat")]),
        (11, 21.5, lambda t: [
            ("ravi", f"anyone have the {c['w'][0]} earnings date?", "chat"),
            ("corvid", f"{c['names'][c['w'][0]]['co']} has not confirmed a date yet; last year it reported in the "
                       "fourth week of July, and the IR page still says 'to be announced'.", "chat")]),
        (13.6, 15, lambda t: [
            ("halyard", f"Note on marks: the {h3} chain is wide this morning, so the mid used for the "
                        f"{c['h3cs']} is theo-adjusted until spreads come in. Expect the marks to jump a little "
                        "when the fallback turns off.", "chat")]),
        (13.6, 20, lambda t: [
            ("ravi", f"Keel can you price a {h1} {c['exp']} call fly, just curious", "near"),
            ("keel", f"For reference only: the {S(c['h1k'])}/{S(c['h1k'] + c['names'][h1]['step'])}/"
                     f"{S(c['h1k'] + 2 * c['names'][h1]['step'])} call fly is about "
                     f"{r.uniform(6, 14):.2f} mid, max payout {S(c['names'][h1]['step'])}. Not priced for size "
                     "and not a proposal.", "near")]),
        (11, 21.5, lambda t: [
            ("tess", "FYI the prime broker's margin model update goes live Monday; our house numbers already match "
                     "it within 2% on the current book.", "chat"),
            ("dana", "👍", "noise")]),
        (11, 21.5, lambda t: [
            ("ravi", "Halyard is the CPI premium in the weekly or the monthly?", "chat"),
            ("halyard", "Mostly in the weekly that expires on the day of the print; the monthly carries about a "
                        f"third of it. In vol points the weekly is {r.uniform(1.5, 3):.1f} over the interpolated "
                        "curve, the monthly under half a point.", "chat")]),
        (13.6, 19, lambda t: [
            ("dana", "ravi send me the vol screen before the close", "chat"),
            ("ravi", "will do", "chat")]),
        (12, 21.5, lambda t: [
            ("corvid", f"Housekeeping: the Reuters feed dropped for {r.randint(2, 6)} minutes at "
                       f"{hm(t, r.uniform(20, 60))}. I cross-checked Bloomberg for the gap; nothing on our names or "
                       "the watchlist was missed.", "chat")]),
        (11, 21.5, lambda t: [
            ("switch", "Dedupe note: two copies of the same wire headline arrived 40 seconds apart this morning "
                       "and were merged into one item; the CI fix for the dedupe window is on a branch.", "chat")]),
        (13.6, 19.5, lambda t: [
            ("halyard", "Keel, the 0DTE put wings look stale on ISE; use CBOE quotes for the put side.", "chat"),
            ("keel", "Switched to CBOE for the put wings; thanks.", "chat")]),
        (15, 20, lambda t: [
            ("fathom", "Venue note: PHLX had two order-entry hiccups today, both under a second. Complex orders "
                       "prefer CBOE and ISE for the rest of the session; nothing working was affected.", "near")]),
        (14.2, 20, lambda t: [
            ("ravi", f"why did the {h2} marks jump at 14:00Z?", "chat"),
            ("tess", f"The 14:00Z refit picked up a dividend date change for {h2}; marks moved about 0.05 on the "
                     "puts. Not a position change.", "chat"),
            ("ravi", "got it", "noise")]),
        (11, 21.5, lambda t: [
            ("dana", "is the desk dinner still thursday", "noise"),
            ("ravi", "yes, 7pm", "noise")]),
        (13.6, 19, lambda t: [
            ("keel", f"Model note: I now size 0DTE structures off the live expected move rather than the "
                     f"open's; right now that is ±{r.uniform(25, 45):.0f} points for the rest of the session.",
             "chat")]),
        (11, 21.5, lambda t: [
            ("ravi", "Halyard how much of the book vega is in the front two expiries?", "chat"),
            ("halyard", f"About {r.randint(55, 75)}% by vega dollars, almost all of it in the {c['exp']} monthly. "
                        "The rest is the quarterly tail of the put line.", "chat")]),
        (18.5, 19.6, lambda t: [
            ("fathom", "Reminder for the close: SPX options trade until 16:15 ET, single-name options until 16:00 "
                       "ET. I will not start any new working order after 15:50 ET unless asked.", "near")]),
    ]
    idx = list(range(len(exch)))
    r.shuffle(idx)
    n = r.randint(22, 26)
    for k in idx[:n]:
        lo, hi, fn = exch[k]
        t = d.at(r.uniform(lo, hi), 0)
        prev = None
        for who, text, kind in fn(t):
            m = d.post(t, who, text, kind=kind, ref=prev if (kind == "noise" and prev is not None) else None)
            prev = m
            t += d.s(25, 140)



# ---------------------------------------------------------------- scenes
def sc_limits(d: Day):
    c, r = d.c, d.r
    t = d.at(10, 4, 4)
    e = {"title": f"Desk limits · {c['date']}",
         "description": "Daily limits loaded by Tessellate. Pre-trade checks enforce these on every order.",
         "fields": [{"name": "SPX 0DTE short premium", "value": f"max {c['lim_0dte']} lots", "inline": True},
                    {"name": "Single-name vega", "value": f"${c['lim_vega']}k per name", "inline": True},
                    {"name": "Net delta", "value": f"±${c['lim_delta']:.1f}M", "inline": True},
                    {"name": "Daily loss stop", "value": f"-${c['lim_loss']}k", "inline": True}],
         "footer": "Tessellate risk · limits v" + str(r.randint(40, 60))}
    m = d.post(t, "tess", "", embeds=[e],
               hard=("risk_limit", [f"max {c['lim_0dte']} lots", f"${c['lim_vega']}k per name",
                                    f"±${c['lim_delta']:.1f}M"], "embed"),
               idiom=("embed-only daily limits post", "risk_limit"))
    d.pin(m, t + d.s(1800, 2400))
    d.react(m, t + d.s(2400, 2500), "📌")
    return m


def sc_book(d: Day):
    c, r = d.c, d.r
    t = d.at(10, 31, 5)
    w = ", ".join(c["w"])
    m = d.post(t, "dana",
               f"book into today:\n- long {c['h1qty']} {c['h1full']}\n- short {c['h1hedge']:,} {c['h1']} stock (hedge)\n"
               f"- long {c['h2qty']} {c['h2full']}\n- long {c['h3qty']} {c['h3cs']} {c['exp']}\n"
               f"- SPX 0DTE: flat\nwatchlist: {w}", kind="chat")
    d.pin(m, t + d.s(20, 60))
    d.post(t + d.s(120, 300), "ravi", "👍", ref=m, kind="noise")


def sc_overnight_news(d: Day):
    c, r = d.c, d.r
    t = d.at(6, 12, 20)
    nid = next_news_id(c, r)
    text, facts = news_item(r, c, c["h1"], d.used_news)
    body = (f"**{c['h1co']}** · {text}.\n\n"
            f"Shares indicated {r.uniform(-2.5, 2.5):+.1f}% in the overnight session. "
            f"{r.choice(['Two wires carry it; no company comment yet.', 'The company has not commented.', 'Not yet on the company IR page.'])} "
            f"Item {nid}.")
    m = d.post(t, "corvid", body, hard=("held_position_news", facts, "untagged"),
               idiom=("company name (not ticker) headline on held underlying", "held_position_news"))
    t2 = t + d.s(30, 90)
    rt = d.post(t2, "switch",
                f"route · {nid} · {c['h1co']} headline → **Halyard** (held underlying {c['h1']}: {c['h1full']}) · "
                f"ask: vol impact before 13:30Z · prio high",
                ref=m, hard=("route_decision", [nid, "Halyard"], "structured"),
                idiom=("router key·value line routing a news item to a named agent", "route_decision"))
    d.post(t2 + d.s(20, 60), "halyard", "Acknowledged; folding it into the pre-market note.", ref=rt, kind="chat")


def sc_corvid_digest(d: Day):
    c, r = d.c, d.r
    t = d.at(5, 40, 15)
    o = c["o"]
    pp = d.deck(2)
    txt = (f"# Overnight digest · {c['date']} · 1/2\n\n"
           "## Macro\n" + bullets([
               f"Asia: Nikkei {r.uniform(-1.2, 1.2):+.1f}%, Hang Seng {r.uniform(-1.8, 1.8):+.1f}%, Kospi "
               f"{r.uniform(-1.5, 1.5):+.1f}%. Regional semis mixed after a soft export print from Korea.",
               f"Europe opens {r.choice(['flat', 'modestly lower', 'modestly higher'])}; Stoxx 600 futures "
               f"{r.uniform(-0.6, 0.6):+.1f}%. Bund yields {r.uniform(-4, 4):+.1f}bp.",
               f"US futures: ES {r.uniform(-0.5, 0.5):+.2f}%, NQ {r.uniform(-0.7, 0.7):+.2f}%. VIX futures front "
               f"month {r.uniform(15.5, 19):.2f}.",
               f"Oil {r.uniform(-2, 2):+.1f}% on inventory chatter; gold {r.uniform(-0.8, 0.8):+.1f}%."]) + "\n\n"
           "## Rates\n" + pp[0] + "\n\n(continued)")
    txt2 = (f"# Overnight digest · {c['date']} · 2/2\n\n"
           "## Single names outside the book\n" + bullets([
               f"{c['names'][o[1]]['co']}: {other_news(r, c, o[1])} (Reuters).",
               f"{c['names'][o[2]]['co']}: {other_news(r, c, o[2])} (Bloomberg).",
               f"{c['names'][o[3]]['co']}: no news; options volume {r.uniform(1.1, 2.4):.1f}x the 20-day average "
               "into the close yesterday."]) + "\n\n"
           "## What I am watching\n" + bullets([
               "Whether the overnight bid in long-dated Treasuries carries into the cash open.",
               "Headlines from the trade-policy hearing scheduled for 10:00 ET.",
               "Any follow-through in the regional semis weakness during the US session."]) + "\n\n"
           "## Cross-asset\n" + pp[1] + "\n\n"
           "_Sources: Reuters, Bloomberg, company releases, exchange data. Nothing here is a recommendation._")
    m = d.post(t, "corvid", txt, kind="near",
               idiom=("long overnight digest with market colour, no decision", "not_hard"))
    d.post(m.t + d.s(5, 12), "corvid", txt2, kind="near")


def sc_morning_report(d: Day):
    c, r = d.c, d.r
    t = d.at(11, 2, 6)
    p = d.deck(4)
    part1 = (f"**Halyard · pre-market vol note ({c['date']}) · 1/3**\n\n"
             "## Overnight\n" + bullets([
                 f"ES {r.uniform(-0.5, 0.5):+.2f}% / NQ {r.uniform(-0.7, 0.7):+.2f}% at 06:00 ET; VIX front future "
                 f"{r.uniform(15.5, 19):.2f}.",
                 f"SPX 1M ATM {r.uniform(11, 15):.1f} vol, 25d put-call skew {r.uniform(3.5, 6.0):.1f} vols.",
                 f"Overnight item on {c['h1co']} routed to me by Switchyard: covered in part 2."]) + "\n\n"
             "## Surface\n" + p[0] + "\n\n" + p[1] + "\n\n(continued)")
    kind = r.randrange(3)
    if kind == 0:
        dec = (f"On {c['h2']} we are lowering conviction on the downside thesis from high to medium: the "
               f"{c['h2full']} stays on, but the catalyst we were positioned for is now behind us and put skew has "
               "already richened.")
        facts = [c["h2"], "lowering conviction", "medium"]
    elif kind == 1:
        dec = (f"Our {c['h2']} view moves from bearish to neutral-bearish: the breakdown we were positioned for has "
               "not come, and two failed tests of support argue for less conviction.")
        facts = [c["h2"], "bearish to neutral-bearish"]
    else:
        dec = (f"We now regard the {c['h2']} downside thesis as invalidated above {c['h2lvl']:.2f}; until that level "
               f"breaks, the {c['h2opt']} is carried as a hedge, not as a view.")
        facts = [c["h2"], "invalidated above", f"{c['h2lvl']:.2f}"]
    imp = r.uniform(0.6, 2.2)
    part2 = (f"**Halyard · pre-market vol note · 2/3**\n\n"
             "## Book review\n"
             f"{c['h1full']} ({c['h1qty']} lots): the overnight {c['h1co']} headline adds roughly {imp:.1f} vols to "
             f"front-month implied in our model of the open; the position's delta is about "
             f"{r.randint(48, 62)} per contract and theta costs ${r.uniform(2.5, 5.5):.1f}k a day at the current mark. "
             f"The hedge of {c['h1hedge']:,} shares keeps the line's net delta near the middle of the band.\n\n"
             f"{c['h2full']} ({c['h2qty']} lots): the stock is {r.uniform(0.5, 2.5):.1f}% off its two-week low and "
             f"realized has come in. {dec} Theta on the line is modest relative to the vega we carry.\n\n"
             f"{c['h3cs']} {c['exp']} ({c['h3qty']} lots): the spread is worth {r.uniform(14, 24):.2f} at mid with "
             f"the event tonight; max value is {S(c['h3k2'] - c['h3k1'])}. Keel is pricing an event hedge; see the "
             "thread later today.\n\n" + p[2] + "\n\n(continued)")
    part3 = (f"**Halyard · pre-market vol note · 3/3**\n\n"
             "## Event calendar\n" + p[3] + "\n\n"
             "## Open questions for the desk\n" + bullets([
                 f"Do we want any 0DTE premium today given the {r.choice(['auction', 'Fed speaker', 'data'])} timing? "
                 "Keel will bring a structure if so.",
                 f"Is the {c['h1']} hedge ratio still the one we want into the weekend?",
                 "Anything from the risk side on vega utilisation before we add?"]) + "\n\n"
             "_End of note. Next update with the 16:00 ET pulse._")
    m1 = d.post(t, "halyard", part1, kind="near",
                idiom=("part 1 of a 3-part report: analysis only", "not_hard"))
    m2 = d.post(t + d.s(6, 14), "halyard", part2, hard=("thesis_update", facts, "buried"),
                idiom=("decision sentence buried in part 2 of a 3-part report", "thesis_update"))
    m3 = d.post(m2.t + d.s(6, 14), "halyard", part3, kind="near")
    d.react(m2, m3.t + d.s(300, 900), "👀", "ravi")


def sc_watch_news_micron(d: Day):
    c, r = d.c, d.r
    t = d.at(12, 9, 10)
    w = c["w"][1]
    co = c["names"][w]["co"]
    nid = next_news_id(c, r)
    text, facts = news_item(r, c, w, d.used_news)
    e = {"title": text, "description": f"Shares indicated {r.uniform(-3, 3):+.1f}% pre-market.",
         "url": f"https://newswire.example/{nid.lower()}", "author": "Newswire · Reuters feed",
         "footer": f"{nid} · {w} · watchlist"}
    m = d.post(t, "news", "", embeds=[e], hard=("watchlist_news", facts, "embed"),
               idiom=("embed-only newswire headline on a watchlist name", "watchlist_news"))
    variant = r.randrange(2)
    if variant == 0:
        txt = f"no-route · {nid} · {co} — watchlist only, no position; logged, no action"
        facts2 = [nid, "no-route"]
    else:
        txt = (f"Not routing {nid} ({co}): watchlist name, no exposure on the book and nothing for execution. "
               "Closed.")
        facts2 = [nid, "Not routing"]
    d.post(t + d.s(20, 70), "switch", txt, ref=m, hard=("no_route_decision", facts2, "structured" if variant == 0 else "untagged"),
           idiom=("router closes a watchlist item without routing", "no_route_decision"))


def sc_flow_report(d: Day):
    c, r = d.c, d.r
    t = d.at(12, 32, 8)
    o = c["o"]
    tk = o[0]
    k = math.ceil(c["names"][tk]["px"] * 1.1 / 5) * 5
    txt = (f"**flow-scout · pre-open flow recap**\n\n"
           "Yesterday's late prints and this morning's early listed flow, ex our own orders:\n\n" + bullets([
               f"{tk}: {r.randint(8, 25)}k {c['exp']} {k}C bought on the offer across three exchanges, "
               f"${r.uniform(4, 9):.1f}M premium. Open interest confirms opening.",
               f"{c['names'][o[1]]['co']}: {r.randint(3, 9)}k July put spread sold, likely overwriting unwinds.",
               f"VIX: {r.randint(20, 60)}k July 25C/35C call spread bought, a repeat of last week's structure.",
               f"SPX: a 5k-lot Sept put-spread collar rolled down; the usual pension roll, nothing new.",
               f"{c['names'][o[2]]['co']}: calls traded {r.uniform(2, 4):.1f}x average volume with no obvious "
               "catalyst."]) + "\n\n" + d.deck(1)[0] + "\n\n"
           "None of the above is our flow; posted for colour only.")
    d.post(t, "flow", txt, kind="near")
    t2 = d.at(14, 21, 6)
    d.post(t2, "flow", f"big buyer of {tk} calls on the tape: {r.randint(9, 20)}k {c['exp']} {k}C lifted at "
           f"{q05(r.uniform(4, 8)):.2f}, looks like one account. not us.", kind="near",
           idiom=("other desk's flow 'big buyer of X calls on the tape'", "not_hard"))
    d.post(t2 + d.s(300, 600), "flow", f"macro desk bought {r.randint(3, 8)}k VIX July 22C this morning, FYI "
           "in case anyone sees it in the risk roll-up", kind="near",
           idiom=("another desk's trade posted FYI", "not_hard"))


def sc_quoted_news(d: Day):
    c, r = d.c, d.r
    t = d.at(12, 52, 10)
    o = c["o"][1]
    d.post(t, "ravi", f"> Reuters: {other_news(r, c, o)}\nnot ours but lol", kind="near",
           idiom=("quoted headline on a name we neither hold nor watch", "not_hard"))
    d.post(t + d.s(40, 200), "dana", "focus", kind="noise")


def sc_spx_ps(d: Day):
    c, r = d.c, d.r
    t = d.at(13, 1, 4)
    o = c["oid"]
    maxloss = (10 - c["ps_cr"]) * 100 * 20
    txt = (f"[PROPOSAL] SPX 0DTE {c['ps']} put spread · sell 20 @ {P(c['ps_cr'])} credit · stop {P(c['ps_stop'])} "
           f"(2x) · TP {P(c['ps_tp'])}\n\n"
           "Rationale:\n" + bullets([
               f"Short strike {c['ps_s']} sits {c['spx'] - c['ps_s']:.0f} points below the {c['spx']:,.2f} indication, "
               f"outside the {r.uniform(0.45, 0.6):.2f}% expected move for the session.",
               f"Implied on the 0DTE chain is {r.uniform(9, 13):.1f} vs {r.uniform(6, 9):.1f} realized over the "
               "last five sessions.",
               f"Max loss ${maxloss:,.0f} ({20} x {P(10 - c['ps_cr'])} x 100); uses {20 / c['lim_0dte'] * 100:.0f}% "
               "of the 0DTE short-premium limit.",
               "No scheduled data after 10:00 ET."]) + "\n\n"
           "Working at mid with a 0.05 give; Fathom to execute on approval.")
    m = d.post(t, "keel", txt, hard=("trade_proposal", [f"{c['ps']} put spread", "sell 20", P(c["ps_cr"]),
                                                        P(c["ps_stop"])], "tagged"),
               idiom=("[PROPOSAL]-tagged 0DTE vertical with stop and TP", "trade_proposal"))
    q = d.post(t + d.s(60, 150), "ravi", f"max loss on that is {P(10 - c['ps_cr'])} x 20 = ${maxloss / 1000:.1f}k?",
               ref=m, kind="near", idiom=("question about a proposal (not an approval)", "not_hard"))
    d.post(q.t + d.s(15, 40), "keel", f"Correct: ${maxloss:,.0f} if SPX settles below {c['ps_l']}; breakeven "
           f"{c['ps_s'] - c['ps_cr']:.2f}.", ref=q, kind="near")
    a = d.post(q.t + d.s(120, 260), "dana", f"go, {P(c['ps_go'])} or better", ref=m,
               hard=("trade_approval", ["go", P(c["ps_go"])], "reply"),
               idiom=("terse 'go, <px> or better' reply approving a proposal", "trade_approval"))
    # order at the open
    t = d.at(13, 30, 0) + d.s(1, 4)
    w = d.post(t, "oms", f"ord={o['ps']} acct=EQO-MAIN sym=SPXW {c['today_ymd']} P{c['ps_s']}/P{c['ps_l']} side=SELL "
               f"qty=20 type=LMT px={P(c['ps_go'])}CR tif=DAY status=WORKING venue=CBOE",
               hard=("trade_confirmation", [o["ps"], "side=SELL", f"px={P(c['ps_go'])}CR", "status=WORKING"],
                     "structured"),
               idiom=("OMS key=value WORKING line", "trade_confirmation"))
    t = w.t + d.s(70, 160)
    f1 = d.post(t, "oms", "", embeds=[{
        "title": "Execution report · partial",
        "description": f"SPXW {c['today_occ']} {c['ps']} put vertical",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "12", "inline": True},
                   {"name": "Leaves", "value": "8", "inline": True}, {"name": "Px", "value": P(c["ps_cr"]), "inline": True},
                   {"name": "Venue", "value": "CBOE", "inline": True}],
        "footer": f"order {o['ps']} · exec {r.getrandbits(24):06x}"}],
        hard=("trade_fill", [o["ps"], "SELL", "12", P(c["ps_cr"])], "embed"),
        idiom=("embed-only partial fill (Execution report)", "trade_fill"))
    t = f1.t + d.s(100, 260)
    f2 = d.post(t, "oms", f"[FILL] {o['ps']} SPX {c['ps']} PS sold 8 @ {P(c['ps_go'])}, order complete 20/20, "
                f"avg {P(c['ps_avg'])}",
                hard=("trade_fill", [o["ps"], "sold 8", P(c["ps_go"]), "20/20"], "tagged"))
    d.react(f2, f2.t + d.s(30, 90), "✅")
    tp = d.post(f2.t + d.s(40, 90), "fathom",
                f"TP resting: {o['ps_tp']} buy 20 SPX {c['ps']} PS @ {P(c['ps_tp'])} debit, DAY, working at CBOE. "
                f"Stop {P(c['ps_stop'])} is held mentally and alerted, not resting.",
                hard=("trade_confirmation", [o["ps_tp"], "buy 20", P(c["ps_tp"]), "working"], "untagged"))
    d.post(tp.t + d.s(60, 200), "dana", "thx", ref=tp, kind="noise")
    d.spx_tp_msg = tp


def sc_h3_news(d: Day):
    c, r = d.c, d.r
    t = d.at(13, 52, 8)
    nid = next_news_id(c, r)
    text, facts = news_item(r, c, c["h3"], d.used_news)
    mv = r.uniform(1.5, 5.0) * r.choice([1, -1])
    body = f"{c['h3co']} {mv:+.1f}% in the first 20 minutes. {text}. ({nid})"
    m = d.post(t, "corvid", body, hard=("held_position_news", [c["h3co"], f"{mv:+.1f}%"] + facts[1:2], "untagged"))
    d.react(m, t + d.s(30, 120), "👀", "ravi")
    d.post(t + d.s(25, 70), "switch",
           f"Routing {nid} to Halyard and Keel: {c['h3co']} moves the {c['h3cs']} and tonight's event hedge pricing.",
           ref=m, hard=("route_decision", [nid, "Halyard and Keel"], "untagged"))


def sc_would_we(d: Day):
    c, r = d.c, d.r
    t = d.at(14, 6, 6)
    q = d.post(t, "ravi", f"would we consider selling the {c['h2']} {S(c['h2k3'])}P against the {S(c['h2k'])}s to cut "
               "theta?", kind="near", idiom=("'would we consider…' question", "not_hard"))
    px = q05(c["names"][c["h2"]]["px"] * r.uniform(0.004, 0.006))
    txt = (f"Rough numbers, not a recommendation: the {c['h2']} {S(c['h2k3'])}P {c['exp']} is {P(px)} mid. Selling "
           f"{c['h2qty']} against the {c['h2opt']} would take theta from about -${r.uniform(1.5, 3):.1f}k to "
           f"-${r.uniform(0.6, 1.2):.1f}k a day and cut vega by roughly {r.randint(30, 45)}%, at the cost of capping "
           f"the payoff below {S(c['h2k3'])}.\n\n"
           f"Things to weigh:\n" + bullets([
               f"Put skew: the {S(c['h2k3'])} strike trades {r.uniform(1, 2.5):.1f} vols over the {S(c['h2k'])}, so "
               "the spread is cheaper to own than the outright for the same delta.",
               "Converting to a spread changes what the position is for; if it is a hedge the cap matters more.",
               "Liquidity in the wing is fine at this size."]) + "\n\n"
           "Whether to do it is a desk call.")
    d.post(q.t + d.s(60, 180), "halyard", txt, ref=q, kind="near")


def sc_paper(d: Day):
    c, r = d.c, d.r
    t = d.at(14, 36, 10)
    tk = c["o"][0]
    k = math.ceil(c["names"][tk]["px"] * 1.06 / 5) * 5
    d.post(t, "sim", f"[PAPER] sim-eqopt · BUY 10 {tk} {c['exp']} {k}C @ {P(q05(r.uniform(3, 7)))} · paper PnL since "
           f"inception {money(r.uniform(-4, 9) * 1000)}", kind="near",
           idiom=("paper-portfolio trade from the simulator", "not_hard"))
    t2 = d.at(18, 46, 10)
    d.post(t2, "ravi", f"paper acct: sold 5 SPX 0DTE {c['ps_s'] + 100}/{c['ps_s'] + 110} call spread @ "
           f"{P(q05(r.uniform(0.6, 1.1)))}, just to see how the afternoon decay looks", kind="near")


def sc_h2_add(d: Day):
    c, r = d.c, d.r
    o = c["oid"]
    t = d.at(14, 41, 5)
    opt = f"{c['h2']} {c['exp']} {S(c['h2k2'])}P"
    p = d.post(t, "ravi", f"prop: b 30 {opt} @ {P(c['h2newpx'])}, stop {P(c['h2newstop'])}. adds to the "
               f"{S(c['h2k'])}s before the close",
               hard=("trade_proposal", ["b 30", opt, P(c["h2newpx"]), P(c["h2newstop"])], "shorthand"),
               idiom=("shorthand 'prop: b 30 <opt> @ px, stop px'", "trade_proposal"))
    a = d.post(p.t + d.s(60, 200), "dana", f"approved. {c['h2']} add ok", ref=p,
               hard=("trade_approval", ["approved", f"{c['h2']} add"], "reply"))
    proj = c["lim_vega"] * r.uniform(1.08, 1.2)
    rz = d.post(a.t + d.s(30, 70), "tess",
                f"RISK · {o['h2add']} ({opt} buy 30) resized to 20: single-name vega on {c['h2']} would be "
                f"${proj:.0f}k against the ${c['lim_vega']}k cap. Remaining 10 blocked.",
                hard=("risk_limit", [o["h2add"], "resized to 20", f"${c['lim_vega']}k"], "tagged"),
                idiom=("risk engine resizes an order against a limit", "risk_limit"))
    t = rz.t + d.s(15, 40)
    if d.opt.get("h2_accept"):
        d.post(t, "fathom", f"{o['h2add']} accepted at CBOE: buy 20 {opt}, {P(c['h2newpx'])} limit, working.",
               hard=("trade_confirmation", [o["h2add"], "accepted", "buy 20"], "untagged"))
    t += d.s(160, 320)
    # a transposed-digits typo: 2.14 -> 2.41
    good = P(c["h2newpx"] - 0.01)
    digits = good.replace(".", "")
    typo = good
    if len(digits) >= 3 and digits[-1] != digits[-2]:
        typo = good[:-2] + good[-1] + good[-2]
    else:
        typo = P(float(good) + 0.30)
    f = d.post(t, "fathom", f"{o['h2add']} filled 20 @ {typo}, {opt}. Position now {c['h2qty']} {c['h2opt']} + 20 "
               f"{S(c['h2k2'])}P.", ref=p, hard=("trade_fill", [o["h2add"], "filled 20", good], "untagged"),
               idiom=("fill price corrected by an edit", "trade_fill"))
    d.edit(f, t + d.s(90, 240), f"{o['h2add']} filled 20 @ {good}, {opt}. Position now {c['h2qty']} {c['h2opt']} + "
           f"20 {S(c['h2k2'])}P. (px corrected)", superseded=[typo])
    d.post(f.t + d.s(30, 120), "ravi", "thx", ref=f, kind="noise")


def sc_midday_report(d: Day):
    c, r = d.c, d.r
    t = d.at(15, 9, 5)
    p = d.deck(3)
    kind = r.randrange(3)
    old, new = P(c["h1stop_old"]), P(c["h1stop_new"])
    if kind == 0:
        dec = f"Given the skew, we are rolling the stop on the {c['h1opt']} to {new} from {old}."
        facts = [c["h1opt"], new]
    elif kind == 1:
        dec = (f"With the position {int((c['h1mark'] / c['h1entry'] - 1) * 100)}% up on premium, the stop on the "
               f"{c['h1full']} moves up to {new} (previously {old}).")
        facts = [c["h1full"], new]
    else:
        dec = f"Action this hour: stop on {c['h1opt']} raised to {new}, from {old}, to lock in part of the open gain."
        facts = [c["h1opt"], "raised to", new]
    txt = (f"## Halyard · midday pulse · {c['date']}\n\n"
           "### Market\n" + p[0] + "\n\n"
           "### Book\n" + bullets([
               f"{c['h1full']}: mark {P(c['h1mark'])} vs {P(c['h1entry'])} average; {c['h1']} "
               f"{c['names'][c['h1']]['px']:,.2f}, {r.uniform(0.3, 2.0):+.1f}% on the day.",
               f"{c['h2full']}: mark {P(c['h2mark'])}; the add from this morning is in.",
               f"{c['h3cs']}: {r.uniform(14, 24):.2f} mid into tonight's event.",
               f"SPX {c['ps']} PS: short 20 at {P(c['ps_avg'])} average, TP resting at {P(c['ps_tp'])}."]) + "\n\n"
           f"{c['h1']} skew has flattened through the morning: the 25-delta risk reversal in {c['exp']} moved "
           f"{r.uniform(0.8, 2.2):.1f} vols toward calls while spot rallied, so the call we own has gained more than "
           f"its delta alone explains. {dec} Separately, the upside wing remains well bid, and we note the "
           f"{c['exp']} {S(c['h1k'] + 2 * c['names'][c['h1']]['step'])}C trading at its highest implied of the month.\n\n"
           "### Vol\n" + p[1] + "\n\n" + p[2] + "\n\n"
           "### Next\n" + bullets([
               "16:00 ET pulse as usual.",
               "Keel is pricing an iron condor for the afternoon; it will come as a separate proposal.",
               f"Event thread for {c['h3']} opens after 11:45 ET."]))
    m = d.post(t, "halyard", txt, hard=("stop_or_target_change", facts, "buried"),
               idiom=("stop roll buried mid-paragraph in a long pulse ('…we are rolling the stop…Separately…')",
                      "stop_or_target_change"))
    d.react(m, t + d.s(120, 400), "📌")


def sc_ic(d: Day):
    c, r = d.c, d.r
    t = d.at(15, 31, 5)
    p = d.deck(2)
    sc = c["ic"].split("/")
    dec = (f"Concretely, the proposal is to sell {c['ic_qty']}x the SPX 0DTE {c['ic']} iron condor at "
           f"{P(c['ic_cr'])} credit, stop at {P(c['ic_stop'])} on the package, no target: let it expire.")
    txt = (f"### Keel · afternoon structure review\n\n"
           "**Context.** " + p[0] + "\n\n"
           "**Construction.**\n"
           "```\n"
           f"leg  side  qty  strike  type  delta   mid\n"
           f" 1   buy   {c['ic_qty']:>3}  {sc[0]:>6}  P    -0.03   {r.uniform(0.15, 0.3):.2f}\n"
           f" 2   sell  {c['ic_qty']:>3}  {sc[1]:>6}  P    -0.06   {r.uniform(0.5, 0.9):.2f}\n"
           f" 3   sell  {c['ic_qty']:>3}  {sc[2]:>6}  C     0.07   {r.uniform(0.5, 0.9):.2f}\n"
           f" 4   buy   {c['ic_qty']:>3}  {sc[3]:>6}  C     0.03   {r.uniform(0.15, 0.3):.2f}\n"
           "```\n"
           f"Wings are {c['spx'] - int(sc[1]):.0f} points below and {int(sc[2]) - c['spx']:.0f} points above spot, "
           f"roughly 1.3 and 1.2 times the remaining expected move. {dec} Greeks for the package: delta near zero, "
           f"gamma {kmoney(-r.uniform(4, 9) * 1000)} per point at the wings, theta "
           f"+${r.uniform(1.2, 2.4):.1f}k over the remaining session.\n\n"
           "**Risk.** " + p[1] + f" Combined with the {c['ps']} PS already on, the 0DTE short-premium usage would be "
           f"{20 + c['ic_qty']} of {c['lim_0dte']} lots.\n\n"
           "**Alternatives considered.**\n" + bullets([
               "A put spread only: less credit, more directional.",
               "A broken-wing fly around the pin: attractive payout, poor liquidity this late.",
               "Doing nothing: always available."]))
    m = d.post(t, "keel", txt, hard=("trade_proposal", [f"sell {c['ic_qty']}x", c["ic"], P(c["ic_cr"]),
                                                        P(c["ic_stop"])], "buried"),
               idiom=("iron condor proposal buried in a structuring report with a legs table", "trade_proposal"))
    d.post(t + d.s(90, 200), "ravi", "looks interesting", ref=m, kind="near",
           idiom=("'looks interesting' reply to a proposal", "not_hard"))
    d.post(t + d.s(260, 480), "dana", "no, pass on the IC. short enough gamma already", ref=m,
           hard=("trade_approval", ["no, pass", "IC"], "reply"),
           idiom=("'no, pass' reply rejecting a proposal", "trade_approval"))


def sc_thread(d: Day):
    c, r = d.c, d.r
    o = c["oid"]
    t = d.at(15, 46, 4)
    starter = d.post(t, "dana", f"thread for the {c['h3']} print →", kind="chat")
    d.open_thread(t + d.s(2, 5))
    t = d.thread_t + d.s(20, 60)
    p = d.deck(2)
    em = c["names"][c["h3"]]["px"] * r.uniform(0.06, 0.08)
    txt = (f"## {c['h3']} earnings prep ({c['date']}, after the close)\n\n"
           "### What is priced\n" + bullets([
               f"{c['exp']} ATM straddle {em:.2f}, ±{em / c['names'][c['h3']]['px'] * 100:.1f}% implied move.",
               f"Front-week implied {r.uniform(60, 85):.1f} vs {r.uniform(35, 45):.1f} for the next monthly; the "
               "event accounts for most of the gap.",
               f"Last eight prints realized an average move of {r.uniform(5, 9):.1f}%, larger than implied on "
               f"{r.randint(3, 5)} of them."]) + "\n\n"
           "### Our exposure\n"
           f"The {c['h3cs']} {c['exp']} ({c['h3qty']} lots) has max value {S(c['h3k2'] - c['h3k1'])} and is worth "
           f"about {r.uniform(14, 24):.2f} now. A move above {S(c['h3k2'])} maximizes it; a move below "
           f"{S(c['h3pk'])} takes it to near zero.\n\n"
           "### Surface\n" + p[0] + "\n\n"
           "### Considerations\n" + p[1])
    d.post(t, "halyard", txt, kind="near", where="thread")
    t += d.s(240, 420)
    prop = d.post(t, "keel",
                  f"Event hedge for the {c['h3cs']}: buy {c['h3putqty']} {c['h3']} {c['exp']} {S(c['h3pk'])}P @ "
                  f"{P(c['h3putpx'])}, stop {P(c['h3putstop'])}. Costs about "
                  f"${c['h3putqty'] * c['h3putpx'] * 100 / 1000:.1f}k and offsets roughly 60% of the spread's value "
                  "in a -8% gap.",
                  where="thread",
                  hard=("trade_proposal", [f"buy {c['h3putqty']}", f"{c['h3']} {c['exp']} {S(c['h3pk'])}P",
                                           P(c["h3putpx"]), P(c["h3putstop"])], "untagged"))
    hist = d.post(prop.t + d.s(60, 160), "ravi", f"fwiw last earnings we sold the {S(c['h3kold'])} straddle and "
                  f"it went against us by {r.randint(18, 45)} pts in the first five minutes", where="thread",
                  kind="near", idiom=("history: 'last earnings we sold the … straddle'", "not_hard"))
    ap = d.post(hist.t + d.s(60, 180), "dana", "👍 send it", ref=prop, where="thread",
                hard=("trade_approval", ["👍", "send it"], "reply"),
                idiom=("emoji approval '👍 send it' in a thread", "trade_approval"))
    t = ap.t + d.s(60, 150)
    fl = d.post(t, "oms", "", where="thread", embeds=[{
        "title": "Execution report",
        "description": f"{c['h3']} {c['exp_occ']} {S(c['h3pk'])} PUT",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": str(c["h3putqty"]), "inline": True},
                   {"name": "Px", "value": P(c["h3putpx"] - 0.10), "inline": True}],
        "footer": f"order {o['h3put']} · venue ISE"}],
        hard=("trade_fill", [o["h3put"], "BUY", str(c["h3putqty"]), P(c["h3putpx"] - 0.10)], "embed"))
    d.post(fl.t + d.s(20, 80), "dana", "ty", ref=fl, where="thread", kind="noise")
    t = fl.t + d.s(400, 900)
    if d.opt.get("stop_pull"):
        d.post(t, "dana", f"pulling the stop on the {c['h3cs']}, manage by hand into the print", where="thread",
               hard=("stop_or_target_change", [c["h3cs"], "pulling the stop"], "untagged"))
        t += d.s(60, 200)
    d.post(t, "halyard", "Thread summary so far: event is after the close, I will post the post-print read here.",
           where="thread", kind="chat")
    # after the print (evening), a thread note
    t2 = d.at(20, 26, 4)
    mv = f"{r.uniform(2, 7) * r.choice([1, -1]):+.1f}%"
    d.post(t2, "halyard", f"{c['h3']} results are out; the stock is indicated {mv} after hours. "
           "Marks on the thread positions will update with the 21:00Z snapshot.", where="thread",
           hard=("held_position_news", [c["h3"], "results are out", mv], "untagged"),
           idiom=("post-earnings reaction on a held name posted in a thread", "held_position_news"))
    return starter


def sc_stop_edits(d: Day):
    c, r = d.c, d.r
    a, b, cc = c["h2stops"]
    t = d.at(16, 11, 6)
    m = d.post(t, "dana", f"stop on {c['h2full']} now {P(a)}",
               hard=("stop_or_target_change", [c["h2full"], P(cc)], "untagged"),
               idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    d.pin(m, t + d.s(30, 90))
    d.edit(m, d.at(16, 56, 4), f"stop on {c['h2full']} now {P(b)}", superseded=[P(a)])
    d.edit(m, d.at(18, 21, 4), f"stop on {c['h2full']} now {P(cc)}", superseded=[P(b)])


def sc_watch_news_alphabet(d: Day):
    c, r = d.c, d.r
    t = d.at(16, 31, 6)
    w = c["w"][0]
    co = c["names"][w]["co"]
    nid = next_news_id(c, r)
    text, facts = news_item(r, c, w, d.used_news)
    m = d.post(t, "corvid", f"Watchlist · {co}: {text}. No position on our side. ({nid})",
               hard=("watchlist_news", facts, "untagged"))
    d.post(t + d.s(20, 60), "switch", f"no-route · {nid} · {w} watchlist headline · no exposure · closed",
           ref=m, hard=("no_route_decision", [nid, "no-route"], "structured"))


def sc_thesis_flip(d: Day):
    c, r = d.c, d.r
    t = d.at(16, 47, 6)
    if r.random() < 0.5:
        d.post(t, "dana", f"flipping neutral on {c['h3']} into the print. no new upside.",
               hard=("thesis_update", [c["h3"], "flipping neutral"], "untagged"),
               idiom=("terse human thesis flip", "thesis_update"))
    else:
        d.post(t, "dana", f"{c['h3']}: out of the bull camp into the print, neutral now",
               hard=("thesis_update", [c["h3"], "neutral now"], "untagged"),
               idiom=("terse human thesis flip", "thesis_update"))


def sc_risk_report(d: Day, hh, mm, title):
    c, r = d.c, d.r
    t = d.at(hh, mm, 5)
    p = d.deck(2)
    util = [r.randint(30, 80) for _ in range(4)]
    eod = title.startswith("end")
    lots = 0 if eod else 20
    notes = ([f"Pre-trade checks: every order since 13:30Z passed or was resized as logged in this channel.",
              "Overnight limits carry unchanged from today's pinned post.",
              "Borrow and margin: no changes from the prime broker."] if eod else
             ["No breaches since the morning limits post.",
              "Pre-trade checks passed on every order since 13:30Z.",
              "Borrow and margin: no changes from the prime broker."])
    txt = (f"## Tessellate · {title}\n\n"
           "### Limit utilisation\n" + bullets([
               f"SPX 0DTE short premium: {lots} of {c['lim_0dte']} lots ({lots / c['lim_0dte'] * 100:.0f}%).",
               f"Single-name vega: {c['h1']} {util[0]}%, {c['h2']} {util[1]}%, {c['h3']} {util[2]}% of "
               f"${c['lim_vega']}k.",
               f"Net delta: {util[3]}% of ±${c['lim_delta']:.1f}M.",
               f"Daily loss: {r.randint(0, 25)}% of the -${c['lim_loss']}k stop."]) + "\n\n"
           "### Scenarios (full revaluation)\n"
           "```\n"
           "shock      SPX -3%    SPX -1%    SPX +1%    SPX +3%   vol +5\n"
           f"pnl      {kmoney(-r.uniform(60, 140) * 1000):>9}  {kmoney(-r.uniform(15, 40) * 1000):>9}  "
           f"{kmoney(r.uniform(10, 40) * 1000):>9}  {kmoney(r.uniform(40, 120) * 1000):>9}  "
           f"{kmoney(r.uniform(40, 110) * 1000):>8}\n"
           "```\n\n"
           "### Concentration\n"
           f"The top three lines account for {r.randint(70, 88)}% of gross vega. Gamma is concentrated in the "
           f"0DTE spread and the {c['h1']} calls. " + p[0] + "\n\n"
           "### Context\n" + p[1] + "\n\n"
           "### Notes\n" + bullets(notes))
    d.post(t, "tess", txt, kind="near", idiom=("long risk report with utilisation and no limit change", "not_hard")
           if title.startswith("midday") else None)


def sc_breach(d: Day):
    c, r = d.c, d.r
    o = c["oid"]
    t = d.at(17, 11, 5)
    br = d.post(t, "tess",
                "⚠️ limit breach\n```json\n" + json.dumps({
                    "type": "limit_breach", "limit": "net_delta", "value": f"+${c['breach']:.2f}M",
                    "limit_value": f"±${c['lim_delta']:.1f}M", "action": "block_delta_adding_orders",
                    "since": iso(t)[11:19] + "Z"}) + "\n```",
                hard=("risk_limit", ["limit_breach", "net_delta", f"+${c['breach']:.2f}M"], "structured"),
                idiom=("JSON breach line from the risk engine", "risk_limit"))
    t = br.t + d.s(40, 100)
    prop = d.post(t, "halyard",
                  f"The breach comes from the {c['h1']} rally through the {S(c['h1k'])} strike: the calls' delta rose "
                  f"faster than the hedge. Proposal: sell {c['hedge_sh']:,} {c['h1']} shares at market to bring net "
                  f"delta back to about ${c['delta_target']:.2f}M, inside the band with room for the close. "
                  "Cost is spread only; no change to the options.",
                  ref=br, hard=("trade_proposal", [f"sell {c['hedge_sh']:,}", f"{c['h1']} shares", "at market"],
                                "untagged"))
    ok = d.post(prop.t + d.s(40, 120), "dana", f"ok go, all {c['hedge_sh']:,}", ref=prop,
                hard=("trade_approval", ["ok go", f"{c['hedge_sh']:,}"], "reply"),
                idiom=("'ok go' approval reply", "trade_approval"))
    t = ok.t + d.s(20, 50)
    fl = d.post(t, "oms", f"fill ord={o['hedge']} sym={c['h1']} side=SELL qty={c['hedge_sh']} px={c['hedge_px']:.2f} "
                "venue=XNAS liq=R status=FILLED",
                hard=("trade_fill", [o["hedge"], "side=SELL", f"qty={c['hedge_sh']}", f"px={c['hedge_px']:.2f}"],
                      "structured"),
                idiom=("OMS key=value stock hedge fill", "trade_fill"))
    if d.opt.get("restored"):
        d.post(fl.t + d.s(40, 120), "tess", f"net delta back to +${c['delta_target']:.2f}M; breach cleared, "
               "delta-adding orders unblocked.", ref=br,
               hard=("risk_limit", ["breach cleared", "unblocked"], "untagged"))


def sc_backtest(d: Day):
    c, r = d.c, d.r
    t = d.at(17, 33, 8)
    wr = r.uniform(64, 78)
    txt = (f"### Keel · backtest: 0DTE 10-delta iron condor, 2022-01 → 2025-05\n\n"
           "Setup: sell at 14:00 ET, 10-wide wings at the 10-delta strikes, stop at 2x credit, fills at mid minus "
           "one tick, commissions $0.65 per leg.\n\n" + bullets([
               f"Sessions: {r.randint(820, 860)}; win rate {wr:.1f}%; average credit {r.uniform(0.9, 1.4):.2f}.",
               f"Average win ${r.uniform(90, 130):.0f}, average loss ${r.uniform(240, 330):.0f} per condor.",
               f"Worst month: {r.choice(['2022-06', '2022-09', '2024-08'])}, {kmoney(-r.uniform(8, 20) * 1000)} per "
               "10 lots.",
               f"Sharpe (daily, annualised) {r.uniform(0.6, 1.3):.2f}; with CPI/FOMC days excluded "
               f"{r.uniform(1.1, 1.8):.2f}."]) + "\n\n" + "\n\n".join(d.deck(2)) + "\n\n"
           "Caveats: mid fills flatter the result; the 2x stop is evaluated on one-minute bars, so gap-through "
           "losses are understated. This is research, not a trade.")
    d.post(t, "keel", txt, kind="near", idiom=("backtest report with fills/stops language", "not_hard"))


def sc_hypo_stop(d: Day):
    c, r = d.c, d.r
    t = d.at(17, 46, 6)
    m = d.post(t, "ravi", f"a tighter stop, say {P(lvl(c['h1mark'] * 0.92))}, on the {c['h1opt']} would be "
               "sensible into the weekend, no?", kind="near",
               idiom=("hypothetical stop 'would be sensible' (no decision)", "not_hard"))
    d.post(t + d.s(60, 200), "dana", "we'll see", ref=m, kind="noise")


def sc_deleted_prop(d: Day):
    c, r = d.c, d.r
    t = d.at(17, 52, 6)
    tk = c["o"][0]
    k = math.ceil(c["names"][tk]["px"] * 1.08 / 5) * 5
    px = P(q05(r.uniform(3, 7)))
    snip = f"buy 25 {tk} {c['exp']} {k}C @ {px}"
    m = d.post(t, "ravi", f"[PROPOSAL] {snip}, stop {P(q05(float(px) / 2))}",
               hard=("trade_proposal", [f"buy 25", f"{tk} {c['exp']} {k}C", px], "tagged"), snippet=snip)
    d.delete(m, t + d.s(30, 80))
    d.post(t + d.s(90, 140), "ravi", "wrong channel, ignore", kind="noise")


def sc_someone(d: Day):
    c, r = d.c, d.r
    t = d.at(15, 18, 20)
    d.post(t, "ravi", f"someone should look at {c['o'][2]} skew, the July puts look broken", kind="near")
    t = d.at(13, 15, 4)
    w = c["w"][1]
    k = math.ceil(c["names"][w]["px"] * 1.04 / 5) * 5
    d.post(t, "ravi", f"what if we bought the {w} {c['exp']} {k}C into their print?", kind="near")


def sc_0dte_rule(d: Day):
    c, r = d.c, d.r
    t = d.at(18, 4, 4)
    m = d.post(t, "dana", "hard rule for the rest of today: no new 0DTE short premium after 19:00Z. tess pls enforce",
               hard=("risk_limit", ["no new 0DTE short premium", "19:00Z"], "untagged"),
               idiom=("human sets an intraday risk rule", "risk_limit"))
    d.react(m, t + d.s(20, 60), "✅", "dana")
    d.post(t + d.s(30, 70), "tess", "ack", ref=m, kind="noise")
    d.pin(m, t + d.s(80, 140))


def sc_spx_close(d: Day):
    c, r = d.c, d.r
    o = c["oid"]
    t = d.at(18, 27, 4)
    if d.opt.get("route_fathom"):
        d.post(t, "dana", "Fathom you own the SPX PS close-out from here", ref=d.spx_tp_msg,
               hard=("route_decision", ["Fathom", "SPX PS close-out"], "untagged"),
               idiom=("human routes work to the execution agent by name", "route_decision"))
    t += d.s(90, 200)
    mv = d.post(t, "fathom", f"Moving the TP on the SPX {c['ps']} PS to {P(c['ps_tp2'])} from {P(c['ps_tp'])}: "
                "theta has done most of the work and the 0.40 bid has not traded in 40 minutes. Cancel/replace below.",
                hard=("stop_or_target_change", [f"SPX {c['ps']} PS", P(c["ps_tp2"])], "untagged"))
    t = mv.t + d.s(5, 15)
    d.post(t, "oms", f"ord={o['ps_tp']} status=CANCELLED reason=cxl_replace → ord={o['ps_tp2']} side=BUY qty=20 "
           f"px={P(c['ps_tp2'])}DB status=WORKING venue=CBOE",
           hard=("trade_confirmation", [o["ps_tp"], "status=CANCELLED", o["ps_tp2"], "status=WORKING"], "structured"))
    t = d.at(19, 38, 6)
    f = d.post(t, "oms", "", embeds=[{
        "title": "Execution report",
        "description": f"SPXW {c['today_occ']} {c['ps']} put vertical · closing",
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": "20", "inline": True},
                   {"name": "Px", "value": P(c["ps_tp2"]), "inline": True}],
        "footer": f"order {o['ps_tp2']} · venue CBOE"}],
        hard=("trade_fill", [o["ps_tp2"], "BUY", "20", P(c["ps_tp2"])], "embed"))
    d.react(f, t + d.s(30, 100), "✅")


def sc_hedge_call(d: Day):
    c, r = d.c, d.r
    o = c["oid"]
    t = d.at(19, 6, 3)
    m = d.post(t, "dana", f"b 10 SPX 0DTE {c['hk']}C @ {P(c['hk_px'])}, into the close",
               hard=("trade_proposal", ["b 10", f"SPX 0DTE {c['hk']}C", P(c["hk_px"])], "shorthand"))
    t += d.s(20, 40)
    d.post(t, "oms", "", embeds=[{
        "title": "Order rejected",
        "description": f"SPXW {c['today_occ']} {c['hk']} CALL · BUY 10 @ {P(c['hk_px'])}",
        "fields": [{"name": "Order", "value": o["hk"], "inline": True},
                   {"name": "Reason", "value": f"limit outside NBBO collar ({P(c['hk_px'])} vs "
                                               f"{P(c['hk_px2'] - 0.05)}/{P(c['hk_px2'] + 0.05)})"},
                   {"name": "Venue", "value": "CBOE", "inline": True}],
        "footer": "oms-gw · reject"}],
        hard=("trade_confirmation", [o["hk"], "Order rejected", "NBBO collar"], "embed"),
        idiom=("embed-only venue reject", "trade_confirmation"))
    t += d.s(60, 120)
    d.post(t, "fathom", f"[FILL] {o['hk2']} SPX 0DTE {c['hk']}C bought 10 @ {P(c['hk_px2'])} (resent at the "
           f"offer after the collar reject on {o['hk']})", ref=m,
           hard=("trade_fill", [o["hk2"], "bought 10", P(c["hk_px2"])], "tagged"))


def sc_bulk(d: Day):
    c, r = d.c, d.r
    t = d.at(18, 51, 3)
    ms = []
    px = c["names"][c["h1"]]["px"]
    for i in range(4):
        ms.append(d.post(t + i * d.s(1, 2), "alerts", f"🔔 {c['h1']} {px:,.2f} crossed above {round(px / 10) * 10 - 10:,.2f}",
                         kind="noise", snippet=None))
    ms.append(d.post(t + d.s(9, 12), "gw", "gateway: replaying buffered alerts (4) after resume", kind="noise"))
    for m in ms:
        m.snippet = m.content
    d.bulk_delete(ms, t + d.s(120, 200))
    ms[0].snippet = f"🔔 {c['h1']} {px:,.2f} crossed above"
    for m in ms[1:4]:
        m.snippet = ms[0].snippet
    ms[4].snippet = "replaying buffered alerts (4)"
    d.post(t + d.s(210, 260), "admin", "cleared the alert replay spam", kind="noise")


def sc_after_close_news(d: Day):
    c, r = d.c, d.r
    t = d.at(20, 19, 6)
    nid = next_news_id(c, r)
    text, facts = news_item(r, c, c["h2"], d.used_news)
    e = {"title": text, "description": "After-hours: shares "
         f"{r.uniform(-2.5, 2.5):+.1f}% in extended trading.", "author": "Newswire · Bloomberg feed",
         "footer": f"{nid}"}
    m = d.post(t, "news", "", embeds=[e], hard=("held_position_news", facts, "embed"),
               idiom=("after-hours embed headline on the underlying of held puts", "held_position_news"))
    d.post(t + d.s(30, 90), "switch", f"Handing {nid} ({c['h2co']}) to Corvid for a one-pager before the open; "
           "Halyard cc'd for the put book.", ref=m, hard=("route_decision", [nid, "Corvid"], "untagged"))


def sc_eod_report(d: Day):
    c, r = d.c, d.r
    t = d.at(20, 41, 5)
    p = d.deck(3)
    if r.random() < 0.5:
        dec = f"Net, we are raising conviction on the {c['h1']} upside thesis into {c['exp']} from medium to high."
        facts = [c["h1"], "raising conviction", "medium to high"]
    else:
        dec = (f"We confirm the bullish {c['h1']} view into the {c['exp']} expiry; conviction unchanged at high "
               "after today's price action.")
        facts = [c["h1"], "confirm the bullish", "conviction unchanged at high"]
    pt1 = (f"**Halyard · end-of-day note · {c['date']} · 1/2**\n\n"
           "## Session recap\n" + p[0] + "\n\n"
           "## Book\n"
           f"The {c['h1full']} finished the day {r.uniform(5, 18):.1f}% higher on premium with {c['h1']} at "
           f"{c['names'][c['h1']]['px'] * (1 + r.uniform(0.002, 0.012)):,.2f}; the afternoon delta hedge "
           f"({c['hedge_sh']:,} shares) kept the book inside limits. {dec} The {c['h2']} put line is now a hedge in "
           "our framework, and the 0DTE spread closed at its target.\n\n" + p[1] + "\n\n(continued)")
    if r.random() < 0.5:
        dec2 = (f"For the overnight, we are setting a take-profit on the {c['h1full']} at {P(c['h1tp'])}, resting "
                "with Fathom for the life of the position.")
        facts2 = [c["h1full"], "take-profit", P(c["h1tp"])]
    else:
        dec2 = f"Target on the {c['h1opt']} is now set at {P(c['h1tp'])} on premium, resting with Fathom."
        facts2 = [c["h1opt"], "Target", P(c["h1tp"])]
    pt2 = (f"**Halyard · end-of-day note · 2/2**\n\n"
           "## Tomorrow\n" + bullets([
               f"{c['h3']} print reaction at the open: the thread has the hedge details.",
               "Data: nothing before 08:30 ET.",
               "Expiry positioning: monthly open interest is concentrated 2-3% out of the money in index."]) + "\n\n"
           f"## Levels\nThe stop on the {c['h1opt']} stays where it was rolled at midday. {dec2} "
           f"Everything else carries unchanged.\n\n" + p[2] + "\n\n_End of note._")
    m1 = d.post(t, "halyard", pt1, hard=("thesis_update", facts, "buried"))
    m2 = d.post(m1.t + d.s(6, 14), "halyard", pt2, hard=("stop_or_target_change", facts2, "buried"),
                idiom=("take-profit set in part 2 of an end-of-day note", "stop_or_target_change"))
    d.react(m2, m2.t + d.s(300, 900), "👍")


def sc_corvid_eod(d: Day):
    c, r = d.c, d.r
    t = d.at(21, 12, 6)
    p = d.deck(2)
    o = c["o"]
    txt = (f"# Corvid · evening wrap · {c['date']}\n\n"
           "## Tape\n" + bullets([
               f"SPX {r.uniform(-0.9, 0.9):+.2f}%, NDX {r.uniform(-1.2, 1.2):+.2f}%, RTY {r.uniform(-1.3, 1.3):+.2f}%.",
               f"VIX closed {r.uniform(15, 19):.2f}; VVIX {r.uniform(80, 100):.1f}.",
               f"Breadth {r.randint(35, 65)}% advancers on the NYSE; volume {r.randint(85, 115)}% of the 20-day "
               "average."]) + "\n\n"
           "## Themes\n" + p[0] + "\n\n" + p[1] + "\n\n"
           "## After-hours elsewhere\n" + bullets([
               f"{c['names'][o[3]]['co']}: {other_news(r, c, o[3])}.",
               f"{c['names'][o[4]]['co']}: {other_news(r, c, o[4])}."]) + "\n\n"
           "_Compiled from wires and exchange data. Items touching our book were posted individually._")
    d.post(t, "corvid", txt, kind="near")


def sc_switch_summary(d: Day):
    c, r = d.c, d.r
    t = d.at(21, 31, 3)
    txt = (f"**Switchyard · daily routing summary · {c['date']}**\n\n" + bullets([
        f"Items seen: {r.randint(30, 48)} (news {r.randint(14, 24)}, flow {r.randint(4, 9)}, internal "
        f"{r.randint(6, 12)})",
        f"Routed: {r.randint(4, 7)}, to Halyard, Keel, Corvid and Fathom",
        f"Not routed: {r.randint(5, 9)} (watchlist-only, duplicates, other desks)",
        "Pending: 0",
        f"Median time to route: {r.randint(18, 55)}s"]) + "\n\n"
        "Dedupe window misfired once (two copies of the same wire headline); the CI fix is on a branch.")
    d.post(t, "switch", txt, kind="near")
    d.post(d.at(13, 58, 20), "switch", f"router status: queue 0 · {r.randint(6, 14)} items since 00:00Z · last route "
           f"{r.randint(6, 13):02d}:{r.randint(10, 59)}Z", kind="near",
           idiom=("router status line (not a routing decision)", "not_hard"))


def sc_pulses(d: Day):
    c, r = d.c, d.r
    for hh, mm in [(14, 15), (15, 40), (16, 58), (17, 40), (18, 35), (19, 52)]:
        t = d.at(hh, mm, 4)
        p = d.deck(3, double=0.9)
        txt = (f"**Halyard · pulse {hh - 4:02d}:{mm:02d} ET**\n\n" + bullets([
            f"SPX {c['spx'] + r.uniform(-20, 25):,.2f} ({r.uniform(-0.6, 0.6):+.2f}%), VIX {r.uniform(15, 19):.2f}.",
            f"{c['h1']} {c['names'][c['h1']]['px'] * (1 + r.uniform(-0.01, 0.015)):,.2f}, {c['h2']} "
            f"{c['names'][c['h2']]['px'] * (1 + r.uniform(-0.01, 0.01)):,.2f}, {c['h3']} "
            f"{c['names'][c['h3']]['px'] * (1 + r.uniform(-0.02, 0.02)):,.2f}.",
            f"Realized since the open {r.uniform(6, 12):.1f}% annualised vs {r.uniform(9, 14):.1f}% implied on the "
            "0DTE chain."]) + "\n\n" + p[0] + "\n\n" + p[1] + "\n\n" + p[2] +
            "\n\nNo changes to the book from this pulse.")
        d.post(t, "halyard", txt, kind="near",
               idiom=("hourly pulse full of trading words, 'no changes'", "not_hard") if hh == 14 else None)


def sc_midday_corvid(d: Day):
    c, r = d.c, d.r
    t = d.at(17, 2, 6)
    p = d.deck(2)
    txt = (f"## Corvid · sector note: semis and software into month-end\n\n"
           + p[0] + "\n\n" + p[1] + "\n\n"
           "### Sell-side this week (names outside our book)\n" + bullets([
               f"{c['names'][c['o'][1]]['co']}: two target changes, both up, no rating changes.",
               f"{c['names'][c['o'][2]]['co']}: an initiation at Neutral, the first in six months.",
               f"{c['names'][c['o'][3]]['co']}: channel checks mixed."]) + "\n\n"
           "### Read-across\nThe common thread is pricing power in datacenter supply chains; consumer-facing "
           "software has lagged. This is a general observation, not a view on any position.")
    d.post(t, "corvid", txt, kind="near")


def sc_forget(d: Day):
    c, r = d.c, d.r
    t = d.at(18, 40, 4)
    snip = f"for the {c['client']} sleeve"
    m = d.post(t, "dana", f"{snip}: buy 15 {c['h2']} {c['exp']} {S(c['h2callk'])}C @ {P(c['h2callpx'])}, their PM "
               f"signed off. call me on {c['phone']} if the fills look weird",
               hard=("trade_proposal", ["buy 15", f"{c['h2']} {c['exp']} {S(c['h2callk'])}C", P(c["h2callpx"])],
                     "untagged"), snippet=snip)
    d.forget(m, d.at(21, 50, 5), "admin")
    t2 = d.at(12, 40, 10)
    snip2 = f"home wifi pw is {r.choice(['tangerine', 'velvet', 'harbor'])}{r.randint(10, 99)}"
    m2 = d.post(t2, "ravi", f"{snip2} lol wrong window", kind="noise", snippet=snip2)
    d.forget(m2, t2 + d.s(400, 900), "admin")


def sc_misc_edit(d: Day):
    c, r = d.c, d.r
    t = d.at(13, 22, 3)
    m = d.post(t, "ravi", "premarket movers list is in the drive, ping me if it's missing anyting", kind="chat")
    d.edit(m, t + d.s(20, 60), "premarket movers list is in the drive, ping me if it's missing anything")


def sc_tca(d: Day):
    c, r = d.c, d.r
    t = d.at(12, 16, 6)
    n = r.randint(14, 26)
    p = d.deck(2)
    txt = (f"## Fathom · execution quality, previous session\n\n"
           f"Orders: {n} parent orders, {n + r.randint(4, 12)} child orders, {r.randint(88, 100)}% filled by value. "
           f"Venues: CBOE {r.randint(40, 60)}%, ISE {r.randint(10, 20)}%, PHLX {r.randint(8, 16)}%, other the rest.\n\n"
           "### Slippage versus arrival mid\n"
           "```\n"
           "bucket            orders   avg ticks   worst   fill time (med)\n"
           f"SPX complex       {r.randint(3, 8):>6}   {r.uniform(-0.4, 0.6):>9.2f}   {r.uniform(0.5, 2):>5.1f}   "
           f"{r.randint(20, 90)}s\n"
           f"single-name outr  {r.randint(4, 10):>6}   {r.uniform(-0.2, 0.9):>9.2f}   {r.uniform(0.8, 3):>5.1f}   "
           f"{r.randint(30, 140)}s\n"
           f"stock hedges      {r.randint(1, 4):>6}   {r.uniform(0.1, 1.5):>9.2f}bp {r.uniform(1, 5):>5.1f}bp "
           f"{r.randint(2, 20)}s\n"
           "```\n\n"
           "### Observations\n" + bullets([
               "Complex orders on SPX verticals continue to beat legging by roughly a tick on average.",
               "Single-name outrights in the first ten minutes cost about twice the all-day average; the model now "
               "delays non-urgent outright orders to 09:45 ET by default.",
               "Two orders were repriced more than three times; both were wing options with no resting size.",
               "No rejects from venues; one pre-trade resize by Tessellate, logged."]) + "\n\n"
           + p[0] + "\n\n" + p[1] + "\n\n"
           "Nothing here changes any working order; it is a report on yesterday.")
    d.post(t, "fathom", txt, kind="near")


def sc_scenario(d: Day):
    c, r = d.c, d.r
    t = d.at(12, 44, 6)
    p = d.deck(1)
    rows = []
    for sh in (-5, -3, -1, 1, 3, 5):
        rows.append(f"SPX {sh:+d}%  {kmoney(r.uniform(-20, 20) * 1000 + sh * r.uniform(18, 30) * 1000):>9}  "
                    f"{kmoney(sh * r.uniform(8, 14) * 1000):>9}  {kmoney(-abs(sh) * r.uniform(2, 6) * 1000):>9}")
    txt = (f"## Tessellate · scenario deep-dive (pre-open)\n\n"
           "Full revaluation of the book at the 06:00 ET surface, spot shocks with sticky-strike vol, plus a "
           "vol-up overlay. Columns: total, of which options delta/gamma, of which vega.\n\n"
           "```\n" + "\n".join(rows) + "\n```\n\n"
           "### Reading the grid\n" + bullets([
               f"The book is long convexity on the upside through the {c['h1opt']} and short it in the 0DTE "
               "sleeve when that sleeve is on.",
               f"The {c['h2opt']} line dominates the downside; it offsets roughly {r.randint(30, 55)}% of the "
               f"{c['h1']} call loss at -5%.",
               f"Vega is {r.randint(60, 80)}% single-name; an index-only vol shock understates the move in our "
               "marks."]) + "\n\n" + p[0] + "\n\n"
           "### Model notes\n"
           "Sticky-strike is the more conservative assumption for the long calls over one day; sticky-delta would "
           f"improve the -3% row by about {kmoney(r.uniform(5, 15) * 1000)}. Correlation between single-name and "
           "index shocks is set to the 60-day realized value. Nothing in this grid changes a limit.")
    d.post(t, "tess", txt, kind="near")


def sc_earnings_preview(d: Day):
    c, r = d.c, d.r
    t = d.at(11, 41, 5)
    o = c["o"]
    p = d.deck(2)
    lines = []
    for tk in o[1:5]:
        lines.append(f"{tk} ({c['names'][tk]['co']}): reports {r.choice(['Tue', 'Wed', 'Thu'])} "
                     f"{r.choice(['after the close', 'before the open'])}; implied move ±{r.uniform(4, 11):.1f}%, "
                     f"last four realized {', '.join(f'{r.uniform(-12, 12):+.1f}%' for _ in range(4))}.")
    txt = (f"# Corvid · earnings calendar, next two weeks (outside our book)\n\n" + bullets(lines) + "\n\n"
           "## Themes the sell-side is previewing\n" + p[0] + "\n\n"
           "## What the options market is saying\n" + p[1] + "\n\n"
           "Implied moves are from the front-week straddles at yesterday's close. These names are neither held "
           "nor on the watchlist; posted so the desk knows where single-name vol supply will come from.")
    d.post(t, "corvid", txt, kind="near")


def sc_flow_midday(d: Day):
    c, r = d.c, d.r
    t = d.at(16, 38, 6)
    o = c["o"]
    p = d.deck(1)
    items = [
        f"{o[1]}: {r.randint(4, 12)}k July calls rolled up and out, net premium ${r.uniform(1, 5):.1f}M; looks "
        "like an overwriter resetting strikes.",
        f"{o[2]}: put buyer in the {c['exp']} weekly, {r.randint(2, 6)}k lots, paid up through the offer.",
        f"Index: {r.randint(10, 30)}k SPX 0DTE {int(c['spx'] // 5 * 5 + 50)} calls traded between 11:00 and "
        "12:00 ET, mostly buying; dealers sold the rally in futures.",
        f"VIX: {r.randint(30, 80)}k July call spreads, the same structure as last week.",
        f"{o[3]}: quiet; volume {r.uniform(0.5, 0.9):.1f}x average."]
    txt = ("**flow-scout · midday flow**\n\n" + bullets(items) + "\n\n" + p[0] + "\n\n"
           "Street flow only, none of it ours, and none of it in names we hold.")
    d.post(t, "flow", txt, kind="near")


def sc_skew_monitor(d: Day):
    c, r = d.c, d.r
    t = d.at(19, 22, 4)
    p = d.deck(3)
    rows = []
    for tk in [c["h1"], c["h2"], c["h3"]] + c["w"]:
        rows.append(f"{tk:<6} {r.uniform(22, 60):>6.1f} {r.uniform(-6, 2):>+7.1f} {r.uniform(-1.5, 1.5):>+7.1f} "
                    f"{r.randint(5, 95):>5}")
    pt1 = (f"**Halyard · skew monitor · 1/2**\n\n"
           "One-month 25-delta risk reversals and their five-day change, held and watchlist names:\n\n"
           "```\nname     atm     rr25   5d chg  pctl\n" + "\n".join(rows) + "\n```\n\n"
           + p[0] + "\n\n" + p[1] + "\n\n(continued)")
    pt2 = (f"**Halyard · skew monitor · 2/2**\n\n"
           "## Interpretation\n" + p[2] + "\n\n"
           "The monitor is descriptive; it feeds the morning note and the pulses, and changes nothing by itself. "
           "Percentiles are against a one-year window of daily closes, so the first and last days of earnings "
           "windows dominate the tails.")
    d.post(t, "halyard", pt1, kind="near")
    d.post(t + d.s(6, 12), "halyard", pt2, kind="near")


def sc_ideas(d: Day):
    c, r = d.c, d.r
    t = d.at(21, 20, 5)
    o = c["o"]
    p = d.deck(2)
    txt = (f"### Keel · structures for discussion next week (not proposals)\n\n"
           "These are shapes worth talking about, not trades; none has a size, a price or a stop.\n\n" + bullets([
               "Index: a CPI-week put calendar, short the event weekly and long the following weekly, if event "
               "premium stays above one vol.",
               f"Single names outside the book: call calendars in names with a rich front like {o[1]} and {o[2]}, "
               "should the kink persist after their prints.",
               "VIX: call spreads as a cheap tail, given VVIX is low relative to VIX.",
               "Dispersion: only if implied correlation drops below the 5th percentile."]) + "\n\n"
           + p[0] + "\n\n" + p[1] + "\n\n"
           "I will bring any of these back as a formal proposal only if the desk asks.")
    d.post(t, "keel", txt, kind="near")


def sc_wire(d: Day):
    """unrelated headlines: names the desk neither holds nor watches"""
    c, r = d.c, d.r
    o = c["o"]
    heads = [
        lambda tk, co: f"{co} to cut {r.randint(2, 6)}% of workforce in restructuring, memo says",
        lambda tk, co: f"{co} shares halted briefly on volatility, resume {r.uniform(-4, 4):+.1f}%",
        lambda tk, co: f"{co} prices ${r.randint(2, 8)}B of senior notes in four tranches",
        lambda tk, co: f"{co} annual meeting: all proposals pass, CEO says demand 'healthy'",
        lambda tk, co: f"{co} added to a sell-side conviction list, price target ${int(c['names'][tk]['px'] * 1.2):,}",
        lambda tk, co: f"{co} wins EU approval for a small acquisition",
        lambda tk, co: f"US regulators close review of {co} ad practices without action",
        lambda tk, co: f"{co} guides capex higher at investor day",
    ]
    macro = [  # claims 08:30 ET, a Fed speaker, EIA 10:30 ET
        "US weekly jobless claims 2{0}9K vs 24{1}K expected".format(r.randint(1, 4), r.randint(0, 5)),
        f"Fed's {r.choice(['Waller', 'Logan', 'Bowman'])}: policy is well positioned, no rush to adjust",
        f"Oil extends gains after inventory draw of {r.uniform(2, 5):.1f}M barrels",
        f"Treasury 30-year auction tails by {r.uniform(0.5, 2.5):.1f}bp",
    ]
    n = r.randint(11, 14)
    pairs = [(h, tk) for h in range(len(heads)) for tk in o]
    r.shuffle(pairs)
    used_h = set()
    picks = []
    for h, tk in pairs:
        if h not in used_h:
            used_h.add(h)
            picks.append((h, tk))
    picks += [p for p in pairs if p not in picks]
    for i in range(n):
        hh = r.uniform(10, 21.5)
        t = d.at(hh, 0)
        if i < 3:
            text = macro[i]
            tag = "macro"
            t = d.at([12.5, 15.2, 14.55][i], 0.4, 0.5 if i != 1 else 60)
        else:
            h, tk = picks[i - 3]
            text = heads[h](tk, c["names"][tk]["co"])
            tag = tk
        if r.random() < 0.5:
            d.post(t, "news", "", embeds=[{"title": text, "author": "Newswire · wires",
                                           "footer": f"{tag} · {iso(t)[11:16]}Z"}], kind="near")
        else:
            d.post(t, "news", f"📰 {text} ({tag})", kind="near")


def sc_limits_pulse(d: Day):
    c, r = d.c, d.r
    t = d.at(15, 4, 4)
    p = d.deck(1)
    txt = (f"## Tessellate · intraday limits pulse\n\n" + bullets([
        f"0DTE short premium: 20 of {c['lim_0dte']} lots in use.",
        f"Single-name vega: highest {c['h1']} at {r.randint(55, 85)}% of ${c['lim_vega']}k.",
        f"Net delta: {r.randint(45, 80)}% of ±${c['lim_delta']:.1f}M and rising with {c['h1']}.",
        f"Day PnL versus loss stop: {r.randint(0, 15)}% used."]) + "\n\n"
        "### Sensitivities that matter this afternoon\n"
        f"Each 1% in {c['h1']} moves book delta by roughly ${r.uniform(0.2, 0.45):.2f}M through the calls' gamma; "
        f"at the current pace the net-delta band would be reached on a further {r.uniform(1, 2.5):.1f}% rally. "
        "That is a projection, not a breach; limits are unchanged.\n\n" + p[0])
    d.post(t, "tess", txt, kind="near")


def sc_fathom_eod(d: Day):
    c, r = d.c, d.r
    t = d.at(20, 34, 4)
    o = c["oid"]
    p = d.deck(1)
    txt = (f"## Fathom · session log {c['date']}\n\n"
           "Orders handled today, for the record (all already reported as they happened):\n\n"
           "```\n"
           f"{o['ps']}   SPX {c['ps']} PS     sell 20   avg {P(c['ps_avg'])}\n"
           f"{o['ps_tp2']}   SPX {c['ps']} PS     buy  20   closing\n"
           f"{o['h2add']}   {c['h2']} {S(c['h2k2'])}P            buy  20\n"
           f"{o['h3put']}   {c['h3']} {S(c['h3pk'])}P           buy  {c['h3putqty']}\n"
           f"{o['hedge']}   {c['h1']} stock           sell {c['hedge_sh']}\n"
           + (f"{o['hk2']}   SPX {c['hk']}C           buy  10   (after collar reject on {o['hk']})\n"
              if d.opt.get("hedge_call") else "") +
           "```\n\n"
           "### Execution notes\n" + bullets([
               f"Average slippage versus arrival mid {r.uniform(-0.3, 0.6):+.2f} ticks on options, "
               f"{r.uniform(0.2, 1.5):.1f}bp on stock.",
               "The cancel/replace on the SPX target went through in under a second.",
               "No orders are working overnight."]) + "\n\n" + p[0])
    d.post(t, "fathom", txt, kind="near",
           idiom=("end-of-day execution log restating the day's orders", "not_hard"))


def sc_close(d: Day):
    """the last half hour of the cash session"""
    c, r = d.c, d.r
    t = d.at(19, 41, 3)
    imb = r.uniform(0.8, 3.2)
    side = r.choice(["sell", "buy"])
    d.post(t, "news", f"📰 NYSE MOC imbalance: ${imb:.1f}B to {side} (S&P 500 names)", kind="near")
    d.post(t + d.s(40, 120), "ravi", f"MOC to {side}, ${imb:.1f}B. into a monthly OpEx week, lovely", kind="chat")
    pin = int(round(c["spx"] / 25) * 25)
    d.post(t + d.s(200, 320), "halyard", f"Closing-print watch: open interest around {pin:,} is the largest in the "
           "monthly; if the tape stays two-sided the level tends to act as a magnet into Friday. General "
           "observation, no action.", kind="near")
    d.post(t + d.s(420, 600), "alerts", f"🔔 SPX {c['spx'] + r.uniform(-12, 12):,.2f} crossed "
           f"{r.choice(['above', 'below'])} {pin:,.2f}", kind="noise")
    d.post(d.at(20, 1, 1), "keel", "End of session for structures; tomorrow's pricing starts from the 16:00 ET "
           "surface snapshot.", kind="chat")
    d.post(d.at(20, 3, 1), "ravi", "gg", kind="noise")
    d.post(d.at(19, 12, 8), "alerts", f"🔔 VIX {r.uniform(15, 19):.2f} crossed {r.choice(['above', 'below'])} "
           f"{r.choice([16.5, 17.0, 17.5, 18.0]):.2f}", kind="noise")


# ---------------------------------------------------------------- a channel-day
OPTIONAL = [("h2_accept", 1), ("stop_pull", 1), ("alphabet", 2), ("restored", 1), ("hedge_call", 3),
            ("after_close", 2), ("route_fathom", 1)]
BASE_HARD = 39
MAX_HARD = 44


def build_day(seed: int, ch: int, dayidx: int, start_ms: int) -> Day:
    day0 = datetime.fromtimestamp((start_ms + 43_200_000) / 1000.0, tz=timezone.utc).date()
    r = random.Random(f"eqopt|{seed}|{ch}|{dayidx}|{day0.isoformat()}")
    c = build_ctx(r, seed, ch, dayidx, day0)
    d = Day(seed, ch, dayidx, start_ms, r, c)
    d.used_news = set()
    d.opt = {}
    total = BASE_HARD
    names = [k for k, _ in OPTIONAL]
    order = names[:]
    r.shuffle(order)
    sizes = dict(OPTIONAL)
    for k in order:
        if r.random() < 0.6 and total + sizes[k] <= MAX_HARD:
            d.opt[k] = True
            total += sizes[k]
    noise_background(d)
    sc_corvid_digest(d)
    sc_overnight_news(d)
    sc_limits(d)
    sc_book(d)
    sc_morning_report(d)
    sc_watch_news_micron(d)
    sc_flow_report(d)
    sc_quoted_news(d)
    sc_spx_ps(d)
    sc_misc_edit(d)
    sc_h3_news(d)
    sc_would_we(d)
    sc_paper(d)
    sc_h2_add(d)
    sc_midday_report(d)
    sc_ic(d)
    sc_thread(d)
    sc_stop_edits(d)
    if d.opt.get("alphabet"):
        sc_watch_news_alphabet(d)
    sc_thesis_flip(d)
    sc_risk_report(d, 16, 20, "midday risk report")
    sc_midday_corvid(d)
    sc_breach(d)
    sc_backtest(d)
    sc_hypo_stop(d)
    sc_deleted_prop(d)
    sc_someone(d)
    sc_0dte_rule(d)
    sc_spx_close(d)
    if d.opt.get("hedge_call"):
        sc_hedge_call(d)
    sc_bulk(d)
    sc_forget(d)
    if d.opt.get("after_close"):
        sc_after_close_news(d)
    sc_eod_report(d)
    sc_risk_report(d, 21, 3, "end-of-day risk report")
    sc_corvid_eod(d)
    sc_switch_summary(d)
    sc_pulses(d)
    sc_tca(d)
    sc_scenario(d)
    sc_earnings_preview(d)
    sc_flow_midday(d)
    sc_skew_monitor(d)
    sc_ideas(d)
    sc_limits_pulse(d)
    sc_fathom_eod(d)
    sc_wire(d)
    sc_close(d)
    chatter(d)
    return d


IDIOM_KEEP = [
    "stop roll buried mid-paragraph in a long pulse ('…we are rolling the stop…Separately…')",
    "decision sentence buried in part 2 of a 3-part report",
    "company name (not ticker) headline on held underlying",
    "terse 'go, <px> or better' reply approving a proposal",
    "'no, pass' reply rejecting a proposal",
    "emoji approval '👍 send it' in a thread",
    "shorthand 'prop: b 30 <opt> @ px, stop px'",
    "embed-only partial fill (Execution report)",
    "post-earnings reaction on a held name posted in a thread",
    "stop moved twice by editing the same message",
    "risk engine resizes an order against a limit",
    "JSON breach line from the risk engine",
    "router closes a watchlist item without routing",
    "iron condor proposal buried in a structuring report with a legs table",
    "'would we consider…' question",
    "other desk's flow 'big buyer of X calls on the tape'",
    "paper-portfolio trade from the simulator",
    "history: 'last earnings we sold the … straddle'",
    "cron digest '0 routed'",
    "hypothetical stop 'would be sensible' (no decision)",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    first = True
    for dayidx in range(days):
        start_ms = end_ms - (days - dayidx) * 86_400_000
        for ch in range(channels):
            d = build_day(seed, ch, dayidx, start_ms)
            evs = d.finalize()
            all_events.extend((e, i) for i, e in enumerate(evs))
            seen_idiom = set()
            for m in d.msgs:
                cid = d.cid(m)
                if m.kind == "hard":
                    state = ("forgotten" if m.forgotten is not None else "deleted" if m.deleted is not None
                             else "edited" if m.edits else "live")
                    labels["hard_events"].append({
                        "channel_id": cid, "message_id": m.id, "event_type": m.hard["type"],
                        "facts": m.hard["facts"], "phrasing": m.hard["phrasing"], "final_state": state})
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                for old in m.superseded:
                    labels["superseded_facts"].append([cid, m.id, old])
                if m.deleted is not None or m.forgotten is not None:
                    labels["removed_texts"].append(m.snippet or m.final_text()[:80] or embed_text(m.embeds)[:80])
                if first and m.idiom and m.idiom[0] in IDIOM_KEEP and m.idiom[0] not in seen_idiom:
                    seen_idiom.add(m.idiom[0])
                    labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
            first = False
    labels["removed_texts"] = list(dict.fromkeys(labels["removed_texts"]))
    order = {k: i for i, k in enumerate(IDIOM_KEEP)}
    labels["idioms"].sort(key=lambda x: order[x["idiom"]])

    def tkey(e):
        op = e["op"]
        if op == "create":
            s = e["message"]["created_at"]
        else:
            s = e.get("edited_at") or e.get("deleted_at") or e.get("at")
        return s
    # stable global merge by time (channels interleave)
    all_events.sort(key=lambda x: tkey(x[0]))
    return {"events": [e for e, _ in all_events], "labels": labels}


# ---------------------------------------------------------------- self-check
def message_views(events):
    """final visible text per (channel, message id), plus bookkeeping"""
    msgs = {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            msgs[m["id"]] = {"channel": e["channel_id"], "content": m["content"], "embeds": m["embeds"],
                             "versions": [m["content"]], "created_at": m["created_at"], "ref": m["reference_id"],
                             "removed": False, "parent": e.get("parent_channel_id")}
        elif e["op"] == "edit":
            v = msgs[e["message_id"]]
            v["content"] = e["content"]
            v["versions"].append(e["content"])
        elif e["op"] in ("delete", "forget"):
            msgs[e["message_id"]]["removed"] = True
        elif e["op"] == "bulk_delete":
            for i in e["message_ids"]:
                msgs[i]["removed"] = True
    return msgs


def full_text(v):
    return v["content"] + "\n" + embed_text(v["embeds"])


def check(out: dict, verbose=True) -> list:
    errs = []
    ev = out["events"]
    lab = out["labels"]
    msgs = message_views(ev)
    # ordering / snowflakes
    last = ""
    for i, e in enumerate(ev):
        for k in ("op", "guild_id", "channel_id"):
            if k not in e:
                errs.append(f"line {i}: missing {k}")
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if iso(ms) != m["created_at"]:
                errs.append(f"id/time mismatch {m['id']}")
            ts = m["created_at"]
            if m["reference_id"] and m["reference_id"] not in msgs:
                errs.append(f"dangling ref {m['id']}")
            if m["reference_id"]:
                rv = msgs[m["reference_id"]]
                if rv["channel"] != e["channel_id"] or rv["created_at"] >= ts:
                    errs.append(f"bad ref {m['id']}")
        else:
            ts = e.get("edited_at") or e.get("deleted_at") or e.get("at")
            mid = e.get("message_id") or e["message_ids"][0]
            if ts <= msgs[mid]["created_at"]:
                errs.append(f"op before create {e['op']} {mid}")
        if ts < last:
            errs.append(f"line {i} out of order")
        last = ts
    # per channel monotonic ids
    per = {}
    for e in ev:
        if e["op"] == "create":
            per.setdefault(e["channel_id"], []).append(int(e["message"]["id"]))
    for ch, ids in per.items():
        if ids != sorted(ids) or len(set(ids)) != len(ids):
            errs.append(f"ids not increasing in {ch}")
    allids = [i for ids in per.values() for i in ids]
    if len(set(allids)) != len(allids):
        errs.append("duplicate message ids across channels")
    # labels
    hard_ids = set()
    for h in lab["hard_events"]:
        v = msgs.get(h["message_id"])
        if v is None:
            errs.append(f"label id missing {h['message_id']}")
            continue
        if v["channel"] != h["channel_id"]:
            errs.append(f"label channel mismatch {h['message_id']}")
        hard_ids.add(h["message_id"])
        txt = full_text(v)
        if not (2 <= len(h["facts"]) <= 5):
            errs.append(f"facts count {h['message_id']} {h['facts']}")
        for f in h["facts"]:
            if f not in txt:
                errs.append(f"fact {f!r} not in {h['message_id']}: {txt[:120]!r}")
        if (h["final_state"] in ("deleted", "forgotten")) != v["removed"]:
            errs.append(f"final_state mismatch {h['message_id']}")
        if (h["final_state"] == "edited") != (len(v["versions"]) > 1 and not v["removed"]):
            errs.append(f"edited state mismatch {h['message_id']}")
    for cid, mid, old in lab["superseded_facts"]:
        v = msgs[mid]
        if old in full_text(v):
            errs.append(f"superseded {old} still in {mid}")
        if not any(old in x for x in v["versions"][:-1]):
            errs.append(f"superseded {old} never in {mid}")
    live_text = "\n".join(full_text(v) for v in msgs.values() if not v["removed"])
    for s in lab["removed_texts"]:
        if s in live_text:
            errs.append(f"removed text visible: {s!r}")
        if not any(s in "\n".join(v["versions"]) + embed_text(v["embeds"]) for v in msgs.values() if v["removed"]):
            errs.append(f"removed text not in a removed msg: {s!r}")
    sets = [set(lab["noise_message_ids"]), set(lab["near_miss_ids"]), hard_ids]
    if sets[0] & sets[1] or sets[0] & sets[2] or sets[1] & sets[2]:
        errs.append("label sets overlap")
    for i in lab["noise_message_ids"] + lab["near_miss_ids"]:
        if i not in msgs:
            errs.append(f"noise/near id missing {i}")
    if not (10 <= len(lab["idioms"]) <= 20):
        errs.append(f"idioms count {len(lab['idioms'])}")
    for row in lab["idioms"]:
        if row["message_id"] not in msgs:
            errs.append(f"idiom id missing {row}")
        exp = row["expected"]
        if exp == "not_hard" and row["message_id"] in hard_ids:
            errs.append(f"idiom expected not_hard but hard {row}")
        if exp != "not_hard":
            hs = [h for h in lab["hard_events"] if h["message_id"] == row["message_id"]]
            if not hs or hs[0]["event_type"] != exp:
                errs.append(f"idiom expectation mismatch {row}")
    return errs


def iso_ms(s: str) -> int:
    return int(datetime.fromisoformat(s.replace("Z", "+00:00")).timestamp() * 1000)


def stats(out: dict, end: datetime | None = None):
    """per channel-day numbers; a channel-day is a 24 h window counted back from `end`"""
    end_ms = int((end or DEFAULT_END).replace(tzinfo=(end or DEFAULT_END).tzinfo or timezone.utc).timestamp() * 1000)
    ev = out["events"]
    lab = out["labels"]
    msgs = message_views(ev)
    noise = set(lab["noise_message_ids"])
    near = set(lab["near_miss_ids"])
    hard = {h["message_id"]: h for h in lab["hard_events"]}
    groups = {}
    for mid, v in msgs.items():
        chan = v["parent"] or v["channel"]
        k = (end_ms - 1 - iso_ms(v["created_at"])) // 86_400_000
        day = iso(end_ms - (k + 1) * 86_400_000)[:16] + "Z"
        groups.setdefault((chan, day), []).append(mid)
    rows = []
    for (chan, day), ids in sorted(groups.items(), key=lambda x: (x[0][1], x[0][0])):
        n = len(ids)
        cb = sum(len(msgs[i]["versions"][0].encode()) for i in ids)
        eb = sum(len(embed_text(msgs[i]["embeds"]).encode()) for i in ids)
        per_type = {}
        for i in ids:
            if i in hard:
                per_type[hard[i]["event_type"]] = per_type.get(hard[i]["event_type"], 0) + 1
        rows.append({"channel": chan, "day": day, "messages": n, "content_bytes": cb, "embed_bytes": eb,
                     "noise": sum(1 for i in ids if i in noise), "near_miss": sum(1 for i in ids if i in near),
                     "hard": sum(per_type.values()), "per_type": per_type,
                     "hours": sorted({msgs[i]["created_at"][11:13] for i in ids})})
    return rows


def print_stats(out, lines_bytes, end=None):
    rows = stats(out, end)
    for s in rows:
        print(f"channel {s['channel']} day {s['day']}: messages={s['messages']} content={s['content_bytes']:,}B "
              f"(+embeds {s['embed_bytes']:,}B = {s['content_bytes'] + s['embed_bytes']:,}B) "
              f"noise={s['noise']} ({s['noise'] / s['messages']:.0%}) near_miss={s['near_miss']} hard={s['hard']}")
        for k in sorted(s["per_type"]):
            print(f"    {k:24s} {s['per_type'][k]}")
    lab = out["labels"]
    print(f"events={len(out['events'])} jsonl_bytes={lines_bytes:,} hard={len(lab['hard_events'])} "
          f"superseded={len(lab['superseded_facts'])} removed={len(lab['removed_texts'])} idioms={len(lab['idioms'])}")
    return rows


def range_errors(rows):
    errs = []
    for s in rows:
        tot = s["content_bytes"] + s["embed_bytes"]
        if not (180 <= s["messages"] <= 320):
            errs.append(f"messages {s['messages']}")
        if not (70_000 <= s["content_bytes"] and tot <= 120_000):
            errs.append(f"bytes {s['content_bytes']}/{tot}")
        if not (0.25 <= s["noise"] / s["messages"] <= 0.40):
            errs.append(f"noise share {s['noise'] / s['messages']:.2f}")
        if not (25 <= s["hard"] <= 45):
            errs.append(f"hard {s['hard']}")
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser(description="equity_options desk generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(a.seed, end, a.channels, a.days)
    nbytes = 0
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            line = json.dumps(e, ensure_ascii=False) + "\n"
            nbytes += len(line.encode())
            fh.write(line)
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, indent=1, ensure_ascii=False)
    # reload and check what was written
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(x) for x in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    back = {"events": events, "labels": labels}
    rows = print_stats(back, nbytes, end)
    if a.no_check:
        return 0
    errs = check(back) + range_errors(rows)
    again = generate(a.seed, end, a.channels, a.days)
    if json.dumps(again, sort_keys=True) != json.dumps(out, sort_keys=True):
        errs.append("not deterministic")
    for e in errs[:40]:
        print("CHECK FAIL:", e, file=sys.stderr)
    print("self-check:", "OK" if not errs else f"{len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
