#!/usr/bin/env python3
"""crypto_options_rfq -- blind desk generator.

A crypto options / vol desk: BTC, ETH and SOL options on Deribit-style names
(BTC-25DEC26-100000-C, SOL_USDC-11DEC26-220-P), blocks negotiated over an RFQ
platform, structures quoted in vol points or coin premium, delta hedges in perps,
and a covered-call overlay run for a treasury client.

Registers: an RFQ bridge bot (compact lines + embeds, lots of colour on OTHER
takers' RFQs), a greeks/risk bot (key=value and JSON), two LLM agents
(vol-analyst long markdown notes, exec-agent terse order grammar), the head of
desk (lowercase shorthand + emoji, approves by reply), a client-coverage person
(formal English, email bridge), plus the usual bot noise.

Standard library only.  ``generate()`` is a pure function of its arguments.

CLI:  python -m tests.desks.crypto_options_rfq --out cap.jsonl --labels labels.json \
          [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "crypto_options_rfq"
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=timezone.utc)
MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DEALERS = ["Ballast", "Ferro", "Kinetik", "Ostra", "Tidewell", "Larkspur"]


# --------------------------------------------------------------------------- ids / time

def snowflake(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((int(ms) - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _ms(iso_s: str) -> int:
    return int(datetime.fromisoformat(iso_s.replace("Z", "+00:00")).timestamp() * 1000)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def iso_s(ms: int) -> str:
    return datetime.fromtimestamp(ms // 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def hhmm(ms: int) -> str:
    return datetime.fromtimestamp(ms // 1000, tz=timezone.utc).strftime("%H:%M")


def hhmmss(ms: int) -> str:
    return datetime.fromtimestamp(ms // 1000, tz=timezone.utc).strftime("%H:%M:%S")


GUILD_ID = str(snowflake(_ms("2024-02-11T09:14:52.417Z"), 6, 1093))


def channel_id(i: int) -> str:
    return str(snowflake(_ms("2024-02-11T09:31:07.208Z") + i * 7_919_411, 6, 271 + 37 * i))


_P = [
    ("head", "nadia.h", False, "2021-06-14T08:02:11.513Z", 1, 77),
    ("jr", "kenji.w", False, "2022-09-03T13:44:50.020Z", 2, 3),
    ("cov", "oliver.brandt", False, "2021-11-22T10:15:31.770Z", 0, 412),
    ("d1", "marco (delta-one)", False, "2020-12-08T17:21:04.118Z", 1, 9),
    ("comp", "compliance-desk", False, "2022-01-17T07:55:40.301Z", 3, 18),
    ("rfq", "rfq-bridge", True, "2023-03-29T11:02:33.640Z", 0, 1),
    ("greeks", "greeks", True, "2023-04-02T16:40:12.905Z", 0, 2),
    ("va", "vol-analyst", True, "2025-08-19T09:12:44.118Z", 1, 5),
    ("ex", "exec-agent", True, "2025-08-19T09:13:02.771Z", 1, 6),
    ("mail", "mail-bridge", True, "2023-07-11T12:00:09.332Z", 2, 1),
    ("alerts", "deribit-alerts", True, "2022-11-30T18:21:55.014Z", 0, 14),
    ("feed", "index-feed", True, "2023-01-09T06:45:31.562Z", 0, 8),
    ("pricer", "pricer-svc", True, "2023-05-22T14:30:00.447Z", 3, 2),
    ("ci", "ci-deploy", True, "2022-06-01T10:10:10.101Z", 4, 4),
    ("pnl", "pnl-bot", True, "2022-10-12T21:05:49.880Z", 2, 9),
    ("news", "newswire", True, "2022-03-15T13:37:21.256Z", 1, 31),
]
PEOPLE = {k: (str(snowflake(_ms(t), w, s)), name, bot) for k, name, bot, t, w, s in _P}


# --------------------------------------------------------------------------- market

def _last_friday(y: int, m: int) -> date:
    nxt = date(y + 1, 1, 1) if m == 12 else date(y, m + 1, 1)
    d = nxt - timedelta(days=1)
    while d.weekday() != 4:
        d -= timedelta(days=1)
    return d


def _next_month(y: int, m: int):
    return (y + 1, 1) if m == 12 else (y, m + 1)


def expiry_set(d: date) -> dict:
    fr1 = d + timedelta(days=1)
    while fr1.weekday() != 4:
        fr1 += timedelta(days=1)
    fr2 = fr1 + timedelta(days=7)
    fr3 = fr1 + timedelta(days=14)
    y, m = d.year, d.month
    m1 = _last_friday(y, m)
    if m1 <= fr2:
        y, m = _next_month(y, m)
        m1 = _last_friday(y, m)
    y2, mm2 = _next_month(m1.year, m1.month)
    m2 = _last_friday(y2, mm2)
    yq, mq = m2.year, m2.month
    while True:
        yq, mq = _next_month(yq, mq)
        if mq in (3, 6, 9, 12):
            break
    q1 = _last_friday(yq, mq)
    yq2, mq2 = yq, mq
    for _ in range(3):
        yq2, mq2 = _next_month(yq2, mq2)
    q2 = _last_friday(yq2, mq2)
    return {"d1": d + timedelta(days=1), "w1": fr1, "w2": fr2, "w3": fr3,
            "m1": m1, "m2": m2, "q1": q1, "q2": q2}


def _ncdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _bs(S: float, K: float, T: float, v: float, cp: str) -> float:
    if T <= 0 or v <= 0:
        return max(0.0, S - K) if cp == "C" else max(0.0, K - S)
    sd = v * math.sqrt(T)
    d1 = (math.log(S / K) + 0.5 * sd * sd) / sd
    c = S * _ncdf(d1) - K * _ncdf(d1 - sd)
    return c if cp == "C" else c - S + K


class Market:
    def __init__(self, seed: int, day_index: int, d: date):
        r = random.Random(f"{DESK}|mkt|{seed}")
        btc = r.uniform(90500, 104500)
        eth = r.uniform(3250, 4150)
        sol = r.uniform(165, 245)
        ivb = r.uniform(46, 55)
        ive = ivb + r.uniform(7, 14)
        ivs = ive + r.uniform(9, 18)
        for _ in range(day_index):
            z = r.gauss(0, 1)
            btc *= math.exp(0.026 * z)
            eth *= math.exp(0.034 * (0.8 * z + 0.6 * r.gauss(0, 1)))
            sol *= math.exp(0.045 * (0.7 * z + 0.7 * r.gauss(0, 1)))
            ivb = min(68, max(38, ivb + r.gauss(0, 1.3)))
            ive = min(80, max(ivb + 4, ive + r.gauss(0, 1.5)))
            ivs = min(98, max(ive + 5, ivs + r.gauss(0, 2.0)))
        self.spot = {"BTC": btc, "ETH": eth, "SOL": sol}
        self.iv = {"BTC": ivb, "ETH": ive, "SOL": ivs}
        self.date = d
        self.exp = expiry_set(d)
        self.now = datetime(d.year, d.month, d.day, 12, tzinfo=timezone.utc)

    def code(self, role: str) -> str:
        x = self.exp[role]
        return f"{x.day}{MON[x.month - 1]}{x.year % 100:02d}"

    def short(self, role: str) -> str:
        x = self.exp[role]
        return f"{x.day}{MON[x.month - 1].lower()}"

    def days(self, role: str) -> float:
        x = self.exp[role]
        ex = datetime(x.year, x.month, x.day, 8, tzinfo=timezone.utc)
        return max(0.2, (ex - self.now).total_seconds() / 86400.0)

    def atm(self, coin: str, role: str) -> float:
        return self.iv[coin] + 2.2 * math.log(self.days(role) / 30.0)

    def vol(self, coin: str, role: str, K: float) -> float:
        m = math.log(K / self.spot[coin])
        return self.atm(coin, role) + 55 * m * m - 7 * m

    def strike(self, coin: str, mny: float, role: str = "m1") -> int:
        front = role in ("d1", "w1", "w2", "w3")
        step = {"BTC": 1000 if front else 5000, "ETH": 50 if front else 100,
                "SOL": 5 if front else 10}[coin]
        return max(step, int(round(self.spot[coin] * (1 + mny) / step)) * step)

    def inst(self, coin: str, role: str, K: int, cp: str) -> str:
        pre = "SOL_USDC" if coin == "SOL" else coin
        return f"{pre}-{self.code(role)}-{K}-{cp}"

    @staticmethod
    def ks(coin: str, K: int) -> str:
        if coin == "BTC":
            return f"{K // 1000}k" if K % 1000 == 0 else f"{K / 1000:.1f}k"
        return str(K)

    def prem_f(self, coin: str, role: str, K: int, cp: str, vol: float | None = None) -> float:
        S = self.spot[coin]
        v = (vol if vol is not None else self.vol(coin, role, K)) / 100.0
        p = _bs(S, K, self.days(role) / 365.0, v, cp)
        if coin == "SOL":
            return max(0.01, round(p, 2))
        p = p / S
        tick = 0.0001 if p < 0.005 else 0.0005
        return max(tick, round(p / tick) * tick)

    def prem(self, coin: str, role: str, K: int, cp: str, vol: float | None = None) -> str:
        p = self.prem_f(coin, role, K, cp, vol)
        return f"{p:.2f}" if coin == "SOL" else f"{p:.4f}"

    @staticmethod
    def perp(coin: str) -> str:
        return "SOL_USDC-PERPETUAL" if coin == "SOL" else f"{coin}-PERPETUAL"

    def ppx(self, coin: str, drift: float = 0.0, comma: bool = True) -> str:
        x = self.spot[coin] * (1 + drift)
        if coin == "BTC":
            x = round(x * 2) / 2
            return f"{x:,.1f}" if comma else f"{x:.1f}"
        if coin == "ETH":
            x = round(x * 20) / 20
            return f"{x:,.2f}" if comma else f"{x:.2f}"
        return f"{x:,.2f}" if comma else f"{x:.2f}"


def fmt_p(coin: str, p: float) -> str:
    if coin == "SOL":
        return f"{max(0.01, p):.2f}"
    tick = 0.0001 if p < 0.005 else 0.0005
    return f"{max(tick, round(p / tick) * tick):.4f}"


# --------------------------------------------------------------------------- model

class Thread:
    def __init__(self, starter: "Msg"):
        self.starter = starter


class Msg:
    def __init__(self, t, who, content="", embeds=None, reply=None, thread=None, attachments=None):
        self.t = int(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.attachments = attachments or []
        self.label = None          # (event_type, facts, phrasing)
        self.kind = None           # "noise" | "near"
        self.edits = []            # [(t, content)]
        self.superseded = []
        self.delete_t = None
        self.bulk_t = None
        self.forget = None         # (t, who)
        self.pins = []             # [(t, who)]
        self.reactions = []        # [(t, emoji, who)]
        self.idiom = None
        self.snippet = None
        self.id = None
        self.order = 0


HOUR_W_BOT = [3, 3, 3, 3, 3, 4, 5, 7, 9, 10, 10, 9, 9, 10, 11, 11, 10, 9, 7, 6, 5, 4, 4, 3]
HOUR_W_HUM = [0, 0, 0, 0, 0, 0, 1, 5, 9, 10, 10, 8, 8, 10, 11, 11, 10, 8, 6, 4, 2, 1, 0, 0]


class Day:
    def __init__(self, seed: int, ch: int, di: int, start_ms: int, mkt: Market):
        self.seed, self.ch, self.di = seed, ch, di
        self.rng = random.Random(f"{DESK}|{seed}|{ch}|{di}")
        self.start = start_ms
        self.end = start_ms + DAY_MS
        self.mkt = mkt
        self.msgs: list[Msg] = []
        self.tokens: dict[str, tuple[str, int]] = {}
        self.bulk: list[tuple[int, list[Msg]]] = []
        self.blk_used: set[str] = set()
        self.ntok = 0
        self.limits = {}
        self.watch = ["XRP", "AVAX"]
        self.used = {}
        self.an = {}
        self.picked = {}

    # time helpers
    def at(self, h: int, mi: int = 0, s: float = 0.0) -> int:
        sod = (self.start // 1000) % 86400
        off = (h * 3600 + mi * 60 + s - sod) % 86400
        return self.start + int(off * 1000) + self.rng.randint(0, 999)

    def rtime(self, human: bool = False, lo: int = 0, hi: int = 24) -> int:
        w = HOUR_W_HUM if human else HOUR_W_BOT
        hours = [h for h in range(lo, hi) if w[h] > 0]
        h = self.rng.choices(hours, weights=[w[x] for x in hours])[0]
        return self.at(h, self.rng.randint(0, 59), self.rng.randint(0, 59))

    def pick(self, key: str, options: list) -> str:
        used = self.picked.setdefault(key, set())
        left = [i for i in range(len(options)) if i not in used] or list(range(len(options)))
        i = self.rng.choice(left)
        used.add(i)
        return options[i]

    def once(self, key: str, limit: int = 1) -> bool:
        n = self.used.get(key, 0)
        if n >= limit:
            return False
        self.used[key] = n + 1
        return True

    # tokens resolved after time sort (RFQ numbers, hedge ids)
    def tok(self, kind: str, t: int) -> str:
        self.ntok += 1
        name = f"\u00a7{kind}{self.ntok}\u00a7"
        self.tokens[name] = (kind, int(t))
        return name

    def blk(self) -> str:
        while True:
            b = f"blk-{self.rng.randrange(16 ** 4):04x}"
            if b not in self.blk_used and not b[4:].isdigit():
                self.blk_used.add(b)
                return b

    # message helpers
    def add(self, t, who, content="", embeds=None, reply=None, thread=None, attachments=None) -> Msg:
        t = int(t)
        if reply is not None and t <= reply.t:
            t = reply.t + 1500 + self.rng.randint(0, 4000)
        if thread is not None and t <= thread.starter.t:
            t = thread.starter.t + 2000 + self.rng.randint(0, 3000)
        t = min(t, self.end - 1000)
        if reply is not None and t <= reply.t:
            t = reply.t + 1
        m = Msg(t, who, content, embeds, reply, thread, attachments)
        m.order = len(self.msgs)
        self.msgs.append(m)
        return m

    def hard(self, m: Msg, etype: str, facts, phrasing: str, idiom: str | None = None) -> Msg:
        m.label = (etype, list(facts), phrasing)
        if idiom:
            m.idiom = (idiom, etype)
        return m

    def near(self, m: Msg, idiom: str | None = None) -> Msg:
        m.kind = "near"
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def noise(self, m: Msg, idiom: str | None = None) -> Msg:
        m.kind = "noise"
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def nhard(self) -> int:
        return sum(1 for m in self.msgs if m.label)


def sec(D: Day, a: float, b: float) -> int:
    return int(D.rng.uniform(a, b) * 1000)


# --------------------------------------------------------------------------- vol-analyst notes

def _ev_dates(D: Day):
    d = D.mkt.date
    cpi = d + timedelta(days=(1 - d.weekday()) % 7 + 7)      # a Tuesday next week
    fomc = d + timedelta(days=(2 - d.weekday()) % 7 + 14)    # a Wednesday in two weeks
    f = lambda x: f"{x.day} {MONTH_NAMES[x.month - 1][:3]}"
    return f(cpi), f(fomc)


def an(D: Day, coin: str) -> dict:
    """Per-day analytics for a coin, stable within the day (notes jitter around them)."""
    if coin in D.an:
        return D.an[coin]
    r = random.Random(f"{DESK}|an|{D.seed}|{D.ch}|{D.di}|{coin}")
    M = D.mkt
    a = {"rv1d": M.atm(coin, "w1") - r.uniform(6, 18), "rv1w": M.atm(coin, "w2") - r.uniform(5, 14),
         "rv30": M.atm(coin, "m2") - r.uniform(3, 10), "rr1": -r.uniform(0.4, 3.0), "fly": r.uniform(0.8, 2.4),
         "fund": r.uniform(-0.004, 0.016), "basis": r.uniform(4.5, 11.5), "share": r.randint(28, 47),
         "vega": r.randint(40, 240) * (1 if r.random() < 0.65 else -1), "gamma": r.uniform(-0.5, 0.9),
         "theta": r.uniform(2, 14)}
    a["rr2"] = a["rr1"] + r.uniform(0.3, 1.2)
    D.an[coin] = a
    return a


def _j(D: Day, x: float, w: float = 0.3) -> float:
    return x + D.rng.uniform(-w, w)


def p_term(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    roles = ["w1", "w2", "m1", "m2", "q1"]
    vals = " · ".join(f"{M.code(ro)} {_j(D, M.atm(coin, ro), 0.2):.1f}" for ro in roles)
    spread = M.atm(coin, "m1") - M.atm(coin, "w2")
    cpi, fomc = _ev_dates(D)
    comment = r.choice([
        f"The curve is back in clean contango after the early-week inversion unwound; {M.code('w2')}/{M.code('m1')} is {spread:.1f}v, close to its 60d median.",
        f"Front end is bid relative to the belly ahead of CPI ({cpi}); {M.code('w2')}/{M.code('m1')} is only {spread:.1f}v, the flattest since the October liquidation.",
        f"The belly has been the soft spot: {M.code('m1')} gave back {r.uniform(1.2, 3.4):.1f}v since Monday while {M.code('q1')} barely moved, so the term spread screens cheap on a 90d z-score ({-r.uniform(0.8, 1.9):.1f}).",
        f"Term structure is unremarkable. The only kink is {M.code('m2')}, which still carries FOMC ({fomc}) and the year-end funding turn; ex-event it would sit ~{r.uniform(0.6, 1.6):.1f}v lower.",
    ])
    return f"**Term structure.** ATM {coin}: {vals}. {comment}"


def p_skew(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    a = an(D, coin)
    kp = M.ks(coin, M.strike(coin, -0.08))
    extra = r.choice([
        f"Put skew re-steepened on the Asia dip, mostly in {M.code('m1')} {kp} and below, where the tape showed {r.choice([600, 800, 1200, 1500]):,}x of put buying across two blocks (not ours).",
        f"Calls have cheapened steadily as overwriting supply keeps coming in the {M.code('m2')} wings; the 10d call is now the cheapest it has been vs ATM since September.",
        f"Skew is behaving: spot-vol beta over the last week is {-r.uniform(0.3, 0.9):.2f}, in line with the 3m average, so nothing here argues for a structural change.",
        f"The wings are where the action is: 10d fly widened {r.uniform(0.3, 1.1):.1f}v on the week while 25d barely moved, which is a tail bid rather than a directional one.",
    ])
    return (f"**Skew.** 25d RR {M.code('m1')} {_j(D, a['rr1'], 0.2):+.1f}v, {M.code('m2')} {_j(D, a['rr2'], 0.2):+.1f}v; "
            f"25d fly {_j(D, a['fly'], 0.1):.1f}v. {extra}")


def p_rv(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    a = an(D, coin)
    iv1w = M.atm(coin, "w2")
    rv1w = _j(D, a["rv1w"], 0.4)
    gap = iv1w - rv1w
    cmt = r.choice([
        f"That is {gap:.1f}v of carry for short gamma, wide by the standard of the last 90 days (median ~7v), though the event calendar explains part of it.",
        f"The gap is {gap:.1f}v. Intraday realised (5m returns) is running a bit hotter than close-to-close, so the true carry is smaller than it looks.",
        f"Realised has been sticky; a {gap:.1f}v premium is fair for a week that still contains a macro print.",
        f"Weekend realised keeps dragging the 1w number down; on weekdays only, realised is ~{rv1w + r.uniform(2, 5):.1f}, which leaves roughly {gap - r.uniform(2, 4):.1f}v of real carry.",
    ])
    return (f"**Realised vs implied.** 1w realised {rv1w:.1f} vs 1w ATM {iv1w:.1f}; 30d realised {_j(D, a['rv30']):.1f} vs "
            f"{M.code('m2')} ATM {M.atm(coin, 'm2'):.1f}. {cmt}")


def p_flows(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    a = an(D, coin)
    k1 = M.ks(coin, M.strike(coin, 0.12, "m2"))
    k2 = M.ks(coin, M.strike(coin, 0.2, "m2"))
    return (f"**Flows.** Block share was {a['share']}% of {coin} option volume over the last 24h. The dominant flow was call "
            f"overwriting in {M.code('m2')} {k1}-{k2} (treasury and miner supply), which keeps upside vol capped; the "
            f"RFQ tape also showed a {r.choice(['dealer', 'fund', 'prop shop'])} rolling downside from {M.code('w2')} into "
            f"{M.code('m1')}. Perp funding {a['fund']:+.4f}%/8h, {M.code('m1')} basis ~{a['basis']:.1f}% annualised.")


def p_events(D: Day, coin: str) -> str:
    r = D.rng
    cpi, fomc = _ev_dates(D)
    return (f"**Event calendar.** US CPI {cpi}, FOMC {fomc}, then the year-end liquidity hole. Historically the "
            f"day-before-CPI straddle has been overpriced in {coin} roughly {r.randint(55, 70)}% of the time since "
            f"2023, but the misses are large; event vol implied by the {D.mkt.code('w2')} kink is ~{r.uniform(2.5, 4.5):.1f}% "
            f"move vs a realised average of {r.uniform(2.0, 3.6):.1f}% on the last eight prints.")


def p_pos(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    a = an(D, coin)
    return (f"**Positioning (ours).** Net {coin} vega {a['vega']:+d}k USD/vol, concentrated in {M.code('m1')}; "
            f"gamma {a['gamma']:+.2f} {coin}/1%; theta {-a['theta']:.1f}k USD/day. The largest single line is the "
            f"{M.code('m1')} strangle; nothing expires in the next 48h that matters for delta.")


def p_surface(D: Day, coin: str) -> str:
    r = D.rng
    return (f"**Surface quality.** The {coin} SVI fit rejected {r.randint(1, 4)} slices overnight (calendar arbitrage in the "
            f"far wing, see pricer-svc traces); last good surface was served for {r.randint(2, 11)} minutes. Wing marks "
            f"beyond 10d should be treated with ±{r.uniform(0.5, 1.5):.1f}v of uncertainty until the refit settles.")


def p_cross(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    other = "ETH" if coin != "ETH" else "BTC"
    return (f"**Cross-asset.** {coin}/{other} vol ratio at {M.iv[coin] / M.iv[other]:.2f}, {r.choice(['top', 'bottom', 'middle'])} "
            f"of its 6m range. Equity vol is quiet (VIX ~{r.uniform(13, 19):.1f}); correlation of {coin} to Nasdaq futures "
            f"on a 20d window is {r.uniform(0.2, 0.6):.2f}, so macro prints matter more than crypto-native catalysts right now.")


def t_rv(D: Day, coin: str) -> str:
    M = D.mkt
    a = an(D, coin)
    rows = [("1d", _j(D, a["rv1d"], 0.5), "w1"), ("1w", _j(D, a["rv1w"], 0.3), "w2"),
            ("2w", _j(D, (a["rv1w"] + a["rv30"]) / 2, 0.3), "w3"), ("30d", _j(D, a["rv30"], 0.2), "m1")]
    out = ["| window | realised | matching IV | spread |", "|---|---|---|---|"]
    for w, rv, ro in rows:
        iv = M.atm(coin, ro)
        out.append(f"| {w} | {rv:.1f} | {M.code(ro)} {iv:.1f} | {iv - rv:+.1f} |")
    return "\n".join(out)


def t_skew(D: Day, coin: str) -> str:
    M = D.mkt
    a = an(D, coin)
    out = ["| expiry | ATM | 25d RR | 25d fly | 10d RR |", "|---|---|---|---|---|"]
    for i, ro in enumerate(["w2", "m1", "m2", "q1"]):
        rr = a["rr1"] + (i - 1) * 0.45
        out.append(f"| {M.code(ro)} | {M.atm(coin, ro):.1f} | {_j(D, rr, 0.15):+.1f} | {_j(D, a['fly'] + i * 0.15, 0.1):.1f} | "
                   f"{_j(D, rr * 1.7, 0.3):+.1f} |")
    return "\n".join(out)


def t_scen(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    a = an(D, coin)
    S = M.spot[coin]
    out = ["| spot move | spot | ATM shift | book PnL (est.) |", "|---|---|---|---|"]
    for mv, dv in ((-0.10, 6.0), (-0.05, 2.5), (0.0, 0.0), (0.05, -0.5), (0.10, 1.5)):
        pnl = a["vega"] * dv + a["gamma"] * 100 * (mv * 100) ** 2 / 2 * S / 1000 * 0.01 - (0 if mv else a["theta"])
        sp = f"{S * (1 + mv):,.0f}"
        out.append(f"| {mv * 100:+.0f}% | {sp} | {dv:+.1f}v | {pnl:+,.0f}k |")
    return "\n".join(out)


def p_dealers(D: Day, coin: str) -> str:
    r = D.rng
    a, b, c, d = r.sample(DEALERS, 4)
    return (f"**Dealer behaviour.** {a} and {b} were the tightest on our last three {coin} blocks (avg {r.uniform(0.8, 1.3):.1f}v wide "
            f"vs {r.uniform(1.6, 2.4):.1f}v for the rest); {c} has been absent in size above {r.choice([100, 150, 200])}x. Median "
            f"response time {r.uniform(2.5, 6):.1f}s. {d} is skewing its call offers higher, consistent with being short topside "
            f"after the overwriting flow — worth remembering when we next need to buy upside in size.")


def p_hedge(D: Day, coin: str) -> str:
    r = D.rng
    a = an(D, coin)
    return (f"**Hedging.** Delta-hedge slippage over the last five sessions averaged {r.uniform(1.2, 2.4):.1f} bps on "
            f"{D.mkt.perp(coin)}; the auto-hedger fired {r.randint(2, 9)} times overnight, mostly on the 02:00-04:00Z moves. The "
            f"band remains appropriate at current gamma ({a['gamma']:+.2f} {coin}/1%): at today's realised the expected number of "
            f"band hits is ~{r.uniform(1.2, 3.5):.1f} per day, and the cost per hit is well inside theta.")


def p_monitor(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    return ("**What to watch.**\n"
            f"- {M.code('w2')}/{M.code('m1')} ATM spread: a collapse below {r.uniform(1.0, 1.8):.1f}v would say the event premium has drained.\n"
            f"- Funding: prints above +0.03%/8h have preceded call skew richening by ~1v within 48h in {r.randint(6, 9)} of the last 10 episodes.\n"
            f"- Block tape: put buying in size in {M.code('m1')} below {M.ks(coin, M.strike(coin, -0.1))} would undercut the flattening view.\n"
            f"- Spot ETF flow prints after 21:00Z (they have led the Asia session twice this week).")


def p_method(D: Day, coin: str) -> str:
    r = D.rng
    return ("**Method.** ATM is interpolated in total variance between listed expiries; realised uses close-to-close on the "
            f"1m index with a Parkinson cross-check (difference this week {r.uniform(0.2, 1.4):.1f}v). RR and fly are taken at 25d "
            "strikes under the forward measure, so they are not directly comparable with screen-quoted dealer RRs, which use spot delta.")


def p_recap(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    S = M.spot[coin]
    lo, hi = S * (1 - r.uniform(0.01, 0.03)), S * (1 + r.uniform(0.01, 0.03))
    return (f"**Last 24h.** {coin} ranged {M.ppx(coin, lo / S - 1)}–{M.ppx(coin, hi / S - 1)} on the index; {M.code('m1')} ATM "
            f"moved {r.uniform(-1.5, 1.5):+.1f}v and {M.code('w2')} {r.uniform(-2.5, 2.0):+.1f}v. The largest single print on the "
            f"RFQ tape was {r.choice([500, 800, 1000, 1500]):,}x of {M.code('m2')} calls (not ours); our own flow was "
            f"{r.choice(['the strangle block and client overlay clips', 'hedges and the overlay', 'the block and a handful of hedges'])}.")



def p_screen(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    ideas = [
        f"Selling {M.code('w2')} straddles outright: the carry is there, but the CPI print sits inside the expiry and the gap risk is not paid for.",
        f"Buying {M.code('q1')} 25d calls against {M.code('m1')}: cheap on the surface, but the roll-down over the next three weeks is punitive.",
        f"{coin}/ETH vol spread: the ratio is mid-range, no edge either way.",
        f"A {M.code('m1')} put fly around {M.ks(coin, M.strike(coin, -0.1))}: cheap in premium, but it needs a very specific path to pay.",
        f"Calendar in the wings ({M.code('m1')}/{M.code('m2')} 10d calls): the dealer offers are too wide to make it work below 200x.",
    ]
    r.shuffle(ideas)
    return "**Screened, not recommended.**\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(ideas[:3]))


PARA_HEAD = {"p_flows": "Flows.", "p_events": "Event calendar.", "p_pos": "Positioning (ours).",
             "p_surface": "Surface quality.", "p_cross": "Cross-asset.", "p_dealers": "Dealer behaviour.",
             "p_hedge": "Hedging.", "p_monitor": "What to watch.", "p_method": "Method.", "p_recap": "Last 24h.", "p_screen": "Screened, not recommended."}
NOTE_PARAS = [p_flows, p_events, p_pos, p_surface, p_cross, p_dealers, p_hedge, p_monitor, p_method, p_recap, p_screen]


def va_note(D: Day, t: int, coin: str, decision: str | None = None, takeaway: str | None = None) -> str:
    r = D.rng
    hh = hhmm(t)
    if decision:
        style = r.randint(0, 4)
    else:
        used_styles = D.picked.setdefault("note_style", set())
        left = [x for x in range(5) if (x, coin) not in used_styles] or list(range(5))
        style = r.choice(left)
        used_styles.add((style, coin))
    if style == 0:
        title = r.choice([f"### {coin} vol — morning read ({hh}Z)", f"## {coin} surface note · {hh}Z",
                          f"### {coin} options desk note, {hh}Z"])
        paras = [p_recap(D, coin), p_term(D, coin), p_skew(D, coin), p_rv(D, coin)]
    elif style == 1:
        title = f"### {coin}: realised vs implied check ({hh}Z)"
        paras = [p_rv(D, coin), t_rv(D, coin), p_term(D, coin), p_events(D, coin)]
    elif style == 2:
        title = f"## {coin} skew monitor · {hh}Z"
        paras = [p_skew(D, coin), t_skew(D, coin), p_flows(D, coin), p_rv(D, coin)]
    elif style == 3:
        title = f"### {coin} book: scenario grid and carry ({hh}Z)"
        paras = [p_pos(D, coin), t_scen(D, coin),
                 "_Grid assumes sticky-moneyness vol, no re-hedging inside the move, marks from the last good surface._",
                 p_term(D, coin), p_rv(D, coin)]
    else:
        title = f"## Vol wrap — {coin} ({hh}Z)"
        paras = [p_recap(D, coin), p_term(D, coin), t_skew(D, coin), p_rv(D, coin), t_rv(D, coin)]
    used = {p.split("**")[1] for p in paras if p.startswith("**")}
    extra = [f for f in NOTE_PARAS if PARA_HEAD[f.__name__] not in used]
    r.shuffle(extra)
    paras += [f(D, coin) for f in extra[: r.randint(6, 8)]]
    if decision:
        paras.insert(r.randint(2, len(paras) - 1), decision)
    if takeaway:
        paras.append(takeaway)
    foot = r.choice([
        "_Sources: Deribit surface snapshot, internal fills, RV from 1m index closes._",
        "_Data: Deribit surface + RFQ tape; RV from index 5m returns. Internal only._",
        "_Auto-generated by vol-analyst; numbers as of the timestamp above._",
    ])
    return "\n\n".join([title] + paras + [foot])


NEUTRAL_TAKEAWAYS = [
    "**Takeaway.** If 1w realised holds below {rv} into Friday, selling {w2} gamma against {m1} would be the cleanest expression; worth revisiting after CPI.",
    "**Takeaway.** A move in {m1} ATM above {hi} would make the calendar interesting again from the other side. Nothing here is new information vs yesterday.",
    "**Takeaway.** The skew signal is noisy; were the 25d RR to go through {rrx}v, a risk reversal would start to look mispriced. For now it is colour.",
    "**Takeaway.** Someone could argue for owning {m2} wings here, but the carry is poor and the catalyst is not obvious.",
    "**Takeaway.** Carry still favours the short-gamma side on paper; the question for the desk is whether CPI week is the time to collect it.",
    "**Takeaway.** Nothing decisive. The surface is fairly priced against realised once the event premium is stripped out.",
]


def neutral_takeaway(D: Day, coin: str) -> str:
    r, M = D.rng, D.mkt
    return r.choice(NEUTRAL_TAKEAWAYS).format(
        rv=f"{M.atm(coin, 'w2') - r.uniform(6, 10):.0f}", w2=M.code("w2"), m1=M.code("m1"), m2=M.code("m2"),
        hi=f"{M.atm(coin, 'm1') + r.uniform(3, 6):.0f}", rrx=f"{-r.uniform(3, 4.5):.1f}")


# --------------------------------------------------------------------------- stories

def st_morning(D: Day):
    r, M = D.rng, D.mkt
    t = D.at(6, r.randint(32, 55))
    D.noise(D.add(t, "head", r.choice(["gm", "gm ☕", "gm gm", "morning 👋", "gm all"])), "gm")
    t += sec(D, 60, 300)
    if r.random() < 0.75:
        D.noise(D.add(t, "jr", r.choice(["gm", "gm 🫡", "morning", "gm! coffee first", "gm, asia was quiet"])))
    t += sec(D, 60, 400)
    vb = r.choice([200, 225, 250, 275])
    ve = r.choice([100, 110, 120, 140])
    vs = r.choice([30, 35, 40, 45])
    band = r.choice([4, 5, 6])
    D.limits = dict(vb=vb, ve=ve, vs=vs, band=band)
    wl = r.choice([["XRP", "AVAX"], ["XRP", "BNB"], ["AVAX", "LINK"], ["XRP", "LINK"]])
    D.watch = wl
    if r.random() < 0.5:
        txt = (f"limits for today 👇\nbtc vega ≤ {vb}k usd/vol · eth vega ≤ {ve}k · sol vega ≤ {vs}k\n"
               f"net delta band ±{band} btc-eq, auto-hedge on outside 07-21z\n"
               f"watchlist (no positions): {wl[0]}, {wl[1]}")
        facts = [f"btc vega ≤ {vb}k", f"eth vega ≤ {ve}k", f"±{band} btc-eq"]
    else:
        txt = (f"📋 today: vega caps btc {vb}k / eth {ve}k / sol {vs}k (usd per vol pt). delta band ±{band} btc-eq, "
               f"auto-hedge on outside 07-21z. watching {wl[0]} + {wl[1]}, not trading them")
        facts = [f"vega caps btc {vb}k", f"eth {ve}k", f"±{band} btc-eq"]
    m = D.add(t, "head", txt)
    D.hard(m, "risk_limit", facts, "untagged", "daily limits post by head (pinned)")
    m.pins.append((t + sec(D, 5, 30), "head"))
    m.reactions.append((t + sec(D, 31, 60), "📌", "head"))
    m.reactions.append((t + sec(D, 61, 200), "👍", "jr"))


def st_block_btc(D: Day, t: int | None = None):
    r, M = D.rng, D.mkt
    t = t or D.at(r.choice([8, 9, 10]), r.randint(0, 59))
    code, es = M.code("m1"), M.short("m1")
    kp = M.strike("BTC", -r.uniform(0.07, 0.11))
    kc = M.strike("BTC", r.uniform(0.07, 0.12))
    n = r.choice([100, 150, 200, 250])
    vp, vc = M.vol("BTC", "m1", kp), M.vol("BTC", "m1", kc)
    vmid = (vp + vc) / 2
    lim = round(vmid + r.uniform(0.4, 1.0), 1)
    fill_v = round(lim - r.choice([0.1, 0.2, 0.3]), 1)
    pk = M.prem_f("BTC", "m1", kp, "P", vp + fill_v - vmid) + M.prem_f("BTC", "m1", kc, "C", vc + fill_v - vmid)
    fillp = fmt_p("BTC", pk)
    R = D.tok("R", t + 20000)
    if r.random() < 0.5:
        st = D.add(t, "head", f"📣 block: buy {n}x btc {es} {M.ks('BTC', kp)}/{M.ks('BTC', kc)} strangle, pay up to {lim}v. "
                                f"rfq'ing 5, thread 👇")
        D.hard(st, "trade_proposal", ["buy", f"{n}x", f"btc {es} {M.ks('BTC', kp)}/{M.ks('BTC', kc)} strangle", f"{lim}v"],
               "shorthand", "head block announcement with thread")
    else:
        st = D.add(t, "va", f"[PROPOSAL] BUY {n}x BTC-{code} {kp}P/{kc}C strangle ≤ {lim}v (pkg ≈ {fillp} BTC) · "
                              f"adds ~+{int(n * 0.21)}k vega into CPI. Rationale: {code} wings screen {r.uniform(1.5, 3):.1f}v "
                              f"cheap vs 30d realised path; spot sits mid-range. Opening a thread for the RFQ 👇")
        D.hard(st, "trade_proposal", ["BUY", f"{n}x", f"BTC-{code} {kp}P/{kc}C strangle", f"≤ {lim}v"], "tagged",
               "agent [PROPOSAL] tag")
    th = Thread(st)
    tt = t + sec(D, 15, 40)
    m = D.add(tt, "rfq", f"RFQ {R} OUT · BUY {n}x BTC-{code}-{kp}-P + BTC-{code}-{kc}-C (strangle) · dealers: "
                         f"{', '.join(DEALERS[:5])} · ttl 120s", thread=th)
    D.hard(m, "trade_confirmation", [R, "OUT", f"{n}x", "strangle"], "structured", "RFQ OUT line = request working")
    quotes = []
    best = r.choice(DEALERS[:5])
    for dl in r.sample(DEALERS[:5], r.randint(4, 5)):
        tt += sec(D, 3, 25)
        if dl == best:
            bv, av = fill_v - 1.4, fill_v + 0.2
        else:
            bv, av = fill_v - r.uniform(1.2, 2.6), fill_v + r.uniform(0.4, 1.6)
        bp = fmt_p("BTC", pk * bv / fill_v)
        ap = fmt_p("BTC", pk * av / fill_v)
        quotes.append(D.add(tt, "rfq", f"QT {R} · {dl} {bv:.1f} / {av:.1f}v · {bp} / {ap} BTC pkg · size {n}", thread=th))
    if best not in [q.content.split(" ")[3] for q in quotes]:
        tt += sec(D, 2, 10)
        quotes.append(D.add(tt, "rfq", f"QT {R} · {best} {fill_v - 1.4:.1f} / {fill_v + 0.2:.1f}v · size {n}", thread=th))
    tt += sec(D, 20, 60)
    D.add(tt, "head", r.choice([f"{best.lower()} tightest 👀 see if they shade", f"{best.lower()} inside, rest wide",
                                f"only {best.lower()} is serious. ask them"]), thread=th)
    tt += sec(D, 30, 90)
    jm = D.add(tt, "jr", f"{best.lower()}: {fill_v} firm for 60s, won't go lower", thread=th)
    tt += sec(D, 10, 40)
    txt, facts = r.choice([
        (f"ok pay {fill_v}, go", [f"pay {fill_v}", "go"]),
        (f"fine. {fill_v} {best.lower()}, send", [f"{fill_v} {best.lower()}", "send"]),
        (f"👍 do it at {fill_v}", ["👍 do it", f"{fill_v}"]),
    ])
    ap = D.add(tt, "head", txt, reply=jm, thread=th)
    D.hard(ap, "trade_approval", facts, "reply", "approval in block thread replying to dealer's firm level")
    tt = ap.t + sec(D, 4, 15)
    blk = D.blk()
    m = D.add(tt, "ex", f"ACK {blk} | BUY {n} BTC-{code} {kp}P/{kc}C | px {fillp} ({fill_v}v) | cpty {best} | SENT", thread=th)
    D.hard(m, "trade_confirmation", [blk, f"BUY {n}", fillp, "SENT"], "structured", "exec-agent ACK grammar")
    tt += sec(D, 5, 20)
    emb = {"title": f"Block executed · {R}", "description": f"BTC-{code} strangle · {n}x",
           "author": "rfq-bridge · Deribit Block RFQ",
           "fields": [{"name": "Side", "value": "BUY", "inline": True},
                      {"name": "Legs", "value": f"BTC-{code}-{kp}-P / BTC-{code}-{kc}-C", "inline": False},
                      {"name": "Qty", "value": f"{n} / {n}", "inline": True},
                      {"name": "Price", "value": f"{fillp} BTC (pkg)", "inline": True},
                      {"name": "IV", "value": f"{fill_v}", "inline": True},
                      {"name": "Counterparty", "value": best, "inline": True}],
           "footer": f"{blk} · deribit block · {hhmmss(tt)}Z"}
    m = D.add(tt, "rfq", "", embeds=[emb], thread=th)
    D.hard(m, "trade_fill", ["BUY", f"{n} / {n}", f"{fillp} BTC", blk], "embed", "embed-only block fill")
    tt += sec(D, 8, 40)
    delta = r.uniform(-0.35, 0.35) * n / 100
    side = "SELL" if delta > 0 else "BUY"
    q = f"{abs(delta):.1f}" if abs(delta) >= 0.1 else "0.1"
    Dd = D.tok("D", tt)
    m = D.add(tt, "ex", f"DH {Dd} | {side} {q} BTC-PERPETUAL @ {M.ppx('BTC', r.uniform(-0.001, 0.001))} | FILLED | "
                        f"Δbook {r.uniform(-0.3, 0.3):+.1f}", thread=th)
    px = m.content.split(" @ ")[1].split(" |")[0]
    D.hard(m, "trade_fill", [Dd, f"{side} {q}", "BTC-PERPETUAL", px], "structured", "perp delta-hedge DH line")
    tt += sec(D, 20, 90)
    D.noise(D.add(tt, "head", r.choice(["🙏", "nice", "ty", "👍", "gg"]), thread=th))
    if r.random() < 0.6 and D.once("ftx"):
        tt += sec(D, 60, 240)
        D.near(D.add(tt, "jr", r.choice([
            "fwiw in the FTX week we bought 500x of the dec 15k p at 0.0040 and they went 10x lol. different world",
            "reminds me of ftx week, we paid 140v for front strangles and still made money on them",
        ]), thread=th), "FTX-week history")
    # vega limit breach caused by the block, limit raised by reply
    if r.random() < 0.5:
        vb = D.limits.get("vb", 250)
        val = vb * 1000 + r.randint(6, 40) * 1000 + r.randint(0, 999)
        tb = tt + sec(D, 60, 200)
        js = json.dumps({"ts": iso_s(tb), "event": "limit_breach", "book": "KOPT-1", "metric": "vega_usd",
                         "underlying": "BTC", "value": val, "limit": vb * 1000, "action": "alert"})
        bm = D.add(tb, "greeks", js)
        D.hard(bm, "risk_limit", ["limit_breach", "vega_usd", str(val), str(vb * 1000)], "structured",
               "JSON limit_breach line")
        newl = vb + r.choice([25, 50])
        txt, facts = r.choice([
            (f"known, it's the strangle. raising btc vega limit to {newl}k till eod, back to {vb}k tmrw",
             ["raising btc vega limit", f"{newl}k"]),
            (f"expected. btc vega cap → {newl}k for today only", [f"btc vega cap → {newl}k", "today only"]),
        ])
        lm = D.add(tb + sec(D, 60, 400), "head", txt, reply=bm)
        D.hard(lm, "risk_limit", facts, "reply", "limit raised by reply to breach")


def st_block_eth(D: Day):
    r, M = D.rng, D.mkt
    t = D.at(r.choice([13, 14, 15]), r.randint(0, 59))
    code = M.code("m1")
    kp = M.strike("ETH", -r.uniform(0.09, 0.13))
    kc = M.strike("ETH", r.uniform(0.09, 0.14))
    n = r.choice([400, 500, 600])
    n2 = r.choice([x for x in (200, 250, 300) if x < n])
    rr_lim = round(-r.uniform(1.2, 2.2), 1)
    ve = D.limits.get("ve", 120)
    txt = (f"[PROPOSAL] ETH {code} 25d risk reversal — SELL {n}x ETH-{code}-{kp}-P / BUY {n}x ETH-{code}-{kc}-C "
           f"at {rr_lim}v or better (calls over puts).\n"
           f"Why: ETH call skew is the cheapest since September while realised upside beta is rising; funding turned "
           f"positive and the {M.code('m2')} overwriting supply should thin out into year-end. Delta-hedge in ETH-PERPETUAL.\n"
           f"Risk: adds ~{int(n * 0.05)}k ETH vega, short downside gamma below {kp}.")
    st = D.add(t, "va", txt)
    D.hard(st, "trade_proposal", ["SELL", f"{n}x", f"ETH-{code}-{kp}-P", f"ETH-{code}-{kc}-C", f"{rr_lim}v"], "tagged")
    ap_txt, ap_f = r.choice([("👍 do it", ["👍", "do it"]), ("ok go 🚀", ["ok go", "🚀"]), ("yes send it", ["yes", "send it"])])
    ap = D.add(t + sec(D, 90, 600), "head", ap_txt, reply=st)
    D.hard(ap, "trade_approval", ap_f, "reply",
           "emoji reply approval" if "👍" in ap_txt else "short 'ok go'/'yes send it' reply approval")
    th = Thread(st)
    tt = ap.t + sec(D, 20, 60)
    R = D.tok("R", tt)
    m = D.add(tt, "rfq", f"RFQ {R} OUT · ETH-{code} RR {n}x (S {kp}P / B {kc}C) · 5 dealers · ttl 90s", thread=th)
    D.hard(m, "trade_confirmation", [R, "OUT", f"RR {n}x"], "structured")
    tt += sec(D, 2, 6)
    post = ve * 1000 + r.randint(8, 40) * 1000 + r.randint(0, 999) * 1
    post_s = f"{post:,}"
    m = D.add(tt, "greeks", f"RISK REJECT {R} pkg=ETH-{code} RR {n}x | post-trade vega_usd.ETH={post_s} > limit "
                            f"{ve * 1000:,} | max_size={n2}x | rfq pulled", thread=th)
    D.hard(m, "risk_limit", ["RISK REJECT", post_s, f"{ve * 1000:,}", f"max_size={n2}x"], "structured",
           "risk engine blocks a block and offers max size")
    tt += sec(D, 40, 200)
    txt, facts = r.choice([(f"ok {n2}x then, go", [f"{n2}x", "go"]),
                           (f"fine, do {n2} 👍", [f"do {n2}", "👍"]),
                           (f"resize to {n2}x and send", [f"resize to {n2}x", "send"])])
    m2 = D.add(tt, "head", txt, reply=m, thread=th)
    D.hard(m2, "trade_approval", facts, "reply", "resize-and-approve reply to risk reject")
    tt += sec(D, 15, 40)
    R2 = D.tok("R", tt)
    m = D.add(tt, "rfq", f"RFQ {R2} OUT · ETH-{code} RR {n2}x (resized) · 5 dealers · ttl 90s", thread=th)
    D.hard(m, "trade_confirmation", [R2, "OUT", f"RR {n2}x"], "structured")
    best = r.choice(DEALERS)
    fill_rr = round(rr_lim - r.choice([0.1, 0.2, 0.3]), 1)
    for dl in [x for x in r.sample(DEALERS, 4) if x != best][:3] + [best]:
        tt += sec(D, 4, 20)
        b = fill_rr + (0.0 if dl == best else r.uniform(0.2, 0.8))
        D.add(tt, "rfq", f"QT {R2} · {dl} {b - 0.6:.1f} / {b:.1f}v RR · size {n2}", thread=th)
    tt += sec(D, 30, 80)
    net = M.prem_f("ETH", "m1", kc, "C") - M.prem_f("ETH", "m1", kp, "P")
    blk = D.blk()
    net_s = f"{abs(net):.4f}"
    m = D.add(tt, "ex", f"FILL {blk} | {n2}/{n2} RR @ {fill_rr}v | net {net_s} ETH {'debit' if net > 0 else 'credit'} | "
                        f"S ETH-{code}-{kp}-P B ETH-{code}-{kc}-C | vs {best}", thread=th)
    D.hard(m, "trade_fill", [blk, f"{n2}/{n2}", f"{fill_rr}v", f"ETH-{code}-{kc}-C"], "structured")
    if r.random() < 0.5:
        tt += sec(D, 10, 50)
        q = f"{n2 * r.uniform(0.35, 0.55):.1f}"
        Dd = D.tok("D", tt)
        px = M.ppx("ETH", r.uniform(-0.002, 0.002))
        m = D.add(tt, "ex", f"DH {Dd} | SELL {q} ETH-PERPETUAL @ {px} | FILLED | Δbook {r.uniform(-2, 2):+.1f} ETH", thread=th)
        D.hard(m, "trade_fill", [Dd, f"SELL {q}", "ETH-PERPETUAL", px], "structured")
    tt += sec(D, 30, 120)
    D.noise(D.add(tt, "head", r.choice(["ty 🙏", "👍", "nice, clean"]), thread=th))


def st_lift(D: Day, variant: str):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "BTC", "ETH"]) if variant != "cancel" else "ETH"
    role = r.choice(["m1", "m2", "w2"])
    cp = r.choice(["C", "C", "P"])
    K = M.strike(coin, (r.uniform(0.04, 0.12) if cp == "C" else -r.uniform(0.04, 0.1)), role)
    n = r.choice([25, 30, 50, 75, 100]) if coin == "BTC" else r.choice([100, 200, 300, 500])
    px = M.prem(coin, role, K, cp)
    es, ks, cpw, coinl = M.short(role), M.ks(coin, K), cp.lower(), coin.lower()
    buy = variant != "sell"
    t = D.rtime(human=True, lo=8, hi=19)
    if buy:
        txt, facts, idi = r.choice([
            (f"lift the {es} {ks} {cpw} {n}x @ {px}", ["lift", f"{es} {ks} {cpw}", f"{n}x", px], "'lift the <exp> <k> c <n>x @ px' shorthand"),
            (f"b {n}x {coinl} {es} {ks}{cpw} @ {px}", [f"b {n}x", f"{coinl} {es} {ks}{cpw}", px], "'b <n>x' bare shorthand buy"),
            (f"pay {px} for {n}x {coinl} {es} {ks} {'calls' if cp == 'C' else 'puts'}, rfq it 🙏",
             ["pay", px, f"{n}x", f"{coinl} {es} {ks} {'calls' if cp == 'C' else 'puts'}"], "pay-for shorthand"),
        ])
    else:
        txt, facts, idi = r.choice([
            (f"hit the {es} {ks} {cpw} bid, {n}x @ {px}", ["hit", f"{es} {ks} {cpw}", f"{n}x", px], "'hit the bid' shorthand sell"),
            (f"s {n}x {coinl} {es} {ks}{cpw} @ {px}", [f"s {n}x", f"{coinl} {es} {ks}{cpw}", px], "'s <n>x' bare shorthand sell"),
        ])
    m = D.add(t, "head", txt)
    D.hard(m, "trade_proposal", facts, "shorthand", idi)
    inst = M.inst(coin, role, K, cp)
    blk = D.blk()
    side = "BUY" if buy else "SELL"
    tt = t + sec(D, 5, 30)
    m = D.add(tt, "ex", f"ACK {blk} | {side} {n} {inst} | lim {px} | via RFQ | WORKING")
    D.hard(m, "trade_confirmation", [blk, f"{side} {n}", inst, "WORKING"], "structured")
    if variant == "cancel":
        tt += sec(D, 900, 2400)
        m = D.add(tt, "ex", f"status {blk} | 0/{n} | best offer {fmt_p(coin, float(px) * 1.15)} | still WORKING")
        D.hard(m, "trade_confirmation", [blk, f"0/{n}", "still WORKING"], "structured", "exec-agent order status = still working")
        tt += sec(D, 600, 1500)
        m = D.add(tt, "ex", f"CXL {blk} | 0/{n} filled | EXPIRED (gtt 45m) | CANCELLED")
        D.hard(m, "trade_confirmation", [blk, "CANCELLED", f"0/{n}"], "structured", "exec-agent CXL line")
        D.noise(D.add(tt + sec(D, 30, 300), "head", r.choice(["meh", "🙄", "fine, no rush"])))
        return
    tt += sec(D, 40, 300)
    fpx = px
    if variant == "fixfill":
        wrong = fmt_p(coin, float(px) + (0.0005 if coin != "SOL" else 0.05) * r.choice([1, 2]))
        m = D.add(tt, "ex", f"FILL {blk} | {n}/{n} @ {wrong} | vs {r.choice(DEALERS)} | done")
        newc = m.content.replace(f"@ {wrong}", f"@ {fpx} (px corrected vs venue print)")
        m.edits.append((tt + sec(D, 60, 420), newc))
        m.superseded.append(wrong)
        D.hard(m, "trade_fill", [blk, f"{n}/{n}", f"@ {fpx}"], "structured", "fill price corrected by edit")
    else:
        if r.random() < 0.4:
            half = n // 2 if n >= 50 else n - 10
            m = D.add(tt, "ex", f"PFILL {blk} | {half}/{n} @ {fpx} | rem {n - half}")
            D.hard(m, "trade_fill", [blk, f"{half}/{n}", f"@ {fpx}"], "structured", "partial fill PFILL line")
            tt += sec(D, 30, 400)
        m = D.add(tt, "ex", f"FILL {blk} | {n}/{n} @ {fpx} | vs {r.choice(DEALERS)} | done")
        D.hard(m, "trade_fill", [blk, f"{n}/{n}", f"@ {fpx}"], "structured")
    if r.random() < 0.6:
        D.noise(D.add(tt + sec(D, 20, 200), "head", r.choice(["ty", "👍", "🙏", "k"])), "emoji ack")


def st_strike_edit(D: Day):
    r, M = D.rng, D.mkt
    es, code = M.short("m1"), M.code("m1")
    base = r.uniform(0.08, 0.11)
    ks = []
    for i in range(3):
        k = M.strike("ETH", base + i * 0.03)
        while ks and k <= ks[-1]:
            k += 100
        ks.append(k)
    ps = [M.prem("ETH", "m1", k, "C") for k in ks]
    if len(set(ps)) < 3:
        ps = [f"{float(ps[0]):.4f}", fmt_p("ETH", float(ps[0]) * 0.78), fmt_p("ETH", float(ps[0]) * 0.6)]
    n = r.choice([100, 150, 200])
    t = D.rtime(human=True, lo=9, hi=16)
    tmpl = r.choice(["offer {n}x eth {es} {k} c @ {p}, rfq it", "s {n}x eth {es} {k}c @ {p} or better, overwrite vs the long delta"])
    m = D.add(t, "head", tmpl.format(n=n, es=es, k=ks[0], p=ps[0]))
    t1 = t + sec(D, 90, 300)
    m.edits.append((t1, tmpl.format(n=n, es=es, k=ks[1], p=ps[1])))
    t2 = t1 + sec(D, 90, 360)
    m.edits.append((t2, tmpl.format(n=n, es=es, k=ks[2], p=ps[2])))
    m.superseded += [str(ks[0]), ps[0], str(ks[1]), ps[1]]
    k3 = f"eth {es} {ks[2]} c" if tmpl.startswith("offer") else f"eth {es} {ks[2]}c"
    side = f"offer {n}x" if tmpl.startswith("offer") else f"s {n}x"
    D.hard(m, "trade_proposal", [side, k3, ps[2]], "shorthand", "strike moved twice by editing the order")
    if r.random() < 0.5:
        D.near(D.add(t1 + sec(D, 5, 40), "jr", "wait which strike? 👀"), "question about the order")
    tt = t2 + sec(D, 20, 90)
    R = D.tok("R", tt)
    inst = f"ETH-{code}-{ks[2]}-C"
    m = D.add(tt, "rfq", f"RFQ {R} OUT · SELL {n}x {inst} · 4 dealers · ttl 60s")
    D.hard(m, "trade_confirmation", [R, "OUT", f"SELL {n}x", inst], "structured")
    for dl in r.sample(DEALERS, 2):
        tt += sec(D, 5, 30)
        D.add(tt, "rfq", f"QT {R} · {dl} {fmt_p('ETH', float(ps[2]) * 0.97)} / {fmt_p('ETH', float(ps[2]) * 1.06)} · size {n}")
    tt += sec(D, 20, 120)
    blk = D.blk()
    m = D.add(tt, "ex", f"FILL {blk} | SELL {n} {inst} @ {ps[2]} | vs {r.choice(DEALERS)} | done")
    D.hard(m, "trade_fill", [blk, f"SELL {n}", inst, ps[2]], "structured")


def st_va_decision(D: Day, kind: str):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "ETH", "SOL"] if kind == "thesis" else ["BTC", "ETH"])
    t = D.rtime(human=False, lo=7, hi=19)
    code1, code2 = M.code("m1"), M.code("m2")
    if kind == "thesis":
        dec, facts = r.choice([
            (f"**Desk view change:** we move {coin} from long vol to neutral — the realised-pickup thesis is invalidated by the "
             f"range-bound tape; no new long-gamma adds in {code1}.",
             [f"{coin} from long vol to neutral", "thesis is invalidated", code1]),
            (f"**View:** conviction up on the {coin} {code1}/{code2} calendar (long {code2}, short {code1}); we keep it at full size.",
             [f"{coin} {code1}/{code2} calendar", "conviction up", "full size"]),
            (f"**Desk view:** flipping {coin} skew from 'own puts' to 'own calls' — downside skew thesis no longer holds after the "
             f"reclaim of the range highs.",
             [f"flipping {coin} skew", "'own calls'", "no longer holds"]),
        ])
        m = D.add(t, "va", va_note(D, t, coin, decision=dec))
        D.hard(m, "thesis_update", facts, "buried", "decision sentence buried in a long vol note")
        return
    # buried proposal
    K = M.strike(coin, r.uniform(0.1, 0.16))
    inst = M.inst(coin, "m1", K, "C")
    n = r.choice([100, 150, 200]) if coin == "ETH" else r.choice([30, 50, 75])
    px = M.prem(coin, "m1", K, "C")
    vk = int(n * (0.2 if coin == "BTC" else 0.05) * r.uniform(0.7, 1.3))
    dec = (f"**Proposal:** sell {n}x {inst} at {px} or better (≈{M.vol(coin, 'm1', K):.1f}v), delta-hedged in "
           f"{M.perp(coin)}; takes {coin} vega down ~{vk}k.")
    m = D.add(t, "va", va_note(D, t, coin, decision=dec))
    D.hard(m, "trade_proposal", ["sell", f"{n}x", inst, px], "buried", "trade proposal buried mid-note")
    if kind == "yes":
        txt, facts = r.choice([("👍 do it", ["👍", "do it"]), ("ok go, 👍", ["ok go", "👍"]), ("go ✅", ["go", "✅"]),
                               (f"do it but {n // 2} not {n}", ["do it", f"{n // 2} not {n}"])])
        ap = D.add(t + sec(D, 300, 1800), "head", txt, reply=m)
        D.hard(ap, "trade_approval", facts, "reply")
        qty = n // 2 if "not" in txt else n
        tt = ap.t + sec(D, 5, 30)
        blk = D.blk()
        a = D.add(tt, "ex", f"ACK {blk} | SELL {qty} {inst} | lim {px} | RFQ 4 dealers | WORKING", reply=ap)
        D.hard(a, "trade_confirmation", [blk, f"SELL {qty}", inst, "WORKING"], "structured")
        tt += sec(D, 60, 400)
        f = D.add(tt, "ex", f"FILL {blk} | {qty}/{qty} @ {px} | vs {r.choice(DEALERS)} | done")
        D.hard(f, "trade_fill", [blk, f"{qty}/{qty}", f"@ {px}"], "structured")
    else:
        txt, facts = r.choice([("nah pass", ["nah", "pass"]), ("pass, not into cpi", ["pass", "not into cpi"]),
                               ("no. too little premium for that gamma", ["no.", "too little premium"]),
                               ("pass for now 🙅", ["pass", "for now"])])
        ap = D.add(t + sec(D, 300, 2400), "head", txt, reply=m)
        D.hard(ap, "trade_approval", facts, "reply", "'pass' reply to a proposal = rejection")
        if r.random() < 0.6:
            D.add(ap.t + sec(D, 10, 60), "va", "Noted — shelving it. Will re-run after the print.", reply=ap)


def st_overlay(D: Day):
    r, M = D.rng, D.mkt
    t = D.at(r.choice([8, 9]), r.randint(0, 50))
    role = "m1" if D.di % 3 == 0 else r.choice(["m1", "m2"])
    code = M.code(role)
    K = M.strike("BTC", r.uniform(0.14, 0.2) if role == "m1" else r.uniform(0.2, 0.26))
    floor = K - r.choice([5000, 10000])
    holding = r.choice([450, 500, 600])
    cap = int(holding * 0.4)
    n = r.choice([x for x in (120, 150, 180) if x <= cap]) if D.di % 3 == 0 else r.choice([60, 90, 120])
    p = M.prem_f("BTC", role, K, "C")
    minp = fmt_p("BTC", p * 0.92)
    inst = f"BTC-{code}-{K}-C"
    ex = M.exp[role]
    dt = datetime.fromtimestamp(t / 1000, tz=timezone.utc)
    mon = MONTH_NAMES[ex.month - 1]
    D.add(t - sec(D, 300, 900), "cov", r.choice([
        f"Good morning both. Halvard's treasury team has sent through the {mon} overlay instruction; the bridge should post it shortly. I have checked it against the mandate on file.",
        f"Morning. A Halvard instruction for the {mon} overlay has arrived by email — forwarding via the bridge now.",
        f"Good morning. Halvard would like to add to the {mon} overlay; their email follows via the bridge. Mandate check done on my side.",
    ]))
    opener = r.choice([
        "Thank you for the call this morning and for the scenario analysis. Having reviewed it with our CFO, we would like to proceed with the next tranche of the overlay as follows.",
        "Following our treasury committee this morning, we would like to extend the overlay. Our instruction is as follows.",
        "Further to yesterday's discussion of the collateral usage, we are comfortable adding a further tranche on the terms below.",
    ])
    body = (f"📧 **Fwd: RE: BTC covered-call overlay — {mon}** (relayed by oliver.brandt)\n"
            f"> **From:** Ingrid Solberg, Treasury Operations, Halvard ASA\n"
            f"> **To:** Oliver Brandt\n"
            f"> **Sent:** {WEEKDAYS[dt.weekday()]} {dt.day} {MONTH_NAMES[dt.month - 1]} {dt.year} {dt.strftime('%H:%M')} UTC\n"
            f">\n> Dear Oliver,\n>\n"
            f"> {opener}\n>\n"
            f"> Please sell {n} {inst} against the BTC we hold in custody with you, at a minimum premium of {minp} BTC "
            f"per option. You may stagger execution during today's session at your discretion; we do not require a single print.\n>\n"
            f"> Please confirm the average premium and the resulting collateral usage by end of day.\n>\n"
            f"> Kind regards,\n> Ingrid\n>\n"
            f"> _This email and any attachments are confidential and intended solely for the addressee._")
    em = D.add(t, "mail", body)
    D.hard(em, "trade_proposal", [f"sell {n}", inst, f"{minp} BTC"], "untagged", "client instruction via email bridge (quoted)")
    tl = t + sec(D, 60, 240)
    lm = D.add(tl, "cov", f"For the avoidance of doubt, the Halvard mandate remains unchanged: overlay capped at 40% of the "
                          f"{holding} BTC custody balance (i.e. {cap} BTC of calls outstanding) and no strikes below "
                          f"{floor:,} this month. Please treat both as hard limits on the HALVARD-OVL account.")
    D.hard(lm, "risk_limit", ["40%", f"{cap} BTC", f"{floor:,}"], "untagged", "client mandate limits in formal prose")
    lm.pins.append((tl + sec(D, 30, 200), "head"))
    clips = r.choice([2, 3, 3])
    ta = tl + sec(D, 120, 600)
    txt, facts = r.choice([
        (f"ok go, work it in {clips} clips, don't chase below {minp}", ["ok go", f"{clips} clips"]),
        (f"👍 fine. {clips} clips, floor {minp}", ["👍 fine", f"{clips} clips"]),
    ])
    ap = D.add(ta, "head", txt, reply=em)
    D.hard(ap, "trade_approval", facts, "reply")
    tr = ta + sec(D, 20, 90)
    txt, facts = r.choice([
        ("routing the halvard overlay to exec-agent 🤖 acct HALVARD-OVL", ["routing", "exec-agent", "HALVARD-OVL"]),
        ("@exec-agent halvard overlay is yours, HALVARD-OVL", ["@exec-agent", "halvard overlay is yours"]),
    ])
    rm = D.add(tr, "head", txt)
    D.hard(rm, "route_decision", facts, "untagged", "head routes client ticket to exec agent")
    blk = D.blk()
    tt = tr + sec(D, 10, 40)
    m = D.add(tt, "ex", f"ACK {blk} | SELL {n} {inst} | lim ≥{minp} | algo=clip({clips}) | acct=HALVARD-OVL | WORKING", reply=rm)
    D.hard(m, "trade_confirmation", [blk, f"SELL {n}", inst, "WORKING"], "structured")
    c = n // clips
    done = 0
    pxs = []
    today = clips if (D.di % 3 == 0 or r.random() < 0.4) else r.randint(1, clips - 1)
    for i in range(today):
        tt += sec(D, 900, 3600)
        done += c
        cp = fmt_p("BTC", max(float(minp), p * r.uniform(0.95, 1.05)))
        pxs.append(float(cp))
        if i < clips - 1:
            m = D.add(tt, "ex", f"PFILL {blk} | {done}/{n} @ {cp} | acct=HALVARD-OVL")
            D.hard(m, "trade_fill", [blk, f"{done}/{n}", f"@ {cp}"], "structured")
        else:
            avg = f"{sum(pxs) / len(pxs):.5f}"
            m = D.add(tt, "ex", f"FILL {blk} | {n}/{n} last @ {cp} avg {avg} | acct=HALVARD-OVL | done")
            D.hard(m, "trade_fill", [blk, f"{n}/{n}", f"@ {cp}", avg], "structured")
        if i == 0 and r.random() < 0.7:
            D.near(D.add(tt + sec(D, 300, 800), "jr", "we should get the next halvard clip out before US open"),
                   "'we should send it' (no decision)")
    if today == clips:
        D.add(tt + sec(D, 60, 400), "cov", "Thank you — I will confirm the average premium and collateral usage to Ingrid this afternoon.")
    else:
        D.add(tt + sec(D, 60, 400), "cov", "Thank you. I will update Ingrid with the clips done so far this afternoon.")
    # client hypothetical (near-miss)
    th = tt + sec(D, 1800, 5400)
    D.near(D.add(th, "mail", (
        f"📧 **Fwd: RE: overlay — follow-up** (relayed by oliver.brandt)\n"
        f"> Separately, should BTC trade through {floor + r.choice([2000, 4000]):,} before the {ex.day} {MONTH_NAMES[ex.month - 1]} "
        f"expiry, could you let us know what rolling the calls up and out might cost? This is for planning purposes only; "
        f"no action is needed at this stage.\n> Best, Ingrid")), "client hypothetical roll question via email")


def st_forget(D: Day):
    r, M = D.rng, D.mkt
    code = M.code("m1")
    Ke = M.strike("ETH", r.uniform(0.15, 0.2))
    ie = f"ETH-{code}-{Ke}-C"
    ne = r.choice([40, 60, 80])
    pe = fmt_p("ETH", M.prem_f("ETH", "m1", Ke, "C") * 0.9)
    phone = f"+47 9{r.randint(10, 99)} {r.randint(10, 99)} {r.randint(100, 999)}"
    tf = D.rtime(human=True, lo=11, hi=16)
    fm = D.add(tf, "cov", f"Ingrid just rang from her mobile ({phone}, please do not share) — she would like to add "
                          f"{ne} {ie} to the overlay, minimum {pe} ETH each. I will get it in writing.")
    D.hard(fm, "trade_proposal", [f"add {ne}", ie, f"{pe} ETH"], "untagged")
    fm.forget = (tf + sec(D, 300, 900), "comp")
    fm.snippet = phone
    tc = fm.forget[0] + sec(D, 5, 60)
    D.add(tc, "comp", "Removed the previous message (personal contact details). Please repost without them.")
    rp = D.add(tc + sec(D, 60, 400), "cov", f"Reposting without personal details: the client would like to add {ne} {ie} "
                                              f"to the overlay at a minimum of {pe} ETH per option; written confirmation to follow.")
    D.hard(rp, "trade_proposal", [f"add {ne}", ie, f"{pe} ETH"], "untagged", "redacted repost of client instruction")
    txt, facts = r.choice([("fine, same ticket. 1 clip ok 👍", ["same ticket", "1 clip ok"]),
                           ("ok go, one clip", ["ok go", "one clip"]), ("👍 add it", ["👍", "add it"])])
    if r.random() < 0.6:
        ap2 = D.add(rp.t + sec(D, 120, 900), "head", txt, reply=rp)
        D.hard(ap2, "trade_approval", facts, "reply")


def st_risk_auto(D: Day):
    r, M = D.rng, D.mkt
    t = D.at(r.choice([1, 2, 3, 4, 22]), r.randint(0, 59))
    band = D.limits.get("band", 5)
    v = round(band + r.uniform(0.3, 2.5), 2) * r.choice([1, -1])
    js = json.dumps({"ts": iso_s(t), "event": "limit_breach", "book": "KOPT-1", "metric": "delta_btc", "value": v,
                     "limit": float(band), "action": "auto_hedge"})
    m = D.add(t, "greeks", js)
    D.hard(m, "risk_limit", ["limit_breach", "delta_btc", str(v), "auto_hedge"], "structured")
    tt = t + sec(D, 1, 4)
    side = "sell" if v > 0 else "buy"
    q = f"{abs(v) - r.uniform(0.1, 0.4):.1f}"
    Dd = D.tok("D", tt)
    px = M.ppx("BTC", r.uniform(-0.004, 0.004), comma=False)
    m = D.add(tt, "greeks", f"auto_hedge id={Dd} inst=BTC-PERPETUAL side={side} qty={q} px={px} "
                            f"reason=delta_band(|{v:+.2f}|>{band}) status=filled post_delta_btc={r.uniform(-0.4, 0.4):+.2f}")
    D.hard(m, "trade_fill", [Dd, f"side={side}", f"qty={q}", f"px={px}"], "structured", "greeks auto_hedge key=value fill")


def st_risk_manual(D: Day):
    r, M = D.rng, D.mkt
    t = D.rtime(human=True, lo=10, hi=18)
    band = D.limits.get("band", 5)
    v = round(band + r.uniform(0.4, 2.6), 2)
    m = D.add(t, "greeks", f"⚠️ LIMIT BREACH book=KOPT-1 metric=delta_btc value={v:+.2f} limit=±{band}.00 "
                           f"auto_hedge=OFF(desk_hours)")
    D.hard(m, "risk_limit", ["LIMIT BREACH", "delta_btc", f"value={v:+.2f}"], "structured")
    q = f"{v - r.uniform(0.05, 0.3):.1f}"
    px = M.ppx("BTC", r.uniform(-0.003, 0.003))
    if r.random() < 0.5:
        h = D.add(t + sec(D, 60, 400), "head", r.choice(["hedge delta back to flat, perps", "hedge delta back to flat pls, perp"]), reply=m)
        D.hard(h, "trade_proposal", ["hedge delta back to flat", "perp"], "reply", "'hedge delta back to flat' reply")
        tt = h.t + sec(D, 5, 30)
        Dd = D.tok("D", tt)
        f = D.add(tt, "ex", f"DH {Dd} | SELL {q} BTC-PERPETUAL @ {px} | FILLED | Δbook {r.uniform(-0.3, 0.3):+.1f}", reply=h)
        D.hard(f, "trade_fill", [Dd, f"SELL {q}", "BTC-PERPETUAL", px], "structured")
    elif r.random() < 0.5:
        h = D.add(t + sec(D, 60, 400), "head", "@exec-agent hedge delta back to flat", reply=m)
        D.hard(h, "route_decision", ["@exec-agent", "hedge delta back to flat"], "reply", "@-mention routes hedge to agent")
        tt = h.t + sec(D, 5, 30)
        Dd = D.tok("D", tt)
        f = D.add(tt, "ex", f"DH {Dd} | SELL {q} BTC-PERPETUAL @ {px} | FILLED | Δbook {r.uniform(-0.3, 0.3):+.1f}", reply=h)
        D.hard(f, "trade_fill", [Dd, f"SELL {q}", "BTC-PERPETUAL", px], "structured")
    else:
        h = D.add(t + sec(D, 60, 300), "head", "kenji can you flatten that, exec-agent ws is lagging", reply=m)
        D.hard(h, "route_decision", ["kenji", "flatten"], "reply")
        tt = h.t + sec(D, 60, 200)
        f = D.add(tt, "jr", f"[HEDGE] sold {q} BTC-PERPETUAL @ {px} manual, book Δ back to ~0")
        D.hard(f, "trade_fill", ["[HEDGE]", f"sold {q}", "BTC-PERPETUAL", px], "tagged", "[HEDGE] tagged human fill")


def st_stops(D: Day):
    r, M = D.rng, D.mkt
    S = M.spot["SOL"]
    q = r.choice([800, 1200, 1500, 2000])
    for _ in range(20):
        s1 = round(S * r.uniform(1.06, 1.08), 1)
        s2 = round(S * r.uniform(1.04, 1.055), 1)
        s3 = round(S * r.uniform(1.02, 1.035), 1)
        tp = round(S * r.uniform(0.9, 0.93), 1)
        strs = [f"{x:.1f}" for x in (s1, s2, s3, tp)]
        if len(set(strs)) == 4 and not any(a in b for a in strs[:2] for b in (strs[2], strs[3], str(q))):
            break
    s1s, s2s, s3s, tps = strs
    t = D.rtime(human=True, lo=8, hi=12)
    tmpl = r.choice(["sol perp short ({q} SOL_USDC-PERPETUAL, hedge vs the rr): stop {s} / tp {tp}",
                     "stop on the sol perp short → {s}, tp {tp} unchanged ({q} SOL_USDC-PERPETUAL)"])
    m = D.add(t, "head", tmpl.format(q=q, s=s1s, tp=tps))
    t1 = t + sec(D, 2400, 7200)
    m.edits.append((t1, tmpl.format(q=q, s=s2s, tp=tps)))
    t2 = t1 + sec(D, 3600, 10800)
    m.edits.append((t2, tmpl.format(q=q, s=s3s, tp=tps)))
    m.superseded += [s1s, s2s]
    D.hard(m, "stop_or_target_change", ["SOL_USDC-PERPETUAL", s3s, f"tp {tps}"], "untagged", "stop moved twice by editing the same message")
    m.reactions.append((t + sec(D, 30, 120), "👍", "jr"))
    # exec TP on a long call line
    if r.random() < 0.6:
        K = M.strike("BTC", r.uniform(0.1, 0.14))
        inst = M.inst("BTC", "m1", K, "C")
        n = r.choice([25, 40, 50])
        tpv = fmt_p("BTC", M.prem_f("BTC", "m1", K, "C") * r.uniform(1.6, 2.2))
        tt = D.rtime(human=True, lo=9, hi=17)
        if r.random() < 0.6:
            D.near(D.add(tt - sec(D, 600, 1800), "jr", f"tp around {fmt_p('BTC', float(tpv) * 1.05)} on the {M.ks('BTC', K)} calls would make sense imo"),
                   "'tp would make sense' opinion (no decision)")
        blk = D.blk()
        tm = D.add(tt, "ex", f"TP {blk} | GTC SELL {n} {inst} @ {tpv} | reduce_only | SET")
        D.hard(tm, "stop_or_target_change", [blk, "TP", inst, tpv], "structured", "exec-agent TP set line")
        if r.random() < 0.35:
            tpv2 = fmt_p("BTC", float(tpv) * 1.12)
            mv = D.add(tt + sec(D, 600, 3600), "head", f"move that tp to {tpv2}", reply=tm)
            D.hard(mv, "stop_or_target_change", ["move that tp", tpv2], "reply")
            m2 = D.add(mv.t + sec(D, 4, 20), "ex", f"TP {blk} | amended → {tpv2} | SET", reply=mv)
            D.hard(m2, "stop_or_target_change", [blk, f"amended → {tpv2}"], "structured")
    if r.random() < 0.35:
        rm = D.add(D.rtime(human=True, lo=14, hi=20), "head", r.choice([
            "remove the stop on the eth perp hedge, we're delta-flat there now",
            "eth perp hedge: stop removed, no longer needed after the rr fill"]))
        D.hard(rm, "stop_or_target_change", ["eth perp hedge", "stop"], "untagged")


NEWS_LEDES = [
    "> Market reaction was muted in the first minutes; options desks reported little change in front-end implieds. (via newswire · auto-summary)",
    "> The move comes as positioning data show leveraged longs rebuilt over the past week. Full story on terminal. (via newswire)",
    "> Analysts cited thinner year-end liquidity as a factor; spot volumes on major venues were below their 30-day average. (via newswire · auto-summary)",
    "> Details remain limited; the company/foundation did not immediately respond to a request for comment. (via newswire)",
]


def st_news(D: Day):
    r, M = D.rng, D.mkt
    held = [
        ("BTC", lambda: f"📰 [Reuters] US spot bitcoin ETFs post ${r.uniform(0.6, 1.6):.1f}bn of net outflows, the largest daily redemption since {r.choice(['August', 'September', 'October'])}", ["bitcoin ETFs", "net outflows"]),
        ("BTC", lambda: f"📰 [Bloomberg] Bitcoin slides {r.uniform(2.5, 5):.1f}% in Asian hours as leveraged longs unwind; BTC perp open interest down ${r.uniform(1, 3):.1f}bn", ["Bitcoin slides", "leveraged longs unwind"]),
        ("BTC", lambda: f"📰 [CoinDesk] Corporate treasury firm Arcturus Holdings discloses sale of {r.randint(2100, 9800):,} BTC to fund convertible coupon", ["Arcturus Holdings", "BTC"]),
        ("ETH", lambda: "📰 [The Block] Ethereum core devs set a tentative mainnet date for the Glamsterdam upgrade; testnet forks scheduled over the holidays", ["Ethereum core devs", "Glamsterdam"]),
        ("ETH", lambda: f"📰 [CoinDesk] Spot ether ETFs log ${r.randint(180, 640)}m of inflows, eighth straight day of creations", ["Spot ether ETFs", "inflows"]),
        ("SOL", lambda: f"📰 [Blockworks] Solana block production halts for ~{r.randint(18, 55)} minutes; validators coordinating restart", ["Solana", "block production halts"]),
        ("SOL", lambda: "📰 [Bloomberg] SEC approves in-kind creations for spot SOL ETFs, filings show", ["in-kind creations", "spot SOL ETFs"]),
    ]
    watch = {
        "XRP": lambda: (f"📰 [Bloomberg] Deribit to list XRP_USDC weeklies from {r.randint(8, 20)} {MONTH_NAMES[M.date.month - 1][:3]}; Ripple-linked treasury flows said to be lining up", ["XRP_USDC weeklies", "Deribit to list"]),
        "AVAX": lambda: (f"📰 [CoinDesk] Avalanche foundation announces ${r.randint(40, 120)}m AVAX buyback over 12 months", ["AVAX buyback", "Avalanche foundation"]),
        "BNB": lambda: ("📰 [The Block] BNB Chain hard fork cuts block time to 0.45s, goes live next week", ["BNB Chain", "hard fork"]),
        "LINK": lambda: (f"📰 [Blockworks] Chainlink (LINK) wins mandate to run NAV oracle for {r.choice(['a top-5 asset manager', 'two EU money-market funds'])}", ["Chainlink (LINK)", "NAV oracle"]),
    }
    unheld = [
        f"📰 [CoinDesk] DOGE jumps {r.randint(9, 21)}% as meme coins rally on retail inflows",
        "📰 [The Block] Cardano (ADA) governance vote passes treasury withdrawal for dev funding",
        "📰 [Decrypt] Litecoin hashrate hits record ahead of halving chatter",
        f"📰 [Blockworks] PEPE open interest tops ${r.randint(400, 900)}m on offshore venues",
        "📰 [Reuters] Tron's founder says TRX stablecoin volumes hit new high",
    ]
    generic = [
        "📰 [Reuters] Crypto market cap slips as US yields climb; risk assets broadly softer",
        "📰 [FT] Asset managers say institutional crypto allocations stable into year-end — survey",
    ]
    picks = r.sample(held, r.choice([1, 2, 2, 3]))
    first = None
    for coin, fn, facts in picks:
        t = D.rtime(human=False, lo=1, hi=21)
        txt = fn() + "\n" + r.choice(NEWS_LEDES)
        m = D.add(t, "news", txt)
        D.hard(m, "held_position_news", facts, "untagged", "headline on a held underlying (via options)")
        if first is None or m.t < first.t:
            first = m
    if first is not None and first.t < D.at(20, 30):
        txt, facts = r.choice([("seen. no action on this one, book is long gamma", ["no action", "long gamma"]),
                               ("noted, nothing to do — vega already cut", ["nothing to do", "vega already cut"]),
                               ("no action, we're hedged. not routing to anyone", ["no action", "not routing"])])
        h = D.add(max(first.t + sec(D, 120, 900), D.at(8, 0)), "head", txt, reply=first)
        D.hard(h, "no_route_decision", facts, "reply", "explicit 'no action' reply to a headline")
    w = r.choice(D.watch)
    if w in watch:
        txt, facts = watch[w]()
        t = D.rtime(human=False, lo=6, hi=20)
        D.hard(D.add(t, "news", txt), "watchlist_news", facts, "untagged", "headline on a watchlist coin")
    for txt in r.sample(unheld, r.randint(2, 3)):
        D.near(D.add(D.rtime(), "news", txt), "headline on a coin the desk does not hold")
    D.near(D.add(D.rtime(), "news", r.choice(generic)), "generic market colour headline")


def st_triage(D: Day):
    r, M = D.rng, D.mkt
    t = D.rtime(human=True, lo=9, hi=18)
    code = M.code("m1")
    kp, kc = M.strike("SOL", -0.12), M.strike("SOL", 0.12)
    n = r.choice([3000, 4000, 5000])
    R = D.tok("R", t)
    D.add(t, "rfq", f"📥 RFQ {R} INBOUND · quote requested · SOL_USDC-{code} {kp}P/{kc}C RR {n:,}x · taker anon-{r.randint(2, 40)} · ttl 90s")
    tt = t + sec(D, 2, 8)
    m = D.add(tt, "ex", f"triage {R} | SOL_USDC-{code} RR {n:,}x inbound | route→nadia.h (size > auto-quote 1,000x)")
    D.hard(m, "route_decision", [R, "route→nadia.h"], "structured", "exec-agent triage route line")
    txt, facts = r.choice([("not quoting that one, pass", ["not quoting", "pass"]),
                           ("pass. not showing size in sol rr today", ["pass", "not showing size"]),
                           ("no quote 🙅", ["no quote", "🙅"])])
    h = D.add(tt + sec(D, 20, 70), "head", txt, reply=m)
    D.hard(h, "no_route_decision", facts, "reply", "'pass' on inbound RFQ = no action (not an approval)")
    if r.random() < 0.3:
        return
    t2 = D.rtime(human=False)
    R2 = D.tok("R", t2)
    K = M.strike("BTC", -0.04, "d1")
    n2 = r.choice([5, 10, 15])
    D.add(t2, "rfq", f"📥 RFQ {R2} INBOUND · quote requested · BTC-{M.code('d1')}-{K}-P {n2}x · taker anon-{r.randint(2, 40)} · ttl 60s")
    m = D.add(t2 + sec(D, 2, 6), "ex", f"triage {R2} | BTC-{M.code('d1')}-{K}-P {n2}x inbound | no_route (below min block 25x)")
    D.hard(m, "no_route_decision", [R2, "no_route"], "structured", "triage no_route line")
    if r.random() < 0.35:
        t3 = D.rtime(human=True, lo=8, hi=20)
        R3 = D.tok("R", t3)
        Ke = M.strike("ETH", 0.0, "w2")
        n3 = r.choice([300, 500, 800])
        D.add(t3, "rfq", f"📥 RFQ {R3} INBOUND · quote requested · ETH-{M.code('w2')} {Ke} straddle {n3}x · taker anon-{r.randint(2, 40)} · ttl 90s")
        m = D.add(t3 + sec(D, 2, 6), "ex", f"triage {R3} | ETH-{M.code('w2')} {Ke} straddle {n3}x inbound | route→auto-quoter (within params, max 1.5v wide)")
        D.hard(m, "route_decision", [R3, "route→auto-quoter"], "structured")


def st_thesis_head(D: Day):
    r, M = D.rng, D.mkt
    t = D.rtime(human=True, lo=9, hi=19)
    txt, facts = r.choice([
        (f"flipping to short vol on eth into xmas. rv running ~{r.randint(12, 22)}v under iv, no more long eth gamma adds",
         ["short vol on eth", "no more long eth gamma adds"]),
        (f"btc {M.short('m1')}/{M.short('m2')} calendar: conviction up after the cpi bid, keeping full size",
         [f"btc {M.short('m1')}/{M.short('m2')} calendar", "conviction up"]),
        ("sol upside view is done — calls aren't cheap anymore, we're out of the 'own sol upside' thesis",
         ["sol upside view is done", "'own sol upside' thesis"]),
        (f"still bearish btc front vol, view unchanged post-print. keep leaning short {M.short('w2')}",
         ["bearish btc front vol", "view unchanged"]),
    ])
    D.hard(D.add(t, "head", txt), "thesis_update", facts, "untagged", "lowercase one-line view change by head")


def st_deleted(D: Day):
    r, M = D.rng, D.mkt
    role = r.choice(["w2", "w3"])
    K = M.strike("BTC", -r.uniform(0.05, 0.09), role)
    n = r.choice([35, 40, 45])
    px = M.prem("BTC", role, K, "P")
    t = D.rtime(human=True, lo=10, hi=17)
    txt = f"s {n}x btc {M.short(role)} {M.ks('BTC', K)} p @ {px}"
    m = D.add(t, "head", txt)
    D.hard(m, "trade_proposal", [f"s {n}x", f"btc {M.short(role)} {M.ks('BTC', K)} p", px], "shorthand")
    m.delete_t = t + sec(D, 40, 120)
    m.snippet = txt
    D.add(t + sec(D, 15, 35), "jr", r.choice(["wrong chan? that looks like the d1 book", "that for here? 👀"]))
    D.noise(D.add(m.delete_t + sec(D, 2, 20), "head", r.choice(["ya wrong chan, deleted 🙈", "ignore, wrong window"])))


def st_bulk(D: Day):
    r, M = D.rng, D.mkt
    t = D.rtime(human=True, lo=9, hi=20)
    lvl = int(M.spot["ETH"] // 50 * 50)
    seq0 = r.randint(3000, 9000)
    group = []
    for i in range(r.randint(4, 6)):
        m = D.add(t + i * r.randint(150, 450), "alerts",
                  f"🔔 mark ETH-PERPETUAL {lvl + r.uniform(-3, 3):,.2f} crossed {lvl:,} ↓ [alert-loop seq={seq0 + i}]")
        D.noise(m)
        m.snippet = f"alert-loop seq={seq0 + i}"
        group.append(m)
    tb = t + sec(D, 60, 240)
    for m in group:
        m.bulk_t = tb
    D.bulk.append((tb, group))
    D.noise(D.add(tb + sec(D, 3, 20), "head", r.choice(["muted the alert loop + cleaned up", "🧹 alert spam gone"])))


# --------------------------------------------------------------------------- noise / near-miss / chatter fillers

def fixed_noise(D: Day):
    r, M = D.rng, D.mkt
    # greeks heartbeats every 30 minutes
    db, de, ds = r.uniform(-2, 2), r.uniform(-20, 20), r.uniform(-600, 300)
    vb, ve, vs = r.randint(120, 230) * 1000, r.randint(40, 100) * 1000, r.randint(5, 30) * 1000
    lim = D.limits or {"vb": 250, "ve": 120, "vs": 40, "band": 5}
    pnl = 0
    for k in range(32):
        t = D.start + k * 2_700_000 + r.randint(800, 9000)
        db = max(-lim["band"] * 0.9, min(lim["band"] * 0.9, db + r.gauss(0, 0.5)))
        de += r.gauss(0, 3)
        ds += r.gauss(0, 40)
        vb += r.randint(-4000, 4000)
        ve += r.randint(-2000, 2000)
        vs += r.randint(-600, 600)
        pnl += r.randint(-6000, 7000)
        th = -r.randint(5000, 15000)
        util = (f"vega {100 * vb / (lim['vb'] * 1000):.0f}%/{100 * ve / (lim['ve'] * 1000):.0f}%/"
                f"{100 * vs / (lim['vs'] * 1000):.0f}%, delta {100 * abs(db) / lim['band']:.0f}%")
        if k % 3 == 2:
            txt = json.dumps({"type": "risk_snapshot", "ts": iso_s(t), "book": "KOPT-1",
                              "delta": {"BTC": round(db, 2), "ETH": round(de, 1), "SOL": round(ds)},
                              "gamma": {"BTC": round(r.uniform(-0.2, 0.8), 2), "ETH": round(r.uniform(-4, 9), 1)},
                              "vega_usd": {"BTC": vb, "ETH": ve, "SOL": vs}, "theta_usd": th, "pnl_day_usd": pnl,
                              "margin_util": round(r.uniform(22, 41), 1), "limits": "ok"})
        else:
            hh = datetime.fromtimestamp(t / 1000, tz=timezone.utc).hour
            txt = (f"risk snap ts={iso_s(t)} book=KOPT-1 spot.btc={M.ppx('BTC', r.uniform(-0.004, 0.004), False)} "
                   f"spot.eth={M.ppx('ETH', r.uniform(-0.004, 0.004), False)} spot.sol={M.ppx('SOL', r.uniform(-0.005, 0.005), False)} "
                   f"atm.btc.{M.code('m1')}={M.atm('BTC', 'm1') + r.uniform(-0.4, 0.4):.1f} "
                   f"d_btc={db:+.2f} d_eth={de:+.1f} d_sol={ds:+.0f} "
                   f"g_btc={r.uniform(-0.2, 0.8):+.2f} g_eth={r.uniform(-4, 9):+.1f} vega_usd.btc={vb:+,} "
                   f"vega_usd.eth={ve:+,} vega_usd.sol={vs:+,} theta_usd={th:,} pnl_day={pnl:+,} "
                   f"var95_usd={r.randint(180, 420) * 1000:,} open_orders={r.randint(0, 4)} "
                   f"hedge_mode={'manual' if 7 <= hh < 21 else 'auto'} "
                   f"margin_util={r.uniform(22, 41):.1f}% limits=ok ({util})")
        D.noise(D.add(t, "greeks", txt), "greeks heartbeat key=value (limits=ok)" if k == 5 else None)
    # vega ladder every 4h (code block)
    for h in (3, 9, 15, 21):
        t = D.at(h, 15, r.randint(0, 50))
        rows = ["expiry      vega_btc   vega_eth   vega_sol    gamma$1%   theta$"]
        roles = ("d1", "w2", "w3", "m1", "m2", "q1", "q2")
        wts = [r.uniform(0.0, 0.05), r.uniform(0.02, 0.1), r.uniform(0.02, 0.1), r.uniform(0.35, 0.6),
               r.uniform(0.1, 0.25), r.uniform(0.05, 0.15), r.uniform(0.0, 0.08)]
        sw = sum(wts)
        cols = []
        for tot in (vb, ve, vs):
            vals = [int(round(tot * w / sw, -2)) for w in wts]
            vals[3] += tot - sum(vals)
            cols.append(vals)
        for i, ro in enumerate(roles):
            rows.append(f"{M.code(ro):<10} {cols[0][i]:>+9,} {cols[1][i]:>+9,} {cols[2][i]:>+9,} "
                        f"{r.randint(-900, 2600):>+9,} {-r.randint(100, 4000):>9,}")
        rows.append(f"{'TOTAL':<10} {vb:>+9,} {ve:>+9,} {vs:>+9,}")
        D.noise(D.add(t, "greeks", f"vega ladder KOPT-1 @ {hhmm(t)}Z (usd/vol pt)\n```\n" + "\n".join(rows) + "\n```"),
                "vega ladder code block")
    # funding every 8h
    for h in (0, 8, 16):
        t = D.at(h, 0, r.randint(3, 20))
        D.noise(D.add(t, "alerts", f"💸 funding settled {h:02d}:00Z · BTC-PERPETUAL {r.uniform(-0.002, 0.015):+.4f}% · "
                                   f"ETH-PERPETUAL {r.uniform(-0.003, 0.02):+.4f}% · SOL_USDC-PERPETUAL {r.uniform(-0.01, 0.02):+.4f}%"))
    # settlement
    t = D.at(8, 0, r.randint(30, 90))
    D.noise(D.add(t, "alerts", f"⏱ 08:00Z settlement · BTC {M.ppx('BTC', r.uniform(-0.003, 0.003))} · ETH "
                               f"{M.ppx('ETH', r.uniform(-0.003, 0.003))} · SOL {M.ppx('SOL', r.uniform(-0.004, 0.004))} · "
                               f"{r.randint(1400, 4200):,} contracts expired"))
    # PnL snapshots
    for h in (8, 16, 23):
        t = D.at(h, r.choice([5, 15, 30]) if h != 23 else 50, r.randint(0, 59))
        tot = r.randint(-60000, 90000)
        emb = {"title": f"PnL snapshot · KOPT-1 · {hhmm(t)}Z", "author": "pnl-bot",
               "fields": [{"name": "Total", "value": f"{'+' if tot >= 0 else '-'}${abs(tot):,}", "inline": True},
                          {"name": "Theta", "value": f"+${r.randint(4000, 14000):,}", "inline": True},
                          {"name": "Vega", "value": f"{r.choice(['+', '-'])}${r.randint(1000, 40000):,}", "inline": True},
                          {"name": "Gamma", "value": f"{r.choice(['+', '-'])}${r.randint(500, 30000):,}", "inline": True},
                          {"name": "Fees", "value": f"-${r.randint(300, 2500):,}", "inline": True},
                          {"name": "MTD", "value": f"{r.choice(['+', '-'])}${r.randint(100, 900):,}k", "inline": True}],
               "footer": "marks: deribit mark · unrealised incl. · not for client reporting"}
        D.noise(D.add(t, "pnl", "", embeds=[emb], attachments=[{"filename": f"pnl_{hhmm(t).replace(':', '')}.csv",
                                                                  "size": r.randint(9000, 40000)}]), "PnL snapshot embed")
    # rfq digests every 4h (cron summary; counts are not decisions)
    for h in (6, 12, 18, 0):
        t = D.at(h, 0, r.randint(20, 50))
        seen = r.randint(18, 80)
        tr, ex_, q_, ro, nr = r.randint(0, 2), r.randint(0, 1), r.randint(0, 2), r.randint(0, 1), r.randint(0, 2)
        D.noise(D.add(t, "rfq", f"🧾 rfq digest {(h - 6) % 24:02d}:00-{h:02d}:00Z · seen {seen} · ours {tr + ex_} "
                                f"(traded {tr}, expired {ex_}) · inbound {q_ + ro + nr} "
                                f"(quoted {q_}, routed {ro}, no_route {nr}) · "
                                f"median dealer response {r.uniform(2, 9):.1f}s · top taker flow: "
                                f"{r.choice(['call overwriting', 'put buying', 'calendar rolls', 'RR selling'])}"),
                "cron digest with 'routed' counts")
    # morning risk report embed
    t = D.at(6, r.randint(5, 25))
    fields = []
    for c, v in (("BTC", vb), ("ETH", ve), ("SOL", vs)):
        fields.append({"name": f"{c} vega / limit", "value": f"{v:+,} / {lim['v' + c[0].lower()] * 1000:,}", "inline": True})
    fields += [{"name": "Net delta (btc-eq)", "value": f"{db:+.2f} (band ±{lim['band']})", "inline": True},
               {"name": "Largest expiry", "value": f"{M.code('m1')} ({r.randint(45, 70)}% of vega)", "inline": True},
               {"name": "Margin", "value": f"{r.uniform(22, 41):.1f}% IM util", "inline": True},
               {"name": "Overnight breaches", "value": "see log", "inline": True}]
    D.noise(D.add(t, "greeks", "", embeds=[{"title": f"Morning risk report · KOPT-1 · {M.date.isoformat()}",
                                             "description": "All figures at 06:00Z marks. Limits from last pinned limits post.",
                                             "fields": fields, "footer": "greeks-engine · snapshot 06:00Z"}]),
            "morning risk report embed")


def n_mark(D, t):
    r, M = D.rng, D.mkt
    c = r.choice(["BTC", "ETH", "SOL"])
    step = {"BTC": 1000, "ETH": 50, "SOL": 5}[c]
    lvl = int(M.spot[c] // step * step)
    return D.noise(D.add(t, "alerts", f"🔔 mark {M.perp(c)} {M.ppx(c, r.uniform(-0.004, 0.004))} crossed {lvl:,} "
                                      f"{r.choice(['↑', '↓'])} (index {M.ppx(c, r.uniform(-0.004, 0.004))})"),
                   "mark price alert")


def n_funding_spike(D, t):
    r = D.rng
    c = r.choice(["BTC-PERPETUAL", "ETH-PERPETUAL", "SOL_USDC-PERPETUAL"])
    return D.noise(D.add(t, "alerts", f"⚠️ funding {c} predicted {r.uniform(0.02, 0.06):+.4f}%/8h (> 0.0200% alert) · "
                                      f"premium index {r.uniform(0.01, 0.08):.3f}%"))


def n_reconnect(D, t):
    r = D.rng
    src = r.choice(["deribit_btc_usd", "deribit_eth_usd", "deribit_sol_usdc", "deribit ws v2 (book.*)"])
    return D.noise(D.add(t, "feed", f"index ws reconnected · {src} · code {r.choice([1006, 1001, 1011])} · gap "
                                    f"{r.uniform(0.4, 9.5):.1f}s · backfilled {r.randint(0, 40)} ticks · subscriptions "
                                    f"restored {r.randint(18, 64)}/{r.randint(64, 66)}"),
                   "index feed reconnect")


def n_trace(D, t):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "ETH", "SOL"])
    role = r.choice(["w1", "w2", "m1", "q1"])
    kind = r.randint(0, 2)
    if kind == 0:
        body = (f"pricer-svc ERROR surface fit failed for {coin} {M.code(role)}, serving last good (age 00:0{r.randint(1, 9)}:{r.randint(10, 59)})\n"
                "```\nTraceback (most recent call last):\n"
                f"  File \"/srv/pricer/surface/refit.py\", line {r.randint(40, 90)}, in refit_all\n"
                "    slices[exp] = fit_slice(k, w, prev=slices.get(prev_exp))\n"
                f"  File \"/srv/pricer/surface/svi.py\", line {r.randint(180, 260)}, in fit_slice\n"
                "    params = _solve(k, w, init=prev)\n"
                f"  File \"/srv/pricer/surface/svi.py\", line {r.randint(120, 179)}, in _solve\n"
                "    raise CalendarArbitrage(f\"w(k) crosses previous slice at k={k_bad:.3f}\")\n"
                f"pricer.surface.errors.CalendarArbitrage: w(k) crosses previous slice at k={-r.uniform(0.2, 0.6):.3f}\n```\n"
                f"fallback=last_good slices_ok={r.randint(9, 14)}/{r.randint(15, 16)} retry_in=30s")
    elif kind == 1:
        body = ("pricer-svc WARN greeks batch timed out, retrying\n```\nTraceback (most recent call last):\n"
                f"  File \"/srv/pricer/greeks/batch.py\", line {r.randint(60, 140)}, in run\n"
                "    res = await asyncio.wait_for(self._compute(chunk), timeout=self.timeout)\n"
                "  File \"/usr/lib/python3.12/asyncio/tasks.py\", line 520, in wait_for\n"
                "    return await fut\n"
                f"  File \"/srv/pricer/greeks/batch.py\", line {r.randint(141, 200)}, in _compute\n"
                "    return [bs_greeks(p, self.surface) for p in chunk]\n"
                "asyncio.exceptions.CancelledError\n\nDuring handling of the above exception, another exception occurred:\n\n"
                f"TimeoutError: greeks batch {r.randint(1, 12)}/12 exceeded 2.5s\n```")
    else:
        body = (f"pricer-svc ERROR mark fetch failed for {M.inst(coin, role, M.strike(coin, 0.3, role), 'C')}\n```\n"
                "Traceback (most recent call last):\n"
                f"  File \"/srv/pricer/marks/deribit.py\", line {r.randint(40, 99)}, in get_mark\n"
                "    data = resp.json()[\"result\"]\n"
                "KeyError: 'result'\n"
                f"(response: {{\"error\":{{\"code\":10009,\"message\":\"instrument_not_found\"}},\"testnet\":false}})\n```")
    return D.noise(D.add(t, "pricer", body), "pricing-service stack trace")


def n_ci(D, t):
    r = D.rng
    svc = r.choice(["vol-surface-svc", "rfq-bridge", "greeks-engine", "exec-agent", "pricer-svc"])
    sha = f"{r.randrange(16 ** 7):07x}"
    txt = r.choice([
        f"🚀 deploy `{svc}` {r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)} → prod · sha {sha} · by gh-actions · {r.randint(30, 140)}s",
        f"❌ CI failed on `{svc}` PR #{r.randint(900, 1500)} (test_vanna_sign) — main unaffected",
        f"✅ canary `{svc}` healthy 10/10 checks · promoting {sha}",
        f"🔁 rollback `{svc}` to {sha} (p99 latency regression) · no action needed",
    ])
    return D.noise(D.add(t, "ci", txt), "CI/deploy line")


def n_status(D, t):
    r = D.rng
    return D.noise(D.add(t, "ex", f"status | working={r.randint(0, 3)} stale=0 venue=ok ws_lag={r.randint(8, 90)}ms "
                                  f"rfq_sessions={r.randint(1, 4)}"))


def n_session(D, t):
    r = D.rng
    return D.noise(D.add(t, "rfq", f"session heartbeat · rfq platform ok · {r.randint(3, 6)} dealers connected · "
                                   f"median response {r.uniform(2.1, 9.8):.1f}s"))


def n_ack(D, t):
    r = D.rng
    who = r.choice(["head", "jr", "jr", "head", "cov"])
    txt = r.choice(["ty", "thx", "👍", "🙏", "k", "lol", "nice", "🔥", "ok", "👀", "ty!", "✅", "gm"]) if who != "cov" else \
        r.choice(["Thank you.", "Noted, thanks.", "Many thanks."])
    return D.noise(D.add(t, who, txt), "emoji ack")


def nm_colour(D, t):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "BTC", "ETH", "ETH", "SOL"])
    role = r.choice(["w2", "m1", "m1", "m2", "q1"])
    cp = r.choice(["C", "P"])
    K = M.strike(coin, (1 if cp == "C" else -1) * r.uniform(0.03, 0.13), role)
    n = r.choice([100, 250, 500, 1000]) if coin != "SOL" else r.choice([2000, 5000, 10000])
    p = M.prem_f(coin, role, K, cp)
    tick = 0.01 if coin == "SOL" else (0.0001 if p < 0.005 else 0.0005)
    R = D.tok("R", t)
    a, b = r.sample(DEALERS, 2)
    inst = M.inst(coin, role, K, cp)
    v = M.vol(coin, role, K)

    def q(lo, hi):
        bid = float(fmt_p(coin, p * lo))
        ask = max(float(fmt_p(coin, p * hi)), bid + tick)
        return f"{fmt_p(coin, bid)}/{fmt_p(coin, ask)}"
    if r.random() < 0.35:
        emb = {"title": "RFQ colour (other taker)", "description": f"{inst} · {n:,}x",
               "fields": [{"name": "Best bid / ask", "value": q(0.96, 1.04).replace("/", " / "), "inline": True},
                          {"name": "IV", "value": f"{v - 0.7:.1f} / {v + 0.8:.1f}", "inline": True},
                          {"name": "Dealers", "value": f"{r.randint(3, 6)}", "inline": True},
                          {"name": "Taker", "value": f"anon-{r.randint(2, 60)}", "inline": True}],
               "footer": f"{R} · watch-only · not ours"}
        return D.near(D.add(t, "rfq", "", embeds=[emb]), "embed colour on another taker's RFQ")
    return D.near(D.add(t, "rfq", f"colour · {R} · {inst} {n:,}x · taker anon-{r.randint(2, 60)} · {a} {q(0.96, 1.05)} · "
                                  f"{b} {q(0.95, 1.06)} · ({v - 0.8:.1f}/{v + 0.9:.1f}v) · {r.randint(3, 6)} dealers · "
                                  f"ttl {r.choice([30, 60, 90, 120])}s · {r.choice(['traded', 'expired', 'open', 'traded away'])} · not ours"),
                  "quote to another taker (market colour)")


def nm_watch(D, t):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "ETH", "SOL"])
    role = r.choice(["m2", "q1", "q2"])
    k1 = M.strike(coin, r.uniform(0.1, 0.2), role)
    k2 = M.strike(coin, r.uniform(0.3, 0.45), role)
    n = r.choice([500, 1000, 2000]) if coin != "SOL" else 20000
    R = D.tok("R", t)
    s = r.choice(["call spread", "cs", "1x2 call spread"])
    return D.near(D.add(t, "rfq", f"👀 watch {R} {M.inst(coin, role, k1, 'C').rsplit('-', 2)[0]} {k1}/{k2} {s} {n:,}x "
                                  f"(taker anon-{r.randint(2, 60)}) · watch-only"), "watch-only RFQ")


def nm_print(D, t):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "ETH"])
    role = r.choice(["m1", "m2", "q1"])
    K = M.strike(coin, r.uniform(0.1, 0.25), role)
    n = r.choice([250, 500, 1000, 1500])
    return D.near(D.add(t, "rfq", f"print · {M.inst(coin, role, K, 'C')} {n:,}x @ {M.prem(coin, role, K, 'C')} "
                                  f"({M.vol(coin, role, K):.1f}v) block · {r.choice(['buyer-initiated', 'seller-initiated'])} · not ours"),
                  "block print on the tape (not ours)")


def nm_hypo(D, t):
    r, M = D.rng, D.mkt
    txt = D.pick("hypo", [
        f"if vol gets to {int(M.atm('BTC', 'm1')) + r.randint(6, 10)} i'd sell the strangle",
        "if eth rr goes through -4 i'd want to own calls there, not before",
        f"were sol to lose {int(M.spot['SOL'] * 0.9)} i'd probably look at the {M.short('w2')} puts",
        f"tempted by {M.short('m2')} wings if someone dumps them at {int(M.atm('BTC', 'm2')) - 3}v",
    ])
    return D.near(D.add(t, "head", txt), "vol hypothetical 'if vol gets to X i'd sell'")


def nm_question(D, t):
    r, M = D.rng, D.mkt
    txt = D.pick("question", [
        f"what's the {M.short('m2')} {M.ks('BTC', M.strike('BTC', 0.2, 'm2'))} c offered at rn?",
        f"anyone know who was the buyer of the {M.short('q1')} call spread block?",
        f"do we still have the {M.short('w2')} eth puts or did those go with the rr?",
        "is the sol surface marked off the refit or the old one?",
        f"would anyone sell {M.short('m1')} {M.ks('BTC', M.strike('BTC', 0.25))} c at 0.0080? feels cheap",
    ])
    return D.near(D.add(t, r.choice(["jr", "head", "jr"]), txt), "question with instrument (no decision)")


def nm_history(D, t):
    r = D.rng
    txt = D.pick("history", [
        "in the FTX week we bought 2k of the dec 12k p at 0.0030 lol, different world",
        "last year's xmas we sold the 27dec straddle at 48v and realised came in at 31. same setup?",
        "back in march we lifted 300x of the 90k calls at 0.0120 and rolled them twice, painful",
    ])
    return D.near(D.add(t, r.choice(["head", "jr"]), txt), "historical trade told as history")


def nm_otherdesk(D, t):
    r, M = D.rng, D.mkt
    txt = D.pick("otherdesk", [
        f"[d1] bought {r.choice([20, 40, 60])} BTC-PERPETUAL @ {M.ppx('BTC', r.uniform(-0.003, 0.003))} for the basis book, fyi not yours",
        f"fyi d1 sold {r.choice([500, 1000])} ETH-PERPETUAL vs the {M.code('m1')} future, basis trade, nothing to do with opts",
    ])
    return D.near(D.add(t, "d1", txt), "another desk's trade")


def nm_paper(D, t):
    r, M = D.rng, D.mkt
    K = M.strike("SOL", 0.1, "w2")
    return D.near(D.add(t, "jr", f"[SIM] sold 20x {M.inst('SOL', 'w2', K, 'C')} @ {M.prem('SOL', 'w2', K, 'C')} in the paper book "
                                 f"to test the pricer refit, ignore"), "paper/sim fill")


def nm_backtest(D, t):
    r, M = D.rng, D.mkt
    coin = r.choice(["BTC", "ETH"])
    txt = (f"### Backtest: weekly short 25d {coin} strangles, delta-hedged daily (2022-01 → 2026-11)\n\n"
           f"- Sharpe {r.uniform(0.6, 1.4):.2f}, hit rate {r.randint(61, 74)}%, worst week {-r.uniform(6, 14):.1f}% of premium-at-risk "
           f"(FTX, Nov-2022), max drawdown {-r.uniform(12, 30):.1f}%.\n"
           f"- Carry is concentrated in weeks where 1w IV − 1w RV > 8v; below 4v the strategy is flat after costs.\n"
           f"- Example fills from the sim: 2024-03-08 sold 100x {coin}-15MAR24 strangle @ 0.0310; 2025-01-10 sold 100x "
           f"{coin}-17JAN25 strangle @ 0.0275; 2025-08-01 bought back 100x @ 0.0040.\n"
           f"- Costs assumed: 1.2v half-spread on blocks, 0.03% on perp hedges.\n\n"
           f"This is research only; nothing here is a proposal.\n\n" + t_rv(D, coin) + "\n\n" + p_rv(D, coin) + "\n\n" + p_events(D, coin))
    return D.near(D.add(t, "va", txt, attachments=[{"filename": "bt_short_strangle_equity.png", "size": r.randint(40000, 90000)}]),
                  "backtest with example fills")


def nm_va_plain(D, t):
    r = D.rng
    used = D.picked.setdefault("note_style", set())
    coins = [c for c in ("BTC", "ETH", "SOL") if sum(1 for (_, cc) in used if cc == c) < 5] or ["BTC", "ETH", "SOL"]
    coin = r.choice(coins + (["BTC"] if "BTC" in coins else []))
    txt = va_note(D, t, coin, takeaway=neutral_takeaway(D, coin))
    att = [{"filename": f"{coin.lower()}_term_{hhmm(t).replace(':', '')}.png", "size": r.randint(30000, 80000)}] if r.random() < 0.5 else None
    return D.near(D.add(t, "va", txt, attachments=att), "long vol note, trading words but no decision")


CHAT_LINES = [
    ("jr", "surface refit looks saner after the deploy"),
    ("head", "cpi next week — keep the front in mind before selling anything short-dated"),
    ("jr", "{dealer} been tight on the wings all week"),
    ("head", "{dealer} quoting wide again lol"),
    ("cov", "The Halvard quarterly review call has moved to tomorrow 10:00 UTC; I will update you afterwards."),
    ("cov", "Halvard have asked for the usual end-of-day summary; I will draft it from the exec log."),
    ("jr", "lunch, back in {mins}"),
    ("head", "anyone else seeing lag on the rfq ui?"),
    ("va", "Surface snapshot refreshed after the settlement roll; front slices re-anchored."),
    ("va", "Note: RV figures now use 1m index closes (was 5m). Expect ~0.5v higher readings."),
    ("head", "quiet one so far"),
    ("jr", "eth funding flipped {sign} again"),
    ("head", "brb call with risk"),
    ("jr", "exec-agent acks are slow today, ~{secs}s"),
    ("cov", "For information: Halvard's auditors may request the {prevmon} execution log next week."),
    ("d1", "anyone from opts around? need a vol mark for the quarterly, no rush"),
    ("jr", "the whole book is basically one expiry lol"),
    ("head", "who broke the pnl bot, numbers look off vs deribit"),
    ("jr", "pnl bot uses mark not mid, that's the diff"),
    ("cov", "Please note I am out of office tomorrow afternoon; Priya will cover Halvard queries."),
    ("va", "Re-ran the RR fit with the refit surface: differences under 0.2v, no change to the notes above."),
    ("jr", "deribit maintenance window sunday 08:00z fyi"),
    ("head", "coffee ☕ anyone"),
    ("jr", "{coinl} vol surface looks jumpy in the wings, pricer again?"),
    ("va", "Wing marks on {coin} are flagged low-confidence until the next refit; use ATM ± 15d only for sizing."),
    ("d1", "thx, got the mark"),
    ("cov", "Halvard's CFO asked whether we can present the overlay results at their January committee; I said yes in principle."),
    ("jr", "rfq ui back to normal"),
    ("head", "remind me to look at year-end margin before friday"),
    ("jr", "noted 📝"),
    ("jr", "anyone know if {dealer} changed their min size? they passed on a 50x"),
    ("head", "{dealer} said their vol desk is short-staffed till monday"),
    ("jr", "margin util ~{util}% fyi, plenty of room"),
    ("head", "year-end funding turn is going to be ugly, remember 2024"),
    ("va", "Reminder: the {m1} expiry carries ~{pct}% of book vega; notes will track it separately from next week."),
    ("jr", "did anyone change the pnl bot marks to 5m twap? looks smoother"),
    ("cov", "Halvard's operations team confirmed they can receive the execution report in CSV from next month."),
    ("head", "who's around tomorrow morning? i'm in late"),
    ("jr", "i'm in at 7 👍"),
    ("jr", "{coinl} perp basis back to ~{basis}% annualised"),
    ("head", "the tape is so quiet today"),
    ("d1", "fyi we're rolling our dec futures into mar this week, no impact on you"),
    ("va", "Data note: the 1m index feed had a {gap}s gap at {hh}Z; RV for that window is interpolated."),
    ("jr", "rfq bridge restarted itself again, all sessions came back"),
    ("head", "somebody remind {dealer} we still exist lol"),
    ("cov", "A reminder that Halvard's fiscal year closes on 31 December; they will want the overlay statement early."),
    ("jr", "deribit block fees going up in jan, saw the email?"),
    ("head", "ya saw it. annoying but whatever"),
    ("va", "Heads-up: {m2} strikes above the 30d range are marked off two dealer quotes only today."),
    ("jr", "new intern starts monday, i'll show them the rfq flow"),
]


def ch_chat(D, t):
    r = D.rng
    left = [i for i in range(len(CHAT_LINES)) if i not in D.picked.setdefault("chat", set())]
    if not left:
        return n_ack(D, t)
    i = r.choice(left)
    D.picked["chat"].add(i)
    who, txt = CHAT_LINES[i]
    M = D.mkt
    coin = r.choice(["BTC", "ETH", "SOL"])
    pm = (M.date.replace(day=1) - timedelta(days=1))
    txt = txt.format(dealer=r.choice(DEALERS).lower(), sign=r.choice(["positive", "negative"]), mins=r.choice([15, 20, 30]),
                     secs=r.choice([2, 3, 4]), prevmon=MONTH_NAMES[pm.month - 1], coin=coin, coinl=coin.lower(),
                     util=r.randint(22, 41), m1=M.code("m1"), m2=M.code("m2"), pct=r.randint(45, 70),
                     basis=f"{r.uniform(4, 12):.1f}", gap=r.randint(3, 40), hh=hhmm(t - r.randint(1, 5) * 3_600_000))
    return D.add(t, who, txt)


def ch_convo(D, t):
    r, M = D.rng, D.mkt
    convos = [
        [("jr", "is the refit live for sol?"), ("va", "Yes — SOL slices were refit at {hh}Z; wings still flagged low-confidence."), ("jr", "ty")],
        [("head", "who's on the halvard eod summary?"), ("cov", "I am — I will circulate a draft by 17:00 UTC for your review."), ("head", "👍")],
        [("d1", "can someone send me the {m1} atm for the risk pack"), ("jr", "{atm}v mid, from the 10:00 snap"), ("d1", "ty")],
        [("jr", "exec-agent acks ~3s today"), ("head", "ping infra if it gets above 5"), ("jr", "k")],
        [("head", "what did btc realised do over the last 24h"), ("va", "1d realised on BTC printed {rv}; the Asia session contributed most of it."), ("head", "ok")],
        [("cov", "Quick question for the desk: does the overlay collateral figure include the pending ETH leg?"),
         ("jr", "no, only what's filled. pending shows separately in the exec log"), ("cov", "Understood, thank you.")],
    ]
    left = [i for i in range(len(convos)) if i not in D.picked.setdefault("convo", set())]
    if not left:
        return ch_chat(D, t)
    i = r.choice(left)
    D.picked["convo"].add(i)
    prev = None
    for who, txt in convos[i]:
        txt = txt.format(hh=hhmm(t - 3_600_000), m1=M.short("m1"), atm=f"{M.atm('BTC', 'm1'):.1f}",
                         rv=f"{an(D, 'BTC')['rv1d']:.1f}")
        m = D.add(t, who, txt, reply=prev if (prev and r.random() < 0.5) else None)
        if txt in ("ty", "👍", "k", "ok"):
            D.noise(m)
        prev = m
        t = m.t + sec(D, 20, 300)
    return prev


# --------------------------------------------------------------------------- day assembly

HUMAN_FILL = {"n_ack", "nm_hypo", "nm_question", "nm_history", "nm_otherdesk", "nm_paper", "ch_chat", "ch_convo"}


def _fill(D: Day, fn, k: int, lo: int = 0, hi: int = 24):
    for _ in range(k):
        human = fn.__name__ in HUMAN_FILL
        fn(D, D.rtime(human=human, lo=max(lo, 7) if human else lo, hi=hi))


def build_day(D: Day):
    r = D.rng
    st_morning(D)
    fixed_noise(D)
    st_block_btc(D)
    st_overlay(D)
    st_forget(D)
    st_stops(D)
    st_lift(D, "fixfill")
    st_deleted(D)
    st_bulk(D)
    st_news(D)
    st_triage(D)
    st_va_decision(D, "thesis")
    (st_risk_auto if r.random() < 0.6 else st_risk_manual)(D)
    target = r.randint(32, 42)
    optional = [lambda: st_lift(D, "plain"), lambda: st_lift(D, "sell"),
                lambda: st_lift(D, "cancel"), lambda: st_va_decision(D, "yes"), lambda: st_va_decision(D, "no"),
                lambda: st_thesis_head(D), lambda: st_risk_manual(D), lambda: st_risk_auto(D)]
    r.shuffle(optional)
    if r.random() < 0.65:
        optional.insert(0, lambda: st_block_eth(D))
    else:
        optional.append(lambda: st_block_eth(D))
    optional.insert(1 if r.random() < 0.6 else len(optional), lambda: st_strike_edit(D))
    for fn in optional:
        if D.nhard() >= target:
            break
        snap, nb, ntok = len(D.msgs), len(D.bulk), dict(D.tokens)
        fn()
        if D.nhard() > 45:
            del D.msgs[snap:]
            del D.bulk[nb:]
            D.tokens = ntok
    # vol notes without a decision (morning read always), backtest sometimes
    tn = D.at(7, r.randint(0, 40))
    D.near(D.add(tn, "va", va_note(D, tn, "BTC", takeaway=neutral_takeaway(D, "BTC"))),
           "long vol note, trading words but no decision")
    for _ in range(r.randint(4, 6)):
        nm_va_plain(D, D.rtime(human=False, lo=8, hi=21))
    if r.random() < 0.6:
        nm_backtest(D, D.rtime(human=False, lo=10, hi=20))
    # near-misses
    _fill(D, nm_colour, r.randint(7, 11))
    _fill(D, nm_watch, r.randint(3, 5))
    _fill(D, nm_print, r.randint(2, 4))
    _fill(D, nm_hypo, r.randint(1, 2))
    _fill(D, nm_question, r.randint(2, 3))
    _fill(D, nm_history, r.randint(0, 1))
    _fill(D, nm_otherdesk, r.randint(1, 2))
    _fill(D, nm_paper, 1 if r.random() < 0.6 else 0)
    # noise
    _fill(D, n_mark, r.randint(3, 5))
    _fill(D, n_funding_spike, r.randint(0, 1))
    _fill(D, n_reconnect, r.randint(1, 3))
    _fill(D, n_trace, r.randint(3, 5))
    _fill(D, n_ci, r.randint(2, 3), 7, 20)
    _fill(D, n_status, r.randint(1, 3))
    _fill(D, n_session, r.randint(1, 2))
    _fill(D, n_ack, r.randint(4, 8))
    # chatter
    _fill(D, ch_chat, r.randint(9, 14))
    _fill(D, ch_convo, r.randint(3, 5))
    # volume / size targets
    tgt = r.randint(205, 245)
    guard = 0
    while len(D.msgs) < tgt and guard < 400:
        guard += 1
        frac = sum(1 for m in D.msgs if m.kind == "noise") / len(D.msgs)
        fn = r.choice([n_ack, n_mark, n_status, n_reconnect]) if frac < 0.28 else r.choice([ch_chat, nm_colour, nm_watch, ch_chat])
        _fill(D, fn, 1)
    notes = 0
    while day_bytes(D) < 90_000 and len(D.msgs) < 300 and notes < 7:
        nm_va_plain(D, D.rtime(human=False, lo=6, hi=22))
        notes += 1
    while sum(1 for m in D.msgs if m.kind == "noise") > 0.37 * len(D.msgs) and len(D.msgs) < 300:
        fn = r.choice([ch_chat, nm_colour, ch_convo, nm_watch, nm_print])
        fn(D, D.rtime(human=fn in (ch_chat, ch_convo), lo=7, hi=21))
    extra_traces = 0
    while day_bytes(D) < 78_000 and len(D.msgs) < 310:
        if extra_traces < 3 and r.random() < 0.3:
            extra_traces += 1
            n_trace(D, D.rtime())
        else:
            fn = r.choice([nm_colour, ch_convo, nm_print])
            fn(D, D.rtime(human=fn is ch_convo, lo=7 if fn is ch_convo else 0))


def msg_text(m: Msg, content: str | None = None) -> str:
    parts = [m.content if content is None else content]
    for e in m.embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(p for p in parts if p)


def day_bytes(D: Day) -> int:
    return sum(len(msg_text(m).encode("utf-8")) for m in D.msgs)


def _resolve_tokens(D: Day):
    r = random.Random(f"{DESK}|tok|{D.seed}|{D.ch}|{D.di}")
    mapping = {}
    rs = sorted((t, name) for name, (k, t) in D.tokens.items() if k == "R")
    n = 80000 + D.ch * 17000 + D.di * 2300 + r.randint(0, 900)
    for t, name in rs:
        n += r.randint(1, 19)
        mapping[name] = f"r-{n}"
    ds = sorted((t, name) for name, (k, t) in D.tokens.items() if k == "D")
    ctr = {}
    for t, name in ds:
        dstr = datetime.fromtimestamp(t / 1000, tz=timezone.utc).strftime("%Y%m%d")
        if dstr not in ctr:
            ctr[dstr] = r.randint(9, 37) + D.ch * 100
        ctr[dstr] += r.randint(1, 4)
        mapping[name] = f"D-{dstr}-{ctr[dstr]:04d}"

    def sub(s):
        if not isinstance(s, str) or "\u00a7" not in s:
            return s
        for k, v in mapping.items():
            s = s.replace(k, v)
        return s

    def sub_emb(e):
        out = {}
        for k, v in e.items():
            if k == "fields":
                out[k] = [{kk: sub(vv) for kk, vv in f.items()} for f in v]
            else:
                out[k] = sub(v)
        return out

    for m in D.msgs:
        m.content = sub(m.content)
        m.edits = [(t, sub(c)) for t, c in m.edits]
        m.embeds = [sub_emb(e) for e in m.embeds]
        if m.label:
            m.label = (m.label[0], [sub(f) for f in m.label[1]], m.label[2])
        m.superseded = [sub(x) for x in m.superseded]
        m.snippet = sub(m.snippet)


IDIOM_ORDER = [
    # hard
    "'lift the <exp> <k> c <n>x @ px' shorthand", "'b <n>x' bare shorthand buy", "'s <n>x' bare shorthand sell",
    "pay-for shorthand", "'hit the bid' shorthand sell",
    "emoji reply approval", "'pass' reply to a proposal = rejection", "'pass' on inbound RFQ = no action (not an approval)",
    "stop moved twice by editing the same message", "strike moved twice by editing the order", "fill price corrected by edit",
    "embed-only block fill", "perp delta-hedge DH line", "JSON limit_breach line", "risk engine blocks a block and offers max size",
    "decision sentence buried in a long vol note", "trade proposal buried mid-note", "client instruction via email bridge (quoted)",
    "'hedge delta back to flat' reply", "exec-agent ACK grammar", "triage no_route line", "greeks auto_hedge key=value fill",
    "head block announcement with thread", "agent [PROPOSAL] tag",
    # not hard
    "quote to another taker (market colour)", "watch-only RFQ", "vol hypothetical 'if vol gets to X i'd sell'",
    "FTX-week history", "historical trade told as history", "another desk's trade", "paper/sim fill",
    "headline on a coin the desk does not hold", "backtest with example fills", "'tp would make sense' opinion (no decision)",
    "long vol note, trading words but no decision", "cron digest with 'routed' counts", "greeks heartbeat key=value (limits=ok)",
]
IDIOM_RANK = {name: i for i, name in enumerate(IDIOM_ORDER)}


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    used_ids: set[int] = set()
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = {}
    for ch in range(channels):
        cid = channel_id(ch)
        worker = (ch % 31) + 1
        for di in range(days):
            start = end_ms - (days - di) * DAY_MS
            d = datetime.fromtimestamp((start + DAY_MS // 2) / 1000, tz=timezone.utc).date()
            D = Day(seed, ch, di, start, Market(seed, di, d))
            build_day(D)
            _resolve_tokens(D)
            msgs = sorted(D.msgs, key=lambda m: (m.t, m.order))
            for m in msgs:
                seq = 0
                while True:
                    sid = snowflake(m.t, worker, seq)
                    if sid not in used_ids:
                        break
                    seq += 1
                used_ids.add(sid)
                m.id = str(sid)
            for m in msgs:
                ch_of = m.thread.starter.id if m.thread else cid
                msg = {"id": m.id, "author_id": PEOPLE[m.who][0], "author_name": PEOPLE[m.who][1],
                       "author_bot": PEOPLE[m.who][2], "created_at": iso(m.t), "content": m.content,
                       "attachments": [], "embeds": m.embeds,
                       "reference_id": m.reply.id if m.reply else None}
                for i, a in enumerate(m.attachments):
                    aid = str(snowflake(m.t, worker, 50000 + i + (int(m.id) & 0xFFF)))
                    msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                               "url": f"https://cdn.discordapp.com/attachments/{ch_of}/{aid}/{a['filename']}"})
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch_of}
                if m.thread:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                events.append((m.t, 0, int(m.id), ev))
                for (te, c) in m.edits:
                    events.append((te, 1, int(m.id), {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                      "message_id": m.id, "edited_at": iso(te), "content": c}))
                if m.delete_t:
                    events.append((m.delete_t, 2, int(m.id), {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                              "message_id": m.id, "deleted_at": iso(m.delete_t)}))
                if m.forget:
                    events.append((m.forget[0], 2, int(m.id), {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                               "message_id": m.id, "requested_by": PEOPLE[m.forget[1]][0],
                                                               "at": iso(m.forget[0])}))
                for (tp, who) in m.pins:
                    events.append((tp, 3, int(m.id), {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                      "message_id": m.id, "by": PEOPLE[who][0], "at": iso(tp)}))
                for (tr, emo, who) in m.reactions:
                    events.append((tr, 4, int(m.id), {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                      "message_id": m.id, "emoji": emo, "user_id": PEOPLE[who][0],
                                                      "at": iso(tr)}))
                # labels
                final = m.edits[-1][1] if m.edits else m.content
                if m.forget:
                    state = "forgotten"
                elif m.delete_t or m.bulk_t:
                    state = "deleted"
                elif m.edits:
                    state = "edited"
                else:
                    state = "live"
                if m.label:
                    labels["hard_events"].append({"channel_id": ch_of, "message_id": m.id, "event_type": m.label[0],
                                                  "facts": m.label[1], "phrasing": m.label[2], "final_state": state})
                for s in m.superseded:
                    labels["superseded_facts"].append([ch_of, m.id, s])
                if state in ("deleted", "forgotten"):
                    labels["removed_texts"].append(m.snippet or final[:60])
                if m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom[0] not in idioms_seen:
                    idioms_seen[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1],
                                               "_noise": m.kind == "noise", "_t": m.t}
            for tb, group in D.bulk:
                g = [m for m in group]
                ch_of = g[0].thread.starter.id if g[0].thread else cid
                events.append((tb, 2, int(g[0].id), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch_of,
                                                     "message_ids": [m.id for m in g], "deleted_at": iso(tb)}))
    events.sort(key=lambda x: (x[0], x[1], x[2]))
    cand = sorted(idioms_seen.values(), key=lambda x: x["_t"])
    rank = lambda x: (IDIOM_RANK.get(x["idiom"], 100), x["_t"])
    hard_i = sorted([x for x in cand if x["expected"] != "not_hard"], key=rank)[:13]
    near_i = sorted([x for x in cand if x["expected"] == "not_hard"], key=rank)[:20 - len(hard_i)]
    chosen = {id(x) for x in hard_i + near_i}
    labels["idioms"] = [{k: v for k, v in x.items() if not k.startswith("_")} for x in cand if id(x) in chosen]
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- verification / CLI

def _ev_text(msg: dict, content: str) -> str:
    parts = [content]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts += [f["name"], f["value"]]
    return "\n".join(p for p in parts if p)


def verify(events: list, labels: dict, channels: int, days: int, end_ms: int) -> dict:
    msgs, final, parent, gone = {}, {}, {}, set()
    prev = -1
    for i, ev in enumerate(events):
        if ev["op"] == "create":
            m = ev["message"]
            sid = int(m["id"])
            ms = (sid >> 22) + DISCORD_EPOCH
            assert iso(ms) == m["created_at"], (m["id"], m["created_at"])
            assert sid > prev, f"ids not ordered with time at line {i + 1}"
            prev = sid
            msgs[m["id"]] = m
            final[m["id"]] = m["content"]
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            if m.get("reference_id"):
                assert m["reference_id"] in msgs, f"reply to unknown/later message {m['reference_id']}"
        elif ev["op"] == "edit":
            final[ev["message_id"]] = ev["content"]
        elif ev["op"] in ("delete", "forget"):
            gone.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            gone.update(ev["message_ids"])
    texts = {k: _ev_text(msgs[k], final[k]) for k in msgs}
    live_text = "\n".join(texts[k] for k in msgs if k not in gone)
    types = {}
    for h in labels["hard_events"]:
        assert h["message_id"] in msgs, h
        txt = texts[h["message_id"]]
        assert 2 <= len(h["facts"]) <= 5, h
        for f in h["facts"]:
            assert f in txt, (h, f, txt)
        assert (h["final_state"] in ("deleted", "forgotten")) == (h["message_id"] in gone), h
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    for cid, mid, old in labels["superseded_facts"]:
        assert old not in texts[mid], (mid, old)
    for s in labels["removed_texts"]:
        assert s not in live_text, s
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    assert not (hard_ids & noise) and not (hard_ids & near) and not (noise & near)
    for idi in labels["idioms"]:
        assert idi["message_id"] in msgs
    assert 10 <= len(labels["idioms"]) <= 20, len(labels["idioms"])
    start0 = end_ms - days * DAY_MS
    stats = {}
    for k, m in msgs.items():
        ms = (int(k) >> 22) + DISCORD_EPOCH
        key = (parent[k], (ms - start0) // DAY_MS)
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(_ev_text(m, m["content"]).encode("utf-8"))
        s["hard"] += k in hard_ids
        s["noise"] += k in noise
        s["near"] += k in near
    return {"types": types, "stats": stats}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # load back and verify
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    res = verify(events, labels, a.channels, a.days, int(end.timestamp() * 1000))
    if not a.quiet:
        print(f"{len(events)} events, {len(labels['hard_events'])} hard events, "
              f"{len(labels['idioms'])} idioms, {len(labels['removed_texts'])} removed texts", file=sys.stderr)
        for (cid, day), s in sorted(res["stats"].items()):
            print(f"  channel {cid} day {day}: {s['msgs']} msgs, {s['bytes'] / 1024:.1f} KiB, hard {s['hard']}, "
                  f"noise {s['noise']} ({100 * s['noise'] / s['msgs']:.0f}%), near-miss {s['near']}", file=sys.stderr)
        print("  hard by type: " + ", ".join(f"{k}={v}" for k, v in sorted(res["types"].items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
