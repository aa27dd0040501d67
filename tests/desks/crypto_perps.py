"""Desk generator: crypto_perps.

A seeded, stdlib-only generator of a busy 24/7 crypto perpetuals desk channel
(BTC-PERP, ETH-PERP, SOL spot/perp basis, funding) as a capture file plus
ground-truth labels.  Pure function of its arguments.

    python -m tests.desks.crypto_perps --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--selftest]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "crypto_perps"
EPOCH_MS = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 4, 18, 0, 0, 0, tzinfo=UTC)
DAY_S = 86400
_UNIX0 = datetime(1970, 1, 1, tzinfo=UTC)


# --------------------------------------------------------------------------
# ids and time

def _sf(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def _ms(dt: datetime) -> int:
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return int((dt - _UNIX0) // timedelta(milliseconds=1))


def _iso(ms: int) -> str:
    dt = _UNIX0 + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _h(*parts) -> int:
    return int(hashlib.sha256(":".join(str(p) for p in parts).encode()).hexdigest(), 16)


def _stable_sf(tag: str, lo: datetime, span_days: int) -> str:
    h = _h(DESK, tag)
    ms = _ms(lo) + (h % (span_days * DAY_S * 1000))
    return str(_sf(ms, (h >> 64) & 0x1F, (h >> 80) & 0x1FFFF))


GUILD_ID = _stable_sf("guild", datetime(2023, 9, 1, tzinfo=UTC), 90)


def channel_id(idx: int) -> str:
    return _stable_sf(f"channel:{idx}", datetime(2024, 2, 1, tzinfo=UTC), 300)


# key -> (display name, bot?)
ROSTER = {
    "kenji": ("kenji", False),      # desk lead, approver (asia)
    "vic": ("vic", False),          # head of trading, approver (us)
    "mara": ("mara", False),        # trader, us
    "yuki": ("yuki", False),        # trader, asia
    "dex": ("dex", False),          # quant / eu
    "jules": ("jules", False),      # eng / ops
    "ordbot": ("ordbot", True),     # json-lines order bot
    "bridge": ("bybit-bridge", True),  # exchange bridge, embed-only
    "riskd": ("riskd", True),       # risk engine, key=value
    "deskbot": ("deskbot", True),   # triage bot
    "execagent": ("exec-agent", True),
    "pnlbot": ("pnlbot", True),
    "liqfeed": ("liqfeed", True),
    "alerts": ("alerts", True),
    "wsmon": ("wsmon", True),
    "ci": ("ci", True),
    "newswire": ("newswire", True),
    "ctrelay": ("ct-relay", True),
    "paper": ("paper-ordbot", True),
}
AUTHOR_IDS = {k: _stable_sf(f"user:{k}", datetime(2021, 5, 1, tzinfo=UTC), 900) for k in ROSTER}
WORKER = {k: _h("worker", k) % 32 for k in ROSTER}


# --------------------------------------------------------------------------
# formatting helpers

def c0(x: float) -> str:
    return f"{x:,.0f}"


def c1(x: float) -> str:
    return f"{x:,.1f}"


def c2(x: float) -> str:
    return f"{x:,.2f}"


def jl(obj: dict) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def hhmm(t: float) -> str:
    t = int(t) % DAY_S
    return f"{t // 3600:02d}:{(t % 3600) // 60:02d}"


def signed(x: float, fmt=c0) -> str:
    return ("+" if x >= 0 else "-") + fmt(abs(x))


# --------------------------------------------------------------------------
# model objects

class Msg:
    def __init__(self, day, t, author, content, embeds, reply, thread, kind, attachments):
        self.serial = (day.ch_idx, day.day_idx, len(day.msgs))
        self.day = day
        self.t = t
        self.author = author
        self.content = content
        self.final = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread          # starter Msg of a thread, or None
        self.kind = kind              # hard | near | noise | chat
        self.attachments = attachments or []
        self.state = "live"
        self.ms = None
        self.id = None

    def text(self) -> str:
        parts = [self.final]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)

    def nbytes(self) -> int:
        return len(self.text().encode("utf-8"))


IDIOM_KEEP = (
    "k-suffixed notional", "'👍 send it'", "'nah not here'", "embed-only exchange-bridge", "order-bot JSON fill",
    "risk engine resizes", "stop message edited twice", "'pulled the eth tp'", "basis proposal buried",
    "headline names the chain", "triage bot 'no-route", "human 'routing", "view downgrade",
    "CT influencer trade", "paper-trading account", "'if btc loses", "past-tense war story",
    "risk-bot heartbeat", "market-wide liquidation feed", "cron sweep summary",
)

WEIGHTS = [1.5, 1.7, 1.7, 1.5, 1.1, 0.9, 0.8, 1.0, 1.1, 1.1, 1.0, 0.9,
           1.0, 1.5, 1.9, 1.8, 1.5, 1.2, 1.0, 0.9, 0.7, 0.6, 0.6, 0.9]


class Day:
    def __init__(self, seed, ch_idx, day_idx, start_ms, chan):
        self.rng = random.Random(f"{DESK}:{seed}:{ch_idx}:{day_idx}")
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.start_ms = start_ms
        self.chan = chan
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self.hard: list[tuple] = []
        self.superseded: list[tuple] = []
        self.removed: list[str] = []
        self.idioms: list[tuple] = []
        self.rec_idioms = ch_idx == 0 and day_idx == 0
        self.force = self.rec_idioms
        self.pos_events: list[tuple] = []   # (t, sym, dqty, px)
        self.deskbot_decisions: list[tuple] = []  # (t, "route"/"noroute")

    # ---- primitives
    def post(self, t, who, content="", embeds=None, reply=None, thread=None, kind="chat", attachments=None):
        t = max(1.0, min(float(t), DAY_S - 2.0))
        if who == "ordbot" and content.startswith("{"):
            obj = json.loads(content)
            obj["cl_oid"] = f"dsk-{self.rng.getrandbits(40):010x}"
            obj["ts"] = _iso(self.start_ms + int(t * 1000) - self.rng.randint(40, 900))
            obj["lat_ms"] = self.rng.randint(3, 40)
            obj["svc"] = "ordbot/2.14"
            content = jl(obj)
        m = Msg(self, t, who, content, embeds, reply, thread, kind, attachments)
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=()):
        t = min(t, DAY_S - 1.5)
        self.ops.append({"op": "edit", "t": t, "target": m, "content": content})
        m.final = content
        if m.state == "live":
            m.state = "edited"
        for s in superseded:
            self.superseded.append((m, s))

    def delete(self, m, t, snippet):
        self.ops.append({"op": "delete", "t": min(t, DAY_S - 1.0), "target": m})
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        self.ops.append({"op": "bulk_delete", "t": min(t, DAY_S - 1.0), "targets": list(ms)})
        for m in ms:
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        self.ops.append({"op": "forget", "t": min(t, DAY_S - 1.0), "target": m, "by": by})
        m.state = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, t, by):
        self.ops.append({"op": "pin", "t": min(t, DAY_S - 1.0), "target": m, "by": by})

    def react(self, m, t, emoji, who):
        self.ops.append({"op": "reaction_add", "t": min(t, DAY_S - 1.0), "target": m, "emoji": emoji, "by": who})

    def label(self, m, etype, facts, phrasing):
        m.kind = "hard"
        self.hard.append((m, etype, list(facts), phrasing))

    def idiom(self, m, name, expected):
        if self.rec_idioms and any(name.startswith(k) for k in IDIOM_KEEP):
            self.idioms.append((m, name, expected))

    def maybe(self, p):
        return self.force or self.rng.random() < p

    # ---- time helpers
    def at(self, lo_h, hi_h):
        return self.rng.uniform(lo_h * 3600, hi_h * 3600)

    def curve_time(self):
        r = self.rng
        hour = r.choices(range(24), weights=WEIGHTS)[0]
        return hour * 3600 + r.uniform(0, 3600)

    # ---- market
    def setup_market(self):
        r = self.rng
        base = {"BTC": r.uniform(58000, 72000), "ETH": r.uniform(2800, 3800),
                "SOL": r.uniform(125, 195), "AVAX": r.uniform(19, 34),
                "DOGE": r.uniform(0.12, 0.21), "SUI": r.uniform(2.4, 4.2),
                "LINK": r.uniform(12, 19), "PEPE": r.uniform(0.0000085, 0.000014),
                "WIF": r.uniform(1.4, 2.9)}
        vol = {"BTC": 0.0055, "ETH": 0.0075, "SOL": 0.010, "AVAX": 0.011, "DOGE": 0.012,
               "SUI": 0.013, "LINK": 0.010, "PEPE": 0.016, "WIF": 0.016}
        self.path = {}
        for s, p in base.items():
            pts = [p]
            for _ in range(25):
                pts.append(pts[-1] * (1 + r.gauss(0.0004, vol[s])))
            self.path[s] = pts

    def px(self, sym, t):
        pts = self.path[sym]
        x = max(0.0, min(t / 3600.0, 24.0))
        i = int(x)
        f = x - i
        return pts[i] * (1 - f) + pts[i + 1] * f

    def pos_at(self, t):
        pos = {"BTC-PERP": 0.0, "ETH-PERP": 0.0, "SOL-PERP": 0.0, "SOL": 0.0}
        avg = {k: 0.0 for k in pos}
        for (te, sym, dq, p) in sorted(self.pos_events, key=lambda e: e[0]):
            if te > t:
                break
            old = pos[sym]
            new = old + dq
            if old == 0 or (old > 0) == (dq > 0):
                avg[sym] = (abs(old) * avg[sym] + abs(dq) * p) / max(abs(new), 1e-9)
            pos[sym] = new
        return pos, avg

    def gross_delta(self, t):
        pos, _ = self.pos_at(t)
        marks = {"BTC-PERP": self.px("BTC", t), "ETH-PERP": self.px("ETH", t),
                 "SOL-PERP": self.px("SOL", t), "SOL": self.px("SOL", t)}
        gross = sum(abs(pos[k]) * marks[k] for k in pos)
        btc = self.px("BTC", t)
        delta = pos["BTC-PERP"] + pos["ETH-PERP"] * marks["ETH-PERP"] / btc + \
            (pos["SOL"] + pos["SOL-PERP"]) * marks["SOL"] / btc
        return gross, delta

    def oid(self):
        return f"{self.rng.getrandbits(32):08x}"


# --------------------------------------------------------------------------
# text pools

CHATTER = [
    "asia bid showing up again 👀", "eth/btc still bleeding lol", "funding basically flat everywhere",
    "coffee #3 ☕", "anyone else seeing bybit api lag or just me", "cb premium flipped positive",
    "binance spot volume is dead today", "this chop is painful", "bots quiet today ser",
    "btc.d grinding up again", "hl perp premium is wild rn", "kimchi premium back to ~2%",
    "brb", "back", "lunch 🍜", "eth gas 3 gwei lol nobody home", "🫠",
    "vol sellers everywhere, 30d iv sub 45", "deribit skew flat-ish today", "ngl this range is tight",
    "weekend liquidity gonna be ass", "fomc minutes later fyi", "cpi tue 12:30z", "us open in 10",
    "us open chop as usual", "stables supply +1.2b this week", "tether minted again 🖨️",
    "new hl listings every day, degen szn", "who moved the pnl dashboard link",
    "dashboard's in the channel topic", "oi building on sol perps across venues",
    "binance funding higher than bybit by ~1bp, as usual", "the 4h looks like a bull flag if you squint",
    "ok who broke the grafana panel", "jules pls look at the latency chart when u can",
    "latency fine now, was the vpn", "gm from tokyo 🗼", "asia session so quiet",
    "ct is all memes today", "mempool empty", "wen vol", "someone dumped 2k btc on cb at 13:01, classic",
    "coinbase app #1 in finance again lol", "ibit volume light so far", "cme gap below still open",
    "lol the cme gap people are out", "spx green, btc doesn't care", "dxy soft", "10y ripping, careful",
    "gold new ath again 🥇", "korean retail back on upbit", "upbit listing pump on some random alt",
    "who has the okx sub-acct creds doc — nvm found it", "ops: rotating the vpn cert tonight 23z",
    "heads up bybit maintenance window sat 02:00z", "okx status page says degraded ws", "vpn flapped again",
    "that wick was a single market sell on binance", "liq map shows a wall of longs under us",
    "lots of shorts stacked above, squeeze setup maybe", "open interest at ath on eth perps",
    "perp basis on the quarterly ~8% ann", "spot bid > perp bid today, healthy",
    "sol mev tips way up", "jito bundle volume up 30% d/d", "eth staking queue still long",
    "lido outflows small", "tron usdt volume massive today", "the etf guys are back from lunch",
    "saylor tweet incoming probably",
    "memecoins ripping = top signal? idk", "sui ecosystem tvl up again", "link still boring",
    "avax does nothing, as always", "doge pumping on elon tweet lol", "pepe +12% 🐸",
    "wif woke up", "bonk leading sol memes", "someone aped 8m into a new ticker on hl, lmao",
    "liquidity on okx perps is thin today", "spreads wide on bybit spot sol", "binance spreads fine",
    "lol the pnl bot emoji", "need a new monitor", "rain in london again", "nyc hot today",
    "singapore thunderstorm, wfh", "tokyo lunch break, back 30", "who's on late shift tonight",
    "me till 22z", "handoff doc updated", "doc link in pins",
    "can someone check if pnlbot uses mark or last", "mark. always mark",
    "did deskbot restart? it skipped a sweep", "it didn't, window was empty",
    "ct says top is in, ct says that every day", "yt influencer just said 'generational bottom' 😂",
    "why is the dashboard in dark mode now", "that was me, sry", "gg funding print",
    "8h funding print in 30", "funding positive on every major, boring", "perps leading spot today",
    "spot leading, perps lagging, interesting", "eth/btc bounce off the lows", "sol/eth new high",
    "everyone long sol on ct", "the l/s ratio on binance top traders is 2.1", "hmm",
    "lol", "nice", "classic", "wild", "ser", "gm gm", "ok back", "zzz asia", "same",
]

TALK = [
    "binance top-trader l/s ticked up to 2.3 on sol, that's usually late-long territory. not saying fade it, just noting",
    "cb prime settlement cutoff moves to 21:30z from next week per their email, ops pls update the runbook",
    "does anyone actually trust the hl oi numbers? vault positions get double counted in half the dashboards",
    "bybit's sol mark uses a multi-venue index, okx is the odd one out today, ~8bps rich vs the rest",
    "reminder bybit switches some alts to 4h funding when it spikes, our funding table assumes 8h everywhere so the alt numbers are off by 2x sometimes",
    "etf flows lag by a day, people trade the farside print like it's news. it mostly isn't",
    "the cme gap from friday is still open at the lows and every ct account is posting it lol",
    "jules can we get liqfeed to collapse the small prints? by 15z the channel is mostly liq spam",
    "on it, adding a min_usd filter to liqfeed, default 50k, will deploy after us close",
    "eth staking exit queue at ~38 days. that's a lot of supply sitting there waiting to be unlocked",
    "sol fees per day back above eth again, the memecoin casino never closes 🎰",
    "sui tvl +12% w/w but most of it is one lending protocol, so take it with salt",
    "link is the most boring chart in crypto and i mean that as a compliment",
    "funding on hl alts runs 3-5x cex rates, the arb shops must be printing",
    "kimchi premium spiking usually means korean retail is back, sometimes it's just krw weakness. today looks like the first",
    "usdt dominance rolling over is the cleanest risk-on tell we have and it isn't doing it yet",
    "okx changelog: they're deprecating the books5 ws channel in june, wsmon uses it. ticket opened",
    "coinbase intx perp volume +40% this month, still tiny vs binance",
    "the 16z funding print moves price a bit as people close into it, watch the 15:55 candle",
    "added a basis panel (perp vs spot, per venue) at the bottom of the desk board, lmk if the numbers look off",
    "bybit insurance fund up again this week, fwiw no adl events on majors since march",
    "the l/s ratio on bybit retail is 0.8, retail still short into this grind, which is kinda bullish tbh",
    "someone on ct posted a 'leaked' binance listing list, 100% fake, ignore if it shows up in the feed",
    "mstr premium to nav compressing again, the whole treasury-co trade feels tired",
    "stablecoin mint/burn: +600m usdc this week, mostly on base. usdt flat",
    "the vol surface is super flat, 7d and 30d within a point. market really doesn't expect anything",
    "hyperliquid had another vault blowup on some small cap, contained, nothing systemic",
    "fyi bybit api keys expire every 90 days now for sub-accts, jules has the rotation on the calendar",
    "cb premium index and etf flows are ~0.6 correlated over 30d, so the premium today is basically the flow print early",
    "avax subnet tvl flat for like 6 months, nothing to see",
    "btc miners sending more to exchanges per cryptoquant, but their data is noisy af",
    "eth gas basically free, l2s eating everything. this is the bear case in one chart",
    "binance just added a bunch of new perp pairs, the usual 10x-then-bleed pattern",
    "asia funding habitually richer than us hours, there's a small intraday pattern there if anyone ever wants to look",
    "for the record the grafana latency spike at 11z was our vpn, not bybit",
    "binance futures leaderboard guys all flipped long overnight per the scraper, which is either signal or nothing",
    "the okx sub-acct margin mode is still isolated btw, cross on bybit. keep that in mind when you look at margin ratios",
    "coinbase premium went negative for ~20 min during asia and nobody cared, us hours is where it matters",
    "somebody is market-selling 50 btc clips on cb every few minutes, twap-looking, has been going for an hour",
    "that seller on cb stopped, book refilled in like 2 min",
    "perp/spot volume ratio on binance at 6x, pretty normal, nothing frothy",
    "i swear the liq heatmap sites just draw lines wherever price already went",
    "bybit's spread on eth perp is 1 tick all day, sol perp 2-3 ticks in eu hours",
    "fwiw the cb prime api had a 5 min hiccup at 09:40z, their status page says resolved",
    "deribit btc dvol {dvol} and falling, summer vibes already",
    "stables on exchanges at ath per glassnode, dry powder narrative again",
    "eth l2 fees rounding to zero, blob space basically unused most of the day",
    "the tron usdt whale moved 300m to binance, probably otc settlement, happens weekly",
    "jito tip volume dropping = memecoin mania cooling on sol, sort of a leading indicator",
    "do we have a view on the hl token unlock schedule or is that not our problem",
    "not our problem, not on the list",
    "a lot of funding-arb capital parked in ethena again, usde supply up 8% w/w",
    "ethena's reserve fund got topped up, they must be expecting a negative funding stretch at some point",
    "market makers pulled from the okx sol book for a few minutes around the headline, spreads 10x",
    "the new okx fee schedule is live, maker rebate on vip4 went from -0.5 to -0.3bps, kind of annoying",
]

QA_PAIRS = [
    ("anyone else getting 10006s on bybit rest?", "ya, rate limit bucket reset at :00, should clear"),
    ("what time is the etf flow print today?", "farside updates ~22-23z usually"),
    ("is the okx sub-acct still on the old fee tier?", "vip 4 since the 1st, jules fixed it"),
    ("who's covering asia handoff tonight", "kenji, then yuki from ~03z"),
    ("pnlbot marks — bybit mark or index?", "bybit mark, index for spot"),
    ("did we ever fix the sol lot size rounding in riskd?", "1.31 has it, deployed last week"),
    ("any reason hl isn't in the liq feed?", "it is now, shows as hyperliquid"),
    ("where's the funding history csv?", "s3 bucket, desk-perps/funding/, daily"),
    ("can someone remind me the cb prime withdrawal cutoff", "21:00z for same-day"),
    ("is grafana down for anyone else", "back up, was the proxy"),
]

ACKS = ["ok", "thx", "ty", "👍", "🙏", "kk", "ack", "👀", "💯", "nice", "ty ser", "noted", "🫡", "lol"]

# lines that only make sense at some hours (UTC): line -> (lo_h, hi_h)
TIMED = {
    "us open in 10": (13.3, 13.45), "us open chop as usual": (13.6, 15.5), "8h funding print in 30": (15.45, 15.55),
    "gg funding print": (16.02, 16.2), "gm from tokyo 🗼": (0.1, 1.0), "tokyo lunch break, back 30": (3.0, 4.0),
    "zzz asia": (20.0, 23.0), "lunch 🍜": (11.5, 12.5), "singapore thunderstorm, wfh": (0.5, 3.0),
    "nyc hot today": (13.5, 20.0), "rain in london again": (7.2, 11.5), "me till 22z": (13.0, 18.0),
    "cpi tue 12:30z": (6.0, 16.0), "fomc minutes later fyi": (8.0, 16.5), "asia session so quiet": (1.0, 5.0),
    "for the record the grafana latency spike at 11z was our vpn, not bybit": (11.5, 18.0),
    "fwiw the cb prime api had a 5 min hiccup at 09:40z, their status page says resolved": (10.0, 20.0),
    "ops: rotating the vpn cert tonight 23z": (12.0, 22.0), "someone dumped 2k btc on cb at 13:01, classic": (13.05, 16.0),
    "the etf guys are back from lunch": (17.0, 18.0), "ibit volume light so far": (14.0, 19.0),
    "coinbase premium went negative for ~20 min during asia and nobody cared, us hours is where it matters": (13.0, 21.0),
    "weekend liquidity gonna be ass": (15.0, 22.0), "the 16z funding print moves price a bit as people close into it, watch the 15:55 candle": (13.0, 15.8),
}


def traceback_text(r, kind, t):
    if kind == "ws":
        return (
            "⚠️ unhandled exception in bybit_ws._recv_loop, task restarted (#{n})\n"
            "```py\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/perps/venues/bybit/ws.py\", line 212, in _recv_loop\n"
            "    raw = await self._ws.recv()\n"
            "  File \"/opt/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n"
            "    await asyncio.wait(\n"
            "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 418, in wait\n"
            "    return await _wait(fs, timeout, return_when, loop)\n"
            "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 525, in _wait\n"
            "    await waiter\n"
            "asyncio.exceptions.CancelledError\n"
            "\n"
            "The above exception was the direct cause of the following exception:\n"
            "\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/perps/venues/bybit/ws.py\", line 231, in _recv_loop\n"
            "    await self._handle(raw)\n"
            "  File \"/srv/perps/venues/bybit/ws.py\", line 274, in _handle\n"
            "    await self._ping_guard.check()\n"
            "  File \"/srv/perps/common/ping.py\", line 58, in check\n"
            "    raise ConnectionClosedError(rcvd=None, sent=Close(1011, 'keepalive ping timeout'))\n"
            "websockets.exceptions.ConnectionClosedError: sent 1011 (internal error) keepalive ping timeout; no close frame received\n"
            "```\n"
            "topics: orderbook.50.BTCUSDT, orderbook.50.ETHUSDT, orderbook.50.SOLUSDT, publicTrade.*, tickers.* · last msg {gap}s ago"
        ).format(n=r.randint(2, 9), gap=round(r.uniform(11, 38), 1))
    if kind == "keyerror":
        return (
            "❌ ordbot: exception in execution handler (message dropped, will resync from REST)\n"
            "```py\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/ordbot/ordbot/handlers/execution.py\", line 188, in on_execution\n"
            "    pos = self.book.positions[msg[\"symbol\"]]\n"
            "  File \"/srv/ordbot/ordbot/book.py\", line 97, in __getitem__\n"
            "    return self._by_symbol[self._norm(sym)]\n"
            "KeyError: 'SOLUSDT-26JUN26'\n"
            "\n"
            "During handling of the above exception, another exception occurred:\n"
            "\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/ordbot/ordbot/bus.py\", line 64, in _dispatch\n"
            "    await handler(msg)\n"
            "  File \"/srv/ordbot/ordbot/handlers/execution.py\", line 203, in on_execution\n"
            "    log.warning(\"unknown symbol %s exec %s\", msg[\"symbol\"], msg[\"execId\"])\n"
            "KeyError: 'execId'\n"
            "```\n"
            "note: dated future SOLUSDT-26JUN26 is not in the book map; resync ok in {ms}ms, no position drift"
        ).format(ms=r.randint(140, 900))
    if kind == "ratelimit":
        return (
            "⚠️ pnlbot: snapshot {hh} skipped, REST rate limited\n"
            "```py\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/pnlbot/pnlbot/snap.py\", line 141, in take\n"
            "    marks = await self.client.get_tickers(category=\"linear\")\n"
            "  File \"/srv/pnlbot/pnlbot/clients/bybit.py\", line 77, in get_tickers\n"
            "    return await self._get(\"/v5/market/tickers\", params)\n"
            "  File \"/srv/pnlbot/pnlbot/clients/base.py\", line 119, in _get\n"
            "    resp.raise_for_status()\n"
            "  File \"/opt/venv/lib/python3.11/site-packages/aiohttp/client_reqrep.py\", line 1070, in raise_for_status\n"
            "    raise ClientResponseError(\n"
            "aiohttp.client_exceptions.ClientResponseError: 429, message='Too Many Requests', url=URL('https://api.bybit.com/v5/market/tickers?category=linear')\n"
            "```\n"
            "retry in 60s (attempt 1/3) · X-Bapi-Limit-Status: 0/120"
        ).format(hh=hhmm(t) + "Z")
    if kind == "okx":
        return (
            "⚠️ wsmon: okx private ws login timed out, falling back to REST for positions\n"
            "```py\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/perps/venues/okx/ws.py\", line 141, in _connect\n"
            "    await asyncio.wait_for(self._login(), timeout=self.login_timeout)\n"
            "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 479, in wait_for\n"
            "    return fut.result()\n"
            "  File \"/srv/perps/venues/okx/ws.py\", line 177, in _login\n"
            "    resp = await self._expect(op=\"login\")\n"
            "  File \"/srv/perps/venues/okx/ws.py\", line 203, in _expect\n"
            "    raw = await self._ws.recv()\n"
            "  File \"/opt/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n"
            "    await asyncio.wait(\n"
            "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 418, in wait\n"
            "    return await _wait(fs, timeout, return_when, loop)\n"
            "asyncio.exceptions.CancelledError\n"
            "\n"
            "During handling of the above exception, another exception occurred:\n"
            "\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/perps/venues/okx/ws.py\", line 96, in run\n"
            "    await self._connect()\n"
            "  File \"/srv/perps/venues/okx/ws.py\", line 143, in _connect\n"
            "    raise LoginTimeout(f\"login not acked in {{self.login_timeout}}s\") from None\n"
            "perps.venues.okx.errors.LoginTimeout: login not acked in 5.0s\n"
            "```\n"
            "endpoint wss://ws.okx.com:8443/ws/v5/private · attempt {n}/10 · rest fallback active, positions poll 5s"
        ).format(n=r.randint(2, 6))
    return (
        "⚠️ liqfeed: parser error on binance forceOrder stream, frame skipped\n"
        "```py\n"
        "Traceback (most recent call last):\n"
        "  File \"/srv/liqfeed/liqfeed/streams/binance.py\", line 53, in run\n"
        "    evt = json.loads(frame)\n"
        "  File \"/usr/lib/python3.11/json/__init__.py\", line 346, in loads\n"
        "    return _default_decoder.decode(s)\n"
        "  File \"/usr/lib/python3.11/json/decoder.py\", line 337, in decode\n"
        "    obj, end = self.raw_decode(s, idx=_w(s, 0).end())\n"
        "  File \"/usr/lib/python3.11/json/decoder.py\", line 353, in raw_decode\n"
        "    obj, end = self.scan_once(s, idx)\n"
        "json.decoder.JSONDecodeError: Unterminated string starting at: line 1 column 118 (char 117)\n"
        "```\n"
        "frame[0:96]: {{\"e\":\"forceOrder\",\"E\":17{e},\"o\":{{\"s\":\"BTCUSDT\",\"S\":\"SELL\",\"o\":\"LIMIT\",\"f\":\"IOC\",\"q\":\"0.4"
    ).format(e=r.randint(10**9, 10**10 - 1))


# --------------------------------------------------------------------------
# the day

def build_day(seed, ch_idx, day_idx, start_ms, chan) -> Day:
    d = Day(seed, ch_idx, day_idx, start_ms, chan)
    r = d.rng
    d.setup_market()
    P = d.px

    # ---------------- opening book
    btc0 = P("BTC", 0)
    sol0 = P("SOL", 0)
    btc_pos = r.choice([12.0, 14.0, 15.5, 18.0])
    btc_avg = round(btc0 * r.uniform(0.93, 0.975), 1)
    btc_sl_old = int(round(btc0 * r.uniform(0.94, 0.955) / 100) * 100)
    sol_perp = -r.choice([5000, 6000, 7000])
    sol_gap = r.choice([150, 200, 250])
    sol_spot = -sol_perp - sol_gap
    sol_spot_avg = round(sol0 * r.uniform(0.88, 0.96), 2)
    d.pos_events += [(0, "BTC-PERP", btc_pos, btc_avg), (0, "SOL-PERP", sol_perp, round(sol_spot_avg * 1.004, 2)),
                     (0, "SOL", sol_spot, sol_spot_avg)]

    t = d.at(0.03, 0.12)
    state = d.post(t, "kenji",
                   f"gm 🌏 asia on. book going in:\n"
                   f"• btc-perp +{btc_pos:g} avg {c1(btc_avg)}, sl {c0(btc_sl_old)}\n"
                   f"• sol basis: long {sol_spot:,} sol spot (cb prime) / short {-sol_perp:,} sol-perp (bybit). spot leg is {sol_gap} short of the perp, top up when convenient\n"
                   f"• eth flat\n"
                   f"watchlist: sui, link, avax\n"
                   f"proposals in here pls. approvers: me till ~10z, vic after")
    d.pin(state, t + 25, "kenji")
    d.react(state, t + 26, "📌", "kenji")
    d.idiom(state, "pinned desk-state post listing book, watchlist and approvers", "not_hard")

    # morning note (analysis, no decision)
    t = d.at(0.2, 0.6)
    note = d.post(t, "kenji",
                  "asia morning note 🌏\n\n"
                  f"macro: dxy soft overnight, spx futs +0.{r.randint(1,5)}%, nothing big till us cpi tue.\n"
                  f"flows: etf net +{r.randint(120,480)}m yday, cb premium +{r.randint(2,14)}bps, kimchi +{r.uniform(0.6,2.4):.1f}%. stables +{r.randint(150,900)}m on tron.\n"
                  f"derivs: btc 8h funding +0.00{r.randint(3,9)}% bybit / +0.00{r.randint(4,9)}% binance, oi {r.uniform(28,41):.1f}b (+{r.uniform(0.5,3.5):.1f}% d/d). "
                  f"eth funding flat, oi flat. sol funding +0.0{r.randint(10,14)}%, quarterly basis ~{r.randint(7,12)}% ann.\n"
                  f"levels: btc {c0(round(btc0*1.025,-2))} / {c0(round(btc0*0.975,-2))}, eth {c0(round(P('ETH',0)*1.03,-1))} / {c0(round(P('ETH',0)*0.97,-1))}, sol {sol0*1.04:.0f} / {sol0*0.95:.0f}.\n"
                  f"liqs: ~{r.randint(30,140)}m longs clipped on the 23z wick, mostly binance.\n"
                  f"vol: 30d atm btc {r.randint(38,52)}, 25d skew -{r.uniform(0.5,2.5):.1f} (puts bid), term flat.\n\n"
                  "nothing actionable from me yet — watching eth for a break out of the coil and the sol basis for an add if funding holds. "
                  "if anyone sees real size on the btc bid ping me.")
    note.kind = "near"
    d.idiom(note, "long morning note full of levels/funding/basis with no decision", "not_hard")

    # ---------------- scene A: ETH shorthand long (asia)
    t0 = d.at(0.9, 1.9)
    epx = int(round(P("ETH", t0)))
    k = r.choice([150, 200, 250, 300])
    esl = epx - r.choice([45, 55, 60, 70])
    etp = epx + r.choice([90, 110, 120, 150])
    eqty = round(k * 1000 / epx, 2)
    d.post(t0 - r.uniform(150, 400), "yuki",
           f"eth coiling under {c0(epx + r.choice([8, 12, 18]))} for 6h, funding flat, oi building 👀",
           attachments=[{"filename": "eth_4h.png", "size": r.randint(38000, 91000)}])
    if r.random() < 0.5:
        ptxt = f"b {k}k eth-perp @ {epx:,} sl {esl:,} tp {etp:,} ?"
    else:
        ptxt = f"eth-perp b {k}k @ {epx:,}, sl {esl:,} tp {etp:,}. ok?"
    prop_a = d.post(t0, "yuki", ptxt)
    d.label(prop_a, "trade_proposal", [f"b {k}k", "eth-perp", f"{epx:,}", f"{esl:,}"], "shorthand")
    d.idiom(prop_a, "k-suffixed notional with b/sl/tp shorthand proposal", "trade_proposal")
    lg = d.post(t0 + r.uniform(50, 110), "mara", "lgtm fwiw", reply=prop_a, kind="near")
    d.idiom(lg, "'lgtm fwiw' reply to a proposal from a non-approver", "not_hard")
    t = t0 + r.uniform(140, 380)
    appr_a = d.post(t, "kenji", r.choice(["👍 send it", "send it 👍"]), reply=prop_a)
    d.label(appr_a, "trade_approval", ["👍", "send it"], "reply")
    d.idiom(appr_a, "'👍 send it' reply approving a shorthand proposal", "trade_approval")
    oid_a = d.oid()
    t += r.uniform(20, 60)
    ack_a = d.post(t, "ordbot", jl({"evt": "ack", "oid": oid_a, "sym": "ETH-PERP", "side": "buy", "type": "limit",
                                    "qty": f"{eqty:.2f}", "px": f"{epx}.0", "tif": "GTC", "post_only": True,
                                    "status": "working", "venue": "bybit", "acct": "perps-main"}))
    d.label(ack_a, "trade_confirmation", [oid_a, "ETH-PERP", "working"], "structured")
    d.idiom(ack_a, "order-bot JSON ack line status=working", "trade_confirmation")
    t += r.uniform(180, 900)
    eavg = round(epx - r.choice([0.1, 0.2, 0.3, 0.5]), 1)
    fill_a = d.post(t, "bridge", "", embeds=[{
        "title": "Execution report", "description": "Order filled", "author": "bybit-bridge · linear",
        "fields": [{"name": "Symbol", "value": "ETH-PERP", "inline": True},
                   {"name": "Side", "value": "Buy", "inline": True},
                   {"name": "Qty", "value": f"{eqty:.2f}", "inline": True},
                   {"name": "Avg Px", "value": c1(eavg), "inline": True},
                   {"name": "Fee", "value": f"-{eqty * eavg * 0.0001:.2f} USDT (maker)", "inline": True},
                   {"name": "Status", "value": "Filled", "inline": True}],
        "footer": f"oid {oid_a} · acct perps-main · {hhmm(t)}Z"}])
    d.label(fill_a, "trade_fill", ["ETH-PERP", "Buy", f"{eqty:.2f}", c1(eavg)], "embed")
    d.idiom(fill_a, "embed-only exchange-bridge execution report (fields + footer oid)", "trade_fill")
    d.pos_events.append((t, "ETH-PERP", eqty, eavg))
    lfg = d.post(t + r.uniform(30, 90), "yuki", r.choice(["lfg 🚀", "lfg"]), reply=fill_a, kind="near")
    d.react(fill_a, t + r.uniform(20, 60), "🚀", "mara")
    d.idiom(lfg, "'lfg' reply to a fill (enthusiasm, not an approval)", "not_hard")
    tp_oid = d.oid()
    t += r.uniform(60, 180)
    tpack = d.post(t, "ordbot", jl({"evt": "ack", "oid": tp_oid, "sym": "ETH-PERP", "side": "sell", "type": "limit",
                                    "qty": f"{eqty:.2f}", "px": f"{etp}.0", "tif": "GTC", "reduce_only": True,
                                    "status": "working", "venue": "bybit", "acct": "perps-main"}))
    d.label(tpack, "trade_confirmation", [tp_oid, "ETH-PERP", "reduce_only", "working"], "structured")
    t += r.uniform(30, 90)
    stop_a = d.post(t, "yuki", f"eth sl {esl:,} / tp {etp:,} working")
    esl2 = esl + r.choice([20, 25, 30])
    # edits later, after the ETH news scene is placed

    # ---------------- SOL outage headline (held via underlying)
    tn = d.at(2.15, 2.8)
    slot = r.randint(318_000_000, 342_000_000)
    gapmin = r.randint(12, 27)
    sol_news = d.post(tn, "newswire",
                      f"📰 Solana mainnet block production stalled ~{gapmin} min around slot {slot:,}; validators coordinating a restart, Anza investigating. "
                      f"SOL -{r.uniform(2, 5):.1f}% on the headline (The Block)\n"
                      "> Validators were asked to halt at the last optimistically confirmed slot and wait for a patched client; RPC providers report reads OK, writes failing. "
                      "Exchanges including Binance and Coinbase paused SOL deposits and withdrawals pending confirmation.")
    d.label(sol_news, "held_position_news", ["Solana", "block production stalled"], "untagged")
    d.idiom(sol_news, "headline names the chain (Solana), desk holds SOL spot/perp", "held_position_news")
    na = d.post(tn + r.uniform(180, 540), "kenji",
                "sol spot is the long leg and the perp short hedges it, basis book is delta flat. no action on it",
                reply=sol_news)
    d.label(na, "no_route_decision", ["basis book", "no action"], "reply")

    # ---------------- scene D: SOL-PERP short, edited size, rejected
    if d.maybe(0.75):
        t0 = d.at(3.0, 4.2)
        spx = round(P("SOL", t0), 1)
        k1 = r.choice([100, 150])
        k2 = k1 + 50
        stp = round(spx * 0.96, 1)
        ssl = round(spx * 1.022, 1)
        pd_ = d.post(t0, "yuki", f"s {k1}k sol-perp @ {spx} tp {stp} sl {ssl}, fading the outage bounce")
        d.edit(pd_, t0 + r.uniform(40, 90), f"s {k2}k sol-perp @ {spx} tp {stp} sl {ssl}, fading the outage bounce",
               superseded=[f"s {k1}k"])
        d.label(pd_, "trade_proposal", [f"s {k2}k", "sol-perp", f"{spx}", f"sl {ssl}"], "shorthand")
        rj = d.post(t0 + r.uniform(200, 420), "kenji", r.choice(["nah not here", "nah, not here"]), reply=pd_)
        d.label(rj, "trade_approval", ["nah", "not here"], "reply")
        d.idiom(rj, "'nah not here' — terse rejection reply by the lead", "trade_approval")
        d.post(rj.t + r.uniform(20, 50), "kenji",
               "basis book's already short the perp and i don't want to lean on sol while the chain is wobbling. next one 🙏")
        d.post(rj.t + r.uniform(70, 140), "yuki", "fair 👍")

    # war story (past tense)
    t = d.at(3.3, 5.0)
    ws_ = d.post(t, "kenji",
                 "this chop reminds me of ftx week lol. i s 40k sol-perp @ 30 and covered at 9.8. best and worst week of my life",
                 kind="near")
    d.idiom(ws_, "past-tense war story in trade shorthand", "not_hard")

    # yuki phone -> forgotten (not hard)
    t = d.at(4.6, 5.3)
    ph = d.post(t, "yuki", "heading out for a bit, my cell if asia needs me: +81 90-4417-2208 📱")
    d.forget(ph, t + r.uniform(900, 2400), AUTHOR_IDS["kenji"], "+81 90-4417-2208")
    d.post(t + r.uniform(2500, 2800), "kenji", "(nuked yuki's number, use the oncall doc pls)")

    # stop edit #1 (asia late)
    d.edit(stop_a, d.at(5.3, 6.3), f"eth sl {esl2:,} / tp {etp:,} working (trailed)", superseded=[f"{esl:,}"])

    # dex eu open note (analysis, no decision)
    t = d.at(6.95, 7.15)
    eu = d.post(t, "dex",
                "eu open notes 🇪🇺\n"
                f"- overnight: asia bid faded into the solana headline, sol -{r.uniform(2, 5):.1f}% then got most of it back. perp basis blew out ~20bps on bybit for ~15 min, normal now\n"
                f"- funding: majors flat to slightly positive, alts hot (doge/pepe/wif all > +0.03%/8h). predicted next window about the same\n"
                f"- oi: btc +{r.uniform(0.5, 3):.1f}% d/d, eth flat, sol +{r.uniform(2, 7):.1f}% — sol oi at a local high, mostly binance\n"
                f"- term structure: btc quarterly ~{r.uniform(6, 10):.1f}% ann, eth ~{r.uniform(5, 9):.1f}%, sol ~{r.uniform(8, 14):.1f}%. cme btc basis a touch richer than offshore\n"
                f"- flows: cb premium small positive, kimchi ~{r.uniform(0.8, 2.2):.1f}%, upbit alt volume up\n"
                f"- options: btc 25d rr -{r.uniform(0.4, 1.8):.1f} front, ~flat in sep. eth skew more put-heavy into the acde call\n"
                f"- microstructure: bybit 1% depth ~${r.uniform(18, 40):.0f}m on btc, sol spot thin on cb during eu hours\n\n"
                "my read: nothing screams. carry still decent on sol, eth is the one to watch around the acde call. will write the basis add up separately",
                kind="near")

    # ---------------- scene C: SOL basis add in a thread (eu)
    t0 = d.at(7.2, 7.7)
    nk = r.choice([3, 4, 5])
    n = nk * 1000
    bps = round(r.uniform(0.9, 1.6), 1)
    starter = d.post(t0, "dex", "sol basis add — details in 🧵")
    t = t0 + r.uniform(60, 200)
    book_after = -sol_perp + n
    rep = d.post(t, "dex",
                 "sol basis — add proposal\n\n"
                 f"context: SOL-PERP funding printed positive in {r.randint(17,20)} of the last 21 windows, avg +{bps}bps/8h (~{bps*3*365/100:.0f}% ann). "
                 "we hold spot outright so no borrow cost. OI +6% w/w, mostly bybit/binance, retail l/s skew ~1.8.\n\n"
                 "last 8 windows, SOL-PERP 8h funding (bybit / binance):\n```\n"
                 + "\n".join(f"{(hh_ * 8) % 24:02d}:00Z  {bps / 100 + r.uniform(-0.004, 0.004):+.4f}% / {bps / 100 + r.uniform(-0.003, 0.005):+.4f}%" for hh_ in range(8))
                 + "\n```\n"
                 "risks:\n"
                 "1) funding flip — the last two flips lasted <3 windows\n"
                 f"2) venue concentration, we already carry ~{-sol_perp * sol0 / 1e6:.1f}m notional on bybit\n"
                 "3) spot custody on cb prime is fine, withdrawal cutoff 21z\n"
                 "4) the outage overnight — basis widened ~20bps then snapped back, nothing lasting\n\n"
                 f"Plan: buy {n:,} SOL spot and short {n:,} SOL-PERP against it at ~{bps}bps/8h, both legs twap, basis book goes to {book_after:,}.\n\n"
                 "exit: unwind if funding < 0 for 3 consecutive windows or annualised basis < 4%. "
                 f"expected carry ~${n * sol0 * bps / 10000 * 3:,.0f}/day on the add.\n\n"
                 "backtest of the exit rule is in the notebook (pinned). don't read too much into it, 2024 was a one-way street.",
                 thread=starter)
    d.label(rep, "trade_proposal", [f"buy {n:,} SOL spot", f"short {n:,} SOL-PERP", f"{bps}bps/8h"], "buried")
    d.idiom(rep, "basis proposal buried mid-report inside a thread", "trade_proposal")
    ss = d.post(t + r.uniform(50, 120), "dex", "we should send this before the 16z print ideally", thread=starter, kind="near")
    d.idiom(ss, "'we should send this before…' (intent, not an order confirmation)", "not_hard")
    q = d.post(t + r.uniform(200, 400), "jules", "what happens to this if funding goes neg for a week?", thread=starter, kind="near")
    d.post(q.t + r.uniform(40, 120), "dex", "exit rule catches it after 3 windows, so we'd be out day 1", thread=starter, reply=q)
    ta = t + r.uniform(700, 1300)
    appr_c = d.post(ta, "kenji", f"approved, {nk}k max", thread=starter, reply=rep)
    d.label(appr_c, "trade_approval", ["approved", f"{nk}k max"], "reply")
    d.pin(rep, ta + 15, "kenji")
    d.react(rep, ta + 16, "📌", "kenji")
    tr = ta + r.uniform(60, 180)
    rt = d.post(tr, "kenji", "routing both legs to exec-agent, twap 40m, 5bps max slip", thread=starter)
    d.label(rt, "route_decision", ["exec-agent", "twap 40m"], "untagged")
    d.idiom(rt, "human 'routing … to exec-agent' inside a thread", "route_decision")
    eq_ = d.post(tr + r.uniform(20, 40), "execagent", f"ack, sol basis add queued · 2 legs · twap 40m · cap {nk}k", thread=starter)
    d.label(eq_, "trade_confirmation", ["sol basis add queued", "twap 40m", f"cap {nk}k"], "structured")
    tdone = tr + r.uniform(2450, 2900)
    spot_avg = round(P("SOL", tdone - 1200), 2)
    perp_avg = round(spot_avg * (1 + r.uniform(0.0004, 0.0012)), 2)
    perp_oid = d.oid()
    pf = d.post(tdone - r.uniform(60, 180), "ordbot",
                jl({"evt": "fill", "oid": perp_oid, "sym": "SOL-PERP", "side": "sell", "qty": f"{n}.0", "px": f"{perp_avg}",
                    "cum": f"{n}.0", "leaves": "0.0", "algo": "twap", "parent": "exec-agent", "venue": "bybit"}))
    d.label(pf, "trade_fill", [perp_oid, "SOL-PERP", "sell", f"{n}.0"], "structured")
    d.idiom(pf, "order-bot JSON fill line ({\"evt\":\"fill\",…})", "trade_fill")
    done = d.post(tdone, "execagent",
                  f"sol basis add done ✅\nspot: bought {n:,} SOL @ {spot_avg} avg (cb prime)\n"
                  f"perp: sold {n:,} SOL-PERP @ {perp_avg} avg (bybit)\n"
                  f"locked basis {(perp_avg / spot_avg - 1) * 10000:.0f}bps · slip {r.uniform(0.8, 3.5):.1f}bps vs arrival",
                  thread=starter)
    d.label(done, "trade_fill", [f"bought {n:,} SOL", f"{spot_avg}", f"sold {n:,} SOL-PERP", f"{perp_avg}"], "untagged")
    d.post(tdone + r.uniform(60, 200), "dex", "ty 🙏", thread=starter, reply=done, kind="noise")
    d.pos_events += [(tdone, "SOL", n, spot_avg), (tdone, "SOL-PERP", -n, perp_avg)]

    # ---------------- ETH upgrade headline + thesis, stop edit #2
    tn = d.at(8.0, 8.7)
    eth_news = d.post(tn, "newswire", "", embeds=[{
        "title": "Ethereum core devs push Fusaka mainnet date",
        "description": f"ACDE call: mainnet fork now 'no earlier than {r.choice(['June', 'July', 'late Q3'])}', testnet forks slip ~2 weeks after client bugs. ETH -{r.uniform(1.2, 3.4):.1f}%.",
        "url": "https://www.theblock.co/post/ethereum-fusaka-delay", "author": "newswire",
        "footer": f"The Block · {hhmm(tn)}Z"}])
    d.label(eth_news, "held_position_news", ["Ethereum core devs", "Fusaka"], "embed")
    trim = d.post(tn + r.uniform(100, 300), "yuki", "should we trim eth into this?", reply=eth_news, kind="near")
    tt = tn + r.uniform(900, 1300)
    for who_, txt in (("dex", "context: second slip this cycle. last time eth underperformed btc ~6% from the slip to the new date, then caught up in the 2 weeks before the fork"),
                      ("yuki", f"options barely moved, eth 30d atm +{r.uniform(0.8, 2.2):.1f} vol on the headline"),
                      ("dex", "skew moved more than atm, 25d puts +2 vol. people hedging, not panicking"),
                      ("jules", "call notes say the bug is in the blob fee change, sounds like weeks not months to fix"),
                      ("kenji", "timing thing more than anything imo"),
                      ("yuki", f"eth/btc {P('ETH', tt) / P('BTC', tt):.5f} is the level everyone on ct is watching"),
                      ("dex", f"eth funding didn't even flinch, +0.00{r.randint(2, 7)}%. nobody is forced here")):
        d.post(tt, who_, txt, thread=eth_news)
        tt += r.uniform(60, 420)
    d.idiom(trim, "question about trimming a held position", "not_hard")
    th = d.post(tn + r.uniform(360, 800), "kenji",
                "eth: bullish → neutral on this. keep the long, no adds till they set a date", reply=eth_news)
    d.label(th, "thesis_update", ["eth: bullish → neutral", "no adds"], "reply")
    d.idiom(th, "view downgrade 'bullish → neutral' after a headline", "thesis_update")
    d.edit(stop_a, th.t + r.uniform(300, 1200), f"eth sl {epx:,} (be) / tp {etp:,} still working", superseded=[f"{esl2:,}"])
    d.label(stop_a, "stop_or_target_change", ["eth sl", f"{epx:,} (be)", f"tp {etp:,}"], "shorthand")
    d.idiom(stop_a, "stop message edited twice (sl trailed, then to breakeven)", "stop_or_target_change")

    # ---------------- L1: proposal with personal data -> forgotten
    if d.maybe(0.7):
        t0 = d.at(9.6, 10.2)
        apx = round(P("AVAX", t0), 2)
        ak = r.choice([80, 100, 120])
        fp = d.post(t0, "dex",
                    f"b {ak}k avax-perp @ {apx} sl {round(apx * 0.95, 2)}, sizing vs my personal sub-acct 0x7a3fc2e19b… "
                    f"(cell +44 7700 900412 if the bridge acts up)")
        d.label(fp, "trade_proposal", [f"b {ak}k", "avax-perp", f"{apx}"], "shorthand")
        d.forget(fp, t0 + r.uniform(120, 360), AUTHOR_IDS["kenji"], "+44 7700 900412")
        d.post(t0 + r.uniform(380, 460), "kenji", "dex no wallet addrs / phone #s in here pls. nuked it")
        d.post(t0 + r.uniform(500, 620), "dex", "my bad 🙏 skipping it anyway, avax looks meh")
    sl_ = d.post(d.at(9.8, 10.8), "jules", "someone should look at avax here, it's been flat for a month", kind="near")
    d.idiom(sl_, "'someone should look at X' (no proposal)", "not_hard")

    # ---------------- SUI unlock (watchlist) + deskbot route
    tn = d.at(10.5, 11.3)
    sui_m = round(r.uniform(44, 68), 2)
    sui_news = d.post(tn, "newswire", "", embeds=[{
        "title": f"Sui: {sui_m}M SUI unlock on May 1",
        "description": f"~{r.uniform(1.2, 2.3):.1f}% of circulating supply; foundation says ~60% is earmarked for ecosystem grants, the rest to early contributors.",
        "url": "https://tokenomist.ai/sui", "author": "newswire", "footer": f"Tokenomist · {hhmm(tn)}Z"}])
    d.label(sui_news, "watchlist_news", ["Sui", f"{sui_m}M SUI"], "embed")
    rr = d.post(tn + r.uniform(40, 150), "deskbot", f"route: SUI unlock headline → dex (watchlist owner) · prio normal", reply=sui_news)
    d.label(rr, "route_decision", ["route:", "→ dex"], "structured")
    d.deskbot_decisions.append((rr.t, "route"))
    wi = d.post(tn + r.uniform(300, 700), "yuki", "what if we bought the sui unlock dip? historically it front-runs", reply=sui_news, kind="near")
    d.idiom(wi, "'what if we bought…' hypothetical question", "not_hard")

    # backtest (near miss)
    t = d.at(11.0, 12.2)
    bt = d.post(t, "dex",
                "backtest — funding-flip v3 (btc-perp, 2022-01 → 2025-12, 8h bars)\n"
                "rule: b btc-perp when 8h funding < -0.01% and oi drops >3% d/d; s when funding > +0.03%\n"
                f"trades: {r.randint(180,240)} · win {r.randint(50,57)}% · avg +{r.uniform(0.4,0.8):.2f}% · max dd -{r.uniform(11,17):.1f}% · sharpe {r.uniform(1.1,1.5):.2f} (net of 4bps fees)\n"
                "best: b 2.0 btc-perp @ 16,480 (2022-11-21) → s @ 21,090\n"
                "worst: b 2.0 btc-perp @ 41,200 (2022-04-11) → stopped 38,900\n"
                "fills assume mid+1bp, generous on the stress days. oos 2025 alone: sharpe 0.7, so meh.\n"
                "not proposing anything off this, just logging it 📓", kind="near")
    d.idiom(bt, "backtest with b/s shorthand fills", "not_hard")

    # CT quote + other desk + opinion
    t = d.at(11.5, 13.0)
    cq = d.post(t, "ctrelay", "", embeds=[{
        "title": "new post", "author": "@blknoiz06",
        "description": f"longed SOL {round(P('SOL', t) * 0.99)} here, invalidation {round(P('SOL', t) * 0.95)}. send it 🚀",
        "url": "https://x.com/blknoiz06/status/1912", "footer": "ct-relay · x.com"}], kind="near")
    d.idiom(cq, "CT influencer trade quoted by relay bot (contains 'send it')", "not_hard")
    t = d.at(12.0, 13.0)
    strike = int(round(P("BTC", t) * 1.2 / 5000) * 5)
    od = d.post(t, "mara",
                f"fyi options desk just lifted 300 btc jun {strike}k calls and they're delta hedging w/ ~150 btc-perp short on deribit. "
                "not us, don't read it as flow 🙃", kind="near")
    d.idiom(od, "other desk's trade relayed", "not_hard")
    d.post(d.at(12.2, 13.6), "jules", "alts cooked till btc.d rolls over, same as it ever was", kind="near")
    aq = d.post(d.at(13.6, 15.0), "mara", f"> ansem: 'closed the eth long at {round(P('ETH', 14*3600)*1.06/100)/10:.1f}k, tp hit, ggs'\nlol ok", kind="near")

    # ---------------- ETF headline + US note w/ buried thesis
    tn = d.at(12.6, 12.95)
    etf = r.randint(420, 1150)
    etf_news = d.post(tn, "newswire",
                      f"📰 US spot bitcoin ETFs took in ${etf}M net yesterday, led by IBIT (${int(etf * r.uniform(0.55, 0.8))}M); "
                      f"biggest day since {r.choice(['January', 'February', 'early March'])} (Farside)\n"
                      f"> FBTC +${r.randint(40, 160)}M, ARKB +${r.randint(10, 80)}M, GBTC -${r.randint(5, 60)}M. Cumulative net flows now ${r.uniform(36, 48):.1f}B since launch; "
                      "analysts cite basis-trade demand as CME annualised basis widened.")
    d.label(etf_news, "held_position_news", ["bitcoin ETFs", f"${etf}M"], "untagged")
    t = d.at(13.05, 13.3)
    btcn = P("BTC", t)
    usn = d.post(t, "mara",
                 "us pre-open 🇺🇸\n"
                 f"- etf flows: yday +{etf}m net, ibit the bulk. grayscale outflows small\n"
                 f"- cme basis ~{r.uniform(6.5, 10.5):.1f}% ann, up from 7\n"
                 "- funding flat-ish, oi grinding up, top-trader l/s not crowded\n"
                 f"- spx futs flat, 10y {r.uniform(4.1, 4.6):.2f}, dxy {r.uniform(99, 106):.1f}\n"
                 f"- levels: {c0(round(btcn * 1.02, -2))} overhead, {c0(round(btcn * 0.975, -2))} is the line\n\n"
                 "net: btc view unchanged — still the core long into month end, conviction high. sol basis fine.\n\n"
                 "calendar: fomc minutes 18z, jobless claims 12:30z. 7y auction 17z, usually a non-event for us.\n"
                 f"positioning: top-trader l/s {r.uniform(1.1, 1.9):.2f} binance, retail still short-leaning on bybit per the ratio, cb app rank #{r.randint(40, 180)} (no froth).",
                 attachments=[{"filename": "flows.png", "size": r.randint(52000, 120000)}])
    d.label(usn, "thesis_update", ["btc view unchanged", "core long"], "buried")
    d.idiom(usn, "view confirmation buried in a pre-open note", "thesis_update")

    # hypothetical
    t = d.at(13.2, 13.6)
    lvl = int(P("BTC", t) * 0.93 // 1000)
    hy = d.post(t, "yuki", f"if btc loses {lvl}k i'd short it tbh", kind="near")
    d.idiom(hy, "'if btc loses 60k i'd short' hypothetical", "not_hard")

    # ---------------- scene B: BTC add (us), risk resize, reject, limit bump
    t0 = d.at(13.75, 14.3)
    bpx = int(round(P("BTC", t0) / 10) * 10)
    qb = r.choice([3, 4, 5])
    bsl = int(round(bpx * r.uniform(0.965, 0.975) / 100) * 100)
    btxt = r.choice([
        f"want to add {qb} btc-perp long here, limit {bpx:,}, stop under {bsl:,}. flows back + funding flat. vic?",
        f"vic — add {qb} btc-perp long on a limit {bpx:,}, stop under {bsl:,} for the whole thing. etf bid is back",
    ])
    prop_b = d.post(t0, "mara", btxt)
    d.label(prop_b, "trade_proposal", [f"add {qb} btc-perp long", f"limit {bpx:,}", f"stop under {bsl:,}"], "untagged")
    d.idiom(prop_b, "untagged prose proposal addressed to the approver", "trade_proposal")
    sens = d.post(t0 + r.uniform(40, 100), "dex",
                  f"a stop at {c0(bsl - 400)} would be more sensible imo, under the weekly vwap", reply=prop_b, kind="near")
    d.idiom(sens, "'a stop at X would be sensible' (suggestion, no decision)", "not_hard")
    ta = t0 + r.uniform(130, 330)
    appr_b = d.post(ta, "vic", "ok go ✅", reply=prop_b)
    d.label(appr_b, "trade_approval", ["ok go", "✅"], "reply")
    d.idiom(appr_b, "'ok go' two-word approval reply", "trade_approval")
    d.pin(prop_b, ta + 12, "vic")
    d.react(prop_b, ta + 13, "📌", "vic")
    oidA = d.oid()
    tz = ta + r.uniform(25, 50)
    gross, _ = d.gross_delta(tz)
    notional = qb * bpx
    lim_old = int(math.ceil((gross + 0.6 * notional) / 50000) * 50000)
    nq = math.floor((lim_old - gross) / bpx * 100) / 100
    if nq >= qb:
        lim_old -= 50000
        nq = math.floor((lim_old - gross) / bpx * 100) / 100
    nq = max(nq, 0.5)
    rz = d.post(tz, "riskd",
                f"evt=order_resize oid={oidA} sym=BTC-PERP side=buy req_qty={qb:.2f} new_qty={nq:.2f} "
                f"reason=max_gross_usd limit={lim_old} gross_after={int(gross + nq * bpx)} engine=pretrade")
    d.label(rz, "risk_limit", ["order_resize", "BTC-PERP", f"req_qty={qb:.2f}", f"new_qty={nq:.2f}"], "structured")
    d.idiom(rz, "risk engine resizes an order (key=value)", "risk_limit")
    rjt = d.post(tz + r.uniform(2, 8), "ordbot",
                 jl({"evt": "reject", "oid": oidA, "sym": "BTC-PERP", "side": "buy", "qty": f"{nq:.2f}", "px": f"{bpx}.0",
                     "post_only": True, "reason": "PostOnly order would take liquidity", "venue": "bybit"}))
    d.label(rjt, "trade_confirmation", [oidA, "reject", "BTC-PERP", "PostOnly"], "structured")
    d.post(tz + r.uniform(40, 80), "mara", f"riskd clipped me to {nq:.2f} and then post-only crossed 🙄 resending as plain limit. vic can we get more gross?")
    oidB = d.oid()
    tacc = tz + r.uniform(100, 140)
    acc = d.post(tacc, "bridge", "", embeds=[{
        "title": "Order accepted", "author": "bybit-bridge · linear",
        "fields": [{"name": "Symbol", "value": "BTC-PERP", "inline": True},
                   {"name": "Side", "value": "Buy", "inline": True},
                   {"name": "Type", "value": "Limit · GTC", "inline": True},
                   {"name": "Qty", "value": f"{nq:.2f}", "inline": True},
                   {"name": "Price", "value": c1(bpx), "inline": True},
                   {"name": "Status", "value": "New", "inline": True}],
        "footer": f"oid {oidB} · acct perps-main · {hhmm(tacc)}Z"}])
    d.label(acc, "trade_confirmation", ["Order accepted", "BTC-PERP", f"{nq:.2f}", oidB], "embed")
    lim_new = int(math.ceil((lim_old + 300000) / 500000) * 500000)
    tb = tacc + r.uniform(90, 220)
    bump = d.post(tb, "vic", f"bumping desk gross to {lim_new / 1e6:.1f}m till eod", reply=None)
    d.label(bump, "risk_limit", ["desk gross", f"{lim_new / 1e6:.1f}m"], "untagged")
    lc = d.post(tb + r.uniform(20, 60), "riskd",
                f"evt=limit_change key=max_gross_usd old={lim_old} new={lim_new} scope=desk ttl=eod set_by=vic")
    d.label(lc, "risk_limit", ["limit_change", "max_gross_usd", f"new={lim_new}"], "structured")
    d.react(lc, lc.t + 20, "✅", "vic")
    tf = tacc + r.uniform(300, 700)
    bfill = round(bpx - r.choice([0, 0.5, 1.0, 2.5]), 1)
    fb = d.post(tf, "ordbot", jl({"evt": "fill", "oid": oidB, "sym": "BTC-PERP", "side": "buy", "qty": f"{nq:.2f}",
                                  "px": f"{bfill}", "cum": f"{nq:.2f}", "leaves": "0.00", "liq": "maker",
                                  "fee": f"-{nq * bfill * 0.0001:.2f}", "venue": "bybit"}))
    d.label(fb, "trade_fill", [oidB, "BTC-PERP", f"{nq:.2f}", f"{bfill}"], "structured")
    d.pos_events.append((tf, "BTC-PERP", nq, bfill))
    d.post(tf + r.uniform(60, 150), "mara", f"leaving the rest, fine w/ {nq:.2f} here")
    tpq = round((btc_pos + nq) * 0.25, 1)
    # tp1 must be reachable later in the session
    tM = d.at(19.0, 21.0)
    tp1 = int(round(max(P("BTC", tM), bpx * 1.004) / 100) * 100)
    tS = tf + r.uniform(200, 480)
    stp = d.post(tS, "mara", f"[STOP] BTC-PERP whole pos sl {c0(btc_sl_old)} → {c0(bsl)}, tp1 {c0(tp1)} for {tpq:g}")
    d.label(stp, "stop_or_target_change", ["[STOP] BTC-PERP", f"→ {c0(bsl)}", f"tp1 {c0(tp1)}"], "tagged")
    d.idiom(stp, "[STOP]-tagged stop move with arrow old → new", "stop_or_target_change")

    # paper fills (near miss)
    for i in range(2):
        t = d.at(9.0, 14.0) if i == 0 else d.at(16.0, 20.0)
        psym, pbase = r.choice([("BTC-PERP", "BTC"), ("ETH-PERP", "ETH"), ("SOL-PERP", "SOL")])
        pqty = {"BTC": r.choice([1, 2, 3, 5]), "ETH": r.choice([20, 40, 60]), "SOL": r.choice([500, 1000, 2500])}[pbase]
        pp = d.post(t, "paper", jl({"evt": "fill", "acct": "paper-sandbox", "oid": f"p-{d.oid()[:6]}",
                                    "sym": psym, "side": r.choice(["buy", "sell"]),
                                    "qty": f"{pqty:.3f}", "px": f"{P(pbase, t):.1f}", "note": "paper"}), kind="near")
        if i == 0:
            d.idiom(pp, "paper-trading account JSON fill (acct=paper-sandbox)", "not_hard")

    # ---------------- J: manual fill edited (spot top-up)
    t = d.at(15.0, 15.8)
    p1 = round(P("SOL", t), 2)
    p2 = round(p1 + r.choice([0.04, 0.06, 0.08, 0.11]), 2)
    mf = d.post(t, "mara", f"[FILL] b {sol_gap} SOL spot cb prime @ {p1:.2f} — manual top-up so spot matches the perp short")
    d.edit(mf, t + r.uniform(60, 200), f"[FILL] b {sol_gap} SOL spot cb prime @ {p2:.2f} — manual top-up so spot matches the perp short (px fixed, was the quote not the fill)",
           superseded=[f"{p1:.2f}"])
    d.label(mf, "trade_fill", ["[FILL]", f"b {sol_gap} SOL spot", f"{p2:.2f}"], "tagged")
    d.pos_events.append((t, "SOL", sol_gap, p2))

    # ---------------- liq cascade + human no-route
    t = d.at(14.5, 16.5)
    bm = P("BTC", t)
    cas = d.post(t, "liqfeed",
                 f"🚨 liq cascade · ${r.randint(38, 95)}M longs in 5m\n"
                 f"LONG  BTC-PERP  ${r.uniform(12, 30):.1f}M  wick {c0(bm * 0.988)}  binance\n"
                 f"LONG  BTC-PERP  ${r.uniform(4, 12):.1f}M  wick {c0(bm * 0.989)}  bybit\n"
                 f"LONG  ETH-PERP  ${r.uniform(3, 9):.1f}M  wick {c0(P('ETH', t) * 0.985)}  okx\n"
                 f"LONG  SOL-PERP  ${r.uniform(1, 4):.1f}M  wick {P('SOL', t) * 0.98:.2f}  hyperliquid", kind="noise")
    d.idiom(cas, "market-wide liquidation feed naming our instruments", "not_hard")
    nr = d.post(t + r.uniform(60, 200), "mara", "that's market-wide, not our book. no action 👍", reply=cas)
    d.label(nr, "no_route_decision", ["not our book", "no action"], "reply")

    # ---------------- E: net delta breach
    if d.maybe(0.6):
        tbx = tf + r.uniform(1500, 3000)
        _, nd = d.gross_delta(tbx)
        lim = math.floor(nd) if nd - math.floor(nd) >= 0.25 else math.floor(nd) - 1
        br = d.post(tbx, "riskd", f"evt=limit_breach key=max_net_delta_btc value={nd:.2f} limit={lim:.2f} action=block_increase scope=desk")
        d.label(br, "risk_limit", ["limit_breach", "max_net_delta_btc", f"limit={lim:.2f}"], "structured")
        d.react(br, tbx + 30, "👀", "vic")
        d.post(tbx + r.uniform(60, 180), "mara", "k no more adds from me today")
        d.breach = (tbx, lim)
    else:
        d.breach = None

    # ---------------- L2 + M: premature fill deleted, then real tp fill
    if d.maybe(0.7):
        tpre = tM - r.uniform(900, 1800)
        pre = d.post(tpre, "mara", f"[FILL] s {tpq:g} btc-perp @ {c0(tp1)} tp1 🎯")
        d.label(pre, "trade_fill", ["[FILL]", f"s {tpq:g} btc-perp", c0(tp1)], "tagged")
        d.delete(pre, tpre + r.uniform(30, 80), f"s {tpq:g} btc-perp @ {c0(tp1)} tp1 🎯")
        d.post(tpre + r.uniform(90, 140), "mara", "nvm jumped the gun, it tagged but we're not filled yet")
    tp_fill = d.post(tM, "bridge", "", embeds=[{
        "title": "Execution report", "description": "Order filled", "author": "bybit-bridge · linear",
        "fields": [{"name": "Symbol", "value": "BTC-PERP", "inline": True},
                   {"name": "Side", "value": "Sell", "inline": True},
                   {"name": "Qty", "value": f"{tpq:.1f}", "inline": True},
                   {"name": "Avg Px", "value": c1(tp1), "inline": True},
                   {"name": "Fee", "value": f"-{tpq * tp1 * 0.0001:.2f} USDT (maker)", "inline": True},
                   {"name": "Status", "value": "Filled · reduce-only", "inline": True}],
        "footer": f"oid {d.oid()} · acct perps-main · {hhmm(tM)}Z"}])
    d.label(tp_fill, "trade_fill", ["BTC-PERP", "Sell", f"{tpq:.1f}", c1(tp1)], "embed")
    d.pos_events.append((tM, "BTC-PERP", -tpq, tp1))
    d.post(tM + r.uniform(40, 120), "vic", "🎯 nice", reply=tp_fill, kind="noise")

    # ---------------- DOGE funding spike + deskbot no-route
    if d.maybe(0.85):
        t = d.at(17.0, 18.8)
        sp = d.post(t, "alerts", f"⚠️ funding spike DOGE-PERP +{r.uniform(0.06, 0.099):.4f}%/8h (p99, binance) · oi +{r.randint(8, 19)}% 1h", kind="noise")
        nrd = d.post(t + r.uniform(20, 90), "deskbot", "no-route: DOGE-PERP funding alert · not held · not on watchlist · closed", reply=sp)
        d.label(nrd, "no_route_decision", ["no-route", "DOGE-PERP"], "structured")
        d.idiom(nrd, "triage bot 'no-route: … not held · not on watchlist'", "no_route_decision")
        d.deskbot_decisions.append((nrd.t, "noroute"))

    # ---------------- K: pull ETH tp + cancel
    if d.maybe(0.75):
        t = d.at(17.4, 18.9)
        pl = d.post(t, "mara", r.choice(["pulled the eth tp, letting it run on the be stop",
                                         "pulled the eth tp — letting it run, be stop stays"]))
        d.label(pl, "stop_or_target_change", ["pulled", "eth tp"], "untagged")
        d.idiom(pl, "'pulled the eth tp' — target removed in prose", "stop_or_target_change")
        cx = d.post(t + r.uniform(8, 30), "ordbot", jl({"evt": "cancel", "oid": tp_oid, "sym": "ETH-PERP", "side": "sell",
                                                       "status": "cancelled", "reason": "user", "by": "mara", "venue": "bybit"}))
        d.label(cx, "trade_confirmation", [tp_oid, "cancelled", "ETH-PERP"], "structured")

    # ---------------- LINK watchlist headline (content)
    if d.maybe(0.5):
        t = d.at(15.5, 22.0)
        ln = d.post(t, "newswire", f"📰 Chainlink: SWIFT expands CCIP tokenised-fund pilot to {r.randint(9, 16)} more banks; LINK +{r.uniform(2, 6):.1f}% on the day (CoinDesk)")
        d.label(ln, "watchlist_news", ["Chainlink", "CCIP"], "untagged")

    # unrelated headlines (not held / not watched)
    t = d.at(14.0, 19.0)
    un = d.post(t, "newswire", f"📰 Grayscale files S-1 for a spot Dogecoin ETF; SEC decision window opens in {r.choice(['June', 'July', 'August'])} (Bloomberg)", kind="near")
    d.idiom(un, "headline on a name the desk neither holds nor watches", "not_hard")
    d.post(d.at(20.5, 21.5), "newswire", f"📰 Coinbase Q1 revenue ${r.uniform(1.8, 2.3):.2f}B vs ${r.uniform(1.8, 2.1):.2f}B est; shares +{r.uniform(1, 7):.1f}% after hours", kind="near")

    for t, txt in ((d.at(3.0, 6.0), f"📰 Toncoin: Telegram wallet integrates USDT on TON for {r.randint(40, 90)}M more users in SEA; TON +{r.uniform(1, 5):.1f}% (The Block)\n> The rollout starts in Indonesia and Vietnam, with in-app swaps routed through STON.fi."),
                   (d.at(10.0, 12.0), f"📰 Polygon: zkEVM mainnet beta to be sunset in {r.choice(['Q3', 'Q4'])}; team refocuses on AggLayer (CoinDesk)\n> Users are asked to bridge funds back to Ethereum mainnet before the forced-withdrawal window closes."),
                   (d.at(16.0, 19.0), f"📰 Ripple: RLUSD stablecoin supply passes ${r.uniform(0.4, 1.2):.2f}B; XRP -{r.uniform(0.5, 3):.1f}% (Bloomberg)\n> Most of the growth came from institutional mints on Ethereum rather than the XRP Ledger.")):
        d.post(t, "newswire", txt, kind="near")
    for t, h, txt in ((d.at(1.0, 4.0), "@HsakaTrades", f"btc bids stacked {c0(round(P('BTC', 2 * 3600) * 0.985, -2))}, shorts paying. not complicated"),
                      (d.at(15.0, 18.0), "@CryptoKaleo", f"ETH {c0(round(P('ETH', 16 * 3600) * 1.25, -2))} is inevitable. longed more here, no stop 🫡")):
        d.post(t, "ctrelay", "", embeds=[{"title": "new post", "author": h, "description": txt,
                                           "url": f"https://x.com/{h[1:]}/status/19{r.randint(10**15, 10**16 - 1)}", "footer": "ct-relay · x.com"}], kind="near")
    t = d.at(16.2, 17.2)
    d.post(t, "dex",
           "funding regime notes (for the wiki, no action)\n\n"
           "bucketed SOL-PERP and BTC-PERP 8h funding into regimes over 2023-2025, bybit+binance avg:\n```\n"
           "regime        btc share  sol share  avg 8h btc  avg 8h sol  next-7d btc ret  next-7d sol ret\n"
           f"negative      {r.randint(8, 14)}%        {r.randint(10, 18)}%        -0.0061%    -0.0142%    +2.1%            +3.8%\n"
           f"flat (<1bp)   {r.randint(40, 55)}%        {r.randint(30, 45)}%        +0.0042%    +0.0051%    +0.6%            +0.9%\n"
           f"warm (1-3bp)  {r.randint(22, 32)}%        {r.randint(25, 35)}%        +0.0180%    +0.0195%    +0.4%            +0.1%\n"
           f"hot (>3bp)    {r.randint(5, 12)}%         {r.randint(8, 16)}%         +0.0410%    +0.0530%    -1.2%            -2.9%\n"
           "```\n"
           "takeaways: (1) negative funding is the only regime with a clean forward edge and it's rare; (2) basis carry is best harvested in 'warm' — hot regimes "
           "mean-revert fast and the basis collapses with them; (3) sol regimes last ~40% shorter than btc ones. nothing here changes what we're running, "
           "it's mostly a sanity check on the exit rule in the basis book.", kind="near")

    # eod recap (history, no new orders)
    t = d.at(22.4, 22.9)
    d.post(t, "vic",
           "eod recap (no new orders, just for the handoff):\n"
           f"- eth: long {eqty:.2f} from {c1(eavg)}, stop at be, tp pulled\n"
           f"- btc: added {nq:.2f} @ {bfill}, tp1 {tpq:g} went at {c0(tp1)}, stop {c0(bsl)}\n"
           f"- sol basis: +{n:,}/-{n:,}, book {book_after:,}, spot leg topped up\n"
           f"- risk: gross cap {lim_new / 1e6:.1f}m till eod then back to {lim_old / 1e6:.2f}m\n"
           "asia: kenji has it. don't add btc above the delta line. gn 🌙", kind="near")

    t = d.at(23.1, 23.6)
    d.post(t, "kenji",
           f"asia handoff 🌏 taking it from vic. book as i have it: btc-perp long, eth-perp long on the be stop w/ no tp, sol basis {book_after:,} a side. "
           "nothing new to do. calendar quiet till cpi, will ping if the fusaka date lands. "
           "reminder the gross bump expires at eod so don't be surprised when riskd flips back", kind="near")

    # ---------------- ws incident thread (noise) + okx spam bulk-deleted
    t = d.at(19.3, 20.2)
    wsm = d.post(t, "wsmon", f"[ws] bybit linear: closed 1011 (keepalive ping timeout), reconnect #1 in 1.0s", kind="noise")
    d.post(t + 40, "jules", "ws flapping again, looking 🧵", thread=wsm)
    d.post(t + 55, "wsmon", traceback_text(r, "ws", t), thread=wsm, kind="noise")
    d.post(t + 70, "wsmon", f"[ws] bybit linear: reconnected, resubscribed 18 topics (gap {r.uniform(2, 9):.1f}s, replayed {r.randint(9, 60)} msgs)", thread=wsm, kind="noise")
    d.post(t + 400, "jules", "ping_interval 20s → 15s and jitter on the reconnect backoff, deploying", thread=wsm)
    d.post(t + 640, "ci", f"✅ deploy wsmon 0.9.{r.randint(3, 9)} → prod (sha {d.oid()[:7]}) · 1m{r.randint(10, 59)}s", thread=wsm, kind="noise")
    d.post(t + 700, "jules", "should be quiet now", thread=wsm)
    d.post(t + 720, "wsmon", traceback_text(r, "ws", t + 720), thread=wsm, kind="noise")
    d.post(t + 780, "jules", "^ that's the old pod draining, ignore", thread=wsm)
    d.post(t + 1500, "jules",
           "quick pm for the log:\n"
           f"- what: bybit linear ws dropped 3x between {hhmm(t - 600)}z and {hhmm(t + 700)}z, 1011 keepalive timeouts, gaps 2-9s each\n"
           "- impact: ordbot fell back to REST polling for executions (no missed fills, reconciled against /v5/execution/list), pnlbot marks stale ~40s, liqfeed lost ~2 min of bybit liqs\n"
           "- cause: ping_interval 20s vs bybit's idle cutoff under load; reconnects were synchronised across 3 services so we thundering-herded their edge\n"
           "- fix: ping 15s, jittered backoff (1s base, x2, cap 30s, ±30%), per-service conn ids so they don't all reconnect together\n"
           "- follow-up: alert on >2 reconnects/10m instead of posting every reconnect in the desk channel, it's spammy",
           thread=wsm)

    t = d.at(6.0, 6.8)
    spam = []
    for i in range(5):
        spam.append(d.post(t + i * r.uniform(6, 14), "wsmon",
                           f"[ws] okx: resubscribe failed (attempt {i + 4}/10), code 60018, retry in {2 ** (i + 1)}.0s", kind="noise"))
    d.bulk_delete(spam, spam[-1].t + r.uniform(200, 400), [f"okx: resubscribe failed (attempt {i + 4}/10)" for i in range(5)])
    d.post(spam[-1].t + r.uniform(420, 500), "jules", "cleaned up the okx spam, it's their side (status page)")

    # ---------------- periodic bots
    periodic(d)
    # ---------------- human chatter
    chatter(d)
    return d


def pnl_snapshot(d: Day, t: float, retry: bool = False) -> str:
    r = d.rng
    P = d.px
    pos, avg = d.pos_at(t)
    marks = {"BTC-PERP": P("BTC", t), "ETH-PERP": P("ETH", t), "SOL-PERP": P("SOL", t), "SOL": P("SOL", t)}
    g, nd = d.gross_delta(t)
    rows = [f"{'sym':<10} {'venue':<8} {'pos':>10} {'avg':>11} {'mark':>11} {'notional':>9} {'upnl':>9} {'fund_acc':>8}"]
    tot = 0.0
    attrib = []
    for sym, venue in (("BTC-PERP", "bybit"), ("ETH-PERP", "bybit"), ("SOL-PERP", "bybit"), ("SOL", "cbprime")):
        q = pos[sym]
        m = marks[sym]
        sol = sym.startswith("SOL")
        mtxt = f"{m:.2f}" if sol else c1(m)
        if abs(q) < 1e-9:
            rows.append(f"{sym:<10} {venue:<8} {'0':>10} {'-':>11} {mtxt:>11} {'0':>9} {'0':>9} {'0':>8}")
            continue
        up = q * (m - avg[sym])
        tot += up
        fa = 0.0 if sym == "SOL" else -q * m * r.uniform(0.00001, 0.00009)
        ps = f"{q:+,.0f}" if sol else f"{q:+.3f}"
        at_ = f"{avg[sym]:.2f}" if sol else c1(avg[sym])
        rows.append(f"{sym:<10} {venue:<8} {ps:>10} {at_:>11} {mtxt:>11} {abs(q) * m / 1e3:>8.0f}k {signed(up):>9} {signed(fa):>8}")
        attrib.append((sym, up, fa))
    eq = r.uniform(1.7, 2.5)
    im = r.randint(300, 720)
    mm = r.randint(70, 170)
    venues = [
        f"{'venue':<8} {'equity':>9} {'upnl':>9} {'im':>8} {'mm':>8} {'avail':>8} {'mr':>6}",
        f"{'bybit':<8} {eq:>8.3f}m {signed(tot * 0.4):>9} {im:>7}k {mm:>7}k {eq - im / 1000:>7.2f}m {mm / eq / 10:>5.1f}%",
        f"{'cbprime':<8} {r.uniform(0.1, 0.5):>8.3f}m {signed(tot * 0.6):>9} {'-':>8} {'-':>8} {'-':>8} {'-':>6}",
        f"{'okx':<8} {r.uniform(0.15, 0.3):>8.3f}m {'0':>9} {'0':>7}k {'0':>7}k {r.uniform(0.15, 0.3):>7.2f}m {'-':>6}",
        f"{'binance':<8} {r.uniform(0.05, 0.2):>8.3f}m {'0':>9} {'0':>7}k {'0':>7}k {r.uniform(0.05, 0.2):>7.2f}m {'-':>6}",
    ]
    att = []
    for sym, up, fa in attrib:
        fees = -abs(up) * r.uniform(0.002, 0.01)
        att.append(f"{sym:<10} {signed(up + fa + fees):>9}  (price {signed(up)} · funding {signed(fa)} · fees {signed(fees)})")
    real = r.uniform(-15000, 30000)
    fund = sum(a[2] for a in attrib)
    head = f"📊 pnl snapshot{' (retry)' if retry else ''} · {hhmm(t)}Z · acct perps-main · marks: bybit mark / cb index"
    return (head + "\n```\n" + "\n".join(rows) + "\n```\n"
            + "venues\n```\n" + "\n".join(venues) + "\n```\n"
            + "attribution vs entry\n```\n" + "\n".join(att) + "\n```\n"
            + "funding by window (paid - / received +)\n```\n"
            + "\n".join(f"{w:<6} " + " · ".join(f"{a[0]} {signed(a[2] * r.uniform(0.6, 1.4))}" for a in attrib if a[0] != "SOL")
                        for w in ("00:00Z", "08:00Z", "16:00Z") if int(w[:2]) * 3600 <= t)
            + "\n```\n"
            + "risk (per position)\n```\n"
            + "\n".join(f"{a[0]:<10} 1% move {signed(abs(pos[a[0]]) * marks[a[0]] * 0.01)} · "
                        + (f"est liq {c0(marks[a[0]] * (0.55 if pos[a[0]] > 0 else 1.6))}" if a[0] != "SOL" else "spot, no liq")
                        + f" · adl rank {r.randint(1, 3) if a[0] != 'SOL' else '-'}" for a in attrib)
            + "\n```\n"
            + f"upnl {signed(tot)} · realized today {signed(real)} · funding today {signed(fund)} · fees -{r.randint(200, 1400):,}\n"
            + f"gross {g / 1e6:.2f}m · net delta {nd:.2f} btc-eq · beta-adj {nd * r.uniform(0.95, 1.1):.2f} · open orders {r.randint(1, 6)}\n"
            + f"returns 1h / 4h / 24h: BTC {r.uniform(-1, 1):+.2f}% / {r.uniform(-2, 2):+.2f}% / {r.uniform(-4, 4):+.2f}% · "
            + f"ETH {r.uniform(-1.4, 1.4):+.2f}% / {r.uniform(-3, 3):+.2f}% / {r.uniform(-5, 5):+.2f}% · "
            + f"SOL {r.uniform(-2, 2):+.2f}% / {r.uniform(-4, 4):+.2f}% / {r.uniform(-7, 7):+.2f}%")


def periodic(d: Day):
    r = d.rng
    P = d.px
    # riskd heartbeats every ~90 min
    t = r.uniform(300, 900)
    while t < DAY_S - 200:
        g, nd = d.gross_delta(t)
        lstate = "ok"
        if d.breach and t > d.breach[0] and nd > d.breach[1]:
            lstate = "warn:max_net_delta_btc"
        hb = d.post(t, "riskd", f"hb svc=riskd ts={_iso(d.start_ms + int(t * 1000))[:19]}Z status=ok limits={lstate} "
                                f"gross_usd={int(g)} net_delta_btc={nd:.2f} open_orders={r.randint(1, 6)} lag_ms={r.randint(18, 95)}",
                    kind="noise")
        if t > 4 * 3600:
            d.idiom(hb, "risk-bot heartbeat key=value 'limits=ok'", "not_hard") if not any(i[1].startswith("risk-bot heartbeat") for i in d.idioms) else None
        t += 7200 + r.uniform(-120, 120)

    # pnl snapshots every 2h
    for hh in range(1, 24, 2):
        t = hh * 3600 + r.uniform(5, 40)
        if hh in (9, 17) and r.random() < 0.7:
            d.post(t, "pnlbot", traceback_text(r, "ratelimit", t), kind="noise")
            t += 62
        d.post(t, "pnlbot", pnl_snapshot(d, t, retry=(t % 3600) > 60), kind="noise")

    # liquidation feed
    t = r.uniform(600, 2400)
    syms = [("BTC", "BTC-PERP", 0), ("ETH", "ETH-PERP", 0), ("SOL", "SOL-PERP", 2), ("DOGE", "DOGE-PERP", 4),
            ("SUI", "SUI-PERP", 3), ("PEPE", "1000PEPE-PERP", 5), ("WIF", "WIF-PERP", 3), ("AVAX", "AVAX-PERP", 2),
            ("LINK", "LINK-PERP", 2)]
    first = True
    while t < DAY_S - 600:
        lines = [f"🩸 liqs · last 15m · {hhmm(t)}Z"]
        tot = 0
        for _ in range(r.randint(18, 24)):
            base, sym, dp = r.choice(syms)
            side = r.choice(["LONG ", "LONG ", "SHORT"])
            usd = r.uniform(40, 2400) * 1000
            tot += usd
            p = P(base, t) * (1000 if base == "PEPE" else 1)
            ptxt = c0(p) if dp == 0 else f"{p:.{dp}f}"
            usd_t = f"${usd / 1e6:.2f}M" if usd >= 1e6 else f"${usd / 1e3:.0f}k"
            lines.append(f"{side} {sym:<14} {usd_t:>8} @ {ptxt:<10} {r.choice(['binance', 'bybit', 'okx', 'hyperliquid'])}")
        lines.append(f"Σ 15m ${tot / 1e6:.2f}M · longs {r.randint(45, 90)}%")
        lq = d.post(t, "liqfeed", "\n".join(lines), kind="noise")
        if first:
            first = False
        t += r.uniform(5000, 6800)
    t = d.at(2.0, 23.0)
    d.post(t, "liqfeed", traceback_text(r, "json", t), kind="noise")
    t = d.at(9.0, 16.0)
    d.post(t, "ordbot", traceback_text(r, "keyerror", t), kind="noise")
    t = d.at(0.5, 5.0)
    d.post(t, "wsmon", traceback_text(r, "ws", t), kind="noise")
    t = d.at(6.9, 9.0)
    d.post(t, "wsmon", traceback_text(r, "okx", t), kind="noise")
    t = d.at(13.0, 18.0)
    d.post(t, "wsmon", traceback_text(r, "okx", t), kind="noise")
    t = d.at(21.0, 23.5)
    d.post(t, "wsmon", traceback_text(r, "ws", t), kind="noise")

    # market dashboard every 4h
    for hh in (2, 6, 10, 14, 18, 22):
        t = hh * 3600 + r.uniform(120, 300)
        rows = [f"{'sym':<12} {'last':>11} {'24h':>7} {'fund 8h':>9} {'oi':>8} {'oi 24h':>7} {'basis q':>8}"]
        for base, sym in (("BTC", "BTC-PERP"), ("ETH", "ETH-PERP"), ("SOL", "SOL-PERP"), ("SUI", "SUI-PERP"), ("LINK", "LINK-PERP"),
                          ("AVAX", "AVAX-PERP"), ("DOGE", "DOGE-PERP"), ("WIF", "WIF-PERP"), ("PEPE", "1000PEPE-PERP"),
                          ("BTC", "BTC-USDC-PERP"), ("ETH", "ETH-USDC-PERP"), ("SOL", "SOL-USDC-PERP")):
            p = P(base, t) * (1000 if base == "PEPE" else 1)
            ptxt = c1(p) if p > 1000 else (f"{p:.2f}" if p > 10 else f"{p:.4f}")
            rows.append(f"{sym:<12} {ptxt:>11} {r.uniform(-4, 4):>+6.2f}% {r.uniform(-0.004, 0.02):>+8.4f}% "
                        f"{r.uniform(0.2, 30):>7.2f}b {r.uniform(-6, 9):>+6.1f}% {r.uniform(2, 14):>7.1f}%")
        d.post(t, "alerts", f"📈 market board · {hh:02d}:00Z · agg binance/bybit/okx/hl\n```\n" + "\n".join(rows) + "\n```\n"
                            f"btc.d {r.uniform(55, 62):.1f}% · eth/btc {P('ETH', t) / P('BTC', t):.5f} · usdt.d {r.uniform(3.9, 5.2):.2f}% · "
                            f"24h liqs ${r.uniform(80, 420):.0f}M (longs {r.randint(40, 80)}%)", kind="noise")

    # funding tables + settlements
    for hh in (8, 16, 24):
        t = hh * 3600 - r.uniform(1100, 1500)
        rows = []
        for sym in ("BTC-PERP", "ETH-PERP", "SOL-PERP", "DOGE-PERP", "SUI-PERP", "LINK-PERP", "AVAX-PERP", "WIF-PERP"):
            bs = r.uniform(-0.004, 0.016)
            rows.append(f"{sym:<10} " + " / ".join(f"{bs + r.uniform(-0.003, 0.003):+.4f}%" for _ in range(3)))
        d.post(t, "alerts", f"⏱ funding in {int((hh * 3600 - t) // 60)}m (8h · bybit / binance / okx)\n```\n" + "\n".join(rows) + "\n```", kind="noise")
    for hh in (0, 8, 16):
        t = hh * 3600 + r.uniform(60, 200)
        pos, _ = d.pos_at(t)
        fields = []
        for sym, base in (("BTC-PERP", "BTC"), ("ETH-PERP", "ETH"), ("SOL-PERP", "SOL")):
            if abs(pos[sym]) > 1e-9:
                amt = -pos[sym] * P(base, t) * r.uniform(0.00002, 0.00012)
                fields.append({"name": sym, "value": f"{'+' if amt >= 0 else '-'}${abs(amt):,.2f}", "inline": True})
        d.post(t, "bridge", "", embeds=[{"title": "Funding settled", "author": "bybit-bridge · linear", "fields": fields,
                                          "footer": f"bybit · settlement {hh:02d}:00Z · acct perps-main"}], kind="noise")

    # other funding spike (noise), price alerts
    t = d.at(1.0, 23.0)
    d.post(t, "alerts", f"⚠️ funding spike 1000PEPE-PERP +{r.uniform(0.05, 0.099):.4f}%/8h (p99, bybit)", kind="noise")
    for _ in range(5):
        t = d.curve_time()
        base, step, sym = r.choice([("BTC", 500, "BTC-PERP"), ("BTC", 1000, "BTC-PERP"), ("ETH", 50, "ETH-PERP"), ("SOL", 5, "SOL-PERP")])
        p = P(base, t)
        lvl = round(p / step) * step
        d.post(t, "alerts", f"🔔 {sym} crossed {'above' if p >= lvl else 'below'} {c0(lvl)} (bybit mark {c1(p) if base != 'SOL' else f'{p:.2f}'})", kind="noise")

    # ws reconnect pairs
    for _ in range(r.randint(1, 2)):
        t = d.curve_time()
        venue = r.choice(["bybit linear", "bybit spot", "binance usdm", "okx swap"])
        d.post(t, "wsmon", f"[ws] {venue}: closed 1006 (abnormal closure), reconnect #1 in 1.0s", kind="noise")
        d.post(t + r.uniform(2, 9), "wsmon", f"[ws] {venue}: reconnected, resubscribed {r.randint(6, 22)} topics (gap {r.uniform(1, 6):.1f}s)", kind="noise")

    # ci
    d.post(d.at(9.5, 11.0), "ci", f"✅ deploy riskd 1.3{r.randint(1, 4)}.{r.randint(0, 5)} → prod (sha {d.oid()[:7]}) · 2m{r.randint(10, 59)}s · by jules", kind="noise")
    d.post(d.at(11.0, 13.0), "ci", f"❌ ci riskd#{r.randint(800, 900)} failed: test_resize_rounds_to_lot (tests/test_pretrade.py:141) on fix/lot-size", kind="noise")

    # deskbot sweeps (honest counts)
    for hh in (6, 12, 18, 24):
        t = hh * 3600 - r.uniform(60, 180)
        lo = t - 6 * 3600
        routed = sum(1 for (tt, k) in d.deskbot_decisions if lo <= tt < t and k == "route")
        nor = sum(1 for (tt, k) in d.deskbot_decisions if lo <= tt < t and k == "noroute")
        cats = [("liq prints", r.randint(20, 70)), ("funding alerts", r.randint(2, 9)), ("price alerts", r.randint(1, 6)),
                ("headlines", r.randint(3, 14)), ("ws/infra", r.randint(2, 12)), ("ct posts", r.randint(1, 5))]
        sw = d.post(t, "deskbot",
                    f"triage sweep {hh % 24:02d}:00Z · window 6h · scanned {sum(c for _, c in cats)} · routed {routed} · no-route {nor} · errors 0\n```\n"
                    + "\n".join(f"{name:<15} {c:>3}  " + ("reviewed" if name in ("headlines", "funding alerts") else f"auto-closed {c}") for name, c in cats)
                    + f"\n```\nqueue depth 0 · p50 triage latency {r.randint(300, 2400)}ms · model calls {r.randint(10, 60)} · cache hit {r.randint(55, 92)}%",
                    kind="noise")
        if routed == 0 and not any(i[1].startswith("cron sweep") for i in d.idioms):
            d.idiom(sw, "cron sweep summary 'routed 0'", "not_hard")


def chatter(d: Day):
    r = d.rng
    P = d.px
    pool = list(CHATTER)
    r.shuffle(pool)
    people = ["kenji", "vic", "mara", "yuki", "dex", "jules"]
    # who is awake when (rough)
    def who(t):
        h = t / 3600
        if h < 7:
            cand = ["kenji", "yuki", "yuki", "kenji", "jules"]
        elif h < 12.5:
            cand = ["dex", "dex", "jules", "kenji", "yuki"]
        elif h < 21:
            cand = ["mara", "mara", "vic", "dex", "jules"]
        else:
            cand = ["vic", "mara", "kenji", "yuki"]
        return r.choice(cand)

    n = r.randint(30, 38)
    for line in pool[:n]:
        t = d.at(*TIMED[line]) if line in TIMED else d.curve_time()
        d.post(t, who(t), line)
    talk = list(TALK)
    r.shuffle(talk)
    for line in talk[:r.randint(30, 38)]:
        t = d.at(*TIMED[line]) if line in TIMED else d.curve_time()
        d.post(t, who(t), line.replace("{dvol}", str(r.randint(38, 55))))
    # templated price chatter
    for _ in range(r.randint(4, 6)):
        t = d.curve_time()
        b, e, s = P("BTC", t), P("ETH", t), P("SOL", t)
        d.post(t, who(t), r.choice([
            f"btc {b / 1000:.1f}k feels heavy", f"eth back above {c0(round(e, -1))} lol", f"sol holding {s:.0f} nicely",
            f"btc {c0(round(b, -2))} is the whole game today", f"eth/btc {e / b:.5f}, new local low?",
            f"sol/eth {s / e:.4f} 👀", f"bid wall at {c0(round(b * 0.99, -2))} on binance", f"asks stacked {c0(round(b * 1.01, -2))}",
        ]))
    # q&a pairs
    for qq, aa in r.sample(QA_PAIRS, r.randint(4, 6)):
        t = d.curve_time()
        a = who(t)
        m = d.post(t, a, qq)
        b = r.choice([p for p in people if p != a])
        d.post(t + r.uniform(30, 300), b, aa, reply=m)
    # gm / gn
    for t, w, txt in ((r.uniform(60, 400), "yuki", "gm"), (d.at(7.0, 7.5), "dex", "gm eu ☕"), (d.at(12.8, 13.2), "mara", "gm 🇺🇸"),
                      (d.at(13.3, 13.7), "vic", "gm"), (d.at(22.6, 23.4), "mara", "gn 🌙"), (d.at(9.8, 10.2), "kenji", "handing over to vic/mara at us open, gn asia")):
        d.post(t, w, txt, kind="noise" if len(txt) < 12 else "chat")
    # acks as replies to non-proposal messages
    targets = [m for m in d.msgs if m.thread is None and m.kind in ("noise", "chat") and m.author in
               ("ci", "pnlbot", "bridge", "newswire", "jules", "dex", "mara", "yuki", "kenji", "wsmon")
               and m.state == "live" and len(m.content) > 12]
    for _ in range(r.randint(9, 12)):
        tg = r.choice(targets)
        t = tg.t + r.uniform(15, 240)
        w = who(t)
        if w == tg.author:
            w = r.choice([p for p in people if p != w])
        d.post(t, w, r.choice(ACKS), reply=tg, kind="noise")


# --------------------------------------------------------------------------
# assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = _ms(end)
    dlist = []
    for ch in range(channels):
        chan = channel_id(ch)
        for di in range(days):
            start_ms = end_ms - (days - di) * DAY_S * 1000
            dlist.append(build_day(seed, ch, di, start_ms, chan))

    msgs = [m for d in dlist for m in d.msgs]
    for m in msgs:
        m.ms = m.day.start_ms + int(m.t * 1000) + (_h("ms", *m.serial, seed) % 997 if m.t * 1000 % 1000 == 0 else 0)
    msgs.sort(key=lambda m: (m.ms, m.serial))
    prev = -1
    seq = 0
    for m in msgs:
        if m.ms <= prev:
            m.ms = prev + 1
        prev = m.ms
        seq = (seq + 1) & 0x1FFFF
        m.id = str(_sf(m.ms, WORKER[m.author], seq))
    # replies must point backwards
    for m in msgs:
        if m.reply is not None:
            assert m.reply.ms < m.ms, "reply before its target"

    def chan_of(m):
        return m.thread.id if m.thread is not None else m.day.chan

    events = []
    for m in msgs:
        msg = {"id": m.id, "author_id": AUTHOR_IDS[m.author], "author_name": ROSTER[m.author][0],
               "author_bot": ROSTER[m.author][1], "created_at": _iso(m.ms), "content": m.content,
               "attachments": [], "embeds": m.embeds, "reference_id": m.reply.id if m.reply is not None else None,
               "pinned": False}
        for i, a in enumerate(m.attachments):
            aid = str(_sf(m.ms, 3, (int(m.id) + i + 1) & 0x1FFFF))
            msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                       "url": f"https://cdn.discordapp.com/attachments/{chan_of(m)}/{aid}/{a['filename']}"})
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread is not None:
            ev["parent_channel_id"] = m.day.chan
        ev["message"] = msg
        events.append((m.ms, 0, m.serial, ev))

    k = 0
    for d in dlist:
        for op in d.ops:
            k += 1
            tgt = op.get("target") or op["targets"][0]
            ms = d.start_ms + int(op["t"] * 1000)
            lo = max(x.ms for x in ([op["target"]] if "target" in op else op["targets"])) + 1
            ms = max(ms, lo)
            ev = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": chan_of(tgt)}
            if tgt.thread is not None:
                ev["parent_channel_id"] = d.chan
            if op["op"] == "edit":
                ev.update(message_id=tgt.id, edited_at=_iso(ms), content=op["content"])
            elif op["op"] == "delete":
                ev.update(message_id=tgt.id, deleted_at=_iso(ms))
            elif op["op"] == "bulk_delete":
                ev.update(message_ids=[x.id for x in op["targets"]], deleted_at=_iso(ms))
            elif op["op"] == "forget":
                ev.update(message_id=tgt.id, requested_by=op["by"], at=_iso(ms))
            elif op["op"] == "pin":
                ev.update(message_id=tgt.id, by=AUTHOR_IDS[op["by"]], at=_iso(ms))
            elif op["op"] == "reaction_add":
                ev.update(message_id=tgt.id, emoji=op["emoji"], user_id=AUTHOR_IDS[op["by"]], at=_iso(ms))
            events.append((ms, 1, k, ev))
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d in dlist:
        for (m, et, facts, ph) in d.hard:
            labels["hard_events"].append({"channel_id": chan_of(m), "message_id": m.id, "event_type": et,
                                          "facts": facts, "phrasing": ph, "final_state": m.state})
        for (m, s) in d.superseded:
            labels["superseded_facts"].append([chan_of(m), m.id, s])
        labels["removed_texts"].extend(d.removed)
        for m in d.msgs:
            if m.state in ("live", "edited"):
                if m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
        for (m, name, exp) in d.idioms:
            labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})
    return {"events": [e[3] for e in events], "labels": labels, "_days": dlist}


# --------------------------------------------------------------------------
# checks and stats

def _final_texts(events):
    """message id -> (channel_id, final text incl. embeds, state, created ms)"""
    out = {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            parts = [m["content"]]
            for e in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if e.get(k):
                        parts.append(e[k])
                for f in e.get("fields", []):
                    parts += [f["name"], f["value"]]
            out[m["id"]] = {"ch": ev["channel_id"], "parent": ev.get("parent_channel_id", ev["channel_id"]),
                            "content": m["content"], "extra": parts[1:], "state": "live",
                            "ms": _ms(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00"))),
                            "ref": m.get("reference_id")}
        elif op == "edit":
            out[ev["message_id"]]["content"] = ev["content"]
            out[ev["message_id"]]["state"] = "edited"
        elif op == "delete":
            out[ev["message_id"]]["state"] = "deleted"
        elif op == "bulk_delete":
            for i in ev["message_ids"]:
                out[i]["state"] = "deleted"
        elif op == "forget":
            out[ev["message_id"]]["state"] = "forgotten"
    for v in out.values():
        v["text"] = "\n".join([v["content"]] + v["extra"])
    return out


def check(result, strict_ranges=True, verbose=True):
    events, labels = result["events"], result["labels"]
    errs = []
    # json round trip
    events = [json.loads(json.dumps(e, ensure_ascii=False)) for e in events]
    msgs = _final_texts(events)
    # time order + snowflakes
    last = -1
    for ev in events:
        t = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        ms = _ms(datetime.fromisoformat(t.replace("Z", "+00:00")))
        if ms < last:
            errs.append(f"events not time ordered at {ev['op']}")
        last = ms
        if ev["op"] == "create":
            mid = int(ev["message"]["id"])
            if (mid >> 22) + EPOCH_MS != ms:
                errs.append(f"snowflake/created_at mismatch {mid}")
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                errs.append(f"missing {k}")
    ids = [int(ev["message"]["id"]) for ev in events if ev["op"] == "create"]
    if ids != sorted(ids) or len(set(ids)) != len(ids):
        errs.append("message ids not strictly increasing with time")
    for mid, v in msgs.items():
        if v["ref"] and (v["ref"] not in msgs or msgs[v["ref"]]["ms"] >= v["ms"]):
            errs.append(f"bad reference on {mid}")
    # labels
    for he in labels["hard_events"]:
        m = msgs.get(he["message_id"])
        if m is None:
            errs.append(f"label id missing {he['message_id']}")
            continue
        if m["ch"] != he["channel_id"]:
            errs.append(f"label channel mismatch {he['message_id']}")
        if m["state"] != he["final_state"]:
            errs.append(f"final_state mismatch {he['message_id']}: {m['state']} vs {he['final_state']}")
        if not 2 <= len(he["facts"]) <= 5:
            errs.append(f"fact count {he['message_id']}")
        for f in he["facts"]:
            if f not in m["text"]:
                errs.append(f"fact {f!r} not in {he['message_id']} ({he['event_type']})")
    for ch, mid, s in labels["superseded_facts"]:
        if mid not in msgs:
            errs.append(f"superseded id missing {mid}")
        elif s in msgs[mid]["text"]:
            errs.append(f"superseded {s!r} still in final text of {mid}")
    live_text = "\n".join(v["text"] for v in msgs.values() if v["state"] in ("live", "edited"))
    for s in labels["removed_texts"]:
        if s in live_text:
            errs.append(f"removed text {s!r} still visible")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in msgs:
                errs.append(f"{key} id missing {mid}")
            if mid in hard_ids:
                errs.append(f"{key} id also hard {mid}")
    for idm in labels["idioms"]:
        if idm["message_id"] not in msgs:
            errs.append(f"idiom id missing {idm['message_id']}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"idioms count {len(labels['idioms'])}")
    # per channel-day stats
    stats = []
    noise_ids = set(labels["noise_message_ids"])
    for d in result["_days"]:
        dm = d.msgs
        nb = sum(m.nbytes() for m in dm)
        cb = sum(len(m.content.encode()) for m in dm)
        nn = sum(1 for m in dm if m.kind == "noise")
        nh = sum(1 for m in dm if m.kind == "hard")
        per = {}
        for (m, et, _, _) in d.hard:
            per[et] = per.get(et, 0) + 1
        st = {"channel": d.chan, "day": d.day_idx, "messages": len(dm), "bytes": nb, "content_bytes": cb,
              "noise_pct": round(100 * nn / len(dm), 1), "near_miss": sum(1 for m in dm if m.kind == "near"),
              "hard": nh, "per_type": dict(sorted(per.items()))}
        stats.append(st)
        if strict_ranges:
            if not 180 <= len(dm) <= 320:
                errs.append(f"messages out of range {st}")
            if not 70_000 <= nb <= 120_000:
                errs.append(f"bytes out of range {st}")
            if not 25 <= st["noise_pct"] <= 40:
                errs.append(f"noise pct out of range {st}")
            if not 25 <= nh <= 45:
                errs.append(f"hard count out of range {st}")
            if len(per) < 11:
                errs.append(f"not all 11 types present: {sorted(per)}")
    return errs, stats


def write(result, out, labels_path):
    with open(out, "w", encoding="utf-8") as f:
        for ev in result["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(labels_path, "w", encoding="utf-8") as f:
        json.dump(result["labels"], f, ensure_ascii=False, indent=1)


def _reload_check(out, labels_path):
    errs = []
    evs = []
    with open(out, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                evs.append(json.loads(line))
            except ValueError:
                errs.append(f"line {i} not JSON")
    with open(labels_path, encoding="utf-8") as f:
        lab = json.load(f)
    msgs = _final_texts(evs)
    for he in lab["hard_events"]:
        m = msgs.get(he["message_id"])
        if m is None or any(fa not in m["text"] for fa in he["facts"]):
            errs.append(f"reloaded label does not match {he['message_id']}")
    return errs, len(evs)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.crypto_perps")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--selftest", action="store_true", help="also check seeds 1..30 x 2 channels x 2 days")
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    res = generate(a.seed, end, a.channels, a.days)
    write(res, a.out, a.labels)
    errs, stats = check(res)
    e2, nev = _reload_check(a.out, a.labels)
    errs += e2
    print(f"{DESK}: seed={a.seed} channels={a.channels} days={a.days} events={nev} "
          f"hard={len(res['labels']['hard_events'])} idioms={len(res['labels']['idioms'])}")
    for st in stats:
        print(f"  channel {st['channel']} day {st['day']}: messages={st['messages']} bytes={st['bytes']} "
              f"(content {st['content_bytes']}) noise={st['noise_pct']}% near_miss={st['near_miss']} hard={st['hard']}")
        print("    " + ", ".join(f"{k}={v}" for k, v in st["per_type"].items()))
    if a.selftest:
        for s in range(1, 31):
            r2 = generate(s, None, 2, 2)
            e3, _ = check(r2)
            errs += [f"seed {s}: {e}" for e in e3]
            r3 = generate(s, None, 2, 2)
            if [json.dumps(e) for e in r2["events"]] != [json.dumps(e) for e in r3["events"]]:
                errs.append(f"seed {s}: not deterministic")
        print("selftest: seeds 1..30 x 2 channels x 2 days checked")
    if errs:
        for e in errs[:50]:
            print("ERROR", e, file=sys.stderr)
        print(f"{len(errs)} errors", file=sys.stderr)
        return 1
    print("checks: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
