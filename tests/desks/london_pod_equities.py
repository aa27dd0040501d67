#!/usr/bin/env python3
"""Desk generator: London multi-manager pod, European equities.

Cash names by Bloomberg-style ticker ("SAP GY", "ASML NA", "BARC LN", "MC FP") and by
company name, pairs, index hedges (VGZ6 / Z Z6 / GXZ6), single-stock options and
CFDs / total-return swaps.

Registers: a PM who approves by emoji reaction (reaction_add ✅ / ❌, 👀 = "looking",
not an approval) or a one-word thread reply; analysts proposing in one thread per idea
("Idea:" / "Sizing:" / "Risk:"); an LLM analyst agent posting markdown with fenced
JSON blocks (only `"mode": "live"` blocks are the desk's orders); a FIX-to-chat bridge
posting raw tag=value execution reports (sometimes another pod's account in tag 1);
a pre-trade compliance bot; a corporate-actions / news bot; plus ops noise.

Standard library only. Pure function of the arguments.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "london_pod_equities"
EPOCH_MS = 1420070400000
GUILD_ID = "1174938265519203328"
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=timezone.utc)  # day = Fri 4 Dec 2026

# key -> (author_id, display name, bot)
PEOPLE = {
    "pm": ("1175102284467916870", "Hugo Ashworth", False),
    "risk": ("1175102901773590528", "Claire Mbeki", False),
    "an1": ("1175103377290231849", "Priya Natarajan", False),
    "an2": ("1175103822981468160", "Matteo Rinaldi", False),
    "an3": ("1175104160467755029", "Sofie Lindqvist", False),
    "trader": ("1175104655920312340", "Dan Kearney", False),
    "ops": ("1175105012339863583", "Jess Okafor", False),
    "atlas": ("1175106839487188992", "atlas-analyst", True),
    "fix": ("1175107318745923604", "fix-bridge", True),
    "ptc": ("1175107790105841715", "ptc-guard", True),
    "rns": ("1175108283297272000", "rns-wire", True),
    "mon": ("1175108741839519754", "pod-mon", True),
    "ci": ("1175109196254601267", "riskmodel-ci", True),
    "pnl": ("1175109633036816425", "pnl-bot", True),
    "clock": ("1175110084952100935", "mkt-clock", True),
    "oms": ("1175110520170037299", "oms", True),
}
ANALYSTS = ["an1", "an2", "an3"]

# ticker, company (formal), short name, FIX symbol, ccy, price, MIC, sector
UNIVERSE = [
    ("ASML NA", "ASML Holding N.V.", "ASML", "ASML", "EUR", 742.0, "XAMS", "semis"),
    ("SAP GY", "SAP SE", "SAP", "SAP", "EUR", 231.5, "XETR", "software"),
    ("BARC LN", "Barclays PLC", "Barclays", "BARC", "GBp", 268.4, "XLON", "banks"),
    ("MC FP", "LVMH Moët Hennessy Louis Vuitton SE", "LVMH", "MC", "EUR", 612.0, "XPAR", "luxury"),
    ("SIE GY", "Siemens AG", "Siemens", "SIE", "EUR", 198.2, "XETR", "industrials"),
    ("RIO LN", "Rio Tinto plc", "Rio Tinto", "RIO", "GBp", 4870.0, "XLON", "mining"),
    ("AAL LN", "Anglo American plc", "Anglo American", "AAL", "GBp", 2410.0, "XLON", "mining"),
    ("NOVOB DC", "Novo Nordisk A/S", "Novo Nordisk", "NOVOB", "DKK", 412.0, "XCSE", "pharma"),
    ("VOW3 GY", "Volkswagen AG", "Volkswagen", "VOW3", "EUR", 92.4, "XETR", "autos"),
    ("ENR GY", "Siemens Energy AG", "Siemens Energy", "ENR", "EUR", 96.1, "XETR", "industrials"),
    ("AZN LN", "AstraZeneca PLC", "AstraZeneca", "AZN", "GBp", 11850.0, "XLON", "pharma"),
    ("SAN FP", "Sanofi S.A.", "Sanofi", "SAN", "EUR", 94.2, "XPAR", "pharma"),
    ("BNP FP", "BNP Paribas S.A.", "BNP Paribas", "BNP", "EUR", 68.3, "XPAR", "banks"),
    ("ADS GY", "adidas AG", "adidas", "ADS", "EUR", 214.0, "XETR", "consumer"),
    ("HSBA LN", "HSBC Holdings plc", "HSBC", "HSBA", "GBp", 905.0, "XLON", "banks"),
    ("NESN SW", "Nestlé S.A.", "Nestlé", "NESN", "CHF", 79.1, "XSWX", "staples"),
    ("UCG IM", "UniCredit S.p.A.", "UniCredit", "UCG", "EUR", 58.2, "MTAA", "banks"),
    ("ISP IM", "Intesa Sanpaolo S.p.A.", "Intesa", "ISP", "EUR", 4.71, "MTAA", "banks"),
    ("TTE FP", "TotalEnergies SE", "TotalEnergies", "TTE", "EUR", 55.8, "XPAR", "energy"),
    ("SHEL LN", "Shell plc", "Shell", "SHEL", "GBp", 2690.0, "XLON", "energy"),
    ("ULVR LN", "Unilever PLC", "Unilever", "ULVR", "GBp", 4720.0, "XLON", "staples"),
    ("INGA NA", "ING Groep N.V.", "ING", "INGA", "EUR", 17.9, "XAMS", "banks"),
    ("AIR FP", "Airbus SE", "Airbus", "AIR", "EUR", 171.4, "XPAR", "aero"),
    ("DTE GY", "Deutsche Telekom AG", "Deutsche Telekom", "DTE", "EUR", 31.2, "XETR", "telcos"),
    ("VOD LN", "Vodafone Group Plc", "Vodafone", "VOD", "GBp", 74.5, "XLON", "telcos"),
    ("ABI BB", "Anheuser-Busch InBev SA/NV", "AB InBev", "ABI", "EUR", 55.4, "XBRU", "staples"),
    ("RR/ LN", "Rolls-Royce Holdings plc", "Rolls-Royce", "RR.", "GBp", 905.0, "XLON", "aero"),
    ("BAYN GY", "Bayer AG", "Bayer", "BAYN", "EUR", 27.3, "XETR", "pharma"),
    ("IFX GY", "Infineon Technologies AG", "Infineon", "IFX", "EUR", 36.8, "XETR", "semis"),
    ("KER FP", "Kering SA", "Kering", "KER", "EUR", 231.0, "XPAR", "luxury"),
    ("DBK GY", "Deutsche Bank AG", "Deutsche Bank", "DBK", "EUR", 24.6, "XETR", "banks"),
    ("GLEN LN", "Glencore plc", "Glencore", "GLEN", "GBp", 352.0, "XLON", "mining"),
]
FUTS = [("VGZ6", "SX5E", 5712.0, "XEUR"), ("Z Z6", "FTSE", 9838.5, "IFEU"), ("GXZ6", "DAX", 24650.0, "XEUR")]
OTHER_PODS = [("MSP-EQ07", "Marcus's pod"), ("KRA-MN02", "the Kraken market-neutral book"),
              ("HLX-EV01", "the event-driven pod")]
BROKERS = ["GSCO", "MSCO", "JPMS", "BAML", "UBSW"]


# --------------------------------------------------------------------------- helpers
def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _p(inst, price: float) -> str:
    """Price as a desk writes it."""
    if inst[4] == "GBp" and price >= 100:
        return f"{price:.1f}"
    if price < 10:
        return f"{price:.3f}"
    return f"{price:.2f}"


def _q(n: int, style: int) -> str:
    if style == 0:
        return f"{n:,}"
    if style == 1 and n % 1000 == 0:
        return f"{n // 1000}k"
    return str(n)


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


HOUR_W = [0.3, 0.25, 0.25, 0.3, 0.4, 0.6, 1.6, 4.0, 8.0, 6.5, 4.5, 3.5,
          2.6, 3.4, 6.0, 5.0, 6.2, 3.2, 1.6, 1.0, 0.7, 0.5, 0.4, 0.35]


class _Cap:
    """Collects events and labels for the whole run."""

    def __init__(self):
        self.events = []  # (ms, rank, id_int, n, event)
        self.n = 0
        self.seq = 0
        self.used = set()
        self.text = {}  # message id -> (content, embeds)
        self.chan_of = {}
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.idiom_names = set()
        self.stats = {}  # day key -> counters

    def sf(self, ms: int, worker: int) -> str:
        while True:
            self.seq = (self.seq + 1) % 4096
            v = ((ms - EPOCH_MS) << 22) | ((worker % 32) << 17) | self.seq
            if v not in self.used:
                self.used.add(v)
                return str(v)

    def add(self, ms, ev, rank=1, idint=0):
        self.n += 1
        self.events.append((ms, rank, idint, self.n, ev))


class _Day:
    def __init__(self, cap: _Cap, rng: random.Random, chan: str, cidx: int, day0_ms: int, book: dict):
        self.c, self.r, self.chan, self.cidx, self.d0, self.b = cap, rng, chan, cidx, day0_ms, book
        self.key = (chan, day0_ms)
        cap.stats[self.key] = {"messages": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0}
        self.st = cap.stats[self.key]
        self.ordn = rng.randint(100, 400)
        self.mmdd = datetime.fromtimestamp(day0_ms / 1000, tz=timezone.utc).strftime("%m%d")
        self.fixseq = rng.randint(800, 2000)

    # ----- time
    def t(self, h, m=0, s=0, jit=0):
        base = self.d0 + ((h * 60 + m) * 60 + s) * 1000
        if jit:
            base += self.r.randint(0, jit * 1000)
        return base + self.r.randint(0, 999)

    def rand_time(self):
        h = self.r.choices(range(24), weights=HOUR_W)[0]
        return self.t(h, self.r.randint(0, 59), self.r.randint(0, 59))

    def oid(self):
        self.ordn += self.r.randint(1, 9)
        return f"LPE-{self.mmdd}-{self.ordn:04d}"

    # ----- ops
    def msg(self, ms, who, content="", embeds=None, ref=None, thread=None, pinned=False, attach=None):
        aid, name, bot = PEOPLE[who]
        if "52=@@TS@@" in content:  # FIX SendingTime a little before the bridge posts it
            st = datetime.fromtimestamp((ms - self.r.randint(40, 900)) / 1000, tz=timezone.utc)
            content = content.replace("52=@@TS@@", "52=" + st.strftime("%Y%m%d-%H:%M:%S.") + f"{st.microsecond // 1000:03d}")
        mid = self.c.sf(ms, 1 + (list(PEOPLE).index(who) % 30))
        ch = thread or self.chan
        m = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
             "created_at": _iso(ms), "content": content, "reference_id": ref}
        if embeds:
            m["embeds"] = embeds
        if attach:
            m["attachments"] = attach
        if pinned:
            m["pinned"] = True
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            ev["parent_channel_id"] = self.chan
        ev["message"] = m
        self.c.add(ms, ev, 0, int(mid))
        self.c.text[mid] = [content, embeds]
        self.c.chan_of[mid] = ch
        self.st["messages"] += 1
        self.st["bytes"] += len(content.encode()) + len(_embed_text(embeds).encode())
        return mid

    def thread(self, ms):
        return self.c.sf(ms, 29)

    def edit(self, ms, mid, content):
        self.c.add(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "edited_at": _iso(ms), "content": content})
        self.c.text[mid][0] = content

    def delete(self, ms, mid):
        self.c.add(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "deleted_at": _iso(ms)})

    def bulk_delete(self, ms, mids):
        self.c.add(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mids[0]],
                        "message_ids": list(mids), "deleted_at": _iso(ms)})

    def forget(self, ms, mid, by="risk"):
        self.c.add(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "requested_by": PEOPLE[by][0], "at": _iso(ms)})

    def react(self, ms, mid, emoji, who="pm"):
        self.c.add(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "emoji": emoji, "user_id": PEOPLE[who][0], "at": _iso(ms)})

    def unreact(self, ms, mid, emoji, who="pm"):
        self.c.add(ms, {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "emoji": emoji, "user_id": PEOPLE[who][0], "at": _iso(ms)})

    def pin(self, ms, mid, who="pm"):
        self.c.add(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.c.chan_of[mid],
                        "message_id": mid, "by": PEOPLE[who][0], "at": _iso(ms)})

    # ----- labels
    def hard(self, mid, etype, facts, phrasing, state="live", extra=None):
        h = {"channel_id": self.c.chan_of[mid], "message_id": mid, "event_type": etype,
             "facts": list(facts), "phrasing": phrasing, "final_state": state}
        if extra:
            h.update(extra)
        self.c.hard.append(h)
        self.st["hard"] += 1
        return mid

    def noise(self, mid):
        self.c.noise.append(mid)
        self.st["noise"] += 1
        return mid

    def near(self, mid):
        self.c.near.append(mid)
        self.st["near"] += 1
        return mid

    def idiom(self, mid, name, expected):
        if name not in self.c.idiom_names and len(self.c.idioms) < 20:
            self.c.idiom_names.add(name)
            self.c.idioms.append({"message_id": mid, "idiom": name, "expected": expected})

    # ----- FIX
    def fix(self, inst_sym, mic, side, qty, px, clid, status, cum, last_qty=0, last_px=None,
            acct=None, broker=None, extra="", avg=None):
        self.fixseq += self.r.randint(1, 7)
        broker = broker or self.r.choice(BROKERS)
        acct = acct or self.b["acct"]
        exec_type = {"0": "0", "1": "F", "2": "F", "4": "4", "8": "8", "5": "5"}[status]
        parts = ["8=FIX.4.4", f"9={self.r.randint(220, 330)}", "35=8", f"34={self.fixseq}",
                 f"49={broker}", "56=LPEQ", "52=@@TS@@",
                 f"1={acct}", f"11={clid}", f"17={broker[:2]}{self.r.randint(10**7, 10**8 - 1)}",
                 f"37={broker[:2]}-{self.r.randint(1000, 9999)}", f"38={qty}", f"39={status}",
                 f"54={side}", f"55={inst_sym}"]
        if mic:
            parts.append(f"207={mic}")
        parts.append(f"44={px}")
        if last_qty:
            parts += [f"32={last_qty}", f"31={last_px}"]
        parts += [f"14={cum}", f"151={max(qty - cum, 0) if status not in ('4', '8') else 0}",
                  f"6={avg if avg else (last_px if last_px else '0')}", f"150={exec_type}"]
        if extra:
            parts.append(extra)
        parts.append(f"10={self.r.randint(0, 255):03d}")
        return "|".join(parts) + "|"


# --------------------------------------------------------------------------- text pools
GM = ["gm", "morning all", "gm ☕", "mornin", "gm gm", "👋"]
ACKS = ["ty", "thx", "👍", "ok", "cheers", "ta", "🙏", "noted", "k", "ty 🙏", "👌", "lol", "+1"]
COLOUR = [
    "bunds +{bp}bp at the open, banks liking it",
    "SX5E vol offered again, 1m ATM back below {v}",
    "GS desk says HF flow is net selling semis for the 4th day",
    "feels like a quad-witching rehearsal already, spreads wide in the mid caps",
    "cyclicals v defensives spread at the YTD high, someone is going to get squeezed",
    "usual Friday pattern, liquidity thins out after 15:00",
    "EURGBP +0.3% which is doing the FTSE no favours",
    "china reopening basket +1.8% on the stimulus headlines",
    "DAX leadership narrow, it's SAP and Siemens and not much else",
    "crowding screen from the PB shows luxury longs back at 90th pctile",
    "who's got the CMD deck for {co}? the link in the calendar is dead",
    "PB says borrow on {co} has gone special, 280bps",
    "auction imbalance on the LSE looks big today, {n}m to sell at 16:25 per JPM",
    "ECB speakers all afternoon, expect nothing and get nothing",
    "sell-side note on {co} is a price target bump with no numbers changed, ignore",
    "{co} call was dull, CFO refused to guide on margins",
    "US futs -0.4%, NFP whispers all over the place",
    "the Stoxx 600 equal-weight is lagging cap-weight by 140bp this month, breadth is awful",
    "coffee machine on 4 broken again fyi",
    "fyi I'm on the {co} lunch 12-13:30, ping me on mobile",
]
QUESTIONS = [
    "did anyone look at {co} into the CMD? what's the borrow?",
    "what's our net on {tk} now, after the morning?",
    "is the {tk} print tomorrow pre-market or after close?",
    "anyone know if {co} is still in the SX5E review list?",
    "do we have a view on {tk} into results or are we flat by design?",
]
HYPOS = [
    "if {tk} breaks {lvl} on the print, would we want to be short it vs the sector? not a proposal, just thinking out loud",
    "what if we bought {tk} here and sold {tk2} against it, beta-neutral? probably nothing in it",
    "someone should look at {co} — 9x earnings with a net cash balance sheet",
    "in theory a {tk} put spread into the CMD is cheap, but we'd need a catalyst",
    "if the CMA blocks it, {co} goes back to {lvl} at least. hypothetically a great short",
]
HISTORY = [
    "reminder we bought {tk} at {lvl} in March and got stopped two weeks later. not again",
    "last year we sold {tk} into the CMD at {lvl} and it worked, but the setup was different",
    "we were short {co} through the 2024 profit warning, closed at {lvl}, made 180bps",
    "back in Q2 we had 3% in {tk} at {lvl} avg and it went nowhere for four months",
]
OTHER_POD = [
    "heads up: {pod} is selling ~{n}k {tk} through the day per the PB, not ours, don't read the tape",
    "FYI {pod} just bought {n}k {tk} in the block, they'll be done by lunch",
    "{pod} lifted {n} lots of VGZ6 on the open, that was the spike, not us",
]
QUOTED = [
    "> \"European banks face their toughest year since 2020\" — FT. sure.",
    "> \"Luxury is dead\" — every sell-side strategist, every January",
    "> \"{co} shares slump as activist exits\" — Reuters. was that even a real stake",
    "this ZeroHedge chart of euro earnings revisions is doing the rounds again, same chart as 2023",
]
THREAD_CHAT = [
    "ADV is {adv}m, so {days} days at 20% participation",
    "consensus FY27 EPS is {eps}, we are {pct}% above on the margin bridge",
    "crowding is fine on this one, HF ownership {own}% per the PB screen",
    "the last two quarters they beat on gross margin and missed on opex, watch that",
    "options imply a {mv}% move on the day, feels cheap",
    "sector is the risk here more than the stock, hence the index hedge",
    "I'd rather wait for the pre-close call than front-run it",
    "there's a broker conference on the 9th, mgmt presenting",
    "factor exposure: mostly momentum, some quality, fine vs the book",
    "beta {beta} vs SX5E on 1y daily",
]
PM_QUESTIONS = ["borrow?", "why now?", "interesting. liquidity?", "looks interesting, what's the catalyst date?",
                "and if the guide is fine?"]
HEARTBEAT = ("♥ pod-mon {hh} · oms=up · fix: {fix} · risk=ok (calc {hh}:{ss}, {nm} names, VaR99 {var}bps) · "
             "md=ok (B-PIPE, {stale} stale) · dropcopy lag {lag}ms · ptc queue {q} · disk {disk}%")
CI_LINES = [
    "riskmodel-ci #{n} ✅ passed · factor-model v3.{v} · 412 tests · {s}s",
    "riskmodel-ci #{n} ⏳ running · branch main · covariance refresh",
    "deploy riskmodel v3.{v} → prod-ldn ✅ (canary 10% → 100%)",
    "riskmodel-ci nightly ✅ backfill 2026-{mmdd} complete, 31,204 names",
]
STACK = """riskmodel-ci #{n} ❌ failed · factor-model v3.{v}
```
Traceback (most recent call last):
  File "/srv/riskmodel/jobs/cov_refresh.py", line 212, in run
    cov = shrink(ledoit_wolf(returns.loc[window]), delta=cfg.delta)
  File "/srv/riskmodel/lib/shrink.py", line 88, in ledoit_wolf
    w, v = np.linalg.eigh(sample_cov)
  File "/opt/venv/lib/python3.12/site-packages/numpy/linalg/_linalg.py", line 1627, in eigh
    w, vt = gufunc(a, signature=signature)
numpy.linalg.LinAlgError: Eigenvalues did not converge
```
retrying with jitter in 120s"""
OMS_TRACE = """oms ⚠️ drop-copy consumer restarted
```
java.net.SocketTimeoutException: Read timed out
	at java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
	at quickfix.mina.SessionConnector.run(SessionConnector.java:417)
	at com.pod.oms.dropcopy.Consumer.poll(Consumer.java:133)
```
reconnected after {s}s, 0 messages lost (gap fill {a}-{b})"""


SECTORS = ["Banks", "Insurance", "Autos", "Chemicals", "Semis", "Software", "Luxury", "Staples", "Pharma",
           "Mining", "Energy", "Utilities", "Telcos", "Industrials", "Aero & Defence", "Real Estate"]


def _colour_report(r, ms, names, fmt):
    hhmm = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%H:%M")
    rows = "\n".join(f"| {s} | {r.uniform(-2.2, 2.2):+.2f}% | {r.uniform(-4, 4):+.1f}% | {r.randint(60, 180)}% |"
                      for s in r.sample(SECTORS, 8))
    movers = ", ".join(f"{i[0]} {r.uniform(-6, 6):+.1f}%" for i in r.sample(names, 4))
    bullets = "\n".join("- " + fmt(c) for c in r.sample(COLOUR, 3))
    mv_rows = "\n".join(f"| {i[0]} | {_p(i, i[5] * r.uniform(0.95, 1.05))} | {r.uniform(-5, 5):+.1f}% | "
                         f"{r.randint(60, 320)}% | {r.choice(['broker upgrade', 'broker downgrade', 'sector move', 'block', 'no news', 'index flow', 'read-across'])} |"
                         for i in r.sample(names, 6))
    cal = "; ".join(f"{r.choice(names)[2]} {r.choice(['Q3 results', 'CMD', 'AGM', 'trading update', 'ex-div'])}"
                    for _ in range(3)) + f"; {r.choice(['German IFO', 'UK CPI', 'EZ flash PMIs', 'US CPI', 'ECB minutes'])}"
    return f"""### Market colour {hhmm}

Stoxx 600 {r.uniform(-1.2, 1.2):+.2f}%, SX5E {r.uniform(-1.4, 1.4):+.2f}%, FTSE {r.uniform(-1, 1):+.2f}%, DAX {r.uniform(-1.5, 1.5):+.2f}%. V2X {round(r.uniform(14, 24), 1)}. EURUSD {round(r.uniform(1.04, 1.16), 4)}, GBPUSD {round(r.uniform(1.22, 1.36), 4)}.

| sector | 1d | 5d | vol vs 20d |
|---|---|---|---|
{rows}

**Movers (not held):** {movers}.

| name | last | 1d | volume vs 20d | note |
|---|---|---|---|---|
{mv_rows}

**Calendar next 24h:** {cal}.

{bullets}

**Rates / FX / commods.** Bund 10y {round(r.uniform(2.3, 2.9), 3)}% ({r.randint(-6, 6):+d}bp), Gilt 10y {round(r.uniform(4.0, 4.8), 3)}% ({r.randint(-7, 7):+d}bp), BTP-Bund {r.randint(85, 140)}bp. Brent ${round(r.uniform(58, 82), 2)}, TTF €{round(r.uniform(28, 45), 1)}/MWh, copper ${r.randint(9100, 11200):,}/t, gold ${r.randint(3600, 4400):,}.

**Flows (PB / sell-side).** {r.choice(['HF', 'Long-only', 'Quant', 'Retail'])} net {r.choice(['buyers', 'sellers'])} of {r.choice(SECTORS).lower()} for a {r.choice(['2nd', '3rd', '4th', '5th'])} session; short covering in the most-shorted basket {r.uniform(-2, 3):+.1f}%; momentum factor {r.uniform(-1.5, 1.5):+.2f}% d/d. Programme trading {r.randint(18, 35)}% of LSE volume, block activity {r.choice(['light', 'heavy', 'normal'])}.

Dispersion {round(r.uniform(0.8, 2.5), 1)}σ, pair correlation {round(r.uniform(0.2, 0.6), 2)}. Read only; no changes to book levels, nothing routed."""


def _readthrough(r, inst):
    return (f"read-through on {inst[2]} ({inst[0]}) from the peer print: orders {r.uniform(-8, 12):+.0f}% y/y vs "
            f"{r.uniform(-5, 10):+.0f}% expected, book-to-bill {round(r.uniform(0.85, 1.25), 2)}, pricing "
            f"{r.choice(['holding', 'slipping', 'better than feared'])}. FY27 consensus EBIT probably moves "
            f"{r.uniform(-4, 4):+.1f}%. Mgmt tone on the call was {r.choice(['cautious', 'upbeat', 'defensive', 'evasive'])}, "
            f"lots of questions on inventory days and working capital. Our model has {inst[2]} at "
            f"{round(r.uniform(8, 25), 1)}x EV/EBIT, street at {round(r.uniform(8, 25), 1)}x. Not actionable for us "
            f"today, just updating the comps sheet (tab '{inst[7]}'), numbers in the shared drive.")


WIRE_HEADS = ["Director/PDMR Shareholding", "Transaction in Own Shares", "Result of AGM", "Block listing return",
              "Notice of Capital Markets Day", "Total Voting Rights", "Form 8.3 disclosure", "Holding(s) in Company",
              "Publication of Prospectus", "Change of Registered Office"]


def _wire_embed(r, inst):
    h = r.choice(WIRE_HEADS)
    return {"title": f"{inst[1]} — {h}", "author": r.choice(["RNS · Regulatory News", "EQS-News", "GlobeNewswire"]),
            "description": (f"{inst[1]} (the \"Company\") announces the following in accordance with the applicable "
                            f"disclosure rules. {h}: the Company was notified on {r.randint(1, 4)} December 2026 of a "
                            f"transaction of {r.randint(1000, 900000):,} ordinary shares at a weighted average price of "
                            f"{_p(inst, inst[5] * r.uniform(0.97, 1.03))}. Following this, the relevant party holds "
                            f"{round(r.uniform(0.01, 6), 2)}% of the issued share capital. This announcement contains no "
                            f"inside information."),
            "fields": [{"name": "Category", "value": r.choice(["DSH", "POS", "RAG", "HOL", "MSCL"]), "inline": True}],
            "footer": f"RNS Number : {r.randint(1000, 9999)}{chr(65 + r.randint(0, 25))}"}


# --------------------------------------------------------------------------- the day
def _build_book(rng: random.Random, cidx: int) -> dict:
    u = list(UNIVERSE)
    rng.shuffle(u)
    return {
        "acct": f"LPEQ{cidx + 1:02d}",
        "longs": u[0:3], "cfd_short": u[3], "swap_long": u[4], "opt": u[5],
        "watch": u[6:9], "restricted": u[9], "trade": u[10:20], "outside": u[20:],
        "fut": FUTS[cidx % 3],
    }


def _day(cap: _Cap, rng: random.Random, chan: str, cidx: int, day0: int, book: dict):
    D = _Day(cap, rng, chan, cidx, day0, book)
    r = rng
    L0, L1, L2 = book["longs"]
    CS, SW, OP = book["cfd_short"], book["swap_long"], book["opt"]
    W = book["watch"]
    RS = book["restricted"]
    # "trade" names may be traded on some day of this channel; "outside" names never are, so news
    # and chatter about them stay non-held on every day of a multi-day run.
    A, B, Dp1, Dp2, DEL, AG = r.sample(book["trade"], 6)
    mates = [i for i in book["trade"] + book["outside"] if i[7] == Dp1[7] and i not in (Dp1, A, B, AG, DEL)]
    if mates:
        Dp2 = r.choice(mates)  # pairs are same-sector
    misc = list(book["outside"])
    r.shuffle(misc)
    NEWS1, NEWS2, NEWS3 = misc[:3]
    fut_tk, fut_idx, fut_px, fut_mic = book["fut"]
    fut_px = round(fut_px * (1 + r.uniform(-0.02, 0.02)) * 2) / 2

    def px(inst, drift=0.03):
        return inst[5] * (1 + r.uniform(-drift, drift))

    def an():
        return r.choice(ANALYSTS)

    def fmt(s):
        tk_pick = r.choice(misc)
        tk2 = r.choice(misc)
        return s.format(bp=r.randint(2, 9), v=r.randint(14, 19), co=tk_pick[2], tk=tk_pick[0], tk2=tk2[0],
                        n=r.randint(2, 40), lvl=_p(tk_pick, px(tk_pick, 0.12)), pod=r.choice(OTHER_PODS)[1],
                        adv=round(r.uniform(0.8, 9), 1), days=r.randint(2, 5), eps=round(r.uniform(2, 30), 2),
                        pct=r.randint(3, 12), own=r.randint(8, 30), mv=round(r.uniform(3, 9), 1),
                        beta=round(r.uniform(0.7, 1.4), 2))

    # ---------------------------------------------------------------- noise backbone
    def hb(h, mm):
        return HEARTBEAT.format(hh=f"{h:02d}:{mm:02d}", ss=f"{max(mm - 1, 0):02d}",
                                fix=" ".join(f"{b}=up({r.randint(1, 9)}ms)" for b in r.sample(BROKERS, 3)),
                                nm=r.randint(380, 460), var=r.randint(55, 140), stale=r.randint(0, 3),
                                lag=r.randint(8, 90), q=r.randint(0, 4), disk=r.randint(41, 77))
    for h in range(24):
        D.noise(D.msg(D.t(h, 0, 5, 40), "mon", hb(h, 0)))
        if 8 <= h <= 15 and r.random() < 0.5:
            D.noise(D.msg(D.t(h, 30, 5, 40), "mon", hb(h, 30)))
    for (h, mm, txt) in [(7, 50, "🔔 pre-open auction: Xetra / Euronext / LSE — continuous trading in 10m"),
                         (8, 0, "🔔 European cash open. {idx} fut {px}".format(idx=fut_idx, px=fut_px)),
                         (14, 30, "🔔 US cash open"),
                         (16, 30, "🔔 closing auctions running (LSE 16:30-16:35, Xetra 17:30-17:35 CET)"),
                         (16, 36, "🔕 UK / EU cash closed. {idx} fut {px}".format(
                             idx=fut_idx, px=round(fut_px * (1 + r.uniform(-0.01, 0.01)) * 2) / 2))]:
        D.noise(D.msg(D.t(h, mm, 0, 3), "clock", txt))
    for _ in range(r.randint(2, 3)):
        D.noise(D.msg(D.t(r.choice([1, 2, 3, 20, 21, 22]), r.randint(0, 59), 0, 59), "ci",
                      r.choice(CI_LINES).format(n=r.randint(4000, 4999), v=r.randint(7, 9), s=r.randint(40, 300),
                                                mmdd=D.mmdd[:2] + "-" + D.mmdd[2:])))
    D.noise(D.msg(D.t(r.choice([2, 3, 4]), r.randint(0, 59), 0, 59), "ci",
                  STACK.format(n=r.randint(4000, 4999), v=r.randint(7, 9))))
    D.noise(D.msg(D.t(11, r.randint(0, 59), 0, 59), "oms",
                  OMS_TRACE.format(s=r.randint(2, 30), a=r.randint(1000, 1500), b=r.randint(1500, 1900))))
    for h in (9, 11, 13, 15):
        mm = r.randint(40, 55)
        prow = "\n".join(f"{i[0]:<10} {r.randint(-180, 220):>+5}k {r.uniform(-3, 3):>+6.2f}% {r.uniform(0.2, 4):>5.2f}%"
                         for i in [L0, L1, L2, CS, SW, OP])
        D.noise(D.msg(D.t(h, mm, 0, 60), "pnl",
                      f"intraday P&L {h:02d}:{mm} · {r.choice(['+', '-'])}{r.randint(20, 480)}k GBP · "
                      f"gross {r.randint(160, 189)}% · net {r.randint(-8, 12)}% · beta-adj {r.randint(-5, 6)}%\n"
                      f"```\nname        pnl     1d%   %NAV\n{prow}\n```"))
    # news-wire digests of unrelated headlines (near misses: quoted news on names not held/watched)
    for h in (7, 9, 11, 13, 15, 17):
        lines = []
        for i in r.sample(misc, min(6, len(misc))):
            lines.append(f"• {i[2]}: " + r.choice([
                "broker cuts PT, keeps rating — {b}", "said to weigh {n}bn bond sale — IFR",
                "CEO says demand 'stabilising' at conference — Reuters", "added to {b} conviction list",
                "unions call strike at two plants — Handelsblatt", "regulator opens review of pricing — FT",
                "buyback tranche {n} completed — company", "shares halted briefly on volatility — exchange",
                "in talks to sell non-core assets, people familiar — Bloomberg",
                "guides FY in line at investor day — company"]).format(b=r.choice(["Jefferies", "Barclays", "BofA", "Kepler", "UBS", "Citi"]), n=r.randint(1, 5)))
        D.near(D.msg(D.t(h, 20, 0, 900), "rns",
                     f"**Headlines digest {h:02d}:20** (names outside the book)\n" + "\n".join(lines) +
                     "\nsource: wire aggregator · filtered: held/watchlist names are posted separately"))
    # scheduled agent colour reports (read-only) + overnight wraps
    for h in range(7, 17):
        D.msg(D.t(h, 45, 0, 600), "atlas", _colour_report(r, D.t(h, 45), misc, fmt))
    D.msg(D.t(6, 15, 0, 600), "atlas", _colour_report(r, D.t(6, 15), misc, fmt).replace(
        "### Market colour", "### Asia close / pre-open colour"))
    D.msg(D.t(21, 10, 0, 600), "atlas", _colour_report(r, D.t(21, 10), misc, fmt).replace(
        "### Market colour", "### US close colour"))
    rrows = "\n".join(f"| {f} | {r.uniform(-0.4, 0.4):+.2f} | {r.uniform(-0.5, 0.5):+.2f} | {r.randint(20, 95)}% |"
                       for f in ["Market", "Size", "Value", "Momentum", "Quality", "Low vol", "Growth", "Leverage",
                                 "Yield", "Crowding"])
    D.noise(D.msg(D.t(17, 25, 0, 600), "pnl", f"""**Risk snapshot 17:25** (riskmodel v3.{r.randint(7, 9)}, prelim)

| factor | exposure (σ) | limit | usage |
|---|---|---|---|
{rrows}

VaR99 1d {r.randint(60, 140)}bps · ES97.5 {r.randint(90, 200)}bps · idio share {r.randint(55, 80)}% · all limits ok"""))
    for h in (6, 12, 18, 23):
        D.noise(D.msg(D.t(h, 5, 0, 120), "atlas",
                      f"triage cron {h:02d}:05 — {r.randint(3, 19)} news items seen, 0 routed, 0 escalated, "
                      f"queue empty"))
    for h in (8, 12, 16):
        D.noise(D.msg(D.t(h, 15, 0, 300), "ptc",
                      f"pre-trade limits ok · gross {r.randint(160, 189)}%/{'190' if h > 8 else '220'}% · "
                      f"single-name max {round(r.uniform(2.1, 3.9), 1)}%/4% · restricted list v{r.randint(300, 399)} loaded"))
    for _ in range(r.randint(5, 8)):
        inst = r.choice([L0, L1, L2, CS, SW] + W + misc)
        chg = r.choice([-1, 1]) * round(r.uniform(1.5, 4.5), 1)
        D.noise(D.msg(D.t(r.choice([8, 9, 10, 13, 14, 15, 16]), r.randint(0, 59), 0, 59), "mon",
                      f"⚠️ px alert {inst[0]} {chg:+.1f}% in 5m ({_p(inst, px(inst))})"))
    for _ in range(r.randint(3, 5)):
        D.noise(D.msg(D.t(r.choice([6, 7]), r.randint(0, 59), 0, 59), r.choice(ANALYSTS + ["trader", "risk", "ops"]),
                      r.choice(GM)))
    # reconnect spam (bulk deleted later by ops) + one kept
    t0 = D.t(r.choice([5, 12, 19]), r.randint(0, 40), 0, 60)
    spam = []
    for i in range(4):
        spam.append(D.msg(t0 + i * r.randint(900, 4000), "fix",
                          f"session LPEQ->{BROKERS[i % 5]} logout (reason=heartbeat timeout) · reconnecting · seq reset {r.randint(1, 9)}"))
    D.bulk_delete(t0 + 60000 + r.randint(0, 30000), spam)
    cap.removed.append("logout (reason=heartbeat timeout)")
    D.noise(D.msg(t0 + 62000 + r.randint(30000, 60000), "ops", "cleared the FIX reconnect spam, sessions are back"))
    D.noise(D.msg(D.t(r.choice([0, 1, 22]), r.randint(0, 59), 0, 59), "fix",
                  f"session LPEQ->{r.choice(BROKERS)} logon ok · HeartBtInt=30 · NextExpectedMsgSeqNum={r.randint(1, 40)}"))

    # ---------------------------------------------------------------- pre-open
    # held news, named by company name only
    hn = r.choice([L1, SW])
    ms = D.t(7, 0, 2, 4)
    title = f"{hn[1]} — Pre-close Q4 trading update"
    m = D.msg(ms, "rns", "", embeds=[{
        "title": title,
        "description": f"{hn[1]} today issues a pre-close trading update ahead of its FY26 results. Group organic revenue growth "
                       f"for Q4 is expected at {r.randint(3, 9)}-{r.randint(10, 12)}%, with full-year operating margin "
                       f"'around the top of the guided range'. Net cash at year end expected to be c.{r.randint(2, 9)}bn.",
        "author": "RNS · Regulatory News", "fields": [{"name": "Category", "value": "TST", "inline": True},
                                                      {"name": "Released", "value": "07:00:02", "inline": True}],
        "footer": f"RNS Number : {r.randint(1000, 9999)}{chr(65 + r.randint(0, 25))}"}])
    D.hard(m, "held_position_news", [hn[1], "Pre-close Q4 trading update"], "embed")
    D.idiom(m, "RNS embed naming a held name by company name only (no ticker)", "held_position_news")

    wn = W[0]
    m = D.msg(D.t(7, 0, 30, 60), "rns", "", embeds=[{
        "title": f"{wn[1]} — Profit warning: FY26 guidance lowered",
        "description": f"{wn[2]} now expects FY26 adjusted EBIT of {r.randint(2, 9)}.{r.randint(0, 9)}bn, "
                       f"below the previous range, citing weaker demand in Europe and FX headwinds.",
        "author": r.choice(["EQS-News · Ad hoc", "RNS · Regulatory News", "Euronext · Regulated information"]),
        "footer": f"ref {r.randint(100000, 999999)}"}])
    D.hard(m, "watchlist_news", [wn[1], "Profit warning"], "embed")
    # non-held news (near misses)
    nn = [NEWS1, NEWS2]
    heads = ["Director/PDMR Shareholding", "Transaction in Own Shares", "Result of AGM", "Block listing return",
             "Notice of Capital Markets Day"]
    for k, inst in enumerate(nn):
        m = D.msg(D.t(7, 1 + k, 0, 50), "rns", "", embeds=[_wire_embed(r, inst)])
        D.near(m)
        if k == 0:
            D.idiom(m, "RNS embed on a name the desk neither holds nor watches", "not_hard")
    m = D.msg(D.t(7, 6, 0, 90), "atlas",
              f"RNS triage 07:00 batch: **{NEWS1[0]}**, **{NEWS2[0]}** — not held, not on the watchlist. "
              f"No action, not routed. ({wn[0]} and {hn[0]} are ours, posted separately above.)")
    D.hard(m, "no_route_decision", [NEWS1[0], NEWS2[0], "No action, not routed"], "untagged")
    D.idiom(m, "agent triage line: not held, no action, not routed", "no_route_decision")

    # risk manager sets gross limit; pinned
    old_g, new_g = 220, 190
    m = D.msg(D.t(7, 12, 0, 120), "risk",
              f"Limits for today: gross cap {old_g}% → **{new_g}%** into the ECB, net band ±15% unchanged, "
              f"single-name stays 4% NAV. ptc-guard updated, anything that takes us over gets resized automatically.")
    D.hard(m, "risk_limit", ["gross cap", f"{new_g}%", "4% NAV"], "untagged")
    D.pin(D.t(7, 20, 0, 60), m)
    D.react(D.t(7, 21, 0, 60), m, "📌")
    D.noise(D.msg(D.t(7, 22, 0, 60), r.choice(ANALYSTS), r.choice(["ty", "👍", "noted"]), ref=m))

    # --- LLM analyst morning note: live TRS block buried + illustrative block
    ag_side = r.choice(["sell", "buy"])
    ag_qty = r.randint(10, 40) * 1000
    ag_lim = _p(AG, px(AG))
    ag_clid = D.oid()
    illus_qty = ag_qty * 2
    live_block = json.dumps({"action": ag_side, "ticker": AG[0], "vehicle": "TRS", "qty": ag_qty, "limit": float(ag_lim),
                             "book": book["acct"], "mode": "live", "client_order_id": ag_clid})
    illus_block = json.dumps({"action": ag_side, "ticker": AG[0], "qty": illus_qty, "mode": "illustrative",
                              "note": "size at 1.5% NAV if conviction 5"})
    pos_rows = "\n".join(
        f"| {i[0]} | {lbl} | {_p(i, px(i))} | {r.choice(['+', '-'])}{round(r.uniform(0.1, 3.2), 1)}% |"
        for i, lbl in [(L0, "long cash"), (L1, "long cash"), (L2, "long cash"), (CS, "short CFD"),
                       (SW, "long TRS"), (OP, "long calls")])
    note = f"""## Morning note — {D.mmdd[2:]}/{D.mmdd[:2]}

**Macro.** Futures {r.choice(['firmer', 'softer', 'flat'])}; {fut_idx} fut {fut_px}. ECB at 13:15 UK, consensus hold with a dovish tilt. Bund 10y {round(r.uniform(2.3, 2.9), 2)}%.

**Book.** Gross {r.randint(165, 189)}%, net {r.randint(-5, 9)}%. Top risks:

| name | leg | last | 1d |
|---|---|---|---|
{pos_rows}

**Overnight.** {hn[2]} pre-close update reads fine on the top line; margin language is the tell, see RNS. {wn[2]} cut guidance (watchlist, not held).

**Idea refresh — {AG[2]}.** Revisions momentum has rolled over for three weeks; the stock still trades at a premium to its 5y average on EV/EBIT. Per Hugo's ok yesterday, sending the {AG[0]} leg via swap today:

```json
{live_block}
```

For reference only, at full conviction the position would look like this (not an order):

```json
{illus_block}
```

**Calendar.** {r.choice(misc)[2]} CMD 10:00, {r.choice(misc)[2]} AGM, US payrolls 13:30.
"""
    m = D.msg(D.t(7, 25, 0, 300), "atlas", note)
    D.hard(m, "trade_proposal", [AG[0], f'"action": "{ag_side}"', f'"qty": {ag_qty}', ag_clid], "buried")
    D.idiom(m, "live fenced-JSON order buried in long markdown note next to an illustrative block", "trade_proposal")

    # backtest-only report (near miss)
    bt = AG if r.random() < 0.5 else r.choice(misc)
    bt_rows = "\n".join(f"| {y} | {round(r.uniform(-8, 22), 1)}% | {round(r.uniform(0.2, 1.6), 2)} | {round(r.uniform(-18, -4), 1)}% |"
                        for y in range(2019, 2026))
    bt_block = json.dumps({"action": "buy", "ticker": bt[0], "qty": r.randint(5, 30) * 1000, "entry": float(_p(bt, px(bt, 0.2))),
                           "mode": "backtest", "period": "2019-2025", "fills": "simulated VWAP"})
    m = D.msg(D.t(r.choice([20, 21]), r.randint(0, 59), 0, 59), "atlas", f"""### Backtest: post-profit-warning drift, {bt[2]}

Signal: buy the 3rd session after a guidance cut if short interest > 5% of float. Example trade from the sim:

```json
{bt_block}
```

| year | return | sharpe | maxDD |
|---|---|---|---|
{bt_rows}

Costs at 8bps + borrow. Results are in-sample; nothing here is a recommendation for the live book.""")
    D.near(m)
    D.idiom(m, "fenced JSON with mode backtest in a backtest report", "not_hard")

    # ---------------------------------------------------------------- thread A: long, ✅, resize, route, fills
    an_a = an()
    qA = r.randint(30, 60) * 1000
    pA = A[5] * (1 + r.uniform(-0.02, 0.02))
    limA, stopA, tgtA = _p(A, pA), _p(A, pA * 0.93), _p(A, pA * 1.15)
    qsA = _q(qA, 0)
    thA = D.thread(D.t(8, 5, 0, 600))
    ts = (int(thA) >> 22) + EPOCH_MS + 1500
    mA = D.msg(ts, an_a, f"""**{A[2]} ({A[0]}) — long, cash**
Idea: {A[2]} de-rated {r.randint(12, 25)}% since the Q3 print on a one-off; underlying orders up {r.randint(4, 11)}% and the buyback restarts in January. Street is still anchored to the old margin guide.
Sizing: buy {qsA} {A[0]} @ {limA} limit, ~{round(r.uniform(1.5, 2.8), 1)}% NAV, VWAP over the morning, hedge beta with {fut_tk}.
Risk: stop {stopA} (~{r.randint(30, 60)}bps NAV), target {tgtA}. Main risk is a sector-wide derate on the ECB.""", thread=thA)
    D.hard(mA, "trade_proposal", [A[0], "buy", qsA, limA, stopA], "tagged")
    D.idiom(mA, "analyst thread proposal with Idea:/Sizing:/Risk: sections", "trade_proposal")
    tt = ts
    for _ in range(r.randint(2, 3)):
        tt += r.randint(40, 400) * 1000
        D.msg(tt, r.choice([x for x in ANALYSTS if x != an_a]), fmt(r.choice(THREAD_CHAT)), thread=thA)
    tt += r.randint(60, 300) * 1000
    D.react(tt, mA, "✅")
    D.hard(mA, "trade_approval", [A[0], "buy"], "reaction",
           extra={"via": {"op": "reaction_add", "emoji": "✅", "user_id": PEOPLE["pm"][0], "at": _iso(tt)}})
    D.react(tt + 4000, mA, "👍", an_a)
    clA = D.oid()
    qA2 = int(qA * r.uniform(0.6, 0.8)) // 1000 * 1000
    tt += r.randint(20, 90) * 1000
    m = D.msg(tt, "ptc", f"PTC {clA} BUY {qsA} {A[0]}: RESIZED to {qA2:,} — single-name limit 4% NAV incl. existing swap "
                         f"exposure. approved with conditions: max 20% ADV participation.")
    D.hard(m, "risk_limit", [clA, "RESIZED", f"{qA2:,}", "4% NAV"], "structured")
    D.idiom(m, "compliance bot resizes an order to the position limit", "risk_limit")
    tt += r.randint(30, 120) * 1000
    m = D.msg(tt, "pm", f"routing {A[2]} to Dan, VWAP to 11:30, resized qty is fine", ref=mA if False else None)
    D.hard(m, "route_decision", [A[2], "Dan", "VWAP"], "untagged")
    D.noise(D.msg(tt + r.randint(10, 50) * 1000, "trader", r.choice(["on it", "👍", "k"]), ref=m))
    tt += r.randint(60, 200) * 1000
    if r.random() < 0.75:
        m = D.msg(tt, "fix", D.fix(A[3], A[6], 1, qA2, limA, clA, "0", 0))
        D.hard(m, "trade_confirmation", [f"11={clA}", "39=0", f"38={qA2}"], "structured")
        D.idiom(m, "raw FIX 35=8 39=0 new-order ack", "trade_confirmation")
    p1 = float(limA) * (1 - r.uniform(0, 0.004))
    q1 = (qA2 // 2000) * 1000
    tt += r.randint(20, 50) * 60000
    p1s = _p(A, p1)
    m = D.msg(tt, "fix", D.fix(A[3], A[6], 1, qA2, limA, clA, "1", q1, q1, p1s))
    D.hard(m, "trade_fill", [f"55={A[3]}", "54=1", f"32={q1}", f"31={p1s}"], "structured")
    p2s = _p(A, float(limA) * (1 - r.uniform(0, 0.004)))
    tt += r.randint(40, 90) * 60000
    m = D.msg(tt, "fix", D.fix(A[3], A[6], 1, qA2, limA, clA, "2", qA2, qA2 - q1, p2s,
                               avg=_p(A, (p1 + float(p2s)) / 2)))
    D.hard(m, "trade_fill", [f"55={A[3]}", "54=1", f"32={qA2 - q1}", f"31={p2s}", "39=2"], "structured")
    D.idiom(m, "raw FIX 35=8 39=2 fill for the desk's own account", "trade_fill")
    D.noise(D.msg(tt + r.randint(30, 200) * 1000, an_a, "🙌", thread=thA))

    # ---------------------------------------------------------------- thread B: short via CFD, locate, "go"
    an_b = r.choice([x for x in ANALYSTS if x != an_a])
    qB = r.randint(8, 40) * 10000
    pB = B[5] * (1 + r.uniform(-0.02, 0.02))
    limB, stopB = _p(B, pB), _p(B, pB * 1.07)
    qsB = _q(qB, 1)
    thB = D.thread(D.t(8, 40, 0, 900))
    ts = (int(thB) >> 22) + EPOCH_MS + 2100
    mB = D.msg(ts, an_b, f"""{B[2]} short ({B[0]}), CFD
Idea: consensus still models {r.randint(5, 12)}% volume growth into a destocking year; the {r.choice(['CMD', 'pre-close', 'Q4 print'])} is where it resets. Peers already guided down.
Sizing: sell {qsB} {B[0]} via CFD, working @ {limB} or better, ~1% NAV. Locate needed.
Risk: stop {stopB}, borrow is GC today. Squeeze risk moderate (SI {r.randint(3, 9)}% of float).""", thread=thB)
    D.hard(mB, "trade_proposal", [B[0], "sell", qsB, limB, stopB], "tagged")
    tt = ts + r.randint(60, 300) * 1000
    D.near(D.msg(tt, "pm", r.choice(PM_QUESTIONS), thread=thB, ref=mB))
    tt += r.randint(60, 240) * 1000
    D.msg(tt, an_b, f"GC, {r.randint(25, 60)}bps, PB has {qB * 3:,} available. catalyst is the {r.choice(['CMD on the 9th', 'pre-close call on Tuesday', 'Q4 print in Feb'])}",
          thread=thB)
    tt += r.randint(30, 120) * 1000
    clB = D.oid()
    m = D.msg(tt, "ptc", "", embeds=[{
        "title": "Pre-trade check · short sale", "author": "ptc-guard",
        "description": f"Locate confirmed for {B[0]} — approved with conditions",
        "fields": [{"name": "Order", "value": clB, "inline": True}, {"name": "Side", "value": "SELL SHORT", "inline": True},
                   {"name": "Qty", "value": f"{qB:,}", "inline": True},
                   {"name": "Conditions", "value": "max 15% ADV participation; no sales below last independent trade (uptick rule off)"},
                   {"name": "Locate", "value": f"{r.choice(BROKERS)} {qB:,} @ GC"}],
        "footer": "SSR: EU 236/2012 net short disclosure at 0.1% — not reached"}])
    D.hard(m, "risk_limit", [B[0], "approved with conditions", "max 15% ADV participation"], "embed")
    D.idiom(m, "embed-only short-sale locate 'approved with conditions'", "risk_limit")
    tt += r.randint(60, 300) * 1000
    word = r.choice(["go", "go.", "yes", "send"])
    m = D.msg(tt, "pm", word, thread=thB, ref=mB)
    D.hard(m, "trade_approval", [word], "reply")
    D.idiom(m, "PM one-word thread reply approving the proposal", "trade_approval")
    tt += r.randint(30, 120) * 1000
    if r.random() < 0.7:
        m = D.msg(tt, "oms", "", embeds=[{
            "title": "Order accepted", "author": "OMS",
            "fields": [{"name": "Instrument", "value": f"{B[0]} CFD", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": f"{qB:,}", "inline": True},
                       {"name": "Limit", "value": limB, "inline": True}],
            "footer": f"order {clB} · {r.choice(BROKERS)} CFD · working"}])
        D.hard(m, "trade_confirmation", [f"{B[0]} CFD", "SELL", f"{qB:,}", clB], "embed")
        D.idiom(m, "embed-only OMS 'Order accepted' with fields", "trade_confirmation")
    tt += r.randint(20, 80) * 60000
    fB = _p(B, float(limB) * (1 + r.uniform(0, 0.004)))
    m = D.msg(tt, "fix", D.fix(B[3], B[6], 2, qB, limB, clB, "2", qB, qB, fB, extra="8013=CFD"))
    D.hard(m, "trade_fill", [f"55={B[3]}", "54=2", f"32={qB}", f"31={fB}"], "structured")

    # ---------------------------------------------------------------- thread C: restricted, blocked, ❌
    an_c = an()
    qC = r.randint(20, 80) * 1000
    limC = _p(RS, px(RS, 0.01))
    thC = D.thread(D.t(9, 30, 0, 1200))
    ts = (int(thC) >> 22) + EPOCH_MS + 900
    mC = D.msg(ts, an_c, f"""**{RS[0]}** long
Idea: read-across from a peer's aftermarket numbers, {RS[2]} has the same shop-visit tailwind and the stock hasn't moved.
Sizing: buy {_q(qC, 0)} @ {limC}, 1% NAV
Risk: stop {_p(RS, float(limC) * 0.94)}, tight because it's a momentum name""", thread=thC)
    D.hard(mC, "trade_proposal", [RS[0], "buy", _q(qC, 0), limC], "tagged")
    tt = ts + r.randint(120, 600) * 1000
    m = D.msg(tt, "ptc", f"🚫 BLOCKED · {RS[0]} · BUY {_q(qC, 0)} · restricted list (RL-{r.randint(100, 999)}, "
                         f"wall-crossed {r.randint(1, 9)}/12) · contact compliance, do not retry")
    D.hard(m, "risk_limit", ["BLOCKED", RS[0], "restricted list"], "structured")
    D.idiom(m, "pre-trade bot BLOCKED on restricted list", "risk_limit")
    tt += r.randint(60, 300) * 1000
    D.react(tt, mC, "❌")
    D.hard(mC, "trade_approval", [RS[0], "buy"], "reaction",
           extra={"via": {"op": "reaction_add", "emoji": "❌", "user_id": PEOPLE["pm"][0], "at": _iso(tt)},
                  "decision": "rejected"})
    D.noise(D.msg(tt + r.randint(30, 300) * 1000, an_c, "ok, pulling it. didn't know we were over the wall", thread=thC))

    # ---------------------------------------------------------------- thread D: pair, 👀 only
    an_d = an()
    qD1, qD2 = r.randint(10, 40) * 1000, r.randint(10, 40) * 1000
    lD1, lD2 = _p(Dp1, px(Dp1, 0.01)), _p(Dp2, px(Dp2, 0.01))
    thD = D.thread(D.t(10, 10, 0, 1800))
    ts = (int(thD) >> 22) + EPOCH_MS + 700
    mD = D.msg(ts, an_d, f"""Pair: long {Dp1[0]} / short {Dp2[0]}
Idea: spread at -{round(r.uniform(1.6, 2.6), 1)}σ on 2y, driven by flows not fundamentals; {Dp1[2]} has the cleaner balance sheet.
Sizing: buy {_q(qD1, 1)} {Dp1[0]} @ {lD1} / sell {_q(qD2, 1)} {Dp2[0]} @ {lD2}, cash-neutral, 1.2% NAV gross
Risk: stop on the ratio at -{round(r.uniform(3, 4), 1)}σ, time stop 6 weeks""", thread=thD)
    D.hard(mD, "trade_proposal", [Dp1[0], Dp2[0], _q(qD1, 1), _q(qD2, 1)], "tagged")
    tt = ts + r.randint(300, 1500) * 1000
    D.react(tt, mD, "👀")
    D.idiom(mD, "pair proposal the PM only 👀-reacts to (not an approval)", "trade_proposal")
    for _ in range(r.randint(1, 3)):
        tt += r.randint(120, 900) * 1000
        D.msg(tt, r.choice(ANALYSTS), fmt(r.choice(THREAD_CHAT)), thread=thD)

    # ---------------------------------------------------------------- index hedge shorthand + "👍 send it"
    qH = r.randint(10, 60)
    ms = D.t(9, 5, 0, 1500)
    hedge = f"s {qH} {fut_tk} {fut_px} lmt, beta hedge for the {A[2]} add"
    m = D.msg(ms, "trader", hedge)
    D.hard(m, "trade_proposal", [f"s {qH}", fut_tk, str(fut_px)], "shorthand")
    D.idiom(m, "trader shorthand 's 40 VGZ6 5712 lmt' index-hedge proposal", "trade_proposal")
    ms2 = ms + r.randint(30, 200) * 1000
    word = r.choice(["👍 send it", "ok go", "yep send", "👍 go"])
    m2 = D.msg(ms2, "pm", word, ref=m)
    D.hard(m2, "trade_approval", [word], "reply")
    D.idiom(m2, "'👍 send it' / 'ok go' reply to a shorthand hedge", "trade_approval")
    clH = D.oid()
    ms3 = ms2 + r.randint(60, 400) * 1000
    if r.random() < 0.85:
        m3 = D.msg(ms3, "fix", D.fix(fut_tk, fut_mic, 2, qH, fut_px, clH, "2", qH, qH, fut_px))
        D.hard(m3, "trade_fill", [f"55={fut_tk}", "54=2", f"32={qH}", f"31={fut_px}"], "structured")

    # other pods' FIX reports (near miss)
    for k in range(2):
        acct, pod = r.choice(OTHER_PODS)
        inst = r.choice([L0, L1, CS, A] + misc)
        q = r.randint(5, 50) * 1000
        pp = _p(inst, px(inst))
        m = D.msg(D.t(r.choice([9, 10, 14, 15]), r.randint(0, 59), 0, 59), "fix",
                  D.fix(inst[3], inst[6], r.choice([1, 2]), q, pp, f"{acct[:3]}-{r.randint(10000, 99999)}", "2", q, q, pp,
                        acct=acct))
        D.near(m)
        if k == 0:
            D.idiom(m, "raw FIX fill for another pod's account (tag 1=)", "not_hard")

    # ---------------------------------------------------------------- stop moved twice by edits
    s0 = L0[5] * (1 + r.uniform(-0.02, 0.02)) * 0.94
    st1, st2, st3 = _p(L0, s0), _p(L0, s0 * 1.01), _p(L0, s0 * 1.022)
    ms = D.t(10, 40, 0, 1800)
    m = D.msg(ms, "pm", f"{L0[0]} stop {st1}, resting in OMS")
    D.edit(ms + r.randint(20, 60) * 60000, m, f"{L0[0]} stop {st2}, resting in OMS")
    D.edit(ms + r.randint(90, 200) * 60000, m, f"{L0[0]} stop {st3}, resting in OMS (moved twice, tape is strong)")
    D.hard(m, "stop_or_target_change", [L0[0], "stop", st3], "untagged", state="edited")
    cap.superseded += [[chan, m, st1], [chan, m, st2]]
    D.idiom(m, "stop moved by editing the same message twice", "stop_or_target_change")
    D.noise(D.msg(ms + r.randint(5, 15) * 1000, "trader", "👍", ref=m))
    # no-decision stop talk (near miss)
    m = D.msg(D.t(11, 20, 0, 900), an(), f"a stop at {_p(L2, L2[5] * 0.92)} would be sensible on {L2[0]} given the vol, thoughts?")
    D.near(m)
    D.idiom(m, "'a stop at X would be sensible' with no decision", "not_hard")

    # ---------------------------------------------------------------- M&A rumour on held name, by company name
    ms = D.t(11, 45, 0, 2400)
    tgt_unit = r.choice(["its Americas unit", "a minority stake", "the components business", "a rival"])
    m = D.msg(ms, "rns", f"📰 RUMOUR | {L2[2]} said to be exploring a sale of {tgt_unit}, people familiar — Bloomberg. "
                         f"Deal could value the business at €{r.randint(3, 15)}bn. Company declined to comment.")
    D.hard(m, "held_position_news", [L2[2], "exploring a sale"], "untagged")
    # rumours on non-held names (near miss)
    m = D.msg(ms + r.randint(300, 1800) * 1000, "rns",
              f"📰 RUMOUR | {NEWS3[2]} approached {r.choice(misc)[2]} about a merger of equals — Il Sole / Reuters. "
              f"Both declined to comment.")
    D.near(m)

    # ---------------------------------------------------------------- thesis update, agent trim ticket, ✅, FIX reject, voice fill (edited)
    ms = D.t(12, 20, 0, 1800)
    conv_old, conv_new = r.choice([(4, 2), (5, 3), (3, 1)])
    th_text = (f"{L2[2]} ({L2[0]}): thesis update. The rumour doesn't change it, the numbers do — channel checks say "
               f"Q4 volumes are flat, not the +{r.randint(4, 8)}% we underwrote. Cutting conviction {conv_old} → {conv_new}, "
               f"view now neutral from bullish. Keep a core, trim the rest; atlas will put up the ticket.")
    m = D.msg(ms, "an3", th_text)
    D.hard(m, "thesis_update", [L2[0], f"conviction {conv_old} → {conv_new}", "neutral from bullish"], "untagged")
    D.idiom(m, "analyst conviction cut / bullish→neutral in prose", "thesis_update")
    ms += r.randint(120, 600) * 1000
    qT = r.randint(10, 30) * 1000
    limT = _p(L2, L2[5] * (1 + r.uniform(-0.01, 0.01)))
    clT = D.oid()
    blk = json.dumps({"action": "sell", "ticker": L2[0], "qty": qT, "limit": float(limT), "tif": "DAY",
                      "book": book["acct"], "mode": "live", "client_order_id": clT})
    mT = D.msg(ms, "atlas", f"#### Trim ticket — {L2[2]}\nPer Sofie's conviction cut. Sell into strength, no participation above 15%.\n```json\n{blk}\n```\nReact ✅ to release.")
    D.hard(mT, "trade_proposal", [L2[0], '"action": "sell"', f'"qty": {qT}', clT], "structured")
    D.idiom(mT, "short agent order ticket, fenced JSON mode live", "trade_proposal")
    ms += r.randint(60, 600) * 1000
    D.react(ms, mT, "✅")
    D.hard(mT, "trade_approval", [L2[0], '"action": "sell"'], "reaction",
           extra={"via": {"op": "reaction_add", "emoji": "✅", "user_id": PEOPLE["pm"][0], "at": _iso(ms)}})
    ms += r.randint(30, 120) * 1000
    m = D.msg(ms, "fix", D.fix(L2[3], L2[6], 1 + 1, qT, limT, clT, "8", 0, extra="58=Price outside static collar (6%)"))
    D.hard(m, "trade_confirmation", [f"11={clT}", "39=8", "Price outside static collar"], "structured")
    D.idiom(m, "raw FIX 39=8 reject with 58= text", "trade_confirmation")
    ms += r.randint(120, 900) * 1000
    D.msg(ms, "trader", "collar on that line is stale again, ops are refreshing the static data 🙄")
    ms += r.randint(20, 60) * 60000
    fT_bad = _p(L2, float(limT) * (1 + r.uniform(0.001, 0.004)))
    fT_good = _p(L2, float(fT_bad) + (0.2 if float(fT_bad) > 50 else 0.02))
    mF = D.msg(ms, "trader", f"trim done: sold {_q(qT, 0)} {L2[0]} @ {fT_bad} avg by voice, ticket {clT}")
    D.edit(ms + r.randint(3, 20) * 60000, mF, f"trim done: sold {_q(qT, 0)} {L2[0]} @ {fT_good} avg by voice, ticket {clT} (px corrected)")
    D.hard(mF, "trade_fill", [L2[0], "sold", _q(qT, 0), fT_good], "untagged", state="edited")
    cap.superseded.append([chan, mF, fT_bad])
    D.idiom(mF, "voice fill in prose, price corrected by edit", "trade_fill")

    # ---------------------------------------------------------------- option proposal, ✅, fill
    thE = None
    if r.random() < 0.7:
        an_e = an()
        strike = int(round(OP[5] * 1.12 / 10) * 10) if OP[5] > 50 else round(OP[5] * 1.12, 1)
        ctr = r.randint(2, 10) * 100
        prem = round(OP[5] * r.uniform(0.02, 0.05), 2)
        exp = r.choice(["Mar27", "Jun27"])
        thE = D.thread(D.t(13, 10, 0, 1800))
        ts = (int(thE) >> 22) + EPOCH_MS + 1100
        optname = f"{OP[0]} {exp} {strike}C"
        mE = D.msg(ts, an_e, f"""**{OP[2]} upside via calls** — add to the existing call line
Idea: the {r.choice(['CMD', 'FY print', 'buyback announcement'])} is the catalyst and vol is cheap at {r.randint(21, 30)} vs {r.randint(28, 36)} realised.
Sizing: buy {ctr} {optname} @ {prem}, premium ~{round(r.uniform(0.2, 0.5), 2)}% NAV
Risk: premium is the risk; delta ~{r.randint(25, 40)}%, will hedge with cash if it runs""", thread=thE)
        D.hard(mE, "trade_proposal", [optname, "buy", str(ctr), str(prem)], "tagged")
        tt = ts + r.randint(300, 1500) * 1000
        D.react(tt, mE, "👀")
        tt += r.randint(600, 1800) * 1000
        D.unreact(tt, mE, "👀")
        D.react(tt + 2000, mE, "✅")
        D.hard(mE, "trade_approval", [optname, "buy"], "reaction",
               extra={"via": {"op": "reaction_add", "emoji": "✅", "user_id": PEOPLE["pm"][0], "at": _iso(tt + 2000)}})
        clE = D.oid()
        tt += r.randint(300, 900) * 1000
        optfix = D.fix(OP[3], "IFEU" if OP[0].endswith(" LN") else "XEUR", 1, ctr, prem, clE, "2", ctr, ctr, prem,
                       extra=f"167=OPT|200={2027}{'03' if exp == 'Mar27' else '06'}|201=1|202={strike}")
        m = D.msg(tt, "fix", optfix)
        D.hard(m, "trade_fill", [f"55={OP[3]}", "167=OPT", f"202={strike}", f"32={ctr}", f"31={prem}"], "structured")

    # ---------------------------------------------------------------- TP change + cancel/replace; stop removed
    ms = D.t(13, 40, 0, 2400)
    tp_old, tp_new = _p(L1, L1[5] * 1.06), _p(L1, L1[5] * 1.09)
    m = D.msg(ms, "pm", f"{L1[0]}: TP to {tp_new} (was {tp_old}), the update earns it. Dan pls cancel/replace the resting sell")
    D.hard(m, "stop_or_target_change", [L1[0], "TP", tp_new], "untagged")
    if r.random() < 0.6:
        clOld, clNew = D.oid(), D.oid()
        qTP = r.randint(10, 40) * 1000
        ms += r.randint(60, 300) * 1000
        m = D.msg(ms, "fix", D.fix(L1[3], L1[6], 2, qTP, tp_old, clOld, "4", 0))
        D.hard(m, "trade_confirmation", [f"11={clOld}", "39=4"], "structured")
        ms += r.randint(5, 30) * 1000
        m = D.msg(ms, "fix", D.fix(L1[3], L1[6], 2, qTP, tp_new, clNew, "0", 0, extra="59=1"))
        D.hard(m, "trade_confirmation", [f"11={clNew}", "39=0", f"44={tp_new}"], "structured")

    ms = D.t(14, 50, 0, 2400)
    if r.random() < 0.75:
        m = D.msg(ms, "pm", f"pulling the stop on the {CS[2]} short ({CS[0]} CFD) — discretionary into the print, I'll watch it")
        D.hard(m, "stop_or_target_change", [CS[0], "pulling the stop"], "untagged")
        D.idiom(m, "stop removed on a CFD short", "stop_or_target_change")

    # ---------------------------------------------------------------- forgotten voice fill (phone number) + clean repost
    ms = D.t(15, 5, 0, 1800)
    qc = r.randint(5, 20) * 1000
    pc = _p(CS, CS[5] * (1 + r.uniform(-0.01, 0.01)))
    phone = f"07700 9{r.randint(10000, 99999)}"
    mf = D.msg(ms, "trader", f"covered {_q(qc, 1)} {CS[0]} @ {pc} via Mark at Jefferies (his mobile {phone}), he has more if we want")
    D.hard(mf, "trade_fill", [CS[0], "covered", _q(qc, 1), pc], "untagged", state="forgotten")
    D.forget(ms + r.randint(120, 600) * 1000, mf)
    cap.removed.append(f"his mobile {phone}")
    m = D.msg(ms + r.randint(700, 900) * 1000, "trader", f"[FILL] {CS[0]} CFD buy-to-cover {_q(qc, 1)} @ {pc} (voice, Jefferies)")
    D.hard(m, "trade_fill", [CS[0], "buy-to-cover", _q(qc, 1), pc], "tagged")
    D.noise(D.msg(ms + r.randint(950, 1100) * 1000, "risk", "thx, no numbers in here pls"))

    # ---------------------------------------------------------------- deleted proposal (wrong channel)
    ms = D.t(15, 35, 0, 1200)
    qx = r.randint(10, 40) * 1000
    lx = _p(DEL, px(DEL, 0.01))
    md = D.msg(ms, an(), f"b {_q(qx, 1)} {DEL[0]} @ {lx}, stop {_p(DEL, float(lx) * 0.95)}, 1% NAV — ok Hugo?")
    D.hard(md, "trade_proposal", [DEL[0], _q(qx, 1), lx], "shorthand", state="deleted")
    D.delete(ms + r.randint(40, 200) * 1000, md)
    cap.removed.append(f"b {_q(qx, 1)} {DEL[0]} @ {lx}")
    D.msg(ms + r.randint(210, 300) * 1000, an(), "sorry, wrong channel, that was for the sandbox book")

    # ---------------------------------------------------------------- close: agent route, paper trade, EOD
    ms = D.t(16, 10, 0, 600)
    qz = r.randint(5, 20) * 1000
    m = D.msg(ms, "atlas", f"Routing the {SW[0]} close-auction top-up ({_q(qz, 0)} shares, swap) to the execution agent "
                           f"(exec-01) — MOC, limit none. Dan has the override.")
    D.hard(m, "route_decision", [SW[0], "execution agent", "exec-01"], "untagged")
    D.idiom(m, "agent routes an order to the execution agent", "route_decision")
    pinst = r.choice(misc)
    pq = r.randint(2, 10) * 1000
    pblk = json.dumps({"action": "buy", "ticker": pinst[0], "qty": pq, "limit": float(_p(pinst, px(pinst))),
                       "mode": "paper", "book": "SANDBOX"})
    m = D.msg(ms + r.randint(300, 1200) * 1000, "atlas",
              f"Paper book update (not sent to any venue):\n```json\n{pblk}\n```\nTracking vs the live book for the "
              f"weekly attribution.")
    D.near(m)
    D.idiom(m, "fenced JSON mode paper, sandbox book", "not_hard")
    ill = r.choice(misc)
    m = D.msg(D.t(r.choice([10, 11]), r.randint(0, 59), 0, 59), "atlas",
              f"Sizing explainer for Matteo's question — *illustrative only*, how a 1% NAV position in {ill[0]} "
              f"would be sized at {_p(ill, ill[5])}:\n```json\n" +
              json.dumps({"action": "buy", "ticker": ill[0], "qty": r.randint(5, 60) * 1000, "mode": "illustrative",
                          "nav_pct": 1.0, "adv_days": round(r.uniform(0.5, 3), 1)}) +
              "\n```\nVol-scaled it would be ~30% smaller.")
    D.near(m)
    D.idiom(m, "'illustrative only' fenced JSON sizing example", "not_hard")

    # EOD PnL table (noise)
    rows = []
    for i in [L0, L1, L2, CS, SW, OP, A, B]:
        rows.append(f"{i[0]:<10} {r.choice(['+', '-'])}{r.randint(1, 240):>4}k  {round(r.uniform(-3, 3), 2):>6}%  "
                    f"{round(r.uniform(0.2, 4), 2):>5}%")
    rows.append(f"{fut_tk:<10} {r.choice(['+', '-'])}{r.randint(1, 120):>4}k  {'--':>6}   {'hedge':>5}")
    D.noise(D.msg(D.t(17, 5, 0, 300), "pnl",
                  "**EOD P&L** (GBP, prelim)\n```\nname        pnl    1d%    %NAV\n" + "\n".join(rows) +
                  f"\n-----\ntotal     {r.choice(['+', '-'])}{r.randint(50, 900)}k   gross {r.randint(160, 189)}%  "
                  f"net {r.randint(-6, 10)}%\n```\nfinal after the 19:30 marks"))

    # agent EOD wrap with a buried stop raise
    sv_old, sv_new = _p(A, float(stopA)), _p(A, float(stopA) * 1.025)
    wrap = f"""## EOD wrap

**P&L.** Prelim {r.choice(['+', '-'])}{r.randint(5, 60)}bps. Winners: {L0[2]}, {A[2]}. Losers: {CS[2]} (short squeezed into the close), {fut_idx} hedge.

**Flow.** {A[2]} filled {qA2:,} vs {qsA} proposed (ptc resize). {B[2]} CFD short on. {RS[2]} blocked (restricted). {Dp1[2]}/{Dp2[2]} pair still under review.

**Risk.** Gross inside the {new_g}% cap all day. Beta-adjusted net small.

**Levels for tomorrow.** Per Hugo, {A[0]} stop raised to {sv_new} (from {sv_old}) and amended in OMS. Nothing else changes.

**Notes.** Sell-side: two downgrades in the sector, neither on our names. Next week: {r.choice(misc)[2]} CMD, {r.choice(misc)[2]} Q3, CPI."""
    m = D.msg(D.t(17, 40, 0, 900), "atlas", wrap)
    D.hard(m, "stop_or_target_change", [A[0], "stop raised to", sv_new], "buried")
    D.idiom(m, "stop raise buried in the agent's EOD wrap", "stop_or_target_change")

    # after-close profit warning on the options-only holding (held via underlying)
    m = D.msg(D.t(18, 2, 0, 600), "rns", "", embeds=[{
        "title": f"{OP[1]} — Ad hoc: preliminary FY figures below expectations",
        "description": f"{OP[1]} expects FY26 revenue of c.{r.randint(5, 40)}bn and adjusted EBIT margin of "
                       f"{r.randint(8, 18)}%, below market expectations. Management to host a call at 19:00 CET.",
        "author": "EQS-News · Ad hoc", "footer": f"ISIN/WKN ref {r.randint(100000, 999999)}"}])
    D.hard(m, "held_position_news", [OP[1], "below expectations"], "embed")
    D.idiom(m, "news on the underlying of a held call position", "held_position_news")
    D.noise(D.msg(D.t(18, 20, 0, 600), "pm", "👀 ugh"))

    # ---------------------------------------------------------------- near misses in chat
    for pool_, n_ in [(HYPOS, 2), (HISTORY, 2), (QUESTIONS, 2), (OTHER_POD, 1), (QUOTED, 1)]:
        for k, s in enumerate(r.sample(pool_, n_)):
            m = D.msg(D.rand_time(), r.choice(ANALYSTS + ["trader", "pm"]), fmt(s))
            D.near(m)
            if k == 0:
                D.idiom(m, {id(HYPOS): "hypothetical 'if X breaks, would we' / 'someone should look at'",
                            id(HISTORY): "history: a trade from months ago with levels",
                            id(QUESTIONS): "question about a name or position",
                            id(OTHER_POD): "another pod's trade relayed in chat",
                            id(QUOTED): "quoted headline with no desk action"}[id(pool_)], "not_hard")

    # long analysis with trading words, no decision
    sec = r.choice(["semis", "banks", "luxury", "mining"])
    m = D.msg(D.rand_time(), an(), f"""Quick {sec} thought piece, no action, for the Monday meeting:
- earnings revisions breadth is {r.randint(-30, -5)}% over 3m, worst since 2023; historically the sector bottoms ~2 months after breadth troughs
- positioning: HF net long in the {r.randint(10, 40)}th pctile, long-onlys underweight by {round(r.uniform(0.5, 2), 1)}pp
- valuation: {round(r.uniform(11, 22), 1)}x NTM P/E vs {round(r.uniform(13, 20), 1)}x 10y avg; a buy signal on that alone has a poor hit rate
- if we were to go long the sector we'd want to buy the laggards and sell the crowded leaders, with stops wide enough to survive the ECB
- risks: a hawkish ECB, China tariffs, a short squeeze in the most-shorted quintile
I'd not put anything on until the pre-close calls; happy to be argued out of it.""")
    D.near(m)
    D.idiom(m, "long sector analysis with trading words and no decision", "not_hard")

    # ---------------------------------------------------------------- filler to reach a busy day
    target = r.randint(215, 260)
    kb_target = r.randint(80, 96) * 1024
    while (D.st["messages"] < target or D.st["bytes"] < kb_target) and D.st["messages"] < 300:
        x = r.random()
        ms = D.rand_time()
        if x < 0.20:
            D.msg(ms, r.choice(ANALYSTS + ["trader", "pm", "risk"]), fmt(r.choice(COLOUR)))
        elif x < 0.36:
            D.noise(D.msg(ms, r.choice(ANALYSTS + ["trader", "pm", "ops", "risk"]), r.choice(ACKS)))
        elif x < 0.54:
            th = r.choice([x for x in (thA, thB, thD, thE) if x])
            base = (int(th) >> 22) + EPOCH_MS
            D.msg(max(ms, base + r.randint(3600, 7200) * 1000), r.choice(ANALYSTS), fmt(r.choice(THREAD_CHAT)), thread=th)
        elif x < 0.66:
            D.msg(ms, "atlas", _colour_report(r, ms, misc, fmt))
        elif x < 0.90:
            D.msg(ms, an(), _readthrough(r, r.choice(misc)))
        else:
            inst = r.choice(misc)
            D.near(D.msg(ms, "rns", "", embeds=[_wire_embed(r, inst)]))
    return D


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default 2026-12-05T00:00Z, i.e. the day is Fri 4 Dec 2026);
    channels: how many channels of this desk (one sub-book each); days: how many consecutive days."""
    out = _generate(seed, end, channels, days)
    return {"events": out["events"], "labels": out["labels"]}


def _generate(seed, end, channels, days):
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    cap = _Cap()
    for ci in range(channels):
        chan = str(((1700000000000 + ci * 7_919_113 - EPOCH_MS) << 22) | ((11 + ci) % 32) << 17 | ((ci * 37 + 5) % 4096))
        book = _build_book(random.Random(f"{DESK}|book|{seed}|{ci}"), ci)
        for d in range(days):
            day0 = end_ms - (days - d) * 86_400_000
            rng = random.Random(f"{DESK}|{seed}|{ci}|{d}|{day0}")
            _day(cap, rng, chan, ci, day0, book)
    cap.events.sort(key=lambda e: (e[0], e[1], e[2], e[3]))
    events = [e[4] for e in cap.events]
    labels = {
        "desk": DESK,
        "hard_events": cap.hard,
        "superseded_facts": cap.superseded,
        "removed_texts": cap.removed,
        "noise_message_ids": cap.noise,
        "near_miss_ids": cap.near,
        "idioms": cap.idioms,
    }
    return {"events": events, "labels": labels, "_stats": cap.stats}


# --------------------------------------------------------------------------- CLI + self-check
def _check(out: dict) -> list[str]:
    ev, lab = out["events"], out["labels"]
    errs = []
    final, gone = {}, set()
    last = -1
    for e in ev:
        op = e["op"]
        if op == "create":
            m = e["message"]
            final[m["id"]] = [m["content"], m.get("embeds")]
            ms = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
            if (int(m["id"]) >> 22) + EPOCH_MS != ms:
                errs.append(f"id/time mismatch {m['id']}")
            if int(m["id"]) < last:
                errs.append(f"id order {m['id']}")
            last = int(m["id"])
        elif op == "edit":
            final[e["message_id"]][0] = e["content"]
        elif op in ("delete", "forget"):
            gone.add(e["message_id"])
        elif op == "bulk_delete":
            gone.update(e["message_ids"])
    for h in lab["hard_events"]:
        if h["message_id"] not in final:
            errs.append(f"missing {h['message_id']}")
            continue
        c, emb = final[h["message_id"]]
        txt = c + "\n" + _embed_text(emb)
        for f in h["facts"]:
            if f not in txt:
                errs.append(f"fact {f!r} not in {h['message_id']} ({h['event_type']})")
        if (h["final_state"] in ("deleted", "forgotten")) != (h["message_id"] in gone):
            errs.append(f"state mismatch {h['message_id']}")
    for ch, mid, old in lab["superseded_facts"]:
        c, emb = final[mid]
        if old in c + "\n" + _embed_text(emb):
            errs.append(f"superseded {old!r} still in {mid}")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in lab[lst]:
            if mid not in final:
                errs.append(f"{lst} missing {mid}")
    hard_ids = {h["message_id"] for h in lab["hard_events"]}
    if hard_ids & set(lab["noise_message_ids"]) or hard_ids & set(lab["near_miss_ids"]) \
            or set(lab["noise_message_ids"]) & set(lab["near_miss_ids"]):
        errs.append("label sets overlap")
    for i in lab["idioms"]:
        if i["message_id"] not in final:
            errs.append(f"idiom missing {i['message_id']}")
    return errs


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
    out = _generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    errs = _check(out)
    for (chan, d0), s in sorted(out["_stats"].items()):
        day = datetime.fromtimestamp(d0 / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        print(f"{chan} {day}: messages={s['messages']} KB={s['bytes'] / 1024:.1f} hard={s['hard']} "
              f"(reaction approvals incl.) noise={s['noise']} ({100 * s['noise'] / s['messages']:.0f}%) near={s['near']}",
              file=sys.stderr)
    lab = out["labels"]
    print(f"events={len(out['events'])} hard={len(lab['hard_events'])} noise={len(lab['noise_message_ids'])} "
          f"near={len(lab['near_miss_ids'])} idioms={len(lab['idioms'])} errors={len(errs)}", file=sys.stderr)
    for e in errs[:20]:
        print("  ERR", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
