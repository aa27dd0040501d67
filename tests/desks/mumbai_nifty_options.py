"""Desk generator: mumbai_nifty_options.

An NSE index/stock derivatives desk in Mumbai: NIFTY weekly options, BANKNIFTY
monthly options, single-stock futures in exchange lot sizes, premiums in rupees.
Terse Hinglish human chat, an OMS bridge bot posting embeds, a key=value risk bot,
an LLM research agent with long tidy reports, an NSE/news headline bot, plus the
usual heartbeat / option-chain / PnL / cron noise.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.mumbai_nifty_options --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "mumbai_nifty_options"
GUILD_ID = "1187403925716412487"
CHANNEL_IDS = [
    "1190552837104869386",
    "1190553291662565418",
    "1190554102384121896",
    "1190554876320190544",
]
DISCORD_EPOCH = 1420070400000
IST = timezone(timedelta(hours=5, minutes=30))
DEFAULT_END = datetime(2026, 5, 22, 18, 30, tzinfo=timezone.utc)  # 23 May 00:00 IST

PEOPLE = {
    "priya": ("1169273310846312458", "Priya Deshmukh", False),
    "rohit": ("1169281197345902602", "rohit.k", False),
    "kunal": ("1170046638120394753", "Kunal (exec)", False),
    "aditi": ("1171523088019283988", "aditi_s", False),
    "sameer": ("1158840274115461130", "Sameer | Delhi desk", False),
    "setu": ("1173901254466928680", "Setu OMS", True),
    "risk": ("1173902771399770163", "RiskGuard", True),
    "vidur": ("1174410882936176690", "Vidur (research)", True),
    "wire": ("1174411937021042740", "NSE Wire", True),
    "chain": ("1174412810266816593", "chainwatch", True),
    "cron": ("1174413655582642217", "desk-cron", True),
    "deploy": ("1174414129044062209", "deploybot", True),
}

# symbol, company name, lot size, rough price
HELD_POOL = [
    ("RELIANCE", "Reliance Industries", 500, 1428.0),
    ("HDFCBANK", "HDFC Bank", 550, 1652.0),
    ("ICICIBANK", "ICICI Bank", 700, 1246.0),
    ("LT", "Larsen & Toubro", 175, 3562.0),
    ("AXISBANK", "Axis Bank", 625, 1154.0),
]
WATCH_POOL = [
    ("INFY", "Infosys", 400, 1512.0),
    ("TCS", "Tata Consultancy Services", 175, 3478.0),
    ("SBIN", "State Bank of India", 750, 812.0),
    ("TATAMOTORS", "Tata Motors", 800, 721.0),
]
OTHER_POOL = [
    ("ITC", "ITC Ltd"),
    ("MARUTI", "Maruti Suzuki"),
    ("ADANIPORTS", "Adani Ports"),
    ("SUNPHARMA", "Sun Pharmaceutical"),
    ("BHARTIARTL", "Bharti Airtel"),
    ("ONGC", "ONGC"),
    ("ASIANPAINT", "Asian Paints"),
    ("HINDUNILVR", "Hindustan Unilever"),
]
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MCODE = "123456789OND"
NIFTY_LOT = 75
BN_LOT = 35


# --------------------------------------------------------------------------- helpers
def inr(x, dec=0):
    """Indian digit grouping: 182400 -> 1,82,400."""
    neg = x < 0
    s = f"{abs(x):.{dec}f}"
    ip, fp = (s.split(".") + [None])[:2] if dec else (s, None)
    if len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        ip = ",".join(parts + [tail])
    out = ip + ("." + fp if fp else "")
    return ("-" if neg else "") + out


def tick(x, t=0.05):
    return round(round(x / t) * t, 2)


def hp(x):
    """Human premium: 84.30 -> 84.3, 84.00 -> 84."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s


def px2(x):
    return f"{x:.2f}"


def ncdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def bs(S, K, T, vol, kind):
    if T <= 1e-9:
        return max(0.0, S - K) if kind == "CE" else max(0.0, K - S)
    sd = vol * math.sqrt(T)
    d1 = (math.log(S / K) + 0.5 * sd * sd) / sd
    d2 = d1 - sd
    if kind == "CE":
        return S * ncdf(d1) - K * ncdf(d2)
    return K * ncdf(-d2) - S * ncdf(-d1)


def last_tuesday(y, m):
    nd = date(y + (m // 12), m % 12 + 1, 1)
    d = nd - timedelta(days=1)
    while d.weekday() != 1:
        d -= timedelta(days=1)
    return d


def next_tuesday(d):
    d2 = d + timedelta(days=1)
    while d2.weekday() != 1:
        d2 += timedelta(days=1)
    return d2


def monthly_expiry(d):
    e = last_tuesday(d.year, d.month)
    if e <= d:
        y, m = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        e = last_tuesday(y, m)
    return e


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(i):
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    return str(int(CHANNEL_IDS[-1]) + (i - len(CHANNEL_IDS) + 1) * 913377410239871)


class Msg:
    __slots__ = ("key", "t", "who", "content", "embeds", "ref", "thread", "hard", "cat",
                 "idiom", "attachments", "removed", "edits", "final_state", "id", "chan",
                 "superseded")

    def __init__(self, key, t, who, content="", embeds=None, ref=None, thread=None, hard=None,
                 cat=None, idiom=None, attachments=None, removed=None):
        self.key, self.t, self.who, self.content = key, t, who, content
        self.embeds, self.ref, self.thread, self.hard = embeds, ref, thread, hard
        self.cat, self.idiom, self.attachments, self.removed = cat, idiom, attachments, removed
        self.edits = []
        self.superseded = []
        self.final_state = "live"
        self.id = None
        self.chan = None


def embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f["name"]))
            parts.append(str(f["value"]))
    return "\n".join(parts)


# --------------------------------------------------------------------------- one channel-day
class DeskDay:
    def __init__(self, seed, ch, day_idx, start_ms):
        self.rng = random.Random(f"{DESK}|{seed}|{ch}|{day_idx}")
        self.ch = ch
        self.day_idx = day_idx
        self.start = start_ms
        self.cid = channel_id(ch)
        mid = datetime.fromtimestamp((start_ms + 12 * 3600 * 1000) / 1000, tz=IST)
        self.d = mid.date()
        self.msgs = {}
        self.ops = []  # (t, kind, key, extra)
        self.n = 0
        self._setup_market()

    # ---------------------------------------------------------------- market model
    def _setup_market(self):
        r = self.rng
        d = self.d
        self.wexp = next_tuesday(d)
        self.mexp = monthly_expiry(d)
        yy = d.year % 100
        self.yy = yy
        w = self.wexp
        if w == last_tuesday(w.year, w.month):
            self.nifty_prefix = f"NIFTY{w.year % 100}{MONTHS[w.month - 1]}"
        else:
            self.nifty_prefix = f"NIFTY{w.year % 100}{MCODE[w.month - 1]}{w.day:02d}"
        m = self.mexp
        self.mon = MONTHS[m.month - 1]
        self.mprefix = f"{m.year % 100}{self.mon}"
        self.wexp_txt = f"{w.day} {MONTHS[w.month - 1].title()}"
        self.wexp_short = f"{w.day}{MONTHS[w.month - 1]}"
        self.mexp_txt = f"{m.day}{self.mon}"
        self.n0 = round(r.uniform(22280, 22720), 2)
        self.bn0 = round(r.uniform(47700, 48900), 2)
        self.niv = r.uniform(0.115, 0.145)
        self.bniv = r.uniform(0.135, 0.165)
        self.vix = round(self.niv * 100 + r.uniform(-0.8, 0.6), 2)
        amp = self.n0 * r.uniform(0.0045, 0.0085)
        walk = [0.0]
        for _ in range(400):
            walk.append(walk[-1] + r.gauss(0, 1.4))
        self.path = []
        for mnt in range(376):
            base = amp * min(1.0, mnt / 190.0) - amp * 0.35 * max(0.0, (mnt - 255) / 120.0)
            self.path.append(self.n0 + base + walk[mnt])
        self.held = r.sample(HELD_POOL, 2)
        self.watch = r.sample(WATCH_POOL, 2)
        self.others = r.sample(OTHER_POOL, 4)
        self.hold_px = {}
        for s in self.held + self.watch:
            self.hold_px[s[0]] = s[3] * r.uniform(0.96, 1.04)

    def mins(self, t):
        """IST minutes since market open (09:15) for ms t, clipped."""
        m = (t - self.start) / 60000.0 - (9 * 60 + 15)
        return max(0, min(375, int(m)))

    def spot(self, t):
        return self.path[self.mins(t)]

    def bn(self, t):
        n = self.spot(t)
        return self.bn0 * (1 + 1.18 * (n / self.n0 - 1))

    def stock(self, sym, t):
        n = self.spot(t)
        beta = {"RELIANCE": 0.9, "HDFCBANK": 1.05, "ICICIBANK": 1.1, "LT": 0.95, "AXISBANK": 1.15,
                "INFY": 0.6, "TCS": 0.5, "SBIN": 1.2, "TATAMOTORS": 1.3}.get(sym, 1.0)
        return self.hold_px[sym] * (1 + beta * (n / self.n0 - 1))

    def years_to(self, t, exp):
        exp_ms = int(datetime(exp.year, exp.month, exp.day, 15, 30, tzinfo=IST).timestamp() * 1000)
        return max(0.0, (exp_ms - t) / 1000.0 / (365 * 86400))

    def nprem(self, K, kind, t):
        return max(0.05, tick(bs(self.spot(t), K, self.years_to(t, self.wexp), self.niv, kind)))

    def bprem(self, K, kind, t):
        return max(0.05, tick(bs(self.bn(t), K, self.years_to(t, self.mexp), self.bniv, kind)))

    # ---------------------------------------------------------------- builders
    def T(self, h, m, s=None):
        if s is None:
            s = self.rng.randint(0, 59)
        return self.start + ((h * 60 + m) * 60 + s) * 1000 + self.rng.randint(0, 999)

    def after(self, t, lo, hi):
        return t + self.rng.randint(int(lo * 1000), int(hi * 1000))

    def add(self, who, t, content="", **kw):
        self.n += 1
        key = kw.pop("key", None) or f"m{self.n}"
        m = Msg(key, t, who, content, **kw)
        self.msgs[key] = m
        return m

    def hard(self, who, t, etype, facts, phrasing, content="", **kw):
        return self.add(who, t, content, hard=(etype, list(facts), phrasing), **kw)

    def noise(self, who, t, content="", **kw):
        return self.add(who, t, content, cat="noise", **kw)

    def near(self, who, t, content="", **kw):
        return self.add(who, t, content, cat="near", **kw)

    def edit(self, m, t, content, superseded=()):
        m.edits.append((t, content))
        m.superseded.extend(superseded)
        self.ops.append((t, "edit", m.key, content))

    def delete(self, m, t):
        m.final_state = "deleted"
        self.ops.append((t, "delete", m.key, None))

    def forget(self, m, t, by="priya"):
        m.final_state = "forgotten"
        self.ops.append((t, "forget", m.key, by))

    def react(self, m, t, emoji, who, remove=False):
        self.ops.append((t, "reaction_remove" if remove else "reaction_add", m.key, (emoji, who)))

    def pin(self, m, t, who="priya"):
        self.ops.append((t, "pin", m.key, who))

    def oms_embed(self, title, desc, sym, side, qty, price_name, price, oid, exch=None, extra=None,
                  color_note=None):
        fields = [
            {"name": "Symbol", "value": sym, "inline": True},
            {"name": "Side", "value": side, "inline": True},
            {"name": "Qty", "value": qty, "inline": True},
            {"name": price_name, "value": price, "inline": True},
            {"name": "Product", "value": "NRML", "inline": True},
            {"name": "Validity", "value": "DAY", "inline": True},
            {"name": "Exchange", "value": "NFO", "inline": True},
            {"name": "Account", "value": "MUM-NFO-01 (prop)", "inline": True},
            {"name": "Tag", "value": f"desk-mum/{['manual', 'manual', 'basket', 'algo-twap'][int(oid) % 4]}",
             "inline": True},
        ]
        for f in extra or []:
            fields.append(f)
        foot = f"oid {oid}"
        if exch:
            foot += f" · exch {exch}"
        foot += " · NSE F&O · Setu OMS v2.14.3"
        e = {"title": title, "description": desc, "author": "Setu OMS ↔ NSE", "fields": fields,
             "footer": foot}
        return [e]

    def oid(self):
        return f"{self.d.strftime('%y%m%d')}{self.rng.randint(100000000, 999999999)}"

    def exch(self):
        return f"1{self.rng.randint(100000000000000, 199999999999999)}"

    # ---------------------------------------------------------------- the day
    def build(self):
        r = self.rng
        self.opt_partial = r.random() < 0.3
        self.opt_addfill = r.random() < 0.3
        self.opt_reducefill = r.random() < 0.3
        self.opt_cancel = r.random() < 0.3
        self.opt_watchprop = (not self.opt_cancel) and r.random() < 0.75
        self.opt_reject = r.random() < 0.4
        self.opt_slm = r.random() < 0.5
        self.opt_limack = r.random() < 0.5
        self.opt_vroute = r.random() < 0.6
        self.opt_h2news = r.random() < 0.5
        self.L = 4  # per-strike lots limit
        self.mtm_old = r.choice([2, 2.5, 3])
        self.mtm_new = self.mtm_old + 0.5
        self._overnight_and_premarket()
        self._limits_and_book()
        self._story_nifty_ce()
        self._story_banknifty_pe()
        self._story_held1()
        self._story_held2()
        self._story_watch()
        self._story_route_and_risk()
        self._near_misses()
        self._eod()
        self._periodic_noise()
        self._chatter()
        self._research_extra()
        self._tables()
        self._wire_colour()
        self._discussion()
        return self

    # ------------------------------------------------------------ overnight / pre-market
    def _overnight_and_premarket(self):
        r = self.rng
        dow = round(r.uniform(-0.9, 0.9), 2)
        ndq = round(r.uniform(-1.3, 1.3), 2)
        self.noise("cron", self.T(1, r.randint(20, 40)),
                   "```\n[overnight-recon] broker=ZERODHA-KITE+SETU  date=" + self.d.strftime("%Y-%m-%d") + "\n"
                   f"positions matched: {r.randint(9, 14)}/{r.randint(9, 14)}\n"
                   f"contract notes parsed: {r.randint(18, 40)}  mismatches: 0\n"
                   f"margin statement (NSCCL) pulled: ok  peak-margin flags: 0\n"
                   f"runtime {r.uniform(8, 40):.1f}s  exit=0\n```")
        self.noise("wire", self.T(1, r.randint(35, 55)),
                   f"🌐 US close: Dow {dow:+.2f}% · Nasdaq {ndq:+.2f}% · S&P {round((dow + ndq) / 2, 2):+.2f}% · "
                   f"UST10Y {r.uniform(4.0, 4.6):.2f}% · Brent ${r.uniform(72, 88):.2f}")
        fr = self.T(3, r.randint(0, 50))
        self.noise("chain", fr, f"[feed] ws disconnected from wss://stream.setu-md.in/v3 (code 1006) — "
                                f"reconnecting in {r.choice([2, 4, 8])}s")
        self.noise("chain", self.after(fr, 3, 20), "[feed] reconnected · resubscribed 412 tokens · gap-fill ok")
        self.noise("deploy", self.T(5, r.randint(30, 55)),
                   f"🚀 deploy `oms-bridge` {r.choice(['v2.14.3', 'v2.14.3+hotfix1'])} → prod (mum-1) ✅ "
                   f"· 3/3 pods healthy · migrations: none · by ci@desk")
        # Vidur overnight digest (analysis only: near-miss with trading words, no decision)
        g = round(self.n0 + r.uniform(-40, 60))
        fii = r.randint(-3400, 2600)
        dii = r.randint(800, 3900)
        text = (
            f"**Pre-market note — {self.d.strftime('%d %b %Y')}**\n\n"
            f"GIFT Nifty is indicating an open near {inr(g)}, roughly {g - round(self.n0):+d} points from yesterday's "
            f"settle. Asian markets are mixed; the Nikkei is up modestly while Hang Seng futures are soft. "
            f"US indices closed Dow {dow:+.2f}% and Nasdaq {ndq:+.2f}%, so the overnight handover is neither a "
            f"tailwind nor a headwind of any size.\n\n"
            f"Flows: provisional FII cash {('+' if fii >= 0 else '-')}₹{inr(abs(fii))} cr, DII +₹{inr(dii)} cr. "
            f"FII index futures long-short ratio is {r.uniform(0.25, 0.55):.2f}, still heavily short-biased, which "
            f"historically makes the index prone to short-covering spikes rather than sustained sell-offs.\n\n"
            f"Options: India VIX at {self.vix:.2f}. NIFTY weekly ({self.wexp_txt}) has its highest call OI at "
            f"{inr(round(self.n0 / 100) * 100 + 200)} and highest put OI at {inr(round(self.n0 / 100) * 100 - 200)}; "
            f"PCR {r.uniform(0.82, 1.12):.2f}. The straddle at the nearest strike prices an expected move of about "
            f"±{round(self.n0 * self.niv * math.sqrt(5 / 365))} points to expiry. Someone selling that straddle would "
            f"need the range to hold; someone buying it needs a catalyst we do not see on the calendar.\n\n"
            f"Stocks in focus: {self.held[0][1]}, {self.held[1][1]} (in book), {self.watch[0][1]} and "
            f"{self.watch[1][1]} (watchlist). No results from our names before the open. Nothing in this note "
            f"changes positioning; it is context for the morning call.\n\n" + self.para() + "\n\n" + self.para()
        )
        m = self.near("vidur", self.T(7, r.randint(20, 40)), text)
        m.idiom = None
        self.premarket_note = m
        self.noise("rohit", self.after(m.t, 300, 1500), "🙏", ref=m.key)

    def _limits_and_book(self):
        r = self.rng
        t = self.T(8, r.randint(30, 42))
        w1, w2 = self.watch[0][0], self.watch[1][0]
        txt = (f"📌 aaj ke limits: per-strike max {self.L} lots, daily MTM stop -{hp(self.mtm_old)}L, "
               f"naked short CE nahi after 14:30. Watchlist: {w1}, {w2}. Koi doubt ho toh pehle pucho 🙏")
        m = self.hard("priya", t, "risk_limit", [f"per-strike max {self.L} lots", f"-{hp(self.mtm_old)}L",
                                                 "naked short CE nahi after 14:30"], "untagged", txt)
        self.limits_msg = m
        self.pin(m, self.after(t, 20, 60))
        self.react(m, self.after(t, 25, 70), "📌", "priya")
        self.react(m, self.after(t, 80, 300), "👍", "rohit")
        self.react(m, self.after(t, 90, 400), "👍", "kunal")
        # SOD book (noise context)
        h1, h2 = self.held
        self.k_hedge = round(self.n0 / 100) * 100 - 300
        self.h1_avg = tick(self.hold_px[h1[0]] * r.uniform(0.975, 0.99))
        self.h2_avg = tick(self.hold_px[h2[0]] * r.uniform(0.97, 0.99))
        t2 = self.T(8, r.randint(45, 55))
        sod = ("```\nRISK SOD_BOOK book=MUM-NFO-01 date=" + self.d.strftime("%Y-%m-%d") + "\n"
               f"{h1[0]}{self.mprefix}FUT           qty=-{2 * h1[2]:<5} lots=-2  avg={px2(self.h1_avg)}\n"
               f"{h2[0]}{self.mprefix}FUT           qty=+{h2[2]:<5} lots=+1  avg={px2(self.h2_avg)}\n"
               f"{self.nifty_prefix}{self.k_hedge}PE  qty=+{4 * NIFTY_LOT:<5} lots=+4  avg={px2(tick(r.uniform(18, 40)))}\n"
               f"span={inr(r.randint(900000, 1400000))} exposure={inr(r.randint(300000, 500000))} "
               f"collateral={inr(r.randint(4000000, 5200000))} util={r.uniform(28, 42):.1f}%\n```")
        self.noise("risk", t2, sod)
        # yesterday's trade told as history
        k0 = round(self.n0 / 50) * 50 - 200
        ex = round(r.uniform(35, 55))
        pl = inr(r.randint(1200, 2600))
        self.near("priya", self.T(8, r.randint(12, 25)),
                  f"gm team ☕ kal ka {k0}CE wala trade {ex} pe exit kiya tha, +{pl} per lot — clean tha. "
                  f"aaj bhi wahi discipline 🙏")

    # ------------------------------------------------------------ story A: NIFTY CE long
    def _story_nifty_ce(self):
        r = self.rng
        t0 = self.T(9, r.randint(16, 19))
        S = self.spot(t0)
        k = int(math.ceil(S / 50.0) * 50)
        self.k = k
        sym = f"{self.nifty_prefix}{k}CE"
        self.ce_sym = sym
        p = self.nprem(k, "CE", t0)
        n = 2
        sl0 = max(1, int(p * 0.72))
        tgt = int(p * 1.55)
        # mistaken PE post, deleted
        ppe = self.nprem(k, "PE", t0)
        bad = self.hard("rohit", t0 - r.randint(40, 90) * 1000, "trade_proposal",
                        [f"{k}PE", "2 lots", hp(ppe)], "shorthand",
                        f"{k}PE le lo 2 lots @ {hp(ppe)}, sl {int(ppe * 0.7)}",
                        removed=f"{k}PE le lo 2 lots @ {hp(ppe)}")
        self.delete(bad, self.after(bad.t, 15, 35))
        self.add("rohit", bad.t + 38000, "arre PE nahi CE 🤦 galat paste")
        variants = [
            (f"NIFTY {k}CE ({self.wexp_txt}) le lo {n} lots @ {hp(p)}, sl {sl0} tgt {tgt}",
             [f"{k}CE", "le lo", f"{n} lots", hp(p), f"sl {sl0}"]),
            (f"le lo {n} lots {k}CE @ {hp(p)} 🚀 sl {sl0}, tgt {tgt}. spot {inr(round(S))} ke upar hold kar raha",
             [f"{k}CE", "le lo", f"{n} lots", hp(p), f"sl {sl0}"]),
            (f"b {n}L {k}CE @{hp(p)} sl {sl0} 🎯{tgt}",
             [f"b {n}L", f"{k}CE", f"@{hp(p)}", f"sl {sl0}"]),
        ]
        txt, facts = r.choice(variants)
        prop = self.hard("rohit", t0, "trade_proposal", facts, "shorthand", txt,
                         idiom=("Hinglish shorthand buy: le lo N lots STRIKECE @ premium", "trade_proposal"))
        self.ce_prop = prop
        ta = self.after(t0, 25, 70)
        av = r.choice([
            ("haan karo 👍 {n} lots theek hai", ["haan karo", "{n} lots"]),
            ("ok go, {k}CE {n} lots", ["ok go", "{k}CE"]),
            ("👍 bhejo, max {n} lots", ["bhejo", "max {n} lots"]),
        ])
        ap = self.hard("priya", ta, "trade_approval", [f.format(n=n, k=k) for f in av[1]], "reply",
                       av[0].format(n=n, k=k), ref=prop.key,
                       idiom=("one-line Hinglish reply approving a proposal", "trade_approval"))
        oid = self.oid()
        ex = self.exch()
        tc = self.after(ta, 6, 25)
        desc = f"NIFTY {self.wexp_txt} {k} CE · LIMIT · DAY"
        self.hard("setu", tc, "trade_confirmation", ["Order OPEN", sym, "BUY", str(n * NIFTY_LOT), oid], "embed",
                  "", embeds=self.oms_embed("Order OPEN", desc, sym, "BUY", str(n * NIFTY_LOT), "Limit", px2(p),
                                            oid, ex))
        tf = self.after(tc, 3, 40)
        if self.opt_partial:
            self.hard("setu", tf, "trade_fill", ["PARTIALLY FILLED", sym, "BUY", f"{NIFTY_LOT}/{n * NIFTY_LOT}", px2(p)],
                      "embed", "",
                      embeds=self.oms_embed("Order PARTIALLY FILLED", desc, sym, "BUY", f"{NIFTY_LOT}/{n * NIFTY_LOT}",
                                            "Avg", px2(p), oid, ex))
            tf = self.after(tf, 5, 60)
        full = self.hard("setu", tf, "trade_fill", ["COMPLETE", sym, "BUY", f"{n * NIFTY_LOT}/{n * NIFTY_LOT}", px2(p)],
                         "embed", "",
                         embeds=self.oms_embed("Order COMPLETE", desc, sym, "BUY", f"{n * NIFTY_LOT}/{n * NIFTY_LOT}",
                                               "Avg", px2(p), oid, ex),
                         idiom=("embed-only OMS fill with exchange trading symbol", "trade_fill"))
        self.react(full, self.after(tf, 10, 60), "👍", "priya")
        self.noise("rohit", self.after(tf, 20, 60), "done ✅", ref=full.key)
        # thread from the proposal: stop set + edited twice
        self.ce_thread = prop.key
        ts = self.after(tf, 60, 200)
        sl1 = max(sl0 + 3, int(self.nprem(k, "CE", ts + 80 * 60000) * 0.8))
        sl2 = max(sl1 + 3, int(p) + 2, int(self.nprem(k, "CE", ts + 170 * 60000) * 0.82))
        self.ce_sl = sl2
        c0 = f"{k}CE ka sl {sl0} pe rakho, SL-M laga raha hoon"
        stop = self.hard("rohit", ts, "stop_or_target_change", [f"{k}CE", f"sl {sl2}"], "untagged", c0,
                         thread=prop.key,
                         idiom=("stop set in thread and edited twice (sl X pe rakho)", "stop_or_target_change"))
        self.edit(stop, ts + 80 * 60000 + r.randint(0, 300000),
                  f"{k}CE ka sl {sl1} pe rakho (trail #1), SL-M modify kar diya", superseded=[f"sl {sl0}"])
        self.edit(stop, ts + 170 * 60000 + r.randint(0, 300000),
                  f"{k}CE ka sl {sl2} pe rakho (trail #2, cost se upar ✅), SL-M modify kar diya",
                  superseded=[f"sl {sl1}"])
        self.add("aditi", self.after(ts, 40, 200), f"spot {inr(round(S + 60))} pe kaafi CE writing hai, dhyan se",
                 thread=prop.key)
        self.near("aditi", self.after(ts, 400, 900), f"sl {int(sl0 * 1.2)} zyada sahi nahi rahega kya? thoda tight lag raha",
                  thread=prop.key)
        self.add("rohit", self.after(ts, 1000, 1500), "nahi, spot ke hisaab se rakha hai. theek hai", thread=prop.key)
        self.noise("priya", self.after(ts, 1600, 2400), "👍", thread=prop.key)
        # SL-M order placed
        tsl = self.after(ts, 8, 30)
        sl_oid = self.oid()
        if self.opt_slm:
            self.hard("setu", tsl, "trade_confirmation", ["TRIGGER PENDING", sym, "SELL", px2(sl0)], "embed", "",
                      embeds=self.oms_embed("SL-M Order TRIGGER PENDING", desc.replace("LIMIT", "SL-M"), sym, "SELL",
                                            str(n * NIFTY_LOT), "Trigger", px2(sl0), sl_oid))
        # add 3 lots, breach
        ta2 = self.T(13, r.randint(36, 44))
        p2 = self.nprem(k, "CE", ta2)
        add = self.hard("rohit", ta2, "trade_proposal", [f"{k}CE", "3 aur lots add", hp(p2)], "untagged",
                        f"{k}CE mein 3 aur lots add kar raha @ {hp(p2)}, same sl. momentum strong hai 💪")
        tfa = self.after(ta2, 30, 80)
        if self.opt_addfill:
            oid2 = self.oid()
            self.hard("setu", tfa, "trade_fill", ["COMPLETE", sym, "BUY", f"{3 * NIFTY_LOT}/{3 * NIFTY_LOT}", px2(p2)],
                      "embed", "",
                      embeds=self.oms_embed("Order COMPLETE", desc, sym, "BUY", f"{3 * NIFTY_LOT}/{3 * NIFTY_LOT}",
                                            "Avg", px2(p2), oid2, self.exch()))
        tb = self.after(tfa, 5, 20)
        br = (f"RISK LIMIT_BREACH rule=per_strike_net_lots sym={sym} net_lots={n + 3} limit={self.L} "
              f"action=REDUCE_ONLY owner=rohit.k ts={datetime.fromtimestamp(tb / 1000, tz=IST).strftime('%H:%M:%S')}")
        brm = self.hard("risk", tb, "risk_limit", ["LIMIT_BREACH", sym, f"net_lots={n + 3}", f"limit={self.L}",
                                                  "REDUCE_ONLY"], "structured", br,
                        idiom=("risk bot key=value per-strike limit breach", "risk_limit"))
        self.add("priya", self.after(tb, 30, 90), f"@rohit.k limit {self.L} lots bola tha na 😤 abhi theek karo",
                 ref=brm.key)
        tr = self.after(tb, 120, 200)
        p3 = self.nprem(k, "CE", tr)
        self.hard("rohit", tr, "trade_proposal", [f"{k}CE", "1 lot nikal", hp(p3)], "untagged",
                  f"sorry 🙏 {k}CE 1 lot nikal raha @ {hp(p3)}, {self.L} pe wapas", ref=brm.key)
        if self.opt_reducefill:
            self.hard("setu", self.after(tr, 20, 60), "trade_fill",
                      ["COMPLETE", sym, "SELL", f"{NIFTY_LOT}/{NIFTY_LOT}", px2(p3)], "embed", "",
                      embeds=self.oms_embed("Order COMPLETE", desc, sym, "SELL", f"{NIFTY_LOT}/{NIFTY_LOT}", "Avg",
                                            px2(p3), self.oid(), self.exch()))
        # booking half
        tk = self.T(14, r.randint(20, 30))
        p4 = tick(self.nprem(k, "CE", tk) + 1.5)
        bk = self.hard("rohit", tk, "trade_proposal", [f"{k}CE", "2 lots book", hp(p4)], "untagged",
                       f"{k}CE 2 lots book kar raha @ {hp(p4)}, baaki 2 trail pe 🎯")
        self.noise("priya", self.after(tk, 20, 60), "🔥", ref=bk.key)
        t5 = self.after(tk, 30, 60)
        if self.opt_cancel:
            oid3 = self.oid()
            self.hard("setu", t5, "trade_confirmation", ["Order OPEN", sym, "SELL", "150", px2(p4)], "embed", "",
                      embeds=self.oms_embed("Order OPEN", desc, sym, "SELL", "150", "Limit", px2(p4), oid3, self.exch()))
            t6 = self.after(t5, 240, 320)
            self.hard("setu", t6, "trade_confirmation", ["Order CANCELLED", sym, "SELL", oid3], "embed", "",
                      embeds=self.oms_embed("Order CANCELLED", desc + " · cancelled by user · filled 0/150", sym,
                                            "SELL", "150", "Limit", px2(p4), oid3))
            t7 = self.after(t6, 20, 50)
            p5 = tick(self.nprem(k, "CE", t7) - 0.5)
            self.hard("rohit", t7, "trade_proposal", [f"{k}CE", "2 lots", hp(p5)], "shorthand",
                      f"nikal gaya 😑 {k}CE 2 lots {hp(p5)} pe daal diya, market ke paas")
            t5 = self.after(t7, 15, 45)
            p4 = p5
        self.hard("setu", t5, "trade_fill", ["COMPLETE", sym, "SELL", "150/150", px2(p4)], "embed", "",
                  embeds=self.oms_embed("Order COMPLETE", desc, sym, "SELL", "150/150", "Avg", px2(p4),
                                        self.oid(), self.exch()))
        self.ce_book = p4
        self.ce_avg = p

    # ------------------------------------------------------------ story B: BANKNIFTY PE short
    def _story_banknifty_pe(self):
        r = self.rng
        tq = self.T(9, r.randint(31, 36))
        B = self.bn(tq)
        kb = int(math.floor((B - 350) / 500.0) * 500)
        self.kb = kb
        symb = f"BANKNIFTY{self.mprefix}{kb}PE"
        iv = round(self.bniv * 100 + r.uniform(1.5, 3.0), 1)
        self.near("aditi", tq, f"{kb}PE bechna chahiye kya? IV {iv} hai, mean se upar lag raha 🤔")
        t0 = self.after(tq, 240, 480)
        pb = self.bprem(kb, "PE", t0)
        sbp = int(pb * 1.4)
        m = 2
        dec = (f"Desk call after discussing with Rohit: we sell {m} lots of BANKNIFTY {self.mexp_txt} {kb}PE at "
               f"{hp(pb)} or better, with a premium stop at {sbp}.")
        hi = round(B + r.uniform(250, 500))
        lo = round(B - r.uniform(300, 600))
        text = (
            f"**BANKNIFTY — put-side premium review ({datetime.fromtimestamp(t0 / 1000, tz=IST).strftime('%H:%M')} IST)**\n\n"
            f"BANKNIFTY is trading at {inr(round(B))}, having held the {inr(lo)} area twice in the first fifteen "
            f"minutes. PSU banks are leading, private banks are flat, and the index-heavy names are not showing "
            f"any distribution on the tape. Breadth inside the index is {r.randint(7, 10)}/12 advancing.\n\n"
            f"Implied volatility on the {kb} put is {iv}% against a 20-session mean of "
            f"{round(self.bniv * 100 - r.uniform(0.5, 1.5), 1)}%, and the put skew has steepened since the last "
            f"expiry. Open interest at {kb} rose by {r.uniform(4, 12):.1f} lakh contracts in the last session, so "
            f"writers are already defending the level. {dec} The trade is sized below the per-strike cap "
            f"and costs roughly ₹{inr(r.randint(140000, 165000))} of margin per lot at current SPAN.\n\n"
            f"Risks: a sharp move in the rupee or an unexpected RBI liquidity action would hit the banks first; "
            f"a close below {inr(lo)} would make the position uncomfortable well before the stop. Resistance on "
            f"the upside sits near {inr(hi)}, which is also where call writers are concentrated.\n\n"
            + self.para() + "\n\n" + self.para() + "\n\n" + f"Sources: NSE option chain, bhavcopy, desk positioning sheet. Figures are indicative."
        )
        rep = self.hard("vidur", t0, "trade_proposal", ["sell", f"{m} lots", f"{kb}PE", hp(pb), str(sbp)], "buried",
                        text, idiom=("decision sentence buried mid-paragraph in research report", "trade_proposal"))
        self.react(rep, self.after(t0, 60, 200), "🔥", "rohit")
        ta = self.after(t0, 120, 300)
        self.hard("priya", ta, "trade_approval", ["👍 bhejo", f"{kb}PE", f"{m} lots max"], "reply",
                  f"👍 bhejo {kb}PE, {m} lots max", ref=rep.key)
        tb = self.after(ta, 20, 50)
        req = m * r.randint(148000, 162000)
        avail = int(req * r.uniform(0.62, 0.86))
        util = round(r.uniform(88, 97), 1)
        oidb = self.oid()
        blk = (f"RISK ORDER_BLOCKED oid={oidb} sym={symb} side=SELL qty={m * BN_LOT} reason=MARGIN_SHORTFALL "
               f"req_margin={inr(req)} avail={inr(avail)} util={util}% action=REJECT_PRETRADE")
        self.hard("risk", tb, "risk_limit", ["ORDER_BLOCKED", symb, f"qty={m * BN_LOT}", "MARGIN_SHORTFALL"],
                  "structured", blk, idiom=("risk engine blocks order for margin (key=value)", "risk_limit"))
        t2 = self.after(tb, 60, 160)
        pb2 = tick(self.bprem(kb, "PE", t2) - 0.5)
        self.hard("rohit", t2, "trade_proposal", ["1 lot", f"{kb}PE", hp(pb2)], "untagged",
                  f"margin kam hai 😒 1 lot hi bhejo {kb}PE @ {hp(pb2)}")
        tf = self.after(t2, 30, 90)
        desc = f"BANKNIFTY {self.mexp_txt} {kb} PE · LIMIT · DAY"
        fill = self.hard("setu", tf, "trade_fill", ["COMPLETE", symb, "SELL", f"{BN_LOT}/{BN_LOT}", px2(pb2)], "embed", "",
                         embeds=self.oms_embed("Order COMPLETE", desc, symb, "SELL", f"{BN_LOT}/{BN_LOT}", "Avg", px2(pb2),
                                               self.oid(), self.exch()))
        self.noise("kunal", self.after(tf, 20, 90), "noted", ref=fill.key)
        self.pb2 = pb2
        self.sbp = sbp
        # forgotten: personal account mention
        tg = self.after(tf, 900, 1800)
        px = tick(pb2 - r.uniform(2, 6))
        acct = f"ZR{r.randint(1000, 9999)}"
        fg = self.hard("rohit", tg, "trade_proposal", [f"{kb}PE", "1 lot aur bech", hp(px)], "untagged",
                       f"{kb}PE 1 lot aur bech de @ {hp(px)}, mere personal a/c {acct} se bhi same kar dena",
                       removed=f"mere personal a/c {acct}")
        self.forget(fg, self.after(tg, 90, 240))
        self.add("priya", self.after(tg, 260, 400),
                 "personal a/c ki baat yahan nahi hogi 🙏 message hata diya. desk book mein aur add nahi karna aaj")

    # ------------------------------------------------------------ story C: held stock fut #1 (short)
    def _story_held1(self):
        r = self.rng
        sym, co, lot, _ = self.held[0]
        self.h1 = sym
        tn = self.T(10, r.randint(2, 10))
        pat = inr(r.randint(9000, 21000))
        yoy = r.randint(6, 14)
        heads = [
            (f"📰 {co} Q4 consolidated PAT ₹{pat} cr, up {yoy}% YoY; margins expand, beats Street estimates",
             [co, f"up {yoy}% YoY", "beats Street estimates"]),
            (f"📰 {co} board approves ₹{pat} cr buyback at premium; record date to be announced",
             [co, "approves", "buyback"]),
        ]
        ht, hf = r.choice(heads)
        ht += "\n" + self.blurb()
        news = self.hard("wire", tn, "held_position_news", hf, "untagged", ht,
                         idiom=("headline on held stock future named by company name", "held_position_news"))
        self.react(news, self.after(tn, 20, 120), "👀", "kunal")
        self.react(news, self.after(tn, 900, 1800), "👀", "kunal", remove=True)
        self.add("kunal", self.after(tn, 40, 120), f"{sym} pe humara short hai na, yeh number achha hai 😬", ref=news.key)
        t0 = self.after(tn, 600, 1100)
        P = self.stock(sym, t0)
        text = (
            f"**{sym} — post-results read ({co})**\n\n"
            f"The reported numbers came in ahead of consensus on both revenue and operating margin. The "
            f"segment mix improved, with the higher-margin businesses growing faster than the group, and the "
            f"management commentary on capex intensity was more restrained than the market had feared. The "
            f"future is trading at {px2(tick(P))}, {r.uniform(1.2, 2.8):.1f}% above yesterday's close, with "
            f"delivery volumes at {r.uniform(1.4, 2.3):.1f}x the 20-day average.\n\n"
            f"Our short of 2 lots was put on because we expected a margin miss and a weak guidance. On {sym}, "
            f"the bearish thesis that justified the short is invalidated by this print, so we are moving our view "
            f"to neutral and will not add to the short. Cost of carry on the {self.mon} future is "
            f"{r.uniform(6.2, 8.1):.1f}% annualised, which is in line with the last three series.\n\n"
            f"Open interest in the stock future is up {r.uniform(3, 9):.1f}% today, which on a rising price reads "
            f"as fresh longs rather than short covering. Option writers have shifted the heaviest call OI up by "
            f"one strike. We will revisit after the analyst call at 16:00.\n\n" + self.para() + "\n\n" + self.para()
        )
        rep = self.hard("vidur", t0, "thesis_update", [sym, "invalidated", "moving our view to neutral"], "buried", text,
                        idiom=("thesis invalidated inside a long research note", "thesis_update"))
        # thread from report
        th = rep.key
        self.add("kunal", self.after(t0, 90, 240), "toh dono lots cover kar dein ya ek?", thread=th)
        self.add("vidur", self.after(t0, 260, 400),
                 "Given the neutral view, reducing is consistent with the note; the size is the desk's call.",
                 thread=th)
        t1 = self.after(t0, 420, 700)
        cp = tick(self.stock(sym, t1) + 0.3)
        prop = self.hard("kunal", t1, "trade_proposal", [f"{sym} {self.mon} fut", "cover", "1 lot", hp(cp)], "untagged",
                         f"{sym} {self.mon} fut short mein se 1 lot cover karte hain @ {hp(cp)} limit, baaki 1 hold")
        ta = self.after(t1, 30, 120)
        self.hard("priya", ta, "trade_approval", ["ok go", "1 lot cover"], "reply", "ok go, 1 lot cover 👍", ref=prop.key)
        tf = self.after(ta, 60, 200)
        fx = tick(cp - 0.05 * r.randint(1, 4))
        fx2 = tick(cp)
        fill = self.hard("kunal", tf, "trade_fill", ["[FILL]", "BUY", f"{sym} {self.mon} FUT", px2(fx2)], "tagged",
                         f"[FILL] BUY 1 lot {sym} {self.mon} FUT @ {px2(fx)} ({lot} qty) — short cover, dealer confirm",
                         idiom=("tagged manual fill edited for price correction", "trade_fill"))
        self.edit(fill, self.after(tf, 300, 900),
                  f"[FILL] BUY 1 lot {sym} {self.mon} FUT @ {px2(fx2)} ({lot} qty) — short cover, dealer confirm "
                  f"(px corrected per contract note)", superseded=[px2(fx)])
        self.noise("priya", self.after(tf, 30, 120), "thx", ref=fill.key)
        tt = self.after(tf, 1200, 2400)
        cur = self.stock(sym, tt)
        t_old = int(cur * 0.962)
        t_new = int(cur * 0.984)
        s_keep = int(cur * 1.024)
        self.hard("kunal", tt, "stop_or_target_change", [sym, f"target {t_old} se {t_new}", f"sl {s_keep}"], "untagged",
                  f"{sym} baaki 1 lot short ka target {t_old} se {t_new} kar diya, sl {s_keep} same rahega", thread=th)

    # ------------------------------------------------------------ story D: held stock fut #2 (long)
    def _story_held2(self):
        r = self.rng
        sym, co, lot, _ = self.held[1]
        self.h2 = sym
        tn = self.T(9, r.randint(2, 12))
        heads = [
            (f"📰 {co} says it has received a show-cause notice from a tax authority; sees no material impact",
             [co, "show-cause notice"]),
            (f"📰 {co} clarifies on media report regarding stake sale in subsidiary; 'no proposal under consideration'",
             [co, "stake sale in subsidiary"]),
            (f"📰 RBI imposes ₹{r.randint(1, 9)}.{r.randint(1, 9)} lakh penalty on {co} for KYC lapses",
             [co, "penalty", "KYC lapses"]),
        ]
        ht, hf = r.choice(heads)
        ht += "\n" + self.blurb()
        if self.opt_h2news:
            self.hard("wire", tn, "held_position_news", hf, "untagged", ht)
        t1 = self.T(12, r.randint(25, 40))
        variants = [
            (f"{sym} pe mera view ab bullish nahi raha — conviction low. hold karo but koi add nahi, upar {self.mon} "
             f"fut mein sirf exit dekhenge", [sym, "bullish nahi raha", "koi add nahi"]),
            (f"{sym} long: conviction high se low kar rahi hoon. thesis (NIM recovery) abhi dikh nahi raha, "
             f"koi add nahi", [sym, "conviction high se low", "koi add nahi"]),
        ]
        txt, facts = r.choice(variants)
        m = self.hard("priya", t1, "thesis_update", facts, "untagged", txt)
        self.noise("kunal", self.after(t1, 20, 90), "noted 👍", ref=m.key)

    # ------------------------------------------------------------ story E/F: watchlist
    def _story_watch(self):
        r = self.rng
        (w1, c1, l1, _), (w2, c2, l2, _) = self.watch
        tn = self.T(11, r.randint(0, 8))
        heads1 = {
            "INFY": (f"📰 {c1} wins multi-year digital transformation deal from European utility, TCV about $1.2 bn",
                     [c1, "TCV about $1.2 bn"]),
            "TCS": (f"📰 {c1} signs $900 mn deal with UK insurer; largest in its BFSI book this year",
                    [c1, "$900 mn deal"]),
            "SBIN": (f"📰 {c1} raises ₹10,000 cr via infra bonds at 7.36%, issue oversubscribed 3.6x",
                     [c1, "infra bonds at 7.36%"]),
            "TATAMOTORS": (f"📰 {c1} JLR wholesales up 9% QoQ; order book steady, management reiterates guidance",
                           [c1, "JLR wholesales up 9% QoQ"]),
        }
        ht, hf = heads1[w1]
        ht += "\n" + self.blurb()
        n1 = self.hard("wire", tn, "watchlist_news", hf, "untagged", ht,
                       idiom=("watchlist headline by company name", "watchlist_news"))
        if self.opt_watchprop:
            tp = self.after(tn, 120, 400)
            pp = tick(self.stock(w1, tp) + 0.5)
            sl = int(pp * 0.985)
            pr = self.hard("rohit", tp, "trade_proposal", [f"{w1} fut", "1 lot long", hp(pp), f"sl {sl}"], "untagged",
                           f"{w1} fut 1 lot long karte hain @ {hp(pp)}, sl {sl}. news pe volume aa raha", ref=n1.key)
            self.hard("priya", self.after(tp, 60, 200), "trade_approval", ["nahi", w1, "skip"], "reply",
                      f"nahi, {w1} abhi skip — results ke baad dekhenge. news already priced lag raha",
                      ref=pr.key, idiom=("Hinglish rejection of a proposal (nahi, skip)", "trade_approval"))
            self.noise("rohit", self.after(tp, 260, 420), "ok 👍")
        tn2 = self.T(11, r.randint(18, 26))
        heads2 = {
            "INFY": (f"📰 {c2} announces ₹18,000 cr buyback via tender route at ₹1,800/share",
                     [c2, "buyback"]),
            "TCS": (f"📰 {c2} to invest in AI data-centre capacity in India; no capex guidance change",
                    [c2, "AI data-centre"]),
            "SBIN": (f"📰 {c2} cuts MCLR by 5 bps across tenors, effective from the 15th",
                     [c2, "cuts MCLR by 5 bps"]),
            "TATAMOTORS": (f"📰 {c2} demerger: NCLT approves scheme; record date awaited",
                           [c2, "NCLT approves scheme"]),
        }
        ht2, hf2 = heads2[w2]
        ht2 += "\n" + self.blurb()
        n2 = self.hard("wire", tn2, "watchlist_news", hf2, "untagged", ht2)
        t2 = self.after(tn2, 90, 240)
        self.hard("vidur", t2, "no_route_decision", [c2, "no action", "not routing"], "reply",
                  f"Re: the {c2} headline — no action from the desk; not routing to execution. We are not in the "
                  f"name, the move is inside the expected range, and the watchlist trigger "
                  f"({w2} above its 20-day high) has not fired.", ref=n2.key,
                  idiom=("agent explicitly declines to route a headline", "no_route_decision"))
        self.w2 = w2
        self.w2lot = l2

    # ------------------------------------------------------------ route + risk stories
    def _story_route_and_risk(self):
        r = self.rng
        w2, l2 = self.w2, self.w2lot
        ta = self.T(14, r.randint(2, 6))
        lvl = tick(self.stock(w2, ta) - 0.6)
        al = self.noise("chain", ta, f"🔔 ALERT {w2} {self.mon} FUT crossed 20D high {hp(lvl)} · vol 2.4x · OI +3.1%")
        t1 = self.after(ta, 60, 150)
        self.hard("priya", t1, "route_decision", [w2, "routing this one to you", "Kunal"], "reply",
                  f"Kunal, {w2} breakout tu handle kar — routing this one to you for execution, 1 lot max", ref=al.key,
                  idiom=("lead routes an alert to a named trader", "route_decision"))
        t2 = self.after(t1, 60, 180)
        pp = tick(self.stock(w2, t2) + 0.4)
        sl = tick(pp * 0.988)
        pr = self.hard("kunal", t2, "trade_proposal", ["b 1L", w2, hp(pp), f"sl {hp(sl)}"], "shorthand",
                       f"b 1L {w2} fut @ {hp(pp)} sl {hp(sl)}")
        t3 = self.after(t2, 20, 80)
        self.hard("priya", t3, "trade_approval", ["👍", "send it"], "reply", "👍 send it", ref=pr.key)
        fsym = f"{w2}{self.mprefix}FUT"
        t4 = self.after(t3, 15, 40)
        if self.opt_reject:
            bad_q = l2 - 50
            self.hard("setu", t4, "trade_confirmation", ["Order REJECTED", fsym, "BUY", str(bad_q)], "embed", "",
                      embeds=self.oms_embed("Order REJECTED", f"{w2} {self.mon} FUT · LIMIT · RMS: quantity not a "
                                                             f"multiple of lot size ({l2})", fsym, "BUY", str(bad_q),
                                            "Limit", px2(pp), self.oid()))
            self.add("kunal", self.after(t4, 20, 50), "arre lot size galat daala 🤦 fix kiya")
            t4 = self.after(t4, 60, 120)
        oidf = self.oid()
        js = json.dumps({"evt": "trade", "oid": oidf, "tsym": fsym, "txn": "BUY", "qty": l2,
                         "avg": round(pp - 0.05, 2), "status": "COMPLETE", "exch": "NFO"}, separators=(",", ":"))
        self.hard("setu", t4, "trade_fill", [fsym, '"BUY"', f'"qty":{l2}', str(round(pp - 0.05, 2))], "structured",
                  js, idiom=("OMS JSON line fill", "trade_fill"))
        self.w2_px = round(pp - 0.05, 2)
        # Vidur routes the roll decision
        t5 = self.T(14, r.randint(38, 46))
        if self.opt_vroute:
            self.hard("vidur", t5, "route_decision", ["Routing", f"{self.kb}PE", "Kunal"], "untagged",
                      f"Routing: the roll decision on the BANKNIFTY {self.kb}PE short goes to Kunal (execution) — he "
                      f"owns the 15:00–15:20 roll window today. I will post the calendar-spread quotes in 10 minutes.")
        # MTM limit change
        t6 = self.T(14, r.randint(52, 58))
        m6 = self.hard("priya", t6, "risk_limit", ["MTM stop", f"-{hp(self.mtm_old)}L se -{hp(self.mtm_new)}L"],
                       "untagged",
                       f"@RiskGuard aaj ka MTM stop -{hp(self.mtm_old)}L se -{hp(self.mtm_new)}L kar rahi hoon, expiry "
                       f"week hai, swings zyada honge")
        if self.opt_limack:
            self.hard("risk", self.after(t6, 5, 20), "risk_limit",
                      ["LIMIT_UPDATED", "daily_mtm_stop", f"new=-{inr(int(self.mtm_new * 100000))}"], "structured",
                      f"RISK LIMIT_UPDATED rule=daily_mtm_stop old=-{inr(int(self.mtm_old * 100000))} "
                      f"new=-{inr(int(self.mtm_new * 100000))} by=priya.d scope=MUM-NFO-01 effective=now", ref=m6.key)
        else:
            self.noise("risk", self.after(t6, 5, 20), "ack ✅", ref=m6.key)
        # circular on NIFTY (held via underlying)
        t7 = self.T(15, r.randint(2, 12))
        circ = f"NSE/FAOP/{r.randint(64000, 69999)}"
        self.hard("wire", t7, "held_position_news", [circ, "NIFTY", "lot size", "75 to 65"], "embed", "",
                  embeds=[{"title": f"NSE Circular {circ}",
                           "description": "Revision in market lot of index derivative contracts: NIFTY lot size "
                                          "revised from 75 to 65 from the next monthly series; existing weekly "
                                          "contracts unaffected.",
                           "author": "NSE Wire", "url": f"https://nsearchives.nseindia.com/content/circulars/FAOP{circ[-5:]}.pdf",
                           "fields": [{"name": "Segment", "value": "F&O", "inline": True},
                                      {"name": "Department", "value": "Operations", "inline": True}],
                           "footer": "nseindia.com · circulars"}],
                  idiom=("exchange circular on the underlying of held options", "held_position_news"))
        self.add("rohit", self.after(t7, 40, 200), "lot size phir badla 😂 position sizing sheet update karna padega")

    # ------------------------------------------------------------ near-misses
    def _near_misses(self):
        r = self.rng
        k = self.k
        lvl = int(round(self.n0 / 100) * 100 - 300)
        self.near("rohit", self.T(10, r.randint(42, 50)),
                  f"agar {inr(lvl)} toota toh {lvl - 200}PE le lenge, abhi nahi. wait karo",
                  idiom=("Hinglish hypothetical (agar X toota toh ...)", "not_hard"))
        self.near("sameer", self.T(11, r.randint(48, 56)),
                  f"Delhi book ne aaj {r.choice([30, 40, 60])} lots BANKNIFTY {self.kb + 1000}CE becha @ "
                  f"{hp(tick(r.uniform(150, 260)))} 😅 hamara risk bhi pagal ho gaya",
                  idiom=("another desk's trade", "not_hard"))
        self.add("rohit", self.T(11, 57), "bhai tumhara risk tumhe mubarak 😂")
        self.near("aditi", self.T(13, r.randint(4, 9)),
                  f"paper trade (sensibull virtual): {k + 100}CE 3 lots @ {hp(tick(r.uniform(30, 60)))} — sirf "
                  f"strategy test ke liye, real nahi", idiom=("paper trade", "not_hard"))
        self.near("aditi", self.T(13, r.randint(14, 20)),
                  f"backtest done: 9:20 short straddle, 25% SL per leg, 2023–25 → CAGR {r.randint(24, 36)}%, maxDD "
                  f"{r.uniform(9, 15):.1f}%, win rate {r.randint(58, 68)}%. sheet shared drive pe hai",
                  attachments=[{"id": str(snowflake(self.T(13, 21), 3, 1)), "filename": "straddle_bt_equity.png",
                                "size": r.randint(40000, 90000),
                                "url": "https://cdn.discordapp.com/attachments/straddle_bt_equity.png"}])
        self.near("rohit", self.T(12, r.randint(44, 50)),
                  "> \"SEBI may further tighten F&O rules for retail, raise contract size again\" — ET Markets\n"
                  "phir se 🙄 volume aur girega")
        for i, (s, co) in enumerate(self.others[:3]):
            heads = [
                f"📰 {co} Q4 net profit up {r.randint(3, 19)}% YoY; declares dividend of ₹{r.randint(3, 12)}/share",
                f"📰 {co} shares hit 52-week high after brokerage upgrade to 'buy'",
                f"📰 {co} to acquire stake in startup for ₹{r.randint(100, 900)} cr",
            ]
            self.near("wire", self.T(r.choice([9, 10, 12, 13, 16, 18]), r.randint(0, 59)), heads[i] + "\n" + self.blurb(),
                      idiom=("headline on a name not held or watched", "not_hard") if i == 0 else None)
        self.near("kunal", self.T(15, r.randint(12, 18)),
                  f"{self.kb}PE kal roll karein ya expiry tak hold? premium {hp(tick(self.pb2 * 0.6))} ke paas hai")
        # research midday: trading words, no decision
        t = self.T(12, r.randint(2, 10))
        S = self.spot(t)
        text = (
            f"**Midday check — NIFTY {inr(round(S))}**\n\n"
            f"The index has added {round(S - self.n0):+d} points since the open with the move led by financials "
            f"and energy. Realised volatility over the last 60 minutes annualises to about "
            f"{r.uniform(8, 12):.1f}%, well below the {self.niv * 100:.1f}% implied on the weekly ATM straddle, "
            f"so option sellers are being paid for now. Buyers of calls at {k} have a positive MTM, but the "
            f"theta bill after 13:30 is meaningful.\n\n"
            f"Option chain: call writers have rolled up from {k} to {k + 100}; put OI at {k - 200} is growing, "
            f"which often means writers are comfortable with the floor. A long call could be trimmed into strength "
            f"or held for the trend, and a short put could be left to decay — both are reasonable depending on the "
            f"book's appetite; we have no recommendation to change anything at this point.\n\n"
            f"Global: US futures {r.uniform(-0.4, 0.4):+.2f}%, Brent steady, USD/INR {r.uniform(83.1, 83.9):.2f}.\n\n" + self.para()
        )
        self.near("vidur", t, text)

    # ------------------------------------------------------------ EOD
    def _eod(self):
        r = self.rng
        t = self.T(15, r.randint(36, 44))
        close = self.path[-1]
        real = r.randint(18000, 65000)
        self.noise("risk", t,
                   "```\nRISK EOD_PNL book=MUM-NFO-01\n"
                   f"realised=+{inr(real)} unrealised={inr(r.randint(-20000, 30000))} "
                   f"charges=-{inr(r.randint(2500, 6000))} (stt+exch+gst+stamp)\n"
                   f"orders={r.randint(18, 30)} fills={r.randint(14, 24)} rejects={1 if self.opt_reject else 0} "
                   f"blocked=1 breaches=1\n"
                   f"peak_util={r.uniform(80, 96):.1f}% eod_util={r.uniform(40, 60):.1f}%\n```")
        self.noise("cron", self.T(15, r.randint(50, 58)),
                   f"[eod-recon] orderbook vs tradebook: {r.randint(20, 30)} orders, {r.randint(14, 24)} trades, "
                   f"0 breaks · contract note ETA 19:30 · exit=0")
        self.near("kunal", self.T(16, r.randint(25, 35)),
                  f"aaj ka {self.w2} trade: {hp(self.w2_px)} pe liya tha, close pe "
                  f"+{inr(r.randint(1500, 6000))}. kal dekhte hain 🙂")
        sup = inr(int(round(self.n0 / 100) * 100 - 200))
        text = (
            f"**EOD wrap — {self.d.strftime('%d %b')}**\n\n"
            f"NIFTY closed at {inr(round(close, 2), 2)} ({(close / self.n0 - 1) * 100:+.2f}% on the day), "
            f"BANKNIFTY at {inr(round(self.bn0 * (1 + 1.18 * (close / self.n0 - 1)), 2), 2)}. India VIX ended at "
            f"{self.vix + r.uniform(-0.6, 0.3):.2f}. The session had a trend morning and a range afternoon; "
            f"volumes in the weekly series were about {r.randint(82, 118)}% of the 5-day average.\n\n"
            f"Book: the {self.k}CE long was half booked, the {self.kb}PE short is decaying as expected, and the "
            f"{self.h1} short is down to one lot after the results. For the record, our NIFTY view moves from "
            f"neutral to mildly bullish while {sup} holds on a closing basis. The {self.h2} long stays on with "
            f"low conviction as discussed at noon.\n\n"
            + self.para() + "\n\n" + self.para() + "\n\n" + f"Tomorrow: FII derivative data after 19:00, no results from our names, and the RBI minutes are due at 17:00. I will post the pre-market note at 07:30 as usual."
        )
        m = self.hard("vidur", self.T(16, r.randint(8, 15)), "thesis_update",
                      ["NIFTY view moves from neutral to mildly bullish", sup], "buried", text)
        self.react(m, self.after(m.t, 120, 600), "👍", "priya")
        tl = []
        for key, m in sorted(self.msgs.items(), key=lambda kv: kv[1].t):
            if m.who == "setu" and m.embeds and m.hard and m.hard[0] == "trade_fill":
                e = m.embeds[0]
                f = {x["name"]: x["value"] for x in e["fields"]}
                hhmm = datetime.fromtimestamp(m.t / 1000, tz=IST).strftime("%H:%M")
                verb = "bought" if f["Side"] == "BUY" else "sold"
                tl.append(f"• {hhmm} — {verb} {f['Qty'].split('/')[0]} {f['Symbol']} at {f['Avg']}")
        if tl:
            self.near("vidur", self.T(15, r.randint(45, 52)),
                      "**Execution log (recap, for the record)**\n" + "\n".join(tl) +
                      "\n\nAll of the above are already booked and reconciled against the OMS; this is a summary, "
                      "no new orders. Slippage versus the posted limit averaged "
                      f"{r.uniform(0.0, 0.3):.2f} per unit.")
        self.near("cron", self.T(18, r.randint(0, 5)),
                  f"[agent-triage] {r.randint(12, 24)} items scanned since 15:30 · 0 routed · 0 escalated · "
                  f"queue empty")

    # ------------------------------------------------------------ periodic noise
    def _periodic_noise(self):
        r = self.rng
        # OMS heartbeat every 30 min 08:30..16:00
        for h in range(8, 17):
            for mm in (0,):
                self.noise("setu", self.T(h, mm, r.randint(0, 5)),
                           f"♥ setu-bridge ok · NSEFO session UP · rtt {r.randint(6, 19)}ms · q=0 · "
                           f"seq {r.randint(100000, 999999)}")
        # risk heartbeats: hourly in market, 3-hourly otherwise
        for h in list(range(0, 8, 3)) + list(range(9, 16)) + [18, 21]:
            self.noise("risk", self.T(h, r.randint(0, 3)),
                       f"RISK hb status=OK limits=green mtm_util={r.uniform(5, 60):.1f}% "
                       f"margin_util={r.uniform(25, 80):.1f}% rules_loaded=14")
        # option chain snapshots: NIFTY every 30 min, BANKNIFTY hourly
        for h in range(9, 16):
            for mm in (0, 30):
                if (h, mm) < (9, 30) or (h, mm) > (15, 30):
                    continue
                t = self.T(h, mm, r.randint(2, 20))
                self.noise("chain", t, self._chain("NIFTY", self.wexp_txt, self.spot(t), 50, self.years_to(t, self.wexp),
                                                   self.niv, t))
                if (h, mm) >= (9, 30):
                    t2 = self.after(t, 30, 90)
                    self.noise("chain", t2, self._chain("BANKNIFTY", self.mexp_txt, self.bn(t2), 100,
                                                        self.years_to(t2, self.mexp), self.bniv, t2))
        # PnL snapshots hourly 10..15
        for h in range(10, 16):
            t = self.T(h, r.randint(5, 9))
            self.noise("risk", t, self._pnl(t))
        # price alerts
        for _ in range(5):
            h = r.choice([9, 10, 11, 13, 14, 15])
            t = self.T(h, r.randint(0, 59))
            which = r.choice(["NIFTY", "BANKNIFTY", "INDIAVIX", "USDINR"])
            if which == "NIFTY":
                v = inr(round(self.spot(t)))
                s = f"🔔 ALERT NIFTY spot crossed {v} (rule: round-50 cross)"
            elif which == "BANKNIFTY":
                s = f"🔔 ALERT BANKNIFTY spot crossed {inr(round(self.bn(t)))} (rule: round-100 cross)"
            elif which == "INDIAVIX":
                s = f"🔔 ALERT INDIAVIX {self.vix + r.uniform(-0.5, 0.5):.2f} ({r.uniform(-4, 4):+.1f}% intraday)"
            else:
                s = f"🔔 ALERT USDINR {r.uniform(83.1, 83.9):.4f} touched band edge"
            self.noise("chain", t, s)
        # feed reconnect during market + stack trace
        t = self.T(13, r.randint(22, 28))
        self.noise("chain", t, "[feed] ws stale 6.0s on NFO tokens — forcing reconnect")
        self.noise("chain", self.after(t, 4, 12), "[feed] reconnected · resubscribed 412 tokens · gap-fill 37 ticks")
        ts = self.T(12, r.randint(50, 58))
        tb = (
            "⚠️ setu-bridge worker crashed, restarting (1/5)\n```\n"
            "Traceback (most recent call last):\n"
            '  File "/srv/setu/bridge/postback.py", line 212, in handle_postback\n'
            "    order = self.orders[payload['order_id']]\n"
            '  File "/srv/setu/bridge/store.py", line 88, in __getitem__\n'
            "    return self._load(key)\n"
            '  File "/srv/setu/bridge/store.py", line 131, in _load\n'
            "    raise KeyError(f\"unknown order {key}\")\n"
            f"KeyError: 'unknown order {self.oid()}'\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/srv/setu/bridge/worker.py", line 57, in run\n'
            "    self.dispatch(msg)\n"
            '  File "/srv/setu/bridge/worker.py", line 74, in dispatch\n'
            "    raise BridgeError('postback for unknown order; ignored') from e\n"
            "setu.errors.BridgeError: postback for unknown order; ignored\n```"
        )
        st = self.noise("setu", ts, tb)
        self.noise("setu", self.after(ts, 5, 15), "✅ setu-bridge worker restarted · backlog 0 · no orders affected")
        self.add("kunal", self.after(ts, 40, 120), "yeh kya tha? orders sab theek hai na", ref=st.key)
        self.noise("aditi", self.after(ts, 130, 240), "haan kuch nahi, ghost postback tha 👍")
        # chainwatch glitch, bulk deleted
        tg = self.T(11, r.randint(40, 43))
        dels = []
        for i in range(3):
            seq = r.randint(10000, 99999)
            snippet = f"parse error strike=None oi=nan seq={seq}"
            dels.append(self.noise("chain", tg + i * r.randint(2000, 6000),
                                   f"⚠️ chainwatch: {snippet} (source=NFO)", removed=snippet))
        self.ops.append((tg + 120000 + r.randint(0, 60000), "bulk_delete", [m.key for m in dels], None))
        for m in dels:
            m.final_state = "deleted"
        self.add("priya", tg + 200000, "chainwatch spam saaf kar diya 🧹")
        # deploy in evening
        self.noise("deploy", self.T(21, r.randint(10, 40)),
                   f"🚀 deploy `risk-engine` v{r.randint(3, 4)}.{r.randint(0, 9)}.{r.randint(0, 20)} → staging ✅ "
                   f"· tests 412 passed · prod rollout tomorrow 08:00")
        self.noise("cron", self.T(19, r.randint(30, 45)),
                   f"[contract-notes] fetched {r.randint(1, 3)} PDFs from broker · parsed ok · archived to s3://desk-mum/cn/")
        self.noise("wire", self.T(19, r.randint(5, 20)),
                   f"📊 FII derivatives: index fut {r.choice(['+', '-'])}₹{inr(r.randint(200, 3000))} cr, index opt "
                   f"{r.choice(['+', '-'])}₹{inr(r.randint(2000, 30000))} cr, stock fut "
                   f"{r.choice(['+', '-'])}₹{inr(r.randint(200, 3000))} cr")
        # second PII thing: forgotten chatter
        tp = self.T(11, r.randint(28, 34))
        pan = f"{''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(5))}{r.randint(1000, 9999)}" \
              f"{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}"
        pii = self.add("kunal", tp, f"Mehta ji ka KYC pending hai — PAN {pan}, mobile 98{r.randint(10000000, 99999999)}. "
                                    f"ops ko bhej diya", removed=f"PAN {pan}")
        self.forget(pii, self.after(tp, 120, 300))
        self.add("priya", self.after(tp, 320, 400), "yahan KYC details mat daalo please, DM karo ops ko 🙏")
        # a deleted chatter
        td = self.T(16, r.randint(40, 55))
        snip = f"wrong channel — lunch order {r.randint(100, 999)}"
        dm = self.add("aditi", td, f"{snip}: 2 vada pav + cutting", removed=snip)
        self.delete(dm, self.after(td, 10, 40))

    def _chain(self, name, exp, spot, step, T, vol, t):
        r = self.rng
        atm = int(round(spot / step) * step)
        span = 7 if name == "NIFTY" else 5
        pcr = r.uniform(0.78, 1.25)
        lines = [f"📊 {name} {exp} · OI snapshot {datetime.fromtimestamp(t / 1000, tz=IST).strftime('%H:%M')} IST · "
                 f"spot {inr(round(spot, 2), 2)} · PCR {pcr:.2f} · max pain {inr(atm - step)}",
                 "```",
                 f"{'CE vol(L)':>9} {'CE IV':>5} {'CE chgOI':>9} {'CE OI(L)':>9} {'CE LTP':>8} | {'STRIKE':^7} | "
                 f"{'PE LTP':<8} {'PE OI(L)':<9} {'PE chgOI':<9} {'PE IV':<5} {'PE vol(L)':<9}"]
        builds = []
        for i in range(-span, span + 1):
            K = atm + i * step
            ce = tick(bs(spot, K, T, vol, "CE"))
            pe = tick(bs(spot, K, T, vol, "PE"))
            coi = max(2.0, r.gauss(40 + 6 * i, 12)) if i >= 0 else max(1.0, r.gauss(20 + 3 * i, 6))
            poi = max(2.0, r.gauss(40 - 6 * i, 12)) if i <= 0 else max(1.0, r.gauss(20 - 3 * i, 6))
            cc, pc = r.gauss(0, 4), r.gauss(0, 4)
            builds.append((cc, f"{K}CE"))
            builds.append((pc, f"{K}PE"))
            civ = vol * 100 + 0.4 * abs(i) + r.uniform(-0.3, 0.3)
            piv = vol * 100 + 0.7 * abs(i) + (0.6 if i < 0 else 0) + r.uniform(-0.3, 0.3)
            lines.append(f"{abs(r.gauss(60, 40)):>9.1f} {civ:>5.1f} {cc:>+9.2f} {coi:>9.2f} {ce:>8.2f} | {K:^7d} | "
                         f"{pe:<8.2f} {poi:<9.2f} {pc:<+9.2f} {piv:<5.1f} {abs(r.gauss(60, 40)):<9.1f}")
        lines.append("```")
        builds.sort()
        lines.append("top OI add: " + ", ".join(f"{b[1]} {b[0]:+.1f}L" for b in builds[::-1][:3]) +
                     " · top OI shed: " + ", ".join(f"{b[1]} {b[0]:+.1f}L" for b in builds[:3]))
        lines.append(f"ATM IV {vol * 100 + r.uniform(-0.6, 0.6):.1f} · fut prem {r.uniform(20, 110) if name == 'BANKNIFTY' else r.uniform(10, 60):+.1f} "
                     f"· src NFO snapquote · lag {r.randint(1, 4)}s")
        return "\n".join(lines)

    def _pnl(self, t):
        r = self.rng
        h1, h2 = self.held
        lines = [f"```\nRISK PNL_SNAPSHOT ts={datetime.fromtimestamp(t / 1000, tz=IST).strftime('%H:%M:%S')} book=MUM-NFO-01",
                 f"realised={inr(r.randint(-5000, 40000))} unrealised={inr(r.randint(-30000, 45000))} "
                 f"mtm={inr(r.randint(-20000, 70000))}",
                 f"margin_used={inr(r.randint(1800000, 3200000))} avail={inr(r.randint(900000, 2200000))} "
                 f"util={r.uniform(45, 85):.1f}%"]
        s = self.spot(t)
        lines.append(f"{'symbol':<24} {'ltp':>9} {'delta':>6} {'gamma':>7} {'theta':>7} {'vega':>7} {'mtm':>9}")
        rows = [(self.ce_sym, self.nprem(self.k, "CE", t), r.uniform(0.4, 0.7)),
                (f"{self.nifty_prefix}{self.k_hedge}PE", self.nprem(self.k_hedge, "PE", t), -r.uniform(0.05, 0.25)),
                (f"BANKNIFTY{self.mprefix}{self.kb}PE", self.bprem(self.kb, "PE", t), -r.uniform(0.1, 0.3)),
                (f"{h1[0]}{self.mprefix}FUT", tick(self.stock(h1[0], t)), 1.0),
                (f"{h2[0]}{self.mprefix}FUT", tick(self.stock(h2[0], t)), 1.0)]
        for sym, ltp, dl in rows:
            fut = sym.endswith("FUT")
            lines.append(f"{sym:<24} {px2(ltp):>9} {dl:>+6.2f} {0.0 if fut else r.uniform(0.0005, 0.004):>7.4f} "
                         f"{0 if fut else -r.randint(200, 4000):>7d} {0 if fut else r.randint(300, 3000):>7d} "
                         f"{inr(r.randint(-25000, 30000)):>9}")
        lines.append(f"greeks net_delta={r.uniform(-40, 120):+.1f} gamma={r.uniform(-2, 3):+.2f} "
                     f"theta={-r.randint(3000, 12000)} vega={r.randint(-9000, 6000)} · spot {inr(round(s, 2), 2)}\n```")
        return "\n".join(lines)

    # ------------------------------------------------------------ chatter
    def _chatter(self):
        r = self.rng
        k, kb = self.k, self.kb
        market = [
            "GIFT nifty positive dikha raha tha, par open flat hi hua",
            "FII phir se bech rahe, DII sambhal rahe 😅",
            "VIX {vix} — premiums sasta hai aaj",
            "bank nifty weak lag raha vs nifty",
            "{k1} CE writers kaafi aggressive hain aaj",
            "PCR 1 ke upar gaya abhi",
            "aaj volume kam hai yaar",
            "HDFC twins se hi index chal raha hai",
            "IT mein thodi buying dikh rahi",
            "OI data refresh slow hai kya kisi aur ka bhi?",
            "Kite console phir se slow 🙄",
            "15 min se range mein hai, boring",
            "sab ek hi strike pe baithe hain lagta hai",
            "crude upar ja raha, OMCs pe pressure",
            "rupee 83.5 ke paas",
            "momentum gaya, ab chop hoga",
            "mera screen 2 min freeze ho gaya tha",
            "metals mein accha move hai aaj",
            "pharma flat, FMCG heavy",
            "{kb2}PE pe OI build ho raha",
            "yeh candle dekh 😳",
            "spot {spot} pe sticky hai",
            "futures premium kam ho gaya",
            "PSU banks chal rahe, private flat",
            "expiry week hai, sab nervous",
            "kal US data hai, dhyan rakhna",
            "straddle {k} ka premium gir raha",
            "aaj ka high {hi} ke paas hai",
            "koi news aayi kya? achanak spike aaya",
            "bhai yeh algo wale 1 second mein sab kha jaate",
            "BANKNIFTY 48k ke aas paas bahut churn hai",
            "HDFC Bank aur ICICI dono green, index ko sahara",
            "yeh {k1} wala wall tootega aaj? mushkil lagta hai",
            "Reliance flat hai, index bina uske chal raha",
            "PE side pe writers ne aaj hi position banayi lagti hai",
            "Sensibull pe IV chart dekho, neeche aa raha",
            "Nifty fut premium {prem} points, normal hai",
            "auto stocks mein profit booking dikh rahi",
            "kaun sa level dekh rahe ho aaj? mere liye {hi} important hai",
            "smallcaps mein aaj maar pad rahi hai",
            "Kite pe OI chart aur NSE site ka OI match nahi kar raha",
            "Zerodha ka margin calculator bhi alag bata raha, SPAN update hua hoga",
            "aaj news flow kam hai, sirf flows pe chal raha",
            "India VIX thoda upar aaya abhi",
            "puts mein unwinding shuru ho gayi lagti hai",
            "bhai yeh spike fake tha, turant wapas",
        ]
        acks = ["lol", "😂😂", "haan sahi", "dekhte hain", "hmm", "sahi baat", "ok", "thx", "👍", "🙏", "noted",
                "👀", "💯", "haan"]
        lunch = ["lunch ke baad theta sab kha jayega", "lunch mein koi chai mangwa raha hai? ☕☕", "chai aa gayi ☕",
                 "lunch break, 15 min mein aata hoon", "dabba aa gaya 🍱"]
        pre = [
            "gm ☕", "gm all", "gm 🙏", "GIFT nifty kya bol raha?", "Asia mixed hai aaj",
            "SGX... sorry GIFT 😅 +30 ke aas paas", "kal ka FII data dekha? short heavy hai",
            "aaj kuch results hain kya humare naam mein?", "office pahunch gaya, local late thi 🚆",
            "Vidur ka note padha, OI walls same hi hain", "aaj baarish hai, traffic 🤦",
        ]
        evening = [
            "nikal raha hoon, kal milte hain 👋", "US futures flat hai abhi", "kal ka plan subah discuss karenge",
            "good night team 🌙", "FII data aaya? kal dekhenge", "aaj accha din tha 🙌", "gn",
            "Dow thoda green hai abhi", "kal expiry prep karna hai, sheet ready rakhna",
            "contract note aa gaya, charges theek hain", "ghar pahunch gaya 🏠",
        ]
        humans = ["rohit", "kunal", "aditi", "priya"]
        wts = {9: 7, 10: 6, 11: 5, 12: 3, 13: 3, 14: 5, 15: 5}
        hours = list(wts)
        r.shuffle(market)
        for line in market[: r.randint(36, len(market))]:
            h = r.choices(hours, weights=[wts[x] for x in hours])[0]
            mm = r.randint(15 if h == 9 else 0, 59 if h != 15 else 29)
            t = self.T(h, mm)
            line = line.format(
                vix=f"{self.vix:.1f}", k1=k + 100, kb2=kb - 500, spot=inr(round(self.spot(t))), k=k,
                hi=inr(round(max(self.path[: self.mins(t) + 1]))), prem=r.randint(40, 110)
            )
            self.add(r.choice(humans + ["rohit", "aditi"]), t, line)
        for _ in range(r.randint(10, 14)):
            h = r.choices(hours, weights=[wts[x] for x in hours])[0]
            t = self.T(h, r.randint(15 if h == 9 else 0, 59 if h != 15 else 29))
            self.noise(r.choice(["rohit", "kunal", "aditi"]), t, r.choice(acks))
        r.shuffle(lunch)
        for line in lunch[:3]:
            self.add(r.choice(humans), self.T(r.choice([12, 13]), r.randint(20, 50)), line)
        r.shuffle(pre)
        for line in pre[: r.randint(6, 9)]:
            t = self.T(r.choice([7, 8, 8, 8]), r.randint(0, 59))
            self.add(r.choice(humans), t, line)
        r.shuffle(evening)
        for line in evening[: r.randint(6, 9)]:
            t = self.T(r.choice([16, 16, 17, 17, 18, 19, 20, 21, 22]), r.randint(0, 59))
            self.add(r.choice(humans + ["sameer"]), t, line)
        # a chart attachment
        t = self.T(10, r.randint(20, 30))
        self.add("aditi", t, "dekho 15-min chart, flag ban raha hai",
                 attachments=[{"id": str(snowflake(t, 3, 7)), "filename": "nifty_15m.png", "size": r.randint(40000, 120000),
                               "url": "https://cdn.discordapp.com/attachments/nifty_15m.png"}])


    def blurb(self):
        r = self.rng
        return r.choice([
            "_The company said in an exchange filing that the information is being disclosed under Regulation 30 "
            "of the SEBI (LODR) Regulations. Shares were last quoted on the NSE during market hours._",
            "_Details were disclosed in a filing with the stock exchanges; analysts said the development was "
            "broadly in line with expectations. More to follow._",
            "_Source: company filing / exchange announcement. The stock's F&O contracts trade on the NSE; no "
            "change to market-wide position limits was announced._",
            "_Reported via the exchange's corporate announcements feed. Management is scheduled to address "
            "analysts later in the day; a transcript will be posted on the company website._",
        ])

    # ------------------------------------------------------------ paragraph pool for the research agent
    def para(self):
        """One analytic paragraph with no decision in it; drawn without replacement per day."""
        r = self.rng
        if not hasattr(self, "_paras"):
            atm = int(round(self.n0 / 100) * 100)
            P = [
                f"Methodology note: implied volatilities quoted here are mid-market, computed from the NSE snapshot "
                f"with a flat {r.uniform(6.4, 6.9):.2f}% rate and no dividend adjustment for the index. For stock "
                f"futures, basis is annualised on calendar days to the {self.mexp_txt} expiry. Where OI is quoted in "
                f"lakh it is the number of contracts, not the notional.",
                f"Liquidity: the top-of-book size on the weekly ATM options averages {r.randint(900, 2600)} contracts "
                f"with a spread of one or two ticks through the morning, widening to three to five ticks after 15:00. "
                f"Impact cost for a ten-lot order in the ATM strike is below ₹0.20 per unit; for the monthly "
                f"BANKNIFTY strikes two hundred points out it is closer to ₹1.",
                f"Historical context: over the last {r.randint(40, 60)} weekly expiries the NIFTY moved more than 1% "
                f"between Friday's close and the Tuesday settlement on {r.randint(12, 22)} occasions. Straddle sellers "
                f"made money on {r.randint(55, 70)}% of weeks, but the losing weeks gave back roughly "
                f"{r.uniform(1.6, 2.4):.1f}x the average winning week, which is the usual shape of the trade.",
                f"Participant data: client accounts are net long {inr(r.randint(80000, 260000))} index call contracts "
                f"and net short puts, while proprietary accounts hold the opposite. Historically the prop side of "
                f"that ledger is the better-informed one intraday, though the relationship is weak over multi-day "
                f"horizons.",
                f"Term structure: the weekly ATM IV is {self.niv * 100:.1f}%, the monthly "
                f"{self.niv * 100 + r.uniform(0.3, 1.2):.1f}% and the next monthly "
                f"{self.niv * 100 + r.uniform(0.8, 1.8):.1f}%. A normal upward slope; an inversion would be the "
                f"signal that the market is pricing an event inside the week, and there is none today.",
                f"Breadth: {r.randint(28, 40)} of the 50 NIFTY constituents are above their 20-day moving average and "
                f"{r.randint(30, 44)} above the 50-day. The advance-decline ratio on the broader NSE universe has been "
                f"above 1 for {r.randint(2, 7)} of the last ten sessions. That is consistent with a market that is "
                f"grinding rather than trending.",
                f"Rupee and rates: USD/INR has held a {r.uniform(0.15, 0.4):.2f} range for the week with the central "
                f"bank visibly smoothing. The 10-year G-sec is at {r.uniform(6.7, 7.1):.2f}%. Neither is moving enough "
                f"to matter for index options over a one-week horizon; both matter for bank futures over a month.",
                f"Data quality: two option-chain snapshots this morning had stale LTPs on far OTM strikes; the "
                f"numbers in this note use the exchange's bhavcopy-consistent fields where available. The OI "
                f"changes are against the previous day's final OI, not the 09:15 value.",
                f"Around {inr(atm)}, dealer hedging flows are estimated at ±{r.randint(900, 2400)} futures contracts per "
                f"50-point move. That is small relative to average traded volume, so it explains the stickiness "
                f"around round strikes only on quiet days.",
                f"Earnings calendar: {r.randint(6, 14)} F&O names report this week, none of them index heavyweights. "
                f"Average implied move into results for that group is {r.uniform(3.5, 6.5):.1f}% against an average "
                f"realised move of {r.uniform(3.0, 6.0):.1f}% over the last four quarters.",
                f"Regulatory backdrop: the exchange's revised position limits for index options are computed on a "
                f"delta-adjusted basis intraday. For a desk of our size the binding constraint remains the internal "
                f"per-strike cap and the margin available, not the exchange limits.",
                f"Cross-asset: GIFT Nifty volume overnight was {r.randint(60, 140)}% of its 20-day average and the "
                f"basis to the spot index closed at {r.randint(20, 90)} points, within its usual band. The MSCI India "
                f"future in Singapore traded in line with the onshore index.",
                f"Calendar effects: sessions ahead of a weekly expiry have shown a slight tendency for the index to "
                f"close within {r.randint(60, 90)} points of the largest put-call OI crossover. The effect is "
                f"statistically fragile — it disappears when the three largest gap days are removed — and is noted "
                f"only so that nobody over-reads it.",
                f"Funding and margin: peak-margin rules mean that intraday margin has to be available at four random "
                f"snapshots, not just at the close. On a day with a large short-option addition the binding snapshot "
                f"is usually the first one after the order; the risk engine checks against that, which is why "
                f"pre-trade blocks can appear even when end-of-day utilisation looks comfortable.",
                f"Index composition: financials are {r.randint(33, 38)}% of NIFTY by weight, IT about "
                f"{r.randint(11, 14)}%, energy about {r.randint(10, 13)}%. A one-percent move in the two largest "
                f"private banks moves the index by roughly {r.randint(18, 28)} points on its own, which is why "
                f"bank-specific headlines show up in index option premiums within minutes.",
                f"Execution notes: exchange freeze quantity for NIFTY options is {r.choice([1800, 1755])} units per "
                f"order; anything larger is sliced by the OMS. Stock futures orders outside the dynamic price band "
                f"are rejected by the exchange before they reach the book, and the OMS surfaces that as a reject, "
                f"not a cancel.",
                f"Seasonality: the last week of the month has historically carried higher volumes in stock futures "
                f"as positions roll; roll spreads tend to widen on the final two days. Nothing unusual in the current "
                f"series so far, with rollover at {r.randint(20, 45)}% for index futures as of today.",
                f"Sentiment gauges: the put-call ratio on total OI is {r.uniform(0.8, 1.2):.2f}, the India VIX "
                f"term structure is upward sloping, and the advance-decline line is flat on the week. None of these "
                f"is at an extreme; taken together they describe a market without a strong positioning imbalance.",
                f"Volume profile: the point of control for the last five sessions sits near "
                f"{inr(atm - 50)}, with low-volume nodes {r.randint(120, 200)} points either side. Price tends to "
                f"travel quickly through those nodes, which is worth keeping in mind when reading the OI walls.",
                f"Options flow: block-sized trades (over 500 lots) in the weekly series were "
                f"{r.randint(8, 30)} today against a 20-day average of {r.randint(10, 25)}. Most were in the "
                f"nearest two strikes on the call side, consistent with spread trades rather than outright views.",
                f"Bank-specific: the credit-deposit ratio across the large private banks remains above "
                f"{r.randint(78, 86)}%, which constrains loan growth and keeps deposit pricing competitive. That "
                f"is a slow-moving story for the bank futures, not a driver of this week's options.",
                f"Retail participation: the share of index option premium turnover from individual accounts is "
                f"about {r.randint(30, 42)}%, lower than a year ago after the contract-size increase. The change "
                f"has made far-OTM strikes less crowded on expiry afternoons.",
                f"Event risk: there is no scheduled central-bank decision, no major index rebalance and no "
                f"large IPO listing inside this week's expiry window. The main unscheduled risks remain global "
                f"rates and crude, both covered in the overnight digest.",
                f"Realised versus implied: over the last twenty sessions NIFTY's close-to-close realised "
                f"volatility has been {r.uniform(8, 12):.1f}% while weekly ATM implied averaged "
                f"{self.niv * 100 + r.uniform(0.5, 2):.1f}%. The premium for selling volatility has been "
                f"positive but thinner than its long-run average.",
                f"Basis: the near-month NIFTY future trades at a premium of {r.randint(40, 120)} points to "
                f"spot, implying an annualised cost of carry of {r.uniform(6.0, 8.5):.1f}%. The premium has been "
                f"stable through the session, which argues against aggressive futures-led buying.",
                f"Stock futures roll: across the F&O universe, rollover to the next series stands at "
                f"{r.randint(15, 40)}% with {r.randint(2, 6)} sessions left, a little behind the three-series "
                f"average. Slow rolls have not reliably predicted direction in the following series.",
            ]
            r.shuffle(P)
            self._paras = P
        return self._paras.pop() if self._paras else ""

    # ------------------------------------------------------------ long-form research (no decisions)
    def _research_extra(self):
        r = self.rng
        d = self.d.strftime("%d %b")
        n0 = self.n0
        atm = int(round(n0 / 100) * 100)
        # overnight digest
        t = self.T(6, r.randint(5, 25))
        self.add("vidur", t, (
            f"**Overnight digest — {d}**\n\n"
            f"US: equities finished mixed after a choppy session; the dollar index is at {r.uniform(101, 106):.2f} and "
            f"the 10-year Treasury yield moved {r.randint(-6, 6):+d} bp to {r.uniform(4.0, 4.6):.2f}%. Fed speakers "
            f"repeated that policy is in a good place; futures price {r.randint(1, 3)} cuts over the next twelve months, "
            f"roughly unchanged on the week.\n\n"
            f"Commodities: Brent ${r.uniform(72, 88):.2f}, gold ${inr(r.randint(2300, 2700))}/oz, copper "
            f"{r.uniform(-1.5, 1.5):+.1f}%. For India the crude number matters more than anything else on this list — "
            f"every $5 move in Brent is worth roughly 10–15 bp on the current-account deficit and shows up first in "
            f"OMC and paint stocks.\n\n"
            f"Asia: Nikkei {r.uniform(-1.2, 1.2):+.2f}%, Kospi {r.uniform(-1.2, 1.2):+.2f}%, Hang Seng futures "
            f"{r.uniform(-1.5, 1.5):+.2f}%. USD/INR NDF is quoting {r.uniform(83.1, 83.9):.2f}, suggesting a "
            f"quiet rupee open.\n\n"
            f"Domestic calendar: no index heavyweights report today; the MPC minutes are due this week and the "
            f"GST collection print is at month-end. Weekly NIFTY options expire on {self.wexp_txt}; BANKNIFTY and "
            f"stock futures on {self.mexp_txt}. Full pre-market note at 07:30.\n\n" + self.para()))
        # sector / flows
        t = self.T(11, r.randint(33, 38))
        secs = ["Bank", "IT", "Auto", "Metal", "Pharma", "FMCG", "Energy", "Realty", "PSU Bank", "Media"]
        r.shuffle(secs)
        rows = "\n".join(f"{x:<9} {r.uniform(-1.8, 2.2):+.2f}%  adv/dec {r.randint(2, 12)}/{r.randint(1, 10)}" for x in secs[:8])
        self.add("vidur", t, (
            f"**Sector rotation check — {d}, 11:30 IST**\n\n"
            f"```\n{rows}\n```\n"
            f"Leadership this morning is narrow: two sectors explain most of the index move and the equal-weight "
            f"NIFTY is lagging the cap-weighted index by {r.uniform(0.1, 0.6):.2f}%. That pattern usually means the "
            f"move is driven by index futures and a few heavyweights rather than broad buying, and such sessions "
            f"tend to fade into the afternoon unless fresh flows arrive.\n\n"
            f"Cash-market turnover is running at {r.randint(75, 120)}% of the 20-day average by this time. "
            f"Delivery percentage in the large banks is {r.randint(38, 56)}%, which is normal; nothing here "
            f"points to block activity. Stock futures OI across the F&O universe is up {r.uniform(0.5, 2.5):.1f}% "
            f"with long build-up in {r.randint(40, 90)} names and short build-up in {r.randint(30, 80)}.\n\n"
            + self.para() + "\n\n" + f"No change to desk positioning from this read; it is context for the afternoon."))
        # expiry positioning
        t = self.T(14, r.randint(12, 18))
        self.add("vidur", t, (
            f"**Weekly expiry positioning — NIFTY {self.wexp_txt}**\n\n"
            f"Total open interest in the weekly series is {r.uniform(1.1, 1.9):.2f} crore contracts on the call "
            f"side and {r.uniform(1.0, 1.8):.2f} crore on the put side. The largest call concentration sits at "
            f"{inr(atm + 200)} with {r.uniform(45, 90):.1f} lakh, then {inr(atm + 300)}; the largest put "
            f"concentration is at {inr(atm - 200)} with {r.uniform(40, 85):.1f} lakh. Between those two walls "
            f"the market has spent {r.randint(70, 90)}% of this week's trading minutes.\n\n"
            f"Max pain is {inr(atm)}. Max pain is a descriptive statistic, not a forecast; across the last twenty "
            f"weekly expiries the settlement landed within 100 points of the Tuesday max pain only "
            f"{r.randint(8, 12)} times. Dealer gamma is estimated long near the money, which tends to dampen "
            f"intraday moves until one of the walls gives way.\n\n"
            f"Skew: 25-delta put IV minus call IV is {r.uniform(1.0, 3.5):.1f} vol points, in the "
            f"{r.randint(40, 80)}th percentile of the past year. Term structure is in mild contango between the "
            f"weekly and the monthly. These are observations for the desk; there is no recommendation in this "
            f"note.\n\n" + self.para()))
        # FII derivatives read (evening)
        t = self.T(19, r.randint(38, 48))
        self.add("vidur", t, (
            f"**FII derivatives read — {d}**\n\n"
            f"Foreign investors {r.choice(['added', 'covered'])} {inr(r.randint(3000, 25000))} index futures "
            f"contracts today; the long-short ratio in index futures is now {r.uniform(0.25, 0.6):.2f}. In index "
            f"options they were net {r.choice(['buyers', 'sellers'])} of calls and net "
            f"{r.choice(['buyers', 'sellers'])} of puts on a notional basis. Client (retail) accounts moved the "
            f"opposite way, as they usually do.\n\n"
            f"Proprietary desks reduced short put exposure into the close, and the participant-wise OI shows "
            f"pro accounts carrying the largest net short gamma position since the start of the month. When "
            f"that unwinds it can amplify a move in either direction; it is not by itself directional.\n\n"
            f"Read-across to our book is limited. The weekly options and the stock futures are sized well within "
            f"the limits Priya set this morning; nothing in this data changes that.\n\n" + self.para() + "\n\n" +
            self.para()))
        # tomorrow prep
        t = self.T(21, r.randint(0, 20))
        evs = [f"09:00 — GIFT Nifty handover; watch {inr(atm)} on the open",
               f"10:30 — {r.choice(['HSBC flash PMI', 'bank credit data', 'forex reserves'])}",
               f"14:00 — block window; MSCI-related flows possible",
               f"15:30 — close; weekly series {'expires' if self.wexp == self.d + timedelta(days=1) else 'rolls on'}",
               f"17:00 — {r.choice(['RBI MPC minutes', 'CPI data', 'IIP print'])}",
               "19:00 — FII/DII provisional + participant OI"]
        self.add("vidur", t, (
            f"**Tomorrow — prep list**\n\n" + "\n".join(f"• {e}" for e in evs) + "\n\n"
            f"Open book going into tomorrow: the {self.k}CE long (two lots after today's booking, stop in the "
            f"thread), the {self.kb}PE short, one lot of the {self.h1} short, the {self.h2} long and the "
            f"{self.k_hedge}PE hedge. The hedge expires with the weekly; whether to replace it is a morning-call "
            f"item and not decided here.\n\n" + self.para() + "\n\n" + self.para() + "\n\n"
            f"Data the desk asked for: participant OI history (done, in the shared drive), rolling 20-day realised "
            f"vol for BANKNIFTY (done), and the per-strike exposure sheet now reflects the {self.L}-lot cap."))

    def _tables(self):
        r = self.rng
        # stock futures OI build-up screen
        t = self.T(10, r.randint(38, 44))
        names = [x[0] for x in HELD_POOL + WATCH_POOL] + [x[0] for x in OTHER_POOL]
        r.shuffle(names)
        kinds = ["long build-up", "short build-up", "short covering", "long unwinding"]
        rows = []
        for nm in names[:14]:
            rows.append(f"{nm:<11} {r.uniform(-3, 3):>+6.2f}% {r.uniform(-9, 14):>+7.1f}% {r.uniform(0.6, 3.2):>5.1f}x  "
                        f"{r.choice(kinds)}")
        self.add("vidur", t, (
            f"**Stock futures OI screen — {datetime.fromtimestamp(t / 1000, tz=IST).strftime('%H:%M')} IST**\n"
            "```\nname          price     OI chg  vol/avg  read\n" + "\n".join(rows) + "\n```\n"
            "Screen is mechanical: price and OI change against the previous close, volume against the 20-day "
            "average. A 'long build-up' label is only a description of price up with OI up; it is not a signal "
            "and the screen does not know our positions. Names in the book or on the watchlist are not treated "
            "differently here.\n\n" + self.para()))
        # vol surface
        t = self.T(13, r.randint(28, 34))
        spot = self.spot(t)
        atm = int(round(spot / 100) * 100)
        hdr = "strike   " + "  ".join(f"{x:>7}" for x in ["wk", "mth", "next"])
        lines = []
        for i in range(-4, 5):
            K = atm + i * 100
            base = self.niv * 100 + 0.5 * abs(i) + (0.5 * -i if i < 0 else 0)
            lines.append(f"{K:<8d} " + "  ".join(f"{base + off + r.uniform(-0.2, 0.2):>7.2f}" for off in (0, 0.8, 1.4)))
        self.add("vidur", t, (
            f"**NIFTY vol surface (mid IV %) — spot {inr(round(spot, 2), 2)}**\n```\n{hdr}\n" + "\n".join(lines) +
            "\n```\n"
            f"The put wing is bid relative to calls by roughly {r.uniform(1.0, 2.6):.1f} vols at equal distance, "
            f"slightly above its one-month average. The weekly smile has flattened since the open as realised "
            f"volatility stayed low. Calendar spreads between the weekly and the monthly are trading near "
            f"{r.uniform(0.5, 1.5):.1f} vols, the middle of their range.\n\n" + self.para() + "\n\n" + self.para()))
        # risk exposure tables (noise)
        for h in (12, 15):
            t = self.T(h, r.randint(14, 20))
            rows = [f"{self.ce_sym:<24} lots={r.randint(2, 5):>3}/{self.L}  notional={inr(r.randint(2500000, 9000000)):>12}",
                    f"{self.nifty_prefix}{self.k_hedge}PE{'':<3} lots={4:>3}/{self.L}  "
                    f"notional={inr(r.randint(2500000, 9000000)):>12}",
                    f"BANKNIFTY{self.mprefix}{self.kb}PE{'':<2} lots={-1:>3}/{self.L}  "
                    f"notional={inr(r.randint(1500000, 2000000)):>12}",
                    f"{self.h1}{self.mprefix}FUT{'':<8} lots={-1:>3}/5  notional={inr(r.randint(600000, 1600000)):>12}",
                    f"{self.h2}{self.mprefix}FUT{'':<8} lots={1:>3}/5  notional={inr(r.randint(600000, 1600000)):>12}"]
            self.noise("risk", t, "```\nRISK EXPOSURE book=MUM-NFO-01 status=within_limits\n" + "\n".join(rows) +
                       f"\nnet_delta_nifty_eq={r.uniform(-60, 140):+.1f} lots · vega={inr(r.randint(-9000, 9000))} "
                       f"· stress(-3%)={inr(-r.randint(150000, 400000))}\n```")
        # Priya morning call notes
        t = self.T(8, r.randint(56, 59))
        h1, h2 = self.held
        self.add("priya", t, (
            "morning call notes 📝\n"
            f"1. overnight: US mixed, GIFT flat-ish, VIX {self.vix:.1f}\n"
            f"2. book: {h1[0]} short 2 lots (results aaj/kal ka dhyan), {h2[0]} long 1 lot, {self.k_hedge}PE hedge 4 lots\n"
            "3. limits pinned hai upar, sab ek baar padh lo\n"
            f"4. weekly expiry {self.wexp_txt}, monthly {self.mexp_txt} — roll plan 2 din pehle discuss karenge\n"
            "5. Vidur ka pre-market note padh lena, OI walls wahi hain\n"
            "6. koi bhi naya trade — pehle yahan post, fir bhejo. no WhatsApp trades 🙏"))
        # Priya EOD summary
        t = self.T(16, r.randint(40, 50))
        self.add("priya", t, (
            "EOD 🧾 aaj theek din tha. discipline mostly achha, bas ek per-strike breach hua — kal se add karne se "
            "pehle exposure sheet dekh lena. margin block wala bhi dhyan do, BANKNIFTY short ke liye margin pehle "
            "check karo. kal morning call 8:50 pe, time pe aana 🙏"))

    def _wire_colour(self):
        r = self.rng
        heads = [
            ("Markets", f"Sensex, Nifty open {r.choice(['higher', 'flat', 'marginally lower'])}; banks lead, IT mixed",
             "Benchmark indices opened on a cautious note tracking mixed Asian cues. Market breadth was "
             "positive with advances outnumbering declines on the NSE.", 9, (15, 25)),
            ("Economy", f"India's GST collections rise {r.randint(7, 13)}% YoY to ₹{inr(r.randint(170000, 210000))} crore",
             "Gross GST revenue rose on the back of higher domestic transactions and imports, the finance "
             "ministry said in a statement.", 10, (30, 50)),
            ("Policy", "RBI keeps liquidity surplus steady; VRRR auction of ₹50,000 crore sees tepid response",
             "The central bank's variable rate reverse repo auction drew bids below the notified amount, "
             "indicating banks prefer to park funds at the SDF window.", 12, (10, 30)),
            ("IPO", f"{r.choice(['Sanvi Logistics', 'Kaveri Agritech', 'Meridian Hospitals'])} IPO subscribed "
             f"{r.uniform(1.5, 40):.1f}x on day {r.randint(1, 3)}; QIB portion yet to pick up",
             "The issue is priced in a band set by the company, with the retail portion seeing strong demand "
             "from the first hour.", 13, (30, 55)),
            ("Commodities", f"Brent crude {r.choice(['rises', 'eases'])} to ${r.uniform(72, 88):.2f} on "
             f"{r.choice(['supply worries', 'demand concerns', 'inventory build'])}",
             "Oil prices moved as traders weighed OPEC+ output signals against the US demand outlook.", 14, (40, 55)),
            ("Markets", f"Nifty ends {r.choice(['higher', 'lower', 'flat'])}; VIX {r.choice(['eases', 'firms'])} "
             f"ahead of weekly expiry", "Benchmarks closed the session with a mixed tone; broader indices "
             "outperformed while the volatility index moved within a narrow band.", 15, (40, 55)),
            ("Monsoon", "IMD says monsoon on track, onset over Kerala likely in normal window",
             "The weather office retained its above-normal forecast for the June–September season.", 17, (0, 30)),
            ("Global", f"US futures {r.choice(['edge up', 'slip'])} ahead of Fed minutes; dollar steady",
             "Investors looked ahead to the minutes of the Federal Reserve's last meeting for clues on the "
             "rate path.", 20, (0, 50)),
        ]
        for cat, title, desc, h, (a, b) in heads:
            t = self.T(h, r.randint(a, b))
            self.add("wire", t, "", embeds=[{"title": f"📰 {title}", "description": desc, "author": f"NSE Wire · {cat}",
                                             "url": "https://www.nseindia.com/market-data", "footer": "wire · delayed 2m"}])

    def _discussion(self):
        r = self.rng
        k, kb = self.k, self.kb
        qa = [
            ("rohit", 10, f"@Vidur {k + 100}CE pe writers kitne strong hain? OI kitna add hua aaj",
             f"Since the open, {k + 100} CE OI is up {r.uniform(8, 25):.1f} lakh to about {r.uniform(50, 95):.1f} lakh, "
             f"which makes it the largest addition on the call side. The premium has not fallen in proportion, so "
             f"part of that is spread and calendar activity rather than pure writing. Put OI added at {k - 100} is "
             f"about two-thirds of that. I would read it as a soft cap for today rather than a hard one."),
            ("aditi", 11, "@Vidur BANKNIFTY ka realised vol last 10 din ka kitna hai?",
             f"10-day close-to-close realised vol for BANKNIFTY is {r.uniform(10, 15):.1f}%, the 20-day is "
             f"{r.uniform(11, 16):.1f}%. Parkinson (high-low) estimate over 10 days is slightly higher at "
             f"{r.uniform(12, 17):.1f}%, which reflects the intraday swings we have had on policy headlines. Implied "
             f"on the monthly ATM is {self.bniv * 100:.1f}%, so the implied-realised spread is positive but not wide."),
            ("kunal", 12, f"@Vidur {self.h1} ka cost of carry normal hai? roll karna pada toh",
             f"The {self.mon} future carries an annualised basis of {r.uniform(6, 8.5):.1f}%; the next-month contract "
             f"is at {r.uniform(6, 8.5):.1f}%. Both are inside the range of the last six series, so a roll at "
             f"current spreads would cost roughly ₹{r.randint(4, 9)} per share. Liquidity in the next-month "
             f"contract is about a third of the near month, which matters more than the spread for one lot."),
            ("priya", 15, "@Vidur aaj ka max drawdown kitna tha book pe?",
             f"Intraday the book's worst point was about -₹{inr(r.randint(25000, 90000))} around the first hour, "
             f"driven by the {self.h1} short into the results. From there it recovered with the index. Peak margin "
             f"utilisation was near the block at the time of the BANKNIFTY order, which is why that order was sized "
             f"down."),
        ]
        qa += [
            ("aditi", 13, "@Vidur straddle premium aaj subah se kitna gira?",
             f"The weekly ATM straddle opened near ₹{r.randint(230, 320)} and is now around "
             f"₹{r.randint(180, 240)}, a decline of roughly {r.randint(12, 24)}%. About two-thirds of that is "
             f"theta and the rest is the drop in implied volatility after the first hour; the spot move itself "
             f"contributed little because the straddle was re-centred near the money."),
            ("rohit", 14, f"@Vidur {self.kb}PE ka delta abhi kitna hai?",
             f"The {self.kb} put is at roughly {-r.uniform(0.08, 0.25):.2f} delta with BANKNIFTY at "
             f"{inr(round(self.bn(self.T(14, 0))))}. Gamma is modest at this distance; a 300-point fall in the "
             f"index would take the delta to about {-r.uniform(0.25, 0.4):.2f}. Vega per lot is about "
             f"₹{r.randint(180, 420)} per vol point."),
        ]
        for who, h, q, a in qa:
            t = self.T(h, r.randint(0, 50))
            qm = self.add(who, t, q)
            self.add("vidur", self.after(t, 20, 90), a, ref=qm.key)
        longer = [
            "yaar aaj ka move pura banks ne kiya, baaki sab flat. equal weight dekho toh kuch nahi hua",
            "kal raat US mein tech gira tha par yahan IT hold kar raha, interesting",
            f"{k} ke upar close hua toh kal gap up possible, warna range hi rahega",
            "bhai margin sheet update kar do, SPAN file naya aaya hai aaj subah",
            "Kite ka basket order phir se timeout de raha tha 10 baje, support ko mail kiya",
            "VIX itna kam hai aur sab option bechne mein lage hain, ek din sab ulta padega 😬",
            "theta decay chart dekha? last 2 din mein sabse zyada hota hai weekly mein",
            f"{kb + 500}CE ka premium bahut jaldi gira, writers khush honge",
            "FII shorts cover karne lage toh rocket banega index",
            "aaj ka setup trending day jaisa lag raha tha subah, ab chop ho gaya",
            "PSU banks mein retail bahut aa gaya hai, careful",
            f"option chain mein {inr(self.k - 500)} PE pe OI dekha? bahut bada hai",
            "yeh expiry pe gamma blast hoga lagta hai, dekhte hain",
            "OI ka data thoda late aa raha hai aaj, 3-4 min lag",
            "kal ka contract note aaya kya? charges check karne hain",
            "STT badhne ke baad scalping ka maza hi nahi raha",
            "risk wala sheet kisne lock kiya? edit nahi ho raha",
        ]
        r.shuffle(longer)
        for line in longer[: r.randint(13, 16)]:
            h = r.choice([9, 10, 10, 11, 11, 12, 13, 14, 14, 15])
            t = self.T(h, r.randint(16 if h == 9 else 0, 29 if h == 15 else 59))
            self.add(r.choice(["rohit", "kunal", "aditi", "priya"]), t, line)


# --------------------------------------------------------------------------- assemble
def _finalize(day: DeskDay, worker: int):
    msgs = sorted(day.msgs.values(), key=lambda m: (m.t, int(m.key[1:]) if m.key[1:].isdigit() else 0))
    last = -1
    for m in msgs:
        if m.t <= last:
            m.t = last + 1
        last = m.t
    seq = 0
    for m in msgs:
        m.id = str(snowflake(m.t, worker, seq))
        seq = (seq + 1) & 0xFFF
    # thread channel ids = starter message ids
    for m in msgs:
        if m.thread:
            m.chan = day.msgs[m.thread].id
        else:
            m.chan = day.cid
    return msgs


def _final_content(m):
    c = m.content
    for _, new in sorted(m.edits, key=lambda e: e[0]):
        c = new
    return c


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []  # (t, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        for di in range(days):
            start = end_ms - (days - di) * 86400000
            day = DeskDay(seed, ch, di, start).build()
            worker = (ch * 5 + di) % 31 + 1
            msgs = _finalize(day, worker)
            by_key = {m.key: m for m in msgs}
            for m in msgs:
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
                if m.thread:
                    ev["parent_channel_id"] = day.cid
                msg = {"id": m.id, "author_id": PEOPLE[m.who][0], "author_name": PEOPLE[m.who][1],
                       "author_bot": PEOPLE[m.who][2], "created_at": iso(m.t), "content": m.content,
                       "attachments": m.attachments or [], "embeds": m.embeds or [],
                       "reference_id": by_key[m.ref].id if m.ref else None}
                if m.ref:
                    assert by_key[m.ref].t < m.t, (m.key, m.ref)
                ev["message"] = msg
                events.append((m.t, 0, ev))
            for t, kind, key, extra in day.ops:
                if kind == "bulk_delete":
                    ms = [by_key[k] for k in key]
                    assert all(x.t < t for x in ms)
                    events.append((t, 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms[0].chan,
                                          "message_ids": [x.id for x in ms], "deleted_at": iso(t)}))
                    continue
                m = by_key[key]
                assert m.t < t, (kind, key)
                base = {"op": kind, "guild_id": GUILD_ID, "channel_id": m.chan}
                if kind == "edit":
                    base.update(message_id=m.id, edited_at=iso(t), content=extra)
                elif kind == "delete":
                    base.update(message_id=m.id, deleted_at=iso(t))
                elif kind == "forget":
                    base.update(message_id=m.id, requested_by=PEOPLE[extra][0], at=iso(t))
                elif kind == "pin":
                    base.update(message_id=m.id, by=PEOPLE[extra][0], at=iso(t))
                elif kind in ("reaction_add", "reaction_remove"):
                    base.update(message_id=m.id, emoji=extra[0], user_id=PEOPLE[extra[1]][0], at=iso(t))
                events.append((t, 1, base))
            # labels
            for m in msgs:
                final = _final_content(m)
                if m.edits and m.final_state == "live":
                    m.final_state = "edited"
                text = final + "\n" + embed_text(m.embeds)
                if m.hard:
                    et, facts, phr = m.hard
                    for f in facts:
                        assert f in text, (m.key, f, text)
                    labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": et,
                                                  "facts": facts, "phrasing": phr, "final_state": m.final_state})
                for s in m.superseded:
                    labels["superseded_facts"].append([m.chan, m.id, s])
                if m.final_state in ("deleted", "forgotten"):
                    assert m.removed and m.removed in (m.content + embed_text(m.embeds)), m.key
                    labels["removed_texts"].append(m.removed)
                if m.cat == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.cat == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and ch == 0 and di == 0:
                    labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in events], "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    print(f"{DESK}: {len(res['events'])} events, {len(lab['hard_events'])} hard events, "
          f"{len(lab['noise_message_ids'])} noise, {len(lab['near_miss_ids'])} near-miss", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
