#!/usr/bin/env python3
"""prop_options_alerts: blind desk generator (standard library only).

A small US prop desk trading single-name/index options (SPY, QQQ, TSLA, NVDA, AMD,
META ...) and micro futures (MES, MNQ). Three traders post in options-alert shorthand
(BTO/STC/BTC/STO, "trim 1/3", runners, "SL 1.05", lotto, 0dte); the head trader
approves by reply; a ThinkOrSwim-style fill bot, an order-status bot, a risk bot, a
relay of a paid signal service, an unusual-flow bot, a newswire, a triage bot and a
journal bot share the channel.  See prop_options_alerts.md.

    python -m tests.desks.prop_options_alerts --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "prop_options_alerts"
DISCORD_EPOCH_MS = 1420070400000
GUILD_ID = "1187420377519312936"
BASE_CHANNEL_IDS = [
    "1213569820011479122",  # #options-alerts
    "1213570118447329390",  # #0dte-and-futures
    "1238804412270633041",  # #swing-book
    "1240911365723656312",  # #alerts-overflow
]
DEFAULT_END = datetime(2026, 12, 5, 5, 0, 0, tzinfo=timezone.utc)  # 2026-12-05 00:00 ET

PEOPLE = {
    "vex": ("vexx", "1049263318472556544", False),
    "kd": ("kdub", "1051877402193412116", False),
    "marlo": ("marlo.b", "1062215570930470932", False),
    "hutch": ("hutch", "1039920466735632394", False),
    "rook": ("rook", "1121408839021617203", False),
    "jen": ("jen", "1044650182238830622", False),
    "fills": ("TOS Fills", "1102338410966761532", True),
    "orders": ("OrderStatus", "1102339176548876348", True),
    "risk": ("RiskGuard", "1098845023154262077", True),
    "alpha": ("AlphaWave Relay", "1131022906312605707", True),
    "flow": ("FlowHound", "1109875511800471662", True),
    "news": ("Newswire", "1087440097263542303", True),
    "journal": ("Journal", "1140417632004669521", True),
    "ops": ("desk-ops", "1098851962108178473", True),
    "triage": ("triage", "1155030412277346386", True),
    "pad": ("deskpad", "1160298876610445342", True),
    "spam": ("vip_signalz", "1311874409930522725", False),
}
TRADERS = ["vex", "kd", "marlo"]

BASE_PX = {
    "SPY": 688.0, "QQQ": 618.0, "IWM": 246.0, "TSLA": 432.0, "NVDA": 186.0, "AMD": 228.0,
    "META": 676.0, "AVGO": 412.0, "PLTR": 181.0, "COIN": 271.0, "MU": 114.0, "ARM": 152.0,
    "GOOGL": 318.0, "AAPL": 281.0, "AMZN": 236.0, "NFLX": 108.0, "SMCI": 41.0, "HOOD": 128.0,
    "MSFT": 492.0, "BA": 204.0, "ORCL": 212.0, "SOFI": 29.0, "MSTR": 182.0,
}
IV = {"SPY": 0.14, "QQQ": 0.18, "IWM": 0.21, "TSLA": 0.55, "NVDA": 0.45, "AMD": 0.50,
      "META": 0.36, "AVGO": 0.42, "PLTR": 0.62, "COIN": 0.70, "MU": 0.52, "ARM": 0.58,
      "GOOGL": 0.30, "AAPL": 0.24, "AMZN": 0.32, "NFLX": 0.38, "SMCI": 0.80, "HOOD": 0.68,
      "MSFT": 0.24, "BA": 0.36, "ORCL": 0.44, "SOFI": 0.66, "MSTR": 0.85}
STEP = {"SPY": 1, "QQQ": 1, "IWM": 1, "TSLA": 5, "NVDA": 2.5, "AMD": 2.5, "META": 5, "AVGO": 5,
        "PLTR": 2.5, "COIN": 5, "MU": 2.5, "ARM": 2.5, "GOOGL": 5, "AAPL": 5, "AMZN": 5,
        "NFLX": 1, "SMCI": 1, "HOOD": 2.5, "MSFT": 5, "BA": 2.5, "ORCL": 5, "SOFI": 0.5, "MSTR": 5}
FUT_BASE = {"MES": 6905.0, "MNQ": 25410.0}
FUT_PT = {"MES": 5, "MNQ": 2}
COMPANY = {
    "TSLA": "Tesla", "NVDA": "Nvidia", "AMD": "AMD", "META": "Meta Platforms", "AVGO": "Broadcom",
    "PLTR": "Palantir", "COIN": "Coinbase", "MU": "Micron", "ARM": "Arm Holdings", "GOOGL": "Alphabet",
    "AAPL": "Apple", "AMZN": "Amazon", "NFLX": "Netflix", "SMCI": "Super Micro", "HOOD": "Robinhood",
    "MSFT": "Microsoft", "BA": "Boeing", "ORCL": "Oracle", "SOFI": "SoFi", "MSTR": "Strategy",
}
WATCH_POOL = ["AVGO", "PLTR", "COIN", "MU", "ARM", "GOOGL"]
OTHER_POOL = ["AAPL", "AMZN", "NFLX", "SMCI", "HOOD", "MSFT", "BA", "ORCL", "SOFI", "MSTR",
              "AVGO", "PLTR", "COIN", "MU", "ARM", "GOOGL"]
MON = ["", "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
FUT_MONTH = {3: "H", 6: "M", 9: "U", 12: "Z"}
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

IDIOM_ORDER = [
    "BTO alert with x-size, SL and PT tagging the head trader",
    "short reply approval ('send it' / 'go')",
    "embed-only OrderStatus WORKING",
    "ThinkOrSwim fill line with (Weeklys) and @price",
    "fill bot edits a partial into the full fill",
    "runners stop trailed by editing the same message twice",
    "'b N spy 0dte ... lotto' shorthand proposal",
    "risk bot resizes a 0dte order to the max",
    "premarket notes with one buried BTO plan",
    "triage bot routes a held-name headline",
    "triage bot no_route on a relayed alert",
    "'no action from us' reply to a relayed alert",
    "held name only by company name in a news embed",
    "watchlist name headline (not held)",
    "'thesis intact' / 'conviction up' on a held swing",
    "paid signal-service BTO/SL/PT alert relayed into the channel",
    "journal bot reposting yesterday's TOS fill lines",
    "unusual options flow post (other people's trades)",
    "risk bot 'all limits ok' heartbeat",
    "thumbs-up/ok reply to a fill is only an ack",
    "EOD recap with a buried limit change",
    "'ok size down to N' reply approval",
    "'trimmed 1/3' shorthand inside the trade thread",
    "paper-account trade by the junior",
    "reply 'taking this one' to a relayed signal alert",
    "'cut the lotto @ .19' exit",
    "'flipping bearish ... thesis is dead'",
    "'pulled the stop' removes a stop",
    "deskpad key=value proposal",
    "staged 'mon open' weekend proposal",
    "backtest table with fills and win rate",
]


# --------------------------------------------------------------------------- helpers

def et_offset_hours(d: date) -> int:
    y = d.year
    mar = date(y, 3, 8)
    dst_start = mar + timedelta(days=(6 - mar.weekday()) % 7)
    nov = date(y, 11, 1)
    dst_end = nov + timedelta(days=(6 - nov.weekday()) % 7)
    return -4 if dst_start <= d < dst_end else -5


def hm(h, m=0, s=0):
    return h * 3600 + m * 60 + s


def fmt_strike(k):
    return str(int(k)) if abs(k - round(k)) < 1e-9 else ("%g" % k)


def px2(p):
    return "%.2f" % p


def spx(p):
    """Trader/TOS style price: .42 for sub-dollar."""
    s = "%.2f" % p
    return s[1:] if s.startswith("0.") else s


def tick(p):
    p = max(p, 0.01)
    if p < 3:
        return round(p + 1e-9, 2)
    return round(round(p * 20) / 20, 2)


def q25(p):
    return round(p * 4) / 4


def fpx(p):
    return "%.2f" % p


def money(x):
    return ("-$" if x < 0 else "+$") + "{:,}".format(abs(int(round(x))))


def friday_on_or_after(d):
    return d + timedelta(days=(4 - d.weekday()) % 7)


def third_friday(y, m):
    first = date(y, m, 1)
    return first + timedelta(days=(4 - first.weekday()) % 7 + 14)


def next_session(d):
    n = d + timedelta(days=1)
    while n.weekday() >= 5:
        n += timedelta(days=1)
    return n


def prev_session(d):
    n = d - timedelta(days=1)
    while n.weekday() >= 5:
        n -= timedelta(days=1)
    return n


def weekly_exp(d, skip_same_day=True, extra_weeks=0):
    f = friday_on_or_after(d)
    if skip_same_day and f == d:
        f += timedelta(days=7)
    f = f + timedelta(days=7 * extra_weeks)
    if (f.month, f.day) in ((12, 25), (1, 1), (7, 4)):
        f -= timedelta(days=1)  # exchange holiday: weeklies expire thursday
    return f


def trade_exp(d):
    """Expiry a trader picks for a single-name swing/day trade: this Friday, or next week's if it is 2 days or less away."""
    f = weekly_exp(d, skip_same_day=False)
    if (f - d).days <= 2:
        f = weekly_exp(f + timedelta(days=1), skip_same_day=False)
    return f


def monthly_exp(d, min_days=10):
    y, m = d.year, d.month
    for _ in range(3):
        tf = third_friday(y, m)
        if (tf - d).days >= min_days:
            return tf
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return third_friday(y, m)


def fut_code(root, d):
    y, m = d.year, d.month
    while True:
        if m in FUT_MONTH:
            tf = third_friday(y, m)
            if (tf - d).days >= 8:
                return "/%s%s%02d" % (root, FUT_MONTH[m], y % 100)
        m += 1
        if m == 13:
            y, m = y + 1, 1


def md(d):
    return "%d/%d" % (d.month, d.day)


def bs_price(S, K, T, iv, cp):
    if T <= 0:
        return max(0.0, S - K) if cp == "c" else max(0.0, K - S)
    v = iv * math.sqrt(T)
    d1 = (math.log(S / K) + 0.5 * v * v) / v
    d2 = d1 - v
    n = lambda x: 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
    c = S * n(d1) - K * n(d2)
    return c if cp == "c" else c - S + K


class Opt:
    def __init__(self, sym, exp, strike, cp):
        self.sym, self.exp, self.strike, self.cp = sym, exp, strike, cp

    @property
    def ks(self):
        return fmt_strike(self.strike)

    def alert(self):
        return "%s %s %s%s" % (self.sym, md(self.exp), self.ks, self.cp)

    def low(self):
        return "%s %s%s" % (self.sym.lower(), self.ks, self.cp)

    def zdte(self):
        return "%s 0dte %s%s" % (self.sym.lower(), self.ks, self.cp)

    def tos(self):
        wk = "" if self.exp == third_friday(self.exp.year, self.exp.month) else "(Weeklys) "
        return "%s 100 %s%d %s %02d %s %s" % (self.sym, wk, self.exp.day, MON[self.exp.month],
                                              self.exp.year % 100, self.ks,
                                              "CALL" if self.cp == "c" else "PUT")


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id_for(i):
    if i < len(BASE_CHANNEL_IDS):
        return BASE_CHANNEL_IDS[i]
    h = int(hashlib.sha256(("%s:channel:%d" % (DESK, i)).encode()).hexdigest(), 16)
    ms = 1700000000000 + (h % 30000000000)
    return str(((ms - DISCORD_EPOCH_MS) << 22) | ((h >> 64) & 0x3FFFFF))


def iso_ms(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


# --------------------------------------------------------------------------- model

class Msg:
    def __init__(self, t, who, content, embeds, attachments, reply, thread, cls, hard, idiom, snippet):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.attachments = attachments or []
        self.reply = reply
        self.thread = thread
        self.cls = cls
        self.hard = hard
        self.idiom = idiom
        self.snippet = snippet
        self.edits = []
        self.superseded = []
        self.deleted = None
        self.forgotten = None
        self.id = None

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content

    def state(self):
        if self.forgotten is not None:
            return "forgotten"
        if self.deleted is not None:
            return "deleted"
        if self.edits:
            return "edited"
        return "live"


class Thread:
    def __init__(self, starter):
        self.starter = starter


def embed_texts(e):
    out = []
    for k in ("title", "description", "author", "footer"):
        if e.get(k):
            out.append(e[k])
    for f in e.get("fields", []):
        out.append(f["name"])
        out.append(f["value"])
    return out


# --------------------------------------------------------------------------- text pools

SESSION_CHATTER = {
    "vex": [
        "ok so tsla did the exact thing i said it would do yesterday and i wasn't in it. classic. at least the levels were right",
        "the 10:30 reversal thing on tsla is so consistent it's almost a meme now, 4 out of the last 5 days",
        'note to self: stop looking at the 1m chart when you have a position, it just makes you do dumb things',
        "tsla holding {tsla} like a champ 💪",
        "this open is so choppy, waiting for the 15m to settle",
        "tsla iv still ~{tsiv}% on the weeklies, premium is stupid expensive",
        "nvda bid getting stacked around {nvda} 👀",
        "god i love a vwap reclaim",
        "volume drying up on everything rn",
        "tsla ran 6 pts in 4 min and gave it all back lol",
        "anyone else's tos ladder freezing or just me",
        "if spy holds {spy} into lunch we're fine",
        "the 5m on tsla looks like a staircase 🪜",
        "ok this is why i dont trade the first 5 minutes",
        "qqq leading again, semis carrying",
        "meta doing nothing. as usual until it does",
        "chart looks clean but tape says no",
    ],
    "kd": [
        'es just tagged the overnight high to the tick and got rejected, love when the levels work like that',
        'the spx 0dte gamma profile is flat today which usually means we drift, not trend. lottos probably a waste',
        'mnq spread widened to 2 ticks for a sec there, somebody big hit the book',
        "es {es} is the pivot today, been respected 3x",
        "spy pinned at {spy} again, dealers doing dealer things",
        "vix {vix} and falling, lotto premium is cheap-ish",
        "nq ripping, es lagging, classic",
        "dont love the breadth here tbh",
        "spx 0dte straddle priced ~{straddle} this morning fwiw",
        "that was a nasty wick on mnq",
        "tape feels heavy into this data",
        "10y back above 4.2 and qqq doesn't care lol",
        "whoever is selling qqq here has size",
        "gamma flip on spx around {gflip} per the usual sources, take w salt",
        "futures volume is thin today",
        "that 2pm candle 😬",
    ],
    "marlo": [
        "meta call skew is steepest it's been in a month, someone is positioning for upside into the event",
        'reading through the 13F filings from last month, the big funds added semis again. not a signal, just context',
        "i'm keeping a spreadsheet of every signal-service alert vs what the stock did after. 3 weeks in, it's a coin flip",
        "meta option volume is 2x avg today, mostly calls",
        "semis are doing the heavy lifting, rest of the tape is meh",
        "reading the AVGO transcript again, the AI rev guide is wild",
        "my rule: no adds before 10:00. sticking to it",
        "nvda skew is flattening, interesting",
        "breadth ~55/45, nothing special",
        "i'd love a flush to {spy} just to reset everything",
        "watching how meta handles the open range high",
        "the 1h on qqq is still uptrend, dips getting bought",
        "term structure on tsla is inverted into next week, someone expects something",
    ],
    "rook": [
        'i paper traded the exact same setup as vexx this morning and somehow lost money on it, how 😭',
        'finally figured out how to set up the bracket orders in tos, the oco thing is confusing at first',
        "why does tsla always dump at 10:30 lol",
        "learning so much just lurking here ngl",
        "what's everyone watching after lunch",
        "is it normal for spy 0dte spreads to be this wide at the open?",
        "tos just logged me out mid-session 😤",
        "how do you guys read the flow bot, like is a sweep always bullish?",
        "vix under {vix} feels like a trap",
    ],
    "hutch": [
        'good discipline this morning everyone. alerts were clean and nobody front-ran the approval',
        "if you're red on the day, sit on your hands for 30 minutes before the next trade. no revenge trades",
        "everyone stay patient, no forcing it in lunch chop",
        "good tape discipline today, keep posting before you send",
        "reminder: alert first, then wait for my reply. no cowboy stuff",
        "spreads are wide, use limits",
        "i'm here, post it if you want it",
        "quiet is fine. we get paid for the good ones",
    ],
}
OFFHOURS_CHATTER = {  # evening, 16:00-24:00 ET
    "vex": ["ah movers are boring tonight", "prepping the tsla levels for tomorrow", "futures drifting, nothing to see",
            "rewatching the open from today, so many tells i missed live"],
    "kd": ["globex quiet, es {es}", "gonna re-run my levels tonight", "es drifting in the evening session, nothing to do",
           "closing the laptop before i do something dumb in globex"],
    "marlo": ["reading earnings transcripts, pls send coffee", "ah volume is thin, ignoring it", "updating the swing sheet",
              "journal done for today ✅"],
    "rook": ["how do you guys prep the night before?", "watching old hutch clips from the spring lol", "journal done, going to bed early for once"],
    "hutch": ["good work today. rest up", "talk tomorrow, post levels by 9"],
}
OVERNIGHT_CHATTER = {  # 00:00-05:00 ET
    "vex": ["cant sleep, watching asia open lol", "why am i awake", "nikkei doing nikkei things"],
    "kd": ["mnq grinding up overnight", "nikkei green, es following", "globex quiet, es {es}"],
    "marlo": ["up early, europe is soft", "dax red, es shrugging"],
    "rook": ["is it normal to check futures at 3am or do i have a problem"],
    "hutch": ["go to sleep everyone"],
}
PREMARKET_CHATTER = {  # 05:00-09:30 ET
    "vex": ["futures drifting, nothing to see", "coffee #2, tsla flat premarket", "pm volume on tsla is tiny, ignoring it"],
    "kd": ["es {es} premarket, right at the pivot", "data at 8:30 could move it, not trading before that", "europe soft, es shrugging"],
    "marlo": ["anyone have the consensus for this morning's data handy", "reading the overnight headlines, nothing for us",
              "premarket movers list is all earnings names"],
    "rook": ["what's everyone watching at the open?", "first time i'm up before 7 to prep, feels pro"],
    "hutch": ["levels in by 9 please", "morning. post plans before the bell, not after"],
}
WEEKEND_CHATTER = {
    "vex": ["weekend = theta burn on my runners 😭", "rewatching my tsla trades from the week, sloppy exits",
            "anyone else screen time 12h this week lol", "monday can't come soon enough",
            "ngl this week was a grind", "tsla weekend news always drops at 11pm saturday"],
    "kd": ["globex opens 6pm sun, i'll be here", "re-running es levels for next week",
           "the weekend is just a long overnight session", "watching football and pretending not to check futures"],
    "marlo": ["reading 10-Qs on a saturday like a normal person", "swing sheet updated, pinning later",
              "weekly charts look fine, nothing broken", "sector rotation was real this week"],
    "rook": ["going through the journal from the week, so many lessons",
             "what books do you guys recommend for options greeks?",
             "practicing the alert format in my paper acct"],
    "hutch": ["enjoy the weekend, no trading from the beach", "weekly review notes up later",
              "proud of the discipline this week"],
}
MEDIUM_CHATTER = {
    "vex": [
        "the tsla tape today is the classic 'everyone is long calls and nobody can sell' look. it'll either squeeze or bleed into friday, no middle ground",
        "i keep a sticky note on my monitor that says 'the alert is the plan'. when i deviate from the alert i lose money, it's almost funny how consistent it is",
        'every time i think about switching to 0dte for tsla i look at my journal and remember the week i lost 4 days of profits in 40 minutes',
        "the thing about tsla weeklies is you're paying 60 vol for a stock that realizes 45 most days, so you need the move fast or theta just eats you. that's why i only take it on a level",
        "honestly the best trades i've had this month were the ones where i waited 20 minutes longer than felt comfortable. every time i front-run the level it costs me",
        "my screen setup rn: 1m and 5m tsla, spy 5m, the tape, and this channel. anything more than that and i start seeing ghosts",
        "i used to average down on everything. now i only do it on swings with a written plan and only after hutch ok's it. account is a lot happier",
        "people underestimate how much the spread costs on the weeklies at the open. 10-15 cents on a 2 dollar option is like 6% before you even start",
    ],
    "kd": [
        "dealers are long gamma above the big strike today, so the moves get sold and bought back. that's why every push into the highs fades. don't fight it",
        "fun stat from my log: 70% of my mes losers this month happened in the first 10 minutes after a data release. i just don't trade those windows anymore",
        'the mnq tick value makes it really easy to oversize. 2 mnq feels like nothing until nq moves 80 points in a minute',
        "es has respected the overnight high/low as first targets like 7 of the last 10 sessions. not magic, just where the stops are",
        "the reason lottos feel good is the 1 in 8 that goes 5x. the reason they're bad is the other 7. i keep a tally and it's basically break even over 3 months",
        "when vix is under 15 the 0dte straddle is cheap enough that small moves pay, when it's over 20 you need a real trend day. sizing should follow that",
        "futures are way more honest than options imo. no iv, no theta, no spread games. you're right or you're wrong and you know in 5 minutes",
        "i've been logging every mes trade with the time of day. 10:00-11:00 and 14:00-15:00 are where all the edge is, lunch is a coin flip with fees",
    ],
    "marlo": [
        "the thing with swing options is you have to be right on direction AND timing. that's why i buy monthlies and size small, it buys me the timing",
        'if anyone wants to learn options greeks properly, put a 1-lot on paper and write down delta/theta/vega every hour for a week. nothing teaches it faster',
        'the monthly opex pin is real on our swing names. the big open interest strikes act like magnets the last two days before expiry',
        "the swing book works because i size it small and give it room. if i sized it like a day trade i'd get shaken out of every good position on a random red day",
        "i read the alphawave alerts mostly to see what retail is being told to buy. when everyone's in the same calls the fade is usually better",
        "spent lunch reading the last three earnings calls for our swing names. the tone on capex is still very bullish, nobody is talking about cutting",
        "reminder that monthly opex is when a lot of the pinning happens. our swing calls are monthlies so i watch the big strikes into the third friday",
        "i think the desk does best when we do fewer, better trades. the days with 15 alerts are always worse than the days with 6",
    ],
    "rook": [
        "been reading the journal reposts every morning and trying to guess why each trade worked or didn't before reading the note. i'm right about half the time",
        "question nobody asked: why does the fill bot say (Weeklys) on some and not others? figured it out, monthlies don't get the tag. feel smart today",
        "trying to understand why the 0dte premium collapses so fast after lunch. is it just theta or is iv also dropping into the close?",
        "i wrote down every alert from this channel last week and what happened after. the ones hutch sized down did worse on average, interesting",
        "my paper acct is up but my real acct is flat because i keep not taking the trades i paper. classic i guess",
    ],
    "hutch": [
        "the best thing you can do on a slow day is nothing. the second best thing is to write down what you'd do if it gets fast, so you're ready",
        "one rule i wish i'd learned earlier: your size should be set before you look at the p&l. once you're looking at dollars you're not trading anymore",
        "the edge on this desk isn't any single setup, it's that everything is written down before it happens. alert, reply, fill, journal. keep doing it",
        "if the fill bot and your alert disagree on price by more than a few cents, look at why. usually it's chasing at the open",
        "i'd rather have 5 good alerts a day than 15 okay ones. sizing up on the good ones is how the month gets made",
    ],
}
MEDIUM_WEEKEND = {
    'vex': [
        'spent the morning going through every tsla alert i posted this month. the ones after 2pm are basically all losers. not trading tsla after 2 anymore, just for me',
        "weekend homework done: levels for tsla, nvda, spy, qqq on the sheet. if monday opens inside the range i'm doing nothing till 10:15",
        "my wife asked why i'm 'watching a chart of a market that's closed' and honestly fair question",
    ],
    'kd': [
        "futures weekly chart: still in the channel it's been in since october. the upper line is where every rally has died. watching that for the week",
        'been backtesting the overnight-high fade some more. works in balanced weeks, gets run over in trend weeks. need a filter for which week it is',
        "sunday globex open is usually a nothing burger unless there was weekend news. i'll be on but probably just watching",
    ],
    'marlo': [
        "swing book review: both positions are monthlies so theta over the weekend is real but manageable. the bigger risk is a gap, which is why they're small",
        'reading the sell-side year-ahead pieces. everyone has the same targets, which usually means the path is going to be weirder than anyone expects',
        "if you only do one thing this weekend, read your own journal from the week. not the p&l, the notes. that's where the lessons are",
    ],
    'rook': [
        "weekend plan: rewrite my paper trading rules so they match the desk's alert format exactly. level, size, stop, before the trade",
        "watched a replay of friday's open at 0.25x speed. the tsla move everyone caught was so obvious in hindsight and so not obvious live lol",
    ],
    'hutch': [
        "reminder that monday's first hour is for watching unless your alert was written over the weekend. weekend plans beat monday impulses",
        "if you're reading this on saturday night, close the charts. the market will still be there monday and so will your levels",
    ],
}
ACKS = ["🔥", "nice", "ty", "lfg 🚀", "gg", "🙏", "ok", "👍", "💰💰", "clean", "W", "🫡", "nice one", "🔥🔥🔥", "let's go"]
GM = ["gm ☕", "gm gm", "gm 🌞", "gm fam", "morning all", "gm. futures {fdir} 🟢", "gm 🫡", "mornin"]
GN = ["gn 🌙", "gn fam", "gn, see y'all at the bell", "out ✌️", "gn 💤", "logging off, gn", "gn. good day"]
MEMES = [
    ("me holding runners into lunch", "runners_lunch.gif"),
    ("when the 0dte lotto prints but you only bought 1 🤡", "lotto_1lot.png"),
    ("theta gang eating good today 🍽️", "theta_gang.jpg"),
    ("'it's just a pullback' → -80%", "just_a_pullback.png"),
    ("POV: you bought the top of the opening range", "pov_orh.jpg"),
    ("my wife asking why i'm yelling at a 1 minute candle", "yelling_candle.gif"),
    ("average 0dte enjoyer vs average leaps enjoyer", "0dte_vs_leaps.png"),
    ("tos when you click send at 9:30:01", "tos_spinner.gif"),
]


# --------------------------------------------------------------------------- day builder

class Day:
    def __init__(self, seed, ci, channel_id, d, start_ms):
        self.seed, self.ci, self.channel_id, self.d, self.start_ms = seed, ci, channel_id, d, start_ms
        self.rng = random.Random("%s|%d|%d|%s" % (DESK, seed, ci, d.isoformat()))
        self.weekend = d.weekday() >= 5
        self.msgs = []
        self.ops = []
        self.threads = []
        self.book = []
        r = self.rng
        self.order_no = r.randint(1043100000, 1049800000)
        self.oids = []
        self.news_no = r.randint(88000, 99000)
        self.aw_no = r.randint(5100, 5900)
        self.pad_no = r.randint(2100, 2900)
        self.acct = ["7731", "0418", "5562", "2290"][ci % 4]
        self.px = {k: v * (1 + r.gauss(0, 0.012)) for k, v in BASE_PX.items()}
        self.fut = {k: q25(v * (1 + r.gauss(0, 0.008))) for k, v in FUT_BASE.items()}
        self.vix = round(r.uniform(13.5, 19.5), 1)
        self.sess = next_session(d) if self.weekend else d
        self.traded = set()
        self.limits = self._limits()
        self._carried()

    # ---- infrastructure
    def post(self, t, who, content="", embeds=None, attachments=None, reply=None, thread=None,
             cls="other", hard=None, idiom=None, snippet=None):
        if reply is not None:
            if thread is None:
                thread = reply.thread
            if t <= reply.t:
                t = reply.t + self.rng.uniform(5, 40)
        if thread is not None and t <= thread.starter.t:
            t = thread.starter.t + self.rng.uniform(20, 90)
        t = min(max(t, 1.0), 86395.0)
        m = Msg(t, who, content, embeds, attachments, reply, thread, cls, hard, idiom, snippet)
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, old=()):
        t = max(t, m.t + 6)
        if m.edits:
            t = max(t, m.edits[-1][0] + 6)
        m.edits.append((min(t, 86398.0), content))
        m.superseded.extend(old)

    def delete(self, m, t):
        m.deleted = min(max(t, m.t + 4), 86398.0)

    def bulk_delete(self, ms, t):
        t = min(max([t] + [m.t + 4 for m in ms]), 86398.0)
        for m in ms:
            m.deleted = t
        self.ops.append((t, "bulk_delete", ms, None))

    def forget(self, m, t, by):
        m.forgotten = (min(max(t, m.t + 30), 86398.0), PEOPLE[by][1])

    def pin(self, m, t, by="hutch"):
        self.ops.append((max(t, m.t + 2), "pin", m, PEOPLE[by][1]))

    def unpin(self, m, t, by="hutch"):
        self.ops.append((max(t, m.t + 3), "unpin", m, PEOPLE[by][1]))

    def react(self, m, t, emoji, who):
        self.ops.append((min(max(t, m.t + 1), 86399.0), "reaction_add", m, (emoji, PEOPLE[who][1])))

    def unreact(self, m, t, emoji, who):
        self.ops.append((min(max(t, m.t + 2), 86399.0), "reaction_remove", m, (emoji, PEOPLE[who][1])))

    def thread(self, starter):
        th = Thread(starter)
        self.threads.append(th)
        return th

    def mark(self):
        return (len(self.msgs), len(self.ops), len(self.threads), len(self.book), set(self.traded))

    def rollback(self, mk):
        n_m, n_o, n_t, n_b, tr = mk
        del self.msgs[n_m:]
        del self.ops[n_o:]
        del self.threads[n_t:]
        del self.book[n_b:]
        self.traded = tr

    def hard_count(self):
        return sum(1 for m in self.msgs if m.hard)

    def oid(self):
        self.order_no += self.rng.randint(3, 61)
        self.oids.append(str(self.order_no))
        return str(self.order_no)

    def nid(self):
        self.news_no += self.rng.randint(2, 40)
        return "news#%d" % self.news_no

    def j(self, a, b):
        return self.rng.uniform(a, b)

    def clock(self, t):
        return "%02d:%02d:%02d" % (int(t // 3600) % 24, int(t % 3600 // 60), int(t % 60))

    # ---- market
    def opx(self, o, t, move=0.0):
        S = self.px[o.sym] * (1 + move)
        ref = self.sess
        frac = max(0.04, (hm(16) - t) / 86400.0) if not self.weekend else 0.27
        days = (o.exp - ref).days + frac
        return tick(bs_price(S, o.strike, days / 365.0, IV[o.sym], o.cp))

    def strike(self, sym, otm, cp):
        S = self.px[sym]
        target = S * (1 + otm) if cp == "c" else S * (1 - otm)
        st = STEP[sym]
        return round(target / st) * st

    def lvl(self, sym, pct=0.0):
        v = self.px[sym] * (1 + pct)
        return str(int(round(v))) if v > 50 else "%.1f" % v

    def fill_vars(self):
        r = self.rng
        return {
            "tsla": self.lvl("TSLA"), "nvda": self.lvl("NVDA"), "spy": self.lvl("SPY"),
            "qqq": self.lvl("QQQ"), "vix": "%.1f" % self.vix, "es": "%d" % round(self.fut["MES"]),
            "tsiv": str(r.randint(52, 66)), "straddle": "%.1f" % (self.px["SPY"] * 10 * 0.0085),
            "gflip": str(int(round(self.px["SPY"] * 10 / 25) * 25 - 25)), "fdir": r.choice(["green", "up a bit", "+0.3%"]),
        }

    # ---- desk state
    def _limits(self):
        r = random.Random("%s|%d|%d|limits|%s" % (DESK, self.seed, self.ci, self.d.isoformat()))
        lim = {
            "desk_dll": r.choice([3500, 4000, 5000]),
            "trader_dll": r.choice([1200, 1500]),
            "max_contracts": r.choice([10, 12]),
            "zero_max": r.choice([5, 5, 4]),
            "mes_max": 4, "mnq_max": 2,
            "no_0dte_after": "15:30",
        }
        self.prev_rule = eod_rule(self.seed, self.ci, prev_session(self.sess if self.weekend else self.d))
        if self.prev_rule[0] == "max_contracts":
            lim["max_contracts"] = self.prev_rule[1]
        elif self.prev_rule[0] == "zero_max":
            lim["zero_max"] = self.prev_rule[1]
        return lim

    def _carried(self):
        r = self.rng
        pool = [("marlo", "META"), ("vex", "NVDA"), ("marlo", "AMD")]
        r.shuffle(pool)
        picks = pool[:2]
        if all(p[0] != "vex" for p in picks):
            picks[1] = ("vex", "NVDA") if picks[0][1] != "NVDA" else ("vex", "AMD")
        self.carried = []
        for owner, sym in picks:
            o = Opt(sym, monthly_exp(self.sess, 10), self.strike(sym, r.uniform(0.02, 0.05), "c"), "c")
            avg = tick(self.opx(o, hm(11)) * r.uniform(0.8, 1.15))
            q = r.choice([3, 4, 5, 6])
            self.carried.append({"owner": owner, "sym": sym, "opt": o, "qty": q, "avg": avg})
            self.book.append({"name": o.alert(), "avg": avg, "ev": [(0.0, q)], "mult": 100, "fut": False})
        self.held = [c["sym"] for c in self.carried]
        self.watch = r.sample(WATCH_POOL, 4)
        self.other_pool = [s for s in OTHER_POOL if s not in self.watch]

    def carried_of(self, owner):
        for c in self.carried:
            if c["owner"] == owner:
                return c
        return self.carried[0]

    def free_names(self, n):
        pool = [s for s in self.other_pool if s not in self.traded]
        return self.rng.sample(pool, min(n, len(pool)))

    def add_book(self, name, avg, ev, fut=False, mult=100):
        self.book.append({"name": name, "avg": avg, "ev": ev, "mult": mult, "fut": fut})

    # ---- shared message makers
    def approval(self, prop, t, sym, q, reject=False, why=None, style=None, no_resize=False):
        r = self.rng
        s = sym.lower()
        if reject:
            opts = [
                ("no. not into %s" % why, ["no", "not into %s" % why]),
                ("pass — %s" % why, ["pass", why]),
                ("nah, no new %s today. %s" % (s, why), ["nah", "no new %s" % s]),
                ("no 🙅 %s" % why, ["no 🙅", why]),
            ]
            txt, facts = r.choice(opts)
            m = self.post(t, "hutch", txt, reply=prop, cls="hard", hard=("trade_approval", facts, "reply"))
            return m, 0
        q2 = max(1, q // 2)
        opts = [
            ("send it, %d is fine" % q, ["send it", "%d is fine" % q], q, "short reply approval ('send it' / 'go')"),
            ("👍 send it", ["👍", "send it"], q, "short reply approval ('send it' / 'go')"),
            ("go. %d max" % q, ["go", "%d max" % q], q, "short reply approval ('send it' / 'go')"),
            ("approved ✅ %s x%d" % (s, q), ["approved", "x%d" % q], q, None),
            ("send. %s x%d" % (s, q), ["send", "x%d" % q], q, "short reply approval ('send it' / 'go')"),
            ("yep send %d" % q, ["yep send", "%d" % q], q, None),
        ]
        if not no_resize and q >= 4:
            opts += [("ok size down to %d" % q2, ["ok", "size down to %d" % q2], q2, "'ok size down to N' reply approval")] * 2
        if style == "down" and q >= 4:
            opts = [o for o in opts if "size down" in o[0]]
        txt, facts, qq, idiom = r.choice(opts)
        m = self.post(t, "hutch", txt, reply=prop, cls="hard", hard=("trade_approval", facts, "reply"),
                      idiom=(idiom, "trade_approval") if idiom else None)
        return m, qq

    def order_embed(self, state, oid, o_text, side, qty, px, tif="DAY", desc=None, venue="CBOE", extra=()):
        icons = {"WORKING": "🟡", "FILLED": "🟢", "CANCELED": "⚪", "REJECTED": "🔴", "QUEUED": "🕓",
                 "REPLACED": "🔁"}
        fields = [
            {"name": "Symbol", "value": o_text, "inline": True},
            {"name": "Side", "value": side, "inline": True},
            {"name": "Qty", "value": str(qty), "inline": True},
            {"name": "Limit", "value": px, "inline": True},
            {"name": "TIF", "value": tif, "inline": True},
        ]
        fields += list(extra)
        return {"title": "%s %s · #%s" % (icons[state], state, oid),
                "description": desc or "", "author": "thinkorswim",
                "fields": fields, "footer": "TOS API · acct •••%s · %s" % (self.acct, venue)}

    def tos_fill(self, t, oid, bought, qty, instr, px, venue="CBOE", reply=None, idiom=True, suffix=""):
        verb = "BOUGHT" if bought else "SOLD"
        sq = ("+%d" if bought else "-%d") % qty
        txt = "#%s %s %s %s @%s %s%s" % (oid, verb, sq, instr, px, venue, suffix)
        return self.post(t, "fills", txt, cls="hard",
                         hard=("trade_fill", [verb, sq, instr, "@" + px], "structured"),
                         idiom=("ThinkOrSwim fill line with (Weeklys) and @price", "trade_fill") if idiom else None)

    def ack(self, target, t, who=None, pool=None):
        who = who or self.rng.choice(["vex", "kd", "marlo", "rook"])
        txt = self.rng.choice(pool or ACKS)
        return self.post(t, who, txt, reply=target, cls="noise")


def eod_rule(seed, ci, d):
    r = random.Random("%s|%d|%d|eod|%s" % (DESK, seed, ci, d.isoformat()))
    k = r.choice(["max_contracts", "zero_max", "trader_dll_vex", "trader_dll_kd", "tsla_cap"])
    if k == "max_contracts":
        return (k, r.choice([8, 6]))
    if k == "zero_max":
        return (k, 3)
    if k == "tsla_cap":
        return (k, r.choice([5, 6]))
    return (k, r.choice([1000, 800]))


# --------------------------------------------------------------------------- long texts

def journal_text(day, weekly=False):
    r = day.rng
    ref = prev_session(day.d)
    lines = []
    fills = []
    n = r.randint(9, 12) if not weekly else r.randint(12, 15)
    net = 0
    wins = 0
    per = {w: 0 for w in TRADERS}
    notes_win = ["textbook: alerted, approved, trimmed at PT1, trailed the runners",
                 "entry was clean, exit early — left ~40% on the table", "size right, patience right, took the gift",
                 "took it off the signal alert after posting it here first, worked this time",
                 "added on the retest like the plan said, runners paid for the week"]
    notes_loss = ["chased it after the alert, should have waited for the pullback", "size was right, stop was right, market said no",
                  "held through lunch, theta ate the edge", "lotto, sized like a lotto, behaved like a lotto",
                  "stopped at the exact low of day, classic", "fill was 3 cents worse than the alert, spread was wide at the open"]
    for i in range(n):
        who = r.choice(TRADERS)
        sym = r.choice(["TSLA", "NVDA", "SPY", "QQQ", "META", "AMD"])
        dd = ref if not weekly else ref - timedelta(days=r.randint(0, 4))
        while dd.weekday() >= 5:
            dd -= timedelta(days=1)
        exp = dd if sym in ("SPY", "QQQ") else weekly_exp(dd, skip_same_day=False)
        cp = r.choice("cp")
        k = round(BASE_PX[sym] * (1 + (0.01 if cp == "c" else -0.01) * r.uniform(0.5, 3)) / STEP[sym]) * STEP[sym]
        o = Opt(sym, exp, k, cp)
        q = r.choice([3, 4, 5, 6, 8, 10])
        e = tick(r.uniform(0.3, 1.2) if sym in ("SPY", "QQQ") else r.uniform(1.2, 6.5))
        win = r.random() < 0.62
        x = tick(e * (r.uniform(1.2, 2.4) if win else r.uniform(0.3, 0.8)))
        pnl = (x - e) * q * 100
        net += pnl
        per[who] += pnl
        wins += win
        if who == "kd" and sym in ("SPY", "QQQ"):
            head = "b %d %s @ %s" % (q, o.alert(), spx(e))
        else:
            head = "BTO %s x%d @ %s" % (o.alert(), q, spx(e))
        if win and q >= 6:
            t1 = q // 3
            mid = tick(e * r.uniform(1.15, 1.4))
            tail = "trim %d @ %s, STC %d @ %s" % (t1, spx(mid), q - t1, spx(x))
        else:
            tail = "STC %d @ %s" % (q, spx(x))
        tag = " (%s)" % WD[dd.weekday()] if weekly else ""
        note = r.choice(notes_win if win else notes_loss)
        lines.append("%d) %s%s · %s → %s · %s %s\n   note: %s" % (i + 1, PEOPLE[who][0], tag, head, tail, money(pnl),
                                                             "✅" if win else "❌", note))
        if len(fills) < (12 if not weekly else 10):
            oid = str(r.randint(1042000000, 1042999999))
            fills.append("#%s BOUGHT +%d %s @%s CBOE" % (oid, q, o.tos(), spx(e)))
            fills.append("#%s SOLD -%d %s @%s CBOE" % (str(int(oid) + r.randint(5, 900)), q, o.tos(), spx(x)))
    if weekly:
        hdr = "📓 **Journal** · weekly recap (%s–%s) · %d closed trades" % (md(ref - timedelta(days=4)), md(ref), n)
    else:
        hdr = "📓 **Journal** · yesterday (%s %s) · %d closed trades" % (WD[ref.weekday()], md(ref), n)
    foot = ("net %s · win rate %d/%d · avg hold %d min · biggest: %s\n"
            "_reposted from #journal for context — all of these are closed, nothing here is live. "
            "react 🧠 once you've written your notes_" % (money(net), wins, n, r.randint(18, 95),
                                                          r.choice(["TSLA calls", "SPY lotto", "META swing", "NVDA calls"])))
    pt = " · ".join("%s %s" % (PEOPLE[w][0], money(per[w])) for w in TRADERS)
    return "%s\n%s\n\nby trader: %s\n\nraw fills (from the archive):\n```\n%s\n```\n%s" % (hdr, "\n".join(lines), pt, "\n".join(fills), foot)


def analysis_text(day, sym):
    r = day.rng
    S = day.px[sym]
    st = STEP[sym]
    s1 = int(S * (1 - r.uniform(0.01, 0.025)))
    r1 = int(S * (1 + r.uniform(0.01, 0.02)))
    r2 = int(S * (1 + r.uniform(0.03, 0.05)))
    kk = round(S * 1.01 / st) * st
    iv = int(IV[sym] * 100 + r.randint(-4, 6))
    rv = int(IV[sym] * 100 + r.randint(-12, 2))
    flow = r.choice([
        "flow's been two-sided, big call buyer in the monthlies early but someone sold it right back",
        "call skew bid all week, puts getting sold, classic melt-up positioning",
        "lots of put spreads bought 2 weeks out, looks like hedging more than a bet",
        "0dte volume is 60% of total on this name now which makes the intraday moves dumb",
    ])
    change = r.choice([
        "a daily close under %d with volume. until then the trend is the trend" % s1,
        "if the semis ratio rolls over i'd get more careful on everything",
        "a gap over %d that holds the first hour, then it's a different conversation" % r2,
        "rates. 10y above 4.30 and multiples get squeezed again",
    ])
    oi = []
    for j in range(-2, 3):
        k = round(S * (1 + 0.015 * j) / st) * st
        oi.append(" %-8s %9s %9s" % (fmt_strike(k), "{:,}".format(r.randint(4000, 60000)), "{:,}".format(r.randint(4000, 60000))))
    return (
        "thinking out loud on %s — no position change, just notes 🧵\n\n"
        "context: %s\n"
        "levels: %d support (prior VAH), %d first resistance, %d above that and it's air\n"
        "gamma: dealers look long gamma above the %s strike so expect pinning into friday. under %d that flips and moves get faster\n"
        "open interest, front weekly:\n```\n strike    call OI    put OI\n%s\n```\n"
        "flow: %s\n"
        "iv: front-month ~%d%% vs 20d realized ~%d%%, so premium isn't cheap. if anything spreads > naked calls here\n"
        "scenarios:\n"
        "• bull: reclaim %d and hold it into the afternoon → %d is magnet, maybe %d by opex\n"
        "• base: chop %d–%d all week, theta eats everyone, nothing to do\n"
        "• bear: lose %d on volume → fast move to %d, the put wall\n"
        "what would change my mind: %s\n"
        "intraday: watching the first 30m range and whether %s leads or lags qqq. relative weakness into a green tape is the tell.\n"
        "structure i'd look at IF the bull case shows up: call spreads 1-2 weeks out, not weeklies, so theta doesn't eat the idea. "
        "nothing i'd size up on until it proves itself.\n\n"
        "if it loses %d on real volume puts would make sense, but that's an if, not a plan. nothing from me today"
        % (sym, r.choice(["3 inside days in a row, range compressing", "gapped and faded twice this week",
                          "trend intact on the daily, extended on the hourly", "relative strength vs QQQ fading since tuesday"]),
           s1, r1, r2, fmt_strike(kk), s1, "\n".join(oi), flow, iv, rv,
           r1, r2, int(r2 * 1.01), s1, r1, s1, int(s1 * 0.98), change, sym, s1))


def backtest_text(day):
    r = day.rng
    strat = r.choice([
        ("0dte lotto", "SPY", "buy ~10-delta calls at 14:30 ET if SPY > VWAP, exit 15:55 or 3x"),
        ("opening range", "QQQ", "buy 30-delta on a 15m ORB break, SL 35%, PT 60%"),
        ("tsla vwap reclaim", "TSLA", "buy next-Friday 25-delta calls on 5m VWAP reclaim after 10:00, trim 1/3 at +30%"),
        ("MES pivot fade", "MES", "fade first touch of prior-day high/low, 2 contracts, 8pt stop, 16pt target"),
    ])
    n = r.randint(180, 520)
    win = r.uniform(14, 58)
    pf = r.uniform(0.85, 1.45)
    dd = r.uniform(12, 41)
    aw = r.randint(35, 340)
    al = r.randint(30, 95)
    start = r.choice(["2023-01-03", "2023-06-01", "2024-01-02"])
    sample = "%s BTO x5 @ %.2f → STC @ %.2f (%s)" % (strat[1], r.uniform(0.3, 3), r.uniform(0.3, 6), r.choice(["2024-03-14", "2025-02-07", "2025-08-21"]))
    years = []
    for y in (2023, 2024, 2025, 2026):
        years.append(" %d   %4d   %5.1f%%   %5.2f   %s" % (y, r.randint(30, 160), r.uniform(10, 60), r.uniform(0.6, 1.8), money(r.randint(-9000, 22000))))
    return (
        "ran the %s backtest again with the new fill model 📊\n"
        "period: %s → last friday · %s · rule: %s\n"
        "```\n trades   win%%    avg win   avg loss   PF     maxDD\n %5d   %5.1f%%   +%d%%     -%d%%      %.2f   -%.0f%%\n```\n"
        "by year:\n```\n year  trades   win%%      PF     net\n%s\n```\n"
        "sample fill from the log: %s\n"
        "takeaways: slippage assumption (1 tick each side) eats ~a third of the edge, and most of the PF comes from 6 days. "
        "friday afternoons are the only bucket that's clearly positive, mondays are awful. "
        "not changing anything live, just sharing so nobody re-discovers it the hard way. sheet is in the drive if you want to poke at it"
        % (strat[0], start, strat[1], strat[2], n, win, aw, al, pf, dd, "\n".join(years), sample))


def lesson_text(day):
    r = day.rng
    paras = [
        "1) post the alert in here BEFORE you click send. symbol, strike, expiry, size, limit, stop. if it's not in the channel it didn't happen.",
        "2) wait for my reply. a 👀 from me is not a yes. 'send' is a yes. if i'm quiet for 5 min, ping me, don't freelance.",
        "3) trims and runners: say what you did after you did it, with the price. the fill bot is the source of truth but your post is the context.",
        "4) if the fill bot and your post disagree, the fill bot wins and you edit your post.",
        "5) signal service alerts are other people's trades. reading them is fine, copying them without posting here first is not.",
        "6) lottos are lottos. size them like you expect zero, because most days you'll get zero.",
        "7) stops only move one way. if you catch yourself moving one down, close the trade instead.",
    ]
    r.shuffle(paras)
    k = r.randint(5, 7)
    return ("reminder for the newer folks since we had a couple of messy ones this week:\n" + "\n".join(sorted(paras[:k])) + "\n" +
            r.choice(["that's it. carry on 🫡", "ok rant over", "love you all, be boring"]))


def rook_question_text(day):
    r = day.rng
    return r.choice([
        "q for the room: when you 'trim 1/3' on a 10 lot do you round to 3 or 4? and do runners get the SL at b/e right "
        "away or only after PT1? been paper trading it both ways and the b/e-immediately version gets me shaken out constantly. "
        "the other version gives back a lot on the days it reverses. curious what the rule is here, or if there isn't one",
        "dumb question maybe but how do you guys decide between the weekly and next week's expiry? i keep buying the weekly "
        "for the cheaper premium and then theta eats me alive by wednesday. is there a rule of thumb for dte vs how long you "
        "expect to hold? like if the thesis is 2-3 days do you always go 2 weeks out?",
        "when the flow bot posts a big sweep on something, does anyone here actually follow it? it feels like half of them are "
        "closing trades or hedges and there's no way to tell from the embed. curious how you filter it, or if you just ignore "
        "the bot entirely and only use it for context",
        "how do you size a lotto? like is it always a fixed dollar amount or a fixed number of contracts? "
        "i've been doing 2 contracts regardless of price and it feels random. also do lottos count against the daily loss "
        "the same way as regular trades or is there a separate bucket",
    ])


def market_recap_text(day):
    r = day.rng
    spy = day.lvl("SPY")
    return (
        "📰 **Newswire · midday market wrap**\n"
        "• S&P 500 %s%.1f%%, Nasdaq 100 %s%.1f%%, Russell 2000 %s%.1f%%; breadth %d/%d advancers/decliners on NYSE\n"
        "• 10-year Treasury yield %.2f%%, 2-year %.2f%%; dollar index %s\n"
        "• Oil %s%.1f%% to $%.2f; gold %s%.1f%%; bitcoin near $%s\n"
        "• Sector leaders: %s; laggards: %s\n"
        "• VIX %.1f; SPY last %s; equity put/call %.2f; 0DTE share of SPX volume ~%d%%\n"
        "• Ahead: %s\n"
        "• Strategist note: %s\n"
        "_Newswire wraps are generic colour, not single-name news._"
        % (r.choice(["+", "-"]), r.uniform(0.1, 0.9), r.choice(["+", "-"]), r.uniform(0.1, 1.3), r.choice(["+", "-"]), r.uniform(0.1, 1.1),
           r.randint(1200, 1900), r.randint(900, 1600), r.uniform(4.05, 4.35), r.uniform(3.55, 3.95), r.choice(["flat", "+0.2%", "-0.3%"]),
           r.choice(["+", "-"]), r.uniform(0.2, 2.4), r.uniform(58, 72), r.choice(["+", "-"]), r.uniform(0.1, 1.1), "{:,}".format(r.randint(82000, 118000)),
           r.choice(["semis, communication services", "energy, financials", "software, discretionary"]),
           r.choice(["utilities, staples", "real estate, health care", "materials, industrials"]),
           day.vix, spy, r.uniform(0.55, 1.05), r.randint(48, 62),
           r.choice(["jobless claims Thu, payrolls Fri", "CPI Wed 08:30 ET", "Fed speakers Thu, UMich Fri", "PCE Fri 08:30 ET"]),
           r.choice(["year-end seasonality remains supportive, but positioning is crowded in mega-cap tech",
                     "rates volatility is the main risk to the rally into January",
                     "earnings revisions for next year are still rising outside of energy"])))


def alpha_alert_text(day, sym, o, e, sl, p1, p2, aid):
    r = day.rng
    why = r.choice([
        "reclaim of %s with volume, sector strength, room to %s" % (day.lvl(sym, -0.004), day.lvl(sym, 0.03)),
        "bull flag on the 15m, higher lows since open, squeeze setup",
        "earnings run-up play, iv still reasonable vs last 4 quarters",
        "bounce off the 50-day, oversold on the hourly",
    ])
    size = r.choice(["starter (1/3), add below %s" % spx(tick(e * 0.85)), "full size", "half size, volatile name"])
    chart = r.choice([
        "5m: higher lows since 10:05, VWAP acting as support twice. 1h: inside bar breaking up.",
        "daily: sitting right on the 20-day, 3 tests held. 15m: coiling under the ORH.",
        "1h: descending wedge, RSI divergence. daily: big volume shelf just below.",
    ])
    return (
        "🚨 **AlphaWave Premium** · NEW ALERT\n"
        "**BTO %s @ %s**\n"
        "SL %s · PT1 %s · PT2 %s\n"
        "size: %s\n"
        "why: %s\n"
        "chart: %s\n"
        "plan: trim 1/3 at PT1, move SL to b/e, let runners work toward PT2. out by %s if it hasn't moved.\n"
        "context: %s\n"
        "entry notes: use a limit, don't market-order options. if it gaps through the entry by more than 10%%, skip it — "
        "chasing is how alerts turn into losses.\n"
        "⚠️ risk: options can go to zero. only trade what you can afford to lose.\n"
        "📊 AlphaWave this month: %d alerts · %d%% win rate · avg winner +%d%%\n"
        "—\n"
        "_AlphaWave alerts are for educational purposes only. Not financial advice. Past performance does not "
        "guarantee future results. Members trade their own accounts and are responsible for their own risk._ "
        "· relayed from #aw-premium · id aw-%d"
        % (o.alert(), spx(e), spx(sl), spx(p1), spx(p2), size, why, chart, r.choice(["3pm", "friday", "EOD"]),
           r.choice(["sector ETF broke out yesterday and this name lagged, catch-up trade",
                     "short interest ~%d%% of float, any good headline squeezes it" % r.randint(8, 25),
                     "analyst day next week, historically runs into the event",
                     "market is risk-on and this is the highest beta name on our list"]),
           r.randint(28, 70), r.randint(61, 84), r.randint(35, 110), aid))


def alpha_watchlist_text(day, names):
    r = day.rng
    lines = []
    for s in names:
        lv = day.lvl(s, r.uniform(0.005, 0.015))
        lo = day.lvl(s, -r.uniform(0.01, 0.02))
        kc = fmt_strike(day.strike(s, 0.03, "c"))
        kp = fmt_strike(day.strike(s, 0.03, "p"))
        lines.append("• %s — over %s → %sc, under %s → %sp · %s" % (s, lv, kc, lo, kp, r.choice(
            ["earnings run-up", "breakout watch", "sympathy play", "range, needs a catalyst", "relative strength leader"])))
    return ("📋 **AlphaWave** · morning watchlist %s\n%s\n"
            "we alert entries live in #aw-premium, these are levels not trades. manage your own risk 🙏\n"
            "_relayed · AlphaWave Premium · educational only_" % (md(day.sess), "\n".join(lines)))


def alpha_recap_text(day, names):
    r = day.rng
    lines = []
    for s in names:
        e = tick(r.uniform(0.8, 4.5))
        x = tick(e * r.uniform(0.5, 2.2))
        lines.append("• %s %sc: in %s → out %s (%s%d%%)" % (s, fmt_strike(day.strike(s, 0.03, "c")), spx(e), spx(x),
                                                     "+" if x >= e else "", int(round((x / e - 1) * 100))))
    return ("📈 **AlphaWave** day recap · %d alerts\n%s\n"
            "another green day for the fam 💚 results are hypothetical based on alert prices, your fills will differ.\n"
            "_relayed · AlphaWave Premium_" % (len(lines), "\n".join(lines)))


def flow_digest_text(day, names, t):
    r = day.rng
    lines = []
    for i, s in enumerate(names):
        cp = r.choice("cp")
        k = fmt_strike(day.strike(s, r.uniform(0.02, 0.08), cp))
        exp = weekly_exp(day.sess, extra_weeks=r.randint(0, 3))
        prem = r.randint(180, 2400)
        lines.append("%d. %s %s %s%s · %s · $%sK · %s · spot %s" % (i + 1, s, md(exp), k, cp, r.choice(["sweep", "block", "split"]),
                                                                  "{:,}".format(prem), r.choice(["ask", "above ask", "mid", "bid"]),
                                                                  px2(day.px[s])))
    h = int(t // 3600)
    return ("🐋 **FlowHound** hourly digest %02d:00–%02d:00 ET · top premium\n%s\n"
            "call/put premium ratio %.2f · sweeps %d · blocks %d\n"
            "_unusual ≠ directional. many prints are hedges/closing. FlowHound · not a recommendation_"
            % (h - 1, h, "\n".join(lines), r.uniform(0.6, 2.2), r.randint(20, 90), r.randint(5, 30)))


def ops_report_text(day):
    r = day.rng
    return ("🧰 desk-ops nightly · %s\n"
            "tos-bridge uptime %.2f%% (%d reconnects) · fills parsed %d · order events %d · parse errors %d\n"
            "alert relay lag p50 %.1fs p99 %.1fs · newswire items %d · flow items %d · triage decisions %d\n"
            "disk %d%% · db backup ok (%.1f GB) · cert renew in %d days · discord rate-limit hits %d\n"
            "next maintenance: sat 02:00 ET (broker api window)"
            % (md(day.d), r.uniform(99.5, 99.99), r.randint(0, 3), r.randint(18, 60), r.randint(30, 110), r.randint(0, 2),
               r.uniform(0.4, 1.2), r.uniform(2.5, 7.5), r.randint(120, 260), r.randint(300, 900), r.randint(20, 60),
               r.randint(40, 80), r.uniform(3, 9), r.randint(12, 80), r.randint(0, 4)))


def stack_text(day):
    r = day.rng
    which = r.choice(["fill", "quote", "embed"])
    if which == "fill":
        return ("❌ tos-bridge: unhandled exception in fill_listener\n```\nTraceback (most recent call last):\n"
                "  File \"/opt/tos-bridge/bridge/stream.py\", line 214, in _on_message\n    evt = parse_acct_activity(msg)\n"
                "  File \"/opt/tos-bridge/bridge/parse.py\", line 88, in parse_acct_activity\n    px = Decimal(m.group(\"px\"))\n"
                "  File \"/usr/lib/python3.11/_pydecimal.py\", line 544, in __new__\n    raise InvalidOperation(\"Invalid literal for Decimal\")\n"
                "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n```\n"
                "payload head: {\"service\":\"ACCT_ACTIVITY\",\"content\":[{\"seq\":%d,\"2\":\"OrderEntryRequest\",\"3\":\"<xml truncated>\"}]}\n"
                "listener restarted (attempt 1/5) · no events dropped · ticket auto-filed OPS-%d" % (r.randint(3000, 9000), r.randint(900, 1400)))
    if which == "quote":
        return ("⚠️ quote-cache: KeyError in snapshot job\n```\nTraceback (most recent call last):\n"
                "  File \"/opt/desk/jobs/snapshot.py\", line 61, in run\n    mark = quotes[sym][\"mark\"]\n"
                "  File \"/opt/desk/lib/cache.py\", line 33, in __getitem__\n    return self._d[key]\n"
                "KeyError: '%s'\n```\nskipping symbol for this snapshot, will retry next cycle · cache size %d · hit rate %.1f%%"
                % (r.choice([".TSLA251212C440", ".SPY251204C690", "/MNQZ26"]), r.randint(300, 900), r.uniform(90, 99.5)))
    return ("❌ relay: discord embed rejected (400)\n```\nTraceback (most recent call last):\n"
            "  File \"/opt/relay/post.py\", line 140, in post_embed\n    resp.raise_for_status()\n"
            "  File \"/usr/lib/python3.11/site-packages/httpx/_models.py\", line 761, in raise_for_status\n"
            "    raise HTTPStatusError(message, request=request, response=self)\n"
            "httpx.HTTPStatusError: Client error '400 Bad Request' for url 'https://discord.com/api/v10/channels/…/messages'\n"
            "{\"embeds\": [\"0\"], \"message\": \"Invalid Form Body\", \"code\": 50035}\n```\nfield value > 1024 chars, truncating and retrying")


# --------------------------------------------------------------------------- weekday scenes

def sc_setup(day):
    r = day.rng
    L = day.limits
    t = hm(7, r.randint(24, 36), r.randint(0, 59))
    note = ""
    if day.prev_rule[0] in ("max_contracts", "zero_max"):
        note = "   ← per last EOD note"
    body = ("🛡️ **RiskGuard · limits for %s %s**\n```\n"
            "desk_daily_loss    -$%s\n"
            "trader_daily_loss  -$%s (vexx, kdub, marlo.b)\n"
            "max_contracts      %d / trade%s\n"
            "0dte_max           %d / trade%s\n"
            "futures_max        %d MES · %d MNQ\n"
            "no_new_0dte_after  %s ET\n```\nset by hutch · resets 00:00 ET"
            % (WD[day.d.weekday()], md(day.d), "{:,}".format(L["desk_dll"]), "{:,}".format(L["trader_dll"]),
               L["max_contracts"], note if day.prev_rule[0] == "max_contracts" else "",
               L["zero_max"], note if day.prev_rule[0] == "zero_max" else "",
               L["mes_max"], L["mnq_max"], L["no_0dte_after"]))
    facts = ["-$" + "{:,}".format(L["desk_dll"]), "-$" + "{:,}".format(L["trader_dll"]),
             "%d / trade" % L["max_contracts"], "%d / trade" % L["zero_max"]]
    lm = day.post(t, "risk", body, cls="hard", hard=("risk_limit", facts, "structured"))
    day.pin(lm, t + day.j(60, 400))
    day.react(lm, t + day.j(60, 400), "📌", "hutch")
    # watchlist
    t2 = hm(7, r.randint(40, 59), r.randint(0, 59))
    wl = []
    for s in day.watch:
        wl.append("%s %s/%s" % (s, day.lvl(s, -0.01), day.lvl(s, 0.015)))
    held = " · ".join("%s (%s)" % (c["opt"].alert(), PEOPLE[c["owner"]][0]) for c in day.carried)
    w = day.post(t2, "hutch", "📋 watchlist %s — %s\nholding: %s\nindex: spy %s / qqq %s are the lines" %
                 (md(day.d), " · ".join(wl), held, day.lvl("SPY"), day.lvl("QQQ")))
    day.pin(w, t2 + day.j(20, 200))
    day.react(w, t2 + day.j(20, 200), "📌", "hutch")
    day.watch_msg = w
    # journal repost (history)
    tj = hm(6, r.randint(50, 59), r.randint(0, 59))
    jm = day.post(tj, "journal", journal_text(day), cls="near",
                  idiom=("journal bot reposting yesterday's TOS fill lines", "not_hard"))
    day.react(jm, tj + day.j(600, 4000), "🧠", r.choice(["vex", "kd", "marlo"]))


def sc_lifecycle_tsla(day):
    r = day.rng
    L = day.limits
    sym = "TSLA"
    day.traded.add(sym)
    exp = trade_exp(day.d)
    o = Opt(sym, exp, day.strike(sym, r.uniform(0.03, 0.05), "c"), "c")
    t0 = hm(9, r.randint(38, 58), r.randint(0, 59))
    e = day.opx(o, t0)
    cap = min(L["max_contracts"], day.prev_rule[1] if day.prev_rule[0] == "tsla_cap" else 99)
    q = min(r.choice([10, 8, 6, 9]), cap)
    sl = tick(e * r.uniform(0.7, 0.78))
    pt = tick(e * r.uniform(1.35, 1.5))
    why = r.choice(["reclaiming vwap", "holding %s on the 5m" % day.lvl(sym, -0.003), "flag break on volume",
                    "higher low off the open", "bounce off %s, buyers stepping in" % day.lvl(sym, -0.006)])
    v = r.randint(0, 2)
    if v == 0:
        txt = "BTO %s x%d @ %s 📈 SL %s PT %s — %s @hutch" % (o.alert(), q, spx(e), spx(sl), spx(pt), why)
    elif v == 1:
        txt = "🟢 BTO %s x%d @%s | SL %s | PT %s | %s 🚀 hutch?" % (o.alert(), q, spx(e), spx(sl), spx(pt), why)
    else:
        txt = "BTO %s x%d @ %s\nSL %s · PT %s\n%s. @hutch 🙏" % (o.alert(), q, spx(e), spx(sl), spx(pt), why)
    prop = day.post(t0, "vex", txt, cls="hard",
                    hard=("trade_proposal", ["BTO", o.alert(), "x%d" % q, spx(e), "SL %s" % spx(sl)], "tagged"),
                    idiom=("BTO alert with x-size, SL and PT tagging the head trader", "trade_proposal"))
    day.react(prop, t0 + day.j(10, 60), "👀", "kd")
    th = day.thread(prop)
    ap, q = day.approval(prop, t0 + day.j(40, 150), sym, q)
    t = ap.t + day.j(8, 30)
    oid = day.oid()
    day.post(t, "orders", "", embeds=[day.order_embed("WORKING", oid, o.tos(), "BUY TO OPEN", q, spx(e),
                                                        desc="order accepted, resting at CBOE")],
             cls="hard", hard=("trade_confirmation", ["WORKING", oid, "BUY TO OPEN", spx(e)], "embed"),
             idiom=("embed-only OrderStatus WORKING", "trade_confirmation"))
    # partial fill, edited into full fill
    part = max(1, q // 2 + r.choice([-1, 0, 1]))
    t += day.j(6, 40)
    e2 = round(e + r.choice([0.01, 0.02]), 2) if e < 3 else round(e + 0.05, 2)
    f = day.post(t, "fills", "#%s BOUGHT +%d %s @%s CBOE · partial %d/%d" % (oid, part, o.tos(), spx(e), part, q),
                 cls="hard", hard=("trade_fill", ["BOUGHT", "+%d" % q, o.tos(), "@" + spx(e2)], "structured"),
                 idiom=("fill bot edits a partial into the full fill", "trade_fill"))
    day.edit(f, t + day.j(20, 80), "#%s BOUGHT +%d %s @%s CBOE · filled %d/%d (avg)" % (oid, q, o.tos(), spx(e2), q, q),
             old=["@" + spx(e)])
    day.react(f, f.t + day.j(60, 200), "✅", "hutch")
    # SL/PT set in thread
    t = f.t + day.j(90, 200)
    pt1 = tick(e2 * r.uniform(1.25, 1.35))
    pt2 = tick(e2 * r.uniform(1.55, 1.7))
    day.post(t, "vex", "%s in %d avg %s. SL %s working, PT1 %s / PT2 %s 🎯" % (o.low(), q, spx(e2), spx(sl), spx(pt1), spx(pt2)),
             thread=th, cls="hard", hard=("stop_or_target_change", [o.low(), "SL %s" % spx(sl), "PT1 %s" % spx(pt1)], "shorthand"))
    day.post(t + day.j(30, 120), "kd", "nice entry", thread=th, cls="noise")
    day.post(t + day.j(100, 300), "rook", "what's the plan for runners, trail or hold for PT2?", thread=th, cls="near")
    # trim
    t = t + day.j(900, 2200)
    n1 = max(1, q // 3)
    trim = pt1
    tm = day.post(t, "vex", "trimmed 1/3 (%d) @ %s 💰 %s" % (n1, spx(trim), o.low()), thread=th, cls="hard",
                  hard=("trade_fill", ["trimmed 1/3", "(%d)" % n1, spx(trim), o.low()], "shorthand"),
                  idiom=("'trimmed 1/3' shorthand inside the trade thread", "trade_fill"))
    oid2 = day.oid()
    tf = day.tos_fill(tm.t - day.j(2, 15), oid2, False, n1, o.tos(), spx(trim), idiom=False)
    day.ack(tf, tf.t + day.j(20, 200), pool=["👍", "ok", "🔥", "nice trim"])
    # runners stop edited twice
    rq = q - n1
    t = tm.t + day.j(60, 200)
    s1 = e2
    s2 = tick(e2 * r.uniform(1.12, 1.18))
    s3 = tick(max(s2 + 0.05, e2 * r.uniform(1.24, 1.3)))
    sm = day.post(t, "vex", "%s runners (%d): SL b/e %s 🔒" % (o.low(), rq, spx(s1)), thread=th, cls="hard",
                  hard=("stop_or_target_change", [o.low(), "SL %s" % spx(s3)], "shorthand"),
                  idiom=("runners stop trailed by editing the same message twice", "stop_or_target_change"))
    day.edit(sm, t + day.j(600, 1100), "%s runners (%d): SL %s 🔒 trailing" % (o.low(), rq, spx(s2)), old=[spx(s1)])
    day.edit(sm, t + day.j(1300, 2000), "%s runners (%d): SL %s 🔒 trailing" % (o.low(), rq, spx(s3)), old=[spx(s2)])
    day.react(sm, t + day.j(30, 90), "📌", "hutch")
    # exit
    tx = sm.edits[-1][0] + day.j(400, 1500)
    x = tick(e2 * r.uniform(1.55, 1.85))
    pct = int(round((x / e2 - 1) * 100))
    if r.random() < 0.5:
        stc = day.post(tx, "vex", "STC %d %s @ %s ✅ runners done, +%d%% 🚀" % (rq, o.alert(), spx(x), pct), thread=th,
                       cls="hard", hard=("trade_fill", ["STC", "%d" % rq, o.alert(), spx(x)], "tagged"))
    else:
        stc = day.post(tx, "vex", "out of the rest %s @ %s ✅ +%d%% on the runners" % (o.low(), spx(x), pct), thread=th,
                       cls="hard", hard=("trade_fill", ["out of the rest", o.low(), spx(x)], "untagged"))
    oid3 = day.oid()
    xf = day.tos_fill(stc.t - day.j(2, 20), oid3, False, rq, o.tos(), spx(x), idiom=False)
    day.react(stc, stc.t + day.j(20, 200), "🔥", "hutch")
    day.ack(stc, stc.t + day.j(30, 300), who="kd")
    day.ack(xf, xf.t + day.j(30, 300), who="marlo", pool=["👍", "gg", "clean"])
    day.add_book(o.alert(), e2, [(f.t, q), (tf.t, -n1), (xf.t, -rq)])
    day.tsla = {"opt": o, "exit": xf.t, "e": e2, "x": x, "q": q, "pt1": trim}


def sc_lifecycle_zero(day):
    r = day.rng
    L = day.limits
    sym = r.choice(["SPY", "QQQ", "SPY"])
    day.traded.add(sym)
    cp = r.choice("cpc")
    if r.random() < 0.5:
        t0 = hm(r.choice([10, 11]), r.randint(5, 50), r.randint(0, 59))
    else:
        t0 = hm(14, r.randint(0, 50), r.randint(0, 59))
    otm = r.uniform(0.002, 0.004)
    o = Opt(sym, day.d, day.strike(sym, otm, cp), cp)
    e = day.opx(o, t0)
    while e < 0.25 and otm > -0.002:
        otm -= 0.0015
        o = Opt(sym, day.d, day.strike(sym, otm, cp), cp)
        e = day.opx(o, t0)
    qreq = L["zero_max"] * 2
    sl = tick(e * 0.5)
    txt = "b %d %s @ %s lotto 🎰 sl %s" % (qreq, o.zdte(), spx(e), spx(sl))
    prop = day.post(t0, "kd", txt, cls="hard",
                    hard=("trade_proposal", ["b %d" % qreq, o.zdte(), spx(e)], "shorthand"),
                    idiom=("'b N spy 0dte ... lotto' shorthand proposal", "trade_proposal"))
    ap, q = day.approval(prop, t0 + day.j(25, 120), sym, qreq, no_resize=True)
    oid = day.oid()
    rk = day.post(ap.t + day.j(3, 12), "risk",
                  "⚠️ RISK · #%s %s (kdub): qty %d → %d · rule 0dte_max = %d/trade · order resized, not blocked"
                  % (oid, o.alert(), q, L["zero_max"], L["zero_max"]),
                  cls="hard", hard=("risk_limit", [oid, "%d → %d" % (q, L["zero_max"]), "0dte_max = %d/trade" % L["zero_max"]], "structured"),
                  idiom=("risk bot resizes a 0dte order to the max", "risk_limit"))
    q = L["zero_max"]
    f = day.tos_fill(rk.t + day.j(4, 30), oid, True, q, o.tos(), spx(e))
    day.post(f.t + day.j(20, 90), "kd", "ty risk bot 🙄", cls="noise")
    tx = f.t + day.j(600, 2400)
    win = r.random() < 0.45
    if win:
        x = tick(e * r.uniform(2.0, 3.4))
        xm = day.post(tx, "kd", "STC %d %s %s @ %s 🎰💰 lotto paid" % (q, sym.lower(), o.ks + o.cp, spx(x)), cls="hard",
                      hard=("trade_fill", ["STC %d" % q, "%s %s" % (sym.lower(), o.ks + o.cp), spx(x)], "tagged"))
        day.react(xm, xm.t + day.j(10, 100), "🎰", "vex")
    else:
        x = tick(e * r.uniform(0.3, 0.5))
        xm = day.post(tx, "kd", "cut the %s lotto @ %s, not my day 🫠" % (sym.lower(), spx(x)), cls="hard",
                      hard=("trade_fill", ["cut the %s lotto" % sym.lower(), spx(x)], "untagged"),
                      idiom=("'cut the lotto @ .19' exit", "trade_fill"))
    xf = day.tos_fill(xm.t - day.j(2, 20), day.oid(), False, q, o.tos(), spx(x), idiom=False)
    day.ack(xf, xf.t + day.j(10, 200), who="vex", pool=["👍", "ok", "🫡"]).idiom = ("thumbs-up/ok reply to a fill is only an ack", "not_hard")
    day.add_book(o.alert(), e, [(f.t, q), (xf.t, -q)])
    day.zero_win = win


def sc_premarket(day):
    r = day.rng
    c = day.carried_of("marlo")
    sym = c["sym"]
    day.traded.add(sym)
    o = Opt(sym, trade_exp(day.d), day.strike(sym, r.uniform(0.01, 0.025), "c"), "c")
    t0 = hm(8, r.randint(2, 40), r.randint(0, 59))
    e = day.opx(o, hm(9, 35))
    q = r.choice([4, 5, 6])
    sl = tick(e * 0.77)
    pt = tick(e * 1.36)
    hold = day.lvl(sym, -0.004)
    others = [s for s in ["NVDA", "TSLA", "AMD", "META"] if s != sym][:2]
    data = r.choice(["ISM mfg 10:00", "jobless claims 8:30, then nothing", "JOLTS 10:00", "no data, fed speaker at 1"])
    lines = [
        "premarket notes %s ☕ (long, sorry)" % md(day.d),
        "- overnight: asia %s, europe %s, nothing scary in the headlines. dollar flat, gold bid, crude %s" % (
            r.choice(["mixed", "green", "red"]), r.choice(["up small", "flat", "down small"]), r.choice(["soft", "firm"])),
        "- futures: ES %s%.1f%%, NQ %s%.1f%%, 10y %.2f%%. %s" % (r.choice("+-"), r.uniform(0.1, 0.6), r.choice("+-"), r.uniform(0.1, 0.9), r.uniform(4.05, 4.3), data),
        "- %s: held %s all week, volume drying up on the pullbacks, call OI building at the %s strike. "
        "**plan: BTO %s x%d @ ~%s if it holds %s the first 15m, SL %s, PT %s.** this is the one i want today @hutch"
        % (sym, hold, o.ks, o.alert(), q, spx(e), hold, spx(sl), spx(pt)),
        "- %s: chop between %s and %s, no edge until it picks a side. would not touch it before 10" % (
            others[0], day.lvl(others[0], -0.02), day.lvl(others[0], 0.015)),
        "- %s: %s" % (others[1], r.choice(["vexx's name today, not touching it", "gap fill target %s, just watching" % day.lvl(others[1], -0.01)])),
        "- indexes: spy %s is the line, qqq %s. above both = buy dips, below = sit on hands" % (day.lvl("SPY"), day.lvl("QQQ")),
        "- watch: %s (%s)" % (", ".join(day.watch[:3]), r.choice(["nothing actionable", "levels on the pin", "waiting on the open"])),
        "- calendar: %s. opex is %s" % (r.choice(["2y auction 13:00", "fed's waller 12:30", "nothing big after 10"]), md(monthly_exp(day.d, 0))),
    ]
    pm = day.post(t0, "marlo", "\n".join(lines), cls="hard",
                  hard=("trade_proposal", ["BTO %s x%d" % (o.alert(), q), "~%s" % spx(e), "SL %s" % spx(sl)], "buried"),
                  idiom=("premarket notes with one buried BTO plan", "trade_proposal"))
    s = sym.lower()
    v = r.randint(0, 2)
    if v == 0:
        ap = day.post(t0 + day.j(300, 1500), "hutch", "ok on the %s, %d max 👍" % (s, q), reply=pm, cls="hard",
                      hard=("trade_approval", ["ok on the %s" % s, "%d max" % q], "reply"))
    elif v == 1:
        ap = day.post(t0 + day.j(300, 1500), "hutch", "send the %s if it holds, size fine" % s, reply=pm, cls="hard",
                      hard=("trade_approval", ["send the %s" % s, "size fine"], "reply"))
    else:
        q = max(2, q - 2)
        ap = day.post(t0 + day.j(300, 1500), "hutch", "%s yes but %d not %d, it's been wild" % (s, q, q + 2), reply=pm, cls="hard",
                      hard=("trade_approval", ["%s yes" % s, "%d not %d" % (q, q + 2)], "reply"))
    tw = hm(9, 45) + day.j(0, 240)
    oid = day.oid()
    day.post(tw, "orders", "", embeds=[day.order_embed("WORKING", oid, o.tos(), "BUY TO OPEN", q, spx(e),
                                                         desc="order accepted, resting at CBOE")],
             cls="hard", hard=("trade_confirmation", ["WORKING", oid, "BUY TO OPEN", spx(e)], "embed"))
    tf = tw + day.j(20, 180)
    fe = day.order_embed("FILLED", oid, o.tos(), "BUY TO OPEN", q, spx(e), desc="filled %d @ %s" % (q, spx(e)),
                         extra=[{"name": "Avg", "value": spx(e), "inline": True}])
    fm = day.post(tf, "orders", "", embeds=[fe], cls="hard",
                  hard=("trade_fill", ["FILLED", oid, "filled %d @ %s" % (q, spx(e))], "embed"))
    day.post(tf + day.j(30, 200), "marlo", "%s in 🫡" % s, cls="other")
    day.premarket = {"opt": o, "e": e, "q": q, "fill": fm, "sl": sl, "pt": pt}
    tp = tf + day.j(1800, 4200)
    pt_new = tick(e * r.uniform(1.3, 1.45))
    day.post(tp, "marlo", "PT %s on the %s, SL stays %s. will scale out into it" % (spx(pt_new), o.low(), spx(sl)), cls="hard",
             hard=("stop_or_target_change", ["PT %s" % spx(pt_new), o.low()], "tagged"))
    if r.random() < 0.5:
        day.add_book(o.alert(), e, [(fm.t, q)])
        day.post(hm(15, r.randint(30, 55)), "marlo", "%s is still open, it'll show on the snapshot" % o.low(), cls="other")
        return
    tx = hm(15, r.randint(5, 50), r.randint(0, 59))
    a = max(1, q // 2)
    b = q - a
    p1 = tick(e * r.uniform(1.12, 1.25))
    p2 = tick(p1 + r.choice([0.1, 0.15, 0.2, 0.3]))
    sc = day.post(tx, "marlo", "scaled out of %s: %d @ %s, %d @ %s ✅ flat the day-trade, swing %s untouched"
                  % (o.alert(), a, spx(p1), b, spx(p2), c["opt"].low()), cls="hard",
                  hard=("trade_fill", ["scaled out", o.alert(), spx(p1), spx(p2)], "shorthand"))
    f1 = day.tos_fill(sc.t - day.j(200, 600), day.oid(), False, a, o.tos(), spx(p1), idiom=False)
    f2 = day.tos_fill(sc.t - day.j(5, 60), day.oid(), False, b, o.tos(), spx(p2), idiom=False)
    day.add_book(o.alert(), e, [(fm.t, q), (f1.t, -a), (f2.t, -b)])


def sc_futures(day, window=None):
    r = day.rng
    L = day.limits
    root = r.choice(["MES", "MES", "MNQ"])
    code = fut_code(root, day.sess)
    n = r.choice([2, 2, 3, 4]) if root == "MES" else r.choice([1, 2])
    if window is None:
        t0 = hm(r.choice([10, 14, 15]), r.randint(0, 40), r.randint(0, 59))
    else:
        t0 = window[0] + day.j(0, window[1] - window[0])
    F = day.fut[root]
    F = q25(F + r.uniform(-8, 8))
    long = r.random() < 0.6
    step = 8 if root == "MES" else 30
    stop = q25(F - step if long else F + step)
    tgt = q25(F + 2 * step if long else F - 2 * step)
    side = "long" if long else "short"
    v = r.randint(0, 1)
    if v == 0:
        txt = "thinking %s %d %s here %s, stop %s, first target %s. hutch ok?" % (side, n, root, fpx(F), fpx(stop), fpx(tgt))
    else:
        txt = "want to get %s %d %s at %s, stop %s / target %s — %s" % (side, n, root, fpx(F), fpx(stop), fpx(tgt),
                                                                    r.choice(["rejecting the pivot", "held the overnight low", "failed breakout, fading it"]))
    prop = day.post(t0, "kd", txt, cls="hard",
                    hard=("trade_proposal", ["%s %d %s" % (side, n, root), fpx(F), fpx(stop)], "untagged"))
    ap, n2 = day.approval(prop, t0 + day.j(20, 100), root, n, no_resize=True)
    oid = day.oid()
    f = day.tos_fill(ap.t + day.j(8, 40), oid, long, n, code, fpx(F), venue="CME", idiom=False)
    ns = q25(F + (step * 0.5 if long else -step * 0.5)) if r.random() < 0.5 else F
    tm = f.t + day.j(400, 1200)
    be = " (b/e)" if ns == F else ""
    sm = day.post(tm, "kd", "moved the %s stop to %s%s 🔒" % (root, fpx(ns), be), cls="hard",
                  hard=("stop_or_target_change", [root, "stop to %s" % fpx(ns)], "untagged"))
    oid2 = day.oid()
    day.post(sm.t + day.j(2, 12), "orders",
             "order_status id=%s sym=%s type=STP side=%s qty=%d px=%s state=REPLACED prev_px=%s tif=DAY"
             % (oid2, code, "SELL" if long else "BUY", n, fpx(ns), fpx(stop)),
             cls="hard", hard=("trade_confirmation", ["state=REPLACED", code, "px=%s" % fpx(ns)], "structured"))
    tx = sm.t + day.j(500, 1800)
    hit = r.random() < 0.6
    X = tgt if hit else ns
    xf = day.tos_fill(tx, day.oid(), not long, n, code, fpx(X), venue="CME", idiom=False)
    pts = abs(X - F)
    day.post(xf.t + day.j(20, 120), "kd", ("%s paid 🙏 +%g pts" % (root, pts)) if pts > 0 else "scratched it, fine", cls="other")
    day.add_book(code, F, [(f.t, n if long else -n), (xf.t, -n if long else n)], fut=True, mult=FUT_PT[root])
    day.traded.add(root)


def sc_deleted_prop(day):
    r = day.rng
    who = r.choice(["vex", "marlo"])
    sym = r.choice(["NVDA", "AMD", "META"])
    day.traded.add(sym)
    t0 = hm(r.choice([10, 11, 13]), r.randint(0, 55), r.randint(0, 59))
    wrong = Opt(sym, trade_exp(day.d), day.strike(sym, 0.06, "c"), "c")
    e = day.opx(wrong, t0)
    q = r.choice([3, 4, 5])
    txt = "BTO %s x%d @ %s SL %s %s" % (wrong.alert(), q, spx(e), spx(tick(e * 0.7)), r.choice(["👀", "quick one", "hutch?"]))
    m = day.post(t0, who, txt, cls="hard",
                 hard=("trade_proposal", ["BTO", wrong.alert(), "x%d" % q, spx(e)], "tagged"),
                 snippet="BTO %s x%d @ %s" % (wrong.alert(), q, spx(e)))
    day.delete(m, t0 + day.j(25, 90))
    day.post(m.t + day.j(30, 120), who, r.choice(["nvm scratch that, wrong strike and spread's a mile wide",
                                                  "ignore that, fat finger on the strike", "deleted, not worth it"]), cls="other")


def sc_forgotten_approval(day):
    r = day.rng
    c = day.carried_of("vex")
    o = c["opt"]
    sym = c["sym"]
    t0 = hm(r.choice([10, 11, 13]), r.randint(5, 55), r.randint(0, 59))
    e = tick(c["avg"] * r.uniform(0.72, 0.86))
    n = r.choice([2, 3])
    sl = tick(e * 0.72)
    owner = c["owner"]
    prop = day.post(t0, owner, "avg down %s +%d @ %s? SL %s on the whole thing @hutch" % (o.alert(), n, spx(e), spx(sl)),
                    cls="hard", hard=("trade_proposal", ["avg down", o.alert(), "+%d" % n, spx(e)], "shorthand"))
    phone = "917-555-01%02d" % r.randint(10, 99)
    ap = day.post(t0 + day.j(60, 240), "hutch",
                  "ok avg down approved, %d max. i'm driving — if it breaks %s call me %s" % (n, day.lvl(sym, -0.02), phone),
                  reply=prop, cls="hard", hard=("trade_approval", ["avg down approved", "%d max" % n], "reply"), snippet=phone)
    day.forget(ap, ap.t + day.j(400, 1500), "hutch")
    day.post(ap.forgotten[0] + day.j(30, 300), "hutch", "had jen scrub my number from that message 🙏", cls="other")
    f = day.tos_fill(ap.t + day.j(30, 120), day.oid(), True, n, o.tos(), spx(e), idiom=False)
    for b in day.book:
        if b["name"] == o.alert():
            b["ev"].append((f.t, n))
            break


def sc_news_block(day, when, kind, route=False, mode=None):
    """kind: held | watch | other | macro"""
    r = day.rng
    t = when
    c = None
    if kind == "held":
        c = r.choice(day.carried)
        sym = c["sym"]
    elif kind == "watch":
        sym = r.choice(day.watch)
    elif kind == "other":
        pool = [s for s in day.other_pool if s not in day.traded]
        sym = r.choice(pool)
    else:
        sym = None
    mode = mode or ("embed" if r.random() < 0.45 else "text")
    nid = day.nid()
    src = r.choice(["Dow Jones", "Reuters", "Bloomberg", "company release", "Benzinga"])
    if sym is None:
        wk_titles = ["OPEC+ agrees to keep output steady at weekend meeting", "Treasury Secretary says tariff talks 'constructive' in Sunday interview",
                     "Fed's Goolsbee: policy 'in a good place' heading into next meeting", "China November exports rise %.1f%% y/y, beating estimates" % r.uniform(2, 8)]
        title = r.choice(wk_titles) if day.weekend else r.choice([
            "US ISM manufacturing %.1f vs %.1f expected" % (r.uniform(47, 50), r.uniform(48, 50)),
            "10-year Treasury yield rises to %.2f%% ahead of payrolls" % r.uniform(4.1, 4.35),
            "Oil slides %.1f%% as OPEC+ signals output hike" % r.uniform(1, 3),
            "Fed's Waller: further cuts 'appropriate' if inflation keeps cooling",
            "US jobless claims %dK vs %dK expected" % (r.randint(205, 245), r.randint(210, 235)),
        ])
        desc = ("Markets digested the data with little reaction in index futures. Traders in fed funds futures kept "
                "pricing roughly two quarter-point cuts over the next year. Strategists said the print was consistent "
                "with a slowing but not contracting economy, and that positioning into year-end remains the bigger driver "
                "for equities than any single data point.")
        if mode == "embed":
            emb = {"title": title, "description": desc, "author": "Newswire · %s" % src,
                   "fields": [{"name": "Tickers", "value": "—", "inline": True}, {"name": "Category", "value": "Macro", "inline": True}],
                   "footer": "Newswire · %s · %s ET" % (nid, day.clock(t))}
            return day.post(t, "news", "", embeds=[emb], cls="near"), None
        return day.post(t, "news", "📰 **%s**\n%s\n`macro` · %s · %s · %s ET" % (title, desc, src, nid, day.clock(t)), cls="near"), None
    co = COMPANY[sym]
    pct = r.uniform(1.2, 7.5)
    tpls = [
        ("{co} shares {dir} {pct:.1f}% after {cat}", "after"),
        ("{co} said to be in talks to acquire {tgt} for about ${bn}B, people familiar say", "in talks"),
        ("{co} faces {reg} probe over {issue}", "probe"),
        ("{co} raises full-year outlook on {why}", "raises full-year outlook"),
        ("{bank} {ud} {co} to {rating}, price target ${pt}", "price target"),
        ("{co} announces ${bn}B buyback, {extra}", "buyback"),
        ("{co} recalls {n} vehicles over {issue}", "recalls"),
        ("{co} Q{q} EPS ${a:.2f} vs ${est:.2f} est; revenue ${rv:.1f}B vs ${rve:.1f}B est", "EPS"),
        ("{co} CFO to step down, search for successor underway", "CFO to step down"),
    ]
    if day.weekend:
        tpls = [x for x in tpls if x[1] in ("in talks", "probe", "recalls", "CFO to step down")]
    tpl = r.choice(tpls)
    fmtv = dict(co=co, dir=r.choice(["jump", "slide", "rise", "fall"]), pct=pct,
                cat=r.choice(["a report on new AI chip orders", "a CEO interview", "an analyst day preview", "a supply-chain report out of Taiwan"]),
                tgt=r.choice(["a data-center software startup", "a European chip designer", "a robotics firm"]), bn=r.randint(2, 18),
                reg=r.choice(["EU", "FTC", "DOJ", "China SAMR"]), issue=r.choice(["app-store fees", "data handling", "export controls", "a braking software defect"]),
                why=r.choice(["data-center demand", "ad pricing strength", "cost cuts"]), bank=r.choice(["Morgan Stanley", "Goldman", "Jefferies", "Bernstein", "UBS"]),
                ud=r.choice(["upgrades", "downgrades"]), rating=r.choice(["Overweight", "Neutral", "Buy", "Underperform"]),
                pt=int(day.px[sym] * r.uniform(0.85, 1.3)), extra=r.choice(["dividend unchanged", "raises dividend 10%"]),
                n="{:,}".format(r.randint(12000, 240000)), q=r.choice([3, 4]), a=0.0, est=r.uniform(0.4, 3.5),
                rv=0.0, rve=r.uniform(4, 60))
    fmtv["a"] = fmtv["est"] * r.uniform(0.9, 1.15)
    big = sym in ("AAPL", "AMZN", "MSFT", "GOOGL", "META", "NVDA", "ORCL", "TSLA")
    fmtv["rve"] = r.uniform(30, 140) if big else r.uniform(0.6, 9)
    fmtv["rv"] = fmtv["rve"] * r.uniform(0.97, 1.05)
    if tpl[1] == "recalls" and sym != "TSLA":
        tpl = ("{co} faces {reg} probe over {issue}", "probe")
    title = tpl[0].format(**fmtv)
    key = tpl[1]
    paras = [
        "%s did not immediately respond to a request for comment. The stock was last %s in %s trading. Options volume "
        "in the name was running about %.1fx its 20-day average ahead of the headline." % (
            co, r.choice(["higher", "lower"]), r.choice(["premarket", "regular", "after-hours"]), r.uniform(1.2, 3.5)),
        "The report, citing people familiar with the matter, said discussions are ongoing and may not lead to an outcome. "
        "Analysts said the news could weigh on near-term sentiment but does not change the longer-term story.",
        "In a statement, %s said it was cooperating fully and continued to expect results in line with prior guidance. "
        "Shares have moved %.0f%% this quarter. Several analysts reiterated their ratings following the headline." % (co, r.uniform(-15, 30)),
        "Sell-side reaction was mixed: one desk called it 'noise', another flagged it as a risk to next quarter's numbers. "
        "Implied volatility in the front-week options ticked up %.1f points after the headline." % r.uniform(0.5, 4),
        "Background: %s has been one of the more actively traded names this quarter, with average daily volume up about %d%% "
        "from a year ago. The next scheduled catalyst is %s." % (co, r.randint(10, 60), r.choice(["its quarterly report", "an investor day", "a product event"])),
        "Peers were %s in sympathy, with the sector ETF %s. Traders said the broader tape, not the headline, was driving most "
        "of the move in related names, and that liquidity was %s than usual for this time of day." % (
            r.choice(["mostly higher", "mixed", "slightly lower"]), r.choice(["flat", "up 0.4%", "down 0.3%"]), r.choice(["thinner", "better"])),
        "Market context: the S&P 500 was %s and the 10-year yield was near %.2f%% at the time of the report. "
        "This story will be updated as more information becomes available." % (r.choice(["little changed", "modestly higher", "modestly lower"]), r.uniform(4.05, 4.35)),
    ]
    if day.weekend:
        paras = [p for p in paras if "trading" not in p and "at the time of the report" not in p and "sympathy" not in p]
    if key != "in talks":
        paras = [p for p in paras if "discussions are ongoing" not in p]
    r.shuffle(paras)
    desc = " ".join(paras[:2]) if mode == "embed" else "\n".join(paras)
    by_name_only = kind == "held" and r.random() < 0.35
    if mode == "embed":
        fields = [{"name": "Source", "value": src, "inline": True}]
        if not by_name_only:
            fields.insert(0, {"name": "Tickers", "value": sym, "inline": True})
        emb = {"title": title, "description": desc, "author": "Newswire · %s" % src, "fields": fields,
               "footer": "Newswire · %s · %s ET" % (nid, day.clock(t))}
        kw = {"embeds": [emb]}
        content = ""
    else:
        tag = "`%s`" % sym if not by_name_only else "`—`"
        content = "📰 **%s**\n%s\n%s · %s · %s · %s ET" % (title, desc, tag, src, nid, day.clock(t))
        kw = {}
    phr = "embed" if mode == "embed" else "tagged"
    if kind == "held":
        idi = ("held name only by company name in a news embed", "held_position_news") if (by_name_only and mode == "embed") else None
        m = day.post(t, "news", content, cls="hard", hard=("held_position_news", [co, key], phr), idiom=idi, **kw)
    elif kind == "watch":
        m = day.post(t, "news", content, cls="hard", hard=("watchlist_news", [co, key], phr),
                     idiom=("watchlist name headline (not held)", "watchlist_news"), **kw)
    else:
        m = day.post(t, "news", content, cls="near", **kw)
        m.company = co
        return m, None
    rm = None
    if route and kind == "held":
        owner = c["owner"]
        rm = day.post(t + day.j(20, 120), "triage",
                      "route %s [%s · %s] → @%s · reason=held %s" % (nid, sym, key, PEOPLE[owner][0], c["opt"].alert()),
                      cls="hard", hard=("route_decision", ["route %s" % nid, "→ @%s" % PEOPLE[owner][0], sym], "structured"),
                      idiom=("triage bot routes a held-name headline", "route_decision"))
        day.post(rm.t + day.j(60, 600), owner, r.choice(["seen, holding", "👀 on it", "ty, nothing changes for me"]), reply=rm, cls="other")
    return m, rm


def sc_thesis_confirm(day):
    r = day.rng
    c = r.choice(day.carried)
    o = c["opt"]
    who = c["owner"]
    t = hm(r.choice([12, 13, 15, 16]), r.randint(0, 55), r.randint(0, 59))
    sym = c["sym"]
    txt, facts = r.choice([
        ("still bullish %s into %s, conviction up after %s tape. holding the %s full size" % (sym, md(o.exp), "this week's" if day.weekend else "today's", o.low()),
         [sym, "conviction up", "holding the %s" % o.low()]),
        ("%s thesis intact — %s held, that's what i needed to see. staying long the %s" % (sym, day.lvl(sym, -0.01), o.alert()),
         ["%s thesis intact" % sym, "staying long"]),
        ("downgrading my %s view to neutral, the catalyst got pushed. keeping the %s but no adds" % (sym, o.low()),
         ["%s view to neutral" % sym, "no adds"]),
    ])
    day.post(t, who, txt, cls="hard", hard=("thesis_update", facts, "untagged"),
             idiom=("'thesis intact' / 'conviction up' on a held swing", "thesis_update"))


def sc_thesis_flip(day):
    r = day.rng
    t = hm(r.choice([14, 15]), r.randint(0, 55), r.randint(0, 59))
    lvl = day.lvl("TSLA", -0.015)
    txt = "flipping bearish on TSLA for the week. lost %s on real volume, the calls thesis is dead — not re-entering 🐻" % lvl
    day.post(t, "vex", txt, cls="hard", hard=("thesis_update", ["TSLA", "flipping bearish", "thesis is dead"], "untagged"),
             idiom=("'flipping bearish ... thesis is dead'", "thesis_update"))


def sc_thesis_nq(day):
    r = day.rng
    t = hm(r.choice([11, 15]), r.randint(0, 55), r.randint(0, 59))
    tgt = "{:,}".format(int(round(day.fut["MNQ"] * 1.008 / 50) * 50))
    day.post(t, "kd", "turning neutral on NQ, my %s target thesis is off after that reversal. scalps only from here" % tgt,
             cls="hard", hard=("thesis_update", ["NQ", "turning neutral", "thesis is off"], "untagged"))


def sc_no_route(day):
    r = day.rng
    sym, = day.free_names(1)
    t = hm(r.choice([9, 10, 11, 13]), r.randint(0, 55), r.randint(0, 59))
    if t < hm(9, 35):
        t = hm(9, 40)
    day.aw_no += r.randint(1, 9)
    o = Opt(sym, trade_exp(day.d), day.strike(sym, 0.025, "c"), "c")
    e = day.opx(o, t)
    a = day.post(t, "alpha", alpha_alert_text(day, sym, o, e, tick(e * 0.75), tick(e * 1.3), tick(e * 1.6), day.aw_no), cls="near",
                 idiom=("paid signal-service BTO/SL/PT alert relayed into the channel", "not_hard"))
    if r.random() < 0.5:
        day.post(t + day.j(20, 120), "triage",
                 "triage item=aw-%d sym=%s decision=no_route reason=not_desk_position logged=yes" % (day.aw_no, sym),
                 cls="hard", hard=("no_route_decision", ["aw-%d" % day.aw_no, sym, "decision=no_route"], "structured"),
                 idiom=("triage bot no_route on a relayed alert", "no_route_decision"))
    else:
        day.post(t + day.j(60, 400), "hutch", "nobody chase the %s alphawave one. no action from us" % sym.lower(), reply=a,
                 cls="hard", hard=("no_route_decision", [sym.lower(), "no action"], "reply"),
                 idiom=("'no action from us' reply to a relayed alert", "no_route_decision"))
    day.traded.add(sym)


def sc_hutch_no_action(day):
    r = day.rng
    m, _ = sc_news_block(day, hm(r.choice([10, 12, 13, 14]), r.randint(0, 55), r.randint(0, 59)), "other")
    word = m.company
    day.post(m.t + day.j(60, 500), "hutch", "the %s headline — no action, nobody's in it. ignore 🙅" % word, reply=m, cls="hard",
             hard=("no_route_decision", [word, "no action"], "reply"))


def sc_hutch_route(day):
    r = day.rng
    t = hm(r.choice([10, 11, 13]), r.randint(0, 55), r.randint(0, 59))
    sym = r.choice(day.watch)
    who = r.choice(["kd", "marlo"])
    span = "next week" if day.weekend else "the rest of the day"
    day.post(t, "hutch", "@%s you take point on %s for %s, routing the %s headlines + flow to you. nobody else trades it"
             % (PEOPLE[who][0], sym, span, sym), cls="hard",
             hard=("route_decision", ["@%s" % PEOPLE[who][0], "routing the %s" % sym], "untagged"))
    day.post(t + day.j(30, 200), who, "got it 🫡", cls="noise")


def sc_alpha_taken(day):
    r = day.rng
    sym, = day.free_names(1)
    day.traded.add(sym)
    t = hm(r.choice([10, 11, 13]), r.randint(0, 55), r.randint(0, 59))
    day.aw_no += r.randint(1, 9)
    o = Opt(sym, trade_exp(day.d), day.strike(sym, 0.02, "c"), "c")
    e = day.opx(o, t)
    a = day.post(t, "alpha", alpha_alert_text(day, sym, o, e, tick(e * 0.75), tick(e * 1.3), tick(e * 1.6), day.aw_no), cls="near")
    who = r.choice(["vex", "kd"])
    n = r.choice([2, 3, 4])
    e2 = tick(e + 0.05)
    sl = tick(e * 0.75)
    p = day.post(t + day.j(30, 180), who, "taking this one 👀 BTO %d %s @ %s, SL %s — hutch?" % (n, o.low(), spx(e2), spx(sl)),
                 reply=a, cls="hard", hard=("trade_proposal", ["BTO %d" % n, o.low(), spx(e2)], "reply"),
                 idiom=("reply 'taking this one' to a relayed signal alert", "trade_proposal"))
    ap, n = day.approval(p, p.t + day.j(30, 160), sym, n, no_resize=True)
    f = day.tos_fill(ap.t + day.j(10, 60), day.oid(), True, n, o.tos(), spx(e2), idiom=False)
    tx = f.t + day.j(1500, 5000)
    x = tick(e2 * r.uniform(0.7, 1.5))
    xm = day.post(tx, who, "STC %d %s @ %s %s" % (n, o.low(), spx(x), "✅" if x > e2 else "❌ didn't work"), cls="hard",
                  hard=("trade_fill", ["STC %d" % n, o.low(), spx(x)], "tagged"))
    xf = day.tos_fill(xm.t - day.j(2, 15), day.oid(), False, n, o.tos(), spx(x), idiom=False)
    day.add_book(o.alert(), e2, [(f.t, n), (xf.t, -n)])


def sc_deskpad_embed(day):
    r = day.rng
    sym = r.choice(["QQQ", "SPY", "IWM"])
    day.traded.add(sym)
    t = hm(r.choice([10, 13, 14]), r.randint(0, 50), r.randint(0, 59))
    o = Opt(sym, trade_exp(day.d), day.strike(sym, r.uniform(0.02, 0.035), "p"), "p")
    e = day.opx(o, t)
    q = r.choice([4, 5, 6])
    stp = tick(e * 2)
    day.pad_no += r.randint(1, 7)
    pid = "P-%d" % day.pad_no
    emb = {"title": "📝 Proposal %s · marlo.b" % pid, "description": "short premium, %s support + elevated put skew" % day.lvl(sym, -0.02),
           "fields": [{"name": "Action", "value": "STO", "inline": True}, {"name": "Contract", "value": o.alert(), "inline": True},
                      {"name": "Qty", "value": str(q), "inline": True}, {"name": "Limit", "value": spx(e), "inline": True},
                      {"name": "Stop", "value": "%s (2x credit)" % spx(stp), "inline": True}],
           "footer": "deskpad · reply to approve"}
    p = day.post(t, "pad", "", embeds=[emb], cls="hard", hard=("trade_proposal", ["STO", o.alert(), spx(e), pid], "embed"))
    ap, q = day.approval(p, t + day.j(40, 200), sym, q, style="down")
    oid = day.oid()
    day.post(ap.t + day.j(6, 30), "orders", "", embeds=[day.order_embed("WORKING", oid, o.tos(), "SELL TO OPEN", q, spx(e),
                                                                          desc="order accepted, resting at CBOE")],
             cls="hard", hard=("trade_confirmation", ["WORKING", oid, "SELL TO OPEN"], "embed"))
    f = day.tos_fill(ap.t + day.j(60, 200), oid, False, q, o.tos(), spx(e), idiom=False)
    tx = f.t + day.j(3600, 7200)
    x = tick(e * r.uniform(0.35, 0.55))
    pct = int(round((1 - x / e) * 100))
    bm = day.post(tx, "marlo", "BTC %d %s @ %s ✅ took %d%% of the credit" % (q, o.low(), spx(x), pct), cls="hard",
                  hard=("trade_fill", ["BTC %d" % q, o.low(), spx(x)], "tagged"))
    xf = day.tos_fill(bm.t - day.j(2, 15), day.oid(), True, q, o.tos(), spx(x), idiom=False)
    day.add_book(o.alert(), e, [(f.t, -q), (xf.t, q)])


def sc_deskpad_kv_reject(day):
    r = day.rng
    sym = r.choice(["AMD", "NVDA", "META"])
    day.traded.add(sym)
    t = hm(r.choice([11, 13, 14]), r.randint(0, 55), r.randint(0, 59))
    o = Opt(sym, trade_exp(day.d), day.strike(sym, 0.03, "c"), "c")
    e = day.opx(o, t)
    day.pad_no += r.randint(1, 7)
    q = r.choice([4, 6, 8])
    p = day.post(t, "pad", "deskpad · PROPOSAL id=P-%d trader=kdub side=BTO sym=%s qty=%d lmt=%s sl=%s pt=%s status=pending_approval"
                 % (day.pad_no, o.alert().replace(" ", "_"), q, spx(e), spx(tick(e * 0.7)), spx(tick(e * 1.4))),
                 cls="hard", hard=("trade_proposal", ["side=BTO", "sym=%s" % o.alert().replace(" ", "_"), "lmt=%s" % spx(e)], "structured"),
                 idiom=("deskpad key=value proposal", "trade_proposal"))
    why = r.choice(["the analyst day tomorrow, it's binary", "CPI, we're flat into data", "size on a name you're already red on"])
    day.approval(p, t + day.j(60, 300), sym, q, reject=True, why=why)
    day.post(t + day.j(320, 600), "kd", "fair", cls="noise")


def sc_rejected(day):
    r = day.rng
    sym = r.choice(["AMD", "META", "NVDA"])
    day.traded.add(sym)
    who = r.choice(["vex", "marlo"])
    t = hm(r.choice([10, 13, 14]), r.randint(0, 55), r.randint(0, 59))
    cp = r.choice("cp")
    o = Opt(sym, trade_exp(day.d), day.strike(sym, 0.02, cp), cp)
    e = day.opx(o, t)
    q = r.choice([4, 5, 6])
    sl = tick(e * 0.7)
    p = day.post(t, who, "BTO %s x%d @ %s SL %s 👀" % (o.alert(), q, spx(e), spx(sl)), cls="hard",
                 hard=("trade_proposal", ["BTO", o.alert(), "x%d" % q, spx(e)], "tagged"))
    why = r.choice(["the print", "fed speak at 2", "lunch chop", "a name you're down on today"])
    day.approval(p, t + day.j(40, 240), sym, q, reject=True, why=why)
    day.post(t + day.j(260, 500), who, r.choice(["fair 🫡", "ok ok", "yeah fair, watching only"]), cls="noise")


def sc_venue_reject(day):
    r = day.rng
    sym = r.choice(["SPY", "QQQ"])
    t = hm(r.choice([11, 13, 14]), r.randint(0, 55), r.randint(0, 59))
    o = Opt(sym, day.d, day.strike(sym, 0.008, "p"), "p")
    e = day.opx(o, t)
    n = r.choice([2, 3])
    p = day.post(t, "kd", "sto %d %s @ %s, cover at 2x" % (n, o.zdte(), spx(e)), cls="hard",
                 hard=("trade_proposal", ["sto %d" % n, o.zdte(), spx(e)], "shorthand"))
    ap, n = day.approval(p, t + day.j(30, 150), sym, n, no_resize=True)
    oid = day.oid()
    reason = r.choice(["uncovered short options not permitted for this account type", "insufficient option buying power",
                       "limit price outside the NBBO protection band"])
    day.post(ap.t + day.j(5, 25), "orders", "", embeds=[day.order_embed("REJECTED", oid, o.tos(), "SELL TO OPEN", n, spx(e),
                                                                          desc="rejected: %s" % reason)],
             cls="hard", hard=("trade_confirmation", ["REJECTED", oid, "SELL TO OPEN"], "embed"))
    day.post(ap.t + day.j(40, 120), "kd", r.choice(["ugh. forgot the acct can't do naked. skipping it", "rejected lol, not fighting it"]), cls="other")


def sc_cancel(day):
    r = day.rng
    sym = r.choice(["NVDA", "META", "AMD"])
    day.traded.add(sym)
    who = r.choice(["vex", "marlo"])
    t = hm(r.choice([10, 11, 14]), r.randint(0, 55), r.randint(0, 59))
    o = Opt(sym, trade_exp(day.d), day.strike(sym, 0.015, "c"), "c")
    e = tick(day.opx(o, t) - 0.1)
    q = r.choice([3, 4, 5])
    p = day.post(t, who, "bto %s x%d @ %s bid, SL %s" % (o.low(), q, spx(e), spx(tick(e * 0.72))), cls="hard",
                 hard=("trade_proposal", ["bto", o.low(), "x%d" % q, spx(e)], "shorthand"))
    ap, q = day.approval(p, t + day.j(30, 150), sym, q)
    oid = day.oid()
    day.post(ap.t + day.j(5, 20), "orders", "", embeds=[day.order_embed("WORKING", oid, o.tos(), "BUY TO OPEN", q, spx(e))],
             cls="hard", hard=("trade_confirmation", ["WORKING", oid, "BUY TO OPEN"], "embed"))
    tc = ap.t + day.j(500, 1200)
    day.post(tc, "orders", "", embeds=[day.order_embed("CANCELED", oid, o.tos(), "BUY TO OPEN", q, spx(e),
                                                         desc="canceled by user (%s), 0/%d filled" % (PEOPLE[who][0], q))],
             cls="hard", hard=("trade_confirmation", ["CANCELED", oid, "0/%d filled" % q], "embed"))
    day.post(tc + day.j(10, 60), who, "not chasing it 🫡", cls="other")


def sc_risk_block(day):
    r = day.rng
    L = day.limits
    who = r.choice(["kd", "vex"])
    t = hm(r.choice([14, 15]), r.randint(0, 40), r.randint(0, 59))
    lim = L["trader_dll"]
    loss = lim + r.randint(12, 180)
    day.post(t, "risk", "⛔ RISK · %s BLOCKED for new opening orders · day P/L -$%s breached trader_daily_loss -$%s · closing orders still allowed"
             % (PEOPLE[who][0], "{:,}".format(loss), "{:,}".format(lim)), cls="hard",
             hard=("risk_limit", ["BLOCKED", "-$%s" % "{:,}".format(loss), "-$%s" % "{:,}".format(lim)], "structured"))
    day.post(t + day.j(30, 200), who, r.choice(["yeah deserved that one 🤡", "fine. done for the day", "ok ok i'm out"]), cls="other")


def sc_risk_embed(day):
    r = day.rng
    t = hm(r.choice([11, 12, 13]), r.randint(0, 55), r.randint(0, 59))
    who = r.choice(["vexx", "kdub", "marlo.b"])
    old = day.limits["trader_dll"]
    new = old - r.choice([200, 300, 500])
    emb = {"title": "🛡️ Limit change", "description": "applies immediately, until further notice",
           "fields": [{"name": "Limit", "value": "trader_daily_loss (%s)" % who, "inline": True},
                      {"name": "Old", "value": "-$%s" % "{:,}".format(old), "inline": True},
                      {"name": "New", "value": "-$%s" % "{:,}".format(new), "inline": True},
                      {"name": "Set by", "value": "hutch", "inline": True}],
           "footer": "RiskGuard · change log #%d" % r.randint(300, 900)}
    day.post(t, "risk", "", embeds=[emb], cls="hard",
             hard=("risk_limit", ["trader_daily_loss (%s)" % who, "-$%s" % "{:,}".format(new)], "embed"))


def sc_hutch_risk(day):
    r = day.rng
    t = hm(r.choice([12, 13, 14]), r.randint(0, 55), r.randint(0, 59))
    hh = r.choice(["3:00", "3:15"])
    n = r.choice([4, 5, 6])
    day.post(t, "hutch", "effective now: no new 0dte after %s, and max %d contracts on anything TSLA till the vol calms down" % (hh, n),
             cls="hard", hard=("risk_limit", ["no new 0dte after %s" % hh, "max %d contracts" % n], "untagged"))
    day.post(t + day.j(30, 200), r.choice(["vex", "kd"]), "👍", cls="noise")


def sc_stop_removed(day):
    r = day.rng
    c = r.choice(day.carried)
    o = c["opt"]
    t = hm(r.choice([12, 15]), r.randint(0, 55), r.randint(0, 59))
    ev = r.choice(["the close", "friday", "the event"])
    day.post(t, c["owner"], "pulled the stop on %s, holding thru %s. mental only at %s" % (o.alert(), ev, day.lvl(c["sym"], -0.03)),
             cls="hard", hard=("stop_or_target_change", ["pulled the stop", o.alert()], "untagged"),
             idiom=("'pulled the stop' removes a stop", "stop_or_target_change"))


def sc_eod(day):
    r = day.rng
    rule = eod_rule(day.seed, day.ci, day.d)
    tsla = getattr(day, "tsla", None)
    pm = getattr(day, "premarket", None)
    t = hm(16, r.randint(20, 50), r.randint(0, 59))
    if rule[0] == "max_contracts":
        dec = "for tomorrow: max contracts per trade drops to %d until we're green on the week" % rule[1]
        facts = ["max contracts per trade drops to %d" % rule[1], "for tomorrow"]
    elif rule[0] == "zero_max":
        dec = "for tomorrow: 0dte max goes to %d per trade, lottos are bleeding us" % rule[1]
        facts = ["0dte max goes to %d per trade" % rule[1], "for tomorrow"]
    elif rule[0] == "tsla_cap":
        dec = "for tomorrow: TSLA capped at %d contracts per trade, iv is nuts" % rule[1]
        facts = ["TSLA capped at %d contracts" % rule[1], "for tomorrow"]
    else:
        nm = "vexx" if rule[0].endswith("vex") else "kdub"
        dec = "for tomorrow: %s's daily loss limit is -$%s, we'll revisit friday" % (nm, "{:,}".format(rule[1]))
        facts = ["%s's daily loss limit is -$%s" % (nm, "{:,}".format(rule[1])), "for tomorrow"]
    parts = ["EOD %s 📒" % md(day.d),
             "desk %s on the day, %d trades, nobody hit a limit they didn't deserve to hit 😅" % (money(r.randint(-1800, 3600)), r.randint(7, 14)),
             ""]
    if tsla:
        parts.append("• vexx: the %s was the trade of the day — clean alert, waited for my reply, trimmed at PT1, trailed the runners "
                     "instead of hoping. that's the template, everyone copy it." % tsla["opt"].low())
    if pm:
        parts.append("• marlo: premarket plan on %s worked because it was written down before the open with a level, a size and a stop. "
                     "more of that, less 'vibes'." % pm["opt"].sym)
    parts.append("• kd: lotto book %s. futures were fine, stops were respected." % (
        "paid today, don't get used to it" if getattr(day, "zero_win", False) else "was another donation to the market makers"))
    parts.append("• rook: good questions today, keep paper trading the alert format until it's automatic.")
    parts.append("")
    parts.append("housekeeping: " + dec + ". the risk bot gets updated tonight.")
    parts.append("still watching %s for tomorrow. journal your trades before you log off, the bot reposts them at 7. "
                 "if you took a signal-service idea, say so in the journal so we can track if those are worth anything." % ", ".join(day.watch[:2]))
    parts.append("gn 🌙")
    m = day.post(t, "hutch", "\n".join(parts), cls="hard", hard=("risk_limit", facts, "buried"),
                 idiom=("EOD recap with a buried limit change", "risk_limit"))
    day.pin(m, t + day.j(60, 300))


def sc_paper_and_misc_near(day, weekend=False):
    """Near-miss one-offs that live in every day."""
    r = day.rng
    sess = (hm(9, 35), hm(15, 55)) if not weekend else (hm(10), hm(22))

    def tt():
        return r.uniform(*sess)
    # paper trade
    sym = r.choice(["AMD", "NVDA", "TSLA", "SPY"])
    o = Opt(sym, weekly_exp(day.sess), day.strike(sym, 0.02, "c"), "c")
    e = day.opx(o, hm(11))
    day.post(tt(), "rook", "paper acct: BTO %s x10 @ %s, testing the ladder script 📝 (not real money lol)" % (o.alert(), spx(e)), cls="near",
             idiom=("paper-account trade by the junior", "not_hard"))
    # hypothetical
    hs = [
        "what if we STO'd some SPY %sp for next week? premium looks juicy" % day.lvl("SPY", -0.03),
        "would anyone be short MNQ if we lose %s? just thinking" % "{:,}".format(int(day.fut["MNQ"] - 120)),
        "if TSLA loses %s i'd want puts, not saying now tho" % day.lvl("TSLA", -0.02),
        "someone should look at %s calls if it clears %s" % (r.choice(day.watch), "the highs"),
        "hypothetically if nvda gaps to %s tomorrow do we trim the swing or hold?" % day.lvl("NVDA", 0.05),
    ]
    for h in r.sample(hs, 2):
        day.post(tt(), r.choice(["rook", "vex", "kd", "marlo"]), h, cls="near")
    # history
    hist = [
        "last week took TSLA %sc @ 1.20 and sold at 4.80 lol, still the best trade of the month" % day.lvl("TSLA", -0.05),
        "back in march i held NVDA puts thru earnings and got absolutely crushed. never again",
        "remember when kd's 0dte spy lotto went 12x in october 😂",
        "in 2024 i'd have bought this dip with both hands. different market now",
    ]
    for h in r.sample(hist, 2):
        day.post(tt(), r.choice(["vex", "kd", "marlo", "hutch"]), h, cls="near")
    # other desk
    od = [
        "heard the vol desk upstairs sold 2k SPX %s calls for jan" % int(round(day.px["SPY"] * 10.4 / 50) * 50),
        "greg's futures group is short 20 NQ from %s, fyi not us" % "{:,}".format(int(day.fut["MNQ"] + 150)),
        "my buddy at another prop shop is long 50 tsla calls into friday, yolo",
    ]
    day.post(tt(), r.choice(["kd", "hutch", "vex"]), r.choice(od), cls="near")
    # stop would be sensible (no decision)
    day.post(tt(), r.choice(["kd", "marlo"]), r.choice([
        "a stop under %s would be sensible on any nvda longs imo" % day.lvl("NVDA", -0.02),
        "if i were in meta i'd have a stop around %s but that's just me" % day.lvl("META", -0.02),
    ]), cls="near")
    # question
    day.post(tt(), "rook", rook_question_text(day), cls="near")
    day.post(tt(), r.choice(["vex", "rook"]), r.choice(["should i trim here or let it ride?", "what's the max on 0dte today again?",
                                                        "are we allowed to hold lottos into the close?"]), cls="near")
    # general opinion
    day.post(tt(), r.choice(["kd", "hutch", "marlo"]), r.choice([
        "market feels heavy, breadth garbage, i'd be careful into the close",
        "this is a stock picker's tape, indexes lying to you",
        "vol sellers are way too comfortable, feels like a setup for a flush eventually",
    ]), cls="near")
    # quoted news on unrelated name
    s2 = r.choice([s for s in day.other_pool if s not in day.traded])
    day.post(tt(), "vex", "lol \"%s unveils new %s\" who cares" % (COMPANY[s2], r.choice(["AI assistant", "subscription tier", "headset", "chip"])), cls="near")


# --------------------------------------------------------------------------- weekend scenes

def sc_weekend_setup(day):
    r = day.rng
    L = day.limits
    sat = day.d.weekday() == 5
    t = hm(r.choice([9, 10]), r.randint(0, 55), r.randint(0, 59))
    wk = r.choice([8000, 10000, 12000])
    body = ("🛡️ **RiskGuard · weekly reset for week of %s**\n```\n"
            "desk_weekly_loss   -$%s\n"
            "desk_daily_loss    -$%s\n"
            "trader_daily_loss  -$%s\n"
            "max_contracts      %d / trade\n"
            "0dte_max           %d / trade\n```\nset by hutch · effective Sun 18:00 ET (globex)"
            % (md(day.sess), "{:,}".format(wk), "{:,}".format(L["desk_dll"]), "{:,}".format(L["trader_dll"]),
               L["max_contracts"], L["zero_max"]))
    if sat:
        lm = day.post(t, "risk", body, cls="hard",
                      hard=("risk_limit", ["-$%s" % "{:,}".format(wk), "%d / trade" % L["max_contracts"], "-$%s" % "{:,}".format(L["trader_dll"])], "structured"))
        day.pin(lm, t + day.j(100, 900))
        day.react(lm, t + day.j(100, 900), "📌", "hutch")
    tj = hm(8, r.randint(0, 50), r.randint(0, 59))
    day.post(tj, "journal", journal_text(day, weekly=True), cls="near",
             idiom=("journal bot reposting yesterday's TOS fill lines", "not_hard"))
    held = " · ".join("%s (%s)" % (c["opt"].alert(), PEOPLE[c["owner"]][0]) for c in day.carried)
    w = day.post(hm(11, r.randint(0, 50)), "hutch", "📋 watchlist for next week — %s\nholding over the weekend: %s"
                 % (" · ".join(day.watch), held))
    day.pin(w, w.t + day.j(30, 300))


def sc_staged(day, who=None, kind=None):
    r = day.rng
    who = who or r.choice(TRADERS)
    sym = kind or r.choice(["TSLA", "NVDA", "META", "AMD", "QQQ"])
    if sym in day.watch:
        sym = "QQQ"
    day.traded.add(sym)
    exp = weekly_exp(day.sess, skip_same_day=False)
    cp = r.choice("cc p")
    cp = "p" if cp == "p" else "c"
    o = Opt(sym, exp, day.strike(sym, r.uniform(0.015, 0.03), cp), cp)
    e = day.opx(o, hm(10))
    q = r.choice([3, 4, 5, 6])
    sl = tick(e * 0.72)
    t = r.uniform(hm(10), hm(22, 30))
    txt = r.choice([
        "mon open: BTO %s x%d @ %s lmt, SL %s — staging it tonight @hutch",
        "for %s open — BTO %s x%d @ %s limit, SL %s. want it queued @hutch",
    ])
    if txt.startswith("mon"):
        txt = txt % (o.alert(), q, spx(e), spx(sl))
    else:
        txt = txt % (WD[day.sess.weekday()].lower(), o.alert(), q, spx(e), spx(sl))
    p = day.post(t, who, txt, cls="hard",
                 hard=("trade_proposal", ["BTO %s x%d" % (o.alert(), q), spx(e), "SL %s" % spx(sl)], "tagged"),
                 idiom=("staged 'mon open' weekend proposal", "trade_proposal"))
    rej = r.random() < 0.25
    if rej:
        day.approval(p, t + day.j(300, 3000), sym, q, reject=True, why=r.choice(["the monday open, let it settle", "CPI week"]))
        return
    s = sym.lower()
    v = r.randint(0, 2)
    if v == 0:
        ap = day.post(t + day.j(300, 3600), "hutch", "ok stage it, %d fine" % q, reply=p, cls="hard",
                      hard=("trade_approval", ["ok stage it", "%d fine" % q], "reply"))
    else:
        ap, q = day.approval(p, t + day.j(300, 3600), sym, q)
    oid = day.oid()
    act = "%s %s 09:30 ET" % (WD[day.sess.weekday()], md(day.sess))
    day.post(ap.t + day.j(60, 900), "orders", "", embeds=[day.order_embed("QUEUED", oid, o.tos(), "BUY TO OPEN", q, spx(e),
                                                                            desc="queued for next session · activates %s" % act)],
             cls="hard", hard=("trade_confirmation", ["QUEUED", oid, "BUY TO OPEN", spx(e)], "embed"))


def sc_gtc_stop(day):
    r = day.rng
    c = r.choice(day.carried)
    o = c["opt"]
    old = tick(c["avg"] * 0.7)
    new = tick(c["avg"] * r.uniform(0.78, 0.92))
    t = r.uniform(hm(10), hm(21))
    sm = day.post(t, c["owner"], "moved the GTC stop on %s to %s for monday (was %s)" % (o.alert(), spx(new), spx(old)), cls="hard",
                  hard=("stop_or_target_change", [o.alert(), "to %s" % spx(new)], "untagged"))
    oid = day.oid()
    day.post(sm.t + day.j(3, 20), "orders", "order_status id=%s sym=%s type=STP side=SELL qty=%d px=%s state=REPLACED tif=GTC"
             % (oid, o.alert().replace(" ", "_"), c["qty"], spx(new)), cls="hard",
             hard=("trade_confirmation", ["state=REPLACED", "px=%s" % spx(new), "tif=GTC"], "structured"))


def sc_deleted_staged(day):
    r = day.rng
    sym = r.choice(["NVDA", "TSLA", "AMD"])
    day.traded.add(sym)
    o = Opt(sym, weekly_exp(day.sess, skip_same_day=False), day.strike(sym, 0.07, "c"), "c")
    e = day.opx(o, hm(10))
    t = r.uniform(hm(11), hm(20))
    who = r.choice(TRADERS)
    m = day.post(t, who, "mon open BTO %s x6 @ %s SL %s" % (o.alert(), spx(e), spx(tick(e * 0.7))), cls="hard",
                 hard=("trade_proposal", ["BTO", o.alert(), "x6", spx(e)], "tagged"),
                 snippet="mon open BTO %s x6 @ %s" % (o.alert(), spx(e)))
    day.delete(m, t + day.j(40, 200))
    day.post(m.t + day.j(60, 240), who, "deleted that, wrong expiry. will repost monday", cls="other")


def sc_weekly_review(day):
    r = day.rng
    th_start = day.post(r.uniform(hm(12), hm(14)), "marlo", "weekly review 🧵 drop your notes in here", cls="other")
    th = day.thread(th_start)
    t = th_start.t
    notes = [
        "my week: %d trades, %d green. best was the tsla calls tuesday, worst was chasing nvda friday. lesson: no entries after 2 extended "
        "moves in the same direction, the third one is where i always get caught" % (r.randint(8, 15), r.randint(4, 9)),
        "lottos: %d for %d. net %s. i keep sizing them like they're real trades, need to stop. going to cap myself at 2 lottos a week "
        "and only on days where the straddle is cheap" % (r.randint(1, 3), r.randint(6, 9), money(-r.randint(200, 900))),
        "futures were my bread this week, mes fades at the pivot worked 4/5. going to keep it boring. the one loser was a "
        "breakout i faded on a data morning, shouldn't have been trading at 8:30 at all",
        "paper acct: up 12% on the week but i know paper fills are fake. still, process felt good. i'm posting every paper alert "
        "in my own channel with the same format as here so it becomes automatic",
        "biggest mistake: moved a stop down on wednesday. never again. posting it here so you all can yell at me. it worked out "
        "that time which is the worst possible outcome because now my brain thinks it's ok",
    ]
    owners = ["vex", "kd", "kd", "rook", "marlo"]
    picks = r.sample(range(5), 3)
    for who, note in [(owners[i], notes[i]) for i in sorted(picks)]:
        t += day.j(300, 1800)
        day.post(t, who, note, thread=th, cls="near" if "paper" in note else "other")
    t += day.j(300, 1200)
    c = r.choice(day.carried)
    day.post(t, "hutch", "good notes. for next week my read on %s hasn't changed, still the best setup on the board. "
             "conviction steady, holding the %s" % (c["sym"], c["opt"].low()), thread=th, cls="hard",
             hard=("thesis_update", [c["sym"], "conviction steady", "holding the %s" % c["opt"].low()], "untagged"))


# --------------------------------------------------------------------------- ambient / filler

def ambient(day):
    r = day.rng
    wk = day.weekend
    # heartbeats
    for h in range(24):
        t = hm(h, 0) + day.j(2, 110)
        day.post(t, "ops", "💓 tos-bridge ok · lag %dms · subs %d · acct stream %s · q %d · mem %dMB · uptime %dd%02dh · relay ok · riskguard ok"
                 % (r.randint(90, 420), r.randint(30, 44), "live" if not wk else "idle", r.randint(0, 2), r.randint(180, 520),
                    r.randint(0, 9), r.randint(0, 23)), cls="noise")
    if not wk:
        for i, h in enumerate(range(9, 16)):
            t = hm(h, 30) + day.j(5, 90)
            m = day.post(t, "risk", "✅ RiskGuard · all limits ok · desk P/L %s / -$%s · open contracts %d · largest %d"
                         % (money(r.randint(-250, 400) * (h - 8)), "{:,}".format(day.limits["desk_dll"]), r.randint(6, 30), r.randint(3, 10)),
                         cls="noise")
            if i == 2:
                m.idiom = ("risk bot 'all limits ok' heartbeat", "not_hard")
        for k in range(7):
            snapshot(day, hm(10, 0) + k * 3600 + day.j(30, 200))
        snapshot(day, hm(8, 0) + day.j(0, 600))
        snapshot(day, hm(16, 30) + day.j(0, 600))
        op = day.post(hm(9, 30, 1) + day.j(0, 3), "ops", "🔔 **Market OPEN** · SPY %s · QQQ %s · VIX %.1f"
                      % (px2(day.px["SPY"]), px2(day.px["QQQ"]), day.vix), cls="noise")
        day.react(op, op.t + 20, "🔔", "kd")
        day.post(hm(16, 0, 1) + day.j(0, 3), "ops", "🔔 **Market CLOSE** · SPY %s (%s%.2f%%) · QQQ %s"
                 % (px2(day.px["SPY"] * (1 + r.uniform(-0.006, 0.006))), r.choice("+-"), r.uniform(0.05, 0.9), px2(day.px["QQQ"])), cls="noise")
        day.post(hm(20, 0, 5), "ops", "🌙 after-hours session closed · globex open", cls="noise")
        day.post(hm(12, 0) + day.j(30, 300), "triage", "🧾 triage cron 12:00 ET: %d items seen · 0 routed · %d logged"
                 % (r.randint(18, 40), r.randint(18, 40)), cls="noise")
        day.post(hm(16, 15) + day.j(30, 300), "triage", "🧾 triage cron 16:15 ET: %d items seen · %d routed · %d logged"
                 % (r.randint(40, 80), r.randint(1, 3), r.randint(40, 80)), cls="noise")
        for _ in range(r.randint(4, 7)):
            s = r.choice(["TSLA", "NVDA", "SPY", "QQQ", "META", "AMD"] + day.watch)
            lv = day.px[s] * (1 + r.uniform(-0.01, 0.01))
            day.post(r.uniform(hm(9, 35), hm(15, 58)), "ops", "📣 alert: %s %s %s (last %s)"
                     % (s, r.choice(["≥", "≤"]), px2(round(lv)), px2(lv)), cls="noise")
        for _ in range(r.randint(2, 3)):
            who = r.choice(["vex", "kd", "marlo"])
            day.post(hm(16, 2) + day.j(0, 3000), who, "%s [screenshot: TOS P/L Day %s · %d trades]"
                     % (r.choice(["EOD 💚", "rough one", "meh", "we eat 🍽️"]), money(r.randint(-900, 2600)), r.randint(2, 8)),
                     attachments=[{"id": "", "filename": "pnl_%s.png" % day.d.strftime("%m%d"), "size": r.randint(40000, 220000), "url": ""}],
                     cls="noise")
    else:
        for h in (0, 6, 12, 18):
            day.post(hm(h, 5) + day.j(0, 300), "risk", "✅ RiskGuard · markets closed · limits idle · open contracts %d (swings)"
                     % sum(c["qty"] for c in day.carried), cls="noise")
        snapshot(day, hm(10, 0) + day.j(0, 600))
        if day.d.weekday() == 6:
            day.post(hm(18, 0, 2), "ops", "🔔 **Globex open** · /MES %s · /MNQ %s" % (fpx(day.fut["MES"]), fpx(day.fut["MNQ"])), cls="noise")
        day.post(hm(2, 0) + day.j(0, 600), "ops", "🛠️ broker api maintenance window 02:00–04:00 ET · order entry disabled", cls="noise")
    # reconnects
    for _ in range(r.randint(1, 2)):
        t = r.uniform(hm(0, 30), hm(23))
        day.post(t, "ops", "⚠️ tos-bridge: stream disconnected (code %d). reconnecting in 5s…" % r.choice([1006, 1011, 1001]), cls="noise")
        day.post(t + day.j(4, 40), "ops", "✅ tos-bridge: reconnected (%.1fs), resubscribed %d symbols, replayed %d missed acct events"
                 % (r.uniform(2, 30), r.randint(30, 44), r.randint(0, 3)), cls="noise")
    # deploy / ci
    t = hm(5, r.randint(0, 50)) if not wk else r.uniform(hm(2), hm(4))
    day.post(t, "ops", "🚀 deployed %s %d.%d.%d → prod · ci #%d ✅ %d passed · sha %07x"
             % (r.choice(["riskguard", "tos-bridge", "relay", "triage"]), r.randint(2, 4), r.randint(0, 12), r.randint(0, 9),
                r.randint(4400, 4800), r.randint(180, 260), r.randint(0, 0xFFFFFFF)), cls="noise")
    day.post(t - day.j(300, 900), "ops", "❌ ci #%d failed · tests/test_parse.py::test_partial_fill_weeklys — flaky, rerun queued"
             % r.randint(4400, 4800), cls="noise")
    day.post(r.uniform(hm(1), hm(23)), "ops", stack_text(day), cls="noise")
    day.post(hm(20, 30) + day.j(0, 900), "ops", "journal cron: archived %d fills from %s → journal/%s.md" % (r.randint(12, 40), md(day.d), day.d.isoformat()), cls="noise")
    day.post(hm(23, 10) + day.j(0, 1200), "ops", ops_report_text(day), cls="noise")
    # gm / gn
    fv = day.fill_vars()
    for who in r.sample(["vex", "kd", "marlo", "hutch", "rook"], r.randint(3, 5)):
        day.post(r.uniform(hm(6, 30), hm(9, 20)) if not wk else r.uniform(hm(8), hm(11)), who, r.choice(GM).format(**fv), cls="noise")
    for who in r.sample(["vex", "kd", "marlo", "hutch", "rook"], r.randint(3, 5)):
        day.post(r.uniform(hm(16, 30), hm(23, 40)), who, r.choice(GN), cls="noise")
    for _ in range(r.randint(3, 5)):
        txt, fn = r.choice(MEMES)
        day.post(r.uniform(hm(9), hm(22)), r.choice(["vex", "kd", "rook", "marlo"]), txt,
                 attachments=[{"id": "", "filename": fn, "size": r.randint(80000, 900000), "url": ""}], cls="noise")
    # spam burst bulk-deleted
    t = r.uniform(hm(1), hm(6)) if r.random() < 0.5 else r.uniform(hm(12), hm(13))
    sp = []
    for i, txt in enumerate(["🚀🚀 FREE VIP options signals 94%% win rate → DM me for invite code %d" % r.randint(100, 999),
                             "💸 turned $500 into $41k last week with my 0dte signals, limited spots",
                             "📈 join the VIP discord, first week free, link in bio 👇"]):
        sp.append(day.post(t + i * day.j(2, 8), "spam", txt, cls="noise", snippet=txt[:48]))
    day.bulk_delete(sp, t + day.j(60, 400))
    day.post(t + day.j(420, 600), "jen", "cleaned up spam, banned the account. report that stuff pls", cls="other")
    # forgotten screenshot
    t = r.uniform(hm(16, 5), hm(17)) if not wk else r.uniform(hm(12), hm(18))
    acct = "%d-%04d-%02d" % (r.randint(40, 90), r.randint(1000, 9999), r.randint(10, 99))
    who = r.choice(["vex", "kd"])
    fm = day.post(t, who, "my personal acct this week lol [screenshot: statement acct %s · NLV $%s]"
                  % (acct, "{:,}".format(r.randint(20000, 90000))), cls="noise", snippet=acct,
                  attachments=[{"id": "", "filename": "statement.png", "size": r.randint(90000, 300000), "url": ""}])
    day.forget(fm, t + day.j(120, 900), "jen")
    day.post(t + day.j(950, 1300), "jen", "scrubbed that screenshot, no account numbers in here pls 🙏", cls="other")


def snapshot(day, t):
    r = day.rng
    rows = []
    tot = 0.0
    dtot = 0
    by = {}
    for b in day.book:
        q = sum(dq for (tt, dq) in b["ev"] if tt <= t)
        if q == 0:
            continue
        avg = float(b["avg"])
        if b["fut"]:
            mark = q25(avg + r.uniform(-10, 10))
            pl = (mark - avg) * q * b["mult"]
            dl = q * (5 if b["mult"] == 5 else 2)
            rows.append("%-20s %+4d %9s %9s %9s %+6d %8s" % (b["name"], q, fpx(avg), fpx(mark), money(pl), dl, "—"))
        else:
            mark = tick(avg * r.uniform(0.75, 1.35))
            pl = (mark - avg) * q * 100
            dl = int(q * 100 * r.uniform(0.2, 0.6)) * (1 if q > 0 else -1)
            th = -int(abs(q) * 100 * mark * r.uniform(0.02, 0.08)) * (1 if q > 0 else -1)
            rows.append("%-20s %+4d %9s %9s %9s %+6d %8s" % (b["name"], q, px2(avg), px2(mark), money(pl), dl, money(th)))
        tot += pl
        dtot += dl
        u = b["name"].split()[0].lstrip("/")[:3]
        by[u] = by.get(u, 0) + pl
    if not rows:
        rows = ["(flat)"]
    exp = " · ".join("%s %s" % (k, money(v)) for k, v in sorted(by.items())) or "—"
    txt = ("📊 **positions @ %s ET** · acct •••%s\n```\n%-20s %4s %9s %9s %9s %6s %8s\n%s\n```\n"
           "open P/L %s · realized %s · net Δ %+d · BP used %d%%\nby underlying: %s\n_snapshot only, marks are mid · RiskGuard_"
           % (day.clock(t)[:5], day.acct, "symbol", "qty", "avg", "mark", "P/L", "Δ", "θ/day", "\n".join(rows), money(tot),
              money(r.randint(-800, 1800)), dtot, r.randint(8, 46), exp))
    day.post(t, "risk", txt, cls="noise")


def filler_fixed(day):
    r = day.rng
    wk = day.weekend
    if not wk:
        for _ in range(r.randint(5, 6)):
            alpha_alert_post(day, r.uniform(hm(9, 35), hm(15, 45)))
        day.post(hm(8, 45) + day.j(0, 600), "alpha", alpha_watchlist_text(day, day.free_names(5)), cls="near")
        day.post(hm(16, 20) + day.j(0, 900), "alpha", alpha_recap_text(day, day.free_names(r.randint(5, 7))), cls="near")
        for i in range(r.randint(7, 9)):
            flow_post(day, r.uniform(hm(9, 35), hm(15, 58)), first=(i == 0))
        for h in [11, 13, 15]:
            day.post(hm(h, 0) + day.j(5, 60), "flow", flow_digest_text(day, day.free_names(6), hm(h, 0)), cls="near")
        for _ in range(r.randint(17, 20)):
            sc_news_block(day, r.uniform(hm(6), hm(19)) if r.random() < 0.8 else r.uniform(hm(0), hm(23, 50)), "other")
        sc_news_block(day, hm(8, 30, 2), "macro")
        day.post(hm(12, 30) + day.j(0, 900), "news", market_recap_text(day), cls="near")
        day.post(hm(6, 30) + day.j(0, 600), "news", earnings_cal_text(day), cls="near")
        day.post(hm(6, 0) + day.j(0, 900), "ops", ops_premarket_text(day), cls="noise")
        day.post(hm(8, 40) + day.j(0, 700), "kd", kd_levels_text(day), cls="other")
        day.post(hm(9, 5) + day.j(0, 900), "vex", vex_plan_text(day), cls="near")
        day.post(r.uniform(hm(11, 30), hm(13, 30)), "marlo", analysis_text(day, r.choice(["TSLA", "QQQ", "SPY", "IWM", "AMD"])), cls="near")
        day.post(r.uniform(hm(17), hm(21)), r.choice(["kd", "marlo"]), backtest_text(day), cls="near",
                 idiom=("backtest table with fills and win rate", "not_hard"))
        day.post(r.uniform(hm(12), hm(13)), "hutch", lesson_text(day), cls="other")
        st = day.post(r.uniform(hm(12), hm(12, 40)), "marlo", "nvda notes thread 🧵 (no trades, just levels)", cls="other")
        th = day.thread(st)
        t = st.t
        for _ in range(r.randint(3, 5)):
            t += day.j(60, 500)
            who = r.choice(["vex", "kd", "rook", "marlo"])
            day.post(t, who, chatter_line(day, who, hm(12)), thread=th, cls="other")
        day.post(t + day.j(60, 300), "marlo", analysis_text(day, "NVDA"), thread=th, cls="near")
        discussion_thread(day)
        for h in (10, 12, 14, 15):
            t = hm(h, 15) + day.j(0, 300)
            day.post(t, "ops", sector_heatmap_text(day, t), cls="noise")
        for sym, t in ((r.choice(["SPY", "QQQ"]), hm(9, 50) + day.j(0, 600)), ("TSLA", hm(12, 20) + day.j(0, 900))):
            day.post(t, "ops", chain_snapshot_text(day, sym, t), cls="noise")
    else:
        day.post(hm(11) + day.j(0, 3600), "alpha", alpha_watchlist_text(day, day.free_names(5)).replace("morning watchlist", "watchlist for"), cls="near")
        day.post(r.uniform(hm(9), hm(12)), "alpha", alpha_weekly_outlook_text(day), cls="near")
        day.post(r.uniform(hm(13), hm(19)), "alpha", alpha_ama_text(day), cls="near")
        day.post(hm(12, 0) + day.j(5, 60), "flow",
                 flow_digest_text(day, day.free_names(7), hm(12, 0)).replace("hourly digest 11:00–12:00 ET", "weekly digest"), cls="near")
        for _ in range(r.randint(4, 5)):
            sc_news_block(day, r.uniform(hm(7), hm(22)), "other", mode="text")
        sc_news_block(day, r.uniform(hm(9), hm(18)), "macro")
        for _ in range(4):
            day.post(r.uniform(hm(8), hm(21)), "news", weekend_read_text(day), cls="near")
        day.post(r.uniform(hm(9), hm(13)), "news", week_ahead_text(day), cls="near")
        day.post(r.uniform(hm(8), hm(11)), "news", weekly_market_recap_text(day), cls="near")
        sw = day.post(r.uniform(hm(11), hm(15)), "marlo", swing_sheet_text(day), cls="other")
        day.pin(sw, sw.t + day.j(300, 3000))
        day.post(r.uniform(hm(13), hm(20)), "kd", kd_weekly_levels_text(day), cls="other")
        used = set()
        for _ in range(3):
            sym = r.choice([x for x in ["SPY", "QQQ", "IWM", "TSLA", "NVDA", "META", "AMD"] if x not in used])
            used.add(sym)
            day.post(r.uniform(hm(10), hm(22)), "marlo", analysis_text(day, sym), cls="near")
        day.post(r.uniform(hm(12), hm(21)), r.choice(["kd", "marlo"]), backtest_text(day), cls="near",
                 idiom=("backtest table with fills and win rate", "not_hard"))
        day.post(r.uniform(hm(11), hm(16)), "hutch", lesson_text(day), cls="other")
        discussion_thread(day)
    fills = [m for m in day.msgs if m.who == "fills" and m.deleted is None]
    for m in r.sample(fills, min(len(fills), r.randint(3, 6))):
        day.ack(m, m.t + day.j(10, 300))


def filler_chatter(day, target_total, noise_share):
    r = day.rng
    wk = day.weekend
    need = target_total - len(day.msgs)
    curve = [0.15, 0.1, 0.1, 0.1, 0.15, 0.2, 0.5, 1.0, 1.8, 3.5, 5.0, 3.2, 2.0, 2.2, 3.2, 4.6, 3.0, 1.5, 1.0, 0.9, 0.8, 0.6, 0.4, 0.25]
    if wk:
        curve = [0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.0, 2.6, 2.8, 2.8, 2.6, 2.4, 2.4, 2.2, 2.2, 2.6, 2.4, 2.0, 1.6, 1.0, 0.5]
    hours = list(range(24))
    noise_now = sum(1 for m in day.msgs if m.cls == "noise")
    for i in range(max(0, need)):
        h = r.choices(hours, weights=curve)[0]
        t = hm(h) + r.uniform(0, 3599)
        if noise_now / max(1, len(day.msgs)) < noise_share and r.random() < 0.6:
            txt = r.choice(ACKS + ["lol", "😂", "💀", "same", "fr", "this tape 😩", "brb", "back", "🤣", "💯"])
            day.post(t, r.choice(["vex", "kd", "marlo", "rook"]), txt, cls="noise")
            noise_now += 1
            continue
        who = r.choices(["vex", "kd", "marlo", "rook", "hutch"], weights=[3, 3, 2.5, 1.5, 1])[0]
        day.post(t, who, chatter_line(day, who, t), cls="other")


def pad_to_size(day, lo_bytes, max_msgs):
    r = day.rng
    wk = day.weekend
    if not hasattr(day, "pad_used"):
        day.pad_used = set()

    def tt(a, b):
        return r.uniform(hm(*a), hm(*b))

    def post_if(t, who, txt, cls):
        if txt:
            day.post(t, who, txt, cls=cls)
    if not wk:
        gens = [
            ("alpha_comm", lambda: post_if(tt((11, 30), (13, 30)), "alpha", alpha_commentary_text(day), "near")),
            ("alpha_edu", lambda: post_if(tt((19,), (22,)), "alpha", alpha_edu_text(day), "near")),
            ("earn_prev", lambda: post_if(tt((17,), (22,)), "marlo", earnings_preview_text(day), "near")),
            ("rook_paper", lambda: post_if(tt((16, 30), (21,)), "rook", rook_paper_text(day), "near")),
            ("analyst", lambda: post_if(tt((7, 15), (9, 15)), "news", analyst_roundup_text(day), "near")),
            ("flow_eod", lambda: post_if(tt((16, 10), (17, 30)), "flow", flow_eod_text(day), "near")),
            ("corp", lambda: post_if(tt((5, 30), (6, 30)), "ops", corp_actions_text(day), "noise")),
            ("rook_q", lambda: post_if(tt((10,), (15,)), "rook", rook_question_text(day), "near")),
            ("sector", lambda: post_if(tt((12,), (14,)), "marlo", marlo_sector_text(day), "near")),
            ("process", lambda: post_if(tt((17,), (20,)), "hutch", hutch_process_text(day), "other")),
            ("alpha2", lambda: alpha_alert_post(day, tt((9, 40), (15, 30)))),
            ("midday", lambda: post_if(tt((12,), (12, 45)), "hutch", hutch_midday_text(day), "other")),
            ("fut_recap", lambda: post_if(tt((16, 15), (17, 30)), "kd", futures_recap_text(day), "near")),
            ("review", lambda: post_if(tt((16, 30), (18,)), "vex", trade_review_text(day), "near")),
            ("movers", lambda: post_if(tt((8, 0), (9, 20)), "news", premarket_movers_text(day), "near")),
            ("tape", lambda: post_if(tt((11, 0), (13, 30)), "kd", kd_tape_read_text(day), "other")),
            ("ah", lambda: post_if(tt((16, 20), (19, 0)), "vex", vex_ah_text(day), "other")),
        ]
    else:
        gens = [
            ("alpha_edu", lambda: post_if(tt((11,), (20,)), "alpha", alpha_edu_text(day), "near")),
            ("earn_prev", lambda: post_if(tt((12,), (21,)), "marlo", earnings_preview_text(day), "near")),
            ("earn_prev2", lambda: post_if(tt((12,), (22,)), "marlo", earnings_preview_text(day), "near")),
            ("rook_paper", lambda: post_if(tt((12,), (21,)), "rook", rook_paper_text(day), "near")),
            ("rook_q", lambda: post_if(tt((11,), (21,)), "rook", rook_question_text(day), "near")),
            ("sector", lambda: post_if(tt((11,), (20,)), "marlo", marlo_sector_text(day), "near")),
            ("process", lambda: post_if(tt((11,), (20,)), "hutch", hutch_process_text(day), "other")),
            ("checkin", lambda: post_if(tt((12,), (20,)), "hutch", hutch_midday_text(day), "other")),
            ("wk_read", lambda: post_if(tt((9,), (21,)), "news", weekend_read_text(day), "near")),
            ("disc2", lambda: discussion_thread(day)),
            ("backtest2", lambda: post_if(tt((13,), (22,)), "kd", backtest_text(day), "near")),
        ]
    order = [g for g in gens if g[0] not in day.pad_used]
    r.shuffle(order)
    for name, fn in order:
        if content_bytes(day) >= lo_bytes or len(day.msgs) >= max_msgs:
            break
        day.pad_used.add(name)
        fn()
    # still short: weekdays get more wire headlines, weekends more homework posts
    k = 0
    while content_bytes(day) < lo_bytes and len(day.msgs) < max_msgs and k < 40:
        k += 1
        if not wk:
            sc_news_block(day, tt((5,), (21,)) if r.random() < 0.85 else tt((0,), (23, 50)), "other", mode="text")
        elif k % 2:
            day.post(tt((10,), (23,)), r.choice(["marlo", "kd", "vex"]), analysis_text(day, r.choice(["SPY", "QQQ", "IWM", "TSLA", "NVDA", "META", "AMD"])), cls="near")
        else:
            day.post(tt((10,), (23,)), "marlo", earnings_preview_text(day), cls="near")


def content_bytes(day, with_embeds=False):
    n = 0
    for m in day.msgs:
        n += len(m.final_content().encode("utf-8"))
        if with_embeds:
            for e in m.embeds:
                n += sum(len(x.encode("utf-8")) for x in embed_texts(e))
    return n


def kd_levels_text(day):
    r = day.rng
    es = day.fut["MES"]
    nq = day.fut["MNQ"]
    lv = lambda base, pts: ", ".join(fpx(q25(base + p)) for p in pts)
    return ("kd levels %s 📐 (same as always: these are levels, not trades)\n"
            "ES: %s | pivot %s | ONH %s / ONL %s\n"
            "NQ: %s | pivot %s\n"
            "SPY: %s · QQQ: %s\n"
            "VIX %.1f, term structure %s. expecting %s.\n"
            "if es loses the ONL early it usually retests the prior day low before lunch. if it holds, fade the first push into ONH."
            % (md(day.d), lv(es, [-22, -11, 0, 12, 24]), fpx(es), fpx(q25(es + 9)), fpx(q25(es - 7)),
               lv(nq, [-90, -40, 0, 45, 100]), fpx(nq), day.lvl("SPY", -0.005) + "/" + day.lvl("SPY", 0.005),
               day.lvl("QQQ", -0.006) + "/" + day.lvl("QQQ", 0.006), day.vix,
               r.choice(["in contango", "flat-ish", "slightly inverted front"]),
               r.choice(["a range day", "trend day if data surprises", "chop until 10:00 then direction"])))


def vex_plan_text(day):
    r = day.rng
    up = day.lvl("TSLA", 0.006)
    dn = day.lvl("TSLA", -0.008)
    return ("tsla game plan before the open 🧠\n"
            "- above %s and holding 5 min: i'd look at next-friday calls ~3%% otm\n"
            "- between %s and %s: no trade, it's a chop machine in there\n"
            "- under %s: nothing from me, puts are hutch's call not mine\n"
            "iv is ~%d%% on the weeklies so i'd rather pay for time than buy the 0dte junk. will post the alert if it sets up"
            % (up, dn, up, dn, r.randint(52, 66)))


def earnings_cal_text(day):
    r = day.rng
    names = day.free_names(6)
    bmo = ", ".join(names[:3])
    amc = ", ".join(names[3:])
    return ("📅 **Newswire · earnings & events today (%s)**\n"
            "BMO: %s\nAMC: %s\n"
            "econ: %s\n"
            "fed: %s\n"
            "_implied moves from front-week straddles: %s_"
            % (md(day.d), bmo, amc, r.choice(["ISM mfg 10:00, construction spending 10:00", "jobless claims 08:30, productivity 08:30",
                                              "ADP 08:15, ISM services 10:00", "nonfarm payrolls 08:30, UMich 10:00"]),
               r.choice(["Waller 12:30", "Bowman 14:00", "no speakers", "Logan 09:15, Goolsbee 13:00"]),
               ", ".join("%s ±%.1f%%" % (s, r.uniform(3, 12)) for s in names[:4])))


def ops_premarket_text(day):
    r = day.rng
    return ("🧰 premarket checks %s\n"
            "tos api ✅ (token refreshed %s) · streamer ✅ %d subs · acct activity ✅\n"
            "riskguard ✅ limits loaded · relay ✅ (alphawave, flowhound, newswire) · triage ✅ rules v%d\n"
            "clock skew %dms · last fill parsed %s · disk %d%%"
            % (md(day.d), "%02d:%02d" % (r.randint(5, 7), r.randint(0, 59)), r.randint(30, 44), r.randint(11, 19),
               r.randint(1, 40), "yesterday 15:58", r.randint(40, 80)))


def alpha_commentary_text(day):
    r = day.rng
    return ("🎙️ **AlphaWave** · midday commentary\n"
            "Markets are %s into lunch. Our bias: %s. Reminder that we do NOT chase extended names after 11am — "
            "wait for the pullback and the alert. Open alerts: %d, %d at PT1 already, %d stopped. "
            "Members asking about %s: it's on our radar, no alert yet, it needs to clear the morning high on volume first.\n"
            "Q&A from the member chat: 'should I hold alerts overnight?' — only runners with SL at b/e or better. "
            "'what size?' — we never tell you size, that's on you and your account. %s\n"
            "_educational content · not advice · relayed from #aw-premium_"
            % (r.choice(["choppy", "grinding higher", "heavy", "mixed"]), r.choice(["cautiously bullish", "neutral", "buy dips in semis"]),
               r.randint(2, 6), r.randint(0, 3), r.randint(0, 2), r.choice(day.free_names(1) or ["AAPL"]),
               r.choice(["Stay disciplined fam 💪", "Cash is a position 🙏", "Manage risk, take profits."])))


def flow_post(day, t, first=False):
    r = day.rng
    names = day.free_names(1)
    sym = names[0]
    cp = r.choice("cp")
    k = day.strike(sym, r.uniform(0.02, 0.09), cp)
    exp = weekly_exp(day.sess, extra_weeks=r.randint(0, 4))
    o = Opt(sym, exp, k, cp)
    size = r.randint(300, 6000)
    p = day.opx(o, t)
    prem = "${:,.0f}K".format(size * p * 100 / 1000)
    side = r.choice(["ASK · SWEEP", "ABOVE ASK · SWEEP", "MID · BLOCK", "BID · SPLIT"])
    voi = "{:,} / {:,}".format(size + r.randint(0, 3000), r.randint(200, 9000))
    idi = ("unusual options flow post (other people's trades)", "not_hard") if first else None
    if r.random() < 0.45:
        emb = {"title": "🐋 Unusual flow · %s" % sym,
               "fields": [{"name": "Contract", "value": o.alert(), "inline": True},
                          {"name": "Side", "value": side, "inline": True},
                          {"name": "Size", "value": "{:,}x @ {}".format(size, spx(p)), "inline": True},
                          {"name": "Premium", "value": prem, "inline": True},
                          {"name": "Spot", "value": px2(day.px[sym]), "inline": True},
                          {"name": "Vol/OI", "value": voi, "inline": True}],
               "footer": "FlowHound · unusual activity · not a recommendation · %s ET" % day.clock(t)}
        fm = day.post(t, "flow", "", embeds=[emb], cls="near", idiom=idi)
    else:
        fm = day.post(t, "flow", "🐋 **%s** · %s · %sx @ %s · %s · spot %s · vol/oi %s · %s ET\n"
                      "_someone else's order. unusual ≠ directional · FlowHound_"
                      % (o.alert(), side, "{:,}".format(size), spx(p), prem, px2(day.px[sym]), voi, day.clock(t)),
                      cls="near")
    if r.random() < 0.2:
        day.post(fm.t + day.j(20, 300), r.choice(["rook", "vex"]), r.choice(["someone knows something 👀", "big if true", "hedge probably"]),
                 reply=fm, cls="other")
    return fm


def hutch_midday_text(day):
    r = day.rng
    held = "\n".join("• %s swing x%d (%s)" % (c["opt"].alert(), c["qty"], PEOPLE[c["owner"]][0]) for c in day.carried)
    if day.weekend:
        return ("weekend check-in ☕\n"
                "book over the weekend:\n%s\n"
                "staged orders for monday are in the queue, the bot will show them at the open. gaps are the risk, not theta.\n"
                "nothing needs doing from me. enjoy the weekend, read your journal, post plans here not in DMs." % held)
    return ("midday check-in 🥪\n"
            "book right now, from the snapshot:\n%s\n"
            "• whatever's left from this morning's alerts is on the snapshot above, check yours\n"
            "tape: %s. vix %.1f. nothing on the calendar until %s.\n"
            "nothing needs doing from me. if you're flat, you can be flat till 1:30, lunch chop eats premium. "
            "if you're in something, you know your stop, respect it. i'm around, alerts as usual."
            % (held, r.choice(["indexes pinned, single names doing their own thing", "slow grind, low volume",
                               "sloppy, lots of reversals", "trend day so far, don't fight it"]), day.vix,
               r.choice(["2pm fed minutes", "the 1pm auction", "the close", "tomorrow's data"])))


def earnings_preview_text(day):
    r = day.rng
    s = (day.free_names(1) or ["AAPL"])[0]
    co = COMPANY.get(s, s)
    mv = r.uniform(4, 11)
    return ("earnings prep on %s (%s) since people keep asking — not a name we hold, just homework 📚\n"
            "reports %s · implied move ±%.1f%% · last 8 quarters realized avg ±%.1f%%, beat the implied 3/8 times\n"
            "what matters: %s. guidance > the print, like always.\n"
            "positioning: call OI heavy at %s, put OI at %s, skew %s\n"
            "history: stock sold off after the last two beats, ran after the one miss. market is weird.\n"
            "if anyone wanted to play it, a defined-risk structure beats naked premium with iv this rich — but i'm not, "
            "and nobody should without posting it here first"
            % (s, co, r.choice(["tomorrow AMC", "thursday BMO", "next tuesday AMC"]), mv, mv * r.uniform(0.7, 1.2),
               r.choice(["cloud growth reaccel", "margins", "the capex number", "user growth", "backlog"]),
               fmt_strike(day.strike(s, 0.05, "c")), fmt_strike(day.strike(s, 0.05, "p")),
               r.choice(["flat", "call-rich", "put-rich"])))


def futures_recap_text(day):
    r = day.rng
    F = day.fut["MES"]
    a = q25(F + r.uniform(-6, 6))
    b = q25(a + r.choice([-8, 10, 16, 4]))
    return ("futures recap %s (for the journal, all closed) 📘\n"
            "• MES: %s · was long 2 from %s, out %s · %s pts\n"
            "• MNQ: %s\n"
            "• overnight tomorrow: ES %s pivot again, NQ %s\n"
            "lesson of the day: %s"
            % (md(day.d), r.choice(["range day, pivot held 3x", "trend day, didn't fade it (good)", "chop, two scratches"]),
               fpx(a), fpx(b), "%+g" % (b - a),
               r.choice(["no trades, spread was ugly", "one scalp, scratched", "sat out, NQ was too fast"]),
               fpx(q25(F)), fpx(day.fut["MNQ"]),
               r.choice(["levels work when you wait for them", "the first stop is the best stop", "don't trade the 2pm candle"])))


def trade_review_text(day):
    r = day.rng
    ts = getattr(day, "tsla", None)
    if not ts:
        return None
    o = ts["opt"]
    return ("trade review: %s (closed, for the journal) 🎥\n"
            "entry: alerted %s, hutch ok'd it, filled avg %s after a partial\n"
            "trim: 1/3 at PT1 %s\n"
            "runners: trailed the stop up twice, took the rest at %s\n"
            "what went right: waited for the level, didn't chase the first candle\n"
            "what went wrong: %s\n"
            "would i take it again: yes, same size. posting so rook can see the whole thing end to end"
            % (o.alert(), "right after the 15m close", spx(ts["e"]), spx(ts["pt1"]), spx(ts["x"]),
               r.choice(["hesitated on the trim, gave up 20c", "runners stop was too tight the first time",
                         "nothing really, maybe size"])))


def rook_paper_text(day):
    r = day.rng
    lines = []
    for _ in range(r.randint(3, 5)):
        s = r.choice(["SPY", "QQQ", "TSLA", "AMD", "NVDA"])
        o = Opt(s, weekly_exp(day.sess), day.strike(s, r.uniform(0.005, 0.03), r.choice("cp")), r.choice("cp"))
        e = tick(r.uniform(0.4, 4))
        x = tick(e * r.uniform(0.4, 2.0))
        lines.append("- BTO %s x%d @ %s → STC @ %s (%s)" % (o.alert(), r.choice([5, 10]), spx(e), spx(x), "✅" if x > e else "❌"))
    return ("paper journal %s 📝 (paper acct, NOT real trades)\n%s\n"
            "paper P/L %s. i keep winning on paper and then freezing when it's real money lol. "
            "hutch said 2 more weeks of paper before my first real 1-lot" % (md(day.d), "\n".join(lines), money(r.randint(-600, 1400))))


def alpha_edu_text(day):
    r = day.rng
    topic = r.choice([
        ("How we size alerts", "We never tell members a contract count. Pick a fixed % of your account per alert (1-2% risk to the stop is "
         "what most of our pros use) and stick to it. Starters are 1/3 of that, adds complete it."),
        ("Why we trim 1/3 at PT1", "Trimming at PT1 pays for the trade. Once it's paid, moving the stop to b/e on the runners turns a good "
         "trade into a free trade. It feels like leaving money on the table. It isn't."),
        ("0DTE is not a strategy", "Same-day options are a tool. They're great for expressing a 30-minute view and awful for hoping. "
         "If your plan needs more than an hour, buy more time."),
    ])
    return ("📚 **AlphaWave Academy** · %s\n%s\n"
            "Questions in #aw-help. Replays of the live sessions are in the members area.\n"
            "_relayed from #aw-education · educational only, not advice_" % topic)


def analyst_roundup_text(day):
    r = day.rng
    names = day.free_names(5)
    lines = []
    for s in names:
        lines.append("• %s: %s %s to %s, PT $%d" % (s, r.choice(["Jefferies", "Bernstein", "UBS", "Citi", "Barclays", "Mizuho"]),
                                                  r.choice(["upgrades", "downgrades", "initiates", "reiterates"]),
                                                  r.choice(["Buy", "Hold", "Outperform", "Underweight", "Neutral"]),
                                                  int(day.px[s] * r.uniform(0.85, 1.35))))
    return "📰 **Newswire · analyst actions roundup**\n%s\n_full notes on the terminal · generic roundup, not desk-specific_" % "\n".join(lines)


def premarket_movers_text(day):
    r = day.rng
    names = day.free_names(6)
    lines = ["• %s %s%.1f%% · %s" % (s, r.choice("+-"), r.uniform(1.5, 9), r.choice(
        ["earnings", "analyst upgrade", "guidance", "deal chatter", "sympathy", "no news"])) for s in names]
    return "📰 **Newswire · premarket movers**\n%s\n_as of %s ET_" % ("\n".join(lines), "08:%02d" % r.randint(5, 55))


def flow_eod_text(day):
    r = day.rng
    names = day.free_names(5)
    return ("🐋 **FlowHound** end-of-day summary %s\n"
            "total premium tracked $%.1fM · calls %d%% / puts %d%%\n"
            "most active: %s\n"
            "biggest single print: %s %s block $%sK\n"
            "_summary of market-wide flow. FlowHound · not a recommendation_"
            % (md(day.d), r.uniform(180, 900), r.randint(45, 65), r.randint(35, 55), ", ".join(names),
               names[0], r.choice(["1/15/27", "3/19/27", "12/18"]), "{:,}".format(r.randint(900, 9000))))


def corp_actions_text(day):
    r = day.rng
    return ("🗓️ ops cron · expirations & corporate actions\n"
            "today: %s weeklies expire %s · monthly opex %s\n"
            "ex-div next 5 sessions: %s\n"
            "early-assignment risk check: no short ITM calls into ex-div ✅\n"
            "holiday calendar: exchange closed 12/25 and 1/1, weeklies expire the thursday before"
            % (md(day.d), "today" if day.d.weekday() == 4 else "friday", md(monthly_exp(day.d, 0)),
               ", ".join(day.free_names(3))))


def chatter_line(day, who, t):
    r = day.rng
    if not hasattr(day, "used_lines"):
        day.used_lines = set()
    fv = day.fill_vars()
    if day.weekend:
        pool = WEEKEND_CHATTER[who]
    elif hm(9, 30) <= t <= hm(16):
        pool = SESSION_CHATTER[who]
    elif t < hm(5):
        pool = OVERNIGHT_CHATTER[who]
    elif t < hm(9, 30):
        pool = PREMARKET_CHATTER[who]
    else:
        pool = OFFHOURS_CHATTER[who]
    med = [x for x in (MEDIUM_WEEKEND if day.weekend else MEDIUM_CHATTER)[who] if x not in day.used_lines]
    if med and r.random() < 0.45 and (day.weekend or hm(7) <= t <= hm(22)):
        x = r.choice(med)
        day.used_lines.add(x)
        return x
    fresh = [x for x in pool if x not in day.used_lines]
    if fresh and r.random() < 0.55:
        x = r.choice(fresh)
        day.used_lines.add(x)
        return x.format(**fv)
    for _ in range(20):
        if day.weekend:
            subj = r.choice(["next week", "monday", "the weekly chart", "futures", "my journal", "the swing book", "tsla", "nvda", "meta"])
            pred = r.choice(["looks fine honestly", "is all i can think about", "needs a cleaner setup", "is going to be spicy",
                             "has me nervous ngl", "is boring and that's good", "is the only thing on my list", "gets a fresh look sunday night"])
        elif hm(9, 30) <= t <= hm(16):
            s = r.choice(["tsla", "nvda", "spy", "qqq", "meta", "amd", "es", "nq", "iwm", "smh"])
            subj = s
            lv = {"tsla": "tsla", "nvda": "nvda", "spy": "spy", "qqq": "qqq"}.get(s)
            lvl = fv[lv] if lv else ""
            pred = r.choice(["holding %s nicely" % lvl if lvl else "holding up nicely", "can't get out of its own way",
                             "bid is thin here", "volume dried up", "looks heavy" + (" under %s" % lvl if lvl else ""),
                             "grinding", "ripping off the lows", "back to vwap", "rejected at the highs again",
                             "doing nothing, as expected", "finally moving", "making me dizzy", "is the tell today",
                             "stuck in a 1 pt range for an hour", "leading, interesting", "lagging the tape"])
        elif t < hm(9, 30) and t >= hm(5):
            subj = r.choice(["es", "nq", "europe", "the 10y", "crude", "premarket", "the dollar"])
            pred = r.choice(["quiet", "drifting", "looks fine", "a bit heavy", "up small", "not telling us anything",
                             "gonna matter at the open", "flat into the data"])
        else:
            subj = r.choice(["globex", "es", "nq", "asia", "the 10y", "crude", "btc"] + (["ah"] if t >= hm(16) else []))
            pred = r.choice(["quiet", "drifting", "doing its thing", "looks fine", "is a snooze", "a bit heavy", "up small",
                             "not telling us anything", "worth a look before bed", "gonna matter at the open"])
        x = "%s %s%s" % (subj, pred, r.choice(["", "", " lol", " tbh", " 👀", " 😴", " fwiw", " ngl", " imo"]))
        if x not in day.used_lines:
            day.used_lines.add(x)
            return x
    return r.choice(["lol", "same", "fr"])


def alpha_alert_post(day, t):
    r = day.rng
    names = day.free_names(1)
    if not names:
        return None
    sym = names[0]
    day.aw_no += r.randint(1, 9)
    o = Opt(sym, weekly_exp(day.sess + timedelta(days=3)), day.strike(sym, r.uniform(0.01, 0.03), "c"), "c")
    e = day.opx(o, t)
    a = day.post(t, "alpha", alpha_alert_text(day, sym, o, e, tick(e * 0.75), tick(e * 1.3), tick(e * 1.6), day.aw_no), cls="near")
    if r.random() < 0.5:
        day.post(a.t + day.j(1200, 4000), "alpha", "🔔 AlphaWave UPDATE · aw-%d %s: trim 1/3 @ %s ✅ move SL to b/e on the rest"
                 % (day.aw_no, o.alert(), spx(tick(e * 1.3))), cls="near")
    if r.random() < 0.4:
        day.react(a, a.t + day.j(20, 300), "👀", r.choice(["vex", "rook"]))
    return a


def discussion_thread(day):
    r = day.rng
    topics = [
        ("0dte vs weeklies — settle it here 🧵", ["kd", "vex", "marlo", "rook", "hutch"]),
        ("signal services: useful or noise? 🧵", ["marlo", "rook", "vex", "hutch", "kd"]),
        ("how do you trail runners? 🧵", ["vex", "rook", "kd", "marlo", "hutch"]),
    ]
    title, cast = r.choice(topics)
    t0 = r.uniform(hm(12, 45), hm(13, 30)) if not day.weekend else r.uniform(hm(14), hm(19))
    st = day.post(t0, cast[0], title, cls="other")
    th = day.thread(st)
    t = t0
    for who in cast[1:] + r.sample(cast, 2):
        t += day.j(90, 600)
        pool = [x for x in MEDIUM_CHATTER[who] if x not in getattr(day, "used_lines", set())]
        if not pool:
            continue
        x = r.choice(pool)
        day.used_lines = getattr(day, "used_lines", set())
        day.used_lines.add(x)
        day.post(t, who, x, thread=th, cls="other")


def sector_heatmap_text(day, t):
    r = day.rng
    secs = ["XLK", "XLC", "XLY", "XLF", "XLE", "XLV", "XLI", "XLP", "XLU", "XLRE", "XLB", "SMH"]
    parts = ["%s %+.1f" % (s, r.uniform(-1.4, 1.6)) for s in secs]
    return ("🌡️ sectors @ %s ET · %s\nadv/dec %d/%d · new highs %d · new lows %d · tick %+d · trin %.2f"
            % (day.clock(t)[:5], " · ".join(parts), r.randint(1100, 1900), r.randint(900, 1700), r.randint(20, 140),
               r.randint(5, 60), r.randint(-700, 900), r.uniform(0.6, 1.6)))


def chain_snapshot_text(day, sym, t):
    r = day.rng
    S = day.px[sym]
    exp = day.d if sym in ("SPY", "QQQ") else weekly_exp(day.d)
    rows = []
    for j in range(-3, 4):
        k = round(S * (1 + 0.006 * j) / STEP[sym]) * STEP[sym]
        oc = Opt(sym, exp, k, "c")
        op = Opt(sym, exp, k, "p")
        c = day.opx(oc, t)
        p = day.opx(op, t)
        rows.append(" %7s | %6s %6s %6s | %6s %6s" % (fmt_strike(k), px2(max(0.01, c - 0.02)), px2(c + 0.02), "{:,}".format(r.randint(200, 40000)),
                                                      px2(max(0.01, p - 0.02)), px2(p + 0.02)))
    return ("⛓️ chain %s %s @ %s ET · spot %s · iv %d%%\n```\n  strike |   bid    ask    vol |  p.bid  p.ask\n%s\n```"
            % (sym, md(exp), day.clock(t)[:5], px2(S), int(IV[sym] * 100 + r.randint(-3, 4)), "\n".join(rows)))


def alpha_weekly_outlook_text(day):
    r = day.rng
    names = day.free_names(6)
    lines = "\n".join("• %s — %s" % (s, r.choice(["earnings next week, watching for a run-up", "weekly breakout, over %s is the trigger" % day.lvl(s, 0.02),
                                                  "pulled back to support, needs a higher low", "sympathy with sector leaders",
                                                  "range-bound, we'll alert only on a break"])) for s in names)
    return ("🗞️ **AlphaWave Weekly Outlook** · week of %s\n"
            "Last week: %d alerts, %d winners, best trade +%d%%. Thank you fam 🙏\n"
            "Macro: %s. We expect %s.\n"
            "Names on our radar:\n%s\n"
            "Game plan: fewer alerts early in the week, size up only on A+ setups. Remember — starters are 1/3, adds complete the position, "
            "and every alert comes with a stop. If it hits, it hits.\n"
            "Live sessions Mon/Wed 9:15 ET. Replays in the members area.\n"
            "_AlphaWave is an educational community. Nothing here is financial advice. Relayed from #aw-weekly._"
            % (md(day.sess), r.randint(20, 40), r.randint(12, 30), r.randint(80, 260),
               r.choice(["CPI and the Fed on deck", "a light data week", "payrolls friday", "year-end flows kicking in"]),
               r.choice(["chop early, trend late", "a grind higher", "volatility around the data"]), lines))


def weekend_read_text(day):
    r = day.rng
    s = (day.free_names(1) or ["AAPL"])[0]
    co = COMPANY.get(s, s)
    return ("📰 **Weekend read · %s: %s**\n%s\n%s\n%s\n`%s` · %s · weekend edition"
            % (co, r.choice(["what the bulls are missing", "the bear case, revisited", "a quiet quarter that wasn't",
                             "why the options market is nervous"]),
               "Analysts remain split on %s heading into the new year, with price targets ranging from $%d to $%d." % (
                   co, int(day.px[s] * 0.7), int(day.px[s] * 1.5)),
               "The company's last quarter showed %s, but management's commentary on %s left investors wanting more detail." % (
                   r.choice(["accelerating revenue", "margin pressure", "strong cash flow"]), r.choice(["pricing", "capex", "China", "hiring"])),
               "Options traders have priced a move of about %.1f%% around the next report, above the two-year average. "
               "Short interest sits near %.1f%% of float." % (r.uniform(4, 11), r.uniform(1, 9)),
               s, r.choice(["Barron's", "Reuters", "Bloomberg Weekend"])))


def swing_sheet_text(day):
    r = day.rng
    rows = []
    for c in day.carried:
        o = c["opt"]
        rows.append("• %s x%d (%s) · avg %s · thesis: %s · key level %s · exp %s" % (
            o.alert(), c["qty"], PEOPLE[c["owner"]][0], spx(c["avg"]),
            r.choice(["AI capex cycle", "relative strength into the event", "oversold bounce into opex"]),
            day.lvl(c["sym"], -0.03), md(o.exp)))
    return ("swing sheet (weekend update, pinning later) 📒\n%s\n"
            "nothing changes over the weekend unless the news says otherwise. stops are where they were on friday "
            "unless someone posts otherwise. watchlist for adds: %s"
            % ("\n".join(rows), ", ".join(day.watch[:3])))


def kd_weekly_levels_text(day):
    es = day.fut["MES"]
    nq = day.fut["MNQ"]
    return ("weekly levels 📐 (week of %s)\n"
            "ES: weekly high %s · weekly low %s · pivot %s · monthly VPOC %s\n"
            "NQ: weekly high %s · weekly low %s · pivot %s\n"
            "globex opens 6pm sunday. first hour is usually thin, i don't trade it unless it's testing a level above. "
            "these are levels, not trades."
            % (md(day.sess), fpx(q25(es + 38)), fpx(q25(es - 41)), fpx(es), fpx(q25(es - 12)),
               fpx(q25(nq + 190)), fpx(q25(nq - 210)), fpx(nq)))


def week_ahead_text(day):
    r = day.rng
    s = day.sess
    days = [s + timedelta(days=i) for i in range(5)]
    econ = ["ISM services", "CPI", "PPI", "retail sales", "jobless claims", "UMich sentiment", "JOLTS", "Fed minutes", "10y auction", "30y auction"]
    lines = []
    names = day.free_names(8)
    for i, dd in enumerate(days):
        ev = ", ".join(r.sample(econ, 2))
        er = ", ".join(names[i:i + 2]) if i < 4 else "none"
        lines.append("• %s %s — econ: %s · earnings: %s" % (WD[dd.weekday()], md(dd), ev, er))
    return ("🗓️ **Newswire · the week ahead**\n%s\n"
            "Fed speakers: %s. Treasury supply: $%dB in 3s/10s/30s. Monthly opex %s.\n"
            "Consensus: %s\n_calendar only · times ET · subject to change_"
            % ("\n".join(lines), ", ".join(r.sample(["Waller", "Bowman", "Logan", "Goolsbee", "Barkin", "Daly"], 3)),
               r.randint(100, 140), md(monthly_exp(s, 0)),
               r.choice(["core CPI +0.3% m/m, headline +0.2%", "payrolls +140k, unemployment 4.3%", "retail sales +0.4%"])))


def weekly_market_recap_text(day):
    r = day.rng
    return ("📰 **Newswire · weekly wrap**\n"
            "S&P 500 %+.1f%% on the week, Nasdaq 100 %+.1f%%, Russell 2000 %+.1f%%, Dow %+.1f%%.\n"
            "Best sector: %s (%+.1f%%). Worst: %s (%+.1f%%).\n"
            "10-year yield ended at %.2f%%, 2-year at %.2f%%. Dollar index %+.1f%%. Oil %+.1f%%, gold %+.1f%%.\n"
            "VIX closed at %.1f. Equity fund flows: $%.1fB %s.\n"
            "Story of the week: %s\n_generic market colour, not single-name news_"
            % (r.uniform(-2, 2.5), r.uniform(-3, 3.5), r.uniform(-3, 3), r.uniform(-2, 2),
               r.choice(["semis", "energy", "financials", "discretionary"]), r.uniform(1, 4),
               r.choice(["utilities", "real estate", "staples", "health care"]), r.uniform(-4, -0.5),
               r.uniform(4.05, 4.35), r.uniform(3.55, 3.95), r.uniform(-1, 1), r.uniform(-4, 4), r.uniform(-2, 2),
               day.vix, r.uniform(2, 20), r.choice(["inflows", "outflows"]),
               r.choice(["rates drifted lower and growth led again", "a rotation out of mega-cap into small caps",
                         "AI capex headlines kept semis bid", "data came in soft and the market cheered"])))


def sc_weekend_letter(day):
    r = day.rng
    sat = day.d.weekday() == 5
    t = r.uniform(hm(16), hm(20, 30))
    c = r.choice(day.carried)
    paras = [
        "weekend note from me ☕ (long one, read it before monday)",
        "the week: %s. we made money on the days we were patient and gave it back on the days we forced it. "
        "that's the whole story, every week." % r.choice(["green overall, ugly wednesday", "flat, too many lottos", "best week in a month"]),
        "process: alerts were mostly clean. two fills this week came in well off the alert price because people chased the open — "
        "if it gaps past your level, skip it and re-alert.",
    ]
    if sat:
        who = r.choice(["kd", "marlo"])
        sym = r.choice(day.watch)
        dec = "next week %s owns %s — routing all %s headlines and flow to %s, nobody else trades it without checking first." % (
            PEOPLE[who][0], sym, sym, PEOPLE[who][0])
        hard = ("route_decision", ["routing all %s headlines" % sym, PEOPLE[who][0]], "buried")
    else:
        dec = "on the swing book: i'm less convinced on %s than i was friday — conviction down, no adds next week, we hold what we have and let it prove itself." % c["sym"]
        hard = ("thesis_update", [c["sym"], "conviction down", "no adds next week"], "buried")
    paras.append(dec)
    paras.append("signal services: reading them is fine. two of you took alphawave alerts this week without posting here first. "
                 "don't. if it's worth taking it's worth 30 seconds of typing.")
    paras.append("journal: rook has the best journal on the desk right now and he's trading paper. think about that.")
    paras.append("see everyone sunday night for globex or monday at 9. enjoy the weekend 🫡")
    day.post(t, "hutch", "\n\n".join(paras), cls="hard", hard=hard)


def kd_tape_read_text(day):
    r = day.rng
    es = day.fut["MES"]
    return ("tape read %s 🧐 (no trade, just what i'm seeing)\n"
            "• ES: %s, balanced around %s since 10:30. value area %s–%s. delta %s on the push up, so i don't trust it yet\n"
            "• NQ leading ES by %.1f%% today, that's been the pattern all week\n"
            "• breadth %s, tick mostly %s, trin %.2f\n"
            "• vol: vix %.1f, vvix %d, 0dte spx straddle implied ~%.1f pts remaining\n"
            "• what would make me act: a clean break of %s with volume, or a failed test of %s. until then i'm a spectator"
            % (md(day.d), r.choice(["rotational", "one-timeframing up", "one-timeframing down", "stuck"]), fpx(es),
               fpx(q25(es - 6)), fpx(q25(es + 7)), r.choice(["weak", "mixed", "fine"]), r.uniform(0.1, 0.7),
               r.choice(["narrow", "improving", "ok"]), r.choice(["positive", "negative", "flat"]), r.uniform(0.7, 1.4),
               day.vix, r.randint(82, 105), r.uniform(12, 30), fpx(q25(es + 9)), fpx(q25(es - 9))))


def marlo_sector_text(day):
    r = day.rng
    return ("sector notes, since people asked 🧠\n"
            "semis: %s. the leaders are doing the work, the laggards are dead money. SMH/SPY ratio %s.\n"
            "software: %s. every rally gets sold into the close, someone is distributing.\n"
            "internet: %s.\n"
            "small caps: IWM %s. rates are the whole story there.\n"
            "energy/financials: not our world, but they're where the money went this week.\n"
            "none of this is a trade. it's the backdrop for the trades we do take. if semis roll over, i'd expect our "
            "calls to get harder, not easier." % (
                r.choice(["still leading", "tired but not broken", "rotating within the group"]),
                r.choice(["at a new high", "rolling over a bit", "flat for a week"]),
                r.choice(["heavy", "basing", "bouncing"]),
                r.choice(["quiet, waiting on ad data", "split between winners and losers", "strong, led by the usual"]),
                r.choice(["can't hold a rally", "quietly outperforming", "range-bound"])))


def hutch_process_text(day):
    r = day.rng
    return ("process note for the desk 📋\n"
            "I looked at the last 40 alerts. The pattern is boring and clear:\n"
            "• alerts posted with a level, size and stop before the open: win rate ~%d%%\n"
            "• alerts typed in a hurry after the move started: win rate ~%d%%\n"
            "• lottos: as expected, mostly zeros with the occasional gift\n"
            "• signal-service copies: too few to say, but none of them were posted here first\n"
            "Nothing changes in the rules. I'm just showing you the numbers so you know why I keep saying the same thing.\n"
            "Write it down, wait for the reply, then send."
            % (r.randint(55, 68), r.randint(28, 41)))


def vex_ah_text(day):
    r = day.rng
    names = day.free_names(3)
    return ("ah movers i'm looking at (not trading ah, just watching) 🌙\n"
            "%s\n"
            "tsla ah %s, nothing happening. futures %s.\n"
            "if anything here gaps big tomorrow it's someone else's trade, i'll stick to my levels"
            % ("\n".join("• %s %s%.1f%% on %s" % (s, r.choice("+-"), r.uniform(2, 9), r.choice(["earnings", "guidance", "a downgrade", "deal headlines"])) for s in names),
               r.choice(["flat", "+0.3%", "-0.4%"]), r.choice(["flat", "drifting up", "a bit heavy"])))


def alpha_ama_text(day):
    r = day.rng
    qa = [
        ("Do you hold alerts over the weekend?", "Only runners with the stop at break-even or better. Never a full position."),
        ("Why did the Tuesday alert get stopped?", "The setup was valid, the market wasn't. Stops are part of the plan, not a failure of it."),
        ("What's your win rate really?", "Tracked on alert prices: ~%d%% this quarter. Your fills will differ, and that's on execution." % r.randint(60, 75)),
        ("Can I copy every alert?", "You can, but you shouldn't. Pick the setups that fit your account and your schedule."),
        ("How do you pick strikes?", "Usually 1-3% out of the money, 1-2 weeks out. Liquidity first: tight spreads, real open interest."),
    ]
    r.shuffle(qa)
    body = "\n".join("**Q:** %s\n**A:** %s" % x for x in qa[:4])
    return ("🎤 **AlphaWave weekend AMA** — highlights\n%s\n"
            "Full recording in the members area. See you Monday at 9:15 ET for the live open.\n"
            "_relayed from #aw-community · educational only, not advice_" % body)


# --------------------------------------------------------------------------- day composition

def build_day(seed, ci, channel_id, d, start_ms):
    day = Day(seed, ci, channel_id, d, start_ms)
    r = day.rng
    if not day.weekend:
        sc_setup(day)
        sc_lifecycle_tsla(day)
        sc_lifecycle_zero(day)
        sc_premarket(day)
        sc_deleted_prop(day)
        sc_forgotten_approval(day)
        sc_news_block(day, r.uniform(hm(1), hm(5, 30)), "held", route=True)
        sc_news_block(day, r.uniform(hm(7), hm(9, 10)), "watch")
        sc_thesis_confirm(day)
        sc_no_route(day)
        sc_eod(day)
        target = r.randint(32, 40)
        optional = [
            lambda: sc_futures(day), sc_alpha_taken, sc_deskpad_embed, sc_deskpad_kv_reject, sc_rejected,
            sc_venue_reject, sc_cancel, sc_risk_block, sc_risk_embed, sc_hutch_risk, sc_thesis_flip,
            sc_hutch_no_action, sc_hutch_route, sc_stop_removed, sc_thesis_nq,
            lambda: sc_news_block(day, r.uniform(hm(10), hm(14)), "held", route=r.random() < 0.5),
            lambda: sc_news_block(day, r.uniform(hm(10), hm(15)), "watch"),
            lambda: sc_news_block(day, r.uniform(hm(16, 5), hm(17, 30)), "held", route=True),
        ]
    else:
        sc_weekend_setup(day)
        sc_staged(day, who="marlo")
        sc_staged(day, who="vex")
        sc_gtc_stop(day)
        sc_deleted_staged(day)
        sc_news_block(day, r.uniform(hm(8), hm(12)), "held", route=True)
        sc_news_block(day, r.uniform(hm(9), hm(20)), "watch")
        sc_weekly_review(day)
        sc_weekend_letter(day)
        target = r.randint(27, 33)
        optional = [
            lambda: sc_staged(day), lambda: sc_staged(day, who="kd"), lambda: sc_staged(day), sc_gtc_stop,
            sc_risk_embed, sc_hutch_no_action, sc_hutch_route, sc_stop_removed, sc_thesis_confirm,
            lambda: sc_news_block(day, r.uniform(hm(12), hm(22)), "held", route=r.random() < 0.5),
            lambda: sc_news_block(day, r.uniform(hm(12), hm(22)), "watch"),
            lambda: sc_no_route_weekend(day),
        ]
        if day.d.weekday() == 6:
            optional = [lambda: sc_futures(day, (hm(18, 5), hm(20, 30))), lambda: sc_futures(day, (hm(20, 40), hm(23)))] + optional
    order = list(range(len(optional)))
    r.shuffle(order)
    if day.d.weekday() == 6:
        order = [0, 1] + [i for i in order if i not in (0, 1)]
    for i in order:
        if day.hard_count() >= target:
            break
        mk = day.mark()
        fn = optional[i]
        try:
            fn(day) if fn.__code__.co_argcount == 1 else fn()
        except IndexError:
            day.rollback(mk)
            continue
        if day.hard_count() > target:
            day.rollback(mk)
    sc_paper_and_misc_near(day, weekend=day.weekend)
    ambient(day)
    filler_fixed(day)
    lo = r.randint(73, 78) * 1024
    pad_to_size(day, lo - 12000, 250)
    total = r.randint(235, 260) if not day.weekend else r.randint(215, 240)
    filler_chatter(day, max(total, len(day.msgs) + 25), r.uniform(0.31, 0.34))
    pad_to_size(day, lo, 295)
    renumber_orders(day)
    return day


def renumber_orders(day):
    """Order numbers were drawn in scene order; re-map them so they increase with time like a real OMS."""
    first = {}
    for m in sorted(day.msgs, key=lambda m: m.t):
        texts = [m.content] + [c for (_, c) in m.edits]
        for e in m.embeds:
            texts += embed_texts(e)
        blob = "\n".join(texts)
        for o in day.oids:
            if o not in first and o in blob:
                first[o] = m.t
    used = [o for o in day.oids if o in first]
    old_sorted = sorted(used, key=lambda o: first[o])
    new_sorted = sorted(used, key=int)
    mp = dict(zip(old_sorted, new_sorted))
    if not mp:
        return
    tmp = {o: "\x00%d\x00" % i for i, o in enumerate(mp)}
    back = {tmp[o]: mp[o] for o in mp}

    def sub(x):
        if not isinstance(x, str):
            return x
        for o, k in tmp.items():
            x = x.replace(o, k)
        for k, v in back.items():
            x = x.replace(k, v)
        return x
    for m in day.msgs:
        m.content = sub(m.content)
        m.edits = [(t, sub(c)) for (t, c) in m.edits]
        m.superseded = [sub(x) for x in m.superseded]
        m.snippet = sub(m.snippet)
        for e in m.embeds:
            for k in ("title", "description", "author", "footer"):
                if k in e:
                    e[k] = sub(e[k])
            for f in e.get("fields", []):
                f["value"] = sub(f["value"])
        if m.hard:
            m.hard = (m.hard[0], [sub(f) for f in m.hard[1]], m.hard[2])


def sc_no_route_weekend(day):
    r = day.rng
    m, _ = sc_news_block(day, r.uniform(hm(10), hm(20)), "other")
    word = m.company
    day.post(m.t + day.j(300, 2400), "hutch", "%s news is not ours, no action. enjoy the weekend" % word, reply=m, cls="hard",
             hard=("no_route_decision", [word, "no action"], "reply"))


# --------------------------------------------------------------------------- assembly

def parse_end(s):
    if s is None:
        return DEFAULT_END
    if isinstance(s, datetime):
        dt = s
    else:
        dt = datetime.fromisoformat(str(s).replace("Z", "+00:00"))
    if dt.tzinfo is None:
        off = et_offset_hours(dt.date())
        dt = (dt - timedelta(hours=off)).replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = parse_end(end)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_rows = {}
    all_days = []
    for ci in range(channels):
        cid = channel_id_for(ci)
        worker = (ci * 7 + 3) % 32
        for k in range(days):
            start = end - timedelta(days=days - k)
            mid = start + timedelta(hours=12)
            d = (mid + timedelta(hours=et_offset_hours(mid.date()))).date()
            start_ms = int(round(start.timestamp() * 1000))
            day = build_day(seed, ci, cid, d, start_ms)
            all_days.append(day)
            # ids
            used = {}
            for m in sorted(day.msgs, key=lambda m: m.t):
                ms = start_ms + int(round(m.t * 1000))
                seq = used.get(ms, 0)
                used[ms] = seq + 1
                m.ms = ms
                m.id = str(snowflake(ms, worker, seq))
            for th in day.threads:
                th.id = th.starter.id
            for m in day.msgs:
                ch = m.thread.id if m.thread else cid
                m.ch = ch
                msg = {"id": m.id, "author_id": PEOPLE[m.who][1], "author_name": PEOPLE[m.who][0],
                       "author_bot": PEOPLE[m.who][2], "created_at": iso_ms(m.ms), "content": m.content,
                       "attachments": [], "embeds": m.embeds, "reference_id": m.reply.id if m.reply else None}
                for a in m.attachments:
                    aid = str(snowflake(m.ms, worker, 4000 + len(msg["attachments"])))
                    msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                               "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (ch, aid, a["filename"])})
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
                if m.thread:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                events.append((m.ms, 0, int(m.id), ev))
                for (te, content) in m.edits:
                    ems = start_ms + int(round(te * 1000))
                    events.append((ems, 1, int(m.id), {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                                        "edited_at": iso_ms(ems), "content": content}))
                if m.forgotten is not None:
                    fms = start_ms + int(round(m.forgotten[0] * 1000))
                    events.append((fms, 2, int(m.id), {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                                                        "requested_by": m.forgotten[1], "at": iso_ms(fms)}))
            bulk_ids = set()
            for (t, op, target, extra) in day.ops:
                oms = start_ms + int(round(t * 1000))
                if op == "bulk_delete":
                    ids = [x.id for x in target]
                    bulk_ids.update(ids)
                    events.append((oms, 2, int(ids[0]), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": target[0].ch,
                                                          "message_ids": ids, "deleted_at": iso_ms(oms)}))
                elif op in ("pin", "unpin"):
                    events.append((oms, 1, int(target.id), {"op": op, "guild_id": GUILD_ID, "channel_id": target.ch,
                                                             "message_id": target.id, "by": extra, "at": iso_ms(oms)}))
                else:
                    events.append((oms, 1, int(target.id), {"op": op, "guild_id": GUILD_ID, "channel_id": target.ch,
                                                             "message_id": target.id, "emoji": extra[0], "user_id": extra[1],
                                                             "at": iso_ms(oms)}))
            for m in day.msgs:
                if m.deleted is not None and m.id not in bulk_ids:
                    dms = start_ms + int(round(m.deleted * 1000))
                    events.append((dms, 2, int(m.id), {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.ch,
                                                        "message_id": m.id, "deleted_at": iso_ms(dms)}))
            # labels
            for m in sorted(day.msgs, key=lambda m: m.ms):
                st = m.state()
                if m.hard:
                    et, facts, phr = m.hard
                    labels["hard_events"].append({"channel_id": m.ch, "message_id": m.id, "event_type": et,
                                                  "facts": list(facts), "phrasing": phr, "final_state": st})
                    for old in m.superseded:
                        labels["superseded_facts"].append([m.ch, m.id, old])
                if st in ("deleted", "forgotten"):
                    labels["removed_texts"].append(m.snippet or m.content[:60])
                    continue
                if m.cls == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.cls == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom[0] and m.idiom[0] not in idiom_rows:
                    idiom_rows[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]}
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    rank = {n: i for i, n in enumerate(IDIOM_ORDER)}
    rows = sorted(idiom_rows.values(), key=lambda x: rank.get(x["idiom"], 999))
    labels["idioms"] = rows[:20]
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check

def check(result, window_start_ms):
    events = result["events"]
    labels = result["labels"]
    msgs = {}
    final = {}
    last_ms = -1
    problems = []
    parent = {}
    for i, ev in enumerate(events):
        t = None
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(ca.timestamp() * 1000 - ms) > 1:
                problems.append("created_at/id mismatch %s" % m["id"])
            t = ms
            if m["id"] in msgs:
                problems.append("duplicate id %s" % m["id"])
            msgs[m["id"]] = ev
            final[m["id"]] = m["content"]
            parent[ev["channel_id"]] = ev.get("parent_channel_id", ev["channel_id"])
            if m["reference_id"] and m["reference_id"] not in msgs:
                problems.append("reply before target %s" % m["id"])
        else:
            if ev["op"] == "edit":
                final[ev["message_id"]] = ev["content"]
            for mid in ev.get("message_ids") or [ev["message_id"]]:
                if mid not in msgs:
                    problems.append("%s before create %s" % (ev["op"], mid))
            stamp = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
            t = int(datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
        if t is not None:
            if t < last_ms:
                problems.append("time order at line %d" % i)
            last_ms = t
    removed = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            removed.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed.update(ev["message_ids"])

    def texts(mid):
        out = [final[mid]]
        for e in msgs[mid]["message"].get("embeds", []):
            out += embed_texts(e)
        return out
    per_type = {}
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            problems.append("label id missing %s" % mid)
            continue
        per_type[h["event_type"]] = per_type.get(h["event_type"], 0) + 1
        if msgs[mid]["channel_id"] != h["channel_id"]:
            problems.append("label channel mismatch %s" % mid)
        if not (2 <= len(h["facts"]) <= 5):
            problems.append("fact count %s" % mid)
        for f in h["facts"]:
            if not any(f in x for x in texts(mid)):
                problems.append("fact %r not in %s" % (f, mid))
        if (h["final_state"] in ("deleted", "forgotten")) != (mid in removed):
            problems.append("final_state mismatch %s" % mid)
    for ch, mid, old in labels["superseded_facts"]:
        if any(old in x for x in texts(mid)):
            problems.append("superseded %r still in %s" % (old, mid))
    live_text = "\n".join("\n".join(texts(mid)) for mid in msgs if mid not in removed)
    for s in labels["removed_texts"]:
        if s in live_text:
            problems.append("removed text still live: %r" % s)
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if mid not in msgs:
            problems.append("id missing %s" % mid)
    if not (10 <= len(labels["idioms"]) <= 20):
        problems.append("idioms %d" % len(labels["idioms"]))
    # per channel-day stats (threads count toward their parent channel)
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    noise_ids = set(labels["noise_message_ids"])
    near_ids = set(labels["near_miss_ids"])
    groups = {}
    for mid, ev in msgs.items():
        ch = parent[ev["channel_id"]]
        ms = (int(mid) >> 22) + DISCORD_EPOCH_MS
        k = (ms - window_start_ms) // 86400000
        groups.setdefault((ch, k), []).append(mid)
    out = []
    for (ch, k) in sorted(groups):
        ids = groups[(ch, k)]
        n = len(ids)
        cb = sum(len(final[i].encode()) for i in ids)
        eb = sum(sum(len(x.encode()) for e in msgs[i]["message"].get("embeds", []) for x in embed_texts(e)) for i in ids)
        nh = sum(1 for i in ids if i in hard_ids)
        nn = sum(1 for i in ids if i in noise_ids)
        nm = sum(1 for i in ids if i in near_ids)
        out.append({"channel": ch, "day": k, "messages": n, "content_kb": round(cb / 1024, 1),
                    "content_plus_embeds_kb": round((cb + eb) / 1024, 1), "hard": nh,
                    "noise_share": round(nn / n, 3), "near_miss": nm})
        if not (180 <= n <= 320):
            problems.append("messages out of range %s/%s: %d" % (ch, k, n))
        if not (70 <= cb / 1024 and (cb + eb) / 1024 <= 120):
            problems.append("size out of range %s/%s: %.1f / %.1f KB" % (ch, k, cb / 1024, (cb + eb) / 1024))
        if not (25 <= nh <= 45):
            problems.append("hard out of range %s/%s: %d" % (ch, k, nh))
        if not (0.25 <= nn / n <= 0.40):
            problems.append("noise share out of range %s/%s: %.2f" % (ch, k, nn / n))
    return {"problems": problems, "per_channel_day": out, "hard_by_type": per_type,
            "events": len(events), "messages": len(msgs), "hard": len(labels["hard_events"]),
            "idioms": len(labels["idioms"])}



def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.%s" % DESK)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="verify the output and print stats to stderr")
    a = ap.parse_args(argv)
    end = parse_end(a.end)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        st = check(res, int(round((end - timedelta(days=a.days)).timestamp() * 1000)))
        json.dump(st, sys.stderr, indent=1, ensure_ascii=False)
        sys.stderr.write("\n")
        return 1 if st["problems"] else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
