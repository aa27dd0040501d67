"""Seeded desk generator: ``prediction_markets``.

An event-contract desk trading Kalshi-style (cents) and Polymarket-style (0-1)
YES/NO markets: Fed decisions, CPI prints, payrolls, elections, weather and
sports-adjacent corporate events, with venue spreads and hedges in rates futures.

Pure function of its arguments, standard library only.

    python -m tests.desks.prediction_markets --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta, timezone

DESK = "prediction_markets"
UTC = timezone.utc
EPOCH_MS = 1420070400000
DAY_MS = 86_400_000
DEFAULT_END = datetime(2026, 3, 18, tzinfo=UTC)
_UNIX0 = datetime(1970, 1, 1, tzinfo=UTC)


def _ms(dt: datetime) -> int:
    return (dt - _UNIX0) // timedelta(milliseconds=1)


def snowflake(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker % 32) << 17) | (seq % 4096)


def iso(ms: int) -> str:
    dt = _UNIX0 + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


GUILD_ID = str(snowflake(_ms(datetime(2023, 6, 14, 9, 12, 55, 318000, tzinfo=UTC)), 2, 77))


def channel_id(i: int) -> str:
    base = _ms(datetime(2024, 1, 9, 15, 41, 7, 604000, tzinfo=UTC))
    return str(snowflake(base + i * 86_417_003 + 311 * i, 1 + i % 7, 900 + i * 13))


# key -> (display name, bot?, account creation time)
_PEOPLE = [
    ("lead", "dvrk", False, datetime(2019, 5, 2, 21, 4, 11, tzinfo=UTC)),
    ("mika", "mika", False, datetime(2020, 11, 19, 3, 55, 40, tzinfo=UTC)),
    ("sam", "sam.ops", False, datetime(2021, 2, 8, 14, 12, 9, tzinfo=UTC)),
    ("jules", "jules (rates)", False, datetime(2018, 9, 30, 12, 1, 33, tzinfo=UTC)),
    ("oracle", "oracle-rs", True, datetime(2024, 7, 15, 8, 30, 2, tzinfo=UTC)),
    ("exec", "kx-exec", True, datetime(2023, 10, 3, 16, 45, 51, tzinfo=UTC)),
    ("bridge", "polybridge", True, datetime(2024, 2, 21, 11, 7, 19, tzinfo=UTC)),
    ("settle", "settlebot", True, datetime(2023, 12, 1, 0, 0, 44, tzinfo=UTC)),
    ("risk", "riskd", True, datetime(2023, 8, 22, 19, 31, 5, tzinfo=UTC)),
    ("wire", "newswire", True, datetime(2022, 4, 11, 6, 18, 27, tzinfo=UTC)),
    ("router", "desk-router", True, datetime(2025, 1, 6, 10, 2, 58, tzinfo=UTC)),
    ("ob", "book-snap", True, datetime(2024, 3, 3, 3, 3, 3, tzinfo=UTC)),
    ("odds", "oddsalert", True, datetime(2023, 5, 17, 22, 40, 12, tzinfo=UTC)),
    ("cron", "cron", True, datetime(2022, 12, 24, 7, 15, 0, tzinfo=UTC)),
    ("ci", "deploybot", True, datetime(2022, 8, 8, 8, 8, 8, tzinfo=UTC)),
]
PEOPLE = {
    k: (name, bot, str(snowflake(_ms(dt), 1, 7 + i)), i)
    for i, (k, name, bot, dt) in enumerate(_PEOPLE)
}

MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
FUT = "FGHJKMNQUVXZ"
NYC_HIGH = [39, 42, 50, 62, 72, 80, 85, 84, 76, 65, 54, 44]
FOMC_DATES = [date(*d) for d in [
    (2025, 1, 29), (2025, 3, 19), (2025, 5, 7), (2025, 6, 18), (2025, 7, 30), (2025, 9, 17),
    (2025, 10, 29), (2025, 12, 10), (2026, 1, 28), (2026, 3, 18), (2026, 4, 29), (2026, 6, 17),
    (2026, 7, 29), (2026, 9, 16), (2026, 10, 28), (2026, 12, 9), (2027, 1, 27), (2027, 3, 17),
    (2027, 4, 28), (2027, 6, 16), (2027, 7, 28), (2027, 9, 22), (2027, 11, 3), (2027, 12, 15)]]
# activity per UTC hour (US desk on Eastern time, on-chain venues never close)
HOUR_W = [3, 2, 2, 1, 1, 1, 1, 1, 2, 2, 3, 5, 9, 10, 11, 10, 9, 9, 10, 9, 8, 6, 5, 4]


IDIOM_KEEP = {
    "proposal buried mid-way in a long model-vs-market write-up",
    "k-suffixed size, cents price shorthand proposal",
    "lowercase 'no <size> <event>>x at <cents>' shorthand",
    "[PROPOSAL]-tagged cross-venue spread with 0-1 and cents prices",
    "emoji + 'send it' reply approving an agent proposal",
    "bare 'ok go' reply as approval",
    "raw JSON order_ack line from the exec bot",
    "embed-only venue card: order accepted on our account",
    "key=value partial fill with leaves=",
    "human fill report corrected by edit (price)",
    "stop level moved twice by editing the same pinned message",
    "risk engine resizing an order on a correlated-event group",
    "router bot 'not routed' line",
    "wire headline on the underlying of a held contract (Fed)",
    "settlement of a held contract (payout)",
    "lowercase conviction change inside a thread",
    "venue card for another account (MM-03), not this desk",
    "risk heartbeat '0 breaches' (no limit event)",
    "past-tense trade told as history",
    "backtest with 'filled avg' numbers",
}


def make_ctx(r: random.Random, day: date) -> dict:
    c: dict = {"day": day}
    f = next((d for d in FOMC_DATES if d > day), day + timedelta(days=30))
    c["fomc_date"] = f
    c["blackout"] = (f - day).days <= 11
    yy = f"{f.year % 100:02d}"
    c["fomc_mon"] = MONTH[f.month - 1]
    c["fomc_day"] = f.day
    c["fomc_today"] = f == day
    c["fed"] = f"FEDDEC-{yy}{MON[f.month - 1]}-C25"
    c["fed_hold"] = f"FEDDEC-{yy}{MON[f.month - 1]}-H0"
    c["fed_50"] = f"FEDDEC-{yy}{MON[f.month - 1]}-C50"
    c["fed_short"] = "FEDDEC-25BP"
    c["fomc_evt"] = f"FOMC-{yy}{MON[f.month - 1]}"
    c["poly_fed"] = f"fed-decision-in-{MONTH[f.month - 1].lower()}"
    nm = f.month % 12 + 1
    ny = f.year + (1 if f.month == 12 else 0)
    c["zq"] = f"ZQ{FUT[nm - 1]}{ny % 10}"
    qm = next(m for m in (3, 6, 9, 12, 15) if m > f.month)
    qy = f.year + (1 if qm == 15 else 0)
    qm = 3 if qm == 15 else qm
    c["sr3"] = f"SR3{FUT[qm - 1]}{qy % 10}"
    # the next CPI release: last month's print until ~the 12th, this month's after it
    if day.day <= 11:
        pm = day.month - 1 or 12
        py = day.year - (1 if day.month == 1 else 0)
    else:
        pm, py = day.month, day.year
    c["cpi"] = f"CPI-{py % 100:02d}{MON[pm - 1]}-T0.3"
    c["cpi_core"] = f"CPICORE-{py % 100:02d}{MON[pm - 1]}-T0.3"
    c["cpi_month"] = MONTH[pm - 1]
    c["cpi_short"] = "cpi>0.3"
    c["nfp"] = f"PAYROLLS-{day.year % 100:02d}{MON[day.month - 1]}-T100"
    tm = day + timedelta(days=1)
    pv = day - timedelta(days=1)
    base = NYC_HIGH[tm.month - 1] + r.randint(-4, 5)
    c["wx_temp"] = base
    c["wx"] = f"HIGHNY-{tm.year % 100:02d}{MON[tm.month - 1]}{tm.day:02d}-B{base}.5"
    c["wx_day"] = tm.strftime("%a")
    pb = NYC_HIGH[pv.month - 1] + r.randint(-4, 5)
    c["wx_prev"] = f"HIGHNY-{pv.year % 100:02d}{MON[pv.month - 1]}{pv.day:02d}-B{pb}.5"
    c["prev_tag"] = f"{pv.year % 100:02d}{MON[pv.month - 1]}{pv.day:02d}"
    c["tag"] = f"{day.year % 100:02d}{MON[day.month - 1]}{day.day:02d}"
    c["tm_tag"] = f"{tm.year % 100:02d}{MON[tm.month - 1]}{tm.day:02d}"
    c["ga"] = f"GASEN-{26 if day.year <= 2026 else 28}-D"
    c["house"] = f"which-party-wins-the-house-in-{2026 if day.year <= 2026 else 2028}"
    c["corp"] = "NBAEXP-26" if day.year <= 2026 else "NBAEXP-27"
    c["corp_poly"] = "nba-expansion-announced-by-june-30"
    # prices
    c["fed_mid"] = r.randint(34, 46)
    c["fed_model"] = c["fed_mid"] + r.randint(7, 12)
    c["cpi_no"] = r.randint(56, 64)
    c["wx_px"] = r.randint(18, 27)
    c["ga_px"] = r.randint(47, 55)
    c["zq_px"] = 96.355 + 0.005 * r.randint(0, 10)
    c["sr3_px"] = 96.150 + 0.005 * r.randint(0, 14)
    return c


class M:
    """A message under construction."""

    __slots__ = ("t", "who", "content", "embeds", "reply", "thread", "final", "state",
                 "edited", "id", "chan", "parent", "day", "files")

    def __init__(self, t, who, content, embeds, reply, thread, day):
        self.t, self.who, self.content = t, who, content
        self.embeds = embeds or []
        self.reply, self.thread, self.day = reply, thread, day
        self.final = content
        self.state = "live"
        self.edited = False
        self.id = None
        self.files = []
        self.chan = None
        self.parent = None


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def _tbl(headers, rows) -> str:
    cols = list(zip(*([headers] + rows)))
    w = [max(len(str(x)) for x in col) for col in cols]
    line = lambda row: "  ".join(str(x).ljust(w[i]) for i, x in enumerate(row)).rstrip()
    out = [line(headers), "  ".join("-" * x for x in w)] + [line(r) for r in rows]
    return "```\n" + "\n".join(out) + "\n```"


def para_pools(r: random.Random, c: dict) -> dict:
    """Topic paragraphs for the research agent's long write-ups (analysis only, no decisions)."""
    mk, md = c["fed_mid"], c["fed_model"]
    f_d = c["fomc_day"]
    return {
        "fed": [
            "**Dots and SEP**\nThe dots don't resolve this market, but they shape the next one. The median dot at the "
            f"last SEP implied {r.randint(1, 3)} cuts over the year; a one-notch shift in the median needs only two "
            "participants to move, and prediction-market prices have historically over-reacted to the median and "
            "under-reacted to the dispersion. For this meeting the dots matter only through the tone of the presser.",
            "**Futures mapping**\nConverting fed funds futures into a meeting probability is mechanical but noisy. With "
            f"the meeting on the {f_d}th, the contract month averages the old rate for {f_d} days and the new one for the rest, "
            "so the implied move has to be scaled up. Month-end repo pressure and the EFFR-to-IORB spread add 1-2bp of "
            f"noise, worth {r.randint(5, 9)}pp of probability. The SOFR strip is a cross-check, not a substitute: it "
            "carries term premium and is thinner at the front.",
            "**Speaker weighting**\nVoters get double weight, the Chair and Vice Chair triple. Speeches older than ten "
            "days are discounted by half, and anything in the blackout window is zero by construction. Regional presidents "
            f"who rotate off next year are weighted as non-voters. The current map leans {r.choice(['mildly dovish', 'dovish', 'balanced'])}; "
            "the most informative recent signal was a voter refusing to push back on market pricing when given the chance.",
            "**Labour block**\nThe labour inputs are claims (initial and continuing), JOLTS openings and hires, the "
            "Conference Board labour differential, and the unemployment rate's distance from the SEP's year-end projection. "
            f"Continuing claims are {r.choice(['at a cycle high', 'near the cycle high', 'drifting higher'])}; the hires rate is back "
            "to levels last seen in the early 2010s. This block alone would put a cut near 60%.",
            "**Inflation block**\nCore PCE on a 3- and 6-month annualised basis, services ex-housing, and the trimmed mean. "
            "None of them is accelerating, but none is at target either. The block is roughly neutral for this meeting and "
            "becomes the binding constraint only if a hot print lands before the statement.",
            "**Microstructure**\nOn Kalshi, the cut book is deepest within 2c of mid during US hours; market makers widen "
            "into the statement and pull quotes in the final minute. Polymarket's book is one-sided into US lunch when "
            "retail flow dominates. Both venues see a volume spike on speaker headlines, with Polymarket reacting first "
            "by 30-90 seconds on average, likely because its participants are watching X rather than terminals.",
            "**Scenario table**\n" + _tbl(["scenario", "prob", "cut leg", "hold leg"],
                                         [["cut 25, dovish guidance", f"{r.randint(20, 35)}%", "100", "0"],
                                          ["cut 25, hawkish guidance", f"{r.randint(10, 20)}%", "100", "0"],
                                          ["hold, easing bias kept", f"{r.randint(25, 40)}%", "0", "100"],
                                          ["hold, bias dropped", f"{r.randint(5, 15)}%", "0", "100"],
                                          ["cut 50", f"{r.randint(1, 4)}%", "0", "0"]]),
            "**Dissents**\nThe model treats a dissent as informative only if it comes from a voter who dissented less than "
            "once in the past two years. Two dissents in opposite directions are read as a split committee and widen the "
            "distribution without moving the centre.",
        ],
        "cpi": [
            "**Seasonal adjustment**\nThe seasonal factors for this month were revised in February; the revision moved "
            f"the prior-year print by {r.randint(1, 4)}bp. Residual seasonality in the first quarter has biased headline "
            "prints high three years running, and the model carries a small adjustment for it.",
            "**OER and rent**\nOwners' equivalent rent is still running hotter than the new-lease indices imply. The lag "
            "between new leases and OER is roughly nine to twelve months, so the shelter disinflation everyone expects "
            "keeps arriving late. Month-to-month noise in OER is about ±0.08pp, which is enough to flip the 0.3 bracket.",
            "**Rounding**\nKalshi resolves on the one-decimal figure BLS publishes. The model's distribution is over the "
            "unrounded value, then mapped to the bracket: an unrounded 0.349 resolves as 0.3, NO on >0.3. Around the "
            "threshold this rounding rule moves probability by up to 10pp, which the market sometimes forgets.",
            "**Energy pass-through**\nGasoline is the largest swing in headline. Retail gasoline tracked by AAA is "
            f"{r.choice(['down', 'roughly flat', 'up slightly'])} over the reference period; the model maps a 1% move in retail "
            "gasoline to ~0.03pp on headline CPI. Natural gas and electricity move slower and matter more for next month.",
            "**Health insurance and medical care**\nThe retained-earnings method for health insurance smooths over a year, "
            "so this month's contribution is largely known. Medical care services have run hot in the PPI, which feeds "
            "PCE more than CPI; the cross-over is a common source of confusion in the street's commentary.",
            "**Market history**\nOn the last twelve CPI releases, the Kalshi 0.3 bracket priced within 10pp of the "
            f"eventual outcome's model probability {r.randint(7, 10)} times. The misses came on months with large energy moves.",
            "**Core goods**\nCore goods prices have been close to flat for a year; tariff pass-through added a few "
            "basis points in apparel and household furnishings and is now fading. New vehicles are soft on incentives. "
            "The model treats core goods as a small negative contributor with low variance this month.",
            "**Street forecasts**\nThe consensus is clustered tightly, as usual; the dispersion of forecasts is a poor "
            "guide to the uncertainty of the print. The model's own standard deviation (~0.08pp) is calibrated on realised "
            "surprises, which are roughly twice the cross-sectional dispersion of forecasters.",
        ],
        "wx": [
            "**Resolution mechanics**\nThe market settles on the NWS Daily Climate Report (CLI) for Central Park, which "
            "covers local standard time midnight to midnight. During daylight time that window is 1am to 1am local, so a "
            "warm late evening can set the high. Preliminary values are occasionally revised; the market uses the final CLI.",
            "**Station quirks**\nThe Central Park ASOS sits under tree cover and reads cool on sunny afternoons relative "
            "to nearby stations like LGA and JFK. The NBM has a documented warm bias of ~0.5-1°F at this station in the "
            "shoulder seasons; the model corrects for it.",
            "**Ensemble calibration**\nRaw ensemble spreads are under-dispersive at day 1-2. The model inflates the "
            "combined GEFS/ECMWF-ENS spread by a factor fitted on the last three years of Central Park highs, then "
            "integrates over each 2°F bracket. Bracket probabilities below 5% are floored to avoid overconfidence.",
            "**Sea breeze and flow**\nOnshore flow off a cool ocean caps afternoon highs in the city by several degrees; "
            "westerly downslope flow does the opposite. The front's timing decides which regime the afternoon is in, "
            "which is why the distribution is bimodal rather than a single bell around the mean.",
            "**Market behaviour**\nWeather brackets reprice in steps when the 00z and 12z runs arrive and when the NWS "
            "issues its afternoon discussion. Retail flow concentrates in the bracket containing the point forecast; "
            "adjacent brackets are usually where mispricing sits.",
            "**Verification**\nOver the last 90 days the model's bracket probabilities for Central Park scored a Brier "
            f"of 0.{r.randint(60, 90)} against 0.{r.randint(70, 99)} for the market's closing prices. The edge is concentrated "
            "on frontal days; on quiet high-pressure days the market is as good as the model.",
            "**Observation timing**\nThe daily high is often set earlier than intuition suggests on frontal days. The "
            "hourly METARs are a good real-time guide, but the CLI uses the 5-minute maximum, which can run a degree "
            "above the hourly readings.",
        ],
        "election": [
            "**Polling error**\nState-level Senate polling error has averaged ~4-5 points on the margin over the last "
            "several cycles, with errors correlated across states in the same year. The model treats the national "
            "environment as a shared factor, so a miss in Georgia would likely come with misses elsewhere.",
            "**House effects**\nPollsters are adjusted by their historical lean relative to the final result, capped at "
            "±1.5 points. Partisan-sponsored polls are included at half weight with the sponsor's lean applied.",
            "**Turnout**\nMidterm electorates are older and more educated than presidential ones, which in recent cycles "
            "has favoured the party out of the White House less than the old rule of thumb suggests. The model blends a "
            "fundamentals prior with the polling average, shifting weight toward polls as the election nears.",
            "**Capital lock-up**\nMoney in a November market is locked for months. At a 4-5% annual opportunity cost, a "
            "contract bought now needs ~2c of edge just to cover carry, which is why election mispricings persist longer "
            "than macro ones.",
            "**Resolution**\nKalshi settles on the certified result; Polymarket on its resolution source and, if disputed, "
            "on UMA's oracle. Recount and certification delays extend the lock-up; disputes are rare but not zero.",
            "**Candidate quality**\nPrimary outcomes shift general-election odds by more than most polls do. Until the "
            "nominee is known, the model mixes candidate-specific polling with a generic-candidate baseline, weighted by "
            "primary-market odds. That mix is a large part of the model's uncertainty band.",
            "**Fundraising**\nQuarterly FEC filings are a weak predictor once polls exist, but they do move the markets "
            "for a day or two. The model uses cash on hand only as a tiebreaker for the candidate-quality prior.",
        ],
        "general": [
            "**Fee arithmetic**\nKalshi's taker fee is roughly 7% of p×(1−p) per contract, rounded up to the cent on the "
            "order. At 40c that is ~1.7c per contract; at 10c it is ~0.6c but a much larger share of the price. Maker "
            "fees are lower on most series. Polymarket charges no trading fee on most markets; the cost there is the spread.",
            "**Correlation across books**\nThe Fed cut leg, the CPI NO and the ZQ short are not independent: a soft CPI "
            "print raises the cut probability and lowers the CPI YES at the same time. The risk engine groups them under "
            "the FOMC cluster, and the cluster cap is what binds first when the book grows.",
            "**Model governance**\nEvery model run is versioned; the run id in the header maps to the inputs snapshot. "
            "Calibration is re-fit monthly. When a market resolves, the forecast and outcome are appended to the scoring "
            "set automatically, and the weekly calibration report compares the model's Brier score to the market's.",
            "**Venue risk**\nKalshi is a CFTC-regulated DCM with USD custody; Polymarket settles in USDC on Polygon with "
            "resolution via UMA. Venue risk is managed through per-venue gross limits rather than by haircutting the "
            "model's probabilities.",
            "**Data latency**\nHeadline feeds arrive 1-3 seconds ahead of the venues repricing. The router flags "
            "headlines on held and watched names; everything else is dropped before it reaches the model.",
        ],
    }


class DayGen:
    def __init__(self, seed: int, ci: int, chan: str, day: date, want_idioms: bool):
        self.r = random.Random(seed * 1_000_003 + ci * 97_409 + day.toordinal() * 13)
        self.ci, self.chan, self.dayd = ci, chan, day
        self.c = make_ctx(self.r, day)
        self.pools = para_pools(self.r, self.c)
        for v in self.pools.values():
            self.r.shuffle(v)
        self.t0 = _ms(datetime(day.year, day.month, day.day, tzinfo=UTC))
        self.t1 = self.t0 + DAY_MS
        self.msgs: list[M] = []
        self.ops: list[dict] = []
        self.hard: list = []
        self.sup: list = []
        self.noise: list[M] = []
        self.near: list[M] = []
        self.idioms: list = []
        self.removed: list[str] = []
        self.want_idioms = want_idioms
        self.oids: set = set()

    # ---------- primitives ----------
    def at(self, h, m=0, s=0):
        return self.t0 + ((h * 60 + m) * 60 + s) * 1000 + self.r.randrange(1000)

    def tw(self, lo=0, hi=24):
        hours = list(range(lo, hi))
        h = self.r.choices(hours, [HOUR_W[x] for x in hours])[0]
        return self.t0 + h * 3_600_000 + self.r.randrange(3_600_000)

    def after(self, t, lo, hi):
        return t + self.r.randint(int(lo * 1000), int(hi * 1000))

    def post(self, t, who, content="", embeds=None, reply=None, thread=None) -> M:
        assert self.t0 <= t < self.t1 - 1000, (who, content[:40])
        if reply is not None:
            assert reply.t < t
        m = M(t, who, content, embeds, reply, thread, self)
        self.msgs.append(m)
        return m

    def H(self, m, etype, facts, phrasing):
        self.hard.append([m, etype, list(facts), phrasing])
        return m

    def N(self, m):
        self.noise.append(m)
        return m

    def NM(self, m):
        self.near.append(m)
        return m

    def idiom(self, m, name, expected):
        if self.want_idioms and name in IDIOM_KEEP:
            self.idioms.append((m, name, expected))

    def edit(self, m, t, new, superseded=()):
        assert t > m.t
        self.ops.append({"t": t, "op": "edit", "m": m, "content": new})
        m.final = new
        m.edited = True
        for s in superseded:
            self.sup.append((m, s))

    def delete(self, m, t, snippet):
        assert t > m.t
        self.ops.append({"t": t, "op": "delete", "m": m})
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk(self, ms, t, snippets):
        self.ops.append({"t": t, "op": "bulk_delete", "ms": ms})
        for m in ms:
            assert t > m.t
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        self.ops.append({"t": t, "op": "forget", "m": m, "by": by})
        m.state = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, t, by="lead", unpin=False):
        self.ops.append({"t": t, "op": "unpin" if unpin else "pin", "m": m, "by": by})

    def react(self, m, t, emoji, by, remove=False):
        self.ops.append({"t": t, "op": "reaction_remove" if remove else "reaction_add",
                         "m": m, "emoji": emoji, "by": by})

    def oid(self, prefix):
        while True:
            if prefix == "P":
                o = f"P-{self.r.randrange(16**6):06x}"
            elif prefix == "C":
                o = f"C-{self.r.randint(1000, 9999)}"
            else:
                o = f"K-{self.r.randint(40000, 99999)}"
            if o not in self.oids:
                self.oids.add(o)
                return o

    def hexid(self, n=5):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def extra(self, topic, k):
        out = []
        for _ in range(k):
            pool = self.pools[topic] or self.pools["general"]
            if not pool:
                break
            out.append(pool.pop())
        return out

    def js(self, obj):
        return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)

    # ---------- run ----------
    def run(self):
        self.ep_book()
        self.ep_overnight()
        self.ep_fair_values()
        self.ep_fed()
        self.ep_lead_add()
        self.ep_cpi()
        self.ep_spread()
        self.ep_weather()
        self.ep_mika_notes()
        self.ep_election()
        self.ep_hedge()
        self.ep_news()
        self.ep_thesis()
        self.ep_risk()
        self.ep_settlement()
        self.ep_removals()
        self.ep_longform()
        self.ep_near_misses()
        self.ep_qa()
        self.ep_noise()
        self.ep_chatter()
        return self

    # ---------- episodes ----------
    def ep_book(self):
        c, r = self.c, self.r
        self.fed_pos = r.choice([2500, 3000, 3400, 4000])
        self.cpi_pos = r.choice([1200, 1500, 1800])
        self.wx_pos = r.choice([800, 1000, 1200])
        self.zq_pos = r.choice([20, 25, 30])
        t = self.at(6, r.randint(0, 4), r.randint(0, 59))
        lines = [
            f"positions snapshot {iso(t)[:16]}Z · acct EVT-01",
            "```",
            f"{c['fed']:<24} YES {self.fed_pos:>6,}  avg 31c   mark {c['fed_mid']}c",
            f"{c['cpi']:<24} NO  {self.cpi_pos:>6,}  avg 57c   mark {100 - c['cpi_no'] + 2}c(yes)",
            f"{c['wx']:<24} YES {self.wx_pos:>6,}  avg {c['wx_px'] - 3}c   mark {c['wx_px']}c",
            f"{c['wx_prev']:<24} YES {1200:>6,}  avg 27c   awaiting NWS CLI",
            f"{c['zq']:<24} SHT {self.zq_pos:>6}  avg {c['zq_px'] - 0.01:.3f}  (cme hedge)",
            "```",
            f"watch: {c['nfp']}, {c['ga']}, {c['corp']} / {c['corp_poly']}",
        ]
        self.book_msg = self.N(self.post(t, "cron", "\n".join(lines)))

    def ep_overnight(self):
        c, r = self.c, self.r
        t = self.at(r.choice([10, 11]), r.randint(0, 50))
        m = self.NM(self.post(t, "oracle", self.w_overnight()))
        self.overnight = m
        self.idiom(m, "long overnight recap with prices and 'bid' wording, no decision", "not_hard")
        if r.random() < 0.6:
            self.N(self.post(self.after(t, 120, 900), "lead", r.choice(["ty", "👀", "thx"]), reply=m))

    def ep_fair_values(self):
        c, r = self.c, self.r
        t1 = self.at(11, r.randint(5, 40))
        fv1 = self.post(t1, "oracle", self.fv_table("pre-open"))
        self.pin(fv1, self.after(t1, 60, 400), "lead")
        self.react(fv1, self.after(t1, 30, 58), "📌", PEOPLE["lead"][2])
        t2 = self.at(16, r.randint(0, 50))
        fv2 = self.post(t2, "oracle", self.fv_table("midday"))
        self.pin(fv1, self.after(t2, 200, 400), "lead", unpin=True)
        self.pin(fv2, self.after(t2, 420, 700), "lead")
        self.react(fv2, self.after(t2, 100, 190), "📌", PEOPLE["lead"][2])
        t3 = self.at(21, r.randint(0, 40))
        self.post(t3, "oracle", self.fv_table("close"))
        self.fv2 = fv2
        # small thread off the midday table
        tt = self.after(t2, 900, 1500)
        a = self.post(tt, "mika", f"why is the {c['wx']} model 9c under the grid forecast? ensemble mean is {c['wx_temp'] + 1}F", thread=fv2)
        b = self.post(self.after(tt, 40, 200), "oracle",
                      "The ensemble mean is inside the bracket but the spread is wide (sd ~3.1F); "
                      "the model spreads mass into the two neighbouring brackets, so the bracket itself "
                      "only gets ~" + f"{c['wx_px'] - 6}%. The grid point forecast is a single deterministic run.",
                      reply=a, thread=fv2)
        self.post(self.after(b.t, 60, 400), "mika", "makes sense ty", reply=b, thread=fv2)
        self.idiom(fv1, "pinned fair-value table (model vs market, edge column)", "not_hard")

    def ep_fed(self):
        """LLM write-up with buried proposal, emoji approval, JSON ack, kv fills, stop edited twice."""
        c, r = self.c, self.r
        q = r.choice([1000, 1200, 1500, 1800])
        p = c["fed_mid"] + r.randint(0, 2)
        stop = p - r.randint(8, 10)
        decision = (f"Decision: proposing we buy {q:,} YES {c['fed']} at up to {p}c (limit, GTC), "
                    f"stop on any trade below {stop}c. That keeps the FOMC cluster under its cap "
                    f"with the {c['zq']} hedge as-is.")
        t = self.at(r.choice([13, 14]), r.randint(0, 55))
        w = self.post(t, "oracle", self.w_fomc(decision))
        w.files = [("fomc_model_vs_market.png", r.randint(38_000, 95_000)), ("speaker_map.csv", r.randint(2_000, 9_000))]
        self.fed_writeup = w
        self.H(w, "trade_proposal", [c["fed"], "buy", f"{q:,}", f"{p}c"], "buried")
        self.idiom(w, "proposal buried mid-way in a long model-vs-market write-up", "trade_proposal")
        ta = self.after(t, 180, 700)
        ap = self.post(ta, "lead", r.choice(["👍 send it", "👍 send", "send it 👍"]), reply=w)
        self.H(ap, "trade_approval", [ap.content.replace("👍", "").strip(), "👍"], "reply")
        self.idiom(ap, "emoji + 'send it' reply approving an agent proposal", "trade_approval")
        self.react(w, self.after(ta, 5, 40), "✅", PEOPLE["lead"][2])
        oid = self.oid("K")
        self.fed_oid = oid
        tk = self.after(ta, 15, 80)
        ack = {"evt": "order_ack", "oid": oid, "venue": "kalshi", "ticker": c["fed"], "side": "yes",
               "action": "buy", "qty": q, "limit": p, "tif": "GTC", "acct": "EVT-01", "client_oid": f"evt01-{self.hexid(10)}",
               "venue_oid": f"{self.hexid(8)}-{self.hexid(4)}-{self.hexid(4)}", "post_only": False,
               "strategy": "oracle-fomc", "ts": iso(tk)}
        m = self.post(tk, "exec", self.js(ack))
        self.H(m, "trade_confirmation", [oid, c["fed"], f'"qty":{q}', f'"limit":{p}'], "structured")
        self.idiom(m, "raw JSON order_ack line from the exec bot", "trade_confirmation")
        q1 = r.choice([300, 400, 500, 600])
        tf = self.after(tk, 60, 420)
        pf = (f"evt=fill oid={oid} venue=kalshi ticker={c['fed']} side=yes action=buy "
              f"qty={q1} px={p - 1} cum={q1} leaves={q - q1} fee={q1 * 0.0107:.2f} acct=EVT-01")
        m = self.post(tf, "exec", pf)
        self.H(m, "trade_fill", [oid, c["fed"], f"qty={q1}", f"px={p - 1}"], "structured")
        self.idiom(m, "key=value partial fill with leaves=", "trade_fill")
        self.N(self.post(self.after(tf, 20, 120), "mika", r.choice(["👀", "nice", "ty"]), reply=m))
        last = tf
        if r.random() < 0.6:
            tf2 = self.after(tf, 400, 1500)
            fill = {"evt": "fill", "oid": oid, "ticker": c["fed"], "side": "yes", "qty": q - q1,
                    "px": p, "cum": q, "leaves": 0, "status": "FILLED", "avg_px": round((q1 * (p - 1) + (q - q1) * p) / q, 2)}
            m = self.post(tf2, "exec", "```json\n" + json.dumps(fill, indent=1) + "\n```")
            self.H(m, "trade_fill", [oid, '"FILLED"', f'"qty": {q - q1}', f'"px": {p}'], "structured")
            last = tf2
        # stop, moved twice by editing the same message
        s0 = stop
        ts = self.after(last, 300, 1200)
        sm = self.post(ts, "lead", f"stop {c['fed_short']} yes: out if bid < {s0}c")
        self.pin(sm, self.after(ts, 20, 90), "lead")
        self.react(sm, self.after(ts, 10, 19), "📌", PEOPLE["lead"][2])
        te1 = self.after(ts, 3600, 5400)
        te2 = self.after(te1, 3600, 7200)
        if te2 > self.t1 - 600_000:
            te1 = self.after(ts, 900, 1500)
            te2 = self.after(te1, 900, 1500)
        self.edit(sm, te1, f"stop {c['fed_short']} yes: out if bid < {s0 + 2}c")
        self.edit(sm, te2, f"stop {c['fed_short']} yes: out if bid < {s0 + 4}c (trailing, moved 2x)",
                  superseded=[f"{s0}c", f"{s0 + 2}c"])
        self.H(sm, "stop_or_target_change", ["stop", c["fed_short"], f"{s0 + 4}c"], "untagged")
        self.idiom(sm, "stop level moved twice by editing the same pinned message", "stop_or_target_change")
        self.stop_msg = sm
        # thread off the write-up
        th = self.after(ta, 600, 1800)
        a = self.post(th, "mika", f"does the model care about the dots at all or just the statement? {c['poly_fed']} resolves on the statement", thread=w)
        b = self.post(self.after(th, 30, 150), "oracle",
                      "Statement only for resolution; the dots feed the prior for the next meeting, not this one. "
                      f"Polymarket resolves {c['poly_fed']} on the FOMC statement's target range, Kalshi on the "
                      "same, so there's no basis risk on the cut/no-cut outcome itself.", reply=a, thread=w)
        b2 = self.post(self.after(b.t, 120, 600), "lead", "what's the model's read on the presser vs the statement", reply=b, thread=w)
        b = self.post(self.after(b2.t, 30, 150), "oracle",
                      "The statement decides resolution; the presser moves the next meeting's markets. Historically the "
                      "cut/no-cut outcome has never diverged from what the statement says, but the hold-vs-cut markets for "
                      "the following meeting move 5-15c during the presser. For this market the presser is irrelevant to "
                      "payout and relevant to mark-to-market only if we still hold contracts after 14:00 ET, which we would "
                      "not, since settlement follows the statement within minutes. The model's presser scenarios are in the "
                      "scenario table for that reason: they feed the next meeting's prior.", reply=b2, thread=w)
        b3 = self.post(self.after(b.t, 300, 1200), "mika", "and if the statement is delayed? happened once with a technical issue iirc", thread=w)
        b = self.post(self.after(b3.t, 30, 150), "oracle",
                      "Both venues resolve on the decision, not the release time, so a delay only postpones settlement. "
                      "Kalshi's rules specify the announced target range; Polymarket's rules point to the official statement "
                      "and allow for a short delay before falling back to other credible reporting. Neither scenario changes "
                      "the expected payout, only the timing of capital release.", reply=b3, thread=w)
        j = self.NM(self.post(self.after(b.t, 200, 900), "jules", f"from our side {c['sr3']} is pricing ~{r.randint(55, 80)}% of a cut by the meeting after, fwiw. we're not touching the front", thread=w))
        self.thread_fomc = w
        self.thread_last = j.t

    def ep_mika_notes(self):
        c, r = self.c, self.r
        t = self.at(r.choice([14, 15, 16]), r.randint(0, 55))
        self.NM(self.post(t, "mika",
                          f"wx notes for {c['wx_day']} since oracle's table is from the 12z:\n"
                          f"- NBM {c['wx_temp'] + r.randint(-1, 1)}F, HRRR has the front through by 17z which would cap it\n"
                          "- NWS discussion says 'low confidence in timing', their point forecast went down 1F at the afternoon update\n"
                          "- dewpoints upstream are lower than modelled, which usually means more sun and a warmer peak before the front\n"
                          "- last three similar setups this month the high came in 1-2F above NBM\n"
                          "no view yet, just writing it down before the 18z runs"))

    def ep_lead_add(self):
        """Terse lead shorthand, risk resize, kv ack, human fill edited."""
        c, r = self.c, self.r
        p = c["fed_mid"] + r.randint(3, 5)
        t = self.at(r.choice([16, 17]), r.randint(0, 50))
        m = self.post(t, "lead", f"yes 2k {c['fed_short']} @ {p}c")
        self.H(m, "trade_proposal", ["yes", "2k", c["fed_short"], f"{p}c"], "shorthand")
        self.idiom(m, "k-suffixed size, cents price shorthand proposal", "trade_proposal")
        oid = self.oid("K")
        qr = r.choice([1200, 1300, 1400])
        tr = self.after(t, 8, 40)
        rz = self.post(tr, "risk",
                       f"RESIZE oid={oid} ticker={c['fed']} qty 2000 → {qr} · rule=correlated_event "
                       f"group={c['fomc_evt']} ({c['fed']}+{c['fed_hold']}+{c['zq']}) util_after=98%")
        self.H(rz, "risk_limit", ["RESIZE", oid, "2000", str(qr)], "structured")
        self.idiom(rz, "risk engine resizing an order on a correlated-event group", "risk_limit")
        tk = self.after(tr, 2, 10)
        ak = self.post(tk, "exec", f"evt=ack oid={oid} venue=kalshi ticker={c['fed']} side=yes action=buy qty={qr} px={p} tif=ioc acct=EVT-01 note=resized_by_riskd")
        self.H(ak, "trade_confirmation", [oid, "evt=ack", f"qty={qr}", f"px={p}"], "structured")
        tf = self.after(tk, 60, 300)
        k = f"{qr / 1000:.1f}k"
        fm = self.post(tf, "lead", f"got {k} {c['fed_short']} @ {p}c")
        self.edit(fm, self.after(tf, 120, 600), f"got {k} {c['fed_short']} @ {p - 1}c avg", superseded=[f"@ {p}c"])
        self.H(fm, "trade_fill", [k, c["fed_short"], f"{p - 1}c"], "untagged")
        self.idiom(fm, "human fill report corrected by edit (price)", "trade_fill")
        self.N(self.post(self.after(tf, 30, 200), "mika", "👍", reply=fm))
        self.lead_add_t = tf

    def ep_cpi(self):
        c, r = self.c, self.r
        px = c["cpi_no"]
        t = self.at(r.choice([11, 12]), r.randint(0, 20))
        m = self.post(t, "lead", f"no 500 {c['cpi_short']} at {px}")
        self.H(m, "trade_proposal", ["no", "500", c["cpi_short"], str(px)], "shorthand")
        self.idiom(m, "lowercase 'no <size> <event>>x at <cents>' shorthand", "trade_proposal")
        oid = self.oid("K")
        tk = self.after(t, 20, 90)
        ak = self.post(tk, "exec", f"evt=ack oid={oid} venue=kalshi ticker={c['cpi']} side=no action=buy qty=500 px={px} tif=gtc acct=EVT-01")
        self.H(ak, "trade_confirmation", [oid, c["cpi"], "side=no", "qty=500"], "structured")
        tf = self.after(tk, 90, 600)
        fl = self.post(tf, "exec", f"evt=fill oid={oid} venue=kalshi ticker={c['cpi']} side=no action=buy qty=500 px={px} cum=500 leaves=0 fee=3.94 acct=EVT-01")
        self.H(fl, "trade_fill", [oid, c["cpi"], "qty=500", f"px={px}"], "structured")
        tt = self.after(tf, 1800, 5400)
        tp = r.choice([86, 88, 90])
        m = self.post(tt, "lead", f"tp on the cpi no: {tp}c, take half there")
        self.H(m, "stop_or_target_change", ["tp", "cpi no", f"{tp}c"], "untagged")
        self.idiom(m, "take-profit set in lowercase prose", "stop_or_target_change")
        self.N(self.post(self.after(tt, 15, 90), "mika", "k"))

    def ep_spread(self):
        c, r = self.c, self.r
        pp = (c["fed_mid"] - r.randint(4, 6)) / 100 + r.choice([0.002, 0.004, 0.006, 0.008])
        kp = c["fed_mid"] + r.randint(0, 1)
        q = r.choice([1500, 2000, 2500])
        gross = kp - pp * 100
        t = self.at(r.choice([14, 15]), r.randint(0, 55))
        body = (f"[PROPOSAL] venue spread, {c['fomc_mon']} cut: buy {q:,} YES \"25 bps decrease\" on Polymarket "
                f"({c['poly_fed']}) @ {pp:.3f} / sell {q:,} YES {c['fed']} on Kalshi @ {kp}c. "
                f"Gross {gross:.1f}c, ~{gross - 1.9:.1f}c after Kalshi fees and Polygon gas. Same resolution source "
                "(FOMC statement). Leg risk capped at 10 min; if the Kalshi leg misses, the Poly leg just adds to the core long.")
        m = self.post(t, "oracle", body)
        self.H(m, "trade_proposal", [c["poly_fed"], f"{q:,}", f"{pp:.3f}", f"{kp}c"], "tagged")
        self.idiom(m, "[PROPOSAL]-tagged cross-venue spread with 0-1 and cents prices", "trade_proposal")
        ta = self.after(t, 120, 600)
        ap = self.post(ta, "lead", "ok go", reply=m)
        self.H(ap, "trade_approval", ["ok go"], "reply")
        self.idiom(ap, "bare 'ok go' reply as approval", "trade_approval")
        tb = self.after(ta, 40, 120)
        if r.random() < 0.5:
            rt = self.post(self.after(ta, 10, 35), "lead", "routing both legs to kx-exec, i'll watch the kalshi side")
            self.H(rt, "route_decision", ["routing", "kx-exec"], "untagged")
            self.idiom(rt, "lowercase 'routing X to <bot>' decision", "route_decision")
        po = self.oid("P")
        card = {"title": "Polymarket · order accepted", "author": "polybridge",
                "description": f"{c['poly_fed']} · 25 bps decrease",
                "fields": [{"name": "Side", "value": "BUY YES", "inline": True},
                           {"name": "Size", "value": f"{q:,}", "inline": True},
                           {"name": "Limit", "value": f"{pp:.3f}", "inline": True},
                           {"name": "Account", "value": "EVT-01 (0x7a3f…c21e)"}],
                "footer": f"order {po} · clob · GTC"}
        m = self.post(tb, "bridge", "", embeds=[card])
        self.H(m, "trade_confirmation", ["BUY YES", f"{q:,}", f"{pp:.3f}", po], "embed")
        self.idiom(m, "embed-only venue card: order accepted on our account", "trade_confirmation")
        q1 = r.choice([q // 2, q - 500, q - 250])
        tf = self.after(tb, 30, 400)
        card = {"title": "Polymarket · partial fill", "author": "polybridge",
                "description": f"{c['poly_fed']} · 25 bps decrease",
                "fields": [{"name": "Side", "value": "BUY YES", "inline": True},
                           {"name": "Filled", "value": f"{q1:,} / {q:,}", "inline": True},
                           {"name": "Avg", "value": f"{pp:.3f}", "inline": True},
                           {"name": "Account", "value": "EVT-01 (0x7a3f…c21e)"}],
                "footer": f"order {po} · tx 0x{self.hexid(8)}…"}
        m = self.post(tf, "bridge", "", embeds=[card])
        self.H(m, "trade_fill", ["BUY YES", f"{q1:,} / {q:,}", f"{pp:.3f}", po], "embed")
        self.idiom(m, "embed-only partial fill card (Filled x / y)", "trade_fill")
        ko = self.oid("K")
        tk = self.after(ta, 40, 140)
        rej = {"evt": "order_reject", "oid": ko, "venue": "kalshi", "ticker": c["fed"], "side": "yes",
               "action": "sell", "qty": q, "limit": kp, "reason": "post_only_would_cross", "acct": "EVT-01",
               "client_oid": f"evt01-{self.hexid(10)}", "book_best_bid": kp, "strategy": "xvenue-spread"}
        m = self.post(tk, "exec", self.js(rej))
        self.H(m, "trade_confirmation", [ko, "order_reject", "post_only_would_cross"], "structured")
        self.idiom(m, "JSON order_reject with reason", "trade_confirmation")
        if r.random() < 0.35:
            ko2 = self.oid("K")
            m2 = self.post(self.after(tk, 30, 120), "exec",
                           f"evt=ack oid={ko2} venue=kalshi ticker={c['fed']} side=yes action=sell qty={q} px={kp} tif=gtc post_only=false replaces={ko} acct=EVT-01")
            self.H(m2, "trade_confirmation", [ko2, "evt=ack", "action=sell", f"px={kp}"], "structured")
        # other account's card (near-miss)
        for _ in range(2):
            to = self.tw(13, 22)
            card = {"title": "Polymarket · order filled", "author": "polybridge",
                    "description": r.choice([f"{c['house']} · Democratic", f"{c['poly_fed']} · no change",
                                             f"{c['corp_poly']} · Yes", "fed-decision-in-june · 25 bps decrease"]),
                    "fields": [{"name": "Side", "value": r.choice(["BUY YES", "SELL YES", "BUY NO"]), "inline": True},
                               {"name": "Size", "value": f"{r.choice([500, 750, 1000, 4000]):,}", "inline": True},
                               {"name": "Avg", "value": f"0.{r.randint(120, 880)}", "inline": True},
                               {"name": "Account", "value": "MM-03 (market making)"}],
                    "footer": f"order P-{self.hexid(6)} · mirrored from mm-desk"}
            m = self.NM(self.post(to, "bridge", "", embeds=[card]))
        self.idiom(m, "venue card for another account (MM-03), not this desk", "not_hard")
        self.spread_t = tf

    def ep_weather(self):
        c, r = self.c, self.r
        px = c["wx_px"]
        if r.random() < 0.6:
            self.ep_weather_pass()
        # stop removed on the held bracket
        ts = self.at(r.choice([19, 20]), r.randint(0, 55))
        m = self.post(ts, "lead", f"pulling the stop on {c['wx']}, it settles tmrw am anyway")
        self.H(m, "stop_or_target_change", ["pulling the stop", c["wx"]], "untagged")
        self.idiom(m, "stop removed ('pulling the stop')", "stop_or_target_change")
        # weather write-up, maybe with a buried thesis change
        tw = self.at(r.choice([15, 16, 17]), r.randint(0, 55))
        self.wx_thesis = None
        if r.random() < 0.5:
            d = (f"Update on our book: I'm now bearish the {c['wx']} bracket we hold — model {px - 9}% vs a {px}c mark, "
                 "the thesis (warm sector clears the front early) no longer holds on the 12z runs.")
            w = self.post(tw, "oracle", self.w_weather(d))
            self.H(w, "thesis_update", [c["wx"], "bearish", f"{px - 9}%"], "buried")
            self.wx_thesis = w
        else:
            w = self.NM(self.post(tw, "oracle", self.w_weather(None)))
        w.files = [("nyc_high_brackets.png", r.randint(30_000, 80_000))]

    def ep_weather_pass(self):
        c, r = self.c, self.r
        t = self.at(r.choice([13, 14, 15]), r.randint(0, 55))
        px = c["wx_px"]
        m = self.post(t, "mika", f"thinking yes 800 {c['wx']} @ {px}c — grid point has {c['wx_temp'] + 1}F and the bracket looks cheap vs the ensemble. ok?")
        self.H(m, "trade_proposal", ["yes 800", c["wx"], f"{px}c"], "untagged")
        ap = self.post(self.after(t, 200, 900), "lead", r.choice(["pass", "pass, ensemble too wide", "pass. already long that one"]), reply=m)
        self.H(ap, "trade_approval", ["pass"], "reply")
        self.idiom(ap, "'pass' reply = rejection of a proposal", "trade_approval")

    def ep_election(self):
        c, r = self.c, self.r
        t = self.at(r.choice([14, 15, 16]), r.randint(0, 55))
        dem, rep = r.randint(45, 49), r.randint(43, 47)
        pollster = r.choice(["Quinnipiac", "Emerson", "AJC/UGA", "Marist", "Fox News"])
        n = r.randint(700, 1400)
        hl = self.post(t, "wire", f"**POLL** · Georgia Senate: {dem}% D vs {rep}% R ({pollster}, {n} LV, MoE ±3.{r.randint(0, 9)})"
                       f"\n> Fielded over four days; the pollster's previous survey had the race within {r.randint(1, 3)} points. "
                       "Undecideds at 6%, independents split evenly.")
        self.H(hl, "watchlist_news", ["Georgia Senate", f"{dem}%", pollster], "tagged")
        self.react(hl, self.after(t, 20, 200), "👀", PEOPLE["mika"][2])
        if r.random() < 0.5:
            self.react(hl, self.after(t, 3600, 7200), "👀", PEOPLE["mika"][2], remove=True)
        rt = self.post(self.after(t, 60, 400), "lead", "routing the GA poll to oracle-rs, want a fresh fv before 3", reply=hl)
        self.H(rt, "route_decision", ["routing", "GA poll", "oracle-rs"], "reply")
        w = self.NM(self.post(self.after(rt.t, 900, 2400), "oracle", self.w_election(dem, rep, pollster)))
        self.idiom(w, "long election model write-up with no action taken", "not_hard")
        # conditional plan (near miss)
        m = self.NM(self.post(self.after(w.t, 200, 900), "lead", f"if the next GA poll has D +4 or better we'd want {c['ga']} yes under 0.50. not now"))
        self.idiom(m, "conditional plan 'we'd want X if…', not now", "not_hard")

    def ep_hedge(self):
        c, r = self.c, self.r
        if r.random() >= 0.35:
            return
        n = r.choice([10, 15, 20])
        px = c["zq_px"] - 0.005
        t = self.after(self.fed_writeup.t, 2400, 4800)
        m = self.post(t, "oracle",
                      f"[HEDGE] sell {n} {c['zq']} @ {px:.3f} against the new FEDDEC yes — DV01-matched to roughly "
                      f"{n * 95:,} contracts of cut exposure; unwind on resolution.")
        self.H(m, "trade_proposal", ["sell", str(n), c["zq"], f"{px:.3f}"], "tagged")
        ap = self.post(self.after(t, 120, 900), "lead", r.choice(["yes do it", "yes", "do it"]), reply=m)
        self.H(ap, "trade_approval", [ap.content], "reply")
        oid = self.oid("C")
        tk = self.after(ap.t, 20, 90)
        ak = self.post(tk, "exec", f"evt=ack venue=cme oid={oid} sym={c['zq']} side=sell qty={n} px={px:.3f} tif=day acct=EVT-01-FUT")
        self.H(ak, "trade_confirmation", [oid, c["zq"], "side=sell", f"qty={n}"], "structured")
        fl = self.post(self.after(tk, 5, 90), "exec", f"evt=fill venue=cme oid={oid} sym={c['zq']} side=sell qty={n} px={px:.3f} leaves=0 acct=EVT-01-FUT")
        self.H(fl, "trade_fill", [oid, c["zq"], f"qty={n}", f"px={px:.3f}"], "structured")

    def ep_news(self):
        c, r = self.c, self.r
        mo = c["fomc_mon"].upper()
        t = self.tw(12, 17)
        if c["blackout"]:
            src = r.choice(["WSJ", "FT"])
            who_ = f"{src}: FED OFFICIALS"
            head = f"*{src}: FED OFFICIALS SEEN LEANING TOWARD A {mo} CUT AS HIRING COOLS"
            body = ("\n> Report cites people familiar with policymakers' thinking during the pre-meeting blackout; "
                    "a minority still prefers to wait for another inflation print. No comment from the Fed.")
        else:
            spk = r.choice(["WALLER", "BOWMAN", "GOOLSBEE", "DALY", "LOGAN", "MUSALEM", "HAMMACK", "BARKIN"])
            who_ = f"FED'S {spk}"
            head = f"*FED'S {spk}: {r.choice(['SUPPORTS', 'OPEN TO', 'WOULD NOT OPPOSE'])} A {mo} CUT IF LABOR DATA KEEPS SOFTENING"
            body = (f"\n> Remarks at a {r.choice(['university', 'chamber of commerce', 'bankers association'])} event; said policy is "
                    "'well positioned to respond' and that continuing claims 'bear watching'. No comment on the balance sheet.")
        fed = self.post(t, "wire", f"**BBG** · {head}{body}")
        self.H(fed, "held_position_news", [who_, f"{mo} CUT"], "tagged")
        self.idiom(fed, "wire headline on the underlying of a held contract (Fed)", "held_position_news")
        rt = self.post(self.after(t, 3, 15), "router",
                       f"routed → oracle-rs · \"{head[1:40]}…\" · reason: held {c['fed']} ({self.fed_pos:,} YES)",
                       reply=fed)
        self.H(rt, "route_decision", ["routed", "oracle-rs", c["fed"]], "structured")
        # weather alert on held bracket
        t = self.tw(15, 22)
        lo = c["wx_temp"] - r.randint(1, 2)
        wx = self.post(t, "wire", f"**NWS Upton** · Central Park forecast high {c['wx_day']} revised to {lo}-{lo + 2}°F; cold front timing uncertain, gusts to 35 mph"
                       "\n> Afternoon forecast discussion: earlier frontal passage would cap highs by early afternoon; a stall "
                       "allows a brief warm sector. Confidence in timing is low.")
        self.H(wx, "held_position_news", ["Central Park", f"{lo}-{lo + 2}°F"], "tagged")
        # CPI (optional third held)
        if r.random() < 0.5:
            t = self.tw(12, 16)
            cm = self.post(t, "wire", f"**Cleveland Fed** · inflation nowcast: {c['cpi_month']} CPI +0.{r.randint(26, 34)}% m/m, core +0.{r.randint(24, 31)}%"
                           f"\n> Daily update driven by gasoline and oil prices; previous reading 0.0{r.randint(1, 4)}pp higher on headline.")
            self.H(cm, "held_position_news", ["inflation nowcast", f"{c['cpi_month']} CPI"], "tagged")
        # watchlist: payrolls or NBA
        t = self.tw(12, 20)
        if r.random() < 0.5:
            a, e = r.randint(40, 160), r.randint(60, 120)
            m = self.post(t, "wire", f"**BBG** · *ADP: US PRIVATE PAYROLLS +{a}K; EST. +{e}K"
                           "\n> Services drove the gain, goods-producing flat. Pay growth for job-stayers little changed.")
            self.H(m, "watchlist_news", ["ADP", f"+{a}K"], "tagged")
        else:
            m = self.post(t, "wire", "**ESPN** · NBA Board of Governors to take up expansion at next meeting; Seattle, Las Vegas bids in final stage"
                           "\n> People familiar said a formal vote is not planned at the meeting; the league wants media-rights "
                           "distributions settled first.")
            self.H(m, "watchlist_news", ["NBA", "expansion"], "tagged")
        # neither
        neither = [
            "**BBG** · *NIKE NAMES NEW CFO EFFECTIVE APRIL 1",
            "**BBG** · *UK CPI RISES 3.1% Y/Y; EST. 3.0%",
            "**RTRS** · *ECB'S LAGARDE: NOT PRE-COMMITTING TO ANY RATE PATH",
            "**BBG** · *BOJ'S UEDA: WILL RAISE RATES IF OUTLOOK REALIZED",
            "**AP** · Netflix, MLB agree streaming deal for Home Run Derby",
            "**RTRS** · *OPEC+ SOURCES: GROUP CONSIDERS PAUSING OUTPUT HIKES",
            "**BBG** · *TAIWAN EXPORTS RISE 18% Y/Y, ABOVE ESTIMATES",
            "**AP** · Formula 1 confirms 2027 calendar with 24 races",
        ]
        r.shuffle(neither)
        picked = []
        for h in neither[: r.randint(3, 4)]:
            picked.append(self.NM(self.post(self.tw(8, 22), "wire", h)))
        self.idiom(picked[0], "headline on a name neither held nor watched", "not_hard")
        nm = min(picked, key=lambda x: x.t)
        nr = self.post(self.after(nm.t, 3, 20), "router",
                       f"not routed · \"{nm.content.split('·', 1)[1].strip()[:48]}\" · no position, not on watchlist",
                       reply=nm)
        self.H(nr, "no_route_decision", ["not routed", "no position, not on watchlist"], "structured")
        self.idiom(nr, "router bot 'not routed' line", "no_route_decision")
        # weather alert not ours + lead no-route
        if r.random() >= 0.6:
            return
        t = self.tw(13, 20)
        ca = self.NM(self.post(t, "wire", f"**NWS Chicago** · Wind advisory for Cook County through 9 PM CDT; highs near {NYC_HIGH[self.dayd.month - 1] - 3}°F"
                                              "\n> Gusts to 45 mph; no lakeshore flood warning. Expires this evening."))
        nr2 = self.post(self.after(t, 60, 600), "lead", r.choice(["no action on the chicago alert, not our bracket",
                                                                   "chi wind advisory: no action, we're flat chicago"]), reply=ca)
        self.H(nr2, "no_route_decision", ["no action", "chicago"], "reply")
        self.idiom(nr2, "lead's explicit 'no action' on an alert", "no_route_decision")

    def ep_thesis(self):
        c, r = self.c, self.r
        t = self.at(r.choice([12, 13]), r.randint(0, 55))
        lvl = r.choice(["high → medium", "medium → low"])
        m = self.post(t, "oracle",
                      f"[THESIS] {c['cpi']} (we're NO): conviction {lvl}. Shelter came in stickier in the "
                      f"nowcast inputs and used cars turned; still NO-leaning at {c['cpi_no']}c but the edge is ~3c, not 7c.")
        self.H(m, "thesis_update", [c["cpi"], "conviction", lvl], "tagged")
        self.idiom(m, "[THESIS]-tagged conviction downgrade", "thesis_update")
        # lead flips in the FOMC thread
        tt = self.after(self.thread_last, 600, 2400)
        f = self.post(tt, "lead", "conviction up on the cut leg. 25bp thesis intact, claims trend doing the work. hold view is dead to me", thread=self.thread_fomc)
        self.H(f, "thesis_update", ["conviction up", "cut leg", "25bp thesis intact"], "untagged")
        self.idiom(f, "lowercase conviction change inside a thread", "thesis_update")
        self.post(self.after(tt, 60, 500), "mika", "agree, dots were never the driver", reply=f, thread=self.thread_fomc)
        g = self.NM(self.post(self.after(tt, 600, 1800), "oracle",
                              "Market-wide, the street is still pricing roughly two cuts over the next four meetings; "
                              "that has been the consensus since January and nothing today moves it.", thread=self.thread_fomc))
        self.idiom(g, "restatement of general market opinion (not a desk view change)", "not_hard")

    def ep_risk(self):
        c, r = self.c, self.r
        t = self.after(self.spread_t, 60, 600)
        gross = r.randint(25_600, 28_900)
        card = {"title": "⚠️ LIMIT BREACH · per-event max exposure",
                "description": f"event {c['fomc_evt']} gross ${gross:,} vs limit $25,000",
                "fields": [{"name": "Venues", "value": "kalshi + polymarket + cme"},
                           {"name": "Action", "value": "alert only (soft limit) · reduce or raise by EOD", "inline": True},
                           {"name": "Owner", "value": "dvrk", "inline": True}],
                "footer": "riskd · rule evt_max_gross · clears below 95%"}
        m = self.post(t, "risk", "", embeds=[card])
        self.H(m, "risk_limit", ["LIMIT BREACH", c["fomc_evt"], f"${gross:,}", "$25,000"], "embed")
        self.idiom(m, "embed-only risk breach card", "risk_limit")
        self.react(m, self.after(t, 30, 240), "👀", PEOPLE["lead"][2])
        tl = self.after(t, 300, 1500)
        new = r.choice([40, 45])
        lm = self.post(tl, "lead", f"riskd: poly per-venue to {new}k for today, fomc week")
        self.H(lm, "risk_limit", ["poly per-venue", f"{new}k"], "untagged")
        self.idiom(lm, "lead raising a per-venue limit in shorthand", "risk_limit")
        if r.random() < 0.35:
            cm = self.post(self.after(tl, 5, 40), "risk",
                           f"limit changed · venue=polymarket max_gross 30,000 → {new},000 · by dvrk · expires {iso(self.t1 - 1000)[:16]}Z",
                           reply=lm)
            self.H(cm, "risk_limit", ["venue=polymarket", "30,000", f"{new},000"], "structured")
        lim = [["evt_max_gross", c["fomc_evt"], "$25,000", f"{r.randint(60, 95)}%"],
               ["evt_max_gross", f"CPI-{c['cpi'].split('-')[1]}", "$15,000", f"{r.randint(30, 80)}%"],
               ["evt_max_gross", "WX-NYC", "$8,000", f"{r.randint(20, 70)}%"],
               ["venue_max_gross", "kalshi", "$60,000", f"{r.randint(40, 85)}%"],
               ["venue_max_gross", "polymarket", "$30,000", f"{r.randint(30, 80)}%"],
               ["venue_max_gross", "cme", "$10,000 im", f"{r.randint(10, 60)}%"],
               ["corr_group", f"{c['fomc_evt']} cluster", "$35,000", f"{r.randint(50, 90)}%"],
               ["single_order_max", "all", "3,000 ct", "-"]]
        self.N(self.post(self.at(5, r.randint(30, 59)), "risk",
                         "daily limits report · acct EVT-01\n" + _tbl(["rule", "scope", "limit", "util"], lim) +
                         "\nno changes since yesterday · 0 breaches overnight"))
        # heartbeats (noise / near-miss)
        ts = sorted(self.t0 + h * 3_600_000 + r.randrange(600_000) for h in range(1, 24, 4))
        for i, x in enumerate(ts):
            hb = self.N(self.post(x, "risk",
                                  f"riskd ok · 14 limits · 0 breaches · max util {r.randint(41, 79)}% ({c['fomc_evt']}) · next check 30m"))
            if i == 2:
                self.idiom(hb, "risk heartbeat '0 breaches' (no limit event)", "not_hard")

    def ep_settlement(self):
        c, r = self.c, self.r
        t = self.at(r.choice([12, 13]), r.randint(0, 55))
        m = self.post(t, "settle",
                      f"✅ RESOLVED {c['wx_prev']} → YES · held 1,200 YES @ 27c · payout $1,200.00 · realized +$876.00 (acct EVT-01)")
        self.H(m, "held_position_news", [c["wx_prev"], "YES", "1,200", "$1,200.00"], "structured")
        self.idiom(m, "settlement of a held contract (payout)", "held_position_news")
        cities = ["HIGHCHI", "HIGHMIA", "HIGHAUS", "HIGHDEN", "HIGHLAX", "HIGHPHIL"]
        r.shuffle(cities)
        last = None
        for cty in cities[: r.randint(4, 5)]:
            tt = self.tw(11, 16)
            b = r.randint(40, 80)
            last = self.N(self.post(tt, "settle", f"resolved {cty}-{c['prev_tag']}-B{b}.5 → {r.choice(['NO', 'NO', 'YES'])} · no position"))
        self.idiom(last, "routine settlement of a market the desk does not hold", "not_hard")
        tt = self.tw(12, 18)
        self.N(self.post(tt, "settle", f"resolved \"Will it rain in Seattle on {self.dayd - timedelta(days=1):%b %-d}?\" → YES · desk exposure 0"))

    def ep_removals(self):
        c, r = self.c, self.r
        # deleted proposal
        t = self.tw(14, 19)
        m = self.post(t, "mika", f"yes 1k {c['ga']} @ {c['ga_px']}")
        self.H(m, "trade_proposal", ["yes 1k", c["ga"], str(c["ga_px"])], "shorthand")
        self.delete(m, self.after(t, 40, 150), f"yes 1k {c['ga']} @ {c['ga_px']}")
        self.post(self.after(t, 160, 300), "mika", "ignore that, wrong venue + wrong units")
        # forgotten proposal with a phone number
        if r.random() < 0.5:
            t = self.tw(13, 18)
            ph = f"+1 646 555 01{r.randint(10, 99)}"
            m = self.post(t, "mika", f"yes 600 {c['corp_poly']} on poly @ 0.{r.randint(28, 36)} — ping me on {ph} if it runs, out till 4")
            facts = ["yes 600", c["corp_poly"], m.content.split("@ ")[1].split(" ")[0]]
            self.H(m, "trade_proposal", facts, "untagged")
            self.forget(m, self.after(t, 900, 2400), PEOPLE["sam"][2], ph)
        # forgotten non-hard message
        t = self.tw(9, 20)
        em = f"mika.{self.hexid(4)}@protonmail.com"
        m = self.post(t, "mika", f"if anyone needs me this weekend use {em}, not slack")
        self.forget(m, self.after(t, 600, 3000), PEOPLE["sam"][2], em)
        # bulk delete of a reconnect storm
        t = self.tw(2, 6)
        storm = []
        snippets = []
        for i in range(3):
            cid = f"ws-{self.hexid(6)}"
            s = self.post(t + i * r.randint(700, 1900), "bridge",
                          f"clob ws reconnect storm conn={cid} attempt {14 + i}/∞ backoff 0ms (bug)")
            storm.append(self.N(s))
            snippets.append(f"conn={cid}")
        self.bulk(storm, self.after(storm[-1].t, 300, 900), snippets)
        self.post(self.after(storm[-1].t, 950, 1500), "sam", "cleared the reconnect spam, backoff fix going out at 16z")

    def ep_longform(self):
        c, r = self.c, self.r
        self.NM(self.post(self.at(r.choice([12, 13]), r.randint(0, 50)), "oracle", self.w_cpi()))
        self.NM(self.post(self.at(r.choice([17, 18]), r.randint(0, 50)), "oracle", self.w_payrolls()))
        m = self.NM(self.post(self.at(r.choice([15, 16]), r.randint(0, 50)), "oracle", self.w_spreadscan()))
        self.idiom(m, "cross-venue spread scan listing gaps, no trade", "not_hard")
        self.NM(self.post(self.at(r.choice([18, 19]), r.randint(0, 50)), "oracle", self.w_corp()))
        self.NM(self.post(self.at(r.choice([19, 20]), r.randint(0, 50)), "oracle", self.w_drift()))
        self.NM(self.post(self.at(r.choice([7, 8]), r.randint(0, 55)), "oracle", self.w_calendar()))
        self.NM(self.post(self.at(r.choice([12, 13]), r.randint(0, 55)), "oracle", self.w_flow("morning")))
        self.NM(self.post(self.at(r.choice([20, 21]), r.randint(0, 55)), "oracle", self.w_flow("evening")))
        if r.random() < 0.6:
            self.NM(self.post(self.at(r.choice([20, 21]), r.randint(0, 55)), "oracle", self.w_calibration()))
        for h in (13, 15, 17, 19, 21):
            if r.random() < 0.85:
                self.NM(self.post(self.at(h, r.randint(0, 6), r.randint(0, 59)), "oracle", self.w_brief(h)))
        cards = self.card_specs()
        r.shuffle(cards)
        for spec in cards:
            self.NM(self.post(self.tw(9, 23), "oracle", self.model_card(*spec)))
        for _ in range(r.randint(2, 3)):
            self.N(self.post(self.tw(), "exec", self.open_orders()))
        m = self.NM(self.post(self.at(22, r.randint(10, 50)), "oracle", self.w_eod()))
        self.idiom(m, "end-of-day recap retelling today's fills (history, not new fills)", "not_hard")
        bt = self.NM(self.post(self.at(r.choice([9, 10]), r.randint(0, 55)), "oracle", self.w_backtest()))
        self.idiom(bt, "backtest with 'filled avg' numbers", "not_hard")

    def ep_near_misses(self):
        c, r = self.c, self.r
        items = [
            ("mika", f"what if we sold the 50bp yes on poly at 0.0{r.randint(6, 9)}? feels rich for a tail", "hypothetical sell at a price"),
            ("lead", f"fwiw last dec we bought 3k {c['fed_short']} at 22c and it paid 100. not the same setup", "past-tense trade told as history"),
            ("jules", f"fyi rates desk sold {r.choice([200, 300, 400])} {c['sr3']} @ {c['sr3_px']:.3f} for our own book, not a hedge for you guys", "another desk's trade"),
            ("mika", f"paper: yes 1k {c['wx']} @ {c['wx_px'] - 4}c, tracking only", "paper trade"),
            ("mika", f"imo a stop around {c['fed_mid'] - 10}c on the fed yes would be sensible if we add more", "stop suggestion without decision"),
            ("mika", "we should send the payrolls bracket order before the 8:30 print tomorrow, no?", "'we should send' question"),
            ("lead", f"should we be adding {c['fed_short']} here or wait for the presser?", "question about adding"),
            ("mika", "> Swift/Kelce wedding date market on poly did $40M volume lol\nmarkets are undefeated", "quoted unrelated market news"),
            ("jules", f"we lifted {c['sr3']} 96.50 calls x500 this morning, vol's cheap", "another desk's option trade"),
            ("lead", f"someone should look at {c['cpi_core']}, core bracket looks off vs headline", "'someone should look at X'"),
        ]
        for who, text, idi in items:
            m = self.NM(self.post(self.tw(11, 22), who, text))
            if idi in ("hypothetical sell at a price", "past-tense trade told as history", "another desk's trade", "paper trade"):
                self.idiom(m, idi, "not_hard")

    def ep_qa(self):
        c, r = self.c, self.r
        fee40 = 0.07 * 1000 * 0.40 * 0.60
        qa = [
            ("mika", f"oracle how do you map {c['zq']} to the meeting prob again?",
             f"Take the implied average rate for the contract month (100 − price), subtract the current effective rate, "
             f"and scale by the share of the month after the meeting (the {c['fomc_day']}th leaves "
             "roughly half the month on the new rate, so a 25bp cut shows up as ~12bp in the monthly average). Divide by 25bp "
             "for the probability. Then I strip 1-2bp for month-end effects. It's a cross-check on the model, not an input "
             "to the edge calculation."),
            ("lead", "why is poly consistently a few c under kalshi on the cut?",
             "Three things, roughly in order. Fees: Kalshi's taker fee is largest near 50c, so Kalshi buyers demand a "
             "lower price to trade and the mid sits higher to compensate makers. Participants: Polymarket's flow skews "
             "toward traders who faded the last two cuts and were right, so it carries a hawkish tilt. Funding: USDC "
             "on-chain has its own opportunity cost, which shows up as a small discount on long-dated outcomes. The gap "
             "mean-reverts around the statement when both venues converge on the resolution."),
            ("mika", "does kalshi settle the NY high on the preliminary or the final CLI?",
             "Final CLI for Central Park. The preliminary (the evening CLI) is almost always the same, but there have been "
             "revisions of 1°F after QC, which matters on bracket edges. Settlement usually lands mid-morning the next day."),
            ("lead", "fee on 1k at 40c?",
             f"About ${fee40:.2f} taker on Kalshi (0.07 × 1000 × 0.40 × 0.60, rounded up to the cent), so ~1.7c per "
             "contract. Maker is a fraction of that on this series. Polymarket: no fee, you pay the spread."),
            ("jules", "do you guys actually use the SR3 skew for anything?",
             "Only as a sanity check on the tails. The risk reversal tells me how much the options market pays for a "
             "dovish surprise, which bounds the 50bp outcome; if the skew says a 50bp cut is a 3% event and a venue prices "
             "it at 9%, the difference is worth knowing even when nobody trades it."),
            ("lead", "oracle corr between the cut leg and the cpi no?",
             "Empirically about 0.3 on daily mark changes over the last year, higher on CPI release days (~0.6): a soft "
             "print lifts the cut probability and sinks the CPI YES together. The risk engine's FOMC cluster includes "
             "both for that reason."),
            ("mika", "uma dispute risk on the poly fed market?",
             "Low. The Fed markets have a clean resolution source (the statement's target range) and no Fed market on "
             "Polymarket has gone to a second-round dispute. The disputes that happen cluster on ambiguous wording, "
             "mostly in politics and culture markets."),
            ("lead", "what drove the hold leg down this morning?",
             "Mostly the speaker headline: the hold outcome lost 3c inside five minutes on Polymarket and Kalshi "
             "followed within two minutes. Futures moved less than 1bp, so the venues moved more than rates did. "
             "The model moved 1c."),
            ("mika", "is the 50bp tail worth anything at these prices?",
             f"On the model it's a {r.randint(2, 4)}% outcome against {r.randint(4, 7)}c on Kalshi, so it screens rich, but "
             "fees at low prices and the spread eat most of it and the payoff is binary. It's in the table as information."),
            ("sam", "oracle are you on the new NWS api endpoint or the old one?",
             "The new one (api.weather.gov gridpoints), with the old XML feed as fallback. One timeout this morning, "
             "retried fine; no gaps in the forecast history."),
            ("mika", "how many ensemble members are above the bracket for tmrw?",
             f"{r.randint(8, 16)} of 51 ECMWF members and {r.randint(5, 12)} of 31 GEFS members are above the top of "
             f"{c['wx']}; {r.randint(10, 20)} and {r.randint(6, 12)} are inside it. After spread inflation the model puts "
             f"~{c['wx_px'] - 5}% in the bracket."),
            ("lead", "how stale is the GA model",
             "Last full refit was nine days ago; poll ingestion is daily, so the average is current as of this morning. "
             "Fundamentals inputs update monthly."),
        ]
        r.shuffle(qa)
        for who, q, a in qa[: r.randint(10, 12)]:
            t = self.tw(11, 22)
            m = self.post(t, who, q)
            self.post(self.after(t, 20, 180), "oracle", a, reply=m)

    def ep_noise(self):
        c, r = self.c, self.r
        # exec heartbeats
        x = self.t0 + r.randrange(300_000, 1_800_000)
        seq = r.randint(80_000, 90_000)
        while x < self.t1 - 3_600_000:
            seq += r.randint(900, 1300)
            self.N(self.post(x, "exec", f"evt=heartbeat svc=kx-exec oms=up kalshi_ws=ok cme_fix=ok lat_ms={r.randint(18, 90)} open_orders={r.randint(0, 6)} seq={seq}"))
            x += r.randint(7_200_000, 9_000_000)
        # orderbook snapshots
        books = [c["fed"], c["fed_hold"], c["cpi"], c["wx"], c["nfp"], c["fed_50"]]
        for _ in range(r.randint(8, 10)):
            self.N(self.post(self.tw(), "ob", self.ob_snapshot(r.choice(books))))
        # odds alerts
        mkts = [(c["poly_fed"], "25 bps decrease"), (c["poly_fed"], "no change"), (c["house"], "Democratic"),
                (c["corp_poly"], "Yes"), ("fed-decision-in-june", "25 bps decrease"), ("us-recession-in-2026", "Yes"),
                ("super-bowl-lxi-winner", "Eagles"), ("nyc-snow-this-week", "Yes")]
        for _ in range(r.randint(7, 10)):
            mk, oc = r.choice(mkts)
            a = r.randint(5, 90)
            d = r.choice([-7, -5, -4, 4, 5, 6, 8])
            b = max(1, min(99, a + d))
            arrow = "📈" if d > 0 else "📉"
            self.N(self.post(self.tw(), "odds", f"{arrow} {mk} · \"{oc}\" {a / 100:.2f} → {b / 100:.2f} ({d:+.1f}pp, 15m) · vol ${r.randint(40, 900)}k"))
        # bridge reconnects (embed only)
        for _ in range(r.randint(2, 3)):
            card = {"title": "polybridge · reconnected", "description": "CLOB websocket session restored",
                    "fields": [{"name": "Gap", "value": f"{r.randint(2, 40)}s", "inline": True},
                               {"name": "Missed msgs", "value": "replayed", "inline": True}],
                    "footer": f"session {self.hexid(8)}"}
            self.N(self.post(self.tw(), "bridge", "", embeds=[card]))
        # stack traces
        for _ in range(3):
            self.N(self.post(self.tw(), "exec", self.trace()))
        # cron
        crons = [
            f"cron settle-sweep: {r.randint(30, 60)} markets checked, {r.randint(2, 6)} resolved, 0 routed",
            f"cron fv-refresh: {r.randint(16, 24)} markets repriced in {r.randint(2, 9)}.{r.randint(0, 9)}s",
            "cron nightly-recon kalshi vs internal: 0 breaks",
            "cron nightly-recon polymarket vs chain: 0 breaks, 1 pending tx (gas)",
            f"cron calendar-sync: {r.randint(3, 9)} new markets listed matching filters",
            "cron news-triage: 41 headlines, 0 routed, 41 dropped (no match)",
        ]
        hours = [(1, 3), (0, 24), (4, 6), (4, 6), (6, 8), (12, 22)]
        for i, s in enumerate(crons):
            m = self.N(self.post(self.tw(*hours[i]), "cron", s))
            if i == 5:
                self.idiom(m, "cron summary '0 routed'", "not_hard")
        # deploys
        v = f"2.{r.randint(10, 19)}.{r.randint(0, 9)}"
        self.N(self.post(self.at(16, r.randint(0, 20)), "ci", f"deploy polybridge v{v} → prod (sha {self.hexid(7)}) ✅ 63 tests · backoff fix"))
        self.N(self.post(self.tw(9, 12), "ci", f"deploy kx-exec v3.{r.randint(0, 9)}.{r.randint(0, 20)} → staging (sha {self.hexid(7)}) ✅"))
        # pnl
        for h in (13, 17, 20, 23):
            self.N(self.post(self.at(h, r.randint(0, 4)), "cron",
                             f"PnL {h:02d}:00Z · realized {r.choice(['+', '-'])}${r.randint(100, 2600):,} · unrealized {r.choice(['+', '-'])}${r.randint(100, 4000):,} · gross ${r.randint(52, 78)}.{r.randint(0, 9)}k · kalshi ${r.randint(30, 45)}.{r.randint(0, 9)}k / poly ${r.randint(15, 30)}.{r.randint(0, 9)}k / cme ${r.randint(2, 6)}.{r.randint(0, 9)}k"))

    def ep_chatter(self):
        c, r = self.c, self.r
        fd = (c["fomc_date"] - self.dayd).days
        when = "tmrw" if fd == 1 else c["fomc_date"].strftime("%a").lower()
        # (who, text, from hour, to hour UTC, noise?)
        pool = [
            ("lead", f"poly book on {c['poly_fed']} thin again", 12, 22, False),
            ("lead", "who has overnight", 21, 24, False),
            ("lead", "kalshi fees on sub-10c brackets are brutal", 12, 22, False),
            ("lead", f"statement {when} 2pm, presser 2:30 et", 12, 18, False),
            ("lead", "read the nws forecast discussion before touching wx", 19, 22, False),
            ("lead", "cpi whisper on twitter is 0.4 lol, same guy as last month", 12, 20, False),
            ("lead", "kalshi maintenance thu 3am et fyi", 12, 22, False),
            ("lead", "mika u on wx today?", 11, 13, False),
            ("lead", "lunch", 16, 17, True),
            ("lead", "back", 17, 18, True),
            ("lead", "spread between venues on the hold is only 2c today", 13, 21, False),
            ("lead", "someone mute oddsalert for the super bowl stuff pls", 12, 22, False),
            ("lead", "quiet", 20, 23, True),
            ("lead", "poly gas is fine today", 12, 22, False),
            ("lead", "what's our avg on the fed yes again", 12, 21, False),
            ("lead", "that cme fill print was slow, 4s", 14, 21, False),
            ("lead", "good", 12, 23, True),
            ("lead", "nice", 12, 23, True),
            ("lead", "we're fine on margin", 12, 22, False),
            ("lead", "morning", 11, 12, True),
            ("lead", "poly ui shows the wrong avg again, trust the bridge", 13, 22, False),
            ("mika", "morning all", 11, 13, True),
            ("mika", f"poly resolution source for {c['poly_fed']} is the statement right?", 12, 20, False),
            ("mika", "kalshi ui lagging again", 12, 22, False),
            ("mika", f"ensemble spread for NYC {c['wx_day']} is wide", 13, 21, False),
            ("mika", "anyone else seeing poly api 502s", 12, 24, False),
            ("mika", "that GA poll is a D internal btw", 14, 22, False),
            ("mika", "lol", 12, 24, True),
            ("mika", "👀", 12, 24, True),
            ("mika", "on it", 12, 22, False),
            ("mika", "coffee run, anyone", 12, 15, False),
            ("mika", "the 12z GFS is out", 16, 17, False),
            ("mika", "kalshi listed a new payrolls bracket set", 12, 22, False),
            ("mika", "rate limit on the kalshi api again, 429s", 12, 22, False),
            ("mika", "ok", 12, 24, True),
            ("mika", f"{c['house']} volume is silly today", 14, 24, False),
            ("mika", "sorry, was on a call", 12, 22, False),
            ("mika", "brb", 12, 22, True),
            ("mika", "fair", 12, 24, True),
            ("mika", "18z runs trickling in", 22, 24, False),
            ("mika", "heading out, back online after dinner", 22, 23, False),
            ("mika", "the poly fed market has a new 'pause' outcome? no, same thing as no change", 13, 21, False),
            ("sam", "reminder: month-end recon tomorrow, don't move wallets", 12, 20, False),
            ("sam", "polybridge deploy at 16z, expect one reconnect", 13, 15, False),
            ("sam", "rotating the staging keys tonight, prod untouched", 18, 22, False),
            ("sam", "kalshi sent the fee schedule update, no change for our series", 13, 20, False),
            ("jules", "claims print was a nothing burger for us", 13, 17, False),
            ("jules", "sofr whites up 2bp on the wsj piece", 13, 20, False),
            ("jules", "quiet in rates land today", 15, 20, False),
            ("oracle", "fv refresh queued, next table in ~20 min", 10, 22, False),
            ("oracle", f"Model rerun done for {c['fed']}: unchanged within 1c.", 10, 23, False),
            ("oracle", "Data pull from NWS API failed once (timeout), retried fine.", 0, 24, False),
            ("oracle", f"Noted. I'll keep the {c['wx']} bracket in the next table.", 14, 22, False),
        ]
        r.shuffle(pool)
        for who, text, lo, hi, nz in pool[: r.randint(44, len(pool))]:
            t = self.tw(lo, hi)
            if t > self.t1 - 60_000:
                t -= 120_000
            m = self.post(t, who, text)
            if nz:
                self.N(m)
        # acks replying to non-decision messages
        targets = [m for m in self.msgs if m.who in ("wire", "exec", "settle", "oracle") and not any(h[0] is m and h[1] == "trade_proposal" for h in self.hard)]
        for _ in range(r.randint(4, 6)):
            tg = r.choice(targets)
            t = self.after(tg.t, 20, 600)
            if t >= self.t1 - 1000:
                continue
            self.N(self.post(t, r.choice(["lead", "mika"]), r.choice(["ty", "👀", "thx", "🙏", "k", "ok"]), reply=tg))

    # ---------- content ----------
    def card_specs(self):
        c, r = self.c, self.r
        return [
            (c["fed_hold"], "kalshi", 100 - c["fed_mid"] - 4, 100 - c["fed_model"] - 3,
             f"Fed holds the target range at the {c['fomc_mon']} meeting", "FOMC statement, target range",
             ["complement of the cut legs; mass moves 1:1 with the cut outcome",
              "statement language on 'extent and timing' is the swing factor",
              "two-sided flow from hedgers who hold cut exposure elsewhere"]),
            (c["fed_50"], "kalshi", r.randint(3, 7), r.randint(2, 5),
             f"Fed cuts 50bp or more at the {c['fomc_mon']} meeting", "FOMC statement, target range",
             ["only plausible on a financial-stability shock or a very weak payrolls print",
              "options skew prices the dovish tail at a few percent",
              "lottery-ticket demand keeps the price above fundamental value"]),
            (c["cpi_core"], "kalshi", r.randint(30, 50), r.randint(30, 50),
             f"{c['cpi_month']} core CPI m/m above 0.3%", "BLS CPI release, one-decimal seasonally adjusted",
             ["shelter (OER and rent) is ~40% of core", "used cars lag auction prices by two months",
              "airfares and motor insurance add month-to-month noise"]),
            (c["nfp"], "kalshi", r.randint(45, 70), r.randint(45, 70),
             "nonfarm payrolls above 100k in the next release", "BLS Employment Situation, first print",
             ["claims in the survey week", "weather and strike effects", "birth/death model adjustments"]),
            (f"{c['house']}:D", "poly", r.randint(55, 72), r.randint(55, 72),
             "Democrats win control of the House", "official results / UMA resolution",
             ["generic ballot average", "redistricting since the last cycle", "retirements and open seats"]),
            (c["corp"], "kalshi", r.randint(20, 40), r.randint(20, 40),
             "NBA officially announces expansion before July 1", "official league announcement",
             ["Board of Governors meeting calendar", "media-rights revenue split", "arena readiness in candidate cities"]),
            (f"HIGHCHI-{c['tm_tag']}-B{NYC_HIGH[self.dayd.month - 1] - 3}.5", "kalshi", r.randint(10, 30), r.randint(10, 30),
             "Chicago Midway high temperature in the bracket", "NWS CLI for Chicago Midway",
             ["lake breeze timing", "frontal passage", "cloud cover in the afternoon"]),
            ("us-recession-in-2026:yes", "poly", r.randint(15, 35), r.randint(15, 35),
             "US recession in 2026", "Polymarket rules: two negative quarters of real GDP or NBER call",
             ["yield curve and credit spreads", "claims trend", "consumer spending on services"]),
        ]

    def model_card(self, tk, venue, mid, model, q, src, drivers):
        r = self.r
        fmt = (lambda x: f"{x / 100:.3f}") if venue == "poly" else (lambda x: f"{x}c")
        hist = []
        m = mid
        for d in range(6, 0, -1):
            m2 = max(1, min(99, m + r.randint(-3, 3)))
            hist.append([f"T-{d}", fmt(m2), fmt(max(1, min(99, model + r.randint(-3, 3)))), f"{r.randint(5, 400)}k"])
            m = m2
        parts = [
            f"**Model card · {tk}** ({venue})",
            f"Question: {q}. Resolves on: {src}. Current mid {fmt(mid)}, model {fmt(model)} "
            f"(band ±{r.randint(3, 8)}), edge {model - mid:+d} before fees.",
            "**Drivers**\n" + "\n".join(f"- {d}" for d in drivers),
            "**History (daily close)**\n" + _tbl(["day", "mid", "model", "volume"], hist),
            "**Model**\n"
            f"{r.choice(['Logistic blend of', 'Bayesian update on', 'Gradient-boosted mix of'])} the drivers above with a "
            f"{r.choice(['base-rate', 'market-implied', 'historical-frequency'])} prior, refit {r.choice(['weekly', 'monthly', 'after each resolution'])}. "
            f"Out-of-sample Brier 0.{r.randint(150, 230)} on {r.randint(30, 140)} resolved markets in the family; "
            "the market's own Brier on the same set is within 0.01, so the model is a cross-check more than an oracle here.",
            "**Liquidity**\n"
            f"${r.randint(10, 300)}k within 2c of mid, {r.randint(2, 6)}c wide at size, typical clip "
            f"{r.choice(['250', '500', '1,000'])} contracts. Open interest {r.randint(1, 40) / 10:.1f}M. "
            "Depth thins outside US hours on Kalshi and around resolution on both venues.",
            "**Scenarios**\n" + _tbl(["scenario", "prob", "pays"],
                                      [["base case", f"{r.randint(40, 60)}%", "per model"],
                                       ["upside surprise", f"{r.randint(10, 25)}%", "YES"],
                                       ["downside surprise", f"{r.randint(10, 25)}%", "NO"],
                                       ["resolution delay", f"{r.randint(1, 5)}%", "capital locked"]]),
            "**Related markets**\n"
            "Moves in this market usually lead or lag its siblings by minutes, not hours; the cross-market residual is "
            f"mean-reverting with a half-life of ~{r.randint(20, 90)} minutes during US hours. When the residual exceeds "
            "two standard deviations it shows up in the cross-venue scan rather than here.",
            "**Notes**\n"
            f"{r.choice(['No position.', 'Not on the watchlist.', 'Watch only.', 'Reference market for the cluster.'])} "
            "Card refreshed by the fv-refresh cron; numbers here are informational and supersede nothing in the pinned table.",
        ]
        return "\n\n".join(parts)

    def open_orders(self):
        c, r = self.c, self.r
        rows = []
        for tk in r.sample([c["fed"], c["fed_hold"], c["cpi"], c["nfp"], c["wx"], c["ga"]], r.randint(2, 5)):
            rows.append({"oid": f"K-{r.randint(40000, 99999)}", "ticker": tk, "side": r.choice(["yes", "no"]),
                         "action": "buy", "qty": r.choice([100, 250, 500]), "filled": 0, "px": r.randint(5, 60),
                         "age_s": r.randint(60, 40000), "tag": "resting-bid"})
        return "open orders snapshot (acct EVT-01)\n```json\n" + json.dumps(rows, indent=1) + "\n```"

    def ob_snapshot(self, tk):
        r = self.r
        mid = r.randint(15, 80)
        rows = []
        for i in range(10):
            rows.append(f" {mid - 1 - i:>2}c x {r.randint(200, 9000):>5,}    {mid + 1 + i:>2}c x {r.randint(200, 9000):>5,}")
        return ("```\n" + f"OB {tk} (kalshi)\n YES bid         YES ask\n" + "\n".join(rows) +
                f"\n spread 2c · depth±5c {r.randint(9, 60)}k/{r.randint(9, 60)}k · imbalance {r.randint(-40, 40):+d}%"
                f"\n last {mid}c · vol 24h {r.randint(20, 900) * 1000:,} · oi {r.randint(1, 30) / 10:.1f}M\n```")

    def trace(self):
        r = self.r
        kind = r.choice(["kalshi", "cme"])
        if kind == "kalshi":
            return ("```\nERROR kx_exec.venues.kalshi poll_fills failed (will retry)\n"
                    "Traceback (most recent call last):\n"
                    f"  File \"/srv/kx-exec/kx_exec/venues/kalshi.py\", line {r.randint(380, 460)}, in _poll_fills\n"
                    "    resp = await self._http.get(f\"/portfolio/fills?cursor={cur}\", timeout=5)\n"
                    "  File \"/usr/lib/python3.11/site-packages/httpx/_client.py\", line 1757, in get\n"
                    "    return await self.request(\"GET\", url, params=params, headers=headers)\n"
                    "  File \"/usr/lib/python3.11/site-packages/httpx/_client.py\", line 1530, in request\n"
                    "    return await self.send(request, auth=auth, follow_redirects=follow_redirects)\n"
                    "  File \"/usr/lib/python3.11/site-packages/httpx/_transports/default.py\", line 371, in handle_async_request\n"
                    "    raise mapped_exc(message) from exc\n"
                    "httpx.ReadTimeout: timed out\n"
                    f"retry 1/5 in 2.0s · cursor={self.hexid(12)}\n```")
        return ("```\nWARN kx_exec.venues.cme fix session dropped\n"
                "Traceback (most recent call last):\n"
                f"  File \"/srv/kx-exec/kx_exec/venues/cme_fix.py\", line {r.randint(200, 260)}, in _recv\n"
                "    msg = await self._reader.readuntil(b\"\\x0110=\")\n"
                "  File \"/usr/lib/python3.11/asyncio/streams.py\", line 616, in readuntil\n"
                "    raise exceptions.IncompleteReadError(chunk, None)\n"
                "asyncio.exceptions.IncompleteReadError: 0 bytes read on a total of undefined expected bytes\n"
                f"reconnecting FIX session EVTDSK{r.randint(1, 4)} seq reset=N\n```")

    def fv_table(self, label):
        c, r = self.c, self.r
        rows = []
        specs = [
            (c["fed"], "kalshi", c["fed_mid"], c["fed_model"]),
            (c["fed_hold"], "kalshi", 100 - c["fed_mid"] - 4, 100 - c["fed_model"] - 3),
            (c["fed_50"], "kalshi", r.randint(3, 8), r.randint(2, 6)),
            (f"{c['poly_fed']}:25bp", "poly", c["fed_mid"] - 4, c["fed_model"]),
            (f"{c['poly_fed']}:hold", "poly", 100 - c["fed_mid"], 100 - c["fed_model"] - 3),
            (c["cpi"], "kalshi", 100 - c["cpi_no"] + 1, 100 - c["cpi_no"] - 3),
            (c["cpi_core"], "kalshi", r.randint(30, 50), r.randint(30, 50)),
            (c["nfp"], "kalshi", r.randint(45, 70), r.randint(45, 70)),
            (c["wx"], "kalshi", c["wx_px"], c["wx_px"] + r.randint(-9, 6)),
            (f"HIGHCHI-{c['tm_tag']}-B{r.randint(40, 70)}.5", "kalshi", r.randint(10, 30), r.randint(10, 30)),
            (f"HIGHMIA-{c['tm_tag']}-B{r.randint(75, 88)}.5", "kalshi", r.randint(10, 30), r.randint(10, 30)),
            (c["ga"], "kalshi", c["ga_px"] + 1, c["ga_px"] + r.randint(-4, 4)),
            (f"{c['house']}:D", "poly", r.randint(55, 75), r.randint(55, 75)),
            (c["corp"], "kalshi", r.randint(20, 40), r.randint(20, 40)),
            (f"{c['corp_poly']}:yes", "poly", r.randint(20, 40), r.randint(20, 40)),
            ("us-recession-in-2026:yes", "poly", r.randint(15, 35), r.randint(15, 35)),
        ]
        for tk, v, mk, mdl in specs:
            held = {c["fed"]: "L", c["cpi"]: "S", c["wx"]: "L"}.get(tk, "")
            bid, ask = mk - 1, mk + 1
            if v == "poly":
                q = f"{bid / 100:.2f}/{ask / 100:.2f}"
                mids = f"{mk / 100:.3f}"
                mod = f"{mdl / 100:.3f}"
            else:
                q = f"{bid}/{ask}c"
                mids = f"{mk}c"
                mod = f"{mdl}c"
            rows.append([tk, v, q, mids, mod, f"{mdl - mk:+d}", f"{r.randint(-6, 6):+d}",
                         f"{r.randint(8, 950)}k", held])
        hdr = f"**fair value · {label} · model run {self.hexid(6)}**"
        foot = ("edge = model − mid in cents (poly in prob pts ×100). L/S = desk holds YES/NO. "
                "Model bands ±4c on macro, ±7c on weather, ±6c on elections. Fees not netted.")
        return hdr + "\n" + _tbl(["market", "venue", "bid/ask", "mid", "model", "edge", "Δ24h", "vol24h", "pos"], rows) + "\n" + foot

    def _sens(self, topic):
        r = self.r
        inputs = {
            "cpi": ["OER m/m ±0.05", "gasoline ±3%", "used cars ±2%", "airfares ±5%", "seasonal adj ±0.02"],
            "wx": ["front timing ±2h", "cloud cover ±20%", "dewpoint ±3F", "wind dir ±45°", "NBM bias ±0.5F"],
            "election": ["poll avg ±1pt", "house effect cap ±0.5pt", "turnout model ±2pt", "fundamentals weight ±10%", "undecided split ±5pt"],
            "payrolls": ["claims ±10k", "ADP ±50k", "weather effect ±30k", "birth/death ±20k", "strike effect ±15k"],
            "fed": ["claims ±15k", "speaker map ±1 voter", "ZQ ±0.01", "core PCE ±0.1", "statement bias prior ±10%"],
            "overnight": ["2y yield ±5bp", "ZQ ±0.01", "claims ±10k", "poll avg ±1pt", "NBM ±1F"],
        }[topic]
        rows = [[x, f"{r.randint(-9, 9):+d}pp", f"{r.randint(1, 6)}.{r.randint(0, 9)}"] for x in inputs]
        return ("**Sensitivity**\n" + _tbl(["input shock", "Δ P(YES)", "dP/dσ"], rows) +
                "\nShocks are one standard deviation of the input's historical surprise, applied one at a time with the "
                "others held at their central values. Interactions are ignored here; the full Monte Carlo is in the run log.")

    def _changes(self):
        r = self.r
        return ("**Changes since last run**\n"
                f"Inputs refreshed: {r.randint(4, 11)} of {r.randint(12, 16)}. Largest contribution to the change in the central "
                f"estimate: {r.choice(['the latest nowcast', 'the overnight model runs', 'a new poll', 'the claims revision', 'the speaker map'])} "
                f"({r.randint(1, 4)}pp). No structural change to the model; calibration factors unchanged since the weekly refit. "
                "Market moved more than the model over the same window, which is the normal pattern outside data releases.")

    def _para_calibration(self):
        r = self.r
        return (f"**Calibration**\nBrier on the last {r.randint(20, 30)} comparable markets is 0.{r.randint(150, 210)} "
                f"(market: 0.{r.randint(160, 220)}). The model has been overconfident by ~{r.randint(2, 6)}pp when the "
                "market sits between 30 and 60, and underconfident in the tails, so I halve the stated edge in that band. "
                "Reliability plot and the per-bucket counts are in the model notebook; nothing in today's inputs falls outside "
                "the ranges it was fitted on.")

    def _para_venues(self):
        r = self.r
        return (f"**Venue notes**\nKalshi fees at these prices run ~{r.randint(12, 19) / 10:.1f}c round trip; Polymarket "
                f"has ${r.randint(80, 400)}k within 1c of mid on the main outcome and gas is negligible on Polygon. "
                f"Cross-venue basis has ranged {r.randint(1, 3)}-{r.randint(4, 8)}c over the last week, widest around "
                "US open and into the Asia session when the Kalshi book thins out. Resolution wording matches on both "
                "for the headline outcome; the tails differ (Kalshi brackets vs Poly's bucketed outcomes).")

    def w_fomc(self, decision):
        c, r = self.c, self.r
        mk, md = c["fed_mid"], c["fed_model"]
        pk = (mk - 4) / 100 + 0.002
        dv, hk = r.randint(3, 6), r.randint(2, 5)
        rows = [
            [f"{c['fomc_mon']} cut 25", "kalshi", f"{mk - 1}/{mk + 1}c", f"{mk}c", f"{md}c", f"{md - mk:+d}"],
            [f"{c['fomc_mon']} hold", "kalshi", f"{100 - mk - 5}/{100 - mk - 3}c", f"{100 - mk - 4}c", f"{100 - md - 3}c", f"{mk - md + 1:+d}"],
            [f"{c['fomc_mon']} cut 50", "kalshi", "3/5c", "4c", "3c", "-1"],
            ["25 bps decrease", "poly", f"{pk - 0.005:.3f}/{pk + 0.005:.3f}", f"{pk:.3f}", f"{md / 100:.3f}", f"{md - mk + 4:+d}"],
            ["no change", "poly", f"{1 - pk - 0.035:.3f}/{1 - pk - 0.025:.3f}", f"{1 - pk - 0.03:.3f}", f"{1 - md / 100 - 0.03:.3f}", "-"],
        ]
        parts = [
            f"**FOMC {c['fomc_mon']} {c['fomc_day']} — model vs market** (run {self.hexid(6)})",
            f"TL;DR: the model has a 25bp cut at {md}% against {mk}c on Kalshi ({c['fed']}) and {pk:.3f} on Polymarket "
            f"({c['poly_fed']}). Most of the gap comes from the labour block; the inflation block is roughly in line with the market.",
            "**Inputs**\n"
            f"- fed funds futures ({c['zq']}) imply ~{md - r.randint(2, 6)}% for a cut after stripping month-end effects\n"
            f"- SOFR options ({c['sr3']}) still bid for the dovish tail: 25d risk reversal {r.randint(2, 9) / 10:.1f}bp\n"
            f"- speaker map since the last meeting: {dv} dovish, {hk} hawkish, {r.randint(1, 4)} neutral; the Chair's last presser leaned '{r.choice(['data-dependent', 'patient', 'balanced risks'])}'\n"
            f"- initial claims 4wk avg {r.randint(218, 246)}k, {r.choice(['drifting up', 'flat', 'edging higher'])}; payrolls 3m avg {r.randint(40, 140)}k\n"
            f"- core PCE 3m annualised {r.randint(24, 33) / 10:.1f}%, not the binding constraint at this meeting",
            "**Model vs market**\n" + _tbl(["outcome", "venue", "bid/ask", "mid", "model", "edge"], rows),
            "**Read**\n"
            "The market is anchoring on the last two statements, which kept the easing-bias language but didn't commit. "
            f"The model weights the labour deterioration more heavily: continuing claims are at a cycle high and the "
            f"hiring rate in JOLTS is back to 2013 levels. A {r.choice(['dovish', 'balanced'])} dissent would tilt it further. "
            "Flow on Polymarket has been two-way; the largest prints on '25 bps decrease' over the last 24h were buyers at "
            f"{pk - 0.01:.2f}-{pk + 0.01:.2f}.",
            decision,
            "**What would change my mind**\n"
            "1. A well-sourced pre-meeting press piece framing the meeting as a 'skip'.\n"
            f"2. Claims back under {r.randint(212, 220)}k two weeks running.\n"
            "3. A hot core services print in the interim data.\n"
            "4. Sustained one-way selling of the cut outcome on Polymarket with size above $250k.",
            *self.extra("fed", 4),
            self._sens("fed"),
            self._changes(),
            self._para_venues(),
            *self.extra("general", 1),
            self._para_calibration(),
            "Next refresh at the top of the hour, or sooner on any Fed headline the router flags.",
        ]
        return "\n\n".join(parts)

    def w_overnight(self):
        c, r = self.c, self.r
        parts = [
            f"**Overnight recap · {self.dayd:%a %b %d}**",
            "**Macro**\n"
            f"Treasuries {r.choice(['bull-steepened', 'bear-flattened', 'traded in a 3bp range'])} in Asia; 2y at "
            f"{r.randint(340, 395) / 100:.2f}%. {c['zq']} settled {c['zq_px']:.3f}, {c['sr3']} {c['sr3_px']:.3f}. "
            f"The {c['fed']} YES bid held {c['fed_mid'] - 1}c all night with ~{r.randint(2, 9)}k contracts on it; "
            f"asks thinned to {c['fed_mid'] + 2}c by 06:00Z. Polymarket's {c['poly_fed']} traded "
            f"${r.randint(300, 1900)}k overnight, mostly small clips.",
            "**Event books**\n"
            f"- CPI ({c['cpi']}): YES bid {100 - c['cpi_no']}c, NO side quiet. Nowcasts unchanged.\n"
            f"- Payrolls ({c['nfp']}): bracket curve shifted ~2c toward the low side after the claims revision.\n"
            f"- Weather ({c['wx']}): bracket {c['wx_px'] - 2}→{c['wx_px']}c as the 00z runs warmed the afternoon.\n"
            f"- Elections ({c['ga']}): no new polls; {c['house']} drifted 1pt toward D on thin volume.\n"
            f"- Corporate ({c['corp']}): ESPN report rumour recycled on X; book didn't move.",
            "**Venue notes**\n"
            f"Kalshi had a {r.randint(3, 12)}-minute API degradation at {r.randint(2, 5):02d}:{r.randint(10, 59)}Z (order entry "
            "fine, fills feed delayed). Polybridge reconnected twice; no missed fills after replay.",
            "**Calendar (ET)**\n"
            "08:30 data as scheduled · 10:00 speakers · 14:00 statement days only · NWS forecast discussion ~15:30 · "
            "poll releases typically mid-morning.",
            "**Positions vs marks**\n"
            f"Book is long {c['fed']}, short {c['cpi']} via NO, long {c['wx']}, short {c['zq']} as the rates hedge. "
            "Marks are within model bands on everything except the Fed cut leg, which is covered in the FOMC note.",
            *self.extra("fed", 1),
            self._sens("overnight"),
            self._para_venues(),
        ]
        return "\n\n".join(parts)

    def w_cpi(self):
        c, r = self.c, self.r
        comps = [["shelter", f"+0.{r.randint(25, 38)}", "7-mo avg, OER sticky"],
                 ["used cars", f"{r.choice(['+', '-'])}0.{r.randint(1, 9)}", "Manheim lead 2 mo"],
                 ["airfares", f"{r.choice(['+', '-'])}1.{r.randint(0, 9)}", "jet fuel pass-through"],
                 ["energy", f"{r.choice(['+', '-'])}0.{r.randint(5, 25)}", "gasoline -ve m/m"],
                 ["food", f"+0.{r.randint(15, 35)}", "eggs normalising"],
                 ["core goods", f"{r.choice(['+', '-'])}0.0{r.randint(1, 9)}", "tariff pass-through tapering"]]
        parts = [
            f"**{c['cpi_month']} CPI — bracket model** ({c['cpi']}, {c['cpi_core']})",
            f"Headline m/m central {r.randint(24, 33) / 100:.2f}% with sd 0.08; P(>0.3) = {100 - c['cpi_no'] - r.randint(1, 4)}% "
            f"vs a {100 - c['cpi_no'] + 1}c YES mid. Core central {r.randint(24, 31) / 100:.2f}%.",
            "**Component view**\n" + _tbl(["component", "m/m %", "note"], comps),
            "**Nowcasts**\n"
            f"Cleveland Fed headline {r.randint(24, 36) / 100:.2f}%, core {r.randint(23, 31) / 100:.2f}%. Street median 0.3 / 0.3. "
            "Seasonal factors for this month have skewed high three years running; the model carries a +0.02 adjustment.",
            "**Market structure**\n"
            f"The 0.3 threshold is where most of the open interest sits ({r.randint(2, 9)}.{r.randint(0, 9)}M contracts). "
            "The core bracket is thinner and tends to lag the headline by 1-2c after nowcast updates. Rounding matters: "
            "Kalshi resolves on the BLS published one-decimal figure, so 0.34 unrounded resolves NO on >0.3.",
            "**Risks**\n"
            "Shelter is the swing: a 0.4 OER print on its own would move P(>0.3) by ~12pp. Energy is a one-way risk "
            "lower given gasoline. A government data delay would push resolution and tie up capital.",
            *self.extra("cpi", 4),
            self._sens("cpi"),
            self._changes(),
            self._para_calibration(),
        ]
        return "\n\n".join(parts)

    def w_payrolls(self):
        c, r = self.c, self.r
        br = [[f"<{x}k" if i == 0 else f"{x}-{x + 50}k", f"{r.randint(5, 30)}c", f"{r.randint(5, 30)}%"]
              for i, x in enumerate([0, 50, 100, 150, 200])]
        parts = [
            f"**Payrolls preview — {c['nfp']}** (watchlist, no position)",
            f"Consensus {r.randint(60, 150)}k, whisper {r.randint(50, 140)}k. The model centres on {r.randint(40, 140)}k with a "
            "wide band: strike-adjusted and weather effects are both live this month.",
            "**Bracket curve**\n" + _tbl(["bracket", "kalshi mid", "model"], br),
            "**Inputs**\n"
            f"- claims in the survey week {r.randint(215, 245)}k; continuing claims {r.randint(18, 20)}.{r.randint(0, 9)}M\n"
            f"- ADP {r.randint(20, 160)}k last print; the ADP/BLS gap has been {r.randint(20, 80)}k in both directions\n"
            "- household survey noise irrelevant for resolution (establishment headline only)\n"
            "- birth/death model adds ~25k of mechanical noise this time of year",
            "**Observations**\n"
            "The curve looks efficient to within model error in every bracket except the tail below zero, which is priced "
            "like a coin flip on a government-shutdown-style disruption that isn't on the calendar. Liquidity is concentrated "
            "in the 50-150k brackets. Revision risk to the prior month is not part of resolution.",
            *self.extra("general", 2),
            self._sens("payrolls"),
            self._changes(),
            self._para_venues(),
        ]
        return "\n\n".join(parts)

    def w_weather(self, decision):
        c, r = self.c, self.r
        t = c["wx_temp"]
        br = [[f"{t + d}-{t + d + 1}°F", f"{max(2, c['wx_px'] + r.randint(-12, 0) - abs(d) * 3)}c", f"{max(1, 25 - abs(d) * 6 + r.randint(-3, 3))}%"]
              for d in (-3, -2, -1, 0, 1, 2, 3)]
        parts = [
            f"**NYC high, {c['wx_day']} — bracket model** (held: {c['wx']})",
            f"12z GFS {t + r.randint(-2, 2)}°F, ECMWF {t + r.randint(-2, 2)}°F, NBM {t + r.randint(-1, 2)}°F at Central Park. "
            f"Ensemble spread {r.randint(25, 40) / 10:.1f}°F, wider than usual because of front timing.",
            "**Bracket distribution**\n" + _tbl(["bracket", "mid", "model"], br),
            "**Meteorology**\n"
            "The front is forecast through between 18z and 00z. If it clears before the diurnal peak, the high is set "
            "around midday under sun and westerly downslope flow; if it stalls, cloud and onshore flow cap the afternoon. "
            "The NWS discussion leans toward the earlier timing with low confidence. Resolution uses the NWS CLI report "
            "for Central Park, so the midnight-to-midnight LST high counts, including any early-morning warmth.",
        ]
        if decision:
            parts.append(decision)
        parts += [
            "**Historical**\n"
            f"On comparable front-timing days this month, the realised high landed within ±1°F of the NBM "
            f"{r.randint(38, 55)}% of the time; misses skewed warm by ~1°F.",
            "**Liquidity**\n"
            f"Each bracket has ${r.randint(5, 30)}k-${r.randint(30, 80)}k on the book; spreads 2-3c; fills are easy at "
            "size below 1k contracts.",
            *self.extra("wx", 4),
            self._sens("wx"),
            self._changes(),
        ]
        return "\n\n".join(parts)

    def w_election(self, dem, rep, pollster):
        c, r = self.c, self.r
        polls = [[pollster, f"{dem}", f"{rep}", "today"]] + [
            [r.choice(["Emerson", "Quinnipiac", "AJC/UGA", "InsiderAdvantage", "Trafalgar", "Marist"]),
             f"{r.randint(44, 49)}", f"{r.randint(43, 48)}", f"{r.randint(3, 40)}d"] for _ in range(5)]
        avg = r.randint(5, 25) / 10
        parts = [
            f"**Georgia Senate — poll model refresh** ({c['ga']}, requested by dvrk)",
            f"Weighted average now D +{avg:.1f} after today's {pollster} release. Model P(D) = {c['ga_px'] + r.randint(-3, 4)}% "
            f"vs {c['ga_px']}c on Kalshi and {(c['ga_px'] + r.randint(-2, 2)) / 100:.2f} on Polymarket.",
            "**Recent polls**\n" + _tbl(["pollster", "D", "R", "age"], polls),
            "**Adjustments**\n"
            "House effects applied (±1.5pt max), likely-voter screens weighted over registered voters, and a 10-day "
            "half-life decay. Fundamentals prior: midterm penalty against the president's party, state partisan lean R+2.",
            "**Read**\n"
            "Today's poll moves the average ~0.4pt; the model's P(D) moves ~2pp, inside the band. Market reaction "
            "was a 1c uptick on Kalshi and nothing on Polymarket. The race remains a toss-up tilting D, consistent with "
            "what both venues price. Primary/runoff timing means candidate-quality risk is still open on the R side.",
            *self.extra("election", 4),
            self._sens("election"),
            self._changes(),
            self._para_calibration(),
        ]
        return "\n\n".join(parts)

    def w_spreadscan(self):
        c, r = self.c, self.r
        rows = []
        for name, k, p in [(f"{c['fomc_mon']} cut 25", c["fed_mid"], c["fed_mid"] - 4),
                           (f"{c['fomc_mon']} hold", 100 - c["fed_mid"] - 4, 100 - c["fed_mid"]),
                           ("House 2026 D", r.randint(55, 70), r.randint(55, 70)),
                           ("GA Senate D", c["ga_px"], c["ga_px"] + r.randint(-2, 2)),
                           ("recession 2026", r.randint(18, 32), r.randint(18, 32)),
                           ("NBA expansion by 6/30", r.randint(20, 40), r.randint(20, 40))]:
            net = abs(k - p) - 1.9
            rows.append([name, f"{k}c", f"{p / 100:.3f}", f"{k - p:+d}", f"{net:+.1f}"])
        parts = [
            "**Cross-venue scan · Kalshi vs Polymarket**",
            _tbl(["outcome", "kalshi", "poly", "gross", "net est"], rows),
            "Net estimate subtracts Kalshi taker fees at the quoted price and a flat 0.1c for Polygon gas; it does "
            "not include leg risk or the capital lock-up until resolution, which matters for the election rows "
            "(months of carry). Gaps under 2c net are noise at this size. Resolution wording differs on the recession "
            "row (Kalshi: NBER; Poly: two negative GDP quarters), so that gap is not an arbitrage.",
            f"Historical context: the Fed cut gap has mean-reverted within a day in {r.randint(70, 85)}% of cases since "
            "both venues listed the meeting.",
            *self.extra("general", 1),
        ]
        return "\n\n".join(parts)

    def w_corp(self):
        c, r = self.c, self.r
        rows = [[c["corp"], "kalshi", f"{r.randint(20, 40)}c", "watch"],
                [c["corp_poly"], "poly", f"0.{r.randint(20, 40)}", "watch"],
                ["APPLE-FOLD-WWDC", "kalshi", f"{r.randint(5, 20)}c", "-"],
                ["DISNEY-ESPN-DTC-PRICE", "kalshi", f"{r.randint(30, 70)}c", "-"],
                ["nfl-18-game-season-2027", "poly", f"0.{r.randint(10, 30)}", "-"]]
        parts = [
            "**Sports-adjacent corporate events · weekly digest**",
            _tbl(["market", "venue", "mid", "desk"], rows),
            "NBA expansion: league sources keep pointing at a vote after the media-rights money settles. The market "
            "prices roughly one-in-three for an announcement before June 30; nothing in today's reporting is new. "
            "Resolution needs an official league announcement, not a report.",
            "Apple foldable: supply-chain reports point to a later launch window, and WWDC historically isn't a hardware "
            "venue. ESPN DTC pricing is largely known already. NFL 18-game: owners' meeting chatter, no vote scheduled.",
            "None of these have model coverage beyond a base-rate prior; treat the mids as the best estimate.",
            *self.extra("general", 1),
        ]
        return "\n\n".join(parts)

    def w_drift(self):
        c, r = self.c, self.r
        parts = [
            "**Afternoon drift · model vs market**",
            f"Since the morning table: {c['fed']} +{r.randint(1, 5)}c, {c['fed_hold']} -{r.randint(1, 5)}c, "
            f"{c['cpi']} YES {r.choice(['+', '-'])}{r.randint(1, 3)}c, {c['wx']} {r.choice(['+', '-'])}{r.randint(1, 4)}c. "
            "The model moved less than the market on all four.",
            "On the Fed, the afternoon speaker headline did most of the work; volume on Polymarket spiked to "
            f"${r.randint(1, 4)}.{r.randint(0, 9)}M in the hour after. On weather, the 18z runs are not in yet; "
            "the move looks like flow chasing the NWS revision.",
            "Edges now: Fed cut leg narrower than this morning, CPI NO roughly flat, weather bracket inside the band. "
            "No inputs changed enough to alter the ranking in the table.",
            *self.extra("fed", 2),
            self._para_venues(),
        ]
        return "\n\n".join(parts)

    def w_eod(self):
        c, r = self.c, self.r
        parts = [
            f"**EOD recap · {self.dayd:%b %d}**",
            f"Today the desk added to {c['fed']} (kalshi, two clips), added {c['cpi']} NO, and worked the Polymarket "
            "leg of the cut spread; the Kalshi leg of the spread was rejected once on post-only. "
            f"{c['wx_prev']} settled YES this morning. All of it is already in the positions snapshot and the exec log above.",
            f"Realised {r.choice(['+', '-'])}${r.randint(300, 2400):,}, unrealised {r.choice(['+', '-'])}${r.randint(200, 3500):,}. "
            f"Gross exposure ${r.randint(55, 80)}k; the FOMC cluster is the largest line.",
            "Tomorrow: CPI/claims calendar, NWS CLI for the held bracket, and the next GA poll if it drops.",
            self._para_calibration(),
        ]
        return "\n\n".join(parts)

    def w_brief(self, h):
        c, r = self.c, self.r
        mk = [c["fed"], c["fed_hold"], c["fed_50"], c["cpi"], c["cpi_core"], c["nfp"], c["wx"], c["ga"],
              f"{c['poly_fed']}:25bp", f"{c['house']}:D", c["corp"], "us-recession-in-2026:yes"]
        rows = []
        for tk in r.sample(mk, 8):
            a = r.randint(5, 90)
            d = r.randint(-6, 6)
            rows.append([tk, f"{a}", f"{a + d}", f"{d:+d}", f"{r.randint(5, 700)}k", r.choice(["flow", "headline", "model", "thin book", "rebalance"])])
        notes = r.sample([
            "Movers are mostly flow-driven; none of the moves coincided with a model input change.",
            "The largest move came in the minute after a wire headline; it retraced half within fifteen minutes.",
            "Polymarket volume is running ahead of the 20-day average for this hour; Kalshi slightly below.",
            "Spreads widened on the weather brackets ahead of the next model run, as they usually do.",
            "Election books were quiet; no new polls in the window.",
            "The FOMC cluster accounts for most of the desk's mark-to-market change this hour.",
            "Two new markets were listed matching the calendar filters; neither has model coverage yet.",
            "No settlement events in the window; next scheduled resolution is the weather bracket tomorrow morning.",
        ], 4)
        parts = [
            f"**Hourly brief · {h:02d}:00Z**",
            _tbl(["market", "prev", "now", "chg", "vol 1h", "driver"], rows),
            " ".join(notes),
            f"Model inputs refreshed at {h:02d}:{r.randint(0, 5):02d}Z; no input moved by more than its usual hourly noise. "
            "Numbers are mids in cents (poly ×100).",
        ]
        return "\n\n".join(parts)

    def w_flow(self, label):
        c, r = self.c, self.r
        mk = [f"{c['poly_fed']}:25bp", f"{c['poly_fed']}:hold", f"{c['house']}:D", f"{c['corp_poly']}:yes",
              "us-recession-in-2026:yes", "fed-decision-in-june:25bp"]
        rows = []
        for _ in range(8):
            rows.append([f"0x{self.hexid(4)}…{self.hexid(4)}", r.choice(mk), r.choice(["buy YES", "sell YES", "buy NO"]),
                         f"${r.randint(8, 240)}k", f"0.{r.randint(10, 90):02d}", r.choice(["new", "adding", "reducing", "flip"])])
        parts = [
            f"**Polymarket flow · {label}**",
            "Largest on-chain prints since the last report (wallets truncated; labels from our clustering, not ground truth):",
            _tbl(["wallet", "market", "side", "notional", "avg", "pattern"], rows),
            f"Net flow on the Fed cut outcome: {r.choice(['+', '-'])}${r.randint(50, 900)}k. "
            f"{r.randint(2, 5)} of the top wallets are known market makers rebalancing inventory, which carries no "
            "directional information. One wallet that was early and right on the last two meetings "
            f"{r.choice(['added', 'trimmed', 'did not trade'])} in the window.",
            "Caveat: wallet clustering misattributes exchange hot wallets and bridges; treat the pattern column as a hint. "
            "None of this flow is in the model's inputs; it is reported because market moves without news usually trace back here.",
        ]
        return "\n\n".join(parts)

    def w_calendar(self):
        c, r = self.c, self.r
        d = self.dayd
        nxt = lambda wd: d + timedelta(days=(wd - d.weekday()) % 7 or 7)
        items = [
            (d + timedelta(days=1), "~10:00", "NWS CLI (settles held bracket)", c["wx"], "held YES"),
            (nxt(3), "08:30", "initial jobless claims", c["nfp"], "watch"),
            (c["fomc_date"], "14:00", f"FOMC statement ({c['fomc_mon']} {c['fomc_day']})", c["fed"], "held YES"),
            (c["fomc_date"], "14:30", "Chair press conference", c["fed_hold"], "-"),
            (d + timedelta(days=1), "daily", "Cleveland Fed CPI nowcast", c["cpi"], "held NO"),
            (d + timedelta(days=2), "~10:00", "Georgia Senate poll (expected)", c["ga"], "watch"),
            (nxt(1), "tbd", "NBA Board of Governors (reported)", c["corp"], "watch"),
            (nxt(2), "10:00", "existing home sales", "-", "-"),
            (nxt(4), "10:00", "UMich sentiment (final)", "-", "-"),
        ]
        items.sort(key=lambda x: x[0])
        rows = [[x[0].strftime("%a %d"), x[1], x[2], x[3], x[4]] for x in items]
        parts = [
            "**Week ahead (ET) · event calendar**",
            _tbl(["day", "time", "event", "market", "desk"], rows),
            "Dates for data releases follow the agencies' published schedules; the speaker and poll rows are "
            "estimates. Markets listed are the ones the desk holds or watches; new listings matching the filters are "
            "added by the calendar-sync cron. Blackout rules: no Fed speakers in the week before a meeting.",
            "Venue notes for the week: Kalshi maintenance window Thursday 03:00-03:30 ET; Polymarket has no scheduled "
            "downtime. Settlement timing: weather next morning, CPI within the hour, FOMC within minutes of the statement.",
        ]
        return "\n\n".join(parts)

    def w_calibration(self):
        c, r = self.c, self.r
        rows = []
        for fam in ["fed decisions", "cpi brackets", "payrolls brackets", "nyc high", "chicago high",
                    "senate races", "corporate/sports"]:
            n = r.randint(12, 140)
            bm = r.randint(120, 240)
            rows.append([fam, str(n), f"0.{bm}", f"0.{bm + r.randint(-15, 20)}", f"{r.randint(-6, 6):+d}pp"])
        parts = [
            "**Weekly calibration report**",
            _tbl(["family", "resolved", "model Brier", "market Brier", "bias"], rows),
            "Lower is better. The model beats the market's closing price on weather and macro brackets and roughly ties "
            "it on elections and corporate events, where it has little information the market lacks. Bias is the mean "
            "of forecast minus outcome; positive means overconfident on YES.",
            "Changes this week: spread-inflation factor for Central Park refit (1.31 → 1.27); CPI rounding handled "
            "explicitly in the bracket mapping; the election house-effect cap stays at 1.5pt.",
            *self.extra("general", 1),
        ]
        return "\n\n".join(parts)

    def w_backtest(self):
        c, r = self.c, self.r
        n = r.randint(120, 180)
        parts = [
            "**Backtest · gap-entry rule on macro brackets (2023-01 → last month)**",
            f"Rule: buy YES when model − market ≥ 8c on Fed/CPI/payrolls brackets, exit at resolution. {n} trades, "
            f"filled avg 0.{r.randint(33, 42)}, hit rate {r.randint(52, 61)}%, avg pnl +{r.randint(25, 55) / 10:.1f}c/contract "
            f"after fees, max drawdown -${r.randint(25, 60) / 10:.1f}k at 1k clips.",
            _tbl(["bucket", "trades", "hit", "pnl/ct"],
                 [["fed", str(r.randint(30, 60)), f"{r.randint(50, 65)}%", f"+{r.randint(2, 7)}.{r.randint(0, 9)}c"],
                  ["cpi", str(r.randint(30, 60)), f"{r.randint(45, 60)}%", f"+{r.randint(0, 4)}.{r.randint(0, 9)}c"],
                  ["payrolls", str(r.randint(20, 40)), f"{r.randint(40, 58)}%", f"{r.choice(['+', '-'])}{r.randint(0, 2)}.{r.randint(0, 9)}c"]]),
            "Fills assume the touch at signal time; slippage sensitivity at +1c halves the payrolls bucket. This is input "
            "for the cluster-cap review, not a live signal.",
        ]
        return "\n\n".join(parts)


# ------------------------------------------------------------------ assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = _ms(end)
    last_day = (_UNIX0 + timedelta(milliseconds=end_ms - 1)).date()
    gens = []
    for ci in range(channels):
        for d in range(days):
            day = last_day - timedelta(days=days - 1 - d)
            g = DayGen(seed, ci, channel_id(ci), day, want_idioms=(ci == 0 and d == days - 1)).run()
            # shift so that the last day ends exactly at `end`
            off = end_ms - _ms(datetime(last_day.year, last_day.month, last_day.day, tzinfo=UTC)) - DAY_MS
            if off:
                for m in g.msgs:
                    m.t += off
                for o in g.ops:
                    o["t"] += off
            gens.append(g)
    msgs = sorted((m for g in gens for m in g.msgs), key=lambda m: (m.t, m.day.ci))
    prev = None
    for i, m in enumerate(msgs):
        if prev is not None and m.t <= prev:
            m.t = prev + 1
        prev = m.t
        m.id = str(snowflake(m.t, PEOPLE[m.who][3] + m.day.ci, i))
    for m in msgs:
        if m.thread is not None:
            m.chan, m.parent = m.thread.id, m.thread.day.chan
        else:
            m.chan = m.day.chan
    events = []
    for k, m in enumerate(msgs):
        name, bot, aid, _ = PEOPLE[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(m.t), "content": m.content,
               "attachments": [{"id": str(int(m.id) + j + 1), "filename": fn, "size": sz,
                                "url": f"https://cdn.discordapp.com/attachments/{m.chan}/{int(m.id) + j + 1}/{fn}"}
                               for j, (fn, sz) in enumerate(m.files)],
               "embeds": m.embeds, "reference_id": m.reply.id if m.reply else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
        if m.parent:
            ev["parent_channel_id"] = m.parent
        ev["message"] = msg
        events.append((m.t, 0, k, ev))
    k = 0
    for g in gens:
        for o in g.ops:
            k += 1
            base = {"op": o["op"], "guild_id": GUILD_ID}
            if o["op"] == "bulk_delete":
                base["channel_id"] = o["ms"][0].chan
                base["message_ids"] = [m.id for m in o["ms"]]
                base["deleted_at"] = iso(o["t"])
            else:
                m = o["m"]
                base["channel_id"] = m.chan
                base["message_id"] = m.id
                if o["op"] == "edit":
                    base["edited_at"] = iso(o["t"])
                    base["content"] = o["content"]
                elif o["op"] == "delete":
                    base["deleted_at"] = iso(o["t"])
                elif o["op"] == "forget":
                    base["requested_by"] = o["by"]
                    base["at"] = iso(o["t"])
                elif o["op"] in ("pin", "unpin"):
                    base["by"] = PEOPLE[o["by"]][2]
                    base["at"] = iso(o["t"])
                else:
                    base["emoji"] = o["emoji"]
                    base["user_id"] = o["by"]
                    base["at"] = iso(o["t"])
            events.append((o["t"], 1, k, base))
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    for g in gens:
        for m, et, facts, ph in g.hard:
            state = {"deleted": "deleted", "forgotten": "forgotten"}.get(m.state, "edited" if m.edited else "live")
            hard.append({"channel_id": m.chan, "message_id": m.id, "event_type": et, "facts": facts,
                         "phrasing": ph, "final_state": state})
        sup += [[m.chan, m.id, s] for m, s in g.sup]
        removed += g.removed
        noise += [m.id for m in g.noise]
        near += [m.id for m in g.near]
        idioms += [{"message_id": m.id, "idiom": n, "expected": e} for m, n, e in g.idioms]
    hard.sort(key=lambda h: int(h["message_id"]))
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": sorted(noise, key=int), "near_miss_ids": sorted(near, key=int),
              "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


# ------------------------------------------------------------------ checking

def check(events: list[dict], labels: dict) -> dict:
    """Verify labels against the capture; return per channel-day stats."""
    msgs, final, order, parent_of = {}, {}, [], {}
    dead = set()
    for ln, ev in enumerate(events, 1):
        op = ev["op"]
        assert ev.get("guild_id") and ev.get("channel_id"), ln
        if op == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + EPOCH_MS
            assert iso(ms) == m["created_at"], (ln, m["id"])
            msgs[m["id"]] = (ev["channel_id"], m)
            final[m["id"]] = m["content"] + "\n" + _embed_text(m.get("embeds") or [])
            order.append((ms, int(m["id"])))
            parent_of[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            if m.get("reference_id"):
                assert m["reference_id"] in msgs, ("reply to unknown", m["id"])
        elif op == "edit":
            assert ev["message_id"] in msgs
            m = msgs[ev["message_id"]][1]
            final[ev["message_id"]] = ev["content"] + "\n" + _embed_text(m.get("embeds") or [])
        elif op in ("delete", "forget"):
            dead.add(ev["message_id"])
        elif op == "bulk_delete":
            dead.update(ev["message_ids"])
        else:
            assert ev["message_id"] in msgs, op
    ids = [i for _, i in order]
    assert ids == sorted(ids) and len(set(ids)) == len(ids), "ids not ordered with time"
    assert [t for t, _ in order] == sorted(t for t, _ in order)
    times = []
    for ev in events:
        t = ev["message"]["created_at"] if ev["op"] == "create" else ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        times.append(t)
    assert times == sorted(times), "events not in time order"
    for h in labels["hard_events"]:
        mid = h["message_id"]
        assert mid in msgs, mid
        assert msgs[mid][0] == h["channel_id"], mid
        assert 2 <= len(h["facts"]) <= 5 or h["event_type"] == "trade_approval", h
        for f in h["facts"]:
            assert f in final[mid], (mid, f, final[mid][:200])
        assert (h["final_state"] in ("deleted", "forgotten")) == (mid in dead), h
    live_text = "\n".join(v for k, v in final.items() if k not in dead)
    for s in labels["removed_texts"]:
        assert s not in live_text, ("removed text still live", s)
    for chan, mid, old in labels["superseded_facts"]:
        assert old not in final[mid], (mid, old)
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        assert i in msgs, i
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    htype = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    assert 10 <= len(labels["idioms"]) <= 20, len(labels["idioms"])
    for x in labels["idioms"]:
        assert htype.get(x["message_id"], "not_hard") == x["expected"], x
    assert not hard_ids & set(labels["noise_message_ids"]), "hard event labelled noise"
    assert not hard_ids & set(labels["near_miss_ids"]), "hard event labelled near-miss"
    # stats per (parent channel, day)
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    st = defaultdict(lambda: {"messages": 0, "bytes": 0, "noise": 0, "near_miss": 0, "hard": Counter()})
    for mid, (chan, m) in msgs.items():
        key = (parent_of[mid], m["created_at"][:10])
        s = st[key]
        s["messages"] += 1
        s["bytes"] += len(m["content"].encode()) + len(_embed_text(m.get("embeds") or []).encode())
        s["noise"] += mid in noise
        s["near_miss"] += mid in near
    for h in labels["hard_events"]:
        key = (parent_of[h["message_id"]], msgs[h["message_id"]][1]["created_at"][:10])
        st[key]["hard"][h["event_type"]] += 1
    return st


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.prediction_markets")
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
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in out["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    # load back and verify
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    with open(a.labels, encoding="utf-8") as f:
        labels = json.load(f)
    st = check(events, labels)
    for (chan, day), s in sorted(st.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        n = s["messages"]
        print(f"{chan} {day}: messages={n} KB={s['bytes'] / 1024:.1f} hard={sum(s['hard'].values())} "
              f"noise={s['noise']} ({100 * s['noise'] / n:.0f}%) near_miss={s['near_miss']} "
              f"by_type={dict(sorted(s['hard'].items()))}", file=sys.stderr)
    print(f"ok: {len(events)} events, {len(labels['hard_events'])} hard events, "
          f"{len(labels['idioms'])} idioms, {len(labels['removed_texts'])} removed texts", file=sys.stderr)


if __name__ == "__main__":
    main()
