#!/usr/bin/env python3
"""Desk generator: a global macro book run by a swarm of LLM agents under one human PM.

Rates futures and swaps (UST, Bund, gilt, JGB), G10 + EM FX, index futures, gold, oil.
Standard library only; generate() is a pure function of its arguments.

    python -m tests.desks.global_macro_agent_swarm --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "global_macro_agent_swarm"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1342870519362049311"
BASE_CHANNELS = ["1342871188473520159", "1342871422611767377", "1342871679919620116"]
DEFAULT_END = datetime(2026, 6, 10, 0, 0, tzinfo=timezone.utc)


def _h(*parts):
    return int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode()).digest()[:8], "big")


def _snow(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _stable_id(kind, name):
    h = _h(DESK, kind, name)
    ms = 1672531200000 + h % (2 * 365 * 86400000)
    return str(_snow(ms, (h >> 40) & 31, (h >> 20) & 4095))


def _channel_id(ci):
    if ci < len(BASE_CHANNELS):
        return BASE_CHANNELS[ci]
    return _stable_id("channel", ci)


# (display name, bot?)
PM = ("Ingrid Halvorsen", False)
OPS = ("dmitri.ops", False)
STRAT = ("Atlas · macro strategist", True)
RATES = ("Kestrel · rates", True)
FX = ("Vega · fx+cmdty", True)
RISK = ("Sentinel · risk", True)
EXEC = ("Relay · exec", True)
ROUTER = ("Switchboard · router", True)
NEWS = ("Wire · news", True)
CAL = ("econ-cal", True)
ALERT = ("px-alerts", True)
PNL = ("pnl-snap", True)
HB = ("agent-health", True)
COLOUR = ("Halden Securities colour", True)
CI = ("deploybot", True)
GW = ("gateway", True)

PM_ID = _stable_id("author", PM[0])
OPS_ID = _stable_id("author", OPS[0])
ROUTER_ID = _stable_id("author", ROUTER[0])


def _t64(ticks):
    """Treasury futures price from half-32nd ticks: 7102 -> '110-31'."""
    whole, rem = divmod(ticks, 64)
    n32, half = divmod(rem, 2)
    return f"{whole}-{n32:02d}{'+' if half else ''}"


class _Day:
    """One channel-day of messages, with symbolic keys resolved later."""

    def __init__(self, rng, start, chan, ci, di):
        self.r = rng
        self.start = start
        self.chan = chan
        self.ci = ci
        self.di = di
        self.msgs = []
        self.by_key = {}
        self.ops = []
        self.n = 0

    def add(self, key, t, who, content="", kind="other", ev=None, facts=None, ph=None,
            embeds=None, ref=None, thread=None, idiom=None, attachments=None):
        if key is None:
            self.n += 1
            key = f"auto{self.n}"
        assert key not in self.by_key, key
        t = max(1.0, min(float(t), 86390.0))
        if "@@TIME@@" in content:
            stamp = self.start + timedelta(seconds=t - self.r.uniform(20, 140))
            content = content.replace("@@TIME@@", stamp.strftime("%H:%MZ"))
        m = dict(key=key, t=t, who=who, content=content, kind=kind, ev=ev, facts=facts, ph=ph,
                 embeds=embeds, ref=ref, thread=thread, idiom=idiom, attachments=attachments,
                 state="live", superseded=[], final=content, snippet=None)
        self.msgs.append(m)
        self.by_key[key] = m
        return t

    def edit(self, key, t, content, superseded=()):
        m = self.by_key[key]
        assert t > m["t"]
        self.ops.append(dict(op="edit", key=key, t=t, content=content))
        m["final"] = content
        m["state"] = "edited"
        m["superseded"] += list(superseded)

    def delete(self, key, t, snippet):
        m = self.by_key[key]
        assert t > m["t"]
        self.ops.append(dict(op="delete", key=key, t=t))
        m["state"] = "deleted"
        m["snippet"] = snippet

    def bulk_delete(self, keys, t, snippets):
        for k, s in zip(keys, snippets):
            m = self.by_key[k]
            assert t > m["t"]
            m["state"] = "deleted"
            m["snippet"] = s
        self.ops.append(dict(op="bulk_delete", keys=list(keys), t=t))

    def forget(self, key, t, by, snippet):
        m = self.by_key[key]
        assert t > m["t"]
        self.ops.append(dict(op="forget", key=key, t=t, by=by))
        m["state"] = "forgotten"
        m["snippet"] = snippet

    def pin(self, key, t, by):
        self.ops.append(dict(op="pin", key=key, t=t, by=by))
        self.by_key[key]["pinned"] = True

    def react(self, key, t, emoji, by):
        self.ops.append(dict(op="reaction_add", key=key, t=t, emoji=emoji, by=by))


def T(h, m=0, s=0):
    return h * 3600 + m * 60 + s


HOUR_WEIGHTS = [3, 2, 3, 3, 2, 2, 4, 7, 9, 9, 8, 8, 11, 12, 11, 9, 8, 6, 5, 4, 3, 3, 2, 2]


def _rand_time(r):
    h = r.choices(range(24), weights=HOUR_WEIGHTS)[0]
    return h * 3600 + r.uniform(30, 3570)


# ---------------------------------------------------------------------------
# the scripted day
# ---------------------------------------------------------------------------

def _strat_morning(L, buried, extra=""):
    return (
        f"**Atlas — Daily Macro | {L['dow']} | 06:00Z**\n\n"
        f"**1. Overnight.** Asia traded the BoJ deputy governor's Osaka remarks more than anything else. "
        f"JGB 10y finished at {L['jgb10']}% (+{L['jgbchg']}bp), the long end underperformed again and the 30y auction "
        f"tail from last week is still being talked about. Nikkei {L['nkychg']}% with exporters lagging as the yen firmed; "
        f"CNH fix was set {L['fixgap']} pips stronger than models, the fourth day in a row the PBoC has leaned against "
        f"weakness. Gold held its Monday gains around {L['gold_s']} through the Shanghai session.\n\n"
        f"**2. Rates.** UST 10y at {L['y10']}% going into tomorrow's 10y reopening and today's CPI. The curve has "
        f"bear-steepened {L['steep']}bp this week and term premium models are back to the highs of the spring. Our short "
        f"in TYU6 is working but it is a crowded trade by every positioning measure we track, and a soft core print "
        f"would hurt. Europe is where the view moves. Flash HICP last week undershot, services momentum has rolled over "
        f"on a 3m/3m basis and the ECB speakers lined up for today have been drifting dovish for a fortnight. "
        f"{buried} "
        f"The risk is a hawkish reading of the wage tracker on Thursday; we would treat that as noise unless negotiated "
        f"wages re-accelerate above 4%. Gilts: UK CPI out at 06:00Z, services ex-rents is the number the MPC watches; "
        f"we stay on the sidelines in GU6 until the print is digested. JGBs: the short in JBU6 stays, the BoJ is telling "
        f"us what it wants to do and the market is still pricing less than one full hike by September.\n\n"
        f"**3. FX.** USD broadly softer into CPI. USDJPY {L['ujy_s']}: the short is aligned with the BoJ narrative and "
        f"with MoF discomfort above 158; carry is the cost. AUD has quietly outperformed on the iron ore bounce and a "
        f"hawkish RBA minutes tone; Vega has an idea there this morning. EURCHF pinned near the lows, SNB noise only. "
        f"EM: MXN carry remains the cleanest in the complex, but Banxico's easing bias is the thing to watch; BRL fiscal "
        f"headlines keep USDBRL on the watchlist, TRY carry is eye-catching and, in our view, uninvestable at size.\n\n"
        f"**4. Commodities.** Brent {L['brent_s']} ahead of the OPEC+ technical meeting; we watch rather than trade. "
        f"Gold long stays the core diversifier; central-bank buying data due from the WGC mid-session.\n\n"
        f"**5. What matters today.** 06:00Z UK CPI; 08:00Z ECB chief economist; 12:30Z US CPI (cons. core "
        f"{L['core_cons']}% m/m); 17:00Z UST 3y auction results; 18:00Z Fed Governor on the balance sheet.\n\n"
        f"**6. Risks.** A hot US core print squeezes the curve flatter and reprices the dollar higher against the yen; "
        f"a BoJ walk-back via the usual anonymous-sources story would hit the JPY leg. Neither is our base case."
        + extra
    )


def _strat_midday(L, buried, extra=""):
    return (
        f"**Atlas — CPI reaction note | {L['dow']} | 13:15Z**\n\n"
        f"Core CPI {L['core_act']}% m/m vs {L['core_cons']}% consensus; supercore softer again, shelter finally "
        f"decelerating on the new-lease indices rather than just the OER noise. The initial move was textbook: 2y -"
        f"{L['cpi2y']}bp, 10y -{L['cpi10y']}bp, DXY -0.5%, gold +1.1%, equities bid on the open. We have already "
        f"reduced the TYU6 short per Sentinel's VaR flag; the remaining position is the one we want to hold through the "
        f"supply.\n\n"
        f"On the dollar: a softer US inflation path is good for the short USDJPY trade in direction, but the mechanism "
        f"matters. If the Fed cuts because inflation is easing rather than because growth is breaking, the yen carry trade "
        f"does not unwind with any violence and the rate differential still pays the other side. {buried} "
        f"That is not a call to close; the BoJ leg of the thesis is intact and we keep the stop where Vega has it.\n\n"
        f"Europe: the Bund long put on this morning is doing what it should, spread to USTs is roughly unchanged as "
        f"both rallied. UK: after the morning CPI, the MPC debate is genuinely two-sided; the gilt market priced it in "
        f"a couple of hours and the front end has gone quiet. JGBs are flat on the day.\n\n"
        f"Positioning: real-money surveys still show underweights in duration versus benchmark, which argues that "
        f"dips in bond prices get bought. CTA models flipped to long duration in the 2y sector around midday. "
        f"Next catalyst: the Fed Governor at 18:00Z and tomorrow's 10y reopening."
        + extra
    )


def _strat_evening(L, extra=""):
    return (
        f"**Atlas — Evening wrap | {L['dow']}**\n\n"
        f"A day that mostly validated the book. US core inflation came in soft, the curve bull-steepened, the dollar "
        f"gave up half a percent on the index and gold made a new weekly high. In rates the 2s10s curve is "
        f"{L['s2s10']}bp; if the next two prints look like this one, the market will price a July cut with some "
        f"confidence and a short in the front end would be the wrong trade. We would not chase the rally in TY from "
        f"here: supply tomorrow, corporate issuance heavy, and the term premium argument has not gone away.\n\n"
        f"Historically, soft-CPI days in a cutting cycle have seen about 60% of the day-one move retraced within five "
        f"sessions (2019, 2024 samples), which is why we did not add duration on the print. In Europe, Bund-UST "
        f"spread is {L['bundust']}bp, ECB pricing moved a few bp more dovish on the chief economist's remarks; "
        f"Schatz/Bund curve steepened. Japan: market pricing for a BoJ move by September is now about "
        f"{L['bojprob']}%, from {L['bojprob0']}% at the open.\n\n"
        f"FX: EM carry had a good day, MXN and ZAR up against the dollar, TRY drifting lower as usual with implied "
        f"yields still eye-watering. The AUD long is working; iron ore helped. USDJPY finished near the lows. "
        f"Commodities: Brent drifted after the OPEC+ headlines, nothing decisive; gold's bid came from Asia and "
        f"central banks rather than ETFs, which tends to be stickier.\n\n"
        f"Things we are thinking about, not doing: a front-end receiver in GBP if UK services inflation rolls over "
        f"again next month; a tactical short in Nikkei futures as a second-order BoJ trade; NOK on the oil/Norges "
        f"mix. None of these is a proposal tonight.\n\n"
        f"Tomorrow: China trade data 03:00Z, UST 10y reopening 17:00Z, Fed minutes later in the week."
        + extra
    )


def _risk_table(L, r, title, extra=""):
    rows = [
        ("1d VaR 99%", f"${L['var_use']:.2f}m", "$4.00m", f"{L['var_use'] / 4.0 * 100:.0f}%"),
        ("USD DV01", f"${r.randint(88, 130)}k", "$180k", None),
        ("EUR DV01", f"€{L['eur_dv01']:.1f}k", "€60k", None),
        ("JPY gross", f"${L['jpy_gross']}m", f"${L['jpy_lim']}m", None),
        ("EM FX gross", f"${r.randint(70, 120)}m", f"${L['em_lim']}m", None),
        ("Gold notional", f"${r.randint(110, 140)}m", "$200m", None),
        ("Index fut gross", f"${r.randint(30, 80)}m", "$150m", None),
    ]
    lines = [f"{a:<16}{b:>10}{c:>10}{d or '':>8}" for a, b, c, d in rows]
    body = "\n".join(lines)
    return (f"**{title}**\n```\nmetric              usage     limit   util\n{body}\n```\n"
            f"Stress (2022-style rates shock): ${r.uniform(5.1, 7.9):.1f}m; JPY +8% overnight: "
            f"${r.uniform(1.1, 2.6):.1f}m.{extra}")


def _build_day(d, optional):
    r = d.r
    tag = d.start.strftime("%m%d")
    L = {}
    L["dow"] = d.start.strftime("%a %d %b")
    bund = round(r.uniform(128.3, 131.6), 2)
    ty = r.randint(109 * 64, 112 * 64)
    ty_post = ty + r.randint(22, 40)
    ujy = round(r.uniform(149.2, 157.6), 2)
    aud = round(r.uniform(0.6420, 0.6880), 4)
    gold = round(r.uniform(3950, 4450), 1)
    es = r.randint(6450, 7150)
    usdtry = round(r.uniform(39.5, 44.5), 2)
    zar = round(r.uniform(17.4, 19.1), 4)
    mxn = round(r.uniform(17.2, 19.6), 4)
    brent = round(r.uniform(61.0, 78.0), 2)
    L.update(
        jgb10=f"{r.uniform(1.45, 1.85):.3f}", jgbchg=f"{r.uniform(2.0, 5.0):.1f}", nkychg=f"{r.uniform(-1.4, -0.2):.1f}",
        fixgap=r.randint(35, 140), gold_s=f"{gold:,.1f}", y10=f"{r.uniform(4.05, 4.60):.2f}", steep=r.randint(4, 11),
        ujy_s=f"{ujy:.2f}", brent_s=f"{brent:.2f}", core_cons="0.3", core_act=r.choice(["0.1", "0.1", "0.2"]),
        cpi2y=r.randint(9, 16), cpi10y=r.randint(7, 13), s2s10=r.randint(38, 66), bundust=r.randint(165, 205),
        bojprob=r.randint(62, 80), bojprob0=r.randint(45, 60), var_use=round(r.uniform(3.1, 3.6), 2),
        eur_dv01=round(r.uniform(47.0, 49.5), 1), jpy_gross=150, jpy_lim=400, em_lim=150)
    paras = STRAT_PARAS[:]
    r.shuffle(paras)
    ext = lambda i, n, head: f"\n\n**{head}**\n" + "\n\n".join(paras[i:i + n])
    rx_lim = f"{bund:.2f}"
    rx_stops = [f"{bund - 0.52:.2f}", f"{bund - 0.37:.2f}", f"{bund - 0.27:.2f}"]
    rx_tgt = f"{bund + 1.18:.2f}"
    rx_p1, rx_p2 = f"{bund - 0.01:.2f}", f"{bund - 0.02:.2f}"
    rx_avg = f"{(70 * (bund - 0.01) + 50 * (bund - 0.02)) / 120:.3f}"
    rx_oid = f"EU-{r.randint(40000, 49999)}"
    ty_oid = f"US-{r.randint(90000, 99999)}"
    fx_oid = f"FX-{r.randint(7000, 7999)}"
    cm_oid = f"CM-{r.randint(5000, 5999)}"
    uj_fill = f"{ujy + 0.28:.2f}"
    uj_stop_old, uj_stop = f"{ujy + 2.45:.2f}", f"{ujy + 1.25:.2f}"
    aud_s = f"{aud:.4f}"
    aud_sl, aud_tp = f"{aud - 0.0042:.4f}", f"{aud + 0.0108:.4f}"
    aud_fill_bad, aud_fill = f"{aud + 0.0002:.4f}", f"{aud + 0.0001:.4f}"
    gold_tp_old, gold_tp = f"{gold + 95:,.1f}", f"{gold + 175:,.1f}"
    var_now = round(r.uniform(4.08, 4.38), 2)
    item = lambda n: f"N-{tag}-{n:02d}"
    ctx = dict(bund=bund, ty=ty, ujy=ujy, aud=aud, gold=gold, es=es, brent=brent, mxn=mxn, zar=zar, usdtry=usdtry)

    # ---------------- 00:00 - 06:00 Asia ----------------
    d.add("cal0", T(0, 3, r.randint(0, 50)), CAL, "", kind="noise", embeds=[{
        "title": f"Economic calendar — {d.start.strftime('%a %d %b %Y')}",
        "description": "High-impact releases and speakers (UTC)",
        "fields": [
            {"name": "06:00", "value": "UK CPI (May) y/y, services", "inline": False},
            {"name": "08:00", "value": "ECB chief economist, Frankfurt", "inline": False},
            {"name": "12:30", "value": f"US CPI (May), core m/m cons. {L['core_cons']}%", "inline": False},
            {"name": "17:00", "value": "UST 3y auction", "inline": False},
            {"name": "18:00", "value": "Fed Governor, balance sheet", "inline": False}],
        "footer": "econ-cal cron · source: consensus survey"}])
    book = (f"**Book @ 00:00Z {d.start.strftime('%d %b')}** (auto-posted, pin me)\n"
            f"Rates: short 600 TYU6 · short 40 JBU6 · pay 5y SOFR $42k DV01\n"
            f"FX: short USDJPY 100m (+ resting sell 100m @ {uj_fill}) · short USDMXN 40m\n"
            f"Cmdty: long 300 GCQ6 (TP resting {gold_tp_old})\n"
            f"Index: none\n"
            f"Watchlist: GU6 / gilts, Brent (COQ6), USDBRL, USDTRY, NKU6")
    d.add("book", T(0, 6, r.randint(0, 40)), ROUTER, book)
    t = d.add("n_rbnz", T(0, 38, r.randint(0, 50)), NEWS,
              f"📰 @@TIME@@ | RBNZ | Holds OCR at 3.25% as expected; statement keeps the door open to one "
              f"more cut, NZD +0.2%. Governor's presser in 30 min.", kind="near")
    d.add("nr_rbnz", t + r.randint(90, 200), ROUTER,
          f"{item(3)} RBNZ hold → no NZD or NZ rates exposure in book. No action, not routed. Closed.",
          kind="hard", ev="no_route_decision", facts=[item(3), "No action, not routed"], ph="untagged",
          ref="n_rbnz", idiom=("router explicit no-action close", "no_route_decision"))

    t = d.add("f_uj", T(1, r.randint(10, 40), r.randint(0, 59)), EXEC,
              "resting order partially filled overnight:\n```json\n"
              + json.dumps({"type": "fill", "ord": fx_oid, "sym": "USDJPY", "side": "SELL",
                            "qty": "50,000,000", "px": uj_fill, "leaves": "50,000,000", "venue": "EBS"})
              + "\n```", kind="hard", ev="trade_fill", facts=["USDJPY", "SELL", "50,000,000", uj_fill],
              ph="structured", idiom=("JSON fill block", "trade_fill"))

    t = d.add("n_boj", T(2, r.randint(5, 15), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | BoJ | Deputy Governor (Osaka): \"conditions for further normalisation are "
              f"falling into place\"; yen pass-through to prices \"cannot be ignored\". JGB 10y +{L['jgbchg']}bp to "
              f"{L['jgb10']}%, USDJPY -0.6% to {ujy:.2f}. ⚠ touches book: short JBU6, short USDJPY.\n"
              f"Context: first senior BoJ comment since the April outlook report; Q&A not yet published. OIS now "
              f"prices ~{L['bojprob0'] + 8}% of a move by September. Nikkei futures -0.7%, yen crosses lower across "
              f"the board, JGB 30y +5bp. Full text queued for the strategist.",
              kind="hard", ev="held_position_news", facts=["BoJ", "JBU6", "USDJPY"], ph="untagged",
              idiom=("central-bank speaker hits held futures and FX", "held_position_news"))
    d.react("n_boj", t + 40, "👀", ROUTER_ID)
    d.add("r_boj", t + r.randint(100, 220), ROUTER,
          f"ROUTE ▸ {item(5)} (BoJ deputy gov) ▸ rates-agent (JBU6) + fx-agent (USDJPY) | ask: reassess stops, "
          f"report by 07:00Z", kind="hard", ev="route_decision", facts=[item(5), "rates-agent", "fx-agent"],
          ph="tagged", ref="n_boj", idiom=("ROUTE arrow line to two agents", "route_decision"))
    t = d.add("th1", t + r.randint(400, 700), FX, "🧵 USDJPY into BoJ — keeping the discussion here")
    d.add(None, t + r.randint(120, 260), FX,
          f"First read: the deputy governor doesn't freelance. Market went from {L['bojprob0']}% to ~"
          f"{L['bojprob0'] + 8}% for a move by Sept. Spot reaction small relative to the rate move, which says the "
          f"carry crowd is still sitting on it. 1m risk reversals moved 0.4 vol toward yen calls.", thread="th1")
    d.add(None, t + r.randint(400, 700), RATES,
          f"JBU6 side: 10y cash {L['jgb10']}%, futures down ~40 ticks overnight. Short stays fine with me; the "
          f"stop is far. The 30y is the sector that worries me, not ours.", thread="th1")
    d.add("past_uj", t + r.randint(900, 1400), FX,
          f"For reference, last time we ran short USDJPY into a BoJ meeting (January) we sold 80m at 157.90 and "
          f"were stopped at 159.20 two days later. Different setup: no MoF warning then.", kind="near", thread="th1")

    L["jpy_lim"] = 300
    d.add("risk_on", T(3, r.randint(20, 45), r.randint(0, 59)), RISK,
          _risk_table(L, r, f"Sentinel — overnight risk report {d.start.strftime('%d %b')} 03:30Z",
                      extra=(f"\nChanges: per PM instruction logged 22:40Z yesterday, the JPY gross notional limit "
                             f"is lowered from $400m to $300m, effective this report. Current JPY usage "
                             f"${L['jpy_gross']}m (50%). No breaches overnight; all other limits unchanged.")),
          kind="hard", ev="risk_limit", facts=["JPY gross notional limit", "$300m"], ph="buried",
          idiom=("limit change buried under a usage table", "risk_limit"))

    # stack traces: one live, three spammed and bulk-deleted
    t = T(4, r.randint(30, 55), r.randint(0, 59))
    d.add("st0", t, NEWS,
          "```\nTraceback (most recent call last):\n  File \"/srv/wire/feeds/poll.py\", line 212, in poll_once\n"
          "    resp = await session.get(url, timeout=30)\n  File \"/srv/wire/.venv/lib/python3.11/site-packages/"
          "aiohttp/client.py\", line 604, in _request\n    raise ServerTimeoutError(...)\n"
          "aiohttp.client_exceptions.ServerTimeoutError: Timeout on reading data from socket\n```\n"
          "feed `jp-mof-pressers` will retry in 60s", kind="noise")
    spam = []
    for i in range(3):
        k = f"spam{i}"
        d.add(k, t + 60 * (i + 1) + r.randint(0, 9), NEWS,
              f"```\nTraceback (most recent call last):\n  File \"/srv/wire/feeds/poll.py\", line 212, in poll_once\n"
              f"aiohttp.client_exceptions.ServerTimeoutError: retry {i + 1}/3 jp-mof-pressers\n```", kind="noise")
        spam.append(k)
    d.bulk_delete(spam, t + 600, [f"ServerTimeoutError: retry {i + 1}/3 jp-mof-pressers" for i in range(3)])
    d.add(None, t + 640, GW, "gateway: reconnected after 38s (RESUMED, 0 events missed)", kind="noise")

    # ---------------- 06:00 - 11:00 London ----------------
    d.add("n_ukcpi", T(6, 1, r.randint(5, 50)), NEWS,
          f"📰 06:01Z | UK CPI | Headline {r.choice(['2.9', '3.0', '3.1'])}% y/y vs 3.1% exp; services "
          f"{r.choice(['4.4', '4.5', '4.6'])}% vs 4.7% exp. Gilts bid, GU6 +{r.randint(35, 70)} ticks, "
          f"2y gilt -6bp. Watchlist: gilts.\nContext: second consecutive services downside surprise; MPC "
          f"pricing for August cut moves to ~{r.randint(55, 75)}%. Cable -0.3%. Core goods flat, food lower.", kind="hard", ev="watchlist_news", facts=["UK CPI", "GU6"],
          ph="untagged")
    bund_line = (f"On balance this moves us from neutral to bullish on Bunds (RXU6): conviction medium, "
                 f"horizon 2-4 weeks, and Kestrel is sizing a long for the PM this morning.")
    d.add("note_am", T(6, r.randint(4, 12), r.randint(0, 59)), STRAT, _strat_morning(L, bund_line, ext(0, 4, "7. Longer view")),
          kind="hard", ev="thesis_update", facts=["neutral to bullish", "Bunds (RXU6)"], ph="buried",
          idiom=("view change buried mid-note", "thesis_update"))
    d.add("colour1", T(6, r.randint(25, 40), r.randint(0, 59)), COLOUR,
          f"HALDEN COLOUR (Europe open): real money sellers of ~4k TY in the belly overnight; leveraged names "
          f"buying USDJPY dips near {ujy - 0.4:.2f}; Asia RM buying gold on dips; decent two-way in RX, "
          f"a large pension bought 2k RXU6 into the close yesterday. Not advice, client flows anonymised.",
          kind="near", idiom=("broker relay of other clients' flows", "not_hard"))
    t = d.add(None, T(6, 50, r.randint(0, 59)), PM, "morning. read the note. Kestrel, RX sizing?")
    d.pin("book", t + 30, PM_ID)
    d.react("book", t + 31, "📌", PM_ID)

    t = d.add("p_rx", T(7, r.randint(2, 6), r.randint(0, 59)), RATES,
              f"RATES PROPOSAL #R-{tag}-01\n"
              f"instr:  RXU6 (Bund Sep26)\nside:   BUY\nqty:    150\nlimit:  {rx_lim}\n"
              f"DV01:   ~€14.3k\nstop:   {rx_stops[0]}   target: {rx_tgt}\n"
              f"why:    services disinflation + dovish ECB drift; Atlas view change this morning.\n"
              f"needs:  PM approval, Sentinel pre-trade",
              kind="hard", ev="trade_proposal", facts=["RXU6", "BUY", "150", rx_lim], ph="tagged",
              idiom=("key: value proposal block with DV01", "trade_proposal"))
    d.react("p_rx", t + 50, "📌", PM_ID)
    d.pin("p_rx", t + 52, PM_ID)
    t2 = d.add("rk_rx", t + r.randint(100, 180), RISK,
               f"Pre-trade R-{tag}-01: EUR DV01 usage €{L['eur_dv01']:.1f}k / €60k. 150 RXU6 would take it to "
               f"~€{L['eur_dv01'] + 14.3:.1f}k → over limit. Resized to 120 RXU6 (~€11.4k DV01). "
               f"Anything above 120 will be blocked at the OMS.",
               kind="hard", ev="risk_limit", facts=["Resized to 120 RXU6", "€60k"], ph="reply", ref="p_rx",
               idiom=("risk agent resizes a proposal", "risk_limit"))
    d.add("q_dv01", t2 + r.randint(60, 150), PM, "what's the EUR DV01 if we take it to 150 anyway and lift the limit?",
          kind="near", ref="rk_rx")
    d.add(None, t2 + r.randint(200, 300), RISK,
          f"~€{L['eur_dv01'] + 14.3:.1f}k, i.e. {(L['eur_dv01'] + 14.3) / 60 * 100:.0f}% of the current limit. "
          f"Would need a limit change logged by you first.", ref="q_dv01")
    t3 = d.add("ap_rx", t2 + r.randint(420, 600), PM, "ok 120, go", kind="hard", ev="trade_approval",
               facts=["120", "go"], ph="reply", ref="p_rx", idiom=("terse PM approval by reply", "trade_approval"))
    d.add("rt_rx", t3 + r.randint(30, 70), ROUTER,
          f"ROUTE ▸ R-{tag}-01 RXU6 BUY 120 lim {rx_lim} ▸ exec-agent", kind="hard", ev="route_decision",
          facts=[f"R-{tag}-01", "exec-agent"], ph="tagged")
    d.add("ex_stage", t3 + r.randint(80, 110), EXEC,
          "ack. we should send it before the cash open auction thins out the book — staging now.", kind="near")
    t4 = d.add("ack_rx", t3 + r.randint(150, 220), EXEC, "", kind="hard", ev="trade_confirmation",
               facts=["Order accepted", "RXU6", rx_oid], ph="embed", embeds=[{
                   "title": "Order accepted", "author": "OMS",
                   "description": "Limit order working at venue",
                   "fields": [{"name": "Instr", "value": "RXU6", "inline": True},
                              {"name": "Side", "value": "BUY", "inline": True},
                              {"name": "Qty", "value": "120", "inline": True},
                              {"name": "Limit", "value": rx_lim, "inline": True}],
                   "footer": f"order {rx_oid} · venue XEUR"}],
               idiom=("embed-only OMS ack", "trade_confirmation"))
    t5 = d.add("f_rx1", t4 + r.randint(300, 500), EXEC,
               f"fill ord={rx_oid} sym=RXU6 side=BUY qty=70 px={rx_p1} cum=70/120 venue=XEUR",
               kind="hard", ev="trade_fill", facts=[rx_oid, "RXU6", "qty=70", f"px={rx_p1}"], ph="structured",
               idiom=("key=value partial fill", "trade_fill"))
    t6 = d.add("f_rx2", t5 + r.randint(500, 900), EXEC,
               f"{rx_oid} complete — bought the remaining 50 RXU6 at {rx_p2}; 120 done, avg {rx_avg}. "
               f"Handing the position to Kestrel for stops.",
               kind="hard", ev="trade_fill", facts=[rx_oid, "bought the remaining 50 RXU6", rx_p2],
               ph="untagged")
    d.add(None, t6 + 20, RATES, "thx", kind="noise")
    t7 = d.add("stop_rx", t6 + r.randint(180, 300), RATES,
               f"RXU6 long 120: stop {rx_stops[0]} / target {rx_tgt} (GTC in OMS)",
               kind="hard", ev="stop_or_target_change", facts=["RXU6", "stop", rx_stops[2]], ph="untagged",
               idiom=("stop level moved twice by editing one message", "stop_or_target_change"))
    d.edit("stop_rx", T(10, r.randint(35, 50)), f"RXU6 long 120: stop {rx_stops[1]} / target {rx_tgt} (GTC in OMS)",
           superseded=[rx_stops[0]])
    d.edit("stop_rx", T(15, r.randint(5, 20)), f"RXU6 long 120: stop {rx_stops[2]} / target {rx_tgt} (GTC in OMS)",
           superseded=[rx_stops[1]])

    # USDJPY thread continues
    t = d.add("q_uj", T(7, r.randint(12, 16), r.randint(0, 59)), PM, "where's the stop on this now?", kind="near",
              thread="th1")
    t = d.add("stop_uj", t + r.randint(120, 260), FX,
              f"USDJPY short 150m: stop moved to {uj_stop} (was {uj_stop_old}). BoJ tone gives us room to tighten "
              f"without getting chopped; resting sell for the other 50m unchanged.",
              kind="hard", ev="stop_or_target_change", facts=["USDJPY", "stop moved to", uj_stop],
              ph="reply", ref="q_uj", thread="th1")
    d.add(None, t + r.randint(40, 90), PM, "👍", kind="noise", thread="th1")

    d.add("n_ecb", T(8, r.randint(5, 20), r.randint(0, 59)), NEWS,
          f"📰 @@TIME@@ | ECB | Chief economist: \"disinflation in services is now well advanced\"; "
          f"sees no need to \"pre-commit either way\" but flags downside risks to the medium-term path. Bund 10y -"
          f"{r.randint(3, 6)}bp. ⚠ touches book: RXU6 long (new today).\n"
          f"Context: speech at a Frankfurt conference, prepared text only; no Q&A. Money markets add ~3bp of "
          f"easing by December, EURUSD -0.2%, Schatz outperforming. Next ECB speakers: two governing council "
          f"members this afternoon, neither seen as market-moving.",
          kind="hard", ev="held_position_news", facts=["ECB", "RXU6"], ph="untagged")
    d.add("hyp_gilt", T(8, r.randint(30, 50), r.randint(0, 59)), STRAT,
          f"Framing only: if we were to receive 2y SONIA after that CPI, a stop around 3.{r.randint(55, 75)}% would "
          f"be sensible and size would be ~£15k DV01. Not proposing — the MPC is too split for a clean entry.",
          kind="near")

    t = d.add("p_aud", T(9, r.randint(5, 12), r.randint(0, 59)), FX,
              f"b 30m AUDUSD @ {aud_s} sl {aud_sl} tp {aud_tp} — RBA minutes hawkish + ore bid. PM?",
              kind="hard", ev="trade_proposal", facts=["b 30m AUDUSD", aud_s, aud_sl], ph="shorthand",
              idiom=("shorthand b/sl/tp proposal with m-suffix", "trade_proposal"))
    t = d.add("ap_aud", t + r.randint(200, 400), PM, "👍 send it", kind="hard", ev="trade_approval",
              facts=["👍", "send it"], ph="reply", ref="p_aud", idiom=("emoji + 'send it' approval", "trade_approval"))
    t = d.add("f_aud", t + r.randint(60, 120), EXEC,
              "```json\n" + json.dumps({"type": "fill", "ord": f"{fx_oid[:3]}{int(fx_oid[3:]) + 29}", "sym": "AUDUSD",
                                        "side": "BUY", "qty": "30,000,000", "px": aud_fill_bad, "status": "FILLED",
                                        "venue": "LP-agg"}) + "\n```",
              kind="hard", ev="trade_fill", facts=["AUDUSD", "BUY", "30,000,000", aud_fill], ph="structured",
              ref="ap_aud")
    d.edit("f_aud", t + r.randint(90, 200),
           "```json\n" + json.dumps({"type": "fill", "ord": f"{fx_oid[:3]}{int(fx_oid[3:]) + 29}", "sym": "AUDUSD",
                                     "side": "BUY", "qty": "30,000,000", "px": aud_fill, "status": "FILLED",
                                     "venue": "LP-agg", "note": "px corrected after LP recap"}) + "\n```",
           superseded=[aud_fill_bad])
    d.add("rej_aud", t + r.randint(300, 420), EXEC,
          f"OMS reject: AUDUSD TP order {fx_oid[:3]}{int(fx_oid[3:]) + 30} SELL 30m @ {aud_tp} rejected by LP "
          f"(last-look timeout). Resubmitting as GTC via the aggregator.",
          kind="hard", ev="trade_confirmation", facts=["rejected", "AUDUSD", aud_tp], ph="untagged")

    t = d.add("try_an", T(9, r.randint(38, 45), r.randint(0, 59)), FX,
              f"TRY carry looks absurd on paper: 3m implied yield ~{r.randint(36, 44)}%, realised vol in USDTRY "
              f"below 6, CBRT managing the path. Backtest of a rolling 3m short USDTRY since 2024 returns "
              f"+{r.randint(18, 31)}% with two ugly weeks. Putting it to the PM below.", kind="near")
    t = d.add("p_try", t + r.randint(200, 400), FX,
              f"Proposal: sell 25m USDTRY 3m outright fwd at {usdtry + 2.9:.2f}, risk 2.5% move, sits inside the "
              f"EM gross limit. Small, carry-only, exit on any CBRT surprise.",
              kind="hard", ev="trade_proposal", facts=["sell 25m USDTRY", f"{usdtry + 2.9:.2f}"], ph="untagged")
    d.add("veto_try", t + r.randint(300, 600), PM, "no. not in this tape, and not at that size.",
          kind="hard", ev="trade_approval", facts=["no.", "not in this tape"], ph="reply", ref="p_try",
          idiom=("terse veto by reply", "trade_approval"))

    t = d.add("p_zar", T(10, r.randint(2, 8), r.randint(0, 59)), FX,
              f"Proposal: sell 20m USDZAR at {zar:.4f}, stop {zar + 0.22:.4f}. Norvik Pension is selling the same "
              f"size through Halden this morning so liquidity is there.",
              kind="hard", ev="trade_proposal", facts=["sell 20m USDZAR", f"{zar:.4f}"], ph="untagged")
    d.forget("p_zar", t + r.randint(400, 700), PM_ID, "Norvik Pension is selling the same size")
    d.add(None, t + r.randint(720, 800), PM, "forgot that one — client name in it. don't do that again. "
                                             "no ZAR today either.")
    t = d.add("pm_cell", T(10, r.randint(30, 40), r.randint(0, 59)), PM,
              "if the gateway drops again call me, 07700 900 418, not the desk line")
    d.forget("pm_cell", t + r.randint(300, 600), PM_ID, "07700 900 418")
    d.add("otherdesk", T(10, r.randint(45, 55), r.randint(0, 59)), NEWS,
          f"FYI from the EM credit desk channel: they sold $25m Brazil 2035s at {r.uniform(96, 99):.2f} this "
          f"morning and are flat BRL now. Not our book.", kind="near")
    d.add("cftc", T(10, r.randint(12, 25), r.randint(0, 59)), NEWS,
          f"📊 CFTC TFF (week to Tue): leveraged funds net short UST 10y futures {r.uniform(0.9, 1.2):.2f}m "
          f"contracts (-{r.randint(20, 60)}k w/w); asset managers net long {r.uniform(1.8, 2.4):.2f}m. "
          f"JPY: leveraged funds net long yen for a {r.choice(['3rd', '4th', '5th'])} week. Gold managed money "
          f"net long {r.randint(160, 220)}k.", kind="near", idiom=("other funds' positioning report", "not_hard"))
    d.add("paper", T(9, r.randint(50, 59), r.randint(0, 59)), FX,
          f"[PAPER] sandbox: b 10m USDZAR @ {zar + 0.05:.4f} — tracking only, not for the book.", kind="near",
          idiom=("paper trade in shorthand", "not_hard"))

    # ---------------- CPI thread ----------------
    t = d.add("th2", T(11, r.randint(0, 6), r.randint(0, 59)), STRAT, "🧵 CPI playbook (10y / USD / gold)")
    d.add("scen", t + r.randint(200, 320), RISK,
          "Scenario grid (analysis, no limit change):\n```\ncore m/m   TYU6 pts   USDJPY   gold    book PnL\n"
          f" 0.1      +1-04      -1.2%   +1.3%   -${r.uniform(0.9, 1.4):.1f}m\n"
          f" 0.2      +0-16      -0.4%   +0.5%   -${r.uniform(0.3, 0.6):.1f}m\n"
          f" 0.3      -0-04      +0.2%   -0.1%   +${r.uniform(0.0, 0.2):.1f}m\n"
          f" 0.4      -0-28      +0.9%   -0.9%   +${r.uniform(0.5, 0.9):.1f}m\n```\n"
          f"The soft tail is the one that hurts: the TYU6 short dominates.", kind="near", thread="th2")
    d.add("bt", t + r.randint(500, 700), RATES,
          f"Backtest (2015-2025, n=38): buying TY 5 min after a core miss of ≥0.2pp, exit at the close: hit rate "
          f"63%, avg +9/32. Simulated fill on a miss today would be around {_t64(ty + 12)}. Not a proposal, "
          f"context for the scenario grid.", kind="near", thread="th2")
    t2 = d.add("q_cpi", t + r.randint(800, 1000), PM, "if core prints 0.4 do we add to the TY short?", kind="near",
               thread="th2")
    if "route_q" in optional:
        d.add("rt_q", t2 + r.randint(40, 90), ROUTER,
              f"routing PM question (CPI 0.4 add?) to risk-agent for a pre-computed add size; rates-agent cc",
              kind="hard", ev="route_decision", facts=["routing PM question", "risk-agent"], ph="untagged",
              thread="th2", ref="q_cpi")
    d.add(None, t2 + r.randint(300, 500), RISK,
          f"Room for ~150 more TYU6 before USD DV01 hits the limit; VaR would be at ~95%. Your call after the print.",
          thread="th2", ref="q_cpi")
    d.add(None, T(12, 36, r.randint(0, 59)), RATES, "Playing out on the soft side. Grid row 1.", thread="th2")

    d.add("cal1", T(11, 30, r.randint(0, 20)), CAL, "⏰ US CPI (May) in 60 min · cons. headline 0.2% m/m, core "
                                                     f"{L['core_cons']}% m/m", kind="noise")

    # ---------------- NY: CPI ----------------
    t = d.add("n_cpi", T(12, 30, r.randint(8, 25)), NEWS,
              f"📰 12:30Z | US CPI | core {L['core_act']}% m/m vs {L['core_cons']}% exp, headline 0.1%; "
              f"supercore softest since 2021. UST 10y -{L['cpi10y']}bp, TYU6 +{r.randint(28, 40)}/32. "
              f"⚠ touches book: short TYU6 (largest rates risk), long GCQ6.\n"
              f"Detail: shelter +0.2% (lowest since 2021), core goods -0.1%, airfares -2.4%, car insurance flat. "
              f"Fed funds futures add ~{r.randint(5, 11)}bp of cuts by Sept; DXY -0.5%, XAU +1.1%, ES +0.8%. "
              f"Real-time flow: heavy buying in TY and FV futures in the first minute.",
              kind="hard", ev="held_position_news", facts=["US CPI", "TYU6", "GCQ6"], ph="untagged")
    d.add(None, t + r.randint(40, 70), ALERT, f"🔔 TYU6 through {_t64(ty + 32)} (last {_t64(ty + 34)})",
          kind="noise")
    t = d.add("var", t + r.randint(500, 700), RISK,
              f"[LIMIT BREACH] 1d VaR 99% ${var_now:.2f}m vs $4.00m limit ({var_now / 4 * 100:.0f}%). Rates book is "
              f"REDUCE-ONLY until back under 95%. Largest contributor: TYU6 short.",
              kind="hard", ev="risk_limit", facts=["LIMIT BREACH", f"${var_now:.2f}m", "REDUCE-ONLY"], ph="tagged")
    t = d.add("p_ty", t + r.randint(200, 360), RATES,
              f"RATES PROPOSAL #R-{tag}-02\ninstr:  TYU6\nside:   BUY (cover)\nqty:    200 of 600\n"
              f"limit:  {_t64(ty_post)}\neffect: VaR back to ~88%, USD DV01 -$13k\nneeds:  PM approval",
              kind="hard", ev="trade_proposal", facts=["TYU6", "BUY (cover)", "200 of 600", _t64(ty_post)],
              ph="tagged")
    d.react("p_ty", t + 60, "👍", PM_ID)
    t = d.add("ap_ty", t + r.randint(90, 200), PM, "approved. do it.", kind="hard", ev="trade_approval",
              facts=["approved", "do it"], ph="reply", ref="p_ty")
    t = d.add("rt_ty", t + r.randint(20, 50), ROUTER, f"ROUTE ▸ R-{tag}-02 TYU6 BUY 200 ▸ exec-agent (reduce-only "
                                                      f"flag set)", kind="hard", ev="route_decision",
              facts=[f"R-{tag}-02", "exec-agent"], ph="tagged")
    if "ty_working" in optional:
        d.add("cf_ty", t + r.randint(30, 60), EXEC,
              f"{ty_oid} sent to CBOT: buy 200 TYU6 limit {_t64(ty_post)}, working.",
              kind="hard", ev="trade_confirmation", facts=[ty_oid, "buy 200 TYU6", "working"], ph="untagged")
    t = d.add("f_ty_bad", t + r.randint(90, 130), EXEC, f"[FILL] TYU6 BUY 2000 @ {_t64(ty_post)} ({ty_oid})",
              kind="hard", ev="trade_fill", facts=["TYU6", "BUY", "2000", _t64(ty_post)], ph="tagged")
    d.delete("f_ty_bad", t + r.randint(30, 60), "TYU6 BUY 2000 @")
    d.add("f_ty", t + r.randint(150, 260), EXEC, "", kind="hard", ev="trade_fill",
          facts=["TYU6", "BUY", "200", _t64(ty_post)], ph="embed", embeds=[{
              "title": "Execution report", "author": "OMS",
              "description": "Order complete",
              "fields": [{"name": "Instr", "value": "TYU6", "inline": True},
                         {"name": "Side", "value": "BUY", "inline": True},
                         {"name": "Qty", "value": "200", "inline": True},
                         {"name": "Avg px", "value": _t64(ty_post), "inline": True}],
              "footer": f"order {ty_oid} · venue CBOT"}], idiom=("embed-only execution report", "trade_fill"))

    uj_buried = ("We are cutting conviction on the short USDJPY from high to medium: the direction is right, "
                 "the speed will be slower than we assumed.")
    d.add("note_md", T(13, r.randint(15, 22), r.randint(0, 59)), STRAT, _strat_midday(L, uj_buried, ext(4, 3, "Background")),
          kind="hard", ev="thesis_update", facts=["USDJPY", "from high to medium"], ph="buried")

    t = d.add("n_gold", T(13, r.randint(38, 44), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | Gold | WGC: central banks added {r.randint(48, 95)}t in April, PBoC "
              f"reported an {r.choice(['18th', '19th', '20th'])} straight month of purchases. Spot gold +1.2% on the "
              f"day. ⚠ touches book: long GCQ6.\nContext: quarterly report shows emerging-market central banks again "
              f"the largest buyers; ETF holdings broadly flat. Analysts note official demand has put a floor under "
              f"dips since 2022.", kind="hard", ev="held_position_news", facts=["WGC", "GCQ6"],
              ph="untagged")
    t = d.add("tp_gold", t + r.randint(200, 400), FX,
              f"GCQ6 long 300: raising TP to {gold_tp} (from {gold_tp_old}). Stop unchanged.",
              kind="hard", ev="stop_or_target_change", facts=["GCQ6", "TP", gold_tp], ph="reply", ref="n_gold")
    if "gold_cancel" in optional:
        d.add("cx_gold", t + r.randint(60, 120), EXEC,
              f"cancel confirmed: {cm_oid} GCQ6 SELL 300 LMT {gold_tp_old} (old TP) — venue CME ack'd. New TP "
              f"order to follow.", kind="hard", ev="trade_confirmation", facts=["cancel confirmed", cm_oid, "GCQ6"],
              ph="untagged")
    t = d.add("q_gold", T(13, r.randint(50, 57), r.randint(0, 59)), PM, "what if we added 100 GC here?",
              kind="near")
    d.add(None, t + r.randint(100, 200), RISK,
          f"+100 GCQ6 ≈ +${r.uniform(0.25, 0.4):.2f}m VaR, gold notional would be ~${r.randint(160, 185)}m of "
          f"$200m. Feasible, tight.", ref="q_gold", kind="near")

    d.add("colour2", T(14, r.randint(5, 15), r.randint(0, 59)), COLOUR,
          f"HALDEN COLOUR (post-CPI): fast money covering TY shorts in size, ~{r.randint(8, 15)}k contracts; "
          f"macro accounts selling USDJPY on the print; real money rebalancing into gold. Brent quiet.",
          kind="near")
    t = d.add("n_copper", T(14, r.randint(18, 24), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | Chile | Unions at a major copper mine announce a 48h strike; LME "
              f"copper +1.8%. CLP firmer.", kind="near")
    d.add("nr_cu", t + r.randint(60, 160), ROUTER,
          f"{item(14)} copper strike: no copper, CLP or miner exposure → no action needed, not routed.",
          kind="hard", ev="no_route_decision", facts=[item(14), "no action needed, not routed"], ph="reply",
          ref="n_copper")
    t = d.add("n_opec", T(14, r.randint(30, 40), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | OPEC+ | Delegates: technical committee to recommend keeping the "
              f"August increase at 411 kb/d; two members push for a pause. Brent {brent:.2f} (+0.6%). "
              f"Watchlist: COQ6.\nContext: delegates spoke on condition of anonymity; full ministerial meeting at the "
              f"end of the month. Time-spreads little changed, WTI tracking Brent, no sign of panic in the options "
              f"market.", kind="hard", ev="watchlist_news", facts=["OPEC+", "Brent", "COQ6"],
              ph="untagged")
    d.add("hyp_brent", t + r.randint(300, 600), STRAT,
          f"If Brent breaks {brent + 8:.0f} we'd look at Dec calls as a cheap hedge for the short-duration side. "
          f"Just a level to remember.", kind="near")

    t = d.add("q_em", T(14, r.randint(48, 55), r.randint(0, 59)), PM,
              "can we get EM gross to 200? want room for BRL if the fiscal thing breaks right.", kind="near")
    d.add("lim_em", t + r.randint(200, 400), RISK,
          f"Limit change logged: EM FX gross notional $150m → $200m, effective {(d.start + timedelta(seconds=t + 420)).strftime('%H:%MZ')}, "
          f"PM sign-off attached. Current usage ${r.randint(60, 90)}m.",
          kind="hard", ev="risk_limit", facts=["EM FX gross notional", "$200m"], ph="reply", ref="q_em")
    L["em_lim"] = 200

    d.add("mxn", T(15, r.randint(25, 40), r.randint(0, 59)), FX,
          f"MXN view: thesis invalidated. Banxico minutes show a majority for two more cuts, which kills the "
          f"carry-with-stable-rates story behind the short USDMXN (spot {mxn:.4f}). Switching the view to neutral; "
          f"will size the exit with Sentinel.",
          kind="hard", ev="thesis_update", facts=["thesis invalidated", "USDMXN", "neutral"], ph="untagged",
          idiom=("'thesis invalidated' in agent prose", "thesis_update"))
    t = d.add("q_gilt", T(16, r.randint(5, 15), r.randint(0, 59)), PM, "how did the gilt switch do last week?",
              kind="near")
    d.add("a_gilt", t + r.randint(150, 300), RATES,
          f"Bought 80 GU6 at 91.14 Tue, sold at 91.62 Thu: +48 ticks, ~£{r.randint(36, 42)}k. Closed since.",
          kind="near", ref="q_gilt")
    d.add(None, t + r.randint(320, 400), PM, "thx", kind="noise")

    if "mof" in optional:
        d.add("n_mof", T(16, r.randint(30, 45), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | Japan MoF | Vice finance minister for international affairs: watching FX "
              f"\"with a high sense of urgency\", one-sided moves undesirable. USDJPY -0.3%. ⚠ touches book: "
              f"short USDJPY.", kind="hard", ev="held_position_news", facts=["MoF", "USDJPY"], ph="untagged")
    if "brl" in optional:
        d.add("n_brl", T(17, r.randint(5, 20), r.randint(0, 59)), NEWS,
              f"📰 @@TIME@@ | Brazil | Finance ministry trims primary surplus target for 2027; "
              f"USDBRL +0.9%, DI curve steepens. Watchlist: USDBRL.",
              kind="hard", ev="watchlist_news", facts=["Brazil", "USDBRL"], ph="untagged")
    if "es_hedge" in optional:
        t = d.add("p_es", T(17, r.randint(25, 35), r.randint(0, 59)), STRAT,
                  f"[PROPOSAL] sell 60 ESU6 @ {es:,} stop {es + 90:,} — beta hedge for the risk-on sleeve into the "
                  f"Fed Governor; Sentinel says fits the index limit.",
                  kind="hard", ev="trade_proposal", facts=["sell 60 ESU6", f"{es:,}", f"{es + 90:,}"], ph="tagged")
        d.add("ap_es", t + r.randint(200, 500), PM, "go, 60 is fine", kind="hard", ev="trade_approval",
              facts=["go", "60 is fine"],
              ph="reply", ref="p_es")
    else:
        d.add("hyp_es", T(17, r.randint(25, 35), r.randint(0, 59)), STRAT,
              f"A stop at {es + 150:,} on ES would be sensible if we ever put a beta hedge on. We haven't.",
              kind="near")

    d.add("note_pm", T(18, r.randint(5, 20), r.randint(0, 59)), STRAT, _strat_evening(L, ext(7, 3, "Longer view")), kind="near")
    if "gold_keep" in optional:
        d.add("keep_gold", T(19, r.randint(0, 30), r.randint(0, 59)), PM,
              "still like gold. keep the long, conviction unchanged.",
              kind="hard", ev="thesis_update", facts=["gold", "conviction unchanged"], ph="untagged")
    if "ovn_lim" in optional:
        d.add("lim_ovn", T(20, r.randint(30, 45), r.randint(0, 59)), RISK,
              _risk_table(L, r, f"Sentinel — end-of-day limits {d.start.strftime('%d %b')}",
                          extra="\nOvernight max gross USD DV01 set to $150k (was $180k) until after the "
                                "10y reopening."),
              kind="hard", ev="risk_limit", facts=["Overnight max gross USD DV01", "$150k"], ph="buried")
    if "uj_eve" in optional:
        d.add("f_uj2", T(21, r.randint(10, 40), r.randint(0, 59)), EXEC,
              f"{fx_oid}: remaining 50m USDJPY sold at {uj_fill}, order complete (100m total).",
              kind="hard", ev="trade_fill", facts=[fx_oid, "50m USDJPY sold", uj_fill], ph="untagged")
    if "swiss" in optional:
        t = d.add("n_chf", T(7, r.randint(30, 40), r.randint(0, 59)), NEWS,
                  "📰 07:30Z | Switzerland | CPI 0.1% y/y, SNB sight deposits flat. EURCHF unchanged.", kind="near")
        d.add("nr_chf", t + r.randint(60, 200), ROUTER, f"{item(9)} Swiss CPI — no CHF exposure; marking no-action.",
              kind="hard", ev="no_route_decision", facts=[item(9), "no-action"], ph="reply", ref="n_chf")


    # ---------------- long standing documents ----------------
    d.add("fxrun", T(6, r.randint(40, 48), r.randint(0, 59)), FX,
          f"**Vega FX run {d.start.strftime('%d %b')} 06:45Z**\n"
          f"• USDJPY {ujy:.2f} (-0.6% o/n) — BoJ deputy gov did the work; 1m vol {r.uniform(9.5, 11.5):.1f}, "
          f"25d RR yen calls {r.uniform(0.8, 1.6):.1f}. Book: short 150m after the overnight partial, stop in the thread.\n"
          f"• EURUSD {r.uniform(1.10, 1.17):.4f} — range trade ahead of US CPI; ECB chief economist at 08:00Z is the "
          f"local catalyst. Nothing in the book.\n"
          f"• GBPUSD {r.uniform(1.25, 1.37):.4f} — UK CPI softer, cable off the highs. Watching gilts rather than GBP.\n"
          f"• AUDUSD {aud:.4f} — RBA minutes hawkish, Dalian ore +{r.uniform(0.8, 2.5):.1f}%. I have a proposal coming.\n"
          f"• USDCAD {r.uniform(1.33, 1.40):.4f}, USDCHF {r.uniform(0.78, 0.86):.4f}, NZDUSD {r.uniform(0.57, 0.62):.4f} — quiet.\n"
          f"• USDMXN {mxn:.4f} — carry still positive, Banxico minutes at 15:00Z are the event risk for our short.\n"
          f"• USDBRL {r.uniform(5.2, 5.9):.4f} (watchlist) — fiscal headlines possible this afternoon.\n"
          f"• USDTRY {usdtry:.2f} (watchlist) — drifting, CBRT in control of the path.\n"
          f"• USDZAR {zar:.4f} — firmer on gold.\n"
          f"• Gold {gold:,.1f} — long 300 GCQ6, TP resting {gold_tp_old}. Brent {brent:.2f}, watchlist only.\n"
          f"Calendar risk for FX today: US CPI 12:30Z by a distance.")
    d.add("curve", T(7, r.randint(35, 45), r.randint(0, 59)), RATES,
          f"**Kestrel curve & flows {d.start.strftime('%d %b')}**\n```\n"
          f"            level    1d     5d\n"
          f"UST 2y      {float(L['y10']) - 0.45:.3f}  {r.uniform(-3, 2):+.1f}  {r.uniform(-6, 6):+.1f}\n"
          f"UST 10y     {float(L['y10']):.3f}  {r.uniform(-3, 2):+.1f}  {r.uniform(-6, 6):+.1f}\n"
          f"UST 30y     {float(L['y10']) + 0.55:.3f}  {r.uniform(-3, 2):+.1f}  {r.uniform(-6, 6):+.1f}\n"
          f"Bund 10y    {r.uniform(2.4, 2.8):.3f}  {r.uniform(-4, 1):+.1f}  {r.uniform(-8, 4):+.1f}\n"
          f"Gilt 10y    {r.uniform(4.3, 4.8):.3f}  {r.uniform(-7, 0):+.1f}  {r.uniform(-8, 4):+.1f}\n"
          f"JGB 10y     {float(L['jgb10']):.3f}  +{L['jgbchg']}  {r.uniform(2, 9):+.1f}\n"
          f"SOFR 5y     {float(L['y10']) - 0.38:.3f}  {r.uniform(-3, 2):+.1f}  {r.uniform(-6, 6):+.1f}\n```\n"
          f"Flows: Asia real money buying 5-7y USTs on the back-up; Japanese lifers quiet ahead of the BoJ; "
          f"European pension receiving in 30y EUR after the UK print. CTD for TYU6 unchanged, implied repo in line "
          f"with GC. Book: short 600 TYU6, short 40 JBU6, pay 5y SOFR $42k DV01, plus the new RXU6 long once "
          f"filled. Supply: UST 3y today, 10y reopening tomorrow, 30y Thursday; Bund 2034 tap Wednesday.")
    for h, mm in ((6, 30), (12, 5), (18, 45)):
        d.add(None, T(h, mm, r.randint(0, 59)), ROUTER,
              f"task board {h:02d}:{mm:02d}Z (status only)\n```\n"
              f"agent          open  done  oldest\n"
              f"strategist       {r.randint(0, 2)}     {r.randint(1, 4)}    {r.randint(5, 90)}m\n"
              f"rates-agent      {r.randint(0, 3)}     {r.randint(2, 6)}    {r.randint(5, 90)}m\n"
              f"fx-agent         {r.randint(0, 3)}     {r.randint(2, 6)}    {r.randint(5, 90)}m\n"
              f"risk-agent       {r.randint(0, 2)}     {r.randint(3, 9)}    {r.randint(5, 90)}m\n"
              f"exec-agent       {r.randint(0, 2)}     {r.randint(2, 8)}    {r.randint(5, 90)}m\n"
              f"news-agent       {r.randint(0, 5)}     {r.randint(10, 40)}   {r.randint(1, 20)}m\n```\n"
              f"SLA breaches: none. Escalations pending PM: {r.randint(0, 1)}.", kind="near")
    d.add("stress", T(16, r.randint(40, 55), r.randint(0, 59)), RISK,
          f"**Sentinel — stress tests {d.start.strftime('%d %b')} (informational)**\n```\n"
          f"scenario                         book PnL   worst leg\n"
          f"2022 rates shock (+75bp 10y)     +${r.uniform(0.8, 1.6):.1f}m    RXU6\n"
          f"Aug-2024 yen carry unwind        +${r.uniform(1.0, 2.2):.1f}m    AUDUSD\n"
          f"BoJ +25bp surprise               +${r.uniform(0.8, 1.5):.1f}m    GCQ6\n"
          f"US recession scare (-100bp 2y)   -${r.uniform(1.5, 2.6):.1f}m    TYU6\n"
          f"Oil +25% supply shock            -${r.uniform(0.3, 0.9):.1f}m    TYU6\n"
          f"EM selloff (MXN/ZAR -8%)         -${r.uniform(0.6, 1.3):.1f}m    USDMXN\n```\n"
          f"All scenarios inside the $6m stress budget. Methodology unchanged; full pack in the risk drive.",
          attachments=[{"id": str(_snow(1735689600000 + r.randint(0, 10 ** 9), 3, r.randint(0, 4000))),
                        "filename": "stress_pack.pdf", "size": r.randint(180000, 420000),
                        "url": "https://files.invalid/risk/stress_pack.pdf"}], kind="near")
    d.add("asia_prev", T(22, r.randint(40, 55), r.randint(0, 59)), STRAT,
          f"**Atlas — Asia open preview**\n"
          f"Tokyo opens with USDJPY near the day's lows and JGB futures flat after the CPI-driven global rally. "
          f"The overnight calendar is light: Japan machine orders, China trade data at 03:00Z and an RBA assistant "
          f"governor on financial stability. The question for the Asian session is whether Japanese importers use "
          f"the yen strength to hedge; the last three times the pair dropped this fast they did, and the move "
          f"stalled within a day. On rates, the Japanese lifers' quarterly plans suggested they would buy more "
          f"super-longs above 2.5% on the 30y; we are not there. Gold tends to find Asian physical demand on dips, "
          f"less so after a day like today. Korea and Taiwan equity flows have been strongly positive on the AI "
          f"capex theme and have supported KRW and TWD; neither is in our universe. For the book there is nothing "
          f"scheduled that should move the TYU6, RXU6 or JBU6 positions overnight; the main overnight risk is a "
          f"headline on BoJ sources ahead of next week's meeting." + ext(10, 2, "Background"), kind="near")
    for h in (1, 5, 10, 15, 20):
        picks = r.sample(DIGEST, 4)
        d.add(None, T(h, r.randint(0, 59), r.randint(0, 59)), NEWS,
              f"🗞 digest {h:02d}:00Z (low-relevance items)\n" + "\n".join(
                  "• " + p.format(g=f"{r.uniform(0.3, 6.5):.1f}") for p in picks), kind="near")

    d.add("jgbres", T(4, r.randint(0, 20), r.randint(0, 59)), RATES,
          f"**Kestrel research note: JGB curve after the deputy governor**\n"
          f"The 10y sector cheapened {L['jgbchg']}bp overnight versus ~5bp in the 30y, so 10s30s flattened on the day "
          f"after steepening for six weeks. Lifers have been absent from the super-long end since the fiscal-year "
          f"start, and the MoF has already trimmed 20y and 30y issuance twice. The futures basket (7y CTD into the "
          f"JBU6 contract) keeps the future more sensitive to the belly than cash 10s. Historical pattern: in the "
          f"four previous BoJ normalisation steps, JGB futures fell a median 0.8pt in the ten sessions before the "
          f"meeting and recovered half of that within a week after. Current implied vol on JGB futures options is "
          f"{r.uniform(3.2, 4.4):.1f}, low against realised. This is background for the JBU6 short and the routed "
          f"task; I have nothing to change on the position tonight.", kind="near")
    d.add("emscreen", T(11, r.randint(35, 50), r.randint(0, 59)), FX,
          f"**EM carry screen (weekly, informational)**\n```\n"
          f"pair     3m impl yld   1m vol   carry/vol   z(5y)\n"
          f"USDMXN   {r.uniform(7.0, 8.5):5.2f}%      {r.uniform(9, 12):4.1f}     {r.uniform(0.6, 0.9):.2f}       {r.uniform(0.5, 1.6):+.1f}\n"
          f"USDBRL   {r.uniform(13, 15):5.2f}%      {r.uniform(12, 16):4.1f}     {r.uniform(0.8, 1.1):.2f}       {r.uniform(0.5, 1.6):+.1f}\n"
          f"USDZAR   {r.uniform(5.5, 7.0):5.2f}%      {r.uniform(11, 14):4.1f}     {r.uniform(0.4, 0.6):.2f}       {r.uniform(-0.5, 0.8):+.1f}\n"
          f"USDTRY   {r.uniform(36, 44):5.2f}%      {r.uniform(5, 8):4.1f}     {r.uniform(4.0, 7.0):.2f}       {r.uniform(1.5, 2.5):+.1f}\n"
          f"USDINR   {r.uniform(3.0, 4.0):5.2f}%      {r.uniform(2.5, 4):4.1f}     {r.uniform(0.8, 1.3):.2f}       {r.uniform(-0.5, 0.5):+.1f}\n"
          f"USDCLP   {r.uniform(1.5, 3.0):5.2f}%      {r.uniform(10, 13):4.1f}     {r.uniform(0.1, 0.3):.2f}       {r.uniform(-1, 0):+.1f}\n```\n"
          f"Screen ranks TRY first on carry/vol as always; realised vol understates the gap risk. MXN second, "
          f"already held. Nothing here is a proposal.", kind="near")
    d.add("tca", T(21, r.randint(40, 55), r.randint(0, 59)), EXEC,
          f"**Relay — end-of-day execution quality**\n"
          f"Orders today: {r.randint(6, 9)} (futures {r.randint(3, 5)}, FX {r.randint(2, 4)}). Avg slippage vs arrival: "
          f"futures {r.uniform(0.1, 0.6):.2f} ticks, FX {r.uniform(0.1, 0.5):.2f} pips. One LP reject (last-look "
          f"timeout) on the AUDUSD TP, resubmitted within 2s. One duplicate message removed from this channel after "
          f"a reporting glitch; OMS records were never affected. Broker split: {r.randint(40, 60)}% algo, remainder "
          f"voice/RFQ. Nothing outstanding for the Asia handover beyond resting GTC orders already in the OMS.")
    d.add("attrib", T(21, r.randint(5, 25), r.randint(0, 59)), RISK,
          f"**Sentinel — daily attribution**\n```\n"
          f"bucket        pnl      var contr\n"
          f"UST           {r.uniform(-0.9, -0.3):+.2f}m   {r.randint(38, 52)}%\n"
          f"EUR rates     {r.uniform(0.05, 0.25):+.2f}m   {r.randint(10, 16)}%\n"
          f"JGB           {r.uniform(-0.05, 0.08):+.2f}m   {r.randint(5, 9)}%\n"
          f"G10 FX        {r.uniform(0.1, 0.5):+.2f}m   {r.randint(14, 22)}%\n"
          f"EM FX         {r.uniform(-0.05, 0.12):+.2f}m   {r.randint(4, 8)}%\n"
          f"Gold          {r.uniform(0.2, 0.5):+.2f}m   {r.randint(9, 14)}%\n```\n"
          f"Diversification benefit {r.randint(22, 34)}%. Attribution is mark-to-mid; fees and carry in the PnL pack.",
          kind="near")

    d.ctx = ctx
    d.L = L


# ---------------------------------------------------------------------------
# fillers
# ---------------------------------------------------------------------------

def _commentary(r, c, L):
    ujy, aud, gold, brent, bund = c["ujy"], c["aud"], c["gold"], c["brent"], c["bund"]
    pool = [
        (RATES, lambda: f"Bund-UST 10y spread {L['bundust'] + r.randint(-3, 3)}bp, touch tighter on the session. "
                        f"Schatz leading."),
        (RATES, lambda: f"UST curve: 2s10s {L['s2s10'] + r.randint(-4, 4)}bp, 5s30s {r.randint(70, 110)}bp. "
                        f"Swap spreads in the 10y tighter by {r.randint(1, 3)}bp on receiving in size."),
        (RATES, lambda: f"JGB 30y auction next week; dealers reportedly light inventory. JBU6 open interest "
                        f"{r.randint(95, 130)}k, roll {r.randint(40, 70)}% done."),
        (RATES, lambda: f"ERU6 strip pricing {r.randint(18, 42)}bp of ECB cuts by Dec; no change to how I read it."),
        (RATES, lambda: f"SOFR futures: Dec/Mar spread {r.randint(-12, 4)}bp. Fed pricing barely moved overnight."),
        (RATES, lambda: f"Gilt supply: DMO 2035 syndication mandate expected next week, ~£{r.randint(5, 8)}bn."),
        (RATES, lambda: f"TY implied vol {r.uniform(5.2, 6.8):.1f} bp/day equiv., cheap vs realised into CPI."),
        (FX, lambda: f"USDJPY {ujy + r.uniform(-0.6, 0.4):.2f}, 1m 25d RR {r.uniform(-1.6, -0.6):.2f} (yen calls "
                     f"bid). Tokyo fixing flows small today."),
        (FX, lambda: f"AUDUSD {aud + r.uniform(-0.002, 0.004):.4f}; iron ore Dalian +{r.uniform(0.4, 2.2):.1f}%. "
                     f"AUDNZD grinding higher."),
        (FX, lambda: f"EURUSD {r.uniform(1.10, 1.17):.4f}, EURCHF {r.uniform(0.925, 0.945):.4f}. Europe quiet."),
        (FX, lambda: f"USDMXN {c['mxn'] + r.uniform(-0.1, 0.1):.4f}, implied yield 3m "
                     f"{r.uniform(7.2, 8.4):.2f}%. Carry still paying."),
        (FX, lambda: f"USDBRL {r.uniform(5.2, 5.9):.4f}, DI Jan27 {r.uniform(13.1, 14.6):.2f}%. Fiscal chatter."),
        (FX, lambda: f"Gold {gold + r.uniform(-20, 40):,.1f}; ETF holdings flat, Shanghai premium "
                     f"${r.randint(8, 25)}/oz."),
        (FX, lambda: f"Brent {brent + r.uniform(-0.8, 0.8):.2f}, WTI-Brent {r.uniform(-4.2, -2.8):.2f}. Cracks firm."),
        (FX, lambda: f"DXY {r.uniform(97, 101):.2f}; dollar softer vs everything except CHF."),
        (STRAT, lambda: f"Reading the Fed Governor's prepared text ahead of 18:00Z: mostly balance sheet, little on "
                        f"the policy path. Unlikely to matter for the book."),
        (STRAT, lambda: f"Sell-side roundup: one shop recommends short EURJPY targeting {r.randint(155, 162)}, "
                        f"another likes 5s30s steepeners in EUR. Noted, not ours."),
        (STRAT, lambda: f"China credit impulse turned up for the {r.choice(['2nd', '3rd'])} month. Second-order "
                        f"positive for AUD and copper; first-order nothing."),
        (STRAT, lambda: "Thinking aloud, no action implied. " + r.choice(STRAT_PARAS)),
        (STRAT, lambda: "Background for anyone picking up the book later: " + r.choice(STRAT_PARAS)),
        (STRAT, lambda: "From the research queue (context only): " + r.choice(STRAT_PARAS)),
        (STRAT, lambda: "Re-reading the week's data. " + r.choice(STRAT_PARAS)),
        (RISK, lambda: f"intraday: VaR ${L['var_use'] + r.uniform(-0.2, 0.3):.2f}m / $4.00m, largest contributor "
                       f"TYU6 short, then USDJPY."),
        (RISK, lambda: f"correlation check: TY/USDJPY 20d corr {r.uniform(0.35, 0.6):.2f}, gold/USD "
                       f"{r.uniform(-0.55, -0.25):.2f}. Nothing unusual."),
        (EXEC, lambda: f"venue check: EBS spread USDJPY {r.uniform(0.3, 0.9):.1f} pips, CBOT TY top-of-book "
                       f"{r.randint(900, 2500)} lots. Liquidity normal."),
        (EXEC, lambda: f"TCA yesterday: avg slippage {r.uniform(-0.2, 0.6):.1f}bp FX, {r.uniform(0.1, 0.6):.1f} "
                       f"ticks futures. Within budget."),
        (OPS, lambda: f"daily reconciliation with the prime broker matched, {r.randint(0, 2)} breaks (fees)."),
        (PM, lambda: ""),
        (PM, lambda: ""),
        (PM, lambda: ""),
        (RATES, lambda: f"Asset-swap spreads in 10y Bunds {r.uniform(-5, 5):+.1f}bp vs swaps; the richening "
                        f"stalled at the same level as last month."),
        (RATES, lambda: f"UST 3y auction preview: WI {float(L['y10']) - 0.4:.3f}%, last three auctions tailed "
                        f"0.4-1.1bp. Concession into it looks thin."),
        (RATES, lambda: f"JGB-UST 10y spread {r.randint(270, 300)}bp, narrowest since {r.choice(['2022', '2023'])}."),
        (RATES, lambda: f"Euribor Dec26 {r.uniform(97.6, 98.1):.3f}; the strip trades like the ECB is done after "
                        f"one more cut."),
        (FX, lambda: f"EURJPY {r.uniform(168, 176):.2f}, GBPJPY {r.uniform(195, 206):.2f}. Crosses doing more "
                     f"than the dollar legs today."),
        (FX, lambda: f"USDCNH {r.uniform(7.05, 7.25):.4f}, fix-to-spot gap {r.randint(120, 380)} pips. PBoC "
                     f"still leaning against weakness."),
        (FX, lambda: f"Silver {r.uniform(44, 52):.2f}, gold/silver ratio {r.uniform(80, 92):.1f}. Platinum "
                     f"bid on South African supply news."),
        (FX, lambda: f"NOK and CAD tracking crude tick for tick this afternoon; oil beta in FX back above "
                     f"{r.uniform(0.3, 0.5):.2f}."),
        (STRAT, lambda: f"Japan wage data next week is the one I care about more than the BoJ speakers. Base pay "
                        f"ex-bonus has been running {r.uniform(2.4, 3.2):.1f}% y/y."),
        (RISK, lambda: f"margin: initial margin at the FCM ${r.uniform(38, 52):.1f}m, excess "
                       f"${r.uniform(20, 35):.1f}m. Cash buffer fine."),
        (RISK, lambda: f"model note: VaR uses 2y lookback, 99%, full reval for options (none held). Numbers "
                       f"in the table are comparable day to day."),
        (EXEC, lambda: f"OMS session health: FIX sessions to CME, Eurex, EBS and 4 LPs all logged in, "
                       f"heartbeats normal."),
    ]
    return pool

TAILS = {
    RATES[0]: [
        "Flows look two-way; I'd want the auction stats before reading anything into it.",
        "Real-money participation has been light all week, which exaggerates moves in both directions.",
        "Futures basis is behaving; no sign of funding stress in repo or in the CTD switch.",
        "Worth remembering the quarter-end extension bid is still three weeks away.",
        "Swap spreads are the cleaner read on supply here than outright yields.",
        "Nothing in the options market suggests anyone is paying up for a tail.",
        "Dealer positioning surveys still show them long the belly, so rallies get sold into.",
        "The term-premium models disagree by 30bp, which tells you how little they are worth intraday.",
    ],
    FX[0]: [
        "Vol surface barely moved, so this is spot-driven rather than a repricing of risk.",
        "Fixing demand looks ordinary; nothing in the month-end models yet.",
        "Leveraged accounts have been fading these moves all week.",
        "Options expiries at the NY cut are small today, so no pin risk to speak of.",
        "Correlation with the front end of the US curve is back above 0.5 on a 20-day window.",
        "Asia real money has been a steady seller of dollars on rallies.",
        "Forward points are stable; the carry arithmetic has not changed since yesterday.",
        "Liquidity thins out after the London fix, so prints in that window mean less.",
    ],
    STRAT[0]: [
        "The market narrative is ahead of the data here, which is usually when I get more careful.",
        "Cross-asset signals are mixed, equities and credit telling slightly different stories.",
        "None of this changes the framework in this morning's note.",
        "Worth re-reading the last two sets of minutes before anyone gets excited.",
    ],
    RISK[0]: [
        "Concentration metrics unchanged from the morning report.",
        "Liquidity-adjusted VaR adds roughly 8% on top, mostly the EM legs.",
        "Model backtest exceptions: 1 in the last 250 days, inside tolerance.",
    ],
    EXEC[0]: [
        "Algo participation caps left at defaults.",
        "Broker scorecards refresh at 21:00Z.",
        "No stale quotes flagged by the LP monitor.",
    ],
    OPS[0]: [
        "Margin call from the FCM settled by 09:00 as usual.",
        "Corporate actions calendar empty for our names.",
    ],
}

NEWS_CONTEXT = [
    "No direct read-across to the book; noted for the macro log.",
    "Market reaction contained; volumes about average for the time of day.",
    "Analysts had flagged the risk in previews; consensus was split.",
    "The statement language was close to the previous meeting's, with one sentence dropped.",
    "Local curve moved a few bp; spillover to G10 negligible so far.",
    "Follow-up comments from officials expected later in the session.",
]

DIGEST = [
    "Taiwan export orders +{g}% y/y, beat; TWD firmer.",
    "Philippines central bank governor: room to ease further if inflation stays low.",
    "Eurozone construction PMI {g} pts lower m/m; no market reaction.",
    "US mortgage applications +{g}% w/w, refi-led.",
    "Chilean peso firmer as copper rallies; local swap curve steeper.",
    "South Africa mining output -{g}% y/y; ZAR unmoved.",
    "Japan machine orders +{g}% m/m vs +1.0% exp.",
    "German industrial production -{g}% m/m, autos weak again.",
    "Colombia CPI {g}% y/y; BanRep seen cautious.",
    "Large European utility prices EUR 1.5bn green bond, books 3x covered.",
    "Singapore MAS keeps policy band unchanged in off-cycle review talk, per local press.",
    "French PM survives a confidence vote; OAT-Bund spread 2bp tighter.",
    "Indonesian rupiah at a 2-month high; BI seen on hold.",
    "Israel CPI {g}% y/y; shekel unchanged.",
    "US small business optimism index {g} pts higher.",
    "UK BRC like-for-like sales +{g}% y/y.",
    "Chinese steel output cut rumours again; iron ore up {g}% in Dalian.",
    "Canadian building permits -{g}% m/m.",
]

STRAT_PARAS = [
    "On the longer view, the global disinflation story now rests on services rather than goods. Goods prices "
    "have been flat to falling for eighteen months in the US and the euro area, helped by Chinese export prices "
    "that keep printing negative. Services inflation is stickier because it is mostly wages; the trackers we "
    "use (Atlanta Fed, the ECB's negotiated wage series, the UK's private regular pay) are all decelerating, but "
    "at different speeds, and that difference is most of the cross-market rates story for the next six months.",
    "Fiscal is the other half of the term-premium debate. US deficits around 6% of GDP at full employment are "
    "historically unusual, and the Treasury's coupon issuance plans matter more for the 10y sector than any "
    "single CPI print. Auction tails have been modest this year, which says demand is there at these yields, "
    "but indirect bidder participation has been trending lower and the dealers are absorbing more than they "
    "would like. That asymmetry is why the long end does not rally as much as the front on soft data.",
    "Japan remains the most interesting policy story in G10. The BoJ has moved slowly and telegraphed each step, "
    "but the domestic inflation picture has genuinely changed: wage settlements above 5% for two years running, "
    "services inflation near 2%, and firms passing through import costs in a way they did not a decade ago. The "
    "yen's weakness has been a rate-differential story first and a flow story second, and the flow side, Japanese "
    "retail investors buying foreign assets, has not reversed. That is why yen rallies fade unless the BoJ speaks.",
    "Emerging markets have had a kind year: a softer dollar, falling US yields and steady commodity prices are "
    "the classic supportive mix. Carry-to-vol ratios in MXN, BRL, ZAR and INR are all in the top quartile of "
    "their ten-year ranges. The risk is the usual one: carry trades work until a common shock arrives and they "
    "all unwind together, and positioning surveys say the community is already long most of them.",
    "Gold's behaviour has changed over the last three years. The old relationship with US real yields broke "
    "down in 2022 as central banks, led by the PBoC, became persistent buyers after the freezing of Russian "
    "reserves. Official-sector demand is price-insensitive in a way that ETF demand is not, which is why "
    "drawdowns have been shallower. The question we keep asking is what would make reserve managers stop, and "
    "we do not have a good answer.",
    "On oil, the supply side dominates. OPEC+ has been returning barrels faster than the market expected, US "
    "shale output is flat rather than growing, and non-OPEC supply from Brazil, Guyana and Canada keeps "
    "surprising to the upside. Demand is fine rather than strong. The curve structure, modest backwardation at "
    "the front and contango further out, says the market is balanced now and expects surplus later.",
    "Europe's growth picture is better than the sentiment surveys suggested in the spring. German fiscal "
    "expansion is starting to show up in orders, peripheral spreads are near their tights and credit growth is "
    "picking up from low levels. None of that is inflationary yet, which is why the ECB can keep its easing "
    "bias, but it does cap how far Bund yields can fall without a shock.",
    "In the UK, the policy problem is that headline inflation has come down and services inflation has not, at "
    "least not convincingly. The MPC's vote splits have widened, which is a reliable sign that the next few "
    "meetings are genuinely live. Gilt supply remains heavy and the DMO's shift toward shorter maturities has "
    "helped the long end; the front end is where the data will show up first.",
    "Equity markets are pricing a soft landing with some enthusiasm. Index-level earnings expectations have "
    "held up, concentration in a handful of large technology names is near record, and implied volatility is "
    "low. For a macro book the equity index is mainly useful as a hedge and as a signal: when equities and "
    "bonds rally together on soft inflation data, the easing narrative is in charge.",
    "Liquidity conditions deserve a line. Bank reserves in the US are drifting lower as the balance sheet "
    "shrinks, repo rates have printed above the policy rate around month-ends, and the Fed has signalled it "
    "will stop the run-off before reserves become scarce. For now, funding markets are orderly; we watch the "
    "SOFR-IORB spread as the early warning.",
]


UNRELATED_NEWS = [
    "📰 Norway | Norges Bank holds at 4.00%, signals one cut in H2. NOK -0.3%.",
    "📰 India | Q1 GDP {g}% y/y vs 6.8% exp. Nifty +0.4%.",
    "📰 Korea | Exports (first 10 days) +{g}% y/y, chips strong. KRW firmer.",
    "📰 Canada | Housing starts 248k vs 255k exp. CAD flat.",
    "📰 Poland | CPI flash 3.1% y/y; NBP on hold expected. PLN unch.",
    "📰 Sweden | Riksbank minutes: board split on timing of next cut. SEK -0.2%.",
    "📰 Corporate | Large-cap chipmaker guides Q3 revenue above consensus; shares +{g}% after hours.",
    "📰 Eurozone | Sentix investor confidence -{g} vs -5 exp.",
    "📰 Australia | Westpac consumer confidence +{g}% m/m.",
    "📰 Hungary | NBH keeps base rate at 6.50%. HUF unch.",
    "📰 Shipping | Red Sea transit volumes up {g}% w/w per tracking data.",
    "📰 Czech | CNB governor: inflation close to target, further easing possible.",
]


def _fill(d, target_total):
    r = d.r
    L, c = d.L, d.ctx
    # heartbeats
    t = r.uniform(60, 600)
    while t < 86300:
        d.add(None, t, HB, f"agent-health ✅ 7/7 up · queue={r.randint(0, 3)} · p95 {r.uniform(0.9, 3.2):.1f}s · "
                           f"tokens/h {r.randint(180, 900)}k\n"
                           f"strategist=ok rates=ok fx=ok risk=ok exec=ok router=ok news=ok · "
                           f"oms_link=up md_feed=up lag_ms={r.randint(3, 40)} · mem {r.randint(41, 77)}% · "
                           f"ctx_cache_hit {r.randint(60, 95)}%", kind="noise")
        t += 45 * 60 + r.uniform(-120, 120)
    # PnL snapshots
    day, mtd = 0.0, r.uniform(0.8, 3.5)
    for h in range(7, 22):
        day += r.uniform(-0.12, 0.2)
        emb = None
        txt = ""
        if h % 3 == 0:
            emb = [{"title": f"PnL snapshot {h:02d}:00Z", "fields": [
                {"name": "Day", "value": f"{day:+.2f}m", "inline": True},
                {"name": "MTD", "value": f"{mtd + day:+.2f}m", "inline": True},
                {"name": "Rates", "value": f"{day * 0.5:+.2f}m", "inline": True},
                {"name": "FX", "value": f"{day * 0.3:+.2f}m", "inline": True}], "footer": "pnl-snap · marks: mid"}]
        else:
            txt = (f"PnL {h:02d}:00Z  day {day:+.2f}m | MTD {mtd + day:+.2f}m | rates {day * 0.5:+.2f}m "
                   f"fx {day * 0.3:+.2f}m cmdty {day * 0.2:+.2f}m idx {r.uniform(-0.02, 0.02):+.2f}m\n"
                   f"top: TYU6 {r.uniform(-0.3, 0.2):+.2f}m · USDJPY {r.uniform(-0.1, 0.2):+.2f}m · "
                   f"GCQ6 {r.uniform(-0.1, 0.2):+.2f}m · RXU6 {r.uniform(-0.05, 0.1):+.2f}m · "
                   f"fees/carry {r.uniform(-0.02, 0.01):+.3f}m · marks: mid, src=OMS+MD")
        d.add(None, T(h, 0, r.randint(2, 40)), PNL, txt, kind="noise", embeds=emb)
    # price alerts
    alerts = [("USDJPY", c["ujy"], 2), ("AUDUSD", c["aud"], 4), ("XAUUSD", c["gold"], 1), ("Brent", c["brent"], 2),
              ("EURUSD", 1.13, 4), ("USDMXN", c["mxn"], 4), ("RXU6", c["bund"], 2), ("ESU6", c["es"], 2)]
    for i in range(r.randint(7, 10)):
        name, lvl, dp = alerts[i % len(alerts)]
        lvl = lvl * (1 + r.uniform(-0.004, 0.004))
        d.add(None, _rand_time(r), ALERT, f"🔔 {name} crossed {lvl:.{dp}f} ({r.choice(['up', 'down'])})",
              kind="noise")
    # router routine cycles
    for i in range(r.randint(9, 12)):
        tt = _rand_time(r)
        hh = int(tt // 3600)
        d.add(None, tt, ROUTER, f"cycle {hh:02d}{int(tt % 3600 // 60):02d}Z · queue empty · no new items · "
                                f"0 routed · inbox news={r.randint(0, 6)} seen/0 new · agents idle "
                                f"{r.randint(4, 7)}/7 · next poll 15m", kind="noise")
    # CI / deploy
    d.add(None, T(5, r.randint(10, 50)), CI, f"✅ deploy fx-agent v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod "
                                             f"(sha {r.getrandbits(28):07x}) · 41 tests passed", kind="noise")
    d.add(None, T(17, r.randint(35, 55)), CI, f"✅ deploy news-agent v1.{r.randint(30, 49)}.{r.randint(0, 9)} → prod "
                                              f"(sha {r.getrandbits(28):07x}) · feed parsers hotfix", kind="noise")
    d.add(None, T(17, 58), OPS, "ok", kind="noise")
    d.add(None, T(22, r.randint(5, 40)), CI, "🟡 nightly backtest job queued (risk-agent scenarios, 14 grids)",
          kind="noise")
    d.add(None, T(19, r.randint(0, 59)), GW, f"gateway: reconnected after {r.randint(5, 70)}s (RESUMED, 0 events "
                                             f"missed)", kind="noise")
    for txt in ["ack", "noted", "ty", "ok", "🙏"]:
        d.add(None, _rand_time(r), r.choice([RATES, FX, EXEC, OPS]), txt, kind="noise")
    # risk usage tables midday
    for h in (9, 16):
        d.add(None, T(h, r.randint(30, 59)), RISK,
              _risk_table(L, r, f"Sentinel — limit usage {h:02d}:30Z", extra="\nNo breaches, no changes."),
              kind="near")
    # agent monitor snapshots
    for h in (7, 9, 11, 13, 15, 17, 19):
        d.add(None, T(h, r.randint(10, 50), r.randint(0, 59)), RATES,
              f"rates monitor {h:02d}Z\n```\n"
              f"TYU6  {_t64(c['ty'] + r.randint(-10, 40))}   DV01/lot ${r.uniform(62, 70):.1f}   OI chg {r.randint(-9, 9)}k\n"
              f"RXU6  {c['bund'] + r.uniform(-0.2, 0.4):.2f}    DV01/lot €{r.uniform(92, 99):.1f}   OI chg {r.randint(-9, 9)}k\n"
              f"JBU6  {r.uniform(136, 140):.2f}    DV01/lot ¥{r.randint(9000, 10500)}  OI chg {r.randint(-3, 3)}k\n"
              f"GU6   {r.uniform(90, 94):.2f}     (watch)\n"
              f"SOFR5y {float(L['y10']) - 0.38 + r.uniform(-0.05, 0.05):.3f}  spr {r.uniform(-40, -25):.1f}bp\n```\n"
              f"No stops within 20 ticks. " + " ".join(r.sample(TAILS[RATES[0]], 2)))
        d.add(None, T(h + 1, r.randint(0, 40), r.randint(0, 59)), FX,
              f"fx monitor {h + 1:02d}Z · USDJPY {c['ujy'] + r.uniform(-0.8, 0.4):.2f} · AUDUSD "
              f"{c['aud'] + r.uniform(-0.002, 0.004):.4f} · USDMXN {c['mxn'] + r.uniform(-0.1, 0.1):.4f} · XAU "
              f"{c['gold'] + r.uniform(-15, 45):,.1f} · Brent {c['brent'] + r.uniform(-1, 1):.2f} · DXY "
              f"{r.uniform(97, 101):.2f}\nDistance to stops: USDJPY {r.uniform(0.6, 1.4):.2f} big figs, AUDUSD "
              f"{r.randint(30, 60)} pips. " + " ".join(r.sample(TAILS[FX[0]], 2)))
    # unrelated headlines and commentary up to target
    news = UNRELATED_NEWS[:]
    r.shuffle(news)
    for s in news[:r.randint(7, 10)]:
        d.add(None, _rand_time(r), NEWS, s.format(g=f"{r.uniform(0.5, 9.5):.1f}") + " "
              + " ".join(r.sample(NEWS_CONTEXT, 2)), kind="near")
    pool = [(w, f, 1 if w in (EXEC, OPS) else 3) for w, f in _commentary(r, c, L)]
    used = {}
    pm_lines = ["keep it tight today.", "anyone seen the Fed Governor's text?", "coffee. back in 20.",
                "quiet one so far", "good work on the open.", "in a call till the hour", "screens slow again?",
                "lunch. ping if anything moves.", "heading out early, phone on.", "nice. thanks all."]
    r.shuffle(pm_lines)
    while len(d.msgs) < target_total:
        i = r.randrange(len(pool))
        who, fn, cap = pool[i]
        if used.get(i, 0) >= cap:
            if all(used.get(j, 0) >= pool[j][2] for j in range(len(pool))):
                break
            continue
        used[i] = used.get(i, 0) + 1
        if who == PM:
            if not pm_lines:
                continue
            d.add(None, _rand_time(r), PM, pm_lines.pop())
            continue
        txt = fn()
        if who[0] in TAILS:
            txt += " " + " ".join(r.sample(TAILS[who[0]], min(len(TAILS[who[0]]), r.choice([3, 3, 4, 4]))))
        d.add(None, _rand_time(r), who, txt)


OPTIONALS = ["route_q", "ty_working", "gold_cancel", "mof", "brl", "es_hedge", "gold_keep", "ovn_lim", "uj_eve",
             "swiss"]


# ---------------------------------------------------------------------------
# assembling the capture
# ---------------------------------------------------------------------------

def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    built = []
    for di in range(days):
        start = end - timedelta(days=days - di)
        for ci in range(channels):
            rng = random.Random(_h(DESK, seed, ci, di))
            d = _Day(rng, start, _channel_id(ci), ci, di)
            k = rng.randint(1, 5)
            opts = set(rng.sample(OPTIONALS, k))
            _build_day(d, opts)
            _fill(d, rng.randint(282, 310))
            built.append(d)

    # absolute times, unique ms across the file, ids
    allm = []
    for d in built:
        base = int(d.start.timestamp() * 1000)
        for m in d.msgs:
            m["ms"] = base + int(m["t"] * 1000)
            m["day"] = d
            allm.append(m)
    allm.sort(key=lambda m: (m["ms"], m["day"].ci))
    last = 0
    seq = 0
    for m in allm:
        if m["ms"] <= last:
            m["ms"] = last + 1
        last = m["ms"]
        seq = (seq + 1) % 4096
        m["id"] = str(_snow(m["ms"], _h("worker", m["who"][0]) % 32, seq))

    events = []
    for d in built:
        base = int(d.start.timestamp() * 1000)
        for m in d.msgs:
            ch = d.chan
            parent = None
            if m["thread"]:
                ch = d.by_key[m["thread"]]["id"]
                parent = d.chan
                assert m["ms"] > d.by_key[m["thread"]]["ms"]
            m["channel_id"] = ch
            msg = {"id": m["id"], "author_id": _stable_id("author", m["who"][0]), "author_name": m["who"][0],
                   "author_bot": m["who"][1], "created_at": _iso(m["ms"]), "content": m["content"],
                   "attachments": m["attachments"] or [], "embeds": m["embeds"] or [],
                   "reference_id": d.by_key[m["ref"]]["id"] if m["ref"] else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
            if parent:
                ev["parent_channel_id"] = parent
            ev["message"] = msg
            events.append((m["ms"], 0, ev))
        for o in d.ops:
            ms = base + int(o["t"] * 1000)
            if o["op"] == "bulk_delete":
                tgt = [d.by_key[k] for k in o["keys"]]
                ms = max(ms, max(x["ms"] for x in tgt) + 1)
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["channel_id"],
                      "message_ids": [x["id"] for x in tgt], "deleted_at": _iso(ms)}
                events.append((ms, 1, ev))
                continue
            m = d.by_key[o["key"]]
            ms = max(ms, m["ms"] + 1)
            ev = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": m["channel_id"], "message_id": m["id"]}
            if o["op"] == "edit":
                ev["edited_at"] = _iso(ms)
                ev["content"] = o["content"]
            elif o["op"] == "delete":
                ev["deleted_at"] = _iso(ms)
            elif o["op"] == "forget":
                ev["requested_by"] = o["by"]
                ev["at"] = _iso(ms)
            elif o["op"] == "pin":
                ev["by"] = o["by"]
                ev["at"] = _iso(ms)
            elif o["op"] == "reaction_add":
                ev["emoji"] = o["emoji"]
                ev["user_id"] = o["by"]
                ev["at"] = _iso(ms)
            events.append((ms, 1, ev))
    events.sort(key=lambda x: (x[0], x[1]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d in built:
        for m in sorted(d.msgs, key=lambda m: m["ms"]):
            if m["kind"] == "hard":
                labels["hard_events"].append({
                    "channel_id": m["channel_id"], "message_id": m["id"], "event_type": m["ev"],
                    "facts": m["facts"], "phrasing": m["ph"], "final_state": m["state"]})
                for old in m["superseded"]:
                    labels["superseded_facts"].append([m["channel_id"], m["id"], old])
            elif m["kind"] == "noise" and m["state"] in ("live", "edited"):
                labels["noise_message_ids"].append(m["id"])
            elif m["kind"] == "near" and m["state"] in ("live", "edited"):
                labels["near_miss_ids"].append(m["id"])
            if m["state"] in ("deleted", "forgotten"):
                labels["removed_texts"].append(m["snippet"])
            if m["idiom"] and d.ci == 0 and d.di == 0:
                name, exp = m["idiom"]
                labels["idioms"].append({"message_id": m["id"], "idiom": name, "expected": exp})
    return {"events": [e for _, _, e in events], "labels": labels}


# ---------------------------------------------------------------------------
# self-check and CLI
# ---------------------------------------------------------------------------

def _final_texts(events):
    texts, created, state = {}, {}, {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            created[m["id"]] = (e["channel_id"], m)
            texts[m["id"]] = m["content"]
            state[m["id"]] = "live"
        elif e["op"] == "edit":
            texts[e["message_id"]] = e["content"]
            state[e["message_id"]] = "edited"
        elif e["op"] == "delete":
            state[e["message_id"]] = "deleted"
        elif e["op"] == "forget":
            state[e["message_id"]] = "forgotten"
        elif e["op"] == "bulk_delete":
            for i in e["message_ids"]:
                state[i] = "deleted"
    full = {}
    for i, (ch, m) in created.items():
        parts = [texts[i]]
        for emb in m.get("embeds") or []:
            parts += [emb.get("title", ""), emb.get("description", ""), emb.get("author", ""), emb.get("footer", "")]
            for f in emb.get("fields", []):
                parts += [f["name"], f["value"]]
        full[i] = "\n".join(parts)
    return created, full, state


def check(out):
    events, labels = out["events"], out["labels"]
    created, full, state = _final_texts(events)
    errors = []
    last = 0
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
        iso = _iso(ms)
        if iso != m["created_at"]:
            errors.append(f"id/time mismatch {m['id']}")
        if ms <= last:
            errors.append(f"order {m['id']}")
        last = ms
    for h in labels["hard_events"]:
        i = h["message_id"]
        if i not in created:
            errors.append(f"missing {i}")
            continue
        if created[i][0] != h["channel_id"]:
            errors.append(f"channel mismatch {i}")
        if state[i] != h["final_state"]:
            errors.append(f"state mismatch {i} {state[i]} {h['final_state']}")
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"fact count {i}")
        for f in h["facts"]:
            if f not in full[i]:
                errors.append(f"fact {f!r} not in {i}")
    for ch, i, old in labels["superseded_facts"]:
        if old in full[i]:
            errors.append(f"superseded {old} still in {i}")
    for s in labels["removed_texts"]:
        if not any(s in full[i] for i in full if state[i] in ("deleted", "forgotten")):
            errors.append(f"removed snippet not found {s}")
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in created:
            errors.append(f"missing id {i}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"] + labels["near_miss_ids"]):
        errors.append("hard/noise overlap")
    return errors


def stats(out):
    events, labels = out["events"], out["labels"]
    per = {}
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        ch = e.get("parent_channel_id") or e["channel_id"]
        day = m["created_at"][:10]
        s = per.setdefault((ch, day), {"msgs": 0, "bytes": 0, "ids": set()})
        s["msgs"] += 1
        s["bytes"] += len(m["content"].encode()) + len(json.dumps(m["embeds"], ensure_ascii=False).encode()) * bool(
            m["embeds"])
        s["ids"].add(m["id"])
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    lines = []
    for (ch, day), s in sorted(per.items()):
        hard = [h for h in labels["hard_events"] if h["message_id"] in s["ids"]]
        lines.append(f"{ch} {day}: msgs={s['msgs']} KB={s['bytes'] / 1024:.1f} hard={len(hard)} "
                     f"noise={len(noise & s['ids'])} ({len(noise & s['ids']) / s['msgs'] * 100:.0f}%) "
                     f"near={len(near & s['ids'])}")
    bytype = {}
    for h in labels["hard_events"]:
        bytype[h["event_type"]] = bytype.get(h["event_type"], 0) + 1
    lines.append("by type: " + json.dumps(bytype, sort_keys=True))
    lines.append(f"idioms={len(labels['idioms'])} superseded={len(labels['superseded_facts'])} "
                 f"removed={len(labels['removed_texts'])}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    errs = check({"events": events, "labels": out["labels"]})
    print(stats(out), file=sys.stderr)
    if errs:
        print("\n".join(errs[:50]), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
